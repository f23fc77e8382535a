#!/usr/bin/env bash
# Receipts at scale (issue #26): at RECEIPTS receipts (default 10,000,000)
# prints the receipt writer's insert throughput, bytes per receipt (a one-row
# demo query and a 100-row query), table and index sizes, prune_receipts()
# time for the oldest day at 100 calls a second (8,640,000 receipts, in the
# runs a cron job every ten minutes makes: 144 of 60,000), the VACUUM after
# it and heal_execute's throughput beside it, and the success-path overhead
# ratio with no receipts and at RECEIPTS (before the fill, and again at the
# end beside an empty database's).  With fewer than 9,000,000 receipts the
# oldest half is pruned instead, in six runs.
#
# The ratio is heal_execute's backend CPU per call over a plain PL/pgSQL
# EXECUTE's, read from /proc (bench/receipts_lib.sh) in SESSIONS sessions of
# BLOCKS paired blocks of CALLS calls of each: a shared machine blurs
# throughput, and CPU time too unless the two are measured side by side.
# It is printed for the backend alone and with the receipt writer's CPU
# added; tps (pgbench) is printed beside it.
#
# The first receipts are written through heal_execute and the receipt
# writer; the rest are copies of them at the same shapes (HUNDRED_SHARE
# percent of 100-row receipts, default 10), made with INSERT ... SELECT into
# the same tables and indexes, 10 ms apart (100 calls a second) and ending
# now: writing millions through heal_execute takes hours on a small
# machine.  That fill rate is printed apart; it is not the receipt path's.
# Run as root after a build; needs about 1.1 kB of disk per receipt (11 GB
# at 10 million) plus max_wal_size (4GB).
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
. bench/receipts_lib.sh

receipts=${RECEIPTS:-10000000}
hundred_share=${HUNDRED_SHARE:-10}
seconds=${SECONDS_PER_RUN:-10}
sessions=${SESSIONS:-8}
# sessions of the overhead before the fill (0: skip it) and at the end (per database)
sessions_before=${SESSIONS_BEFORE:-$sessions}
sessions_end=${SESSIONS_END:-$sessions}
blocks=${BLOCKS:-100}
calls=${CALLS:-50}
clients=${CLIENTS:-2}
receipts_bench_start 5493 -c max_wal_size=4GB
receipts_bench_schema
# a database whose receipt tables stay empty: at the end, the ratio at 0 and
# at RECEIPTS receipts are measured in the same minutes, sessions alternating
q -c "CREATE DATABASE empty"
receipts_bench_schema empty
now() { date +%s.%N; }
dir=$bench_dir

cat >"$dir/plain.sql" <<'SQL'
\set id random(1, 100000)
SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = ' || :id);
SQL
cat >"$dir/heal.sql" <<'SQL'
\set id random(1, 100000)
SELECT nl2sql_heal.heal_execute('What is item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE id = ' || :id);
SQL
cat >"$dir/heal100.sql" <<'SQL'
\set id random(1, 99900)
SELECT nl2sql_heal.heal_execute('Which 100 items follow item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE id BETWEEN ' || :id || ' AND ' || :id || ' + 99');
SQL

tps() {
    "$PGBIN/pgbench" -n -M prepared -c "${2:-$clients}" -j "${2:-$clients}" -T "$seconds" -f "$1" postgres 2>/dev/null |
        awk '/^tps/ {print $3; exit}'
}
bytes() { q -c "SELECT sum(pg_total_relation_size(('nl2sql_heal.' || t)::regclass)) FROM unnest(ARRAY['receipts','steps','attempts']) t"; }
count() { q -c "SELECT count(*) FROM nl2sql_heal.receipts"; }
settle() { sleep 1; q -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null; q -c "VACUUM nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts" >/dev/null; }

# overhead LABEL SESSIONS [DB ...]: CPU in paired blocks (in each DB), then tps alternated (3 rounds)
overhead() {
    local p=0 h=0 r a b label=$1
    shift
    local n=$1
    shift
    receipts_cpu_pairs "$n" "$blocks" "$calls" "$label" "$@"
    for r in 1 2 3; do
        a=$(tps "$dir/plain.sql"); b=$(tps "$dir/heal.sql")
        p=$(echo "$p + $a" | bc -l); h=$(echo "$h + $b" | bc -l)
    done
    printf '  tps (%s clients, 3 alternated rounds of %s s): plain %.0f, heal_execute %.0f, ratio %.3f\n' \
        "$clients" "$seconds" "$(echo "$p / 3" | bc -l)" "$(echo "$h / 3" | bc -l)" "$(echo "$p / $h" | bc -l)"
}

# writes LABEL FILE: receipts/s committed through heal_execute and the writer, bytes per receipt
writes() {
    local n0 b0 n1 b1
    n0=$(count); b0=$(bytes)
    "$PGBIN/pgbench" -n -M prepared -c "$clients" -j "$clients" -T "$seconds" -f "$2" postgres >/dev/null 2>&1
    settle; n1=$(count); b1=$(bytes)
    printf '%s: %.0f receipts/s written through heal_execute and the writer (%s receipts in %s s, all committed), %.0f bytes/receipt\n' \
        "$1" "$(echo "($n1 - $n0) / $seconds" | bc -l)" "$((n1 - n0))" "$seconds" "$(echo "($b1 - $b0) / ($n1 - $n0)" | bc -l)"
}

load() { echo "load $(cut -d' ' -f1-3 /proc/loadavg)"; }
echo "== PostgreSQL $PG_MAJOR, receipts at scale ($receipts receipts, $(nproc) cores, $(load), $(date -u +%H:%M) UTC)"
[ "$sessions_before" = 0 ] || overhead "0 receipts" "$sessions_before"
q -c "TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts"
settle
writes "demo query (1 row)" "$dir/heal.sql"
writes "100-row query" "$dir/heal100.sql"

# Fill to $receipts: copies of the receipts just written (ntpl1 one-row and
# ntpl100 100-row templates, in blocks), 10 ms apart, the oldest first, ending now.
q <<SQL
CREATE TABLE public.tpl AS
SELECT row_number() OVER (ORDER BY x.hundred, x.receipt_id) - 1 AS k, x.receipt_id
  FROM ((SELECT receipt_id, false AS hundred FROM nl2sql_heal.steps WHERE row_count = 1 ORDER BY receipt_id LIMIT $(( 10 * (100 - hundred_share) )))
        UNION ALL
        (SELECT receipt_id, true FROM nl2sql_heal.steps WHERE row_count = 100 ORDER BY receipt_id LIMIT $(( 10 * hundred_share )))) x;
-- the templates' rows apart, so that each batch reads them and not the growing tables
CREATE TABLE public.tpl_r AS SELECT * FROM nl2sql_heal.receipts WHERE receipt_id IN (SELECT receipt_id FROM public.tpl);
CREATE TABLE public.tpl_s AS SELECT * FROM nl2sql_heal.steps WHERE receipt_id IN (SELECT receipt_id FROM public.tpl);
CREATE TABLE public.tpl_a AS SELECT * FROM nl2sql_heal.attempts WHERE receipt_id IN (SELECT receipt_id FROM public.tpl);
ANALYZE public.tpl, public.tpl_r, public.tpl_s, public.tpl_a;
SQL
ntpl=$(q -c "SELECT count(*) FROM public.tpl")
echo "fill templates: $(q -c "SELECT count(*) FILTER (WHERE s.row_count = 1) || ' one-row, ' || count(*) FILTER (WHERE s.row_count = 100) || ' 100-row' FROM public.tpl t JOIN nl2sql_heal.steps s USING (receipt_id)")"
fill_start=$(now)
done_n=0
base=$(q -c "SELECT max(receipt_id) FROM nl2sql_heal.receipts")
t0=$(q -c "SELECT extract(epoch FROM now()) - $receipts / 100.0")
while [ "$done_n" -lt "$receipts" ]; do
    n=$(( receipts - done_n < 500000 ? receipts - done_n : 500000 ))
    q <<SQL
SET synchronous_commit = off;
BEGIN;
CREATE TEMP TABLE m ON COMMIT DROP AS
SELECT $base + g AS receipt_id, to_timestamp($t0 + g / 100.0) AS created_at,
       t.receipt_id AS tpl
  FROM generate_series($done_n + 1, $done_n + $n) g JOIN public.tpl t ON t.k = g % $ntpl;
INSERT INTO nl2sql_heal.receipts (receipt_id, created_at, role_name, question)
SELECT m.receipt_id, m.created_at, r.role_name, r.question FROM m JOIN public.tpl_r r ON r.receipt_id = m.tpl;
INSERT INTO nl2sql_heal.steps (receipt_id, step, created_at, role_name, question, target, original_sql, final_sql, status, row_count, columns, rows, notes)
SELECT m.receipt_id, s.step, m.created_at, s.role_name, s.question, s.target, s.original_sql, s.final_sql, s.status, s.row_count, s.columns, s.rows, s.notes
  FROM m JOIN public.tpl_s s ON s.receipt_id = m.tpl;
INSERT INTO nl2sql_heal.attempts (receipt_id, step, attempt, role_name, sql, outcome, sqlstate, message, detail, hint, class, repair, reason, row_count, ms, deployment, model_ms, tokens_in, tokens_out)
SELECT m.receipt_id, a.step, a.attempt, a.role_name, a.sql, a.outcome, a.sqlstate, a.message, a.detail, a.hint, a.class, a.repair, a.reason, a.row_count, a.ms, a.deployment, a.model_ms, a.tokens_in, a.tokens_out
  FROM m JOIN public.tpl_a a ON a.receipt_id = m.tpl;
COMMIT;
SQL
    done_n=$(( done_n + n ))
    printf '  filled %s receipts, %.0f s\n' "$done_n" "$(echo "$(now) - $fill_start" | bc -l)"
done
q -c "SELECT setval('nl2sql_heal.receipts_receipt_id_seq', (SELECT max(receipt_id) FROM nl2sql_heal.receipts))" >/dev/null
fill=$(echo "$(now) - $fill_start" | bc -l)
printf 'bulk fill (INSERT ... SELECT, not the receipt path): %s receipts in %.0f s (%.0f receipts/s), then %s\n' "$receipts" "$fill" "$(echo "$receipts / $fill" | bc -l)" "$(load)"
t=$(now); q -c "VACUUM ANALYZE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts"
printf 'VACUUM ANALYZE after the fill: %.0f s, then %s\n' "$(echo "$(now) - $t" | bc -l)" "$(load)"
total=$(count)
echo "table and index sizes at $total receipts:"
q -F ' ' -c "SELECT format('  %-9s table %8s  indexes %8s  total %8s  (%s bytes/receipt)', t,
                 pg_size_pretty(pg_table_size(c)), pg_size_pretty(pg_indexes_size(c)),
                 pg_size_pretty(pg_total_relation_size(c)), round(pg_total_relation_size(c)::numeric / $total))
               FROM unnest(ARRAY['receipts','steps','attempts']) t, LATERAL (SELECT ('nl2sql_heal.' || t)::regclass AS c) x"
q -c "SELECT format('  %s: %s', indexrelid::regclass, pg_size_pretty(pg_relation_size(indexrelid)))
        FROM pg_index WHERE indrelid IN ('nl2sql_heal.receipts'::regclass, 'nl2sql_heal.steps'::regclass, 'nl2sql_heal.attempts'::regclass) ORDER BY 1"
q -c "SELECT format('  all three: %s, %s bytes/receipt', pg_size_pretty(sum(pg_total_relation_size(('nl2sql_heal.' || t)::regclass))),
                    round(sum(pg_total_relation_size(('nl2sql_heal.' || t)::regclass)) / $total))
        FROM unnest(ARRAY['receipts','steps','attempts']) t"

writes "demo query (1 row) at $total receipts" "$dir/heal.sql"
echo "overhead at the end, from $(date -u +%H:%M) UTC, $(load)"
overhead "the end (empty: 0 receipts, postgres: $total)" "$sessions_end" empty postgres
echo "  then $(load)"

# Prune the oldest day (8,640,000 receipts at 100 calls a second) as a cron
# job every ten minutes does once the day has passed the retention: run k
# deletes what is older than the oldest receipt + k × 10 min (60,000), with
# prune_receipts()'s default max_receipts.  (With fewer than 9,000,000
# receipts: the oldest half, in six runs.)
if [ "$receipts" -ge 9000000 ]; then span=86400; step=600; else span=$(( receipts / 200 )); step=$(( (span + 5) / 6 )); fi
runs=$(( (span + step - 1) / step ))
echo "heal_execute alone (1 client): $(tps "$dir/heal.sql" 1) tps, $(load)"
( echo "heal_execute beside the prune's first run (1 client): $(tps "$dir/heal.sql" 1) tps" ) &
bg=$!
# from the second run on, heal_execute at 100 calls a second beside the
# prune (production's rate), in 10 s rounds until the prune ends
stream=$dir/stream
: >"$stream"
(
    wait_bg() { while kill -0 "$bg" 2>/dev/null; do sleep 0.2; done; }
    wait_bg
    while [ ! -e "$dir/pruned" ]; do
        "$PGBIN/pgbench" -n -M prepared -c 1 -j 1 -R 100 -T 10 -f "$dir/heal.sql" postgres 2>/dev/null |
            awk '/^tps/ {t = $3} /^latency average/ {l = $4} /^rate limit schedule lag/ {g = $6} END {print t, l, g}' >>"$stream"
    done
) &
sbg=$!
pruned=0; p=0; before=$(count)
: >"$dir/runs"
prune_start=$(now)
for run in $(seq "$runs"); do
    cut=$(( run * step < span ? run * step : span ))
    t=$(now)
    out=$(q -c "SELECT nl2sql_heal.prune_receipts(now() - to_timestamp($t0 + $cut + 0.005))")
    d=$(echo "$(now) - $t" | bc -l)
    k=$(echo "$out" | sed 's/.*"receipts": \([0-9]*\).*/\1/')
    more=$(echo "$out" | sed 's/.*"more": \([a-z]*\).*/\1/')
    echo "$run $k $d $more $(cut -d' ' -f1 /proc/loadavg)" >>"$dir/runs"
    pruned=$((pruned + k)); p=$(echo "$p + $d" | bc -l)
    if [ "$run" -le 3 ] || [ $((run % 24)) = 0 ] || [ "$run" = "$runs" ]; then
        printf '  prune run %s of %s: %s receipts in %.1f s (more: %s), %s; %s pruned in %.0f s\n' \
            "$run" "$runs" "$k" "$d" "$more" "$(load)" "$pruned" "$(echo "$(now) - $prune_start" | bc -l)"
    fi
done
touch "$dir/pruned"
wait $bg $sbg
after=$(count)
printf 'prune_receipts() of the oldest %s s: %s receipts (with their steps and attempts) in %s runs, %.1f s: %.0f receipts/s\n' \
    "$span" "$pruned" "$runs" "$p" "$(echo "$pruned / $p" | bc -l)"
sort -k3 -g "$dir/runs" | awk '{d[NR] = $3; if ($4 != "false") m++; l += $5}
    END {printf "  per run: median %.1f s, fastest %.1f s, slowest %.1f s; %d runs said more; load average over the runs %.1f\n",
         (NR % 2 ? d[(NR + 1) / 2] : (d[NR / 2] + d[NR / 2 + 1]) / 2), d[1], d[NR], m, l / NR}'
echo "  receipts before $before, after $after (the writes beside the prune added some)"
awk 'NF == 3 && $1 != "" {n++; t += $1; l += $2; g += $3; if ($2 > m) m = $2}
     END {if (n) printf "heal_execute at 100 calls/s beside the prune (1 client, %d rounds of 10 s): %.1f tps, latency %.2f ms (worst round %.2f ms), schedule lag %.2f ms\n", n, t / n, l / n, m, g / n}' "$stream"
t=$(now); q -c "VACUUM nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts"; v=$(echo "$(now) - $t" | bc -l)
printf 'VACUUM after the prune: %.1f s, then %s\n' "$v" "$(load)"
q -c "SELECT format('  %s: %s dead tuples, %s autovacuum runs during the bench', relname, n_dead_tup, autovacuum_count)
        FROM pg_stat_user_tables WHERE schemaname = 'nl2sql_heal' AND relname IN ('receipts', 'steps', 'attempts') ORDER BY 1"
printf 'prune + vacuum: %.0f s of the day'"'"'s %s s (%.1f%%)\n' "$(echo "$p + $v" | bc -l)" "$span" "$(echo "100 * ($p + $v) / $span" | bc -l)"
