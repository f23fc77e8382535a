#!/usr/bin/env python3
"""
plausibility_fresh43.py — a forty-fourth labelled set for check_answer, written
held out, development since its misses were read: answers the way a language-model customer success manager writes an
account review e-mail to a client about the client's own data, over tables
spread across the databases bench/plausibility.sh loads: northwind (orders,
active customers, net revenue and freight per quarter; each customer's 1997
orders and revenue; each sales rep's orders in the two halves of 1997;
units per category in the second half of 1996 and of 1997; freight and days
to ship per destination country), chinook (customers, invoices and revenue per
billing country; invoices and revenue per quarter of 2024 and 2025; tracks,
play time and storage per genre; each support rep's customers and revenue in
2024 and 2025), BIRD's superhero (characters and powers per publisher;
heights and weights per gender), Spider's car_1 (cars, fuel economy and weight
per model year; cars per maker), defog-dev's geography (lake area and river
length per country, city population per country), atis (flying time per
airline, fares per departure airport, aircraft seats and range) advising
(enrolment and reviews per department, students and credits per programme)
and academic (papers and citations per conference), Spider's concert_singer
(singers per concert, stadium attendance), pets_1 (pets per type, students per
major), battle_death (losses per ship), tvshow (viewers per episode),
course_teach (courses per teacher), voter_1 (votes per contestant) and
cre_doc_template_mgt (paragraphs per document), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money()). The writing is the customer success manager's account review the
other sets lack: a greeting by first name, a friendly opening line, short
paragraphs in "you" and "your team" phrasing ("your orders grew 12% quarter
on quarter", "your top three customers account for just over half"),
figures with everyday hedges that say which side they fall on ("roughly",
"a bit more than", "nearly", "just under"), comparisons against "the previous
quarter", "last year" and the average account, per-unit figures ("per order",
"per seat"), shares of totals, the occasional figure in words ("about a
third", "twice as many"), a rounded figure with the exact one after it in
brackets ("about $1.2k ($1,187.40)"), conversions only where natural (minutes
as hours, days as weeks, milliseconds as hours, bytes as GB, kg as lb, cm as
inches, sq km as sq miles, km as miles) and a sign-off with no figures.
Shapes, as in bench/plausibility_fresh4.py (whose helpers this set reuses,
with fresh7's, fresh10's, fresh29's, fresh41's and fresh42's):
  comparison  leads in percent, gaps, multiples in digits and in words, one
              row as a share of another
  change      quarter on quarter, half on half and year on year changes in
              percent and absolute terms, shares moving in points
  per_unit    totals over counts ("per order", "per customer"), one row
              against the pooled rate, one row against the average account,
              weighted averages against plain averages of group averages,
              shares of the total, the top rows' share
  conversion  minutes and milliseconds as hours, days as weeks, bytes as GB,
              kg as lb, lb as kg, cm as inches, sq km as sq miles, km as miles,
              millions as people
  zero_ident  zero for an empty result, identifiers (ids, names, codes)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group rates called the
pooled one, a share of the wrong total or its complement, a percent change
over the wrong base, a relative change given as points, one row as a share of
the pair instead of the other row), a false fraction or multiple in words,
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by more
than the rounding shown. A twin is kept only when its figure is far from the
true value (fresh4's rules) and, unless it is a real value in the wrong role,
far from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig, round_near
from plausibility_fresh42 import money, nbr_fn, pre_

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159

NAMES = ["Maria", "Tom", "Priya", "Daniel", "Aisha", "Chris", "Lena", "Marcus", "Sofia", "Ben", "Hannah"]
GREET = ["Hi {},", "Hello {},", "Hi {} and team,", "Good morning {},", "Hi {},", "Hey {},"]
OPENING = ["Hope you're well! Here's your account review ahead of our call.",
           "Thanks again for making time last week. As promised, here's how things have been looking on your side.",
           "I pulled together a quick review of your account so we have it in front of us for the QBR.",
           "Hope the quarter is treating you well. A few highlights from your data below.",
           "Here's the summary we talked about, straight from your own numbers.",
           "",
           "Quick account check-in from me, with a couple of things I noticed in your data."]
CLOSING = ["Happy to walk through any of this on our next call.",
           "Let me know if you'd like me to dig into any of these with your team.",
           "If anything here looks off to you, just reply and I'll take a closer look.",
           "We can go through the details whenever suits you.",
           "Always happy to set up a working session with your team if that would help.",
           "Thanks as always for being such a great partner to work with.",
           "Let me know what you'd like to focus on for next quarter and I'll pull the numbers together."]
SIGN = ["Best,\nJordan", "Cheers,\nJordan", "Warm regards,\nJordan Lee\nCustomer Success", "Talk soon,\nJordan",
        "All the best,\nJordan"]


class Book43(Book10):
    """fresh10's Book10, with each answer laid out as an account review e-mail: a greeting by first
    name, now and then a friendly opening line, paragraphs (the first claim of each starts one), a
    closing line and a sign-off, none of them with a figure."""

    def review(self, db, rid, shape, paras, derived=True, max_twins=2, close=None):
        k = self.cases
        pre = GREET[k % len(GREET)].format(NAMES[(k * 3) % len(NAMES)])
        op = OPENING[(k * 5) % len(OPENING)]
        if op:
            pre += "\n\n" + op
        claims = []
        for para in paras:
            para = [para] if isinstance(para, (str, Claim)) else [c for c in para if c is not None]
            para = [Claim(c) if isinstance(c, str) else c for c in para]
            claims.append(pre_(para[0], "\n\n"))
            claims += para[1:]
        post = "\n\n" + (close or CLOSING[(k * 3) % len(CLOSING)]) + "\n\n" + SIGN[(k * 2) % len(SIGN)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# figures as an account review shows them
# ---------------------------------------------------------------------------


def shows(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong one shown alike, the decimals to judge a twin by."""
    if cash:
        return (lambda v: money(v, d)[0]), (lambda v, dd: ("-$" if v < 0 else "$") + w(abs(v), dd)), \
            (lambda v: money(v, d)[1])
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: num(v, d)[1])


def hedge(v, shown, k):
    """An everyday hedge that says on which side of v the shown figure falls."""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["about", "roughly", "around", "about"], k)
    if shown > v:
        return pick(["nearly", "just under", "almost", "a touch under"], k)
    return pick(["a bit more than", "just over", "a little over", "slightly more than"], k)


def ap(v, k, unit=""):
    """(fmt, shown, decimals): a round figure within 1.2% of v, fmt(x) putting a figure x in its hedge."""
    shown, st, d = round_near(v)
    h = hedge(v, shown, k)
    return (lambda x: f"{h} {x}{unit}"), st, d


def kmoney(v):
    """Money in thousands or millions as a person rounds it ("$1.2k", "$48k", "$1.3M"), within 1.5% of v
    and away from the edge of its rounding: (text, value shown); or None under $1,000."""
    a = abs(v)
    for div, suf in ((1e6, "M"), (1e3, "k")):
        if a < div:
            continue
        x = a / div
        for d in ((0, 1) if x >= 10 else (1,)):
            s = round(x, d)
            if abs(s - x) / x < 0.015 and abs(abs(x * 10 ** d) % 1 - 0.5) > 0.08:
                return f"${s:,.{d}f}{suf}", s * div
        return None
    return None


def rx(v, k, d=2):
    """Money rounded with a hedge, the exact figure after it in brackets: "about $1.2k ($1,187.40)";
    under $1,000 (or with no round figure near), the exact figure alone."""
    km = kmoney(v)
    if not km:
        return money(v, d)[0]
    return f"{hedge(v, km[1], k)} {km[0]} ({money(v, d)[0]})"


def pc(p):
    """(text, decimals): a percentage as a person gives it: whole above 10, one decimal below."""
    return fig(p, 0 if abs(p) >= 10 else 1)


FR = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"), (3 / 4, "three quarters"),
      (1 / 5, "a fifth"), (2 / 5, "two fifths"), (1 / 10, "a tenth"), (3 / 5, "three fifths")]


def frac_w(s):
    """A share in everyday words true of s ("about a third", "just over half", "nearly a quarter"), and one
    clearly false; or (None, None)."""
    far_ = sorted((abs(f - s), wd) for f, wd in FR if abs(f - s) >= 0.1)
    bad = f"about {far_[0][1]}"
    for f, wd in FR:
        if abs(f - s) <= 0.012:
            return f"about {wd}", bad
    for f, wd in FR:
        if 0.012 < s - f <= 0.04:
            return f"just over {wd}", bad
        if 0.012 < f - s <= 0.04:
            return f"nearly {wd}", bad
    if s >= 0.8:
        return "the vast majority", "less than half"
    return None, None


def times_w(r):
    """A multiple in words true of r ("about twice", "nearly three times", "more than twice"), and one
    clearly false; or (None, None)."""
    m = round(r)
    if 2 <= m <= 10 and abs(r - m) / r < 0.03:
        bad = m + 2 if m <= 5 else m - 3
        word = lambda x: "twice" if x == 2 else f"{say(x)} times"
        return f"about {word(m)}", f"about {word(bad)}"
    if 1.8 <= r < 1.96:
        return "nearly twice", "more than three times"
    if 2.8 <= r < 2.96:
        return "nearly three times", "about five times"
    if 2.06 <= r <= 2.45:
        return "more than twice", "more than three times"
    if 3.06 <= r <= 3.45:
        return "more than three times", "less than twice"
    if 1.4 <= r <= 1.6:
        return "about one and a half times", "about three times"
    return None, None


def off_f(t, role, fmt, true, factors, d, show):
    """An "off" twin: the first of true times each factor that is far from everything the result holds,
    put into fmt as show(value) shows it; or None."""
    for f in factors:
        got = off(t, role, fmt(show(true * f)), true, true * f, d, alts=[])
        if got:
            return got
    return None


# ---------------------------------------------------------------------------
# shapes, as account reviews
# ---------------------------------------------------------------------------


def cs_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, qty="many", close=None):
    """Two named rows, the larger first, in five voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    rt, rd = fig(r, 1 if r >= 1.3 else 2)
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    SA = (lambda v: rx(v, k, d)) if cash else S

    def gap(fmt, f):
        return off_f(t, "off", fmt, diff, (f, f * 1.3, f * 0.8, 2.4), D(diff), lambda v: W(v, D(diff)))

    form = k % 5
    mw, mbad = times_w(r)
    if form == 2 and not mw:
        form = 0
    if form == 0:
        f1 = lambda x, y: f"{cap(A)} came out ahead on {noun} at {SA(va)}, {x}% more than {B} ({y})."
        f2 = lambda x: f"That's a gap of {x} between the two."
        paras = [[Claim(f1(hi, S(vb)), [off(t, "wrong_base", f1(w(100 * diff / va, hid), S(vb)), 100 * diff / vb,
                                            100 * diff / va, hid, real=True), nbr(lambda x: f1(hi, x))])],
                 [Claim(f2(S(diff)), [gap(f2, 1.6)])]]
    elif form == 1:
        fmt, st, sd = ap(100 * diff / va, k, "%")
        f1 = lambda x: f"On {noun}, {B} is at {x} against {S(va)} for {A},"
        f2 = lambda x: f"so {fmt(x)} lower."
        paras = [[Claim(f1(S(vb)), [nbr(f1)]),
                  Claim(f2(st), [off(t, "wrong_base", f2(w(100 * diff / vb, sd)), 100 * diff / va, 100 * diff / vb,
                                     sd, approx=True, real=True)])]]
    elif form == 2:
        f1 = lambda x: f"{cap(A)} has {x} as {qty} {noun} as {B}"
        f2 = lambda x: f"({S(va)} vs. {x}),"
        f3 = lambda x: f"a difference of {x}."
        paras = [[Claim(f1(mw), [("false_bound", f1(mbad))]), Claim(f2(S(vb)), [nbr(f2)]),
                  Claim(f3(S(diff)), [gap(f3, 0.55)])]]
    elif form == 3:
        s = 100 * vb / va
        fmt, st, sd = ap(s, k, "%")
        f1 = lambda x: f"{cap(B)} reached {fmt(x)} of {poss(A)} {noun}"
        f2 = lambda x: f"({x} compared with {SA(va)})."
        paras = [[Claim(f1(st), [off(t, "complement", f1(w(100 - s, sd)), s, 100 - s, sd, approx=True, real=True),
                                 off(t, "share_of_pair", f1(w(100 * vb / (va + vb), sd)), s, 100 * vb / (va + vb), sd,
                                     approx=True, real=True)]),
                  Claim(f2(S(vb)), [nbr(f2)])]]
    else:
        f1 = lambda x: f"{cap(A)} is running at {x} times {B} on {noun}"
        f2 = lambda x: f"({S(va)} against {S(vb)}, so {x} apart)."
        paras = [[Claim(f1(rt), [off_f(t, "off", f1, r, (1.45 + 0.3 / r, 1.8, 0.6), rd, lambda v: w(v, rd))]),
                  Claim(f2(S(diff)), [gap(f2, 1.7)])]]
    book.review(t.db, t.rid, "comparison", paras, close=close)


def _move(book, t, v1, v2, nbr, k, noun, l1, l2, tag, cash, d, unit, close, your=True):
    """From v1 (l1) to v2 (l2), in four voices; nbr(fmt): the twin with the neighbouring row's v1."""
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    N = f"your {noun}" if your else noun

    def base(fmt, approx_=False, dd=None):
        return off(t, "wrong_base", fmt(w(wb, pd if dd is None else dd)), abs(100 * diff / v1), wb,
                   pd if dd is None else dd, approx=approx_, real=True)

    def absd(fmt, f):
        return off_f(t, "off", fmt, abs(diff), (f, f * 1.3, f * 0.75, 2.5), D(diff), lambda v: W(v, D(diff)))

    form = k % 4
    mw, mbad = times_w(v2 / v1) if up else (None, None)
    if form == 3 and not mw:
        form = 0
    if form == 0:
        f1 = lambda x: f"{cap(N)} {'grew' if up else 'slipped'} {x}% {tag},"
        f2 = lambda x: f"from {x} in {l1} to {S(v2)} in {l2}."
        f3 = lambda x: f"That's {x} {'more' if up else 'less' if cash else 'fewer'} than {l1}."
        paras = [[Claim(f1(p), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)])], [Claim(f3(S(abs(diff))), [absd(f3, 1.7)])]]
    elif form == 1:
        fmt, st, sd = ap(abs(100 * diff / v1), k, "%")
        f1 = lambda x: f"{cap(N)} came in at {S(v2)} in {l2},"
        f2 = lambda x: f"{fmt(x)} {'up' if up else 'down'} on {l1}"
        f3 = lambda x: f"({x} {'higher' if up else 'lower'} in absolute terms)."
        paras = [[Claim(f1(None)), Claim(f2(st), [base(f2, True, sd)]), Claim(f3(S(abs(diff))), [absd(f3, 0.5)])]]
    elif form == 2:
        f1 = lambda x: f"In {l1} {N} stood at {x}; in {l2} it was {S(v2)}."
        f2 = lambda x: f"That's a {x}% {'increase' if up else 'drop'} {tag},"
        f3 = lambda x: f"or {x} in real terms."
        paras = [[Claim(f1(S(v1)), [nbr(f1)])], [Claim(f2(p), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3, 1.8)])]]
    else:
        f1 = lambda x: f"{cap(N)} in {l2} came to {x} the {l1} figure"
        f2 = lambda x: f"({S(v2)} vs. {x}),"
        f3 = lambda x: f"up {x}% {tag}."
        paras = [[Claim(f1(mw), [("false_bound", f1(mbad))]), Claim(f2(S(v1)), [nbr(f2)]), Claim(f3(p), [base(f3)])]]
    book.review(t.db, t.rid, "change", paras, close=close)


def cs_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="quarter on quarter",
           close=None, your=True):
    """From one row (a period) to another."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, noun, l1 or p1, l2 or p2,
          tag, cash, d, unit, close, your)


def cs_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, unit="", tag="year on year", close=None,
           your=True):
    """Within one row, from one period's column to the next."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, noun, l1, l2, tag, cash, d, unit, close,
          your)


def cs_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, close=None):
    """One row's share of a column total in two periods: the move in percentage points; twins: the relative
    change given as points, the later share's complement."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    f1 = lambda x: f"{poss(cap(name))} share of your {noun} went from {s1t}% in {l1} to {x}% in {l2},"
    f2 = lambda x: f"{'up' if up else 'down'} {x} points."
    if k % 2:
        paras = [[Claim(f"One shift worth noting in your {noun}:"),
                  Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
                  Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                      real=True)])]]
    else:
        paras = [[Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
                  Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                      real=True)])]]
    book.review(t.db, t.rid, "change", paras, close=close)


def cs_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            pooled=None, close=None):
    """A total over a count for one row ("per order"); with pooled (the rows named as a group), set against
    the overall rate (twin: the plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shows(cash, d, sfx)
    St = (lambda v: rx(v, k, 2)) if cash else shows(False, 0 if float(tot).is_integer() else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    form = k % 3
    link = "in " if cash else "of " if sfx else ""
    if form == 0:
        fmt = lambda x: f"{cap(name)} averaged {x} {link}{what} per {unit}"
        rest = Claim(f"({St(tot)} across {c} {units}).")
        first = None
    elif form == 1:
        first = Claim(f"{cap(name)} brought in {St(tot)} in {what} over {c} {units}." if cash else
                      f"{cap(name)} had {St(tot)} {link}{what} across {c} {units}.")
        fmt = lambda x: f"That works out to {x} per {unit}."
        rest = None
    else:
        first = None
        fmt = lambda x: f"Per {unit}, {what} for {name} works out at {x}"
        rest = Claim(f"({c} {units} in all).")
    tw = [off_f(t, "off", fmt, r, (1.55, 1.9, 0.6), D(r), lambda v: W(v, D(r)))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    paras = [[x for x in (first, main, rest) if x]]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = money(overall, 2) if cash else (n(overall, d) + sfx, num(overall, d)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: (f"For comparison, across all your {pooled} combined it's {x} per {unit}." if k % 2 else
                       f"Across all your {pooled} together the figure is {x} per {unit}.")
        paras.append([Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                    if ow(plain) != ot else None])])
    book.review(t.db, t.rid, "per_unit", paras, close=close)


def cs_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, ad=None, close=None):
    """One row against the plain average of the rows (the average account); ad: the average's decimals."""
    S, W, D = shows(cash, d, unit)
    if ad is not None:
        S0 = S
        Sa, W, D = shows(cash, ad, unit)
    else:
        S0 = Sa = S
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    name = label or key
    if k % 2 == 0:
        rt, rd = fig(r, 1 if r >= 1.3 else 2)
        f1 = lambda x: f"On {noun}, the average {per} comes in at {x}."
        f2 = lambda x: f"{cap(name)}, at {S0(v)}, is running at {x} times that."
        paras = [[Claim(f1(Sa(avg)), [off_f(t, "off", f1, avg, (1.45, 1.8, 0.6), D(avg), lambda x: W(x, D(avg)))])],
                 [Claim(f2(rt), [off_f(t, "off", f2, r, (1.5 + 0.2 / r, 1.9, 0.55), rd, lambda x: w(x, rd))])]]
    else:
        p = 100 * (v - avg) / avg
        pt, pd = pc(abs(p))
        f1 = lambda x: (f"{cap(name)} sits at {S0(v)} on {noun}, {x}% {'above' if p > 0 else 'below'} the average "
                        f"{per}")
        f2 = lambda x: f"({x})."
        paras = [[Claim(f1(pt), [off(t, "wrong_base", f1(w(abs(100 * (v - avg) / v), pd)), abs(p),
                                     abs(100 * (v - avg) / v), pd, real=True)]),
                  Claim(f2(Sa(avg)), [off_f(t, "off", f2, avg, (1.45, 1.8, 0.6), D(avg), lambda x: W(x, D(avg)))])]]
    book.review(t.db, t.rid, "per_unit", paras, close=close)


def cs_blend(book, t, avg_col, n_col, k, noun, per, grp, d=1, unit="", close=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, _ = fig(plain, d)
    f1 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)} your average {noun} is {x}{unit}"
    paras = [[Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])]]
    if k % 2:
        paras[0].append(Claim(f"(a straight average of the {say(len(avgs))} {grp} figures would say {pt}{unit}, "
                              f"but that gives the smaller ones too much weight)."))
    else:
        paras[0].append(Claim(f"once you weight each {grp} by its size."))
    book.review(t.db, t.rid, "per_unit", paras, close=close)


def cs_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, close=None):
    """One row's share of the column total: an exact percent, hedged, or in words."""
    S, W, D = shows(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = fig(100 * s, 1)
    fw, fbad = frac_w(s)
    form = k % 3
    if form == 2 and not fw:
        form = 0
    SV = (lambda x: rx(x, k, d)) if cash else S

    def wt(fmt, dd, approx_=False):
        if not other:
            return None
        return off(t, "wrong_total", fmt(w(100 * v / (v + t[other][col]), dd)), 100 * s,
                   100 * v / (v + t[other][col]), dd, approx=approx_, real=True)
    if form == 0:
        f = lambda x: f"{cap(name)} accounted for {x}% of your {whole}"
        paras = [[Claim(f(st), [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True),
                                wt(f, sd)]),
                  Claim(f"({S(v)} of {S(tot)}).")]]
    elif form == 1:
        fmt, at, ad = ap(100 * s, k, "%")
        f = lambda x: f"That's {fmt(x)} of the total."
        paras = [[Claim(f"{cap(name)} contributed {SV(v)} to your {whole}.")],
                 [Claim(f(at), [off(t, "complement", f(w(100 - 100 * s, ad)), 100 * s, 100 - 100 * s, ad,
                                    approx=True, real=True), wt(f, ad, True)])]]
    else:
        f = lambda x: f"({S(v)} of {S(tot)}, or {x}%)."
        paras = [[Claim(f"{cap(name)} makes up {fw} of your {whole}",
                        [("false_bound", f"{cap(name)} makes up {fbad} of your {whole}")]),
                  Claim(f(st), [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)])]]
    book.review(t.db, t.rid, "per_unit", paras, close=close)


def cs_top(book, t, col, m, k, noun, whole, cash=False, d=0, unit="", label=None, verb="brought in", close=None):
    """Your top m rows together and their share of the total."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    fw, fbad = frac_w(s / 100)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    SV = (lambda x: rx(x, k, d)) if cash else S
    SW = (lambda x: rx(x, k, d)) if cash else (lambda x: W(x, D(sm)))
    f2 = lambda x: f"{x}% of the {S(tot)} total."
    c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])
    if fw and k % 2 == 0:
        f1 = lambda x: f"Your top {say(m)} {noun} ({names}) account for {x} of your {whole}:"
        f3 = lambda x: f"{x} between them,"
        paras = [[Claim(f1(fw), [("false_bound", f1(fbad))]),
                  Claim(f3(SV(sm)), [off_f(t, "off", f3, sm, (1.35, 1.6, 0.7), D(sm), SW)]), c2]]
    else:
        f1 = lambda x: f"{names}, your top {say(m)} {noun}, {verb} {x} together,"
        paras = [[Claim(f1(SV(sm)), [off_f(t, "off", f1, sm, (1.35, 1.6, 0.7), D(sm), SW)]), c2]]
        if k % 3 == 1:
            paras.append([Claim(f"The other {len(t) - m:,} make up the rest.")])
    book.review(t.db, t.rid, "per_unit", paras, close=close)


def cs_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge_=True, lead=None, after=None, close=None):
    """A figure with its conversion beside it; twin: the first wrong factor whose figure is far enough off."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if hedge_:
        show, ct, cd = ap(c, k)
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: x
    good = fmt(vt, show(ct))
    tw = None
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1))
    for f in bads:
        tw = off(t, "wrong_factor", fmt(vt, show(w(v * f, cd))), c, v * f, cd, approx=hedge_, alts=[])
        if tw:
            break
    para = ([Claim(lead)] if lead else []) + [Claim(good, [tw])] + ([Claim(after)] if after else [])
    book.review(t.db, t.rid, "conversion", [para], close=close)


def cs_empty(book, db, question, sql, ack, bad, close=None, extra=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.review(db, rid, "zero_ident", [[Claim(ack, [("count_over_empty", bad)])] + list(extra)], derived=False,
                close=close)


def cs_ident(book, t, text, good, bad, extra=(), close=None):
    assert bad != good and good in text, (text, good)
    book.review(t.db, t.rid, "zero_ident",
                [[Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])]
                 + list(extra)], derived=False, close=close)


def cs_plain(book, t, paras, close=None):
    book.review(t.db, t.rid, "plain", paras, derived=False, close=close)


def one(book, t, shape, text_fn, true, value, d, role="off", real=False, before=(), after=(), close=None):
    """A one-off derived claim: text_fn(x) with the true figure shown (d decimals) and a twin with value."""
    tt, td = fig(true, d)
    tw = off(t, role, text_fn(w(value, td)), true, value, td, real=real)
    book.review(t.db, t.rid, shape, [list(before) + [Claim(text_fn(tt), [tw])] + list(after)], close=close)


# ---------------------------------------------------------------------------
# northwind: a wholesale client
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"


def northwind(book):
    qt = table("northwind", "Per calendar quarter: orders, active customers, net revenue and freight billed?",
               "WITH fr AS (SELECT to_char(order_date, 'YYYY-\"Q\"Q') AS quarter, sum(freight) AS freight "
               "FROM orders GROUP BY 1), rv AS (SELECT to_char(o.order_date, 'YYYY-\"Q\"Q') AS quarter, "
               "count(DISTINCT o.order_id) AS orders, count(DISTINCT o.customer_id) AS active_customers, "
               f"round({NET}::numeric, 2) AS net_revenue FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id GROUP BY 1) SELECT rv.quarter, rv.orders, rv.active_customers, "
               "rv.net_revenue, round(fr.freight::numeric, 2) AS freight FROM rv JOIN fr USING (quarter) ORDER BY 1")
    cs_chg(book, qt, "net_revenue", "1997-Q3", "1997-Q4", 0, "net revenue", cash=True, d=0, l1="Q3", l2="Q4 1997")
    cs_chg(book, qt, "orders", "1997-Q4", "1998-Q1", 1, "order count", l1="Q4 1997", l2="Q1 1998",
           tag="on the previous quarter")
    cs_chg(book, qt, "active_customers", "1997-Q1", "1998-Q1", 2, "active customer count", l1="Q1 1997",
           l2="Q1 1998", tag="compared with the same quarter last year")
    cs_chg(book, qt, "net_revenue", "1997-Q1", "1998-Q1", 3, "net revenue", cash=True, d=0, l1="Q1 1997",
           l2="Q1 1998", tag="year on year")
    cs_chg(book, qt, "freight", "1997-Q2", "1997-Q3", 0, "freight spend", cash=True, d=0, l1="Q2", l2="Q3 1997")
    cs_chg(book, qt, "orders", "1996-Q4", "1997-Q4", 2, "orders", l1="Q4 1996", l2="Q4 1997", tag="on last year")
    cs_rate(book, qt, "net_revenue", "orders", "1998-Q1", 0, "order", "net revenue", cash=True, d=2,
            label="Q1 1998", pooled="quarters")
    cs_rate(book, qt, "net_revenue", "active_customers", "1997-Q4", 1, "active customer", "net revenue", cash=True,
            d=0, label="Q4 1997", units="active customers")
    cs_rate(book, qt, "freight", "orders", "1997-Q4", 2, "order", "freight", cash=True, d=2, label="Q4 1997",
            pooled="quarters")
    cs_chg(book, qt, "net_revenue", "1997-Q2", "1997-Q3", 1, "net revenue", cash=True, d=0, l1="Q2", l2="Q3 1997")
    cs_share(book, qt, "freight", "1997-Q4", 2, "freight spend since July 1996", cash=True, label="Q4 1997")
    cs_share(book, qt, "net_revenue", "1998-Q1", 1, "net revenue since July 1996", other="1997-Q4", cash=True,
             label="Q1 1998")
    q1 = qt["1998-Q1"]
    cs_plain(book, qt, [[Claim(f"Q1 1998 was your busiest quarter so far, with {int(q1['orders'])} orders from "
                               f"{int(q1['active_customers'])} different customers.",
                               [off(qt, "neighbour_row", f"Q1 1998 was your busiest quarter so far, with "
                                    f"{int(qt['1997-Q4']['orders'])} orders from {int(q1['active_customers'])} "
                                    f"different customers.", q1["orders"], qt["1997-Q4"]["orders"], 0, real=True)])],
                        [Claim("Q2 1998 only runs to early May in your data, so it will look light until the "
                               "quarter closes.")]])

    cu = table("northwind", "Per customer, orders placed in 1997 and net revenue from them?",
               "SELECT c.company_name AS customer, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS revenue FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
               "JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    cs_top(book, cu, "revenue", 3, 0, "customers", "1997 net revenue", cash=True)
    cs_top(book, cu, "revenue", 5, 1, "customers", "1997 net revenue", cash=True)
    cs_cmp(book, cu, "revenue", "QUICK-Stop", "Save-a-lot Markets", 0, "1997 net revenue", cash=True)
    cs_cmp(book, cu, "revenue", "Ernst Handel", "Mère Paillarde", 2, "revenue", cash=True, qty="much")
    cs_cmp(book, cu, "revenue", "Hungry Owl All-Night Grocers", "Rattlesnake Canyon Grocery", 3, "1997 revenue",
           cash=True)
    cs_cmp(book, cu, "orders", "Save-a-lot Markets", "Simons bistro", 4, "orders")
    cs_avg(book, cu, "revenue", "QUICK-Stop", 0, "1997 revenue", "customer", cash=True, label="QUICK-Stop")
    cs_avg(book, cu, "orders", "Ernst Handel", 1, "orders", "customer", ad=1)
    cs_rate(book, cu, "revenue", "orders", "Save-a-lot Markets", 1, "order", "revenue", cash=True, d=2,
            pooled="customers")
    cs_rate(book, cu, "revenue", "orders", "Simons bistro", 2, "order", "revenue", cash=True, d=2)
    cs_share(book, cu, "revenue", "QUICK-Stop", 2, "1997 net revenue", cash=True)
    cs_share(book, cu, "orders", "Save-a-lot Markets", 0, "1997 orders", other="QUICK-Stop")
    us = [x for x in cu.order if cu[x]["country"] == "USA"]
    su = sum(cu[x]["revenue"] for x in us)
    tot = sum(cu.col("revenue"))
    s = 100 * su / tot
    st, sd = fig(s, 1)
    f = lambda x: f"Your {say(len(us))} US customers brought in {rx(su, 1)}, {x}% of the year's net revenue."
    book.review(cu.db, cu.rid, "per_unit",
                [[Claim(f(st), [off(cu, "complement", f(w(100 - s, sd)), s, 100 - s, sd, real=True)])]])
    cs_plain(book, cu, [[Claim(f"You had {len(cu)} customers order at least once in 1997.",
                               [off(cu, "off", f"You had {int(len(cu) * 1.4)} customers order at least once in "
                                    f"1997.", len(cu), int(len(cu) * 1.4), 0)])],
                        [Claim(f"QUICK-Stop placed {say(cu['QUICK-Stop']['orders'])} of those orders.",
                               [words_twin("number_words_wrong_row", f"QUICK-Stop placed "
                                           f"{say(cu['Save-a-lot Markets']['orders'])} of those orders.",
                                           cu["QUICK-Stop"]["orders"], cu["Save-a-lot Markets"]["orders"])])]])

    em = table("northwind", "Per sales rep: orders taken in the first and second half of 1997, and 1997 net revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date < '1997-07-01') AS orders_h1, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1997-07-01') AS orders_h2, "
               f"round({NET}::numeric, 2) AS revenue FROM employees e JOIN orders o ON o.employee_id = e.employee_id "
               "JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 4 DESC")
    cs_yoy(book, em, "Nancy Davolio", "orders_h1", "orders_h2", 3, "orders for Nancy Davolio",
           "the first half", "the second half", tag="half on half", your=False)
    cs_yoy(book, em, "Margaret Peacock", "orders_h1", "orders_h2", 0, "orders taken by Margaret Peacock",
           "the first half", "the second half", tag="half on half", your=False)
    cs_yoy(book, em, "Michael Suyama", "orders_h1", "orders_h2", 2, "orders from Michael Suyama",
           "H1", "H2", tag="on the first half", your=False)
    cs_pts(book, em, "orders_h1", "orders_h2", "Nancy Davolio", 0, "team's orders", "H1", "H2")
    cs_pts(book, em, "orders_h1", "orders_h2", "Laura Callahan", 1, "team's orders", "the first half",
           "the second half")
    cs_cmp(book, em, "revenue", "Margaret Peacock", "Janet Leverling", 1, "1997 revenue", cash=True)
    cs_cmp(book, em, "revenue", "Janet Leverling", "Steven Buchanan", 4, "revenue", cash=True)
    cs_share(book, em, "revenue", "Margaret Peacock", 1, "team's 1997 revenue", other="Janet Leverling", cash=True)

    ct = table("northwind", "Per category: units sold from July to December of 1996 and of 1997?",
               "SELECT c.category_name AS category, "
               "sum(od.quantity) FILTER (WHERE o.order_date BETWEEN '1996-07-01' AND '1996-12-31') AS units_h2_1996, "
               "sum(od.quantity) FILTER (WHERE o.order_date BETWEEN '1997-07-01' AND '1997-12-31') AS units_h2_1997 "
               "FROM categories c JOIN products p ON p.category_id = c.category_id "
               "JOIN order_details od ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id "
               "GROUP BY 1 ORDER BY 3 DESC")
    cs_yoy(book, ct, "Beverages", "units_h2_1996", "units_h2_1997", 1, "Beverages volume",
           "the second half of 1996", "the same months of 1997", tag="on last year")
    cs_yoy(book, ct, "Seafood", "units_h2_1996", "units_h2_1997", 0, "Seafood units", "H2 1996", "H2 1997",
           tag="compared with last year")
    cs_yoy(book, ct, "Produce", "units_h2_1996", "units_h2_1997", 3, "Produce units", "H2 1996", "H2 1997",
           tag="on last year")
    cs_pts(book, ct, "units_h2_1996", "units_h2_1997", "Dairy Products", 0, "second-half units", "1996", "1997")
    cs_share(book, ct, "units_h2_1997", "Confections", 0, "second-half 1997 units", other="Dairy Products")

    sc = table("northwind", "Per destination country, 1997 orders: orders, freight and average days from order "
               "to shipment?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "round(avg(shipped_date - order_date), 2) AS avg_days_to_ship FROM orders "
               "WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_rate(book, sc, "freight", "orders", "Austria", 0, "order", "freight", cash=True, d=2,
            label="shipments to Austria", pooled="destinations")
    cs_rate(book, sc, "freight", "orders", "UK", 1, "order", "freight", cash=True, d=2, label="UK shipments")
    cs_cmp(book, sc, "orders", "Germany", "Austria", 2, "orders")
    cs_conv(book, sc, "USA", "avg_days_to_ship", 0,
            lambda v, c: f"Your US orders took {v} days on average to ship, {c} weeks.", 2, 1 / 7, 1,
            (1 / 5, 1 / 30, 1 / 4))
    cs_conv(book, sc, "France", "avg_days_to_ship", 1,
            lambda v, c: f"French orders were quicker at {v} days from order to dispatch ({c} weeks).", 2, 1 / 7, 2,
            (1 / 5, 1 / 30, 1 / 4), hedge_=False)
    cs_blend(book, sc, "avg_days_to_ship", "orders", 0, "time to ship", "order", "country", d=2, unit=" days")
    cs_avg(book, sc, "freight", "Germany", 1, "freight", "destination", cash=True, d=2)
    cs_empty(book, "northwind", "Which 1997 orders carried more than $1,100 in freight?",
             "SELECT order_id FROM orders WHERE freight > 1100 AND order_date >= '1997-01-01' "
             "AND order_date < '1998-01-01'",
             "None of your 1997 orders went over $1,100 in freight, so there's nothing to flag there.",
             "Three of your 1997 orders went over $1,100 in freight, which is worth a look.")
    big = table("northwind", "Your largest 1997 order by net value: order id, customer and value?",
                f"SELECT o.order_id, c.company_name AS customer, round({NET}::numeric, 2) AS net_value "
                "FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN order_details od "
                "ON od.order_id = o.order_id WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' "
                "GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1")
    oid = big.order[0]
    cs_ident(book, big, f"Your biggest single order of 1997 was order #{oid} from {big[oid]['customer']}, worth "
             f"{rx(big[oid]['net_value'], 0)}.", f"#{oid}", f"#{int(oid) + 104}")
    cs_empty(book, "northwind", "Which products have more than 150 units on order?",
             "SELECT product_name FROM products WHERE units_on_order > 150",
             "Good news on the purchasing side: no product has more than 150 units on order right now.",
             "Four of your products have more than 150 units on order right now.")


# ---------------------------------------------------------------------------
# chinook: a music store client
# ---------------------------------------------------------------------------


def chinook(book):
    co = table("chinook", "Per billing country: customers, invoices and revenue?",
               "SELECT i.billing_country AS country, count(DISTINCT i.customer_id) AS customers, "
               "count(*) AS invoices, sum(i.total) AS revenue FROM invoice i GROUP BY 1 ORDER BY 4 DESC, 1")
    cs_top(book, co, "revenue", 3, 0, "markets", "revenue", cash=True, d=2)
    cs_cmp(book, co, "revenue", "USA", "Canada", 0, "revenue", cash=True, d=2, label=lambda x: f"the {x}"
           if x == "USA" else x)
    cs_cmp(book, co, "customers", "USA", "France", 2, "customers", label=lambda x: f"the {x}" if x == "USA" else x)
    cs_rate(book, co, "revenue", "customers", "Germany", 0, "customer", "revenue", cash=True, d=2,
            label="your German customers", pooled="countries")
    cs_rate(book, co, "revenue", "invoices", "Czech Republic", 1, "invoice", "revenue", cash=True, d=2,
            label="the Czech Republic")
    cs_avg(book, co, "revenue", "USA", 0, "revenue", "country", cash=True, d=2, label="the USA")
    cs_avg(book, co, "revenue", "Brazil", 1, "revenue", "country", cash=True, d=2)
    cs_share(book, co, "revenue", "Brazil", 1, "revenue", other="France", cash=True, d=2)
    cs_share(book, co, "customers", "Canada", 0, "customer base", other="USA")
    cs_cmp(book, co, "revenue", "France", "Germany", 1, "revenue", cash=True, d=2)
    cs_plain(book, co, [[Claim(f"You're selling into {say(len(co))} countries now, with "
                               f"{int(sum(co.col('customers')))} customers between them.",
                               [off(co, "off", f"You're selling into {say(len(co))} countries now, with "
                                    f"{int(sum(co.col('customers')) * 1.45)} customers between them.",
                                    sum(co.col("customers")), int(sum(co.col("customers")) * 1.45), 0)])]])

    qq = table("chinook", "Per quarter of 2024 and 2025: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int || ' Q' || extract(quarter FROM invoice_date)::int "
               "AS quarter, count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "WHERE invoice_date >= '2024-01-01' GROUP BY 1 ORDER BY 1")
    cs_chg(book, qq, "revenue", "2025 Q3", "2025 Q4", 0, "revenue", cash=True, d=2, l1="Q3", l2="Q4")
    cs_chg(book, qq, "revenue", "2024 Q4", "2025 Q4", 2, "revenue", cash=True, d=2, l1="Q4 last year",
           l2="Q4 this year", tag="year on year")
    cs_chg(book, qq, "revenue", "2024 Q3", "2024 Q4", 1, "revenue", cash=True, d=2, l1="Q3 2024", l2="Q4 2024")
    cs_chg(book, qq, "revenue", "2025 Q1", "2025 Q2", 0, "revenue", cash=True, d=2, l1="Q1", l2="Q2 2025")
    cs_rate(book, qq, "revenue", "invoices", "2025 Q4", 0, "invoice", "revenue", cash=True, d=2,
            label="Q4 2025", pooled="eight quarters")
    cs_yr = sum(qq[x]["revenue"] for x in qq.order if x.startswith("2025"))
    ly = sum(qq[x]["revenue"] for x in qq.order if x.startswith("2024"))
    p = 100 * (cs_yr - ly) / ly
    pt, pd = pc(abs(p))
    f = lambda x: (f"For the full year your revenue was {'down' if p < 0 else 'up'} {x}% on last year "
                   f"({money(cs_yr, 2)[0]} against {money(ly, 2)[0]}).")
    book.review(qq.db, qq.rid, "change",
                [[Claim(f(pt), [off(qq, "wrong_base", f(w(abs(100 * (cs_yr - ly) / cs_yr), pd)), abs(p),
                                    abs(100 * (cs_yr - ly) / cs_yr), pd, real=True)])]])

    ge = table("chinook", "Per genre (the eight largest by tracks): tracks, total milliseconds and total bytes?",
               "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS ms, sum(t.bytes) AS bytes "
               "FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    cs_conv(book, ge, "Rock", "ms", 0, lambda v, c: f"Your Rock catalogue runs to {v} milliseconds of audio, {c} "
            f"hours.", 0, 1 / 3.6e6, 0, (1 / 60000, 1 / 36000, 1 / 1000))
    cs_conv(book, ge, "TV Shows", "bytes", 1, lambda v, c: f"The TV Shows genre alone takes up {v} bytes, {c} GB "
            f"of storage.", 0, 1e-9, 0, (1e-6, 1e-12, 1e-8))
    cs_conv(book, ge, "Jazz", "ms", 2, lambda v, c: f"Jazz comes to {v} ms ({c} hours of listening).", 0,
            1 / 3.6e6, 1, (1 / 60000, 1 / 1000, 1 / 36000), hedge_=False)
    cs_cmp(book, ge, "tracks", "Rock", "Latin", 2, "tracks")
    cs_cmp(book, ge, "tracks", "Metal", "Alternative & Punk", 0, "tracks")
    cs_share(book, ge, "tracks", "Rock", 2, "catalogue across the top eight genres")
    cs_share(book, ge, "bytes", "TV Shows", 1, "storage across the top eight genres", other="Rock", unit=" bytes",
             label="TV Shows")
    cs_conv(book, ge, "Rock", "bytes", 3, lambda v, c: f"Rock takes up {v} bytes on disk, {c} GB.", 0, 1e-9, 1,
            (1e-6, 1e-12, 1e-8), hedge_=False)
    cs_rate(book, ge, "bytes", "tracks", "Metal", 0, "track", "storage", d=0, sfx=" bytes", units="tracks")

    rp = table("chinook", "Per support rep: customers, revenue in 2024 and revenue in 2025?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS revenue_2024, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS revenue_2025 "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 1")
    cs_yoy(book, rp, "Jane Peacock", "revenue_2024", "revenue_2025", 0, "revenue from Jane Peacock's accounts",
           "2024", "2025", cash=True, d=2, tag="on last year", your=False)
    cs_yoy(book, rp, "Steve Johnson", "revenue_2024", "revenue_2025", 2, "revenue through Steve Johnson",
           "2024", "2025", cash=True, d=2, tag="year on year", your=False)
    cs_pts(book, rp, "revenue_2024", "revenue_2025", "Margaret Park", 1, "support team's revenue", "2024", "2025")
    cs_rate(book, rp, "revenue_2025", "customers", "Margaret Park", 2, "customer", "2025 revenue", cash=True, d=2)
    cs_empty(book, "chinook", "Which 2025 invoices came to more than $30?",
             "SELECT invoice_id FROM invoice WHERE total > 30 AND invoice_date >= '2025-01-01'",
             "No invoice this year went above $30, so your basket sizes are very consistent.",
             "Two invoices this year went above $30.")
    tc = table("chinook", "Your customer with the highest lifetime spend: id, name and spend?",
               "SELECT c.customer_id, c.first_name || ' ' || c.last_name AS name, sum(i.total) AS spend "
               "FROM customer c JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1, 2 "
               "ORDER BY 3 DESC, 1 LIMIT 1")
    c0 = tc.order[0]
    cs_ident(book, tc, f"Your most valuable customer is {tc[c0]['name']} (customer ID {c0}), with "
             f"{money(tc[c0]['spend'], 2)[0]} spent to date.", f"ID {c0}", f"ID {int(c0) + 12}")


# ---------------------------------------------------------------------------
# superhero and car_1
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per publisher (five largest): characters and powers held?",
               "SELECT p.publisher_name AS publisher, count(DISTINCT s.id) AS characters, count(hp.power_id) "
               "AS powers FROM superhero s JOIN publisher p ON p.id = s.publisher_id LEFT JOIN hero_power hp "
               "ON hp.hero_id = s.id WHERE p.publisher_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5")
    cs_cmp(book, pb, "characters", "Marvel Comics", "DC Comics", 3, "characters", label=lambda x: x.split()[0])
    cs_rate(book, pb, "powers", "characters", "Marvel Comics", 0, "character", "powers", d=2, label="Marvel",
            pooled="top five publishers")
    cs_rate(book, pb, "powers", "characters", "Dark Horse Comics", 1, "character", "powers", d=1,
            label="Dark Horse")
    cs_share(book, pb, "characters", "DC Comics", 1, "characters across the top five publishers", other="Marvel Comics",
             label="DC")
    cs_avg(book, pb, "characters", "Marvel Comics", 0, "characters", "publisher", label="Marvel")
    cs_top(book, pb, "powers", 2, 0, "publishers", "power records", label=lambda x: x.split()[0])

    gd = table("superhero", "Per gender: characters, those with a height from 100 to 300 cm and their average "
               "height, average weight of those from 20 to 500 kg?",
               "SELECT g.gender, count(*) AS characters, count(*) FILTER (WHERE s.height_cm BETWEEN 100 AND 300) "
               "AS measured, round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 AND 300), 1) AS avg_cm, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500), 1) AS avg_kg "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    cs_conv(book, gd, "Female", "avg_cm", 0, lambda v, c: f"Your female characters average {v} cm in height, {c} "
            f"inches.", 1, IN_PER_CM, 1, (2.54, 1 / 3.28, 0.5))
    cs_conv(book, gd, "Male", "avg_kg", 1, lambda v, c: f"The male characters weigh {v} kg on average ({c} lb).",
            1, LB_PER_KG, 0, (KG_PER_LB, 1.5, 3.0), hedge_=False)
    cs_blend(book, gd, "avg_cm", "measured", 1, "height", "measured character", "gender", d=1, unit=" cm")
    cs_cmp(book, gd, "characters", "Male", "Female", 2, "characters", label=lambda x: f"{x.lower()} entries")
    cs_empty(book, "superhero", "Which characters from George Lucas are recorded as taller than 300 cm?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'George Lucas' AND s.height_cm > 300",
             "None of your George Lucas characters are recorded above 300 cm.",
             "Five of your George Lucas characters are recorded above 300 cm.")


def cars(book):
    yr = table("spider_car_1", "Per model year: cars listed, average mpg and average weight in lbs?",
               "SELECT year::text AS model_year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(weight)::numeric, 1) AS avg_lbs FROM cars_data GROUP BY 1 ORDER BY 1")
    cs_chg(book, yr, "avg_mpg", "1979", "1980", 0, "average fuel economy", d=2, unit=" mpg", l1="1979", l2="1980",
           tag="on the previous model year")
    cs_chg(book, yr, "avg_mpg", "1970", "1980", 3, "average mpg", d=2, l1="1970", l2="1980",
           tag="over the decade")
    cs_chg(book, yr, "cars", "1972", "1973", 2, "listings", l1="1972", l2="1973", tag="on the year before")
    cs_cmp(book, yr, "avg_lbs", "1970", "1980", 1, "average weight", d=1, unit=" lbs",
           label=lambda x: f"the {x} model year")
    cs_conv(book, yr, "1980", "avg_lbs", 0, lambda v, c: f"Your 1980 models weigh {v} lbs on average, {c} kg.", 1,
            KG_PER_LB, 0, (LB_PER_KG, 0.5, 1 / 3))
    cs_blend(book, yr, "avg_mpg", "cars", 0, "fuel economy", "car", "model-year", d=2, unit=" mpg")
    cs_plain(book, yr, [[Claim(f"Your listings cover {say(len(yr))} model years and {int(sum(yr.col('cars')))} "
                               f"cars,",
                               [off(yr, "off", f"Your listings cover {say(len(yr))} model years and "
                                    f"{int(sum(yr.col('cars')) * 1.35)} cars,", sum(yr.col("cars")),
                                    int(sum(yr.col("cars")) * 1.35), 0)]),
                         Claim(f"with 1973 the biggest year at {say(yr['1973']['cars'])}.",
                               [words_twin("number_words_wrong_row", f"with 1973 the biggest year at "
                                           f"{say(yr['1974']['cars'])}.", yr["1973"]["cars"], yr["1974"]["cars"])])]])

    mk = table("spider_car_1", "Per maker: models and cars listed?",
               "SELECT cm.maker, count(DISTINCT ml.model) AS models, count(*) AS cars FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
               "JOIN car_makers cm ON cm.id = ml.maker GROUP BY 1 ORDER BY 3 DESC, 1")
    cs_top(book, mk, "cars", 3, 1, "makers", "listings", label=lambda x: x.upper() if x == "gm" else cap(x),
           verb="account for")
    cs_cmp(book, mk, "cars", "gm", "volkswagen", 4, "listings", label=lambda x: {"gm": "GM"}.get(x, cap(x)))
    cs_rate(book, mk, "cars", "models", "ford", 1, "model", "listings", d=1, label="Ford", pooled="makers")
    cs_share(book, mk, "cars", "toyota", 0, "listings", other="amc", label="Toyota")


# ---------------------------------------------------------------------------
# geography, atis
# ---------------------------------------------------------------------------


def geography(book):
    lk = table("defog_geography", "Per country: lakes, total lake area and largest lake in sq km?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS total_sqkm, max(area) AS largest_sqkm "
               "FROM lake GROUP BY 1 ORDER BY 3 DESC, 1")
    cs_share(book, lk, "total_sqkm", "United States", 0, "listed lake area", other="Tanzania", unit=" sq km",
             label="the United States")
    cs_conv(book, lk, "Tanzania", "total_sqkm", 1, lambda v, c: f"Your Tanzanian lakes cover {v} sq km, {c} "
            f"square miles.", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1))
    cs_rate(book, lk, "total_sqkm", "lakes", "United States", 2, "lake", "area", d=0, sfx=" sq km",
            label="the United States", pooled="countries")
    cs_conv(book, lk, "Russia", "largest_sqkm", 0, lambda v, c: f"Your one Russian lake covers {v} sq km ({c} "
            f"square miles).", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1), hedge_=False)
    rv = table("defog_geography", "Per country: rivers and total river length in km?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km FROM river "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    cs_cmp(book, rv, "total_km", "Germany", "Vietnam", 1, "river length", unit=" km")
    cs_conv(book, rv, "Egypt", "total_km", 0, lambda v, c: f"Egypt's listed river length is {v} km, {c} miles.", 0,
            MI_PER_KM, 0, (KM_PER_MI, 1.0, 1 / 3.28))
    cs_top(book, rv, "total_km", 2, 1, "countries", "river length", unit=" km", verb="account for")
    cp = table("defog_geography", "Per country: cities listed and their combined population?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population FROM city "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    cs_share(book, cp, "population", "United States", 2, "listed city population", label="the United States")
    cs_cmp(book, cp, "population", "Brazil", "India", 2, "city population", qty="much")
    cs_avg(book, cp, "population", "Brazil", 1, "city population", "country")


def atis(book):
    fl = table("defog_atis", "Per airline: flights and total minutes in the air?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS minutes "
               "FROM flight GROUP BY 1 ORDER BY 3 DESC, 1")
    cs_conv(book, fl, "AA", "minutes", 0, lambda v, c: f"Your AA flights logged {v} minutes in the air, {c} hours.",
            0, 1 / 60, 0, (1 / 100, 1 / 24, 1 / 3600))
    cs_conv(book, fl, "WN", "minutes", 1, lambda v, c: f"Southwest accounts for {v} minutes ({c} hours).", 0, 1 / 60,
            0, (1 / 100, 1 / 24, 1 / 1000), hedge_=False)
    cs_share(book, fl, "minutes", "VX", 0, "flying time", other="AA", label="Virgin America")
    cs_rate(book, fl, "minutes", "flights", "UA", 0, "flight", "flying time", d=0, sfx=" minutes", label="United",
            pooled="airlines")
    fa = table("defog_atis", "Per departure airport: fares on file, average one-way and round-trip cost?",
               "SELECT from_airport AS airport, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_cmp(book, fa, "avg_round_trip", "LAX", "ORD", 0, "average round-trip fare", cash=True, d=2)
    cs_cmp(book, fa, "avg_one_way", "LAX", "JFK", 1, "average one-way fare", cash=True, d=2)
    r = fa["ORD"]["avg_one_way"] / fa["ORD"]["avg_round_trip"]
    rt, rd = fig(100 * r, 1)
    f = lambda x: f"From ORD, your average one-way fare is {x}% of the average round trip"
    book.review(fa.db, fa.rid, "per_unit",
                [[Claim(f(rt), [off(fa, "wrong_base", f(w(100 / r, rd)), 100 * r, 100 / r, rd, real=True)]),
                  Claim(f"({money(fa['ORD']['avg_one_way'])[0]} vs. {money(fa['ORD']['avg_round_trip'])[0]}).")]])
    ac = table("defog_atis", "Per aircraft: seats, range in miles and cruising speed?",
               "SELECT aircraft_code, capacity AS seats, range_miles, cruising_speed FROM aircraft ORDER BY 2 DESC, 1")
    cs_conv(book, ac, "A380", "range_miles", 2, lambda v, c: f"The A380 in your fleet data is rated for {v} miles "
            f"of range, {c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852))
    cs_cmp(book, ac, "seats", "A380", "A320", 2, "seats", label=lambda x: f"the {x}")
    cs_avg(book, ac, "seats", "B737", 1, "seats", "aircraft type")
    cs_empty(book, "defog_atis", "Which fares from LAX cost more than $900 round trip?",
             "SELECT fare_id FROM fare WHERE from_airport = 'LAX' AND round_trip_cost > 900",
             "There are no LAX fares above $900 round trip on file.",
             "There are three LAX fares above $900 round trip on file.")


# ---------------------------------------------------------------------------
# advising, academic and the small ones
# ---------------------------------------------------------------------------


def campus(book):
    dp = table("defog_advising", "Per department: courses, students enrolled, reviews and average helpfulness?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews, "
               "round(avg(helpfulness_score), 2) AS avg_helpfulness FROM course GROUP BY 1 ORDER BY 4 DESC, 1")
    cs_share(book, dp, "reviews", "Computer Science", 0, "course reviews", other="Physics",
             label="Computer Science")
    cs_rate(book, dp, "reviews", "enrolled", "Computer Science", 2, "enrolled student", "reviews", d=2,
            label="Computer Science", units="enrolled students")
    cs_cmp(book, dp, "reviews", "Computer Science", "Mathematics", 2, "reviews")
    pg = table("defog_advising", "Per programme: students and total credits earned?",
               "SELECT p.name AS program, count(*) AS students, sum(s.total_credit) AS credits FROM student s "
               "JOIN program p ON p.program_id = s.program_id GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_plain(book, pg, [[Claim(f"Your Computer Science programme has {say(pg['Computer Science']['students'])} "
                               f"students on record, and Mathematics and Physics one each.")]])

    cf = table("defog_academic", "Per conference: papers, citations and references?",
               "SELECT c.name AS conference, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM publication p JOIN conference c ON c.cid = p.cid "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_plain(book, cf, [[Claim(f"ICML is where most of your papers land: {say(cf['ICML']['papers'])} of the "
                               f"{say(sum(cf.col('papers')))} with a conference,",
                               [words_twin("number_words_wrong_row", f"ICML is where most of your papers land: "
                                           f"{say(sum(cf.col('papers')))} of the {say(sum(cf.col('papers')))} with a "
                                           f"conference,", cf["ICML"]["papers"], sum(cf.col("papers")))]),
                         Claim("though ISA picks up more citations per paper.")]])
    cs_empty(book, "defog_academic", "Which of your papers have more than 100 citations?",
             "SELECT title FROM publication WHERE citation_num > 100",
             "None of your papers has passed 100 citations yet.",
             "Two of your papers have passed 100 citations.")


def small(book):
    sc = table("spider_concert_singer", "Per concert: year and singers booked?",
               "SELECT c.concert_name || ' ' || c.year AS concert, count(sic.singer_id) AS singers FROM concert c "
               "LEFT JOIN singer_in_concert sic ON sic.concert_id::text = c.concert_id::text GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    cs_plain(book, sc, [[Claim(f"Across your {say(len(sc))} concerts you booked "
                               f"{say(sum(sc.col('singers')))} singer slots,",
                               [words_twin("off", f"Across your {say(len(sc))} concerts you booked "
                                           f"{say(sum(sc.col('singers')) + 7)} singer slots,", sum(sc.col("singers")),
                                           sum(sc.col("singers")) + 7)]),
                         Claim(f"with Auditions 2014 the busiest at {say(sc['Auditions 2014']['singers'])}.")]])
    sd = table("spider_concert_singer", "Per stadium: capacity and highest attendance?",
               "SELECT name AS stadium, capacity, highest FROM stadium ORDER BY 2 DESC")
    hp = sd["Stark's Park"]
    u = 100 * hp["highest"] / hp["capacity"]
    one(book, sd, "per_unit", lambda x: f"Your best crowd at Stark's Park filled {x}% of its "
        f"{int(hp['capacity']):,} seats.", u, u * 1.9, 1)

    pt = table("spider_pets_1", "Per pet type: pets, total weight in kg and average age?",
               "SELECT pettype, count(*) AS pets, sum(weight) AS total_kg, round(avg(pet_age), 1) AS avg_age "
               "FROM pets GROUP BY 1 ORDER BY 1")
    cs_conv(book, pt, "dog", "total_kg", 0, lambda v, c: f"The dogs on your register weigh {v} kg between them, "
            f"{c} lb.", 1, LB_PER_KG, 0, (KG_PER_LB, 1.5, 3.0))
    mj = table("spider_pets_1", "Per major: students and average age?",
               "SELECT major::text AS major, count(*) AS students, round(avg(age), 2) AS avg_age FROM student "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_share(book, mj, "students", "600", 2, "student records", label="Major 600")

    bt = table("spider_battle_death", "Per ship: killed and injured?",
               "SELECT s.name AS ship, coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) "
               "AS injured FROM ship s LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_share(book, bt, "killed", "Lettice", 0, "recorded deaths", other="Mary", label="the Lettice")
    cs_cmp(book, bt, "killed", "Mary", "Three Brothers", 0, "deaths recorded", label=lambda x: f"the {x}")
    cs_cmp(book, bt, "killed", "Lettice", "Three Brothers", 2, "deaths recorded",
           label=lambda x: f"the {x}")

    tv = table("spider_tvshow", "Per episode in air order: viewers in millions and weekly rank?",
               "SELECT episode, viewers_m, weekly_rank FROM tv_series ORDER BY id")
    cs_chg(book, tv, "viewers_m", "Game Three", "The Year of the Rabbit", 1, "audience", d=2, unit="M",
           l1="Game Three", l2="The Year of the Rabbit", tag="episode on episode")
    cs_avg(book, tv, "viewers_m", "A Love of a Lifetime", 0, "viewers", "episode", d=2, unit="M",
           label="the premiere")
    cs_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 3, "viewers", d=2, unit="M",
           label=lambda x: {"A Love of a Lifetime": "the premiere", "The Hanged Man": "the finale"}[x])
    cs_chg(book, tv, "viewers_m", "Double Down", "Winterland", 0, "audience", d=2, unit="M", l1="Double Down",
           l2="Winterland", tag="week on week")
    cs_conv(book, tv, "Winterland", "viewers_m", 0, lambda v, c: f"Winterland drew {v} million viewers, {c} "
            f"people.", 2, 1e6, 0, (1e3, 1e5, 1e9))

    te = table("spider_course_teach", "Per teacher: age and courses arranged?",
               "SELECT t.name, t.age, count(ca.course_id) AS courses FROM teacher t LEFT JOIN course_arrange ca "
               "ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    idle = sum(1 for x in te.order if te[x]["courses"] == 0)
    cs_avg(book, te, "age", "Anne Walker", 1, "age", "teacher", label="Anne Walker")
    cs_plain(book, te, [[Claim(f"Anne Walker is carrying the most with {say(te['Anne Walker']['courses'])} "
                               f"courses,"),
                         Claim(f"while {say(idle)} of your {say(len(te))} teachers have none assigned yet.",
                               [words_twin("number_words_wrong_row", f"while {say(len(te))} of your {say(len(te))} "
                                           f"teachers have none assigned yet.", idle, len(te))])]])

    vc = table("spider_voter_1", "Per contestant: votes received?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    cs_plain(book, vc, [[Claim(f"Kelly Clauss picked up {say(vc['Kelly Clauss']['votes'])} of your "
                               f"{say(sum(vc.col('votes')))} votes, half of everything cast.")]])
    cs_empty(book, "spider_voter_1", "Which votes came in from Florida?",
             "SELECT vote_id FROM votes WHERE state = 'FL'",
             "No votes came in from Florida.", "Six votes came in from Florida.")

    dc = table("spider_cre_doc_template_mgt", "Per document: template and paragraphs?",
               "SELECT d.document_name AS document, d.template_id, count(p.paragraph_id) AS paragraphs "
               "FROM documents d LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 "
               "ORDER BY 3 DESC, 1")
    empty_docs = sum(1 for x in dc.order if dc[x]["paragraphs"] == 0)
    cs_plain(book, dc, [[Claim(f"{say(empty_docs).capitalize()} of your {say(len(dc))} documents don't have any "
                               f"paragraphs yet.",
                               [words_twin("number_words_wrong_row", f"{say(len(dc)).capitalize()} of your "
                                           f"{say(len(dc))} documents don't have any paragraphs yet.", empty_docs,
                                           len(dc))])]])
    cs_ident(book, dc, f"Customer reviews is your most built-out document, on template "
             f"{int(dc['Customer reviews']['template_id'])}.", f"template {int(dc['Customer reviews']['template_id'])}",
             f"template {int(dc['Customer reviews']['template_id']) + 9}")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book43(), sections, "forty-fourth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
