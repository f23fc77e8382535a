#!/usr/bin/env python3
"""
plausibility_fresh.py — a second held-out set of answers written the way a
language-model analyst writes them, over databases and queries the earlier
sets do not use (bird-dev's superhero, defog's geography, and new queries on
chinook and northwind, all from ../shared/data, loaded by
bench/plausibility.sh). Several claims per answer, digits and number words
mixed, approximations; derived figures (ratios, differences, percent
changes, per-unit figures, subset sums, conversions) with grounded and wrong
twins; and three constructs the derivations got wrong: a count equal to the
rows a LIMIT cut the result to, said as a fact about everything the query
looked at; a share said of a name that no row holds; names that end in
punctuation ("Inc.", "R.E.M.").

The whole set is held out: nothing is tuned on it and its errors are not
printed, only its figures (precision, recall, false alarms on grounded
answers with a derived claim). Labels are computed here from the rows.
"""
import argparse
import json
import sys

from plausibility_labels import evaluate, prf, run
from plausibility_llm import WORDS, bound_phrase, money, num, times_phrase

OPENERS = ["Summary of the results:", "", "Here is what stands out.", "From the query output,"]


class Book:
    def __init__(self):
        self.items = []
        self.cases = 0

    def case(self, db, rid, claims, kind, derived=True):
        """claims: [(right sentence, [(role, wrong sentence)])]; one grounded answer, one twin per wrong."""
        opener = OPENERS[self.cases % len(OPENERS)]
        self.cases += 1
        right = [c[0] for c in claims]

        def text(sentences):
            return " ".join(s for s in [opener] + sentences if s)

        self.add(db, rid, text(right), "plausible", kind, "grounded", derived)
        for i, (_, wrongs) in enumerate(claims):
            for role, w in wrongs:
                if w:
                    self.add(db, rid, text(right[:i] + [w] + right[i + 1:]), "implausible", kind, role, derived)

    def add(self, db, rid, text, label, kind, role, derived):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text, "label": label,
                           "category": kind, "kind": role, "derived": derived})


def publishers(book):
    db = "superhero"
    rid, steps = run(db, [("How many heroes does each publisher have?",
                           "SELECT p.publisher_name AS publisher, count(*) AS heroes FROM superhero s "
                           "JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' "
                           "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")])
    rows = [(r[0], int(r[1])) for r in steps[0].raw]
    total = sum(v for _, v in rows)
    for i in range(len(rows) - 3):
        (a, va), (b, vb), (c, vc) = rows[i], rows[i + 1], rows[i + 2]
        claims = [(f"{a} leads this group with {va} heroes.", [("neighbour_row", f"{a} leads this group with {vb} heroes.")]
                   if va != vb else [])]
        if vb > 0 and va / vb >= 1.2:
            r = va / vb
            w = [("ratio_of_other_pair", f"That is {times_phrase(va / vc)} as many as {b}.")] if vc and abs(va / vc - r) / r > 0.08 else []
            claims.append((f"That is {times_phrase(r)} as many as {b}.", w))
        if va != vb:
            claims.append((f"{b} trails it by {va - vb}.", [("two_rows_down", f"{b} trails it by {va - vc}.")] if va - vc != va - vb and va - vc > 9 else []))
        s = va / total
        claims.append((f"Among these ten publishers, {a} holds {100 * s:.1f}% of the heroes.",
                       [("complement", f"Among these ten publishers, {a} holds {100 - 100 * s:.1f}% of the heroes.")]))
        if 10 <= vc <= 22 and vb != vc:
            claims.append((f"{c} has {WORDS[vc]}.", [("number_word_row", f"{c} has {WORDS[vb]}.")] if vb <= 22 else []))
        book.case(db, rid, claims, "ranked_publishers")
    # a share said of a publisher the result does not hold: another row's share must not ground it
    names = {n for n, _ in rows}
    absent = [n for n in ("Wildstorm", "Icon Comics", "Titan Books", "Shueisha", "Marvel Knights") if n not in names]
    for k, n in enumerate(absent[:3]):
        a, va = rows[k + 1]
        book.case(db, rid, [(f"{a} has {100 * va / total:.1f}% of the heroes listed.",
                             [("share_of_absent_name", f"{n} has {100 * va / total:.1f}% of the heroes listed.")])],
                  "share_absent_name")


def bodies(book):
    db = "superhero"
    rid, steps = run(db, [("What are the average height and weight of heroes by gender?",
                           "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm)::numeric, 1) AS avg_height_cm, "
                           "round(avg(s.weight_kg)::numeric, 1) AS avg_weight_kg FROM superhero s "
                           "JOIN gender g ON g.id = s.gender_id WHERE s.height_cm BETWEEN 100 AND 300 "
                           "AND s.weight_kg BETWEEN 30 AND 500 GROUP BY 1 ORDER BY 2 DESC")])
    rows = [(r[0], int(r[1]), float(r[2]), float(r[3])) for r in steps[0].raw]
    for i, (g, n, h, w) in enumerate(rows):
        o = rows[(i + 1) % len(rows)]
        claims = [(f"{g} heroes average {h:.1f} cm, about {h / 2.54:.1f} inches.",
                   [("wrong_unit", f"{g} heroes average {h:.1f} cm, about {h / 3.28:.1f} inches.")]),
                  (f"They weigh {w:.1f} kg on average (roughly {w * 2.20462:.0f} lb).",
                   [("neighbour_row", f"They weigh {w:.1f} kg on average (roughly {o[3] * 2.20462:.0f} lb).")]
                   if abs(o[3] - w) * 2.2 > 3 else [])]
        if o[2] != h:
            ch = 100 * (h - o[2]) / o[2]
            claims.append((f"That is {abs(ch):.1f}% {'taller' if ch > 0 else 'shorter'} than {o[0].lower()} heroes.",
                           [("base_swapped", f"That is {abs(100 * (h - o[2]) / h):.1f}% {'taller' if ch > 0 else 'shorter'} "
                                             f"than {o[0].lower()} heroes.")] if abs(abs(100 * (h - o[2]) / h) - abs(ch)) > 0.15 else []))
        claims.append((f"The group counts {n} heroes.", [("neighbour_row", f"The group counts {o[1]} heroes.")] if o[1] != n else []))
        book.case(db, rid, claims, "conversion_and_change")


def genres(book):
    db = "chinook"
    rid, steps = run(db, [("How many tracks and how many hours of music does each genre have?",
                           "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS total_ms "
                           "FROM track t JOIN genre g USING (genre_id) GROUP BY 1 ORDER BY 2 DESC LIMIT 8")])
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(len(rows) - 2):
        (a, na, ma), (b, nb, mb), (c, nc, mc) = rows[i], rows[i + 1], rows[i + 2]
        claims = [(f"{a} has {na:,} tracks, {na - nb:,} more than {b}.",
                   [("two_rows_down", f"{a} has {na:,} tracks, {na - nc:,} more than {b}.")] if na - nc != na - nb else []),
                  (f"Its tracks run about {ma / 3600000:,.1f} hours in total.",
                   [("wrong_unit", f"Its tracks run about {ma / 60000:,.1f} hours in total.")]),
                  (f"On average each {a} track lasts {ma / na / 60000:.1f} minutes.",
                   [("neighbour_row", f"On average each {a} track lasts {mb / nb / 60000:.1f} minutes.")]
                   if abs(ma / na - mb / nb) / 60000 > 0.15 else [])]
        if i % 2 == 0:
            claims.append((f"{a} and {b} together account for {na + nb:,} tracks.",
                           [("neighbour_row", f"{a} and {b} together account for {na + nc:,} tracks.")]))
        book.case(db, rid, claims, "genres_per_unit")


def categories(book):
    db = "northwind"
    rid, steps = run(db, [("How many products are in each category and what is their average price?",
                           "SELECT c.category_name AS category, count(*) AS products, "
                           "round(avg(p.unit_price)::numeric, 2) AS avg_price FROM products p "
                           "JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 3 DESC")])
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(len(rows) - 2):
        (a, na, pa), (b, nb, pb), (c, nc, pc) = rows[i], rows[i + 1], rows[i + 2]
        n = na + nb
        wavg = (na * pa + nb * pb) / n
        mean = (pa + pb) / 2
        ch = 100 * (pa - pb) / pb
        claims = [(f"{a} products average {money(pa)}, {ch:.1f}% more than {b}'s {money(pb)}.",
                   [("ratio_as_change", f"{a} products average {money(pa)}, {100 * pa / pb:.1f}% more than {b}'s {money(pb)}.")]),
                  (f"{a} and {b} list {n} products between them.",
                   [("neighbour_row", f"{a} and {b} list {na + nc} products between them.")] if nb != nc else [])]
        if abs(wavg - mean) > 0.05:
            claims.append((f"Weighted by product count, the two average {money(wavg)}.",
                           [("mean_as_weighted", f"Weighted by product count, the two average {money(mean)}.")]))
        bp = bound_phrase(pa / (pa + pb + pc))
        if bp:
            claims.append((f"Of the three top averages combined, {a} makes up {bp[0]}.",
                           [("false_bound", f"Of the three top averages combined, {a} makes up {bp[1]}.")]))
        book.case(db, rid, claims, "categories_change_weighted")


def states(book):
    db = "defog_geography"
    rid, steps = run(db, [("What are the population and area of each state?",
                           "SELECT state_name, population, area FROM state ORDER BY population DESC")])
    rows = [(r[0], float(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(len(rows) - 2):
        (a, pa, aa), (b, pb, ab), (c, pc, ac) = rows[i], rows[i + 1], rows[i + 2]
        claims = [(f"{a} has a population of {num(pa)} over {num(aa)} square units, about {pa / aa:,.1f} people per unit.",
                   [("neighbour_row", f"{a} has a population of {num(pa)} over {num(aa)} square units, "
                                      f"about {pb / ab:,.1f} people per unit.")] if abs(pb / ab - pa / aa) > 0.5 else [])]
        if pa != pb and pb > 0:
            ch = 100 * (pa - pb) / pb
            claims.append((f"That is {ch:.1f}% more people than {b}.",
                           [("ratio_as_change", f"That is {100 * pa / pb:.1f}% more people than {b}.")]))
        if pc > 0 and pa / pc >= 1.2:
            claims.append((f"It is home to {times_phrase(pa / pc)} as many people as {c}.",
                           [("wrong_value", f"It is home to {times_phrase(pa / pc * 1.6)} as many people as {c}.")]))
        book.case(db, rid, claims, "states_ratio_per_unit")


def limited(book):
    """
    A count equal to the rows a LIMIT returned, said as a count of everything
    that satisfies the sentence: the rows do not establish it. The same count
    said of the rows the answer lists ("the 5 customers listed", "these top 5")
    does.
    """
    db = "northwind"
    for k, floor in ((5, 8000), (10, 5000), (12, 3000)):
        rid, steps = run(db, [(f"Which {k} customers spent the most?",
                               "SELECT c.company_name AS customer, round(sum(d.unit_price * d.quantity * (1 - d.discount))::numeric, 2) "
                               "AS spent FROM customers c JOIN orders o USING (customer_id) JOIN order_details d USING (order_id) "
                               f"GROUP BY 1 ORDER BY 2 DESC LIMIT {k}")])
        rows = [(r[0], float(r[1])) for r in steps[0].raw]
        low = rows[-1][1]
        bound = int(low // 1000 * 1000)
        book.case(db, rid, [(f"The top {k} customers each spent more than {money(bound, 0)}.", []),
                            (f"{rows[0][0]} leads with {money(rows[0][1])}.",
                             [("neighbour_row", f"{rows[0][0]} leads with {money(rows[1][1])}.")])],
                  "limit_listed", derived=False)
        book.case(db, rid, [(f"{rows[0][0]} leads with {money(rows[0][1])}.", []),
                            (f"These {WORDS[k] if k <= 22 else k} customers together spent {money(sum(v for _, v in rows))}.",
                             [("limit_as_population", f"Exactly {k} customers spent more than {money(bound, 0)}.")])],
                  "limit_population")


def punctuated(book):
    """Names that end in punctuation, matched as the rows' names (a sentence-final period is theirs too)."""
    db = "chinook"
    rid, steps = run(db, [("How many albums and tracks do these artists have?",
                           "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks "
                           "FROM artist ar JOIN album al USING (artist_id) JOIN track t USING (album_id) "
                           "WHERE ar.name IN ('R.E.M.', 'R.E.M. Feat. Kate Pearson', 'Guns N'' Roses', 'Motörhead', 'AC/DC', "
                           "'Red Hot Chili Peppers', 'Creedence Clearwater Revival') GROUP BY 1 ORDER BY 1")])
    rows = [(r[0], int(r[1]), int(r[2])) for r in steps[0].raw]
    for i, (a, na, ta) in enumerate(rows):
        o = rows[(i + 1) % len(rows)]
        if ta == o[2]:
            continue
        book.case(db, rid, [(f"The tracks of {a} number {ta}.",
                             [("neighbour_row", f"The tracks of {a} number {o[2]}.")]),
                            (f"There are {ta} tracks by {a}.",
                             [("neighbour_row", f"There are {o[2]} tracks by {a}.")])],
                  "punctuated_names", derived=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    book = Book()
    for part in (publishers, bodies, genres, categories, states, limited, punctuated):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    tp, fp, fn, tn, p, r = prf(items)
    good = [(a, v) for a, v in items if a["label"] == "plausible"]
    gd = [(a, v) for a, v in good if a["derived"]]
    fa = sum(1 for a, v in gd if not v["plausible"])
    fa_all = sum(1 for a, v in good if not v["plausible"])
    print(f"fresh held-out: {len(items)} answers ({len(good)} grounded, {len(gd)} of them with a derived claim); "
          f"precision {p:.3f}, recall {r:.3f} (tp {tp}, fp {fp}, fn {fn}, tn {tn}); "
          f"false alarms on grounded answers with a derived claim {fa}/{len(gd)} = {fa / max(1, len(gd)):.1%} "
          f"(all grounded: {fa_all}/{len(good)})")
    print("by category (held out: counts only):   grounded kept   wrong caught")
    for kind in sorted({a["category"] for a, _ in items}):
        g = [v for a, v in items if a["category"] == kind and a["label"] == "plausible"]
        w = [v for a, v in items if a["category"] == kind and a["label"] == "implausible"]
        print(f"  {kind:32s} {sum(v['plausible'] for v in g):3d} / {len(g):3d}   "
              f"{sum(not v['plausible'] for v in w):3d} / {len(w):3d}")


if __name__ == "__main__":
    sys.exit(main())
