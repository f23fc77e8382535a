#!/usr/bin/env bash
# Success-path overhead: the same point query through heal_execute (receipts
# on) versus a PL/pgSQL EXECUTE that returns the same rows as jsonb, with
# pgbench.  Each round runs every variant at every client count (1 and 2 by
# default: one client measures the cost per call on top of the round trip,
# as many clients as cores saturate the CPU), plain and heal_execute
# alternated and their order reversed every other round, so that other work
# on the machine weighs on both alike.  Beside pgbench's tps, each run's
# server CPU time per call: what the server's processes used (backends that
# exited, counted in the postmaster's children's time, the receipt writer
# and the other background processes included) over the calls made, less
# what each connection costs before its calls (measured apart); on a
# shared machine, waiting for a core is not the code's cost, CPU time is.
# Variants (BENCH_VARIANTS, default "plain heal"):
#   plain    the baseline
#   heal     heal_execute, receipt writer on where there is one
#   inline   heal_execute with receipts written in the caller's transaction
#            (nl2sql_heal.receipt_writer = off, as without preloading before 17)
#   guarded  heal_execute with the plan-cost guard on (max_plan_cost and
#            max_plan_rows set high enough for the point query to pass)
#   audited  the plain EXECUTE plus one audit row written per call (the cost
#            any durable record written in the caller's transaction pays)
#   keyed    heal_execute with a model endpoint and a key file configured
#            (every result is scrubbed of the key; no model is called)
# At the end of each server it checks that every heal_execute call left its
# receipt, and last it prints where the time of one call goes: the per-phase
# table of bench/phases.sh, from a benchmark build (make PHASE_TIMING=1, no JIT bitcode) made
# here from this checkout (or PHASE_TREE=DIR, a tree installed with it;
# BENCH_PHASES=no skips it).
# Run as root after a build; starts its own server (fsync on, defaults), once
# with shared_preload_libraries = nl2sql_heal and once without (BENCH_PRELOAD,
# default "yes no"): without preloading the receipt writer is there only on
# PostgreSQL 17 and later; before 17 heal_execute then writes receipts in
# the caller's transaction.
#   ROUNDS=3 SECONDS_PER_RUN=5 CLIENT_COUNTS="1 2" bash bench/overhead.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

rounds=${ROUNDS:-3}
seconds=${SECONDS_PER_RUN:-5}
variants=${BENCH_VARIANTS:-plain heal}
client_counts=${CLIENT_COUNTS:-1 2}
hz=$(getconf CLK_TCK)
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

# the key file of the keyed variant: the server's OS user's, mode 600, written a while ago
echo "sk-bench-0123456789abcdef" >"$dir/pg/model.key"
chown postgres "$dir/pg/model.key"
chmod 600 "$dir/pg/model.key"
touch -d '1 hour ago' "$dir/pg/model.key"

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

# server_ticks — CPU time of the server so far, in clock ticks: the
# postmaster's own and its reaped children's, and each live child's
server_ticks() {
    { cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk -v pm="$(head -1 "$dir/pg/data/postmaster.pid")" '
        { pid = $1; sub(/^.*\) /, "") }
        pid == pm { s += $12 + $13 + $14 + $15 }
        $2 == pm { s += $12 + $13 }
        END { print s + 0 }'
}
# background_snapshot FILE — each live background process of the server
# (not a client backend): pid, kind (its title, less "postgres: " and the
# database), CPU ticks so far
background_snapshot() {
    local pm c title
    pm=$(head -1 "$dir/pg/data/postmaster.pid")
    for c in $(server_children "$pm"); do
        title=$(tr '\0' ' ' 2>/dev/null <"/proc/$c/cmdline") || continue
        case $title in *'[local]'*) continue ;; esac
        title=$(echo "$title" | sed 's/^postgres: //; s/ for database.*//; s/ *$//; s/ /+/g')
        awk -v t="$title" '{ pid = $1; sub(/^.*\) /, ""); print pid, t, $12 + $13 }' "/proc/$c/stat" 2>/dev/null || true
    done >"$1"
}
# background_delta VARIANT.CLIENTS — add each kind's ticks between the two
# snapshots (a process that started in between counts from zero) to bg_sum
background_delta() {
    local kind t
    while read -r kind t; do
        bg_sum[$1.$kind]=$(echo "${bg_sum[$1.$kind]:-0} + $t" | bc -l)
        bg_kinds[$kind]=1
    done < <(awk 'NR == FNR { t0[$1] = $3; next } { d = $3 - ($1 in t0 ? t0[$1] : 0); if (d > 0) s[$2] += d }
                  END { for (k in s) print k, s[k] }' "$dir/bg0" "$dir/bg1")
}
# server_children PID — the live (or not yet reaped) children of PID
server_children() {
    { cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk -v pm="$1" '{ pid = $1; sub(/^.*\) /, "") } $2 == pm { print pid }'
}
# settle — wait until the clients' backends are gone (a backend's time is
# the postmaster's once it has been reaped)
settle() {
    local pm c n
    pm=$(head -1 "$dir/pg/data/postmaster.pid")
    for _ in $(seq 300); do
        n=0
        for c in $(server_children "$pm"); do
            grep -q '\[local\]' "/proc/$c/cmdline" 2>/dev/null && n=$((n + 1))
        done
        [ "$n" -eq 0 ] && return 0
        sleep 0.02
    done
    echo "   (client backends still there after the run: $n)"
}

# run VARIANT CLIENTS — one pgbench run; sets tps and cpu (us per call)
run() {
    local script=heal options= out calls t0 t1
    case $1 in
        plain) script=plain ;;
        audited) script=audited ;;
        inline) options="-c nl2sql_heal.receipt_writer=off" ;;
        guarded) options="-c nl2sql_heal.max_plan_cost=1e9 -c nl2sql_heal.max_plan_rows=1e6" ;;
        keyed) options="-c nl2sql_heal.model_endpoint=http://127.0.0.1:9 -c nl2sql_heal.model_api_key_file=$dir/pg/model.key" ;;
    esac
    # what a connection costs before its calls (backend start, first call:
    # library, caches, the PL/pgSQL compile), measured once per variant on 4
    # connections of one call each, is taken off: under load a run makes few
    # calls, over which it would weigh
    if [ -z "${start_ticks[$1]:-}" ]; then
        t0=$(server_ticks)
        out=$(PGOPTIONS="$options" "$PGBIN/pgbench" -n -M prepared -c 4 -j 4 -t 1 -f "$dir/$script.sql" postgres 2>"$dir/pgbench.err") ||
            { cat "$dir/pgbench.err"; exit 1; }
        settle
        t1=$(server_ticks)
        [ "$script" = heal ] && echo 4 >>"$dir/heal_calls"
        start_ticks[$1]=$(echo "($t1 - $t0) / 4" | bc -l)
    fi
    background_snapshot "$dir/bg0"
    t0=$(server_ticks)
    out=$(PGOPTIONS="$options" "$PGBIN/pgbench" -n -M prepared ${PGBENCH_OPTS:-} -c "$2" -j "$2" -T "$seconds" \
        -f "$dir/$script.sql" postgres 2>"$dir/pgbench.err") || { cat "$dir/pgbench.err"; exit 1; }
    # at once: the receipt writer leaves a second after its last batch, and
    # the time of a process that left is only in the server's total
    background_snapshot "$dir/bg1"
    background_delta "$1.$2"
    settle
    t1=$(server_ticks)
    calls=$(echo "$out" | awk '/actually processed/ {split($NF, a, "/"); print a[1]}')
    [ "$script" = heal ] && echo "$calls" >>"$dir/heal_calls"
    tps=$(echo "$out" | awk '/^tps/ {print $3; exit}')
    ticks=$(echo "$t1 - $t0 - $2 * ${start_ticks[$1]}" | bc -l)
    cpu=$(echo "$ticks * 1000000 / $hz / ($calls - $2)" | bc -l)
    tps_sum[$1.$2]=$(echo "${tps_sum[$1.$2]:-0} + $tps" | bc -l)
    calls_sum[$1.$2]=$(( ${calls_sum[$1.$2]:-0} + calls - $2 ))
    ticks_sum[$1.$2]=$(echo "${ticks_sum[$1.$2]:-0} + $ticks" | bc -l)
}

declare -A tps_sum=() calls_sum=() ticks_sum=() start_ticks=() bg_sum=() bg_kinds=()
order=($variants)
echo "success-path overhead: point query, clients: $client_counts, $seconds s per run, $rounds rounds, plain and heal_execute alternated"
for r in $(seq "$rounds"); do
    for clients in $client_counts; do
        line=""
        for v in "${order[@]}"; do
            run "$v" "$clients"
            line="$line, $v $(printf '%.0f' "$tps") tps $(printf '%.0f' "$cpu") us CPU/call"
        done
        echo "  round $r, $clients client(s):${line#,}"
    done
    # the next round runs the variants in the other order
    reversed=()
    for ((k = ${#order[@]} - 1; k >= 0; k--)); do reversed+=("${order[$k]}"); done
    order=("${reversed[@]}")
done
mode="PostgreSQL $PG_MAJOR $([ "$preload" = yes ] && echo preloaded || echo "not preloaded")"
for clients in $client_counts; do
    echo "  $mode, $clients client(s), means over the rounds:"
    for v in $variants; do
        printf '    %-8s %8.0f tps %8.1f us server CPU per call\n' "$v" \
            "$(echo "${tps_sum[$v.$clients]} / $rounds" | bc -l)" \
            "$(echo "${ticks_sum[$v.$clients]} * 1000000 / $hz / ${calls_sum[$v.$clients]}" | bc -l)"
    done
    # where the server CPU goes: the background processes (the receipt
    # writer, the WAL writer, ...) apart, the client backends (and any
    # process that exited during a run) the rest
    for v in $variants; do
        line=
        bg_total=0
        for k in $(printf '%s\n' "${!bg_kinds[@]}" | sort); do
            t=${bg_sum[$v.$clients.$k]:-0}
            bg_total=$(echo "$bg_total + $t" | bc -l)
            us=$(echo "$t * 1000000 / $hz / ${calls_sum[$v.$clients]}" | bc -l)
            [ "$(echo "$us >= 0.05" | bc -l)" = 1 ] && line="$line, ${k//+/ } $(printf '%.1f' "$us")"
        done
        printf '    %-8s us per call: backends and the rest %.1f%s\n' "$v" \
            "$(echo "(${ticks_sum[$v.$clients]} - $bg_total) * 1000000 / $hz / ${calls_sum[$v.$clients]}" | bc -l)" "$line"
    done
    for v in $variants; do
        [ "$v" = plain ] && continue
        printf '    overhead ratio %-8s (plain tps / %s tps): %.2f   CPU per call (%s / plain): %.2f%s\n' "$v" "$v" \
            "$(echo "${tps_sum[plain.$clients]} / ${tps_sum[$v.$clients]}" | bc -l)" "$v" \
            "$(echo "(${ticks_sum[$v.$clients]} / ${calls_sum[$v.$clients]}) / (${ticks_sum[plain.$clients]} / ${calls_sum[plain.$clients]})" | bc -l)" \
            "$([ "$v" != heal ] || [ "$writer" = yes ] || echo " (no writer: receipts in the caller's transaction)")"
    done
done
echo "  load average now: $(cut -d' ' -f1-3 /proc/loadavg)"
sleep 1    # the writer's last batch
psql -X -Atq -d postgres -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
heal_calls=$(awk '{s += $1} END {print s + 0}' "$dir/heal_calls" 2>/dev/null || echo 0)
receipts=$(psql -X -Atq -d postgres -c "SELECT count(*) FROM nl2sql_heal.steps s JOIN nl2sql_heal.attempts a USING (receipt_id, step)
                                        JOIN nl2sql_heal.receipts r USING (receipt_id)")
echo "heal_execute calls: $heal_calls; receipts written (receipt + step + attempt): $receipts"
[ "$receipts" = "$heal_calls" ] || { echo "receipts are missing"; exit 1; }
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null
rm -rf "$dir"
dir=
done

# Where the time of one call goes: the per-phase table, from a benchmark build.
[ "${BENCH_PHASES:-yes}" = yes ] || exit 0
phase_tree=${PHASE_TREE:-}
if [ -z "$phase_tree" ]; then
    phase_tree=$(scratch_dir)
    trap 'rm -rf "$phase_tree"' EXIT
    echo
    echo "== a benchmark build (make PHASE_TIMING=1) of this checkout, for the per-phase table"
    mkdir -p "$phase_tree/src" "$phase_tree/usr/lib/postgresql" "$phase_tree/usr/share/postgresql"
    tar --exclude=.git --exclude='*.o' --exclude='*.so' --exclude='*.bc' --exclude='test/*/bin' -cf - . | tar -xf - -C "$phase_tree/src"
    cp -a "$(dirname "$PGBIN")" "$phase_tree/usr/lib/postgresql/"
    cp -a "${NL2SQL_HEAL_TREE:-}/usr/share/postgresql/$PG_MAJOR" "$phase_tree/usr/share/postgresql/"
    (cd "$phase_tree/src" && make -s -j"$(nproc)" PHASE_TIMING=1 with_llvm=no >/dev/null && make -s install PHASE_TIMING=1 with_llvm=no DESTDIR="$phase_tree" >/dev/null) ||
        { echo "the benchmark build failed"; exit 1; }
    chmod -R a+rX "$phase_tree"
fi
echo
NL2SQL_HEAL_TREE=$phase_tree BENCH_PRELOAD=$(set -- ${BENCH_PRELOAD:-yes no}; echo "$1") SECONDS_PER_RUN=$seconds \
    CLIENTS=${PHASE_CLIENTS:-1} BENCH_PORT=$((${BENCH_PORT:-5492} + 1)) bash bench/phases.sh
