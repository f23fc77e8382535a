#!/usr/bin/env bash
# The receipt path's cost in CPU time, which a busy machine does not blur as
# it blurs throughput: one psql session runs CALLS autocommitted calls (the
# point query of bench/overhead.sh) and reads its own CPU time from /proc
# before and after; the receipt writer's CPU for those receipts is read the
# same way (bench/receipts_lib.sh).  Printed per call, for a plain PL/pgSQL
# EXECUTE and for heal_execute with the receipt writer and with receipts in
# the caller's transaction.  The ratio is heal_execute's CPU per call over
# the plain EXECUTE's (the success-path overhead in CPU, the caller's and
# the writer's together).
# Run as root after a build; starts its own server, nl2sql_heal preloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. bench/receipts_lib.sh

calls=${CALLS:-3000}
rounds=${ROUNDS:-3}
receipts_bench_start 5495
receipts_bench_schema
# BENCH_NO_TIME_INDEXES=1: without the block-range indexes on created_at (to price them)
if [ -n "${BENCH_NO_TIME_INDEXES:-}" ]; then
    q -c "DROP INDEX nl2sql_heal.receipts_created_at, nl2sql_heal.steps_created_at, nl2sql_heal.model_calls_created_at"
fi
receipts_cpu_script plain "$calls" "$bench_dir/plain.sql"
receipts_cpu_script heal "$calls" "$bench_dir/heal.sql"

echo "== PostgreSQL $PG_MAJOR, CPU per call over $calls calls, $rounds rounds"
declare -A cpu
add() { cpu[$1]=$(echo "${cpu[$1]:-0} + $2" | bc -l); }
for r in $(seq "$rounds"); do
    read -r s w < <(receipts_cpu_run "$bench_dir/plain.sql"); add plain "$s"
    read -r s w < <(receipts_cpu_run "$bench_dir/heal.sql"); add writer "$s + $w"; add writer_only "$w"
    read -r s w < <(receipts_cpu_run "$bench_dir/heal.sql" "-c nl2sql_heal.receipt_writer=off"); add inline "$s"
done
us() { echo "${cpu[$1]} * 1000 / ($rounds * $calls)" | bc -l; }
printf 'plain EXECUTE: %.0f us CPU per call\n' "$(us plain)"
printf 'receipt writer %.0f us per call (of which the writer %.0f us), ratio %.3f; in the caller'"'"'s transaction %.0f us, ratio %.3f\n' \
    "$(us writer)" "$(us writer_only)" "$(echo "${cpu[writer]} / ${cpu[plain]}" | bc -l)" \
    "$(us inline)" "$(echo "${cpu[inline]} / ${cpu[plain]}" | bc -l)"
