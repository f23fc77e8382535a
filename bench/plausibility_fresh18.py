#!/usr/bin/env python3
"""
plausibility_fresh18.py — a nineteenth labelled set for check_answer,
written held out, development since its misses were read: answers the way a BI tool's templated "smart narrative" or
"explain the data" feature writes them, over northwind (net sales per
supplier, freight per destination country and per shipper and year, net
sales per quarter of 1997), chinook (revenue per billing country and per
year, play time per genre), BIRD's superhero (heroes per hair colour and per
publisher, height and weight per gender), Spider's car_1 (cars, mpg and
weight per model year), voter_1 (area codes per state), course_teach
(teachers' ages), pets_1 (students per major) and cre_doc_template_mgt
(templates per type), and defog-dev's geography (rivers, states' population
and area), with queries of their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
generated narrative the other sets lack: formulaic sentences filled from a
template ("X had the highest total net sales at N, followed by Y (M) and Z
(K).", "X accounted for N% of the total", "A is N% higher than B", "A is N
times B", "Across all 12 suppliers, the average net sales is N", "The top 3
suppliers together make up N% of total net sales", "The lowest value, N,
belongs to X", "Values range from A to B (a spread of C)", "The median is
N"), one-line captions under a small markdown table ("Showing 5 of 21
items. The rows shown sum to N, or P% of the total."), money in K and M as
BI tools abbreviate it ("$153.69K", "$1.27M"), field names as the template
fills them in ("Sum of freight", "Average of avg_mpg"), and the template's
artefacts kept in grounded answers: "1 items", a repeated word ("the the",
"and and"), a trailing "respectively". Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's and fresh11's):
  comparison  percent higher and lower, multiples ("N times"), differences,
              spreads between the highest and lowest value
  change      percent change between periods (rows or columns), the
              largest period-over-period increase
  per_unit    one row's share, the top rows' share, averages and medians
              across all rows, weighted averages, totals over counts,
              captions that give the rows shown as a share of the total
  conversion  milliseconds as hours and minutes, kilometres as miles, square
              kilometres as square miles, centimetres as inches, kilograms
              as pounds, pounds as kilograms, mpg as km per litre
  zero_ident  zero for an empty result, digits inside identifiers
  plain       the highest rows with their values, the lowest value, counts
              in words and digits, money in K
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, the mean called the median, a share of the wrong total or its
complement, a ratio given as a share, a percent change over the wrong base),
a false bound, number words given to the wrong row, a count over an empty
result, a conversion by the wrong factor, a changed identifier, or a figure
off by more than the rounding shown. A twin is kept only when its figure is
far from the true value (fresh4's rules) and, unless it is a real value in
the wrong role, far from every cell, aggregate, pairwise difference, ratio
and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import statistics
import sys

from plausibility_fresh4 import Claim, pick, say
from plausibility_fresh7 import KMPL_PER_MPG, dd_of, n, num, off, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table

KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
MI_PER_KM = 0.621371192
SQMI_PER_SQKM = 0.386102159
IN_PER_CM = 1 / 2.54


def bik(v):
    """Money as a BI tool abbreviates it: "$153.69K", "$1.27M", "$812.40"."""
    a = abs(v)
    if a >= 1e6:
        return f"${num(a / 1e6, 2)[0]}M"
    if a >= 1e4:
        return f"${num(a / 1e3, 2)[0]}K"
    return usd(a, 2)


def shown(cash, d, unit="", k=False):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash and k:
        return bik, (lambda v, _d: bik(v)), (lambda v: 2)
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: "$" + w(v, dd)), (lambda v: dd_of(v, d, True))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def plural(x):
    return x + ("es" if x.endswith("o") else "s")


def ordered(t, col, desc=True):
    return sorted(t.order, key=lambda x: ((-t[x][col]) if desc else t[x][col], x))


# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------


def lead(book, t, col, k, noun, cash=False, d=0, unit="", kfmt=False, label=None, field=None, pre=""):
    """The highest row and the two after it: "X had the highest N at A, followed by Y (B) and Z (C)."; twins:
    the fourth row's value in the third's place, the second row's value given to the first."""
    S, W, D = shown(cash, d, unit, kfmt)
    o = ordered(t, col)
    L = label or (lambda x: x)
    a, b, c, e = o[:4]
    va, vb, vc, ve = (t[x][col] for x in (a, b, c, e))
    form = k % 4
    if form == 0:
        fmt = lambda x1, x3: f"{L(a)} had the highest {noun} at {x1}, followed by {L(b)} ({S(vb)}) and {L(c)} ({x3})."
    elif form == 1:
        fmt = lambda x1, x3: (f"{L(a)} had the highest {noun} at {x1}, followed by {L(b)} and {L(c)} with {S(vb)} "
                              f"and {x3}, respectively.")
    elif form == 2:
        fmt = lambda x1, x3: (f"{field or cap(noun)} is highest for {L(a)} ({x1}), followed by by {L(b)} ({S(vb)}) "
                              f"and {L(c)} ({x3}).")
    else:
        fmt = lambda x1, x3: (f"At {x1}, {L(a)} had the highest {noun}. {L(b)} and {L(c)} followed with {S(vb)} and "
                              f"{x3} respectively.")
    tw = []
    if S(ve) != S(vc):
        tw.append(off(t, "neighbour_row", fmt(S(va), S(ve)), vc, ve, D(vc), real=True))
    if S(vb) != S(va):
        tw.append(off(t, "neighbour_row", fmt(S(vb), S(vc)), va, vb, D(va), real=True))
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(va), S(vc)), tw)], derived=False, pre=pre)


def lowest(book, t, col, k, noun, cash=False, d=0, unit="", kfmt=False, label=None, after=()):
    """"The lowest value, N, belongs to X."; twin: the second-lowest row's value."""
    S, W, D = shown(cash, d, unit, kfmt)
    o = ordered(t, col, desc=False)
    L = label or (lambda x: x)
    z, y = o[0], o[1]
    fmt = pick([lambda x: f"The lowest {noun}, {x}, belongs to {L(z)}.",
                lambda x: f"{L(z)} had the lowest {noun} at {x}.",
                lambda x: f"The lowest value of {noun} ({x}) belongs to to {L(z)}."], k)
    tw = [off(t, "neighbour_row", fmt(S(t[y][col])), t[z][col], t[y][col], D(t[z][col]), real=True)
          if S(t[y][col]) != S(t[z][col]) else None]
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(t[z][col])), tw)] + list(after), derived=False)


def share_of(book, t, col, key, k, noun, other=None, cash=False, d=0, kfmt=False, label=None, pre=""):
    """"X accounted for N% of the total"; twins: the complement, the share of the wrong total, the ratio to
    the next row given as a share."""
    S, W, D = shown(cash, d, "", kfmt)
    v = t[key][col]
    tot = sum(t.col(col))
    s = 100 * v / tot
    st, sd = num(s, 1 if k % 3 else 2)
    name = label or key
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{name} accounted for {x}% of the total {noun}."
        after = [Claim(f"Total {noun}: {S(tot)}.")]
    elif form == 1:
        fmt = lambda x: f"{name} accounted for {x}% of {noun} ({S(v)} of {S(tot)})."
        after = []
    else:
        fmt = lambda x: f"{name} made up {x}% of the total {noun}, with {S(v)}."
        after = []
    tw = [off(t, "complement", fmt(w(100 - s, sd)), s, 100 - s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), s, ws, sd, real=True))
        rs = 100 * t[other][col] / v if t[other][col] < v else 100 * v / t[other][col]
        tw.append(off(t, "ratio_as_share", fmt(w(rs, sd)), s, rs, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)] + after, pre=pre)


def higher(book, t, col, a, b, k, noun, cash=False, d=0, unit="", kfmt=False, label=None, pre=""):
    """Two rows, the larger first: "A is N% higher than B", "B is N% lower than A", "A is N times B",
    "A exceeds B by D"."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit, kfmt)
    diff, r = va - vb, va / vb
    hi, hid = num(100 * diff / vb, 1)
    lo, lod = num(100 * diff / va, 1)
    rt, rd = num(r, 2)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    form = k % 4
    if form == 0:
        f0 = lambda x: f"{A} is {x}% higher than {B}"
        claims = [Claim(f0(hi), [off(t, "wrong_base", f0(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va,
                                     hid, real=True)]),
                  Claim(f"({S(va)} vs. {S(vb)}) in {noun}.", [nbr(lambda x: f"({S(va)} vs. {x}) in {noun}.")])]
    elif form == 1:
        f0 = lambda x: f"{B} is {x}% lower than {A} in {noun}"
        claims = [Claim(f0(lo), [off(t, "wrong_base", f0(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb,
                                     lod, real=True)]),
                  Claim(f"({S(vb)} compared to {S(va)}).", [nbr(lambda x: f"({x} compared to {S(va)}).")])]
    elif form == 2:
        f0 = lambda x: f"{A} is {x} times {B} in {noun}"
        claims = [Claim(f0(rt), [off(t, "off", f0(w(r * 1.5 + 0.3, rd)), r, r * 1.5 + 0.3, rd)]),
                  Claim(f"({S(va)} and {S(vb)}, respectively).")]
    else:
        f0 = lambda x: f"{A} exceeds {B} by {x}"
        claims = [Claim(f0(S(diff)), [off(t, "off", f0(W(diff * 1.6, D(diff))), diff, diff * 1.6, D(diff))]),
                  Claim(f"in {noun} ({S(va)} vs. {S(vb)}),"),
                  Claim(f"a difference of {hi}%.",
                        [off(t, "wrong_base", f"a difference of {w(100 * diff / va, hid)}%.", 100 * diff / vb,
                             100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def spread(book, t, col, k, noun, cash=False, d=0, unit="", kfmt=False, label=None):
    """"Values range from A to B (a spread of C)."; twins: the spread off, the second-highest as the top."""
    S, W, D = shown(cash, d, unit, kfmt)
    o = ordered(t, col)
    hi, lo = t[o[0]][col], t[o[-1]][col]
    sp = hi - lo
    L = label or (lambda x: x)
    form = k % 3
    if form == 0:
        fmt = lambda a, c: f"{cap(noun)} values range from {S(lo)} to {a} (a spread of {c})."
    elif form == 1:
        fmt = lambda a, c: (f"{cap(noun)} ranges from {S(lo)} ({L(o[-1])}) to {a} ({L(o[0])}), a spread of {c}.")
    else:
        fmt = lambda a, c: f"The spread between the highest ({a}) and lowest ({S(lo)}) {noun} is {c}."
    tw = [off(t, "off", fmt(S(hi), W(sp * 1.45, D(sp))), sp, sp * 1.45, D(sp))]
    h2 = t[o[1]][col]
    if S(h2) != S(hi):
        tw.append(off(t, "neighbour_row", fmt(S(h2), S(sp)), hi, h2, D(hi), real=True))
    book.case(t.db, t.rid, "comparison", [Claim(fmt(S(hi), S(sp)), tw)])


def avg_all(book, t, col, k, noun, what, cash=False, d=1, unit="", kfmt=False, field=None, pre=""):
    """"Across all 12 suppliers, the average net sales is N."; twins: off, the median called the mean."""
    S, W, D = shown(cash, d, unit, kfmt)
    vals = t.col(col)
    m = sum(vals) / len(vals)
    med = statistics.median(vals)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"Across all {len(vals)} {what}, the average {noun} is {x}."
    elif form == 1:
        fmt = lambda x: f"The average {field or noun} across all {len(vals)} {what} is {x}."
    else:
        fmt = lambda x: f"On average, {what} had {x} of {noun}."
    tw = [off(t, "off", fmt(W(m * 1.45, D(m))), m, m * 1.45, D(m))]
    if S(med) != S(m):
        tw.insert(0, off(t, "median_as_mean", fmt(S(med)), m, med, D(m), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(m)), tw)], pre=pre)


def median(book, t, col, k, noun, cash=False, d=1, unit="", kfmt=False, after=()):
    """"The median is N"; twin: the mean called the median."""
    S, W, D = shown(cash, d, unit, kfmt)
    vals = t.col(col)
    med = statistics.median(vals)
    m = sum(vals) / len(vals)
    fmt = pick([lambda x: f"The median {noun} is {x}.",
                lambda x: f"The median value of {noun} is {x}, meaning half of the {len(vals)} items are above it.",
                lambda x: f"{cap(noun)} has a median of {x}."], k)
    tw = [off(t, "mean_as_median", fmt(S(m)), med, m, D(med), real=True) if S(m) != S(med) else None,
          off(t, "off", fmt(W(med * 1.5, D(med))), med, med * 1.5, D(med))]
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(med)), tw)] + list(after))


def top_share(book, t, col, m, k, noun, what, cash=False, d=0, unit="", kfmt=False, label=None):
    """"The top 3 X together make up N% of total Y"; twins: the complement, the sum off."""
    S, W, D = shown(cash, d, unit, kfmt)
    o = ordered(t, col)[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in o)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = num(s, 1)
    names = ", ".join(L(x) for x in o[:-1]) + " and " + L(o[-1])
    form = k % 3
    if form == 0:
        f0 = lambda x: f"The top {m} {what} together make up {x}% of total {noun}"
        f1 = lambda x: f"({names}: {x})."
    elif form == 1:
        f0 = lambda x: f"The top {say(m)} {what} ({names}) together make up {x}% of the total {noun}"
        f1 = lambda x: f"with a combined {x}."
    else:
        f0 = lambda x: f"Together, {names} make up {x}% of {noun},"
        f1 = lambda x: f"{x} of {S(tot)}."
    claims = [Claim(f0(st), [off(t, "complement", f0(w(100 - s, sd)), s, 100 - s, sd, real=True)]),
              Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))])]
    book.case(t.db, t.rid, "per_unit", claims)


def caption(book, t, cols, col, m, k, noun, what, hdr, cash=False, d=0, unit="", kfmt=False, label=None):
    """A small markdown table of the top m rows, and the caption under it: the rows shown as a share of the
    total, and the items not shown ("1 items" where one is left); twins: the share's complement, the sum off."""
    S, W, D = shown(cash, d, unit, kfmt)
    o = ordered(t, col)[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in o)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = num(s, 1)
    rest = len(t) - m
    pre = "| " + " | ".join(hdr) + " |\n|" + "---|" * len(hdr)
    claims = []
    for x in o:
        cells = [L(x)] + [n(t[x][c], 0 if float(t[x][c]).is_integer() else 2) for c in cols] + [S(t[x][col])]
        claims.append(Claim("\n| " + " | ".join(cells) + " |"))
    form = k % 2
    if form == 0:
        f0 = lambda a, b: (f"\n\nShowing top {m} of {len(t)} {what} ({rest} items not shown). The {what} shown "
                           f"sum to {a}, or {b}% of total {noun}.")
    else:
        f0 = lambda a, b: (f"\n\n*Top {m} {what} by {noun}: {a} combined, {b}% of the total of {S(tot)}. "
                           f"{rest} items are are not shown.*")
    claims.append(Claim(f0(S(sm), st), [off(t, "complement", f0(S(sm), w(100 - s, sd)), s, 100 - s, sd, real=True),
                                        off(t, "off", f0(W(sm * 0.7, D(sm)), st), sm, sm * 0.7, D(sm))]))
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", units=None):
    """A total over a count for one row: "X averaged N per order (T across C orders)"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, sfx)
    St = (lambda v: usd(v, 2)) if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    us = units or plural(unit)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{name} averaged {x} of {what} per {unit} ({St(tot)} across {int(cnt):,} {us})."
    elif form == 1:
        fmt = lambda x: f"{cap(what)} per {unit} for {name} is {x}, based on {int(cnt):,} {us} and a total of {St(tot)}."
    else:
        fmt = lambda x: f"With {int(cnt):,} {us} and {St(tot)} in {what}, {name} works out to {x} per per {unit}."
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)])


def weighted(book, t, avg_col, n_col, k, noun, per, d=2, unit="", field=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    form = k % 2
    if form == 0:
        fmt = lambda x: f"Weighted by {per} count ({int(sum(ns)):,} {plural(per)}), the overall {noun} is {x}{unit}."
    else:
        fmt = lambda x: (f"{field or cap(noun)}, weighted by number of {plural(per)}, is {x}{unit} across all "
                         f"{int(sum(ns)):,} {plural(per)}.")
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd,
                                                              real=True)])])


def change(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", kfmt=False, l1=None, l2=None):
    """From one row (a period) to another: "N increased by P% from A to B"."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit, kfmt)
    diff = v2 - v1
    up = diff > 0
    p, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    base = lambda fmt: off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)
    form = k % 4
    if form == 0:
        f0 = lambda x: f"{cap(noun)} {'increased' if up else 'decreased'} by {x}% from {l1} to {l2}"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"(from {S(v1)} to {S(v2)}).",
                        [off(t, "neighbour_row", f"(from {S(t[nb][col])} to {S(v2)}).", v1, t[nb][col], D(v1),
                             real=True) if nb and S(t[nb][col]) != S(v1) else None])]
    elif form == 1:
        f0 = lambda x: f"{cap(noun)} for {l2} was {x} {'higher' if up else 'lower'} than {l1}"
        claims = [Claim(f0(S(abs(diff))), [off(t, "off", f0(W(abs(diff) * 1.7, D(diff))), abs(diff), abs(diff) * 1.7,
                                               D(diff))]),
                  Claim(f"({S(v2)} vs. {S(v1)}), a change of {'+' if up else '-'}{p}%.",
                        [base(lambda x: f"({S(v2)} vs. {S(v1)}), a change of {'+' if up else '-'}{x}%.")])]
    elif form == 2:
        f0 = lambda x: f"{l2} saw a {x}% {'increase' if up else 'decrease'} in {noun} compared to {l1}"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"({S(v1)} → {S(v2)})")]
    else:
        f0 = lambda x: f"{cap(noun)} went from {S(v1)} in {l1} to {S(v2)} in {l2}, {'up' if up else 'down'} {x}%"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"or {S(abs(diff))} in absolute terms.",
                        [off(t, "off", f"or {W(abs(diff) * 0.5, D(diff))} in absolute terms.", abs(diff),
                             abs(diff) * 0.5, D(diff))])]
    book.case(t.db, t.rid, "change", claims)


def row_change(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, kfmt=False, label=None):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, d, "", kfmt)
    diff = v2 - v1
    up = diff > 0
    p, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    f0 = pick([lambda x: f"{noun} for {name} {'increased' if up else 'decreased'} by {x}% from {l1} to {l2}",
               lambda x: f"{name}: {noun} {'up' if up else 'down'} {x}% ({l1} to {l2})"], k)
    claims = [Claim(f0(p), [off(t, "wrong_base", f0(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    tw = []
    if nb and S(t[nb][c1]) != S(v1):
        tw.append(off(t, "neighbour_row", f"({S(t[nb][c1])} in {l1}, {S(v2)} in {l2}).", v1, t[nb][c1], D(v1),
                      real=True))
    claims.append(Claim(f"({S(v1)} in {l1}, {S(v2)} in {l2}).", tw))
    book.case(t.db, t.rid, "change", claims)


def biggest_rise(book, t, col, k, noun, cash=False, d=0, unit="", kfmt=False, per="year"):
    """"The largest year-over-year increase was in X, up D (P%)"; twins: the rise off, over the wrong base."""
    S, W, D = shown(cash, d, unit, kfmt)
    steps = [(b, a, t[b][col] - t[a][col]) for a, b in zip(t.order, t.order[1:])]
    b, a, dv = max(steps, key=lambda s: s[2])
    if dv <= 0:
        return
    p, pd = num(100 * dv / t[a][col], 1)
    wb = 100 * dv / t[b][col]
    f0 = pick([lambda x, y: f"The largest {per}-over-{per} increase in {noun} was in {b}, up {x} ({y}%) from {a}.",
               lambda x, y: f"{b} had the biggest increase in {noun} of any {per}: +{x}, or +{y}% vs. {a}."], k)
    tw = [off(t, "off", f0(W(dv * 1.6, D(dv)), p), dv, dv * 1.6, D(dv)),
          off(t, "wrong_base", f0(S(dv), w(wb, pd)), 100 * dv / t[a][col], wb, pd, real=True)]
    book.case(t.db, t.rid, "change", [Claim(f0(S(dv), p), tw)])


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


def total_conv(book, t, col, k, fmt, factor, dst_d, wrong_factor, what, after=()):
    """The column total and its conversion; twin: the wrong factor."""
    tot = sum(t.col(col))
    c = tot * factor
    ct, cd = num(c, dst_d)
    book.case(t.db, t.rid, "conversion", [
        Claim(fmt(f"{int(tot):,}", ct), [off(t, "wrong_factor", fmt(f"{int(tot):,}", w(tot * wrong_factor, cd)), c,
                                             tot * wrong_factor, cd)])] + list(after))


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2)"
SUP = {"Aux joyeux ecclésiastiques": "Aux joyeux ecclésiastiques", "Plutzer Lebensmittelgroßmärkte AG": "Plutzer",
       "Specialty Biscuits, Ltd.": "Specialty Biscuits"}


def northwind(book):
    sp = table("northwind", "Net sales by supplier, top 12, with products and order lines",
               "SELECT s.company_name AS supplier, count(DISTINCT p.product_id) AS products, count(*) AS order_lines, "
               + NET + " AS net_sales FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id "
               "JOIN order_details od ON od.product_id = p.product_id GROUP BY 1 ORDER BY 4 DESC LIMIT 12")
    sl = lambda x: SUP.get(x, x)
    lead(book, sp, "net_sales", 0, "net sales", cash=True, kfmt=True, label=sl)
    share_of(book, sp, "net_sales", "Aux joyeux ecclésiastiques", 0, "net sales", other="Plutzer Lebensmittelgroßmärkte AG",
             cash=True, kfmt=True)
    higher(book, sp, "net_sales", "Aux joyeux ecclésiastiques", "Gai pâturage", 0, "net sales", cash=True, kfmt=True)
    higher(book, sp, "net_sales", "Pavlova, Ltd.", "Leka Trading", 2, "net sales", cash=True, kfmt=True)
    avg_all(book, sp, "net_sales", 0, "net sales", "suppliers", cash=True, kfmt=True)
    median(book, sp, "net_sales", 0, "net sales per supplier", cash=True, kfmt=True)
    top_share(book, sp, "net_sales", 3, 0, "net sales", "suppliers", cash=True, kfmt=True, label=sl)
    spread(book, sp, "net_sales", 0, "net sales", cash=True, kfmt=True)
    lowest(book, sp, "net_sales", 0, "net sales", cash=True, kfmt=True)
    rate(book, sp, "net_sales", "order_lines", "Gai pâturage", 0, "order line", "net sales", cash=True)
    higher(book, sp, "order_lines", "Plutzer Lebensmittelgroßmärkte AG", "Forêts d'érables", 3, "order lines",
           label=sl)

    fr = table("northwind", "Sum of freight and count of orders by ship country",
               "SELECT ship_country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight FROM orders "
               "GROUP BY 1 ORDER BY 3 DESC")
    lead(book, fr, "freight", 1, "sum of freight", cash=True)
    share_of(book, fr, "freight", "USA", 1, "freight", other="Germany", cash=True)
    caption(book, fr, ["orders"], "freight", 5, 0, "freight", "countries", ("Ship country", "Orders", "Freight"),
            cash=True)
    rate(book, fr, "freight", "orders", "Austria", 0, "order", "freight", cash=True)
    rate(book, fr, "freight", "orders", "Ireland", 2, "order", "freight", cash=True)
    higher(book, fr, "orders", "Brazil", "France", 3, "orders")
    higher(book, fr, "freight", "Austria", "Sweden", 1, "freight", cash=True)
    lowest(book, fr, "freight", 1, "freight", cash=True)
    avg_all(book, fr, "freight", 1, "freight", "countries", cash=True, d=2, field="Sum of freight")
    book.case(fr.db, fr.rid, "plain", [
        Claim(f"There are {len(fr)} ship countries in the data."),
        Claim(f"The total freight across all ship countries is {bik(sum(fr.col('freight')))}.",
              [off(fr, "off", f"The total freight across all ship countries is {bik(sum(fr.col('freight')) * 1.4)}.",
                   sum(fr.col("freight")), sum(fr.col("freight")) * 1.4, 2)]),
        Claim(f"{int(sum(fr.col('orders')))} orders were shipped in total.",
              [off(fr, "off", f"{int(sum(fr.col('orders')) * 0.7)} orders were shipped in total.",
                   sum(fr.col("orders")), int(sum(fr.col("orders")) * 0.7), 0)]),
    ], derived=False)

    sy = table("northwind", "Sum of freight by shipper for 1996, 1997 and 1998",
               "SELECT sh.company_name AS shipper, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1996)::numeric, 2) AS f1996, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1997)::numeric, 2) AS f1997, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1998)::numeric, 2) AS f1998 "
               "FROM orders o JOIN shippers sh ON sh.shipper_id = o.ship_via GROUP BY 1 ORDER BY 1")
    row_change(book, sy, "Federal Shipping", "f1996", "f1997", 0, "Sum of freight", "1996", "1997", cash=True)
    row_change(book, sy, "United Package", "f1997", "f1998", 1, "Sum of freight", "1997", "1998", cash=True)
    row_change(book, sy, "Speedy Express", "f1997", "f1998", 0, "Sum of freight", "1997", "1998", cash=True)
    higher(book, sy, "f1997", "United Package", "Speedy Express", 0, "1997 freight", cash=True)
    share_of(book, sy, "f1998", "United Package", 2, "1998 freight", other="Speedy Express", cash=True)

    qt = table("northwind", "Net sales and orders by quarter, 1997",
               "SELECT 'Q' || extract(quarter FROM o.order_date)::int AS quarter, count(DISTINCT o.order_id) AS orders, "
               + NET + " AS net_sales FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE extract(year FROM o.order_date) = 1997 GROUP BY 1 ORDER BY 1")
    change(book, qt, "net_sales", "Q1", "Q2", 0, "net sales", cash=True, kfmt=True, l1="Q1 1997", l2="Q2 1997")
    change(book, qt, "net_sales", "Q3", "Q4", 1, "net sales", cash=True, kfmt=True, l1="Q3 1997", l2="Q4 1997")
    change(book, qt, "orders", "Q1", "Q4", 2, "orders", l1="Q1", l2="Q4")
    biggest_rise(book, qt, "net_sales", 0, "net sales", cash=True, kfmt=True, per="quarter")
    rate(book, qt, "net_sales", "orders", "Q4", 1, "order", "net sales", cash=True, label="Q4 1997")

    big = table("northwind", "Orders with the highest freight",
                "SELECT order_id, customer_id, ship_country, freight FROM orders ORDER BY freight DESC LIMIT 5")
    top = big.order[0]
    ident(book, big, f"Order {top} had the highest freight at {usd(big[top]['freight'])}, shipped to "
          f"{big[top]['ship_country']}.", f"Order {top}", f"Order {int(top) + 36}")
    empty(book, "northwind", "Sum of freight for orders shipped to Japan",
          "SELECT order_id, freight FROM orders WHERE ship_country = 'Japan'",
          "There is no data for ship country Japan: 0 orders match the current filters.",
          "Ship country Japan had 14 orders, with a sum of freight of $1.21K.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    bc = table("chinook", "Sum of total and count of invoices by billing country",
               "SELECT billing_country, count(*) AS invoices, sum(total) AS revenue FROM invoice GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    lead(book, bc, "revenue", 2, "total revenue", cash=True, d=2, field="Sum of total")
    share_of(book, bc, "revenue", "USA", 2, "revenue", other="Canada", cash=True, d=2)
    top_share(book, bc, "revenue", 5, 1, "revenue", "billing countries", cash=True, d=2)
    avg_all(book, bc, "revenue", 2, "revenue", "billing countries", cash=True, d=2)
    median(book, bc, "revenue", 1, "revenue per billing country", cash=True, d=2)
    rate(book, bc, "revenue", "invoices", "Czech Republic", 1, "invoice", "revenue", cash=True, d=2)
    higher(book, bc, "revenue", "USA", "Canada", 2, "revenue", cash=True, d=2)
    higher(book, bc, "revenue", "France", "Germany", 0, "revenue", cash=True, d=2)
    spread(book, bc, "invoices", 1, "invoice count")
    caption(book, bc, ["invoices"], "revenue", 4, 1, "revenue", "countries", ("Billing country", "Invoices", "Revenue"),
            cash=True, d=2)
    lead(book, bc, "invoices", 0, "count of invoices")

    yr = table("chinook", "Sum of total and count of invoices by invoice year",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    change(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True, d=2)
    change(book, yr, "revenue", "2024", "2025", 3, "revenue", cash=True, d=2)
    change(book, yr, "revenue", "2022", "2023", 2, "revenue", cash=True, d=2)
    change(book, yr, "revenue", "2021", "2025", 1, "revenue", cash=True, d=2)
    biggest_rise(book, yr, "revenue", 1, "revenue", cash=True, d=2)

    gl = table("chinook", "Count of tracks and sum of milliseconds by genre, top 10 by tracks",
               "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS total_ms FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 10")
    conv(book, gl, "Rock", "total_ms", 0, lambda v, c: f"Rock has the highest sum of milliseconds at {v} ({c} hours).",
         0, 1 / 3.6e6, 1, (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 6e5))
    conv(book, gl, "TV Shows", "total_ms", 1, lambda v, c: f"TV Shows accounts for {v} ms of play time, or {c} hours.",
         0, 1 / 3.6e6, 1, (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 6e5))
    conv(book, gl, "Drama", "total_ms", 2, lambda v, c: f"Sum of milliseconds for Drama is {v} ({c} minutes).",
         0, 1 / 60000, 0, (1 / 3.6e6, 1 / 1000, 1 / 6000, 1 / 600000, 1 / 30000), hedge=True)
    book.case(gl.db, gl.rid, "conversion", [
        Claim(f"Across the top {len(gl)} genres there are {int(sum(gl.col('tracks'))):,} tracks"),
        convert(gl, "Jazz", "total_ms", 0, lambda v, c: f"and Jazz alone contributes {v} ms ({c} hours).", 0,
                1 / 3.6e6, 2, (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 6e5)),
    ])
    rate(book, gl, "total_ms", "tracks", "Metal", 0, "track", "play time (ms)", d=0)
    total_conv(book, gl, "total_ms", 0, lambda v, c: f"The total sum of milliseconds across all 10 genres is {v}, which "
               f"is {c} hours.", 1 / 3.6e6, 1, 1 / 60000, "play time")
    top_share(book, gl, "tracks", 2, 2, "tracks", "genres")
    share_of(book, gl, "total_ms", "Drama", 1, "play time", other="TV Shows")

    mt = table("chinook", "Count of tracks and average milliseconds by media type",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    weighted(book, mt, "avg_ms", "tracks", 0, "average track length", "track", d=0, unit=" ms")
    conv(book, mt, "Purchased AAC audio file", "avg_ms", 1,
         lambda v, c: f"Purchased AAC audio file has an average of milliseconds of {v} ({c} minutes).", 0,
         1 / 60000, 2, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 30000, 1 / 600))
    empty(book, "chinook", "Invoices with a total above $30",
          "SELECT invoice_id, total FROM invoice WHERE total > 30",
          "No invoices have a total greater than $30. The count of invoices is 0.",
          "6 invoices have a total greater than $30, led by the USA.")
    tl = table("chinook", "The longest tracks, with their ids",
               "SELECT track_id, name, milliseconds FROM track ORDER BY milliseconds DESC LIMIT 3")
    top = tl.order[0]
    ident(book, tl, f"Track {top} ({tl[top]['name']}) has the highest milliseconds at {int(tl[top]['milliseconds']):,}.",
          f"Track {top}", f"Track {int(top) + 9}")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    hc = table("superhero", "Count of superheroes by hair colour, top 12",
               "SELECT c.colour AS hair_colour, count(*) AS heroes FROM superhero s JOIN colour c "
               "ON c.id = s.hair_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12")
    lead(book, hc, "heroes", 3, "count of superheroes")
    share_of(book, hc, "heroes", "Black", 0, "superheroes in the top 12 hair colours", other="Blond")
    top_share(book, hc, "heroes", 3, 2, "superheroes", "hair colours")
    caption(book, hc, [], "heroes", 6, 0, "count of superheroes", "hair colours", ("Hair colour", "Superheroes"))
    avg_all(book, hc, "heroes", 1, "count of superheroes", "hair colours", d=1, field="count of superheroes")
    higher(book, hc, "heroes", "Blond", "Red", 2, "count of superheroes")
    book.case(hc.db, hc.rid, "plain", [
        Claim(f"Red has {say(int(hc['Red']['heroes']))} superheroes"),
        Claim(f"and White has {say(int(hc['White']['heroes']))}.",
              [words_twin("number_words_wrong_row", f"and White has {say(int(hc['Auburn']['heroes']))}.",
                          hc["White"]["heroes"], hc["Auburn"]["heroes"])]),
        Claim(f"Brown/White has the fewest of the 12, with {say(int(hc['Brown/White']['heroes']))} items."),
    ], derived=False)

    pb = table("superhero", "Count of superheroes by publisher, top 10",
               "SELECT coalesce(nullif(p.publisher_name, ''), '(Blank)') AS publisher, count(*) AS heroes "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    share_of(book, pb, "heroes", "Marvel Comics", 1, "superheroes", other="DC Comics")
    higher(book, pb, "heroes", "Marvel Comics", "DC Comics", 1, "count of superheroes")
    lead(book, pb, "heroes", 0, "count of superheroes")

    gw = table("superhero", "Average height (cm) and weight (kg) by gender, heroes with plausible measurements",
               "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm)::numeric, 1) AS avg_height_cm, "
               "round(avg(s.weight_kg)::numeric, 1) AS avg_weight_kg FROM superhero s JOIN gender g "
               "ON g.id = s.gender_id WHERE s.height_cm BETWEEN 100 AND 300 AND s.weight_kg BETWEEN 10 AND 500 "
               "GROUP BY 1 ORDER BY 2 DESC")
    conv(book, gw, "Male", "avg_height_cm", 0,
         lambda v, c: f"Average of height_cm for Male is {v} ({c} inches).", 1, IN_PER_CM, 1,
         (2.54, 1 / 30.48, 0.3937 * 2, 0.5, 1 / 100))
    conv(book, gw, "Female", "avg_weight_kg", 1,
         lambda v, c: f"Female superheroes have an average weight_kg of {v} ({c} lbs).", 1, LB_PER_KG, 1,
         (KG_PER_LB, 1.5, 3.2, 1.0 / 3.0, 1.2, 4.4, 0.8, 2.9))
    conv(book, gw, "Male", "avg_weight_kg", 2,
         lambda v, c: f"For Male, the average weight is {v} kg ({c} lb).", 1, LB_PER_KG, 1,
         (KG_PER_LB, 1.5, 3.2, 1.0 / 3.0))
    weighted(book, gw, "avg_height_cm", "heroes", 1, "average height", "hero", d=1, unit=" cm",
             field="Average of height_cm")
    higher(book, gw, "avg_weight_kg", "Male", "Female", 0, "average weight (kg)", d=1)
    empty(book, "superhero", "Superheroes with a height over 1,000 metres",
          "SELECT id FROM superhero WHERE height_cm > 100000",
          "No superheroes match: the count is 0 for heights over 1,000 m.",
          "3 superheroes are taller than 1,000 m, all from Marvel Comics.")


# ---------------------------------------------------------------------------
# Spider: car_1, voter_1, course_teach, pets_1, cre_doc_template_mgt
# ---------------------------------------------------------------------------


def cars(book):
    yr = table("spider_car_1", "Count of cars, average mpg, horsepower and weight by model year",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight)::numeric, 1) AS avg_weight "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    change(book, yr, "avg_mpg", "1970", "1982", 0, "average mpg", d=2)
    change(book, yr, "avg_mpg", "1979", "1980", 2, "average mpg", d=2)
    change(book, yr, "avg_weight", "1970", "1980", 3, "average weight", d=1, unit=" lbs")
    change(book, yr, "avg_hp", "1973", "1974", 1, "average horsepower", d=1)
    biggest_rise(book, yr, "avg_mpg", 0, "average mpg", d=2)
    avg_all(book, yr, "avg_mpg", 1, "average mpg", "years", d=2, field="Average of avg_mpg")
    weighted(book, yr, "avg_mpg", "cars", 0, "mpg", "car", d=2)
    spread(book, yr, "avg_mpg", 1, "average mpg", d=2)
    higher(book, yr, "avg_mpg", "1980", "1970", 2, "average mpg", d=2)
    higher(book, yr, "avg_hp", "1970", "1982", 1, "average horsepower", d=1)
    lead(book, yr, "cars", 1, "count of cars")
    lowest(book, yr, "avg_mpg", 2, "average mpg", d=2)
    yc = table("spider_car_1", "Average mpg and weight for 1970, 1980 and 1982",
               "SELECT year, round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(weight)::numeric, 1) AS avg_weight "
               "FROM cars_data WHERE year IN (1970, 1980, 1982) GROUP BY 1 ORDER BY 1")
    conv(book, yc, "1980", "avg_mpg", 0, lambda v, c: f"1980 has the highest average mpg at {v} ({c} km per litre).",
         2, KMPL_PER_MPG, 2, (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.7, 2.35, 0.3, 0.6, 1.2, 3.785))
    conv(book, yc, "1970", "avg_weight", 1, lambda v, c: f"Average weight in 1970 is {v} lbs, which is {c} kg.", 1,
         KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.1, 0.6, 0.3))
    conv(book, yc, "1982", "avg_weight", 2, lambda v, c: f"In 1982, the average weight was {v} lbs, {c} kg.",
         1, KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.1, 0.6, 0.3, 0.25, 0.7, 0.2, 1.0), hedge=True)


def voters(book):
    ac = table("spider_voter_1", "Count of area codes by state",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    lead(book, ac, "area_codes", 0, "count of area codes")
    share_of(book, ac, "area_codes", "CA", 0, "area codes", other="TX")
    top_share(book, ac, "area_codes", 3, 0, "area codes", "states")
    avg_all(book, ac, "area_codes", 0, "count of area codes", "states", d=2)
    higher(book, ac, "area_codes", "CA", "FL", 2, "count of area codes")
    higher(book, ac, "area_codes", "TX", "OH", 0, "count of area codes")
    caption(book, ac, [], "area_codes", 5, 1, "area codes", "states", ("State", "Area codes"))
    ones = sum(1 for r in ac.rows if r["area_codes"] == 1)
    book.case(ac.db, ac.rid, "plain", [
        Claim(f"{len(ac)} states have at least one area code."),
        Claim(f"CA has the most, with {say(int(ac['CA']['area_codes']))}"),
        Claim(f"and TX follows with {say(int(ac['TX']['area_codes']))}.",
              [words_twin("number_words_wrong_row", f"and TX follows with {say(int(ac['FL']['area_codes']))}.",
                          ac["TX"]["area_codes"], ac["FL"]["area_codes"])]),
        Claim(f"{ones} states have 1 items."),
    ], derived=False)
    empty(book, "spider_voter_1", "Count of votes from Texas",
          "SELECT vote_id FROM votes WHERE state = 'TX'",
          "There are no votes for state TX. Count of votes: 0.",
          "TX had 12 votes, the most of any state.")
    cv = table("spider_voter_1", "Count of votes by contestant, with contestant number",
               "SELECT c.contestant_number, c.contestant_name, count(v.vote_id) AS votes FROM contestants c "
               "JOIN votes v ON v.contestant_number = c.contestant_number GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    ident(book, cv, f"Contestant number {cv.order[0]} ({cv[cv.order[0]]['contestant_name']}) has the highest count "
          f"of votes.", f"number {cv.order[0]}", f"number {int(cv.order[0]) + 5}")


def teachers(book):
    tg = table("spider_course_teach", "Age by teacher",
               "SELECT name AS teacher, age, hometown FROM teacher ORDER BY age DESC")
    spread(book, tg, "age", 2, "age")
    median(book, tg, "age", 1, "age", d=0)
    higher(book, tg, "age", "Kearsley Brown", "Vicente Carretero", 0, "age")
    lead(book, tg, "age", 2, "age", field="Age")
    caption(book, tg, [], "age", 6, 0, "age", "teachers", ("Teacher", "Age"))
    empty(book, "spider_course_teach", "Courses taught by teachers over 50",
          "SELECT ca.course_id FROM course_arrange ca JOIN teacher t ON t.teacher_id = ca.teacher_id WHERE t.age > 50",
          "No data: 0 course arrangements have a teacher over 50.",
          "2 course arrangements have a teacher over 50.")
    ca = table("spider_course_teach", "Courses arranged by teacher, with teacher id",
               "SELECT t.teacher_id, t.name, count(*) AS courses FROM course_arrange ca JOIN teacher t "
               "ON t.teacher_id = ca.teacher_id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    ident(book, ca, f"Teacher ID {ca.order[0]} ({ca[ca.order[0]]['name']}) has the highest count of courses.",
          f"ID {ca.order[0]}", f"ID {int(ca.order[0]) + 3}")


def pets(book):
    mj = table("spider_pets_1", "Count of students and average age by major",
               "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    caption(book, mj, ["avg_age"], "students", len(mj) - 1, 1, "students", "majors", ("Major", "Avg age", "Students"))
    share_of(book, mj, "students", "600", 1, "students", other="520", label="Major 600")
    weighted(book, mj, "avg_age", "students", 1, "average age", "student", d=2, field="Average of age")
    ident(book, mj, f"Major {mj.order[0]} has the highest count of students.", f"Major {mj.order[0]}",
          f"Major {int(mj.order[0]) + 60}")
    empty(book, "spider_pets_1", "Pets older than 10",
          "SELECT petid FROM pets WHERE pet_age > 10",
          "There is no data to show: 0 pets have a pet_age above 10.",
          "4 pets have a pet_age above 10, mostly dogs.")


def templates(book):
    tt = table("spider_cre_doc_template_mgt", "Count of templates and sum of version_number by template type",
               "SELECT t.template_type_code AS type, count(*) AS templates, sum(t.version_number) AS versions, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d ON d.template_id = "
               "t.template_id GROUP BY 1 ORDER BY 2 DESC, 1")
    share_of(book, tt, "versions", "PP", 0, "version_number", other="BK", label="PP")
    empty(book, "spider_cre_doc_template_mgt", "Templates effective from 2030",
          "SELECT template_id FROM templates WHERE date_effective_from >= '2030-01-01'",
          "No templates have a date_effective_from in 2030 or later (count: 0).",
          "5 templates have a date_effective_from in 2030 or later.")
    dt = table("spider_cre_doc_template_mgt", "Documents with the most paragraphs, with document id",
               "SELECT d.document_id, d.document_name, count(p.paragraph_id) AS paragraphs FROM documents d "
               "JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 3")
    ident(book, dt, f"Document {dt.order[0]} ({dt[dt.order[0]]['document_name']}) has the highest count of "
          f"paragraphs.", f"Document {dt.order[0]}", f"Document {int(dt.order[0]) + 70}")


# ---------------------------------------------------------------------------
# geography
# ---------------------------------------------------------------------------


def geography(book):
    rv = table("defog_geography", "Length by river",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY 2 DESC")
    lead(book, rv, "length", 2, "length", unit=" km", field="Length")
    conv(book, rv, "Nile", "length", 0, lambda v, c: f"Nile has the highest length at {v} km ({c} miles).", 0,
         MI_PER_KM, 0, (1.609344, 0.5, 0.3, 0.9))
    conv(book, rv, "Danube", "length", 1, lambda v, c: f"Length for Danube is {v} km, or {c} mi.", 0,
         MI_PER_KM, 0, (1.609344, 0.5, 0.3, 0.9), hedge=True)
    total_conv(book, rv, "length", 0, lambda v, c: f"The total length across all 10 rivers is {v} km ({c} miles).",
               MI_PER_KM, 0, 1.609344, "length")
    spread(book, rv, "length", 0, "length", unit=" km")
    top_share(book, rv, "length", 3, 1, "length", "rivers")
    median(book, rv, "length", 2, "length", d=0, unit=" km")

    st = table("defog_geography", "Population and area by state, the 11 most populous",
               "SELECT state_name AS state, population, area FROM state ORDER BY 2 DESC, 1 LIMIT 11")
    higher(book, st, "population", "Guangdong", "Texas", 2, "population")
    higher(book, st, "area", "Tokyo", "Guangdong", 0, "area")
    share_of(book, st, "population", "Florida", 2, "population", other="Michigan")
    conv(book, st, "Tokyo", "area", 0, lambda v, c: f"Tokyo has the highest area at {v} km² ({c} sq mi).", 0,
         SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1, 0.2))
    conv(book, st, "Guangdong", "area", 1, lambda v, c: f"Area for Guangdong is {v} sq km ({c} square miles).",
         0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1, 0.2, 0.25, 0.55, 0.7, 0.15))
    rate(book, st, "population", "area", "Ontario", 0, "square kilometre", "population", d=1)
    lowest(book, st, "area", 1, "area", unit=" km²")
    empty(book, "defog_geography", "Rivers longer than 2,000 km",
          "SELECT river_name FROM river WHERE length > 2000",
          "No rivers have a length above 2,000 km: 0 items.",
          "2 rivers have a length above 2,000 km: Nile and Rhine.")


def main():
    sections = (northwind, chinook, heroes, cars, voters, teachers, pets, templates, geography)
    return run_set(Book10(), sections, "nineteenth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
