#!/usr/bin/env python3
"""
plausibility_fresh6.py — a seventh labelled set for check_answer, held out
whole: answers written the way a language-model analyst writes them over
BIRD's superhero and Spider's car_1, concert_singer, pets_1 and battle_death
(loaded by bench/plausibility.sh as superhero, spider_car_1,
spider_concert_singer, spider_pets_1 and spider_battle_death), plus one
money query each on chinook and northwind, with queries of their own:
heroes, heights and weights per publisher, alignment, eye colour, race and
gender, powers per hero; cars, fuel economy, horsepower and weight per
model year, cylinder count and continent, makers per country; stadium
attendance and concert line-ups; students per major and sex, pets' weights;
casualties per ship and battle outcomes; playlist prices and discounts per
supplier country; empty results on each database, and text cells with
digits (hero names, car names, ship types).

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding. Shapes, as in bench/plausibility_fresh4.py (whose harness this set
reuses):
  comparison  ratio, difference and percent difference between two named rows
  change      change between model years, years of concerts, or groups
  per_unit    totals over counts, subset sums and means over named rows,
              shares, weighted averages of group averages, fractions
  conversion  centimetres as feet, inches and metres, kilograms as pounds,
              pounds as kilograms, miles per gallon as km per litre
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
from plausibility_labels import cell_number, evaluate, run, shape_report

CM_PER_IN = 2.54
LB_PER_KG = 2.20462262
KMPL_PER_MPG = 0.425143707


# ---------------------------------------------------------------------------
# figures as an analyst writes them
# ---------------------------------------------------------------------------


def num(v, d=0, cash=False):
    """(text, decimals): v with d decimals, or more where d would sit on the edge
    of its rounding (money: cents, then a tenth of a cent)."""
    tries = (d, 2, 3) if cash else (d, d + 1, d + 2)
    for dd in tries:
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.07:
            return f"{v:,.{dd}f}", dd
    return f"{v:,.{tries[-1]}f}", tries[-1]


def n(v, d=0):
    return num(v, d)[0]


def w(v, d):
    """A wrong figure, shown with the decimals of the true one it replaces."""
    return f"{v:,.{d}f}"


def usd(v, d=2):
    s = num(abs(v), d, cash=True)[0]
    return ("-$" if v < 0 else "$") + s


def wusd(v, d=2):
    return ("-$" if v < 0 else "$") + w(abs(v), d)


def about(v, k=0):
    """An approximate figure with its hedge, within 1.5% of v on the side the
    hedge says: (text, decimals)."""
    a = abs(v)
    shown, d = v, 2
    for step, dd in ((1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1), (0.01, 2)):
        if step > a / 4:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.015:
            shown, d = s, dd
            break
    if abs(shown - v) / a < 0.002:
        hedge = pick(["about", "roughly", "around"], k)
    elif abs(shown) > a:
        hedge = pick(["nearly", "almost", "about", "just under"], k)
    else:
        hedge = pick(["just over", "a little more than", "roughly", "slightly above"], k)
    return f"{hedge} {shown:,.{d}f}", d


FRACTIONS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"),
             (3 / 4, "three quarters"), (1 / 5, "a fifth")]


def bound_words(share):
    """A true bound in words for a share, and a false one; each None when none
    is clear of the share by a wide margin."""
    true = false = None
    for fr, name in FRACTIONS:
        if true is None and abs(share - fr) > 0.05:
            true = f"more than {name}" if share > fr else f"less than {name}"
        if false is None and abs(share - fr) > 0.07:
            false = f"less than {name}" if share > fr else f"more than {name}"
    return true, false


def sentence(text):
    text = text.strip()
    if text.startswith("|"):
        return "\n" + text
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", ":")) else text + "."


class Book6(Book):
    """fresh4's Book: each claim written as a sentence (or a table row) of its own."""

    def case(self, db, rid, shape, claims, **kw):
        for c in claims:
            c.text = sentence(c.text)
            c.wrongs = [(r, sentence(x)) for r, x in c.wrongs]
        start = len(self.items)
        super().case(db, rid, shape, claims, **kw)
        for a in self.items[start:]:
            a["answer"] = a["answer"].replace(" \n", "\n")


# ---------------------------------------------------------------------------
# results
# ---------------------------------------------------------------------------


def readings(raw):
    """The values a figure could reasonably be read from: (plain, percent).
    plain: cells, the row count, column sums, means, minima and maxima, and per
    column the pairwise differences and ratios below 20; percent: shares of a
    column's total and their complements, and pairwise percentages and percent
    differences."""
    plain = [float(len(raw))]
    pct = []
    cols = {}
    for row in raw:
        for c, x in enumerate(row):
            v = cell_number(x)
            if v is not None:
                cols.setdefault(c, []).append(v)
    for vs in cols.values():
        tot = sum(vs)
        plain += vs + [tot, tot / len(vs), min(vs), max(vs), len(vs)]
        for a in vs:
            if tot:
                pct += [100 * a / tot, 100 - 100 * a / tot]
            for b in vs:
                if a == b:
                    continue
                plain.append(abs(a - b))
                if b and abs(a / b) < 20:
                    plain.append(a / b)
                if b:
                    pct += [100 * a / b, 100 * abs(a - b) / abs(b)]
    pct += plain + [100 * v for v in plain if abs(v) <= 1]
    return plain, pct


class Table:
    def __init__(self, db, question, sql, cols, text=()):
        self.db = db
        rid, steps = run(db, [(question, sql)])
        assert steps[0].executed, (db, sql)
        self.rid, self.raw = rid, steps[0].raw
        keep = {cols[0], *text}
        self.rows = [{c: (x if c in keep else whole(cell_number(x))) for c, x in zip(cols, r)} for r in self.raw]
        self.plain, self.pct = readings(self.raw)
        self.by = {r[cols[0]]: r for r in self.rows}
        assert len(self.by) == len(self.rows), "row labels must be unique"

    def __getitem__(self, key):
        return self.by[key]

    def col(self, c):
        return [r[c] for r in self.rows if r[c] is not None]

    def total(self, c):
        return sum(self.col(c))

    def near(self, key, c):
        """The neighbouring row (next in order, else previous) whose value of c is far from key's."""
        keys = [r for r in self.rows if r[c] is not None]
        i = [r is self.by[key] for r in keys].index(True)
        for j in list(range(i + 1, len(keys))) + list(range(i - 1, -1, -1)):
            if far(self.by[key][c], keys[j][c], 1):
                return keys[j]
        return None


def whole(v):
    return int(v) if v is not None and v == int(v) and abs(v) < 1e15 else v


def off(role, text, true, value, d, tb, approx=False):
    """A figure off by more than its rounding, far from every reading of the result too
    (percent readings as well when the claim speaks of percent)."""
    clear = tb.pct if "%" in text or "percent" in text else tb.plain
    return wrong(role, text, true, value, d, approx=approx, clear=clear)


def misrole(role, text, true, value, d, approx=False):
    """A real value in the wrong role: far from the true one only."""
    return wrong(role, text, true, value, d, approx=approx)


# ---------------------------------------------------------------------------
# builders shared by the databases
# ---------------------------------------------------------------------------


def comparison(book, tb, col, a, b, k, unit="", noun="", cash=False, d=0):
    """Two named rows: both values, then a ratio, a difference or a percent difference."""
    va, vb = tb[a][col], tb[b][col]
    if cash:
        fmt, wf = (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd))
        da, db_ = num(va, d, True)[1], num(vb, d, True)[1]
    else:
        fmt, wf = (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit)
        da, db_ = num(va, d)[1], num(vb, d)[1]
    c1 = Claim(pick([f"{a}: {fmt(va)}{noun}", f"{a} comes in at {fmt(va)}{noun}", f"for {a}, {fmt(va)}{noun}"], k))
    nb = tb.near(b, col)
    ws = []
    b_form = pick(["against {} for " + b, b + " sits at {}", b + " has {}"], k // 2)
    if nb is not None and nb is not tb[a]:
        ws.append(misrole("neighbour", b_form.format(wf(nb[col], db_)), vb, nb[col], db_))
    ws.append(off("off", b_form.format(wf(vb * 1.23, db_)), vb, vb * 1.23, db_, tb))
    c2 = Claim(b_form.format(fmt(vb)), ws)
    hi, lo = (a, b) if va >= vb else (b, a)
    vh, vl = max(va, vb), min(va, vb)
    kind = k % 3
    if kind == 2 and (vl <= 0 or vh / vl > 3):
        kind = 0
    if kind == 0 and vl > 0:
        r = vh / vl
        near = round(r)
        if 2 <= near <= 9 and abs(r - near) / r < 0.02 and k % 2:
            # a ratio in words; the twin says it in digits, inverted
            text = "roughly twice" if near == 2 else f"about {say(near)} times"
            c3 = Claim(f"{hi} has {text} what {lo} has",
                       [misrole("inverted", f"{hi} has {w(1 / r, 2)} times what {lo} has", r, 1 / r, 2)])
        else:
            form, dd = pick([(f"so {hi} is {{}}x {lo}", 2), (f"that makes {hi} {{}} times {lo}", 1),
                             (f"in other words {hi} runs {{}}-fold {lo}", 2)], k // 3)
            text, dd = num(r, dd)
            c3 = Claim(form.format(text), [misrole("inverted", form.format(w(1 / r, max(dd, 2))), r, 1 / r, dd),
                                           off("off", form.format(w(r * 1.4, dd)), r, r * 1.4, dd, tb)])
    elif kind == 1 or vl <= 0:
        diff = vh - vl
        dd = num(diff, d, cash)[1]
        form = pick([f"a gap of {{}} in favour of {hi}", f"{hi} leads by {{}}", "the difference works out to {}"],
                    k // 3)
        c3 = Claim(form.format(fmt(diff)), [misrole("sum_for_diff", form.format(wf(vh + vl, dd)), diff, vh + vl, dd),
                                            off("off", form.format(wf(diff * 1.3 + 10 ** -dd * 7, dd)), diff,
                                                diff * 1.3 + 10 ** -dd * 7, dd, tb)])
    else:
        p = 100 * (vh - vl) / vl
        q_ = 100 * (vh - vl) / vh
        text, dd = num(p, 1)
        form = pick([f"{hi} is {{}}% higher than {lo}", f"that is {{}}% more for {hi}",
                     f"{hi} exceeds {lo} by {{}}%"], k // 3)
        c3 = Claim(form.format(text), [misrole("pct_base", form.format(w(q_, dd)), p, q_, dd),
                                       off("off", form.format(w(p + 17.3, dd)), p, p + 17.3, dd, tb)])
    claims = [c1, c2, c3]
    if k % 4 == 2:
        close = f"{hi} versus {lo} is not close" if vh > 1.5 * vl else f"{hi} edges {lo}"
        claims.insert(0, Claim(pick([f"{hi} ahead of {lo}", f"headline: {hi} tops {lo}", close], k // 4)))
    book.case(tb.db, tb.rid, "comparison", claims, bullets=(k % 4 == 3))


def change(book, tb, col, y1, y2, k, what, unit="", d=1):
    """A value in two periods (or groups): the change, the percent change or the ratio."""
    v1, v2 = tb[y1][col], tb[y2][col]
    d2 = num(v2, d)[1]
    at = "in" if isinstance(y1, int) else "for"
    nb = tb.near(y2, col)
    lead2 = pick([f"{'by' if at == 'in' else 'for'} {y2} it was {{}}{unit}", f"{y2} came in at {{}}{unit}",
                  f"and {y2}: {{}}{unit}"], k)
    w2 = [off("off", lead2.format(w(v2 * 0.8, d2)), v2, v2 * 0.8, d2, tb)]
    if nb is not None and nb is not tb[y1]:
        w2.insert(0, misrole("neighbour", lead2.format(w(nb[col], d2)), v2, nb[col], d2))
    c1 = Claim(pick([f"{what} was {n(v1, d)}{unit} {at} {y1}", f"{at} {y1}, {what} stood at {n(v1, d)}{unit}",
                     f"{what} started from {n(v1, d)}{unit} ({y1})"], k))
    c2 = Claim(lead2.format(n(v2, d)), w2)
    delta = v2 - v1
    verb = "up" if delta > 0 else "down"
    t_d, dd = num(abs(delta), d)
    p = 100 * delta / v1
    wrong_base = 100 * delta / v2
    t_p, dp = num(abs(p), 1)
    sign = "+" if delta > 0 else "-"
    kind = k % 4
    if kind == 0:
        c3 = Claim(f"that's {verb} {t_d}{unit} ({t_p}%)",
                   [misrole("pct_base", f"that's {verb} {t_d}{unit} ({w(abs(wrong_base), dp)}%)", abs(p),
                            abs(wrong_base), dp),
                    off("off", f"that's {verb} {w(abs(delta) * 1.35, dd)}{unit} ({t_p}%)", abs(delta),
                        abs(delta) * 1.35, dd, tb)])
    elif kind == 1:
        c3 = Claim(f"a change of {sign}{t_p}% over the period",
                   [misrole("pct_base", f"a change of {sign}{w(abs(wrong_base), dp)}% over the period", abs(p),
                            abs(wrong_base), dp)])
    elif kind == 2:
        r = v2 / v1
        t_r, dr = num(r, 2)
        c3 = Claim(f"a {verb}ward move of {t_d}{unit}, i.e. the {y2} figure is {t_r}x the {y1} one",
                   [off("off", f"a {verb}ward move of {t_d}{unit}, i.e. the {y2} figure is {w(r * 1.3, dr)}x the "
                        f"{y1} one", r, r * 1.3, dr, tb)])
    else:
        t_a, da = about(abs(p), k)
        more = "more" if delta > 0 else "less"
        c3 = Claim(f"{t_a}% {more} than {at} {y1}",
                   [misrole("pct_base", f"{about(abs(wrong_base), k)[0]}% {more} than {at} {y1}", abs(p),
                            abs(wrong_base), about(abs(wrong_base), k)[1], approx=True)])
    book.case(tb.db, tb.rid, "change", [c1, c2, c3], bullets=(k % 5 == 4))


def subset(book, tb, col, names, k, noun, row="row", rows=None, cash=False, d=0, all_noun=None):
    """A subset sum over named rows, its share of the total, its mean, and a bound."""
    all_noun = all_noun or noun
    rows = rows or row + "s"
    if cash:
        d = 2
        fmt, wf, dec = (lambda v, dd=d: usd(v, dd)), (lambda v, dd: wusd(v, dd)), (lambda v, dd: num(v, dd, True)[1])
    else:
        fmt, wf, dec = (lambda v, dd=d: n(v, dd)), (lambda v, dd: w(v, dd)), (lambda v, dd: num(v, dd)[1])
    tot = tb.total(col)
    s = sum(tb[x][col] for x in names)
    share = s / tot
    named = ", ".join(map(str, names[:-1])) + " and " + str(names[-1])
    ds = dec(s, d)
    forms = [f"{named} together account for {{}} {noun}", f"taken together, {named} come to {{}} {noun}",
             f"{named} add up to {{}} {noun} between them"]
    c1 = Claim(pick(forms, k).format(fmt(s)), [off("off", pick(forms, k).format(wf(s * 1.18, ds)), s, s * 1.18, ds,
                                                   tb)])
    t_sh, dsh = num(100 * share, 1)
    rest = tot - s
    claims = [c1]
    left = len(tb.rows) - len(names)
    if k % 3 == 0:
        claims.append(Claim(f"that is {t_sh}% of the {fmt(tot)} overall",
                            [misrole("complement", f"that is {w(100 - 100 * share, dsh)}% of the {fmt(tot)} overall",
                                     100 * share, 100 - 100 * share, dsh),
                             misrole("wrong_total", f"that is {w(100 * s / rest, dsh)}% of the {fmt(tot)} overall",
                                     100 * share, 100 * s / rest, dsh) if rest and s < rest else None]))
    elif k % 3 == 1:
        claims.append(Claim(f"the remaining {say(left) if left < 20 else left} {rows} hold the other {fmt(rest)} "
                            f"({t_sh}% goes to the named ones)",
                            [misrole("complement", f"the remaining {say(left) if left < 20 else left} {rows} hold the "
                                     f"other {fmt(rest)} ({w(100 - 100 * share, dsh)}% goes to the named ones)",
                                     100 * share, 100 - 100 * share, dsh)]))
    else:
        t_a, da = about(100 * share, k)
        claims.append(Claim(f"{t_a}% of the total",
                            [misrole("wrong_total", f"{about(100 * s / rest, k)[0]}% of the total", 100 * share,
                                     100 * s / rest, about(100 * s / rest, k)[1], approx=True)
                             if rest and s < rest else None]))
    m = s / len(names)
    dm = dec(m, d if cash else d + 1)
    forms = ["that's {} apiece on average", f"an average of {{}} per {row} among them",
             f"on a per-{row} basis that is {{}}"]
    claims.append(Claim(pick(forms, k).format(fmt(m, d if cash else d + 1)),
                        [off("off", pick(forms, k).format(wf(m * 1.25, dm)), m, m * 1.25, dm, tb)]))
    true_b, false_b = bound_words(share)
    if true_b and false_b:
        claims.append(Claim(f"in short, {true_b} of all {all_noun}",
                            [("false_bound", f"in short, {false_b} of all {all_noun}")]))
    book.case(tb.db, tb.rid, "per_unit", claims, bullets=(k % 3 == 2))


def weighted(book, tb, key, count, avg, k, what, per, d=2):
    """The weighted mean of group means (by count) beside their plain mean."""
    tc = tb.total(count)
    wm = sum(r[count] * r[avg] for r in tb.rows if r[avg] is not None) / sum(
        r[count] for r in tb.rows if r[avg] is not None)
    um = sum(tb.col(avg)) / len(tb.col(avg))
    t_w, dw = num(wm, d)
    t_u, du = num(um, d)
    ok = far(wm, um, max(dw, du))
    c1 = Claim(f"across all {tc:,} {per}, the {what} weighted by group size is {t_w}",
               [misrole("unweighted_as_weighted", f"across all {tc:,} {per}, the {what} weighted by group size is "
                        f"{w(um, dw)}", wm, um, dw) if ok else None])
    c2 = Claim(f"a simple average of the {say(len(tb.col(avg)))} group figures would give {t_u} instead",
               [misrole("weighted_as_unweighted", f"a simple average of the {say(len(tb.col(avg)))} group figures "
                        f"would give {w(wm, du)} instead", um, wm, du) if ok else None])
    big = max(tb.rows, key=lambda r: r[count])
    sh = 100 * big[count] / tc
    if k % 2:
        t_s, dsh = about(sh, k)
        c3 = Claim(f"{big[key]} alone carries {t_s}% of the {per}",
                   [off("off", f"{big[key]} alone carries {about(sh + 11.5, k)[0]}% of the {per}", sh, sh + 11.5,
                        about(sh + 11.5, k)[1], tb, approx=True)])
    else:
        t_s, dsh = num(sh, 1)
        c3 = Claim(f"the largest group, {big[key]}, carries {t_s}% of the {per}",
                   [off("off", f"the largest group, {big[key]}, carries {w(sh + 11.5, dsh)}% of the {per}", sh,
                        sh + 11.5, dsh, tb)])
    book.case(tb.db, tb.rid, "per_unit", [c1, c2, c3] if k % 2 == 0 else [c3, c1, c2])


def share_of(book, tb, col, a, b, k, noun):
    """A row's share of the total and its ratio to another row (twins: the ratio given
    as a share, the complement)."""
    tot = tb.total(col)
    va, vb = tb[a][col], tb[b][col]
    sh = 100 * va / tot
    r = va / vb
    t_s, ds = num(sh, 1)
    t_r, dr = num(r, 2)
    as_share = 100 * r if r < 1 else 100 * vb / va
    if k % 3 == 2:
        t_s, ds = about(sh, k)
        ws = [misrole("ratio_as_share", f"{a} makes up {about(as_share, k)[0]}% of all {noun}", sh, as_share,
                      about(as_share, k)[1], approx=True),
              misrole("complement", f"{a} makes up {about(100 - sh, k)[0]}% of all {noun}", sh, 100 - sh,
                      about(100 - sh, k)[1], approx=True)]
    else:
        ws = [misrole("ratio_as_share", f"{a} makes up {w(as_share, ds)}% of all {noun}", sh, as_share, ds),
              misrole("complement", f"{a} makes up {w(100 - sh, ds)}% of all {noun}", sh, 100 - sh, ds)]
    c1 = Claim(f"{a} makes up {t_s}% of all {noun}", ws)
    forms = [f"against {b} alone, that is a ratio of {{}} to 1", f"relative to {b} it is {{}}x",
             f"{a} has {{}} for every one {b} has"]
    c2 = Claim(pick(forms, k).format(t_r), [off("off", pick(forms, k).format(w(r * 1.5, dr)), r, r * 1.5, dr, tb)])
    c0 = Claim(f"the {say(len(tb.rows))} groups total {n(tot)} {noun}" if k % 2 else f"{n(tot)} {noun} in all")
    book.case(tb.db, tb.rid, "per_unit", [c0, c1, c2])


def plain(book, tb, col, names, k, noun, unit="", d=0, agg=True):
    """Cells of named rows, a column aggregate, number words."""
    claims = []
    for i, x in enumerate(names):
        v = tb[x][col]
        dv = num(v, d)[1]
        nb = tb.near(x, col)
        form = pick([f"{x} has {{}}{unit} {noun}", f"{x}: {{}}{unit} {noun}", f"{x} shows {{}}{unit} {noun}"], k + i)
        ws = [misrole("neighbour", form.format(w(nb[col], dv)), v, nb[col], dv)] if nb is not None else []
        if isinstance(v, int) and 10 <= v < 100 and (k + i) % 2 == 0:
            text = form.format(say(v))
            if nb is not None and isinstance(nb[col], int) and 10 <= nb[col] < 100:
                ws = [misrole("words_wrong_row", form.format(say(nb[col])), v, nb[col], 0)]
        else:
            text = form.format(n(v, d))
        claims.append(Claim(text, ws))
    if agg:
        vals = tb.col(col)
        m = sum(vals) / len(vals)
        which = k % 4
        if which == 0:
            t_m, dm = num(m, d + 1)
            claims.append(Claim(f"the average across all {len(tb.rows)} rows is {t_m}{unit}",
                                [off("off", f"the average across all {len(tb.rows)} rows is {w(m * 1.2, dm)}{unit}",
                                     m, m * 1.2, dm, tb)]))
        elif which == 1:
            s = sum(vals)
            t_s, ds = num(s, d)
            claims.append(Claim(f"the column sums to {t_s}{unit}",
                                [off("off", f"the column sums to {w(s * 0.85, ds)}{unit}", s, s * 0.85, ds, tb)]))
        elif which == 2:
            lo, hi = min(vals), max(vals)
            dh = num(hi, d)[1]
            claims.append(Claim(f"values run from {n(lo, d)}{unit} to {n(hi, d)}{unit}",
                                [off("off", f"values run from {n(lo, d)}{unit} to {w(hi * 1.3, dh)}{unit}", hi,
                                     hi * 1.3, dh, tb)]))
        else:
            t_a, da = about(m, k)
            claims.append(Claim(f"the typical row sits at {t_a}{unit}",
                                [off("off", f"the typical row sits at {about(m * 1.3, k)[0]}{unit}", m, m * 1.3,
                                     about(m * 1.3, k)[1], tb, approx=True)]))
    book.case(tb.db, tb.rid, "plain", claims, derived=False, bullets=(k % 4 == 1))


def empty(book, db, question, sql, noun, k):
    """An empty result stated as zero; twins state a count for it."""
    tb = Table(db, question, sql, ["x"])
    assert not tb.rows, sql
    fake = [12, 17, 23, 31, 14, 46, 28][k % 7]
    lines = [f"no {noun} matched: the query returned zero rows",
             f"the answer is zero {noun}; nothing in the data fits",
             f"there are 0 {noun} meeting that condition",
             f"none. Not a single one of the {noun} qualifies (0 rows)"]
    wl = [f"{fake} {noun} matched", f"the answer is {say(fake)} {noun}",
          f"there are {fake} {noun} meeting that condition", f"{fake} of the {noun} qualify"]
    c1 = Claim(pick(lines, k), [("count_for_empty", pick(wl, k))])
    c2 = Claim(pick(["so there is nothing to total or average here",
                     "the filter is stricter than anything in the table",
                     "it may be worth loosening the threshold", "an empty result, not an error"], k))
    book.case(db, tb.rid, "zero_ident", [c1, c2], derived=False)


def bump(name):
    """name with its last run of digits changed (1000 -> 1001, 504 -> 505, 18 -> 20)."""
    m = list(re.finditer(r"\d+", name))[-1]
    v = int(m.group())
    if len(m.group()) <= 2:
        nv = v + 2 if v < 90 else v - 2
    else:
        nv = v + 1 if v % 10 != 9 else v - 2
    return name[:m.start()] + str(nv) + name[m.end():]


def idents(book, tb, key, col, picks, k, noun, unit=""):
    """Text cells with digits, named beside a figure of theirs; twins change a digit of the name."""
    claims = []
    for i, x in enumerate(picks):
        v = tb[x][col]
        bad = bump(x)
        form = f"{{}} ({n(v)}{unit} {noun})" if (k + i) % 2 else f"{{}}: {n(v)}{unit} {noun}"
        claims.append(Claim(form.format(x), [("changed_ident", form.format(bad))] if bad not in tb.by else []))
    claims.append(Claim(f"{say(len(tb.rows)) if len(tb.rows) < 100 else len(tb.rows)} rows in all"))
    book.case(tb.db, tb.rid, "zero_ident", claims, derived=False, bullets=(k % 2 == 1))


def conversion(book, tb, col, names, k, kind, label=lambda x: x):
    """Figures stated beside the same figure in another unit; twins use a wrong factor."""
    claims = []
    for i, x in enumerate(names):
        v = tb[x][col]
        who = label(x)
        j = (k + i) % 3
        d0 = 0 if isinstance(v, int) else 1
        if kind == "cm" and j == 0:
            ft = v / CM_PER_IN / 12
            t, d = num(ft, 1)
            claims.append(Claim(f"{who} stands {n(v)} cm tall (about {t} ft)",
                                [off("wrong_factor", f"{who} stands {n(v)} cm tall (about {w(v / 12 / 2.0, d)} ft)",
                                     ft, v / 12 / 2.0, d, tb)]))
        elif kind == "cm" and j == 1:
            inch = v / CM_PER_IN
            t, d = num(inch, 1)
            claims.append(Claim(f"{who}: {n(v, d0)} cm, or {t} inches",
                                [off("wrong_factor", f"{who}: {n(v, d0)} cm, or {w(v * CM_PER_IN, d)} inches", inch,
                                     v * CM_PER_IN, d, tb)]))
        elif kind == "cm":
            t, d = num(v / 100, 2)
            claims.append(Claim(f"{who} measures {t} m ({n(v, d0)} cm)",
                                [off("wrong_factor", f"{who} measures {w(v / 10, d)} m ({n(v, d0)} cm)", v / 100,
                                     v / 10, d, tb)]))
        elif kind == "kg":
            lb = v * LB_PER_KG
            t, d = num(lb, 0)
            form = pick([f"{who} weighs {n(v, d0)} kg (roughly {{}} lb)", f"{who} is listed at {n(v, d0)} kg, "
                         "which is {} pounds", f"{who}: {n(v, d0)} kg / {{}} lb"], k + i)
            claims.append(Claim(form.format(t), [off("wrong_factor", form.format(w(v / LB_PER_KG, d)), lb,
                                                     v / LB_PER_KG, d, tb)]))
        elif kind == "lb":
            kg = v / LB_PER_KG
            t, d = num(kg, 1)
            form = pick([f"{who} comes in at {n(v, 1)} lb ({{}} kg)", f"{who} weighs {n(v, 1)} lb, about {{}} kg"],
                        k + i)
            claims.append(Claim(form.format(t), [off("wrong_factor", form.format(w(v * LB_PER_KG, d)), kg,
                                                     v * LB_PER_KG, d, tb)]))
        elif kind == "mpg":
            kmpl = v * KMPL_PER_MPG
            t, d = num(kmpl, 2)
            form = pick([f"{who} averaged {n(v, 2)} mpg, which is {{}} km per litre",
                         f"{who} managed {n(v, 2)} miles per gallon ({{}} km/l)"], k + i)
            claims.append(Claim(form.format(t), [off("wrong_factor", form.format(w(v * 1.609344, d)), kmpl,
                                                     v * 1.609344, d, tb)]))
    book.case(tb.db, tb.rid, "conversion", claims, bullets=(k % 3 == 1))


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def superhero(book):
    db = "superhero"
    pubs = Table(db, "How many heroes does each major publisher have, and how tall and heavy are they on average?",
                 "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
                 "round(avg(nullif(s.height_cm, 0)), 1) AS avg_height_cm, "
                 "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_weight_kg "
                 "FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
                 "WHERE p.publisher_name IN ('Marvel Comics', 'DC Comics', 'Dark Horse Comics', 'George Lucas', "
                 "'Image Comics', 'Star Trek', 'Team Epic TV') GROUP BY 1 ORDER BY 2 DESC, 1",
                 ["publisher", "heroes", "height", "weight"])
    comparison(book, pubs, "heroes", "Marvel Comics", "DC Comics", 0, noun=" heroes")
    comparison(book, pubs, "height", "George Lucas", "Dark Horse Comics", 1, unit=" cm", d=1)
    comparison(book, pubs, "heroes", "Dark Horse Comics", "Star Trek", 2, noun=" characters")
    share_of(book, pubs, "heroes", "DC Comics", "Marvel Comics", 0, "heroes")
    subset(book, pubs, "heroes", ["Dark Horse Comics", "George Lucas", "Image Comics"], 0, "heroes",
           row="publisher")
    weighted(book, pubs, "publisher", "heroes", "height", 0, "average height (cm)", "heroes", d=1)
    plain(book, pubs, "heroes", ["Dark Horse Comics", "Image Comics"], 0, "heroes")
    conversion(book, pubs, "height", ["Team Epic TV", "Star Trek"], 1, "cm",
               label=lambda x: f"the average {x} character")
    conversion(book, pubs, "weight", ["Dark Horse Comics", "DC Comics"], 2, "kg",
               label=lambda x: f"the typical {x} hero")

    align = Table(db, "How many heroes are good, bad or neutral?",
                  "SELECT a.alignment, count(*) AS heroes FROM superhero s JOIN alignment a ON a.id = s.alignment_id "
                  "GROUP BY 1 ORDER BY 2 DESC", ["alignment", "heroes"])
    comparison(book, align, "heroes", "Good", "Bad", 3, noun=" heroes")
    share_of(book, align, "heroes", "Bad", "Good", 1, "heroes")
    plain(book, align, "heroes", ["Neutral"], 1, "heroes")

    eyes = Table(db, "Which eye colours are most common among heroes?",
                 "SELECT c.colour, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.eye_colour_id "
                 "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8", ["colour", "heroes"])
    subset(book, eyes, "heroes", ["Green", "Red", "Black"], 1, "heroes", row="colour")
    comparison(book, eyes, "heroes", "Blue", "Brown", 4, noun=" heroes")
    plain(book, eyes, "heroes", ["Green", "Black"], 2, "heroes")

    powers = Table(db, "Which heroes have the most superpowers?",
                   "SELECT s.superhero_name AS hero, count(*) AS powers FROM hero_power hp "
                   "JOIN superhero s ON s.id = hp.hero_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8", ["hero", "powers"])
    comparison(book, powers, "powers", "Captain Marvel", "Angel", 5, noun=" powers")
    plain(book, powers, "powers", ["Spectre", "Amazo"], 4, "powers")
    subset(book, powers, "powers", ["Living Tribunal", "Martian Manhunter", "Man of Miracles"], 2, "powers",
           row="hero", rows="heroes")

    tall = Table(db, "How tall and heavy are the Star Wars and Star Trek characters?",
                 "SELECT s.superhero_name AS hero, s.height_cm, s.weight_kg FROM superhero s "
                 "JOIN publisher p ON p.id = s.publisher_id "
                 "WHERE p.publisher_name IN ('George Lucas', 'Star Trek') AND s.height_cm > 0 "
                 "ORDER BY s.height_cm DESC, 1", ["hero", "height", "weight"])
    conversion(book, tall, "height", ["Chewbacca", "Darth Vader", "Yoda"], 0, "cm")
    conversion(book, tall, "height", ["Spock", "Luke Skywalker"], 1, "cm")
    conversion(book, tall, "height", ["Rey", "James T. Kirk"], 2, "cm")
    conversion(book, tall, "weight", ["Chewbacca", "Darth Vader"], 0, "kg")
    conversion(book, tall, "weight", ["Spock", "Luke Skywalker", "Yoda"], 1, "kg")
    comparison(book, tall, "height", "Chewbacca", "Yoda", 6, unit=" cm")

    gender = Table(db, "How many female and male heroes do Marvel and DC each have?",
                   "SELECT p.publisher_name AS publisher, count(*) FILTER (WHERE g.gender = 'Female') AS female, "
                   "count(*) FILTER (WHERE g.gender = 'Male') AS male, count(*) AS heroes "
                   "FROM superhero s JOIN gender g ON g.id = s.gender_id JOIN publisher p ON p.id = s.publisher_id "
                   "WHERE p.publisher_name IN ('Marvel Comics', 'DC Comics') GROUP BY 1 ORDER BY 1",
                   ["publisher", "female", "male", "heroes"])
    dc, mv = gender["DC Comics"], gender["Marvel Comics"]
    md, mm = 100 * dc["male"] / dc["heroes"], 100 * mv["male"] / mv["heroes"]
    t1, d1 = num(md, 1)
    t2, d2 = num(mm, 1)
    gap = md - mm
    tg, dg = num(abs(gap), 1)
    book.case(db, gender.rid, "change", [
        Claim(f"men make up {t1}% of DC's {dc['heroes']} heroes ({dc['male']} of them)",
              [misrole("wrong_total", f"men make up {w(100 * dc['male'] / (dc['heroes'] + mv['heroes']), d1)}% of "
                       f"DC's {dc['heroes']} heroes ({dc['male']} of them)", md,
                       100 * dc["male"] / (dc["heroes"] + mv["heroes"]), d1)]),
        Claim(f"at Marvel the share is {'lower' if mm < md else 'higher'}, {t2}% ({mv['male']} of {mv['heroes']})",
              [misrole("complement", f"at Marvel the share is {'lower' if mm < md else 'higher'}, {w(100 - mm, d2)}% "
                       f"({mv['male']} of {mv['heroes']})", mm, 100 - mm, d2)]),
        Claim(f"a difference of {tg} percentage points",
              [off("off", f"a difference of {w(abs(gap) + 12, dg)} percentage points", abs(gap), abs(gap) + 12, dg,
                   gender)]),
    ])
    rm = mv["male"] / mv["female"]
    rd = dc["male"] / dc["female"]
    tm, dm = num(rm, 2)
    td, dd = num(rd, 2)
    book.case(db, gender.rid, "comparison", [
        Claim(f"Marvel: {mv['male']} men to {mv['female']} women, a ratio of {tm} to 1",
              [off("off", f"Marvel: {mv['male']} men to {mv['female']} women, a ratio of {w(rm * 1.4, dm)} to 1", rm,
                   rm * 1.4, dm, gender)]),
        Claim(f"DC: {dc['male']} to {dc['female']}, or {td}:1",
              [misrole("neighbour", f"DC: {dc['male']} to {dc['female']}, or {w(rm, dd)}:1", rd, rm, dd)]),
        Claim(f"so {'DC' if rd > rm else 'Marvel'} tilts further towards men; "
              f"{say(dc['heroes'] - dc['male'] - dc['female'])} DC hero and "
              f"{mv['heroes'] - mv['male'] - mv['female']} Marvel heroes have neither gender listed"),
    ])
    fd, fm = dc["female"], mv["female"]
    t3, d3 = num(100 * (fm - fd) / fd, 1)
    book.case(db, gender.rid, "change", [
        Claim(f"going from DC to Marvel, the female roster grows from {say(fd)} to {fm}"),
        Claim(f"an increase of {fm - fd} heroes, or {t3}%",
              [misrole("pct_base", f"an increase of {fm - fd} heroes, or {w(100 * (fm - fd) / fm, d3)}%",
                       100 * (fm - fd) / fd, 100 * (fm - fd) / fm, d3)]),
    ])

    race = Table(db, "Which races have the most heroes, and how tall are they on average?",
                 "SELECT r.race, count(*) AS heroes, round(avg(nullif(s.height_cm, 0)), 1) AS avg_height_cm "
                 "FROM superhero s JOIN race r ON r.id = s.race_id WHERE r.race <> '-' "
                 "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6", ["race", "heroes", "height"])
    weighted(book, race, "race", "heroes", "height", 1, "mean height in cm", "heroes", d=1)
    comparison(book, race, "heroes", "Human", "Mutant", 8, noun=" heroes")

    # a markdown table: three publishers, heroes and the share of the seven-publisher total
    tot = pubs.total("heroes")
    rows = []
    for i, p_ in enumerate(("DC Comics", "Dark Horse Comics", "George Lucas")):
        r = pubs[p_]
        sh = 100 * r["heroes"] / tot
        t, d = num(sh, 1)
        nb = pubs.near(p_, "heroes")
        rows.append(Claim(f"| {p_} | {r['heroes']} | {t}% |",
                          [misrole("neighbour", f"| {p_} | {nb['heroes']} | {t}% |", r["heroes"], nb["heroes"], 0)
                           if i != 1 else misrole("complement", f"| {p_} | {r['heroes']} | {w(100 - sh, d)}% |", sh,
                                                  100 - sh, d)]))
    book.case(db, pubs.rid, "per_unit", [Claim(f"out of {tot} heroes across the seven publishers:"),
                                         Claim("| publisher | heroes | share |"), Claim("|---|---|---|"), *rows])

    empty(book, db, "Which Star Trek characters weigh over 500 kg?",
          "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
          "WHERE p.publisher_name = 'Star Trek' AND s.weight_kg > 500", "Star Trek characters", 0)
    empty(book, db, "Which heroes have more than 100 powers?",
          "SELECT hero_id FROM hero_power GROUP BY hero_id HAVING count(*) > 100", "heroes", 1)

    digits = Table(db, "Which heroes have digits in their names, and how tall are they?",
                   "SELECT superhero_name AS hero, full_name, height_cm FROM superhero "
                   "WHERE superhero_name ~ '[0-9]' AND height_cm > 0 ORDER BY 1",
                   ["hero", "full_name", "height"], text=("full_name",))
    have = [r["hero"] for r in digits.rows]
    idents(book, digits, "hero", "height", [h for h in ("T-1000", "X-23", "Agent 13") if h in have], 0, "tall",
           unit=" cm")
    idents(book, digits, "hero", "height", [h for h in ("T-800", "Kevin 11", "3-D Man") if h in have], 1, "tall",
           unit=" cm")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    db = "spider_car_1"
    years = Table(db, "How did fuel economy, horsepower and weight change by model year?",
                  "SELECT year, count(*) AS cars, round(avg(nullif(mpg, 0))::numeric, 2) AS avg_mpg, "
                  "round(avg(horsepower), 1) AS avg_hp, round(avg(weight), 1) AS avg_weight_lb "
                  "FROM cars_data GROUP BY year ORDER BY year", ["year", "cars", "mpg", "hp", "weight"])
    for r in years.rows:
        r["year"] = int(r["year"])
    years.by = {r["year"]: r for r in years.rows}
    change(book, years, "mpg", 1970, 1980, 0, "average fuel economy", " mpg", d=2)
    change(book, years, "hp", 1973, 1982, 1, "mean horsepower", " hp", d=1)
    change(book, years, "weight", 1972, 1981, 2, "the average curb weight", " lb", d=1)
    change(book, years, "mpg", 1975, 1979, 3, "mileage", " mpg", d=2)
    change(book, years, "hp", 1970, 1976, 4, "average horsepower", "", d=1)
    change(book, years, "weight", 1974, 1980, 5, "average weight", " lb", d=1)
    change(book, years, "cars", 1973, 1974, 6, "the number of models tested", "", d=0)
    change(book, years, "mpg", 1971, 1978, 7, "fuel economy", " mpg", d=2)
    weighted(book, years, "year", "cars", "mpg", 2, "fuel economy in mpg", "cars", d=2)
    conversion(book, years, "mpg", [1980, 1982], 0, "mpg", label=lambda y: f"the {y} fleet")
    conversion(book, years, "mpg", [1970, 1977], 1, "mpg", label=lambda y: f"{y}'s cars")
    conversion(book, years, "weight", [1971, 1974], 0, "lb", label=lambda y: f"the average {y} car")
    conversion(book, years, "weight", [1973, 1982], 1, "lb", label=lambda y: f"a typical {y} model")
    subset(book, years, "cars", [1980, 1981, 1982], 3, "cars", row="year")

    cyl = Table(db, "How do cars with different numbers of cylinders compare?",
                "SELECT cylinders::text || ' cylinders' AS engine, count(*) AS cars, "
                "round(avg(nullif(mpg, 0))::numeric, 2) AS avg_mpg, round(avg(horsepower), 1) AS avg_hp "
                "FROM cars_data GROUP BY cylinders ORDER BY cylinders", ["engine", "cars", "mpg", "hp"])
    comparison(book, cyl, "hp", "8 cylinders", "4 cylinders", 8, unit=" hp", d=1)
    comparison(book, cyl, "mpg", "4 cylinders", "6 cylinders", 9, unit=" mpg", d=2)
    weighted(book, cyl, "engine", "cars", "hp", 3, "average horsepower", "cars", d=1)
    share_of(book, cyl, "cars", "8 cylinders", "4 cylinders", 1, "cars")
    subset(book, cyl, "cars", ["3 cylinders", "5 cylinders", "6 cylinders"], 4, "cars", row="engine size")
    change(book, cyl, "mpg", "6 cylinders", "8 cylinders", 10, "fuel economy", " mpg", d=2)

    makers = Table(db, "How many car makers does each country have?",
                   "SELECT c.countryname AS country, count(*) AS makers FROM car_makers m "
                   "JOIN countries c ON c.countryid = m.country GROUP BY 1 ORDER BY 2 DESC, 1", ["country", "makers"])
    share_of(book, makers, "makers", "japan", "france", 2, "makers")
    subset(book, makers, "makers", ["germany", "usa", "france"], 5, "makers", row="country", rows="countries")

    models = Table(db, "Which makers have the most car models?",
                   "SELECT m.fullname AS maker, count(*) AS models FROM model_list l "
                   "JOIN car_makers m ON m.id = l.maker GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6", ["maker", "models"])
    plain(book, models, "models", ["General Motors", "Chrysler"], 6, "models")

    cont = Table(db, "How many cars come from each continent, and how economical and heavy are they?",
                 "SELECT ct.continent, count(*) AS cars, round(avg(nullif(d.mpg, 0))::numeric, 2) AS avg_mpg, "
                 "round(avg(d.weight), 1) AS avg_weight_lb "
                 "FROM cars_data d JOIN car_names n ON n.makeid = d.id JOIN model_list l ON l.model = n.model "
                 "JOIN car_makers m ON m.id = l.maker JOIN countries c ON c.countryid = m.country "
                 "JOIN continents ct ON ct.contid = c.continent WHERE ct.continent <> 'NA' GROUP BY 1 ORDER BY 2 DESC",
                 ["continent", "cars", "mpg", "weight"])
    comparison(book, cont, "mpg", "asia", "america", 10, unit=" mpg", d=2)
    share_of(book, cont, "cars", "america", "asia", 0, "cars")
    weighted(book, cont, "continent", "cars", "mpg", 4, "fuel economy (mpg)", "cars", d=2)
    conversion(book, cont, "mpg", ["europe"], 2, "mpg", label=lambda x: f"the {x}an fleet" if x == "europe" else x)
    conversion(book, cont, "weight", ["america", "asia"], 1, "lb", label=lambda x: f"the average car from {x}")
    comparison(book, cont, "weight", "america", "europe", 11, unit=" lb", d=1)

    empty(book, db, "Which cars get more than 50 mpg?", "SELECT id FROM cars_data WHERE mpg > 50", "cars", 2)
    empty(book, db, "Which cars from 1982 have more than 200 horsepower?",
          "SELECT id FROM cars_data WHERE year = 1982 AND horsepower > 200", "1982 models", 3)

    named = Table(db, "Cars from 1970 whose names carry a model number",
                  "SELECT n.make AS car, d.horsepower, d.year FROM car_names n JOIN cars_data d ON d.id = n.makeid "
                  "WHERE n.make ~ '[0-9]{3}' AND d.year = 1970 ORDER BY n.makeid", ["car", "hp", "year"])
    have = [r["car"] for r in named.rows]
    idents(book, named, "car", "hp", [c for c in ("buick skylark 320", "peugeot 504", "audi 100 ls") if c in have], 2,
           "horsepower")
    idents(book, named, "car", "hp", [c for c in ("ford galaxie 500", "plymouth cuda 340", "bmw 2002") if c in have],
           3, "hp")


# ---------------------------------------------------------------------------
# concert_singer
# ---------------------------------------------------------------------------


def concerts(book):
    db = "spider_concert_singer"
    st = Table(db, "What are the capacity and attendance figures of each stadium?",
               "SELECT name, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC",
               ["name", "capacity", "highest", "lowest", "average"])
    comparison(book, st, "capacity", "Hampden Park", "Somerset Park", 11, noun=" seats")
    comparison(book, st, "average", "Stark's Park", "Balmoor", 12, noun=" on average")
    comparison(book, st, "highest", "Somerset Park", "Gayfield Park", 13)
    plain(book, st, "capacity", ["Balmoor", "Glebe Park"], 6, "seats")
    plain(book, st, "lowest", ["Bayview Stadium"], 7, "as its lowest gate")
    plain(book, st, "average", ["Forthbank Stadium", "Hampden Park"], 8, "on an average day")
    subset(book, st, "capacity", ["Gayfield Park", "Balmoor", "Glebe Park"], 6, "seats", row="stadium")
    share_of(book, st, "capacity", "Hampden Park", "Stark's Park", 0, "seats")

    # fill rates (average gate over capacity) in a table
    claims = [Claim("average gate against capacity:"), Claim("| stadium | capacity | average | fill rate |"),
              Claim("|---|---|---|---|")]
    for name in ("Stark's Park", "Bayview Stadium", "Hampden Park"):
        r = st[name]
        fr = 100 * r["average"] / r["capacity"]
        t, d = num(fr, 1)
        claims.append(Claim(f"| {name} | {r['capacity']:,} | {r['average']:,} | {t}% |",
                            [misrole("wrong_total", f"| {name} | {r['capacity']:,} | {r['average']:,} | "
                                     f"{w(100 * r['average'] / r['highest'], d)}% |", fr,
                                     100 * r["average"] / r["highest"], d)]))
    claims.append(Claim("Hampden Park is by far the emptiest relative to its size"))
    book.case(db, st.rid, "per_unit", claims)
    r = st["Forthbank Stadium"]
    spread = r["highest"] - r["lowest"]
    t, d = num(100 * r["lowest"] / r["highest"], 1)
    book.case(db, st.rid, "per_unit", [
        Claim(f"Forthbank Stadium swings from {r['lowest']:,} to {r['highest']:,}, a spread of {spread:,}",
              [off("off", f"Forthbank Stadium swings from {r['lowest']:,} to {r['highest']:,}, a spread of "
                   f"{spread + 140:,}", spread, spread + 140, 0, st)]),
        Claim(f"its worst gate is just {t}% of its best",
              [misrole("complement", f"its worst gate is just {w(100 - 100 * r['lowest'] / r['highest'], d)}% of its "
                       "best", 100 * r["lowest"] / r["highest"], 100 - 100 * r["lowest"] / r["highest"], d)]),
    ])
    big = st["Hampden Park"]
    small = [x for x in st.rows if x["name"] != "Hampden Park"]
    s_small = sum(x["capacity"] for x in small)
    t, d = num(s_small / len(small), 1)
    book.case(db, st.rid, "per_unit", [
        Claim(f"Hampden Park alone seats {big['capacity']:,}"),
        Claim(f"the remaining {say(len(small))} stadiums seat {s_small:,} between them",
              [off("off", f"the remaining {say(len(small))} stadiums seat {s_small * 1.2:,.0f} between them", s_small,
                   s_small * 1.2, 0, st)]),
        Claim(f"that is {t} per ground on a per-stadium basis",
              [misrole("mean_of_all", f"that is {w(st.total('capacity') / len(st.rows), d)} per ground on a "
                       "per-stadium basis", s_small / len(small), st.total("capacity") / len(st.rows), d)]),
    ])

    per = Table(db, "How many singers performed at each concert, and in which year?",
                "SELECT c.concert_name || ' (' || c.theme || ')' AS concert, c.year, count(s.singer_id) AS singers "
                "FROM concert c LEFT JOIN singer_in_concert s ON s.concert_id = c.concert_id "
                "GROUP BY c.concert_id, c.concert_name, c.theme, c.year ORDER BY c.concert_id",
                ["concert", "year", "singers"])
    y14 = sum(r["singers"] for r in per.rows if r["year"] == 2014)
    y15 = sum(r["singers"] for r in per.rows if r["year"] == 2015)
    c14 = sum(1 for r in per.rows if r["year"] == 2014)
    c15 = sum(1 for r in per.rows if r["year"] == 2015)
    t14, d14 = num(y14 / c14, 2)
    t15, d15 = num(y15 / c15, 2)
    book.case(db, per.rid, "change", [
        Claim(f"the {say(c14)} 2014 concerts drew {say(y14)} singer slots, {t14} per concert",
              [off("off", f"the {say(c14)} 2014 concerts drew {say(y14)} singer slots, {w(y14 / c14 * 1.6, d14)} per "
                   "concert", y14 / c14, y14 / c14 * 1.6, d14, per)]),
        Claim(f"in 2015 that went to {say(y15)} slots over {say(c15)} shows ({t15} apiece)",
              [off("off", f"in 2015 that went to {say(y15)} slots over {say(c15)} shows ({w(y15 / c15 * 1.7, d15)} "
                   "apiece)", y15 / c15, y15 / c15 * 1.7, d15, per)]),
    ])

    sing = Table(db, "How many singers come from each country, and how old are they on average?",
                 "SELECT country, count(*) AS singers, round(avg(age), 2) AS avg_age FROM singer "
                 "GROUP BY country ORDER BY 2 DESC, 1", ["country", "singers", "age"])
    fr = sing["France"]
    t, d = num(100 * fr["singers"] / sing.total("singers"), 1)
    tot_age = sum(r["singers"] * r["age"] for r in sing.rows)
    wm = tot_age / sing.total("singers")
    um = sum(sing.col("age")) / len(sing.rows)
    tw_, dw = num(wm, 2)
    book.case(db, sing.rid, "per_unit", [
        Claim(f"France supplies {say(fr['singers'])} of the {say(sing.total('singers'))} singers ({t}%)"),
        Claim(f"French singers average {n(fr['age'], 2)} years",
              [misrole("neighbour", f"French singers average {w(sing['Netherlands']['age'], 2)} years", fr["age"],
                       sing["Netherlands"]["age"], 2)]),
        Claim(f"overall, weighting each country by its singers, the mean age is {tw_}",
              [misrole("unweighted_as_weighted", f"overall, weighting each country by its singers, the mean age is "
                       f"{w(um, dw)}", wm, um, dw)]),
    ])
    comparison(book, sing, "age", "Netherlands", "United States", 15, noun=" years")

    empty(book, db, "Which concerts were held in 2016?", "SELECT concert_id FROM concert WHERE year = 2016",
          "concerts", 4)
    empty(book, db, "Which stadiums hold more than 60,000?", "SELECT stadium_id FROM stadium WHERE capacity > 60000",
          "stadiums", 5)


# ---------------------------------------------------------------------------
# pets_1
# ---------------------------------------------------------------------------


def pets(book):
    db = "spider_pets_1"
    maj = Table(db, "How many students are in each major, and how old are they on average?",
                "SELECT 'major ' || major AS major, count(*) AS students, round(avg(age), 2) AS avg_age "
                "FROM student GROUP BY major ORDER BY major", ["major", "students", "age"])
    weighted(book, maj, "major", "students", "age", 5, "student age", "students", d=2)
    share_of(book, maj, "students", "major 600", "major 520", 1, "students")
    subset(book, maj, "students", ["major 50", "major 100", "major 540"], 7, "students", row="major")
    plain(book, maj, "students", ["major 600", "major 520"], 8, "students", agg=False)
    comparison(book, maj, "age", "major 50", "major 540", 16, noun=" years")

    sex = Table(db, "How do male and female students compare in number and age?",
                "SELECT CASE sex WHEN 'M' THEN 'male students' ELSE 'female students' END AS sex, "
                "count(*) AS students, round(avg(age), 2) AS avg_age, min(age) AS youngest, max(age) AS oldest "
                "FROM student GROUP BY sex ORDER BY sex", ["sex", "students", "age", "youngest", "oldest"])
    comparison(book, sex, "students", "male students", "female students", 17, noun=" in all")
    m, f_ = sex["male students"], sex["female students"]
    sh = m["students"] / (m["students"] + f_["students"])
    tb_, fb = bound_words(sh)
    t, d = num(100 * sh, 1)
    book.case(db, sex.rid, "per_unit", [
        Claim(f"of {m['students'] + f_['students']} students, {m['students']} are men: {t}%",
              [misrole("wrong_total", f"of {m['students'] + f_['students']} students, {m['students']} are men: "
                       f"{w(100 * f_['students'] / m['students'], d)}%", 100 * sh,
                       100 * f_["students"] / m["students"], d)]),
        Claim(f"comfortably {tb_}", [("false_bound", f"comfortably {fb}")] if fb else []),
        Claim(f"ages run {m['youngest']}-{m['oldest']} for men and {f_['youngest']}-{f_['oldest']} for women"),
    ])

    pet = Table(db, "What are the pets' types, ages and weights?",
                "SELECT 'pet ' || petid AS pet, pettype, pet_age, weight FROM pets ORDER BY petid",
                ["pet", "type", "age", "weight"], text=("type",))
    conversion(book, pet, "weight", ["pet 2001", "pet 2002"], 0, "lb", label=lambda x: f"the {pet[x]['type']} ({x})")
    tw = pet.total("weight")
    t, d = num(tw / 3, 2)
    dog = [r for r in pet.rows if r["type"] == "dog"]
    dsum = sum(r["weight"] for r in dog)
    td, dd = num(100 * dsum / tw, 1)
    book.case(db, pet.rid, "per_unit", [
        Claim(f"the three pets weigh {n(tw, 1)} lb in total, {t} apiece",
              [off("off", f"the three pets weigh {n(tw, 1)} lb in total, {w(tw / 3 * 1.3, d)} apiece", tw / 3,
                   tw / 3 * 1.3, d, pet)]),
        Claim(f"the two dogs account for {n(dsum, 1)} lb of that ({td}%)",
              [misrole("complement", f"the two dogs account for {n(dsum, 1)} lb of that "
                       f"({w(100 - 100 * dsum / tw, dd)}%)", 100 * dsum / tw, 100 - 100 * dsum / tw, dd)]),
    ])

    city = Table(db, "Which home cities have the most students?",
                 "SELECT city_code, count(*) AS students FROM student GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6",
                 ["city", "students"])
    tot = Table(db, "How many students are there?", "SELECT count(*) AS students FROM student", ["students"])
    ns = int(tot.raw[0][0])
    book.case(db, tot.rid, "plain", [
        Claim(f"there are {say(ns)} students on record",
              [off("off", f"there are {say(ns + 11)} students on record", ns, ns + 11, 0, tot)]),
    ], derived=False)
    plain(book, city, "students", ["BAL", "PHL"], 9, "students", agg=True)

    empty(book, db, "Which students own a pet older than 10?",
          "SELECT h.stuid FROM has_pet h JOIN pets p ON p.petid = h.petid WHERE p.pet_age > 10", "students", 6)


# ---------------------------------------------------------------------------
# battle_death
# ---------------------------------------------------------------------------


def battles(book):
    db = "spider_battle_death"
    ships = Table(db, "How many people did each ship's incidents kill and injure?",
                  "SELECT s.name AS ship, count(*) AS incidents, sum(d.killed) AS killed, sum(d.injured) AS injured "
                  "FROM death d JOIN ship s ON s.id = d.caused_by_ship_id GROUP BY s.name ORDER BY 3 DESC, 1",
                  ["ship", "incidents", "killed", "injured"])
    comparison(book, ships, "killed", "Lettice", "Three Brothers", 16, noun=" killed")
    comparison(book, ships, "killed", "Mary", "Bon Accord", 18, noun=" deaths")
    subset(book, ships, "killed", ["Lettice", "Mary"], 8, "deaths", row="ship")
    share_of(book, ships, "killed", "Mary", "Lettice", 2, "deaths")
    let = ships["Lettice"]
    t, d = num(let["killed"] / let["incidents"], 1)
    tk = ships.total("killed")
    ti = ships.total("incidents")
    t2, d2 = about(tk / ti, 1)
    mm = sum(r["killed"] / r["incidents"] for r in ships.rows) / len(ships.rows)
    book.case(db, ships.rid, "per_unit", [
        Claim(f"Lettice is linked to {say(let['killed'])} deaths over {say(let['incidents'])} incidents, "
              f"{t} per incident",
              [off("off", f"Lettice is linked to {say(let['killed'])} deaths over {say(let['incidents'])} incidents, "
                   f"{w(let['killed'] / let['incidents'] * 1.45, d)} per incident", let["killed"] / let["incidents"],
                   let["killed"] / let["incidents"] * 1.45, d, ships)]),
        Claim(f"across every ship it is {tk} killed in {ti} incidents, {t2} per incident",
              [misrole("mean_of_means", f"across every ship it is {tk} killed in {ti} incidents, "
                       f"{about(mm, 1)[0]} per incident", tk / ti, mm, about(mm, 1)[1], approx=True)]),
    ])
    plain(book, ships, "injured", ["HMS Avon", "Three Brothers"], 10, "injured", agg=True)

    disp = Table(db, "How were the ships disposed of?",
                 "SELECT disposition_of_ship AS disposition, count(*) AS ships FROM ship GROUP BY 1 ORDER BY 2 DESC, 1",
                 ["disposition", "ships"])
    cap_ = disp["Captured"]["ships"]
    tot = disp.total("ships")
    tb_, fb = bound_words(cap_ / tot)
    t, d = num(100 * cap_ / tot, 1)
    book.case(db, disp.rid, "per_unit", [
        Claim(f"{say(cap_)} of the {say(tot)} ships were captured ({t}%)",
              [misrole("complement", f"{say(cap_)} of the {say(tot)} ships were captured "
                       f"({w(100 - 100 * cap_ / tot, d)}%)", 100 * cap_ / tot, 100 - 100 * cap_ / tot, d)]),
        Claim(f"that is {tb_} of the fleet", [("false_bound", f"that is {fb} of the fleet")] if fb else []),
        Claim("the rest were wrecked, scuttled or sank, one apiece"),
    ])

    types = Table(db, "Which ship types are there, and what tonnage do they list?",
                  "SELECT ship_type, name, tonnage FROM ship WHERE ship_type ~ '[0-9]' ORDER BY id",
                  ["type", "name", "tonnage"], text=("name",))
    claims = []
    for r in types.rows:
        bad = bump(r["type"])
        claims.append(Claim(f"{r['name']} is listed as type '{r['type']}', {n(r['tonnage'])} tons",
                            [("changed_ident", f"{r['name']} is listed as type '{bad}', {n(r['tonnage'])} tons")]))
    book.case(db, types.rid, "zero_ident", claims, derived=False)
    a, b = types.rows[0], types.rows[1]
    p = 100 * (a["tonnage"] - b["tonnage"]) / b["tonnage"]
    t, d = num(p, 1)
    book.case(db, types.rid, "comparison", [
        Claim(f"{a['name']} ({n(a['tonnage'])} tons) outweighs {b['name']} ({n(b['tonnage'])} tons) by {t}%",
              [misrole("pct_base", f"{a['name']} ({n(a['tonnage'])} tons) outweighs {b['name']} ({n(b['tonnage'])} "
                       f"tons) by {w(100 * (a['tonnage'] - b['tonnage']) / a['tonnage'], d)}%", p,
                       100 * (a["tonnage"] - b["tonnage"]) / a["tonnage"], d)]),
        Claim(f"a difference of {n(a['tonnage'] - b['tonnage'])} tons",
              [misrole("sum_for_diff", f"a difference of {a['tonnage'] + b['tonnage']} tons",
                       a["tonnage"] - b["tonnage"], a["tonnage"] + b["tonnage"], 0)]),
    ])

    res = Table(db, "How did the battles end?",
                "SELECT result, count(*) AS battles FROM battle GROUP BY 1 ORDER BY 2 DESC, 1", ["result", "battles"])
    bv = res["Bulgarian victory"]["battles"]
    tot = res.total("battles")
    t, d = num(100 * bv / tot, 1)
    book.case(db, res.rid, "per_unit", [
        Claim(f"Bulgarian victories: {say(bv)} of {say(tot)}, or {t}%",
              [misrole("complement", f"Bulgarian victories: {say(bv)} of {say(tot)}, or {w(100 - 100 * bv / tot, d)}%",
                       100 * bv / tot, 100 - 100 * bv / tot, d),
               off("off", f"Bulgarian victories: {say(bv)} of {say(tot)}, or {w(100 * bv / tot - 21, d)}%",
                   100 * bv / tot, 100 * bv / tot - 21, d, res)]),
        Claim("the remaining two battles split between a Latin victory and a truce"),
    ])
    empty(book, db, "Which incidents killed more than 100 people?", "SELECT id FROM death WHERE killed > 100",
          "incidents", 1)
    empty(book, db, "Which battles did Kaloyan lose?",
          "SELECT id FROM battle WHERE bulgarian_commander = 'Kaloyan' AND result <> 'Bulgarian victory'",
          "battles", 2)


# ---------------------------------------------------------------------------
# money and durations: chinook playlists, northwind discounts
# ---------------------------------------------------------------------------


def money(book):
    pl = Table("chinook", "How many tracks does each playlist hold, how long do they run and what do they cost?",
               "SELECT p.name AS playlist, count(*) AS tracks, sum(t.unit_price) AS total_price, "
               "sum(t.milliseconds) AS total_ms FROM playlist p "
               "JOIN playlist_track pt ON pt.playlist_id = p.playlist_id JOIN track t ON t.track_id = pt.track_id "
               "WHERE p.playlist_id NOT IN (8, 10) GROUP BY p.playlist_id, p.name HAVING count(*) >= 15 "
               "ORDER BY 2 DESC, 1", ["playlist", "tracks", "price", "ms"])
    r0 = pl["90’s Music"]
    per = r0["price"] / r0["tracks"]
    book.case("chinook", pl.rid, "per_unit", [
        Claim(f"90’s Music lists {r0['tracks']:,} tracks worth {usd(r0['price'])} in all"),
        Claim(f"that is {usd(per)} per track",
              [off("off", f"that is {wusd(per * 1.6)} per track", per, per * 1.6, 2, pl)]),
    ])
    comparison(book, pl, "price", "90’s Music", "TV Shows", 19, cash=True)
    comparison(book, pl, "price", "Classical", "Grunge", 20, cash=True)
    plain(book, pl, "tracks", ["TV Shows", "Brazilian Music"], 11, "tracks")
    subset(book, pl, "price", ["Classical 101 - Deep Cuts", "Classical 101 - Next Steps",
                               "Classical 101 - The Basics"], 9, "worth of tracks", row="playlist", cash=True,
           d=2, all_noun="track value")
    # durations: milliseconds as minutes and hours
    claims = []
    for i, name in enumerate(("Grunge", "Heavy Metal Classic", "TV Shows")):
        ms = pl[name]["ms"]
        if i < 2:
            mins = ms / 60000
            t, d = num(mins, 1)
            claims.append(Claim(f"{name} runs {ms:,} ms, or {t} minutes",
                                [off("wrong_factor", f"{name} runs {ms:,} ms, or {w(ms / 6000, d)} minutes", mins,
                                     ms / 6000, d, pl)]))
        else:
            hrs = ms / 3600000
            t, d = num(hrs, 1)
            claims.append(Claim(f"{name} would take {t} hours to play through ({ms:,} ms)",
                                [off("wrong_factor", f"{name} would take {w(ms / 60000 / 100, d)} hours to play "
                                     f"through ({ms:,} ms)", hrs, ms / 60000 / 100, d, pl)]))
    book.case("chinook", pl.rid, "conversion", claims, bullets=True)
    g = pl["Grunge"]
    t, d = num(g["ms"] / g["tracks"] / 60000, 2)
    book.case("chinook", pl.rid, "conversion", [
        Claim(f"Grunge's {g['tracks']} tracks average {t} minutes each",
              [off("wrong_factor", f"Grunge's {g['tracks']} tracks average {w(g['ms'] / g['tracks'] / 1000 / 100, d)} "
                   "minutes each", g["ms"] / g["tracks"] / 60000, g["ms"] / g["tracks"] / 100000, d, pl)]),
        Claim(f"at {usd(g['price'] / g['tracks'])} a track"),
    ])

    nw = Table("northwind", "How much discount did customers get per supplier country?",
               "SELECT s.country AS supplier_country, count(*) AS lines, "
               "round(sum(od.unit_price * od.quantity)::numeric, 2) AS gross, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discount "
               "FROM order_details od JOIN products p ON p.product_id = od.product_id "
               "JOIN suppliers s ON s.supplier_id = p.supplier_id GROUP BY 1 ORDER BY 3 DESC LIMIT 6",
               ["supplier_country", "lines", "gross", "discount"])
    comparison(book, nw, "gross", "France", "Germany", 21, cash=True)
    for k, c in enumerate(("France", "Canada")):
        a = nw[c]
        rate = 100 * a["discount"] / a["gross"]
        t, d = num(rate, 2)
        book.case("northwind", nw.rid, "per_unit", [
            Claim(f"{c}'s suppliers billed {usd(a['gross'])} gross and gave away {usd(a['discount'])} in discounts"),
            Claim(f"an effective discount of {t}%",
                  [off("off", f"an effective discount of {w(rate * 1.7, d)}%", rate, rate * 1.7, d, nw)]),
            Claim(f"or {usd(a['gross'] / a['lines'])} gross per order line",
                  [off("off", f"or {wusd(a['gross'] / a['lines'] * 0.7)} gross per order line",
                       a["gross"] / a["lines"], a["gross"] / a["lines"] * 0.7, 2, nw)]),
        ], bullets=bool(k))
    subset(book, nw, "discount", ["Australia", "USA", "Italy"], 10, "in discounts", row="country", rows="countries",
           cash=True, all_noun="discounts")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    book = Book6()
    for part in (superhero, cars, concerts, pets, battles, money):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report('seventh set (development since its misses were read)', items, SHAPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
