#!/usr/bin/env bash
# Before and after, in one run: two installed builds (trees made with
# DESTDIR, as NL2SQL_HEAL_TREE names them) each get a server of their own,
# preloaded; batches of calls alternate between them, so that other work on
# the machine weighs on both alike.  Each batch is one statement of N calls
# in one backend: heal_execute on a point query with one literal (integer,
# then string), the same with a model endpoint and key file set (keyed:
# every result is scrubbed of the key), and the plain PL/pgSQL EXECUTE of
# the same text returning jsonb.  What is measured is the backend's own CPU
# time (the first field of /proc/self/schedstat, in ns), not the wall
# clock: on a machine that other work keeps busy, waiting for a core is not
# the code's cost.  The receipt writer's work (a background worker) is not
# in it.  Prints the median microseconds per call and the ratio
# heal_execute / plain EXECUTE per build.  Linux only.
#   bash bench/compare_builds.sh /tmp/tree-before /tmp/tree-after
#   CALLS=2000 ROUNDS=7 BENCH_PRELOAD=yes COMPARE_KINDS="plain heal keyed"
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh
calls=${CALLS:-2000}
# keyed: heal_execute with a model endpoint and a key file set (no model is called)
kinds=${COMPARE_KINDS:-plain heal keyed}
rounds=${ROUNDS:-7}
trees=("$@")
[ ${#trees[@]} -ge 2 ] || { echo "usage: $0 TREE_BEFORE TREE_AFTER"; exit 2; }
preload_opt="-c shared_preload_libraries=nl2sql_heal"
[ "${BENCH_PRELOAD:-yes}" = yes ] || preload_opt=
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
port=${BENCH_PORT:-5494}
for i in "${!trees[@]}"; do
    bin=${trees[$i]}/usr/lib/postgresql/$PG_MAJOR/bin
    d=$(scratch_dir)
    dirs+=("$d")
    port=$(free_port $((port + 1)))
    ports+=("$port")
    chown postgres "$d"
    runuser -u postgres -- "$bin/initdb" -D "$d/data" -U postgres -A trust >/dev/null
    runuser -u postgres -- "$bin/pg_ctl" -D "$d/data" -l "$d/log" -w \
        -o "-p $port -k $d -c listen_addresses='' $preload_opt" start >/dev/null
    psql -X -q -h "$d" -p "$port" -U postgres -d postgres <<'SQL'
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
done

# the key file of the keyed batches: the server's OS user's, mode 600, written a while ago
keyfile=${dirs[0]}/model.key
echo "sk-bench-0123456789abcdef" >"$keyfile"
chown postgres "$keyfile"
chmod 600 "$keyfile"
touch -d '1 hour ago' "$keyfile"

# batch I KIND QUERY — microseconds per call of one batch on build I
batch() {
    local call set=
    case $2 in
        heal) call="nl2sql_heal.heal_execute('q', $3)" ;;
        keyed)
            call="nl2sql_heal.heal_execute('q', $3)"
            set="SET nl2sql_heal.model_endpoint = 'http://127.0.0.1:9'; SET nl2sql_heal.model_api_key_file = '$keyfile';"
            ;;
        plain) call="plain_execute($3)" ;;
    esac
    psql -X -Atq -h "${dirs[$1]}" -p "${ports[$1]}" -U postgres -d postgres <<SQL | tail -1
$set
SELECT split_part(pg_read_file('/proc/self/schedstat'), ' ', 1)::bigint AS cpu0 \\gset
SELECT count($call) FROM generate_series(1, $calls) g;
SELECT round((split_part(pg_read_file('/proc/self/schedstat'), ' ', 1)::bigint - :cpu0) / 1000.0 / $calls, 1);
SQL
}
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "== builds compared, PostgreSQL $PG_MAJOR, $([ -n "$preload_opt" ] && echo preloaded || echo "not preloaded"), $calls calls per batch, $rounds rounds alternated"
echo "   load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
int_q="'SELECT id, name, price, stock FROM items WHERE id = ' || (g % 100000 + 1)"
text_q="'SELECT id, name, price, stock FROM items WHERE name = ''item ' || (g % 100000 + 1) || ''''"
for q in int text; do
    query=$int_q
    [ $q = int ] || query=$text_q
    declare -A samples=()
    for r in $(seq "$rounds"); do
        for i in "${!trees[@]}"; do
            for kind in $kinds; do
                samples[$i.$kind]+="$(batch "$i" "$kind" "$query") "
            done
        done
    done
    echo "point query, one $q literal:"
    for i in "${!trees[@]}"; do
        p=$(echo ${samples[$i.plain]} | tr ' ' '\n' | median)
        line=
        for kind in $kinds; do
            [ "$kind" = plain ] && continue
            h=$(echo ${samples[$i.$kind]} | tr ' ' '\n' | median)
            line="$line, $kind $(printf '%.1f' "$h") us (ratio $(printf '%.2f' "$(echo "$h / $p" | bc -l)"))"
        done
        printf '  %-32s plain EXECUTE %7.1f us%s per call\n' "${trees[$i]}" "$p" "$line"
    done
    unset samples
done
echo "   load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
