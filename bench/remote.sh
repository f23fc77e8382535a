#!/usr/bin/env bash
# Remote repair latency beside the local one: the same drifted sample shop
# (demo/sample.sql + test/remote/drift.sql) in a local database and on a
# second server reached through a postgres_fdw foreign server over TCP on
# 127.0.0.1 (password authentication, connection cached).  Each case runs
# N times through heal_execute (receipts on) as the same non-superuser role;
# prints the median and 95th percentile per call in milliseconds.
# Run as root after a build (`make install`); starts its own two servers.
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

n=${N:-200}
port=$(free_port ${BENCH_PORT:-5593})
rport=$(NL2SQL_HEAL_PORT_OFFSET=0 free_port $((port + 1)))
dir=$(scratch_dir)
cleanup() {
    stop_server "$dir/local"
    stop_server "$dir/remote"
    rm -rf "$dir"
}
trap cleanup EXIT
start_server "$dir/local" "$port"
start_server "$dir/remote" "$rport"
install -o postgres -m 600 test/remote/pg_hba.conf "$dir/remote/data/pg_hba.conf"
psql -X -q -h "$dir/remote" -p "$rport" -U postgres -d postgres -c "SELECT pg_reload_conf()" -c "CREATE DATABASE shop" >/dev/null
psql -X -q -h "$dir/remote" -p "$rport" -U postgres -d shop \
    -c "CREATE SCHEMA nl2sql_heal; CREATE TABLE nl2sql_heal.metrics (name text, expression text, description text, synonyms text[])" \
    -f demo/sample.sql -c "SET client_min_messages = warning; DROP SCHEMA nl2sql_heal CASCADE" -f test/remote/drift.sql >/dev/null
psql -X -q -h "$dir/local" -p "$port" -U postgres -d postgres -c "CREATE DATABASE shop" >/dev/null
export PGHOST=$dir/local PGPORT=$port PGUSER=postgres
psql -X -q -d shop -c "SET client_min_messages = warning" -c "CREATE EXTENSION nl2sql_heal" -c "CREATE EXTENSION postgres_fdw" \
    -f demo/sample.sql -f test/remote/drift.sql >/dev/null
psql -X -q -d shop -v rport="$rport" <<'SQL' >/dev/null
CREATE SERVER shop_remote FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port :'rport', dbname 'shop');
GRANT USAGE ON FOREIGN SERVER shop_remote TO rmt_reader;
CREATE USER MAPPING FOR rmt_reader SERVER shop_remote OPTIONS (user 'rmt_reader', password 'reader-secret');
-- n calls of one query on one target: median and 95th percentile in ms.
CREATE FUNCTION bench(q text, target text, n int, reconnect bool DEFAULT false,
                      OUT median_ms numeric, OUT p95_ms numeric, OUT status text)
LANGUAGE plpgsql AS $$
DECLARE
    t timestamptz;
    ms float8[] := '{}';
BEGIN
    FOR i IN 1..n LOOP
        IF reconnect THEN
            PERFORM nl2sql_heal.remote_disconnect();
        END IF;
        t := clock_timestamp();
        status := nl2sql_heal.heal_execute('bench', q, target)->>'status';
        ms := ms || extract(epoch FROM clock_timestamp() - t) * 1000;
    END LOOP;
    SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY x)::numeric, 3),
           round(percentile_cont(0.95) WITHIN GROUP (ORDER BY x)::numeric, 3)
      INTO median_ms, p95_ms FROM unnest(ms) x;
END $$;
GRANT EXECUTE ON FUNCTION bench TO rmt_reader;
GRANT USAGE ON SCHEMA catalog, sales TO rmt_reader;
SQL

run() {
    local label=$1 q=$2
    local l r
    l=$(psql -X -Atq -d shop -F ' ' -c "SET ROLE rmt_reader" -c "SELECT * FROM bench(\$q\$$q\$q\$, NULL, $n)")
    r=$(psql -X -Atq -d shop -F ' ' -c "SET ROLE rmt_reader" -c "SELECT * FROM bench(\$q\$$q\$q\$, 'shop_remote', $n)")
    printf '%-34s %9s %9s   %9s %9s   %s / %s\n' "$label" $(echo "$l" | cut -d' ' -f1,2) $(echo "$r" | cut -d' ' -f1,2) \
        "$(echo "$l" | cut -d' ' -f3)" "$(echo "$r" | cut -d' ' -f3)"
}

echo "remote vs local heal_execute latency, $n calls per case, ms per call (receipts on)"
echo "remote: postgres_fdw server on 127.0.0.1 (TCP, scram), connection cached"
printf '%-34s %9s %9s   %9s %9s   %s\n' "case" "local p50" "p95" "remote p50" "p95" "status local / remote"
run "ok (point query)" "SELECT customername FROM customers WHERE customer_id = 3"
run "repair: moved table" "SELECT count(*) FROM orders WHERE status = 'shipped'"
run "repair: renamed column" "SELECT customer_name FROM customers WHERE customer_id = 3"
run "repair: moved table + renamed col" "SELECT sum(unit_price) FROM products"
run "failed: permission denied" "SELECT amount FROM hr.salaries"
c=$(psql -X -Atq -d shop -F ' ' -c "SET ROLE rmt_reader" -c "SELECT * FROM bench('SELECT 1', 'shop_remote', 20, true)")
echo "remote first call incl. connect (scram): p50 $(echo "$c" | cut -d' ' -f1) ms, p95 $(echo "$c" | cut -d' ' -f2) ms (20 calls)"
