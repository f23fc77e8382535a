#!/usr/bin/env bash
# Healing over foreign tables beside local ones: the defog-dev databases of
# ../shared/data loaded into a private MariaDB server and mapped back with
# IMPORT FOREIGN SCHEMA through mysql_fdw.  The foreign-dialect gold queries
# (T-SQL, MySQL, SQLite, BigQuery) and the PostgreSQL gold queries on the
# mechanically drifted copies (bench/drift/defog_drift.sql, drifted on the
# MariaDB side too) are healed by rules over the foreign tables and over the
# local tables; prints heal rate, wrong answers and the time per repair of
# each (bench/fdw_bench.py).  Run as root after a build; starts its own
# PostgreSQL and MariaDB servers and stops them.  Skips with a line when
# MariaDB, mysql_fdw or the data is absent.
#   BENCH_PORT (5511), BUDGET (2)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. test/mariadb.sh

data=../shared/data
[ -d "$data/defog-dev" ] || { echo "fdw bench: $data/defog-dev is absent; skipped"; exit 0; }
why=$(mariadb_missing)
[ -z "$why" ] || { echo "fdw bench: $why; skipped"; exit 0; }

dir=$(scratch_dir)
port=$(free_port ${BENCH_PORT:-5511})
myport=$(NL2SQL_HEAL_PORT_OFFSET=0 free_port $((port + 1)))
cleanup() {
    stop_server "$dir/pg"
    stop_mariadb "$dir/my"
    rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
start_server "$dir/pg" "$port"
start_mariadb "$dir/my" "$myport"
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
mariadb_sql "$dir/my" -e "CREATE USER 'bench'@'127.0.0.1' IDENTIFIED BY 'bench-pw'; GRANT ALL ON *.* TO 'bench'@'127.0.0.1'"
psql -X -q -d postgres -c "LOAD 'nl2sql_heal'" \
    -c "ALTER SYSTEM SET nl2sql_heal.trusted_functions = 'public.mysql_fdw_handler()'" -c "SELECT pg_reload_conf()" >/dev/null

# with_maria DB — mysql_fdw and the server in database DB
with_maria() {
    psql -X -q -d "$1" -v port="$myport" <<'SQL' >/dev/null
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS mysql_fdw;
CREATE SERVER maria FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '127.0.0.1', port :'port');
CREATE USER MAPPING FOR postgres SERVER maria OPTIONS (username 'bench', password 'bench-pw');
SQL
}

echo "loading defog-dev locally and into MariaDB ..."
for db in academic advising atis geography; do
    psql -X -q -d postgres -c "CREATE DATABASE $db"
    psql -X -q -d $db -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal" -f "$data/defog-dev/$db.sql" >/dev/null
    psql -X -q -d postgres -c "CREATE DATABASE ${db}_drift TEMPLATE $db"
    psql -X -q -d ${db}_drift -v ON_ERROR_STOP=1 -c "DROP EXTENSION nl2sql_heal" \
        -f bench/drift/defog_drift.sql -c "CREATE EXTENSION nl2sql_heal" >/dev/null
    for src in $db ${db}_drift; do
        with_maria $src
        psql -X -q -d postgres -c "CREATE DATABASE ${src}_fdw"
        psql -X -q -d ${src}_fdw -c "CREATE EXTENSION nl2sql_heal" >/dev/null
        with_maria ${src}_fdw
        # the same tables, each schema a MariaDB database, mapped back by import
        for schema in $(psql -X -At -d $src -c "SELECT DISTINCT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'nl2sql_heal') AND n.nspname !~ '^pg_'"); do
            mariadb_copy_schema $src $schema "${src}__$schema" "$dir/my"
            psql -X -q -d ${src}_fdw -v s="$schema" -v my="${src}__$schema" <<'SQL' >/dev/null
SET client_min_messages = warning;
CREATE SCHEMA IF NOT EXISTS :"s";
IMPORT FOREIGN SCHEMA :"my" FROM SERVER maria INTO :"s";
SQL
            # MariaDB keeps booleans as tinyint(1): read them as boolean, as the local tables have them
            psql -X -At -d $src -v s="$schema" -c "SELECT format('ALTER FOREIGN TABLE %I.%I ALTER COLUMN %I TYPE boolean;', n.nspname, c.relname, a.attname) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = '$schema' AND c.relkind = 'r' AND a.atttypid = 'bool'::regtype AND a.attnum > 0" |
                psql -X -q -d ${src}_fdw >/dev/null
        done
    done
done
make -s install ${NL2SQL_HEAL_TREE:+DESTDIR=$NL2SQL_HEAL_TREE} >/dev/null
python3 bench/fdw_bench.py
