#!/usr/bin/env python3
"""Rename benchmark: renamed columns healed by rules alone.

bench/renames/renames.tsv lists column renames (abbreviations and synonyms)
of the spider-llm databases (typed variant) and of bird-dev's superhero,
each in a split: dev, or heldout (kept aside for the final figures).  For
each database, split and kind of rename, two copies of the database get all
of those renames:

  before   renamed, then CREATE EXTENSION: the journal never saw the renames;
  after    CREATE EXTENSION, then renamed: the journal recorded them.

The cases are the predictions that are right on PostgreSQL as they are (on
the database before the renames; for spider-llm those right in SQLite, for
bird-dev those right on PostgreSQL as published) and that name a renamed
column.  Each runs on the renamed copy with heal_execute (rules only,
max_attempts => BUDGET) and counts as

  healed        its result matches the gold result;
  wrong         a rewrite returned rows that do not match the gold result;
  silent        no rewrite, and it ran and returned rows that do not match
                (the rename changed what a name means, e.g. a whole-row
                reference or an outer column);
  failed        it still fails (or is refused).

Comparison: spider_llm_bench's rule (same row count; each column, as a
multiset of normalised values, equals some gold column).  Printed per split,
mode and kind, also by how many renamed columns the query names, with
heal_execute's median and p95 time on the affected cases.
"""
import collections
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spider_llm_bench import matches, rows_of, run_batch, quantile, pct  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data"))
VERBOSE = os.environ.get("VERBOSE", "0") == "1"
SPLIT = os.environ.get("SPLIT", "dev")
BUDGET = int(os.environ.get("BUDGET", "2"))


def psql(db, sql):
    out = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-d", db],
                         input=sql, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError("%s: %s" % (db, out.stderr))
    return out.stdout


def load_renames():
    renames = []
    for line in open(os.path.join(ROOT, "bench", "renames", "renames.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        db, split, kind, table, column, new = line.rstrip("\n").split("\t")
        renames.append(dict(db=db, split=split, kind=kind, table=table, column=column, new=new))
    return renames


def load_cases():
    cases = collections.defaultdict(list)
    for line in open(os.path.join(DATA, "spider-llm", "cases.jsonl")):
        c = json.loads(line)
        if c["pred_right_in_sqlite"]:
            cases[c["db"]].append(c)
    for line in open(os.path.join(DATA, "bird-dev", "cases.jsonl")):
        c = json.loads(line)
        if c.get("right_on_pg_as_is"):
            cases[c["db"]].append(c)
    return cases


def names(sql, column):
    return re.search(r'(?<![\w$])"?%s"?(?![\w$])' % re.escape(column), sql, re.I) is not None


def kind_of(rs):
    return rs[0]["kind"]


def make_db(name, template, renames, mode):
    psql("postgres", "DROP DATABASE IF EXISTS %s; CREATE DATABASE %s TEMPLATE %s;" % (name, name, template))
    ddl = "".join('ALTER TABLE public.%s RENAME COLUMN %s TO %s;\n' % (r["table"], r["column"], r["new"])
                  for r in renames)
    ext = "CREATE EXTENSION nl2sql_heal;\n"
    psql(name, ddl + ext if mode == "before" else ext + ddl)


def main():
    renames = [r for r in load_renames() if SPLIT == "all" or r["split"] == SPLIT]
    cases = load_cases()
    print("renames bench: split %s, %d renames, rule tier, repair budget %d (no model)"
          % (SPLIT, len(renames), BUDGET))
    groups = collections.OrderedDict()
    for r in renames:
        groups.setdefault((r["db"], r["split"], r["kind"]), []).append(r)
    # right as is on the database before the renames (PostgreSQL's own types)
    right = {}
    for db in sorted({r["db"] for r in renames}):
        name = "orig__" + db.lower()
        make_db(name, "tpl__" + db.lower(), [], "after")
        res = run_batch(name, [c["pred_sql"] for c in cases[db]], 0)
        right[db] = [c for c, r in zip(cases[db], res) if matches(rows_of(r), c["gold_rows"])]
    tally = collections.defaultdict(collections.Counter)
    ms = collections.defaultdict(list)
    cpu = collections.defaultdict(list)
    evidence = collections.defaultdict(collections.Counter)
    details = []
    for (db, split, kind), rs in groups.items():
        mine = [c for c in right[db] if any(names(c["pred_sql"], r["column"]) for r in rs)]
        if not mine:
            continue
        for mode in ("before", "after"):
            name = "ren__%s__%s__%s" % (db.lower(), kind[:3], mode)
            make_db(name, "tpl__" + db.lower(), rs, mode)
            res = run_batch(name, [c["pred_sql"] for c in mine], BUDGET)
            for c, h in zip(mine, res):
                rows = rows_of(h)
                if matches(rows, c["gold_rows"]):
                    if h["sql"].strip() == c["pred_sql"].strip() and len(h["attempts"]) == 1:
                        continue            # the rename does not touch it
                    out = "healed"
                elif rows is None:
                    out = "failed"
                elif len(h["attempts"]) > 1:
                    out = "wrong"
                else:
                    out = "silent"
                # which name evidence the rule tier's column matches used
                for why in re.findall(r"rule:identifiers: column [^;]*\(([^)]*)\)", " ".join(h.get("notes") or [])):
                    parts = why.split("; ")
                    ev = parts[1] if len(parts) > 1 else "?"
                    if "type fits" in why:
                        ev += " + type"
                    evidence[(split, mode, kind_of(rs))][(ev, out)] += 1
                n = min(3, sum(1 for r in rs if names(c["pred_sql"], r["column"])))
                for key in ((split, mode, kind, "all"), (split, mode, kind, "%d%s renamed" % (n, "+" if n == 3 else ""))):
                    tally[key][out] += 1
                ms[(split, mode)].append(h["bench_ms"])
                cpu[(split, mode)].append(h.get("bench_cpu_ms", 0.0))
                if out != "healed":
                    details.append((out, split, mode, kind, c, h))
        for mode in ("before", "after"):
            psql("postgres", "DROP DATABASE ren__%s__%s__%s;" % (db.lower(), kind[:3], mode))
    for key in sorted(tally, key=lambda k: (k[0], k[1] != "before", k[2], k[3] != "all", k[3])):
        t = tally[key]
        n = sum(t.values())
        print("%-8s %-7s %-13s %-11s affected %4d  healed %4d (%5.1f%%)  wrong %3d  silent %3d  failed %4d"
              % (key + (n, t["healed"], pct(t["healed"], n), t["wrong"], t["silent"], t["failed"])))
    for (split, mode), xs in sorted(ms.items()):
        print("%-8s %-7s heal_execute ms on the affected cases: median %.1f p95 %.1f (CPU: %.1f / %.1f)"
              % (split, mode, quantile(xs, 0.5), quantile(xs, 0.95),
                 quantile(cpu[(split, mode)], 0.5), quantile(cpu[(split, mode)], 0.95)))
    for (split, mode, kind), t in sorted(evidence.items()):
        if mode != "before":
            continue
        print("%-8s %-7s %-13s column matches by evidence: %s" % (split, mode, kind, ", ".join(
            "%s %s %d" % (ev, out, k) for (ev, out), k in sorted(t.items()))))
    if VERBOSE:
        for out, split, mode, kind, c, h in details:
            last = h["attempts"][-1]
            print("  %s %s %s %s [%s %s]\n    pred:  %s\n    final: %s\n    error: %s %s\n    notes: %s"
                  % (out.upper(), split, mode, kind, c["id"], c["db"], c["pred_sql"][:400], h["sql"][:400],
                     last.get("sqlstate"), (last.get("message") or "")[:160],
                     "; ".join(h.get("notes") or [])[:400]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
