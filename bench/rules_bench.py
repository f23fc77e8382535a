#!/usr/bin/env python3
"""Rule-tier benchmark: how many broken queries heal_execute heals with rules alone.

Suites:
  defog-<dialect>  every foreign-dialect gold query of ../shared/data/defog-dev
                   (T-SQL, MySQL, SQLite, BigQuery), run on PostgreSQL and
                   compared with the PostgreSQL gold result;
  drift-<db>       gold PostgreSQL queries over Chinook and Northwind, run on a
                   copy of the database with renamed columns and moved or
                   renamed tables (bench/drift/<db>_drift.sql), compared with
                   the gold result on the original;
  drift-defog      the PostgreSQL gold queries of defog-dev (every {a,b}
                   alternative) on copies drifted mechanically, one style per
                   database (bench/drift/defog_drift.sql);
  dialect-drift    the foreign-dialect gold queries on those drifted copies:
                   another engine's SQL written for a schema that has since
                   changed;
  values           queries on Chinook and Northwind that come back empty for a
                   literal in the wrong case or spacing, or fail for a
                   MySQL-style GROUP BY (bench/drift/values_queries.sql), each
                   with its gold query.

A result matches the gold one when it has the same row count and every
returned column equals (as a multiset of values: numbers to 4 decimals,
dates and times without a time zone suffix or a midnight time) some column
of the gold result; the gold query may have alternatives (';'-separated, {a,b} column
choices), and matching any one is enough.

Per suite it prints: cases, broken as-is (the query as given does not return
the gold answer), healed (broken, and the final result matches), wrong
results (a rewrite returned rows that do not match), regressions (correct
as given, not after).

Run by bench/rules.sh, which prepares the server; PGHOST/PGPORT/PGUSER come
from the environment.  Needs only python3 and psql.
"""
import csv
import itertools
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data"))
VERBOSE = os.environ.get("VERBOSE", "0") == "1"
ONLY = os.environ.get("ONLY")           # run only suites whose name contains this
SEP = "\x1f"


def psql(db, sql, stdin=None):
    """Run sql in db with psql; return stdout (raises on failure)."""
    out = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-F", SEP, "-d", db, "-c", sql],
                         input=stdin, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    return out.stdout


def run_batch(db, queries, budget):
    """heal_execute every query in one session; returns the parsed results in order."""
    if not queries:
        return []
    rows = "".join(json.dumps({"i": i, "q": q}) + "\n" for i, q in enumerate(queries))
    # A COPY of JSON lines (escaped for COPY text format), then one heal_execute per row.
    data = rows.replace("\\", "\\\\")
    script = (
        "SET client_min_messages = warning;\n"
        "SET nl2sql_heal.max_rows = 100000;\n"
        "SET nl2sql_heal.statement_timeout = '20s';\n"
        "CREATE TEMP TABLE bench_cases (j jsonb);\n"
        "COPY bench_cases FROM STDIN;\n" + data + "\\.\n"
        "SELECT (j->>'i')::int, nl2sql_heal.heal_execute('bench', j->>'q', max_attempts => %d)::text\n"
        "  FROM bench_cases ORDER BY (j->>'i')::int;\n" % budget)
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


def split_queries(text):
    """Split ';'-separated queries, respecting quotes and brackets."""
    parts, cur, quote = [], [], None
    closers = {"'": "'", '"': '"', "`": "`", "[": "]"}
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == closers[quote]:
                quote = None
        elif ch in closers:
            quote = ch
            cur.append(ch)
        elif ch == ";":
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def expand_gold(query):
    """sql-eval's alternatives: ';'-separated queries and {a,b} column choices."""
    out = []
    for q in split_queries(query):
        m = re.search(r"\{([^{}]*)\}", q)
        if not m or m.group(1).strip() == "":
            out.append(q)
            continue
        options = [o.strip() for o in m.group(1).split(",")]
        for r in range(1, len(options) + 1):
            for combo in itertools.combinations(options, r):
                cols = ", ".join(combo)
                left, right = q[:m.start()], q[m.end():]
                right = right.replace("GROUP BY {}", "GROUP BY " + cols)
                out.append(left + cols + right)
    return out


DATETIME = re.compile(r"(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?))?(?:[+-]\d{2}(?::?\d{2})?)?")


def norm(v):
    """A value as compared: numbers rounded, dates and times without their
    time zone suffix (the server runs in UTC) and without a midnight time,
    everything else as text."""
    if isinstance(v, str):
        m = DATETIME.fullmatch(v)
        if m:
            day, time = m.group(1), m.group(2)
            return (3, day if time in (None, "00:00:00") else day + " " + time)
    if v is None:
        return (0, "")
    if isinstance(v, bool):
        return (1, str(v))
    if isinstance(v, (int, float)):
        return (2, "%.4f" % float(v))
    if isinstance(v, str):
        try:
            return (2, "%.4f" % float(v)) if re.fullmatch(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", v) else (3, v)
        except ValueError:
            return (3, v)
    return (4, json.dumps(v, sort_keys=True))


def columns_of(result):
    """Each column of a result as a sorted list of normalised values."""
    rows = result.get("rows") or []
    ncols = len(result.get("columns") or [])
    return [sorted(norm(r[c]) for r in rows) for c in range(ncols)]


def matches(result, golds):
    """Same row count as some gold result, and every column equals one of its columns."""
    if result is None or result.get("status") == "failed":
        return False
    rcols = columns_of(result)
    for g in golds:
        if g["row_count"] != result.get("row_count"):
            continue
        gcols = columns_of(g)
        if all(any(rc == gc for gc in gcols) for rc in rcols):
            return True
    return False


def gold_results(db, gold_queries):
    """Run every gold alternative; keep those that ran."""
    flat = []
    for alts in gold_queries:
        flat.extend(alts)
    res = run_batch(db, flat, 0)
    out, k = [], 0
    for alts in gold_queries:
        got = [r for r in res[k:k + len(alts)] if r and r["status"] in ("ok", "empty")]
        out.append(got)
        k += len(alts)
    return out


RULES_USED = {}


def score_suite(name, cases, results, golds, budget_note=""):
    """Print and return a suite's figures."""
    broken = healed = wrong = regress = 0
    for res in results:
        for a in res["attempts"][1:]:
            for rule in (a.get("repair") or "").replace("rule:", "").split("+"):
                if rule:
                    RULES_USED[rule] = RULES_USED.get(rule, 0) + 1
    details = []
    for case, res, gold in zip(cases, results, golds):
        if not gold:
            continue
        a0 = res["attempts"][0]
        as_is_ok = a0["outcome"] in ("ok", "empty") and matches(first_result(res), gold)
        final_ok = matches(res, gold)
        rewritten = res["sql"] != res["original_sql"]
        if not as_is_ok:
            broken += 1
            if final_ok:
                healed += 1
        elif not final_ok:
            regress += 1
        if rewritten and res["status"] in ("repaired", "ok", "empty") and not final_ok and res.get("row_count", 0) > 0:
            wrong += 1
            details.append(("WRONG", case, res))
        elif not as_is_ok and not final_ok:
            details.append(("UNHEALED", case, res))
        elif as_is_ok and not final_ok:
            details.append(("REGRESSION", case, res))
    n = sum(1 for g in golds if g)
    pct = (100.0 * healed / broken) if broken else 100.0
    wpct = (100.0 * wrong / n) if n else 0.0
    print("%-16s cases %4d  broken %4d  healed %4d (%5.1f%%)  wrong %3d (%4.1f%%)  regressions %d"
          % (name, n, broken, healed, pct, wrong, wpct, regress))
    if VERBOSE:
        for kind, case, res in details:
            last = res["attempts"][-1]
            print("  %s [%s] %s\n    final: %s\n    error: %s %s\n    notes: %s"
                  % (kind, case.get("db"), case["sql"][:400], res["sql"][:400],
                     last.get("sqlstate"), (last.get("message") or "")[:200],
                     "; ".join(res.get("notes") or [])[:600]))
    return n, broken, healed, wrong, regress


def first_result(res):
    """The result of the query as given (attempt 0), shaped like a result."""
    if res["sql"] == res["original_sql"]:
        return res
    # the rewrite's rows are reported; attempt 0's rows are not: it did not match
    # unless it returned the same answer, which only an 'empty' gold can show
    a0 = res["attempts"][0]
    if a0["outcome"] == "empty":
        return {"status": "empty", "rows": [], "columns": res.get("columns") or [], "row_count": 0}
    return None


def defog_suites(budget, drifted=False, suffix="_drift", label="dialect-drift"):
    """Foreign-dialect gold queries; with drifted, run on the drifted copies
    (one line for all dialects: dialect and schema drift together)."""
    base = os.path.join(DATA, "defog-dev")
    gold_rows = list(csv.DictReader(open(os.path.join(base, "questions_gen_postgres.csv"))))
    gold_by_q = {}
    for r in gold_rows:
        gold_by_q[(r["db_name"], r["question"])] = expand_gold(r["query"])
    totals = [0, 0, 0, 0, 0]
    all_cases, all_results, all_golds = [], [], []
    for dialect in ("tsql", "mysql", "sqlite", "bigquery"):
        name = "defog-" + dialect
        if ONLY and ONLY not in (name if not drifted else label):
            continue
        rows = list(csv.DictReader(open(os.path.join(base, "questions_gen_%s.csv" % dialect))))
        cases = []
        for r in rows:
            gold = gold_by_q.get((r["db_name"], r["question"]))
            if gold is None:
                continue
            for q in split_queries(r["query"]):
                cases.append({"db": r["db_name"], "sql": q, "gold": gold})
        results, golds = [None] * len(cases), [None] * len(cases)
        for db in sorted({c["db"] for c in cases}):
            idx = [i for i, c in enumerate(cases) if c["db"] == db]
            res = run_batch(db + (suffix if drifted else ""), [cases[i]["sql"] for i in idx], budget)
            gres = gold_results(db, [cases[i]["gold"] for i in idx])
            for k, i in enumerate(idx):
                results[i], golds[i] = res[k], gres[k]
        if drifted:
            all_cases += cases
            all_results += results
            all_golds += golds
            continue
        fig = score_suite(name, cases, results, golds)
        totals = [a + b for a, b in zip(totals, fig)]
    if drifted and all_cases:
        totals = list(score_suite(label, all_cases, all_results, all_golds))
    return totals


def read_drift_queries(path):
    """bench/drift/<db>_queries.sql: '-- q: question' then one query ending in ';'."""
    cases, question, buf = [], None, []
    for line in open(path):
        if line.startswith("-- q:"):
            question = line[5:].strip()
            buf = []
            continue
        if line.startswith("--") or not line.strip():
            continue
        buf.append(line.rstrip("\n"))
        if line.rstrip().endswith(";"):
            cases.append({"question": question, "sql": " ".join(buf).strip().rstrip(";")})
            buf = []
    return cases


def drift_suites(budget, suffix="_drift", label="drift-"):
    totals = [0, 0, 0, 0, 0]
    for db in ("chinook", "northwind"):
        name = label + db
        if ONLY and ONLY not in name:
            continue
        cases = read_drift_queries(os.path.join(ROOT, "bench", "drift", db + "_queries.sql"))
        for c in cases:
            c["db"] = db
        golds = gold_results(db, [[c["sql"]] for c in cases])
        results = run_batch(db + suffix, [c["sql"] for c in cases], budget)
        fig = score_suite(name, cases, results, golds)
        totals = [a + b for a, b in zip(totals, fig)]
    return totals


def defog_drift_suite(budget, suffix="_drift", label="drift-"):
    """The PostgreSQL gold queries of defog-dev on mechanically drifted copies."""
    name = label + "defog"
    if ONLY and ONLY not in name:
        return [0, 0, 0, 0, 0]
    base = os.path.join(DATA, "defog-dev")
    rows = list(csv.DictReader(open(os.path.join(base, "questions_gen_postgres.csv"))))
    cases = []
    for r in rows:
        gold = expand_gold(r["query"])
        for q in gold:
            cases.append({"db": r["db_name"], "sql": q, "gold": gold})
    results, golds = [None] * len(cases), [None] * len(cases)
    for db in sorted({c["db"] for c in cases}):
        idx = [i for i, c in enumerate(cases) if c["db"] == db]
        res = run_batch(db + suffix, [cases[i]["sql"] for i in idx], budget)
        gres = gold_results(db, [cases[i]["gold"] for i in idx])
        for k, i in enumerate(idx):
            results[i], golds[i] = res[k], gres[k]
    return list(score_suite(name, cases, results, golds))


def values_suite(budget):
    """Literals in the wrong case or spacing and MySQL-style grouping, with gold queries."""
    name = "values"
    if ONLY and ONLY not in name:
        return [0, 0, 0, 0, 0]
    cases, db, question, gold = [], None, None, None
    for line in open(os.path.join(ROOT, "bench", "drift", "values_queries.sql")):
        if line.startswith("-- db:"):
            db = line[6:].strip()
        elif line.startswith("-- q:"):
            question = line[5:].strip()
        elif line.startswith("-- gold:"):
            gold = line[8:].strip()
        elif line.strip() and not line.startswith("--"):
            cases.append({"db": db, "question": question, "gold": [gold],
                          "sql": line.strip().rstrip(";")})
    results, golds = [None] * len(cases), [None] * len(cases)
    for d in sorted({c["db"] for c in cases}):
        idx = [i for i, c in enumerate(cases) if c["db"] == d]
        res = run_batch(d, [cases[i]["sql"] for i in idx], budget)
        gres = gold_results(d, [cases[i]["gold"] for i in idx])
        for k, i in enumerate(idx):
            results[i], golds[i] = res[k], gres[k]
    return list(score_suite(name, cases, results, golds))


def print_total(name, tot):
    n, broken, healed, wrong, regress = tot
    print("%-16s cases %4d  broken %4d  healed %4d (%5.1f%%)  wrong %3d (%4.1f%%)  regressions %d"
          % (name, n, broken, healed, 100.0 * healed / broken if broken else 100.0,
             wrong, 100.0 * wrong / n if n else 0.0, regress))


def main():
    budget = int(os.environ.get("BUDGET", "2"))
    if not os.path.isdir(os.path.join(DATA, "defog-dev")):
        print("rules bench: ../shared/data is absent; skipped")
        return 0
    print("rule tier, repair budget %d (no model)" % budget)
    t1 = defog_suites(budget)
    t2 = drift_suites(budget)
    t3 = defog_drift_suite(budget)
    t4 = defog_suites(budget, drifted=True)
    t5 = values_suite(budget)
    tot = [sum(x) for x in zip(t1, t2, t3, t4, t5)]
    print_total("all", tot)
    # the same gold queries after a migration the journal saw, to names that
    # share nothing with the old ones (bench/drift/*_migration.sql)
    print("after installation: a migration the schema-change journal saw")
    j1 = drift_suites(budget, "_migrated", "journal-")
    j2 = defog_drift_suite(budget, "_migrated", "journal-")
    j3 = defog_suites(budget, drifted=True, suffix="_migrated", label="journal-dialect")
    print_total("journal-all", [sum(x) for x in zip(j1, j2, j3)])
    print("rules taking part in rewrites: " +
          ", ".join("%s %d" % kv for kv in sorted(RULES_USED.items(), key=lambda kv: -kv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
