#!/usr/bin/env python3
"""
plausibility_fresh42.py — a forty-third labelled set for check_answer, written
held out, development since its misses were read: answers the way a language-model head of analytics writes a board
memo or quarterly business review for company directors, over tables spread
across the databases bench/plausibility.sh loads: northwind (orders, units,
net revenue and discounts per quarter; stock held per supplier country;
order lines per discount band; revenue per employee country; net revenue per
category, January to April of 1997 and of 1998; the ten largest customers;
freight, lead time and late shipments per shipper), chinook (invoices,
customers and revenue per year; revenue per support agent; revenue, lines
and minutes sold per artist; revenue per media type; playlists' running time
and storage), BIRD's superhero (heroes, alignment, height and weight per
publisher; the most common powers), Spider's car_1 (cars, fuel economy,
horsepower and weight per maker country; per cylinder count), defog-dev's
geography (river length per country, the most populous states, city
population per country), atis (flying time per airline, fares per airline,
distances and drive times to airports), advising (enrolment and reviews per
department, records per term) and academic (papers and citations per domain,
authorships per organization), Spider's concert_singer (stadium capacity,
attendance and concerts), pets_1 (students and pets per sex, pet weights),
battle_death (casualties per battle result), tvshow (viewers per episode),
course_teach (teachers' ages), voter_1 (votes per contestant) and
cre_doc_template_mgt (documents and paragraphs per template type), with
queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig()). The writing
is the board memo the other sets lack: formal, short paragraphs under bold or
plain headings ("Summary", "Key movements", "Risks"), now and then a memo
header ("To: Board of Directors"), figures rounded with formal hedges
("approximately", "just over", "close to"), comparisons as "X exceeded Y by N"
and "N times", percentages of totals, period-on-period changes ("quarter on
quarter", "year on year"), shares moving in percentage points, per-unit
figures ("per order", "per head"), conversions where natural (minutes and
days as hours, kilometres as miles, pounds as kilograms, milliseconds as
hours, bytes as gigabytes), fractions and multiples in words in formal
register ("one third", "a quarter", "twice"), and a closing recommendation
with no figure, or one echoed from the question. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh16's, fresh29's and fresh41's):
  comparison  margins ("exceeded ... by"), multiples in digits and in words,
              percent above and below, one row as a share of another
  change      quarter on quarter, year on year and period on period changes in
              percent and absolute terms, shares moving in points
  per_unit    totals over counts, one row against the pooled rate, weighted
              averages against plain averages of group averages, shares of the
              total, the top rows' share, one row against the average
  conversion  minutes as hours, days as hours, km as miles, lb as kg, kg as
              lb, cm as inches, ms as hours, bytes as GB, cubic inches as
              litres, sq km as sq miles
  zero_ident  zero for an empty result, identifiers (codes, ids)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points, one row as a
share of the pair instead of the other row), a false fraction or multiple in
words, number words given to the wrong row, a count over an empty result, a
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

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
IN_PER_CM = 1 / 2.54
L_PER_CUIN = 0.016387064
SQMI_PER_SQKM = 0.386102159

RECS = ["Recommendation: that the Board note the position on {n}; no action is required at this stage.",
        "Recommendation: that management review {n} in detail before the next quarterly review.",
        "Recommendation: we propose to monitor {n} monthly and report back to the committee.",
        "Recommendation: that the executive team set a target for {n} ahead of the next planning cycle.",
        "Recommendation: maintain the current approach and revisit {n} at the half-year review.",
        "Recommendation: that the committee endorse a fuller analysis of {n}, to be tabled at the next meeting.",
        "We recommend that the Board take no further action on {n} until the next reporting cycle."]
HEADER = "To: Board of Directors\nFrom: Head of Analytics\nRe: {}"


def money(v, d=0):
    """(text, decimals): money as a memo shows it, with d decimals, else cents, else whole dollars, else one
    decimal, whichever is away from the edge of its rounding."""
    for dd in dict.fromkeys((d, 2, 0 if abs(v) >= 10 else 2, 1, 3)):
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return ("-$" if v < 0 else "$") + f"{abs(v):,.{dd}f}", dd
    raise AssertionError(v)


def usd(v, d=2):
    return money(v, d)[0]


def shows(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong one shown alike, the decimals to judge a twin by."""
    if cash:
        return (lambda v: money(v, d)[0]), (lambda v, dd: ("-$" if v < 0 else "$") + w(abs(v), dd)), \
            (lambda v: money(v, d)[1])
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: num(v, d)[1])


def pre_(c, p):
    """The claim with p before its text and before each of its twins' texts."""
    if isinstance(c, str):
        c = Claim(c)
    c.text = p + c.text
    c.wrongs = [(r, p + x) for r, x in c.wrongs]
    return c


class Book42(Book10):
    """fresh10's Book10, with each answer laid out as a board memo: now and then a memo header, sections
    under headings (bold on a line of their own, plain on a line of their own, or a bold run-in lead), a
    qualitative "Risks" paragraph where one is given, and a closing recommendation."""

    def memo(self, db, rid, shape, secs, derived=True, max_twins=2, noun="these figures", rec=None, risk=None,
             topic=None):
        k = self.cases
        style = k % 3
        pre = HEADER.format(topic) if topic and k % 4 == 0 else ""

        def lead(head, first):
            gap = "" if first and not pre else "\n\n"
            if head is None:
                return gap
            if style == 0:
                return f"{gap}**{head}**\n"
            if style == 1:
                return f"{gap}{head}\n"
            return f"{gap}**{head}.** "

        claims = []
        for i, (head, cl) in enumerate(secs):
            cl = [Claim(c) if isinstance(c, str) else c for c in cl if c is not None]
            ld = lead(head, i == 0)
            if head and cl[0].text.startswith("\n"):
                ld = ld.rstrip(" \n")
            claims.append(pre_(cl[0], ld))
            claims += cl[1:]
        post = ""
        if risk:
            post += lead("Risks", False) + risk
        post += "\n\n" + (rec or RECS[(k * 5) % len(RECS)].format(n=noun))
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# figures as a board memo rounds them
# ---------------------------------------------------------------------------


def approx(v, k, unit="", cur=""):
    """A round figure within 1.2% of v with a formal hedge that says on which side it falls:
    (fmt, shown, decimals), fmt(x) putting a figure x (with the currency and unit) into the hedge."""
    a = abs(v)
    shown, st, d = round_near(v)
    if abs(shown - v) / a < 0.002:
        form = pick(["approximately {}", "around {}", "some {}", "roughly {}"], k)
    elif shown > v:
        form = pick(["just under {}", "close to {}", "almost {}", "nearly {}"], k)
    else:
        form = pick(["just over {}", "slightly above {}", "a little over {}", "slightly more than {}"], k)
    return (lambda x: form.format(cur + x + unit)), st, d


FR = [(1 / 2, "half"), (1 / 3, "one third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"), (3 / 4, "three quarters"),
      (1 / 5, "one fifth"), (2 / 5, "two fifths"), (1 / 10, "one tenth"), (3 / 5, "three fifths")]


def frac_f(s):
    """A share in formal words that is true of s ("approximately one third", "just over a quarter"), and one
    clearly false; or (None, None)."""
    far_ = sorted((abs(f - s), wd) for f, wd in FR if abs(f - s) >= 0.1)
    bad = f"approximately {far_[0][1]}"
    for f, wd in FR:
        if abs(f - s) <= 0.012:
            return f"approximately {wd}", bad
    for f, wd in FR:
        if 0.012 < s - f <= 0.04:
            return f"just over {wd}", bad
        if 0.012 < f - s <= 0.04:
            return f"just under {wd}", bad
    if s >= 0.8:
        return "the great majority", "under half"
    return None, None


MW = {2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times", 7: "seven times",
      8: "eight times", 9: "nine times", 10: "ten times"}


def mult_f(r):
    """A multiple in formal words that is true of r ("approximately twice", "more than three times"), and one
    clearly false; or (None, None)."""
    m = round(r)
    if 2 <= m <= 10 and abs(r - m) / r < 0.03:
        bad = m + 2 if m <= 5 else m - 3
        return f"approximately {MW[m]}", f"approximately {MW[bad]}"
    if 1.8 <= r < 1.96:
        return "almost twice", "more than three times"
    if 2.8 <= r < 2.96:
        return "almost three times", "approximately five times"
    if 2.06 <= r <= 2.45:
        return "more than twice", "more than three times"
    if 3.06 <= r <= 3.45:
        return "more than three times", "less than twice"
    if 1.43 <= r <= 1.57:
        return "approximately one and a half times", "approximately three times"
    return None, None


def nbr_fn(t, col, key, S, D, avoid=()):
    """A twin maker: the neighbouring row's value in place of key's, or None."""
    nb = nbr_of(t, key, avoid=avoid)

    def f(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(t[key][col]):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), t[key][col], t[nb][col], D(t[key][col]), real=True)
    return f


# ---------------------------------------------------------------------------
# shapes, as board memos
# ---------------------------------------------------------------------------


def mm_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, rec=None, risk=None, topic=None):
    """Two named rows, the larger first, in five voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = fig(100 * diff / vb, 1 if 100 * diff / vb < 100 else 0)
    lo, lod = fig(100 * diff / va, 1)
    rt, rd = fig(r, 2 if r < 1.3 else 1)
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 5
    mw, mbad = mult_f(r)
    if form == 2 and not mw:
        form = 0
    if form == 0:
        f1 = lambda x: f"{cap(A)} exceeded {B} on {noun} by {x}."
        f2 = lambda x: f"{cap(A)} recorded {S(va)} against {x} for {B},"
        f3 = lambda x: f"a margin of {x}% over {B}."
        secs = [("Summary", [Claim(f1(S(diff)), [gap(f1, 1.6)])]),
                ("Key movements", [Claim(f2(S(vb)), [nbr(f2)]),
                                   Claim(f3(hi), [off(t, "wrong_base", f3(w(100 * diff / va, hid)), 100 * diff / vb,
                                                      100 * diff / va, hid, real=True)])])]
    elif form == 1:
        f1 = lambda x: f"On {noun}, {A} stood at {x} times the level of {B}."
        f2 = lambda x: f"and {B} {x}."
        secs = [("Summary", [Claim(f1(rt), [off(t, "off", f1(w(r * 1.45 + 0.3, rd)), r, r * 1.45 + 0.3, rd)])]),
                ("Key movements", [Claim(f"{cap(A)} reported {S(va)}"), Claim(f2(S(vb)), [nbr(f2)])])]
    elif form == 2:
        f2 = lambda x: f"In absolute terms the difference amounts to {x}."
        secs = [("Summary", [Claim(f"{cap(A)} recorded {mw} the {noun} of {B}.",
                                   [("false_bound", f"{cap(A)} recorded {mbad} the {noun} of {B}.")])]),
                ("Key movements", [Claim(f"{cap(A)}: {S(va)}. {cap(B)}: {S(vb)}.",
                                         [nbr(lambda x: f"{cap(A)}: {S(va)}. {cap(B)}: {x}.")]),
                                   Claim(f2(S(diff)), [gap(f2, 0.55)])])]
    elif form == 3:
        s = 100 * vb / va
        fmt, st, sd = approx(s, k, "%")
        f1 = lambda x: f"{cap(B)} reached {fmt(x)} of the figure for {A} on {noun}"
        f2 = lambda x: f"({x} compared with {S(va)})."
        secs = [("Summary", [Claim(f1(st), [off(t, "complement", f1(w(100 - s, sd)), s, 100 - s, sd, approx=True,
                                                real=True),
                                            off(t, "share_of_pair", f1(w(100 * vb / (va + vb), sd)), s,
                                                100 * vb / (va + vb), sd, approx=True, real=True)]),
                             Claim(f2(S(vb)), [nbr(f2)])])]
    else:
        f1 = lambda x, y: f"{cap(B)} trailed {A} by {x} on {noun}, a shortfall of {y}%."
        f2 = lambda x: f"Put differently, {A} stood at {x} times {B}."
        secs = [("Summary", [Claim(f1(S(diff), lo), [gap(lambda x: f1(x, lo), 1.7),
                                                     off(t, "wrong_base", f1(S(diff), w(100 * diff / vb, lod)),
                                                         100 * diff / va, 100 * diff / vb, lod, real=True)])]),
                ("Key movements", [Claim(f2(rt), [off(t, "off", f2(w(r * 1.5 + 0.25, rd)), r, r * 1.5 + 0.25, rd)])])]
    book.memo(t.db, t.rid, "comparison", secs, noun=noun, rec=rec, risk=risk, topic=topic)


def _move(book, t, v1, v2, nbr, k, noun, l1, l2, tag, cash, d, unit, rec, risk, topic):
    """From v1 (l1) to v2 (l2), in four voices; nbr(fmt): the twin with the neighbouring row's v1."""
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = fig(abs(100 * diff / v1), 1 if abs(100 * diff / v1) < 100 else 0)
    wb = abs(100 * diff / v2)
    N = cap(noun)

    def base(fmt, approx_=False):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, approx=approx_, real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    mw, mbad = mult_f(v2 / v1) if up else (None, None)
    if form == 3 and not mw:
        form = 0
    if form == 0:
        f1 = lambda x: (f"{N} {'rose' if up else 'fell'} to {S(v2)} in {l2}, "
                        f"{'an increase' if up else 'a decrease'} of {x}% {tag}.")
        f2 = lambda x: f"The figure for {l1} was {x},"
        f3 = lambda x: f"a movement of {x}."
        secs = [("Summary", [Claim(f1(p), [base(f1)])]),
                ("Key movements", [Claim(f2(S(v1)), [nbr(f2)]), Claim(f3(S(abs(diff))), [absd(f3, 1.7)])])]
    elif form == 1:
        fmt, st, sd = approx(abs(100 * diff / v1), k, "%")
        f1 = lambda x: f"{N} in {l2} {'exceeded' if up else 'fell short of'} the figure for {l1} by {x},"
        f2 = lambda x: f"{fmt(x)} {'higher' if up else 'lower'} {tag}."
        secs = [("Summary", [Claim(f1(S(abs(diff))), [absd(f1, 0.5)]),
                             Claim(f2(st), [off(t, "wrong_base", f2(w(wb, sd)), abs(100 * diff / v1), wb, sd,
                                                approx=True, real=True)])]),
                ("Key movements", [Claim(f"{cap(l2)} closed at {S(v2)}.")])]
    elif form == 2:
        f1 = lambda x: f"\n- {cap(l1)}: {x}"
        f3 = lambda x: f"\n- Change: {'up' if up else 'down'} {x}% {tag}"
        f4 = lambda x: f"({'an increase' if up else 'a reduction'} of {x})"
        secs = [("Summary", [Claim(f"{N} {'improved' if up else 'weakened'} between {l1} and {l2}.")]),
                ("Key movements", [Claim(f1(S(v1)), [nbr(f1)]), Claim(f"\n- {cap(l2)}: {S(v2)}"),
                                   Claim(f3(p), [base(f3)]), Claim(f4(S(abs(diff))), [absd(f4, 1.8)])])]
    else:
        f2 = lambda x: f"({S(v2)} against {x}),"
        f3 = lambda x: f"an increase of {x}% {tag}."
        secs = [("Summary", [Claim(f"{N} in {l2} was {mw} the {l1} level",
                                   [("false_bound", f"{N} in {l2} was {mbad} the {l1} level")]),
                             Claim(f2(S(v1)), [nbr(f2)]), Claim(f3(p), [base(f3)])])]
    book.memo(t.db, t.rid, "change", secs, noun=noun, rec=rec, risk=risk, topic=topic)


def mm_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="quarter on quarter",
           rec=None, risk=None, topic=None):
    """From one row (a period) to another."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, noun, l1 or p1, l2 or p2,
          tag, cash, d, unit, rec, risk, topic)


def mm_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, unit="", tag="year on year", rec=None,
           risk=None, topic=None):
    """Within one row, from one period's column to the next."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, noun, l1, l2, tag, cash, d, unit, rec,
          risk, topic)


def mm_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, rec=None, risk=None, topic=None):
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
    f1 = lambda x: f"{poss(cap(name))} share of {noun} {'rose' if up else 'fell'} by {x} percentage points,"
    f2 = lambda x: f"from {s1t}% in {l1} to {x}% in {l2}."
    secs = [("Key movements", [Claim(f1(ppt), [off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel),
                                                   ppd, real=True)]),
                               Claim(f2(s2t), [off(t, "complement", f2(w(100 - s2, s2d)), s2, 100 - s2, s2d,
                                                   real=True)])])]
    book.memo(t.db, t.rid, "change", secs, noun=f"the {noun} mix", rec=rec, risk=risk, topic=topic)


def mm_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            pooled=None, f0=None, rec=None, risk=None, topic=None):
    """A total over a count for one row ("per order"); with pooled (the rows named as a group), set against
    the overall rate (twin: the plain mean of the rows' rates); f0(name, x): the first voice's wording."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shows(cash, d, sfx)
    St, _, _ = shows(cash, 0 if float(tot).is_integer() else 2, sfx)
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    form = k % 3
    if form == 0:
        fmt = (lambda x: f0(name, x)) if f0 else (lambda x: f"{cap(name)} generated {x} of {what} per {unit}")
        rest = Claim(f"({St(tot)} across {c} {units}).")
    elif form == 1:
        fmt = lambda x: f"On a per-{unit} basis, {what} for {name} came to {x}"
        rest = Claim(f"({St(tot)} over {c} {units}).")
    else:
        fmt = lambda x: f"\n- {cap(what)} per {unit}, {name}: {x}"
        rest = None
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    if form == 2:
        secs = [("Summary", [Claim(f"{cap(what)} per {unit} is the measure the Board asked us to track.")]),
                ("Key movements", [main])]
    else:
        secs = [("Summary", [main, rest])]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = money(overall, 2) if cash else (n(overall, d) + sfx, num(overall, d)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: (f"\n- Across all {pooled} combined: {x} per {unit}" if form == 2 else
                       f"This compares with {x} per {unit} across all {pooled} combined.")
        cl = Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                           if ow(plain) != ot else None])
        if form == 2:
            secs[1][1].append(cl)
        else:
            secs.append(("Key movements", [cl]))
    book.memo(t.db, t.rid, "per_unit", secs, noun=f"{what} per {unit}", rec=rec, risk=risk, topic=topic)


def mm_blend(book, t, avg_col, n_col, k, noun, per, grp, d=1, unit="", both=False, cur="", rec=None, risk=None,
             topic=None):
    """The weighted average of group averages; twin: the plain mean of the group figures. With both, the
    plain mean is given too, as the plain one."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, _ = fig(plain, d)
    f1 = lambda x: f"Weighted by volume, the overall {noun} was {cur}{x}{unit} per {per}"
    main = Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])
    if both:
        secs = [("Summary", [main, Claim(f"across {int(sum(ns)):,} {plural(per)}.")]),
                ("Key movements", [Claim(f"A simple average of the {say(len(avgs))} {grp} figures would give "
                                         f"{cur}{pt}{unit}, which overstates the smaller {plural(grp)}.")])]
    else:
        secs = [("Summary", [Claim(f"The {plural(grp)} differ considerably in size."), main,
                             Claim(f"across {say(len(avgs))} {plural(grp)}.")])]
    book.memo(t.db, t.rid, "per_unit", secs, noun=f"the {noun}", rec=rec, risk=risk, topic=topic)


def mm_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, rec=None, risk=None,
             topic=None):
    """One row's share of the column total: an exact percent, hedged, or in formal words."""
    S, W, D = shows(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = fig(100 * s, 1)
    fw, fbad = frac_f(s)
    form = k % 3
    if form == 2 and not fw:
        form = 0
    if form == 0:
        f = lambda x: f"{cap(name)} accounted for {x}% of {whole} ({S(v)} of {S(tot)})."
        tw = [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            tw.append(off(t, "wrong_total", f(w(100 * v / (v + t[other][col]), sd)), 100 * s,
                          100 * v / (v + t[other][col]), sd, real=True))
        secs = [("Summary", [Claim(f(st), tw)])]
    elif form == 1:
        fmt, at, ad = approx(100 * s, k, "%")
        f = lambda x: f"{cap(name)} represented {fmt(x)} of the total."
        tw = [off(t, "complement", f(w(100 - 100 * s, ad)), 100 * s, 100 - 100 * s, ad, approx=True, real=True)]
        if other:
            tw.append(off(t, "wrong_total", f(w(100 * v / (v + t[other][col]), ad)), 100 * s,
                          100 * v / (v + t[other][col]), ad, approx=True, real=True))
        secs = [("Summary", [Claim(f"{cap(whole)} totalled {S(tot)}, of which {name} contributed {S(v)}.")]),
                ("Key movements", [Claim(f(at), tw)])]
    else:
        f = lambda x: f"({S(v)} of {S(tot)}, or {x}%)."
        secs = [("Summary", [Claim(f"{cap(name)} accounted for {fw} of {whole}",
                                   [("false_bound", f"{cap(name)} accounted for {fbad} of {whole}")]),
                             Claim(f(st), [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd,
                                               real=True)])])]
    book.memo(t.db, t.rid, "per_unit", secs, noun=f"the concentration of {whole}", rec=rec, risk=risk, topic=topic)


def mm_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, rec=None, risk=None, topic=None):
    """The top m rows together and their share of the total."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    f1 = lambda x: f"The {say(m)} largest ({names}) together accounted for {x} of {noun},"
    f2 = lambda x: f"{x}% of the {S(tot)} total."
    secs = [("Summary", [Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
                         Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])])]
    if k % 2:
        secs.append(("Key movements", [Claim(f"The remaining {say(len(t) - m)} made up the balance.")]))
    book.memo(t.db, t.rid, "per_unit", secs, noun=f"concentration in {noun}", rec=rec, risk=risk, topic=topic)


def mm_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, rec=None, risk=None, topic=None):
    """One row against the plain average of the rows."""
    S, W, D = shows(cash, d, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    rt, rd = fig(r, 2)
    name = label or key
    f1 = lambda x: f"The average {noun} per {per} was {x} across the {say(len(vals))} {plural(per)}."
    f2 = lambda x: f"{cap(name)}, at {S(v)}, stood at {x} times that average."
    secs = [("Summary", [Claim(f1(S(avg)), [off(t, "off", f1(W(avg * 1.45, D(avg))), avg, avg * 1.45, D(avg))])]),
            ("Key movements", [Claim(f2(rt), [off(t, "off", f2(w(r * 1.5 + 0.2, rd)), r, r * 1.5 + 0.2, rd)])])]
    book.memo(t.db, t.rid, "per_unit", secs, noun=f"{noun} per {per}", rec=rec, risk=risk, topic=topic)


def mm_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, lead=None, hedge=True, after=None, noun=None,
            rec=None, risk=None, topic=None):
    """A figure with its conversion beside it; twin: the first wrong factor whose figure is far enough off."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if hedge:
        show, ct, cd = approx(c, k)
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: x
    good = fmt(vt, show(ct))
    tw = None
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1))
    for f in bads:
        tw = off(t, "wrong_factor", fmt(vt, show(w(v * f, cd))), c, v * f, cd, approx=hedge, alts=[])
        if tw:
            break
    secs = [("Summary" if k % 2 else None, ([Claim(lead)] if lead else []) + [Claim(good, [tw])])]
    if after:
        secs.append(("Key movements", [after]))
    book.memo(t.db, t.rid, "conversion", secs, noun=noun or "these figures", rec=rec, risk=risk, topic=topic)


def mm_empty(book, db, question, sql, ack, bad, rec=None, noun="this exposure", extra=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.memo(db, rid, "zero_ident", [("Summary", [Claim(ack, [("count_over_empty", bad)])] + list(extra))],
              derived=False, noun=noun, rec=rec)


def mm_ident(book, t, text, good, bad, extra=(), rec=None, noun="this record"):
    assert bad != good and good in text, (text, good)
    book.memo(t.db, t.rid, "zero_ident",
              [("Summary", [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0,
                                              exact=True)])] + list(extra))], derived=False, noun=noun, rec=rec)


def mm_plain(book, t, secs, noun="these figures", rec=None, risk=None, topic=None):
    book.memo(t.db, t.rid, "plain", secs, derived=False, noun=noun, rec=rec, risk=risk, topic=topic)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"
PARTIAL = "Second-quarter 1998 trading is recorded only to early May, so that quarter should be read as partial."


def northwind(book):
    qt = table("northwind", "Per quarter: orders, units sold, net revenue and discounts granted?",
               "SELECT extract(year FROM o.order_date)::int || '-Q' || extract(quarter FROM o.order_date)::int "
               "AS quarter, count(DISTINCT o.order_id) AS orders, sum(od.quantity) AS units, "
               f"round({NET}::numeric, 2) AS net_revenue, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discounts "
               "FROM orders o JOIN order_details od USING (order_id) GROUP BY 1 ORDER BY 1")
    T = "Quarterly trading review"
    mm_chg(book, qt, "net_revenue", "1997-Q3", "1997-Q4", 0, "net revenue", cash=True, d=0, l1="Q3 1997",
           l2="Q4 1997", topic=T)
    mm_chg(book, qt, "net_revenue", "1996-Q4", "1997-Q4", 1, "net revenue", cash=True, d=0, l1="Q4 1996",
           l2="Q4 1997", tag="year on year", topic=T)
    mm_chg(book, qt, "net_revenue", "1998-Q1", "1998-Q2", 2, "net revenue", cash=True, d=0, l1="Q1 1998",
           l2="Q2 1998", risk=PARTIAL, topic=T)
    mm_chg(book, qt, "orders", "1997-Q1", "1998-Q1", 3, "order volume", l1="Q1 1997", l2="Q1 1998",
           tag="year on year", topic=T)
    mm_chg(book, qt, "units", "1997-Q2", "1997-Q3", 1, "units shipped", l1="Q2 1997", l2="Q3 1997")
    mm_chg(book, qt, "discounts", "1997-Q4", "1998-Q1", 0, "discounts granted", cash=True, d=0, l1="Q4 1997",
           l2="Q1 1998")
    mm_rate(book, qt, "net_revenue", "orders", "1998-Q1", 0, "order", "net revenue", cash=True, d=2,
            label="the first quarter of 1998", pooled="eight quarters")
    mm_share(book, qt, "net_revenue", "1998-Q1", 0, "net revenue since July 1996", other="1997-Q4", cash=True,
             label="the first quarter of 1998")
    mm_top(book, qt, "net_revenue", 3, 1, "net revenue", cash=True, label=lambda x: f"Q{x[-1]} {x[:4]}")
    dr = qt["1998-Q1"]["discounts"] / (qt["1998-Q1"]["discounts"] + qt["1998-Q1"]["net_revenue"])
    drt, drd = fig(100 * dr, 1)
    f = lambda x: f"Discounts absorbed {x}% of gross sales in the first quarter of 1998"
    book.memo(qt.db, qt.rid, "per_unit",
              [("Summary", [Claim(f(drt), [off(qt, "off", f(w(100 * dr * 1.8, drd)), 100 * dr, 100 * dr * 1.8, drd)]),
                            Claim(f"({usd(qt['1998-Q1']['discounts'], 0)} against net revenue of "
                                  f"{usd(qt['1998-Q1']['net_revenue'], 0)}).")])],
              noun="discount levels", topic=T)
    tr = sum(qt.col("net_revenue"))
    to = int(sum(qt.col("orders")))
    mm_plain(book, qt, [("Summary", [Claim(f"Across the eight quarters the company booked {to} orders and net "
                                           f"revenue of {usd(tr, 0)}.",
                                           [off(qt, "off", f"Across the eight quarters the company booked "
                                                f"{int(to * 1.35)} orders and net revenue of {usd(tr, 0)}.", to,
                                                int(to * 1.35), 0)]),
                                     Claim(f"The strongest quarter was Q1 1998 at "
                                           f"{usd(qt['1998-Q1']['net_revenue'], 0)}.",
                                           [off(qt, "neighbour_row", f"The strongest quarter was Q1 1998 at "
                                                f"{usd(qt['1997-Q4']['net_revenue'], 0)}.",
                                                qt["1998-Q1"]["net_revenue"], qt["1997-Q4"]["net_revenue"], 0,
                                                real=True)])])], topic=T)

    sp = table("northwind", "Per supplier country: products, units in stock, stock value at list price and units "
               "on order?",
               "SELECT s.country, count(*) AS products, sum(p.units_in_stock) AS units_in_stock, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value, "
               "sum(p.units_on_order) AS units_on_order FROM products p JOIN suppliers s USING (supplier_id) "
               "GROUP BY 1 ORDER BY 4 DESC, 1")
    T = "Inventory exposure by supplier country"
    mm_cmp(book, sp, "stock_value", "USA", "France", 0, "stock value", cash=True, d=0,
           label=lambda x: f"{'the ' if x in ('USA', 'UK') else ''}{x}", topic=T)
    mm_cmp(book, sp, "stock_value", "Germany", "Japan", 1, "stock value", cash=True, d=0, topic=T)
    mm_cmp(book, sp, "units_on_order", "UK", "Sweden", 2, "units on order",
           label=lambda x: f"{'the ' if x in ('USA', 'UK') else ''}{x}")
    mm_share(book, sp, "stock_value", "USA", 1, "stock value", other="France", cash=True, d=0,
             label="US-based suppliers")
    mm_top(book, sp, "stock_value", 3, 0, "stock value", cash=True, d=0)
    mm_rate(book, sp, "stock_value", "units_in_stock", "France", 2, "unit", "stock value", cash=True, d=2,
            label="French suppliers", units="units", pooled="supplier countries")
    mm_share(book, sp, "units_on_order", "Italy", 2, "units on order", other="UK", label="Italian suppliers")
    mm_plain(book, sp, [("Summary", [Claim(f"Stock is held across {say(len(sp))} supplier countries, with "
                                           f"{int(sum(sp.col('units_in_stock'))):,} units on hand.",
                                           [off(sp, "off", f"Stock is held across {say(len(sp))} supplier countries, "
                                                f"with {int(sum(sp.col('units_in_stock')) * 1.3):,} units on hand.",
                                                sum(sp.col("units_in_stock")),
                                                int(sum(sp.col("units_in_stock")) * 1.3), 0)]),
                                     Claim(f"Brazil supplies a single product, and France, Canada and Norway have "
                                           f"nothing on order.")])],
             noun="supplier concentration", topic=T)

    db_ = table("northwind", "Per discount band: order lines, units, gross value and discount given?",
                "SELECT CASE WHEN od.discount = 0 THEN 'no discount' WHEN od.discount <= 0.1 THEN 'up to 10%' "
                "ELSE 'over 10%' END AS band, count(*) AS lines, sum(od.quantity) AS units, "
                "round(sum(od.unit_price * od.quantity)::numeric, 2) AS gross, "
                "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discount_given "
                "FROM order_details od GROUP BY 1 ORDER BY 2 DESC")
    T = "Discount policy"
    mm_share(book, db_, "discount_given", "over 10%", 0, "all discount given", other="up to 10%", cash=True,
             d=0, label="lines discounted by more than 10%", topic=T)
    mm_cmp(book, db_, "lines", "no discount", "over 10%", 2, "order lines",
           label=lambda x: {"no discount": "undiscounted business", "over 10%": "heavily discounted business",
                            "up to 10%": "lightly discounted business"}[x])
    eff = db_["over 10%"]["discount_given"] / db_["over 10%"]["gross"]
    et, ed = fig(100 * eff, 1)
    f = lambda x: f"In the heavily discounted band the effective discount was {x}% of gross value"
    book.memo(db_.db, db_.rid, "per_unit",
              [("Summary", [Claim(f(et), [off(db_, "off", f(w(100 * eff * 1.7, ed)), 100 * eff, 100 * eff * 1.7,
                                              ed)]),
                            Claim(f"({usd(db_['over 10%']['discount_given'], 0)} on "
                                  f"{usd(db_['over 10%']['gross'], 0)}).")])],
              noun="the discount policy", topic=T)
    mm_share(book, db_, "gross", "no discount", 1, "gross sales", cash=True, d=0, label="undiscounted business")

    ec = table("northwind", "Per employee country: staff, orders and net revenue?",
               "SELECT e.country, count(DISTINCT e.employee_id) AS staff, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS revenue FROM employees e JOIN orders o USING (employee_id) "
               "JOIN order_details od USING (order_id) GROUP BY 1 ORDER BY 4 DESC")
    T = "Sales productivity by office"
    lab = lambda x: {"USA": "the US office", "UK": "the UK office"}[x]
    mm_cmp(book, ec, "revenue", "USA", "UK", 2, "net revenue", cash=True, d=0, label=lab, topic=T)
    mm_rate(book, ec, "revenue", "staff", "UK", 0, "head", "net revenue", cash=True, d=0, label="the UK office",
            units="staff")
    mm_rate(book, ec, "orders", "staff", "USA", 1, "head", "orders", d=1, label="the US office", units="staff")
    mm_share(book, ec, "revenue", "UK", 0, "net revenue", cash=True, d=0, label="the UK office")

    jan_apr = "o.order_date >= '{0}-01-01' AND o.order_date < '{0}-05-01'"
    yt = table("northwind", "Per category: net revenue from January to April, 1997 and 1998?",
               "SELECT c.category_name AS category, "
               f"round(({NET} FILTER (WHERE {jan_apr.format(1997)}))::numeric, 2) "
               "AS jan_apr_1997, "
               f"round(({NET} FILTER (WHERE {jan_apr.format(1998)}))::numeric, 2) "
               "AS jan_apr_1998 FROM orders o JOIN order_details od USING (order_id) JOIN products p "
               "USING (product_id) JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 3 DESC")
    T = "Year-to-date trading by category"
    mm_yoy(book, yt, "Beverages", "jan_apr_1997", "jan_apr_1998", 0, "Beverages revenue", "January to April 1997",
           "the same months of 1998", cash=True, d=0, topic=T,
           risk="The comparison covers January to April only; May 1998 trading is incomplete and excluded.")
    mm_yoy(book, yt, "Seafood", "jan_apr_1997", "jan_apr_1998", 3, "Seafood revenue", "1997", "1998", cash=True,
           d=0, topic=T)
    mm_yoy(book, yt, "Grains/Cereals", "jan_apr_1997", "jan_apr_1998", 1, "Grains/Cereals revenue",
           "the first four months of 1997", "the first four months of 1998", cash=True, d=0)
    mm_yoy(book, yt, "Confections", "jan_apr_1997", "jan_apr_1998", 2, "Confections revenue", "1997 to date",
           "1998 to date", cash=True, d=0)
    mm_pts(book, yt, "jan_apr_1997", "jan_apr_1998", "Beverages", 0, "year-to-date revenue", "1997", "1998")
    mm_pts(book, yt, "jan_apr_1997", "jan_apr_1998", "Grains/Cereals", 1, "year-to-date revenue", "1997", "1998")
    mm_cmp(book, yt, "jan_apr_1998", "Beverages", "Dairy Products", 0, "1998 year-to-date revenue", cash=True,
           d=0)
    a, b = sum(yt.col("jan_apr_1997")), sum(yt.col("jan_apr_1998"))
    p, pd = fig(100 * (b - a) / a, 0)
    f = lambda x: f"Year-to-date net revenue rose by {x}% year on year"
    book.memo(yt.db, yt.rid, "change",
              [("Summary", [Claim(f(p), [off(yt, "wrong_base", f(w(100 * (b - a) / b, pd)), 100 * (b - a) / a,
                                             100 * (b - a) / b, pd, real=True)]),
                            Claim(f"({usd(a, 0)} in January to April 1997, {usd(b, 0)} in the same months of 1998).",
                                  [off(yt, "off", f"({usd(a, 0)} in January to April 1997, {usd(b * 1.3, 0)} in the "
                                       f"same months of 1998).", b, b * 1.3, 0, extra=[a, b - a])])])],
              noun="year-to-date trading", topic=T)

    cu = table("northwind", "The ten largest customers by net revenue: country, orders and net revenue?",
               "SELECT c.company_name AS customer, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS revenue FROM customers c JOIN orders o USING (customer_id) "
               "JOIN order_details od USING (order_id) GROUP BY 1, 2 ORDER BY 4 DESC LIMIT 10")
    T = "Customer concentration"
    mm_top(book, cu, "revenue", 3, 0, "the top-ten revenue", cash=True, d=0, topic=T,
           risk="Revenue is concentrated in a small number of accounts; the loss of any one of the leading three "
           "would be material.")
    mm_cmp(book, cu, "revenue", "QUICK-Stop", "Rattlesnake Canyon Grocery", 1, "net revenue", cash=True, d=0)
    mm_cmp(book, cu, "revenue", "Ernst Handel", "Hanari Carnes", 2, "net revenue", cash=True, d=0, topic=T)
    mm_rate(book, cu, "revenue", "orders", "Save-a-lot Markets", 0, "order", "net revenue", cash=True, d=2,
            pooled="ten customers")
    mm_avg(book, cu, "revenue", "QUICK-Stop", 1, "net revenue", "customer", cash=True, d=0)
    mm_share(book, cu, "revenue", "Hungry Owl All-Night Grocers", 1, "top-ten net revenue", cash=True, d=0)

    sh = table("northwind", "Per shipper: shipped orders, freight, average days from order to shipment and late "
               "shipments?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.shipped_date IS NOT NULL GROUP BY 1 "
               "ORDER BY 2 DESC")
    T = "Logistics performance"
    mm_cmp(book, sh, "freight", "United Package", "Speedy Express", 0, "freight cost", cash=True, d=0, topic=T,
           risk="Freight cost depends partly on order mix, which differs between carriers.")
    mm_rate(book, sh, "freight", "orders", "Federal Shipping", 1, "order", "freight", cash=True, d=2,
            pooled="three carriers")
    mm_blend(book, sh, "avg_days", "orders", 0, "lead time", "order", "carrier", d=2, unit=" days", both=True)
    mm_conv(book, sh, "United Package", "avg_days", 0,
            lambda v, c: f"United Package took {v} days on average from order to dispatch, {c} hours.", 2, 24, 0,
            (12, 60, 7), hedge=True, noun="carrier lead times", topic=T)
    mm_conv(book, sh, "Federal Shipping", "avg_days", 1,
            lambda v, c: f"Federal Shipping averaged {v} days to dispatch ({c} weeks).", 2, 1 / 7, 2,
            (1 / 5, 1 / 30, 1 / 4), hedge=False, noun="carrier lead times")
    lr = sh["United Package"]["late"] / sh["United Package"]["orders"]
    lt, ld = fig(100 * lr, 1)
    f = lambda x: (f"United Package delivered {int(sh['United Package']['late'])} of its "
                   f"{int(sh['United Package']['orders'])} shipments after the required date, a late rate of {x}%.")
    book.memo(sh.db, sh.rid, "per_unit",
              [("Summary", [Claim(f(lt), [off(sh, "wrong_total", f(w(100 * sh["United Package"]["late"] /
                                                                     sum(sh.col("late")), ld)), 100 * lr,
                                              100 * sh["United Package"]["late"] / sum(sh.col("late")), ld,
                                              real=True)])])],
              noun="on-time delivery")
    mm_share(book, sh, "late", "Speedy Express", 2, "late shipments", other="Federal Shipping")
    mm_empty(book, "northwind", "Which orders carried freight above $2,000?",
             "SELECT order_id FROM orders WHERE freight > 2000",
             "No order in the period carried freight above the $2,000 threshold; the query returned zero rows.",
             "Four orders in the period carried freight above the $2,000 threshold.",
             rec="Recommendation: retain $2,000 as the freight escalation threshold.")
    mm_empty(book, "northwind", "Which shipped orders went out more than 60 days after they were placed?",
             "SELECT order_id FROM orders WHERE shipped_date - order_date > 60",
             "There were no orders dispatched more than 60 days after placement.",
             "There were 17 orders dispatched more than 60 days after placement.", noun="dispatch delays")
    top = table("northwind", "The single largest order by net value: order id, customer and value?",
                f"SELECT o.order_id, o.customer_id, round({NET}::numeric, 2) AS net_value FROM orders o "
                "JOIN order_details od USING (order_id) GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1")
    oid = top.order[0]
    mm_ident(book, top, f"The largest single order was order {oid}, placed by customer "
             f"{top[oid]['customer_id']}, at {usd(top[oid]['net_value'], 0)}.", f"order {oid}",
             f"order {int(oid) + 112}", noun="large-order approvals")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    yr = table("chinook", "Per year: invoices, customers and revenue?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, "
               "count(DISTINCT customer_id) AS customers, sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 1")
    T = "Digital music sales, annual review"
    mm_chg(book, yr, "revenue", "2024", "2025", 0, "revenue", cash=True, d=2, l1="2024", l2="2025",
           tag="year on year", topic=T, risk="Annual movements in this business are small in absolute terms, and a "
           "single year's change should not be over-read.")
    mm_chg(book, yr, "revenue", "2021", "2022", 1, "revenue", cash=True, d=2, l1="2021", l2="2022",
           tag="year on year")
    mm_chg(book, yr, "revenue", "2022", "2023", 2, "revenue", cash=True, d=2, l1="2022", l2="2023",
           tag="year on year", topic=T)
    mm_rate(book, yr, "revenue", "invoices", "2025", 0, "invoice", "revenue", cash=True, d=2, label="2025",
            pooled="five years")
    mm_rate(book, yr, "revenue", "customers", "2022", 1, "customer", "revenue", cash=True, d=2, label="2022")
    mm_share(book, yr, "revenue", "2022", 1, "five-year revenue", cash=True, d=2, label="2022")
    tr = sum(yr.col("revenue"))
    mm_plain(book, yr, [("Summary", [Claim(f"Revenue over the five years totalled {usd(tr)} from "
                                           f"{int(sum(yr.col('invoices')))} invoices.",
                                           [off(yr, "off", f"Revenue over the five years totalled {usd(tr * 1.4)} from "
                                                f"{int(sum(yr.col('invoices')))} invoices.", tr, tr * 1.4, 2)]),
                                     Claim(f"Invoice volume held at {say(yr['2021']['invoices'])} a year until "
                                           f"2025, when it slipped to {say(yr['2025']['invoices'])}.")])],
             noun="invoice volumes", topic=T)

    ag = table("chinook", "Per support agent: customers, invoices and revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS agent, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    T = "Account management"
    mm_cmp(book, ag, "revenue", "Jane Peacock", "Steve Johnson", 0, "account revenue", cash=True, d=2, topic=T)
    mm_cmp(book, ag, "revenue", "Margaret Park", "Steve Johnson", 3, "account revenue", cash=True, d=2)
    mm_rate(book, ag, "revenue", "customers", "Steve Johnson", 1, "customer", "revenue", cash=True, d=2,
            pooled="three agents")
    mm_share(book, ag, "revenue", "Jane Peacock", 2, "account revenue", cash=True, d=2)

    ar = table("chinook", "The eight artists with the highest sales: lines sold, revenue and minutes of content "
               "sold?",
               "SELECT ar.name AS artist, count(*) AS lines_sold, sum(il.unit_price * il.quantity) AS revenue, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes_sold FROM invoice_line il JOIN track t "
               "USING (track_id) JOIN album al USING (album_id) JOIN artist ar USING (artist_id) GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 8")
    T = "Catalogue performance"
    mm_cmp(book, ar, "revenue", "Iron Maiden", "Metallica", 1, "revenue", cash=True, d=2, topic=T)
    mm_cmp(book, ar, "revenue", "Lost", "Deep Purple", 2, "revenue", cash=True, d=2)
    mm_share(book, ar, "revenue", "Iron Maiden", 0, "revenue from the top eight artists", other="U2", cash=True,
             d=2)
    mm_top(book, ar, "revenue", 4, 1, "top-eight revenue", cash=True, d=2, topic=T)
    mm_rate(book, ar, "revenue", "lines_sold", "Lost", 2, "line", "revenue", cash=True, d=2, units="lines")
    mm_conv(book, ar, "Lost", "minutes_sold", 0, lambda v, c: f"Sales of Lost episodes represent {v} minutes of "
            f"content, {c} hours.", 1, 1 / 60, 0, (1 / 100, 1 / 24, 1 / 3600), hedge=True, noun="video content")
    mm_conv(book, ar, "Iron Maiden", "minutes_sold", 3, lambda v, c: f"Iron Maiden tracks sold account for {v} "
            f"minutes of audio ({c} hours).", 1, 1 / 60, 1, (1 / 100, 1 / 24, 1 / 1000), hedge=False,
            noun="catalogue depth")

    md = table("chinook", "Per media type: invoice lines and revenue?",
               "SELECT m.name AS media_type, count(*) AS lines_sold, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t USING (track_id) JOIN media_type m USING (media_type_id) "
               "GROUP BY 1 ORDER BY 3 DESC")
    V, A, P = "Protected MPEG-4 video file", "MPEG audio file", "Protected AAC audio file"
    mm_share(book, md, "revenue", A, 2, "revenue", cash=True, d=2, label="standard MPEG audio")
    mm_cmp(book, md, "revenue", V, P, 4, "revenue", cash=True, d=2,
           label=lambda x: {V: "protected video", P: "protected AAC audio"}[x])
    mm_rate(book, md, "revenue", "lines_sold", V, 0, "line", "revenue", cash=True, d=2, label="protected video",
            units="lines", pooled="media types")

    pl = table("chinook", "Per playlist name: tracks, total milliseconds and total bytes?",
               "SELECT p.name AS playlist, count(*) AS tracks, sum(t.milliseconds) AS ms, sum(t.bytes) AS bytes "
               "FROM playlist p JOIN playlist_track pt USING (playlist_id) JOIN track t USING (track_id) "
               "GROUP BY 1 ORDER BY 2 DESC")
    mm_conv(book, pl, "Music", "ms", 1, lambda v, c: f"The Music playlists run to {v} milliseconds, {c} hours of "
            f"listening.", 0, 1 / 3.6e6, 0, (1 / 60000, 1 / 36000, 1 / 1000), hedge=True, noun="catalogue curation")
    mm_conv(book, pl, "TV Shows", "bytes", 0, lambda v, c: f"The TV Shows playlists occupy {v} bytes of storage, "
            f"{c} GB.", 0, 1e-9, 0, (1e-6, 1e-12, 1e-8), hedge=True, noun="storage costs")
    mm_conv(book, pl, "Classical", "ms", 2, lambda v, c: f"The Classical playlist lasts {v} ms ({c} hours).", 0,
            1 / 3.6e6, 1, (1 / 60000, 1 / 1000, 1 / 36000), hedge=False, noun="catalogue curation")
    mm_cmp(book, pl, "tracks", "Music", "90’s Music", 2, "tracks")
    mm_rate(book, pl, "bytes", "tracks", "Grunge", 1, "track", "storage", d=0, sfx=" bytes", units="tracks")
    mm_empty(book, "chinook", "Which invoices exceeded $30?", "SELECT invoice_id FROM invoice WHERE total > 30",
             "No invoice exceeded $30; the query returned zero rows.",
             "Three invoices exceeded $30, all from customers in the United States.",
             rec="Recommendation: no change to the approval process for invoices above $30.")
    big = table("chinook", "The largest invoice: id, customer and total?",
                "SELECT invoice_id, customer_id, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 1")
    i0 = big.order[0]
    mm_ident(book, big, f"The largest single invoice was number {i0}, for customer {int(big[i0]['customer_id'])}, "
             f"at {usd(big[i0]['total'])}.", f"number {i0}", f"number {int(i0) + 61}")


# ---------------------------------------------------------------------------
# superhero and car_1
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per named publisher (top four): heroes, good and bad characters, heroes measured "
               "between 100 and 300 cm and their average height, heroes weighed between 20 and 500 kg and their "
               "average weight?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE a.alignment = 'Good') AS good, count(*) FILTER (WHERE a.alignment = 'Bad') "
               "AS bad, count(*) FILTER (WHERE s.height_cm BETWEEN 100 AND 300) AS measured, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 AND 300), 1) AS avg_cm, "
               "count(*) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500) AS weighed, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500), 1) AS avg_kg "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id LEFT JOIN alignment a "
               "ON a.id = s.alignment_id WHERE p.publisher_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 4")
    T = "Character portfolio"
    mm_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 2, "characters", topic=T)
    mm_cmp(book, pb, "bad", "Marvel Comics", "DC Comics", 1, "villains")
    mm_share(book, pb, "heroes", "DC Comics", 2, "characters across the four leading publishers",
             other="Marvel Comics")
    gr = pb["Marvel Comics"]["good"] / pb["Marvel Comics"]["heroes"]
    gt, gd = fig(100 * gr, 1)
    mv = pb["Marvel Comics"]
    f = lambda x: (f"Of Marvel's {int(mv['heroes'])} characters, {int(mv['good'])} are aligned as good, "
                   f"{x}% of its roster.")
    book.memo(pb.db, pb.rid, "per_unit",
              [("Summary", [Claim(f(gt), [off(pb, "wrong_total", f(w(100 * pb["Marvel Comics"]["good"] /
                                                                     sum(pb.col("good")), gd)), 100 * gr,
                                              100 * pb["Marvel Comics"]["good"] / sum(pb.col("good")), gd,
                                              real=True)])])],
              noun="portfolio balance", topic=T)
    mm_conv(book, pb, "DC Comics", "avg_kg", 0, lambda v, c: f"DC characters weigh {v} kg on average, {c} lb.", 1,
            LB_PER_KG, 0, (KG_PER_LB, 1.5, 3.0), hedge=True, noun="character design")
    mm_conv(book, pb, "Marvel Comics", "avg_cm", 1, lambda v, c: f"Marvel characters stand {v} cm tall on "
            f"average ({c} inches).", 1, IN_PER_CM, 1, (2.54, 0.5, 1 / 3.28), hedge=False, noun="character design")
    mm_blend(book, pb, "avg_kg", "weighed", 1, "weight", "character", "publisher", d=1, unit=" kg",
             risk="Weight records contain implausible entries; figures exclude weights outside 20 to 500 kg.")

    pw = table("superhero", "The eight most common powers: heroes holding each?",
               "SELECT sp.power_name AS power, count(*) AS heroes FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    mm_cmp(book, pw, "heroes", "Super Strength", "Reflexes", 3, "holders", label=str.lower)
    mm_top(book, pw, "heroes", 2, 0, "power holdings among the top eight", label=str.lower)
    mm_plain(book, pw, [("Summary", [Claim(f"Super strength is the most widely held power, with "
                                           f"{int(pw['Super Strength']['heroes'])} holders,",
                                           [off(pw, "neighbour_row", f"Super strength is the most widely held power, "
                                                f"with {int(pw['Stamina']['heroes'])} holders,",
                                                pw["Super Strength"]["heroes"], pw["Stamina"]["heroes"], 0,
                                                real=True)]),
                                     Claim(f"followed by stamina at {int(pw['Stamina']['heroes'])}.")])],
             noun="the power mix")
    mm_empty(book, "superhero", "Which heroes weigh more than 1,000 kg with a recorded publisher of Dark Horse "
             "Comics?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'Dark Horse Comics' AND s.weight_kg > 1000",
             "Dark Horse Comics has no characters recorded above 1,000 kg.",
             "Dark Horse Comics has six characters recorded above 1,000 kg.")


def cars(book):
    CARS = ("FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
            "JOIN car_makers cm ON cm.id = ml.maker JOIN countries co ON co.countryid = cm.country")
    ct = table("spider_car_1", "Per maker country: cars, average mpg, average horsepower and average weight in lbs?",
               "SELECT co.countryname AS country, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower)::numeric, 1) AS avg_hp, round(avg(cd.weight)::numeric, 0) AS avg_lbs "
               f"{CARS} GROUP BY 1 ORDER BY 2 DESC")
    L = {"usa": "American", "japan": "Japanese", "germany": "German", "france": "French", "sweden": "Swedish",
         "italy": "Italian", "uk": "British", "NA": "unattributed"}
    lab = lambda x: f"{L[x]} models"
    T = "Fleet efficiency review"
    mm_cmp(book, ct, "avg_mpg", "japan", "usa", 0, "fuel economy", d=2, unit=" mpg", label=lab, topic=T)
    mm_cmp(book, ct, "cars", "usa", "japan", 1, "model count", label=lab)
    mm_cmp(book, ct, "avg_hp", "sweden", "germany", 4, "average horsepower", d=1, unit=" hp", label=lab)
    mm_share(book, ct, "cars", "usa", 0, "the fleet", other="japan", label="American models")
    mm_blend(book, ct, "avg_mpg", "cars", 0, "fuel economy", "car", "maker country", d=2, unit=" mpg", both=True,
             risk="The fleet data are historical model records and may not reflect current specifications.")
    mm_conv(book, ct, "usa", "avg_lbs", 0, lambda v, c: f"American models weigh {v} lbs on average, {c} kg.", 0,
            KG_PER_LB, 0, (LB_PER_KG, 0.5, 1 / 3), hedge=True, noun="vehicle weight", topic=T)
    mm_conv(book, ct, "germany", "avg_lbs", 1, lambda v, c: f"German models average {v} lbs ({c} kg).", 0,
            KG_PER_LB, 0, (LB_PER_KG, 0.5, 1 / 3), hedge=False, noun="vehicle weight")

    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, average acceleration and average displacement "
               "in cubic inches?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel, round(avg(edispl)::numeric, 1) AS avg_displ "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    C = {"3": "three-cylinder", "4": "four-cylinder", "5": "five-cylinder", "6": "six-cylinder", "8": "eight-cylinder"}
    mm_cmp(book, cy, "avg_mpg", "4", "8", 2, "fuel economy", d=2, unit=" mpg", label=lambda x: f"{C[x]} cars")
    mm_cmp(book, cy, "avg_displ", "8", "6", 3, "engine displacement", d=1, unit=" cu in",
           label=lambda x: f"{C[x]} engines")
    mm_share(book, cy, "cars", "4", 2, "the fleet", label="four-cylinder cars")
    mm_conv(book, cy, "8", "avg_displ", 2, lambda v, c: f"Eight-cylinder engines displace {v} cubic inches on "
            f"average, {c} litres.", 1, L_PER_CUIN, 1, (1 / 61.0237 * 10, 0.0254, 1 / 16.387), hedge=True,
            noun="engine sizes")
    mm_plain(book, cy, [("Summary", [Claim(f"The fleet comprises {int(sum(cy.col('cars')))} cars, of which "
                                           f"{int(cy['8']['cars'])} have eight cylinders",
                                           [off(cy, "neighbour_row", f"The fleet comprises {int(sum(cy.col('cars')))} "
                                                f"cars, of which {int(cy['6']['cars'])} have eight cylinders",
                                                cy["8"]["cars"], cy["6"]["cars"], 0, real=True)]),
                                     Claim(f"and only {say(cy['3']['cars'])} have three.",
                                           [words_twin("number_words_wrong_row",
                                                       f"and only {say(cy['6']['cars'])} have three.",
                                                       cy["3"]["cars"], cy["6"]["cars"])])])],
             noun="the fleet mix")


# ---------------------------------------------------------------------------
# geography and atis
# ---------------------------------------------------------------------------


def geography(book):
    rv = table("defog_geography", "Per country: rivers, total length in km and longest river in km?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km, max(length) AS longest_km "
               "FROM river GROUP BY 1 ORDER BY 3 DESC, 1")
    T = "Waterway assets"
    mm_share(book, rv, "total_km", "Germany", 0, "total river length", other="Egypt", unit=" km", topic=T)
    mm_cmp(book, rv, "total_km", "Egypt", "Vietnam", 4, "river length", unit=" km")
    mm_conv(book, rv, "Egypt", "longest_km", 0, lambda v, c: f"Egypt's river extends {v} km, {c} miles.", 0,
            MI_PER_KM, 0, (KM_PER_MI, 1.0, 1 / 3.28), hedge=True, noun="waterway assets")
    mm_conv(book, rv, "Russia", "longest_km", 1, lambda v, c: f"The Russian river runs {v} km ({c} miles).", 0,
            MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.3), hedge=False, noun="waterway assets")
    mm_top(book, rv, "total_km", 2, 1, "total river length", unit=" km")

    st = table("defog_geography", "The twelve most populous states: population, area in sq km and capital?",
               "SELECT state_name AS state, population, area AS area_sqkm, capital FROM state "
               "ORDER BY population DESC, state_name LIMIT 12")
    T = "Market footprint"
    mm_rate(book, st, "population", "area_sqkm", "Maharashtra", 0, "sq km", "population", d=1,
            units="sq km", label="Maharashtra", topic=T,
            f0=lambda nm, x: f"{nm} has a population density of {x} people per sq km")
    mm_cmp(book, st, "population", "New York", "Ohio", 3, "population")
    mm_cmp(book, st, "area_sqkm", "Tokyo", "Guangdong", 0, "land area", unit=" sq km", topic=T)
    mm_share(book, st, "population", "Florida", 1, "population in the twelve states", other="Michigan")
    mm_conv(book, st, "Guangdong", "area_sqkm", 2, lambda v, c: f"Guangdong covers {v} sq km, {c} square miles.",
            0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1), hedge=True, noun="the market footprint")
    mm_ident(book, st, "The capital of Maharashtra is Mumbai, the only state capital on the list that is also its "
             "principal commercial centre.", "Mumbai", "Pune", noun="regional office locations")

    cp = table("defog_geography", "Per country: cities and total city population?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population FROM city "
               "GROUP BY 1 ORDER BY 3 DESC")
    mm_share(book, cp, "population", "United States", 2, "city population", label="US cities")
    mm_rate(book, cp, "population", "cities", "United States", 2, "city", "population", d=0, units="cities",
            label="US cities")
    mm_cmp(book, cp, "population", "Brazil", "India", 4, "city population")


def atis(book):
    fl = table("defog_atis", "Per airline: flights, average and total elapsed minutes, stops?",
               "SELECT airline_code AS airline, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_minutes, "
               "sum(time_elapsed) AS total_minutes, sum(stops) AS stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    T = "Network utilisation"
    mm_conv(book, fl, "AA", "total_minutes", 0, lambda v, c: f"American Airlines logged {v} minutes of elapsed "
            f"flight time, {c} hours.", 0, 1 / 60, 0, (1 / 100, 1 / 24, 1 / 3600), hedge=True, noun="fleet hours",
            topic=T)
    mm_conv(book, fl, "WN", "total_minutes", 1, lambda v, c: f"Southwest logged {v} minutes ({c} hours).", 0,
            1 / 60, 1, (1 / 100, 1 / 24, 1 / 1000), hedge=False, noun="fleet hours")
    mm_cmp(book, fl, "avg_minutes", "VX", "AA", 1, "average elapsed time", d=1, unit=" minutes")
    mm_share(book, fl, "total_minutes", "VX", 0, "total elapsed minutes", other="AA", label="Virgin America")
    mm_blend(book, fl, "avg_minutes", "flights", 1, "elapsed time", "flight", "airline", d=1, unit=" minutes")

    fa = table("defog_atis", "Per fare airline: fares, average one-way and round-trip cost?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    T = "Fare positioning"
    mm_cmp(book, fa, "avg_round_trip", "VX", "AA", 0, "average round-trip fare", cash=True, d=2, topic=T,
           risk="The fare sample is thin, with a single fare on file for most airlines.")
    mm_cmp(book, fa, "avg_one_way", "VX", "UA", 3, "average one-way fare", cash=True, d=2)
    r = fa["AA"]["avg_one_way"] / fa["AA"]["avg_round_trip"]
    rt, rd = fig(100 * r, 1)
    f = lambda x: f"American's average one-way fare is {x}% of its average round trip"
    book.memo(fa.db, fa.rid, "per_unit",
              [("Summary", [Claim(f(rt), [off(fa, "wrong_base", f(w(100 / r, rd)), 100 * r, 100 / r, rd, real=True)]),
                            Claim(f"({usd(fa['AA']['avg_one_way'])} against {usd(fa['AA']['avg_round_trip'])}).")])],
              noun="round-trip pricing", topic=T)
    mm_avg(book, fa, "avg_round_trip", "VX", 0, "round-trip fare", "airline", cash=True, d=2)
    mm_empty(book, "defog_atis", "Which fares cost more than $600 for a round trip?",
             "SELECT fare_id FROM fare WHERE round_trip_cost > 600",
             "No fare on file costs more than $600 for a round trip.",
             "Two fares on file cost more than $600 for a round trip.",
             rec="Recommendation: keep $600 as the ceiling for round-trip fare approvals.")

    sv = table("defog_atis", "JFK access: each direction's distance in miles and drive time in minutes?",
               "SELECT direction, miles_distant AS miles, minutes_distant AS minutes FROM airport_service "
               "WHERE airport_code = 'JFK' AND miles_distant >= 50 ORDER BY 2")
    mm_conv(book, sv, "South", "miles", 0, lambda v, c: f"The furthest JFK catchment lies {v} miles to the south, "
            f"{c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852), hedge=True, noun="ground access")
    mm_conv(book, sv, "South", "minutes", 1, lambda v, c: f"The journey from the south takes {v} minutes ({c} "
            f"hours).", 0, 1 / 60, 2, (1 / 100, 1 / 24), hedge=False, noun="ground access")
    sp_ = sv["Southeast"]["miles"] / (sv["Southeast"]["minutes"] / 60)
    se = int(sv["Southeast"]["miles"])
    f = lambda x: f"From the south-east, the {se}-mile drive implies an average speed of {x} mph."
    book.memo(sv.db, sv.rid, "per_unit",
              [("Summary", [Claim(f(n(sp_, 0)), [off(sv, "off", f(w(sp_ * 1.6, 0)), sp_, sp_ * 1.6, 0)])])],
              noun="ground access")
    mm_plain(book, sv, [("Summary", [Claim(f"Six access routes to JFK lie {int(sv['Northeast']['miles'])} miles or "
                                           f"more from the airport, the furthest {int(sv['South']['miles'])} miles.",
                                           [off(sv, "neighbour_row", f"Six access routes to JFK lie "
                                                f"{int(sv['Northeast']['miles'])} miles or more from the airport, the "
                                                f"furthest {int(sv['North']['miles'])} miles.", sv["South"]["miles"],
                                                sv["North"]["miles"], 0, real=True)])])],
             noun="ground access")


# ---------------------------------------------------------------------------
# advising and academic
# ---------------------------------------------------------------------------


def campus(book):
    dp = table("defog_advising", "Per department: courses, students enrolled, reviews and average clarity score?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews, "
               "round(avg(clarity_score), 2) AS avg_clarity FROM course GROUP BY 1 ORDER BY 3 DESC")
    T = "Academic programme review"
    mm_share(book, dp, "enrolled", "Computer Science", 0, "enrolment", other="Mathematics", topic=T)
    mm_cmp(book, dp, "reviews", "Computer Science", "Mathematics", 2, "course reviews")
    mm_rate(book, dp, "reviews", "courses", "Computer Science", 1, "course", "reviews", d=1,
            label="Computer Science")
    mm_plain(book, dp, [("Summary", [Claim(f"The three departments run {say(sum(dp.col('courses')))} courses with "
                                           f"{say(sum(dp.col('enrolled')))} enrolments in total.",
                                           [words_twin("number_words_wrong_row",
                                                       f"The three departments run {say(sum(dp.col('courses')))} "
                                                       f"courses with {say(sum(dp.col('reviews')))} enrolments in "
                                                       f"total.", sum(dp.col("enrolled")), sum(dp.col("reviews")))]),
                                     Claim("Physics has a single enrolled student.")])],
             noun="course capacity", topic=T)
    tm = table("defog_advising", "Per term: student records and distinct students?",
               "SELECT s.semester || ' ' || s.year AS term, count(*) AS records, count(DISTINCT sr.student_id) "
               "AS students FROM student_record sr JOIN semester s ON s.semester_id = sr.semester GROUP BY 1 "
               "ORDER BY min(s.semester_id)")
    mm_plain(book, tm, [("Summary", [Claim(f"Course records fell from {say(tm['Fall 2020']['records'])} in Fall 2020 "
                                           f"to {say(tm['Spring 2021']['records'])} in Spring 2021,",
                                           [words_twin("off", f"Course records fell from "
                                                       f"{say(tm['Fall 2020']['records'] + 6)} in Fall 2020 to "
                                                       f"{say(tm['Spring 2021']['records'])} in Spring 2021,",
                                                       tm["Fall 2020"]["records"], tm["Fall 2020"]["records"] + 6)]),
                                     Claim("a halving of activity between the two terms.")])],
             noun="term-on-term activity")

    dm = table("defog_academic", "Per research domain: papers and citations?",
               "SELECT d.name AS domain, count(DISTINCT dp.pid) AS papers, sum(p.citation_num) AS citations "
               "FROM domain d JOIN domain_publication dp USING (did) JOIN publication p USING (pid) GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    T = "Research impact"
    mm_share(book, dm, "citations", "Sociology", 1, "citations", label="sociology", topic=T)
    mm_plain(book, dm, [("Summary", [Claim(f"Across {say(len(dm))} domains the portfolio holds "
                                           f"{say(sum(dm.col('papers')))} domain-tagged papers and "
                                           f"{say(sum(dm.col('citations')))} citations.",
                                           [words_twin("off", f"Across {say(len(dm))} domains the "
                                                       f"portfolio holds {say(sum(dm.col('papers')))} domain-tagged "
                                                       f"papers and {say(sum(dm.col('citations')) + 8)} citations.",
                                                       sum(dm.col("citations")), sum(dm.col("citations")) + 8)]),
                                     Claim("Machine learning has yet to be cited.")])],
             noun="research impact")
    og = table("defog_academic", "Per organization: continent, authors and authorships?",
               "SELECT o.name AS organization, o.continent, count(DISTINCT a.aid) AS authors, count(w.pid) "
               "AS authorships FROM organization o LEFT JOIN author a USING (oid) LEFT JOIN writes w USING (aid) "
               "GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    mm_ident(book, og, "Organization 3 in North America leads on output, with two authors and four authorships.",
             "Organization 3", "Organization 8", noun="research partnerships")
    mm_empty(book, "defog_academic", "Which papers were published after 2021?",
             "SELECT title FROM publication WHERE year > 2021",
             "No papers have been published since 2021; the query returned zero rows.",
             "Nine papers have been published since 2021.", noun="research output")


# ---------------------------------------------------------------------------
# the small ones
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, concerts held, average and highest attendance?",
               "SELECT s.name AS stadium, s.capacity, count(c.concert_id) AS concerts, s.average, s.highest "
               "FROM stadium s LEFT JOIN concert c ON c.stadium_id::text = s.stadium_id::text "
               "GROUP BY 1, 2, 4, 5 ORDER BY 2 DESC")
    T = "Venue portfolio"
    mm_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 0, "capacity", topic=T,
           risk="Attendance figures are season averages and mask match-day variation.")
    mm_cmp(book, sd, "average", "Stark's Park", "Somerset Park", 1, "average attendance")
    ut = sd["Somerset Park"]["average"] / sd["Somerset Park"]["capacity"]
    ut_t, ut_d = fig(100 * ut, 1)
    f = lambda x: f"Somerset Park's average attendance fills {x}% of its capacity"
    book.memo(sd.db, sd.rid, "per_unit",
              [("Summary", [Claim(f(ut_t), [off(sd, "off", f(w(100 * ut * 2.2, ut_d)), 100 * ut, 100 * ut * 2.2,
                                                ut_d)]),
                            Claim(f"({n(sd['Somerset Park']['average'])} against "
                                  f"{n(sd['Somerset Park']['capacity'])} seats).")])],
              noun="venue utilisation", topic=T)
    mm_share(book, sd, "capacity", "Hampden Park", 1, "seating capacity", other="Somerset Park")
    idle = sum(1 for x in sd.order if sd[x]["concerts"] == 0)
    mm_plain(book, sd, [("Summary", [Claim(f"Of the {say(len(sd))} venues, {say(idle)} "
                                           f"have hosted no concerts, including Hampden Park."),
                                     Claim(f"Somerset Park has hosted {say(sd['Somerset Park']['concerts'])}.")])],
             noun="venue utilisation")

    ps = table("spider_pets_1", "Per student sex: students, average age and pets owned?",
               "SELECT s.sex, count(DISTINCT s.stuid) AS students, round(avg(s.age), 2) AS avg_age, count(hp.petid) "
               "AS pets FROM student s LEFT JOIN has_pet hp USING (stuid) GROUP BY 1 ORDER BY 2 DESC")
    mm_cmp(book, ps, "students", "M", "F", 2, "enrolment", label=lambda x: {"M": "the male cohort",
                                                                           "F": "the female cohort"}[x])
    pw = table("spider_pets_1", "Per pet type: pets, average age and average weight in kg?",
               "SELECT pettype, count(*) AS pets, round(avg(pet_age), 1) AS avg_age, round(avg(weight)::numeric, 2) "
               "AS avg_kg FROM pets GROUP BY 1 ORDER BY 1")
    mm_conv(book, pw, "dog", "avg_kg", 0, lambda v, c: f"The dogs weigh {v} kg on average, {c} lb.", 2, LB_PER_KG,
            1, (KG_PER_LB, 1.5, 3.0), hedge=True, noun="pet welfare")

    bt = table("spider_battle_death", "Per battle result: battles, ships lost, killed and injured?",
               "SELECT b.result, count(DISTINCT b.id) AS battles, count(DISTINCT s.id) AS ships_lost, "
               "coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b "
               "LEFT JOIN ship s ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 4 DESC")
    T = "Historical loss review"
    mm_share(book, bt, "killed", "Bulgarian victory", 1, "recorded deaths", other="Two Year Truce",
             label="battles ending in Bulgarian victory", topic=T,
             risk="The historical record is incomplete for several engagements.")
    mm_rate(book, bt, "killed", "battles", "Bulgarian victory", 1, "battle", "deaths", d=1,
            label="Bulgarian victories", units="battles", pooled="battle outcomes")
    mm_cmp(book, bt, "killed", "Bulgarian victory", "Two Year Truce", 4, "recorded deaths",
           label=lambda x: {"Bulgarian victory": "Bulgarian victories", "Two Year Truce": "the truce"}[x])

    tv = table("spider_tvshow", "Per episode in air order: rating, share, viewers in millions and weekly rank?",
               "SELECT episode, rating, share, viewers_m, weekly_rank FROM tv_series ORDER BY id")
    T = "Programming performance"
    mm_chg(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "audience", d=2, unit=" million",
           l1="the opening episode", l2="the finale", tag="across the run", topic=T,
           risk="Viewing figures are overnight estimates and remain subject to revision.")
    mm_chg(book, tv, "viewers_m", "Double Down", "Winterland", 1, "audience", d=2, unit=" million",
           l1="Double Down", l2="Winterland", tag="week on week")
    mm_avg(book, tv, "viewers_m", "A Love of a Lifetime", 0, "audience", "episode", d=2, unit=" million",
           label="the opening episode")
    mm_conv(book, tv, "Friendly Skies", "viewers_m", 0, lambda v, c: f"Friendly Skies drew {v} million viewers, "
            f"{c} people.", 2, 1e6, 0, (1e3, 1e5, 1e9), hedge=True, noun="audience reach")

    te = table("spider_course_teach", "Every teacher: age and hometown?",
               "SELECT name, age, hometown FROM teacher ORDER BY age DESC, name")
    mm_avg(book, te, "age", "Kearsley Brown", 1, "age", "teacher")

    vc = table("spider_voter_1", "Per contestant: votes received?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v USING (contestant_number) GROUP BY 1 ORDER BY 2 DESC, 1")
    nil = sum(1 for x in vc.order if vc[x]["votes"] == 0)
    mm_plain(book, vc, [("Summary", [Claim(f"Kelly Clauss received {say(vc['Kelly Clauss']['votes'])} of the "
                                           f"{say(sum(vc.col('votes')))} votes cast, half of the total."),
                                     Claim(f"{say(nil).capitalize()} of the "
                                           f"{say(len(vc))} contestants received none.",
                                           [words_twin("number_words_wrong_row",
                                                       f"{say(len(vc)).capitalize()} of the {say(len(vc))} contestants "
                                                       f"received none.", nil,
                                                       len(vc))])])],
             noun="the voting results")
    mm_empty(book, "spider_voter_1", "Which votes were cast from Texas?",
             "SELECT vote_id FROM votes WHERE state = 'TX'",
             "No votes were cast from Texas.", "Eleven votes were cast from Texas, all for Kelly Clauss.",
             noun="regional participation")

    tt = table("spider_cre_doc_template_mgt", "Per template type: templates, documents and paragraphs?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(DISTINCT d.document_id) AS documents, count(p.paragraph_id) AS paragraphs FROM templates t "
               "LEFT JOIN documents d USING (template_id) LEFT JOIN paragraphs p USING (document_id) GROUP BY 1 "
               "ORDER BY 4 DESC, 1")
    T = "Document management"
    mm_share(book, tt, "paragraphs", "AD", 1, "paragraphs", label="advertisement templates (AD)", topic=T)
    mm_plain(book, tt, [("Summary", [Claim(f"The {say(sum(tt.col('templates')))} templates support "
                                           f"{say(sum(tt.col('documents')))} documents;",
                                           [words_twin("number_words_wrong_row", f"The {say(sum(tt.col('templates')))} "
                                                       f"templates support {say(sum(tt.col('templates')))} documents;",
                                                       sum(tt.col("documents")), sum(tt.col("templates")))]),
                                     Claim("the CV templates have not been used.")])],
             noun="template rationalisation")
    mm_empty(book, "spider_cre_doc_template_mgt", "Which documents were built on a CV template?",
             "SELECT d.document_id FROM documents d JOIN templates t USING (template_id) "
             "WHERE t.template_type_code = 'CV'",
             "No documents have been built on a CV template.", "Five documents have been built on a CV template.",
             noun="template rationalisation")
    dc = table("spider_cre_doc_template_mgt", "The document with the most paragraphs: id and name?",
               "SELECT d.document_id, d.document_name, count(p.paragraph_id) AS paragraphs FROM documents d "
               "JOIN paragraphs p USING (document_id) GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1")
    d0 = dc.order[0]
    mm_ident(book, dc, f"The most developed document is {dc[d0]['document_name']} (document {d0}), with "
             f"{say(dc[d0]['paragraphs'])} paragraphs.", f"document {d0}", f"document {int(d0) + 5}",
             noun="content quality")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book42(), sections, "forty-third set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
