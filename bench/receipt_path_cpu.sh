#!/usr/bin/env bash
# The receipt path's cost in CPU time, which a busy machine does not blur as
# it blurs throughput: one psql session runs CALLS autocommitted calls (the
# point query of bench/overhead.sh) and reads its own CPU time
# (/proc/self/stat of the backend) before and after; the receipt writer's CPU
# for those receipts is read the same way.  Printed per call, for a plain
# PL/pgSQL EXECUTE and for heal_execute with the receipt writer and with
# receipts in the caller's transaction, with rows inserted through the
# executor's simple-insert path and (where the build has
# nl2sql_heal.receipt_insert_path) through SPI_execute_plan.  The ratio is
# heal_execute's CPU per call over the plain EXECUTE's (the success-path
# overhead in CPU, the caller's and the writer's together).
# Run as root after a build; starts its own server, nl2sql_heal preloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

calls=${CALLS:-3000}
rounds=${ROUNDS:-3}
port=$(free_port ${BENCH_PORT:-5495})
dir=$(scratch_dir)
trap 'runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
mkdir -p "$dir/pg"
chown postgres "$dir/pg"
runuser -u postgres -- "$PGBIN/initdb" -D "$dir/pg/data" -U postgres -A trust >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/log" -w \
    -o "-p $port -k $dir/pg -c listen_addresses='' -c shared_preload_libraries=nl2sql_heal ${BENCH_PG_OPTS:-}" start >/dev/null
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
q() { psql -X -Atq -d postgres "$@"; }

q <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2), stock int);
INSERT INTO items SELECT g, 'item ' || g, (g % 1000) / 10.0, g % 97 FROM generate_series(1, 100000) g;
VACUUM ANALYZE items;
CREATE FUNCTION plain_execute(q text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE result jsonb;
BEGIN
    EXECUTE format('SELECT coalesce(jsonb_agg(to_jsonb(t)), ''[]'') FROM (%s) t', q) INTO result;
    RETURN result;
END $$;
-- CPU time (user + system, ms) of a process: fields 14 and 15 of /proc/PID/stat, in 10 ms ticks
CREATE FUNCTION cpu_ms(pid int) RETURNS float8 LANGUAGE sql AS $$
    SELECT (f[12]::float8 + f[13]::float8) * 1000.0 / 100
      FROM (SELECT string_to_array(split_part(pg_read_file('/proc/' || pid || '/stat'), ') ', 2), ' ') AS f) s
$$;
CREATE FUNCTION writer_cpu_ms() RETURNS float8 LANGUAGE sql AS $$
    SELECT coalesce(sum(cpu_ms(pid)), 0) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'
$$;
SQL
# BENCH_NO_TIME_INDEXES=1: without the block-range indexes on created_at (to price them)
if [ -n "${BENCH_NO_TIME_INDEXES:-}" ]; then
    q -c "DROP INDEX nl2sql_heal.receipts_created_at, nl2sql_heal.steps_created_at, nl2sql_heal.model_calls_created_at"
fi
spi=$(q -c "LOAD 'nl2sql_heal'" -c "SELECT (current_setting('nl2sql_heal.receipt_insert_path', true) IS NOT NULL)::int")

# script KIND: CALLS calls between two readings of the session's CPU time
script() {
    local f=$dir/$1.sql
    {
        # a running writer first (it exits after a second without work), then the readings
        echo "SELECT nl2sql_heal.heal_execute('warm', 'SELECT 1') IS NOT NULL AS x, pg_sleep(0.3) \\gset"
        echo "SELECT writer_cpu_ms() AS w0, cpu_ms(pg_backend_pid()) AS c0 \\gset"
        for i in $(seq "$calls"); do
            id=$(( (i * 7919) % 100000 + 1 ))
            if [ "$1" = plain ]; then
                echo "SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = $id') IS NOT NULL AS x \\gset"
            else
                echo "SELECT nl2sql_heal.heal_execute('What is item $id?', 'SELECT id, name, price, stock FROM items WHERE id = $id') IS NOT NULL AS x \\gset"
            fi
        done
        echo "SELECT nl2sql_heal.wait_for_receipts() \\gset"
        echo "SELECT cpu_ms(pg_backend_pid()) - :c0 AS s, writer_cpu_ms() - :w0 AS w \\gset"
        echo "SELECT :s || ' ' || :w;"
    } >"$f"
    echo "$f"
}
plain_sql=$(script plain)
heal_sql=$(script heal)

set_path() {
    [ "$spi" = 1 ] || return 0
    q -c "LOAD 'nl2sql_heal'" -c "ALTER SYSTEM SET nl2sql_heal.receipt_insert_path = '$1'" -c "SELECT pg_reload_conf()" >/dev/null
    sleep 1
}
# run FILE [PGOPTIONS]: prints "session_ms writer_ms" (the writer's CPU read
# in the same session, while it still runs)
run() {
    PGOPTIONS="${2:-}" psql -X -Atq -d postgres -f "$1"
}

paths="executor"
[ "$spi" = 1 ] && paths="executor spi"
echo "== PostgreSQL $PG_MAJOR, CPU per call over $calls calls, $rounds rounds (paths: $paths)"
declare -A cpu
for r in $(seq "$rounds"); do
    read -r s w < <(run "$plain_sql"); cpu[plain]=$(echo "${cpu[plain]:-0} + $s" | bc -l)
    for path in $paths; do
        set_path "$path"
        read -r s w < <(run "$heal_sql")
        cpu[writer_$path]=$(echo "${cpu[writer_$path]:-0} + $s + $w" | bc -l)
        cpu[writer_only_$path]=$(echo "${cpu[writer_only_$path]:-0} + $w" | bc -l)
        read -r s w < <(run "$heal_sql" "-c nl2sql_heal.receipt_writer=off")
        cpu[inline_$path]=$(echo "${cpu[inline_$path]:-0} + $s" | bc -l)
    done
done
us() { echo "${cpu[$1]} * 1000 / ($rounds * $calls)" | bc -l; }
printf 'plain EXECUTE: %.0f us CPU per call\n' "$(us plain)"
for path in $paths; do
    printf '%-8s path: receipt writer %.0f us per call (of which the writer %.0f us), ratio %.3f; in the caller'"'"'s transaction %.0f us, ratio %.3f\n' \
        "$path" "$(us writer_$path)" "$(us writer_only_$path)" "$(echo "${cpu[writer_$path]} / ${cpu[plain]}" | bc -l)" \
        "$(us inline_$path)" "$(echo "${cpu[inline_$path]} / ${cpu[plain]}" | bc -l)"
done
