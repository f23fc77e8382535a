#!/usr/bin/env python3
"""
plausibility_fresh32.py — a thirty-third labelled set for check_answer, written
held out, development since its misses were read: answers the way a language model writes the "Results" section of a
short research paper or internal technical memo when asked to "write up these
results as a short report", over tables spread across every database
bench/plausibility.sh loads: northwind (net sales and orders per destination
country in 1996 and 1997, lines, units, discounts and net sales per category,
order lines per discount level, orders, late shipments, days to ship and freight
per order year, customers, orders and freight per customer country, units per
category in 1997 and 1998), chinook (tracks, file size, running time and price
per media type, customers, invoices and revenue per customer country, lines and
revenue per artist, invoices, lines and revenue per year, tracks and running
time per genre, genre revenue in 2021 and 2025), BIRD's superhero (heroes,
heights and weights per gender, powers per alignment, heroes per power, heroes
and heights per race), Spider's car_1 (makers and models per continent; cars,
mpg, horsepower and weight per make and per model-year period), defog-dev's
atis (aircraft: capacity, range, speed, length and weight, per aircraft and per
manufacturer), geography (lake areas, mountain altitudes, state population and
area per country), advising and academic (students, courses, papers and
citations), Spider's concert_singer (stadium capacity and attendance, singers'
ages), tvshow (viewers, ratings and shares per episode), battle_death (deaths
per battle), pets_1 (pet weights), course_teach (teachers' ages),
cre_doc_template_mgt (paragraphs per document) and voter_1 (votes per state),
with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the write-up the other
sets lack: formal, dense paragraphs, sometimes under a numbered subsection
heading ("3.2 Net sales by destination country") or a run-in "Results." lead,
figures inside parentheses with their basis ("(n = 64 orders)", "(58.1% of the
total; Table 1)", "(mean 188.3 cm, range 174.1–188.3)"), "respectively" lists,
"a 2.8-fold difference", "relative to", "compared with", "accounted for", "an
increase of 124.2% over 1996", "vs." inside parentheses, references to tables
and figures that carry no figures themselves, hedges ("approximately", "roughly",
"just under"), shares and multiples in words ("roughly one third", "nearly
twice"), en-dashes for ranges, percentage points, and a closing "In summary,"
sentence that restates one or two figures; digits and words mixed, paragraph
lengths varied, not every answer with a heading. Section numbers, table and
figure numbers, years and single digits are narration. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh11's, fresh16's and fresh29's):
  comparison  differences, n-fold differences, percent more and less relative
              to one row, multiples in words, "respectively" pairs
  change      percent changes over an earlier period (rows or columns),
              absolute changes, multiples of an earlier level, shares and
              rates moving in percentage points with their relative change
  per_unit    totals over counts (per order, per customer, per line), one row
              against the mean of the rows or the pooled rate, weighted means
              of group means, one row's share (in digits and in words), two
              shares "respectively", the top rows' share, subset sums
  conversion  cm as inches, kg as pounds, lbs as kg, mpg as km per litre, hp
              as kW, cubic inches as litres, miles as km, feet as metres, mph
              as km/h, pounds as tonnes, bytes as MB, ms and seconds as
              minutes, days as hours, sq km as sq miles, metres as feet
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts in words, ranges, ranks, bounds ("more than")
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group means called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points), a false bound,
share or multiple in words, number words given to the wrong row, a count over
an empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise difference,
ratio and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import re
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, nbr_of, north_of, run, run_set, table
from plausibility_fresh11 import mult_words
from plausibility_fresh29 import plural, poss, pre_

EN = "\u2013"
IN_PER_CM = 1 / 2.54
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
KM_PER_MI = 1.609344
M_PER_FT = 0.3048
FT_PER_M = 3.280839895
L_PER_CUIN = 0.016387064
SQMI_PER_SQKM = 0.386102159
TREFS = ["Table 1", "Table 2", "Figure 1", "Table 3", "Figure 2", "Table 4", "Figure 3"]


def off(t, role, text, true, value, d, approx=False, real=False, extra=(), alts=None):
    """fresh7's off(), except that a redrawn figure replaces the wrong one only where it stands as a whole
    figure, and only when it stands there once (never inside a year or another figure)."""
    clear = None if real else list(t.pool) + list(extra)
    got = wrong(role, text, true, value, d, approx=approx, clear=clear)
    if got or real:
        return got
    shown = w(value, d)
    pat = re.compile(r"(?<![\d,.])" + re.escape(shown) + r"(?![\d,]|\.\d)")
    if len(pat.findall(text)) != 1:
        return None
    if alts is None:
        alts = [] if role == "wrong_factor" else [true + (value - true) * f for f in (1.4, 0.7, 1.9, 2.6, 0.55, 3.3)]
    for v in alts:
        got = wrong(role, pat.sub(w(v, d), text, count=1), true, v, d, approx=approx, clear=clear)
        if got:
            return got
    return None


def below(tw):
    """A twin that puts a figure of 100% or more "below" or "lower" is not one an analyst would write."""
    if tw and re.search(r"\b(\d{3,}|[1-9],\d{3})(\.\d+)?% (below|lower)|decline of (\d{3,}|[1-9],\d{3})(\.\d+)?%", tw[1]):
        return None
    return tw


def tref(k):
    return TREFS[k % len(TREFS)]


def an(word):
    """The word with its article, figures as read aloud ("an 8.9-fold", "an 11.2-fold", "a 1.6-fold")."""
    head = word.split(".")[0].split("-")[0].replace(",", "")
    vowel = word[0] in "aeiou" or word[0] == "8" or (head.isdigit() and head in ("11", "18"))
    return ("an " if vowel else "a ") + word


class Book32(Book10):
    """fresh10's Book10, with each answer laid out as the Results section of a short write-up: a
    numbered subsection heading, a run-in "Results." or none; paragraphs of claims; a closing
    "In summary," sentence (a claim of its own, which may carry a twin)."""

    def res(self, db, rid, shape, paras, title=None, summ=None, derived=True, max_twins=2):
        k = self.cases
        style = k % 5
        paras = [[c if isinstance(c, Claim) else Claim(c) for c in p if c] for p in paras]
        paras = [p for p in paras if p]
        head = ""
        if title and style in (0, 2, 4):
            head = f"{2 + (k // 5) % 3}.{1 + (k * 3) % 5} {cap(title)}"
        elif style == 1:
            head = "Results."
        claims = []
        for i, p in enumerate(paras):
            lead = "\n\n" if i or (head and head != "Results.") else ""
            claims += [pre_(p[0], lead)] + p[1:]
        if summ is not None:
            summ = summ if isinstance(summ, Claim) else Claim(summ)
            claims.append(pre_(summ, "\n\nIn summary, " if k % 3 else "In summary, "))
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=head)


# ---------------------------------------------------------------------------
# figures as a write-up shows them
# ---------------------------------------------------------------------------


def money(v):
    return usd(v, 0) if abs(v) >= 1000 else usd(v, 2)


def shown32(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return money, (lambda v, dd: "$" + w(abs(v), dd)), (lambda v: num(abs(v), 0 if abs(v) >= 1000 else 2, cash=True)[1])
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def fold(r):
    """A multiple with one decimal ("2.8"), or two where one sits on the edge of its rounding."""
    for d in (1, 2, 3):
        if abs(abs(r * 10 ** d) % 1 - 0.5) > 0.08:
            return f"{r:,.{d}f}", d
    return f"{r:,.3f}", 3


def times_words(r):
    """A multiple in words that is true of r ("nearly twice", "roughly three times", "more than twice") and a
    clearly false one; or (None, None)."""
    wd, bad = mult_words(r)
    if wd:
        return f"roughly {wd}", f"roughly {bad}"
    if 1.8 <= r < 1.96:
        return "nearly twice", "nearly three times"
    if 2.75 <= r < 2.95:
        return "nearly three times", "nearly five times"
    if 2.06 <= r <= 2.4:
        return "more than twice", "more than three times"
    if 3.06 <= r <= 3.4:
        return "more than three times", "more than four times"
    return None, None


FR = [(1 / 2, "half"), (1 / 3, "one third"), (1 / 4, "one quarter"), (2 / 3, "two thirds"), (3 / 4, "three quarters"),
      (1 / 5, "one fifth"), (2 / 5, "two fifths"), (1 / 10, "one tenth"), (3 / 5, "three fifths"), (4 / 5, "four fifths")]


def frac_words(s):
    """A share in words ("roughly one third", "just under half", "just over two thirds") and a clearly false one;
    or (None, None)."""
    near = min(FR, key=lambda f: abs(f[0] - s))
    g = s - near[0]
    bad = sorted((x for x in FR if abs(x[0] - s) >= 0.12), key=lambda x: abs(x[0] - s))[0][1]
    if abs(g) <= 0.01:
        return f"roughly {near[1]}", f"roughly {bad}"
    if -0.035 <= g < -0.01:
        return f"just under {near[1]}", f"just under {bad}"
    if 0.01 < g <= 0.035:
        return f"just over {near[1]}", f"just over {bad}"
    return None, None


def approx(v, k=0):
    """A rounded figure within 1.2% of v with a hedge that says on which side it falls: (hedge, text, decimals)."""
    a = abs(v)
    for step in (1e6, 1e5, 1e4, 1e3, 100, 10, 1, 0.1):
        if step > a / 8:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            d = 1 if step < 1 else 0
            if abs(s - v) / a < 0.003:
                h = ["approximately", "roughly", "about"][k % 3]
            elif s > v:
                h = ["just under", "slightly less than"][k % 2]
            else:
                h = ["just over", "slightly more than"][k % 2]
            return h, f"{s:,.{d}f}", d
    t, d = num(v, 1)
    return "approximately", t, d


def hz(v, cash=False, unit="", k=0):
    """A hedged figure ("just under $2,500", "approximately 617,000 seats")."""
    h, txt, _ = approx(v, k)
    return f"{h} {'$' if cash else ''}{txt}{unit}"


def nn(t, key, col, noun=""):
    return f"n = {int(t[key][col]):,}" + (f" {noun}" if noun else "")


# ---------------------------------------------------------------------------
# comparison
# ---------------------------------------------------------------------------


def rs_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, ncol=None, nnoun="", title=None):
    """Two named rows, the larger first, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown32(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = num(100 * diff / vb, 1)
    lo, lod = num(100 * diff / va, 1)
    ft, fd = fold(r)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    na = f" ({nn(t, a, ncol, nnoun)})" if ncol else ""
    nbb = f" ({nn(t, b, ncol, nnoun)})" if ncol else ""
    tr = tref(k)
    title = title or f"{noun}: {A} and {B}"
    form = k % 4
    tw_, tbad = times_words(r)
    if form == 2 and not tw_:
        form = 1
    if form == 1 and r < 1.3:
        form = 3
    if form == 0:
        f1 = lambda x: f"{cap(noun)} for {A} and {B} amounted to {S(va)}{na} and {x}{nbb}, respectively ({tr})."
        paras = [[Claim(f1(S(vb)), [nbr(f1)]),
                  Claim(f"This corresponds to a difference of {S(diff)}, or {hi}% relative to {B}.",
                        [off(t, "wrong_base", f"This corresponds to a difference of {S(diff)}, or "
                             f"{w(100 * diff / va, hid)}% relative to {B}.", 100 * diff / vb, 100 * diff / va, hid,
                             real=True)])]]
        summ = Claim(f"{A} exceeded {B} by {hz(diff, cash, unit if not cash else '', k)} on this measure.")
    elif form == 1:
        f1 = lambda x: f"{cap(noun)} was {S(va)} for {A}{na}, compared with {x}{nbb} for {B} ({tr}),"
        paras = [[Claim(f1(S(vb)), [nbr(f1)]),
                  Claim(f"{an(ft)}-fold difference.",
                        [off(t, "off", f"{an(w(r * 1.5 + 0.3, fd))}-fold difference.", r, r * 1.5 + 0.3, fd)])],
                 [Claim(f"Expressed the other way, {B} stood {lo}% below {A}.",
                        [below(off(t, "wrong_base", f"Expressed the other way, {B} stood {w(100 * diff / vb, lod)}% below {A}.",
                             100 * diff / va, 100 * diff / vb, lod, real=True))])]]
        summ = Claim(f"{A} led at {S(va)}, {S(diff)} ahead of {B}.",
                     [gap(lambda x: f"{A} led at {S(va)}, {x} ahead of {B}.", 1.6)])
    elif form == 2:
        f1 = lambda x: f"{cap(A)} ({S(va)}) recorded {x} the {noun} of {B} ({S(vb)}; {tr})."
        paras = [[Claim(f1(tw_), [("false_bound", f1(tbad))]),
                  Claim(f"Relative to {A}, {B} was {lo}% lower.",
                        [below(off(t, "wrong_base", f"Relative to {A}, {B} was {w(100 * diff / vb, lod)}% lower.",
                                   100 * diff / va, 100 * diff / vb, lod, real=True))])]]
        summ = Claim(f"{A} exceeded {B} by {S(diff)}.", [gap(lambda x: f"{A} exceeded {B} by {x}.", 0.55)])
    else:
        f1 = lambda x: f"{cap(noun)} reached {S(va)} for {A}{na}, compared with {x} for {B}{nbb}."
        paras = [[Claim(f1(S(vb)), [nbr(f1)]),
                  Claim(f"{cap(A)} therefore exceeded {B} by {hi}% ({S(diff)}).",
                        [off(t, "wrong_base", f"{cap(A)} therefore exceeded {B} by {w(100 * diff / va, hid)}% "
                             f"({S(diff)}).", 100 * diff / vb, 100 * diff / va, hid, real=True),
                         gap(lambda x: f"{cap(A)} therefore exceeded {B} by {hi}% ({x}).", 1.7)])]]
        summ = Claim(f"{A} ranked above {B}, at {S(va)}.") if k % 8 != 3 else None
    book.res(t.db, t.rid, "comparison", paras, title, summ)


def rs_resp(book, t, col, keys, k, noun, cash=False, d=0, unit="", label=None, title=None, lead=None):
    """Several rows' values in a "respectively" list; twin: one of them given the next row's value; then the
    spread between the first and the last, as an n-fold ratio."""
    S, W, D = shown32(cash, d, unit)
    L = label or (lambda x: x)
    vals = [t[x][col] for x in keys]
    names = ", ".join(L(x) for x in keys[:-1]) + " and " + L(keys[-1])
    j = len(keys) - 1
    nb = nbr_of(t, keys[j], avoid=keys)

    def f1(x):
        vs = [S(v) for v in vals[:-1]] + [x]
        return f"{lead or 'The values for'} {names} were {', '.join(vs[:-1])} and {vs[-1]}, respectively ({tref(k)})."

    tw = None
    if nb and isinstance(t[nb][col], float) and S(t[nb][col]) != S(vals[j]):
        tw = off(t, "neighbour_row", f1(S(t[nb][col])), vals[j], t[nb][col], D(vals[j]), real=True)
    if tw is None:
        v0 = vals[0] * 1.45
        txt = f1(S(vals[j])).replace(S(vals[0]), W(v0, D(vals[0])), 1)
        tw = off(t, "off", txt, vals[0], v0, D(vals[0]))
    hi, lo = max(vals), min(vals)
    r = hi / lo
    ft, fd = fold(r)
    kh = keys[vals.index(hi)]
    kl = keys[vals.index(lo)]
    paras = [[Claim(f1(S(vals[j])), [tw]),
              Claim(f"The spread between {L(kh)} and {L(kl)} thus amounted to {an(ft + '-fold')} difference in {noun}."
                    if r >= 1.3 else f"The spread between {L(kh)} and {L(kl)} amounted to {S(hi - lo)}.",
                    [off(t, "off", f"The spread between {L(kh)} and {L(kl)} thus amounted to "
                         f"{an(w(r * 1.6 + 0.4, fd) + '-fold')} difference in {noun}.", r, r * 1.6 + 0.4, fd)
                     if r >= 1.3 else
                     off(t, "off", f"The spread between {L(kh)} and {L(kl)} amounted to {W((hi - lo) * 1.7, D(hi - lo))}.",
                         hi - lo, (hi - lo) * 1.7, D(hi - lo))])]]
    book.res(t.db, t.rid, "comparison", paras, title or noun, None)


# ---------------------------------------------------------------------------
# change
# ---------------------------------------------------------------------------


def chg_core(book, t, v1, v2, alt1, k, noun, l1, l2, cash=False, d=0, unit="", title=None, note=None):
    """From v1 (in l1) to v2 (in l2), in four voices; alt1: a real value in v1's place (the neighbouring row's)."""
    S, W, D = shown32(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    rise = "increase" if up else "decline"
    tr = tref(k + 1)

    def base(fmt):
        return below(off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True))

    def nbr(fmt):
        if alt1 is None or S(alt1) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(alt1)), v1, alt1, D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    if form == 2 and not (up and v2 / v1 >= 1.5):
        form = 3
    if form == 0:
        f1 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} from {x} in {l1} to {S(v2)} in {l2} ({tr}),"
        f2 = lambda x: f"{an(rise)} of {x}% over {l1}."
        paras = [[Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(p), [base(f2)])]]
        f3 = lambda x: f"the {l2} figure stood {x} {'above' if up else 'below'} that of {l1}."
        summ = Claim(f3(S(abs(diff))), [absd(f3, 1.7)])
    elif form == 1:
        f2 = lambda x: f"{an(rise)} of {x}% relative to {l1}"
        f3 = lambda x: f"({x})."
        f4 = lambda x: f"In absolute terms, the change amounted to {x}."
        paras = [[Claim(f"In {l2}, {noun} amounted to {S(v2)},"), Claim(f2(p), [base(f2)]), Claim(f3(S(v1)), [nbr(f3)])],
                 [Claim(f4(S(abs(diff))), [absd(f4, 0.5)])]]
        summ = Claim(f"{noun} stood at {hz(v2, cash, unit, k)} in {l2}.") if k % 8 != 1 else None
    elif form == 2:
        r = v2 / v1
        ft, fd = fold(r)
        f1 = lambda x: f"{cap(noun)} in {l2} ({S(v2)}) was {x} times its {l1} level ({S(v1)}; {tr}),"
        f2 = lambda x: f"corresponding to an increase of {x}%."
        paras = [[Claim(f1(ft), [off(t, "off", f1(w(r * 1.45 + 0.2, fd)), r, r * 1.45 + 0.2, fd)]),
                  Claim(f2(p), [base(f2)])]]
        f3 = lambda x: f"{noun} grew by {x} between {l1} and {l2}."
        summ = Claim(f3(S(abs(diff))), [absd(f3, 0.55)])
    else:
        f1 = lambda x, y: f"Between {l1} and {l2}, {noun} {'increased' if up else 'decreased'} by {x} ({y}%),"
        f2 = lambda x: f"from {x} to {S(v2)}."
        paras = [[Claim(f1(S(abs(diff)), p), [below(off(t, "wrong_base", f1(S(abs(diff)), w(wb, pd)), abs(100 * diff / v1),
                                                          wb, pd, real=True)) if up or wb < 100 else None,
                                                absd(lambda x: f1(x, p), 1.7)]),
                  Claim(f2(S(v1)), [nbr(f2)])]]
        summ = Claim(f"the {l2} value of {S(v2)} was the {'higher' if up else 'lower'} of the two.")
    if note:
        paras.append([Claim(note)])
    book.res(t.db, t.rid, "change", paras, title or f"{noun}, {l1} vs. {l2}", summ)


def rs_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, title=None, note=None):
    """From one row (a period) to another."""
    nb = nbr_of(t, p1, avoid=(p2,))
    alt = t[nb][col] if nb and isinstance(t[nb][col], float) else None
    chg_core(book, t, t[p1][col], t[p2][col], alt, k, noun, l1 or p1, l2 or p2, cash, d, unit, title, note)


def rs_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, unit="", label=None, title=None, note=None):
    """Within one row, from one period's column to the next."""
    nb = nbr_of(t, key)
    alt = t[nb][c1] if nb and isinstance(t[nb][c1], float) else None
    name = label or key
    chg_core(book, t, t[key][c1], t[key][c2], alt, k, f"{poss(name)} {noun}", l1, l2, cash, d, unit,
             title or f"{noun} for {name}, {l1}{EN}{l2}", note)


def rs_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, title=None, note=None):
    """One row's share of a column total in two periods: the move in percentage points and the relative change;
    twins: the relative change given as points, the later share's complement, the change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, s1d = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = num(abs(rel), 1)
    rise = "increase" if up else "decline"
    sg = "+" if up else "\u2212"
    f3 = lambda x: f"(a relative {rise} of {x}%)."
    c3 = Claim(f3(rt), [off(t, "wrong_base", f3(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd, real=True)])
    if k % 2 == 0:
        f1 = lambda x: f"{cap(poss(name))} share of {noun} {'rose' if up else 'fell'} from {s1t}% in {l1} to {x}% in {l2},"
        f2 = lambda x: f"a change of {sg}{x} percentage points"
        paras = [[Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
                  Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]),
                  c3]]
        summ = Claim(f"{name} moved away from its {l1} baseline of {s1t}%.")
    else:
        f1 = lambda x: (f"Between {l1} and {l2}, {name} {'gained' if up else 'lost'} {x} percentage points of {noun} "
                        f"({s1t}% vs. {s2t}%; {tref(k)}).")
        f2 = lambda x: f"In relative terms, this represents {an(rise)} of {x}%."
        paras = [[Claim(f1(ppt), [off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)])],
                 [Claim(f2(rt), [off(t, "wrong_base", f2(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                                     real=True)])]]
        summ = Claim(f"{name} closed {l2} with {s2t}% of {noun}.")
    if note:
        paras.append([Claim(note)])
    book.res(t.db, t.rid, "change", paras, title or f"shifts in the composition of {noun}", summ)


def rs_ratepts(book, t, num_col, den_col, p1, p2, k, what, l1=None, l2=None, title=None, note=None, of=None):
    """A rate within rows (num/den) moving from one row to another, in percentage points; twins: the relative
    change given as points, the earlier numerator from the neighbouring row's count."""
    l1, l2 = l1 or p1, l2 or p2
    a1, b1, a2, b2 = t[p1][num_col], t[p1][den_col], t[p2][num_col], t[p2][den_col]
    r1, r2 = 100 * a1 / b1, 100 * a2 / b2
    pp, rel = r2 - r1, 100 * (r2 - r1) / r1
    up = pp > 0
    r1t, r1d = num(r1, 1)
    r2t, _ = num(r2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, _ = num(abs(rel), 1)
    f1 = lambda x: f"The proportion of {what} {'rose' if up else 'fell'} from {x}% in {l1} ({int(a1)} of {int(b1)})"
    f2 = lambda x: f"to {r2t}% in {l2} ({int(a2)} of {int(b2)}), {an('increase' if up else 'decline')} of {x} percentage points"
    paras = [[Claim(f1(r1t)), Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                                   real=True)]),
              Claim(f"({'+' if up else chr(0x2212)}{rt}% in relative terms).")]]
    if note:
        paras.append([Claim(note)])
    book.res(t.db, t.rid, "change", paras, title or f"{what}, {l1} vs. {l2}",
             Claim(f"{r2t}% of {of or 'cases'} in {l2} were affected.") if k % 2 else None)


# ---------------------------------------------------------------------------
# per unit
# ---------------------------------------------------------------------------


def rs_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", units=None, grp=None,
            title=None, note=None):
    """A total over a count for one row; the last voice sets it against the pooled rate of all rows (twin: the
    plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown32(cash, d, sfx)
    St = money if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    units = units or plural(unit)
    grp = grp or t.key
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{cap(name)} averaged {x} in {what} per {unit} ({St(tot)} across {c} {units}; {tref(k)})."
    elif form == 1:
        fmt = lambda x: f"Per {unit}, {what} for {name} came to {x} ({St(tot)} over {c} {units})."
    elif form == 2:
        fmt = lambda x: f"(mean {x} per {unit}; n = {c} {units})."
    else:
        fmt = lambda x: f"{cap(name)} recorded {x} in {what} per {unit}"
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    summ = None
    if form == 0:
        paras = [[main]]
        if k % 8 == 4:
            summ = Claim(f"{poss(name)} {St(tot)} was spread over {c} {units}.")
    elif form == 1:
        paras = [[main]]
    elif form == 2:
        paras = [[Claim(f"{cap(name)} contributed {St(tot)} in {what}" if cash else
                        f"{cap(name)} accounted for {St(tot)} {what}"), main]]
    else:
        keys = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in keys]
        cnts = [t[x][cnt_col] for x in keys]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = (money(overall), D(overall)) if cash else num(overall, d)
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        ot = ot if cash else ot + sfx
        vs = Claim(f", compared with a pooled figure of {ot} per {unit} across all {say(len(keys))} {plural(grp)} ({tref(k)}).",
                   [off(t, "plain_as_weighted", f", compared with a pooled figure of {ow(plain)} per {unit} across all "
                        f"{say(len(keys))} {plural(grp)} ({tref(k)}).", overall, plain, od, real=True)
                    if ow(plain) != ot else None])
        paras = [[main, vs]]
        summ = Claim(f"with {St(tot)} {'in ' if cash else ''}{what} over {c} {units}, {name} sat {'above' if r > overall else 'below'} "
                     f"the pooled rate.")
    if note:
        paras.append([Claim(note)])
    book.res(t.db, t.rid, "per_unit", paras, title or f"{what} per {unit}", summ)


def rs_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, title=None):
    """One row against the mean of the rows."""
    S, W, D = shown32(cash, d, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    name = label or key
    nb = nbr_of(t, key)
    m = len(vals)
    fa = lambda x: f"The mean across the {say(m)} {plural(per)} was {x} ({tref(k)}),"
    c1 = Claim(fa(S(avg)), [off(t, "off", fa(W(avg * 1.45, D(avg))), avg, avg * 1.45, D(avg))])
    if r >= 1.3:
        ft, fd = fold(r)
        f2 = lambda x, y: f"and {name} ({x}) stood at {y} times that mean."
        c2 = Claim(f2(S(v), ft), [off(t, "off", f2(S(v), w(r * 1.5 + 0.2, fd)), r, r * 1.5 + 0.2, fd),
                                  off(t, "neighbour_row", f2(S(t[nb][col]), ft), v, t[nb][col], D(v), real=True)
                                  if nb and S(t[nb][col]) != S(v) else None])
    else:
        p, pd = num(abs(100 * (v - avg) / avg), 1)
        way = "above" if v > avg else "below"
        f2 = lambda x, y: f"placing {name} ({x}) {y}% {way} the mean."
        c2 = Claim(f2(S(v), p), [off(t, "wrong_base", f2(S(v), w(abs(100 * (v - avg) / v), pd)),
                                     abs(100 * (v - avg) / avg), abs(100 * (v - avg) / v), pd, real=True)])
    book.res(t.db, t.rid, "per_unit", [[c1, c2]], title or f"{noun} per {per}",
             Claim(f"{name} recorded {S(v)}, {'well above' if r > 1.3 else 'above' if r > 1 else 'below'} "
                   f"the typical {per}.") if k % 2 else None)


def rs_blend(book, t, avg_col, n_col, k, noun, per, grp, cash=False, d=2, unit="", label=None, title=None):
    """The weighted mean of group means; twin: the plain mean of the group figures."""
    S, W, D = shown32(cash, d, unit)
    L = label or (lambda x: x)
    keys = [x for x in t.order if isinstance(t[x][avg_col], float) and t[x][n_col]]
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    tot = int(sum(ns))
    kmin = keys[avgs.index(min(avgs))]
    kmax = keys[avgs.index(max(avgs))]

    def tw(fmt):
        got = off(t, "plain_as_weighted", fmt(W(plain, D(wa))), wa, plain, D(wa), real=True)
        for f in (1.35, 1.7, 0.55, 2.2):
            got = got or off(t, "off", fmt(W(wa * f, D(wa))), wa, wa * f, D(wa))
        return got

    if k % 2 == 0:
        fmt = lambda x: (f"Weighted by the number of {plural(per)}, the mean {noun} across the {say(len(keys))} "
                         f"{plural(grp)} was {x} (n = {tot:,} {plural(per)}),")
        paras = [[Claim(fmt(S(wa)), [tw(fmt)]),
                  Claim(f"with group means ranging from {S(min(avgs))} ({L(kmin)}) to {S(max(avgs))} ({L(kmax)}).")]]
    else:
        fmt = lambda x: f"Pooling all {tot:,} {plural(per)}, the overall mean {noun} was {x};"
        paras = [[Claim(f"Group means for {noun} ranged from {S(min(avgs))} to {S(max(avgs))} across the "
                        f"{say(len(keys))} {plural(grp)} ({tref(k)}).")],
                 [Claim(fmt(S(wa)), [tw(fmt)]),
                  Claim(f"the unweighted mean of the group values ({S(plain)}) {'overstates' if plain > wa else 'understates'} "
                        f"this because the {plural(grp)} differ in size.")]]
    book.res(t.db, t.rid, "per_unit", paras, title or f"pooled {noun}", None)


def rs_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, olabel=None, title=None):
    """One row's share of the column total: in digits, in words, or two shares "respectively"."""
    S, W, D = shown32(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = 100 * v / tot
    name = label or key
    st, sd = num(s, 1)
    fw, fbad = frac_words(s / 100)
    form = k % 3
    if form == 1 and not fw:
        form = 0
    if form == 2 and not other:
        form = 0
    comp = lambda fmt: off(t, "complement", fmt(w(100 - s, sd)), s, 100 - s, sd, real=True)
    summ = None
    if form == 0:
        f1 = lambda x: f"{cap(name)} accounted for {x}% of {whole} ({S(v)} of {S(tot)}; {tref(k)})."
        tw = [comp(f1)]
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(off(t, "wrong_total", f1(w(ws, sd)), s, ws, sd, real=True))
        paras = [[Claim(f1(st), tw)]]
        summ = Claim(f"{name} contributed {hz(v, cash, unit, k)} of the total.") if k % 2 else None
    elif form == 1:
        f1 = lambda x: f"{cap(name)} accounted for {x} of {whole}"
        f2 = lambda x: f"({x}%; {S(v)} of {S(tot)})."
        tw = [comp(f2)]
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(off(t, "wrong_total", f2(w(ws, sd)), s, ws, sd, real=True))
        paras = [[Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(st), tw)]]
    else:
        vo = t[other][col]
        so = 100 * vo / tot
        sot, sod = num(so, 1)
        O = olabel or other
        f1 = lambda x, y: f"{cap(name)} and {O} accounted for {x}% and {y}% of {whole}, respectively"
        nb = nbr_of(t, other, avoid=(key,))
        tw = [off(t, "wrong_total", f1(w(100 * v / (v + vo), sd), sot), s, 100 * v / (v + vo), sd, real=True)]
        if nb and isinstance(t[nb][col], float):
            tw.append(off(t, "neighbour_row", f1(st, w(100 * t[nb][col] / tot, sod)), so, 100 * t[nb][col] / tot, sod,
                          real=True))
        paras = [[Claim(f1(st, sot), tw), Claim(f"({S(v)} and {S(vo)} of {S(tot)}).")]]
        cw, cbad = frac_words((v + vo) / tot)
        if cw:
            summ = Claim(f"the two together represented {cw} of the total.",
                         [("false_bound", f"the two together represented {cbad} of the total.")])
    book.res(t.db, t.rid, "per_unit", paras, title or f"composition of {whole}", summ)


def rs_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, grp=None, title=None):
    """The top m rows together and their share of the total."""
    S, W, D = shown32(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = num(s, 1)
    fw, fbad = frac_words(s / 100)
    grp = grp or t.key
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    f1 = lambda x: f"The {say(m)} largest {plural(grp)} ({names}) together accounted for {x}"
    f2 = lambda x: f"or {x}% of {noun} ({tref(k)})."
    paras = [[Claim(f1(S(sm)) + ",", [off(t, "off", f1(W(sm * 1.35, D(sm))) + ",", sm, sm * 1.35, D(sm))]),
              Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])]]
    summ = None
    if fw:
        f3 = lambda x: f"the top {say(m)} represented {x} of {noun}, out of {hz(tot, cash, unit, k)} in total."
        summ = Claim(f3(fw), [("false_bound", f3(fbad))])
    book.res(t.db, t.rid, "per_unit", paras, title or f"concentration of {noun}", summ)


def rs_subset(book, t, col, keys, k, noun, what, cash=False, d=0, unit="", title=None):
    """A named subset of rows: its sum and its share of the total; twins: the sum off, the complement share."""
    S, W, D = shown32(cash, d, unit)
    sm = sum(t[x][col] for x in keys)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = num(s, 1)
    f1 = lambda x: f"{cap(what)} together accounted for {x} in {noun}"
    f2 = lambda x: f"({x}% of the {S(tot)} total; {tref(k)})."
    paras = [[Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.4, D(sm))), sm, sm * 1.4, D(sm))]),
              Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])]]
    book.res(t.db, t.rid, "per_unit", paras, title or noun, None)


# ---------------------------------------------------------------------------
# plain, conversion, zero and identifiers
# ---------------------------------------------------------------------------


def rs_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None, title=None):
    S, W, D = shown32(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    f1 = lambda x: f"{cap(L(order[0]))} ranked first on {noun} ({x}),"
    tw = off(t, "neighbour_row", f1(S(v[1])), v[0], v[1], D(v[0]), real=True) if S(v[1]) != S(v[0]) else None
    f2 = lambda x: f"followed by {L(order[1])} ({S(v[1])}) and {L(order[2])} ({x})."
    tw2 = off(t, "neighbour_row", f2(S(v[3])), v[2], v[3], D(v[2]), real=True) if len(v) > 3 and S(v[3]) != S(v[2]) else None
    paras = [[Claim(f1(S(v[0])), [tw]), Claim(f2(S(v[2])), [tw2])]]
    if k % 2:
        paras.append([Claim(f"The lowest value was observed for {L(order[-1])} ({S(v[-1])}).")])
    book.res(t.db, t.rid, "plain", paras, title or f"ranking by {noun}", None, derived=False)


def rs_plain(book, t, paras, title=None, summ=None):
    book.res(t.db, t.rid, "plain", paras, title, summ, derived=False)


def rs_north(book, t, col, key, k, what, label=None, unit="", cash=False, title=None, after=()):
    """A bound the figure clears ("more than 100,000"); twin: a false bound."""
    v = t[key][col]
    b, bad = north_of(v)
    assert b, (key, col, v)
    name = label or key
    bt = (lambda x: f"${x:,.0f}") if cash else (lambda x: f"{x:,.0f}{unit}")
    f1 = lambda x: f"{cap(what)} for {name} exceeded {x}"
    paras = [[Claim(f1(bt(b)), [("false_bound", f1(bt(bad)))]),
              Claim(f"({money(v) if cash else n(v, 0 if float(v).is_integer() else 2) + unit}; {tref(k)}).")], list(after)]
    book.res(t.db, t.rid, "plain", paras, title or what, None, derived=False)


def rs_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, title, before=(), after=(), summ=None):
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 5.0, 10, 0.1, 100,
                                                    0.01))
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=False)
    book.res(t.db, t.rid, "conversion", [list(before) + [c] + list(after)], title, summ)


def rs_empty(book, db, question, sql, title, ack, bad, after=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.res(db, rid, "zero_ident", [[Claim(ack, [("count_over_empty", bad)])] + list(after)], title, None,
             derived=False)


def rs_ident(book, t, title, text, good, bad, before=(), after=()):
    assert bad != good and good in text, (text, good)
    book.res(t.db, t.rid, "zero_ident",
             [list(before) + [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])]
              + list(after)], title, None, derived=False)


# ---------------------------------------------------------------------------
# northwind: destination countries, categories, discounts, order years,
# customer countries
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
YR = "extract(year FROM o.order_date)"
HALF96 = "The 1996 figures cover July to December only, which inflates growth into 1997."
PART98 = "Orders for 1998 run only to early May, so the 1998 figures are partial."


def the(x):
    return {"USA": "the USA", "UK": "the UK"}.get(x, x)


def northwind(book):
    ct = table("northwind", "Per destination country: orders in 1997 and net sales in 1996 and 1997?",
               f"SELECT o.ship_country AS country, count(DISTINCT o.order_id) FILTER (WHERE {YR} = 1997) AS orders_1997, "
               f"coalesce(round(sum({NET}) FILTER (WHERE {YR} = 1996)::numeric, 2), 0) AS net_1996, "
               f"coalesce(round(sum({NET}) FILTER (WHERE {YR} = 1997)::numeric, 2), 0) AS net_1997 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 4 DESC, 1")
    rs_cmp(book, ct, "net_1997", "Germany", "USA", 0, "1997 net sales", cash=True, label=the, ncol="orders_1997",
           nnoun="orders", title="net sales by destination country")
    rs_cmp(book, ct, "net_1997", "Austria", "France", 1, "1997 net sales", cash=True, ncol="orders_1997", nnoun="orders")
    rs_cmp(book, ct, "net_1997", "Germany", "Brazil", 2, "1997 net sales", cash=True)
    rs_yoy(book, ct, "Austria", "net_1996", "net_1997", 0, "net sales", "1996", "1997", cash=True, note=HALF96)
    rs_yoy(book, ct, "Denmark", "net_1996", "net_1997", 2, "net sales", "1996", "1997", cash=True,
           title="growth in smaller markets", note=HALF96)
    rs_yoy(book, ct, "Brazil", "net_1996", "net_1997", 1, "net sales", "1996", "1997", cash=True)
    rs_yoy(book, ct, "Germany", "net_1996", "net_1997", 3, "net sales", "1996", "1997", cash=True, note=HALF96)
    rs_rate(book, ct, "net_1997", "orders_1997", "Austria", 0, "order", "1997 net sales", cash=True, grp="country",
            title="order value by destination")
    rs_rate(book, ct, "net_1997", "orders_1997", "Canada", 3, "order", "1997 net sales", cash=True, grp="country")
    rs_share(book, ct, "net_1997", "Germany", 0, "1997 net sales", other="USA", cash=True)
    rs_share(book, ct, "net_1997", "Brazil", 2, "1997 net sales", other="Germany", cash=True,
             title="geographic mix of 1997 sales")
    rs_top(book, ct, "net_1997", 3, 1, "1997 net sales", cash=True, label=the, grp="destination country")
    rs_avg(book, ct, "net_1997", "USA", 1, "1997 net sales", "destination country", cash=True, label="the USA")
    rs_pts(book, ct, "net_1996", "net_1997", "USA", 0, "net sales", "1996", "1997", label="the USA", note=HALF96)
    rs_rank(book, ct, "orders_1997", 1, "1997 order count", label=the)
    rs_north(book, ct, "net_1997", "France", 0, "1997 net sales", cash=True,
             after=[Claim(f"The figure rests on {int(ct['France']['orders_1997'])} orders.",
                          [off(ct, "off", f"The figure rests on {int(ct['France']['orders_1997'] * 1.6)} orders.", ct["France"]["orders_1997"],
                               int(ct["France"]["orders_1997"] * 1.6), 0)])])

    cat = table("northwind", "Per category: products sold, order lines, units, mean discount (%) and net sales?",
                "SELECT c.category_name AS category, count(DISTINCT p.product_id) AS products, count(*) AS lines, "
                "sum(od.quantity) AS units, round(avg(od.discount)::numeric * 100, 2) AS avg_disc_pct, "
                f"round(sum({NET})::numeric, 2) AS net FROM order_details od JOIN products p ON p.product_id = od.product_id "
                "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 6 DESC")
    rs_cmp(book, cat, "net", "Beverages", "Produce", 3, "net sales", cash=True, ncol="lines", nnoun="lines")
    rs_rate(book, cat, "net", "units", "Meat/Poultry", 1, "unit", "net sales", cash=True, title="revenue per unit sold")
    rs_blend(book, cat, "avg_disc_pct", "lines", 0, "discount", "order line", "category", d=1, unit="%",
             title="discounting across categories")
    rs_share(book, cat, "net", "Beverages", 1, "net sales", other="Dairy Products", cash=True)
    rs_top(book, cat, "units", 2, 0, "units sold", grp="category")
    rs_resp(book, cat, "units", ["Beverages", "Grains/Cereals", "Produce"], 1, "units sold",
            lead="Units sold for", title="volume by category")
    rs_plain(book, cat, [[Claim(f"The products sold fell into eight categories; Confections was the broadest "
                                f"({say(int(cat['Confections']['products']))} products),"),
                          Claim(f"while Produce comprised only {say(int(cat['Produce']['products']))} and Grains/Cereals "
                                f"{say(int(cat['Grains/Cereals']['products']))}."),
                          Claim(f"Across all categories, {int(sum(cat.col('lines'))):,} order lines were recorded "
                                f"({tref(2)}).",
                                [off(cat, "off", f"Across all categories, {int(sum(cat.col('lines')) * 1.3):,} order lines "
                                     f"were recorded ({tref(2)}).", sum(cat.col("lines")), int(sum(cat.col("lines")) * 1.3),
                                     0)])]],
             "catalogue breadth",
             Claim(f"Beverages, Condiments and Seafood each comprised {say(int(cat['Beverages']['products']))} products.",
                   [words_twin("number_words_wrong_row", f"Beverages, Condiments and Seafood each comprised "
                               f"{say(int(cat['Meat/Poultry']['products']))} products.", cat["Beverages"]["products"],
                               cat["Meat/Poultry"]["products"])]))

    ds = table("northwind", "Per discount level (%): order lines, units, mean quantity per line and net sales?",
               "SELECT round(discount::numeric * 100)::int AS discount_pct, count(*) AS lines, sum(quantity) AS units, "
               "round(avg(quantity), 2) AS avg_qty, round(sum(unit_price * quantity * (1 - discount))::numeric, 2) AS net "
               "FROM order_details GROUP BY 1 ORDER BY 1")
    rs_subset(book, ds, "net", [x for x in ds.order if x != "0"], 0, "net sales", "Discounted order lines", cash=True,
              title="the contribution of discounted lines")
    rs_cmp(book, ds, "avg_qty", "0", "5", 3, "mean quantity per line", d=2,
           label=lambda x: "undiscounted lines" if x == "0" else f"lines at a {x}% discount")
    rs_blend(book, ds, "avg_qty", "lines", 1, "quantity", "order line", "discount level", d=1)

    yr = table("northwind", "Per order year: orders, orders shipped late, mean days to ship and total freight?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late, "
               "round(avg(shipped_date - order_date), 2) AS avg_days, round(sum(freight)::numeric, 2) AS freight "
               "FROM orders GROUP BY 1 ORDER BY 1")
    rs_chg(book, yr, "orders", "1996", "1997", 2, "the number of orders", note=HALF96)
    rs_chg(book, yr, "freight", "1997", "1998", 1, "total freight", cash=True, note=PART98)
    rs_ratepts(book, yr, "late", "orders", "1996", "1997", 1, "orders shipped after their required date",
               title="late shipments", of="orders")
    rs_conv(book, yr, "1997", "avg_days", 0, lambda v, c: f"Orders placed in 1997 took a mean of {v} days to ship "
            f"(approximately {c} hours; {tref(3)}).", 2, 24, 0, (12, 60, 1 / 24, 7, 8), "shipping lead times",
            after=[Claim("Unshipped orders are excluded from the mean.")])
    rs_rate(book, yr, "freight", "orders", "1997", 3, "order", "freight", cash=True, label="1997", grp="order year")
    rs_chg(book, yr, "avg_days", "1997", "1998", 3, "the mean time to ship", d=2, unit=" days", note=PART98)

    cu = table("northwind", "Per customer country (ten with the most customers): customers, orders and freight?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(DISTINCT o.order_id) AS orders, "
               "round(coalesce(sum(o.freight), 0)::numeric, 2) AS freight FROM customers c "
               "LEFT JOIN orders o ON o.customer_id = c.customer_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    rs_rate(book, cu, "orders", "customers", "Germany", 0, "customer", "orders", d=2, units="customers",
            title="ordering intensity by customer country")
    rs_cmp(book, cu, "freight", "USA", "France", 2, "freight charges", cash=True, label=the)
    rs_plain(book, cu, [[Claim(f"The USA had the largest customer base ({say(int(cu['USA']['customers']))} customers),"),
                         Claim(f"followed by France and Germany with {say(int(cu['France']['customers']))} each",
                               [words_twin("number_words_wrong_row", f"followed by France and Germany with "
                                           f"{say(int(cu['Brazil']['customers']))} each", cu["France"]["customers"],
                                           cu["Brazil"]["customers"])]),
                         Claim(f"and Brazil with {say(int(cu['Brazil']['customers']))} ({tref(0)}).")],
                        [Claim(f"German customers placed {int(cu['Germany']['orders'])} orders in total, the same number "
                               f"as those in the USA.")]],
             "customer base")

    uc = table("northwind", "Per category: units sold in 1997 and in 1998?",
               f"SELECT c.category_name AS category, sum(od.quantity) FILTER (WHERE {YR} = 1997) AS units_1997, "
               f"sum(od.quantity) FILTER (WHERE {YR} = 1998) AS units_1998 FROM order_details od "
               "JOIN orders o ON o.order_id = od.order_id JOIN products p ON p.product_id = od.product_id "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 2 DESC")
    rs_pts(book, uc, "units_1997", "units_1998", "Beverages", 0, "units sold", "1997", "1998", note=PART98)
    rs_pts(book, uc, "units_1997", "units_1998", "Seafood", 1, "units sold", "1997", "1998")

    rs_empty(book, "northwind", "Which order lines have more than 130 units?",
             "SELECT order_id, product_id FROM order_details WHERE quantity > 130", "order size",
             "No order line exceeded 130 units; the number of such lines was zero.",
             "Four order lines exceeded 130 units, all of them in 1998.")
    rs_empty(book, "northwind", "Which orders took more than 40 days to ship?",
             "SELECT order_id FROM orders WHERE shipped_date - order_date > 40", "extreme delays",
             "None of the shipped orders took longer than 40 days from order to dispatch (n = 0).",
             "Eleven of the shipped orders took longer than 40 days from order to dispatch.",
             after=[Claim("Long delays therefore play no role in the late-shipment figures.")])
    pr = table("northwind", "The three highest-priced products, with ids?",
               "SELECT product_id, product_name, unit_price FROM products ORDER BY unit_price DESC LIMIT 3")
    top = pr.order[0]
    rs_ident(book, pr, "price extremes", f"The highest list price belonged to {pr[top]['product_name']} (product_id "
             f"{top}), at {money(pr[top]['unit_price'])} per unit.", f"product_id {top}", f"product_id {int(top) + 45}")


# ---------------------------------------------------------------------------
# chinook: media types, customer countries, artists, years, genres
# ---------------------------------------------------------------------------


def chinook(book):
    mt = table("chinook", "Per media type: tracks, mean size in bytes, mean length in ms and mean price?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.bytes)) AS avg_bytes, "
               "round(avg(t.milliseconds)) AS avg_ms, round(avg(t.unit_price), 2) AS avg_price FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    byb = (1e-3, 1e-9, 1e-5, 1e-7, 1e-4)
    msb = (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 30000, 1 / 3600)
    rs_conv(book, mt, "MPEG audio file", "avg_bytes", 0, lambda v, c: f"MPEG audio files, the dominant format, "
            f"averaged {v} bytes per track (approximately {c} MB; {tref(0)}).", 0, 1e-6, 2, byb, "file sizes by format")
    rs_conv(book, mt, "Protected MPEG-4 video file", "avg_ms", 1, lambda v, c: f"Protected MPEG-4 video files had a "
            f"mean running time of {v} ms, or roughly {c} minutes per item.", 0, 1 / 60000, 1, msb, "running time",
            after=[Claim("These are almost exclusively television episodes.")])
    rs_cmp(book, mt, "avg_bytes", "Protected MPEG-4 video file", "MPEG audio file", 1, "mean file size", unit=" bytes",
           label=lambda x: "video files" if "video" in x else "MPEG audio files")
    rs_share(book, mt, "tracks", "MPEG audio file", 0, "the catalogue's tracks", label="MPEG audio")
    rs_blend(book, mt, "avg_ms", "tracks", 0, "running time", "track", "media type", d=0, unit=" ms")
    rs_conv(book, mt, "AAC audio file", "avg_ms", 2, lambda v, c: f"Unprotected AAC files ran to a mean of {v} ms "
            f"({c} minutes).", 0, 1 / 60000, 2, msb, "AAC tracks")

    cc = table("chinook", "Per customer country (eight with the most customers): customers, invoices, revenue and mean "
               "invoice total?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS revenue, round(avg(i.total), 2) AS avg_invoice FROM customer c "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 2 DESC, 4 DESC LIMIT 8")
    rs_rate(book, cc, "revenue", "customers", "USA", 0, "customer", "revenue", cash=True, label="the USA",
            title="revenue per customer")
    rs_rate(book, cc, "revenue", "customers", "Czech Republic", 3, "customer", "revenue", cash=True,
            label="the Czech Republic", grp="country")
    rs_blend(book, cc, "avg_invoice", "invoices", 1, "invoice total", "invoice", "country", cash=True)
    rs_cmp(book, cc, "revenue", "USA", "Canada", 0, "revenue", cash=True, label=the, ncol="customers", nnoun="customers")
    rs_share(book, cc, "revenue", "France", 2, "revenue from the eight countries", other="Brazil", cash=True)
    lo_ = min(cc.order, key=lambda x: cc[x]["avg_invoice"])
    hi_ = max(cc.order, key=lambda x: cc[x]["avg_invoice"])
    rs_plain(book, cc, [[Claim(f"Mean invoice totals varied little between markets, from {money(cc[lo_]['avg_invoice'])} "
                               f"({lo_}) to"),
                         Claim(f"{money(cc[hi_]['avg_invoice'])} ({hi_}; {tref(4)}).",
                               [off(cc, "neighbour_row", f"{money(cc['Germany']['avg_invoice'])} ({hi_}; {tref(4)}).",
                                    cc[hi_]["avg_invoice"], cc["Germany"]["avg_invoice"], 2, real=True)]),
                         Claim(f"The USA alone accounted for {int(cc['USA']['invoices'])} invoices.")]],
             "invoice size")

    ar = table("chinook", "Per artist (eight with the most revenue): invoice lines and revenue?",
               "SELECT ar.name AS artist, count(*) AS lines, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN album al ON al.album_id = t.album_id "
               "JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    rs_top(book, ar, "revenue", 3, 0, "revenue across the eight artists", cash=True, grp="artist")
    rs_rate(book, ar, "revenue", "lines", "Lost", 2, "line", "revenue", cash=True, label="Lost")
    rs_cmp(book, ar, "lines", "Iron Maiden", "Deep Purple", 2, "invoice lines")
    rs_rank(book, ar, "revenue", 0, "revenue", cash=True)

    yy = table("chinook", "Per year: invoices, invoice lines and revenue?",
               "SELECT extract(year FROM i.invoice_date)::int AS year, count(DISTINCT i.invoice_id) AS invoices, "
               "count(*) AS lines, sum(il.unit_price * il.quantity) AS revenue FROM invoice i "
               "JOIN invoice_line il ON il.invoice_id = i.invoice_id GROUP BY 1 ORDER BY 1")
    rs_chg(book, yy, "revenue", "2021", "2022", 0, "annual revenue", cash=True)
    rs_chg(book, yy, "revenue", "2024", "2025", 1, "annual revenue", cash=True)
    rs_chg(book, yy, "lines", "2022", "2023", 3, "the number of invoice lines")
    tr_ = sum(yy.col("revenue"))
    b, bad = north_of(tr_)
    rs_plain(book, yy, [[Claim(f"Over the five years, the store issued {int(sum(yy.col('invoices')))} invoices"),
                         Claim(f"with total revenue exceeding {money(b)}", [("false_bound", f"with total revenue exceeding "
                                                                              f"{money(bad)}")]),
                         Claim(f"({money(tr_)}; {tref(1)}).")]],
             "five-year totals",
             Claim(f"annual revenue ranged from {money(min(yy.col('revenue')))} to {money(max(yy.col('revenue')))}.",
                   [off(yy, "off", f"annual revenue ranged from {money(min(yy.col('revenue')))} to "
                        f"{money(max(yy.col('revenue')) * 1.3)}.", max(yy.col("revenue")), max(yy.col("revenue")) * 1.3, 2)]))

    gn = table("chinook", "Per genre (eight with the most tracks): tracks and mean length in seconds?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds) / 1000.0, 1) AS avg_sec "
               "FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    rs_conv(book, gn, "TV Shows", "avg_sec", 0, lambda v, c: f"TV Shows items averaged {v} seconds ({c} minutes),",
            1, 1 / 60, 2, (1 / 3600, 1 / 100, 1 / 30, 60), "track length by genre",
            after=[Claim("an order of magnitude above any music genre.")])
    rs_cmp(book, gn, "avg_sec", "Metal", "Latin", 3, "mean track length", d=1, unit=" s")

    gy = table("chinook", "Per genre: revenue in 2021 and in 2025?",
               "SELECT g.name AS genre, coalesce(sum(il.unit_price * il.quantity) FILTER (WHERE extract(year FROM "
               "i.invoice_date) = 2021), 0) AS rev_2021, coalesce(sum(il.unit_price * il.quantity) FILTER (WHERE "
               "extract(year FROM i.invoice_date) = 2025), 0) AS rev_2025 FROM invoice_line il "
               "JOIN invoice i ON i.invoice_id = il.invoice_id JOIN track t ON t.track_id = il.track_id "
               "JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC, 1")
    rs_pts(book, gy, "rev_2021", "rev_2025", "Alternative & Punk", 1, "revenue", "2021", "2025",
           label="Alternative and Punk")
    rs_yoy(book, gy, "Latin", "rev_2021", "rev_2025", 3, "revenue", "2021", "2025", cash=True)

    rs_empty(book, "chinook", "Which tracks run longer than 100 minutes?",
             "SELECT track_id FROM track WHERE milliseconds > 6000000", "outliers in running time",
             "No track in the catalogue exceeded 100 minutes; the count was zero.",
             "Three tracks in the catalogue exceeded 100 minutes.")
    lt = table("chinook", "The three longest tracks, with ids?",
               "SELECT track_id, name, milliseconds FROM track ORDER BY milliseconds DESC LIMIT 3")
    top = lt.order[0]
    rs_ident(book, lt, "longest items", f"The longest item was \"{lt[top]['name']}\" (track_id {top}),",
             f"track_id {top}", f"track_id {int(top) + 180}",
             after=[Claim(f"at {int(lt[top]['milliseconds']):,} ms.")])


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------

HT = "s.height_cm BETWEEN 100 AND 300"
WT = "s.weight_kg BETWEEN 20 AND 500"


def heroes(book):
    gd = table("superhero", "Per gender: characters, characters with a plausible height, mean height (cm) and mean "
               "weight (kg)?",
               f"SELECT g.gender, count(*) AS heroes, count(*) FILTER (WHERE {HT}) AS measured, "
               f"round(avg(s.height_cm) FILTER (WHERE {HT}), 1) AS avg_height_cm, "
               f"round(avg(s.weight_kg) FILTER (WHERE {WT}), 1) AS avg_weight_kg "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    hnote = "Heights outside 100\u2013300 cm and weights outside 20\u2013500 kg were treated as entry errors."
    gl = lambda x: {"Male": "male characters", "Female": "female characters"}.get(x, "characters of unstated gender")
    rs_cmp(book, gd, "avg_weight_kg", "Male", "Female", 1, "mean weight", d=1, unit=" kg", label=gl)
    rs_conv(book, gd, "Female", "avg_height_cm", 0, lambda v, c: f"Female characters had a mean height of {v} cm "
            f"(approximately {c} in; n = {int(gd['Female']['measured'])}).", 1, IN_PER_CM, 1, (2.54, 1 / 3.28, 0.5),
            "anthropometrics", after=[Claim(hnote)])
    rs_conv(book, gd, "Male", "avg_weight_kg", 1, lambda v, c: f"Male characters weighed {v} kg on average, or roughly "
            f"{c} lb.", 1, LB_PER_KG, 0, (KG_PER_LB, 1.5, 3.2, 1 / 1.5), "body weight")
    rs_share(book, gd, "heroes", "Male", 1, "all characters with a recorded gender", label="male characters")
    rs_blend(book, gd, "avg_height_cm", "measured", 0, "height", "measured character", "gender group", d=1, unit=" cm",
             label=lambda x: x.lower() if x != "N/A" else "unstated")

    al = table("superhero", "Per alignment: characters, power assignments and powers per character?",
               "SELECT a.alignment, count(DISTINCT s.id) AS heroes, count(hp.power_id) AS powers, "
               "round(count(hp.power_id)::numeric / count(DISTINCT s.id), 2) AS powers_per_hero FROM superhero s "
               "JOIN alignment a ON a.id = s.alignment_id LEFT JOIN hero_power hp ON hp.hero_id = s.id "
               "GROUP BY 1 ORDER BY 2 DESC")
    rs_rate(book, al, "powers", "heroes", "Bad", 3, "character", "powers", d=2, label="villains", units="characters",
            grp="alignment")
    rs_cmp(book, al, "powers_per_hero", "Neutral", "Good", 1, "powers per character", d=2,
           label=lambda x: {"Neutral": "neutral characters", "Good": "heroes"}[x])
    rs_share(book, al, "heroes", "Good", 2, "characters with a recorded alignment", other="Bad",
             label="heroes", olabel="villains")

    pw = table("superhero", "The eight most common powers: characters holding each?",
               "SELECT p.power_name AS power, count(*) AS heroes FROM hero_power hp JOIN superpower p "
               "ON p.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    rs_cmp(book, pw, "heroes", "Super Strength", "Flight", 0, "holders")
    rs_top(book, pw, "heroes", 3, 1, "assignments among the eight most common powers", grp="power")
    rs_rank(book, pw, "heroes", 0, "number of holders")

    rc = table("superhero", "The six largest races (named): characters and mean height (cm)?",
               f"SELECT r.race, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE {HT}), 1) AS avg_height_cm "
               "FROM superhero s JOIN race r ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    rs_cmp(book, rc, "avg_height_cm", "Android", "Human", 3, "mean height", d=1, unit=" cm",
           label=lambda x: x.lower() + "s")
    rs_conv(book, rc, "God / Eternal", "avg_height_cm", 1, lambda v, c: f"Gods and Eternals stood {v} cm tall on average "
            f"({c} ft).", 1, 1 / 30.48, 2, (1 / 12, 1 / 2.54, 1 / 100, 3.28 / 100 * 2), "height by race")
    rs_avg(book, rc, "heroes", "Human", 0, "characters", "race", label="humans")
    rs_plain(book, rc, [[Claim(f"Humans formed the largest named group ({int(rc['Human']['heroes'])} characters),"),
                         Claim(f"followed by mutants ({int(rc['Mutant']['heroes'])})",
                               [off(rc, "neighbour_row", f"followed by mutants ({int(rc['God / Eternal']['heroes'])})",
                                    rc["Mutant"]["heroes"], rc["God / Eternal"]["heroes"], 0, real=True)]),
                         Claim(f"and gods or eternals ({say(int(rc['God / Eternal']['heroes']))}; {tref(5)}).")]],
             "race composition",
             Claim(f"cyborgs and the human/radiation group were tied at {say(int(rc['Cyborg']['heroes']))} each."))
    rs_empty(book, "superhero", "Which characters hold more than 60 powers?",
             "SELECT hero_id FROM hero_power GROUP BY 1 HAVING count(*) > 60", "power counts",
             "No character held more than 60 powers (n = 0).",
             "Two characters held more than 60 powers.")
    tl = table("superhero", "The three tallest characters with a plausible height, with ids?",
               f"SELECT s.id, s.superhero_name, s.height_cm FROM superhero s WHERE {HT} ORDER BY s.height_cm DESC LIMIT 3")
    top = tl.order[0]
    rs_ident(book, tl, "height extremes", f"The tallest character in the cleaned data was {tl[top]['superhero_name']} "
             f"(id {top}; {int(tl[top]['height_cm'])} cm).", f"id {top}", f"id {int(top) + 27}")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------

MK = {"amc": "AMC", "volkswagen": "Volkswagen", "datsun": "Datsun", "toyota": "Toyota", "ford": "Ford",
      "chevrolet": "Chevrolet", "plymouth": "Plymouth", "dodge": "Dodge"}


def cars(book):
    co = table("spider_car_1", "Per continent: car makers and models listed?",
               "SELECT co.continent, count(DISTINCT cm.id) AS makers, count(DISTINCT ml.modelid) AS models "
               "FROM continents co JOIN countries c ON c.continent = co.contid JOIN car_makers cm ON cm.country = c.countryid "
               "LEFT JOIN model_list ml ON ml.maker = cm.id WHERE co.continent <> 'NA' GROUP BY 1 ORDER BY 2 DESC")
    rs_share(book, co, "makers", "europe", 1, "the makers listed", label="European makers")
    rs_rate(book, co, "models", "makers", "america", 3, "maker", "models", d=2, label="American makers",
            units="makers", grp="continent")
    rs_plain(book, co, [[Claim(f"The data list {say(int(sum(co.col('makers'))))} makers on three continents:"),
                         Claim(f"{say(int(co['europe']['makers']))} in Europe,",
                               [words_twin("number_words_wrong_row", f"{say(int(co['asia']['makers']))} in Europe,",
                                           co["europe"]["makers"], co["asia"]["makers"])]),
                         Claim(f"{say(int(co['asia']['makers']))} in Asia and {say(int(co['america']['makers']))} in "
                               f"America ({tref(1)}).")]], "makers by continent",
             Claim(f"American makers nonetheless listed {say(int(co['america']['models']))} models, as many as the "
                   f"European ones."))

    mk = table("spider_car_1", "Per make (eight with the most cars): cars, mean mpg, horsepower and weight (lbs)?",
               "SELECT cn.model AS make, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower)::numeric, 1) AS avg_hp, round(avg(cd.weight)) AS avg_lbs FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    M = lambda x: MK.get(x, x)
    rs_cmp(book, mk, "avg_mpg", "datsun", "amc", 1, "mean fuel economy", d=2, unit=" mpg", label=M,
           ncol="cars", nnoun="cars")
    rs_conv(book, mk, "volkswagen", "avg_mpg", 0, lambda v, c: f"Volkswagen models achieved a mean of {v} mpg "
            f"(approximately {c} km/L; n = {int(mk['volkswagen']['cars'])}).", 2, KMPL_PER_MPG, 2,
            (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.7, 2.35), "fuel economy in metric units")
    rs_conv(book, mk, "toyota", "avg_lbs", 1, lambda v, c: f"The mean kerb weight of Toyota models was {v} lbs, or "
            f"roughly {c} kg.", 0, KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.1), "vehicle mass")
    rs_conv(book, mk, "chevrolet", "avg_hp", 2, lambda v, c: f"Chevrolet engines delivered {v} hp on average "
            f"({c} kW; {tref(2)}).", 1, KW_PER_HP, 1, (1 / KW_PER_HP, 0.5, 1.2, 1.36), "engine output")
    rs_blend(book, mk, "avg_mpg", "cars", 1, "fuel economy", "car", "make", d=2, unit=" mpg", label=M)
    rs_avg(book, mk, "cars", "ford", 0, "cars", "make", label="Ford")
    rs_resp(book, mk, "avg_hp", ["dodge", "toyota", "volkswagen"], 2, "mean horsepower", d=1, unit=" hp", label=M,
            lead="Mean outputs for", title="engine output by make")

    pr = table("spider_car_1", "Per model-year period: cars, mean horsepower, weight (lbs), displacement (cu in) and mpg?",
               "SELECT CASE WHEN year < 1975 THEN '1970-74' WHEN year < 1980 THEN '1975-79' ELSE '1980-82' END AS period, "
               "count(*) AS cars, round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight)) AS avg_lbs, "
               "round(avg(edispl)::numeric, 1) AS avg_cu_in, round(avg(mpg)::numeric, 2) AS avg_mpg FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    P = {"1970-74": f"1970{EN}74", "1975-79": f"1975{EN}79", "1980-82": f"1980{EN}82"}
    rs_chg(book, pr, "avg_hp", "1970-74", "1980-82", 1, "mean horsepower", d=1, l1=P["1970-74"], l2=P["1980-82"],
           title="downsizing over the period")
    rs_chg(book, pr, "avg_mpg", "1970-74", "1980-82", 2, "mean fuel economy", d=2, unit=" mpg", l1=P["1970-74"],
           l2=P["1980-82"])
    rs_chg(book, pr, "cars", "1975-79", "1980-82", 3, "the number of cars in the sample", l1=P["1975-79"],
           l2=P["1980-82"])
    rs_chg(book, pr, "avg_lbs", "1975-79", "1980-82", 0, "mean weight", unit=" lbs", l1=P["1975-79"], l2=P["1980-82"])
    rs_conv(book, pr, "1970-74", "avg_cu_in", 3, lambda v, c: f"Cars from {P['1970-74']} had a mean displacement of "
            f"{v} cu in ({c} L),", 1, L_PER_CUIN, 2, (1 / L_PER_CUIN, 0.1, 0.0254, 0.03), "engine displacement",
            after=[Claim(f"compared with {n(pr['1980-82']['avg_cu_in'], 1)} cu in for {P['1980-82']}.")])
    rs_blend(book, pr, "avg_hp", "cars", 0, "horsepower", "car", "period", d=1, label=lambda x: P[x])
    rs_empty(book, "spider_car_1", "Which cars have more than 250 horsepower?",
             "SELECT id FROM cars_data WHERE horsepower > 250", "high-output engines",
             "No car in the sample exceeded 250 hp; the corresponding count is zero.",
             "Five cars in the sample exceeded 250 hp, all from the early 1970s.")


# ---------------------------------------------------------------------------
# atis aircraft and geography
# ---------------------------------------------------------------------------


def atis(book):
    mf = table("defog_atis", "Per manufacturer: aircraft types, total and mean seating capacity, mean range (miles)?",
               "SELECT manufacturer, count(*) AS aircraft, sum(capacity) AS seats, round(avg(capacity), 1) AS avg_capacity, "
               "round(avg(range_miles)) AS avg_range_mi FROM aircraft GROUP BY 1 ORDER BY 2 DESC, 1")
    rs_blend(book, mf, "avg_capacity", "aircraft", 0, "seating capacity", "aircraft type", "manufacturer", d=1,
             unit=" seats")
    rs_cmp(book, mf, "avg_capacity", "Airbus", "Boeing", 0, "mean seating capacity", d=1, unit=" seats",
           ncol="aircraft", nnoun="types")
    rs_share(book, mf, "seats", "Airbus", 1, "total seating capacity", other="Boeing")

    ac = table("defog_atis", "Every aircraft type: manufacturer, capacity, range (miles), cruising speed (mph), length "
               "(ft) and weight (lbs)?",
               "SELECT aircraft_code, manufacturer, capacity, range_miles, cruising_speed, length, weight FROM aircraft "
               "ORDER BY capacity DESC")
    rs_conv(book, ac, "A380", "range_miles", 0, lambda v, c: f"The A380 has a listed range of {v} miles "
            f"(approximately {c} km; {tref(0)}).", 0, KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 0.5), "range")
    ln = table("defog_atis", "Every aircraft type: length (ft)?",
               "SELECT aircraft_code, length FROM aircraft ORDER BY length DESC, aircraft_code")
    rs_conv(book, ln, "B777", "length", 1, lambda v, c: f"At {v} ft ({c} m), the B777 is the longest type in the "
            f"fleet data,", 0, M_PER_FT, 1, (FT_PER_M, 1 / 12, 0.0254, 0.9144), "dimensions",
            after=[Claim("level with the A350.")])
    rs_conv(book, ac, "B747", "weight", 2, lambda v, c: f"The B747's listed weight of {v} lbs corresponds to roughly "
            f"{c} tonnes.", 0, KG_PER_LB / 1000, 0, (1 / 1000, LB_PER_KG / 1000, 1 / 2000), "mass")
    sp = table("defog_atis", "Every aircraft type: cruising speed (mph)?",
               "SELECT aircraft_code, cruising_speed FROM aircraft ORDER BY cruising_speed DESC, aircraft_code")
    rs_conv(book, sp, "B787", "cruising_speed", 3, lambda v, c: f"The B787 cruises at {v} mph ({c} km/h),", 0, KM_PER_MI,
            0, (1 / KM_PER_MI, 1.852, 0.868976), "cruising speed",
            after=[Claim("the highest cruising speed in the data.")])
    rs_cmp(book, ac, "capacity", "A380", "CRJ200", 1, "seating capacity", unit=" seats", label=lambda x: "the " + x)
    rs_share(book, ac, "capacity", "A380", 0, "total seating capacity across the ten types", other="B777",
             label="the A380")
    rs_rank(book, ac, "capacity", 1, "seating capacity", unit=" seats", label=lambda x: "the " + x)
    rs_rate(book, ac, "weight", "capacity", "B747", 0, "seat", "weight", d=1, sfx=" lbs", units="seats",
            label="the B747")
    rs_ident(book, ac, "aircraft types", f"The largest type by capacity was the A380 ({int(ac['A380']['capacity'])} "
             f"seats),", "A380", "A388", after=[Claim("built by Airbus.")])
    rs_empty(book, "defog_atis", "Which aircraft types seat more than 900 passengers?",
             "SELECT aircraft_code FROM aircraft WHERE capacity > 900", "capacity ceiling",
             "No aircraft type exceeded 900 seats (n = 0).",
             "Two aircraft types exceeded 900 seats.")


def geography(book):
    lk = table("defog_geography", "Every lake: area (sq km) and country?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY 2 DESC")
    rs_conv(book, lk, "Lake Superior", "area", 0, lambda v, c: f"Lake Superior is recorded at {v} sq km "
            f"(approximately {c} sq mi).", 0, SQMI_PER_SQKM, 1, (1 / SQMI_PER_SQKM, 0.621371, 1.609344), "lake areas")
    lc = table("defog_geography", "Per country: lakes and total lake area (sq km)?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS area FROM lake GROUP BY 1 ORDER BY 3 DESC")
    rs_share(book, lc, "area", "United States", 1, "the total lake area", label="the United States", other="Tanzania")
    mt = table("defog_geography", "The five highest mountains: altitude (m)?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m FROM mountain ORDER BY 2 DESC LIMIT 5")
    rs_conv(book, mt, "Nanga Parbat", "altitude_m", 1, lambda v, c: f"Nanga Parbat is listed at {v} m, or roughly "
            f"{c} ft.", 0, FT_PER_M, 0, (1 / FT_PER_M, 1.09361, 0.621371 / 1000 * 1000), "altitudes")
    sc = table("defog_geography", "Per country: states listed, total population and total area (sq km)?",
               "SELECT country_name AS country, count(*) AS states, sum(population) AS population, sum(area) AS area "
               "FROM state GROUP BY 1 ORDER BY 3 DESC, 1")
    rs_cmp(book, sc, "population", "United States", "Canada", 1, "listed state population", label=lambda x: "the " + x
           if x == "United States" else x)
    rs_rate(book, sc, "population", "area", "India", 0, "sq km", "population", d=2, units="sq km")
    rs_empty(book, "defog_geography", "Which mountains are higher than 10,000 m?",
             "SELECT mountain_name FROM mountain WHERE mountain_altitude > 10000", "altitude ceiling",
             "No mountain in the table exceeded 10,000 m; the count was zero.",
             "Two mountains in the table exceeded 10,000 m.")


# ---------------------------------------------------------------------------
# the small ones: concert_singer, tvshow, battle_death, pets_1, course_teach,
# cre_doc_template_mgt, voter_1, advising, academic
# ---------------------------------------------------------------------------


def small(book):
    st = table("spider_concert_singer", "Every stadium: capacity and highest, lowest and mean attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    u = 100 * st["Hampden Park"]["average"] / st["Hampden Park"]["capacity"]
    ut, ud = num(u, 2)
    f1 = lambda x: f"Hampden Park filled only {x}% of its capacity on average"
    u2 = 100 * st["Somerset Park"]["average"] / st["Somerset Park"]["capacity"]
    book.res(st.db, st.rid, "per_unit",
             [[Claim(f1(ut), [off(st, "off", f1(w(u * 3.2, ud)), u, u * 3.2, ud) or
                              off(st, "neighbour_row", f1(w(u2, ud)), u, u2, ud, real=True)]),
               Claim(f"(mean attendance {int(st['Hampden Park']['average'])} against {int(st['Hampden Park']['capacity']):,} "
                     f"seats; {tref(3)}).")]], "stadium utilisation",
             Claim(f"capacities ranged from {int(min(st.col('capacity'))):,} to {int(max(st.col('capacity'))):,} seats."))
    rs_cmp(book, st, "average", "Stark's Park", "Hampden Park", 2, "mean attendance")
    tot_avg = sum(st.col("average"))
    tot_cap = sum(st.col("capacity"))
    pu = 100 * tot_avg / tot_cap
    pt, pd = num(pu, 1)
    plain_u = sum(100 * st[x]["average"] / st[x]["capacity"] for x in st.order) / len(st)
    f2 = lambda x: f"Pooled across the nine stadiums, mean attendance amounted to {x}% of capacity"
    book.res(st.db, st.rid, "per_unit",
             [[Claim(f2(pt), [off(st, "plain_as_weighted", f2(w(plain_u, pd)), pu, plain_u, pd, real=True)]),
               Claim(f"({int(tot_avg):,} of {int(tot_cap):,} seats).")]], "pooled utilisation", None)

    tv = table("spider_tvshow", "Every episode: rating, share, viewers (millions) and weekly rank?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers, weekly_rank FROM tv_series "
               "ORDER BY id")
    rs_chg(book, tv, "viewers", "A Love of a Lifetime", "The Hanged Man", 1, "viewership", d=2, unit=" million",
           l1="the opening episode", l2="the final episode", title="audience trajectory")
    rs_chg(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 0, "the household rating", d=1,
           l1="the opening episode", l2="the final episode")
    rs_avg(book, tv, "viewers", "A Love of a Lifetime", 1, "viewers", "episode", d=2, unit=" million",
           label="the opening episode")
    rs_cmp(book, tv, "rating", "Friendly Skies", "Double Down", 3, "rating", d=1)
    vv = sorted(tv.col("viewers"))
    f_tv = lambda x: f"Across the {say(len(tv))} episodes, viewership spanned {n(vv[0], 2)}{EN}{x} million"
    rs_plain(book, tv, [[Claim(f_tv(n(vv[-1], 2)), [off(tv, "neighbour_row", f_tv(n(vv[-2], 2)), vv[-1], vv[-2], 2,
                                                        real=True)]),
                         Claim(f"(mean {n(sum(tv.col('viewers')) / len(tv), 2)} million; {tref(4)}),",
                               [off(tv, "off", f"(mean {w(sum(tv.col('viewers')) / len(tv) * 1.35, 2)} million; {tref(4)}),",
                                    sum(tv.col("viewers")) / len(tv), sum(tv.col("viewers")) / len(tv) * 1.35, 2)]),
                         Claim(f"and weekly ranks from {int(min(tv.col('weekly_rank')))} to {int(max(tv.col('weekly_rank')))}.")]],
             "ratings and reach")

    sg = table("spider_concert_singer", "Per country: singers, mean, minimum and maximum age?",
               "SELECT country, count(*) AS singers, round(avg(age), 2) AS avg_age, min(age) AS min_age, "
               "max(age) AS max_age FROM singer GROUP BY 1 ORDER BY 2 DESC")
    fr = sg["France"]
    rs_plain(book, sg, [[Claim(f"French singers made up the bulk of the roster ({say(int(fr['singers']))} of "
                               f"{say(int(sum(sg.col('singers'))))};"),
                         Claim(f"mean age {n(fr['avg_age'], 1)} years, range {int(fr['min_age'])}{EN}{int(fr['max_age'])}).",
                               [off(sg, "off", f"mean age {w(fr['avg_age'] * 1.3, 1)} years, range "
                                    f"{int(fr['min_age'])}{EN}{int(fr['max_age'])}).", fr["avg_age"], fr["avg_age"] * 1.3, 1)])],
                        [Claim(f"The single Dutch singer was the oldest performer at {int(sg['Netherlands']['avg_age'])}.",
                               [off(sg, "neighbour_row", f"The single Dutch singer was the oldest performer at "
                                    f"{int(sg['France']['max_age'])}.", sg["Netherlands"]["avg_age"], sg["France"]["max_age"],
                                    0, real=True)])]], "performer demographics")
    rs_empty(book, "spider_concert_singer", "Which singers are older than 60?",
             "SELECT singer_id FROM singer WHERE age > 60", "age profile",
             "No singer in the data was older than 60 (n = 0).", "Three singers in the data were older than 60.")

    bd = table("spider_battle_death", "Per battle with recorded casualties: killed and injured?",
               "SELECT b.name AS battle, sum(d.killed) AS killed, sum(d.injured) AS injured FROM battle b "
               "JOIN ship s ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    rs_share(book, bd, "killed", "Siege of Constantinople", 1, "recorded deaths", label="the Siege of Constantinople")
    rs_cmp(book, bd, "killed", "Battle of Boruy", "Battle of Messinopolis", 0, "deaths",
           label=lambda x: "the " + x)

    pe = table("spider_pets_1", "Every pet: type, age and weight (kg)?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    rs_conv(book, pe, "2002", "weight", 0, lambda v, c: f"The heavier of the two dogs (pet 2002) weighed {v} kg "
            f"({c} lb).", 1, LB_PER_KG, 1, (KG_PER_LB, 2.0, 1.5, 3.0), "pet weights")

    te = table("spider_course_teach", "Every teacher: age and hometown?",
               "SELECT name AS teacher, age, hometown FROM teacher ORDER BY age DESC")
    ma = sum(te.col("age")) / len(te)
    rs_plain(book, te, [[Claim(f"The {say(len(te))} teachers had a mean age of {n(ma, 1)} years",
                               [off(te, "off", f"The {say(len(te))} teachers had a mean age of {w(ma * 1.3, 1)} years",
                                    ma, ma * 1.3, 1)]),
                         Claim(f"(range {int(min(te.col('age')))}{EN}{int(max(te.col('age')))}; {tref(0)}),",
                               [off(te, "neighbour_row", f"(range {int(sorted(te.col('age'))[1])}{EN}{int(max(te.col('age')))}; "
                                    f"{tref(0)}),", min(te.col("age")), sorted(te.col("age"))[1], 0, real=True)]),
                         Claim(f"with {te.order[0]} the oldest.")]], "teaching staff")
    rs_empty(book, "spider_course_teach", "Which teachers are older than 50?",
             "SELECT teacher_id FROM teacher WHERE age > 50", "staff age",
             "No teacher was older than 50; the count is zero.", "Two teachers were older than 50.")

    dc = table("spider_cre_doc_template_mgt", "Per document: paragraphs?",
               "SELECT d.document_name AS document, count(p.paragraph_id) AS paragraphs FROM documents d "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY d.document_id, 1 ORDER BY 2 DESC, 1")
    withp = sum(1 for x in dc.order if dc[x]["paragraphs"] > 0)
    rs_plain(book, dc, [[Claim(f"Of the {say(len(dc))} documents, {say(withp)} contained at least one paragraph",
                               [words_twin("number_words_wrong_row", f"Of the {say(len(dc))} documents, "
                                           f"{say(len(dc) - withp)} contained at least one paragraph", withp,
                                           len(dc) - withp)]),
                         Claim(f"({int(sum(dc.col('paragraphs')))} paragraphs in total);"),
                         Claim(f"\"Customer reviews\" was the longest, with {say(int(dc['Customer reviews']['paragraphs']))}.")]],
             "document structure")
    rs_empty(book, "spider_cre_doc_template_mgt", "Which documents have more than three paragraphs?",
             "SELECT document_id FROM paragraphs GROUP BY 1 HAVING count(*) > 3", "document length",
             "No document contained more than three paragraphs (n = 0).",
             "Four documents contained more than three paragraphs.")

    rs_empty(book, "spider_voter_1", "Which votes came from Texas?",
             "SELECT vote_id FROM votes WHERE state = 'TX'", "geographic coverage of votes",
             "No votes were recorded from Texas; the count is zero.",
             "Texas accounted for 12 of the recorded votes.")
    rs_empty(book, "defog_advising", "Which students have a GPA above 3.9?",
             "SELECT student_id FROM student WHERE total_gpa > 3.9", "academic standing",
             "No student exceeded a GPA of 3.9 (n = 0).", "Three students exceeded a GPA of 3.9.")
    rs_empty(book, "defog_academic", "Which papers have more than 10 citations?",
             "SELECT pid FROM publication WHERE citation_num > 10", "citation impact",
             "No paper in the corpus received more than 10 citations; the count was zero.",
             "Two papers in the corpus received more than 10 citations.")


def main():
    sections = (northwind, chinook, heroes, cars, atis, geography, small)
    return run_set(Book32(), sections, "thirty-third set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
