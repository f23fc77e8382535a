#!/usr/bin/env bash
# The repair budget's default comes from the server's environment variable
# LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS: truncated, clamped to 0..5; unset, empty or
# non-numeric means 2.  Starts a server with each value and reads the setting.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/test/lib.sh"

dir=$(scratch_dir)/knob
port=$(free_port ${KNOB_PORT:-5491})
passed=0
failed=0

check() {
    local label=$1 want=$2
    shift 2
    start_server "$dir" "$port" "$@"
    got=$(psql -X -q -h "$dir" -p "$port" -U postgres -d postgres -Atc \
        "LOAD 'nl2sql_heal'; SHOW nl2sql_heal.repair_max_attempts" 2>&1)
    stop_server "$dir"
    if [ "$got" = "$want" ]; then
        passed=$((passed + 1))
        echo "ok   $label -> $got"
    else
        failed=$((failed + 1))
        echo "FAIL $label -> got '$got', want '$want'"
    fi
}

check "unset" 2
check "empty" 2 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=
check "7" 5 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=7
check "-1" 0 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=-1
check "2.9" 2 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=2.9
check "abc" 2 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=abc
check "0" 0 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=0
check "4" 4 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=4
check "-0.5" 0 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=-0.5
check "3abc" 2 LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS=3abc
rm -rf "$(dirname "$dir")"
echo "knob_env: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
