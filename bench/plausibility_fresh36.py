#!/usr/bin/env python3
"""
plausibility_fresh36.py — a thirty-seventh labelled set for check_answer,
written held out, development since its misses were read: answers the way a language model writes when it is a
teacher or tutor explaining a query's result to a student, in a classroom
handout or a study-guide worked example, over tables spread across every
database bench/plausibility.sh loads: northwind (products, prices, stock and
discontinued lines per category; orders, shipping days and freight per
shipper; orders, customers and freight per year; 1997 orders and freight per
destination country; order lines with and without a discount; orders and late
shipments per sales rep; the heaviest freight bills), chinook (tracks and
playing time per media type and per genre; invoices and revenue per year, per
support rep and per customer country; albums and tracks per artist; the
largest invoices), BIRD's superhero (characters per alignment, per publisher
with villains, per superpower; height and weight per gender for human-sized
characters; names with digits), Spider's car_1 (cars, mpg, weight and
horsepower per model year; engine size and 0-60 time per cylinder count;
makers and models per continent), concert_singer (stadium capacity and
attendance), pets_1 (pet weights, students per sex, pet owners), battle_death
(ships, killed and injured per battle), course_teach (teachers' ages and
courses), cre_doc_template_mgt (templates and documents per type, paragraphs
per document), tvshow (ratings and viewers per episode), voter_1 (area codes
per state, votes per contestant), and defog-dev's academic (papers and
citations per author and per conference), advising (courses, enrolment and
reviews; students' GPAs and study time), atis (aircraft sizes, speeds and
ranges; flight minutes per airline; ground transport fares; connection times
per airport) and geography (state populations and areas, lakes, mountains,
rivers and cities), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the tutor's handout the
other sets lack: now and then a heading ("Worked example: ...", "Study guide:
..."), an opening line ("Let's look at what the numbers tell us."), the
working set out as "Step 1 ... Step 2 ...", "Notice that ...", "Think of it
this way: ...", everyday comparisons ("that's like ..."), a closing "Check
your understanding:" question. Figures as a tutor says them: rounding
explained in words ("a bit more than 2,600 if we round to the nearest
hundred", "just under 55"), fractions as words ("about one in four", "nearly
two thirds", "a bit more than half"), ratios as "for every 10 ... there are
roughly 24 ...", percentages of a whole, differences and percent changes
between named rows worked out aloud ("701 − 100 = 601"), averages per
unit, subsets ("of the ones that ..."), unit conversions with the factor
explained (days to hours, weeks and years, minutes to hours, milliseconds to
minutes and hours, kg to pounds, pounds to kg and tonnes, miles to km, mph to
km/h, km to miles, cm to inches, metres to feet, feet to metres, square km to
square miles, cubic inches to litres, mpg to km per litre, millions of viewers
written out), zeros for empty results, identifiers; digits and number words mixed, several claims per
answer. Shapes, as in bench/plausibility_fresh4.py (whose helpers this set
reuses, with fresh7's and fresh10's):
  comparison  differences, percent more and percent less (and why they
              differ), multiples in digits and words, "for every 10 ...",
              one row's part of a pair, shares of two rows in points
  change      percent changes worked in steps, absolute rises and drops,
              growth in words ("more than doubled"), a decline restated as
              the later figure's percent of the earlier, rises as multiples
  per_unit    totals over counts worked in steps, one row against the
              overall average, weighted averages of group averages ("we
              can't just average the averages"), one row's share of the
              whole in percent and in words, the top rows' share, subsets
              ("of the ones that ..."), ratios within a row ("for every ...")
  conversion  a unit changed with its factor explained, beside the original
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts in words, totals, averages, ranks
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, percent less given where percent more was meant,
a relative change given as points, a ratio given as a share), a false bound,
fraction or multiple in words, number words given to the wrong row, a count
over an empty result, a conversion by the wrong factor, a changed identifier,
or a figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise difference,
ratio and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh10 import Book10, cap, convert, nbr_of, run, run_set, table

# ---------------------------------------------------------------------------
# the handout: a heading now and then, an opening line, the working, a remark
# and a question for the student
# ---------------------------------------------------------------------------

TITLES = ["Worked example: {}", "Study guide: {}", "Handout: {}", "Practice problem: {}", "Class notes: {}",
          "Revision sheet: {}"]
OPENERS = [
    "Let's look at what the numbers tell us.",
    "Let's work through this one together, step by step.",
    "Good question! Let's break it down.",
    "First, read the table carefully; then we'll do the maths.",
    "Here's how to read this result.",
    "Let's take this slowly and check each number as we go.",
    "Every number below comes straight from the rows the query returned.",
    "This is a nice one to practise on.",
    "",
    "Let's see what the query found.",
    "Grab a calculator and follow along.",
]
THINK = {
    "comparison": [
        "Think of it this way: the difference tells you how far apart the two are, while the percentage tells you "
        "how big that gap is compared with the value you started from.",
        "Think of it this way: it's like comparing two piles of coins; the gap is what you'd have to add to the "
        "smaller pile to even them out.",
        "Think of it this way: a ratio answers 'how many times as big?', while a difference answers 'how much "
        "bigger?'.",
    ],
    "change": [
        "Think of it this way: a percent change always measures the move against where you started, like measuring "
        "how much a plant grew compared with its height last week.",
        "Think of it this way: if your pocket money goes up, the percent tells you how big the rise is compared "
        "with what you used to get.",
    ],
    "rate": [
        "Think of it this way: an average per item is like sharing a pizza out equally; the total is the whole "
        "pizza and the count is the number of people sharing it.",
        "Think of it this way: an average is what each one would get if everything were shared out evenly.",
    ],
    "share": [
        "Think of it this way: a share of the whole is like asking what slice of the cake one group got.",
        "Think of it this way: if the whole table were a class of students, the percentage tells you how much of "
        "the class this group would fill.",
    ],
    "blend": [
        "Think of it this way: a big class and a small class shouldn't count equally when you work out the "
        "school's average mark.",
    ],
    "conversion": [
        "Think of it this way: converting units doesn't change the amount, only the ruler we measure it with.",
        "Think of it this way: it's like changing money at the airport; the value stays the same, only the units "
        "change.",
    ],
    "zero": [
        "Think of it this way: an empty result is like checking a mailbox and finding no letters; the answer is "
        "zero, not 'unknown'.",
    ],
    "ident": [
        "Think of it this way: an identifier is a name tag, not an amount, so we copy it exactly and never round "
        "it.",
    ],
    "plain": [
        "Think of it this way: before doing any maths, read the table the way you'd read a recipe before you "
        "start cooking.",
        "Think of it this way: sorting the rows first is like lining students up by height before picking the "
        "tallest.",
    ],
}
CHECK = {
    "comparison": [
        "Check your understanding: when we say one value is 'so many percent more' than another, which value goes "
        "on the bottom of the fraction?",
        "Check your understanding: why do 'percent more' and 'percent less' give different answers for the same "
        "pair?",
        "Check your understanding: which is more useful here, the difference or the ratio, and why?",
    ],
    "change": [
        "Check your understanding: why do we divide by the starting value and not the ending one?",
        "Check your understanding: what would it mean if the change came out negative?",
        "Check your understanding: if the figure went back down by the same percentage, would it return to where "
        "it started?",
    ],
    "rate": [
        "Check your understanding: what are we dividing by here, and why does that choice matter?",
        "Check your understanding: would the average go up or down if we added a row with a smaller total?",
    ],
    "share": [
        "Check your understanding: what share is left over for all the other rows?",
        "Check your understanding: what would we divide by if we only wanted the share of the top two rows?",
    ],
    "blend": [
        "Check your understanding: why would a simple average of the group averages give the wrong answer?",
    ],
    "conversion": [
        "Check your understanding: should the converted number be bigger or smaller than the original? Why?",
        "Check your understanding: try converting one of the other rows yourself with the same factor.",
    ],
    "zero": [
        "Check your understanding: what is the difference between a result of zero and a missing value?",
        "Check your understanding: how would you change the query so that it does return some rows?",
    ],
    "ident": [
        "Check your understanding: why do we quote an identifier exactly rather than rounding it?",
    ],
    "plain": [
        "Check your understanding: which row would come next if we kept going down the list?",
        "Check your understanding: how would you find the average from the total?",
    ],
}


class Book36(Book10):
    """fresh10's Book10, with each answer laid out as part of a tutor's handout: a heading now and
    then, an opening line, the claims (a claim that starts with a newline starts its own line, as
    the steps of a worked example do), then, now and then, a "Think of it this way" remark and a
    "Check your understanding" question, neither with a figure from the rows."""

    def lesson(self, db, rid, shape, claims, title=None, opener=None, think=None, check=None, derived=True,
               max_twins=2, topic=None):
        k = self.cases
        topic = topic or shape
        head = []
        if title and k % 3 != 1:
            head.append(TITLES[(k // 3) % len(TITLES)].format(title))
        op = OPENERS[(k * 7) % len(OPENERS)] if opener is None else opener
        if op:
            head.append(op)
        pre = "\n\n".join(head)
        claims = [c if isinstance(c, Claim) else Claim(c) for c in claims if c]
        claims = [c for c in claims if c.text]
        if head and not op:
            c0 = claims[0]
            if not c0.text.startswith("\n"):
                claims[0] = Claim("\n\n" + c0.text, [(r, "\n\n" + x) for r, x in c0.wrongs])
        post = ""
        if think is None and k % 4 == 1 and not any("Think of it this way" in c.text for c in claims):
            think = THINK[topic][(k // 4) % len(THINK[topic])]
        if think:
            post += "\n\n" + think
        if check is None and k % 3 != 2:
            check = CHECK[topic][(k // 3) % len(CHECK[topic])]
        if check:
            post += "\n\n" + check
        # every case keeps one wrong twin; one in twelve keeps a second where it has one (Book.case keeps
        # more than one only in every third case)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins if k % 12 == 2 else 1, pre=pre,
                  post=post)


# ---------------------------------------------------------------------------
# figures as a tutor says them
# ---------------------------------------------------------------------------


def money(v):
    """Money as a tutor writes it: cents, or whole dollars where the cents sit on the edge of their
    rounding (a tenth of a cent under $10): (text, decimals)."""
    a = abs(v)
    for dd in ((2, 0) if a >= 10 else (2, 3)):
        if abs(abs(a * 10 ** dd) % 1 - 0.5) > 0.08:
            return ("-$" if v < 0 else "$") + f"{a:,.{dd}f}", dd
    return ("-$" if v < 0 else "$") + f"{a:,.3f}", 3


def shows(cash, d=0, unit=""):
    """(S, W, D): a true figure as shown, a wrong one shown alike (with the decimals given), and the
    decimals a figure is shown with."""
    if cash:
        return (lambda v: money(v)[0]), (lambda v, dd: wusd(v, dd)), (lambda v: money(v)[1])
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def pc(p, d=1):
    """A percentage as a tutor writes it: whole above 100%, else with d decimals, one more, or one
    fewer, whichever first sits away from the edge of its rounding (never fewer than one decimal under
    10%)."""
    a = abs(p)
    tries = (0, 1, 2) if a >= 100 else ((d, d + 1, d - 1, d + 2) if a >= 10 or d > 1 else (max(d, 1), max(d, 1) + 1, 3))
    for dd in tries:
        if dd >= 0 and abs(abs(p * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{p:,.{dd}f}", dd
    return num(p, d)


STEPS = [(1e6, 0, "million"), (1e5, 0, "hundred thousand"), (1e4, 0, "ten thousand"), (1000, 0, "thousand"),
         (100, 0, "hundred"), (10, 0, "ten"), (1, 0, "whole number"), (0.1, 1, "tenth")]


def approx(v, k=0):
    """v rounded aloud, within 1.5% of it, with a hedge that says on which side the rounded figure
    falls: (text, rounded value, decimals, what it was rounded to), or None."""
    a = abs(v)
    for step, d, name in STEPS:
        if step > a / 4:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a <= 0.015:
            break
    else:
        return None
    if abs(s - v) / a < 0.003:
        hedge = ["about", "roughly", "around"][k % 3]
    elif s > v:
        hedge = ["just under", "a little under", "nearly"][k % 3]
    else:
        hedge = ["a bit more than", "just over", "a little over"][k % 3]
    return f"{hedge} {s:,.{d}f}", s, d, name


def approx_bad(v, k, f):
    """A wrong rounded figure shown as approx(v, k) shows one, for the value v * f."""
    a = approx(v, k)
    hedge = a[0].rsplit(" ", 1)[0]
    step = [s for s, d, nm in STEPS if nm == a[3]][0]
    s = round(v * f / step) * step
    return f"{hedge} {s:,.{a[2]}f}", s


def approx_twin(t, fmt, v, k, role="off"):
    """A claim's rounded figure (approx(v, k)) replaced by a wrong one, rounded alike: the first of a
    few wrong multiples that lands far from v and from every value of the result."""
    for f in (1.5, 0.6, 1.8, 0.5, 2.2, 0.4):
        bt, bs = approx_bad(v, k, f)
        got = off(t, role, fmt(bt), v, bs, approx(v, k)[2], approx=True, alts=[])
        if got:
            return got
    return None


FR = [(1 / 2, "half"), (1 / 3, "a third"), (2 / 3, "two thirds"), (1 / 4, "a quarter"), (3 / 4, "three quarters"),
      (1 / 5, "a fifth"), (2 / 5, "two fifths"), (3 / 5, "three fifths"), (4 / 5, "four fifths"), (1 / 10, "a tenth")]
ONE_IN = [(1 / 3, "one in three"), (1 / 4, "one in four"), (1 / 5, "one in five"), (1 / 6, "one in six"),
          (1 / 8, "one in eight"), (1 / 10, "one in ten"), (3 / 10, "three in ten"), (7 / 10, "seven in ten"),
          (9 / 10, "nine in ten"), (2 / 3, "two in three"), (3 / 4, "three in four")]


def frac_say(s, k=0):
    """A share in words that is true of s ("about one in four", "nearly two thirds", "a bit more than
    half"), and one that is clearly false: the same words on a fraction at least ten points away, on
    the side that makes the hedge false; or (None, None)."""
    opts = []
    for f, wd in ONE_IN:
        if abs(s - f) <= 0.012:
            opts.append(("about", wd, ONE_IN, 0))
    for f, wd in FR:
        g = s - f
        if abs(g) <= 0.006:
            opts.append((["about", "roughly"][k % 2], wd, FR, 0))
        elif -0.04 <= g < -0.006:
            opts.append((["nearly", "just under", "a little under"][k % 3], wd, FR, -1))
        elif 0.006 < g <= 0.04:
            opts.append((["a bit more than", "just over", "slightly more than"][k % 3], wd, FR, 1))
    if not opts:
        return None, None
    h, wd, fam, side = opts[k % len(opts)]
    cands = [x for x in fam if abs(x[0] - s) >= 0.1 and (side == 0 or (x[0] > s) == (side > 0))]
    if not cands:
        cands = [x for x in fam if abs(x[0] - s) >= 0.1]
    bad = min(cands, key=lambda x: abs(x[0] - s))[1]
    return f"{h} {wd}", f"{h} {bad}"


MULTS = [(1.5, "one and a half times"), (2, "twice"), (2.5, "two and a half times"), (3, "three times"),
         (4, "four times"), (5, "five times"), (6, "six times"), (8, "eight times"), (10, "ten times")]


def mult_words(r):
    """A multiple in words that is true of r ("about three times", "a bit more than twice", "nearly
    four times"), and a false one; or (None, None)."""
    for m, t in MULTS:
        g = (r - m) / m
        if abs(g) <= 0.015:
            h = "about"
        elif -0.06 <= g < -0.015:
            h = "nearly"
        elif 0.015 < g <= 0.06:
            h = "a bit more than"
        else:
            continue
        bad = [t2 for m2, t2 in MULTS if m2 >= r * 1.45] or ["half"]
        return f"{h} {t}", f"{h} {bad[0]}"
    return None, None


def grew_words(r):
    """Growth by a multiple as a verb ("more than doubled") and a false one; or (None, None)."""
    if 1.85 <= r < 1.97:
        return "nearly doubled", "nearly tripled"
    if 2.04 <= r <= 2.6:
        return "more than doubled", "more than tripled"
    if 2.8 <= r < 2.96:
        return "nearly tripled", "more than quadrupled"
    if 3.04 <= r <= 3.6:
        return "more than tripled", "less than doubled"
    return None, None


def every(r):
    """"For every 10 ... there are roughly N ..." for a ratio r: (count of the base, figure shown, the
    true figure), or None when no round base gives a figure away from the edge of its rounding."""
    for base in (10, 100, 1000):
        x = base * r
        if 10 <= x < 1000 and abs(x - round(x)) <= 0.3:
            return base, f"{round(x):,}", x
    return None


def count_t(v, k=0):
    v = int(v)
    return say(v) if v < 100 and k % 2 == 0 else f"{v:,}"


def plural(x):
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("s", "x", "ch", "sh")) else "s")


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def names_of(xs):
    xs = list(xs)
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]


# ---------------------------------------------------------------------------
# shapes, as a tutor's worked examples
# ---------------------------------------------------------------------------


def tt_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, title=None, form=None, of=None,
           more="more", one=None, opener=None, at="at", verb="has", less="less", like=None):
    """Two named rows, the larger first, in six voices (of: the words between a figure and the noun;
    one: the singular noun counted, for "for every 10 ...")."""
    of = of if of is not None else (" in " if cash else " ")
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    rt, rd = num(r, 1 if r >= 1.3 else 2)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(f):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", f(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(f, x):
        return off(t, "off", f(W(diff * x, D(diff))), diff, diff * x, D(diff))

    def base_hi(f):
        return off(t, "wrong_base", f(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va, hid, real=True)

    def base_lo(f):
        if 100 * diff / vb >= 95:
            return off(t, "off", f(w(100 * diff / va * 0.6, lod)), 100 * diff / va, 100 * diff / va * 0.6, lod)
        return off(t, "wrong_base", f(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb, lod, real=True)

    form = k % 6 if form is None else form
    ev = every(r)
    mw, mbad = mult_words(r)
    if form == 1 and not (ev and one):
        form = 4
    if form == 4 and not mw:
        form = 2
    if form == 5 and not approx(diff, k):
        form = 0
    if form == 0:
        f1 = lambda x: (f"\nStep 1: Read the two values from the table. {cap(A)} {verb} {S(va)}{of}{noun} and {B} "
                        f"{verb} {x}.")
        f2 = lambda x: f"\nStep 2: Subtract to find the gap: {S(va)} − {S(vb)} = {x}."
        f3 = lambda x: (f"\nStep 3: Divide the gap by {poss(B)} value and multiply by 100. So {A} {verb} {x}% "
                        f"{more} than {B}.")
        claims = [Claim(f1(S(vb)), [nbr(f1)]), Claim(f2(S(diff)), [gap(f2, 1.6)]), Claim(f3(hi), [base_hi(f3)])]
    elif form == 1:
        base, et, ex = ev
        f1 = lambda x: f"{cap(A)} comes in at {S(va)}{of}{noun} and {B} at {x}."
        f2 = lambda x: (f"Think of it this way: for every {base:,} {plural(one)} {at} {B}, there are roughly {x} "
                        f"{at} {A}.")
        bad = ex * 1.45 + base * 0.2
        claims = [Claim(f1(S(vb)), [nbr(f1)]),
                  Claim(f2(et), [off(t, "off", f2(f"{round(bad):,}"), ex, round(bad), 0, approx=True)])]
    elif form == 2:
        f1 = lambda x: f"{cap(B)}, at {S(vb)}{of}{noun}, {verb} {x}% {less} than {A} ({S(va)})."
        f2 = lambda x: (f"Notice that the percentage depends on where you start: measured from {poss(B)} figure, "
                        f"{A} {verb} {x}% {more}.")
        claims = [Claim(f1(lo), [base_lo(f1)]), Claim(f2(hi), [base_hi(f2)])]
    elif form == 3:
        tot2 = va + vb
        sb, sbd = pc(100 * vb / tot2)
        fw, fbad = frac_say(vb / tot2, k)
        f1 = lambda x: f"Together, {A} and {B} have {x}{of}{noun}."
        tail = f", {fw} of the pair," if fw else ""
        f2 = lambda x: f"Of that total, {x}%{tail} comes from {B} ({S(vb)} against {S(va)})."
        tw = [off(t, "ratio_as_share", f2(w(100 * vb / va, sbd)), 100 * vb / tot2, 100 * vb / va, sbd, real=True),
              off(t, "complement", f2(w(100 * va / tot2, sbd)), 100 * vb / tot2, 100 * va / tot2, sbd, real=True)]
        if fw:
            tw.append(("false_bound", f"Of that total, {fbad} of the pair comes from {B} ({S(vb)} against {S(va)})."))
        claims = [Claim(f1(S(tot2)), [off(t, "off", f1(W(tot2 * 1.3, D(tot2))), tot2, tot2 * 1.3, D(tot2))]),
                  Claim(f2(sb), tw)]
    elif form == 4:
        f1 = lambda x, y: f"{cap(A)} {verb} {x} {more}{of}{noun} than {B} ({S(va)} compared with {y})."
        f2 = like or (lambda m: f"In everyday terms, that's like one jar holding {m} as much as the other.")
        claims = [Claim(f1(S(diff), S(vb)), [gap(lambda x: f1(x, S(vb)), 1.7), nbr(lambda y: f1(S(diff), y))]),
                  Claim(f2(mw), [("false_bound", f2(mbad))])]
    else:
        ap, s, ad, step = approx(diff, k)
        f1 = lambda x: f"Question: which is bigger, {A} or {B}? Answer: {A}, with {S(va)} against {x}."
        f2 = lambda x: f"The gap is {S(diff)}, which is {x} if we round to the nearest {step}."
        f3 = lambda x: f"As a share of {poss(B)} figure, that's {x}% {more}."
        claims = [Claim(f1(S(vb)), [nbr(f1)]),
                  Claim(f2(ap), [approx_twin(t, f2, diff, k)]),
                  Claim(f3(hi), [base_hi(f3)])]
    book.lesson(t.db, t.rid, "comparison", claims, title=title, opener=opener)


def tt_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, key=None, title=None,
           form=None, opener=None):
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
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    N = cap(noun)

    def base(f):
        if not up and wb >= 95:
            return None
        return off(t, "wrong_base", f(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(f):
        if nv1 is None or not isinstance(nv1, float) or S(nv1) == S(v1):
            return None
        return off(t, "neighbour_row", f(S(nv1)), v1, nv1, D(v1), real=True)

    def absd(f, x):
        return off(t, "off", f(W(abs(diff) * x, D(diff))), abs(diff), abs(diff) * x, D(diff))

    form = k % 4 if form is None else form
    gw, gbad = grew_words(v2 / v1) if up else frac_say(abs(diff) / v1, k)
    if form == 2 and not gw:
        form = 1
    if form == 0:
        f1 = lambda x: f"\nStep 1: Write down the starting value: {noun} stood at {x} in {l1}."
        if up:
            f2 = lambda x: f"\nStep 2: Find the change: {S(v2)} − {S(v1)} = {x}."
        else:
            f2 = lambda x: f"\nStep 2: Find the change: it fell to {S(v2)} in {l2}, a drop of {x}."
        f3 = lambda x: (f"\nStep 3: Divide the change by the starting value and multiply by 100: that's "
                        f"{'an increase' if up else 'a decrease'} of {x}%.")
        claims = [Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(S(abs(diff))), [absd(f2, 1.7)]), Claim(f3(p), [base(f3)])]
    elif form == 1:
        f1 = lambda x: f"{N} went from {x} in {l1} to {S(v2)} in {l2}."
        f2 = lambda x, y: f"That's {'a rise' if up else 'a drop'} of {x}, or {y}% of the starting figure."
        claims = [Claim(f1(S(v1)), [nbr(f1)]),
                  Claim(f2(S(abs(diff)), p), [absd(lambda x: f2(x, p), 0.55), base(lambda y: f2(S(abs(diff)), y))])]
    elif form == 2 and up:
        f1 = lambda g: f"Notice that {noun} {g} between {l1} and {l2}, from {S(v1)} to {S(v2)}."
        f2 = lambda x: f"Worked out exactly, that's an increase of {x}%."
        claims = [Claim(f1(gw), [("false_bound", f1(gbad))]), Claim(f2(p), [base(f2)])]
    elif form == 2:
        f1 = lambda g: f"Notice that {noun} fell by {g} between {l1} and {l2}, from {S(v1)} to {S(v2)}."
        f2 = lambda x: f"Worked out exactly, that's a drop of {x}%."
        claims = [Claim(f1(gw), [("false_bound", f1(gbad))]), Claim(f2(p), [base(f2)])]
    elif up:
        rt, rd = num(v2 / v1, 2)
        f1 = lambda x: f"{N} rose {x}% from {l1} to {l2}."
        f2 = lambda x, y: f"Another way to say it: {poss(l2)} figure ({S(v2)}) is {x} times {poss(l1)} figure ({y})."
        claims = [Claim(f1(p), [base(f1)]),
                  Claim(f2(rt, S(v1)), [off(t, "off", f2(w(v2 / v1 * 1.4 + 0.2, rd), S(v1)), v2 / v1,
                                            v2 / v1 * 1.4 + 0.2, rd), nbr(lambda y: f2(rt, y))])]
    else:
        kp, kd = pc(100 * v2 / v1)
        f1 = lambda x: f"{N} dropped {x}% from {l1} to {l2}."
        f2 = lambda x, y: f"Another way to say it: {poss(l2)} figure, {S(v2)}, is {x}% of {poss(l1)} figure, {y}."
        claims = [Claim(f1(p), [base(f1)]),
                  Claim(f2(kp, S(v1)), [off(t, "complement", f2(w(100 - 100 * v2 / v1, kd), S(v1)), 100 * v2 / v1,
                                            100 - 100 * v2 / v1, kd, real=True), nbr(lambda y: f2(kp, y))])]
    book.lesson(t.db, t.rid, "change", claims, title=title, opener=opener)


def tt_pts(book, t, s1, s2, l1, l2, k, subj, title=None, shape="comparison", opener=None, pre=()):
    """Two shares (percent) of two rows or periods: the gap in percentage points, then the relative
    difference; twins: the relative difference given as points, the relative one over the wrong base."""
    pp = s2 - s1
    rel = 100 * pp / s1
    up = pp > 0
    s1t, _ = pc(s1)
    s2t, _ = pc(s2)
    ppt, ppd = pc(abs(pp))
    rt, rd = pc(abs(rel))
    f1 = lambda x: (f"{cap(subj)} is {s1t}% for {l1} and {s2t}% for {l2}, a gap of {x} percentage points.")
    f2 = lambda x: (f"Notice that points and percent are not the same thing: relative to {poss(l1)} {s1t}%, "
                    f"{poss(l2)} share is {x}% {'higher' if up else 'lower'}.")
    claims = list(pre) + [
        Claim(f1(ppt), [off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]),
        Claim(f2(rt), [off(t, "wrong_base", f2(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                           real=True)])]
    book.lesson(t.db, t.rid, shape, claims, title=title, opener=opener)


def tt_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, tot=None, title=None,
             form=None, opener=None, after=(), verb="come from"):
    """One row's share of the whole, in percent and in words; three voices."""
    v = t[key][col]
    tot = sum(t.col(col)) if tot is None else tot
    s = v / tot
    S, W, D = shows(cash, d, unit)
    name = label or key
    st, sd = pc(100 * s)
    fw, fbad = frac_say(s, k)

    def pcs(f):
        tw = [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(off(t, "wrong_total", f(w(ws, sd)), 100 * s, ws, sd, real=True))
        return tw

    form = k % 3 if form is None else form
    if form == 2 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x: f"Of the {S(tot)} {whole}, {x} {verb} {name}."
        nb = nbr_of(t, key)
        tw1 = ([off(t, "neighbour_row", f1(S(t[nb][col])), v, t[nb][col], D(v), real=True)]
               if nb and S(t[nb][col]) != S(v) else [])
        if fw:
            f2 = lambda x: f"That's {x}% of the whole, or {fw}."
            c2 = Claim(f2(st), pcs(f2) + [("false_bound", f"That's {fbad} of the whole.")])
        else:
            f2 = lambda x: f"That's {x}% of the whole."
            c2 = Claim(f2(st), pcs(f2))
        claims = [Claim(f1(S(v)), tw1), c2]
    elif form == 1:
        f1 = lambda x: f"\nStep 1: Add up every row to get the whole: {x} {whole}."
        f2 = lambda x: f"\nStep 2: Divide {poss(name)} {S(v)} by the whole and multiply by 100: {x}%."
        claims = [Claim(f1(S(tot)), [off(t, "off", f1(W(tot * 1.3, D(tot))), tot, tot * 1.3, D(tot))]),
                  Claim(f2(st), pcs(f2))]
        if fw:
            claims.append(Claim(f"\nStep 3: Put it into words: that's {fw}.",
                                [("false_bound", f"\nStep 3: Put it into words: that's {fbad}.")]))
    else:
        f2 = lambda x: f"({S(v)} out of {S(tot)}, or {x}%)."
        claims = [Claim(f"Notice the share for {name}: {fw} of the {whole}",
                        [("false_bound", f"Notice the share for {name}: {fbad} of the {whole}")]),
                  Claim(f2(st), pcs(f2))]
    book.lesson(t.db, t.rid, "per_unit", claims + list(after), title=title, opener=opener, topic="share")


def tt_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, title=None, form=None,
            units=None, sfx="", grp=None, opener=None):
    """A total over a count for one row; the last voice sets it against the overall rate (twin: the
    plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shows(cash, d, sfx)
    St = (lambda v: usd(v, 2)) if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    units = units or plural(unit)
    c = count_t(cnt, k)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    x10 = r * 10 ** D(r)
    eq = "=" if abs(x10 - round(x10)) < 1e-6 else "≈"

    def tw(f):
        out = [off(t, "off", f(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
        if rn is not None and S(rn) != S(r):
            out.insert(0, off(t, "neighbour_row", f(S(rn)), r, rn, D(r), real=True))
        return out

    form = k % 4 if form is None else form
    if form == 0:
        f3 = lambda x: f"\nStep 3: Divide the total by the count: {St(tot)} ÷ {int(cnt):,} {eq} {x} per {unit}."
        claims = [Claim(f"\nStep 1: Find the total {what} for {name}: {St(tot)}."),
                  Claim(f"\nStep 2: Count the {units}: {c}."),
                  Claim(f3(S(r)), tw(f3))]
    elif form == 1:
        f1 = lambda x: (f"{cap(name)} has {St(tot)} of {what} spread over {c} {units}, so the average is {x} per "
                        f"{unit}.")
        claims = [Claim(f1(S(r)), tw(f1))]
        ap = approx(r, k)
        if ap and ap[1] != r and not cash:
            f2 = lambda x: f"If we round, that's {x} per {unit}."
            claims.append(Claim(f2(ap[0]), [approx_twin(t, f2, r, k)]))
    elif form == 2:
        tail = "" if cash else " " + what
        f1 = lambda x: (f"Think of it this way: if {poss(name)} {what} were shared out evenly, each {unit} would "
                        f"get {x}{tail}.")
        claims = [Claim(f1(S(r)), tw(f1))]
    else:
        rows = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in rows]
        cnts = [t[x][cnt_col] for x in rows]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        f1 = lambda x: f"{cap(name)} averages {x} per {unit} ({St(tot)} over {c} {units})."
        f2 = lambda x: (f"Notice how that compares with the overall average of {x} per {unit}, which we get by "
                        f"dividing the grand total by all {int(sum(cnts)):,} {units}.")
        ot = S(overall)
        claims = [Claim(f1(S(r)), tw(f1)),
                  Claim(f2(ot), [off(t, "plain_as_weighted", f2(W(plain, D(overall))), overall, plain, D(overall),
                                     real=True) if W(plain, D(overall)) != ot else None])]
    book.lesson(t.db, t.rid, "per_unit", claims, title=title, opener=opener, topic="rate")


def tt_blend(book, t, avg_col, n_col, k, noun, per, grp, d=1, unit="", keys=None, title=None, form=None,
             opener=None, cash=False):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    tot = sum(a * m for a, m in zip(avgs, ns))
    wa = tot / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shows(cash, d, unit)
    pl = plural(per)
    f2 = lambda x: f"\nStep 2: Divide by all {int(sum(ns)):,} {pl}: the overall average is {x} per {per}."
    f3 = lambda x: (f"Weighting each {grp} by its number of {pl}, the overall {noun} comes to {x} per {per}.")
    twin = lambda f: off(t, "plain_as_weighted", f(W(plain, D(wa))), wa, plain, D(wa), real=True)
    form = k % 2 if form is None else form
    if form == 0:
        f1 = lambda x: (f"\nStep 1: Multiply each {grp} average by its number of {pl} and add the results: "
                        f"that gives {x} in total.")
        St, Wt = (S, W) if cash else ((lambda v: n(v, d)), (lambda v, dd: w(v, dd)))
        claims = [Claim(f"Careful here: we can't just average the {say(len(keys))} {grp} figures, because the "
                        f"{plural(grp)} are different sizes."),
                  Claim(f1(St(tot)), [off(t, "off", f1(Wt(tot * 1.35, D(tot))), tot, tot * 1.35, D(tot))]),
                  Claim(f2(S(wa)), [twin(f2)])]
    else:
        big = max(keys, key=lambda x: t[x][n_col])
        claims = [Claim(f3(S(wa)), [twin(f3)])]
        if abs(wa - t[big][avg_col]) < abs(plain - t[big][avg_col]):
            claims.append(Claim(f"Notice that this sits closer to {poss(big)} figure than a simple average of the "
                                f"{plural(grp)} would, because {big} has the most {pl}."))
    book.lesson(t.db, t.rid, "per_unit", claims, title=title, opener=opener, topic="blend")


def tt_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, title=None, of=" ", opener=None):
    """The top m rows together and their share of the whole."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    assert t[order[-1]][col] > max(t[x][col] for x in t.order if x not in order)
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = pc(100 * s)
    fw, fbad = frac_say(s, k)
    f1 = lambda x: f"The top {say(m)} ({names_of(L(x) for x in order)}) have {x}{of}{noun} between them."
    f2 = lambda x: f"Out of {S(tot)} altogether, that's {x}%" + (f", or {fw}." if fw else ".")
    tw2 = [off(t, "complement", f2(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if fw:
        tw2.append(("false_bound", f"Out of {S(tot)} altogether, that's {fbad}."))
    claims = [Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]), Claim(f2(st), tw2)]
    book.lesson(t.db, t.rid, "per_unit", claims, title=title, opener=opener, topic="share")


def tt_subset(book, t, col, keys, k, thing, cond, noun, cash=False, d=0, unit="", adj=1, title=None, share=True,
              of=" ", opener=None):
    """Of the rows that meet a condition: how many, their sum and average, their share of the whole;
    twins: a neighbouring row in place of one of them, an average off, the complement."""
    S, W, D = shows(cash, d, unit)
    vs = [t[x][col] for x in keys]
    s = sum(vs)
    avg = s / len(vs)
    i = t.order.index(keys[-1])
    rest = sorted((x for x in t.order if x not in keys), key=lambda x: abs(t.order.index(x) - i))
    tot = sum(t.col(col))
    c1 = Claim(f"Of the {plural(thing)} that {cond}, there are {say(len(keys))}: {names_of(keys)}.")
    f2 = lambda x, y: f"Together they have {x}{of}{noun}, an average of {y} each."
    nbt = None
    for x in rest:
        alt = s - vs[-1] + t[x][col]
        if S(alt) != S(s):
            nbt = off(t, "neighbour_row", f2(S(alt), S(avg)), s, alt, D(s), real=True)
            if nbt:
                break
    c2 = Claim(f2(S(s), S(avg)), [nbt, off(t, "off", f2(S(s), W(avg * 1.5, D(avg))), avg, avg * 1.5, D(avg))])
    claims = [c1, c2]
    if share:
        st, sd = pc(100 * s / tot)
        fw, fbad = frac_say(s / tot, k)
        f3 = lambda x: f"That's {x}% of the {S(tot)} in the whole table" + (f", {fw}." if fw else ".")
        tw = [off(t, "complement", f3(w(100 - 100 * s / tot, sd)), 100 * s / tot, 100 - 100 * s / tot, sd, real=True)]
        if fw:
            tw.append(("false_bound", f"That's {fbad} of the {S(tot)} in the whole table."))
        claims.append(Claim(f3(st), tw))
    book.lesson(t.db, t.rid, "per_unit", claims, title=title, opener=opener, topic="share" if share else "rate")


def tt_part(book, t, key, part_col, whole_col, k, sentence, label=None, title=None, opener=None, after=()):
    """One column of a row as a share of another column of the same row, in percent and in words;
    twins: the complement, the neighbouring row's share, a false fraction in words. sentence(part,
    whole) is the claim's opening words."""
    v, tot = t[key][part_col], t[key][whole_col]
    s = v / tot
    st, sd = pc(100 * s)
    fw, fbad = frac_say(s, k)
    nb = nbr_of(t, key)
    sn = t[nb][part_col] / t[nb][whole_col] if nb and t[nb][whole_col] else None
    f = lambda x, y: f"{sentence(n(v), n(tot))}: that's {x}%" + (f", {y}." if y else ".")
    tw = [off(t, "complement", f(w(100 - 100 * s, sd), fw), 100 * s, 100 - 100 * s, sd, real=True)]
    if sn is not None and w(100 * sn, sd) != st:
        tw.append(off(t, "neighbour_row", f(w(100 * sn, sd), fw), 100 * s, 100 * sn, sd, real=True))
    if fw:
        tw.append(("false_bound", f"{sentence(n(v), n(tot))}: that's {fbad}."))
    book.lesson(t.db, t.rid, "per_unit", [Claim(f(st, fw), tw)] + list(after), title=title, opener=opener,
                topic="share")


def tt_within(book, t, key, ca, cb, k, A, B, b1, title=None, label=None, opener=None, before=(), after=()):
    """A ratio of two columns within one row, in digits and as "for every 10 B there are roughly N A";
    twins: the neighbouring row's ratio, a ratio off."""
    va, vb = t[key][ca], t[key][cb]
    r = va / vb
    ev = every(r)
    name = label or key
    rt, rd = num(r, 2)
    nb = nbr_of(t, key)
    rn = t[nb][ca] / t[nb][cb] if nb and t[nb][cb] else None
    f1 = lambda x: f"For {name}, dividing {n(va)} {A} by {n(vb)} {B} gives {x} {A} per {b1}."
    tw1 = [off(t, "off", f1(w(r * 1.5 + 0.1, rd)), r, r * 1.5 + 0.1, rd)]
    if rn is not None and w(rn, rd) != rt:
        tw1.insert(0, off(t, "neighbour_row", f1(w(rn, rd)), r, rn, rd, real=True))
    claims = [Claim(f1(rt), tw1)]
    if ev:
        base, et, ex = ev
        f2 = lambda x: f"Think of it this way: for every {base:,} {B} there are roughly {x} {A}."
        bad = ex * 1.45 + base * 0.2
        claims.append(Claim(f2(et), [off(t, "off", f2(f"{round(bad):,}"), ex, round(bad), 0, approx=True)]))
    book.lesson(t.db, t.rid, "per_unit", list(before) + claims + list(after), title=title, opener=opener, topic="rate")


CONV = {
    # name: (factor, how the factor is explained, wrong factors)
    "min_h": (1 / 60, "there are 60 minutes in an hour, so we divide by 60", (1 / 100, 1 / 24, 1 / 30, 1 / 3600)),
    "ms_min": (1 / 60000, "there are 1,000 milliseconds in a second and 60 seconds in a minute, so we divide by "
               "60,000", (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000)),
    "ms_h": (1 / 3.6e6, "an hour is 60 × 60 × 1,000 = 3,600,000 milliseconds, so we divide by that",
             (1 / 60000, 1 / 360000, 1 / 8.64e7, 1 / 1e6)),
    "kg_lb": (2.20462262, "one kilogram is about 2.2 pounds, so we multiply by 2.2", (0.45359237, 1 / 2.2, 3.3, 1.5)),
    "lb_kg": (0.45359237, "one pound is about 0.45 kg, so we multiply by 0.45 (or divide by 2.2)",
              (2.20462262, 0.3, 0.6, 0.25)),
    "km_mi": (0.621371192, "one kilometre is about 0.62 miles, so we multiply by 0.62", (1.609344, 0.5, 0.8, 0.4)),
    "mi_km": (1.609344, "one mile is about 1.6 km, so we multiply by 1.6", (0.621371192, 1.3, 2.0, 1.0)),
    "cm_in": (1 / 2.54, "one inch is 2.54 cm, so we divide by 2.54", (2.54, 1 / 3.5, 0.3, 0.5)),
    "m_ft": (3.280839895, "one metre is about 3.28 feet, so we multiply by 3.28", (0.3048, 2.5, 3.9, 1.5)),
    "ft_m": (0.3048, "one foot is about 0.3 metres, so we multiply by 0.3048", (3.280839895, 0.5, 0.2, 0.4)),
    "mph_kmh": (1.609344, "one mile is about 1.6 km, so we multiply the speed by 1.6", (0.621371192, 1.3, 2.0)),
    "cuin_l": (0.016387064, "one cubic inch is about 0.0164 litres, so we multiply by 0.0164",
               (0.02, 0.01, 0.0254, 0.03)),
    "mpg_kml": (0.425143707, "one mile per US gallon is about 0.425 km per litre, so we multiply by 0.425",
                (1.609344, 0.621371, 0.264172, 0.3)),
    "sqkm_sqmi": (0.386102159, "one square kilometre is about 0.386 square miles, so we multiply by 0.386",
                  (0.621371192, 2.58998811, 0.5, 0.25)),
    "day_wk": (1 / 7, "there are 7 days in a week, so we divide by 7", (1 / 5, 1 / 10, 1 / 30)),
    "day_yr": (1 / 365.25, "a year has about 365 days, so we divide by 365", (1 / 30, 1 / 52, 1 / 100, 1 / 250)),
    "day_h": (24, "each day has 24 hours, so we multiply by 24", (60, 12, 7, 36)),
    "mil": (1e6, "one million is 1,000,000, so we multiply by a million", (1e5, 1e3, 1e7)),
    "lb_t": (0.00045359237, "one pound is about 0.4536 kg and a tonne is 1,000 kg, so we multiply by 0.4536 and "
             "divide by 1,000", (0.0001, 0.001, 0.0022, 0.00025)),
}


def tt_conv(book, t, key, col, k, kind, src, dst, name, src_d=0, dst_d=1, hedge=False, explain=True, title=None,
            form=None, before=(), after=(), opener=None):
    """A unit changed with its factor explained (or not), beside the original; twin: the figure by a
    wrong factor."""
    factor, how, bads = CONV[kind]
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 10, 0.1, 100, 0.01))
    form = k % 3 if form is None else form
    if not explain and form == 1:
        form = 0
    if form == 0:
        lead = f"To convert, remember that {how}: " if explain else ""
        fmt = lambda v, c: f"{cap(name)} comes to {v} {src}. {lead}{v} {src} is {c} {dst}."
    elif form == 1:
        fmt = lambda v, c: (f"\nStep 1: Start with {name}: {v} {src}.\nStep 2: Remember that {how}."
                            f"\nStep 3: So {v} {src} is {c} {dst}.")
    else:
        tail = f" (because {how})" if explain else ""
        fmt = lambda v, c: f"{cap(name)} is {v} {src}, which works out to {c} {dst}{tail}."
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    book.lesson(t.db, t.rid, "conversion", list(before) + [c] + list(after), title=title, opener=opener)


ZERO_OPEN = ["Let's look at what the query found.", "Here's a result that surprises students every year.",
             "This one is short, but it's worth getting right.", ""]


def tt_empty(book, db, question, sql, ack, bad, title=None, k=0, opener=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    lead = ["The query came back with no rows at all, so the answer is zero.",
            "Notice that the result is empty. An empty result means the count is 0, not that the data is missing.",
            "Step 1: run the query. Step 2: count the rows. There aren't any, so we write down zero."][k % 3]
    opener = ZERO_OPEN[k % len(ZERO_OPEN)] if opener is None else opener
    book.lesson(db, rid, "zero_ident", [Claim(lead), Claim(ack, [("count_over_empty", bad)])], title=title,
                derived=False, opener=opener, topic="zero")


def tt_ident(book, t, text, good, bad, title=None, before=(), after=(), opener=None):
    assert bad != good and good in text, (text, good)
    book.lesson(t.db, t.rid, "zero_ident",
                list(before) + [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0,
                                                   exact=True)])] + list(after),
                title=title, derived=False, opener=opener, topic="ident")


def tt_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None, title=None, of=" ", words=False,
            opener=None, total=True):
    """The top three rows in order, then the column's total and average; twins: the next row's value,
    number words given to the wrong row, a total or average off."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    assert t[order[0]][col] > t[order[1]][col] > t[order[2]][col] > (t[order[3]][col] if len(order) > 3 else -1)
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    sw = (lambda x: say(int(x))) if words else S
    f1 = lambda x: (f"\nStep 1: Sort the rows from largest to smallest. {cap(L(order[0]))} comes first with "
                    f"{x}{of}{noun},")
    tw1 = []
    if sw(v[1]) != sw(v[0]):
        tw1.append(words_twin("number_words_wrong_row", f1(sw(v[1])), v[0], v[1]) if words else
                   off(t, "neighbour_row", f1(S(v[1])), v[0], v[1], D(v[0]), real=True))
    claims = [Claim(f1(sw(v[0])), tw1),
              Claim(f"then {L(order[1])} with {sw(v[1])} and {L(order[2])} with {sw(v[2])}.")]
    if total:
        vals = t.col(col)
        tot, avg = sum(vals), sum(vals) / len(vals)
        f2 = lambda x, y: (f"\nStep 2: Add up all {say(len(vals))} rows to get {x}, and divide by {say(len(vals))} "
                           f"for an average of {y}.")
        claims.append(Claim(f2(S(tot), S(avg)), [off(t, "off", f2(S(tot), W(avg * 1.4, D(avg))), avg, avg * 1.4,
                                                     D(avg)),
                                                 off(t, "off", f2(W(tot * 0.7, D(tot)), S(avg)), tot, tot * 0.7,
                                                     D(tot))]))
    book.lesson(t.db, t.rid, "plain", claims, title=title, derived=False, opener=opener)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    db = "northwind"
    cat = table(db, "For each category: how many products, their average list price, units in stock and how many are "
                "discontinued?",
                "SELECT c.category_name AS category, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS "
                "avg_price, sum(p.units_in_stock) AS stock, sum(p.discontinued) AS discontinued FROM products p "
                "JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 1")
    tt_cmp(book, cat, "stock", "Seafood", "Produce", 0, "units in stock", title="comparing stock levels")
    tt_cmp(book, cat, "avg_price", "Meat/Poultry", "Grains/Cereals", 2, "", cash=True, of="", verb="costs",
           label=lambda x: f"the average {x} product", title="percent more and percent less")
    tt_share(book, cat, "stock", "Beverages", 0, "units in stock", other="Seafood", title="a share of the whole")
    tt_blend(book, cat, "avg_price", "products", 0, "average list price", "product", "category", cash=True,
             title="an average of averages")
    tt_top(book, cat, "stock", 3, 1, "units in stock", title="the biggest three")
    tt_subset(book, cat, "stock", [x for x in cat.order if cat[x]["discontinued"] > 0], 0,
              "category", "have at least one discontinued product", "units in stock",
              title="of the ones that ...")
    book.lesson(cat.db, cat.rid, "plain", [
        Claim(f"There are {say(len(cat))} categories and {int(sum(cat.col('products')))} products in all."),
        Claim(f"Confections has the most products, {say(int(cat['Confections']['products']))},",
              [words_twin("number_words_wrong_row", f"Confections has the most products, "
                          f"{say(int(cat['Grains/Cereals']['products']))},", cat['Confections']['products'],
                          cat['Grains/Cereals']['products'])]),
        Claim(f"and Meat/Poultry has the most discontinued ones ({say(int(cat['Meat/Poultry']['discontinued']))} of "
              f"its {say(int(cat['Meat/Poultry']['products']))})."),
        Claim("Notice that three categories, Confections, Dairy Products and Seafood, have zero discontinued "
              "products.")], title="reading a table", derived=False)
    assert [x for x in cat.order if cat[x]["discontinued"] == 0] == ["Confections", "Dairy Products", "Seafood"]
    assert max(cat.col("products")) == cat["Confections"]["products"]
    dis = sorted(cat.col("discontinued"))
    assert dis[-1] == cat["Meat/Poultry"]["discontinued"] > dis[-2]
    tt_rank(book, cat, "avg_price", 1, "as its average list price", cash=True, total=False,
            title="the dearest categories")

    sh = table(db, "For each shipper: shipped orders, average days from order to shipment, and total freight?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(avg(o.shipped_date - o.order_date), 2) "
               "AS avg_days, round(sum(o.freight)::numeric, 2) AS freight FROM orders o JOIN shippers s ON "
               "s.shipper_id = o.ship_via WHERE o.shipped_date IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")
    tt_rate(book, sh, "freight", "orders", "Federal Shipping", 0, "order", "freight", cash=True,
            title="freight per order")
    tt_conv(book, sh, "Speedy Express", "avg_days", 0, "day_h", "days", "hours", "Speedy Express's average wait",
            src_d=2, dst_d=0, title="days into hours")
    tt_cmp(book, sh, "orders", "United Package", "Speedy Express", 1, "shipped orders", one="order",
           title="for every ten orders")

    yr = table(db, "For each year: orders, distinct customers and total freight?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, count(DISTINCT customer_id) AS "
               "customers, round(sum(freight)::numeric, 2) AS freight FROM orders GROUP BY 1 ORDER BY 1")
    tt_chg(book, yr, "orders", "1996", "1997", 0, "the number of orders", title="a percent change")
    tt_chg(book, yr, "freight", "1997", "1998", 3, "freight", cash=True)
    tt_chg(book, yr, "customers", "1996", "1997", 2, "the number of customers")

    co = table(db, "For each destination country in 1997: orders and total freight?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight "
               "FROM orders WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    tt_share(book, co, "orders", "Germany", 2, "orders shipped in 1997", other="USA")
    tt_rate(book, co, "freight", "orders", "Austria", 3, "order", "freight", cash=True, title="one row against "
            "the average")
    tt_cmp(book, co, "freight", "Germany", "Brazil", 5, "freight", cash=True)

    dc = table(db, "How many order lines had a discount, and how many units and how much net revenue did each kind "
               "bring in?",
               "SELECT CASE WHEN discount > 0 THEN 'discounted' ELSE 'full price' END AS kind, count(*) AS lines, "
               "sum(quantity) AS units, round(sum(unit_price * quantity * (1 - discount))::numeric, 2) AS net "
               "FROM order_details GROUP BY 1 ORDER BY 1")
    tt_share(book, dc, "lines", "discounted", 1, "order lines", label="the discounted lines")
    tt_within(book, dc, "discounted", "units", "lines", 0, "units", "lines", "line", label="the discounted lines",
              title="units per line")
    tt_cmp(book, dc, "net", "full price", "discounted", 3, "net revenue", cash=True, label=lambda x: f"{x} lines")

    rp = table(db, "For each sales rep: country, orders taken, and how many shipped after the required date?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, e.country, count(*) AS orders, "
               "sum(CASE WHEN o.shipped_date > o.required_date THEN 1 ELSE 0 END) AS late FROM orders o "
               "JOIN employees e USING (employee_id) GROUP BY 1, 2 ORDER BY 3 DESC")
    tt_subset(book, rp, "orders", [x for x in rp.order if rp[x]["country"] == "UK"], 1, "rep",
              "are based in the UK", "orders", title="a subset")
    tt_cmp(book, rp, "orders", "Margaret Peacock", "Steven Buchanan", 2, "orders", of=" ")

    uc = table(db, "For each category: units sold in 1996 and in 1997?",
               "SELECT c.category_name AS category, sum(CASE WHEN o.order_date < '1997-01-01' THEN od.quantity "
               "ELSE 0 END) AS units_1996, sum(CASE WHEN o.order_date >= '1997-01-01' AND o.order_date < "
               "'1998-01-01' THEN od.quantity ELSE 0 END) AS units_1997 FROM order_details od JOIN orders o "
               "USING (order_id) JOIN products p USING (product_id) JOIN categories c USING (category_id) "
               "GROUP BY 1 ORDER BY 1")
    tt_chg(book, uc, None, "units_1996", "units_1997", 2, "Grains/Cereals units sold", key="Grains/Cereals",
           l1="1996", l2="1997", title="growth in words")
    tt_chg(book, uc, None, "units_1996", "units_1997", 1, "Dairy Products units sold", key="Dairy Products",
           l1="1996", l2="1997")
    tt_chg(book, uc, None, "units_1996", "units_1997", 0, "Beverages units sold", key="Beverages",
           l1="1996", l2="1997")
    qt = table(db, "For each quarter: orders and freight?",
               "SELECT to_char(order_date, 'YYYY-\"Q\"Q') AS quarter, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders GROUP BY 1 ORDER BY 1")
    tt_chg(book, qt, "orders", "1997-Q4", "1998-Q1", 0, "orders", l1="the last quarter of 1997",
           l2="the first quarter of 1998", title="quarter on quarter")
    tt_chg(book, qt, "freight", "1996-Q3", "1996-Q4", 3, "freight", cash=True, l1="the third quarter of 1996",
           l2="the fourth quarter")
    tt_chg(book, qt, "freight", "1998-Q1", "1998-Q2", 2, "freight", cash=True, l1="the first quarter of 1998",
           l2="the second")

    tt_empty(book, db, "Which orders had a freight charge above $1,500?",
             "SELECT order_id FROM orders WHERE freight > 1500",
             "No order in the table has a freight charge above $1,500, so the count is 0.",
             "There are 12 orders in the table with a freight charge above $1,500.", k=0)
    fr = table(db, "Which five orders had the largest freight charges?",
               "SELECT order_id, customer_id, freight FROM orders ORDER BY freight DESC LIMIT 5")
    assert fr.order[0] == "10540" and fr["10540"]["customer_id"] == "QUICK"
    tt_ident(book, fr, "The most expensive one to ship is order 10540, for customer QUICK, at "
             f"{usd(fr['10540']['freight'])}.", "10540", "10504", title="finding a row by its ID")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    db = "chinook"
    mt = table(db, "For each media type: tracks, average and total length in milliseconds?",
               "SELECT m.name AS media, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "sum(t.milliseconds) AS total_ms FROM track t JOIN media_type m USING (media_type_id) "
               "GROUP BY 1 ORDER BY 2 DESC")
    tt_conv(book, mt, "Protected MPEG-4 video file", "avg_ms", 0, "ms_min", "milliseconds", "minutes",
            "the average video", dst_d=1, title="milliseconds into minutes")
    tt_conv(book, mt, "MPEG audio file", "total_ms", 1, "ms_h", "milliseconds", "hours", "the MPEG audio catalogue",
            dst_d=1)
    tt_share(book, mt, "tracks", "MPEG audio file", 0, "tracks", other="Protected AAC audio file",
             label="MPEG audio files")
    tt_cmp(book, mt, "avg_ms", "Protected MPEG-4 video file", "MPEG audio file", 5, "on average", unit=" ms",
           label=lambda x: "video" if "video" in x else "MPEG audio")

    yr = table(db, "For each year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    tt_chg(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True, title="a year-on-year change")
    tt_chg(book, yr, "revenue", "2024", "2025", 1, "revenue", cash=True)
    tt_chg(book, yr, "revenue", "2022", "2023", 3, "revenue", cash=True)
    tt_rank(book, yr, "revenue", 0, "in revenue", cash=True, title="ranking the years")

    rp = table(db, "For each support rep: customers, invoices and revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e JOIN customer c ON "
               "c.support_rep_id = e.employee_id JOIN invoice i USING (customer_id) GROUP BY 1 ORDER BY 4 DESC")
    tt_rate(book, rp, "revenue", "customers", "Jane Peacock", 0, "customer", "revenue", cash=True,
            title="revenue per customer")
    tt_share(book, rp, "revenue", "Steve Johnson", 1, "in revenue", cash=True, other="Jane Peacock")
    tt_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 0, "revenue", cash=True)

    cc = table(db, "For each customer country: customers, invoices and amount spent?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS spent FROM customer c JOIN invoice i USING (customer_id) GROUP BY 1 "
               "ORDER BY 4 DESC, 1")
    tt_rate(book, cc, "spent", "customers", "USA", 3, "customer", "spending", cash=True, label="the USA")
    tt_subset(book, cc, "spent", ["USA", "Canada"], 0, "country", "are in North America", "in spending", cash=True,
              of=" ")
    tt_cmp(book, cc, "customers", "USA", "United Kingdom", 2, "customers", of=" ",
           label=lambda x: "the " + x if x in ("USA", "United Kingdom") else x)

    gn = table(db, "For each genre: how many tracks?",
               "SELECT g.name AS genre, count(*) AS tracks FROM track t JOIN genre g USING (genre_id) GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    tt_top(book, gn, "tracks", 3, 1, "tracks")
    gt = table(db, "What is the total playing time of the Rock, Jazz and Blues tracks, in milliseconds?",
               "SELECT g.name AS genre, sum(t.milliseconds) AS ms FROM track t JOIN genre g USING (genre_id) "
               "WHERE g.name IN ('Rock', 'Jazz', 'Blues') GROUP BY 1 ORDER BY 2 DESC")
    tt_conv(book, gt, "Rock", "ms", 2, "ms_h", "milliseconds", "hours", "the Rock tracks' total playing time",
            dst_d=1)
    ga = table(db, "How long is the average track in the Drama and Comedy genres, in milliseconds?",
               "SELECT g.name AS genre, round(avg(t.milliseconds)) AS avg_ms FROM track t JOIN genre g "
               "USING (genre_id) WHERE g.name IN ('Drama', 'Comedy') GROUP BY 1 ORDER BY 1")
    tt_conv(book, ga, "Drama", "avg_ms", 0, "ms_min", "milliseconds", "minutes", "the average Drama track",
            dst_d=1, explain=True)

    ar = table(db, "For each artist: albums and tracks (the eight with the most tracks)?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(t.track_id) AS tracks "
               "FROM artist ar JOIN album al USING (artist_id) JOIN track t USING (album_id) GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 8")
    tt_rate(book, ar, "tracks", "albums", "Iron Maiden", 2, "album", "tracks", d=1, title="tracks per album")
    tt_cmp(book, ar, "tracks", "Iron Maiden", "U2", 3, "tracks")
    tt_rank(book, ar, "tracks", 0, "tracks", total=False, title="the longest discographies")

    cy = table(db, "For each billing country: revenue in 2024 and in 2025 (the top eight by 2025)?",
               "SELECT billing_country AS country, sum(CASE WHEN extract(year FROM invoice_date) = 2024 THEN total "
               "ELSE 0 END) AS rev_2024, sum(CASE WHEN extract(year FROM invoice_date) = 2025 THEN total ELSE 0 END) "
               "AS rev_2025 FROM invoice GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    tt_chg(book, cy, None, "rev_2024", "rev_2025", 3, "revenue from Canada", key="Canada", cash=True, l1="2024",
           l2="2025", title="one country, two years")
    tt_chg(book, cy, None, "rev_2024", "rev_2025", 0, "revenue from the USA", key="USA", cash=True, l1="2024",
           l2="2025")
    tt_chg(book, cy, None, "rev_2024", "rev_2025", 1, "revenue from Brazil", key="Brazil", cash=True, l1="2024",
           l2="2025")

    tt_empty(book, db, "Which invoices came to more than $30?", "SELECT invoice_id FROM invoice WHERE total > 30",
             "None of the invoices is over $30: zero rows.", "Exactly 14 invoices come to more than $30.", k=1)
    big = table(db, "Which invoices are the largest?",
                "SELECT invoice_id, customer_id, billing_city, total FROM invoice ORDER BY total DESC, invoice_id "
                "LIMIT 6")
    assert big.order[0] == "404" and big["404"]["billing_city"] == "Prague"
    tt_ident(book, big, f"The largest is invoice 404, billed to Prague, for {usd(big['404']['total'])}.", "404",
             "440", title="reading off an ID")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    db = "superhero"
    al = table(db, "How many characters are there of each alignment?",
               "SELECT a.alignment, count(*) AS characters FROM superhero s JOIN alignment a ON a.id = s.alignment_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    tt_share(book, al, "characters", "Good", 0, "characters with an alignment", other="Bad",
             label="the good side", verb="are on", title="heroes and villains")
    tt_cmp(book, al, "characters", "Good", "Bad", 1, "characters", one="character", at="on",
           label=lambda x: f"the {x.lower()} side")

    gd = table(db, "For human-sized characters (120-250 cm, 30-300 kg): how many of each gender, with their average "
               "height and weight?",
               "SELECT g.gender, count(*) AS characters, round(avg(s.height_cm), 1) AS avg_cm, "
               "round(avg(s.weight_kg), 1) AS avg_kg FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "WHERE s.height_cm BETWEEN 120 AND 250 AND s.weight_kg BETWEEN 30 AND 300 GROUP BY 1 ORDER BY 2 DESC")
    tt_conv(book, gd, "Male", "avg_cm", 0, "cm_in", "cm", "inches", "the average male character's height", src_d=1,
            dst_d=1, title="centimetres into inches")
    tt_conv(book, gd, "Female", "avg_kg", 1, "kg_lb", "kg", "pounds", "the average female character's weight",
            src_d=1, dst_d=1)
    tt_cmp(book, gd, "avg_kg", "Male", "Female", 2, "", d=1, unit=" kg", of="", verb="weighs",
           label=lambda x: f"the average {x.lower()} character")

    pb = table(db, "For the six publishers with the most characters: characters and villains?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, sum(CASE WHEN a.alignment = 'Bad' "
               "THEN 1 ELSE 0 END) AS villains FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "JOIN alignment a ON a.id = s.alignment_id WHERE p.publisher_name <> '' GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 6")
    mv = 100 * pb["Marvel Comics"]["villains"] / pb["Marvel Comics"]["characters"]
    dc = 100 * pb["DC Comics"]["villains"] / pb["DC Comics"]["characters"]
    tt_pts(book, pb, mv, dc, "Marvel", "DC", 0, "the share of characters who are villains",
           title="percentage points", pre=[Claim(f"Marvel has {int(pb['Marvel Comics']['villains'])} villains among "
                                                 f"{int(pb['Marvel Comics']['characters'])} characters, and DC has "
                                                 f"{int(pb['DC Comics']['villains'])} among "
                                                 f"{int(pb['DC Comics']['characters'])}.")])
    tt_part(book, pb, "Marvel Comics", "villains", "characters", 0,
            lambda a, b: f"Of Marvel's {b} characters, {a} are villains", title="a part of a whole")
    tt_cmp(book, pb, "characters", "Marvel Comics", "DC Comics", 3, "characters",
           label=lambda x: x.replace(" Comics", ""))

    pw = table(db, "Which eight superpowers do the most characters have?",
               "SELECT sp.power_name AS power, count(*) AS characters FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    tt_cmp(book, pw, "characters", "Super Strength", "Flight", 0, "characters", title="two superpowers")
    tt_rank(book, pw, "characters", 1, "characters", title="the most common powers")

    dg = table(db, "Which characters have a digit in their name?",
               "SELECT superhero_name, full_name, height_cm, weight_kg FROM superhero WHERE superhero_name ~ '[0-9]' "
               "ORDER BY 1")
    tt_ident(book, dg, f"T-1000 (full name: Cyberdyne Systems Series 1000 Terminator) is listed at "
             f"{int(dg['T-1000']['height_cm'])} cm and {int(dg['T-1000']['weight_kg'])} kg.", "T-1000 (", "T-100 (",
             title="names with numbers in them")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    db = "spider_car_1"
    yr = table(db, "For each model year: cars, average mpg, average weight in lbs and average horsepower?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(weight), 0) AS "
               "avg_lbs, round(avg(horsepower)::numeric, 1) AS avg_hp FROM cars_data GROUP BY 1 ORDER BY 1")
    tt_chg(book, yr, "avg_mpg", "1970", "1980", 2, "average fuel economy", d=2, unit=" mpg",
           title="a decade of change")
    tt_chg(book, yr, "avg_hp", "1973", "1974", 0, "average horsepower", d=1)
    tt_chg(book, yr, "avg_lbs", "1979", "1980", 1, "average weight", unit=" lbs")
    tt_chg(book, yr, "avg_mpg", "1981", "1982", 1, "average fuel economy", d=2, unit=" mpg")
    tt_chg(book, yr, "avg_hp", "1970", "1982", 2, "average horsepower", d=1, l1="the 1970 models",
           l2="the 1982 models")
    tt_conv(book, yr, "1982", "avg_lbs", 0, "lb_kg", "lbs", "kg", "the average 1982 car's weight", dst_d=0,
            title="pounds into kilograms")
    tt_conv(book, yr, "1980", "avg_mpg", 2, "mpg_kml", "mpg", "km per litre", "the average 1980 car's fuel economy",
            src_d=2, dst_d=1)
    tt_blend(book, yr, "avg_mpg", "cars", 0, "fuel economy", "car", "model year", d=2, unit=" mpg")

    cy = table(db, "For each cylinder count: cars, average engine size in cubic inches and average 0-60 time?",
               "SELECT cylinders, count(*) AS cars, round(avg(edispl)::numeric, 1) AS avg_displ, "
               "round(avg(accelerate)::numeric, 2) AS accel FROM cars_data GROUP BY 1 ORDER BY 1")
    tt_share(book, cy, "cars", "4", 2, "cars", label="4-cylinder cars", other="8")
    tt_cmp(book, cy, "avg_displ", "8", "4", 4, "", d=1, unit=" cubic inches", of="",
           label=lambda x: f"the average {x}-cylinder engine")
    tt_conv(book, cy, "8", "avg_displ", 1, "cuin_l", "cubic inches", "litres", "the average 8-cylinder engine",
            src_d=1, dst_d=2)
    tt_subset(book, cy, "cars", ["6", "8"], 1, "cylinder count", "are six or more", "cars",
              title="of the ones that ...")
    tt_rank(book, cy, "cars", 0, "cars", label=lambda x: f"{x} cylinders", title="the most common engines")

    ct = table(db, "For each continent: car makers and models?",
               "SELECT co.continent, count(DISTINCT m.id) AS makers, count(ml.modelid) AS models FROM continents co "
               "JOIN countries c ON c.continent = co.contid JOIN car_makers m ON m.country = c.countryid "
               "LEFT JOIN model_list ml ON ml.maker = m.id GROUP BY 1 ORDER BY 3 DESC, 1")
    tt_cmp(book, ct, "makers", "europe", "asia", 1, "makers", one="maker", at="in",
           label=lambda x: x.capitalize())
    tt_share(book, ct, "models", "asia", 0, "models", label="Asia", other="europe")


# ---------------------------------------------------------------------------
# the small Spider databases: concert_singer, pets_1, battle_death, course_teach,
# cre_doc_template_mgt, tvshow, voter_1
# ---------------------------------------------------------------------------


def spider(book):
    db = "spider_concert_singer"
    st = table(db, "For each stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    tt_part(book, st, "Stark's Park", "average", "capacity", 0,
            lambda a, b: f"On an average day Stark's Park has {a} people in its {b} seats", title="how full is it?")
    tt_cmp(book, st, "capacity", "Hampden Park", "Somerset Park", 1, "seats", one="seat", at="at")
    tt_rank(book, st, "capacity", 0, "seats", title="the biggest stadiums")
    tt_empty(book, db, "Which concerts took place in 2016?", "SELECT concert_id FROM concert WHERE year = 2016",
             "There were no concerts in 2016 at all; the query returns zero rows, so the count is 0.",
             "There were 6 concerts in 2016, two of them at Somerset Park.", k=0)

    db = "spider_pets_1"
    sx = table(db, "How many students are there of each sex, and what is their average age?",
               "SELECT sex, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 ORDER BY 1")
    f, m = sx["F"]["students"], sx["M"]["students"]
    ev = every(m / f)
    assert ev and ev[0] == 10
    ws, wd = pc(100 * f / (f + m))
    book.lesson(db, sx.rid, "comparison", [
        Claim(f"There are {say(int(f))} female students and {say(int(m))} male students."),
        Claim(f"Think of it this way: for every 10 women in the class there are roughly {ev[1]} men.",
              [off(sx, "off", f"Think of it this way: for every 10 women in the class there are roughly "
                   f"{round(ev[2] * 1.5):,} men.", ev[2], round(ev[2] * 1.5), 0, approx=True)]),
        Claim(f"Out of all {int(f + m)} students, the women are {ws}%, about three in ten.",
              [off(sx, "complement", f"Out of all {int(f + m)} students, the women are "
                   f"{w(100 * m / (f + m), wd)}%, about three in ten.", 100 * f / (f + m), 100 * m / (f + m), wd,
                   real=True),
               ("false_bound", f"Out of all {int(f + m)} students, the women are about one in ten.")])],
        title="for every ten ...")
    assert abs(f / (f + m) - 0.3) < 0.012
    pt = table(db, "For each type of pet: how many, average age and average weight in kg?",
               "SELECT pettype, count(*) AS pets, round(avg(pet_age)::numeric, 2) AS avg_age, "
               "round(avg(weight)::numeric, 2) AS avg_kg FROM pets GROUP BY 1 ORDER BY 1")
    tt_conv(book, pt, "dog", "avg_kg", 0, "kg_lb", "kg", "pounds", "the average dog's weight", src_d=2, dst_d=1,
            title="kilograms into pounds")
    tt_empty(book, db, "Which male students own a pet?",
             "SELECT s.stuid FROM student s JOIN has_pet h USING (stuid) WHERE s.sex = 'M'",
             "Of the ones that own pets (Tracy Kim and Linda Smith), none is male: zero male pet owners.",
             "Of the ones that own pets, 4 are male.", k=1)

    db = "spider_battle_death"
    bt = table(db, "For each battle: result, ships lost, people killed and injured?",
               "SELECT b.name AS battle, b.result, count(DISTINCT s.id) AS ships, coalesce(sum(d.killed), 0) AS "
               "killed, coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON "
               "s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY b.id, 1, 2 "
               "ORDER BY b.id")
    tt_within(book, bt, "Battle of Messinopolis", "killed", "injured", 0, "killed", "injured", "person injured",
              label="the Battle of Messinopolis", title="for every ten injured")
    tt_share(book, bt, "killed", "Siege of Constantinople", 0, "deaths", label="the Siege of Constantinople",
             other="Battle of Boruy")
    tt_cmp(book, bt, "killed", "Battle of Boruy", "Battle of Messinopolis", 0, "people killed",
           label=lambda x: "the " + x, verb="has")
    tt_subset(book, bt, "killed", [x for x in bt.order if bt[x]["result"] == "Bulgarian victory"], 0, "battle",
              "ended in a Bulgarian victory", "deaths", title="of the ones that ...", share=False)
    tt_rank(book, bt, "killed", 1, "killed", title="the deadliest battles", label=lambda x: "the " + x)
    tt_empty(book, db, "How many deaths were caused by ships lost in the Battle of Adrianople?",
             "SELECT d.id FROM death d JOIN ship s ON s.id = d.caused_by_ship_id WHERE s.lost_in_battle = 1",
             "No ship was lost at Adrianople, so there are zero deaths to count.",
             "Ships lost at Adrianople caused 17 deaths.", k=2)

    db = "spider_course_teach"
    te = table(db, "For each teacher: age and the number of courses arranged?",
               "SELECT t.name AS teacher, t.age, count(ca.course_id) AS courses FROM teacher t LEFT JOIN "
               "course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 2 DESC")
    tt_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 0, "years old", verb="is", more="older")
    busy = [x for x in te.order if te[x]["courses"] > 0]
    bs, bd = pc(100 * len(busy) / len(te))
    book.lesson(db, te.rid, "per_unit", [
        Claim(f"Of the {say(len(te))} teachers, {say(len(busy))} have at least one course arranged."),
        Claim(f"That's {bs}%, nearly three quarters of the staff.",
              [off(te, "complement", f"That's {w(100 - 100 * len(busy) / len(te), bd)}%, nearly three quarters of "
                   f"the staff.", 100 * len(busy) / len(te), 100 - 100 * len(busy) / len(te), bd, real=True),
               ("false_bound", "That's nearly half of the staff.")]),
        Claim("Anne Walker is the only one with two courses.")], topic="share")
    assert 0.71 < len(busy) / len(te) < 0.74
    assert [x for x in te.order if te[x]["courses"] == 2] == ["Anne Walker"]
    tt_rank(book, te, "age", 1, "years", title="the oldest teachers", of=" ")

    db = "spider_cre_doc_template_mgt"
    tp = table(db, "For each template type: templates and documents built on them?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d USING (template_id) "
               "GROUP BY 1 ORDER BY 1")
    tt_share(book, tp, "documents", "BK", 0, "documents", label="the BK (book) templates", other="PP")
    dp = table(db, "For each document: its template and how many paragraphs it has?",
               "SELECT d.document_id, d.document_name, d.template_id, count(p.paragraph_id) AS paragraphs FROM "
               "documents d LEFT JOIN paragraphs p USING (document_id) GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1")
    tot_p = int(sum(dp.col("paragraphs")))
    none_ = [x for x in dp.order if dp[x]["paragraphs"] == 0]
    assert dp.order[0] == "2394" and dp["2394"]["paragraphs"] == 3 > dp[dp.order[1]]["paragraphs"]
    tt_ident(book, dp, "Document 2394, \"Customer reviews\", has the most paragraphs: three.", "2394", "2349",
             title="which document is longest?",
             after=[Claim(f"Across all {say(len(dp))} documents there are {say(tot_p)} paragraphs, and "
                          f"{say(len(none_))} documents have none at all.",
                          [words_twin("number_words_wrong_row", f"Across all {say(len(dp))} documents there are "
                                      f"{say(tot_p)} paragraphs, and {say(len(none_) + 4)} documents have none at all.",
                                      len(none_), len(none_) + 4)])])

    db = "spider_tvshow"
    ep = table(db, "For each episode: air date, rating, share, viewers in millions and weekly rank?",
               "SELECT episode, air_date, rating, share, viewers_m, weekly_rank FROM tv_series ORDER BY id")
    tt_chg(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 3, "viewers (in millions)",
           d=2, l1="the first episode", l2="the last episode", title="audiences over a season")
    tt_chg(book, ep, "viewers_m", "Friendly Skies", "Game Three", 1, "viewers (in millions)", d=2,
           l1="\"Friendly Skies\"", l2="\"Game Three\"")
    tt_conv(book, ep, "A Love of a Lifetime", "viewers_m", 0, "mil", "million viewers", "viewers",
            "the first episode's audience", src_d=2, dst_d=0, title="what 'million' means")
    tt_subset(book, ep, "viewers_m", [x for x in ep.order if ep[x]["air_date"].startswith("October")], 0,
              "episode", "aired in October",
              "million viewers", d=2)
    tt_rank(book, ep, "viewers_m", 0, "million viewers", d=2, title="the most-watched episodes")
    ca = table(db, "Which cartoons did each director make, with their production codes?",
               "SELECT title, directed_by, production_code FROM cartoon ORDER BY production_code")
    assert ca.order[-1] == "Deep Cover for Batman!" and ca["Deep Cover for Batman!"]["production_code"] == 112
    assert ca["Deep Cover for Batman!"]["directed_by"] == "Michael Chang"
    tt_ident(book, ca, "The last one by production code is \"Deep Cover for Batman!\", code 112, directed by "
             "Michael Chang.", "code 112", "code 121")

    db = "spider_voter_1"
    ac = table(db, "How many area codes does each state have?",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    tt_cmp(book, ac, "area_codes", "CA", "TX", 1, "area codes", one="area code", at="in")
    tt_share(book, ac, "area_codes", "CA", 1, "area codes", label="California", other="TX")
    vc = table(db, "How many votes did each contestant get?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c LEFT JOIN "
               "votes v USING (contestant_number) GROUP BY 1 ORDER BY 2 DESC, 1")
    tv_ = int(sum(vc.col("votes")))
    zero = [x for x in vc.order if vc[x]["votes"] == 0]
    book.lesson(db, vc.rid, "plain", [
        Claim(f"Only {say(tv_)} votes were cast in all, and Kelly Clauss got {say(int(vc['Kelly Clauss']['votes']))} "
              f"of them, exactly half."),
        Claim(f"Notice that {say(len(zero))} of the {say(len(vc))} contestants got no votes at all.",
              [words_twin("number_words_wrong_row", f"Notice that {say(len(zero) - 5)} of the {say(len(vc))} "
                          f"contestants got no votes at all.", len(zero), len(zero) - 5)])],
        derived=False, title="reading a small table")
    assert 2 * vc["Kelly Clauss"]["votes"] == tv_
    tt_empty(book, db, "How many votes came from Texas?", "SELECT vote_id FROM votes WHERE state = 'TX'",
             "Texas sent in zero votes.", "Texas sent in 3 votes, all for Kelly Clauss.", k=2)


# ---------------------------------------------------------------------------
# defog-dev: academic, advising, atis, geography
# ---------------------------------------------------------------------------


def defog(book):
    db = "defog_academic"
    au = table(db, "For each author: papers written and citations those papers received?",
               "SELECT a.name, count(w.pid) AS papers, coalesce(sum(p.citation_num), 0) AS citations FROM author a "
               "LEFT JOIN writes w USING (aid) LEFT JOIN publication p USING (pid) GROUP BY a.aid, 1 "
               "ORDER BY 3 DESC, 1")
    tt_share(book, au, "citations", "Larry Summers", 1, "citations", other="Ashish Vaswani")
    cf = table(db, "For each conference: papers and citations?",
               "SELECT c.name AS conference, count(p.pid) AS papers, coalesce(sum(p.citation_num), 0) AS citations "
               "FROM conference c LEFT JOIN publication p USING (cid) GROUP BY 1 ORDER BY 2 DESC, 1")
    tt_share(book, cf, "papers", "ICML", 2, "papers", other="ISA")
    tt_empty(book, db, "Which papers were published in 2019?", "SELECT pid FROM publication WHERE year = 2019",
             "There are no papers from 2019 in the database, so the count is zero.",
             "There are 4 papers from 2019 in the database.", k=3)

    db = "defog_advising"
    cs = table(db, "For each course: department, students enrolled, reviews and whether it has a lab?",
               "SELECT number, department, num_enrolled AS enrolled, num_reviews AS reviews, has_lab FROM course "
               "ORDER BY course_id")
    tt_within(book, cs, "CS101", "reviews", "enrolled", 0, "reviews", "students", "student", label="CS101",
              title="reviews per student")
    tt_subset(book, cs, "enrolled", [x for x in cs.order if cs[x]["has_lab"] is True], 0, "course", "have a lab",
              "students enrolled")
    sd = table(db, "For each student: GPA, credits and days from admission to predicted graduation?",
               "SELECT firstname || ' ' || lastname AS student, total_gpa AS gpa, total_credit AS credits, "
               "predicted_graduation_semester - admit_term AS days FROM student ORDER BY student_id")
    tt_conv(book, sd, "Sarah Brown", "days", 0, "day_wk", "days", "weeks", "Sarah Brown's time at university",
            dst_d=1, title="days into weeks")
    tt_conv(book, sd, "John Smith", "days", 2, "day_yr", "days", "years", "John Smith's programme", dst_d=2)
    gp = [sd[x]["gpa"] for x in sd.order]
    cr = [sd[x]["credits"] for x in sd.order]
    wg = sum(a * b for a, b in zip(gp, cr)) / sum(cr)
    pg = sum(gp) / len(gp)
    book.lesson(db, sd.rid, "per_unit", [
        Claim(f"Careful: the plain average of the {say(len(gp))} GPAs is {n(pg, 2)}, but students with more credits "
              f"should count for more.",
              [off(sd, "off", f"Careful: the plain average of the {say(len(gp))} GPAs is {w(pg * 0.85, 2)}, but "
                   f"students with more credits should count for more.", pg, pg * 0.85, 2)]),
        Claim(f"\nStep 1: Multiply each GPA by the student's credits and add them up: "
              f"{n(sum(a * b for a, b in zip(gp, cr)), 1)}."),
        Claim(f"\nStep 2: Divide by the {int(sum(cr))} credits in total: the credit-weighted GPA is {n(wg, 2)}.")],
        title="a weighted average", topic="blend")
    tt_empty(book, db, "Which students have a GPA above 3.9?", "SELECT student_id FROM student WHERE total_gpa > 3.9",
             "Nobody does: zero students have a GPA above 3.9.",
             "Two students are above 3.9, led by Sarah Brown.", k=0)

    db = "defog_atis"
    rg = table(db, "How far can each aircraft fly, in miles?",
               "SELECT aircraft_code, range_miles FROM aircraft ORDER BY range_miles DESC, aircraft_code")
    tt_conv(book, rg, "B787", "range_miles", 0, "mi_km", "miles", "km", "the B787's range", dst_d=0,
            title="miles into kilometres")
    tt_cmp(book, rg, "range_miles", "B787", "A320", 5, "of range", unit=" miles", of=" ")
    sp = table(db, "How fast does each aircraft cruise, in mph?",
               "SELECT aircraft_code, cruising_speed FROM aircraft ORDER BY cruising_speed DESC, aircraft_code")
    tt_conv(book, sp, "A380", "cruising_speed", 1, "mph_kmh", "mph", "km/h", "the A380's cruising speed", dst_d=0)
    wt = table(db, "For each aircraft: maximum weight, payload and seats?",
               "SELECT aircraft_code, weight, pay_load, capacity FROM aircraft ORDER BY weight DESC")
    tt_conv(book, wt, "B747", "weight", 2, "lb_t", "lb", "tonnes", "the B747's maximum weight", dst_d=1)
    tt_within(book, wt, "A380", "weight", "capacity", 1, "lb", "seats", "seat", label="the A380",
              title="weight per seat")
    tt_part(book, wt, "B737", "pay_load", "weight", 1,
            lambda a, b: f"Of the B737's {b} lb maximum weight, {a} lb is payload")
    tt_rank(book, wt, "weight", 0, "lb", total=False, title="the heaviest aircraft", label=lambda x: "the " + x)
    ws = table(db, "How wide is each aircraft's wing span, in feet?",
               "SELECT aircraft_code, wing_span FROM aircraft ORDER BY wing_span DESC, aircraft_code")
    tt_conv(book, ws, "A350", "wing_span", 0, "ft_m", "feet", "metres", "the A350's wing span", dst_d=1,
            explain=False)
    cp = table(db, "For each aircraft: maker and seats?",
               "SELECT aircraft_code, manufacturer, capacity FROM aircraft ORDER BY capacity DESC, aircraft_code")
    tt_cmp(book, cp, "capacity", "A380", "B747", 4, "seats",
           like=lambda m: f"In everyday terms, that's like one plane carrying {m} as many passengers as the other.")
    fl = table(db, "For each airline: flights and total minutes in the air?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS minutes FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    tt_conv(book, fl, "VX", "minutes", 1, "min_h", "minutes", "hours", "VX's flying time", dst_d=1)
    tt_rate(book, fl, "minutes", "flights", "AA", 1, "flight", "flying time", d=1, sfx=" minutes", label="AA")
    gs = table(db, "What does each kind of ground transport from JFK cost?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2 DESC")
    tt_cmp(book, gs, "ground_fare", "Helicopter", "Bus", 4, "", cash=True, of="", verb="costs",
           label=lambda x: f"the {x.lower()}",
           like=lambda m: f"In everyday terms, that's like paying {m} as much for the same trip into town.")
    tt_rank(book, gs, "ground_fare", 1, "as a fare", cash=True, label=lambda x: f"the {x.lower()}",
            title="cheapest to dearest")
    ap = table(db, "For each airport: state and minimum connection time in minutes?",
               "SELECT airport_code, state_code, minimum_connect_time FROM airport ORDER BY 3 DESC, 1")
    tt_subset(book, ap, "minimum_connect_time", [x for x in ap.order if ap[x]["state_code"] == "CA"], 1, "airport",
              "are in California", "minutes",
              share=False, of=" ")
    tt_empty(book, db, "Which fares does Delta (DL) offer?", "SELECT fare_id FROM fare WHERE fare_airline = 'DL'",
             "Delta has no fares in this table, so the answer is zero fares.",
             "Delta offers 5 fares in this table, all from JFK.", k=1)
    assert cp.order[-1] == "CRJ200" and cp["CRJ200"]["manufacturer"] == "Bombardier"
    tt_ident(book, cp, f"The smallest aircraft is the CRJ200, made by Bombardier, with "
             f"{int(cp['CRJ200']['capacity'])} seats.", "CRJ200", "CRJ700", title="aircraft codes")

    db = "defog_geography"
    st = table(db, "For each state: population, area and country?",
               "SELECT state_name AS state, population, area, country_name AS country FROM state "
               "ORDER BY population DESC, 1")
    tt_cmp(book, st, "population", "Florida", "Texas", 4, "people",
           like=lambda m: f"In everyday terms, that's like one town having {m} as many people as its neighbour.")
    tt_subset(book, st, "population", [x for x in st.order if st[x]["country"] == "United States"], 1, "state",
              "are in the United States", "people", title="of the ones that ...")
    tt_conv(book, st, "Tokyo", "area", 2, "sqkm_sqmi", "square km", "square miles", "Tokyo", dst_d=0)
    lk = table(db, "How big is each lake?", "SELECT lake_name AS lake, area, country_name AS country FROM lake "
               "ORDER BY area DESC")
    tt_conv(book, lk, "Lake Superior", "area", 1, "sqkm_sqmi", "square km", "square miles", "Lake Superior",
            dst_d=1)
    mt = table(db, "How high is each mountain?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude, country_name AS country FROM "
               "mountain ORDER BY 2 DESC")
    tt_conv(book, mt, "Mount Everest", "altitude", 0, "m_ft", "metres", "feet", "Mount Everest", dst_d=0,
            title="metres into feet")
    tt_cmp(book, mt, "altitude", "Cho Oyu", "K2", 2, "metres", of=" ", verb="is", more="higher", less="lower")
    rv = table(db, "How long is each river, and which country is it in?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY 2 DESC")
    tt_conv(book, rv, "Nile", "length", 2, "km_mi", "km", "miles", "the Nile", dst_d=1)
    tt_subset(book, rv, "length", [x for x in rv.order if rv[x]["country"] == "Germany"], 0, "river",
              "are in Germany", "km")
    tt_rank(book, rv, "length", 1, "km", title="the longest rivers", label=lambda x: "the " + x)
    ct = table(db, "How many people live in each city?",
               "SELECT city_name AS city, population, country_name AS country FROM city ORDER BY 2 DESC")
    tt_share(book, ct, "population", "Los Angeles", 0, "people in these ten cities", other="Sao Paulo",
             verb="live in")
    tt_cmp(book, ct, "population", "Los Angeles", "Houston", 3, "people")


def main():
    sections = (northwind, chinook, heroes, cars, spider, defog)
    return run_set(Book36(), sections, "thirty-seventh set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
