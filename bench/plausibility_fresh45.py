#!/usr/bin/env python3
"""
plausibility_fresh45.py — a forty-sixth labelled set for check_answer, written
held out, development since its misses were read: answers the way a producer writes the script of a data-driven radio
or podcast segment ("Welcome back to Data Desk Minutes..."), to be read aloud
by a host, over tables spread across the databases bench/plausibility.sh
loads: northwind (net sales and units per category in the first quarter of
1997 and of 1998; customers, orders and net sales per customer country in
1997; orders, net sales, products and units per month of 1997; each rep's
territories, orders and net sales in 1997; orders and average freight per
shipper in 1997 and 1998; the largest 1997 order), chinook (tracks, tracks
never sold, hours and average length per audio genre; each support rep's
customers, countries, invoices and revenue; customers, invoices and revenue
per billing country; invoices, tracks sold and revenue per year; revenue per
genre in 2022 and 2025; revenue per media type; the longest albums and the
longest track), BIRD's superhero (characters, villains and women per
publisher; the characters with the most powers; hair colours; average
attribute scores; heights and weights of named characters), Spider's car_1
(cars, fuel economy, horsepower and weight per maker; V8s, four-cylinder cars
and fuel economy per model year; the most powerful car), defog-dev's
geography (rivers, lakes, mountains, state population and area, highest
points), atis (seats, weight, length, speed and range per aircraft; seats per
engine count; fares per airline; ground transport and access at JFK and LAX),
advising (reviews per course, grades, GPA per programme) and academic (papers
per journal and year), and Spider's concert_singer (stadium crowds, singer
appearances), pets_1 (a pet's weight), battle_death (men killed per battle),
tvshow (viewers and ratings per episode), course_teach (teachers' ages and
courses), voter_1 (votes per contestant) and cre_doc_template_mgt
(paragraphs per document), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh41's
round_near() passing over a step at the edge of its rounding, fresh42's
money(), fresh43's kmoney(), fresh44's _mil()). The
writing is the segment script the other sets lack: an opening from the host
("Welcome back to Data Desk Minutes"), stage directions in square brackets
that hold no figure ("[pause]", "[music up, then under]"), figures spoken the
way a presenter says them now and then ("about four hundred and fifty
dollars", "just shy of fifteen hundred", "roughly three point two million")
but mostly typed as a script writer types them ("$412k", "roughly 3.2
million", "just shy of 18 percent", "one in every eight"), rhetorical
questions answered with the figure ("So how much bigger is Rock than Jazz?
About seven times."), comparisons told for the ear ("that's nearly double",
"a gap of about ninety dollars", "up by about a quarter on last year"),
"percent" spelled out now and then, a recap at the end that restates earlier
figures rounded differently ("So, to recap: Rock, seven to one over Jazz;
Germany, just under a fifth of sales."), and a sign-off. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's, fresh42's, fresh43's and fresh44's):
  comparison  multiples for the ear ("nearly double", "about seven times"),
              ratios "to one", gaps in digits and in words, percent ahead,
              one row as a share of another
  change      changes in percent (hedged and exact), in absolute terms, in
              words ("up by about a quarter", "nearly double"), shares
              moving in points
  per_unit    totals over counts ("per order", "per seat"), one row against
              the pooled rate, one row against the average, weighted averages
              against plain averages of group averages, shares of a total
              ("one in every eight", fractions, percent), the top rows' share
  conversion  metres as feet, feet as metres, km as miles, miles as km, mph
              as km/h, kg as lb, lb as kg, cm as inches and as feet, sq km as
              sq miles, mpg as km per litre, hp as kW, hours as days, minutes
              as hours, seconds as minutes
  zero_ident  zero for an empty result, identifiers (ids, codes)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group rates called the
pooled one, a share of the wrong total or its complement, a percent change
over the wrong base, a relative change given as points, one row as a share of
the pair instead of the other row), a false multiple, fraction or "one in
every N", number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, a figure (rounded, in
digits or in words) off by more than the rounding shown, or a recap that
contradicts the body (a restated figure far from the one the body gave, or a
multiple, fraction or share in words that the body's figures make false). A
twin is kept only when its figure is far from the true value (fresh4's rules)
and, unless it is a real value in the wrong role, far from every cell,
aggregate, pairwise difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig
from plausibility_fresh42 import money, nbr_fn, pre_
from plausibility_fresh43 import frac_w, kmoney, off_f, pc, shows
from plausibility_fresh44 import _mil, dec, off_r, one_in, to_one

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

OPEN = ["[music]\n\nHOST: Welcome back to Data Desk Minutes. I'm Sam Ortiz, and this is the part of the show where "
        "we put a spreadsheet on the radio.",
        "[theme music up, then under]\n\nWelcome back to Data Desk Minutes.",
        "HOST: Welcome back to Data Desk Minutes, the show that reads the numbers so you don't have to.",
        "[music sting]\n\nThis is Data Desk Minutes, and I'm Sam Ortiz.",
        "Welcome back to Data Desk Minutes. Let's get straight into it.",
        "[music]\n\nHey there, and welcome back to Data Desk Minutes. Got a good one for you today.",
        "HOST: You're listening to Data Desk Minutes. Pour yourself a coffee, and let's dig in.",
        "[music fades]\n\nWelcome back. This is Data Desk Minutes, and I'm your host, Sam Ortiz."]
TOPIC = ["Today on the desk: {}.", "This time: {}.", "Our story today: {}.", "Up first: {}.", "On the desk today, {}."]
STAGE = ["[pause]", "[beat]", "[short pause]", "[paper rustling]", "[music bed comes in]", "[pause for effect]",
         "[sound of a cash register]"]
RECAP = ["So, to recap: ", "Quick recap: ", "Let's run that back: ", "So, one more time: ", "To sum up: ",
         "The short version: "]
CLOSE = ["That's your Data Desk minute. I'm Sam Ortiz. See you next time.\n\n[music out]",
         "And that's the data. Back after this.\n\n[music]",
         "We'll be right back after the break.\n\n[music up]",
         "Thanks for listening to Data Desk Minutes.\n\n[outro music]",
         "I'm Sam Ortiz. Stay curious.\n\n[music out]",
         "More numbers next week. Until then, keep counting.\n\n[fade out]",
         "If you've got a question for the desk, send it in, and we might read it on air.\n\n[music]"]


# ---------------------------------------------------------------------------
# the script: an opening, paragraphs to be read, stage directions, a recap and a sign-off
# ---------------------------------------------------------------------------


def post_(c, s):
    """The claim with s after its text and after each of its twins' texts."""
    if isinstance(c, str):
        c = Claim(c)
    c.text = c.text + s
    c.wrongs = [(r, x + s) for r, x in c.wrongs]
    return c


class Book45(Book10):
    """fresh10's Book10, with each answer laid out as a segment script: the host's opening and the day's topic,
    paragraphs to be read (the first claim of each starts one), now and then a stage direction after the first
    paragraph, a recap whose items restate the body's figures (separated by semicolons), and a sign-off; none
    of the fixed text holds a figure."""

    def segment(self, db, rid, shape, topic, body, recap=(), derived=True, max_twins=2):
        k = self.cases
        pre = OPEN[k % len(OPEN)]
        if topic:
            pre += " " + TOPIC[(k * 3) % len(TOPIC)].format(topic)
        claims = []
        paras = [[p] if isinstance(p, (str, Claim)) else [c for c in p if c is not None] for p in body]
        paras = [[Claim(c) if isinstance(c, str) else c for c in p] for p in paras if p]
        for i, para in enumerate(paras):
            claims.append(pre_(para[0], "\n\n"))
            claims += para[1:]
            if i == 0 and len(paras) > 1 and k % 3 == 2 and not paras[1][0].text.lstrip().startswith("["):
                claims.append(Claim("\n\n" + STAGE[(k // 3) % len(STAGE)]))
        rc = [Claim(c) if isinstance(c, str) else c for c in recap if c is not None]
        for j, c in enumerate(rc):
            lead = "\n\n" + ("[beat]\n\n" if k % 4 == 1 else "") + RECAP[(k * 5) % len(RECAP)]
            c = pre_(c, lead if j == 0 else "; ")
            claims.append(post_(c, ".") if j == len(rc) - 1 else c)
        post = "\n\n" + CLOSE[(k * 2) % len(CLOSE)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# figures as a host says them
# ---------------------------------------------------------------------------


def spell(v):
    """A whole number in words as a presenter reads it ("four hundred and twelve thousand", "fifteen hundred")."""
    v = int(round(v))
    if v < 100:
        return say(v)
    if v < 1000:
        h, r = divmod(v, 100)
        return f"{say(h)} hundred" + (f" and {say(r)}" if r else "")
    if 1100 <= v < 10000 and v % 1000 >= 100:
        return f"{say(v // 100)} hundred" + (f" and {say(v % 100)}" if v % 100 else "")
    for div, word in ((1_000_000, "million"), (1000, "thousand")):
        if v >= div:
            hi, r = divmod(v, div)
            s = f"{spell(hi)} {word}"
            if r:
                s += (" and " if r < 100 else " ") + spell(r)
            return s
    raise AssertionError(v)


def spell_pt(v):
    """A figure with one decimal in words ("seven point three")."""
    whole, tenth = divmod(int(round(abs(v) * 10)), 10)
    return f"{spell(whole)} point {say(tenth)}"


def near(v):
    """(shown, text, decimals): the roundest figure within 1.2% of v, as fresh41's round_near() finds it, passing
    over a step where v sits near half way between two of its multiples (the edge of that rounding)."""
    a = abs(v)
    if float(v).is_integer() and a < 100:
        return v, f"{v:,.0f}", 0
    for step, sd in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1), (0.01, 2)):
        if step > a / 5 or abs(abs(v / step) % 1 - 0.5) <= 0.08:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            return s, f"{s:,.{sd}f}", sd
    st, d = num(v, 2)
    shown = float(st.replace(",", ""))
    return shown, f"{shown:,.{d}f}", d


def hedge(v, shown, k):
    """A presenter's hedge that says on which side of v the shown figure falls."""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["about", "roughly", "around", "right around"], k)
    if abs(shown) > abs(v):
        return pick(["just shy of", "a shade under", "nearly", "not quite", "just under"], k)
    return pick(["just over", "a touch over", "a little over", "north of", "a bit more than"], k)


def _words(x):
    """(words, value said) for a figure said as a presenter rounds it, or None."""
    if abs(x) >= 1e6:
        got = _mil(x)
        if not got:
            return None
        m = got[1] / 1e6
        if abs(m - round(m)) < 1e-9:
            return f"{spell(m)} million", got[1]
        if abs(m * 10 - round(m * 10)) < 1e-9:
            return f"{spell_pt(m)} million", got[1]
        return None
    shown, st, d = near(x)
    if d == 0:
        return spell(shown), shown
    if d == 1 and abs(shown) < 100:
        return spell_pt(shown), shown
    return None


def spoken(v, k, cash=False, unit=""):
    """A figure in words with its hedge ("about four hundred and fifty dollars", "just shy of fifteen hundred"):
    (fmt, text, value said, show), fmt(x) putting a figure x into the hedge (and the unit), show(y) giving a wrong
    figure y said alike as (text, value); or None when the figure does not read well aloud."""
    got = _words(v)
    if not got:
        return None
    sfx = " dollars" if cash else unit
    h = hedge(v, got[1], k)

    def show(x):
        return _words(x) or (f"{x:,.0f}", round(x))
    return (lambda x: f"{h} {x}{sfx}"), got[0], got[1], show


def rnd(v, k, cash=False, unit="", words=False):
    """A figure rounded as the script types it ("$412k", "roughly 3.2 million", "just shy of 1,500", "about $450"),
    or with words in words: (fmt, text, value shown, show) as spoken() gives them."""
    if words:
        got = spoken(v, k, cash, unit)
        if got:
            return got
    a = abs(v)
    cur = "$" if cash else ""
    got = None
    if cash and a >= 1000:
        got = kmoney(v)

        def show(x):
            return kmoney(x) or (f"${x / 1e3:,.0f}k", round(x / 1e3) * 1e3)
    elif not cash and a >= 1e6:
        got = _mil(v)

        def show(x):
            return _mil(x) or (f"{x / 1e6:,.1f} million", round(x / 1e6, 1) * 1e6)
    if not got:
        shown, st, d = near(v)
        got = (cur + st, shown)

        def show(x):
            s2, st2, _ = near(x)
            return cur + st2, s2
    h = hedge(v, got[1], k)
    return (lambda x: f"{h} {x}{unit}"), got[0], got[1], show


def P(k):
    """The percent sign, or "percent" spelled out, as the script has it."""
    return " percent" if k % 2 else "%"


def pct_h(p, k):
    """(fmt, text, decimals): a hedged percentage ("just shy of 18 percent")."""
    shown, st, d = near(p)
    if st.endswith(".0"):
        st, d = st[:-2], 0
    h = hedge(p, shown, k)
    sign = P(k)
    return (lambda x: f"{h} {x}{sign}"), st, d


def ear_mult(r, qty="as many"):
    """A multiple told for the ear, true of r ("nearly double", "more than triple", "about seven times as many"),
    and one clearly false; or (None, None)."""
    m = round(r)
    tm = lambda x: f"about {say(x)} times {qty}".strip()
    if 1.85 <= r < 1.97:
        return "nearly double", "more than triple"
    if abs(r - 2) / 2 < 0.03:
        return "about double", tm(4)
    if 2.05 <= r <= 2.45:
        return "more than double", "more than triple"
    if 2.85 <= r < 2.97:
        return "nearly triple", tm(5)
    if abs(r - 3) / 3 < 0.03:
        return "about triple", tm(5)
    if 3.05 <= r <= 3.45:
        return "more than triple", "less than double"
    if 1.45 <= r <= 1.55:
        return f"about one and a half times {qty}".strip(), tm(3)
    if 4 <= m <= 12:
        bad = next(b for b in (m + 3, m - 3, m + 5) if b >= 2 and abs(b - r) / r >= 0.3)
        q = (r - m) / r
        if abs(q) < 0.03:
            return tm(m), tm(bad)
        if -0.08 <= q <= -0.03:
            return f"nearly {say(m)} times {qty}".strip(), tm(bad)
    return None, None


def how_big(r):
    """An answer to "how much bigger?" ("About seven times.", "Nearly double."), and a false one; or (None, None)."""
    mw, bad = ear_mult(r, "as big")
    if not mw:
        return None, None
    cut = lambda s: s.replace(" as big", "")
    return cap(cut(mw)), cap(cut(bad))


def every(s):
    """A share as "one in every N" ("roughly one in every five"), and one clearly false; or (None, None)."""
    got, bad = one_in(s)
    if not got:
        return None, None
    return got.replace("one in ", "one in every "), bad.replace("one in ", "one in every ")


def words_of(v, k=0):
    """A count as the script has it: words under a hundred on even k, "a dozen", else digits."""
    v = int(v)
    if v == 12 and k % 3 == 0:
        return "a dozen"
    if v < 100 and k % 2 == 0:
        return say(v)
    return f"{v:,}"


def r_fig(t, label, x, k, cash=False, unit="", words=False, factors=(1.6, 0.55, 2.1, 0.4, 2.8), sep=", "):
    """A recap item restating x in a rounding of its own ("Rock, about eight hundred and thirty"); twin: the
    recap contradicting the body (a figure far from x and from everything the result holds)."""
    fmt, tx, val, show = rnd(x, k, cash, unit, words)
    f = lambda y: f"{label}{sep}{fmt(y)}"
    return Claim(f(tx), [off_r(t, "recap_contradicts", f, x, factors, show)])


def r_pct(t, label, p, k, factors=(1.7, 0.5, 2.3, 0.35), tail=""):
    """A recap item restating a percentage, rounded coarser than the body gives it ("Germany, just under 19
    percent", "the top three, a bit more than 45 percent"); twin: a percentage far off."""
    fmt = st = None
    for step in (10, 5, 1):
        sh = round(p / step) * step
        if sh and abs(abs(p / step) % 1 - 0.5) > 0.08 and abs(sh - p) / p < 0.03:
            h = hedge(p, sh, k + 1)
            sign = P(k + 1)
            fmt, st, d = (lambda x: f"{h} {x}{sign}"), f"{sh:,.0f}", 0
            break
    if fmt is None:
        fmt, st, d = pct_h(p, k + 1)
    f = lambda y: f"{label} {fmt(y)}{tail}"
    tw = None
    for fc in factors:
        tw = off(t, "recap_contradicts", f(w(p * fc, d)), p, p * fc, d, approx=True, alts=[])
        if tw:
            break
    return Claim(f(st), [tw])


def r_words(label, good, bad):
    """A recap item in words ("Rock, seven to one over Jazz"); twin: a false one."""
    return Claim(label.format(good), [("recap_contradicts", label.format(bad))]) if good else None


def frac_share(s):
    """A share in words for the recap: a fraction, else "one in every N"."""
    got = frac_w(s)
    if got[0]:
        return got
    return every(s)


# ---------------------------------------------------------------------------
# shapes, as segment scripts
# ---------------------------------------------------------------------------


def pod_cmp(book, t, col, a, b, k, noun, topic, cash=False, d=0, unit="", label=None, verb="had", qty="as many",
            ask=None, gu="", more=(), recap=()):
    """Two named rows, the larger first, in five voices, with a recap."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    hb, hbad = how_big(r)
    mw, mbad = ear_mult(r, qty)
    tw, tbad = to_one(r)
    form = k % 5
    if form == 0 and not hb:
        form = 3
    if form == 2 and not mw:
        form = 1
    words = (k // 5) % 2 == 0
    if form == 0:
        q = ask or f"So how much bigger is {A} than {B}?"
        f2 = lambda x: f"{B} at {x}."
        body = [[Claim(f"{cap(A)} comes in at {S(va)} on {noun},"), Claim(f2(S(vb)), [nbr(f2)])],
                [Claim(f"{q} {hb}.", [("false_bound", f"{q} {hbad}.")])]]
        rec = r_words(f"{cap(A)}, {{}} over {B}", tw, tbad) if tw else r_fig(t, cap(A), va, k, cash, unit, words)
    elif form == 1:
        gf, gt, gv, gshow = rnd(diff, k, cash, gu, words)
        f1 = lambda x: f"{cap(B)}? {x}."
        f3 = lambda x: f"That's a gap of {gf(x)}."
        body = [[Claim(f"{cap(A)} {verb} {S(va)} {noun}."), Claim(f1(S(vb)), [nbr(f1)])],
                [Claim(f3(gt), [off_r(t, "off", f3, diff, (1.7, 2.3, 0.5, 3.1, 0.4), gshow)])]]
        rec = (r_words(f"{cap(A)}, {{}} over {B}", tw, tbad) if tw else
               r_fig(t, f"{cap(A)} ahead by", diff, k + 1, cash, gu, not words, sep=" "))
    elif form == 2:
        f1 = lambda x: f"{cap(A)} {verb} {S(va)}{' ' + noun if noun else ''} against {x} for {B}"
        body = [[Claim(f1(S(vb)), [nbr(f1)]), Claim(f"— that's {mw}.", [("false_bound", f"— that's {mbad}.")])]]
        rec = r_fig(t, cap(A), va, k, cash, unit, words)
    elif form == 3:
        p = 100 * diff / vb
        fmt, st, sd = pct_h(p, k)
        f1 = lambda x: f"{cap(A)} beat {B} on {noun} by {fmt(x)}."
        f2 = lambda x: f"That's {S(va)} to {x}."
        body = [[Claim(f1(st), [off(t, "wrong_base", f1(w(100 * diff / va, sd)), p, 100 * diff / va, sd,
                                    approx=True, real=True)]), Claim(f2(S(vb)), [nbr(f2)])]]
        fw, fbad = frac_w(diff / vb) if diff / vb <= 1 else (None, None)
        rec = (r_words(f"{cap(A)} ahead of {B} by {{}}", fw, fbad) if fw else
               r_fig(t, cap(A), va, k, cash, unit, words))
    else:
        s = 100 * vb / va
        fmt, st, sd = pct_h(s, k)
        f1 = lambda x: f"{cap(B)} managed {x} {noun},"
        f2 = lambda x: f"which is {fmt(x)} of {poss(A)} {S(va)}."
        body = [[Claim(f1(S(vb)), [nbr(f1)]),
                 Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, approx=True, real=True),
                                off(t, "share_of_pair", f2(w(100 * vb / (va + vb), sd)), s, 100 * vb / (va + vb), sd,
                                    approx=True, real=True)])]]
        fw, fbad = frac_share(vb / va) if vb / va < 0.8 else (None, None)
        rec = (r_words(f"{cap(B)}, {{}} of {A}", fw, fbad) if fw else
               r_pct(t, f"{cap(B)},", s, k, tail=f" of {A}"))
    book.segment(t.db, t.rid, "comparison", topic, body + list(more), [rec] + list(recap))


def _move(book, t, v1, v2, nbr, k, noun, l1, l2, tag, cash, d, unit, topic, short=None, more=(), recap=()):
    """From v1 (l1) to v2 (l2), in four voices, with a recap; nbr(fmt): the twin with the neighbouring row's v1."""
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    rel = abs(diff) / v1
    p, pd = pc(100 * rel)
    wb = abs(100 * diff / v2)
    short = short or noun
    words = (k // 4) % 2 == 0
    more_w = "more" if up else ("less" if cash else "fewer")

    def base(fmt, approx_=False, dd=None):
        if not up and wb >= 100:
            return None
        return off(t, "wrong_base", fmt(w(wb, pd if dd is None else dd)), 100 * rel, wb, pd if dd is None else dd,
                   approx=approx_, real=True)

    def absd(fmt, f, words_=False):
        gf, gt, gv, gshow = rnd(abs(diff), k, cash, unit, words_)
        g = lambda x: fmt(gf(x))
        return Claim(g(gt), [off_r(t, "off", g, abs(diff), (f, f * 1.3, f * 0.7, 2.5, 0.4), gshow)])

    fw = fbad = rw = rbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{mw} what it was {l1}", f"{mb} what it was {l1}"
            rw, rbad = mw, mb
    elif rel < 0.9:
        fr, fb = frac_w(rel)
        if fr:
            ud = "up" if up else "down"
            fw, fbad = f"{ud} by {fr} {tag}", f"{ud} by {fb} {tag}"
            rw, rbad = f"{ud} by {fr}", f"{ud} by {fb}"
    form = k % 4
    if form == 0 and not fw:
        form = 1
    if form == 0:
        f3 = lambda x: f"{cap(l1)}, it was {x}."
        body = [[Claim(f"{cap(noun)} came in at {S(v2)} {l2},"), Claim(f"{fw}.", [("false_bound", f"{fbad}.")])],
                [Claim(f3(S(v1)), [nbr(f3)])]]
        rec = r_pct(t, f"{short} {'up' if up else 'down'}", 100 * rel, k)
    elif form == 1:
        fmt, st, sd = pct_h(100 * rel, k)
        f1 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} {fmt(x)} {tag},"
        f2 = lambda x: f"from {x} {l1} to {S(v2)} {l2}."
        body = [[Claim(f1(st), [base(f1, True, sd)]), Claim(f2(S(v1)), [nbr(f2)])]]
        rec = (r_words(f"{short}, {{}}", rw, rbad) if rw else
               r_fig(t, f"{short} {l2}", v2, k, cash, unit, words, sep=", "))
    elif form == 2:
        f1 = lambda x: (f"So did {noun} {'go up' if up else 'hold up'} {tag}? "
                        f"{'It did' if up else 'Not quite'}: {x} {l1}, {S(v2)} {l2}.")
        body = [[Claim(f1(S(v1)), [nbr(f1)])],
                [absd(lambda x: f"That's a {'rise' if up else 'drop'} of {x}.", 1.8, words)]]
        rec = r_pct(t, f"{short} {'up' if up else 'down'}", 100 * rel, k)
    else:
        f3 = lambda x: f"or {x}{P(k)}."
        body = [[Claim(f"{cap(noun)} {l2}: {S(v2)}."),
                 absd(lambda x: f"That's {x} {more_w} than {l1},", 1.7, words),
                 Claim(f3(p), [base(f3)])]]
        rec = (r_words(f"{short}, {{}}", rw, rbad) if rw and k % 8 == 3 else
               r_fig(t, f"{short} {l2}", v2, k + 1, cash, unit, not words, sep=", "))
    book.segment(t.db, t.rid, "change", topic, body + list(more), [rec] + list(recap))


def pod_chg(book, t, col, p1, p2, k, noun, topic, l1, l2, tag="on the week before", cash=False, d=0, unit="",
            short=None, more=(), recap=()):
    """From one row (a period) to another."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, noun, l1, l2, tag, cash, d,
          unit, topic, short, more, recap)


def pod_yoy(book, t, key, c1, c2, k, noun, topic, l1, l2, tag="on last year", cash=False, d=0, unit="", short=None,
            more=(), recap=()):
    """Within one row, from one period's column to the next."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, noun, l1, l2, tag, cash, d, unit, topic,
          short, more, recap)


def pod_pts(book, t, c1, c2, key, k, noun, topic, l1, l2, label=None, more=(), recap=()):
    """One row's share of a column total in two periods: the move in points; twins: the relative change given
    as points, the later share's complement; the recap gives the later share in words."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    sg = P(k)
    f1 = lambda x: f"{cap(name)} went from {s1t}{sg} of {noun} {l1} to {x}{sg} {l2}."
    f2 = lambda x: f"That's {'up' if up else 'down'} {x} points."
    q = "Gaining ground, or losing it? " if up else "Holding its ground? Not quite. "
    body = [[Claim(q + f1(s2t), [off(t, "complement", q + f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
             Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)])]]
    fw, fbad = frac_share(s2 / 100)
    rec = r_words(f"{cap(name)}, {{}} of {noun} {l2}", fw, fbad) if fw else r_pct(t, f"{cap(name)} at", s2, k)
    book.segment(t.db, t.rid, "change", topic, body + list(more), [rec] + list(recap))


def pod_share(book, t, col, key, k, topic, whole, items=None, rel=None, cash=False, d=0, unit="", label=None,
              other=None, tot=None, verb="makes up", short=None, more=(), recap=()):
    """One row's share of a total (the column's, or tot), in three voices, with the share in another form in the
    recap."""
    S, W, D = shows(cash, d, unit)
    v = t[key][col]
    T = tot if tot is not None else sum(t.col(col))
    s = v / T
    name = label or key
    short = short or whole
    st, sd = fig(100 * s, 1)
    ow, obad = every(s)
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
        f1 = lambda x: f"How many {items} {rel}? {cap(x)}."
        f2 = lambda x: f"That's {x} out of {S(T)}."
        body = [[Claim(f1(ow), [("false_bound", f1(obad))]), Claim(f2(S(v)), [nbr(f2)])]]
        rec = r_pct(t, f"{cap(name)},", 100 * s, k)
    elif form == 1:
        f2 = lambda x: f"— that's {x}{P(k)}, if you're keeping score."
        f1 = lambda x: f"{cap(name)} {verb} {x} of {whole}"
        body = [[Claim(f1(fw), [("false_bound", f1(fbad))]),
                 Claim(f2(st), [off(t, "complement", f2(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True),
                                wt(f2, sd)])]]
        rec = (r_words(f"{cap(name)}, {{}} of {short}", ow, obad) if ow else
               r_fig(t, cap(name), v, k, cash, unit, True))
    else:
        fmt, at, ad = pct_h(100 * s, k)
        f1 = lambda x: f"{cap(name)} {verb} {x} of {whole},"
        f2 = lambda x: f"that's {fmt(x)} of the total."
        c1 = Claim(f1(S(v)), [nbr(f1)])
        if cash and abs(v) >= 1000:
            gf, gt, gv, gshow = rnd(v, k + 1, cash=True)
            nb = nbr_of(t, key)
            c1 = Claim(f1(gf(gt)), [wrong("neighbour_row", f1(gf(gshow(t[nb][col])[0])), v, gshow(t[nb][col])[1],
                                          dec(gshow(t[nb][col])[0]), approx=True)
                                    if nb and isinstance(t[nb][col], float) else None])
        body = [[c1, Claim(f2(at), [off(t, "complement", f2(w(100 - 100 * s, ad)), 100 * s, 100 - 100 * s, ad,
                                        approx=True, real=True), wt(f2, ad, True)])]]
        gw, gbad = frac_share(s)
        rec = r_words(f"{cap(name)}, {{}} of {short}", gw, gbad) if gw else r_fig(t, cap(name), v, k, cash, unit,
                                                                                     True)
    book.segment(t.db, t.rid, "per_unit", topic, body + list(more), [rec] + list(recap))


def pod_top(book, t, col, m, k, noun, topic, whole, cash=False, d=0, unit="", label=None, verb="brought in",
            more=(), recap=()):
    """The top m rows together and their share of the total, with the share in another form in the recap."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    fw, fbad = frac_share(s / 100)
    names = ", ".join(Lb(x) for x in order[:-1]) + " and " + Lb(order[-1])
    gf, gt, gv, gshow = rnd(sm, k, cash, unit, words=k % 2 == 1)
    f2 = lambda x: f"{cap(names)} {verb} {gf(x)} between them."
    f3 = lambda x: f"That's {x}{P(k)} of the {S(tot)} total."
    body = [[Claim(f"Who's on top for {noun}?"),
             Claim(f2(gt), [off_r(t, "off", f2, sm, (1.35, 1.6, 0.7, 0.5), gshow)]),
             Claim(f3(st), [off(t, "complement", f3(w(100 - s, sd)), s, 100 - s, sd, real=True)])]]
    rec = (r_words(f"the top {say(m)}, {{}} of {whole}", fw, fbad) if fw else
           r_pct(t, f"the top {say(m)},", s, k))
    book.segment(t.db, t.rid, "per_unit", topic, body + list(more), [rec] + list(recap))


def pod_rate(book, t, tot_col, cnt_col, key, k, unit, what, topic, cash=False, d=1, label=None, sfx="", units=None,
             pooled=None, more=(), recap=()):
    """A total over a count for one row ("per order"), in three voices; with pooled (the rows named as a group),
    set against the overall rate (twin: the plain mean of the rows' rates); the recap gives the rate rounded."""
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    S, W, D = shows(cash, d, sfx)
    St = shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    link = "in " if cash else "of " if sfx else ""
    form = k % 3
    if form == 0:
        fmt = ((lambda x: f"So what does {name} bring in per {unit}? {x}.") if cash else
               (lambda x: f"So what's the {what} per {unit} for {name}? {x}."))
        first, rest = None, Claim(f"That's {St(tot)} {link}{what} spread over {c} {units}.")
    elif form == 1:
        first = Claim(f"{cap(name)} had {St(tot)} {link}{what} from {c} {units}.")
        fmt = lambda x: f"Do the division, and that's {x} per {unit}."
        rest = None
    else:
        first = None
        fmt = lambda x: f"Per {unit}, {name} works out at {x} {link}{what},"
        rest = Claim(f"with {c} {units} in all.")
    tw = [off_f(t, "off", fmt, r, (1.55, 1.9, 0.6), D(r), lambda v: W(v, D(r)))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    body = [[x for x in (first, Claim(fmt(S(r)), tw), rest) if x]]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = money(overall, 2) if cash else (n(overall, d) + sfx, num(overall, d)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: (f"And across all {pooled}? {x} per {unit}." if k % 2 else
                       f"For comparison, across all {pooled} together, it's {x} per {unit}.")
        body.append([Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                   if ow(plain) != ot else None])])
    rec = r_fig(t, f"{name}", r, k + 1, cash, sfx, words=k % 2 == 0 or not cash, sep=", ")
    rec = post_(rec, f" per {unit}" if cash or sfx else f" {what} per {unit}")
    book.segment(t.db, t.rid, "per_unit", topic, body + list(more), [rec] + list(recap))


def pod_avg(book, t, col, key, k, noun, per, topic, cash=False, d=0, unit="", label=None, ad=None, runit=None,
            more=(), recap=()):
    """One row against the plain average of the rows, in three voices; ad: the average's decimals."""
    S, W, D = shows(cash, d, unit)
    Sa, Wa, Da = shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    name = label or key
    mw, mbad = ear_mult(r, "the average") if r > 1 else (None, None)
    favg = lambda x: f"The average {per} comes in at {x}."
    avg_c = Claim(favg(Sa(avg)), [off_f(t, "off", favg, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                        lambda x: Wa(x, Da(avg)))])
    form = k % 3
    if form == 1 and not mw:
        form = 2
    if form == 0:
        rt, rd = num(r, 1 if r >= 1.3 else 2)
        f2 = lambda x: f"And {name}? {S(v)}, or {x} times that."
        body = [[avg_c, Claim(f2(rt), [off_f(t, "off", f2, r, (1.5 + 0.2 / r, 1.9, 0.55, 2.6, 0.4, 3.3), rd,
                                             lambda x: w(x, rd))])]]
    elif form == 1:
        body = [[Claim(f"{cap(name)} sits at {S(v)} {noun} —"),
                 Claim(f"{mw}.", [("false_bound", f"{mbad}.")]), avg_c]]
    else:
        p = 100 * (v - avg) / avg
        pt, pd = pc(abs(p))
        f1 = lambda x: (f"{cap(name)} comes in at {S(v)}{' ' + noun if noun else ''}, {x}{P(k)} "
                        f"{'above' if p > 0 else 'below'} the average {per}.")
        wbv = abs(100 * (v - avg) / v)
        body = [[Claim(f1(pt), [off(t, "wrong_base", f1(w(wbv, pd)), abs(p), wbv, pd, real=True)
                                if p > 0 or wbv < 100 else None])],
                [Claim(f"For reference, that average is {Sa(avg)}.",
                       [off_f(t, "off", lambda x: f"For reference, that average is {x}.", avg, (1.45, 1.8, 0.6, 2.5),
                              Da(avg), lambda x: Wa(x, Da(avg)))])]]
    rec = r_fig(t, f"the average {per}", avg, k + 2, cash, unit if runit is None else runit, words=k % 2 == 1)
    book.segment(t.db, t.rid, "per_unit", topic, body + list(more), [rec] + list(recap))


def pod_blend(book, t, avg_col, n_col, k, noun, per, grp, topic, d=1, unit="", more=(), recap=()):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, _ = fig(plain, d)
    f1 = lambda x: f"Put all {int(sum(ns)):,} {plural(per)} together, and the average {noun} is {x}{unit}"
    if k % 2:
        f2 = lambda x, y: (f"{f1(x)} — not {y}{unit}, which is what you get if you just average the {say(len(avgs))} "
                           f"{plural(grp)} and let the small ones count as much as the big ones.")
        body = [[Claim(f2(wt, pt), [off(t, "plain_as_weighted", f2(w(plain, wd), w(wa, wd)), wa, plain, wd,
                                        real=True)])]]
    else:
        c1 = Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])
        body = [[Claim(f"What's the typical {noun} across the board?"), c1, f"once each {grp} counts for its size."]]
    rec = r_fig(t, f"the overall {noun}", wa, k, unit=unit, words=k % 4 == 0)
    book.segment(t.db, t.rid, "per_unit", topic, body + list(more), [rec] + list(recap))


def pod_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, topic, spoken_=True, words=False, more=(),
             recap=(), rlabel=None, runit=""):
    """A figure with its conversion beside it (hedged and rounded, in digits or in words, or exact); twin: the
    first wrong factor whose figure is far enough off. With rlabel, a recap restating the original figure rounded."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if spoken_:
        got = rnd(c, k, words=words)
        hf, ct, cv, show = got
        say_ = lambda x: hf(x)
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: (w(x, cd), round(x, cd))
        say_ = lambda x: x
    tw = None
    bads = tuple(bads) + (1 / factor,) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0,
                                                                    0.4, 10, 0.1, 2.5, 0.35, 1.7, 0.65, 5.0, 0.2,
                                                                    6.0, 0.15))
    for f in bads:
        txt, val = show(v * f)
        tw = wrong("wrong_factor", fmt(vt, say_(txt)), c, val, dec(txt), approx=spoken_,
                   clear=[x for x in t.pool if abs(x - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    rc = [r_fig(t, rlabel, v, k + 3, unit=runit, words=not words)] if rlabel else []
    book.segment(t.db, t.rid, "conversion", topic, [[Claim(fmt(vt, say_(ct)), [tw])]] + list(more), rc + list(recap))


def pod_empty(book, db, question, sql, topic, ack, bad, extra=(), recap=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.segment(db, rid, "zero_ident", topic, [[Claim(ack, [("count_over_empty", bad)]), *extra]], recap,
                 derived=False)


def pod_ident(book, t, topic, text, good, bad, extra=(), recap=()):
    assert bad != good and good in text, (text, good)
    book.segment(t.db, t.rid, "zero_ident", topic,
                 [[Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                   *extra]], recap, derived=False)


def pod_plain(book, t, topic, body, recap=()):
    book.segment(t.db, t.rid, "plain", topic, body, recap, derived=False)


# ---------------------------------------------------------------------------
# northwind: the wholesaler
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
Q1_97 = "o.order_date BETWEEN '1997-01-01' AND '1997-03-31'"
Q1_98 = "o.order_date BETWEEN '1998-01-01' AND '1998-03-31'"


def northwind(book):
    cq = table("northwind", "Per category: net sales and units in the first quarter of 1997 and of 1998?",
               "SELECT c.category_name AS category, "
               f"round((sum({NET}) FILTER (WHERE {Q1_97}))::numeric, 2) AS net_q1_97, "
               f"round((sum({NET}) FILTER (WHERE {Q1_98}))::numeric, 2) AS net_q1_98, "
               f"sum(od.quantity) FILTER (WHERE {Q1_97}) AS units_q1_97, "
               f"sum(od.quantity) FILTER (WHERE {Q1_98}) AS units_q1_98 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id JOIN products p "
               "ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               f"WHERE {Q1_97} OR {Q1_98} GROUP BY 1 ORDER BY 3 DESC")
    tq = "the wholesale business, first quarter against first quarter"
    pod_yoy(book, cq, "Beverages", "net_q1_97", "net_q1_98", 1, "beverage net sales", tq,
            "in the first quarter of 1997", "in the first quarter of 1998", tag="on the year before", cash=True,
            short="beverages")
    pod_yoy(book, cq, "Seafood", "net_q1_97", "net_q1_98", 0, "seafood net sales", "a very good quarter for fish",
            "in the same quarter of 1997", "in the first quarter of 1998", cash=True, short="seafood")
    pod_yoy(book, cq, "Meat/Poultry", "units_q1_97", "units_q1_98", 4, "units of meat and poultry sold",
            "the one category going backwards", "in the same quarter of 1997", "in the first quarter of 1998",
            tag="on the year before", short="meat and poultry units")
    pod_yoy(book, cq, "Dairy Products", "net_q1_97", "net_q1_98", 2, "dairy net sales", "the cheese counter",
            "in the first quarter of 1997", "in the first quarter of 1998", tag="year on year", cash=True,
            short="dairy")
    pod_yoy(book, cq, "Confections", "units_q1_97", "units_q1_98", 3, "units of confections",
            "sweets, by the box", "in the first quarter of 1997", "in the first quarter of 1998",
            tag="year on year", short="confections")
    pod_yoy(book, cq, "Condiments", "net_q1_97", "net_q1_98", 1, "condiment net sales", "sauces and spreads",
            "in the first quarter of 1997", "in the first quarter of 1998", tag="on the year before", cash=True,
            short="condiments")
    pod_pts(book, cq, "net_q1_97", "net_q1_98", "Beverages", 1, "first-quarter net sales",
            "who's winning the quarter", "in 1997", "in 1998", label="beverages")
    pod_top(book, cq, "net_q1_98", 3, 0, "first-quarter sales", "the top three categories", "the quarter's sales",
            cash=True, verb="took in")
    pod_cmp(book, cq, "net_q1_98", "Beverages", "Confections", 0, "first-quarter net sales",
            "drinks against sweets", cash=True, ask="So how much bigger is Beverages than Confections?")
    pod_share(book, cq, "net_q1_98", "Seafood", 1, "seafood's slice", "first-quarter net sales", cash=True,
              label="seafood", verb="made up", other="Dairy Products", short="the quarter")

    cc = table("northwind", "Per customer country in 1997: customers ordering, orders and net sales?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM customers c JOIN orders o "
               "ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date BETWEEN '1997-01-01' AND '1997-12-31' GROUP BY 1 ORDER BY 4 DESC")
    us = lambda x: {"USA": "the US", "UK": "the UK"}.get(x, x)
    pod_cmp(book, cc, "net_sales", "Austria", "France", 3, "net sales", "two customers in Austria", cash=True)
    pod_share(book, cc, "net_sales", "Germany", 2, "where the money came from in 1997", "last year's net sales",
              cash=True, verb="brought in", other="USA", short="the year")
    pod_rate(book, cc, "net_sales", "customers", "Austria", 0, "customer", "net sales", "big spenders in Austria",
             cash=True, d=2, label="Austria", pooled="twenty-one countries")
    pod_top(book, cc, "net_sales", 3, 1, "1997 net sales", "our three biggest markets", "last year's net sales",
            cash=True, label=us)
    ncty = len(cc)
    pod_plain(book, cc, "a quick census of our customers", [
        [Claim(f"Customers in {say(ncty)} countries ordered from us in 1997.",
               [words_twin("off", f"Customers in {say(ncty + 14)} countries ordered from us in 1997.", ncty,
                           ncty + 14)]),
         Claim(f"The smallest market was Norway: one customer, {say(cc['Norway']['orders'])} orders, "
               f"{money(cc['Norway']['net_sales'], 0)[0]} all year.")],
        [Claim(f"The most customers? The US, at {say(cc['USA']['customers'])}.",
               [words_twin("number_words_wrong_row", f"The most customers? The US, at "
                           f"{say(cc['Brazil']['customers'] + 14)}.", cc["USA"]["customers"],
                           cc["Brazil"]["customers"] + 14)])]],
        [f"{say(ncty)} countries", f"Norway last at {money(cc['Norway']['net_sales'], 0)[0]}"])

    mo = table("northwind", "Per month of 1997: orders, net sales, distinct products sold and units?",
               "SELECT to_char(o.order_date, 'YYYY-MM') AS month, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, count(DISTINCT od.product_id) AS products, "
               "sum(od.quantity) AS units FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date BETWEEN '1997-01-01' AND '1997-12-31' GROUP BY 1 ORDER BY 1")
    pod_chg(book, mo, "net_sales", "1997-11", "1997-12", 0, "net sales", "the December rush", "in November",
            "in December", tag="on November", cash=True, short="net sales")
    pod_chg(book, mo, "net_sales", "1997-01", "1997-02", 4, "net sales", "the January hangover", "in January",
            "in February", tag="on January", cash=True, short="February sales")
    pod_chg(book, mo, "orders", "1997-11", "1997-12", 1, "orders", "a busy December", "in November",
            "in December", tag="month on month", short="orders")
    pod_chg(book, mo, "units", "1997-09", "1997-10", 2, "units shipped out the door", "autumn orders",
            "in September", "in October", tag="month on month", short="units")
    pod_chg(book, mo, "net_sales", "1997-05", "1997-06", 3, "net sales", "an early summer lull", "in May",
            "in June", tag="on May", cash=True, short="June sales")
    pod_avg(book, mo, "net_sales", "1997-12", 1, "in net sales", "month", "how December compares", cash=True,
            d=0, ad=0, label="December")
    pod_cmp(book, mo, "net_sales", "1997-12", "1997-06", 2, "in net sales", "the best month and the worst",
            cash=True, label=lambda x: {"1997-12": "December", "1997-06": "June"}[x], verb="booked")
    pod_rate(book, mo, "net_sales", "orders", "1997-10", 2, "order", "net sales", "what an October order was worth",
             cash=True, d=2, label="October", pooled="twelve months")

    rp = table("northwind", "Per sales rep in 1997: title, territories covered, orders and net sales?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, e.title, (SELECT count(*) FROM employee_territories "
               "et WHERE et.employee_id = e.employee_id) AS territories, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM employees e JOIN orders o "
               "ON o.employee_id = e.employee_id JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date BETWEEN '1997-01-01' AND '1997-12-31' GROUP BY e.employee_id, 1, 2 ORDER BY 5 DESC")
    pod_cmp(book, rp, "net_sales", "Margaret Peacock", "Janet Leverling", 4, "in net sales",
            "the race for top rep", cash=True)
    pod_share(book, rp, "net_sales", "Margaret Peacock", 1, "one rep's year", "the team's net sales", cash=True,
              verb="sold", other="Janet Leverling", short="the team's sales")
    pod_rate(book, rp, "net_sales", "orders", "Andrew Fuller", 0, "order", "net sales", "the vice president's book",
             cash=True, d=2, pooled="nine reps")
    pod_cmp(book, rp, "orders", "Laura Callahan", "Steven Buchanan", 0, "orders", "the coordinator and the manager",
            ask="So how much busier was Laura Callahan than Steven Buchanan?")
    pod_plain(book, rp, "who covers what", [
        [Claim(f"Robert King covers {say(rp['Robert King']['territories'])} territories, more than anyone else on "
               f"the team,", [words_twin("number_words_wrong_row", f"Robert King covers "
                                         f"{say(rp['Nancy Davolio']['territories'] + 19)} territories, more than "
                                         f"anyone else on the team,", rp["Robert King"]["territories"],
                                         rp["Nancy Davolio"]["territories"] + 19)]),
         Claim(f"and Nancy Davolio covers just {say(rp['Nancy Davolio']['territories'])}.")]],
        [f"Nancy Davolio, {say(rp['Nancy Davolio']['territories'])} territories"])

    sh = table("northwind", "Per shipper: orders and average freight in 1997 and in 1998?",
               "SELECT s.company_name AS shipper, "
               "count(*) FILTER (WHERE o.order_date < '1998-01-01') AS orders_1997, "
               "round((avg(o.freight) FILTER (WHERE o.order_date < '1998-01-01'))::numeric, 2) AS avg_freight_1997, "
               "count(*) FILTER (WHERE o.order_date >= '1998-01-01') AS orders_1998, "
               "round((avg(o.freight) FILTER (WHERE o.order_date >= '1998-01-01'))::numeric, 2) AS avg_freight_1998 "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "WHERE o.order_date >= '1997-01-01' GROUP BY 1 ORDER BY 2 DESC")
    pod_yoy(book, sh, "United Package", "avg_freight_1997", "avg_freight_1998", 1,
            "United Package's average freight bill", "what shipping costs", "in 1997", "so far in 1998",
            tag="on 1997", cash=True, d=2, short="United Package freight")
    pod_yoy(book, sh, "Federal Shipping", "avg_freight_1997", "avg_freight_1998", 2,
            "Federal Shipping's average freight bill", "cheaper parcels", "in 1997", "so far in 1998",
            tag="this year", cash=True, d=2, short="Federal Shipping freight")
    pod_empty(book, "northwind", "Which orders shipped to Australia?",
              "SELECT order_id FROM orders WHERE ship_country = 'Australia'",
              "shipping down under", "We have never shipped a single order to Australia.",
              "We have shipped fourteen orders to Australia.",
              recap=["no orders to Australia, not one"])
    pod_empty(book, "northwind", "Which products are listed at more than $300?",
              "SELECT product_name FROM products WHERE unit_price > 300",
              "the luxury shelf", "Nothing in the catalogue is listed at more than three hundred dollars a unit.",
              "Nine products in the catalogue are listed at more than three hundred dollars a unit.")
    bo = table("northwind", "The largest 1997 order by net value: order id, customer and net value?",
               f"SELECT o.order_id, c.company_name AS customer, round(sum({NET})::numeric, 2) AS net_value "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id JOIN customers c "
               "ON c.customer_id = o.customer_id WHERE o.order_date BETWEEN '1997-01-01' AND '1997-12-31' "
               "GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1")
    oid = bo.order[0]
    pod_ident(book, bo, "the biggest single order of the year",
              f"The biggest order of 1997 was order number {oid}, from {bo[oid]['customer']},", f"order number {oid}",
              f"order number {int(oid) + 316}", extra=[f"worth {money(bo[oid]['net_value'], 2)[0]}."])


# ---------------------------------------------------------------------------
# chinook: the music store
# ---------------------------------------------------------------------------


def chinook(book):
    gn = table("chinook", "The ten audio genres with the most tracks: tracks, tracks never sold, hours of audio and "
               "average seconds per track?",
               "SELECT g.name AS genre, count(*) AS tracks, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "
               "invoice_line il WHERE il.track_id = t.track_id)) AS never_sold, "
               "round(sum(t.milliseconds) / 3600000.0, 2) AS hours, round(avg(t.milliseconds) / 1000.0, 1) AS "
               "avg_seconds FROM track t JOIN genre g ON g.genre_id = t.genre_id WHERE t.media_type_id <> 3 "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    pod_share(book, gn, "never_sold", "Rock", 1, "the songs nobody buys", "the Rock catalogue",
              tot=gn["Rock"]["tracks"], label="Rock's never-sold tracks", verb="make up", short="Rock")
    pod_cmp(book, gn, "tracks", "Rock", "Latin", 2, "tracks", "the size of the catalogue")
    pod_cmp(book, gn, "tracks", "Rock", "Jazz", 0, "tracks in the catalogue", "Rock against Jazz")
    gh = table("chinook", "How many hours of Rock audio do we carry?",
               "SELECT g.name AS genre, round(sum(t.milliseconds) / 3600000.0, 2) AS hours FROM track t JOIN genre g "
               "ON g.genre_id = t.genre_id WHERE t.media_type_id <> 3 AND g.name = 'Rock' GROUP BY 1")
    pod_conv(book, gh, "Rock", "hours", 0,
             lambda v, c: f"Press play on every Rock track we carry and you'll be listening for {v} hours. "
                          f"That's {c} days, back to back.", 2, 1 / 24, 1, (1.0, 1 / 60, 1 / 7, 1 / 12),
             "a very long playlist", rlabel="Rock", runit=" hours")
    gs = table("chinook", "Average seconds per track for Metal and for Pop?",
               "SELECT g.name AS genre, round(avg(t.milliseconds) / 1000.0, 1) AS avg_seconds FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id WHERE t.media_type_id <> 3 AND g.name IN ('Metal', 'Pop') "
               "GROUP BY 1 ORDER BY 2 DESC")
    pod_conv(book, gs, "Metal", "avg_seconds", 1,
             lambda v, c: f"The average Metal track runs {v} seconds, or {c} minutes.", 1, 1 / 60, 1,
             (1 / 3600, 1 / 100, 1.0), "why Metal songs feel long", spoken_=False)
    pod_avg(book, gn, "avg_seconds", "Metal", 2, "seconds a track", "genre", "the longest songs in the shop", d=1,
            ad=1, runit=" seconds")
    pod_top(book, gn, "hours", 3, 1, "hours of audio", "where the listening time is", "all our audio hours",
            unit=" hours", verb="account for")
    pod_blend(book, gn, "avg_seconds", "tracks", 1, "track length", "track", "genre", "how long a song runs",
              unit=" seconds")

    rp = table("chinook", "Per support rep: customers, countries those customers live in, invoices and revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(DISTINCT c.country) AS countries, count(i.invoice_id) AS invoices, sum(i.total) AS revenue "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i "
               "ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 5 DESC")
    pod_rate(book, rp, "revenue", "customers", "Jane Peacock", 0, "customer", "revenue", "the support desk",
             cash=True, d=2, pooled="three reps")
    pod_share(book, rp, "revenue", "Steve Johnson", 2, "one rep's accounts", "store revenue", cash=True, d=2,
              verb="looks after", other="Margaret Park", short="the store")
    pod_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 3, "revenue from their customers",
            "the support league table", cash=True, d=2)
    pod_plain(book, rp, "who looks after whom", [
        [Claim(f"Steve Johnson's customers are spread across {say(rp['Steve Johnson']['countries'])} countries,"),
         Claim(f"while Jane Peacock has {say(rp['Jane Peacock']['customers'])} customers, the most of the three.",
               [words_twin("number_words_wrong_row", f"while Jane Peacock has "
                           f"{say(rp['Margaret Park']['countries'] + 31)} customers, the most of the three.",
                           rp["Jane Peacock"]["customers"], rp["Margaret Park"]["countries"] + 31)])]],
        [Claim(f"Jane Peacock, {words_of(rp['Jane Peacock']['customers'], 1)} customers")])

    ct = table("chinook", "Per billing country: customers, invoices, revenue and the average invoice?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue, round(avg(total), 2) AS avg_invoice FROM invoice GROUP BY 1 "
               "ORDER BY 4 DESC, 1")
    ul = lambda x: {"USA": "the US", "United Kingdom": "the UK", "Czech Republic": "the Czech Republic"}.get(x, x)
    pod_cmp(book, ct, "revenue", "USA", "Canada", 1, "in revenue", "North America", cash=True, d=2, label=ul,
            verb="brought in")
    pod_share(book, ct, "revenue", "USA", 2, "America's slice", "everything the store has sold", cash=True, d=2,
              label="the US", verb="accounts for", other="Canada", short="sales")
    pod_top(book, ct, "revenue", 3, 2, "revenue", "the store's three biggest markets", "all revenue", cash=True, d=2,
            label=ul)
    pod_rate(book, ct, "revenue", "customers", "Czech Republic", 2, "customer", "revenue",
             "a small country with big spenders", cash=True, d=2, label="the Czech Republic",
             pooled="twenty-four countries")

    yr = table("chinook", "Per year: invoices, tracks sold and revenue from the lines?",
               "SELECT extract(year FROM i.invoice_date)::int::text AS year, count(DISTINCT i.invoice_id) AS invoices, "
               "sum(il.quantity) AS tracks_sold, sum(il.unit_price * il.quantity) AS revenue FROM invoice i "
               "JOIN invoice_line il ON il.invoice_id = i.invoice_id GROUP BY 1 ORDER BY 1")
    pod_chg(book, yr, "revenue", "2024", "2025", 1, "revenue", "the store's year", "in 2024", "in 2025",
            tag="on 2024", cash=True, d=2, short="revenue")
    pod_chg(book, yr, "revenue", "2021", "2022", 3, "revenue", "a look back", "in 2021", "in 2022", tag="year on year",
            cash=True, d=2, short="revenue")
    tot = sum(yr.col("revenue"))
    fmt, tx, val, show = rnd(tot, 1, cash=True, words=True)
    ninv = int(sum(yr.col("invoices")))
    pod_plain(book, yr, "five years in one sentence", [
        [Claim(f"Since the store opened, we've written {ninv} invoices,",
               [off(yr, "off", f"Since the store opened, we've written {int(ninv * 1.55)} invoices,", ninv,
                    int(ninv * 1.55), 0)]),
         Claim(f"for {fmt(tx)} in all.", [off_r(yr, "off", lambda x: f"for {fmt(x)} in all.", tot, (1.6, 0.55, 2.2),
                                                show)])]],
        [f"{ninv} invoices"])

    gy = table("chinook", "Per genre with sales in both years: revenue in 2022 and in 2025?",
               "SELECT g.name AS genre, sum(il.unit_price * il.quantity) FILTER (WHERE i.invoice_date < '2023-01-01') "
               "AS revenue_2022, sum(il.unit_price * il.quantity) FILTER (WHERE i.invoice_date >= '2025-01-01') AS "
               "revenue_2025 FROM invoice_line il JOIN invoice i ON i.invoice_id = il.invoice_id JOIN track t "
               "ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE i.invoice_date "
               "BETWEEN '2022-01-01' AND '2022-12-31' OR i.invoice_date >= '2025-01-01' GROUP BY 1 "
               "HAVING count(*) FILTER (WHERE i.invoice_date < '2023-01-01') > 0 "
               "AND count(*) FILTER (WHERE i.invoice_date >= '2025-01-01') > 0 ORDER BY 3 DESC, 1")
    pod_yoy(book, gy, "Rock", "revenue_2022", "revenue_2025", 2, "Rock revenue", "three years of Rock", "in 2022",
            "in 2025", tag="since 2022", cash=True, d=2, short="Rock")
    pod_pts(book, gy, "revenue_2022", "revenue_2025", "Alternative & Punk", 0, "genre revenue", "a punk revival",
            "in 2022", "in 2025")
    mt = table("chinook", "Per media type: invoice lines and revenue?",
               "SELECT m.name AS media_type, count(*) AS lines, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN media_type m "
               "ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 3 DESC")
    pod_share(book, mt, "revenue", "MPEG audio file", 1, "what format people buy", "store revenue", cash=True, d=2,
              label="plain MP3s", verb="bring in", short="revenue")
    pod_cmp(book, mt, "revenue", "Protected MPEG-4 video file", "Protected AAC audio file", 4, "in revenue",
            "video against protected audio", cash=True, d=2,
            label=lambda x: {"Protected MPEG-4 video file": "video", "Protected AAC audio file": "protected AAC"}[x])

    al = table("chinook", "The five longest albums by audio running time: artist, tracks and minutes?",
               "SELECT al.title AS album, ar.name AS artist, count(*) AS tracks, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM album al JOIN artist ar "
               "ON ar.artist_id = al.artist_id JOIN track t ON t.album_id = al.album_id WHERE t.media_type_id <> 3 "
               "GROUP BY al.album_id, 1, 2 ORDER BY 4 DESC LIMIT 5")
    pod_conv(book, al, "Unplugged", "minutes", 2,
             lambda v, c: f"Eric Clapton's Unplugged runs {v} minutes. That's {c} hours of Clapton.", 1, 1 / 60, 1,
             (1 / 100, 1 / 24, 1.0), "the long albums", words=True)
    pod_cmp(book, al, "minutes", "Greatest Hits", "Live After Death", 2, "minutes of music",
            "a greatest hits album that won't stop", d=1,
            label=lambda x: {"Greatest Hits": "Lenny Kravitz's Greatest Hits",
                             "Live After Death": "Iron Maiden's Live After Death"}[x], verb="runs", qty="as long",
            gu=" minutes")

    pod_empty(book, "chinook", "Which tracks are priced above $2?",
              "SELECT track_id FROM track WHERE unit_price > 2", "what a song costs",
              "Not one track in the store costs more than two dollars.",
              "Thirty-one tracks in the store cost more than two dollars.", recap=["nothing over two dollars"])
    pod_empty(book, "chinook", "Which 2025 invoices were billed to Sweden?",
              "SELECT invoice_id FROM invoice WHERE billing_country = 'Sweden' AND invoice_date >= '2025-01-01'",
              "a quiet year in Sweden", "We haven't sent a single invoice to Sweden this year.",
              "We've sent eleven invoices to Sweden this year.")
    lt = table("chinook", "The longest track: id, name and minutes?",
               "SELECT track_id, name, round(milliseconds / 60000.0, 1) AS minutes FROM track "
               "ORDER BY milliseconds DESC LIMIT 1")
    tid = lt.order[0]
    pod_ident(book, lt, "the longest thing we sell",
              f"The longest item in the catalogue is track {tid}, {lt[tid]['name']},", f"track {tid}",
              f"track {int(tid) + 481}", extra=[f"at {n(lt[tid]['minutes'], 1)} minutes."])


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per publisher with ten or more characters: characters, villains and women?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE a.alignment = 'Bad') AS villains, "
               "count(*) FILTER (WHERE g.gender = 'Female') AS women FROM superhero s JOIN publisher p "
               "ON p.id = s.publisher_id JOIN alignment a ON a.id = s.alignment_id JOIN gender g ON g.id = s.gender_id "
               "WHERE p.publisher_name <> '' GROUP BY 1 HAVING count(*) >= 10 ORDER BY 2 DESC")
    pod_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 1, "characters on file", "the two big houses",
            label=lambda x: x.replace(" Comics", ""), verb="has", gu=" characters")
    pod_share(book, pb, "villains", "Image Comics", 1, "a publisher that likes its bad guys", "its characters",
              tot=pb["Image Comics"]["heroes"], label="villains at Image", verb="make up", short="Image's roster")
    pod_share(book, pb, "women", "Marvel Comics", 1, "women at Marvel", "Marvel's characters",
              tot=pb["Marvel Comics"]["heroes"], label="women", verb="make up", short="Marvel")
    pod_top(book, pb, "heroes", 2, 1, "characters", "how much of the database is Marvel and DC",
            "the big six publishers' characters", label=lambda x: x.replace(" Comics", ""), verb="have")
    pod_share(book, pb, "villains", "DC Comics", 0, "DC's rogues' gallery", "DC's characters",
              items="DC characters", rel="are villains", tot=pb["DC Comics"]["heroes"], label="DC villains")

    hp = table("superhero", "The five characters with the most powers: powers?",
               "SELECT s.superhero_name AS hero, count(*) AS powers FROM hero_power hp JOIN superhero s "
               "ON s.id = hp.hero_id GROUP BY s.id, 1 ORDER BY 2 DESC, 1 LIMIT 5")
    pod_cmp(book, hp, "powers", "Spectre", "Man of Miracles", 3, "powers", "the most powerful characters")
    pod_avg(book, hp, "powers", "Spectre", 0, "powers", "character in the top five", "Spectre's list", ad=1)

    hc = table("superhero", "Per hair colour: characters?",
               "SELECT c.colour AS hair, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.hair_colour_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    pod_cmp(book, hc, "heroes", "Blond", "Red", 2, "characters", "blondes against redheads",
            label=lambda x: {"Blond": "blond hair", "Red": "red hair"}[x])

    at = table("superhero", "Per attribute: average score and characters scored?",
               "SELECT at.attribute_name AS attribute, round(avg(ha.attribute_value), 1) AS avg_score, "
               "count(*) AS scored FROM hero_attribute ha JOIN attribute at ON at.id = ha.attribute_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    pod_cmp(book, at, "avg_score", "Intelligence", "Strength", 4, "points on average", "brains against brawn", d=1,
            label=lambda x: x.lower())

    hw = table("superhero", "Hulk's weight in kg?",
               "SELECT superhero_name AS hero, weight_kg FROM superhero WHERE superhero_name = 'Hulk'")
    pod_conv(book, hw, "Hulk", "weight_kg", 0,
             lambda v, c: f"The Hulk is listed at {v} kilograms. For our American listeners, that's {c} pounds.", 0,
             LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1), "the heavyweights", words=True)
    gg = table("superhero", "Giganta's and Yoda's heights in cm?",
               "SELECT superhero_name AS hero, height_cm FROM superhero WHERE superhero_name IN ('Giganta', 'Yoda') "
               "ORDER BY 2 DESC")
    pod_conv(book, gg, "Giganta", "height_cm", 1,
             lambda v, c: f"Giganta stands {v} centimetres tall. That's {c} feet.", 0, 1 / 30.48, 0,
             (1 / 100, IN_PER_CM, 1.0), "the tallest character on file", words=True, rlabel="Giganta",
             runit=" centimetres")
    pod_conv(book, gg, "Yoda", "height_cm", 2,
             lambda v, c: f"And at the other end, Yoda: {v} centimetres, which is {c} inches.", 0, IN_PER_CM, 0,
             (2.54, 1 / 30.48, 1.0), "the shortest Jedi", spoken_=False)
    gh = table("superhero", "Average height in cm of female characters measured between 100 and 300 cm?",
               "SELECT g.gender, round(avg(s.height_cm), 1) AS avg_cm FROM superhero s JOIN gender g "
               "ON g.id = s.gender_id WHERE g.gender = 'Female' AND s.height_cm BETWEEN 100 AND 300 GROUP BY 1")
    pod_conv(book, gh, "Female", "avg_cm", 3,
             lambda v, c: f"The average woman in the database stands {v} centimetres, or {c} inches.", 1, IN_PER_CM,
             1, (2.54, 1 / 30.48, 1.0), "how tall the heroines are")

    npub = len(pb)
    pod_plain(book, pb, "who publishes whom", [
        [Claim(f"{cap(say(npub))} publishers have ten or more characters on file,"),
         Claim(f"and Marvel alone has {pb['Marvel Comics']['heroes']:,.0f}.",
               [off(pb, "off", f"and Marvel alone has {pb['Marvel Comics']['heroes'] * 1.45:,.0f}.",
                    pb["Marvel Comics"]["heroes"], pb["Marvel Comics"]["heroes"] * 1.45, 0)])]],
        [f"{say(npub)} big publishers"])
    pod_empty(book, "superhero", "Which HarperCollins characters are villains?",
              "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN alignment a "
              "ON a.id = s.alignment_id WHERE p.publisher_name = 'HarperCollins' AND a.alignment = 'Bad'",
              "villains in the book trade", "HarperCollins doesn't have a single villain on file.",
              "HarperCollins has seventeen villains on file.", recap=["zero villains at HarperCollins"])
    sp = table("superhero", "The character with the most powers: id, name and powers?",
               "SELECT s.id, s.superhero_name AS hero, count(*) AS powers FROM hero_power hp JOIN superhero s "
               "ON s.id = hp.hero_id GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1")
    sid = sp.order[0]
    pod_ident(book, sp, "the most powers", f"Character number {sid}, {sp[sid]['hero']}, has the most powers of anyone,",
              f"number {sid}", f"number {int(sid) + 88}", extra=[f"{say(sp[sid]['powers'])} of them."])


# ---------------------------------------------------------------------------
# car_1: the car listings
# ---------------------------------------------------------------------------

CARS = ("FROM car_makers cm JOIN model_list ml ON ml.maker = cm.id JOIN car_names cn ON cn.model = ml.model "
        "JOIN cars_data cd ON cd.id = cn.makeid")


def cars(book):
    mk = table("spider_car_1", "The ten makers with the most cars listed: cars, average mpg, horsepower and weight?",
               "SELECT cm.maker, count(cd.id) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower)::numeric, 1) AS avg_hp, round(avg(cd.weight), 0) AS avg_lb "
               f"{CARS} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    ml = lambda x: {"gm": "GM", "amc": "AMC"}.get(x, x.title())
    pod_cmp(book, mk, "cars", "gm", "honda", 0, "listings", "the biggest maker in the file", label=ml,
            ask="So how much bigger is GM's line-up than Honda's?")
    pod_cmp(book, mk, "avg_mpg", "honda", "amc", 2, "miles per gallon", "the thriftiest maker", d=2,
            label=ml, verb="averaged", qty="as far")
    pod_avg(book, mk, "avg_mpg", "honda", 2, "mpg", "maker in the top ten", "Honda and the gas pump", d=2, ad=2,
            label="Honda", runit=" mpg")
    pod_share(book, mk, "cars", "gm", 2, "GM's share of the listings", "the top ten's listings", label="GM",
              verb="has", other="chrysler", short="the top ten")
    pod_top(book, mk, "cars", 3, 0, "listings", "Detroit's big three", "the top ten's listings", label=ml,
            verb="have")
    pod_blend(book, mk, "avg_mpg", "cars", 0, "fuel economy", "car", "maker", "the fleet's fuel economy", d=2,
              unit=" mpg")
    pod_cmp(book, mk, "avg_hp", "gm", "volkswagen", 1, "horsepower", "muscle against the Beetle", d=1,
            label=ml, verb="averaged", gu=" horsepower")

    hm = table("spider_car_1", "Average mpg of Honda's cars?",
               f"SELECT cm.maker, round(avg(cd.mpg)::numeric, 2) AS avg_mpg {CARS} WHERE cm.maker = 'honda' GROUP BY 1")
    pod_conv(book, hm, "honda", "avg_mpg", 0,
             lambda v, c: f"Honda's cars average {v} miles per gallon. In Europe you'd say {c} kilometres per litre.",
             2, KMPL_PER_MPG, 1, (KM_PER_MI, 0.2642, 1.0), "fuel economy, translated")
    gw = table("spider_car_1", "Average weight in lb of GM's cars?",
               f"SELECT cm.maker, round(avg(cd.weight), 0) AS avg_lb {CARS} WHERE cm.maker = 'gm' GROUP BY 1")
    pod_conv(book, gw, "gm", "avg_lb", 1,
             lambda v, c: f"The average GM car in the listings weighs {v} pounds. That's {c} kilos.", 0, KG_PER_LB, 0,
             (LB_PER_KG, 1.0, 0.1), "how heavy Detroit was", words=True, rlabel="GM", runit=" pounds")
    hp = table("spider_car_1", "The most powerful car: make, horsepower and model year?",
               "SELECT cn.make, cd.horsepower, cd.year FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
               "ORDER BY 2 DESC NULLS LAST LIMIT 1")
    pod_conv(book, hp, "pontiac grand prix", "horsepower", 2,
             lambda v, c: f"The most powerful car in the file is a 1973 Pontiac Grand Prix, at {v} horsepower. "
                          f"In kilowatts, that's {c}.", 0, KW_PER_HP, 0, (1 / KW_PER_HP, 1.0, 0.5), "raw power")

    yr = table("spider_car_1", "Per model year: cars, eight-cylinder cars, four-cylinder cars and average mpg?",
               "SELECT year::text AS model_year, count(*) AS cars, count(*) FILTER (WHERE cylinders = 8) AS v8s, "
               "count(*) FILTER (WHERE cylinders = 4) AS fours, round(avg(mpg)::numeric, 2) AS avg_mpg "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    pod_chg(book, yr, "avg_mpg", "1970", "1980", 0, "average fuel economy", "a decade of fuel economy", "in 1970",
            "in 1980", tag="over the decade", d=2, unit=" mpg", short="fuel economy")
    pod_chg(book, yr, "avg_mpg", "1979", "1980", 1, "average fuel economy", "the year everything changed", "in 1979",
            "in 1980", tag="in a single model year", d=2, unit=" mpg", short="fuel economy")
    pod_chg(book, yr, "avg_mpg", "1980", "1981", 2, "average fuel economy", "a step back", "in 1980", "in 1981",
            tag="model year on model year", d=2, unit=" mpg", short="fuel economy")
    pod_chg(book, yr, "v8s", "1972", "1973", 0, "the number of V8s in the listings", "one last hurrah for the V8",
            "in 1972", "in 1973", tag="on 1972", short="V8s")
    pod_share(book, yr, "v8s", "1970", 1, "the V8 era", "the 1970 models", tot=yr["1970"]["cars"],
              label="V8s", verb="made up", short="the class of 1970")
    pod_plain(book, yr, "the end of the V8", [
        [Claim(f"The 1970 model year had {say(yr['1970']['v8s'])} V8s in the listings.",
               [words_twin("number_words_wrong_row", f"The 1970 model year had {say(yr['1973']['v8s'] + 21)} V8s in "
                           f"the listings.", yr["1970"]["v8s"], yr["1973"]["v8s"] + 21)]),
         "By 1980? None at all."],
        "[pause]",
        [Claim(f"Instead, {say(yr['1980']['fours'])} of that year's {say(yr['1980']['cars'])} cars had four "
               f"cylinders.")]],
        ["no V8s in 1980"])
    pod_empty(book, "spider_car_1", "Which cars have more than eight cylinders?",
              "SELECT id FROM cars_data WHERE cylinders > 8", "the really big engines",
              "Not one car in the listings has more than eight cylinders.",
              "Twenty-two cars in the listings have more than eight cylinders.")


# ---------------------------------------------------------------------------
# geography
# ---------------------------------------------------------------------------


def geography(book):
    rv = table("defog_geography", "Every river: length and country?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY 2 DESC, 1")
    pod_cmp(book, rv, "length", "Nile", "Yangtze", 2, "kilometres", "the great rivers", verb="runs",
            qty="as long", label=lambda x: f"the {x}")
    pod_avg(book, rv, "length", "Nile", 1, "", "river on the list", "how the Nile measures up", ad=0,
            label="the Nile", unit=" km")
    rc = table("defog_geography", "Per country: rivers and their combined length?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_length FROM river "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    pod_share(book, rc, "total_length", "Germany", 1, "Germany's waterways", "all the river length we track",
              verb="holds", other="Egypt", short="the river length")
    nl = table("defog_geography", "How long is the Nile?",
               "SELECT river_name AS river, length AS length_km FROM river WHERE river_name = 'Nile'")
    pod_conv(book, nl, "Nile", "length_km", 0,
             lambda v, c: f"The Nile is listed at {v} kilometres. In miles, that's {c}.", 0, MI_PER_KM, 0,
             (KM_PER_MI, 1.0, 0.3048), "the longest river on file", words=True)

    lk = table("defog_geography", "Per country: lakes and their combined area?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS total_area FROM lake "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    pod_share(book, lk, "total_area", "Tanzania", 2, "Africa's great lakes", "all the lake area we track",
              verb="has", other="United States", short="the lake area")
    pod_cmp(book, lk, "total_area", "United States", "Russia", 0, "lake area", "a lot of water",
            label=lambda x: {"United States": "the US"}.get(x, x), ask="So how much more lake does the US have?")
    ls = table("defog_geography", "Lake Superior's area in sq km?",
               "SELECT lake_name AS lake, area AS area_sqkm FROM lake WHERE lake_name = 'Lake Superior'")
    pod_conv(book, ls, "Lake Superior", "area_sqkm", 1,
             lambda v, c: f"Lake Superior covers {v} square kilometres, or {c} square miles.", 0, SQMI_PER_SQKM, 0,
             (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1), "a superior lake")

    mt = table("defog_geography", "Mount Everest's altitude in metres?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m FROM mountain "
               "WHERE mountain_name = 'Mount Everest'")
    pod_conv(book, mt, "Mount Everest", "altitude_m", 2,
             lambda v, c: f"Mount Everest is on file at {v} metres. For the feet people, that's {c}.", 0, FT_PER_M, 0,
             (M_PER_FT, 3.0, 1.0936), "the top of the world", words=True)
    mc = table("defog_geography", "Per country: mountains and highest altitude?",
               "SELECT country_name AS country, count(*) AS mountains, max(mountain_altitude) AS highest_m "
               "FROM mountain GROUP BY 1 ORDER BY 2 DESC, 1")
    pod_plain(book, mc, "who owns the peaks", [
        [Claim(f"Nepal has {say(mc['Nepal']['mountains'])} of the mountains on our list,"),
         Claim(f"topping out at {mc['Nepal']['highest_m']:,.0f} metres.",
               [off(mc, "off", f"topping out at {mc['Nepal']['highest_m'] * 1.35:,.0f} metres.",
                    mc["Nepal"]["highest_m"], mc["Nepal"]["highest_m"] * 1.35, 0)])]],
        [f"Nepal, {say(mc['Nepal']['mountains'])} peaks"])

    st = table("defog_geography", "Per state: population, area in sq km and capital?",
               "SELECT state_name AS state, population, area AS area_sqkm, capital FROM state ORDER BY 2 DESC, 1")
    pod_rate(book, st, "population", "area_sqkm", "Ohio", 0, "square kilometre", "people", "room to breathe in Ohio",
             d=2, label="Ohio", units="square kilometres", pooled="twelve states")
    pod_cmp(book, st, "population", "Florida", "Texas", 0, "population", "Florida against Texas")
    pod_top(book, st, "population", 3, 2, "population", "the three most populous states", "everyone we count",
            verb="hold")
    hl = table("defog_geography", "Per state with a recorded highest elevation: highest point and elevation in m?",
               "SELECT state_name AS state, highest_point, highest_elevation::int AS highest_m FROM highlow "
               "WHERE highest_elevation <> '' ORDER BY 3 DESC")
    pod_cmp(book, hl, "highest_m", "California", "New York", 3, "highest elevation",
            "Mount Whitney against Mount Marcy")
    pod_empty(book, "defog_geography", "Which rivers are longer than 2,000 km?",
              "SELECT river_name FROM river WHERE length > 2000", "the really long rivers",
              "None of the rivers on file runs longer than two thousand kilometres.",
              "Four of the rivers on file run longer than two thousand kilometres.",
              recap=["no river over two thousand kilometres"])


# ---------------------------------------------------------------------------
# atis: aircraft, fares and the ride into town
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "Per aircraft type: seats, weight in lb, length in ft, cruising speed and range in miles?",
               "SELECT aircraft_code, capacity AS seats, weight AS weight_lb, length AS length_ft, "
               "cruising_speed AS cruising_mph, range_miles FROM aircraft ORDER BY 2 DESC")
    al = lambda x: f"the {x}"
    pod_rate(book, ac, "weight_lb", "seats", "B747", 0, "seat", "aircraft weight", "how heavy a seat is", d=0,
             label="the 747", sfx=" lb", pooled="ten types")
    pod_cmp(book, ac, "seats", "A380", "CRJ200", 1, "seats", "the biggest and the smallest", label=al, verb="has",
            gu=" seats")
    pod_cmp(book, ac, "range_miles", "B777", "CRJ200", 0, "range", "how far they fly", label=al,
            ask="So how much farther can the 777 go than the CRJ200?")
    pod_avg(book, ac, "seats", "A320", 2, "seats", "aircraft type", "the workhorse", ad=1, label="the A320",
            runit=" seats")
    en = table("defog_atis", "Per engine count: aircraft types and seats?",
               "SELECT engines::text AS engines, count(*) AS aircraft, sum(capacity) AS seats FROM aircraft "
               "GROUP BY 1 ORDER BY 1")
    pod_share(book, en, "seats", "4", 1, "four engines or two", "all the seats on our aircraft list",
              label="the four-engined jets", verb="carry", short="the seats")
    a3 = table("defog_atis", "The A380's length in feet?",
               "SELECT aircraft_code, length AS length_ft FROM aircraft WHERE aircraft_code = 'A380'")
    pod_conv(book, a3, "A380", "length_ft", 0,
             lambda v, c: f"The A380 is {v} feet nose to tail. In metres, {c}.", 0, M_PER_FT, 1,
             (FT_PER_M, 1.0, 0.9144), "a very long plane", spoken_=False)
    b7 = table("defog_atis", "The 737's cruising speed in mph?",
               "SELECT aircraft_code, cruising_speed AS cruising_mph FROM aircraft WHERE aircraft_code = 'B737'")
    pod_conv(book, b7, "B737", "cruising_mph", 1,
             lambda v, c: f"A 737 cruises at {v} miles an hour, which is {c} kilometres an hour.", 0, KM_PER_MI, 0,
             (MI_PER_KM, 1.852, 1.0), "how fast we're going", words=True)
    cr = table("defog_atis", "The CRJ200's range in miles?",
               "SELECT aircraft_code, range_miles FROM aircraft WHERE aircraft_code = 'CRJ200'")
    pod_conv(book, cr, "CRJ200", "range_miles", 2,
             lambda v, c: f"The little CRJ200 can go {v} miles on a tank. That's {c} kilometres.", 0, KM_PER_MI, 0,
             (MI_PER_KM, 1.852, 1.0), "the regional jet", rlabel="the CRJ200", runit=" miles")

    fa = table("defog_atis", "Per fare airline: fares on file, average one-way and round-trip cost, and all round "
               "trips added up?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip, sum(round_trip_cost) AS round_trips "
               "FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    an = lambda x: {"VX": "Virgin America", "AA": "American", "UA": "United", "WN": "Southwest"}.get(x, x)
    pod_cmp(book, fa, "avg_round_trip", "VX", "AA", 3, "the average round trip", "what a round trip costs",
            cash=True, d=2, label=an)
    pod_rate(book, fa, "round_trips", "fares", "UA", 1, "fare", "round-trip cost", "United's fares", cash=True, d=2,
             label="United", pooled="seven airlines")

    gs = table("defog_atis", "Ground transport from JFK: type and fare?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2 DESC")
    pod_cmp(book, gs, "ground_fare", "Helicopter", "Bus", 2, "", "getting into town", cash=True,
            label=lambda x: {"Helicopter": "the helicopter", "Bus": "the bus"}[x], verb="costs", qty="as much")
    pod_avg(book, gs, "ground_fare", "Taxi", 1, "", "option", "the humble taxi", cash=True, d=0, ad=0,
            label="a taxi")
    ls = table("defog_atis", "The farthest access point from LAX: direction and miles?",
               "SELECT direction, miles_distant FROM airport_service WHERE airport_code = 'LAX' "
               "ORDER BY 2 DESC LIMIT 1")
    pod_conv(book, ls, "East", "miles_distant", 0,
             lambda v, c: f"The farthest access point for LAX is {v} miles out to the east, or {c} kilometres.", 0,
             KM_PER_MI, 0, (MI_PER_KM, 1.852, 1.0), "the drive to LAX", words=True)
    pod_empty(book, "defog_atis", "Which ground transport options at JFK cost more than $150?",
              "SELECT transport_type FROM ground_service WHERE airport_code = 'JFK' AND ground_fare > 150",
              "the fancy way into Manhattan",
              "There's no way into town from JFK that costs more than a hundred and fifty dollars.",
              "There are three ways into town from JFK that cost more than a hundred and fifty dollars.")
    ch = table("defog_atis", "The cheapest round-trip fare: fare id, airline, route and cost?",
               "SELECT fare_id, fare_airline, from_airport, to_airport, round_trip_cost FROM fare "
               "ORDER BY round_trip_cost, fare_id LIMIT 1")
    fid = ch.order[0]
    pod_ident(book, ch, "the best deal in the fare table",
              f"The cheapest round trip on file is fare number {fid}, on United, from O'Hare to JFK,", f"number {fid}",
              f"number {int(fid) + 13}", extra=[f"for {money(ch[fid]['round_trip_cost'], 0)[0]}."])


# ---------------------------------------------------------------------------
# advising and academic
# ---------------------------------------------------------------------------


def campus(book):
    cr = table("defog_advising", "Per course: department, students enrolled and reviews?",
               "SELECT name AS course, department, num_enrolled AS enrolled, num_reviews AS reviews FROM course "
               "ORDER BY 4 DESC, 1")
    pod_share(book, cr, "reviews", "Introduction to Computer Science", 1, "what students are talking about",
              "all the course reviews on file", label="Intro to Computer Science", verb="has", short="the reviews")
    gr = table("defog_advising", "Per grade: student records?",
               "SELECT grade, count(*) AS records FROM student_record GROUP BY 1 ORDER BY 1")
    pod_share(book, gr, "records", "A", 0, "grade inflation, maybe", "the grades on record",
              items="of the grades on record", rel="are straight As", label="As")
    pg = table("defog_advising", "Per programme: students and average GPA?",
               "SELECT p.name AS program, count(s.student_id) AS students, round(avg(s.total_gpa), 2) AS avg_gpa "
               "FROM program p JOIN student s ON s.program_id = p.program_id GROUP BY 1 ORDER BY 2 DESC, 1")
    pod_blend(book, pg, "avg_gpa", "students", 1, "GPA", "student", "programme", "how the students are doing", d=2)
    pod_empty(book, "defog_advising", "Which students have a GPA below 2.0?",
              "SELECT student_id FROM student WHERE total_gpa < 2.0", "students in trouble",
              "Not one student on the books has a GPA under two point oh.",
              "Three students on the books have a GPA under two point oh.", recap=["nobody under two point oh"])

    jr = table("defog_academic", "Per journal: papers, citations and references?",
               "SELECT j.name AS journal, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM publication p JOIN journal j ON j.jid = p.jid GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    pod_share(book, jr, "papers", "Nature", 1, "where the papers go", "the papers on file", verb="published",
              label="Nature", short="the papers")
    py = table("defog_academic", "Per year: papers and citations?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations FROM publication "
               "GROUP BY 1 ORDER BY 1")
    pod_plain(book, py, "the research desk", [
        [Claim(f"The 2020 papers have picked up {say(py['2020']['citations'])} citations between them,"),
         Claim(f"and the {say(py['2021']['papers'])} papers from 2021 have {say(py['2021']['citations'])}.",
               [words_twin("number_words_wrong_row", f"and the {say(py['2021']['papers'])} papers from 2021 have "
                           f"{say(py['2021']['citations'] + 23)}.", py["2021"]["citations"],
                           py["2021"]["citations"] + 23)])]],
        [f"{say(py['2020']['citations'])} citations for 2020"])
    pod_empty(book, "defog_academic", "Which papers have more than ten citations?",
              "SELECT title FROM publication WHERE citation_num > 10", "the citation champions",
              "Not one paper on file has more than ten citations.",
              "Six papers on file have more than ten citations.")


# ---------------------------------------------------------------------------
# Spider's small databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, lowest and average attendance?",
               "SELECT name AS stadium, capacity, lowest, average FROM stadium ORDER BY 2 DESC")
    pod_share(book, sd, "average", "Stark's Park", 0, "empty seats", "the seats at Stark's Park",
              items="of Stark's Park's seats", rel="get filled on an average day", tot=sd["Stark's Park"]["capacity"],
              label="Stark's Park's average crowd")
    pod_cmp(book, sd, "lowest", "Stark's Park", "Glebe Park", 0, "their lowest-ever crowds", "the quietest days",
            ask="So how much bigger was Stark's Park's worst day than Glebe Park's?")
    pod_avg(book, sd, "capacity", "Hampden Park", 1, "seats", "stadium", "the national stadium", ad=0,
            label="Hampden Park", runit=" seats")
    cy = table("spider_concert_singer", "Per year: concerts and singer appearances?",
               "SELECT c.year::text AS year, count(DISTINCT c.concert_id) AS concerts, count(sic.singer_id) AS "
               "appearances FROM concert c LEFT JOIN singer_in_concert sic ON sic.concert_id = c.concert_id "
               "GROUP BY 1 ORDER BY 1")
    pod_chg(book, cy, "appearances", "2014", "2015", 0, "singer appearances", "the concert calendar", "in 2014",
            "in 2015", tag="on 2014", short="appearances")

    pe = table("spider_pets_1", "Pet 2002: type and weight in kg?",
               "SELECT petid::text AS pet, pettype, weight AS weight_kg FROM pets WHERE petid = 2002")
    pod_conv(book, pe, "2002", "weight_kg", 0,
             lambda v, c: f"Pet number two thousand and two, a dog, weighs {v} kilos. In pounds, {c}.", 1, LB_PER_KG,
             1, (KG_PER_LB, 1.0, 3.0), "the heaviest pet")

    bt = table("spider_battle_death", "Per battle: result, ships lost and men killed?",
               "SELECT b.name AS battle, b.result, count(DISTINCT s.id) AS ships_lost, "
               "coalesce(sum(d.killed), 0) AS killed FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    pod_share(book, bt, "killed", "Siege of Constantinople", 1, "the deadliest siege", "the dead on record",
              label="the Siege of Constantinople", verb="accounts for", short="the dead")
    pod_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 3, "men killed",
            "two bloody days", label=lambda x: {"Siege of Constantinople": "the Siege of Constantinople",
                                                 "Battle of Messinopolis": "Messinopolis"}[x])
    quiet = sum(1 for x in bt.order if bt[x]["killed"] == 0)
    pod_plain(book, bt, "counting the cost", [
        [Claim(f"Of the {say(len(bt))} battles on record, {say(quiet)} have no deaths listed at all,"),
         Claim(f"and the whole record comes to {int(sum(bt.col('killed')))} killed.",
               [off(bt, "off", f"and the whole record comes to {int(sum(bt.col('killed')) * 1.6)} killed.",
                    sum(bt.col("killed")), int(sum(bt.col("killed")) * 1.6), 0)])]],
        [f"{say(quiet)} battles without a recorded death"])

    tv = table("spider_tvshow", "Per episode in air order: rating and viewers in millions?",
               "SELECT episode, rating::numeric AS rating, viewers_m::numeric AS viewers_m FROM tv_series ORDER BY id")
    pod_chg(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "the audience",
            "a season of ratings", "for the premiere", "for the finale", tag="across the season", d=2,
            unit=" million", short="the audience")
    pod_chg(book, tv, "viewers_m", "Double Down", "Winterland", 1, "viewers", "a mid-season bump",
            "for Double Down", "for Winterland", tag="week on week", d=2, unit=" million", short="viewers")
    pod_chg(book, tv, "rating", "Friendly Skies", "Game Three", 2, "the rating", "week three", "for Friendly Skies",
            "for Game Three", tag="week on week", d=1, short="the rating")
    pod_avg(book, tv, "viewers_m", "A Love of a Lifetime", 0, "million viewers", "episode", "the big premiere", d=2,
            ad=2, label="the premiere", unit=" million")
    pod_cmp(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 4, "rating points", "first and last",
            d=1, label=lambda x: {"A Love of a Lifetime": "the premiere", "The Hanged Man": "the finale"}[x])

    te = table("spider_course_teach", "Per teacher: age and courses arranged?",
               "SELECT t.name AS teacher, t.age, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 2 DESC")
    pod_avg(book, te, "age", "Kearsley Brown", 2, "years old", "teacher", "the senior teacher", ad=1, unit="",
            runit="")
    idle = sum(1 for x in te.order if te[x]["courses"] == 0)
    pod_plain(book, te, "the timetable", [
        [Claim(f"{cap(say(idle))} of our {say(len(te))} teachers have no course on the timetable,"),
         Claim(f"and Anne Walker has {say(te['Anne Walker']['courses'])}.")]],
        [f"{say(idle)} teachers without a course"])
    pod_empty(book, "spider_course_teach", "Which teachers are over fifty?",
              "SELECT name FROM teacher WHERE age > 50", "the staff room",
              "None of our teachers is over fifty.", "Four of our teachers are over fifty.")

    vc = table("spider_voter_1", "Per contestant: votes?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c LEFT JOIN votes v "
               "ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    novote = sum(1 for x in vc.order if vc[x]["votes"] == 0)
    pod_plain(book, vc, "the phone vote", [
        [Claim(f"We had {say(len(vc))} contestants and {say(int(sum(vc.col('votes'))))} votes in all,",
               [words_twin("off", f"We had {say(len(vc))} contestants and {say(int(sum(vc.col('votes'))) + 37)} "
                           f"votes in all,", sum(vc.col("votes")), sum(vc.col("votes")) + 37)]),
         Claim(f"and {say(novote)} contestants didn't get a single one.")]],
        [f"{say(novote)} contestants on zero"])
    pod_empty(book, "spider_voter_1", "Which votes went to Nita Coster?",
              "SELECT v.vote_id FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
              "WHERE c.contestant_name = 'Nita Coster'", "one contestant's night",
              "Nita Coster didn't receive a single vote.", "Nita Coster received twenty-four votes.")

    dp = table("spider_cre_doc_template_mgt", "Per document: paragraphs?",
               "SELECT d.document_name, count(p.paragraph_id) AS paragraphs FROM documents d LEFT JOIN paragraphs p "
               "ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC, 1")
    pod_share(book, dp, "paragraphs", "Customer reviews", 0, "the paperwork", "the paragraphs on file",
              items="of the paragraphs on file", rel="sit in the customer reviews document", label="Customer reviews")
    dm = table("spider_cre_doc_template_mgt", "The document with the most paragraphs: id and name?",
               "SELECT d.document_id, d.document_name FROM documents d JOIN paragraphs p "
               "ON p.document_id = d.document_id "
               "GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1")
    did = dm.order[0]
    pod_ident(book, dm, "the wordiest document",
              f"The wordiest document on file is document {did}, {dm[did]['document_name']}.", f"document {did}",
              f"document {int(did) + 2024}")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book45(), sections, "forty-sixth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
