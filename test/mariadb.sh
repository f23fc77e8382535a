# test/mariadb.sh — a private MariaDB server for the foreign-table benchmark
# and demo (bench/fdw.sh, demo/fdw_drift.sh): run as the postgres OS user in
# a scratch directory, on a port of its own and a socket in that directory.
# Source after test/lib.sh.  The TAP suite has its own (test/perl/Nl2sqlHeal/MariaDB.pm).

# mariadb_missing — why MariaDB or mysql_fdw cannot be used here, or nothing.
mariadb_missing() {
    [ -x /usr/sbin/mariadbd ] || { echo "mariadb-server is not installed"; return; }
    [ -f "/usr/share/postgresql/$PG_MAJOR/extension/mysql_fdw.control" ] ||
        echo "mysql_fdw is not installed for PostgreSQL $PG_MAJOR (postgresql-$PG_MAJOR-mysql-fdw)"
}

# start_mariadb DIR PORT — initialise (once) and start; root over the socket only.
start_mariadb() {
    local dir=$1 port=$2 i
    mkdir -p "$dir"
    chown postgres "$dir"
    chmod 700 "$dir"
    if [ ! -d "$dir/data/mysql" ]; then
        runuser -u postgres -- mariadb-install-db --no-defaults --datadir="$dir/data" \
            --auth-root-authentication-method=normal --skip-test-db --skip-name-resolve >"$dir/install.log" 2>&1 ||
            { cat "$dir/install.log"; return 1; }
    fi
    runuser -u postgres -- /usr/sbin/mariadbd --no-defaults --datadir="$dir/data" --socket="$dir/my.sock" \
        --port="$port" --bind-address=127.0.0.1 --pid-file="$dir/my.pid" --log-error="$dir/error.log" \
        --skip-name-resolve --innodb-buffer-pool-size=64M --skip-log-bin </dev/null >/dev/null 2>&1 &
    for i in $(seq 1 300); do
        mariadb_sql "$dir" -e "SELECT 1" >/dev/null 2>&1 && return 0
        sleep 0.2
    done
    cat "$dir/error.log"
    return 1
}

# mariadb_sql DIR [mariadb args] — the client as root over the server's socket.
mariadb_sql() {
    local dir=$1
    shift
    mariadb --no-defaults --socket="$dir/my.sock" -uroot -N -B "$@"
}

# stop_mariadb DIR — shut it down and wait for it to go.
stop_mariadb() {
    local dir=$1 pid i
    [ -f "$dir/my.pid" ] || return 0
    pid=$(cat "$dir/my.pid")
    mariadb_sql "$dir" -e "SHUTDOWN" >/dev/null 2>&1 || kill "$pid" 2>/dev/null
    for i in $(seq 1 100); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 0.2
    done
}

# mariadb_copy_schema PGDB SCHEMA MYDB DIR — make MariaDB database MYDB hold
# the tables of PostgreSQL PGDB's SCHEMA: same names, types mapped, binary
# collation so that text compares as PostgreSQL's does, and the same rows
# (as INSERTs of their text forms: mysql_fdw writes only to tables whose
# first column is unique).
mariadb_copy_schema() {
    local pgdb=$1 schema=$2 mydb=$3 dir=$4
    psql -X -q -At -d "$pgdb" -v s="$schema" -v my="$mydb" >"$dir/ddl.sql" <<'SQL'
SELECT format('CREATE DATABASE `%s` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin;', :'my');
SELECT format('CREATE TABLE `%s`.`%s` (%s);', :'my', c.relname,
       string_agg(format('`%s` %s', a.attname,
           CASE t.typname WHEN 'int8' THEN 'BIGINT' WHEN 'int4' THEN 'INT' WHEN 'int2' THEN 'SMALLINT'
                WHEN 'bool' THEN 'BOOLEAN' WHEN 'date' THEN 'DATE' WHEN 'float8' THEN 'DOUBLE'
                WHEN 'float4' THEN 'FLOAT' WHEN 'numeric' THEN 'DOUBLE' WHEN 'timestamp' THEN 'DATETIME(6)'
                ELSE 'TEXT' END), ', ' ORDER BY a.attnum))
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  JOIN pg_type t ON t.oid = a.atttypid
 WHERE n.nspname = :'s' AND c.relkind = 'r'
 GROUP BY c.relname;
-- one SELECT per table that prints its rows as INSERTs
SELECT format('SELECT %L || %s || %L FROM %I.%I;',
       format('INSERT INTO `%s`.`%s` VALUES (', :'my', c.relname),
       string_agg(format('pg_catalog.quote_nullable(%I%s::text)', a.attname,
                         CASE WHEN a.atttypid = 'bool'::regtype THEN '::int' ELSE '' END),
                  ' || '','' || ' ORDER BY a.attnum),
       ');', n.nspname, c.relname)
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
 WHERE n.nspname = :'s' AND c.relkind = 'r'
 GROUP BY n.nspname, c.relname;
SQL
    sed -n '/^CREATE/p' "$dir/ddl.sql" | mariadb_sql "$dir"
    sed -n '/^SELECT/p' "$dir/ddl.sql" | psql -X -q -At -d "$pgdb" |
        { echo "SET sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES');"; cat; } | mariadb_sql "$dir"
}
