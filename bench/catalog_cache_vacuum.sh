#!/usr/bin/env bash
# What VACUUM costs the next rule repair (catalog_cache.c): with TABLES
# tables (10,000), one session repairs a renamed column (or, with
# Q='SELECT region FROM sale', a misspelt table) again and again, each call
# once right after a VACUUM ANALYZE of another table (which invalidates that
# relation, as autovacuum does) and once with no invalidation; prints the
# backend's CPU time of each call (/proc/PID/schedstat) and the medians.
# Remembered repairs are off, so every call reads the catalog through the
# cache.  Run as root after a build; one server per installed tree given
# (NL2SQL_HEAL_TREE-style DESTDIR trees), autovacuum off.
#   bash bench/catalog_cache_vacuum.sh /tmp/tree-before /tmp/tree-after
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
tables=${TABLES:-10000}
rounds=${ROUNDS:-7}
query=${Q:-SELECT ordertotal FROM sales}
[ $# -ge 1 ] || { echo "usage: $0 TREE [TREE ...]"; exit 2; }
for tree in "$@"; do
    bin=$tree/usr/lib/postgresql/$PG_MAJOR/bin
    d=$(scratch_dir)
    mkdir -p "$d/pg"
    chown postgres "$d/pg"
    port=$(free_port "${BENCH_PORT:-5503}")
    runuser -u postgres -- "$bin/initdb" -D "$d/pg/data" -U postgres -A trust >/dev/null
    runuser -u postgres -- "$bin/pg_ctl" -D "$d/pg/data" -l "$d/pg/log" -w \
        -o "-p $port -k $d/pg -c listen_addresses='' -c shared_preload_libraries=nl2sql_heal -c autovacuum=off" start >/dev/null
    export PGHOST=$d/pg PGPORT=$port PGUSER=postgres
    psql -X -q -v ON_ERROR_STOP=1 -d postgres <<SQL
CREATE EXTENSION nl2sql_heal;
DO \$\$ BEGIN
    FOR i IN 1..$tables LOOP
        EXECUTE format('CREATE TABLE t_%s (id int, name text, amount numeric)', i);
        IF i % 500 = 0 THEN COMMIT; END IF;
    END LOOP;
END \$\$;
CREATE TABLE sales (region text, order_total numeric);
INSERT INTO sales VALUES ('EU', 1);
INSERT INTO t_1 VALUES (1, 'a', 2);
CREATE FUNCTION cpu_ms() RETURNS float8 LANGUAGE sql
    AS \$f\$ SELECT split_part(pg_read_file('/proc/' || pg_backend_pid() || '/schedstat'), ' ', 1)::float8 / 1e6 \$f\$;
SQL
    call="SELECT nl2sql_heal.heal_execute('q', '$query') IS NOT NULL AS x \\gset"
    {
        echo "SET nl2sql_heal.remembered_max = 0;"
        echo "SELECT 'repair: ' || (nl2sql_heal.heal_execute('q', '$query')->>'sql');"
        echo "$call"
        for _ in $(seq "$rounds"); do
            echo "VACUUM ANALYZE t_1;"
            echo "SELECT cpu_ms() AS c0 \\gset"
            echo "$call"
            echo "SELECT 'after_vacuum ' || cpu_ms() - :c0;"
            echo "SELECT cpu_ms() AS c0 \\gset"
            echo "$call"
            echo "SELECT 'quiet ' || cpu_ms() - :c0;"
        done
    } >"$d/s.sql"
    echo "== $tree, $tables tables: $query"
    psql -X -Atq -v ON_ERROR_STOP=1 -d postgres -f "$d/s.sql" | awk '
        /^repair:/ { print "  " $0; next }
        { v[$1] = v[$1] sprintf(" %.2f", $2); a[$1, ++n[$1]] = $2 }
        END {
            for (k in n) {
                m = n[k]
                for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[k, j] < a[k, i]) { t = a[k, i]; a[k, i] = a[k, j]; a[k, j] = t }
                printf "  %-12s ms CPU per repair:%s  (median %.2f)\n", k, v[k], a[k, int((m + 1) / 2)]
            }
        }'
    runuser -u postgres -- "$bin/pg_ctl" -D "$d/pg/data" -m immediate stop >/dev/null || true
    rm -rf "$d"
done
