# test/lib.sh — shared by .ci/major, the demo and the benchmarks: install what is
# needed, build and install the extension, and run private PostgreSQL servers
# as the postgres OS user (PostgreSQL refuses to run as root).

# PG_MAJOR: the PostgreSQL major to build and test against. Default: the
# newest one whose server headers are installed (pg_config), else 15, the
# one Debian 12 ships.
if [ -z "${PG_MAJOR:-}" ]; then
    PG_MAJOR=$(ls -d /usr/lib/postgresql/*/bin/pg_config 2>/dev/null | sed 's|^/usr/lib/postgresql/||; s|/.*||' | sort -n | tail -1)
    PG_MAJOR=${PG_MAJOR:-15}
fi
export PG_MAJOR
# PG_CONFIG selects the server headers and PGXS for make (the Makefile reads it).
export PG_CONFIG=/usr/lib/postgresql/$PG_MAJOR/bin/pg_config
PGBIN=${PGBIN:-/usr/lib/postgresql/$PG_MAJOR/bin}
# NL2SQL_HEAL_TREE=DIR installs the extension into a private copy of the
# PostgreSQL tree under DIR instead of the system one, so that several
# checkouts can build and test side by side; PGBIN then points into it.
if [ -n "${NL2SQL_HEAL_TREE:-}" ]; then
    PGBIN=$NL2SQL_HEAL_TREE/usr/lib/postgresql/$PG_MAJOR/bin
fi
PACKAGES="postgresql-$PG_MAJOR postgresql-server-dev-$PG_MAJOR postgresql-client-$PG_MAJOR postgresql-$PG_MAJOR-cron libcurl4-openssl-dev libjson-c-dev
          make gcc clang llvm python3 bc ca-certificates libipc-run-perl wordnet-base"
# libFuzzer comes with clang's runtime: libclang-rt-NN-dev for the clang
# this release's "clang" installs (Debian 12: 14; later releases have a
# libclang-rt-dev of their own).
case $(. /etc/os-release 2>/dev/null; echo "${VERSION_CODENAME:-}") in
    bookworm) PACKAGES="$PACKAGES libclang-rt-14-dev" ;;
    *) PACKAGES="$PACKAGES libclang-rt-dev" ;;
esac

# Install the Debian packages the project needs (only what is missing), and
# those of OPTIONAL_PACKAGES that this release packages (.ci/major: MariaDB
# and mysql_fdw for the foreign-table suite, which skips with a line where
# they are not).  No service a package brings (mariadb-server's) is started:
# the suites start private servers of their own.
install_packages() {
    local missing="" optional="" p rc=0 made_policy=0
    for p in $PACKAGES; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
    done
    for p in ${OPTIONAL_PACKAGES:-}; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || optional="$optional $p"
    done
    [ -n "$missing$optional" ] || return 0
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    for p in $optional; do
        if apt-cache show "$p" >/dev/null 2>&1; then
            missing="$missing $p"
        else
            echo "== not packaged here: $p"
        fi
    done
    [ -n "$missing" ] || return 0
    echo "== installing:$missing"
    # invoke-rc.d asks policy-rc.d: 101 = do not start services
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
        chmod 755 /usr/sbin/policy-rc.d
        made_policy=1
    fi
    apt-get install -y -qq --no-install-recommends $missing >/dev/null || rc=$?
    [ $made_policy = 1 ] && rm -f /usr/sbin/policy-rc.d
    return $rc
}

# build_and_install [MAKE ARGS] — build (.ci/major adds COPT=-Werror) and
# install into the PostgreSQL tree.
build_and_install() {
    make -s clean >/dev/null
    make -s -j2 "$@" >/dev/null || return 1
    if [ -n "${NL2SQL_HEAL_TREE:-}" ]; then
        mkdir -p "$NL2SQL_HEAL_TREE/usr/lib/postgresql" "$NL2SQL_HEAL_TREE/usr/share/postgresql"
        cp -a "/usr/lib/postgresql/$PG_MAJOR" "$NL2SQL_HEAL_TREE/usr/lib/postgresql/"
        cp -a "/usr/share/postgresql/$PG_MAJOR" "$NL2SQL_HEAL_TREE/usr/share/postgresql/"
        chmod 755 "$NL2SQL_HEAL_TREE"
        make -s install DESTDIR="$NL2SQL_HEAL_TREE" >/dev/null
    else
        make -s install >/dev/null
    fi
}

# free_port PORT — PORT, or the next port after it that nothing listens on
# (TCP on 127.0.0.1), so that a private server never takes a port in use.
# NL2SQL_HEAL_PORT_OFFSET shifts the search (side-by-side checkouts).
free_port() {
    local p=$(( $1 + ${NL2SQL_HEAL_PORT_OFFSET:-0} ))
    while (exec 3<>/dev/tcp/127.0.0.1/$p) 2>/dev/null || [ -e "/var/run/postgresql/.s.PGSQL.$p" ]; do
        p=$((p + 1))
    done
    echo "$p"
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

# python_itself DIR — put DIR/python3, a link to the interpreter that python3
# starts, first on PATH: a version manager's shim (pyenv's) costs a second or
# more a start, and the model suites start python3 hundreds of times.
python_itself() {
    local exe
    exe=$(python3 -c 'import os, sys; print(os.path.realpath(sys.executable))' 2>/dev/null) || return 0
    mkdir -p "$1" && ln -sf "$exe" "$1/python3" && export PATH="$1:$PATH"
}

# A scratch directory the postgres user can reach.
scratch_dir() {
    local d
    d=$(mktemp -d /tmp/nl2sql_heal.XXXXXX)
    chmod 755 "$d"
    echo "$d"
}

# regress_count LOG — "PASSED FAILED": the tests pg_regress reported in its
# output LOG (15: "test name ... ok" / "... FAILED"; 16 and later: "ok 1 - name"
# / "not ok 1 - name"); a run that reported no test at all is one failure.
regress_count() {
    local p f
    p=$(grep -Ec '\.\.\. +ok|^ok [0-9]+ ' "$1")
    f=$(grep -Ec '\.\.\. +(FAILED|failed)|^not ok [0-9]+ ' "$1")
    [ $((p + f)) -eq 0 ] && f=1
    echo "$p $f"
}

# regress_schedule DIR DB OUT — the pg_regress schedule DIR/schedule
# (DIR/sql/*.sql against DIR/expected/*.out; results in OUT) on the existing
# database DB, each file run through DIR/launcher.sh (pg_regress --launcher).
# Prints a line per file and the first diffs; sets regress_passed and
# regress_failed: one check per file, and one that the schedule lists every
# file in DIR/sql (one test per line).
regress_schedule() {
    local dir=$1 db=$2 out=$3 f missing="" counts
    for f in "$dir"/sql/*.sql; do
        grep -qx "test: $(basename "$f" .sql)" "$dir/schedule" || missing="$missing $(basename "$f")"
    done
    if [ -z "$missing" ]; then
        echo "ok   $dir/schedule lists every file in $dir/sql"
        regress_passed=1 regress_failed=0
    else
        echo "FAIL $dir/schedule lacks:$missing"
        regress_passed=0 regress_failed=1
    fi
    "$(dirname "$("$PG_CONFIG" --pgxs)")/../test/regress/pg_regress" --bindir="$("$PG_CONFIG" --bindir)" \
        --use-existing --dbname="$db" --inputdir="$dir" --outputdir="$out" \
        --schedule="$dir/schedule" --launcher="$dir/launcher.sh" >"$out.log" 2>&1
    grep -E '\.\.\.|^(not )?ok [0-9]+ ' "$out.log"
    [ -f "$out/regression.diffs" ] && head -200 "$out/regression.diffs"
    counts=$(regress_count "$out.log")
    [ "${counts% *}" -gt 0 ] || tail -20 "$out.log"
    regress_passed=$((regress_passed + ${counts% *}))
    regress_failed=$((regress_failed + ${counts#* }))
}
