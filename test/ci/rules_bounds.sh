#!/usr/bin/env bash
# The rule tier is bounded: a 10 MB query answers pg_cancel_backend within a
# second and finishes within its limits; the rule pass stops at its time
# budget (nl2sql_heal.statement_timeout) with a note; the dialect mapping
# answers a cancel; rewriting n references costs linear time, not n squared.
# Margins are generous (a loaded 2-core machine); the figures are printed.
set -u
passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
# below A B — is A < B (decimals)?
below() { echo "$1 < $2" | bc -l; }
now() { date +%s.%N; }

db=heal_rules_bounds
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" 2>/dev/null
psql -X -q -d postgres -c "CREATE DATABASE $db"
psql -X -q -d $db <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE customers (customer_id int, customer_name text);
INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace');
SQL

# The queries, built in SQL: 10 MB of broken references; a join of 20,000
# relations in schemas that do not exist; 1 MB of T-SQL string concatenation.
BIG="'SELECT ' || repeat('customername, ', 700000) || '1 FROM customers'"
MANY="'SELECT 1 FROM ' || (SELECT string_agg(format('s%s.customers a%s', i, i), ', ') FROM generate_series(1, 20000) i)"
TSQL="'SELECT TOP 1 ' || repeat('customer_name + ''x'' + ', 40000) || '''y'' FROM customers'"

# cpu_ticks PID — CPU time the process has used, in clock ticks (utime + stime).
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
tick=$(getconf CLK_TCK)

# cancel_after SETTINGS QUERY DELAY — run heal_execute(QUERY) with SETTINGS,
# cancel it DELAY seconds after it started; prints "<latency> <cpu> <output>":
# the seconds from the cancel to the end of the call, and the CPU seconds the
# backend spent in them (what the machine's load does not stretch).
cancel_after() {
    local settings=$1 query=$2 delay=$3 out pid t0 i
    out=$(mktemp)
    psql -X -At -d $db -v ON_ERROR_STOP=0 >"$out" 2>&1 <<SQL &
SET application_name = 'heal_bounds_victim';
$settings
SELECT nl2sql_heal.heal_execute('bounds', $query)->>'status';
SELECT 'after:' || current_setting('transaction_read_only') || '|' || (nl2sql_heal.heal_execute('again', 'SELECT 1')->>'status');
SELECT pg_sleep(2);  -- the backend stays for its CPU time to be read
SQL
    local victim=$!
    for i in $(seq 200); do
        pid=$(psql -X -Atq -d $db -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'heal_bounds_victim' AND state = 'active' AND query LIKE '%heal_execute(''bounds''%'")
        [ -n "$pid" ] && break
        sleep 0.05
    done
    sleep "$delay"
    local c0
    c0=$(cpu_ticks $pid)
    t0=$(now)
    psql -X -Atq -d $db -c "SELECT pg_cancel_backend($pid)" >/dev/null
    # the call is over when the backend has gone on to the next statement
    for i in $(seq 600); do
        [ "$(psql -X -Atq -d $db -c "SELECT count(*) FROM pg_stat_activity WHERE pid = $pid AND query LIKE '%heal_execute(''bounds''%' AND state = 'active'")" = 0 ] && break
        sleep 0.02
    done
    local latency cpu
    latency=$(echo "$(now) - $t0" | bc -l)
    cpu=$(echo "($(cpu_ticks $pid) - $c0) / $tick" | bc -l)
    wait $victim
    printf '%.3f %.2f %s\n' "$latency" "$cpu" "$(tr '\n' ' ' <"$out")"
    rm -f "$out"
}

# run_timed SETTINGS QUERY — heal_execute(QUERY) to the end; prints "<seconds> <status>|<notes>".
run_timed() {
    local t0 out
    t0=$(now)
    out=$(psql -X -At -d $db -c "$1" -c "SELECT r->>'status' || '|' || (r->'notes')::text FROM (SELECT nl2sql_heal.heal_execute('bounds', $2) r) s" 2>&1 | tail -1)
    printf '%.3f %s\n' "$(echo "$(now) - $t0" | bc -l)" "$out"
}

# 1. The 10 MB query with the default settings: rules are not tried (a note says why).
r=$(run_timed "SET nl2sql_heal.statement_timeout = '30s'" "$BIG")
t=${r%% *}
echo "     10 MB query, defaults: ${t}s: ${r#* }" | cut -c1-400
expect "10 MB query fails with a note, rules not tried" \
    "$(echo "$r" | grep -c 'failed|.*Rules were not tried: the query is 9800023 bytes, more than nl2sql_heal.rules_max_query_bytes')" "1"
expect "10 MB query finishes within 30 s" "$(below "$t" 30)" "1"

# 2. Cancels of the 10 MB call, early and late: answered within a second of
#    the backend's CPU time (the wall time stretches with the machine's load);
#    the check allows 1.5 s.  What is left when the cancel comes early is
#    PostgreSQL's own parsing of the 10 MB as the query first runs.
for d in 0.2 0.8 1.5; do
    r=$(cancel_after "" "$BIG" $d)
    set -- $r
    echo "     10 MB query, cancel after ${d}s: answered in $1 s ($2 s of CPU)"
    expect "10 MB query: cancel after ${d}s answered within 1.5 s of CPU" "$(below "$2" 1.5)" "1"
    expect "10 MB query: cancel after ${d}s answered within 15 s" "$(below "$1" 15)" "1"
    expect "10 MB query: cancel after ${d}s leaves the session as it was" \
        "$(echo "$r" | grep -o 'after:off|ok')" "after:off|ok"
done

# 3. The same query with the size cap off: the rule pass itself answers a cancel,
#    between PostgreSQL's own parses of the 10 MB (about a second each, which
#    is why the cap exists).
r=$(cancel_after "SET nl2sql_heal.rules_max_query_bytes = 0;" "$BIG" 4)
set -- $r
echo "     10 MB query, no size cap, cancel inside the rule pass: answered in $1 s ($2 s of CPU)"
expect "no size cap: cancel in the rule pass answered within 3 s of CPU" "$(below "$2" 3)" "1"
expect "no size cap: cancel reports PostgreSQL's own message" \
    "$(echo "$r" | grep -c 'canceling statement due to user request')" "1"

# 4. The time budget: 20,000 relations to look up take the rules far longer than 300 ms.
r=$(run_timed "SET nl2sql_heal.statement_timeout = '300ms'" "$MANY")
t=${r%% *}
echo "     20,000 relations, statement_timeout 300ms: ${t}s: ${r#* }" | cut -c1-400
expect "time budget: the rules stop with a note" \
    "$(echo "$r" | grep -c 'failed|.*Rules stopped after [0-9]* ms without a rewrite: their time for one attempt is nl2sql_heal.statement_timeout (300 ms)')" "1"
expect "time budget: the call ends within 5 s" "$(below "$t" 5)" "1"
expect "time budget: no budget note when the rules finish in time" \
    "$(psql -X -Atq -d $db -c "SELECT count(*) FROM jsonb_array_elements_text(nl2sql_heal.heal_execute('q', 'SELECT customername FROM customers')->'notes') n WHERE n LIKE 'Rules stopped%'")" "0"

# 5. The dialect mapping (pure C, asked between tokens) answers a cancel.
r=$(cancel_after "SET nl2sql_heal.statement_timeout = '60s';" "$TSQL" 1)
set -- $r
echo "     1 MB of T-SQL concatenation, cancel in the dialect mapping: answered in $1 s ($2 s of CPU)"
expect "dialect mapping: cancel answered within 0.5 s of CPU" "$(below "$2" 0.5)" "1"
expect "dialect mapping: cancel reports PostgreSQL's own message" \
    "$(echo "$r" | grep -c 'canceling statement due to user request')" "1"

# 6. Linear: 4 times the references cost well under 16 times the time
#    (before, twice the references took four times as long).
lin() {
    run_timed "SET nl2sql_heal.rules_max_query_bytes = '16MB'" \
        "'SELECT count(*) FROM customers WHERE ' || repeat('customername IS NOT NULL AND ', $1) || 'true'"
}
r1=$(lin 15000)
r4=$(lin 60000)
t1=${r1%% *}
t4=${r4%% *}
echo "     15,000 references: ${t1}s; 60,000 references: ${t4}s"
expect "15,000 references repaired" "$(echo "$r1" | grep -c ' repaired|')" "1"
expect "60,000 references repaired" "$(echo "$r4" | grep -c ' repaired|')" "1"
expect "4x the references: under 10x the time (+1 s)" "$(below "$t4" "$(echo "$t1 * 10 + 1" | bc -l)")" "1"

psql -X -q -d postgres -c "DROP DATABASE $db"
echo "rules_bounds: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
