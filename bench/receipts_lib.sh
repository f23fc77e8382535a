# bench/receipts_lib.sh — sourced by bench/receipts_scale.sh and
# bench/receipt_path_cpu.sh (after test/lib.sh): a private server with
# nl2sql_heal preloaded, the point-query workload both measure, and the
# backend CPU time per call that a busy machine does not blur as it blurs
# throughput.

# receipts_bench_start DEFAULT_PORT [server options] — initdb and start a
# server in a scratch directory (fsync on, as in production), listening only
# on its socket; exports PGHOST, PGPORT, PGUSER; sets bench_dir; stops the
# server and removes the directory on exit.  BENCH_PORT and BENCH_PG_OPTS
# override the port and add options.
receipts_bench_start() {
    local port
    port=$(free_port "${BENCH_PORT:-$1}")
    shift
    bench_dir=$(scratch_dir)
    trap receipts_bench_stop EXIT
    mkdir -p "$bench_dir/pg"
    chown postgres "$bench_dir/pg"
    runuser -u postgres -- "$PGBIN/initdb" -D "$bench_dir/pg/data" -U postgres -A trust >/dev/null
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$bench_dir/pg/data" -l "$bench_dir/pg/log" -w \
        -o "-p $port -k $bench_dir/pg -c listen_addresses='' -c shared_preload_libraries=nl2sql_heal $* ${BENCH_PG_OPTS:-}" \
        start >/dev/null
    export PGHOST=$bench_dir/pg PGPORT=$port PGUSER=postgres
}

receipts_bench_stop() {
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$bench_dir/pg/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$bench_dir"
}

q() { psql -X -Atq -d postgres "$@"; }

# receipts_bench_schema — the extension, a 100,000-row table, the plain
# execution heal_execute is compared with, and CPU readers:
# cpu_ms(pid) is the process's time on a CPU in ms, from
# /proc/PID/schedstat (nanoseconds) where the kernel has it, else from
# /proc/PID/stat (user + system, 10 ms ticks); writer_cpu_ms() sums the
# receipt writers'.
receipts_bench_schema() {
    local cpu
    if [ -r /proc/self/schedstat ]; then
        cpu="SELECT split_part(pg_read_file('/proc/' || pid || '/schedstat'), ' ', 1)::float8 / 1e6"
    else
        cpu="SELECT (f[12]::float8 + f[13]::float8) * 10
               FROM (SELECT string_to_array(split_part(pg_read_file('/proc/' || pid || '/stat'), ') ', 2), ' ') AS f) s"
    fi
    q <<SQL
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2), stock int);
INSERT INTO items SELECT g, 'item ' || g, (g % 1000) / 10.0, g % 97 FROM generate_series(1, 100000) g;
VACUUM ANALYZE items;
CREATE FUNCTION plain_execute(q text) RETURNS jsonb LANGUAGE plpgsql AS \$\$
DECLARE result jsonb;
BEGIN
    EXECUTE format('SELECT coalesce(jsonb_agg(to_jsonb(t)), ''[]'') FROM (%s) t', q) INTO result;
    RETURN result;
END \$\$;
CREATE FUNCTION cpu_ms(pid int) RETURNS float8 LANGUAGE sql AS \$\$ $cpu \$\$;
CREATE FUNCTION writer_cpu_ms() RETURNS float8 LANGUAGE sql AS \$\$
    SELECT coalesce(sum(cpu_ms(pid)), 0) FROM pg_stat_activity WHERE backend_type = 'nl2sql_heal receipt writer'
\$\$;
SQL
}

# receipts_cpu_script KIND CALLS FILE — a psql script: CALLS autocommitted
# point queries (KIND plain: plain_execute; heal: heal_execute) between two
# readings of the session's and the receipt writer's CPU time; it prints
# "session_ms writer_ms", the writer's read once the receipts are written.
receipts_cpu_script() {
    local kind=$1 calls=$2 f=$3 i id
    {
        # a running writer first (it exits after a second without work), then the readings
        echo "SELECT nl2sql_heal.heal_execute('warm', 'SELECT 1') IS NOT NULL AS x, pg_sleep(0.3) \\gset"
        echo "SELECT writer_cpu_ms() AS w0, cpu_ms(pg_backend_pid()) AS c0 \\gset"
        for i in $(seq "$calls"); do
            id=$(( (i * 7919) % 100000 + 1 ))
            if [ "$kind" = plain ]; then
                echo "SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = $id') IS NOT NULL AS x \\gset"
            else
                echo "SELECT nl2sql_heal.heal_execute('What is item $id?', 'SELECT id, name, price, stock FROM items WHERE id = $id') IS NOT NULL AS x \\gset"
            fi
        done
        echo "SELECT cpu_ms(pg_backend_pid()) - :c0 AS s \\gset"
        echo "SELECT nl2sql_heal.wait_for_receipts() \\gset"
        echo "SELECT writer_cpu_ms() - :w0 AS w \\gset"
        echo "SELECT :s || ' ' || :w;"
    } >"$f"
}

# receipts_cpu_run FILE [PGOPTIONS] — run a receipts_cpu_script file: "session_ms writer_ms"
receipts_cpu_run() {
    PGOPTIONS="${2:-}" psql -X -Atq -d postgres -f "$1"
}

# receipts_cpu_rounds ROUNDS CALLS LABEL — ROUNDS alternated rounds of CALLS
# plain and CALLS heal_execute calls; prints, per call, the plain and
# heal_execute backend CPU and the writer's, and the ratio heal_execute /
# plain (the backend's alone, and with the writer's CPU added): the pooled
# ratio, the median and the range of the rounds' ratios.
receipts_cpu_rounds() {
    local rounds=$1 calls=$2 label=$3 r s w ps pw
    receipts_cpu_script plain "$calls" "$bench_dir/cpu_plain.sql"
    receipts_cpu_script heal "$calls" "$bench_dir/cpu_heal.sql"
    : >"$bench_dir/cpu_rounds"
    for r in $(seq "$rounds"); do
        read -r ps pw < <(receipts_cpu_run "$bench_dir/cpu_plain.sql")
        read -r s w < <(receipts_cpu_run "$bench_dir/cpu_heal.sql")
        echo "$ps $s $w" >>"$bench_dir/cpu_rounds"
    done
    awk -v calls="$calls" -v label="$label" '
        { p[NR] = $1; h[NR] = $2; w[NR] = $3; P += $1; H += $2; W += $3
          a[NR] = $2 / $1; b[NR] = ($2 + $3) / $1 }
        function med(x, n,   i, j, t) {
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t }
            return n % 2 ? x[(n + 1) / 2] : (x[n / 2] + x[n / 2 + 1]) / 2 }
        END {
            n = NR
            printf "CPU per call at %s (%d alternated rounds of %d calls): plain %.1f us, heal_execute %.1f us + writer %.1f us\n",
                label, n, calls, P * 1000 / (n * calls), H * 1000 / (n * calls), W * 1000 / (n * calls)
            ra = med(a, n); rb = med(b, n)
            printf "  overhead ratio, backend only:     pooled %.3f, median %.3f, rounds %.3f to %.3f\n", H / P, ra, a[1], a[n]
            printf "  overhead ratio, with the writer:  pooled %.3f, median %.3f, rounds %.3f to %.3f\n", (H + W) / P, rb, b[1], b[n]
        }' "$bench_dir/cpu_rounds"
}
