#!/usr/bin/env bash
# Streaming replication: a primary and a hot standby made from it with
# pg_basebackup.  heal_execute on the standby itself returns its result with
# a note that no receipt was written (a standby cannot write); a further step
# of a receipt there is refused; trace and check_answer read receipts
# replayed from the primary (check_answer's verdict is not stored).  On the
# primary, heal_execute with target naming a foreign server for the standby
# runs the queries and repairs on the standby and writes the receipts on the
# primary.  A table the standby has not replayed yet, and a standby restarted
# during a call, give an ordinary failed result with its receipt.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/test/lib.sh"

base=$(scratch_dir)
primary=$base/primary
standby=$base/standby
pport=$(free_port ${REPLICA_PORT:-5596})
sport=$(NL2SQL_HEAL_PORT_OFFSET=0 free_port $((pport + 1)))
passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
pq() { psql -X -Atq -h "$primary" -p "$pport" -U postgres -d shop "$@"; }
sq() { psql -X -Atq -h "$standby" -p "$sport" -U postgres -d shop "$@"; }
give_up() { tail -20 "$1/log"; echo "replica: $passed passed, $((failed + 1)) failed"; exit 1; }
trap 'stop_server "$standby"; stop_server "$primary"; rm -rf "$base"' EXIT

# caught_up — wait until the standby has replayed everything the primary wrote (10 s at most)
caught_up() {
    local lsn
    lsn=$(pq -c "SELECT pg_current_wal_insert_lsn()")
    for i in $(seq 100); do
        [ "$(sq -c "SELECT pg_last_wal_replay_lsn() >= '$lsn'")" = t ] && return 0
        sleep 0.1
    done
    return 1
}

# With the receipt writer: preloaded before 17, the default install (no
# preloading) from 17 on; REPLICA_PRELOAD=1/0 chooses.
preload="-c shared_preload_libraries=nl2sql_heal"
[ "${REPLICA_PRELOAD:-$([ "$PG_MAJOR" -ge 17 ] && echo 0 || echo 1)}" = 0 ] && preload=
echo "     (PostgreSQL $PG_MAJOR, ${preload:-not preloaded})"
SERVER_OPTS="$preload" start_server "$primary" "$pport" || give_up "$primary"
psql -X -q -h "$primary" -p "$pport" -U postgres -d postgres -c "CREATE DATABASE shop"
pq <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE EXTENSION postgres_fdw;
CREATE TABLE items (id int PRIMARY KEY, item_name text, price numeric(10,2));
INSERT INTO items SELECT g, 'item ' || g, g / 4.0 FROM generate_series(1, 100) g;
SQL
mkdir -p "$standby"
chown postgres "$standby"
chmod 700 "$standby"
runuser -u postgres -- "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$pport" -U postgres -D "$standby/data" -R -X stream --checkpoint=fast ||
    give_up "$primary"
SERVER_OPTS="$preload -c hot_standby=on" start_server "$standby" "$sport" || give_up "$standby"
pq -c "CREATE SERVER standby FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '$sport', dbname 'shop', connect_timeout '5')" \
   -c "CREATE USER MAPPING FOR postgres SERVER standby OPTIONS (user 'postgres')" >/dev/null
caught_up
expect "the standby is in recovery" "$(sq -c "SELECT pg_is_in_recovery()")" "t"

# --- on the standby itself: the result comes back, no receipt is written
got=$(sq -c "SELECT r->>'status', r->'rows'->0->>0, r->>'receipt_id' IS NULL,
                    (SELECT count(*) FROM jsonb_array_elements_text(r->'notes') n WHERE n LIKE 'No receipt was written: the server is a hot standby%')
               FROM nl2sql_heal.heal_execute('name of 3', 'SELECT item_name FROM items WHERE id = 3') r")
expect "on the standby: rows, no receipt id, a note saying why" "$got" "ok|item 3|t|1"
got=$(sq -c "SELECT r->>'status', r->>'sql', r->'rows'->0->>0
               FROM nl2sql_heal.heal_execute('name of 4', 'SELECT ItemName FROM items WHERE id = 4') r")
expect "on the standby: a repair runs there too" "$got" "repaired|SELECT item_name FROM items WHERE id = 4|item 4"
expect "on the standby: nothing was written (no receipts there)" "$(sq -c "SELECT count(*) FROM nl2sql_heal.receipts")" "0"
expect "on the standby: no receipt writer was started" \
    "$(sq -c "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'")" "0"

# --- receipts written on the primary are read on the standby once replayed
rid=$(pq -c "SELECT nl2sql_heal.heal_execute('price of 10', 'SELECT price FROM items WHERE id = 10')->>'receipt_id'")
pq -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
caught_up
expect "trace on the standby reads a replayed receipt" \
    "$(sq -c "SELECT count(*) FROM nl2sql_heal.trace($rid) WHERE line LIKE '%attempt 0 (original): SELECT price FROM items WHERE id = 10'")" "1"
got=$(sq -c "SELECT nl2sql_heal.check_answer($rid, 'It costs 2.50.')->>'plausible'" 2>&1)
expect "check_answer on the standby: the verdict, and a notice that it was not stored" "$got" \
    "NOTICE:  the verdict was not stored on receipt $rid
DETAIL:  The server is a hot standby; verdicts are stored only on the primary.
true"
got=$(sq -c "SELECT nl2sql_heal.heal_execute('again', 'SELECT 1', receipt_id => $rid)" 2>&1)
expect "a further step of a receipt on the standby is refused" "$got" \
    "ERROR:  cannot add a step to receipt $rid on a hot standby
DETAIL:  Receipts are written only on the primary.
HINT:  Call heal_execute on the primary, with target naming a foreign server for this standby."

# --- on the primary with target = the standby: queries and repairs there, receipts here
got=$(pq -c "SELECT r->>'status', r->'rows'->0->>0, r->>'target', r->>'receipt_id' IS NOT NULL
               FROM nl2sql_heal.heal_execute('where', 'SELECT pg_is_in_recovery() AS in_recovery', target => 'standby') r")
expect "target standby: the query runs on the standby, with a receipt" "$got" "ok|true|standby|t"
got=$(pq -c "SELECT r->>'status', r->>'sql', r->'rows'->0->>0
               FROM nl2sql_heal.heal_execute('name of 5', 'SELECT ItemName FROM items WHERE id = 5', target => 'standby') r")
expect "target standby: repaired there" "$got" "repaired|SELECT item_name FROM items WHERE id = 5|item 5"
pq -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
# the writer, where there is one, keeps the caller's transaction free of an XID
writer=yes
[ -n "$preload" ] || [ "$PG_MAJOR" -ge 17 ] || writer=no
no_xid=$(for i in $(seq 8); do
    echo "BEGIN; SELECT nl2sql_heal.heal_execute('via standby', 'SELECT $i', target => 'standby') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NULL; COMMIT;"
done | pq | grep -c '^t$')
if [ "$writer" = yes ]; then
    expect "on the primary: the receipt writer took the receipts (>= 5 of 8 calls without an XID)" \
        "$([ "$no_xid" -ge 5 ] && echo yes || echo "no ($no_xid)")" "yes"
else
    expect "on the primary, no writer: receipts in the caller's transaction" "$no_xid" "0"
fi
expect "target standby: the receipts are on the primary" \
    "$(pq -c "SELECT count(*) FROM nl2sql_heal.steps WHERE target = 'standby' AND question IN ('where', 'name of 5')")" "2"

# --- replication lag: a table the standby has not replayed yet
sq -c "SELECT pg_wal_replay_pause()" >/dev/null
pq -c "CREATE TABLE shipments (id int, item_id int)" -c "INSERT INTO shipments VALUES (1, 3)"
got=$(pq -c "SELECT r->>'status', r->'error'->>'sqlstate', r->'error'->>'message', r->>'receipt_id' IS NOT NULL
               FROM nl2sql_heal.heal_execute('lag', 'SELECT item_id FROM shipments', target => 'standby') r")
expect "lagging standby: a failed result naming the missing table, with a receipt" "$got" \
    'failed|42P01|relation "shipments" does not exist|t'
lagged=$(pq -c "SELECT nl2sql_heal.heal_execute('lagged receipt', 'SELECT 1')->>'receipt_id'")
pq -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
expect "lagging standby: a receipt not replayed yet does not exist there" \
    "$(sq -c "SELECT count(*) FROM nl2sql_heal.trace($lagged)" 2>&1 | head -1)" "ERROR:  receipt $lagged does not exist"
sq -c "SELECT pg_wal_replay_resume()" >/dev/null
caught_up
expect "... and is there once replayed" "$(sq -c "SELECT count(*) > 0 FROM nl2sql_heal.trace($lagged)")" "t"
got=$(pq -c "SELECT r->>'status', r->'rows'->0->>0
               FROM nl2sql_heal.heal_execute('lag', 'SELECT item_id FROM shipments', target => 'standby') r")
expect "once replayed, the same call works" "$got" "ok|3"

# --- the standby restarts during a call
pq -c "SELECT r->>'status', r->'error'->>'sqlstate', r->>'receipt_id' IS NOT NULL
         FROM nl2sql_heal.heal_execute('restart', 'SELECT pg_sleep(20), 1 AS one', target => 'standby') r" \
    >"$base/restart.out" 2>&1 &
call=$!
for i in $(seq 50); do
    [ "$(sq -c "SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(20)%' AND pid <> pg_backend_pid()")" = 1 ] && break
    sleep 0.1
done
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$standby/data" -m fast -w restart >/dev/null
wait $call
got=$(cat "$base/restart.out")
echo "     (standby restart mid-call gave: $got)"
case $got in
    "failed|57P01|t" | "failed|08006|t") got=clean ;;
esac
expect "standby restart mid-call: a failed result (57P01 or 08006) with a receipt" "$got" "clean"
got=$(pq -c "SELECT r->>'status', r->'rows'->0->>0
               FROM nl2sql_heal.heal_execute('after restart', 'SELECT 1 AS one', target => 'standby') r")
expect "the next call reconnects to the restarted standby" "$got" "ok|1"
expect "the standby is still a standby" "$(sq -c "SELECT pg_is_in_recovery()")" "t"

echo "replica: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
