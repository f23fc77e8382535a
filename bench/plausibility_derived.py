#!/usr/bin/env python3
"""
plausibility_derived.py — derived figures as analysts write them (issue shapes:
comparisons between named rows, changes between periods, per-unit and subset
figures, per-unit figures said in another unit than their column's (a total of
milliseconds over a count, in minutes), weighted averages, unit conversions,
zero for an empty result, digits
inside identifiers, and the figures only the typed search over the values in
play grounds) and the wrong-role twins (a real value in the wrong role,
number words attributed to the wrong row), over real query results.

Run by bench/plausibility.sh against the same server (chinook, northwind, defog-dev's
atis and Spider's concert_singer).

Every template is filled from the rows: the grounded answer states what the
numbers say; each wrong twin states a figure off by a factor (redrawn when it
lands on a value of the receipt) or a real value in the wrong role. Answers
are split by their pair number: even pairs are the development set, odd pairs
the held-out set (reported separately; nothing was tuned on them).

Chance grounding: for every derived figure, CHANCE random figures of the same
magnitude (uniform in [0.5x, 1.5x], shown at the same precision, at least
three shown units away from the true value and not a value of the receipt)
replace it; the rate at which check_answer grounds them is printed per
derivation kind.
"""
import argparse
import json
import math
import random
import sys

from plausibility_labels import ValueSet, evaluate, prf, run

CHANCE = 6
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


def money(v, d=2):
    return f"${abs(v):,.{d}f}"


class Book:
    def __init__(self, rng, chance=CHANCE):
        self.rng = rng
        self.chance = chance
        self.items = []
        self.pairs = 0

    def add(self, db, rid, text, label, kind, split, role="twin"):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text, "label": label,
                           "category": kind, "kind": role, "split": split})

    def derived(self, db, rid, values, kind, fill, v, dec, wrongs=(), factors=(0.7, 0.8, 1.25, 1.4), pct=False):
        """fill(x) writes the answer with the figure x (a float, formatted by fill at dec decimals)."""
        split = "dev" if self.pairs % 2 == 0 else "held_out"
        self.pairs += 1
        half = 0.5 / 10 ** dec
        self.add(db, rid, fill(v), "plausible", kind, split, "grounded")
        for f in self.rng.sample(list(factors), 2):
            w = round(v * f, dec)
            if not values.grounds({"value": w, "half": half, "pct": pct, "signed": False}, margin=1e-6):
                self.add(db, rid, fill(w), "implausible", kind, split, "off_by_factor")
                break
        for role, text in wrongs:
            if text:
                self.add(db, rid, text, "implausible", kind, split, role)
        # chance: random figures of the same magnitude
        for _ in range(self.chance):
            for _try in range(20):
                w = round(v * self.rng.uniform(0.5, 1.5), dec)
                if abs(w - v) >= 3 * half * 2 and abs(w - v) > 0.03 * abs(v) and \
                        not values.grounds({"value": w, "half": half, "pct": pct, "signed": False}, margin=1e-6):
                    self.add(db, rid, fill(w), "implausible", kind, "chance", "chance")
                    break

    def plain(self, db, rid, kind, right, wrongs):
        split = "dev" if self.pairs % 2 == 0 else "held_out"
        self.pairs += 1
        if right:
            self.add(db, rid, right, "plausible", kind, split, "grounded")
        for role, text in wrongs:
            self.add(db, rid, text, "implausible", kind, split, role)


def comparisons(book, rng):
    db = "chinook"
    rid, steps = run(db, [("What are the total sales and invoices by country?",
                           "SELECT billing_country AS country, sum(total) AS sales, count(*) AS invoices "
                           "FROM invoice GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], float(r[1]), int(r[2])) for r in steps[0].raw]
    for i in range(0, 9):
        (a, va, na), (b, vb, nb) = rows[i], rows[i + 1 + (i % 4)]
        if va == vb:
            continue
        r = va / vb
        t = rng.choice(["{a}'s sales are {x}x {b}'s.", "Customers in {a} spent about {x} times as much as those in {b}.",
                        "{a} brought in {x} times the revenue of {b}."])
        book.derived(db, rid, values, "ratio", lambda x, t=t, a=a, b=b: t.format(a=a, b=b, x=f"{x:.2f}" if x < 1.95 else f"{x:.1f}"),
                     r, 2 if r < 1.95 else 1)
        d = va - vb
        t = rng.choice(["{a}'s {va} is {x} more than {b}'s.", "{a} outspent {b} by {x}, with {va} in sales.",
                        "At {va}, {a} is {x} ahead of {b}."])
        book.derived(db, rid, values, "difference", lambda x, t=t, a=a, b=b, va=va: t.format(a=a, b=b, va=money(va), x=money(x)), d, 2,
                     wrongs=[("neighbour_row", t.format(a=a, b=b, va=money(va), x=money(va - rows[i + 2 + (i % 4)][1])))])
        p = 100 * (va - vb) / vb
        t = rng.choice(["{a}'s sales were {x}% higher than {b}'s.", "{a} sold roughly {x}% more than {b}.",
                        "Sales in {a} ran {x}% above {b}."])
        book.derived(db, rid, values, "percent_difference", lambda x, t=t, a=a, b=b: t.format(a=a, b=b, x=f"{x:.1f}"), p, 1,
                     wrongs=[("ratio_as_difference", t.format(a=a, b=b, x=f"{100 * va / vb:.1f}"))])
    # the runner-up: the next row in the order the answer walks
    for i in range(0, 6):
        (a, va, _), (b, vb, _) = rows[i], rows[i + 1]
        if va == vb:
            continue
        t = rng.choice(["{a} leads with {va}, {x} more than the runner-up.",
                        "{a} comes first at {va}, {x} ahead of the next country."])
        book.derived(db, rid, values, "difference_runner_up",
                     lambda x, t=t, a=a, va=va: t.format(a=a, va=money(va), x=money(x)), va - vb, 2,
                     wrongs=[("two_rows_down", t.format(a=a, va=money(va), x=money(va - rows[i + 2][1])))])
    # per unit: a total over a count in the same row
    for i in range(0, 10):
        a, va, na = rows[i]
        t = rng.choice(["Each invoice from {a} brought in {x} on average.", "{a}'s invoices average {x} apiece.",
                        "In {a}, the average invoice was worth {x}."])
        book.derived(db, rid, values, "per_unit", lambda x, t=t, a=a: t.format(a=a, x=money(x)), va / na, 2,
                     wrongs=[("neighbour_row", t.format(a=a, x=money(rows[i + 1][1] / rows[i + 1][2])))
                             if abs(rows[i + 1][1] / rows[i + 1][2] - va / na) > 0.02 else (None, None)])
    # subset sum and average over named rows
    for i in range(0, 8):
        picks = rng.sample(rows[:14], 3)
        names = f"{picks[0][0]}, {picks[1][0]} and {picks[2][0]}"
        s = sum(p[1] for p in picks)
        t = rng.choice(["{n} together account for {x} in sales.", "Sales across {n} add up to {x}."])
        book.derived(db, rid, values, "subset_sum", lambda x, t=t, n=names: t.format(n=n, x=money(x)), s, 2)
        m = s / 3
        t = rng.choice(["Across {n}, sales average {x} per country.", "Among {n}, the average is {x} in sales."])
        book.derived(db, rid, values, "subset_average", lambda x, t=t, n=names: t.format(n=n, x=money(x)), m, 2)
    # share of the total
    total = sum(r[1] for r in rows)
    for i in range(0, 8):
        a, va, _ = rows[i]
        p = 100 * va / total
        t = rng.choice(["{a} accounts for {x}% of all sales.", "{a} makes up {x}% of revenue."])
        book.derived(db, rid, values, "share", lambda x, t=t, a=a: t.format(a=a, x=f"{x:.1f}"), p, 1,
                     wrongs=[("complement", t.format(a=a, x=f"{100 - p:.1f}")),
                             ("neighbour_row", t.format(a=a, x=f"{100 * rows[i + 1][1] / total:.1f}"))
                             if abs(rows[i + 1][1] - va) / total > 0.002 else (None, None)])
    # single-digit differences said as comparisons: the exact difference of two named rows (or of the named
    # row and the runner-up); the chance figures are every other single digit, none of them read as a cell
    for i in range(len(rows) - 2):
        for j, named in ((i + 1 + (i % 3), True), (i + 1, False)):
            if j >= len(rows):
                continue
            (a, _, na), (b, _, nb) = rows[i], rows[j]
            d = na - nb
            if not 1 <= d <= 9:
                continue
            if named:
                t = rng.choice(["{a} placed {x} more invoices than {b}.", "{a} is {x} invoices ahead of {b}.",
                                "{a} has {x} invoices more than {b}."])
                fill = lambda x, t=t, a=a, b=b: t.format(a=a, b=b, x=x)
            else:
                t = rng.choice(["{a} placed {n} invoices, {x} more than the runner-up.",
                                "With {n} invoices, {a} is {x} ahead of the runner-up."])
                fill = lambda x, t=t, a=a, n=na: t.format(a=a, n=n, x=x)
            split = "dev" if book.pairs % 2 == 0 else "held_out"
            book.pairs += 1
            book.add(db, rid, fill(d), "plausible", "small_difference", split, "grounded")
            far = na - rows[j + 1][2] if j + 1 < len(rows) else 0
            if 1 <= far <= 9 and far != d:
                book.add(db, rid, fill(far), "implausible", "small_difference", split, "row_further_down")
            if book.chance:
                for w in range(1, 10):
                    if w != d:
                        book.add(db, rid, fill(w), "implausible", "small_difference", "chance", "chance")
    # number words attributed to the wrong row
    for i in range(8, len(rows) - 1):
        a, _, na = rows[i]
        b, _, nb = rows[i - 1]
        if na == nb or not (10 <= na <= 20 and 10 <= nb <= 20):
            continue
        book.plain(db, rid, "number_word_row", f"{a} placed {WORDS[na]} invoices.",
                   [("other_row", f"{a} placed {WORDS[nb]} invoices.")])


def periods(book, rng):
    db = "chinook"
    rid, steps = run(db, [("What was revenue by month in 2011?",
                           "SELECT to_char(invoice_date, 'FMMonth') AS month, sum(total) AS revenue, count(*) AS invoices "
                           "FROM invoice WHERE extract(year FROM invoice_date) = 2011 "
                           "GROUP BY 1, extract(month FROM invoice_date) ORDER BY extract(month FROM invoice_date)")])
    values = ValueSet(steps)
    rows = [(r[0], float(r[1]), int(r[2])) for r in steps[0].raw]
    for (m0, v0, _), (m1, v1, _) in zip(rows, rows[1:]):
        if abs(v1 - v0) < 1:
            continue
        ch = 100 * (v1 - v0) / v0
        verb = "grew" if ch > 0 else "fell"
        t = rng.choice(["Revenue {verb} {x}% from {m0} to {m1}.", "From {m0} to {m1}, sales {verb} by {x}%."])
        book.derived(db, rid, values, "change_between_periods",
                     lambda x, t=t, verb=verb, m0=m0, m1=m1: t.format(verb=verb, m0=m0, m1=m1, x=f"{abs(x):.1f}"), ch, 1,
                     wrongs=[("base_swapped", t.format(verb=verb, m0=m0, m1=m1, x=f"{abs(100 * (v1 - v0) / v1):.1f}"))
                             if abs(abs(100 * (v1 - v0) / v1) - abs(ch)) > 0.3 else (None, None)])
    # a sum over the periods the sentence names
    for k in range(0, len(rows) - 2, 3):
        q = rows[k:k + 3]
        s = sum(r[1] for r in q)
        t = "Sales in {a}, {b} and {c} totalled {x}."
        book.derived(db, rid, values, "period_sum",
                     lambda x, t=t, q=q: t.format(a=q[0][0], b=q[1][0], c=q[2][0], x=money(x)), s, 2)


def systems(book, rng):
    """Lengths and areas restated in the other system beside the original (exact factors)."""
    db = "defog_geography"
    km_mi = 1.609344
    rid, steps = run(db, [("How long is each river?", "SELECT river_name, length FROM river ORDER BY 2 DESC")])
    values = ValueSet(steps)
    for r, l in [(r[0], float(r[1])) for r in steps[0].raw][:8]:
        t = rng.choice(["The {r} runs {l} km, about {x} miles.", "{r}: {l} kilometres ({x} mi)."])
        book.derived(db, rid, values, "conversion_systems",
                     lambda x, t=t, r=r, l=l: t.format(r=r, l=f"{l:,.0f}", x=f"{x:,.1f}"), l / km_mi, 1,
                     wrongs=[("wrong_factor", t.format(r=r, l=f"{l:,.0f}", x=f"{l * km_mi:,.1f}"))])
    rid, steps = run(db, [("How large is each lake?", "SELECT lake_name, area FROM lake ORDER BY 2 DESC")])
    values = ValueSet(steps)
    for n, a in [(r[0], float(r[1])) for r in steps[0].raw][:8]:
        t = rng.choice(["{n} covers {a} km², roughly {x} square miles.", "{n}: {a} sq km ({x} sq mi)."])
        book.derived(db, rid, values, "conversion_systems",
                     lambda x, t=t, n=n, a=a: t.format(n=n, a=f"{a:,.0f}", x=f"{x:,.1f}"), a / km_mi ** 2, 1,
                     wrongs=[("wrong_factor", t.format(n=n, a=f"{a:,.0f}", x=f"{a / km_mi:,.1f}"))])


def groups(book, rng):
    db = "chinook"
    rid, steps = run(db, [("What is the average track length by genre?",
                           "SELECT g.name AS genre, round(avg(t.milliseconds)) AS avg_milliseconds, count(*) AS tracks "
                           "FROM track t JOIN genre g USING (genre_id) GROUP BY 1 ORDER BY 3 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], float(r[1]), int(r[2])) for r in steps[0].raw]
    # unit conversions stated beside the original
    for i in range(0, 10):
        g, ms, n = rows[i]
        t = rng.choice(["{g} tracks run {ms} milliseconds on average, about {x} minutes.",
                        "The average {g} track lasts {ms} milliseconds ({x} minutes)."])
        book.derived(db, rid, values, "conversion",
                     lambda x, t=t, g=g, ms=ms: t.format(g=g, ms=f"{ms:,.0f}", x=f"{x:.1f}"), ms / 60000, 1,
                     wrongs=[("wrong_unit", t.format(g=g, ms=f"{ms:,.0f}", x=f"{ms / 1000:.1f}"))])
    # weighted average of group averages against the plain mean of the averages
    top = rows[:5]
    names = ", ".join(r[0] for r in top[:-1]) + " and " + top[-1][0]
    w = sum(r[1] * r[2] for r in top) / sum(r[2] for r in top)
    mean = sum(r[1] for r in top) / len(top)
    t = "Weighted by the number of tracks, the overall average across {n} is {x} milliseconds."
    book.derived(db, rid, values, "weighted_average", lambda x: t.format(n=names, x=f"{x:,.0f}"), w, 0,
                 wrongs=[("mean_as_weighted", t.format(n=names, x=f"{mean:,.0f}"))] if abs(mean - w) > 2 else [])
    wall = sum(r[1] * r[2] for r in rows) / sum(r[2] for r in rows)
    meanall = sum(r[1] for r in rows) / len(rows)
    t = "Weighted by track count, the overall average length is {x} milliseconds."
    book.derived(db, rid, values, "weighted_average", lambda x: t.format(x=f"{x:,.0f}"), wall, 0,
                 wrongs=[("mean_as_weighted", t.format(x=f"{meanall:,.0f}"))])
    # per unit over two steps: a total over a count
    rid2, steps2 = run(db, [("What do all invoices total?", "SELECT sum(total) AS revenue FROM invoice"),
                            ("How many customers are there?", "SELECT count(*) AS customers FROM customer")])
    v2 = ValueSet(steps2)
    rev, cust = float(steps2[0].raw[0][0]), float(steps2[1].raw[0][0])
    t = "Revenue was {rev} over {c} customers, {x} per customer."
    book.derived(db, rid2, v2, "per_unit_steps", lambda x: t.format(rev=money(rev), c=int(cust), x=money(x)), rev / cust, 2)


def per_unit_units(book, rng):
    """A total over a count of the same row, said in another unit than the total's column (ms said in minutes)."""
    db = "chinook"
    rid, steps = run(db, [("How many tracks does each genre have and how long do they run?",
                           "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS total_ms "
                           "FROM track t JOIN genre g USING (genre_id) GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(0, 10):
        g, n, ms = rows[i]
        o = rows[i + 1]
        t = rng.choice(["On average each {g} track lasts {x} minutes.",
                        "Each {g} track runs about {x} minutes on average."])
        fill = lambda x, t=t, g=g: t.format(g=g, x=f"{x:.1f}")
        wrongs = [("wrong_unit", fill(ms / n / 1000))]
        if abs(o[2] / o[1] - ms / n) / 60000 > 0.15:
            wrongs.append(("neighbour_row", fill(o[2] / o[1] / 60000)))
        book.derived(db, rid, values, "per_unit_converted", fill, ms / n / 60000, 1, wrongs=wrongs)


def fractions(book, rng):
    db = "northwind"
    rid, steps = run(db, [("How many products does each category have?",
                           "SELECT c.category_name AS category, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS avg_price "
                           "FROM products p JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
    total = sum(r[1] for r in rows)
    for i in range(len(rows)):
        a, n, price = rows[i]
        share = n / total
        near = min([(abs(share - f), w, f) for f, w in ((0.25, "a quarter"), (1 / 3, "a third"), (0.5, "half"),
                                                         (0.2, "a fifth"), (0.1, "a tenth"))])
        bad = [(w, f) for f, w in ((0.25, "a quarter"), (1 / 3, "a third"), (0.5, "half"), (0.2, "a fifth"), (0.1, "a tenth"))
               if abs(share - f) > 0.08]
        right = f"{a} holds {n} of the {total} products, about {near[1]} of them." if near[0] < 0.025 else None
        wr = bad[0][0] if bad else None
        book.plain(db, rid, "fraction_words", right,
                   [("wrong_fraction", f"{a} holds {n} of the {total} products, about {wr} of them.")] if wr else [])
        book.plain(db, rid, "bound", f"{a} holds {'less' if share < 0.5 else 'more'} than half of the {total} products.",
                   [("false_bound", f"{a} holds {'more' if share < 0.5 else 'less'} than half of the {total} products.")])
        other = rows[(i + 2) % len(rows)]
        big, small = ((a, n), other[:2]) if n >= other[1] else (other[:2], (a, n))
        if big[1] >= 1.1 * small[1]:
            book.derived(db, rid, values, "ratio_counts",
                         lambda x, a=big[0], b=small[0]: f"{a} has {x:.2f} times as many products as {b}.",
                         big[1] / small[1], 2)
        book.derived(db, rid, values, "price_difference",
                     lambda x, a=a, b=rows[(i + 1) % len(rows)][0]: f"{a} products cost {money(x)} more on average than {b} products."
                     if x >= 0 else f"{a} products cost {money(x)} less on average than {b} products.",
                     price - rows[(i + 1) % len(rows)][2], 2)


def empty_and_identifiers(book, rng):
    db = "chinook"
    rid, steps = run(db, [("How many customers are there?", "SELECT count(*) AS customers FROM customer"),
                          ("Which customers are in Japan?", "SELECT first_name, last_name FROM customer WHERE country = 'Japan'"),
                          ("What did customers in Japan spend?",
                           "SELECT sum(i.total) AS spent, count(*) AS invoices FROM invoice i JOIN customer c USING (customer_id) "
                           "WHERE c.country = 'Japan' HAVING count(*) > 0")])
    n = int(steps[0].raw[0][0])
    for t in (f"None of the {n} customers are in Japan: no invoices and $0 in revenue.",
              f"Of the {n} customers, none is in Japan, so revenue there is $0.00.",
              f"There are {n} customers and zero of them are in Japan."):
        book.plain(db, rid, "zero_for_empty", t, [])
    book.plain(db, rid, "count_for_empty", None,
               [("count_for_empty", f"Of the {n} customers, 12 are in Japan, with $0 in revenue."),
                ("count_for_empty", f"Japan has 14 of the {n} customers.")])
    rid, steps = run(db, [("What are the phone numbers of customers in Canada?",
                           "SELECT first_name || ' ' || last_name AS customer, phone, customer_id FROM customer "
                           "WHERE country = 'Canada' ORDER BY customer_id")])
    for r in steps[0].raw[:6]:
        book.plain(db, rid, "identifier_digits", f"{r[0]} (customer {r[2]}) can be reached at {r[1]}.",
                   [("wrong_id", f"{r[0]} (customer {int(r[2]) + 31}) can be reached at {r[1]}.")])


def columns_years_codes(book, rng):
    """
    Two columns of a named row ("39 units in stock, 29 above its reorder
    level"), the row before a named year ("more than the year before"), rows
    named by a code beside its column's word ("media type 1", "genre 3"), and
    rows the sentence before names ("the two together").
    """
    db = "northwind"
    rid, steps = run(db, [("Which products have more stock than their reorder level?",
                           "SELECT product_name AS product, units_in_stock, reorder_level FROM products "
                           "WHERE units_in_stock >= reorder_level + 20 AND reorder_level > 0 ORDER BY product_id LIMIT 8")])
    values = ValueSet(steps)
    rows = [(r[0], int(r[1]), int(r[2])) for r in steps[0].raw]
    for i, (a, st, ro) in enumerate(rows):
        book.derived(db, rid, values, "row_columns",
                     lambda x, a=a, st=st: f"{a} has {st} units in stock, {x:.0f} above its reorder level.", st - ro, 0,
                     wrongs=[("neighbour_row", f"{a} has {st} units in stock, {st - rows[(i + 1) % len(rows)][2]} above its reorder level.")]
                     # a single digit is narration by default: no twin there
                     if rows[(i + 1) % len(rows)][2] != ro and st - rows[(i + 1) % len(rows)][2] >= 10 else [])
    db = "chinook"
    rid, steps = run(db, [("What were the sales in each year?",
                           "SELECT extract(year FROM invoice_date)::int AS year, sum(total) AS sales FROM invoice GROUP BY 1 ORDER BY 1")])
    values = ValueSet(steps)
    rows = [(int(r[0]), float(r[1])) for r in steps[0].raw]
    for i in range(1, len(rows)):
        (y0, v0), (y, v) = rows[i - 1], rows[i]
        more = v >= v0
        book.derived(db, rid, values, "year_before",
                     lambda x, y=y, v=v, more=more: f"Sales reached {money(v)} in {y}, {money(x)} {'more' if more else 'less'} than the year before.",
                     abs(v - v0), 2,
                     wrongs=[("year_after", f"Sales reached {money(v)} in {y}, {money(abs(v - rows[i + 1][1]))} "
                                            f"{'more' if more else 'less'} than the year before.")] if i + 1 < len(rows) else [])
    rid, steps = run(db, [("How many tracks and minutes does each media type have?",
                           "SELECT media_type_id, count(*) AS tracks, round(sum(milliseconds) / 60000.0, 1) AS minutes "
                           "FROM track GROUP BY 1 ORDER BY 1")])
    values = ValueSet(steps)
    rows = [(int(r[0]), int(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(len(rows) - 1):
        (ka, na, ma), (kb, nb, mb) = rows[i], rows[i + 1]
        book.derived(db, rid, values, "code_named_rows",
                     lambda x, ka=ka, kb=kb, na=na: f"Media type {ka} has {na:,} tracks, {x:,.0f} {'more' if na > nb else 'fewer'} than media type {kb}.",
                     abs(na - nb), 0,
                     wrongs=[("neighbour_row", f"Media type {ka} has {na:,} tracks, {abs(na - rows[(i + 2) % len(rows)][1]):,} "
                                               f"{'more' if na > nb else 'fewer'} than media type {kb}.")]
                     if rows[(i + 2) % len(rows)][1] != nb else [])
        book.derived(db, rid, values, "both_rows",
                     lambda x, ka=ka, kb=kb, ma=ma, mb=mb: f"Media type {ka} runs {ma:,.1f} minutes and media type {kb} {mb:,.1f}. "
                                                           f"Together the two come to {x:,.1f} minutes.",
                     ma + mb, 1)


def discourse(book, rng):
    """
    Rows named sentences before, through a chain of pronouns ("It ... Its");
    a comparison naming one row against the row named before; rows pooled
    ("taken together ... average"), a mean weighted by their counts; a
    multiple below one ("0.63x").
    """
    db = "chinook"
    rid, steps = run(db, [("What are the invoices, sales and average invoice by country?",
                           "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS sales, "
                           "round(avg(total), 2) AS avg_invoice FROM invoice GROUP BY 1 ORDER BY 3 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], int(r[1]), float(r[2]), float(r[3])) for r in steps[0].raw]
    for i in range(0, 8):
        (a, na, va, ma), (b, nb, vb, mb) = rows[i], rows[i + 1 + (i % 3)]
        o = rows[i + 4 + (i % 3)]
        if va == vb:
            continue
        book.derived(db, rid, values, "pronoun_chain",
                     lambda x, a=a, b=b: f"{a} is worth a look. It is one of the larger markets. Its sales come to {x:.2f}x {b}'s.",
                     va / vb, 2,
                     wrongs=[("neighbour_row", f"{a} is worth a look. It is one of the larger markets. "
                                               f"Its sales come to {o[2] / vb:.2f}x {b}'s.")]
                     if abs(o[2] / vb - va / vb) > 0.05 else [])
        book.derived(db, rid, values, "comparison_named_before",
                     lambda x, a=a, b=b, va=va, vb=vb: f"{a} brought in {money(va)} and {b} {money(vb)}. "
                                                       f"{b} took {money(x)} less.",
                     va - vb, 2,
                     wrongs=[("neighbour_row", f"{a} brought in {money(va)} and {b} {money(vb)}. "
                                               f"{b} took {money(va - o[2])} less.")])
        book.derived(db, rid, values, "multiple_below_one",
                     lambda x, a=a, b=b: f"{b}'s sales are {x:.2f}x those of {a}.", vb / va, 2,
                     wrongs=[("neighbour_row", f"{b}'s sales are {o[2] / va:.2f}x those of {a}.")]
                     if abs(o[2] / va - vb / va) > 0.05 else [])
        total = sum(x[2] for x in rows)
        book.derived(db, rid, values, "named_share",
                     lambda x, a=a, b=b: f"{a} and {b} lead the list. Between them they account for {x:.1f}% of sales.",
                     100 * (va + vb) / total, 1,
                     wrongs=[("neighbour_row", f"{a} and {b} lead the list. Between them they account for "
                                               f"{100 * (va + o[2]) / total:.1f}% of sales.")], pct=True)
        w = (na * ma + nb * mb) / (na + nb)
        mean = (ma + mb) / 2
        if abs(w - mean) >= 0.015:
            book.derived(db, rid, values, "pooled_average",
                         lambda x, a=a, b=b: f"Taken together, the invoices of {a} and {b} average {money(x)}.", w, 2,
                         wrongs=[("mean_as_pooled", f"Taken together, the invoices of {a} and {b} average {money(mean)}.")])


def searched(book, rng):
    """
    Figures only the typed search over the values in play grounds: a multiple,
    change or gap of the rows the sentence before names, a figure set against
    a quoted cell ("12.03 against 9.87"), a total per unit of a named row, the
    rows not named ("the remaining 21"), and a figure written in thousands over
    a column whose name says thousands.
    """
    db = "chinook"
    rid, steps = run(db, [("What are the invoices, sales (in thousands too) and average invoice by country?",
                           "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS sales, "
                           "round(avg(total), 2) AS avg_invoice "
                           "FROM invoice GROUP BY 1 ORDER BY 3 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], int(r[1]), float(r[2]), float(r[3])) for r in steps[0].raw]
    for i in range(0, 8):
        (a, na, va, ma), (b, nb, vb, mb) = rows[i], rows[i + 1 + (i % 3)]
        o = rows[i + 4 + (i % 3)]
        if va == vb or ma == mb:
            continue
        book.derived(db, rid, values, "search_ratio_before",
                     lambda x, a=a, b=b, va=va, vb=vb: f"{a} spent {money(va)}; {b} spent {money(vb)}. "
                                                       f"All told, {a} comes to {x:.2f} times {b}.",
                     va / vb, 2,
                     wrongs=[("neighbour_row", f"{a} spent {money(va)}; {b} spent {money(vb)}. "
                                               f"All told, {a} comes to {va / o[2]:.2f} times {b}.")]
                     if abs(va / o[2] - va / vb) > 0.05 else [])
        book.derived(db, rid, values, "search_change_before",
                     lambda x, a=a, b=b, va=va, vb=vb: f"{a} spent {money(va)}; {b} spent {money(vb)}. "
                                                       f"Put differently, {a} spent {x:.1f}% more than {b}.",
                     100 * (va - vb) / vb, 1,
                     wrongs=[("base_swapped", f"{a} spent {money(va)}; {b} spent {money(vb)}. "
                                              f"Put differently, {a} spent {100 * (va - vb) / va:.1f}% more than {b}.")],
                     pct=True)
        book.derived(db, rid, values, "search_against",
                     lambda x, a=a, b=b, ma=ma: f"On invoice size, {a} and {b} stand at {money(ma)} against {money(x)}.",
                     mb, 2,
                     wrongs=[("neighbour_row", f"On invoice size, {a} and {b} stand at {money(ma)} against {money(o[3])}.")]
                     if abs(o[3] - mb) > 0.02 else [])
        book.derived(db, rid, values, "search_per_unit_row",
                     lambda x, a=a, na=na, va=va: f"{a} billed {money(va)} over {na} invoices, so {money(x)} an invoice.",
                     va / na, 2,
                     wrongs=[("neighbour_row", f"{a} billed {money(va)} over {na} invoices, so {money(o[2] / o[1])} an invoice.")]
                     if abs(o[2] / o[1] - va / na) > 0.02 else [])
    n = len(rows)
    for k in (2, 3):
        named = rows[:k]
        names = ", ".join(r[0] for r in named[:-1]) + " and " + named[-1][0]
        book.derived(db, rid, values, "search_rest",
                     lambda x, names=names: f"{names} lead on sales. The remaining {x:.0f} countries make up the rest of the list.",
                     n - k, 0,
                     wrongs=[("all_rows_less_one", f"{names} lead on sales. The remaining {n - 1} countries make up the rest of the list.")])
    # years restated as writers round them: 52 weeks, 365.25 days
    db = "northwind"
    rid, steps = run(db, [("How old was each employee at the start of 2024?",
                           "SELECT first_name || ' ' || last_name AS name, "
                           "date_part('year', age(date '2024-01-01', birth_date))::int AS age FROM employees ORDER BY 1")])
    values = ValueSet(steps)
    people = [(r[0], int(r[1])) for r in steps[0].raw]
    for i, (a, y) in enumerate(people[:8]):
        o = people[(i + 3) % len(people)][1]
        if i % 2 == 0:
            book.derived(db, rid, values, "round_years",
                         lambda x, a=a, y=y: f"{a} is {y} years old, about {x:,.0f} weeks.", y * 52, 0,
                         wrongs=[("neighbour_row", f"{a} is {y} years old, about {o * 52:,} weeks.")] if o != y else [])
        else:
            book.derived(db, rid, values, "round_years",
                         lambda x, a=a, y=y: f"{a}'s {y} years come to roughly {x:,.0f} days.", round(y * 365.25), 0,
                         wrongs=[("neighbour_row", f"{a}'s {y} years come to roughly {round(o * 365.25):,} days.")]
                         if o != y else [])
    # a column in thousands, and figures written in thousands
    db = "northwind"
    rid, steps = run(db, [("Revenue (thousands) and order lines by category",
                           "SELECT c.category_name, round(sum(od.unit_price * od.quantity)::numeric / 1000, 2) AS revenue_k, "
                           "count(*) AS lines FROM order_details od JOIN products p USING (product_id) "
                           "JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    cats = [(r[0], float(r[1]), int(r[2])) for r in steps[0].raw]
    for i in range(0, 6):
        (a, ka, la), o = cats[i], cats[i + 2]
        book.derived(db, rid, values, "magnitude_column",
                     lambda x, a=a: f"{a} brought in ${x:.2f}K.", ka, 2,
                     wrongs=[("neighbour_row", f"{a} brought in ${o[1]:.2f}K.")])
        book.derived(db, rid, values, "magnitude_per_unit",
                     lambda x, a=a, ka=ka, la=la: f"{a}: ${ka:.2f}K across {la} order lines. That is about ${x:.2f}K per line.",
                     ka / la, 2 if ka / la >= 0.5 else 3,
                     wrongs=[("neighbour_row", f"{a}: ${ka:.2f}K across {la} order lines. That is about ${o[1] / o[2]:.3f}K per line.")])


def subsets_and_rates(book, rng):
    """Figures over a group of rows one shared text names, shares with their part and whole beside them,
    rates in a unit made of two (mph, MB a minute), and a figure restated in the unit "in" names."""
    db = "northwind"
    rid, steps = run(db, [("List the products with their category, price and stock.",
                           "SELECT p.product_name, c.category_name AS category, p.unit_price, p.units_in_stock "
                           "FROM products p JOIN categories c USING (category_id) ORDER BY p.product_id")])
    values = ValueSet(steps)
    rows = [(r[0], r[1], float(r[2]), float(r[3])) for r in steps[0].raw]
    cats = sorted({r[1] for r in rows})
    n_all = len(rows)
    stock_all = sum(r[3] for r in rows)
    price_all = sum(r[2] for r in rows) / n_all
    for i, c in enumerate(cats):
        g = [r for r in rows if r[1] == c]
        o = [r for r in rows if r[1] == cats[(i + 1) % len(cats)]]
        mean = sum(r[2] for r in g) / len(g)
        omean = sum(r[2] for r in o) / len(o)
        t = rng.choice(["{c} products average {x} a unit.", "Its {c} products cost {x} on average."])
        fill = lambda x, t=t, c=c: t.format(c=c, x=money(x))
        wrongs = [("mean_of_all", fill(price_all))] if abs(price_all - mean) > 0.02 else []
        if abs(omean - mean) > 0.02:
            wrongs.append(("neighbour_group", fill(omean)))
        book.derived(db, rid, values, "group_mean", fill, mean, 2, wrongs=wrongs)
        st = sum(r[3] for r in g)
        ost = sum(r[3] for r in o)
        t = "The {c} products have {x} units in stock in total."
        fill = lambda x, t=t, c=c: t.format(c=c, x=f"{x:,.0f}")
        book.derived(db, rid, values, "group_sum", fill, st, 0,
                     wrongs=[("neighbour_group", fill(ost))] if ost != st else [])
        sh = 100 * st / stock_all
        t = "{c} products hold {x}% of all units in stock."
        fill = lambda x, t=t, c=c: t.format(c=c, x=f"{x:.1f}")
        book.derived(db, rid, values, "group_share", fill, sh, 1, pct=True,
                     wrongs=[("complement", fill(100 - sh))] if abs(100 - 2 * sh) > 0.2 else [])
        cs = 100 * len(g) / n_all
        t = "{k} of the {n} products ({x}%) are {c}."
        fill = lambda x, t=t, c=c, k=len(g): t.format(c=c, k=k, n=n_all, x=f"{x:.1f}")
        book.derived(db, rid, values, "group_count_share", fill, cs, 1, pct=True,
                     wrongs=[("wrong_total", fill(100 * len(g) / (n_all - len(g))))])
    # a share with its part and whole in parentheses
    rid, steps = run(db, [("How many products does each category have?",
                           "SELECT c.category_name AS category, count(*) AS products "
                           "FROM products p JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 2 DESC, 1")])
    values = ValueSet(steps)
    crow = [(r[0], int(r[1])) for r in steps[0].raw]
    tot = sum(r[1] for r in crow)
    for i in range(len(crow) - 1):
        a, b = crow[i], crow[i + 1]
        s2 = a[1] + b[1]
        t = rng.choice(["{a} and {b} together make up {x}% of the products ({s} of {t}).",
                        "Together {a} and {b} account for {s} of {t} products, {x}%."])
        fill = lambda x, t=t, a=a, b=b, s2=s2: t.format(a=a[0], b=b[0], s=s2, t=tot, x=f"{x:.1f}")
        book.derived(db, rid, values, "part_of_whole", fill, 100 * s2 / tot, 1, pct=True,
                     wrongs=[("wrong_total", fill(100 * s2 / (tot - s2)))])
    # an amount per unit of a measure: megabytes a minute of a named track
    db = "chinook"
    rid, steps = run(db, [("How long and how large are the tracks of the first albums?",
                           "SELECT name, milliseconds, bytes FROM track WHERE album_id <= 3 ORDER BY track_id")])
    values = ValueSet(steps)
    trk = [(r[0], float(r[1]), float(r[2])) for r in steps[0].raw if len(r[0]) > 6]
    for i in range(0, min(len(trk), 16), 2):
        name, ms, by = trk[i]
        rate = by / 1e6 / (ms / 60000)
        t = "{n} takes {x} MB a minute."
        fill = lambda x, t=t, n=name: t.format(n=n, x=f"{x:.2f}")
        book.derived(db, rid, values, "per_measure", fill, rate, 2,
                     wrongs=[("inverse", fill(1 / rate))] if abs(1 / rate - rate) > 0.1 else [])
    # figures restated in the unit "in" names, in the next sentence
    rid, steps = run(db, [("What is the average track length by genre?",
                           "SELECT g.name AS genre, round(avg(t.milliseconds)) AS avg_milliseconds "
                           "FROM track t JOIN genre g USING (genre_id) GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    for g, ms in [(r[0], float(r[1])) for r in steps[0].raw][:10]:
        t = "The average {g} track lasts {ms} milliseconds. In minutes that is about {x}."
        fill = lambda x, t=t, g=g, ms=ms: t.format(g=g, ms=f"{ms:,.0f}", x=f"{x:.1f}")
        book.derived(db, rid, values, "restated_next_sentence", fill, ms / 60000, 1,
                     wrongs=[("wrong_factor", fill(ms / 1000))])
    # a speed from a distance and a time: each route, and all routes together
    db = "defog_atis"
    rid, steps = run(db, [("How far and how long is each airport access route?",
                           "SELECT city_code, airport_code, direction, miles_distant, minutes_distant "
                           "FROM airport_service ORDER BY 1, 2, 3")])
    values = ValueSet(steps)
    ar = [(r[0], r[1], r[2], float(r[3]), float(r[4])) for r in steps[0].raw if float(r[4]) > 0]
    tm, tt = sum(r[3] for r in ar), sum(r[4] for r in ar)
    for r in ar[:8]:
        mph = r[3] / (r[4] / 60)
        t = "From the {d} side of {a}: {m} miles in {mi} minutes, about {x} mph."
        fill = lambda x, t=t, r=r: t.format(d=r[2], a=r[1], m=f"{r[3]:,.0f}", mi=f"{r[4]:,.0f}", x=f"{x:.1f}")
        book.derived(db, rid, values, "rate_two_units", fill, mph, 1, wrongs=[("inverse", fill(r[4] / r[3] * 60))])
    t = "All routes together average {x} mph: {m} miles over {mi} minutes."
    fill = lambda x, t=t: t.format(m=f"{tm:,.0f}", mi=f"{tt:,.0f}", x=f"{x:.1f}")
    book.derived(db, rid, values, "rate_two_units", fill, tm / (tt / 60), 1, wrongs=[("inverse", fill(tt / tm * 60))])


def values_and_capacity(book, rng):
    """How many rows hold a value of a count column ("82 of them have just one track"), and a row's mean
    over its capacity ("Glebe Park is 13.9% full on a typical day")."""
    db = "chinook"
    rid, steps = run(db, [("How many tracks does each album have?",
                           "SELECT a.title, count(*) AS tracks FROM album a JOIN track t USING (album_id) "
                           "GROUP BY a.album_id, a.title ORDER BY 2 DESC, 1")])
    values = ValueSet(steps)
    counts = [int(r[1]) for r in steps[0].raw]
    n = len(counts)
    for cond, words, test in [("=", "just one track", lambda c: c == 1), ("<", "fewer than 10 tracks", lambda c: c < 10),
                              (">", "more than 20 tracks", lambda c: c > 20), ("<", "fewer than 12 tracks", lambda c: c < 12)]:
        k = sum(1 for c in counts if test(c))
        t = rng.choice(["Of the {n} albums, {x} have {w}.", "There are {n} albums; {x} of them have {w}."])
        fill = lambda x, t=t, w=words: t.format(n=n, w=w, x=f"{x:.0f}")
        book.derived(db, rid, values, "rows_at_value", fill, k, 0,
                     wrongs=[("complement", fill(n - k))] if abs(n - 2 * k) > 2 else [])
    db = "spider_concert_singer"
    rid, steps = run(db, [("How full is each stadium on a typical day?",
                           "SELECT name, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")])
    values = ValueSet(steps)
    for name, cap, high, low, avg in [(r[0], float(r[1]), float(r[2]), float(r[3]), float(r[4])) for r in steps[0].raw]:
        t = rng.choice(["On a typical day, {s} is {x}% full.", "{s} is about {x}% full on average."])
        fill = lambda x, t=t, s=name: t.format(s=s, x=f"{x:.1f}")
        book.derived(db, rid, values, "capacity_share", fill, 100 * avg / cap, 1,
                     wrongs=[("wrong_column", fill(100 * high / cap))] if abs(high - avg) / cap > 0.01 else [])


def rates_and_overall(book, rng):
    """Rates the answer states, compared ("The rate for the UK is about 2.1 times that for Germany"),
    the same two columns' ratio for the row compared ("Beverages, for comparison, leaked 6.5%"), and
    one column's total over a count column's total ("across all shippers, $79.58 per order")."""
    db = "northwind"
    rid, steps = run(db, [("For the ten busiest destination countries: orders and late orders?",
                           "SELECT ship_country AS country, count(*) AS orders, "
                           "count(*) FILTER (WHERE shipped_date > required_date) AS late "
                           "FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")])
    values = ValueSet(steps)
    rows = [(r[0], int(r[1]), int(r[2])) for r in steps[0].raw if int(r[2]) > 0]
    for i in range(0, len(rows) - 1, 2):
        a, b = rows[i], rows[i + 1]
        ra, rb = 100 * a[2] / a[1], 100 * b[2] / b[1]
        t = ("Evidence: {a}: {la} of {oa} orders shipped late ({pa:.1f}%); {b}: {lb} of {ob} ({pb:.1f}%).\n"
             "Assessment: The rate for {a} is about {x} times that for {b}.")
        fill = lambda x, t=t, a=a, b=b, ra=ra, rb=rb: t.format(a=a[0], b=b[0], la=a[2], oa=a[1], lb=b[2], ob=b[1],
                                                               pa=ra, pb=rb, x=f"{x:.2f}")
        book.derived(db, rid, values, "stated_rates_multiple", fill, ra / rb, 2,
                     wrongs=[("inverse", fill(rb / ra))] if abs(ra / rb - rb / ra) > 0.05 else [])
    rid, steps = run(db, [("Per category: discount given and gross sales?",
                           "SELECT c.category_name AS category, "
                           "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discount_usd, "
                           "round(sum(od.unit_price * od.quantity)::numeric, 2) AS gross_usd "
                           "FROM order_details od JOIN products p ON p.product_id = od.product_id "
                           "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 3 DESC")])
    values = ValueSet(steps)
    cats = [(r[0], float(r[1]), float(r[2])) for r in steps[0].raw]
    for i in range(len(cats) - 1):
        a, b = cats[i], cats[i + 1]
        t = ("{a} gave away ${da:,.2f} on ${ga:,.2f} of gross sales, {pa:.1f}% of list.\nImpact:\n"
             "- {b}, for comparison, leaked {x}%.")
        fill = lambda x, t=t, a=a, b=b: t.format(a=a[0], b=b[0], da=a[1], ga=a[2], pa=100 * a[1] / a[2], x=f"{x:.1f}")
        book.derived(db, rid, values, "parallel_ratio", fill, 100 * b[1] / b[2], 1, pct=True,
                     wrongs=[("other_row", fill(100 * a[1] / a[2]))] if abs(a[1] / a[2] - b[1] / b[2]) > 0.002 else [])
    for year in (1996, 1997, 1998):
        rid, steps = run(db, [(f"Per shipper: orders and freight in {year}?",
                               "SELECT s.company_name AS shipper, count(*) AS orders, "
                               "round(sum(o.freight)::numeric, 2) AS freight FROM orders o "
                               "JOIN shippers s ON s.shipper_id = o.ship_via "
                               f"WHERE o.order_date >= '{year}-01-01' AND o.order_date < '{year + 1}-01-01' "
                               "GROUP BY 1 ORDER BY 1")])
        values = ValueSet(steps)
        sh = [(r[0], int(r[1]), float(r[2])) for r in steps[0].raw]
        pooled = sum(r[2] for r in sh) / sum(r[1] for r in sh)
        plain = sum(r[2] / r[1] for r in sh) / len(sh)
        t = rng.choice(["Across all your shippers, the average is ${x} per order.",
                        "Overall baseline: ${x} per order across all shippers."])
        fill = lambda x, t=t: t.format(x=f"{x:,.2f}")
        book.derived(db, rid, values, "overall_per_unit", fill, pooled, 2,
                     wrongs=[("plain_mean", fill(plain))] if abs(plain - pooled) > 0.02 else [])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument("--chance", type=int, default=CHANCE, help="random wrong figures per derived figure")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    book = Book(rng, args.chance)
    for part in (comparisons, periods, groups, systems, fractions, empty_and_identifiers):
        part(book, rng)
    # later kinds draw from their own generator, so the earlier kinds' answers stay as they were
    book.rng = rng = random.Random(args.seed + 1)
    per_unit_units(book, rng)
    book.rng = rng = random.Random(args.seed + 2)
    columns_years_codes(book, rng)
    book.rng = rng = random.Random(args.seed + 3)
    discourse(book, rng)
    book.rng = rng = random.Random(args.seed + 4)
    searched(book, rng)
    book.rng = rng = random.Random(args.seed + 5)
    subsets_and_rates(book, rng)
    book.rng = rng = random.Random(args.seed + 6)
    values_and_capacity(book, rng)
    book.rng = rng = random.Random(args.seed + 7)
    rates_and_overall(book, rng)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    for split in ("dev", "held_out"):
        sub = [(a, v) for a, v in items if a["split"] == split]
        tp, fp, fn, tn, p, r = prf(sub)
        npl = tp + fp + fn + tn
        fa = fp / (fp + tn) if fp + tn else float("nan")
        print(f"{split:8s}: {npl} answers; flagging implausible: precision {p:.3f}, recall {r:.3f} "
              f"(tp {tp}, fp {fp}, fn {fn}, tn {tn}); false alarms on grounded derived answers {fa:.1%}")
    print("by kind (dev + held out):       grounded kept   wrong caught   chance grounded")
    for kind in sorted({a["category"] for a in book.items}):
        g = [(a, v) for a, v in items if a["category"] == kind and a["label"] == "plausible"]
        w = [(a, v) for a, v in items if a["category"] == kind and a["label"] == "implausible" and a["split"] != "chance"]
        c = [(a, v) for a, v in items if a["category"] == kind and a["split"] == "chance"]
        gk = sum(1 for a, v in g if v["plausible"])
        wc = sum(1 for a, v in w if not v["plausible"])
        cg = sum(1 for a, v in c if v["plausible"])
        cs = f"{cg:3d} / {len(c):3d} ({cg / len(c):5.1%})" if c else "      -"
        print(f"  {kind:28s} {gk:3d} / {len(g):3d}    {wc:3d} / {len(w):3d}    {cs}")
    c = [(a, v) for a, v in items if a["split"] == "chance"]
    print(f"chance grounding overall: {sum(1 for a, v in c if v['plausible'])} / {len(c)}")
    wrong = [(a, v) for a, v in items if (a["label"] == "plausible") != v["plausible"] and a["split"] != "chance"]
    if wrong:
        print(f"errors ({len(wrong)}):")
        for a, v in wrong[:60]:
            print(f"  [{a['label']} {a['category']}/{a['kind']} {a['split']}] {a['answer']!r} -> {v['reason']} "
                  f"{json.dumps([(g['text'], g.get('expected') or g.get('source')) for g in v.get('figures', []) if not g.get('grounded') or a['label'] == 'implausible'])}")
    print(f"derived answers: {args.out}")


if __name__ == "__main__":
    sys.exit(main())
