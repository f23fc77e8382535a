#!/usr/bin/env bash
# The schema-change journal and remembered repairs survive pg_dump /
# pg_restore (OIDs change: the journal is followed by name), entry ids
# continue after, the restore itself records nothing and warns of nothing,
# and the journal's cost per DDL stays small.  Uses the server in PGHOST / PGPORT.
set -u
host=$PGHOST
port=$PGPORT
passed=0
failed=0
q() { PGOPTIONS='-c client_min_messages=warning' psql -X -h "$host" -p "$port" -U postgres -v ON_ERROR_STOP=1 -Atq "$@"; }
expect() {
    if [ "$2" = "$3" ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: got '$2', want '$3'"; fi
}

q -d postgres -c "DROP DATABASE IF EXISTS heal_journal_src" -c "DROP DATABASE IF EXISTS heal_journal_dst"
q -d postgres -c "CREATE DATABASE heal_journal_src" -c "CREATE DATABASE heal_journal_dst"
q -d heal_journal_src >/dev/null <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE accounts (account_no int, balance numeric);
INSERT INTO accounts VALUES (1, 100), (2, 250);
ALTER TABLE accounts RENAME TO holdings;
ALTER TABLE holdings RENAME COLUMN balance TO worth;
SET nl2sql_heal.remembered_touch_interval = 0;
SELECT nl2sql_heal.heal_execute('q', 'SELECT sum(balance) FROM accounts');
SQL
snapshot() {
    q -d "$1" -c "SELECT (SELECT string_agg(format('%s|%s|%s|%s.%s.%s|%s.%s.%s', entry_id, change, object_kind, old_schema, old_relation, old_column, new_schema, new_relation, new_column), ';' ORDER BY entry_id) FROM nl2sql_heal.schema_journal),
                         (SELECT string_agg(format('%s|%s|%s|%s', memory_id, failing_sql, rewrite, source), ';' ORDER BY memory_id) FROM nl2sql_heal.remembered)"
}
before=$(snapshot heal_journal_src)
dump=$(mktemp /tmp/heal_journal.XXXXXX)
pg_dump -h "$host" -p "$port" -U postgres -Fc -f "$dump" heal_journal_src
restore_err=$(pg_restore -h "$host" -p "$port" -U postgres -d heal_journal_dst "$dump" 2>&1)
rm -f "$dump"
expect "pg_restore says nothing" "$restore_err" ""
after=$(snapshot heal_journal_dst)
expect "journal and remembered repairs restored" "$after" "$before"
expect "the journal is followed by name after restore (new OIDs)" \
    "$(q -d heal_journal_dst -c "SELECT r->>'sql' || ' ' || (r->'attempts'->1->>'repair') FROM nl2sql_heal.heal_execute('q', 'SELECT max(balance) FROM accounts') r")" \
    "SELECT max(worth) FROM holdings rule:journal"
expect "a remembered repair is used after restore" \
    "$(q -d heal_journal_dst -c "SELECT r->'attempts'->0->>'repair' FROM nl2sql_heal.heal_execute('q', 'SELECT sum(balance) FROM accounts') r")" \
    "memory:rule:journal"
q -d heal_journal_dst -c "ALTER TABLE holdings RENAME TO positions" >/dev/null
expect "the restored event triggers record, and entry ids continue" \
    "$(q -d heal_journal_dst -c "SELECT entry_id, new_relation FROM nl2sql_heal.schema_journal ORDER BY entry_id DESC LIMIT 1")" \
    "3|positions"

# Cost per DDL: 300 renames with the journal, then the same with its triggers disabled.
ddl_ms() {
    q -d heal_journal_src -c "CREATE TABLE bench_t (c0 int)" >/dev/null
    psql -X -h "$host" -p "$port" -U postgres -Atq -d heal_journal_src -c "
        DO \$\$
        DECLARE t0 timestamptz := clock_timestamp();
        BEGIN
            FOR i IN 1..300 LOOP
                EXECUTE format('ALTER TABLE bench_t RENAME COLUMN c%s TO c%s', i - 1, i);
            END LOOP;
            RAISE NOTICE '%', extract(epoch FROM clock_timestamp() - t0) * 1000 / 300;
        END \$\$" 2>&1 | sed -n 's/.*NOTICE: *//p'
    q -d heal_journal_src -c "DROP TABLE bench_t" >/dev/null
}
with=$(ddl_ms)
q -d heal_journal_src -c "ALTER EVENT TRIGGER nl2sql_heal_journal_start DISABLE" -c "ALTER EVENT TRIGGER nl2sql_heal_journal_end DISABLE" -c "ALTER EVENT TRIGGER nl2sql_heal_journal_drop DISABLE"
without=$(ddl_ms)
printf "     journal cost per RENAME COLUMN: %.3f ms with, %.3f ms without\n" "${with:-0}" "${without:-0}"
expect "journal cost per DDL under 2 ms (bench/journal.sh measures it properly)" "$(echo "${with:-99} - ${without:-0} < 2" | bc -l)" "1"

q -d postgres -c "DROP DATABASE heal_journal_src" -c "DROP DATABASE heal_journal_dst"
echo "journal: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
