#!/usr/bin/env bash
# Stops the Chroma server that start.sh started for a data folder. Idempotent and quiet.
#   stop.sh [--path DIR]       CHROMA_DATA (<project>/.legal/chroma-data)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
data="${CHROMA_DATA:-$root/.legal/chroma-data}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --path) data="$2"; shift 2 ;;
    --port) shift 2 ;; # accepted for symmetry with start.sh; the PID file identifies the server
    *) echo "usage: stop.sh [--path DIR]" >&2; exit 2 ;;
  esac
done
pid_file="$data/chroma.pid"
[[ -f "$pid_file" ]] || exit 0
pid="$(cat "$pid_file")"

# Only signal the process if it still is our server (a stale PID may have been reused).
# ps, not /proc: macOS has no /proc.
if kill -0 "$pid" 2>/dev/null && grep -q chroma-server.js <<<"$(ps -p "$pid" -o args= 2>/dev/null)"; then
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "chroma: server $pid ignored SIGTERM for 10 s; killing it" >&2
    kill -KILL "$pid" 2>/dev/null || true
  fi
fi
rm -f "$pid_file"
