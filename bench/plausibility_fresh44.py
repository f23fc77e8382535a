#!/usr/bin/env python3
"""
plausibility_fresh44.py — a forty-fifth labelled set for check_answer, written
held out, development since its misses were read: answers the way an operations analyst writes the weekly internal
newsletter ("The Numbers This Week") for colleagues who are not technical,
over tables spread across the databases bench/plausibility.sh loads:
northwind (orders, units, net sales and customers per week of spring 1998;
orders, freight, days to ship and late shipments per shipper; stock, stock
value and lines to reorder per category; suppliers, products and units on
order per supplier country; each rep's 1998 orders, late orders and freight;
orders and net sales per ship country from January to April of 1997 and of
1998), chinook (units, revenue and buyers per genre; units per genre in 2024
and 2025; invoices, revenue and customers per year; units and revenue per
media type; the ten best-selling artists; tracks and hours per playlist),
BIRD's superhero (heroes with each of the ten commonest powers, against all
heroes; heroes, heights and weights per alignment; races; eye colours),
Spider's car_1 (cars, fuel economy, horsepower and acceleration per cylinder
count; horsepower and displacement per model year; makers and cars per
country), defog-dev's geography (city population per country, state
population and area, mountain heights), atis (seats, payload and range per
manufacturer and per aircraft, wing spans, cruising speeds; minimum connect
times per airport), advising (reviews and enrolment per course) and academic
(papers and citations per year), Spider's concert_singer (stadium attendance), pets_1 (students and
pets per sex, pets), battle_death (battles per result, ships lost per
battle), tvshow (ratings, shares and ranks per episode; channels per
country), course_teach (teachers per course), voter_1 (area codes per state)
and cre_doc_template_mgt (templates per type), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig() and
round_near(), fresh42's money(), fresh43's kmoney()). The writing is the
newsletter the other sets lack: a title line, now and then a friendly hello,
short paragraphs each opened by a bolded lead-in ("**Rock is still king.**"),
highlights as a bulleted list, proportions in plain language ("roughly one in
five", "about a third", "nearly half", "roughly six in ten"), figures rounded
as a person rounds them ("just under 1,200", "some $48k", "2.3 million"),
comparisons told as stories ("Rock still outsells Metal better than three
to one", "that's 475 more than the week before"), number words now and then ("a
dozen", "twenty-six"), parenthetical asides with no figure in them, and a
sign-off line. Shapes, as in bench/plausibility_fresh4.py (whose helpers this
set reuses, with fresh7's, fresh10's, fresh29's, fresh41's, fresh42's and
fresh43's):
  comparison  ratios told "to one" and as multiples in words, gaps, percent
              ahead, one row as a share of another
  change      week on week and year on year changes in percent, in absolute
              terms and in words ("up by about a quarter", "roughly halved"),
              shares moving in points
  per_unit    totals over counts ("per order", "per seat"), one row against
              the pooled rate, one row against the average, weighted averages
              against plain averages of group averages, shares of a total in
              "one in N", "N in ten", fractions and percent, the top rows'
              share
  conversion  days as weeks and hours, hours as days, kg as lb, lb as kg, cm
              as inches, mpg as km per litre, hp as kW, cubic inches as
              litres, feet as metres, metres as feet, miles and mph as km,
              sq km as sq miles
  zero_ident  zero for an empty result, identifiers (ids, codes)
  plain       cells, counts and column aggregates, number words, dozens
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group rates called the
pooled one, a share of the wrong total or its complement, a percent change
over the wrong base, a relative change given as points, one row as a share of
the pair instead of the other row), a false proportion, ratio or multiple in
words, number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure (rounded or
not) off by more than the rounding shown. A twin is kept only when its figure
is far from the true value (fresh4's rules) and, unless it is a real value in
the wrong role, far from every cell, aggregate, pairwise difference, ratio and
share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import re
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig, round_near
from plausibility_fresh42 import money, nbr_fn, pre_
from plausibility_fresh43 import frac_w, kmoney, off_f, pc, shows, times_w

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
IN_PER_CM = 1 / 2.54
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
SQMI_PER_SQKM = 0.386102159
KMPL_PER_MPG = 0.425143707
KW_PER_HP = 0.745699872
L_PER_CUIN = 0.016387064

TITLES = ["**The Numbers This Week**", "**The Numbers This Week**", "THE NUMBERS THIS WEEK",
          "**The Numbers This Week**", "The Numbers This Week"]
HELLO = ["Happy Friday, everyone! Here's what caught my eye in the data this week.",
         "",
         "Hi all, your weekly round-up is below. Short and sweet this time.",
         "Morning, team! Grab a coffee, here are this week's numbers.",
         "",
         "Hello again! A few things worth knowing before the weekend.",
         "Another week, another batch of numbers. Here's what stood out."]
ASIDES = ["(Yes, really.)", "(No, that's not a typo.)", "(I checked it twice.)", "(I was surprised too.)",
          "(More on that next week.)", "(Make of that what you will.)"]
HIGH = ["Highlights:", "**Highlights**", "The quick version:", "At a glance:", "**This week's highlights**"]
SIGN = ["That's all for this week. Questions? Just reply to this email.\n\n— Dana, Operations",
        "Have a great weekend, everyone!\n\n— Dana",
        "See you next week!\n\nDana (Ops)",
        "As always, shout if anything looks off.\n\n— Dana in Operations",
        "Thanks for reading, and keep the questions coming.\n\n— Dana",
        "Until next week,\nDana"]


# ---------------------------------------------------------------------------
# the newsletter: blocks of claims
# ---------------------------------------------------------------------------


def _claims(cs):
    return [Claim(c) if isinstance(c, str) else c for c in cs if c is not None]


def L(lead, *cs):
    """A paragraph opened by a bolded lead-in."""
    return ("lead", lead, _claims(cs))


def H(*cs, head=None):
    """Highlights as a bulleted list, under a heading."""
    return ("list", head, _claims(cs))


def P(*cs):
    """A plain paragraph."""
    return ("para", None, _claims(cs))


class Book44(Book10):
    """fresh10's Book10, with each answer laid out as a newsletter item: a title line, now and then a hello,
    paragraphs opened by a bolded lead-in, highlights as bullets under a heading, now and then an aside after
    the first paragraph, and a sign-off; none of the fixed text holds a figure."""

    def issue(self, db, rid, shape, blocks, derived=True, max_twins=2, hello=None):
        k = self.cases
        pre = TITLES[k % len(TITLES)]
        hi = HELLO[(k * 5) % len(HELLO)] if hello is None else hello
        if hi:
            pre += "\n\n" + hi
        claims = []
        for i, (kind, head, cs) in enumerate(blocks):
            if not cs:
                continue
            if kind == "lead":
                claims.append(pre_(cs[0], f"\n\n**{head}** "))
                claims += cs[1:]
            elif kind == "para":
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
            else:
                claims.append(Claim("\n\n" + (head or HIGH[(k * 3) % len(HIGH)])))
                claims += [pre_(c, "\n- ") for c in cs]
            if i == 0 and kind != "list" and k % 3 == 1 and claims[-1].text.endswith("."):
                claims.append(Claim(ASIDES[(k // 3) % len(ASIDES)]))
        post = "\n\n" + SIGN[(k * 2) % len(SIGN)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# figures as the newsletter rounds them
# ---------------------------------------------------------------------------


def hedge(v, shown, k):
    """A newsletter's hedge that says on which side of v the shown figure falls."""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["some", "about", "roughly", "around"], k)
    if shown > v:
        return pick(["just under", "nearly", "not quite", "almost"], k)
    return pick(["just over", "a little over", "a bit more than", "north of"], k)


def apx(v, k, unit=""):
    """(fmt, shown, decimals): a round figure within 1.2% of v, fmt(x) putting a figure x in its hedge."""
    shown, st, d = round_near(v)
    if st.endswith(".0"):
        st, d = st[:-2], 0
    h = hedge(v, shown, k)
    return (lambda x: f"{h} {x}{unit}"), st, d


def _mil(x):
    """Millions as a person writes them ("2.3 million"), within 1.5% and away from the edge: (text, value)."""
    m = abs(x) / 1e6
    for d in (1, 2):
        s = round(m, d)
        if s and abs(s - m) / m < 0.015 and abs(abs(m * 10 ** d) % 1 - 0.5) > 0.08:
            return f"{s:,.{d}f} million", s * 1e6
    return None


def rough(v, k, cash=False, unit=""):
    """A figure rounded as the newsletter rounds it ("some $48k", "just under 1,200", "2.3 million"), with a
    hedge that says which side it falls on: (fmt, text, value shown, show), fmt(x) putting a figure x into the
    hedge, show(y) giving a wrong figure y shown alike as (text, value)."""
    a = abs(v)
    got = None
    if cash and a >= 1000:
        got = kmoney(v)

        def show(x):
            return kmoney(x) or (f"${x / 1e3:,.0f}k", round(x / 1e3) * 1e3)
    elif not cash and a >= 1e6:
        got = _mil(v)

        def show(x):
            return _mil(x) or (f"{x / 1e6:,.1f} million", round(x / 1e6, 1) * 1e6)
    if not got and cash and a < 100:
        return (lambda x: x + unit), money(v, 2)[0], v, (lambda x: ("$" + w(x, 2), round(x, 2)))
    if not got:
        shown, st, d = round_near(v)
        got = (("$" if cash else "") + st, shown)

        def show(x):
            s2, st2, _ = round_near(x)
            return ("$" if cash else "") + st2, s2
    h = hedge(v, got[1], k)
    return (lambda x: f"{h} {x}{unit}"), got[0], got[1], show


def off_r(t, role, fmt, true, factors, show, real=False):
    """A twin of a rounded figure: the first of true times each factor far from the true value (and from
    everything the result holds), shown as show() rounds it; or None."""
    for f in factors:
        txt, val = show(true * f)
        got = wrong(role, fmt(txt), true, val, dec(txt), approx=True, clear=None if real else t.pool)
        if got:
            return got
    return None


def dec(txt):
    """The decimals a figure is shown with ("$1.2k": 1, "$14.01": 2, "1,200": 0)."""
    m = re.search(r"\.(\d+)", txt)
    return len(m.group(1)) if m else 0


def numw(m):
    return say(m) if m < 100 else f"{m:,}"


def one_in(s):
    """A share as "one in N", true of s ("roughly one in five", "not quite one in six"), and one clearly
    false; or (None, None)."""
    if not 0.03 <= s <= 0.45:
        return None, None
    m = round(1 / s)
    r = s * m
    if abs(r - 1) <= 0.035:
        h = "roughly"
    elif 0.045 <= r - 1 <= 0.10:
        h = "a bit more than"
    elif 0.045 <= 1 - r <= 0.10:
        h = "not quite"
    else:
        return None, None
    bad = next(b for b in (m + 3, m - 2, m + 5, 2 * m, 3 * m) if b >= 2 and abs(1 / b - s) / s >= 0.35)
    return f"{h} one in {numw(m)}", f"roughly one in {numw(bad)}"


def in_ten(s):
    """A share as "N in ten" ("roughly six in ten"), and one clearly false; or (None, None)."""
    if not 0.15 <= s <= 0.95:
        return None, None
    m = round(10 * s)
    if abs(10 * s - m) > 0.25:
        return None, None
    bad = m + 3 if m <= 6 else m - 3
    return f"roughly {say(m)} in ten", f"roughly {say(bad)} in ten"


def prop_w(s):
    """A proportion in plain language: "one in N", else "N in ten", else a fraction in words."""
    fw = frac_w(s)
    if fw[0] and fw[0].startswith("about"):
        return fw
    for f in (one_in, in_ten, frac_w):
        got = f(s)
        if got[0]:
            return got
    return None, None


def to_one(r):
    """A ratio told "to one" ("about three to one", "better than two to one", "nearly five to one"), and one
    clearly false; or (None, None)."""
    m = round(r)
    if not 2 <= m <= 12:
        return None, None
    q = r / m
    if abs(q - 1) <= 0.035:
        h = "about"
    elif 0.045 <= q - 1 <= 0.12:
        h = "better than"
    elif 0.045 <= 1 - q <= 0.10:
        h = "nearly"
    else:
        return None, None
    bad = next(b for b in (m + 2, m - 3, m + 4, 2 * m) if b >= 2 and abs(b - r) / r >= 0.3)
    return f"{h} {say(m)} to one", f"about {say(bad)} to one"


def cnt(v, k=0):
    """A count as the newsletter writes it: "a dozen", "two dozen", words under a hundred on even k."""
    v = int(v)
    if v == 12:
        return "a dozen"
    if v == 24:
        return "two dozen"
    if v < 100 and k % 2 == 0:
        return say(v)
    return f"{v:,}"


def wk(key):
    """A week's key ('1998-04-13') as the newsletter names it."""
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]
    y, m, d = key.split("-")
    return f"the week of {int(d)} {months[int(m) - 1]}"


# ---------------------------------------------------------------------------
# shapes, as newsletter items
# ---------------------------------------------------------------------------


def nl_cmp(book, t, col, a, b, k, noun, lead, cash=False, d=0, unit="", label=None, verb="outnumbers",
           qty="many", more="more", has="has", came="came in at", more_=()):
    """Two named rows, the larger first, in five voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pc(100 * diff / vb)
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    tw, tbad = to_one(r)
    mw, mbad = times_w(r)

    def gap(fmt, f):
        if cash and abs(diff) >= 1000:
            gf, gt, gv, gshow = rough(diff, k, cash=True)
            return Claim(fmt(gf(gt)), [off_r(t, "off", lambda x: fmt(gf(x)), diff,
                                             (f, f * 1.3, f * 0.7, 2.4, 3.1, 0.45), gshow)])
        return Claim(fmt(S(diff)), [off_f(t, "off", fmt, diff, (f, f * 1.3, f * 0.8, 2.4, 3.1, 0.45), D(diff),
                                          lambda v: W(v, D(diff)))])

    form = k % 5
    if form == 0 and not tw:
        form = 1
    if form == 2 and not mw:
        form = 3
    if form == 0:
        f1 = lambda x: f"{cap(A)} still {verb} {B} {x} on {noun}"
        f2 = lambda x: f"({S(va)} to {x})."
        blocks = [L(lead, Claim(f1(tw), [("false_bound", f1(tbad))]), Claim(f2(S(vb)), [nbr(f2)]),
                    gap(lambda x: f"That's {x} {more}.", 1.6) if abs(diff) >= 10 else None)]
    elif form == 1:
        f1 = lambda x: f"{cap(A)} {came} {S(va)}{' ' + noun if noun else ''}, {x} {more} than {B}"
        f2 = lambda x: f"({x})."
        blocks = [L(lead, gap(f1, 1.7), Claim(f2(S(vb)), [nbr(f2)]))]
    elif form == 2:
        f1 = lambda x: f"{cap(A)} {has} {x} as {qty} {noun} as {B}"
        f2 = lambda x: f"({S(va)} against {x})."
        blocks = [L(lead, Claim(f1(mw), [("false_bound", f1(mbad))]), Claim(f2(S(vb)), [nbr(f2)]))]
    elif form == 3:
        f1 = lambda x: f"{cap(A)} finished {x}% ahead of {B} on {noun}"
        f2 = lambda x: f"({S(va)} against {x})."
        blocks = [L(lead, Claim(f1(hi), [off(t, "wrong_base", f1(w(100 * diff / va, hid)), 100 * diff / vb,
                                             100 * diff / va, hid, real=True)]),
                    Claim(f2(S(vb)), [nbr(f2)]))]
    else:
        s = 100 * vb / va
        fmt, st, sd = apx(s, k, "%")
        f2 = lambda x: f"{cap(B)}: {x}"
        f3 = lambda x: f"So {B} is at {fmt(x)} of {poss(A)} level"
        blocks = [L(lead, f"Here's how {A} and {B} stack up on {noun}."),
                  H(f"{cap(A)}: {S(va)}", Claim(f2(S(vb)), [nbr(f2)]),
                    Claim(f3(st), [off(t, "complement", f3(w(100 - s, sd)), s, 100 - s, sd, approx=True, real=True),
                                   off(t, "share_of_pair", f3(w(100 * vb / (va + vb), sd)), s, 100 * vb / (va + vb),
                                       sd, approx=True, real=True)]))]
    book.issue(t.db, t.rid, "comparison", blocks + list(more_))


def _move(book, t, v1, v2, nbr, k, noun, l1, l2, tag, cash, d, unit, lead, less=None, more_=()):
    """From v1 (l1) to v2 (l2), in four voices; nbr(fmt): the twin with the neighbouring row's v1."""
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    more = "more" if up else (less or ("less" if cash else "fewer"))

    def base(fmt, approx_=False, dd=None):
        if not up and wb >= 100:
            return None
        return off(t, "wrong_base", fmt(w(wb, pd if dd is None else dd)), abs(100 * diff / v1), wb,
                   pd if dd is None else dd, approx=approx_, real=True)

    def absd(fmt, f):
        return off_f(t, "off", fmt, abs(diff), (f, f * 1.3, f * 0.75, 2.5), D(diff), lambda v: W(v, D(diff)))

    def absd_r(fmt, f):
        """The absolute change, rounded as the newsletter rounds money ("some $47k"), with its twin."""
        if not (cash and abs(diff) >= 1000):
            return Claim(fmt(S(abs(diff))), [absd(fmt, f)])
        gf, gt, gv, gshow = rough(abs(diff), k, cash=True)
        return Claim(fmt(gf(gt)), [off_r(t, "off", lambda x: fmt(gf(x)), abs(diff), (f, f * 1.3, f * 0.75, 2.5),
                                         gshow)])

    form = k % 4
    words = bad = None
    if form == 3:
        if up:
            words, bad = times_w(v2 / v1)
            if words:
                words = f"came to {words} {l1}"
                bad = f"came to {bad} {l1}"
        if not words:
            fw, fbad = frac_w(abs(diff) / v1)
            if fw and abs(diff) / v1 < 0.9:
                words, bad = f"{'grew' if up else 'fell'} by {fw} {tag}", f"{'grew' if up else 'fell'} by {fbad} {tag}"
        if not words:
            form = 0
    if form == 0:
        f1 = f"{cap(noun)} came in at {S(v2)} {l2},"
        f2 = lambda x: f"that's {x} {more} than {l1}"
        f3 = lambda x: f"({x})."
        blocks = [L(lead, f1, absd_r(f2, 1.7), Claim(f3(S(v1)), [nbr(f3)]))]
    elif form == 1:
        fmt, st, sd = apx(abs(100 * diff / v1), k, "%")
        f1 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} {fmt(x)} {tag},"
        f2 = lambda x: f"from {x} {l1} to {S(v2)} {l2}."
        blocks = [L(lead, Claim(f1(st), [base(f1, True, sd)]), Claim(f2(S(v1)), [nbr(f2)]))]
    elif form == 2:
        f1 = lambda x: f"{cap(l1)}: {x}"
        f3 = lambda x, y: f"{'Up' if up else 'Down'} {x}, or {y}%"
        blocks = [L(lead, f"Here's how {noun} moved, {tag}."),
                  H(Claim(f1(S(v1)), [nbr(f1)]), f"{cap(l2)}: {S(v2)}",
                    Claim(f3(S(abs(diff)), p), [absd(lambda x: f3(x, p), 1.8),
                                                base(lambda x: f3(S(abs(diff)), x))]))]
    else:
        f1 = lambda x: f"{cap(noun)} {l2} {x}"
        f2 = lambda x: f"({x} then, {S(v2)} now)."
        blocks = [L(lead, Claim(f1(words), [("false_bound", f1(bad))]), Claim(f2(S(v1)), [nbr(f2)]))]
    book.issue(t.db, t.rid, "change", blocks + list(more_))


def nl_chg(book, t, col, p1, p2, k, noun, lead, l1, l2, tag="week on week", cash=False, d=0, unit="", less=None,
           more_=()):
    """From one row (a period) to another."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, noun, l1, l2, tag, cash, d,
          unit, lead, less, more_)


def nl_yoy(book, t, key, c1, c2, k, noun, lead, l1, l2, tag="year on year", cash=False, d=0, unit="", less=None,
           more_=()):
    """Within one row, from one period's column to the next."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, noun, l1, l2, tag, cash, d, unit, lead,
          less, more_)


def nl_pts(book, t, c1, c2, key, k, noun, lead, l1, l2, label=None, more_=()):
    """One row's share of a column total in two periods: the move in points; twins: the relative change
    given as points, the later share's complement."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    f1 = lambda x: f"{cap(name)} went from {s1t}% of {noun} {l1} to {x}% {l2},"
    f2 = lambda x: f"{'up' if up else 'down'} {x} points."
    c1_ = Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)])
    c2_ = Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)])
    if k % 2:
        blocks = [L(lead, c1_, c2_)]
    else:
        blocks = [L(lead, c1_, c2_, "Small move, but worth watching.")]
    book.issue(t.db, t.rid, "change", blocks + list(more_))


def nl_share(book, t, col, key, k, lead, whole, items=None, rel=None, cash=False, d=0, unit="", label=None,
             other=None, tot=None, verb="makes up", more_=()):
    """One row's share of a total (the column's, or tot): in "one in N" or "N in ten" (with items and rel),
    in a fraction in words, or as a hedged percent."""
    S, W, D = shows(cash, d, unit)
    v = t[key][col]
    T = tot if tot is not None else sum(t.col(col))
    s = v / T
    name = label or key
    st, sd = fig(100 * s, 1)
    ow, obad = one_in(s)
    if not ow:
        ow, obad = in_ten(s)
    fw, fbad = frac_w(s)
    form = k % 3
    if form == 0 and not (ow and items):
        form = 1
    if form == 1 and not fw:
        form = 2
    nbr = nbr_fn(t, col, key, S, D)

    def wt(fmt, dd, approx_=False):
        if not other:
            return None
        return off(t, "wrong_total", fmt(w(100 * v / (v + t[other][col]), dd)), 100 * s,
                   100 * v / (v + t[other][col]), dd, approx=approx_, real=True)
    if form == 0:
        f1 = lambda x: f"{cap(x)} {items} {rel}"
        f2 = lambda x: f"({x} of {S(T)})."
        blocks = [L(lead, Claim(f1(ow), [("false_bound", f1(obad))]), Claim(f2(S(v)), [nbr(f2)]))]
    elif form == 1:
        f2 = lambda x: f"({x}%, for the spreadsheet fans)."
        blocks = [L(lead, Claim(f"{cap(name)} {verb} {fw} of {whole}",
                                [("false_bound", f"{cap(name)} {verb} {fbad} of {whole}")]),
                    Claim(f2(st), [off(t, "complement", f2(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd,
                                       real=True), wt(f2, sd)]))]
    else:
        fmt, at, ad = apx(100 * s, k, "%")
        f1 = lambda x: f"{cap(name)} {verb} {x} of {whole},"
        f2 = lambda x: f"{fmt(x)} of the total."
        c1 = Claim(f1(S(v)), [nbr(f1)])
        if cash and abs(v) >= 1000:
            gf, gt, gv, gshow = rough(v, k + 1, cash=True)
            nb = nbr_of(t, key)
            c1 = Claim(f1(gf(gt)), [wrong("neighbour_row", f1(gf(gshow(t[nb][col])[0])), v, gshow(t[nb][col])[1],
                                          dec(gshow(t[nb][col])[0]), approx=True)
                                    if nb and isinstance(t[nb][col], float) else None])
        blocks = [L(lead, c1,
                    Claim(f2(at), [off(t, "complement", f2(w(100 - 100 * s, ad)), 100 * s, 100 - 100 * s, ad,
                                       approx=True, real=True), wt(f2, ad, True)]))]
    book.issue(t.db, t.rid, "per_unit", blocks + list(more_))


def nl_top(book, t, col, m, k, noun, lead, whole, cash=False, d=0, unit="", label=None, verb="brought in", more_=()):
    """The top m rows together and their share of the total."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    fw, fbad = prop_w(s / 100)
    names = ", ".join(Lb(x) for x in order[:-1]) + " and " + Lb(order[-1])
    if cash and sm >= 1000:
        gf, gt, gv, gshow = rough(sm, k, cash=True)
        smt = lambda fmt: Claim(fmt(gf(gt)), [off_r(t, "off", lambda x: fmt(gf(x)), sm, (1.35, 1.6, 0.7), gshow)])
    else:
        smt = lambda fmt: Claim(fmt(S(sm)), [off_f(t, "off", fmt, sm, (1.35, 1.6, 0.7), D(sm),
                                                   lambda v: W(v, D(sm)))])
    f3 = lambda x: f"{x}% of the {S(tot)} total."
    c3 = Claim(f3(st), [off(t, "complement", f3(w(100 - s, sd)), s, 100 - s, sd, real=True)])
    if fw and k % 2 == 0:
        f1 = lambda x: f"Our top {say(m)} {noun} ({names}) account for {x} of {whole}:"
        blocks = [L(lead, Claim(f1(fw), [("false_bound", f1(fbad))]), smt(lambda x: f"{x} between them,"), c3)]
    else:
        blocks = [L(lead, smt(lambda x: f"{cap(names)}, our top {say(m)} {noun}, {verb} {x} between them,"), c3)]
        if k % 3 == 1:
            blocks.append(P(f"The other {numw(len(t) - m)} share the rest."))
    book.issue(t.db, t.rid, "per_unit", blocks + list(more_))


def nl_rate(book, t, tot_col, cnt_col, key, k, unit, what, lead, cash=False, d=1, label=None, sfx="", units=None,
            pooled=None, more_=()):
    """A total over a count for one row ("per order"); with pooled (the rows named as a group), set against
    the overall rate (twin: the plain mean of the rows' rates)."""
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    S, W, D = shows(cash, d, sfx)
    St = shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    form = k % 3
    if form == 1:
        gf, gt, gv, gshow = rough(r, k, cash=cash, unit=sfx)
        first = Claim(f"{cap(name)} had {St(tot)} in {what} from {c} {units}," if cash else
                      f"{cap(name)} had {St(tot)} {what} across {c} {units},")
        f = lambda x: f"which works out to {gf(x)} per {unit}."
        tw = [off_r(t, "off", f, r, (1.55, 1.9, 0.6), gshow)]
        if rn is not None and gshow(rn)[0] != gt:
            tw.insert(0, wrong("neighbour_row", f(gshow(rn)[0]), r, gshow(rn)[1], dec(gshow(rn)[0]),
                               approx=True))
        main = Claim(f(gt), tw)
        paras = [L(lead, first, main)]
    else:
        if form == 0:
            fmt = lambda x: f"{cap(name)} averaged {x} {'in ' if cash else 'of ' if sfx else ''}{what} per {unit}"
            rest = Claim(f"({St(tot)} over {c} {units}).")
        else:
            fmt = lambda x: f"Per {unit}, {name} comes out at {x} {'in ' if cash else 'of ' if sfx else ''}{what}"
            rest = Claim(f"({c} {units} in all).")
        tw = [off_f(t, "off", fmt, r, (1.55, 1.9, 0.6), D(r), lambda v: W(v, D(r)))]
        if rn is not None and S(rn) != S(r):
            tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
        paras = [L(lead, Claim(fmt(S(r)), tw), rest)]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = money(overall, 2) if cash else (n(overall, d) + sfx, num(overall, d)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: (f"For comparison, across all {pooled} it's {x} per {unit}." if k % 2 else
                       f"Across all {pooled} together, the figure is {x} per {unit}.")
        paras.append(P(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                     if ow(plain) != ot else None])))
    book.issue(t.db, t.rid, "per_unit", paras + list(more_))


def nl_avg(book, t, col, key, k, noun, per, lead, cash=False, d=0, unit="", label=None, ad=None, more_=()):
    """One row against the plain average of the rows; ad: the average's decimals."""
    S, W, D = shows(cash, d, unit)
    Sa, Wa, Da = shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    name = label or key
    mw, mbad = times_w(r) if r > 1 else (None, None)
    if k % 3 == 0:
        rt, rd = num(r, 1 if r >= 1.3 else 2)
        f1 = lambda x: f"The average {per} comes in at {x} {noun}."
        f2 = lambda x: f"{cap(name)}, at {S(v)}, is running at {x} times that."
        blocks = [L(lead, Claim(f1(Sa(avg)), [off_f(t, "off", f1, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                                    lambda x: Wa(x, Da(avg)))]),
                    Claim(f2(rt), [off_f(t, "off", f2, r, (1.5 + 0.2 / r, 1.9, 0.55, 2.6, 0.4, 3.3), rd,
                                         lambda x: w(x, rd))]))]
    elif k % 3 == 1 and mw:
        f1 = lambda x: f"{cap(name)} has {x} the {noun} of the average {per}"
        f2 = lambda x: f"({S(v)} against {x})."
        blocks = [L(lead, Claim(f1(mw), [("false_bound", f1(mbad))]),
                    Claim(f2(Sa(avg)), [off_f(t, "off", f2, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                              lambda x: Wa(x, Da(avg)))]))]
    else:
        p = 100 * (v - avg) / avg
        pt, pd = pc(abs(p))
        f1 = lambda x: (f"{cap(name)} comes in at {S(v)}{' ' + noun if noun else ''}, {x}% "
                        f"{'above' if p > 0 else 'below'} the average {per}")
        f2 = lambda x: f"({x})."
        wbv = abs(100 * (v - avg) / v)
        blocks = [L(lead, Claim(f1(pt), [off(t, "wrong_base", f1(w(wbv, pd)), abs(p), wbv, pd, real=True)
                                         if p > 0 or wbv < 100 else None]),
                    Claim(f2(Sa(avg)), [off_f(t, "off", f2, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                              lambda x: Wa(x, Da(avg)))]))]
    book.issue(t.db, t.rid, "per_unit", blocks + list(more_))


def nl_blend(book, t, avg_col, n_col, k, noun, per, grp, lead, d=1, unit="", more_=()):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, _ = fig(plain, d)
    f1 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the average {noun} is {x}{unit}"
    c1 = Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])
    if k % 2:
        blocks = [L(lead, c1, f"(if you just averaged the {say(len(avgs))} {plural(grp)} you'd get {pt}{unit}, "
                              f"but that lets the small ones count too much).")]
    else:
        blocks = [L(lead, c1, f"once each {grp} is weighted by its size.")]
    book.issue(t.db, t.rid, "per_unit", blocks + list(more_))


def nl_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, lead, hedge_=True, after=None, more_=()):
    """A figure with its conversion beside it; twin: the first wrong factor whose figure is far enough off."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if hedge_:
        show, ct, cd = apx(c, k)
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: x
    tw = None
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1,
                                                    2.5, 0.35, 1.7, 0.65, 5.0, 0.2, 6.0, 0.15))
    for f in bads:
        tw = off(t, "wrong_factor", fmt(vt, show(w(v * f, cd))), c, v * f, cd, approx=hedge_, alts=[])
        if tw:
            break
    book.issue(t.db, t.rid, "conversion", [L(lead, Claim(fmt(vt, show(ct)), [tw]), after)] + list(more_))


def nl_empty(book, db, question, sql, lead, ack, bad, extra=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.issue(db, rid, "zero_ident", [L(lead, Claim(ack, [("count_over_empty", bad)]), *extra)], derived=False)


def nl_ident(book, t, lead, text, good, bad, extra=()):
    assert bad != good and good in text, (text, good)
    book.issue(t.db, t.rid, "zero_ident",
               [L(lead, Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra)], derived=False)


def nl_plain(book, t, blocks):
    book.issue(t.db, t.rid, "plain", blocks, derived=False)


# ---------------------------------------------------------------------------
# northwind: the wholesale side of the business
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    wt = table("northwind", "Per week from February 1998: orders, units, net sales and customers ordering?",
               "SELECT date_trunc('week', o.order_date)::date::text AS week, count(DISTINCT o.order_id) AS orders, "
               f"sum(od.quantity) AS units, round(sum({NET})::numeric, 2) AS net_sales, "
               "count(DISTINCT o.customer_id) AS customers FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1998-02-02' GROUP BY 1 ORDER BY 1")
    nl_chg(book, wt, "units", "1998-04-06", "1998-04-13", 0, "units ordered", "A bumper week.", "the week before",
           wk("1998-04-13"))
    nl_chg(book, wt, "net_sales", "1998-04-13", "1998-04-20", 1, "net sales", "Back to earth.",
           wk("1998-04-13"), wk("1998-04-20"), cash=True)
    nl_chg(book, wt, "units", "1998-04-20", "1998-04-27", 2, "units ordered", "Units bounced back.",
           wk("1998-04-20"), wk("1998-04-27"))
    nl_chg(book, wt, "net_sales", "1998-03-16", "1998-03-23", 3, "net sales", "A strong finish to March.",
           "the week before", "the week of 23 March", cash=True)
    nl_chg(book, wt, "units", "1998-03-23", "1998-03-30", 0, "units ordered", "Busy start to spring.",
           "the week before", wk("1998-03-30"))
    nl_chg(book, wt, "net_sales", "1998-03-30", "1998-04-06", 3, "net sales", "A quieter week.",
           "the week before", "the week of 6 April", cash=True,
           more_=[H(f"Orders that week: {int(wt['1998-04-06']['orders'])}",
                    f"Customers ordering: {int(wt['1998-04-06']['customers'])}")])
    nl_rate(book, wt, "net_sales", "orders", "1998-04-13", 0, "order", "net sales", "Big baskets.", cash=True, d=2,
            label=wk("1998-04-13"), pooled="fourteen weeks")
    nl_share(book, wt, "net_sales", "1998-04-13", 2, "One week to remember.", "net sales since early February",
             cash=True, label=wk("1998-04-13"), other="1998-04-20", verb="brought in")
    nl_avg(book, wt, "units", "1998-04-13", 0, "units", "week", "Well above par.", d=0, ad=1,
           label=wk("1998-04-13"))
    nl_cmp(book, wt, "net_sales", "1998-04-13", "1998-04-20", 2, "in net sales", "Feast, then famine.", cash=True,
           label=wk, qty="much")
    avg_u = sum(wt.col("units")) / len(wt)
    fu, tu, vu, su = rough(avg_u, 1)
    f = lambda x: f"and customers are ordering {fu(x)} units a week on average"
    nl_plain(book, wt, [L("Fourteen weeks in.",
                          Claim(f"Since the start of February we've taken {int(sum(wt.col('orders')))} orders,",
                                [off(wt, "off", f"Since the start of February we've taken "
                                     f"{int(sum(wt.col('orders')) * 1.4)} orders,", sum(wt.col("orders")),
                                     int(sum(wt.col("orders")) * 1.4), 0)]),
                          Claim(f(tu) + ".", [off_r(wt, "off", lambda x: f(x) + ".", avg_u, (1.5, 0.6, 1.8), su)]))])

    sh = table("northwind", "Per shipper: orders, freight billed, average days to ship, late shipments and orders "
               "not yet shipped?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days_to_ship, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "count(*) FILTER (WHERE o.shipped_date IS NULL) AS not_shipped "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    nl_cmp(book, sh, "orders", "United Package", "Speedy Express", 1, "orders", "The busiest carrier.",
           more_=[H(f"Federal Shipping: {int(sh['Federal Shipping']['orders'])} orders",
                    f"Late deliveries across all three: {cnt(sum(sh.col('late')))}")])
    nl_share(book, sh, "late", "United Package", 0, "Mostly on time.", "its shipments",
             items="United Package shipments", rel="arrived after the date the customer asked for",
             tot=sh["United Package"]["orders"])
    nl_rate(book, sh, "freight", "orders", "United Package", 0, "order", "freight", "Freight per box.", cash=True,
            d=2, pooled="three carriers")
    nl_conv(book, sh, "United Package", "avg_days_to_ship", 0,
            lambda v, c: f"United Package takes {v} days on average from order to dispatch, or {c} weeks.", 2,
            1 / 7, 1, (1 / 5, 1 / 30, 1 / 24), "Slow and steady.", hedge_=False,
            more_=[H(f"Federal Shipping: {n(sh['Federal Shipping']['avg_days_to_ship'], 2)} days",
                     f"Speedy Express: {n(sh['Speedy Express']['avg_days_to_ship'], 2)} days")])
    nl_share(book, sh, "orders", "Federal Shipping", 1, "A fair share.", "all our orders", other="Speedy Express",
             verb="carries")
    nl_cmp(book, sh, "freight", "United Package", "Speedy Express", 3, "freight billed", "Where the freight goes.",
           cash=True)
    nl_conv(book, sh, "Speedy Express", "avg_days_to_ship", 1,
            lambda v, c: f"Speedy Express averages {v} days to ship ({c} hours, if you like big numbers).", 2, 24, 0,
            (60, 7, 12), "Speedy, mostly.")
    ns = sum(sh.col("not_shipped"))
    nl_plain(book, sh, [L("Still on the dock.",
                          Claim(f"{cap(say(ns))} orders haven't shipped yet,",
                                [words_twin("off", f"{cap(say(ns + 16))} orders haven't shipped yet,", ns, ns + 16)]),
                          f"{say(sh['United Package']['not_shipped'])} of them with United Package.")])

    ca = table("northwind", "Per category: products, units in stock, active products at or below reorder level, "
               "and stock value at list price?",
               "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS units_in_stock, "
               "count(*) FILTER (WHERE p.units_in_stock <= p.reorder_level AND p.discontinued = 0) AS to_reorder, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value FROM products p "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 5 DESC")
    nl_top(book, ca, "stock_value", 3, 0, "categories", "What's on the shelves.", "the stock value on our shelves",
           cash=True)
    nl_share(book, ca, "stock_value", "Seafood", 1, "Fish leads.", "our stock value", cash=True, other="Beverages")
    nl_cmp(book, ca, "units_in_stock", "Seafood", "Produce", 0, "units in stock", "Plenty of fish.",
           verb="outnumbers", more_=[H(f"Seafood lines: {cnt(ca['Seafood']['products'])}",
                                       f"Produce lines: {say(ca['Produce']['products'])}",
                                       f"Units in stock overall: {int(sum(ca.col('units_in_stock'))):,}")])
    nl_rate(book, ca, "stock_value", "units_in_stock", "Dairy Products", 2, "unit", "stock value",
            "Cheese is not cheap.", cash=True, d=2, pooled="eight categories")
    nl_avg(book, ca, "stock_value", "Meat/Poultry", 2, "in stock value", "category", "Lean on meat.", cash=True,
           d=0)
    tr = sum(ca.col("to_reorder"))
    nl_plain(book, ca, [L("Time to reorder.",
                          Claim(f"{cap(say(tr))} active products are at or below their reorder level,",
                                [words_twin("off", f"{cap(say(tr + 14))} active products are at or below their "
                                            f"reorder level,", tr, tr + 14)]),
                          f"{say(ca['Confections']['to_reorder'])} of them in Confections.")])

    su = table("northwind", "Per supplier country: suppliers, products and units on order?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(p.product_id) AS products, "
               "sum(p.units_on_order) AS units_on_order FROM suppliers s JOIN products p "
               "ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    nl_share(book, su, "products", "USA", 0, "Buying local.", "our range", items="products we stock",
             rel="come from American suppliers")
    nl_cmp(book, su, "units_on_order", "UK", "USA", 4, "units on order", "Incoming.", label=lambda x: {
        "UK": "the UK", "USA": "the US"}[x])
    nl_top(book, su, "units_on_order", 3, 1, "supplier countries", "Where the next deliveries come from.",
           "units on order", label=lambda x: {"UK": "the UK", "USA": "the US"}.get(x, x), verb="have")
    nsup = int(sum(su.col("suppliers")))
    nl_plain(book, su, [L("Our supply web.",
                          Claim(f"We buy from {say(nsup)} suppliers in {say(len(su))} countries,",
                                [words_twin("off", f"We buy from {say(nsup + 17)} suppliers in {say(len(su))} "
                                            f"countries,", nsup, nsup + 17)]),
                          "with Brazil the smallest at a single product.")])

    rp = table("northwind", "Per sales rep, orders taken since January 1998: orders, late shipments and freight?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(*) AS orders, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "round(sum(o.freight)::numeric, 2) AS freight FROM orders o JOIN employees e "
               "ON e.employee_id = o.employee_id WHERE o.order_date >= '1998-01-01' GROUP BY 1 ORDER BY 2 DESC")
    nl_cmp(book, rp, "orders", "Margaret Peacock", "Steven Buchanan", 2, "orders this year", "Margaret's on a roll.")
    nl_share(book, rp, "orders", "Margaret Peacock", 0, "Top of the table.", "this year's orders",
             items="orders this year", rel="went through Margaret Peacock",
             more_=[H(f"Nancy Davolio: {int(rp['Nancy Davolio']['orders'])}",
                      f"Andrew Fuller: {int(rp['Andrew Fuller']['orders'])}",
                      f"Janet Leverling: {int(rp['Janet Leverling']['orders'])}", head="Close behind:")])
    nl_rate(book, rp, "freight", "orders", "Andrew Fuller", 0, "order", "freight", "Heavy hitters.", cash=True, d=2,
            pooled="nine reps")
    nl_avg(book, rp, "freight", "Michael Suyama", 1, "in freight", "rep", "Travelling light.", cash=True, d=2)
    clean = sum(1 for x in rp.order if rp[x]["late"] == 0)
    tot_o = int(sum(rp.col("orders")))
    nl_plain(book, rp, [L("Clean sheets.",
                          f"{cap(say(clean))} of our {say(len(rp))} reps haven't had a single late shipment this year,",
                          Claim(f"out of {tot_o} orders taken since January.",
                                [off(rp, "off", f"out of {int(tot_o * 1.45)} orders taken since January.", tot_o,
                                     int(tot_o * 1.45), 0)]))])

    yt = table("northwind", "Per ship country: orders and net sales from January to April, 1997 and 1998?",
               "SELECT o.ship_country AS country, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date < '1998-01-01') AS orders_1997, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1998-01-01') AS orders_1998, "
               f"round((sum({NET}) FILTER (WHERE o.order_date < '1998-01-01'))::numeric, 2) AS net_1997, "
               f"round((sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01'))::numeric, 2) AS net_1998 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date BETWEEN '1997-01-01' AND '1997-04-30' "
               "OR o.order_date BETWEEN '1998-01-01' AND '1998-04-30' GROUP BY 1 ORDER BY 5 DESC NULLS LAST")
    nl_yoy(book, yt, "USA", "orders_1997", "orders_1998", 3, "US orders from January to April",
           "America, times three.", "the same months last year", "this year")
    nl_yoy(book, yt, "Germany", "net_1997", "net_1998", 0, "German net sales from January to April",
           "Germany more than doubles.", "the same stretch last year", "this year", cash=True)
    nl_yoy(book, yt, "France", "net_1997", "net_1998", 1, "French net sales", "France holds steady.",
           "in the first four months of last year", "this year", tag="on last year", cash=True)
    nl_yoy(book, yt, "Canada", "net_1997", "net_1998", 3, "Canadian net sales", "A softer Canada.", "last year",
           "this year", tag="year on year", cash=True)
    nl_yoy(book, yt, "Brazil", "orders_1997", "orders_1998", 2, "Brazilian orders", "Brazil is busy.",
           "January to April 1997", "January to April 1998", tag="year on year")
    nl_pts(book, yt, "orders_1997", "orders_1998", "Germany", 0, "our orders", "Germany's slice.",
           "in the first four months of 1997", "this year")
    nl_yoy(book, yt, "UK", "net_1997", "net_1998", 3, "UK net sales", "Britain, up and up.",
           "January to April last year", "this year", cash=True, d=0)
    nl_pts(book, yt, "net_1997", "net_1998", "USA", 1, "our net sales", "The US share grows.",
           "from January to April 1997", "over the same months of 1998", label="the US")
    nl_cmp(book, yt, "net_1998", "USA", "Germany", 1, "in net sales so far this year", "Neck and neck.", cash=True,
           label=lambda x: {"USA": "the US"}.get(x, x))
    nl_empty(book, "northwind", "Which 1998 orders took more than 35 days to ship?",
             "SELECT order_id FROM orders WHERE order_date >= '1998-01-01' AND shipped_date - order_date > 35",
             "No slowpokes.", "Not one order this year has taken more than five weeks to ship.",
             "Four orders this year have taken more than five weeks to ship.")
    nl_empty(book, "northwind", "Which orders placed from April 1998 carried more than $900 in freight?",
             "SELECT order_id FROM orders WHERE order_date >= '1998-04-01' AND freight > 900",
             "No monster freight bills.", "Nothing ordered since April has carried a freight bill over $900.",
             "Three orders since April have carried a freight bill over $900.")
    sl = table("northwind", "The 1998 order that took longest to ship: order id, customer, days?",
               "SELECT o.order_id, c.company_name AS customer, o.shipped_date - o.order_date AS days_to_ship "
               "FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE o.order_date >= '1998-01-01' "
               "AND o.shipped_date IS NOT NULL ORDER BY 3 DESC, 1 LIMIT 1")
    oid = sl.order[0]
    nl_ident(book, sl, "The slow one.", f"This year's slowest shipment was order {oid} for {sl[oid]['customer']},",
             f"order {oid}", f"order {int(oid) + 217}",
             extra=[f"which took {say(sl[oid]['days_to_ship'])} days to leave the building."])


# ---------------------------------------------------------------------------
# chinook: the music store
# ---------------------------------------------------------------------------


def chinook(book):
    gs = table("chinook", "Per genre: tracks sold, revenue and customers who bought at least one?",
               "SELECT g.name AS genre, sum(il.quantity) AS units, sum(il.unit_price * il.quantity) AS revenue, "
               "count(DISTINCT i.customer_id) AS buyers FROM invoice_line il JOIN invoice i "
               "ON i.invoice_id = il.invoice_id JOIN track t ON t.track_id = il.track_id JOIN genre g "
               "ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_cmp(book, gs, "units", "Rock", "Metal", 0, "tracks sold", "Rock is still king.", verb="outsells")
    nl_cmp(book, gs, "units", "Rock", "Latin", 2, "tracks", "Latin is the runner-up.", has="sold")
    nl_share(book, gs, "units", "Rock", 1, "Rock by the numbers.", "every track we sell")
    nl_top(book, gs, "units", 4, 0, "genres", "Four genres do the heavy lifting.", "tracks sold",
           more_=[H(f"Jazz: {int(gs['Jazz']['units'])} tracks", f"Blues: {int(gs['Blues']['units'])}",
                    f"Classical: {int(gs['Classical']['units'])}", head="Further down the list:")])
    nl_rate(book, gs, "revenue", "buyers", "Rock", 1, "customer", "revenue", "Loyal rock fans.", cash=True, d=2)
    nl_avg(book, gs, "revenue", "Latin", 1, "revenue", "genre", "Latin pulls its weight.", cash=True, d=2)
    nl_plain(book, gs, [L("Something for everyone.",
                          Claim(f"All {cnt(len(gs))} genres in the catalogue sold at least one track,",
                                [words_twin("off", f"All {say(len(gs) + 13)} genres in the catalogue sold at least "
                                            f"one track,", len(gs), len(gs) + 13)]),
                          Claim(f"and Rock reached {say(gs['Rock']['buyers'])} different customers.",
                                [words_twin("number_words_wrong_row", f"and Rock reached "
                                            f"{say(gs['Jazz']['buyers'])} different customers.",
                                            gs["Rock"]["buyers"], gs["Jazz"]["buyers"])]))])

    gy = table("chinook", "Per genre: tracks sold in 2024 and in 2025?",
               "SELECT g.name AS genre, sum(il.quantity) FILTER (WHERE i.invoice_date < '2025-01-01') AS units_2024, "
               "sum(il.quantity) FILTER (WHERE i.invoice_date >= '2025-01-01') AS units_2025 FROM invoice_line il "
               "JOIN invoice i ON i.invoice_id = il.invoice_id JOIN track t ON t.track_id = il.track_id "
               "JOIN genre g ON g.genre_id = t.genre_id WHERE i.invoice_date >= '2024-01-01' GROUP BY 1 "
               "ORDER BY 3 DESC NULLS LAST, 1")
    nl_yoy(book, gy, "Rock", "units_2024", "units_2025", 0, "Rock sales", "Rock keeps growing.", "in 2024",
           "in 2025")
    nl_yoy(book, gy, "Latin", "units_2024", "units_2025", 3, "Latin sales", "Latin picks up.", "2024", "in 2025",
           tag="on last year")
    nl_yoy(book, gy, "Alternative & Punk", "units_2024", "units_2025", 1, "Alternative & Punk sales",
           "A punk revival?", "in 2024", "in 2025", tag="on last year")
    nl_yoy(book, gy, "Metal", "units_2024", "units_2025", 2, "Metal tracks sold", "Metal cools off.", "2024",
           "2025")
    nl_pts(book, gy, "units_2024", "units_2025", "Latin", 1, "all tracks sold", "Latin's growing slice.",
           "in 2024", "in 2025")

    yr = table("chinook", "Per year: invoices, revenue, customers buying and average invoice?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, "
               "sum(total) AS revenue, count(DISTINCT customer_id) AS customers, "
               "round(avg(total), 2) AS avg_invoice FROM invoice "
               "GROUP BY 1 ORDER BY 1")
    nl_chg(book, yr, "revenue", "2024", "2025", 0, "revenue", "A slightly quieter year.", "in 2024", "in 2025",
           cash=True, d=2, more_=[H(f"Invoices in 2025: {int(yr['2025']['invoices'])}",
                                    f"Customers buying: {int(yr['2025']['customers'])}",
                                    f"Average invoice: {money(yr['2025']['avg_invoice'], 2)[0]}")])
    nl_chg(book, yr, "revenue", "2021", "2022", 1, "revenue", "Looking back.", "in 2021", "in 2022",
           tag="year on year", cash=True, d=2)
    nl_rate(book, yr, "revenue", "invoices", "2022", 0, "invoice", "revenue", "The typical basket.", cash=True, d=2,
            label="2022", pooled="five years")
    tot = sum(yr.col("revenue"))
    fr, tr, vr, sr = rough(tot, 2, cash=True)
    f = lambda x: f"{int(sum(yr.col('invoices')))} invoices and {fr(x)} in all."
    nl_plain(book, yr, [L("The long view.", "Five years of sales, in one line:",
                          Claim(f(tr), [off_r(yr, "off", f, tot, (1.6, 0.6, 2.2), sr)]))])

    mt = table("chinook", "Per media type: tracks sold and revenue?",
               "SELECT m.name AS media_type, sum(il.quantity) AS units, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN media_type m "
               "ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    nl_share(book, mt, "units", "MPEG audio file", 0, "Good old MP3s.", "tracks sold", items="tracks we sell",
             rel="are plain MPEG audio files")
    nl_cmp(book, mt, "revenue", "Protected MPEG-4 video file", "Protected AAC audio file", 2, "revenue",
           "Video pays.", has="brought in", qty="much", cash=True, d=2, label=lambda x: {
               "Protected MPEG-4 video file": "protected video", "Protected AAC audio file": "protected AAC audio"}[x])

    ar = table("chinook", "The ten artists with the most revenue: albums, tracks sold and revenue?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, sum(il.quantity) AS units, "
               "sum(il.unit_price * il.quantity) AS revenue FROM invoice_line il JOIN track t "
               "ON t.track_id = il.track_id JOIN album al ON al.album_id = t.album_id JOIN artist ar "
               "ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 10")
    nl_top(book, ar, "revenue", 3, 0, "artists", "Our top ten, and the top three within it.",
           "the top ten's revenue", cash=True, d=2)
    nl_cmp(book, ar, "units", "Iron Maiden", "U2", 1, "tracks sold", "Up the Irons.")
    nl_rate(book, ar, "revenue", "albums", "Led Zeppelin", 2, "album", "revenue", "Deep catalogue.", cash=True,
            d=2)
    nl_avg(book, ar, "units", "Iron Maiden", 2, "tracks sold", "artist in the top ten", "In a league of its own.",
           ad=1)

    pl = table("chinook", "Per playlist name: distinct tracks and total hours of play time?",
               "SELECT x.playlist, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 2) AS hours "
               "FROM (SELECT DISTINCT p.name AS playlist, pt.track_id FROM playlist p JOIN playlist_track pt "
               "ON pt.playlist_id = p.playlist_id) x JOIN track t ON t.track_id = x.track_id GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    ph = table("chinook", "Per playlist name: hours of play time?",
               "SELECT x.playlist, round(sum(t.milliseconds) / 3600000.0, 2) AS hours FROM (SELECT DISTINCT "
               "p.name AS playlist, pt.track_id FROM playlist p JOIN playlist_track pt ON pt.playlist_id = "
               "p.playlist_id) x JOIN track t ON t.track_id = x.track_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_conv(book, ph, "Music", "hours", 0,
            lambda v, c: f"The Music playlist runs to {v} hours end to end, or {c} days of nonstop listening.", 2,
            1 / 24, 1, (1 / 60, 1 / 7, 1 / 12), "Press play and walk away.", hedge_=False)
    nl_conv(book, ph, "90’s Music", "hours", 1,
            lambda v, c: f"The 90’s Music playlist alone is {v} hours, {c} days.", 2, 1 / 24, 1,
            (1 / 60, 1 / 7, 1 / 12), "Nostalgia, by the day.", hedge_=False)
    nl_cmp(book, pl, "tracks", "Music", "90’s Music", 2, "tracks", "Big playlists.")
    nl_empty(book, "chinook", "Which 2025 invoices were billed to Australia?",
             "SELECT invoice_id FROM invoice WHERE billing_country = 'Australia' AND invoice_date >= '2025-01-01'",
             "Quiet down under.", "We haven't billed a single invoice to Australia this year.",
             "We've billed five invoices to Australia this year.")
    nl_empty(book, "chinook", "Which tracks run longer than 100 minutes?",
             "SELECT track_id FROM track WHERE milliseconds > 6000000",
             "No marathons.", "None of our tracks runs longer than 100 minutes.",
             "Eleven of our tracks run longer than 100 minutes.")
    bi = table("chinook", "The largest invoice ever: id, city and total?",
               "SELECT invoice_id, billing_city, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 1")
    iid = bi.order[0]
    nl_ident(book, bi, "Biggest basket.", f"Our biggest invoice on record is invoice {iid}, billed to "
             f"{bi[iid]['billing_city']}", f"invoice {iid}", f"invoice {int(iid) + 93}",
             extra=[f"(for {money(bi[iid]['total'], 2)[0]})."])


# ---------------------------------------------------------------------------
# superhero and car_1
# ---------------------------------------------------------------------------


def heroes(book):
    pw = table("superhero", "The ten commonest powers: heroes with each, and heroes in all?",
               "SELECT sp.power_name AS power, count(*) AS heroes, (SELECT count(*) FROM superhero) AS all_heroes "
               "FROM hero_power hp JOIN superpower sp ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    allh = pw["Super Strength"]["all_heroes"]
    nl_share(book, pw, "heroes", "Super Strength", 1, "Strong stuff.", "our heroes", tot=allh,
             label="super strength", verb="shows up in",
             more_=[H(f"Stamina: {int(pw['Stamina']['heroes'])} heroes",
                      f"Durability: {int(pw['Durability']['heroes'])}",
                      f"Super Speed: {int(pw['Super Speed']['heroes'])}", head="The next three powers:")])
    nl_share(book, pw, "heroes", "Flight", 0, "Up, up and away.", "our heroes", items="heroes in the database",
             rel="can fly", tot=allh)
    nl_cmp(book, pw, "heroes", "Super Strength", "Intelligence", 2, "heroes", "Brawn over brains.",
           label=lambda x: x.lower(), has="turns up with")

    al = table("superhero", "Per alignment: heroes, those with a height from 100 to 300 cm and their average, "
               "those with a weight from 20 to 500 kg and their average?",
               "SELECT a.alignment, count(*) AS heroes, "
               "count(*) FILTER (WHERE s.height_cm BETWEEN 100 AND 300) AS measured, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 AND 300), 1) AS avg_cm, "
               "count(*) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500) AS weighed, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500), 1) AS avg_kg "
               "FROM superhero s JOIN alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    gl = {"Good": "the good guys", "Bad": "the villains", "Neutral": "the neutrals", "N/A": "the unaligned"}
    nl_share(book, al, "heroes", "Good", 1, "Mostly heroes.", "the roster", label="the good guys", verb="make up",
             other="Bad")
    nl_cmp(book, al, "heroes", "Good", "Bad", 0, "", "Good outnumbers evil.", label=gl.get, verb="outnumber",
           came="number")
    nl_conv(book, al, "Good", "avg_cm", 0,
            lambda v, c: f"The good guys average {v} cm tall, {c} inches.", 1, IN_PER_CM, 1, (2.54, 1 / 3.28, 0.5),
            "How tall is a hero?")
    nl_conv(book, al, "Bad", "avg_kg", 1,
            lambda v, c: f"The villains weigh in at {v} kg on average ({c} lb).", 1, LB_PER_KG, 0,
            (KG_PER_LB, 1.5, 3.0), "Heavyweights.", hedge_=False)
    nl_blend(book, al, "avg_kg", "weighed", 1, "weight", "weighed hero", "alignment", "One number for weight.",
             d=1, unit=" kg")

    rc = table("superhero", "Per race (races given): heroes?",
               "SELECT r.race, count(*) AS heroes FROM superhero s JOIN race r ON r.id = s.race_id "
               "WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_cmp(book, rc, "heroes", "Human", "Mutant", 3, "heroes", "Humans lead.", label=lambda x: plural(x.lower()))
    nl_plain(book, rc, [L("A dozen of each.",
                          Claim(f"We have {cnt(rc['Cyborg']['heroes'])} cyborgs on file,",
                                [words_twin("number_words_wrong_row", f"We have {say(rc['Mutant']['heroes'])} cyborgs "
                                            f"on file,", rc["Cyborg"]["heroes"], rc["Mutant"]["heroes"])]),
                          f"and exactly as many heroes listed as Human / Radiation.")])

    ey = table("superhero", "Per eye colour: heroes, and heroes in all?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes, (SELECT count(*) FROM superhero) AS all_heroes "
               "FROM superhero s JOIN colour c ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_share(book, ey, "heroes", "Blue", 0, "Blue-eyed heroes.", "our heroes", items="heroes", rel="have blue eyes",
             tot=ey["Blue"]["all_heroes"])
    nl_empty(book, "superhero", "Which neutral Image Comics characters are there?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN alignment a "
             "ON a.id = s.alignment_id WHERE p.publisher_name = 'Image Comics' AND a.alignment = 'Neutral'",
             "Nobody sits on the fence at Image.", "There are no neutral Image Comics characters in the database.",
             "There are seven neutral Image Comics characters in the database.")
    nl_empty(book, "superhero", "Which female characters weigh more than 1,000 kg?",
             "SELECT s.superhero_name FROM superhero s JOIN gender g ON g.id = s.gender_id "
             "WHERE g.gender = 'Female' AND s.weight_kg > 1000",
             "No giants here.", "None of our female characters is listed at more than 1,000 kg.",
             "Three of our female characters are listed at more than 1,000 kg.")


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, horsepower and 0-60 acceleration?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(accelerate)::numeric, 2) AS avg_accel "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    cl = lambda x: f"{say(int(x))}-cylinder cars"
    nl_share(book, cy, "cars", "8", 0, "V8 country.", "the cars in our listings", items="cars in our listings",
             rel="have eight cylinders")
    nl_cmp(book, cy, "avg_mpg", "4", "8", 0, "fuel economy", "Small engines, long trips.", d=2, unit=" mpg",
           label=cl, verb="beat")
    mp = table("spider_car_1", "Per cylinder count: average mpg?",
               "SELECT cylinders::text AS cylinders, round(avg(mpg)::numeric, 2) AS avg_mpg FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    nl_conv(book, mp, "4", "avg_mpg", 0,
            lambda v, c: f"Four-cylinder cars average {v} mpg, which is {c} km per litre for our European readers.",
            2, KMPL_PER_MPG, 1, (1 / KMPL_PER_MPG, 1.609, 0.2642), "Fuel economy, translated.", hedge_=False)
    nl_conv(book, cy, "8", "avg_hp", 1,
            lambda v, c: f"The V8s average {v} hp, or {c} kW.", 1, KW_PER_HP, 0, (1 / KW_PER_HP, 1.0, 0.5),
            "Muscle.", hedge_=False)
    nl_blend(book, cy, "avg_mpg", "cars", 0, "fuel economy", "car", "cylinder group", "The fleet average.", d=2,
             unit=" mpg", more_=[H(f"Four cylinders: {n(cy['4']['avg_mpg'], 2)} mpg",
                                   f"Six: {n(cy['6']['avg_mpg'], 2)} mpg", f"Eight: {n(cy['8']['avg_mpg'], 2)} mpg")])
    cw = table("spider_car_1", "Per cylinder count: average weight in lb?",
               "SELECT cylinders::text AS cylinders, round(avg(weight), 1) AS avg_lb FROM cars_data GROUP BY 1 "
               "ORDER BY 1")
    nl_conv(book, cw, "8", "avg_lb", 2,
            lambda v, c: f"A typical V8 in our listings weighs {v} lb, {c} kg.", 1, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.1), "Heavy metal.")
    nl_cmp(book, cy, "cars", "8", "6", 3, "listings", "Eights beat sixes.", label=cl)

    yh = table("spider_car_1", "Per model year: cars, average horsepower and average displacement in cubic inches?",
               "SELECT year::text AS model_year, count(*) AS cars, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "round(avg(edispl)::numeric, 1) AS avg_cu_in FROM cars_data GROUP BY 1 ORDER BY 1")
    nl_chg(book, yh, "avg_hp", "1970", "1980", 3, "average horsepower", "The decade engines shrank.", "in 1970",
           "by 1980", tag="over the decade", d=1)
    nl_conv(book, yh, "1970", "avg_cu_in", 0,
            lambda v, c: f"The 1970 models average {v} cubic inches of engine, {c} litres.", 1, L_PER_CUIN, 1,
            (1 / L_PER_CUIN, 0.1, 0.0254), "Big blocks.")
    nl_chg(book, yh, "avg_cu_in", "1979", "1980", 1, "average displacement", "Downsizing, fast.", "in 1979",
           "in 1980", tag="in a single model year", d=1, unit=" cubic inches")
    nl_chg(book, yh, "avg_hp", "1972", "1973", 0, "average horsepower", "A brief comeback.", "in 1972", "in 1973",
           d=1, less="lower")
    nl_chg(book, yh, "avg_hp", "1980", "1981", 2, "average horsepower", "A little more oomph.", "1980", "1981",
           tag="model year on model year", d=1)

    cc = table("spider_car_1", "Per maker country: makers and cars listed?",
               "SELECT c.countryname AS country, count(DISTINCT cm.id) AS makers, count(cd.id) AS cars "
               "FROM countries c JOIN car_makers cm ON cm.country = c.countryid JOIN model_list ml "
               "ON ml.maker = cm.id JOIN car_names cn ON cn.model = ml.model JOIN cars_data cd ON cd.id = cn.makeid "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    cn = {"usa": "the US", "japan": "Japan", "germany": "Germany"}
    nl_share(book, cc, "cars", "usa", 0, "Made in America.", "our listings", items="cars in the listings",
             rel="are American-built")
    nl_cmp(book, cc, "cars", "japan", "germany", 0, "listings", "Japan versus Germany.", label=cn.get,
           verb="outnumbers")
    nl_rate(book, cc, "cars", "makers", "japan", 0, "maker", "cars", "Busy factories.", d=1, label="Japan",
            pooled="countries")


# ---------------------------------------------------------------------------
# geography and atis
# ---------------------------------------------------------------------------


def geography(book):
    cp = table("defog_geography", "Per country: cities listed, their combined population and the largest?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population, "
               "max(population) AS largest FROM city GROUP BY 1 ORDER BY 3 DESC, 1")
    nl_share(book, cp, "population", "United States", 1, "America, big cities.", "the city population we track",
             label="the United States", verb="accounts for", other="Brazil")
    nl_cmp(book, cp, "population", "United States", "Brazil", 2, "city population", "Size matters.",
           label=lambda x: {"United States": "the US"}.get(x, x), has="has", qty="much")
    tp = sum(cp.col("population"))
    fp, tpt, vp, sp = rough(tp, 0)
    f = lambda x: f"The {say(len(cp))} countries' cities add up to {fp(x)} people,"
    nl_plain(book, cp, [L("City folk.", Claim(f(tpt), [off_r(cp, "off", f, tp, (1.6, 0.6, 2.3), sp)]),
                          f"with Los Angeles the biggest single city.")])

    st = table("defog_geography", "Per state: population and area in sq km?",
               "SELECT state_name AS state, population, area AS area_sqkm FROM state ORDER BY 2 DESC, 1")
    nl_cmp(book, st, "population", "New York", "Texas", 0, "population", "New York versus Texas.",
           verb="outnumbers")
    sa = table("defog_geography", "Per state: area in sq km?",
               "SELECT state_name AS state, area AS area_sqkm FROM state ORDER BY 2 DESC, 1")
    nl_conv(book, sa, "Tokyo", "area_sqkm", 0,
            lambda v, c: f"Tokyo is listed at {v} sq km, which is {c} square miles.", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1), "Room to spread out.")
    nl_rate(book, st, "population", "area_sqkm", "Michigan", 0, "sq km", "people", "Elbow room.", d=1,
            label="Michigan", units="sq km", pooled="twelve states")

    mo = table("defog_geography", "Per mountain: altitude in metres and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country "
               "FROM mountain ORDER BY 2 DESC")
    nl_conv(book, mo, "Mount Everest", "altitude_m", 0,
            lambda v, c: f"Mount Everest is recorded at {v} metres, {c} feet.", 0, FT_PER_M, 0,
            (M_PER_FT, 3.0, 1.0936), "Top of the world.")
    nl_avg(book, mo, "altitude_m", "K2", 2, "", "mountain on the list", "K2 in context.", unit=" m", ad=0)


def atis(book):
    mf = table("defog_atis", "Per manufacturer: aircraft types, seats, payload and average range in miles?",
               "SELECT manufacturer, count(*) AS aircraft, sum(capacity) AS seats, sum(pay_load) AS payload_lb, "
               "round(avg(range_miles), 1) AS avg_range_miles FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    nl_share(book, mf, "seats", "Boeing", 2, "Boeing's slice.", "all the seats on our aircraft list",
             other="Airbus", verb="has")
    nl_cmp(book, mf, "seats", "Airbus", "Boeing", 1, "seats", "Airbus edges it.")

    ac = table("defog_atis", "Per aircraft: seats, payload in lb, weight in lb, wing span in ft and range in miles?",
               "SELECT aircraft_code, capacity AS seats, pay_load AS payload_lb, weight AS weight_lb, "
               "wing_span AS wing_span_ft, range_miles FROM aircraft ORDER BY 2 DESC")
    nl_conv(book, ac, "A380", "weight_lb", 0,
            lambda v, c: f"The A380 tips the scales at {v} lb, {c} kg.", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.1), "A big bird.")
    ws = table("defog_atis", "Per aircraft: wing span in feet?",
               "SELECT aircraft_code, wing_span AS wing_span_ft FROM aircraft ORDER BY 2 DESC")
    nl_conv(book, ws, "B747", "wing_span_ft", 1,
            lambda v, c: f"The 747's wings span {v} feet ({c} metres).", 0, M_PER_FT, 1, (FT_PER_M, 1.0, 0.9144),
            "Wide load.", hedge_=False)
    rg = table("defog_atis", "Per aircraft: range in miles and cruising speed in mph?",
               "SELECT aircraft_code, range_miles, cruising_speed AS cruising_mph FROM aircraft ORDER BY 2 DESC")
    nl_conv(book, rg, "A350", "cruising_mph", 0,
            lambda v, c: f"The A350 cruises at {v} mph, about {c} km/h.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.852, 1.0), "Cruising along.", hedge_=False)
    nl_conv(book, rg, "B787", "range_miles", 2,
            lambda v, c: f"The 787 can fly {v} miles on a tank, {c} km.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.852, 1.0), "Long legs.")
    nl_rate(book, ac, "payload_lb", "seats", "A380", 0, "seat", "payload", "Luggage allowance, sort of.", d=1,
            sfx=" lb", units="seats", label="the A380", pooled="ten types")
    nl_cmp(book, ac, "seats", "A380", "B747", 0, "seats", "Double-decker.", label=lambda x: f"the {x}",
           verb="outnumbers")
    nl_avg(book, ac, "seats", "B777", 2, "seats", "aircraft type", "Room for everyone.", ad=1,
           label="the 777")

    apt = table("defog_atis", "Per airport: minimum connection time in minutes?",
                "SELECT airport_code, minimum_connect_time AS min_connect_minutes FROM airport ORDER BY 2 DESC, 1")
    nl_cmp(book, apt, "min_connect_minutes", "SEA", "ATL", 0, "minimum connection time", "Tight connections.",
           label=lambda x: {"SEA": "Seattle", "ATL": "Atlanta"}[x], verb="beats")
    nl_avg(book, apt, "min_connect_minutes", "ATL", 0, "minutes", "airport", "Atlanta is quick.", ad=1,
           label="Atlanta")
    nl_empty(book, "defog_atis", "Which flights make more than one stop?",
             "SELECT flight_id FROM flight WHERE stops > 1",
             "Nonstop-ish.", "None of our flights makes more than one stop.",
             "Six of our flights make more than one stop.")


# ---------------------------------------------------------------------------
# advising, academic and the small ones
# ---------------------------------------------------------------------------


def campus(book):
    cr = table("defog_advising", "Per course: department, students enrolled, reviews and clarity score?",
               "SELECT name AS course, department, num_enrolled AS enrolled, num_reviews AS reviews, "
               "clarity_score FROM course ORDER BY 4 DESC, 1")
    nl_share(book, cr, "reviews", "Introduction to Computer Science", 1, "Most talked about.",
             "all course reviews", label="Intro to Computer Science", verb="has", other="Introduction to Physics")
    nl_plain(book, cr, [L("Reviews are in.",
                          Claim(f"Intro to Computer Science has drawn "
                                f"{say(cr['Introduction to Computer Science']['reviews'])} reviews, the most of any "
                                f"course,",
                                [words_twin("number_words_wrong_row", f"Intro to Computer Science has drawn "
                                            f"{say(cr['Introduction to Physics']['reviews'] + 9)} reviews, the most of "
                                            f"any course,", cr["Introduction to Computer Science"]["reviews"],
                                            cr["Introduction to Physics"]["reviews"] + 9)]),
                          "and scores top marks for clarity.")])
    nl_empty(book, "defog_advising", "Which courses have more than 100 students enrolled?",
             "SELECT name FROM course WHERE num_enrolled > 100",
             "Small classes.", "No course has more than 100 students enrolled.",
             "Two courses have more than 100 students enrolled.")

    py = table("defog_academic", "Per year: papers, citations and references?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations, "
               "sum(reference_num) AS refs FROM publication GROUP BY 1 ORDER BY 1")
    nl_plain(book, py, [L("Research corner.",
                          f"We published {say(py['2021']['papers'])} papers in 2021 and {say(py['2020']['papers'])} "
                          f"in 2020,",
                          f"and the 2020 ones have picked up {say(py['2020']['citations'])} citations so far.")])
    nl_empty(book, "defog_academic", "Which papers were published before 2020?",
             "SELECT title FROM publication WHERE year < 2020",
             "Nothing older.", "None of our papers predates 2020.",
             "Fourteen of our papers predate 2020.")


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity and highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY 2 DESC")
    nl_cmp(book, sd, "highest", "Stark's Park", "Somerset Park", 0, "best-ever crowds", "Raith pulls them in.",
           verb="beats")
    nl_avg(book, sd, "average", "Stark's Park", 1, "turnout", "stadium", "Best-attended.", ad=0)
    nl_share(book, sd, "capacity", "Hampden Park", 1, "One giant.", "all the seats across our stadiums",
             verb="holds", other="Somerset Park")

    sx = table("spider_pets_1", "Per sex: students and pets they own?",
               "SELECT s.sex, count(DISTINCT s.stuid) AS students, count(h.petid) AS pets FROM student s "
               "LEFT JOIN has_pet h ON h.stuid = s.stuid GROUP BY 1 ORDER BY 1")
    nl_share(book, sx, "students", "F", 0, "Who's on the register.", "our students", items="students on the register",
             rel="are women")
    pe = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid::text AS pet, pettype, pet_age, weight AS weight_kg FROM pets ORDER BY 1")
    nl_conv(book, pe, "2001", "weight_kg", 0,
            lambda v, c: f"Our one cat weighs {v} kg, or {c} lb.", 0, LB_PER_KG, 1, (KG_PER_LB, 1.0, 3.0),
            "Pet corner.")

    bt = table("spider_battle_death", "Per result: battles?",
               "SELECT result, count(*) AS battles FROM battle GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_share(book, bt, "battles", "Bulgarian victory", 1, "History lesson.", "the battles on record",
             label="Bulgarian victories", verb="make up")
    bs = table("spider_battle_death", "Per battle: ships lost?",
               "SELECT b.name AS battle, count(s.id) AS ships_lost FROM battle b LEFT JOIN ship s "
               "ON s.lost_in_battle = b.id GROUP BY 1 ORDER BY 2 DESC, 1")
    none_ = sum(1 for x in bs.order if bs[x]["ships_lost"] == 0)
    lost = int(sum(bs.col("ships_lost")))
    nl_plain(book, bs, [L("Ships lost.",
                          Claim(f"{cap(say(lost))} ships went down across {say(len(bs))} battles,",
                                [words_twin("off", f"{cap(say(lost + 12))} ships went down across {say(len(bs))} "
                                            f"battles,", lost, lost + 12)]),
                          f"and {say(none_)} battles didn't cost a single ship.")])

    tv = table("spider_tvshow", "Per episode in air order: rating, share and weekly rank?",
               "SELECT episode, rating::numeric AS rating, share, weekly_rank FROM tv_series ORDER BY id")
    nl_chg(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 2, "the rating", "A long slide.",
           "the premiere", "the finale", tag="from first episode to last", d=1)
    nl_cmp(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 3, "rating", "Strong start.", d=1,
           label=lambda x: {"A Love of a Lifetime": "the premiere", "The Hanged Man": "the finale"}[x])
    nl_chg(book, tv, "rating", "A Love of a Lifetime", "Friendly Skies", 1, "the rating", "Week two dip.",
           "for the premiere", "for Friendly Skies", tag="week on week", d=1)
    nl_chg(book, tv, "weekly_rank", "Friendly Skies", "Game Three", 0, "the weekly rank", "Slipping down the chart.",
           "the week before", "for Game Three", tag="week on week", less="fewer")
    nl_avg(book, tv, "rating", "Friendly Skies", 2, "on the ratings", "episode", "Week two held up.", d=1, ad=2)
    chn = table("spider_tvshow", "Per country: TV channels?",
                "SELECT country, count(*) AS channels FROM tv_channel GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_share(book, chn, "channels", "Italy", 0, "Italian TV.", "our channels", items="channels we track",
             rel="are Italian")

    ct = table("spider_course_teach", "Per course: teachers arranged?",
               "SELECT c.course, count(ca.teacher_id) AS teachers FROM course c LEFT JOIN course_arrange ca "
               "ON ca.course_id = c.course_id GROUP BY 1 ORDER BY 2 DESC, 1")
    unst = sum(1 for x in ct.order if ct[x]["teachers"] == 0)
    nl_plain(book, ct, [L("Teaching gaps.",
                          f"{cap(say(unst))} of our {say(len(ct))} courses still have no teacher arranged,",
                          f"while Math has {say(ct['Math']['teachers'])}.")])

    ac = table("spider_voter_1", "Per state: area codes?",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_share(book, ac, "area_codes", "CA", 0, "Golden State numbers.", "all area codes", items="area codes",
             rel="are Californian")
    nl_cmp(book, ac, "area_codes", "CA", "TX", 1, "area codes", "California versus Texas.",
           label=lambda x: {"CA": "California", "TX": "Texas"}[x])
    nl_top(book, ac, "area_codes", 3, 0, "states", "Three big states.", "all area codes",
           label=lambda x: {"CA": "California", "TX": "Texas", "FL": "Florida"}[x])
    nl_empty(book, "spider_voter_1", "Which votes came in from Texas?",
             "SELECT vote_id FROM votes WHERE state = 'TX'",
             "Texas is quiet.", "No votes have come in from Texas yet.", "Twelve votes have come in from Texas.")

    tp = table("spider_cre_doc_template_mgt", "Per template type: templates and highest version number?",
               "SELECT template_type_code, count(*) AS templates, max(version_number) AS latest_version "
               "FROM templates GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_share(book, tp, "templates", "PP", 0, "Paperwork.", "our templates", items="templates",
             rel="are PP (paper) templates")
    nd = table("spider_cre_doc_template_mgt", "The document with the most paragraphs: id, name and paragraphs?",
               "SELECT d.document_id, d.document_name, count(p.paragraph_id) AS paragraphs FROM documents d "
               "JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1")
    did = nd.order[0]
    nl_ident(book, nd, "Wordiest document.", f"Document {did} ({nd[did]['document_name']}) has the most paragraphs",
             f"Document {did}", f"Document {int(did) + 120}", extra=[f"at {say(nd[did]['paragraphs'])}."])


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book44(), sections, "forty-fifth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
