# bench/server.sh — the private server a benchmark runs on.  Sourced after
# test/lib.sh by the bench scripts.

# bench_server DEFAULT_DIR DEFAULT_PORT: start the benchmark's own server in
# $BENCH_DIR (else DEFAULT_DIR) on a free port from $BENCH_PORT (else
# DEFAULT_PORT); export PGHOST, PGPORT, PGUSER; set dir, port and fresh (1:
# a new server, load the databases; 0: KEEP_SERVER=1 found one loaded, reuse
# it where it listens).  Unless KEEP_SERVER=1, the server is stopped and
# removed on exit.
bench_server() {
    dir=${BENCH_DIR:-$1}
    port=$(free_port ${BENCH_PORT:-$2})
    fresh=1
    if [ -f "$dir/loaded" ] && [ "${KEEP_SERVER:-0}" = 1 ]; then
        fresh=0
        # the kept server listens where it was started
        [ -f "$dir/port" ] && port=$(cat "$dir/port")
    else
        stop_server "$dir"
        rm -rf "$dir"
    fi
    start_server "$dir" "$port" 2>/dev/null || true
    [ "${KEEP_SERVER:-0}" = 1 ] || trap 'stop_server "$dir"; rm -rf "$dir"' EXIT
    export PGHOST=$dir PGPORT=$port PGUSER=postgres
    echo "$port" > "$dir/port"
}

# bench_install: install this build right before measuring (other builds may
# have been installed since), into $NL2SQL_HEAL_TREE when it is set.
bench_install() {
    if [ -n "${NL2SQL_HEAL_TREE:-}" ]; then
        make -s install DESTDIR="$NL2SQL_HEAL_TREE" >/dev/null
    else
        make -s install >/dev/null
    fi
}
