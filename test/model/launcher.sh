#!/bin/sh
# pg_regress --launcher of the model schedule (test/ci/model.sh): pg_regress
# runs each file as `launcher.sh psql -X -a -q -d DB`.  Every file starts with
# the mock model server's script and request log empty, and with the psql
# variables :mock (the mock's URL), :key (the API key the files set) and
# :dead_port (a port where nothing listens).
python3 test/model/ctl.py reset >/dev/null || exit 1
exec "$@" -v mock="$MOCK_URL" -v key="$MODEL_API_KEY" -v dead_port="$MODEL_DEAD_PORT"
