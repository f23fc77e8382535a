#!/usr/bin/env python3
"""
plausibility_fresh7.py — an eighth labelled set for check_answer, held out
whole: answers written the way a language-model analyst writes them over
northwind (employees' orders, revenue and freight, quarters, categories,
shippers), chinook (genres' play time and bytes, invoices per country and
year, media types), defog-dev's atis (aircraft sizes and ranges, fares per
airline, flight numbers), Spider's car_1 (fuel economy, horsepower and
weight per model year and cylinder count, car names with digits), BIRD's
superhero (heights and weights per publisher and alignment, hero names with
digits) and Spider's tvshow and voter_1 (ratings, viewers, votes), with
queries of their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding. Shapes, as in bench/plausibility_fresh4.py (whose helpers this set
reuses):
  comparison  ratio, difference and percent difference between two named rows
  change      change between quarters, years and model years, or groups
  per_unit    totals over counts, subset sums and means over named rows,
              shares of a total, weighted averages of group averages
  conversion  milliseconds as minutes and hours, bytes as gigabytes, miles as
              kilometres, pounds as kilograms and tonnes, feet as metres,
              centimetres as feet, kilograms as pounds, mpg as km per litre,
              horsepower as kilowatts, dollars as cents
  zero_ident  zero for an empty result, digits inside text cells
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, a share of the wrong total or its complement, a ratio given
as a share, a percent change over the wrong base), a false bound, number
words given to the wrong row, a count over an empty result, a conversion by
the wrong factor, a changed identifier, or a figure off by more than the
rounding shown. A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role,
far from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed (the set stays held out).
"""
import argparse
import json
import re
import sys

from plausibility_fresh4 import SHAPES, Book, Claim, far, pick, say, wrong
from plausibility_labels import cell_number, evaluate, run, shape_report, text_numbers

KM_PER_MI = 1.609344
M_PER_FT = 0.3048
KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
CM_PER_IN = 2.54
KMPL_PER_MPG = 0.425143707
KW_PER_HP = 0.745699872


# ---------------------------------------------------------------------------
# figures as analysts write them
# ---------------------------------------------------------------------------


def num(v, d=0, cash=False):
    """(text, decimals): v with d decimals, or others where d would sit near the edge
    of its rounding (money: whole dollars or cents, then a tenth of a cent)."""
    tries = (d, d + 1, d + 2)
    if cash:
        tries = (d, 0, 3) if abs(v) >= 100 and d else (d, 2, 3)
    for dd in tries:
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{v:,.{dd}f}", dd
    return f"{v:,.{tries[-1]}f}", tries[-1]


def n(v, d=0):
    return num(v, d)[0]


def w(v, d):
    """A wrong figure shown with the decimals of the true one it replaces."""
    return f"{v:,.{d}f}"


def usd(v, d=2):
    t, dd = num(abs(v), d, cash=True)
    return ("-$" if v < 0 else "$") + t


def wusd(v, d=2):
    return ("-$" if v < 0 else "$") + w(abs(v), d)


def dd_of(v, d=0, cash=False):
    return num(abs(v), d, cash)[1]


def about(v, k=0):
    """An approximate figure with its hedge, within 1.2% of v on the side its hedge
    says: (text, decimals)."""
    a = abs(v)
    shown, d = v, 2
    for step, sd in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1), (0.01, 2)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            shown, d = s, sd
            break
    if abs(shown - v) / a < 0.002:
        hedge = pick(["about", "roughly", "around", "approximately"], k)
    elif abs(shown) > a:
        hedge = pick(["nearly", "almost", "just under", "close to"], k)
    else:
        hedge = pick(["just over", "a little more than", "slightly above", "a bit over"], k)
    return f"{hedge} {shown:,.{d}f}", d


def count_word(v, k):
    """A count under 100 in words or digits, as the analyst's mood takes them."""
    v = int(v)
    if v < 100 and k % 2 == 0:
        return say(v)
    return f"{v:,}"


FRACTIONS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"),
             (3 / 4, "three quarters"), (1 / 5, "a fifth"), (2 / 5, "two fifths"), (1 / 10, "a tenth")]


def bound_words(share):
    """A true bound on a share in words ("more than a third"), with a false one
    across the nearest fraction on the other side; or (None, None)."""
    best = None
    for f, word in FRACTIONS:
        gap = share - f
        if 0.03 < abs(gap) < 0.12 and (best is None or abs(gap) < abs(best[0])):
            best = (gap, f, word)
    if best is None:
        return None, None
    gap, f, word = best
    if gap > 0:
        return f"more than {word}", f"less than {word}"
    return f"less than {word}", f"more than {word}"


class Book7(Book):
    """fresh4's Book, with the claims of an answer punctuated as prose: a full stop or
    a semicolon before a claim that starts a sentence, a comma, semicolon or dash
    before one that continues it."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, bullets=False):
        last = len(claims) - 1

        def fix(i, text):
            text = text.strip()
            if i == 0 or bullets:
                text = text[0].upper() + text[1:]
            if bullets or text[-1] in ".!?":
                return text
            if i == last:
                return text + "."
            nxt = claims[i + 1].text.strip()
            if nxt[0] == "(":
                return text
            seps = [",", ";", " -", ","] if nxt[0].islower() else [".", ";", "."]
            return text + pick(seps, self.cases + i)

        fixed = [Claim(fix(i, c.text), [(r, fix(i, t)) for r, t in c.wrongs]) for i, c in enumerate(claims)]
        super().case(db, rid, shape, fixed, derived=derived, max_twins=max_twins, bullets=bullets)


# ---------------------------------------------------------------------------
# a query's rows, and everything a wrong figure must stay clear of
# ---------------------------------------------------------------------------


class Table:
    def __init__(self, db, question, sql, key=0):
        self.db = db
        self.rid, steps = run(db, [(question, sql)])
        s = steps[0]
        assert s.executed, (db, sql)
        self.columns = s.columns
        self.raw = s.raw
        self.rows = []
        for r in s.raw:
            d = {}
            for c, x in zip(s.columns, r):
                v = cell_number(x)
                d[c] = v if v is not None else x
            self.rows.append(d)
        self.key = s.columns[key]
        self.order = [str(r[key]) for r in s.raw]
        self.by = dict(zip(self.order, self.rows))
        for k, r in zip(self.order, self.rows):
            r["_key"] = k
        self.pool = self._pool()

    def __getitem__(self, k):
        return self.by[k]

    def __len__(self):
        return len(self.rows)

    def col(self, c):
        return [r[c] for r in self.rows if isinstance(r[c], float)]

    def neighbour(self, k):
        """The key of the row next to k in the result (the one before, for the last)."""
        i = self.order.index(k)
        return self.order[i + 1] if i + 1 < len(self.order) else self.order[i - 1]

    def _pool(self):
        vals = [float(len(self.rows))]
        for r in self.raw:
            for x in r:
                if isinstance(x, str) and cell_number(x) is None:
                    vals.extend(v for v in text_numbers(x) if v >= 0 and v < 1e7)
        cols = [self.col(c) for c in self.columns]
        for vs in cols:
            if not vs:
                continue
            tot = sum(vs)
            vals += vs + [tot, tot / len(vs), min(vs), max(vs)]
        # what the contract grounds a figure in, without derivations
        self.basic = list(vals)
        for vs in cols:
            if not vs:
                continue
            tot = sum(vs)
            for a in vs[:40]:
                if tot:
                    vals.append(100 * a / tot)
                for b in vs[:40]:
                    if a is b:
                        continue
                    vals.append(abs(a - b))
                    if b:
                        vals += [a / b, 100 * a / b, 100 * (a - b) / b]
        # within a row, one column over another (per-unit figures)
        for r in self.rows:
            nums = [r[c] for c in self.columns if isinstance(r[c], float)]
            for a in nums:
                for b in nums:
                    if a is not b and b:
                        vals += [a / b, 100 * a / b]
        return vals + [100 * v for v in vals if abs(v) <= 1]


def swap_figure(text, shown, new):
    """text with the figure shown replaced by new, once, where it stands as a number of its
    own (not inside a longer number or a year: "20" in "2022" stays)."""
    return re.sub(r"(?<![\d.,])" + re.escape(shown) + r"(?![\d]|[.,]\d)", lambda m: new, text, count=1)


def off(t, role, text, true, value, d, approx=False, real=False, extra=(), alts=None):
    """A wrong version of a claim: far from the true value and, unless it is a real
    value in the wrong role, from everything the result holds. When the wrong figure
    lands near a value of the result, the alternatives are tried in turn (other wrong
    factors for a conversion; else the same error, larger or smaller)."""
    clear = None if real else list(t.pool) + list(extra)
    got = wrong(role, text, true, value, d, approx=approx, clear=clear)
    if got or real:
        return got
    shown = w(value, d)
    if shown not in text:
        return None
    if alts is None:
        alts = [] if role == "wrong_factor" else [true + (value - true) * f for f in (1.4, 0.7, 1.9, 2.6, 0.55, 3.3)]
    for v in alts:
        got = wrong(role, swap_figure(text, shown, w(v, d)), true, v, d, approx=approx, clear=clear)
        if got:
            return got
    return None


def words_twin(role, text, true, value):
    """Number words given to the wrong row: wrong when the count differs clearly."""
    if abs(true - value) < 2 or abs(true - value) < 0.1 * abs(true):
        return None
    return (role, text)


# ---------------------------------------------------------------------------
# generic shapes over a table
# ---------------------------------------------------------------------------


def comparison(book, t, col, a, b, k, noun, fmt=None, d=0, cash=False):
    """Two named rows (the larger first): the cells, then a ratio, a difference or a
    percent difference."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    nb = t.neighbour(b)
    if nb == a:
        nb = t.neighbour(a) if t.neighbour(a) != b else None
    show = (lambda v: usd(v, d)) if cash else (lambda v: n(v, d))
    wshow = (lambda v, dd: wusd(v, dd)) if cash else (lambda v, dd: w(v, dd))
    cells_text = pick([f"{a} leads on {noun} with {show(va)}, against {show(vb)} for {b}",
                       f"{a} comes in at {show(va)} in {noun} while {b} has {show(vb)}",
                       f"{noun.capitalize()}: {a} {show(va)}, {b} {show(vb)}",
                       f"{b} records {show(vb)} of {noun} and {a} {show(va)}"], k)
    twins = []
    if nb is not None:
        vn = t[nb][col]
        bad = cells_text.replace(show(vb), show(vn)) if show(vb) != show(va) else None
        if bad and bad != cells_text:
            twins.append(off(t, "neighbour_row", bad, vb, vn, dd_of(vb, d, cash), real=True))
    claims = [Claim(cells_text, twins)]
    ratio = va / vb
    diff = va - vb
    pct = 100 * diff / vb
    form = k % 3
    if form == 0 and k % 2 == 1:
        # a hedged ratio ("roughly 2.6 times")
        ht, hd = about(ratio, k)
        hedge = ht.rsplit(" ", 1)[0]
        claims.append(Claim(f"{a} is {ht} times {b}",
                            [off(t, "off", f"{a} is {hedge} {w(ratio * 1.35 + 0.2, hd)} times {b}", ratio,
                                 ratio * 1.35 + 0.2, hd, approx=True)]))
    elif form == 0:
        rt, rd = num(ratio, 2)
        claims.append(Claim(pick([f"so {a} is {rt} times {b}", f"a ratio of {rt} to one"], k // 3),
                            [off(t, "off", pick([f"so {a} is {w(ratio * 1.3 + 0.2, rd)} times {b}",
                                                 f"a ratio of {w(ratio * 1.3 + 0.2, rd)} to one"], k // 3),
                                 ratio, ratio * 1.3 + 0.2, rd),
                             off(t, "ratio_as_share", pick([f"so {a} is {w(100 * va / (va + vb), 1)}% of {b}",
                                                            f"a ratio of {w(100 * va / (va + vb), 1)}%"], k // 3),
                                 100 * ratio, 100 * va / (va + vb), 1, real=True)]))
    if form == 1:
        dt = usd(diff, d) if cash else n(diff, d)
        claims.append(Claim(pick([f"a gap of {dt}", f"{dt} more"], k // 3),
                            [off(t, "off", pick([f"a gap of {wshow(diff * 1.6, dd_of(diff, d, cash))}",
                                                 f"{wshow(diff * 1.6, dd_of(diff, d, cash))} more"], k // 3),
                                 diff, diff * 1.6, dd_of(diff, d, cash))]))
    pt, pd = num(pct, 1)
    wrong_base = 100 * diff / va
    claims.append(Claim(pick([f"which puts {a} {pt}% ahead", f"or {pt}% above {b}", f"a lead of {pt} percent"], k),
                        [off(t, "wrong_base", pick([f"which puts {a} {w(wrong_base, pd)}% ahead",
                                                    f"or {w(wrong_base, pd)}% above {b}",
                                                    f"a lead of {w(wrong_base, pd)} percent"], k),
                             pct, wrong_base, pd, real=True)]))
    book.case(t.db, t.rid, "comparison", claims, bullets=(k % 4 == 3))


def change(book, t, col, p1, p2, k, noun, d=0, cash=False, unit="", prep="in"):
    """From one period (or group) to another: both values, the change, the percent change."""
    v1, v2 = t[p1][col], t[p2][col]
    diff = v2 - v1
    pct = 100 * diff / v1
    show = (lambda v: usd(v, d)) if cash else (lambda v: n(v, d) + unit)
    up = diff > 0
    verb = pick(["rose", "climbed", "grew", "went up"], k) if up else pick(["fell", "dropped", "declined", "slipped"], k)
    claims = [Claim(pick([f"{noun} {verb} from {show(v1)} {prep} {p1} to {show(v2)} {prep} {p2}",
                          f"{noun} was {show(v1)} {prep} {p1} and {show(v2)} {prep} {p2}",
                          f"{prep} {p2}, {noun} came to {show(v2)}, against {show(v1)} {prep} {p1}"], k))]
    dd = dd_of(abs(diff), d, cash)
    dt = (usd(abs(diff), d) if cash else n(abs(diff), d) + unit)
    sign = "+" if up else "-"
    pt, pd = num(abs(pct), 1)
    wb = 100 * abs(diff) / v2
    if k % 2 == 0:
        wd = wusd(abs(diff) * 1.7, dd) if cash else w(abs(diff) * 1.7, dd) + unit
        claims.append(Claim(pick([f"a change of {sign}{dt}", f"{'up' if up else 'down'} {dt}"], k // 2),
                            [off(t, "off", pick([f"a change of {sign}{wd}", f"{'up' if up else 'down'} {wd}"], k // 2),
                                 abs(diff), abs(diff) * 1.7, dd)]))
    forms = ([f"an increase of {{}}%", f"{{}} percent higher", f"({sign}{{}}%)", f"a rise of {{}} per cent"] if up else
             [f"a decrease of {{}}%", f"{{}} percent lower", f"({sign}{{}}%)", f"a drop of {{}} per cent"])
    form = pick(forms, k)
    claims.append(Claim(form.format(pt), [off(t, "wrong_base", form.format(w(wb, pd)), abs(pct), wb, pd, real=True)]))
    book.case(t.db, t.rid, "change", claims, bullets=(k % 5 == 4))


def share(book, t, col, key, k, noun, others=None, cash=False, d=0):
    """One row's share of the column total (as a percentage and a bound in words);
    twins: the complement, the share of a wrong total (a subset's), a false bound."""
    vals = t.col(col)
    tot = sum(vals)
    v = t[key][col]
    s = 100 * v / tot
    st, sd = num(s, 1)
    show = (lambda x: usd(x, d)) if cash else (lambda x: n(x, d))
    claims = [Claim(pick([f"{key} accounts for {show(v)} of the {show(tot)} {noun}",
                          f"Of {show(tot)} {noun} in total, {show(v)} belong to {key}",
                          f"{key}: {show(v)} {noun} out of {show(tot)}"], k))]
    tw = [off(t, "complement", pick([f"that is {w(100 - s, sd)}% of the total", f"a {w(100 - s, sd)}% share",
                                     f"or {w(100 - s, sd)} percent"], k), s, 100 - s, sd, real=True)]
    if others:
        sub = v + sum(t[o][col] for o in others)
        tw.append(off(t, "wrong_total", pick([f"that is {w(100 * v / sub, sd)}% of the total",
                                              f"a {w(100 * v / sub, sd)}% share",
                                              f"or {w(100 * v / sub, sd)} percent"], k), s, 100 * v / sub, sd,
                      real=True))
    if k % 2 == 1:
        # a hedged share ("about 31%"): its twins keep the hedge, shown as loosely
        ht, hd = about(s, k)
        hedge = ht.rsplit(" ", 1)[0]
        tw = [off(t, "complement", f"{hedge} {w(100 - s, hd)}% of the total", s, 100 - s, hd, approx=True, real=True)]
        if others:
            tw.append(off(t, "wrong_total", f"{hedge} {w(100 * v / sub, hd)}% of the total", s, 100 * v / sub, hd,
                          approx=True, real=True))
        claims.append(Claim(f"{ht}% of the total", tw))
    else:
        claims.append(Claim(pick([f"that is {st}% of the total", f"a {st}% share", f"or {st} percent"], k), tw))
    good_b, bad_b = bound_words(s / 100)
    if good_b:
        claims.append(Claim(f"{good_b} of all {noun}", [("false_bound", f"{bad_b} of all {noun}")]))
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 3 == 2))


def subset(book, t, col, keys, k, noun, cash=False, d=0):
    """A sum and a mean over named rows; twins: another subset's sum, an off mean."""
    vs = [t[x][col] for x in keys]
    tot = sum(vs)
    mean = tot / len(vs)
    show = (lambda x: usd(x, d)) if cash else (lambda x: n(x, d))
    names = ", ".join(keys[:-1]) + " and " + keys[-1]
    rest = [x for x in t.order if x not in keys]
    alt = tot - vs[-1] + t[rest[0]][col] if rest else None
    tw = []
    if alt is not None:
        tw.append(off(t, "neighbour_row", pick([f"{names} together hold {show(alt)} in {noun}",
                                                f"Taken together, {names} come to {show(alt)} of {noun}",
                                                f"{names} combined: {show(alt)} {noun}"], k), tot, alt,
                      dd_of(tot, d)))
    claims = [Claim(pick([f"{names} together hold {show(tot)} in {noun}",
                          f"Taken together, {names} come to {show(tot)} of {noun}",
                          f"{names} combined: {show(tot)} {noun}"], k), tw)]
    mt, md = num(mean, max(d, 1) if not float(mean).is_integer() else 0)
    if cash:
        mt = usd(mean, 2)
        md = dd_of(mean, 2)
    wm = mean * 1.45
    claims.append(Claim(pick([f"an average of {mt} each", f"or {mt} apiece on average",
                              f"roughly even at a mean of {mt}"], k),
                        [off(t, "off", pick([f"an average of {wusd(wm, md) if cash else w(wm, md)} each",
                                             f"or {wusd(wm, md) if cash else w(wm, md)} apiece on average",
                                             f"roughly even at a mean of {wusd(wm, md) if cash else w(wm, md)}"], k),
                             mean, wm, md)]))
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 4 == 1))


def rate(book, t, num_col, den_col, key, k, per, noun, cash=False, d=2, extra_claims=()):
    """A total over a count for one row; twins: off, and the neighbour's rate."""
    r = t[key][num_col] / t[key][den_col]
    rt = usd(r, d) if cash else n(r, d)
    rd = dd_of(r, d, cash)
    nb = t.neighbour(key)
    rn = t[nb][num_col] / t[nb][den_col]
    wf = (lambda x: wusd(x, rd)) if cash else (lambda x: w(x, rd))
    forms = [f"{key} averages {{}} {noun} per {per}", f"that works out to {{}} per {per} for {key}",
             f"{key}'s {noun} per {per}: {{}}"]
    f = pick(forms, k)
    tot_show = usd(t[key][num_col], 2) if cash else n(t[key][num_col], 0)
    claims = [Claim(f"{key} has {count_word(t[key][den_col], k)} {per}s and {tot_show} of {noun}"
                    if k % 3 else f"{count_word(t[key][den_col], k + 1)} {per}s for {key}, {tot_show} of {noun}"),
              Claim(f.format(rt), [off(t, "neighbour_row", f.format(wf(rn)), r, rn, rd, real=True),
                                   off(t, "off", f.format(wf(r * 0.62)), r, r * 0.62, rd)])]
    claims += list(extra_claims)
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 3 == 1))


def weighted(book, t, avg_col, n_col, k, noun, per, d=2):
    """The weighted average of group averages; twin: the plain mean of them."""
    avgs = t.col(avg_col)
    ns = t.col(n_col)
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    claims = [Claim(pick([f"Across all {count_word(sum(ns), k)} {per}s, weighting each group by its size, the {noun} "
                          f"is {wt}", f"Weighted by {per} count, the overall {noun} comes to {wt}",
                          f"the {noun} over every {per} (a weighted average of the group figures) is {wt}"], k),
                    [off(t, "plain_as_weighted", pick([f"Across all {count_word(sum(ns), k)} {per}s, weighting each "
                                                       f"group by its size, the {noun} is {w(plain, wd)}",
                                                       f"Weighted by {per} count, the overall {noun} comes to "
                                                       f"{w(plain, wd)}",
                                                       f"the {noun} over every {per} (a weighted average of the group "
                                                       f"figures) is {w(plain, wd)}"], k), wa, plain, wd, real=True)]),
              Claim(f"against a simple mean of the {len(avgs)} group figures of {n(plain, d)}"
                    if far(wa, plain, wd) else "")]
    claims = [c for c in claims if c.text]
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 2 == 1))


def empty(book, db, question, sql, k, ack, bad):
    """An empty result said plainly; the twin asserts a count."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.case(db, rid, "zero_ident", [Claim(ack, [("count_over_empty", bad)])], derived=False)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    emp = Table("northwind", "How many orders, how much revenue and freight did each employee bring?",
                "SELECT e.last_name AS employee, count(*) AS orders, round(sum(r.revenue)::numeric, 2) AS revenue, "
                "round(sum(o.freight)::numeric, 2) AS freight "
                "FROM orders o JOIN employees e ON e.employee_id = o.employee_id "
                "JOIN (SELECT order_id, sum(unit_price * quantity * (1 - discount)) AS revenue FROM order_details "
                "GROUP BY 1) r ON r.order_id = o.order_id GROUP BY 1 ORDER BY 3 DESC")
    comparison(book, emp, "revenue", "Peacock", "Leverling", 0, "revenue", cash=True)
    comparison(book, emp, "orders", "Davolio", "Callahan", 1, "orders")
    comparison(book, emp, "freight", "Fuller", "Suyama", 2, "freight", cash=True)
    rate(book, emp, "revenue", "orders", "King", 0, "order", "revenue", cash=True)
    rate(book, emp, "freight", "orders", "Buchanan", 1, "order", "freight", cash=True)
    share(book, emp, "revenue", "Peacock", 0, "revenue dollars", others=["Leverling", "Davolio"], cash=True)
    subset(book, emp, "orders", ["Dodsworth", "Suyama", "Buchanan"], 0, "orders")
    p = emp["Peacock"]
    rev_tot = sum(emp.col("revenue"))
    book.case("northwind", emp.rid, "plain", [
        Claim(f"{say(len(emp)).capitalize()} employees took orders",
              [words_twin("number_words_wrong_row", f"{say(int(emp['Dodsworth']['orders'])).capitalize()} employees "
                          "took orders", len(emp), emp["Dodsworth"]["orders"])]),
        Claim(f"bringing in {usd(rev_tot)} in all",
              [off(emp, "off", f"bringing in {wusd(rev_tot * 0.84)} in all", rev_tot, rev_tot * 0.84, 2)]),
        Claim(f"Peacock alone handled {int(p['orders'])} orders",
              [off(emp, "neighbour_row", f"Peacock alone handled {int(emp['Leverling']['orders'])} orders",
                   p["orders"], emp["Leverling"]["orders"], 0, real=True)]),
    ], derived=False)
    ft = sum(emp.col("freight"))
    a, ad = about(ft, 1)
    book.case("northwind", emp.rid, "plain", [
        Claim(f"Freight across all employees' orders totals {a} dollars",
              [off(emp, "off", f"Freight across all employees' orders totals {a.split()[0]} "
                   f"{w(ft * 1.22, ad)} dollars", ft, ft * 1.22, ad, approx=True)]),
        Claim(f"the largest freight total is Peacock's at {usd(p['freight'])}",
              [off(emp, "neighbour_row", f"the largest freight total is Peacock's at {usd(emp['Leverling']['freight'])}",
                   p["freight"], emp["Leverling"]["freight"], 2, real=True)]),
        Claim(f"and the lightest to Dodsworth, {usd(emp['Dodsworth']['freight'])}"),
    ], derived=False)

    qtr = Table("northwind", "How many orders and how much freight were there each quarter?",
                "SELECT extract(year FROM order_date)::int || ' Q' || extract(quarter FROM order_date)::int AS quarter, "
                "count(*) AS orders, round(sum(freight)::numeric, 2) AS freight "
                "FROM orders GROUP BY 1 ORDER BY 1")
    change(book, qtr, "orders", "1997 Q4", "1998 Q1", 0, "Orders")
    change(book, qtr, "freight", "1997 Q1", "1997 Q2", 1, "freight", cash=True)
    change(book, qtr, "freight", "1998 Q1", "1998 Q2", 2, "Freight spend", cash=True)
    change(book, qtr, "orders", "1996 Q3", "1997 Q3", 3, "order volume")
    rate(book, qtr, "freight", "orders", "1998 Q1", 2, "order", "freight", cash=True)

    cat = Table("northwind", "What is the average list price and stock per category?",
                "SELECT c.category_name AS category, count(*) AS products, round(avg(p.unit_price)::numeric, 2) "
                "AS avg_price, sum(p.units_in_stock) AS units_in_stock FROM products p "
                "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 3 DESC")
    weighted(book, cat, "avg_price", "products", 0, "average list price", "product")
    comparison(book, cat, "avg_price", "Meat/Poultry", "Seafood", 3, "average price", cash=True, d=2)
    share(book, cat, "units_in_stock", "Seafood", 1, "units in stock", others=["Beverages"])
    book.case("northwind", cat.rid, "plain", [
        Claim(f"Confections has the most products ({say(int(cat['Confections']['products']))})",
              [words_twin("number_words_wrong_row", f"Confections has the most products "
                          f"({say(int(cat['Produce']['products']))})", cat["Confections"]["products"],
                          cat["Produce"]["products"])]),
        Claim(f"and {int(sum(cat.col('units_in_stock'))):,} units sit in stock across the {len(cat)} categories",
              [off(cat, "off", f"and {int(sum(cat.col('units_in_stock')) * 1.3):,} units sit in stock across the "
                   f"{len(cat)} categories", sum(cat.col("units_in_stock")), sum(cat.col("units_in_stock")) * 1.3, 0)]),
    ], derived=False)

    shp = Table("northwind", "How many orders and how much freight did each shipper carry?",
                "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
                "round(max(o.freight)::numeric, 2) AS largest FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
                "GROUP BY 1 ORDER BY 2 DESC")
    rate(book, shp, "freight", "orders", "Speedy Express", 3, "shipment", "freight", cash=True)
    sub = shp["United Package"]
    book.case("northwind", shp.rid, "conversion", [
        Claim(f"United Package's largest single freight charge was {usd(sub['largest'])}"),
        Claim(f"that is {int(round(sub['largest'] * 100)):,} cents",
              [off(shp, "wrong_factor", f"that is {int(round(sub['largest'] * 10)):,} cents", sub["largest"] * 100,
                   round(sub["largest"] * 10), 0, alts=[round(sub["largest"] * 1000)])]),
    ], derived=True)

    comparison(book, shp, "freight", "Federal Shipping", "Speedy Express", 18, "freight", cash=True)
    change(book, qtr, "freight", "1996 Q4", "1997 Q1", 4, "freight", cash=True)
    top = shp.order[0]
    book.case("northwind", shp.rid, "plain", [
        Claim(f"{say(len(shp)).capitalize()} shippers carried {int(sum(shp.col('orders'))):,} orders",
              [off(shp, "off", f"{say(len(shp)).capitalize()} shippers carried "
                   f"{int(sum(shp.col('orders')) * 1.3):,} orders", sum(shp.col("orders")),
                   int(sum(shp.col("orders")) * 1.3), 0)]),
        Claim(f"{top} took the most, {int(shp[top]['orders'])}",
              [off(shp, "neighbour_row", f"{top} took the most, {int(shp[shp.neighbour(top)]['orders'])}",
                   shp[top]["orders"], shp[shp.neighbour(top)]["orders"], 0, real=True)]),
        Claim(f"and the single biggest freight bill anywhere was {usd(max(shp.col('largest')))}"),
    ], derived=False)

    empty(book, "northwind", "Which orders were shipped to Narnia?",
          "SELECT order_id, freight FROM orders WHERE ship_country = 'Narnia'", 0,
          "No orders were shipped to Narnia; the query came back empty.",
          "Fourteen orders were shipped to Narnia, with 312.40 in freight.")
    empty(book, "northwind", "Which products cost more than $500?",
          "SELECT product_name, unit_price FROM products WHERE unit_price > 500", 1,
          "There are no products priced above $500 - the result set is empty.",
          "There are 12 products priced above $500, led by one at $612.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    gen = Table("chinook", "How many tracks, how long and how big is each genre?",
                "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS ms, sum(t.bytes) AS bytes "
                "FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 10")
    comparison(book, gen, "tracks", "Rock", "Latin", 4, "tracks")
    comparison(book, gen, "tracks", "Metal", "Jazz", 5, "tracks")
    share(book, gen, "tracks", "Rock", 2, "tracks", others=["Latin", "Metal"])
    for k, g in enumerate(("Rock", "Jazz", "Blues", "Classical")):
        ms = gen[g]["ms"]
        hrs = ms / 3.6e6
        ht, hd = num(hrs, 1)
        mins = ms / 60000
        mt, md = num(mins, 0)
        if k % 2 == 0:
            claims = [Claim(f"{g} adds up to {int(ms):,} ms of audio"),
                      Claim(f"or {ht} hours",
                            [off(gen, "wrong_factor", f"or {w(ms / 6e4 / 100, hd)} hours", hrs, ms / 6e6, hd,
                                 alts=[ms / 3.6e5, ms / 6e4 / 24, ms / 3.6e7]),
                             off(gen, "wrong_factor", f"or {w(ms / 1000 / 60 / 24, hd)} hours", hrs,
                                 ms / 1000 / 60 / 24, hd)])]
        else:
            claims = [Claim(f"{g}: {int(ms):,} milliseconds in total"),
                      Claim(f"which is {mt} minutes", [off(gen, "wrong_factor", f"which is {w(ms / 6000, md)} minutes",
                                                            mins, ms / 6000, md, alts=[ms / 1e5, ms / 3.6e4, ms / 6e5])])]
        per = ms / gen[g]["tracks"] / 60000
        pt, pd = num(per, 2)
        claims.append(Claim(f"roughly {pt} minutes per track" if k < 2 else f"{pt} min per track on average",
                            [off(gen, "off", (f"roughly {w(per * 1.5, pd)} minutes per track" if k < 2
                                              else f"{w(per * 1.5, pd)} min per track on average"), per, per * 1.5, pd)]))
        book.case("chinook", gen.rid, "conversion", claims, bullets=(k == 3))
    for k, g in enumerate(("TV Shows", "Latin", "Drama")):
        b = gen[g]["bytes"]
        gb = b / 1e9
        gt, gd = num(gb, 1)
        mb = b / gen[g]["tracks"] / 1e6
        mt, md = num(mb, 1)
        book.case("chinook", gen.rid, "conversion", [
            Claim(f"{g} takes {int(b):,} bytes"),
            Claim(pick([f"about {gt} GB", f"{gt} gigabytes", f"({gt} GB)"], k),
                  [off(gen, "wrong_factor", pick([f"about {w(b / 1e6, gd)} GB", f"{w(b / 1e8, gd)} gigabytes",
                                                  f"({w(b / 1e8, gd)} GB)"], k), gb,
                       b / 1e6 if k == 0 else b / 1e8, gd, alts=[b / 1e8, b / 1e7, b / 1e11, b / 2 ** 20])]),
            Claim(f"or {mt} MB a track", [off(gen, "wrong_factor", f"or {w(b / gen[g]['tracks'] / 1e5, md)} MB a track",
                                              mb, b / gen[g]["tracks"] / 1e5, md,
                                              alts=[b / gen[g]["tracks"] / 1e4, b / gen[g]["tracks"] / 1e7])]),
        ])

    cty = Table("chinook", "How much did customers in each country spend?",
                "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS sales "
                "FROM invoice GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    comparison(book, cty, "sales", "USA", "Canada", 6, "sales", cash=True)
    comparison(book, cty, "sales", "France", "Germany", 7, "sales", cash=True)
    rate(book, cty, "sales", "invoices", "Czech Republic", 4, "invoice", "sales", cash=True)
    subset(book, cty, "sales", ["France", "Brazil", "Germany"], 1, "sales", cash=True)
    share(book, cty, "invoices", "USA", 3, "invoices", others=["Canada"])
    book.case("chinook", cty.rid, "plain", [
        Claim(f"The top {say(len(cty))} countries raised {usd(sum(cty.col('sales')))}",
              [off(cty, "off", f"The top {say(len(cty))} countries raised {wusd(sum(cty.col('sales')) * 1.35)}",
                   sum(cty.col("sales")), sum(cty.col("sales")) * 1.35, 2)]),
        Claim(f"over {int(sum(cty.col('invoices')))} invoices"),
        Claim(f"Brazil and France issued {say(int(cty['Brazil']['invoices']))} invoices each",
              [words_twin("number_words_wrong_row", f"Brazil and France issued {say(int(cty['Germany']['invoices']))} "
                          "invoices each", cty["Brazil"]["invoices"], cty["Germany"]["invoices"])]),
    ], derived=False)

    yr = Table("chinook", "How much revenue came in each year?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    change(book, yr, "revenue", "2021", "2022", 0, "Revenue", cash=True)
    change(book, yr, "revenue", "2024", "2025", 1, "yearly sales", cash=True)
    change(book, yr, "invoices", "2024", "2025", 2, "invoices")
    book.case("chinook", yr.rid, "plain", [
        Claim(f"Across the {say(len(yr))} years the store billed {usd(sum(yr.col('revenue')))}",
              [off(yr, "off", f"Across the {say(len(yr))} years the store billed "
                   f"{wusd(sum(yr.col('revenue')) * 0.8)}", sum(yr.col("revenue")), sum(yr.col("revenue")) * 0.8, 2)]),
        Claim(f"on {int(sum(yr.col('invoices')))} invoices"),
        Claim(f"averaging {usd(sum(yr.col('revenue')) / len(yr))} a year",
              [off(yr, "off", f"averaging {wusd(sum(yr.col('revenue')) / len(yr) * 1.25)} a year",
                   sum(yr.col("revenue")) / len(yr), sum(yr.col("revenue")) / len(yr) * 1.25, 2)]),
    ], derived=False)

    med = Table("chinook", "How many tracks of each media type, at what average price?",
                "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.unit_price), 4) AS avg_price, "
                "sum(t.bytes) AS bytes FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id "
                "GROUP BY 1 ORDER BY 2 DESC")
    weighted(book, med, "avg_price", "tracks", 2, "average track price", "track", d=3)
    share(book, med, "tracks", "Protected AAC audio file", 4, "tracks", others=["Protected MPEG-4 video file"])
    vid = med["Protected MPEG-4 video file"]
    book.case("chinook", med.rid, "conversion", [
        Claim(f"Protected MPEG-4 video averages {usd(vid['avg_price'], 4)} a track"),
        Claim(f"that is {n(vid['avg_price'] * 100, 2)} cents",
              [off(med, "wrong_factor", f"that is {w(vid['avg_price'] * 1000, 2)} cents", vid["avg_price"] * 100,
                   vid["avg_price"] * 1000, 2, alts=[vid["avg_price"] * 10])]),
    ])

    comparison(book, med, "tracks", "MPEG audio file", "Protected AAC audio file", 20, "tracks")
    change(book, yr, "revenue", "2022", "2023", 3, "annual revenue", cash=True)
    book.case("chinook", gen.rid, "plain", [
        Claim(f"Rock dominates with {int(gen['Rock']['tracks']):,} tracks",
              [off(gen, "neighbour_row", f"Rock dominates with {int(gen['Latin']['tracks']):,} tracks",
                   gen["Rock"]["tracks"], gen["Latin"]["tracks"], 0, real=True)]),
        Claim(f"the top {say(len(gen))} genres hold {int(sum(gen.col('tracks'))):,} between them",
              [off(gen, "off", f"the top {say(len(gen))} genres hold {int(sum(gen.col('tracks')) * 0.8):,} between "
                   "them", sum(gen.col("tracks")), int(sum(gen.col("tracks")) * 0.8), 0)]),
        Claim(f"TV Shows has {say(int(gen['TV Shows']['tracks']))}",
              [words_twin("number_words_wrong_row", f"TV Shows has {say(int(gen['Blues']['tracks']))}",
                          gen["TV Shows"]["tracks"], gen["Blues"]["tracks"])]),
    ], derived=False)
    book.case("chinook", med.rid, "plain", [
        Claim(f"There are {say(len(med))} media types"),
        Claim(f"MPEG audio files account for {int(med['MPEG audio file']['tracks']):,} tracks"),
        Claim(f"and {about(med['MPEG audio file']['bytes'] / 1e9, 1)[0]} billion bytes",
              [off(med, "off", f"and {about(med['MPEG audio file']['bytes'] / 1e9, 1)[0].rsplit(' ', 1)[0]} "
                   f"{w(med['MPEG audio file']['bytes'] / 1e9 * 1.5, about(med['MPEG audio file']['bytes'] / 1e9, 1)[1])} "
                   "billion bytes", med["MPEG audio file"]["bytes"] / 1e9, med["MPEG audio file"]["bytes"] / 1e9 * 1.5,
                   about(med["MPEG audio file"]["bytes"] / 1e9, 1)[1], approx=True)]),
    ], derived=False)

    lt = Table("chinook", "What are the longest tracks?",
               "SELECT name, milliseconds, bytes FROM track ORDER BY milliseconds DESC LIMIT 6")
    for k, r in enumerate(lt.rows[:3:2]):
        ms = r["milliseconds"]
        mins = ms / 60000
        a, ad = about(mins, k)
        hrs = ms / 3.6e6
        ht, hd = num(hrs, 2)
        mb = r["bytes"] / 1e6
        mt, md = num(mb, 1)
        hedge = a.rsplit(" ", 1)[0]
        book.case("chinook", lt.rid, "conversion", [
            Claim(pick([f"The longest track, {r['name']}, runs {int(ms):,} ms", f"{r['name']} lasts {int(ms):,} milliseconds"], k)),
            Claim(f"{a} minutes", [off(lt, "wrong_factor", f"{hedge} {w(ms / 1e5, ad)} minutes", mins, ms / 1e5, ad,
                                       approx=True, alts=[ms / 6e3, ms / 3.6e4, ms / 1e3 / 100])]),
            Claim(f"or {ht} hours of video", [off(lt, "wrong_factor", f"or {w(ms / 6e5, hd)} hours of video", hrs,
                                                  ms / 6e5, hd, alts=[ms / 6e4 / 100, ms / 3.6e5, ms / 1e6 / 24])]),
            Claim(f"in a {mt} MB file", [off(lt, "wrong_factor", f"in a {w(r['bytes'] / 1e3, md)} MB file", mb,
                                             r["bytes"] / 1e3, md, alts=[r["bytes"] / 1e5, r["bytes"] / 1e8])]),
        ], bullets=(k == 1))

    empty(book, "chinook", "Which invoices were billed to Atlantis?",
          "SELECT invoice_id, total FROM invoice WHERE billing_country = 'Atlantis'", 2,
          "Nothing: zero invoices were billed to Atlantis.",
          "Atlantis was billed 23 times, for $41.58 in all.")
    empty(book, "chinook", "Which tracks run longer than ten hours?",
          "SELECT name, milliseconds FROM track WHERE milliseconds > 36000000", 3,
          "None of the tracks runs longer than ten hours; the query found no rows.",
          "Eleven tracks run longer than ten hours, the longest at 38,214,117 ms.")
    alb = Table("chinook", "Which albums have digits in their titles, and how many tracks do they have?",
                "SELECT a.title, count(*) AS tracks FROM album a JOIN track t ON t.album_id = a.album_id "
                "WHERE a.title ~ '[0-9]{2}' GROUP BY 1 ORDER BY 1")
    idents(book, alb, "title", "tracks", "tracks", 0, limit=4, what="albums with numbers in their titles")


def idents(book, t, name_col, val_col, noun, k, limit=3, least=10, what=None):
    """Names with digits in them (two or more, not a year), cited as written; the twin
    changes those digits."""
    made = 0
    for r in t.rows:
        name = r[name_col]
        m = next((g for g in re.finditer(r"\d+", name)
                  if len(g.group(0)) >= 2 and not 1900 <= int(g.group(0)) <= 2100), None)
        if not m or made >= limit or r[val_col] < least or int(m.group(0)) < 10:
            continue
        digits = m.group(0)
        nd = str(int(digits) + (7 if len(digits) < 3 else 30))
        if len(nd) != len(digits) or 1900 <= int(nd) <= 2100:
            nd = str(int(digits) - 3)
        if len(nd) != len(digits):
            continue
        bad_name = name[:m.start()] + nd + name[m.end():]
        if any(nd in str(x[name_col]) for x in t.rows) or any(abs(a - float(nd)) <= 0.5 for a in t.basic):
            continue
        v = r[val_col]
        vt = f"{int(v)}" if float(v).is_integer() else n(v, 1)
        text = pick([f"{name} has {vt} {noun}", f"'{name}' - {vt} {noun}", f"{name}, with {vt} {noun}",
                     f"the entry {name} shows {vt} {noun}"], k + made)
        lead = [Claim(f"{count_word(len(t), k + made).capitalize()} {what} came back")] if what and made % 2 == 0 else []
        book.case(t.db, t.rid, "zero_ident", lead + [Claim(text, [wrong("changed_identifier",
                                                                        text.replace(name, bad_name),
                                                                        digits, nd, 0, exact=True)])], derived=False)
        made += 1


# ---------------------------------------------------------------------------
# atis
# ---------------------------------------------------------------------------


def atis(book):
    ac = Table("defog_atis", "How big are the aircraft, and how far can they fly?",
               "SELECT aircraft_code, manufacturer, capacity, range_miles, weight, length, wing_span, cruising_speed "
               "FROM aircraft ORDER BY capacity DESC")
    for k, code in enumerate(("B777", "A320", "CRJ200", "B787")):
        r = ac[code]
        km = r["range_miles"] * KM_PER_MI
        kt, kd = num(km, 0)
        a, ad = about(km, k)
        text = pick([f"{code} range: {int(r['range_miles']):,} miles ({kt} km)",
                     f"The {code} flies {int(r['range_miles']):,} miles, {a} kilometres",
                     f"{code}: {int(r['range_miles']):,} mi, or {kt} km",
                     f"the {code} can cover {int(r['range_miles']):,} miles - {a} km"], k)
        approx = k % 2 == 1
        wv = r["range_miles"] / KM_PER_MI
        wt = w(wv, ad if approx else kd)
        bad = text.replace(a if approx else kt, (a.rsplit(" ", 1)[0] + " " + wt) if approx else wt)
        claims = [Claim(text, [off(ac, "wrong_factor", bad, km, wv, ad if approx else kd, approx=approx,
                                   alts=[r["range_miles"] * 1.852, r["range_miles"] * 1.15078, r["range_miles"] * 0.621371])])]
        kg = r["weight"] * KG_PER_LB
        tt, td = num(kg / 1000, 1)
        claims.append(Claim(f"it weighs {int(r['weight']):,} lb, about {tt} tonnes",
                            [off(ac, "wrong_factor", f"it weighs {int(r['weight']):,} lb, about "
                                 f"{w(r['weight'] / KG_PER_LB / 1000, td)} tonnes", kg / 1000,
                                 r["weight"] / KG_PER_LB / 1000, td, approx=True,
                                 alts=[r["weight"] / 1000, r["weight"] * KG_PER_LB / 100, r["weight"] / 2204.6 / 10])]))
        if k % 2 == 0:
            m = r["length"] * M_PER_FT
            mt, md = num(m, 1)
            claims.append(Claim(f"and is {int(r['length'])} ft ({mt} m) long",
                                [off(ac, "wrong_factor", f"and is {int(r['length'])} ft ({w(r['length'] / M_PER_FT, md)} "
                                     "m) long", m, r["length"] / M_PER_FT, md,
                                     alts=[r["length"] * 0.9144, r["length"] * 0.0254, r["length"] / 3.28 * 10])]))
        book.case("defog_atis", ac.rid, "conversion", claims, bullets=(k == 2))
    comparison(book, ac, "capacity", "A380", "B747", 8, "seats")
    comparison(book, ac, "range_miles", "B787", "A320", 9, "range in miles")
    comparison(book, ac, "weight", "B747", "B777", 10, "weight in pounds")
    subset(book, ac, "capacity", ["A350", "A330", "B787"], 2, "seats")
    share(book, ac, "capacity", "A380", 5, "seats", others=["B777", "A350"])
    cap = ac.col("capacity")
    book.case("defog_atis", ac.rid, "plain", [
        Claim(f"The fleet table lists {say(len(ac))} aircraft types"),
        Claim(f"seating {int(sum(cap)):,} passengers between them",
              [off(ac, "off", f"seating {int(sum(cap) * 1.4):,} passengers between them", sum(cap), sum(cap) * 1.4, 0)]),
        Claim(f"{n(sum(cap) / len(cap), 1)} seats on average",
              [off(ac, "off", f"{w(sum(cap) / len(cap) * 0.7, 1)} seats on average", sum(cap) / len(cap),
                   sum(cap) / len(cap) * 0.7, 1)]),
    ], derived=False)
    book.case("defog_atis", ac.rid, "plain", [
        Claim(f"The widest wingspan is the A380's at {int(ac['A380']['wing_span'])} feet",
              [off(ac, "neighbour_row", f"The widest wingspan is the A380's at {int(ac['B747']['wing_span'])} feet",
                   ac["A380"]["wing_span"], ac["B747"]["wing_span"], 0, real=True)]),
        Claim(f"the fastest cruiser is the B787 at {int(ac['B787']['cruising_speed'])} mph",
              [off(ac, "off", f"the fastest cruiser is the B787 at {int(ac['B787']['cruising_speed'] * 1.3)} mph",
                   ac["B787"]["cruising_speed"], int(ac["B787"]["cruising_speed"] * 1.3), 0)]),
        Claim(f"and the CRJ200's wings span just {say(int(ac['CRJ200']['wing_span']))} feet",
              [words_twin("number_words_wrong_row", f"and the CRJ200's wings span just "
                          f"{say(int(ac['E190']['wing_span']))} feet", ac["CRJ200"]["wing_span"],
                          ac["E190"]["wing_span"])]),
    ], derived=False)
    a3, b7 = ac["A380"]["wing_span"], ac["B747"]["wing_span"]
    book.case("defog_atis", ac.rid, "conversion", [
        Claim(f"Wingspans: the A380 spans {int(a3)} ft, about {n(a3 * M_PER_FT, 1)} m",
              [off(ac, "wrong_factor", f"Wingspans: the A380 spans {int(a3)} ft, about {w(a3 / M_PER_FT, 1)} m",
                   a3 * M_PER_FT, a3 / M_PER_FT, 1, approx=True, alts=[a3 * 0.9144, a3 / 3.28 * 10])]),
        Claim(f"the B747 {int(b7)} ft ({n(b7 * M_PER_FT, 1)} m)",
              [off(ac, "wrong_factor", f"the B747 {int(b7)} ft ({w(b7 * 0.9144, 1)} m)", b7 * M_PER_FT,
                   b7 * 0.9144, 1, alts=[b7 / M_PER_FT, b7 * 0.0254 * 10])]),
        Claim(f"so the A380's wings are {n((a3 - b7) * M_PER_FT, 1)} m wider",
              [off(ac, "wrong_factor", f"so the A380's wings are {w((a3 - b7) / M_PER_FT, 1)} m wider",
                   (a3 - b7) * M_PER_FT, (a3 - b7) / M_PER_FT, 1, alts=[(a3 - b7) * 0.9144])]),
    ])
    mph = ac["B787"]["cruising_speed"]
    kmh = mph * KM_PER_MI
    book.case("defog_atis", ac.rid, "conversion", [
        Claim(f"The B787 cruises at {int(mph)} mph"),
        Claim(f"which is {n(kmh, 0)} km/h", [off(ac, "wrong_factor", f"which is {w(mph / KM_PER_MI, 0)} km/h", kmh,
                                                  mph / KM_PER_MI, 0, alts=[mph * 1.852, mph * 0.44704 * 10])]),
    ])

    fa = Table("defog_atis", "What do the fares of each airline cost?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS one_way, "
               "round(avg(round_trip_cost), 2) AS round_trip FROM fare GROUP BY 1 ORDER BY 3 DESC")
    comparison(book, fa, "one_way", "VX", "AA", 11, "average one-way fare", cash=True, d=2)
    weighted(book, fa, "one_way", "fares", 3, "average one-way fare", "fare")
    r = fa["UA"]
    book.case("defog_atis", fa.rid, "change", [
        Claim(f"On UA a round trip averages {usd(r['round_trip'])} against {usd(r['one_way'])} one way"),
        Claim(f"{n(100 * (r['round_trip'] / r['one_way'] - 1), 1)}% more for the return",
              [off(fa, "wrong_base", f"{w(100 * (1 - r['one_way'] / r['round_trip']), 1)}% more for the return",
                   100 * (r["round_trip"] / r["one_way"] - 1), 100 * (1 - r["one_way"] / r["round_trip"]), 1,
                   real=True)]),
        Claim(f"an extra {usd(r['round_trip'] - r['one_way'])}"),
    ])
    r = fa["AA"]
    book.case("defog_atis", fa.rid, "change", [
        Claim(f"AA's fares average {usd(r['one_way'])} one way and {usd(r['round_trip'])} for a round trip"),
        Claim(f"the return costs {n(100 * (r['round_trip'] / r['one_way'] - 1), 1)}% more",
              [off(fa, "wrong_base", f"the return costs {w(100 * (1 - r['one_way'] / r['round_trip']), 1)}% more",
                   100 * (r["round_trip"] / r["one_way"] - 1), 100 * (1 - r["one_way"] / r["round_trip"]), 1,
                   real=True)]),
    ])
    hi = fa.order[0]
    book.case("defog_atis", fa.rid, "plain", [
        Claim(f"{say(len(fa)).capitalize()} airlines file fares"),
        Claim(f"{hi} has the highest average one-way fare at {usd(fa[hi]['one_way'])}",
              [off(fa, "neighbour_row", f"{hi} has the highest average one-way fare at "
                   f"{usd(fa[fa.neighbour(hi)]['one_way'])}", fa[hi]["one_way"], fa[fa.neighbour(hi)]["one_way"], 2,
                   real=True)]),
        Claim(f"and {fa.order[-1]} the lowest, {usd(fa[fa.order[-1]]['one_way'])}"),
        Claim(f"the mean across airlines is {usd(sum(fa.col('one_way')) / len(fa))}",
              [off(fa, "off", f"the mean across airlines is {wusd(sum(fa.col('one_way')) / len(fa) * 1.3, 2)}",
                   sum(fa.col("one_way")) / len(fa), sum(fa.col("one_way")) / len(fa) * 1.3, 2)]),
    ], derived=False)
    fl = Table("defog_atis", "Which flights leave ORD or JFK, and on which airline?",
               "SELECT flight_number, from_airport, to_airport, airline_code, stops FROM flight "
               "WHERE from_airport IN ('ORD', 'JFK') ORDER BY flight_id")
    made = 0
    for k, r in enumerate(fl.rows):
        fn = r["flight_number"]
        m = re.search(r"\d+", fn)
        if not m or made >= 3 or len(m.group(0)) < 3:
            continue
        bad = fn[:m.start()] + str(int(m.group(0)) + 222) + fn[m.end():]
        if any(bad == x["flight_number"] for x in fl.rows) or \
                any(abs(v - (int(m.group(0)) + 222)) <= 0.5 for v in fl.basic):
            continue
        text = pick([f"Flight {fn} runs {r['from_airport']} to {r['to_airport']}",
                     f"{r['airline_code']} operates {fn} from {r['from_airport']} to {r['to_airport']}",
                     f"The {r['from_airport']}-{r['to_airport']} service is {fn}"], made)
        book.case("defog_atis", fl.rid, "zero_ident", [
            Claim(f"{say(len(fl)).capitalize()} flights leave ORD or JFK."),
            Claim(text, [wrong("changed_identifier", text.replace(fn, bad), fn, bad, 0, exact=True)])], derived=False)
        made += 1
    empty(book, "defog_atis", "Which flights leave from Boise?",
          "SELECT flight_number FROM flight WHERE from_airport = 'BOI'", 4,
          "There are no flights out of Boise (BOI) in the data; zero rows came back.",
          "Boise (BOI) has 17 departing flights in the data.")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    yr = Table("spider_car_1", "How did fuel economy, horsepower and weight change by model year?",
               "SELECT year::text AS model_year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(horsepower), 1) AS horsepower, round(avg(weight), 1) AS weight "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    change(book, yr, "mpg", "1970", "1982", 4, "average fuel economy", d=2, unit=" mpg")
    change(book, yr, "horsepower", "1970", "1982", 5, "average horsepower", d=1)
    change(book, yr, "mpg", "1979", "1980", 6, "mean mpg", d=2)
    change(book, yr, "weight", "1973", "1974", 7, "average curb weight", d=1, unit=" lb")
    change(book, yr, "cars", "1973", "1974", 8, "models")
    weighted(book, yr, "mpg", "cars", 4, "average mpg", "car")
    comparison(book, yr, "horsepower", "1970", "1980", 19, "average horsepower", d=1)
    w70, w82 = yr["1970"]["weight"], yr["1982"]["weight"]
    book.case("spider_car_1", yr.rid, "conversion", [
        Claim(f"The average 1970 car weighed {n(w70, 1)} lb, or {n(w70 * KG_PER_LB, 0)} kg",
              [off(yr, "wrong_factor", f"The average 1970 car weighed {n(w70, 1)} lb, or {w(w70 * LB_PER_KG, 0)} kg",
                   w70 * KG_PER_LB, w70 * LB_PER_KG, 0, alts=[w70 / 1.6, w70 * 0.6])]),
        Claim(f"by 1982 that was down to {n(w82, 1)} lb ({n(w82 * KG_PER_LB, 0)} kg)",
              [off(yr, "wrong_factor", f"by 1982 that was down to {n(w82, 1)} lb ({w(w82 * LB_PER_KG, 0)} kg)",
                   w82 * KG_PER_LB, w82 * LB_PER_KG, 0, alts=[w82 / 1.6, w82 * 0.6])]),
        Claim(f"about {n((w70 - w82) * KG_PER_LB / 1000, 2)} tonnes lighter",
              [off(yr, "wrong_factor", f"about {w((w70 - w82) / 1000, 2)} tonnes lighter", (w70 - w82) * KG_PER_LB / 1000,
                   (w70 - w82) / 1000, 2, approx=True, alts=[(w70 - w82) / 2204.6 * 10])]),
    ])
    change(book, yr, "weight", "1975", "1976", 12, "average weight", d=1, unit=" lb")
    change(book, yr, "cars", "1977", "1978", 13, "the number of cars")
    best = max(yr.rows, key=lambda x: x["mpg"])
    most = max(yr.rows, key=lambda x: x["cars"])
    book.case("spider_car_1", yr.rid, "plain", [
        Claim(f"The data covers {say(len(yr))} model years"),
        Claim(f"{most['_key']} has the most cars ({int(most['cars'])})",
              [off(yr, "neighbour_row", f"{most['_key']} has the most cars "
                   f"({int(yr[yr.neighbour(most['_key'])]['cars'])})", most["cars"],
                   yr[yr.neighbour(most["_key"])]["cars"], 0, real=True)]),
        Claim(f"and {best['_key']} the best fuel economy, {n(best['mpg'], 2)} mpg on average",
              [off(yr, "off", f"and {best['_key']} the best fuel economy, {w(best['mpg'] * 1.25, 2)} mpg on "
                   "average", best["mpg"], best["mpg"] * 1.25, 2)]),
    ], derived=False)
    cy = Table("spider_car_1", "How do cars with different cylinder counts compare?",
               "SELECT cylinders::text || ' cylinders' AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(weight), 1) AS weight, round(avg(horsepower), 1) AS horsepower FROM cars_data "
               "GROUP BY cylinders ORDER BY cylinders")
    comparison(book, cy, "mpg", "4 cylinders", "8 cylinders", 12, "average mpg", d=2)
    comparison(book, cy, "weight", "8 cylinders", "6 cylinders", 13, "average weight", d=1)
    change(book, cy, "horsepower", "4 cylinders", "6 cylinders", 9, "average horsepower", d=1, prep="with")
    share(book, cy, "cars", "4 cylinders", 6, "cars", others=["8 cylinders"])
    for k, c in enumerate(("4 cylinders", "8 cylinders", "6 cylinders")):
        r = cy[c]
        kmpl = r["mpg"] * KMPL_PER_MPG
        kt, kd = num(kmpl, 2)
        kg = r["weight"] * KG_PER_LB
        gt, gd = num(kg, 0)
        kw = r["horsepower"] * KW_PER_HP
        wt, wd = num(kw, 1)
        claims = [Claim(f"{c} cars average {n(r['mpg'], 2)} mpg, or {kt} km per litre",
                        [off(cy, "wrong_factor", f"{c} cars average {n(r['mpg'], 2)} mpg, or "
                             f"{w(r['mpg'] * KM_PER_MI, kd)} km per litre", kmpl, r["mpg"] * KM_PER_MI, kd,
                             alts=[r["mpg"] * 1.609344 / 4.54609, r["mpg"] / KM_PER_MI, r["mpg"] * 3.785411784 / 1.609344])])]
        if k != 1:
            claims.append(Claim(f"weigh {n(r['weight'], 1)} lb ({gt} kg)",
                                [off(cy, "wrong_factor", f"weigh {n(r['weight'], 1)} lb ({w(r['weight'] * LB_PER_KG, gd)}"
                                     " kg)", kg, r["weight"] * LB_PER_KG, gd,
                                     alts=[r["weight"] / 1.6, r["weight"] * KG_PER_LB * 10, r["weight"] / 3.5])]))
        if k != 2:
            claims.append(Claim(f"and put out {n(r['horsepower'], 1)} hp, about {wt} kW",
                                [off(cy, "wrong_factor", f"and put out {n(r['horsepower'], 1)} hp, about "
                                     f"{w(r['horsepower'] / KW_PER_HP, wd)} kW", kw, r["horsepower"] / KW_PER_HP, wd,
                                     approx=True, alts=[r["horsepower"] * 0.5, r["horsepower"] * 1.36, r["horsepower"] * 7.457])]))
        book.case("spider_car_1", cy.rid, "conversion", claims, bullets=(k == 1))
    book.case("spider_car_1", cy.rid, "plain", [
        Claim(f"The data holds {int(sum(cy.col('cars')))} cars",
              [off(cy, "off", f"The data holds {int(sum(cy.col('cars')) * 1.25)} cars", sum(cy.col("cars")),
                   int(sum(cy.col("cars")) * 1.25), 0)]),
        Claim(f"only {say(int(cy['3 cylinders']['cars']))} with three cylinders and "
              f"{say(int(cy['5 cylinders']['cars']))} with five"),
        Claim(f"while {say(int(cy['6 cylinders']['cars']))} have six",
              [words_twin("number_words_wrong_row", f"while {say(int(cy['8 cylinders']['cars']) % 100)} have six",
                          cy["6 cylinders"]["cars"], int(cy["8 cylinders"]["cars"]) % 100)]),
    ], derived=False)

    mk = Table("spider_car_1", "Which named cars with digits in their names are the most economical?",
               "SELECT n.make AS car, d.mpg, d.horsepower, d.weight FROM car_names n JOIN cars_data d ON d.id = n.makeid "
               "WHERE n.make ~ '[0-9]{3}' AND d.mpg > 0 ORDER BY d.mpg DESC, 1 LIMIT 12")
    idents(book, mk, "car", "horsepower", "horsepower", 1, limit=4, what="cars with three-digit model numbers")
    empty(book, "spider_car_1", "Which cars have twelve cylinders?",
          "SELECT id, mpg FROM cars_data WHERE cylinders = 12", 5,
          "No car in the data has twelve cylinders: the result is empty.",
          "Twelve-cylinder cars: 13 of them, averaging 11.4 mpg.")
    top = mk.rows[0]
    book.case("spider_car_1", mk.rid, "plain", [
        Claim(f"The most economical of these is the {top['car']} at {n(top['mpg'], 1)} mpg"),
        Claim(f"the {len(mk)} cars average {n(sum(mk.col('mpg')) / len(mk), 2)} mpg",
              [off(mk, "off", f"the {len(mk)} cars average {w(sum(mk.col('mpg')) / len(mk) * 1.3, 2)} mpg",
                   sum(mk.col("mpg")) / len(mk), sum(mk.col("mpg")) / len(mk) * 1.3, 2)]),
        Claim(f"and weigh {about(sum(mk.col('weight')) / len(mk), 2)[0]} lb on average",
              [off(mk, "off", f"and weigh {about(sum(mk.col('weight')) / len(mk), 2)[0].rsplit(' ', 1)[0]} "
                   f"{w(sum(mk.col('weight')) / len(mk) * 1.4, about(sum(mk.col('weight')) / len(mk), 2)[1])} lb on "
                   "average", sum(mk.col("weight")) / len(mk), sum(mk.col("weight")) / len(mk) * 1.4,
                   about(sum(mk.col("weight")) / len(mk), 2)[1], approx=True)]),
    ], derived=False)


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    pub = Table("superhero", "How tall and heavy are the heroes of each publisher?",
                "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm), 1) AS height_cm, "
                "round(avg(s.weight_kg), 1) AS weight_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
                "WHERE s.height_cm BETWEEN 50 AND 400 AND s.weight_kg BETWEEN 10 AND 1000 AND p.publisher_name <> '' "
                "GROUP BY 1 HAVING count(*) >= 2 ORDER BY 2 DESC")
    comparison(book, pub, "heroes", "Marvel Comics", "DC Comics", 14, "heroes")
    comparison(book, pub, "weight_kg", "Marvel Comics", "Dark Horse Comics", 15, "average weight in kg", d=1)
    weighted(book, pub, "height_cm", "heroes", 5, "average height in cm", "hero", d=1)
    subset(book, pub, "heroes", ["Dark Horse Comics", "George Lucas", "Image Comics"] if "Image Comics" in pub.by
           else ["Dark Horse Comics", "George Lucas", "Shueisha"], 3, "heroes")
    change(book, pub, "height_cm", "Marvel Comics", "DC Comics", 10, "average height", d=1, unit=" cm", prep="at")
    for k, p in enumerate(("Marvel Comics", "DC Comics", "Dark Horse Comics")):
        r = pub[p]
        cm = r["height_cm"]
        ft = cm / (CM_PER_IN * 12)
        ftt, ftd = num(ft, 2)
        lb = r["weight_kg"] * LB_PER_KG
        lt, ld = num(lb, 1)
        book.case("superhero", pub.rid, "conversion", [
            Claim(pick([f"{p} heroes average {n(cm, 1)} cm, which is {ftt} feet",
                        f"The typical {p} hero stands {n(cm, 1)} cm ({ftt} ft)",
                        f"{p}: {n(cm, 1)} cm tall on average, {ftt} feet"], k),
                  [off(pub, "wrong_factor", pick([f"{p} heroes average {n(cm, 1)} cm, which is {w(cm / 12, ftd)} feet",
                                                  f"The typical {p} hero stands {n(cm, 1)} cm ({w(cm / 12, ftd)} ft)",
                                                  f"{p}: {n(cm, 1)} cm tall on average, {w(cm / 12, ftd)} feet"], k),
                       ft, cm / 12, ftd, alts=[cm / 10 / 3.28, cm / 3.28, cm / 2.54 / 10, cm / 100 * 1.0936])]),
            Claim(f"and {n(r['weight_kg'], 1)} kg, about {lt} pounds",
                  [off(pub, "wrong_factor", f"and {n(r['weight_kg'], 1)} kg, about {w(r['weight_kg'] * KG_PER_LB, ld)} "
                       "pounds", lb, r["weight_kg"] * KG_PER_LB, ld, approx=True,
                       alts=[r["weight_kg"] * 1.6, r["weight_kg"] * 2.8, r["weight_kg"] / 2.2 * 10])]),
        ], bullets=(k == 2))

    comparison(book, pub, "height_cm", "DC Comics", "Marvel Comics", 21, "average height (cm)", d=1)
    change(book, pub, "weight_kg", "Marvel Comics", "Dark Horse Comics", 14, "average weight", d=1, unit=" kg",
           prep="at")
    book.case("superhero", pub.rid, "plain", [
        Claim(f"{len(pub)} publishers have at least two heroes with a recorded height and weight"),
        Claim(f"{int(sum(pub.col('heroes'))):,} heroes in all",
              [off(pub, "off", f"{int(sum(pub.col('heroes')) * 1.3):,} heroes in all", sum(pub.col("heroes")),
                   int(sum(pub.col("heroes")) * 1.3), 0)]),
        Claim(f"Marvel Comics alone has {int(pub['Marvel Comics']['heroes'])}"),
        Claim(f"Dark Horse Comics {say(int(pub['Dark Horse Comics']['heroes']))}",
              [words_twin("number_words_wrong_row", f"Dark Horse Comics {say(int(pub['George Lucas']['heroes']) + 0)}",
                          pub["Dark Horse Comics"]["heroes"], pub["George Lucas"]["heroes"])]),
    ], derived=False)
    al = Table("superhero", "How many heroes are there of each alignment?",
               "SELECT a.alignment, count(*) AS heroes, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 50 AND 400), 1) AS height_cm "
               "FROM superhero s JOIN alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    share(book, al, "heroes", "Good", 7, "heroes", others=["Bad"])
    share(book, al, "heroes", "Bad", 8, "heroes", others=["Good"])
    comparison(book, al, "heroes", "Good", "Bad", 16, "heroes")
    for k, name in enumerate(("Good", "Bad")):
        cm = al[name]["height_cm"]
        ft = cm / (CM_PER_IN * 12)
        ftt, ftd = num(ft, 2)
        inch = cm / CM_PER_IN
        it, idd = num(inch, 1)
        book.case("superhero", al.rid, "conversion", [
            Claim(pick([f"{name} heroes with a recorded height average {n(cm, 1)} cm",
                        f"The mean height of {name.lower()} characters is {n(cm, 1)} centimetres"], k)),
            Claim(f"roughly {ftt} feet", [off(al, "wrong_factor", f"roughly {w(cm / 12, ftd)} feet", ft, cm / 12, ftd,
                                              approx=True, alts=[cm / 3.28, cm / 10 / 3.28, cm / 2.54 / 10])]),
            Claim(f"or {it} inches", [off(al, "wrong_factor", f"or {w(cm * CM_PER_IN, idd)} inches", inch,
                                          cm * CM_PER_IN, idd, alts=[cm / 12, cm * 0.3937 * 10, cm / 2])]),
        ], bullets=(k == 1))
    tot = sum(al.col("heroes"))
    book.case("superhero", al.rid, "plain", [
        Claim(f"{int(tot):,} heroes carry an alignment",
              [off(al, "off", f"{int(tot * 0.75):,} heroes carry an alignment", tot, int(tot * 0.75), 0)]),
        Claim(f"{int(al['Good']['heroes'])} good, {int(al['Bad']['heroes'])} bad",
              [off(al, "neighbour_row", f"{int(al['Good']['heroes'])} good, {int(al['Neutral']['heroes'])} bad",
                   al["Bad"]["heroes"], al["Neutral"]["heroes"], 0, real=True)]),
        Claim(f"and {say(int(al['Neutral']['heroes']))} neutral" if al["Neutral"]["heroes"] < 100
              else f"and {int(al['Neutral']['heroes'])} neutral"),
    ], derived=False)

    dg = Table("superhero", "Which heroes have digits in their names, and how tall and heavy are they?",
               "SELECT superhero_name, height_cm, weight_kg FROM superhero "
               "WHERE superhero_name ~ '[0-9]' AND height_cm > 0 AND weight_kg > 0 ORDER BY 1")
    idents(book, dg, "superhero_name", "height_cm", "cm of height", 2, limit=4,
           what="heroes with digits in their names")
    r = dg["T-1000"]
    inch = r["height_cm"] / CM_PER_IN
    it, idd = num(inch, 1)
    book.case("superhero", dg.rid, "conversion", [
        Claim(f"T-1000 stands {int(r['height_cm'])} cm, or {it} inches",
              [off(dg, "wrong_factor", f"T-1000 stands {int(r['height_cm'])} cm, or {w(r['height_cm'] * CM_PER_IN, idd)} "
                   "inches", inch, r["height_cm"] * CM_PER_IN, idd,
                   alts=[r["height_cm"] / 30.48, r["height_cm"] / 1.8, r["height_cm"] * 0.254])]),
        Claim(f"and weighs {int(r['weight_kg'])} kg ({n(r['weight_kg'] * LB_PER_KG, 0)} lb)",
              [off(dg, "wrong_factor", f"and weighs {int(r['weight_kg'])} kg ({w(r['weight_kg'] * KG_PER_LB, 0)} lb)",
                   r["weight_kg"] * LB_PER_KG, r["weight_kg"] * KG_PER_LB, 0,
                   alts=[r["weight_kg"] * 1.6, r["weight_kg"] * 2.9, r["weight_kg"] * 3.3])]),
    ])
    empty(book, "superhero", "Which heroes are published by Atlas Seaboard?",
          "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
          "WHERE p.publisher_name = 'Atlas Seaboard'", 6,
          "The query returned nothing - there are no Atlas Seaboard heroes in this database.",
          "Atlas Seaboard publishes 16 of the heroes in this database.")


# ---------------------------------------------------------------------------
# tvshow and voter_1
# ---------------------------------------------------------------------------


def small(book):
    tv = Table("spider_tvshow", "How did the episodes rate, and how many watched?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, weekly_rank "
               "FROM tv_series ORDER BY viewers_m::numeric DESC")
    comparison(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 17, "viewers (millions)", d=2)
    change(book, tv, "viewers_m", "Friendly Skies", "Game Three", 11, "the audience", d=2, unit=" million", prep="for")
    v = tv.col("viewers_m")
    book.case("spider_tvshow", tv.rid, "plain", [
        Claim(f"The {say(len(tv))} episodes drew {n(sum(v), 2)} million viewers between them",
              [off(tv, "off", f"The {say(len(tv))} episodes drew {w(sum(v) * 1.3, 2)} million viewers between them",
                   sum(v), sum(v) * 1.3, 2)]),
        Claim(f"{n(sum(v) / len(v), 2)} million per episode on average",
              [off(tv, "off", f"{w(sum(v) / len(v) * 0.75, 2)} million per episode on average", sum(v) / len(v),
                   sum(v) / len(v) * 0.75, 2)]),
        Claim(f"and the best weekly rank was {int(min(tv.col('weekly_rank')))}",
              [off(tv, "neighbour_row", f"and the best weekly rank was {int(tv['Friendly Skies']['weekly_rank'])}",
                   min(tv.col("weekly_rank")), tv["Friendly Skies"]["weekly_rank"], 0, real=True)]),
    ], derived=False)
    comparison(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 22, "rating", d=1)
    top = tv.rows[0]
    book.case("spider_tvshow", tv.rid, "plain", [
        Claim(f"{top['episode']} drew the largest audience, {n(top['viewers_m'], 2)} million viewers",
              [off(tv, "neighbour_row", f"{top['episode']} drew the largest audience, "
                   f"{n(tv[tv.neighbour(top['episode'])]['viewers_m'], 2)} million viewers", top["viewers_m"],
                   tv[tv.neighbour(top["episode"])]["viewers_m"], 2, real=True)]),
        Claim(f"with a rating of {n(top['rating'], 1)} and a weekly rank of {int(top['weekly_rank'])}"),
        Claim(f"the average rating across episodes is {n(sum(tv.col('rating')) / len(tv), 2)}",
              [off(tv, "off", f"the average rating across episodes is {w(sum(tv.col('rating')) / len(tv) * 1.3, 2)}",
                   sum(tv.col("rating")) / len(tv), sum(tv.col("rating")) / len(tv) * 1.3, 2)]),
    ], derived=False)
    vo = Table("spider_voter_1", "How many votes did each contestant get?",
               "SELECT c.contestant_name, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    zero = sum(1 for x in vo.col("votes") if x == 0)
    book.case("spider_voter_1", vo.rid, "plain", [
        Claim(f"Of the {say(len(vo))} contestants, {say(zero)} received no votes at all",
              [words_twin("number_words_wrong_row", f"Of the {say(len(vo))} contestants, {say(len(vo) - zero)} "
                          "received no votes at all", zero, len(vo) - zero)]),
        Claim(f"Kelly Clauss leads with {say(int(vo['Kelly Clauss']['votes']))}"),
    ], derived=False)
    empty(book, "spider_voter_1", "Which votes came from Alaska?",
          "SELECT vote_id FROM votes WHERE state = 'AK'", 7,
          "Zero votes came from Alaska; no rows matched.",
          "Alaska cast 24 votes, most of them for Kelly Clauss.")
    empty(book, "spider_tvshow", "Which episodes had more than 20 million viewers?",
          "SELECT episode FROM tv_series WHERE viewers_m::numeric > 20", 8,
          "No episode reached 20 million viewers; nothing was returned.",
          "Three episodes topped 20 million viewers, peaking at 23.4 million.")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    book = Book7()
    for part in (northwind, chinook, atis, cars, heroes, small):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report('eighth set (development since its misses were read)', items, SHAPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
