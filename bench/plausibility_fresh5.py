#!/usr/bin/env python3
"""
plausibility_fresh5.py — a sixth labelled set for check_answer, held out
whole: answers written the way a language-model analyst writes them over
chinook and northwind (loaded by bench/plausibility.sh as chinook and
northwind), with queries of its own: orders and freight per employee,
year, shipper and ship country, stock and prices per product category,
invoice totals per billing country and year, support representatives'
customers and sales, track lengths per genre and storage per media type,
two empty results, and text cells with digits (postal codes, phone
numbers, packaging, track names).

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction. Shapes, as in bench/plausibility_fresh4.py
(whose harness this set reuses):
  comparison  ratio, difference and percent difference between two named rows
  change      change between years
  per_unit    per-order and per-invoice figures, subset sums over named rows,
              shares, weighted averages of group averages
  conversion  milliseconds as minutes and hours, bytes as MB and GB
  zero_ident  zero for an empty result, digits inside text cells
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer in the ways of the
issue: the neighbouring row's value, a real value in the wrong role, a
percent change over the wrong base, a share of the wrong total or its
complement, the unweighted mean called the weighted one, a false bound,
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by
more than the rounding shown. Twins are kept only under fresh4's rules (a
checked figure, far from the true value and from every other reading).

Only aggregates are printed (the set stays held out).
"""
import argparse
import json
import sys

from plausibility_fresh4 import SHAPES, Book, Claim, far, pick, say, wrong
from plausibility_labels import cell_number, evaluate, run, shape_report


def rows_of(db, question, sql):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed, (db, sql)
    return rid, steps[0].raw


def pool(raw):
    """The values a figure can be grounded in under the contract (cells, count, column aggregates)."""
    vals = [float(len(raw))]
    cols = {}
    for row in raw:
        for c, x in enumerate(row):
            v = cell_number(x)
            if v is not None:
                vals.append(v)
                cols.setdefault(c, []).append(v)
    for vs in cols.values():
        vals += [sum(vs), sum(vs) / len(vs), min(vs), max(vs)]
    return vals + [100 * v for v in vals if abs(v) <= 1]


def f(v, d=0, cash=False):
    """v shown with d decimals (more when d would put it on a rounding edge): (text, decimals)."""
    # money is shown with cents, else whole; other figures with more decimals
    for dd in ((d, 0, 3) if cash else (d, d + 1, d + 2)):
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.06:
            return f"{v:,.{dd}f}", dd
    return f"{v:,.{d + 3}f}", d + 3


def t(v, d=0):
    return f(v, d)[0]


def money(v, d=2):
    s, dd = f(v, d, cash=True)
    return ("-$" + s[1:]) if s.startswith("-") else "$" + s


def ratio_words(r, k):
    """(text, decimals, approx) for a ratio."""
    near = round(r)
    opts = [(f"{t(r, 2)}x", f(r, 2)[1], False), (f"{t(r, 1)} times", f(r, 1)[1], False)]
    if 2 <= near <= 9 and abs(r - near) / r < 0.025:
        opts.append(("roughly twice" if near == 2 else f"about {say(near)} times", 0, True))
    return pick(opts, k)


def sentence(text):
    text = text[:1].upper() + text[1:]
    return text if text[-1:] in ".!?" else text + "."


class Book5(Book):
    """fresh4's Book, each claim written as a sentence of its own."""

    def case(self, db, rid, shape, claims, **kw):
        for c in claims:
            c.text = sentence(c.text)
            c.wrongs = [(r, sentence(x)) for r, x in c.wrongs]
        super().case(db, rid, shape, claims, **kw)


class Table:
    """A grouped result: its receipt, rows as dicts by column, and the pool of values."""

    def __init__(self, db, question, sql, cols):
        self.db = db
        self.rid, self.raw = rows_of(db, question, sql)
        # the first column and text columns (postal codes, phones, packaging, names) stay as returned
        text = {cols[0], "id", "company", "postal", "phone", "qpu", "name", "customer"}
        self.rows = [{c: (x if c in text or cell_number(x) is None else cell_number(x)) for c, x in zip(cols, r)}
                     for r in self.raw]
        self.pool = pool(self.raw)

    def total(self, c):
        return sum(r[c] for r in self.rows)


# ---------------------------------------------------------------------------
# generic case builders over a grouped table
# ---------------------------------------------------------------------------

def comparisons(book, tb, key, col, noun, pairs, cash=False, bullets_every=3):
    show = (lambda v: money(v)) if cash else (lambda v: t(v, 0 if float(v).is_integer() else 2))
    dec = 2 if cash else 0
    for k, (i, j) in enumerate(pairs):
        a, b = tb.rows[i], tb.rows[j]
        nb = tb.rows[j + 1] if j + 1 < len(tb.rows) and j + 1 != i else tb.rows[j - 1]
        va, vb, vn = a[col], b[col], nb[col]
        r = va / vb
        rt, rd, ra = ratio_words(r, k)
        c1 = Claim(pick([f"{a[key]} logs {show(va)} {noun}",
                         f"{a[key]} posts {show(va)} {noun}",
                         f"On its own, {a[key]} has {show(va)} {noun}"], k))
        c2 = Claim(pick([f"That is {rt} the {show(vb)} of {b[key]}",
                         f"That is {rt} what {b[key]} has ({show(vb)})",
                         f"{b[key]}, with {show(vb)}, trails it by a factor of {rt.replace('x', '')}"], k),
                   [wrong("neighbour_row", pick([f"That is {t(va / vn, max(rd, 1))}x the {show(vb)} of {b[key]}",
                                                 f"That is {t(va / vn, max(rd, 1))}x what {b[key]} has ({show(vb)})",
                                                 f"{b[key]}, with {show(vb)}, trails it by a factor of "
                                                 f"{t(va / vn, max(rd, 1))}"], k),
                          r, va / vn, max(rd, 1), ra)])
        diff = va - vb
        pct = 100 * (va / vb - 1)
        pw = 100 * (va - vb) / va  # the difference over the wrong base
        c3 = Claim(pick([f"That is a gap of {show(diff)}", f"That is {show(diff)} more than {b[key]}",
                         f"That is a difference of {show(diff)} {noun}"], k),
                   [wrong("neighbour_row", pick([f"That is a gap of {show(va - vn)}", f"That is {show(va - vn)} "
                                                                                      f"more than {b[key]}",
                                                 f"That is a difference of {show(va - vn)} {noun}"], k),
                          diff, va - vn, dec, clear=None)])
        c4 = Claim(f"{a[key]} is {t(pct, 1)}% above {b[key]}",
                   [wrong("wrong_base", f"{a[key]} is {t(pw, 1)}% above {b[key]}", pct, pw, 1)])
        claims = [c1, c2, c3, c4] if k % 2 == 0 else [c1, c2, c4]
        book.case(tb.db, tb.rid, "comparison", claims, bullets=(k % bullets_every == 1))


def changes(book, tb, key, col, noun, steps, cash=False):
    show = (lambda v: money(v)) if cash else (lambda v: t(v))
    dec = 2 if cash else 0
    for k, (i, j) in enumerate(steps):
        a, b = tb.rows[i], tb.rows[j]
        va, vb = a[col], b[col]
        pct = 100 * (vb / va - 1)
        word = "up" if pct > 0 else "down"
        verb = "grew" if pct > 0 else "fell"
        pw = 100 * (vb - va) / vb
        others = [100 * (tb.rows[x + 1][col] / tb.rows[x][col] - 1) for x in range(len(tb.rows) - 1)]
        ow = [o for o in others if abs(o - pct) > 1e-9]
        c1 = Claim(pick([f"{noun} went from {show(va)} in {a[key]} to {show(vb)} in {b[key]}",
                         f"{b[key]} closed at {show(vb)} {noun}, against {show(va)} in {a[key]}"], k))
        c2 = Claim(pick([f"That is {word} {t(abs(pct), 1)}%", f"This means {noun} {verb} {t(abs(pct), 1)} percent",
                         f"That is a change of {'+' if pct > 0 else '-'}{t(abs(pct), 1)}%"], k),
                   [wrong("wrong_base", pick([f"That is {word} {t(abs(pw), 1)}%",
                                              f"This means {noun} {verb} {t(abs(pw), 1)} percent",
                                              f"That is a change of {'+' if pct > 0 else '-'}{t(abs(pw), 1)}%"], k),
                          abs(pct), abs(pw), 1)]
                   + [wrong("neighbour_row", f"That is {word} "
                                             f"{t(abs(ow[0]), 1)}%", abs(pct), abs(ow[0]), 1, alts=[abs(pw)])
                      if ow and k % 2 else None])
        c3 = Claim(pick([f"That is an absolute change of {show(vb - va)}", f"That is {show(abs(vb - va))} in "
                                                                           f"absolute terms"], k),
                   [wrong("off", pick([f"That is an absolute change of {show((vb - va) * 1.3)}",
                                       f"That is {show(abs(vb - va) * 1.3)} in absolute terms"], k),
                          abs(vb - va), abs(vb - va) * 1.3, dec, clear=tb.pool)])
        book.case(tb.db, tb.rid, "change", [c1, c2, c3], bullets=(k % 2 == 1))


def per_units(book, tb, key, total, count, noun_total, noun_count, picks, cash=True):
    show = (lambda v: money(v)) if cash else (lambda v: t(v, 0 if float(v).is_integer() else 1))
    rows = tb.rows
    T, C = tb.total(total), tb.total(count)
    weighted = T / C
    mean = sum(r[total] / r[count] for r in rows) / len(rows)
    for k, i in enumerate(picks):
        a = rows[i]
        n = rows[i + 1] if i + 1 < len(rows) else rows[i - 1]
        pu = a[total] / a[count]
        c1 = Claim(pick([f"{a[key]} accounts for {show(a[total])} in {noun_total} across {t(a[count])} {noun_count}",
                         f"{a[key]}: {t(a[count])} {noun_count}, {show(a[total])} of {noun_total}"], k))
        c2 = Claim(pick([f"That is {show(pu)} per {noun_count[:-1]}", f"That is about {show(pu)} per "
                                                                      f"{noun_count[:-1]} on average"], k),
                   [wrong("neighbour_row", pick([f"That is {show(n[total] / n[count])} per {noun_count[:-1]}",
                                                 f"That is about {show(n[total] / n[count])} per "
                                                 f"{noun_count[:-1]} on average"], k),
                          pu, n[total] / n[count], 2 if cash else 1, approx=(k % 2 == 1)),
                    wrong("wrong_total", pick([f"That is {show(a[total] / C)} per {noun_count[:-1]}",
                                               f"That is about {show(a[total] / C)} per {noun_count[:-1]} on "
                                               f"average"], k),
                          pu, a[total] / C, 2 if cash else 1, approx=(k % 2 == 1))])
        share = 100 * a[total] / T
        c3 = Claim(f"That is {t(share, 1)}% of the {noun_total} listed",
                   [wrong("complement", f"That is {t(100 - share, 1)}% of the {noun_total} "
                                        f"listed", share, 100 - share, 1),
                    None if a[total] >= T - a[total] else wrong(
                        "wrong_total", f"That is {t(100 * a[total] / (T - a[total]), 1)}% of the {noun_total} listed",
                          share, 100 * a[total] / (T - a[total]), 1)])
        claims = [c1, c2, c3]
        if k == 0:
            c4 = Claim(f"weighted by {noun_count}, the overall figure is {show(weighted)} per {noun_count[:-1]}",
                       [wrong("mean_as_weighted",
                              f"weighted by {noun_count}, the overall figure is {show(mean)} per {noun_count[:-1]}",
                              weighted, mean, 2 if cash else 1)])
            claims.append(c4)
        book.case(tb.db, tb.rid, "per_unit", claims, bullets=(k % 2 == 1))
    # subset sums over named rows, and the bound they satisfy
    for k, (i, j) in enumerate([(0, 1), (1, 2), (0, 2)][:max(1, len(picks) - 1)]):
        a, b = rows[i], rows[j]
        n = rows[j + 1]
        s = a[total] + b[total]
        share = s / T
        bound = ("more than half" if share > 0.55 else "less than half" if share < 0.45 else None)
        false_bound = ("less than half" if share > 0.55 else "more than half" if share < 0.45 else None)
        c1 = Claim(f"{a[key]} and {b[key]} together bring {show(s)} in {noun_total}",
                   [wrong("neighbour_row", f"{a[key]} and {b[key]} together bring {show(a[total] + n[total])} "
                                           f"in {noun_total}",
                          s, a[total] + n[total], 2 if cash else 1)])
        claims = [c1]
        if bound:
            claims.append(Claim(f"That is {bound} of the total", [wrong("false_bound", f"That is {false_bound} "
                                                                                       f"of the total", 0, 0, 0,
                                                                  bound=True)]))
        claims.append(Claim(f"Their share is {t(100 * share, 1)}%",
                            [wrong("complement", f"Their share is "
                                                 f"{t(100 - 100 * share, 1)}%", 100 * share, 100 - 100 * share, 1)]))
        book.case(tb.db, tb.rid, "per_unit", claims)


FRACTIONS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"),
             (3 / 4, "three quarters"), (1 / 5, "a fifth"), (2 / 5, "two fifths")]


def subsets(book, tb, key, col, noun, cash=False):
    """Top-three sums and their share (as a percentage, and in words when near a simple fraction),
    and the mean over three named rows."""
    show = (lambda v: money(v)) if cash else (lambda v: t(v, 0 if float(v).is_integer() else 1))
    dec = 2 if cash else 0
    rows = tb.rows
    T = tb.total(col)
    top = sum(r[col] for r in rows[:3])
    top4 = top + rows[3][col]
    share = top / T
    names = f"{rows[0][key]}, {rows[1][key]} and {rows[2][key]}"
    c1 = Claim(f"The three largest, {names}, add up to {show(top)} {noun}",
               [wrong("neighbour_row", f"The three largest, {names}, add up to {show(top4)} {noun}", top, top4, dec)])
    c2 = Claim(f"That is {t(100 * share, 1)}% of the {show(T)} across the rows listed",
               [None if top >= T - top else wrong("wrong_total", f"That is {t(100 * top / (T - top), 1)}% of "
                                                                 f"the {show(T)} across the rows listed",
                      100 * share, 100 * top / (T - top), 1),
                wrong("complement", f"That is {t(100 - 100 * share, 1)}% of the {show(T)} across the rows listed",
                      100 * share, 100 - 100 * share, 1)])
    claims = [c1, c2]
    near = [(fr, w) for fr, w in FRACTIONS if abs(share - fr) < 0.015]
    if near:
        fr, w = near[0]
        other = min((o for o in FRACTIONS if abs(o[0] - share) > 0.06), key=lambda o: abs(o[0] - share))
        claims.append(Claim(f"Put simply, roughly {w} of the total sits with three rows",
                            [wrong("wrong_fraction", f"Put simply, roughly {other[1]} of the total sits with three "
                                                     f"rows", 0, 0, 0, bound=True)]))
    book.case(tb.db, tb.rid, "per_unit", claims, bullets=True)
    # the mean over three named rows from the middle of the list
    i = len(rows) // 2 - 1
    sub = rows[i:i + 3]
    m = sum(r[col] for r in sub) / 3
    m4 = sum(r[col] for r in rows[i:i + 4]) / 4
    mall = T / len(rows)
    names = f"{sub[0][key]}, {sub[1][key]} and {sub[2][key]}"
    c1 = Claim(f"Taken together, {names} average {show(m)} {noun}",
               [wrong("neighbour_row", f"Taken together, {names} average {show(m4)} {noun}", m, m4, dec,
                      alts=[mall]),
                wrong("wrong_role", f"Taken together, {names} average {show(mall)} {noun}", m, mall, dec, alts=[m4])])
    c2 = Claim(f"{sub[1][key]} alone has {show(sub[1][col])}")
    book.case(tb.db, tb.rid, "per_unit", [c1, c2])


def plains(book, tb, key, col, noun, word_rows=(), cash=False):
    show = (lambda v: money(v)) if cash else (lambda v: t(v))
    rows = tb.rows
    vals = [r[col] for r in rows]
    c1 = Claim(f"Across {say(len(rows)) if len(rows) < 20 else len(rows)} groups the {noun} sum to {show(sum(vals))}",
               [wrong("off", f"Across {say(len(rows)) if len(rows) < 20 else len(rows)} groups the {noun} sum to "
                             f"{show(sum(vals) * 0.88)}", sum(vals), sum(vals) * 0.88, 2 if cash else 0,
                      clear=tb.pool)])
    c2 = Claim(f"That is an average of {show(sum(vals) / len(vals))} per group",
               [wrong("wrong_role", f"That is an average of {show(max(vals))} per "
                                    f"group", sum(vals) / len(vals), max(vals),
                      2 if cash else 0)])
    c3 = Claim(f"{rows[-1][key]} is lowest at {show(vals[-1])}",
               [wrong("neighbour_row", f"{rows[-1][key]} is lowest at {show(vals[-2])}", vals[-1], vals[-2],
                      2 if cash else 0)])
    book.case(tb.db, tb.rid, "plain", [c1, c2, c3], derived=False)
    for k, i in enumerate(word_rows):
        a = rows[i]
        o = rows[i - 1] if i > 0 else rows[i + 1]
        if not (10 <= a[col] < 100 and 10 <= o[col] < 100 and o[col] != a[col]):
            continue
        c1 = Claim(pick([f"{a[key]} has {say(a[col])} {noun}", f"{a[key]} stands at {say(a[col])} {noun}"], k),
                   [wrong("words_wrong_row", pick([f"{a[key]} has {say(o[col])} {noun}",
                                                   f"{a[key]} stands at {say(o[col])} {noun}"], k),
                          a[col], o[col], 0)])
        c2 = Claim(f"{o[key]} has {t(o[col])}")
        book.case(tb.db, tb.rid, "plain", [c1, c2], derived=False)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

def northwind(book):
    emp = Table("northwind", "How many orders and how much freight did each employee handle?",
                "SELECT e.first_name || ' ' || e.last_name AS employee, count(*) AS orders, "
                "sum(o.freight)::numeric(10,2) AS freight FROM orders o JOIN employees e USING (employee_id) "
                "GROUP BY 1 ORDER BY 2 DESC", ["employee", "orders", "freight"])
    comparisons(book, emp, "employee", "orders", "orders", [(0, 2), (0, 7), (1, 5)])
    comparisons(book, emp, "employee", "freight", "in freight", [(0, 3), (2, 6)], cash=True)
    per_units(book, emp, "employee", "freight", "orders", "freight", "orders", [0, 3, 6])
    subsets(book, emp, "employee", "freight", "in freight", cash=True)
    plains(book, emp, "employee", "orders", "orders", word_rows=[6, 7])

    yr = Table("northwind", "How many orders and how much freight per year?",
               "SELECT extract(year FROM order_date)::int::text AS year, count(*) AS orders, "
               "sum(freight)::numeric(10,2) AS freight FROM orders GROUP BY 1 ORDER BY "
               "1", ["year", "orders", "freight"])
    changes(book, yr, "year", "orders", "orders", [(0, 1), (1, 2)])
    changes(book, yr, "year", "freight", "freight", [(0, 1), (1, 2)], cash=True)

    sh = Table("northwind", "Freight and orders per shipper",
               "SELECT s.company_name AS shipper, count(*) AS orders, sum(o.freight)::numeric(10,2) AS freight "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 3 DESC",
               ["shipper", "orders", "freight"])
    per_units(book, sh, "shipper", "freight", "orders", "freight", "orders", [0, 1])
    comparisons(book, sh, "shipper", "freight", "in freight", [(0, 1)], cash=True)

    cty = Table("northwind", "Orders and freight by ship country (top ten)",
                "SELECT ship_country AS country, count(*) AS orders, sum(freight)::numeric(10,2) AS freight "
                "FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10", ["country", "orders", "freight"])
    comparisons(book, cty, "country", "orders", "orders", [(0, 3), (2, 8)])
    plains(book, cty, "country", "orders", "orders", word_rows=[7, 9])
    subsets(book, cty, "country", "orders", "orders")

    cat = Table("northwind", "Products, units in stock and average price per category",
                "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS units, "
                "avg(p.unit_price)::numeric(8,2) AS avg_price FROM products p JOIN categories c USING (category_id) "
                "GROUP BY 1 ORDER BY 3 DESC", ["category", "products", "units", "avg_price"])
    per_units(book, cat, "category", "units", "products", "units in stock", "products", [0, 4], cash=False)
    comparisons(book, cat, "category", "avg_price", "average price", [(0, 3)], cash=True)

    # zero: an empty result, stated as zero
    rid, raw = rows_of("northwind", "Which orders were shipped to Antarctica, and what freight did they carry?",
                       "SELECT order_id, freight FROM orders WHERE ship_country = 'Antarctica'")
    assert not raw
    book.case("northwind", rid, "zero_ident",
              [Claim("No orders were shipped to Antarctica: zero orders, and $0.00 in freight.",
                     [wrong("count_empty", "14 orders were shipped to Antarctica, carrying $0.00 in freight.",
                            0, 14, 0)]),
               Claim("The result set is empty.")])
    rid, raw = rows_of("northwind", "Which products cost more than $300?",
                       "SELECT product_name, unit_price FROM products WHERE unit_price > 300")
    assert not raw
    book.case("northwind", rid, "zero_ident",
              [Claim("None of the products is priced above $300 - the query returned 0 rows, so there is nothing "
                     "to list.", [wrong("count_empty", "Twelve products are priced above $300 - the query returned "
                                                     "rows worth listing.", 0, 12, 0)])])

    # digits inside text cells: postal codes, phone numbers, packaging
    de = Table("northwind", "German customers with postal code and phone",
               "SELECT customer_id, company_name, postal_code, phone FROM customers WHERE country = 'Germany' "
               "ORDER BY customer_id LIMIT 6", ["id", "company", "postal", "phone"])
    r = de.rows
    for k in range(0, 5, 2):
        a, b = r[k], r[k + 1]
        book.case("northwind", de.rid, "zero_ident",
                  [Claim(f"{a['company']} ({a['id']}) sits at postal code {a['postal']} and answers on {a['phone']}",
                         [wrong("neighbour_row", f"{a['company']} ({a['id']}) sits at postal code {b['postal']} and "
                                                 f"answers on {a['phone']}", a["postal"], b["postal"], 0, exact=True)]),
                   Claim(f"{b['company']} uses postal code {b['postal']}"),
                   Claim(f"{say(len(r))} German customers are listed")], derived=False)
    pk = Table("northwind", "How are the first products packaged?",
               "SELECT product_name, quantity_per_unit, units_in_stock FROM products ORDER BY product_id LIMIT 8",
               ["name", "qpu", "stock"])
    r = pk.rows
    for k in (0, 2, 4):
        a = r[k]
        bad = a["qpu"].replace("12", "16") if "12" in a["qpu"] else a["qpu"].replace("24", "20") if "24" in a["qpu"] \
            else None
        bad = bad if bad and bad != a["qpu"] else None
        c = Claim(f"{a['name']} ships as \"{a['qpu']}\" with {a['stock']:.0f} units in stock",
                  [wrong("off", f"{a['name']} ships as \"{a['qpu']}\" with {a['stock'] + 25:.0f} units in stock",
                         a["stock"], a["stock"] + 25, 0, clear=pk.pool) if a["stock"] >= 10 else None,
                   wrong("ident_digits", f"{a['name']} ships as \"{bad}\" with {a['stock']:.0f} units in stock",
                         a["qpu"], bad, 0, exact=True) if bad else None])
        book.case("northwind", pk.rid, "zero_ident", [c, Claim(f"{r[k + 1]['name']} comes as \"{r[k + 1]['qpu']}\"")],
                  derived=False)


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------

def chinook(book):
    ct = Table("chinook", "Invoices and sales by billing country (top eight)",
               "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS sales FROM invoice "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8", ["country", "invoices", "sales"])
    comparisons(book, ct, "country", "sales", "in sales", [(0, 1), (0, 4), (2, 6)], cash=True)
    per_units(book, ct, "country", "sales", "invoices", "sales", "invoices", [0, 2, 5])
    plains(book, ct, "country", "sales", "sales", cash=True)
    subsets(book, ct, "country", "sales", "in sales", cash=True)

    yr = Table("chinook", "Sales and invoices per year",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, sum(total) AS sales "
               "FROM invoice GROUP BY 1 ORDER BY 1", ["year", "invoices", "sales"])
    changes(book, yr, "year", "sales", "sales", [(0, 1), (1, 2), (3, 4), (2, 4)], cash=True)

    rep = Table("chinook", "Customers and sales per support representative",
                "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
                "sum(i.total) AS sales FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
                "JOIN invoice i USING (customer_id) GROUP BY 1 ORDER BY 2 DESC", ["rep", "customers", "sales"])
    plains(book, rep, "rep", "customers", "customers", word_rows=[1, 2])
    per_units(book, rep, "rep", "sales", "customers", "sales", "customers", [0, 1])

    # conversions: milliseconds as minutes and hours
    gn = Table("chinook", "Track count, average and total length per genre (top ten by tracks)",
               "SELECT g.name AS genre, count(*) AS tracks, avg(t.milliseconds)::numeric(12,2) AS avg_ms, "
               "sum(t.milliseconds) AS total_ms FROM track t JOIN genre g USING (genre_id) GROUP BY 1 "
               "ORDER BY 2 DESC LIMIT 10", ["genre", "tracks", "avg_ms", "total_ms"])
    comparisons(book, gn, "genre", "tracks", "tracks", [(0, 1), (1, 4)])
    subsets(book, gn, "genre", "tracks", "tracks")
    for k, i in enumerate([0, 1, 2, 3, 5, 7]):
        a = gn.rows[i]
        n = gn.rows[i + 1]
        mins = a["avg_ms"] / 60000
        hrs = a["total_ms"] / 3600000
        c1 = Claim(f"{a['genre']} tracks run {t(a['avg_ms'], 0)} ms on average, roughly {t(mins, 1)} minutes",
                   [wrong("neighbour_row", f"{a['genre']} tracks run {t(a['avg_ms'], 0)} ms on average, roughly "
                                           f"{t(n['avg_ms'] / 60000, 1)} minutes", mins, n["avg_ms"] / 60000, 1,
                          approx=True),
                    wrong("wrong_factor", f"{a['genre']} tracks run {t(a['avg_ms'], 0)} ms on average, roughly "
                                          f"{t(a['avg_ms'] / 100000, 1)} minutes", mins, a["avg_ms"] / 100000, 1,
                          approx=True)])
        c2 = Claim(pick([f"all {t(a['tracks'])} of them add up to {t(hrs, 1)} hours of music",
                         f"the genre totals {t(a['total_ms'])} ms, i.e. about {t(hrs, 0)} hours"], k),
                   [wrong("wrong_factor", pick([f"all {t(a['tracks'])} of them add up to {t(a['total_ms'] / 60000, 1)} "
                                                f"hours of music",
                                                f"the genre totals {t(a['total_ms'])} ms, i.e. about "
                                                f"{t(a['total_ms'] / 60000, 0)} hours"], k),
                          hrs, a["total_ms"] / 60000, 1 if k % 2 == 0 else 0, approx=(k % 2 == 1))])
        book.case("chinook", gn.rid, "conversion", [c1, c2], bullets=(k % 3 == 2))
    # conversions: bytes as MB and GB
    md = Table("chinook", "Tracks and storage per media type",
               "SELECT m.name AS media, count(*) AS tracks, sum(t.bytes) AS total_bytes, avg(t.bytes)::numeric(14,1) "
               "AS avg_bytes FROM track t JOIN media_type m USING (media_type_id) GROUP BY 1 ORDER BY 3 DESC",
               ["media", "tracks", "total_bytes", "avg_bytes"])
    for k, i in enumerate([0, 1, 2]):
        a = md.rows[i]
        n = md.rows[i + 1]
        gb = a["total_bytes"] / 1e9
        mb = a["avg_bytes"] / 1e6
        c1 = Claim(f"{a['media']} tracks take {t(a['total_bytes'])} bytes, about {t(gb, 2)} GB",
                   [wrong("neighbour_row", f"{a['media']} tracks take {t(a['total_bytes'])} bytes, about "
                                           f"{t(n['total_bytes'] / 1e9, 2)} GB", gb, n["total_bytes"] / 1e9, 2,
                          approx=True)])
        c2 = Claim(f"That is an average of {t(mb, 1)} MB per track",
                   [wrong("wrong_factor", f"That is an average of {t(a['avg_bytes'] / 1e5, 1)} MB per track", mb,
                          a["avg_bytes"] / 1e5, 1),
                    wrong("wrong_total", f"That is an average of "
                                         f"{t(a['total_bytes'] / md.total('tracks') / 1e6, 1)} MB per "
                                         f"track", mb, a["total_bytes"] / md.total("tracks") / 1e6, 1)])
        book.case("chinook", md.rid, "conversion", [c1, c2])

    lg = Table("chinook", "The longest tracks",
               "SELECT name, milliseconds, bytes FROM track ORDER BY milliseconds DESC LIMIT 6",
               ["name", "ms", "bytes"])
    for k, i in enumerate([0, 2]):
        a, n = lg.rows[i], lg.rows[i + 1]
        m = a["ms"] / 60000
        book.case("chinook", lg.rid, "conversion",
                  [Claim(f"\"{a['name']}\" runs {t(a['ms'])} ms, which is {t(m, 1)} minutes",
                         [wrong("neighbour_row", f"\"{a['name']}\" runs {t(a['ms'])} ms, which is "
                                                 f"{t(n['ms'] / 60000, 1)} "
                                                 f"minutes", m, n["ms"] / 60000, 1)]),
                   Claim(f"That is about {t(a['ms'] / 3600000, 2)} hours")])

    # zero and identifiers
    rid, raw = rows_of("chinook", "Which invoices were billed to Iceland?",
                       "SELECT invoice_id, total FROM invoice WHERE billing_country = 'Iceland'")
    assert not raw
    book.case("chinook", rid, "zero_ident",
              [Claim("There are no invoices billed to Iceland, so sales there come to $0."),
               Claim("Nothing to break down further.")])
    book.case("chinook", rid, "zero_ident",
              [Claim("Iceland has no invoices at all (0 found).",
                     [wrong("count_empty", "Iceland has 23 invoices on record.", 0, 23, 0)]),
               Claim("Revenue from it is zero.",
                     [wrong("count_empty", "Revenue from it is $37.62.", 0, 37.62, 2)])])
    br = Table("chinook", "Brazilian customers with phone and postal code",
               "SELECT first_name || ' ' || last_name AS customer, phone, postal_code FROM customer "
               "WHERE country = 'Brazil' ORDER BY customer_id", ["customer", "phone", "postal"])
    r = br.rows
    for k in (0, 2):
        a, b = r[k], r[k + 1]
        book.case("chinook", br.rid, "zero_ident",
                  [Claim(f"{a['customer']} can be reached at {a['phone']} (postal code {a['postal']})",
                         [wrong("neighbour_row", f"{a['customer']} can be reached at {b['phone']} (postal code "
                                                 f"{a['postal']})", a["phone"], b["phone"], 0, exact=True)]),
                   Claim(f"{b['customer']}'s number is {b['phone']}")], derived=False)
    dg = Table("chinook", "Tracks with numbers in their names",
               "SELECT name, milliseconds FROM track WHERE name ~ '[0-9]{2}' ORDER BY track_id LIMIT 8",
               ["name", "ms"])
    r = dg.rows
    for k in (0, 3):
        a, b = r[k], r[k + 1]
        book.case("chinook", dg.rid, "zero_ident",
                  [Claim(f"\"{a['name']}\" lasts {t(a['ms'])} milliseconds",
                         [wrong("neighbour_row", f"\"{a['name']}\" lasts {t(b['ms'])} "
                                                 f"milliseconds", a["ms"], b["ms"], 0)]),
                   Claim(f"and \"{b['name']}\" lasts {t(b['ms'] / 1000, 1)} seconds")])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    book = Book5()
    for part in (northwind, chinook):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report('sixth set (development since its misses were read)', items, SHAPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
