#!/usr/bin/env bash
# Rule-tier benchmark on real model output: the predictions published
# text-to-SQL systems wrote for SQLite (../shared/data/spider-llm), run on
# PostgreSQL with the databases loaded twice (SQLite's column types, and
# cleaned-up types), healed by rules alone, with and without a declared
# source dialect.  Skips when the data is absent.  Run as root after
# building; starts its own server.
#   BENCH_PORT (5521), BUDGET (2), VERBOSE=1 (list misses, wrong rows and
#   regressions), ONLY=<variant>, DIALECT_ONLY=1 / NO_DIALECT=1,
#   KEEP_SERVER=1 (leave it running; reuse it with the same BENCH_DIR),
#   NO_INSTALL=1 (measure the build already in the tree)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

data=../shared/data/spider-llm
if [ ! -f "$data/cases.jsonl" ]; then
    echo "spider-llm bench: $data is absent; skipped"
    exit 0
fi
bench_start_server "${BENCH_DIR:-/tmp/nl2sql_heal_spider_bench${NL2SQL_HEAL_PORT_OFFSET:-}}" "${BENCH_PORT:-5521}"

if [ "$BENCH_FRESH" = 1 ]; then
    echo "loading the spider-llm databases ..."
    for variant in sqlite_types typed; do
        for f in "$data/$variant"/*.sql; do
            db=${variant}__$(basename "$f" .sql | tr 'A-Z' 'a-z')
            psql -X -q -d postgres -c "CREATE DATABASE $db"
            psql -X -q -d "$db" -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal" -f "$f" >/dev/null
        done
    done
    bench_loaded
fi
bench_install
if [ "$BENCH_FRESH" = 0 ]; then
    # the SQL objects may have changed since the databases were loaded
    for db in $(psql -X -At -d postgres -c "SELECT datname FROM pg_database WHERE datname LIKE '%\_\_%'"); do
        psql -X -q -d "$db" -c "DROP EXTENSION nl2sql_heal" -c "CREATE EXTENSION nl2sql_heal"
    done
fi
python3 bench/spider_llm_bench.py
