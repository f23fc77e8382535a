#!/usr/bin/env bash
# Security on a server that preloads the extension (shared_preload_libraries,
# with the receipt writer): the statement timer works in every backend, a
# call on another role's receipt neither waits behind that role's lock nor
# tells it apart from a missing one, a cancel is answered promptly, results
# jsonb cannot hold never make a call raise (and receipts match), and the
# pg_regress security files pass here too.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/test/lib.sh"

dir=$(scratch_dir)/security
port=$(free_port ${SECURITY_PORT:-5496})
passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
q() { psql -X -Atq -h "$dir" -p "$port" -U "${AS:-postgres}" -d sec "$@"; }
trap 'stop_server "$dir"; [ -n "${KEEP:-}" ] || rm -rf "$(dirname "$dir")"' EXIT

SERVER_OPTS="-c shared_preload_libraries=nl2sql_heal" start_server "$dir" "$port" ||
    { tail -20 "$dir/log"; echo "security: $passed passed, $((failed + 1)) failed"; exit 1; }
psql -X -q -h "$dir" -p "$port" -U postgres -d postgres -c "CREATE DATABASE sec"
q <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE ROLE sec_alice LOGIN;
CREATE ROLE sec_mallory LOGIN;
CREATE SCHEMA sec_mallory AUTHORIZATION sec_mallory;
SQL
started=$(q -c "SELECT pg_postmaster_start_time()")

# --- the extension's own timer, preloaded: it fires in the backend and cancels the query
got=$(q -c "SET nl2sql_heal.statement_timeout = '300ms'" \
        -c "SELECT r->>'status', r->'error'->>'sqlstate' FROM nl2sql_heal.heal_execute(NULL, 'SELECT pg_sleep(3)') r" \
        -c "SELECT 'usable'" 2>&1 | tr '\n' ' ')
expect "preloaded: the timer cancels the generated query" "$got" "failed|57014 usable "
got=$(AS=sec_alice q -c "SET nl2sql_heal.statement_timeout = '200ms'" \
        -c "SELECT r->>'status', r->'error'->>'sqlstate' FROM nl2sql_heal.heal_execute(NULL, 'SELECT count(*) FROM generate_series(1, 100000000)') r" 2>&1)
expect "preloaded: the timer cancels a long scan too" "$got" "failed|57014"
# a timer that fires just before another error leaves no cancel pending
got=$(q -c "SET nl2sql_heal.statement_timeout = '10ms'" -c "BEGIN" \
        -c "SELECT r->'error'->>'sqlstate' FROM nl2sql_heal.heal_execute(NULL, 'SELECT 2::numeric ^ 1000000') r" \
        -c "SELECT pg_sleep(0.05)" -c "SELECT 'usable'" -c "COMMIT" 2>&1 | tr '\n' ' ')
expect "preloaded: no cancel leaks out of a failed step" "$got" "22003  usable "
expect "no backend crashed" "$(grep -c 'terminated by signal' "$dir/log")" "0"
expect "the server was not restarted" "$(q -c "SELECT pg_postmaster_start_time()")" "$started"
expect "no session was reset" "$(grep -c 'all server processes terminated; reinitializing' "$dir/log")" "0"

# --- pg_cancel_backend on a long heal_execute: answered promptly
out=$(mktemp)
(AS=sec_alice q -c "SET application_name = 'sec_victim'" \
     -c "SELECT nl2sql_heal.heal_execute('sleepy', 'SELECT pg_sleep(60)')" >"$out" 2>&1; date +%s.%N >>"$out") &
victim=$!
pid=""
for i in $(seq 100); do
    pid=$(q -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'sec_victim' AND state = 'active' AND query LIKE '%heal_execute%'")
    [ -n "$pid" ] && break
    sleep 0.1
done
sleep 0.3
t0=$(date +%s.%N)
q -c "SELECT pg_cancel_backend($pid)" >/dev/null
wait $victim
latency=$(echo "$(tail -1 "$out") - $t0" | bc -l)
printf 'cancel latency of a long heal_execute: %.3f s\n' "$latency"
expect "cancel answered with PostgreSQL's message" "$(grep -c 'canceling statement due to user request' "$out")" "1"
expect "cancel answered within 2 s" "$(echo "$latency < 2" | bc -l)" "1"
rm -f "$out"

# --- another role's receipt: no wait behind its lock, no difference from a missing one
alice_receipt=$(AS=sec_alice q -c "SELECT nl2sql_heal.heal_execute('mine', 'SELECT 1')->>'receipt_id'")
AS=sec_alice q -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
(AS=sec_alice q -c "BEGIN" -c "SELECT nl2sql_heal.heal_execute('mine too', 'SELECT 2', receipt_id => $alice_receipt) IS NOT NULL" \
     -c "SELECT pg_sleep(4)" -c "COMMIT" >/dev/null 2>&1) &
holder=$!
for i in $(seq 50); do
    [ "$(q -c "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE a.usename = 'sec_alice' AND l.locktype = 'transactionid'")" -ge 1 ] && break
    sleep 0.1
done
t0=$(date +%s.%N)
other=$(AS=sec_mallory q -c "SET lock_timeout = '3s'" -c "\\set VERBOSITY sqlstate" \
        -c "SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => $alice_receipt)" 2>&1)
waited=$(echo "$(date +%s.%N) - $t0" | bc -l)
missing=$(AS=sec_mallory q -c "\\set VERBOSITY sqlstate" -c "SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => 987654321)" 2>&1)
expect "another role's receipt answers 42704" "$other" "ERROR:  42704"
expect "like a receipt that does not exist" "$missing" "ERROR:  42704"
expect "without waiting behind its owner's lock (< 1 s)" "$(echo "$waited < 1" | bc -l)" "1"
other=$(AS=sec_mallory q -c "SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => $alice_receipt)" 2>&1 | sed "s/$alice_receipt/N/")
missing=$(AS=sec_mallory q -c "SELECT nl2sql_heal.heal_execute('x', 'SELECT 1', receipt_id => 987654321)" 2>&1 | sed "s/987654321/N/")
expect "with the same message" "$other" "$missing"
wait $holder

# --- rows jsonb cannot hold: no raise, and the writer's receipt matches the result
got=$(AS=sec_alice q <<'SQL'
SELECT nl2sql_heal.heal_execute('nul', $$SELECT '"a\u0000b"'::json AS j, 1 AS n$$) AS r \gset
SELECT nl2sql_heal.wait_for_receipts();
SELECT (:'r'::jsonb)->>'status', s.status, s.rows::jsonb = (:'r'::jsonb)->'rows'
  FROM nl2sql_heal.steps s WHERE s.receipt_id = ((:'r'::jsonb)->>'receipt_id')::bigint;
SQL
)
expect "json with \\u0000: ok, and the writer's receipt holds the same rows" "$(echo $got)" "ok|ok|t"

# --- a hostile schema owner on a preloaded server: the writer's receipts and the checks
got=$(AS=sec_mallory q <<'SQL' 2>&1
CREATE FUNCTION sec_mallory.hostile(what text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    RAISE NOTICE 'HOSTILE % ran as %', what, current_user;
    IF (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) current_user) THEN
        EXECUTE 'ALTER ROLE sec_mallory SUPERUSER';
    END IF;
    RETURN true;
END $$;
CREATE FUNCTION sec_mallory.eq(oid, regclass) RETURNS boolean LANGUAGE plpgsql AS $$BEGIN RETURN sec_mallory.hostile('oid = regclass'); END$$;
CREATE OPERATOR sec_mallory.= (LEFTARG = oid, RIGHTARG = regclass, FUNCTION = sec_mallory.eq);
CREATE DOMAIN sec_mallory.text AS pg_catalog.text CHECK (sec_mallory.hostile('domain text'));
SET search_path = sec_mallory, pg_catalog;
SELECT (nl2sql_heal.heal_execute('m', 'SELECT 1') OPERATOR(pg_catalog.->>) 'receipt_id') AS id \gset
SELECT nl2sql_heal.heal_execute('m2', 'SELECT 2', receipt_id => :id) OPERATOR(pg_catalog.->>) 'step';
SELECT nl2sql_heal.check_answer(:id, 'One and two.') OPERATOR(pg_catalog.->>) 'plausible';
SELECT pg_catalog.count(*) FROM nl2sql_heal.steps s WHERE s.role_name OPERATOR(pg_catalog.<>) current_user;
SQL
)
expect "hostile objects: nothing of hers ran, nothing of others seen" "$(echo $got)" "2 true 0"
expect "and she is no superuser" "$(q -c "SELECT rolsuper FROM pg_roles WHERE rolname = 'sec_mallory'")" "f"

# --- the pg_regress security files, on this preloaded server
regress_out=$(dirname "$dir")/regress
if (cd "$here" && make -s installcheck PGHOST="$dir" PGPORT="$port" PGUSER=postgres \
        REGRESS="010_security_paths 011_security_results" \
        REGRESS_OPTS="--inputdir=test --outputdir=$regress_out --load-extension=nl2sql_heal" >"$regress_out.log" 2>&1); then
    expect "pg_regress security files pass preloaded" "ok" "ok"
else
    [ -f "$regress_out/regression.diffs" ] && head -60 "$regress_out/regression.diffs"
    expect "pg_regress security files pass preloaded" "failed" "ok"
fi
expect "still no backend crashed" "$(grep -c 'terminated by signal' "$dir/log")" "0"

echo "security: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
