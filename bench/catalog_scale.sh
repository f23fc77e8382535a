#!/usr/bin/env bash
# Catalog-scale benchmark: with 10,000 tables in the database, what a rule
# repair of a renamed column costs (median of heal_execute calls that run the
# broken query, repair it with rule:identifiers and run the rewrite, receipts
# included), printed beside one read of information_schema.columns on the
# same database (and, for comparison, a renamed table, which scores every
# relation the role may use; a column renamed after the extension was
# installed, which the journal follows; and a column named by a WordNet
# synonym).  Wall clock and the backend's CPU time per call
# (/proc/self/schedstat): on a loaded machine the CPU time is the code's cost.
# Run as root; installs the build (into $NL2SQL_HEAL_TREE when set) and
# starts its own server.
#   BENCH_PORT (5502), TABLES (10000), CALLS (31)
#   TREES="/tmp/tree-a /tmp/tree-b" (installed builds compared on the same
#   data directory, ROUNDS (2) alternated; nothing is installed then)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

tables=${TABLES:-10000}
calls=${CALLS:-31}
dir=$(scratch_dir)
port=$(free_port ${BENCH_PORT:-5502})
if [ -z "${TREES:-}" ]; then
    if [ -n "${NL2SQL_HEAL_TREE:-}" ]; then
        make -s install DESTDIR="$NL2SQL_HEAL_TREE" >/dev/null
    else
        make -s install >/dev/null
    fi
fi
trees=(${TREES:-${NL2SQL_HEAL_TREE:-/}})
bin_of() { echo "${1%/}/usr/lib/postgresql/$PG_MAJOR/bin"; }
PGBIN=$(bin_of "${trees[0]}")
SERVER_OPTS="-c shared_preload_libraries=nl2sql_heal" start_server "$dir/pg" "$port"
trap 'runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
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
# renamed after the extension was installed: the journal has it
psql -X -q -d postgres -c "ALTER TABLE app5.orders_501 RENAME COLUMN amount TO order_amount"
psql -X -q -d postgres -c "INSERT INTO app5.orders_501 VALUES (1, 'Ann', '2024-01-01', 10, 'shipped', 'EU')"
psql -X -q -d postgres -c "VACUUM ANALYZE pg_catalog.pg_class" -c "VACUUM ANALYZE pg_catalog.pg_attribute"

measure() {
psql -X -q -At -d postgres <<SQL
SET client_min_messages = warning;
SET search_path = app5, public;
SET nl2sql_heal.remembered_max = 0;  -- the rules every time, not a remembered repair
CREATE TEMP TABLE t (kind text, ms float8, ok boolean, repair text);
CREATE TEMP TABLE cpu (kind text, ms float8);
CREATE FUNCTION pg_temp.cpu() RETURNS bigint LANGUAGE sql AS
  \$\$SELECT split_part(pg_read_file('/proc/self/schedstat'), ' ', 1)::bigint\$\$;
-- CALLS calls of one kind in a row: wall clock per call; the backend's CPU
-- time for the batch (/proc/self/schedstat moves at ticks and switches: a
-- batch, not a call, is what it times well)
CREATE FUNCTION pg_temp.batch(kind text, question text, q text, want text) RETURNS void LANGUAGE plpgsql AS \$\$
DECLARE
    c0 bigint := pg_temp.cpu();
    t0 timestamptz;
    r jsonb;
BEGIN
    FOR i IN 1..$calls LOOP
        t0 := clock_timestamp();
        r := nl2sql_heal.heal_execute(question, q);
        INSERT INTO t VALUES (kind, extract(epoch FROM clock_timestamp() - t0) * 1000, r->>'status' = want,
                              r->'attempts'->-1->>'repair');
    END LOOP;
    INSERT INTO cpu VALUES (kind, (pg_temp.cpu() - c0) / 1e6 / $calls);
END \$\$;
-- warm the caches once
SELECT nl2sql_heal.heal_execute('warm', 'SELECT CustomerName FROM orders_500') IS NOT NULL;
DO \$\$
DECLARE
    t0 timestamptz;
BEGIN
    PERFORM pg_temp.batch('repair', 'Who ordered?', 'SELECT CustomerName, amount FROM orders_500', 'repaired');
    PERFORM pg_temp.batch('relation', 'Who ordered?', 'SELECT customer_name, amount FROM order_500', 'repaired');
    PERFORM pg_temp.batch('relation2', 'Which accounts?', 'SELECT owner_name FROM customer_account', 'repaired');
    PERFORM pg_temp.batch('journal', 'How much?', 'SELECT customer_name, amount FROM orders_501', 'repaired');
    PERFORM pg_temp.batch('synonym', 'How much?', 'SELECT customer_name, sum(total) FROM orders_500 GROUP BY 1', 'repaired');
    PERFORM pg_temp.batch('ok', 'Who ordered?', 'SELECT customer_name, amount FROM orders_500', 'ok');
    FOR i IN 1..3 LOOP
        t0 := clock_timestamp();
        PERFORM count(*) FROM (SELECT table_schema, table_name, column_name, data_type
                                 FROM information_schema.columns) c;
        INSERT INTO t VALUES ('information_schema', extract(epoch FROM clock_timestamp() - t0) * 1000, true, NULL);
    END LOOP;
END \$\$;
SELECT format('tables in the database: %s', count(*)) FROM pg_class WHERE relkind = 'r';
SELECT format('%-10s %-42s healed %s of %s: median %s ms (p90 %s), CPU %s ms per call',
              kind, CASE kind WHEN 'repair' THEN 'CustomerName for customer_name'
                              WHEN 'relation' THEN 'order_500 for orders_500'
                              WHEN 'relation2' THEN 'customer_account for customer_accounts'
                              WHEN 'journal' THEN 'amount, renamed order_amount (journal)'
                              WHEN 'synonym' THEN 'sum(total) for sum(amount) (WordNet)'
                              ELSE 'the same query without repair' END || ' ' || coalesce(max(repair), ''),
              count(*) FILTER (WHERE ok), count(*),
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 2),
              round(percentile_cont(0.9) WITHIN GROUP (ORDER BY ms)::numeric, 2),
              (SELECT round(avg(c.ms)::numeric, 2) FROM cpu c WHERE c.kind = t.kind))
  FROM t WHERE kind <> 'information_schema' GROUP BY kind ORDER BY array_position(ARRAY['repair', 'relation', 'relation2', 'journal', 'synonym', 'ok'], kind);
SELECT format('one read of information_schema.columns: median %s ms (of 3)',
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1))
  FROM t WHERE kind = 'information_schema';
SQL
}
for round in $(seq ${ROUNDS:-$([ ${#trees[@]} -gt 1 ] && echo 2 || echo 1)}); do
    for tree in "${trees[@]}"; do
        runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null
        PGBIN=$(bin_of "$tree")
        SERVER_OPTS="-c shared_preload_libraries=nl2sql_heal" start_server "$dir/pg" "$port"
        echo "== round $round, build $tree, load average $(cut -d' ' -f1-3 /proc/loadavg)"
        measure
    done
done
