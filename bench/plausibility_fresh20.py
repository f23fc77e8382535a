#!/usr/bin/env python3
"""
plausibility_fresh20.py — a twenty-first labelled set for check_answer,
written held out, development since its misses were read: answers the way a
terse business-intelligence chat assistant writes them, leaning on
comparisons and per-unit figures, over queries of its own: Spider's car_1
(cars, fuel economy, weight and horsepower per model year; displacement,
acceleration and weight per cylinder count), chinook (invoices, customers
and revenue per invoice year; tracks, length and units sold per genre;
customers and revenue per support rep), northwind (orders, freight and
customers per shipper; orders and freight per quarter of 1997), BIRD's
superhero (height and weight per publisher) and defog-dev's geography
(population and area per state), with results keyed by names and by
numbers (years, quarters, cylinder counts), all loaded by
bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the terse BI
chat reply: a bold lead line, then Markdown bullets or a small table, and a
closing one-line summary that sometimes restates a figure; comparisons
written many ways ("2.9x", "2.9-fold", "almost triple", "outpaces X by 41%",
"trails Y by $1,204", "X leads with ..., Y follows at ...", "a 3:1 edge",
"the gap is 18 points", "X is 27% below Y", "X's figure is a fifth of
Y's"), ratios said both ways round, differences in the column's unit ("12.4
kg heavier", "3.78 s longer"), per-unit figures ("per customer", "per
order", "per track", "per car", "per km²") and approximation words ("about",
"nearly", "just over", "roughly", "a bit under"). Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's and fresh11's):
  comparison  multiples in digits and words, percent more and less, gaps in
              the column's unit, ratios both ways round, shares of a pair
  change      percent and absolute changes between periods, fold changes
  per_unit    totals over counts, per-unit figures compared, weighted
              averages of group averages, one row's share, gaps in points
  conversion  lbs as kg, mpg as km per litre, cubic inches as litres,
              milliseconds as minutes, kg as lbs, cm as inches, km² as sq mi
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, totals, leaders and runners-up
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a ratio given as a share, a percent change over the wrong base,
a relative gap given as points), a false bound or multiple or fraction in
words, number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by
more than the rounding shown. A twin is kept only when its figure is far
from the true value (fresh4's rules) and, unless it is a real value in the
wrong role, far from every cell, aggregate, pairwise difference, ratio and
share of the result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import KG_PER_LB, KMPL_PER_MPG, about, dd_of, n, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh11 import frac_words

LB_PER_KG = 2.20462262
L_PER_CUIN = 0.016387064
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159
SUMMARY = ["**Bottom line:**", "**Takeaway:**", "**TL;DR:**", "**Net:**", "**Summary:**"]


def fold(r):
    """A multiple in words true of r ("almost triple", "more than double"), and a clearly false one; or
    (None, None)."""
    if 1.85 <= r < 1.97:
        return "nearly double", "nearly triple"
    if 2.04 < r <= 2.4:
        return "more than double", "more than triple"
    if 2.85 <= r < 2.97:
        return "almost triple", "almost double"
    if 3.04 < r <= 3.4:
        return "more than triple", "less than double"
    if 3.85 <= r < 3.97:
        return "nearly four times", "nearly twice"
    if 1.45 <= r <= 1.55:
        return "about one and a half times", "about three times"
    return None, None


def edge(r):
    """"a 3:1 edge" when r is within 3% of a whole number from 2 to 9, with a false one; or (None, None)."""
    m = round(r)
    if 2 <= m <= 9 and abs(r - m) / r < 0.03:
        return f"roughly a {m}:1 edge", f"roughly a {m + 2}:1 edge"
    return None, None


def summ(k):
    return "\n\n" + SUMMARY[k % len(SUMMARY)]


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def bi_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, more="more", pre=""):
    """Two named rows, the larger first, in seven voices; more: the gap's word ("heavier", "longer")."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, unit)
    D = lambda v: dd_of(v, d, cash)
    diff, r = va - vb, va / vb
    hi, hid = num(100 * diff / vb, 0 if abs(100 * diff / vb) >= 10 else 1)
    lo, lod = num(100 * diff / va, 0 if abs(100 * diff / va) >= 10 else 1)
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    gapw = f"{S(diff)} {more}" if more != "more" else f"{S(diff)} more"
    form = k % 7
    fw, fbad = fold(r)
    if form == 3 and not fw:
        form = 0
    eg, ebad = edge(r)
    if form == 4 and not eg:
        form = 1
    fr, frbad = frac_words(vb / va)
    if form == 5 and not fr:
        form = 2
    if form == 0:
        pre = pre or f"**{cap(noun)}: {A} vs. {B}**"
        claims = [Claim(f"\n\n| | {noun} |\n|---|---|\n| {A} | {S(va)} |"),
                  Claim(f"\n| {B} | {S(vb)} |", [nbr(lambda x: f"\n| {B} | {x} |")]),
                  Claim(f"\n\n- {cap(A)} is {rt}x {B}",
                        [off(t, "off", f"\n\n- {cap(A)} is {w(r * 1.5 + 0.3, rd)}x {B}", r, r * 1.5 + 0.3, rd)]),
                  Claim(f"\n- the other way round, {B} is {lo}% below {A}",
                        [None if 100 * diff / vb >= 95 else off(t, "wrong_base", f"\n- the other way round, {B} is {w(100 * diff / vb, lod)}% below {A}",
                             100 * diff / va, 100 * diff / vb, lod, real=True)])]
    elif form == 1:
        claims = [Claim(f"**{cap(A)} outpaces {B} by {hi}% on {noun}**",
                        [off(t, "wrong_base", f"**{cap(A)} outpaces {B} by {w(100 * diff / va, hid)}% on {noun}**",
                             100 * diff / vb, 100 * diff / va, hid, real=True)]),
                  Claim(f"\n- {cap(A)}: {S(va)}"),
                  Claim(f"\n- {cap(B)}: {S(vb)}", [nbr(lambda x: f"\n- {cap(B)}: {x}")]),
                  Claim(f"\n- Gap: {gapw}",
                        [off(t, "off", f"\n- Gap: {W(diff * 1.6, D(diff))} {more}", diff, diff * 1.6, D(diff))])]
    elif form == 2:
        claims = [Claim(f"**{cap(B)} trails {A} by {S(diff)}**",
                        [off(t, "off", f"**{cap(B)} trails {A} by {W(diff * 0.55, D(diff))}**", diff, diff * 0.55,
                             D(diff))]),
                  Claim(f"on {noun}: {A} leads with {S(va)}, {B} follows at {S(vb)}.",
                        [nbr(lambda x: f"on {noun}: {A} leads with {S(va)}, {B} follows at {x}.")]),
                  Claim(f"{cap(B)} is {lo}% below {A}.",
                        [None if 100 * diff / vb >= 95 else off(t, "wrong_base", f"{cap(B)} is {w(100 * diff / vb, lod)}% below {A}.",
                             100 * diff / va, 100 * diff / vb, lod, real=True)])]
    elif form == 3:
        claims = [Claim(f"**{cap(A)} at {fw} {B} on {noun}**",
                        [("false_bound", f"**{cap(A)} at {fbad} {B} on {noun}**")]),
                  Claim(f"\n- {S(va)} vs. {S(vb)}", [nbr(lambda x: f"\n- {S(va)} vs. {x}")]),
                  Claim(f"— a {rt}-fold gap", [off(t, "off", f"— a {w(r * 1.45 + 0.3, rd)}-fold gap", r,
                                                   r * 1.45 + 0.3, rd)]),
                  Claim(f"\n- in absolute terms, {gapw}",
                        [off(t, "off", f"\n- in absolute terms, {W(diff * 1.7, D(diff))} {more}", diff, diff * 1.7,
                             D(diff))])]
    elif form == 4:
        claims = [Claim(f"**{cap(A)} vs. {B} on {noun}: {eg}**", [("false_bound", f"**{cap(A)} vs. {B} on {noun}: "
                                                                                   f"{ebad}**")]),
                  Claim(f"\n- {cap(A)} leads with {S(va)}"),
                  Claim(f"\n- {cap(B)} follows at {S(vb)}", [nbr(lambda x: f"\n- {cap(B)} follows at {x}")]),
                  Claim(f"\n- ratio {rt}:1", [off(t, "off", f"\n- ratio {w(r * 1.6 + 0.4, rd)}:1", r, r * 1.6 + 0.4,
                                                  rd)])]
    elif form == 5:
        sh, shd = num(100 * vb / va, 0)
        claims = [Claim(f"**{poss(cap(B))} {noun} is {fr} of {poss(A)}**",
                        [("false_bound", f"**{poss(cap(B))} {noun} is {frbad} of {poss(A)}**")]),
                  Claim(f"({S(vb)} vs. {S(va)};", [nbr(lambda x: f"({x} vs. {S(va)};")]),
                  Claim(f"{sh}% of it).",
                        [off(t, "off", f"{w(100 * vb / va * 1.6, shd)}% of it).", 100 * vb / va,
                             100 * vb / va * 1.6, shd)]),
                  Claim(f"Said the other way round, {A} is {rt}x {B}.",
                        [off(t, "off", f"Said the other way round, {A} is {w(r * 1.5 + 0.3, rd)}x {B}.", r,
                             r * 1.5 + 0.3, rd)])]
    else:
        sh, shd = num(100 * va / (va + vb), 1)
        claims = [Claim(f"**{cap(A)} ahead of {B} on {noun}, {S(va)} to {S(vb)}.**",
                        [nbr(lambda x: f"**{cap(A)} ahead of {B} on {noun}, {S(va)} to {x}.**")]),
                  Claim(f"\n- Between the two, {A} holds {sh}%",
                        [off(t, "ratio_as_share", f"\n- Between the two, {A} holds {w(100 * vb / va, shd)}%",
                             100 * va / (va + vb), 100 * vb / va, shd, real=True)]),
                  Claim(f"\n- {cap(A)} is {hi}% above {B}, {B} {lo}% below {A}",
                        [off(t, "wrong_base", f"\n- {cap(A)} is {w(100 * diff / va, hid)}% above {B}, {B} {lo}% below "
                             f"{A}", 100 * diff / vb, 100 * diff / va, hid, real=True)])]
    if k % 3 == 1:
        claims.append(Claim(f"{summ(k)} {A} ahead, {rt}x {B}."))
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def plural(x):
    return x + ("es" if x.endswith("o") else "s")


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def bi_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, pre=""):
    """From one period (row) to another, in five voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    D = lambda v: dd_of(v, d, cash)
    diff = v2 - v1
    up = diff > 0
    pc = abs(100 * diff / v1)
    p, pd = num(pc, 1)
    wb = abs(100 * diff / v2)
    way = "up" if up else "down"
    nb = nbr_of(t, p1, avoid=(p2,))

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), pc, wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    sgn = "+" if up else "−"
    form = k % 5
    fw, fbad = fold(v2 / v1 if up else v1 / v2)
    if form == 4 and not fw:
        form = 0
    if form == 0:
        f0 = lambda x: f"**{cap(noun)} {way} {x}%, {l1} → {l2}**"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"\n- {l1}: {S(v1)}", [nbr(lambda x: f"\n- {l1}: {x}")]),
                  Claim(f"\n- {l2}: {S(v2)}"),
                  Claim(f"\n- net {sgn}{S(abs(diff))}",
                        [off(t, "off", f"\n- net {sgn}{W(abs(diff) * 1.7, D(diff))}", abs(diff), abs(diff) * 1.7,
                             D(diff))])]
    elif form == 1:
        h, hd = about(pc, k)
        claims = [Claim(f"{cap(noun)} in {l2}: {S(v2)}, against {S(v1)} in {l1}",
                        [nbr(lambda x: f"{cap(noun)} in {l2}: {S(v2)}, against {x} in {l1}")]),
                  Claim(f"— {h}% {'higher' if up else 'lower'}.",
                        [off(t, "wrong_base", f"— {h.rsplit(' ', 1)[0]} {w(wb, hd)}% {'higher' if up else 'lower'}.", pc,
                             wb, hd, approx=True, real=True)])]
    elif form == 2:
        claims = [Claim(f"**{l2} {'beat' if up else 'fell short of'} {l1} by {S(abs(diff))}**",
                        [off(t, "off", f"**{l2} {'beat' if up else 'fell short of'} {l1} by "
                             f"{W(abs(diff) * 0.5, D(diff))}**", abs(diff), abs(diff) * 0.5, D(diff))]),
                  Claim(f"on {noun} ({S(v1)} → {S(v2)}),", [nbr(lambda x: f"on {noun} ({x} → {S(v2)}),")]),
                  Claim(f"a {p}% {'gain' if up else 'drop'}.",
                        [base(lambda x: f"a {x}% {'gain' if up else 'drop'}.")])]
    elif form == 3:
        pre = pre or f"**{cap(noun)}, {l1} vs. {l2}**"
        claims = [Claim(f"\n\n| period | {noun} |\n|---|---|\n| {l1} | {S(v1)} |",
                        [nbr(lambda x: f"\n\n| period | {noun} |\n|---|---|\n| {l1} | {x} |")]),
                  Claim(f"\n| {l2} | {S(v2)} |"),
                  Claim(f"\n\nChange: {sgn}{S(abs(diff))} ({sgn}{p}%).",
                        [base(lambda x: f"\n\nChange: {sgn}{S(abs(diff))} ({sgn}{x}%).")])]
    else:
        rt, rd = num(v2 / v1 if up else v1 / v2, 1)
        claims = [Claim(f"**{cap(noun)} {'rose' if up else 'fell'} {rt}-fold from {l1} to {l2}**",
                        [off(t, "off", f"**{cap(noun)} {'rose' if up else 'fell'} {w((v2 / v1 if up else v1 / v2) * 1.5 + 0.3, rd)}"
                             f"-fold from {l1} to {l2}**", v2 / v1 if up else v1 / v2,
                             (v2 / v1 if up else v1 / v2) * 1.5 + 0.3, rd)]),
                  Claim(f"— {fw} — from {S(v1)} to {S(v2)}.",
                        [("false_bound", f"— {fbad} — from {S(v1)} to {S(v2)}.")])]
    if k % 3 == 2:
        claims.append(Claim(f"{summ(k)} {noun} {way} {p}% on {l1}."))
    book.case(t.db, t.rid, "change", claims, pre=pre)


def bi_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", units=None,
            pre=""):
    """A total over a count for one row: "per customer", "per order", "per track"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2, sfx)
    rd = dd_of(r, d, cash)
    name = label or key
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"**{cap(name)}: {x} {what} per {unit}**\n- {St(tot)} {what} over {c} {units}"
    elif form == 1:
        fmt = lambda x: f"- {cap(name)} works out to {x} {what} per {unit} ({St(tot)} / {c})"
    elif form == 2:
        fmt = lambda x: f"**Per {unit}:** {name} comes to {x} — {St(tot)} {what} across {c} {units}."
    else:
        fmt = lambda x: f"{cap(what)} per {unit}, {name}: {x} ({c} {units}, {St(tot)} in all)."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def bi_rates(book, t, tot_col, cnt_col, a, b, k, unit, what, cash=False, d=2, label=None, sfx=""):
    """Two rows' per-unit figures compared: which leads per unit, by how much and how many times."""
    ra, rb = t[a][tot_col] / t[a][cnt_col], t[b][tot_col] / t[b][cnt_col]
    if ra < rb:
        a, b, ra, rb = b, a, rb, ra
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, sfx)
    da, db = dd_of(ra, d, cash), dd_of(rb, d, cash)
    diff = ra - rb
    dd = dd_of(diff, d, cash)
    pc, pcd = num(100 * diff / rb, 1)
    extra = [ra, rb, diff, ra / rb, 100 * diff / rb, 100 * diff / ra]
    form = k % 3
    if form == 0:
        claims = [Claim(f"**Per {unit}, {A} leads:** {S(ra)} vs. {S(rb)} for {B}",
                        [off(t, "off", f"**Per {unit}, {A} leads:** {S(ra)} vs. {W(rb * 1.5, db)} for {B}", rb,
                             rb * 1.5, db, extra=extra)]),
                  Claim(f"— {S(diff)} more {what} per {unit},",
                        [off(t, "off", f"— {W(diff * 2.2, dd)} more {what} per {unit},", diff, diff * 2.2, dd,
                             extra=extra)]),
                  Claim(f"or {pc}% higher.",
                        [off(t, "wrong_base", f"or {w(100 * diff / ra, pcd)}% higher.", 100 * diff / rb,
                             100 * diff / ra, pcd, real=True)])]
    elif form == 1:
        claims = [Claim(f"- {cap(A)}: {S(ra)} per {unit}"),
                  Claim(f"\n- {cap(B)}: {S(rb)} per {unit}",
                        [off(t, "off", f"\n- {cap(B)}: {W(rb * 0.6, db)} per {unit}", rb, rb * 0.6, db,
                             extra=extra)]),
                  Claim(f"\n\n{cap(A)} outpaces {B} by {S(diff)} per {unit}, i.e. {pc}% more.",
                        [off(t, "off", f"\n\n{cap(A)} outpaces {B} by {W(diff * 1.8, dd)} per {unit}, i.e. {pc}% "
                             f"more.", diff, diff * 1.8, dd, extra=extra)])]
    else:
        h, hd = about(ra / rb, k)
        claims = [Claim(f"**{cap(A)} gets {h}x {B}'s {what} per {unit}**",
                        [off(t, "off", f"**{cap(A)} gets {h.rsplit(' ', 1)[0]} {w(ra / rb * 1.6 + 0.3, hd)}x {B}'s {what} "
                             f"per {unit}**", ra / rb, ra / rb * 1.6 + 0.3, hd, approx=True, extra=extra)]),
                  Claim(f"({S(ra)} vs. {S(rb)}).",
                        [off(t, "off", f"({W(ra * 1.6, da)} vs. {S(rb)}).", ra, ra * 1.6, da, extra=extra)])]
    book.case(t.db, t.rid, "per_unit", claims)


def bi_blend(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"**Overall {noun}: {x}{unit} per {per}**, weighted across all {int(sum(ns)):,} {plural(per)}."
    elif form == 1:
        fmt = lambda x: f"- Blended {noun}: {x}{unit} (each {per} counted once, {int(sum(ns)):,} in all)"
    else:
        fmt = lambda x: f"Fleet-wide, the typical {per} comes in at {x}{unit} on {noun}."
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain,
                                                              wd, real=True)])])


def bi_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, unit=""):
    """One row's share of the column total; twins: a false fraction, the complement, the wrong total."""
    S, _ = shows(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = frac_words(s)
    tw = []
    if fw and k % 2 == 0:
        fmt = lambda x: f"**{cap(name)} holds {fw} of {whole}**\n- {S(v)} of {S(tot)}, {x}%"
        tw.append(("false_bound", f"**{cap(name)} holds {fbad} of {whole}**\n- {S(v)} of {S(tot)}"))
    else:
        fmt = lambda x: f"- {cap(name)}: {x}% of {whole} ({S(v)} out of {S(tot)})"
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)])


def bi_points(book, t, col, a, b, k, whole, label=None):
    """Two rows' shares of the total and the gap between them in points; twin: the relative gap as points."""
    tot = sum(t.col(col))
    sa, sb = 100 * t[a][col] / tot, 100 * t[b][col] / tot
    if sa < sb:
        a, b, sa, sb = b, a, sb, sa
    A, B = (label(a), label(b)) if label else (a, b)
    at, ad = num(sa, 1)
    bt, bd = num(sb, 1)
    g, gd = num(sa - sb, 1)
    rel = 100 * (sa - sb) / sb
    claims = [Claim(f"**{cap(A)} holds {at}% of {whole}, {B} {bt}%**",
                    [off(t, "complement", f"**{cap(A)} holds {at}% of {whole}, {B} {w(100 - sb, bd)}%**", sb,
                         100 - sb, bd, real=True)]),
              Claim(f"— the gap is {g} points.",
                    [off(t, "percent_as_points", f"— the gap is {w(rel, gd)} points.", sa - sb, rel, gd, real=True)])]
    if k % 2:
        claims.append(Claim(f"{summ(k)} {A} ahead by {g} points."))
    book.case(t.db, t.rid, "per_unit", claims)


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


def bi_lead(book, t, col, k, noun, cash=False, d=0, unit="", label=None, count_noun=None):
    """Plain: the leader and the runner-up, the number of rows, the total."""
    S, W = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    tot = sum(t.col(col))
    D = lambda x: dd_of(x, d, cash)
    claims = [Claim(f"**{cap(L(order[0]))} leads with {S(v[0])}**",
                    [off(t, "neighbour_row", f"**{cap(L(order[0]))} leads with {S(v[2])}**", v[0], v[2], D(v[0]),
                         real=True) if S(v[2]) != S(v[0]) else None]),
              Claim(f"on {noun}, {L(order[1])} follows at {S(v[1])}."),
              Claim(f"\n- Total across all {say(len(order))}: {S(tot)}" if len(order) < 20 else
                    f"\n- Total: {S(tot)}",
                    [off(t, "off", (f"\n- Total across all {say(len(order))}: " if len(order) < 20 else "\n- Total: ")
                         + W(tot * 1.35, D(tot)), tot, tot * 1.35, D(tot))])]
    book.case(t.db, t.rid, "plain", claims, derived=False)


# ---------------------------------------------------------------------------
# car_1: per model year and per cylinder count
# ---------------------------------------------------------------------------


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average mpg, weight (lbs) and horsepower, and total weight?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(weight)::numeric, 1) AS avg_weight, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "sum(weight) AS total_weight FROM cars_data GROUP BY 1 ORDER BY 1")
    bi_chg(book, yr, "avg_mpg", "1979", "1980", 0, "average mpg", d=2, unit=" mpg")
    bi_chg(book, yr, "avg_mpg", "1970", "1982", 4, "average mpg", d=2, unit=" mpg")
    bi_chg(book, yr, "avg_hp", "1970", "1974", 1, "average horsepower", d=1, unit=" hp")
    bi_chg(book, yr, "cars", "1972", "1973", 2, "cars in the data")
    bi_chg(book, yr, "avg_weight", "1979", "1980", 3, "average weight", d=1, unit=" lbs")
    bi_cmp(book, yr, "avg_weight", "1970", "1980", 1, "average weight", d=1, unit=" lbs", more="heavier",
           label=lambda x: f"the {x} fleet")
    bi_cmp(book, yr, "avg_mpg", "1980", "1970", 3, "average mpg", d=2, unit=" mpg",
           label=lambda x: f"{x} models")
    bi_cmp(book, yr, "avg_hp", "1970", "1982", 3, "average horsepower", d=1, unit=" hp")
    bi_cmp(book, yr, "avg_mpg", "1981", "1973", 0, "average mpg", d=2, unit=" mpg")
    bi_cmp(book, yr, "cars", "1973", "1974", 6, "cars listed")
    bi_cmp(book, yr, "avg_weight", "1973", "1982", 4, "average weight", d=1, unit=" lbs", more="heavier")
    bi_chg(book, yr, "avg_hp", "1980", "1981", 1, "average horsepower", d=1, unit=" hp")
    bi_chg(book, yr, "avg_mpg", "1973", "1974", 3, "average mpg", d=2, unit=" mpg")
    bi_rate(book, yr, "total_weight", "cars", "1976", 0, "car", "lbs", d=1)
    bi_blend(book, yr, "avg_mpg", "cars", 2, "fuel economy", "car", d=2, unit=" mpg")
    bi_blend(book, yr, "avg_hp", "cars", 0, "horsepower", "car", d=1, unit=" hp")
    conv(book, yr, "1982", "avg_weight", 0, lambda v, c: f"**1982 average weight: {v} lbs** (about {c} kg).", 1,
         KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.3, 0.62))
    conv(book, yr, "1980", "avg_mpg", 1, lambda v, c: f"- 1980 models averaged {v} mpg, i.e. {c} km/L", 2,
         KMPL_PER_MPG, 1, (1 / KMPL_PER_MPG, 1.609344, 0.2, 0.75, 0.264172, 0.621371, 0.354006, 0.1))
    conv(book, yr, "1970", "avg_weight", 2, lambda v, c: f"The 1970 cars weigh {v} lbs on average — {c} kg.", 1,
         KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.3, 0.62, 0.4, 0.25), hedge=True)
    bi_lead(book, yr, "cars", 0, "cars listed", count_noun="years")
    empty(book, "spider_car_1", "Which cars are from model year 1990 or later?",
          "SELECT id FROM cars_data WHERE year >= 1990",
          "**Cars from 1990 on: zero.** The data stops at 1982.",
          "**Cars from 1990 on: 14**, averaging 31 mpg.")
    best = table("spider_car_1", "The three cars with the best mpg: id, mpg, year?",
                 "SELECT id, mpg, year FROM cars_data WHERE mpg IS NOT NULL ORDER BY mpg DESC, id LIMIT 3")
    top = best.order[0]
    ident(book, best, f"**Most efficient: car id {top}**, {n(best[top]['mpg'], 1)} mpg ({int(best[top]['year'])}).",
          f"car id {top}", f"car id {int(top) + 41}")

    cy = table("spider_car_1", "Per cylinder count: cars, average acceleration (s), displacement (cu in), total weight?",
               "SELECT cylinders, count(*) AS cars, round(avg(accelerate)::numeric, 2) AS avg_accel, "
               "round(avg(edispl)::numeric, 1) AS avg_displ, sum(weight) AS total_weight FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    L = lambda x: f"{x}-cylinder"
    bi_cmp(book, cy, "avg_displ", "8", "4", 3, "average displacement", d=1, unit=" cu in", label=L)
    bi_cmp(book, cy, "avg_accel", "4", "8", 1, "0-60 time", d=2, unit=" s", more="longer", label=L)
    bi_cmp(book, cy, "avg_displ", "6", "4", 5, "average displacement", d=1, unit=" cu in", label=L)
    bi_cmp(book, cy, "cars", "4", "6", 2, "car count", label=lambda x: f"the {x}-cylinder group")
    bi_cmp(book, cy, "avg_accel", "5", "3", 2, "0-60 time", d=2, unit=" s", more="longer", label=L)
    bi_share(book, cy, "cars", "4", 0, "the cars", other="8", label="the 4-cylinder group")
    bi_points(book, cy, "cars", "4", "8", 1, "the cars", label=L)
    bi_rate(book, cy, "total_weight", "cars", "6", 1, "car", "lbs", d=0, label="the 6-cylinder group")
    bi_rates(book, cy, "total_weight", "cars", "8", "4", 2, "car", "lbs", d=0, label=L)
    conv(book, cy, "8", "avg_displ", 2, lambda v, c: f"- 8-cylinder engines displace {v} cu in on average, roughly "
         f"{c} litres", 1, L_PER_CUIN, 2, (1 / L_PER_CUIN, 0.1, 0.0254, 0.03))
    conv(book, cy, "4", "avg_displ", 3, lambda v, c: f"**4-cylinder: {v} cu in, or {c} L.**", 1, L_PER_CUIN, 2,
         (1 / L_PER_CUIN, 0.0254, 0.03, 0.1))
    conv(book, cy, "6", "avg_displ", 1, lambda v, c: f"- 6-cylinder: {v} cu in, about {c} L", 1, L_PER_CUIN, 2,
         (1 / L_PER_CUIN, 0.0254, 0.03, 0.1, 0.01))
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"**{int(sum(cy.col('cars')))} cars across {say(len(cy))} cylinder counts.**",
              [off(cy, "off", f"**{int(sum(cy.col('cars')) * 1.4)} cars across {say(len(cy))} cylinder counts.**",
                   sum(cy.col("cars")), int(sum(cy.col("cars")) * 1.4), 0)]),
        Claim(f"\n- 4-cylinder leads with {int(cy['4']['cars'])} cars, 8-cylinder follows at "
              f"{int(cy['8']['cars'])}",
              [off(cy, "neighbour_row", f"\n- 4-cylinder leads with {int(cy['4']['cars'])} cars, 8-cylinder "
                   f"follows at {int(cy['6']['cars'])}", cy["8"]["cars"], cy["6"]["cars"], 0, real=True)]),
        Claim(f"\n- the odd ones out: {say(int(cy['3']['cars']))} 3-cylinder and {say(int(cy['5']['cars']))} "
              f"5-cylinder cars."),
    ], derived=False)


# ---------------------------------------------------------------------------
# chinook: invoice years, genres, support reps
# ---------------------------------------------------------------------------


def chinook(book):
    yr = table("chinook", "Per invoice year: invoices, customers billed and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, "
               "count(DISTINCT customer_id) AS customers, sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 1")
    bi_chg(book, yr, "revenue", "2024", "2025", 0, "revenue", cash=True)
    bi_chg(book, yr, "revenue", "2021", "2022", 1, "revenue", cash=True)
    bi_chg(book, yr, "revenue", "2022", "2023", 3, "revenue", cash=True)
    bi_cmp(book, yr, "revenue", "2022", "2021", 1, "revenue", cash=True)
    bi_cmp(book, yr, "revenue", "2024", "2025", 2, "revenue", cash=True)
    bi_rate(book, yr, "revenue", "invoices", "2022", 0, "invoice", "revenue", cash=True)
    bi_rate(book, yr, "revenue", "customers", "2023", 2, "customer", "revenue", cash=True)
    bi_rates(book, yr, "revenue", "invoices", "2024", "2025", 1, "invoice", "revenue", cash=True)
    bi_lead(book, yr, "revenue", 0, "revenue", cash=True)

    ge = table("chinook", "The ten genres with most tracks: tracks, average length in ms, units sold and revenue?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "coalesce(sum(s.units), 0) AS units, coalesce(sum(s.revenue), 0) AS revenue FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id LEFT JOIN (SELECT track_id, sum(quantity) AS units, "
               "sum(unit_price * quantity) AS revenue FROM invoice_line GROUP BY 1) s ON s.track_id = t.track_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    bi_cmp(book, ge, "tracks", "Rock", "Latin", 3, "tracks")
    bi_cmp(book, ge, "avg_ms", "Drama", "TV Shows", 1, "average length", unit=" ms", more="longer")
    bi_cmp(book, ge, "units", "Metal", "Alternative & Punk", 0, "units sold")
    bi_cmp(book, ge, "revenue", "Rock", "Metal", 5, "revenue", cash=True)
    bi_cmp(book, ge, "avg_ms", "Metal", "Latin", 2, "average track length", unit=" ms", more="longer")
    bi_cmp(book, ge, "tracks", "Jazz", "Blues", 6, "tracks")
    bi_cmp(book, ge, "tracks", "Metal", "Jazz", 3, "tracks")
    bi_rate(book, ge, "units", "tracks", "Rock", 3, "track", "units sold", d=2)
    bi_rate(book, ge, "revenue", "tracks", "TV Shows", 0, "track", "revenue", cash=True)
    bi_rates(book, ge, "units", "tracks", "Blues", "Classical", 0, "track", "units", d=2)
    bi_rates(book, ge, "revenue", "tracks", "Jazz", "Drama", 2, "track", "revenue", cash=True)
    bi_share(book, ge, "units", "Rock", 0, "units sold in the top ten", other="Latin")
    bi_points(book, ge, "revenue", "Rock", "Latin", 0, "top-ten revenue")
    conv(book, ge, "Metal", "avg_ms", 0, lambda v, c: f"- Metal tracks average {v} ms, about {c} minutes", 0,
         1 / 60000, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 36000, 1 / 3600, 1 / 30000, 1 / 600, 1 / 60, 1 / 6e5, 1 / 1.2e5))
    conv(book, ge, "TV Shows", "avg_ms", 1, lambda v, c: f"**TV Shows: {v} ms per episode** — {c} min.", 0,
         1 / 60000, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 36000, 1 / 3600, 1 / 30000, 1 / 600, 1 / 60, 1 / 6e5, 1 / 1.2e5))
    conv(book, ge, "Drama", "avg_ms", 2, lambda v, c: f"Drama runs longest at {v} ms ({c} minutes).", 0, 1 / 60000, 1,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 36000, 1 / 3600, 1 / 30000, 1 / 600, 1 / 60, 1 / 6e5, 1 / 1.2e5))
    bi_lead(book, ge, "units", 1, "units sold")

    rp = table("chinook", "Per support rep: customers, invoices and revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e JOIN customer c "
               "ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    bi_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 2, "revenue", cash=True)
    bi_cmp(book, rp, "revenue", "Margaret Park", "Steve Johnson", 1, "revenue", cash=True)
    bi_rate(book, rp, "revenue", "customers", "Jane Peacock", 0, "customer", "revenue", cash=True)
    bi_rate(book, rp, "revenue", "invoices", "Margaret Park", 3, "invoice", "revenue", cash=True)
    bi_rates(book, rp, "revenue", "customers", "Margaret Park", "Steve Johnson", 2, "customer", "revenue",
             cash=True)
    bi_share(book, rp, "revenue", "Jane Peacock", 0, "support-rep revenue", other="Steve Johnson", cash=True, d=2)
    book.case(rp.db, rp.rid, "plain", [
        Claim(f"**{say(len(rp)).capitalize()} reps, {int(sum(rp.col('customers')))} customers.**"),
        Claim(f"\n- Peacock leads with {say(int(rp['Jane Peacock']['customers']))} customers, Johnson has "
              f"{say(int(rp['Steve Johnson']['customers']))}",
              [words_twin("number_words_wrong_row", f"\n- Peacock leads with "
                          f"{say(int(rp['Jane Peacock']['customers']))} customers, Johnson has "
                          f"{say(int(rp['Jane Peacock']['customers']))}", rp["Steve Johnson"]["customers"],
                          rp["Jane Peacock"]["customers"])]),
        Claim(f"\n- Invoices: {int(sum(rp.col('invoices')))} in all.",
              [off(rp, "off", f"\n- Invoices: {int(sum(rp.col('invoices')) * 1.3)} in all.", sum(rp.col("invoices")),
                   int(sum(rp.col("invoices")) * 1.3), 0)]),
    ], derived=False)
    empty(book, "chinook", "Which invoices total more than $50?",
          "SELECT invoice_id FROM invoice WHERE total > 50",
          "**Invoices over $50: none** — zero rows came back.",
          "**Invoices over $50: 6**, all from the USA.")
    bi = table("chinook", "The three largest invoices: id, customer and total?",
               "SELECT invoice_id, customer_id, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3")
    top = bi.order[0]
    ident(book, bi, f"- Top ticket: invoice {top} (customer {int(bi[top]['customer_id'])}), "
          f"${n(bi[top]['total'], 2)}", f"invoice {top}", f"invoice {int(top) + 102}")


# ---------------------------------------------------------------------------
# northwind: shippers, quarters of 1997
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipper: orders, total freight and customers served?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "count(DISTINCT o.customer_id) AS customers FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "GROUP BY 1 ORDER BY 2 DESC")
    bi_cmp(book, sh, "orders", "United Package", "Speedy Express", 1, "orders")
    bi_cmp(book, sh, "freight", "United Package", "Speedy Express", 2, "freight", cash=True)
    bi_cmp(book, sh, "freight", "Federal Shipping", "Speedy Express", 6, "freight", cash=True)
    bi_cmp(book, sh, "customers", "United Package", "Speedy Express", 0, "customers served")
    bi_rate(book, sh, "freight", "orders", "United Package", 0, "order", "freight", cash=True)
    bi_rates(book, sh, "freight", "orders", "Federal Shipping", "Speedy Express", 0, "order", "freight", cash=True)
    bi_share(book, sh, "freight", "United Package", 0, "freight billed", other="Federal Shipping", cash=True)
    bi_points(book, sh, "orders", "United Package", "Speedy Express", 1, "orders")

    q = table("northwind", "Per quarter of 1997: orders and freight?",
              "SELECT extract(quarter FROM order_date)::int AS quarter, count(*) AS orders, "
              "round(sum(freight)::numeric, 2) AS freight FROM orders WHERE extract(year FROM order_date) = 1997 "
              "GROUP BY 1 ORDER BY 1")
    QL = lambda x: f"Q{x}"
    bi_chg(book, q, "freight", "1", "4", 0, "freight", cash=True, l1="Q1", l2="Q4")
    bi_chg(book, q, "orders", "3", "4", 2, "orders", l1="Q3", l2="Q4")
    bi_chg(book, q, "freight", "1", "2", 1, "freight", cash=True, l1="Q1", l2="Q2")
    bi_chg(book, q, "orders", "1", "4", 3, "orders", l1="Q1", l2="Q4")
    bi_rate(book, q, "freight", "orders", "4", 2, "order", "freight", cash=True, label="Q4")
    bi_rates(book, q, "freight", "orders", "3", "1", 1, "order", "freight", cash=True, label=QL)
    bi_cmp(book, q, "freight", "4", "1", 4, "freight", cash=True, label=QL)
    bi_lead(book, q, "orders", 0, "1997 orders", label=QL)
    empty(book, "northwind", "Which 1997 orders had freight above $1,500?",
          "SELECT order_id FROM orders WHERE extract(year FROM order_date) = 1997 AND freight > 1500",
          "- 1997 orders with freight over $1,500: zero.",
          "- 1997 orders with freight over $1,500: 4.")
    fr = table("northwind", "The three orders with the highest freight: id, shipper id, freight?",
               "SELECT order_id, ship_via, freight FROM orders ORDER BY freight DESC LIMIT 3")
    top = fr.order[0]
    ident(book, fr, f"**Costliest shipment: order {top}** at ${n(fr[top]['freight'], 2)} freight.",
          f"order {top}", f"order {int(top) + 13}")


# ---------------------------------------------------------------------------
# superhero: height and weight per publisher; geography: states
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per publisher with two or more heroes of plausible size: heroes, average height (cm) "
               "and weight (kg)?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_height, "
               "round(avg(s.weight_kg), 1) AS avg_weight FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "WHERE s.height_cm BETWEEN 100 AND 300 AND s.weight_kg BETWEEN 20 AND 600 "
               "AND p.publisher_name <> '' GROUP BY 1 HAVING count(*) >= 2 ORDER BY 2 DESC")
    bi_cmp(book, pb, "avg_weight", "Marvel Comics", "DC Comics", 2, "average weight", d=1, unit=" kg",
           more="heavier", label=lambda x: x.replace(" Comics", ""))
    bi_cmp(book, pb, "avg_height", "George Lucas", "Shueisha", 1, "average height", d=1, unit=" cm", more="taller")
    bi_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 0, "heroes", label=lambda x: x.replace(" Comics", ""))
    bi_cmp(book, pb, "avg_weight", "Dark Horse Comics", "Shueisha", 3, "average weight", d=1, unit=" kg",
           more="heavier")
    bi_blend(book, pb, "avg_weight", "heroes", 0, "weight", "hero", d=1, unit=" kg")
    bi_cmp(book, pb, "avg_height", "Dark Horse Comics", "Marvel Comics", 6, "average height", d=1, unit=" cm",
           more="taller", label=lambda x: x.replace(" Comics", ""))
    bi_share(book, pb, "heroes", "Marvel Comics", 0, "the heroes listed", other="DC Comics", label="Marvel")
    conv(book, pb, "Marvel Comics", "avg_weight", 0, lambda v, c: f"**Marvel heroes average {v} kg** ({c} lbs).", 1,
         LB_PER_KG, 0, (KG_PER_LB, 2.0, 1.5, 3.0))
    conv(book, pb, "George Lucas", "avg_height", 1, lambda v, c: f"- George Lucas characters: {v} cm, roughly {c} "
         f"inches tall", 1, IN_PER_CM, 1, (2.54, 0.3937 * 2, 0.3, 0.5, 0.25, 0.6, 0.45, 1 / 30.48))
    conv(book, pb, "DC Comics", "avg_weight", 3, lambda v, c: f"DC's average of {v} kg is {c} lbs.", 1,
         LB_PER_KG, 1, (KG_PER_LB, 2.0, 1.5, 3.0, 1.2, 2.6))
    empty(book, "superhero", "Which heroes weigh more than 1,000 kg and stand under 100 cm?",
          "SELECT id FROM superhero WHERE weight_kg > 1000 AND height_cm BETWEEN 1 AND 99",
          "**Heavy and short: zero heroes** match both filters.",
          "**Heavy and short: 3 heroes** match both filters.")


def geography(book):
    st = table("defog_geography", "Per state: population and area in square km?",
               "SELECT state_name AS state, population, area FROM state ORDER BY population DESC, state_name")
    bi_rate(book, st, "population", "area", "Maharashtra", 2, "km²", "people", d=1, units="km²")
    bi_rate(book, st, "population", "area", "Tokyo", 3, "km²", "residents", d=2, units="km²")
    bi_rates(book, st, "population", "area", "Texas", "Guangdong", 2, "km²", "people", d=1)
    bi_cmp(book, st, "population", "New York", "Texas", 4, "population")
    bi_cmp(book, st, "area", "Tokyo", "Guangdong", 0, "area", unit=" km²")
    bi_cmp(book, st, "population", "Florida", "Ohio", 2, "population")
    conv(book, st, "Tokyo", "area", 0, lambda v, c: f"- Tokyo: {v} km², about {c} sq mi", 0, SQMI_PER_SQKM, 0,
         (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2))
    bi_lead(book, st, "area", 2, "area", unit=" km²")


def main():
    sections = (cars, chinook, northwind, heroes, geography)
    return run_set(Book10(), sections, "twenty-first set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
