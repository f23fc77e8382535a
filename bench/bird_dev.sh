#!/usr/bin/env bash
# Rule-tier benchmark on BIRD's superhero predictions (../shared/data/bird-dev):
# the failing predictions healed by rules alone, as written and with their
# dialect declared; right ones must stay right (bench/bird_dev_bench.py).
# Skips when the data is absent.  Run as root after building; starts its own
# server.  BENCH_PORT (5541), BUDGET (2), VERBOSE=1, KEEP_SERVER=1, NO_INSTALL=1
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

data=../shared/data/bird-dev
if [ ! -f "$data/cases.jsonl" ]; then
    echo "bird-dev bench: $data is absent; skipped"
    exit 0
fi
bench_start_server "${BENCH_DIR:-/tmp/nl2sql_heal_bird_bench${NL2SQL_HEAL_PORT_OFFSET:-}}" "${BENCH_PORT:-5541}"
if [ "$BENCH_FRESH" = 1 ]; then
    psql -X -q -d postgres -c "CREATE DATABASE superhero"
    psql -X -q -d superhero -v ON_ERROR_STOP=1 -f "$data/superhero.sql" >/dev/null
    bench_loaded
fi
bench_install
psql -X -q -d superhero -c "DROP EXTENSION IF EXISTS nl2sql_heal" -c "CREATE EXTENSION nl2sql_heal"
python3 bench/bird_dev_bench.py
