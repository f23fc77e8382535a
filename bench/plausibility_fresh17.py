#!/usr/bin/env python3
"""
plausibility_fresh17.py — an eighteenth labelled set for check_answer, held
out whole: answers the way a data-assistant bot posts them in a team chat or
a help-desk thread, over queries of its own on northwind (orders, freight and
late shipments per shipper, orders and freight per ship country, orders per
shipper per year), chinook (customers and revenue per support rep, invoices
and revenue per billing country, US revenue per year, tracks and minutes per
genre), Spider's car_1 (cars, mpg, horsepower and weight per model year),
pets_1 (students per major), course_teach (courses per teacher) and tvshow
(viewers per episode), BIRD's superhero (heroes per eye colour, heroes and
alignments per publisher) and defog-dev's geography (states' population and
area per country, river length per country), all loaded by
bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the casual,
terse chat reply the other sets lack: shorthand ("~4.2k", "approx", "avg",
"w/", "pct", "yoy", "fwiw", "tl;dr"), column and table names in code spans
(`freight`, `orders`), nested bullet lists, short follow-up replies to a
quoted question that refer back to an earlier line ("that's ~1.3x the
runner-up", "so ~24 pct below"), parenthetical asides, and fragments without
verbs ("Top: Germany, 122 orders."), with digits and number words mixed and
years and single digits as narration. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's, fresh11's and fresh16's):
  comparison  differences, multiples ("~1.7x", "nearly 2x"), percent more
              and less
  change      yoy and row-to-row percent changes, absolute changes
  per_unit    totals over counts ("per order", "per customer"), blended
              averages of group averages, one row's share, the top rows'
              share, shares in words
  conversion  lbs as kg, mpg as km per litre, hp as kW, minutes as hours,
              km² as sq mi, km as miles, millions of viewers as viewers
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, totals, ranks, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the blended one, a share of the wrong total or its
complement, a percent change over the wrong base), a false bound or multiple
in words, number words given to the wrong row, a count over an empty result,
a conversion by the wrong factor, a changed identifier, or a figure off by
more than the rounding shown. A twin is kept only when its figure is far
from the true value (fresh4's rules) and, unless it is a real value in the
wrong role, far from every cell, aggregate, pairwise difference, ratio and
share of the result too.

Only aggregates are printed (the set stays held out).
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, off, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh16 import pct, share_words, x_words

KG_PER_LB = 0.45359237
SQMI_PER_SQKM = 0.386102159
MI_PER_KM = 0.621371192


# ---------------------------------------------------------------------------
# figures as a chat bot posts them
# ---------------------------------------------------------------------------


def few(v, tries=(1, 0, 2, 3)):
    """(text, decimals): v with the first number of decimals in tries that keeps it away from the edge of its
    rounding (one decimal, else none, else more), as a chat reply rounds."""
    for dd in tries:
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{v:,.{dd}f}", dd
    return f"{v:,.{tries[-1]}f}", tries[-1]


def cm(v):
    """Money as in chat: "$28.2k", "$1.3M", "$833.04"."""
    a = abs(v)
    if a >= 1e6:
        return f"${few(a / 1e6)[0]}M"
    if a >= 1e3:
        return f"${few(a / 1e3)[0]}k"
    return usd(a, 2)


def offp(t, role, text, true, value, d, approx=False, real=False):
    """fresh7's off(), whose fall-back figures (the same error, larger or smaller) stay on the true figure's side
    of zero: a chat reply writes no negative gap."""
    alts = [true + (value - true) * f for f in (1.4, 0.7, 1.9, 2.6, 0.55, 3.3)]
    return off(t, role, text, true, value, d, approx=approx, real=real,
               alts=[a for a in alts if a * true > 0])


def shown(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return cm, (lambda v, _d: cm(v)), (lambda v: 2)
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def xr(r):
    """A multiple as in chat: "nearly 2x" in words when one fits, else "~1.7x"; and a false one in words or None."""
    xw, bad = x_words(r)
    if xw:
        return xw, bad, None
    t, d = num(r, 1)
    return f"~{t}x", None, d


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def ch_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """Two named rows, the larger first, in four chat voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pct(100 * diff / vb)
    lo, lod = pct(100 * diff / va)
    nb = nbr_of(t, b, avoid=(a,))
    top = max(t.order, key=lambda x: t[x][col] if isinstance(t[x][col], float) else float("-inf")) == a

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return offp(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 4
    if form == 0:
        xw, xbad, xd = xr(r)
        head = f"Top: {A}, {S(va)} {noun}." if top else f"{cap(A)}: {S(va)} {noun}."
        if xd is None:
            tail = Claim(f"(that's {xw} {B}).", [("false_bound", f"(that's {xbad} {B}).")])
        else:
            tail = Claim(f"(that's {xw} {B}, fwiw).",
                         [offp(t, "off", f"(that's ~{w(r * 1.5 + 0.3, xd)}x {B}, fwiw).", r, r * 1.5 + 0.3, xd,
                              approx=True)])
        claims = [Claim(head),
                  Claim(f"{cap(B)} w/ {S(vb)}", [nbr(lambda x: f"{cap(B)} w/ {x}")]),
                  tail]
    elif form == 1:
        claims = [Claim(f"`{col}`: {A} {S(va)} vs {B} {S(vb)}", [nbr(lambda x: f"`{col}`: {A} {S(va)} vs {B} {x}")]),
                  Claim(f"— approx {hi} pct higher for {A}.",
                        [off(t, "wrong_base", f"— approx {w(100 * diff / va, hid)} pct higher for {A}.",
                             100 * diff / vb, 100 * diff / va, hid, real=True)]),
                  Claim(f"fwiw the gap is {S(diff)}.", [gap(lambda x: f"fwiw the gap is {x}.", 1.6)])]
    elif form == 2:
        claims = [Claim(f"tl;dr {A} leads {B} by {S(diff)} on {noun}", [gap(lambda x: f"tl;dr {A} leads {B} by {x} on "
                                                                           f"{noun}", 0.55)]),
                  Claim(f"({S(va)} vs {S(vb)})."),
                  Claim(f"\n\n> so how far behind is {B}?\n\n~{lo} pct below {A}, per the same rows.",
                        [off(t, "wrong_base", f"\n\n> so how far behind is {B}?\n\n~{w(100 * diff / vb, lod)} pct below "
                             f"{A}, per the same rows.", 100 * diff / va, 100 * diff / vb, lod, real=True)])]
    else:
        pre = pre or f"{cap(noun)}, {A} vs {B}:"
        claims = [Claim(f"\n- {A}: {S(va)}"),
                  Claim(f"\n  - vs {B}: {S(vb)}", [nbr(lambda x: f"\n  - vs {B}: {x}")]),
                  Claim(f"\n  - diff: +{S(diff)}", [gap(lambda x: f"\n  - diff: +{x}", 1.7)]),
                  Claim(f"(~{hi} pct)", [off(t, "wrong_base", f"(~{w(100 * diff / va, hid)} pct)", 100 * diff / vb,
                                             100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def ch_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="yoy", pre=""):
    """From one row (a period) to another, in four chat voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    sg = "+" if up else "−"
    way = "up" if up else "down"

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    form = k % 4
    if form == 0:
        claims = [Claim(f"`{col}` {l1} → {l2}: {S(v1)} → {S(v2)}",
                        [nbr(lambda x: f"`{col}` {l1} → {l2}: {x} → {S(v2)}")]),
                  Claim(f"({sg}{p} pct {tag}).", [base(lambda x: f"({sg}{x} pct {tag}).")])]
    elif form == 1:
        claims = [Claim(f"{cap(noun)} {way} {S(abs(diff))} {tag}",
                        [offp(t, "off", f"{cap(noun)} {way} {W(abs(diff) * 1.7, D(diff))} {tag}", abs(diff),
                             abs(diff) * 1.7, D(diff))]),
                  Claim(f"— {S(v2)} in {l2} vs {S(v1)} in {l1},"),
                  Claim(f"i.e. {sg}{p}%.", [base(lambda x: f"i.e. {sg}{x}%.")])]
    elif form == 2:
        pre = pre or f"quick one on {noun}:"
        claims = [Claim(f"\n- {l1}: {S(v1)}", [nbr(lambda x: f"\n- {l1}: {x}")]),
                  Claim(f"\n- {l2}: {S(v2)}"),
                  Claim(f"\n  - {way} ~{p} pct", [base(lambda x: f"\n  - {way} ~{x} pct")])]
        xw, xbad = x_words(v2 / v1 if up else v1 / v2)
        if xw:
            claims.append(Claim(f"(so {l2 if up else l1} is {xw} {l1 if up else l2})",
                                [("false_bound", f"(so {l2 if up else l1} is {xbad} {l1 if up else l2})")]))
    else:
        claims = [Claim(f"tl;dr {noun} {way} {p} pct {tag}", [base(lambda x: f"tl;dr {noun} {way} {x} pct {tag}")]),
                  Claim(f"({S(v1)} → {S(v2)}, {sg}{S(abs(diff))}).",
                        [offp(t, "off", f"({S(v1)} → {S(v2)}, {sg}{W(abs(diff) * 0.5, D(diff))}).", abs(diff),
                             abs(diff) * 0.5, D(diff))])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def ch_cols(book, t, key, c1, c2, k, noun, l1, l2, label=None, tag="yoy", cash=False):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, 0)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    sg = "+" if up else "−"
    f0 = (lambda x: f"{name}: {noun} {sg}{x} pct {tag}") if k % 2 == 0 else \
        (lambda x: f"{name} {'grew' if up else 'shrank'} {x}% on {noun}")
    claims = [Claim(f0(p), [off(t, "wrong_base", f0(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    tw = []
    if nb and S(t[nb][c1]) != S(v1):
        tw.append(off(t, "neighbour_row", f"({S(t[nb][c1])} in {l1} → {S(v2)} in {l2}).", v1, t[nb][c1], D(v1),
                      real=True))
    claims.append(Claim(f"({S(v1)} in {l1} → {S(v2)} in {l2}).", tw))
    book.case(t.db, t.rid, "change", claims)


def ch_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None, pre=""):
    """A total over a count for one row, in four chat voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    if cash:
        S, W, D = (lambda v: usd(v, 2)), (lambda v, dd: "$" + w(v, dd)), (lambda v: dd_of(v, 2, True))
    else:
        S, W, D = shown(False, d, sfx)
    St = cm if cash else (lambda v: n(v, 0 if float(v).is_integer() else 1) + sfx)
    name = label or key
    units = units or unit + "s"
    c = f"{int(cnt):,}" if cnt >= 10 or k % 2 else say(int(cnt))
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"avg {what} per {unit} for {name}: ~{x} ({St(tot)} / {c} {units})."
    elif form == 1:
        fmt = lambda x: f"{cap(name)} → {x} per {unit} (fwiw that's {St(tot)} over {c} {units})."
    elif form == 2:
        fmt = lambda x: f"`{tot_col}` ÷ `{cnt_col}` for {name} = {x}."
    else:
        fmt = lambda x: f"Per {unit}: {x} for {name} ({c} {units} in all)."
    tw = [offp(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def ch_blend(book, t, avg_col, n_col, k, noun, per, grp, d=2, unit="", cash=False):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    if cash:
        S, W, D = (lambda v: usd(v, 2)), (lambda v, dd: "$" + w(v, dd)), (lambda v: dd_of(v, 2, True))
    else:
        S, W, D = shown(False, d, unit)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"overall avg {noun}: {x} per {per} (weighted by `{n_col}`, {int(sum(ns)):,} {per}s)"
        after = [Claim(f"— not the simple avg of the {say(len(avgs))} {grp} figures.")]
    elif form == 1:
        fmt = lambda x: f"fwiw the blended avg {noun} is {x} across all {int(sum(ns)):,} {per}s."
        after = []
    else:
        fmt = lambda x: f"tl;dr avg {noun} ≈ {x} when every {per} counts once"
        after = [Claim(f"(each {grp} weighted by its `{n_col}`).")]
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain, D(wa))), wa, plain,
                                                                D(wa), real=True)])] + after)


def ch_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, pre=""):
    """One row's share of the column total: in words, then the figure; or the figure first."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = few(100 * s)
    fw, fbad = share_words(s)
    if fw and k % 2 == 0:
        fig = lambda x: f"({S(v)} / {S(tot)} ≈ {x} pct)."
        tw = [off(t, "complement", fig(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            tw.append(off(t, "wrong_total", fig(w(100 * v / (v + t[other][col]), sd)), 100 * s,
                          100 * v / (v + t[other][col]), sd, real=True))
        claims = [Claim(f"{cap(name)} = {fw} of {whole}", [("false_bound", f"{cap(name)} = {fbad} of {whole}")]),
                  Claim(fig(st), tw)]
    else:
        f0 = lambda x: f"`{col}` share for {name}: {x}%"
        tw = [off(t, "complement", f0(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            tw.append(off(t, "wrong_total", f0(w(100 * v / (v + t[other][col]), sd)), 100 * s,
                          100 * v / (v + t[other][col]), sd, real=True))
        claims = [Claim(f0(st), tw), Claim(f"({S(v)} of {S(tot)} {whole}).")]
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def ch_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None):
    """The top m rows together and their share of the total."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = few(100 * s)
    names = ", ".join(L(x) for x in order[:-1]) + " + " + L(order[-1])
    if k % 2 == 0:
        claims = [Claim(f"Top {say(m)} ({names}): {S(sm)} of {S(tot)} {noun}",
                        [offp(t, "off", f"Top {say(m)} ({names}): {W(sm * 1.35, D(sm))} of {S(tot)} {noun}", sm,
                             sm * 1.35, D(sm))]),
                  Claim(f"— ~{st} pct of the total.",
                        [off(t, "complement", f"— ~{w(100 - 100 * s, sd)} pct of the total.", 100 * s, 100 - 100 * s,
                             sd, real=True)])]
    else:
        fw, fbad = share_words(s)
        claims = [Claim(f"fwiw {names} together = {st}% of `{col}`",
                        [off(t, "complement", f"fwiw {names} together = {w(100 - 100 * s, sd)}% of `{col}`", 100 * s,
                             100 - 100 * s, sd, real=True)]),
                  Claim(f"({S(sm)} of {S(tot)})."),
                  Claim(f"So {fw} of it sits w/ the top {say(m)}." if fw else "",
                        [("false_bound", f"So {fbad} of it sits w/ the top {say(m)}.")] if fw else [])]
    book.case(t.db, t.rid, "per_unit", claims)


def ch_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """Ranks as chat fragments; twins: the next row's value."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]

    def nx(i, j, fmt):
        if S(v[j]) == S(v[i]):
            return None
        return off(t, "neighbour_row", fmt(S(v[j])), v[i], v[j], D(v[i]), real=True)

    form = k % 3
    if form == 0:
        claims = [Claim(f"Top: {L(order[0])}, {S(v[0])} {noun}.", [nx(0, 1, lambda x: f"Top: {L(order[0])}, {x} {noun}.")]),
                  Claim(f"Next: {L(order[1])} ({S(v[1])}).")]
    elif form == 1:
        claims = [Claim(f"#3 is {L(order[2])} w/ {S(v[2])}", [nx(2, 3, lambda x: f"#3 is {L(order[2])} w/ {x}")]),
                  Claim(f"(behind {L(order[0])} and {L(order[1])})."),
                  Claim(f"\n\n> and #1?\n\n{L(order[0])}, {S(v[0])}.")]
    else:
        claims = [Claim(f"\n1. {L(order[0])} — {S(v[0])}"),
                  Claim(f"\n2. {L(order[1])} — {S(v[1])}", [nx(1, 2, lambda x: f"\n2. {L(order[1])} — {x}")]),
                  Claim(f"\n3. {L(order[2])} — {S(v[2])}")]
    book.case(t.db, t.rid, "plain", claims, derived=False, pre=f"`{col}`, ranked:" if form == 2 else "")


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


# ---------------------------------------------------------------------------
# northwind: shippers, ship countries, shippers per year
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipper: orders, total and average freight, and orders shipped after the required "
               "date?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight, count(*) FILTER (WHERE o.shipped_date > "
               "o.required_date) AS late FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "GROUP BY 1 ORDER BY 2 DESC")
    SH = lambda x: {"United Package": "United Package", "Federal Shipping": "Federal", "Speedy Express": "Speedy"}[x]
    ch_cmp(book, sh, "orders", "United Package", "Speedy Express", 0, "orders", label=SH)
    ch_cmp(book, sh, "freight", "United Package", "Federal Shipping", 1, "freight", cash=True, label=SH)
    ch_cmp(book, sh, "avg_freight", "Federal Shipping", "Speedy Express", 2, "avg freight", cash=True, label=SH)
    ch_rate(book, sh, "freight", "orders", "Speedy Express", 0, "order", "freight", cash=True, label="Speedy")
    ch_share(book, sh, "orders", "United Package", 0, "orders", other="Federal Shipping", label="`United Package`")
    ch_share(book, sh, "late", "United Package", 1, "late shipments", other="Speedy Express")
    ch_blend(book, sh, "avg_freight", "orders", 0, "freight", "order", "shipper", cash=True)
    late = sh.col("late")
    book.case(sh.db, sh.rid, "plain", [
        Claim(f"Late shipments: {int(sum(late))} total",
              [off(sh, "off", f"Late shipments: {int(sum(late) * 1.6)} total", sum(late), int(sum(late) * 1.6), 0)]),
        Claim(f"— `United Package` {int(sh['United Package']['late'])}, Speedy {say(int(sh['Speedy Express']['late']))},"),
        Claim(f"Federal {say(int(sh['Federal Shipping']['late']))}.",
              [words_twin("number_words_wrong_row", f"Federal {say(int(sh['United Package']['late']))}.",
                          sh["Federal Shipping"]["late"], sh["United Package"]["late"])]),
    ], derived=False)
    book.case(sh.db, sh.rid, "plain", [
        Claim(f"tl;dr {int(sum(sh.col('orders')))} orders across {say(len(sh))} shippers,",
              [off(sh, "off", f"tl;dr {int(sum(sh.col('orders')) * 1.3)} orders across {say(len(sh))} shippers,",
                   sum(sh.col("orders")), int(sum(sh.col("orders")) * 1.3), 0)]),
        Claim(f"~{cm(sum(sh.col('freight')))} in `freight`",
              [off(sh, "off", f"~{cm(sum(sh.col('freight')) * 1.45)} in `freight`", sum(sh.col("freight")),
                   sum(sh.col("freight")) * 1.45, 2)]),
        Claim("(United Package carries the most)."),
    ], derived=False)

    sc = table("northwind", "Per ship country (the twelve with most orders): orders and total freight?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight "
               "FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12")
    book.case(sc.db, sc.rid, "plain", [
        Claim(f"Top: Germany and the USA, tied at {int(sc['Germany']['orders'])} orders each.",
              [off(sc, "neighbour_row", f"Top: Germany and the USA, tied at {int(sc['Brazil']['orders'])} orders each.",
                   sc["Germany"]["orders"], sc["Brazil"]["orders"], 0, real=True)]),
        Claim(f"Brazil third w/ {say(int(sc['Brazil']['orders']))}.",
              [words_twin("number_words_wrong_row", f"Brazil third w/ {say(int(sc['France']['orders']))}.",
                          sc["Brazil"]["orders"], sc["France"]["orders"])]),
    ], derived=False)
    ch_rank(book, sc, "freight", 0, "in freight", cash=True)
    ch_rank(book, sc, "freight", 1, "in freight", cash=True)
    ch_rate(book, sc, "freight", "orders", "Austria", 1, "order", "freight", cash=True)
    ch_cmp(book, sc, "freight", "USA", "Austria", 3, "freight", cash=True)
    ch_cmp(book, sc, "orders", "France", "UK", 2, "orders")
    ch_top(book, sc, "orders", 3, 0, "orders")
    ch_share(book, sc, "freight", "USA", 1, "freight", other="Germany", cash=True, label="the USA")
    ch_chg(book, sc, "freight", "UK", "Austria", 1, "freight", cash=True, l1="the UK", l2="Austria",
           tag="going from the UK to Austria")

    yr = table("northwind", "Per order year: orders per shipper, all orders and total freight?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) FILTER (WHERE ship_via = 1) AS speedy, "
               "count(*) FILTER (WHERE ship_via = 2) AS united, count(*) FILTER (WHERE ship_via = 3) AS federal, "
               "count(*) AS orders, round(sum(freight)::numeric, 2) AS freight FROM orders GROUP BY 1 ORDER BY 1")
    ch_chg(book, yr, "freight", "1996", "1997", 0, "freight", cash=True)
    ch_chg(book, yr, "freight", "1997", "1998", 1, "freight", cash=True, tag="in 1998 vs 1997")
    ch_chg(book, yr, "orders", "1997", "1998", 2, "orders")
    ch_chg(book, yr, "united", "1996", "1997", 3, "United Package orders")
    ch_rate(book, yr, "freight", "orders", "1997", 0, "order", "freight", cash=True, label="1997")
    ch_share(book, yr, "orders", "1997", 0, "orders (1996-98)", label="1997")
    sy = table("northwind", "Per shipper: orders shipped in 1997 and in 1998, and freight in each year?",
               "SELECT s.company_name AS shipper, count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) "
               "AS orders_1997, count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1997)::numeric, 2) AS freight_1997, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1998)::numeric, 2) AS freight_1998 "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    ch_cols(book, sy, "Federal Shipping", "orders_1997", "orders_1998", 0, "orders", "1997", "1998", label="Federal")
    ch_cols(book, sy, "Speedy Express", "orders_1997", "orders_1998", 1, "orders", "1997", "1998",
            label="Speedy Express")
    ch_cols(book, sy, "United Package", "freight_1997", "freight_1998", 0, "freight", "1997", "1998",
            label="United Package", cash=True)
    empty(book, "northwind", "Which orders carried more than $1,200 in freight?",
          "SELECT order_id FROM orders WHERE freight > 1200",
          "none fwiw — zero orders over $1,200 in `freight`.",
          "4 orders over $1,200 in `freight`, all via United Package.")
    big = table("northwind", "The five orders with the highest freight, with their ids and shippers?",
                "SELECT o.order_id, s.company_name AS shipper, o.freight FROM orders o JOIN shippers s "
                "ON s.shipper_id = o.ship_via ORDER BY o.freight DESC, o.order_id LIMIT 5")
    top = big.order[0]
    ident(book, big, f"Priciest freight: order #{top} ({big[top]['shipper']}, {usd(big[top]['freight'])}).",
          f"#{top}", f"#{int(top) + 36}")


# ---------------------------------------------------------------------------
# chinook: support reps, billing countries, US revenue per year, genres
# ---------------------------------------------------------------------------


def chinook(book):
    rp = table("chinook", "Per support rep: customers, invoices and revenue from their customers?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    ln = lambda x: x.split()[0]
    ch_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 1, "revenue", cash=True, label=ln)
    ch_cmp(book, rp, "invoices", "Jane Peacock", "Steve Johnson", 3, "invoices", label=ln)
    ch_rate(book, rp, "revenue", "customers", "Margaret Park", 1, "customer", "revenue", cash=True, label="Margaret")
    ch_rate(book, rp, "revenue", "invoices", "Steve Johnson", 0, "invoice", "revenue", cash=True, label="Steve")
    ch_rate(book, rp, "invoices", "customers", "Jane Peacock", 3, "customer", "invoices", d=2, label="Jane")
    ch_share(book, rp, "customers", "Jane Peacock", 0, "customers", other="Margaret Park", label="Jane's book")
    book.case(rp.db, rp.rid, "plain", [
        Claim(f"{say(len(rp)).capitalize()} reps, {int(sum(rp.col('customers')))} customers total:"),
        Claim(f"\n- Jane {int(rp['Jane Peacock']['customers'])}"),
        Claim(f"\n- Margaret {int(rp['Margaret Park']['customers'])}",
              [off(rp, "neighbour_row", f"\n- Margaret {int(rp['Steve Johnson']['customers'])}",
                   rp["Margaret Park"]["customers"], rp["Steve Johnson"]["customers"], 0, real=True)]),
        Claim(f"\n- Steve {int(rp['Steve Johnson']['customers'])} (w/ {usd(rp['Steve Johnson']['revenue'])} billed)",
              [off(rp, "off", f"\n- Steve {int(rp['Steve Johnson']['customers'])} (w/ "
                   f"{usd(rp['Steve Johnson']['revenue'] * 1.4)} billed)", rp["Steve Johnson"]["revenue"],
                   rp["Steve Johnson"]["revenue"] * 1.4, 2)]),
    ], derived=False)

    bc = table("chinook", "Per billing country (top ten by revenue): invoices, revenue and customers?",
               "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS revenue, "
               "count(DISTINCT customer_id) AS customers FROM invoice GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    ch_cmp(book, bc, "revenue", "USA", "Canada", 0, "revenue", cash=True)
    ch_cmp(book, bc, "customers", "USA", "France", 2, "customers")
    ch_rank(book, bc, "revenue", 2, "revenue", cash=True)
    ch_rank(book, bc, "invoices", 1, "invoices")
    ch_rate(book, bc, "revenue", "customers", "Chile", 2, "customer", "revenue", cash=True)
    ch_top(book, bc, "revenue", 2, 1, "revenue", cash=True)
    ch_share(book, bc, "revenue", "Canada", 0, "top-ten revenue", other="USA", cash=True)
    book.case(bc.db, bc.rid, "plain", [
        Claim(f"Czech Republic and Portugal tie on invoices ({int(bc['Portugal']['invoices'])} each),"),
        Claim(f"but Czech Republic bills more: {usd(bc['Czech Republic']['revenue'])}",
              [off(bc, "neighbour_row", f"but Czech Republic bills more: {usd(bc['India']['revenue'])}",
                   bc["Czech Republic"]["revenue"], bc["India"]["revenue"], 2, real=True)]),
        Claim(f"vs {usd(bc['Portugal']['revenue'])}."),
    ], derived=False)

    us = table("chinook", "US revenue per invoice year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice WHERE billing_country = 'USA' GROUP BY 1 ORDER BY 1")
    ch_chg(book, us, "revenue", "2023", "2024", 0, "US revenue", cash=True)
    ch_chg(book, us, "revenue", "2024", "2025", 3, "US revenue", cash=True)
    ch_chg(book, us, "invoices", "2024", "2025", 1, "US invoices")
    ch_chg(book, us, "revenue", "2021", "2024", 2, "US revenue", cash=True, l1="2021", l2="2024")
    rv = table("chinook", "Per support rep: revenue from their customers in 2024 and in 2025?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, sum(i.total) FILTER (WHERE extract(year FROM "
               "i.invoice_date) = 2024) AS rev_2024, sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = "
               "2025) AS rev_2025 FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 1")
    for i, r in enumerate(rv.order):
        ch_cols(book, rv, r, "rev_2024", "rev_2025", i, "revenue", "2024", "2025", label=r.split()[0], cash=True)
    ch_rate(book, us, "revenue", "invoices", "2024", 3, "invoice", "revenue", cash=True, label="2024")
    ch_blend(book, table("chinook", "US invoices per year and the average invoice total?",
                         "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, "
                         "round(avg(total), 4) AS avg_total FROM invoice WHERE billing_country = 'USA' "
                         "GROUP BY 1 ORDER BY 1"),
             "avg_total", "invoices", 1, "invoice", "invoice", "year", cash=True)

    gm = table("chinook", "Per genre (ten with most tracks): tracks, total minutes and average price?",
               "SELECT g.name AS genre, count(*) AS tracks, round(sum(t.milliseconds) / 60000.0, 1) AS minutes, "
               "round(avg(t.unit_price), 2) AS price FROM track t JOIN genre g ON g.genre_id = t.genre_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    MIN_BADS = (1 / 100, 1 / 24, 1 / 1000, 1 / 30, 1 / 120, 1 / 6, 1 / 600, 1 / 90, 1 / 45, 1 / 75, 1 / 20, 1 / 36)
    gl = table("chinook", "Total minutes of audio for Rock, Drama and Jazz?",
               "SELECT g.name AS genre, round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id WHERE g.name IN ('Rock', 'Drama', 'Jazz') GROUP BY 1 ORDER BY 1")
    conv(book, gl, "Rock", "minutes", 0, lambda v, c: f"`Rock`: {v} min of audio ≈ {c} hrs.", 1, 1 / 60, 1, MIN_BADS)
    conv(book, gl, "Drama", "minutes", 1, lambda v, c: f"Drama is {v} min total (approx {c} hours)", 1, 1 / 60, 1,
         MIN_BADS, after=[Claim("— it's TV episodes, so long runtimes.")])
    conv(book, gl, "Jazz", "minutes", 2, lambda v, c: f"\n  - Jazz: {v} min, i.e. ~{c} h", 1, 1 / 60, 1, MIN_BADS,
         pre="runtime per genre:", before=[Claim(f"\n- {say(len(gl))} genres pulled")])
    ch_rate(book, gm, "minutes", "tracks", "TV Shows", 1, "track", "minutes", d=1, sfx=" min", label="TV Shows")
    ch_cmp(book, gm, "tracks", "Rock", "Latin", 0, "tracks")
    ch_cmp(book, gm, "minutes", "TV Shows", "Drama", 2, "minutes", d=1, unit=" min")
    ch_share(book, gm, "tracks", "Rock", 1, "tracks (top ten genres)", other="Latin")
    empty(book, "chinook", "Which invoices total more than $30?",
          "SELECT invoice_id FROM invoice WHERE total > 30",
          "Nope — 0 invoices above $30 (biggest single invoice is $25.86).",
          "3 invoices above $30, biggest is $41.62.")
    tc = table("chinook", "The three customers with the highest lifetime spend, with their ids?",
               "SELECT c.customer_id, c.first_name || ' ' || c.last_name AS customer, sum(i.total) AS spend "
               "FROM customer c JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 3")
    ident(book, tc, f"Top spender: `customer_id` {tc.order[0]} ({tc[tc.order[0]]['customer']}), "
          f"{usd(tc[tc.order[0]]['spend'])}.", f"`customer_id` {tc.order[0]}", f"`customer_id` {int(tc.order[0]) + 40}")
    ident(book, tc, f"Runner-up is customer {tc.order[1]}, {tc[tc.order[1]]['customer']}.", f"customer {tc.order[1]}",
          f"customer {int(tc.order[1]) + 12}")


# ---------------------------------------------------------------------------
# car_1: cars per model year
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per model year: cars, average mpg, horsepower and weight, and total weight?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight)::numeric, 1) AS avg_lbs, "
               "sum(weight) AS total_lbs FROM cars_data GROUP BY 1 ORDER BY 1")
    ch_chg(book, cy, "avg_mpg", "1970", "1980", 2, "avg mpg", d=2, l1="1970", l2="1980")
    ch_chg(book, cy, "avg_mpg", "1979", "1980", 0, "avg mpg", d=2)
    ch_chg(book, cy, "avg_hp", "1970", "1982", 3, "avg hp", d=1, tag="over the period")
    ch_chg(book, cy, "avg_hp", "1973", "1974", 0, "avg hp", d=1)
    ch_chg(book, cy, "cars", "1978", "1979", 2, "cars")
    ch_chg(book, cy, "avg_lbs", "1973", "1974", 1, "avg weight", d=1, unit=" lbs", tag="yoy")
    ch_cmp(book, cy, "cars", "1973", "1974", 0, "cars", label=lambda x: f"'{x[2:]}")
    ch_cmp(book, cy, "avg_mpg", "1980", "1970", 1, "mpg", d=2)
    ch_cmp(book, cy, "avg_hp", "1970", "1982", 2, "horsepower", d=1, unit=" hp")
    ch_rank(book, cy, "cars", 0, "cars")
    ch_rank(book, cy, "avg_mpg", 1, "avg mpg", d=2)
    ch_blend(book, cy, "avg_mpg", "cars", 0, "mpg", "car", "year")
    ch_blend(book, cy, "avg_hp", "cars", 2, "hp", "car", "year", d=1)
    ch_rate(book, cy, "total_lbs", "cars", "1982", 1, "car", "lbs", d=1, sfx=" lbs", label="1982")
    cv = table("spider_car_1", "For model years 1970, 1980, 1981 and 1982: average mpg, horsepower and weight, and "
               "total weight?",
               "SELECT year, round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "round(avg(weight)::numeric, 1) AS avg_lbs, sum(weight) AS total_lbs FROM cars_data "
               "WHERE year IN (1970, 1980, 1981, 1982) GROUP BY 1 ORDER BY 1")
    LB_BADS = (1 / KG_PER_LB, 0.5, 0.1, 0.6, 2.0, 0.3, 0.25, 0.75, 1.5, 0.05, 0.35)
    conv(book, cv, "1970", "avg_lbs", 0, lambda v, c: f"1970 cars avg {v} lbs (~{c} kg).", 1, KG_PER_LB, 0, LB_BADS)
    conv(book, cv, "1980", "avg_lbs", 1, lambda v, c: f"`avg_lbs` for 1980: {v} → approx {c} kg", 1, KG_PER_LB, 0,
         LB_BADS, after=[Claim("(lightest year in the set).")])
    conv(book, cv, "1982", "total_lbs", 2, lambda v, c: f"all 1982 cars together: {v} lbs, i.e. ~{c} kg.", 0, KG_PER_LB,
         0, LB_BADS)
    MPG_BADS = (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.354, 0.7, 2.35, 0.621371, 3.785, 0.8, 0.15, 1.2)
    conv(book, cv, "1980", "avg_mpg", 3, lambda v, c: f"fwiw 1980's {v} mpg avg ≈ {c} km/L.", 2, KMPL_PER_MPG, 2,
         MPG_BADS)
    conv(book, cv, "1970", "avg_mpg", 0, lambda v, c: f"\n- 1970: {v} mpg (~{c} km per litre)", 2, KMPL_PER_MPG, 2,
         MPG_BADS, pre="in km/L terms:")
    HP_BADS = (1 / KW_PER_HP, 0.5, 1.2, 0.6, 0.9, 1.36, 0.3, 1.5, 2.0, 0.2, 0.45)
    conv(book, cv, "1970", "avg_hp", 1, lambda v, c: f"avg hp in 1970: {v} (approx {c} kW)", 1, KW_PER_HP, 1, HP_BADS)
    conv(book, cv, "1981", "avg_hp", 2, lambda v, c: f"`avg_hp` 1981 = {v} hp ≈ {c} kW.", 1, KW_PER_HP, 1, HP_BADS)
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"{int(sum(cy.col('cars')))} cars over {say(len(cy))} model years (1970-82);",
              [off(cy, "off", f"{int(sum(cy.col('cars')) * 1.35)} cars over {say(len(cy))} model years (1970-82);",
                   sum(cy.col("cars")), int(sum(cy.col("cars")) * 1.35), 0)]),
        Claim(f"busiest year 1973 w/ {say(int(cy['1973']['cars']))},",
              [words_twin("number_words_wrong_row", f"busiest year 1973 w/ {say(int(cy['1974']['cars']))},",
                          cy["1973"]["cars"], cy["1974"]["cars"])]),
        Claim(f"quietest 1974 ({int(cy['1974']['cars'])})."),
    ], derived=False)
    empty(book, "spider_car_1", "Which cars do more than 50 mpg?",
          "SELECT id FROM cars_data WHERE mpg > 50",
          "zero. best in the data is 46.6 mpg, so nothing clears 50.",
          "2 cars clear 50 mpg, both 1980 diesels.")
    empty(book, "spider_car_1", "Which cars are from model year 1983 or later?",
          "SELECT id FROM cars_data WHERE year >= 1983",
          "None (0) — `cars_data` stops at 1982.",
          "11 cars from 1983 on, mostly Japanese.")
    hv = table("spider_car_1", "The three heaviest cars, with their ids, makes and years?",
               "SELECT cd.id, cn.make, cd.year, cd.weight FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
               "ORDER BY cd.weight DESC, cd.id LIMIT 3")
    ident(book, hv, f"Heaviest: car id {hv.order[0]} ({hv[hv.order[0]]['make']}, {int(hv[hv.order[0]]['year'])}).",
          f"car id {hv.order[0]}", f"car id {int(hv.order[0]) + 100}")


# ---------------------------------------------------------------------------
# superhero: eye colours, publishers' alignments, gender
# ---------------------------------------------------------------------------


def heroes(book):
    ey = table("superhero", "Per eye colour (top eight): heroes?",
               "SELECT c.colour AS eye, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.eye_colour_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    ch_cmp(book, ey, "heroes", "Blue", "Brown", 0, "heroes", label=lambda x: f"{x} eyes")
    ch_rank(book, ey, "heroes", 0, "heroes")
    ch_rank(book, ey, "heroes", 2, "heroes")
    ch_share(book, ey, "heroes", "Blue", 0, "the top eight", other="Brown", label="Blue")
    ch_top(book, ey, "heroes", 3, 1, "heroes")
    pb = table("superhero", "Per publisher (eight largest): heroes, good and bad?",
               "SELECT coalesce(nullif(p.publisher_name, ''), '(none)') AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE s.alignment_id = 1) AS good, count(*) FILTER (WHERE s.alignment_id = 2) AS bad "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    ch_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 1, "heroes", label=lambda x: x.split()[0])
    ch_cmp(book, pb, "bad", "Marvel Comics", "DC Comics", 3, "villains (`bad`)", label=lambda x: x.split()[0])
    ch_share(book, pb, "heroes", "Marvel Comics", 0, "the eight publishers' heroes", other="DC Comics",
             label="Marvel")
    ch_top(book, pb, "heroes", 2, 0, "heroes")
    ic = pb["Image Comics"]
    sb, sbd = num(100 * ic["bad"] / ic["heroes"], 0)
    book.case(pb.db, pb.rid, "per_unit", [
        Claim(f"Image Comics skews villain: {say(int(ic['bad']))} of {int(ic['heroes'])} bad",
              [words_twin("number_words_wrong_row", f"Image Comics skews villain: {say(int(pb['George Lucas']['bad']))} "
                          f"of {int(ic['heroes'])} bad", ic["bad"], pb["George Lucas"]["bad"])]),
        Claim(f"(~{sb} pct),",
              [off(pb, "complement", f"(~{w(100 - 100 * ic['bad'] / ic['heroes'], sbd)} pct),",
                   100 * ic["bad"] / ic["heroes"], 100 - 100 * ic["bad"] / ic["heroes"], sbd, real=True)]),
        Claim(f"only {say(int(ic['good']))} good."),
    ])
    mv = pb["Marvel Comics"]
    gsh, gd = num(100 * mv["good"] / mv["heroes"], 1)
    book.case(pb.db, pb.rid, "per_unit", [
        Claim(f"\n\n> what share of Marvel is good?\n\n{gsh} pct",
              [off(pb, "wrong_total", f"\n\n> what share of Marvel is good?\n\n{w(100 * mv['good'] / (mv['good'] + mv['bad']), gd)} pct",
                   100 * mv["good"] / mv["heroes"], 100 * mv["good"] / (mv["good"] + mv["bad"]), gd, real=True)]),
        Claim(f"({int(mv['good'])} of {int(mv['heroes'])}; the rest bad or neutral)."),
    ])
    gn = table("superhero", "Heroes per gender?",
               "SELECT g.gender, count(*) AS heroes FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    ch_share(book, gn, "heroes", "Female", 0, "heroes", other="Male", label="Female")
    ch_cmp(book, gn, "heroes", "Male", "Female", 0, "heroes")
    empty(book, "superhero", "Which heroes have a negative attribute value?",
          "SELECT hero_id FROM hero_attribute WHERE attribute_value < 0",
          "none — 0 rows w/ a negative `attribute_value`.",
          "6 heroes w/ a negative `attribute_value`, mostly villains.")
    ident(book, table("superhero", "Which heroes are named Superman or Batman, with their ids?",
                      "SELECT id, superhero_name FROM superhero WHERE superhero_name IN ('Superman', 'Batman') "
                      "ORDER BY id"),
          "fwiw Superman is `id` 667 in `superhero` (Batman is 73).", "667", "676")


# ---------------------------------------------------------------------------
# geography: states per country, rivers per country
# ---------------------------------------------------------------------------


def geography(book):
    st = table("defog_geography", "Per country: states listed, their total population and total area (km²)?",
               "SELECT country_name AS country, count(*) AS states, sum(population) AS population, "
               "sum(area) AS area_km2 FROM state GROUP BY 1 ORDER BY 3 DESC, 1")
    ch_share(book, st, "population", "United States", 0, "listed population", other="China", label="the US")
    ch_rate(book, st, "population", "area_km2", "United States", 2, "km²", "people", d=2, label="the US")
    ch_cmp(book, st, "area_km2", "Japan", "China", 1, "area", unit=" km²")
    ch_cmp(book, st, "population", "India", "Canada", 0, "people")
    SQ_BADS = (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2, 0.1)
    conv(book, st, "Japan", "area_km2", 0, lambda v, c: f"Tokyo (only Japanese state listed): {v} km² ≈ {c} sq mi.", 0,
         SQMI_PER_SQKM, 0, SQ_BADS)
    conv(book, st, "Brazil", "area_km2", 1, lambda v, c: f"`area` for Brazil's row is {v} km², ~{c} sq mi", 0,
         SQMI_PER_SQKM, 0, SQ_BADS)
    rv = table("defog_geography", "Per country: rivers and their total length in km?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS length_km FROM river "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    KM_BADS = (1 / MI_PER_KM, 0.5, 0.3, 1.2, 0.9, 0.8, 0.45, 2.2, 0.25)
    conv(book, rv, "Germany", "length_km", 2, lambda v, c: f"Germany: {say(int(rv['Germany']['rivers']))} rivers, "
         f"{v} km combined (~{c} mi).", 0, MI_PER_KM, 0, KM_BADS)
    conv(book, rv, "Egypt", "length_km", 3, lambda v, c: f"Egypt's lone river: {v} km → approx {c} miles", 0, MI_PER_KM,
         0, KM_BADS)
    ch_share(book, rv, "length_km", "Germany", 1, "river length", other="Egypt")
    empty(book, "defog_geography", "Which rivers are longer than 5,000 km?",
          "SELECT river_name FROM river WHERE length > 5000",
          "zero rows. nothing over 5,000 km in `river`.",
          "2 rivers over 5,000 km (Nile + Amazon).")


# ---------------------------------------------------------------------------
# Spider: pets_1 majors, course_teach teachers, tvshow episodes
# ---------------------------------------------------------------------------


def spider(book):
    mj = table("spider_pets_1", "Per major: students, average age and women?",
               "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age, "
               "count(*) FILTER (WHERE sex = 'F') AS women FROM student GROUP BY 1 ORDER BY 2 DESC, 1")
    lab = lambda x: f"major {x}"
    ch_share(book, mj, "students", "600", 0, "students", other="520", label="major 600")
    ch_cmp(book, mj, "students", "600", "520", 0, "students", label=lab)
    ch_blend(book, mj, "avg_age", "students", 1, "age", "student", "major", d=2)
    ident(book, mj, f"Biggest major: 600 ({int(mj['600']['students'])} students).", "600", "660")
    book.case(mj.db, mj.rid, "plain", [
        Claim(f"{int(sum(mj.col('students')))} students across {say(len(mj))} majors;",
              [off(mj, "off", f"{int(sum(mj.col('students')) * 1.5)} students across {say(len(mj))} majors;",
                   sum(mj.col("students")), int(sum(mj.col("students")) * 1.5), 0)]),
        Claim(f"{say(int(sum(mj.col('women'))))} are women",
              [words_twin("number_words_wrong_row", f"{say(int(sum(mj.col('students')) - sum(mj.col('women'))))} are women",
                          sum(mj.col("women")), sum(mj.col("students")) - sum(mj.col("women")))]),
        Claim("(none in major 520)."),
    ], derived=False)

    te = table("spider_course_teach", "Per teacher: age, courses arranged and average grade?",
               "SELECT t.teacher_id, t.name, t.age, count(ca.course_id) AS courses, round(avg(ca.grade), 2) AS avg_grade "
               "FROM teacher t LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2, 3 "
               "ORDER BY 4 DESC, 1")
    tid = {r["name"]: k for k, r in zip(te.order, te.rows)}
    book.case(te.db, te.rid, "zero_ident", [
        Claim(f"John Deloor and Joseph Huts: zero courses each"),
        Claim(f"(ages {int(te[tid['John Deloor']]['age'])} and {int(te[tid['Joseph Huts']]['age'])}, fwiw).",
              [off(te, "neighbour_row", f"(ages {int(te[tid['Anne Walker']]['age'])} and "
                   f"{int(te[tid['Joseph Huts']]['age'])}, fwiw).", te[tid["John Deloor"]]["age"],
                   te[tid["Anne Walker"]]["age"], 0, real=True)]),
    ], derived=False)
    ident(book, te, f"Anne Walker is `teacher_id` {tid['Anne Walker']}, w/ two courses.", f"`teacher_id` {tid['Anne Walker']}",
          f"`teacher_id` {int(tid['Anne Walker']) + 10}")
    book.case(te.db, te.rid, "plain", [
        Claim(f"Oldest teacher: Kearsley Brown, {int(te[tid['Kearsley Brown']]['age'])}.",
              [off(te, "neighbour_row", f"Oldest teacher: Kearsley Brown, {int(te[tid['Lucy Wong']]['age'])}.",
                   te[tid["Kearsley Brown"]]["age"], te[tid["Lucy Wong"]]["age"], 0, real=True)]),
        Claim(f"Avg age overall {n(sum(te.col('age')) / len(te), 1)}",
              [off(te, "off", f"Avg age overall {w(sum(te.col('age')) / len(te) * 1.4, 1)}",
                   sum(te.col("age")) / len(te), sum(te.col("age")) / len(te) * 1.4, 1)]),
        Claim(f"({say(len(te))} teachers)."),
    ], derived=False)
    empty(book, "spider_course_teach", "Which teachers are over 50?",
          "SELECT name FROM teacher WHERE age > 50",
          "nobody — 0 teachers over 50.",
          "2 teachers over 50, both from Bolton.")

    tv = table("spider_tvshow", "Per episode: viewers in millions, rating share and weekly rank?",
               "SELECT episode, viewers_m::numeric AS viewers_m, share, weekly_rank FROM tv_series "
               "ORDER BY 2 DESC, 1")
    ch_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "viewers", d=2, unit="M")
    ch_cmp(book, tv, "viewers_m", "Friendly Skies", "Double Down", 1, "viewers", d=2, unit="M")
    ch_top(book, tv, "viewers_m", 3, 0, "viewers", d=2, unit="M")
    ch_rank(book, tv, "viewers_m", 1, "viewers", d=2, unit="M")
    ch_chg(book, tv, "viewers_m", "A Love of a Lifetime", "Keepers", 3, "viewers", d=2, unit="M",
           l1="ep 1", l2="Keepers", tag="from ep 1 to Keepers")
    V_BADS = (1e3, 1e5, 1e4, 1e7)
    conv(book, tv, "A Love of a Lifetime", "viewers_m", 0,
         lambda v, c: f"top ep drew {v}M viewers, i.e. ~{c} people.", 2, 1e6, 0, V_BADS)
    conv(book, tv, "The Hanged Man", "viewers_m", 1,
         lambda v, c: f"`The Hanged Man` (lowest): {v}M → {c} viewers", 2, 1e6, 0, V_BADS)
    empty(book, "spider_tvshow", "Which episodes drew more than 10 million viewers?",
          "SELECT episode FROM tv_series WHERE viewers_m::numeric > 10",
          "0 episodes over 10M.",
          "3 episodes over 10M, all on channel 700.")


def main():
    sections = (northwind, chinook, cars, heroes, geography, spider)
    return run_set(Book10(), sections, "eighteenth set (held out whole)")


if __name__ == "__main__":
    sys.exit(main())
