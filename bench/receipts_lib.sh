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

# receipts_bench_schema [DB] — in DB (default postgres): the extension, a 100,000-row table, the plain
# execution heal_execute is compared with, and CPU readers:
# cpu_ms(pid) is the process's time on a CPU in ms, from
# /proc/PID/schedstat (nanoseconds) where the kernel has it, else from
# /proc/PID/stat (user + system, 10 ms ticks); writer_cpu_ms() sums the
# receipt writers'.
receipts_bench_schema() {
    local cpu db=${1:-postgres}
    if [ -r /proc/self/schedstat ]; then
        cpu="SELECT split_part(pg_read_file('/proc/' || pid || '/schedstat'), ' ', 1)::float8 / 1e6"
    else
        cpu="SELECT (f[12]::float8 + f[13]::float8) * 10
               FROM (SELECT string_to_array(split_part(pg_read_file('/proc/' || pid || '/stat'), ') ', 2), ' ') AS f) s"
    fi
    psql -X -Atq -d "$db" <<SQL
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
    SELECT coalesce(sum(cpu_ms(pid)), 0) FROM pg_stat_activity
     WHERE backend_type = 'nl2sql_heal receipt writer' AND (datname IS NULL OR datname = current_database())
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

# receipts_cpu_pairs SESSIONS BLOCKS CALLS LABEL [DB ...] — the success-path
# overhead ratio in backend CPU, paired: SESSIONS sessions (per database
# DB, default postgres; the databases take turns), each running BLOCKS
# blocks of CALLS plain calls and CALLS heal_execute calls (which goes first
# alternates), reading its CPU time around each half.  The two halves of a
# block run a few milliseconds apart, so a busy machine (which changes the
# CPU a call takes by a factor of two or three from one second to the next)
# slows both alike.  Prints per database, per call, the plain and
# heal_execute backend CPU and the receipt writer's (read per session, once
# its receipts are written), and the ratio heal_execute / plain: pooled over
# every block, with the median, range and standard error of the ratios of
# groups of 10 blocks; and with the writer's CPU added.  With two databases,
# also the second's ratio minus the first's, measured in the same minutes,
# and the mean of that difference over pairs of sessions (one in each,
# back to back) with its standard error.
# CPU_PAIRS_AA=1 runs the plain call in both halves: a check of the method,
# whose ratio should be 1 within its standard error (whichever half runs
# first reads a few ms more: the order alternates, so that cancels).
receipts_cpu_pairs() {
    local sessions=$1 blocks=$2 calls=$3 label=$4 f=$bench_dir/cpu_pairs.sql i b id kind first db
    shift 4
    local dbs=("${@:-postgres}")
    [ $# -gt 0 ] || dbs=(postgres)
    plain_call() { echo "SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = $1') IS NOT NULL AS x \\gset"; }
    heal_call() {
        [ -z "${CPU_PAIRS_AA:-}" ] || { plain_call "$1"; return; }
        echo "SELECT nl2sql_heal.heal_execute('What is item $1?', 'SELECT id, name, price, stock FROM items WHERE id = $1') IS NOT NULL AS x \\gset"
    }
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
                echo "SELECT current_database() || ' ' || :t_plain - :t0 || ' ' || :t_heal - :t_plain;"
            else
                echo "SELECT current_database() || ' ' || :t_plain - :t_heal || ' ' || :t_heal - :t0;"
            fi
        done
        echo "SELECT nl2sql_heal.wait_for_receipts() \\gset"
        echo "SELECT current_database() || ' writer ' || writer_cpu_ms() - :w0;"
    } >"$f"
    : >"$bench_dir/cpu_pairs"
    for i in $(seq "$sessions"); do
        for db in "${dbs[@]}"; do
            psql -X -Atq -d "$db" -f "$f" >>"$bench_dir/cpu_pairs"
        done
    done
    awk -v calls="$calls" -v label="$label" -v order="${dbs[*]}" '
        $2 == "writer" { W[$1] += $3; d = $1; s[d]++; sr[d, s[d]] = sh[d] / sp[d]; sp[d] = 0; sh[d] = 0; next }
        { d = $1; n[d]++; P[d] += $2; H[d] += $3; gp[d] += $2; gh[d] += $3; sp[d] += $2; sh[d] += $3
          if (n[d] % 10 == 0) { g[d]++; r[d, g[d]] = gh[d] / gp[d]; gp[d] = 0; gh[d] = 0 } }
        END {
            k = split(order, dbs, " ")
            for (x = 1; x <= k; x++) {
                d = dbs[x]; G = g[d]; m = 0; v = 0
                for (i = 1; i <= G; i++) a[i] = r[d, i]
                for (i = 1; i <= G; i++) for (j = i + 1; j <= G; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
                for (i = 1; i <= G; i++) m += a[i]; m /= G
                for (i = 1; i <= G; i++) v += (a[i] - m) ^ 2
                se[d] = sqrt(v / (G - 1)) / sqrt(G); ratio[d] = H[d] / P[d]
                med = G % 2 ? a[(G + 1) / 2] : (a[G / 2] + a[G / 2 + 1]) / 2
                c = n[d] * calls
                printf "CPU per call at %s%s (%d blocks of %d + %d calls): plain %.1f us, heal_execute %.1f us + receipt writer %.1f us\n",
                    label, (k > 1 ? " (database " d ")" : ""), n[d], calls, calls, P[d] * 1000 / c, H[d] * 1000 / c, W[d] * 1000 / c
                printf "  overhead ratio, backend:           %.3f (standard error %.3f; %d groups of 10 blocks: median %.3f, range %.3f to %.3f)\n",
                    ratio[d], se[d], G, med, a[1], a[G]
                printf "  overhead ratio, with the writer:   %.3f\n", (H[d] + W[d]) / P[d]
            }
            if (k == 2) {
                printf "  backend ratio in %s minus in %s, same minutes: %+.3f (standard error %.3f)\n",
                    dbs[2], dbs[1], ratio[dbs[2]] - ratio[dbs[1]], sqrt(se[dbs[1]] ^ 2 + se[dbs[2]] ^ 2)
                # sessions run in pairs (one in each database, back to back):
                # the difference of each pair'"'"'s ratios cancels what drifts slower
                # than a pair, so its mean has the tighter standard error
                S = s[dbs[1]] < s[dbs[2]] ? s[dbs[1]] : s[dbs[2]]; m = 0; v = 0
                for (i = 1; i <= S; i++) { e[i] = sr[dbs[2], i] - sr[dbs[1], i]; m += e[i] }
                m /= S
                for (i = 1; i <= S; i++) v += (e[i] - m) ^ 2
                sd = S > 1 ? sqrt(v / (S - 1)) / sqrt(S) : 0
                printf "  the same, per pair of sessions (%d pairs): %+.3f (standard error %.3f)", S, m, sd
                if (2 * sd > 0.02)
                    printf "; two standard errors within 0.02 would take about %d pairs", int(S * (sd / 0.01) ^ 2 + 0.999)
                printf "\n"
            }
        }' "$bench_dir/cpu_pairs"
}
