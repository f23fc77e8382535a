#!/usr/bin/env bash
# Rename benchmark: columns of the spider-llm (typed) and bird-dev databases
# renamed to abbreviations and synonyms (bench/renames/renames.tsv), then the
# predictions that were right on PostgreSQL run against the renamed schema
# and healed by rules alone; renames made before CREATE EXTENSION (no
# journal) and after it (the journal sees them).  Skips when the data is
# absent.  Run as root after building; starts its own server.
#   BENCH_PORT (5531), BUDGET (2), SPLIT=dev|heldout|all (dev), VERBOSE=1
#   (list wrong heals and misses), KEEP_SERVER=1 (reuse the loaded templates
#   with the same BENCH_DIR), NO_INSTALL=1 (measure the build already in the tree)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

data=../shared/data
if [ ! -f "$data/spider-llm/cases.jsonl" ] || [ ! -f "$data/bird-dev/cases.jsonl" ]; then
    echo "renames bench: $data/spider-llm or $data/bird-dev is absent; skipped"
    exit 0
fi
bench_start_server "${BENCH_DIR:-/tmp/nl2sql_heal_renames_bench${NL2SQL_HEAL_PORT_OFFSET:-}}" "${BENCH_PORT:-5531}"

if [ "$BENCH_FRESH" = 1 ]; then
    echo "loading the template databases ..."
    for f in "$data"/spider-llm/typed/*.sql "$data/bird-dev/superhero.sql"; do
        db=tpl__$(basename "$f" .sql | tr 'A-Z' 'a-z')
        psql -X -q -d postgres -c "CREATE DATABASE $db"
        psql -X -q -d "$db" -v ON_ERROR_STOP=1 -f "$f" >/dev/null
    done
    bench_loaded
fi
bench_install
python3 bench/renames_bench.py
