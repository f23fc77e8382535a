#!/usr/bin/env python3
"""
plausibility_fresh14.py — a fifteenth labelled set for check_answer, held
out whole: answers the way a BI tool's or a notebook assistant's
auto-generated insights read, and a few the way a coding assistant explains
a query's output, over the tables the other sets use least: northwind
(products, stock and reorder levels per supplier and per category, products
below their reorder level, orders and freight per calendar quarter, freight
and delivery days per shipper), chinook (invoices, customers and revenue
per billing country, support reps' invoices and revenue in 2024 and 2025,
invoices per invoice total, the largest invoices), defog-dev's atis
(flights and air time per airline and per number of stops, flight numbers),
academic (papers and citations per conference and per year), advising
(courses' ratings, reviews and programme workloads) and geography (rivers
per country), Spider's car_1 (horsepower, weight and mpg per cylinder
count), concert_singer (singers' ages and concert appearances per country
and per singer), battle_death (deaths and injuries per battle result and
per ship's fate) and course_teach (teachers' ages), with queries of their
own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
dashboard "insight card" the other sets lack: "Key findings:" then short
key-value lines ("Total revenue: $1.9k across 328 invoices", "Top market:
USA (28.1% of revenue ...)", "Δ vs. Q4 1997: +55.6%", "↓ 53.2% vs. Q1 1998",
"n = 406 cars", "avg. 61.0 per product", "≈ 5.15× the median"), bold labels
("**Freight:**"), "vs." everywhere, ranges with en dashes ("23–205"), lines
marked "•" or "-", abbreviated units (sec, mins, hrs, lbs, kg, kW, km/L,
yrs), and a closing "Bottom line:" sentence that restates a figure in
another form (a share in words, a multiple in words, a total in k, a level
as a percent of the base, seconds as hours); and the coding assistant's
"The query returns 12 rows; the first three account for ...". Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's, fresh11's and fresh12's):
  comparison  differences, multiples ("≈ 1.9×", "roughly twice"), percent
              more and less, one row's share of a pair
  change      Δ and arrows between periods or groups, within a row from
              2024 to 2025, a level as a percent of the base
  per_unit    totals over counts ("avg. X per Y"), weighted averages of
              group averages, one row's share, the first rows' share, a row
              as a multiple of the median
  conversion  lbs as kg, hp as kW, mpg as km/L, seconds as mins and hrs,
              days as hrs and weeks, km as mi
  zero_ident  zero for an empty result, digits inside identifiers (product,
              supplier and invoice ids, flight numbers, pids)
  plain       cells, counts, totals in k, ranges, "n = ", bounds in words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, a share of the wrong total or its complement, a ratio given as
a share, a percent change over the wrong base, a multiple of the mean called
one of the median), a false bound or fraction in words, number words given
to the wrong row, a count over an empty result, a conversion by the wrong
factor, a changed identifier, or a figure off by more than the rounding
shown. A twin is kept only when its figure is far from the true value
(fresh4's rules) and, unless it is a real value in the wrong role, far from
every cell, aggregate, pairwise difference, ratio and share of the result
too.

Only aggregates are printed (the set stays held out).
"""
import statistics
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, off, w, words_twin
from plausibility_fresh9 import in_words, shows
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh11 import NEAR, mult_words, tilde
from plausibility_fresh12 import kusd, near, wk

KG_PER_LB = 0.45359237
SIGN = {True: "+", False: "\u2212"}
ARROW = {True: "↑", False: "↓"}


def bl(text):
    """The closing line of an insight card."""
    return "\n\nBottom line: " + text.replace("..", ".")


def in_prose(s):
    """A share in words within two points of s ("nearly a fifth", "one in four", "~40%"), and a clearly false
    one; or (None, None)."""
    for f, wd in NEAR:
        g = s - f
        if abs(g) <= 0.02:
            bad = sorted((x for x in NEAR if abs(x[0] - s) >= 0.1), key=lambda x: abs(x[0] - s))[0][1]
            hedge = "about" if abs(g) <= 0.006 else ("nearly" if g < 0 else "a bit over")
            return f"{hedge} {wd}", f"{hedge} {bad}"
    iw, bad = in_words(s)
    if iw:
        return iw, bad
    return tilde(100 * s)


# ---------------------------------------------------------------------------
# shapes, as insight cards
# ---------------------------------------------------------------------------


def kv_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """Two named rows, the larger first, in six layouts."""
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
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, dd)), diff, diff * f, dd)

    def base(fmt, true, wrong_, dec):
        return off(t, "wrong_base", fmt(w(wrong_, dec)), true, wrong_, dec, real=True)

    form = k % 6
    if form == 0:
        pre = pre or "Key findings:"
        claims = [Claim(f"\n• **{cap(A)}:** {S(va)}"),
                  Claim(f"\n• **{cap(B)}:** {S(vb)}", [nbr(lambda x: f"\n• **{cap(B)}:** {x}")]),
                  Claim(f"\n• Δ {A} vs. {B}: +{S(diff)}", [gap(lambda x: f"\n• Δ {A} vs. {B}: +{x}", 1.6)]),
                  Claim(f"(+{hi}%)", [base(lambda x: f"(+{x}%)", 100 * diff / vb, 100 * diff / va, hid)])]
    elif form == 1:
        mw, mbad = mult_words(r)
        claims = [Claim(f"\n- {cap(noun)}: {A} {S(va)} vs. {B} {S(vb)}",
                        [nbr(lambda x: f"\n- {cap(noun)}: {A} {S(va)} vs. {B} {x}")]),
                  Claim(f"\n- {cap(A)} ≈ {rt}× {B}",
                        [off(t, "off", f"\n- {cap(A)} ≈ {w(r * 1.5 + 0.3, rd)}× {B}", r, r * 1.5 + 0.3, rd,
                             approx=True)])]
        if mw:
            claims.append(Claim(bl(f"roughly {mw} the {noun}, {A} vs. {B}."),
                                [("false_bound", bl(f"roughly {mbad} the {noun}, {A} vs. {B}."))]))
        else:
            claims.append(Claim(bl(f"{A} is {hi}% ahead of {B}."),
                                [base(lambda x: bl(f"{A} is {x}% ahead of {B}."), 100 * diff / vb, 100 * diff / va,
                                      hid)]))
    elif form == 2:
        claims = [Claim(f"**{cap(noun)}:** {A} {S(va)} vs. {B} {S(vb)}"),
                  Claim(f"— gap {S(diff)}", [gap(lambda x: f"— gap {x}", 0.55)]),
                  Claim(f"({B} ↓ {lo}% vs. {A}).",
                        [base(lambda x: f"({B} ↓ {x}% vs. {A}).", 100 * diff / va, 100 * diff / vb, lod)])]
    elif form == 3:
        pre = pre or f"The query returns {len(t)} rows."
        claims = [Claim(f"Reading the rows for {A} and {B}: {S(va)} vs. {S(vb)} ({noun}),",
                        [nbr(lambda x: f"Reading the rows for {A} and {B}: {S(va)} vs. {x} ({noun}),")]),
                  Claim(f"so {A} comes out at {rt}× {B}",
                        [off(t, "off", f"so {A} comes out at {w(r * 1.45 + 0.25, rd)}× {B}", r, r * 1.45 + 0.25, rd)]),
                  Claim(f"(i.e. {hi}% higher).",
                        [base(lambda x: f"(i.e. {x}% higher).", 100 * diff / vb, 100 * diff / va, hid)])]
    elif form == 4:
        s = va / (va + vb)
        sh, shd = num(100 * s, 1)
        fw, fbad = in_prose(s)
        claims = [Claim(f"\n- {cap(A)} + {B}: {S(va + vb)} ({noun})"),
                  Claim(f"\n- Share of {A}: {sh}%",
                        [off(t, "ratio_as_share", f"\n- Share of {A}: {w(100 * vb / va, shd)}%", 100 * s,
                             100 * vb / va, shd, real=True)])]
        if fw:
            claims.append(Claim(bl(f"{A} — {fw} of the pair's {noun}."),
                                [("false_bound", bl(f"{A} — {fbad} of the pair's {noun}."))]))
        else:
            claims.append(Claim(bl(f"{A} leads by {S(diff)}."), [gap(lambda x: bl(f"{A} leads by {x}."), 1.7)]))
        pre = pre or f"**{cap(noun)}, {A} vs. {B}**"
    else:
        claims = [Claim(f"\n- **{cap(A)} vs. {B}:** {S(va)} vs. {S(vb)}",
                        [nbr(lambda x: f"\n- **{cap(A)} vs. {B}:** {S(va)} vs. {x}")]),
                  Claim(f"\n- **Gap:** {S(diff)}", [gap(lambda x: f"\n- **Gap:** {x}", 1.7)]),
                  Claim(f"\n- **Relative:** {B} is {lo}% below {A}",
                        [base(lambda x: f"\n- **Relative:** {B} is {x}% below {A}", 100 * diff / va, 100 * diff / vb,
                              lod)])]
        pre = pre or f"{cap(noun)}:"
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def kv_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, pre=""):
    """From one row (a period, a group) to another: Δ, arrows, the level as a percent of the base."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    pct, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    sg, ar = SIGN[up], ARROW[up]
    nb = nbr_of(t, p1, avoid=(p2,))

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], dd_of(v1, d, cash), real=True)

    form = k % 4
    if form == 0:
        pre = pre or f"**{cap(noun)}, {l2}**"
        claims = [Claim(f"\n• Value: {S(v2)}"),
                  Claim(f"\n• Δ vs. {l1}: {sg}{pct}%", [base(lambda x: f"\n• Δ vs. {l1}: {sg}{x}%")]),
                  Claim(f"\n• {cap(l1)} base: {S(v1)}", [nbr(lambda x: f"\n• {cap(l1)} base: {x}")])]
    elif form == 1:
        pre = pre or f"{cap(l1)} vs. {l2}:"
        claims = [Claim(f"\n- {cap(noun)}: {S(v1)} → {S(v2)} ({ar} {pct}% vs. {l1})",
                        [base(lambda x: f"\n- {cap(noun)}: {S(v1)} → {S(v2)} ({ar} {x}% vs. {l1})")]),
                  Claim(f"\n- Abs. change: {sg}{S(abs(diff))}",
                        [off(t, "off", f"\n- Abs. change: {sg}{W(abs(diff) * 1.7, dd)}", abs(diff), abs(diff) * 1.7,
                             dd)])]
    elif form == 2:
        pre = pre or "Key findings:"
        lvl, ld = num(100 * v2 / v1, 1)
        claims = [Claim(f"\n- {cap(l2)}: {S(v2)} ({noun}), {ar} {pct}% vs. {l1} ({S(v1)})",
                        [base(lambda x: f"\n- {cap(l2)}: {S(v2)} ({noun}), {ar} {x}% vs. {l1} ({S(v1)})")]),
                  Claim(bl(f"{l2} came in at {lvl}% of the {l1} figure."),
                        [off(t, "wrong_base", bl(f"{l2} came in at {w(100 * v1 / v2, ld)}% of the {l1} figure."),
                             100 * v2 / v1, 100 * v1 / v2, ld, real=True)])]
    else:
        pre = pre or f"The query returns {len(t)} rows; compare the {l1} and {l2} rows."
        claims = [Claim(f"{cap(noun)} moves from {S(v1)} to {S(v2)},",
                        [nbr(lambda x: f"{cap(noun)} moves from {x} to {S(v2)},")]),
                  Claim(f"a {sg}{S(abs(diff))} change",
                        [off(t, "off", f"a {sg}{W(abs(diff) * 0.5, dd)} change", abs(diff), abs(diff) * 0.5, dd)]),
                  Claim(f"({sg}{pct}%).", [base(lambda x: f"({sg}{x}%).")])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def kv_yoy(book, t, key, c1, c2, k, noun, y1, y2, cash=True, d=2, label=None):
    """Within one row, from one year's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W = shows(cash, d)
    diff = v2 - v1
    up = diff > 0
    pct, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    sg, ar = SIGN[up], ARROW[up]
    name = label or key
    nb = nbr_of(t, key)

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    form = k % 3
    if form == 0:
        claims = [Claim(f"\n• **{name}, {noun} {y2}:** {S(v2)}"),
                  Claim(f"({ar} {pct}% vs. {y1})", [base(lambda x: f"({ar} {x}% vs. {y1})")])]
    elif form == 1:
        tw = []
        if nb and S(t[nb][c1]) != S(v1):
            tw.append(off(t, "neighbour_row", f"{name}: {S(t[nb][c1])} ({y1}) → {S(v2)} ({y2})", v1, t[nb][c1],
                          dd_of(v1, d, cash), real=True))
        claims = [Claim(f"{name}: {S(v1)} ({y1}) → {S(v2)} ({y2})", tw),
                  Claim(f"— Δ vs. {y1}: {sg}{pct}%.", [base(lambda x: f"— Δ vs. {y1}: {sg}{x}%.")])]
    else:
        claims = [Claim(f"\n- {name}: {sg}{S(abs(diff))} {noun} vs. {y1}",
                        [off(t, "off", f"\n- {name}: {sg}{W(abs(diff) * 1.6, dd)} {noun} vs. {y1}", abs(diff),
                             abs(diff) * 1.6, dd)]),
                  Claim(f"({sg}{pct}%)", [base(lambda x: f"({sg}{x}%)")])]
    book.case(t.db, t.rid, "change", claims, pre="Key findings:" if form != 1 else "")


def kv_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            pre=""):
    """A total over a count for one row: "avg. X per Y", "n = ", "÷"."""
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
        fmt = lambda x: f"\n• **{cap(name)}:** {St(tot)} {what} across {c} {units} (avg. {x} per {unit})"
    elif form == 1:
        fmt = lambda x: f"{cap(name)}: n = {c} {units}, {St(tot)} {what} → avg. {x} per {unit}."
    elif form == 2:
        fmt = lambda x: f"The {name} row has {St(tot)} {what} over {c} {units}, which works out to {x} per {unit}."
    else:
        fmt = lambda x: f"\n- **{cap(what)} per {unit}, {name}:** {x} ({St(tot)} ÷ {c})"
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)],
              pre=pre or ("Key findings:" if form in (0, 3) else ""))


def kv_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, top=None, pre=""):
    """One row's share of the column total; twins: the complement, the share of the wrong total, a false
    share in words in the closing line."""
    S, _ = shows(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    first = max(t.order, key=lambda x: t[x][col]) == key and sum(1 for x in t.order if t[x][col] == v) == 1
    form = k % 3
    if form == 0:
        if first and top:
            fmt = lambda x: f"Top {top}: {name} ({x}% of {whole})"
        else:
            fmt = lambda x: f"{cap(name)}: {x}% of {whole}"
        after = [Claim(f"— {S(v)} of {S(tot)}.")]
    elif form == 1:
        fmt = lambda x: f"\n- **Share of {whole}:** {name} {x}% ({S(v)} of {S(tot)})"
        after = []
        pre = pre or "Key findings:"
    else:
        fmt = lambda x: f"{cap(name)} = {S(v)} of {S(tot)} → {x}% of {whole}."
        after = []
    tw = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    claims = [Claim(fmt(st), tw)] + after
    good, bad = in_prose(s)
    if good:
        claims.append(Claim(bl(f"{name} — {good} of {whole}."),
                            [("false_bound", bl(f"{name} — {bad} of {whole}."))]))
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def kv_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None):
    """The coding assistant's "the first three account for ..." (or "the top three (...)")."""
    S, W = shows(cash, d, unit)
    L = label or (lambda x: x)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = num(sh, 1)
    dd = dd_of(sm, d, cash)
    if sum(t[x][col] for x in t.order[:m]) == sm:
        lead = f"The query returns {len(t)} rows; the first {say(m)} ({', '.join(L(x) for x in t.order[:m])})"
    else:
        lead = f"The query returns {len(t)} rows; the top {say(m)} by {noun} ({', '.join(L(x) for x in order)})"
    if k % 2 == 0:
        claims = [Claim(f"{lead} account for {S(sm)} of the {noun}",
                        [off(t, "off", f"{lead} account for {W(sm * 1.35, dd)} of the {noun}", sm, sm * 1.35, dd)]),
                  Claim(f"— {st}% of the {S(tot)} total.",
                        [off(t, "complement", f"— {w(100 - sh, sd)}% of the {S(tot)} total.", sh, 100 - sh, sd,
                             real=True)])]
    else:
        claims = [Claim(f"{lead} hold {st}% of {noun}",
                        [off(t, "complement", f"{lead} hold {w(100 - sh, sd)}% of {noun}", sh, 100 - sh, sd,
                             real=True)]),
                  Claim(f"({S(sm)} of {S(tot)}).")]
        good, bad = in_prose(sm / tot)
        if good:
            claims.append(Claim(bl(f"{good} of the {noun} comes from those {say(m)}."),
                                [("false_bound", bl(f"{bad} of the {noun} comes from those {say(m)}."))]))
    book.case(t.db, t.rid, "per_unit", claims)


def kv_pooled(book, t, avg_col, n_col, k, noun, per, d=2, unit="", cur="", keys=None):
    """The weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    N = f"{int(sum(ns)):,}"
    pre = ""
    form = k % 3
    if form == 0:
        pre = "Key findings:"
        fmt = lambda x: f"\n• Overall avg. {noun} (weighted, n = {N} {per}s): {cur}{x}{unit}"
    elif form == 1:
        fmt = lambda x: (f"Weighted avg. {noun}: {cur}{x}{unit} across n = {N} {per}s (not the simple mean of the "
                         f"{say(len(keys))} group figures).")
    else:
        pre = f"{cap(say(len(keys)))} groups, n = {N} {per}s in all."
        fmt = lambda x: bl(f"per {per}, {noun} averages {cur}{x}{unit} once each group counts by its size.")
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain,
                                                              wd, real=True)])], pre=pre)


def kv_median(book, t, col, key, k, noun, cash=False, d=0, unit="", label=None):
    """A row as a multiple of the column's median; twins: the multiple of the mean, one far off."""
    S, _ = shows(cash, d, unit)
    vals = t.col(col)
    med = statistics.median(vals)
    mean = sum(vals) / len(vals)
    v = t[key][col]
    r, rm = v / med, v / mean
    rt, rd = num(r, 1)
    name = label or key
    if k % 2 == 0:
        fmt = lambda x: f"\n• **{cap(name)}:** {S(v)} — ≈ {x}× the median {noun} ({S(med)})"
        pre = "Key findings:"
    else:
        fmt = lambda x: f"{cap(name)} stands out at {S(v)}, ≈ {x}× the median {noun} of {S(med)}."
        pre = f"n = {len(vals)}."
    tw = [off(t, "mean_as_median", fmt(w(rm, rd)), r, rm, rd, approx=True, real=True)]
    if tw[0] is None:
        tw = [off(t, "off", fmt(w(r * 1.5, rd)), r, r * 1.5, rd, approx=True)]
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(rt), tw)], pre=pre)


def kv_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


def kv_money(book, t, col, key, k, what, scale="k", label=None, after=(), pre=""):
    """A money cell in k or M ("$9.7k"); twins: the neighbour's, one far off."""
    v = t[key][col]
    txt, d = kusd(v, scale)
    name = label or key
    fmt = (lambda x: f"\n• **{cap(what)}, {name}:** {x}") if k % 2 == 0 else (lambda x: f"{cap(what)} ({name}): {x}")
    nb = nbr_of(t, key)
    tw = [off(t, "neighbour_row", fmt(kusd(t[nb][col], scale)[0]), v, t[nb][col], d, real=True)
          if nb and kusd(t[nb][col], scale)[0] != txt else None,
          off(t, "off", fmt(wk(v * 1.45, d, scale)), v, v * 1.45, 2)]
    book.case(t.db, t.rid, "plain", [Claim(fmt(txt), tw)] + list(after), derived=False,
              pre=pre or ("Key findings:" if k % 2 == 0 else ""))


def kv_bound(book, t, col, key, k, what, label=None, after=()):
    """A cell as "a hair over" or "a little under" a round figure; twin: a round figure far off."""
    v = t[key][col]
    txt, d = near(v)
    if txt is None:
        return
    hedge, fig = txt.rsplit(" ", 1)
    name = label or key
    fmt = lambda x: f"- **{cap(name)}:** {hedge} {x} {what}"
    bad = v * 1.3
    step = 10 ** max(len(str(int(abs(v)))) - 2, 0)
    bad = round(bad / step) * step
    book.case(t.db, t.rid, "plain", [Claim(fmt(fig), [off(t, "false_bound", fmt(w(bad, d)), v, bad, d,
                                                            approx=True)])] + list(after), derived=False)


# ---------------------------------------------------------------------------
# northwind: suppliers' products and stock, categories' reorder levels, quarters' freight, shippers
# ---------------------------------------------------------------------------

SHORT = {"Pavlova, Ltd.": "Pavlova", "Plutzer Lebensmittelgroßmärkte AG": "Plutzer",
         "Specialty Biscuits, Ltd.": "Specialty Biscuits", "New Orleans Cajun Delights": "New Orleans Cajun",
         "Bigfoot Breweries": "Bigfoot", "Formaggi Fortini s.r.l.": "Formaggi Fortini", "G'day, Mate": "G'day, Mate",
         "Grandma Kelly's Homestead": "Grandma Kelly's", "Heli Süßwaren GmbH & Co. KG": "Heli Süßwaren",
         "Karkki Oy": "Karkki", "Leka Trading": "Leka", "Mayumi's": "Mayumi's"}


def northwind(book):
    sp = table("northwind", "Per supplier (the twelve with most products): id, country, products, units in stock, "
               "summed reorder levels, products below their reorder level and stock value?",
               "SELECT s.company_name AS supplier, s.supplier_id, s.country, count(*) AS products, "
               "sum(p.units_in_stock) AS in_stock, sum(p.reorder_level) AS reorder_total, "
               "count(*) FILTER (WHERE p.units_in_stock < p.reorder_level) AS below_reorder, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value "
               "FROM products p JOIN suppliers s ON s.supplier_id = p.supplier_id "
               "GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1 LIMIT 12")
    sl = lambda x: SHORT.get(x, x)
    kv_cmp(book, sp, "stock_value", "Pavlova, Ltd.", "Grandma Kelly's Homestead", 0, "stock value", cash=True,
           label=sl)
    kv_cmp(book, sp, "in_stock", "Plutzer Lebensmittelgroßmärkte AG", "Pavlova, Ltd.", 1, "units in stock",
           label=sl)
    kv_share(book, sp, "stock_value", "Pavlova, Ltd.", 0, "the twelve suppliers' stock value",
             other="Specialty Biscuits, Ltd.", cash=True, label="Pavlova", top="supplier by stock value")
    kv_rate(book, sp, "in_stock", "products", "Bigfoot Breweries", 0, "product", "units in stock", d=1, label="Bigfoot")
    kv_top(book, sp, "in_stock", 3, 0, "units in stock", label=sl)
    tot_stock = int(sum(sp.col("in_stock")))
    book.case("northwind", sp.rid, "plain", [
        Claim(f"\n• n = {len(sp)} suppliers, {int(sum(sp.col('products')))} products"),
        Claim(f"\n• **Units in stock:** {tot_stock:,} (range {int(min(sp.col('in_stock')))}–"
              f"{int(max(sp.col('in_stock')))} per supplier)",
              [off(sp, "off", f"\n• **Units in stock:** {int(tot_stock * 1.4):,} (range {int(min(sp.col('in_stock')))}–"
                   f"{int(max(sp.col('in_stock')))} per supplier)", tot_stock, int(tot_stock * 1.4), 0)]),
        Claim(f"\n• **Below reorder level:** {say(int(sum(sp.col('below_reorder'))))} products"),
    ], derived=False, pre="Key findings:")
    p7 = int(sp["Pavlova, Ltd."]["supplier_id"])
    ident(book, sp, f"Supplier {p7} (Pavlova, Ltd., Australia) tops the list with "
          f"{n(sp['Pavlova, Ltd.']['stock_value'], 2)} dollars of stock on five products.", f"Supplier {p7}",
          f"Supplier {p7 + 10}")
    p12 = int(sp["Plutzer Lebensmittelgroßmärkte AG"]["supplier_id"])
    ident(book, sp, f"The query returns {len(sp)} rows; supplier_id {p12} (Plutzer, Germany) holds the most units, "
          f"{int(sp['Plutzer Lebensmittelgroßmärkte AG']['in_stock'])}.", f"supplier_id {p12}",
          f"supplier_id {p12 + 9}")

    ct = table("northwind", "Per category: products, units in stock and on order, average reorder level, "
               "discontinued products and average unit price?",
               "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS in_stock, "
               "sum(p.units_on_order) AS on_order, round(avg(p.reorder_level), 2) AS avg_reorder, "
               "count(*) FILTER (WHERE p.discontinued = 1) AS discontinued, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_price FROM products p "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 2 DESC, 1")
    kv_share(book, ct, "in_stock", "Seafood", 0, "units in stock", other="Beverages", top="category by stock")
    kv_cmp(book, ct, "in_stock", "Seafood", "Beverages", 2, "units in stock")
    kv_cmp(book, ct, "avg_price", "Meat/Poultry", "Beverages", 3, "avg. unit price", cash=True, d=2)
    kv_pooled(book, ct, "avg_reorder", "products", 1, "reorder level", "product", d=2, unit=" units")
    kv_rate(book, ct, "on_order", "products", "Confections", 1, "product", "units on order", d=1)
    kv_chg(book, ct, "avg_reorder", "Dairy Products", "Grains/Cereals", 2, "avg. reorder level", d=2,
           l1="Dairy Products", l2="Grains/Cereals")
    stock = int(sum(ct.col("in_stock")))
    book.case("northwind", ct.rid, "plain", [
        Claim(f"\n- **Products:** {int(sum(ct.col('products')))} across {say(len(ct))} categories"),
        Claim(f"\n- **Largest category:** Confections, {say(int(ct['Confections']['products']))} products",
              [words_twin("number_words_wrong_row", f"\n- **Largest category:** Confections, "
                          f"{say(int(ct['Produce']['products']))} products", ct["Confections"]["products"],
                          ct["Produce"]["products"])]),
        Claim(f"\n- **In stock:** {stock:,} units",
              [off(ct, "off", f"\n- **In stock:** {int(stock * 0.7):,} units", stock, int(stock * 0.7), 0)]),
        Claim(f"\n- **On order:** {int(sum(ct.col('on_order'))):,} units; Meat/Poultry has none on order",
              [off(ct, "off", f"\n- **On order:** {int(sum(ct.col('on_order')) * 1.5):,} units; Meat/Poultry has none "
                   f"on order", sum(ct.col("on_order")), int(sum(ct.col("on_order")) * 1.5), 0)]),
    ], derived=False, pre="Catalogue snapshot:")
    book.case("northwind", ct.rid, "plain", [
        Claim(f"Reorder levels average {n(ct['Grains/Cereals']['avg_reorder'], 2)} units for Grains/Cereals",
              [off(ct, "neighbour_row", f"Reorder levels average {n(ct['Seafood']['avg_reorder'], 2)} units for "
                   f"Grains/Cereals", ct["Grains/Cereals"]["avg_reorder"], ct["Seafood"]["avg_reorder"], 2,
                   real=True)]),
        Claim(f"vs. {n(ct['Produce']['avg_reorder'], 2)} for Produce and Meat/Poultry."),
    ], derived=False, pre="Key findings:")

    rl = table("northwind", "Which products sit below their reorder level: stock, reorder level and units on order?",
               "SELECT p.product_id, p.product_name, p.units_in_stock AS in_stock, p.reorder_level, "
               "p.units_on_order AS on_order FROM products p WHERE p.units_in_stock < p.reorder_level "
               "ORDER BY p.reorder_level - p.units_in_stock DESC, 1")
    ident(book, rl, "Worst gap: product 31 (Gorgonzola Telino), 0 in stock vs. a reorder level of 20.", "product 31",
          "product 13")
    ident(book, rl, "Most on order: product 66 (Louisiana Hot Spiced Okra), 100 units.", "product 66", "product 69",
          pre=f"The query returns {len(rl)} rows.")
    oo = int(sum(rl.col("on_order")))
    empty(book, "northwind", "Which products have a reorder level above 50 units?",
          "SELECT product_id FROM products WHERE reorder_level > 50",
          "The query returns 0 rows: no product has a reorder level above 50 units.",
          "The query returns 4 rows: four products, all Beverages, have a reorder level above 50 units.")

    qt = table("northwind", "Per calendar quarter: orders, total freight, average freight and the largest single "
               "freight charge?",
               "SELECT to_char(order_date, 'YYYY-\"Q\"Q') AS quarter, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight, round(avg(freight)::numeric, 2) AS avg_freight, "
               "round(max(freight)::numeric, 2) AS top_freight FROM orders GROUP BY 1 ORDER BY 1")
    ql = lambda x: f"Q{x[-1]} {x[:4]}"
    kv_chg(book, qt, "freight", "1997-Q4", "1998-Q1", 0, "freight", cash=True, l1="Q4 1997", l2="Q1 1998")
    kv_chg(book, qt, "orders", "1997-Q3", "1997-Q4", 1, "orders", l1="Q3 1997", l2="Q4 1997")
    kv_chg(book, qt, "freight", "1998-Q1", "1998-Q2", 2, "freight", cash=True, l1="Q1 1998", l2="Q2 1998")
    kv_chg(book, qt, "avg_freight", "1996-Q4", "1997-Q1", 3, "avg. freight per order", cash=True, d=2,
           l1="Q4 1996", l2="Q1 1997")
    kv_chg(book, qt, "orders", "1996-Q3", "1998-Q1", 0, "orders", l1="Q3 1996", l2="Q1 1998")
    kv_chg(book, qt, "avg_freight", "1997-Q1", "1997-Q2", 1, "avg. freight per order", cash=True, d=2,
           l1="Q1 1997", l2="Q2 1997")
    kv_cmp(book, qt, "top_freight", "1997-Q2", "1996-Q4", 0, "largest single freight charge", cash=True,
           label=ql)
    kv_median(book, qt, "orders", "1998-Q1", 0, "quarterly order count", label="Q1 1998")
    kv_money(book, qt, "freight", "1998-Q1", 0, "freight", label="Q1 1998")
    fr, orders = sum(qt.col("freight")), int(sum(qt.col("orders")))
    kt, kd = kusd(fr)
    per, pd = num(fr / orders, 2)
    book.case("northwind", qt.rid, "per_unit", [
        Claim(f"**Freight:** {kt} across {orders} orders",
              [off(qt, "off", f"**Freight:** {wk(fr * 1.35, kd)} across {orders} orders", fr, fr * 1.35, 2)]),
        Claim(f"(avg. ${per} per order).",
              [off(qt, "off", f"(avg. ${w(fr / orders * 1.5, pd)} per order).", fr / orders, fr / orders * 1.5, pd)]),
        Claim(bl(f"{say(len(qt))} quarters, ${n(fr, 2)} of freight all told.")),
    ])
    kv_bound(book, qt, "freight", "1998-Q1", 0, "in freight", label="Q1 1998")

    sh = table("northwind", "Per shipper: orders, total and average freight, and average days from order to shipment?",
               "SELECT sh.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight, round(avg(o.shipped_date - o.order_date), 2) "
               "AS avg_days FROM orders o JOIN shippers sh ON sh.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    kv_cmp(book, sh, "freight", "United Package", "Speedy Express", 1, "freight", cash=True)
    kv_share(book, sh, "orders", "United Package", 2, "all orders", other="Federal Shipping")
    kv_chg(book, sh, "avg_days", "Federal Shipping", "United Package", 1, "avg. days to ship", d=2, unit=" days",
           l1="Federal Shipping", l2="United Package")
    kv_conv(book, sh, "Federal Shipping", "avg_days", 0,
            lambda v, c: f"\n• **Federal Shipping:** avg. {v} days order-to-ship ≈ {c} hrs", 2, 24, 1,
            (1 / 7, 60, 12, 1 / 24, 48, 36), pre="Key findings:")
    kv_conv(book, sh, "United Package", "avg_days", 2,
            lambda v, c: f"\n- **United Package:** {v} days (≈ {c} weeks) from order to shipment", 2, 1 / 7, 2,
            (1 / 5, 1 / 30, 24, 1 / 3, 1 / 10, 1 / 2.5), pre="Key findings:")
    kv_conv(book, sh, "Speedy Express", "avg_days", 1,
            lambda v, c: f"Speedy Express ships in avg. {v} days, i.e. ≈ {c} weeks.", 2, 1 / 7, 2,
            (1 / 5, 1 / 30, 24, 1 / 3, 1 / 10, 1 / 2.5))
    kv_rate(book, sh, "freight", "orders", "Speedy Express", 1, "order", "in freight", cash=True, d=2)
    empty(book, "northwind", "Which orders carried freight above $1,100?",
          "SELECT order_id FROM orders WHERE freight > 1100",
          "None — the query returns 0 rows, so no order's freight clears $1,100.",
          "The query returns 6 rows: six orders carried freight above $1,100, four of them via United Package.")


# ---------------------------------------------------------------------------
# chinook: billing countries, support reps, invoice totals
# ---------------------------------------------------------------------------


def chinook(book):
    bc = table("chinook", "Per billing country (the twelve with most revenue): invoices, customers, revenue, "
               "average and largest invoice?",
               "SELECT billing_country AS country, count(*) AS invoices, count(DISTINCT customer_id) AS customers, "
               "sum(total) AS revenue, round(avg(total), 2) AS avg_invoice, max(total) AS top_invoice "
               "FROM invoice GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 12")
    kv_cmp(book, bc, "revenue", "USA", "Canada", 1, "revenue", cash=True, label=lambda x: x)
    kv_cmp(book, bc, "revenue", "United Kingdom", "Portugal", 3, "revenue", cash=True,
           label=lambda x: "the UK" if x == "United Kingdom" else x)
    kv_share(book, bc, "revenue", "USA", 0, "revenue across these twelve countries", other="Canada", cash=True,
             label="USA", top="market")
    kv_top(book, bc, "revenue", 3, 1, "revenue", cash=True)
    kv_median(book, bc, "revenue", "USA", 0, "country revenue", cash=True, d=2)
    kv_pooled(book, bc, "avg_invoice", "invoices", 2, "invoice value", "invoice", d=3, cur="$")
    rev, inv = sum(bc.col("revenue")), int(sum(bc.col("invoices")))
    kt, kd = kusd(rev)
    book.case("chinook", bc.rid, "plain", [
        Claim(f"\n• **Total revenue:** {kt} across {inv} invoices",
              [off(bc, "off", f"\n• **Total revenue:** {wk(rev * 1.4, kd)} across {inv} invoices", rev, rev * 1.4,
                   2)]),
        Claim(f"\n• **Largest invoice:** ${n(max(bc.col('top_invoice')), 2)} (Czech Republic)",
              [off(bc, "neighbour_row", f"\n• **Largest invoice:** ${n(bc['USA']['top_invoice'], 2)} (Czech Republic)",
                   bc["Czech Republic"]["top_invoice"], bc["USA"]["top_invoice"], 2, real=True)]),
        Claim(bl(f"these twelve markets bring in ${n(rev, 2)}.")),
    ], derived=False, pre="Key findings:")

    sr = table("chinook", "Per support rep: customers, invoices and revenue in 2024 and in 2025, and invoices and "
               "revenue in all?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS inv_2024, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS rev_2024, "
               "count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS inv_2025, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS rev_2025, "
               "count(*) AS invoices, sum(i.total) AS revenue FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 8 DESC")
    kv_yoy(book, sr, "Margaret Park", "rev_2024", "rev_2025", 0, "revenue", "2024", "2025")
    kv_yoy(book, sr, "Jane Peacock", "rev_2024", "rev_2025", 1, "revenue", "2024", "2025")
    kv_yoy(book, sr, "Steve Johnson", "rev_2024", "rev_2025", 2, "revenue", "2024", "2025")
    kv_yoy(book, sr, "Jane Peacock", "inv_2024", "inv_2025", 0, "invoices", "2024", "2025", cash=False, d=0)
    kv_yoy(book, sr, "Margaret Park", "inv_2024", "inv_2025", 1, "invoices", "2024", "2025", cash=False, d=0)
    kv_cmp(book, sr, "revenue", "Jane Peacock", "Steve Johnson", 2, "lifetime revenue", cash=True)
    kv_share(book, sr, "invoices", "Jane Peacock", 1, "all invoices", other="Margaret Park")
    kv_rate(book, sr, "revenue", "invoices", "Margaret Park", 3, "invoice", "revenue", cash=True, d=2)
    rev = sum(sr.col("revenue"))
    kt, kd = kusd(rev)
    book.case("chinook", sr.rid, "plain", [
        Claim(f"\n- n = {say(len(sr))} reps, {int(sum(sr.col('customers')))} customers, "
              f"{int(sum(sr.col('invoices')))} invoices"),
        Claim(f"\n- **Revenue:** {kt}", [off(sr, "off", f"\n- **Revenue:** {wk(rev * 0.65, kd)}", rev, rev * 0.65, 2)]),
        Claim(f"\n- **2025:** ${n(sum(sr.col('rev_2025')), 2)} on {int(sum(sr.col('inv_2025')))} invoices",
              [off(sr, "off", f"\n- **2025:** ${w(sum(sr.col('rev_2025')) * 1.5, 2)} on "
                   f"{int(sum(sr.col('inv_2025')))} invoices", sum(sr.col("rev_2025")),
                   sum(sr.col("rev_2025")) * 1.5, 2)]),
    ], derived=False, pre="Key findings:")

    it = table("chinook", "How many invoices, and how much revenue, at each invoice total that occurs at least twice?",
               "SELECT total AS invoice_total, count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "GROUP BY 1 HAVING count(*) >= 2 ORDER BY 2 DESC, 1")
    tl = lambda x: f"${x}"
    kv_share(book, it, "invoices", "1.98", 2, "these invoices", other="3.96", label="the $1.98 tier")
    kv_top(book, it, "revenue", 2, 0, "revenue", cash=True, label=tl)
    kv_cmp(book, it, "revenue", "13.86", "8.91", 3, "revenue", cash=True, label=lambda x: f"the ${x} tier")
    tp = table("chinook", "Which are the five largest invoices: id, country, city, date and total?",
               "SELECT invoice_id, billing_country, billing_city, invoice_date::date AS invoice_date, total "
               "FROM invoice ORDER BY total DESC, invoice_id LIMIT 5")
    ident(book, tp, "Largest single invoice: #404 (Prague, Czech Republic), $25.86.", "#404", "#440")
    ident(book, tp, "Runner-up: invoice 299 from Fort Worth, USA, at $23.86.", "invoice 299", "invoice 292",
          pre=f"The query returns {len(tp)} rows.")
    empty(book, "chinook", "Which invoices total more than $30?",
          "SELECT invoice_id FROM invoice WHERE total > 30",
          "n = 0 — the query returns no rows, so no invoice tops $30.",
          "n = 3 — three invoices top $30, all billed to the USA.")


# ---------------------------------------------------------------------------
# atis: airlines and stops; academic; advising
# ---------------------------------------------------------------------------


def atis(book):
    al = table("defog_atis", "Per airline: flights, nonstop flights, stops, total and average air time in seconds?",
               "SELECT a.airline_name AS airline, count(*) AS flights, count(*) FILTER (WHERE f.stops = 0) AS nonstop, "
               "sum(f.stops) AS stops, sum(f.time_elapsed) AS total_sec, round(avg(f.time_elapsed), 1) AS avg_sec "
               "FROM flight f JOIN airline a ON a.airline_code = f.airline_code GROUP BY 1 ORDER BY 5 DESC, 1")
    kv_cmp(book, al, "total_sec", "American Airlines", "United Airlines", 2, "air time", unit=" sec")
    kv_cmp(book, al, "total_sec", "Virgin America", "Frontier Airlines", 1, "air time", unit=" sec")
    kv_conv(book, al, "Virgin America", "total_sec", 0,
            lambda v, c: f"\n• **Virgin America:** {v} sec in the air, {c} hrs", 0, 1 / 3600, 1,
            (1 / 60, 1 / 1000, 1 / 100, 1 / 600, 1 / 24, 1 / 36, 1 / 7200, 1 / 360), pre="Key findings:", hedge=True,
            after=[Claim("on a single one-stop flight.")])
    kv_conv(book, al, "American Airlines", "total_sec", 1,
            lambda v, c: f"American Airlines logs {v} sec across its three flights — ≈ {c} mins.", 0, 1 / 60, 1,
            (1 / 3600, 1 / 100, 1 / 1000, 1 / 30, 1 / 6))
    kv_rate(book, al, "total_sec", "flights", "United Airlines", 2, "flight", "sec of air time", d=0)
    kv_conv(book, al, "American Airlines", "avg_sec", 2,
            lambda v, c: f"\n- **American Airlines:** avg. {v} sec per flight ≈ {c} mins", 1, 1 / 60, 1,
            (1 / 3600, 1 / 100, 1 / 1000, 1 / 30, 1 / 10, 1 / 24), pre="Key findings:")
    tot = int(sum(al.col("total_sec")))
    book.case(al.db, al.rid, "conversion", [
        Claim(f"\n• n = {int(sum(al.col('flights')))} flights on {say(len(al))} airlines"),
        Claim(f"\n• **Total air time:** {tot:,} sec"),
        Claim(bl(f"≈ {n(tot / 3600, 1)} hrs of flying in the schedule."),
              [off(al, "wrong_factor", bl(f"≈ {w(tot / 60, 1)} hrs of flying in the schedule."), tot / 3600, tot / 60,
                   1, approx=True)]),
    ], pre="Key findings:")
    book.case(al.db, al.rid, "plain", [
        Claim(f"The query returns {len(al)} rows; American Airlines is the only carrier with three flights,"),
        Claim(f"{say(int(al['American Airlines']['nonstop']))} of them nonstop, averaging "
              f"{n(al['American Airlines']['avg_sec'], 1)} sec.",
              [off(al, "neighbour_row", f"{say(int(al['American Airlines']['nonstop']))} of them nonstop, averaging "
                   f"{n(al['Southwest Airlines']['avg_sec'], 1)} sec.", al["American Airlines"]["avg_sec"],
                   al["Southwest Airlines"]["avg_sec"], 1, real=True)]),
    ], derived=False)

    st = table("defog_atis", "Per number of stops: flights, total, average, shortest and longest air time in seconds?",
               "SELECT stops, count(*) AS flights, sum(time_elapsed) AS total_sec, round(avg(time_elapsed), 1) "
               "AS avg_sec, min(time_elapsed) AS shortest_sec, max(time_elapsed) AS longest_sec FROM flight "
               "GROUP BY 1 ORDER BY 1")
    sl = lambda x: "one-stop flights" if x == "1" else "nonstops"
    kv_cmp(book, st, "avg_sec", "1", "0", 1, "avg. air time", unit=" sec", label=sl)
    kv_cmp(book, st, "total_sec", "1", "0", 4, "air time", unit=" sec", label=sl)
    kv_share(book, st, "total_sec", "1", 0, "all air time", other="0", label="one-stop flights")
    kv_conv(book, st, "1", "longest_sec", 2,
            lambda v, c: f"\n- **Longest one-stop:** {v} sec ≈ {c} mins", 0, 1 / 60, 1,
            (1 / 3600, 1 / 100, 1 / 1000, 1 / 30, 1 / 10), pre="Key findings:")
    kv_conv(book, st, "0", "avg_sec", 3,
            lambda v, c: f"Nonstops average {v} sec, i.e. ≈ {c} mins.", 1, 1 / 60, 1,
            (1 / 3600, 1 / 100, 1 / 1000, 1 / 30, 1 / 10, 1 / 24))
    book.case(st.db, st.rid, "plain", [
        Claim(f"\n- **Nonstops:** {int(st['0']['shortest_sec']):,}–{int(st['0']['longest_sec']):,} sec"),
        Claim(f"\n- **One-stop:** {int(st['1']['shortest_sec']):,}–{int(st['1']['longest_sec']):,} sec",
              [off(st, "off", f"\n- **One-stop:** {int(st['1']['shortest_sec']):,}–"
                   f"{int(st['1']['longest_sec'] * 1.4):,} sec", st["1"]["longest_sec"],
                   int(st["1"]["longest_sec"] * 1.4), 0)]),
    ], derived=False, pre="Air-time ranges:")

    fl = table("defog_atis", "List each flight: number, airline, route, stops and air time in seconds.",
               "SELECT flight_id, flight_number, airline_code, from_airport || '-' || to_airport AS route, stops, "
               "time_elapsed AS seconds FROM flight ORDER BY time_elapsed DESC, flight_id")
    ident(book, fl, "Longest: VX890 (LAX-ORD, 1 stop), 20,000 sec.", "VX890", "VX980", pre="Key findings:")
    ident(book, fl, "The last row is the quickest: AA123, ORD-JFK nonstop, 3,600 sec.", "AA123", "AA132",
          pre=f"The query returns {len(fl)} rows sorted by air time, longest first.")
    ident(book, fl, "Southwest's only flight, WN012, is the second longest at 15,000 sec.", "WN012", "WN021")
    empty(book, "defog_atis", "Which flights make two or more stops?",
          "SELECT flight_id FROM flight WHERE stops >= 2",
          "n = 0: the query returns no rows, so no flight makes two or more stops.",
          "n = 4: four flights make two or more stops, all of them on AA.")


def academic(book):
    cf = table("defog_academic", "Per conference: papers, citations received, references made and authorships?",
               "SELECT c.name AS conference, count(DISTINCT p.pid) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs, (SELECT count(*) FROM writes w JOIN publication p2 ON p2.pid = w.pid "
               "WHERE p2.cid = c.cid) AS authorships FROM conference c JOIN publication p ON p.cid = c.cid "
               "GROUP BY c.cid, c.name ORDER BY 2 DESC, 1")
    kv_share(book, cf, "papers", "ICML", 0, "the conference papers", other="ISA", top="conference")
    py = table("defog_academic", "Per publication year: papers, citations received and references made?",
               "SELECT year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) AS refs "
               "FROM publication GROUP BY 1 ORDER BY 1")
    kv_chg(book, py, "citations", "2020", "2021", 0, "citations")
    book.case(py.db, py.rid, "plain", [
        Claim(f"The query returns {len(py)} rows: {int(py['2020']['papers'])} papers in 2020 and "
              f"{int(py['2021']['papers'])} in 2021,"),
        Claim(f"with {int(sum(py.col('refs')))} references made in all.",
              [off(py, "off", f"with {int(sum(py.col('refs')) * 2.5)} references made in all.", sum(py.col("refs")),
                   int(sum(py.col("refs")) * 2.5), 0)]),
    ], derived=False)
    pp = table("defog_academic", "Each publication: id, title, year and citations, most cited first?",
               "SELECT pid, title, year, citation_num FROM publication ORDER BY citation_num DESC, pid")
    ident(book, pp, "Most-cited: pid 1, \"The Effects of Climate Change on Agriculture\" (2020).", "pid 1", "pid 7",
          pre="Key findings:")
    empty(book, "defog_academic", "Which papers were published in 2022 or later?",
          "SELECT pid FROM publication WHERE year >= 2022",
          "n = 0 — the query returns no rows; nothing in the table is from 2022 or later.",
          "n = 2 — two papers are from 2022 or later, both at ICML.")


def advising(book):
    cw = table("defog_advising", "Per course in a programme: category, workload, enrolment, reviews and the clarity, "
               "easiness and helpfulness scores?",
               "SELECT c.number AS course, pc.category, pc.workload, c.num_enrolled AS enrolled, "
               "c.num_reviews AS reviews, c.clarity_score AS clarity, c.easiness_score AS easiness, "
               "c.helpfulness_score AS helpfulness FROM course c JOIN program_course pc ON pc.course_id = c.course_id "
               "ORDER BY pc.workload DESC")
    kv_cmp(book, cw, "workload", "CS101", "PHYS101", 0, "workload")
    kv_cmp(book, cw, "workload", "MATH201", "PHYS101", 3, "workload")
    kv_pooled(book, cw, "clarity", "reviews", 0, "clarity score", "review", d=2)
    kv_pooled(book, cw, "easiness", "reviews", 1, "easiness score", "review", d=2)
    kv_share(book, cw, "reviews", "CS101", 1, "all reviews", other="PHYS101")
    kv_chg(book, cw, "workload", "MATH201", "CS302", 1, "workload", l1="MATH201 (core)", l2="CS302 (elective)")
    wl = cw.col("workload")
    book.case(cw.db, cw.rid, "plain", [
        Claim(f"\n• n = {say(len(cw))} courses, {int(sum(cw.col('reviews')))} reviews"),
        Claim(f"\n• **Workload:** {int(min(wl))}–{int(max(wl))}, total {int(sum(wl))}",
              [off(cw, "off", f"\n• **Workload:** {int(min(wl))}–{int(max(wl))}, total {int(sum(wl) * 1.4)}", sum(wl),
                   int(sum(wl) * 1.4), 0)]),
    ], derived=False, pre="Key findings:")


# ---------------------------------------------------------------------------
# Spider: car_1, concert_singer, battle_death, course_teach
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average horsepower (where recorded), top horsepower, "
               "average weight, average mpg and total weight?",
               "SELECT cylinders, count(*) AS cars, round(avg(horsepower) FILTER (WHERE horsepower > 0)::numeric, 1) "
               "AS avg_hp, max(horsepower) AS top_hp, round(avg(weight)::numeric, 1) AS avg_lbs, "
               "round(avg(mpg)::numeric, 2) AS avg_mpg, sum(weight) AS total_lbs FROM cars_data GROUP BY 1 ORDER BY 1")
    cl = lambda x: f"{x} cyl."
    kv_cmp(book, cy, "avg_hp", "8", "4", 1, "avg. horsepower", d=1, label=cl)
    kv_cmp(book, cy, "avg_lbs", "6", "4", 5, "avg. weight", d=1, unit=" lbs", label=cl)
    kv_cmp(book, cy, "top_hp", "8", "6", 3, "peak horsepower", unit=" hp", label=cl)
    kv_cmp(book, cy, "avg_mpg", "4", "8", 0, "avg. mpg", d=2, label=cl)
    kv_chg(book, cy, "avg_mpg", "4", "8", 2, "avg. mpg", d=2, l1="4 cyl.", l2="8 cyl.")
    kv_chg(book, cy, "avg_hp", "4", "6", 0, "avg. horsepower", d=1, unit=" hp", l1="4 cyl.", l2="6 cyl.")
    kv_chg(book, cy, "avg_lbs", "6", "8", 3, "avg. weight", d=1, unit=" lbs", l1="6 cyl.", l2="8 cyl.")
    kv_pooled(book, cy, "avg_mpg", "cars", 1, "mpg", "car", d=2)
    kv_chg(book, cy, "top_hp", "6", "8", 1, "peak horsepower", unit=" hp", l1="6 cyl.", l2="8 cyl.")
    kv_share(book, cy, "cars", "4", 0, "all cars", other="8", label="4 cyl.", top="cylinder count")
    kv_conv(book, cy, "8", "avg_lbs", 0, lambda v, c: f"\n• **Avg. weight, 8 cyl.:** {v} lbs ≈ {c} kg", 1, KG_PER_LB, 0,
            (1 / KG_PER_LB, 0.5, 0.3, 0.6, 0.1), pre="Key findings:")
    kv_conv(book, cy, "8", "avg_hp", 1, lambda v, c: f"V8s average {v} hp — ≈ {c} kW.", 1, KW_PER_HP, 1,
            (1 / KW_PER_HP, 0.5, 1.2, 0.9, 0.6, 1.5, 2.0, 0.25, 0.3))
    kv_conv(book, cy, "4", "avg_lbs", 3, lambda v, c: f"\n- **Avg. weight, 4 cyl.:** {v} lbs ({c} kg)", 1, KG_PER_LB,
            0, (1 / KG_PER_LB, 0.5, 0.3, 0.6, 0.1, 0.25), pre="Key findings:")
    kv_conv(book, cy, "8", "top_hp", 0, lambda v, c: f"Peak output (8 cyl.): {v} hp ≈ {c} kW.", 0, KW_PER_HP, 1,
            (1 / KW_PER_HP, 0.5, 1.2, 0.9, 0.6, 1.5, 2.0, 0.25, 0.3))
    kv_conv(book, cy, "4", "avg_mpg", 2, lambda v, c: f"\n- **4 cyl.:** {v} mpg ≈ {c} km/L", 2, KMPL_PER_MPG, 2,
            (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.7, 0.354))
    kv_conv(book, cy, "6", "total_lbs", 3, lambda v, c: f"All 6-cyl. cars together weigh {v} lbs, {c} kg.", 0,
            KG_PER_LB, 0, (1 / KG_PER_LB, 0.5, 0.3, 0.1), hedge=True)
    r8 = cy["8"]["avg_lbs"] / cy["8"]["avg_hp"]
    rt, rd = num(r8, 1)
    r4 = cy["4"]["avg_lbs"] / cy["4"]["avg_hp"]
    book.case(cy.db, cy.rid, "per_unit", [
        Claim(f"\n• **8 cyl.:** avg. {rt} lbs per hp ({n(cy['8']['avg_lbs'], 1)} lbs ÷ {n(cy['8']['avg_hp'], 1)} hp)",
              [off(cy, "neighbour_row", f"\n• **8 cyl.:** avg. {w(r4, rd)} lbs per hp ({n(cy['8']['avg_lbs'], 1)} lbs "
                   f"÷ {n(cy['8']['avg_hp'], 1)} hp)", r8, r4, rd, real=True)]),
        Claim(f"\n• **4 cyl.:** avg. {n(r4, 1)} lbs per hp"),
    ], pre="Key findings:")
    cars_n = int(sum(cy.col("cars")))
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"\n- n = {cars_n} cars",
              [off(cy, "off", f"\n- n = {int(cars_n * 1.3)} cars", cars_n, int(cars_n * 1.3), 0)]),
        Claim(f"\n- **Peak hp:** {int(cy['8']['top_hp'])} (8 cyl.)",
              [off(cy, "neighbour_row", f"\n- **Peak hp:** {int(cy['6']['top_hp'])} (8 cyl.)", cy["8"]["top_hp"],
                   cy["6"]["top_hp"], 0, real=True)]),
        Claim(f"\n- **Avg. mpg range:** {n(cy['8']['avg_mpg'], 2)}–{n(cy['4']['avg_mpg'], 2)}"),
    ], derived=False, pre="Key findings:")
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"Only {say(int(cy['5']['cars']))} five-cylinder cars and {say(int(cy['3']['cars']))} three-cylinders "
              f"show up,"),
        Claim(f"against {int(cy['6']['cars'])} six-cylinders and {int(cy['8']['cars'])} V8s.",
              [off(cy, "neighbour_row", f"against {int(cy['4']['cars'])} six-cylinders and {int(cy['8']['cars'])} V8s.",
                   cy["6"]["cars"], cy["4"]["cars"], 0, real=True)]),
    ], derived=False, pre=f"The query returns {say(len(cy))} rows.")
    empty(book, "spider_car_1", "Which cars weigh more than 6,000 lbs?",
          "SELECT id FROM cars_data WHERE weight > 6000",
          "n = 0. The query returns no rows: no car in the data weighs more than 6,000 lbs.",
          "n = 7. Seven cars weigh more than 6,000 lbs, all V8s from 1970–73.")


def concerts(book):
    sc = table("spider_concert_singer", "Per singer's country: singers, total and average age, youngest and oldest, "
               "and concert appearances?",
               "SELECT s.country, count(*) AS singers, sum(s.age) AS total_age, round(avg(s.age), 2) AS avg_age, "
               "min(s.age) AS youngest, max(s.age) AS oldest, sum((SELECT count(*) FROM singer_in_concert sc "
               "WHERE sc.singer_id::text = s.singer_id::text)) AS appearances FROM singer s GROUP BY 1 ORDER BY 2 DESC, 1")
    kv_cmp(book, sc, "avg_age", "Netherlands", "France", 0, "avg. age", d=2, unit=" yrs",
           label=lambda x: "the Netherlands" if x == "Netherlands" else x)
    kv_share(book, sc, "appearances", "France", 1, "concert appearances", other="United States")
    fr = sc["France"]
    book.case(sc.db, sc.rid, "plain", [
        Claim(f"\n• **France:** {say(int(fr['singers']))} singers aged {int(fr['youngest'])}–{int(fr['oldest'])}",
              [off(sc, "off", f"\n• **France:** {say(int(fr['singers']))} singers aged {int(fr['youngest'])}–"
                   f"{int(fr['oldest']) + 15}", fr["oldest"], fr["oldest"] + 15, 0)]),
        Claim(f"(avg. {n(fr['avg_age'], 1)} yrs)"),
        Claim(f"\n• **Oldest overall:** {int(sc['Netherlands']['oldest'])} (the Netherlands)"),
    ], derived=False, pre="Key findings:")
    sg = table("spider_concert_singer", "Per singer: country, age, song release year and concerts played?",
               "SELECT s.name AS singer, s.country, s.age, s.song_release_year::int AS release_year, "
               "count(sc.concert_id) AS concerts FROM singer s LEFT JOIN singer_in_concert sc "
               "ON sc.singer_id::text = s.singer_id::text GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 1")
    kv_cmp(book, sg, "age", "Joe Sharp", "Tribal King", 1, "age", unit=" yrs")
    kv_median(book, sg, "age", "Joe Sharp", 0, "age", unit=" yrs")
    empty(book, "spider_concert_singer", "Which singers are older than 60?",
          "SELECT name FROM singer WHERE age > 60",
          "The query returns 0 rows — no singer is over 60.",
          "The query returns 2 rows — two singers are over 60, both from France.")


def battles(book):
    br = table("spider_battle_death", "Per battle result: battles, ships lost, incidents, killed and injured?",
               "SELECT b.result, count(DISTINCT b.id) AS battles, count(DISTINCT s.id) AS ships_lost, "
               "count(d.id) AS incidents, coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured "
               "FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 2 DESC")
    kv_share(book, br, "killed", "Bulgarian victory", 0, "all deaths", other="Two Year Truce",
             label="Bulgarian victories", top="result by deaths")
    kv_cmp(book, br, "killed", "Bulgarian victory", "Two Year Truce", 3, "deaths",
           label=lambda x: {"Bulgarian victory": "Bulgarian victories", "Two Year Truce": "the truce"}[x])
    kv_rate(book, br, "killed", "incidents", "Two Year Truce", 1, "incident", "deaths", d=1, label="the truce")
    book.case(br.db, br.rid, "zero_ident", [
        Claim(f"\n• **Injuries:** {int(br['Bulgarian victory']['injured'])}, all in Bulgarian victories"),
        Claim("\n• **Latin victory / truce:** zero injured"),
        Claim(f"\n• **Killed overall:** {int(sum(br.col('killed')))}",
              [off(br, "off", f"\n• **Killed overall:** {int(sum(br.col('killed')) * 1.4)}", sum(br.col("killed")),
                   int(sum(br.col("killed")) * 1.4), 0)]),
    ], derived=False, pre="Key findings:")
    bf = table("spider_battle_death", "Per ship's fate: ships, incidents, killed and injured?",
               "SELECT s.disposition_of_ship AS fate, count(DISTINCT s.id) AS ships, count(d.id) AS incidents, "
               "coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured FROM ship s "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 4 DESC")
    kv_cmp(book, bf, "killed", "Captured", "Scuttled", 2, "deaths",
           label=lambda x: {"Captured": "captured ships", "Scuttled": "the scuttled one"}[x])
    kv_share(book, bf, "injured", "Wrecked", 2, "all injuries", other="Scuttled", label="the wrecked ship (HMS Avon)")
    kv_rate(book, bf, "killed", "ships", "Captured", 2, "ship", "deaths", d=2, label="captured")
    empty(book, "spider_battle_death", "Which ships were lost in the Battle of Serres?",
          "SELECT s.name FROM ship s JOIN battle b ON b.id = s.lost_in_battle WHERE b.name = 'Battle of Serres'",
          "None: the query returns 0 rows for Serres (June 1205).",
          "The query returns 2 rows: Lettice and Mary were lost at Serres.")


def teachers(book):
    ta = table("spider_course_teach", "Each teacher's age and how many course arrangements they have?",
               "SELECT t.name AS teacher, t.age::int AS age, count(ca.course_id) AS arrangements FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 2 DESC, 1")
    kv_cmp(book, ta, "age", "Kearsley Brown", "Vicente Carretero", 2, "age", unit=" yrs")
    empty(book, "spider_course_teach", "Which teachers are older than 50?",
          "SELECT name FROM teacher WHERE age::int > 50",
          "n = 0: the query returns no teacher over 50.",
          "n = 2: Kearsley Brown and Anne Walker are over 50.")


def rivers(book):
    rv = table("defog_geography", "Per country: rivers, total length and longest river, in km?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km, max(length) AS longest_km "
               "FROM river GROUP BY 1 ORDER BY 3 DESC, 1")
    kv_conv(book, rv, "Germany", "total_km", 0,
            lambda v, c: f"\n• **Germany:** {v} km of river across two rivers ≈ {c} mi", 0, 1 / 1.609344, 0,
            (1.609344, 1 / 1.1, 0.8, 1.3, 0.5), pre="Key findings:")
    kv_conv(book, rv, "Egypt", "longest_km", 1,
            lambda v, c: f"Longest single river: the Nile (Egypt), {v} km, i.e. ≈ {c} mi.", 0, 1 / 1.609344, 1,
            (1.609344, 1 / 1.2, 0.45, 2.2, 0.35, 1.15))
    kv_cmp(book, rv, "total_km", "Germany", "Egypt", 3, "river length", unit=" km")


def main():
    sections = (northwind, chinook, atis, academic, advising, cars, concerts, battles, teachers, rivers)
    return run_set(Book10(), sections, "fifteenth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
