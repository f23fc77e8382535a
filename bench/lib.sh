# bench/lib.sh — what the benchmark scripts share (sourced after test/lib.sh).
#
# bench_server DIR PORT — a private server for a benchmark: a fresh one in
# DIR on the first free port from PORT, or, with KEEP_SERVER=1 and a DIR
# already loaded, the one kept there.  Exports PGHOST/PGPORT/PGUSER and sets
# bench_fresh (1: load the data; 0: it is loaded).  Without KEEP_SERVER=1 the
# server is stopped and DIR removed when the script exits.
bench_server() {
    local dir=$1 port
    port=$(free_port "$2")
    bench_fresh=1
    if [ -f "$dir/loaded" ] && [ "${KEEP_SERVER:-0}" = 1 ]; then
        bench_fresh=0
        port=$(cat "$dir/port")
    else
        stop_server "$dir"
        rm -rf "$dir"
    fi
    start_server "$dir" "$port" 2>/dev/null || true
    # shellcheck disable=SC2064
    [ "${KEEP_SERVER:-0}" = 1 ] || trap "stop_server '$dir'; rm -rf '$dir'" EXIT
    export PGHOST=$dir PGPORT=$port PGUSER=postgres
    echo "$port" > "$dir/port"
}

# bench_install — install this build right before measuring (other builds
# may have been installed since), into NL2SQL_HEAL_TREE when it is set.
bench_install() {
    if [ -n "${NL2SQL_HEAL_TREE:-}" ]; then
        make -s install DESTDIR="$NL2SQL_HEAL_TREE" >/dev/null
    else
        make -s install >/dev/null
    fi
}
