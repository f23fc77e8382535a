#!/usr/bin/env python3
"""
plausibility_fresh56.py — a fifty-seventh labelled set for check_answer,
written held out: answers laid out as a data analyst's thread on a social
network, the way people post a finding as a numbered thread ("1/5", "2)",
"🧵 1/"): a hook first ("Ran the numbers on freight by shipper 👇"), then a
post or two of one or two sentences each, emoji-bulleted stat lines ("📦
Orders: 830"), a "TL;DR:" post restating a figure, and hashtags at the end
("#dataviz #SQL"), over tables spread across the databases
bench/plausibility.sh loads: northwind (net sales per category in Q1 1997, Q4
1997 and Q1 1998; orders and net sales per employee in 1997; orders and
freight per shipper in January to May of 1997 and of 1998; orders, freight
and days to ship per ship country; the order with the most freight),
chinook (customers, invoices and sales per support rep; invoices and revenue
per year and per quarter; albums, tracks and minutes per artist; the longest
track), BIRD's superhero (heroes, weights and heights per alignment; heroes
per gender and eye colour; heroes per power; the hero with the most
powers), Spider's car_1 (cars, horsepower, mpg, displacement and 0-60 per
cylinder count; models and cars per maker; makers per country),
defog-dev's geography (city populations; states' areas and populations;
elevations), atis (aircraft capacity, range and cruising speed; flights and
flying time per airline; fares per airline), concert_singer (singers per
country), battle_death (killed and injured per battle), tvshow (viewers per
episode), pets_1 (students per major), advising (courses, credits and
enrolment per department), academic (papers per conference), course_teach,
voter_1 and cre_doc_template_mgt, with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx(), here with the
thread's own hedges: "~", "≈", "<", "just over"). The writing is the thread
the other sets lack, in its compact notation: arrows ("↑ 23%", "↓ $1.2k"),
"vs", "YoY", "QoQ", multiples with an "x" ("2.3x"), "k" and "M" suffixes,
"~" for about, "≥" and "<" bounds, "1 in 5", "(n=156)" sample sizes, emoji
bullets, number words now and then, comparisons between named rows ("Beverages
vs Seafood: 2.6x"), changes between periods, per-unit figures ("≈ $5.71 per
invoice"), shares, unit conversions in brackets ("8,000 mi (~12.9k km)"),
zero for an empty result ("zero. nada. none"), identifiers with digits (order,
invoice, track, hero and flight numbers, aircraft codes). The post numbers and
hashtags are part of the style, not claims. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's to fresh47's, fresh50's, fresh52's and
fresh53's):
  comparison  two named rows: multiples ("2.3x", "≥2x", "about double"),
              ratios "to one", margins, percent ahead, one as a share of the
              other
  change      period on period (YoY, QoQ), arrows with percent, in absolute
              terms, as a fraction in words, as a multiple
  per_unit    totals over counts ("≈ $5.71 per invoice"), the blended rate,
              one row against the average, shares (percent, fractions, "1 in
              N", "roughly six in ten")
  conversion  mi/km, m/ft, kg/lb, cu in/litres, mpg/L per 100 km and km/L,
              minutes/hours, mph/km/h, people/millions
  zero_ident  zero for an empty result, identifiers
  plain       cells, counts and column aggregates, sample sizes, number words
Each wrong twin changes ONE claim of a grounded answer, as fresh52's and
fresh53's do (the neighbouring row's value, a real value in the wrong role, a
false multiple, fraction or bound, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, a figure off by more than the rounding shown, a restated figure
far off). A twin is kept only when its figure is far from the true value
(fresh4's rules) and, unless it is a real value in the wrong role, far from
every cell, aggregate, pairwise difference, ratio and share of the result
too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, off
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import in_ten, to_one
from plausibility_fresh45 import ear_mult, every
from plausibility_fresh46 import roundable
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import _edge, mult, nbr_fn, off_f, off_r, plain_off, ptw, words_row
from plausibility_fresh52 import En, _cl

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
FT_PER_CM = 1 / 30.48
L_PER_CUIN = 0.016387064
L100_MPG = 235.214583
KMPL_PER_MPG = 0.425143707
KMH_PER_MPH = 1.609344


# ---------------------------------------------------------------------------
# the thread's own hedges: "~", "≈", "<", "just over"
# ---------------------------------------------------------------------------


def t_hedge(v, shown, k):
    if shown == v:
        return ""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["~", "~", "≈", "~", "≈ "], k)
    if abs(shown) > abs(v):
        return pick(["just under ", "<", "just under ", "a hair under "], k)
    return pick(["just over ", ">", "a bit over ", "just over "], k)


def apx_t(F, v, k, cash=False, unit=""):
    """fresh50's apx() with the thread's hedges ("~$48k", "<1,200", "≈ 5.3M"): (fmt, text, value shown, show)."""
    a = abs(v)
    got = None
    if cash and a >= 1000 and k % 3 != 2:
        got = F.km(v)

        def show(x):
            return F.km(x, True)
    elif not cash and a >= 1e6:
        got = F.mil(v)
        if got:
            got = (got[0].replace(" million", "M"), got[1])

        def show(x):
            g = F.mil(x)
            return (g[0].replace(" million", "M"), g[1]) if g else (f"{x / 1e6:,.1f}M", round(x / 1e6, 1) * 1e6)
    if not got:
        shown, st, d = F.near(v)
        got = (F.cur(st) if cash else st, shown)

        def show(x):
            s2, st2, _ = F.near(x)
            return (F.cur(st2) if cash else st2), s2
    h = t_hedge(v, got[1], k)
    return (lambda x: f"{h}{x}{unit}"), got[0], got[1], show


def again_t(t, F, v, k, tmpl="{}", cash=False, unit="", role="restated_contradicts",
            factors=(1.6, 0.55, 2.2, 0.4, 2.9, 0.3)):
    """A figure said again with the thread's rounding, in tmpl; twin: the figure far off. None when the rounding
    would not differ from the figure."""
    if not v:
        return None
    fmt, tx, val, show = apx_t(F, v, k, cash, unit)
    if not roundable(v, val) and not F.abbr(tx):
        return None
    f = lambda x: tmpl.format(fmt(x))
    return Claim(f(tx), [off_r(t, F, role, f, v, factors, show)])


def pct_t(F, p, k):
    """(fmt, text, decimals, show): a percentage with the thread's hedge ("~19%", "just over 8%")."""
    a = abs(p)
    d = 0 if a >= 3 else 1
    if _edge(a, d):
        d += 1
    s = round(a, d)
    gap = (a - s) * 10 ** d
    if abs(gap) <= 0.22:
        h = pick(["~", "~", "≈", "~"], k)
    elif gap > 0:
        h = pick(["just over ", ">", "a bit over "], k)
    else:
        h = pick(["just under ", "<", "a hair under "], k)
    return (lambda x: f"{h}{F.p(x)}"), F.g(f"{s:,.{d}f}"), d, (lambda x: F.w(x, d))


def per_t(F, r, k, cash=False, unit=""):
    """fresh50's per_s() with the thread's hedges above 1,000."""
    if cash and r < 1000:
        st, dd = F.m(r, 2)
        return st, r, (lambda x: (F.wm(x, dd), round(x, dd))), dd
    if not cash and r < 1000:
        st, dd = F.n(r, 0 if r >= 100 else 1 if r >= 10 else 2)
        return st + unit, r, (lambda x: (F.w(x, dd) + unit, round(x, dd))), dd
    fmt, tx, val, show = apx_t(F, r, k, cash, unit)
    return fmt(tx), val, (lambda x: (fmt(show(x)[0]), show(x)[1])), F.dec(tx)


def E(k=0):
    """fresh52's En, with the percent sign always, as a thread writes it."""
    F = En(k)
    F.pf = "{x}%"
    return F


def arrow(up, k=0):
    return pick(["↑ ", "↑", "📈 "], k) if up else pick(["↓ ", "↓", "📉 "], k)


def one_in(s):
    """A share as "1 in N" in digits, true of s, and a false one; or (None, None)."""
    if s <= 0 or s > 0.55:
        return None, None
    n = round(1 / s)
    if n < 2 or abs(1 / s - n) / (1 / s) > 0.035:
        return None, None
    bad = n * 2 if n <= 6 else max(2, n // 3)
    return f"~1 in {n}", f"~1 in {bad}"


def at_least(r):
    """A bound on a multiple in digits ("≥2x"), true of r and away from its edge, and a false one."""
    m = int(r)
    if m < 2 or r - m < 0.12:
        return None, None
    return f"≥{m}x", f"≥{m + 2}x" if m >= 3 else f"≥{m * 2 + 1}x"


def conv_t(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None):
    """fresh52's conv_claim() with the thread's hedges: a figure with its conversion in brackets; twin: the first
    wrong factor whose figure is far enough off."""
    conv = fn or (lambda x: x * factor)
    c = conv(v)
    vt = F.n(v, src_d)[0]
    if hedged:
        fa, ct, cv, show = apx_t(F, c, k)
        sh = lambda x: fa(x)
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: (F.w(x, cd), round(x, cd))
        sh = lambda x: x
    tw = None
    if fn:
        cands = [b(v) for b in bads]
    else:
        cands = [v * f for f in tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75,
                                                                         4.0, 0.4, 2.5, 0.35, 10, 0.1))
                 + (1 / factor,)]
    for x in cands:
        txt, val = show(x)
        tw = wrong("wrong_factor", fmt(vt, sh(txt)), c, val, F.dec(txt), approx=hedged,
                   clear=[y for y in t.pool if abs(y - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    return Claim(fmt(vt, sh(ct)), [tw])


# ---------------------------------------------------------------------------
# the thread: numbered posts, a hook, emoji stat lines, a TL;DR, hashtags
# ---------------------------------------------------------------------------

NUMS = ["{i}/{n}", "{i})", "{i}/", "{i}/{n}", "({i}/{n})", "{i}/"]
TAGS = ["#dataviz #SQL", "#SQL #analytics", "#datascience", "#dataviz", "#SQL #dataanalytics #BI", "#analytics",
        "#postgres #SQL", "#opendata #dataviz", "#BI #dataviz", "#datanerd"]
CLOSERS = ["", "Follow for more of these.", "", "Queries in the replies.", "", "More tomorrow.", "",
           "Happy to share the SQL.", "", "Thoughts? 👇"]


def P(*cs):
    """A post of one or two sentences."""
    return ("post", None, [_cl(c) for c in cs if c is not None])


def B(*items):
    """A post of emoji-bulleted stat lines: an item is (emoji, claim)."""
    return ("bul", None, [(e, _cl(c)) for e, c in items if c is not None])


def TL(*cs):
    """The TL;DR post."""
    cs = [_cl(c) for c in cs if c is not None]
    return ("tl", None, cs) if cs else None


class Book56(Book10):
    """fresh10's Book10, with each answer laid out as a numbered thread: the hook as post 1, one post a block, the
    emoji stat lines one to a line, the TL;DR with its lead, hashtags and now and then a closer at the end; none of
    the fixed text holds a figure of the result."""

    def item(self, db, rid, shape, hook, blocks, derived=True, max_twins=2):
        k = self.cases
        blocks = [b for b in blocks if b and b[2]]
        n = len(blocks) + 1
        style = pick(NUMS, k * 7 + 3)
        thr = style == "{i}/" and k % 2 and "🧵" not in str(getattr(hook, "text", hook))
        num = lambda i: ("🧵 " if i == 1 and thr else "") + style.format(i=i, n=n)
        claims = [pre_(_cl(hook), "")]
        for j, (kd, _, cs) in enumerate(blocks):
            lab = "\n\n" + num(j + 2) + " "
            if kd == "bul":
                for q, (e, c) in enumerate(cs):
                    claims.append(pre_(c, (lab if q == 0 else "\n") + e + " "))
            elif kd == "tl":
                claims.append(pre_(cs[0], lab + pick(["TL;DR: ", "TL;DR ", "tl;dr: "], k)))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], lab))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        cl = pick(CLOSERS, k * 3 + 1)
        post = "\n" + (cl + " " if cl else "") + pick(TAGS, k * 5 + 2)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=num(1), post=post)


# ---------------------------------------------------------------------------
# shapes, as the thread puts them
# ---------------------------------------------------------------------------


def t_cmp(book, t, col, a, b, k, hook, noun, cash=False, d=0, unit="", label=None, qty="as many", emo="📊",
          field=None, tldr=True, more=()):
    """Two named rows, the larger first, in six layouts; noun names the figure ("orders", "in sales")."""
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
    fl = field or noun.replace("in ", "").replace("of ", "")
    fb = lambda x: f"{B_}: {x} {fl}" if not cash and not unit else f"{B_}: {x}"
    stats = B((emo, f"{A_}: {S(va)} {fl}" if not cash and not unit else f"{A_}: {S(va)}"),
              (emo, Claim(fb(S(vb)), [nbr(fb)])))
    form = k % 6
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
    tl = None
    if form == 0:
        as_ = lambda m: " as" if "times" in m else ""
        blocks = [P(Claim(f"{A_} has {mw}{as_(mw)} {B_}.", [("false_bound", f"{A_} has {mbad}{as_(mbad)} {B_}.")]),
                    pick(["Not close.", "Wild gap tbh.", "Bigger than I expected."], k)),
                  P(again_t(t, F, diff, k, "Gap: {}" + pick([".", " 👀", ""], k), cash, unit, role="off"))]
    elif form == 1:
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"{A_} leads {B_} by {x}"
        f3 = lambda x: f"(↑ {F.p(x)})."
        blocks = [P(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, rel, beh, pd)]))]
        if tldr:
            tl = TL(mult(t, F, r, k, lambda x: f"{A_} = {x} {B_}.", hedged=True)) if r >= 1.25 else None
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{B_} is only {x} of {A_}"
        f2 = lambda x: f"({F.p(x)})."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]),
                    Claim(f2(pt), [ptw(t, F, "complement", f2, s, 100 - s, pd),
                                   ptw(t, F, "share_of_pair", f2, s, 100 * vb / (va + vb), pd)]))]
        if tldr:
            tl = TL(again_t(t, F, diff, k, f"{A_} ahead by {{}}.", cash, unit, role="off"))
    elif form == 3:
        blocks = [P(Claim(f"{A_} vs {B_}: {tw}.", [("false_bound", f"{A_} vs {B_}: {tbad}.")])),
                  P(mult(t, F, r, k, lambda x: f"In numbers: {x}."))]
    elif form == 5:
        blocks = [P(Claim(f"{A_} vs {B_}? {lw} 🔥", [("false_bound", f"{A_} vs {B_}? {lbad} 🔥")]))]
        if tldr:
            tl = TL(mult(t, F, r, k + 1, lambda x: f"{A_} = {x} {B_}."))
    else:
        fmt, pt, pd, show = pct_t(F, rel, k)
        f1 = lambda x: f"{A_} ahead of {B_} by {fmt(x)}"
        f3 = (lambda x: f"— a {x} margin.") if cash or unit else (lambda x: f"— a gap of {x} {fl}.")
        blocks = [P(Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                       alts=[])]),
                    Claim(f3(S(diff)), [gap(f3)]))]
    lay = [stats] + blocks if k % 3 else blocks[:1] + [stats] + blocks[1:]
    book.item(t.db, t.rid, "comparison", hook, lay + [tl] + list(more))


def _move(book, F, t, v1, v2, nbr, k, hook, noun, l1, l2, tag, cash, d, unit, are, emo, more):
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    ar = arrow(up, k)
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
    f1 = lambda x: f"{l1}: {x}"
    stats = B((emo, Claim(f1(S(v1)), [nbr(f1)])), (emo, f"{l2}: {S(v2)}"))
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} {was} {mw} {l1}", f"{noun} in {l2} {was} {mb} {l1}"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {'up' if up else 'down'} {fr}{tg}", f"{noun} {'up' if up else 'down'} {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    tl = None
    if form == 0:
        f2 = lambda y: f"{cap(noun)} {ar}{F.p(y)}{tg}"
        f3 = lambda x: f"({'+' if up else '−'}{x})."
        blocks = [P(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
    elif form == 1:
        blocks = [P(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")]),
                    pick(["Didn't see that coming.", "That's the headline.", "Big move."], k))]
        f2 = lambda y: f"{ar}{F.p(y)}{tg}."
        tl = TL(Claim(f2(pt), [base(f2)]))
    elif form == 2:
        fmt, ht, hd, show = pct_t(F, p, k)
        f5 = lambda x: f"{cap(noun)} {'up' if up else 'down'} {fmt(x)} {l1} → {l2}"
        blocks = [P(Claim(f5(ht), [base(f5, True, show, hd)]),
                    again_t(t, F, abs(diff), k + 1, f"— {arrow(up, k + 1)}{{}}.", cash, unit, role="off"))]
    else:
        f2 = lambda y: f"Δ: {ar}{F.p(y)}{tg}"
        stats = B((emo, Claim(f1(S(v1)), [nbr(f1)])), (emo, f"{l2}: {S(v2)}"), ("📐", Claim(f2(pt), [base(f2)])))
        blocks = [P(pick([f"{'Up' if up else 'Down'} and to the {'right' if up else 'left'}.",
                          "The chart tells the story.", f"{'Growth' if up else 'Decline'} mode."], k))]
        if up and v2 / v1 >= 1.3:
            tl = TL(mult(t, F, v2 / v1, k, lambda x: f"{l2} = {x} {l1}."))
        else:
            tl = TL(again_t(t, F, v2, k, f"{l2} landed at {{}}.", cash, unit))
    lay = [stats] + blocks if k % 2 else blocks + [stats]
    book.item(t.db, t.rid, "change", hook, lay + [tl] + list(more))


def t_chg(book, t, col, p1, p2, k, hook, noun, l1=None, l2=None, tag="", cash=False, d=0, unit="", are=False,
          emo="📅", more=()):
    """A change between two rows (periods) of one column."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, hook, noun, l1 or p1,
          l2 or p2, tag, cash, d, unit, are, emo, more)


def t_yoy(book, t, key, c1, c2, k, hook, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, emo="📅",
          more=()):
    """A change between two columns (periods) of one row."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, hook, noun, l1, l2, tag, cash, d, unit,
          are, emo, more)


def t_rate(book, t, tot_col, cnt_col, key, k, hook, unit, what, cash=False, label=None, sfx="", units=None,
           pooled=None, emo="💰", more=()):
    """A total over a count for one row ("≈ $5.71 per invoice"); with pooled, the blended rate after it (twin: the
    simple mean of the rows' rates)."""
    F = E(k)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_t(F, r, k, cash, sfx)
    stats = B((emo, f"{cap(what)}: {St(tot)}"), ("🔢", f"{cap(units)}: {int(cnt_):,}"))
    form = k % 3
    if form == 0:
        f1 = lambda x: f"That's {x}/{unit} for {name}."
    elif form == 1:
        f1 = lambda x: f"{name}: ≈ {x} per {unit}."
    else:
        f1 = lambda x: f"Per {unit}, {name} comes out at {x}."
    if form == 1 and pt.startswith(("~", "≈", "<", ">")):
        f1 = lambda x: f"{name}: {x} per {unit}."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [P(Claim(f1(pt), tw))]
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
        f = lambda x: f"Across {pooled}: {x}/{unit}, so {name} is {'above' if r > overall else 'below'} the blended " \
                      f"rate {'📈' if r > overall else '📉'}"
        blocks.append(P(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True,
                                          alts=[]) if ow(plain) != ot else None])))
    else:
        blocks.append(P(pick(["Solid unit economics.", "Worth tracking.", "Not bad at all."], k)))
    lay = [stats] + blocks if k % 2 == 0 else blocks[:1] + [stats] + blocks[1:]
    book.item(t.db, t.rid, "per_unit", hook, lay + list(more))


def t_share(book, t, col, key, k, hook, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, emo="🥧", more=()):
    """One row's share of a total, in three layouts; twins: the complement, the share of the wrong total, a false
    fraction, bound, "1 in N" or "N in ten"."""
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
    ow, obad = every(s / 100) if items else (None, None)
    if ow:
        ow, obad = f"{ow} {items}", f"{obad} {items}"
    dw, dbad = one_in(s / 100)
    if dw and items:
        dw, dbad = f"{dw} {items}", f"{dbad} {items}"
    bw, bbad = bound_words(s / 100)
    tw_, tbad_ = in_ten(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    f0 = lambda x: f"{cap(name)}: {x}"
    fs = lambda y: f"Share: {F.p(y)}"
    form = k % 3
    if form == 0:
        stats = B((emo, Claim(f0(S(v)), [nbr(f0)])), ("Σ", f"Total: {S(Tt)}"),
                  ("🎯", Claim(fs(st_), [ptw(t, F, "complement", fs, s, 100 - s, sd), wt(fs, sd)])))
        gw, gb = (dw, dbad) if dw else (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw \
            else (f"{tw_} of {whole}", f"{tbad_} of {whole}") if tw_ else \
            (f"{bw} of {whole}", f"{bbad} of {whole}") if bw else (None, None)
        blocks = [stats, P(Claim(f"So {name} = {gw}.", [("false_bound", f"So {name} = {gb}.")]) if gw else None,
                           pick(["Concentrated much?", "Big slice.", "Punching above its weight."], k))]
    elif form == 1:
        stats = B(("Σ", f"{cap(whole)}: {S(Tt)}"), (emo, Claim(f0(S(v)), [nbr(f0)])))
        f2 = lambda y: f"{name} = {F.p(y)} of {whole}"
        c2 = Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)])
        r = None
        if tw_:
            r = Claim(f"({tw_}).", [("false_bound", f"({tbad_}).")])
        elif dw:
            r = Claim(f"({dw}).", [("false_bound", f"({dbad}).")])
        elif fw:
            r = Claim(f"({fw}).", [("false_bound", f"({fbad}).")])
        blocks = [P(c2, r), stats]
    else:
        fmt, pt, pd, show = pct_t(F, s, k)
        stats = B((emo, Claim(f0(S(v)), [nbr(f0)])), ("Σ", f"{cap(whole)}: {S(Tt)}"))
        f1 = lambda x: f"{name} takes {fmt(x)} of {whole}."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[])])
        r = (Claim(f"TL;DR: {bw} of {whole}.", [("false_bound", f"TL;DR: {bbad} of {whole}.")]) if bw else None) or \
            (Claim(f"TL;DR: {ow}.", [("false_bound", f"TL;DR: {obad}.")]) if ow else None)
        blocks = [stats, P(c1), P(r) if r else None]
    book.item(t.db, t.rid, "per_unit", hook, blocks + list(more))


def t_avg(book, t, col, key, k, hook, noun, per, cash=False, d=0, unit="", label=None, ad=None, emo="📏",
          more=()):
    """One row against the average of the rows: the gap in percent, or as a multiple."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Avg {noun} per {per}: {x}"
    stats = B((emo, f"{cap(name)}: {S(v)}"), ("⚖️", Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5,
                                                                                               0.4),
                                                                         Da(avg), lambda x: Wa(x, Da(avg)))])))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"{name} = {x} the avg {per}.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} sits {arrow(above, k)}{F.p(x)} vs the avg {per}."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [stats, P(c2, pick(["Outlier alert 🚨", "Noted.", "Interesting one."], k))]
    book.item(t.db, t.rid, "per_unit", hook, blocks + list(more))


def t_conv(book, t, key, col, k, hook, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), more=()):
    """A figure with its conversion in brackets, as a stat line or in a post; second: (fmt, src_d, factor, dst_d,
    bads, hedged) for a second conversion of the same figure; facts: (emoji, text) stat lines."""
    F = E(k)
    v = t[key][col]
    c1 = conv_t(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_t(t, F, v, k + 1, *second) if second else None
    if k % 2:
        blocks = [B(*facts, ("📐", c1)), P(c2) if c2 else None]
    else:
        blocks = [B(*facts) if facts else None, P(c1), P(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", hook, [b for b in blocks if b] + list(more))


def t_empty(book, db, question, sql, hook, ack, bad, extra=(), more=()):
    """An empty result ("zero. nada. none"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", hook, [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def t_ident(book, t, hook, text, good, bad, extra=(), stats=None, more=()):
    """A record's identifier (an order, invoice, track or flight number); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", hook,
              [P(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                 *extra), stats] + list(more), derived=False)


def t_plain(book, t, hook, blocks):
    book.item(t.db, t.rid, "plain", hook, [b for b in blocks if b], derived=False)


def cnt(t, fmt, v, F=None):
    """A plain count or aggregate in fmt; twin: the figure off."""
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, F or En(), fmt, v)])


def hk(k, what):
    """A hook with no figure in it."""
    return pick(["Ran the numbers on {w} 👇", "Quick thread on {w} 🧵", "Pulled {w} from the DB. Some surprises 👇",
                 "{W}: a short thread 🧵", "Dug into {w} this morning 👇", "Thread: {w}, by the numbers 📊",
                 "Been looking at {w}. Here's what I found 👇"], k).format(w=what, W=cap(what))


def hkn(t, k, what, n, items=""):
    """A hook with a sample size "(n=830)"; twin: the size off."""
    f = lambda x: pick(["Ran the numbers on {w} (n={x}) 👇", "{W}, n={x}: a short thread 🧵",
                        "Thread on {w} (n={x}) 📊"], k).format(w=what, W=cap(what), x=x + items)
    return Claim(f(f"{n:,.0f}"), [plain_off(t, En(), f, n)])


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def _win(a, b):
    return f"o.order_date >= '{a}' AND o.order_date < '{b}'"


def northwind(book):
    ct = table("northwind", "Per category: products sold, and net sales in Q1 1997, Q4 1997 and Q1 1998?",
               "SELECT c.category_name AS category, count(DISTINCT p.product_id) AS products, "
               f"round(sum({NET}) FILTER (WHERE {_win('1997-01-01', '1997-04-01')})::numeric, 2) AS q1_1997, "
               f"round(sum({NET}) FILTER (WHERE {_win('1997-10-01', '1998-01-01')})::numeric, 2) AS q4_1997, "
               f"round(sum({NET}) FILTER (WHERE {_win('1998-01-01', '1998-04-01')})::numeric, 2) AS q1_1998 "
               "FROM categories c JOIN products p ON p.category_id = c.category_id JOIN order_details od "
               "ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id GROUP BY 1 ORDER BY 5 DESC")
    t_cmp(book, ct, "q1_1998", "Beverages", "Seafood", 0, hk(0, "Northwind sales by category"), "in Q1 '98 sales",
          cash=True, qty="as much", emo="🥤")
    t_cmp(book, ct, "q1_1998", "Confections", "Dairy Products", 1, hk(1, "sweets vs dairy"), "in sales",
          cash=True, emo="🍫")
    t_cmp(book, ct, "q4_1997", "Dairy Products", "Condiments", 2, hk(2, "Q4 '97 by category"), "in sales",
          cash=True, qty="as much", emo="🧀")
    t_cmp(book, ct, "products", "Confections", "Produce", 3, hk(3, "catalogue depth by category"), "products",
          qty="as many products", emo="🛒")
    t_cmp(book, ct, "q1_1997", "Beverages", "Grains/Cereals", 5, hk(4, "Q1 '97 category sales"), "in sales",
          cash=True, emo="🥤")
    t_cmp(book, ct, "q1_1998", "Meat/Poultry", "Produce", 4, hk(5, "meat vs produce"), "in sales", cash=True,
          emo="🥩")
    t_yoy(book, ct, "Seafood", "q1_1997", "q1_1998", 0, hk(6, "Seafood, Q1 vs Q1"), "Seafood sales", "Q1 '97",
          "Q1 '98", tag="YoY", cash=True, are=True, emo="🐟")
    t_yoy(book, ct, "Beverages", "q1_1997", "q1_1998", 1, hk(0, "Beverages YoY"), "Beverage sales", "Q1 '97",
          "Q1 '98", tag="YoY", cash=True, are=True, emo="🥤")
    t_yoy(book, ct, "Produce", "q4_1997", "q1_1998", 2, hk(1, "Produce, quarter on quarter"), "Produce sales",
          "Q4 '97", "Q1 '98", tag="QoQ", cash=True, are=True, emo="🥬")
    t_yoy(book, ct, "Dairy Products", "q4_1997", "q1_1998", 3, hk(2, "Dairy QoQ"), "Dairy sales", "Q4 '97",
          "Q1 '98", tag="QoQ", cash=True, are=True, emo="🧀")
    t_yoy(book, ct, "Condiments", "q1_1997", "q1_1998", 2, hk(3, "Condiments YoY"), "Condiment sales", "Q1 '97",
          "Q1 '98", tag="YoY", cash=True, are=True, emo="🧂")
    t_share(book, ct, "q1_1998", "Beverages", 0, hk(4, "who drives Q1 '98 revenue"), "Q1 '98 sales", cash=True,
            other="Confections", emo="🥤")
    t_share(book, ct, "q4_1997", "Meat/Poultry", 2, hk(6, "Meat/Poultry in Q4 '97"), "Q4 '97 sales", cash=True,
            label="Meat/Poultry", emo="🥩")
    t_rate(book, ct, "q1_1998", "products", "Beverages", 0, hk(0, "sales per product"), "product",
           "Q1 '98 sales", cash=True, units="products", pooled="all 8 categories")
    t_avg(book, ct, "q1_1998", "Grains/Cereals", 2, hk(2, "Grains/Cereals vs the pack"), "Q1 '98 sales",
          "category", cash=True, d=0, emo="🌾")
    t_avg(book, ct, "q1_1998", "Beverages", 1, hk(3, "the Beverages outlier"), "Q1 '98 sales", "category",
          cash=True, d=0, emo="🥤")
    n98 = sum(ct.col("q1_1998"))
    t_plain(book, ct, hk(4, "the Q1 '98 category totals"), [
        B(("📦", cnt(ct, lambda x: f"Categories: {x}", len(ct))),
          ("🔢", cnt(ct, lambda x: f"Products sold: {x}", sum(ct.col("products"))))),
        TL(again_t(ct, En(1), n98, 1, "{} in net sales across the lot.", cash=True))])

    em = table("northwind", "Per employee: orders taken, customers served and net sales in 1997?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, count(DISTINCT o.order_id) AS orders, "
               f"count(DISTINCT o.customer_id) AS customers, round(sum({NET})::numeric, 2) AS sales "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               f"ON od.order_id = o.order_id WHERE {_win('1997-01-01', '1998-01-01')} GROUP BY 1 ORDER BY 4 DESC")
    t_cmp(book, em, "sales", "Margaret Peacock", "Michael Suyama", 1, hkn(em, 1, "1997 sales by rep",
                                                                          sum(em.col("orders")), " orders"),
          "in sales", cash=True, qty="as much", emo="🧑‍💼")
    t_cmp(book, em, "orders", "Janet Leverling", "Steven Buchanan", 0, hk(2, "orders per rep in 1997"), "orders",
          qty="as many orders", emo="🧾")
    t_cmp(book, em, "sales", "Nancy Davolio", "Laura Callahan", 4, hk(3, "Nancy vs Laura"), "in sales",
          cash=True, emo="🧑‍💼")
    t_rate(book, em, "sales", "orders", "Robert King", 2, hk(4, "order values by rep"), "order", "1997 sales",
           cash=True, units="orders", pooled="the 9 reps")
    t_rate(book, em, "sales", "orders", "Laura Callahan", 0, hk(5, "Laura Callahan's order sizes"), "order",
           "1997 sales", cash=True, units="orders")
    t_rate(book, em, "orders", "customers", "Margaret Peacock", 1, hk(6, "repeat business per rep"), "customer",
           "orders", units="customers", emo="🔁")
    t_share(book, em, "sales", "Margaret Peacock", 0, hk(0, "the 1997 sales leaderboard"), "1997 sales",
            cash=True, other="Janet Leverling", emo="🏆")
    t_share(book, em, "orders", "Anne Dodsworth", 2, hk(1, "the smallest book of business"), "orders",
            items="orders", emo="🧾")
    t_avg(book, em, "orders", "Andrew Fuller", 0, hk(2, "Andrew Fuller vs the team"), "orders", "rep", ad=1,
          emo="🧾")
    t_plain(book, em, hk(3, "the 1997 sales team"), [
        B(("👥", cnt(em, lambda x: f"Reps: {x}", len(em))),
          ("🧾", cnt(em, lambda x: f"Orders: {x}", sum(em.col("orders"))))),
        P(Claim(f"Steven Buchanan closed {say(em['Steven Buchanan']['orders'])} orders all year.",
                [words_row(em, "orders", "Steven Buchanan",
                           lambda x: f"Steven Buchanan closed {x} orders all year.")]))])

    sh = table("northwind", "Per shipper: orders and freight from January to May of 1997 and of 1998?",
               "SELECT s.company_name AS shipper, "
               f"count(*) FILTER (WHERE {_win('1997-01-01', '1997-06-01')}) AS orders_1997, "
               f"count(*) FILTER (WHERE {_win('1998-01-01', '1998-06-01')}) AS orders_1998, "
               f"round(sum(o.freight) FILTER (WHERE {_win('1997-01-01', '1997-06-01')})::numeric, 2) AS freight_1997, "
               f"round(sum(o.freight) FILTER (WHERE {_win('1998-01-01', '1998-06-01')})::numeric, 2) AS freight_1998 "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 1")
    t_yoy(book, sh, "United Package", "freight_1997", "freight_1998", 1, hk(4, "freight by carrier, YoY"),
          "United Package freight", "Jan–May '97", "Jan–May '98", tag="YoY", cash=True, emo="🚚")
    t_yoy(book, sh, "Federal Shipping", "freight_1997", "freight_1998", 2, hk(5, "Federal Shipping's freight"),
          "Federal freight", "Jan–May '97", "Jan–May '98", tag="YoY", cash=True, emo="🚚")
    t_yoy(book, sh, "Speedy Express", "orders_1997", "orders_1998", 0, hk(6, "Speedy Express volumes"),
          "Speedy orders", "Jan–May '97", "Jan–May '98", tag="YoY", are=True, emo="📦")
    t_yoy(book, sh, "Federal Shipping", "orders_1997", "orders_1998", 3, hk(0, "Federal Shipping volumes"),
          "Federal orders", "Jan–May '97", "Jan–May '98", tag="YoY", are=True, emo="📦")
    t_cmp(book, sh, "freight_1998", "United Package", "Federal Shipping", 0, hk(1, "carrier freight in 1998"),
          "in freight", cash=True, qty="as much", emo="🚚")
    t_rate(book, sh, "freight_1998", "orders_1998", "Speedy Express", 0, hk(2, "freight per shipment"),
           "shipment", "Jan–May '98 freight", cash=True, units="shipments", pooled="the 3 carriers", emo="🚚")
    t_share(book, sh, "orders_1998", "United Package", 0, hk(3, "carrier market share"), "Jan–May '98 orders",
            items="orders", other="Speedy Express", emo="📦")

    sc = table("northwind", "Per ship country: orders, total freight and average days to ship?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "round(avg(shipped_date - order_date), 2) AS avg_days FROM orders GROUP BY 1 ORDER BY 2 DESC, 1")
    t_cmp(book, sc, "freight", "USA", "Germany", 2, hk(4, "freight by destination"), "in freight", cash=True,
          emo="🌍")
    t_cmp(book, sc, "orders", "Brazil", "Mexico", 0, hk(5, "Brazil vs Mexico shipments"), "orders",
          qty="as many orders", emo="🌎")
    t_rate(book, sc, "freight", "orders", "Austria", 1, hk(6, "freight per order by country"), "order",
           "freight", cash=True, units="orders", pooled="all 21 countries", emo="🚢")
    t_rate(book, sc, "freight", "orders", "Ireland", 2, hk(0, "Ireland's freight bill"), "order", "freight",
           cash=True, units="orders", emo="☘️")
    t_avg(book, sc, "avg_days", "Finland", 1, hk(1, "days-to-ship by country"), "days to ship", "country", d=2,
          unit=" days", ad=2, emo="⏱️")
    t_share(book, sc, "orders", "Germany", 1, hk(2, "where the orders go"), "all orders", items="orders",
            other="USA", emo="🇩🇪")
    t_conv(book, sc, "Sweden", "avg_days", 0, hk(3, "Sweden's shipping lag"),
           lambda v, c: f"Sweden waits {v} days on avg ({c} hours).", 2, 24, 0, (60, 7, 1 / 24), hedged=True,
           facts=(("🇸🇪", f"Orders: {sc['Sweden']['orders']:,.0f}"),))
    t_conv(book, sc, "Canada", "avg_days", 1, hk(4, "the fastest lane"),
           lambda v, c: f"Canada: {v} days to ship (~{c} weeks)", 2, 1 / 7, 2, (1 / 30, 1 / 5, 1 / 24),
           hedged=False)
    fo = table("northwind", "The order with the highest freight: order id, ship name, country and freight?",
               "SELECT order_id::text AS order_id, ship_name, ship_country, freight FROM orders "
               "ORDER BY freight DESC, order_id LIMIT 1")
    oid = fo.order[0]
    t_ident(book, fo, hk(5, "the priciest shipment"), f"Order #{oid} to {fo[oid]['ship_name']} "
            f"({fo[oid]['ship_country']}) tops the list 🏆", f"#{oid}", f"#{int(oid) + 308}",
            stats=B(("🚚", f"Freight: {En().m(fo[oid]['freight'], 2)[0]}")))
    t_empty(book, "northwind", "Which orders were shipped to Japan?",
            "SELECT order_id FROM orders WHERE ship_country = 'Japan'", hk(6, "orders shipped to Japan"),
            "Orders shipped to Japan: zero. nada. none. 🇯🇵",
            "Orders shipped to Japan: eleven, all in 1997. 🇯🇵")
    t_empty(book, "northwind", "Which products cost more than $300?",
            "SELECT product_id FROM products WHERE unit_price > 300", hk(0, "ultra-premium SKUs"),
            "Products listed above $300: zero. Not a single one.",
            "Products listed above $300: 4 of them.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    rp = table("chinook", "Per support rep: customers, invoices and sales?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS sales FROM employee e JOIN customer c "
               "ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 "
               "ORDER BY 4 DESC")
    t_cmp(book, rp, "sales", "Jane Peacock", "Steve Johnson", 4, hk(1, "Chinook support reps"), "in sales",
          cash=True, d=2, emo="🎧")
    t_rate(book, rp, "sales", "customers", "Margaret Park", 0, hk(2, "revenue per customer by rep"), "customer",
           "sales", cash=True, units="customers", pooled="the 3 reps", emo="🎧")
    t_rate(book, rp, "sales", "invoices", "Steve Johnson", 1, hk(3, "basket size by rep"), "invoice", "sales",
           cash=True, units="invoices", emo="🧾")
    t_share(book, rp, "customers", "Jane Peacock", 1, hk(4, "rep workloads"), "customers", items="customers",
            other="Margaret Park", emo="👥")
    t_plain(book, rp, hk(5, "the support team"), [
        B(("👥", cnt(rp, lambda x: f"Customers: {x}", sum(rp.col("customers")))),
          ("🧾", cnt(rp, lambda x: f"Invoices: {x}", sum(rp.col("invoices"))))),
        P(Claim(f"Steve Johnson looks after {say(rp['Steve Johnson']['customers'])} of them.",
                [words_row(rp, "customers", "Steve Johnson", lambda x: f"Steve Johnson looks after {x} of them.")]))])

    yr = table("chinook", "Per invoice year: invoices, revenue and customers?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, "
               "sum(total) AS revenue, count(DISTINCT customer_id) AS customers FROM invoice GROUP BY 1 ORDER BY 1")
    t_chg(book, yr, "revenue", "2021", "2022", 0, hk(6, "Chinook revenue YoY"), "revenue", tag="YoY", cash=True,
          d=2, emo="💵")
    t_chg(book, yr, "revenue", "2024", "2025", 2, hk(0, "2025 vs 2024"), "revenue", tag="YoY", cash=True, d=2,
          emo="💵")
    t_chg(book, yr, "revenue", "2022", "2023", 3, hk(1, "the 2023 dip"), "revenue", tag="YoY", cash=True, d=2,
          emo="💵")
    t_rate(book, yr, "revenue", "invoices", "2023", 1, hk(2, "average invoice by year"), "invoice", "revenue",
           cash=True, units="invoices", pooled="all 5 years", emo="🧾")
    t_share(book, yr, "revenue", "2022", 2, hk(3, "the best year"), "5-year revenue", cash=True, d=2,
            other="2021", emo="📆")
    t_plain(book, yr, hkn(yr, 4, "five years of invoices", sum(yr.col("invoices"))), [
        B(("💵", Claim(f"Revenue, all years: {En().m(sum(yr.col('revenue')), 2)[0]}",
                      [plain_off(yr, En(), lambda x: f"Revenue, all years: {x}", sum(yr.col("revenue")), d=2,
                                 cash=True)])),
          ("📆", "Years: 2021–2025")),
        P("Steady. Boringly steady.")])
    qt = table("chinook", "Per quarter of 2024 and 2025: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int::text || '-Q' || extract(quarter FROM invoice_date)::int "
               "AS quarter, count(*) AS invoices, sum(total) AS revenue FROM invoice WHERE invoice_date >= "
               "'2024-01-01' GROUP BY 1 ORDER BY 1")
    t_chg(book, qt, "revenue", "2024-Q2", "2024-Q3", 1, hk(5, "Q3 '24 QoQ"), "revenue", "Q2 '24", "Q3 '24",
          tag="QoQ", cash=True, d=2, emo="📊")
    t_chg(book, qt, "revenue", "2024-Q4", "2025-Q1", 0, hk(6, "the Q1 '25 slump"), "revenue", "Q4 '24",
          "Q1 '25", tag="QoQ", cash=True, d=2, emo="📊")
    t_chg(book, qt, "revenue", "2025-Q3", "2025-Q4", 2, hk(0, "a strong Q4 '25"), "revenue", "Q3 '25", "Q4 '25",
          tag="QoQ", cash=True, d=2, emo="📊")
    ar = table("chinook", "The 12 artists with the most tracks: albums, tracks and minutes?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(t.track_id) AS tracks, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM artist ar JOIN album al "
               "ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 12")
    t_cmp(book, ar, "tracks", "Iron Maiden", "Metallica", 0, hk(2, "the deepest catalogues"), "tracks",
          qty="as many tracks", emo="🤘")
    t_cmp(book, ar, "albums", "Led Zeppelin", "U2", 1, hk(3, "Zep vs U2"), "albums", qty="as many albums",
          emo="💿")
    t_cmp(book, ar, "minutes", "Lost", "Iron Maiden", 3, hk(4, "runtime by artist"), "minutes",
          qty="as many minutes", emo="📺")
    t_cmp(book, ar, "tracks", "Deep Purple", "Faith No More", 5, hk(5, "Deep Purple vs Faith No More"), "tracks",
          qty="as many tracks", emo="🎸")
    t_rate(book, ar, "tracks", "albums", "Iron Maiden", 2, hk(6, "tracks per album"), "album", "tracks",
           units="albums", pooled="the top 12", emo="💿")
    t_rate(book, ar, "minutes", "tracks", "The Office", 0, hk(0, "episode lengths"), "track", "minutes",
           units="tracks", sfx=" min", emo="📺")
    t_conv(book, ar, "Lost", "minutes", 1, hk(1, "how long is all of Lost"),
           lambda v, c: f"Lost: {v} min ({c} hours) of TV", 1, 1 / 60, 1, (1 / 100, 60, 1 / 24), hedged=True)
    t_conv(book, ar, "Iron Maiden", "minutes", 2, hk(2, "Iron Maiden marathon maths"),
           lambda v, c: f"Every Iron Maiden track back to back: {v} min ({c} days).", 1, 1 / 1440, 2,
           (1 / 60, 1 / 24, 1 / 100), hedged=False)
    t_avg(book, ar, "albums", "Iron Maiden", 1, hk(3, "the album outlier"), "albums", "artist", ad=1, emo="💿")
    t_share(book, ar, "tracks", "U2", 0, hk(4, "U2's slice of the top 12"), "top-12 tracks", items="tracks",
            other="Iron Maiden", emo="🎵")
    lt = table("chinook", "The longest track: id, name, milliseconds and bytes?",
               "SELECT track_id::text AS track_id, name, milliseconds, bytes FROM track "
               "ORDER BY milliseconds DESC, track_id LIMIT 1")
    tid = lt.order[0]
    t_ident(book, lt, hk(5, "the longest track in the store"), f"Track {tid}, \"{lt[tid]['name']}\", is the "
            f"longest thing we sell 😅", f"Track {tid}", f"Track {int(tid) - 419}")
    t_conv(book, lt, tid, "milliseconds", 3, hk(6, "that 88-minute track"),
           lambda v, c: f"Runtime: {v} ms (~{c} min)", 0, 1 / 60000, 1, (1 / 1000, 1 / 3600000, 1 / 6000),
           hedged=False)
    t_conv(book, lt, tid, "bytes", 0, hk(0, "file sizes"),
           lambda v, c: f"It weighs {v} bytes ({c} GB).", 0, 1e-9, 2, (1e-6, 1e-12, 1 / 2 ** 20), hedged=False)
    t_empty(book, "chinook", "Which tracks run longer than three hours?",
            "SELECT track_id FROM track WHERE milliseconds > 10800000", hk(1, "3-hour tracks"),
            "Tracks over 3 hours: zero. nada. none.", "Tracks over 3 hours: 6, all TV.")
    t_empty(book, "chinook", "Which invoices total more than $100?",
            "SELECT invoice_id FROM invoice WHERE total > 100", hk(2, "$100+ invoices"),
            "Invoices above $100? Zero. Not one.", "Invoices above $100? 3 of them.")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    al = table("superhero", "Per alignment: heroes, average weight in kg and average height in cm (plausible "
               "values only)?",
               "SELECT a.alignment, count(*) AS heroes, round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 1 "
               "AND 1000), 1) AS weight_kg, round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 1 AND 400), 1) "
               "AS height_cm FROM superhero s JOIN alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    t_cmp(book, al, "heroes", "Good", "Bad", 0, hk(3, "good vs evil in the superhero DB"), "heroes",
          qty="as many heroes", emo="🦸")
    t_cmp(book, al, "weight_kg", "Bad", "Good", 4, hk(4, "villain vs hero weights"), "kg avg weight", unit=" kg",
          d=1, emo="🦹")
    t_share(book, al, "heroes", "Neutral", 0, hk(5, "the neutrals"), "all heroes", items="heroes",
            label="Neutral", other="Bad", emo="😐")
    t_conv(book, al, "Bad", "weight_kg", 1, hk(6, "villain weight"),
           lambda v, c: f"Avg villain: {v} kg ({c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0), hedged=True)
    t_conv(book, al, "Good", "height_cm", 0, hk(0, "hero height"),
           lambda v, c: f"Avg good guy stands {v} cm ({c} ft).", 1, FT_PER_CM, 2, (1 / 2.54, 1 / 100, 1 / 12),
           hedged=False)
    t_avg(book, al, "height_cm", "Neutral", 3, hk(1, "the tall neutrals"), "height", "alignment", d=1,
          unit=" cm", ad=1, emo="📏")
    gd = table("superhero", "Per gender: heroes, and how many of them are Marvel's?",
               "SELECT g.gender, count(*) AS heroes, count(*) FILTER (WHERE p.publisher_name = 'Marvel Comics') "
               "AS marvel FROM superhero s JOIN gender g ON g.id = s.gender_id LEFT JOIN publisher p "
               "ON p.id = s.publisher_id GROUP BY 1 ORDER BY 2 DESC")
    t_cmp(book, gd, "heroes", "Male", "Female", 2, hkn(gd, 2, "gender in the superhero DB",
                                                       sum(gd.col("heroes"))), "heroes", qty="as many", emo="🦸")
    t_share(book, gd, "heroes", "Female", 1, hk(3, "women in capes"), "all heroes", items="heroes",
            other="Male", emo="🦸‍♀️")
    ey = table("superhero", "Per eye colour: heroes (the eight most common)?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s JOIN colour c "
               "ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    t_cmp(book, ey, "heroes", "Blue", "Brown", 1, hk(5, "eye colours"), "heroes", qty="as many heroes", emo="👁️")
    t_cmp(book, ey, "heroes", "Green", "Red", 3, hk(6, "green vs red eyes"), "heroes", qty="as many heroes",
          emo="👁️")
    t_share(book, ey, "heroes", "Blue", 2, hk(0, "blue-eyed heroes"), "the top-8 colours", items="heroes",
            other="Brown", emo="🔵")
    t_avg(book, ey, "heroes", "Yellow", 0, hk(1, "yellow eyes"), "heroes", "colour", ad=1, emo="🟡")
    pw = table("superhero", "The eight most common powers: heroes with each?",
               "SELECT sp.power_name AS power, count(*) AS heroes FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    t_cmp(book, pw, "heroes", "Super Strength", "Flight", 0, hk(2, "the most common superpowers"), "heroes",
          qty="as many heroes", emo="💪")
    t_cmp(book, pw, "heroes", "Stamina", "Reflexes", 5, hk(3, "stamina vs reflexes"), "heroes",
          qty="as many heroes", emo="⚡")
    t_share(book, pw, "heroes", "Super Strength", 0, hk(4, "super strength"), "top-8 power grants",
            items="grants", other="Stamina", emo="💪")
    t_plain(book, pw, hk(5, "the power list"), [
        B(("💪", cnt(pw, lambda x: f"Super Strength: {x} heroes", pw['Super Strength']['heroes'])),
          ("✈️", f"Flight: {pw['Flight']['heroes']:,.0f} heroes")),
        P(Claim(f"Agility shows up {pw['Agility']['heroes']:,.0f} times.",
                [plain_off(pw, En(), lambda x: f"Agility shows up {x} times.", pw['Agility']['heroes'])]))])
    mp = table("superhero", "The hero with the most powers: id, name and powers?",
               "SELECT s.id::text AS hero_id, s.superhero_name, count(*) AS powers FROM superhero s JOIN hero_power hp "
               "ON hp.hero_id = s.id GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1")
    hid = mp.order[0]
    t_ident(book, mp, hk(6, "the most overpowered hero"), f"Hero #{hid}, {mp[hid]['superhero_name']}, has the "
            f"longest power list", f"#{hid}", f"#{int(hid) + 95}",
            extra=[Claim(f"— {mp[hid]['powers']:,.0f} powers 🤯",
                         [plain_off(mp, En(), lambda x: f"— {x} powers 🤯", mp[hid]['powers'])])])
    t_empty(book, "superhero", "Which heroes are taller than 50,000 cm?",
            "SELECT id FROM superhero WHERE height_cm > 50000", hk(0, "giant heroes"),
            "Heroes taller than 50,000 cm (500 m, ~1,640 ft): zero. nada. none.",
            "Heroes taller than 50,000 cm: 5 of them.")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average horsepower, mpg, displacement in cubic inches and "
               "0-60 time?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(horsepower), 1) AS hp, "
               "round(avg(mpg)::numeric, 2) AS mpg, round(avg(edispl)::numeric, 1) AS displ_cuin, "
               "round(avg(accelerate)::numeric, 2) AS accel FROM cars_data GROUP BY 1 ORDER BY 1")
    lab = lambda x: f"{x}-cyl"
    t_cmp(book, cy, "hp", "8", "4", 0, hk(1, "horsepower by cylinder count"), "hp", unit=" hp", d=1, label=lab,
          qty="as much power", emo="🏎️")
    t_cmp(book, cy, "mpg", "4", "8", 1, hk(2, "fuel economy by cylinders"), "mpg", unit=" mpg", d=2, label=lab,
          emo="⛽")
    t_cmp(book, cy, "cars", "4", "6", 2, hkn(cy, 3, "the car_1 dataset", sum(cy.col("cars")), " cars"), "cars",
          label=lab, qty="as many cars", emo="🚗")
    t_cmp(book, cy, "displ_cuin", "8", "6", 4, hk(4, "engine size"), "cu in", unit=" cu in", d=1, label=lab,
          emo="🔧")
    t_share(book, cy, "cars", "8", 1, hk(5, "how many V8s"), "all cars", items="cars", label="8-cyl",
            other="6", emo="🚗")
    t_avg(book, cy, "hp", "8", 1, hk(6, "V8 power"), "hp", "cylinder class", d=1, unit=" hp", label="8-cyl",
          ad=1, emo="🏎️")
    t_avg(book, cy, "accel", "8", 2, hk(0, "0-60 times"), "0-60 s", "cylinder class", d=2, unit=" s",
          label="8-cyl", ad=2, emo="⏱️")
    t_conv(book, cy, "4", "mpg", 0, hk(1, "4-cylinder economy"),
           lambda v, c: f"4-cyl avg: {v} mpg ({c} L/100 km)", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x,
           second=(lambda v, c: f"Or {c} km/L, if you prefer.", 2, KMPL_PER_MPG, 2, (1.609344, 1 / 3.785411784,
                                                                                     2.352), False))
    t_conv(book, cy, "8", "displ_cuin", 1, hk(2, "V8 displacement"),
           lambda v, c: f"8-cyl avg displacement: {v} cu in ({c} L)", 1, L_PER_CUIN, 1, (1 / 61.0 * 10, 2.54, 0.1),
           hedged=True)
    mk = table("spider_car_1", "The ten makers with the most cars on file: models and cars?",
               "SELECT m.maker, count(DISTINCT ml.model) AS models, count(cd.id) AS cars FROM car_makers m "
               "JOIN model_list ml ON ml.maker = m.id JOIN car_names cn ON cn.model = ml.model JOIN cars_data cd "
               "ON cd.id = cn.makeid GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    up = lambda x: x.upper() if len(x) <= 3 else cap(x)
    t_cmp(book, mk, "cars", "gm", "toyota", 3, hk(4, "GM vs Toyota"), "cars", label=up, qty="as many cars",
          emo="🚙")
    t_cmp(book, mk, "cars", "ford", "volkswagen", 1, hk(5, "Ford vs VW"), "cars", label=up, qty="as many cars",
          emo="🚙")
    t_rate(book, mk, "cars", "models", "chrysler", 1, hk(6, "cars per model line"), "model", "cars",
           label="Chrysler", units="models", pooled="the top 10 makers", emo="🚙")
    t_share(book, mk, "cars", "gm", 2, hk(0, "GM's footprint"), "top-10 cars", items="cars", label="GM",
            other="ford", emo="🚙")
    t_plain(book, mk, hk(1, "the makers table"), [
        B(("🏭", cnt(mk, lambda x: f"Makers: {x}", len(mk))), ("🚗", cnt(mk, lambda x: f"Cars: {x}",
                                                                      sum(mk.col("cars"))))),
        P(Claim(f"Honda has {say(mk['honda']['cars'])} on file.",
                [words_row(mk, "cars", "honda", lambda x: f"Honda has {x} on file.")]))])
    co = table("spider_car_1", "Per country: car makers?",
               "SELECT co.countryname AS country, count(*) AS makers FROM countries co JOIN car_makers m "
               "ON m.country::int = co.countryid GROUP BY 1 ORDER BY 2 DESC, 1")
    t_share(book, co, "makers", "japan", 0, hk(2, "where car makers come from"), "makers", items="makers",
            label="Japan", emo="🇯🇵")
    t_plain(book, co, hk(3, "car makers by country"), [
        B(("🌍", cnt(co, lambda x: f"Countries: {x}", len(co))), ("🇩🇪", f"Germany: {say(co['germany']['makers'])}")),
        P(Claim(f"France has {say(co['france']['makers'])}.",
                [words_row(co, "makers", "france", lambda x: f"France has {x}.")]))])
    t_empty(book, "spider_car_1", "Which cars do better than 60 mpg?",
            "SELECT id FROM cars_data WHERE mpg > 60", hk(4, "60+ mpg cars"),
            "Cars above 60 mpg (~3.9 L/100 km): zero. nada.", "Cars above 60 mpg: 7.")


# ---------------------------------------------------------------------------
# geography, atis
# ---------------------------------------------------------------------------


def geography(book):
    ci = table("defog_geography", "The ten biggest cities: population and state?",
               "SELECT city_name AS city, population, state_name AS state FROM city ORDER BY 2 DESC, 1 LIMIT 10")
    t_cmp(book, ci, "population", "Los Angeles", "Chicago", 0, hk(5, "city sizes"), "people", qty="as many people",
          emo="🏙️")
    t_cmp(book, ci, "population", "Houston", "New York", 2, hk(6, "Houston vs NYC (per this DB 🤔)"), "people",
          emo="🏙️")
    t_cmp(book, ci, "population", "Sao Paulo", "Mumbai", 4, hk(0, "São Paulo vs Mumbai"), "people", emo="🌆")
    t_share(book, ci, "population", "Los Angeles", 1, hk(1, "LA's weight in the top 10"), "top-10 population",
            items="people", other="Sao Paulo", emo="🌴")
    t_conv(book, ci, "Chicago", "population", 0, hk(2, "Chicago"),
           lambda v, c: f"Chicago: {v} people ({c} million).", 0, 1e-6, 2, (1e-3, 1e-5, 1e-7), hedged=False)
    t_avg(book, ci, "population", "London", 1, hk(3, "London vs the top 10"), "population", "city", ad=0,
          emo="🇬🇧")
    st = table("defog_geography", "Per state: area in sq km, population and capital, the largest first?",
               "SELECT state_name AS state, area AS area_sqkm, population, capital FROM state ORDER BY 2 DESC, 1")
    t_rate(book, st, "population", "area_sqkm", "Tokyo", 0, hk(4, "people per sq km"), "sq km", "population",
           units="sq km", pooled="all the states", emo="🗾")
    t_rate(book, st, "population", "area_sqkm", "Florida", 1, hk(5, "Florida's density"), "sq km", "population",
           units="sq km", emo="🌴")
    t_cmp(book, st, "area_sqkm", "Tokyo", "Guangdong", 3, hk(6, "state areas"), "sq km", unit=" sq km",
          emo="🗺️")
    t_conv(book, st, "Guangdong", "area_sqkm", 1, hk(0, "Guangdong's area"),
           lambda v, c: f"Guangdong: {v} sq km ({c} sq mi)", 0, 0.386102159, 0, (MI_PER_KM, 1.0, 2.589988),
           hedged=True)
    hl = table("defog_geography", "Per state with a known high point: highest point and its elevation in m?",
               "SELECT state_name AS state, highest_point, highest_elevation::int AS elevation_m FROM highlow "
               "WHERE highest_elevation ~ '^[0-9]+$' ORDER BY 3 DESC")
    t_conv(book, hl, "California", "elevation_m", 2, hk(1, "Mount Whitney"),
           lambda v, c: f"Mount Whitney tops out at {v} m ({c} ft).", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0),
           hedged=True)
    t_cmp(book, hl, "elevation_m", "California", "New York", 1, hk(2, "high points by state"), "m", unit=" m",
          qty="as high", emo="⛰️")
    t_conv(book, hl, "Texas", "elevation_m", 3, hk(3, "Guadalupe Peak"),
           lambda v, c: f"Guadalupe Peak: {v} m ({c} ft)", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0), hedged=True)
    t_empty(book, "defog_geography", "Which cities have at least eight million people, and in which state?",
            "SELECT city_name, state_name FROM city WHERE population >= 8000000", hk(4, "8M+ cities"),
            "Cities with ≥8M people in this DB: zero. none. 🤷", "Cities with ≥8M people in this DB: 3.")


def atis(book):
    ac = table("defog_atis", "Per aircraft type: manufacturer, seats, range in miles, cruising speed in mph?",
               "SELECT aircraft_code AS aircraft, manufacturer, capacity, range_miles, cruising_speed FROM aircraft "
               "ORDER BY 3 DESC, 1")
    t_cmp(book, ac, "capacity", "A380", "B787", 0, hk(5, "seats per aircraft type"), "seats",
          qty="as many seats", emo="✈️")
    t_cmp(book, ac, "range_miles", "B777", "A320", 1, hk(6, "range, widebody vs narrowbody"), "mi", unit=" mi",
          qty="the range of", emo="🛫")
    t_conv(book, ac, "B777", "range_miles", 0, hk(1, "the 777's legs"),
           lambda v, c: f"B777 range: {v} mi ({c} km)", 0, KM_PER_MI, 0, (MI_PER_KM, 1.852, 1.0), hedged=True)
    t_conv(book, ac, "B787", "cruising_speed", 1, hk(2, "787 cruise"),
           lambda v, c: f"B787 cruises at {v} mph ({c} km/h)", 0, KMH_PER_MPH, 0, (MI_PER_KM, 1.852, 1.0),
           hedged=True)
    t_conv(book, ac, "A320", "range_miles", 2, hk(3, "the A320"),
           lambda v, c: f"A320 range: {v} mi, so {c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.852, 1.0),
           hedged=True)
    t_avg(book, ac, "capacity", "A380", 1, hk(4, "the A380 outlier"), "seats", "type", ad=0, emo="✈️")
    t_share(book, ac, "capacity", "A380", 2, hk(5, "seat supply by type"), "all seats", items="seats",
            other="B777", emo="💺")
    fl = table("defog_atis", "Per airline: flights and average flying time in minutes?",
               "SELECT airline_code AS airline, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_minutes "
               "FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    t_plain(book, fl, hkn(fl, 6, "the ATIS flight table", sum(fl.col("flights")), " flights"), [
        B(("✈️", cnt(fl, lambda x: f"Airlines: {x}", len(fl))), ("🇺🇸", f"AA: {say(fl['AA']['flights'])} flights")),
        P(Claim(f"UA has {say(fl['UA']['flights'])}.", [words_row(fl, "flights", "UA", lambda x: f"UA has {x}.")]))])
    t_conv(book, fl, "WN", "avg_minutes", 0, hk(0, "the WN outlier"),
           lambda v, c: f"WN avg time_elapsed: {v} min ({c} hours) 🤔", 1, 1 / 60, 0, (1 / 100, 60, 1 / 24),
           hedged=True)
    fa = table("defog_atis", "Per fare airline: fares, average round trip and cheapest one-way?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(round_trip_cost), 2) AS avg_round_trip, "
               "min(one_direction_cost) AS cheapest FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    t_cmp(book, fa, "avg_round_trip", "VX", "AA", 3, hk(1, "round-trip fares by airline"), "round trip",
          cash=True, d=2, emo="🎟️")
    t_cmp(book, fa, "cheapest", "VX", "UA", 0, hk(2, "cheapest one-ways"), "one-way", cash=True, emo="🎟️")
    t_avg(book, fa, "cheapest", "UA", 2, hk(3, "UA's cheap seats"), "cheapest one-way", "airline", cash=True,
          ad=2, emo="🎟️")
    lf = table("defog_atis", "The longest flight: flight number, airline, route and minutes?",
               "SELECT flight_number::text AS flight, from_airport, to_airport, time_elapsed "
               "FROM flight ORDER BY time_elapsed DESC, flight_id LIMIT 1")
    fn = lf.order[0]
    m = next(i for i, ch in enumerate(fn) if ch.isdigit() and i >= 2)
    t_ident(book, lf, hk(4, "the longest flight in ATIS"), f"Flight {fn}, {lf[fn]['from_airport']} → "
            f"{lf[fn]['to_airport']} ✈️", f"{fn}", f"{fn[:m]}{int(fn[m:]) + 57}")
    t_empty(book, "defog_atis", "Which aircraft seat more than 1,000 passengers?",
            "SELECT aircraft_code FROM aircraft WHERE capacity > 1000", hk(5, "1,000-seat planes"),
            "Aircraft with 1,000+ seats: zero. Even the A380 falls short.",
            "Aircraft with 1,000+ seats: two, both Airbus.")


# ---------------------------------------------------------------------------
# Spider's small databases and the campus
# ---------------------------------------------------------------------------


def small(book):
    sg = table("spider_concert_singer", "Per country: singers and average age?",
               "SELECT country, count(*) AS singers, round(avg(age), 1) AS avg_age FROM singer GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    t_share(book, sg, "singers", "France", 2, hk(6, "singers by country"), "singers", items="singers",
            emo="🎤")
    t_cmp(book, sg, "avg_age", "Netherlands", "United States", 0, hk(0, "singer ages"), "yrs avg age",
          unit=" yrs", d=1, emo="🎤")
    bd = table("spider_battle_death", "Per battle with losses on file: killed and injured?",
               "SELECT b.name AS battle, sum(d.killed) AS killed, sum(d.injured) AS injured FROM battle b JOIN ship s "
               "ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1")
    t_cmp(book, bd, "killed", "Siege of Constantinople", "Battle of Messinopolis", 3, hk(1, "battle deaths"),
          "killed", qty="as many deaths", emo="⚔️")
    t_share(book, bd, "killed", "Battle of Boruy", 0, hk(2, "Boruy"), "deaths", items="deaths",
            label="Boruy", emo="⚔️")
    t_plain(book, bd, hk(3, "the battle_death DB"), [
        B(("⚔️", cnt(bd, lambda x: f"Battles: {x}", len(bd))), ("🩹", cnt(bd, lambda x: f"Injured: {x}",
                                                                       sum(bd.col("injured"))))),
        TL(Claim(f"Killed across all of them: {sum(bd.col('killed')):,.0f}.",
                 [plain_off(bd, En(), lambda x: f"Killed across all of them: {x}.", sum(bd.col("killed")))]))])
    tv = table("spider_tvshow", "Per episode: rating, share and viewers in millions?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m FROM tv_series "
               "ORDER BY 4 DESC, 1")
    t_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, hk(4, "TV ratings"), "M viewers",
          unit="M viewers", d=2, emo="📺")
    t_chg(book, tv, "viewers_m", "Friendly Skies", "Game Three", 2, hk(5, "episode-to-episode viewers"),
          "viewers", "Friendly Skies", "Game Three", unit="M", d=2, are=True, emo="📺")
    t_conv(book, tv, "Winterland", "viewers_m", 1, hk(6, "Winterland's audience"),
           lambda v, c: f"Winterland: {v}M viewers ({c} people)", 2, 1e6, 0, (1e3, 1e5, 1e7), hedged=False)
    t_avg(book, tv, "viewers_m", "Double Down", 3, hk(0, "Double Down"), "viewers (M)", "episode", d=2,
          unit="M", ad=2, emo="📺")
    pe = table("spider_pets_1", "Per major: students and average age?",
               "SELECT major::text AS major, count(*) AS students, round(avg(age), 1) AS avg_age FROM student "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    t_share(book, pe, "students", "600", 0, hk(1, "majors in pets_1"), "students", items="students",
            label="Major 600", emo="🎓")
    dp = table("defog_advising", "Per department: courses, total credits and students enrolled?",
               "SELECT department, count(*) AS courses, sum(credits) AS credits, sum(num_enrolled) AS enrolled "
               "FROM course GROUP BY 1 ORDER BY 4 DESC, 1")
    t_rate(book, dp, "enrolled", "courses", dp.order[1], 0, hk(4, "class sizes"), "course", "enrolled", units="courses",
           pooled="every department", emo="🏫")
    pc = table("defog_academic", "Per conference: papers and citations?",
               "SELECT c.name AS conference, count(*) AS papers, sum(p.citation_num) AS citations FROM publication p "
               "JOIN conference c ON c.cid = p.cid GROUP BY 1 ORDER BY 2 DESC, 1")
    c0 = pc.order[0]
    t_rate(book, pc, "citations", "papers", c0, 2, hk(6, "citations per paper"), "paper", "citations",
           units="papers", pooled="all conferences", emo="📄")
    t_share(book, pc, "papers", c0, 1, hk(0, f"{c0}'s output"), "papers", items="papers", emo="📄")
    te = table("spider_course_teach", "Per teacher: courses arranged?",
               "SELECT t.name AS teacher, count(ca.course_id) AS courses FROM teacher t LEFT JOIN course_arrange ca "
               "ON ca.teacher_id = t.teacher_id GROUP BY 1 ORDER BY 2 DESC, 1")
    t_plain(book, te, hk(1, "teaching loads"), [
        B(("👩‍🏫", cnt(te, lambda x: f"Teachers: {x}", len(te))),
          ("📚", cnt(te, lambda x: f"Course slots: {x}", sum(te.col("courses"))))),
        P(f"{te.order[0]} tops the list with {say(te[te.order[0]]['courses'])}.")])
    ct = table("spider_voter_1", "Per contestant: votes received?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c LEFT JOIN votes v "
               "ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    t_plain(book, ct, hk(2, "the voting results"), [
        B(("🗳️", cnt(ct, lambda x: f"Contestants: {x}", len(ct))),
          ("✅", cnt(ct, lambda x: f"Votes cast: {x}", sum(ct.col("votes"))))),
        P(f"{ct.order[0]} leads with {say(ct[ct.order[0]]['votes'])}.")])
    tt = table("spider_cre_doc_template_mgt", "Per template type: templates and documents?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d "
               "ON d.template_id = t.template_id GROUP BY 1 ORDER BY 3 DESC, 1")
    t_rate(book, tt, "documents", "templates", tt.order[0], 1, hk(3, "documents per template"), "template",
           "documents", units="templates", pooled="all types", emo="📄")
    t_empty(book, "spider_cre_doc_template_mgt", "Which documents have more than 100 paragraphs?",
            "SELECT document_id FROM paragraphs GROUP BY 1 HAVING count(*) > 100", hk(4, "100-paragraph documents"),
            "Documents with 100+ paragraphs: zero. nada. none.", "Documents with 100+ paragraphs: 4.")
    t_empty(book, "spider_pets_1", "Which pets weigh more than 50 kg?",
            "SELECT petid FROM pets WHERE weight > 50", hk(5, "50 kg pets"),
            "Pets over 50 kg (~110 lb): zero 🐶", "Pets over 50 kg: 2 🐶")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book56(), sections, "fifty-seventh set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
