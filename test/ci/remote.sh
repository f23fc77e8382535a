#!/usr/bin/env bash
# Remote targets: a second PostgreSQL server holds a drifted copy of the
# sample shop (test/remote/drift.sql over demo/sample.sql, password auth for
# non-superusers over 127.0.0.1), and heal_execute heals queries there
# through foreign servers.  The local side is a database on the main server
# (PGHOST / PGPORT), prepared by test/remote/setup.sql.  The pg_regress
# schedule test/remote/schedule runs test/remote/sql/NN_*.sql against
# test/remote/expected/NN_*.out (each file run by test/remote/launcher.sh,
# which sets :remote_port); then a cancel from another session.  Prints
# "remote: N passed, M failed" (each pg_regress file is one check).
#
#   REMOTE_PORT     the second server's port (default 5591)
#   BLACKHOLE_PORT  a listener that accepts and never answers (default 5592)
#   REMOTE_UPDATE_EXPECTED=1   copy the results over the expected files
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/test/lib.sh"
cd "$here"

base=${CI_WORK:-$(scratch_dir)}
work=$base/remote
export REMOTE_DIR=$work/server REMOTE_PORT=$(free_port ${REMOTE_PORT:-5591}) PGBIN
blackhole_port=$(NL2SQL_HEAL_PORT_OFFSET=0 free_port $((REMOTE_PORT + 1)))
db=heal_remote
passed=0
failed=0
blackhole_pid=

ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
lq() { psql -X -q -v ON_ERROR_STOP=1 -d "$db" "$@"; }
rq() { psql -X -q -v ON_ERROR_STOP=1 -h "$REMOTE_DIR" -p "$REMOTE_PORT" -U postgres "$@"; }

cleanup() {
    [ -n "$blackhole_pid" ] && kill "$blackhole_pid" 2>/dev/null
    stop_server "$REMOTE_DIR"
    psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" 2>/dev/null
    psql -X -q -d postgres -c "DROP ROLE IF EXISTS rmt_alice, rmt_bob, rmt_carol, rmt_dave, rmt_erin, rmt_frank" 2>/dev/null
}
trap cleanup EXIT

# The second server, with password authentication for non-superusers.
rm -rf "$work"
mkdir -p "$work"
chmod 755 "$base" "$work"
if ! start_server "$REMOTE_DIR" "$REMOTE_PORT"; then
    cat "$REMOTE_DIR/log"
    echo "remote: 0 passed, 1 failed"
    exit 1
fi
install -o postgres -m 600 test/remote/pg_hba.conf "$REMOTE_DIR/data/pg_hba.conf"
rq -d postgres -c "SELECT pg_reload_conf()" >/dev/null
rq -d postgres -c "CREATE DATABASE shop"
# demo/sample.sql ends by registering a metric in nl2sql_heal.metrics: give it
# a stand-in table (the remote server needs no extension) and drop it after.
rq -d shop -c "CREATE SCHEMA nl2sql_heal; CREATE TABLE nl2sql_heal.metrics (name text, expression text, description text, synonyms text[])" \
    -f demo/sample.sql -c "SET client_min_messages = warning; DROP SCHEMA nl2sql_heal CASCADE" -f test/remote/drift.sql >/dev/null ||
    { echo "remote: 0 passed, 1 failed"; exit 1; }

# A listener that completes the TCP handshake and never answers.
python3 -c "
import socket, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('127.0.0.1', $blackhole_port))
s.listen(64)
time.sleep(3600)
" &
blackhole_pid=$!

# The local side.
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
lq -v remote_port="$REMOTE_PORT" -v blackhole_port="$blackhole_port" -f test/remote/setup.sql >/dev/null ||
    { echo "remote: 0 passed, 1 failed"; exit 1; }

# The pg_regress schedule test/remote/schedule on the database above.
regress_schedule test/remote "$db" "$work/regress"
if [ "${REMOTE_UPDATE_EXPECTED:-}" = 1 ]; then
    cp "$work"/regress/results/*.out test/remote/expected/
fi
passed=$((passed + regress_passed))
failed=$((failed + regress_failed))

# pg_cancel_backend interrupts a remote wait: the call is canceled at once
# (raised, as locally) and the remote query is canceled too.
remote_sleeping() {
    rq -d shop -Atc "SELECT count(*) FROM pg_stat_activity
                      WHERE application_name = 'nl2sql_heal' AND state = 'active' AND wait_event = 'PgSleep'"
}
psql -X -q -d "$db" -c "SET ROLE rmt_alice" -c "SET nl2sql_heal.statement_timeout = '60s'" \
    -c "SELECT nl2sql_heal.heal_execute('q', 'SELECT pg_sleep(30)', 'shop')" \
    >"$work/cancel.out" 2>&1 &
caller=$!
for _ in $(seq 100); do
    [ "$(remote_sleeping)" = 1 ] && break
    sleep 0.1
done
if [ "$(remote_sleeping)" = 1 ]; then ok "the remote query runs"; else fail "the remote query never started"; fi
start=$(date +%s%N)
lq -Atc "SELECT pg_cancel_backend(pid) FROM pg_stat_activity
          WHERE query LIKE '%heal_execute(''q'', ''SELECT pg_sleep(30)''%' AND pid <> pg_backend_pid()" >/dev/null
wait "$caller"
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
if grep -q 'canceling statement due to user request' "$work/cancel.out" && [ "$elapsed_ms" -lt 2000 ]; then
    ok "pg_cancel_backend interrupts the remote wait ($elapsed_ms ms)"
else
    fail "pg_cancel_backend: $(cat "$work/cancel.out"), after $elapsed_ms ms"
fi
for _ in $(seq 20); do
    [ "$(remote_sleeping)" = 0 ] && break
    sleep 0.1
done
if [ "$(remote_sleeping)" = 0 ]; then
    ok "the remote query was canceled too"
else
    fail "the remote query still runs: $(rq -d shop -Atc "SELECT pid, usename, state, wait_event, query FROM pg_stat_activity WHERE application_name = 'nl2sql_heal'")"
fi

echo "remote: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
