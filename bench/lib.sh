# bench/lib.sh — the set-up the benchmarks share, beside test/lib.sh (which it
# sources): a private server for the run, reused with KEEP_SERVER=1, and this
# checkout's build installed right before measuring.
#
#   bench_start_server DIR PORT   start a server in DIR on PORT (or the next
#       free port); exports PGHOST, PGPORT, PGUSER; sets BENCH_FRESH=1 when
#       the benchmark's databases must be loaded (then bench_loaded), 0 when
#       KEEP_SERVER=1 found them loaded.  Without KEEP_SERVER=1 the server is
#       stopped and DIR removed when the script exits.
#   bench_stop_server DIR         stop it and remove DIR
#   bench_loaded                  mark the databases of this server loaded
#   bench_install                 install this checkout's build (other builds
#       may have been installed since); NO_INSTALL=1 measures what the tree holds
. "$(dirname "${BASH_SOURCE[0]}")/../test/lib.sh"

bench_start_server() {
    local dir=$1 port
    port=$(free_port "$2")
    BENCH_FRESH=1
    if [ -f "$dir/loaded" ] && [ "${KEEP_SERVER:-0}" = 1 ]; then
        BENCH_FRESH=0
        port=$(cat "$dir/port")
    else
        bench_stop_server "$dir"
    fi
    start_server "$dir" "$port" 2>/dev/null || true
    # shellcheck disable=SC2064  # expand dir now: the trap runs after locals are gone
    [ "${KEEP_SERVER:-0}" = 1 ] || trap "bench_stop_server '$dir'" EXIT
    export PGHOST=$dir PGPORT=$port PGUSER=postgres
    echo "$port" > "$dir/port"
}

bench_stop_server() {
    stop_server "$1"
    rm -rf "$1"
}

bench_loaded() {
    touch "$PGHOST/loaded"
}

bench_install() {
    if [ "${NO_INSTALL:-0}" = 1 ]; then
        return 0
    elif [ -n "${NL2SQL_HEAL_TREE:-}" ]; then
        make -s install DESTDIR="$NL2SQL_HEAL_TREE" >/dev/null
    else
        make -s install >/dev/null
    fi
}
