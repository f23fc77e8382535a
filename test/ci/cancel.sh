#!/usr/bin/env bash
# pg_cancel_backend during a generated query cancels the whole call promptly,
# with PostgreSQL's own message, and leaves the session's role, settings and
# transaction state as they were; the session stays usable.
set -u
passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
db=heal_cancel
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" 2>/dev/null
psql -X -q -d postgres -c "CREATE DATABASE $db"
psql -X -q -d $db -c "CREATE EXTENSION nl2sql_heal"

out=$(mktemp)
start=$(date +%s.%N)
psql -X -At -d $db -v ON_ERROR_STOP=0 >"$out" 2>&1 <<'SQL' &
SET application_name = 'heal_cancel_victim';
SET work_mem = '4321kB';
SET search_path = public, pg_catalog;
SELECT nl2sql_heal.heal_execute('sleepy', 'SELECT pg_sleep(30)');
SELECT 'after:' || concat_ws('|', current_user, current_setting('work_mem'), current_setting('search_path'),
                             current_setting('transaction_read_only'), current_setting('statement_timeout'));
SELECT 'usable:' || (nl2sql_heal.heal_execute('again', 'SELECT 1')->>'status');
SQL
victim=$!
# wait until the generated query is running, then cancel it
for i in $(seq 100); do
    pid=$(psql -X -Atq -d $db -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'heal_cancel_victim' AND state = 'active' AND query LIKE '%heal_execute%'")
    [ -n "$pid" ] && break
    sleep 0.1
done
sleep 0.3
psql -X -Atq -d $db -c "SELECT pg_cancel_backend($pid)" >/dev/null
wait $victim
elapsed=$(echo "$(date +%s.%N) - $start" | bc -l)

expect "cancel message is PostgreSQL's own" "$(grep -c 'canceling statement due to user request' "$out")" "1"
expect "settings and role unchanged" "$(grep '^after:' "$out")" "after:postgres|4321kB|public, pg_catalog|off|0"
expect "session still usable" "$(grep '^usable:' "$out")" "usable:ok"
expect "cancelled within 5 s" "$(echo "$elapsed < 5" | bc -l)" "1"
expect "no receipt for the cancelled call" \
    "$(psql -X -Atq -d $db -c "SELECT count(*) FROM nl2sql_heal.receipts WHERE question = 'sleepy'")" "0"
rm -f "$out"
psql -X -q -d postgres -c "DROP DATABASE $db"
echo "cancel: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
