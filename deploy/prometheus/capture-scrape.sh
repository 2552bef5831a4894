#!/usr/bin/env bash
# Writes what the running local stack (./legal up) serves to Prometheus into tests/scrape/: each
# service's /actuator/prometheus as <service>.prom, and the gateway's from its management port as
# gateway.prom. AlertRulesIT and DashboardQueriesIT (services/deploy-test) check every metric the
# rules, their tests and the dashboard name against these files, so capture again after a metric
# is added or renamed (ask a question or two first, so the run and answer series exist).
#
# Ports as the launcher's (tools/cli StackConfig): the services from LEGAL_FIRST_PORT (18081) in
# the order below, the gateway's management port LEGAL_GATEWAY_MANAGEMENT_PORT (8081). A service
# that is not running is reported and skipped.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/tests/scrape}"
first_port="${LEGAL_FIRST_PORT:-18081}"
gateway_port="${LEGAL_GATEWAY_MANAGEMENT_PORT:-8081}"
services=(guard classifier planner executor evaluator replanner mc-selector memory observer ingest reviewer)

mkdir -p "$out"
captured=0
scrape() { # name port
  if curl -fsS --max-time 10 "http://127.0.0.1:$2/actuator/prometheus" -o "$out/$1.prom.tmp"; then
    mv "$out/$1.prom.tmp" "$out/$1.prom"
    echo "$1: $(grep -vc '^#' "$out/$1.prom") series -> $out/$1.prom"
    captured=$((captured + 1))
  else
    rm -f "$out/$1.prom.tmp"
    echo "$1: nothing on port $2 (not running?)" >&2
  fi
}

for i in "${!services[@]}"; do
  scrape "${services[$i]}" $((first_port + i))
done
scrape gateway "$gateway_port"

[ "$captured" -gt 0 ] || { echo "no service answered: is the stack up (./legal up)?" >&2; exit 1; }
