#!/usr/bin/env python3
"""
plausibility_fresh38.py — a thirty-ninth labelled set for check_answer, written held
out, development since its misses were read: answers the way a language model writes a customer-facing help-centre
FAQ, over tables spread across every database bench/plausibility.sh loads:
northwind (net sales, orders and customers per customer country, late
shipments and days to ship per employee, stock value, list prices and
discontinued products per category, net sales per month of the first half of
1997, customers, orders and net sales per order year, the biggest customers
and the biggest order, orders, freight and days to ship per shipper in 1997
and 1998), chinook (tracks, running time and file size per media type,
revenue per artist, the best customers, revenue per quarter of 2023 and
2024 and per invoice year, tracks and running time per genre, customers per
country, the longest track), BIRD's superhero (heroes, good characters and
weights per gender, powers per hero, eye colours, heights per race, the
commonest powers), Spider's car_1 (cars,
horsepower, displacement and weight per model year, makers and models per
continent), defog-dev's geography (lakes, mountains, states' population and
area), atis (aircraft capacity, range, speed and weight, minimum connecting
times, ground transport fares, fares per departure airport), advising
(students per program), and Spider's concert_singer (stadium capacity and
attendance), pets_1 (students per sex), battle_death (casualties per
battle), tvshow (viewers per episode), voter_1 (votes per state) and
course_teach (teachers' ages), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), and the same test for the
friendly rounded figures). The writing is the help-centre FAQ the other sets
lack: each answer opens with the question as a short heading line ("**How
many orders shipped late?**" or "Q: ..." with "A:" before the answer), then
two to five short plain-language sentences in the second person ("You sold
...", "Your top customer ...", "Your catalogue ..."), friendly, with the
occasional bulleted list of two to four items; approximations ("about",
"roughly", "around", "just under", "a little over"); numbers mixed as digits
and words ("nine customers", "156 orders"); money and counts rounded to
friendly figures ("about $12.5K", "around 3.5 thousand", "roughly $110K");
and a closing tip sentence ("Tip:", "Good to know:", "Handy tip:") that
sometimes restates a figure another way: a share as "about one in four",
a ratio as "nearly three times", a duration or size in other units, a share
as a fraction in words. Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's and fresh10's):
  comparison  differences, multiples in digits and words, percent more and
              percent less between two named rows
  change      changes between months, quarters, years and model years, as
              amounts and percentages, one row between two periods
              (columns), the later period as a multiple or fraction in words
  per_unit    totals over counts (per order, per customer, per line), one
              row's part of its own total ("10 of your 156 orders", "one in
              sixteen"), one row's share of a column total, the top rows'
              share, weighted averages of group averages
  conversion  milliseconds as minutes, seconds as minutes, bytes as
              gigabytes, days as hours and weeks, cubic inches as litres,
              pounds as kilograms and kilograms as pounds, mph as km/h,
              square kilometres as square miles, metres as feet, miles as
              kilometres, centimetres as feet
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, number words, friendly rounded totals, bounds
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a percent change over the wrong base), a false bound, share or
multiple in words ("about one in four" where one in nine is true), number
words given to the wrong row, a count over an empty result, a conversion by
the wrong factor, a changed identifier, or a figure off by more than the
rounding shown. A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

The set was written held out: its author read none of the checker's code or
tests. Only aggregates are printed.
"""
import math
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, nbr_of, north_of, run, run_set, table

MIN_PER_MS = 1 / 60000
GB_PER_B = 1e-9
HR_PER_DAY = 24
L_PER_CUIN = 0.016387064
KG_PER_LB = 0.45359237
SQMI_PER_SQKM = 0.386102159
FT_PER_M = 3.280839895
KM_PER_MI = 1.609344
FT_PER_CM = 1 / 30.48

TIPS = ["Tip:", "Good to know:", "Handy tip:", "Quick tip:", "Tip —", "Worth knowing:"]
SOFT_TIPS = ["You can change the date range from the Reports tab if you want a different period.",
             "You'll find the full breakdown under Reports > Summary.",
             "Use the Export button to download these figures as a CSV.",
             "Figures update overnight, so today's activity shows up tomorrow.",
             "Need a different cut? Filter by any column in the table view.",
             "Hover over a bar in the chart to see the exact figure."]


def pre_(c, p):
    """The claim with p before its text and before each of its twins' texts."""
    if isinstance(c, str):
        c = Claim(c)
    c.text = p + c.text
    c.wrongs = [(r, p + x) for r, x in c.wrongs if x is not None] if c.wrongs else []
    return c


class Book38(Book10):
    """fresh10's Book10, with each answer laid out as a help-centre FAQ entry: the question as a heading
    line ("**...?**", or "Q: ..." with "A:" before the answer), short second-person sentences, an
    occasional bulleted list, and a closing tip."""

    def faq(self, db, rid, shape, q, body, bullets=(), after=(), tip=None, derived=True, max_twins=2):
        k = self.cases
        qa = k % 3 == 1
        head = f"Q: {q}" if qa else f"**{q}**"
        body = [c if isinstance(c, Claim) else Claim(c) for c in body]
        claims = [pre_(body[0], "\nA: " if qa else "\n")] + body[1:]
        claims += [pre_(c, "\n- ") for c in bullets]
        if bullets and after:
            claims += [pre_(after[0], "\n")] + [c if isinstance(c, Claim) else Claim(c) for c in after[1:]]
        else:
            claims += [c if isinstance(c, Claim) else Claim(c) for c in after]
        if tip is None:
            tip = SOFT_TIPS[(k * 5) % len(SOFT_TIPS)]
        claims.append(pre_(tip, "\n\n" + TIPS[(k * 7) % len(TIPS)] + " "))
        for c in claims:
            c.wrongs = [x for x in c.wrongs if x]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=head)


# ---------------------------------------------------------------------------
# figures as a friendly help centre writes them
# ---------------------------------------------------------------------------

EQ = ["about", "roughly", "around"]
UNDER = ["just under", "a little under", "nearly"]
OVER = ["a little over", "just over", "slightly more than"]


def ex(v, cash=False, d=0, unit=""):
    """An exact figure: (text, decimals), away from the edge of its rounding."""
    if cash:
        t, dd = num(abs(v), d, cash=True)
        return "$" + t, dd
    t, dd = num(v, d)
    return t + unit, dd


def wx(v, dd, cash=False, unit=""):
    return ("$" + w(abs(v), dd)) if cash else w(v, dd) + unit


class F:
    """A friendly rounded figure with its hedge ("about $12.5K", "just under 3.5 thousand",
    "around 260"): text, d (decimals in the figure's own units, negative for hundreds and
    thousands), and fmt(x), a wrong figure shown alike."""

    def __init__(self, v, k=0, cash=False, unit="", words=False, bare=False):
        a = abs(v)
        if cash:
            if a >= 1e6:
                scale, suf, dec = 1e6, "M", 2
            elif a >= 1e5:
                scale, suf, dec = 1e3, "K", 0
            elif a >= 1e3:
                scale, suf, dec = 1e3, "K", 1
            elif a >= 100:
                scale, suf, dec = 10, "", 0
            else:
                scale, suf, dec = 1, "", 0 if a >= 20 else 2
        else:
            if a >= 1e4 and words:
                scale, suf, dec = 1e3, " thousand", 0 if a >= 1e5 else 1
            elif a >= 1e3 and words:
                scale, suf, dec = 1e3, " thousand", 1
            elif a >= 1e4:
                scale, suf, dec = 1e3, "", 0
            elif a >= 1e3:
                scale, suf, dec = 100, "", 0
            elif a >= 100:
                scale, suf, dec = 10, "", 0
            elif a >= 10:
                scale, suf, dec = 1, "", 0
            else:
                scale, suf, dec = 1, "", 1
        if not cash and scale == 1 and float(v).is_integer():
            dec = 0
        while abs(abs(v / scale * 10 ** dec) % 1 - 0.5) <= 0.08:
            dec += 1
        self.scale, self.suf, self.dec, self.cash, self.unit = scale, suf, dec, cash, unit
        self.d = dec - round(math.log10(scale))
        shown_v = round(v / scale, dec) * scale
        rel = (shown_v - v) / a
        if bare:
            self.hedge = ""
        elif abs(rel) < 0.004 or abs(rel) > 0.025:
            self.hedge = pick(EQ, k) + " "
        else:
            self.hedge = pick(UNDER if rel > 0 else OVER, k) + " "
        self.text = self.fmt(v)

    def fig(self, x):
        if not self.suf:
            s = f"{round(x, self.d):,.{max(0, self.d)}f}"
        else:
            s = f"{x / self.scale:,.{self.dec}f}{self.suf}"
        return ("$" + s) if self.cash else s + self.unit

    def fmt(self, x):
        return self.hedge + self.fig(x)


def bad(t, role, make, true, value, d, approx=False, real=False, muls=(1, 1.4, 0.7, 1.9, 2.6, 0.55)):
    """A wrong version of a claim: make(v) is the claim's text with v in place of the true figure;
    kept by fresh4's rules (a real value in the wrong role only needs to be far from the true one)."""
    clear = None if real else t.pool
    for f in ((1,) if real else muls):
        v = true + (value - true) * f
        got = wrong(role, make(v), true, v, d, approx=approx, clear=clear)
        if got:
            return got
    return None


def pc(p):
    """A whole percent, away from the edge of its rounding: (text, decimals)."""
    return num(p, 0)


def mult(r, k=0):
    """A multiple as a help centre writes it ("nearly three times", "about 2.4 times"), and a false one
    in words (None where the multiple is in digits): (text, decimals, false text)."""
    m = round(r)
    if 2 <= m <= 10 and abs(r - m) / r < 0.03:
        b = m + 3 if m <= 4 else m - 3
        return ("about twice" if m == 2 else f"about {say(m)} times"), 0, f"about {say(b)} times"
    for lo, hi, word, badw in ((1.8, 1.97, "nearly twice", "nearly four times"),
                               (2.75, 2.96, "nearly three times", "nearly twice"),
                               (3.75, 3.96, "nearly four times", "nearly twice"),
                               (1.42, 1.58, "about one and a half times", "about three times"),
                               (2.04, 2.2, "a little over twice", "a little over three times"),
                               (3.04, 3.2, "a little over three times", "a little over five times")):
        if lo <= r < hi:
            return word, 0, badw
    t, d = num(r, 1)
    return f"about {t} times", d, None


FRACS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"), (3 / 4, "three quarters"),
         (1 / 5, "a fifth"), (2 / 5, "two fifths"), (3 / 5, "three fifths"), (4 / 5, "four fifths"), (1 / 10, "a tenth")]


def frac_words(s):
    """A share as a fraction in words true of s ("just under a third", "about half"), and a clearly false
    one; or (None, None)."""
    for f, wd in FRACS:
        g = s - f
        far_ = sorted((x for x in FRACS if abs(x[0] - s) >= 0.12), key=lambda x: abs(x[0] - s))
        if not far_:
            continue
        fb = far_[0][1]
        if abs(g) <= 0.006:
            return f"about {wd}", f"about {fb}"
        if -0.03 <= g < -0.006:
            return f"just under {wd}", f"just under {fb}"
        if 0.006 < g <= 0.03:
            return f"a little over {wd}", f"a little over {fb}"
    return None, None


def one_in(s):
    """A share as "about one in N" (within 5% of s), and a false one; or (None, None)."""
    if s <= 0 or s > 0.5:
        return None, None
    m = round(1 / s)
    if 2 <= m <= 40 and abs(1 / m - s) / s < 0.05:
        b = m * 2 + 1 if m < 6 else max(2, m // 2 - 1)
        nm = say(m) if m < 100 else str(m)
        nb = say(b) if b < 100 else str(b)
        return f"about one in {nm}", f"about one in {nb}"
    ten = round(s * 10)
    return None, None


def out_of_ten(s):
    """A share as "about seven in ten", and a false one; or (None, None)."""
    m = round(s * 10)
    if 1 <= m <= 9 and m != 5 and abs(m / 10 - s) <= 0.015:
        b = m - 3 if m > 4 else m + 3
        return f"about {say(m)} in ten", f"about {say(b)} in ten"
    return None, None


def share_say(s):
    """Any of the above that is true of s: (text, false text) or (None, None)."""
    for f in (one_in, out_of_ten, frac_words):
        a, b = f(s)
        if a:
            return a, b
    return None, None


def cw(v, k):
    """A count in words (under 100, every other time) or digits."""
    v = int(v)
    if v < 100 and k % 2 == 0:
        return say(v)
    return f"{v:,}"


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def plural(x):
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("s", "sh", "ch")) else "s")


# ---------------------------------------------------------------------------
# shapes, as FAQ entries
# ---------------------------------------------------------------------------


def f_cmp(book, t, col, a, b, k, q, tpl, short="{n} came in at {v}", cash=False, d=0, unit="", label=None,
          noun="figure"):
    """Two named rows, the larger first, in four layouts. tpl and short: "{n}" the row, "{v}" its figure."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    L = label or (lambda x: x)
    A, B = L(a), L(b)
    ta, _ = ex(va, cash, d, unit)
    tb, dbb = ex(vb, cash, d, unit)
    diff, r = va - vb, va / vb
    fd = F(diff, k, cash, unit)
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    mt, md, mbad = mult(r, k)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(make):
        if not nb or not isinstance(t[nb][col], float) or ex(t[nb][col], cash, d, unit)[0] == tb:
            return None
        return bad(t, "neighbour_row", lambda x: make(wx(x, dbb, cash, unit)), vb, t[nb][col], dbb, real=True)

    def gap(make, f):
        return bad(t, "off", lambda x: make(fd.fmt(x)), diff, diff * f, fd.d, approx=True)

    def mwrong(make):
        if mbad:
            return ("false_bound", make(mbad))
        return bad(t, "off", lambda x: make(f"about {w(x, md)} times"), r, r * 1.6 + 0.4, md)

    form = k % 4
    if form == 0:
        body = [Claim(cap(tpl.format(n=A, v=ta)) + ","),
                Claim("while " + short.format(n=B, v=tb) + ".", [nbr(lambda x: "while " + short.format(n=B, v=x) + ".")]),
                Claim(f"That's a gap of {fd.text}, so {A} is about {hi}% ahead.",
                      [gap(lambda x: f"That's a gap of {x}, so {A} is about {hi}% ahead.", 1.7),
                       bad(t, "wrong_base", lambda x: f"That's a gap of {fd.text}, so {A} is about {w(x, hid)}% ahead.",
                           100 * diff / vb, 100 * diff / va, hid, real=True)])]
        tip = Claim(f"put another way, {A} is at {mt} the level of {B}.",
                    [mwrong(lambda x: f"put another way, {A} is at {x} the level of {B}.")])
        book.faq(t.db, t.rid, "comparison", q, body, tip=tip)
    elif form == 1:
        body = [Claim(cap(tpl.format(n=A, v=ta)) + "."),
                Claim(f"{short.format(n=B, v=tb)}, roughly {lo}% less.",
                      [bad(t, "wrong_base", lambda x: f"{short.format(n=B, v=tb)}, roughly {w(x, lod)}% less.",
                           100 * diff / va, 100 * diff / vb, lod, real=True),
                       nbr(lambda x: f"{short.format(n=B, v=x)}, roughly {lo}% less.")])]
        tip = Claim(f"the difference works out to {fd.text}.",
                    [gap(lambda x: f"the difference works out to {x}.", 0.55)])
        book.faq(t.db, t.rid, "comparison", q, body, tip=tip)
    elif form == 2:
        body = [Claim("Here's how the two compare:")]
        bl = [Claim(f"{cap(A)}: {ta}"), Claim(f"{cap(B)}: {tb}", [nbr(lambda x: f"{cap(B)}: {x}")])]
        after = [Claim(f"{cap(A)} is ahead by {fd.text}, which is {mt} as much.",
                       [gap(lambda x: f"{cap(A)} is ahead by {x}, which is {mt} as much.", 1.8),
                        mwrong(lambda x: f"{cap(A)} is ahead by {fd.text}, which is {x} as much.")])]
        tip = Claim(f"in percentage terms, that's {hi}% more for {A}.",
                    [bad(t, "wrong_base", lambda x: f"in percentage terms, that's {w(x, hid)}% more for {A}.",
                         100 * diff / vb, 100 * diff / va, hid, real=True)])
        book.faq(t.db, t.rid, "comparison", q, body, bullets=bl, after=after, tip=tip)
    else:
        body = [Claim(cap(tpl.format(n=A, v=ta)) + "."),
                Claim(f"That's {mt} {poss(B)} {tb}.",
                      [mwrong(lambda x: f"That's {x} {poss(B)} {tb}."),
                       nbr(lambda x: f"That's {mt} {poss(B)} {x}.")])]
        tip = Claim(f"the gap of {fd.text} is about {hi}% of {poss(B)} {noun}.",
                    [bad(t, "wrong_base", lambda x: f"the gap of {fd.text} is about {w(x, hid)}% of {poss(B)} {noun}.",
                         100 * diff / vb, 100 * diff / va, hid, real=True)])
        book.faq(t.db, t.rid, "comparison", q, body, tip=tip)


def f_chg(book, t, v1, v2, l1, l2, k, q, tpl, noun, nb1=None, cash=False, d=0, unit=""):
    """From one period to another (rows or columns of the result). tpl: "{v1}", "{v2}", "{l1}", "{l2}".
    nb1: a real value of the result in the place of v1 (the neighbouring period or row)."""
    diff = v2 - v1
    up = diff > 0
    t1, d1 = ex(v1, cash, d, unit)
    t2, _ = ex(v2, cash, d, unit)
    fd = F(abs(diff), k, cash, unit)
    p, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    way = "up" if up else "down"
    more = "more" if up else "less"
    r = v2 / v1

    def base(make):
        return bad(t, "wrong_base", lambda x: make(w(x, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(make):
        if nb1 is None or ex(nb1, cash, d, unit)[0] == t1:
            return None
        return bad(t, "neighbour_row", lambda x: make(wx(x, d1, cash, unit)), v1, nb1, d1, real=True)

    def absd(make, f):
        return bad(t, "off", lambda x: make(fd.fmt(x)), abs(diff), abs(diff) * f, fd.d, approx=True)

    mt, md, mbad = mult(r) if r >= 1.4 else (None, None, None)
    fw, fbad = frac_words(r) if r < 1 else (None, None)
    form = k % 3
    yn = q.split()[0] in ("Did", "Do", "Does", "Is", "Are", "Was", "Were", "Has", "Have")
    neg = any(x in q for x in ("drop", "fall", "lighter", "decline", "shrink"))
    yes = ("Yes, " if up != neg else "No, ") if yn else ""
    s1 = lambda a: yes + tpl.format(v1=a, v2=t2, l1=l1, l2=l2) + "."
    body = [Claim(cap(s1(t1)), [nbr(lambda x: cap(s1(x)))])]
    if form == 0:
        body.append(Claim(f"That's {way} {fd.text}, or about {p}%.",
                          [absd(lambda x: f"That's {way} {x}, or about {p}%.", 1.7),
                           base(lambda x: f"That's {way} {fd.text}, or about {x}%.")]))
    elif form == 1:
        body.append(Claim(f"In other words, {l2} came in roughly {p}% {'higher' if up else 'lower'} than {l1}.",
                          [base(lambda x: f"In other words, {l2} came in roughly {x}% {'higher' if up else 'lower'} "
                                          f"than {l1}.")]))
        body.append(Claim(f"The change is {fd.text} in total.", [absd(lambda x: f"The change is {x} in total.", 0.5)]))
    else:
        body.append(Claim(f"That's {fd.text} {more} than in {l1},",
                          [absd(lambda x: f"That's {x} {more} than in {l1},", 1.8)]))
        body.append(Claim(f"a change of {'+' if up else '-'}{p}%.", [base(lambda x: f"a change of {'+' if up else '-'}{x}%.")]))
    if mt:
        tip = Claim(f"{l2} came in at {mt} the level of {l1}.",
                    [("false_bound", f"{l2} came in at {mbad} the level of {l1}.") if mbad else
                     bad(t, "off", lambda x: f"{l2} came in at about {w(x, md)} times the level of {l1}.", r, r * 1.7, md)])
    elif fw:
        tip = Claim(f"{l2} landed at {fw} of the level of {l1}.", [("false_bound", f"{l2} landed at {fbad} of the level of {l1}.")])
    else:
        tip = None
    if tip is not None:
        tip.text = cap(tip.text)
        tip.wrongs = [(rr, cap(x)) for rr, x in tip.wrongs if x]
    book.faq(t.db, t.rid, "change", q, body, tip=tip)


def f_share(book, t, col, key, k, q, tpl, whole, other=None, cash=False, d=0, unit="", label=None, thing=None):
    """One row's share of the column total; tip: the share as "one in N", "seven in ten" or a fraction."""
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    tv, _ = ex(v, cash, d, unit)
    tt = F(tot, k, cash, unit, words=not cash and k % 2 == 1)
    st, sd = num(100 * s, 1) if k % 2 else pc(100 * s)
    sw, sbad = share_say(s)

    def pct_tw(make):
        tw = [bad(t, "complement", lambda x: make(w(x, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(bad(t, "wrong_total", lambda x: make(w(x, sd)), 100 * s, ws, sd, real=True))
        return tw

    body = [Claim(cap(tpl.format(n=name, v=tv)) + "."),
            Claim(f"That's {st}% of {whole}, which comes to {tt.text} in all.",
                  pct_tw(lambda x: f"That's {x}% of {whole}, which comes to {tt.text} in all.")
                  + [bad(t, "off", lambda x: f"That's {st}% of {whole}, which comes to {tt.fmt(x)} in all.", tot,
                         tot * 1.45, tt.d, approx=True)])]
    tip = None
    if sw:
        tip = Claim(f"that's {sw} {thing or 'of the total'}.", [("false_bound", f"that's {sbad} {thing or 'of the total'}.")])
    book.faq(t.db, t.rid, "per_unit", q, body, tip=tip)


def f_part(book, t, part, whole, key, k, q, tpl, thing, label=None):
    """One row's part of its own whole ("10 of your 156 orders shipped late"): the percent, and the
    tip as "one in N"; twins: the share of the column total of parts, the neighbour's rate, false words."""
    p, tot = t[key][part], t[key][whole]
    s = p / tot
    st, sd = num(100 * s, 1)
    sw, sbad = share_say(s)
    name = label or key
    body = [Claim(cap(tpl.format(n=name, p=cw(p, k), w=f"{int(tot):,}")) + ","),
            Claim(f"which is {st}%.",
                  [bad(t, "wrong_total", lambda x: f"which is {w(x, sd)}%.", 100 * s, 100 * p / sum(t.col(part)), sd,
                       real=True)])]
    nb = nbr_of(t, key)
    if nb:
        ns = 100 * t[nb][part] / t[nb][whole]
        body[1].wrongs.append(bad(t, "neighbour_row", lambda x: f"which is {w(x, sd)}%.", 100 * s, ns, sd, real=True))
    tip = Claim(f"that's {sw} {thing}.", [("false_bound", f"that's {sbad} {thing}.")]) if sw else None
    book.faq(t.db, t.rid, "per_unit", q, body, tip=tip)


def f_rate(book, t, tot_col, cnt_col, key, k, q, tpl, per, cash=False, d=1, unit="", label=None, groups="rows",
           friendly=False):
    """A total over a count for one row ("per order"); every other time the tip sets it against the
    rate over all rows (twin: the plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    name = label or key
    tt, _ = ex(tot, cash, 0 if float(tot).is_integer() else 2, unit if not cash else "")
    if friendly:
        fr = F(r, k, cash, unit)
        rt, rd, ap = fr.text, fr.d, True
        rw = fr.fmt
    else:
        rt, rd = ex(r, cash, d, unit)
        ap = False
        rw = lambda x: wx(x, rd, cash, unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    make = lambda x: f"That works out to {x} per {per}."
    tw = [bad(t, "off", lambda x: make(rw(x)), r, r * 1.55, rd, approx=ap)]
    if rn is not None and rw(rn) != rt:
        tw.insert(0, bad(t, "neighbour_row", lambda x: make(rw(x)), r, rn, rd, approx=ap, real=True))
    body = [Claim(cap(tpl.format(n=name, t=tt, c=cw(cnt, k + 1))) + "."), Claim(make(rt), tw)]
    tip = None
    if k % 2 == 1:
        rows = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        overall = sum(t[x][tot_col] for x in rows) / sum(t[x][cnt_col] for x in rows)
        plain = sum(t[x][tot_col] / t[x][cnt_col] for x in rows) / len(rows)
        ot, od = ex(overall, cash, d, unit)
        mk = lambda x: f"across all your {groups}, the average is {x} per {per}."
        tip = Claim(mk(ot), [bad(t, "plain_as_weighted", lambda x: mk(wx(x, od, cash, unit)), overall, plain, od, real=True)
                             if wx(plain, od, cash, unit) != ot else None])
    book.faq(t.db, t.rid, "per_unit", q, body, tip=tip)


def f_blend(book, t, avg_col, n_col, k, q, noun, per, grp, cash=False, d=2, unit=""):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    rows = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in rows]
    ns = [t[x][n_col] for x in rows]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    tw_, twd = ex(wa, cash, d, unit)
    mk = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the average {noun} is {x}."
    body = [Claim(mk(tw_), [bad(t, "plain_as_weighted", lambda x: mk(wx(x, twd, cash, unit)), wa, plain, twd, real=True)
                            if wx(plain, twd, cash, unit) != tw_ else None]),
            Claim(f"That figure counts every {per} once, so {plural(grp)} with more {plural(per)} count for more.")]
    hi = max(rows, key=lambda x: t[x][avg_col])
    bl = []
    if k % 2 == 0:
        body.append(Claim(f"It runs from {ex(min(avgs), cash, d, unit)[0]} to {ex(max(avgs), cash, d, unit)[0]} "
                          f"depending on the {grp}."))
    tip = Claim(f"the highest is {hi}, at {ex(t[hi][avg_col], cash, d, unit)[0]}.")
    book.faq(t.db, t.rid, "per_unit", q, body, bullets=bl, tip=tip)


def f_top(book, t, col, m, k, q, noun, cash=False, d=0, unit="", label=None, thing=None):
    """The top m rows together and their share of the total."""
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = pc(100 * s)
    fs = F(sm, k, cash, unit, words=not cash)
    sw, sbad = share_say(s)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    mk = lambda x: f"Together they account for {fs.text}, about {x}% of the total."
    body = [Claim(f"Your top {say(m)} are {names}."),
            Claim(mk(st), [bad(t, "complement", lambda x: mk(w(x, sd)), 100 * s, 100 - 100 * s, sd, real=True),
                           bad(t, "off", lambda x: f"Together they account for {fs.fmt(x)}, about {st}% of the total.",
                               sm, sm * 1.4, fs.d, approx=True)])]
    bl = []
    if k % 2 == 1:
        body[0] = Claim(f"Your top {say(m)} {noun}:")
        bl = [Claim(f"{L(x)}: {ex(t[x][col], cash, d, unit)[0]}") for x in order]
        after = [body[1]]
        body = body[:1]
    else:
        after = []
    tip = Claim(f"that's {sw} {thing or 'of the total'}.", [("false_bound", f"that's {sbad} {thing or 'of the total'}.")]) if sw else None
    book.faq(t.db, t.rid, "per_unit", q, body, bullets=bl, after=after, tip=tip)


def f_conv(book, t, key, col, k, q, lead, fmt, src_d, factor, dst_d, bads, in_tip=True, after=()):
    """A figure restated in other units, in the tip or in the answer."""
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1))
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=False)
    c.wrongs = [x for x in c.wrongs if x]
    if in_tip:
        book.faq(t.db, t.rid, "conversion", q, [Claim(x) if isinstance(x, str) else x for x in lead] + list(after), tip=c)
    else:
        book.faq(t.db, t.rid, "conversion", q, [Claim(x) if isinstance(x, str) else x for x in lead] + [c] + list(after))


def f_empty(book, db, question, sql, q, ack, badtext, tip=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.faq(db, rid, "zero_ident", q, [Claim(ack, [("count_over_empty", badtext)])], tip=tip, derived=False)


def f_ident(book, t, q, text, good, badid, more=(), tip=None):
    assert badid != good and good in text, (text, good)
    book.faq(t.db, t.rid, "zero_ident", q,
             [Claim(text, [wrong("changed_identifier", text.replace(good, badid), good, badid, 0, exact=True)])] + list(more),
             tip=tip, derived=False)


def f_plain(book, t, q, body, bullets=(), after=(), tip=None):
    book.faq(t.db, t.rid, "plain", q, body, bullets=bullets, after=after, tip=tip, derived=False)


def nb_claim(t, col, key, other, make, cash=False, d=0, unit=""):
    """A claim of key's figure, twin: other's figure in its place."""
    tv, dd = ex(t[key][col], cash, d, unit)
    return Claim(make(tv), [bad(t, "neighbour_row", lambda x: make(wx(x, dd, cash, unit)), t[key][col], t[other][col], dd,
                                real=True)])


def off_claim(t, value, make, f=1.5, cash=False, d=0, unit="", friendly=False, k=0, words=False):
    """A claim of a figure (an aggregate), twin: the figure off by more than the rounding shown."""
    if friendly:
        fr = F(value, k, cash, unit, words=words)
        return Claim(make(fr.text), [bad(t, "off", lambda x: make(fr.fmt(x)), value, value * f, fr.d, approx=True)])
    tv, dd = ex(value, cash, d, unit)
    return Claim(make(tv), [bad(t, "off", lambda x: make(wx(x, dd, cash, unit)), value, value * f, dd)])


# ---------------------------------------------------------------------------
# northwind: customer countries, employees, categories, months, customers, shippers
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"


def northwind(book):
    cn = table("northwind", "Per customer country (top eight by net sales): customers, orders and net sales?",
               f"SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS net_sales FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
               f"JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 4 DESC LIMIT 8")
    f_cmp(book, cn, "net_sales", "Germany", "France", 0, "How do your sales in Germany compare with France?",
          "you sold {v} to customers in {n}", "France brought in {v}", cash=True, noun="sales")
    f_cmp(book, cn, "net_sales", "Austria", "Brazil", 1, "Which sells more for you, Austria or Brazil?",
          "your Austrian customers spent {v} with you", "Brazil came in at {v}", cash=True,
          label=lambda x: x)
    f_cmp(book, cn, "orders", "Brazil", "UK", 2, "Do you get more orders from Brazil or the UK?",
          "you received {v} orders from {n}", label=lambda x: x)
    f_cmp(book, cn, "customers", "USA", "UK", 3, "How many more customers do you have in the USA than the UK?",
          "you have {v} customers in the {n}", label=lambda x: x, noun="customer count")
    f_share(book, cn, "net_sales", "USA", 0, "What share of your sales comes from the USA?",
            "your US customers spent {v}", "the sales across your top eight countries", other="Germany", cash=True,
            label="the USA", thing="of the top-eight total")
    f_share(book, cn, "orders", "Venezuela", 1, "How much of your order volume is from Venezuela?",
            "you received {v} orders from Venezuela", "the orders from your top eight countries", other="UK",
            thing="orders from those countries")
    f_rate(book, cn, "net_sales", "orders", "Austria", 0, "What's the average order value for Austria?",
           "your {c} Austrian orders brought in {t}", "order", cash=True, d=2, friendly=True)
    f_rate(book, cn, "net_sales", "customers", "Sweden", 1, "How much does a typical Swedish customer spend?",
           "your {c} customers in {n} spent {t} between them", "customer", cash=True, d=2, groups="top eight countries")
    f_rate(book, cn, "orders", "customers", "Germany", 3, "How often do your German customers order?",
           "your {c} customers in {n} placed {t} orders", "customer", d=1, groups="top eight countries")
    f_top(book, cn, "net_sales", 3, 0, "Where do most of your sales come from?", "countries by sales", cash=True,
          thing="of your top-eight sales")
    b, worse = north_of(cn["Brazil"]["net_sales"])
    f_plain(book, cn, "How much have your Brazilian customers spent?",
            [Claim(f"Your {cw(cn['Brazil']['customers'], 0)} customers in Brazil have spent a little over "
                   f"${int(b):,} in total",
                   [("false_bound", f"Your {cw(cn['Brazil']['customers'], 0)} customers in Brazil have spent a little "
                                    f"over ${int(worse):,} in total")]),
             Claim(f"(${cn['Brazil']['net_sales']:,.2f} to be exact) across {int(cn['Brazil']['orders'])} orders.")],
            tip="You can drill into any country from the map view.")
    f_plain(book, cn, "How many customers do you have in France and the UK?",
            [Claim(f"You have {say(cn['France']['customers'])} customers in France",
                   [words_twin("number_words_wrong_row", f"You have {say(cn['Sweden']['customers'])} customers in France",
                               cn["France"]["customers"], cn["Sweden"]["customers"])]),
             Claim(f"and {say(cn['UK']['customers'])} in the UK.")],
            tip=nb_claim(cn, "orders", "UK", "France", lambda x: f"your UK customers have placed {x} orders so far."))

    em = table("northwind", "Per employee: orders taken, orders shipped after the required date, average days to ship?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, count(*) AS orders, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days FROM employees e "
               "JOIN orders o ON o.employee_id = e.employee_id GROUP BY 1 ORDER BY 2 DESC")
    f_part(book, em, "late", "orders", "Margaret Peacock", 0, "How many of Margaret Peacock's orders shipped late?",
           "{p} of the {w} orders {n} handled shipped after the required date", "of her orders")
    f_part(book, em, "late", "orders", "Janet Leverling", 1, "How often do Janet Leverling's orders ship late?",
           "{n} handled {w} orders, and {p} of them shipped late", "of her orders")
    f_part(book, em, "late", "orders", "Anne Dodsworth", 2, "Does Anne Dodsworth have a late-shipping problem?",
           "{p} of the {w} orders {n} took shipped late", "of her orders")
    f_blend(book, em, "avg_days", "orders", 0, "How long do your orders take to ship?", "time to ship", "order",
            "employee", d=2, unit=" days")
    f_conv(book, em, "Anne Dodsworth", "avg_days", 1, "How long do Anne Dodsworth's orders take to ship?",
           [f"Orders handled by Anne Dodsworth take {em['Anne Dodsworth']['avg_days']:.2f} days to ship on average."],
           lambda v, c: f"that's about {c} weeks from order to dispatch.", 2, 1 / 7, 1, (1 / 5, 1 / 30, 24, 1 / 3))
    f_conv(book, em, "Steven Buchanan", "avg_days", 0, "How quickly does Steven Buchanan ship?",
           ["Steven Buchanan is your quickest shipper."],
           lambda v, c: f"His orders take {v} days on average, or roughly {c} hours.", 2, HR_PER_DAY, 0,
           (12, 60, 1 / 7, 8), in_tip=False)
    f_cmp(book, em, "orders", "Margaret Peacock", "Steven Buchanan", 3, "Who handles more orders, Margaret or Steven?",
          "{n} has taken {v} orders", noun="order count")
    tl = sum(em.col("late"))
    f_plain(book, em, "How many orders have shipped late overall?",
            [off_claim(em, tl, lambda x: f"Across all {say(len(em))} employees, {x} orders shipped after the required date.",
                       f=1.7),
             nb_claim(em, "late", "Margaret Peacock", "Janet Leverling", lambda x: f"Margaret Peacock had the most, with {x}.")])

    ca = table("northwind", "Per category: products, discontinued products, average list price and stock value?",
               "SELECT c.category_name AS category, count(*) AS products, count(*) FILTER (WHERE p.discontinued = 1) AS "
               "discontinued, round(avg(p.unit_price)::numeric, 2) AS avg_price, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value FROM products p "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 5 DESC")
    f_cmp(book, ca, "stock_value", "Seafood", "Produce", 0, "How much stock do you hold in Seafood vs. Produce?",
          "your Seafood stock is worth {v}", "Produce stock is worth {v}", cash=True, noun="stock value")
    f_cmp(book, ca, "avg_price", "Meat/Poultry", "Grains/Cereals", 3, "Is Meat/Poultry pricier than Grains/Cereals?",
          "your Meat/Poultry products list at {v} on average", cash=True, d=2, noun="average price")
    f_cmp(book, ca, "avg_price", "Beverages", "Seafood", 1, "Are your drinks priced higher than your seafood?",
          "your Beverages list at {v} on average", "Seafood averages {v}", cash=True, d=2)
    f_share(book, ca, "stock_value", "Beverages", 1, "How much of your stock value is in Beverages?",
            "your Beverages stock is worth {v}", "your total stock value", other="Seafood", cash=True,
            thing="of your stock value")
    f_blend(book, ca, "avg_price", "products", 1, "What's the average list price across your catalogue?", "list price",
            "product", "category", cash=True, d=2)
    f_part(book, ca, "discontinued", "products", "Meat/Poultry", 3, "How many Meat/Poultry products are discontinued?",
           "{p} of your {w} {n} products are discontinued", "of that range")
    f_top(book, ca, "stock_value", 3, 1, "Which categories tie up the most stock value?", "categories by stock value",
          cash=True, thing="of your stock value")
    f_plain(book, ca, "How many products have you discontinued?",
            [off_claim(ca, sum(ca.col("discontinued")), lambda x: f"You've discontinued {x} of your "
                       f"{int(sum(ca.col('products')))} products.", f=1.9),
             Claim(f"Meat/Poultry accounts for {say(ca['Meat/Poultry']['discontinued'])} of them,",
                   [words_twin("number_words_wrong_row", f"Meat/Poultry accounts for {say(ca['Beverages']['discontinued'])} "
                               f"of them,", ca["Meat/Poultry"]["discontinued"], ca["Beverages"]["discontinued"])]),
             Claim("and Seafood, Dairy Products and Confections have none.")])

    mo = table("northwind", "Per month of the first half of 1997: orders and net sales?",
               f"SELECT to_char(o.order_date, 'FMMonth') AS month, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS net_sales FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               f"WHERE o.order_date >= '1997-01-01' AND o.order_date < '1997-07-01' "
               f"GROUP BY 1, date_trunc('month', o.order_date) ORDER BY date_trunc('month', o.order_date)")
    f_chg(book, mo, mo["January"]["net_sales"], mo["February"]["net_sales"], "January", "February", 0,
          "Did your sales grow from January to February 1997?", "you sold {v1} in {l1} and {v2} in {l2}", "sales",
          nb1=mo["March"]["net_sales"], cash=True)
    f_chg(book, mo, mo["March"]["net_sales"], mo["April"]["net_sales"], "March", "April", 1,
          "How did April 1997 compare with March?", "your sales went from {v1} in {l1} to {v2} in {l2}", "sales",
          nb1=mo["February"]["net_sales"], cash=True)
    f_chg(book, mo, mo["May"]["net_sales"], mo["June"]["net_sales"], "May", "June", 2,
          "What happened to your sales in June 1997?", "you took {v1} in {l1} and {v2} in {l2}", "sales",
          nb1=mo["April"]["net_sales"], cash=True)
    f_rate(book, mo, "net_sales", "orders", "January", 1, "What was your average order worth in January 1997?",
           "you took {c} orders in {n}, worth {t} in total", "order", cash=True, d=2, groups="months in the first half")
    f_plain(book, mo, "How much did you sell in the first half of 1997?",
            [off_claim(mo, sum(mo.col("net_sales")), lambda x: f"You sold {x} between January and June 1997,", f=1.4,
                       cash=True, friendly=True, k=0),
             off_claim(mo, sum(mo.col("orders")), lambda x: f"across {x} orders.", f=1.6)],
            tip=nb_claim(mo, "net_sales", "January", "May",
                         lambda x: f"January was your strongest month, at {x}.", cash=True))

    cu = table("northwind", "The six customers with the highest net sales: orders and net sales?",
               f"SELECT c.company_name AS customer, c.customer_id, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS net_sales FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
               f"JOIN order_details od ON od.order_id = o.order_id GROUP BY 1, 2 ORDER BY 4 DESC LIMIT 6")
    f_cmp(book, cu, "net_sales", "QUICK-Stop", "Rattlesnake Canyon Grocery", 2,
          "How does QUICK-Stop compare with Rattlesnake Canyon Grocery?", "{n} has spent {v}", cash=True)
    f_rate(book, cu, "net_sales", "orders", "QUICK-Stop", 0, "How much does your top customer spend per order?",
           "your top customer, {n}, has spent {t} over {c} orders", "order", cash=True, d=2, friendly=True)
    f_rate(book, cu, "net_sales", "orders", "Hanari Carnes", 3, "What's Hanari Carnes' average order?",
           "{n} has placed {c} orders worth {t}", "order", cash=True, d=2, groups="top six customers")
    f_ident(book, cu, "What's your top customer's ID?",
            f"Your top customer's ID is {cu['QUICK-Stop']['customer_id']}; you'll see it on all "
            f"{say(cu['QUICK-Stop']['orders'])} of their orders.",
            cu["QUICK-Stop"]["customer_id"], "QUIKC", tip="You can search by customer ID from the Customers page.")
    f_plain(book, cu, "Who are your biggest customers?",
            [Claim("Your three biggest customers are close together:")],
            bullets=[Claim(f"QUICK-Stop: {F(cu['QUICK-Stop']['net_sales'], 0, True).text}"),
                     off_claim(cu, cu["Ernst Handel"]["net_sales"], lambda x: f"Ernst Handel: {x}", f=1.5, cash=True,
                               friendly=True, k=1),
                     Claim(f"Save-a-lot Markets: {F(cu['Save-a-lot Markets']['net_sales'], 2, True).text}")],
            after=[Claim(f"Save-a-lot placed the most orders of the three, {say(cu['Save-a-lot Markets']['orders'])}.",
                         [words_twin("number_words_wrong_row", f"Save-a-lot placed the most orders of the three, "
                                     f"{say(cu['Hanari Carnes']['orders'])}.", cu["Save-a-lot Markets"]["orders"],
                                     cu["Hanari Carnes"]["orders"])])])

    sh = table("northwind", "Per shipper: orders and freight in 1997 and 1998, average days to ship?",
               "SELECT s.company_name AS shipper, count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS "
               "orders_1997, count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1997)::numeric, 2) AS freight_1997, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1998)::numeric, 2) AS freight_1998, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 1")
    fs = sh["Federal Shipping"]
    f_chg(book, sh, fs["freight_1997"], fs["freight_1998"], "1997", "1998", 1,
          "How much did you spend on Federal Shipping freight in 1998?",
          "you paid Federal Shipping {v1} in freight in {l1} and {v2} in {l2}", "freight",
          nb1=sh["Speedy Express"]["freight_1997"], cash=True)
    up = sh["United Package"]
    f_chg(book, sh, up["orders_1997"], up["orders_1998"], "1997", "1998", 0,
          "Did you send more orders with United Package in 1998?",
          "you sent {v1} orders with United Package in {l1} and {v2} in {l2}", "orders",
          nb1=sh["Federal Shipping"]["orders_1997"])
    f_rate(book, sh, "freight_1997", "orders_1997", "Speedy Express", 1,
           "What did Speedy Express cost you per order in 1997?",
           "you paid {n} {t} for {c} orders in 1997", "order", cash=True, d=2, groups="shippers")
    f_conv(book, sh, "United Package", "avg_days", 2, "How long does United Package take to ship?",
           [f"United Package orders ship {sh['United Package']['avg_days']:.2f} days after they're placed, on average."],
           lambda v, c: f"that's roughly {c} hours of waiting.", 2, HR_PER_DAY, 0, (12, 60, 1 / 7, 8))
    yy = table("northwind", "Per order year: customers ordering, orders and net sales?",
               f"SELECT extract(year FROM o.order_date)::int::text AS order_year, count(DISTINCT o.customer_id) AS customers, "
               f"count(DISTINCT o.order_id) AS orders, round({NET}::numeric, 2) AS net_sales FROM orders o "
               f"JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 1")
    f_chg(book, yy, yy["1996"]["net_sales"], yy["1997"]["net_sales"], "1996", "1997", 0,
          "Did your sales grow in 1997?", "you sold {v1} in {l1} and {v2} in {l2}", "sales",
          nb1=yy["1998"]["net_sales"], cash=True)
    f_chg(book, yy, yy["1996"]["customers"], yy["1997"]["customers"], "1996", "1997", 2,
          "Did more customers order from you in 1997?", "{v1} customers ordered in {l1} and {v2} in {l2}", "customers",
          nb1=yy["1998"]["customers"])
    f_conv(book, sh, "Speedy Express", "avg_days", 0, "How long does Speedy Express take?",
           [f"Speedy Express gets your orders out {sh['Speedy Express']['avg_days']:.2f} days after they're placed, "
            f"on average."], lambda v, c: f"that's about {c} hours.", 2, HR_PER_DAY, 0, (12, 60, 1 / 7, 8, 36))
    f_empty(book, "northwind", "Which products list above $300?", "SELECT product_id FROM products WHERE unit_price > 300",
            "Do you sell anything priced over $300?",
            "No. None of your products list above $300, so the count is zero.",
            "Yes. 3 of your products list above $300.")
    f_empty(book, "northwind", "Which orders were placed by customers in Japan?",
            "SELECT o.order_id FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE c.country = 'Japan'",
            "How many orders have come from Japan?",
            "You haven't had any orders from Japan yet: the count is zero.",
            "You've had 12 orders from Japan so far.")
    bo = table("northwind", "The three largest orders by net value, with customer?",
               f"SELECT o.order_id, o.customer_id, round({NET}::numeric, 2) AS net_value FROM orders o "
               f"JOIN order_details od ON od.order_id = o.order_id GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 3")
    top = bo.order[0]
    f_ident(book, bo, "What's your biggest order ever?",
            f"Your biggest order is #{top}, from {bo[top]['customer_id']}, worth about "
            f"{F(bo[top]['net_value'], 0, True, bare=True).text}.", f"#{top}", f"#{int(top) - 213}")



# ---------------------------------------------------------------------------
# chinook: media types, artists, customers, quarters, genres, countries
# ---------------------------------------------------------------------------


def chinook(book):
    mt = table("chinook", "Per media type: tracks, average length in ms and total size in bytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "sum(t.bytes) AS total_bytes FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    vid, mp3 = "Protected MPEG-4 video file", "MPEG audio file"
    f_conv(book, mt, vid, "avg_ms", 0, "How long are the videos in your store?",
           [f"Your {int(mt[vid]['tracks'])} protected MPEG-4 videos average {int(mt[vid]['avg_ms']):,} ms each."],
           lambda v, c: f"that's roughly {c} minutes per video.", 0, MIN_PER_MS, 1,
           (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 3600))
    f_conv(book, mt, mp3, "avg_ms", 1, "How long is a typical MP3 track?",
           ["Most of your catalogue is MPEG audio."],
           lambda v, c: f"Those tracks run {v} ms on average, which is about {c} minutes.", 0, MIN_PER_MS, 2,
           (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 3600), in_tip=False)
    f_conv(book, mt, vid, "total_bytes", 2, "How much storage do your videos take up?",
           ["Your video files are the biggest part of your storage."],
           lambda v, c: f"Together they take {v} bytes, or roughly {c} GB.", 0, GB_PER_B, 1,
           (1 / 1024 ** 2, 1e-6, 1e-12, 1 / 1024), in_tip=False)
    f_cmp(book, mt, "avg_ms", vid, mp3, 3, "Are videos much longer than songs?",
          "your videos average {v} ms", noun="length", label=lambda x: "MP3s" if x == mp3 else "videos")
    f_share(book, mt, "tracks", mp3, 0, "How much of your catalogue is MP3?",
            "you have {v} MPEG audio tracks", "your catalogue", other=vid, label="MP3", thing="of your tracks")

    ar = table("chinook", "Per artist (top eight by revenue): invoice lines and revenue?",
               "SELECT ar.name AS artist, count(*) AS lines, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN album al ON al.album_id = t.album_id "
               "JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    f_cmp(book, ar, "revenue", "Iron Maiden", "Metallica", 0, "Does Iron Maiden outsell Metallica?",
          "you've made {v} from {n}", "Metallica brought in {v}", cash=True, d=2)
    f_cmp(book, ar, "revenue", "U2", "Deep Purple", 2, "How do U2 and Deep Purple compare?", "{n} earned {v}",
          cash=True, d=2)
    f_rate(book, ar, "revenue", "lines", "Lost", 1, "Why does Lost earn so much per sale?",
           "you've sold {c} {n} episodes for {t}", "sale", cash=True, d=2, groups="top eight artists")
    f_share(book, ar, "revenue", "Iron Maiden", 1, "How much of your top-artist revenue is Iron Maiden?",
            "Iron Maiden has earned you {v}", "your top-eight artist revenue", other="U2", cash=True, d=2,
            thing="of that revenue")
    f_top(book, ar, "revenue", 2, 0, "Which artists earn you the most?", "artists", cash=True, d=2,
          thing="of your top-eight revenue")
    f_plain(book, ar, "How many Iron Maiden tracks have you sold?",
            [nb_claim(ar, "lines", "Iron Maiden", "U2", lambda x: f"You've sold {x} Iron Maiden tracks,"),
             Claim(f"more than any other artist, for ${ar['Iron Maiden']['revenue']:.2f}.")])

    bc = table("chinook", "The six customers who spent the most: country, invoices and total spent?",
               "SELECT c.first_name || ' ' || c.last_name AS customer, c.customer_id, c.country, count(*) AS invoices, "
               "sum(i.total) AS spent FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1, 2, 3 ORDER BY 5 DESC, 1 LIMIT 6")
    last = bc.order[-1]
    f_cmp(book, bc, "spent", "Helena Holý", last, 1, f"How much more does Helena spend than {last.split()[0]}?",
          "{n} has spent {v}", "{n} has spent {v}", cash=True, d=2)
    f_rate(book, bc, "spent", "invoices", "Helena Holý", 0, "What does your best customer spend per purchase?",
           "your best customer, {n}, has spent {t} across {c} invoices", "invoice", cash=True, d=2)
    f_ident(book, bc, "Who is your best customer?",
            f"Your best customer is Helena Holý (customer #{int(bc['Helena Holý']['customer_id'])}) from the Czech Republic.",
            f"#{int(bc['Helena Holý']['customer_id'])}", f"#{int(bc['Helena Holý']['customer_id']) + 31}",
            more=[Claim(f"She's spent ${bc['Helena Holý']['spent']:.2f} with you.")])

    qt = table("chinook", "Per quarter: invoices and revenue in 2023 and in 2024?",
               "SELECT 'Q' || extract(quarter FROM invoice_date)::int AS quarter, "
               "count(*) FILTER (WHERE extract(year FROM invoice_date) = 2023) AS invoices_2023, "
               "sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2023) AS revenue_2023, "
               "count(*) FILTER (WHERE extract(year FROM invoice_date) = 2024) AS invoices_2024, "
               "sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2024) AS revenue_2024 "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    f_chg(book, qt, qt["Q2"]["revenue_2023"], qt["Q2"]["revenue_2024"], "Q2 2023", "Q2 2024", 0,
          "Did your Q2 revenue hold up in 2024?", "you made {v1} in {l1} and {v2} in {l2}", "revenue",
          nb1=qt["Q3"]["revenue_2023"], cash=True, d=2)
    f_chg(book, qt, qt["Q3"]["revenue_2023"], qt["Q3"]["revenue_2024"], "Q3 2023", "Q3 2024", 1,
          "How did Q3 2024 compare with a year earlier?", "your revenue went from {v1} in {l1} to {v2} in {l2}",
          "revenue", nb1=qt["Q4"]["revenue_2023"], cash=True, d=2)
    f_chg(book, qt, qt["Q3"]["revenue_2023"], qt["Q4"]["revenue_2023"], "Q3", "Q4", 2,
          "What happened to revenue at the end of 2023?", "you made {v1} in {l1} and {v2} in {l2} of 2023", "revenue",
          nb1=qt["Q2"]["revenue_2023"], cash=True, d=2)
    f_plain(book, qt, "How much did you make in 2024?",
            [off_claim(qt, sum(qt.col("revenue_2024")), lambda x: f"You made {x} in 2024", f=1.45, cash=True, d=2),
             off_claim(qt, sum(qt.col("invoices_2024")), lambda x: f"from {x} invoices.", f=1.6)])

    gn = table("chinook", "Per genre (top ten by tracks): tracks and average length in seconds?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds) / 1000.0, 1) AS avg_seconds "
               "FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 10")
    f_conv(book, gn, "Drama", "avg_seconds", 0, "How long is a Drama episode?",
           [f"Your Drama titles average {gn['Drama']['avg_seconds']:,.1f} seconds each."],
           lambda v, c: f"that's roughly {c} minutes, so plan for a long watch.", 1, 1 / 60, 1, (1 / 3600, 1 / 100, 1 / 24))
    f_conv(book, gn, "Jazz", "avg_seconds", 1, "How long are your jazz tracks?",
           [], lambda v, c: f"Your Jazz tracks average {v} seconds, which is just about {c} minutes.", 1, 1 / 60, 2,
           (1 / 3600, 1 / 100, 1 / 24), in_tip=False)
    f_cmp(book, gn, "tracks", "Rock", "Latin", 2, "Do you have more Rock or Latin tracks?", "you have {v} {n} tracks")
    f_share(book, gn, "tracks", "Rock", 1, "How much of your catalogue is Rock?", "you have {v} Rock tracks",
            "the tracks in your ten biggest genres", other="Latin", thing="of those tracks")
    f_blend(book, gn, "avg_seconds", "tracks", 0, "How long is the average track in your top genres?", "track length",
            "track", "genre", d=1, unit=" seconds")

    f_conv(book, gn, "TV Shows", "avg_seconds", 2, "How long is a typical TV episode in your store?",
           [], lambda v, c: f"Your TV Shows episodes average {v} seconds, roughly {c} minutes each.", 1, 1 / 60, 2,
           (1 / 3600, 1 / 100, 1 / 24, 1 / 6, 1 / 600), in_tip=False)
    f_conv(book, gn, "Classical", "avg_seconds", 1, "How long are your classical tracks?",
           [f"Your Classical tracks run {gn['Classical']['avg_seconds']:,.1f} seconds on average."],
           lambda v, c: f"that's just about {c} minutes per piece.", 1, 1 / 60, 2, (1 / 3600, 1 / 100, 1 / 24, 1 / 6, 1 / 600))
    yr = table("chinook", "Per invoice year: customers buying, invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int::text AS invoice_year, count(DISTINCT customer_id) AS customers, "
               "count(*) AS invoices, sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 1")
    f_chg(book, yr, yr["2022"]["revenue"], yr["2023"]["revenue"], "2022", "2023", 1,
          "How did your 2023 revenue compare with 2022?", "your revenue went from {v1} in {l1} to {v2} in {l2}",
          "revenue", nb1=yr["2021"]["revenue"], cash=True, d=2)
    f_chg(book, yr, yr["2024"]["revenue"], yr["2025"]["revenue"], "2024", "2025", 0,
          "Did your revenue grow in 2025?", "you made {v1} in {l1} and {v2} in {l2}", "revenue",
          nb1=yr["2023"]["revenue"], cash=True, d=2)
    cc = table("chinook", "Per country (top eight by customers): customers?",
               "SELECT country, count(*) AS customers FROM customer GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    f_cmp(book, cc, "customers", "USA", "Canada", 1, "Do you have more customers in the USA or Canada?",
          "you have {v} customers in the {n}", "Canada has {v}")
    f_share(book, cc, "customers", "USA", 0, "What share of your customers are American?",
            "you have {v} customers in the USA", "customers in your top eight countries", other="Canada",
            thing="of those customers")
    f_plain(book, cc, "Where are your customers?",
            [Claim("Your customers are spread across several countries. The biggest groups are:")],
            bullets=[Claim(f"USA: {say(cc['USA']['customers'])}"),
                     Claim(f"Canada: {say(cc['Canada']['customers'])}",
                           [words_twin("number_words_wrong_row", f"Canada: {say(cc['Germany']['customers'])}",
                                       cc["Canada"]["customers"], cc["Germany"]["customers"])]),
                     Claim(f"Brazil and France: {say(cc['Brazil']['customers'])} each")])
    f_empty(book, "chinook", "Which tracks run longer than two hours?",
            "SELECT track_id FROM track WHERE milliseconds > 7200000", "Do you have any tracks over two hours long?",
            "No, you don't have any: zero tracks in your catalogue run past two hours.",
            "Yes, you have 14 tracks that run past two hours.")
    lt = table("chinook", "The three longest tracks, with id and length in ms?",
               "SELECT track_id, name, milliseconds FROM track ORDER BY milliseconds DESC LIMIT 3")
    tp = lt.order[0]
    f_ident(book, lt, "What's the longest track in your store?",
            f"Your longest item is \"{lt[tp]['name']}\" (track {tp}),", f"track {tp}", f"track {int(tp) + 407}",
            more=[Claim(f"which runs {int(lt[tp]['milliseconds']):,} ms.")])


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    ge = table("superhero", "Per gender: characters, good characters, weighed characters and their average weight?",
               "SELECT g.gender, count(*) AS characters, count(*) FILTER (WHERE s.alignment_id = 1) AS good, "
               "count(*) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500) AS weighed, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500), 1) AS avg_kg "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    f_cmp(book, ge, "characters", "Male", "Female", 0, "Are there more male or female characters in your database?",
          "you have {v} {n} characters", "female characters number {v}", label=str.lower)
    f_part(book, ge, "good", "characters", "Female", 1, "How many of your female characters are good?",
           "{p} of your {w} {n} characters are on the good side", "of them", label="female")
    f_part(book, ge, "good", "characters", "Male", 0, "How many male characters are heroes rather than villains?",
           "{p} of your {w} {n} characters are marked good", "of them", label="male")
    f_share(book, ge, "characters", "Female", 1, "What share of your characters are female?",
            "you have {v} female characters", "your roster", other="Male", thing="of your characters")
    f_blend(book, ge, "avg_kg", "weighed", 1, "How heavy is the average character?", "weight", "weighed character",
            "gender group", d=1, unit=" kg")
    f_conv(book, ge, "Male", "avg_kg", 0, "How much does a typical male character weigh?",
           [f"Your male characters weigh {ge['Male']['avg_kg']:.1f} kg on average."],
           lambda v, c: f"that's about {c} lbs.", 1, 2.20462262, 0, (KG_PER_LB, 1.5, 3.0, 1 / 1.5))

    f_conv(book, ge, "Female", "avg_kg", 2, "How much do your female characters weigh?",
           [], lambda v, c: f"Your female characters weigh {v} kg on average, which is roughly {c} lbs.", 1, 2.20462262, 0,
           (KG_PER_LB, 1.5, 3.0, 1 / 1.5, 1.2), in_tip=False)
    pw = table("superhero", "The six characters with the most powers?",
               "SELECT s.superhero_name AS hero, count(*) AS powers FROM hero_power hp JOIN superhero s "
               "ON s.id = hp.hero_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    f_cmp(book, pw, "powers", "Captain Marvel", "Living Tribunal", 3, "Who has more powers, Captain Marvel or Living Tribunal?",
          "{n} has {v} powers", noun="power count")
    f_plain(book, pw, "Which character has the most powers?",
            [nb_claim(pw, "powers", "Captain Marvel", "Spectre", lambda x: f"Captain Marvel tops your list with {x} powers."),
             Claim(f"Spectre is next with {pw['Spectre']['powers']:.0f},"),
             Claim(f"and Amazo and Atlas tie on {say(pw['Amazo']['powers'])}.",
                   [words_twin("number_words_wrong_row", f"and Amazo and Atlas tie on {say(pw['Angel']['powers'])}.",
                               pw["Amazo"]["powers"], pw["Angel"]["powers"])])])

    ey = table("superhero", "Per eye colour (top six): characters?",
               "SELECT c.colour AS eye_colour, count(*) AS characters FROM superhero s JOIN colour c "
               "ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC LIMIT 6")
    f_share(book, ey, "characters", "Blue", 0, "What's the most common eye colour?",
            "{n} is the most common, with {v} characters", "characters in the six most common eye colours",
            other="Brown", thing="of them")
    f_cmp(book, ey, "characters", "Blue", "Green", 1, "Are blue eyes more common than green?",
          "you have {v} characters with {n} eyes", "Green comes in at {v}", label=str.lower)
    f_top(book, ey, "characters", 2, 1, "Which eye colours show up most?", "eye colours",
          thing="of those characters")

    rc = table("superhero", "Per race (top seven by characters): characters and average height in cm?",
               "SELECT r.race, count(*) AS characters, round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 AND 300), 1) "
               "AS avg_cm FROM superhero s JOIN race r ON r.id = s.race_id GROUP BY 1 ORDER BY 2 DESC LIMIT 7")
    f_conv(book, rc, "Android", "avg_cm", 1, "How tall are your androids?",
           [f"Androids are your tallest group at {rc['Android']['avg_cm']:.1f} cm on average."],
           lambda v, c: f"that's roughly {c} feet.", 1, FT_PER_CM, 1, (1 / 2.54, 1 / 100, 1 / 12))
    f_cmp(book, rc, "characters", "Human", "Mutant", 2, "Are there more humans or mutants?", "you have {v} {n} characters",
          label=lambda x: x.lower() if x != "Human" else "human")

    sp = table("superhero", "The six most common superpowers and how many characters have each?",
               "SELECT p.power_name AS power, count(*) AS characters FROM hero_power hp JOIN superpower p "
               "ON p.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC LIMIT 6")
    f_cmp(book, sp, "characters", "Super Strength", "Flight", 0, "Is super strength more common than flight?",
          "{v} characters have {n}", "{n} comes in at {v}", label=lambda x: x.lower())
    f_plain(book, sp, "What's the most common superpower?",
            [off_claim(sp, sp["Super Strength"]["characters"], lambda x: f"Super strength: {x} of your characters have it.",
                       f=1.6)],
            tip=nb_claim(sp, "characters", "Stamina", "Durability", lambda x: f"stamina is next, with {x}."))
    f_empty(book, "superhero", "Which characters have more than 100 powers?",
            "SELECT hero_id FROM hero_power GROUP BY 1 HAVING count(*) > 100", "Does any character have over 100 powers?",
            "No. You have zero characters with more than 100 powers listed.",
            "Yes. You have 3 characters with more than 100 powers listed.")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average horsepower, displacement (cu in) and weight (lbs)?",
               "SELECT year::text AS model_year, count(*) AS cars, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "round(avg(edispl)::numeric, 1) AS avg_displ, round(avg(weight)::numeric, 0) AS avg_lbs FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    f_chg(book, yr, yr["1970"]["avg_hp"], yr["1980"]["avg_hp"], "1970", "1980", 0,
          "Did horsepower drop through the 1970s?", "your 1970 cars averaged {v1} hp and your 1980 cars {v2} hp",
          "horsepower", nb1=yr["1971"]["avg_hp"], d=1)
    f_chg(book, yr, yr["1979"]["avg_lbs"], yr["1980"]["avg_lbs"], "1979", "1980", 1,
          "How much lighter were the 1980 cars?", "the average car weighed {v1} lbs in {l1} and {v2} lbs in {l2}",
          "weight", nb1=yr["1978"]["avg_lbs"])
    f_chg(book, yr, yr["1980"]["avg_hp"], yr["1981"]["avg_hp"], "1980", "1981", 2,
          "Did horsepower pick up again in 1981?", "average horsepower was {v1} in {l1} and {v2} in {l2}",
          "horsepower", nb1=yr["1982"]["avg_hp"], d=1)
    f_conv(book, yr, "1970", "avg_displ", 0, "What was the engine size of a 1970 car?",
           [f"Your 1970 cars averaged {yr['1970']['avg_displ']:.1f} cubic inches of displacement."],
           lambda v, c: f"that's about {c} litres.", 1, L_PER_CUIN, 1, (1 / 61.0237 * 2, 0.1, 0.0254, 1 / 25.4))
    f_conv(book, yr, "1982", "avg_lbs", 1, "How heavy was the average 1982 car?",
           [], lambda v, c: f"Your 1982 cars weighed {v} lbs on average, or roughly {c} kg.", 0, KG_PER_LB, 0,
           (2.20462262, 1 / 3, 0.3, 1 / 1.5), in_tip=False)
    f_blend(book, yr, "avg_hp", "cars", 0, "What's the average horsepower across all your cars?", "horsepower", "car",
            "model year", d=1, unit=" hp")

    f_chg(book, yr, yr["1973"]["cars"], yr["1974"]["cars"], "1973", "1974", 1,
          "How many new models came out in 1974?", "you have {v1} cars from {l1} and {v2} from {l2}", "cars",
          nb1=yr["1972"]["cars"])
    f_conv(book, yr, "1980", "avg_displ", 2, "How big were engines by 1980?",
           [], lambda v, c: f"Your 1980 cars averaged {v} cubic inches, or about {c} litres.", 1, L_PER_CUIN, 2,
           (0.0254, 1 / 25.4, 0.1, 0.05), in_tip=False)
    ct = table("spider_car_1", "Per continent: car makers and models?",
               "SELECT co.continent, count(DISTINCT m.id) AS makers, count(ml.modelid) AS models FROM continents co "
               "JOIN countries c ON c.continent = co.contid JOIN car_makers m ON m.country = c.countryid "
               "LEFT JOIN model_list ml ON ml.maker = m.id GROUP BY 1 ORDER BY 2 DESC")
    f_share(book, ct, "makers", "europe", 1, "How many of your car makers are European?", "{v} of your makers are in Europe",
            "all makers", other="asia", thing="of your makers", label="Europe")
    f_rate(book, ct, "models", "makers", "america", 0, "How many models does an American maker offer?",
           "your {c} American makers have {t} models between them", "maker", d=2, label="America")
    f_empty(book, "spider_car_1", "Which cars have twelve cylinders?", "SELECT id FROM cars_data WHERE cylinders = 12",
            "Do you have any V12s?", "No. You have zero twelve-cylinder cars in the data.",
            "Yes. You have 4 twelve-cylinder cars in the data.")


# ---------------------------------------------------------------------------
# geography and atis
# ---------------------------------------------------------------------------


def geography(book):
    lk = table("defog_geography", "Every lake: area in sq km and country?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY 2 DESC")
    f_conv(book, lk, "Lake Superior", "area", 0, "How big is Lake Superior?",
           [f"Lake Superior covers {lk['Lake Superior']['area']:,.0f} square kilometres in your data."],
           lambda v, c: f"that's roughly {c} square miles.", 0, SQMI_PER_SQKM, 0, (0.621371, 1.609344, 2.589988))
    f_cmp(book, lk, "area", "Lake Qinghai", "Lake Michigan", 1, "Is Lake Qinghai bigger than Lake Michigan?",
          "{n} covers {v} sq km", "Lake Michigan covers {v} sq km")
    mt = table("defog_geography", "Every mountain: altitude in metres?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude FROM mountain ORDER BY 2 DESC")
    f_conv(book, mt, "Nanga Parbat", "altitude", 1, "How high is Nanga Parbat?",
           [], lambda v, c: f"Nanga Parbat is listed at {v} metres, which is about {c} feet.", 0, FT_PER_M, 0,
           (1 / FT_PER_M, 1.609344, 0.621371, 1.5), in_tip=False)
    f_conv(book, lk, "Lake Victoria", "area", 1, "How large is Lake Victoria?",
           [], lambda v, c: f"Lake Victoria is listed at {v} sq km, which is about {c} square miles.", 0, SQMI_PER_SQKM, 0,
           (0.621371, 1.609344, 2.589988), in_tip=False)
    f_conv(book, mt, "Mount Everest", "altitude", 0, "How tall is Everest in feet?",
           [f"Your data lists Mount Everest at {mt['Mount Everest']['altitude']:,.0f} metres."],
           lambda v, c: f"that's roughly {c} feet.", 0, FT_PER_M, 0, (1 / FT_PER_M, 1.609344, 0.621371, 1.5, 3.9))
    st = table("defog_geography", "Per state (top ten by population): population and area in sq km?",
               "SELECT state_name AS state, population, area FROM state ORDER BY 2 DESC, 1 LIMIT 10")
    f_rate(book, st, "population", "area", "California", 0, "How densely populated is California?",
           "your data puts {n} at {t} people over {c} square kilometres", "sq km", d=1)
    f_cmp(book, st, "population", "Florida", "Ohio", 3, "How does Florida's population compare with Ohio?",
          "{n} has {v} people", noun="population")
    f_empty(book, "defog_geography", "Which lakes are larger than 5,000 sq km?",
            "SELECT lake_name FROM lake WHERE area > 5000", "Are any lakes bigger than 5,000 sq km?",
            "No. There are zero lakes over 5,000 sq km in your data.",
            "Yes. There are 3 lakes over 5,000 sq km in your data.")


def atis(book):
    ac = table("defog_atis", "Per aircraft: manufacturer, seats, range in miles, cruising speed in mph and weight in lbs?",
               "SELECT aircraft_code, manufacturer, capacity, range_miles, cruising_speed, weight FROM aircraft "
               "WHERE capacity IS NOT NULL ORDER BY capacity DESC")
    f_cmp(book, ac, "capacity", "A380", "B737", 0, "How many more seats does an A380 have than a 737?",
          "the {n} seats {v}", "the {n} seats {v}")
    f_conv(book, ac, "B777", "range_miles", 1, "How far can a 777 fly?",
           [f"The B777 in your fleet data has a range of {int(ac['B777']['range_miles']):,} miles."],
           lambda v, c: f"that's around {c} km.", 0, KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 0.868976))
    f_conv(book, ac, "B787", "cruising_speed", 2, "How fast does the 787 cruise?",
           [], lambda v, c: f"The B787 cruises at {v} mph, or about {c} km/h.", 0, KM_PER_MI, 0,
           (1 / KM_PER_MI, 1.852, 0.868976), in_tip=False)
    f_rate(book, ac, "weight", "capacity", "A380", 1, "How much does an A380 weigh per seat?",
           "the {n} weighs {t} lbs with {c} seats", "seat", d=0, groups="aircraft")
    f_conv(book, ac, "A380", "weight", 0, "How much does an A380 weigh?",
           [f"Your data lists the A380 at {int(ac['A380']['weight']):,} lbs."],
           lambda v, c: f"that's roughly {c} kg.", 0, KG_PER_LB, 0, (2.20462262, 1 / 3, 0.3, 0.9072, 1e-3))
    f_conv(book, ac, "A350", "range_miles", 3, "What's the range of the A350?",
           [], lambda v, c: f"The A350 can fly {v} miles, roughly {c} km, without refuelling.", 0, KM_PER_MI, 0,
           (1 / KM_PER_MI, 1.852, 0.868976, 1.2), in_tip=False)
    ap = table("defog_atis", "Per airport: minimum connecting time in minutes?",
               "SELECT airport_code, airport_name, minimum_connect_time FROM airport ORDER BY 1")
    f_cmp(book, ap, "minimum_connect_time", "MCO", "ATL", 1, "Do I need longer to connect in Orlando than Atlanta?",
          "you need {v} minutes to connect at {n}", "{n} needs just {v}", noun="connecting time")
    f_plain(book, ap, "What's the average minimum connecting time?",
            [off_claim(ap, sum(ap.col("minimum_connect_time")) / len(ap),
                       lambda x: f"Across the {say(len(ap))} airports, you need {x} minutes on average to connect.", f=1.5,
                       d=1),
             Claim(f"Atlanta is the quickest at {int(ap['ATL']['minimum_connect_time'])} minutes.")])
    gs = table("defog_atis", "Per ground transport option in New York: fare?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE city_code = 'NYC' ORDER BY 2")
    f_cmp(book, gs, "ground_fare", "Helicopter", "Taxi", 3, "Is a helicopter transfer much pricier than a taxi?",
          "a {n} transfer costs {v}", cash=True, label=str.lower, noun="fare")
    f_plain(book, gs, "What are my ground transport options in New York?",
            [Claim(f"You have {say(len(gs))} options,"),
             nb_claim(gs, "ground_fare", "Bus", "Shuttle", lambda x: f"from the bus at {x}", cash=True),
             Claim(f"up to a helicopter at ${int(gs['Helicopter']['ground_fare'])}.")])
    fa = table("defog_atis", "Per departure airport: fares, average one-way and round-trip cost?",
               "SELECT from_airport, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC")
    f_blend(book, fa, "avg_round_trip", "fares", 1, "What does a round trip cost on average?", "round-trip fare", "fare",
            "departure airport", cash=True, d=2)
    f_empty(book, "defog_atis", "Which fares cost more than $2,000 one way?",
            "SELECT fare_id FROM fare WHERE one_direction_cost > 2000", "Are there any one-way fares over $2,000?",
            "No. You won't find any: the count is zero.", "Yes. There are 5 of them, all from LAX.")


# ---------------------------------------------------------------------------
# the small ones
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY 2 DESC")
    f_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 2, "How much bigger is Hampden Park than Somerset Park?",
          "{n} holds {v}")
    f_part(book, sd, "average", "capacity", "Stark's Park", 0, "How full does Stark's Park get?",
           "{n} averages {p} fans in a stadium that holds {w}", "of its seats")
    f_chg(book, sd, sd["Stark's Park"]["lowest"], sd["Stark's Park"]["highest"], "the lowest gate", "the highest gate", 1,
          "How much does attendance vary at Stark's Park?", "Stark's Park drew {v1} at {l1} and {v2} at {l2}",
          "attendance", nb1=sd["Somerset Park"]["lowest"])
    f_chg(book, sd, sd["Somerset Park"]["lowest"], sd["Somerset Park"]["highest"], "the quietest game",
          "the busiest game", 0, "How big is the swing in crowds at Somerset Park?",
          "Somerset Park drew {v1} at {l1} and {v2} at {l2}", "attendance", nb1=sd["Stark's Park"]["lowest"])
    st = table("spider_pets_1", "Per sex: students and average age?",
               "SELECT sex, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 ORDER BY 2 DESC")
    f_share(book, st, "students", "M", 1, "How many of your students are male?", "{v} of your students are male",
            "your students", thing="of your students", label="men")
    bt = table("spider_battle_death", "Per battle: ships lost, killed and injured?",
               "SELECT b.name AS battle, count(DISTINCT s.id) AS ships_lost, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC, 1")
    f_share(book, bt, "killed", "Siege of Constantinople", 0, "Which battle was deadliest?",
            "the {n} accounts for {v} deaths", "all recorded deaths", other="Battle of Boruy", thing="of the deaths")
    f_empty(book, "spider_battle_death", "Which battles killed more than 100 people?",
            "SELECT b.name FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id "
            "GROUP BY 1 HAVING sum(d.killed) > 100", "Did any battle cost more than 100 lives?",
            "No. None of the battles in your records passed 100 deaths: the count is zero.",
            "Yes. 2 battles in your records passed 100 deaths.")
    tv = table("spider_tvshow", "Per episode: rating, share and viewers in millions?",
               "SELECT episode, rating, share, viewers_m::numeric AS viewers_m FROM tv_series ORDER BY 4 DESC")
    f_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 1, "Which episode drew the biggest audience?",
          "\"{n}\" drew {v} million viewers", "\"{n}\" drew {v} million", d=2)
    f_plain(book, tv, "How many people watched the series in total?",
            [off_claim(tv, sum(tv.col("viewers_m")), lambda x: f"Your {say(len(tv))} episodes drew {x} million viewers "
                       f"in total.", f=1.35, d=2)])
    vt = table("spider_voter_1", "Per state: votes?", "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC")
    f_plain(book, vt, "Where did your votes come from?",
            [Claim(f"You received {say(sum(vt.col('votes')))} votes in total: {say(vt['NY']['votes'])} from New York and "
                   f"one each from New Jersey and California.")])
    te = table("spider_course_teach", "Every teacher: age and hometown?",
               "SELECT name AS teacher, age, hometown FROM teacher ORDER BY 2 DESC")
    f_plain(book, te, "How old are your teachers?",
            [off_claim(te, sum(te.col("age")) / len(te), lambda x: f"Your {say(len(te))} teachers are {x} years old on average.",
                       f=1.4, d=1),
             Claim(f"The oldest is {te.order[0]}, at {int(te[te.order[0]]['age'])}.")])
    ad = table("defog_advising", "Per program: students, average GPA and credits?",
               "SELECT p.name AS program, count(*) AS students, round(avg(s.total_gpa), 2) AS avg_gpa, "
               "sum(s.total_credit) AS credits FROM student s JOIN program p ON p.program_id = s.program_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    f_rate(book, ad, "credits", "students", "Computer Science", 0, "How many credits does a CS student have?",
           "your {c} {n} students hold {t} credits between them", "student", d=1)


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book38(), sections, "thirty-ninth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
