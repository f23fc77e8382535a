#!/usr/bin/env bash
# Rule-tier benchmark on BIRD predictions written for SQLite, MySQL and
# PostgreSQL (../shared/data/bird-dev, database superhero; see its README),
# healed by rules alone, as given and with the dialect declared.  Skips when
# the data is absent.  Run as root after building; starts its own server.
#   BENCH_PORT (5531), BUDGET (2), VERBOSE=1 (list every failing prediction
#   of the MySQL and PostgreSQL sets and what became of it),
#   KEEP_SERVER=1 (leave it running; reuse it with the same BENCH_DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. bench/lib.sh

data=../shared/data/bird-dev
if [ ! -f "$data/cases.jsonl" ]; then
    echo "bird bench: $data is absent; skipped"
    exit 0
fi
bench_server "${BENCH_DIR:-/tmp/nl2sql_heal_bird_bench${NL2SQL_HEAL_PORT_OFFSET:-}}" "${BENCH_PORT:-5531}"

if [ "$bench_fresh" = 1 ]; then
    psql -X -q -d postgres -c "CREATE DATABASE superhero"
    psql -X -q -d superhero -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal" -f "$data/superhero.sql" >/dev/null
    touch "$PGHOST/loaded"
fi
bench_install
if [ "$bench_fresh" = 0 ]; then
    psql -X -q -d superhero -c "DROP EXTENSION nl2sql_heal" -c "CREATE EXTENSION nl2sql_heal"
fi
python3 bench/bird_bench.py
