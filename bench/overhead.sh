#!/usr/bin/env bash
# Success-path overhead: the same point query through heal_execute (receipts
# on) versus a PL/pgSQL EXECUTE that returns the same rows as jsonb, with
# pgbench, alternated in one run.  heal_execute runs three ways: with the receipt
# writer (nl2sql_heal in shared_preload_libraries: receipts committed in
# batches by a background worker) and with receipts written in the caller's
# transaction (nl2sql_heal.receipt_writer = off, as without preloading), and
# with the plan-cost guard on (nl2sql_heal.max_plan_cost and max_plan_rows set
# high enough for the point query to pass: the cost of planning first).
# As a reference, the plain EXECUTE plus one audit row written per call (the
# cost any durable record written in the caller's transaction pays).  At the
# end it checks that every heal_execute call left its receipt.
# Where the time of one call goes: bench/phases.sh (a benchmark build).
# Run as root after a build; starts its own server (fsync on, defaults), once
# with shared_preload_libraries = nl2sql_heal and once without (BENCH_PRELOAD,
# default "yes no"): without preloading the receipt writer is there only on
# PostgreSQL 17 and later; before 17 both heal_execute runs then write
# receipts in the caller's transaction.
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

rounds=${ROUNDS:-3}
seconds=${SECONDS_PER_RUN:-10}
dir=
port=$(free_port ${BENCH_PORT:-5492})
trap '[ -z "$dir" ] || { runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null; rm -rf "$dir"; }' EXIT

for preload in ${BENCH_PRELOAD:-yes no}; do
dir=$(scratch_dir)
mkdir -p "$dir/pg"
chown postgres "$dir/pg"
preload_opt=
[ "$preload" = yes ] && preload_opt="-c shared_preload_libraries=nl2sql_heal"
runuser -u postgres -- "$PGBIN/initdb" -D "$dir/pg/data" -U postgres -A trust >/dev/null
runuser -u postgres -- env ${BENCH_ENV:-} "$PGBIN/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/log" -w \
    -o "-p $port -k $dir/pg -c listen_addresses='' $preload_opt ${BENCH_PG_OPTS:-}" start >/dev/null
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
writer=yes
[ "$preload" = yes ] || [ "$PG_MAJOR" -ge 17 ] || writer=no
echo "== PostgreSQL $PG_MAJOR, $([ "$preload" = yes ] && echo preloaded || echo "not preloaded"), receipt writer available: $writer"
echo "   load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores (other work on the machine skews absolute figures; the ratios compare runs alternated within this one)"

psql -X -q -d postgres <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2), stock int);
INSERT INTO items SELECT g, 'item ' || g, (g % 1000) / 10.0, g % 97 FROM generate_series(1, 100000) g;
VACUUM ANALYZE items;
-- The baseline: execute the same text dynamically and return the rows as jsonb.
CREATE FUNCTION plain_execute(q text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
    result jsonb;
BEGIN
    EXECUTE format('SELECT coalesce(jsonb_agg(to_jsonb(t)), ''[]'') FROM (%s) t', q) INTO result;
    RETURN result;
END $$;
-- A reference point: the same, plus the cheapest durable audit of it (one
-- row written, committed asynchronously like receipt-only transactions).
CREATE TABLE audit_log (id bigserial PRIMARY KEY, q text, result jsonb);
CREATE FUNCTION plain_execute_audited(q text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
    result jsonb;
BEGIN
    EXECUTE format('SELECT coalesce(jsonb_agg(to_jsonb(t)), ''[]'') FROM (%s) t', q) INTO result;
    INSERT INTO audit_log (q, result) VALUES (q, result);
    PERFORM set_config('synchronous_commit', 'off', true);
    RETURN result;
END $$;
SQL

cat >"$dir/plain.sql" <<'EOF2'
\set id random(1, 100000)
SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF2
cat >"$dir/audited.sql" <<'EOF2'
\set id random(1, 100000)
SELECT plain_execute_audited('SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF2
cat >"$dir/heal.sql" <<'EOF2'
\set id random(1, 100000)
SELECT nl2sql_heal.heal_execute('What is item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF2

# tps SCRIPT [PGOPTIONS] — run pgbench; prints the TPS, notes heal_execute calls
tps() {
    local out
    out=$(PGOPTIONS="${2:-}" "$PGBIN/pgbench" -n -M prepared ${PGBENCH_OPTS:-} -c "$clients" -j "$clients" -T "$seconds" -f "$1" postgres 2>/dev/null)
    case $1 in *heal.sql) echo "$out" | awk '/actually processed/ {split($NF, a, "/"); print a[1]}' >>"$dir/heal_calls" ;; esac
    echo "$out" | awk '/^tps/ {print $3; exit}'
}

# One client measures the cost per call on top of the round trip; as many
# clients as cores saturate the CPU and measure the CPU cost per call.
for clients in ${CLIENT_COUNTS:-1 2}; do
    echo "success-path overhead: point query, $clients client(s), $seconds s per run, $rounds rounds, alternated"
    plain_sum=0
    heal_sum=0
    inline_sum=0
    audited_sum=0
    guarded_sum=0
    for r in $(seq "$rounds"); do
        p=$(tps "$dir/plain.sql")
        h=$(tps "$dir/heal.sql")
        i=$(tps "$dir/heal.sql" "-c nl2sql_heal.receipt_writer=off")
        a=$(tps "$dir/audited.sql")
        g=$(tps "$dir/heal.sql" "-c nl2sql_heal.max_plan_cost=1e9 -c nl2sql_heal.max_plan_rows=1e6")
        printf '  round %s: plain EXECUTE %.0f tps, heal_execute %.0f tps (receipt writer), %.0f tps (receipts in the caller'"'"'s transaction), plain EXECUTE + one audit row %.0f tps, heal_execute with the plan guard on %.0f tps\n' \
            "$r" "$p" "$h" "$i" "$a" "$g"
        plain_sum=$(echo "$plain_sum + $p" | bc -l)
        heal_sum=$(echo "$heal_sum + $h" | bc -l)
        inline_sum=$(echo "$inline_sum + $i" | bc -l)
        audited_sum=$(echo "$audited_sum + $a" | bc -l)
        guarded_sum=$(echo "$guarded_sum + $g" | bc -l)
    done
    printf '  mean: plain %.0f tps, heal_execute %.0f tps (writer) / %.0f tps (in transaction), plain + audit row %.0f tps\n' \
        "$(echo "$plain_sum / $rounds" | bc -l)" "$(echo "$heal_sum / $rounds" | bc -l)" \
        "$(echo "$inline_sum / $rounds" | bc -l)" "$(echo "$audited_sum / $rounds" | bc -l)"
    printf '  overhead ratio, PostgreSQL %s %s, receipt writer (plain tps / heal_execute tps): %.2f%s\n' \
        "$PG_MAJOR" "$([ "$preload" = yes ] && echo preloaded || echo "not preloaded")" \
        "$(echo "$plain_sum / $heal_sum" | bc -l)" "$([ "$writer" = yes ] || echo " (no writer: receipts in the caller's transaction)")"
    printf '  overhead ratio, receipts in the caller'"'"'s transaction: %.2f\n' "$(echo "$plain_sum / $inline_sum" | bc -l)"
    printf '  reference ratio (plain tps / plain + one audit row tps): %.2f\n' "$(echo "$plain_sum / $audited_sum" | bc -l)"
    printf '  overhead ratio, receipt writer and plan guard on (plain tps / guarded heal_execute tps): %.2f\n' "$(echo "$plain_sum / $guarded_sum" | bc -l)"
    printf '  plan guard ratio (heal_execute tps guard off / guard on): %.2f\n' "$(echo "$heal_sum / $guarded_sum" | bc -l)"
    echo "  load average now: $(cut -d' ' -f1-3 /proc/loadavg)"
done
sleep 1    # the writer's last batch
psql -X -Atq -d postgres -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
heal_calls=$(awk '{s += $1} END {print s}' "$dir/heal_calls")
receipts=$(psql -X -Atq -d postgres -c "SELECT count(*) FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
                                        JOIN nl2sql_heal.receipts r USING (receipt_id)")
echo "heal_execute calls: $heal_calls; receipts written (receipt + step + attempt): $receipts"
[ "$receipts" = "$heal_calls" ] || { echo "receipts are missing"; exit 1; }
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null
rm -rf "$dir"
dir=
done
