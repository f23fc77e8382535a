#!/usr/bin/env bash
# Receipts, metrics, model prices and sensitive-column labels survive
# pg_dump / pg_restore, and ids continue after.
# Uses the server in PGHOST / PGPORT.
set -u
host=$PGHOST
port=$PGPORT
passed=0
failed=0
q() { PGOPTIONS='-c client_min_messages=warning' psql -X -h "$host" -p "$port" -U postgres -v ON_ERROR_STOP=1 -Atq "$@"; }
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}

q -d postgres -c "DROP DATABASE IF EXISTS heal_dump_src" -c "DROP DATABASE IF EXISTS heal_dump_dst"
q -d postgres -c "CREATE DATABASE heal_dump_src" -c "CREATE DATABASE heal_dump_dst"
q -d heal_dump_src >/dev/null <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE SCHEMA shop;
CREATE TABLE shop.orders (id int, amount numeric);
INSERT INTO shop.orders VALUES (1, 10), (2, 20);
INSERT INTO nl2sql_heal.metrics VALUES ('revenue', 'sum(amount)', 'Money in', '{turnover}');
INSERT INTO nl2sql_heal.model_prices VALUES ('gpt-4o', 0.0025, 0.01);
CREATE TABLE shop.customers (id int, name text, email text, ssn text);
SELECT nl2sql_heal.mark_sensitive('shop.customers', 'email');
SECURITY LABEL FOR nl2sql_heal ON COLUMN shop.customers.ssn IS 'sensitive';
SELECT nl2sql_heal.heal_execute('revenue?', 'SELECT sum(amount) FROM orders');
SELECT nl2sql_heal.heal_execute('nothing', 'SELECT 1 WHERE false');
SELECT nl2sql_heal.heal_execute('bad', 'SELECT 1/0');
SQL
snapshot() {
    q -d "$1" -c "SELECT (SELECT string_agg(format('%s|%s|%s', receipt_id, role_name, question), ';' ORDER BY receipt_id) FROM nl2sql_heal.receipts),
                         (SELECT string_agg(format('%s|%s|%s|%s', receipt_id, step, status, final_sql), ';' ORDER BY receipt_id, step) FROM nl2sql_heal.steps),
                         (SELECT string_agg(format('%s|%s|%s|%s', receipt_id, attempt, outcome, repair), ';' ORDER BY receipt_id, attempt) FROM nl2sql_heal.attempts),
                         (SELECT string_agg(format('%s|%s|%s', name, expression, synonyms), ';') FROM nl2sql_heal.metrics)"
}
before=$(snapshot heal_dump_src)
dump=$(mktemp /tmp/heal_dump.XXXXXX)
pg_dump -h "$host" -p "$port" -U postgres -Fc -f "$dump" heal_dump_src
pg_restore -h "$host" -p "$port" -U postgres -d heal_dump_dst "$dump"
after=$(snapshot heal_dump_dst)
rm -f "$dump"
expect "receipts, steps, attempts and metrics restored" "$after" "$before"
expect "three receipts restored" "$(q -d heal_dump_dst -c 'SELECT count(*) FROM nl2sql_heal.receipts')" "3"
expect "new receipt ids continue after restore" \
    "$(q -d heal_dump_dst -c "SELECT (nl2sql_heal.heal_execute('again', 'SELECT 1')->>'receipt_id')::int")" "4"
labels() {
    q -d "$1" -c "SELECT string_agg(format('%s.%s.%s', schema_name, table_name, column_name), ',' ORDER BY column_name)
                    FROM nl2sql_heal.sensitive_columns"
}
expect "sensitive column labels restored" "$(labels heal_dump_dst)" "shop.customers.email,shop.customers.ssn"
expect "model prices restored" \
    "$(q -d heal_dump_dst -c "SELECT format('%s|%s|%s', deployment, per_1k_in, per_1k_out) FROM nl2sql_heal.model_prices")" \
    "gpt-4o|0.0025|0.01"
# a plain-text dump restored with psql: the labels come back too
plain=$(mktemp /tmp/heal_dump.XXXXXX)
pg_dump -h "$host" -p "$port" -U postgres -f "$plain" heal_dump_src
q -d postgres -c "DROP DATABASE IF EXISTS heal_dump_plain" -c "CREATE DATABASE heal_dump_plain"
restore_errors=$(psql -X -q -h "$host" -p "$port" -U postgres -d heal_dump_plain -f "$plain" 2>&1 >/dev/null | grep -c ERROR)
rm -f "$plain"
expect "plain dump restores without errors" "$restore_errors" "0"
expect "sensitive column labels restored from a plain dump" "$(labels heal_dump_plain)" "shop.customers.email,shop.customers.ssn"
q -d postgres -c "DROP DATABASE heal_dump_plain"
expect "row-level security kept" \
    "$(q -d heal_dump_dst -c "SELECT relforcerowsecurity FROM pg_class WHERE oid = 'nl2sql_heal.receipts'::regclass")" "t"
q -d postgres -c "DROP DATABASE heal_dump_src" -c "DROP DATABASE heal_dump_dst"
echo "dump_restore: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
