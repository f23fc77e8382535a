#!/usr/bin/env bash
# Where the time of a successful heal_execute call goes: a point query with
# one literal (an integer, then a string: a string literal is what the
# policy may have to type), run by pgbench against a benchmark build whose
# phases are timed (make PHASE_TIMING=1: src/phase_timing.h).  Each backend
# logs its totals when it exits; this script adds them up and prints one
# table per query: microseconds per call for each phase, and its share.
#
#   make clean && make PHASE_TIMING=1 && make install    (as root), then
#   bash bench/phases.sh     SECONDS_PER_RUN=10 CLIENTS=1 BENCH_PRELOAD=yes
#
# Starts its own server (fsync on, defaults), with shared_preload_libraries
# = nl2sql_heal unless BENCH_PRELOAD=no.  Prints the machine's load beside
# the figures: on a shared machine, compare phases within one run.
# The repair path: run any benchmark against a server with the benchmark
# build (bench/spider_llm.sh or bench/rules.sh with KEEP_SERVER=1), stop it,
# and print its table from the server's log:
#   bash bench/phases.sh --repair-log /path/to/server/log
set -euo pipefail
cd "$(dirname "$0")/.."

# repair_table LOG — the repair path's phases, per heal_execute call
repair_table() {
    grep -o 'nl2sql_heal phases:.*' "$1" | awk '
    {
        for (i = 3; i <= NF; i++) {
            split($i, kv, "="); split(kv[2], nc, "/")
            ns[kv[1]] += nc[1]; n[kv[1]] += nc[2]
        }
    }
    END {
        calls = n["call"]
        if (calls == 0) { print "no heal_execute calls in the log"; exit 1 }
        for (k in ns) us[k] = ns[k] / calls / 1000
        printf "  %d calls, %.2f executions and %.2f rule validations per call, %.2f proposals\n", calls, (n["run"] - n["validate"]) / calls, n["validate"] / calls, n["sources"] / calls
        row("executions of the attempts (parse to rows)", us["run"] - us["validate"])
        row("governed-metrics registry (read once a call)", us["metrics"])
        row("journal rule", us["journal"])
        row("other rules", us["rules"])
        row("  within those three: catalog reads (schema, journal, registry)", us["catalog"])
        row("validation of each rule edit (parse analysis)", us["validate"])
        row("rest of the repair sources (model tier and others)", us["sources"] - us["journal"] - us["rules"] - us["validate"])
        row("remembered-repair look-up and the heal loop", us["heal"] - (us["run"] - us["validate"]) - us["metrics"] - us["sources"])
        row("result jsonb (rows and step)", us["result_json"])
        row("receipt packing and queueing", us["receipt"])
        row("arguments and the rest", us["call"] - us["heal"] - us["result_json"] - us["receipt"])
        printf "  %-60s %8.1f us\n", "heal_execute, inside the function", us["call"]
    }
    function row(name, v) { printf "  %-60s %8.1f us  %5.1f%%\n", name, v, 100 * v / us["call"] }
    '
}
if [ "${1:-}" = --repair-log ]; then
    echo "== per-phase time of heal_execute calls (repair path) from $2"
    repair_table "$2"
    exit
fi
. test/lib.sh

seconds=${SECONDS_PER_RUN:-10}
clients=${CLIENTS:-1}
dir=$(scratch_dir)
port=$(free_port ${BENCH_PORT:-5493})
trap 'runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
mkdir -p "$dir/pg"
chown postgres "$dir/pg"
preload_opt="-c shared_preload_libraries=nl2sql_heal"
[ "${BENCH_PRELOAD:-yes}" = yes ] || preload_opt=
runuser -u postgres -- "$PGBIN/initdb" -D "$dir/pg/data" -U postgres -A trust >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/log" -w \
    -o "-p $port -k $dir/pg -c listen_addresses='' $preload_opt ${BENCH_PG_OPTS:-}" start >/dev/null
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres

psql -X -q -d postgres <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text UNIQUE, price numeric(10,2), stock int);
INSERT INTO items SELECT g, 'item ' || g, (g % 1000) / 10.0, g % 97 FROM generate_series(1, 100000) g;
VACUUM ANALYZE items;
CREATE FUNCTION plain_execute(q text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
    result jsonb;
BEGIN
    EXECUTE format('SELECT coalesce(jsonb_agg(to_jsonb(t)), ''[]'') FROM (%s) t', q) INTO result;
    RETURN result;
END $$;
SQL
probe=$(psql -X -Atq -d postgres -c "SELECT nl2sql_heal.heal_execute('probe', 'SELECT 1')->>'status'")
[ "$probe" = ok ] || { echo "heal_execute does not work"; exit 1; }

cat >"$dir/int_heal.sql" <<'EOF2'
\set id random(1, 100000)
SELECT nl2sql_heal.heal_execute('What is item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF2
cat >"$dir/int_plain.sql" <<'EOF2'
\set id random(1, 100000)
SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF2
cat >"$dir/text_heal.sql" <<'EOF2'
\set id random(1, 100000)
SELECT nl2sql_heal.heal_execute('What is item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE name = ''item ' || :id || '''');
EOF2
cat >"$dir/text_plain.sql" <<'EOF2'
\set id random(1, 100000)
SELECT plain_execute('SELECT id, name, price, stock FROM items WHERE name = ''item ' || :id || '''');
EOF2

# latency SCRIPT — pgbench's mean latency in microseconds
latency() {
    "$PGBIN/pgbench" -n -M prepared -c "$clients" -j "$clients" -T "$seconds" -f "$1" postgres 2>/dev/null |
        awk '/^latency average/ {print $4 * 1000; exit}'
}

echo "== per-phase time of a successful heal_execute call: PostgreSQL $PG_MAJOR, $clients client(s), $seconds s per run"
echo "   load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for q in int text; do
    : >"$dir/pg/log.mark"
    lines_before=$(wc -l <"$dir/pg/log")
    plain=$(latency "$dir/${q}_plain.sql")
    heal=$(latency "$dir/${q}_heal.sql")
    sleep 1     # the pgbench backends' exit lines
    tail -n +"$((lines_before + 1))" "$dir/pg/log" | grep -o 'nl2sql_heal phases:.*' >"$dir/$q.phases" || true
    [ -s "$dir/$q.phases" ] || { echo "no phase totals in the log: is the installed build made with PHASE_TIMING=1?"; exit 1; }
    echo
    case $q in
        int) echo "point query, one integer literal:  WHERE id = <n>" ;;
        text) echo "point query, one string literal:  WHERE name = 'item <n>'" ;;
    esac
    printf '  pgbench latency per call: plain EXECUTE %.1f us, heal_execute %.1f us (ratio %.2f)\n' \
        "$plain" "$heal" "$(echo "$heal / $plain" | bc -l)"
    awk '
    {
        for (i = 3; i <= NF; i++) {
            split($i, kv, "="); split(kv[2], nc, "/")
            ns[kv[1]] += nc[1]; n[kv[1]] += nc[2]
        }
    }
    END {
        calls = n["call"]
        if (calls == 0) exit 1
        us["call"] = ns["call"] / calls / 1000
        for (k in ns) us[k] = ns[k] / calls / 1000
        row("parse (raw_parser)", us["parse"])
        row("function policy on the raw tree (safety, types)", us["policy_raw"] - us["literals"])
        row("  second parse analysis typing string literals", us["literals"])
        row("parse analysis and rewriting", us["analyse"])
        row("planning (planner alone)", us["plan"] - us["policy_planned"])
        row("  policy walk of the analysed query (planner hook)", us["policy_planned"])
        row("plan guard check", us["guard"])
        row("execution and row capture", us["execute"])
        row("execution set-up (subtransaction, settings, timer, locks)", us["run"] - us["parse"] - us["policy_raw"] - us["analyse"] - us["plan"] - us["guard"] - us["execute"])
        row("remembered-repair look-up and the heal loop", us["heal"] - us["run"])
        row("result jsonb (rows and step)", us["result_json"])
        row("receipt packing and queueing", us["receipt"])
        row("arguments and the rest", us["call"] - us["heal"] - us["result_json"] - us["receipt"])
        printf "  %-60s %8.1f us   (%d calls)\n", "heal_execute, inside the function", us["call"], calls
    }
    function row(name, v) { printf "  %-60s %8.1f us  %5.1f%%\n", name, v, 100 * v / us["call"] }
    ' "$dir/$q.phases"
done
echo
echo "   load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
