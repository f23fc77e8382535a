#!/usr/bin/env python3
"""Healing over foreign tables (MariaDB through mysql_fdw) beside local tables.

The suites of bench/rules_bench.py, run twice: on the local defog-dev
databases and on <db>_fdw, the same tables in MariaDB imported back with
IMPORT FOREIGN SCHEMA.  Gold answers always come from the local databases.

  dialect   the foreign-dialect gold queries (T-SQL, MySQL, SQLite, BigQuery)
  drift     the PostgreSQL gold queries on the drifted copies (<db>_drift,
            and <db>_drift_fdw drifted on the MariaDB side)

For each: cases, broken as given, healed, wrong answers, and the time per
repair (the heal_execute attempts of each repaired case, value probes
included): median and 95th percentile in ms.  Run by bench/fdw.sh.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rules_bench as rb  # noqa: E402

REPAIR_MS = {}


def recording(run_batch):
    """run_batch that also keeps each repaired case's total time, by database kind."""
    def wrapped(db, queries, budget):
        results = run_batch(db, queries, budget)
        if budget > 0:
            kind = "remote" if db.endswith("_fdw") else "local"
            for r in results:
                if r and r.get("status") == "repaired":
                    REPAIR_MS.setdefault(kind, []).append(sum(a.get("ms") or 0 for a in r["attempts"]))
        return results
    return wrapped


def pct(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(round(p / 100.0 * (len(values) - 1))))]


def main():
    budget = int(os.environ.get("BUDGET", "2"))
    rb.run_batch = recording(rb.run_batch)
    print("rule tier over MariaDB foreign tables (mysql_fdw) and local tables, repair budget %d" % budget)
    print("-- local tables")
    rb.defog_suites(budget, drifted=True, suffix="", label="dialect")
    rb.defog_drift_suite(budget, "_drift", "drift-")
    print("-- foreign tables (MariaDB)")
    rb.defog_suites(budget, drifted=True, suffix="_fdw", label="dialect")
    rb.defog_drift_suite(budget, "_drift_fdw", "drift-")
    for kind in ("local", "remote"):
        ms = REPAIR_MS.get(kind, [])
        print("time per repair, %-6s: %4d repairs, median %7.1f ms, p95 %7.1f ms"
              % (kind, len(ms), pct(ms, 50), pct(ms, 95)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
