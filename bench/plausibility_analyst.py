#!/usr/bin/env python3
"""
plausibility_analyst.py — answers written the way analysts write them, over
real query results, and how well nl2sql_heal.check_answer judges them.

Run by bench/plausibility.sh after plausibility_labels.py, against the same
server (../shared/data loaded: chinook, northwind, defog-dev).

Each query runs through heal_execute, so every answer has a real receipt. From
the real rows, each category writes answers in several phrasings:

  derived      differences between named rows, percent changes between years,
               a share computed from two steps, a weighted average across
               groups, the sum and share of the top k rows, unit conversions
  echo         answers repeating the figures of the question ("above $15")
  bound        true and false directional bounds ("more than", "under")
  words        number words, fractions, proportions and multiples ("twenty-
               one", "about a fifth", "one in four", "twice as much"), and
               narration that is not a claim ("one of them", "a couple")
  attribution  a figure next to a named row, an aggregate word (median, peak,
               average): right, or another row's / another aggregate's value
  direction    rose / fell against the sign of the change
  scaling      a fraction as a percentage (x 100) or as it stands; a column
               already in percent
  chance       a derivation-shaped sentence with a figure nothing derives

Every grounded answer ("plausible") has ungrounded twins ("implausible"), and
some twins must still pass (the same figure said another right way). Labels
come from what the numbers mean, computed here from the rows; a wrong figure
that lands on a value of the receipt anyway (a cell, a total, a row count) is
redrawn, since no reader could tell it from a quote of that value.

Precision and recall of flagging implausible answers are printed per
category; the answers go to --out as JSON lines.
"""
import argparse
import json
import math
import random
import sys

from plausibility_labels import ValueSet, evaluate, prf, run

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    """n (0..999) in words: 21 -> twenty-one, 310 -> three hundred and ten."""
    if n < 20:
        return WORDS[n]
    if n < 100:
        return TENS[n // 10] + ("-" + WORDS[n % 10] if n % 10 else "")
    rest = n % 100
    return WORDS[n // 100] + " hundred" + (" and " + words(rest) if rest else "")


def money(v, d=2):
    return f"${abs(v):,.{d}f}"


def num(v, d=0):
    return f"{abs(v):,.{d}f}"


class Book:
    """The labelled answers, with a collision check for twins."""

    def __init__(self, rng):
        self.rng = rng
        self.items = []
        self.redrawn = 0

    def add(self, db, rid, text, label, category, kind):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text, "label": label,
                           "category": category, "kind": kind})

    def pair(self, db, rid, category, kind, right, wrongs):
        """One grounded answer and its ungrounded twins (each: text)."""
        self.add(db, rid, right, "plausible", category, kind)
        for w in wrongs:
            if w:
                self.add(db, rid, w, "implausible", category, kind)


def lands(values, v, half, pct=False):
    """Would a quote of a receipt's value read as v at this precision?"""
    return values.grounds({"value": v, "half": half, "pct": pct, "signed": False}, margin=1e-6)


def wrong_value(rng, values, v, half, pct=False, factors=(0.7, 0.8, 1.25, 1.4, 0.6, 1.6)):
    """A value clearly off v that no value of the receipt grounds, or None."""
    for f in rng.sample(list(factors), len(factors)):
        w = v * f
        if not lands(values, round(w / (2 * half)) * 2 * half, half, pct):
            return round(w / (2 * half)) * 2 * half
    return None


def pick(rng, *options):
    return rng.choice(options)


# ---------------------------------------------------------------------------
# categories
# ---------------------------------------------------------------------------

def derived(book, rng):
    # differences between named rows
    db = "chinook"
    rid, steps = run(db, [("What are the total sales by country?",
                           "SELECT billing_country AS country, sum(total) AS sales, count(*) AS invoices "
                           "FROM invoice GROUP BY 1 ORDER BY 2 DESC")])
    s = steps[0]
    values = ValueSet(steps)
    rows = [(r[0], float(r[1]), int(r[2])) for r in s.raw]
    for i in range(0, 8):
        (a, va, _), (b, vb, _) = rows[i], rows[i + 1 + (i % 3)]
        d = va - vb
        w = wrong_value(rng, values, d, 0.005)
        tmpl = pick(rng, "{a} spent {d} more than {b}.", "Customers in {a} outspent {b} by {d}.",
                    "The gap between {a} and {b} is {d}.", "{a} is ahead of {b} by {d} in sales.")
        book.pair(db, rid, "derived", "difference", tmpl.format(a=a, b=b, d=money(d)),
                  [tmpl.format(a=a, b=b, d=money(w)) if w else None])
        # with both figures named
        t2 = f"{a} spent {money(va)} and {b} {money(vb)}, a difference of {{}}."
        book.pair(db, rid, "derived", "difference_named", t2.format(money(d)),
                  [t2.format(money(w)) if w else None])
    # the sum and share of the top k rows
    total = sum(v for _, v, _ in rows)
    for k in (2, 3, 4, 5):
        top = sum(v for _, v, _ in rows[:k])
        kw = pick(rng, str(k), words(k))
        w = wrong_value(rng, values, top, 0.005, factors=(0.8, 1.2, 1.3))
        tmpl = pick(rng, "The top {k} countries account for {x} of sales.",
                    "Together the first {k} countries bring in {x}.",
                    "The leading {k} markets add up to {x}.")
        book.pair(db, rid, "derived", "top_k_sum", tmpl.format(k=kw, x=money(top)),
                  [tmpl.format(k=kw, x=money(w)) if w else None,
                   tmpl.format(k=kw, x=money(sum(v for _, v, _ in rows[:k + 1])))])
        share = 100 * top / total
        tmpl = pick(rng, "The top {k} countries make up {p} of all sales.", "{p} of revenue comes from the top {k} countries.")
        book.pair(db, rid, "derived", "top_k_share", tmpl.format(k=kw, p=f"{share:.1f}%"),
                  [tmpl.format(k=kw, p=f"{share * 0.8:.1f}%")])

    # percent changes between years (rows named by their year)
    rid, steps = run(db, [("How did revenue change from year to year?",
                           "SELECT extract(year FROM invoice_date)::int AS year, sum(total) AS revenue "
                           "FROM invoice GROUP BY 1 ORDER BY 1")])
    values = ValueSet(steps)
    yrs = [(int(r[0]), float(r[1])) for r in steps[0].raw]
    for (y0, v0), (y1, v1) in zip(yrs, yrs[1:]):
        ch = 100 * (v1 - v0) / v0
        up = ch > 0
        verb, other = ("rose", "fell") if up else ("fell", "rose")
        verb = pick(rng, verb, {"rose": "grew", "fell": "dropped"}[verb])
        tmpl = pick(rng, "Revenue {verb} {p} from {y0} to {y1}.", "From {y0} to {y1}, revenue {verb} {p}.",
                    "In {y1} revenue {verb} by {p} over {y0}.")
        right = tmpl.format(verb=verb, p=f"{abs(ch):.1f}%", y0=y0, y1=y1)
        book.pair(db, rid, "derived", "percent_change", right,
                  [tmpl.format(verb=verb, p=f"{abs(ch) * 1.6 + 0.7:.1f}%", y0=y0, y1=y1)])
        book.pair(db, rid, "direction", "percent_change_direction", right,
                  [tmpl.format(verb=other, p=f"{abs(ch):.1f}%", y0=y0, y1=y1)])
        d = v1 - v0
        t = pick(rng, "Revenue {verb} by {x} in {y1}, compared with {y0}.", "Between {y0} and {y1} sales {verb} {x}.")
        book.pair(db, rid, "direction", "difference_direction", t.format(verb=verb, x=money(d), y0=y0, y1=y1),
                  [t.format(verb=other, x=money(d), y0=y0, y1=y1)])

    # a share computed from two steps
    for db, qa, qb, what in (
            ("chinook", ("How many tracks are MPEG audio files?",
                         "SELECT count(*) AS mpeg_tracks FROM track t JOIN media_type m USING (media_type_id) "
                         "WHERE m.name = 'MPEG audio file'"),
             ("How many tracks are there?", "SELECT count(*) AS tracks FROM track"), "tracks"),
            ("chinook", ("How many customers are in the USA?",
                         "SELECT count(*) AS usa_customers FROM customer WHERE country = 'USA'"),
             ("How many customers are there?", "SELECT count(*) AS customers FROM customer"), "customers"),
            ("northwind", ("How many orders went to Germany?",
                           "SELECT count(*) AS german_orders FROM orders WHERE ship_country = 'Germany'"),
             ("How many orders are there?", "SELECT count(*) AS orders FROM orders"), "orders"),
            ("northwind", ("How many products are discontinued?",
                           "SELECT count(*) AS discontinued FROM products WHERE discontinued = 1"),
             ("How many products are there?", "SELECT count(*) AS products FROM products"), "products")):
        rid, steps = run(db, [qa, qb])
        values = ValueSet(steps)
        x, y = float(steps[0].raw[0][0]), float(steps[1].raw[0][0])
        p = 100 * x / y
        tmpl = pick(rng, "{x} of the {y} {w} ({p}) qualify.", "That is {x} out of {y} {w}, or {p}.",
                    "{p} of all {w} ({x} of {y}) qualify.")
        book.pair(db, rid, "derived", "two_step_share", tmpl.format(x=int(x), y=int(y), w=what, p=f"{p:.1f}%"),
                  [tmpl.format(x=int(x), y=int(y), w=what, p=f"{p + 5.5:.1f}%")])
        book.pair(db, rid, "scaling", "two_step_share_scale", f"They make up {p:.1f}% of all {what}.",
                  [f"They make up {p / 100:.2f}% of all {what}."])

    # a weighted average across groups
    for db, sql, what, unit in (
            ("northwind", "SELECT c.category_name AS category, avg(p.unit_price)::numeric(10,2) AS avg_price, "
                          "count(*) AS products FROM products p JOIN categories c USING (category_id) GROUP BY 1",
             "products", "$"),
            ("northwind", "SELECT s.company_name AS shipper, avg(o.freight)::numeric(10,4) AS avg_freight, "
                          "count(*) AS orders FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1",
             "orders", "$"),
            ("chinook", "SELECT g.name AS genre, avg(t.milliseconds)::numeric(12,2) AS avg_milliseconds, "
                        "count(*) AS tracks FROM track t JOIN genre g USING (genre_id) GROUP BY 1", "tracks", "")):
        rid, steps = run(db, [("What is the average by group?", sql)])
        values = ValueSet(steps)
        rows = steps[0].raw
        n = sum(int(r[2]) for r in rows)
        wavg = sum(float(r[1]) * int(r[2]) for r in rows) / n
        shown = (money(wavg) if unit else num(wavg, 1))
        w = wrong_value(rng, values, wavg, 0.005 if unit else 0.05, factors=(0.85, 1.15, 1.2))
        wshown = (money(w) if unit else num(w, 1)) if w else None
        tmpl = pick(rng, "Across all {n} {what}, the average is {x}.", "Over the {n} {what} the mean comes to {x}.",
                    "Averaged over every one of the {n} {what}, it is {x}.")
        book.pair(db, rid, "derived", "weighted_average", tmpl.format(n=f"{n:,}", what=what, x=shown),
                  [tmpl.format(n=f"{n:,}", what=what, x=wshown) if wshown else None])

    # unit conversions
    rid, steps = run("chinook", [("What is the average track length by genre?",
                                  "SELECT g.name AS genre, avg(t.milliseconds)::numeric(12,2) AS avg_milliseconds, "
                                  "count(*) AS tracks FROM track t JOIN genre g USING (genre_id) GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    for r in steps[0].raw[:10]:
        g, ms = r[0], float(r[1])
        mins = ms / 60000
        if mins < 1:
            continue
        tmpl = pick(rng, "{g} tracks run {x} minutes on average.", "An average {g} track lasts about {x} minutes.",
                    "{g} tracks average {ms} ms, roughly {x} minutes.")
        book.pair("chinook", rid, "derived", "unit_conversion", tmpl.format(g=g, x=f"{mins:.1f}", ms=num(ms)),
                  [tmpl.format(g=g, x=f"{mins * 1.3 + 0.4:.1f}", ms=num(ms))])
        secs = ms / 1000
        t2 = f"{g} tracks average {num(secs)} seconds, roughly {{}} hours." if secs > 3600 else \
            f"{g} tracks average {num(secs)} seconds, or about {{}} minutes."
        book.pair("chinook", rid, "derived", "unit_conversion_named",
                  t2.format(f"{secs / 3600:.1f}" if secs > 3600 else f"{secs / 60:.1f}"),
                  [t2.format(f"{(secs / 3600 if secs > 3600 else secs / 60) * 1.35:.1f}")])
    rid, steps = run("chinook", [("How many bytes does each media type take?",
                                  "SELECT m.name AS media_type, sum(t.bytes) AS total_bytes FROM track t "
                                  "JOIN media_type m USING (media_type_id) GROUP BY 1 ORDER BY 2 DESC")])
    for r in steps[0].raw[:4]:
        mt, b = r[0], float(r[1])
        gb = b / 1e9
        unit, v = ("GB", gb) if gb >= 1 else ("MB", b / 1e6)
        t = pick(rng, "{mt} files take up about {x} {u}.", "The {mt} tracks need {x} {u} of storage.")
        book.pair("chinook", rid, "derived", "unit_conversion_bytes", t.format(mt=mt, x=f"{v:.1f}", u=unit),
                  [t.format(mt=mt, x=f"{v * 1.4:.1f}", u=unit)])


def echo(book, rng):
    for db, q, sql, what in (
            ("chinook", "Which invoices were over $15?", "SELECT invoice_id, total FROM invoice WHERE total > 15",
             "invoices"),
            ("northwind", "Which products are priced above $50?",
             "SELECT product_name, unit_price FROM products WHERE unit_price > 50", "products"),
            ("northwind", "Which orders had freight of more than 250?",
             "SELECT order_id, freight FROM orders WHERE freight > 250", "orders"),
            ("chinook", "Which tracks are longer than 600,000 milliseconds?",
             "SELECT name, milliseconds FROM track WHERE milliseconds > 600000", "tracks"),
            ("northwind", "Which products have fewer than 10 units in stock?",
             "SELECT product_name, units_in_stock FROM products WHERE units_in_stock < 10", "products"),
            ("chinook", "How many customers have spent at least 40 dollars?",
             "SELECT c.customer_id, sum(i.total) AS spent FROM invoice i JOIN customer c USING (customer_id) "
             "GROUP BY 1 HAVING sum(i.total) >= 40", "customers")):
        rid, steps = run(db, [(q, sql)])
        n = steps[0].row_count
        values = ValueSet(steps)
        phrase = q.split(" ", 2)[2].rstrip("?")
        for tmpl in ("There are {n} {what} {phrase}.", "{n} {what} {phrase}.", "I found {n} {what} {phrase}."):
            if n < 10:
                continue
            w = n + rng.choice((3, 5, 7, -4))
            while lands(values, w, 0.5) or w < 10:
                w += 11
            book.pair(db, rid, "echo", "question_figure", tmpl.format(n=n, what=what, phrase=phrase),
                      [tmpl.format(n=w, what=what, phrase=phrase)])


def bound(book, rng):
    for db, sql, label, what in (
            ("chinook", "SELECT sum(total) AS revenue FROM invoice", "Total revenue", "money"),
            ("northwind", "SELECT sum(freight)::numeric(12,2) AS freight FROM orders", "Total freight", "money"),
            ("northwind", "SELECT sum(unit_price * quantity * (1 - discount))::numeric(14,2) AS revenue FROM order_details",
             "Revenue", "money"),
            ("chinook", "SELECT count(*) AS tracks FROM track", "The catalogue", "tracks"),
            ("northwind", "SELECT count(*) AS orders FROM orders", "The shop", "orders"),
            ("chinook", "SELECT avg(milliseconds)::numeric(12,2) AS avg_ms FROM track", "The average track", "ms"),
            ("northwind", "SELECT min(unit_price) AS cheapest, max(unit_price) AS dearest FROM products",
             "Every product", "price")):
        rid, steps = run(db, [("What is it?", sql)])
        v = float(steps[0].raw[0][0])
        mag = 10 ** (len(str(int(v))) - 2)
        lo = math.floor(v / mag) * mag
        hi = math.ceil(v / mag) * mag
        if lo == v:
            lo -= mag   # "more than 830" is false over 830
        if hi == v:
            hi += mag
        fmt = (lambda x: f"${x:,.0f}") if what in ("money", "price") else (lambda x: f"{x:,.0f}")
        noun = {"money": "", "tracks": " tracks", "orders": " orders", "ms": " ms", "price": ""}[what]
        if what == "price":
            t_above = "Every product costs at least {x}."
            t_below = "Every product costs less than {x}."
        else:
            t_above = label + pick(rng, " came to more than {x}" + noun + ".", " is over {x}" + noun + ".",
                                   " exceeds {x}" + noun + ".", " was at least {x}" + noun + ".")
            t_below = label + pick(rng, " came to less than {x}" + noun + ".", " is under {x}" + noun + ".",
                                   " stayed below {x}" + noun + ".", " was at most {x}" + noun + ".")
        if what == "price":
            lo = math.floor(v)
            hi = lo + 3
            book.pair(db, rid, "bound", "true_lower_bound", t_above.format(x=fmt(lo)), [t_above.format(x=fmt(hi))])
            continue
        book.pair(db, rid, "bound", "true_lower_bound", t_above.format(x=fmt(lo)), [t_above.format(x=fmt(hi))])
        book.pair(db, rid, "bound", "true_upper_bound", t_below.format(x=fmt(hi)), [t_below.format(x=fmt(lo))])
    # bounds on a named row
    rid, steps = run("chinook", [("What are the total sales by country?",
                                  "SELECT billing_country AS country, sum(total) AS sales FROM invoice "
                                  "GROUP BY 1 ORDER BY 2 DESC LIMIT 6")])
    for r in steps[0].raw:
        c, v = r[0], float(r[1])
        lo, hi = math.floor(v / 10) * 10, math.ceil(v / 10) * 10
        book.pair("chinook", rid, "bound", "row_bound", f"{c} spent more than ${lo:,}.",
                  [f"{c} spent less than ${lo:,}.", f"{c} spent over ${hi + 20:,}."])


def number_words(book, rng):
    for db, sql, what, pre in (
            ("chinook", "SELECT count(*) AS genres FROM genre", "genres", "The store sells music in {} genres."),
            ("chinook", "SELECT count(DISTINCT country) AS countries FROM customer", "countries",
             "Customers come from {} countries."),
            ("northwind", "SELECT count(*) AS suppliers FROM suppliers", "suppliers", "The shop works with {} suppliers."),
            ("northwind", "SELECT count(DISTINCT country) AS countries FROM customers", "countries",
             "Its customers live in {} different countries."),
            ("chinook", "SELECT count(*) AS usa_customers FROM customer WHERE country = 'USA'", "customers",
             "There are {} customers in the USA."),
            ("northwind", "SELECT count(*) AS products FROM products WHERE category_id = 1", "products",
             "The Beverages category holds {} products.")):
        rid, steps = run(db, [("How many?", sql)])
        n = int(steps[0].raw[0][0])
        values = ValueSet(steps)
        w = n + rng.choice((2, 3, -2, 4))
        while lands(values, w, 0.5):
            w += 1
        book.pair(db, rid, "words", "cardinal_words", pre.format(words(n)), [pre.format(words(w))])
        # narration that is no claim, around a right figure
        book.add(db, rid, pre.format(words(n)) + pick(rng, " One of them stands out.", " A couple of them are new.",
                                                       " The two of them overlap."), "plausible", "words",
                 "narration_words")
    for db, qa, qb in (
            ("chinook", ("How many customers are in the USA?",
                         "SELECT count(*) AS usa_customers FROM customer WHERE country = 'USA'"),
             ("How many customers are there?", "SELECT count(*) AS customers FROM customer")),
            ("chinook", ("How many tracks are MPEG audio files?",
                         "SELECT count(*) AS mpeg_tracks FROM track t JOIN media_type m USING (media_type_id) "
                         "WHERE m.name = 'MPEG audio file'"),
             ("How many tracks are there?", "SELECT count(*) AS tracks FROM track")),
            ("northwind", ("How many order lines are discounted?",
                           "SELECT count(*) AS discounted FROM order_details WHERE discount > 0"),
             ("How many order lines are there?", "SELECT count(*) AS lines FROM order_details")),
            ("northwind", ("How many orders went to the USA?",
                           "SELECT count(*) AS usa_orders FROM orders WHERE ship_country = 'USA'"),
             ("How many orders are there?", "SELECT count(*) AS orders FROM orders")),
            ("northwind", ("How many products cost over $20?",
                           "SELECT count(*) AS pricey FROM products WHERE unit_price > 20"),
             ("How many products are there?", "SELECT count(*) AS products FROM products"))):
        rid, steps = run(db, [qa, qb])
        x, y = float(steps[0].raw[0][0]), float(steps[1].raw[0][0])
        f = x / y
        fractions = [(0.5, "half"), (1 / 3, "a third"), (2 / 3, "two thirds"), (0.25, "a quarter"),
                     (0.75, "three quarters"), (0.2, "a fifth"), (0.1, "one in ten"), (0.25, "one in four"),
                     (0.2, "one in five"), (0.9, "nine in ten"), (0.8, "four in five"), (0.4, "two in five")]
        close = [(v, t) for v, t in fractions if abs(f - v) <= 0.03]
        far = [(v, t) for v, t in fractions if abs(f - v) >= 0.12]
        for v, t in close[:2]:
            wt = rng.choice(far)[1]
            tm = pick(rng, "Roughly {} of them qualify.", "About {} of the total qualify.", "Nearly {} of them do.")
            book.pair(db, rid, "words", "fraction_words", tm.format(t), [tm.format(wt)])
        # bounds on fractions
        above = [(v, t) for v, t in fractions if v < f - 0.02 and f <= 1.45 * v]
        below = [(v, t) for v, t in fractions if v > f + 0.02 and f >= 0.4 * v]
        for v, t in above[:1]:
            wrong = [tt for vv, tt in below[:1]]
            book.pair(db, rid, "words", "fraction_bound", f"More than {t} of them qualify.",
                      [f"More than {wrong[0]} of them qualify." if wrong else None])
        for v, t in below[:1]:
            wrong = [tt for vv, tt in above[:1]]
            book.pair(db, rid, "words", "fraction_bound", f"Less than {t} of them qualify.",
                      [f"Less than {wrong[0]} of them qualify." if wrong else None])
    # multiples between named rows
    rid, steps = run("chinook", [("What are the total sales by country?",
                                  "SELECT billing_country AS country, sum(total) AS sales FROM invoice "
                                  "GROUP BY 1 ORDER BY 2 DESC")])
    rows = [(r[0], float(r[1])) for r in steps[0].raw]
    made = 0
    for i, (a, va) in enumerate(rows):
        for b, vb in rows[i + 1:]:
            ratio = va / vb
            for m, word, wrong in ((2, "twice as much as", "three times as much as"),
                                   (3, "three times as much as", "twice as much as"),
                                   (4, "four times as much as", "twice as much as")):
                if abs(ratio - m) <= 0.12 * m / 2 and made < 10:
                    made += 1
                    t = pick(rng, "{a} spent {w} {b}.", "Customers in {a} spent {w} those in {b}.")
                    book.pair("chinook", rid, "words", "multiple", t.format(a=a, w=word, b=b),
                              [t.format(a=a, w=wrong, b=b)])


def attribution(book, rng):
    # a figure next to a named row
    for db, sql, col, fmt, tmpls in (
            ("chinook", "SELECT billing_country AS country, sum(total) AS sales FROM invoice GROUP BY 1 ORDER BY 2 DESC "
                        "LIMIT 10", "sales", money,
             ["{e} has the highest sales, {x}.", "{e} spent {x}.", "Sales in {e} reached {x}.", "{e}: {x} in sales."]),
            ("northwind", "SELECT c.category_name AS category, avg(p.unit_price)::numeric(10,2) AS avg_price "
                          "FROM products p JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 2 DESC", "avg_price",
             money, ["{e} products cost {x} on average.", "The average price in {e} is {x}.",
                     "{e} has the highest average price, {x}."]),
            ("chinook", "SELECT ar.name AS artist, count(*) AS albums FROM album al JOIN artist ar USING (artist_id) "
                        "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8", "albums", lambda v: f"{int(v)}",
             ["{e} released {x} albums.", "{e} leads with {x} albums.", "With {x} albums, {e} is near the top."]),
            ("northwind", "SELECT e.first_name || ' ' || e.last_name AS employee, count(*) AS orders "
                          "FROM orders o JOIN employees e USING (employee_id) GROUP BY 1 ORDER BY 2 DESC", "orders",
             lambda v: f"{int(v)}", ["{e} took {x} orders.", "{e} handled {x} orders, the most of anyone."])):
        rid, steps = run(db, [("Which is it?", sql)])
        rows = [(r[0], float(r[1])) for r in steps[0].raw]
        for i, (e, v) in enumerate(rows[:6]):
            if v < 10:
                continue   # single digits are narration, by design
            others = [(o, ov) for o, ov in rows if o != e and fmt(ov) != fmt(v) and ov >= 10]
            if not others:
                continue
            o, ov = rng.choice(others)
            t = rng.choice(tmpls)
            book.pair(db, rid, "attribution", "named_row", t.format(e=e, x=fmt(v)), [t.format(e=e, x=fmt(ov))])
    # aggregate words: median against mean, peak against average
    for db, sql, noun in (
            ("chinook", "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total)::numeric(10,2) AS median_total, "
                        "avg(total)::numeric(10,2) AS avg_total, max(total) AS max_total FROM invoice", "invoice"),
            ("northwind", "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY unit_price)::numeric(10,2) AS median_price, "
                          "avg(unit_price)::numeric(10,2) AS avg_price, max(unit_price) AS max_price FROM products",
             "product price"),
            ("northwind", "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY freight)::numeric(10,2) AS median_freight, "
                          "avg(freight)::numeric(10,2) AS avg_freight, max(freight) AS max_freight FROM orders",
             "freight")):
        rid, steps = run(db, [("What are the statistics?", sql)])
        med, avg, mx = (float(x) for x in steps[0].raw[0])
        book.pair(db, rid, "attribution", "median_vs_mean", f"The median {noun} is {money(med)}.",
                  [f"The median {noun} is {money(avg)}."])
        book.pair(db, rid, "attribution", "mean_vs_median", f"The average {noun} is {money(avg)}.",
                  [f"The average {noun} is {money(med)}."])
        book.pair(db, rid, "attribution", "peak_vs_average", f"The peak {noun} was {money(mx)}.",
                  [f"The peak {noun} was {money(avg)}.", f"The highest {noun} was {money(med)}."])
    # computed aggregates over rows: the median / peak / average of a column
    rid, steps = run("northwind", [("What do products cost?", "SELECT product_name, unit_price FROM products")])
    prices = sorted(float(r[1]) for r in steps[0].raw)
    n = len(prices)
    med = prices[n // 2] if n % 2 else (prices[n // 2 - 1] + prices[n // 2]) / 2
    avg = sum(prices) / n
    book.pair("northwind", rid, "attribution", "computed_median", f"The median unit price is {money(med)}.",
              [f"The median unit price is {money(avg)}."])
    book.pair("northwind", rid, "attribution", "computed_peak", f"The peak unit price is {money(prices[-1])}.",
              [f"The peak unit price is {money(avg)}."])
    # a twin equal to some product's price would be a quote of that price: not drawn
    book.pair("northwind", rid, "attribution", "computed_average", f"On average a product costs {money(avg)}.",
              [f"On average a product costs {money(med)}." if money(med) not in {money(p) for p in prices} else None])


def direction(book, rng):
    rid, steps = run("chinook", [("How did revenue change each year?",
                                  "SELECT to_char(year, 'FM9999') AS year, revenue, "
                                  "revenue - lag(revenue) OVER (ORDER BY year) AS change, "
                                  "round(100.0 * (revenue / lag(revenue) OVER (ORDER BY year) - 1), 2) AS pct_change "
                                  "FROM (SELECT extract(year FROM invoice_date) AS year, sum(total) AS revenue "
                                  "FROM invoice GROUP BY 1) t ORDER BY 1")])
    for r in steps[0].raw[1:]:
        y, ch, pct = r[0], float(r[2]), float(r[3])
        up = ch > 0
        good, bad = ("rose", "fell") if up else ("fell", "rose")
        t = pick(rng, "In {y}, revenue {v} by {x}.", "Revenue {v} {x} in {y}.")
        book.pair("chinook", rid, "direction", "signed_change", t.format(y=y, v=good, x=money(ch)),
                  [t.format(y=y, v=bad, x=money(ch))])
        n1, n2 = ("an increase", "a decrease") if up else ("a decrease", "an increase")
        t = pick(rng, "{y} saw {n} of {x}.", "In {y} there was {n} of {x} in revenue.")
        book.pair("chinook", rid, "direction", "signed_pct", t.format(y=y, n=n1, x=f"{abs(pct):.2f}%"),
                  [t.format(y=y, n=n2, x=f"{abs(pct):.2f}%")])
        book.pair("chinook", rid, "scaling", "percent_column", f"Revenue changed by {pct:+.2f}% in {y}.",
                  [f"Revenue changed by {pct * 100:+.0f}% in {y}."])


def scaling(book, rng):
    for db, sql, what in (
            ("northwind", "SELECT (count(*) FILTER (WHERE discount > 0))::numeric / count(*) AS discounted_share "
                          "FROM order_details", "order lines are discounted"),
            ("chinook", "SELECT (count(*) FILTER (WHERE quantity > 1))::numeric / count(*) AS multi "
                        "FROM invoice_line", "invoice lines are for more than one unit"),
            ("northwind", "SELECT avg(discount)::numeric(6,4) AS avg_discount FROM order_details",
             "is the average discount"),
            ("chinook", "SELECT (count(*) FILTER (WHERE country = 'USA'))::numeric / count(*) AS usa_fraction "
                        "FROM customer", "of customers live in the USA"),
            ("northwind", "SELECT (count(*) FILTER (WHERE ship_country = 'Germany'))::numeric / count(*) AS churn "
                          "FROM orders", "of orders ship to Germany")):
        rid, steps = run(db, [("What share?", sql)])
        f = float(steps[0].raw[0][0])
        if f == 0:
            continue
        for d in (1, 2):
            right = f"{100 * f:.{d}f}% {what}."
            wrong = f"{f:.{max(d, 2)}f}% {what}."
            book.pair(db, rid, "scaling", "fraction_as_percent", right, [wrong])


def chance(book, rng):
    """Derivation-shaped sentences with figures nothing derives: how often do they pass by chance?"""
    rid, steps = run("chinook", [("What are the total sales by country?",
                                  "SELECT billing_country AS country, sum(total) AS sales, count(*) AS invoices "
                                  "FROM invoice GROUP BY 1 ORDER BY 2 DESC")])
    values = ValueSet(steps)
    rows = [(r[0], float(r[1])) for r in steps[0].raw]
    for _ in range(40):
        (a, va), (b, vb) = rng.sample(rows, 2)
        true = abs(va - vb)
        for _ in range(20):
            x = round(rng.uniform(1, 400), 2)
            if abs(x - true) > 0.05 * true and not lands(values, x, 0.005):
                break
        t = pick(rng, "{a} and {b} differ by ${x:,.2f}.", "{a} spent ${x:,.2f} more than {b}.",
                 "Sales in {a} changed by {p:.1f}% against {b}.")
        p = rng.uniform(1, 300)
        if abs(p - 100 * abs(va - vb) / min(va, vb)) < 5 or abs(p - 100 * va / vb) < 5 or abs(p - 100 * vb / va) < 5:
            p += 17
        book.add("chinook", rid, t.format(a=a, b=b, x=x, p=p), "implausible", "chance", "random_derivation")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20241201)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    book = Book(rng)
    for cat in (derived, echo, bound, number_words, attribution, direction, scaling, chance):
        cat(book, rng)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    n_pl = sum(1 for a in book.items if a["label"] == "plausible")
    print(f"analyst answers: {len(book.items)} ({n_pl} plausible, {len(book.items) - n_pl} implausible)")
    tp, fp, fn, tn, p, r = prf(items)
    print(f"flagging implausible answers: precision {p:.3f}, recall {r:.3f} (tp {tp}, fp {fp}, fn {fn}, tn {tn})")
    print("by category:                 answers  precision  recall   (tp fp fn tn)")
    for cat in sorted({a["category"] for a in book.items}):
        tp, fp, fn, tn, p, r = prf([(a, v) for a, v in items if a["category"] == cat])
        ps = f"{p:6.1%}" if not math.isnan(p) else "   n/a"
        rs = f"{r:6.1%}" if not math.isnan(r) else "   n/a"
        print(f"  {cat:26s} {tp + fp + fn + tn:5d}    {ps}   {rs}   ({tp} {fp} {fn} {tn})")
    print("by kind (answers labelled right):")
    for kind in sorted({a["category"] + "/" + a["kind"] for a in book.items}):
        sub = [(a, v) for a, v in items if a["category"] + "/" + a["kind"] == kind]
        ok = sum(1 for a, v in sub if (a["label"] == "plausible") == v["plausible"])
        print(f"  {kind:44s} {ok:3d} / {len(sub):3d}")
    wrong = [(a, v) for a, v in items if (a["label"] == "plausible") != v["plausible"]]
    if wrong:
        print(f"errors ({len(wrong)}):")
        for a, v in wrong[:40]:
            print(f"  [{a['label']} {a['category']}/{a['kind']}] {a['answer']!r} -> {v['reason']} "
                  f"{v['ungrounded'] if v['ungrounded'] else ''}")
    print(f"analyst answers: {args.out}")


if __name__ == "__main__":
    sys.exit(main())
