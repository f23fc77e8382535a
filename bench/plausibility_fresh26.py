#!/usr/bin/env python3
"""
plausibility_fresh26.py — a twenty-seventh labelled set for check_answer,
written held out, development since its misses were read: answers the way a data analyst pings a manager on Slack or
Teams, over tables and columns the other sets use little: northwind
(products per supplier country, orders and freight per ship country in 1996
and 1997, net sales per month of 1998, employees' orders, days to ship and
late shipments), chinook (artists' albums, tracks and play time, revenue
per billing city, revenue per year for the USA, Canada and France, track
length and size per genre), BIRD's superhero (height and weight per race,
good and bad heroes per eye colour, women and men per publisher), Spider's
car_1 (cars, weight and displacement per maker, four- and eight-cylinder
cars per model year), concert_singer (singers per country) and pets_1 (pet
weights), defog-dev's atis (aircraft payload, length and span, flight time
per airline, fares per origin airport) and geography (city population per
country, states' highest points), with queries of their own, all loaded by
bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the terse
chat message the other sets lack: a leading emoji ("📊", "📈", "📉", "👉",
"⚠️") or "TL;DR:" line, short lines, abbreviations ("avg", "approx.",
"pct", "pp", "YoY", "MoM", "vs", "w/", "k", "M", "bn"), arrows for changes
and comparisons ("↑ 12%", "↓ 3.4 pts", "1996 → 1997: +167%", "2.1x"),
parenthetical asides, verbless fragments ("Top: USA, 665 units. Runner-up
Sweden 389."), slashes ("10/156 orders"), ranges ("~30–35"), "-ish" and
"roughly" ("92-ish"), numbers in words now and then ("a dozen", "about
twice"), and narration figures (years, single digits, "Q1", "top 3") as
people write them. Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's, fresh9's, fresh10's, fresh11's,
fresh12's and fresh16's):
  comparison  gaps, "x" multiples, percent more and less ("↑ 18% vs B")
  change      MoM and YoY changes as arrows, absolute moves, shares moving
              in pp beside the relative change
  per_unit    totals over counts, a part of a row's total as a pct, blended
              averages of group averages, one row's share, top-n shares
  conversion  lbs as kg, cm as inches, kg as lbs, ft as m, m as ft, cubic
              inches as litres, seconds as hours, minutes as hours,
              milliseconds as minutes, bytes as MB, days as hours
  zero_ident  zero for an empty result, zero cells, digits in identifiers
  plain       cells, ranks, totals, money in k, "-ish" and ranges, counts in
              words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
blended one, a share of the wrong total or its complement, a percent change
over the wrong base, a relative change given as pp), a false bound or range,
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by
more than the rounding shown. A twin is kept only when its figure is far
from the true value (fresh4's rules) and, unless it is a real value in the
wrong role, far from every cell, aggregate, pairwise difference, ratio and
share of the result too.

Only aggregates are printed.
"""
import math
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, num_few, ratio_words, run_set, table
from plausibility_fresh11 import frac_words
from plausibility_fresh12 import kusd, wk
from plausibility_fresh16 import shown

KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 0.393700787
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
L_PER_CUIN = 0.016387064
MINUS = "\u2212"
LEADS = ["📊", "👉", "FYI:", "Quick one:", "TL;DR:", "📌"]


def P(p):
    """A percent as a chat message writes it: whole above 20, else one decimal (away from the edge)."""
    a = abs(p)
    return num(a, 0) if a >= 20 else num_few(a, 1)


def rt_of(r):
    return num(r, 1) if r >= 1.5 else num_few(r, 2)


def ish(v):
    """"92-ish": a round figure within 2.5% of v, and a false one far off: (text, bad value, step); or None."""
    for step in (100000, 10000, 1000, 100, 10):
        if v >= 4 * step:
            s = round(v / step) * step
            if s and abs(v - s) / v < 0.025:
                bad = round(v * 1.4 / step) * step
                return f"{s:,.0f}", bad, [round(v * f / step) * step for f in (1.6, 0.6, 1.8, 2.0, 0.5)]
            return None
    return None


def rng(v):
    """"~30–35": a band of a round width that holds v well inside it, and one clearly above; or (None, None)."""
    base = 10 ** (math.floor(math.log10(abs(v))) - 1)
    for step in (base, 2 * base, 5 * base, None):
        if step is None:
            return None, None
        lo = math.floor(v / step) * step
        hi = lo + step
        if v - lo >= 0.15 * step and hi - v >= 0.15 * step and lo > 0:
            break
    k = 2
    while lo + k * step < v * 1.2:
        k += 1
    blo = lo + k * step

    def f(a, b):
        if step >= 1:
            return f"~{a:,.0f}–{b:,.0f}"
        return f"~{a:,.1f}–{b:,.1f}"
    return f(lo, hi), f(blo, blo + step)


def nbr_tw(t, col, key, fmt, S, D, avoid=()):
    """The neighbouring row's value in place of key's."""
    nb = nbr_of(t, key, avoid)
    if nb is None or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(t[key][col]):
        return None
    return off(t, "neighbour_row", fmt(S(t[nb][col])), t[key][col], t[nb][col], D(t[key][col]), real=True)


# ---------------------------------------------------------------------------
# shapes, as chat messages
# ---------------------------------------------------------------------------


def s_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """Two named rows, the larger first, in five voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = P(100 * diff / vb)
    lo, lod = P(100 * diff / va)
    rt, rd = rt_of(r)
    nbr = lambda fmt: nbr_tw(t, col, b, fmt, S, D, avoid=(a,))
    gap = lambda fmt, f: off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))
    form = k % 5
    rw = ratio_words(r)
    if form == 3 and not rw:
        form = 1
    if form == 0:
        pre = pre or f"📊 {noun}, {A} vs {B}:"
        claims = [Claim(f"\n{A}: {S(va)}"),
                  Claim(f"\n{B}: {S(vb)}", [nbr(lambda x: f"\n{B}: {x}")]),
                  Claim(f"\n→ {A} ahead by {S(diff)}", [gap(lambda x: f"\n→ {A} ahead by {x}", 1.6)]),
                  Claim(f"(↑ {hi}% vs {B})",
                        [off(t, "wrong_base", f"(↑ {w(100 * diff / va, hid)}% vs {B})", 100 * diff / vb,
                             100 * diff / va, hid, real=True)])]
    elif form == 1:
        pre = pre or "TL;DR:"
        claims = [Claim(f"{A} ≈ {rt}x {B} on {noun}",
                      [off(t, "off", f"{A} ≈ {w(r * 1.5 + 0.3, rd)}x {B} on {noun}", r, r * 1.5 + 0.3, rd)]),
                  Claim(f"\n({S(va)} vs {S(vb)},", [nbr(lambda x: f"\n({S(va)} vs {x},")]),
                  Claim(f"diff {S(diff)})", [gap(lambda x: f"diff {x})", 0.55)])]
    elif form == 2:
        claims = [Claim(f"{B} ↓ {lo}% vs {A} on {noun}",
                        [off(t, "wrong_base", f"{B} ↓ {w(100 * diff / vb, lod)}% vs {A} on {noun}",
                             100 * diff / va, 100 * diff / vb, lod, real=True)]),
                  Claim(f"({S(vb)} vs {S(va)};", [nbr(lambda x: f"({x} vs {S(va)};")]),
                  Claim(f"gap = {S(diff)}).", [gap(lambda x: f"gap = {x}).", 1.7)])]
    elif form == 3:
        pre = pre or LEADS[k % len(LEADS)]
        claims = [Claim(f"{A} has {rw} the {noun} of {B}"),
                  Claim(f"— {S(va)} vs {S(vb)}.", [nbr(lambda x: f"— {S(va)} vs {x}.")]),
                  Claim(f"\nDiff: +{S(diff)}", [gap(lambda x: f"\nDiff: +{x}", 1.6)]),
                  Claim(f"(approx. {rt}x).",
                        [off(t, "off", f"(approx. {w(r * 1.6 + 0.4, rd)}x).", r, r * 1.6 + 0.4, rd, approx=True)])]
    else:
        claims = [Claim(f"{B} → {A}: +{hi} pct on {noun}",
                        [off(t, "wrong_base", f"{B} → {A}: +{w(100 * diff / va, hid)} pct on {noun}",
                             100 * diff / vb, 100 * diff / va, hid, real=True)]),
                  Claim(f"({S(vb)} vs {S(va)}, a {S(diff)} gap).",
                        [gap(lambda x: f"({S(vb)} vs {S(va)}, a {x} gap).", 0.5)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def s_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="YoY", pre=""):
    """One row (a period) to another, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    ar = "↑" if up else "↓"
    sg = "+" if up else MINUS
    pct, pd = P(100 * diff / v1)
    wb = abs(100 * diff / v2)
    base = lambda fmt: off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)
    gap = lambda fmt, f: off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))
    nb1 = lambda fmt: nbr_tw(t, col, p1, fmt, S, D, avoid=(p2,))
    form = k % 4
    if form == 0:
        claims = [Claim(f"{cap(noun)} {l1} → {l2}: {S(v1)} → {S(v2)}",
                        [nb1(lambda x: f"{cap(noun)} {l1} → {l2}: {x} → {S(v2)}")]),
                  Claim(f"({ar} {pct}% {tag})", [base(lambda x: f"({ar} {x}% {tag})")])]
    elif form == 1:
        pre = pre or ("📈" if up else "📉")
        claims = [Claim(f"{noun} {ar} {pct}% {tag}", [base(lambda x: f"{noun} {ar} {x}% {tag}")]),
                  Claim(f"\n({S(v1)} in {l1} → {S(v2)} in {l2},"),
                  Claim(f"{sg}{S(abs(diff))})", [gap(lambda x: f"{sg}{x})", 1.7)])]
    elif form == 2:
        pre = pre or "TL;DR:"
        claims = [Claim(f"{noun} {'up' if up else 'down'} approx. {pct} pct vs {l1}.",
                        [base(lambda x: f"{noun} {'up' if up else 'down'} approx. {x} pct vs {l1}.")]),
                  Claim(f"\n{l2}: {S(v2)} (vs {S(v1)}).", [nb1(lambda x: f"\n{l2}: {S(v2)} (vs {x}).")]),
                  Claim(f"Net {ar} {S(abs(diff))}.", [gap(lambda x: f"Net {ar} {x}.", 0.5)])]
    else:
        claims = [Claim(f"{l2} {noun}: {S(v2)}"),
                  Claim(f"({ar} {S(abs(diff))} vs {l1}'s {S(v1)},",
                        [gap(lambda x: f"({ar} {x} vs {l1}'s {S(v1)},", 1.6)]),
                  Claim(f"i.e. {sg}{pct}% {tag})", [base(lambda x: f"i.e. {sg}{x}% {tag})")])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def s_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, unit="", label=None, tag="YoY"):
    """One row, one column (a period) to another: arrow, percent, absolute move."""
    name = label or key
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    ar = "↑" if up else "↓"
    pct, pd = P(100 * diff / v1)
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, key)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{name} {l1} → {l2}: {ar} {x}% on {noun}"
        claims = [Claim(fmt(pct), [off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)]),
                  Claim(f"({S(v1)} → {S(v2)}).",
                        [off(t, "neighbour_row", f"({S(t[nb][c1])} → {S(v2)}).", v1, t[nb][c1], D(v1), real=True)
                         if nb and S(t[nb][c1]) != S(v1) else None])]
    elif form == 1:
        claims = [Claim(f"{LEADS[k % len(LEADS)]} {name}: {noun} {S(v2)} in {l2} vs {S(v1)} in {l1}"),
                  Claim(f"— {'+' if up else MINUS}{S(abs(diff))},",
                        [off(t, "off", f"— {'+' if up else MINUS}{W(abs(diff) * 1.6, D(diff))},", abs(diff),
                             abs(diff) * 1.6, D(diff))]),
                  Claim(f"{ar} {pct}% {tag}.",
                        [off(t, "wrong_base", f"{ar} {w(wb, pd)}% {tag}.", abs(100 * diff / v1), wb, pd, real=True)])]
    else:
        r = v2 / v1
        rt, rd = rt_of(r)
        claims = [Claim(f"{name} {noun}: {S(v2)} ({l2}) vs {S(v1)} ({l1})"),
                  Claim(f"→ {rt}x {tag}",
                        [off(t, "off", f"→ {w(r * 1.5 + 0.4, rd)}x {tag}", r, r * 1.5 + 0.4, rd)]),
                  Claim(f"({ar} {pct}%).",
                        [off(t, "wrong_base", f"({ar} {w(wb, pd)}%).", abs(100 * diff / v1), wb, pd, real=True)])]
    book.case(t.db, t.rid, "change", claims)


def s_pp(book, t, part, whole, p1, p2, k, name, noun, l1=None, l2=None):
    """One column's share of a row's total in two rows (periods): the move in pp and the relative change;
    twins: the relative change given as pp, the complement, the relative change over the later share."""
    l1, l2 = l1 or p1, l2 or p2
    s1 = 100 * t[p1][part] / t[p1][whole]
    s2 = 100 * t[p2][part] / t[p2][whole]
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    ar = "↑" if up else "↓"
    s1t, _ = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rlt, rld = P(rel)
    unit = "pp" if k % 2 == 0 else "pts"
    claims = [Claim(f"{name} share of {noun} {l1} → {l2}: {s1t}% → {s2t}%",
                    [off(t, "complement", f"{name} share of {noun} {l1} → {l2}: {s1t}% → {w(100 - s2, s2d)}%", s2,
                         100 - s2, s2d, real=True)]),
              Claim(f"({ar} {ppt} {unit},",
                    [off(t, "percent_as_points", f"({ar} {w(abs(rel), ppd)} {unit},", abs(pp), abs(rel), ppd,
                         real=True)]),
              Claim(f"{ar} {rlt}% relative).",
                    [off(t, "wrong_base", f"{ar} {w(100 * abs(pp) / s2, rld)}% relative).", abs(rel),
                         100 * abs(pp) / s2, rld, real=True)])]
    book.case(t.db, t.rid, "change", claims, pre=LEADS[k % len(LEADS)])


def s_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, units=None, sfx=""):
    """A total over a count for one row, in three voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, sfx)
    St, _, _ = shown(cash, 0 if float(tot).is_integer() else 1)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{name}: {St(tot)} {what} / {c} {units} ≈ {x} per {unit}"
        after = []
    elif form == 1:
        fmt = lambda x: f"avg {x}/{unit} for {name}"
        after = [Claim(f"({St(tot)} {what} over {c} {units})")]
    else:
        fmt = lambda x: f"{name} → ~{x} {what} per {unit}"
        after = [Claim(f"(w/ {c} {units}, {St(tot)} total).")]
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, D(r))), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)] + after, pre=LEADS[(k + 2) % len(LEADS)])


def s_part(book, t, part, whole, key, k, what, of, label=None):
    """A part of one row's own total as a pct ("10/156 orders late → 6.4%"); twins: the neighbouring row's
    pct, the complement, one far off."""
    p, h = t[key][part], t[key][whole]
    s = 100 * p / h
    st, sd = num_few(s, 1)
    name = label or key
    nb = nbr_of(t, key)
    sn = 100 * t[nb][part] / t[nb][whole] if nb and t[nb][whole] else None
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{name}: {int(p)}/{int(h):,} {of} {what} → {x}%"
    elif form == 1:
        fmt = lambda x: f"{x} pct of {name} ({int(h):,} {of}) are {what} ({int(p)})"
    else:
        fmt = lambda x: f"{name}: {what} rate approx. {x}% ({int(p)} of {int(h):,})"
    tw = [off(t, "complement", fmt(w(100 - s, sd)), s, 100 - s, sd, real=True),
          off(t, "off", fmt(w(s * 1.6 + 3, sd)), s, s * 1.6 + 3, sd)]
    if sn is not None and abs(sn - s) > 0.1 * s:
        tw.insert(0, off(t, "neighbour_row", fmt(w(sn, sd)), s, sn, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=LEADS[k % len(LEADS)])


def s_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None):
    """One row's share of the column total; twins: the complement, the share of the wrong total, a false
    share in words."""
    S, W, D = shown(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num_few(100 * s, 1)
    fw, fbad = frac_words(s)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{name} = {x}% of {whole} ({S(v)}/{S(tot)})."
    elif form == 1:
        fmt = lambda x: f"{name}: {S(v)} of {S(tot)} {whole} → {x} pct"
    else:
        fmt = lambda x: f"{name} approx. {x}% of {whole} ({S(v)} of {S(tot)})"
    tw = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.insert(0, off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    claims = [Claim(fmt(st), tw)]
    if fw and form != 1:
        claims.append(Claim(f"So {fw} 👀", [("false_bound", f"So {fbad} 👀")]))
    book.case(t.db, t.rid, "per_unit", claims, pre=LEADS[(k + 4) % len(LEADS)])


def s_top(book, t, col, m, k, noun, cash=False, d=0, label=None):
    """The top m rows summed and their share of the total; twins: an off sum, the complement."""
    S, W, D = shown(cash, d)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = num_few(sh, 1)
    L = label or (lambda x: x)
    names = "/".join(L(x) for x in order)
    if k % 2 == 0:
        claims = [Claim(f"Top {m} ({names}) = {S(sm)}",
                        [off(t, "off", f"Top {m} ({names}) = {W(sm * 1.35, D(sm))}", sm, sm * 1.35, D(sm))]),
                  Claim(f"→ {st}% of {noun} ({S(tot)} total).",
                        [off(t, "complement", f"→ {w(100 - sh, sd)}% of {noun} ({S(tot)} total).", sh, 100 - sh, sd,
                             real=True)])]
    else:
        claims = [Claim(f"top {m} alone hold {st} pct of {noun}",
                        [off(t, "complement", f"top {m} alone hold {w(100 - sh, sd)} pct of {noun}", sh, 100 - sh, sd,
                             real=True)]),
                  Claim(f"({names}: {S(sm)} of {S(tot)})",
                        [off(t, "off", f"({names}: {W(sm * 0.6, D(sm))} of {S(tot)})", sm, sm * 0.6, D(sm))])]
    book.case(t.db, t.rid, "per_unit", claims, pre="⚠️ concentration:" if k % 2 else "📊")


def s_blend(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None, cash=False):
    """A weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    N = sum(ns)
    wa = sum(a * m for a, m in zip(avgs, ns)) / N
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    cur = "$" if cash else ""
    pl = per + ("es" if per.endswith("o") else "s")
    if k % 2 == 0:
        fmt = lambda x: f"Blended avg {noun}: {cur}{x}{unit} (weighted by {pl}, n={int(N):,})"
        after = [Claim(f"— not the simple avg of the {len(keys)} groups.")]
    else:
        fmt = lambda x: f"avg {noun} across all {int(N):,} {pl} ≈ {cur}{x}{unit}"
        after = [Claim("(w/ each group weighted by size)")]
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd,
                                                              real=True)])] + after,
              pre=LEADS[(k + 1) % len(LEADS)])


def s_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after),
              pre=pre or LEADS[(k + 3) % len(LEADS)])


def s_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """"Top: A, va. Runner-up B vb." (plain); twins: the third row's value for the runner-up, an off top."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    a, b, c = order[:3]
    L = label or (lambda x: x)
    claims = [Claim(f"Top: {L(a)}, {S(t[a][col])} {noun}."
                    if k % 2 == 0 else f"#1 on {noun}: {L(a)} ({S(t[a][col])})."),
              Claim(f"Runner-up {L(b)} {S(t[b][col])}.",
                    [off(t, "neighbour_row", f"Runner-up {L(b)} {S(t[c][col])}.", t[b][col], t[c][col], D(t[b][col]),
                         real=True) if S(t[c][col]) != S(t[b][col]) else None]),
              Claim(f"#3 {L(c)} ({S(t[c][col])}).")]
    book.case(t.db, t.rid, "plain", claims, derived=False, pre="👉" if k % 2 else "")


def s_ish(book, t, col, key, k, lead, what):
    """A cell given "-ish"; twin: a round figure far off."""
    v = t[key][col]
    got = ish(v)
    if not got:
        return
    txt, bad, alts = got
    fmt = lambda x: f"{lead} {x}-ish {what}"
    book.case(t.db, t.rid, "plain", [Claim(fmt(txt), [off(t, "false_bound", fmt(f"{bad:,.0f}"), v, bad, 0, approx=True,
                                                          alts=alts)])],
              derived=False, pre=LEADS[k % len(LEADS)])


def s_range(book, t, col, key, k, lead, what, after=()):
    """A cell given as a band ("~30–35"); twin: a band clearly above it."""
    v = t[key][col]
    good, bad = rng(v)
    if not good:
        return
    book.case(t.db, t.rid, "plain", [Claim(f"{lead} {good} {what}", [("false_bound", f"{lead} {bad} {what}")])] +
              list(after), derived=False, pre=LEADS[(k + 5) % len(LEADS)])


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    sp = table("northwind", "Per supplier country: suppliers, products, average list price and units in stock?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(*) AS products, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_price, sum(p.units_in_stock) AS stock "
               "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    s_cmp(book, sp, "products", "USA", "Germany", 0, "products")
    s_cmp(book, sp, "avg_price", "France", "Germany", 2, "avg list price", cash=True, d=2)
    s_share(book, sp, "products", "USA", 0, "the catalogue", other="Germany", label="US suppliers")
    s_rate(book, sp, "stock", "products", "Sweden", 0, "product", "units in stock", d=1)
    s_top(book, sp, "stock", 3, 0, "units in stock")
    s_blend(book, sp, "avg_price", "products", 0, "list price", "product", d=2, cash=True)
    s_rank(book, sp, "stock", 0, "units in stock")
    s_ish(book, sp, "stock", "Sweden", 1, "Sweden: only 5 products but", "units in stock")
    book.case(sp.db, sp.rid, "plain", [
        Claim(f"USA: a dozen products from {say(int(sp['USA']['suppliers']))} suppliers.",
              [words_twin("number_words_wrong_row", f"USA: {say(int(sp['Germany']['products']))} products from "
                          f"{say(int(sp['USA']['suppliers']))} suppliers.", sp["USA"]["products"],
                          sp["Germany"]["products"])]),
        Claim(f"\nBrazil = 1 product (${n(sp['Brazil']['avg_price'], 2)}, cheapest avg)."),
        Claim(f"\n{int(sum(sp.col('products')))} products total across {len(sp)} countries.",
              [off(sp, "off", f"\n{int(sum(sp.col('products')) * 1.4)} products total across {len(sp)} countries.",
                   sum(sp.col("products")), int(sum(sp.col("products")) * 1.4), 0)]),
    ], derived=False, pre="FYI:")

    sc = table("northwind", "Per ship country (top ten by 1997 orders): orders and freight in 1996 and 1997?",
               "SELECT ship_country AS country, "
               "count(*) FILTER (WHERE extract(year FROM order_date) = 1997) AS orders_97, "
               "count(*) FILTER (WHERE extract(year FROM order_date) = 1996) AS orders_96, "
               "round(sum(freight) FILTER (WHERE extract(year FROM order_date) = 1997)::numeric, 2) AS freight_97, "
               "round(sum(freight) FILTER (WHERE extract(year FROM order_date) = 1996)::numeric, 2) AS freight_96 "
               "FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    s_yoy(book, sc, "Germany", "orders_96", "orders_97", 0, "orders", "1996", "1997")
    s_yoy(book, sc, "Canada", "freight_96", "freight_97", 1, "freight", "1996", "1997", cash=True, d=2)
    s_yoy(book, sc, "France", "freight_96", "freight_97", 2, "freight", "'96", "'97", cash=True, d=2)
    s_yoy(book, sc, "UK", "orders_96", "orders_97", 1, "orders", "1996", "1997")
    s_cmp(book, sc, "freight_97", "Austria", "France", 4, "1997 freight", cash=True, d=2)
    s_rate(book, sc, "freight_97", "orders_97", "Austria", 1, "order", "freight", cash=True, d=2,
           label="Austria ('97)")
    s_share(book, sc, "orders_97", "Germany", 2, "top-10 orders in 1997", other="USA")
    s_rank(book, sc, "freight_97", 0, "1997 freight", cash=True)
    o97, o96 = sum(sc.col("orders_97")), sum(sc.col("orders_96"))
    book.case(sc.db, sc.rid, "plain", [
        Claim(f"Top 10 ship countries: {int(o97)} orders in 1997",
              [off(sc, "off", f"Top 10 ship countries: {int(o97 * 1.3)} orders in 1997", o97, int(o97 * 1.3), 0)]),
        Claim(f"vs {int(o96)} in 1996 (partial yr).",
              [off(sc, "off", f"vs {int(o96 * 1.5)} in 1996 (partial yr).", o96, int(o96 * 1.5), 0)]),
        Claim(f"Freight '97: {kusd(sum(sc.col('freight_97')))[0]}."),
    ], derived=False, pre="📌")

    mo = table("northwind", "Per month of 1998: orders and net sales after discount?",
               "SELECT to_char(o.order_date, 'YYYY-MM') AS month, count(DISTINCT o.order_id) AS orders, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2) AS net "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1998-01-01' GROUP BY 1 ORDER BY 1")
    s_chg(book, mo, "net", "1998-01", "1998-02", 0, "net sales", cash=True, l1="Jan", l2="Feb", tag="MoM")
    s_chg(book, mo, "net", "1998-03", "1998-04", 1, "Net sales", cash=True, l1="Mar", l2="Apr", tag="MoM")
    s_chg(book, mo, "orders", "1998-02", "1998-03", 3, "orders", l1="Feb", l2="Mar", tag="MoM")
    s_chg(book, mo, "net", "1998-04", "1998-05", 2, "May net sales", cash=True, l1="Apr", l2="May (partial)",
          tag="MoM")
    s_rate(book, mo, "net", "orders", "1998-04", 2, "order", "net", cash=True, d=2, label="Apr '98")
    s_share(book, mo, "net", "1998-04", 0, "1998 net sales so far", other="1998-03", cash=True, label="April")
    q1 = sum(mo[m]["net"] for m in ("1998-01", "1998-02", "1998-03"))
    qt, qd = kusd(q1)
    book.case(mo.db, mo.rid, "plain", [
        Claim(f"Q1 '98 net: {qt}", [off(mo, "off", f"Q1 '98 net: {wk(q1 * 1.4, qd)}", q1, q1 * 1.4, 2)]),
        Claim(f"({int(sum(mo[m]['orders'] for m in ('1998-01', '1998-02', '1998-03')))} orders);"),
        Claim(f"Apr alone {kusd(mo['1998-04']['net'])[0]}.",
              [off(mo, "neighbour_row", f"Apr alone {kusd(mo['1998-03']['net'])[0]}.", mo["1998-04"]["net"],
                   mo["1998-03"]["net"], 2, real=True)]),
    ], derived=False, pre="TL;DR:")

    em = table("northwind", "Per employee: title, orders taken, average days from order to shipment, and orders "
               "shipped after the required date?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, e.title, count(*) AS orders, "
               "round(avg(o.shipped_date - o.order_date)::numeric, 2) AS avg_days_to_ship, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late FROM orders o "
               "JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1, 2 ORDER BY 3 DESC")
    s_cmp(book, em, "orders", "Margaret Peacock", "Steven Buchanan", 3, "orders",
          label=lambda x: x.split()[0])
    s_cmp(book, em, "avg_days_to_ship", "Anne Dodsworth", "Steven Buchanan", 4, "avg days to ship", d=2,
          label=lambda x: x.split()[0])
    s_part(book, em, "late", "orders", "Margaret Peacock", 0, "late", "orders", label="Margaret")
    s_part(book, em, "late", "orders", "Anne Dodsworth", 2, "late", "orders", label="Anne D.")
    s_top(book, em, "orders", 3, 1, "all orders", label=lambda x: x.split()[0])
    s_conv(book, em, "Anne Dodsworth", "avg_days_to_ship", 0,
           lambda v, c: f"Anne D. avg {v} days order → ship (≈ {c} h)", 2, 24, 0,
           (1 / 24, 7, 60, 12, 168, 1440, 36), after=[Claim("— slowest on the team.")])
    tot = sum(em.col("orders"))
    av = tot / len(em)
    at = ish(av)
    book.case(em.db, em.rid, "plain", [
        Claim(f"{say(len(em))} reps, {int(tot)} orders total",
              [off(em, "off", f"{say(len(em))} reps, {int(tot * 1.35)} orders total", tot, int(tot * 1.35), 0)]),
        Claim(f"({at[0]}-ish per rep)." if at else f"(~{n(av, 1)} per rep).",
              [off(em, "false_bound", f"({at[1]:,.0f}-ish per rep).", av, at[1], 0, approx=True, alts=at[2]) if at else None]),
        Claim(f"Only {int(em['Steven Buchanan']['late'])} late for Steven."),
    ], derived=False, pre="Quick one:")
    empty(book, "northwind", "Which orders were shipped more than 60 days after they were placed?",
          "SELECT order_id FROM orders WHERE shipped_date - order_date > 60",
          "None 👍 — 0 orders took more than 60 days to ship.",
          "⚠️ 4 orders took more than 60 days to ship (all via Federal Shipping).")
    ident(book, table("northwind", "Which three orders have the most lines?",
                      "SELECT order_id, count(*) AS lines FROM order_details GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3"),
          "Biggest order by lines: #11077 (25 lines). Next: #10657 and #10847, 6 each.", "#11077", "#11707",
          pre="FYI:")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    ar = table("chinook", "Per artist (the eight with most tracks): albums, tracks, total minutes and average price?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes, round(avg(t.unit_price), 2) AS avg_price "
               "FROM artist ar JOIN album al ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    s_cmp(book, ar, "tracks", "Iron Maiden", "U2", 1, "tracks")
    s_cmp(book, ar, "albums", "Iron Maiden", "Led Zeppelin", 2, "albums")
    s_cmp(book, ar, "minutes", "Led Zeppelin", "Pearl Jam", 3, "play time (min)")
    s_rate(book, ar, "minutes", "tracks", "Lost", 1, "episode", "min", d=1)
    s_rate(book, ar, "tracks", "albums", "Iron Maiden", 2, "album", "tracks", d=1)
    s_conv(book, ar, "Iron Maiden", "minutes", 0, lambda v, c: f"Iron Maiden = {v} min of audio, {c} h", 1, 1 / 60, 1,
           (1 / 100, 1 / 1000, 1 / 24, 1 / 30, 1 / 3600, 1 / 120, 1 / 6, 1 / 10, 1 / 600), hedge=True, after=[Claim("(binge-proof 😅).")])
    s_conv(book, ar, "Lost", "minutes", 1, lambda v, c: f"Lost: {v} min total (≈ {c} h of TV)", 1, 1 / 60, 1,
           (1 / 100, 1 / 1000, 1 / 24, 1 / 30, 1 / 3600, 1 / 120))
    s_share(book, ar, "tracks", "Iron Maiden", 1, "top-8 tracks", other="U2")
    s_top(book, ar, "tracks", 2, 0, "the top-8 tracks")
    s_rank(book, ar, "minutes", 1, "play time (min)")
    s_ish(book, ar, "minutes", "Iron Maiden", 2, "Iron Maiden:", "min of music")
    book.case(ar.db, ar.rid, "plain", [
        Claim(f"Pearl Jam: {say(int(ar['Pearl Jam']['albums']))} albums, {int(ar['Pearl Jam']['tracks'])} tracks."),
        Claim(f"Lenny Kravitz: {say(int(ar['Lenny Kravitz']['albums']))} album, "
              f"{say(int(ar['Lenny Kravitz']['tracks']))} tracks.",
              [words_twin("number_words_wrong_row", f"Lenny Kravitz: {say(int(ar['Lenny Kravitz']['albums']))} album, "
                          f"{say(int(ar['Pearl Jam']['tracks']))} tracks.", ar["Lenny Kravitz"]["tracks"],
                          ar["Pearl Jam"]["tracks"])]),
        Claim(f"Lost the only one priced at ${n(ar['Lost']['avg_price'], 2)} avg (TV), rest ${n(ar['U2']['avg_price'], 2)}."),
    ], derived=False, pre="FYI:")

    ci = table("chinook", "Per billing city (the top eight by revenue): invoices, revenue and average invoice?",
               "SELECT billing_city AS city, count(*) AS invoices, sum(total) AS revenue, round(avg(total), 2) AS avg_invoice "
               "FROM invoice GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    s_cmp(book, ci, "revenue", "Prague", "Berlin", 0, "revenue", cash=True, d=2)
    s_cmp(book, ci, "revenue", "Mountain View", "Santiago", 1, "revenue", cash=True, d=2)
    s_rate(book, ci, "revenue", "invoices", "Fort Worth", 0, "invoice", "revenue", cash=True, d=2)
    s_share(book, ci, "revenue", "Prague", 2, "top-8 city revenue", other="Mountain View", cash=True, d=2)
    book.case(ci.db, ci.rid, "plain", [
        Claim(f"{sum(1 for x in ci.col('invoices') if x == 14)}/{len(ci)} cities at exactly "
              f"{int(ci['Prague']['invoices'])} invoices;"),
        Claim(f"Prague tops at ${n(ci['Prague']['revenue'], 2)}",
              [off(ci, "neighbour_row", f"Prague tops at ${n(ci['Mountain View']['revenue'], 2)}",
                   ci["Prague"]["revenue"], ci["Mountain View"]["revenue"], 2, real=True)]),
        Claim(f"(avg ticket ${n(ci['Prague']['avg_invoice'], 2)}).",
              [off(ci, "off", f"(avg ticket ${w(ci['Prague']['avg_invoice'] * 1.5, 2)}).", ci["Prague"]["avg_invoice"],
                   ci["Prague"]["avg_invoice"] * 1.5, 2)]),
    ], derived=False, pre="👉")

    yc = table("chinook", "Per invoice year: revenue billed to the USA, Canada, France and in total?",
               "SELECT extract(year FROM invoice_date)::int AS year, "
               "sum(total) FILTER (WHERE billing_country = 'USA') AS usa, "
               "sum(total) FILTER (WHERE billing_country = 'Canada') AS canada, "
               "sum(total) FILTER (WHERE billing_country = 'France') AS france, sum(total) AS total "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    s_chg(book, yc, "usa", "2023", "2024", 0, "US revenue", cash=True, d=2)
    s_chg(book, yc, "usa", "2024", "2025", 1, "US revenue", cash=True, d=2)
    s_chg(book, yc, "canada", "2021", "2022", 2, "Canada revenue", cash=True, d=2)
    s_chg(book, yc, "france", "2022", "2023", 3, "France revenue", cash=True, d=2)
    s_chg(book, yc, "canada", "2024", "2025", 0, "Canada revenue", cash=True, d=2)
    s_pp(book, yc, "usa", "total", "2023", "2024", 0, "US", "revenue")
    s_pp(book, yc, "canada", "total", "2024", "2025", 1, "Canada's", "revenue")
    s_pp(book, yc, "usa", "total", "2024", "2025", 2, "US", "revenue")
    tot = sum(yc.col("total"))
    book.case(yc.db, yc.rid, "plain", [
        Claim(f"5 yrs, ${n(tot, 2)} total",
              [off(yc, "off", f"5 yrs, ${w(tot * 1.3, 2)} total", tot, tot * 1.3, 2)]),
        Claim(f"(≈ ${n(tot / len(yc), 2)}/yr);"),
        Claim(f"best yr 2022 w/ ${n(yc['2022']['total'], 2)}.",
              [off(yc, "neighbour_row", f"best yr 2022 w/ ${n(yc['2024']['total'], 2)}.", yc["2022"]["total"],
                   yc["2024"]["total"], 2, real=True)]),
    ], derived=False, pre="📊")

    gn = table("chinook", "For Blues, Reggae, Soundtrack, Comedy and Sci Fi & Fantasy: tracks, average length (ms), "
               "average size and total size (bytes)?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "round(avg(t.bytes)) AS avg_bytes, sum(t.bytes) AS total_bytes FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id "
               "WHERE g.name IN ('Blues', 'Reggae', 'Soundtrack', 'Comedy', 'Sci Fi & Fantasy') GROUP BY 1 ORDER BY 2 DESC")
    s_conv(book, gn, "Blues", "avg_ms", 0, lambda v, c: f"Blues avg {v} ms/track → {c} min", 0, 1 / 60000, 2,
           (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 36000, 1 / 30000, 1 / 12000, 1 / 100000, 1 / 600))
    s_conv(book, gn, "Comedy", "avg_ms", 1, lambda v, c: f"Comedy eps: {v} ms avg (~{c} min each)", 0, 1 / 60000, 1,
           (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 30000, 1 / 600, 1 / 36000, 1 / 3000, 1 / 120000, 1 / 6e5))
    s_conv(book, gn, "Reggae", "avg_bytes", 2, lambda v, c: f"Reggae file size: {v} bytes avg ≈ {c} MB", 0, 1e-6, 2,
           (1e-3, 1e-9, 1e-5, 1e-7, 2e-6, 1e-4, 5e-7))
    s_cmp(book, gn, "avg_ms", "Sci Fi & Fantasy", "Soundtrack", 1, "avg length (ms)")
    book.case(gn.db, gn.rid, "plain", [
        Claim(f"Sci-fi eps take {n(gn['Sci Fi & Fantasy']['total_bytes'] / 1e9, 2)}bn bytes total",
              [off(gn, "off", f"Sci-fi eps take {w(gn['Sci Fi & Fantasy']['total_bytes'] / 1e9 * 1.5, 2)}bn bytes total",
                   gn["Sci Fi & Fantasy"]["total_bytes"] / 1e9, gn["Sci Fi & Fantasy"]["total_bytes"] / 1e9 * 1.5, 2,
                   extra=[x / 1e9 for x in gn.pool])]),
        Claim(f"across {int(gn['Sci Fi & Fantasy']['tracks'])} tracks"),
        Claim(f"(Blues: {int(gn['Blues']['tracks'])})."),
    ], derived=False, pre="FYI:")
    empty(book, "chinook", "Which tracks are longer than three hours?",
          "SELECT track_id FROM track WHERE milliseconds > 3 * 3600 * 1000",
          "Nope — zero tracks over 3 h.",
          "2 tracks run over 3 h (both Lost specials).")
    ident(book, table("chinook", "Which invoice has the highest total?",
                      "SELECT invoice_id, billing_city, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3"),
          "Biggest invoice: #404 (Prague, $25.86).", "#404", "#440", pre="👉")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    rc = table("superhero", "Per race (the eight most common, race known): heroes, average height (cm) and weight "
               "(kg) where recorded, and heroes with a recorded height?",
               "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE s.height_cm > 0), 1) AS avg_cm, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) AS avg_kg, "
               "count(*) FILTER (WHERE s.height_cm > 0) AS measured FROM superhero s JOIN race r ON r.id = s.race_id "
               "WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    s_cmp(book, rc, "heroes", "Human", "Mutant", 0, "heroes")
    s_cmp(book, rc, "avg_kg", "Symbiote", "Alien", 4, "avg weight", d=1, unit=" kg")
    s_conv(book, rc, "Human", "avg_cm", 0, lambda v, c: f"Humans avg {v} cm (≈ {c} in)", 1, IN_PER_CM, 1,
           (2.54, 0.5, 0.6, 0.3, 0.2))
    s_conv(book, rc, "Mutant", "avg_kg", 1, lambda v, c: f"Mutants: {v} kg avg → {c} lbs", 1, LB_PER_KG, 1,
           (KG_PER_LB, 1.5, 3.0, 1.2, 2.8, 0.1, 4.4, 10))
    s_share(book, rc, "heroes", "Human", 0, "the top-8 races", other="Mutant", label="Humans")
    s_blend(book, rc, "avg_cm", "measured", 1, "height (measured only)", "hero", d=1, unit=" cm",
            keys=["Human", "Mutant", "Cyborg", "Android"])
    s_range(book, rc, "avg_cm", "Cyborg", 0, "Cyborgs avg", "cm tall", after=[Claim("(God / Eternal skews it, ignore).")])
    ec = table("superhero", "Per eye colour (the eight most common): heroes, good and bad?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes, count(*) FILTER (WHERE a.alignment = 'Good') AS good, "
               "count(*) FILTER (WHERE a.alignment = 'Bad') AS bad FROM superhero s "
               "JOIN colour c ON c.id = s.eye_colour_id JOIN alignment a ON a.id = s.alignment_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    s_part(book, ec, "good", "heroes", "Blue", 0, "good", "heroes", label="Blue eyes")
    s_part(book, ec, "bad", "heroes", "Red", 1, "villains", "heroes", label="red-eyed")
    s_cmp(book, ec, "heroes", "Blue", "Brown", 2, "heroes")
    s_top(book, ec, "heroes", 3, 1, "top-8 heroes", label=lambda x: x)
    book.case(ec.db, ec.rid, "plain", [
        Claim(f"Red = only colour w/ more bad than good ({int(ec['Red']['bad'])} vs {int(ec['Red']['good'])}).",
              [off(ec, "neighbour_row", f"Red = only colour w/ more bad than good ({int(ec['Red']['bad'])} vs "
                   f"{int(ec['Green']['good'])}).", ec["Red"]["good"], ec["Green"]["good"], 0, real=True)]),
        Claim(f"Blue: {int(ec['Blue']['heroes'])} heroes, #1."),
    ], derived=False, pre="📌")
    pb = table("superhero", "Per publisher (named, the six largest): heroes, women and men?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE g.gender = 'Female') AS female, count(*) FILTER (WHERE g.gender = 'Male') AS male "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN gender g ON g.id = s.gender_id "
               "WHERE p.publisher_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    s_part(book, pb, "female", "heroes", "Marvel Comics", 2, "female", "heroes", label="Marvel")
    s_part(book, pb, "female", "heroes", "DC Comics", 0, "women", "heroes", label="DC")
    s_cmp(book, pb, "female", "Marvel Comics", "DC Comics", 1, "female heroes", label=lambda x: x.split()[0])
    s_share(book, pb, "heroes", "Marvel Comics", 2, "heroes of the big six", other="DC Comics", label="Marvel")
    empty(book, "superhero", "Which superpowers do more than 500 heroes have?",
          "SELECT power_id FROM hero_power GROUP BY 1 HAVING count(*) > 500",
          "Zero. No power held by 500+ heroes 🤷",
          "3 powers held by 500+ heroes (Super Strength, Stamina, Durability).")


# ---------------------------------------------------------------------------
# Spider: car_1, concert_singer, pets_1
# ---------------------------------------------------------------------------


def cars(book):
    mk = table("spider_car_1", "Per maker (the eight with most cars): models, cars, average weight (lbs) and average "
               "displacement (cu in)?",
               "SELECT cm.fullname AS maker, count(DISTINCT ml.modelid) AS models, count(*) AS cars, "
               "round(avg(cd.weight)::numeric, 1) AS avg_weight, round(avg(cd.edispl)::numeric, 1) AS avg_displ "
               "FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
               "JOIN car_makers cm ON cm.id = ml.maker GROUP BY 1 ORDER BY 3 DESC LIMIT 8")
    short = lambda x: {"General Motors": "GM", "Ford Motor Company": "Ford", "American Motor Company": "AMC",
                       "Nissan Motors": "Nissan"}.get(x, x)
    s_cmp(book, mk, "cars", "General Motors", "Ford Motor Company", 0, "cars", label=short)
    s_cmp(book, mk, "avg_weight", "General Motors", "Honda", 1, "avg weight", d=1, unit=" lbs", label=short)
    s_conv(book, mk, "General Motors", "avg_weight", 0, lambda v, c: f"GM avg {v} lbs ≈ {c} kg", 1, KG_PER_LB, 0,
           (LB_PER_KG, 0.5, 0.1, 0.6, 0.3, 0.25, 0.75))
    s_conv(book, mk, "Chrysler", "avg_displ", 1, lambda v, c: f"Chrysler displacement: {v} cu in avg (~{c} L)", 1,
           L_PER_CUIN, 1, (1 / L_PER_CUIN, 0.1, 0.0254, 0.03, 0.005, 0.05))
    s_rate(book, mk, "cars", "models", "Volkswagen", 0, "model", "cars", d=1)
    s_top(book, mk, "cars", 3, 0, "top-8 cars", label=short)
    s_range(book, mk, "avg_displ", "Toyota", 1, "Toyota avg displacement", "cu in")
    cy = table("spider_car_1", "Per model year: four-cylinder cars, eight-cylinder cars, all cars and average 0-60 time?",
               "SELECT year, count(*) FILTER (WHERE cylinders = 4) AS four_cyl, "
               "count(*) FILTER (WHERE cylinders = 8) AS eight_cyl, count(*) AS cars, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel FROM cars_data GROUP BY 1 ORDER BY 1")
    s_chg(book, cy, "four_cyl", "1979", "1980", 1, "4-cyl cars", tag="YoY")
    s_chg(book, cy, "eight_cyl", "1970", "1973", 2, "8-cyl cars", tag="vs 1970")
    s_chg(book, cy, "cars", "1972", "1973", 0, "cars in the data", tag="YoY")
    s_chg(book, cy, "avg_accel", "1970", "1982", 3, "avg 0-60 (sec)", d=2, tag="over the period")
    s_part(book, cy, "four_cyl", "cars", "1982", 1, "4-cyl", "cars", label="1982 models")
    s_blend(book, cy, "avg_accel", "cars", 0, "0-60 time", "car", d=2, unit=" sec")
    book.case(cy.db, cy.rid, "zero_ident", [
        Claim("8-cyl: zero in 1980 and 1982, just 1 in 1981"),
        Claim(f"(vs {int(cy['1970']['eight_cyl'])} back in 1970).",
              [off(cy, "neighbour_row", f"(vs {int(cy['1973']['eight_cyl'])} back in 1970).", cy["1970"]["eight_cyl"],
                   cy["1973"]["eight_cyl"], 0, real=True)]),
    ], derived=False, pre="📉")
    empty(book, "spider_car_1", "Which cars weigh under 1,500 lbs?",
          "SELECT id FROM cars_data WHERE weight < 1500",
          "None, 0 cars under 1,500 lbs.",
          "6 cars under 1,500 lbs, mostly Hondas.")
    ident(book, table("spider_car_1", "Which car is the heaviest, with its id and make?",
                      "SELECT cd.id, cn.make, cd.weight FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
                      "ORDER BY cd.weight DESC, cd.id LIMIT 3"),
          "Heaviest: car #52 (Pontiac Safari wagon), 5,140 lbs.", "#52", "#25", pre="👉")


def small(book):
    sg = table("spider_concert_singer", "Per country: singers, average age and male singers?",
               "SELECT country, count(*) AS singers, round(avg(age), 1) AS avg_age, "
               "count(*) FILTER (WHERE is_male = 'T') AS male FROM singer GROUP BY 1 ORDER BY 2 DESC")
    s_cmp(book, sg, "avg_age", "Netherlands", "France", 2, "avg age", d=1, unit=" yrs")
    s_blend(book, sg, "avg_age", "singers", 1, "singer age", "singer", d=1, unit=" yrs")
    s_share(book, sg, "singers", "France", 0, "singers", label="France")
    pe = table("spider_pets_1", "Per pet type: pets, average and total weight (kg)?",
               "SELECT pettype, count(*) AS pets, round(avg(weight)::numeric, 2) AS avg_kg, sum(weight) AS total_kg "
               "FROM pets GROUP BY 1 ORDER BY 1")
    s_conv(book, pe, "dog", "avg_kg", 0, lambda v, c: f"Dogs avg {v} kg (≈ {c} lbs)", 2, LB_PER_KG, 1,
           (KG_PER_LB, 1.0, 3.5, 1.5))
    empty(book, "spider_pets_1", "Which pets are older than 10?",
          "SELECT petid FROM pets WHERE pet_age > 10",
          "0 pets over 10 yrs 🐶🐱",
          "2 pets over 10 yrs (both dogs).")
    empty(book, "spider_voter_1", "How many votes came from Florida?",
          "SELECT vote_id FROM votes WHERE state = 'FL'",
          "FL: zero votes.",
          "FL: 3 votes, all for one contestant.")


# ---------------------------------------------------------------------------
# defog-dev: atis, geography
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "For the ten largest aircraft: manufacturer, seats, payload (lbs), length and wing span "
               "(ft) and engines?",
               "SELECT aircraft_code, manufacturer, capacity, pay_load, length, wing_span, engines FROM aircraft "
               "ORDER BY capacity DESC, aircraft_code LIMIT 10")
    s_cmp(book, ac, "capacity", "A380", "B777", 3, "seats")
    s_cmp(book, ac, "pay_load", "A380", "B747", 0, "payload", unit=" lbs")
    s_rate(book, ac, "pay_load", "capacity", "A380", 2, "seat", "lbs payload", d=1)
    s_conv(book, ac, "A380", "length", 0, lambda v, c: f"A380 length {v} ft ≈ {c} m", 0, M_PER_FT, 1,
           (FT_PER_M, 0.5, 0.1, 0.2, 0.7, 0.0254, 12, 1.5, 0.03))
    s_conv(book, ac, "B777", "wing_span", 1, lambda v, c: f"777 span: {v} ft → approx. {c} m", 0, M_PER_FT, 1,
           (FT_PER_M, 0.5, 0.1, 0.2, 0.7, 0.0254, 12, 1.5, 0.03))
    s_conv(book, ac, "B747", "pay_load", 2, lambda v, c: f"747 payload {v} lbs ({c} kg)", 0, KG_PER_LB, 0,
           (LB_PER_KG, 0.3, 0.6, 0.25, 0.75, 0.04536), hedge=True)
    s_top(book, ac, "capacity", 3, 1, "top-10 seats")
    ident(book, ac, "Biggest: A380, 853 seats & 4 engines. Smallest of the 10: CRJ200 (50 seats).", "CRJ200", "CRJ700")
    fl = table("defog_atis", "Per airline: flights, total and average time in the air (sec), and stops?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS total_sec, "
               "round(avg(time_elapsed), 1) AS avg_sec, sum(stops) AS stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    s_conv(book, fl, "AA", "total_sec", 0, lambda v, c: f"AA: {v} sec in the air across 3 flights = {c} h", 0,
           1 / 3600, 2, (1 / 60, 1 / 1000, 1 / 100, 1 / 600, 1 / 24))
    s_conv(book, fl, "VX", "total_sec", 1, lambda v, c: f"VX single flight {v} sec (≈ {c} min)", 0, 1 / 60, 0,
           (1 / 3600, 1 / 100, 1 / 1000, 1 / 30, 1 / 6, 1 / 10, 1 / 120))
    s_cmp(book, fl, "total_sec", "VX", "WN", 4, "time in the air (sec)")
    fa = table("defog_atis", "Per origin airport: fares, average one-way and average round-trip cost?",
               "SELECT from_airport, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_rt FROM fare GROUP BY 1 ORDER BY 2 DESC")
    s_cmp(book, fa, "avg_rt", "LAX", "ORD", 0, "avg round trip", cash=True, d=2)
    s_blend(book, fa, "avg_rt", "fares", 0, "round-trip fare", "fare", d=2, cash=True)
    s_range(book, fa, "avg_one_way", "JFK", 0, "JFK one-way avg", "dollars", after=[Claim("(3 fares only).")])
    empty(book, "defog_atis", "Which flights make more than two stops?",
          "SELECT flight_id FROM flight WHERE stops > 2",
          "None, 0 flights w/ 3+ stops.",
          "2 flights make 3+ stops, both on AA.")


def geography(book):
    cp = table("defog_geography", "Per country: cities, their total population and the largest city's population?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS pop, max(population) AS biggest "
               "FROM city GROUP BY 1 ORDER BY 3 DESC, 1")
    s_share(book, cp, "pop", "United States", 1, "city pop", other="Brazil", label="US cities")
    s_cmp(book, cp, "pop", "Brazil", "India", 1, "city pop")
    s_rate(book, cp, "pop", "cities", "United States", 1, "city", "people", d=0, label="US", units="cities")
    tot = sum(cp.col("pop"))
    book.case(cp.db, cp.rid, "plain", [
        Claim(f"{len(cp)} countries, {n(tot / 1e6, 1)}M people across {int(sum(cp.col('cities')))} cities",
              [off(cp, "off", f"{len(cp)} countries, {w(tot / 1e6 * 1.35, 1)}M people across "
                   f"{int(sum(cp.col('cities')))} cities", tot / 1e6, tot / 1e6 * 1.35, 1,
                   extra=[x / 1e6 for x in cp.pool])]),
        Claim(f"(largest single city {n(cp['United States']['biggest'] / 1e6, 1)}M, US).",
              [off(cp, "neighbour_row", f"(largest single city {n(cp['Brazil']['biggest'] / 1e6, 1)}M, US).",
                   cp["United States"]["biggest"] / 1e6, cp["Brazil"]["biggest"] / 1e6, 1, real=True)]),
    ], derived=False, pre="📊")
    hl = table("defog_geography", "Highest points of states with a recorded elevation (m)?",
               "SELECT state_name AS state, highest_point, highest_elevation::numeric AS top_m, "
               "lowest_elevation::numeric AS low_m FROM highlow WHERE highest_elevation <> '' "
               "ORDER BY 3 DESC LIMIT 8")
    s_conv(book, hl, "California", "top_m", 0, lambda v, c: f"Mt Whitney: {v} m, {c} ft", 0, FT_PER_M, 0,
           (0.3048, 1.5, 2.5, 4.5, 6.0), hedge=True)
    s_conv(book, hl, "Tokyo", "top_m", 1, lambda v, c: f"Fuji {v} m → {c} ft", 0, FT_PER_M, 0,
           (0.3048, 1.5, 2.5, 4.5, 6.0), hedge=True)
    s_cmp(book, hl, "top_m", "California", "Texas", 2, "highest point (m)")
    empty(book, "defog_geography", "Which cities have more than 10 million people?",
          "SELECT city_name FROM city WHERE population > 10000000",
          "None — 0 cities above 10M here.",
          "2 cities above 10M (NYC and São Paulo).")


def main():
    sections = (northwind, chinook, heroes, cars, small, atis, geography)
    return run_set(Book10(), sections, "twenty-seventh set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
