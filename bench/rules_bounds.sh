#!/usr/bin/env bash
# The rule tier's bounds, timed: runs test/t/051_rules_bounds.pl (which
# asserts outcomes only) and prints the figures it notes: the time of a
# 10 MB query refused by the size cap, the latency and backend CPU seconds of
# cancels early and late, inside the rule pass and in the dialect mapping,
# the time budget's stop, and the time for 15,000 and 60,000 broken
# references with their ratio (linear growth keeps it near 4).
# Needs what test/tap.sh needs (NL2SQL_HEAL_TREE for a private build).
set -u
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
chmod 777 "$dir"
trap 'rm -rf "$dir"' EXIT
TAP_OUT=$dir bash test/tap.sh test/t/051_rules_bounds.pl >/dev/null 2>&1
status=$?
out=$dir/051_rules_bounds.out
[ -f "$out" ] || { echo "rules_bounds: no output"; exit 1; }
grep -E '^# (10 MB|1 MB|20,000|15,000)' "$out" | sed 's/^# //'
awk '/^# 15,000 references:/ { a = $4; b = $7; sub(/s;?$/, "", a); sub(/s$/, "", b);
     if (a + 0 > 0) printf "60,000 / 15,000 references: %.2fx the time\n", b / a }' "$out"
[ $status -eq 0 ] || echo "rules_bounds: the test itself failed (see bash test/tap.sh test/t/051_rules_bounds.pl)"
exit $status
