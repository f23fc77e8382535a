#!/usr/bin/env bash
# Catalog-scale benchmark: with 10,000 tables in the database, what a rule
# repair of a renamed column costs (median of heal_execute calls that run the
# broken query, repair it with rule:identifiers and run the rewrite, receipts
# included), printed beside one read of information_schema.columns on the
# same database (and, for comparison, a renamed table, which scores every
# relation the role may use).  Run as root; installs the build and starts its own server.
#   BENCH_PORT (5502), TABLES (10000), CALLS (31)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

tables=${TABLES:-10000}
calls=${CALLS:-31}
dir=$(scratch_dir)
port=$(free_port ${BENCH_PORT:-5502})
make -s install >/dev/null
start_server "$dir/pg" "$port"
trap 'stop_server "$dir/pg"; rm -rf "$dir"' EXIT
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres

echo "creating $tables tables (6 columns each) in 10 schemas ..."
psql -X -q -d postgres -c "CREATE EXTENSION nl2sql_heal"
for s in $(seq 0 9); do
    psql -X -q -d postgres -c "CREATE SCHEMA app$s"
    # one transaction per schema keeps the lock table small
    psql -X -q -d postgres -c "
        DO \$\$
        BEGIN
            FOR i IN 1..$((tables / 10)) LOOP
                EXECUTE format('CREATE TABLE app$s.orders_%s (order_id int, customer_name text, order_date date, '
                               'amount numeric, status text, region_code text)', i);
            END LOOP;
        END \$\$"
done
psql -X -q -d postgres -c "CREATE TABLE app5.customer_accounts (account_id int, owner_name text)" -c "INSERT INTO app5.customer_accounts VALUES (1, 'Ann')"
psql -X -q -d postgres -c "INSERT INTO app5.orders_500 VALUES (1, 'Ann', '2024-01-01', 10, 'shipped', 'EU')"
psql -X -q -d postgres -c "VACUUM ANALYZE pg_catalog.pg_class" -c "VACUUM ANALYZE pg_catalog.pg_attribute"

psql -X -q -At -d postgres <<SQL
SET client_min_messages = warning;
SET search_path = app5, public;
CREATE TEMP TABLE t (kind text, ms float8, ok boolean, repair text);
-- warm the caches once
SELECT nl2sql_heal.heal_execute('warm', 'SELECT CustomerName FROM orders_500') IS NOT NULL;
DO \$\$
DECLARE
    t0 timestamptz;
    r jsonb;
BEGIN
    FOR i IN 1..$calls LOOP
        t0 := clock_timestamp();
        r := nl2sql_heal.heal_execute('Who ordered?', 'SELECT CustomerName, amount FROM orders_500');
        INSERT INTO t VALUES ('repair', extract(epoch FROM clock_timestamp() - t0) * 1000,
                              r->>'status' = 'repaired', r->'attempts'->1->>'repair');
        t0 := clock_timestamp();
        r := nl2sql_heal.heal_execute('Who ordered?', 'SELECT customer_name, amount FROM order_500');
        INSERT INTO t VALUES ('relation', extract(epoch FROM clock_timestamp() - t0) * 1000,
                              r->>'status' = 'repaired', r->'attempts'->1->>'repair');
        t0 := clock_timestamp();
        r := nl2sql_heal.heal_execute('Which accounts?', 'SELECT owner_name FROM customer_account');
        INSERT INTO t VALUES ('relation2', extract(epoch FROM clock_timestamp() - t0) * 1000,
                              r->>'status' = 'repaired', r->'attempts'->1->>'repair');
        t0 := clock_timestamp();
        r := nl2sql_heal.heal_execute('Who ordered?', 'SELECT customer_name, amount FROM orders_500');
        INSERT INTO t VALUES ('ok', extract(epoch FROM clock_timestamp() - t0) * 1000, r->>'status' = 'ok', NULL);
    END LOOP;
    FOR i IN 1..3 LOOP
        t0 := clock_timestamp();
        PERFORM count(*) FROM (SELECT table_schema, table_name, column_name, data_type
                                 FROM information_schema.columns) c;
        INSERT INTO t VALUES ('information_schema', extract(epoch FROM clock_timestamp() - t0) * 1000, true, NULL);
    END LOOP;
END \$\$;
SELECT format('tables in the database: %s', count(*)) FROM pg_class WHERE relkind = 'r';
SELECT format('rule repair of a renamed column (%s, %s of %s calls healed): median %s ms (p90 %s ms); the same query without repair: median %s ms',
              max(repair) FILTER (WHERE kind = 'repair'),
              count(*) FILTER (WHERE kind = 'repair' AND ok), count(*) FILTER (WHERE kind = 'repair'),
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) FILTER (WHERE kind = 'repair')::numeric, 2),
              round(percentile_cont(0.9) WITHIN GROUP (ORDER BY ms) FILTER (WHERE kind = 'repair')::numeric, 2),
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) FILTER (WHERE kind = 'ok')::numeric, 2))
  FROM t;
SELECT format('rule repair of a renamed table, %s (%s, %s of %s calls healed): median %s ms',
              CASE kind WHEN 'relation' THEN 'order_500 for orders_500' ELSE 'customer_account for customer_accounts' END,
              max(repair), count(*) FILTER (WHERE ok), count(*),
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 2))
  FROM t WHERE kind IN ('relation', 'relation2') GROUP BY kind ORDER BY kind;
SELECT format('one read of information_schema.columns: median %s ms (of 3)',
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1))
  FROM t WHERE kind = 'information_schema';
SQL
