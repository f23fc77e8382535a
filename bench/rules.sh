#!/usr/bin/env bash
# Rule-tier benchmark: foreign-dialect gold queries of defog-dev, a
# schema-drift suite on Chinook and Northwind, and mechanical drift of the
# defog-dev databases, healed by rules alone.
# Reads ../shared/data (relative to the repository root) and skips when it is
# absent.  Run as root after `make install`; starts its own server.
#   BENCH_PORT (5501), BUDGET (2: repair attempts), VERBOSE=1 (list every
#   unhealed, wrong or regressed case), ONLY=<suite substring>,
#   KEEP_SERVER=1 (leave it running; reuse it with the same BENCH_DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. bench/lib.sh

data=../shared/data
if [ ! -d "$data/defog-dev" ] || [ ! -d "$data/chinook" ] || [ ! -d "$data/northwind" ]; then
    echo "rules bench: $data (defog-dev, chinook, northwind) is absent; skipped"
    exit 0
fi
bench_start_server "${BENCH_DIR:-/tmp/nl2sql_heal_rules_bench${NL2SQL_HEAL_PORT_OFFSET:-}}" "${BENCH_PORT:-5501}"

if [ "$BENCH_FRESH" = 1 ]; then
    echo "loading defog-dev, chinook and northwind ..."
    for db in academic advising atis geography; do
        psql -X -q -d postgres -c "CREATE DATABASE $db"
        psql -X -q -d $db -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal" -f "$data/defog-dev/$db.sql" >/dev/null
    done
    psql -X -q -d postgres -f "$data/chinook/Chinook_PostgreSql.sql" >/dev/null 2>&1
    psql -X -q -d chinook -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal"
    psql -X -q -d postgres -c "CREATE DATABASE northwind"
    psql -X -q -d northwind -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal" -f "$data/northwind/northwind.sql" >/dev/null
    # <db>_drift: drift from before the extension was installed (the journal
    # knows nothing of it); <db>_migrated: a migration run with it installed,
    # to names that share nothing with the old ones (the journal saw it all)
    for db in chinook northwind academic advising atis geography; do
        case $db in chinook|northwind) drift=${db}_drift migration=${db}_migration ;;
                    *) drift=defog_drift migration=defog_migration ;; esac
        psql -X -q -d postgres -c "CREATE DATABASE ${db}_drift TEMPLATE $db"
        psql -X -q -d ${db}_drift -v ON_ERROR_STOP=1 -c "DROP EXTENSION nl2sql_heal" \
            -f bench/drift/$drift.sql -c "CREATE EXTENSION nl2sql_heal"
        psql -X -q -d postgres -c "CREATE DATABASE ${db}_migrated TEMPLATE $db"
        psql -X -q -d ${db}_migrated -v ON_ERROR_STOP=1 -f bench/drift/$migration.sql
    done
    bench_loaded
fi
# other builds may have been installed since: install this one right before measuring
make -s install ${NL2SQL_HEAL_TREE:+DESTDIR=$NL2SQL_HEAL_TREE} >/dev/null
python3 bench/rules_bench.py
