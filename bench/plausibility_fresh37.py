#!/usr/bin/env python3
"""
plausibility_fresh37.py — a thirty-eighth labelled set for check_answer,
written held out, development since its misses were read: answers the way a language-model analyst on a newspaper's
data desk writes the short pieces that sit beside a story, over tables spread
across every database bench/plausibility.sh loads: northwind (orders and net
sales per destination country in 1996 and 1997, stock and stock value per
category, orders and freight per month of 1997), chinook (tracks, running
time and megabytes per media type, customers, invoices and revenue per
customer country, albums, tracks and hours per artist), BIRD's superhero
(heroes, heights and weights per alignment, heroes and villains per gender,
powers per hero), Spider's car_1 (makers and models per country, horsepower,
weight and displacement per model year), defog-dev's geography (mountain
altitudes, lake areas), atis (seats, range, cruising speed and payload per
aircraft and per manufacturer, flights and time per departure airport),
advising (students, GPA and credits per program), academic (papers and
citations per conference), Spider's concert_singer (stadium capacity and
attendance), battle_death (deaths per battle), tvshow (channels per
country), pets_1 (students and pets per major), voter_1 (votes from one state) and
cre_doc_template_mgt (paragraphs per document), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the data
desk's the other sets lack: a "By the numbers" box or a short explainer
answer ("Q: ... A: ...") in news register, the lead sentence carrying the
headline figure, attribution ("according to the records", "the data show",
"records show"), short paragraphs, figures in parentheses, bulleted "By the
numbers" lists, a "Source:" line; figures as newspapers print them (AP
style: words for one to nine, digits from 10; "percent" spelled out in some
pieces and "%" in others; "$1.2 million", "$117,320"), "one in five",
"nearly triple", "more than double", "up 12% from", "the lowest since",
"roughly a third", "per order", "an average of". Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's, fresh11's, fresh16's and fresh29's):
  comparison  differences, multiples in digits and words ("nearly triple"),
              percent more and less, one row as a fraction of another
  change      percent changes ("up 12% from"), absolute changes, multiples
              across periods, shares moving in percentage points, "the
              lowest since" (narration)
  per_unit    totals over counts (per order, per customer, per album),
              one row against the average, weighted averages of group
              averages, one row's share ("one in five", "roughly a third"),
              the top rows' share
  conversion  metres as feet, square kilometres as square miles, miles as
              kilometres, mph as km/h, pounds as kilograms, kilograms as
              pounds, centimetres as inches and feet, cubic inches as
              litres, megabytes as gigabytes, hours as minutes and days,
              minutes as seconds and hours
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, money, ranks, bounds ("more than 100,000")
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a percent change over the wrong base, a relative change given as
points), a false bound, share or multiple in words, number words given to the
wrong row, a count over an empty result, a conversion by the wrong factor, a
changed identifier, or a figure off by more than the rounding shown. A twin
is kept only when its figure is far from the true value (fresh4's rules)
and, unless it is a real value in the wrong role, far from every cell,
aggregate, pairwise difference, ratio and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin
from plausibility_fresh9 import in_words
from plausibility_fresh10 import Book10, cap, convert, nbr_of, north_of, run, run_set, table
from plausibility_fresh10 import share_words as frac_words
from plausibility_fresh29 import plural, poss, pre_

FT_PER_M = 3.280839895
SQMI_PER_SQKM = 0.386102159
KM_PER_MI = 1.609344
KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
GB_PER_MB = 1 / 1000

HEADS = ["BY THE NUMBERS: ", "", "Data desk: ", "", "THE NUMBERS: ", ""]
BULLET_HDR = ["By the numbers:", "BY THE NUMBERS", "By the numbers"]
BULLETS = ["\n• ", "\n- ", "\n• "]
ATTR = ["according to the records", "the data show", "records show", "according to the data",
        "the figures show", "a review of the records shows"]


class Book37(Book10):
    """fresh10's Book10, with each answer laid out as a data desk's piece: an optional headline or
    "By the numbers" kicker, an optional question ("Q:"), the lead paragraph (the answer's "A:"),
    short paragraphs, a bulleted "By the numbers" list and a "Source:" line."""

    def story(self, db, rid, shape, lead, paras=(), nums=(), head=None, q=None, src=None, derived=True,
              max_twins=2):
        k = self.cases
        claims = []
        if head is not None:
            hp = HEADS[k % len(HEADS)]
            claims.append(pre_(head, hp))
        if q:
            claims.append(Claim(("\n\n" if claims else "") + f"Q: {q}"))
        lead = [lead] if isinstance(lead, (str, Claim)) else list(lead)
        first = ("\n\n" if claims else "") + ("A: " if q else "")
        claims += [pre_(lead[0], first)] + [pre_(c, "") for c in lead[1:]]
        for p in paras:
            p = [p] if isinstance(p, (str, Claim)) else list(p)
            if p:
                claims += [pre_(p[0], "\n\n")] + [pre_(c, "") for c in p[1:]]
        if nums:
            claims.append(Claim("\n\n" + BULLET_HDR[k % len(BULLET_HDR)]))
            b = BULLETS[(k // 2) % len(BULLETS)]
            claims += [pre_(c, b) for c in nums]
        post = f"\n\nSource: {src}" if src else ""
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=post)


# ---------------------------------------------------------------------------
# figures as a newspaper prints them
# ---------------------------------------------------------------------------


def money(v):
    """AP money: "$1.2 million", "$117,320", "$37.62"."""
    a = abs(v)
    if a >= 1e6:
        return f"${num(a / 1e6, 1)[0]} million"
    if a >= 1000:
        return usd(a, 0)
    return usd(a, 2)


def shown(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return money, (lambda v, _d: money(v)), (lambda v: 2)
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def ap(v):
    """A count as AP writes it: words for one to nine, digits from 10."""
    v = int(v)
    return say(v) if 0 < v < 10 else f"{v:,}"


def pc(k):
    return " percent" if k % 2 == 0 else "%"


def pct(p, d=0):
    return num(p, d)


def mult_news(r):
    """A multiple in newspaper words that is true of r ("nearly triple", "more than double") and a false
    one; or (None, None)."""
    if 1.85 <= r < 1.97:
        return "nearly double", "more than triple"
    if 2.04 < r <= 2.45:
        return "more than double", "more than triple"
    if 2.85 <= r < 2.97:
        return "nearly triple", "nearly double"
    if 3.04 < r <= 3.45:
        return "more than triple", "less than double"
    if 3.85 <= r < 3.97:
        return "nearly four times", "about twice"
    if 4.05 < r <= 4.6:
        return "more than four times", "about twice"
    if 1.4 <= r <= 1.6:
        return "about one and a half times", "about three times"
    return None, None


def xt(r):
    """A multiple in digits ("2.3 times"), away from the edge of its rounding: (text, decimals)."""
    for d in (1, 2):
        if abs(abs(r * 10 ** d) % 1 - 0.5) > 0.08:
            return f"{r:,.{d}f}", d
    return f"{r:,.3f}", 3


def share_news(s, per=None):
    """A share as a newspaper writes it ("one in five dollars", "roughly a third", "just over half") and a
    false one; or (None, None). per: what is counted, for "one in five" (else fractions only)."""
    if per:
        g, b = in_words(s)
        if g:
            return f"{g} {per}", f"{b} {per}"
    return frac_words(s)


# ---------------------------------------------------------------------------
# shapes, as news pieces
# ---------------------------------------------------------------------------


def nx_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, src=None, q=None, when=""):
    """Two named rows, the larger first, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pct(100 * diff / vb)
    lo, lod = pct(100 * diff / va)
    P = pc(k)
    at = ATTR[k % len(ATTR)]
    wn = f" {when}" if when else ""
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 4
    mw, mbad = mult_news(r)
    fw, fbad = share_news(vb / va)
    if form == 1 and not mw:
        form = 0
    if form == 3 and not fw:
        form = 2
    head = None
    paras, nums = [], []
    if form == 0:
        f1 = lambda x: f"{cap(A)} led {B} on {noun}{wn}, {S(va)} to {x}, {at}."
        lead = [Claim(f1(S(vb)), [nbr(f1)])]
        f2 = lambda x: f"That is a gap of {x}"
        f3 = lambda x: f"({x}{P} more)."
        paras = [[Claim(f2(S(diff)), [gap(f2, 1.6)]),
                  Claim(f3(hi), [off(t, "wrong_base", f3(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va,
                                     hid, real=True)])]]
    elif form == 1:
        head = Claim(f"{cap(A)} at {mw} {B} on {noun}", [("false_bound", f"{cap(A)} at {mbad} {B} on {noun}")])
        rt, rd = xt(r)
        f1 = lambda x: f"{cap(A)} recorded {x} times the {noun} of {B}{wn}"
        lead = [Claim(f1(rt), [off(t, "off", f1(w(r * 1.5 + 0.3, rd)), r, r * 1.5 + 0.3, rd)]),
                Claim(f"({S(va)} against {S(vb)}), {at}.")]
        f2 = lambda x: f"Difference: {x}"
        nums = [Claim(f"{cap(A)}: {S(va)}"), Claim(f"{cap(B)}: {S(vb)}", [nbr(lambda x: f"{cap(B)}: {x}")]),
                Claim(f2(S(diff)), [gap(f2, 1.7)])]
    elif form == 2:
        f1 = lambda x: f"{cap(B)} trailed {A} by {x}{P} on {noun}{wn}, {at}."
        lead = [Claim(f1(lo), [off(t, "wrong_base", f1(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb,
                                   lod, real=True)])]
        f2 = lambda x: f"{cap(B)} came in at {x};"
        paras = [[Claim(f2(S(vb)), [nbr(f2)]), Claim(f"{A}, at {S(va)}.")]]
    else:
        f1 = lambda x: f"{poss(cap(B))} {noun} ({S(vb)}) came to {x} of {poss(A)} ({S(va)}){wn}, {at}."
        lead = [Claim(f1(fw), [("false_bound", f1(fbad))])]
        f2 = lambda x: f"The difference: {x}."
        paras = [[Claim(f2(S(diff)), [gap(f2, 0.55)])]]
    book.story(t.db, t.rid, "comparison", lead, paras, nums, head=head, q=q, src=src)


def _chg(book, t, v1, v2, v1n, k, noun, cash, d, unit, l1, l2, src, q, since, shape="change"):
    """From v1 (in l1) to v2 (in l2); v1n: the neighbouring row's value for v1."""
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    P = pc(k)
    at = ATTR[(k + 1) % len(ATTR)]
    way = "up" if up else "down"
    verb = "rose" if up else "fell"

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if v1n is None or S(v1n) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(v1n)), v1, v1n, D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    mw, mbad = mult_news(v2 / v1 if up else v1 / v2)
    if form == 2 and not mw:
        form = 0
    head, paras, nums = None, [], []
    tail = [Claim(since)] if since else []
    if form == 0:
        f1 = lambda x: f"{cap(noun)} {verb} to {S(v2)} in {l2}, {way} {x}{P} from"
        f2 = lambda x: f"{x} in {l1}, {at}."
        lead = [Claim(f1(p), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)])] + tail
        f3 = lambda x: f"In raw terms, that is {'an increase' if up else 'a drop'} of {x}."
        paras = [[Claim(f3(S(abs(diff))), [absd(f3, 1.7)])]]
    elif form == 1:
        f0 = lambda x: f"{cap(noun)} {way} {x}{P} in {l2}"
        head = Claim(f0(p), [base(f0)])
        f1 = lambda x: f"{cap(noun)} {verb} by {x} between {l1} and {l2}, {at}."
        lead = [Claim(f1(S(abs(diff))), [absd(f1, 1.6)])] + tail
        nums = [Claim(f"{cap(l1)}: {S(v1)}", [nbr(lambda x: f"{cap(l1)}: {x}")]),
                Claim(f"{cap(l2)}: {S(v2)}")]
    elif form == 2:
        bigger, smaller = (l2, l1) if up else (l1, l2)
        f1 = lambda x: (f"{cap(noun)} in {l2} came to {x} the {l1} figure, {at}" if up else
                        f"{cap(noun)} in {l1} was {x} the {l2} figure, {at}")
        lead = [Claim(f1(mw), [("false_bound", f1(mbad))]),
                Claim(f"({S(v1)} in {l1}, {S(v2)} in {l2}).")] + tail
        f2 = lambda x: f"That is a change of {x}{P}."
        paras = [[Claim(f2(("+" if up else "-") + p), [base(lambda x: f"That is a change of {('+' if up else '-') + x}{P}.")])]]
    else:
        f1 = lambda x: f"It {verb} {x}{P}, to {S(v2)} in {l2}"
        f2 = lambda x: f"from {x} in {l1}, {at}."
        lead = [Claim(f1(p), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)])] + tail
        f3 = lambda x: f"The net change was {x}."
        paras = [[Claim(f3(S(abs(diff))), [absd(f3, 0.5)])]]
        if not q:
            q = f"How did {noun} change between {l1} and {l2}?"
    book.story(t.db, t.rid, shape, lead, paras, nums, head=head, q=q, src=src)


def since_text(t, col, p2, noun, up):
    """ "the highest since X" / "the lowest since X" for a chronological table, or None."""
    order = t.order
    i = order.index(p2)
    v2 = t[p2][col]
    for j in range(i - 1, -1, -1):
        v = t[order[j]][col]
        if (v >= v2) if up else (v <= v2):
            if j == i - 1:
                return None
            return f"The figure was the {'highest' if up else 'lowest'} since {order[j]}."
    return None


def nx_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, src=None, q=None,
           since=False):
    nb = nbr_of(t, p1, avoid=(p2,))
    v1, v2 = t[p1][col], t[p2][col]
    st = since_text(t, col, p2, noun, v2 > v1) if since else None
    _chg(book, t, v1, v2, t[nb][col] if nb else None, k, noun, cash, d, unit, l1 or p1, l2 or p2, src, q, st)


def nx_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=True, d=0, unit="", src=None, q=None):
    nb = nbr_of(t, key)
    v1n = t[nb][c1] if nb and isinstance(t[nb][c1], float) else None
    _chg(book, t, t[key][c1], t[key][c2], v1n, k, noun, cash, d, unit, l1, l2, src, q, None)


def nx_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, src=None):
    """One row's share of a column total in two periods: the move in points and the relative change; twins:
    the relative change given as points, the later share's complement, the change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, s1d = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = pct(abs(rel))
    P = pc(k)
    at = ATTR[(k + 2) % len(ATTR)]
    f1 = lambda x: (f"{poss(cap(name))} share of {noun} {'rose' if up else 'fell'} {x} percentage points between "
                    f"{l1} and {l2}, {at},")
    f2 = lambda x: f"to {x}{P} from {s1t}{P}."
    lead = [Claim(f1(ppt), [off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]),
            Claim(f2(s2t), [off(t, "complement", f2(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)])]
    f3 = lambda x: f"In relative terms, the share {'grew' if up else 'shrank'} by {x}{P}."
    paras = [[Claim(f3(rt), [off(t, "wrong_base", f3(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                                 real=True)])]]
    book.story(t.db, t.rid, "change", lead, paras, src=src)


def nx_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            src=None, q=None):
    """A total over a count for one row ("an average of $1,833 per order"); the last voice sets it against the
    overall rate (twin: the plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, sfx)
    St = money if cash else (lambda v: n(v, 0 if float(v).is_integer() else 1) + sfx)
    name = label or key
    units = units or plural(unit)
    c = ap(cnt)
    at = ATTR[(k + 3) % len(ATTR)]
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 3
    wh = (lambda x: f"{x} in {what}") if cash else (lambda x: f"{x} {what}")
    if form == 0:
        fmt = lambda x: f"{cap(name)} averaged {wh(x)} per {unit} ({St(tot)} across {c} {units}), {at}."
    elif form == 1:
        fmt = lambda x: f"{cap(what)} per {unit}: {x} ({name})"
    else:
        fmt = lambda x: f"{cap(name)} logged an average of {wh(x)} per {unit}, {at},"
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    if form == 0:
        book.story(t.db, t.rid, "per_unit", [main], q=q, src=src)
    elif form == 1:
        book.story(t.db, t.rid, "per_unit", [Claim(f"{cap(name)}: {ap(cnt)} {units}, {St(tot)} in {what}, {at}.")],
                   nums=[main], q=q, src=src)
    else:
        rows = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in rows]
        cnts = [t[x][cnt_col] for x in rows]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot = S(overall)
        od = D(overall)
        f2 = lambda x: f"against {x} across all {sum(cnts):,.0f} {units}."
        vs = Claim(f2(ot), [off(t, "plain_as_weighted", f2(W(plain, od)), overall, plain, od, real=True)
                            if W(plain, od) != ot else None])
        book.story(t.db, t.rid, "per_unit", [main, vs], q=q, src=src)


def nx_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, src=None, lf=None):
    """One row against the average of the rows ("nearly triple the average")."""
    S, W, D = shown(cash, d, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    name = label or key
    nb = nbr_of(t, key)
    mw, mbad = mult_news(r)
    at = ATTR[(k + 4) % len(ATTR)]
    f1 = lf or (lambda x: f"{cap(name)} posted {x} in {noun},")
    lead = [Claim(f1(S(v)), [off(t, "neighbour_row", f1(S(t[nb][col])), v, t[nb][col], D(v), real=True)
                             if nb and S(t[nb][col]) != S(v) else None])]
    if mw:
        lead.append(Claim(f"{mw} the average {per}, {at}.", [("false_bound", f"{mbad} the average {per}, {at}.")]))
    else:
        rt, rd = xt(r)
        f = lambda x: f"{x} times the average {per}, {at}."
        lead.append(Claim(f(rt), [off(t, "off", f(w(r * 1.5 + 0.2, rd)), r, r * 1.5 + 0.2, rd)]))
    f3 = lambda x: f"The average across all {ap(len(vals))} {plural(per)} was {x}."
    paras = [[Claim(f3(S(avg)), [off(t, "off", f3(W(avg * 1.45, D(avg))), avg, avg * 1.45, D(avg))])]]
    book.story(t.db, t.rid, "per_unit", lead, paras, src=src)


def nx_blend(book, t, avg_col, n_col, k, noun, per, grp, cash=False, d=2, unit="", src=None, q=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shown(cash, d, unit)
    at = ATTR[(k + 5) % len(ATTR)]
    if k % 2 == 0:
        f = lambda x: f"Across all {sum(ns):,.0f} {plural(per)}, the average {noun} was {x}, {at}"
        lead = [Claim(f(S(wa)), [off(t, "plain_as_weighted", f(W(plain, D(wa))), wa, plain, D(wa), real=True)]),
                Claim(f"(each {per} counted once, whatever its {grp}).")]
        book.story(t.db, t.rid, "per_unit", lead, q=q, src=src)
    else:
        f = lambda x: f"Average {noun}, all {plural(per)}: {x}"
        lead = [Claim(f"The {ap(len(avgs))} {plural(grp)} cover {sum(ns):,.0f} {plural(per)}, {at}.")]
        book.story(t.db, t.rid, "per_unit", lead,
                   nums=[Claim(f(S(wa)), [off(t, "plain_as_weighted", f(W(plain, D(wa))), wa, plain, D(wa),
                                              real=True)])], q=q, src=src)


def nx_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, src=None, q=None,
             per=None):
    """One row's share of the column total: "one in five", "roughly a third", or a percent in parentheses."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, k % 2)
    fw, fbad = share_news(s, per)
    P = pc(k)
    at = ATTR[(k + 1) % len(ATTR)]

    def fig(x):
        return f"({S(v)} of {S(tot)}, or {x}{P})"

    tw = [off(t, "complement", fig(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fig(w(ws, sd)), 100 * s, ws, sd, real=True))
    if fw and k % 2 == 0:
        f = lambda x: f"{cap(name)} accounted for {x} of {whole}, {at}"
        lead = [Claim(f(fw), [("false_bound", f(fbad))]), Claim(fig(st) + ".", [(r, x + ".") for r, x in (y for y in tw if y)])]
        book.story(t.db, t.rid, "per_unit", lead, q=q, src=src)
    else:
        f = lambda x: f"{cap(name)} accounted for {x}{P} of {whole}, {at}."
        lead = [Claim(f(st), [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
                      + ([off(t, "wrong_total", f(w(100 * v / (v + t[other][col]), sd)), 100 * s,
                              100 * v / (v + t[other][col]), sd, real=True)] if other else []))]
        nums = [Claim(f"{cap(name)}: {S(v)}"), Claim(f"Total: {S(tot)}")]
        book.story(t.db, t.rid, "per_unit", lead, nums=nums, q=q, src=src)


def nx_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, src=None, per=None):
    """The top m rows together and their share of the total."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num(100 * s, k % 2)
    fw, fbad = share_news(s, per)
    P = pc(k)
    at = ATTR[(k + 2) % len(ATTR)]
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    if fw:
        f = lambda x: f"The top {say(m)} — {names} — accounted for {x} of {noun}, {at}."
        lead = [Claim(f(fw), [("false_bound", f(fbad))])]
    else:
        lead = [Claim(f"The top {say(m)} were {names}, {at}.")]
    f2 = lambda x: f"Together they totaled {x}"
    f3 = lambda x: f"({x}{P} of the {S(tot)} total)."
    paras = [[Claim(f2(S(sm)), [off(t, "off", f2(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
              Claim(f3(st), [off(t, "complement", f3(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)])]]
    book.story(t.db, t.rid, "per_unit", lead, paras, src=src)


def nx_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None, src=None, bottom=False):
    """Ranks; twins: the next row's value."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (t[x][col] if bottom else -t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    at = ATTR[(k + 3) % len(ATTR)]

    def nb(i, fmt):
        if S(v[i + 1]) == S(v[i]):
            return None
        return off(t, "neighbour_row", fmt(S(v[i + 1])), v[i], v[i + 1], D(v[i]), real=True)

    most = "lowest" if bottom else "highest"
    if k % 2 == 0:
        f = lambda x: f"{cap(L(order[0]))} had the {most} {noun}, at {x}, {at}."
        lead = [Claim(f(S(v[0])), [nb(0, f)])]
        nums = [Claim(f"No. 2: {L(order[1])} ({S(v[1])})"), Claim(f"No. 3: {L(order[2])} ({S(v[2])})")]
        book.story(t.db, t.rid, "plain", lead, nums=nums, src=src, derived=False)
    else:
        f = lambda x: f"{cap(L(order[1]))} ranked second on {noun} with {x},"
        lead = [Claim(f(S(v[1])), [nb(1, f)]), Claim(f"behind {L(order[0])} ({S(v[0])}), {at}.")]
        paras = [[Claim(f"{cap(L(order[2]))} was third, at {S(v[2])}.")]]
        book.story(t.db, t.rid, "plain", lead, paras, src=src, derived=False)


def nx_bound(book, t, col, key, k, what, label=None, unit="", cash=False, src=None, after=()):
    """A bound the figure clears ("more than 100,000"); twin: a false bound."""
    v = t[key][col]
    b, bad = north_of(v)
    assert b, (key, col, v)
    name = label or key
    bt = (lambda x: money(x)) if cash else (lambda x: f"{x:,.0f}{unit}")
    at = ATTR[(k + 4) % len(ATTR)]
    lead = [Claim(f"{cap(name)} topped {bt(b)} in {what},", [("false_bound", f"{cap(name)} topped {bt(bad)} in {what},")]),
            Claim(f"{at} ({money(v) if cash else n(v, 0 if float(v).is_integer() else 1) + unit}).")]
    book.story(t.db, t.rid, "plain", lead, list(after), src=src, derived=False)


def nx_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, head=None, lead=(), after=(), hedge=False,
            src=None, bullet=False):
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 5.0, 10, 0.1,
                                                    100, 0.01))
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    if bullet:
        book.story(t.db, t.rid, "conversion", list(lead), list(after), nums=[c], head=head, src=src)
    else:
        book.story(t.db, t.rid, "conversion", list(lead) + [c] + list(after), head=head, src=src)


def nx_empty(book, db, question, sql, ack, bad, head=None, q=None, after=(), src=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.story(db, rid, "zero_ident", [Claim(ack, [("count_over_empty", bad)])], list(after), head=head, q=q,
               src=src, derived=False)


def nx_ident(book, t, text, good, bad, head=None, q=None, after=(), src=None):
    assert bad != good and good in text, (text, good)
    from plausibility_fresh4 import wrong
    book.story(t.db, t.rid, "zero_ident",
               [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])],
               list(after), head=head, q=q, src=src, derived=False)


def nx_plain(book, t, lead, paras=(), nums=(), head=None, q=None, src=None):
    book.story(t.db, t.rid, "plain", lead, paras, nums, head=head, q=q, src=src, derived=False)


# ---------------------------------------------------------------------------
# northwind: destination countries, categories, months of 1997
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"
Y = "extract(year FROM o.order_date)"
NWS = "Northwind order records; data desk analysis."
US = lambda x: {"USA": "the U.S.", "UK": "the U.K.", "United Kingdom": "the U.K.",
                "Czech Republic": "the Czech Republic"}.get(x, x)
THE = lambda x: "the " + x


def northwind(book):
    ct = table("northwind", "Per destination country: orders and net sales in 1996 and in 1997?",
               f"SELECT o.ship_country AS country, count(DISTINCT o.order_id) FILTER (WHERE {Y} = 1996) AS orders_1996, "
               f"count(DISTINCT o.order_id) FILTER (WHERE {Y} = 1997) AS orders_1997, "
               f"round({NET} FILTER (WHERE {Y} = 1996)::numeric, 2) AS sales_1996, "
               f"round({NET} FILTER (WHERE {Y} = 1997)::numeric, 2) AS sales_1997 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 "
               "ORDER BY 5 DESC NULLS LAST")
    nx_cmp(book, ct, "sales_1997", "Germany", "USA", 0, "net sales", cash=True, when="in 1997", label=US, src=NWS)
    nx_cmp(book, ct, "sales_1997", "Austria", "Sweden", 1, "1997 net sales", cash=True, src=NWS)
    nx_cmp(book, ct, "sales_1997", "France", "UK", 2, "net sales", cash=True, when="in 1997", label=US)
    nx_cmp(book, ct, "orders_1997", "Brazil", "Canada", 3, "orders", when="in 1997", src=NWS)
    nx_cmp(book, ct, "orders_1997", "USA", "Venezuela", 0, "orders", when="in 1997", label=US,
           q="Which market placed more orders in 1997, the USA or Venezuela?")
    nx_yoy(book, ct, "Germany", "sales_1996", "sales_1997", 2, "net sales to Germany", "1996", "1997", src=NWS)
    nx_yoy(book, ct, "USA", "sales_1996", "sales_1997", 0, "net sales to the U.S.", "1996", "1997")
    nx_yoy(book, ct, "Denmark", "sales_1996", "sales_1997", 2, "net sales to Denmark", "1996", "1997", src=NWS)
    nx_yoy(book, ct, "Italy", "orders_1996", "orders_1997", 1, "orders from Italy", "1996", "1997", cash=False)
    nx_yoy(book, ct, "Canada", "sales_1996", "sales_1997", 1, "net sales to Canada", "1996", "1997", src=NWS)
    nx_yoy(book, ct, "Ireland", "sales_1996", "sales_1997", 3, "net sales to Ireland", "1996", "1997")
    nx_yoy(book, ct, "France", "orders_1996", "orders_1997", 0, "orders from France", "1996", "1997", cash=False)
    nx_pts(book, ct, "sales_1996", "sales_1997", "Austria", 0, "net sales", "1996", "1997", src=NWS)
    nx_pts(book, ct, "sales_1996", "sales_1997", "Brazil", 1, "net sales", "1996", "1997")
    nx_rate(book, ct, "sales_1997", "orders_1997", "Germany", 0, "order", "1997 net sales", cash=True, src=NWS)
    nx_rate(book, ct, "sales_1997", "orders_1997", "USA", 2, "order", "1997 net sales", cash=True, label="the U.S.",
            src=NWS)
    nx_share(book, ct, "sales_1997", "Germany", 0, "1997 net sales", other="USA", cash=True, src=NWS, per="dollars")
    nx_top(book, ct, "sales_1997", 3, 0, "1997 net sales", cash=True, src=NWS, label=US, per="dollars")
    nx_avg(book, ct, "sales_1997", "Germany", 1, "1997 net sales", "country", cash=True)
    nx_rank(book, ct, "sales_1997", 0, "1997 net sales", cash=True, src=NWS, label=US)
    nx_rank(book, ct, "orders_1997", 1, "1997 order count", label=US)
    nx_bound(book, ct, "sales_1997", "USA", 0, "1997 net sales", label="the U.S.", cash=True, src=NWS)
    tot = sum(ct.col("orders_1997"))
    sal = sum(ct.col("sales_1997"))
    f1 = lambda x: f"Northwind shipped {x} orders to {len(ct)} countries in 1997, {ATTR[0]},"
    f2 = lambda x: f"worth {x} in net sales."
    nx_plain(book, ct, [Claim(f1(f"{tot:,.0f}"), [off(ct, "off", f1(f"{tot * 1.3:,.0f}"), tot, tot * 1.3, 0)]),
                        Claim(f2(money(sal)), [off(ct, "off", f2(money(sal * 1.4)), sal, sal * 1.4, 2)])],
             [Claim(f"Germany alone took {ap(ct['Germany']['orders_1997'])} of them.",
                    [off(ct, "neighbour_row", f"Germany alone took {ap(ct['USA']['orders_1997'])} of them.",
                         ct["Germany"]["orders_1997"], ct["USA"]["orders_1997"], 0, real=True)])],
             head="Northwind's 1997 in orders", src=NWS)
    nx_empty(book, "northwind", "Which orders were shipped to Japan?",
             "SELECT order_id FROM orders WHERE ship_country = 'Japan'",
             "None. The records show zero orders shipped to Japan.",
             "Only a handful. The records show 14 orders shipped to Japan.",
             q="How many Northwind orders went to Japan?", src=NWS)

    cat = table("northwind", "Per category: products, average list price, units in stock, stock value, discontinued?",
                "SELECT c.category_name AS category, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS "
                "avg_price, sum(p.units_in_stock) AS stock, round(sum(p.unit_price * p.units_in_stock)::numeric, 2) "
                "AS stock_value, sum(p.discontinued) AS discontinued FROM products p JOIN categories c "
                "ON c.category_id = p.category_id GROUP BY 1 ORDER BY 5 DESC")
    cs = "Northwind product catalog."
    nx_cmp(book, cat, "stock_value", "Seafood", "Produce", 0, "stock on hand by value", cash=True, src=cs)
    nx_cmp(book, cat, "avg_price", "Meat/Poultry", "Beverages", 2, "average list price", cash=True)
    nx_cmp(book, cat, "stock_value", "Beverages", "Meat/Poultry", 1, "stock value", cash=True, src=cs)
    nx_cmp(book, cat, "stock", "Seafood", "Produce", 3, "units in stock", unit=" units")
    nx_blend(book, cat, "avg_price", "products", 0, "list price", "product", "category", cash=True, src=cs)
    nx_rate(book, cat, "stock_value", "stock", "Beverages", 1, "unit", "stock value", cash=True, units="units")
    nx_share(book, cat, "stock", "Seafood", 2, "units in stock", other="Beverages", unit=" units", src=cs, per="units")
    dc = int(sum(cat.col("discontinued")))
    pr = int(sum(cat.col("products")))
    nx_plain(book, cat, [Claim(f"{ap(dc).capitalize()} of the catalog's {pr} products are discontinued, {ATTR[1]};",
                               [words_twin("number_words_wrong_row",
                                           f"{ap(dc).capitalize()} of the catalog's {pr + 9} products are discontinued, "
                                           f"{ATTR[1]};", pr, pr + 9)]),
                         Claim(f"Meat/Poultry accounts for {ap(cat['Meat/Poultry']['discontinued'])}.")],
             nums=[Claim(f"Products listed: {pr}"), Claim(f"Categories: {ap(len(cat))}")], src=cs)

    mo = table("northwind", "Per month of 1997: orders and freight billed?",
               "SELECT to_char(order_date, 'FMMonth') AS month, count(*) AS orders, round(sum(freight)::numeric, 2) "
               "AS freight FROM orders WHERE extract(year FROM order_date) = 1997 "
               "GROUP BY 1, extract(month FROM order_date) ORDER BY extract(month FROM order_date)")
    nx_chg(book, mo, "orders", "November", "December", 0, "monthly orders", src=NWS)
    nx_chg(book, mo, "freight", "October", "November", 1, "freight billed", cash=True, since=True, src=NWS)
    nx_chg(book, mo, "freight", "January", "February", 3, "freight billed", cash=True)
    nx_chg(book, mo, "freight", "March", "May", 2, "freight billed", cash=True, src=NWS)
    nx_rate(book, mo, "freight", "orders", "December", 0, "order", "freight", cash=True, label="December")
    nx_rank(book, mo, "freight", 1, "freight billed", cash=True, src=NWS)
    nx_chg(book, mo, "orders", "August", "September", 1, "monthly orders", since=True)
    nx_chg(book, mo, "freight", "May", "June", 0, "freight billed", cash=True, since=True, src=NWS)
    nx_empty(book, "northwind", "Which 1997 months had more than 60 orders?",
             "SELECT extract(month FROM order_date) FROM orders WHERE extract(year FROM order_date) = 1997 "
             "GROUP BY 1 HAVING count(*) > 60",
             "Not one month of 1997 topped 60 orders; the count of such months is zero.",
             "Three months of 1997 topped 60 orders, led by December.", head="Busy months", src=NWS)


# ---------------------------------------------------------------------------
# chinook: media types, customer countries, artists
# ---------------------------------------------------------------------------

CHS = "Chinook store sales records."


def chinook(book):
    md = table("chinook", "Per media type: tracks, average minutes, total megabytes, average price?",
               "SELECT m.name AS media, count(*) AS tracks, round(avg(t.milliseconds) / 60000.0, 2) AS avg_min, "
               "round(sum(t.bytes) / 1e6, 1) AS mb, round(avg(t.unit_price), 2) AS price FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    ms = "Chinook track catalog."
    nx_cmp(book, md, "tracks", "MPEG audio file", "Protected AAC audio file", 0, "track count", label=lambda x: x + "s",
           src=ms)
    nx_cmp(book, md, "avg_min", "Protected MPEG-4 video file", "MPEG audio file", 2, "average length", d=2,
           unit=" minutes", label=lambda x: x + "s")
    nx_share(book, md, "tracks", "MPEG audio file", 0, "the catalog's tracks", other="Protected AAC audio file",
             label="MPEG audio files", src=ms, per="tracks")
    nx_blend(book, md, "avg_min", "tracks", 1, "track length", "track", "media type", d=2, unit=" minutes")
    nx_conv(book, md, "Protected MPEG-4 video file", "mb", 0,
            lambda v, c: f"Protected video files take up {v} megabytes ({c} gigabytes),", 1, GB_PER_MB, 1,
            (1 / 1024, 1 / 100), lead=[Claim("Video is small in number but heavy on disk.")],
            after=[Claim(f"from just {md['Protected MPEG-4 video file']['tracks']:,.0f} tracks.")], src=ms)
    nx_conv(book, md, "MPEG audio file", "avg_min", 1, lambda v, c: f"The typical MPEG audio track runs {v} minutes "
            f"({c} seconds), {ATTR[2]}.", 2, 60, 0, (100, 1 / 60, 3600), src=ms)
    nx_conv(book, md, "MPEG audio file", "mb", 2, lambda v, c: f"MPEG audio storage: {v} MB ({c} GB)", 1, GB_PER_MB, 1,
            (1 / 1024, 1 / 100), head="What the catalog weighs", lead=[Claim("MPEG audio dominates the catalog.")],
            bullet=True)

    cc = table("chinook", "Per customer country: customers, invoices and revenue?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS revenue FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC, 1")
    nx_cmp(book, cc, "revenue", "USA", "Canada", 0, "revenue", cash=True, label=US, src=CHS)
    nx_cmp(book, cc, "revenue", "Brazil", "United Kingdom", 2, "revenue", cash=True, src=CHS, label=US)
    nx_cmp(book, cc, "revenue", "France", "Czech Republic", 1, "revenue", cash=True, label=US,
           q="How does French revenue compare with the Czech Republic's?")
    nx_cmp(book, cc, "customers", "Canada", "Germany", 3, "customers", src=CHS)
    nx_rate(book, cc, "revenue", "customers", "USA", 0, "customer", "revenue", cash=True, label="the U.S.", src=CHS)
    nx_rate(book, cc, "revenue", "invoices", "Canada", 2, "invoice", "revenue", cash=True, src=CHS)
    nx_share(book, cc, "revenue", "USA", 0, "store revenue", other="Canada", cash=True, src=CHS, label="the U.S.",
             per="dollars")
    nx_share(book, cc, "customers", "Canada", 1, "the customer base", other="USA", per="customers")
    nx_top(book, cc, "revenue", 5, 1, "store revenue", cash=True, src=CHS, label=US, per="dollars")
    nx_avg(book, cc, "customers", "USA", 0, "customers", "country", lf=lambda x: f"The U.S. has {x} customers,")
    nx_rank(book, cc, "revenue", 1, "revenue", cash=True, src=CHS, label=US)
    one = [x for x in cc.order if cc[x]["customers"] == 1]
    f1 = lambda x: f"Chinook customers are spread across {len(cc)} countries, but {x} of them have just one customer,"
    nx_plain(book, cc, [Claim(f1(len(one)), [off(cc, "off", f1(len(one) + 9), len(one), len(one) + 9, 0)]),
                        Claim(f"{ATTR[3]}.")],
             [Claim(f"The U.S. has the most, with {cc['USA']['customers']:.0f}.",
                    [off(cc, "neighbour_row", f"The U.S. has the most, with {cc['Canada']['customers']:.0f}.",
                         cc["USA"]["customers"], cc["Canada"]["customers"], 0, real=True)])],
             q="How widely spread is Chinook's customer base?", src=CHS)
    nx_empty(book, "chinook", "Which invoices were billed to Japan?",
             "SELECT invoice_id FROM invoice WHERE billing_country = 'Japan'",
             "There are none: zero invoices in the records were billed to Japan.",
             "There are 12 invoices in the records billed to Japan.", head="Japan", src=CHS)

    iv = table("chinook", "The largest invoices: id, customer and total?",
               "SELECT invoice_id, customer_id, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 4")
    nx_ident(book, iv, "The single largest bill in the records is invoice No. 404, at $25.86.", "No. 404", "No. 440",
             head="The biggest ticket", src=CHS)

    ar = table("chinook", "The ten artists with the most tracks: albums, tracks and hours of music?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(t.track_id) AS tracks, "
               "round(sum(t.milliseconds) / 3600000.0, 2) AS hours FROM artist ar JOIN album al ON al.artist_id = "
               "ar.artist_id JOIN track t ON t.album_id = al.album_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    nx_cmp(book, ar, "tracks", "Iron Maiden", "U2", 1, "tracks", src=ms)
    nx_cmp(book, ar, "hours", "Lost", "Iron Maiden", 0, "running time", d=2, unit=" hours")
    nx_rate(book, ar, "tracks", "albums", "Iron Maiden", 0, "album", "tracks", d=1, src=ms)
    nx_conv(book, ar, "Lost", "hours", 0, lambda v, c: f"The TV series Lost fills {v} hours of the catalog, or {c} "
            f"days of nonstop viewing.", 2, 1 / 24, 2, (1 / 60, 1 / 12, 1 / 7), src=ms)
    nx_conv(book, ar, "Metallica", "hours", 1, lambda v, c: f"Metallica: {v} hours ({c} minutes)", 2, 60, 0,
            (100, 24, 3600), head="Metallica, by the minute", lead=[Claim("All of it, back to back:")], bullet=True)


# ---------------------------------------------------------------------------
# superhero: alignments, genders, powers
# ---------------------------------------------------------------------------

SHS = "Superhero database; implausible heights and weights left out."


def heroes(book):
    al = table("superhero", "Per alignment: heroes, average height and weight (plausible values only), heroes weighed?",
               "SELECT a.alignment, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 "
               "AND 300), 1) AS avg_cm, round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 1 AND 500), 1) AS "
               "avg_kg, count(*) FILTER (WHERE s.weight_kg BETWEEN 1 AND 500) AS weighed FROM superhero s JOIN "
               "alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    L = lambda x: {"Good": "heroes", "Bad": "villains", "Neutral": "neutral characters"}[x]
    nx_cmp(book, al, "heroes", "Good", "Bad", 1, "headcount", label=L, src=SHS)
    nx_cmp(book, al, "avg_kg", "Bad", "Good", 2, "average weight", d=1, unit=" kg", label=L, src=SHS)
    nx_share(book, al, "heroes", "Bad", 0, "the characters", other="Good", label="villains", src=SHS,
             per="characters")
    nx_blend(book, al, "avg_kg", "weighed", 0, "weight", "character", "alignment", d=1, unit=" kg", src=SHS)
    nx_conv(book, al, "Good", "avg_cm", 0, lambda v, c: f"The average hero stands {v} cm tall, or {c} inches,", 1,
            IN_PER_CM, 1, (1 / 2.54 / 12, 2.54, 0.3937 * 2), after=[Claim(f"{ATTR[4]}.")], src=SHS)
    nx_conv(book, al, "Bad", "avg_kg", 1, lambda v, c: f"Villains weigh in at {v} kg on average ({c} pounds).", 1,
            LB_PER_KG, 0, (KG_PER_LB, 1 / 2.2 * 1.5, 1.8), head="Heavyweights", src=SHS)
    nx_conv(book, al, "Neutral", "avg_cm", 2, lambda v, c: f"Neutral characters: {v} cm ({c} feet)", 1,
            IN_PER_CM / 12, 2, (1 / 30.48 * 1.5, 1 / 100, 0.3937), lead=[Claim("The tallest group, on average:")],
            bullet=True)
    ge = table("superhero", "Per gender: characters and villains?",
               "SELECT g.gender, count(*) AS characters, count(*) FILTER (WHERE s.alignment_id = 2) AS villains "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    nx_cmp(book, ge, "characters", "Male", "Female", 2, "headcount", label=lambda x: x.lower() + " characters",
           src=SHS)
    fv = ge["Female"]["villains"] / ge["Female"]["characters"]
    mv = ge["Male"]["villains"] / ge["Male"]["characters"]
    g, b = in_words(fv)
    ft, fd = num(100 * fv, 1)
    mt, mdd = num(100 * mv, 1)
    f2 = lambda x: f"({ge['Female']['villains']:.0f} of {ge['Female']['characters']:.0f}, or {x}%),"
    book.story(ge.db, ge.rid, "per_unit",
               [Claim(f"About {g} female characters is a villain, {ATTR[5]}", [("false_bound", f"About {b} female "
                                                                               f"characters is a villain, {ATTR[5]}")]),
                Claim(f2(ft), [off(ge, "complement", f2(w(100 - 100 * fv, fd)), 100 * fv, 100 - 100 * fv, fd, real=True)]),
                Claim(f"against {mt}% of male characters.",
                      [off(ge, "off", f"against {w(100 * mv * 1.6, mdd)}% of male characters.", 100 * mv, 160 * mv, mdd)])],
               head="Villainy by gender", src=SHS)

    pw = table("superhero", "The eight characters with the most powers?",
               "SELECT s.superhero_name AS hero, count(*) AS powers FROM superhero s JOIN hero_power hp "
               "ON hp.hero_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    nx_rank(book, pw, "powers", 0, "number of listed powers", src="Superhero database.")
    nx_cmp(book, pw, "powers", "Captain Marvel", "Angel", 0, "listed powers")
    nx_avg(book, pw, "powers", "Captain Marvel", 1, "powers", "top-eight character",
           lf=lambda x: f"Captain Marvel lists {x} powers,")
    nx_empty(book, "superhero", "Which neutral characters weigh more than 1,000 kg?",
             "SELECT s.superhero_name FROM superhero s JOIN alignment a ON a.id = s.alignment_id "
             "WHERE a.alignment = 'Neutral' AND s.weight_kg > 1000",
             "None do. The count of neutral characters listed above 1,000 kg is zero.",
             "The count of neutral characters listed above 1,000 kg is 11.",
             q="Are any neutral characters listed at more than 1,000 kg?", src="Superhero database.")


# ---------------------------------------------------------------------------
# car_1: makers per country, model years
# ---------------------------------------------------------------------------

CRS = "Car dataset, model years 1970 to 1982."


def cars(book):
    mk = table("spider_car_1", "Per country: car makers and models?",
               "SELECT co.countryname AS country, count(DISTINCT m.id) AS makers, count(DISTINCT ml.modelid) AS models "
               "FROM car_makers m JOIN countries co ON co.countryid = m.country LEFT JOIN model_list ml "
               "ON ml.maker = m.id GROUP BY 1 ORDER BY 3 DESC, 1")
    U = lambda x: {"usa": "the U.S.", "japan": "Japan", "germany": "Germany", "france": "France"}.get(x, x)
    nx_cmp(book, mk, "models", "usa", "japan", 1, "models", label=U, src=CRS)
    nx_share(book, mk, "models", "usa", 0, "the models listed", other="japan", label="the U.S.", src=CRS, per="models")
    mt = sum(mk.col("models"))
    f = lambda x: f"The data list {x} models from"
    nx_plain(book, mk, [Claim(f(f"{mt:,.0f}"), [off(mk, "off", f(f"{mt * 1.5:,.0f}"), mt, mt * 1.5, 0)]),
                        Claim(f"{sum(mk.col('makers')):.0f} makers in {ap(len(mk))} countries.")],
             [Claim(f"Japan has the most makers, at {ap(mk['japan']['makers'])}.")], head="Who makes the cars", src=CRS)

    yr = table("spider_car_1", "Per model year: cars, average horsepower, weight (lbs) and displacement (cu in)?",
               "SELECT year, count(*) AS cars, round(avg(horsepower)::numeric, 1) AS hp, round(avg(weight)::numeric, 0) "
               "AS lbs, round(avg(edispl)::numeric, 1) AS displ FROM cars_data GROUP BY 1 ORDER BY 1")
    nx_chg(book, yr, "hp", "1979", "1980", 0, "average horsepower", d=1, src=CRS)
    nx_chg(book, yr, "lbs", "1970", "1982", 1, "average weight", unit=" pounds", src=CRS)
    nx_chg(book, yr, "displ", "1973", "1974", 3, "average engine displacement", d=1, unit=" cubic inches")
    nx_chg(book, yr, "cars", "1977", "1978", 0, "the number of models", src=CRS)
    nx_chg(book, yr, "hp", "1974", "1975", 1, "average horsepower", d=1, since=False)
    nx_chg(book, yr, "lbs", "1979", "1980", 3, "average weight", unit=" pounds", since=True, src=CRS)
    nx_blend(book, yr, "hp", "cars", 1, "horsepower", "car", "model year", d=1, src=CRS)
    nx_conv(book, yr, "1982", "lbs", 0, lambda v, c: f"The average 1982 model weighed {v} pounds ({c} kg),", 0,
            KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.4), after=[Claim("the lightest of any year but 1980.")], src=CRS)
    nx_conv(book, yr, "1970", "displ", 1, lambda v, c: f"1970 engines: {v} cubic inches on average ({c} liters)", 1,
            0.016387064, 1, (0.0283, 0.01, 0.1), head="Engine size, then", lead=[Claim("Big engines ruled early.")],
            bullet=True, src=CRS)
    nx_rank(book, yr, "hp", 0, "average horsepower", d=1, src=CRS)
    nx_chg(book, yr, "displ", "1979", "1980", 2, "average engine displacement", d=1, unit=" cubic inches",
           since=True, src=CRS)


# ---------------------------------------------------------------------------
# geography and atis
# ---------------------------------------------------------------------------

GGS = "Geography database."


def geography(book):
    mt = table("defog_geography", "Every mountain: altitude and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude, country_name AS country FROM mountain "
               "ORDER BY 2 DESC")
    nx_conv(book, mt, "Mount Everest", "altitude", 0, lambda v, c: f"Mount Everest tops the list at {v} meters "
            f"({c} feet), {ATTR[0]}.", 0, FT_PER_M, 0, (1 / FT_PER_M, 3.0, 0.3), src=GGS)
    nx_conv(book, mt, "K2", "altitude", 1, lambda v, c: f"K2: {v} meters ({c} feet)", 0, FT_PER_M, 0,
            (1 / FT_PER_M, 3.0, 0.3), head="Pakistan's peaks", lead=[Claim("Two of the ten listed peaks are in "
                                                                            "Pakistan.")], bullet=True, src=GGS)
    nx_conv(book, mt, "Nanga Parbat", "altitude", 2, lambda v, c: f"Nanga Parbat rises {v} meters, or {c} feet.", 0,
            FT_PER_M, 0, (1 / FT_PER_M, 3.0, 0.3))
    nx_cmp(book, mt, "altitude", "Cho Oyu", "Makalu", 0, "altitude", unit=" meters", src=GGS)
    nx_top(book, mt, "altitude", 3, 0, "the combined altitude of the listed peaks", unit=" meters", src=GGS)
    nx_avg(book, mt, "altitude", "Mount Everest", 0, "altitude", "listed peak", unit=" meters",
           lf=lambda x: f"Mount Everest rises {x},")
    lk = table("defog_geography", "Every lake: area and country?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY 2 DESC")
    nx_conv(book, lk, "Lake Superior", "area", 0, lambda v, c: f"Lake Superior covers {v} square kilometers "
            f"({c} square miles).", 0, SQMI_PER_SQKM, 0, (0.621371, 1 / SQMI_PER_SQKM, 1.609344), src=GGS)
    nx_conv(book, lk, "Lake Qinghai", "area", 1, lambda v, c: f"Lake Qinghai: {v} sq km ({c} sq miles)", 0,
            SQMI_PER_SQKM, 0, (0.621371, 1 / SQMI_PER_SQKM, 1.609344), head="The biggest lake on the list",
            lead=[Claim("China's entry leads.")], bullet=True, src=GGS)
    nx_cmp(book, lk, "area", "Lake Qinghai", "Lake Michigan", 1, "area", unit=" sq km", src=GGS)
    lc = table("defog_geography", "Per country: lakes and their total area?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS area FROM lake GROUP BY 1 ORDER BY 3 DESC")
    nx_share(book, lc, "area", "United States", 1, "the listed lake area", other="Tanzania", unit=" sq km",
             label="the United States", src=GGS)
    nx_rate(book, lc, "area", "lakes", "Tanzania", 2, "lake", "of water", d=0, sfx=" sq km", src=GGS)
    nx_empty(book, "defog_geography", "Which lakes are larger than 5,000 sq km?",
             "SELECT lake_name FROM lake WHERE area > 5000",
             "None of them: zero lakes on the list are larger than 5,000 square kilometers.",
             "Two lakes on the list are larger than 5,000 square kilometers.", q="Which lakes top 5,000 square km?",
             src=GGS)


ATS = "ATIS flight database."


def atis(book):
    ac = table("defog_atis", "Per aircraft: manufacturer, seats, range, cruising speed, payload?",
               "SELECT aircraft_code AS aircraft, manufacturer, capacity, range_miles, cruising_speed, pay_load "
               "FROM aircraft ORDER BY 3 DESC")
    nx_cmp(book, ac, "capacity", "A380", "B747", 1, "seats", src=ATS, label=THE)
    nx_cmp(book, ac, "capacity", "B787", "E190", 0, "seats", src=ATS, label=THE)
    nx_cmp(book, ac, "range_miles", "B777", "A320", 2, "range", unit=" miles", label=THE)
    nx_conv(book, ac, "A380", "range_miles", 0, lambda v, c: f"The A380 can fly {v} miles ({c} km) without refueling,",
            0, KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 1.0), after=[Claim(f"{ATTR[1]}.")], src=ATS)
    nx_conv(book, ac, "B787", "cruising_speed", 1, lambda v, c: f"B787 cruising speed: {v} mph ({c} km/h)", 0,
            KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 0.447), head="How fast", lead=[Claim("The fastest cruiser listed:")],
            bullet=True, src=ATS)
    nx_conv(book, ac, "A380", "pay_load", 2, lambda v, c: f"Its payload is {v} pounds, {c} kilograms.", 0,
            KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1), lead=[Claim("The A380 also carries the most cargo.")], hedge=True)
    nx_conv(book, ac, "CRJ200", "range_miles", 3, lambda v, c: f"The CRJ200's range is {v} miles, or {c} kilometers.",
            0, KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 1.0), src=ATS)
    nx_rank(book, ac, "capacity", 1, "seating capacity", src=ATS, label=THE)
    nx_rank(book, ac, "range_miles", 0, "range", unit=" miles", bottom=True, label=THE)
    nx_avg(book, ac, "capacity", "A380", 1, "seats", "aircraft type", src=ATS, lf=lambda x: f"The A380 seats {x},")
    mf = table("defog_atis", "Per manufacturer: aircraft types, total seats and average range?",
               "SELECT manufacturer, count(*) AS aircraft, sum(capacity) AS seats, round(avg(range_miles), 1) AS "
               "avg_range FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    nx_share(book, mf, "seats", "Airbus", 0, "the seats listed", other="Boeing", src=ATS)
    nx_rate(book, mf, "seats", "aircraft", "Boeing", 2, "aircraft type", "seats", d=1, units="aircraft types", src=ATS)
    nx_blend(book, mf, "avg_range", "aircraft", 0, "range", "aircraft type", "manufacturer", d=1, unit=" miles",
             src=ATS)
    nx_cmp(book, mf, "seats", "Airbus", "Boeing", 3, "total seats")
    fl = table("defog_atis", "Per departure airport: flights, average time elapsed and stops?",
               "SELECT from_airport AS airport, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_min, "
               "sum(stops) AS stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    nx_conv(book, fl, "LAX", "avg_min", 0, lambda v, c: f"Flights out of LAX log an average of {v} minutes elapsed "
            f"({c} hours), {ATTR[2]}.", 0, 1 / 60, 0, (1 / 100, 1 / 24, 1 / 3600), src=ATS)
    nx_cmp(book, fl, "avg_min", "LAX", "ORD", 0, "average time elapsed", d=0, unit=" minutes", src=ATS)
    ft = table("defog_atis", "Every flight: id, airline, number, route, time elapsed, stops?",
               "SELECT flight_id, airline_code, flight_number, from_airport, to_airport, time_elapsed, stops "
               "FROM flight ORDER BY time_elapsed DESC, flight_id")
    nx_ident(book, ft, "The longest trip in the records is Virgin America's VX890 from LAX to Chicago O'Hare.",
             "VX890", "VX980", head="Longest haul", src=ATS)
    nx_ident(book, ft, "Frontier's F934, flight ID 8, runs from JFK to LAX with one stop.", "F934", "F943", src=ATS)
    nx_empty(book, "defog_atis", "Which flights leave from Denver?",
             "SELECT flight_id FROM flight WHERE from_airport = 'DEN'",
             "None. The records list zero departures from Denver (DEN).",
             "The records list 6 departures from Denver (DEN).", q="How many flights leave from Denver?", src=ATS)


# ---------------------------------------------------------------------------
# the small ones
# ---------------------------------------------------------------------------


def small(book):
    pg = table("defog_advising", "Per program: students, average GPA and total credits?",
               "SELECT p.name AS program, count(*) AS students, round(avg(s.total_gpa), 2) AS gpa, sum(s.total_credit) "
               "AS credits FROM student s JOIN program p ON p.program_id = s.program_id GROUP BY 1 ORDER BY 2 DESC")
    nx_blend(book, pg, "gpa", "students", 1, "GPA", "student", "program", d=2, src="University advising records.")
    cf = table("defog_academic", "Per conference: papers and citations?",
               "SELECT c.name AS conference, count(p.pid) AS papers, sum(p.citation_num) AS citations FROM conference c "
               "LEFT JOIN publication p ON p.cid = c.cid GROUP BY 1 ORDER BY 2 DESC, 1")
    nx_plain(book, cf, [Claim(f"ICML accounts for {ap(cf['ICML']['papers'])} of the {ap(sum(cf.col('papers')))} "
                              f"conference papers in the records,"),
                        Claim(f"but ISA's single paper drew the most citations ({ap(cf['ISA']['citations'])}).")],
             head="Conference papers", src="Academic publication records.")

    st = table("spider_concert_singer", "Per stadium: capacity and attendance (average, highest, lowest)?",
               "SELECT name AS stadium, capacity, average, highest, lowest FROM stadium ORDER BY 2 DESC")
    SS = "Stadium records."
    nx_cmp(book, st, "capacity", "Hampden Park", "Somerset Park", 1, "capacity", src=SS)
    nx_cmp(book, st, "highest", "Stark's Park", "Somerset Park", 0, "record crowds")
    nx_top(book, st, "capacity", 2, 1, "total capacity", src=SS)
    nx_avg(book, st, "capacity", "Hampden Park", 1, "capacity", "stadium", src=SS,
           lf=lambda x: f"Hampden Park holds {x} seats,")
    nx_bound(book, st, "capacity", "Hampden Park", 0, "capacity", unit=" seats", src=SS)
    hp = st["Hampden Park"]
    fill = 100 * hp["average"] / hp["capacity"]
    ftx, fd = num(fill, 1)
    f = lambda x: f"Hampden Park's average crowd of {hp['average']:,.0f} filled just {x}% of its {hp['capacity']:,.0f} seats,"
    book.story(st.db, st.rid, "per_unit",
               [Claim(f(ftx), [off(st, "off", f(w(fill * 4, fd)), fill, fill * 4, fd)]), Claim(f"{ATTR[0]}.")],
               [Claim(f"Stark's Park drew more on average ({st[chr(83) + 'tark' + chr(39) + 's Park']['average']:,.0f}).")],
               head="Empty seats", src=SS)

    bt = table("spider_battle_death", "Per battle: killed and injured by ships lost in it?",
               "SELECT b.name AS battle, sum(d.killed) AS killed, sum(d.injured) AS injured FROM battle b JOIN ship s "
               "ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1")
    BS = "Battle records."
    nx_share(book, bt, "killed", "Siege of Constantinople", 0, "the deaths recorded", other="Battle of Boruy", src=BS,
             label="the Siege of Constantinople", per="deaths")
    nx_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 2, "deaths", src=BS, label=THE)
    nx_empty(book, "spider_battle_death", "Which battles ended in a Latin victory with more than 10 killed?",
             "SELECT b.name FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d "
             "ON d.caused_by_ship_id = s.id WHERE b.result = 'Latin victory' GROUP BY 1 HAVING sum(d.killed) > 10",
             "The answer is zero: no Latin victory in the records cost more than 10 lives.",
             "Two Latin victories in the records cost more than 10 lives each.", head="Costly wins", src=BS)

    tv = table("spider_tvshow", "Per country: TV channels?",
               "SELECT country, count(*) AS channels FROM tv_channel GROUP BY 1 ORDER BY 2 DESC")
    nx_share(book, tv, "channels", "Italy", 0, "the channels listed", other="United Kingdom", per="channels",
             src="TV channel listings.")
    pt = table("spider_pets_1", "Per major: students and pets owned?",
               "SELECT s.major, count(DISTINCT s.stuid) AS students, count(hp.petid) AS pets FROM student s "
               "LEFT JOIN has_pet hp ON hp.stuid = s.stuid GROUP BY 1 ORDER BY 2 DESC, 1")
    nx_ident(book, pt, "All three pets belong to students in major 600, the largest major (18 students).", "major 600",
             "major 520", head="Who owns the pets", src="Student records.")
    nx_empty(book, "spider_pets_1", "Which pets belong to students in major 520?",
             "SELECT hp.petid FROM has_pet hp JOIN student s ON s.stuid = hp.stuid WHERE s.major = 520",
             "Students in major 520 own zero pets, the records show.",
             "Students in major 520 own 5 pets, the records show.", q="Do students in major 520 keep pets?")
    nx_empty(book, "spider_voter_1", "Which votes came from Texas?",
             "SELECT vote_id FROM votes WHERE state = 'TX'",
             "None. The tally shows zero votes from Texas.", "The tally shows 12 votes from Texas.",
             head="Texas", src="Vote records.")
    dc = table("spider_cre_doc_template_mgt", "Per document: paragraphs?",
               "SELECT d.document_id, count(p.paragraph_id) AS paragraphs FROM documents d LEFT JOIN paragraphs p "
               "ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nx_ident(book, dc, "Document 2394 has the most paragraphs, with three.", "Document 2394", "Document 2349",
             src="Document management records.")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book37(), sections, "thirty-eighth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
