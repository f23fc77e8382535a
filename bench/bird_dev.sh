#!/usr/bin/env bash
# Rule-tier benchmark on BIRD's superhero predictions (../shared/data/bird-dev):
# the predictions published systems wrote for SQLite, MySQL and PostgreSQL,
# run on the PostgreSQL port, healed by rules alone, with and without the
# dialect declared.  Skips when the data is absent.  Run after building;
# starts its own server.
#   BENCH_PORT (5541), BUDGET (2), VERBOSE=1 (list every case that is not
#   healed right), KEEP_SERVER=1 (leave it running; reuse it with the same BENCH_DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. bench/server.sh

data=../shared/data/bird-dev
if [ ! -f "$data/cases.jsonl" ]; then
    echo "bird-dev bench: $data is absent; skipped"
    exit 0
fi
bench_server "/tmp/nl2sql_heal_bird_bench${NL2SQL_HEAL_PORT_OFFSET:-}" 5541

if [ $fresh = 1 ]; then
    psql -X -q -d postgres -c "CREATE DATABASE superhero"
    psql -X -q -d superhero -v ON_ERROR_STOP=1 -f "$data/superhero.sql" >/dev/null
    psql -X -q -d superhero -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal"
    touch "$dir/loaded"
fi
# other builds may have been installed since: install this one right before measuring
bench_install
[ $fresh = 1 ] || psql -X -q -d superhero -c "DROP EXTENSION nl2sql_heal" -c "CREATE EXTENSION nl2sql_heal"
python3 bench/bird_dev_bench.py
