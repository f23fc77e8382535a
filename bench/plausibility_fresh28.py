#!/usr/bin/env python3
"""
plausibility_fresh28.py — a twenty-ninth labelled set for check_answer,
written held out, development since its misses were read: answers the way
a language model writes a data-journalism
newsletter or blog post about a query's rows, over tables and columns across
the databases bench/plausibility.sh loads: northwind (freight per shipper
in 1997, stock value per category, orders per ship country in 1996 and
1997, net sales per employee), chinook (revenue and customers per billing
country, invoices and revenue per year, tracks and bytes per media type,
track length per genre, customers per support rep), BIRD's superhero
(heroes per publisher, height and weight per gender), Spider's car_1 (cars,
fuel economy and weight per maker country, per model year),
concert_singer (stadium capacity and crowds), battle_death (killed and
injured per battle), tvshow (viewers per episode, cartoons' directors),
pets_1 (students per sex), course_teach (teachers' ages),
cre_doc_template_mgt (paragraphs per document) and voter_1 (votes per
contestant), defog-dev's atis (aircraft seats, range, length and weight, seats per
manufacturer), geography (state population and area, river lengths) and
advising (enrolment per department), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
newsletter post the other sets lack: a short headline line, a lede
sentence, then a paragraph or two; fractions and ratios in words ("roughly
a third", "two-thirds", "one in five", "three out of every ten", "half
again as much"), "per" figures ("per head", "a head", "apiece", "per
capita"), rankings ("the third-largest", "second only to", "top 5"),
comparisons ("more than double", "a fifth lower", "3.7 times"), changes
("up 12 per cent" beside "up 12%"), rounded figures ("some 4,300",
"upwards of $2m", "just shy of 40"), money as newspapers print it
("$1.27m", "$232,891"), and narration figures (years, single digits, "the
1990s", "the 3rd chart") in the sign-off line every other post ends on.
Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's, fresh9's, fresh10's, fresh11's and
fresh16's):
  comparison  gaps, multiples in digits and words, percent more and less,
              fractions lower in words
  change      percent changes "per cent" and "%", absolute moves, within a
              row from one year's column to the next, "more than doubled"
  per_unit    totals over counts (per head, apiece, per capita), blended
              averages of group averages, one row's share in words and
              figures, the top rows' share
  conversion  miles as km, feet as metres, pounds as kg, cm as inches, kg
              as pounds, mpg as km per litre, bytes as GB, ms as minutes
  zero_ident  zero for an empty result, digits inside identifiers
  plain       ranks ("second only to", "the third-largest"), rounded cells
              and totals ("some", "upwards of", "just shy of"), counts in
              words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
blended one, a share of the wrong total or its complement, a percent change
over the wrong base), a false bound or fraction or multiple in words,
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by
more than the rounding shown. A twin is kept only when its figure is far
from the true value (fresh4's rules) and, unless it is a real value in the
wrong role, far from every cell, aggregate, pairwise difference, ratio and
share of the result too (fresh7's off()).

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, pick, say
from plausibility_fresh7 import KMPL_PER_MPG, dd_of, n, num, off, usd, w, words_twin
from plausibility_fresh9 import in_words
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh11 import frac_words, mult_words
from plausibility_fresh16 import ORD, poss

KM_PER_MI = 1.609344
M_PER_FT = 0.3048
KG_PER_LB = 0.45359237
IN_PER_CM = 1 / 2.54
LB_PER_KG = 2.20462262
SQMI_PER_SQKM = 0.386102159


# ---------------------------------------------------------------------------
# figures as a newsletter prints them
# ---------------------------------------------------------------------------


def jm(v):
    """Money as newspapers print it: "$1.27m", "$232,891", "$523.06"."""
    a = abs(v)
    if a >= 1e6:
        return f"${num(a / 1e6, 2)[0]}m"
    if a >= 1e4:
        return usd(a, 0)
    return usd(a, 2)


KICKERS = ["\n\nWe will be back with the full table in next week's issue.",
           "\n\nThe usual caveats apply: the data is a snapshot, and small groups swing easily.",
           "\n\nIt is the 3rd chart in our series on what the numbers do and do not say.",
           "\n\nOne to watch over the next 6 months.",
           "\n\nThe raw rows are in the spreadsheet linked at the bottom of this post.",
           "\n\nNone of this would have surprised an analyst in the 1990s."]


class Book28(Book10):
    """fresh10's Book10, with the sign-off line a newsletter post ends on after every other answer."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, pre="", post=""):
        if not post and self.cases % 2 == 1:
            post = KICKERS[(self.cases // 2) % len(KICKERS)]
        super().case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


def shown(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return jm, (lambda v, _d: jm(v)), (lambda v: 2)
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def sfx(k):
    """Per cent spelled out or as a sign, as the writer's mood takes it."""
    return " per cent" if k % 2 == 0 else "%"


def rough(v, k, cash=False):
    """A round figure within 1.2% of v with the hedge a journalist puts on it ("some 4,300", "upwards of
    $2.3m", "just shy of 40"): (hedge, shown, fig, step, decimals), or None."""
    a = abs(v)
    scale = 1e6 if cash and a >= 1e6 else 1.0
    x = a / scale
    for step, sd in ((1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1), (0.01, 2)):
        if step > x / 5:
            continue
        s = round(x / step) * step
        if s and abs(s - x) / x < 0.012:
            break
    else:
        return None
    g = (x - s) / x
    if abs(g) < 0.002:
        hedge = pick(["some", "about", "roughly"], k)
    elif g < 0:
        hedge = pick(["just shy of", "almost", "nearly"], k)
    else:
        hedge = pick(["upwards of", "just over", "a little more than"], k)

    def fig(y):
        if scale > 1:
            return f"${y / scale:,.{sd}f}m"
        return ("$" if cash else "") + f"{y:,.{sd}f}"

    return hedge, fig(s * scale), fig, step * scale, (sd if scale == 1 else 0)


def share_say(s, k):
    """A share in words ("one in five", "three out of every ten", "roughly a third") and a false one."""
    a = in_words(s)
    b = frac_words(s)
    opts = [x for x in ((a, b) if k % 2 == 0 else (b, a)) if x[0]]
    return opts[0] if opts else (None, None)


def mult_say(r):
    """A multiple in words ("more than double", "half again as much as", "three times") and a false one."""
    if 2.04 < r <= 2.45:
        return "more than double", "more than triple"
    if 3.04 < r <= 3.45:
        return "more than triple", "less than double"
    if 1.46 <= r <= 1.54:
        return "half again as much as", "three times"
    mw, bad = mult_words(r)
    if mw and mw not in ("one-and-a-half times",):
        return mw, bad
    return None, None


# ---------------------------------------------------------------------------
# shapes: a headline, a lede, a paragraph
# ---------------------------------------------------------------------------


def nj_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, head=None, plural=False):
    """Two named rows, the larger first, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    sf = sfx(k // 4)
    hi, hid = num(100 * diff / vb, 0)
    lo, lod = num(100 * diff / va, 0)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 4
    mw, mbad = mult_say(r)
    fw, fbad = frac_words(diff / va)
    if form == 1 and not mw:
        form = 3
    if form == 2 and not fw:
        form = 0
    if form == 0:
        pre = head or f"{cap(A)} pulls ahead of {B}"
        claims = [Claim(f"\n\nOn {noun}, {A} logged {S(va)} against {S(vb)} for {B},",
                        [nbr(lambda x: f"\n\nOn {noun}, {A} logged {S(va)} against {x} for {B},")]),
                  Claim(f"some {hi}{sf} more.",
                        [off(t, "wrong_base", f"some {w(100 * diff / va, hid)}{sf} more.", 100 * diff / vb,
                             100 * diff / va, hid, real=True)]),
                  Claim(f"That gap of {S(diff)} is the story of the table.",
                        [gap(lambda x: f"That gap of {x} is the story of the table.", 1.6)])]
    elif form == 1:
        pre = head or f"{cap(A)} leaves {B} trailing"
        claims = [Claim(f"\n\nOn {noun}, {poss(A)} {S(va)} is {mw} {poss(B)}",
                        [("false_bound", f"\n\nOn {noun}, {poss(A)} {S(va)} is {mbad} {poss(B)}")]),
                  Claim(f"{S(vb)}.", [nbr(lambda x: f"{x}.")]),
                  Claim(f"Put another way, {B} would need another {S(diff)} to draw level.",
                        [gap(lambda x: f"Put another way, {B} would need another {x} to draw level.", 0.55)])]
    elif form == 2:
        pre = head or f"The gap between {A} and {B}"
        cv = "come" if plural else "comes"
        claims = [Claim(f"\n\n{cap(B)} {cv} in {fw} below {A} on {noun}:",
                        [("false_bound", f"\n\n{cap(B)} {cv} in {fbad} below {A} on {noun}:")]),
                  Claim(f"{S(vb)} against {S(va)},", [nbr(lambda x: f"{x} against {S(va)},")]),
                  Claim(f"or {lo}{sf} less.",
                        [off(t, "wrong_base", f"or {w(100 * diff / vb, lod)}{sf} less.", 100 * diff / va,
                             100 * diff / vb, lod, real=True)])]
    else:
        pre = head or f"How {A} and {B} stack up"
        rt, rd = num(r, 1)
        claims = [Claim(f"\n\nOn {noun}, {poss(A)} {S(va)} is {rt} times {poss(B)} {S(vb)},",
                        [off(t, "off", f"\n\nOn {noun}, {poss(A)} {S(va)} is {w(r * 1.5 + 0.3, rd)} times "
                             f"{poss(B)} {S(vb)},", r, r * 1.5 + 0.3, rd, approx=True)]),
                  Claim(f"or {hi}{sf} more.",
                        [off(t, "wrong_base", f"or {w(100 * diff / va, hid)}{sf} more.", 100 * diff / vb,
                             100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def nj_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, head=None):
    """From one row (a period) to another, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = num(abs(100 * diff / v1), 0)
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    sf = sfx(k // 4)

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    form = k % 4
    mw, mbad = mult_say(v2 / v1) if up else (None, None)
    if form == 2 and mw not in ("more than double", "more than triple"):
        form = 0
    if form == 0:
        pre = head or f"{cap(noun)} {'on the rise' if up else 'on the slide'} in {l2}"
        f0 = lambda x: f"\n\n{cap(noun)} {'rose' if up else 'fell'} {x}{sf} in {l2},"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"from {S(v1)} in {l1} to {S(v2)}.", [nbr(lambda x: f"from {x} in {l1} to {S(v2)}.")])]
    elif form == 1:
        pre = head or f"A {'better' if up else 'leaner'} {l2}"
        claims = [Claim(f"\n\n{cap(noun)} reached {S(v2)} in {l2}, {'up' if up else 'down'} {S(abs(diff))} on {l1}",
                        [off(t, "off", f"\n\n{cap(noun)} reached {S(v2)} in {l2}, {'up' if up else 'down'} "
                             f"{W(abs(diff) * 1.7, D(diff))} on {l1}", abs(diff), abs(diff) * 1.7, D(diff))]),
                  Claim(f"— a {'rise' if up else 'drop'} of {p}{sf}.",
                        [base(lambda x: f"— a {'rise' if up else 'drop'} of {x}{sf}.")])]
    elif form == 2:
        verb = mw.replace("double", "doubled").replace("triple", "tripled")
        pre = head or f"{cap(noun)}: {l1} to {l2}"
        claims = [Claim(f"\n\n{cap(noun)} {verb} between {l1} and {l2},",
                        [("false_bound", f"\n\n{cap(noun)} {mbad.replace('double', 'doubled').replace('triple', 'tripled')}"
                          f" between {l1} and {l2},")]),
                  Claim(f"from {S(v1)} to {S(v2)},", [nbr(lambda x: f"from {x} to {S(v2)},")]),
                  Claim(f"a jump of {p}{sf}.", [base(lambda x: f"a jump of {x}{sf}.")])]
    else:
        pre = head or f"{l1} to {l2}: the numbers"
        claims = [Claim(f"\n\nFrom {l1} to {l2}, {noun} went {'up' if up else 'down'} {p}{sf}",
                        [base(lambda x: f"\n\nFrom {l1} to {l2}, {noun} went {'up' if up else 'down'} {x}{sf}")]),
                  Claim(f"({S(v1)} to {S(v2)}, a {'gain' if up else 'loss'} of {S(abs(diff))}).",
                        [off(t, "off", f"({S(v1)} to {S(v2)}, a {'gain' if up else 'loss'} of "
                             f"{W(abs(diff) * 0.5, D(diff))}).", abs(diff), abs(diff) * 0.5, D(diff))])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def nj_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, label=None, head=None):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, d)
    diff = v2 - v1
    up = diff > 0
    p, pd = num(abs(100 * diff / v1), 0)
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    sf = sfx(k // 2)
    pre = head or f"{cap(name)}: a {'bumper' if up else 'thin'} {l2}"
    f0 = lambda x: f"\n\n{cap(noun)} from {name} were {'up' if up else 'down'} {x}{sf} in {l2}"
    claims = [Claim(f0(p), [off(t, "wrong_base", f0(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    tw = []
    if nb and S(t[nb][c1]) != S(v1):
        tw.append(off(t, "neighbour_row", f"({S(t[nb][c1])} in {l1}, {S(v2)} in {l2}).", v1, t[nb][c1], D(v1),
                      real=True))
    if k % 2 == 0:
        claims.append(Claim(f"({S(v1)} in {l1}, {S(v2)} in {l2}).", tw))
    else:
        claims.append(Claim(f"— {S(v2)}, against {S(v1)} a year earlier, a swing of {S(abs(diff))}.",
                            [off(t, "off", f"— {S(v2)}, against {S(v1)} a year earlier, a swing of "
                                 f"{W(abs(diff) * 1.6, D(diff))}.", abs(diff), abs(diff) * 1.6, D(diff))]))
    book.case(t.db, t.rid, "change", claims, pre=pre)


def nj_rate(book, t, tot_col, cnt_col, key, k, what, units, per, cash=False, d=1, label=None, unit="", head=None,
            verb="has"):
    """A total over a count for one row: "per head", "apiece", "per capita", "a head", "per order"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, unit)
    St = (lambda v: jm(v) + (" " + what if what else "")) if cash else \
        (lambda v: n(v, 0 if float(v).is_integer() else 2) + unit + (" " + what if what else ""))
    name = label or key
    c = f"{int(cnt):,}" if cnt >= 10 else say(cnt)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        pre = head or f"{cap(name)}, {per}"
        fmt = lambda x: f"\n\n{cap(name)} {verb} {St(tot)} across {c} {units}, or {x} {per}."
    elif form == 1:
        pre = head or f"Doing the division on {name}"
        fmt = lambda x: f"\n\nSpread over {c} {units}, {poss(name)} {St(tot)} comes to {x} {per}."
    elif form == 2:
        pre = head or f"{cap(name)}, {per}"
        fmt = lambda x: f"\n\n{cap(name)} works out at {x} {per} ({St(tot)} over {c} {units})."
    else:
        pre = head or f"What {name} comes to {per}"
        fmt = lambda x: f"\n\nThat is {x} {per}: {St(tot)}, {c} {units}."
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def nj_blend(book, t, avg_col, n_col, k, noun, pers, grp, grps, cash=False, d=2, unit="", head=None):
    """The weighted average of group averages; twin: the plain mean of the group figures. noun follows the
    figure ("in list price", "of horsepower")."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shown(False, d, unit)
    if cash:
        S, W, D = (lambda v: usd(v, d)), (lambda v, dd: "$" + w(v, dd)), (lambda v: dd_of(v, d, True))
    if k % 2 == 0:
        pre = head or "The picture, all told"
        fmt = lambda x: f"\n\nTaken together, the {int(sum(ns)):,} {pers} average {x} {noun},"
        after = [Claim(f"with each of the {say(len(avgs))} {grps} weighted by its size.")]
    else:
        pre = head or "One number to sum it up"
        fmt = lambda x: f"\n\nWeight each {grp} by how many {pers} it has and the average comes to {x} {noun}"
        after = [Claim(f"across {int(sum(ns)):,} {pers}.")]
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain, D(wa))), wa,
                                                                plain, D(wa), real=True)])] + after, pre=pre)


def share_phrase(s, k, items):
    """A share in words and a false one: "one in five" and "three out of every ten" only with a plural noun after
    them (items), the fractions ("roughly a third") on their own."""
    a = in_words(s) if items else (None, None)
    if a[0] == "one in two":
        a = (None, None)
    if a[0]:
        a = (f"{a[0]} {items}", f"{a[1]} {items}")
    b = frac_words(s)
    opts = [x for x in ((a, b) if k % 2 == 0 else (b, a)) if x[0]]
    return opts[0] if opts else (None, None)


def nj_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, head=None, items=None,
             verb="accounts for"):
    """One row's share of the column total: in words first, the figures behind it."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    sf = sfx(k // 2)
    fw, fbad = share_phrase(s, k, items)
    pre = head or f"{cap(poss(name))} slice of {whole}"
    fig = lambda x: f"({S(v)} of {S(tot)}, or {x}{sf})."
    tw = [off(t, "complement", fig(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fig(w(ws, sd)), 100 * s, ws, sd, real=True))
    if fw:
        tail = "" if items and fw.endswith(items) else f" of {whole}"
        claims = [Claim(f"\n\n{cap(name)} {verb} {fw}{tail}",
                        [("false_bound", f"\n\n{cap(name)} {verb} {fbad}{tail}")]),
                  Claim(fig(st), tw)]
    else:
        f0 = lambda x: f"\n\n{cap(name)} {verb} {x}{sf} of {whole}"
        claims = [Claim(f0(st), [off(t, "complement", f0(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd,
                                     real=True)]),
                  Claim(f"— {S(v)} out of {S(tot)}.")]
        if other:
            ws = 100 * v / (v + t[other][col])
            claims[0].wrongs += [x for x in [off(t, "wrong_total", f0(w(ws, sd)), 100 * s, ws, sd, real=True)] if x]
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def nj_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, head=None):
    """The top m rows together and their share of the total."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num(100 * s, 1)
    sf = sfx(k)
    fw, fbad = share_phrase(s, k, None)
    top = f"top {m}" if k % 2 else f"top {say(m)}"
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    pre = head or "Concentration at the top"
    if fw:
        first = Claim(f"\n\nThe {top} account for {fw} of {noun}:",
                      [("false_bound", f"\n\nThe {top} account for {fbad} of {noun}:")])
    else:
        first = Claim(f"\n\nThe {top} account for {st}{sf} of {noun}:",
                      [off(t, "complement", f"\n\nThe {top} account for {w(100 - 100 * s, sd)}{sf} of {noun}:",
                           100 * s, 100 - 100 * s, sd, real=True)])
    end = "" if fw else "."
    claims = [first,
              Claim(f"{names} between them hold {S(sm)} of the {S(tot)}{end}",
                    [off(t, "off", f"{names} between them hold {W(sm * 1.35, D(sm))} of the {S(tot)}{end}", sm,
                         sm * 1.35, D(sm))]),
              Claim(f"({st}{sf})." if fw else "")]
    if fw:
        claims[2].wrongs += [x for x in [off(t, "complement", f"({w(100 - 100 * s, sd)}{sf}).", 100 * s,
                                             100 - 100 * s, sd, real=True)] if x]
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def nj_rank(book, t, col, k, noun, third=None, cash=False, d=0, unit="", label=None, head=None):
    """Ranks: "second only to", "the third-largest", "top 5"; twins: the next row's value. third: the phrase
    after "the third-" ("largest fleet of seats")."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]

    def nbr(i, j, fmt):
        if S(v[j]) == S(v[i]):
            return None
        return off(t, "neighbour_row", fmt(S(v[j])), v[i], v[j], D(v[i]), real=True)

    form = k % 3
    if form == 0:
        pre = head or f"{L(order[0])} on top, {L(order[1])} close behind"
        f1 = lambda x: f"\n\n{L(order[1])} is second only to {L(order[0])} on {noun}, with {x}"
        claims = [Claim(f1(S(v[1])), [nbr(1, 2, f1)]),
                  Claim(f"to the leader's {S(v[0])}.")]
    elif form == 1:
        pre = head or f"Who ranks where on {noun}"
        if third:
            f1 = lambda x: f"\n\n{L(order[2])} has the third-{third}, at {x},"
        else:
            f1 = lambda x: f"\n\n{L(order[2])} ranks third on {noun}, at {x},"
        claims = [Claim(f1(S(v[2])), [nbr(2, 3, f1)]),
                  Claim(f"behind {L(order[0])} ({S(v[0])}) and {L(order[1])} ({S(v[1])}).")]
    else:
        m = min(5, len(order) - 1)
        pre = head or f"The top {m} on {noun}"
        f1 = lambda x: f"The {ORD[m]} and last of them, {L(order[m - 1])}, has {x}."
        claims = [Claim(f"\n\nThe top {m} by {noun} are " + ", ".join(L(x) for x in order[:m - 1]) +
                        f" and {L(order[m - 1])}."),
                  Claim(f1(S(v[m - 1])), [nbr(m - 1, m, f1)])]
    book.case(t.db, t.rid, "plain", claims, derived=False, pre=pre)


def nj_rough(book, t, col, key, k, fmt, cash=False, head="", after=()):
    """A cell or total with a journalist's hedge: "some 4,300", "upwards of $2.3m", "just shy of 40"; twin: a
    round figure far off."""
    v = t[key][col] if key is not None else sum(t.col(col))
    got = rough(v, k, cash)
    if not got:
        return
    hedge, txt, fig, step, sd = got
    bad = round(v * 1.35 / step) * step
    claims = [Claim("\n\n" + fmt(f"{hedge} {txt}"), [off(t, "false_bound", "\n\n" + fmt(f"{hedge} {fig(bad)}"), v,
                                                          bad, sd, approx=True)])] + list(after)
    book.case(t.db, t.rid, "plain", claims, derived=False, pre=head)


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, head=""):
    """A conversion; the wrong factors tried in turn are the ones given, then the usual slips (the inverse, a
    decimal place, a neighbouring unit's factor)."""
    bads = list(bads) + [1 / factor] + [factor * x for x in (10, 0.1, 2.2, 0.45, 1.6, 0.6, 3.0, 1 / 3, 100, 0.01)]
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=head)


NET = "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2)"


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipper, orders placed in 1997 and the freight charged on them?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.order_date >= '1997-01-01' "
               "AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 3 DESC")
    nj_cmp(book, sh, "freight", "United Package", "Speedy Express", 0, "1997 freight", cash=True)
    nj_cmp(book, sh, "orders", "United Package", "Federal Shipping", 3, "orders carried",
           head="Three carriers, one clear favourite")
    nj_rate(book, sh, "freight", "orders", "Federal Shipping", 1, "in freight", "orders", "apiece", cash=True)
    nj_rate(book, sh, "freight", "orders", "Speedy Express", 3, "in freight", "shipments", "a shipment", cash=True,
            head="Speedy Express is the cheap option")
    nj_share(book, sh, "freight", "United Package", 1, "the year's freight bill", other="Federal Shipping", cash=True,
             items="dollars of the year's freight bill")
    nj_rough(book, sh, "freight", None, 0, lambda x: f"Northwind paid {x} in freight across its three carriers in "
             f"1997.", cash=True, head="The cost of getting boxes out the door")

    cat = table("northwind", "Per category: products, units in stock and the value of that stock at list price?",
                "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS units, "
                "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value FROM products p "
                "JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 4 DESC")
    nj_rank(book, cat, "stock_value", 0, "stock value", cash=True, head="Fish leads the warehouse")
    nj_rank(book, cat, "units", 1, "units on the shelves", third="largest stock of units")
    nj_top(book, cat, "stock_value", 3, 0, "the stock's list value", cash=True)
    nj_cmp(book, cat, "stock_value", "Seafood", "Produce", 3, "stock value", cash=True)
    nj_cmp(book, cat, "units", "Beverages", "Meat/Poultry", 1, "units in stock")
    nj_rate(book, cat, "stock_value", "units", "Dairy Products", 2, "of stock", "units", "a unit", cash=True,
            label="dairy")
    nj_rate(book, cat, "stock_value", "products", "Confections", 0, "of stock", "products", "per product", cash=True,
            label="confectionery")
    nj_blend(book, table("northwind", "Per category: products and their average list price?",
                         "SELECT c.category_name AS category, count(*) AS products, "
                         "round(avg(p.unit_price)::numeric, 2) AS avg_price FROM products p "
                         "JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 1"),
             "avg_price", "products", 0, "in list price", "products", "category", "categories", cash=True)
    book.case(cat.db, cat.rid, "plain", [
        Claim(f"\n\nConfections has the most lines, {say(int(cat['Confections']['products']))},",
              [words_twin("number_words_wrong_row", f"\n\nConfections has the most lines, "
                          f"{say(int(cat['Produce']['products']))},", cat["Confections"]["products"],
                          cat["Produce"]["products"])]),
        Claim(f"while Produce has just {say(int(cat['Produce']['products']))}."),
        Claim(f"In all the catalogue lists {int(sum(cat.col('products')))} products.",
              [off(cat, "off", f"In all the catalogue lists {int(sum(cat.col('products')) * 1.45)} products.",
                   sum(cat.col("products")), int(sum(cat.col("products")) * 1.45), 0)]),
    ], derived=False, pre="Eight categories, uneven shelves")

    oc = table("northwind", "Per ship country (top 8 by 1997 orders): orders in 1996 and in 1997?",
               "SELECT ship_country AS country, count(*) FILTER (WHERE extract(year FROM order_date) = 1996) AS o1996, "
               "count(*) FILTER (WHERE extract(year FROM order_date) = 1997) AS o1997 FROM orders "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    nj_yoy(book, oc, "Germany", "o1996", "o1997", 0, "orders", "1996", "1997")
    nj_yoy(book, oc, "Brazil", "o1996", "o1997", 1, "orders", "1996", "1997")
    nj_yoy(book, oc, "UK", "o1996", "o1997", 2, "orders", "1996", "1997", label="Britain")
    nj_share(book, oc, "o1997", "USA", 0, "the top eight's 1997 orders", other="Germany", label="America",
             items="of the top eight's 1997 orders")
    nj_cmp(book, oc, "o1997", "Germany", "France", 2, "1997 orders")

    nj_yoy(book, oc, "USA", "o1996", "o1997", 3, "orders", "1996", "1997", label="America",
           head="America's order book fills up")
    nj_yoy(book, oc, "France", "o1996", "o1997", 4, "orders", "1996", "1997")
    ny = table("northwind", "Per order year: orders and net sales?",
               "SELECT extract(year FROM o.order_date)::int AS year, count(DISTINCT o.order_id) AS orders, " + NET +
               " AS net_sales FROM orders o JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 1")
    nj_chg(book, ny, "net_sales", "1996", "1997", 1, "net sales", cash=True, head="Northwind's breakout year")
    nj_chg(book, ny, "orders", "1996", "1997", 6, "orders", head="Orders pile up")
    nj_rate(book, ny, "net_sales", "orders", "1998", 3, "in net sales", "orders", "an order", cash=True,
            head="Fewer orders, bigger baskets in 1998")
    em = table("northwind", "Per employee: orders taken and net sales?",
               "SELECT e.last_name AS employee, count(DISTINCT o.order_id) AS orders, " + NET + " AS net_sales "
               "FROM employees e JOIN orders o USING (employee_id) JOIN order_details od USING (order_id) "
               "GROUP BY 1 ORDER BY 3 DESC")
    nj_rank(book, em, "net_sales", 0, "net sales", cash=True, head="Peacock tops the sales league")
    nj_rank(book, em, "net_sales", 2, "net sales", cash=True)
    nj_cmp(book, em, "net_sales", "Peacock", "Buchanan", 1, "net sales", cash=True)
    nj_cmp(book, em, "orders", "Leverling", "Dodsworth", 2, "orders taken")
    nj_rate(book, em, "net_sales", "orders", "King", 1, "in net sales", "orders", "an order", cash=True)
    nj_rate(book, em, "net_sales", "orders", "Fuller", 0, "in net sales", "orders", "per order", cash=True,
            label="Andrew Fuller")
    nj_top(book, em, "net_sales", 3, 1, "net sales", cash=True, head="Three reps, most of the money")
    nj_rough(book, em, "net_sales", None, 1, lambda x: f"Nine sales reps brought in {x} in net sales "
             f"between 1996 and 1998.", cash=True, head="Northwind's sales floor, by the numbers")
    empty(book, "northwind", "Which orders were placed in 1999?",
          "SELECT order_id FROM orders WHERE order_date >= '1999-01-01'",
          "No orders in 1999\n\nThe ledger simply stops: zero orders carry a 1999 date.",
          "No orders in 1999\n\nThe ledger thins out: just 14 orders carry a 1999 date.")
    fr = table("northwind", "The five orders with the highest freight, their ids and ship countries?",
               "SELECT order_id, ship_country, freight FROM orders ORDER BY freight DESC, order_id LIMIT 5")
    top = fr.order[0]
    ident(book, fr, f"\n\nThe priciest shipment on record, order {top}, went to {fr[top]['ship_country']} "
          f"at a freight cost of {usd(fr[top]['freight'])}.", f"order {top}", f"order {int(top) + 37}",
          pre="One very expensive parcel")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    cc = table("chinook", "Per billing country (top 10 by revenue): customers, invoices and revenue?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS revenue FROM customer c JOIN invoice i USING (customer_id) GROUP BY 1 "
               "ORDER BY 4 DESC LIMIT 10")
    nj_rate(book, cc, "revenue", "customers", "USA", 2, "in revenue", "customers", "per capita", cash=True, d=2,
            label="America",
            head="Americans buy the most, but not per head")
    nj_rate(book, cc, "revenue", "customers", "Brazil", 0, "in revenue", "customers", "per head", cash=True, d=2,
            verb="brought in")
    nj_rate(book, cc, "revenue", "invoices", "Germany", 1, "in revenue", "invoices", "an invoice", cash=True, d=2)
    nj_share(book, cc, "revenue", "USA", 0, "the top ten's revenue", other="Canada", cash=True, label="America",
             items="dollars the top ten spent")
    nj_share(book, cc, "customers", "Canada", 1, "the top ten's customers", other="USA",
             items="customers in the top ten countries")
    nj_cmp(book, cc, "revenue", "USA", "Canada", 1, "revenue", cash=True)
    nj_cmp(book, cc, "revenue", "France", "United Kingdom", 0, "revenue", cash=True, label=lambda x: {
        "France": "France", "United Kingdom": "Britain"}[x])
    nj_rank(book, cc, "revenue", 1, "revenue", cash=True)
    nj_top(book, cc, "revenue", 3, 1, "the ten countries' revenue", cash=True)

    yr = table("chinook", "Per year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    nj_chg(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True)
    nj_chg(book, yr, "revenue", "2024", "2025", 1, "revenue", cash=True)
    nj_chg(book, yr, "revenue", "2022", "2023", 7, "sales", cash=True, head="A softer 2023")
    nj_rough(book, yr, "revenue", None, 2, lambda x: f"Over five years the store took {x} from "
             f"{int(sum(yr.col('invoices')))} invoices.", cash=True, head="Half a decade of a music shop")
    nj_rate(book, yr, "revenue", "invoices", "2025", 3, "in revenue", "invoices", "an invoice", cash=True, d=2,
            head="2025's average basket")

    mt = table("chinook", "Per media type: tracks and their total size in bytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, sum(t.bytes) AS bytes FROM track t "
               "JOIN media_type m USING (media_type_id) GROUP BY 1 ORDER BY 2 DESC")
    top = mt.order[0]
    conv(book, mt, top, "bytes", 0, lambda v, c: f"\n\nThe {top} catalogue alone weighs in at {v} bytes, {c} GB.",
         0, 1 / 1e9, 1, (1 / 1e6, 1 / 2 ** 20, 1 / 1e8, 1 / 1e10), head="How big is the library?")
    conv(book, mt, mt.order[1], "bytes", 1, lambda v, c: f"\n\n{mt.order[1]} tracks take up {v} bytes — "
         f"{c} GB.", 0, 1 / 1e9, 2, (1 / 1e6, 1 / 1e8, 1 / 1e10, 1 / 1e7), hedge=True,
         head="Video is where the bytes are")
    nj_share(book, mt, "tracks", top, 0, "the catalogue's tracks", other=mt.order[1], label=top + "s",
             items="tracks in the catalogue", verb="make up")
    nj_rate(book, mt, "bytes", "tracks", mt.order[1], 1, "", "tracks", "a track", d=0, unit=" bytes",
            label="the " + mt.order[1] + " shelf")

    gn = table("chinook", "Per genre (at least 40 tracks): tracks and average length in milliseconds?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms FROM track t "
               "JOIN genre g USING (genre_id) GROUP BY 1 HAVING count(*) >= 40 ORDER BY 3 DESC")
    conv(book, gn, gn.order[0], "avg_ms", 0, lambda v, c: f"\n\nThe average {gn.order[0]} track runs {v} ms, "
         f"or {c} minutes.", 0, 1 / 60000, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000),
         head="Long-form listening")
    conv(book, gn, "Rock", "avg_ms", 1, lambda v, c: f"\n\nRock, the catalogue's staple, averages {v} ms a track "
         f"— about {c} minutes.", 0, 1 / 60000, 1, (1 / 1000, 1 / 6000, 1 / 3.6e6, 1 / 100000))
    conv(book, gn, "Metal", "avg_ms", 2, lambda v, c: f"\n\nMetal tracks, never known for brevity, average {v} ms "
         f"({c} minutes).", 0, 1 / 60000, 2, (1 / 1000, 1 / 6000, 1 / 3.6e6), head="Heavy and long")
    nj_cmp(book, gn, "avg_ms", gn.order[0], "Rock", 3, "average length", unit=" ms")
    nj_blend(book, gn, "avg_ms", "tracks", 1, "a track", "tracks", "genre", "genres", d=0, unit=" ms")
    nj_rank(book, gn, "tracks", 2, "track count")

    rp = table("chinook", "Per support rep: customers looked after and the revenue they brought in?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "sum(i.total) AS revenue FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i USING (customer_id) GROUP BY 1 ORDER BY 3 DESC")
    nj_rate(book, rp, "revenue", "customers", rp.order[0], 0, "in revenue", "customers", "a head", cash=True, d=2,
            verb="looks after")
    nj_cmp(book, rp, "revenue", rp.order[0], rp.order[2], 2, "revenue", cash=True)
    nj_share(book, rp, "customers", rp.order[1], 0, "the customer base", other=rp.order[0],
             items="customers", verb="looks after")
    empty(book, "chinook", "Which invoices total more than $30?",
          "SELECT invoice_id FROM invoice WHERE total > 30",
          "No blockbuster baskets\n\nNot a single invoice tops $30 — the count is zero.",
          "No blockbuster baskets\n\nOnly 6 invoices top $30, most of them from America.")
    bi = table("chinook", "The three largest invoices, their ids and billing cities?",
               "SELECT invoice_id, billing_city, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3")
    b0 = bi.order[0]
    ident(book, bi, f"\n\nThe single biggest basket, invoice {b0}, came from {bi[b0]['billing_city']}, at "
          f"{usd(bi[b0]['total'])}.", f"invoice {b0}", f"invoice {int(b0) + 52}", pre="The big spender")


# ---------------------------------------------------------------------------
# superhero, car_1
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per publisher with a name (top 7): heroes?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes FROM superhero s "
               "JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 7")
    nj_share(book, pb, "heroes", "Marvel Comics", 0, "the named heroes", other="DC Comics", label="Marvel",
             items="heroes with a named publisher",
             head="It's a Marvel world")
    nj_share(book, pb, "heroes", "DC Comics", 1, "the named heroes", other="Marvel Comics", label="DC",
             items="heroes with a named publisher")
    nj_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 3, "heroes", label=lambda x: x.split()[0])
    nj_cmp(book, pb, "heroes", "DC Comics", "Dark Horse Comics", 0, "heroes",
           label=lambda x: {"DC Comics": "DC", "Dark Horse Comics": "Dark Horse"}[x])
    nj_top(book, pb, "heroes", 2, 0, "the heroes of the seven biggest publishers")
    nj_rank(book, pb, "heroes", 0, "heroes")

    gd = table("superhero", "Per gender: heroes with a plausible recorded height and weight, average height in cm "
               "and weight in kg?",
               "SELECT g.gender, count(*) AS heroes, round(avg(height_cm)::numeric, 1) AS height_cm, "
               "round(avg(weight_kg)::numeric, 1) AS weight_kg FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "WHERE height_cm BETWEEN 100 AND 300 AND weight_kg BETWEEN 20 AND 500 GROUP BY 1 ORDER BY 2 DESC")
    conv(book, gd, "Male", "height_cm", 0, lambda v, c: f"\n\nThe average male hero stands {v} cm tall, or {c} "
         f"inches.", 1, IN_PER_CM, 1, (2.54, 1 / 3.048, 0.5), head="Big men in tights")
    conv(book, gd, "Female", "weight_kg", 1, lambda v, c: f"\n\nFemale heroes average {v} kg, which is {c} lb.",
         1, LB_PER_KG, 1, (KG_PER_LB, 2.0, 1.6, 3.0))
    conv(book, gd, "Male", "weight_kg", 2, lambda v, c: f"\n\nTheir male counterparts weigh in at {v} kg a head "
         f"— {c} lb.", 1, LB_PER_KG, 0, (KG_PER_LB, 2.0, 1.6, 3.0), hedge=True)
    nj_cmp(book, gd, "weight_kg", "Male", "Female", 2, "average weight", d=1, unit=" kg",
           label=lambda x: {"Male": "men", "Female": "women"}[x], plural=True)
    nj_blend(book, gd, "height_cm", "heroes", 0, "in height", "heroes", "gender", "genders", d=1, unit=" cm")
    empty(book, "superhero", "Which heroes are recorded as taller than 50,000 cm?",
          "SELECT superhero_name FROM superhero WHERE height_cm > 50000",
          "No true giants\n\nNot one hero in the database is recorded above 50,000 cm: zero of them.",
          "No true giants\n\nJust 3 heroes are recorded above 50,000 cm, all of them cosmic beings.")


def cars(book):
    ct = table("spider_car_1", "Per maker country: makers, cars, average mpg and average weight in lb?",
               "SELECT c.countryname AS country, count(DISTINCT m.id) AS makers, count(d.id) AS cars, "
               "round(avg(d.mpg)::numeric, 2) AS avg_mpg, round(avg(d.weight)::numeric, 1) AS avg_weight "
               "FROM car_makers m JOIN countries c ON c.countryid = m.country JOIN model_list ml ON ml.maker = m.id "
               "JOIN car_names cn ON cn.model = ml.model JOIN cars_data d ON d.id = cn.makeid "
               "WHERE c.countryname <> 'NA' GROUP BY 1 ORDER BY 3 DESC")
    lab = lambda x: {"usa": "America", "japan": "Japan", "germany": "Germany", "france": "France",
                     "sweden": "Sweden", "italy": "Italy", "uk": "Britain"}[x]
    nj_cmp(book, ct, "avg_mpg", "japan", "usa", 1, "average fuel economy", d=2, unit=" mpg", label=lab,
           head="Japan's cars go further on a gallon")
    nj_cmp(book, ct, "avg_weight", "usa", "germany", 2, "average kerb weight", d=0, unit=" lb", label=lab)
    nj_cmp(book, ct, "cars", "usa", "japan", 0, "models in the data", label=lab)
    nj_share(book, ct, "cars", "usa", 0, "the cars in the data", other="japan", label="America",
             items="cars in the data")
    nj_share(book, ct, "cars", "japan", 1, "the cars in the data", other="usa", label="Japan",
             items="cars in the data")
    nj_blend(book, ct, "avg_mpg", "cars", 0, "miles to the gallon", "cars", "country", "countries", d=2)
    nj_rate(book, ct, "cars", "makers", "usa", 1, "cars", "makers", "apiece", d=1, label="America")
    conv(book, ct, "japan", "avg_mpg", 0, lambda v, c: f"\n\nJapanese cars average {v} mpg, about {c} km a litre.",
         2, KMPL_PER_MPG, 1, (1 / KMPL_PER_MPG, 1.609344, 0.621371, 0.264172), head="In metric terms")
    conv(book, ct, "usa", "avg_weight", 1, lambda v, c: f"\n\nThe typical American car weighs {v} lb, or {c} kg.",
         0, KG_PER_LB, 0, (LB_PER_KG, 1 / 1000, 0.3), head="Detroit's heavyweights")
    conv(book, ct, "sweden", "avg_weight", 2, lambda v, c: f"\n\nSweden's entries average {v} lb — {c} kg.",
         0, KG_PER_LB, 0, (LB_PER_KG, 0.3, 0.7))

    yr = table("spider_car_1", "Per model year: cars, average mpg, average horsepower and average weight?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight)) AS avg_weight FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    nj_chg(book, yr, "avg_mpg", "1970", "1980", 2, "average fuel economy", d=2, unit=" mpg",
           head="The oil shocks, in one number")
    nj_chg(book, yr, "avg_hp", "1970", "1980", 0, "average horsepower", d=1)
    nj_chg(book, yr, "avg_weight", "1973", "1982", 1, "average weight", unit=" lb")
    nj_chg(book, yr, "avg_mpg", "1979", "1980", 3, "fuel economy", d=2, unit=" mpg")
    nj_chg(book, yr, "cars", "1972", "1973", 4, "new models", head="1973's crowded showroom")
    nj_chg(book, yr, "cars", "1970", "1971", 7, "models in the data", head="A thinner 1971 line-up")
    nj_chg(book, yr, "avg_weight", "1979", "1980", 8, "average weight", unit=" lb", head="Diet time in Detroit")
    conv(book, yr, "1982", "avg_weight", 1, lambda v, c: f"\n\nBy 1982 the average car weighed {v} lb, {c} kg.", 0,
         KG_PER_LB, 0, (LB_PER_KG, 0.3, 0.7), head="Lighter by the decade's end")
    nj_rank(book, yr, "avg_mpg", 1, "average fuel economy", third="highest average fuel economy", d=2,
            unit=" mpg")
    nj_blend(book, yr, "avg_hp", "cars", 1, "horsepower", "cars", "model year", "model years", d=1)
    nj_rough(book, yr, "avg_weight", "1970", 0, lambda x: f"In 1970 the average car weighed {x} lb.",
             head="Heavy metal")
    empty(book, "spider_car_1", "Which cars in the data have more than 8 cylinders?",
          "SELECT id FROM cars_data WHERE cylinders > 8",
          "No V12s\n\nThe data holds zero cars with more than 8 cylinders.",
          "No V12s\n\nThe data holds only 4 cars with more than 8 cylinders.")


# ---------------------------------------------------------------------------
# atis, geography, advising
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "Every aircraft: seats, cruising speed, range in miles, length and wing span in feet, weight in lb?",
               "SELECT aircraft_code AS aircraft, capacity AS seats, cruising_speed, range_miles, length AS length_ft, wing_span, "
               "weight AS weight_lb FROM aircraft ORDER BY capacity DESC")
    nj_cmp(book, ac, "seats", "A380", "B777", 1, "seats", head="The superjumbo's headroom")
    nj_cmp(book, ac, "seats", "A320", "CRJ200", 3, "seats")
    nj_cmp(book, ac, "range_miles", "B777", "E190", 2, "range", unit=" miles")
    nj_rank(book, ac, "seats", 1, "seats", third="largest cabin")
    nj_rank(book, ac, "weight_lb", 0, "weight", unit=" lb")
    conv(book, ac, "B777", "range_miles", 0, lambda v, c: f"\n\nThe 777 can fly {v} miles without refuelling, "
         f"some {c} km.", 0, KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 1.2), hedge=False, head="Going the distance")
    conv(book, ac, "A380", "length_ft", 1, lambda v, c: f"\n\nNose to tail the A380 measures {v} ft, or {c} m.",
         0, M_PER_FT, 1, (1 / M_PER_FT, 0.9144, 0.0254))
    conv(book, ac, "A380", "weight_lb", 2, lambda v, c: f"\n\nIt tips the scales at {v} lb — {c} kg.", 0,
         KG_PER_LB, 0, (LB_PER_KG, 1 / 1000, 0.3), hedge=True)
    conv(book, ac, "CRJ200", "range_miles", 3, lambda v, c: f"\n\nAt the small end, the CRJ200 manages {v} miles "
         f"({c} km).", 0, KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 1.2))
    conv(book, ac, "B747", "wing_span", 0, lambda v, c: f"\n\nThe jumbo's wings span {v} ft, or {c} m tip to tip.",
         0, M_PER_FT, 1, (1 / M_PER_FT, 0.9144, 0.0254), head="Wingspan, in metres")
    nj_rough(book, ac, "seats", None, 1, lambda x: f"The ten types in the fleet table seat {x} passengers "
             f"between them.", head="Seats, all told")
    mf = table("defog_atis", "Per manufacturer: aircraft types and total seats?",
               "SELECT manufacturer, count(*) AS models, sum(capacity) AS seats FROM aircraft GROUP BY 1 "
               "ORDER BY 3 DESC")
    nj_share(book, mf, "seats", "Airbus", 0, "the seats in the table", other="Boeing",
             items="seats in the table")
    nj_rate(book, mf, "seats", "models", "Boeing", 1, "seats", "types", "apiece", d=1)
    nj_cmp(book, mf, "seats", "Airbus", "Boeing", 2, "seats")
    ident(book, ac, f"\n\nThe biggest bird in the table is the {ac.order[0]}, with {int(ac[ac.order[0]]['seats'])} "
          f"seats.", ac.order[0], "A340", pre="Airbus's giant")


def geography(book):
    st = table("defog_geography", "The ten most populous states: population and area in square km?",
               "SELECT state_name AS state, population, area FROM state ORDER BY population DESC, state_name LIMIT 10")
    nj_rate(book, st, "population", "area", "Tokyo", 0, "residents", "square kilometres", "per square kilometre",
            d=1,
            head="Tokyo's elbow room")
    nj_rate(book, st, "population", "area", "Ohio", 2, "people", "square kilometres", "per square kilometre", d=1)
    nj_share(book, st, "population", "Florida", 1, "the ten states' population", other="New York",
             items="residents of the ten states")
    nj_cmp(book, st, "area", "Tokyo", "Maharashtra", 1, "area", unit=" km²")
    nj_cmp(book, st, "population", "New York", "Ontario", 2, "population")
    conv(book, st, "Tokyo", "area", 0, lambda v, c: f"\n\nTokyo covers {v} km², or {c} square miles.", 0,
         SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344), head="Measured the American way")
    conv(book, st, "Guangdong", "area", 1, lambda v, c: f"\n\nGuangdong spreads over {v} km² — {c} square miles.",
         0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344), hedge=True)
    rv = table("defog_geography", "Every river: length in km and country?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY length DESC")
    conv(book, rv, "Nile", "length", 1, lambda v, c: f"\n\nThe Nile heads the list at {v} km, {c} miles.", 0,
         1 / KM_PER_MI, 0, (KM_PER_MI, 0.5, 0.3), head="The long and the short of it")
    conv(book, rv, "Danube", "length", 2, lambda v, c: f"\n\nThe Danube, fourth-longest, runs {v} km — "
         f"{c} miles.", 0, 1 / KM_PER_MI, 0, (KM_PER_MI, 0.5, 0.3, 0.75))
    nj_top(book, rv, "length", 3, 1, "the ten rivers' combined length", unit=" km")
    nj_share(book, rv, "length", "Rhine", 0, "the combined length", other="Nile", label="the Rhine",
             unit=" km")
    empty(book, "defog_geography", "Which rivers are longer than 5,000 km?",
          "SELECT river_name FROM river WHERE length > 5000",
          "No giants in this table\n\nThe answer is zero: no river listed runs beyond 5,000 km.",
          "No giants in this table\n\nJust 2 rivers listed run beyond 5,000 km.")


def advising(book):
    dp = table("defog_advising", "Per department: courses and students enrolled?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled FROM course GROUP BY 1 "
               "ORDER BY 3 DESC")
    book.case(dp.db, dp.rid, "plain", [
        Claim(f"\n\nComputer Science runs {say(int(dp['Computer Science']['courses']))} courses with "
              f"{say(int(dp['Computer Science']['enrolled']))} students between them;"),
        Claim(f"across all {say(len(dp))} departments, {int(sum(dp.col('enrolled')))} students are enrolled.",
              [off(dp, "off", f"across all {say(len(dp))} departments, {int(sum(dp.col('enrolled')) * 2.5)} students "
                   f"are enrolled.", sum(dp.col("enrolled")), int(sum(dp.col("enrolled")) * 2.5), 0)]),
    ], derived=False, pre="A small catalogue")


# ---------------------------------------------------------------------------
# Spider: concert_singer, battle_death, tvshow, pets_1
# ---------------------------------------------------------------------------


def spider(book):
    sd = table("spider_concert_singer", "Every stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    nj_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 3, "capacity", head="Hampden dwarfs the rest")
    nj_cmp(book, sd, "average", "Stark's Park", "Somerset Park", 0, "average attendance")
    nj_rank(book, sd, "capacity", 1, "capacity", third="largest ground")
    nj_share(book, sd, "capacity", "Hampden Park", 0, "the nine grounds' seats", other="Somerset Park",
             items="seats across the nine grounds")
    hp = sd["Hampden Park"]
    fill = hp["average"] / hp["capacity"]
    st, sdd = num(100 * fill, 1)
    book.case(sd.db, sd.rid, "per_unit", [
        Claim(f"\n\nHampden Park averages {n(hp['average'])} fans in a {n(hp['capacity'])}-seat ground,"),
        Claim(f"filling just {st} per cent of its seats.",
              [off(sd, "off", f"filling just {w(100 * fill * 4, sdd)} per cent of its seats.", 100 * fill,
                   100 * fill * 4, sdd)]),
    ], pre="Empty terraces at the national stadium")
    nj_rough(book, sd, "capacity", None, 2, lambda x: f"The nine grounds hold {x} spectators in all.",
             head="Room for a crowd")

    bt = table("spider_battle_death", "Per battle: incidents recorded, killed and injured?",
               "SELECT b.name AS battle, count(d.id) AS incidents, sum(d.killed) AS killed, sum(d.injured) AS injured "
               "FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 3 DESC")
    nj_share(book, bt, "killed", "Siege of Constantinople", 1, "the recorded dead", other="Battle of Boruy",
             items="recorded deaths",
             label="the siege of Constantinople")
    nj_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 2, "deaths",
           label=lambda x: x.replace("Battle of ", "").replace("Siege of ", ""))
    nj_rate(book, bt, "killed", "incidents", "Battle of Messinopolis", 1, "deaths", "incidents", "apiece", d=1,
            label="Messinopolis")
    nj_top(book, bt, "killed", 2, 0, "all recorded deaths",
           label=lambda x: x.replace("Battle of ", "").replace("Siege of ", ""))
    empty(book, "spider_battle_death", "Which battles ended in a Latin victory with more than 10 killed?",
          "SELECT b.name FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d "
          "ON d.caused_by_ship_id = s.id WHERE b.result = 'Latin victory' GROUP BY 1 HAVING sum(d.killed) > 10",
          "Costly wins were Bulgarian\n\nNone of the Latin victories cost more than 10 lives: the count is zero.",
          "Costly wins were Bulgarian\n\nJust 2 of the Latin victories cost more than 10 lives.")

    tv = table("spider_tvshow", "Every episode: rating, share and viewers in millions?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m FROM tv_series "
               "ORDER BY id")
    nj_chg(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "viewers", d=2, unit="m",
           l1="the premiere", l2="the finale", head="The audience drifts away")
    nj_chg(book, tv, "viewers_m", "A Love of a Lifetime", "Friendly Skies", 1, "the audience", d=2, unit="m",
           l1="the opener", l2="episode two", head="A second-week dip")
    nj_chg(book, tv, "viewers_m", "Double Down", "Winterland", 3, "viewers", d=2, unit="m", l1="Double Down",
           l2="Winterland", head="A late bounce")
    nj_cmp(book, tv, "viewers_m", "Friendly Skies", "Double Down", 3, "viewers", d=2, unit="m")
    nj_rank(book, tv, "viewers_m", 0, "viewers", d=2, unit="m")
    nj_rough(book, tv, "viewers_m", None, 0, lambda x: f"Across its run the series drew {x} million viewings.",
             head="A season in one number")

    sx = table("spider_pets_1", "Per sex: students and their average age?",
               "SELECT sex, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 ORDER BY 2 DESC")
    nj_share(book, sx, "students", "M", 0, "the student body", label="men", items="students", verb="make up")
    book.case(sx.db, sx.rid, "plain", [
        Claim(f"\n\nThe roll lists {int(sum(sx.col('students')))} students,",
              [off(sx, "off", f"\n\nThe roll lists {int(sum(sx.col('students')) * 1.6)} students,",
                   sum(sx.col("students")), int(sum(sx.col("students")) * 1.6), 0)]),
        Claim(f"{say(int(sx['F']['students']))} of them women.",
              [words_twin("number_words_wrong_row", f"{say(int(sx['M']['students']))} of them women.",
                          sx["F"]["students"], sx["M"]["students"])]),
    ], derived=False, pre="Who is on campus")
    nj_blend(book, sx, "avg_age", "students", 1, "years of age", "students", "sex", "sexes", d=2)


def small(book):
    dc = table("spider_cre_doc_template_mgt", "Documents with the most paragraphs: id, name, template type?",
               "SELECT d.document_id, d.document_name, t.template_type_code, count(p.paragraph_id) AS paragraphs "
               "FROM documents d JOIN templates t USING (template_id) LEFT JOIN paragraphs p USING (document_id) "
               "GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1 LIMIT 5")
    d0 = dc.order[0]
    ident(book, dc, f"\n\nThe wordiest file is document {d0}, \"{dc[d0]['document_name']}\", a "
          f"{dc[d0]['template_type_code']} template with {say(int(dc[d0]['paragraphs']))} paragraphs.",
          f"document {d0}", f"document {d0[:-2] + d0[-1] + d0[-2]}", pre="Paperwork, ranked")
    vt = table("spider_voter_1", "Per contestant: number and votes received?",
               "SELECT c.contestant_number, c.contestant_name, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v USING (contestant_number) GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    v0 = vt.order[0]
    ident(book, vt, f"\n\nContestant No. {v0}, {vt[v0]['contestant_name']}, leads the phone vote with "
          f"{say(int(vt[v0]['votes']))} votes;", f"No. {v0}", f"No. {int(v0) + 5}",
          after=[Claim(f"{say(sum(1 for r in vt.rows if r['votes'] == 0))} of the {say(len(vt))} contestants got "
                       f"none at all.")], pre="A quiet phone-in")
    empty(book, "spider_course_teach", "Which teachers are older than 50?",
          "SELECT name FROM teacher WHERE age > 50",
          "A young staff room\n\nNo teacher on the books is over 50 — zero, in fact.",
          "A young staff room\n\nThree teachers on the books are over 50.")
    empty(book, "spider_tvshow", "Which cartoons were directed by someone other than Vietti, Chang or Jones?",
          "SELECT title FROM cartoon WHERE directed_by NOT IN ('Brandon Vietti', 'Michael Chang', 'Ben Jones')",
          "Three directors, no exceptions\n\nThe count of cartoons by anyone else is zero.",
          "Three directors, no exceptions\n\nJust 4 cartoons were made by anyone else.")
    tc = table("spider_course_teach", "Every teacher: age and courses arranged?",
               "SELECT t.name, t.age, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca USING (teacher_id) GROUP BY 1, 2 ORDER BY 2 DESC")
    ages = tc.col("age")
    book.case(tc.db, tc.rid, "plain", [
        Claim(f"\n\nThe oldest of the {say(len(tc))} teachers, {tc.order[0]}, is {int(tc[tc.order[0]]['age'])};",
              [off(tc, "neighbour_row", f"\n\nThe oldest of the {say(len(tc))} teachers, {tc.order[0]}, is "
                   f"{int(tc[tc.order[1]]['age'])};", tc[tc.order[0]]["age"], tc[tc.order[1]]["age"], 0, real=True)]),
        Claim(f"the staff room averages just shy of {round(sum(ages) / len(ages))} years of age."
              if round(sum(ages) / len(ages)) > sum(ages) / len(ages) + 0.05 else
              f"the staff room averages {n(sum(ages) / len(ages), 1)} years of age.",
              [off(tc, "off", f"the staff room averages {w(sum(ages) / len(ages) * 1.4, 1)} years of age.",
                   sum(ages) / len(ages), sum(ages) / len(ages) * 1.4, 1)]),
    ], derived=False, pre="Who teaches whom")


def main():
    sections = (northwind, chinook, heroes, cars, atis, geography, advising, spider, small)
    return run_set(Book28(), sections, "twenty-ninth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
