#!/usr/bin/env bash
# Starts a local Chroma 1.x server in the background and waits until /api/v2/heartbeat answers.
# Idempotent and quiet: when the server of this data folder already runs, it returns at once.
#   start.sh [--port P] [--path DIR]
#   CHROMA_PORT (8000)  CHROMA_DATA (<project>/.legal/chroma-data)  CHROMA_HOME (install folder)
#   CHROMA_START_TIMEOUT seconds (60)   CHROMA_PACKAGE, CHROMA_VERSION, CHROMA_NODE_FILE (platform.sh)
# The PID file and log live in the data folder: DIR/chroma.pid, DIR/chroma.log.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
port="${CHROMA_PORT:-8000}"
data="${CHROMA_DATA:-$root/.legal/chroma-data}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --port) port="$2"; shift 2 ;;
    --path) data="$2"; shift 2 ;;
    *) echo "usage: start.sh [--port P] [--path DIR]" >&2; exit 2 ;;
  esac
done
home="${CHROMA_HOME:-$root/.legal/chroma}"
# shellcheck source=platform.sh
source "$here/platform.sh"
chroma_platform
binding="$home/node_modules/$chroma_package/$chroma_node_file"
pid_file="$data/chroma.pid"
log="$data/chroma.log"
url="http://127.0.0.1:$port/api/v2/heartbeat"
timeout="${CHROMA_START_TIMEOUT:-60}"

alive() {
  [[ -f "$pid_file" ]] && kill -0 "$(cat "$pid_file")" 2>/dev/null
}
beating() {
  if command -v curl >/dev/null; then
    curl -fsS -m 2 -o /dev/null "$url" 2>/dev/null
  else
    node -e "require('http').get(process.argv[1], r => process.exit(r.statusCode === 200 ? 0 : 1)).on('error', () => process.exit(1))" "$url"
  fi
}
wait_for_heartbeat() {
  local deadline=$(( $(date +%s) + timeout ))
  until beating; do
    if ! alive; then
      echo "chroma: the server exited during start-up; last lines of $log:" >&2
      tail -n 20 "$log" >&2 || true
      rm -f "$pid_file"
      exit 1
    fi
    if (( $(date +%s) >= deadline )); then
      echo "chroma: no heartbeat on $url after ${timeout}s (log: $log)" >&2
      exit 1
    fi
    sleep 0.2
  done
}

if alive; then
  wait_for_heartbeat
  exit 0
fi
if beating; then
  echo "chroma: port $port already answers, but not for a server started from $data" >&2
  exit 1
fi

"$here/install.sh"
mkdir -p "$data"
# In a session (setsid) or process group (job control, where macOS has no setsid) of its own: the
# server outlives the calling shell and does not take its Ctrl-C; stop.sh ends it.
detach=()
if command -v setsid >/dev/null; then
  detach=(setsid)
else
  set -m
fi
# ${a[@]+"${a[@]}"}: an empty array under set -u in macOS's bash 3.2.
${detach[@]+"${detach[@]}"} nohup node "$here/chroma-server.js" --binding "$binding" --path "$data" \
  --host 127.0.0.1 --port "$port" >"$log" 2>&1 </dev/null &
echo $! >"$pid_file"
set +m
wait_for_heartbeat
