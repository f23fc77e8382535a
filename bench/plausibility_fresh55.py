#!/usr/bin/env python3
"""
plausibility_fresh55.py — a fifty-sixth labelled set for check_answer,
written held out, development since its misses were read: answers laid out as
an official statistics bulletin, the way a national statistics office or a
central bank publishes a release (ONS, BLS, Eurostat style), over tables
spread across the databases bench/plausibility.sh loads: northwind (orders,
freight, late orders and high-freight orders per quarter of 1997; orders,
customers, net sales and units per year; customers and orders per customer
country; suppliers, products and average list price per supplier country;
units, net sales and discounted lines per category in 1997; the order with
the largest net value), chinook (tracks, hours and albums per genre;
customers, invoices and revenue per billing country; invoices and revenue per
quarter of 2023; albums and tracks per artist; the customer with the largest
spend), BIRD's superhero (heroes, heights, weights and villains per
publisher; heroes per eye colour; attribute scores; the tallest hero),
Spider's car_1 (cars, fuel economy, horsepower and displacement per model
year; countries and makers per continent; the heaviest car), defog-dev's
geography (state population, area and density; river lengths per country;
mountain altitudes), atis (flights, flying time and flights with stops per
departure airport; fares per fare basis; ground transport fares), academic
(papers and citations per year), advising (courses and workload per
department) and Spider's concert_singer (concerts per year), pets_1 (pet
weights and ages per type), battle_death (ships lost per battle), tvshow
(episodes, ratings and viewers per air month), course_teach (teachers per
hometown) and voter_1 (votes per state), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx()). The writing is
the statistical release the other sets lack: a release-style headline
("Freight costs rose in the fourth quarter"), a "Main points" list, short
paragraphs in the bulletin's register ("increased by 2.3% compared with the
previous quarter", "accounted for 41.2% of the total", "around three in
ten", "per head", "down 1.4 percentage points", an index with a base period
set to 100, "not seasonally adjusted", "provisional"), a "Figure 1 shows..."
reference with a small markdown table, and a "Things you need to know about
this release" or "Notes" section that restates a figure in another unit or
rounding ("617.1 thousand", "$0.62 million", "3.3 days (about 80 hours)");
British spelling in some releases and US spelling in others ("per cent"
beside "%"), comparisons between named rows, period-on-period changes,
per-unit figures, shares, unit conversions said beside the original (days
and hours, minutes and hours, kg and lb, cm and feet, km and miles, metres
and feet, sq km and sq miles, mpg and litres per 100 km, cubic inches and
litres), zero for an empty result ("no ... were recorded in the period"),
identifiers with digits (order, customer, hero and car numbers), digits and
number words mixed, approximations, in ordinary English number formatting.
Shapes, as in bench/plausibility_fresh4.py (whose helpers this set reuses,
with fresh7's, fresh10's, fresh29's, fresh41's to fresh47's, fresh50's,
fresh52's and fresh54's layout of shapes):
  comparison  two named rows: multiples, ratios "to one", margins, percent
              ahead and behind, one as a share of the other
  change      period on period, signed in percent, hedged, in absolute
              terms, as a fraction in words, as a multiple, as an index
              with the first period at 100, a rate's move in percentage
              points
  per_unit    totals over counts ("per head", "per order"), the blended
              rate, one row against the average (in percent, as a multiple,
              as a margin), shares (percent, fractions, "one in every N",
              "around three in ten"), a rate over a population, rates
              compared
  conversion  days/hours, minutes/hours, kg/lb, cm/feet, km/miles, m/feet,
              sq km/sq miles, mpg/L per 100 km, cubic inches/litres, a
              figure restated in thousands or millions
  zero_ident  zero for an empty result ("no ... were recorded in the
              period"), identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer, as fresh52's to
fresh54's do (the neighbouring row's value, a real value in the wrong role,
a false multiple, fraction or bound, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, a figure off by more than the rounding shown, a restated figure
far off, a relative change given as percentage points). A twin is kept only
when its figure is far from the true value (fresh4's rules) and, unless it
is a real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, off
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import in_ten, to_one
from plausibility_fresh45 import ear_mult, every
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import again, hedge, mult, nbr_fn, off_f, off_r, pct_s, per_s, plain_off, ptw, sgn, \
    words_row
from plausibility_fresh52 import En as En52, conv_claim, _cl

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.2808399
SQMI_PER_SQKM = 0.386102159
L100_MPG = 235.214583
L_PER_CUIN = 0.016387064


class En(En52):
    """fresh52's En: English formatting; "per cent" in about half of the British releases, "%" elsewhere."""

    def __init__(self, k=0, sym="$"):
        super().__init__(k, sym)
        self.pf = "{x} per cent" if k % 4 == 2 else "{x}%"


def uk(k):
    """Whether release k is written in British spelling."""
    return (k // 2) % 2 == 0


def sp(k, brit, us):
    return brit if uk(k) else us


# ---------------------------------------------------------------------------
# the release: a headline, "Main points", paragraphs, a figure with its table, notes
# ---------------------------------------------------------------------------

TITLE = ["**{t}**", "## {t}", "{t}", "### {t}", "# {t}", "**{t}**\n_Statistical bulletin_",
         "Statistical release — {t}", "## {t}\n\n_Official statistics_"]
MAIN = ["Main points", "**Main points**", "### Main points", "Main points:", "Highlights", "**Key points**"]
NOTES = ["Things you need to know about this release", "**Things you need to know about this release**",
         "Notes", "**Notes**", "### Notes", "Technical note"]
LEADS = {"effect": ["", "In context, the figures are not seasonally adjusted. ", "",
                    "Estimates for the latest period are provisional. "],
         "cause": ["", "The movement reflects changes in the underlying records. ", ""],
         "crit": ["", "For comparison, ", "", "Against the wider series, "],
         "obs": ["", "", "Latest estimates show that ", "The figures show the following. "]}
STAMP = ["", "These figures are not seasonally adjusted.", "", "Figures may not sum because of rounding.",
         "", "This is an official statistic; estimates for the latest period are provisional and may be revised.",
         "", "Source: administrative records, not seasonally adjusted.", "",
         "Next release: to be announced."]
FIGSAY = ["Figure {n} shows the underlying figures.", "Figure {n} sets out the figures for the period.",
          "The figures are shown in Figure {n}.", "Figure {n} shows the estimates used in this release."]


def suf_(c, s):
    """The claim with s after its text and after each of its twins' texts."""
    c = _cl(c)
    c.text = c.text + s
    c.wrongs = [(r, x + s) for r, x in c.wrongs]
    return c


def _row(x):
    i = x.rfind(": ")
    return f"| {x[:i]} | {x[i + 2:]} |"


def tab_(c):
    """A "Label: value" claim as a table row."""
    c = _cl(c)
    c.text = "\n" + _row(c.text)
    c.wrongs = [(r, "\n" + _row(x)) for r, x in c.wrongs]
    return c


def P(*cs):
    return ("para", None, [_cl(c) for c in cs if c is not None])


def H(head, *cs):
    cs = [_cl(c) for c in cs if c is not None]
    return ("head", head, cs) if cs else None


def BX(*items):
    """The key figures: label: value lines, each a claim."""
    return ("box", None, [_cl(x) for x in items if x is not None])


def NT(*cs):
    """A note restating a figure, for the notes section."""
    cs = [_cl(c) for c in cs if c is not None]
    return ("note", None, cs) if cs else None


def end_(cs):
    """Sentence-end a run of claims: a full stop after the last unless it has one."""
    if cs and not cs[-1].text.rstrip().endswith((".", "!", "?")):
        suf_(cs[-1], ".")
    return cs


def _dot(c):
    """A "Label: value" line said as a sentence ("Label was value.")."""
    c = _cl(c)
    f = lambda x: (x[:x.rfind(": ")] + " stood at " + x[x.rfind(": ") + 2:]) if ": " in x else x
    c.text = f(c.text)
    c.wrongs = [(r, f(x)) for r, x in c.wrongs]
    return c


class Book55(Book10):
    """fresh10's Book10, with each answer laid out as a statistical release: a headline, then the key figures as
    "Main points" bullets, as a figure with a small table ("Figure 1 shows..."), as an opening paragraph, or as a
    notes section after the text; paragraphs in the bulletin's register; now and then a line on seasonal
    adjustment or revisions. None of the fixed text holds a figure of the result (a figure number only)."""

    def __init__(self):
        super().__init__()
        self.fn = 0

    def item(self, db, rid, shape, title, blocks, derived=True, max_twins=2):
        k = self.cases
        self.fn += 1
        fno = self.fn % 3 + 1
        lay = k % 4
        claims = []
        blocks = [b for b in blocks if b and b[2]]
        pre = pick(TITLE, k * 5 + 2).format(t=title)
        notes = [b for b in blocks if b[0] == "note"]
        blocks = [b for b in blocks if b[0] != "note"]
        box = [b for b in blocks if b[0] == "box"]
        rest = [b for b in blocks if b[0] != "box"]
        if lay == 1 and box:
            claims.append(Claim("\n\n" + pick(MAIN, k)))
            for b in rest:
                cs = [pre_(b[2][0], "\n- " + (pick(LEADS[b[1]], k * 3) if b[0] == "head" else ""))] + b[2][1:]
                claims += end_(cs)
            claims.append(Claim("\n\n" + pick(FIGSAY, k).format(n=fno)))
            claims.append(Claim(f"\n\nFigure {fno}: {title}\n\n| Measure | Estimate |\n|---|---:|"))
            claims += [tab_(c) for c in box[0][2]]
            rest = []
        else:
            if box and lay == 0:
                claims.append(Claim("\n\n" + pick(MAIN, k)))
                claims += [pre_(c, "\n- ") for c in box[0][2]]
            elif box and lay == 3:
                cs = [_dot(c) for c in box[0][2]]
                cs = [pre_(cs[0], "\n\n" + pick(["In the period, ", "In the latest period, ",
                                                 "On the latest estimates, "], k))] + [pre_(c, "; ") for c in cs[1:]]
                claims += end_(cs)
        for b in rest:
            kd, hd, cs = b
            h = pick(LEADS[hd], k * 3 + len(hd)) if kd == "head" else ""
            cs = [pre_(cs[0], "\n\n" + h)] + cs[1:]
            claims += end_(cs)
        if (box and lay == 2) or notes:
            claims.append(Claim("\n\n" + pick(NOTES, k * 3 + 1)))
            if box and lay == 2:
                claims += [pre_(c, "\n- ") for c in box[0][2]]
            for b in notes:
                cs = [pre_(b[2][0], "\n- ")] + b[2][1:]
                claims += end_(cs)
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        st = pick(STAMP, k * 7 + 2)
        post = f"\n\n_{st}_" if st and k % 3 == 0 else (f"\n\n{st}" if st else "")
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


def box_first(k, box, blocks):
    """The key figures first in most releases, after the first paragraph now and then."""
    blocks = [b for b in blocks if b]
    if not box:
        return blocks
    return blocks[:1] + [box] + blocks[1:] if k % 5 == 4 else [box] + blocks


def thou(t, F, v, k, tmpl, cash=False, unit=""):
    """A figure restated in thousands or millions ("617.1 thousand", "$0.62 million"), hedged; twin: the figure
    far off. None under a thousand."""
    a = abs(v)
    if a < 1000:
        return None
    if a >= 1e6 or (cash and a >= 2e5 and k % 2):
        sc, word = 1e6, "million"
    else:
        sc, word = 1e3, "thousand"
    x = v / sc
    d = 2 if abs(x) < 1 else 1
    xt, xd = fig(x, d)
    h = hedge(v, float(xt.replace(",", "")) * sc, k)
    body = lambda s: (F.cur(s) if cash else s) + f" {word}{unit}"
    f = lambda s: tmpl.format((h + " " if h else "") + body(s))

    def show(y):
        z = y / sc
        return F.w(z, xd), round(z, xd) * sc
    return Claim(f(xt), [off_r(t, F, "restated_contradicts", f, v, (1.6, 0.55, 2.2, 0.4, 2.9), show)])


def a_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", field=None,
          sym="$", more=()):
    """Two named units, the larger first, in five layouts; field labels the figure in the figures examined."""
    F = En(k, sym)
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
    fl = cap(field or noun.replace("of ", ""))
    fb = lambda x: f"{fl}, {B_}: {x}"
    box = BX(f"{fl}, {A_}: {S(va)}", Claim(fb(S(vb)), [nbr(fb)]))
    form = k % 5
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 0 and not mw:
        form = 1
    if form == 2 and not fw:
        form = 4
    if form == 3 and not tw:
        form = 1
    if form == 0:
        as_ = " as" if "times" in mw else ""
        c = Claim(f"{A_} recorded {mw}{as_} {B_}", [("false_bound", f"{A_} recorded {mbad}{as_} {B_}")])
        blocks = [P(c, pick(["in the period.", "over the latest period, not seasonally adjusted.",
                             "on the latest estimates."], k)),
                  H("effect", again(t, F, diff, k, "The gap between the two was {}.", cash, unit, role="off"))]
    elif form == 1:
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"{A_} was ahead of {B_} by {x},"
        f3 = lambda x: f"or {F.p(x)} higher than the figure for {B_}."
        blocks = [P(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, rel, beh, pd)]))]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{B_} stood at {x} of the level recorded for {A_}"
        f2 = lambda x: f"({F.p(x)})."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]),
                    Claim(f2(pt), [ptw(t, F, "complement", f2, s, 100 - s, pd),
                                   ptw(t, F, "share_of_pair", f2, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        blocks = [P(Claim(f"The ratio of {A_} to {B_} was {tw}.",
                          [("false_bound", f"The ratio of {A_} to {B_} was {tbad}.")])),
                  H("obs", mult(t, F, r, k, lambda x: f"Expressed as a multiple, {A_} stood at {x} the "
                                                      f"figure for {B_}."))]
    else:
        fmt, pt, pd, show = pct_s(F, rel, k)
        f1 = lambda x: f"{A_} was higher than {B_} by {fmt(x)}"
        f3 = lambda x: f"— a difference of {x}."
        blocks = [P(Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                       alts=[])]),
                    Claim(f3(S(diff)), [gap(f3)]))]
    book.item(t.db, t.rid, "comparison", title, box_first(k, box, blocks) + list(more))


def _move(book, F, t, v1, v2, nbr, k, title, noun, l1, l2, tag, cash, d, unit, are, field, more):
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    sg = sgn(up, k)
    ud = "up" if up else "down"
    be, was = ("are", "were") if are else ("is", "was")
    tg = f" {tag}" if tag else ""

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else F.w(wb, dd)), p, wb, dd, approx=approx, real=True,
                   alts=[])

    absd = lambda f, fs=(1.8, 0.5, 2.4, 0.35, 3.2): off_f(t, "off", f, abs(diff), fs, D(abs(diff)),
                                                          lambda x: W_(x, D(abs(diff))))
    fl = cap(field or noun)
    f1 = lambda x: f"{fl}, {l1}: {x}"
    box = BX(Claim(f1(S(v1)), [nbr(f1)]), f"{fl}, {l2}: {S(v2)}")
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} {was} {mw} the {l1} level", f"{noun} in {l2} {was} {mb} the {l1} level"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {be} {ud} {fr} on {l1}", f"{noun} {be} {ud} {fb} on {l1}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f2 = lambda y: f"{cap(noun)} {'increased' if up else 'decreased'} by {F.p(y)}{tg} compared with {l1},"
        f3 = lambda x: f"a change of {x}."
        blocks = [P(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
    elif form == 1:
        blocks = [P(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")]),
                    pick(["The series is not seasonally adjusted.",
                          "Estimates for the latest period are provisional.", "This continues the pattern of earlier periods."], k))]
        f2 = lambda y: f"The change on the earlier period was {sg}{F.p(y)}{tg}."
        blocks.append(H("obs", Claim(f2(pt), [base(f2)])))
    elif form == 2:
        fmt, ht, hd, show = pct_s(F, p, k)
        f5 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} by {fmt(x)} between {l1} and {l2}"
        blocks = [H("obs", Claim(f5(ht), [base(f5, True, show, hd)]),
                    again(t, F, abs(diff), k + 1, f"— {{}} {'more' if up else 'fewer' if not cash else 'less'}.",
                          cash, unit, role="off"))]
    else:
        f2 = lambda y: f"Change on {l1}: {sg}{F.p(y)}"
        box = BX(Claim(f1(S(v1)), [nbr(f1)]), f"{fl}, {l2}: {S(v2)}", Claim(f2(pt), [base(f2)]))
        blocks = [P(pick([f"This was {'an increase' if up else 'a decrease'} on the earlier period.",
                          "Figures are not seasonally adjusted.",
                          f"The series {'rose' if up else 'fell'} over the period."], k)),
                  H("obs", mult(t, F, v2 / v1, k, lambda x: f"{cap(l2)} stood at {x} the level of {l1}.")) if up and v2 / v1 >= 1.3
                  else H("effect", again(t, F, v2, k, f"{cap(l2)} ended at {{}}.", cash, unit))]
    if k % 3 == 0 and v1 > 0:
        idx = 100 * v2 / v1
        it, idd = fig(idx, 1)
        fi = lambda x: f"On an index with {l1} set to 100, {l2} stood at {x}."
        blocks.append(P(Claim(fi(it), [off_f(t, "off", fi, idx, (1.35, 0.7, 1.7, 0.5), idd, lambda x: F.w(x, idd))])))
    book.item(t.db, t.rid, "change", title, box_first(k, box, blocks) + list(more))


def a_pts(book, t, c_num, c_den, p1, p2, k, title, what, l1, l2, label=None, more=()):
    """A rate (c_num over c_den) in two periods (rows p1, p2), the move in percentage points; twins: the later
    rate's complement, the relative change given as points."""
    F = En(k)
    s1 = 100 * t[p1][c_num] / t[p1][c_den]
    s2 = 100 * t[p2][c_num] / t[p2][c_den]
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    s1t, s1d = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    pts = pick(["percentage points", "percentage points", "points"], k)
    f1 = lambda x: f"{cap(what)}, {l2}: {F.p(x)}"
    box = BX(f"{cap(what)}, {l1}: {F.p(s1t)}",
             Claim(f1(s2t), [off(t, "complement", f1(F.w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True, alts=[])]))
    f2 = lambda x: f"The rate was {'up' if up else 'down'} {x} {pts} on {l1}"
    c2 = Claim(f2(ppt), [off(t, "percent_as_points", f2(F.w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True,
                             alts=[]) if abs(abs(rel) - abs(pp)) > 0.3 else None])
    blocks = [P(c2, pick(["(not seasonally adjusted).", "over the period.", "on the latest estimates."], k))]
    iw, ib = in_ten(s2 / 100)
    if iw:
        blocks.append(H("effect", Claim(f"In {l2}, {iw} {label or 'records'} fell into this group.",
                                        [("false_bound", f"In {l2}, {ib} {label or 'records'} fell into this group.")])))
    book.item(t.db, t.rid, "change", title, box_first(k, box, blocks) + list(more))


def a_chg(book, t, col, p1, p2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          field=None, more=()):
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1, l2, tag,
          cash, d, unit, are, field, more)


def a_yoy(book, t, key, c1, c2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          field=None, more=()):
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, title, noun, l1, l2, tag, cash, d, unit,
          are, field, more)


def a_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           pooled=None, fmt=None, sym="$", field=None, more=()):
    """A total over a count for one unit; with pooled, the blended rate after it (twin: the simple mean of the
    rows' rates)."""
    F = En(k, sym)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_s(F, r, k, cash, sfx)
    box = BX(f"{cap(field or what)}, {name}: {St(tot)}", f"{cap(units)}: {int(cnt_):,}")
    if fmt:
        f1 = fmt
    elif k % 2 == 0:
        f1 = lambda x: f"This was equivalent to {x} per {unit} for {name}."
    else:
        f1 = lambda x: f"{cap(name)} recorded {x} per {unit}."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [H("obs", Claim(f1(pt), tw))]
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
        f = lambda x: f"Across {pooled} the overall rate was {x} per {unit}, so {name} was " \
                      f"{'above' if r > overall else 'below'} the overall rate."
        blocks.append(H("crit", Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od,
                                                  real=True, alts=[]) if ow(plain) != ot else None])))
    else:
        blocks.append(P(pick(["Rates are calculated from unrounded figures.", "The rate is not seasonally adjusted.",
                              "Rates are shown to the nearest unit published."], k)))
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, sym="$", field=None, more=()):
    """One unit's share of a total, in three layouts; twins: the complement, the share of the wrong total, a
    false fraction or bound or "one in every N"."""
    F = En(k, sym)
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
    ow, obad = every(s / 100) if items else (None, None)
    if ow:
        ow, obad = f"{ow} {items}", f"{obad} {items}"
    bw, bbad = bound_words(s / 100)
    tw_, tbad_ = in_ten(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    fl = cap(field or whole)
    f0 = lambda x: f"{cap(name)}: {x}"
    fs = lambda y: f"Share of total: {F.p(y)}"
    form = k % 3
    if form == 0:
        box = BX(Claim(f0(S(v)), [nbr(f0)]), f"Total: {S(Tt)}",
                 Claim(fs(st_), [ptw(t, F, "complement", fs, s, 100 - s, sd), wt(fs, sd)]))
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}") if bw else (f"{tw_} of {whole}", f"{tbad_} of {whole}") \
            if tw_ else (None, None)
        blocks = [P(Claim(f"{cap(name)} accounted for {gw}.",
                          [("false_bound", f"{cap(name)} accounted for {gb}.")]) if gw else None,
                    pick(["This is the largest single component.",
                          "Shares are calculated from unrounded figures.", "The balance is broadly unchanged."], k))]
    elif form == 1:
        box = BX(f"{fl}: {S(Tt)}", Claim(f0(S(v)), [nbr(f0)]))
        f2 = lambda y: f"{cap(name)} accounted for {F.p(y)} of {whole}"
        c2 = Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)])
        r = None
        if tw_:
            r = Claim(f"— {tw_}.", [("false_bound", f"— {tbad_}.")])
        elif fw:
            r = Claim(f"— {fw}.", [("false_bound", f"— {fbad}.")])
        blocks = [H("obs", c2, r)]
    else:
        fmt, pt, pd, show = pct_s(F, s, k)
        box = BX(Claim(f0(S(v)), [nbr(f0)]), f"{fl}: {S(Tt)}")
        f1 = lambda x: f"{cap(name)} made up {fmt(x)} of {whole}."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[])])
        r = (Claim(f"That is {bw} of {whole}.", [("false_bound", f"That is {bbad} of {whole}.")]) if bw else None) or \
            (Claim(f"Put another way, {ow}.", [("false_bound", f"Put another way, {obad}.")]) if ow else None)
        blocks = [H("obs", c1, r)]
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_exc(book, t, exc_col, pop_col, key, k, title, items, other=None, label=None, olabel=None, pooled=None,
          xlab="in this group", more=()):
    """Exceptions over a population ("10 of 156 orders (6.4%)"), then the rate against another unit's (as a
    multiple), as "one in every N", or against the blended rate of every unit; twins: the complement, the
    neighbouring row's count, a false multiple or "one in every N", the simple mean of the units' rates."""
    F = En(k)
    v, n = t[key][exc_col], t[key][pop_col]
    s = 100 * v / n
    st_, sd = fig(s, 1)
    name = label or key
    S, W_, D = F.shows(False, 0)
    vt = say(v) if v < 10 and k % 2 else S(v)
    fx = lambda a, p: f"{cap(xlab)}: {a} of {S(n)} {items} ({F.p(p)})"
    nb = nbr_of(t, key)
    tws = [ptw(t, F, "complement", lambda y: fx(vt, y), s, 100 - s, sd)]
    if nb and isinstance(t[nb][exc_col], float) and abs(t[nb][exc_col] - v) >= max(2, 0.2 * v):
        tws.append(("neighbour_row", fx(S(t[nb][exc_col]), st_)))
    box = BX(f"{cap(items)} in the period ({name}): {S(n)}", Claim(fx(vt, st_), tws))
    form = k % 3
    blocks = []
    if form == 0 and other:
        so = 100 * t[other][exc_col] / t[other][pop_col]
        ol = olabel or other
        r = s / so if so else 0
        if r >= 1.3:
            mw, mb = ear_mult(r, "the rate")
            if mw:
                c = Claim(f"The rate was {mw} recorded for {ol}.",
                          [("false_bound", f"The rate was {mb} recorded for {ol}.")])
            else:
                c = mult(t, F, r, k, lambda x: f"The rate was {x} that recorded for {ol}.")
        elif r and r <= 0.77:
            mw, mb = ear_mult(1 / r, "the rate")
            if mw:
                c = Claim(f"{ol} recorded {mw} seen here.", [("false_bound", f"{ol} recorded {mb} seen here.")])
            else:
                c = mult(t, F, 1 / r, k, lambda x: f"{ol} recorded {x} the rate seen here.")
        else:
            ot, od = F.pct_x(so)
            fo = lambda y: f"The rate for {ol} was {F.p(y)}."
            c = Claim(fo(ot), [ptw(t, F, "wrong_base", fo, so, 100 * t[other][exc_col] / n, od)
                               if abs(100 * t[other][exc_col] / n - so) > 0.25 * so else None])
        blocks.append(H("obs", pick(["By comparison:", "Across the other groups:", "For comparison:"], k), c))
    elif form == 1:
        ow, obad = every(s / 100)
        if ow:
            blocks.append(H("obs", Claim(f"{cap(ow)} {items} fell into this group.",
                                         [("false_bound", f"{cap(obad)} {items} fell into this group.")])))
        else:
            pw, pb = frac_q(s / 100)
            if pw:
                blocks.append(H("obs", Claim(f"{cap(pw)} of the {items} fell into this group.",
                                             [("false_bound", f"{cap(pb)} of the {items} fell into this group.")])))
    if pooled and (form == 2 or not blocks):
        ks = [x for x in t.order if isinstance(t[x][pop_col], float) and t[x][pop_col]]
        ov = 100 * sum(t[x][exc_col] for x in ks) / sum(t[x][pop_col] for x in ks)
        pl = sum(100 * t[x][exc_col] / t[x][pop_col] for x in ks) / len(ks)
        ot, od = F.pct_x(ov)
        f = lambda y: f"The rate across {pooled} was {F.p(y)}, so {name} was {'above' if s > ov else 'below'} the " \
                      f"overall rate."
        blocks.append(H("crit", Claim(f(ot), [ptw(t, F, "plain_as_weighted", f, ov, pl, od)
                                              if abs(pl - ov) > 0.15 * ov else None])))
    if not blocks:
        blocks.append(P(pick(["Rates are calculated from unrounded figures.",
                              "The figures are not seasonally adjusted."], k)))
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, sym="$",
          field=None, vlabel=None, more=()):
    """One unit against the average of the units: the gap in percent, as a multiple, or as a margin ("exceeds
    the average by $1,240")."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Average {field or noun} per {per}: {x}"
    box = BX(f"{cap(vlabel or name)}: {S(v)}", Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4),
                                                                Da(avg), lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"{name} stood at {x} the average {per}.")
    elif k % 3 == 2:
        g = abs(v - avg)
        Dg = Da(g)
        f2 = lambda x: f"{name} was {'above' if above else 'below'} the average by {x}."
        c2 = Claim(f2(Sa(g)), [off_f(t, "off", f2, g, (1.8, 0.5, 2.4, 0.35), Dg, lambda x: Wa(x, Dg))])
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} was {F.p(x)} {'above' if above else 'below'} the average {per}."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [H("obs", c2), P(pick(["The average is a simple mean across the groups shown.", "Figures are not "
                                    "seasonally adjusted.", "Averages are calculated from unrounded figures."], k))]
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), lead="obs", more=()):
    """A figure with its conversion beside it, as a line of the figures examined or in the observation; second:
    (fmt, src_d, factor, dst_d, bads, hedged) for a second conversion of the same figure."""
    F = En(k)
    v = t[key][col]
    c1 = conv_claim(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_claim(t, F, v, k + 1, *second) if second else None
    if k % 2:
        blocks = [BX(*facts, c1), H("effect", c2) if c2 else
                  P(pick(["Conversions use standard factors.", "Converted figures are rounded independently.",
                          "Figures may not sum because of rounding."], k))]
    else:
        blocks = [BX(*facts) if facts else None, H(lead, c1) if lead else P(c1), P(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", title, [b for b in blocks if b] + list(more))


def a_empty(book, db, question, sql, title, ack, bad, extra=(), more=()):
    """An empty result ("no exceptions were noted"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", title, [H("obs", Claim(ack, [("count_over_empty", bad)]), *extra)]
              + list(more), derived=False)


def a_ident(book, t, title, text, good, bad, extra=(), box=None, more=()):
    """A record's identifier (an order, invoice, hero or document number); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", title,
              [box, H("obs", Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0,
                                                 exact=True)]), *extra)] + list(more), derived=False)


def a_plain(book, t, title, blocks):
    book.item(t.db, t.rid, "plain", title, [b for b in blocks if b], derived=False)


def cnt_line(t, fmt, v):
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, En(), fmt, v)])


# ---------------------------------------------------------------------------
# northwind: orders, freight, sales, customers and suppliers
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    qf = table("northwind", "Per quarter of 1997: orders, freight, orders shipped late and orders with freight over "
               "$100?",
               "SELECT 'Q' || extract(quarter FROM order_date)::int AS quarter, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight, count(*) FILTER (WHERE shipped_date > required_date) "
               "AS late, count(*) FILTER (WHERE freight > 100) AS heavy FROM orders WHERE order_date >= '1997-01-01' "
               "AND order_date < '1998-01-01' GROUP BY 1 ORDER BY 1")
    Q = {"Q1": "the first quarter", "Q2": "the second quarter", "Q3": "the third quarter", "Q4": "the fourth quarter"}
    a_chg(book, qf, "freight", "Q1", "Q2", 0, "Freight costs rose in the second quarter of 1997", "freight costs",
          Q["Q1"], Q["Q2"], cash=True, d=2, are=True, field="Freight")
    a_chg(book, qf, "freight", "Q3", "Q4", 1, "Freight costs increased again in the fourth quarter", "freight costs",
          Q["Q3"], Q["Q4"], cash=True, d=2, are=True, field="Freight")
    a_chg(book, qf, "orders", "Q1", "Q4", 2, "Order volumes grew through 1997", "orders", Q["Q1"], Q["Q4"],
          are=True, field="Orders")
    a_chg(book, qf, "heavy", "Q1", "Q4", 3, "More high-freight orders at the end of 1997", "orders with freight over "
          "$100", Q["Q1"], Q["Q4"], are=True, field="Orders with freight over $100")
    a_pts(book, qf, "heavy", "orders", "Q1", "Q4", 0, "Share of high-freight orders, first and fourth quarters",
          "share of orders with freight over $100", Q["Q1"], Q["Q4"], label="orders")
    a_pts(book, qf, "late", "orders", "Q2", "Q4", 1, "Late shipments as a share of orders", "late shipment rate",
          Q["Q2"], Q["Q4"])
    a_rate(book, qf, "freight", "orders", "Q3", 2, "Freight per order in the third quarter", "order", "freight",
           cash=True, label="the third quarter", units="orders", pooled="the four quarters of 1997")
    a_rate(book, qf, "freight", "orders", "Q1", 3, "Freight per order, first quarter of 1997", "order", "freight",
           cash=True, label="the first quarter", units="orders")
    a_share(book, qf, "freight", "Q4", 0, "The fourth quarter's share of 1997 freight", "freight for the year",
            cash=True, d=2, label="The fourth quarter", other="Q3", field="Freight, 1997",
            more=[NT(thou(qf, En(0), sum(qf.col("freight")), 0, "Freight for the year was {}.", cash=True))])
    a_exc(book, qf, "late", "orders", "Q4", 1, "Late shipments in the fourth quarter", "orders", label="Q4",
          other="Q2", olabel="the second quarter", pooled="the four quarters", xlab="orders shipped late")
    a_exc(book, qf, "heavy", "orders", "Q3", 2, "High-freight orders in the third quarter", "orders", label="Q3",
          pooled="the four quarters", xlab="orders with freight over $100")
    a_cmp(book, qf, "freight", "Q4", "Q1", 0, "Fourth-quarter freight against the first quarter", "of freight",
          cash=True, d=2, qty="as much", label=lambda x: Q[x].replace("the f", "The f"), field="Freight")

    yr = table("northwind", "Per order year: orders, customers ordering, net sales and units sold?",
               "SELECT extract(year FROM o.order_date)::int::text AS year, count(DISTINCT o.order_id) AS orders, "
               f"count(DISTINCT o.customer_id) AS customers, round(sum({NET})::numeric, 2) AS net_sales, "
               "sum(od.quantity) AS units FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "GROUP BY 1 ORDER BY 1")
    F0 = En(1)
    a_chg(book, yr, "net_sales", "1996", "1997", 0, "Net sales rose sharply in 1997", "net sales", "1996", "1997",
          cash=True, d=2, are=True, field="Net sales",
          more=[NT(thou(yr, F0, yr["1997"]["net_sales"], 1, "Net sales in 1997 were {}.", cash=True))])
    a_chg(book, yr, "units", "1996", "1997", 1, "Units sold, 1996 to 1997", "units sold", "1996", "1997", are=True,
          field="Units sold",
          more=[NT(thou(yr, F0, yr["1997"]["units"], 2, "Units sold in 1997 were {}."))])
    a_chg(book, yr, "customers", "1996", "1997", 2, "More customers placed orders in 1997", "customers ordering",
          "1996", "1997", are=True, field="Customers ordering")
    a_rate(book, yr, "net_sales", "customers", "1997", 0, "Net sales per head of customer base, 1997", "customer",
           "net sales", cash=True, label="1997", units="customers ordering", pooled="the three years",
           fmt=lambda x: f"Net sales were {x} per head of customers ordering in 1997.")
    a_rate(book, yr, "net_sales", "orders", "1998", 1, "Average order value, 1998 (part year)", "order",
           "net sales", cash=True, label="1998", units="orders", pooled="the three years")
    a_rate(book, yr, "units", "orders", "1996", 2, "Units per order, 1996", "order", "units", label="1996",
           units="orders")
    a_share(book, yr, "net_sales", "1997", 1, "1997 accounted for the largest share of net sales", "net sales across "
            "the three years", cash=True, d=2, label="1997", other="1998", field="Net sales, all years")
    a_cmp(book, yr, "orders", "1997", "1996", 3, "Orders in 1997 against 1996", "orders", qty="as many orders",
          field="Orders")
    a_cmp(book, yr, "units", "1997", "1998", 1, "Units sold: 1997 and 1998", "units", qty="as many units",
          field="Units sold")

    cc = table("northwind", "Per customer country: customers and orders placed?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(o.order_id) AS orders "
               "FROM customers c LEFT JOIN orders o ON o.customer_id = c.customer_id GROUP BY 1 ORDER BY 2 DESC, 1")
    a_rate(book, cc, "orders", "customers", "Austria", 0, "Orders per customer highest in Austria", "customer",
           "orders", units="customers", pooled="all twenty-one countries",
           fmt=lambda x: f"Austria recorded {x} orders per head of customer base.")
    a_rate(book, cc, "orders", "customers", "France", 1, "Orders per customer, France", "customer", "orders",
           units="customers", pooled="all twenty-one countries")
    a_cmp(book, cc, "orders", "Germany", "UK", 0, "Orders from Germany and the UK", "orders",
          qty="as many orders", field="Orders")
    a_share(book, cc, "customers", "USA", 2, "Customers in the USA as a share of the total", "all customers",
            items="customers", label="The USA", other="France", field="Customers")
    a_avg(book, cc, "orders", "Brazil", 0, "Orders from Brazil above the country average", "orders", "country",
          ad=1, field="orders")
    a_cmp(book, cc, "customers", "France", "Spain", 2, "Customer counts: France and Spain", "customers",
          qty="as many customers", field="Customers")

    sp_ = table("northwind", "Per supplier country: suppliers, products and average list price?",
                "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(p.product_id) AS products, "
                "round(avg(p.unit_price)::numeric, 2) AS avg_price FROM suppliers s JOIN products p "
                "ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    a_cmp(book, sp_, "avg_price", "France", "USA", 1, "French products priced well above US products",
          "dollars", cash=True, d=2, qty="as much", field="Average list price")
    a_rate(book, sp_, "products", "suppliers", "Australia", 2, "Products per supplier, Australia", "supplier",
           "products", units="suppliers", pooled="all sixteen countries")
    a_share(book, sp_, "products", "USA", 0, "US suppliers' share of the product range", "all products",
            items="products", label="US suppliers", other="Germany", field="Products")
    a_avg(book, sp_, "avg_price", "Germany", 1, "German list prices against the country average", "list price",
          "country", cash=True, d=2, ad=2, field="list price", label="Germany")

    ct = table("northwind", "Per category in 1997: units sold, net sales, order lines with a discount and order "
               "lines?",
               f"SELECT c.category_name AS category, sum(od.quantity) AS units, round(sum({NET})::numeric, 2) "
               "AS net_sales, count(*) FILTER (WHERE od.discount > 0) AS discounted, count(*) AS lines "
               "FROM order_details od JOIN products p ON p.product_id = od.product_id JOIN categories c "
               "ON c.category_id = p.category_id JOIN orders o ON o.order_id = od.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 3 DESC")
    a_share(book, ct, "net_sales", "Dairy Products", 1, "Dairy products led 1997 net sales", "net sales in 1997",
            cash=True, d=2, other="Beverages", field="Net sales, all categories")
    a_exc(book, ct, "discounted", "lines", "Produce", 0, "Discounting least common in Produce", "order lines",
          other="Seafood", pooled="all eight categories", xlab="discounted lines")
    a_exc(book, ct, "discounted", "lines", "Confections", 1, "Discounted lines in Confections", "order lines",
          pooled="all eight categories", xlab="discounted lines")
    a_rate(book, ct, "net_sales", "units", "Meat/Poultry", 0, "Net sales per unit, Meat/Poultry", "unit",
           "net sales", cash=True, units="units sold", pooled="all eight categories")
    a_cmp(book, ct, "units", "Dairy Products", "Produce", 4, "Units sold: Dairy Products and Produce", "units",
          qty="as many units", field="Units sold")
    a_avg(book, ct, "net_sales", "Condiments", 2, "Condiments below the category average", "net sales",
          "category", cash=True, d=2, ad=2, field="net sales")
    a_cmp(book, ct, "net_sales", "Beverages", "Seafood", 2, "Beverages ahead of Seafood", "of net sales",
          cash=True, d=2, qty="as much", field="Net sales")

    a_chg(book, qf, "orders", "Q2", "Q3", 4, "Orders rose in the third quarter", "orders", Q["Q2"], Q["Q3"],
          are=True, field="Orders")
    a_chg(book, qf, "freight", "Q1", "Q4", 5, "Freight costs over 1997", "freight costs", Q["Q1"], Q["Q4"],
          cash=True, d=2, are=True, field="Freight")
    a_pts(book, qf, "heavy", "orders", "Q2", "Q3", 2, "High-freight share, second to third quarter",
          "share of orders with freight over $100", Q["Q2"], Q["Q3"], label="orders")
    a_rate(book, qf, "freight", "orders", "Q4", 1, "Freight per order, fourth quarter", "order", "freight",
           cash=True, label="the fourth quarter", units="orders", pooled="the four quarters of 1997")
    a_chg(book, yr, "orders", "1997", "1998", 3, "Orders in 1998 (part year)", "orders", "1997", "1998",
          are=True, field="Orders")
    a_rate(book, yr, "net_sales", "orders", "1996", 3, "Average order value, 1996", "order", "net sales",
           cash=True, label="1996", units="orders", pooled="the three years")
    a_rate(book, cc, "orders", "customers", "Germany", 2, "Orders per customer, Germany", "customer", "orders",
           units="customers", pooled="all twenty-one countries")
    a_cmp(book, cc, "orders", "USA", "Mexico", 3, "Orders from the USA and Mexico", "orders",
          qty="as many orders", field="Orders")
    a_exc(book, ct, "discounted", "lines", "Dairy Products", 2, "Discounted lines in Dairy Products",
          "order lines", other="Produce", pooled="all eight categories", xlab="discounted lines")
    a_rate(book, ct, "net_sales", "units", "Produce", 1, "Net sales per unit, Produce", "unit", "net sales",
           cash=True, units="units sold", pooled="all eight categories")
    a_share(book, ct, "units", "Confections", 2, "Confections' share of units sold", "units sold in 1997",
            items="units", other="Beverages", field="Units sold")
    a_rate(book, sp_, "products", "suppliers", "USA", 0, "Products per supplier, USA", "supplier", "products",
           label="the USA", units="suppliers", pooled="all sixteen countries")
    bo = table("northwind", "The order with the largest net value: order id, customer and net value?",
               f"SELECT o.order_id::text AS order_id, o.customer_id, round(sum({NET})::numeric, 2) AS net_value "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id GROUP BY 1, 2 ORDER BY 3 DESC, 1 "
               "LIMIT 1")
    oid = bo.order[0]
    a_ident(book, bo, "Largest single order of the series", f"Order {oid}, placed by customer "
            f"{bo[oid]['customer_id']}, was the largest order in the period.", f"Order {oid}",
            f"Order {int(oid) + 412}", extra=[f"Its net value was ${bo[oid]['net_value']:,.2f}."])
    a_empty(book, "northwind", "Which orders have a negative freight charge?",
            "SELECT order_id FROM orders WHERE freight < 0", "Negative freight charges",
            "No orders with a negative freight charge were recorded in the period.",
            "Fourteen orders with a negative freight charge were recorded in the period.")
    a_empty(book, "northwind", "Which order lines have a quantity of zero?",
            "SELECT order_id FROM order_details WHERE quantity <= 0", "Order lines with no units",
            "There were zero order lines with no units recorded.",
            "There were 23 order lines with no units recorded.")


# ---------------------------------------------------------------------------
# chinook: genres, countries, quarters, artists
# ---------------------------------------------------------------------------


def chinook(book):
    gn = table("chinook", "For the ten genres with the most tracks: tracks, hours of audio and albums?",
               "SELECT g.name AS genre, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 1) AS hours, "
               "count(DISTINCT t.album_id) AS albums FROM track t JOIN genre g ON g.genre_id = t.genre_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    a_share(book, gn, "tracks", "Rock", 0, "Rock accounted for over four in ten tracks", "tracks in the ten "
            "largest genres", items="tracks", other="Latin", field="Tracks, ten genres")
    a_conv(book, gn, "Rock", "hours", 0, "Rock catalogue running time",
           lambda v, c: f"Rock tracks ran to {v} hours in total, or {c} days.", 1, 1 / 24, 1, (1 / 60, 24, 1 / 7),
           hedged=True, facts=(f"Tracks: {gn['Rock']['tracks']:,.0f}",))
    a_conv(book, gn, "Drama", "hours", 1, "Drama running time",
           lambda v, c: f"Drama running time: {v} hours ({c} minutes)", 1, 60, 0, (100, 1 / 60, 24), hedged=True)
    a_rate(book, gn, "tracks", "albums", "Metal", 2, "Tracks per album, Metal", "album", "tracks", units="albums",
           pooled="the ten genres")
    a_cmp(book, gn, "hours", "TV Shows", "Jazz", 3, "TV Shows against Jazz by running time", "hours",
          unit=" hours", d=1, qty="as long", field="Hours of audio")
    a_cmp(book, gn, "tracks", "Latin", "Metal", 0, "Latin and Metal track counts", "tracks", qty="as many tracks",
          field="Tracks")
    a_avg(book, gn, "hours", "Classical", 2, "Classical running time below the genre average", "hours of audio",
          "genre", d=1, unit=" hours", ad=1, field="hours of audio")

    bc = table("chinook", "For the ten billing countries with the most revenue: customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 10")
    a_rate(book, bc, "revenue", "customers", "Chile", 0, "Revenue per head highest in Chile", "customer",
           "revenue", cash=True, units="customers", pooled="the ten countries",
           fmt=lambda x: f"Chile recorded revenue of {x} per head.")
    a_rate(book, bc, "revenue", "customers", "USA", 1, "Revenue per customer, USA", "customer", "revenue",
           cash=True, label="the USA", units="customers", pooled="the ten countries")
    a_cmp(book, bc, "revenue", "USA", "Canada", 2, "US revenue against Canada", "of revenue", cash=True, d=2,
          qty="as much", label=lambda x: "The USA" if x == "USA" else x, field="Revenue")
    a_share(book, bc, "revenue", "USA", 1, "The USA's share of revenue", "revenue in the ten countries",
            cash=True, d=2, label="The USA", other="Canada", field="Revenue, ten countries")
    a_rate(book, bc, "revenue", "invoices", "Germany", 2, "Revenue per invoice, Germany", "invoice", "revenue",
           cash=True, units="invoices")
    a_cmp(book, bc, "customers", "France", "Germany", 1, "Customers in France and Germany", "customers",
          qty="as many customers", field="Customers")

    qr = table("chinook", "Per quarter of 2023: invoices, revenue and invoices of $10 or more?",
               "SELECT 'Q' || extract(quarter FROM invoice_date)::int AS quarter, count(*) AS invoices, "
               "sum(total) AS revenue, count(*) FILTER (WHERE total >= 10) AS big FROM invoice "
               "WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 1")
    Q = {"Q1": "the first quarter", "Q2": "the second quarter", "Q3": "the third quarter", "Q4": "the fourth quarter"}
    a_chg(book, qr, "revenue", "Q1", "Q2", 0, "Revenue increased in the second quarter of 2023", "revenue",
          Q["Q1"], Q["Q2"], cash=True, d=2, field="Revenue")
    a_chg(book, qr, "revenue", "Q3", "Q4", 1, "Revenue fell in the fourth quarter of 2023", "revenue", Q["Q3"],
          Q["Q4"], cash=True, d=2, field="Revenue")
    a_chg(book, qr, "revenue", "Q2", "Q4", 2, "Revenue, second to fourth quarter", "revenue", Q["Q2"], Q["Q4"],
          cash=True, d=2, field="Revenue")
    a_rate(book, qr, "revenue", "invoices", "Q2", 1, "Average invoice value in the second quarter", "invoice",
           "revenue", cash=True, label="the second quarter", units="invoices", pooled="the four quarters")
    a_share(book, qr, "revenue", "Q2", 2, "The second quarter's share of 2023 revenue", "revenue for 2023",
            cash=True, d=2, label="The second quarter", other="Q1", field="Revenue, 2023")

    ar = table("chinook", "For the eight artists with the most tracks: albums and tracks?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks FROM artist ar "
               "JOIN album al ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    a_cmp(book, ar, "tracks", "Iron Maiden", "U2", 1, "Iron Maiden ahead of U2 on track count", "tracks",
          qty="as many tracks", field="Tracks")
    a_rate(book, ar, "tracks", "albums", "Led Zeppelin", 0, "Tracks per album, Led Zeppelin", "album", "tracks",
           units="albums", pooled="the eight artists")
    a_share(book, ar, "albums", "Iron Maiden", 0, "Iron Maiden's share of albums", "albums by the top eight",
            items="albums", other="Led Zeppelin", field="Albums")
    a_avg(book, ar, "tracks", "Pearl Jam", 1, "Pearl Jam below the top-eight average", "tracks", "artist", ad=1,
          field="tracks")
    a_plain(book, ar, "Albums by the leading artists", [
        BX(cnt_line(ar, lambda x: f"Artists shown: {x}", len(ar)),
           cnt_line(ar, lambda x: f"Tracks in all: {x}", sum(ar.col("tracks")))),
        P(Claim(f"Lenny Kravitz had {say(ar['Lenny Kravitz']['albums'])} album in the list.",
                [words_row(ar, "albums", "Lenny Kravitz",
                           lambda x: f"Lenny Kravitz had {x} album in the list.")]),
          f"U2 and Metallica had {say(ar['U2']['albums'])} albums each.")])

    a_chg(book, qr, "invoices", "Q3", "Q4", 3, "Invoices in the fourth quarter of 2023", "invoices", Q["Q3"],
          Q["Q4"], are=True, field="Invoices")
    a_pts(book, qr, "big", "invoices", "Q2", "Q4", 0, "Invoices of $10 or more as a share of invoices",
          "share of invoices of $10 or more", Q["Q2"], Q["Q4"], label="invoices")
    a_exc(book, qr, "big", "invoices", "Q2", 1, "Invoices of $10 or more, second quarter", "invoices",
          label="Q2", other="Q4", olabel="the fourth quarter", pooled="the four quarters",
          xlab="invoices of $10 or more")
    a_rate(book, gn, "hours", "tracks", "TV Shows", 1, "Running time per TV episode", "track", "hours of audio",
           label="TV Shows", units="tracks", sfx=" hours")
    a_share(book, gn, "hours", "Latin", 2, "Latin's share of running time", "hours in the ten genres",
            unit=" hours", d=1, other="Metal", field="Hours of audio")
    a_rate(book, bc, "revenue", "customers", "Brazil", 3, "Revenue per customer, Brazil", "customer", "revenue",
           cash=True, units="customers", pooled="the ten countries")
    a_avg(book, bc, "revenue", "France", 0, "France above the ten-country average", "revenue", "country",
          cash=True, d=2, ad=2, field="revenue")
    a_cmp(book, ar, "albums", "Led Zeppelin", "Metallica", 2, "Albums: Led Zeppelin and Metallica", "albums",
          qty="as many albums", field="Albums")
    tc = table("chinook", "The customer with the largest total spend: customer id, name, country and spend?",
               "SELECT c.customer_id::text AS customer_id, c.first_name || ' ' || c.last_name AS name, c.country, "
               "sum(i.total) AS spend FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1 LIMIT 1")
    cid = tc.order[0]
    a_ident(book, tc, "Largest spend by a single customer", f"Customer {cid} ({tc[cid]['name']}, "
            f"{tc[cid]['country']}) recorded the largest spend.", f"Customer {cid}", f"Customer {int(cid) + 37}",
            extra=[f"Spend totalled ${tc[cid]['spend']:,.2f}."])
    a_empty(book, "chinook", "Which invoices have a negative total?",
            "SELECT invoice_id FROM invoice WHERE total < 0", "Credit notes",
            "No invoices with a negative total were recorded in the period.",
            "Six invoices with a negative total were recorded in the period.")


# ---------------------------------------------------------------------------
# superhero, car_1
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "For the five publishers with the most heroes: heroes, average height in cm, average "
               "weight in kg and villains?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm) FILTER "
               "(WHERE s.height_cm > 0), 1) AS height_cm, round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) "
               "AS weight_kg, count(*) FILTER (WHERE s.alignment_id = 2) AS villains FROM superhero s "
               "JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 5")
    a_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 0, "Marvel Comics ahead of DC Comics", "heroes",
          qty="as many heroes", field="Heroes")
    a_exc(book, pb, "villains", "heroes", "Marvel Comics", 0, "Villains as a share of Marvel characters", "heroes",
          label="Marvel", other="DC Comics", olabel="DC Comics", pooled="the five publishers", xlab="villains")
    a_exc(book, pb, "villains", "heroes", "DC Comics", 1, "Villains among DC characters", "heroes", label="DC",
          pooled="the five publishers", xlab="villains")
    a_conv(book, pb, "DC Comics", "weight_kg", 0, "Average recorded weight, DC Comics",
           lambda v, c: f"DC characters weighed {v} kg on average, or {c} lb.", 1, LB_PER_KG, 0,
           (KG_PER_LB, 1.0, 3.0), hedged=True)
    a_conv(book, pb, "Dark Horse Comics", "height_cm", 1, "Average recorded height, Dark Horse Comics",
           lambda v, c: f"Average height, Dark Horse: {v} cm ({c} ft)", 1, 1 / 30.48, 1, (1 / 2.54, 1 / 100, 1 / 12),
           hedged=True, facts=(f"Heroes: {pb['Dark Horse Comics']['heroes']:,.0f}",))
    a_share(book, pb, "heroes", "DC Comics", 2, "DC Comics' share of characters", "characters at the five "
            "publishers", items="characters", label="DC Comics", other="Marvel Comics", field="Characters")
    ey = table("superhero", "For the eight most common eye colours: heroes?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s JOIN colour c "
               "ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    a_share(book, ey, "heroes", "Blue", 0, "Blue the most common eye colour", "heroes in the eight groups",
            items="heroes", label="Blue eyes", other="Brown", field="Heroes")
    a_cmp(book, ey, "heroes", "Blue", "Brown", 1, "Blue against brown eyes", "heroes", qty="as many heroes",
          label=lambda x: f"{x} eyes", field="Heroes")
    a_avg(book, ey, "heroes", "Green", 2, "Green eyes below the average group", "heroes", "colour", ad=1)
    at = table("superhero", "Per attribute: heroes scored, average score and scores of 90 or more?",
               "SELECT a.attribute_name AS attribute, count(*) AS heroes, round(avg(ha.attribute_value), 1) "
               "AS avg_score, count(*) FILTER (WHERE ha.attribute_value >= 90) AS high FROM hero_attribute ha "
               "JOIN attribute a ON a.id = ha.attribute_id GROUP BY 1 ORDER BY 3 DESC, 1")
    a_exc(book, at, "high", "heroes", "Intelligence", 0, "High intelligence scores", "heroes",
          other="Strength", pooled="the six attributes", xlab="scores of 90 or more")
    a_cmp(book, at, "avg_score", "Intelligence", "Strength", 2, "Intelligence scores against strength",
          "points", d=1, unit=" points", qty="as high", field="Average score")
    tl = table("superhero", "The tallest hero: id, name and height in cm?",
               "SELECT s.id::text AS hero_id, s.superhero_name, s.height_cm FROM superhero s "
               "ORDER BY s.height_cm DESC NULLS LAST, s.id LIMIT 1")
    hid = tl.order[0]
    a_ident(book, tl, "Tallest record in the series", f"Hero {hid} ({tl[hid]['superhero_name']}) had the "
            f"largest recorded height.", f"Hero {hid}", f"Hero {int(hid) + 61}",
            extra=[f"The height recorded was {tl[hid]['height_cm']:,.0f} cm."])
    a_conv(book, pb, "Marvel Comics", "weight_kg", 2, "Average recorded weight, Marvel Comics",
           lambda v, c: f"Average weight, Marvel: {v} kg ({c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0),
           hedged=True, facts=(f"Heroes: {pb['Marvel Comics']['heroes']:,.0f}",))
    a_exc(book, at, "high", "heroes", "Strength", 2, "High strength scores", "heroes", pooled="the six attributes",
          xlab="scores of 90 or more")
    a_empty(book, "superhero", "Which heroes have a negative recorded height?",
            "SELECT id FROM superhero WHERE height_cm < 0", "Negative heights",
            "No negative heights were recorded.", "Nine negative heights were recorded.")


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average mpg, average horsepower and average displacement in "
               "cubic inches?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(horsepower)::numeric, 1) AS hp, round(avg(edispl)::numeric, 1) AS displ FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    a_chg(book, yr, "mpg", "1970", "1982", 0, "Fuel economy improved between 1970 and 1982",
          "average fuel economy", "1970", "1982", d=2, unit=" mpg", field="Average mpg")
    a_chg(book, yr, "hp", "1970", "1982", 1, "Average horsepower fell over the series", "average horsepower",
          "1970", "1982", d=1, field="Average horsepower")
    a_chg(book, yr, "mpg", "1979", "1980", 2, "Fuel economy jumped in 1980", "average fuel economy", "1979", "1980",
          d=2, unit=" mpg", field="Average mpg")
    a_chg(book, yr, "displ", "1973", "1974", 3, "Engine size fell in 1974", "average displacement", "1973", "1974",
          d=1, unit=" cu in", field="Average displacement")
    a_conv(book, yr, "1980", "mpg", 0, "Fuel economy of 1980 models",
           lambda v, c: f"Models from 1980 averaged {v} mpg, equivalent to {c} litres per 100 km.", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x)
    a_conv(book, yr, "1970", "displ", 1, "Engine size of 1970 models",
           lambda v, c: f"Average displacement, 1970: {v} cu in ({c} litres)", 1, L_PER_CUIN, 1,
           (1 / L_PER_CUIN * 1e-4, 2.54, 0.1), hedged=True, facts=(f"Cars: {yr['1970']['cars']:,.0f}",))
    a_conv(book, yr, "1982", "displ", 2, "Engine size of 1982 models",
           lambda v, c: f"Displacement in 1982 averaged {v} cubic inches, about {c} litres.", 1, L_PER_CUIN, 1,
           (0.1, 2.54, 1 / 61.0237 * 3), hedged=False)
    a_avg(book, yr, "cars", "1973", 1, "More 1973 models than the average year", "cars", "model year", ad=1,
          label="1973")
    a_cmp(book, yr, "hp", "1970", "1980", 2, "Horsepower in 1970 against 1980", "horsepower", d=1, qty="as much",
          field="Average horsepower")
    a_chg(book, yr, "mpg", "1976", "1978", 4, "Fuel economy, 1976 to 1978", "average fuel economy", "1976",
          "1978", d=2, unit=" mpg", field="Average mpg")
    a_chg(book, yr, "hp", "1973", "1974", 5, "Horsepower fell in 1974", "average horsepower", "1973", "1974", d=1,
          field="Average horsepower")
    a_conv(book, yr, "1975", "mpg", 3, "Fuel economy of 1975 models",
           lambda v, c: f"Average fuel economy, 1975: {v} mpg ({c} L/100 km)", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x, facts=(f"Cars: {yr['1975']['cars']:,.0f}",))
    a_avg(book, yr, "mpg", "1982", 0, "1982 models above the series average", "fuel economy", "model year", d=2,
          unit=" mpg", ad=2, label="1982", field="fuel economy")
    a_share(book, yr, "cars", "1973", 0, "1973's share of the series", "cars in the series", items="cars",
            label="1973", other="1978", field="Cars")
    ct = table("spider_car_1", "Per continent: countries and car makers?",
               "SELECT co.continent, count(DISTINCT cu.countryid) AS countries, count(DISTINCT m.id) AS makers "
               "FROM continents co LEFT JOIN countries cu ON cu.continent = co.contid LEFT JOIN car_makers m "
               "ON m.country = cu.countryid GROUP BY 1 ORDER BY 3 DESC, 1")
    a_share(book, ct, "makers", "europe", 1, "Europe's share of car makers", "all makers", items="makers",
            label="Europe", other="asia", field="Makers")
    a_plain(book, ct, "Car makers by continent", [
        BX(cnt_line(ct, lambda x: f"Makers in all: {x}", sum(ct.col("makers"))),
           cnt_line(ct, lambda x: f"Countries in all: {x}", sum(ct.col("countries")))),
        P(Claim(f"Asia had {say(ct['asia']['makers'])} makers.",
                [words_row(ct, "makers", "asia", lambda x: f"Asia had {x} makers.")]),
          "Africa and Australia had none.")])
    hv = table("spider_car_1", "The heaviest car: id, make, weight in lb and year?",
               "SELECT cd.id::text AS car_id, cn.make, cd.weight, cd.year FROM cars_data cd JOIN car_names cn "
               "ON cn.makeid = cd.id ORDER BY cd.weight DESC, cd.id LIMIT 1")
    cid = hv.order[0]
    a_ident(book, hv, "Heaviest car in the series", f"Car {cid}, a {hv[cid]['make']}, was the heaviest in the "
            f"series.", f"Car {cid}", f"Car {int(cid) + 117}",
            extra=[conv_claim(hv, En(1), hv[cid]["weight"], 1,
                              lambda v, c: f"It weighed {v} lb ({c} kg).", 0, KG_PER_LB, 0,
                              (LB_PER_KG, 1.0, 0.1), True)])
    a_empty(book, "spider_car_1", "Which cars were made before 1970?",
            "SELECT id FROM cars_data WHERE year < 1970", "Models before 1970",
            "No cars from before 1970 were recorded in the series.",
            "Twelve cars from before 1970 were recorded in the series.")


# ---------------------------------------------------------------------------
# geography, atis and the small databases
# ---------------------------------------------------------------------------


def geography(book):
    st = table("defog_geography", "For the eight most populous states: population, area in sq km and density?",
               "SELECT state_name AS state, population, area, density FROM state ORDER BY population DESC, "
               "state_name LIMIT 8")
    a_conv(book, st, "Florida", "area", 0, "Area of Florida",
           lambda v, c: f"Florida covered {v} sq km, or {c} sq miles.", 0, SQMI_PER_SQKM, 0,
           (MI_PER_KM, 1 / SQMI_PER_SQKM, 1.0), hedged=True, facts=(f"Population: {st['Florida']['population']:,.0f}",))
    a_rate(book, st, "population", "area", "Michigan", 1, "Population per sq km, Michigan", "sq km", "population",
           units="sq km", pooled="the eight states",
           fmt=lambda x: f"Michigan had {x} residents per sq km.")
    a_cmp(book, st, "population", "New York", "Ohio", 2, "Population of New York against Ohio", "residents",
          qty="as many residents", field="Population")
    a_share(book, st, "population", "California", 0, "California's share of the eight states' population",
            "the population of the eight states", label="California", other="Ohio", field="Population",
            more=[NT(thou(st, En(0), sum(st.col("population")), 0, "The eight states had {} residents in all."))])
    rv = table("defog_geography", "Per country: rivers, total length in km and the longest river in km?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS length_km, max(length) "
               "AS longest_km FROM river GROUP BY 1 ORDER BY 3 DESC, 1")
    a_conv(book, rv, "Egypt", "longest_km", 1, "Length of Egypt's longest river",
           lambda v, c: f"Longest river, Egypt: {v} km ({c} miles)", 0, MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.1),
           hedged=True)
    a_share(book, rv, "length_km", "Germany", 1, "Germany's share of recorded river length", "recorded river "
            "length", unit=" km", other="Egypt", field="River length")
    mt = table("defog_geography", "The six highest mountains: altitude in metres?",
               "SELECT mountain_name AS mountain, mountain_altitude AS metres FROM mountain "
               "ORDER BY 2 DESC, 1 LIMIT 6")
    a_conv(book, mt, "Nanga Parbat", "metres", 0, "Altitude of Nanga Parbat",
           lambda v, c: f"Nanga Parbat stood at {v} metres, or {c} feet.", 0, FT_PER_M, 0, (1 / FT_PER_M, 1.0, 0.3),
           hedged=True)
    a_cmp(book, mt, "metres", "Cho Oyu", "K2", 3, "Cho Oyu against K2", "metres", unit=" m", qty="as high",
          field="Altitude")


def atis(book):
    dp = table("defog_atis", "Per departure airport: flights, average elapsed time in minutes and flights with "
               "stops?",
               "SELECT from_airport AS airport, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_minutes, "
               "count(*) FILTER (WHERE stops > 0) AS with_stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    a_conv(book, dp, "LAX", "avg_minutes", 0, "Elapsed time on flights from LAX",
           lambda v, c: f"Flights from LAX averaged {v} minutes, or {c} hours.", 0, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=True, second=(lambda v, c: f"That is equivalent to {c} days.", 0, 1 / 1440, 1,
                                (1 / 24, 1 / 60, 1 / 100), True))
    a_exc(book, dp, "with_stops", "flights", "ORD", 1, "Flights with stops from ORD", "flights",
          pooled="the three airports", xlab="flights with stops")
    a_cmp(book, dp, "flights", "ORD", "LAX", 2, "Departures from ORD and LAX", "flights", qty="as many flights",
          field="Flights")
    fb = table("defog_atis", "Per fare basis: fares, average one-way cost and average round-trip cost?",
               "SELECT fare_basis_code AS basis, count(*) AS fares, round(avg(one_direction_cost), 1) AS one_way, "
               "round(avg(round_trip_cost), 1) AS round_trip FROM fare GROUP BY 1 ORDER BY 1")
    a_cmp(book, fb, "round_trip", "AAA", "DEF", 0, "Round-trip fares, basis AAA and DEF", "dollars", cash=True,
          d=0, qty="as much", label=lambda x: f"Basis {x}", field="Round-trip fare")
    a_avg(book, fb, "one_way", "DEF", 1, "Fare basis DEF below the average one-way fare", "one-way fare", "basis",
          cash=True, d=0, ad=2, label="Basis DEF", field="one-way fare")
    a_yoy(book, fb, "ABC", "one_way", "round_trip", 2, "Round trip against one way, basis ABC", "the fare",
          "the one-way fare", "the round-trip fare", cash=True, d=0, field="Fare")
    gs = table("defog_atis", "Per ground transport type: services and average fare?",
               "SELECT transport_type AS transport, count(*) AS services, round(avg(ground_fare), 1) AS fare "
               "FROM ground_service GROUP BY 1 ORDER BY 3 DESC, 1")
    a_cmp(book, gs, "fare", "Helicopter", "Bus", 1, "Helicopter fares against bus fares", "dollars", cash=True,
          d=0, qty="as much", field="Ground fare")
    a_avg(book, gs, "fare", "Taxi", 0, "Taxi fares against the average", "ground fare", "service type", cash=True,
          d=0, ad=2, field="fare")
    a_empty(book, "defog_atis", "Which flights have more than three stops?",
            "SELECT flight_id FROM flight WHERE stops > 3", "Flights with more than three stops",
            "No flights with more than three stops were recorded in the period.",
            "Five flights with more than three stops were recorded in the period.")


def small(book):
    tv = table("spider_tvshow", "Per air month of 2007: episodes, average rating and viewers in millions?",
               "SELECT split_part(air_date, ' ', 1) AS month, count(*) AS episodes, round(avg(rating::numeric), 2) "
               "AS rating, sum(viewers_m::numeric) AS viewers_m FROM tv_series GROUP BY 1 "
               "ORDER BY min(to_date(air_date, 'Month DD, YYYY'))")
    a_chg(book, tv, "viewers_m", "October", "November", 0, "Audiences fell in November", "viewers", "October",
          "November", d=2, unit=" million", are=True, field="Viewers")
    a_rate(book, tv, "viewers_m", "episodes", "October", 1, "Viewers per episode, October", "episode",
           "viewers in millions", label="October", units="episodes", sfx=" million", pooled="the four months")
    a_share(book, tv, "viewers_m", "October", 2, "October's share of the season's audience", "viewers across "
            "the season", unit=" million", d=2, other="November", field="Viewers")
    a_avg(book, tv, "rating", "September", 1, "September ratings above the monthly average", "rating", "month",
          d=2, ad=2, field="rating")
    dp = table("defog_advising", "Per department: courses and students enrolled?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled FROM course GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    a_rate(book, dp, "enrolled", "courses", dp.order[0], 0, "Enrolment per course", "course", "students enrolled",
           units="courses", pooled="all departments")
    bt = table("spider_battle_death", "Per battle: ships lost?",
               "SELECT b.name AS battle, count(s.id) AS ships FROM battle b LEFT JOIN ship s "
               "ON s.lost_in_battle = b.id GROUP BY 1 ORDER BY 2 DESC, 1")
    nz = sum(1 for x in bt.order if bt[x]["ships"] == 0)
    a_plain(book, bt, "Ships lost by battle", [
        BX(cnt_line(bt, lambda x: f"Battles recorded: {x}", len(bt)),
           cnt_line(bt, lambda x: f"Ships lost in all: {x}", sum(bt.col("ships")))),
        P(Claim(f"{cap(say(nz))} battles recorded no ships lost.",
                [plain_off(bt, En(), lambda x: f"{x} battles recorded no ships lost.", nz)]))])
    a_empty(book, "spider_voter_1", "Which votes were cast in Texas?",
            "SELECT vote_id FROM votes WHERE state = 'TX'", "Votes cast in Texas",
            "No votes were recorded from Texas in the period.",
            "Eight votes were recorded from Texas in the period.")
    a_empty(book, "spider_pets_1", "Which pets weigh more than 100 kg?",
            "SELECT petid FROM pets WHERE weight > 100", "Pets over 100 kg",
            "There were zero pets weighing over 100 kg.", "There were four pets weighing over 100 kg.")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book55(), sections, "fifty-sixth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
