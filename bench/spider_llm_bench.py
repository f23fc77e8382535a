#!/usr/bin/env python3
"""Rule-tier benchmark on the SQL real text-to-SQL systems write.

../shared/data/spider-llm holds queries nine published systems wrote for
SQLite, with the gold result of each question (see its README).  For each
database variant (sqlite_types: SQLite's column types, text columns holding
numbers; typed: cleaned-up types) it runs every prediction

  as is      heal_execute(..., max_attempts => 0): what PostgreSQL answers;
  healed     heal_execute(..., max_attempts => BUDGET), rules only;
  declared   the same with dialect => 'sqlite' (when heal_execute has it);

and prints per variant and mode:

  predictions   all of them;
  failing       failing on PostgreSQL as is: an error, or zero rows where
                the gold result has rows;
  healed        failing, and the healed query returned rows;
  right-healed  of the failing predictions that are right in SQLite, those
                whose healed result matches the gold result;
  wrong rows    of those, the ones where a rewrite returned rows that do
                not match the gold result (and how many of them are cases where
                Spider's gold query itself, healed, answers otherwise on this
                variant: the column types decided SQLite's answer);
  regressions   predictions that work as is (no error; rows, or none where
                the gold has none) whose result heal_execute changed, unless
                the change made a result that did not match the gold match it;
                with a declared dialect, shown apart (+N): changed answers of
                predictions that are wrong in SQLite (the translation gives them
                SQLite's meaning, e.g. LIKE ignoring case, so their answer may
                change; a prediction right in SQLite must stay right);
  ms            median and p95 of heal_execute's time (all predictions, and
                the failing ones);
  misses        the right-in-SQLite failing predictions left unhealed, by
                the final error's class (SQLSTATE and message shape).

Comparison: the README's rule (same row count; every candidate column, as a
multiset of normalised values, equals some gold column).

Run by bench/spider_llm.sh, which prepares the server; PGHOST/PGPORT/PGUSER
come from the environment.  Needs only python3 and psql.
"""
import collections
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data", "spider-llm"))
VERBOSE = os.environ.get("VERBOSE", "0") == "1"
ONLY = os.environ.get("ONLY")
SEP = "\x1f"

# ---- the README's comparison rule ----
NUM = re.compile(r"^\s*-?\d+(\.\d+)?\s*$")
TS = re.compile(r"^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2}(\.\d+)?)$")


def norm(v):
    if v is None:
        return None
    if isinstance(v, bool):
        return "T" if v else "F"
    if isinstance(v, (int, float)):
        f = round(round(float(v), 6), 2)
        return 0.0 if f == 0 else f
    if isinstance(v, str):
        if NUM.match(v):
            return norm(float(v))
        m = TS.match(v)
        return "%s %s" % (m.group(1), m.group(2)) if m else v
    return json.dumps(v, sort_keys=True)


def key(v):
    return (0, "") if v is None else (1, v) if isinstance(v, float) else (2, str(v))


def matches(cand, gold):
    if cand is None or len(cand) != len(gold):
        return False
    if not cand:
        return True
    gcols = [sorted(c, key=key) for c in zip(*[[norm(x) for x in r] for r in gold])]
    return all(sorted(c, key=key) in gcols for c in zip(*[[norm(x) for x in r] for r in cand]))


def rows_of(res):
    """The rows of a result that ran, else None."""
    if res is None or res.get("status") == "failed":
        return None
    return res.get("rows") or []


# ---- running ----
def has_dialect_arg(db):
    out = subprocess.run(["psql", "-X", "-At", "-d", db, "-c",
                          "SELECT count(*) FROM pg_proc WHERE proname = 'heal_execute' "
                          "AND 'dialect' = ANY (proargnames)"], capture_output=True, text=True)
    return out.stdout.strip() not in ("", "0")


def run_batch(db, queries, budget, dialect=None):
    """heal_execute every query in one session, timed; the parsed results in order."""
    rows = "".join(json.dumps({"i": i, "q": q}) + "\n" for i, q in enumerate(queries))
    data = rows.replace("\\", "\\\\")
    darg = ", dialect => %s" % ("'" + dialect + "'") if dialect else ""
    script = (
        "SET client_min_messages = warning;\n"
        "SET nl2sql_heal.max_rows = 100000;\n"
        "SET nl2sql_heal.statement_timeout = '10s';\n"
        "CREATE TEMP TABLE bench_cases (j jsonb);\n"
        "COPY bench_cases FROM STDIN;\n" + data + "\\.\n"
        # the backend's CPU time (ns, /proc/self/schedstat's first field) as well as
        # the wall time: the machine may be shared.  schedstat's count of the
        # running task is brought up to date only at ticks and switches, or
        # when /proc/self/stat is read.
        "CREATE FUNCTION pg_temp.cpu_ns() RETURNS bigint LANGUAGE plpgsql AS $f$\n"
        "BEGIN\n"
        "  PERFORM pg_read_file('/proc/self/stat');\n"
        "  RETURN split_part(pg_read_file('/proc/self/schedstat'), ' ', 1)::bigint;\n"
        "END $f$;\n"
        "CREATE FUNCTION pg_temp.timed(q text) RETURNS jsonb LANGUAGE plpgsql AS $f$\n"
        "DECLARE t0 timestamptz := clock_timestamp(); c0 bigint := pg_temp.cpu_ns(); r jsonb;\n"
        "BEGIN\n"
        "  r := nl2sql_heal.heal_execute('bench', q, max_attempts => %d%s);\n"
        "  RETURN r || jsonb_build_object('bench_ms', extract(epoch FROM clock_timestamp() - t0) * 1000,\n"
        "                                 'bench_cpu_ms', (pg_temp.cpu_ns() - c0) / 1e6);\n"
        "END $f$;\n"
        "SELECT (j->>'i')::int, pg_temp.timed(j->>'q')::text FROM bench_cases ORDER BY (j->>'i')::int;\n"
        % (budget, darg))
    out = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-F", SEP, "-d", db],
                         input=script, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    results = [None] * len(queries)
    for line in out.stdout.splitlines():
        if SEP not in line:
            continue
        i, r = line.split(SEP, 1)
        results[int(i)] = json.loads(r)
    return results


def error_class(res):
    """SQLSTATE and the message's shape: quoted names, literals and numbers elided."""
    if res is None:
        return "none"
    last = res["attempts"][-1]
    if res.get("status") != "failed":
        return "%s rows (%s)" % ("zero" if not res.get("row_count") else "wrong", last.get("repair") or "as is")
    msg = last.get("message") or ""
    msg = re.sub(r'"[^"]*"', '"X"', msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return "%s %s" % (last.get("sqlstate"), msg[:70])


def pct(a, b):
    return 100.0 * a / b if b else 100.0


def quantile(xs, q):
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def score(variant, mode, cases, as_is, healed, declared):
    n = len(cases)
    failing = heal_any = right_failing = right_healed = wrong = regress = to_source = 0
    wrong_gold_differs = 0
    ms_all, ms_fail, cpu_fail = [], [], []
    misses = collections.Counter()
    details = []
    for c, a, h in zip(cases, as_is, healed):
        gold = c["gold_rows"]
        arows, hrows = rows_of(a), rows_of(h)
        ms_all.append(h["bench_ms"])
        fails = arows is None or (not arows and gold)
        if not fails:
            # works as is: heal_execute must leave its answer alone
            if not matches(hrows, arows) and not (matches(hrows, gold) and not matches(arows, gold)):
                if declared and not c["pred_right_in_sqlite"]:
                    # a declared dialect gives the query SQLite's meaning, and in
                    # SQLite this prediction is wrong: its answer may change
                    to_source += 1
                    details.append(("SOURCE-MEANING", c, h))
                else:
                    regress += 1
                    details.append(("REGRESSION", c, h))
            continue
        failing += 1
        ms_fail.append(h["bench_ms"])
        cpu_fail.append(h.get("bench_cpu_ms", 0.0))
        if hrows:
            heal_any += 1
        if not c["pred_right_in_sqlite"]:
            continue
        right_failing += 1
        if matches(hrows, gold):
            right_healed += 1
        elif hrows:
            wrong += 1
            if c.get("gold_differs"):
                wrong_gold_differs += 1
            misses[error_class(h)] += 1
            details.append(("WRONG", c, h))
        else:
            misses[error_class(h)] += 1
            details.append(("UNHEALED", c, h))
    print("%-12s %-9s predictions %4d  failing %4d  healed %4d  right-healed %4d/%4d (%5.1f%%)  "
          "wrong rows %3d (%4.1f%%; %d where the gold query answers otherwise here)  regressions %d%s  ms median %.1f p95 %.1f (failing: %.1f / %.1f; CPU %.1f / %.1f)"
          % (variant, mode, n, failing, heal_any, right_healed, right_failing, pct(right_healed, right_failing),
             wrong, pct(wrong, right_failing) if right_failing else 0.0, wrong_gold_differs, regress,
             " (+%d changed, wrong in SQLite)" % to_source if declared else "",
             quantile(ms_all, 0.5), quantile(ms_all, 0.95), quantile(ms_fail, 0.5), quantile(ms_fail, 0.95),
             quantile(cpu_fail, 0.5), quantile(cpu_fail, 0.95)))
    for cls, k in misses.most_common(25 if VERBOSE else 12):
        print("      %4d  %s" % (k, cls))
    if VERBOSE:
        for kind, c, h in details:
            last = h["attempts"][-1]
            print("  %s [%s %s] %s\n    final: %s\n    error: %s %s\n    notes: %s"
                  % (kind, c["id"], c["db"], c["pred_sql"][:500], h["sql"][:500],
                     last.get("sqlstate"), (last.get("message") or "")[:200],
                     "; ".join(h.get("notes") or [])[:500]))
    return right_failing, right_healed, wrong, regress


def main():
    path = os.path.join(DATA, "cases.jsonl")
    if not os.path.exists(path):
        print("spider-llm bench: %s is absent; skipped" % path)
        return 0
    budget = int(os.environ.get("BUDGET", "2"))
    cases = [json.loads(l) for l in open(path)]
    print("spider-llm: rule tier, repair budget %d (no model), %d predictions" % (budget, len(cases)))
    for variant in ("sqlite_types", "typed"):
        if ONLY and ONLY != variant:
            continue
        dbs = sorted({c["db"] for c in cases})
        modes = []
        if os.environ.get("DIALECT_ONLY") != "1":
            modes.append(("rules", None))
        if os.environ.get("NO_DIALECT") != "1":
            if has_dialect_arg("%s__%s" % (variant, dbs[0].lower())):
                modes.append(("sqlite", "sqlite"))
            else:
                print("%-12s dialect => 'sqlite': heal_execute has no dialect argument; skipped" % variant)
        as_is = [None] * len(cases)
        got = {m: [None] * len(cases) for m, _ in modes}
        for db in dbs:
            idx = [i for i, c in enumerate(cases) if c["db"] == db]
            qs = [cases[i]["pred_sql"] for i in idx]
            name = "%s__%s" % (variant, db.lower())
            res0 = run_batch(name, qs, 0)
            for k, i in enumerate(idx):
                as_is[i] = res0[k]
            # the gold query itself, healed, on this variant: where its answer is
            # not the gold one (SQLite's types decided it), a wrong row is the data's
            golds = sorted({cases[i]["gold_sql"] for i in idx})
            gres = dict(zip(golds, run_batch(name, golds, budget)))
            for i in idx:
                cases[i]["gold_differs"] = not matches(rows_of(gres[cases[i]["gold_sql"]]), cases[i]["gold_rows"])
            for m, d in modes:
                res = run_batch(name, qs, budget, d)
                for k, i in enumerate(idx):
                    got[m][i] = res[k]
        for m, _ in modes:
            score(variant, m, cases, as_is, got[m], m != "rules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
