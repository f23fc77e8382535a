#!/usr/bin/env bash
# The Debian package: `dpkg-buildpackage -us -uc -b` on a copy of the
# checkout builds postgresql-NN-nl2sql-heal for every installed major
# (debian/rules); the one for PG_MAJOR is then installed and a fresh server
# runs CREATE EXTENSION, a smoke query, and an upgrade from 0.1.0 from the
# package's files.
#
# Where the extension was installed into the system tree (no
# NL2SQL_HEAL_TREE: CI on a machine of its own, run last), the package is
# installed with dpkg -i and removed afterwards (make install puts the
# build back).  With NL2SQL_HEAL_TREE (checkouts side by side on one
# machine) it is unpacked with dpkg -x into a private copy of the
# PostgreSQL tree instead, leaving the system's alone.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
. test/lib.sh
. .ci/chroot.sh
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
finish() {
    echo "package: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

# what dpkg-buildpackage and pg_buildext need on this machine (in the
# roots, .ci/chroot.sh installs them)
PACKAGES="debhelper dpkg-dev postgresql-server-dev-all" install_packages ||
    { fail "installing debhelper, dpkg-dev and postgresql-server-dev-all"; finish; }

work=$(scratch_dir)
dir=$work/server
installed=
cleanup() {
    stop_server "$dir"
    if [ -n "$installed" ]; then
        dpkg -r "$installed" >/dev/null 2>&1
        make -s install >/dev/null 2>&1
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# Build from a clean copy (dpkg-buildpackage writes next to the source).
src=$work/pkg/nl2sql-heal
copy_checkout "$src"
start=$(date +%s)
# -j: MAKEFLAGS for every make of the build (pg_buildext's too), one job a core
if (cd "$src" && dpkg-buildpackage -us -uc -b -j"$(nproc)") >"$work/build.log" 2>&1; then
    ok "dpkg-buildpackage -us -uc -b ($(( $(date +%s) - start )) s)"
else
    tail -40 "$work/build.log"
    fail "dpkg-buildpackage -us -uc -b"
    finish
fi
grep -E "warning:" "$work/build.log" | grep -v "^dpkg-" | head -5
pkg=postgresql-$PG_MAJOR-nl2sql-heal
deb=$(ls "$work"/pkg/${pkg}_*.deb 2>/dev/null | head -1)
if [ -n "$deb" ]; then ok "built $(cd "$work/pkg" && ls *.deb | grep -v dbgsym | tr '\n' ' ')"
else fail "no $pkg package built: $(ls "$work/pkg")"; finish; fi
depends=$(dpkg-deb -f "$deb" Depends)
case ", $depends" in
    *", postgresql-$PG_MAJOR "*|*", postgresql-$PG_MAJOR,"*) ok "depends on postgresql-$PG_MAJOR" ;;
    *) fail "Depends lacks postgresql-$PG_MAJOR: $depends" ;;
esac
files=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in "usr/lib/postgresql/$PG_MAJOR/lib/nl2sql_heal.so" "usr/share/postgresql/$PG_MAJOR/extension/nl2sql_heal.control"; do
    echo "$files" | grep -qx "\./$f" && ok "ships /$f" || fail "does not ship /$f"
done
scripts=$(echo "$files" | grep -c "extension/nl2sql_heal--.*\.sql$")
[ "$scripts" -eq "$(ls sql/nl2sql_heal--*.sql | wc -l)" ] && ok "ships all $scripts SQL scripts" || fail "ships $scripts SQL scripts"

# Install it: for real, or into a private tree.
if [ -z "${NL2SQL_HEAL_TREE:-}" ]; then
    if dpkg -i "$deb" >"$work/dpkg.log" 2>&1; then
        installed=$pkg
        ok "dpkg -i $(basename "$deb")"
    else
        cat "$work/dpkg.log"
        fail "dpkg -i $(basename "$deb")"
        finish
    fi
    bin=/usr/lib/postgresql/$PG_MAJOR/bin
else
    tree=$work/tree
    mkdir -p "$tree/usr/lib/postgresql" "$tree/usr/share/postgresql"
    cp -a "/usr/lib/postgresql/$PG_MAJOR" "$tree/usr/lib/postgresql/"
    cp -a "/usr/share/postgresql/$PG_MAJOR" "$tree/usr/share/postgresql/"
    # a fresh tree: nothing of a build installed before
    rm -rf "$tree/usr/lib/postgresql/$PG_MAJOR/lib/nl2sql_heal.so" "$tree/usr/lib/postgresql/$PG_MAJOR/lib/bitcode/nl2sql_heal"* \
        "$tree/usr/share/postgresql/$PG_MAJOR/extension/nl2sql_heal"*
    dpkg -x "$deb" "$tree"
    chmod 755 "$tree"
    ok "dpkg -x $(basename "$deb") into a fresh PostgreSQL tree"
    bin=$tree/usr/lib/postgresql/$PG_MAJOR/bin
fi

# A fresh server from that tree.
port=$(free_port ${PACKAGE_PORT:-5593})
if ! PGBIN=$bin start_server "$dir" "$port"; then
    cat "$dir/log"
    fail "a fresh server starts"
    finish
fi
p() { psql -X -At -q -v ON_ERROR_STOP=1 -h "$dir" -p "$port" -U postgres "$@"; }
p -d postgres -c "CREATE DATABASE pkg" -c "CREATE DATABASE pkg_upgrade"
if out=$(p -d pkg -c "CREATE EXTENSION nl2sql_heal" -c "SELECT extversion FROM pg_extension WHERE extname = 'nl2sql_heal'" 2>&1); then
    ok "CREATE EXTENSION nl2sql_heal (version $out)"
else
    fail "CREATE EXTENSION nl2sql_heal: $out"
fi
# the README's first example: a table that moved schema
smoke=$(p -d pkg -c "CREATE SCHEMA sales; CREATE TABLE sales.orders (order_id int, status text); INSERT INTO sales.orders VALUES (1, 'shipped'), (2, 'open')" \
          -c "SELECT concat_ws('|', r->>'status', r->>'sql', r->>'rows') FROM nl2sql_heal.heal_execute('How many orders were shipped?', 'SELECT count(*) FROM orders WHERE status = ''shipped''') r" 2>&1)
if [ "$smoke" = "repaired|SELECT count(*) FROM sales.orders WHERE status = 'shipped'|[[1]]" ]; then
    ok "heal_execute repairs a query with the package's library ($smoke)"
else
    fail "heal_execute smoke query: $smoke"
fi
upgraded=$(p -d pkg_upgrade -c "CREATE EXTENSION nl2sql_heal VERSION '0.1.0'" -c "ALTER EXTENSION nl2sql_heal UPDATE" \
             -c "SELECT extversion FROM pg_extension WHERE extname = 'nl2sql_heal'" 2>&1)
default=$(sed -n "s/^default_version *= *'\(.*\)'/\1/p" nl2sql_heal.control)
[ "$upgraded" = "$default" ] && ok "ALTER EXTENSION UPDATE from 0.1.0 to $upgraded" || fail "upgrade from 0.1.0: $upgraded"
finish
