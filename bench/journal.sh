#!/usr/bin/env bash
# The schema-change journal and remembered repairs, measured with pgbench.
#
#   1. Cost of the journal per DDL: ALTER TABLE ... RENAME COLUMN (each in its
#      own transaction) and CREATE + DROP TABLE, with the journal's event
#      triggers enabled and disabled, alternated ROUNDS times (commits
#      asynchronous: the WAL flush would hide the triggers' CPU cost).
#   2. Remembered repairs: the same broken query (a column renamed by a
#      migration) CALLS times through heal_execute; the median of the first
#      call (nothing remembered: it fails, is repaired by the journal, and the
#      repair is remembered; FIRSTS times in one session, forgetting before
#      each, timed by psql), of the remembered calls, and of the working query
#      (the repaired text) through heal_execute, alternated ROUNDS times; the
#      ratio remembered / working.  Both with the
#      receipt writer (preloaded) and with receipts in the caller's transaction.
# Run as root after a build; starts its own server (fsync on, defaults, plus
# shared_preload_libraries = nl2sql_heal).
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

rounds=${ROUNDS:-3}
calls=${CALLS:-1000}
firsts=${FIRSTS:-30}
ddls=${DDLS:-500}
dir=$(scratch_dir)
port=$(free_port ${BENCH_PORT:-5493})
mkdir -p "$dir/pg"
chown postgres "$dir/pg" "$dir"
runuser -u postgres -- "$PGBIN/initdb" -D "$dir/pg/data" -U postgres -A trust >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/log" -w \
    -o "-p $port -k $dir/pg -c listen_addresses='' -c shared_preload_libraries=nl2sql_heal ${BENCH_PG_OPTS:-}" start >/dev/null
trap 'runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null; rm -rf "$dir"' EXIT
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
q() { psql -X -q -At -d postgres "$@"; }

q <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE invoices (invoice_no int PRIMARY KEY, amount numeric(10,2), customer text);
INSERT INTO invoices SELECT g, (g % 1000) / 10.0, 'c' || (g % 50) FROM generate_series(1, 100000) g;
ALTER TABLE invoices RENAME COLUMN amount TO gross_value;
VACUUM ANALYZE invoices;
CREATE TABLE ddl_t (c int);
SQL

# median of the latencies (µs, field 3) in pgbench logs, in ms
median_ms() {
    cat "$@" | awk '{print $3}' | sort -n | awk '{a[NR]=$1} END {printf "%.3f", (NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2) / 1000}'
}
# pgbench run of a script file, per-transaction log under $dir/log.<tag>
bench() {
    local tag=$1 script=$2 n=$3
    shift 3
    rm -f "$dir"/log."$tag".*
    (cd "$dir" && runuser -u postgres -- env PGOPTIONS="${BENCH_SESSION_OPTS:-}" "$PGBIN/pgbench" -n -c 1 -t "$n" \
        -h "$PGHOST" -p "$PGPORT" -U postgres -f "$script" -l --log-prefix="log.$tag" postgres >/dev/null)
}

echo "== journal cost per DDL (median of $ddls statements x $rounds rounds)"
cat >"$dir/rename.sql" <<'EOF2'
ALTER TABLE ddl_t RENAME COLUMN c TO d;
ALTER TABLE ddl_t RENAME COLUMN d TO c;
EOF2
cat >"$dir/createdrop.sql" <<'EOF2'
CREATE TABLE ddl_u (x int);
DROP TABLE ddl_u;
EOF2
chmod 644 "$dir"/*.sql
toggle() {
    for t in nl2sql_heal_journal_start nl2sql_heal_journal_end nl2sql_heal_journal_drop; do
        q -c "ALTER EVENT TRIGGER $t $1"
    done
}
export BENCH_SESSION_OPTS="-c synchronous_commit=off"
for r in $(seq "$rounds"); do
    for mode in on off; do
        if [ $mode = on ]; then toggle ENABLE; else toggle DISABLE; fi
        bench "rename_${mode}_$r" "$dir/rename.sql" $((ddls / 2))
        bench "createdrop_${mode}_$r" "$dir/createdrop.sql" $((ddls / 2))
    done
done
toggle ENABLE
unset BENCH_SESSION_OPTS
for kind in rename createdrop; do
    on=$(median_ms "$dir"/log.${kind}_on_*)
    off=$(median_ms "$dir"/log.${kind}_off_*)
    # two statements per pgbench transaction
    printf "%-22s with journal %.3f ms, without %.3f ms, cost %.3f ms per statement\n" \
        "$([ $kind = rename ] && echo 'RENAME COLUMN' || echo 'CREATE/DROP TABLE')" \
        "$(echo "$on / 2" | bc -l)" "$(echo "$off / 2" | bc -l)" "$(echo "($on - $off) / 2" | bc -l)"
done
echo "journal entries written: $(q -c 'SELECT count(*) FROM nl2sql_heal.schema_journal')"

echo "== remembered repairs ($calls calls of the same broken query; first call $firsts times)"
broken="SELECT customer, gross FROM (SELECT customer, sum(amount) AS gross FROM invoices WHERE invoice_no BETWEEN 100 AND 160 GROUP BY customer) s ORDER BY gross DESC LIMIT 5"
fixed=$(q -c "SELECT nl2sql_heal.heal_execute('bench', \$q\$$broken\$q\$)->>'sql'")
echo "broken:  $broken"
echo "rewrite: $fixed"
printf "SELECT nl2sql_heal.heal_execute('bench', \$q\$%s\$q\$);\n" "$broken" >"$dir/broken.sql"
printf "SELECT nl2sql_heal.heal_execute('bench', \$q\$%s\$q\$);\n" "$fixed" >"$dir/working.sql"
printf "SELECT nl2sql_heal.forget_all_remembered();\n" >"$dir/forget.sql"
chmod 644 "$dir"/*.sql
# the first call, in a warm session: forget, then call, timed by psql
first_call_ms() {
    {
        echo "SET nl2sql_heal.receipt_writer = $1;"
        echo "SELECT nl2sql_heal.heal_execute('warm', 'SELECT 1');"
        for i in $(seq "$firsts"); do
            echo "SELECT nl2sql_heal.forget_all_remembered();"
            echo "\\timing on"
            cat "$dir/broken.sql"
            echo "\\timing off"
        done
    } | psql -X -q -At -d postgres 2>&1 | sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' |
        sort -n | awk '{a[NR]=$1} END {printf "%.3f", NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'
}
for writer in on off; do
    export BENCH_SESSION_OPTS="-c nl2sql_heal.receipt_writer=$writer"
    first=$(first_call_ms $writer)
    bench warmup "$dir/broken.sql" 1
    for r in $(seq "$rounds"); do
        bench "hit_${writer}_$r" "$dir/broken.sql" "$calls"
        bench "working_${writer}_$r" "$dir/working.sql" "$calls"
    done
    hit=$(median_ms "$dir"/log.hit_${writer}_*)
    working=$(median_ms "$dir"/log.working_${writer}_*)
    printf "receipt writer %-3s  first call %.3f ms, remembered %.3f ms, working query %.3f ms, remembered / working %.2f\n" \
        "$writer" "$first" "$hit" "$working" "$(echo "$hit / $working" | bc -l)"
done
unset BENCH_SESSION_OPTS
q -c "SELECT nl2sql_heal.wait_for_receipts()" >/dev/null
echo "remembered rows: $(q -c "SELECT format('%s (hits %s)', count(*), sum(hits)) FROM nl2sql_heal.remembered")"
echo "memory:* attempts in receipts: $(q -c "SELECT count(*) FROM nl2sql_heal.attempts WHERE repair LIKE 'memory:%'")"
