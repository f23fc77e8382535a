#!/usr/bin/env python3
"""Rule-tier benchmark on BIRD's superhero predictions (../shared/data/bird-dev).

Every prediction that fails on PostgreSQL as is (an error, or zero rows where
the gold result has rows) goes through heal_execute, rules only
(max_attempts => BUDGET), as written and, for SQLite and MySQL sets, with
its dialect declared.  Predictions right on PostgreSQL as is go through too:
they must stay right.  Printed per group and mode:

  sqlite, right in SQLite   the failing predictions whose SQLite result is
                            right: healed (matches the gold result), wrong
                            (a rewrite returned other rows), failed;
  postgresql / mysql        the failing predictions written for PostgreSQL
                            or MySQL: healed to the gold result, other rows,
                            failed (nobody knows these are right, so other
                            rows are not counted as wrong heals);
  right as is               regressions: a right answer that heal_execute changed
                            (with a declared dialect, the changes of predictions
                            not right in their own engine are shown apart);

with the median and p95 of heal_execute's time on the failing predictions.
Comparison: the data's README rule (booleans count as 1 and 0).
"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spider_llm_bench as sb  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data", "bird-dev"))
BUDGET = int(os.environ.get("BUDGET", "2"))
VERBOSE = os.environ.get("VERBOSE", "0") == "1"


def norm(v):
    """The README's rule: booleans are SQLite's 1 and 0."""
    if isinstance(v, bool):
        return 1.0 if v else 0.0
    return sb.norm(v)


def matches(cand, gold):
    if cand is None or len(cand) != len(gold):
        return False
    if not cand:
        return True
    gcols = [sorted(c, key=sb.key) for c in zip(*[[norm(x) for x in r] for r in gold])]
    return all(sorted(c, key=sb.key) in gcols for c in zip(*[[norm(x) for x in r] for r in cand]))


def main():
    cases = [json.loads(l) for l in open(os.path.join(DATA, "cases.jsonl"))]
    print("bird-dev (superhero): rule tier, repair budget %d (no model), %d predictions"
          % (BUDGET, len(cases)))
    failing = [c for c in cases if c["pg_failing"]]
    right = [c for c in cases if c["right_on_pg_as_is"]]
    for mode in ("rules", "declared"):
        tally = collections.defaultdict(collections.Counter)
        ms = []
        cpu = []
        fq = [c for c in failing if mode == "rules" or c["dialect"] != "postgresql"]
        res = []
        for dialect in ("sqlite", "mysql", None):
            part = [c for c in fq if (c["dialect"] if mode == "declared" else None) == dialect
                    and (dialect is not None or mode == "rules")]
            res += list(zip(part, sb.run_batch("superhero", [c["pred_sql"] for c in part], BUDGET, dialect)))
        for c, h in res:
            group = ("sqlite, right in SQLite" if c["dialect"] == "sqlite" and c["right_in_own"]
                     else "%s, failing" % c["dialect"])
            rows = sb.rows_of(h)
            if matches(rows, c["gold_rows"]):
                out = "healed"
            elif rows is None or (not rows and c["gold_rows"]):
                out = "failed"
            else:
                out = "other rows"
            tally[group][out] += 1
            ms.append(h["bench_ms"])
            cpu.append(h.get("bench_cpu_ms", 0.0))
            if VERBOSE and group.startswith("sqlite, right") and out != "healed":
                print("  %s %s [%s] %s\n    final: %s\n    notes: %s"
                      % (out.upper(), mode, c["id"], c["pred_sql"][:300], h["sql"][:300],
                         "; ".join(h.get("notes") or [])[:300]))
        for group in sorted(tally):
            t = tally[group]
            n = sum(t.values())
            print("%-9s %-26s %4d  healed %4d (%5.1f%%)  %s %3d  failed %4d"
                  % (mode, group, n, t["healed"], sb.pct(t["healed"], n),
                     "wrong" if group.startswith("sqlite, right") else "other rows",
                     t["other rows"], t["failed"]))
        print("%-9s heal_execute ms on the failing predictions: median %.1f p95 %.1f (CPU: %.1f / %.1f)"
              % (mode, sb.quantile(ms, 0.5), sb.quantile(ms, 0.95), sb.quantile(cpu, 0.5), sb.quantile(cpu, 0.95)))
        # right as is must stay right
        regress = to_source = 0
        for dialect in (None,) if mode == "rules" else ("sqlite", "mysql"):
            part = [c for c in right if mode == "rules" or c["dialect"] == dialect]
            for c, h in zip(part, sb.run_batch("superhero", [c["pred_sql"] for c in part], BUDGET, dialect)):
                if not matches(sb.rows_of(h), c["gold_rows"]):
                    # a declared dialect gives the query its source's meaning (NULLS FIRST
                    # in SQLite): a prediction wrong there may change (spider_llm_bench's rule)
                    if mode == "declared" and not c["right_in_own"]:
                        to_source += 1
                        continue
                    regress += 1
                    if VERBOSE:
                        print("  REGRESSION %s [%s] %s\n    final: %s" % (mode, c["id"], c["pred_sql"][:300], h["sql"][:300]))
        print("%-9s right as is: %d predictions, %d regressions%s"
              % (mode, sum(1 for c in right if mode == "rules" or c["dialect"] != "postgresql"), regress,
                 " (+%d changed, not right in their own engine)" % to_source if mode == "declared" else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
