#!/usr/bin/env bash
# The quick start: install what is needed, build and install the extension,
# start a private PostgreSQL, load the sample database, and heal real broken
# queries with the rule tier (no model, nothing leaves the database).
# Run as root on Debian 12.  KEEP_SERVER=1 leaves the server running.
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

install_packages
echo "== building and installing nl2sql_heal"
build_and_install
dir=/tmp/nl2sql_heal_demo
port=$(free_port ${DEMO_PORT:-5488})
stop_server "$dir"
rm -rf "$dir"
start_server "$dir" "$port"
[ "${KEEP_SERVER:-0}" = 1 ] || trap 'stop_server "$dir"' EXIT

export PGHOST=$dir PGPORT=$port PGUSER=postgres
psql -X -q -d postgres -c "CREATE DATABASE heal_demo"
psql -X -q -d heal_demo -v ON_ERROR_STOP=1 -c "CREATE EXTENSION nl2sql_heal" -f demo/sample.sql
psql -X -d heal_demo -v ON_ERROR_STOP=1 -f demo/demo.sql
if [ "${KEEP_SERVER:-0}" = 1 ]; then
    echo "Server left running: psql -h $dir -p $port -U postgres heal_demo"
fi
