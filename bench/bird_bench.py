#!/usr/bin/env python3
"""Rule-tier benchmark on the SQL published systems wrote for BIRD.

../shared/data/bird-dev holds 4,192 predictions for BIRD's superhero
database, written for SQLite, MySQL and PostgreSQL, with the gold result of
each question (see its README).  Every prediction runs as is
(max_attempts => 0) and healed by rules alone (max_attempts => BUDGET), as
given and with its dialect declared (sqlite, mysql, postgres).  Printed per
dialect and mode, for the predictions that fail on PostgreSQL as is (an
error, or zero rows where gold has rows):

  right       the healed result matches the gold result;
  other rows  a rewrite returned rows that do not match (the prediction's
              own mistake, or a wrong heal: VERBOSE=1 lists them to judge);
  failing     still an error or zero rows;

and, for the predictions that work as is, regressions: a result heal_execute
changed, unless the change made a result that did not match the gold match.

Run by bench/bird.sh, which prepares the server.  The comparison and the
runner are spider_llm_bench.py's.
"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spider_llm_bench as sb  # noqa: E402

DATA = os.path.normpath(os.path.join(sb.ROOT, "..", "shared", "data", "bird-dev"))
DECLARED = {"sqlite": "sqlite", "mysql": "mysql", "postgresql": "postgres"}


def main():
    path = os.path.join(DATA, "cases.jsonl")
    if not os.path.exists(path):
        print("bird bench: %s is absent; skipped" % path)
        return 0
    budget = int(os.environ.get("BUDGET", "2"))
    cases = [json.loads(l) for l in open(path)]
    print("bird-dev (superhero): rule tier, repair budget %d (no model), %d predictions" % (budget, len(cases)))
    qs = [c["pred_sql"] for c in cases]
    as_is = sb.run_batch("superhero", qs, 0)
    for mode in ("rules", "declared"):
        healed = [None] * len(cases)
        for d in DECLARED:
            idx = [i for i, c in enumerate(cases) if c["dialect"] == d]
            res = sb.run_batch("superhero", [qs[i] for i in idx], budget,
                               DECLARED[d] if mode == "declared" else None)
            for k, i in enumerate(idx):
                healed[i] = res[k]
        for d in DECLARED:
            right = other = failing = n = regress = 0
            misses = collections.Counter()
            for c, a, h in zip(cases, as_is, healed):
                if c["dialect"] != d:
                    continue
                gold = c["gold_rows"]
                arows, hrows = sb.rows_of(a), sb.rows_of(h)
                if arows is not None and (arows or not gold):
                    if not sb.matches(hrows, arows) and not (sb.matches(hrows, gold) and not sb.matches(arows, gold)):
                        regress += 1
                        if sb.VERBOSE:
                            print("  REGRESSION [%s] %s\n    final: %s" % (c["id"], c["pred_sql"][:300], h["sql"][:300]))
                    continue
                n += 1
                if sb.matches(hrows, gold):
                    right += 1
                    kind = "RIGHT"
                elif hrows:
                    other += 1
                    kind = "OTHER-ROWS"
                else:
                    failing += 1
                    kind = "FAILING"
                    misses[sb.error_class(h)] += 1
                if sb.VERBOSE and d != "sqlite" and (kind != "FAILING" or h["attempts"][-1].get("repair")):
                    last = h["attempts"][-1]
                    print("  %s [%s] %s\n    final: %s\n    repair: %s  notes: %s"
                          % (kind, c["id"], c["pred_sql"][:400].replace("\n", " "),
                             (h["sql"] or "")[:400].replace("\n", " "), last.get("repair"),
                             "; ".join(h.get("notes") or [])[:300]))
            print("%-10s %-9s failing as is %4d  right %4d (%5.1f%%)  other rows %3d  still failing %4d  regressions %d"
                  % (d, mode, n, right, sb.pct(right, n), other, failing, regress))
            for cls, k in misses.most_common(8):
                print("      %4d  %s" % (k, cls))
    return 0


if __name__ == "__main__":
    sys.exit(main())
