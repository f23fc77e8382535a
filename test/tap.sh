#!/usr/bin/env bash
# TAP suites (test/t/*.pl, PostgreSQL::Test::Cluster, run by prove): the
# tests that need servers of their own (preloading, restarts, replicas,
# dump and restore, cancels).  Each file is reported as
# "<name>: N passed, M failed".
#
#   bash test/tap.sh                       every test/t/*.pl
#   bash test/tap.sh test/t/001_knob_env.pl
#   TAP_OUT=DIR bash test/tap.sh ...      keep each file's verbose output in DIR
#
# As root (CI) the tests run as the postgres OS user: PostgreSQL refuses
# to run as root.  The servers use the binaries of PGBIN (test/lib.sh: the
# private tree of NL2SQL_HEAL_TREE, else the system one) and ports the
# test library picks from those nothing listens on.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/test/lib.sh"

perl -MIPC::Run -e 1 2>/dev/null || { echo "tap: 0 passed, 1 failed (IPC::Run missing: install libipc-run-perl)"; exit 1; }
pgxs_perl=$(dirname "$("$PG_CONFIG" --pgxs)")/../test/perl
[ -f "$pgxs_perl/PostgreSQL/Test/Cluster.pm" ] || { echo "tap: 0 passed, 1 failed (no PostgreSQL::Test::Cluster under $pgxs_perl)"; exit 1; }

files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$here"/test/t/*.pl)
work=$(scratch_dir)
chown postgres "$work" 2>/dev/null || true
trap 'rm -rf "$work"' EXIT

as_test_user() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# The tests run from a copy of the checkout the postgres user can read (a
# clone under /root is not); they may read any tracked file, relative to it.
src=$work/src
mkdir -p "$src"
(cd "$here" && git ls-files -z --cached --others --exclude-standard 2>/dev/null | xargs -0 -r cp --parents -t "$src" 2>/dev/null) ||
    (cd "$here" && tar --exclude=.git --exclude='test/*/bin' -cf - . | tar -C "$src" -xf -)
[ -d "$src/test/t" ] || (cd "$here" && tar --exclude=.git --exclude='test/*/bin' -cf - . | tar -C "$src" -xf -)
[ "$(id -u)" = 0 ] && chown -R postgres "$src"

status=0
for f in "${files[@]}"; do
    f=test/t/$(basename "$f")
    name=$(basename "$f" .pl)
    mkdir -p "$work/$name"
    [ "$(id -u)" = 0 ] && chown postgres "$work/$name"
    out=$work/$name.out
    (cd "$src" && as_test_user env PATH="$PGBIN:$PATH" TESTDIR="$work/$name" \
        PG_REGRESS="$(dirname "$("$PG_CONFIG" --pgxs)")/../test/regress/pg_regress" \
        prove -v -I "$pgxs_perl" -I "$src/test/perl" "$f") >"$out" 2>&1
    rc=$?
    # TAP_OUT=DIR keeps each file's verbose output (its notes: figures) there
    [ -n "${TAP_OUT:-}" ] && cp "$out" "$TAP_OUT/$name.out"
    grep -E '^(not )?ok [0-9]+' "$out" | sed "s/^/$name /"
    # a suite skipped as a whole says why (1..0 # SKIP ...)
    grep -E '^1\.\.0 # (SKIP|skip)' "$out" | sed "s/^1\.\.0 # [A-Za-z]* */$name skipped: /"
    p=$(grep -cE '^ok [0-9]+' "$out")
    n=$(grep -cE '^not ok [0-9]+' "$out")
    if [ $rc -ne 0 ] && [ "$n" -eq 0 ]; then
        n=1   # died before or between its tests
    fi
    if [ $rc -ne 0 ]; then
        tail -40 "$out"
        for l in "$work/$name"/tmp_check/log/*.log; do
            [ -f "$l" ] && { echo "--- $l"; tail -20 "$l"; }
        done
        status=1
    fi
    echo "$name: $p passed, $n failed"
done
exit $status
