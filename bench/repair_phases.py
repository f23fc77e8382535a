#!/usr/bin/env python3
"""Where a repair's time goes (run by bench/repair_phases.sh, which starts
one server per build and passes NAME|SOCKETDIR|PORT|LOG for each).

1. The failing predictions: every prediction of the held-out Spider
   databases and of BIRD's superhero run as is (max_attempts => 0) on the
   first server; failing = an error, or zero rows where the gold has rows.
2. ROUNDS rounds; in each, every build in turn heals all failing
   predictions (max_attempts => BUDGET, rules only) from CLIENTS concurrent
   sessions (the predictions dealt round-robin), remembered repairs off
   so that every round takes the rule path; each session's first call
   (the backend's caches loaded) is made twice, and the first not counted.  Each call is timed inside
   the backend: the wall clock and the backend's CPU time (the first field
   of /proc/self/schedstat).  After the builds, in the same round, the same
   sessions run each call's final SQL (what the first build answered with
   in the first round) by a plain EXECUTE: the baseline.  At more clients
   than cores the wall clock is mostly waiting for a core, whatever runs.
3. Per build: median and p95 of the whole call, wall and CPU, the same for
   the plain EXECUTE, and heal ÷ plain.  When the
   build logs each call's phases (make PHASE_TIMING=1 and
   NL2SQL_HEAL_PHASE_CALLS in the server's environment), the median, p95
   and mean of each phase over the calls, the same for each rule family,
   and the mean of each phase over the slowest 5% of calls (by wall clock
   inside the function).
"""
import collections
import json
import os
import re
import subprocess
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data"))
CLIENTS = int(os.environ.get("CLIENTS", "8"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
BUDGET = int(os.environ.get("BUDGET", "2"))
HELD_OUT = os.environ.get("HELD_OUT", "car_1 tvshow voter_1").split()
BIRD = os.environ.get("BIRD", "yes") == "yes"
VERBOSE = os.environ.get("VERBOSE", "0") == "1"
# the client binary itself: Debian's /usr/bin/psql is a Perl wrapper whose
# start-up, once per session, would compete with the calls timed for the cores
PSQL = os.environ.get("PSQL", "psql")
# STATEMENTS=one: each call its own statement (a client's round trip between
# calls); STATEMENTS=all: a session's calls in one statement, back to back
ONE_STATEMENT_EACH = os.environ.get("STATEMENTS", "one") == "one"
SEP = "\x1f"
MARK = "nl2sql_heal call:"

# the phase table: (label, function of one call's phases in ns)
ROWS = [
    ("first execution (the query as written)", lambda p: p["first"]),
    ("governed-metrics registry (read once a call)", lambda p: p["metrics"]),
    ("journal rule", lambda p: p["journal"]),
    ("other rules", lambda p: p["rules"]),
    ("  of the rules: live schema reads (schema.c)", lambda p: p["schema"]),
    ("  of the rules: all catalog reads", lambda p: p["catalog"]),
    ("judge of names and self-comparisons", lambda p: p["judge"]),
    ("validation of each rule edit", lambda p: p["validate"]),
    ("other repair sources (memory, model)",
     lambda p: p["sources"] - p["journal"] - p["rules"] - p["judge"] - p["validate"]),
    ("executions of the rewrites", lambda p: p["attempt"]),
    ("the heal loop's rest (drift check, notes)",
     lambda p: p["heal"] - p["first"] - p["metrics"] - p["sources"] - p["attempt"]),
    ("result jsonb", lambda p: p["result_json"]),
    ("receipt packing and queueing", lambda p: p["receipt"]),
    ("arguments and the rest", lambda p: p["call"] - p["heal"] - p["result_json"] - p["receipt"]),
    ("heal_execute, inside the function (CPU)", lambda p: p["call"]),
    ("heal_execute, inside the function (wall)", lambda p: p["wall.call"]),
]


def psql(server, db, script):
    _, host, port, _ = server
    out = subprocess.run([PSQL, "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-F", SEP,
                          "-h", host, "-p", port, "-U", "postgres", "-d", db],
                         input=script, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    return out.stdout


def copy_rows(queries):
    rows = "".join(json.dumps({"i": i, "q": q}) + "\n" for i, q in queries)
    return rows.replace("\\", "\\\\")


def run_session(server, db, queries, budget, plain=False):
    """heal_execute each (i, sql) in one session (or, plain, EXECUTE it as is);
    {i: (wall_ms, cpu_ms, result)} and the backend's pid."""
    call = ("pg_temp.plain" if plain else "pg_temp.timed")
    script = (
        "SET client_min_messages = warning;\n"
        "SET nl2sql_heal.max_rows = 100000;\n"
        "SET nl2sql_heal.statement_timeout = '10s';\n"
        # the rule path in every round (a remembered repair is another, cheaper path)
        "SET nl2sql_heal.remembered_max = 0;\n"
        "CREATE TEMP TABLE bench_cases (j jsonb);\n"
        "COPY bench_cases FROM STDIN;\n" + copy_rows(queries) + "\\.\n"
        # schedstat's count of the running task's CPU time is brought up to
        # date only at ticks and switches, or when /proc/self/stat is read
        "CREATE FUNCTION pg_temp.cpu() RETURNS bigint LANGUAGE plpgsql AS $f$\n"
        "BEGIN\n"
        "  PERFORM pg_catalog.pg_read_file('/proc/self/stat');\n"
        "  RETURN pg_catalog.split_part(pg_catalog.pg_read_file('/proc/self/schedstat'), ' ', 1)::bigint;\n"
        "END $f$;\n"
        "CREATE FUNCTION pg_temp.timed(q text) RETURNS jsonb LANGUAGE plpgsql AS $f$\n"
        "DECLARE c0 bigint := pg_temp.cpu(); t0 timestamptz := clock_timestamp(); r jsonb; ms float8; c1 bigint;\n"
        "BEGIN\n"
        "  r := nl2sql_heal.heal_execute('bench', q, max_attempts => %d);\n"
        "  ms := extract(epoch FROM clock_timestamp() - t0) * 1000;\n"
        "  c1 := pg_temp.cpu();\n"
        "  RETURN jsonb_build_object('status', r->'status', 'rows', r->'row_count',\n"
        "         'repair', r->'attempts'->-1->'repair', 'sql', r->'sql', 'wall', ms, 'cpu', (c1 - c0) / 1e6);\n"
        "END $f$;\n"
        # the baseline: the same query run by a plain EXECUTE, its rows discarded
        # (heal_execute also returns them as jsonb), an error caught as a
        # failed attempt is (in a subtransaction)
        "CREATE FUNCTION pg_temp.plain(q text) RETURNS jsonb LANGUAGE plpgsql AS $f$\n"
        "DECLARE c0 bigint := pg_temp.cpu(); t0 timestamptz := clock_timestamp(); n bigint := -1; ms float8; c1 bigint;\n"
        "BEGIN\n"
        "  BEGIN\n"
        "    EXECUTE q;\n"
        "    GET DIAGNOSTICS n = ROW_COUNT;\n"
        "  EXCEPTION WHEN OTHERS THEN n := -1;\n"
        "  END;\n"
        "  ms := extract(epoch FROM clock_timestamp() - t0) * 1000;\n"
        "  c1 := pg_temp.cpu();\n"
        "  RETURN jsonb_build_object('status', CASE WHEN n < 0 THEN 'failed' ELSE 'ok' END, 'rows', n,\n"
        "         'wall', ms, 'cpu', (c1 - c0) / 1e6);\n"
        "END $f$;\n"
        "SELECT 'pid', pg_backend_pid();\n"
        # a warm session: its first call (caches loaded) is not counted
        "SELECT 'warm', %s(j->>'q') IS NOT NULL FROM bench_cases ORDER BY (j->>'i')::int LIMIT 1;\n"
        % (budget, call))
    if ONE_STATEMENT_EACH:
        # each call its own statement, as a client makes it: the backend waits for the next
        script += "".join("SELECT %d, %s('%s')::text;\n" % (i, call, q.replace("'", "''")) for i, q in queries)
    else:
        script += ("SELECT (j->>'i')::int, %s(j->>'q')::text FROM bench_cases ORDER BY (j->>'i')::int;\n"
                   % call)
    out = {}
    pid = None
    for line in psql(server, db, script).splitlines():
        if SEP not in line:
            continue
        a, b = line.split(SEP, 1)
        if a == "pid":
            pid = int(b)
            continue
        if a == "warm":
            continue
        r = json.loads(b)
        out[int(a)] = r
    return pid, out


def cases():
    """(db, sql, gold rows) of every prediction in the databases measured."""
    out = []
    for line in open(os.path.join(DATA, "spider-llm", "cases.jsonl")):
        c = json.loads(line)
        if c["db"].lower() in HELD_OUT:
            out.append(("spider__" + c["db"].lower(), c["pred_sql"], c["gold_rows"]))
    if BIRD:
        for line in open(os.path.join(DATA, "bird-dev", "cases.jsonl")):
            c = json.loads(line)
            out.append(("bird__" + c["db"].lower(), c["pred_sql"], c["gold_rows"]))
    return out


def failing(server, all_cases):
    """Indexes of the predictions that fail as is."""
    bydb = collections.defaultdict(list)
    for i, (db, q, _) in enumerate(all_cases):
        bydb[db].append((i, q))
    fail = []
    for db, qs in sorted(bydb.items()):
        _, res = run_session(server, db, qs, 0)
        for i, _ in qs:
            r = res[i]
            if r["status"] == "failed" or (not r["rows"] and all_cases[i][2]):
                fail.append(i)
    return sorted(fail)


def heal_all(server, all_cases, fail, final_sql=None):
    """All failing predictions healed from CLIENTS sessions at once; [(i, result, pid)].
    With final_sql ({i: sql}), each call's final SQL run plainly instead."""
    shards = [fail[k::CLIENTS] for k in range(CLIENTS)]
    got = []
    lock = threading.Lock()
    errors = []

    def client(shard):
        bydb = collections.defaultdict(list)
        for i in shard:
            bydb[all_cases[i][0]].append((i, final_sql[i] if final_sql else all_cases[i][1]))
        try:
            for db, qs in sorted(bydb.items()):
                pid, res = run_session(server, db, qs, BUDGET, plain=final_sql is not None)
                with lock:
                    got.extend((i, res[i], pid) for i, _ in qs)
        except Exception as e:   # reported below
            errors.append(e)

    threads = [threading.Thread(target=client, args=(s,)) for s in shards]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return got


def log_calls(log, start):
    """The per-call phase lines written since offset start: {pid: [phases]}, and the new offset."""
    bypid = collections.defaultdict(list)
    with open(log, errors="replace") as f:
        f.seek(start)
        text = f.read()
        end = f.tell()
    for line in text.splitlines():
        k = line.find(MARK)
        if k < 0:
            continue
        m = re.search(r"\[(\d+)\]", line)
        if not m:
            continue
        # name=<wall ns>:<cpu ns>, rule.<name>=<cpu ns>, cpu=<ns>: the table is in CPU time
        ph = collections.defaultdict(int)
        for kv in line[k + len(MARK):].split():
            name, v = kv.split("=")
            if ":" in v:
                wall, cpu = v.split(":")
                ph["wall." + name] += int(wall)
                ph[name] += int(cpu)
            else:
                ph[name] += int(v)
        bypid[int(m.group(1))].append(ph)
    return bypid, end


def quantile(xs, q):
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main(argv):
    servers = [tuple(a.split("|")) for a in argv]
    all_cases = cases()
    fail = failing(servers[0], all_cases)
    print("   %d predictions (held-out Spider databases %s%s), %d failing as is; %d clients, budget %d, %d rounds"
          % (len(all_cases), ", ".join(HELD_OUT), ", BIRD superhero" if BIRD else "", len(fail),
             CLIENTS, BUDGET, ROUNDS))
    offsets = [os.path.getsize(s[3]) for s in servers]
    calls = [[] for _ in servers]      # (i, result)
    phases = [[] for _ in servers]     # per call, in the order of calls
    plain = []                         # the final SQL of each call, run by a plain EXECUTE
    final_sql = None
    for rnd in range(ROUNDS):
        for b, server in enumerate(servers):
            got = heal_all(server, all_cases, fail)
            calls[b].extend((i, r) for i, r, _ in got)
            if final_sql is None:
                final_sql = {i: r.get("sql") or all_cases[i][1] for i, r, _ in got}
            bypid, offsets[b] = log_calls(server[3], offsets[b])
            # a session's calls are its backend's lines, in order (pids are not reused within a session)
            order = collections.defaultdict(list)
            for i, r, pid in got:
                order[pid].append((i, r))
            for pid, items in order.items():
                lines = bypid.get(pid, [])
                # several sessions of one pid (reused after another ended): take the lines in order
                for (i, r), ph in zip(items, lines[-len(items):] if len(lines) >= len(items) else lines):
                    phases[b].append((i, r, ph))
        # the same sessions, in the same round, running what each call answered with
        plain.extend(r for _, r, _ in heal_all(servers[0], all_cases, fail, final_sql))
    print()
    print("%-52s %s" % ("", "  ".join("%-30s" % os.path.basename(s[0].rstrip("/")) for s in servers)))
    print("%-52s %s" % ("", "  ".join("%-30s" % "median / p95 / mean (ms)" for _ in servers)))

    def line(label, vals):
        print("%-52s %s" % (label, "  ".join(
            "%-30s" % ("%7.2f / %7.2f / %7.2f" % (quantile(v, 0.5), quantile(v, 0.95), sum(v) / len(v)) if v else "-")
            for v in vals)))
    line("whole call, wall (timed in the session)", [[r["wall"] for _, r in c] for c in calls])
    line("whole call, backend CPU (/proc/self/schedstat)", [[r["cpu"] for _, r in c] for c in calls])
    walls = [[r["wall"] for r in plain]] * len(servers)
    line("plain EXECUTE of each call's final SQL, wall", walls)
    line("plain EXECUTE of each call's final SQL, CPU", [[r["cpu"] for r in plain]] * len(servers))

    def ratio(a, b):
        return a / b if b else float("nan")
    print("%-52s %s" % ("heal ÷ plain, wall: median / p95 / mean", "  ".join(
        "%-30s" % ("%7.2f / %7.2f / %7.2f" % tuple(
            ratio(f([r["wall"] for _, r in c]), f(walls[0]))
            for f in (lambda v: quantile(v, 0.5), lambda v: quantile(v, 0.95), lambda v: sum(v) / len(v))))
        for c in calls)))
    healed = [[r for _, r in c if r["status"] in ("repaired",)] for c in calls]
    print("%-52s %s" % ("calls / repaired", "  ".join("%-30s" % ("%d / %d" % (len(c), len(h))) for c, h in zip(calls, healed))))
    if not any(phases):
        print("(no per-call phase lines: not a PHASE_TIMING build)")
        return 0
    print()
    print("per phase, over every call (ms of the backend's CPU time; PHASE_TIMING build):")
    for label, f in ROWS:
        line(label, [[f(ph) / 1e6 for _, _, ph in p] for p in phases])
    names = sorted({k for p in phases for _, _, ph in p for k in ph if k.startswith("rule.")})
    print("per rule family (ms per call, whether it fired or not):")
    for n in names:
        line("  " + n[5:], [[ph.get(n, 0) / 1e6 for _, _, ph in p] for p in phases])
    print()
    print("the slowest 5% of calls (by CPU time inside the function): mean CPU ms per phase")
    for b, p in enumerate(phases):
        if not p:
            continue
        cut = quantile([ph["call"] for _, _, ph in p], 0.95)
        tail = [(i, r, ph) for i, r, ph in p if ph["call"] >= cut]
        print("  %s: %d calls at or above %.2f ms" % (os.path.basename(servers[b][0].rstrip("/")), len(tail), cut / 1e6))
        for label, f in ROWS + [("  rule " + n[5:], (lambda n: lambda ph: ph.get(n, 0))(n)) for n in names]:
            v = sum(f(ph) for _, _, ph in tail) / len(tail) / 1e6
            if v >= 0.05:
                print("    %-50s %8.2f" % (label, v))
        if VERBOSE:
            seen = set()
            for i, r, ph in sorted(tail, key=lambda t: -t[2]["call"]):
                if i in seen:
                    continue
                seen.add(i)
                print("    %7.2f ms %-9s %-24s %s" % (ph["call"] / 1e6, r["status"], r.get("repair") or "",
                                                    all_cases[i][1][:150].replace("\n", " ")))
                if len(seen) >= 15:
                    break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
