#!/usr/bin/env bash
# Optional demo: foreign drift diagnosed.  Starts a private MariaDB and a
# private PostgreSQL (scratch directories, stopped after), maps a MariaDB
# table with IMPORT FOREIGN SCHEMA through mysql_fdw, renames a column on
# MariaDB, and shows what heal_execute says and that its Fix-it works.
# Needs mariadb-server and postgresql-NN-mysql-fdw (docs/foreign-engines.md);
# the quick start (demo/run.sh) does not.  Run as root after `make install`
# (or demo/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. test/mariadb.sh

why=$(mariadb_missing)
if [ -n "$why" ]; then
    echo "demo skipped: $why (apt-get install --no-install-recommends mariadb-server postgresql-$PG_MAJOR-mysql-fdw)"
    exit 0
fi
dir=$(scratch_dir)
port=$(free_port ${DEMO_PORT:-5489})
myport=$(NL2SQL_HEAL_PORT_OFFSET=0 free_port $((port + 1)))
trap 'stop_server "$dir/pg"; stop_mariadb "$dir/my"; rm -rf "$dir"' EXIT
trap 'exit 1' INT TERM
start_server "$dir/pg" "$port"
start_mariadb "$dir/my" "$myport"
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres

mariadb_sql "$dir/my" <<'SQL'
CREATE DATABASE shop;
CREATE TABLE shop.customers (id int PRIMARY KEY, name varchar(50), email varchar(100));
INSERT INTO shop.customers VALUES (1, 'Alice', 'alice@example.com'), (2, 'Bob', 'bob@example.com');
CREATE USER 'agent'@'127.0.0.1' IDENTIFIED BY 'demo-only-password';
GRANT SELECT ON shop.* TO 'agent'@'127.0.0.1';
SQL
psql -X -q -d postgres -v ON_ERROR_STOP=1 -v myport="$myport" <<'SQL' >/dev/null
SET client_min_messages = warning;
CREATE EXTENSION nl2sql_heal;
CREATE EXTENSION mysql_fdw;
CREATE SERVER maria FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '127.0.0.1', port :'myport');
CREATE USER MAPPING FOR postgres SERVER maria OPTIONS (username 'agent', password 'demo-only-password');
CREATE SCHEMA shop;
IMPORT FOREIGN SCHEMA shop FROM SERVER maria INTO shop;
LOAD 'nl2sql_heal';
ALTER SYSTEM SET nl2sql_heal.trusted_functions = 'public.mysql_fdw_handler()';
SELECT pg_reload_conf();
SQL

show() {
    echo
    echo "-- $1"
    psql -X -At -d postgres -v q="$2" <<'SQL'
SELECT format(E'status: %s\nsql:    %s\nrows:   %s', r->>'status', r->>'sql', r->>'rows')
       || coalesce(E'\nerror:  ' || (r->'error'->>'message'), '')
       || coalesce((SELECT string_agg(E'\nnote:   ' || n, '') FROM jsonb_array_elements_text(r->'notes') n
                     WHERE n NOT LIKE 'Rules are the only repair source%'), '')
  FROM nl2sql_heal.heal_execute(NULL, :'q') r;
SQL
}

show "a query over the foreign table" "SELECT name, email FROM shop.customers ORDER BY id"
echo
echo "-- on MariaDB: ALTER TABLE shop.customers RENAME COLUMN email TO contact_email"
mariadb_sql "$dir/my" -e "ALTER TABLE shop.customers RENAME COLUMN email TO contact_email"
show "the same query now: the foreign table drifted" "SELECT name, email FROM shop.customers ORDER BY id"
echo
echo "-- the Fix-it, run by the foreign table's owner"
psql -X -q -d postgres -c "ALTER FOREIGN TABLE shop.customers RENAME COLUMN email TO contact_email"
show "a misspelt query over the fixed table heals as on a local table" "SELECT name, contact_emial FROM shop.customers ORDER BY id"
