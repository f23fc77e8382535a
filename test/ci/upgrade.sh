#!/usr/bin/env bash
# Upgrades give what a fresh install gives: for every older version with an
# install script (sql/nl2sql_heal--A.sql), CREATE EXTENSION ... VERSION 'A'
# then ALTER EXTENSION ... UPDATE must leave the same SQL objects as CREATE
# EXTENSION of the default version, compared property by property on the
# catalog (test/upgrade/catalog.sql).  The comparison itself is checked: each
# kind of difference an upgrade script could leave (a function's volatility,
# cost or SET clause, a column default, a new column, a constraint, an
# index, a policy expression, a grant, a view option, a trigger, a comment,
# a table dropped from the extension and its pg_extension_config_dump
# entry, an object left outside the extension) is made on a fresh install
# and must be reported.
#
# Uses the server of PGHOST / PGPORT (the main CI server).
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$here"
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
work=$(mktemp -d /tmp/nl2sql_heal-upgrade.XXXXXX)
fresh=heal_upgrade_fresh
updated=heal_upgrade_updated
cleanup() {
    q -d postgres -c "DROP DATABASE IF EXISTS $fresh" -c "DROP DATABASE IF EXISTS $updated" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
q() { PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 "$@"; }
catalog() { q -d "$1" -f test/upgrade/catalog.sql; }

default=$(sed -n "s/^default_version *= *'\(.*\)'/\1/p" nl2sql_heal.control)
q -d postgres -c "DROP DATABASE IF EXISTS $fresh" -c "CREATE DATABASE $fresh"
q -d "$fresh" -c "CREATE EXTENSION nl2sql_heal"
if ! catalog "$fresh" >"$work/fresh.txt" 2>"$work/fresh.err"; then
    cat "$work/fresh.err"
    fail "catalog of a fresh install"
    echo "upgrade: $passed passed, $failed failed"
    exit 1
fi
lines=$(wc -l <"$work/fresh.txt")
[ "$lines" -gt 100 ] && ok "fresh install $default described in $lines lines" || fail "fresh install described in only $lines lines"

# Every older version that has an install script.
for script in sql/nl2sql_heal--*.sql; do
    v=${script#sql/nl2sql_heal--}
    v=${v%.sql}
    case $v in *--*) continue ;; esac
    [ "$v" = "$default" ] && continue
    q -d postgres -c "DROP DATABASE IF EXISTS $updated" -c "CREATE DATABASE $updated"
    if ! q -d "$updated" -c "CREATE EXTENSION nl2sql_heal VERSION '$v'" -c "ALTER EXTENSION nl2sql_heal UPDATE" 2>"$work/update.err"; then
        fail "$v: ALTER EXTENSION UPDATE from $v: $(head -3 "$work/update.err")"
        continue
    fi
    catalog "$updated" >"$work/updated-$v.txt"
    if diff -u --label "CREATE EXTENSION (version $default)" --label "CREATE EXTENSION VERSION '$v'; ALTER EXTENSION UPDATE" \
            "$work/fresh.txt" "$work/updated-$v.txt" >"$work/diff-$v.txt"; then
        ok "$v -> $default: the same objects as a fresh install"
    else
        fail "$v -> $default: the objects differ from a fresh install (- fresh, + updated):"
        head -80 "$work/diff-$v.txt"
    fi
done

# The comparison sees each kind of difference.
mutation() {
    local what=$1
    shift
    if ! q -d "$fresh" -c "BEGIN" "$@" -f test/upgrade/catalog.sql -c "ROLLBACK" >"$work/mutated.txt" 2>"$work/mutated.err"; then
        fail "mutation '$what' could not be made: $(head -2 "$work/mutated.err")"
    elif cmp -s "$work/fresh.txt" "$work/mutated.txt"; then
        fail "the comparison misses $what"
    else
        ok "the comparison sees $what"
    fi
}
mutation "a function's volatility" -c "ALTER FUNCTION nl2sql_heal.sees_all_receipts() VOLATILE"
mutation "a function's cost" -c "ALTER FUNCTION nl2sql_heal.sees_all_receipts() COST 1234"
mutation "a function's SET clause" -c "ALTER FUNCTION nl2sql_heal.trace(bigint) SET work_mem = '1MB'"
mutation "a function's security" -c "ALTER FUNCTION nl2sql_heal.trace(bigint) SECURITY DEFINER"
mutation "a function's body" -c "CREATE OR REPLACE FUNCTION nl2sql_heal.sees_all_receipts() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS 'SELECT true'"
mutation "a function's grants" -c "REVOKE EXECUTE ON FUNCTION nl2sql_heal.trace(bigint) FROM PUBLIC"
mutation "a column default" -c "ALTER TABLE nl2sql_heal.receipts ALTER COLUMN created_at SET DEFAULT '2000-01-01'"
mutation "a NOT NULL" -c "ALTER TABLE nl2sql_heal.receipts ALTER COLUMN question SET NOT NULL"
mutation "a new column" -c "ALTER TABLE nl2sql_heal.receipts ADD COLUMN regress_extra int"
mutation "a column's options" -c "ALTER TABLE nl2sql_heal.receipts ALTER COLUMN question SET (n_distinct = 5)"
mutation "a column type" -c "ALTER TABLE nl2sql_heal.receipts ALTER COLUMN question TYPE varchar"
mutation "a constraint" -c "ALTER TABLE nl2sql_heal.metrics ADD CONSTRAINT regress_named CHECK (name <> '')"
mutation "an index" -c "CREATE INDEX regress_idx ON nl2sql_heal.receipts (created_at)"
mutation "a policy expression" -c "ALTER POLICY receipts_read ON nl2sql_heal.receipts USING (false)"
mutation "a table's grants" -c "GRANT INSERT ON nl2sql_heal.metrics TO PUBLIC"
mutation "a view's options" -c "ALTER VIEW nl2sql_heal.stats SET (security_invoker = false)"
mutation "a view's definition" -c "ALTER TABLE nl2sql_heal.attempts RENAME COLUMN ms TO regress_ms"
mutation "a trigger" -c "CREATE TRIGGER regress_trg BEFORE UPDATE ON nl2sql_heal.metrics FOR EACH ROW EXECUTE FUNCTION suppress_redundant_updates_trigger()"
mutation "row security" -c "ALTER TABLE nl2sql_heal.steps NO FORCE ROW LEVEL SECURITY"
mutation "a comment" -c "COMMENT ON TABLE nl2sql_heal.metrics IS 'changed'"
mutation "a table dropped from the extension (and its config dump entry)" -c "ALTER EXTENSION nl2sql_heal DROP TABLE nl2sql_heal.metrics"
mutation "an object outside the extension" -c "CREATE FUNCTION nl2sql_heal.regress_stray() RETURNS int LANGUAGE sql AS 'SELECT 1'"

echo "upgrade: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
