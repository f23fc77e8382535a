#!/usr/bin/env python3
"""
plausibility_llm.py — answers written the way a language-model analyst
writes them: several claims per answer, digits mixed with number words,
approximations ("about", "nearly", "just over"), fraction bounds ("less than
half", "over a third", "about a quarter"), comparisons, changes, per-unit
figures, subset sums and means, weighted averages, unit conversions, zero
for an empty result and digits inside identifiers; over real query results
(northwind and chinook from ../shared/data, loaded by bench/plausibility.sh).

Every answer has a grounded version (each claim follows from the rows) and
wrong twins: the same answer with one claim replaced by a wrong one, wrong
in the ways analysts get it wrong — a real value in the wrong role (the
neighbouring row's value, the plain mean called the weighted one, the ratio
reported as a change, the complement of a share), a bound that is false
("less than half" over 0.55), number words of another row, a count stated
for an empty result. Labels are computed here from the rows.

Cases are split by their number: two of every three are the development
part, the third is the held-out part. The held-out part's errors are never
printed (only its figures), so nothing is tuned on it.
"""
import argparse
import json
import sys

from plausibility_labels import evaluate, prf, run

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
         "twenty-one", "twenty-two"]
TIMES = {2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times", 7: "seven times",
         8: "eight times", 9: "nine times", 10: "ten times"}
FRACTIONS = [(0.5, "half"), (1 / 3, "a third"), (0.25, "a quarter"), (0.2, "a fifth"), (0.1, "a tenth"),
             (2 / 3, "two thirds"), (0.75, "three quarters")]
OPENERS = ["Here's what the data shows.", "Looking at the results:", "In short:", "Based on the query results,",
           "A quick summary of the numbers:", ""]


def money(v, d=2):
    return f"${v:,.{d}f}"


def num(v):
    return f"{v:,.0f}" if abs(v - round(v)) < 1e-9 else f"{v:,.2f}"


def times_phrase(r):
    """'nearly three times' / 'about 2.4 times' / '2.38x', as a writer rounds a ratio."""
    k = round(r)
    if k in TIMES and abs(r - k) / k < 0.03:
        return ("nearly " if r < k else "just over " if r > k + 0.005 else "exactly ") + TIMES[k]
    if r < 1.95:
        return f"{r:.2f} times"
    return f"about {r:.1f} times"


def bound_phrase(s):
    """A true fraction bound for the share s, and a false one (the same words, wrong direction); or None."""
    for f, w in FRACTIONS:
        if 0.02 < f - s < 0.15:
            return f"less than {w}", f"more than {w}"
        if 0.02 < s - f < 0.15:
            return rnd(["over", "more than", "just over"], s) + f" {w}", f"less than {w}"
    return None


def about_phrase(s):
    """'about a quarter' when s is within 2 points of a fraction; a wrong fraction twin."""
    for f, w in FRACTIONS:
        if abs(s - f) < 0.02:
            bad = [w2 for f2, w2 in FRACTIONS if abs(s - f2) > 0.07 and abs(f - f2) < 0.2]
            return f"about {w}", (f"about {bad[0]}" if bad else None)
    return None


def rnd(choices, key):
    return choices[int(abs(key) * 1000) % len(choices)]


class Book:
    def __init__(self):
        self.items = []
        self.cases = 0

    def case(self, db, rid, claims, kind):
        """claims: list of (right sentence, [(role, wrong sentence)]); one answer plus one twin per wrong."""
        split = "held_out" if self.cases % 3 == 2 else "dev"
        opener = OPENERS[self.cases % len(OPENERS)]
        self.cases += 1
        right = [c[0] for c in claims]

        def text(sentences):
            return " ".join(s for s in [opener] + sentences if s)

        self.add(db, rid, text(right), "plausible", kind, "grounded", split)
        for i, (_, wrongs) in enumerate(claims):
            for role, w in wrongs:
                if w:
                    self.add(db, rid, text(right[:i] + [w] + right[i + 1:]), "implausible", kind, role, split)

    def add(self, db, rid, text, label, kind, role, split):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text, "label": label,
                           "category": kind, "kind": role, "split": split})


def ranked(book, db, question, sql, noun, who, kind):
    """A ranked table (label, count[, measure]): comparisons, bounds, subsets, number words."""
    rid, steps = run(db, [(question, sql)])
    rows = [(r[0], float(r[1])) for r in steps[0].raw]
    total = sum(v for _, v in rows)
    n = len(rows)
    for i in range(n - 2):
        (a, va), (b, vb), (c, vc) = rows[i], rows[i + 1], rows[i + 2]
        claims = [(f"{a} {who} {num(va)} {noun}.", [("neighbour_row", f"{a} {who} {num(vb)} {noun}.")] if va != vb else [])]
        # a comparison with a row further down
        j = min(n - 1, i + 2 + i % 3)
        d, vd = rows[j]
        if vd > 0 and va / vd >= 1.15:
            r = va / vd
            w = []
            if j + 1 < n and rows[j + 1][1] > 0 and abs(va / rows[j + 1][1] - r) / r > 0.06:
                w.append(("neighbour_row", f"That is {times_phrase(va / rows[j + 1][1])} as many as {d}."))
            claims.append((f"That is {times_phrase(r)} as many as {d}.", w))
        if va != vb and vb != vc and va - vb != vb - vc:
            claims.append((f"{a} is {num(va - vb)} ahead of the runner-up, {b}.",
                           [("two_rows_down", f"{a} is {num(va - vc)} ahead of the runner-up, {b}.")]))
        s = va / total
        bp = bound_phrase(s)
        if bp:
            claims.append((f"{a} accounts for {bp[0]} of all {num(total)} {noun}.",
                           [("false_bound", f"{a} accounts for {bp[1]} of all {num(total)} {noun}.")]))
        else:
            p = 100 * s
            claims.append((f"{a} accounts for {p:.1f}% of all {noun}.",
                           [("complement", f"{a} accounts for {100 - p:.1f}% of all {noun}.")]))
        if i % 2 == 0 and n > 4:
            k = 3
            top = sum(v for _, v in rows[:k])
            claims.append((f"The top three together have {num(top)} {noun}, {100 * top / total:.1f}% of the total.",
                           [("neighbour_row", f"The top three together have {num(top - rows[0][1] + rows[3][1])} {noun}, "
                                              f"{100 * top / total:.1f}% of the total.")]))
        if vc <= 22 and vb != vc and vc >= 10:
            claims.append((f"{c} comes in with {WORDS[int(vc)]}.",
                           [("number_word_row", f"{c} comes in with {WORDS[int(vb)]}.")]))
        book.case(db, rid, claims, kind)


def shippers(book):
    db = "northwind"
    rid, steps = run(db, [("How many orders and how much freight did each shipper carry?",
                           "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight "
                           "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")])
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    tot_o = sum(r[1] for r in rows)
    tot_f = sum(r[2] for r in rows)
    for i in range(len(rows)):
        a, na, fa = rows[i]
        b, nb, fb = rows[(i + 1) % len(rows)]
        claims = [(f"{a} shipped {na} orders and charged {money(fa)} in freight.",
                   [("neighbour_row", f"{a} shipped {na} orders and charged {money(fb)} in freight.")]),
                  (f"Each {a} order carried about {money(fa / na)} in freight on average.",
                   [("neighbour_row", f"Each {a} order carried about {money(fb / nb)} in freight on average.")]),
                  (f"Its {money(fa)} is {money(abs(fa - fb))} {'more' if fa > fb else 'less'} than {b}'s.",
                   [("wrong_value", f"Its {money(fa)} is {money(abs(fa - fb) * 1.3)} {'more' if fa > fb else 'less'} than {b}'s.")])]
        s = fa / tot_f
        bp = bound_phrase(s)
        if bp:
            claims.append((f"That is {bp[0]} of the {money(tot_f)} total.",
                           [("false_bound", f"That is {bp[1]} of the {money(tot_f)} total.")]))
        book.case(db, rid, claims, "per_unit_shippers")
    # the weighted average against the plain mean
    w = tot_f / tot_o
    mean = sum(r[2] / r[1] for r in rows) / len(rows)
    book.case(db, rid, [(f"Across all {tot_o} orders, freight averaged {money(w)} per order.",
                         [("mean_as_weighted", f"Across all {tot_o} orders, freight averaged {money(mean)} per order.")]),
                        (f"Together the three shippers charged {money(tot_f)}.",
                         [("wrong_value", f"Together the three shippers charged {money(tot_f - rows[2][2])}.")])],
              "weighted_average")


def countries(book):
    db = "northwind"
    rid, steps = run(db, [("How many orders went to each country, and what was the average freight?",
                           "SELECT ship_country AS country, count(*) AS orders, round(avg(freight)::numeric, 2) AS avg_freight "
                           "FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12")])
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(0, 9, 2):
        g = rows[i:i + 3]
        names = f"{g[0][0]}, {g[1][0]} and {g[2][0]}"
        n = sum(r[1] for r in g)
        w = sum(r[1] * r[2] for r in g) / n
        m = sum(r[2] for r in g) / 3
        claims = [(f"{names} received {n} orders between them.",
                   [("neighbour_row", f"{names} received {n - g[2][1] + rows[i + 3][1]} orders between them.")]),
                  (f"Weighted by order count, their average freight comes to {money(w)}.",
                   [("mean_as_weighted", f"Weighted by order count, their average freight comes to {money(m)}.")]
                   if abs(w - m) > 0.02 else []),
                  (f"Freight to {g[0][0]} averaged {money(g[0][2])}, {100 * (g[0][2] - g[1][2]) / g[1][2]:.1f}% "
                   f"{'higher' if g[0][2] > g[1][2] else 'lower'} than {g[1][0]}'s {money(g[1][2])}.",
                   [("ratio_as_change", f"Freight to {g[0][0]} averaged {money(g[0][2])}, {100 * g[0][2] / g[1][2]:.1f}% "
                                        f"{'higher' if g[0][2] > g[1][2] else 'lower'} than {g[1][0]}'s {money(g[1][2])}.")])]
        book.case(db, rid, claims, "subset_weighted")


def quarters(book):
    db = "northwind"
    rid, steps = run(db, [("How many orders and how much freight per quarter of 1997?",
                           "SELECT 'Q' || extract(quarter FROM order_date) AS quarter, count(*) AS orders, "
                           "round(sum(freight)::numeric, 2) AS freight FROM orders "
                           "WHERE extract(year FROM order_date) = 1997 GROUP BY 1 ORDER BY 1")])
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    for (q0, n0, f0), (q1, n1, f1) in zip(rows, rows[1:]):
        ch = 100 * (f1 - f0) / f0
        verb = "grew" if ch > 0 else "fell"
        claims = [(f"Freight {verb} {abs(ch):.1f}% from {q0} to {q1}, reaching {money(f1)}.",
                   [("base_swapped", f"Freight {verb} {abs(100 * (f1 - f0) / f1):.1f}% from {q0} to {q1}, reaching {money(f1)}.")]),
                  (f"Orders went from {n0} to {n1}.", [("neighbour_row", f"Orders went from {n0} to {n1 + (n1 - n0) + 7}.")]),
                  (f"{q0} and {q1} together account for {money(f0 + f1)} of freight.",
                   [("wrong_value", f"{q0} and {q1} together account for {money(f0 + f1 * 1.2)} of freight.")])]
        book.case(db, rid, claims, "change_between_periods")


def years(book):
    db = "chinook"
    rid, steps = run(db, [("What was revenue by year?",
                           "SELECT extract(year FROM invoice_date)::int::text AS year, sum(total) AS revenue "
                           "FROM invoice GROUP BY 1 ORDER BY 1")])
    rows = [(r[0], float(r[1])) for r in steps[0].raw]
    for (y0, v0), (y1, v1) in zip(rows, rows[1:]):
        ch = 100 * (v1 - v0) / v0
        verb = "rose" if ch > 0 else "dropped"
        claims = [(f"Revenue {verb} from {money(v0)} in {y0} to {money(v1)} in {y1}, a change of roughly {abs(ch):.1f}%.",
                   [("ratio_as_change", f"Revenue {verb} from {money(v0)} in {y0} to {money(v1)} in {y1}, "
                                        f"a change of roughly {100 * v1 / v0:.1f}%.")]),
                  (f"That is {money(abs(v1 - v0))} {'more' if v1 > v0 else 'less'} than the year before.",
                   [("wrong_value", f"That is {money(abs(v1 - v0) + 9.9)} {'more' if v1 > v0 else 'less'} than the year before.")])]
        book.case(db, rid, claims, "change_between_years")


def media(book):
    db = "chinook"
    rid, steps = run(db, [("How long are tracks of each media type, and how many are there?",
                           "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms "
                           "FROM track t JOIN media_type m USING (media_type_id) GROUP BY 1 ORDER BY 2 DESC")])
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    for i, (a, n, ms) in enumerate(rows):
        b = rows[(i + 1) % len(rows)]
        claims = [(f"{a} tracks average {ms:,.0f} ms, roughly {ms / 60000:.1f} minutes.",
                   [("wrong_unit", f"{a} tracks average {ms:,.0f} ms, roughly {ms / 6000:.1f} minutes."),
                    ("neighbour_row", f"{a} tracks average {ms:,.0f} ms, roughly {b[2] / 60000:.1f} minutes.")
                    if abs(b[2] - ms) / 60000 > 0.15 else (None, None)]),
                  (f"In seconds that is about {ms / 1000:,.0f}.",
                   [("wrong_unit", f"In seconds that is about {ms / 100:,.0f}.")])]
        if n > 20:
            claims.append((f"There are {n:,} of them.", [("neighbour_row", f"There are {b[1]:,} of them.")] if b[1] > 20 else []))
        book.case(db, rid, claims, "conversion")


def empty_and_ids(book):
    db = "northwind"
    rid, steps = run(db, [("How many customers are there?", "SELECT count(*) AS customers FROM customers"),
                          ("Which orders were shipped to Japan?",
                           "SELECT order_id, freight FROM orders WHERE ship_country = 'Japan'")])
    n = int(steps[0].raw[0][0])
    for t, wrong in (
            (f"There are {n} customers in total. None of the orders went to Japan, so freight there is $0.",
             f"There are {n} customers in total. Twelve orders went to Japan, with $0 in freight."),
            (f"Of the {n} customers, no orders were shipped to Japan: zero orders and $0.00 in freight.",
             f"Of the {n} customers, 14 ordered for shipping to Japan, with no freight."),
            (f"The database lists {n} customers; Japan received no orders at all.",
             f"The database lists {n} customers; Japan received 23 orders.")):
        book.case(db, rid, [(t, [("count_for_empty", wrong)])], "empty_result")
    rid, steps = run(db, [("What are the phone numbers of customers in Germany?",
                           "SELECT customer_id, company_name, phone, postal_code FROM customers "
                           "WHERE country = 'Germany' ORDER BY customer_id")])
    rows = steps[0].raw
    for i, r in enumerate(rows[:8]):
        o = rows[(i + 1) % len(rows)]
        book.case(db, rid, [(f"{r[1]} ({r[0]}) can be reached at {r[2]}.", []),
                            (f"Its postal code is {r[3]}.", [("neighbour_row", f"Its postal code is {o[3]}.")]
                             if o[3] != r[3] else []),
                            (f"In all, {len(rows)} German customers are listed.",
                             [("wrong_count", f"In all, {len(rows) + 4} German customers are listed.")])],
                  "identifiers")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--held-out", action="store_true", help="print the held-out part's figures (only at the end)")
    args = ap.parse_args()
    book = Book()
    ranked(book, "northwind", "How many orders did each employee take?",
           "SELECT e.first_name || ' ' || e.last_name AS employee, count(*) AS orders "
           "FROM orders o JOIN employees e USING (employee_id) GROUP BY 1 ORDER BY 2 DESC", "orders", "took", "ranked_orders")
    ranked(book, "chinook", "Which artists have the most albums?",
           "SELECT ar.name AS artist, count(*) AS albums FROM album al JOIN artist ar USING (artist_id) "
           "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12", "albums", "released", "ranked_albums")
    ranked(book, "northwind", "How many products does each supplier country have?",
           "SELECT s.country, count(*) AS products FROM products p JOIN suppliers s USING (supplier_id) "
           "GROUP BY 1 ORDER BY 2 DESC, 1", "products", "supplies", "ranked_products")
    for part in (shippers, countries, quarters, years, media, empty_and_ids):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            if a["split"] == "dev" or args.held_out:
                fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    for split in ("dev", "held_out") if args.held_out else ("dev",):
        sub = [(a, v) for a, v in items if a["split"] == split]
        tp, fp, fn, tn, p, r = prf(sub)
        good = [(a, v) for a, v in sub if a["label"] == "plausible"]
        fa = sum(1 for a, v in good if not v["plausible"])
        print(f"llm {split:8s}: {len(sub)} answers ({len(good)} grounded, each with derived claims); "
              f"precision {p:.3f}, recall {r:.3f} (tp {tp}, fp {fp}, fn {fn}, tn {tn}); "
              f"false alarms on grounded derived answers {fa}/{len(good)} = {fa / len(good):.1%}")
    dev = [(a, v) for a, v in items if a["split"] == "dev"]
    print("by kind (dev):                    grounded kept   wrong caught")
    for kind in sorted({a["category"] for a, _ in dev}):
        g = [v for a, v in dev if a["category"] == kind and a["label"] == "plausible"]
        w = [v for a, v in dev if a["category"] == kind and a["label"] == "implausible"]
        print(f"  {kind:30s} {sum(v['plausible'] for v in g):3d} / {len(g):3d}   "
              f"{sum(not v['plausible'] for v in w):3d} / {len(w):3d}")
    wrong = [(a, v) for a, v in dev if (a["label"] == "plausible") != v["plausible"]]
    if wrong:
        print(f"dev errors ({len(wrong)}):")
        for a, v in wrong:
            print(f"  [{a['label']} {a['category']}/{a['kind']}] {a['answer']!r} -> {v['reason']} "
                  f"{json.dumps([(g['text'], g.get('expected') or g.get('source') or g.get('nearest')) for g in v.get('figures', []) if not g.get('grounded') or a['label'] == 'implausible'])}")


if __name__ == "__main__":
    sys.exit(main())
