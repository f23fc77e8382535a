#!/usr/bin/env bash
# Where a repair's time goes, on real model SQL: the failing predictions of
# the held-out Spider databases (../shared/data/spider-llm, SQLite's column
# types) and of BIRD's superhero (../shared/data/bird-dev), healed by rules
# (budget 2) from CLIENTS concurrent sessions.  Each installed build named
# (trees made with DESTDIR, as NL2SQL_HEAL_TREE names them) gets a server of
# its own, preloaded; rounds alternate between the builds so that other work
# on the machine weighs on both alike.  Per build it prints the median and
# p95 of the whole call (wall clock, and the backend's CPU time from
# /proc/self/schedstat), and, for a benchmark build (make PHASE_TIMING=1),
# the median, p95 and mean of each phase and what the slowest 5% of calls
# spend their time on.  Run as root after building; skips without the data.
#   bash bench/repair_phases.sh [TREE ...]     (default: $NL2SQL_HEAL_TREE)
#   CLIENTS=8 ROUNDS=3 BUDGET=2 HELD_OUT="car_1 tvshow voter_1" BIRD=yes
#   BENCH_PRELOAD=yes BENCH_PORT=5530 VERBOSE=1 (the slowest calls' queries)
#   STATEMENTS=one (each call its own statement) or all (back to back in one)
#   KEEP_LOGS=/tmp/x (each server's log copied to /tmp/x.<build index>)
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

data=../shared/data
if [ ! -f "$data/spider-llm/cases.jsonl" ] || [ ! -f "$data/bird-dev/cases.jsonl" ]; then
    echo "repair phases bench: $data/spider-llm or $data/bird-dev is absent; skipped"
    exit 0
fi
trees=("$@")
[ ${#trees[@]} -ge 1 ] || trees=("${NL2SQL_HEAL_TREE:-}")
held_out=${HELD_OUT:-car_1 tvshow voter_1}
preload_opt="-c shared_preload_libraries=nl2sql_heal"
[ "${BENCH_PRELOAD:-yes}" = yes ] || preload_opt=
dirs=()
servers=()
cleanup() {
    local i
    for i in "${!dirs[@]}"; do
        runuser -u postgres -- "${trees[$i]}/usr/lib/postgresql/$PG_MAJOR/bin/pg_ctl" -D "${dirs[$i]}/data" -m fast stop >/dev/null 2>&1 || true
        [ -z "${KEEP_LOGS:-}" ] || cp "${dirs[$i]}/log" "$KEEP_LOGS.$i"
        rm -rf "${dirs[$i]}"
    done
}
trap cleanup EXIT
port=${BENCH_PORT:-5530}
for i in "${!trees[@]}"; do
    bin=${trees[$i]}/usr/lib/postgresql/$PG_MAJOR/bin
    d=$(scratch_dir)
    dirs+=("$d")
    port=$(free_port $((port + 1)))
    chown postgres "$d"
    runuser -u postgres -- "$bin/initdb" -D "$d/data" -U postgres -A trust --no-sync >/dev/null
    # each call's phases are logged (a benchmark build only: src/phase_timing.c)
    runuser -u postgres -- env NL2SQL_HEAL_PHASE_CALLS=1 "$bin/pg_ctl" -D "$d/data" -l "$d/log" -w \
        -o "-p $port -k $d -c listen_addresses='' -c fsync=off -c max_connections=40 $preload_opt" start >/dev/null
    for db in $held_out; do
        psql -X -q -h "$d" -p "$port" -U postgres -d postgres -c "CREATE DATABASE spider__$db"
        psql -X -q -h "$d" -p "$port" -U postgres -d "spider__$db" -v ON_ERROR_STOP=1 \
            -c "CREATE EXTENSION nl2sql_heal" -f "$data/spider-llm/sqlite_types/$db.sql" -c ANALYZE >/dev/null
    done
    if [ "${BIRD:-yes}" = yes ]; then
        psql -X -q -h "$d" -p "$port" -U postgres -d postgres -c "CREATE DATABASE bird__superhero"
        psql -X -q -h "$d" -p "$port" -U postgres -d bird__superhero -v ON_ERROR_STOP=1 \
            -c "CREATE EXTENSION nl2sql_heal" -f "$data/bird-dev/superhero.sql" -c ANALYZE >/dev/null
    fi
    servers+=("${trees[$i]:-installed}|$d|$port|$d/log")
done
# the sessions' client: the psql binary, not Debian's Perl wrapper (see repair_phases.py)
export PSQL=${trees[0]:-}/usr/lib/postgresql/$PG_MAJOR/bin/psql
[ -x "$PSQL" ] || PSQL=psql
echo "== repair path on real model SQL: PostgreSQL $PG_MAJOR, $([ -n "$preload_opt" ] && echo preloaded || echo "not preloaded")"
echo "   load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
HELD_OUT=$held_out python3 bench/repair_phases.py "${servers[@]}"
echo "   load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
