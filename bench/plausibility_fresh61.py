#!/usr/bin/env python3
"""
plausibility_fresh61.py — a sixty-second labelled set for check_answer,
written held out: answers laid out as sections of a school district's
quarterly report card, written by a district data coordinator for the school
board and parents, applied to query results as if they were a school
district (orders as enrollments, customers as students, employees as
teachers, product categories as programs, customer countries as schools,
genres as programs of study, support reps as counselors, superheroes as
pupils grouped by house, cars as the district's bus fleet, stadiums as
event venues): a section title ("Section 3 — Enrollment", "Indicator:
Attendance"), a one-line "Status:" verdict that holds no figure ("Status:
Meets target", "Status: Needs attention"), a few "Indicator … Result …
Comparison" lines or a small markdown table of them, then a short "Notes for
families:" paragraph in plain words, sometimes closed by a plain-words
restatement ("In plain words, ..."). Its vocabulary is the report card's:
"per pupil", "x out of every 100 students", "percentage points", "above/below
the district average", "compared with last term", "twice the rate of",
"roughly a third", and conversions in plain words ("about 1.3 weeks", "2.4
hours"). The tables are spread across the databases bench/plausibility.sh
loads: northwind (enrollments, students, late shipments as tardies, teachers
and days to ship per calendar quarter; classes, students, late classes,
countries and order lines per employee; courses, retired courses, seats,
waitlist and average fee per category; students, cities, enrollments and
late ones per customer country), chinook (tracks, albums, average minutes,
hours and average MB per genre with at least 50 tracks; caseload,
countries, invoices, average invoice and invoices of $10 or more per support
rep; the largest Jazz track file), BIRD's superhero (pupils, girls, median
height and median weight per hair colour; the neutral hero with the most
powers), Spider's car_1 (cars, four-cylinder cars, mpg, 0-60 time and
weight per maker), defog-dev's geography (river lengths), Spider's pets_1
(students, girls, average age, advisors and home cities per major),
concert_singer (venue capacity and attendance), course_teach (teachers per
course), defog-dev's advising (sections, courses and semesters per
instructor) and academic (papers, citations, references and the top
citation count per year), and empty results from several of them and from
voter_1, with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx(), with fresh57's
hedges "about", "roughly", "nearly", "just over"). The section title, the
status line, the table header, the label "Notes for families:" and the fixed
sentences are part of the style, not claims. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's to fresh47's, fresh50's, fresh52's,
fresh57's):
  comparison  two named rows: multiples ("about twice the rate of"), ratios
              "to one", bounds ("more than twice"), the gap, "A came in x%
              above B", one as a share of the other
  change      term on term ("up 4.2% compared with last term", "down about
              a fifth"), in absolute terms, as a multiple, and a rate's move
              in percentage points
  per_unit    totals over counts ("4.7 enrollments per pupil", students per
              teacher), the district-wide rate, one row against the district
              average, shares (percent, fractions, "x out of every 100
              students", "roughly one in five")
  conversion  days/weeks and hours, minutes/hours, MB/GB, cm/ft and in,
              kg/lb, mpg/L per 100 km, lb/kg, km/miles, dollars/cents,
              seconds/minutes
  zero_ident  zero for an empty result ("no students matched; count 0"),
              identifiers with digits (track, hero ids)
  plain       cells, counts and column aggregates, number words, a figure
              net of another
Each wrong twin changes ONE claim of a grounded answer, as fresh52's to
fresh60's do (the neighbouring row's value, a real value in the wrong role, a
false multiple, fraction or bound, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, a figure off by more than the rounding shown, a restated figure
far off, a relative change given as percentage points). A twin is kept only
when its figure is far from the true value (fresh4's rules) and, unless it
is a real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out: built with --build-only, its verdicts unread while it was
written. Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, off
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import to_one
from plausibility_fresh45 import ear_mult
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import mult, nbr_fn, off_f, off_r, plain_off, ptw, words_row
from plausibility_fresh52 import En, _cl
from plausibility_fresh57 import again_m, at_least, conv_m, of_100, one_in, pct_m, per_m

LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_CM = 1 / 30.48
IN_PER_CM = 1 / 2.54
L100_MPG = 235.214583
MI_PER_KM = 1 / 1.609344


def smult(t, F, r, k, fmt, hedged=False):
    """fresh50's mult(), or None where the multiple sits at the edge of every rounding."""
    try:
        return mult(t, F, r, k, fmt, hedged=hedged)
    except AssertionError:
        return None


def E(k=0):
    """fresh52's En: the percent sign in most sections, "percent" spelled out in some."""
    F = En(k)
    F.pf = "{x} percent" if k % 4 == 3 else "{x}%"
    return F


# ---------------------------------------------------------------------------
# the report card section: a title, a status line, indicator lines (or a small table), notes for families
# ---------------------------------------------------------------------------

HDR = ["Section {n} — {t}", "Indicator: {t}", "**Section {n}: {t}**", "### {t}", "**Indicator — {t}**",
       "Section {n} — {t}", "{t}"]
STATUS = ["Meets target", "Needs attention", "On track", "Monitoring", "Holding steady", "Below target — watch",
          "Meets target", "Mixed results", "Stable", "Exceeds target", "Needs attention"]
NOTES = ["Notes for families: ", "Notes for families — ", "**Notes for families:** ", "Notes for families: "]
CLOSE = ["In plain words, ", "Put simply, ", "For families, ", "Put another way, ", "In plain words, "]
FILL = ["", "Figures come from the district's records at the close of the term.", "",
        "These counts have not been adjusted for mid-term transfers.", "",
        "Numbers are drawn from the same extract as last term's card, so they compare like for like.", "",
        "The board asked for this indicator to be reported every quarter."]
TABLE_HEAD = "| Indicator | Result | Comparison |\n|---|---|---|"

TM = [0]


def start(book):
    """The layout the next section will use: 0 indicator lines with dots, 1 a small table, 2 a bulleted list."""
    TM[0] = book.cases % 3


def ind(name, ctx=""):
    """An indicator line: "Indicator … Result … Comparison", a table row, or a bullet, as the section lays out."""
    m = TM[0]
    if m == 1:
        return lambda x: f"| {name} | {x} | {ctx or '—'} |"
    if m == 2:
        return lambda x: f"- {name}: {x}" + (f" ({ctx})" if ctx else "")
    return lambda x: f"{name} … {x}" + (f" … {ctx}" if ctx else "")


def PG(*cs):
    """Sentences of the notes for families."""
    return ("pg", None, [_cl(c) for c in cs if c is not None])


def IN(*cs):
    """Indicator lines (or table rows), one a line."""
    return ("in", None, [_cl(c) for c in cs if c is not None])


def WI(*cs):
    """The closing restatement in plain words."""
    return ("wi", None, [_cl(c) for c in cs if c is not None])


class Book61(Book10):
    """fresh10's Book10, with each answer laid out as one section of the report card: the title and the status line
    (fixed text), the indicator lines or table rows (the table's header fixed), then "Notes for families:" with the
    sentences, now and then a fixed sentence, and the closing restatement under its plain-words lead."""

    def item(self, db, rid, shape, title, blocks, derived=True, max_twins=2, status=None):
        k = self.cases
        blocks = [b for b in blocks if b and b[2]]
        ins = [c for b in blocks if b[0] == "in" for c in b[2]]
        pgs = [b[2] for b in blocks if b[0] == "pg"]
        wis = [b[2] for b in blocks if b[0] == "wi"][:1]
        st = status or pick(STATUS, k * 7 + 3)
        pre = pick(HDR, k * 5 + 1).format(n=k % 9 + 1, t=title) + f"\nStatus: {st}"
        claims = []
        for q, c in enumerate(ins):
            lead = "\n"
            if q == 0:
                lead = "\n\n" + (TABLE_HEAD + "\n" if c.text.startswith("|") else "")
            claims.append(pre_(c, lead))
        fill = pick(FILL, k * 3 + 2)
        notes = "\n\n" + pick(NOTES, k * 5 + 2)
        first = True
        for cs in pgs:
            lead = notes + (fill + " " if fill else "") if first else ""
            first = False
            claims.append(pre_(cs[0], lead))
            claims += cs[1:]
        for cs in wis:
            lead = (notes + (fill + " " if fill else "") if first else "") + pick(CLOSE, k * 3 + 1)
            first = False
            claims.append(pre_(cs[0], lead))
            claims += cs[1:]
        post = ""
        if first:
            post = "\n\n" + pick(NOTES, k * 5 + 2) + (fill or "These figures are reported as recorded.")
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# shapes, as a report card puts them
# ---------------------------------------------------------------------------


def c_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", sfx=None,
          ctx="", more=()):
    """Two named rows, the larger first, in six layouts; sfx follows a count ("students")."""
    start(book)
    F = E(k)
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    Lb = label or (lambda x: x)
    A_, B_ = Lb(a), Lb(b)
    S, W_, D = F.shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel, beh = 100 * diff / vb, 100 * diff / va
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    sx = "" if cash or unit else f" {sfx if sfx is not None else noun}"
    form = k % 6
    fb = ind(B_, ctx)
    lines = IN(ind(A_, ctx)(f"{S(va)}{sx}"), Claim(fb(f"{S(vb)}{sx}"), [nbr(lambda x: fb(f"{x}{sx}"))]))
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    lw, lbad = at_least(r)
    if form == 0 and not mw:
        form = 1
    if form == 2 and not fw:
        form = 4
    if form == 3 and not tw:
        form = 5 if r >= 1.3 else 1
    if form == 5 and not lw:
        form = 4 if r < 1.3 else 3 if tw else 1
    if form == 0:
        as_ = lambda m: f" as {B_}" if "times" in m else f" the {B_} figure"
        blocks = [PG(Claim(f"On {noun}, {A_} posted {mw}{as_(mw)}.",
                           [("false_bound", f"On {noun}, {A_} posted {mbad}{as_(mbad)}.")])),
                  WI(again_m(t, F, diff, k, f"the gap between the two comes to {{}}{sx}.", cash, unit,
                             role="off"))]
    elif form == 1:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f2 = lambda x: f"The difference between {A_} and {B_} is {x}{sx}"
        f3 = lambda x: f"{A_} came in {fmt(x)} above {B_} on {noun}."
        blocks = [PG(Claim(f3(pt), [off(t, "wrong_base", f3(show(beh)), rel, beh, pd, approx=True, real=True,
                                        alts=[])]),
                     Claim(f2(S(diff)) + ".", [gap(lambda x: f2(x) + ".")]))]
        if r >= 1.25:
            blocks.append(WI(smult(t, F, r, k, lambda x: f"{A_} stands at {x} the level of {B_}.", hedged=True)))
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f2 = lambda x: f"{B_} reached {F.p(x)} of the {A_} figure"
        blocks = [PG(Claim(f2(pt) + ".", [ptw(t, F, "complement", lambda x: f2(x) + ".", s, 100 - s, pd),
                                          ptw(t, F, "share_of_pair", lambda x: f2(x) + ".", s,
                                              100 * vb / (va + vb), pd)])),
                  WI(Claim(f"{B_} is at {fw} of the {A_} level.",
                           [("false_bound", f"{B_} is at {fbad} of the {A_} level.")]))]
    elif form == 3:
        blocks = [PG(smult(t, F, r, k, lambda x: f"{A_} runs at {x} the rate of {B_} on {noun}.")),
                  WI(Claim(f"that works out to {tw} in favour of {A_}.",
                           [("false_bound", f"that works out to {tbad} in favour of {A_}.")]))]
    elif form == 5:
        blocks = [PG(Claim(f"{A_} recorded {lw} the {B_} figure.", [("false_bound", f"{A_} recorded {lbad} the "
                                                                                    f"{B_} figure.")]),
                     smult(t, F, r, k + 1, lambda x: f"By the numbers that is {x}."))]
    else:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f1 = lambda x: f"{A_} finished {fmt(x)} above {B_}"
        f3 = lambda x: f"a difference of {x}{sx}."
        blocks = [PG(Claim(f1(pt) + ",", [off(t, "wrong_base", f1(show(beh)) + ",", rel, beh, pd, approx=True,
                                              real=True, alts=[])]),
                     Claim(f3(S(diff)), [gap(f3)]))]
    book.item(t.db, t.rid, "comparison", title, [lines] + blocks + list(more))


def _move(book, F, t, v1, v2, nbr, k, title, noun, l1, l2, tag, cash, d, unit, more, better="up"):
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    dn = "up" if up else "down"
    tg = f" {tag}" if tag else ""

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else F.w(wb, dd)), p, wb, dd, approx=approx, real=True,
                   alts=[])

    absd = lambda f, fs=(1.8, 0.5, 2.4, 0.35, 3.2): off_f(t, "off", f, abs(diff), fs, D(abs(diff)),
                                                          lambda x: W_(x, D(abs(diff))))
    hd = cap(noun)
    c1, c2 = ("last term", "this term") if "last term" in tag else ("prior year", "latest year") if "year" in tag \
        else ("first term on record", "latest term")
    f0 = ind(cap(l2), c2)(S(v2))
    f1 = lambda x: ind(cap(l1), c1)(x)
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} ran at {mw} the {l1} level", f"{noun} in {l2} ran at {mb} the {l1} level"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} went {dn} by {fr}{tg}", f"{noun} went {dn} by {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    status = "Improving" if up == (better == "up") else "Needs attention"
    blocks = [IN(f0, Claim(f1(S(v1)), [nbr(f1)]))]
    if form == 0:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}"
        f3 = lambda x: f"({'+' if up else '−'}{x})."
        blocks.append(PG(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)])))
    elif form == 1:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}."
        blocks.append(PG(Claim(f2(pt), [base(f2)])))
        blocks.append(WI(Claim(fw + ".", [("false_bound", fbad + ".")])))
    elif form == 2:
        fmt, ht, hd2, show = pct_m(F, p, k)
        f5 = lambda x: f"{hd} ended {l2} {dn} {fmt(x)} on {l1}"
        mv = again_m(t, F, abs(diff), k + 1, "a change of {}.", cash, unit, role="off")
        pu = "," if mv else "."
        blocks.append(PG(Claim(f5(ht) + pu, [base(lambda x: f5(x) + pu, True, show, hd2)]), mv))
    else:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}."
        blocks.append(PG(Claim(f2(pt), [base(f2)])))
        if up and v2 / v1 >= 1.3:
            blocks.append(WI(smult(t, F, v2 / v1, k, lambda x: f"{l2} ran at {x} the {l1} pace.")))
        else:
            blocks.append(WI(again_m(t, F, v2, k, f"{noun} now stands at {{}} for {l2}.", cash, unit)))
    book.item(t.db, t.rid, "change", title, blocks + list(more), status=status)


def c_chg(book, t, col, p1, p2, k, title, noun, l1=None, l2=None, tag="compared with last term", cash=False, d=0,
          unit="", better="up", more=()):
    """A change between two rows (terms) of one column; better: the direction the status line calls improving."""
    start(book)
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1 or p1,
          l2 or p2, tag, cash, d, unit, more, better=better)


def c_pts(book, t, num, den, p1, p2, k, title, what, l1, l2, more=()):
    """A rate (num over den, in percent) in two rows and its move in percentage points; twins: the relative change
    given as points, the move off."""
    start(book)
    F = E(k)
    s1 = 100 * t[p1][num] / t[p1][den]
    s2 = 100 * t[p2][num] / t[p2][den]
    diff = s2 - s1
    up = diff > 0
    st1, d1 = fig(s1, 1)
    st2, d2 = fig(s2, 1)
    dt, dd = fig(abs(diff), 1)
    rel = 100 * abs(diff) / s1
    f = lambda x: f"{cap(what)} {'rose' if up else 'fell'} {x} percentage points compared with last term."
    tw = [off(t, "wrong_role", f(F.w(rel, dd)), abs(diff), rel, dd, real=True, alts=[]) if rel > 1.5 * abs(diff)
          else None,
          off_f(t, "off", f, abs(diff), (2.1, 0.45, 3.0, 0.3), dd, lambda x: F.w(x, dd))]
    lines = IN(ind(f"{cap(what)}, {l1}", "last term")(F.p(st1)), ind(f"{cap(what)}, {l2}", "this term")(F.p(st2)))
    blocks = [lines, PG(Claim(f(dt), tw))]
    per = of_100(t, F, s2, "enrollments", f"for {l2} that is {{}}.")
    if per:
        blocks.append(WI(per))
    book.item(t.db, t.rid, "change", title, blocks + list(more),
              status="Improving" if not up else "Needs attention")


def c_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           head=None, pooled=None, more=()):
    """A total over a count for one row ("4.7 enrollments per pupil"); with pooled, the district-wide rate after it
    (twin: the simple mean of the rows' rates)."""
    start(book)
    F = E(k)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, "")[0]
    Sc = F.shows(False, 0 if float(cnt_).is_integer() else 1, "")[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_m(F, r, k, cash, sfx)
    lines = IN(ind(cap(what), name)(St(tot)), ind(cap(units), name)(Sc(cnt_)))
    if head:
        f1 = lambda x: f"{head} for {name} works out to {x} per {unit}."
    elif k % 2:
        f1 = lambda x: f"That is {x} per {unit}."
    else:
        f1 = lambda x: f"{cap(what)} per {unit}: {x}."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [lines, PG(Claim(f1(pt), tw))]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        dd = 0 if overall >= 100 else 1 if overall >= 10 else 2
        if cash:
            ot, od = F.m(overall, 2)
            ow = lambda v: F.wm(v, od)
        else:
            ot, od = F.n(overall, dd)
            ot += sfx
            ow = lambda v: F.w(v, od) + sfx
        f = lambda x: f"across {pooled} the district rate is {x} per {unit}, so {name} is " \
                      f"{'above' if r > overall else 'below'} the district average."
        blocks.append(WI(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True,
                                           alts=[]) if ow(plain) != ot else None])))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def c_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, more=()):
    """One row's share of a total, in three layouts; twins: the complement, the share of the wrong total, a false
    fraction, "x out of every 100" or "one in N"."""
    start(book)
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    v = t[key][col]
    Tt = tot if tot is not None else sum(t.col(col))
    s = 100 * v / Tt
    name = label or key
    st_, sd = fig(s, 1)
    nbr = nbr_fn(t, col, key, S, D)
    nb = nbr_of(t, key)
    if tot is not None and nb and isinstance(t[nb][col], float) and t[nb][col] >= Tt:
        nbr = lambda f: None
    fw, fbad = frac_q(s / 100)
    dw, dbad = one_in(s / 100)
    bw, bbad = bound_words(s / 100)
    sx = f" {items}" if items and not cash and not unit else ""

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    form = k % 3
    f0 = ind(cap(name))
    tl = cap(whole) if whole.startswith(("all ", "the ")) else f"All {whole}" if whole.startswith(("her ", "its ")) \
        else f"Total {whole}"
    o100 = of_100(t, F, s, items, "that is {}.") if items else None
    if form == 0:
        f2 = lambda y: f"That works out to {F.p(y)} of {whole}."
        blocks = [IN(Claim(f0(f"{S(v)}{sx}"), [nbr(lambda x: f0(f"{x}{sx}"))]), ind(tl)(f"{S(Tt)}{sx}")),
                  PG(Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)]))]
        r = o100
        if not r and dw:
            r = Claim(f"that is {dw}.", [("false_bound", f"that is {dbad}.")])
        elif not r and fw:
            r = Claim(f"that is {fw} of {whole}.", [("false_bound", f"that is {fbad} of {whole}.")])
        if r:
            blocks.append(WI(r))
    elif form == 1:
        fmt, pt, pd, show = pct_m(F, s, k)
        f1 = lambda x: f"Share of {whole}: {fmt(x)}"
        blocks = [IN(Claim(f0(f"{S(v)}{sx}"), [nbr(lambda x: f0(f"{x}{sx}"))]), ind(tl)(f"{S(Tt)}{sx}")),
                  PG(Claim(f1(pt) + ".", [off(t, "complement", f1(show(100 - s)) + ".", s, 100 - s, pd,
                                              approx=True, real=True, alts=[]), wt(lambda x: f1(x) + ".", pd)]))]
        r = (Claim(f"that is {bw} of {whole}.", [("false_bound", f"that is {bbad} of {whole}.")])
             if bw else None) or o100
        if r:
            blocks.append(WI(r))
    else:
        f2 = lambda y: f"Measured against {whole}, that is {F.p(y)}."
        blocks = [IN(Claim(f0(f"{S(v)}{sx}"), [nbr(lambda x: f0(f"{x}{sx}"))])),
                  PG(Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd)]))]
        r = (Claim(f"{name} holds {fw} of {whole}.",
                   [("false_bound", f"{name} holds {fbad} of {whole}.")]) if fw else None) or \
            (Claim(f"that is {dw}.", [("false_bound", f"that is {dbad}.")]) if dw else None) or o100
        if r:
            blocks.append(WI(r))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def c_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, more=()):
    """One row against the district average (the average of the rows): the gap in percent, or as a multiple."""
    start(book)
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = ind("District average", f"{noun} per {per}")
    lines = IN(ind(cap(name), noun)(S(v)),
               Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                         lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = smult(t, F, v / avg, k, lambda x: f"{cap(name)} runs at {x} the district average.")
    else:
        c2 = None
    if c2 is None:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{cap(name)} is {F.p(x)} {'above' if above else 'below'} the district average."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    book.item(t.db, t.rid, "per_unit", title, [lines, PG(c2)] + list(more),
              status="Above the district average" if above else "Below the district average")


def c_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), close=False, more=()):
    """A figure with its conversion beside it, as an indicator line, in a sentence, or (close) in the plain-words
    restatement; second: (fmt, src_d, factor, dst_d, bads, hedged) for a second conversion of the same figure;
    facts: fixed or plain indicator lines."""
    start(book)
    F = E(k)
    v = t[key][col]
    c1 = conv_m(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_m(t, F, v, k + 1, *second) if second else None
    if close:
        blocks = [IN(*facts) if facts else None, PG(c2) if c2 else None, WI(c1)]
    elif k % 2:
        blocks = [PG(c1), IN(*facts, c2)]
    else:
        blocks = [IN(*facts, c1), WI(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", title, [b for b in blocks if b and b[2]] + list(more))


def c_empty(book, db, question, sql, title, ack, bad, extra=(), more=()):
    """An empty result ("no students matched; count 0"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    TM[0] = book.cases % 3
    book.item(db, rid, "zero_ident", title, [PG(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False, status="No cases to report")


def c_ident(book, t, title, text, good, bad, extra=(), more=()):
    """A record's identifier (a track or hero id); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    start(book)
    book.item(t.db, t.rid, "zero_ident", title,
              [PG(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra)] + list(more), derived=False)


def c_plain(book, t, title, blocks):
    book.item(t.db, t.rid, "plain", title, [b for b in blocks if b], derived=False)


def c_net(book, t, gross, less, key, k, title, what, lname, result, label=None, more=()):
    """A figure net of another for one row (gross less the deduction); twins: the gross figure in the net role, the
    net figure off."""
    start(book)
    F = En()
    g, x = t[key][gross], t[key][less]
    net = g - x
    name = label or key
    f = lambda y: f"Net of the {lname}, {name} has {y} {result}."
    tw = [off(t, "wrong_role", f(F.w(g, 0)), net, g, 0, real=True, alts=[]),
          off_f(t, "off", f, net, (1.5, 0.6, 2.2), 0, lambda y: F.w(y, 0))]
    lines = IN(ind(cap(what), name)(F.w(g, 0)), ind(cap(lname), name)(F.w(x, 0)))
    book.item(t.db, t.rid, "plain", title, [lines, PG(Claim(f(F.w(net, 0)), tw))] + list(more))


def cnt(t, fmt, v, F=None):
    """A plain count or aggregate in fmt; twin: the figure off."""
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, F or En(), fmt, v)])


def money_c(t, fmt, v, d=2):
    """A plain money aggregate in fmt; twin: the figure off."""
    F = En()
    return Claim(fmt(F.m(v, d)[0]), [plain_off(t, F, fmt, v, d=d, cash=True)])


def plain_line(book, t, name, ctx, v, d=0):
    """A plain indicator line; twin: the figure off."""
    f = ind(name, ctx)
    return Claim(f(En().w(v, d)), [plain_off(t, En(), f, v, d=d)])


# ---------------------------------------------------------------------------
# northwind: orders as enrollments, customers as students, employees as teachers, categories as programs
# ---------------------------------------------------------------------------

QL = {"1996-Q3": "summer term 1996", "1996-Q4": "autumn term 1996", "1997-Q1": "winter term 1997",
      "1997-Q2": "spring term 1997", "1997-Q3": "summer term 1997", "1997-Q4": "autumn term 1997",
      "1998-Q1": "winter term 1998", "1998-Q2": "spring term 1998"}


def ql(x):
    return QL[x]


def northwind(book):
    tm = table("northwind", "Per calendar quarter of the order date: orders, distinct customers, orders shipped "
               "after their required date, distinct employees and average days from order to shipment?",
               "SELECT to_char(order_date, 'YYYY-\"Q\"Q') AS term, count(*) AS enrollments, count(DISTINCT "
               "customer_id) AS students, count(*) FILTER (WHERE shipped_date > required_date) AS tardy, "
               "count(DISTINCT employee_id) AS teachers, round(avg(shipped_date - order_date), 2) AS days_to_ship "
               "FROM orders GROUP BY 1 ORDER BY 1")
    c_chg(book, tm, "enrollments", "1997-Q3", "1997-Q4", 0, "Enrollment", "enrollments", ql("1997-Q3"),
          ql("1997-Q4"))
    c_chg(book, tm, "enrollments", "1997-Q4", "1998-Q1", 1, "Enrollment, winter term", "enrollments",
          ql("1997-Q4"), ql("1998-Q1"))
    c_chg(book, tm, "students", "1996-Q4", "1997-Q1", 2, "Active students", "active students", ql("1996-Q4"),
          ql("1997-Q1"))
    c_chg(book, tm, "enrollments", "1998-Q1", "1998-Q2", 3, "Enrollment, spring term", "enrollments",
          ql("1998-Q1"), ql("1998-Q2"))
    c_chg(book, tm, "students", "1997-Q4", "1998-Q1", 1, "Active students, winter term", "active students",
          ql("1997-Q4"), ql("1998-Q1"))
    c_chg(book, tm, "days_to_ship", "1997-Q2", "1997-Q3", 2, "Turnaround time", "average turnaround",
          ql("1997-Q2"), ql("1997-Q3"), d=2, unit=" days", better="down")
    c_chg(book, tm, "enrollments", "1996-Q3", "1998-Q1", 0, "Enrollment since the first term on record",
          "enrollments", ql("1996-Q3"), ql("1998-Q1"), tag="")
    c_chg(book, tm, "tardy", "1997-Q3", "1997-Q4", 3, "Tardies", "tardies", ql("1997-Q3"), ql("1997-Q4"),
          better="down")
    c_pts(book, tm, "tardy", "enrollments", "1996-Q3", "1996-Q4", 0, "Tardy rate, autumn term", "the tardy rate",
          ql("1996-Q3"), ql("1996-Q4"))
    c_pts(book, tm, "tardy", "enrollments", "1997-Q1", "1997-Q2", 1, "Tardy rate, spring term", "the tardy rate",
          ql("1997-Q1"), ql("1997-Q2"))
    c_pts(book, tm, "tardy", "enrollments", "1997-Q4", "1998-Q1", 2, "Tardy rate, winter term", "the tardy rate",
          ql("1997-Q4"), ql("1998-Q1"))
    c_chg(book, tm, "students", "1998-Q1", "1998-Q2", 0, "Active students, spring term", "active students",
          ql("1998-Q1"), ql("1998-Q2"))
    c_chg(book, tm, "days_to_ship", "1997-Q4", "1998-Q1", 1, "Turnaround time, winter term", "average turnaround",
          ql("1997-Q4"), ql("1998-Q1"), d=2, unit=" days", better="down")
    c_chg(book, tm, "days_to_ship", "1998-Q1", "1998-Q2", 2, "Turnaround time, spring term", "average turnaround",
          ql("1998-Q1"), ql("1998-Q2"), d=2, unit=" days", better="down")
    c_pts(book, tm, "tardy", "enrollments", "1997-Q3", "1997-Q4", 3, "Tardy rate, autumn 1997", "the tardy rate",
          ql("1997-Q3"), ql("1997-Q4"))
    c_cmp(book, tm, "enrollments", "1998-Q1", "1996-Q3", 3, "Enrollment, busiest term against the first",
          "enrollments", label=lambda x: cap(ql(x)), qty="as many enrollments")
    c_cmp(book, tm, "students", "1998-Q1", "1996-Q3", 1, "Active students, busiest against first term",
          "active students", label=lambda x: cap(ql(x)), sfx="students", qty="as many students")
    c_rate(book, tm, "enrollments", "students", "1998-Q1", 0, "Enrollments per pupil, winter term", "pupil",
           "enrollments", label=ql("1998-Q1"), units="students", pooled="all eight terms")
    c_rate(book, tm, "students", "teachers", "1997-Q4", 1, "Students per teacher", "teacher", "active students",
           label=ql("1997-Q4"), units="teachers")
    c_rate(book, tm, "enrollments", "students", "1996-Q4", 2, "Enrollments per pupil, autumn 1996", "pupil",
           "enrollments", label=ql("1996-Q4"), units="students")
    c_share(book, tm, "tardy", "1997-Q4", 0, "Tardies, autumn term", "autumn enrollments", items="enrollments",
            tot=tm["1997-Q4"]["enrollments"], label="tardy enrollments in autumn 1997")
    c_share(book, tm, "enrollments", "1998-Q1", 1, "Winter term's share of enrollment", "all enrollments on record",
            items="enrollments", label=ql("1998-Q1"), other="1997-Q4")
    c_share(book, tm, "enrollments", "1996-Q3", 2, "The first term's share", "all enrollments on record",
            items="enrollments", label=ql("1996-Q3"))
    c_avg(book, tm, "enrollments", "1998-Q1", 1, "Winter term against the district", "enrollments", "term",
          label=ql("1998-Q1"), ad=1)
    c_avg(book, tm, "days_to_ship", "1998-Q2", 0, "Turnaround, spring term", "days to ship", "term", d=2,
          unit=" days", label=ql("1998-Q2"), ad=2)
    c_conv(book, tm, "1997-Q1", "days_to_ship", 0, "Turnaround in weeks",
           lambda v, c: f"Winter term 1997 turnaround … {v} days … {c} weeks", 2, 1 / 7, 2, (1 / 30, 7, 1 / 5),
           hedged=False)
    c_conv(book, tm, "1997-Q4", "days_to_ship", 1, "Turnaround, autumn term",
           lambda v, c: f"In autumn 1997 a request took {v} days to fill on average, about {c} weeks.", 2, 1 / 7, 1,
           (1 / 30, 7, 1 / 5), hedged=False)
    c_conv(book, tm, "1998-Q2", "days_to_ship", 2, "Turnaround, spring term, in hours",
           lambda v, c: f"the spring term's average of {v} days is {c} hours.", 2, 24, 0, (60, 1 / 24, 12),
           hedged=True, close=True, facts=(f"Enrollments, {ql('1998-Q2')} … {tm['1998-Q2']['enrollments']:,.0f}",))
    start(book)
    c_plain(book, tm, "Enrollment, all terms", [
        IN(plain_line(book, tm, "Tardies, all terms", "total", sum(tm.col("tardy"))),
           ind("Enrollments, " + ql("1998-Q2"), "this term")(f"{tm['1998-Q2']['enrollments']:,.0f}")),
        PG(cnt(tm, lambda x: f"Across eight terms the district logged {x} enrollments.", sum(tm.col("enrollments"))),
           Claim(f"Spring term 1998 had no tardies; winter term 1998 had {say(tm['1998-Q1']['tardy'])}.",
                 [words_row(tm, "tardy", "1998-Q1",
                            lambda x: f"Spring term 1998 had no tardies; winter term 1998 had {x}.",
                            avoid=("1998-Q2", "1997-Q4"))]))])

    te = table("northwind", "Per employee over all years: orders taken, distinct customers, orders shipped late, "
               "destination countries and order lines?",
               "SELECT e.first_name || ' ' || e.last_name AS teacher, count(*) AS classes, count(DISTINCT "
               "o.customer_id) AS students, count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "count(DISTINCT o.ship_country) AS countries, (SELECT count(*) FROM order_details od JOIN orders o2 "
               "ON o2.order_id = od.order_id WHERE o2.employee_id = e.employee_id) AS lines FROM employees e JOIN "
               "orders o ON o.employee_id = e.employee_id GROUP BY e.employee_id, 1 ORDER BY 2 DESC")
    c_cmp(book, te, "classes", "Margaret Peacock", "Steven Buchanan", 0, "Teaching load", "classes taught",
          qty="as many classes", sfx="classes")
    c_cmp(book, te, "classes", "Margaret Peacock", "Janet Leverling", 1, "Teaching load, top two", "classes",
          sfx="classes", ctx="classes taught")
    c_cmp(book, te, "students", "Nancy Davolio", "Anne Dodsworth", 2, "Students reached", "students reached",
          sfx="students", qty="as many students")
    c_cmp(book, te, "late", "Margaret Peacock", "Janet Leverling", 3, "Late work by teacher", "late classes",
          sfx="late", qty="as many late classes")
    c_cmp(book, te, "lines", "Nancy Davolio", "Laura Callahan", 4, "Assignments graded", "assignments graded",
          sfx="assignments")
    c_cmp(book, te, "lines", "Robert King", "Steven Buchanan", 5, "Assignments graded, smaller rosters",
          "assignments graded", sfx="assignments", qty="as many assignments")
    c_rate(book, te, "lines", "classes", "Margaret Peacock", 0, "Assignments per class", "class",
           "assignments graded", units="classes", pooled="all nine teachers")
    c_rate(book, te, "classes", "students", "Janet Leverling", 1, "Classes per pupil", "pupil", "classes",
           units="students", head="The class load")
    c_rate(book, te, "lines", "students", "Steven Buchanan", 2, "Assignments per pupil", "pupil",
           "assignments graded", units="students", pooled="the teaching staff")
    c_share(book, te, "late", "Margaret Peacock", 0, "Late classes, Margaret Peacock", "her classes",
            items="classes", tot=te["Margaret Peacock"]["classes"], label="Late classes for Margaret Peacock")
    c_share(book, te, "classes", "Margaret Peacock", 1, "Share of the teaching load", "all classes taught",
            items="classes", other="Janet Leverling")
    c_share(book, te, "students", "Robert King", 2, "Robert King's reach", "all student contacts",
            items="contacts")
    c_share(book, te, "late", "Anne Dodsworth", 0, "Late classes, Anne Dodsworth", "her classes",
            items="classes", tot=te["Anne Dodsworth"]["classes"], label="Late classes for Anne Dodsworth")
    c_avg(book, te, "classes", "Andrew Fuller", 0, "Andrew Fuller against the district", "classes", "teacher",
          ad=1)
    c_avg(book, te, "classes", "Margaret Peacock", 1, "Margaret Peacock against the district", "classes",
          "teacher", ad=1)
    c_avg(book, te, "countries", "Steven Buchanan", 2, "Reach abroad, Steven Buchanan", "countries", "teacher",
          ad=1)
    start(book)
    c_plain(book, te, "Staffing", [
        IN(plain_line(book, te, "Classes taught, all staff", "total", sum(te.col("classes"))),
           plain_line(book, te, "Assignments graded, all staff", "total", sum(te.col("lines"))),
           ind("Late classes, Nancy Davolio")(f"{te['Nancy Davolio']['late']:,.0f}")),
        PG(Claim(f"Steven Buchanan had {say(te['Steven Buchanan']['late'])} late class and Michael Suyama "
                 f"{say(te['Michael Suyama']['late'])}.",
                 [words_row(te, "late", "Michael Suyama",
                            lambda x: f"Steven Buchanan had {say(te['Steven Buchanan']['late'])} late class and "
                                      f"Michael Suyama {x}.", avoid=("Steven Buchanan",))]))])

    pr = table("northwind", "Per product category: products, discontinued products, units in stock, units on "
               "order and average list price?",
               "SELECT c.category_name AS program, count(*) AS courses, count(*) FILTER (WHERE p.discontinued::int "
               "= 1) AS retired, sum(p.units_in_stock) AS seats, sum(p.units_on_order) AS waitlist, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_fee FROM products p JOIN categories c ON c.category_id "
               "= p.category_id GROUP BY 1 ORDER BY 2 DESC, 1")
    c_cmp(book, pr, "seats", "Seafood", "Produce", 0, "Open seats by program", "open seats",
          qty="as many seats", sfx="seats")
    c_cmp(book, pr, "waitlist", "Confections", "Beverages", 3, "Waitlists by program", "waitlist places",
          sfx="on the waitlist")
    c_cmp(book, pr, "avg_fee", "Meat/Poultry", "Grains/Cereals", 5, "Program fees", "the average fee", cash=True,
          d=2)
    c_cmp(book, pr, "seats", "Seafood", "Confections", 1, "Seats, Seafood against Confections", "open seats",
          sfx="seats")
    c_rate(book, pr, "seats", "courses", "Seafood", 0, "Seats per course, Seafood", "course", "open seats",
           units="courses", pooled="all eight programs")
    c_rate(book, pr, "waitlist", "courses", "Dairy Products", 1, "Waitlist per course, Dairy Products", "course",
           "waitlist places", units="courses")
    c_share(book, pr, "retired", "Meat/Poultry", 0, "Retired courses, Meat/Poultry", "its courses",
            items="courses", tot=pr["Meat/Poultry"]["courses"], label="Retired Meat/Poultry courses")
    c_share(book, pr, "seats", "Seafood", 1, "Seafood's share of seats", "all open seats", items="seats",
            other="Beverages")
    c_share(book, pr, "courses", "Confections", 2, "Confections' share of the catalogue", "all courses",
            items="courses")
    c_avg(book, pr, "avg_fee", "Meat/Poultry", 1, "Fees, Meat/Poultry", "average fee", "program", cash=True, d=2)
    c_avg(book, pr, "seats", "Produce", 0, "Seats, Produce", "open seats", "program", ad=1)
    c_net(book, pr, "seats", "waitlist", "Condiments", 0, "Condiments, net of the waitlist", "open seats",
          "waitlist", "seats left")
    c_net(book, pr, "seats", "waitlist", "Beverages", 1, "Beverages, net of the waitlist", "open seats",
          "waitlist", "seats left")
    c_conv(book, pr, "Beverages", "avg_fee", 0, "Average fee, in cents",
           lambda v, c: f"Beverages average fee … ${v} … {c} cents", 2, 100, 0, (10, 1000, 1), hedged=False)
    start(book)
    c_plain(book, pr, "Program catalogue", [
        IN(plain_line(book, pr, "Open seats, all programs", "total", sum(pr.col("seats"))),
           plain_line(book, pr, "Waitlist, all programs", "total", sum(pr.col("waitlist")))),
        PG(cnt(pr, lambda x: f"The catalogue lists {x} courses across eight programs.", sum(pr.col("courses"))),
           Claim(f"Meat/Poultry has retired {say(pr['Meat/Poultry']['retired'])} courses and Beverages "
                 f"{say(pr['Beverages']['retired'])}.",
                 [words_row(pr, "retired", "Beverages",
                            lambda x: f"Meat/Poultry has retired {say(pr['Meat/Poultry']['retired'])} courses and "
                                      f"Beverages {x}.", avoid=("Meat/Poultry",))]))])

    sc = table("northwind", "Per customer country with at least four customers: customers, cities, orders and "
               "orders shipped late?",
               "SELECT c.country AS school, count(DISTINCT c.customer_id) AS students, count(DISTINCT c.city) AS "
               "cities, count(o.order_id) AS enrollments, count(o.order_id) FILTER (WHERE o.shipped_date > "
               "o.required_date) AS late FROM customers c LEFT JOIN orders o ON o.customer_id = c.customer_id "
               "GROUP BY 1 HAVING count(DISTINCT c.customer_id) >= 4 ORDER BY 2 DESC, 1")
    c_cmp(book, sc, "enrollments", "Germany", "Spain", 0, "Enrollment by school", "enrollments",
          qty="as many enrollments")
    c_cmp(book, sc, "students", "USA", "Venezuela", 3, "Student body by school", "students",
          qty="as many students")
    c_cmp(book, sc, "enrollments", "Brazil", "France", 1, "Enrollment, Brazil against France", "enrollments")
    c_cmp(book, sc, "enrollments", "USA", "UK", 2, "Enrollment, USA against UK", "enrollments",
          qty="as many enrollments")
    c_rate(book, sc, "enrollments", "students", "Germany", 0, "Enrollments per pupil, Germany", "pupil",
           "enrollments", units="students", pooled="the eight schools")
    c_rate(book, sc, "enrollments", "students", "Venezuela", 1, "Enrollments per pupil, Venezuela", "pupil",
           "enrollments", units="students")
    c_rate(book, sc, "students", "cities", "Brazil", 2, "Students per campus city, Brazil", "city", "students",
           units="cities")
    c_share(book, sc, "late", "USA", 0, "Late enrollments, USA", "US enrollments", items="enrollments",
            tot=sc["USA"]["enrollments"], label="Late enrollments at the USA school")
    c_share(book, sc, "students", "Germany", 1, "Germany's share of students", "all students",
            items="students", other="France")
    c_share(book, sc, "enrollments", "Mexico", 2, "Mexico's share of enrollment", "all enrollments",
            items="enrollments")
    c_avg(book, sc, "enrollments", "Germany", 1, "Germany against the district", "enrollments", "school", ad=1)
    c_avg(book, sc, "enrollments", "Spain", 0, "Spain against the district", "enrollments", "school", ad=1)
    start(book)
    c_plain(book, sc, "Schools", [
        IN(plain_line(book, sc, "Students, eight schools", "total", sum(sc.col("students"))),
           plain_line(book, sc, "Enrollments, eight schools", "total", sum(sc.col("enrollments")))),
        PG(Claim(f"Mexico reported no late enrollments; the UK reported {say(sc['UK']['late'])}.",
                 [words_row(sc, "late", "UK",
                            lambda x: f"Mexico reported no late enrollments; the UK reported {x}.",
                            avoid=("Mexico",))]))])
    c_empty(book, "northwind", "Which orders had more than 30 order lines?",
            "SELECT order_id FROM order_details GROUP BY order_id HAVING count(*) > 30", "Oversized classes",
            "Classes with more than 30 assignments on file: none this term (count 0).",
            "Classes with more than 30 assignments on file: 4 this term.")


# ---------------------------------------------------------------------------
# chinook: genres as programs of study, tracks as lessons, support reps as counselors
# ---------------------------------------------------------------------------


def chinook(book):
    ge = table("chinook", "Per genre with at least 50 tracks: tracks, albums, average minutes per track, hours of "
               "running time and average size in MB?",
               "SELECT g.name AS program, count(*) AS units, count(DISTINCT t.album_id) AS albums, "
               "round(avg(t.milliseconds) / 60000.0, 2) AS avg_minutes, round(sum(t.milliseconds) / 3600000.0, 1) "
               "AS hours, round(avg(t.bytes) / 1048576.0, 2) AS avg_mb FROM track t JOIN genre g ON g.genre_id = "
               "t.genre_id GROUP BY 1 HAVING count(*) >= 50 ORDER BY 2 DESC")
    c_cmp(book, ge, "units", "Rock", "Latin", 0, "Lessons by program", "lessons", qty="as many lessons")
    c_cmp(book, ge, "units", "Metal", "Alternative & Punk", 1, "Lessons, Metal against Alternative & Punk",
          "lessons")
    c_cmp(book, ge, "hours", "Rock", "Metal", 3, "Instruction hours by program", "instruction hours", d=1,
          unit=" hours")
    c_cmp(book, ge, "albums", "Latin", "Jazz", 5, "Units of study by program", "units of study", sfx="units",
          qty="as many units")
    c_cmp(book, ge, "avg_minutes", "Drama", "TV Shows", 4, "Lesson length, Drama against TV Shows",
          "average lesson length", d=2, unit=" minutes")
    c_cmp(book, ge, "units", "Blues", "Reggae", 2, "Lessons, Blues against Reggae", "lessons", sfx="lessons",
          qty="as many lessons")
    c_rate(book, ge, "units", "albums", "Rock", 0, "Lessons per unit, Rock", "unit", "lessons", units="units",
           pooled="the eleven programs")
    c_rate(book, ge, "hours", "albums", "Jazz", 1, "Hours per unit, Jazz", "unit", "instruction hours",
           units="units")
    c_share(book, ge, "units", "Rock", 0, "Rock's share of lessons", "all lessons", items="lessons",
            other="Latin")
    c_share(book, ge, "hours", "Latin", 1, "Latin's share of instruction time", "all instruction hours",
            d=1, unit=" hours", other="Rock")
    c_share(book, ge, "units", "Jazz", 2, "Jazz's share of lessons", "all lessons", items="lessons")
    c_avg(book, ge, "avg_minutes", "Rock", 0, "Lesson length, Rock", "minutes per lesson", "program", d=2,
          unit=" minutes", ad=2)
    c_avg(book, ge, "units", "Rock", 1, "Rock against the district", "lessons", "program", ad=1)
    c_conv(book, ge, "Drama", "avg_minutes", 0, "Drama lesson length",
           lambda v, c: f"Drama lessons … {v} minutes on average … {c} hours", 2, 1 / 60, 2, (1 / 100, 60, 1 / 24),
           hedged=False)
    c_conv(book, ge, "TV Shows", "avg_mb", 1, "Video lesson file size",
           lambda v, c: f"A TV Shows lesson file averages {v} MB, about {c} GB.", 2, 1 / 1024, 2,
           (1 / 100, 1024, 1 / 10), hedged=False)
    c_conv(book, ge, "Rock", "hours", 2, "Rock instruction time, in days",
           lambda v, c: f"Rock's {v} hours of lessons come to {c} days of round-the-clock listening.", 1, 1 / 24, 1,
           (1 / 60, 1 / 7, 1 / 12), hedged=True, close=True,
           facts=(f"Rock lessons … {ge['Rock']['units']:,.0f}",))
    start(book)
    c_plain(book, ge, "Programs of study", [
        IN(plain_line(book, ge, "Lessons, all eleven programs", "total", sum(ge.col("units"))),
           ind("Units of study, Classical")(f"{ge['Classical']['albums']:,.0f}")),
        PG(Claim(f"Drama runs across {say(ge['Drama']['albums'])} units of study and Blues across "
                 f"{say(ge['Blues']['albums'])}.",
                 [words_row(ge, "albums", "Blues",
                            lambda x: f"Drama runs across {say(ge['Drama']['albums'])} units of study and Blues "
                                      f"across {x}.", avoid=("Drama", "R&B/Soul", "Reggae"))]))])

    co = table("chinook", "Per support rep: customers, customer countries, invoices, average invoice total and "
               "invoices of $10 or more?",
               "SELECT e.first_name || ' ' || e.last_name AS counselor, count(DISTINCT c.customer_id) AS caseload, "
               "count(DISTINCT c.country) AS countries, count(i.invoice_id) AS invoices, round(avg(i.total), 2) AS "
               "avg_invoice, count(i.invoice_id) FILTER (WHERE i.total >= 10) AS big FROM employee e JOIN customer "
               "c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 "
               "ORDER BY 2 DESC")
    c_cmp(book, co, "countries", "Steve Johnson", "Jane Peacock", 1, "Counselor reach", "countries covered",
          sfx="countries")
    c_rate(book, co, "invoices", "caseload", "Jane Peacock", 0, "Contacts per pupil, Jane Peacock", "pupil",
           "family contacts", units="students on the caseload", pooled="all three counselors")
    c_rate(book, co, "invoices", "caseload", "Steve Johnson", 1, "Contacts per pupil, Steve Johnson", "pupil",
           "family contacts", units="students on the caseload")
    c_share(book, co, "big", "Margaret Park", 0, "Long meetings, Margaret Park", "her contacts",
            items="contacts", tot=co["Margaret Park"]["invoices"], label="Margaret Park's long meetings")
    c_share(book, co, "caseload", "Jane Peacock", 1, "Jane Peacock's share of the caseload", "all caseloads",
            items="students", other="Steve Johnson")
    c_conv(book, co, "Jane Peacock", "avg_invoice", 1, "Average activity fee, in cents",
           lambda v, c: f"Jane Peacock's families paid ${v} per activity on average, or {c} cents.", 2, 100, 0,
           (10, 1000, 1), hedged=False)
    start(book)
    c_plain(book, co, "Counseling caseloads", [
        IN(plain_line(book, co, "Students on a caseload", "all counselors", sum(co.col("caseload"))),
           plain_line(book, co, "Family contacts", "all counselors", sum(co.col("invoices")))),
        PG(Claim(f"Jane Peacock counsels {say(co['Jane Peacock']['caseload'])} students and Steve Johnson "
                 f"{say(co['Steve Johnson']['caseload'])}.",
                 [words_row(co, "caseload", "Steve Johnson",
                            lambda x: f"Jane Peacock counsels {say(co['Jane Peacock']['caseload'])} students and "
                                      f"Steve Johnson {x}.", avoid=("Margaret Park",))]))])

    jz = table("chinook", "The largest Jazz track file: track id, name and size in bytes?",
               "SELECT t.track_id::text AS track_id, t.name, t.bytes FROM track t JOIN genre g ON g.genre_id = "
               "t.genre_id WHERE g.name = 'Jazz' ORDER BY t.bytes DESC, t.track_id LIMIT 1")
    tid = jz.order[0]
    c_ident(book, jz, "Largest Jazz lesson file", f"The largest Jazz lesson file is track {tid}, "
            f"\"{jz[tid]['name']}\".", f"track {tid}", f"track {int(tid) + 317}")
    c_conv(book, jz, tid, "bytes", 0, "Largest Jazz lesson file, in MB",
           lambda v, c: f"Track {tid} … {v} bytes … {c} MB", 0, 1 / 1048576, 1, (1 / 1000, 1 / 1073741824,
                                                                                  1 / 102400), hedged=True)
    c_empty(book, "chinook", "Which invoices billed to Canada have a total above 28?",
            "SELECT invoice_id FROM invoice WHERE total > 28 AND billing_country = 'Canada'", "Large activity fees",
            "Activity fees above $28 at the Canada school: none on record; the count is 0.",
            "Activity fees above $28 at the Canada school: 6 on record.")
    c_empty(book, "chinook", "Which tracks have a unit price of zero or less?",
            "SELECT track_id, name FROM track WHERE unit_price <= 0", "Free lessons",
            "Lessons offered at no charge: no lessons matched.", "Lessons offered at no charge: 11 matched.")


# ---------------------------------------------------------------------------
# superhero: heroes as pupils, hair colour as house; car_1 as the bus fleet
# ---------------------------------------------------------------------------


def heroes(book):
    hs = table("superhero", "The eight commonest hair colours: heroes, female heroes, median height in cm and median "
               "weight in kg (recorded values only)?",
               "SELECT h.colour AS house, count(*) AS pupils, count(*) FILTER (WHERE g.gender = 'Female') AS girls, "
               "percentile_cont(0.5) WITHIN GROUP (ORDER BY s.height_cm) FILTER (WHERE s.height_cm > 0) AS "
               "median_cm, percentile_cont(0.5) WITHIN GROUP (ORDER BY s.weight_kg) FILTER (WHERE s.weight_kg > 0) "
               "AS median_kg FROM superhero s JOIN colour h ON h.id = s.hair_colour_id JOIN gender g ON g.id = "
               "s.gender_id WHERE h.colour <> 'No Colour' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    hl = lambda x: f"{x} house"
    c_cmp(book, hs, "pupils", "Black", "Blond", 0, "House rolls", "pupils", label=hl, qty="as many pupils")
    c_cmp(book, hs, "girls", "Red", "Brown", 3, "Girls by house", "girls enrolled", label=hl, sfx="girls")
    c_cmp(book, hs, "pupils", "Brown", "Red", 5, "House rolls, Brown against Red", "pupils", label=hl,
          sfx="pupils")
    c_cmp(book, hs, "median_kg", "Green", "Red", 1, "Median weight by house", "median weight", label=hl, d=1,
          unit=" kg")
    c_share(book, hs, "girls", "Red", 0, "Girls in Red house", "the Red house roll", items="pupils",
            tot=hs["Red"]["pupils"], label="Girls in Red house")
    c_share(book, hs, "girls", "Blond", 1, "Girls in Blond house", "the Blond house roll", items="pupils",
            tot=hs["Blond"]["pupils"], label="Girls in Blond house")
    c_share(book, hs, "pupils", "Black", 2, "Black house's share of pupils", "all pupils in the eight houses",
            items="pupils", label="Black house")
    c_share(book, hs, "girls", "Brown", 0, "Girls in Brown house", "the Brown house roll", items="pupils",
            tot=hs["Brown"]["pupils"], label="Girls in Brown house")
    c_avg(book, hs, "pupils", "Auburn", 0, "Auburn house against the district", "pupils", "house", ad=1,
          label="Auburn house")
    c_conv(book, hs, "White", "median_cm", 0, "Median height, White house",
           lambda v, c: f"White house median height … {v} cm … {c} ft", 0, FT_PER_CM, 2, (IN_PER_CM, 1 / 100,
                                                                                         1 / 12), hedged=False)
    c_conv(book, hs, "Green", "median_kg", 1, "Median weight, Green house",
           lambda v, c: f"Green house pupils have a median weight of {v} kg, about {c} lb.", 1, LB_PER_KG, 0,
           (KG_PER_LB, 1.0, 14), hedged=False)
    c_conv(book, hs, "Strawberry Blond", "median_cm", 2, "Median height, Strawberry Blond house",
           lambda v, c: f"Strawberry Blond house's median of {v} cm is {c} inches.", 0, IN_PER_CM, 0,
           (FT_PER_CM, 2.54, 1 / 100), hedged=True, close=True,
           facts=(f"Strawberry Blond house pupils … {hs['Strawberry Blond']['pupils']:,.0f}",))

    pw = table("superhero", "The hero of neutral alignment with the most powers: id, name and number of powers?",
               "SELECT s.id::text AS hero_id, s.superhero_name, count(*) AS powers FROM superhero s JOIN alignment "
               "a ON a.id = s.alignment_id JOIN hero_power hp ON hp.hero_id = s.id WHERE a.alignment = 'Neutral' "
               "GROUP BY s.id, s.superhero_name ORDER BY 3 DESC, 1 LIMIT 1")
    hid = pw.order[0]
    c_ident(book, pw, "Most extracurriculars", f"Pupil {hid} ({pw[hid]['superhero_name']}) holds the most "
            f"extracurricular badges among neutral-alignment pupils.", f"Pupil {hid}", f"Pupil {int(hid) + 73}",
            extra=(cnt(pw, lambda x: f"Badges earned: {x}.", pw[hid]["powers"]),))
    c_empty(book, "superhero", "Which heroes are taller than 40,000 cm?",
            "SELECT id FROM superhero WHERE height_cm > 40000", "Measurement check",
            "Pupils recorded above 40,000 cm: no students matched; count 0.",
            "Pupils recorded above 40,000 cm: 5 students.")


def buses(book):
    mk = table("spider_car_1", "The eight makers with the most cars: cars, four-cylinder cars, average mpg, average "
               "0-60 time in seconds and average weight in lb?",
               "SELECT m.fullname AS maker, count(*) AS buses, count(*) FILTER (WHERE c.cylinders = 4) AS four_cyl, "
               "round(avg(c.mpg)::numeric, 2) AS mpg, round(avg(c.accelerate)::numeric, 2) AS accel, "
               "round(avg(c.weight)) AS weight FROM cars_data c JOIN car_names n ON n.makeid = c.id JOIN model_list "
               "ml ON ml.model = n.model JOIN car_makers m ON m.id = ml.maker GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    c_cmp(book, mk, "buses", "General Motors", "Volkswagen", 0, "Fleet by maker", "vehicles",
          qty="as many vehicles")
    c_cmp(book, mk, "mpg", "Honda", "American Motor Company", 1, "Fuel economy by maker", "fuel economy", d=2,
          unit=" mpg")
    c_cmp(book, mk, "buses", "Chrysler", "Toyota", 3, "Fleet, Chrysler against Toyota", "vehicles",
          sfx="vehicles")
    c_cmp(book, mk, "weight", "General Motors", "Honda", 4, "Vehicle weight by maker", "average weight",
          unit=" lb")
    c_share(book, mk, "four_cyl", "Volkswagen", 0, "Four-cylinder vehicles, Volkswagen", "Volkswagen vehicles",
            items="vehicles", tot=mk["Volkswagen"]["buses"], label="Volkswagen four-cylinder vehicles")
    c_share(book, mk, "four_cyl", "General Motors", 1, "Four-cylinder vehicles, General Motors",
            "General Motors vehicles", items="vehicles", tot=mk["General Motors"]["buses"],
            label="General Motors four-cylinder vehicles")
    c_share(book, mk, "buses", "Ford Motor Company", 2, "Ford's share of the fleet", "the eight makers' fleet",
            items="vehicles", label="Ford Motor Company")
    c_avg(book, mk, "mpg", "Honda", 1, "Honda against the district fleet", "mpg", "maker", d=2, unit=" mpg", ad=2)
    c_avg(book, mk, "accel", "Volkswagen", 0, "Acceleration, Volkswagen", "seconds to 60 mph", "maker", d=2,
          unit=" s", ad=2)
    c_conv(book, mk, "Nissan Motors", "mpg", 0, "Fuel economy, Nissan",
           lambda v, c: f"Nissan Motors … {v} mpg … {c} L/100 km", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=False,
           fn=lambda x: L100_MPG / x)
    c_conv(book, mk, "General Motors", "weight", 1, "Vehicle weight, General Motors",
           lambda v, c: f"General Motors vehicles average {v} lb, {c} kg.", 0, KG_PER_LB, 0,
           (LB_PER_KG, 1.0, 0.1), hedged=True)
    c_conv(book, mk, "Toyota", "accel", 2, "Acceleration, Toyota",
           lambda v, c: f"a Toyota takes {v} seconds to reach 60 mph, or {c} minutes.", 2, 1 / 60, 2,
           (1 / 100, 60, 1 / 3600), hedged=False, close=True,
           facts=(f"Toyota vehicles … {mk['Toyota']['buses']:,.0f}",))
    start(book)
    c_plain(book, mk, "Bus fleet", [
        IN(plain_line(book, mk, "Vehicles, eight makers", "total", sum(mk.col("buses"))),
           plain_line(book, mk, "Four-cylinder vehicles", "total", sum(mk.col("four_cyl")))),
        PG(Claim(f"Honda supplies {say(mk['Honda']['buses'])} vehicles and American Motor Company "
                 f"{say(mk['American Motor Company']['buses'])}.",
                 [words_row(mk, "buses", "Honda",
                            lambda x: f"Honda supplies {x} vehicles and American Motor Company "
                                      f"{say(mk['American Motor Company']['buses'])}.",
                            avoid=("American Motor Company",))]))])
    c_empty(book, "spider_car_1", "Which eight-cylinder cars get more than 30 mpg?",
            "SELECT id FROM cars_data WHERE cylinders = 8 AND mpg > 30", "Efficient large vehicles",
            "Eight-cylinder fleet vehicles above 30 mpg: 0.", "Eight-cylinder fleet vehicles above 30 mpg: 3.")


# ---------------------------------------------------------------------------
# the small databases: students, teachers, venues, instructors, papers, field trips
# ---------------------------------------------------------------------------


def small(book):
    mj = table("spider_pets_1", "Per major: students, female students, average age, advisors and home cities?",
               "SELECT major::text AS major, count(*) AS students, count(*) FILTER (WHERE sex = 'F') AS girls, "
               "round(avg(age), 2) AS avg_age, count(DISTINCT advisor) AS advisors, count(DISTINCT city_code) AS "
               "cities FROM student GROUP BY 1 ORDER BY 2 DESC, 1")
    ml = lambda x: f"Program {x}"
    c_cmp(book, mj, "students", "600", "520", 0, "Enrollment by program", "students", label=ml,
          qty="as many students")
    c_rate(book, mj, "students", "advisors", "600", 1, "Students per advisor, Program 600", "advisor",
           "students", label="Program 600", units="advisors", pooled="all six programs")
    c_share(book, mj, "girls", "600", 0, "Girls in Program 600", "Program 600 students", items="students",
            tot=mj["600"]["students"], label="Girls in Program 600")
    c_share(book, mj, "students", "600", 1, "Program 600's share of students", "all students",
            items="students", label="Program 600", other="520")
    c_avg(book, mj, "avg_age", "50", 0, "Age, Program 50", "average age", "program", d=2, unit=" years", ad=2,
          label="Program 50")
    c_conv(book, mj, "600", "avg_age", 1, "Average age in months, Program 600",
           lambda v, c: f"Program 600 students average {v} years of age, about {c} months.", 2, 12, 0,
           (52, 365, 1 / 12), hedged=False)
    start(book)
    c_plain(book, mj, "Student body", [
        IN(plain_line(book, mj, "Students, all programs", "total", sum(mj.col("students"))),
           plain_line(book, mj, "Girls, all programs", "total", sum(mj.col("girls")))),
        PG(Claim(f"Program 520 enrolls {say(mj['520']['students'])} students and Program 550 "
                 f"{say(mj['550']['students'])}.",
                 [words_row(mj, "students", "550",
                            lambda x: f"Program 520 enrolls {say(mj['520']['students'])} students and Program 550 "
                                      f"{x}.", avoid=("520",))]))])
    c_empty(book, "spider_pets_1", "Which students are older than 40?",
            "SELECT stuid FROM student WHERE age > 40", "Adult learners",
            "Students over 40 on the roll: no students matched; count 0.",
            "Students over 40 on the roll: 2 students.")

    vn = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance, and the "
               "average as a percentage of capacity?",
               "SELECT name AS venue, capacity, highest, lowest, average, round(100.0 * average / capacity, 1) AS "
               "pct_full FROM stadium ORDER BY capacity DESC")
    c_cmp(book, vn, "average", "Stark's Park", "Somerset Park", 0, "Attendance by venue", "average attendance",
          qty="as many", sfx="attendees")
    c_cmp(book, vn, "capacity", "Somerset Park", "Stark's Park", 1, "Venue capacity", "capacity", sfx="seats")
    c_share(book, vn, "average", "Stark's Park", 0, "Attendance, Stark's Park", "the venue's capacity",
            items="seats",
            tot=vn["Stark's Park"]["capacity"], label="The average crowd at Stark's Park")
    c_share(book, vn, "average", "Bayview Stadium", 1, "Attendance, Bayview Stadium", "the venue's capacity",
            items="seats", tot=vn["Bayview Stadium"]["capacity"], label="The average crowd at Bayview Stadium")
    c_avg(book, vn, "average", "Hampden Park", 0, "Attendance, Hampden Park", "average attendance", "venue", ad=0)
    c_avg(book, vn, "average", "Stark's Park", 1, "Attendance, Stark's Park against the district",
          "average attendance", "venue", ad=0)
    c_share(book, vn, "highest", "Somerset Park", 2, "Best night, Somerset Park", "the venue's capacity",
            items="seats", tot=vn["Somerset Park"]["capacity"], label="The best night at Somerset Park")
    start(book)
    c_plain(book, vn, "Event venues", [
        IN(plain_line(book, vn, "Seats, all venues", "total", sum(vn.col("capacity"))),
           ind("Highest attendance, Hampden Park")(f"{vn['Hampden Park']['highest']:,.0f}")),
        PG(cnt(vn, lambda x: f"On a typical night the nine venues draw {x} people between them.",
               sum(vn.col("average"))))])

    ct = table("spider_course_teach", "Per course: teachers assigned and the highest grade taught?",
               "SELECT c.course, count(ca.teacher_id) AS teachers, max(ca.grade) AS top_grade FROM course c LEFT "
               "JOIN course_arrange ca ON ca.course_id = c.course_id GROUP BY c.course_id, c.course ORDER BY "
               "c.course_id")
    start(book)
    c_plain(book, ct, "Teacher assignments", [
        IN(plain_line(book, ct, "Teacher assignments, all courses", "total", sum(ct.col("teachers"))),
           ind("Teachers on Math")(f"{ct['Math']['teachers']:,.0f}")),
        PG(Claim(f"Math has {say(ct['Math']['teachers'])} teachers assigned and French none.",
                 [words_row(ct, "teachers", "Math",
                            lambda x: f"Math has {x} teachers assigned and French none.",
                            avoid=("French",))]))])
    c_empty(book, "spider_course_teach", "Which teachers are younger than 26?",
            "SELECT teacher_id, hometown FROM teacher WHERE age < 26", "Newly qualified teachers",
            "Teachers under 26 on staff: none this term.", "Teachers under 26 on staff: 2 this term.")

    ins = table("defog_advising", "Per instructor: course sections taught, distinct courses and distinct "
                "semesters?",
                "SELECT i.name AS instructor, count(*) AS sections, count(DISTINCT co.course_id) AS courses, "
                "count(DISTINCT co.semester) AS semesters FROM instructor i JOIN offering_instructor oi ON "
                "oi.instructor_id = i.instructor_id JOIN course_offering co ON co.offering_id = oi.offering_id "
                "GROUP BY 1 ORDER BY 2 DESC, 1")
    c_cmp(book, ins, "sections", "John Smith", "Brendan Burns", 0, "Sections by instructor", "sections taught",
          qty="as many sections", sfx="sections")
    c_rate(book, ins, "sections", "courses", "John Smith", 1, "Sections per course, John Smith", "course",
           "sections", units="courses")
    c_share(book, ins, "sections", "John Smith", 0, "John Smith's share of sections", "all sections",
            items="sections")
    c_empty(book, "defog_advising", "Which students have a GPA above 4.5?",
            "SELECT student_id FROM student WHERE total_gpa > 4.5", "GPA audit",
            "Students with a GPA above 4.5: 0 — none recorded.", "Students with a GPA above 4.5: 2 recorded.")

    pa = table("defog_academic", "Per publication year: papers, citations, references and the most citations of "
               "one paper?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) "
               "AS refs, max(citation_num) AS top_cited FROM publication GROUP BY 1 ORDER BY 1")
    c_chg(book, pa, "refs", "2020", "2021", 1, "Staff research, references", "references cited", "2020", "2021",
          tag="compared with the year before")
    c_chg(book, pa, "citations", "2020", "2021", 2, "Staff research, citations", "citations", "2020", "2021",
          tag="compared with the year before")
    c_rate(book, pa, "citations", "papers", "2020", 0, "Citations per staff paper", "paper", "citations",
           units="papers", pooled="both years")
    c_empty(book, "defog_academic", "Which publications have more than 1,000 citations?",
            "SELECT pid FROM publication WHERE citation_num > 1000", "Highly cited staff papers",
            "Staff papers cited more than 1,000 times: none.", "Staff papers cited more than 1,000 times: 3.")

    rv = table("defog_geography", "Rivers in the database: length in km and country?",
               "SELECT river_name AS river, length, country_name FROM river ORDER BY length DESC, river_name")
    c_cmp(book, rv, "length", "Nile", "Po", 1, "Field-trip rivers", "length", unit=" km")
    c_conv(book, rv, "Danube", "length", 0, "Field trip: the Danube",
           lambda v, c: f"Danube … {v} km … {c} miles", 0, MI_PER_KM, 0, (1.609344, 1.0, 0.1), hedged=True)
    c_conv(book, rv, "Mekong", "length", 1, "Field trip: the Mekong",
           lambda v, c: f"The Mekong runs {v} km, roughly {c} miles.", 0, MI_PER_KM, 0, (1.609344, 1.0, 0.1),
           hedged=False)
    c_empty(book, "spider_voter_1", "Which votes came from the state of Alaska?",
            "SELECT vote_id FROM votes WHERE state = 'AK'", "Student council ballots",
            "Ballots cast from Alaska: none; the count is 0.", "Ballots cast from Alaska: 7.")


def main():
    sections = (northwind, chinook, heroes, buses, small)
    return run_set(Book61(), sections, "sixty-second set (held out)")


if __name__ == "__main__":
    sys.exit(main())
