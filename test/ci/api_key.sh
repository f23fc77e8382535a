#!/usr/bin/env bash
# The model API key never reaches another role, the server log, results,
# receipts or notes: on a server of its own, preloaded and not, with the key
# in nl2sql_heal.model_api_key_file and an endpoint that echoes the
# Authorization header back.  A role without privileges and a member of
# pg_read_all_settings try SHOW, current_setting, pg_settings,
# pg_file_settings and pg_read_file; a key put in a setting other roles could
# read (ALTER SYSTEM, before the library is loaded) is refused.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$here"
. test/lib.sh

passed=0
failed=0
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}
base=$(scratch_dir)
key='sk-proj-KEYFILE-7d3a91c4e25b'
setting_key='sk-proj-SETTING-0b44e7a1f9'
session_key='sk-proj-SESSION-93c1d0a7e2'
# every key of the test, as one grep pattern
all_keys="$key|$setting_key|$session_key|KEYFILE|SETTING-0b44|SESSION-93c1"

python3 test/mock_llm/server.py --port 0 --port-file "$base/mock.port" --api-key "$key" --max-seconds 900 \
    >"$base/mock.log" 2>&1 &
mock_pid=$!
dir=""
cleanup() {
    [ -n "${KEEP:-}" ] && return
    kill "$mock_pid" 2>/dev/null
    wait "$mock_pid" 2>/dev/null
    [ -n "$dir" ] && stop_server "$dir"
    rm -rf "$base"
}
trap cleanup EXIT
for _ in $(seq 100); do [ -s "$base/mock.port" ] && break; sleep 0.1; done
mock="http://127.0.0.1:$(cat "$base/mock.port")"
ctl() { MOCK_URL=$mock python3 test/model/ctl.py "$@"; }

# q [psql args] — as the superuser; as ROLE when U=role
q() { psql -X -At -h "$dir" -p "$port" -U "${U:-postgres}" -d apikey "$@" 2>&1; }
# count_keys FILE... — how many lines hold any of the keys
count_keys() { cat "$@" 2>/dev/null | grep -cE "$all_keys"; }

for mode in plain preloaded; do
    echo "== $mode"
    dir=$base/$mode
    port=$(free_port $([ $mode = plain ] && echo 5495 || echo 5496))
    opts=""
    [ $mode = preloaded ] && opts="-c shared_preload_libraries=nl2sql_heal"
    SERVER_OPTS="$opts" start_server "$dir" "$port" || { tail -20 "$dir/log"; failed=$((failed + 1)); continue; }
    out=$base/$mode.out
    : >"$out"

    # The key file: the server's OS user's, mode 600.
    printf '%s\n' "$key" >"$dir/model.key"
    chown postgres "$dir/model.key"
    chmod 600 "$dir/model.key"

    U=postgres psql -X -q -h "$dir" -p "$port" -U postgres -d postgres -c "CREATE DATABASE apikey" >/dev/null
    # every call must reach the model: no remembered repair stands in for it
    U=postgres psql -X -q -h "$dir" -p "$port" -U postgres -d postgres \
        -c "ALTER DATABASE apikey SET nl2sql_heal.remembered_max = 0" >/dev/null
    q -q >>"$out" <<SQL
CREATE EXTENSION nl2sql_heal;
CREATE TABLE shop (customer_name text);
INSERT INTO shop VALUES ('Ada');
CREATE ROLE regress_key_plain LOGIN;
CREATE ROLE regress_key_reader LOGIN IN ROLE pg_read_all_settings;
GRANT SELECT ON shop TO regress_key_plain, regress_key_reader;
ALTER SYSTEM SET nl2sql_heal.model_provider = 'openai';
ALTER SYSTEM SET nl2sql_heal.model_endpoint = '$mock';
ALTER SYSTEM SET nl2sql_heal.model_deployment = 'gpt-4o';
ALTER SYSTEM SET nl2sql_heal.model_max_retries = 0;
ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$dir/model.key';
SELECT pg_reload_conf();
SQL
    sleep 0.5

    # What another role can see of the settings, before and after the library loads.
    for role in regress_key_plain regress_key_reader; do
        for load in "" "LOAD 'nl2sql_heal';"; do
            U=$role q -v ON_ERROR_STOP=0 >>"$out" <<SQL
$load
SHOW nl2sql_heal.model_api_key;
SELECT current_setting('nl2sql_heal.model_api_key', true);
SHOW nl2sql_heal.model_api_key_file;
SELECT s::text FROM pg_settings s WHERE name LIKE 'nl2sql_heal.%';
SELECT f::text FROM pg_file_settings f;
SELECT pg_read_file(current_setting('nl2sql_heal.model_api_key_file'));
SELECT pg_read_file('$dir/data/postgresql.auto.conf');
SHOW ALL;
SQL
        done
    done
    expect "$mode: the key is in no setting, view or error another role sees" "$(count_keys "$out")" "0"
    expect "$mode: pg_file_settings is refused to other roles" \
        "$(grep -c 'permission denied for view pg_file_settings' "$out")" "4"

    # A hostile endpoint echoes the Authorization header into its replies: into
    # the rewrite (which then runs and returns it), and into an error message.
    ctl reset >/dev/null
    ctl script '[{"content": "```sql\nSELECT $$echo {{header:Authorization}}$$ AS echoed FROM shop\n```"},
                 {"status": 500, "error": {"message": "bad request: {{headers}}", "type": "server_error"}}]' >/dev/null
    for role in regress_key_plain regress_key_reader; do
        U=$role q >>"$out" <<'SQL'
SELECT nl2sql_heal.heal_execute('Who?', 'SELECT frobnicate(customer_name) FROM shop')::text;
SQL
    done
    expect "$mode: the model was called with the key (so the test can fail)" \
        "$(ctl requests | grep -o "Bearer $key" | wc -l)" "2"
    expect "$mode: the echoed key came back scrubbed in the rows" "$(grep -c 'echo Bearer \[key\]' "$out")" "1"
    expect "$mode: the echoed key came back scrubbed in the error note" \
        "$(grep -c 'bad request: .*Bearer \[key\]' "$out")" "1"
    # everything stored: dump the database
    runuser -u postgres -- "$PGBIN/pg_dump" -h "$dir" -p "$port" -U postgres -d apikey >"$base/$mode.dump"
    expect "$mode: the dump (receipts, steps, attempts, notes) holds no key" \
        "$(grep -q 'echo Bearer \[key\]' "$base/$mode.dump" && echo scrubbed) $(count_keys "$base/$mode.dump")" "scrubbed 0"
    expect "$mode: results hold no key" "$(count_keys "$out")" "0"

    # A key file others may read is refused, without a call and without the key.
    chmod 640 "$dir/model.key"
    ctl reset >/dev/null
    r=$(U=regress_key_plain q -c "SELECT nl2sql_heal.heal_execute('Who?', 'SELECT frobnicate(customer_name) FROM shop')::text")
    echo "$r" >>"$out"
    expect "$mode: a key file other OS users may read is refused" \
        "$(echo "$r" | grep -c 'can be read or written by other OS users')" "1"
    expect "$mode: ... and no call is made" "$(ctl count)" "0"
    chmod 600 "$dir/model.key"
    # ... and so are one of another OS user and one that is not a regular file.
    ctl reset >/dev/null
    chown root "$dir/model.key"
    r=$(U=regress_key_plain q -c "SELECT nl2sql_heal.heal_execute('Who?', 'SELECT frobnicate(customer_name) FROM shop')::text")
    echo "$r" >>"$out"
    expect "$mode: a key file of another OS user is refused" \
        "$(echo "$r" | grep -c "the key file (nl2sql_heal.model_api_key_file) cannot be opened: Permission denied")" "1"
    chown postgres "$dir/model.key"
    q -q -c "ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$dir'" -c "SELECT pg_reload_conf()" >/dev/null
    sleep 0.3
    r=$(U=regress_key_plain q -c "SELECT nl2sql_heal.heal_execute('Who?', 'SELECT frobnicate(customer_name) FROM shop')::text")
    expect "$mode: a key file that is not a regular file is refused" \
        "$(echo "$r" | grep -c 'is not a regular file')" "1"
    q -q -c "ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$dir/model.key'" -c "SELECT pg_reload_conf()" >/dev/null
    sleep 0.3
    expect "$mode: ... and no call is made for either" "$(ctl count)" "0"

    # A key in a setting is refused.  ALTER SYSTEM and ALTER ROLE with the
    # library loaded fail without showing it (PostgreSQL itself refuses ALTER
    # SYSTEM of a parameter it does not know yet).  The statement carries the
    # key, so a failing one is logged (log_min_error_statement): the session
    # turns that off here, and the README says to use the key file.
    r=$(q -v ON_ERROR_STOP=0 <<SQL
SET log_min_error_statement = panic;
LOAD 'nl2sql_heal';
ALTER SYSTEM SET nl2sql_heal.model_api_key = '$setting_key';
ALTER ROLE regress_key_plain SET nl2sql_heal.model_api_key = '$setting_key';
ALTER DATABASE apikey SET nl2sql_heal.model_api_key = '$setting_key';
SQL
)
    expect "$mode: ALTER SYSTEM, ALTER ROLE and ALTER DATABASE SET of the key fail" \
        "$(echo "$r" | grep -c 'ERROR:  a key in nl2sql_heal.model_api_key from a configuration file, ALTER SYSTEM')" "3"
    expect "$mode: ... showing no key" "$(echo "$r" | grep -cE "$all_keys")" "0"
    expect "$mode: ... and storing none" \
        "$(grep -c "$setting_key" "$dir/data/postgresql.auto.conf") $(q -c "SELECT count(*) FROM pg_db_role_setting WHERE array_to_string(setconfig, ',') LIKE '%SETTING%'")" "0 0"
    # A key written into postgresql.conf: refused once the library loads (with
    # preloading, at the reload), and the key file's key is used instead.
    echo "nl2sql_heal.model_api_key = '$setting_key'" >>"$dir/data/postgresql.conf"
    q -c "SELECT pg_reload_conf()" >/dev/null
    sleep 0.5
    ctl reset >/dev/null
    ctl script '[{"content": "```sql\nSELECT customer_name FROM shop\n```"}]' >/dev/null
    r=$(U=regress_key_plain q -c "SELECT nl2sql_heal.heal_execute('Who?', 'SELECT frobnicate(customer_name) FROM shop')->>'status'")
    if [ $mode = plain ]; then
        expect "plain: a key in postgresql.conf is refused when the library loads" \
            "$(echo "$r" | grep -c 'WARNING:  a key given to nl2sql_heal.model_api_key before the library was loaded is not used')" "1"
    else
        expect "preloaded: a key in postgresql.conf is refused at the reload, in the log without the key" \
            "$(grep -c 'LOG:  a key in nl2sql_heal.model_api_key from a configuration file, ALTER SYSTEM' "$dir/log")" "1"
    fi
    expect "$mode: ... the key file's key is used instead" "$(ctl requests | grep -o "Bearer $key" | wc -l)" "1"
    expect "$mode: ... the refused key is never sent" "$(ctl requests | grep -c "$setting_key")" "0"
    expect "$mode: ... the call still works" "$(echo "$r" | tail -1)" "repaired"
    sed -i "/$setting_key/d" "$dir/data/postgresql.conf"
    q -c "SELECT pg_reload_conf()" >/dev/null
    sleep 0.5
    if [ $mode = plain ]; then
        # Without preloading, the postmaster holds the value as a plain
        # placeholder and logs it at the reload ("parameter ... changed to"):
        # PostgreSQL does that for any setting, which is why the key belongs
        # in the key file (README).  That line is the only one that has it.
        expect "plain: only the reload's \"changed to\" line logged the key put in postgresql.conf" \
            "$(grep "$setting_key" "$dir/log" | grep -vc 'LOG:  parameter "nl2sql_heal.model_api_key" changed to')" "0"
        sed -i "/LOG:  parameter \"nl2sql_heal.model_api_key\" changed to/d" "$dir/log"
    fi

    # A superuser's own SET (after the library loaded) is used, and shown to nobody.
    ctl reset >/dev/null
    ctl script '[{"content": "```sql\nSELECT customer_name FROM shop\n```"}]' >/dev/null
    r=$(q -v ON_ERROR_STOP=0 <<SQL
LOAD 'nl2sql_heal';
ALTER SYSTEM RESET nl2sql_heal.model_api_key_file;
SELECT pg_reload_conf();
SELECT pg_sleep(0.3);
SET nl2sql_heal.model_api_key_file = '';
SET nl2sql_heal.model_api_key = '$session_key';
SHOW nl2sql_heal.model_api_key;
SELECT count(*) FROM pg_settings WHERE name = 'nl2sql_heal.model_api_key';
SET ROLE regress_key_reader;
SHOW nl2sql_heal.model_api_key;
SELECT current_setting('nl2sql_heal.model_api_key');
SELECT s::text FROM pg_settings s WHERE name LIKE 'nl2sql_heal.%';
RESET ROLE;
SELECT nl2sql_heal.heal_execute('Who?', 'SELECT frobnicate(customer_name) FROM shop')->>'status';
SQL
)
    expect "$mode: a superuser's SET of the key is shown as (hidden), also to pg_read_all_settings" \
        "$(echo "$r" | grep -c '^(hidden)$')" "3"
    expect "$mode: ... and is used" "$(ctl requests | grep -o "Bearer $session_key" | wc -l)" "1"
    expect "$mode: ... and appears nowhere" "$(echo "$r" | grep -cE "$all_keys")" "0"

    stop_server "$dir"
    expect "$mode: the server log holds no key" "$(count_keys "$dir/log")" "0"
    dir=""
done

echo "api_key: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
