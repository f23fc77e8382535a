#!/usr/bin/env bash
# Every pg_regress file of the Makefile's REGRESS list on its own, each on a
# fresh database (as make installcheck REGRESS=<one> runs it), then all of
# them in reverse order; after each run test/regress_leaks.sql must find
# nothing left behind.
# Proves that no file depends on another.  Needs PGHOST/PGPORT/PGUSER of a
# running server (superuser) with the extension installed.
# Also: every test/sql file is in REGRESS.  Prints "regress_alone: N passed, M failed".
set -u
cd "$(dirname "$0")/../.."
out=${CI_WORK:-$(mktemp -d /tmp/nl2sql_heal.XXXXXX)}/regress_alone
mkdir -p "$out"
tests=$(make -s -f Makefile -f - print-regress <<'MK'
print-regress:
	@echo $(REGRESS)
MK
)
# pg_regress itself, as make installcheck runs it (one make per file cost
# more than many of the files)
pg_config=${PG_CONFIG:-pg_config}
pg_regress=$(dirname "$("$pg_config" --pgxs)")/../../src/test/regress/pg_regress
bindir=$("$pg_config" --bindir)
db=nl2sql_regress_alone
trap 'psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1' EXIT
passed=0
failed=0
# run LABEL TEST... — one pg_regress run of the tests, then the leftovers check
run() {
    local label=$1 leaks
    shift
    if "$pg_regress" --bindir="$bindir" ${EXTRA_REGRESS_OPTS:-} --inputdir=test --outputdir="$out/run" --dbname=$db \
            --load-extension=nl2sql_heal "$@" >"$out/run.log" 2>&1; then
        leaks=$(psql -X -At -d "$db" -f test/regress_leaks.sql 2>&1)
        if [ -z "$leaks" ]; then
            passed=$((passed + 1)); echo "ok   $label"
        else
            failed=$((failed + 1)); echo "FAIL $label left behind: $(echo $leaks)"
        fi
    else
        failed=$((failed + 1)); echo "FAIL $label"
        [ -f "$out/run/regression.diffs" ] && head -40 "$out/run/regression.diffs"
    fi
}
# every file is in the list (a file left out would never run), with its expected output
missing=""
for f in test/sql/*.sql; do
    n=$(basename "$f" .sql)
    [[ " $tests " == *" $n "* ]] && [ -f "test/expected/$n.out" ] || missing="$missing $n"
done
if [ -z "$missing" ]; then
    passed=$((passed + 1)); echo "ok   REGRESS lists every file in test/sql, each with test/expected/<name>.out"
else
    failed=$((failed + 1)); echo "FAIL not in REGRESS or without expected output:$missing"
fi
for t in $tests; do
    run "$t alone" "$t"
done
run "all in reverse order" $(printf '%s\n' $tests | tac)
echo "regress_alone: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
