#!/usr/bin/env python3
"""
plausibility_fresh12.py — a thirteenth labelled set for check_answer, held
out whole: answers the way a language-model analyst summarises results for
a manager in chat, over the tables the other sets use least: defog-dev's
atis (fares per airline, flight times per route, airports' connect times),
academic (authors, what they wrote and who cites it) and advising (offerings
per instructor), Spider's car_1 (cars per maker country, per maker, makers
and models per country, fuel economy in two periods), battle_death (ships
and their casualties, commanders), concert_singer (concerts and seats per
year) and tvshow (series viewers per channel, cartoons per channel), BIRD's
superhero (attributes, powers per publisher), chinook (invoice lines per
genre and per year) and northwind (order lines per discount band, net sales
and discounts per category), with queries of their own, all loaded by
bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
manager-facing chat summary the other sets lack: an executive summary then
bullets, "TL;DR", "In other words", the computation in parentheses
("(826.65 ÷ 216 = 3.83)"), percentages with "percent" spelled out, "a little
under", "a hair over", "roughly double", "about three-quarters", "the lion's
share", ratios as "3.2 to 1" and "1:3.2", "the gap narrows" and "widens",
"on a per-X basis", ranks ("second only to", "trailing only"), money in k
and M ("$12.4k", "$1.27M"), times in h, min and sec, years as narration
beside real figures, numbered findings, figures in code format (`42`).
Shapes, as in bench/plausibility_fresh4.py (whose helpers this set reuses,
with fresh7's, fresh9's, fresh10's and fresh11's):
  comparison  differences, multiples, ratios "N to 1", percent more and less
  change      percent change between rows or periods, gaps that narrow or widen
  per_unit    totals over counts, weighted averages, one row's share, top-n
              shares, shares in words
  conversion  lbs as kg, mpg as km per litre, hp as kW, seconds as hours and
              minutes, minutes as hours, milliseconds as minutes, bytes as MB
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, money in k and M, bounds in words, ranks
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, a share of the wrong total or its complement, a ratio given as
a share, a percent change over the wrong base), a false bound, number words
given to the wrong row, a count over an empty result, a conversion by the
wrong factor, a changed identifier, or a figure off by more than the
rounding shown. A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed (the set stays held out).
"""
import sys

from plausibility_fresh4 import Claim, pick, say
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, ratio_words, run_set, table
from plausibility_fresh11 import frac_words, tilde

KG_PER_LB = 0.45359237


def kusd(v, scale="k"):
    """Money in thousands or millions ("$12.4k", "$1.27M"): (text, decimals of the scaled figure)."""
    f = 1e3 if scale == "k" else 1e6
    t, d = num(v / f, 1 if scale == "k" else 2)
    return f"${t}{scale}", d


def wk(v, d, scale="k"):
    f = 1e3 if scale == "k" else 1e6
    return f"${w(v / f, d)}{scale}"


def near(v):
    """A round figure within 2% of v, with the words that say on which side v falls ("a hair over 800",
    "a little under 30"): (text, shown decimals); or (None, None) when no round figure is that close."""
    a = abs(v)
    for step, d in ((1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1)):
        if step > a / 4:
            continue
        s = round(v / step) * step
        g = (v - s) / a
        if s and abs(g) < 0.02:
            if abs(g) < 0.002:
                return f"roughly {s:,.{d}f}", d
            return (f"a hair over {s:,.{d}f}" if g > 0 else f"a little under {s:,.{d}f}"), d
    return None, None


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """Two named rows, the larger first, in six voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    hi, hid = num(100 * diff / vb, 1)
    lo, lod = num(100 * diff / va, 1)
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    rw = ratio_words(r)
    nb = nbr_of(t, b, avoid=(a,))
    nbr = (lambda fmt: off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)
           if nb and S(t[nb][col]) != S(vb) else None)
    form = k % 6
    if form == 0:
        pre = pre or f"**Executive summary:** {cap(A)} is ahead of {B} on {noun}."
        claims = [Claim(f"\n- {cap(A)}: {S(va)}"),
                  Claim(f"\n- {cap(B)}: {S(vb)}", [nbr(lambda x: f"\n- {cap(B)}: {x}")]),
                  Claim(f"\n- Gap: {S(diff)}, i.e. {hi} percent more for {A}.",
                        [off(t, "off", f"\n- Gap: {W(diff * 1.6, dd)}, i.e. {hi} percent more for {A}.", diff,
                             diff * 1.6, dd),
                         off(t, "wrong_base", f"\n- Gap: {S(diff)}, i.e. {w(100 * diff / va, hid)} percent more for "
                             f"{A}.", 100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 1:
        head = (f"TL;DR: {A} has {rw} the {noun} of {B}" if rw else f"TL;DR: {A} has {rt}x the {noun} of {B}")
        claims = [Claim(head, [off(t, "off", f"TL;DR: {A} has {w(r * 1.5 + 0.3, rd)}x the {noun} of {B}", r,
                                   r * 1.5 + 0.3, rd)]),
                  Claim(f"({S(va)} ÷ {S(vb)} = {rt}).",
                        [off(t, "off", f"({S(va)} ÷ {S(vb)} = {w(r * 1.45 + 0.25, rd)}).", r, r * 1.45 + 0.25, rd)])]
    elif form == 2:
        claims = [Claim(f"{cap(A)} posts {S(va)} against {S(vb)} for {B}.",
                        [nbr(lambda x: f"{cap(A)} posts {S(va)} against {x} for {B}.")]),
                  Claim(f"In other words, {B} trails by {S(diff)} — {lo} percent below {A}.",
                        [off(t, "wrong_base", f"In other words, {B} trails by {S(diff)} — {w(100 * diff / vb, lod)} "
                             f"percent below {A}.", 100 * diff / va, 100 * diff / vb, lod, real=True)])]
    elif form == 3:
        claims = [Claim(f"On {noun} it's roughly {rt} to 1 in {A}'s favour",
                        [off(t, "off", f"On {noun} it's roughly {w(r * 1.6 + 0.4, rd)} to 1 in {A}'s favour", r,
                             r * 1.6 + 0.4, rd, approx=True)]),
                  Claim(f"({S(va)} vs. {S(vb)}).", [nbr(lambda x: f"({S(va)} vs. {x}).")])]
    elif form == 4:
        sh, shd = num(100 * va / (va + vb), 1)
        claims = [Claim(f"{cap(B)} to {A} runs about 1:{rt} on {noun}."),
                  Claim(f"Of the {S(va + vb)} the two hold together, {A} has {sh} percent",
                        [off(t, "ratio_as_share", f"Of the {S(va + vb)} the two hold together, {A} has "
                             f"{w(100 * vb / va, shd)} percent", 100 * va / (va + vb), 100 * vb / va, shd, real=True)]),
                  Claim(f"({S(va)} vs {S(vb)}).")]
    else:
        claims = [Claim(f"{cap(A)} outpaces {B} by {S(diff)} ({S(va)} − {S(vb)})",
                        [off(t, "off", f"{cap(A)} outpaces {B} by {W(diff * 0.55, dd)} ({S(va)} − {S(vb)})", diff,
                             diff * 0.55, dd)]),
                  Claim(f"— put differently, {hi} percent more {noun}.",
                        [off(t, "wrong_base", f"— put differently, {w(100 * diff / va, hid)} percent more {noun}.",
                             100 * diff / vb, 100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, pre=""):
    """From one row (a period) to another: percent change over the first, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    pct, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    nb = nbr_of(t, p1, avoid=(p2,))
    base = lambda fmt: off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)
    form = k % 4
    if form == 0:
        fmt = lambda x: f"— {'up' if up else 'down'} {x} percent."
        claims = [Claim(f"From {l1} to {l2}, {noun} went from {S(v1)} to {S(v2)}",
                        [off(t, "neighbour_row", f"From {l1} to {l2}, {noun} went from {S(t[nb][col])} to {S(v2)}", v1,
                             t[nb][col], dd_of(v1, d, cash), real=True) if nb and S(t[nb][col]) != S(v1) else None]),
                  Claim(fmt(pct), [base(fmt)])]
    elif form == 1:
        fmt = lambda x: f"TL;DR: {noun} {'rose' if up else 'fell'} {x} percent, {l1} to {l2}"
        claims = [Claim(fmt(pct), [base(fmt)]),
                  Claim(f"({S(v2)} − {S(v1)} = {'+' if up else '−'}{S(abs(diff))}).",
                        [off(t, "off", f"({S(v2)} − {S(v1)} = {'+' if up else '−'}{W(abs(diff) * 1.7, dd)}).",
                             abs(diff), abs(diff) * 1.7, dd)])]
    elif form == 2:
        fmt = lambda x: f"In other words, a {x} percent {'increase' if up else 'decrease'} on the figure for {l1}."
        claims = [Claim(f"{cap(l2)} came in at {S(v2)}, {'above' if up else 'below'} {l1}'s {S(v1)}."),
                  Claim(fmt(pct), [base(fmt)])]
    else:
        pre = pre or f"Change in {noun}, {l1} → {l2}:"
        claims = [Claim(f"\n1. {S(v1)} → {S(v2)}"),
                  Claim(f"\n2. Absolute: {'+' if up else '−'}{S(abs(diff))}",
                        [off(t, "off", f"\n2. Absolute: {'+' if up else '−'}{W(abs(diff) * 0.5, dd)}", abs(diff),
                             abs(diff) * 0.5, dd)]),
                  Claim(f"\n3. Relative: {'+' if up else '−'}{pct} percent",
                        [base(lambda x: f"\n3. Relative: {'+' if up else '−'}{x} percent")])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def gap(book, t, c1, c2, a, b, k, noun, d=2, unit="", l1="", l2="", label=None):
    """Two rows over two periods (columns): the gap between them narrows or widens."""
    A, B = (label(a), label(b)) if label else (a, b)
    A, B = A.replace("the ", ""), B.replace("the ", "")
    g1, g2 = abs(t[a][c1] - t[b][c1]), abs(t[a][c2] - t[b][c2])
    S, W = shows(False, d, unit)
    way = "narrows" if g2 < g1 else "widens"
    ch, chd = num(100 * abs(g2 - g1) / g1, 1)
    wb = 100 * abs(g2 - g1) / g2
    gd = dd_of(g2, d)
    claims = [Claim(f"The gap between {A} and {B} on {noun} {way}:"),
              Claim(f"{S(g1)} in {l1}, {S(g2)} in {l2}",
                    [off(t, "off", f"{S(g1)} in {l1}, {W(g2 * 1.6 if g2 < g1 else g2 * 0.6, gd)} in {l2}", g2,
                         g2 * 1.6 if g2 < g1 else g2 * 0.6, gd)]),
              Claim(f"({A} {S(t[a][c2])} vs {B} {S(t[b][c2])} in {l2}) —"),
              Claim(f"a {ch} percent {'shrink' if way == 'narrows' else 'jump'} in the gap.",
                    [off(t, "wrong_base", f"a {w(wb, chd)} percent {'shrink' if way == 'narrows' else 'jump'} in "
                         f"the gap.", 100 * abs(g2 - g1) / g1, wb, chd, real=True)])]
    book.case(t.db, t.rid, "change", claims)


def rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", pre=""):
    """A total over a count for one row, in four voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2, sfx)
    rd = dd_of(r, d, cash)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    units = unit + ("es" if unit.endswith("o") else "s")
    form = k % 4
    if form == 0:
        fmt = lambda x: f"On a per-{unit} basis, {name} comes to {x} ({St(tot)} {what} over {int(cnt):,} {units})."
    elif form == 1:
        fmt = lambda x: f"{name} averages {x} per {unit} ({St(tot)} ÷ {int(cnt):,} = {x})."
    elif form == 2:
        fmt = lambda x: f"Per {unit}, that's `{x}` for {name}."
    else:
        fmt = lambda x: f"Spread over its {int(cnt):,} {units}, {name}'s {St(tot)} {what} works out to {x} each."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def pooled(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None):
    """The weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"Weighted by {per}s ({int(sum(ns)):,} of them), the overall {noun} is {x}{unit}"
        after = [Claim(f"— not the simple average of the {len(keys)} group figures.")]
    elif form == 1:
        fmt = lambda x: f"TL;DR: across all {int(sum(ns)):,} {per}s, {noun} averages {x}{unit}."
        after = []
    else:
        fmt = lambda x: f"In other words, the typical {per} sits at {x}{unit} on {noun} once each group counts by size."
        after = []
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain,
                                                              wd, real=True)])] + after)


def share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, pre=""):
    """One row's share of the column total: in words, "~N%", or "N percent"; twins: a false bound,
    the complement, the share of the wrong total."""
    S, _ = shows(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = frac_words(s)
    tl, tbad = tilde(100 * s)
    form = k % 3
    tw = []
    if form == 0 and fw:
        fmt = lambda x: f"{name} takes {fw} of {whole} — {x} percent ({S(v)} of {S(tot)})."
        tw.append(("false_bound", f"{name} takes {fbad} of {whole} ({S(v)} of {S(tot)})."))
    elif form == 1 and s >= 0.6:
        fmt = lambda x: f"{name} has the lion's share of {whole}: {x} percent, {S(v)} out of {S(tot)}."
    elif form == 2 and tl:
        fmt = lambda x: f"{name} is {tl} of {whole} ({S(v)} / {S(tot)} = {x} percent)."
        tw.append(("false_bound", f"{name} is {tbad} of {whole} ({S(v)} / {S(tot)})."))
    else:
        fmt = lambda x: f"{name}'s slice of {whole} is {x} percent ({S(v)} of {S(tot)})."
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=pre)


def topn(book, t, col, m, k, noun, cash=False, d=0, unit=""):
    """The top m rows together and their share of the total; twins: off sum, complement."""
    S, W = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = num(sh, 1)
    dd = dd_of(sm, d, cash)
    names = ", ".join(order[:-1]) + " and " + order[-1]
    lead = "the lion's share" if sh >= 60 else ("about half" if abs(sh - 50) < 1 else None)
    if k % 2 == 0:
        claims = [Claim(f"The top {say(m)} ({names}) account for {S(sm)} of {noun}",
                        [off(t, "off", f"The top {say(m)} ({names}) account for {W(sm * 1.35, dd)} of {noun}", sm,
                             sm * 1.35, dd)]),
                  Claim(f"— {lead}, {st} percent of {S(tot)}." if lead else f"— {st} percent of {S(tot)}.",
                        [off(t, "complement", (f"— {lead}, {w(100 - sh, sd)} percent of {S(tot)}." if lead else
                                               f"— {w(100 - sh, sd)} percent of {S(tot)}."), sh, 100 - sh, sd,
                             real=True)])]
    else:
        claims = [Claim(f"Concentration is high: {names} together hold {st} percent of {noun}",
                        [off(t, "complement", f"Concentration is high: {names} together hold {w(100 - sh, sd)} percent "
                             f"of {noun}", sh, 100 - sh, sd, real=True)]),
                  Claim(f"({S(sm)} of {S(tot)}).")]
    book.case(t.db, t.rid, "per_unit", claims)


def rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """The second row in the column's order, "second only to" the first; twin: the third row's value."""
    S, _ = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    a, b, c = order[:3]
    L = label or (lambda x: x)
    fmt = pick([lambda x: f"{L(b)} ({x}) is second only to {L(a)} ({S(t[a][col])}) on {noun}.",
                lambda x: f"Trailing only {L(a)}, {L(b)} logs {x} of {noun}",
                lambda x: f"No. 2 on {noun}: {L(b)}, at {x} — behind {L(a)}'s {S(t[a][col])}."], k)
    tw = [off(t, "neighbour_row", fmt(S(t[c][col])), t[b][col], t[c][col], dd_of(t[b][col], d, cash), real=True)
          if S(t[c][col]) != S(t[b][col]) else None]
    after = [Claim(f"and {L(c)} third with {S(t[c][col])}.")] if k % 3 == 1 else []
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(t[b][col])), tw)] + after, derived=False)


def bound(book, t, col, key, k, what, lead="", label=None, after=()):
    """A cell with "a hair over" or "a little under" a round figure; twin: a round figure far off."""
    v = t[key][col]
    txt, d = near(v)
    if txt is None:
        return
    hedge, fig = txt.rsplit(" ", 1)
    name = label or key
    fmt = lambda x: f"{lead}{name}: {hedge} {x} {what}."
    bad = v * 1.3
    step = 10 ** max(len(str(int(abs(v)))) - 2, 0)
    bad = round(bad / step) * step
    book.case(t.db, t.rid, "plain", [Claim(fmt(fig), [off(t, "false_bound", fmt(w(bad, d)), v, bad, d, approx=True)])]
              + list(after), derived=False)


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


def money(book, t, col, key, k, what, scale="k", label=None, after=()):
    """A money cell in thousands or millions; twins: the neighbour's, one far off."""
    v = t[key][col]
    txt, d = kusd(v, scale)
    name = label or key
    fmt = pick([lambda x: f"{cap(name)}: {x} of {what}",
                lambda x: f"{cap(what)} for {name}: {x}",
                lambda x: f"{name} sits at roughly {x} of {what}"], k)
    nb = nbr_of(t, key)
    tw = [off(t, "neighbour_row", fmt(kusd(t[nb][col], scale)[0]), v, t[nb][col], d, real=True)
          if nb and kusd(t[nb][col], scale)[0] != txt else None,
          off(t, "off", fmt(wk(v * 1.45, d, scale)), v, v * 1.45, 2)]
    book.case(t.db, t.rid, "plain", [Claim(fmt(txt), tw)] + list(after), derived=False)


# ---------------------------------------------------------------------------
# northwind: order lines per discount band, categories' net sales and discounts
# ---------------------------------------------------------------------------


def northwind(book):
    ds = table("northwind", "For the standard discount bands, how many order lines and units, what gross sales, and "
               "how much was given away in discounts?",
               "SELECT (discount * 100)::int AS discount_pct, count(*) AS order_lines, sum(quantity) AS units, "
               "round(sum(unit_price * quantity)::numeric, 2) AS gross, "
               "round(sum(unit_price * quantity * discount)::numeric, 2) AS given_away FROM order_details "
               "WHERE discount IN (0, 0.05, 0.1, 0.15, 0.2, 0.25) GROUP BY 1 ORDER BY 1")
    lab = lambda x: f"the {x}% band" if x != "0" else "undiscounted lines"
    cmp(book, ds, "given_away", "25", "20", 0, "discounts given away", cash=True, label=lab)
    cmp(book, ds, "gross", "0", "5", 1, "gross sales", cash=True, label=lab)
    share(book, ds, "gross", "0", 1, "gross sales across the bands", other="5", cash=True,
          label="Undiscounted business")
    share(book, ds, "given_away", "25", 0, "all discounts given away", other="20", cash=True, label="The 25% band")
    rate(book, ds, "gross", "order_lines", "20", 0, "line", "gross", cash=True, label="the 20% band")
    rate(book, ds, "units", "order_lines", "15", 1, "line", "units", d=1, label="The 15% band")
    money(book, ds, "given_away", "25", 0, "discounts", label="The 25% tier")
    money(book, ds, "gross", "0", 1, "gross sales", label="full-price lines")
    tot_g = sum(ds.col("given_away"))
    kt, kd = kusd(tot_g)
    book.case("northwind", ds.rid, "plain", [
        Claim(f"Across the five discount tiers we gave away {kt} in all",
              [off(ds, "off", f"Across the five discount tiers we gave away {wk(tot_g * 1.4, kd)} in all", tot_g,
                   tot_g * 1.4, 2)]),
        Claim(f"on {int(sum(ds.col('order_lines'))) - int(ds['0']['order_lines']):,} discounted lines."),
    ])
    chg(book, ds, "given_away", "10", "15", 0, "discount given away", cash=True, l1="the 10% tier", l2="the 15% tier")

    ct = table("northwind", "Per category: order lines, units, net sales after discount and the average discount?",
               "SELECT c.category_name AS category, count(*) AS order_lines, sum(od.quantity) AS units, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2) AS net_sales, "
               "round(avg(od.discount)::numeric * 100, 2) AS avg_discount_pct FROM order_details od "
               "JOIN products p ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    cmp(book, ct, "net_sales", "Beverages", "Dairy Products", 4, "net sales", cash=True)
    cmp(book, ct, "net_sales", "Meat/Poultry", "Produce", 5, "net sales", cash=True)
    topn(book, ct, "net_sales", 3, 0, "net sales", cash=True)
    rate(book, ct, "net_sales", "units", "Meat/Poultry", 2, "unit", "net", cash=True)
    rate(book, ct, "net_sales", "order_lines", "Confections", 3, "line", "in net sales", cash=True)
    pooled(book, ct, "avg_discount_pct", "order_lines", 0, "discount", "order line", d=2, unit="%")
    rank(book, ct, "net_sales", 0, "net sales", cash=True)
    tot = sum(ct.col("net_sales"))
    mt, md = kusd(tot, "M")
    book.case("northwind", ct.rid, "plain", [
        Claim(f"TL;DR: {mt} of net sales across {say(len(ct))} categories",
              [off(ct, "off", f"TL;DR: {wk(tot * 1.3, md, 'M')} of net sales across {say(len(ct))} categories", tot,
                   tot * 1.3, 2)]),
        Claim(f"and {int(sum(ct.col('units'))):,} units;",
              [off(ct, "off", f"and {int(sum(ct.col('units')) * 0.7):,} units;", sum(ct.col("units")),
                   int(sum(ct.col("units")) * 0.7), 0)]),
        Claim(f"Produce averages the {'smallest' if ct['Produce']['avg_discount_pct'] < ct['Grains/Cereals']['avg_discount_pct'] else 'second-smallest'} "
              f"discount, {n(ct['Produce']['avg_discount_pct'], 2)}%."),
    ], derived=False)
    empty(book, "northwind", "Which order lines carried a discount of 30% or more?",
          "SELECT order_id, product_id FROM order_details WHERE discount >= 0.3",
          "None — the deepest discount on any line is 25%, so zero lines sit at 30% or above.",
          "14 order lines carried a discount of 30% or more, mostly on Beverages.")


# ---------------------------------------------------------------------------
# chinook: invoice lines per genre and per year, genres' track lengths
# ---------------------------------------------------------------------------


def chinook(book):
    gn = table("chinook", "Per genre: invoice lines, units, revenue and invoices?",
               "SELECT g.name AS genre, count(*) AS invoice_lines, sum(il.quantity) AS units, "
               "sum(il.unit_price * il.quantity) AS revenue, count(DISTINCT il.invoice_id) AS invoices "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    cmp(book, gn, "revenue", "Rock", "Latin", 1, "revenue", cash=True)
    cmp(book, gn, "invoices", "Latin", "Alternative & Punk", 0, "invoices")
    share(book, gn, "revenue", "Rock", 0, "genre revenue", other="Latin", cash=True)
    topn(book, gn, "revenue", 4, 1, "revenue", cash=True)
    rate(book, gn, "revenue", "invoices", "Rock", 1, "invoice", "revenue", cash=True)
    rate(book, gn, "revenue", "units", "TV Shows", 0, "unit", "revenue", cash=True)
    rank(book, gn, "revenue", 1, "revenue", cash=True)
    book.case("chinook", gn.rid, "plain", [
        Claim(f"{len(gn)} genres sold at least one track;"),
        Claim(f"{int(sum(gn.col('invoice_lines'))):,} invoice lines in all,",
              [off(gn, "off", f"{int(sum(gn.col('invoice_lines')) * 1.3):,} invoice lines in all,",
                   sum(gn.col("invoice_lines")), int(sum(gn.col("invoice_lines")) * 1.3), 0)]),
        Claim(f"Rock alone clears $800 (`{n(gn['Rock']['revenue'], 2)}`)."),
    ], derived=False)

    yr = table("chinook", "Per invoice year: invoices, units and revenue?",
               "SELECT extract(year FROM i.invoice_date)::int AS year, count(DISTINCT i.invoice_id) AS invoices, "
               "sum(il.quantity) AS units, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id GROUP BY 1 ORDER BY 1")
    chg(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True)
    chg(book, yr, "revenue", "2024", "2025", 1, "revenue", cash=True)
    chg(book, yr, "revenue", "2021", "2024", 3, "revenue", cash=True)
    rate(book, yr, "revenue", "invoices", "2022", 3, "invoice", "revenue", cash=True, label="2022")
    pooled(book, table("chinook", "Per invoice year: invoices and average invoice total?",
                       "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, "
                       "round(avg(total), 4) AS avg_total FROM invoice GROUP BY 1 ORDER BY 1"),
           "avg_total", "invoices", 1, "invoice total", "invoice", d=3)
    tot = sum(yr.col("revenue"))
    kt, kd = kusd(tot)
    book.case("chinook", yr.rid, "plain", [
        Claim(f"Five years, {kt} of revenue in total",
              [off(yr, "off", f"Five years, {wk(tot * 0.7, kd)} of revenue in total", tot, tot * 0.7, 2)]),
        Claim(f"from {int(sum(yr.col('invoices')))} invoices; 2022 is the best year at {usd2(yr['2022']['revenue'])}.",
              [off(yr, "neighbour_row", f"from {int(sum(yr.col('invoices')))} invoices; 2022 is the best year at "
                   f"{usd2(yr['2024']['revenue'])}.", yr["2022"]["revenue"], yr["2024"]["revenue"], 2, real=True)]),
    ], derived=False)

    ln = table("chinook", "For Rock, Jazz, Metal, Classical and Drama: tracks, average length in milliseconds and "
               "average size in bytes?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "round(avg(t.bytes)) AS avg_bytes FROM track t JOIN genre g ON g.genre_id = t.genre_id "
               "WHERE g.name IN ('Rock', 'Jazz', 'Metal', 'Classical', 'Drama') GROUP BY 1 ORDER BY 2 DESC")
    conv(book, ln, "Jazz", "avg_ms", 0, lambda v, c: f"An average Jazz track runs {v} ms, about {c} min.", 0, 1 / 60000,
         2, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 36000, 1 / 30000, 1 / 12000, 1 / 100000, 1 / 3600, 1 / 600))
    conv(book, ln, "Drama", "avg_ms", 1, lambda v, c: f"Drama episodes average {v} ms — {c} min each", 0, 1 / 60000, 1,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 30000, 1 / 3600, 1 / 600, 1 / 36000), after=[Claim("(they're TV episodes, so no surprise).")])
    conv(book, ln, "Metal", "avg_bytes", 2, lambda v, c: f"Metal tracks weigh {v} bytes on average (≈{c} MB).", 0, 1e-6,
         2, (1e-3, 1e-9, 1 / 1024, 1e-5, 1e-7, 2e-6, 1e-4, 5e-7))
    conv(book, ln, "Classical", "avg_ms", 3, lambda v, c: f"\n- Classical: {v} ms ≈ {c} sec", 0, 1 / 1000, 0,
         (1 / 60000, 1 / 100, 1 / 60, 1 / 10000, 1 / 600, 1 / 6, 1 / 360, 1 / 3000), pre="Average track length:",
         before=[Claim(f"\n- Rock: {n(ln['Rock']['avg_ms'] / 1000, 0)} sec")])
    cmp(book, ln, "avg_ms", "Rock", "Metal", 5, "average length (ms)")
    empty(book, "chinook", "Which invoice lines sold more than one unit?",
          "SELECT invoice_line_id FROM invoice_line WHERE quantity > 1",
          "None of them. Every invoice line is a single unit — zero lines with a quantity above one.",
          "37 invoice lines sold more than one unit, most of them Rock.")


def usd2(v):
    return shows(True, 2)[0](v)


# ---------------------------------------------------------------------------
# atis: fares, flights and airports; academic; advising
# ---------------------------------------------------------------------------


def atis(book):
    fa = table("defog_atis", "Per airline: fares, summed one-way cost, average round trip, dearest and cheapest one-way?",
               "SELECT fare_airline AS airline, count(*) AS fares, sum(one_direction_cost) AS one_way_total, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip, max(one_direction_cost) AS top_one_way, "
               "min(one_direction_cost) AS low_one_way FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    cmp(book, fa, "avg_round_trip", "VX", "AA", 0, "average round trip", cash=True, d=2)
    cmp(book, fa, "top_one_way", "VX", "UA", 2, "top one-way fare", cash=True, d=0)
    rate(book, fa, "one_way_total", "fares", "AA", 1, "fare", "one-way", cash=True)
    book.case(fa.db, fa.rid, "plain", [
        Claim(f"Seven airlines file fares; AA has the most (three), United two."),
        Claim(f"United's one-ways span {usd2(fa['UA']['low_one_way'])}–{usd2(fa['UA']['top_one_way'])}",
              [off(fa, "off", f"United's one-ways span {usd2(fa['UA']['low_one_way'])}–"
                   f"{shows(True, 2)[1](fa['UA']['top_one_way'] * 1.45, 2)}", fa["UA"]["top_one_way"],
                   fa["UA"]["top_one_way"] * 1.45, 2)]),
        Claim(f"and the whole book sums to {usd2(sum(fa.col('one_way_total')))} one-way.",
              [off(fa, "off", f"and the whole book sums to {shows(True, 2)[1](sum(fa.col('one_way_total')) * 1.3, 2)} "
                   f"one-way.", sum(fa.col("one_way_total")), sum(fa.col("one_way_total")) * 1.3, 2)]),
    ], derived=False)

    fl = table("defog_atis", "How long is each flight in seconds, by route and airline, with how many stops?",
               "SELECT flight_id, from_airport || '-' || to_airport AS route, airline_code, stops, "
               "time_elapsed AS seconds FROM flight ORDER BY time_elapsed DESC, flight_id")
    conv(book, fl, "10", "seconds", 0, lambda v, c: f"Flight 10 (VX, LAX-ORD) takes {v} sec, or {c} min", 0, 1 / 60, 0,
         (1 / 3600, 1 / 1000, 1 / 100, 1 / 30, 1 / 24, 1 / 6, 1 / 10, 1 / 120), after=[Claim("with one stop.")])
    conv(book, fl, "2", "seconds", 3, lambda v, c: f"United's one-stop flight 2: {v} sec ({c} h).", 0, 1 / 3600, 2,
         (1 / 60, 1 / 1000, 1 / 100, 1 / 600, 1 / 24))
    conv(book, fl, "4", "seconds", 1, lambda v, c: f"Southwest's flight 4 clocks {v} seconds — {c} min.", 0, 1 / 60, 0,
         (1 / 3600, 1 / 100, 1 / 1000, 1 / 30, 1 / 6, 1 / 10, 1 / 120))
    conv(book, fl, "5", "seconds", 2, lambda v, c: f"The nonstop ORD-LAX (flight 5) is {v} sec ≈ {c} hours.", 0,
         1 / 3600, 2, (1 / 60, 1 / 1000, 1 / 100, 1 / 600))
    cmp(book, fl, "seconds", "10", "9", 1, "time in the air (sec)", label=lambda x: f"flight {x}")
    tot = sum(fl.col("seconds"))
    book.case(fl.db, fl.rid, "conversion", [
        Claim(f"All ten flights add up to {int(tot):,} sec"),
        Claim(f"({n(tot / 3600, 2)} h of flying);",
              [off(fl, "wrong_factor", f"({w(tot / 60, 2)} h of flying);", tot / 3600, tot / 60, 2)]),
        Claim("half of them have a stop."),
    ])
    ident(book, fl, "The longest leg is flight 10; the shortest, flight 1 at 3,600 sec.", "10", "11")

    ap = table("defog_atis", "What is each airport's minimum connect time, in minutes, and time zone?",
               "SELECT airport_code, airport_location AS city, time_zone_code AS tz, minimum_connect_time AS mct_min "
               "FROM airport ORDER BY minimum_connect_time DESC, airport_code")
    cmp(book, ap, "mct_min", "DEN", "JFK", 2, "minimum connect time", unit=" min")
    vals = ap.col("mct_min")
    avg = sum(vals) / len(vals)
    at, ad = num(avg, 1)
    book.case(ap.db, ap.rid, "per_unit", [
        Claim(f"Across the {len(ap)} airports the minimum connect time averages {at} min",
              [off(ap, "off", f"Across the {len(ap)} airports the minimum connect time averages {w(avg * 1.5, ad)} min",
                   avg, avg * 1.5, ad)]),
        Claim(f"(`{int(sum(vals))}` min ÷ {len(ap)}), from Atlanta's 10 up to Seattle's and Orlando's 50."),
    ])
    empty(book, "defog_atis", "Which fares cost more than $600 for a round trip?",
          "SELECT fare_id FROM fare WHERE round_trip_cost > 600",
          "No fares qualify. The dearest round trip is $500 (Virgin America, LAX-ORD), so zero above $600.",
          "Three fares cost more than $600 round trip, all out of LAX.")


def academic(book):
    au = table("defog_academic", "Per author: papers written, citations received and references made?",
               "SELECT a.name AS author, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM author a JOIN writes w ON w.aid = a.aid "
               "JOIN publication p ON p.pid = w.pid GROUP BY 1 ORDER BY 3 DESC, 1")
    share(book, au, "citations", "Larry Summers", 2, "the authors' citations", other="Ashish Vaswani")
    share(book, au, "refs", "Ashish Vaswani", 1, "references made", label="Vaswani")
    empty(book, "defog_academic", "Which authors have written more than five papers?",
          "SELECT a.name FROM author a JOIN writes w ON w.aid = a.aid GROUP BY 1 HAVING count(*) > 5",
          "Nobody — the most prolific author here (Ashish Vaswani) has three papers; zero authors clear five.",
          "Two authors have written more than five papers: Vaswani with 11 and Summers with 8.")
    ci = table("defog_academic", "How often is each publication cited, and in which year did it appear?",
               "SELECT p.pid, p.title, p.year, count(c.citing) AS times_cited FROM publication p "
               "LEFT JOIN cite c ON c.cited = p.pid GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1")
    ident(book, ci, "Most cited: publication 1 (2020), four times.", "publication 1", "publication 7")


def advising(book):
    ins = table("defog_advising", "Per instructor: offerings taught, distinct courses and offerings with a final exam?",
                "SELECT i.name AS instructor, count(*) AS offerings, count(DISTINCT co.course_id) AS courses, "
                "count(*) FILTER (WHERE co.has_final_exam) AS with_exam FROM instructor i "
                "JOIN offering_instructor oi ON oi.instructor_id = i.instructor_id "
                "JOIN course_offering co ON co.offering_id = oi.offering_id GROUP BY 1 ORDER BY 2 DESC, 1")
    share(book, ins, "offerings", "John Smith", 2, "all teaching assignments", other="Jane Doe")
    empty(book, "defog_advising", "Which offerings start after 6pm?",
          "SELECT offering_id FROM course_offering WHERE start_time > '18:00'",
          "None. The latest start is 2pm and the last class ends at 6pm, so 0 evening offerings.",
          "Four offerings start after 6pm, all in semester 4.")


# ---------------------------------------------------------------------------
# Spider: car_1, battle_death, concert_singer, tvshow
# ---------------------------------------------------------------------------


CN = lambda x: {"usa": "the US", "uk": "the UK"}.get(x, x.title())
CAR_JOIN = ("FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
            "JOIN car_makers cm ON cm.id = ml.maker ")


def cars(book):
    co = co_all = table("spider_car_1", "Per maker country: cars, average mpg, horsepower and weight, and total weight?",
               "SELECT c.countryname AS country, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower)::numeric, 1) AS avg_hp, round(avg(cd.weight)::numeric, 1) AS avg_lbs, "
               "sum(cd.weight) AS total_lbs " + CAR_JOIN + "JOIN countries c ON c.countryid = cm.country "
               "GROUP BY 1 ORDER BY 2 DESC")
    cmp(book, co, "avg_mpg", "japan", "usa", 1, "fuel economy (mpg)", d=2, label=CN)
    cmp(book, co, "avg_hp", "usa", "germany", 0, "average horsepower", d=1, label=CN)
    cmp(book, co, "avg_lbs", "sweden", "italy", 2, "average weight", d=1, unit=" lbs", label=CN)
    share(book, co, "cars", "usa", 1, "the cars", other="japan", label="American makers")
    share(book, co, "cars", "japan", 0, "the cars", other="germany", label="Japan")
    pooled(book, co, "avg_mpg", "cars", 0, "mpg", "car", d=2)
    cv = table("spider_car_1", "For American, Japanese, Swedish and German makers: average weight, mpg and "
               "horsepower, and total weight?",
               "SELECT c.countryname AS country, round(avg(cd.weight)::numeric, 1) AS avg_lbs, "
               "round(avg(cd.mpg)::numeric, 2) AS avg_mpg, round(avg(cd.horsepower)::numeric, 1) AS avg_hp, "
               "sum(cd.weight) AS total_lbs " + CAR_JOIN + "JOIN countries c ON c.countryid = cm.country "
               "WHERE c.countryname IN ('usa', 'japan', 'sweden', 'germany') GROUP BY 1 ORDER BY 1")
    co = cv
    conv(book, co, "usa", "avg_lbs", 0, lambda v, c: f"The average American car weighs {v} lbs, about {c} kg.", 1,
         KG_PER_LB, 0, (1 / KG_PER_LB, 0.5, 0.1, 0.6, 2.0, 0.3))
    conv(book, co, "japan", "avg_mpg", 1, lambda v, c: f"Japanese cars average {v} mpg — {c} km per litre", 2,
         KMPL_PER_MPG, 2, (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.354, 0.7, 2.35), after=[Claim("in European terms.")])
    conv(book, co, "sweden", "avg_hp", 2, lambda v, c: f"Swedish engines average {v} hp ({c} kW).", 1, KW_PER_HP, 1,
         (1 / KW_PER_HP, 0.5, 1.2, 0.6, 0.9, 1.36))
    conv(book, co, "germany", "total_lbs", 3, lambda v, c: f"All German cars together: {v} lbs, {c} kg", 0,
         KG_PER_LB, 0, (1 / KG_PER_LB, 0.5, 0.1), hedge=True)
    co = co_all
    topn(book, co, "cars", 2, 0, "the cars")
    book.case(co.db, co.rid, "plain", [
        Claim(f"{int(sum(co.col('cars')))} cars from makers in {say(len(co) - 1)} named countries (one is NA);",
              [off(co, "off", f"{int(sum(co.col('cars')) * 1.35)} cars from makers in {say(len(co) - 1)} named "
                   f"countries (one is NA);", sum(co.col("cars")), int(sum(co.col("cars")) * 1.35), 0)]),
        Claim(f"the UK's lone car does {int(co['uk']['avg_mpg'])} mpg."),
    ], derived=False)

    mk = table("spider_car_1", "Per maker (the ten with most cars): cars, average mpg, top horsepower, years?",
               "SELECT cm.maker, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "max(cd.horsepower) AS top_hp, min(cd.year) AS first_year, max(cd.year) AS last_year " + CAR_JOIN +
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    cmp(book, mk, "cars", "gm", "ford", 5, "cars", label=lambda x: {"gm": "GM", "ford": "Ford"}[x])
    cmp(book, mk, "avg_mpg", "honda", "amc", 4, "mpg", d=2, label=lambda x: x.upper() if x == "amc" else x.title())
    rank(book, mk, "cars", 2, "cars in the data", label=lambda x: x.upper() if x == "gm" else x.title())
    book.case(mk.db, mk.rid, "plain", [
        Claim(f"Honda's {int(mk['honda']['cars'])} cars run from {int(mk['honda']['first_year'])} to "
              f"{int(mk['honda']['last_year'])},"),
        Claim(f"at {n(mk['honda']['avg_mpg'], 2)} mpg on average — the thriftiest of the ten.",
              [off(mk, "neighbour_row", f"at {n(mk['nissan']['avg_mpg'], 2)} mpg on average — the thriftiest of the "
                   f"ten.", mk["honda"]["avg_mpg"], mk["nissan"]["avg_mpg"], 2, real=True)]),
        Claim(f"GM's strongest engine makes {int(mk['gm']['top_hp'])} hp.",
              [off(mk, "off", f"GM's strongest engine makes {int(mk['gm']['top_hp'] * 1.4)} hp.", mk["gm"]["top_hp"],
                   int(mk["gm"]["top_hp"] * 1.4), 0)]),
    ], derived=False)

    mm = table("spider_car_1", "Per country: how many car makers and how many models?",
               "SELECT c.countryname AS country, count(DISTINCT cm.id) AS makers, count(ml.modelid) AS models "
               "FROM countries c JOIN car_makers cm ON cm.country = c.countryid "
               "LEFT JOIN model_list ml ON ml.maker = cm.id GROUP BY 1 ORDER BY 3 DESC, 1")
    share(book, mm, "models", "usa", 2, "the models", other="japan", label="The USA")
    book.case(mm.db, mm.rid, "plain", [
        Claim(f"Japan has the most makers ({say(int(mm['japan']['makers']))}) but only "
              f"{say(int(mm['japan']['models']))} models,"),
        Claim(f"while the USA's {say(int(mm['usa']['makers']))} makers field {say(int(mm['usa']['models']))}.",
              [words_twin("number_words_wrong_row", f"while the USA's {say(int(mm['usa']['makers']))} makers field "
                          f"{say(int(mm['germany']['models']))}.", mm["usa"]["models"], mm["germany"]["models"])]),
    ], derived=False)

    pe = table("spider_car_1", "Per maker country: cars and average mpg before 1976 and from 1976 on?",
               "SELECT c.countryname AS country, count(*) FILTER (WHERE cd.year < 1976) AS cars_early, "
               "round(avg(cd.mpg) FILTER (WHERE cd.year < 1976)::numeric, 2) AS mpg_early, "
               "count(*) FILTER (WHERE cd.year >= 1976) AS cars_late, "
               "round(avg(cd.mpg) FILTER (WHERE cd.year >= 1976)::numeric, 2) AS mpg_late " + CAR_JOIN +
               "JOIN countries c ON c.countryid = cm.country WHERE c.countryname IN ('usa', 'japan', 'germany', "
               "'france') GROUP BY 1 ORDER BY 2 DESC")
    gap(book, pe, "mpg_early", "mpg_late", "japan", "usa", 0, "mpg", l1="1970–75", l2="1976–82",
        label=CN)
    gap(book, pe, "mpg_early", "mpg_late", "germany", "france", 1, "mpg", l1="1970–75", l2="1976–82", label=CN)
    book.case(pe.db, pe.rid, "change", [
        Claim(f"US fuel economy improved from {n(pe['usa']['mpg_early'], 2)} to {n(pe['usa']['mpg_late'], 2)} mpg"),
        Claim(f"after 1975 — a {n(100 * (pe['usa']['mpg_late'] / pe['usa']['mpg_early'] - 1), 1)} percent gain.",
              [off(pe, "wrong_base", f"after 1975 — a {w(100 * (1 - pe['usa']['mpg_early'] / pe['usa']['mpg_late']), num(100 * (pe['usa']['mpg_late'] / pe['usa']['mpg_early'] - 1), 1)[1])} "
                   f"percent gain.", 100 * (pe["usa"]["mpg_late"] / pe["usa"]["mpg_early"] - 1),
                   100 * (1 - pe["usa"]["mpg_early"] / pe["usa"]["mpg_late"]),
                   num(100 * (pe["usa"]["mpg_late"] / pe["usa"]["mpg_early"] - 1), 1)[1], real=True)]),
    ])
    ident(book, table("spider_car_1", "Which car has the best mpg, with its id and year?",
                      "SELECT cd.id, cn.make, cd.mpg, cd.year FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
                      "ORDER BY cd.mpg DESC NULLS LAST, cd.id LIMIT 3"),
          "Best on fuel: car #330, the 1980 Mazda GLC, at 46.6 mpg.", "#330", "#303")
    empty(book, "spider_car_1", "Which cars have more than 250 horsepower?",
          "SELECT id FROM cars_data WHERE horsepower > 250",
          "Zero. The strongest engine in the data makes 230 hp, so no car clears 250.",
          "Five cars top 250 horsepower, all GM.")


def battles(book):
    sh = table("spider_battle_death", "Per ship: where it was lost, incidents, killed and injured?",
               "SELECT s.name AS ship, s.location, count(d.id) AS incidents, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM ship s LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    cmp(book, sh, "killed", "Lettice", "Mary", 0, "deaths")
    share(book, sh, "killed", "Lettice", 0, "the dead", other="Mary")
    topn(book, sh, "killed", 2, 1, "all deaths")
    book.case(sh.db, sh.rid, "zero_ident", [
        Claim(f"Three Brothers caused {int(sh['Three Brothers']['killed'])} deaths and "
              f"{say(int(sh['Three Brothers']['injured']))} injuries;"),
        Claim("HMS Atalanta, zero of either — no incidents at all."),
    ], derived=False)
    book.case(sh.db, sh.rid, "plain", [
        Claim(f"{cap(say(len(sh)))} ships, {int(sum(sh.col('killed')))} dead in total,",
              [off(sh, "off", f"{cap(say(len(sh)))} ships, {int(sum(sh.col('killed')) * 1.4)} dead in total,",
                   sum(sh.col("killed")), int(sum(sh.col("killed")) * 1.4), 0)]),
        Claim(f"{int(sum(sh.col('injured')))} injured, mostly aboard HMS Avon.",
              [off(sh, "off", f"{int(round(sum(sh.col('injured')) * 1.8))} injured, mostly aboard HMS Avon.",
                   sum(sh.col("injured")), int(round(sum(sh.col("injured")) * 1.8)), 0)]),
    ], derived=False)
    cm = table("spider_battle_death", "Per Bulgarian commander: battles, incidents, killed and injured?",
               "SELECT b.bulgarian_commander AS commander, count(DISTINCT b.id) AS battles, count(d.id) AS incidents, "
               "coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b "
               "LEFT JOIN ship s ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 4 DESC, 1")
    cmp(book, cm, "killed", "Ivan Asen II", "Unknown", 4, "deaths")
    share(book, cm, "killed", "Boril", 2, "the dead", other="Ivan Asen II")
    book.case(cm.db, cm.rid, "zero_ident", [
        Claim(f"Kaloyan fought {say(int(cm['Kaloyan']['battles']))} battles (1205–1206)"),
        Claim("with zero deaths recorded against him;"),
        Claim(f"Boril's two battles account for {int(cm['Boril']['killed'])}.",
              [off(cm, "neighbour_row", f"Boril's two battles account for {int(cm['Unknown']['killed'])}.",
                   cm["Boril"]["killed"], cm["Unknown"]["killed"], 0, real=True)]),
    ], derived=False)
    empty(book, "spider_battle_death", "Which ships were lost in the Battle of Adrianople?",
          "SELECT s.name FROM ship s JOIN battle b ON b.id = s.lost_in_battle WHERE b.name = 'Battle of Adrianople'",
          "No ships at all — 0 were lost at Adrianople (14 April 1205).",
          "Two ships were lost at Adrianople, Lettice and Mary.")


def concerts(book):
    cy = table("spider_concert_singer", "Per year: concerts, stadiums used and total stadium capacity?",
               "SELECT c.year, count(*) AS concerts, count(DISTINCT s.stadium_id) AS stadiums, "
               "sum(s.capacity) AS seats FROM concert c JOIN stadium s ON s.stadium_id::text = c.stadium_id::text "
               "GROUP BY 1 ORDER BY 1")
    chg(book, cy, "seats", "2014", "2015", 2, "seats on offer")
    chg(book, cy, "seats", "2014", "2015", 1, "stadium capacity")
    rate(book, cy, "seats", "concerts", "2015", 0, "concert", "seats", d=1, label="2015")
    share(book, cy, "seats", "2014", 0, "the seats over both years", label="2014")
    empty(book, "spider_concert_singer", "Which concerts were held at Hampden Park?",
          "SELECT c.concert_name FROM concert c JOIN stadium s ON s.stadium_id::text = c.stadium_id::text "
          "WHERE s.name = 'Hampden Park'",
          "None: Hampden Park hosted 0 concerts in 2014–2015 despite being the biggest stadium.",
          "Hampden Park hosted 3 concerts, two of them in 2015.")


def tvshow(book):
    tv = table("spider_tvshow", "Per channel: series episodes, total viewers (millions), average audience share and "
               "best weekly rank?",
               "SELECT ch.series_name AS channel, count(*) AS episodes, sum(s.viewers_m::numeric) AS viewers_m, "
               "round(avg(s.share), 2) AS avg_share, min(s.weekly_rank) AS best_rank "
               "FROM tv_series s JOIN tv_channel ch ON ch.id = s.channel GROUP BY 1 ORDER BY 3 DESC, 1")
    cmp(book, tv, "viewers_m", "Sky Radio", "myDeejay", 0, "total viewers (millions)", d=2)
    share(book, tv, "viewers_m", "Sky Radio", 2, "all viewers", other="myDeejay", d=2)
    pooled(book, tv, "avg_share", "episodes", 2, "audience share", "episode", d=3)
    book.case(tv.db, tv.rid, "plain", [
        Claim(f"{cap(say(len(tv)))} channels carry the series, {n(sum(tv.col('viewers_m')), 2)}M viewers in total;",
              [off(tv, "off", f"{cap(say(len(tv)))} channels carry the series, {w(sum(tv.col('viewers_m')) * 1.4, 2)}M "
                   f"viewers in total;", sum(tv.col("viewers_m")), sum(tv.col("viewers_m")) * 1.4, 2)]),
        Claim(f"Sky Radio's two episodes drew {n(tv['Sky Radio']['viewers_m'], 2)}M."),
    ], derived=False)

    ca = table("spider_tvshow", "Per channel: cartoons aired and their first and last production codes?",
               "SELECT c.channel::int AS channel_id, ch.series_name AS channel, count(*) AS cartoons, "
               "min(c.production_code)::int AS first_code, max(c.production_code)::int AS last_code "
               "FROM cartoon c JOIN tv_channel ch ON ch.id = c.channel GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    ident(book, ca, "MTV Dance (channel 707) aired the most cartoons — three, codes 107 to 112.", "707", "770")
    ident(book, ca, "Sky Radio, channel 700, aired two: production codes 101 and 111.", "111", "117")
    ident(book, ca, "Classica (728) has just one cartoon, code 110.", "728", "782",
          pre="Which channel has the fewest?")
    empty(book, "spider_tvshow", "Which cartoons aired on Polish channels?",
          "SELECT c.title FROM cartoon c JOIN tv_channel ch ON ch.id = c.channel WHERE ch.country = 'Poland'",
          "Zero — MTV Live HD is the only Polish channel and it aired no cartoons.",
          "Two cartoons aired on Polish channels, both on MTV Live HD.")


def heroes(book):
    at = table("superhero", "Per attribute: heroes rated, average value, total and how many at 100?",
               "SELECT a.attribute_name AS attribute, count(*) AS heroes, round(avg(ha.attribute_value), 2) AS avg_value, "
               "sum(ha.attribute_value) AS total, count(*) FILTER (WHERE ha.attribute_value = 100) AS maxed "
               "FROM hero_attribute ha JOIN attribute a ON a.id = ha.attribute_id GROUP BY 1 ORDER BY 3 DESC, 1")
    cmp(book, at, "avg_value", "Intelligence", "Strength", 1, "average score", d=2)
    share(book, at, "maxed", "Intelligence", 1, "all maxed-out (100) ratings", label="Intelligence")
    pp = table("superhero", "Per publisher (top eight by powers): heroes with powers, powers and powers per hero?",
               "SELECT coalesce(nullif(p.publisher_name, ''), '(none)') AS publisher, "
               "count(DISTINCT hp.hero_id) AS heroes, count(*) AS powers "
               "FROM hero_power hp JOIN superhero s ON s.id = hp.hero_id JOIN publisher p ON p.id = s.publisher_id "
               "GROUP BY 1 ORDER BY 3 DESC LIMIT 8")
    cmp(book, pp, "powers", "Marvel Comics", "DC Comics", 0, "powers")
    cmp(book, pp, "heroes", "Marvel Comics", "DC Comics", 3, "heroes with powers")
    rate(book, pp, "powers", "heroes", "DC Comics", 0, "hero", "powers", d=2)
    rate(book, pp, "powers", "heroes", "Dark Horse Comics", 1, "hero", "powers", d=2)
    share(book, pp, "powers", "Marvel Comics", 0, "the powers of these publishers", other="DC Comics", label="Marvel")
    rank(book, pp, "heroes", 1, "heroes with powers")
    po = table("superhero", "Which powers do the most heroes have (top twelve)?",
               "SELECT sp.power_name AS power, count(*) AS heroes FROM hero_power hp "
               "JOIN superpower sp ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12")
    cmp(book, po, "heroes", "Super Strength", "Flight", 2, "heroes")
    cmp(book, po, "heroes", "Stamina", "Reflexes", 3, "heroes")
    rank(book, po, "heroes", 0, "heroes")
    bound(book, po, "heroes", "Stamina", 0, "heroes have it")
    empty(book, "superhero", "Which heroes have an attribute value above 100?",
          "SELECT hero_id FROM hero_attribute WHERE attribute_value > 100",
          "None. The scale tops out at 100, and 0 hero attributes exceed it.",
          "12 heroes have an attribute above 100, led by Superman.")


def main():
    sections = (northwind, chinook, atis, academic, advising, cars, battles, concerts, tvshow, heroes)
    return run_set(Book10(), sections, "thirteenth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
