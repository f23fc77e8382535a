#!/usr/bin/env python3
"""
plausibility_fresh34.py — a thirty-fifth labelled set for check_answer,
written held out, development since its misses were read: answers the way a language model drafts a quarterly
investor letter from the rows of a query, over tables spread across the
databases bench/plausibility.sh loads: northwind (net sales, orders and active
customers per calendar quarter, net sales, customers and orders per
destination country, 1997 net sales, units and net price per unit per
category, second-half net sales per category in 1996 and 1997, gross sales and
discounts per year, freight against net sales per shipper, 1998 year-to-date
orders and net sales per sales rep, the largest orders, the largest
customers, inventory at list price per category), chinook (invoices,
customers, tracks and revenue per year, per billing country with 2024 and
2025 revenue, per genre, per media type with the catalogue's bytes, per
support rep, per quarter of 2025; the catalogue's running time per genre; the
largest invoices), BIRD's superhero (heroes and villains per publisher, height
and weight per gender, characters per power, characters with a digit in their
name), Spider's car_1 (cars, mpg, horsepower and weight
per model year; makers and models per continent), defog-dev's geography
(population and area per state, river lengths, lake areas), atis (seats, range
and weight per aircraft; fares per airline; flight minutes per airline),
advising (enrolment and reviews per department) and academic (papers and
citations per journal), and Spider's tvshow (viewers per channel),
concert_singer (seats per year, stadium attendance against capacity),
pets_1 (pet weights), voter_1 (votes per state) and course_teach (courses per
teacher), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the investor letter the
other sets lack: an optional "Dear shareholders," opening, now and then a
section heading ("II. Markets and customers") and a lead sentence that may
carry a date ("For the quarter ended March 31, 1998"), then long flowing
paragraphs in the first person plural, and closing forward-looking sentences
with no figure from the rows ("We remain focused on ..."), sometimes a
sign-off. Figures as such a letter writes them: money as "$1.27 million",
"$245.6K", "$45.6 thousand" and "$8,119"; "up 14.2% year over year",
"sequentially", "representing 38.4% of the total", "accounted for nearly a
third", "roughly two and a half times", "more than doubled", "contracted by",
"a gain of $1.2 thousand", "on a per-customer basis", "an average ticket of
$X", "down 3.1 points to 22.4%" and the same move in basis points, "led the
portfolio", "trailed", "the balance", "the remainder", "compared with",
"against", "versus", "in aggregate", "blended average" (weighted by volume),
annualised and monthly run-rates, hedges ("approximately", "about", "just
under", "north of"), figures in parentheses and counts in words. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's and
fresh10's):
  comparison  differences, multiples in digits and words, percent more and
              less, one row's part of a pair
  change      year-over-year and sequential percent changes, absolute gains
              and declines, multiples of growth in words, shares and rates
              moving in points and basis points beside the relative change
  per_unit    totals over counts (per customer, per order, average ticket,
              per product), one row against the average, blended averages of
              group averages, one row's share, the top rows' share and the
              balance, subset sums, ratios of two columns of a row
  conversion  quarterly sales as annualised and monthly run-rates, discounts
              as cents per dollar, milliseconds as hours and minutes, bytes
              as gigabytes, miles as kilometres, pounds as
              tonnes and kilograms, minutes as hours, mpg as km per litre,
              centimetres as inches, kilograms as pounds, square kilometres
              as square miles, kilometres as miles
  zero_ident  zero for an empty result, digits inside identifiers (order and
              invoice numbers, aircraft codes, character names)
  plain       cells, totals, bounds ("north of"), ranks ("led", "trailed"),
              counts in words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the blended one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points, a ratio given
as a share), a false bound, share or multiple in words, number words given to
the wrong row, a count over an empty result, a conversion by the wrong factor
(a run-rate by the wrong number of periods, points as basis points by the
wrong factor), a changed identifier, or a figure off by more than the rounding
shown. A twin is kept only when its figure is far from the true value
(fresh4's rules) and, unless it is a real value in the wrong role, far from
every cell, aggregate, pairwise difference, ratio and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import KMPL_PER_MPG, about, n, num, off, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, north_of, num_few, run, run_set, table

KM_PER_MI = 1.609344
MI_PER_KM = 1 / KM_PER_MI
KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159

OPEN = ["Dear shareholders,", "Dear fellow shareholders,", "To our shareholders:", "Dear shareholders,",
        "Dear fellow owners,", "To our shareholders, partners and colleagues:"]
CLOSE = [
    "We remain focused on disciplined growth and on earning your continued trust.",
    "Looking ahead, we intend to keep investing where the returns are clearest and to prune where they are not.",
    "As always, we thank you for your confidence and your patience.",
    "Our priorities are unchanged: serve customers well, allocate capital carefully, and report to you candidly.",
    "We are not complacent about these results, and we will keep working to improve them.",
    "We will report on our progress against these priorities in next quarter's letter.",
    "We enter the coming period with momentum, a clear plan and a team that is eager to execute it.",
    "Management will continue to watch these trends closely and adjust course where the data tells us to.",
    "We believe the groundwork laid this period will compound over the years ahead.",
    "We remain committed to building a business that rewards long-term owners.",
    "There is more work to do, and we intend to do it with the same discipline you have come to expect.",
    "We look forward to updating you as the year unfolds.",
]
SIGN = ["Sincerely,\n\n[Name]\nChief Executive Officer", "With gratitude,\nThe Management Team",
        "Respectfully,\n[CEO Name]\nChairman and Chief Executive Officer", "Yours sincerely,\nThe Board of Directors"]
CODAS = [
    "That result reflects the discipline of our teams and the loyalty of our customers.",
    "We regard this as evidence that our strategy is working, though the work is far from finished.",
    "It is a trend we have been building toward for some time.",
    "We would caution against reading too much into a single period, in either direction.",
    "We think this is the right yardstick for our progress, and we will keep reporting against it.",
    "None of this happened by accident.",
    "Behind each of these figures sit many individual decisions by our people.",
    "We intend to hold ourselves to this standard in the periods ahead.",
    "We share these figures in full because we believe owners deserve the complete picture.",
]
LEADS = [
    "Let me turn to the numbers behind the period.",
    "The detail below speaks to the underlying health of the business.",
    "A few figures deserve your particular attention.",
    "We believe in showing you the numbers plainly, so here they are.",
    "I want to be specific about what drove our results.",
    "The data tell a clear story, and it is one we are proud of in places and candid about in others.",
    "Our analytics team has again cut the results in several ways; the highlights follow.",
    "As in prior letters, we start with what the numbers say rather than with what we hoped they would say.",
]


class Book34(Book10):
    """fresh10's Book10, with each answer laid out as part of a shareholder letter: an optional
    opening and section heading, a lead sentence, the claims as flowing prose (a claim that starts
    with a blank line starts a new paragraph), and closing sentences with no figure from the rows."""

    def letter(self, db, rid, shape, claims, lead=None, head=None, derived=True, max_twins=2, close=None):
        k = self.cases
        parts = []
        if k % 3 == 0:
            parts.append(OPEN[(k // 3) % len(OPEN)])
        if head:
            parts.append(head)
        if lead is None:
            lead = LEADS[(k * 5) % len(LEADS)] if k % 2 else ""
        pre = "\n\n".join(parts + ([lead] if lead else []))
        claims = [c for c in claims if c and c.text]
        if pre and not lead:
            c0 = claims[0]
            claims[0] = Claim("\n\n" + c0.text, [(r, "\n\n" + x) for r, x in c0.wrongs])
        close = close if close is not None else CLOSE[(k * 7) % len(CLOSE)]
        post = "\n\n" + close if close else ""
        if k % 3 != 1:
            post = CODAS[(k * 4) % len(CODAS)] + post
        if k % 4 == 2:
            post += "\n\n" + SIGN[(k // 4) % len(SIGN)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# figures as a shareholder letter writes them
# ---------------------------------------------------------------------------


def money(v, st=0, exact=False):
    """Money in a letter: "$1.27 million", "$245.6K", "$245.6 thousand", "$245,585", "$523", "$112.86", in
    the first form of the style st that is not on the edge of its rounding; exact: a wrong figure, shown in
    the style's first form."""
    a = abs(v)
    if a >= 1e6:
        cands = [(a / 1e6, 2, " million"), (a / 1e6, 1, " million"), (a / 1e6, 3, " million")]
    elif a >= 1e3 and a < 1e4:
        cands = [[(a, 0, ""), (a, 2, "")], [(a / 1e3, 1, " thousand"), (a, 0, ""), (a, 2, "")],
                 [(a, 2, ""), (a, 0, "")]][st % 3]
    elif a >= 1e3:
        k_ = "K" if st % 3 == 0 else " thousand"
        cands = ([(a, 0, ""), (a / 1e3, 1, "K"), (a, 2, "")] if st % 3 == 2 else
                 [(a / 1e3, 1, k_), (a, 0, ""), (a / 1e3, 2, k_)])
    elif a >= 100 and st % 2:
        cands = [(a, 0, ""), (a, 2, ""), (a, 3, "")]
    else:
        cands = [(a, 2, ""), (a, 3, "")]
    if exact:
        x, d, suf = cands[0]
        return f"${x:,.{d}f}{suf}"
    for x, d, suf in cands:
        if abs(abs(x * 10 ** d) % 1 - 0.5) > 0.08:
            return f"${x:,.{d}f}{suf}"
    x, d, suf = cands[-1]
    return f"${x:,.{d}f}{suf}"


def unit_money(v, exact=False):
    """A per-unit sum of money: cents under $1,000, whole dollars under $10,000, else as money()."""
    if v < 1000:
        return ("$" + w(v, 2)) if exact else usd(v, 2)
    if v < 1e4:
        return ("$" + w(v, 0)) if exact else money(v, 0)
    return money(v, 1, exact)


def shows(cash, d=0, unit="", st=0):
    """(S, W, D): a true figure as shown, a wrong one shown alike, the decimals to judge a twin by."""
    if cash:
        return (lambda v: money(v, st)), (lambda v: money(v, st, True)), 2
    return (lambda v: n(v, d) + unit), (lambda v: w(v, d) + unit), d


def hmoney(v, k):
    """Money rounded as a letter hedges it, within 1.5% of v: (hedge, formatter, rounded value)."""
    a = abs(v)
    if a >= 1e6:
        steps = [(1e5, lambda x: f"${x / 1e6:,.1f} million"), (1e4, lambda x: f"${x / 1e6:,.2f} million")]
    elif a >= 1e4:
        steps = [(1e4, lambda x: f"${x / 1e3:,.0f}K"), (1e3, lambda x: f"${x / 1e3:,.0f}K"),
                 (100, lambda x: f"${x / 1e3:,.1f}K")]
    elif a >= 1e3:
        steps = [(100, lambda x: f"${x / 1e3:,.1f}K"), (10, lambda x: f"${x:,.0f}")]
    else:
        steps = [(10, lambda x: f"${x:,.0f}"), (1, lambda x: f"${x:,.0f}"), (0.1, lambda x: f"${x:,.2f}")]
    for step, f in steps:
        s = round(a / step) * step
        if s and abs(s - a) / a <= 0.015:
            break
    if abs(s - a) / a < 0.002:
        hedge = ["approximately", "about", "roughly"][k % 3]
    elif s > a:
        hedge = ["just under", "nearly", "a little under"][k % 3]
    else:
        hedge = ["north of", "just over", "slightly more than"][k % 3]
    return hedge, f, s


MULTS = [(1.5, "one and a half times"), (2, "twice"), (2.5, "two and a half times"), (3, "three times"),
         (3.5, "three and a half times"), (4, "four times"), (5, "five times"), (6, "six times"),
         (7, "seven times"), (8, "eight times"), (10, "ten times"), (12, "twelve times")]


def mult_words(r):
    """A multiple in words that is true of r ("roughly two and a half times", "more than twice"), and a
    false one; or (None, None)."""
    for m, t in MULTS:
        if abs(r - m) / m <= 0.035:
            bad = [t2 for m2, t2 in MULTS if m2 >= r * 1.4]
            return f"roughly {t}", f"roughly {bad[0] if bad else 'one and a half times'}"
    if 1.85 <= r < 1.965:
        return "nearly twice", "nearly three times"
    if 2.04 <= r <= 2.4:
        return "more than twice", "more than three times"
    if 2.8 <= r < 2.95:
        return "nearly three times", "nearly five times"
    if 3.04 <= r <= 3.4:
        return "more than three times", "less than twice"
    return None, None


def grew_words(r):
    """Growth by a multiple, as a verb ("more than doubled"), and a false one; or (None, None)."""
    if 1.85 <= r < 1.965:
        return "nearly doubled", "nearly tripled"
    if 2.04 <= r <= 2.6:
        return "more than doubled", "more than tripled"
    if 2.8 <= r < 2.95:
        return "nearly tripled", "more than quadrupled"
    if 3.04 <= r <= 3.6:
        return "more than tripled", "less than doubled"
    if 4.04 <= r <= 4.6:
        return "more than quadrupled", "less than tripled"
    return None, None


FR = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (1 / 5, "a fifth"), (2 / 3, "two thirds"),
      (3 / 4, "three quarters"), (2 / 5, "two fifths"), (1 / 10, "a tenth"), (3 / 5, "three fifths")]


def frac_words(s, k=0):
    """A share in words within four points of s ("nearly a third", "just over a quarter", "about half"),
    and the same hedge on a fraction at least ten points away; or (None, None)."""
    f, word = min(FR, key=lambda x: abs(x[0] - s))
    g = s - f
    if abs(g) <= 0.008:
        hedge = ["about", "roughly"][k % 2]
    elif -0.04 <= g < -0.008:
        hedge = ["nearly", "just under"][k % 2]
    elif 0.008 < g <= 0.04:
        hedge = ["just over", "slightly more than"][k % 2]
    else:
        return None, None
    bad = sorted((x for x in FR if abs(x[0] - s) >= 0.1), key=lambda x: abs(x[0] - s))[0][1]
    return f"{hedge} {word}", f"{hedge} {bad}"


def count_t(v, k):
    v = int(v)
    return say(v) if v < 100 and k % 2 == 0 else f"{v:,}"


def plural(x):
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("s", "x", "ch")) else "s")


def pc(p, d=1):
    """A percentage with d decimals, or one fewer where d sits on the edge of its rounding."""
    return num_few(p, d)


# ---------------------------------------------------------------------------
# shapes, as paragraphs of a shareholder letter
# ---------------------------------------------------------------------------


def lt_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, lead=None, head=None, form=None,
           of=None):
    """Two named rows, the larger first, in five voices (of: the words between a figure and the noun)."""
    of = of if of is not None else (" in " if cash else " ")
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit, k)
    diff, r = va - vb, va / vb
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    rt, rd = num(r, 1 if r >= 1.3 else 2)
    mw, mbad = mult_words(r)
    top = va == max(t.col(col)) and t.col(col).count(va) == 1
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(f):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", f(S(t[nb][col])), vb, t[nb][col], D, real=True)

    def gap(f, x):
        return off(t, "off", f(W(diff * x)), diff, diff * x, D)

    form = k % 5 if form is None else form
    if form == 0 and not mw:
        form = 3
    if form == 0:
        f1 = lambda x, m: (f"{cap(A)} led the portfolio on {noun} with {S(va)}, {m} the {x} recorded by {B}." if top else
                           f"{cap(A)} posted {S(va)}{of}{noun}, {m} the {x} recorded by {B}.")
        claims = [Claim(f1(S(vb), mw), [("false_bound", f1(S(vb), mbad)), nbr(lambda x: f1(x, mw))]),
                  Claim(f"In absolute terms the gap was {S(diff)}.",
                        [gap(lambda x: f"In absolute terms the gap was {x}.", 1.6)])]
    elif form == 1:
        f1 = lambda x: f"{cap(B)} trailed with {x}{of}{noun}, against {S(va)} for {A} —"
        f2 = lambda x: f"a shortfall of {x}%."
        # a shortfall over the wrong base can pass 100%, which no letter would print: then the figure is merely off
        tw = (off(t, "wrong_base", f2(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb, lod, real=True)
              if 100 * diff / vb < 95 else off(t, "off", f2(w(100 * diff / va * 0.6, lod)), 100 * diff / va,
                                                100 * diff / va * 0.6, lod))
        claims = [Claim(f1(S(vb)), [nbr(f1)]), Claim(f2(lo), [tw])]
    elif form == 2:
        f1 = lambda x: f"{cap(A)} delivered {S(va)}{of}{noun} versus {S(vb)} for {B}, or {x}% more"
        f2 = lambda x: f"(a difference of {x})."
        claims = [Claim(f1(hi), [off(t, "wrong_base", f1(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va,
                                     hid, real=True)]),
                  Claim(f2(S(diff)), [gap(f2, 1.7)])]
    elif form == 3:
        f1 = lambda x, y: f"Compared with {B} at {x}, {A} generated {y} more{of}{noun}"
        f2 = lambda x: f"— {x} times the level."
        claims = [Claim(f1(S(vb), S(diff)), [gap(lambda y: f1(S(vb), y), 0.55), nbr(lambda x: f1(x, S(diff)))]),
                  Claim(f2(rt), [off(t, "off", f2(w(r * 1.45 + 0.3, rd)), r, r * 1.45 + 0.3, rd)])]
    else:
        sb, sbd = pc(100 * vb / (va + vb))
        f1 = lambda x: f"In aggregate, {A} and {B} contributed {x}{of}{noun},"
        f2 = lambda x: f"with {B} representing {x}% of the pair's total ({S(vb)} against {S(va)} for {A})."
        claims = [Claim(f1(S(va + vb)), [off(t, "off", f1(W((va + vb) * 1.3)), va + vb, (va + vb) * 1.3, D)]),
                  Claim(f2(sb), [off(t, "ratio_as_share", f2(w(100 * vb / va, sbd)), 100 * vb / (va + vb),
                                     100 * vb / va, sbd, real=True),
                                 off(t, "complement", f2(w(100 * va / (va + vb), sbd)), 100 * vb / (va + vb),
                                     100 * va / (va + vb), sbd, real=True)])]
    book.letter(t.db, t.rid, "comparison", claims, lead, head)


def lt_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="year over year",
           key=None, lead=None, head=None, form=None):
    """From p1 to p2: rows p1 and p2 of col, or (key given) columns p1 and p2 of row key; four voices."""
    if key is None:
        v1, v2 = t[p1][col], t[p2][col]
        nb = nbr_of(t, p1, avoid=(p2,))
        nv1 = t[nb][col] if nb else None
    else:
        v1, v2 = t[key][p1], t[key][p2]
        nb = nbr_of(t, key)
        nv1 = t[nb][p1] if nb else None
    l1, l2 = l1 or p1, l2 or p2
    S, W, D = shows(cash, d, unit, k)
    diff = v2 - v1
    up = diff > 0
    p, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    gw, gbad = grew_words(v2 / v1) if up else (None, None)
    N = cap(noun)

    def base(f):
        if not up and wb >= 95:
            return None     # a decline over the wrong base past 100%, which no letter would print
        return off(t, "wrong_base", f(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(f):
        if nv1 is None or not isinstance(nv1, float) or S(nv1) == S(v1):
            return None
        return off(t, "neighbour_row", f(S(nv1)), v1, nv1, D, real=True)

    def absd(f, x):
        return off(t, "off", f(W(abs(diff) * x)), abs(diff), abs(diff) * x, D)

    form = k % 4 if form is None else form
    if form == 2 and not gw:
        form = 0
    if form == 0 and up:
        f1 = lambda x: f"{N} rose to {S(v2)} in {l2}, up {x}% {tag}"
        f2 = lambda x: f"from {x} in {l1}."
        claims = [Claim(f1(p), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)])]
    elif form == 0:
        f1 = lambda x: f"{N} contracted by {x}% {tag} to {S(v2)} in {l2},"
        f2 = lambda x: f"from {x} in {l1}."
        claims = [Claim(f1(p), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)])]
    elif form == 1:
        f1 = lambda x: f"{N} came in at {S(v2)} for {l2}, compared with {x} in {l1} —"
        f2 = lambda x, y: f"a {'gain' if up else 'decline'} of {x} ({'up' if up else 'down'} {y}%)."
        claims = [Claim(f1(S(v1)), [nbr(f1)]),
                  Claim(f2(S(abs(diff)), p), [absd(lambda x: f2(x, p), 1.7), base(lambda y: f2(S(abs(diff)), y))])]
    elif form == 2:
        f1 = lambda g: f"{N} {g} {tag}, from {S(v1)} in {l1} to {S(v2)} in {l2}:"
        f2 = lambda x, y: f"an increase of {x}, or {y}%."
        claims = [Claim(f1(gw), [("false_bound", f1(gbad))]),
                  Claim(f2(S(diff), p), [absd(lambda x: f2(x, p), 0.55), base(lambda y: f2(S(diff), y))])]
    else:
        f1 = lambda x, y: (f"Set against {x} in {l1}, {noun} came to {S(v2)} in {l2}, which represents "
                           f"{'growth' if up else 'a contraction'} of {y}% {tag}")
        f2 = lambda x: f"({'an increase' if up else 'a decrease'} of {x})."
        claims = [Claim(f1(S(v1), p), [base(lambda y: f1(S(v1), y)), nbr(lambda x: f1(x, p))]),
                  Claim(f2(S(abs(diff))), [absd(f2, 1.6)])]
    book.letter(t.db, t.rid, "change", claims, lead, head)


def lt_pts(book, t, s1, s2, k, subj, l1, l2, share=True, lead=None, head=None, shape="change"):
    """A share or rate (in percent) moving from s1 to s2: in points, in basis points, and relative."""
    pp = s2 - s1
    rel = 100 * pp / s1
    up = pp > 0
    s1t, _ = pc(s1)
    s2t, s2d = pc(s2)
    ppt, ppd = pc(abs(pp))
    bpt, bpd = num(abs(pp) * 100, 0)
    if bpd:
        bpt = f"roughly {abs(pp) * 100:,.0f}"
    rt, rd = pc(abs(rel))
    way = "up" if up else "down"

    def bps(f):
        return off(t, "wrong_factor", f(("roughly " if bpd else "") + w(abs(pp) * 10, 0)), abs(pp) * 100,
                   abs(pp) * 10, 0, approx=bool(bpd), alts=[abs(pp) * 1000, abs(pp) * 1])

    def comp(f):
        return off(t, "complement", f(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True) if share else None

    form = k % 3
    if form == 0:
        f1 = lambda x, y: f"{cap(subj)} {'rose' if up else 'fell'} {x} points to {y}%"
        f3 = lambda x: f"a move of {x} basis points."
        claims = [Claim(f1(ppt, s2t), [off(t, "percent_as_points", f1(w(abs(rel), ppd), s2t), abs(pp), abs(rel), ppd,
                                           real=True), comp(lambda y: f1(ppt, y))]),
                  Claim(f"(from {s1t}% in {l1}),"),
                  Claim(f3(bpt), [bps(f3)])]
    elif form == 1:
        f1 = lambda y: f"{cap(subj)} stood at {y}% in {l2}, against {s1t}% in {l1} —"
        f2 = lambda x: f"{way} {x} basis points,"
        f3 = lambda x: f"or {x}% in relative terms."
        claims = [Claim(f1(s2t), [comp(f1)]), Claim(f2(bpt), [bps(f2)]),
                  Claim(f3(rt), [off(t, "wrong_base", f3(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                                     real=True)])]
    else:
        f1 = lambda x: f"In {l2}, {subj} moved {way} {x} percentage points to {s2t}% ({bpt} basis points),"
        f2 = lambda x: f"a relative {'increase' if up else 'decline'} of {x}% on the {s1t}% of {l1}."
        claims = [Claim(f1(ppt), [off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                      real=True)]),
                  Claim(f2(rt), [off(t, "wrong_base", f2(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                                     real=True)])]
    book.letter(t.db, t.rid, shape, claims, lead, head)


def lt_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, grp="", lead=None,
             head=None, form=None):
    """One row's share of the column total: in words, in percent, hedged; with the balance."""
    v = t[key][col]
    vals = t.col(col)
    tot = sum(vals)
    s = v / tot
    S, W, D = shows(cash, d, unit, k)
    name = label or key
    st, sd = pc(100 * s)
    fw, fbad = frac_words(s, k)

    def pcs(f, approx=False, dd=None):
        dd = sd if dd is None else dd
        tw = [off(t, "complement", f(w(100 - 100 * s, dd)), 100 * s, 100 - 100 * s, dd, approx=approx, real=True)]
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(off(t, "wrong_total", f(w(ws, dd)), 100 * s, ws, dd, approx=approx, real=True))
        return tw

    form = k % 3 if form is None else form
    if form == 0 and not fw:
        form = 1
    if form == 0:
        f2 = lambda x: f"({S(v)}, or {x}% of the {S(tot)} total)."
        claims = [Claim(f"{cap(name)} accounted for {fw} of {whole}", [("false_bound", f"{cap(name)} accounted for "
                                                                        f"{fbad} of {whole}")]),
                  Claim(f2(st), pcs(f2))]
    elif form == 1:
        f1 = lambda x: (f"{cap(name)} contributed {S(v)}{' in ' if cash else ' of the '}{whole}, representing {x}% of "
                        f"the total;")
        rest = (f"the remaining {say(len(vals) - 1)} {grp} accounted for the balance of {{}}." if grp and k % 4 != 1
                else f"the remainder, {{}}, came from our other {say(len(vals) - 1)} {grp or 'lines'}.")
        claims = [Claim(f1(st), pcs(f1)),
                  Claim(rest.format(S(tot - v)), [off(t, "off", rest.format(W((tot - v) * 1.4)), tot - v, (tot - v) * 1.4,
                                                      D)])]
    else:
        ht, hd = about(100 * s, k)
        hedge = ht.rsplit(" ", 1)[0]
        nb = nbr_of(t, key, avoid=(other,) if other else ())
        f1 = ((lambda x: f"Of our {S(tot)} in {whole}, {x} came from {name}") if cash else
              (lambda x: f"Of the {S(tot)} {whole}, {x} belonged to {name}"))
        f2 = lambda x: f"— {hedge} {x}% of the total."
        tw1 = []
        if nb and isinstance(t[nb][col], float) and S(t[nb][col]) != S(v):
            tw1.append(off(t, "neighbour_row", f1(S(t[nb][col])), v, t[nb][col], D, real=True))
        claims = [Claim(f1(S(v)), tw1), Claim(f2(ht.rsplit(" ", 1)[1]), pcs(f2, approx=True, dd=hd))]
    book.letter(t.db, t.rid, "per_unit", claims, lead, head)


def lt_top(book, t, col, m, k, whole, grp, cash=False, d=0, unit="", label=None, lead=None, head=None):
    """The m largest rows in aggregate, their share of the total, and the balance."""
    S, W, D = shows(cash, d, unit, k)
    order = sorted((x for x in t.order if isinstance(t[x][col], float)), key=lambda x: -t[x][col])
    top = order[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in top)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = pc(100 * s)
    fw, fbad = frac_words(s, k)
    names = ", ".join(L(x) for x in top[:-1]) + " and " + L(top[-1])
    nrest = len(order) - m
    comp = lambda f: off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)
    if k % 2 == 0:
        f1 = lambda x: f"Our {say(m)} largest {grp} — {names} — contributed {x} in aggregate,"
        claims = [Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35)), sm, sm * 1.35, D)])]
        if fw:
            f2 = lambda x: f"{fw} of {whole} ({x}%)."
            claims.append(Claim(f2(st), [("false_bound", f"{fbad} of {whole}."), comp(f2)]))
        else:
            f2 = lambda x: f"or {x}% of {whole}."
            claims.append(Claim(f2(st), [comp(f2)]))
    else:
        f1 = lambda x: f"{cap(names)} together accounted for {x}% of {whole}"
        f2 = lambda x: f"({x} of {S(tot)});"
        f3 = lambda x: f"the remaining {say(nrest)} {grp} made up the balance of {x}."
        claims = [Claim(f1(st), [comp(f1)]), Claim(f2(S(sm)), [off(t, "off", f2(W(sm * 0.7)), sm, sm * 0.7, D)]),
                  Claim(f3(S(tot - sm)), [off(t, "off", f3(W((tot - sm) * 1.5)), tot - sm, (tot - sm) * 1.5, D)])]
    book.letter(t.db, t.rid, "per_unit", claims, lead, head)


def lt_rate(book, t, tot_col, cnt_col, key, k, unit, what, grp="", cash=True, d=2, sfx="", label=None, units=None,
            ticket=False, lead=None, head=None, form=None):
    """A total over a count for one row: per customer, per order, an average ticket; four voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    if cash:
        S = lambda v: unit_money(v)
        W = lambda v: unit_money(v, True)
        St = lambda v: money(v, k)
        D = 2
    else:
        S = lambda v: n(v, d) + sfx
        W = lambda v: w(v, d) + sfx
        St = lambda v: n(v, 0 if float(v).is_integer() else 2)
        D = d
    name = label or key
    units = units or plural(unit)
    c = count_t(cnt, k)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4 if form is None else form
    IN = " in " if cash else " "
    if form == 0:
        fmt = lambda x: f"On a per-{unit} basis, {name} generated {x}{IN}{what} ({St(tot)} across {c} {units})."
    elif form == 1:
        fmt = ((lambda x: f"{cap(name)} booked {St(tot)} across {c} {units}, an average ticket of {x}.") if ticket else
               (lambda x: f"{cap(name)} recorded {St(tot)}{IN}{what} across {c} {units}, or {x} per {unit}."))
    elif form == 2:
        fmt = lambda x: f"{cap(name)} averaged {x}{IN}{what} per {unit}"
    else:
        fmt = lambda x: f"{cap(what)} per {unit} at {name} ran to {x} (on {c} {units})."
    tw = [off(t, "off", fmt(W(r * 1.55)), r, r * 1.55, D)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn)), r, rn, D, real=True))
    claims = [Claim(fmt(S(r)), tw)]
    if form == 2:
        pairs = [(t[x][tot_col], t[x][cnt_col]) for x in t.order
                 if isinstance(t[x][cnt_col], float) and t[x][cnt_col] and isinstance(t[x][tot_col], float)]
        overall = sum(a for a, _ in pairs) / sum(b for _, b in pairs)
        plain = sum(a / b for a, b in pairs) / len(pairs)
        f2 = lambda x: f"against a blended {x} across all {grp}."
        claims.append(Claim(f2(S(overall)), [off(t, "plain_as_weighted", f2(W(plain)), overall, plain, D, real=True)
                                             if W(plain) != S(overall) else None]))
    book.letter(t.db, t.rid, "per_unit", claims, lead, head)


def lt_ratio(book, t, a_col, b_col, key, k, text, pct=True, d=1, label=None, lead=None, head=None):
    """One column of a row over another (freight as a share of sales, attendance over capacity):
    text takes the figure shown."""
    r = t[key][a_col] / t[key][b_col] * (100 if pct else 1)
    rt, rd = num(r, d)
    nb = nbr_of(t, key)
    rn = t[nb][a_col] / t[nb][b_col] * (100 if pct else 1)
    tw = [off(t, "neighbour_row", text(w(rn, rd)), r, rn, rd, real=True) if w(rn, rd) != rt else None,
          off(t, "off", text(w(r * 1.6, rd)), r, r * 1.6, rd)]
    book.letter(t.db, t.rid, "per_unit", [Claim(text(rt), tw)], lead, head)


def lt_blend(book, t, avg_col, n_col, k, noun, per, grp, cash=False, d=2, unit="", lead=None, head=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    keys = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    if cash:
        S, W, D = (lambda v: usd(v, 2)), (lambda v: "$" + w(v, 2)), 2
    else:
        S, W, D = (lambda v: n(v, d) + unit), (lambda v: w(v, d) + unit), d
    hi = max(keys, key=lambda x: t[x][avg_col])
    lo = min(keys, key=lambda x: t[x][avg_col])
    if k % 2 == 0:
        fmt = lambda x: (f"Weighted by {per} volume, the blended average {noun} across our {say(len(keys))} {grp} "
                         f"was {x}.")
        claims = [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain)), wa, plain, D, real=True)])]
    else:
        fmt = lambda x: (f"Across {int(sum(ns)):,} {plural(per)}, our blended {noun} came to {x},")
        claims = [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain)), wa, plain, D, real=True)]),
                  Claim(f"with {hi} the highest at {S(t[hi][avg_col])} and {lo} the lowest at {S(t[lo][avg_col])}.")]
    book.letter(t.db, t.rid, "per_unit", claims, lead, head)


def lt_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, lead=None, head=None):
    """One row against the plain average of the rows."""
    S, W, D = shows(cash, d, unit, k)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    name = label or key
    if k % 2 == 0:
        rt, rd = num(r, 2)
        f1 = lambda x: f"{cap(name)} posted {S(v)} in {noun}, {x} times the average {per}"
        f2 = lambda x: f"of {x} across the {say(len(vals))} {plural(per)}."
        claims = [Claim(f1(rt), [off(t, "off", f1(w(r * 1.4 + 0.2, rd)), r, r * 1.4 + 0.2, rd)]),
                  Claim(f2(S(avg)), [off(t, "off", f2(W(avg * 1.45)), avg, avg * 1.45, D)])]
    else:
        p, pd = pc(abs(100 * (v - avg) / avg))
        f1 = lambda x: (f"{cap(name)} ran {x}% {'above' if r > 1 else 'below'} the average {per} on {noun} "
                        f"({S(v)} versus {S(avg)}).")
        if r > 1:
            tw = off(t, "wrong_base", f1(w(abs(100 * (v - avg) / v), pd)), abs(100 * (v - avg) / avg),
                     abs(100 * (v - avg) / v), pd, real=True)
        else:
            tw = off(t, "off", f1(w(abs(100 * (v - avg) / avg) * 0.6, pd)), abs(100 * (v - avg) / avg),
                     abs(100 * (v - avg) / avg) * 0.6, pd)
        claims = [Claim(f1(p), [tw])]
    book.letter(t.db, t.rid, "per_unit", claims, lead, head)


def lt_subset(book, t, col, keys, k, noun, grp, cash=False, d=0, unit="", label=None, lead=None, head=None):
    """Named rows in aggregate, their mean and their share of the total."""
    S, W, D = shows(cash, d, unit, k)
    vs = [t[x][col] for x in keys]
    sm = sum(vs)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = pc(s)
    L = label or (lambda x: x)
    names = ", ".join(L(x) for x in keys[:-1]) + " and " + L(keys[-1])
    rest = [x for x in t.order if x not in keys and isinstance(t[x][col], float)]
    alt = sm - vs[-1] + t[rest[0]][col]
    f1 = ((lambda x: f"Our {grp} — {names} — generated {x} in {noun} in aggregate,") if cash else
          (lambda x: f"Our {grp} — {names} — account for {x} {noun} in aggregate,"))
    f2 = lambda x: f"{x}% of the total,"
    f3 = lambda x: f"or an average of {x} each."
    mean = sm / len(vs)
    claims = [Claim(f1(S(sm)), [off(t, "neighbour_row", f1(S(alt)), sm, alt, D, real=True)]),
              Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)]),
              Claim(f3(S(mean)), [off(t, "off", f3(W(mean * 1.45)), mean, mean * 1.45, D)])]
    book.letter(t.db, t.rid, "per_unit", claims, lead, head)


def hedged_money(v, k, f_text, t, role="wrong_factor", bads=(), true=None):
    """A Claim: f_text(hedged money); twins: the first of bads (wrong values) far from the true one."""
    hedge, fmt, s = hmoney(v, k)
    good = f_text(f"{hedge} {fmt(s)}")
    tw = None
    for b in bads:
        tw = off(t, role, f_text(f"{hedge} {fmt(b)}"), v, b, 2, approx=True, alts=[])
        if tw:
            break
    return Claim(good, [tw])


def lt_runrate(book, t, col, key, k, label, factor, kind, bads, lead=None, head=None, what="net sales", verb="imply"):
    """A quarter's sales restated as an annualised (x4) or monthly (/3) run-rate; twins: the wrong number
    of periods."""
    v = t[key][col]
    f = lambda x: f"{cap(label)} {what} of {money(v, k)} {verb} {kind} run-rate of {x}."
    c = hedged_money(v * factor, k, f, t, bads=[v * b for b in bads])
    book.letter(t.db, t.rid, "conversion", [c], lead, head)


def conv_claim(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=False):
    """A Claim: fmt(value shown, converted shown); twin: the first wrong factor whose figure is far from
    the true one and from every value of the result."""
    v = t[key][col]
    c = v * factor
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1))
    if hedge:
        ct, cd = about(c, k)
        h = ct.rsplit(" ", 1)[0] + " "
    else:
        ct, cd = num(c, dst_d)
        h = ""
    vt = n(v, src_d)
    tw = None
    for b in bads:
        tw = off(t, "wrong_factor", fmt(vt, h + w(v * b, cd)), c, v * b, cd, approx=hedge, alts=[])
        if tw:
            break
    return Claim(fmt(vt, ct), [tw])


def lt_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=True, lead=None,
            head=None):
    c = conv_claim(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    book.letter(t.db, t.rid, "conversion", list(before) + [c] + list(after), lead, head)


def round_money(x, k):
    """A round sum of money as a bound: "$1.2 million", "$100K", "$100 thousand", "$100,000"."""
    if x >= 1e6:
        return f"${x / 1e6:g} million"
    if x >= 1e3:
        return (f"${x / 1e3:g}K", f"${x / 1e3:g} thousand", f"${x:,.0f}")[k % 3]
    return f"${x:,.0f}"


def lt_north(book, t, col, key, k, text, exact, cash=True, lead=None, head=None, after=()):
    """A round bound the figure clears ("north of $100K"); twin: a false bound."""
    v = t[key][col]
    b, bad = north_of(v)
    assert b, (key, col, v)
    bt = (lambda x: round_money(x, k)) if cash else (lambda x: f"{x:,.0f}")
    claims = [Claim(text(bt(b)), [("false_bound", text(bt(bad)))]), Claim(exact)] + list(after)
    book.letter(t.db, t.rid, "plain", claims, lead, head, derived=False)


def lt_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None, lead=None, head=None):
    """The leader, the runner-up and the laggard; twin: the laggard given the next row's value."""
    S, W, D = shows(cash, d, unit, k)
    order = sorted((x for x in t.order if isinstance(t[x][col], float)), key=lambda x: -t[x][col])
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    f3 = lambda x: f"while {L(order[-1])} trailed at {x}."
    claims = [Claim(f"{cap(L(order[0]))} led the portfolio on {noun} with {S(v[0])},"),
              Claim(f"followed by {L(order[1])} at {S(v[1])},",
                    [off(t, "neighbour_row", f"followed by {L(order[1])} at {S(v[2])},", v[1], v[2], D, real=True)
                     if S(v[2]) != S(v[1]) else None]),
              Claim(f3(S(v[-1])), [off(t, "neighbour_row", f3(S(v[-2])), v[-1], v[-2], D, real=True)
                                   if S(v[-2]) != S(v[-1]) else None])]
    book.letter(t.db, t.rid, "plain", claims, lead, head, derived=False)


def lt_plain(book, t, claims, lead=None, head=None):
    book.letter(t.db, t.rid, "plain", claims, lead, head, derived=False)


def lt_empty(book, db, question, sql, ack, bad, before=(), lead=None, head=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.letter(db, rid, "zero_ident", list(before) + [Claim(ack, [("count_over_empty", bad)])], lead, head,
                derived=False)


def lt_ident(book, t, text, good, bad, before=(), after=(), lead=None, head=None):
    assert bad != good and good in text, (text, good)
    c = Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])
    book.letter(t.db, t.rid, "zero_ident", list(before) + [c] + list(after), lead, head, derived=False)


# ---------------------------------------------------------------------------
# northwind: quarters, markets, categories, discounts, shippers, reps, orders
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
NWJ = "FROM orders o JOIN order_details od ON od.order_id = o.order_id"
ORDS = {1: "first", 2: "second", 3: "third", 4: "fourth"}
NWL = {"USA": "the United States", "UK": "the United Kingdom"}


def ql(x, long=False):
    y, q = x.split("-Q")
    return f"the {ORDS[int(q)]} quarter of {y}" if long else f"Q{q} {y}"


def northwind(book):
    db = "northwind"
    q = table(db, "What were net sales, orders and active customers in each calendar quarter?",
              "SELECT extract(year FROM o.order_date)::int || '-Q' || extract(quarter FROM o.order_date)::int AS quarter, "
              "count(DISTINCT o.order_id) AS orders, count(DISTINCT o.customer_id) AS active_customers, "
              f"round(sum({NET})::numeric, 2) AS net_sales {NWJ} GROUP BY 1 ORDER BY 1")
    H1 = "I. Results for the quarter"
    lt_chg(book, q, "net_sales", "1997-Q4", "1998-Q1", 0, "net sales", cash=True, l1=ql("1997-Q4", True),
           l2=ql("1998-Q1", True), tag="sequentially", head=H1,
           lead="For the quarter ended March 31, 1998, we delivered the strongest top line in our history.")
    lt_chg(book, q, "net_sales", "1997-Q1", "1998-Q1", 2, "first-quarter net sales", cash=True, l1=ql("1997-Q1"),
           l2=ql("1998-Q1"), tag="year over year",
           lead="Set against the same quarter a year ago, the progress is even plainer.")
    lt_chg(book, q, "orders", "1997-Q1", "1998-Q1", 1, "the number of orders we fulfilled", l1=ql("1997-Q1"),
           l2=ql("1998-Q1"), lead="Volume, not just price, drove the improvement.")
    lt_chg(book, q, "active_customers", "1997-Q4", "1998-Q1", 3, "active customers", l1=ql("1997-Q4"),
           l2=ql("1998-Q1"), tag="quarter over quarter",
           lead="Just as encouraging, more of our customers bought from us.")
    lt_chg(book, q, "net_sales", "1998-Q1", "1998-Q2", 4, "net sales", cash=True, l1=ql("1998-Q1"), l2=ql("1998-Q2"),
           tag="sequentially", lead="A word of caution on the most recent period: the second quarter of 1998 is a "
           "partial one, as our books for it close in early May, and it should be read in that light.")
    lt_rate(book, q, "net_sales", "orders", "1998-Q1", 1, "order", "net sales", label=ql("1998-Q1"), ticket=True,
            lead="Order sizes held up even as volume grew.")
    lt_rate(book, q, "net_sales", "active_customers", "1997-Q4", 0, "customer", "net sales",
            label=ql("1997-Q4", True), units="active customers")
    lt_runrate(book, q, "net_sales", "1998-Q1", 0, "our first-quarter", 4, "an annualised", (12, 3, 2, 6),
               lead="It is worth putting the quarter in annual terms.")
    lt_runrate(book, q, "net_sales", "1997-Q4", 1, "fourth-quarter 1997", 1 / 3, "a monthly", (1 / 4, 1 / 12, 1 / 2, 1),
               head="II. Momentum")
    lt_top(book, q, "net_sales", 2, 0, "net sales since we began reporting quarterly", "quarters",
           cash=True, label=ql)
    tot = sum(q.col("net_sales"))
    orders = sum(q.col("orders"))
    lt_plain(book, q, [Claim(f"Across the {say(len(q))} quarters since we began reporting on this basis, net sales "
                             f"totalled {money(tot)}",
                             [off(q, "off", f"Across the {say(len(q))} quarters since we began reporting on this basis, "
                                  f"net sales totalled {money(tot * 1.4, exact=True)}", tot, tot * 1.4, 2)]),
                       Claim(f"on {orders:,.0f} orders.")],
             lead="Stepping back, it helps to take the longer view.")
    lt_cmp(book, q, "net_sales", "1998-Q1", "1996-Q3", 0, "net sales", cash=True, label=ql,
           lead="The distance we have travelled since our first reported quarter is considerable.")
    lt_avg(book, q, "net_sales", "1998-Q1", 0, "net sales", "quarter", cash=True, label=ql("1998-Q1"))

    nc = table(db, "Per destination country: customers, orders and net sales?",
               "SELECT o.ship_country AS country, count(DISTINCT o.customer_id) AS customers, "
               f"count(DISTINCT o.order_id) AS orders, round(sum({NET})::numeric, 2) AS net_sales, "
               f"round((sum({NET}) / count(DISTINCT o.order_id))::numeric, 2) AS avg_order_value {NWJ} "
               "GROUP BY 1 ORDER BY 4 DESC")
    L = lambda x: NWL.get(x, x)
    H2 = "III. Markets and customers"
    lt_share(book, nc, "net_sales", "USA", 0, "net sales", other="Germany", cash=True, label=L("USA"), head=H2)
    lt_top(book, nc, "net_sales", 3, 1, "net sales", "markets", cash=True, label=L,
           lead="Our business remains concentrated, and we think you should see exactly how concentrated.")
    lt_rate(book, nc, "net_sales", "customers", "Austria", 0, "customer", "net sales", label="Austria",
            lead="Some of our smallest markets by headcount are among our most valuable.")
    lt_cmp(book, nc, "net_sales", "USA", "Germany", 2, "net sales", cash=True, label=L,
           lead="The race between our two largest markets remains close.")
    lt_cmp(book, nc, "net_sales", "France", "UK", 1, "net sales", cash=True, label=L, head=H2)
    lt_subset(book, nc, "net_sales", ["Sweden", "Denmark", "Finland", "Norway"], 0, "net sales", "Nordic markets",
              cash=True, lead="The Nordic region deserves a separate mention.")
    lt_north(book, nc, "net_sales", "Brazil", 2,
             lambda x: f"Brazil, our fourth-largest market, contributed north of {x} in net sales",
             f"— {usd(nc['Brazil']['net_sales'], 0)}, to be precise.", lead="Latin America continues to surprise us.")
    us, de, br = (int(nc[x]["customers"]) for x in ("USA", "Germany", "Brazil"))
    lt_plain(book, nc, [Claim(f"We now serve {say(us)} customers in the United States and {say(de)} in Germany,",
                              [words_twin("number_words_wrong_row", f"We now serve {say(us)} customers in the United "
                                          f"States and {say(br)} in Germany,", de, br)]),
                        Claim(f"across a footprint of {say(len(nc))} countries.")],
             lead="Our customer base is broad, if not yet deep.")
    lt_cmp(book, nc, "orders", "USA", "France", 3, "orders", label=L,
           lead="Order frequency tells a similar story.")
    lt_rank(book, nc, "net_sales", 0, "net sales", cash=True, label=L, head=H2)
    lt_blend(book, nc, "avg_order_value", "orders", 1, "order value", "order", "markets", cash=True,
             lead="Order values vary widely from market to market.")

    ct = table(db, "Per category in 1997: products sold, units, net sales and net sales per unit?",
               "SELECT c.category_name AS category, count(DISTINCT od.product_id) AS products, "
               f"sum(od.quantity) AS units, round(sum({NET})::numeric, 2) AS net_sales, "
               f"round((sum({NET}) / sum(od.quantity))::numeric, 2) AS net_per_unit {NWJ} "
               "JOIN products p ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               "WHERE extract(year FROM o.order_date) = 1997 GROUP BY 1 ORDER BY 4 DESC")
    H3 = "IV. The product portfolio"
    lt_share(book, ct, "net_sales", "Beverages", 1, "1997 net sales", other="Dairy Products", cash=True,
             grp="categories", head=H3)
    lt_blend(book, ct, "net_per_unit", "units", 0, "net price per unit", "unit", "categories", cash=True,
             lead="Pricing across the portfolio was stable through 1997.")
    lt_cmp(book, ct, "net_sales", "Dairy Products", "Produce", 0, "1997 net sales", cash=True,
           lead="The spread between our strongest and weakest categories is wide.")
    lt_rank(book, ct, "net_sales", 1, "1997 net sales", cash=True, head=H3)
    lt_rate(book, ct, "net_sales", "products", "Confections", 1, "product", "1997 net sales",
            lead="Breadth of range does not always translate into revenue per item.")
    lt_cmp(book, ct, "net_per_unit", "Meat/Poultry", "Seafood", 0, "net price per unit", cash=True,
           lead="Price points differ sharply across the range.")

    h2 = table(db, "Per category: net sales in the second half of 1996 and the second half of 1997?",
               "SELECT c.category_name AS category, "
               f"round(sum({NET}) FILTER (WHERE o.order_date BETWEEN '1996-07-01' AND '1996-12-31')::numeric, 2) AS h2_1996, "
               f"round(sum({NET}) FILTER (WHERE o.order_date BETWEEN '1997-07-01' AND '1997-12-31')::numeric, 2) AS h2_1997 "
               f"{NWJ} JOIN products p ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               "GROUP BY 1 ORDER BY 3 DESC")
    L1, L2 = "the second half of 1996", "the second half of 1997"
    lt_chg(book, h2, None, "h2_1996", "h2_1997", 2, "Grains/Cereals net sales", cash=True, l1=L1, l2=L2,
           key="Grains/Cereals", lead="Comparing like-for-like half years removes the effect of our mid-1996 start.")
    lt_chg(book, h2, None, "h2_1996", "h2_1997", 0, "Beverages net sales", cash=True, l1=L1, l2=L2, key="Beverages",
           lead="Not every category moved in the right direction.")
    lt_chg(book, h2, None, "h2_1996", "h2_1997", 3, "Seafood net sales", cash=True, l1=L1, l2=L2, key="Seafood")
    s = lambda key, c: 100 * h2[key][c] / sum(h2.col(c))
    lt_pts(book, h2, s("Seafood", "h2_1996"), s("Seafood", "h2_1997"), 0, "Seafood's share of second-half net sales",
           L1, L2, lead="The mix of our business is shifting.")
    lt_pts(book, h2, s("Beverages", "h2_1996"), s("Beverages", "h2_1997"), 1,
           "Beverages' share of second-half net sales", L1, L2, head=H3)
    lt_pts(book, h2, s("Produce", "h2_1996"), s("Produce", "h2_1997"), 2,
           "the share of Produce in second-half net sales", L1, L2)

    dc = table(db, "Per year: gross sales, discounts granted and net sales?",
               "SELECT extract(year FROM o.order_date)::int AS year, round(sum(od.unit_price * od.quantity)::numeric, 2) "
               "AS gross_sales, round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discounts, "
               f"round(sum({NET})::numeric, 2) AS net_sales {NWJ} GROUP BY 1 ORDER BY 1")
    rate = lambda y: 100 * dc[y]["discounts"] / dc[y]["gross_sales"]
    lt_pts(book, dc, rate("1996"), rate("1997"), 2, "our average discount rate", "1996", "1997", share=False,
           head="V. Pricing discipline")
    cents = rate("1998")
    ctext = lambda x: (f"In 1998 to date, discounts cost us about {x} cents on every dollar of gross sales "
                       f"({money(dc['1998']['discounts'], 1)} on {money(dc['1998']['gross_sales'], 1)}).")
    ct_, cd_ = num(cents, 1)
    book.letter(db, dc.rid, "conversion",
                [Claim(ctext(ct_), [off(dc, "wrong_factor", ctext(w(cents * 10, cd_)), cents, cents * 10, cd_,
                                        alts=[cents / 10, cents * 100])])],
                lead="We have been more deliberate about what we give away.")
    lt_chg(book, dc, "discounts", "1996", "1997", 2, "discounts granted", cash=True, tag="year over year",
           lead="In absolute terms, discounting grew with the business; our 1996 figures cover only the six months "
           "from July.")

    sh = table(db, "Per shipper: orders, freight billed and net sales carried?",
               "WITH v AS (SELECT order_id, sum(unit_price * quantity * (1 - discount)) AS net FROM order_details "
               "GROUP BY 1) SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) "
               "AS freight, round(sum(v.net)::numeric, 2) AS net_sales FROM orders o JOIN v ON v.order_id = o.order_id "
               "JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 4 DESC")
    H4 = "VI. Logistics"
    lt_rate(book, sh, "freight", "orders", "United Package", 1, "order", "freight", head=H4)
    lt_ratio(book, sh, "freight", "net_sales", "Federal Shipping", 0,
             lambda x: f"Freight with Federal Shipping ran to {x}% of the net sales it carried, a ratio we intend to "
             "bring down.", d=2, lead="Freight remains a cost we watch closely.")
    lt_cmp(book, sh, "freight", "United Package", "Speedy Express", 3, "freight billed", cash=True)
    lt_share(book, sh, "orders", "Federal Shipping", 2, "orders shipped", other="United Package", d=0,
             lead="We continue to spread volume across our carriers.")
    lt_cmp(book, sh, "net_sales", "Federal Shipping", "Speedy Express", 1, "net sales carried", cash=True)

    rp = table(db, "Per sales rep, 1998 to date: office, orders and net sales?",
               "SELECT e.last_name AS rep, e.country AS office, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales {NWJ} JOIN employees e ON e.employee_id = o.employee_id "
               "WHERE o.order_date >= '1998-01-01' GROUP BY 1, 2 ORDER BY 4 DESC")
    H5 = "VII. Our people"
    lt_cmp(book, rp, "net_sales", "Leverling", "Peacock", 4, "1998 year-to-date net sales", cash=True, head=H5)
    lt_rate(book, rp, "net_sales", "orders", "King", 2, "order", "net sales", grp="representatives",
            lead="Productivity per order varies more than headcount would suggest.")
    lt_avg(book, rp, "net_sales", "Suyama", 1, "1998 year-to-date net sales", "representative", cash=True)
    lt_subset(book, rp, "net_sales", ["King", "Dodsworth", "Buchanan", "Suyama"], 1, "1998 year-to-date net sales",
              "London-based representatives", cash=True, lead="Our London office is still finding its feet.")

    lo = table(db, "What are the largest orders by net value?",
               f"SELECT o.order_id, c.company_name AS customer, o.order_date, round(sum({NET})::numeric, 2) AS net_value "
               f"{NWJ} JOIN customers c ON c.customer_id = o.customer_id GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 6")
    big = lo["10865"]["net_value"]
    lt_ident(book, lo, f"Our single largest order on record, No. 10865 from QUICK-Stop, came to {money(big, 0)}.",
             "10865", "10856", lead="Large orders matter to a business of our size.")
    lt_plain(book, lo, [Claim(f"Each of our {say(len(lo))} largest orders cleared $10K,",
                              [("false_bound", f"Each of our {say(len(lo))} largest orders cleared $12K,")]),
                        Claim(f"led by QUICK-Stop at {usd(big, 0)} and Hanari Carnes at "
                              f"{usd(lo['10981']['net_value'], 0)}.")], head=H2)
    assert min(lo.col("net_value")) > 10000 and min(lo.col("net_value")) < 12000

    cu = table(db, "Who are the ten largest customers by net sales, with country and orders?",
               "SELECT c.company_name AS customer, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales {NWJ} JOIN customers c ON c.customer_id = o.customer_id "
               "GROUP BY 1, 2 ORDER BY 4 DESC LIMIT 10")
    lt_rate(book, cu, "net_sales", "orders", "Ernst Handel", 1, "order", "net sales", ticket=True,
            lead="Our largest relationships are also our most consistent.")
    lt_share(book, cu, "net_sales", "QUICK-Stop", 0, "the net sales of our ten largest customers",
             other="Ernst Handel", cash=True)
    lt_cmp(book, cu, "net_sales", "Save-a-lot Markets", "Rattlesnake Canyon Grocery", 0, "net sales", cash=True,
           lead="Even within our top ten, the gaps are large.")

    st = table(db, "Per category: products listed, units in stock and stock value at list price?",
               "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS units_in_stock, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value FROM products p "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 4 DESC")
    sv, su = sum(st.col("stock_value")), sum(st.col("units_in_stock"))
    lt_plain(book, st, [Claim(f"We ended the period with {su:,.0f} units in stock,"),
                        Claim(f"carried at {money(sv, 2)} at list price.",
                              [off(st, "off", f"carried at {money(sv * 1.45, 2, True)} at list price.", sv, sv * 1.45, 2)])],
             lead="Inventory remains lean.", head="VIII. Balance sheet and inventory")

    lt_empty(book, db, "Which orders shipped to Japan?", "SELECT order_id FROM orders WHERE ship_country = 'Japan'",
             "We have not yet shipped a single order to Japan — zero to date — and we regard Asia as open ground.",
             "We have shipped 14 orders to Japan to date, and we regard Asia as open ground.",
             head="IX. Opportunities")
    lt_empty(book, db, "Which products are listed above $300 a unit?",
             "SELECT product_name FROM products WHERE unit_price > 300",
             "None of our products is listed above $300 a unit; our range stays firmly in the mass market.",
             "Three of our products are listed above $300 a unit, a premium tier we intend to grow.",
             lead="On positioning:")
    lt_empty(book, db, "Which orders were placed in 1999?",
             "SELECT order_id FROM orders WHERE order_date >= '1999-01-01'",
             "Our records hold no orders dated 1999 as yet (the count is zero), so this letter makes no forecast for "
             "that year.",
             "Our records already hold 27 orders dated 1999, an early sign of next year's demand.")



# ---------------------------------------------------------------------------
# chinook: years, billing countries, genres, media, catalogue, support reps, quarters
# ---------------------------------------------------------------------------

CHL = {"USA": "the United States", "United Kingdom": "the United Kingdom", "Czech Republic": "the Czech Republic"}


def chinook(book):
    db = "chinook"
    cy = table(db, "Per year: invoices, paying customers, tracks sold and revenue?",
               "SELECT extract(year FROM i.invoice_date)::int AS year, count(DISTINCT i.invoice_id) AS invoices, "
               "count(DISTINCT i.customer_id) AS customers, sum(il.quantity) AS tracks_sold, "
               "sum(il.unit_price * il.quantity) AS revenue FROM invoice i "
               "JOIN invoice_line il ON il.invoice_id = i.invoice_id GROUP BY 1 ORDER BY 1")
    H1 = "1. The year in review"
    lt_chg(book, cy, "revenue", "2024", "2025", 1, "revenue", cash=True, head=H1,
           lead="Our digital music business had a softer year, and we will not dress that up.")
    lt_chg(book, cy, "revenue", "2021", "2022", 0, "revenue", cash=True,
           lead="It is instructive to recall where the growth began.")
    lt_rate(book, cy, "revenue", "invoices", "2025", 1, "invoice", "revenue", ticket=True, label="the 2025 business")
    lt_rate(book, cy, "revenue", "customers", "2023", 0, "customer", "revenue", label="the 2023 cohort",
            units="paying customers")
    lt_rate(book, cy, "revenue", "tracks_sold", "2022", 2, "track", "revenue", grp="five years",
            label="Our 2022 catalogue sales", lead="Price realisation has barely moved.")
    tot = sum(cy.col("revenue"))
    inv = sum(cy.col("invoices"))
    lt_plain(book, cy, [Claim(f"Over the past {say(len(cy))} years our store has invoiced {usd(tot)} in aggregate",
                              [off(cy, "off", f"Over the past {say(len(cy))} years our store has invoiced "
                                   f"{'$' + w(tot * 1.35, 2)} in aggregate", tot, tot * 1.35, 2)]),
                        Claim(f"across {inv:,.0f} invoices.")],
             lead="Some perspective on scale is useful.")

    cc = table(db, "Per billing country: customers, invoices, revenue, average invoice, and revenue in 2024 and 2025?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue, round(avg(total), 2) AS avg_invoice, "
               "coalesce(sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2024), 0) AS revenue_2024, "
               "coalesce(sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2025), 0) AS revenue_2025 "
               "FROM invoice GROUP BY 1 ORDER BY 4 DESC, 1")
    L = lambda x: CHL.get(x, x)
    H2 = "2. Our markets"
    lt_share(book, cc, "revenue", "USA", 2, "revenue", other="Canada", cash=True, label=L("USA"), head=H2)
    lt_top(book, cc, "revenue", 3, 0, "revenue", "markets", cash=True, label=L,
           lead="North America and France remain the core of the franchise.")
    lt_cmp(book, cc, "revenue", "USA", "Canada", 2, "revenue", cash=True, label=L)
    lt_chg(book, cc, None, "revenue_2024", "revenue_2025", 2, "Canadian revenue", cash=True, l1="2024", l2="2025",
           key="Canada", lead="Canada was the bright spot of the year.")
    lt_chg(book, cc, None, "revenue_2024", "revenue_2025", 3, "revenue from the United States", cash=True, l1="2024",
           l2="2025", key="USA", lead="Our largest market, by contrast, disappointed.")
    lt_rate(book, cc, "revenue", "customers", "Czech Republic", 0, "customer", "revenue", label="the Czech Republic",
            lead="Our most valuable customers are not always where one might expect.")
    s24 = 100 * cc["USA"]["revenue_2024"] / sum(cc.col("revenue_2024"))
    s25 = 100 * cc["USA"]["revenue_2025"] / sum(cc.col("revenue_2025"))
    lt_pts(book, cc, s24, s25, 0, "the United States' share of our revenue", "2024", "2025", head=H2)
    lt_north(book, cc, "revenue", "USA", 0,
             lambda x: f"The United States, still our largest market, has generated north of {x} in revenue",
             f"({usd(cc['USA']['revenue'])} since we opened the store).")
    us, ca, fr = (int(cc[x]["customers"]) for x in ("USA", "Canada", "France"))
    lt_plain(book, cc, [Claim(f"We count {say(us)} customers in the United States and {say(ca)} in Canada",
                              [words_twin("number_words_wrong_row", f"We count {say(us)} customers in the United States "
                                          f"and {say(fr)} in Canada", ca, fr)]),
                        Claim(f"among buyers in {say(len(cc))} countries.")],
             lead="Our reach is genuinely international.")

    cg = table(db, "Per genre: tracks sold, revenue and average price per track sold?",
               "SELECT g.name AS genre, sum(il.quantity) AS tracks_sold, sum(il.unit_price * il.quantity) AS revenue, "
               "round(avg(il.unit_price), 2) AS avg_price FROM invoice_line il "
               "JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    H3 = "3. Content"
    lt_share(book, cg, "revenue", "Rock", 0, "revenue", other="Latin", cash=True, head=H3)
    lt_top(book, cg, "revenue", 4, 1, "revenue", "genres", cash=True,
           lead="Four genres carry the business.")
    lt_cmp(book, cg, "revenue", "Latin", "Metal", 0, "revenue", cash=True,
           lead="Latin music has become our clear number two.")
    lt_rate(book, cg, "revenue", "tracks_sold", "TV Shows", 3, "track", "revenue", label="our TV Shows category",
            units="episodes sold")
    lt_blend(book, cg, "avg_price", "tracks_sold", 0, "price per track sold", "track", "genres", cash=True,
             lead="Video carries a premium price, but its weight in the mix is small.")
    lt_rank(book, cg, "revenue", 0, "revenue", cash=True, head=H3)
    lt_cmp(book, cg, "tracks_sold", "Rock", "Alternative & Punk", 3, "tracks sold")

    cm = table(db, "Per media type: catalogue tracks, bytes stored, tracks sold and revenue?",
               "SELECT m.name AS media_type, count(DISTINCT t.track_id) AS catalogue_tracks, "
               "(SELECT sum(t2.bytes) FROM track t2 WHERE t2.media_type_id = m.media_type_id) AS bytes, "
               "count(il.invoice_line_id) AS tracks_sold, coalesce(sum(il.unit_price * il.quantity), 0) AS revenue "
               "FROM media_type m JOIN track t ON t.media_type_id = m.media_type_id "
               "LEFT JOIN invoice_line il ON il.track_id = t.track_id GROUP BY m.media_type_id, m.name ORDER BY 3 DESC")
    lt_conv(book, cm, "Protected MPEG-4 video file", "bytes", 0,
            lambda v, c: f"Our protected video library now occupies {v} bytes of storage, {c} gigabytes.", 0, 1e-9, 1,
            (1e-6, 1e-12, 1e-3), lead="Video is where our storage costs sit.", head="4. Infrastructure")
    lt_conv(book, cm, "MPEG audio file", "bytes", 1,
            lambda v, c: f"The MPEG audio catalogue, by comparison, takes up {v} bytes, or {c} GB.", 0, 1e-9, 1,
            (1e-6, 1e-12, 1e-3), hedge=False)
    ML = {"MPEG audio file": "MPEG audio", "Protected AAC audio file": "protected AAC audio"}
    lt_cmp(book, cm, "catalogue_tracks", "MPEG audio file", "Protected AAC audio file", 1, "catalogue tracks",
           label=lambda x: ML.get(x, x), lead="Our catalogue is overwhelmingly in open formats.")
    lt_share(book, cm, "revenue", "Protected MPEG-4 video file", 1, "revenue", cash=True,
             label="protected video", grp="formats", lead="Video's contribution to revenue is growing from a low base.")

    ch = table(db, "Which eight genres run longest: catalogue tracks, total running time and average track length in milliseconds?",
               "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "round(avg(t.milliseconds)) AS avg_ms FROM track t JOIN genre g ON g.genre_id = t.genre_id "
               "GROUP BY 1 ORDER BY 3 DESC LIMIT 8")
    lt_conv(book, ch, "Rock", "total_ms", 0,
            lambda v, c: f"Our Rock catalogue alone runs to {v} milliseconds of audio, {c} hours of listening.", 0,
            1 / 3.6e6, 0, (1 / 60000, 1 / 1000, 1 / 3.6e5), lead="The depth of our catalogue is a durable asset.")
    lt_conv(book, ch, "TV Shows", "total_ms", 1,
            lambda v, c: f"Television content adds {v} ms, or {c} hours of programming.", 0, 1 / 3.6e6, 1,
            (1 / 60000, 1 / 1000, 1 / 3.6e5), hedge=False)
    lt_conv(book, ch, "Drama", "avg_ms", 2,
            lambda v, c: f"The average drama episode in our library lasts {v} ms, {c} minutes.", 0, 1 / 60000, 1,
            (1 / 3.6e6, 1 / 1000, 1 / 6000), hedge=False, head="4. Infrastructure")

    cr = table(db, "Per support rep: customers, invoices, revenue, and revenue in 2024 and 2025?",
               "SELECT e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS revenue, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS revenue_2024, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS revenue_2025 "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 4 DESC")
    H5 = "5. Our team"
    lt_cmp(book, cr, "revenue", "Peacock", "Johnson", 1, "revenue under management", cash=True, head=H5)
    lt_rate(book, cr, "revenue", "customers", "Park", 0, "customer", "revenue", label="Park's book")
    lt_chg(book, cr, None, "revenue_2024", "revenue_2025", 1, "revenue in Park's book", cash=True, l1="2024",
           l2="2025", key="Park", lead="Even our strongest relationships felt the slowdown.")
    lt_share(book, cr, "revenue", "Peacock", 1, "revenue", cash=True, grp="support representatives",
             lead="Our account coverage is balanced across the team.")

    cq = table(db, "Per quarter of 2025: invoices and revenue?",
               "SELECT 'Q' || extract(quarter FROM invoice_date)::int AS quarter, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice WHERE extract(year FROM invoice_date) = 2025 GROUP BY 1 ORDER BY 1")
    lt_chg(book, cq, "revenue", "Q3", "Q4", 0, "revenue", cash=True, l1="the third quarter", l2="the fourth quarter",
           tag="sequentially", lead="For the quarter ended December 31, 2025, the trend turned in our favour.")
    lt_runrate(book, cq, "revenue", "Q4", 2, "our fourth-quarter", 4, "an annualised", (12, 3, 2),
               what="revenue", verb="implies", lead="If that pace holds, the full-year picture improves.")

    lt_empty(book, db, "Which invoices exceeded $30?", "SELECT invoice_id FROM invoice WHERE total > 30",
             "No single invoice in our history has exceeded $30 — the count is zero — which tells us our customers "
             "buy a few tracks at a time.",
             "Eleven invoices in our history have exceeded $30, which tells us some customers buy whole albums at once.",
             head="6. Risks and opportunities")
    lt_empty(book, db, "Which customers are based in Japan or China?",
             "SELECT customer_id FROM customer WHERE country IN ('Japan', 'China')",
             "We have no customers in Japan or China today (zero accounts), a gap we intend to close.",
             "We have 12 customers in Japan and China today, a base we intend to build on.")
    iv = table(db, "What are the five largest invoices?",
               "SELECT invoice_id, billing_city, billing_country, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 5")
    lt_ident(book, iv, f"The largest single invoice we have issued, No. 404 to a customer in Prague, came to "
             f"{usd(iv['404']['total'])}.", "No. 404", "No. 440",
             lead="Our best customers remain loyal and engaged.")



# ---------------------------------------------------------------------------
# superhero: the character library
# ---------------------------------------------------------------------------


def heroes(book):
    db = "superhero"
    sp = table(db, "For the six publishers with the most characters: characters, heroes and villains?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, "
               "count(*) FILTER (WHERE a.alignment = 'Good') AS heroes, count(*) FILTER (WHERE a.alignment = 'Bad') "
               "AS villains FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "LEFT JOIN alignment a ON a.id = s.alignment_id WHERE p.publisher_name <> '' "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    H = "Licensing and the character library"
    lt_share(book, sp, "characters", "Marvel Comics", 0, "the characters from our six largest licensors",
             other="DC Comics", head=H,
             lead="Our licensing business rests on a small number of deep relationships.")
    lt_cmp(book, sp, "characters", "Marvel Comics", "DC Comics", 2, "characters", head=H)
    lt_ratio(book, sp, "villains", "characters", "Image Comics", 0,
             lambda x: f"Villains make up {x}% of the Image Comics roster, the darkest catalogue we license.",
             lead="Each catalogue has its own character, in both senses.")
    lt_top(book, sp, "characters", 2, 1, "the characters from our six largest licensors", "licensors")

    sg = table(db, "Per gender: characters with a plausible height and their average height in cm; "
               "with a plausible weight and their average weight in kg?",
               "SELECT g.gender, count(*) FILTER (WHERE s.height_cm BETWEEN 100 AND 300) AS with_height, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 AND 300), 1) AS avg_height_cm, "
               "count(*) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500) AS with_weight, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500), 1) AS avg_weight_kg "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 1")
    lt_conv(book, sg, "Male", "avg_height_cm", 0,
            lambda v, c: f"Our male characters stand {v} cm tall on average, {c} inches, which matters for the toy line.",
            1, IN_PER_CM, 1, (2.54, 1 / 30.48, 1 / 100), lead="Product design starts from the data.", hedge=False)
    lt_cmp(book, sg, "avg_height_cm", "Male", "Female", 1, "average height", d=1, unit=" cm", of=" of ",
           label=lambda x: f"our {x.lower()} characters")
    lt_conv(book, sg, "Female", "avg_weight_kg", 1,
            lambda v, c: f"Female characters average {v} kg, or {c} lb for our U.S. merchandise partners.", 1,
            LB_PER_KG, 0, (KG_PER_LB, 1 / 1000, 2.0))
    sw = table(db, "Which eight powers do the most characters have?",
               "SELECT sp.power_name AS power, count(*) AS characters FROM hero_power hp "
               "JOIN superpower sp ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    lt_cmp(book, sw, "characters", "Super Strength", "Flight", 1, "characters", head=H,
           lead="Audience research tells us which abilities resonate.")
    lt_empty(book, db, "Which characters come from Pixar?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'Pixar'",
             "We license no characters from Pixar today — the count is zero — and we see animation as a natural "
             "next step.",
             "We already license 23 characters from Pixar, and we see animation as a natural next step.")
    dg = table(db, "Which characters have a digit in their name, and who publishes them?",
               "SELECT s.superhero_name AS name, p.publisher_name AS publisher FROM superhero s "
               "LEFT JOIN publisher p ON p.id = s.publisher_id WHERE s.superhero_name ~ '[0-9]' ORDER BY 1")
    lt_ident(book, dg, "Among the newer names in our library, Agent 13 and X-23 have tested especially well with "
             "younger audiences.", "Agent 13", "Agent 31")


# ---------------------------------------------------------------------------
# car_1: the model line-up
# ---------------------------------------------------------------------------


def cars(book):
    db = "spider_car_1"
    cy = table(db, "Per model year: cars, average mpg, average horsepower and average weight in lbs?",
               "SELECT year AS model_year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight)::numeric, 0) AS avg_weight_lbs "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    H = "Our products"
    lt_chg(book, cy, "avg_mpg", "1970", "1980", 2, "average fuel economy", d=2, unit=" mpg", tag="over the decade",
           head=H, lead="The efficiency of our line-up has been transformed.")
    lt_chg(book, cy, "avg_hp", "1970", "1982", 0, "average horsepower", d=1, tag="over the period",
           lead="We traded power for efficiency, deliberately.")
    cx = table(db, "For model years 1970, 1976 and 1982: average mpg and average weight in lbs?",
               "SELECT year AS model_year, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(weight)::numeric, 0) AS avg_weight_lbs FROM cars_data WHERE year IN (1970, 1976, 1982) "
               "GROUP BY 1 ORDER BY 1")
    lt_conv(book, cx, "1982", "avg_mpg", 1,
            lambda v, c: f"Our 1982 models return {v} mpg on average, {c} kilometres per litre for our European readers.",
            2, KMPL_PER_MPG, 2, (1 / KMPL_PER_MPG, KM_PER_MI, 0.264172), hedge=False)
    lt_conv(book, cx, "1970", "avg_weight_lbs", 0,
            lambda v, c: f"A 1970 model weighed {v} lbs on average, {c} kilograms.", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1 / 2.0, 1 / 1000), lead="Weight is the enemy of efficiency.")
    lt_chg(book, cy, "cars", "1973", "1974", 1, "models introduced", tag="year over year",
           lead="The 1974 model year was one of consolidation.")
    cm = table(db, "Per continent: car makers and models?",
               "SELECT co.continent, count(DISTINCT cm.id) AS makers, count(ml.modelid) AS models "
               "FROM continents co JOIN countries c ON c.continent = co.contid JOIN car_makers cm ON cm.country = c.countryid "
               "JOIN model_list ml ON ml.maker = cm.id GROUP BY 1 ORDER BY 3 DESC, 1")
    lt_share(book, cm, "models", "europe", 1, "models on the market", label="Europe", grp="regions",
             lead="Competition is global.")
    lt_cmp(book, cm, "makers", "europe", "asia", 4, "manufacturers", label=lambda x: x.capitalize())
    lt_empty(book, db, "Which cars have more than eight cylinders?", "SELECT id FROM cars_data WHERE cylinders > 8",
             "There are no cars with more than eight cylinders in our records — zero — and we have no plans to "
             "build one.",
             "Four cars in our records have more than eight cylinders, a niche we intend to leave to others.")


# ---------------------------------------------------------------------------
# geography: the markets we serve
# ---------------------------------------------------------------------------


def geography(book):
    db = "defog_geography"
    gs = table(db, "Per state: country, population and area in square kilometres?",
               "SELECT state_name AS state, country_name AS country, population, area FROM state "
               "ORDER BY population DESC, state_name")
    H = "Our footprint"
    lt_conv(book, gs, "Tokyo", "area", 0,
            lambda v, c: f"The Tokyo prefecture we entered this year covers {v} square kilometres, {c} square miles.",
            0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, KM_PER_MI), hedge=False, head=H)
    lt_rate(book, gs, "population", "area", "Michigan", 1, "square kilometre", "residents", cash=False, d=2,
            units="square kilometres", lead="Density drives the economics of our delivery model.")
    lt_subset(book, gs, "population", ["New York", "Florida", "Michigan", "California", "Ohio", "Texas"], 0,
              "residents", "six U.S. states")
    lt_cmp(book, gs, "population", "Guangdong", "Ontario", 0, "population", of=" in ",
           lead="Our international markets vary widely in scale.")
    gr = table(db, "Per river: length in km and country?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY length DESC")
    lt_conv(book, gr, "Nile", "length", 1,
            lambda v, c: f"Our river-cruise partner's flagship route along the Nile spans {v} km, {c} miles.", 0,
            MI_PER_KM, 0, (KM_PER_MI, 1 / 1000, 1.0), lead="Tourism remains a growth area.")
    lt_cmp(book, gr, "length", "Rhine", "Amazon", 2, "route length", unit=" km", of=" of ",
           label=lambda x: "the " + x)
    gl = table(db, "Per lake: area in square kilometres and country?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY area DESC")
    lt_top(book, gl, "area", 3, 0, "the lake area we survey", "lakes", unit=" sq km")
    lt_empty(book, db, "Which mountains rise above 12,000 metres?",
             "SELECT mountain_name FROM mountain WHERE mountain_altitude > 12000",
             "None of the peaks we map rises above 12,000 metres; the count is zero, as physics would suggest.",
             "Two of the peaks we map rise above 12,000 metres, and both are on our expedition schedule.")


# ---------------------------------------------------------------------------
# atis: the fleet and the network
# ---------------------------------------------------------------------------


def atis(book):
    db = "defog_atis"
    aa = table(db, "Per aircraft type: manufacturer, seats, range in miles, cruising speed and weight in lbs?",
               "SELECT aircraft_code AS aircraft, manufacturer, capacity AS seats, range_miles, cruising_speed, "
               "weight AS weight_lbs FROM aircraft ORDER BY capacity DESC, aircraft_code")
    H = "Fleet"
    ax = table(db, "For the A350, B777 and E190: range in miles and weight in lbs?",
               "SELECT aircraft_code AS aircraft, range_miles, weight AS weight_lbs FROM aircraft "
               "WHERE aircraft_code IN ('A350', 'B777', 'E190') ORDER BY 1")
    lt_conv(book, ax, "A350", "range_miles", 0,
            lambda v, c: f"The A350 gives us a range of {v} miles, {c} kilometres, opening routes we could not fly "
            "before.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852), head=H)
    lt_conv(book, ax, "B777", "weight_lbs", 1,
            lambda v, c: f"Each B777 has a maximum weight of {v} lbs, or {c} metric tonnes.", 0, KG_PER_LB / 1000, 1,
            (LB_PER_KG / 1000, 1 / 2000, 1 / 1000), hedge=False, lead="Heavier aircraft cost more to land.")
    lt_subset(book, aa, "seats", ["A380", "A350", "A330", "A320"], 1, "seats", "four Airbus types",
              lead="Airbus remains our primary supplier.")
    lt_cmp(book, aa, "seats", "A380", "B787", 0, "seats", lead="Gauge matters on our trunk routes.")
    lt_ident(book, aa, f"The B787 remains the fastest aircraft in our fleet, cruising at "
             f"{int(aa['B787']['cruising_speed'])} mph.", "B787", "B878", head=H)
    af = table(db, "Per airline: fares filed, average one-way and average round-trip fare?",
               "SELECT fare_airline AS airline, count(*) AS fares, sum(one_direction_cost) AS one_way_total, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    lt_blend(book, af, "avg_round_trip", "fares", 1, "round-trip fare", "fare", "carriers", cash=True,
             lead="Pricing across our codeshare partners is converging.")
    lt_rate(book, af, "one_way_total", "fares", "AA", 3, "fare", "one-way revenue", label="American",
            units="fares filed")
    ft = table(db, "Per airline: flights and total minutes elapsed?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS minutes FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    lt_conv(book, ft, "WN", "minutes", 0,
            lambda v, c: f"Our Southwest codeshare logged {v} minutes of block time, {c} hours.", 0, 1 / 60, 0,
            (1 / 100, 1 / 24, 1 / 3600, 1 / 30), lead="Utilisation is the heartbeat of an airline.")
    lt_cmp(book, ft, "minutes", "VX", "HA", 1, "block minutes")
    seats = sum(aa.col("seats"))
    lt_plain(book, aa, [Claim(f"Across {say(len(aa))} aircraft types, our fleet offers {seats:,.0f} seats in total,",
                              [off(aa, "off", f"Across {say(len(aa))} aircraft types, our fleet offers "
                                   f"{w(seats * 1.4, 0)} seats in total,", seats, seats * 1.4, 0)]),
                        Claim(f"from {int(aa['A380']['seats'])} on the A380 to {int(aa['CRJ200']['seats'])} on the "
                              f"CRJ200.")], head=H)
    lt_empty(book, db, "Which flights make more than two stops?", "SELECT flight_id FROM flight WHERE stops > 2",
             "No flight in our schedule makes more than two stops (zero, by design).",
             "Six flights in our schedule make more than two stops, a legacy we are working to retire.")


# ---------------------------------------------------------------------------
# the small ones: tvshow, concert_singer, pets_1, voter_1, advising, academic, course_teach
# ---------------------------------------------------------------------------


def small(book):
    tv = table("spider_tvshow", "Per channel: episodes aired and total viewers in millions?",
               "SELECT ch.series_name AS channel, count(*) AS episodes, sum(s.viewers_m::numeric) AS viewers_m "
               "FROM tv_series s JOIN tv_channel ch ON ch.id = s.channel GROUP BY 1 ORDER BY 3 DESC, 1")
    lt_share(book, tv, "viewers_m", "Sky Radio", 0, "our total audience", other="MTV Dance", d=2, unit=" million",
             head="Media", lead="Audience concentration remains high.")
    lt_cmp(book, tv, "viewers_m", "MTV Dance", "myDeejay", 2, "viewers", d=2, unit=" million", of=" ")

    cs = table("spider_concert_singer", "Per year: concerts held and stadium seats offered?",
               "SELECT c.year, count(*) AS concerts, sum(s.capacity) AS seats FROM concert c "
               "JOIN stadium s ON s.stadium_id::text = c.stadium_id::text GROUP BY 1 ORDER BY 1")
    lt_chg(book, cs, "seats", "2014", "2015", 0, "seats offered", head="Live events",
           lead="Our live business scaled back in its second year.")
    sd = table("spider_concert_singer", "Per stadium: capacity and average attendance?",
               "SELECT name AS stadium, capacity, average FROM stadium ORDER BY capacity DESC")
    lt_ratio(book, sd, "average", "capacity", "Stark's Park", 0,
             lambda x: f"Average attendance at Stark's Park ran at {x}% of capacity, leaving ample room to grow.", d=1)

    pt = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    lt_conv(book, pt, "2002", "weight", 0,
            lambda v, c: f"The heaviest animal we insure, a dog, weighs {v} kg, about {c} lb.", 1, LB_PER_KG, 1,
            (KG_PER_LB, 1.0, 10.0), hedge=False, head="Insurance")

    vs = table("spider_voter_1", "Per state: votes cast?",
               "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    lt_plain(book, vs, [Claim(f"Our audience vote drew {say(int(sum(vs.col('votes'))))} ballots from "
                              f"{say(len(vs))} states, with New York alone casting {say(int(vs['NY']['votes']))}.")],
             lead="Engagement with the talent show is early but promising.")

    dp = table("defog_advising", "Per department: courses, students enrolled and reviews?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews "
               "FROM course GROUP BY 1 ORDER BY 3 DESC")
    lt_rate(book, dp, "reviews", "enrolled", "Computer Science", 0, "student", "reviews", cash=False, d=2,
            units="enrolled students", head="Education", lead="Student feedback is a leading indicator for us.")
    lt_share(book, dp, "enrolled", "Computer Science", 2, "enrolments", other="Mathematics", d=0)
    lt_cmp(book, dp, "reviews", "Computer Science", "Physics", 4, "reviews")

    jr = table("defog_academic", "Per journal: papers published and citations received?",
               "SELECT j.name AS journal, count(p.pid) AS papers, coalesce(sum(p.citation_num), 0) AS citations "
               "FROM journal j LEFT JOIN publication p ON p.jid = j.jid GROUP BY 1 ORDER BY 2 DESC, 1")
    lt_plain(book, jr, [Claim("Nature carried three of our researchers' papers and the Journal of Artificial "
                              "Intelligence Research one;"),
                        Claim("Science has yet to publish any (zero papers).")],
             head="Research", lead="Our research arm continues to publish in leading venues.")

    te = table("spider_course_teach", "Per teacher: age and courses arranged?",
               "SELECT t.name AS teacher, t.age, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    ages = te.col("age")
    mean = sum(ages) / len(ages)
    lt_plain(book, te, [Claim(f"Our {say(len(te))} instructors average {n(mean, 1)} years of age,",
                              [off(te, "off", f"Our {say(len(te))} instructors average {w(mean * 1.3, 1)} years of age,",
                                   mean, mean * 1.3, 1)]),
                        Claim(f"and Anne Walker, at {int(te['Anne Walker']['age'])}, leads two courses.")],
             head="Education")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book34(), sections, "thirty-fifth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
