#!/usr/bin/env bash
# heal_execute and ask gained a dialect argument in 0.2.0: the upgrade from
# 0.1.0 drops and re-creates them.  After ALTER EXTENSION ... UPDATE they
# must be exactly what a fresh install makes (arguments, comments,
# privileges), keep the privileges a DBA granted or revoked on the old ones,
# and every old call form must still work.  Uses the server of PGHOST/PGPORT.
set -u
passed=0
failed=0
q() { psql -X -q -At -v ON_ERROR_STOP=1 -d "$1" -c "$2" 2>&1; }
check() {
    local label=$1 got=$2 want=$3
    if [ "$got" = "$want" ]; then
        passed=$((passed + 1)); echo "ok   $label"
    else
        failed=$((failed + 1)); echo "FAIL $label: got '$got', want '$want'"
    fi
}
shape="SELECT string_agg(p.oid::regprocedure || ' ' || pg_get_function_arguments(p.oid) || ' '
                  || coalesce(obj_description(p.oid, 'pg_proc'), '-') || ' ' || coalesce(p.proacl::text, '-'), E'\n' ORDER BY p.oid::regprocedure::text)
           FROM pg_proc p WHERE p.pronamespace = 'nl2sql_heal'::regnamespace AND p.proname IN ('ask', 'heal_execute')"
for db in regress_upg_plain regress_upg_granted regress_upg_fresh; do
    q postgres "DROP DATABASE IF EXISTS $db" >/dev/null
    q postgres "CREATE DATABASE $db" >/dev/null
done
q postgres "DROP ROLE IF EXISTS regress_upg_analyst" >/dev/null
q postgres "CREATE ROLE regress_upg_analyst" >/dev/null

q regress_upg_fresh "CREATE EXTENSION nl2sql_heal" >/dev/null
q regress_upg_plain "CREATE EXTENSION nl2sql_heal VERSION '0.1.0'" >/dev/null
check "0.1.0 → 0.2.0 runs" "$(q regress_upg_plain "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'")" ""
check "upgraded = fresh" "$(q regress_upg_plain "$shape")" "$(q regress_upg_fresh "$shape")"

q regress_upg_granted "CREATE EXTENSION nl2sql_heal VERSION '0.1.0'" >/dev/null
q regress_upg_granted "GRANT EXECUTE ON FUNCTION nl2sql_heal.ask(text, text) TO regress_upg_analyst" >/dev/null
q regress_upg_granted "REVOKE EXECUTE ON FUNCTION nl2sql_heal.heal_execute(text, text, text, int, bigint) FROM PUBLIC" >/dev/null
q regress_upg_granted "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'" >/dev/null
check "a DBA's grant on ask is kept" \
    "$(q regress_upg_granted "SELECT has_function_privilege('regress_upg_analyst', 'nl2sql_heal.ask(text, text, text)', 'EXECUTE')")" "t"
check "a DBA's revoke on heal_execute is kept" \
    "$(q regress_upg_granted "SELECT has_function_privilege('public', 'nl2sql_heal.heal_execute(text, text, text, int, bigint, text)', 'EXECUTE')")" "f"

for form in "'q', 'SELECT 1'" "'q', 'SELECT 1', NULL" "'q', 'SELECT 1', NULL, 1" "'q', 'SELECT 1', NULL, 1, NULL" \
            "question => 'q', sql => 'SELECT 1', max_attempts => 0" "'q', 'SELECT 1', dialect => 'sqlite'"; do
    check "heal_execute($form) after the upgrade" \
        "$(q regress_upg_plain "SELECT nl2sql_heal.heal_execute($form)->>'status'")" "ok"
done

for db in regress_upg_plain regress_upg_granted regress_upg_fresh; do
    q postgres "DROP DATABASE $db" >/dev/null
done
q postgres "DROP ROLE regress_upg_analyst" >/dev/null
echo "upgrade_dialect: $passed passed, $failed failed"
[ "$failed" = 0 ]
