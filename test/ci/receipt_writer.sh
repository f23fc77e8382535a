#!/usr/bin/env bash
# The background receipt writer (nl2sql_heal in shared_preload_libraries):
# new receipts are committed out of the caller's transaction, every receipt
# arrives with the same content as when written inline, the session reads
# its own receipts at once, and fallbacks (REPEATABLE READ, a full queue, a
# bad row, a terminated writer, shutdown) lose nothing they should keep.
# RECEIPT_WRITER_PRELOAD=0 runs it all without shared_preload_libraries
# (PostgreSQL 17 and later: test/ci/receipt_writer_unpreloaded.sh).
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/test/lib.sh"

dir=$(scratch_dir)/writer
port=$(free_port ${WRITER_PORT:-5493})
passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
q() { psql -X -Atq -h "$dir" -p "$port" -U postgres -d "${DB:-writer}" "$@"; }
suite=${RECEIPT_WRITER_SUITE:-receipt_writer}
preload="-c shared_preload_libraries=nl2sql_heal"
[ "${RECEIPT_WRITER_PRELOAD:-1}" = 0 ] && preload=
start() {
    SERVER_OPTS="$preload $*" start_server "$dir" "$port" ||
        { tail -20 "$dir/log"; echo "$suite: $passed passed, $((failed + 1)) failed"; exit 1; }
}
# settle SQL WANT — poll another session's view until it shows WANT (5 s at most)
settle() {
    local got
    for i in $(seq 50); do
        got=$(q -c "$1")
        [ "$got" = "$2" ] && break
        sleep 0.1
    done
    echo "$got"
}
writers() { q -d postgres -c "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'"; }
trap 'stop_server "$dir"; [ -n "${KEEP:-}" ] || rm -rf "$(dirname "$dir")"' EXIT

start
DB=postgres q -c "CREATE DATABASE writer"
q <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2));
INSERT INTO items SELECT g, 'item ' || g, g / 4.0 FROM generate_series(1, 200) g;
CREATE SCHEMA archive;
CREATE TABLE archive.orders (id int, item_id int, qty int);
INSERT INTO archive.orders VALUES (1, 7, 3), (2, 8, 1);
CREATE ROLE alice LOGIN;
GRANT SELECT ON items TO alice;
SQL

# --- the writer starts on demand and takes the receipts out of the caller's transaction
q -c "SELECT nl2sql_heal.heal_execute('warm up', 'SELECT 1')" >/dev/null
for i in $(seq 50); do [ "$(writers)" = 1 ] && break; sleep 0.1; done
expect "a writer runs for the database after the first call" "$(writers)" "1"
sleep 0.3    # connected: it takes receipts from now on
no_xid=$(for i in $(seq 40); do
    echo "BEGIN; SELECT nl2sql_heal.heal_execute('no xid', 'SELECT name FROM items WHERE id = $i') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL; COMMIT;"
done | q | grep -c '^t$')
# nextval logs the sequence every 32 values, which takes an XID then
expect "calls leave the caller's transaction read-only (>= 36 of 40)" "$([ "$no_xid" -ge 36 ] && echo yes || echo "no ($no_xid)")" "yes"
inline_xid=$(for i in $(seq 10); do
    echo "BEGIN; SET LOCAL nl2sql_heal.receipt_writer = off; SELECT nl2sql_heal.heal_execute('inline', 'SELECT 1') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NOT NULL; COMMIT;"
done | q | grep -c '^t$')
expect "receipt_writer = off writes in the caller's transaction" "$inline_xid" "10"
expect "every call has its receipt" "$(settle "SELECT count(*) FROM nl2sql_heal.steps WHERE question IN ('no xid', 'inline')" 50)" "50"

# --- the session reads its own receipts at once, even with a long writer delay
q -c "ALTER SYSTEM SET nl2sql_heal.receipt_writer_delay = '5s'" -c "SELECT pg_reload_conf()" >/dev/null
sleep 0.5
t0=$(date +%s.%N)
got=$(q <<'SQL'
SELECT (nl2sql_heal.heal_execute('traced', 'SELECT name FROM items WHERE id = 3')->>'receipt_id') AS id \gset
SELECT line FROM nl2sql_heal.trace(:id) WHERE line LIKE '%attempt 0%';
SQL
)
elapsed=$(echo "$(date +%s.%N) - $t0" | bc -l)
expect "trace right after the call shows it" "$got" "  attempt 0 (original): SELECT name FROM items WHERE id = 3"
expect "without waiting for the writer's delay (< 2 s)" "$(echo "$elapsed < 2" | bc -l)" "1"
expect "check_answer in the same statement" "$(q -c "SELECT nl2sql_heal.check_answer((nl2sql_heal.heal_execute('price', 'SELECT price FROM items WHERE id = 10')->>'receipt_id')::bigint, 'It costs 2.50.')->>'plausible'")" "true"
expect "a second step on a queued receipt" "$(q <<'SQL'
SELECT (nl2sql_heal.heal_execute('two steps', 'SELECT 1')->>'receipt_id') AS id \gset
SELECT nl2sql_heal.heal_execute('two steps', 'SELECT 2', receipt_id => :id)->>'step';
SQL
)" "2"
expect "a rolled-back caller keeps its receipt" "$(q <<'SQL'
BEGIN;
SELECT nl2sql_heal.heal_execute('rolled back', 'SELECT 1') IS NOT NULL;
ROLLBACK;
SELECT nl2sql_heal.wait_for_receipts();
SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'rolled back';
SQL
)" "t

1"
expect "REPEATABLE READ writes in the transaction and sees it" "$(q <<'SQL'
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT (nl2sql_heal.heal_execute('rr', 'SELECT 1')->>'receipt_id') AS id \gset
SELECT count(*) FROM nl2sql_heal.steps WHERE receipt_id = :id;
COMMIT;
SQL
)" "1"
q -c "ALTER SYSTEM RESET nl2sql_heal.receipt_writer_delay" -c "SELECT pg_reload_conf()" >/dev/null

# --- the same content as an inline write, for every outcome
calls="('ok', 'SELECT id, name FROM items WHERE id = 5'),
       ('repaired', 'SELECT id, nme FROM items WHERE id = 5'),
       ('moved', 'SELECT qty FROM orders WHERE id = 1'),
       ('empty', 'SELECT id FROM items WHERE id = -1'),
       ('failed', 'SELECT 1/0'),
       ('rejected', 'DELETE FROM items'),
       ('nulls', 'SELECT NULL::int AS n, ''a\"b'' AS t')"
for mode in on off; do
    # remembered repairs off: the second round would otherwise reuse the first round's
    q -c "SET nl2sql_heal.receipt_writer = $mode" -c "SET nl2sql_heal.remembered_max = 0" \
      -c "SELECT count(nl2sql_heal.heal_execute('$mode:' || c.q, c.s)) FROM (VALUES $calls) c(q, s)" \
      -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
done
content() {
    q -c "SELECT s.step, s.target, s.original_sql, s.final_sql, s.status, s.row_count, s.columns, s.rows::text, s.notes,
                 array_agg(row(a.attempt, a.sql, a.outcome, a.sqlstate, a.message, a.detail, a.hint, a.class, a.repair,
                               a.deployment, a.model_ms, a.tokens_in, a.tokens_out, a.row_count, a.ms IS NOT NULL, a.role_name)::text
                           ORDER BY a.attempt)
            FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
           WHERE s.question LIKE '$1:%' GROUP BY s.receipt_id, s.step, s.question ORDER BY substr(s.question, 4)"
}
expect "queued receipts hold what inline ones hold" "$(content on | md5sum)" "$(content off | md5sum)"
expect "... for all seven outcomes" "$(content on | wc -l)" "7"

# --- many concurrent callers: not one receipt lost
cat >"$dir/bench.sql" <<'EOF'
\set id random(1, 200)
SELECT nl2sql_heal.heal_execute('bench', 'SELECT name FROM items WHERE id = ' || :id);
EOF
calls=$("$PGBIN/pgbench" -h "$dir" -p "$port" -U postgres -n -c 4 -j 2 -T 3 -f "$dir/bench.sql" writer 2>/dev/null |
    awk '/number of transactions actually processed/ {print $NF}')
calls=${calls%%/*}
expect "4 clients for 3 s: every receipt, step and attempt written ($calls calls)" \
    "$(settle "SELECT (SELECT count(*) FROM nl2sql_heal.receipts WHERE question = 'bench') || '/' ||
                    (SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'bench') || '/' ||
                    (SELECT count(*) FROM nl2sql_heal.attempts a JOIN nl2sql_heal.steps s USING (receipt_id, step) WHERE s.question = 'bench')" "$calls/$calls/$calls")" \
    "$calls/$calls/$calls"

# --- row-level security: the writer records the caller's role
expect "a role's receipts are its own" "$(q -U alice <<'SQL'
SELECT (nl2sql_heal.heal_execute('alice asks', 'SELECT name FROM items WHERE id = 1')->>'receipt_id') AS id \gset
SELECT nl2sql_heal.wait_for_receipts() \gset
SELECT role_name || ':' || count(*) FROM nl2sql_heal.receipts GROUP BY role_name;
SQL
)" "alice:1"

# --- a row the tables refuse loses only itself
q <<'SQL' >/dev/null
ALTER SYSTEM SET nl2sql_heal.receipt_writer_delay = '500ms';
SELECT pg_reload_conf();
CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.question = 'poison' THEN RAISE EXCEPTION 'no poison here'; END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER refuse_poison BEFORE INSERT ON nl2sql_heal.steps FOR EACH ROW EXECUTE FUNCTION refuse_poison();
SQL
sleep 0.5
q -c "SELECT nl2sql_heal.heal_execute('before poison', 'SELECT 1')" \
  -c "SELECT nl2sql_heal.heal_execute('poison', 'SELECT 1')" \
  -c "SELECT nl2sql_heal.heal_execute('after poison', 'SELECT 1')" \
  -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
expect "the batch around a refused row is written" \
    "$(q -c "SELECT string_agg(question, ',' ORDER BY receipt_id) FROM nl2sql_heal.steps WHERE question LIKE '%poison'")" \
    "before poison,after poison"
expect "the refused row is reported in the log" "$(grep -c 'could not write a receipt: no poison here' "$dir/log")" "1"
q -c "DROP TRIGGER refuse_poison ON nl2sql_heal.steps" >/dev/null

# --- a terminated writer writes what it holds first; the next call starts another
q -c "ALTER SYSTEM SET nl2sql_heal.receipt_writer_delay = '10s'" -c "SELECT pg_reload_conf()" >/dev/null
sleep 0.5
q -c "SELECT count(nl2sql_heal.heal_execute('terminated', 'SELECT ' || g)) FROM generate_series(1, 20) g" >/dev/null
q -d postgres -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'" >/dev/null
for i in $(seq 50); do [ "$(writers)" = 0 ] && break; sleep 0.1; done
expect "terminated writer wrote its queue" "$(q -c "SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'terminated'")" "20"
q -c "SELECT nl2sql_heal.heal_execute('restarted', 'SELECT 1')" >/dev/null
for i in $(seq 50); do [ "$(writers)" = 1 ] && break; sleep 0.1; done
expect "a new writer after the next call" "$(writers)" "1"

# --- a fast shutdown writes the queue before the server stops
q -c "SELECT count(nl2sql_heal.heal_execute('shutdown', 'SELECT ' || g)) FROM generate_series(1, 30) g" >/dev/null
stop_server "$dir"
start
expect "receipts queued at shutdown are in the tables" "$(q -c "SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'shutdown'")" "30"
q -c "ALTER SYSTEM RESET nl2sql_heal.receipt_writer_delay" -c "SELECT pg_reload_conf()" >/dev/null

# --- an idle writer leaves, so DROP DATABASE is not held up
q -c "SELECT nl2sql_heal.heal_execute('last', 'SELECT 1')" >/dev/null
for i in $(seq 50); do [ "$(writers)" = 0 ] && break; sleep 0.1; done
expect "the writer exits after a second without work" "$(writers)" "0"
DB=postgres q -c "CREATE DATABASE dropme"
DB=dropme q -c "CREATE EXTENSION nl2sql_heal" -c "SELECT nl2sql_heal.heal_execute('x', 'SELECT 1')" >/dev/null
expect "DROP DATABASE right after a call" "$(DB=postgres q -c "DROP DATABASE dropme" 2>&1 && echo dropped)" "dropped"

# --- a small queue: what does not fit is written in the caller's transaction
stop_server "$dir"
start -c nl2sql_heal.receipt_queue_size=64kB -c nl2sql_heal.receipt_writer_delay=2s
q -c "SELECT nl2sql_heal.heal_execute('warm up', 'SELECT 1')" >/dev/null
sleep 0.5
expect "a receipt larger than half the queue is written inline" "$(q -c "BEGIN" \
    -c "SELECT nl2sql_heal.heal_execute('big', 'SELECT repeat(''x'', 40000)') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NOT NULL" -c "COMMIT")" "t"
expect "an overflowing queue loses nothing" "$(q -c "SELECT count(nl2sql_heal.heal_execute('overflow', 'SELECT repeat(''y'', 2000) || ' || g)) FROM generate_series(1, 200) g" \
    -c "SELECT nl2sql_heal.wait_for_receipts()" -c "SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'overflow'")" "200

200"

echo "$suite: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
