#!/usr/bin/env python3
"""
plausibility_fresh41.py — a forty-second labelled set for check_answer, written
held out, development since its misses were read: answers the way a language-model analyst replies in a team chat
thread (Slack-style) to a colleague's quick question, over tables spread
across the databases bench/plausibility.sh loads: northwind (stock value,
products and discontinued lines per category; orders, late shipments and days
to ship per employee; orders and freight per month of 1997; orders, customers
and freight per ship country), chinook (tracks, bytes and play time per media
type; tracks and average length per genre; customers and invoices per
country; revenue per quarter), BIRD's superhero (heights and weights per
gender, heroes per alignment and hair colour, powers per hero), Spider's
car_1 (makers and models per continent; weight, horsepower and displacement
per model year), defog-dev's geography (mountains, lakes, state population and
area), atis (aircraft speed, range, payload and weight; minimum connect times;
ground fares at JFK) and advising (enrolment per department, students'
credits), Spider's concert_singer (stadium capacity and attendance), pets_1
(pet weights), battle_death (casualties per battle), tvshow (viewers and
ratings per episode), course_teach (teachers' ages) and voter_1 (votes per
state), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), trying one decimal fewer
first, as a chat reply would). The writing is the chat reply
the other sets lack: short messages, often several in a row (one per line), a
"tl;dr" up front, "fwiw", "so roughly", "ballpark", "quick sanity check",
column names in inline code (`units_in_stock`), dash bullets, figures mixed as
digits and words, approximations that say which side they fall on ("a hair
under 4.5 minutes", "just shy of 40%", "just north of 1,200", "give or take"),
no emoji, and a throwaway closing line ("lmk if you want the full table").
Shapes, as in bench/plausibility_fresh4.py (whose helpers this set reuses,
with fresh7's, fresh10's, fresh16's and fresh29's):
  comparison  gaps, multiples ("2.4x", "about three times"), percent more and
              less between named rows, one row as a share of another
  change      month on month, year on year and quarter on quarter changes in
              percent and absolute terms, shares moving in points
  per_unit    totals over counts ("per order", "per track"), one row against
              the overall rate, weighted averages against plain averages of
              group averages, shares of the total, top rows' share
  conversion  minutes as hours, days as weeks and hours, kg as lb and lb as
              kg, km as miles and miles as km, metres as feet, milliseconds as
              seconds, minutes and hours, bytes as MB and GB, cm as inches
  zero_ident  zero for an empty result, identifiers checked (codes, ids)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points, one row as a
share of the pair instead of the other row), a false bound or multiple in
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
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh10 import Book10, cap, nbr_of, north_of, ratio_words, run, run_set, table
from plausibility_fresh16 import share_words, x_words
from plausibility_fresh29 import plural, poss

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.280839895
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159

CLOSE = ["", "\nlmk if you want the full table", "", "\ncan paste the query in the thread if useful",
         "\nhappy to split it further if that helps", "", "\n(straight from the query, no manual edits)",
         "\nshout if that doesn't match what you're seeing", ""]


class Book41(Book10):
    """fresh10's Book10, with each answer laid out as chat messages: one message a line, the first
    claim of a message starting it, the rest following with a space, and now and then a throwaway
    closing line."""

    def thread(self, db, rid, shape, msgs, derived=True, max_twins=2, close=True):
        claims = []
        for i, m in enumerate(msgs):
            m = [m] if isinstance(m, (str, Claim)) else [x for x in m if x is not None]
            for j, c in enumerate(m):
                c = Claim(c) if isinstance(c, str) else c
                if j == 0 and i > 0:
                    c = Claim("\n" + c.text, [(r, "\n" + x) for r, x in c.wrongs])
                claims.append(c)
        post = CLOSE[(self.cases * 5) % len(CLOSE)] if close else ""
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=post)


# ---------------------------------------------------------------------------
# figures as they go into a chat message
# ---------------------------------------------------------------------------


def shows(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong one shown alike, the decimals to judge a twin by."""
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd)), (lambda v: dd_of(v, d, True))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def round_near(v, steps=None):
    """(shown, text, decimals): the roundest figure within 1.2% of v."""
    a = abs(v)
    shown, d = None, 2
    for step, sd in steps or ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1),
                              (0.01, 2)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            shown, d = s, sd
            break
    if shown is None:
        st, d = num(v, 2)
        shown = float(st.replace(",", ""))
    return shown, f"{shown:,.{d}f}", d


def approx(v, k, unit="", steps=None):
    """A round figure within 1.2% of v, with a hedge that says on which side it falls:
    (fmt, shown, decimals), fmt(x) putting a figure x (and the unit) into the hedge."""
    a = abs(v)
    shown, st, d = round_near(v, steps)
    if abs(shown - v) / a < 0.002:
        form = pick(["roughly {}", "ballpark {}", "about {}", "something like {}"], k)
    elif shown > v:
        form = pick(["a hair under {}", "just shy of {}", "a touch under {}", "not quite {}"], k)
    else:
        form = pick(["a hair over {}", "just north of {}", "a little over {}", "a bit over {}"], k)
    return (lambda x: form.format(x + unit)), st, d


def on_the_nose(v, st):
    """Whether a rounded figure is within 0.2% of v (no side to hedge toward)."""
    return abs(float(st.replace(",", "")) - v) / abs(v) < 0.002


def fig(v, d):
    """(text, decimals): v with d decimals, else one fewer, else more, away from the edge of its rounding."""
    for dd in (d, d - 1, d + 1, d + 2):
        if dd >= 0 and abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{v:,.{dd}f}", dd
    return num(v, d)


def code(c):
    return f"`{c}`"


MULT_WORDS = {2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times", 7: "seven times",
              8: "eight times", 9: "nine times", 10: "ten times"}


def mult_words(r):
    """A multiple in words that is true of r, and one that is clearly false; or (None, None)."""
    m = round(r)
    if 2 <= m <= 10 and abs(r - m) / r < 0.03:
        bad = m + 2 if m <= 5 else m - 3
        return f"about {MULT_WORDS[m]}", f"about {MULT_WORDS[bad]}"
    if 1.8 <= r < 1.97:
        return "just shy of twice", "over three times"
    if 2.8 <= r < 2.97:
        return "just shy of three times", "about five times"
    xw, xbad = x_words(r)
    return xw, xbad


# ---------------------------------------------------------------------------
# shapes, as chat replies
# ---------------------------------------------------------------------------


def ch_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, cc=None):
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
    cc = code(cc or col)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 5
    mw, mbad = mult_words(r)
    if form == 3 and not mw:
        form = 4
    if form == 0:
        f1 = lambda x: f"quick sanity check on {cc}: {A} is at {S(va)}, {B} at {x}"
        f2 = lambda x, y: f"so {A} runs {x}x {B}, i.e. {y}% more"
        msgs = [Claim(f1(S(vb)), [nbr(f1)]),
                Claim(f2(rt, hi), [off(t, "off", f2(w(r * 1.45 + 0.3, rd), hi), r, r * 1.45 + 0.3, rd),
                                   off(t, "wrong_base", f2(rt, w(100 * diff / va, hid)), 100 * diff / vb,
                                       100 * diff / va, hid, real=True)])]
    elif form == 1:
        f1 = lambda x: f"tl;dr {A} is ahead of {B} by {x} on {noun}"
        f3 = lambda x, y: f"- {B}: {x} ({y}% less)"
        msgs = [Claim(f1(S(diff)), [gap(f1, 1.6)]),
                Claim(f"- {A}: {S(va)}"),
                Claim(f3(S(vb), lo), [off(t, "wrong_base", f3(S(vb), w(100 * diff / vb, lod)), 100 * diff / va,
                                          100 * diff / vb, lod, real=True), nbr(lambda x: f3(x, lo))])]
    elif form == 2:
        s = 100 * vb / va
        fmt, st, sd = approx(s, k, "%")
        f1 = lambda x: f"fwiw {B} comes in at {fmt(x)} of {poss(A)} {noun}"
        msgs = [[Claim(f1(st), [off(t, "complement", f1(w(100 - s, sd)), s, 100 - s, sd, approx=True, real=True),
                                off(t, "share_of_pair", f1(w(100 * vb / (va + vb), sd)), s, 100 * vb / (va + vb), sd,
                                    approx=True, real=True)]),
                 Claim(f"({S(vb)} vs {S(va)})", [nbr(lambda x: f"({x} vs {S(va)})")])]]
    elif form == 3:
        f2 = lambda x: f"the gap is {x}, fwiw"
        msgs = [Claim(f"{A} has {mw} the {noun} {B} does: {S(va)} vs {S(vb)}",
                      [("false_bound", f"{A} has {mbad} the {noun} {B} does: {S(va)} vs {S(vb)}"),
                       nbr(lambda x: f"{A} has {mw} the {noun} {B} does: {S(va)} vs {x}")]),
                Claim(f2(S(diff)), [gap(f2, 0.55)])]
    else:
        f1 = lambda x, y: f"{B} trails {A} by {x} on {cc} ({y}% less)"
        f2 = lambda x: f"or if you want it as a ratio, {x} to 1"
        msgs = [Claim(f1(S(diff), lo), [gap(lambda x: f1(x, lo), 1.7),
                                        off(t, "wrong_base", f1(S(diff), w(100 * diff / vb, lod)), 100 * diff / va,
                                            100 * diff / vb, lod, real=True)]),
                Claim(f2(rt), [off(t, "off", f2(w(r * 1.5 + 0.25, rd)), r, r * 1.5 + 0.25, rd)])]
    book.thread(t.db, t.rid, "comparison", msgs)


def ch_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="month on month", cc=None):
    """From one row (a month, a year) to another, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = fig(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    way = "up" if up else "down"
    cc = code(cc or col)

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    if form == 0:
        f1 = lambda x: f"{cc} went from {x} in {l1} to {S(v2)} in {l2}"
        f2 = lambda x: f"so {way} {x}% {tag}"
        f3 = lambda x: f"({'+' if up else '-'}{x} in absolute terms)"
        msgs = [Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(p), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3, 1.7)])]
    elif form == 1:
        f1 = lambda x: f"tl;dr {noun} {way} {x}% {tag}"
        f2 = lambda x: f"- {l1}: {x}"
        msgs = [Claim(f1(p), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)]), Claim(f"- {l2}: {S(v2)}")]
    elif form == 2:
        fmt, st, sd = approx(abs(100 * diff / v1), k, "%")
        f1 = lambda x: f"{l2} was {x} {'higher' if up else 'lower'} than {l1} on {noun}"
        f2 = lambda x: f"that's {x} {'up' if up else 'down'} in percent terms"
        msgs = [Claim(f1(S(abs(diff))), [absd(f1, 0.5)]),
                Claim(f2(fmt(st)), [off(t, "wrong_base", f2(fmt(w(wb, sd))), abs(100 * diff / v1), wb, sd,
                                        approx=True, real=True)])]
    else:
        f1 = lambda x: f"{S(v2)} in {l2} vs {x} in {l1}"
        f2 = lambda x: f"that's a {x}% {'increase' if up else 'decrease'}"
        f3 = lambda x: f"or {x} {'more' if up else 'fewer' if not cash else 'less'} in raw terms"
        msgs = [Claim(f"quick look at {cc}:"), Claim(f1(S(v1)), [nbr(f1)]),
                Claim(f2(p), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3, 1.8)])]
        msgs = [[msgs[0], msgs[1]], [msgs[2], msgs[3]]]
    book.thread(t.db, t.rid, "change", msgs)


def ch_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=False, d=0, unit="", label=None):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = fig(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    f1 = lambda x: f"{name}: {noun} {'up' if up else 'down'} {x}% from {l1} to {l2}"
    f2 = lambda x: f"({code(c1)} {x} -> {code(c2)} {S(v2)})"
    tw = []
    if nb and isinstance(t[nb][c1], float) and S(t[nb][c1]) != S(v1):
        tw.append(off(t, "neighbour_row", f2(S(t[nb][c1])), v1, t[nb][c1], D(v1), real=True))
    msgs = [[Claim(f1(p), [off(t, "wrong_base", f1(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)]),
             Claim(f2(S(v1)), tw)]]
    if k % 2:
        f3 = lambda x: f"net change {'+' if up else '-'}{x}"
        msgs.append(Claim(f3(S(abs(diff))), [off(t, "off", f3(W(abs(diff) * 1.6, D(diff))), abs(diff),
                                                     abs(diff) * 1.6, D(diff))]))
    book.thread(t.db, t.rid, "change", msgs)


def ch_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None):
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
    f1 = lambda x: f"{poss(name)} share of {noun} went {'up' if up else 'down'} {x} points"
    f2 = lambda x: f"({s1t}% in {l1} -> {x}% in {l2})"
    msgs = [Claim(f1(ppt), [off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]),
            Claim(f2(s2t), [off(t, "complement", f2(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)])]
    book.thread(t.db, t.rid, "change", [msgs[0], msgs[1]] if k % 2 else [msgs])


def ch_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            vs_all=False):
    """A total over a count for one row ("per order"); with vs_all, set against the overall rate
    (twin: the plain mean of the rows' rates)."""
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
        fmt = lambda x: f"{name} works out to {x} per {unit}"
        rest = Claim(f"({code(tot_col)} {St(tot)} over {c} {units})")
    elif form == 1:
        fmt = lambda x: f"per {unit} it's {x} for {name}"
        rest = Claim(f"({St(tot)} across {c} {units}, fwiw)")
    else:
        fmt = lambda x: f"- {name}: {x} per {unit}"
        rest = None
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    if form == 2:
        msgs = [Claim(f"{what} per {unit}, quick version:"), main]
    else:
        msgs = [[main, rest]]
    if vs_all:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = (usd(overall, 2), 2) if cash else (n(overall, d) + sfx, dd_of(overall, d))
        ow = (lambda v: wusd(v, 2)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: f"vs {x} per {unit} across all {plural(t.key)} pooled"
        msgs.append(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                  if ow(plain) != ot else None]))
    book.thread(t.db, t.rid, "per_unit", msgs)


def ch_blend(book, t, avg_col, n_col, k, noun, per, grp, d=1, unit="", both=False, cur=""):
    """The weighted average of group averages; twin: the plain mean of the group figures. With both,
    the plain mean is given too, as the plain one."""
    avgs = [t[x][avg_col] for x in t.order if isinstance(t[x][avg_col], float)]
    ns = [t[x][n_col] for x in t.order if isinstance(t[x][avg_col], float)]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, _ = fig(plain, d)
    f1 = lambda x: f"weighted by {code(n_col)}, the overall {noun} comes out to {cur}{x}{unit} per {per}"
    msgs = [Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])]
    if both:
        msgs = [Claim(f"careful with {code(avg_col)} here, the {plural(grp)} are very different sizes"), msgs[0],
                Claim(f"(a plain average of the {say(len(avgs))} {grp} figures would say {cur}{pt}{unit}, which overweights "
                      f"the small ones)")]
    else:
        msgs = [[Claim(f"so roughly:"), msgs[0]],
                Claim(f"that's over {int(sum(ns)):,} {plural(per)} in {say(len(avgs))} {plural(grp)}")]
    book.thread(t.db, t.rid, "per_unit", msgs)


def ch_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None):
    """One row's share of the column total: an exact percent, hedged, or in words."""
    S, W, D = shows(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = fig(100 * s, 1)
    fw, fbad = share_words(s)
    form = k % 3
    if form == 2 and not fw:
        form = 0
    if form == 0:
        f = lambda x: f"{name} is {x}% of {whole} ({S(v)} of {S(tot)})"
        tw = [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            tw.append(off(t, "wrong_total", f(w(100 * v / (v + t[other][col]), sd)), 100 * s,
                          100 * v / (v + t[other][col]), sd, real=True))
        msgs = [Claim(f(st), tw)]
    elif form == 1:
        fmt, at, ad = approx(100 * s, k, "%")
        f = lambda x: f"so {name} is {fmt(x)} of {whole}"
        tw = [off(t, "complement", f(w(100 - 100 * s, ad)), 100 * s, 100 - 100 * s, ad, approx=True, real=True)]
        if other:
            tw.append(off(t, "wrong_total", f(w(100 * v / (v + t[other][col]), ad)), 100 * s,
                          100 * v / (v + t[other][col]), ad, approx=True, real=True))
        msgs = [Claim(f"{code(col)} total is {S(tot)}, {name} has {S(v)}"), Claim(f(at), tw)]
    else:
        f = lambda x: f"{x}%"
        msgs = [[Claim(f"tl;dr {name} is {fw} of {whole}", [("false_bound", f"tl;dr {name} is {fbad} of {whole}")])],
                [Claim(f"{S(v)} out of {S(tot)}, so"),
                 Claim(f(st), [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)])]]
    book.thread(t.db, t.rid, "per_unit", msgs)


def ch_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None):
    """The top m rows together and their share of the total."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    f1 = lambda x: f"top {say(m)} ({names}) add up to {x} of {noun}"
    f2 = lambda x: f"out of {S(tot)} total, so {x}% between them"
    msgs = [Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
            Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])]
    book.thread(t.db, t.rid, "per_unit", [msgs] if k % 2 else msgs)


def ch_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None):
    """One row against the plain average of the rows."""
    S, W, D = shows(cash, d, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    rt, rd = fig(r, 2)
    name = label or key
    f1 = lambda x: f"avg {noun} per {per} is {x} across the {say(len(vals))} of them"
    f2 = lambda x: f"{name} sits at {S(v)}, so {x}x the average"
    msgs = [Claim(f1(S(avg)), [off(t, "off", f1(W(avg * 1.45, D(avg))), avg, avg * 1.45, D(avg))]),
            Claim(f2(rt), [off(t, "off", f2(w(r * 1.5 + 0.2, rd)), r, r * 1.5 + 0.2, rd)])]
    book.thread(t.db, t.rid, "per_unit", msgs)


def ch_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, lead=None, hedge=True, after=None,
            shape="conversion"):
    """A figure with its conversion beside it; twin: the first wrong factor whose figure is far enough off."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    tail = ""
    if hedge:
        hf, ct, cd = approx(c, k)
        show = hf
        if on_the_nose(c, ct) and k % 2 == 0:
            show, tail = (lambda x: x), ", give or take"
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: x
    fmt0 = fmt
    fmt = lambda a, b: fmt0(a, b) + tail
    good = fmt(vt, show(ct))
    tw = None
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1))
    for f in bads:
        tw = off(t, "wrong_factor", fmt(vt, show(w(v * f, cd))), c, v * f, cd, approx=hedge, alts=[])
        if tw:
            break
    msgs = ([Claim(lead)] if lead else []) + [Claim(good, [tw])] + ([after] if after else [])
    book.thread(t.db, t.rid, shape, msgs)


def ch_empty(book, db, question, sql, ack, bad, extra=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.thread(db, rid, "zero_ident", [Claim(ack, [("count_over_empty", bad)])] + list(extra), derived=False)


def ch_ident(book, t, text, good, bad, extra=()):
    assert bad != good and good in text, (text, good)
    book.thread(t.db, t.rid, "zero_ident",
                [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])]
                + list(extra), derived=False)


def ch_plain(book, t, msgs):
    book.thread(t.db, t.rid, "plain", msgs, derived=False)


# ---------------------------------------------------------------------------
# northwind: categories, employees, months of 1997, ship countries in 1998
# ---------------------------------------------------------------------------


def northwind(book):
    cat = table("northwind", "Per category: products, discontinued products, average list price, stock value and "
                "units on order?",
                "SELECT c.category_name AS category, count(*) AS products, "
                "count(*) FILTER (WHERE p.discontinued = 1) AS discontinued, "
                "round(avg(p.unit_price)::numeric, 2) AS avg_price, "
                "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value, "
                "sum(p.units_on_order) AS units_on_order FROM products p JOIN categories c USING (category_id) "
                "GROUP BY 1 ORDER BY 5 DESC")
    ch_cmp(book, cat, "stock_value", "Seafood", "Produce", 0, "stock value", cash=True)
    ch_cmp(book, cat, "stock_value", "Beverages", "Grains/Cereals", 1, "stock value", cash=True)
    ch_cmp(book, cat, "avg_price", "Meat/Poultry", "Seafood", 2, "average list price", cash=True)
    ch_cmp(book, cat, "products", "Confections", "Produce", 3, "products")
    ch_cmp(book, cat, "units_on_order", "Confections", "Beverages", 4, "units on order")
    ch_share(book, cat, "stock_value", "Seafood", 0, "total stock value", other="Beverages", cash=True)
    ch_share(book, cat, "units_on_order", "Confections", 1, "everything on order", other="Condiments")
    ch_share(book, cat, "products", "Confections", 2, "the catalogue")
    ch_top(book, cat, "stock_value", 3, 0, "stock value", cash=True)
    ch_blend(book, cat, "avg_price", "products", 0, "list price", "product", "category", d=2, both=True, cur="$")
    ch_rate(book, cat, "stock_value", "products", "Beverages", 0, "product", "stock value", cash=True, d=2,
            vs_all=True)
    disc = int(sum(cat.col("discontinued")))
    prods = int(sum(cat.col("products")))
    ch_plain(book, cat, [Claim(f"{disc} of the {prods} products are flagged {code('discontinued')} = 1"),
                         Claim(f"Meat/Poultry has {say(cat['Meat/Poultry']['discontinued'])} of them, Beverages "
                               f"{say(cat['Beverages']['discontinued'])}",
                               [words_twin("number_words_wrong_row", f"Meat/Poultry has "
                                           f"{say(cat['Meat/Poultry']['products'])} of them, Beverages "
                                           f"{say(cat['Beverages']['discontinued'])}",
                                           cat["Meat/Poultry"]["discontinued"], cat["Meat/Poultry"]["products"])]),
                         Claim("Seafood, Dairy and Confections have zero")])
    sv = sum(cat.col("stock_value"))
    ch_plain(book, cat, [[Claim(f"tl;dr {usd(sv)} of stock on hand across {say(len(cat))} categories",
                                [off(cat, "off", f"tl;dr {usd(sv * 1.4)} of stock on hand across {say(len(cat))} "
                                     f"categories", sv, sv * 1.4, 2)])],
                         Claim(f"- biggest: Seafood at {usd(cat['Seafood']['stock_value'])}",
                               [off(cat, "neighbour_row", f"- biggest: Seafood at {usd(cat['Beverages']['stock_value'])}",
                                    cat["Seafood"]["stock_value"], cat["Beverages"]["stock_value"], 2, real=True)]),
                         Claim(f"- smallest: Produce at {usd(cat['Produce']['stock_value'])}")])

    em = table("northwind", "Per employee: shipped orders, orders shipped after the required date, average days "
               "from order to shipment?",
               "SELECT e.first_name AS employee, count(*) AS orders, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days FROM orders o "
               "JOIN employees e USING (employee_id) WHERE o.shipped_date IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")
    ch_cmp(book, em, "orders", "Margaret", "Steven", 3, "shipped orders")
    ch_cmp(book, em, "avg_days", "Anne", "Nancy", 4, "days to ship", d=2, unit=" days")
    ch_share(book, em, "late", "Margaret", 0, "all late shipments", other="Janet")
    ch_blend(book, em, "avg_days", "orders", 1, "days to ship", "order", "employee", d=2, unit=" days")
    ch_conv(book, em, "Anne", "avg_days", 0, lambda v, c: f"Anne's orders take {v} days to ship on average, {c} weeks",
            2, 1 / 7, 2, (1 / 5, 1 / 30, 1 / 4), hedge=True)
    ch_conv(book, em, "Michael", "avg_days", 1, lambda v, c: f"- Michael: {v} days avg, so {c} hours door to door",
            2, 24, 0, (12, 60, 8, 1 / 24), lead="in hours, since you asked:", hedge=True)
    ch_conv(book, em, "Steven", "avg_days", 2, lambda v, c: f"Steven is the quickest at {v} days ({c} hours)",
            2, 24, 0, (12, 60, 8), hedge=False)
    lt = em["Margaret"]["late"] / em["Margaret"]["orders"]
    ltt, ltd = fig(100 * lt, 1)
    f = lambda x: f"late rate for Margaret is {x}% ({int(em['Margaret']['late'])} of {int(em['Margaret']['orders'])})"
    ch_plain_shape = "per_unit"
    book.thread(em.db, em.rid, ch_plain_shape,
                [Claim(f"quick sanity check on {code('late')}:"),
                 Claim(f(ltt), [off(em, "off", f(w(100 * lt * 1.7, ltd)), 100 * lt, 100 * lt * 1.7, ltd),
                                off(em, "wrong_total", f(w(100 * em["Margaret"]["late"] / sum(em.col("late")), ltd)),
                                    100 * lt, 100 * em["Margaret"]["late"] / sum(em.col("late")), ltd, real=True)])])
    ch_empty(book, "northwind", "Which orders were shipped by Steven more than 30 days late?",
             "SELECT o.order_id FROM orders o JOIN employees e USING (employee_id) WHERE e.first_name = 'Steven' "
             "AND o.shipped_date - o.required_date > 30",
             "nope, zero of Steven's orders went out more than 30 days late",
             "yep, 3 of Steven's orders went out more than 30 days late")

    mo = table("northwind", "Per month of 1997: orders and freight?",
               "SELECT to_char(order_date, 'YYYY-MM') AS month, count(*) AS orders, round(sum(freight)::numeric, 2) "
               "AS freight FROM orders WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' GROUP BY 1 "
               "ORDER BY 1")
    M = {f"1997-{i:02d}": nm for i, nm in enumerate(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
                                                     "Oct", "Nov", "Dec"], 1)}
    ch_chg(book, mo, "freight", "1997-11", "1997-12", 0, "freight", cash=True, l1="Nov", l2="Dec")
    ch_chg(book, mo, "orders", "1997-01", "1997-12", 1, "orders", l1="Jan", l2="Dec", tag="Jan to Dec")
    ch_chg(book, mo, "freight", "1997-05", "1997-06", 2, "freight", cash=True, l1="May", l2="June")
    ch_chg(book, mo, "freight", "1997-09", "1997-10", 3, "freight", cash=True, l1="Sep", l2="Oct")
    ch_chg(book, mo, "orders", "1997-11", "1997-12", 2, "order count", l1="November", l2="December")
    ch_rate(book, mo, "freight", "orders", "1997-12", 1, "order", "freight", cash=True, d=2, label="December",
            vs_all=True)
    ch_top(book, mo, "freight", 3, 1, "1997 freight", cash=True, label=lambda x: M[x])
    h1 = sum(mo[f"1997-{i:02d}"]["freight"] for i in range(1, 7))
    h2 = sum(mo[f"1997-{i:02d}"]["freight"] for i in range(7, 13))
    p, pd = fig(100 * (h2 - h1) / h1, 1)
    f = lambda x: f"so H2 freight was up {x}% on H1"
    book.thread(mo.db, mo.rid, "change",
                [Claim(f"H1 1997 freight: {usd(h1)}, H2: {usd(h2)}",
                       [off(mo, "off", f"H1 1997 freight: {usd(h1)}, H2: {usd(h2 * 1.3)}", h2, h2 * 1.3, 2,
                            extra=[h1, h2 - h1])]),
                 Claim(f(p), [off(mo, "wrong_base", f(w(100 * (h2 - h1) / h2, pd)), 100 * (h2 - h1) / h1,
                                  100 * (h2 - h1) / h2, pd, real=True)])])
    to = int(sum(mo.col("orders")))
    ch_plain(book, mo, [Claim(f"{to} orders in 1997 all told, {usd(sum(mo.col('freight')))} in freight",
                              [off(mo, "off", f"{int(to * 1.3)} orders in 1997 all told, "
                                   f"{usd(sum(mo.col('freight')))} in freight", to, int(to * 1.3), 0)]),
                        Claim(f"busiest month was Dec with {int(mo['1997-12']['orders'])}",
                              [off(mo, "neighbour_row", f"busiest month was Dec with {int(mo['1997-10']['orders'])}",
                                   mo["1997-12"]["orders"], mo["1997-10"]["orders"], 0, real=True)])])

    sc = table("northwind", "Per ship country in 1998 (top eight by orders): orders, customers and freight?",
               "SELECT ship_country AS country, count(*) AS orders, count(DISTINCT customer_id) AS customers, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders WHERE order_date >= '1998-01-01' "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    ch_cmp(book, sc, "freight", "USA", "Germany", 2, "1998 freight", cash=True)
    ch_cmp(book, sc, "orders", "Brazil", "Sweden", 1, "1998 orders")
    ch_rate(book, sc, "freight", "orders", "Sweden", 2, "order", "1998 freight", cash=True, d=2)
    ch_rate(book, sc, "orders", "customers", "Venezuela", 0, "customer", "1998 orders", d=1)
    ch_share(book, sc, "freight", "USA", 1, "1998 freight in the top eight", other="Germany", cash=True)
    ch_ident(book, sc, f"checked the country codes: {code('ship_country')} = 'UK' gives {int(sc['UK']['orders'])} "
             f"orders in 1998, not 'United Kingdom'", "'UK'", "'GB'")


# ---------------------------------------------------------------------------
# chinook: media types, genres, countries, quarters
# ---------------------------------------------------------------------------

MS_BADS = (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 36000)


def chinook(book):
    md = table("chinook", "Per media type: tracks, total bytes, total milliseconds and average track length?",
               "SELECT m.name AS media_type, count(*) AS tracks, sum(t.bytes) AS bytes, sum(t.milliseconds) AS ms, "
               "round(avg(t.milliseconds)) AS avg_ms FROM track t JOIN media_type m USING (media_type_id) "
               "GROUP BY 1 ORDER BY 2 DESC")
    V, A, P = "Protected MPEG-4 video file", "MPEG audio file", "Protected AAC audio file"
    ch_conv(book, md, V, "bytes", 0, lambda v, c: f"the video files come to {v} bytes, so {c} GB",
            0, 1e-9, 1, (1e-6, 1e-12, 1e-8), hedge=True)
    ch_conv(book, md, P, "bytes", 1, lambda v, c: f"- protected AAC: {v} bytes ({c} MB)", 0, 1e-6, 0,
            (1e-3, 1e-9, 1e-5), lead="storage, quick version:", hedge=False)
    ch_conv(book, md, A, "ms", 2, lambda v, c: f"MPEG audio is {v} ms of play time, {c} hours", 0, 1 / 3.6e6, 0,
            (1 / 60000, 1 / 36000, 1 / 3.6e5, 1 / 1000), hedge=True)
    ch_conv(book, md, A, "avg_ms", 3, lambda v, c: f"avg MPEG audio track is {v} ms, so {c} seconds", 0, 1 / 1000, 0,
            (1 / 60000, 1 / 100, 1 / 10000), hedge=True)
    ch_conv(book, md, V, "avg_ms", 0, lambda v, c: f"fwiw an avg video runs {v} ms, {c} minutes", 0, 1 / 60000, 1,
            (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 100000), hedge=True)
    ch_cmp(book, md, "avg_ms", V, A, 3, "average length", unit=" ms", cc="avg_ms")
    ch_cmp(book, md, "tracks", A, P, 1, "tracks")
    ch_share(book, md, "tracks", A, 2, "the catalogue")
    ch_share(book, md, "bytes", V, 0, "total bytes", other=A)
    ch_blend(book, md, "avg_ms", "tracks", 0, "track length", "track", "media type", d=0, unit=" ms", both=True)

    nt = int(sum(md.col("tracks")))
    ch_plain(book, md, [Claim(f"{nt:,} tracks across {say(len(md))} media types",
                              [off(md, "off", f"{int(nt * 1.3):,} tracks across {say(len(md))} media types", nt,
                                   int(nt * 1.3), 0)]),
                        Claim(f"plain MPEG audio alone is {int(md[A]['tracks']):,} of them",
                              [off(md, "neighbour_row", f"plain MPEG audio alone is {int(md[P]['tracks']):,} of them",
                                   md[A]["tracks"], md[P]["tracks"], 0, real=True)]),
                        Claim(f"and the {code('AAC audio file')} type has just {say(md['AAC audio file']['tracks'])}")])

    gn = table("chinook", "Per genre (top ten by tracks): tracks, average milliseconds and average bytes?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "round(avg(t.bytes)) AS avg_bytes FROM track t JOIN genre g USING (genre_id) "
               "GROUP BY 1 ORDER BY 2 DESC LIMIT 10")
    ch_cmp(book, gn, "avg_ms", "Metal", "Latin", 0, "average track length", unit=" ms")
    ch_cmp(book, gn, "tracks", "Rock", "Latin", 3, "tracks")
    ch_cmp(book, gn, "avg_bytes", "Drama", "TV Shows", 4, "average file size", unit=" bytes")
    ch_conv(book, gn, "Drama", "avg_ms", 1, lambda v, c: f"Drama episodes average {v} ms, {c} minutes", 0, 1 / 60000,
            1, MS_BADS, hedge=True)
    ch_conv(book, gn, "Rock", "avg_ms", 2, lambda v, c: f"a Rock track is {v} ms on average ({c} seconds)", 0,
            1 / 1000, 1, (1 / 60000, 1 / 100, 1 / 10000), hedge=False)
    ch_conv(book, gn, "Classical", "avg_bytes", 3, lambda v, c: f"Classical files avg {v} bytes, {c} MB each",
            0, 1e-6, 1, (1e-3, 1e-9, 1e-5), hedge=True)
    ch_top(book, gn, "tracks", 3, 0, "the top-ten tracks")
    ch_blend(book, gn, "avg_ms", "tracks", 1, "track length", "track", "genre", d=0, unit=" ms")
    ch_plain(book, gn, [Claim(f"{int(sum(gn.col('tracks'))):,} tracks in the top ten genres",
                              [off(gn, "off", f"{int(sum(gn.col('tracks')) * 1.35):,} tracks in the top ten genres",
                                   sum(gn.col("tracks")), int(sum(gn.col("tracks")) * 1.35), 0)]),
                        Claim(f"Blues has {say(gn['Blues']['tracks'])}, Classical {say(gn['Classical']['tracks'])}",
                              [words_twin("number_words_wrong_row", f"Blues has {say(gn['Drama']['tracks'])}, Classical "
                                          f"{say(gn['Classical']['tracks'])}", gn["Blues"]["tracks"],
                                          gn["Drama"]["tracks"])])])

    co = table("chinook", "Per billing country (top eight by revenue): customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC LIMIT 8")
    ch_cmp(book, co, "revenue", "USA", "France", 1, "revenue", cash=True)
    ch_cmp(book, co, "revenue", "Germany", "Portugal", 2, "revenue", cash=True)
    ch_rate(book, co, "revenue", "customers", "Germany", 0, "customer", "revenue", cash=True, d=2, vs_all=True)
    ch_rate(book, co, "revenue", "invoices", "Czech Republic", 1, "invoice", "revenue", cash=True, d=2)
    ch_share(book, co, "customers", "USA", 1, "customers in the top eight", other="Canada")

    qr = table("chinook", "Per quarter since 2024: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int || '-Q' || extract(quarter FROM invoice_date)::int AS quarter, "
               "count(*) AS invoices, sum(total) AS revenue FROM invoice WHERE invoice_date >= '2024-01-01' "
               "GROUP BY 1 ORDER BY 1")
    ch_chg(book, qr, "revenue", "2025-Q3", "2025-Q4", 1, "revenue", cash=True, tag="QoQ", l1="Q3 '25", l2="Q4 '25")
    ch_chg(book, qr, "revenue", "2024-Q3", "2025-Q3", 0, "revenue", cash=True, tag="YoY", l1="Q3 2024",
           l2="Q3 2025")
    ch_chg(book, qr, "revenue", "2024-Q4", "2025-Q1", 3, "revenue", cash=True, l1="Q4 2024", l2="Q1 2025")
    y24 = sum(qr[f"2024-Q{i}"]["revenue"] for i in range(1, 5))
    y25 = sum(qr[f"2025-Q{i}"]["revenue"] for i in range(1, 5))
    p, pd = fig(abs(100 * (y25 - y24) / y24), 1)
    f = lambda x: f"so full-year revenue slipped {x}%"
    book.thread(qr.db, qr.rid, "change",
                [Claim(f"adding up the quarters: 2024 = {usd(y24)}, 2025 = {usd(y25)}",
                       [off(qr, "off", f"adding up the quarters: 2024 = {usd(y24)}, 2025 = {usd(y25 * 0.75)}", y25,
                            y25 * 0.75, 2, extra=[y24, y24 - y25])]),
                 Claim(f(p), [off(qr, "wrong_base", f(w(abs(100 * (y25 - y24) / y25), pd)),
                                  abs(100 * (y25 - y24) / y24), abs(100 * (y25 - y24) / y25), pd, real=True)])])
    ch_empty(book, "chinook", "Which invoices were issued in 2026?",
             "SELECT invoice_id FROM invoice WHERE invoice_date >= '2026-01-01'",
             "nothing for 2026 yet, zero invoices, so the Q4 '25 figure is the latest we've got",
             "2026 has 12 invoices so far, so Q4 '25 isn't the latest")
    top = table("chinook", "The three largest invoices, with ids and customers?",
                "SELECT invoice_id, customer_id, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3")
    i0 = top.order[0]
    ch_ident(book, top, f"biggest single invoice is {code('invoice_id')} {i0} (customer "
             f"{int(top[i0]['customer_id'])}), {usd(top[i0]['total'])}", f"{code('invoice_id')} {i0}",
             f"{code('invoice_id')} {int(i0) + 73}")


# ---------------------------------------------------------------------------
# superhero and car_1
# ---------------------------------------------------------------------------


def heroes(book):
    gd = table("superhero", "Per gender: heroes, heroes with a plausible height and their average height in cm, "
               "heroes with a plausible weight and their average weight in kg?",
               "SELECT g.gender, count(*) AS heroes, count(*) FILTER (WHERE s.height_cm BETWEEN 100 AND 300) AS measured, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 100 AND 300), 1) AS avg_cm, "
               "count(*) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500) AS weighed, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 500), 1) AS avg_kg "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    ch_cmp(book, gd, "avg_kg", "Male", "Female", 0, "average weight", d=1, unit=" kg", label=str.lower)
    ch_cmp(book, gd, "heroes", "Male", "Female", 3, "heroes", label=lambda x: "the " + x.lower() + " roster")
    ch_conv(book, gd, "Male", "avg_kg", 0, lambda v, c: f"male heroes average {v} kg, {c} lb", 1, LB_PER_KG, 0,
            (KG_PER_LB, 2.0, 1.5), hedge=True)
    ch_conv(book, gd, "Female", "avg_cm", 1, lambda v, c: f"- female avg height: {v} cm ({c} in)", 1, IN_PER_CM, 1,
            (2.54, 1 / FT_PER_M, 0.5), lead="in inches for the US folks:", hedge=False)
    ch_conv(book, gd, "Female", "avg_kg", 2, lambda v, c: f"female heroes come in at {v} kg avg, so {c} lb", 1,
            LB_PER_KG, 0, (KG_PER_LB, 1.5, 3.0), hedge=True)
    ch_share(book, gd, "heroes", "Female", 1, "the roster", other="Male", label="female")

    al = table("superhero", "Per alignment: heroes and publishers?",
               "SELECT a.alignment, count(*) AS heroes, count(DISTINCT s.publisher_id) AS publishers "
               "FROM superhero s JOIN alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    ch_cmp(book, al, "heroes", "Good", "Bad", 3, "characters", label=lambda x: f"{code('alignment')} = '{x}'")
    ch_share(book, al, "heroes", "Bad", 0, "aligned characters", other="Good", label="'Bad'")
    ch_share(book, al, "heroes", "Good", 2, "aligned characters", label="'Good'")

    na = int(sum(al.col("heroes")))
    ch_plain(book, al, [Claim(f"{na} characters have an {code('alignment')} set",
                              [off(al, "off", f"{int(na * 1.35)} characters have an {code('alignment')} set", na,
                                   int(na * 1.35), 0)]),
                        Claim(f"only {say(al['Neutral']['heroes'])} of them Neutral")])

    hc = table("superhero", "Per hair colour (top eight): heroes?",
               "SELECT c.colour AS hair, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.hair_colour_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    ch_top(book, hc, "heroes", 3, 0, "the top-eight hair colours")
    ch_cmp(book, hc, "heroes", "Black", "Brown", 2, "heroes", label=lambda x: x.lower() + "-haired")
    ch_cmp(book, hc, "heroes", "Blond", "Red", 3, "heroes", label=lambda x: x.lower())
    ch_plain(book, hc, [Claim(f"fwiw the biggest bucket is '{hc.order[0]}' at {int(hc[hc.order[0]]['heroes'])}",
                              [off(hc, "neighbour_row", f"fwiw the biggest bucket is '{hc.order[0]}' at "
                                   f"{int(hc[hc.order[1]]['heroes'])}", hc[hc.order[0]]["heroes"],
                                   hc[hc.order[1]]["heroes"], 0, real=True)]),
                        Claim("so it's not really a hair colour"),
                        Claim(f"White has {say(hc['White']['heroes'])}, Auburn {say(hc['Auburn']['heroes'])}",
                              [words_twin("number_words_wrong_row", f"White has {say(hc['Red']['heroes'])}, Auburn "
                                          f"{say(hc['Auburn']['heroes'])}", hc["White"]["heroes"], hc["Red"]["heroes"])])])

    pw = table("superhero", "Heroes with the most powers (top eight), with ids?",
               "SELECT s.id, s.superhero_name AS hero, count(*) AS powers FROM hero_power hp "
               "JOIN superhero s ON s.id = hp.hero_id GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 8")
    top = pw.order[0]
    ch_ident(book, pw, f"top of the list is {pw[top]['hero']} ({code('id')} {top}) with "
             f"{int(pw[top]['powers'])} powers", f"({code('id')} {top})", f"({code('id')} {int(top) + 40})")
    ch_avg(book, pw, "powers", pw.order[1], 0, "powers", "hero", label=pw[pw.order[1]]["hero"])
    a, b = pw.order[0], pw.order[3]
    va, vb = pw[a]["powers"], pw[b]["powers"]
    hi, hid = fig(100 * (va - vb) / vb, 1)
    f = lambda x: f"{pw[a]['hero']} has {int(va)} vs {pw[b]['hero']}'s {int(vb)}, so {x}% more"
    book.thread(pw.db, pw.rid, "comparison",
                [Claim(f(hi), [off(pw, "wrong_base", f(w(100 * (va - vb) / va, hid)), 100 * (va - vb) / vb,
                                   100 * (va - vb) / va, hid, real=True)])])
    ch_empty(book, "superhero", "Which heroes are taller than 500 metres?",
             "SELECT id FROM superhero WHERE height_cm > 50000",
             "checked: zero heroes over 500 metres tall, so no unit mix-up at that scale",
             "checked: 4 heroes over 500 metres tall, probably a unit mix-up")


def cars(book):
    ct = table("spider_car_1", "Per continent: car makers and models?",
               "SELECT c.continent, count(DISTINCT m.id) AS makers, count(ml.modelid) AS models FROM continents c "
               "LEFT JOIN countries co ON co.continent = c.contid LEFT JOIN car_makers m ON m.country = co.countryid "
               "LEFT JOIN model_list ml ON ml.maker = m.id GROUP BY 1 ORDER BY 3 DESC, 1")
    ch_cmp(book, ct, "models", "america", "asia", 2, "models", label=cap)
    ch_rate(book, ct, "models", "makers", "america", 1, "maker", "models", d=2, label="America")
    ch_share(book, ct, "makers", "europe", 0, "all makers", other="asia", label="Europe")
    ch_plain(book, ct, [Claim(f"{int(sum(ct.col('makers')))} makers and {int(sum(ct.col('models')))} models in total",
                              [off(ct, "off", f"{int(sum(ct.col('makers')))} makers and "
                                   f"{int(sum(ct.col('models')) * 1.6)} models in total", sum(ct.col("models")),
                                   int(sum(ct.col("models")) * 1.6), 0)]),
                        Claim("africa and australia both show 0")])
    ch_empty(book, "spider_car_1", "Which models come from African makers?",
             "SELECT ml.model FROM model_list ml JOIN car_makers m ON m.id = ml.maker JOIN countries co "
             "ON co.countryid = m.country JOIN continents c ON c.contid = co.continent WHERE c.continent = 'africa'",
             "zero models from African makers, the join comes back empty",
             "11 models from African makers, mostly from one maker")

    yr = table("spider_car_1", "Per model year: cars, average weight in lbs, horsepower and displacement?",
               "SELECT year, count(*) AS cars, round(avg(weight)) AS avg_lbs, round(avg(horsepower)::numeric, 1) "
               "AS avg_hp, round(avg(edispl)::numeric, 1) AS avg_displ FROM cars_data GROUP BY 1 ORDER BY 1")
    ch_chg(book, yr, "avg_lbs", "1979", "1980", 0, "avg weight", unit=" lbs", tag="year on year", l1="'79", l2="'80")
    ch_chg(book, yr, "avg_hp", "1970", "1982", 1, "avg horsepower", d=1, tag="from '70 to '82", l1="1970",
           l2="1982")
    ch_chg(book, yr, "avg_displ", "1973", "1974", 2, "avg displacement", d=1, l1="1973", l2="1974")
    ch_chg(book, yr, "cars", "1972", "1973", 3, "car count", l1="1972", l2="1973")
    ch_conv(book, yr, "1970", "avg_lbs", 0, lambda v, c: f"1970 cars averaged {v} lbs, {c} kg", 0, KG_PER_LB, 0,
            (LB_PER_KG, 0.5, 1 / 3), hedge=True)
    ch_conv(book, yr, "1982", "avg_lbs", 1, lambda v, c: f"- '82 avg weight: {v} lbs ({c} kg)", 0, KG_PER_LB, 0,
            (LB_PER_KG, 0.5, 1 / 3), lead="metric version:", hedge=False)
    ch_conv(book, yr, "1980", "avg_hp", 2, lambda v, c: f"avg 1980 car made {v} hp, {c} kW", 1, 0.745699872, 1,
            (1.341, 0.5, 1.36), hedge=True)
    ch_plain(book, yr, [Claim(f"fwiw {int(sum(yr.col('cars')))} cars over {say(len(yr))} model years"),
                        Claim(f"1973 is the biggest year with {int(yr['1973']['cars'])}",
                              [off(yr, "neighbour_row", f"1973 is the biggest year with {int(yr['1978']['cars'])}",
                                   yr["1973"]["cars"], yr["1978"]["cars"], 0, real=True)]),
                        Claim(f"1974 the smallest at {say(yr['1974']['cars'])}",
                              [words_twin("number_words_wrong_row", f"1974 the smallest at {say(yr['1972']['cars'])}",
                                          yr["1974"]["cars"], yr["1972"]["cars"])])])
    ch_blend(book, yr, "avg_hp", "cars", 1, "horsepower", "car", "model year", d=1, unit=" hp", both=True)
    ch_cmp(book, yr, "avg_lbs", "1970", "1980", 1, "avg weight", unit=" lbs", label=lambda x: f"'{x[2:]}")


# ---------------------------------------------------------------------------
# geography and atis
# ---------------------------------------------------------------------------


def geography(book):
    mt = table("defog_geography", "Every mountain: altitude in metres and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country "
               "FROM mountain ORDER BY 2 DESC")
    ch_conv(book, mt, "Nanga Parbat", "altitude_m", 0, lambda v, c: f"Nanga Parbat is listed at {v} m, {c} ft", 0,
            FT_PER_M, 0, (1 / FT_PER_M, 3.0, 1.5), hedge=True)
    ch_conv(book, mt, "Cho Oyu", "altitude_m", 1, lambda v, c: f"- Cho Oyu: {v} m ({c} ft)", 0, FT_PER_M, 0,
            (1 / FT_PER_M, 3.0, 1.5), lead="in feet:", hedge=False)
    nep = [x for x in mt.order if mt[x]["country"] == "Nepal"]
    sn = sum(mt[x]["altitude_m"] for x in nep) / len(nep)
    f = lambda x: f"the {say(len(nep))} Nepali peaks average {x} m"
    book.thread(mt.db, mt.rid, "per_unit",
                [Claim(f(n(sn, 1)), [off(mt, "off", f(w(sn * 1.3, 1)), sn, sn * 1.3, 1)]),
                 Claim(f"vs {n(sum(mt.col('altitude_m')) / len(mt), 0)} m across all {say(len(mt))}")])

    ch_plain(book, mt, [Claim(f"Everest tops {code('mountain_altitude')} at {n(mt['Mount Everest']['altitude_m'])} m",
                              [off(mt, "neighbour_row", f"Everest tops {code('mountain_altitude')} at "
                                   f"{n(mt['Nanga Parbat']['altitude_m'])} m", mt["Mount Everest"]["altitude_m"],
                                   mt["Nanga Parbat"]["altitude_m"], 0, real=True)]),
                        Claim(f"{say(len(nep))} of the {say(len(mt))} are in Nepal",
                              [words_twin("number_words_wrong_row", f"{say(len(mt))} of the {say(len(mt))} are in Nepal",
                                          len(nep), len(mt))])])

    lk = table("defog_geography", "Every lake: area in sq km and country?",
               "SELECT lake_name AS lake, area AS area_sqkm, country_name AS country FROM lake ORDER BY 2 DESC")
    ch_conv(book, lk, "Lake Superior", "area_sqkm", 2, lambda v, c: f"Lake Superior shows {v} sq km here, {c} sq mi",
            0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, KM_PER_MI), hedge=True)
    ch_cmp(book, lk, "area_sqkm", "Lake Qinghai", "Lake Michigan", 0, "area", unit=" sq km", cc="area")
    us = [x for x in lk.order if lk[x]["country"] == "United States"]
    su = sum(lk[x]["area_sqkm"] for x in us)
    tot = sum(lk.col("area_sqkm"))
    s, sd = fig(100 * su / tot, 1)
    f = lambda x: f"US lakes add up to {n(su)} sq km, {x}% of the {n(tot)} total"
    book.thread(lk.db, lk.rid, "per_unit",
                [Claim(f(s), [off(lk, "complement", f(w(100 - 100 * su / tot, sd)), 100 * su / tot,
                                  100 - 100 * su / tot, sd, real=True)])])

    st = table("defog_geography", "Per state (top ten by population): population and area in sq km?",
               "SELECT state_name AS state, population, area AS area_sqkm FROM state ORDER BY 2 DESC, 1 LIMIT 10")
    ch_rate(book, st, "population", "area_sqkm", "Tokyo", 0, "sq km", "people", d=1, label="Tokyo",
            units="sq km")
    ch_cmp(book, st, "area_sqkm", "Tokyo", "Guangdong", 4, "area", unit=" sq km", cc="area")
    ch_share(book, st, "population", "Ontario", 0, "the top ten's population", other="Ohio")


def atis(book):
    ac = table("defog_atis", "Per aircraft: cruising speed, range in miles, payload and weight in lbs, seats?",
               "SELECT aircraft_code, manufacturer, cruising_speed, range_miles, pay_load, weight, capacity "
               "FROM aircraft ORDER BY 1")
    ch_conv(book, ac, "B787", "range_miles", 0, lambda v, c: f"B787 range is {v} miles, {c} km", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.85), hedge=True)
    ch_conv(book, ac, "A380", "weight", 1, lambda v, c: f"- A380: {v} lbs ({c} kg)", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 1 / 3), lead="kg, since the deck is metric:", hedge=False)
    ch_conv(book, ac, "CRJ200", "cruising_speed", 2, lambda v, c: f"CRJ200 cruises at {v} mph, so {c} km/h", 0,
            KM_PER_MI, 0, (MI_PER_KM, 1.852, 1.0), hedge=True)
    ch_conv(book, ac, "E190", "range_miles", 3, lambda v, c: f"E190 tops out at {v} miles of range ({c} km)", 0,
            KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852), hedge=False)
    ch_cmp(book, ac, "pay_load", "A380", "B747", 3, "payload", unit=" lbs", cc="pay_load")
    ch_cmp(book, ac, "range_miles", "A350", "A320", 1, "range", unit=" mi", cc="range_miles")
    ch_cmp(book, ac, "capacity", "B777", "B787", 0, "seats", cc="capacity")
    ch_rate(book, ac, "weight", "capacity", "B737", 0, "seat", "weight", d=0, sfx=" lbs", units="seats")
    ch_rate(book, ac, "pay_load", "capacity", "A330", 2, "seat", "payload", d=1, sfx=" lbs", units="seats")
    seats = int(sum(ac.col("capacity")))
    ch_plain(book, ac, [Claim(f"tl;dr {say(len(ac))} aircraft types, {seats:,} seats if you add up {code('capacity')}",
                              [off(ac, "off", f"tl;dr {say(len(ac))} aircraft types, {int(seats * 1.4):,} seats if you "
                                   f"add up {code('capacity')}", seats, int(seats * 1.4), 0)]),
                        Claim(f"- biggest: A380, {int(ac['A380']['capacity'])}",
                              [off(ac, "neighbour_row", f"- biggest: A380, {int(ac['B777']['capacity'])}",
                                   ac["A380"]["capacity"], ac["B777"]["capacity"], 0, real=True)]),
                        Claim(f"- smallest: CRJ200, {int(ac['CRJ200']['capacity'])}")])

    ap = table("defog_atis", "Per airport: minimum connect time in minutes?",
               "SELECT airport_code, minimum_connect_time AS mct_min, state_code FROM airport ORDER BY 2 DESC, 1")
    ch_cmp(book, ap, "mct_min", "SFO", "LAX", 2, "minimum connect time", unit=" min", cc="minimum_connect_time")
    tm = sum(ap.col("mct_min"))
    ch_conv(book, ap, "MCO", "mct_min", 1, lambda v, c: f"MCO needs {v} minutes to connect, {c} of an hour", 0, 1 / 60,
            2, (1 / 100, 1 / 24, 1 / 30), hedge=False)
    ch_ident(book, ap, f"the one in GA is ATL with a {int(ap['ATL']['mct_min'])}-minute minimum, the lowest",
             "ATL", "ATN")

    gs = table("defog_atis", "Ground transport from JFK: type and fare?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2 DESC")
    ch_cmp(book, gs, "ground_fare", "Helicopter", "Bus", 3, "fare", cash=True, d=0,
           label=lambda x: "the " + x.lower())
    ch_empty(book, "defog_atis", "Which ground transport options from JFK cost more than $200?",
             "SELECT transport_type FROM ground_service WHERE airport_code = 'JFK' AND ground_fare > 200",
             "nothing over $200 from JFK, zero rows",
             "two options over $200 from JFK, both private")


# ---------------------------------------------------------------------------
# the small ones, and a few shares moving in points
# ---------------------------------------------------------------------------


def small(book):
    sh = table("northwind", "Per shipper: orders in 1997 and in 1998?",
               "SELECT s.company_name AS shipper, count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) "
               "AS orders_1997, count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998 "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    ch_pts(book, sh, "orders_1997", "orders_1998", "Speedy Express", 0, "orders", "1997", "1998")
    ch_pts(book, sh, "orders_1997", "orders_1998", "Federal Shipping", 1, "orders", "1997", "1998")
    ch_yoy(book, sh, "United Package", "orders_1997", "orders_1998", 1, "orders", "1997", "1998 (partial)")
    gy = table("chinook", "Per genre (top six by lines): invoice lines in 2024 and in 2025?",
               "SELECT g.name AS genre, count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS lines_2024, "
               "count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS lines_2025 FROM invoice_line il "
               "JOIN invoice i USING (invoice_id) JOIN track t USING (track_id) JOIN genre g USING (genre_id) "
               "GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 6")
    ch_pts(book, gy, "lines_2024", "lines_2025", "Rock", 0, "lines sold", "2024", "2025")
    ch_yoy(book, gy, "Latin", "lines_2024", "lines_2025", 0, "lines", "2024", "2025")
    ch_yoy(book, gy, "Metal", "lines_2024", "lines_2025", 1, "lines", "2024", "2025")

    dp = table("defog_advising", "Per department: courses, students enrolled and semesters offered?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_semesters) AS semesters "
               "FROM course GROUP BY 1 ORDER BY 3 DESC")
    ch_share(book, dp, "enrolled", "Computer Science", 0, "enrolment", other="Mathematics", label="CS")
    st = table("defog_advising", "Per student: total credits and GPA?",
               "SELECT firstname || ' ' || lastname AS student, total_credit, total_gpa FROM student ORDER BY 1")
    ch_plain(book, st, [Claim(f"John Smith is the outlier on {code('total_credit')} with "
                              f"{int(st['John Smith']['total_credit'])}"),
                        Claim(f"everyone else has {say(st['Jane Doe']['total_credit'])}"),
                        Claim(f"avg GPA across the {say(len(st))} is {n(sum(st.col('total_gpa')) / len(st), 2)}",
                              [off(st, "off", f"avg GPA across the {say(len(st))} is "
                                   f"{w(sum(st.col('total_gpa')) / len(st) * 1.25, 2)}",
                                   sum(st.col("total_gpa")) / len(st), sum(st.col("total_gpa")) / len(st) * 1.25, 2)])])

    sd = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY 2 DESC")
    ch_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 3, "capacity", cc="capacity")
    ch_cmp(book, sd, "average", "Stark's Park", "Somerset Park", 0, "average attendance", cc="average")
    sg = table("spider_concert_singer", "Singers: country and age?",
               "SELECT name, country, age FROM singer ORDER BY age DESC")
    fr = [x for x in sg.order if sg[x]["country"] == "France"]
    fa = sum(sg[x]["age"] for x in fr) / len(fr)
    aa = sum(sg.col("age")) / len(sg)
    f = lambda x: f"the {say(len(fr))} French singers average {x}"
    book.thread(sg.db, sg.rid, "per_unit",
                [Claim(f(n(fa, 1)), [off(sg, "wrong_role", f(n(aa, 1)), fa, aa, 1, real=True)]),
                 Claim(f"vs {n(aa, 1)} for all {say(len(sg))}")])

    pt = table("spider_pets_1", "Every pet: type, age and weight in kg?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    ch_conv(book, pt, "2002", "weight", 0, lambda v, c: f"pet 2002 (dog) weighs {v} kg, {c} lb", 1, LB_PER_KG, 1,
            (KG_PER_LB, 1.5, 3.0), hedge=True)
    ch_conv(book, pt, "2001", "weight", 1, lambda v, c: f"- the cat: {v} kg ({c} lb)", 0, LB_PER_KG, 1,
            (KG_PER_LB, 1.5, 3.0), hedge=False)

    bt = table("spider_battle_death", "Per battle: death records, killed and injured?",
               "SELECT b.name AS battle, count(d.id) AS records, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC, 1")
    ch_share(book, bt, "killed", "Siege of Constantinople", 0, "all deaths", other="Battle of Boruy",
             label="the Siege of Constantinople")
    ch_top(book, bt, "killed", 2, 0, "deaths")
    ch_cmp(book, bt, "killed", "Battle of Boruy", "Battle of Messinopolis", 2, "deaths", cc="killed")
    ch_rate(book, bt, "killed", "records", "Battle of Messinopolis", 0, "record", "deaths", d=1)
    ch_empty(book, "spider_battle_death", "Which battles recorded more than 50 injured?",
             "SELECT b.name FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d "
             "ON d.caused_by_ship_id = s.id GROUP BY b.name HAVING sum(d.injured) > 50",
             "no battle gets past 50 injured, the query returns zero rows",
             "two battles get past 50 injured")

    tv = table("spider_tvshow", "Per episode: rating, share and viewers in millions?",
               "SELECT episode, rating, share, viewers_m FROM tv_series ORDER BY id")
    ch_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 1, "viewers", d=2, unit="M",
           cc="viewers_m")
    ch_chg(book, tv, "viewers_m", "Friendly Skies", "Game Three", 2, "viewers", d=2, unit="M",
           l1="Friendly Skies", l2="Game Three", cc="viewers_m")
    tvv = sum(tv.col("viewers_m"))
    ch_conv(book, tv, "A Love of a Lifetime", "viewers_m", 0,
            lambda v, c: f"the pilot drew {v}M viewers, so {c} people", 2, 1e6, 0, (1e3, 1e5, 1e9), hedge=True)

    te = table("spider_course_teach", "Every teacher: age and hometown?",
               "SELECT name, age, hometown FROM teacher ORDER BY teacher_id")
    ch_avg(book, te, "age", "Kearsley Brown", 0, "age", "teacher")
    ch_plain(book, te, [Claim(f"youngest is Vicente Carretero at {int(te['Vicente Carretero']['age'])}",
                              [off(te, "neighbour_row", f"youngest is Vicente Carretero at "
                                   f"{int(te['Gustaaf Deloor']['age'])}", te["Vicente Carretero"]["age"],
                                   te["Gustaaf Deloor"]["age"], 0, real=True)]),
                        Claim(f"oldest Kearsley Brown at {int(te['Kearsley Brown']['age'])}")])

    vs = table("spider_voter_1", "Per state: votes?",
               "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    ch_empty(book, "spider_voter_1", "Which votes came from Texas?", "SELECT vote_id FROM votes WHERE state = 'TX'",
             "TX has zero votes in the table",
             "TX has 14 votes in the table")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book41(), sections, "forty-second set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
