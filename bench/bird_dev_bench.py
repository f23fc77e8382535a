#!/usr/bin/env python3
"""Rule-tier benchmark on BIRD's superhero predictions (../shared/data/bird-dev).

Every prediction runs through heal_execute with rules alone: the ones that
fail on PostgreSQL as is (an error, or zero rows where gold has rows) to be
healed, the others to check that they stay right.  Predictions of SQLite and
MySQL sets run twice: undeclared, and with dialect => their engine.

Per dialect of the prediction set and mode it prints, for the failing
predictions: healed to the gold rows, repaired to other rows (split into
those right in their own engine, a wrong heal, and the rest, whose own
engine answers otherwise too), and still failing; and the predictions right
as is that are no longer right (regressions).  The comparison is the
README's (spider_llm_bench.matches).  Run by bench/bird_dev.sh.
"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spider_llm_bench import matches, rows_of, run_batch  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data", "bird-dev"))
BUDGET = int(os.environ.get("BUDGET", "2"))
VERBOSE = os.environ.get("VERBOSE", "0") == "1"
DB = "superhero"


def main():
    cases = [json.loads(line) for line in open(os.path.join(DATA, "cases.jsonl"))]
    print("bird-dev: %d predictions, budget %d, rules only" % (len(cases), BUDGET))
    modes = [("undeclared", None)] + [("declared", d) for d in ("sqlite", "mysql")]
    print("%-10s %-10s %6s %7s %6s %6s %6s %7s %6s %6s" %
          ("dialect", "mode", "failing", "healed", "%", "wrong", "other", "failing", "right", "regr"))
    for dialect in ("postgresql", "mysql", "sqlite"):
        for mode, declared in modes:
            if declared and declared != dialect:
                continue
            sel = [c for c in cases if c["dialect"] == dialect]
            res = run_batch(DB, [c["pred_sql"] for c in sel], BUDGET, declared)
            counts = collections.Counter()
            for c, r in zip(sel, res):
                rows = rows_of(r)
                right = matches(rows, c["gold_rows"])
                if c["pg_failing"]:
                    counts["failing"] += 1
                    if right:
                        counts["healed"] += 1
                        kind = None
                    elif rows is not None and r.get("row_count"):
                        kind = "wrong" if c.get("right_in_own") else "other"
                        counts[kind] += 1
                    else:
                        kind = "still"
                        counts["still"] += 1
                    if VERBOSE and kind:
                        last = r["attempts"][-1] if r else {}
                        print("  %s %s [%s %s] %s\n      -> %s" %
                              (kind, c["id"], last.get("sqlstate"), (last.get("message") or "")[:90],
                               c["pred_sql"][:200].replace("\n", " "),
                               (r or {}).get("sql", "")[:200].replace("\n", " ")))
                elif c["right_on_pg_as_is"]:
                    counts["right"] += 1
                    if not right:
                        counts["regr"] += 1
                        if VERBOSE:
                            print("  regression %s %s" % (c["id"], c["pred_sql"][:200]))
            f = counts["failing"]
            print("%-10s %-10s %6d %7d %5.1f%% %6d %6d %7d %6d %6d" %
                  (dialect, mode, f, counts["healed"], 100.0 * counts["healed"] / f if f else 0,
                   counts["wrong"], counts["other"], counts["still"], counts["right"], counts["regr"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
