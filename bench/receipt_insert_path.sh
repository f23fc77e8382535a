#!/usr/bin/env bash
# The receipt path, justified by measurement: the success-path overhead ratio
# (plain EXECUTE tps / heal_execute tps, point query) with receipt rows
# inserted through the executor's simple-insert path (today's) and through a
# parameterised INSERT run with SPI_execute_plan (as pg_cron writes its run
# details; nl2sql_heal.receipt_insert_path = spi), each with the receipt
# writer (the caller pays no insert: the worker does) and with receipts in
# the caller's transaction (nl2sql_heal.receipt_writer = off).  Also the
# writer's drain rate with each path: receipts queued by many calls, then
# the time until all are committed.
# Run as root after a build; starts its own server (fsync on, defaults,
# nl2sql_heal preloaded).
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

seconds=${SECONDS_PER_RUN:-10}
rounds=${ROUNDS:-3}
clients=${CLIENTS:-1}
port=$(free_port ${BENCH_PORT:-5494})
dir=$(scratch_dir)
trap 'runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
mkdir -p "$dir/pg"
chown postgres "$dir/pg"
runuser -u postgres -- "$PGBIN/initdb" -D "$dir/pg/data" -U postgres -A trust >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/log" -w \
    -o "-p $port -k $dir/pg -c listen_addresses='' -c shared_preload_libraries=nl2sql_heal ${BENCH_PG_OPTS:-}" start >/dev/null
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
q() { psql -X -Atq -d postgres "$@"; }

q <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2), stock int);
INSERT INTO items SELECT g, 'item ' || g, (g % 1000) / 10.0, g % 97 FROM generate_series(1, 100000) g;
VACUUM ANALYZE items;
CREATE FUNCTION plain_execute(q text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE result jsonb;
BEGIN
    EXECUTE format('SELECT coalesce(jsonb_agg(to_jsonb(t)), ''[]'') FROM (%s) t', q) INTO result;
    RETURN result;
END $$;
SQL
cat >"$dir/plain.sql" <<'EOF'
\set id random(1, 100000)
SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF
cat >"$dir/heal.sql" <<'EOF'
\set id random(1, 100000)
SELECT nl2sql_heal.heal_execute('What is item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF
# the writer reads the path from the server's settings
set_path() {
    q -c "LOAD 'nl2sql_heal'" -c "ALTER SYSTEM SET nl2sql_heal.receipt_insert_path = '$1'" -c "SELECT pg_reload_conf()" >/dev/null
    sleep 1
}
tps() {
    PGOPTIONS="${2:-}" "$PGBIN/pgbench" -n -M prepared -c "$clients" -j "$clients" -T "$seconds" -f "$1" postgres 2>/dev/null |
        awk '/^tps/ {print $3; exit}'
}

echo "== PostgreSQL $PG_MAJOR, receipt insert path, $clients client(s), $rounds x $seconds s, alternated"
declare -A sum
for k in plain we ws ie is; do sum[$k]=0; done
for r in $(seq "$rounds"); do
    sum[plain]=$(echo "${sum[plain]} + $(tps "$dir/plain.sql")" | bc -l)
    set_path executor
    sum[we]=$(echo "${sum[we]} + $(tps "$dir/heal.sql")" | bc -l)
    sum[ie]=$(echo "${sum[ie]} + $(tps "$dir/heal.sql" "-c nl2sql_heal.receipt_writer=off")" | bc -l)
    set_path spi
    sum[ws]=$(echo "${sum[ws]} + $(tps "$dir/heal.sql")" | bc -l)
    sum[is]=$(echo "${sum[is]} + $(tps "$dir/heal.sql" "-c nl2sql_heal.receipt_writer=off")" | bc -l)
done
ratio() { echo "${sum[plain]} / ${sum[$1]}" | bc -l; }
printf 'plain EXECUTE: %.0f tps\n' "$(echo "${sum[plain]} / $rounds" | bc -l)"
printf 'overhead ratio, receipt writer, executor path: %.3f   SPI_execute_plan: %.3f\n' "$(ratio we)" "$(ratio ws)"
printf 'overhead ratio, in the caller'"'"'s transaction, executor path: %.3f   SPI_execute_plan: %.3f\n' "$(ratio ie)" "$(ratio is)"

# The writer's drain rate: queue receipts from pgbench, then time the drain.
for path in executor spi; do
    set_path "$path"
    q -c "TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts"
    "$PGBIN/pgbench" -n -M prepared -c 2 -j 2 -T "$seconds" -f "$dir/heal.sql" postgres >/dev/null 2>&1
    q -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
    n=$(q -c "SELECT count(*) FROM nl2sql_heal.receipts")
    printf 'receipt writer, %s path: %s receipts from %s s of calls, every one committed\n' "$path" "$n" "$seconds"
done
