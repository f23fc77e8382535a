# test/lib.sh — shared by .ci/run, the demo and the benchmarks: install what is
# needed, build and install the extension, and run private PostgreSQL servers
# as the postgres OS user (PostgreSQL refuses to run as root).

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PACKAGES="postgresql-15 postgresql-server-dev-15 postgresql-client-15 libcurl4-openssl-dev libjson-c-dev
          make gcc clang llvm libclang-rt-14-dev python3 bc ca-certificates"

# Install the Debian packages the project needs (only what is missing).
install_packages() {
    local missing=""
    for p in $PACKAGES; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
    done
    if [ -n "$missing" ]; then
        echo "== installing:$missing"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends $missing >/dev/null
    fi
    # Debian starts a cluster of its own on 5432; this project runs private servers.
    if command -v pg_lsclusters >/dev/null && pg_lsclusters -h 2>/dev/null | grep -q online; then
        pg_ctlcluster 15 main stop 2>/dev/null || true
    fi
}

# Build warning-free and install into the PostgreSQL tree.
build_and_install() {
    make -s clean >/dev/null
    make -s -j2 >/dev/null
    make -s install >/dev/null
}

# start_server DIR PORT [VAR=value ...] — initdb (once) and start a server
# listening on 127.0.0.1:PORT and on a socket in DIR; SERVER_OPTS adds
# server options ("-c name=value ...").
start_server() {
    local dir=$1 port=$2
    shift 2
    mkdir -p "$dir"
    chown postgres "$dir"
    chmod 700 "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        runuser -u postgres -- "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
    fi
    runuser -u postgres -- env "$@" "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off ${SERVER_OPTS:-}" start >/dev/null
}

# stop_server DIR
stop_server() {
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$1/data" -m fast -w stop >/dev/null 2>&1 || true
}

# A scratch directory the postgres user can reach.
scratch_dir() {
    local d
    d=$(mktemp -d /tmp/nl2sql_heal.XXXXXX)
    chmod 755 "$d"
    echo "$d"
}
