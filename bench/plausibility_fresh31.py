#!/usr/bin/env python3
"""
plausibility_fresh31.py — a thirty-second labelled set for check_answer,
written held out, development since its misses were read: answers the way a language-model analyst writes them when
asked to "turn this into slides", over tables spread across the databases
bench/plausibility.sh loads: northwind (net sales, orders and units per sales
rep for 1997 and for January to April of 1997 and 1998; orders, net sales and
units per ship country in 1997; orders and net sales per month from September
1997 to April 1998; units, net sales, average discount and order lines per
category in 1997; the ten best-selling products of 1997), chinook (revenue and
units for the ten best-selling artists; tracks, length, size and revenue per
media type; tracks, running time and bytes per genre; invoices and revenue
per year; customers, invoices and revenue per support rep in 2024 and 2025;
invoices, customers and revenue for the ten biggest billing countries), BIRD's
superhero (heroes, height, weight and villains per gender; heroes, height and
weight per race; heroes per power; hero names with digits), Spider's car_1
(cars, mpg, horsepower and weight per continent and per maker), defog-dev's
geography (mountain altitudes, lake areas, state population and area), atis
(seats, range and speed per aircraft type and per manufacturer, flights per
departure airport), advising (enrolment and scores per department) and
academic (papers and citations per author), and Spider's concert_singer
(stadium capacity and attendance), tvshow (viewers per episode),
cre_doc_template_mgt (paragraphs per document), pets_1 (students per major),
battle_death (battles per result) and voter_1 (votes from a state), with
queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the slide deck outline
the other sets lack: "Slide 1 — Title" and "**Slide 2: Revenue by rep**"
headers (four header styles), two to four terse bullet fragments a slide,
often with no verb ("Peacock: $129K, ~1.2× Leverling", "Top 3 reps → 55% of
1997 sales", "Avg order ≈ $1.6K"), sub-bullets indented two spaces, "Speaker
notes:" paragraphs in full sentences that restate or extend a figure, often in
words ("The gap here is just under twenty-one thousand dollars, roughly a
fifth of Leverling's total."), an occasional "Key takeaway:" line and a
closing "Next steps" slide with bullets that carry no figures. Figures as on
slides: multiples with "×" and "x" ("~1.2×", "1.19x"), money with K, M and B
suffixes ("$129K", "$1.2M", "~89.7B bytes"), point moves in "pp" and "pts",
"≈" and "~", "vs." and "→", percentages whole or to one decimal, and figures
in words in the notes (money rounded to the thousand with a hedge that says
on which side it falls, whole percents, counts, fractions, multiples),
digits and words mixed. Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's and fresh10's):
  comparison  multiples, differences, percent more and less, one row's gap as
              a fraction of another's figure, gaps between two percentages in
              points
  change      period-on-period changes between rows (months, years) and
              within a row (January to April 1997 against 1998), in percent
              and absolute terms, multiples of the earlier period, shares
              moving in points beside the relative change
  per_unit    totals over counts (per order, per unit, per customer, per
              track), one row against the overall rate, weighted averages of
              group averages, one row's share, the top rows' share
  conversion  kg as lb, cm as inches, lb as kg, mpg as km per litre, miles
              as km, metres as feet, sq km as sq miles, milliseconds as
              minutes and hours, bytes as MB and GB
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, totals, ranks
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points), a false bound,
share or multiple in words, number words for the wrong gap, a count over an
empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise difference,
ratio and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table

KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
KM_PER_MI = 1.609344
M_PER_FT = 0.3048
FT_PER_M = 1 / 0.3048
SQMI_PER_SQKM = 0.386102159
KMPL_PER_MPG = 0.425143707

NEXT = [["Confirm the definitions with finance", "Drill into the outliers by month", "Share the deck with regional leads"],
        ["Validate against the source system", "Add a regional breakdown"],
        ["Align on targets for next quarter", "Review pricing and discount policy", "Schedule a follow-up readout"],
        ["Pull the customer-level detail", "Check for data gaps before the board pack"],
        ["Socialise the findings with the team", "Decide on owners for each action"],
        ["Refresh once the next data load lands", "Add trend lines to the appendix", "Gather feedback from sales"]]
NOTES = ["Speaker notes: ", "*Speaker notes:* ", "Speaker notes: ", "Speaker notes — "]
KEYT = ["Key takeaway: ", "**Key takeaway:** ", "Key takeaway — ", "**Key takeaway:** "]
BUL = [("- ", "  - "), ("• ", "  ◦ "), ("* ", "  - "), ("- ", "  • ")]


# ---------------------------------------------------------------------------
# the deck
# ---------------------------------------------------------------------------


def cl(c):
    return c if isinstance(c, Claim) else Claim(c)


def wrap(c, p="", s=""):
    """The claim with p before and s after its text and each of its twins' texts."""
    c = cl(c)
    return Claim(p + c.text + s, [(r, p + x + s) for r, x in c.wrongs])


class Book31(Book10):
    """fresh10's Book10, with each answer laid out as a slide deck outline: a title slide, content slides with
    bullets and sub-bullets, speaker notes, a key takeaway, and a closing "Next steps" slide."""

    def deck(self, db, rid, shape, title, slides, sub=None, nxt=True, derived=True, max_twins=2):
        """slides: [(header, bullets, notes, takeaway)]; a bullet is a claim or (claim, [sub-bullets]);
        notes a list of claims (sentences); header and title a claim or text."""
        k = self.cases
        hs = k % 4
        b1, b2 = BUL[(k // 2) % len(BUL)]
        claims = []
        t = cl(title)
        if hs == 0:
            claims.append(wrap(t, "Slide 1 — Title\n"))
            if sub:
                claims.append(Claim(f"\n{sub}"))
        elif hs == 1:
            claims.append(wrap(t, "**Slide 1: ", "**"))
            if sub:
                claims.append(Claim(f"\n_{sub}_"))
        elif hs == 2:
            claims.append(wrap(t, "Slide 1 — Title: "))
            if sub:
                claims.append(Claim(f"\nSubtitle: {sub}"))
        else:
            claims.append(wrap(t, "# Slide 1 — "))
            if sub:
                claims.append(Claim(f"\n{sub}"))
        i = 1
        for header, bullets, notes, key in slides:
            i += 1
            if hs == 0:
                h = wrap(header, f"\n\n**Slide {i}: ", "**")
            elif hs == 1:
                h = wrap(header, f"\n\nSlide {i} — ")
            elif hs == 2:
                h = wrap(header, f"\n\n**Slide {i} — ", "**")
            else:
                h = wrap(header, f"\n\n## Slide {i}: ")
            claims.append(h)
            for b in bullets:
                if b is None:
                    continue
                if isinstance(b, tuple):
                    claims.append(wrap(b[0], "\n" + b1))
                    claims += [wrap(s, "\n" + b2) for s in b[1] if s is not None]
                else:
                    claims.append(wrap(b, "\n" + b1))
            notes = [cl(x) for x in (notes or []) if x is not None]
            if notes:
                claims.append(wrap(notes[0], "\n\n" + NOTES[k % len(NOTES)]))
                claims += notes[1:]
            if key:
                claims.append(wrap(key, "\n\n" + KEYT[(k // 3) % len(KEYT)]))
        post = ""
        if nxt:
            steps = NEXT[(k * 5) % len(NEXT)]
            i += 1
            if hs == 0:
                post = f"\n\n**Slide {i}: Next steps**"
            elif hs == 1:
                post = f"\n\nSlide {i} — Next steps"
            elif hs == 2:
                post = f"\n\n**Slide {i} — Next steps**"
            else:
                post = f"\n\n## Slide {i}: Next steps"
            post += "".join(f"\n{b1}{s}" for s in steps)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=post)


# ---------------------------------------------------------------------------
# figures as on a slide, and in words in the notes
# ---------------------------------------------------------------------------


def mk(v):
    """Money as on a slide: "$1.2M", "$129K", "$4.8K", "$813", "$49.75"; whole dollars where the short form would
    sit on the edge of its rounding."""
    a = abs(v)
    if a >= 1e6:
        t, d = num(a / 1e6, 1)
        if d <= 2:
            return f"${t}M"
    if a >= 1e4:
        t, d = num(a / 1e3, 0)
        if d <= 1:
            return f"${t}K"
        return usd(a, 0)
    if a >= 1e3:
        t, d = num(a / 1e3, 1)
        if d == 1 and not t.endswith(".0"):
            return f"${t}K"
        return usd(a, 0)
    if a >= 100:
        return usd(a, 0)
    for d in (2, 1, 3):
        if abs(abs(a * 10 ** d) % 1 - 0.5) > 0.08:
            return f"${a:,.{d}f}"
    return f"${a:,.3f}"


def shown(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return mk, (lambda v, _d: mk(v)), (lambda v: 2)
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def big(m):
    """An integer 0..999,999 in words."""
    m = int(m)
    if m < 100:
        return say(m)
    if m < 1000:
        h, r = divmod(m, 100)
        return say(h) + " hundred" + (f" and {say(r)}" if r else "")
    th, r = divmod(m, 1000)
    return big(th) + " thousand" + ((" and " if r < 100 else " ") + big(r) if r else "")


def hedge(shown_v, v, k=0):
    err = (shown_v - v) / abs(v)
    if abs(err) < 0.003:
        return ["about", "roughly", "around"][k % 3]
    if shown_v > v:
        return ["just under", "nearly", "a little under"][k % 3]
    return ["just over", "a little over", "slightly more than"][k % 3]


def money_words(v, k=0):
    """Money in words rounded as a presenter says it, with a hedge on the right side; (text, shown) or (None, None)."""
    a = abs(v)
    if a >= 1e6:
        s = round(a / 1e5) / 10
        return (f"{hedge(s * 1e6, a, k)} {s:.1f} million dollars", s * 1e6) if abs(s * 1e6 - a) / a < 0.02 else (None, None)
    if a >= 1000:
        m = round(a / 1000)
        if abs(m * 1000 - a) / a > 0.02:
            return None, None
        return f"{hedge(m * 1000, a, k)} {big(m)} thousand dollars", m * 1000
    if a >= 100:
        m = round(a / 10) * 10
        if abs(m - a) / a > 0.02:
            return None, None
        return f"{hedge(m, a, k)} {big(m)} dollars", m
    m = round(a)
    if abs(m - a) / a > 0.02 or m < 10:
        return None, None
    return f"{hedge(m, a, k)} {big(m)} dollars", m


def pct_words(p, k=0):
    """A percentage in words, whole, with a hedge; (text, shown) or (None, None)."""
    m = round(p)
    if abs(p - m) > 0.35 or m < 10 or m >= 1000:
        return None, None
    return f"{hedge(m, p, k)} {big(m)} percent", m


FRACS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two-thirds"), (3 / 4, "three-quarters"),
         (1 / 5, "a fifth"), (2 / 5, "two-fifths"), (1 / 10, "a tenth"), (3 / 5, "three-fifths"), (1 / 8, "an eighth"),
         (1 / 6, "a sixth")]


def frac_words(s):
    """A fraction in words true of s ("roughly a fifth", "just over half"), and a false one at least 0.1 away."""
    best = min(FRACS, key=lambda f: abs(f[0] - s))
    far_ = sorted([f for f in FRACS if abs(f[0] - s) >= 0.1], key=lambda f: abs(f[0] - s))
    if not far_:
        return None, None
    bad = far_[0][1]
    gap = s - best[0]
    if abs(gap) <= 0.012:
        return f"roughly {best[1]}", f"roughly {bad}"
    if 0.012 < gap <= 0.035:
        return f"just over {best[1]}", f"roughly {bad}"
    if -0.035 <= gap < -0.012:
        return f"just under {best[1]}", f"roughly {bad}"
    return None, None


def x_words(r):
    """A multiple in words true of r, and a false one; or (None, None)."""
    m = round(r)
    if 2 <= m <= 12 and abs(r - m) / r < 0.025:
        t = "twice" if m == 2 else f"{say(m)} times"
        bad = f"{say(m + 2)} times" if m > 2 else "four times"
        return f"roughly {t}", f"roughly {bad}"
    if 1.8 <= r < 1.97:
        return "nearly twice", "nearly four times"
    if 2.8 <= r < 2.97:
        return "nearly three times", "nearly five times"
    if 1.45 <= r <= 1.55:
        return "about one and a half times", "about three times"
    return None, None


def mult(r, k):
    """A multiple as on a slide: (fmt, text, decimals, approx) where fmt takes the figure."""
    form = k % 4
    if form == 0:
        t, d = num(r, 1)
        return (lambda x: f"~{x}×"), t, d, True
    if form == 1:
        t, d = num(r, 2)
        return (lambda x: f"{x}x"), t, d, False
    if form == 2:
        t, d = num(r, 1)
        return (lambda x: f"≈{x}×"), t, d, True
    t, d = num(r, 1)
    return (lambda x: f"{x}×"), t, d, False


def pc(p, d=0):
    """A percentage, whole or to one decimal, away from the edge of its rounding: (text, decimals)."""
    return num(p, d)


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def plural(x):
    if x in ("hero", "tomato"):
        return x + "es"
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("s", "sh", "ch")) else "s")


def nbr_val(t, col, key, avoid=(), S=None):
    """The key of a neighbouring row whose value shows differently, or None."""
    nb = nbr_of(t, key, avoid)
    if nb is None or not isinstance(t[nb][col], float):
        return None
    if S is not None and S(t[nb][col]) == S(t[key][col]):
        return None
    return nb


# ---------------------------------------------------------------------------
# shapes, as slides
# ---------------------------------------------------------------------------


def d_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, title=None, head=None,
          whose="total", sub=None):
    """Two named rows, the larger first, in four layouts."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    fm, rt, rd, rap = mult(r, k)
    nb = nbr_val(t, col, b, avoid=(a,), S=S)
    head = head or f"{cap(noun)}: {A} vs. {B}"

    def nbr(fmt):
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True) if nb else None

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    def xoff(fmt, f=1.5, c=0.3):
        return off(t, "off", fmt(fm(w(r * f + c, rd))), r, r * f + c, rd, approx=rap)

    def base_hi(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va, hid, real=True)

    form = k % 4
    xw, xbad = x_words(r)
    if form == 2 and not xw:
        form = 1
    if form == 0:
        f0 = lambda x: f"{A}: {S(va)}, {x} {B}"
        bullets = [Claim(f0(fm(rt)), [xoff(lambda x: f0(x))]),
                   (Claim(f"{B}: {S(vb)}", [nbr(lambda x: f"{B}: {x}")]),
                    [Claim(f"Gap ≈ {S(diff)}", [gap(lambda x: f"Gap ≈ {x}", 1.6)])])]
        gw, gs = money_words(diff, k) if cash else (None, None)
        fw, fbad = frac_words(diff / vb)
        notes = []
        if gw and fw:
            tw = [("false_bound", f"The gap here is {gw}, {fbad} of {poss(B)} {whose}.")]
            if nb:
                nw, ns = money_words(va - t[nb][col], k)
                if nw:
                    tw.append(off(t, "number_words_wrong_row", f"The gap here is {nw}, {fw} of {poss(B)} {whose}.",
                                  diff, ns, 0, approx=True, real=True))
            notes.append(Claim(f"The gap here is {gw}, {fw} of {poss(B)} {whose}.", tw))
        else:
            f1 = lambda x: f"Put another way, {A} comes in {x}% above {B}."
            notes.append(Claim(f1(hi), [base_hi(f1)]))
        book.deck(t.db, t.rid, "comparison", title or f"{cap(noun)}: {A} vs. {B}", [(head, bullets, notes, None)],
                  sub=sub)
        return
    if form == 1:
        f2 = lambda x: f"{A} +{x}% vs. {B}"
        bullets = [Claim(f"{A} → {S(va)}"), Claim(f"{B} → {S(vb)}", [nbr(lambda x: f"{B} → {x}")]),
                   Claim(f2(hi), [base_hi(f2)])]
        pw, ps = pct_words(100 * diff / va, k)
        hw, hs_ = pct_words(100 * diff / vb, k)
        notes = []
        if pw and hw and hs_ != ps:
            notes.append(Claim(f"Seen from the other side, {B} sits {pw} below {A}.",
                               [off(t, "wrong_base", f"Seen from the other side, {B} sits {hw} below {A}.",
                                    100 * diff / va, hs_, 0, approx=True, real=True)]))
        key = f"{A} is the clear leader of the pair." if r > 1.15 else f"A close race between {A} and {B}."
        book.deck(t.db, t.rid, "comparison", title or f"{A} leads {B} on {noun}", [(head, bullets, notes, key)],
                  sub=sub, nxt=k % 3 != 0)
        return
    if form == 2:
        ttl = Claim(f"{A} at {xw} {B} on {noun}", [("false_bound", f"{A} at {xbad} {B} on {noun}")])
        f3 = lambda x: f"{B}: {S(vb)} ({x}% below {A})"
        bullets = [Claim(f"{A}: {S(va)}"),
                   Claim(f3(lo), [off(t, "wrong_base", f3(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb,
                                      lod, real=True), nbr(lambda x: f"{B}: {x} ({lo}% below {A})")])]
        gw, gs = money_words(diff, k) if cash else (None, None)
        if gw:
            bw, bs = money_words(diff * 1.7, k)
            notes = [Claim(f"To draw level, {B} would need another {gw}.",
                           [off(t, "off", f"To draw level, {B} would need another {bw}.", diff, bs, 0, approx=True)
                            if bw else None])]
        else:
            notes = [Claim(f"In absolute terms the difference is {S(diff)}.",
                           [gap(lambda x: f"In absolute terms the difference is {x}.", 0.55)])]
        book.deck(t.db, t.rid, "comparison", ttl, [(head, bullets, notes, None)], sub=sub, nxt=k % 2 == 0)
        return
    sh, shd = pc(100 * vb / va)
    f4 = lambda x: f"{B} ≈ {x}% of {A}"
    bullets = [(Claim(f"{A} vs. {B}: {S(va)} vs. {S(vb)}", [nbr(lambda x: f"{A} vs. {B}: {S(va)} vs. {x}")]),
                [Claim(f"Δ {S(diff)}", [gap(lambda x: f"Δ {x}", 1.6)]),
                 Claim(f4(sh), [off(t, "complement", f4(w(100 * diff / va, shd)), 100 * vb / va, 100 * diff / va, shd,
                                    real=True)])])]
    r2, r2d = num(r, 2)
    f5 = lambda x: f"Put simply, {A} is {x} times {B} on {noun}."
    notes = [Claim(f5(r2), [off(t, "off", f5(w(r * 1.4 + 0.25, r2d)), r, r * 1.4 + 0.25, r2d)])]
    key = f"{A} stays ahead; the question is whether {B} can close the gap."
    book.deck(t.db, t.rid, "comparison", title or f"{A} vs. {B}", [(head, bullets, notes, key)], sub=sub)


def d_move(book, t, v1, v2, k, noun, l1, l2, cash=False, d=0, unit="", nb1=None, title=None, head=None, sub=None,
           shape="change"):
    """From one period (a row or a column) to the next, in four layouts; nb1: a neighbouring row's value for v1."""
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pc(abs(100 * diff / v1), 1 if abs(100 * diff / v1) < 10 else 0)
    wb = abs(100 * diff / v2)
    sg = "+" if up else "−"
    way = "up" if up else "down"
    head = head or f"{cap(noun)}, {l1} vs. {l2}"

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if nb1 is None or S(nb1) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(nb1)), v1, nb1, D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    if form == 0:
        f1 = lambda x: f"{l2}: {S(v2)} ({sg}{x}%)"
        bullets = [Claim(f"{l1}: {S(v1)}", [nbr(lambda x: f"{l1}: {x}")]), Claim(f1(p), [base(f1)])]
        gw, gs = money_words(abs(diff), k) if cash else (None, None)
        what = "an increase" if up else "a decline"
        if gw:
            bw, bs = money_words(abs(diff) * 1.7, k)
            tw = [off(t, "off", f"That's {what} of {bw} between the two periods.", abs(diff), bs, 0,
                      approx=True) if bw else None]
            if nb1 is not None:
                nw, ns = money_words(abs(v2 - nb1), k)
                if nw:
                    tw.insert(0, off(t, "number_words_wrong_row", f"That's {what} of {nw} between the two periods.",
                                     abs(diff), ns, 0, approx=True, real=True))
            notes = [Claim(f"That's {what} of {gw} between the two periods.", tw)]
        else:
            f2 = lambda x: f"That's {what} of {x} between the two periods."
            notes = [Claim(f2(S(abs(diff))), [absd(f2, 1.7)])]
        book.deck(t.db, t.rid, shape, title or f"{cap(noun)}: {l1} → {l2}", [(head, bullets, notes, None)], sub=sub)
        return
    if form == 1:
        f0 = lambda x: f"{cap(noun)} {way} {x}%, {l1} → {l2}"
        ttl = Claim(f0(p), [base(f0)])
        f3 = lambda x: f"Net {sg}{x}"
        bullets = [Claim(f"{S(v1)} → {S(v2)}", [nbr(lambda x: f"{x} → {S(v2)}")]),
                   Claim(f3(S(abs(diff))), [absd(lambda x: f3(x), 1.7)])]
        key = "Momentum is positive going into the next period." if up else "Worth a closer look before the next review."
        book.deck(t.db, t.rid, shape, ttl, [(head, bullets, [], key)], sub=sub, nxt=k % 3 != 1)
        return
    if form == 2:
        fh = lambda x: f"{cap(noun)} {sg}{x}% vs. {l1}"
        hd = Claim(fh(p), [base(fh)])
        bullets = [Claim(f"{l2}: {S(v2)}"), Claim(f"vs. {S(v1)} in {l1}", [nbr(lambda x: f"vs. {x} in {l1}")])]
        pw, ps = pct_words(abs(100 * diff / v1), k)
        bw, bs = pct_words(wb, k)
        notes = []
        if pw and bw and bs != ps:
            notes.append(Claim(f"Measured against {l1}, {noun} is {pw} {'higher' if up else 'lower'}.",
                               [off(t, "wrong_base", f"Measured against {l1}, {noun} is {bw} "
                                    f"{'higher' if up else 'lower'}.", abs(100 * diff / v1), bs, 0, approx=True,
                                    real=True)]))
        book.deck(t.db, t.rid, shape, title or f"{cap(noun)} update", [(hd, bullets, notes, None)], sub=sub)
        return
    bullets = [Claim(f"{l1}: {S(v1)} → {l2}: {S(v2)}", [nbr(lambda x: f"{l1}: {x} → {l2}: {S(v2)}")])]
    if up and v2 / v1 >= 1.3:
        fm, rt, rd, rap = mult(v2 / v1, k // 4)
        f4 = lambda x: f"{l2} = {x} {l1}"
        bullets.append(Claim(f4(fm(rt)), [off(t, "off", f4(fm(w(v2 / v1 * 1.5 + 0.3, rd))), v2 / v1,
                                              v2 / v1 * 1.5 + 0.3, rd, approx=rap)]))
    elif not up:
        q, qd = pc(100 * v2 / v1)
        f4 = lambda x: f"{l2} at {x}% of {l1}"
        bullets.append(Claim(f4(q), [off(t, "complement", f4(w(abs(100 * diff / v1), qd)), 100 * v2 / v1,
                                         abs(100 * diff / v1), qd, real=True)]))
    f5 = lambda x: f"In percentage terms that's {sg}{x}%, or {S(abs(diff))} in absolute terms."
    notes = [Claim(f5(p), [base(f5)])]
    book.deck(t.db, t.rid, shape, title or f"{cap(noun)}, {l1} vs. {l2}", [(head, bullets, notes, None)], sub=sub)


def d_chg(book, t, col, p1, p2, k, noun, l1=None, l2=None, **kw):
    """Between two rows (periods)."""
    nb = nbr_of(t, p1, avoid=(p2,))
    nb1 = t[nb][col] if nb and isinstance(t[nb][col], float) else None
    d_move(book, t, t[p1][col], t[p2][col], k, noun, l1 or p1, l2 or p2, nb1=nb1, **kw)


def d_yoy(book, t, key, c1, c2, k, noun, l1, l2, label=None, **kw):
    """Within one row, from one period's column to the next."""
    nb = nbr_of(t, key)
    nb1 = t[nb][c1] if nb and isinstance(t[nb][c1], float) else None
    name = label or key
    d_move(book, t, t[key][c1], t[key][c2], k, f"{poss(name)} {noun}", l1, l2, nb1=nb1,
           head=kw.pop("head", f"{name}: {l1} vs. {l2}"), **kw)


def d_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, sub=None):
    """One row's share of a column total in two periods: the move in points and the relative change; twins: the
    relative change given as points, the later share's complement, the change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, s1d = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = pc(abs(rel))
    sg = "+" if up else "−"
    u = "pp" if k % 2 == 0 else "pts"

    def asp(fmt):
        return off(t, "percent_as_points", fmt(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)

    if k % 2 == 0:
        f2 = lambda x: f"{l2}: {x}% ({sg}{ppt} {u})"
        f3 = lambda x: f"Relative change: {sg}{x}%"
        bullets = [Claim(f"{l1}: {s1t}%"),
                   Claim(f2(s2t), [off(t, "complement", f2(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
                   Claim(f3(rt), [off(t, "wrong_base", f3(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                                      real=True)])]
        f4 = lambda x: f"The share moved {x} points, which is a {rt}% change relative to where it started."
        notes = [Claim(f4(ppt), [asp(f4)])]
        book.deck(t.db, t.rid, "change", f"{poss(name)} share of {noun}",
                  [(f"Share of {noun}, {l1} vs. {l2}", bullets, notes, None)], sub=sub)
    else:
        f0 = lambda x: f"{name} {sg}{x} {u} of {noun}"
        ttl = Claim(f0(ppt), [asp(f0)])
        f2 = lambda x: f"Share: {s1t}% → {x}%"
        bullets = [Claim(f2(s2t), [off(t, "complement", f2(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
                   Claim(f"{l1} → {l2}")]
        f3 = lambda x: f"In relative terms the share {'grew' if up else 'shrank'} by {x}%, not just {ppt} points."
        notes = [Claim(f3(rt), [off(t, "wrong_base", f3(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd,
                                    real=True)])]
        key = f"{name} is {'gaining' if up else 'losing'} ground in the mix."
        book.deck(t.db, t.rid, "change", ttl, [(f"Mix shift: {name}", bullets, notes, key)], sub=sub)


def d_ppgap(book, t, col, a, b, k, noun, label=None, sub=None):
    """Two rows' percentages: the gap in points; twin: the relative gap given as points."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    gp, gd = num(va - vb, 1)
    rel = 100 * (va - vb) / vb
    rt, rd = pc(rel)
    u = "pp" if k % 2 == 0 else "pts"
    f1 = lambda x: f"Gap: {x} {u}"
    bullets = [Claim(f"{A}: {n(va, 1)}%"), Claim(f"{B}: {n(vb, 1)}%"),
               Claim(f1(gp), [off(t, "percent_as_points", f1(w(rel, gd)), va - vb, rel, gd, real=True)])]
    f2 = lambda x: f"{A} runs {gp} points above {B}, about {x}% higher in relative terms."
    notes = [Claim(f2(rt), [off(t, "off", f2(w(rel * 1.6 + 5, rd)), rel, rel * 1.6 + 5, rd, approx=True)])]
    book.deck(t.db, t.rid, "comparison", f"{cap(noun)}: {A} vs. {B}", [(f"{cap(noun)} by row", bullets, notes, None)],
              sub=sub)


def d_rate(book, t, tot_col, cnt_col, key, k, per, what, cash=False, d=1, label=None, sfx="", grp="row", sub=None,
           pers=None):
    """A total over a count for one row; layouts set it against the overall rate (twin: the plain mean of the rows'
    rates) or restate it in the notes."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, sfx)
    St = mk if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    pers = pers or plural(per)
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    rows = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
    overall = sum(t[x][tot_col] for x in rows) / sum(t[x][cnt_col] for x in rows)
    plain = sum(t[x][tot_col] / t[x][cnt_col] for x in rows) / len(rows)

    def twins(fmt):
        tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
        if rn is not None and S(rn) != S(r):
            tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
        return tw

    form = k % 4
    if form == 0:
        f0 = lambda x: f"{name}: {x} per {per}"
        bullets = [(Claim(f0(S(r)), twins(f0)), [Claim(f"{St(tot)} over {c} {pers}")])]
        book.deck(t.db, t.rid, "per_unit", f"{cap(what)} per {per}", [(f"{cap(what)} per {per}: {name}", bullets, [], None)],
                  sub=sub)
    elif form == 1:
        f0 = lambda x: f"Avg {per} ≈ {x} ({name})"
        bullets = [Claim(f0(S(r)), twins(f0)), Claim(f"{c} {pers}, {St(tot)} in total")]
        key = f"{name} is the one to watch on {what} per {per}."
        book.deck(t.db, t.rid, "per_unit", f"{name}: unit economics", [(f"{cap(what)} per {per}", bullets, [], key)],
                  sub=sub, nxt=False)
    elif form == 2:
        ot, od = (mk(overall), 2) if cash else num(overall, d)
        ot = ot if cash else ot + sfx
        pw_ = mk(plain) if cash else w(plain, od) + sfx
        f1 = lambda x: f"All {plural(grp)}: {x} per {per}"
        bullets = [Claim(f"{name}: {S(r)} per {per}", twins(lambda x: f"{name}: {x} per {per}")),
                   Claim(f1(ot), [off(t, "plain_as_weighted", f1(pw_), overall, plain, od, real=True)
                                  if pw_ != ot else None])]
        fm, rt, rd, rap = mult(r / overall, k // 4)
        f2 = lambda x: f"So {name} runs at {x} the overall rate."
        notes = [Claim(f2(fm(rt)), [off(t, "off", f2(fm(w(r / overall * 1.5 + 0.3, rd))), r / overall,
                                        r / overall * 1.5 + 0.3, rd, approx=rap)])]
        book.deck(t.db, t.rid, "per_unit", f"{cap(what)} per {per}: {name} vs. all {plural(grp)}",
                  [(f"{name} vs. the overall rate", bullets, notes, None)], sub=sub)
    else:
        f0 = lambda x: f"That works out to {x} per {per}, against {(mk(overall) if cash else n(overall, d) + sfx)} " \
                       f"across all {plural(grp)}."
        bullets = [Claim(f"{cap(what)}: {St(tot)}"), Claim(f"{cap(pers)}: {c}")]
        book.deck(t.db, t.rid, "per_unit", f"{name}: {what} per {per}",
                  [(f"{name} in numbers", bullets, [Claim(f0(S(r)), twins(f0))], None)], sub=sub)


def d_blend(book, t, avg_col, n_col, k, noun, per, grp, cash=False, d=2, unit="", sub=None, per_sfx=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shown(cash, d, unit)
    wt, wd = (mk(wa), 2) if cash else (S(wa), D(wa))
    pw_ = mk(plain) if cash else w(plain, wd) + unit
    if k % 2 == 0:
        ps_ = f" per {per}" if per_sfx is None else per_sfx
        f0 = lambda x: f"Blended {noun}: {x}{ps_}"
        bullets = [Claim(f0(wt), [off(t, "plain_as_weighted", f0(pw_), wa, plain, wd, real=True)]),
                   (Claim(f"Weighted by {per} count ({int(sum(ns)):,} {plural(per)})"),
                    [Claim(f"{say(len(avgs)).capitalize()} {plural(grp)} in scope")])]
        notes = [Claim(f"Every {per} counts once here, so the bigger {plural(grp)} pull the average toward them.")]
        book.deck(t.db, t.rid, "per_unit", f"{cap(noun)} across {plural(grp)}",
                  [(f"{cap(noun)}, all {plural(grp)}", bullets, notes, None)], sub=sub)
    else:
        f0 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)} the average {noun} is {x}, weighting each " \
                       f"{grp} by its {per} count."
        bullets = [Claim(f"{say(len(avgs)).capitalize()} {plural(grp)}, {int(sum(ns)):,} {plural(per)}")]
        book.deck(t.db, t.rid, "per_unit", f"{cap(noun)}: the blended view",
                  [(f"Blended {noun}", bullets, [Claim(f0(wt), [off(t, "plain_as_weighted", f0(pw_), wa, plain, wd,
                                                                       real=True)])], None)], sub=sub, nxt=False)


def d_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, sub=None):
    """One row's share of the column total, in three layouts."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = pc(100 * s, 1 if 100 * s < 10 else 0)
    fw, fbad = frac_words(s)

    def tw(fmt):
        out = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            ws = 100 * v / (v + t[other][col])
            out.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
        return out

    form = k % 3
    if form == 2 and not pct_words(100 * s)[0]:
        form = 0
    if form == 0:
        f0 = lambda x: f"{name} = {x}% of {whole}"
        ttl = Claim(f0(st), tw(f0))
        bullets = [Claim(f"{name}: {S(v)} of {S(tot)}")]
        notes = [Claim(f"That's {fw} of the total on its own.", [("false_bound", f"That's {fbad} of the total on its "
                                                                                   f"own.")])] if fw else []
        book.deck(t.db, t.rid, "per_unit", ttl, [(f"{cap(whole)}: the split", bullets, notes, None)], sub=sub)
    elif form == 1:
        f0 = lambda x: f"{name} → {x}% of {whole}"
        bullets = [(Claim(f0(st), tw(f0)), [Claim(f"{S(v)} of {S(tot)}")])]
        key = Claim(f"{name} alone carries {fw} of {whole}.", [("false_bound", f"{name} alone carries {fbad} of "
                                                                               f"{whole}.")]) if fw else None
        book.deck(t.db, t.rid, "per_unit", f"Concentration: {whole}", [(f"{cap(whole)}, by share", bullets, [], key)],
                  sub=sub, nxt=k % 2 == 0)
    else:
        pw, ps = pct_words(100 * s, k)
        cw, cs = pct_words(100 - 100 * s, k)
        bullets = [Claim(f"{name}: {S(v)}"), Claim(f"Total: {S(tot)}")]
        notes = [Claim(f"In other words, {name} accounts for {pw} of {whole}.",
                       [off(t, "complement", f"In other words, {name} accounts for {cw} of {whole}.", 100 * s, cs, 0,
                            approx=True, real=True) if cw else None])]
        book.deck(t.db, t.rid, "per_unit", f"{name} and {whole}", [(f"{name}'s slice", bullets, notes, None)], sub=sub)


def d_top(book, t, col, m, k, noun, grp, cash=False, d=0, unit="", label=None, sub=None):
    """The top m rows together and their share of the total."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = pc(s)
    names = ", ".join(L(x) for x in order)
    anded = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    fw, fbad = frac_words(s / 100)
    comp = lambda fmt: off(t, "complement", fmt(w(100 - s, sd)), s, 100 - s, sd, real=True)
    if k % 2 == 0:
        f0 = lambda x: f"Top {m} {grp} → {x}% of {noun}"
        ttl = Claim(f0(st), [comp(f0)])
        f1 = lambda x: f"Combined: {x} of {S(tot)}"
        bullets = [Claim(names), Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))])]
        book.deck(t.db, t.rid, "per_unit", ttl, [(f"Concentration of {noun}", bullets, [], None)], sub=sub)
    else:
        f0 = lambda x: f"Top {m} = {x}"
        f1 = lambda x: f"≈ {x}% of the {S(tot)} total"
        bullets = [(Claim(f0(S(sm)), [off(t, "off", f0(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
                    [Claim(f1(st), [comp(f1)])]), Claim(f"Led by {L(order[0])}")]
        notes = [Claim(f"{anded} together make up {fw} of {noun}.",
                       [("false_bound", f"{anded} together make up {fbad} of {noun}.")])] if fw else []
        book.deck(t.db, t.rid, "per_unit", f"{cap(noun)}: how concentrated?", [(f"Top {m} {grp}", bullets, notes, None)],
                  sub=sub, nxt=k % 3 == 0)


def num_few(v, d):
    for dd in (d, max(d - 1, 0), d + 1, d + 2):
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{v:,.{dd}f}", dd
    return num(v, d)


def conv_claim(t, key, col, fmt, src_d, factor, dst_d, bads, approx=False, vfmt=None):
    """fmt(value shown, converted shown); twin: the first wrong factor whose figure is far from the true one and
    from every value of the result."""
    v = t[key][col]
    c = v * factor
    ct, cd = num_few(c, dst_d)
    vt = vfmt(v) if vfmt else n(v, src_d)
    tw = None
    for f in tuple(bads) + tuple(factor * x for x in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 10, 0.1)):
        tw = off(t, "wrong_factor", fmt(vt, w(v * f, cd)), c, v * f, cd, approx=approx, alts=[])
        if tw:
            break
    return Claim(fmt(vt, ct), [tw])


def d_conv(book, t, title, head, claims, notes=(), key=None, sub=None, nxt=True):
    book.deck(t.db, t.rid, "conversion", title, [(head, list(claims), list(notes), key)], sub=sub, nxt=nxt)


def d_empty(book, db, question, sql, title, head, ack, bad, bullets=(), sub=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.deck(db, rid, "zero_ident", title, [(head, [Claim(ack, [("count_over_empty", bad)])] + list(bullets), [], None)],
              sub=sub, derived=False)


def d_ident(book, t, title, head, text, good, bad, bullets=(), notes=(), sub=None):
    assert bad != good and good in text, (text, good)
    c = Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])
    book.deck(t.db, t.rid, "zero_ident", title, [(head, [c] + list(bullets), list(notes), None)], sub=sub,
              derived=False)


def d_plain(book, t, title, head, bullets, notes=(), key=None, sub=None, nxt=True):
    book.deck(t.db, t.rid, "plain", title, [(head, list(bullets), list(notes), key)], sub=sub, derived=False, nxt=nxt)


def d_rank(book, t, col, k, noun, grp, cash=False, d=0, unit="", label=None, sub=None):
    """Ranks #1 to #3; twin: the next row's value."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]

    def nb(i, fmt):
        if S(v[i + 1]) == S(v[i]):
            return None
        return off(t, "neighbour_row", fmt(S(v[i + 1])), v[i], v[i + 1], D(v[i]), real=True)

    if k % 2 == 0:
        bullets = [Claim(f"#1 {L(order[0])} — {S(v[0])}", [nb(0, lambda x: f"#1 {L(order[0])} — {x}")]),
                   Claim(f"#2 {L(order[1])} — {S(v[1])}"), Claim(f"#3 {L(order[2])} — {S(v[2])}")]
        d_plain(book, t, f"{cap(noun)}: the leaderboard", f"Top {plural(grp)} by {noun}", bullets, sub=sub)
    else:
        f0 = lambda x: f"{L(order[1])} came in second on {noun} with {x}, behind {L(order[0])} at {S(v[0])}."
        bullets = [Claim(f"{L(order[0])}, {L(order[1])}, {L(order[2])} lead on {noun}"),
                   Claim(f"#3 {L(order[2])}: {S(v[2])}")]
        d_plain(book, t, f"Who leads on {noun}", f"Ranking {plural(grp)}", bullets,
                notes=[Claim(f0(S(v[1])), [nb(1, f0)])], sub=sub, nxt=False)


# ---------------------------------------------------------------------------
# northwind: reps, ship countries, months, categories, products
# ---------------------------------------------------------------------------

LINE = "od.unit_price * od.quantity * (1 - od.discount)"
Y97 = "extract(year FROM o.order_date) = 1997"
JA97 = "o.order_date >= '1997-01-01' AND o.order_date < '1997-05-01'"
JA98 = "o.order_date >= '1998-01-01' AND o.order_date < '1998-05-01'"
MON = {"1997-09": "Sep 1997", "1997-10": "Oct 1997", "1997-11": "Nov 1997", "1997-12": "Dec 1997",
       "1998-01": "Jan 1998", "1998-02": "Feb 1998", "1998-03": "Mar 1998", "1998-04": "Apr 1998"}


def northwind(book):
    rp = table("northwind", "Per sales rep: net sales for January to April of 1997 and of 1998, and 1997's net sales, "
               "orders and units?",
               f"SELECT e.last_name AS rep, round(sum({LINE}) FILTER (WHERE {JA97})::numeric, 2) AS jan_apr_1997, "
               f"round(sum({LINE}) FILTER (WHERE {JA98})::numeric, 2) AS jan_apr_1998, "
               f"round(sum({LINE}) FILTER (WHERE {Y97})::numeric, 2) AS net_1997, "
               f"count(DISTINCT o.order_id) FILTER (WHERE {Y97}) AS orders_1997, "
               f"sum(od.quantity) FILTER (WHERE {Y97}) AS units_1997 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 4 DESC")
    sub = "1997 net sales, after discounts"
    d_cmp(book, rp, "net_1997", "Peacock", "Leverling", 0, "1997 net sales", cash=True, head="Revenue by rep", sub=sub)
    d_cmp(book, rp, "net_1997", "Davolio", "Fuller", 1, "1997 net sales", cash=True, head="Mid-table reps")
    d_cmp(book, rp, "net_1997", "Davolio", "Buchanan", 2, "1997 net sales", cash=True, head="Spread across the team")
    d_cmp(book, rp, "units_1997", "King", "Suyama", 3, "1997 units", head="Units shipped, 1997")
    lab = ("Jan–Apr 1997", "Jan–Apr 1998")
    d_yoy(book, rp, "Leverling", "jan_apr_1997", "jan_apr_1998", 0, "net sales", *lab, cash=True,
          sub="Like-for-like: first four months of each year")
    d_yoy(book, rp, "Peacock", "jan_apr_1997", "jan_apr_1998", 1, "net sales", *lab, cash=True)
    d_yoy(book, rp, "King", "jan_apr_1997", "jan_apr_1998", 2, "net sales", *lab, cash=True)
    d_yoy(book, rp, "Davolio", "jan_apr_1997", "jan_apr_1998", 3, "net sales", *lab, cash=True)
    d_yoy(book, rp, "Suyama", "jan_apr_1997", "jan_apr_1998", 0, "net sales", *lab, cash=True)
    d_pts(book, rp, "jan_apr_1997", "jan_apr_1998", "Peacock", 0, "Jan–Apr net sales", *lab)
    d_pts(book, rp, "jan_apr_1997", "jan_apr_1998", "Leverling", 1, "Jan–Apr net sales", *lab)
    d_rate(book, rp, "net_1997", "orders_1997", "Peacock", 0, "order", "1997 net sales", cash=True, grp="rep")
    d_rate(book, rp, "net_1997", "orders_1997", "Callahan", 2, "order", "1997 net sales", cash=True, grp="rep")
    d_rate(book, rp, "units_1997", "orders_1997", "Buchanan", 3, "order", "units", d=1, grp="rep")
    d_share(book, rp, "net_1997", "Peacock", 0, "1997 net sales", other="Leverling", cash=True)
    d_top(book, rp, "net_1997", 3, 0, "1997 sales", "reps", cash=True)
    d_rank(book, rp, "jan_apr_1998", 1, "Jan–Apr 1998 net sales", "rep", cash=True)
    tot = sum(rp.col("net_1997"))
    o = sum(rp.col("orders_1997"))
    d_plain(book, rp, Claim(f"1997 in one slide: {mk(tot)} net sales",
                            [off(rp, "off", f"1997 in one slide: {mk(tot * 1.4)} net sales", tot, tot * 1.4, 2)]),
            "The year at a glance",
            [Claim(f"{int(o)} orders across {say(len(rp))} reps",
                   [off(rp, "off", f"{int(o * 1.3)} orders across {say(len(rp))} reps", o, int(o * 1.3), 0)]),
             Claim(f"Peacock #1 at {mk(rp['Peacock']['net_1997'])}",
                   [off(rp, "neighbour_row", f"Peacock #1 at {mk(rp['Leverling']['net_1997'])}",
                        rp["Peacock"]["net_1997"], rp["Leverling"]["net_1997"], 2, real=True)])],
            notes=[Claim(f"Every rep booked at least {say(int(min(rp.col('orders_1997'))))} orders in the year.")])

    ct = table("northwind", "Per ship country: orders, net sales and units in 1997?",
               f"SELECT o.ship_country AS country, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({LINE})::numeric, 2) AS net_sales, sum(od.quantity) AS units "
               f"FROM orders o JOIN order_details od ON od.order_id = o.order_id WHERE {Y97} GROUP BY 1 ORDER BY 3 DESC")
    d_cmp(book, ct, "net_sales", "Germany", "USA", 1, "1997 net sales", cash=True, head="Top two markets")
    d_cmp(book, ct, "net_sales", "Austria", "France", 0, "1997 net sales", cash=True, head="Europe beyond Germany")
    d_rate(book, ct, "net_sales", "orders", "Austria", 1, "order", "1997 net sales", cash=True, grp="country")
    d_rate(book, ct, "units", "orders", "Venezuela", 2, "order", "units", d=1, grp="country")
    d_top(book, ct, "net_sales", 2, 1, "1997 net sales", "countries", cash=True)
    d_share(book, ct, "orders", "Germany", 1, "1997 orders", other="USA")
    d_empty(book, "northwind", "Which 1997 orders were shipped to Japan?",
            f"SELECT o.order_id FROM orders o WHERE {Y97} AND o.ship_country = 'Japan'",
            "Japan: shipments in 1997", "Japan check",
            "Zero orders shipped to Japan in 1997 — no rows returned",
            "12 orders shipped to Japan in 1997, mostly seafood",
            bullets=[Claim("Not an active market in this dataset")])

    mo = table("northwind", "Per month from September 1997 to April 1998: orders and net sales?",
               f"SELECT to_char(o.order_date, 'YYYY-MM') AS month, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({LINE})::numeric, 2) AS net_sales FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-09-01' AND o.order_date < '1998-05-01' "
               "GROUP BY 1 ORDER BY 1")
    L = lambda x: MON[x]
    d_chg(book, mo, "net_sales", "1998-01", "1998-02", 0, "monthly net sales", L("1998-01"), L("1998-02"), cash=True)
    d_chg(book, mo, "orders", "1998-02", "1998-03", 1, "orders", L("1998-02"), L("1998-03"))
    d_chg(book, mo, "net_sales", "1997-11", "1997-12", 2, "net sales", L("1997-11"), L("1997-12"), cash=True)
    d_chg(book, mo, "net_sales", "1997-09", "1998-04", 3, "monthly net sales", L("1997-09"), L("1998-04"), cash=True)
    d_chg(book, mo, "net_sales", "1997-10", "1997-11", 0, "net sales", L("1997-10"), L("1997-11"), cash=True)
    d_chg(book, mo, "orders", "1997-12", "1998-01", 2, "orders", L("1997-12"), L("1998-01"))
    d_chg(book, mo, "net_sales", "1998-03", "1998-04", 1, "net sales", L("1998-03"), L("1998-04"), cash=True)
    d_chg(book, mo, "orders", "1997-10", "1997-11", 3, "orders", L("1997-10"), L("1997-11"))
    d_rank(book, mo, "net_sales", 0, "monthly net sales", "month", cash=True, label=L)

    cat = table("northwind", "Per category in 1997: units, net sales, average discount (%) and order lines?",
                f"SELECT c.category_name AS category, sum(od.quantity) AS units, round(sum({LINE})::numeric, 2) "
                "AS net_sales, round(avg(od.discount)::numeric * 100, 2) AS avg_discount_pct, count(*) AS lines "
                "FROM orders o JOIN order_details od ON od.order_id = o.order_id JOIN products p "
                "ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
                f"WHERE {Y97} GROUP BY 1 ORDER BY 3 DESC")
    d_cmp(book, cat, "net_sales", "Dairy Products", "Beverages", 0, "1997 net sales", cash=True,
          head="Category revenue")
    d_ppgap(book, cat, "avg_discount_pct", "Meat/Poultry", "Produce", 0, "average discount")
    d_rate(book, cat, "net_sales", "units", "Meat/Poultry", 0, "unit", "1997 net sales", cash=True, grp="category")
    d_blend(book, cat, "avg_discount_pct", "lines", 0, "discount", "order line", "category", d=2, unit="%",
            per_sfx=" (all lines)")
    d_top(book, cat, "net_sales", 3, 1, "1997 net sales", "categories", cash=True)

    pr = table("northwind", "The ten products with the most net sales in 1997, with units?",
               f"SELECT p.product_name AS product, sum(od.quantity) AS units, round(sum({LINE})::numeric, 2) AS net_sales "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id JOIN products p "
               f"ON p.product_id = od.product_id WHERE {Y97} GROUP BY 1 ORDER BY 3 DESC LIMIT 10")
    d_cmp(book, pr, "net_sales", "Côte de Blaye", "Raclette Courdavault", 3, "1997 net sales", cash=True,
          head="Hero products")
    d_rate(book, pr, "net_sales", "units", "Côte de Blaye", 1, "unit", "net sales", cash=True, grp="product")



def d_within(book, t, part_col, whole_col, key, k, part, whole, label=None, sub=None):
    """One row's part over its own whole ("170 of 514 heroes are villains, 33%"); twins: the complement, the
    row's share of the column's parts (the wrong total), a false fraction in words."""
    v, tot = t[key][part_col], t[key][whole_col]
    s = 100 * v / tot
    name = label or key
    st, sd = pc(s)
    wt_ = 100 * v / sum(t.col(part_col))
    fw, fbad = frac_words(s / 100)
    f0 = lambda x: f"{name}: {int(v):,} of {int(tot):,} {whole} are {part} ({x}%)"
    tw = [off(t, "complement", f0(w(100 - s, sd)), s, 100 - s, sd, real=True),
          off(t, "wrong_total", f0(w(wt_, sd)), s, wt_, sd, real=True)]
    bullets = [Claim(f0(st), tw)]
    notes = [Claim(f"Put differently, {fw} of {name.lower()} {whole} are {part}.",
                   [("false_bound", f"Put differently, {fbad} of {name.lower()} {whole} are {part}.")])] if fw else []
    book.deck(t.db, t.rid, "per_unit", f"{cap(part)} among {name.lower()} {whole}" if k % 2 else f"{name}: the {part} mix",
              [(f"{cap(part)} rate", bullets, notes, None)], sub=sub, nxt=k % 2 == 0)


# ---------------------------------------------------------------------------
# chinook: artists, media types, genres, years, support reps, billing countries
# ---------------------------------------------------------------------------


def chinook(book):
    ar = table("chinook", "The ten artists with the most revenue: revenue, units and distinct tracks sold?",
               "SELECT ar.name AS artist, round(sum(il.unit_price * il.quantity), 2) AS revenue, sum(il.quantity) AS units, "
               "count(DISTINCT il.track_id) AS tracks_sold FROM invoice_line il JOIN track t ON t.track_id = il.track_id "
               "JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    sub = "All-time store revenue, top ten artists"
    d_cmp(book, ar, "revenue", "Iron Maiden", "U2", 0, "revenue", cash=True, head="Top artists by revenue", sub=sub)
    d_cmp(book, ar, "revenue", "Lost", "The Office", 3, "revenue", cash=True, head="TV content")
    d_rate(book, ar, "revenue", "units", "Lost", 0, "unit", "revenue", cash=True, grp="artist")
    d_rate(book, ar, "revenue", "units", "The Office", 2, "unit", "revenue", cash=True, grp="artist")
    d_share(book, ar, "revenue", "Iron Maiden", 0, "top-10 artist revenue", other="U2", cash=True)
    d_top(book, ar, "revenue", 4, 1, "top-10 artist revenue", "artists", cash=True)

    mt = table("chinook", "Per media type: tracks, average length in ms, average size in bytes and revenue?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "round(avg(t.bytes)) AS avg_bytes, (SELECT coalesce(sum(il.unit_price * il.quantity), 0) "
               "FROM invoice_line il JOIN track t2 ON t2.track_id = il.track_id "
               "WHERE t2.media_type_id = m.media_type_id) AS revenue "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id "
               "GROUP BY m.media_type_id, m.name ORDER BY 2 DESC")
    d_conv(book, mt, "Track length by format", "MPEG audio",
           [conv_claim(mt, "MPEG audio file", "avg_ms", lambda v, c: f"Avg MPEG track: {v} ms ≈ {c} min", 0, 1 / 60000, 1,
                       (1 / 1000, 1 / 3600000, 1 / 6000)),
            Claim(f"{int(mt['MPEG audio file']['tracks']):,} tracks in the format")],
           notes=[Claim("That is a little over four minutes, a typical radio-length song.")])
    d_conv(book, mt, "Video is a different animal", "Protected MPEG-4 video",
           [conv_claim(mt, "Protected MPEG-4 video file", "avg_ms", lambda v, c: f"Avg video: {v} ms → ~{c} min", 0,
                       1 / 60000, 0, (1 / 1000, 1 / 3600000, 1 / 6000), approx=True),
            conv_claim(mt, "Protected MPEG-4 video file", "avg_bytes", lambda v, c: f"Avg file size: {v} bytes ≈ {c} MB",
                       0, 1e-6, 0, (1e-9, 1e-5, 1e-3))], nxt=False)
    d_conv(book, mt, "Storage per track", "File sizes, audio",
           [conv_claim(mt, "MPEG audio file", "avg_bytes", lambda v, c: f"MPEG audio: {v} bytes per track (≈ {c} MB)", 0,
                       1e-6, 1, (1e-9, 1e-5, 1e-3)),
            conv_claim(mt, "Protected AAC audio file", "avg_bytes",
                       lambda v, c: f"Protected AAC: {v} bytes (≈ {c} MB)", 0, 1e-6, 1, (1e-9, 1e-5, 1e-3))],
           key="AAC files are roughly half the size of MPEG audio.")
    d_share(book, mt, "tracks", "MPEG audio file", 1, "the catalogue", label="MPEG audio")
    d_cmp(book, mt, "revenue", "Protected MPEG-4 video file", "Protected AAC audio file", 0, "revenue", cash=True,
          label=lambda x: {"Protected MPEG-4 video file": "Video", "Protected AAC audio file": "Protected AAC"}[x],
          head="Revenue by format")

    gn = table("chinook", "Per genre: tracks, total running time in ms and total size in bytes, largest genres first?",
               "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS total_ms, sum(t.bytes) AS total_bytes "
               "FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    rock_ms = gn["Rock"]["total_ms"]
    d_conv(book, gn, "Rock: how much listening?", "Catalogue depth",
           [Claim(f"{int(gn['Rock']['tracks']):,} Rock tracks"),
            conv_claim(gn, "Rock", "total_ms", lambda v, c: f"~{v} ms of audio → ≈ {c} hours", 0, 1 / 3600000, 0,
                       (1 / 60000, 1 / 360000, 1 / 1000), vfmt=lambda v: f"{num(v / 1e6, 0)[0]}M")],
           notes=[Claim(f"Put differently, that is roughly {say(round(rock_ms / 3600000 / 24))} days of continuous "
                        f"play.")] if abs(rock_ms / 86400000 - round(rock_ms / 86400000)) < 0.3 else [])
    lat = gn["Latin"]
    d_conv(book, gn, "Latin catalogue in hours", "Latin",
           [conv_claim(gn, "Latin", "total_ms", lambda v, c: f"Latin: {v} ms ≈ {c} hrs", 0, 1 / 3600000, 1,
                       (1 / 60000, 1 / 360000, 1 / 1000)),
            Claim(f"Across {int(lat['tracks'])} tracks")], nxt=False)
    gb = gn["Rock"]["total_bytes"] / 1e9
    gt, gd = num(gb, 1)
    d_conv(book, gn, "Storage footprint: Rock", "Disk usage",
           [Claim(f"Rock: ~{gt}B bytes"),
            conv_claim(gn, "Rock", "total_bytes", lambda v, c: f"{v} bytes = {c} GB on disk", 0, 1e-9, 1,
                       (1e-8, 1e-6, 1e-10))])

    yr = table("chinook", "Per year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    d_chg(book, yr, "revenue", "2024", "2025", 0, "revenue", cash=True)
    d_chg(book, yr, "revenue", "2021", "2022", 2, "revenue", cash=True)
    d_chg(book, yr, "revenue", "2022", "2023", 1, "revenue", cash=True)
    d_chg(book, yr, "revenue", "2023", "2024", 3, "revenue", cash=True)
    d_rate(book, yr, "revenue", "invoices", "2025", 2, "invoice", "revenue", cash=True, grp="year")
    ty = sum(yr.col("revenue"))
    d_plain(book, yr, Claim(f"Five years of sales: {usd(ty)}",
                            [off(yr, "off", f"Five years of sales: {usd(ty * 1.35)}", ty, ty * 1.35, 2)]),
            "Revenue, 2021–2025",
            [Claim(f"Best year: 2022 at {usd(yr['2022']['revenue'])}",
                   [off(yr, "neighbour_row", f"Best year: 2022 at {usd(yr['2023']['revenue'])}", yr["2022"]["revenue"],
                        yr["2023"]["revenue"], 2, real=True)]),
             Claim(f"{int(sum(yr.col('invoices')))} invoices in total")])

    sr = table("chinook", "Per support rep: customers, invoices, and revenue in 2024 and 2025?",
               "SELECT e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS revenue_2024, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS revenue_2025 "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 5 DESC")
    d_yoy(book, sr, "Park", "revenue_2024", "revenue_2025", 0, "revenue", "2024", "2025", cash=True)
    d_yoy(book, sr, "Peacock", "revenue_2024", "revenue_2025", 2, "revenue", "2024", "2025", cash=True)
    d_pts(book, sr, "revenue_2024", "revenue_2025", "Park", 1, "rep revenue", "2024", "2025")
    d_pts(book, sr, "revenue_2024", "revenue_2025", "Peacock", 0, "rep revenue", "2024", "2025")
    d_rate(book, sr, "invoices", "customers", "Johnson", 0, "customer", "invoices", d=2, grp="rep")
    d_cmp(book, sr, "revenue_2025", "Park", "Johnson", 3, "2025 revenue", cash=True, head="Support reps, 2025")

    bc = table("chinook", "The ten billing countries with the most revenue: invoices, customers and revenue?",
               "SELECT billing_country AS country, count(*) AS invoices, count(DISTINCT customer_id) AS customers, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC LIMIT 10")
    d_cmp(book, bc, "revenue", "USA", "Canada", 1, "revenue", cash=True, head="North America")
    d_cmp(book, bc, "revenue", "France", "Germany", 0, "revenue", cash=True, head="Europe's big two")
    d_rate(book, bc, "revenue", "customers", "Chile", 2, "customer", "revenue", cash=True, grp="country")
    d_share(book, bc, "revenue", "USA", 2, "top-10 country revenue", cash=True)
    d_top(book, bc, "revenue", 3, 0, "top-10 country revenue", "countries", cash=True)
    d_empty(book, "chinook", "Which invoices were billed to Japan?",
            "SELECT invoice_id FROM invoice WHERE billing_country = 'Japan'", "Japan: billing check", "Japan",
            "0 invoices billed to Japan — the query came back empty",
            "14 invoices billed to Japan, about $80 in total")


# ---------------------------------------------------------------------------
# superhero: gender, race, powers, names with digits
# ---------------------------------------------------------------------------


HT = "s.height_cm BETWEEN 100 AND 300"


def heroes(book):
    gd = table("superhero", "Per gender, for heroes between 100 and 300 cm: heroes, average height and weight, villains?",
               "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_cm, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_kg, count(*) FILTER (WHERE a.alignment = 'Bad') AS villains "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id JOIN alignment a ON a.id = s.alignment_id "
               f"WHERE {HT} GROUP BY 1 ORDER BY 2 DESC")
    d_cmp(book, gd, "heroes", "Male", "Female", 1, "roster size", head="Roster by gender",
          sub="Heroes with a plausible height (100–300 cm)")
    d_cmp(book, gd, "avg_cm", "Male", "Female", 3, "average height", d=1, unit=" cm", head="Height")
    d_within(book, gd, "villains", "heroes", "Male", 0, "villains", "heroes", label="Male")
    d_within(book, gd, "villains", "heroes", "Female", 1, "villains", "heroes", label="Female")
    d_conv(book, gd, "Heights in imperial", "Average height",
           [conv_claim(gd, "Female", "avg_cm", lambda v, c: f"Female heroes: {v} cm ≈ {c} in", 1, IN_PER_CM, 1,
                       (2.54, 1 / 3.048, 0.0328084)),
            conv_claim(gd, "Male", "avg_cm", lambda v, c: f"Male heroes: {v} cm ≈ {c} in", 1, IN_PER_CM, 1,
                       (2.54, 1 / 3.048, 0.0328084))])
    d_conv(book, gd, "Weights for the US audience", "Average weight",
           [conv_claim(gd, "Female", "avg_kg", lambda v, c: f"Female: {v} kg → ~{c} lb", 1, LB_PER_KG, 0,
                       (KG_PER_LB, 1.0, 3.5), approx=True)], nxt=False)

    rc = table("superhero", "The eight largest races (named), for heroes between 100 and 300 cm: heroes, average "
               "height and weight?",
               "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_cm, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_kg FROM superhero s JOIN race r ON r.id = s.race_id "
               f"WHERE r.race <> '-' AND {HT} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    d_conv(book, rc, "Human heroes, imperial", "Humans",
           [conv_claim(rc, "Human", "avg_cm", lambda v, c: f"Avg height {v} cm → {c} in", 1, IN_PER_CM, 1,
                       (2.54, 0.0328084, 1 / 3.048)),
            conv_claim(rc, "Human", "avg_kg", lambda v, c: f"Avg weight {v} kg → {c} lb", 1, LB_PER_KG, 1,
                       (KG_PER_LB, 1.0, 3.5))])
    d_cmp(book, rc, "heroes", "Human", "Mutant", 0, "hero count", head="Races by headcount")
    d_share(book, rc, "heroes", "Human", 0, "heroes in the top eight races", other="Mutant")
    d_blend(book, rc, "avg_cm", "heroes", 1, "height", "hero", "race", d=1, unit=" cm")

    pw = table("superhero", "The eight most common powers: heroes with each?",
               "SELECT sp.power_name AS power, count(*) AS heroes FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    d_cmp(book, pw, "heroes", "Super Strength", "Flight", 3, "heroes with the power", head="Power frequency")
    d_top(book, pw, "heroes", 3, 1, "power assignments in the top eight", "powers")
    d_rank(book, pw, "heroes", 0, "heroes with the power", "power")

    nm = table("superhero", "Which heroes have digits in their names, with height and weight?",
               "SELECT superhero_name, height_cm, weight_kg FROM superhero WHERE superhero_name ~ '[0-9]' "
               "AND height_cm > 0 AND weight_kg > 0 ORDER BY 1")
    d_ident(book, nm, "Heroes with numbers in their names", "Name check",
            f"T-1000: {int(nm['T-1000']['height_cm'])} cm, {int(nm['T-1000']['weight_kg'])} kg", "T-1000", "T-100",
            bullets=[Claim(f"Agent 13: {int(nm['Agent 13']['height_cm'])} cm")])
    d_ident(book, nm, "Roster oddities", "Digits in hero names",
            "Brainiac 5 and 3-D Man both make the list", "Brainiac 5", "Brainiac 7",
            notes=[Claim("The digits here are part of the names, not measurements.")])
    d_empty(book, "superhero", "Which heroes between 100 and 300 cm weigh more than 1,000 kg?",
            f"SELECT s.superhero_name FROM superhero s WHERE {HT} AND s.weight_kg > 1000",
            "Heavyweights check", "Over 1,000 kg",
            "No heroes in the 100–300 cm band weigh over 1,000 kg (zero rows)",
            "Seven heroes in the 100–300 cm band weigh over 1,000 kg")



# ---------------------------------------------------------------------------
# Spider's car_1: continents and makers
# ---------------------------------------------------------------------------

CONT = {"america": "America", "asia": "Asia", "europe": "Europe", "NA": "Unassigned"}
CARS = ("FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
        "JOIN car_makers cm ON cm.id = ml.maker")


def cars(book):
    cn = table("spider_car_1", "Per continent of the maker, for cars with mpg and horsepower recorded: cars, average "
               "mpg, horsepower, weight (lb) and 0-60 time?",
               "SELECT co.continent, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower)::numeric, 1) AS avg_hp, round(avg(cd.weight)::numeric, 0) AS avg_lb, "
               f"round(avg(cd.accelerate)::numeric, 2) AS avg_accel {CARS} "
               "JOIN countries c ON c.countryid = cm.country JOIN continents co ON co.contid = c.continent "
               "WHERE cd.mpg > 0 AND cd.horsepower > 0 GROUP BY 1 ORDER BY 2 DESC")
    L = lambda x: CONT[x]
    sub = "Model years 1970–1982, cars with mpg and hp on file"
    d_cmp(book, cn, "avg_mpg", "asia", "america", 0, "average mpg", d=2, unit=" mpg", label=L, head="Fuel economy",
          sub=sub)
    d_cmp(book, cn, "avg_hp", "america", "europe", 2, "average horsepower", d=1, unit=" hp", label=L,
          head="Power by region")
    d_blend(book, cn, "avg_mpg", "cars", 0, "fuel economy", "car", "region", d=2, unit=" mpg", per_sfx="")
    d_conv(book, cn, "American cars in metric", "Weight",
           [conv_claim(cn, "america", "avg_lb", lambda v, c: f"Avg US-built car: {v} lb → ~{c} kg", 0, KG_PER_LB, 0,
                       (LB_PER_KG, 1.0, 0.3), approx=True),
            Claim(f"{int(cn['america']['cars'])} cars in the sample")], sub=sub)
    d_conv(book, cn, "Asian economy, EU units", "Fuel economy",
           [conv_claim(cn, "asia", "avg_mpg", lambda v, c: f"Asia: {v} mpg ≈ {c} km/L", 2, KMPL_PER_MPG, 1,
                       (1 / KMPL_PER_MPG, KM_PER_MI, 0.264172))], nxt=False)

    mk_ = table("spider_car_1", "The ten makers with the most cars (mpg and horsepower recorded): cars, average mpg, "
                "horsepower, weight (lb) and 0-60 time?",
                "SELECT cm.fullname AS maker, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
                "round(avg(cd.horsepower)::numeric, 1) AS avg_hp, round(avg(cd.weight)::numeric, 0) AS avg_lb, "
                f"round(avg(cd.accelerate)::numeric, 2) AS avg_accel {CARS} WHERE cd.mpg > 0 AND cd.horsepower > 0 "
                "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    d_cmp(book, mk_, "avg_mpg", "Honda", "American Motor Company", 3, "average mpg", d=2, head="Most vs. least frugal")
    d_cmp(book, mk_, "avg_hp", "General Motors", "Honda", 0, "average horsepower", d=1, unit=" hp", head="Power gap")
    d_share(book, mk_, "cars", "General Motors", 0, "cars from the top ten makers", other="Chrysler")
    d_top(book, mk_, "cars", 3, 1, "cars from the top ten makers", "makers")
    d_conv(book, mk_, "Honda: economy in metric", "Honda",
           [conv_claim(mk_, "Honda", "avg_mpg", lambda v, c: f"{v} mpg ≈ {c} km per litre", 2, KMPL_PER_MPG, 2,
                       (1 / KMPL_PER_MPG, KM_PER_MI, 0.264172)),
            Claim(f"{say(int(mk_['Honda']['cars'])).capitalize()} cars in the data")])
    d_rank(book, mk_, "avg_mpg", 1, "average mpg", "maker", d=2)
    my = table("spider_car_1", "Per model year, for cars with mpg and horsepower recorded: cars, average horsepower "
               "and average weight (lb)?",
               "SELECT year AS model_year, count(*) AS cars, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "round(avg(weight)::numeric, 0) AS avg_lb FROM cars_data WHERE mpg > 0 AND horsepower > 0 "
               "GROUP BY 1 ORDER BY 1")
    d_chg(book, my, "avg_hp", "1970", "1980", 0, "average horsepower", d=1, unit=" hp")
    d_chg(book, my, "avg_lb", "1976", "1977", 1, "average weight", unit=" lb")
    d_chg(book, my, "cars", "1980", "1982", 2, "models on file", l1="1980", l2="1982")
    d_chg(book, my, "avg_hp", "1979", "1981", 3, "average horsepower", d=1, unit=" hp")
    d_empty(book, "spider_car_1", "Which cars are 1985 models?", "SELECT id FROM cars_data WHERE year = 1985",
            "1985 models", "Model-year coverage", "Zero cars from model year 1985 — the data stops earlier",
            "Twenty-two cars from model year 1985, mostly Japanese")


# ---------------------------------------------------------------------------
# defog-dev's geography and atis
# ---------------------------------------------------------------------------


def geography(book):
    mt = table("defog_geography", "Every mountain: altitude in metres and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country FROM mountain "
               "ORDER BY 2 DESC")
    d_conv(book, mt, "Everest in feet", "The summit",
           [conv_claim(mt, "Mount Everest", "altitude_m", lambda v, c: f"Mount Everest: {v} m → {c} ft", 0, FT_PER_M, 0,
                       (M_PER_FT, 3.0, 1 / 0.39)),
            Claim("Listed as the highest peak in the table")])
    d_conv(book, mt, "K2 and Annapurna, imperial", "Two peaks in feet",
           [conv_claim(mt, "K2", "altitude_m", lambda v, c: f"K2: {v} m ≈ {c} ft", 0, FT_PER_M, 0,
                       (M_PER_FT, 3.0, 1 / 0.39)),
            conv_claim(mt, "Annapurna", "altitude_m", lambda v, c: f"Annapurna: {v} m ≈ {c} ft", 0, FT_PER_M, 0,
                       (M_PER_FT, 3.0, 1 / 0.39))], nxt=False)
    d_cmp(book, mt, "altitude_m", "Mount Everest", "K2", 2, "altitude", unit=" m", head="Peak heights")
    d_cmp(book, mt, "altitude_m", "Nanga Parbat", "Dhaulagiri", 0, "altitude", unit=" m", head="Pakistan vs. Nepal")
    d_top(book, mt, "altitude_m", 3, 0, "total listed altitude", "peaks")
    nep = sum(1 for x in mt.order if mt[x]["country"] == "Nepal")
    d_plain(book, mt, "Where the peaks are", "Mountains by country",
            [Claim(f"Nepal: {say(nep)} of the {say(len(mt))} peaks"),
             Claim(f"Pakistan: Nanga Parbat ({int(mt['Nanga Parbat']['altitude_m']):,} m) and K2",
                   [off(mt, "neighbour_row", f"Pakistan: Nanga Parbat ({int(mt['Cho Oyu']['altitude_m']):,} m) and K2",
                        mt["Nanga Parbat"]["altitude_m"], mt["Cho Oyu"]["altitude_m"], 0, real=True)])],
            key="The table is dominated by Nepalese peaks.")

    lk = table("defog_geography", "Every lake: area in square kilometres and country?",
               "SELECT lake_name AS lake, area AS area_sq_km, country_name AS country FROM lake ORDER BY 2 DESC")
    d_conv(book, lk, "Lake Superior for US readers", "Area",
           [conv_claim(lk, "Lake Superior", "area_sq_km", lambda v, c: f"Lake Superior: {v} sq km ≈ {c} sq mi", 0,
                       SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344))],
           notes=[Claim("Note the table's areas are far smaller than the real lakes; we report them as recorded.")])
    d_conv(book, lk, "Lake Qinghai in square miles", "Largest lake in the table",
           [conv_claim(lk, "Lake Qinghai", "area_sq_km", lambda v, c: f"{v} sq km → ~{c} sq miles", 0, SQMI_PER_SQKM, 0,
                       (1 / SQMI_PER_SQKM, 0.621371, 1.609344), approx=True)], nxt=False)
    d_share(book, lk, "area_sq_km", "Lake Qinghai", 1, "total lake area", other="Lake Superior")
    d_empty(book, "defog_geography", "Which mountains are higher than 12,000 m?",
            "SELECT mountain_name FROM mountain WHERE mountain_altitude > 12000", "Peaks above 12,000 m",
            "Altitude check", "None — zero mountains clear 12,000 m in the table",
            "Three mountains clear 12,000 m in the table")

    stt = table("defog_geography", "Every state: population, area and country?",
                "SELECT state_name AS state, population, area, country_name AS country FROM state ORDER BY 2 DESC, 1")
    d_cmp(book, stt, "population", "New York", "Texas", 2, "population", head="US states by population")
    d_cmp(book, stt, "area", "Tokyo", "Guangdong", 3, "area", unit=" sq km", head="Largest footprints")
    d_conv(book, stt, "Tokyo's area, imperial", "Tokyo",
           [conv_claim(stt, "Tokyo", "area", lambda v, c: f"Tokyo: {v} sq km ≈ {c} sq mi", 0, SQMI_PER_SQKM, 0,
                       (1 / SQMI_PER_SQKM, 0.621371, 1.609344))])


def atis(book):
    ac = table("defog_atis", "Every aircraft type: seats, range in miles, cruising speed, wing span and length in feet?",
               "SELECT aircraft_code, manufacturer, capacity, range_miles, cruising_speed, wing_span, length "
               "FROM aircraft ORDER BY capacity DESC")
    d_conv(book, ac, "A380 range in km", "A380",
           [conv_claim(ac, "A380", "range_miles", lambda v, c: f"Range: {v} mi → ~{c} km", 0, KM_PER_MI, 0,
                       (1 / KM_PER_MI, 1.852, 1.0), approx=True),
            Claim(f"{int(ac['A380']['capacity'])} seats")])
    d_conv(book, ac, "Regional jets: range", "E190",
           [conv_claim(ac, "E190", "range_miles", lambda v, c: f"E190: {v} miles ≈ {c} km", 0, KM_PER_MI, 0,
                       (1 / KM_PER_MI, 1.852, 1.0))],
           notes=[Claim("Enough for most domestic routes, not transatlantic.")])
    d_cmp(book, ac, "capacity", "A380", "B747", 0, "seats", head="Capacity")
    d_cmp(book, ac, "range_miles", "B777", "E190", 2, "range", unit=" mi", head="Range")
    d_top(book, ac, "capacity", 3, 0, "seats across the fleet list", "types")

    mf = table("defog_atis", "Per manufacturer: aircraft types, total seats and average range in miles?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, round(avg(range_miles)) AS avg_range "
               "FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    d_share(book, mf, "seats", "Airbus", 0, "listed seats", other="Boeing")
    d_cmp(book, mf, "seats", "Airbus", "Boeing", 3, "seats", head="Airbus vs. Boeing")

    fl = table("defog_atis", "Per departure airport: flights?",
               "SELECT from_airport, count(*) AS flights FROM flight GROUP BY 1 ORDER BY 2 DESC")
    d_plain(book, fl, "Departures by airport", "Where flights start",
            [Claim(f"ORD: {say(int(fl['ORD']['flights']))} flights, half the schedule"),
             Claim("JFK and LAX make up the rest")],
            notes=[Claim(f"Only {say(len(fl))} departure airports appear in the data.")], nxt=False)
    d_empty(book, "defog_atis", "Which flights leave from BOS?", "SELECT flight_id FROM flight WHERE from_airport = 'BOS'",
            "Boston departures", "BOS", "No departures from BOS in the data — 0 flights",
            "Boston: 6 departures, all on weekdays")


# ---------------------------------------------------------------------------
# the small ones: concert_singer, tvshow, cre_doc_template_mgt, pets_1,
# battle_death, voter_1, advising, academic
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Every stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY 2 DESC")
    for k, x in enumerate(["Stark's Park", "Bayview Stadium", "Hampden Park"]):
        v, c = sd[x]["average"], sd[x]["capacity"]
        f = 100 * v / c
        ft, fd = pc(f, 1 if f < 10 else 0)
        nb = nbr_of(sd, x)
        fn = 100 * sd[nb]["average"] / sd[nb]["capacity"]
        f0 = lambda z: f"{x}: avg crowd {int(v):,} vs. {int(c):,} capacity → ~{z}% full"
        tw = [off(sd, "complement", f0(w(100 - f, fd)), f, 100 - f, fd, real=True),
              off(sd, "neighbour_row", f0(w(fn, fd)), f, fn, fd, real=True)]
        book.deck(sd.db, sd.rid, "per_unit", f"Stadium utilisation: {x}",
                  [("Fill rate", [Claim(f0(ft), tw)], [], "Plenty of unused capacity on a typical day." if f < 50
                    else None)], nxt=k == 0)
    d_cmp(book, sd, "capacity", "Somerset Park", "Gayfield Park", 2, "capacity", head="Venue size")
    d_cmp(book, sd, "highest", "Stark's Park", "Somerset Park", 0, "record attendance", head="Record crowds")

    tv = table("spider_tvshow", "Every episode: rating, share and viewers in millions?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m FROM tv_series "
               "ORDER BY 4 DESC")
    d_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 2, "viewers (M)", d=2,
          head="Best vs. worst episode")
    d_rank(book, tv, "viewers_m", 0, "viewers (M)", "episode", d=2)
    tvm = sum(tv.col("viewers_m"))
    d_plain(book, tv, Claim(f"Season audience: {n(tvm, 2)}M viewers",
                            [off(tv, "off", f"Season audience: {w(tvm * 1.4, 2)}M viewers", tvm, tvm * 1.4, 2)]),
            "Season totals",
            [Claim(f"{say(len(tv)).capitalize()} episodes"), Claim(f"Avg ≈ {n(tvm / len(tv), 2)}M per episode")])

    dc = table("spider_cre_doc_template_mgt", "Per document: paragraphs?",
               "SELECT d.document_name AS document, count(p.paragraph_id) AS paragraphs FROM documents d "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC, 1")
    zero = sum(1 for x in dc.order if dc[x]["paragraphs"] == 0)
    d_plain(book, dc, "Document content audit", "Paragraphs per document",
            [Claim(f"{say(int(sum(dc.col('paragraphs')))).capitalize()} paragraphs across {say(len(dc))} documents"),
             Claim(f"Customer reviews leads with {say(int(dc['Customer reviews']['paragraphs']))}"),
             Claim(f"{say(zero).capitalize()} documents have none",
                   [words_twin("number_words_wrong_row", f"{say(zero + 4).capitalize()} documents have none", zero,
                               zero + 4)])])
    d_empty(book, "spider_cre_doc_template_mgt", "Which documents have more than five paragraphs?",
            "SELECT d.document_id FROM documents d JOIN paragraphs p ON p.document_id = d.document_id "
            "GROUP BY 1 HAVING count(*) > 5", "Long documents", "Over five paragraphs",
            "Zero documents run past five paragraphs", "Four documents run past five paragraphs")

    pm = table("spider_pets_1", "Per major: students and average age?",
               "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 ORDER BY 2 DESC")
    d_share(book, pm, "students", "600", 0, "students", label="Major 600")
    d_ident(book, pm, "Student body by major", "Largest majors",
            f"Major 600 has {say(int(pm['600']['students']))} students; major 520 has {say(int(pm['520']['students']))}",
            "520", "250")

    bt = table("spider_battle_death", "Per result: battles?",
               "SELECT result, count(*) AS battles FROM battle GROUP BY 1 ORDER BY 2 DESC")
    d_plain(book, bt, "Battle outcomes", "Results",
            [Claim(f"Bulgarian victories: {say(int(bt['Bulgarian victory']['battles']))} of {say(len(bt) and int(sum(bt.col('battles'))))}"),
             Claim("One Latin victory, one truce")],
            notes=[Claim(f"So three-quarters of the battles ended in a Bulgarian win.",
                         [("false_bound", "So barely a third of the battles ended in a Bulgarian win.")])])
    d_empty(book, "spider_voter_1", "Which votes came from Texas?", "SELECT vote_id FROM votes WHERE state = 'TX'",
            "Votes by state: Texas", "TX", "Texas: 0 votes recorded", "Texas: 17 votes recorded, second only to NY")

    dp = table("defog_advising", "Per department: courses, students enrolled, reviews and average clarity?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews, "
               "round(avg(clarity_score), 2) AS clarity FROM course GROUP BY 1 ORDER BY 3 DESC")
    d_rate(book, dp, "reviews", "enrolled", "Computer Science", 3, "student", "reviews", d=2, grp="department")
    au = table("defog_academic", "Per author: papers and citations?",
               "SELECT a.name AS author, count(w.pid) AS papers, coalesce(sum(p.citation_num), 0) AS citations "
               "FROM author a LEFT JOIN writes w ON w.aid = a.aid LEFT JOIN publication p ON p.pid = w.pid "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    d_plain(book, au, "Author impact", "Citations by author",
            [Claim(f"Larry Summers: {say(int(au['Larry Summers']['citations']))} citations from "
                   f"{say(int(au['Larry Summers']['papers']))} papers"),
             Claim(f"Ashish Vaswani: {say(int(au['Ashish Vaswani']['papers']))} papers, "
                   f"{say(int(au['Ashish Vaswani']['citations']))} citations")],
            notes=[Claim("Kempinski and Martin Odersky have no papers in the sample.")], nxt=False)


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book31(), sections, "thirty-second set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
