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

# receipts_cpu_pairs SESSIONS BLOCKS CALLS LABEL — the success-path overhead
# ratio in backend CPU, paired: SESSIONS sessions, each running BLOCKS
# blocks of CALLS plain calls and CALLS heal_execute calls (which goes first
# alternates), reading its CPU time around each half.  The two halves of a
# block run a few milliseconds apart, so a busy machine (which changes the
# CPU a call takes by a factor of two or three from one second to the next)
# slows both alike.  Prints per call the plain and heal_execute backend CPU
# and the receipt writer's (read per session, once its receipts are
# written), and the ratio heal_execute / plain: pooled over every block, with
# the median, range and standard error of the ratios of groups of 10 blocks;
# and with the writer's CPU added.  CPU_PAIRS_AA=1 runs the plain call in
# both halves: a check of the method, whose ratio should be 1 within its
# standard error (whichever half runs first reads a few ms more: the order
# alternates, so that cancels).
receipts_cpu_pairs() {
    local sessions=$1 blocks=$2 calls=$3 label=$4 f=$bench_dir/cpu_pairs.sql i b id kind first
    plain_call() { echo "SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = $1') IS NOT NULL AS x \\gset"; }
    heal_call() { [ -z "${CPU_PAIRS_AA:-}" ] || { plain_call "$1"; return; }; echo "SELECT nl2sql_heal.heal_execute('What is item $1?', 'SELECT id, name, price, stock FROM items WHERE id = $1') IS NOT NULL AS x \\gset"; }
    {
        echo "SELECT nl2sql_heal.heal_execute('warm', 'SELECT 1') IS NOT NULL AS x, pg_sleep(0.3) \\gset"
        for i in 1 2 3 4 5; do plain_call "$i"; heal_call "$i"; done
        echo "SELECT nl2sql_heal.wait_for_receipts() \\gset"
        echo "SELECT writer_cpu_ms() AS w0 \\gset"
        for b in $(seq "$blocks"); do
            first=plain; [ $((b % 2)) = 0 ] && first=heal
            echo "SELECT cpu_ms(pg_backend_pid()) AS t0 \\gset"
            for kind in $first $([ $first = plain ] && echo heal || echo plain); do
                for i in $(seq "$calls"); do
                    id=$(( ((b * calls + i) * 7919) % 100000 + 1 ))
                    ${kind}_call "$id"
                done
                echo "SELECT cpu_ms(pg_backend_pid()) AS t_$kind \\gset"
            done
            if [ $first = plain ]; then
                echo "SELECT :t_plain - :t0 || ' ' || :t_heal - :t_plain;"
            else
                echo "SELECT :t_plain - :t_heal || ' ' || :t_heal - :t0;"
            fi
        done
        echo "SELECT nl2sql_heal.wait_for_receipts() \\gset"
        echo "SELECT 'writer ' || writer_cpu_ms() - :w0;"
    } >"$f"
    : >"$bench_dir/cpu_pairs"
    for i in $(seq "$sessions"); do
        psql -X -Atq -d postgres -f "$f" >>"$bench_dir/cpu_pairs"
    done
    awk -v calls="$calls" -v label="$label" '
        $1 == "writer" { W += $2; next }
        { n++; P += $1; H += $2; gp += $1; gh += $2
          if (n % 10 == 0) { g++; r[g] = gh / gp; gp = 0; gh = 0 } }
        END {
            for (i = 1; i <= g; i++) for (j = i + 1; j <= g; j++) if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t }
            for (i = 1; i <= g; i++) { m += r[i] } m /= g
            for (i = 1; i <= g; i++) { v += (r[i] - m) ^ 2 } se = sqrt(v / (g - 1)) / sqrt(g)
            med = g % 2 ? r[(g + 1) / 2] : (r[g / 2] + r[g / 2 + 1]) / 2
            pc = P * 1000 / (n * calls); hc = H * 1000 / (n * calls); wc = W * 1000 / (n * calls)
            printf "CPU per call at %s (%d blocks of %d + %d calls): plain %.1f us, heal_execute %.1f us + receipt writer %.1f us\n",
                label, n, calls, calls, pc, hc, wc
            printf "  overhead ratio, backend:           %.3f (standard error %.3f; %d groups of 10 blocks: median %.3f, range %.3f to %.3f)\n",
                H / P, se, g, med, r[1], r[g]
            printf "  overhead ratio, with the writer:   %.3f\n", (H + W) / P
        }' "$bench_dir/cpu_pairs"
}
