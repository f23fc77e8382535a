#!/usr/bin/env python3
"""
plausibility_fresh16.py — a seventeenth labelled set for check_answer, written
held out, development since its misses were read: answers the way a language-model analyst writes for a slide, an
e-mail to executives or a written report, over the tables and columns the
other sets use least: northwind (orders, customers and net sales per order
year and per month of 1997, customers and sales per country, discontinued
products per category, categories' shares of sales in 1997 and 1998,
employees' orders in 1997), chinook (invoices and revenue per quarter of
2024 and 2025, tracks per media type, tracks per composer), defog-dev's
geography (lakes, mountains, states' highest points) and atis (flights per
departure airport), Spider's concert_singer (singers and their songs),
pets_1 (pet types and weights) and battle_death (ships by type and fate),
and BIRD's superhero (attributes per alignment), with queries of their own,
all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
executive slide and report the other sets lack: a headline first ("Net
sales up 64% month on month", "**Germany ahead of UK on customers: 11 vs.
7.**"), then two or three supporting sentences; money rounded as on slides ("$1.3M",
"$617k", "$4.2k"); percentages rounded to whole numbers ("up 18%", "about
40%"); multiples and shares in words ("nearly 2x", "more than double",
"roughly 3 in 10", "under half", "the top five account for almost
two-thirds"); changes "YoY", "QoQ", "vs. prior year", "compared to the same
period last year"; ranks ("#1", "ranked third", "bottom quartile");
per-capita and per-unit figures ("per customer", "per order", "a head");
blended averages of group averages (the plain mean of the group figures
only in wrong twins); and shares that move in percentage points ("up 3
points", "up 3 pp") beside the relative change. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's, fresh11's, fresh12's and fresh14's):
  comparison  differences, multiples in digits and words, percent more and
              less
  change      YoY and QoQ percent changes, absolute changes, shares moving
              in percentage points
  per_unit    totals over counts (per customer, per order, a head),
              weighted averages of group averages, one row's share, the top
              rows' share, shares in words
  conversion  metres as feet, square kilometres as square miles, kilograms
              as pounds, milliseconds as minutes and hours, bytes as GB
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, money on slides, ranks, bottom quartiles
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the blended one, a share of the wrong total or its
complement, a percent change over the wrong base, a relative change given
as percentage points), a false bound or share or multiple in words, number
words given to the wrong row, a count over an empty result, a conversion by
the wrong factor, a changed identifier, or a figure off by more than the
rounding shown. A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed (the set stays held out).
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh14 import in_prose

FT_PER_M = 3.280839895
SQMI_PER_SQKM = 0.386102159
LB_PER_KG = 2.20462262
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
       9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth",
       15: "fifteenth", 16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth", 20: "twentieth"}


class Book16(Book10):
    """fresh10's Book10: the claim after a bold headline ("**...**") starts a new line, as on a slide."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, pre="", post=""):
        claims = [c for c in claims if c.text]
        for a, b in zip(claims, claims[1:]):
            if a.text.endswith("**") and not b.text.startswith("\n"):
                b.text = "\n" + b.text
                b.wrongs = [(r, "\n" + x) for r, x in b.wrongs]
        if pre and claims and not claims[0].text.startswith("\n"):
            pre = pre + "\n"
        super().case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


def plural(x):
    return x + ("es" if x.endswith("o") else "s")


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


# ---------------------------------------------------------------------------
# figures as on a slide
# ---------------------------------------------------------------------------


def slm(v):
    """Money as on a slide: "$1.3M", "$617k", "$4.2k", "$812", "$112.86"."""
    a = abs(v)
    if a >= 1e6:
        return f"${num(a / 1e6, 1)[0]}M"
    if a >= 1e4:
        return f"${num(a / 1e3, 0)[0]}k"
    if a >= 1e3:
        return f"${num(a / 1e3, 1)[0]}k"
    return usd(a, 0) if a >= 100 else usd(a, 2)


def shown(cash, d, unit=""):
    """(S, W, dd): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return slm, (lambda v, _d: slm(v)), (lambda v: 2)
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def pct(p):
    return num(p, 0)


def x_words(r):
    """A multiple as on a slide ("nearly 2x", "more than double", "1.4x") and a false one in words, or None."""
    if 1.85 <= r < 1.97:
        return "nearly 2x", "nearly 3x"
    if 2.04 < r <= 2.45:
        return "more than double", "more than triple"
    if 2.85 <= r < 2.97:
        return "nearly 3x", "more than 4x"
    if 3.04 < r <= 3.45:
        return "more than triple", "under double"
    return None, None


def share_words(s):
    """A share as on a slide ("roughly 3 in 10", "under half", "almost two-thirds", "about 40%") and a false one."""
    if 0.4 <= s < 0.47:
        return "under half", "over half"
    if 0.51 < s <= 0.56:
        return "just over half", "under half"
    fw, bad = in_prose(s)
    if fw:
        fw = fw.replace("nearly", "almost").replace("~", "about ")
        bad = bad.replace("nearly", "almost").replace("~", "about ")
        for k, v in (("three out of every ten", "3 in 10"), ("four out of every ten", "4 in 10"),
                     ("six out of every ten", "6 in 10"), ("seven out of every ten", "7 in 10"),
                     ("two out of every ten", "2 in 10")):
            fw, bad = fw.replace(k, "roughly " + v), bad.replace(k, "roughly " + v)
    return fw, bad


# ---------------------------------------------------------------------------
# shapes, headline first
# ---------------------------------------------------------------------------


def sl_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """Two named rows, the larger first: a headline, then the figures behind it, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pct(100 * diff / vb)
    lo, lod = pct(100 * diff / va)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 4
    xw, xbad = x_words(r)
    if form == 1 and not xw:
        form = 0
    if form == 0:
        claims = [Claim(f"**{cap(A)} ahead of {B} on {noun}: {S(va)} vs. {S(vb)}.**",
                        [nbr(lambda x: f"**{cap(A)} ahead of {B} on {noun}: {S(va)} vs. {x}.**")]),
                  Claim(f"That is {hi}% more than {B},",
                        [off(t, "wrong_base", f"That is {w(100 * diff / va, hid)}% more than {B},", 100 * diff / vb,
                             100 * diff / va, hid, real=True)]),
                  Claim(f"a gap of {S(diff)}.", [gap(lambda x: f"a gap of {x}.", 1.6)])]
    elif form == 1:
        claims = [Claim(f"**{cap(A)} at {xw} {B} on {noun}**", [("false_bound", f"**{cap(A)} at {xbad} {B} on {noun}**")]),
                  Claim(f"({S(va)} vs. {S(vb)}).", [nbr(lambda x: f"({S(va)} vs. {x}).")])]
    elif form == 2:
        claims = [Claim(f"**{cap(B)} trails {A} by {lo}% on {noun}.**",
                        [off(t, "wrong_base", f"**{cap(B)} trails {A} by {w(100 * diff / vb, lod)}% on {noun}.**",
                             100 * diff / va, 100 * diff / vb, lod, real=True)]),
                  Claim(f"{cap(B)} stands at {S(vb)} against {S(va)};", [nbr(lambda x: f"{cap(B)} stands at {x} against {S(va)};")]),
                  Claim(f"closing the gap would take another {S(diff)}.",
                        [gap(lambda x: f"closing the gap would take another {x}.", 0.55)])]
    else:
        pre = pre or f"Quick read on {noun} for the leadership team:"
        rt, rd = num(r, 1)
        claims = [Claim(f"{cap(A)} came in at {S(va)} and {B} at {S(vb)},"),
                  Claim(f"a ratio of about {rt} to 1",
                        [off(t, "off", f"a ratio of about {w(r * 1.5 + 0.3, rd)} to 1", r, r * 1.5 + 0.3, rd,
                             approx=True)]),
                  Claim(f"({hi}% ahead).",
                        [off(t, "wrong_base", f"({w(100 * diff / va, hid)}% ahead).", 100 * diff / vb,
                             100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def sl_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="vs. prior year",
           pre=""):
    """From one row (a period) to another: the headline change, then the levels, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    way = "up" if up else "down"

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    form = k % 4
    if form == 0:
        f0 = lambda x: f"**{cap(noun)} {way} {x}% {tag}**"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"{cap(noun)} reached {S(v2)} in {l2}, compared to {S(v1)} in {l1}.",
                        [nbr(lambda x: f"{cap(noun)} reached {S(v2)} in {l2}, compared to {x} in {l1}.")])]
    elif form == 1:
        claims = [Claim(f"**{cap(noun)}: {S(v2)} in {l2}, {way} {S(abs(diff))} {tag}.**",
                        [off(t, "off", f"**{cap(noun)}: {S(v2)} in {l2}, {way} {W(abs(diff) * 1.7, D(diff))} {tag}.**",
                             abs(diff), abs(diff) * 1.7, D(diff))]),
                  Claim(f"That is a {p}% {'increase' if up else 'decline'} on {l1}.",
                        [base(lambda x: f"That is a {x}% {'increase' if up else 'decline'} on {l1}.")])]
    elif form == 2:
        pre = pre or f"Summary for the report ({noun}):"
        xw, xbad = x_words(v2 / v1 if up else v1 / v2)
        claims = [Claim(f"{cap(l2)} came in at {S(v2)}, {p}% {'above' if up else 'below'} {l1}",
                        [base(lambda x: f"{cap(l2)} came in at {S(v2)}, {x}% {'above' if up else 'below'} {l1}")]),
                  Claim(f"({S(v1)}).", [nbr(lambda x: f"({x}).")])]
        if xw:
            claims.append(Claim(f"In short, {l2 if up else l1} is {xw} {l1 if up else l2}.",
                                [("false_bound", f"In short, {l2 if up else l1} is {xbad} {l1 if up else l2}.")]))
    else:
        pre = pre or "Hi all,"
        claims = [Claim(f"{cap(noun)} {way} {p}% {tag}:",
                        [base(lambda x: f"{cap(noun)} {way} {x}% {tag}:")]),
                  Claim(f"{S(v1)} → {S(v2)}", [nbr(lambda x: f"{x} → {S(v2)}")]),
                  Claim(f"({'+' if up else '−'}{S(abs(diff))}).",
                        [off(t, "off", f"({'+' if up else '−'}{W(abs(diff) * 0.5, D(diff))}).", abs(diff),
                             abs(diff) * 0.5, D(diff))])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def sl_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=True, d=0, unit="", label=None, tag="YoY"):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    f0 = lambda x: f"**{name}: {noun} {'up' if up else 'down'} {x}% {tag}**"
    claims = [Claim(f0(p), [off(t, "wrong_base", f0(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    tw = []
    if nb and S(t[nb][c1]) != S(v1):
        tw.append(off(t, "neighbour_row", f"({S(t[nb][c1])} in {l1} → {S(v2)} in {l2}).", v1, t[nb][c1], D(v1),
                      real=True))
    if k % 2 == 0:
        claims.append(Claim(f"({S(v1)} in {l1} → {S(v2)} in {l2}).", tw))
    else:
        claims.append(Claim(f"{cap(l2)} closed at {S(v2)}, {'+' if up else '−'}{S(abs(diff))} on {l1}.",
                            [off(t, "off", f"{cap(l2)} closed at {S(v2)}, {'+' if up else '−'}"
                                 f"{W(abs(diff) * 1.6, D(diff))} on {l1}.", abs(diff), abs(diff) * 1.6, D(diff))]))
    book.case(t.db, t.rid, "change", claims)


def sl_pp(book, t, c1, c2, key, k, noun, l1, l2, label=None, pre=""):
    """One row's share of a column total in two periods: the move in points, then the relative change; twins:
    the relative change given as points, the points given as a relative change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, s1d = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = pct(abs(rel))
    way = "up" if up else "down"
    unit = "points" if k % 2 == 0 else "pp"
    f0 = lambda x: f"**{poss(cap(name))} share of {noun} {way} {x} {unit} in {l2} vs. {l1}**"
    claims = [Claim(f0(ppt), [off(t, "percent_as_points", f0(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]),
              Claim(f"({s1t}% → {s2t}%),",
                    [off(t, "complement", f"({s1t}% → {w(100 - s2, s2d)}%),", s2, 100 - s2, s2d, real=True)]),
              Claim(f"a relative {'gain' if up else 'drop'} of {rt}%.",
                    [off(t, "wrong_base", f"a relative {'gain' if up else 'drop'} of {w(100 * abs(pp) / s2, rd)}%.",
                         abs(rel), 100 * abs(pp) / s2, rd, real=True)])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def sl_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None, pre=""):
    """A total over a count for one row: "per customer", "per order", "a head"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, sfx)
    St = slm if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"**{cap(what)} per {unit}: {x}** ({name}: {St(tot)} across {c} {units})."
    elif form == 1:
        fmt = lambda x: f"{cap(name)} works out to {x} a head ({St(tot)} {what} over {c} {units})."
    elif form == 2:
        fmt = lambda x: f"**{cap(name)}: {x} per {unit}.** That is {St(tot)} {what} spread over {c} {units}."
    else:
        fmt = lambda x: f"On a per-{unit} basis, {name} comes to {x} ({St(tot)} ÷ {c})."
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def sl_blend(book, t, avg_col, n_col, k, noun, per, grp, cash=False, d=2, unit=""):
    """The weighted average of group averages, headline first; twin: the plain mean of the group figures."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shown(cash, d, unit)
    if cash:
        S, W, D = (lambda v: usd(v, 0)), (lambda v, _d: usd(v, 0)), (lambda v: 2)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"**Blended {noun}: {x} per {per}**"
        after = [Claim(f"across all {int(sum(ns)):,} {plural(per)}, weighting each {grp} by its {per} count.")]
    elif form == 1:
        fmt = lambda x: f"For the report: across the {say(len(avgs))} {grp}s, {noun} averages {x} per {per}"
        after = [Claim(f"({int(sum(ns)):,} {plural(per)} in all).")]
    else:
        fmt = lambda x: f"**Average {noun}: {x}** — every {per} counted once, not each {grp} equally."
        after = []
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain, D(wa))), wa, plain,
                                                                D(wa), real=True)])] + after)


def sl_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, pre=""):
    """One row's share of the column total: the headline in words, the figure behind it."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = share_words(s)
    fig = lambda x: f"({S(v)} of {S(tot)}, or {x}%)."
    tw = [off(t, "complement", fig(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fig(w(ws, sd)), 100 * s, ws, sd, real=True))
    if fw and k % 2 == 0:
        claims = [Claim(f"**{cap(name)} accounts for {fw} of {whole}**", [("false_bound", f"**{cap(name)} accounts for "
                                                                           f"{fbad} of {whole}**")]),
                  Claim(fig(st), tw)]
    else:
        claims = [Claim(f"**{cap(name)}: {st}% of {whole}**", [off(t, "complement", f"**{cap(name)}: "
                                                                f"{w(100 - 100 * s, sd)}% of {whole}**", 100 * s,
                                                                100 - 100 * s, sd, real=True)]),
                  Claim(f"— {S(v)} out of {S(tot)}.")]
        if other:
            ws = 100 * v / (v + t[other][col])
            claims[0].wrongs.append(off(t, "wrong_total", f"**{cap(name)}: {w(ws, sd)}% of {whole}**", 100 * s, ws, sd,
                                        real=True))
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def sl_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None):
    """The top m rows together and their share of the total: "the top five account for almost two-thirds"."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num(100 * s, 1)
    fw, fbad = share_words(s)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    if fw:
        head = Claim(f"**The top {say(m)} account for {fw} of {noun}**",
                     [("false_bound", f"**The top {say(m)} account for {fbad} of {noun}**")])
    else:
        head = Claim(f"**The top {say(m)} account for {st}% of {noun}**",
                     [off(t, "complement", f"**The top {say(m)} account for {w(100 - 100 * s, sd)}% of {noun}**",
                          100 * s, 100 - 100 * s, sd, real=True)])
    claims = [head,
              Claim(f"({names}: {S(sm)} of {S(tot)}" + ("" if fw else ")."),
                    [off(t, "off", f"({names}: {W(sm * 1.35, D(sm))} of {S(tot)}" + ("" if fw else ")."), sm,
                         sm * 1.35, D(sm))]),
              Claim(f"— {st}%)." if fw else "")]
    if fw:
        claims[2].wrongs.append(off(t, "complement", f"— {w(100 - 100 * s, sd)}%).", 100 * s, 100 - 100 * s, sd,
                                    real=True))
    book.case(t.db, t.rid, "per_unit", claims)


def sl_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """Ranks: "#1", "ranked third", "bottom quartile"; twins: the next row's value."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    form = k % 3
    if form == 0:
        claims = [Claim(f"**#1 on {noun}: {L(order[0])} at {S(v[0])}.**",
                        [off(t, "neighbour_row", f"**#1 on {noun}: {L(order[0])} at {S(v[1])}.**", v[0], v[1], D(v[0]),
                             real=True) if S(v[1]) != S(v[0]) else None]),
                  Claim(f"{L(order[1])} ranks second with {S(v[1])}.")]
    elif form == 1:
        claims = [Claim(f"**{L(order[2])} ranked third on {noun}**"),
                  Claim(f"with {S(v[2])},", [off(t, "neighbour_row", f"with {S(v[3])},", v[2], v[3], D(v[2]), real=True)
                                            if S(v[3]) != S(v[2]) else None]),
                  Claim(f"behind {L(order[0])} ({S(v[0])}) and {L(order[1])} ({S(v[1])}).")]
    else:
        i = -(-3 * len(order) // 4)
        while i < len(order) - 1 and v[i] == v[i - 1]:
            i += 1
        x = order[i]
        claims = [Claim(f"**{L(x)} sits in the bottom quartile on {noun}**"),
                  Claim(f"({S(v[i])}, ranked {ORD.get(i + 1, str(i + 1))} of {say(len(order))}),",
                        [off(t, "neighbour_row", f"({S(v[i - 1])}, ranked {ORD.get(i + 1, str(i + 1))} of "
                             f"{say(len(order))}),", v[i], v[i - 1], D(v[i]), real=True) if S(v[i - 1]) != S(v[i]) else None]),
                  Claim(f"against {S(v[0])} for {L(order[0])} at #1.")]
    book.case(t.db, t.rid, "plain", claims, derived=False)


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=True, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


# ---------------------------------------------------------------------------
# northwind: orders and sales per year and month, customers per country,
# discontinued products, categories' shares, employees' orders
# ---------------------------------------------------------------------------

NET = "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2)"


def northwind(book):
    yr = table("northwind", "Per order year: orders, customers who ordered, net sales and the average order value?",
               "SELECT extract(year FROM o.order_date)::int AS year, count(DISTINCT o.order_id) AS orders, "
               "count(DISTINCT o.customer_id) AS customers, " + NET + " AS net_sales, "
               "round((sum(od.unit_price * od.quantity * (1 - od.discount)) / count(DISTINCT o.order_id))::numeric, 2) "
               "AS avg_order FROM orders o JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 1")
    sl_chg(book, yr, "net_sales", "1996", "1997", 0, "net sales", cash=True, tag="YoY")
    sl_chg(book, yr, "net_sales", "1997", "1998", 1, "net sales", cash=True, tag="vs. prior year")
    sl_chg(book, yr, "orders", "1996", "1997", 2, "orders", l1="1996", l2="1997")
    sl_chg(book, yr, "customers", "1996", "1997", 3, "Active customers", tag="YoY")
    sl_rate(book, yr, "net_sales", "customers", "1997", 0, "customer", "net sales", cash=True, label="1997")
    sl_rate(book, yr, "net_sales", "orders", "1998", 2, "order", "net sales", cash=True, label="1998")
    sl_rate(book, yr, "orders", "customers", "1997", 1, "customer", "orders", d=1, label="1997's order book")
    sl_blend(book, yr, "avg_order", "orders", 0, "order value", "order", "year", cash=True)
    sl_blend(book, yr, "avg_order", "orders", 1, "order value", "order", "year", cash=True)
    tot = sum(yr.col("net_sales"))
    book.case(yr.db, yr.rid, "plain", [
        Claim(f"**{slm(tot)} in net sales over three years**",
              [off(yr, "off", f"**{slm(tot * 1.4)} in net sales over three years**", tot, tot * 1.4, 2)]),
        Claim(f"from {int(sum(yr.col('orders'))):,} orders;",
              [off(yr, "off", f"from {int(sum(yr.col('orders')) * 1.3):,} orders;", sum(yr.col("orders")),
                   int(sum(yr.col("orders")) * 1.3), 0)]),
        Claim(f"1997 alone brought in {slm(yr['1997']['net_sales'])}.",
              [off(yr, "neighbour_row", f"1997 alone brought in {slm(yr['1998']['net_sales'])}.",
                   yr["1997"]["net_sales"], yr["1998"]["net_sales"], 2, real=True)]),
    ], derived=False)

    mo = table("northwind", "Per month of 1997: orders and net sales?",
               "SELECT to_char(o.order_date, 'Mon') AS month, count(DISTINCT o.order_id) AS orders, " + NET +
               " AS net_sales FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE extract(year FROM o.order_date) = 1997 GROUP BY 1, extract(month FROM o.order_date) "
               "ORDER BY extract(month FROM o.order_date)")
    ML = {"Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "May": "May", "Jun": "June",
          "Jul": "July", "Aug": "August", "Sep": "September", "Oct": "October", "Nov": "November", "Dec": "December"}
    sl_chg(book, mo, "net_sales", "Nov", "Dec", 0, "net sales", cash=True, l1="November", l2="December",
           tag="month on month")
    sl_chg(book, mo, "net_sales", "Jan", "Feb", 1, "net sales", cash=True, l1="January", l2="February",
           tag="vs. January")
    sl_chg(book, mo, "orders", "Nov", "Dec", 3, "Orders", l1="November", l2="December", tag="in December")
    sl_rank(book, mo, "net_sales", 0, "1997 monthly sales", cash=True, label=lambda x: ML[x])
    sl_rank(book, mo, "net_sales", 2, "1997 monthly sales", cash=True, label=lambda x: ML[x])
    sl_rate(book, mo, "net_sales", "orders", "Dec", 3, "order", "net sales", cash=True, label="December")
    sl_cmp(book, mo, "net_sales", "Dec", "Jun", 1, "net sales", cash=True, label=lambda x: ML[x])
    sl_top(book, mo, "net_sales", 3, 0, "1997 sales", cash=True, label=lambda x: ML[x])
    q = {f"Q{i + 1}": sum(mo[m]["net_sales"] for m in list(ML)[3 * i:3 * i + 3]) for i in range(4)}
    ch = 100 * (q["Q4"] - q["Q3"]) / q["Q3"]
    ct, cd = pct(ch)
    book.case(mo.db, mo.rid, "change", [
        Claim(f"**Q4 1997 net sales up {ct}% QoQ**",
              [off(mo, "wrong_base", f"**Q4 1997 net sales up {w(100 * (q['Q4'] - q['Q3']) / q['Q4'], cd)}% QoQ**",
                   ch, 100 * (q["Q4"] - q["Q3"]) / q["Q4"], cd, real=True)]),
        Claim(f"({slm(q['Q3'])} in Q3 → {slm(q['Q4'])} in Q4),",
              [off(mo, "off", f"({slm(q['Q3'])} in Q3 → {slm(q['Q4'] * 1.35)} in Q4),", q["Q4"], q["Q4"] * 1.35, 2,
                   extra=list(q.values()))]),
        Claim("carried by a strong December."),
    ])

    cc = table("northwind", "Per customer country: customers, orders and net sales?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(DISTINCT o.order_id) AS orders, "
               + NET + " AS net_sales FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
               "JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 4 DESC")
    sl_cmp(book, cc, "net_sales", "USA", "France", 1, "net sales", cash=True, label=lambda x: x)
    sl_cmp(book, cc, "customers", "Germany", "UK", 0, "customers")
    sl_cmp(book, cc, "net_sales", "Austria", "Brazil", 2, "net sales", cash=True)
    sl_rate(book, cc, "net_sales", "customers", "Austria", 0, "customer", "net sales", cash=True)
    sl_rate(book, cc, "net_sales", "customers", "Brazil", 1, "customer", "net sales", cash=True, label="Brazil")
    sl_cmp(book, cc, "customers", "USA", "Brazil", 3, "customers")
    sl_chg(book, cc, "net_sales", "UK", "USA", 2, "net sales", cash=True, l1="the UK", l2="the USA")
    sl_rate(book, cc, "net_sales", "orders", "Germany", 3, "order", "net sales", cash=True)
    sl_top(book, cc, "net_sales", 5, 1, "net sales", cash=True)
    sl_top(book, cc, "customers", 3, 0, "customers")
    sl_share(book, cc, "net_sales", "USA", 0, "net sales", other="Germany", cash=True, label="the USA")
    sl_share(book, cc, "customers", "France", 1, "customers", other="Germany")
    sl_rank(book, cc, "net_sales", 1, "net sales", cash=True)
    sl_rank(book, cc, "net_sales", 2, "net sales", cash=True)
    book.case(cc.db, cc.rid, "plain", [
        Claim(f"**Customers in {say(len(cc))} countries placed orders.**"),
        Claim(f"The USA leads with {say(int(cc['USA']['customers']))} customers,"),
        Claim(f"Germany follows with {say(int(cc['Germany']['customers']))}, France with "
              f"{say(int(cc['France']['customers']))}.",
              [words_twin("number_words_wrong_row", f"Germany follows with {say(int(cc['Germany']['customers']))}, "
                          f"France with {say(int(cc['UK']['customers']))}.", cc["France"]["customers"],
                          cc["UK"]["customers"])]),
    ], derived=False)

    ov = table("northwind", "Per customer country: orders and the average order value?",
               "SELECT c.country, count(DISTINCT o.order_id) AS orders, round((sum(od.unit_price * od.quantity * "
               "(1 - od.discount)) / count(DISTINCT o.order_id))::numeric, 2) AS avg_order FROM customers c "
               "JOIN orders o ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    sl_blend(book, ov, "avg_order", "orders", 2, "order value", "order", "country", cash=True)
    sl_blend(book, ov, "avg_order", "orders", 0, "order value", "order", "country", cash=True)
    sl_rank(book, ov, "avg_order", 1, "average order value", cash=True)
    dc = table("northwind", "Per category: products, discontinued products and units in stock?",
               "SELECT c.category_name AS category, count(*) AS products, "
               "count(*) FILTER (WHERE p.discontinued = 1) AS discontinued, sum(p.units_in_stock) AS in_stock "
               "FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 2 DESC, 1")
    sl_share(book, dc, "discontinued", "Meat/Poultry", 0, "discontinued products", other="Beverages")
    sl_rate(book, dc, "in_stock", "products", "Seafood", 2, "product", "units in stock", d=1)
    sl_rate(book, dc, "in_stock", "products", "Produce", 1, "product", "units in stock", d=1, label="produce")
    sl_cmp(book, dc, "in_stock", "Seafood", "Produce", 0, "units in stock")
    mp = dc["Meat/Poultry"]
    book.case(dc.db, dc.rid, "plain", [
        Claim(f"**{say(int(sum(dc.col('discontinued')))).capitalize()} products discontinued across "
              f"{say(len(dc))} categories.**"),
        Claim(f"Meat/Poultry is hit hardest: {say(int(mp['discontinued']))} of its {say(int(mp['products']))} "
              f"products, roughly 2 in 3."),
        Claim(f"The {int(sum(dc.col('products')))} products hold {int(sum(dc.col('in_stock'))):,} units in stock.",
              [off(dc, "off", f"The {int(sum(dc.col('products')))} products hold "
                   f"{int(sum(dc.col('in_stock')) * 1.45):,} units in stock.", sum(dc.col("in_stock")),
                   int(sum(dc.col("in_stock")) * 1.45), 0)]),
    ], derived=False)

    cs = table("northwind", "Per category: net sales in 1997 and in 1998?",
               "SELECT c.category_name AS category, round(sum(od.unit_price * od.quantity * (1 - od.discount)) "
               "FILTER (WHERE extract(year FROM o.order_date) = 1997)::numeric, 2) AS sales_1997, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount)) FILTER (WHERE extract(year FROM "
               "o.order_date) = 1998)::numeric, 2) AS sales_1998 FROM order_details od JOIN orders o ON "
               "o.order_id = od.order_id JOIN products p ON p.product_id = od.product_id JOIN categories c ON "
               "c.category_id = p.category_id GROUP BY 1 ORDER BY 2 DESC")
    sl_pp(book, cs, "sales_1997", "sales_1998", "Beverages", 0, "net sales", "1997", "1998")
    sl_pp(book, cs, "sales_1997", "sales_1998", "Meat/Poultry", 1, "net sales", "1997", "1998")
    sl_pp(book, cs, "sales_1997", "sales_1998", "Confections", 0, "net sales", "1997", "1998")
    sl_top(book, cs, "sales_1997", 3, 0, "1997 net sales", cash=True)
    sl_cmp(book, cs, "sales_1997", "Beverages", "Produce", 3, "1997 net sales", cash=True)

    em = table("northwind", "Per employee: orders taken in 1996, 1997 and 1998?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1996) AS orders_1996, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS orders_1997, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998 "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 3 DESC")
    ln = lambda x: x.split()[-1]
    sl_rank(book, em, "orders_1997", 0, "orders taken in 1997", label=ln)
    sl_rank(book, em, "orders_1997", 2, "orders taken in 1997", label=ln)
    sl_yoy(book, em, "Margaret Peacock", "orders_1996", "orders_1997", 0, "orders", "1996", "1997", cash=False,
           label="Peacock", tag="vs. prior year")
    sl_yoy(book, em, "Janet Leverling", "orders_1996", "orders_1997", 1, "orders", "1996", "1997", cash=False,
           label="Leverling")
    per = sum(em.col("orders_1997")) / len(em)
    pt, pd = num(per, 1)
    book.case(em.db, em.rid, "per_unit", [
        Claim(f"**{int(sum(em.col('orders_1997')))} orders in 1997 across a sales team of {say(len(em))}**",
              [off(em, "off", f"**{int(sum(em.col('orders_1997')) * 1.3)} orders in 1997 across a sales team of "
                   f"{say(len(em))}**", sum(em.col("orders_1997")), int(sum(em.col("orders_1997")) * 1.3), 0)]),
        Claim(f"— {pt} orders a head.",
              [off(em, "off", f"— {w(per * 1.5, pd)} orders a head.", per, per * 1.5, pd)]),
    ])
    empty(book, "northwind", "Which orders were placed in 1999?",
          "SELECT order_id FROM orders WHERE extract(year FROM order_date) = 1999",
          "**No 1999 orders.** The data ends in 1998, so the count for 1999 is zero.",
          "**1999: 41 orders,** down sharply vs. prior year.")
    empty(book, "northwind", "Which products are priced above $300?",
          "SELECT product_id FROM products WHERE unit_price > 300",
          "For the report: zero products are priced above $300; the top list price is $263.50.",
          "For the report: 3 products are priced above $300, all Beverages.")
    big = table("northwind", "The five largest orders by net value, with their ids?",
                "SELECT o.order_id, o.customer_id, " + NET + " AS net_value FROM orders o JOIN order_details od "
                "ON od.order_id = o.order_id GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5")
    top = big.order[0]
    ident(book, big, f"**Largest single order: #{top}** ({big[top]['customer_id']}, {slm(big[top]['net_value'])}).",
          f"#{top}", f"#{int(top) + 27}")


# ---------------------------------------------------------------------------
# chinook: quarters of 2024 and 2025, media types, composers
# ---------------------------------------------------------------------------


def chinook(book):
    qt = table("chinook", "Per quarter of 2024 and 2025: invoices, customers billed and revenue?",
               "SELECT 'Q' || extract(quarter FROM invoice_date)::int || ' ' || extract(year FROM invoice_date)::int "
               "AS quarter, count(*) AS invoices, count(DISTINCT customer_id) AS customers, sum(total) AS revenue "
               "FROM invoice WHERE invoice_date >= '2024-01-01' AND invoice_date < '2026-01-01' "
               "GROUP BY 1, extract(year FROM invoice_date), extract(quarter FROM invoice_date) "
               "ORDER BY extract(year FROM invoice_date), extract(quarter FROM invoice_date)")
    sl_chg(book, qt, "revenue", "Q3 2025", "Q4 2025", 0, "revenue", cash=True, tag="QoQ")
    sl_chg(book, qt, "revenue", "Q4 2024", "Q4 2025", 1, "revenue", cash=True,
           tag="compared to the same period last year")
    sl_chg(book, qt, "revenue", "Q1 2024", "Q1 2025", 3, "Q1 revenue", cash=True, tag="YoY")
    sl_chg(book, qt, "revenue", "Q2 2025", "Q3 2025", 2, "revenue", cash=True, tag="QoQ")
    sl_rate(book, qt, "revenue", "invoices", "Q4 2025", 0, "invoice", "revenue", cash=True)
    sl_rate(book, qt, "revenue", "customers", "Q3 2024", 3, "customer", "revenue", cash=True)
    y24 = sum(qt[f"Q{i} 2024"]["revenue"] for i in range(1, 5))
    y25 = sum(qt[f"Q{i} 2025"]["revenue"] for i in range(1, 5))
    ch = 100 * (y25 - y24) / y24
    ct, cd = num(abs(ch), 1)
    book.case(qt.db, qt.rid, "change", [
        Claim(f"**2025 revenue {'up' if ch > 0 else 'down'} {ct}% YoY**",
              [off(qt, "wrong_base", f"**2025 revenue {'up' if ch > 0 else 'down'} {w(abs(100 * (y25 - y24) / y25), cd)}% "
                   f"YoY**", abs(ch), abs(100 * (y25 - y24) / y25), cd, real=True)]),
        Claim(f"({usd(y24)} in 2024 vs. {usd(y25)} in 2025).",
              [off(qt, "off", f"({usd(y24)} in 2024 vs. {usd(y25 * 1.3)} in 2025).", y25, y25 * 1.3, 2,
                   extra=[y24, y25])]),
    ])
    sl_rank(book, qt, "revenue", 0, "quarterly revenue", cash=True)

    mt = table("chinook", "Per media type: tracks, average length in ms and total size in bytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "sum(t.bytes) AS total_bytes FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    sl_blend(book, mt, "avg_ms", "tracks", 1, "track length", "track", "media type", d=0, unit=" ms")
    sl_share(book, mt, "tracks", "MPEG audio file", 0, "the catalogue", other="Protected AAC audio file",
             label="MPEG audio")
    sl_cmp(book, mt, "tracks", "Protected AAC audio file", "Protected MPEG-4 video file", 0, "tracks",
           label=lambda x: x.replace(" file", ""))
    sl_cmp(book, mt, "avg_ms", "Protected MPEG-4 video file", "MPEG audio file", 3, "average length (ms)",
           label=lambda x: x.replace(" file", ""))
    conv(book, mt, "Protected MPEG-4 video file", "avg_ms", 0,
         lambda v, c: f"**Video runs long: {v} ms on average, {c} minutes.**", 0, 1 / 60000, 1,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 30000, 1 / 3600, 1 / 600, 1 / 36000))
    conv(book, mt, "MPEG audio file", "avg_ms", 1,
         lambda v, c: f"The typical MPEG audio track lasts {v} ms, or {c} minutes.", 0, 1 / 60000, 2,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 30000, 1 / 3600, 1 / 600, 1 / 36000),
         pre="For the written report:")
    conv(book, mt, "Protected AAC audio file", "avg_ms", 2,
         lambda v, c: f"**Protected AAC tracks: {v} ms each on average** ({c} min).", 0, 1 / 60000, 1,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000, 1 / 30000, 1 / 3600, 1 / 600, 1 / 36000))
    conv(book, mt, "MPEG audio file", "total_bytes", 3,
         lambda v, c: f"**MPEG audio: {v} bytes in total**, {c} GB on disk.", 0, 1e-9, 1,
         (1e-6, 1e-12, 1 / 1024, 1e-8, 1e-10, 2e-9, 5e-10))
    sl_rate(book, mt, "total_bytes", "tracks", "Protected AAC audio file", 3, "track", "bytes", d=0, sfx=" bytes",
            label="protected AAC audio")

    cp = table("chinook", "The twelve composers with most tracks: tracks and total length in ms?",
               "SELECT composer, count(*) AS tracks, sum(milliseconds) AS total_ms FROM track "
               "WHERE composer IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12")
    sl_rank(book, cp, "tracks", 0, "tracks credited")
    sl_rank(book, cp, "tracks", 1, "tracks credited")
    sl_top(book, cp, "tracks", 3, 0, "the top twelve's tracks")
    sl_cmp(book, cp, "tracks", cp.order[0], cp.order[4], 1, "tracks credited")
    conv(book, cp, cp.order[0], "total_ms", 2,
         lambda v, c: f"**{cp.order[0]}: {v} ms of music, {c} hours.**", 0, 1 / 3.6e6, 1,
         (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 1e6, 1 / 6e5))
    conv(book, cp, "U2", "total_ms", 0, lambda v, c: f"U2, ranked second, adds {v} ms — {c} hours of audio.", 0,
         1 / 3.6e6, 1, (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 1e6, 1 / 6e5))
    sl_cmp(book, qt, "revenue", "Q3 2024", "Q1 2025", 2, "quarterly revenue", cash=True)
    empty(book, "chinook", "Which invoices were issued in 2027?",
          "SELECT invoice_id FROM invoice WHERE invoice_date >= '2027-01-01'",
          "**2027 revenue: nil so far** — zero invoices dated 2027 or later.",
          "**2027 revenue: $48.51** across 9 invoices.")
    bi = table("chinook", "The largest invoices, with their ids and countries?",
               "SELECT invoice_id, billing_country, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 5")
    ident(book, bi, f"**Largest invoice: #{bi.order[0]}** ({bi[bi.order[0]]['billing_country']}, "
          f"{usd(bi[bi.order[0]]['total'])}).", f"#{bi.order[0]}", f"#{int(bi.order[0]) + 110}")


# ---------------------------------------------------------------------------
# geography: lakes, mountains, highest points; atis: flights per airport
# ---------------------------------------------------------------------------


def geography(book):
    lk = table("defog_geography", "Every lake: area in square km and country?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY area DESC")
    sl_cmp(book, lk, "area", "Lake Qinghai", "Lake Superior", 0, "area", unit=" km²")
    sl_cmp(book, lk, "area", "Lake Baikal", "Lake Ontario", 1, "area", unit=" km²")
    sl_top(book, lk, "area", 3, 0, "total lake area", unit=" km²")
    conv(book, lk, "Lake Qinghai", "area", 0, lambda v, c: f"**Lake Qinghai is #1 at {v} km²** ({c} sq mi).", 0,
         SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2, 0.1))
    conv(book, lk, "Lake Superior", "area", 1, lambda v, c: f"Lake Superior ranks second: {v} km², {c} sq mi.", 0,
         SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2, 0.1))
    conv(book, lk, "Lake Baikal", "area", 2, lambda v, c: f"Lake Baikal, ranked third: {v} km² ({c} sq mi).", 0,
         SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2, 0.1), hedge=False)
    sl_rank(book, lk, "area", 2, "area", unit=" km²")
    sl_share(book, lk, "area", "Lake Superior", 1, "the area of the ten lakes", other="Lake Qinghai")
    bc = {}
    for r in lk.rows:
        bc[r["country"]] = bc.get(r["country"], 0) + r["area"]
    tz = bc["Tanzania"] / sum(bc.values())
    fw, fbad = share_words(tz)
    if fw:
        book.case(lk.db, lk.rid, "per_unit", [
            Claim(f"**Tanzania holds {fw} of the listed lake area**",
                  [("false_bound", f"**Tanzania holds {fbad} of the listed lake area**")]),
            Claim(f"({n(bc['Tanzania'])} of {n(sum(bc.values()))} km²).",
                  [off(lk, "off", f"({w(bc['Tanzania'] * 1.45, 0)} of {n(sum(bc.values()))} km²).", bc["Tanzania"],
                       bc["Tanzania"] * 1.45, 0)]),
        ])

    mt = table("defog_geography", "Every mountain: altitude in metres and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude, country_name AS country "
               "FROM mountain ORDER BY 2 DESC")
    sl_cmp(book, mt, "altitude", "Mount Everest", "K2", 1, "altitude", unit=" m")
    sl_cmp(book, mt, "altitude", "Nanga Parbat", "Manaslu", 2, "altitude", unit=" m")
    conv(book, mt, "Mount Everest", "altitude", 0, lambda v, c: f"**#1: Mount Everest, {v} m** ({c} ft).", 0, FT_PER_M, 0,
         (1 / FT_PER_M, 3.0, 3.6, 1.609344, 2.2))
    conv(book, mt, "Cho Oyu", "altitude", 1, lambda v, c: f"Cho Oyu, ranked third, stands {v} m — {c} ft.", 0,
         FT_PER_M, 0, (1 / FT_PER_M, 3.6, 2.2, 1.609344))
    conv(book, mt, "K2", "altitude", 2, lambda v, c: f"**K2: {v} m, or {c} ft.**", 0, FT_PER_M, 0,
         (1 / FT_PER_M, 3.6, 2.2, 1.609344, 3.0), hedge=False)
    sl_top(book, mt, "altitude", 3, 1, "combined altitude", unit=" m")
    npl = sum(1 for r in mt.rows if r["country"] == "Nepal")
    book.case(mt.db, mt.rid, "plain", [
        Claim(f"**Nepal has {say(npl)} of the {say(len(mt))} mountains listed,**",
              [words_twin("number_words_wrong_row", f"**Nepal has {say(len(mt) - npl)} of the {say(len(mt))} "
                          f"mountains listed,**", npl, len(mt) - npl)]),
        Claim(f"topped by Everest at {n(mt['Mount Everest']['altitude'])} m.",
              [off(mt, "neighbour_row", f"topped by Everest at {n(mt['Nanga Parbat']['altitude'])} m.",
                   mt["Mount Everest"]["altitude"], mt["Nanga Parbat"]["altitude"], 0, real=True)]),
    ], derived=False)

    hp = table("defog_geography", "Per state with a recorded highest elevation: the highest point and its height?",
               "SELECT state_name AS state, highest_point, highest_elevation::int AS elevation_m FROM highlow "
               "WHERE highest_elevation <> '' ORDER BY 3 DESC")
    sl_cmp(book, hp, "elevation_m", "California", "Texas", 2, "highest elevation", unit=" m")
    conv(book, hp, "California", "elevation_m", 0, lambda v, c: f"**Mount Whitney tops the list at {v} m** ({c} ft).",
         0, FT_PER_M, 0, (1 / FT_PER_M, 3.6, 2.2, 1.609344, 3.0))
    conv(book, hp, "Tokyo", "elevation_m", 1, lambda v, c: f"Mount Fuji ranks second: {v} m, or {c} ft.", 0,
         FT_PER_M, 0, (1 / FT_PER_M, 3.6, 2.2, 1.609344), hedge=False)
    conv(book, hp, "England", "elevation_m", 2, lambda v, c: f"England's Scafell Pike, bottom of the list at {v} m, "
         f"is {c} ft.", 0, FT_PER_M, 0, (1 / FT_PER_M, 3.6, 2.2, 1.609344, 3.0))
    conv(book, hp, "Texas", "elevation_m", 3, lambda v, c: f"**Guadalupe Peak (Texas): {v} m** — {c} ft.", 0,
         FT_PER_M, 0, (1 / FT_PER_M, 3.6, 2.2, 1.609344, 3.0))
    empty(book, "defog_geography", "Which mountains are in the United States?",
          "SELECT mountain_name FROM mountain WHERE country_name = 'United States'",
          "**US mountains in the table: none.** The count is zero; all ten are in Asia.",
          "**US mountains in the table: 3,** led by Denali.")


def atis(book):
    fa = table("defog_atis", "Per departure airport: flights and total time elapsed?",
               "SELECT from_airport AS airport, count(*) AS flights, sum(time_elapsed) AS total_elapsed "
               "FROM flight GROUP BY 1 ORDER BY 2 DESC")
    sl_share(book, fa, "flights", "ORD", 0, "departures", other="JFK", label="O'Hare (ORD)")
    sl_cmp(book, fa, "total_elapsed", "ORD", "LAX", 3, "total time elapsed")
    sl_rate(book, fa, "total_elapsed", "flights", "JFK", 0, "flight", "time elapsed", d=1)
    ident(book, table("defog_atis", "The flights from ORD, their numbers and airlines?",
                      "SELECT flight_id, airline_code, flight_number, to_airport FROM flight WHERE from_airport = 'ORD' "
                      "ORDER BY flight_id"),
          "**Five departures from O'Hare**, starting with flight_id 1.", "flight_id 1", "flight_id 9")


# ---------------------------------------------------------------------------
# Spider: concert_singer, pets_1, battle_death; BIRD's superhero
# ---------------------------------------------------------------------------


def spider(book):
    sg = table("spider_concert_singer", "Every singer: country, age, song and its release year?",
               "SELECT name AS singer, country, age, song_name, song_release_year::int AS release_year FROM singer "
               "ORDER BY age DESC")
    sl_cmp(book, sg, "age", "Joe Sharp", "Tribal King", 1, "age", unit=" years")
    sl_rank(book, sg, "age", 1, "age", unit=" years")
    sc = table("spider_concert_singer", "Per singer: concerts played?",
               "SELECT s.name AS singer, count(sc.concert_id) AS concerts FROM singer s JOIN singer_in_concert sc "
               "ON sc.singer_id::text = s.singer_id::text GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(sc.db, sc.rid, "plain", [
        Claim(f"**#1 on stage: {sc.order[0]}, with {say(int(sc[sc.order[0]]['concerts']))} concerts.**"),
        Claim(f"{say(len(sc)).capitalize()} singers account for {int(sum(sc.col('concerts')))} appearances in all.",
              [off(sc, "off", f"{say(len(sc)).capitalize()} singers account for {int(sum(sc.col('concerts')) * 2)} "
                   f"appearances in all.", sum(sc.col("concerts")), int(sum(sc.col("concerts")) * 2), 0)]),
    ], derived=False)
    ages = sg.col("age")
    fr = [r for r in sg.rows if r["country"] == "France"]
    fa = sum(r["age"] for r in fr) / len(fr)
    fw, fbad = share_words(len(fr) / len(sg))
    book.case(sg.db, sg.rid, "per_unit", [
        Claim(f"**France supplies {fw} of the line-up**" if fw else f"**France supplies {say(len(fr))} singers**",
              [("false_bound", f"**France supplies {fbad} of the line-up**")] if fw else []),
        Claim(f"({say(len(fr))} of {say(len(sg))} singers),"),
        Claim(f"averaging {n(fa, 1)} years of age against {n(sum(ages) / len(ages), 1)} for the whole roster.",
              [off(sg, "plain_as_weighted", f"averaging {n(sum(ages) / len(ages), 1)} years of age against "
                   f"{n(sum(ages) / len(ages), 1)} for the whole roster.", fa, sum(ages) / len(ages), 1, real=True)]),
    ])
    empty(book, "spider_concert_singer", "Which songs were released before 1990?",
          "SELECT song_name FROM singer WHERE song_release_year::int < 1990",
          "**Pre-1990 songs: zero.** The oldest release is from 1992.",
          "**Pre-1990 songs: 2,** both by French singers.")

    pt = table("spider_pets_1", "Per pet type: pets, total and average weight in kg, average age?",
               "SELECT pettype, count(*) AS pets, sum(weight)::numeric(6,1) AS total_kg, "
               "round(avg(weight)::numeric, 2) AS avg_kg, round(avg(pet_age), 1) AS avg_age FROM pets "
               "GROUP BY 1 ORDER BY 1")
    conv(book, pt, "dog", "avg_kg", 0, lambda v, c: f"**Dogs average {v} kg a head** ({c} lbs).", 2, LB_PER_KG, 1,
         (1 / LB_PER_KG, 2.0, 1.5, 3.0))
    conv(book, pt, "cat", "avg_kg", 1, lambda v, c: f"The lone cat weighs {v} kg, {c} lbs.", 1, LB_PER_KG, 1,
         (1 / LB_PER_KG, 1.5, 3.2, 0.6))
    conv(book, pt, "dog", "total_kg", 2, lambda v, c: f"Together the dogs weigh {v} kg, {c} lbs.", 1, LB_PER_KG, 1,
         (1 / LB_PER_KG, 2.0, 1.5, 3.0), hedge=False)
    sl_cmp(book, pt, "avg_kg", "cat", "dog", 2, "average weight", d=2, unit=" kg",
           label=lambda x: {"cat": "the cat", "dog": "the dog average"}[x])
    book.case(pt.db, pt.rid, "per_unit", [
        Claim(f"**Dogs: {int(pt['dog']['pets'])} of 3 pets, {n(pt['dog']['total_kg'], 1)} kg in all**",
              [off(pt, "off", f"**Dogs: {int(pt['dog']['pets'])} of 3 pets, {w(pt['dog']['total_kg'] * 1.5, 1)} kg "
                   f"in all**", pt["dog"]["total_kg"], pt["dog"]["total_kg"] * 1.5, 1)]),
        Claim(f"— {n(pt['dog']['avg_kg'], 2)} kg per dog.",
              [off(pt, "neighbour_row", f"— {n(pt['cat']['avg_kg'], 2)} kg per dog.", pt["dog"]["avg_kg"],
                   pt["cat"]["avg_kg"], 2, real=True)]),
    ])

    sf = table("spider_battle_death", "Per ship's fate: ships and their names?",
               "SELECT disposition_of_ship AS fate, count(*) AS ships, string_agg(name, ', ' ORDER BY name) AS names "
               "FROM ship GROUP BY 1 ORDER BY 2 DESC")
    fw, fbad = share_words(sf["Captured"]["ships"] / sum(sf.col("ships")))
    book.case(sf.db, sf.rid, "per_unit", [
        Claim(f"**Captured ships make up {fw} of the fleet lost**" if fw else "**Most ships lost were captured**",
              [("false_bound", f"**Captured ships make up {fbad} of the fleet lost**")] if fw else []),
        Claim(f"({say(int(sf['Captured']['ships']))} of {say(int(sum(sf.col('ships'))))});"),
        Claim("the rest were wrecked, scuttled or sank, one each."),
    ])
    st = table("spider_battle_death", "Per ship type: ships, and tonnage where recorded?",
               "SELECT ship_type, count(*) AS ships, sum(CASE WHEN tonnage ~ '^[0-9]+$' THEN tonnage::int END) "
               "AS tonnage FROM ship GROUP BY 1 ORDER BY 2 DESC")
    sl_cmp(book, st, "tonnage", "18-gun Brig", "8 gun Brig", 0, "recorded tonnage", unit=" t",
           label=lambda x: {"18-gun Brig": "HMS Avon (18-gun brig)", "8 gun Brig": "HMS Atalanta (8-gun brig)"}[x])
    empty(book, "spider_battle_death", "Which ships are recorded with a tonnage above 500?",
          "SELECT name FROM ship WHERE tonnage ~ '^[0-9]+$' AND tonnage::int > 500",
          "**Ships over 500 t: none.** The heaviest on record, HMS Avon, is 391 t.",
          "**Ships over 500 t: 2,** Lettice and Mary.")


def heroes(book):
    al = table("superhero", "Per alignment: heroes rated, average intelligence and average strength?",
               "SELECT al.alignment, count(DISTINCT ha.hero_id) AS heroes, "
               "round(avg(ha.attribute_value) FILTER (WHERE a.attribute_name = 'Intelligence'), 2) AS intelligence, "
               "round(avg(ha.attribute_value) FILTER (WHERE a.attribute_name = 'Strength'), 2) AS strength "
               "FROM hero_attribute ha JOIN superhero s ON s.id = ha.hero_id JOIN alignment al ON al.id = "
               "s.alignment_id JOIN attribute a ON a.id = ha.attribute_id GROUP BY 1 ORDER BY 2 DESC")
    sl_cmp(book, al, "strength", "Neutral", "Good", 0, "average strength", d=2)
    sl_cmp(book, al, "heroes", "Good", "Bad", 1, "heroes rated")
    sl_cmp(book, al, "intelligence", "Neutral", "Good", 2, "average intelligence", d=2)
    sl_blend(book, al, "strength", "heroes", 2, "strength", "hero", "alignment", d=2)
    sl_blend(book, al, "intelligence", "heroes", 0, "intelligence", "hero", "alignment", d=2)
    sl_share(book, al, "heroes", "Good", 0, "rated heroes", other="Bad", label="the Good alignment")
    sl_share(book, al, "heroes", "Bad", 1, "rated heroes", other="Neutral", label="villains (Bad)")
    empty(book, "superhero", "Which hero attributes are rated below 5?",
          "SELECT hero_id, attribute_id FROM hero_attribute WHERE attribute_value < 5",
          "**Ratings below 5: zero.** The floor of the scale in the data is 5.",
          "**Ratings below 5: 17,** most of them villains.")


def main():
    sections = (northwind, chinook, geography, atis, spider, heroes)
    return run_set(Book16(), sections, "seventeenth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
