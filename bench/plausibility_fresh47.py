#!/usr/bin/env python3
"""
plausibility_fresh47.py — a forty-eighth labelled set for check_answer,
written held out, development since its misses were read: answers laid out
as the speaker notes an account or operations lead writes under the slides of
a quarterly business review (QBR) deck, over tables spread across the databases bench/plausibility.sh loads:
northwind (orders, customers, net sales, units and discounts per quarter from
1997 to the first quarter of 1998; orders, freight, days to ship and late
shipments per quarter; the ten biggest accounts of 1997; net sales per
category in the fourth quarter of 1997 and the first of 1998; shipments,
freight and days to ship per shipper and orders, accounts and net sales per
rep in the first quarter of 1998), chinook (invoices, revenue, customers and
tracks per quarter from the fourth quarter of 2024 to that of 2025; units,
revenue and buyers per genre in 2025; customers, invoices and revenue for the
ten biggest billing countries; customers, invoices and revenue per support rep
in 2025; the longest albums; average track length per media type), BIRD's
superhero (characters, villains, heights and weights per publisher; characters
scoring the maximum per attribute; heights and weights of named characters),
Spider's car_1 (makers, models, cars, fuel economy and horsepower per
continent; cars, fuel economy, acceleration and weight per horsepower band;
horsepower, weight, fuel economy and displacement per model year), defog-dev's geography (lakes per country,
lake areas, river length per country, state population per country), atis
(fares per airline, ground access per airport, seats and range by body type,
aircraft weights), advising (reviews and enrolment per department, credits per
student) and academic (citations per journal), and Spider's concert_singer
(stadium crowds and capacity), pets_1 (students per major, a pet's
weight), battle_death (men killed per battle), tvshow (viewers and ratings per
month of the season), course_teach (courses per teacher), voter_1 (area codes
per state) and cre_doc_template_mgt (paragraphs per document), with queries
of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money(), fresh43's kmoney(), fresh45's near(), and here kcount() for counts
abbreviated "12.5K" and "3.4M"). The writing is the deck's speaker notes the
other sets lack: a slide title, terse bullets and sub-bullets under headings
("Key results", "Watch items", "Takeaway"), "Revenue: $X (top: A, then B)",
arrows and shorthand ("$138.3k → $298.5k", "≈", "~", "vs.", "YoY", "QoQ",
"2.3x"), parenthetical asides and cues ("(pause for questions)"), a small
markdown table in some answers followed by a one-line takeaway, figures
abbreviated ("$1.2k", "12.5K", "3.4M", "+0.6 pts") or put in words ("roughly a
third", "about half", "one in every eight"), signed changes ("+19.2% QoQ",
"-8.3% YoY"), and now and then a takeaway that restates a figure of the body
rounded another way ("$298,491.55 ... ~$298.5k"). Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's, fresh42's, fresh43's, fresh44's, fresh45's
and fresh46's):
  comparison  multiples ("2.3x", "more than double"), ratios "to one", gaps
              exact and abbreviated, percent ahead, one row as a share of
              another (in percent and in words)
  change      QoQ and YoY changes signed in percent, exact and hedged, in
              absolute terms, in words ("up by about a quarter"), as a
              multiple, shares moving in points, in tables with a delta column
  per_unit    totals over counts ("→ $1,640 per order"), one row against the
              blended rate, one row against the average, weighted averages
              against the simple average of group figures, shares ("one in
              every N", fractions, percent), the top rows' share
  conversion  days as hours, minutes as hours, seconds as minutes, kg as lb,
              lb as kg, cm as feet, cubic inches as litres, mpg as km per
              litre, sq km as sq miles, km as miles, miles as km
  zero_ident  zero for an empty result, identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the simple mean of group rates called
the blended one, the weighted average called the simple one, a share of the
wrong total or its complement, a percent change over the wrong base, a
relative change given as points, one row as a share of the pair instead of the
other row), a false multiple, ratio, fraction or "one in every N", number
words given to the wrong row, a count over an empty result, a conversion by
the wrong factor, a changed identifier, a figure (exact or abbreviated, in
digits or in words) off by more than the rounding shown, or a takeaway
restating a figure far from the one the body gave. A twin is kept only when
its figure is far from the true value (fresh4's rules) and, unless it is a
real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, xr
from plausibility_fresh41 import fig
from plausibility_fresh42 import money, nbr_fn, pre_
from plausibility_fresh43 import kmoney, off_f, shows
from plausibility_fresh44 import dec, off_r, to_one
from plausibility_fresh45 import ear_mult, every, near
from plausibility_fresh46 import frac_ok, roundable

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_CM = 1 / 30.48
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159
KMPL_PER_MPG = 0.425143707
L_PER_CUIN = 0.016387064

SLIDE = ["Speaker notes — {}", "**{}** (speaker notes)", "Slide notes: {}", "QBR talk track | {}",
         "Notes for the \"{}\" slide", "{} — notes"]
HEADS = {"key": ["**Key results**", "Key results:", "### Key results", "KEY RESULTS", "Key results"],
         "watch": ["**Watch items**", "Watch items:", "### Watch items", "WATCH ITEMS", "Watch items"]}
TAKE = ["**Takeaway:** ", "Takeaway: ", "→ Takeaway: ", "**Takeaway** — ", "TAKEAWAY: "]
CUES = ["(pause for questions)", "", "(hand to Finance if they ask for the detail)", "",
        "(skip if we're short on time)", "(full cut is on the backup slide)", "",
        "(confirm with Ops before the meeting)", "(keep this one short)"]


# ---------------------------------------------------------------------------
# the notes: a slide title, headed bullet lists, tables, a takeaway line and a cue
# ---------------------------------------------------------------------------


def _cl(c):
    return Claim(c) if isinstance(c, str) else c


class Sub(list):
    """A sub-bullet: its claims, on one line under the bullet before it."""


def K(*items, head="key"):
    """Bullets under a heading ("Key results", "Watch items", or a heading of its own); an item is a claim, a
    list of claims on one line, or a Sub() of them."""
    return ("list", head, [x for x in items if x is not None])


def W(*items):
    return K(*items, head="watch")


def T(cols, *rows, align=None):
    """A markdown table: the header's columns, then one claim a row."""
    return ("table", (cols, align), [x for x in rows if x is not None])


def TK(*cs):
    """The one-line takeaway."""
    return ("take", None, [_cl(c) for c in cs if c is not None])


def N(*cs):
    """A plain line of notes."""
    return ("note", None, [_cl(c) for c in cs if c is not None])


class Book47(Book10):
    """fresh10's Book10, with each answer laid out as a deck's speaker notes: the slide's title, bullets and
    sub-bullets under headings, a markdown table now and then, a one-line takeaway, and now and then a cue in
    brackets at the end; none of the fixed text holds a figure."""

    def qbr(self, db, rid, shape, slide, blocks, derived=True, max_twins=2):
        k = self.cases
        pre = SLIDE[k % len(SLIDE)].format(slide)
        claims = []
        for kind, head, cs in blocks:
            if not cs:
                continue
            if kind == "list":
                h = HEADS[head][(k * 3) % len(HEADS[head])] if head in HEADS else head
                claims.append(Claim("\n\n" + h))
                for it in cs:
                    sub = isinstance(it, Sub)
                    its = [_cl(c) for c in (it if isinstance(it, list) else [it]) if c is not None]
                    if not its:
                        continue
                    claims.append(pre_(its[0], "\n  - " if sub else "\n- "))
                    claims += its[1:]
            elif kind == "table":
                cols, align = head
                al = align or ["---"] + ["---:"] * (len(cols) - 1)
                claims.append(Claim("\n\n| " + " | ".join(cols) + " |\n|" + "|".join(al) + "|"))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kind == "take":
                claims.append(pre_(cs[0], "\n\n" + TAKE[(k * 2) % len(TAKE)]))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if not (x[1] in seen or seen.add(x[1]))]
        cue = CUES[(k * 5) % len(CUES)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=f"\n\n{cue}" if cue else "")


# ---------------------------------------------------------------------------
# figures as a deck writes them
# ---------------------------------------------------------------------------


def _edge(x, d):
    return abs(abs(x * 10 ** d) % 1 - 0.5) <= 0.08


def kcount(v):
    """A count abbreviated as a deck has it ("12.5K", "298K", "3.4M"), within 1.5% of v and away from the edge of
    its rounding: (text, value shown); None under 10,000."""
    a = abs(v)
    if a < 1e4:
        return None
    div, suf = (1e6, "M") if a >= 1e6 else (1e3, "K")
    x = a / div
    for d in ((0, 1) if x >= 100 else (1, 0, 2) if x >= 10 else (1, 2)):
        s = round(x, d)
        if s and abs(s - x) / x < 0.015 and not _edge(x, d):
            return f"{s:,.{d}f}{suf}", s * div
    return None


def tilde(v, shown, k):
    """The hedge before a rounded figure in a deck ("~", "≈ ", "just under "), on the side it falls."""
    r = (shown - v) / abs(v)
    if abs(r) < 0.006:
        return pick(["~", "≈ ", "~", "c. "], k)
    if r > 0:
        return pick(["just under ", "a touch under ", "not quite "], k)
    return pick(["just over ", "a bit over ", "north of "], k)


def ab(v, k, cash=False, unit=""):
    """A figure abbreviated as a deck has it ("~$298k", "≈ 12.5K", "just under 1,200"): (fmt, text, value shown,
    show), fmt(x) putting a figure x into the hedge (and the unit), show(y) giving a wrong figure y shown alike
    as (text, value)."""
    a = abs(v)
    got = None
    if cash and a >= 1000:
        got = kmoney(v)

        def show(x):
            return kmoney(x) or (f"${x / 1e3:,.0f}k", round(x / 1e3) * 1e3)
    elif not cash and a >= 1e4:
        got = kcount(v)

        def show(x):
            if kcount(x):
                return kcount(x)
            if abs(x) >= 1e6:
                return f"{x / 1e6:,.1f}M", round(x / 1e6, 1) * 1e6
            return f"{x / 1e3:,.0f}K", round(x / 1e3) * 1e3
    if not got:
        cur = "$" if cash else ""
        shown, st, d = near(v)
        got = (cur + st, shown)

        def show(x):
            s2, st2, _ = near(x)
            return cur + st2, s2
    h = tilde(v, got[1], k)
    return (lambda x: f"{h}{x}{unit}"), got[0], got[1], show


def again(t, v, k, tmpl="{}", cash=False, unit="", role="restated_contradicts", factors=(1.6, 0.55, 2.2, 0.4, 2.9,
                                                                                         0.3)):
    """A figure said again rounded as the deck abbreviates it ("~$298k"), in tmpl; twin: the figure far off (and
    far from everything the result holds). None when the rounding would not differ from the figure given."""
    if not v:
        return None
    fmt, tx, val, show = ab(v, k, cash, unit)
    if not roundable(v, val) and not tx.endswith(("k", "K", "M")):
        return None
    f = lambda x: tmpl.format(fmt(x))
    return Claim(f(tx), [off_r(t, role, f, v, factors, show)])


def pct_x(p, k=0):
    """(text, decimals): a percentage as the deck gives it, one decimal under 100 and whole from there."""
    return fig(abs(p), 1 if abs(p) < 100 else 0)


def pct_h(p, k):
    """(fmt, text, decimals, show): a percentage rounded with its hedge ("~19%", "just over 8%"), whole from
    three up; show(x) gives a wrong percentage shown alike."""
    a = abs(p)
    d = 0 if a >= 3 else 1
    if _edge(a, d):
        d += 1
    s = round(a, d)
    gap = (a - s) * 10 ** d
    if abs(gap) <= 0.22:
        h = pick(["~", "≈ ", "~", "about "], k)
    elif gap > 0:
        h = pick(["just over ", "a bit over ", "north of "], k)
    else:
        h = pick(["just under ", "not quite ", "a touch under "], k)
    return (lambda x: f"{h}{x}%"), f"{s:,.{d}f}", d, (lambda x: w(x, d))


def ptw(t, role, f, true, value, d, approx=False):
    """A percentage in the wrong role (real), in f."""
    return off(t, role, f(w(value, d)), true, value, d, approx=approx, real=True)


def mult(t, r, k, fmt, hedged=False):
    """A multiple in digits ("2.3x", "~2.3x"): the claim fmt(text) with a false multiple as its twin."""
    rt, rd = xr(r)
    h = "~" if hedged or (rd == 0 and abs(r - round(r)) > 0.1) else ""
    f = lambda x: fmt(h + x)
    return Claim(f(rt), [off_f(t, "off", f, r, (1.6, 0.55, 2.2, 0.45, 3.0), rd, lambda x: f"{x:,.{rd}f}x")])


FRAC_V = {"half": 1 / 2, "a third": 1 / 3, "a quarter": 1 / 4, "two thirds": 2 / 3, "three quarters": 3 / 4,
          "a fifth": 1 / 5, "two fifths": 2 / 5, "a tenth": 1 / 10, "three fifths": 3 / 5}


def frac_q(s):
    """fresh46's frac_ok(), kept only where the fraction it names is itself within 12% of the share (so no "nearly
    a quarter" for 21%); else (None, None)."""
    got = frac_ok(s)
    if not got[0]:
        return None, None
    named = next(v for wd, v in FRAC_V.items() if got[0].endswith(" " + wd) or got[0] == wd)
    return got if abs(named - s) <= 0.12 * s else (None, None)


def sgn(up, k=0):
    return "+" if up else pick(["-", "-", "−"], k)


def art(unit):
    return ("an " if unit[0] in "aeiou" else "a ") + unit


def ab_nbr(t, col, key, k, cash=False, unit="", avoid=()):
    """A twin maker for an abbreviated figure: the neighbouring row's value abbreviated in its place."""
    nb = nbr_of(t, key, avoid=avoid)
    fmt0, tx, val, show = ab(t[key][col], k, cash, unit)

    def f(fmt):
        if not nb or not isinstance(t[nb][col], float):
            return None
        txt, v2 = show(t[nb][col])
        if txt == tx:
            return None
        return wrong("neighbour_row", fmt(fmt0(txt)), t[key][col], v2, dec(txt), approx=True)
    return f


# ---------------------------------------------------------------------------
# shapes, as speaker notes
# ---------------------------------------------------------------------------


def qb_cmp(book, t, col, a, b, k, slide, noun, cash=False, d=0, unit="", label=None, hdr=None, qty="as many",
           watch=(), more=()):
    """Two named rows, the larger first, in five layouts; noun names the figure ("net sales", "orders")."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A_, B_ = (label(a), label(b)) if label else (a, b)
    S, W_, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel = 100 * diff / vb
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    form = k % 5
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 2 and not fw:
        form = 4
    if form == 3 and not (tw or mw):
        form = 1
    if form == 0 and r < 1.3:
        form = 4
    w_ = [W(*watch)] if watch else []
    if form == 0:
        f1 = lambda x: f"{cap(A_)}: {S(va)} {noun} (vs. {B_} at {x})"
        blocks = [K(Claim(f1(S(vb)), [nbr(f1)]), mult(t, r, k, lambda x: f"→ {A_} at {x} {B_}")), *w_,
                  TK(again(t, diff, k, f"{A_} ahead by {{}}" + ("" if unit or cash else f" ({noun})"), cash, unit,
                           role="off") or
                     again(t, va, k, f"{A_} {{}}" + ("" if unit else f" {noun}"), cash, unit))]
    elif form == 1:
        h0, h1 = hdr or ("", cap(noun))
        f1 = lambda x: f"| {B_} | {x} |"
        pt, pd = pct_x(rel)
        f2 = lambda x: f"{A_} +{x}% vs. {B_}"
        f3 = lambda x: f"({x} gap)."
        blocks = [T((h0, h1), f"| {A_} | {S(va)} |", Claim(f1(S(vb)), [nbr(f1)])),
                  TK(Claim(f2(pt), [ptw(t, "wrong_base", f2, rel, 100 * diff / va, pd)]),
                     Claim(f3(S(diff)), [gap(f3)])), *w_]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = pct_x(s)
        f1 = lambda x: f"{cap(B_)} at {x} of {A_} on {noun}"
        f2 = lambda x: f"{x} vs. {S(va)}"
        f3 = lambda x: f"Gap: {x}"
        f4 = lambda x: f"{B_} at {x}% of {A_}."
        blocks = [K(Claim(f1(fw), [("false_bound", f1(fbad))]), Sub([Claim(f2(S(vb)), [nbr(f2)])]),
                    Claim(f3(S(diff)), [gap(f3)])), *w_,
                  TK(Claim(f4(pt), [ptw(t, "complement", f4, s, 100 - s, pd),
                                    ptw(t, "share_of_pair", f4, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        f1 = lambda x: f"{cap(A_)} vs. {B_}: {S(va)} vs. {x}"
        if tw:
            c2 = Claim(f"ratio {tw}", [("false_bound", f"ratio {tbad}")])
        else:
            c2 = Claim(f"{A_} {mw}", [("false_bound", f"{A_} {mbad}")])
        bf, bt = ab(vb, k + 1, cash, unit)[:2]
        blocks = [K(Claim(f1(S(vb)), [nbr(f1)]), Sub([c2])), *w_,
                  TK(again(t, va, k, f"{A_} {{}}, {B_} {bf(bt)}", cash, unit)
                     or again(t, diff, k, f"gap {{}} in {A_}'s favour", cash, unit, role="off"))]
    else:
        fmt, pt, pd, show = pct_h(rel, k)
        f1 = lambda x: f"{cap(A_)} {S(va)} vs. {B_} {x}"
        f2 = lambda x: f"→ {A_} {fmt(x)} ahead"
        f3 = lambda x: f"Δ {x}"
        blocks = [K([Claim(f1(S(vb)), [nbr(f1)]),
                     Claim(f2(pt), [off(t, "wrong_base", f2(show(100 * diff / va)), rel, 100 * diff / va, pd,
                                        approx=True, real=True)])],
                    Sub([Claim(f3(S(diff)), [gap(f3)])])), *w_,
                  TK(again(t, diff, k + 1, f"{A_} leads by {{}} on {noun}", cash, unit))]
    book.qbr(t.db, t.rid, "comparison", slide, blocks + list(more))


def _move(book, t, v1, v2, nbr, k, slide, noun, l1, l2, tag, cash, d, unit, watch, more):
    """From v1 (l1) to v2 (l2), in four layouts; nbr(fmt): the twin with the neighbouring row's v1."""
    S, W_, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = pct_x(p)
    sg = sgn(up, k)
    Noun = cap(noun)

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else w(wb, dd)), p, wb, dd, approx=approx, real=True)

    absd = lambda f, fs=(1.8, 0.5, 2.4, 0.35, 3.2): off_f(t, "off", f, abs(diff), fs, D(abs(diff)),
                                                          lambda x: W_(x, D(abs(diff))))
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{l2} at {mw} {l1}", f"{l2} at {mb} {l1}"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            ud = "up" if up else "down"
            fw, fbad = f"{noun} {ud} by {fr} {tag}", f"{noun} {ud} by {fb} {tag}"
    w_ = [W(*watch)] if watch else []
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x, y: f"{Noun}, {l1} → {l2}: {x} → {S(v2)} ({sg}{y}% {tag})"
        c1 = Claim(f1(S(v1), pt), [nbr(lambda x: f1(x, pt)), base(lambda y: f1(S(v1), y))])
        f2 = lambda x: f"{sg}{x} in absolute terms"
        blocks = [K(c1, Sub([Claim(f2(S(abs(diff))), [absd(f2)])])), *w_,
                  TK(again(t, v2, k, f"{l2} {noun} {{}}", cash, unit))]
    elif form == 1:
        f1 = lambda x, y: f"| {Noun} | {x} | {S(v2)} | {sg}{y}% |"
        c1 = Claim(f1(S(v1), pt), [nbr(lambda x: f1(x, pt)), base(lambda y: f1(S(v1), y))])
        blocks = [T(("", l1, l2, f"Δ {tag}"), c1), TK(Claim(f"{cap(fw)}.", [("false_bound", f"{cap(fbad)}.")])),
                  *w_]
    elif form == 2:
        f2 = lambda x: f"{cap(l1)}: {x}"
        f3 = lambda x: f"Δ {sg}{x}"
        f4 = lambda y: f"({sg}{y}% {tag})"
        items = [f"{cap(l2)}: {S(v2)} {noun}", Claim(f2(S(v1)), [nbr(f2)]),
                 [Claim(f3(S(abs(diff))), [absd(f3)]), Claim(f4(pt), [base(f4)])]]
        if up and v2 / v1 >= 1.3:
            tk = mult(t, v2 / v1, k, lambda x: f"{l2} at {x} {l1}.")
        else:
            fmt, ht, hd, show = pct_h(p, k)
            ud = "up" if up else "down"
            f5 = lambda x: f"{noun} {ud} {fmt(x)} {tag}."
            tk = Claim(f5(ht), [off_r(t, "restated_contradicts", f5, p, (1.7, 0.5, 2.3, 0.35),
                                      lambda x: (show(x), round(x, hd)))]) if ht != pt else \
                again(t, v2, k, f"{l2} {noun} {{}}", cash, unit)
        blocks = [K(*items), *w_, TK(tk)]
    else:
        fmt, ht, hd, show = pct_h(p, k)
        ud = "up" if up else "down"
        f1 = lambda x: f"{Noun} {ud} {fmt(x)} {tag}"
        f2 = lambda x: f"({l1} {x} → {l2} {S(v2)})"
        blocks = [K([Claim(f1(ht), [base(f1, True, show, hd)]), Claim(f2(S(v1)), [nbr(f2)])]), *w_,
                  TK(again(t, abs(diff), k + 1, f"{Noun} {ud} {{}} {tag}.", cash, unit, role="off"))]
    book.qbr(t.db, t.rid, "change", slide, blocks + list(more))


def qb_chg(book, t, col, p1, p2, k, slide, noun, l1, l2, tag="QoQ", cash=False, d=0, unit="", watch=(), more=()):
    """From one row (a period) to another."""
    S, W_, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, slide, noun, l1, l2, tag,
          cash, d, unit, watch, more)


def qb_yoy(book, t, key, c1, c2, k, slide, noun, l1, l2, tag="QoQ", cash=False, d=0, unit="", watch=(), more=()):
    """Within one row, from one period's column to the next."""
    S, W_, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, slide, noun, l1, l2, tag, cash, d, unit,
          watch, more)


def qb_pts(book, t, c1, c2, key, k, slide, noun, l1, l2, label=None, tag="QoQ", each=None, watch=(), more=()):
    """One row's share of a column total in two periods, the move in points; twins: the later share's
    complement, the relative change given as points; the takeaway puts the later share in words."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    sg = sgn(up, k)
    f1 = lambda x: f"{cap(name)} share of {noun}: {s1t}% ({l1}) → {x}% ({l2})"
    f2 = lambda x: f"{sg}{x} pts {tag}"
    items = [Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
             Sub([Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                      real=True)])])]
    gw, gbad = frac_q(s2 / 100)
    if not gw and each:
        gw, gbad = every(s2 / 100)
        gw, gbad = (f"{gw} {each}", f"{gbad} {each}") if gw else (None, None)
    tk = [TK(Claim(f"{name}: {gw} of {noun} in {l2}.", [("false_bound", f"{name}: {gbad} of {noun} in {l2}.")]))] \
        if gw else []
    book.qbr(t.db, t.rid, "change", slide, [K(*items)] + ([W(*watch)] if watch else []) + tk + list(more))


def qb_share(book, t, col, key, k, slide, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
             tot=None, hdr=None, tku="", watch=(), more=()):
    """One row's share of a total (the column's, or tot), in three layouts; items names what the share counts
    for "one in every N {items}"."""
    S, W_, D = shows(cash, d, unit)
    v = t[key][col]
    Tt = tot if tot is not None else sum(t.col(col))
    s = 100 * v / Tt
    name = label or key
    st, sd = fig(s, 1)
    nbr = nbr_fn(t, col, key, S, D)
    fw, fbad = frac_q(s / 100)
    ow, obad = every(s / 100) if items else (None, None)
    if ow:
        ow, obad = f"{ow} {items}", f"{obad} {items}"

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(w(x, dd)), s, x, dd, real=True)
    w_ = [W(*watch)] if watch else []
    form = k % 3
    if form == 0 and not (ow or fw):
        form = 1
    if form == 0:
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x, y: f"| {cap(name)} | {x} | {y}% |"
        c1 = Claim(f1(S(v), st), [nbr(lambda x: f1(x, st)),
                                  off(t, "complement", f1(S(v), w(100 - s, sd)), s, 100 - s, sd, real=True),
                                  wt(lambda y: f1(S(v), y), sd)])
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}")
        blocks = [T((h0, h1, "Share"), c1, f"| Total | {S(Tt)} | 100% |"),
                  TK(Claim(f"{cap(name)} = {gw}.", [("false_bound", f"{cap(name)} = {gb}.")])), *w_]
    elif form == 1:
        f1 = lambda x: f"{cap(name)}: {x} of {S(Tt)}"
        f2 = lambda y: f"= {y}% of {whole}"
        c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True), wt(f2, sd)])
        if fw or ow:
            gw, gb = (fw, fbad) if fw else (ow, obad)
            tk = Claim(f"{cap(gw)} of {whole} ({name}).", [("false_bound", f"{cap(gb)} of {whole} ({name}).")]) \
                if fw else Claim(f"{cap(name)}: {gw}.", [("false_bound", f"{cap(name)}: {gb}.")])
        else:
            tk = again(t, v, k, f"{name} {{}}{tku}", cash, unit)
        blocks = [K(Claim(f1(S(v)), [nbr(f1)]), Sub([c2])), *w_, TK(tk)]
    else:
        fmt, pt, pd, show = pct_h(s, k)
        f1 = lambda x: f"{cap(name)}: {fmt(x)} of {whole}"
        f2 = lambda x: f"({x} / {S(Tt)})"
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True),
                            off(t, "wrong_total", f1(show(100 * v / (v + t[other][col]))), s,
                                100 * v / (v + t[other][col]), pd, approx=True, real=True) if other else None])
        blocks = [K(c1, Sub([Claim(f2(S(v)), [nbr(f2)])])), *w_,
                  TK(again(t, v, k + 1, f"{name} {{}}{tku}", cash, unit) or
                     (Claim(f"{name}: {fw} of {whole}.", [("false_bound", f"{name}: {fbad} of {whole}.")])
                      if fw else None))]
    book.qbr(t.db, t.rid, "per_unit", slide, blocks + list(more))


def qb_top(book, t, col, m, k, slide, whole, cash=False, d=0, unit="", label=None, hdr=None, watch=(), more=()):
    """The top m rows together and their share of the total, as bullets or as a table with a total row."""
    S, W_, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    gw, gbad = frac_q(s / 100)
    w_ = [W(*watch)] if watch else []
    f2 = lambda x: f"= {x}% of {S(tot)} total"
    c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])
    if k % 2 == 0:
        fmt, tx, val, show = ab(sm, k, cash, unit)
        names = Lb(order[0]) + "".join(f", then {Lb(x)}" for x in order[1:])
        f1 = lambda x: f"Top {say(m)}: {fmt(x)} combined (top: {names})"
        blocks = [K(Claim(f1(tx), [off_r(t, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]), Sub([c2])), *w_]
    else:
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x: f"| **Top {say(m)}** | **{x}** |"
        rows = [f"| {Lb(x)} | {S(t[x][col])} |" for x in order]
        blocks = [T((h0, h1), *rows, Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.3, 0.7, 1.6, 0.5), D(sm),
                                                             lambda x: W_(x, D(sm)))])), N(c2), *w_]
    if gw:
        blocks.append(TK(Claim(f"top {say(m)} = {gw} of {whole}.", [("false_bound", f"top {say(m)} = {gbad} of "
                                                                                    f"{whole}.")])))
    book.qbr(t.db, t.rid, "per_unit", slide, blocks + list(more))


def per_fig(r, k, cash=False, unit=""):
    """(text, value shown, show, decimals): a per-unit figure as the deck shows it: money to the cent under $100,
    else abbreviated; counts to one or two decimals."""
    if cash and r < 1000:
        st, dd = money(r, 2)
        return st, r, (lambda x: ("$" + w(x, dd), round(x, dd))), dd
    if not cash and r < 1000:
        st, dd = num(r, 0 if r >= 100 else 1 if r >= 10 else 2)
        return st + unit, r, (lambda x: (w(x, dd) + unit, round(x, dd))), dd
    fmt, tx, val, show = ab(r, k, cash, unit)
    return fmt(tx), val, (lambda x: (fmt(show(x)[0]), show(x)[1])), dec(tx)


def qb_rate(book, t, tot_col, cnt_col, key, k, slide, unit, what, cash=False, label=None, sfx="", units=None,
            pooled=None, watch=(), more=()):
    """A total over a count for one row ("→ $1,640 per order"); with pooled (the rows named as a group), the
    blended rate after it (twin: the simple mean of the rows' rates); else the total said again, abbreviated."""
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_fig(r, k, cash, sfx)
    if k % 2 == 0:
        f1 = lambda x: f"{cap(name)}: {St(tot)} {what} / {c} {units} → {x} per {unit}"
    else:
        f1 = lambda x: f"{cap(name)}: {x} {what} per {unit} ({St(tot)} over {c} {units})" if not cash else \
            f"{cap(name)}: {x} per {unit} ({St(tot)} {what}, {c} {units})"
    tw = [off_r(t, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    items = [Claim(f1(pt), tw)]
    blocks = []
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        dd = 0 if overall >= 100 else 1 if overall >= 10 else 2
        ot, od = money(overall, 2) if cash else (n(overall, dd) + sfx, num(overall, dd)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: f"Blended ({pooled}): {x} per {unit}"
        items.append(Sub([Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                        if ow(plain) != ot else None])]))
        blocks = [K(*items)] + ([W(*watch)] if watch else [])
    else:
        blocks = [K(*items)] + ([W(*watch)] if watch else []) + \
            [TK(again(t, tot, k + 1, f"{name} {{}} {what} on {c} {units}", cash, sfx))]
    book.qbr(t.db, t.rid, "per_unit", slide, blocks + list(more))


def qb_avg(book, t, col, key, k, slide, noun, per, cash=False, d=0, unit="", label=None, ad=None, watch=(),
           more=()):
    """One row against the simple average of the rows: the gap in percent, or as a multiple ("~2.3x avg")."""
    S, W_, D = shows(cash, d, unit)
    Sa, Wa, Da = shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"{cap(name)}: {S(v)}{noun} vs. {x} avg per {per}"
    c1 = Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                   lambda x: Wa(x, Da(avg)))])
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, v / avg, k, lambda x: f"≈ {x} the average", hedged=False)
    else:
        pt, pd = pct_x(p)
        f2 = lambda x: f"{sgn(above, k)}{x}% vs. avg"
        c2 = Claim(f2(pt), [ptw(t, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [K(c1, Sub([c2]))] + ([W(*watch)] if watch else [])
    book.qbr(t.db, t.rid, "per_unit", slide, blocks + list(more))


def qb_blend(book, t, avg_col, n_col, k, slide, noun, per, grp, d=1, unit="", cur="", watch=(), more=()):
    """The weighted average of group averages, then the simple average of the groups beside it; twins: the simple
    mean given as the weighted one, and the weighted one given as the simple one."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    f1 = lambda x: f"Blended {noun} ({int(sum(ns)):,} {plural(per)}): {cur}{x}{unit}"
    f2 = lambda x: f"Simple avg of the {say(len(avgs))} {plural(grp)}: {cur}{x}{unit} (not weighted by volume)"
    blocks = [K(Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)]),
                Claim(f2(pt), [off(t, "weighted_as_plain", f2(w(wa, pd)), plain, wa, pd, real=True)])),
              *([W(*watch)] if watch else []),
              TK(f"quote the blended figure; the simple average over-weights the small {plural(grp)}.")]
    book.qbr(t.db, t.rid, "per_unit", slide, blocks + list(more))


def qb_conv(book, t, key, col, k, slide, fmt, src_d, factor, dst_d, bads, hedged=True, table_=None, say_again=None,
            watch=(), more=()):
    """A figure with its conversion beside it (hedged with "≈" or exact); twin: the first wrong factor whose
    figure is far enough off. table_: (columns, row label) lays it out as a one-row table; say_again: (template,
    unit) restates the original figure, abbreviated, in the takeaway."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if hedged:
        hf, ct, cv, show = ab(c, k)
        sh = hf
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: (w(x, cd), round(x, cd))
        sh = lambda x: x
    tw = None
    bads = tuple(bads) + (1 / factor,) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0,
                                                                    0.4, 10, 0.1, 2.5, 0.35))
    for f in bads:
        txt, val = show(v * f)
        tw = wrong("wrong_factor", fmt(vt, sh(txt)), c, val, dec(txt), approx=hedged,
                   clear=[x for x in t.pool if abs(x - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    c1 = Claim(fmt(vt, sh(ct)), [tw])
    blocks = [T(table_[0], c1)] if table_ else [K(c1)]
    blocks += [W(*watch)] if watch else []
    if say_again:
        tmpl, u = say_again
        blocks.append(TK(again(t, v, k + 1, tmpl, unit=u)))
    book.qbr(t.db, t.rid, "conversion", slide, blocks + list(more))


def qb_empty(book, db, question, sql, slide, ack, bad, extra=(), watch=(), more=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.qbr(db, rid, "zero_ident", slide, [K(Claim(ack, [("count_over_empty", bad)]), *extra)] +
             ([W(*watch)] if watch else []) + list(more), derived=False)


def qb_ident(book, t, slide, text, good, bad, extra=(), watch=(), more=()):
    assert bad != good and good in text, (text, good)
    book.qbr(t.db, t.rid, "zero_ident", slide,
             [K([Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                 *extra])] + ([W(*watch)] if watch else []) + list(more), derived=False)


def qb_plain(book, t, slide, blocks):
    book.qbr(t.db, t.rid, "plain", slide, list(blocks), derived=False)


# ---------------------------------------------------------------------------
# northwind: the wholesaler's QBR for the first quarter of 1998
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
Q1_98 = "o.order_date >= '1998-01-01' AND o.order_date < '1998-04-01'"
QUARTER = "extract(year FROM o.order_date)::int || '-Q' || extract(quarter FROM o.order_date)::int"


def northwind(book):
    nq = table("northwind", "Per calendar quarter from January 1997 to March 1998: orders, accounts ordering, net "
               "sales, units and discounts given?",
               f"SELECT {QUARTER} AS quarter, count(DISTINCT o.order_id) AS orders, "
               "count(DISTINCT o.customer_id) AS accounts, "
               f"round(sum({NET})::numeric, 2) AS net_sales, sum(od.quantity) AS units, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discounts "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-04-01' GROUP BY 1 ORDER BY 1")
    qb_chg(book, nq, "net_sales", "1997-Q4", "1998-Q1", 0, "Net sales, Q1 1998", "net sales", "Q4 1997", "Q1 1998",
           tag="QoQ", cash=True, watch=["Q1 includes the big Beverages orders; check they repeat in Q2"])
    qb_chg(book, nq, "net_sales", "1997-Q1", "1998-Q1", 1, "Net sales YoY", "net sales", "Q1 1997", "Q1 1998",
           tag="YoY", cash=True)
    qb_chg(book, nq, "orders", "1997-Q4", "1998-Q1", 2, "Order volume", "orders", "Q4 1997", "Q1 1998", tag="QoQ",
           watch=["warehouse staffing was planned for flat volume", "(ties to the shipping slide)"])
    qb_chg(book, nq, "accounts", "1997-Q1", "1998-Q1", 3, "Active accounts", "accounts ordering", "Q1 1997",
           "Q1 1998", tag="YoY")
    qb_chg(book, nq, "discounts", "1997-Q3", "1997-Q4", 3, "Discounting", "discounts given", "Q3 1997", "Q4 1997",
           tag="QoQ", cash=True, watch=["discount approvals still sit with the reps"])
    qb_rate(book, nq, "net_sales", "orders", "1998-Q1", 0, "Order value", "order", "net sales", cash=True,
            label="Q1 1998", pooled="all five quarters")
    qb_rate(book, nq, "units", "orders", "1998-Q1", 1, "Basket size", "order", "units", label="Q1 1998",
            units="orders")
    qb_share(book, nq, "net_sales", "1998-Q1", 2, "Five-quarter view", "net sales since Jan 1997", cash=True,
             label="Q1 1998", other="1997-Q4")
    qb_avg(book, nq, "net_sales", "1998-Q1", 1, "Q1 against the run-rate", " net sales", "quarter", cash=True,
           label="Q1 1998")
    qb_plain(book, nq, "Volume recap", [
        K(f"Orders: {nq['1997-Q1']['orders']:.0f} (Q1 1997) → {nq['1998-Q1']['orders']:.0f} (Q1 1998)",
          Claim(f"Accounts ordering in Q1 1998: {nq['1998-Q1']['accounts']:.0f}",
                [off(nq, "off", f"Accounts ordering in Q1 1998: {nq['1998-Q1']['accounts'] * 1.45:.0f}",
                     nq["1998-Q1"]["accounts"], nq["1998-Q1"]["accounts"] * 1.45, 0)]),
          Sub([f"(top quarter for units too: {nq['1998-Q1']['units']:,.0f})"])),
        TK(f"best quarter on every line.")])
    tot5 = sum(nq.col("net_sales"))
    qb_plain(book, nq, "Five-quarter view", [
        K(Claim(f"Net sales, Jan 1997 – Mar 1998: {money(tot5, 0)[0]} (top: Q1 1998, then Q4 1997)",
                [off(nq, "off", f"Net sales, Jan 1997 – Mar 1998: ${tot5 * 1.3:,.0f} (top: Q1 1998, then Q4 1997)",
                     tot5, tot5 * 1.3, 0)]),
          Sub([f"(softest: Q1 1997 at {money(nq['1997-Q1']['net_sales'], 0)[0]})"])),
        W("Q2 pipeline not yet in these numbers")])

    ns = table("northwind", "Per calendar quarter from January 1997 to March 1998: orders, freight billed, average "
               "days from order to shipment and orders shipped after the required date?",
               f"SELECT {QUARTER} AS quarter, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days_to_ship, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late FROM orders o "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-04-01' GROUP BY 1 ORDER BY 1")
    qb_chg(book, ns, "freight", "1997-Q4", "1998-Q1", 2, "Freight", "freight billed", "Q4 1997", "Q1 1998",
           tag="QoQ", cash=True, watch=["carrier rates unchanged; this is volume"])
    qb_conv(book, ns, "1998-Q1", "avg_days_to_ship", 0, "Fulfilment speed",
            lambda v, c: f"Order → ship: {v} days avg in Q1 1998 ({c} hours)", 2, 24, 0, (7, 1 / 7, 60),
            say_again=("{} days, flat-ish QoQ", ""))
    qb_share(book, ns, "late", "1998-Q1", 0, "Late shipments", "orders", items="orders", label="late orders",
             tot=ns["1998-Q1"]["orders"], hdr=("Q1 1998", "Orders"),
             watch=["all late ones were held for stock, not carrier issues"])
    qb_chg(book, ns, "avg_days_to_ship", "1997-Q2", "1997-Q3", 3, "Fulfilment speed mid-year",
           "avg days to ship", "Q2 1997", "Q3 1997", tag="QoQ", d=2, unit=" days")

    ac = table("northwind", "The ten biggest accounts by 1997 net sales: country, orders, net sales and units?",
               "SELECT c.company_name AS account, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, sum(od.quantity) AS units FROM customers c "
               "JOIN orders o ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2 "
               "ORDER BY 4 DESC LIMIT 10")
    qb_cmp(book, ac, "net_sales", "QUICK-Stop", "Save-a-lot Markets", 4, "Top accounts", "net sales", cash=True,
           label=lambda x: {"QUICK-Stop": "QUICK-Stop", "Save-a-lot Markets": "Save-a-lot"}[x])
    qb_cmp(book, ac, "net_sales", "QUICK-Stop", "Mère Paillarde", 0, "Account tiers", "in 1997 net sales",
           cash=True, watch=["Mère Paillarde renewal is due in Q2"])
    qb_share(book, ac, "net_sales", "QUICK-Stop", 1, "Account concentration", "top-ten net sales", cash=True,
             other="Save-a-lot Markets")
    qb_top(book, ac, "net_sales", 3, 0, "Account concentration", "top-ten net sales", cash=True,
           label=lambda x: {"Save-a-lot Markets": "Save-a-lot"}.get(x, x),
           watch=["all three are on multi-year terms"])
    qb_rate(book, ac, "net_sales", "orders", "Save-a-lot Markets", 1, "Order value by account", "order",
            "net sales", cash=True, label="Save-a-lot", pooled="top ten")

    cq = table("northwind", "Per category: net sales in Q4 1997 and in Q1 1998?",
               "SELECT c.category_name AS category, "
               f"round((sum({NET}) FILTER (WHERE o.order_date < '1998-01-01'))::numeric, 2) AS q4_1997, "
               f"round((sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01'))::numeric, 2) AS q1_1998 "
               "FROM categories c JOIN products p ON p.category_id = c.category_id JOIN order_details od "
               "ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id "
               "WHERE o.order_date >= '1997-10-01' AND o.order_date < '1998-04-01' GROUP BY 1 ORDER BY 3 DESC")
    cl = lambda x: x.replace("/", " & ")
    qb_yoy(book, cq, "Beverages", "q4_1997", "q1_1998", 1, "Category mix: Beverages", "Beverages net sales",
           "Q4 1997", "Q1 1998", tag="QoQ", cash=True,
           watch=["two large Côte de Blaye orders drive most of it"])
    qb_yoy(book, cq, "Produce", "q4_1997", "q1_1998", 0, "Category mix: Produce", "Produce net sales", "Q4 1997",
           "Q1 1998", tag="QoQ", cash=True, watch=["seasonal; Q4 always carries the holiday orders"])
    qb_yoy(book, cq, "Dairy Products", "q4_1997", "q1_1998", 2, "Category mix: Dairy", "Dairy net sales",
           "Q4 1997", "Q1 1998", tag="QoQ", cash=True)
    qb_yoy(book, cq, "Confections", "q4_1997", "q1_1998", 3, "Category mix: Confections", "Confections net sales",
           "Q4 1997", "Q1 1998", tag="QoQ", cash=True)
    qb_pts(book, cq, "q4_1997", "q1_1998", "Beverages", 0, "Category mix", "net sales", "Q4", "Q1",
           label="Beverages")
    qb_pts(book, cq, "q4_1997", "q1_1998", "Meat/Poultry", 1, "Category mix", "net sales", "Q4", "Q1",
           label="Meat & Poultry", each="sales dollars")
    qb_top(book, cq, "q1_1998", 3, 1, "Category concentration", "Q1 net sales", cash=True, label=cl,
           hdr=("Category", "Q1 1998"))
    qb_cmp(book, cq, "q1_1998", "Beverages", "Dairy Products", 2, "Beverages vs. Dairy", "Q1 net sales",
           cash=True, label=lambda x: {"Beverages": "Beverages", "Dairy Products": "Dairy"}[x])

    sh = table("northwind", "Per shipper in Q1 1998: shipments, freight billed, average freight and average days "
               "from order to shipment?",
               "SELECT s.company_name AS shipper, count(*) AS shipments, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight, round(avg(o.shipped_date - o.order_date), 2) "
               f"AS avg_days FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE {Q1_98} "
               "GROUP BY 1 ORDER BY 2 DESC")
    qb_cmp(book, sh, "freight", "United Package", "Federal Shipping", 0, "Carrier spend", "freight", cash=True,
           watch=["United Package contract is up for renewal"])
    qb_share(book, sh, "shipments", "United Package", 2, "Carrier mix", "Q1 shipments", label="United Package",
             other="Speedy Express")
    qb_blend(book, sh, "avg_days", "shipments", 0, "Carrier speed", "days to ship", "shipment", "carrier", d=2,
             unit=" days")
    qb_conv(book, sh, "Federal Shipping", "avg_days", 1, "Carrier speed",
            lambda v, c: f"| Federal Shipping | {v} | {c} |", 2, 24, 0, (7, 1 / 7, 60), hedged=False,
            table_=(("Carrier", "Avg days to ship", "≈ hours"), None),
            watch=["fastest of the three; worth more volume?"])

    qb_plain(book, sh, "Carrier mix", [
        K(Claim(f"Carriers used in Q1: {say(len(sh))}"),
          Claim(f"Shipments: United Package {sh['United Package']['shipments']:.0f}, Speedy "
                f"{sh['Speedy Express']['shipments']:.0f}, Federal {sh['Federal Shipping']['shipments']:.0f}",
                [off(sh, "neighbour_row", f"Shipments: United Package {sh['Speedy Express']['shipments']:.0f}, Speedy "
                     f"{sh['Speedy Express']['shipments']:.0f}, Federal {sh['Federal Shipping']['shipments']:.0f}",
                     sh["United Package"]["shipments"], sh["Speedy Express"]["shipments"], 0, real=True)]),
          Sub([Claim(f"(freight billed: {money(sh['United Package']['freight'], 0)[0]} with United Package)",
                     [off(sh, "off", f"(freight billed: ${sh['United Package']['freight'] * 1.7:,.0f} with United "
                          f"Package)", sh["United Package"]["freight"], sh["United Package"]["freight"] * 1.7, 0)])]))])

    rp = table("northwind", "Per rep in Q1 1998: orders, accounts served and net sales?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT o.order_id) AS orders, "
               f"count(DISTINCT o.customer_id) AS accounts, round(sum({NET})::numeric, 2) AS net_sales "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               f"ON od.order_id = o.order_id WHERE {Q1_98} GROUP BY 1 ORDER BY 4 DESC")
    qb_cmp(book, rp, "net_sales", "Janet Leverling", "Nancy Davolio", 4, "Rep leaderboard", "net sales",
           cash=True, label=lambda x: x.split()[0])
    qb_rate(book, rp, "net_sales", "accounts", "Janet Leverling", 0, "Revenue per account", "account",
            "net sales", cash=True, label="Janet", pooled="all nine reps")
    qb_avg(book, rp, "net_sales", "Michael Suyama", 0, "Rep coverage", " net sales", "rep", cash=True,
           label="Michael", watch=["new territory; ramping"])

    qb_empty(book, "northwind", "Which Q1 1998 orders went out with Federal Shipping late?",
             f"SELECT o.order_id FROM orders o WHERE {Q1_98} AND o.ship_via = 3 AND o.shipped_date > "
             "o.required_date + 7",
             "Carrier exceptions", "Federal Shipping: none more than a week late in Q1 (zero exceptions)",
             "Federal Shipping: eleven more than a week late in Q1")
    qb_empty(book, "northwind", "Which Q1 1998 orders carried more than $750 in freight?",
             f"SELECT o.order_id FROM orders o WHERE {Q1_98} AND o.freight > 750",
             "Freight outliers", "Orders with freight over $750 in Q1: none (0)",
             "Orders with freight over $750 in Q1: twelve",
             watch=["biggest freight bills were all United Package"])
    qb_empty(book, "northwind", "Which products list above $275 a unit?",
             "SELECT product_id, product_name FROM products WHERE unit_price > 275",
             "Price book", "SKUs listed above $275: none",
             "SKUs listed above $275: fourteen")
    bo = table("northwind", "The biggest Q1 1998 order by net sales: order id, account and net sales?",
               f"SELECT o.order_id, c.company_name AS account, round(sum({NET})::numeric, 2) AS net_sales "
               "FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN order_details od "
               f"ON od.order_id = o.order_id WHERE {Q1_98} GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1")
    oid = bo.order[0]
    qb_ident(book, bo, "Largest order", f"Biggest single order: #{oid} ({bo[oid]['account']})", f"#{oid}",
             f"#{int(oid) + 317}", extra=[f", {money(bo[oid]['net_sales'], 0)[0]} net"])
    tc = table("northwind", "The customer id of the biggest 1997 account?",
               "SELECT c.customer_id, c.company_name FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
               "JOIN order_details od ON od.order_id = o.order_id WHERE o.order_date >= '1997-01-01' "
               f"AND o.order_date < '1998-01-01' GROUP BY 1, 2 ORDER BY sum({NET}) DESC LIMIT 1")
    cid = tc.order[0]
    qb_ident(book, tc, "Account IDs", f"Top account = {tc[cid]['company_name']} (ID {cid})", f"ID {cid}",
             f"ID {cid[:-1]}X" if not cid.endswith("X") else f"ID {cid[:-1]}Y")


# ---------------------------------------------------------------------------
# chinook: the music store's QBR for the fourth quarter of 2025
# ---------------------------------------------------------------------------


def chinook(book):
    cq = table("chinook", "Per quarter from October 2024 to December 2025: invoices, revenue, customers billed and "
               "tracks sold?",
               "SELECT to_char(i.invoice_date, 'YYYY-\"Q\"Q') AS quarter, count(DISTINCT i.invoice_id) AS invoices, "
               "sum(il.unit_price * il.quantity) AS revenue, count(DISTINCT i.customer_id) AS customers, "
               "sum(il.quantity) AS tracks FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id "
               "WHERE i.invoice_date >= '2024-10-01' AND i.invoice_date < '2026-01-01' GROUP BY 1 ORDER BY 1")
    qb_chg(book, cq, "revenue", "2025-Q3", "2025-Q4", 0, "Revenue, Q4 2025", "revenue", "Q3", "Q4", tag="QoQ",
           cash=True, d=2, watch=["same invoice count both quarters; the lift is basket size"])
    qb_chg(book, cq, "revenue", "2024-Q4", "2025-Q4", 3, "Revenue YoY", "revenue", "Q4 2024", "Q4 2025", tag="YoY",
           cash=True, d=2)
    qb_chg(book, cq, "revenue", "2024-Q4", "2025-Q1", 1, "Start of the year", "revenue", "Q4 2024", "Q1 2025",
           tag="QoQ", cash=True, d=2, watch=["January is always soft; no action"])
    qb_rate(book, cq, "revenue", "invoices", "2025-Q4", 0, "Basket size", "invoice", "revenue", cash=True,
            label="Q4 2025", pooled="five quarters")
    y25 = sum(cq[q]["revenue"] for q in ("2025-Q1", "2025-Q2", "2025-Q3", "2025-Q4"))
    qb_share(book, cq, "revenue", "2025-Q4", 2, "Revenue by quarter", "2025 revenue", cash=True, d=2,
             label="Q4", tot=y25)
    qb_plain(book, cq, "FY2025 in one line", [
        K(Claim(f"Revenue: {money(y25, 2)[0]} across the four quarters",
                [off(cq, "off", f"Revenue: ${y25 * 1.4:,.2f} across the four quarters", y25, y25 * 1.4, 2)]),
          Sub([f"(Q4 best at {money(cq['2025-Q4']['revenue'], 2)[0]}, Q1 weakest at "
               f"{money(cq['2025-Q1']['revenue'], 2)[0]})"]),
          f"Customers billed in Q4: {say(cq['2025-Q4']['customers'])}")])

    cg = table("chinook", "Per genre in 2025: tracks sold, revenue and distinct buyers?",
               "SELECT g.name AS genre, sum(il.quantity) AS units, sum(il.unit_price * il.quantity) AS revenue, "
               "count(DISTINCT i.customer_id) AS buyers FROM invoice i JOIN invoice_line il "
               "ON il.invoice_id = i.invoice_id JOIN track t ON t.track_id = il.track_id JOIN genre g "
               "ON g.genre_id = t.genre_id WHERE i.invoice_date >= '2025-01-01' AND i.invoice_date < '2026-01-01' "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    qb_share(book, cg, "units", "Rock", 1, "Genre mix", "2025 units", label="Rock", other="Latin",
             watch=["Rock share has been stable for three years"])
    qb_top(book, cg, "revenue", 3, 0, "Genre concentration", "2025 revenue", cash=True, d=2,
           label=lambda x: x.replace(" & ", " and "))
    qb_cmp(book, cg, "units", "Rock", "Latin", 0, "Rock vs. Latin", "tracks sold", hdr=("Genre", "Units, 2025"))
    qb_rate(book, cg, "revenue", "units", "TV Shows", 0, "Price per track", "track", "revenue", cash=True,
            label="TV Shows", units="tracks", pooled="all genres",
            watch=["video is priced at $1.99; audio at $0.99"])
    qb_avg(book, cg, "revenue", "Rock", 1, "Rock vs. the rest", " revenue", "genre", cash=True, d=2)
    qb_cmp(book, cg, "buyers", "Rock", "Jazz", 3, "Reach by genre", "buyers", label=lambda x: x)

    ng = len(cg)
    qb_plain(book, cg, "Genre mix", [
        K(Claim(f"Genres with a sale in 2025: {say(ng)}",
                [words_twin("off", f"Genres with a sale in 2025: {say(ng + 9)}", ng, ng + 9)]),
          Claim(f"Rock: {cg['Rock']['units']:.0f} units, {money(cg['Rock']['revenue'], 2)[0]}",
                [off(cg, "off", f"Rock: {cg['Rock']['units'] * 1.6:.0f} units, {money(cg['Rock']['revenue'], 2)[0]}",
                     cg["Rock"]["units"], cg["Rock"]["units"] * 1.6, 0)]),
          Sub([f"(then Latin at {cg['Latin']['units']:.0f})"])),
        TK("long tail is mostly single-track buys.")])

    cc = table("chinook", "The ten billing countries with the most revenue to date: customers, invoices and revenue?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(*) AS invoices, "
               "sum(i.total) AS revenue FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 10")
    ctry = lambda x: {"USA": "US", "United Kingdom": "UK"}.get(x, x)
    qb_cmp(book, cc, "revenue", "USA", "Canada", 1, "Top markets", "revenue to date", cash=True, d=2, label=ctry,
           hdr=("Market", "Revenue to date"))
    qb_rate(book, cc, "revenue", "customers", "USA", 1, "Revenue per customer", "customer", "revenue", cash=True,
            label="US", pooled="top ten markets")
    qb_share(book, cc, "revenue", "USA", 2, "Market mix", "top-ten revenue", cash=True, d=2, label="US",
             other="Canada")
    qb_cmp(book, cc, "customers", "USA", "Germany", 4, "Customer base", "customers", label=ctry)

    cr = table("chinook", "Per support rep in 2025: customers billed, invoices and revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e JOIN customer c "
               "ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "WHERE i.invoice_date >= '2025-01-01' AND i.invoice_date < '2026-01-01' GROUP BY 1 ORDER BY 4 DESC")
    qb_cmp(book, cr, "revenue", "Margaret Park", "Steve Johnson", 1, "Support desk", "2025 revenue", cash=True,
           d=2, label=lambda x: x.split()[0], hdr=("Rep", "Revenue, 2025"))
    qb_share(book, cr, "invoices", "Jane Peacock", 0, "Support desk", "2025 invoices", label="Jane",
             hdr=("Rep", "Invoices"))
    qb_rate(book, cr, "revenue", "customers", "Margaret Park", 2, "Support desk", "customer", "revenue",
            cash=True, label="Margaret", pooled="all three reps")

    lg = table("chinook", "The five longest albums: tracks and running time in minutes?",
               "SELECT al.title AS album, count(*) AS tracks, round(sum(t.milliseconds) / 60000.0, 1) AS minutes "
               "FROM album al JOIN track t ON t.album_id = al.album_id GROUP BY al.album_id, 1 ORDER BY 3 DESC "
               "LIMIT 5")
    qb_conv(book, lg, "Lost, Season 3", "minutes", 0, "Catalogue depth: video",
            lambda v, c: f"Lost S3: {v} min of content ({c} hours)", 1, 1 / 60, 1, (1 / 24, 60, 1 / 100),
            watch=["TV seasons are the longest items we sell"])
    qb_conv(book, lg, "Heroes, Season 1", "minutes", 1, "Catalogue depth: video",
            lambda v, c: f"| Heroes, Season 1 | {v} | {c} |", 1, 1 / 60, 1, (1 / 24, 60, 1 / 100), hedged=False,
            table_=(("Album", "Minutes", "Hours"), None))
    qb_cmp(book, lg, "minutes", "Lost, Season 3", "Heroes, Season 1", 4, "Longest albums", "running time",
           d=1, unit=" min", label=lambda x: {"Lost, Season 3": "Lost S3", "Heroes, Season 1": "Heroes S1"}[x])

    md = table("chinook", "Per media type: tracks and average length in seconds?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds) / 1000.0, 1) AS avg_s "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    qb_conv(book, md, "MPEG audio file", "avg_s", 2, "Track length",
            lambda v, c: f"MPEG audio: {v} s per track on avg ({c} min)", 1, 1 / 60, 1, (1 / 3600, 60, 1 / 100))
    qb_conv(book, md, "Protected MPEG-4 video file", "avg_s", 3, "Track length",
            lambda v, c: f"Video: {v} s avg → {c} min per episode", 1, 1 / 60, 1, (1 / 3600, 1 / 100, 60),
            hedged=False)

    qb_empty(book, "chinook", "Which 2025 invoices came to more than $30?",
             "SELECT invoice_id FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' "
             "AND total > 30", "Large baskets", "Invoices over $30 in 2025: none",
             "Invoices over $30 in 2025: seventeen", watch=["biggest basket stays in the mid-twenties"])
    qb_empty(book, "chinook", "Which customers are based in Japan or Mexico?",
             "SELECT customer_id FROM customer WHERE country IN ('Japan', 'Mexico')", "Market coverage",
             "Japan / Mexico: no customers yet (0)", "Japan / Mexico: thirteen customers")
    bi = table("chinook", "The biggest 2025 invoice: id, customer and total?",
               "SELECT i.invoice_id, c.first_name || ' ' || c.last_name AS customer, i.total FROM invoice i "
               "JOIN customer c ON c.customer_id = i.customer_id WHERE i.invoice_date >= '2025-01-01' "
               "AND i.invoice_date < '2026-01-01' ORDER BY i.total DESC, 1 LIMIT 1")
    iid = bi.order[0]
    qb_ident(book, bi, "Largest basket", f"Top invoice of the year: #{iid} ({bi[iid]['customer']})", f"#{iid}",
             f"#{int(iid) + 140}", extra=[f", {money(bi[iid]['total'], 2)[0]}"])


# ---------------------------------------------------------------------------
# superhero: the licensing catalogue's review
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per named publisher with at least fourteen characters: characters, villains, average "
               "height (50 to 400 cm) and average weight (20 to 1,000 kg)?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, "
               "count(*) FILTER (WHERE a.alignment = 'Bad') AS villains, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 50 AND 400), 1) AS avg_height_cm, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 1000), 1) AS avg_weight_kg "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id LEFT JOIN alignment a "
               "ON a.id = s.alignment_id WHERE p.publisher_name <> '' GROUP BY 1 HAVING count(*) >= 14 "
               "ORDER BY 2 DESC, 1")
    pl = lambda x: {"Marvel Comics": "Marvel", "DC Comics": "DC", "Image Comics": "Image",
                    "Dark Horse Comics": "Dark Horse"}.get(x, x)
    qb_cmp(book, pb, "characters", "Marvel Comics", "DC Comics", 0, "Catalogue by publisher", "characters",
           label=pl, watch=["DC licence renewal talks start next quarter"])
    qb_share(book, pb, "villains", "Marvel Comics", 0, "Villain mix", "Marvel characters", items="characters",
             label="Marvel villains", tot=pb["Marvel Comics"]["characters"], hdr=("Marvel", "Characters"))
    qb_conv(book, pb, "Marvel Comics", "avg_height_cm", 1, "Merch sizing",
            lambda v, c: f"Marvel avg height: {v} cm ({c} ft)", 1, FT_PER_CM, 1, (IN_PER_CM, 1 / 100, 1.0))
    qb_conv(book, pb, "Image Comics", "avg_weight_kg", 0, "Merch sizing",
            lambda v, c: f"Image avg weight: {v} kg → {c} lb", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1),
            watch=["skewed by a couple of giants"])
    qb_avg(book, pb, "avg_weight_kg", "Image Comics", 1, "Merch sizing", " kg avg weight", "publisher", d=1, ad=1,
           label="Image")
    qb_cmp(book, pb, "villains", "Marvel Comics", "DC Comics", 2, "Villain mix", "villains", label=pl)

    at = table("superhero", "Per attribute: characters scored, characters at the maximum of 100 and average score?",
               "SELECT at.attribute_name AS attribute, count(*) AS scored, "
               "count(*) FILTER (WHERE ha.attribute_value = 100) AS maxed, round(avg(ha.attribute_value), 1) "
               "AS avg_score FROM hero_attribute ha JOIN attribute at ON at.id = ha.attribute_id GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    qb_cmp(book, at, "maxed", "Strength", "Durability", 3, "Power tiers", "characters at 100",
           hdr=("Attribute", "Maxed out"))
    qb_share(book, at, "maxed", "Intelligence", 2, "Power tiers", "scored characters", label="Intelligence at 100",
             tot=at["Intelligence"]["scored"], watch=["scores above 100 are capped in the source"])
    qb_share(book, at, "maxed", "Strength", 0, "Power tiers", "maxed-out scores", items="maxed-out scores",
             label="Strength", hdr=("Attribute", "At 100"))

    nm = table("superhero", "Heights in cm and weights in kg of Darkseid, Yoda, Thor, Hulk, Thanos, Galactus and "
               "Spider-Man?",
               "SELECT superhero_name AS character, height_cm, weight_kg FROM superhero WHERE superhero_name IN "
               "('Darkseid', 'Yoda', 'Thor', 'Hulk', 'Thanos', 'Galactus', 'Spider-Man') ORDER BY 3 DESC")
    qb_conv(book, nm, "Darkseid", "weight_kg", 0, "Statue specs",
            lambda v, c: f"Darkseid: {v} kg (≈ {c} lb)", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1), hedged=False)
    qb_conv(book, nm, "Hulk", "height_cm", 1, "Statue specs",
            lambda v, c: f"Hulk: {v} cm ({c} ft)", 0, FT_PER_CM, 1, (IN_PER_CM, 1 / 100, 1.0),
            watch=["1:1 scale means a custom plinth"])
    qb_conv(book, nm, "Thor", "weight_kg", 2, "Statue specs",
            lambda v, c: f"| Thor | {v} kg | {c} lb |", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1), hedged=False,
            table_=(("Character", "Weight", "Imperial"), None))
    qb_cmp(book, nm, "weight_kg", "Hulk", "Thanos", 4, "Statue specs", "listed weight", unit=" kg")
    qb_conv(book, nm, "Galactus", "height_cm", 3, "Statue specs",
            lambda v, c: f"Galactus: {v} cm tall ({c} ft)", 0, FT_PER_CM, 1, (IN_PER_CM, 1 / 100, 1.0),
            watch=["not a 1:1 candidate"])

    qb_empty(book, "superhero", "Which George Lucas characters are taller than 3.2 metres?",
             "SELECT s.superhero_name, s.height_cm FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'George Lucas' AND s.height_cm > 320", "Statue specs",
             "George Lucas titles over 3.2 m tall: none", "George Lucas titles over 3.2 m tall: eleven")
    qb_empty(book, "superhero", "Which Dark Horse characters weigh over 500 kg?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'Dark Horse Comics' AND s.weight_kg > 500", "Freight for statues",
             "Dark Horse characters over 500 kg: zero", "Dark Horse characters over 500 kg: sixteen",
             watch=["no oversize freight needed for that line"])
    tl = table("superhero", "The tallest character: id, name and height in cm?",
               "SELECT id, superhero_name AS character, height_cm FROM superhero ORDER BY height_cm DESC NULLS LAST, "
               "id DESC LIMIT 1")
    tid = tl.order[0]
    qb_ident(book, tl, "Data quality", f"Tallest record: ID {tid} ({tl[tid]['character']})", f"ID {tid}",
             f"ID {int(tid) + 88}", extra=[f", {tl[tid]['height_cm']:,.0f} cm (needs a sanity check)"])
    tot = int(sum(pb.col("characters")))
    qb_plain(book, pb, "Catalogue size", [
        K(Claim(f"Named publishers with 14+ characters: {say(len(pb))}"),
          Claim(f"Characters across them: {tot:,}",
                [off(pb, "off", f"Characters across them: {int(tot * 1.35):,}", tot, int(tot * 1.35), 0)]),
          Sub([Claim(f"(Marvel {pb['Marvel Comics']['characters']:.0f}, then DC {pb['DC Comics']['characters']:.0f})",
                     [off(pb, "neighbour_row", f"(Marvel {pb['DC Comics']['characters']:.0f}, then DC "
                          f"{pb['DC Comics']['characters']:.0f})", pb["Marvel Comics"]["characters"],
                          pb["DC Comics"]["characters"], 0, real=True)])]))])


# ---------------------------------------------------------------------------
# car_1: the listings business
# ---------------------------------------------------------------------------


def cars(book):
    cn = table("spider_car_1", "Per maker continent: makers, models, cars listed, average mpg and average horsepower?",
               "SELECT ct.continent, count(DISTINCT cm.id) AS makers, count(DISTINCT ml.modelid) AS models, "
               "count(cd.id) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, round(avg(cd.horsepower), 1) "
               "AS avg_hp FROM continents ct JOIN countries c ON c.continent = ct.contid JOIN car_makers cm "
               "ON cm.country = c.countryid JOIN model_list ml ON ml.maker = cm.id JOIN car_names cn "
               "ON cn.model = ml.model JOIN cars_data cd ON cd.id = cn.makeid WHERE ct.continent <> 'NA' "
               "GROUP BY 1 ORDER BY 4 DESC")
    cc = lambda x: {"america": "America", "asia": "Asia", "europe": "Europe"}[x]
    qb_share(book, cn, "cars", "america", 0, "Listings by region", "listings", items="listings",
             label="American-made", hdr=("Region", "Cars"))
    qb_cmp(book, cn, "avg_mpg", "asia", "america", 4, "Fuel economy by region", "avg mpg", d=2, label=cc)
    qb_rate(book, cn, "cars", "makers", "europe", 1, "Depth per maker", "maker", "cars", label="Europe",
            units="makers", pooled="all three regions")
    qb_conv(book, cn, "asia", "avg_mpg", 0, "Fuel economy by region",
            lambda v, c: f"Asia: {v} mpg avg (≈ {c} km/L)", 2, KMPL_PER_MPG, 1, (KM_PER_MI, 0.2642, 1.0),
            hedged=False)
    qb_cmp(book, cn, "avg_hp", "america", "europe", 1, "Power by region", "avg horsepower", d=1, label=cc,
           hdr=("Region", "Avg hp"))

    hb = table("spider_car_1", "Per horsepower band (under 100, 100 to 149, 150 and up): cars, average mpg, average "
               "0-60 time in seconds and average weight in lb?",
               "SELECT CASE WHEN horsepower < 100 THEN 'under 100 hp' WHEN horsepower < 150 THEN '100-149 hp' "
               "ELSE '150+ hp' END AS band, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel_s, round(avg(weight), 0) AS avg_weight_lb "
               "FROM cars_data WHERE horsepower IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")
    qb_cmp(book, hb, "avg_mpg", "under 100 hp", "150+ hp", 0, "Economy vs. power", "avg mpg", d=2,
           label=lambda x: {"under 100 hp": "Sub-100 hp", "150+ hp": "150+ hp"}[x],
           watch=["buyers filter on mpg first"])
    qb_blend(book, hb, "avg_mpg", "cars", 1, "Economy vs. power", "mpg", "car", "band", d=2, unit=" mpg")
    qb_conv(book, hb, "150+ hp", "avg_weight_lb", 2, "Economy vs. power",
            lambda v, c: f"150+ hp band: {v} lb avg ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1))

    yr = table("spider_car_1", "Per model year: cars, average horsepower, average weight in lb, average mpg and "
               "average displacement in cubic inches?",
               "SELECT year::text AS model_year, count(*) AS cars, round(avg(horsepower), 1) AS avg_hp, "
               "round(avg(weight), 0) AS avg_weight_lb, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(edispl)::numeric, 1) AS avg_cu_in FROM cars_data GROUP BY year ORDER BY year")
    qb_chg(book, yr, "avg_hp", "1970", "1982", 1, "Fleet trend", "avg horsepower", "1970", "1982",
           tag="over the period", d=1)
    qb_chg(book, yr, "avg_mpg", "1979", "1980", 0, "Fleet trend", "avg mpg", "1979", "1980", tag="YoY", d=2,
           watch=["1980 is where the small imports take over the listings"])
    qb_chg(book, yr, "cars", "1973", "1974", 2, "Listings by model year", "cars listed", "1973", "1974", tag="YoY")
    qb_conv(book, yr, "1970", "avg_cu_in", 1, "Fleet trend",
            lambda v, c: f"1970 avg displacement: {v} cu in (~{c} L)", 1, L_PER_CUIN, 1,
            (1 / L_PER_CUIN, 0.0283, 1.0), hedged=False)
    qb_chg(book, yr, "avg_weight_lb", "1973", "1982", 3, "Fleet trend", "avg weight", "1973", "1982",
           tag="over the decade", unit=" lb")

    qb_empty(book, "spider_car_1", "Which cars have 10 or 12 cylinders?",
             "SELECT id, cylinders FROM cars_data WHERE cylinders IN (10, 12)", "Listings by engine",
             "V10 / V12 listings: none", "V10 / V12 listings: twenty-two")
    hv = table("spider_car_1", "The heaviest listed car: id, make and weight in lb?",
               "SELECT cd.id, cn.make, cd.weight FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
               "ORDER BY cd.weight DESC, cd.id LIMIT 1")
    hid = hv.order[0]
    qb_ident(book, hv, "Listings by weight", f"Heaviest listing: car {hid} ({hv[hid]['make']})", f"car {hid}",
             f"car {int(hid) + 131}", extra=[f", {hv[hid]['weight']:,.0f} lb"])
    qb_plain(book, yr, "Listings by model year", [
        K(Claim(f"Cars listed: {int(sum(yr.col('cars')))} across {say(len(yr))} model years",
                [off(yr, "off", f"Cars listed: {int(sum(yr.col('cars')) * 1.4)} across {say(len(yr))} model years",
                     sum(yr.col("cars")), int(sum(yr.col("cars")) * 1.4), 0)]),
          Sub([f"(busiest: 1973 with {say(yr['1973']['cars'])})"]))])


# ---------------------------------------------------------------------------
# geography: the destinations review
# ---------------------------------------------------------------------------


def geography(book):
    lk = table("defog_geography", "Per country: lakes on file, their combined area in sq km and the largest?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS area_sqkm, max(area) AS largest_sqkm "
               "FROM lake GROUP BY 1 ORDER BY 3 DESC, 1")
    qb_share(book, lk, "area_sqkm", "United States", 2, "Lake inventory", "lake area on file", label="US",
             other="Tanzania", unit=" sq km")
    qb_cmp(book, lk, "area_sqkm", "United States", "Tanzania", 4, "Lake inventory", "lake area", unit=" sq km",
           label=lambda x: {"United States": "US"}.get(x, x))
    qb_rate(book, lk, "area_sqkm", "lakes", "Tanzania", 0, "Lake inventory", "lake", "lake area", label="Tanzania",
            sfx=" sq km", units="lakes", pooled="all four countries")
    ln = table("defog_geography", "Every lake: area in sq km and country, largest first?",
               "SELECT lake_name AS lake, area AS area_sqkm, country_name AS country FROM lake ORDER BY 2 DESC, 1")
    qb_conv(book, ln, "Lake Superior", "area_sqkm", 0, "Lake inventory",
            lambda v, c: f"Lake Superior: {v} sq km on file ({c} sq mi)", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1))
    qb_conv(book, ln, "Lake Baikal", "area_sqkm", 1, "Lake inventory",
            lambda v, c: f"| Lake Baikal | {v} | {c} |", 0, SQMI_PER_SQKM, 1, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1),
            hedged=False, table_=(("Lake", "Sq km", "Sq mi"), None), watch=["source lists rounded areas only"])

    rv = table("defog_geography", "Per country: rivers on file, combined length in km and the longest?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km, "
               "max(length) AS longest_km, round(avg(length), 0) AS avg_km FROM river GROUP BY 1 ORDER BY 3 DESC, 1")
    qb_cmp(book, rv, "total_km", "Germany", "Russia", 3, "River routes", "river km", unit=" km")
    qb_conv(book, rv, "Egypt", "longest_km", 2, "River routes",
            lambda v, c: f"Egypt's river: {v} km ({c} mi)", 0, MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.3048))

    sp = table("defog_geography", "Per country: states on file, their combined population and area in sq km?",
               "SELECT country_name AS country, count(*) AS states, sum(population) AS population, sum(area) "
               "AS area_sqkm FROM state GROUP BY 1 ORDER BY 3 DESC, 1")
    qb_share(book, sp, "population", "United States", 2, "State coverage", "state population on file",
             label="US states", other="China")
    qb_rate(book, sp, "population", "states", "United States", 0, "State coverage", "state", "people",
            label="US", units="states", pooled="all seven countries")
    qb_empty(book, "defog_geography", "Which rivers are in India or Australia?",
             "SELECT river_name FROM river WHERE country_name IN ('India', 'Australia')", "River routes",
             "India / Australia rivers on file: none", "India / Australia rivers on file: fourteen",
             watch=["request sent to the data vendor"])
    mt = table("defog_geography", "Per country: mountains on file, average and highest altitude in m?",
               "SELECT country_name AS country, count(*) AS mountains, round(avg(mountain_altitude), 0) AS avg_m, "
               "max(mountain_altitude) AS highest_m FROM mountain GROUP BY 1 ORDER BY 2 DESC")
    qb_plain(book, mt, "Trekking inventory", [
        K(Claim(f"Nepal: {say(mt['Nepal']['mountains'])} peaks on file, avg {mt['Nepal']['avg_m']:,.0f} m",
                [off(mt, "off", f"Nepal: {say(mt['Nepal']['mountains'])} peaks on file, avg "
                     f"{mt['Nepal']['avg_m'] * 1.45:,.0f} m", mt["Nepal"]["avg_m"], mt["Nepal"]["avg_m"] * 1.45, 0)]),
          f"Pakistan: {say(mt['Pakistan']['mountains'])} (avg {mt['Pakistan']['avg_m']:,.0f} m)")])


# ---------------------------------------------------------------------------
# atis: the travel programme review
# ---------------------------------------------------------------------------


def atis(book):
    fa = table("defog_atis", "Per airline: fares on file, average one-way and round-trip cost and the dearest round "
               "trip?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip, max(round_trip_cost) AS max_round_trip FROM fare "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    qb_cmp(book, fa, "avg_round_trip", "VX", "AA", 0, "Travel spend by carrier", "avg round trip", cash=True, d=2,
           watch=["VX has a single fare on file"])
    qb_blend(book, fa, "avg_round_trip", "fares", 1, "Travel spend by carrier", "round-trip fare", "fare",
             "airline", d=2, cur="$")

    sv = table("defog_atis", "Per airport: ground services on file, average distance in miles and average travel "
               "time in minutes?",
               "SELECT airport_code, count(*) AS services, round(avg(miles_distant), 1) AS avg_miles, "
               "round(avg(minutes_distant), 1) AS avg_minutes FROM airport_service GROUP BY 1 ORDER BY 2 DESC, 1")
    qb_conv(book, sv, "JFK", "avg_minutes", 0, "Ground access",
            lambda v, c: f"JFK: {v} min avg door to terminal ({c} h)", 1, 1 / 60, 2, (1 / 24, 60, 1 / 100),
            watch=["JFK services include the long-haul coaches"])
    qb_conv(book, sv, "LAX", "avg_miles", 1, "Ground access",
            lambda v, c: f"LAX: {v} mi avg → {c} km", 1, KM_PER_MI, 1, (MI_PER_KM, 1.0, 1.852), hedged=False)
    qb_cmp(book, sv, "avg_miles", "JFK", "SFO", 3, "Ground access", "avg distance", d=1, unit=" mi")

    wb = table("defog_atis", "Per body type: aircraft types, total seats and average range in miles?",
               "SELECT CASE wide_body WHEN 'Yes' THEN 'wide-body' ELSE 'narrow-body' END AS body, count(*) AS types, "
               "sum(capacity) AS seats, round(avg(range_miles), 0) AS avg_range_mi FROM aircraft GROUP BY 1 "
               "ORDER BY 3 DESC")
    qb_share(book, wb, "seats", "wide-body", 0, "Fleet mix", "seats", label="Wide-body", tku=" seats",
             hdr=("Body", "Seats"))
    qb_conv(book, wb, "narrow-body", "avg_range_mi", 1, "Fleet mix",
            lambda v, c: f"Narrow-body avg range: {v} mi ({c} km)", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852))
    ac = table("defog_atis", "Per aircraft: weight in lb and seats, heaviest first?",
               "SELECT aircraft_code, weight AS weight_lb, capacity AS seats FROM aircraft ORDER BY 2 DESC")
    qb_conv(book, ac, "B777", "weight_lb", 1, "Fleet mix",
            lambda v, c: f"B777: {v} lb max weight ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1))
    qb_cmp(book, ac, "seats", "A380", "B747", 2, "Fleet mix", "seats", label=lambda x: x)
    qb_empty(book, "defog_atis", "Which round-trip fares cost more than $550?",
             "SELECT fare_id, fare_airline FROM fare WHERE round_trip_cost > 550", "Travel policy",
             "Round trips over $550: none on file (policy cap holds)", "Round trips over $550: seventeen on file")
    qb_empty(book, "defog_atis", "Which aircraft have more than four engines?",
             "SELECT aircraft_code FROM aircraft WHERE engines > 4", "Fleet mix", "Types with 4+ engines beyond "
             "the four-engine jets: none", "Types with 4+ engines beyond the four-engine jets: thirteen")
    ws = table("defog_atis", "The aircraft with the widest wing span: code and span in ft?",
               "SELECT aircraft_code, wing_span AS wing_span_ft FROM aircraft ORDER BY 2 DESC, 1 LIMIT 1")
    wc = ws.order[0]
    qb_ident(book, ws, "Fleet mix", f"Widest span: {wc}", wc,
             f"{wc[0]}{int(wc[1:]) + 20}" if wc[1:].isdigit() else f"{wc}X",
             extra=[f"at {ws[wc]['wing_span_ft']:,.0f} ft (gate constraints)"])


# ---------------------------------------------------------------------------
# advising and academic
# ---------------------------------------------------------------------------


def campus(book):
    dp = table("defog_advising", "Per department: courses, students enrolled and reviews?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews "
               "FROM course GROUP BY 1 ORDER BY 4 DESC, 1")
    qb_share(book, dp, "reviews", "Computer Science", 1, "Course feedback", "course reviews", label="Computer Science",
             other="Physics")
    st = table("defog_advising", "Per student: first name, credits earned and GPA?",
               "SELECT student_id, firstname, total_credit AS credits, total_gpa AS gpa FROM student ORDER BY 1")
    qb_share(book, st, "credits", "1", 1, "Credit progress", "credits earned", label="John")
    qb_plain(book, st, "Credit progress", [
        K(Claim(f"Credits earned: {int(sum(st.col('credits')))} across {say(len(st))} students",
                [off(st, "off", f"Credits earned: {int(sum(st.col('credits')) * 1.6)} across {say(len(st))} students",
                     sum(st.col("credits")), int(sum(st.col("credits")) * 1.6), 0)]),
          Sub([f"(John leads with {say(st['1']['credits'])})"]))])
    qb_empty(book, "defog_advising", "Which courses ran for more than two semesters?",
             "SELECT course_id FROM course WHERE num_semesters > 2", "Course catalogue",
             "Courses running more than two semesters: none", "Courses running more than two semesters: twelve")

    jn = table("defog_academic", "Per journal: papers, citations and references?",
               "SELECT j.name AS journal, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM publication p JOIN journal j ON j.jid = p.jid GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    qb_share(book, jn, "citations", "Nature", 2, "Research impact", "citations", label="Nature",
             other="Journal of Artificial Intelligence Research")
    qb_empty(book, "defog_academic", "Which papers have more than 100 citations?",
             "SELECT pid FROM publication WHERE citation_num > 100", "Research impact",
             "Papers with 100+ citations: none yet", "Papers with 100+ citations: fifteen")


# ---------------------------------------------------------------------------
# Spider's small databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, location, capacity, highest, lowest, average FROM stadium ORDER BY 3 DESC")
    qb_cmp(book, sd, "highest", "Stark's Park", "Balmoor", 0, "Venue demand", "record crowd",
           watch=["Stark's Park record was a cup tie"])
    qb_share(book, sd, "average", "Glebe Park", 2, "Venue utilisation", "capacity", label="Glebe Park avg crowd",
             tot=sd["Glebe Park"]["capacity"])
    qb_avg(book, sd, "lowest", "Stark's Park", 0, "Venue demand", " low-water crowd", "venue", ad=1)
    qb_cmp(book, sd, "capacity", "Somerset Park", "Stark's Park", 4, "Venue capacity", "seats")
    qb_empty(book, "spider_concert_singer", "Which singers are over 60?",
             "SELECT name, age FROM singer WHERE age >= 60", "Talent roster",
             "Singers sixty or older: none on the roster", "Singers sixty or older: seven on the roster")

    mj = table("spider_pets_1", "Per major: students and average age?",
               "SELECT major::text AS major, count(*) AS students, round(avg(age), 1) AS avg_age FROM student "
               "GROUP BY major ORDER BY 2 DESC, 1")
    qb_share(book, mj, "students", "600", 1, "Student panel", "the panel", label="Major 600", other="520")
    pt = table("spider_pets_1", "Per pet: type and weight in kg?",
               "SELECT petid::text AS pet_id, pettype, weight AS weight_kg FROM pets ORDER BY 1")
    qb_conv(book, pt, "2002", "weight_kg", 0, "Pet panel", lambda v, c: f"Pet 2002 (dog): {v} kg ({c} lb)", 1,
            LB_PER_KG, 1, (KG_PER_LB, 1.0, 3.0), hedged=False)
    qb_empty(book, "spider_pets_1", "Which dogs weigh more than 20 kg?",
             "SELECT petid FROM pets WHERE pettype = 'dog' AND weight > 20", "Pet panel",
             "Dogs over 20 kg: none", "Dogs over 20 kg: eleven")

    bt = table("spider_battle_death", "Per battle with losses on record: ships lost, and men killed and injured by "
               "them?",
               "SELECT b.name AS battle, count(DISTINCT s.id) AS ships, sum(d.killed) AS killed, "
               "sum(d.injured) AS injured FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d "
               "ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC, 1")
    qb_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Boruy", 1, "Casualty review", "killed",
           label=lambda x: x.replace("Battle of ", "").replace("Siege of ", "the siege of "),
           hdr=("Battle", "Killed"))
    qb_share(book, bt, "killed", "Siege of Constantinople", 2, "Casualty review", "deaths on record",
             label="The siege", other="Battle of Boruy")
    qb_empty(book, "spider_battle_death", "Which incidents killed more than 50?",
             "SELECT id FROM death WHERE killed > 50", "Casualty review",
             "Single incidents with 50+ killed: none", "Single incidents with 50+ killed: nine")

    mo = table("spider_tvshow", "Per month of the season: episodes, average viewers in millions and average rating?",
               "SELECT split_part(air_date, ' ', 1) AS month, count(*) AS episodes, "
               "round(avg(viewers_m::numeric), 2) AS avg_viewers_m, round(avg(rating::numeric), 2) AS avg_rating "
               "FROM tv_series GROUP BY 1 ORDER BY min(id)")
    qb_chg(book, mo, "avg_viewers_m", "October", "November", 0, "Audience trend", "avg viewers", "Oct", "Nov",
           tag="MoM", d=2, unit="M", watch=["World Series overlap in late October"])
    qb_cmp(book, mo, "avg_viewers_m", "October", "December", 2, "Audience trend", "avg viewers", d=2, unit="M",
           label=lambda x: x[:3])
    qb_share(book, mo, "episodes", "October", 0, "Audience trend", "the season", items="episodes",
             label="October", hdr=("Month", "Episodes"))
    qb_chg(book, mo, "avg_rating", "September", "December", 1, "Audience trend", "avg rating", "Sept", "Dec",
           tag="over the season", d=2)
    qb_empty(book, "spider_tvshow", "Which episodes drew more than 10 million viewers?",
             "SELECT episode, viewers_m FROM tv_series WHERE viewers_m::numeric > 9.5", "Audience trend",
             "Episodes above 9.5M viewers: none", "Episodes above 9.5M viewers: six")

    ct = table("spider_course_teach", "Teachers by number of courses taught?",
               "SELECT courses::text AS courses_taught, count(*) AS teachers FROM (SELECT t.teacher_id, "
               "count(ca.course_id) AS courses FROM teacher t LEFT JOIN course_arrange ca "
               "ON ca.teacher_id = t.teacher_id GROUP BY 1) x GROUP BY courses ORDER BY 1")
    qb_share(book, ct, "teachers", "0", 1, "Staffing", "teachers", label="teachers with no course")
    qb_empty(book, "spider_course_teach", "Which teachers are over 50?",
             "SELECT name, age FROM teacher WHERE age >= 50", "Staffing", "Teachers fifty or older: none",
             "Teachers fifty or older: eight")

    ac = table("spider_voter_1", "Per state: area codes?",
               "SELECT state, count(*) AS area_codes, min(area_code) AS lowest_code FROM area_code_state GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    qb_avg(book, ac, "area_codes", "CA", 1, "Phone coverage", " area codes", "state", ad=2, label="California")
    qb_empty(book, "spider_voter_1", "Which votes came in from Texas?",
             "SELECT vote_id, phone_number FROM votes WHERE state = 'TX'", "Phone coverage", "Votes from Texas: zero",
             "Votes from Texas: twenty-three")

    dp = table("spider_cre_doc_template_mgt", "Documents by number of paragraphs?",
               "SELECT paras::text AS paragraphs, count(*) AS documents FROM (SELECT d.document_id, "
               "count(p.paragraph_id) AS paras FROM documents d LEFT JOIN paragraphs p "
               "ON p.document_id = d.document_id GROUP BY 1) x GROUP BY paras ORDER BY 1")
    qb_share(book, dp, "documents", "0", 1, "Content audit", "documents", label="empty documents")
    dm = table("spider_cre_doc_template_mgt", "The document with the most paragraphs: id and name?",
               "SELECT d.document_id, d.document_name, count(*) AS paragraphs FROM documents d JOIN paragraphs p "
               "ON p.document_id = d.document_id GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1")
    did = dm.order[0]
    qb_ident(book, dm, "Content audit", f"Longest document: ID {did} ({dm[did]['document_name']})", f"ID {did}",
             f"ID {int(did) + 1150}")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book47(), sections, "forty-eighth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
