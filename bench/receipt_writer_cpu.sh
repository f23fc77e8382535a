#!/usr/bin/env bash
# The receipt writer's CPU time per receipt, two installed builds compared:
# a preloaded server per build (trees made with DESTDIR, as NL2SQL_HEAL_TREE
# names them), side by side; each round runs heal_execute on a point query
# from one pgbench client for SECONDS_PER_RUN on each server, the order
# reversed every other round, and reads the writer's CPU ticks from /proc
# just before and after (its start, on a first call, is not counted).  On a
# shared machine a single run swings by a third; the sums over the rounds
# are what to compare.  Run as root after building both trees.
#   bash bench/receipt_writer_cpu.sh TREE_A TREE_B     ROUNDS=8 SECONDS_PER_RUN=5
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

[ $# -eq 2 ] || { echo "usage: $0 TREE_A TREE_B"; exit 2; }
trees=("$1" "$2")
rounds=${ROUNDS:-8}
seconds=${SECONDS_PER_RUN:-5}
hz=$(getconf CLK_TCK)
dirs=()
ports=()
cleanup() {
    local i
    for i in "${!dirs[@]}"; do
        runuser -u postgres -- "${trees[$i]}/usr/lib/postgresql/$PG_MAJOR/bin/pg_ctl" -D "${dirs[$i]}/data" -m fast stop >/dev/null 2>&1 || true
        rm -rf "${dirs[$i]}"
    done
}
trap cleanup EXIT

port=$(free_port ${BENCH_PORT:-5540})
for i in 0 1; do
    bin=${trees[$i]}/usr/lib/postgresql/$PG_MAJOR/bin
    dirs[$i]=$(scratch_dir)
    chown postgres "${dirs[$i]}"
    ports[$i]=$port
    runuser -u postgres -- "$bin/initdb" -D "${dirs[$i]}/data" -U postgres -A trust >/dev/null
    runuser -u postgres -- "$bin/pg_ctl" -D "${dirs[$i]}/data" -l "${dirs[$i]}/log" -w \
        -o "-p $port -k ${dirs[$i]} -c listen_addresses='' -c shared_preload_libraries=nl2sql_heal" start >/dev/null
    psql -X -q -h "${dirs[$i]}" -p "$port" -U postgres -d postgres <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items (id int PRIMARY KEY, name text, price numeric(10,2), stock int);
INSERT INTO items SELECT g, 'item ' || g, (g % 1000) / 10.0, g % 97 FROM generate_series(1, 100000) g;
VACUUM ANALYZE items;
SQL
    port=$(free_port $((port + 1 - ${NL2SQL_HEAL_PORT_OFFSET:-0})))
done
cat >"${dirs[0]}/heal.sql" <<'EOF2'
\set id random(1, 100000)
SELECT nl2sql_heal.heal_execute('What is item ' || :id || '?', 'SELECT id, name, price, stock FROM items WHERE id = ' || :id);
EOF2

# writer_ticks DIR — CPU ticks so far of the live receipt writers of the server in DIR
writer_ticks() {
    local pm c s=0
    pm=$(head -1 "$1/data/postmaster.pid")
    for c in $({ cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk -v pm="$pm" '{ pid = $1; sub(/^.*\) /, "") } $2 == pm { print pid }'); do
        grep -q 'receipt writer' "/proc/$c/cmdline" 2>/dev/null || continue
        s=$((s + $(awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$c/stat" 2>/dev/null || echo 0)))
    done
    echo "$s"
}

echo "== receipt writer CPU per receipt: PostgreSQL $PG_MAJOR preloaded, 1 client, $seconds s per run, $rounds rounds"
echo "   load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
ticks=(0 0)
calls=(0 0)
for r in $(seq "$rounds"); do
    order="0 1"
    [ $((r % 2)) = 0 ] && order="1 0"
    line="  round $r:"
    for i in $order; do
        d=${dirs[$i]}
        psql -X -q -h "$d" -p "${ports[$i]}" -U postgres -d postgres -c "SELECT nl2sql_heal.heal_execute('warm', 'SELECT 1')" >/dev/null
        sleep 0.3
        t0=$(writer_ticks "$d")
        out=$("${trees[$i]}/usr/lib/postgresql/$PG_MAJOR/bin/pgbench" -h "$d" -p "${ports[$i]}" -U postgres -n -M prepared \
            -c 1 -j 1 -T "$seconds" -f "${dirs[0]}/heal.sql" postgres 2>/dev/null)
        t1=$(writer_ticks "$d")
        n=$(echo "$out" | awk '/actually processed/ {split($NF, a, "/"); print a[1]}')
        ticks[$i]=$((ticks[$i] + t1 - t0))
        calls[$i]=$((calls[$i] + n))
        line="$line $(basename "${trees[$i]}") $(printf '%.1f' "$(echo "($t1 - $t0) * 1000000 / $hz / $n" | bc -l)") us ($n calls)"
    done
    echo "$line"
done
for i in 0 1; do
    printf '  %s: receipt writer %.2f us per receipt over %d receipts\n' "$(basename "${trees[$i]}")" \
        "$(echo "${ticks[$i]} * 1000000 / $hz / ${calls[$i]}" | bc -l)" "${calls[$i]}"
done
echo "  load average now: $(cut -d' ' -f1-3 /proc/loadavg)"
