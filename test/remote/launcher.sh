#!/bin/sh
# pg_regress --launcher of the remote schedule (test/ci/remote.sh): pg_regress
# runs each file as `launcher.sh psql -X -a -q -d DB`; the files read the
# second server's port from the psql variable :remote_port.
exec "$@" -v remote_port="$REMOTE_PORT"
