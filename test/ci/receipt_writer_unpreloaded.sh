#!/usr/bin/env bash
# The receipt writer without shared_preload_libraries.  On PostgreSQL 17
# and later its queues live in a named dynamic shared memory segment and its
# workers start on demand, so the whole receipt writer suite runs unchanged
# without preloading.  Before 17 there is no writer without preloading: each
# receipt is written in the caller's transaction, which this checks.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/test/lib.sh"

if [ "$PG_MAJOR" -ge 17 ]; then
    RECEIPT_WRITER_PRELOAD=0 RECEIPT_WRITER_SUITE=receipt_writer_unpreloaded \
        WRITER_PORT=5497 exec bash "$here/test/ci/receipt_writer.sh"
fi

dir=$(scratch_dir)/unpreloaded
port=$(free_port 5497)
passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
q() { psql -X -Atq -h "$dir" -p "$port" -U postgres -d postgres "$@"; }
trap 'stop_server "$dir"; rm -rf "$(dirname "$dir")"' EXIT
start_server "$dir" "$port" || { tail -20 "$dir/log"; echo "receipt_writer_unpreloaded: 0 passed, 1 failed"; exit 1; }
q -c "CREATE EXTENSION nl2sql_heal" >/dev/null
xids=$(for i in $(seq 5); do
    echo "BEGIN; SELECT nl2sql_heal.heal_execute('inline', 'SELECT $i') IS NOT NULL AND pg_current_xact_id_if_assigned() IS NOT NULL; COMMIT;"
done | q | grep -c '^t$')
expect "PostgreSQL $PG_MAJOR unpreloaded: receipts are written in the caller's transaction" "$xids" "5"
sleep 0.5
expect "no receipt writer is started" \
    "$(q -c "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'")" "0"
expect "every call has its receipt" "$(q -c "SELECT count(*) FROM nl2sql_heal.steps WHERE question = 'inline'")" "5"
echo "receipt_writer_unpreloaded: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
