#!/usr/bin/env bash
# Stress on a preloaded server (nl2sql_heal in shared_preload_libraries, with
# the receipt writer): CLIENTS concurrent pgbench clients (default 50) for
# DURATION seconds (default 60) mix queries that run, queries that get
# repaired, queries that fail or time out under nl2sql_heal.statement_timeout,
# and hostile ones (side effects, self-signals, a role whose search_path holds
# operators and domains meant to hijack the extension's own queries).  Then it
# prints the calls made against the receipts found, whether any backend
# crashed (server log, postmaster restart), and the latency of
# pg_cancel_backend on a long heal_execute while the load runs.
# Loopback only (a Unix socket in a scratch directory); stops by itself.
# Run as root after a build (`. test/lib.sh; build_and_install`).
set -uo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

clients=${CLIENTS:-50}
duration=${DURATION:-60}
dir=$(scratch_dir)
port=$(free_port ${BENCH_PORT:-5497})
trap 'stop_server "$dir/pg"; rm -rf "$dir"' EXIT
SERVER_OPTS="-c shared_preload_libraries=nl2sql_heal -c max_connections=$((clients + 20)) -c listen_addresses=''" \
    start_server "$dir/pg" "$port" || { tail -20 "$dir/pg/log"; exit 1; }
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
q() { psql -X -Atq -d stress "$@"; }

psql -X -q -d postgres -c "CREATE DATABASE stress"
q <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE SCHEMA shop;
CREATE TABLE shop.items (id int PRIMARY KEY, item_name text, price numeric(10,2));
INSERT INTO shop.items SELECT g, 'Item ' || g, g / 4.0 FROM generate_series(1, 1000) g;
CREATE ROLE stress_user LOGIN;
CREATE ROLE stress_mallory LOGIN;
GRANT USAGE ON SCHEMA shop TO stress_user, stress_mallory;
GRANT SELECT ON shop.items TO stress_user, stress_mallory;
ALTER ROLE stress_user SET nl2sql_heal.statement_timeout = '300ms';
ALTER ROLE stress_mallory SET nl2sql_heal.statement_timeout = '300ms';
CREATE SCHEMA stress_mallory AUTHORIZATION stress_mallory;
SET ROLE stress_mallory;
CREATE TABLE stress_mallory.ran (what text);
CREATE FUNCTION stress_mallory.hostile(what text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    IF NOT pg_catalog.current_setting('transaction_read_only')::boolean THEN
        INSERT INTO stress_mallory.ran VALUES (what || ' as ' || current_user);
    END IF;
    IF (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) current_user) THEN
        EXECUTE 'ALTER ROLE stress_mallory SUPERUSER';
    END IF;
    RETURN true;
END $$;
CREATE FUNCTION stress_mallory.eq_oid_regclass(oid, regclass) RETURNS boolean
    LANGUAGE plpgsql AS $$BEGIN RETURN stress_mallory.hostile('oid = regclass'); END$$;
CREATE OPERATOR stress_mallory.= (LEFTARG = oid, RIGHTARG = regclass, FUNCTION = stress_mallory.eq_oid_regclass);
CREATE FUNCTION stress_mallory.ne_name(name, name) RETURNS boolean
    LANGUAGE plpgsql AS $$BEGIN RETURN stress_mallory.hostile('name !~ name'); END$$;
CREATE OPERATOR stress_mallory.!~ (LEFTARG = name, RIGHTARG = name, FUNCTION = stress_mallory.ne_name);
CREATE DOMAIN stress_mallory.text AS pg_catalog.text CHECK (stress_mallory.hostile('domain text'));
RESET ROLE;
ALTER ROLE stress_mallory SET search_path = stress_mallory, pg_catalog;
SQL

# pgbench scripts: one heal_execute call each; \set ids keep the queries varied
scripts=$dir/scripts
mkdir -p "$scripts"
cat >"$scripts/ok.sql" <<'SQL'
\set id random(1, 1000)
SELECT nl2sql_heal.heal_execute('stress ok', 'SELECT item_name, price FROM shop.items WHERE id = :id');
SQL
cat >"$scripts/repaired.sql" <<'SQL'
\set id random(1, 1000)
SELECT nl2sql_heal.heal_execute('stress repaired', 'SELECT itemname FROM items WHERE id = :id');
SQL
cat >"$scripts/failing.sql" <<'SQL'
\set id random(1, 1000)
SELECT nl2sql_heal.heal_execute('stress failing', 'SELECT 1 / (:id - :id)');
SQL
cat >"$scripts/timeout.sql" <<'SQL'
SELECT nl2sql_heal.heal_execute('stress timeout', 'SELECT pg_sleep(1)');
SQL
cat >"$scripts/hostile.sql" <<'SQL'
\set id random(1, 1000)
SELECT nl2sql_heal.heal_execute('stress hostile', 'SELECT pg_advisory_lock(:id)');
SELECT nl2sql_heal.heal_execute('stress hostile', 'SELECT pg_cancel_backend(pg_backend_pid())');
SELECT nl2sql_heal.heal_execute('stress hostile', $$SELECT '"\u0000"'::json$$);
SQL
cat >"$scripts/receipt.sql" <<'SQL'
SELECT (nl2sql_heal.heal_execute('stress receipt', 'SELECT 1') OPERATOR(pg_catalog.->>) 'receipt_id')::bigint AS rid \gset
SELECT nl2sql_heal.heal_execute('stress receipt', 'SELECT 2', receipt_id => :rid);
SELECT nl2sql_heal.check_answer(:rid, 'One and two.');
SQL

started=$(q -c "SELECT pg_postmaster_start_time()")
half=$((clients / 2))
echo "== $clients clients for $duration s (preloaded, receipt writer on)"
"$PGBIN/pgbench" -n -d stress -U stress_user -c "$half" -j 2 -T "$duration" \
    -f "$scripts/ok.sql@4" -f "$scripts/repaired.sql@2" -f "$scripts/failing.sql@2" \
    -f "$scripts/timeout.sql@1" -f "$scripts/receipt.sql@1" >"$dir/user.log" 2>&1 &
user_bench=$!
"$PGBIN/pgbench" -n -d stress -U stress_mallory -c "$((clients - half))" -j 2 -T "$duration" \
    -f "$scripts/ok.sql@2" -f "$scripts/repaired.sql@2" -f "$scripts/hostile.sql@2" \
    -f "$scripts/receipt.sql@2" >"$dir/mallory.log" 2>&1 &
mallory_bench=$!

# while the load runs: cancel a long heal_execute and time the answer
sleep $((duration / 3))
out=$dir/cancel.out
(psql -X -Atq -d stress -U stress_user -c "SET nl2sql_heal.statement_timeout = 0" -c "SET application_name = 'stress_victim'" \
     -c "SELECT nl2sql_heal.heal_execute('stress cancel', 'SELECT pg_sleep(120)')" >"$out" 2>&1; date +%s.%N >>"$out") &
victim=$!
pid=""
for i in $(seq 100); do
    pid=$(q -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'stress_victim' AND state = 'active' AND query LIKE '%heal_execute%'")
    [ -n "$pid" ] && break
    sleep 0.1
done
sleep 1
t0=$(date +%s.%N)
[ -n "$pid" ] && q -c "SELECT pg_cancel_backend($pid)" >/dev/null
wait $victim
cancel_latency=$(echo "$(tail -1 "$out") - $t0" | bc -l)
wait $user_bench
wait $mallory_bench

# calls made: every script runs a fixed number of heal_execute calls per transaction
calls() {  # LOG SCRIPT CALLS_PER_TRANSACTION
    local n
    n=$(awk -v s="$2" '$0 ~ "SQL script [0-9]+: .*"s {f=1} f && /- [0-9]+ transactions/ {print $2; exit}' "$1")
    echo $(( ${n:-0} * $3 ))
}
made=0
for s in ok repaired failing timeout; do made=$((made + $(calls "$dir/user.log" "$s.sql" 1))); done
made=$((made + $(calls "$dir/user.log" receipt.sql 2)))
for s in ok repaired; do made=$((made + $(calls "$dir/mallory.log" "$s.sql" 1))); done
made=$((made + $(calls "$dir/mallory.log" hostile.sql 3) + $(calls "$dir/mallory.log" receipt.sql 2)))
aborted=$(grep -ho 'number of failed transactions: [0-9]*' "$dir/user.log" "$dir/mallory.log" | awk '{s += $5} END {print s + 0}')
client_errors=$(grep -c 'client [0-9]* aborted' "$dir/user.log" "$dir/mallory.log" | awk -F: '{s += $2} END {print s + 0}')

# receipts found: wait for the writer to settle
found=0
for i in $(seq 100); do
    found=$(q -c "SELECT count(*) FROM nl2sql_heal.steps WHERE question LIKE 'stress %' AND question <> 'stress cancel'")
    [ "$found" -ge "$made" ] && break
    sleep 0.2
done
crashes=$(grep -c 'terminated by signal' "$dir/pg/log")
# a crashed backend makes the postmaster reset every session (same postmaster, new shared memory)
restarted=$([ "$(grep -c 'all server processes terminated; reinitializing' "$dir/pg/log")" = 0 ] &&
    [ "$(q -c "SELECT pg_postmaster_start_time()")" = "$started" ] && echo no || echo yes)
ran=$(q -c "SELECT count(*) FROM stress_mallory.ran")
super=$(q -c "SELECT rolsuper FROM pg_roles WHERE rolname = 'stress_mallory'")
locks=$(q -c "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'")

echo
grep -h -E '^(number of transactions actually processed|tps|latency average)' "$dir/user.log" | sed 's/^/stress_user:    /'
grep -h -E '^(number of transactions actually processed|tps|latency average)' "$dir/mallory.log" | sed 's/^/stress_mallory: /'
echo "heal_execute calls made:      $made"
echo "receipts (steps) found:       $found"
echo "client errors / aborted:      $aborted failed transactions, $client_errors clients aborted"
echo "backend crashes in the log:   $crashes (sessions reset: $restarted)"
echo "hostile functions that ran:   $ran (stress_mallory superuser: $super)"
echo "advisory locks left:          $locks"
printf 'cancel latency (pg_cancel_backend on a long heal_execute, under load): %.3f s (%s)\n' \
    "$cancel_latency" "$(grep -c 'canceling statement due to user request' "$out") cancel message"
[ "$made" -eq "$found" ] && [ "$crashes" -eq 0 ] && [ "$restarted" = no ] && [ "$aborted" -eq 0 ] &&
    [ "$client_errors" -eq 0 ] && [ "$ran" -eq 0 ] && [ "$super" = f ]
