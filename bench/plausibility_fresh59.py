#!/usr/bin/env python3
"""
plausibility_fresh59.py — a sixtieth labelled set for check_answer, written
held out: answers laid out as the monthly residential market update an
estate agency or a listing service publishes, applied to query results as if
they were a housing market: a masthead line ("Northwind Wholesale Market
Update — Quarterly sales"), headline figures one to a line ("Average order
value: $1,640.10", "Inventory: 665 units", "Median height: 185 cm"),
month-over-month, quarter-over-quarter and year-over-year language ("up 4.2%
QoQ", "down about a fifth YoY"), "absorption" and "months of supply"-style
rates (a count over a count), "price per square foot"-style rates (a total
over a count), "X of every 10 listings", "the spread between A and B", "A
outpaced B by ...", bullet lists of neighbourhood-like rows with their
figures, a short commentary paragraph and, now and then, an "Outlook:"
paragraph at the end that holds no figure ("Conditions still favour
sellers."). The tables are spread across the databases
bench/plausibility.sh loads: northwind (orders, net sales, units and buyers
per quarter from 1996 Q3 to 1998 Q2; listings, average and median list
price, stock, stock value and monthly units sold per supplier country;
orders, clients and net sales per employee in 1997; active products, stock,
units sold in 1997 and the top price per category; the most expensive
product), chinook (invoices, revenue, buyers and the average ticket per year;
tracks, albums, minutes per artist; tracks, units and revenue of the eight
best-selling albums; the largest track file), BIRD's superhero (heroes,
median height and weight and villains per gender; heroes and power slots per
alignment; heroes per eye colour), Spider's car_1 (cars, mpg, median weight,
horsepower and 0-60 time per cylinder count; makers and models per
continent; the heaviest car), defog-dev's geography (cities and population
per country), atis (flights, longest and shortest flying times per airline;
the highest one-way and round-trip fares per fare airline), concert_singer
(concerts and singers per year) and battle_death (casualties per battle),
with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx(), with fresh57's
hedges "about", "roughly", "nearly", "just over"). The masthead, the
section labels and the outlook are part of the style, not claims. Shapes, as
in bench/plausibility_fresh4.py (whose helpers this set reuses, with
fresh7's, fresh10's, fresh29's, fresh41's to fresh47's, fresh50's, fresh52's,
fresh57's):
  comparison  two named rows: multiples ("about three times as many"),
              ratios "to one", bounds ("more than twice"), the spread, "A
              outpaced B by x%", one as a share of the other
  change      period on period ("up 4.2% QoQ", "down about a fifth YoY"),
              in absolute terms, as a multiple
  per_unit    totals over counts ("$1,640.10 per order", months of supply,
              absorption), the market-wide rate, one row against the market
              average, shares (percent, fractions, "X of every 10",
              "roughly one in five")
  conversion  kg/lb, cm/ft and in, lb/kg, mpg/L per 100 km, minutes/hours,
              dollars/cents, s/min, MB/GB
  zero_ident  zero for an empty result ("no listings matched; inventory
              0"), identifiers with digits (product, track, car ids)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer, as fresh52's to
fresh58's do (the neighbouring row's value, a real value in the wrong role, a
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
from plausibility_fresh44 import to_one
from plausibility_fresh45 import ear_mult
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import mult, nbr_fn, off_f, off_r, plain_off, ptw, words_row
from plausibility_fresh52 import En, _cl
from plausibility_fresh57 import again_m, at_least, conv_m, one_in, pct_m, per_m

KM_PER_MI = 1.609344
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_CM = 1 / 30.48
IN_PER_CM = 1 / 2.54
L100_MPG = 235.214583


def E(k=0):
    """fresh52's En with the percent sign always, as a market update prints it."""
    F = En(k)
    F.pf = "{x}%"
    return F


def of_ten(s, items):
    """A share as "X of every 10 listings" (X whole, the share within a quarter of a tenth of it), and a false one;
    or (None, None)."""
    if not 0.12 <= s <= 0.95:
        return None, None
    m = round(10 * s)
    if abs(10 * s - m) > 0.25 or m < 1:
        return None, None
    bad = m + 3 if m <= 6 else m - 3
    h = "about " if abs(10 * s - m) > 0.08 else ""
    return f"{h}{say(m)} of every 10 {items}", f"{h}{say(bad)} of every 10 {items}"


# ---------------------------------------------------------------------------
# the market update: a masthead, headline figures one to a line, neighbourhood bullets, commentary, an outlook
# ---------------------------------------------------------------------------

MARKET = {"northwind": "Northwind Wholesale", "chinook": "Chinook Music Store", "superhero": "Superhero Roster",
          "spider_car_1": "Classic Car", "defog_geography": "Metro Area", "defog_atis": "Air Travel",
          "spider_concert_singer": "Concert Circuit", "spider_battle_death": "Naval Campaign"}
MAST = ["**{m} Market Update — {t}**", "{m} | Monthly Market Report: {t}", "## {t}\n_{m} market update_",
        "MARKET REPORT — {m}: {t}", "🏠 {m} Market Snapshot: {t}", "**{t}** ({m} market update)",
        "{m} Market Watch — {t}"]
HEADS = ["", "\n**Headline figures**", "\nAt a glance:", "", "\nKey numbers:", "", "\n**The numbers**"]
BULLETS = ["- ", "• ", "- ", "▪ "]
HOODS = ["", "\nBy neighbourhood:", "", "\n**Neighbourhood breakdown**", "", "\nSubmarkets:"]
COMMENT = ["", "Market commentary: ", "", "What it means: ", "", "Agent's take: ", "Our read: "]
OUTLOOK = ["", "Outlook: expect conditions to stay broadly balanced into next quarter.", "",
           "Outlook: sellers still hold the upper hand; buyers should come prepared.", "",
           "Outlook: a buyer's market for now; watch for activity to pick up as the season turns.",
           "Outlook: we expect inventory to tighten and pricing to hold firm.", "",
           "Outlook: steady as she goes. No sharp correction is on the horizon.",
           "Outlook: conditions favour buyers; sellers may need to sharpen their pricing.", "",
           "Outlook: a seller's market at the top end, a calmer one below it."]


def HL(*cs):
    """Headline figures, one to a line."""
    return ("hl", None, [_cl(c) for c in cs if c is not None])


def NB(*cs):
    """Neighbourhood-like rows as bullets, one claim a bullet."""
    return ("nb", None, [_cl(c) for c in cs if c is not None])


def CM(*cs):
    """The commentary paragraph: claims run on as sentences."""
    return ("cm", None, [_cl(c) for c in cs if c is not None])


class Book59(Book10):
    """fresh10's Book10, with each answer laid out as a market update: the masthead (fixed text), the headline
    figures one to a line (under a fixed label now and then), bullets (under a fixed label now and then), a
    commentary paragraph, now and then an outlook with no figure in it."""

    def item(self, db, rid, shape, title, blocks, derived=True, max_twins=2):
        k = self.cases
        blocks = [b for b in blocks if b and b[2]]
        pre = pick(MAST, k * 5 + 2).format(m=MARKET.get(db, "Local"), t=title)
        claims = []
        first_hl = True
        first_nb = True
        first_cm = True
        bul = pick(BULLETS, k * 3 + 1)
        for kd, _, cs in blocks:
            if kd == "hl":
                for q, c in enumerate(cs):
                    lead = "\n"
                    if q == 0 and first_hl:
                        h = pick(HEADS, k * 7 + 1)
                        lead = ("\n" if not claims else "\n\n") + (h.strip() + "\n" if h else "")
                        first_hl = False
                    claims.append(pre_(c, lead))
            elif kd == "nb":
                for q, c in enumerate(cs):
                    lead = "\n" + bul
                    if q == 0 and first_nb:
                        h = pick(HOODS, k * 3 + 2)
                        lead = "\n" + (h.strip() + "\n" if h else "") + bul
                        first_nb = False
                    claims.append(pre_(c, lead))
            else:
                claims.append(pre_(cs[0], "\n\n" + (pick(COMMENT, k * 7 + 3) if first_cm else "")))
                first_cm = False
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        ol = pick(OUTLOOK, k * 5 + 1)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=("\n\n" + ol) if ol else "")


# ---------------------------------------------------------------------------
# shapes, as a market update puts them
# ---------------------------------------------------------------------------


def m_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", head=None,
          sfx=None, more=()):
    """Two named rows, the larger first, in six layouts; head names the figure in the headline lines ("Average
    list price"), sfx follows a count ("listings")."""
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
    hd = head or cap(noun)
    fb = lambda x: f"{hd}, {B_}: {x}{sx}"
    stats = HL(f"{hd}, {A_}: {S(va)}{sx}", Claim(fb(S(vb)), [nbr(fb)]))
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
    if form == 0:
        as_ = lambda m: f" as {B_}" if "times" in m else f" the {B_} figure"
        blocks = [CM(Claim(f"{A_} posted {mw}{as_(mw)}.", [("false_bound", f"{A_} posted {mbad}{as_(mbad)}.")]),
                     again_m(t, F, diff, k, f"The spread between the two: {{}}.", cash, unit, role="off"))]
    elif form == 1:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f2 = lambda x: f"The spread between {A_} and {B_}: {x}{sx}"
        f3 = lambda x: f"{A_} outpaced {B_} by {fmt(x)}."
        blocks = [CM(Claim(f3(pt), [off(t, "wrong_base", f3(show(beh)), rel, beh, pd, approx=True, real=True,
                                        alts=[])]),
                     Claim(f2(S(diff)) + ".", [gap(lambda x: f2(x) + ".")]))]
        if r >= 1.25:
            blocks.append(CM(mult(t, F, r, k, lambda x: f"{A_} trades at {x} the {B_} level.", hedged=True)))
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f2 = lambda x: f"{B_} came in at {F.p(x)} of the {A_} figure"
        f1 = lambda x: f"{B_} sits at only {x} of the {A_} level."
        blocks = [CM(Claim(f2(pt) + ",", [ptw(t, F, "complement", lambda x: f2(x) + ",", s, 100 - s, pd),
                                          ptw(t, F, "share_of_pair", lambda x: f2(x) + ",", s,
                                              100 * vb / (va + vb), pd)]),
                     Claim(f"or {fw} of it.", [("false_bound", f"or {fbad} of it.")]))]
    elif form == 3:
        blocks = [HL(mult(t, F, r, k, lambda x: f"Ratio, {A_} to {B_}: {x}")),
                  CM(Claim(f"That is {tw}, a clear seller's edge for {A_}.",
                           [("false_bound", f"That is {tbad}, a clear seller's edge for {A_}.")]))]
    elif form == 5:
        blocks = [CM(Claim(f"{A_} ran at {lw} the {B_} figure.", [("false_bound", f"{A_} ran at {lbad} the {B_} "
                                                                                  f"figure.")]),
                     mult(t, F, r, k + 1, lambda x: f"On the numbers that is {x}."))]
    else:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f1 = lambda x: f"{A_} outpaced {B_} by {fmt(x)}"
        f3 = lambda x: f"a spread of {x}{sx}."
        blocks = [CM(Claim(f1(pt) + ",", [off(t, "wrong_base", f1(show(beh)) + ",", rel, beh, pd, approx=True,
                                              real=True, alts=[])]),
                     Claim(f3(S(diff)), [gap(f3)]))]
    lay = [stats] + blocks if k % 3 else blocks[:1] + [stats] + blocks[1:]
    book.item(t.db, t.rid, "comparison", title, lay + list(more))


def _move(book, F, t, v1, v2, nbr, k, title, noun, l1, l2, tag, cash, d, unit, more):
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
    f0 = f"{hd}, {l2}: {S(v2)}"
    f1 = lambda x: f"{hd}, {l1}: {x}"
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} ran at {mw} the {l1} level", f"{noun} in {l2} ran at {mb} the {l1} level"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {dn} {fr}{tg}", f"{noun} {dn} {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    blocks = [HL(f0, Claim(f1(S(v1)), [nbr(f1)]))]
    if form == 0:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}"
        f3 = lambda x: f"({'+' if up else '−'}{x})."
        blocks.append(CM(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)])))
    elif form == 1:
        f2 = lambda y: f"Change: {'+' if up else '−'}{F.p(y)}{tg}"
        blocks.append(HL(Claim(f2(pt), [base(f2)])))
        blocks.append(CM(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")])))
    elif form == 2:
        fmt, ht, hd2, show = pct_m(F, p, k)
        f5 = lambda x: f"{hd} finished {l2} {dn} {fmt(x)} on {l1}"
        mv = again_m(t, F, abs(diff), k + 1, "a move of {}.", cash, unit, role="off")
        pu = "," if mv else "."
        blocks.append(CM(Claim(f5(ht) + pu, [base(lambda x: f5(x) + pu, True, show, hd2)]), mv))
    else:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}"
        blocks.append(HL(Claim(f2(pt), [base(f2)])))
        if up and v2 / v1 >= 1.3:
            blocks.append(CM(mult(t, F, v2 / v1, k, lambda x: f"{cap(l2)} ran at {x} the {l1} pace.")))
        else:
            blocks.append(CM(again_m(t, F, v2, k, f"{hd} settled at {{}} in {l2}.", cash, unit)))
    book.item(t.db, t.rid, "change", title, blocks + list(more))


def m_chg(book, t, col, p1, p2, k, title, noun, l1=None, l2=None, tag="", cash=False, d=0, unit="", more=()):
    """A change between two rows (periods) of one column."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1 or p1,
          l2 or p2, tag, cash, d, unit, more)


def m_yoy(book, t, key, c1, c2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", more=()):
    """A change between two columns of one row."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, title, noun, l1, l2, tag, cash, d, unit,
          more)


def m_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           head=None, pooled=None, more=()):
    """A total over a count for one row ("Average order value: $1,640.10", "Months of supply: 2.5"); head, when
    given, is the headline label of the rate; with pooled, the market-wide rate after it (twin: the simple mean of
    the rows' rates)."""
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
    stats = HL(f"{cap(what)} ({name}): {St(tot)}", f"{cap(units)}: {Sc(cnt_)}")
    if head:
        f1 = lambda x: f"{head}: {x}"
    elif k % 2:
        f1 = lambda x: f"{cap(what)} per {unit}: {x}"
    else:
        f1 = lambda x: f"That works out to {x} per {unit}."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [stats, (HL if head or k % 2 else CM)(Claim(f1(pt), tw))]
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
        f = lambda x: f"Across {pooled} the figure is {x}, so {name} runs {'above' if r > overall else 'below'} " \
                      f"the market."
        blocks.append(CM(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True,
                                           alts=[]) if ow(plain) != ot else None])))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def m_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, more=()):
    """One row's share of a total, in three layouts; twins: the complement, the share of the wrong total, a false
    fraction, "X of every 10" or "one in N"."""
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
    tw_, tbad_ = of_ten(s / 100, items) if items else (None, None)
    dw, dbad = one_in(s / 100)
    bw, bbad = bound_words(s / 100)
    sx = f" {items}" if items and not cash and not unit else ""

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    form = k % 3
    f0 = lambda x: f"{cap(name)}: {x}{sx}"
    tl = cap(whole) if whole.startswith(("all ", "the ")) else f"Total {whole}"
    al = cap(whole) if whole.startswith(("all ", "the ")) else f"All {whole}"
    if form == 0:
        f2 = lambda y: f"Share of {whole}: {F.p(y)}"
        blocks = [HL(Claim(f0(S(v)), [nbr(f0)]), f"{tl}: {S(Tt)}{sx}",
                     Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)]))]
        r = None
        if tw_:
            r = Claim(f"Put another way, {tw_} belong to {name}.", [("false_bound", f"Put another way, {tbad_} "
                                                                                     f"belong to {name}.")])
        elif dw:
            r = Claim(f"That is {dw}.", [("false_bound", f"That is {dbad}.")])
        elif fw:
            r = Claim(f"That is {fw} of {whole}.", [("false_bound", f"That is {fbad} of {whole}.")])
        if r:
            blocks.append(CM(r))
    elif form == 1:
        fmt, pt, pd, show = pct_m(F, s, k)
        f1 = lambda x: f"{cap(name)} took {fmt(x)} of {whole}"
        blocks = [NB(Claim(f0(S(v)), [nbr(f0)]), f"{al}: {S(Tt)}{sx}"),
                  CM(Claim(f1(pt) + ".", [off(t, "complement", f1(show(100 - s)) + ".", s, 100 - s, pd, approx=True,
                                              real=True, alts=[]), wt(lambda x: f1(x) + ".", pd)]))]
        r = (Claim(f"In other words, {tw_}.", [("false_bound", f"In other words, {tbad_}.")]) if tw_ else None) or \
            (Claim(f"That is {bw} of the market.", [("false_bound", f"That is {bbad} of the market.")])
             if bw else None)
        if r:
            blocks.append(CM(r))
    else:
        f2 = lambda y: f"Market share: {F.p(y)}"
        blocks = [HL(Claim(f0(S(v)), [nbr(f0)]), Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd)]))]
        r = (Claim(f"{cap(name)} accounts for {fw} of {whole}.",
                   [("false_bound", f"{cap(name)} accounts for {fbad} of {whole}.")]) if fw else None) or \
            (Claim(f"That is {dw}.", [("false_bound", f"That is {dbad}.")]) if dw else None) or \
            (Claim(f"Roughly {tw_}.", [("false_bound", f"Roughly {tbad_}.")]) if tw_ else None)
        if r:
            blocks.append(CM(r))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def m_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, more=()):
    """One row against the market average (the average of the rows): the gap in percent, or as a multiple."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Market average ({noun} per {per}): {x}"
    stats = HL(f"{cap(noun)}, {name}: {S(v)}",
               Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                         lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"{name} runs at {x} the market average.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} sits {F.p(x)} {'above' if above else 'below'} the market average."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    book.item(t.db, t.rid, "per_unit", title, [stats, CM(c2)] + list(more))


def m_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), more=()):
    """A figure with its conversion beside it, as a headline line or a bullet; second: (fmt, src_d, factor, dst_d,
    bads, hedged) for a second conversion of the same figure; facts: fixed or plain headline items."""
    F = E(k)
    v = t[key][col]
    c1 = conv_m(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_m(t, F, v, k + 1, *second) if second else None
    if k % 2:
        blocks = [HL(*facts, c1), NB(c2) if c2 else None]
    else:
        blocks = [HL(*facts) if facts else None, NB(c1, c2)]
    book.item(t.db, t.rid, "conversion", title, [b for b in blocks if b] + list(more))


def m_empty(book, db, question, sql, title, ack, bad, extra=(), more=()):
    """An empty result ("no listings matched; inventory 0"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", title, [HL(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def m_ident(book, t, title, text, good, bad, extra=(), more=()):
    """A record's identifier (a product, track or car id); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", title,
              [HL(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra)] + list(more), derived=False)


def m_plain(book, t, title, blocks):
    book.item(t.db, t.rid, "plain", title, [b for b in blocks if b], derived=False)


def cnt(t, fmt, v, F=None):
    """A plain count or aggregate in fmt; twin: the figure off."""
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, F or En(), fmt, v)])


def money_c(t, fmt, v, d=2):
    """A plain money aggregate in fmt; twin: the figure off."""
    F = En()
    return Claim(fmt(F.m(v, d)[0]), [plain_off(t, F, fmt, v, d=d, cash=True)])


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def ql(x):
    return f"Q{x[-1]} {x[:4]}"


def northwind(book):
    qt = table("northwind", "Per calendar quarter: orders, net sales, units sold and distinct buying customers?",
               "SELECT to_char(o.order_date, 'YYYY-\"Q\"Q') AS quarter, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, sum(od.quantity) AS units, "
               "count(DISTINCT o.customer_id) AS buyers FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "GROUP BY 1 ORDER BY 1")
    m_chg(book, qt, "net_sales", "1997-Q4", "1998-Q1", 0, "Sales volume jumps into the new year", "net sales",
          ql("1997-Q4"), ql("1998-Q1"), tag="QoQ", cash=True)
    m_chg(book, qt, "net_sales", "1997-Q1", "1998-Q1", 1, "First-quarter sales, year on year", "net sales",
          ql("1997-Q1"), ql("1998-Q1"), tag="YoY", cash=True)
    m_chg(book, qt, "orders", "1997-Q3", "1997-Q4", 2, "Closed deals, autumn quarter", "closed orders",
          ql("1997-Q3"), ql("1997-Q4"), tag="QoQ")
    m_chg(book, qt, "orders", "1998-Q1", "1998-Q2", 3, "Activity cools after a record quarter", "closed orders",
          ql("1998-Q1"), ql("1998-Q2"), tag="QoQ")
    m_chg(book, qt, "buyers", "1996-Q3", "1997-Q3", 0, "Active buyers, year on year", "active buyers",
          ql("1996-Q3"), ql("1997-Q3"), tag="YoY")
    m_chg(book, qt, "units", "1997-Q1", "1997-Q2", 1, "Units moved, spring quarter", "units sold", ql("1997-Q1"),
          ql("1997-Q2"), tag="QoQ")
    m_chg(book, qt, "net_sales", "1996-Q4", "1997-Q4", 2, "Fourth-quarter sales, year on year", "net sales",
          ql("1996-Q4"), ql("1997-Q4"), tag="YoY", cash=True)
    m_cmp(book, qt, "net_sales", "1998-Q1", "1996-Q3", 0, "Peak quarter against the opening quarter", "net sales",
          cash=True, label=ql, qty="as much", head="Net sales")
    m_cmp(book, qt, "buyers", "1998-Q1", "1997-Q2", 1, "Buyer depth by quarter", "buyers", label=ql,
          qty="as many buyers", head="Active buyers")
    m_rate(book, qt, "net_sales", "orders", "1997-Q4", 0, "Average order value", "order", "net sales", cash=True,
           label=ql("1997-Q4"), units="closed orders", head="Average order value", pooled="all eight quarters")
    m_rate(book, qt, "units", "orders", "1998-Q1", 1, "Units per closed order", "order", "units sold",
           label=ql("1998-Q1"), units="closed orders")
    m_rate(book, qt, "net_sales", "buyers", "1997-Q2", 2, "Spend per active buyer", "buyer", "net sales",
           cash=True, label=ql("1997-Q2"), units="active buyers", pooled="all eight quarters")
    m_share(book, qt, "net_sales", "1998-Q1", 0, "Where the year's volume landed", "net sales, all quarters",
            cash=True, label=ql("1998-Q1"), other="1997-Q4")
    m_share(book, qt, "orders", "1997-Q4", 1, "Fourth-quarter share of closed orders", "closed orders",
            items="orders", label=ql("1997-Q4"))
    m_avg(book, qt, "net_sales", "1998-Q1", 1, "Record quarter against the average", "net sales", "quarter",
          cash=True, label=ql("1998-Q1"))
    m_avg(book, qt, "orders", "1996-Q3", 2, "Slowest quarter against the average", "closed orders", "quarter",
          label=ql("1996-Q3"), ad=1)
    m_plain(book, qt, "Quarterly sales, full history", [
        HL(cnt(qt, lambda x: f"Closed orders: {x}", sum(qt.col("orders"))),
           money_c(qt, lambda x: f"Net sales: {x}", sum(qt.col("net_sales"))),
           cnt(qt, lambda x: f"Units sold: {x}", sum(qt.col("units")))),
        CM(Claim(f"The record quarter, {ql('1998-Q1')}, drew {say(qt['1998-Q1']['buyers'])} active buyers; "
                 f"{ql('1996-Q3')} drew {say(qt['1996-Q3']['buyers'])}.",
                 [words_row(qt, "buyers", "1998-Q1",
                            lambda x: f"The record quarter, {ql('1998-Q1')}, drew {x} active buyers; "
                                      f"{ql('1996-Q3')} drew {say(qt['1996-Q3']['buyers'])}.",
                            avoid=("1996-Q3",))]))])

    sc = table("northwind", "Per supplier country, active products only: listings, average and median list price, "
               "units in stock, stock value, and average monthly units sold in 1997?",
               "SELECT s.country AS supplier_country, count(*) AS listings, round(avg(p.unit_price)::numeric, 2) "
               "AS avg_price, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.unit_price)::numeric, 2) "
               "AS median_price, sum(p.units_in_stock) AS stock, round(sum(p.unit_price * p.units_in_stock)::numeric, "
               "2) AS stock_value, (SELECT round(sum(od.quantity) / 12.0, 1) FROM order_details od JOIN orders o ON "
               "o.order_id = od.order_id JOIN products p2 ON p2.product_id = od.product_id JOIN suppliers s2 ON "
               "s2.supplier_id = p2.supplier_id WHERE s2.country = s.country AND o.order_date >= '1997-01-01' AND "
               "o.order_date < '1998-01-01') AS monthly_units FROM products p JOIN suppliers s ON s.supplier_id = "
               "p.supplier_id WHERE p.discontinued = 0 GROUP BY 1 ORDER BY 2 DESC, 1")
    m_cmp(book, sc, "listings", "USA", "Germany", 3, "Active listings by supplier country", "listings",
          head="Active listings", qty="as many listings")
    m_cmp(book, sc, "avg_price", "France", "Japan", 4, "Average list price by origin", "list price", cash=True, d=2,
          head="Average list price")
    m_cmp(book, sc, "median_price", "Australia", "Denmark", 0, "Median list price, top and bottom", "list price",
          cash=True, d=2, head="Median list price", qty="as much")
    m_cmp(book, sc, "stock", "USA", "Italy", 2, "Inventory by supplier country", "units in stock",
          head="Inventory", sfx="units", qty="as much stock")
    m_rate(book, sc, "stock", "monthly_units", "USA", 0, "Months of supply, US suppliers", "month", "inventory",
           label="USA", units="units sold per month (1997 avg)", head="Months of supply", pooled="all fifteen "
           "supplier countries")
    m_rate(book, sc, "stock", "monthly_units", "Sweden", 1, "Months of supply, Swedish suppliers", "month",
           "inventory", label="Sweden", units="units sold per month (1997 avg)", head="Months of supply")
    m_rate(book, sc, "stock", "monthly_units", "Italy", 2, "A tight market for Italian goods", "month",
           "inventory", label="Italy", units="units sold per month (1997 avg)", head="Months of supply")
    m_rate(book, sc, "stock_value", "stock", "France", 0, "Value per unit on the shelf, France", "unit in stock",
           "stock value", cash=True, label="France", units="units in stock", head="Value per unit in stock",
           pooled="all fifteen supplier countries")
    m_rate(book, sc, "stock_value", "listings", "Canada", 1, "Stock value per listing, Canada", "listing",
           "stock value", cash=True, label="Canada", units="listings")
    m_share(book, sc, "listings", "USA", 0, "US share of active listings", "active listings", items="listings",
            label="USA", other="Germany")
    m_share(book, sc, "stock_value", "France", 1, "French share of stock value", "stock value", cash=True,
            label="France", other="USA")
    m_share(book, sc, "stock", "Sweden", 2, "Swedish share of inventory", "inventory", items="units",
            label="Sweden")
    m_avg(book, sc, "avg_price", "France", 1, "French pricing against the market", "average list price",
          "country", cash=True)
    m_avg(book, sc, "stock", "Singapore", 0, "Thin inventory out of Singapore", "units in stock", "country", ad=1)
    m_plain(book, sc, "Supplier countries, active listings", [
        HL(cnt(sc, lambda x: f"Active listings: {x}", sum(sc.col("listings"))),
           cnt(sc, lambda x: f"Inventory: {x} units", sum(sc.col("stock"))),
           money_c(sc, lambda x: f"Stock value: {x}", sum(sc.col("stock_value")))),
        NB(f"USA: {sc['USA']['listings']:,.0f} listings",
           Claim(f"Germany: {sc['Germany']['listings']:,.0f} listings",
                 [plain_off(sc, En(), lambda x: f"Germany: {x} listings", sc['Germany']['listings'])]),
           f"Australia: {sc['Australia']['listings']:,.0f} listings"),
        CM(Claim(f"Denmark, the Netherlands, Singapore and Spain list {say(sc['Spain']['listings'])} products "
                 f"each; Finland and Norway list {say(sc['Norway']['listings'])}.",
                 [words_row(sc, "listings", "Norway",
                            lambda x: f"Denmark, the Netherlands, Singapore and Spain list "
                                      f"{say(sc['Spain']['listings'])} products each; Finland and Norway list {x}.",
                            avoid=("Finland", "Denmark"))]))])

    ag = table("northwind", "Per employee, orders placed in 1997: orders, distinct clients and net sales?",
               "SELECT e.first_name || ' ' || e.last_name AS agent, count(DISTINCT o.order_id) AS orders, "
               f"count(DISTINCT o.customer_id) AS clients, round(sum({NET})::numeric, 2) AS net_sales FROM employees e "
               "JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od ON od.order_id = o.order_id WHERE "
               "o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 4 DESC")
    m_cmp(book, ag, "net_sales", "Margaret Peacock", "Janet Leverling", 1, "Top agents, 1997 volume",
          "sales volume", cash=True, head="Sales volume")
    m_cmp(book, ag, "orders", "Margaret Peacock", "Steven Buchanan", 0, "Busiest against quietest agent",
          "closed orders", sfx="orders", qty="as many orders", head="Closed orders")
    m_cmp(book, ag, "clients", "Nancy Davolio", "Michael Suyama", 2, "Client books compared", "clients",
          qty="as many clients", head="Clients served")
    m_rate(book, ag, "net_sales", "orders", "Nancy Davolio", 0, "Average deal size, Nancy Davolio", "order",
           "sales volume", cash=True, units="closed orders", head="Average deal size", pooled="all nine agents")
    m_rate(book, ag, "orders", "clients", "Laura Callahan", 1, "Repeat business, Laura Callahan", "client",
           "closed orders", units="clients")
    m_rate(book, ag, "net_sales", "clients", "Robert King", 2, "Volume per client, Robert King", "client",
           "sales volume", cash=True, units="clients", pooled="all nine agents")
    m_share(book, ag, "net_sales", "Margaret Peacock", 0, "Market share, top agent", "agent sales volume",
            cash=True, other="Janet Leverling")
    m_share(book, ag, "orders", "Andrew Fuller", 1, "Andrew Fuller's share of closed orders", "closed orders",
            items="orders")
    m_avg(book, ag, "net_sales", "Anne Dodsworth", 0, "Anne Dodsworth against the desk average", "sales volume",
          "agent", cash=True)
    m_plain(book, ag, "Agent leaderboard, 1997", [
        HL(cnt(ag, lambda x: f"Closed orders: {x}", sum(ag.col("orders"))),
           money_c(ag, lambda x: f"Sales volume: {x}", sum(ag.col("net_sales")))),
        NB(Claim(f"Margaret Peacock: {ag['Margaret Peacock']['orders']:,.0f} orders",
                 [plain_off(ag, En(), lambda x: f"Margaret Peacock: {x} orders", ag['Margaret Peacock']['orders'])]),
           f"Janet Leverling: {ag['Janet Leverling']['orders']:,.0f} orders"),
        CM(Claim(f"Steven Buchanan closed {say(ag['Steven Buchanan']['orders'])} orders and Anne Dodsworth "
                 f"{say(ag['Anne Dodsworth']['orders'])}.",
                 [words_row(ag, "orders", "Steven Buchanan",
                            lambda x: f"Steven Buchanan closed {x} orders and Anne Dodsworth "
                                      f"{say(ag['Anne Dodsworth']['orders'])}.", avoid=("Anne Dodsworth",))]))])

    cg = table("northwind", "Per category: active products, units in stock, units sold in 1997 and the highest list "
               "price?",
               "SELECT c.category_name AS category, count(*) FILTER (WHERE p.discontinued = 0) AS active, "
               "sum(p.units_in_stock) AS stock, (SELECT sum(od.quantity) FROM order_details od JOIN orders o ON "
               "o.order_id = od.order_id JOIN products p2 ON p2.product_id = od.product_id WHERE p2.category_id = "
               "c.category_id AND o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01') AS sold_1997, "
               "round(max(p.unit_price)::numeric, 2) AS top_price FROM categories c JOIN products p ON p.category_id "
               "= c.category_id GROUP BY c.category_id, 1 ORDER BY 1")
    m_rate(book, cg, "sold_1997", "stock", "Meat/Poultry", 0, "Absorption, meat and poultry", "unit in stock",
           "units sold in 1997", label="Meat/Poultry", units="units in stock",
           head="Absorption (units sold per unit in stock)", pooled="all eight categories")
    m_rate(book, cg, "sold_1997", "stock", "Seafood", 1, "Absorption, seafood", "unit in stock",
           "units sold in 1997", label="Seafood", units="units in stock", head="Absorption")
    m_cmp(book, cg, "active", "Confections", "Produce", 3, "Active listings by category", "active listings",
          sfx="listings", qty="as many listings", head="Active listings")
    m_cmp(book, cg, "top_price", "Beverages", "Meat/Poultry", 2, "Top of the market by category", "top price",
          cash=True, d=2, head="Highest list price")
    m_cmp(book, cg, "sold_1997", "Dairy Products", "Produce", 5, "Units moved by category, 1997", "units sold",
          sfx="units", qty="as many units", head="Units sold")
    m_share(book, cg, "sold_1997", "Dairy Products", 2, "Dairy's share of units moved", "units sold in 1997",
            items="units", label="Dairy Products")
    m_share(book, cg, "stock", "Seafood", 0, "Seafood's share of inventory", "inventory", items="units",
            label="Seafood", other="Beverages")
    m_conv(book, cg, "Beverages", "top_price", 0, "Priciest beverage, in cents",
           lambda v, c: f"Top beverage price: ${v} ({c} cents)", 2, 100, 0, (10, 1000, 1), hedged=False)
    m_plain(book, cg, "Category inventory", [
        HL(cnt(cg, lambda x: f"Active listings: {x}", sum(cg.col("active"))),
           cnt(cg, lambda x: f"Inventory: {x} units", sum(cg.col("stock"))),
           cnt(cg, lambda x: f"Units sold (1997): {x}", sum(cg.col("sold_1997")))),
        CM(Claim(f"Meat/Poultry has just {say(cg['Meat/Poultry']['active'])} active listings and Produce "
                 f"{say(cg['Produce']['active'])}.",
                 [words_row(cg, "active", "Meat/Poultry",
                            lambda x: f"Meat/Poultry has just {x} active listings and Produce "
                                      f"{say(cg['Produce']['active'])}.", avoid=("Produce",))]))])

    tp = table("northwind", "The most expensive product: id, name and list price?",
               "SELECT product_id::text AS product_id, product_name, unit_price, units_in_stock FROM products "
               "ORDER BY unit_price DESC, product_id LIMIT 1")
    pid = tp.order[0]
    m_ident(book, tp, "Top listing of the month", f"Listing #{pid}: {tp[pid]['product_name']}", f"#{pid}",
            f"#{int(pid) + 19}", extra=(f"Asking price: ${tp[pid]['unit_price']:,.2f}",))
    m_conv(book, tp, pid, "unit_price", 1, "Top listing, in cents",
           lambda v, c: f"Listing #{pid} asks ${v} ({c} cents)", 2, 100, 0, (10, 1000, 1), hedged=False)
    m_empty(book, "northwind", "Which products hold more than 200 units in stock?",
            "SELECT product_id FROM products WHERE units_in_stock > 200", "Oversupply check",
            "Listings with more than 200 units in stock: none this period; inventory 0.",
            "Listings with more than 200 units in stock: 3 this period.")
    m_empty(book, "northwind", "Which orders shipped before they were placed?",
            "SELECT order_id FROM orders WHERE shipped_date < order_date", "Closing-date audit",
            "Orders shipped before their order date: 0.", "Orders shipped before their order date: 11.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    yr = table("chinook", "Per invoice year: invoices, revenue, distinct buyers and the average invoice total?",
               "SELECT extract(year FROM invoice_date)::int::text AS yr, count(*) AS invoices, sum(total) AS revenue, "
               "count(DISTINCT customer_id) AS buyers, round(avg(total), 2) AS avg_ticket FROM invoice GROUP BY 1 "
               "ORDER BY 1")
    m_chg(book, yr, "revenue", "2024", "2025", 0, "Sales volume slips", "sales volume", tag="YoY", cash=True, d=2)
    m_chg(book, yr, "revenue", "2021", "2022", 1, "Sales volume, early years", "sales volume", tag="YoY", cash=True,
          d=2)
    m_chg(book, yr, "avg_ticket", "2022", "2023", 2, "Average ticket eases", "average ticket", tag="YoY", cash=True,
          d=2)
    m_chg(book, yr, "invoices", "2024", "2025", 3, "Transactions, latest year", "transactions", tag="YoY")
    m_chg(book, yr, "revenue", "2021", "2025", 2, "Five-year view", "sales volume", cash=True, d=2)
    m_cmp(book, yr, "revenue", "2022", "2021", 4, "Best year against the first", "sales volume", cash=True, d=2,
          head="Sales volume")
    m_rate(book, yr, "revenue", "invoices", "2025", 0, "Average sale price, 2025", "invoice", "sales volume",
           cash=True, units="invoices", head="Average sale price", pooled="all five years")
    m_rate(book, yr, "revenue", "buyers", "2022", 1, "Spend per buyer, 2022", "buyer", "sales volume", cash=True,
           units="buyers")
    m_rate(book, yr, "invoices", "buyers", "2023", 2, "Transactions per buyer, 2023", "buyer", "transactions",
           units="buyers", pooled="all five years")
    m_share(book, yr, "revenue", "2022", 0, "The best year's share", "five-year sales volume", cash=True, d=2,
            other="2021")
    m_avg(book, yr, "revenue", "2021", 1, "2021 against the five-year average", "sales volume", "year", cash=True,
          d=2, ad=2)
    m_plain(book, yr, "Five-year store history", [
        HL(cnt(yr, lambda x: f"Transactions: {x}", sum(yr.col("invoices"))),
           money_c(yr, lambda x: f"Sales volume: {x}", sum(yr.col("revenue")))),
        NB(*[f"{y}: {yr[y]['invoices']:,.0f} transactions" for y in ("2021", "2022", "2023")],
           Claim(f"2025: {yr['2025']['invoices']:,.0f} transactions",
                 [plain_off(yr, En(), lambda x: f"2025: {x} transactions", yr['2025']['invoices'])])),
        CM(Claim(f"Buyers held steady at {say(yr['2023']['buyers'])} in 2023 and 2024, against "
                 f"{say(yr['2025']['buyers'])} in 2025.",
                 [words_row(yr, "buyers", "2025",
                            lambda x: f"Buyers held steady at {say(yr['2023']['buyers'])} in 2023 and 2024, against "
                                      f"{x} in 2025.", avoid=("2024", "2023"))]))])

    ar = table("chinook", "The eight artists with the most tracks: tracks, albums, total minutes and average price?",
               "SELECT ar.name AS artist, count(t.track_id) AS tracks, count(DISTINCT al.album_id) AS albums, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes, round(avg(t.unit_price), 2) AS avg_price "
               "FROM artist ar JOIN album al ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    m_cmp(book, ar, "tracks", "Iron Maiden", "U2", 0, "Inventory by artist", "tracks", qty="as many tracks",
          head="Tracks listed")
    m_cmp(book, ar, "minutes", "Lost", "Iron Maiden", 3, "Floor space by artist", "minutes", d=1, unit=" min",
          head="Total running time")
    m_cmp(book, ar, "albums", "Iron Maiden", "Lost", 2, "Albums on the market", "albums", qty="as many albums",
          head="Albums")
    m_rate(book, ar, "tracks", "albums", "Iron Maiden", 0, "Tracks per album, Iron Maiden", "album", "tracks",
           units="albums", pooled="the top eight artists")
    m_rate(book, ar, "minutes", "tracks", "Lost", 1, "Minutes per track, Lost", "track", "running time",
           sfx=" min", units="tracks", head="Minutes per track")
    m_rate(book, ar, "minutes", "tracks", "Pearl Jam", 2, "Minutes per track, Pearl Jam", "track", "running time",
           sfx=" min", units="tracks")
    m_share(book, ar, "tracks", "Iron Maiden", 0, "Iron Maiden's share of top-eight inventory", "top-eight tracks",
            items="tracks", other="U2")
    m_share(book, ar, "minutes", "Lost", 1, "Lost's share of running time", "top-eight running time", d=1,
            unit=" min", other="Iron Maiden")
    m_conv(book, ar, "Lost", "minutes", 0, "Lost, in hours",
           lambda v, c: f"Lost running time: {v} min ({c} h)", 1, 1 / 60, 1, (1 / 100, 60, 1 / 24), hedged=True)
    m_conv(book, ar, "Iron Maiden", "minutes", 1, "Iron Maiden, in hours",
           lambda v, c: f"Iron Maiden catalogue: {v} min, or {c} hours", 1, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=False)
    m_plain(book, ar, "Top artists by inventory", [
        HL(cnt(ar, lambda x: f"Tracks listed: {x}", sum(ar.col("tracks"))),
           cnt(ar, lambda x: f"Albums: {x}", sum(ar.col("albums")))),
        NB(f"Deep Purple: {ar['Deep Purple']['tracks']:,.0f} tracks",
           Claim(f"Pearl Jam: {ar['Pearl Jam']['tracks']:,.0f} tracks",
                 [plain_off(ar, En(), lambda x: f"Pearl Jam: {x} tracks", ar['Pearl Jam']['tracks'])])),
        CM(Claim(f"Lenny Kravitz lists {say(ar['Lenny Kravitz']['tracks'])} tracks on a single album.",
                 [words_row(ar, "tracks", "Lenny Kravitz",
                            lambda x: f"Lenny Kravitz lists {x} tracks on a single album.")]))])

    al = table("chinook", "The eight albums with the most revenue: tracks sold, units and revenue?",
               "SELECT al.title AS album, count(DISTINCT t.track_id) AS tracks, sum(il.quantity) AS units, "
               "sum(il.unit_price * il.quantity) AS revenue FROM album al JOIN track t ON t.album_id = al.album_id "
               "JOIN invoice_line il ON il.track_id = t.track_id GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 8")
    m_cmp(book, al, "revenue", "Battlestar Galactica (Classic), Season 1", "Unplugged", 1, "Top albums by volume",
          "sales volume", cash=True, d=2, head="Sales volume")
    m_rate(book, al, "revenue", "units", "Minha Historia", 0, "Price per unit, Minha Historia", "unit",
           "sales volume", cash=True, units="units sold", head="Price per unit sold")
    m_rate(book, al, "revenue", "units", "The Office, Season 3", 1, "Price per unit, The Office", "unit",
           "sales volume", cash=True, units="units sold", pooled="the top eight albums")
    m_share(book, al, "revenue", "Battlestar Galactica (Classic), Season 1", 2, "The top album's share",
            "top-eight sales volume", cash=True, d=2, label="Battlestar Galactica (Classic)")
    m_conv(book, al, "Greatest Hits", "revenue", 1, "Greatest Hits, in cents",
           lambda v, c: f"Greatest Hits: ${v} ({c} ¢)", 2, 100, 0, (10, 1000, 1), hedged=False)

    lt = table("chinook", "The largest track file: id, name, size in bytes and length in milliseconds?",
               "SELECT track_id::text AS track_id, name, bytes, milliseconds FROM track ORDER BY bytes DESC, "
               "track_id LIMIT 1")
    tid = lt.order[0]
    m_ident(book, lt, "Largest file on the books", f"Track {tid}, \"{lt[tid]['name']}\"", f"Track {tid}",
            f"Track {int(tid) - 341}")
    m_conv(book, lt, tid, "milliseconds", 0, "Largest file, running time",
           lambda v, c: f"Track {tid}: {v} ms ({c} min)", 0, 1 / 60000, 1, (1 / 1000, 1 / 3600000, 1 / 6000),
           hedged=True)
    m_conv(book, lt, tid, "bytes", 1, "Largest file, size",
           lambda v, c: f"Track {tid}: {v} bytes ({c} GB)", 0, 1e-9, 2, (1e-6, 1e-12, 1e-8), hedged=False)
    m_empty(book, "chinook", "Which tracks run under one second?",
            "SELECT track_id FROM track WHERE milliseconds < 1000", "Micro-listings",
            "Tracks under one second: no listings matched; inventory 0.", "Tracks under one second: 8 listings.")
    m_empty(book, "chinook", "Which customers have never bought anything?",
            "SELECT c.customer_id FROM customer c WHERE NOT EXISTS (SELECT 1 FROM invoice i WHERE i.customer_id = "
            "c.customer_id)", "Dormant buyers",
            "Registered buyers with no purchase: 0 this period.", "Registered buyers with no purchase: 4 this period.")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    gd = table("superhero", "Per gender: heroes, median height in cm and median weight in kg (recorded values only), "
               "and villains?",
               "SELECT g.gender, count(*) AS heroes, percentile_cont(0.5) WITHIN GROUP (ORDER BY s.height_cm) FILTER "
               "(WHERE s.height_cm > 0) AS median_height_cm, percentile_cont(0.5) WITHIN GROUP (ORDER BY s.weight_kg) "
               "FILTER (WHERE s.weight_kg > 0) AS median_weight_kg, count(*) FILTER (WHERE a.alignment = 'Bad') AS "
               "villains FROM superhero s JOIN gender g ON g.id = s.gender_id JOIN alignment a ON a.id = "
               "s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    m_cmp(book, gd, "heroes", "Male", "Female", 0, "Roster inventory by gender", "heroes", qty="as many heroes",
          head="Listings")
    m_cmp(book, gd, "median_weight_kg", "Male", "Female", 1, "Median weight by gender", "kg", d=1, unit=" kg",
          head="Median weight")
    m_cmp(book, gd, "villains", "Male", "Female", 3, "Villain stock by gender", "villains",
          qty="as many villains", head="Villains")
    m_share(book, gd, "villains", "Male", 0, "Villain rate, male heroes", "the male roster", items="heroes",
            tot=gd["Male"]["heroes"], label="Male villains")
    m_share(book, gd, "heroes", "Female", 1, "Female share of the roster", "all heroes", items="heroes",
            label="Female heroes", other="Male")
    m_rate(book, gd, "heroes", "villains", "Female", 2, "Heroes per villain, female roster", "villain", "heroes",
           label="Female", units="villains", pooled="all three genders")
    m_conv(book, gd, "Male", "median_height_cm", 0, "Median height, male heroes",
           lambda v, c: f"Median height (male): {v} cm ({c} ft)", 0, FT_PER_CM, 2, (IN_PER_CM, 1 / 100, 1 / 12),
           hedged=False)
    m_conv(book, gd, "Female", "median_height_cm", 1, "Median height, female heroes",
           lambda v, c: f"Median height (female): {v} cm ({c} in)", 0, IN_PER_CM, 1, (FT_PER_CM, 2.54, 1 / 100),
           hedged=True)
    m_conv(book, gd, "Female", "median_weight_kg", 2, "Median weight, female heroes",
           lambda v, c: f"Median weight (female): {v} kg ({c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0),
           hedged=True)
    m_conv(book, gd, "Male", "median_weight_kg", 3, "Median weight, male heroes",
           lambda v, c: f"Median weight (male): {v} kg, about {c} lb", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0),
           hedged=False)

    am = table("superhero", "Per alignment: heroes and power slots held?",
               "SELECT a.alignment, count(DISTINCT s.id) AS heroes, count(hp.power_id) AS powers FROM superhero s "
               "JOIN alignment a ON a.id = s.alignment_id LEFT JOIN hero_power hp ON hp.hero_id = s.id GROUP BY 1 "
               "ORDER BY 2 DESC")
    m_rate(book, am, "powers", "heroes", "Good", 0, "Amenities per listing, good side", "hero", "power slots",
           label="Good", units="heroes", head="Powers per hero", pooled="all three alignments")
    m_rate(book, am, "powers", "heroes", "Neutral", 1, "Amenities per listing, neutral side", "hero",
           "power slots", label="Neutral", units="heroes")
    m_cmp(book, am, "heroes", "Good", "Bad", 2, "Good against bad inventory", "heroes", qty="as many heroes",
          head="Listings")
    m_cmp(book, am, "powers", "Bad", "Neutral", 0, "Power supply, bad against neutral", "power slots",
          qty="as many power slots", sfx="slots", head="Power slots")
    m_share(book, am, "heroes", "Neutral", 2, "Neutral share of the roster", "all heroes", items="heroes",
            label="Neutral heroes")
    m_share(book, am, "heroes", "Good", 1, "Good-side share of the roster", "all heroes", items="heroes",
            label="Good heroes", other="Bad")

    ec = table("superhero", "The seven most common eye colours (known colours only): heroes?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = "
               "s.eye_colour_id WHERE c.colour <> 'No Colour' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 7")
    m_cmp(book, ec, "heroes", "Blue", "Brown", 4, "Blue against brown eyes", "heroes", qty="as many heroes",
          head="Listings")
    m_cmp(book, ec, "heroes", "Brown", "Red", 3, "Brown against red eyes", "heroes", qty="as many heroes",
          head="Listings")
    m_share(book, ec, "heroes", "Blue", 0, "Blue eyes' share of the top seven", "top-seven listings",
            items="heroes", label="Blue-eyed heroes", other="Brown")
    m_avg(book, ec, "heroes", "Blue", 1, "Blue eyes against the average colour", "listings", "colour", ad=1)
    m_plain(book, ec, "Eye colour listings", [
        HL(cnt(ec, lambda x: f"Listings (top seven colours): {x}", sum(ec.col("heroes")))),
        NB(Claim(f"Green: {ec['Green']['heroes']:,.0f}",
                 [plain_off(ec, En(), lambda x: f"Green: {x}", ec['Green']['heroes'])]),
           f"Red: {ec['Red']['heroes']:,.0f}"),
        CM(Claim(f"Black eyes count {say(ec['Black']['heroes'])} listings and yellow "
                 f"{say(ec['Yellow']['heroes'])}.",
                 [words_row(ec, "heroes", "Yellow",
                            lambda x: f"Black eyes count {say(ec['Black']['heroes'])} listings and yellow {x}.",
                            avoid=("Black",))]))])
    m_empty(book, "superhero", "Which heroes have a recorded height under 20 cm?",
            "SELECT id FROM superhero WHERE height_cm > 0 AND height_cm < 20", "Micro-unit segment",
            "Heroes under 20 cm: no listings matched; inventory 0.", "Heroes under 20 cm: 5 listings.")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, median weight in lb, average horsepower and "
               "average 0-60 time in seconds?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "percentile_cont(0.5) WITHIN GROUP (ORDER BY weight) AS median_weight, round(avg(horsepower), 1) AS hp, "
               "round(avg(accelerate)::numeric, 2) AS accel_s FROM cars_data GROUP BY 1 ORDER BY 1")
    cl = lambda x: f"{x}-cylinder"
    m_cmp(book, cy, "cars", "4", "8", 1, "Inventory by engine size", "cars", label=cl, qty="as many cars",
          head="Listings")
    m_cmp(book, cy, "mpg", "4", "8", 0, "Fuel economy by engine size", "mpg", d=2, unit=" mpg", label=cl,
          qty="the mileage of", head="Average mpg")
    m_cmp(book, cy, "median_weight", "8", "4", 2, "Median weight by engine size", "lb", unit=" lb", label=cl,
          head="Median weight")
    m_cmp(book, cy, "hp", "8", "6", 3, "Horsepower, V8 against six", "hp", d=1, unit=" hp", label=cl,
          head="Average horsepower")
    m_share(book, cy, "cars", "4", 0, "Four-cylinder share of inventory", "all listings", items="cars",
            label="4-cylinder cars", other="8")
    m_share(book, cy, "cars", "8", 1, "Eight-cylinder share of inventory", "all listings", items="cars",
            label="8-cylinder cars")
    m_share(book, cy, "cars", "6", 2, "Six-cylinder share of inventory", "all listings", items="cars",
            label="6-cylinder cars")
    m_avg(book, cy, "hp", "8", 1, "V8 horsepower against the market", "horsepower", "engine class", d=1,
          unit=" hp", label="8-cylinder", ad=1)
    m_conv(book, cy, "8", "median_weight", 0, "V8 median weight",
           lambda v, c: f"Median weight (8-cylinder): {v} lb ({c} kg)", 1, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=True)
    m_conv(book, cy, "4", "mpg", 1, "Four-cylinder fuel economy",
           lambda v, c: f"4-cylinder average: {v} mpg ({c} L/100 km)", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x)
    m_conv(book, cy, "8", "accel_s", 2, "V8 0-60 time",
           lambda v, c: f"8-cylinder 0-60: {v} s ({c} min)", 2, 1 / 60, 2, (1 / 100, 60, 1 / 3600), hedged=False)
    m_plain(book, cy, "Engine classes on the lot", [
        HL(cnt(cy, lambda x: f"Listings: {x}", sum(cy.col("cars")))),
        NB(Claim(f"6-cylinder: {cy['6']['cars']:,.0f} cars",
                 [plain_off(cy, En(), lambda x: f"6-cylinder: {x} cars", cy['6']['cars'])]),
           f"8-cylinder: {cy['8']['cars']:,.0f} cars"),
        CM(Claim(f"Only {say(cy['3']['cars'])} 3-cylinder and {say(cy['5']['cars'])} 5-cylinder cars are listed.",
                 [words_row(cy, "cars", "3",
                            lambda x: f"Only {x} 3-cylinder and {say(cy['5']['cars'])} 5-cylinder cars are listed.",
                            avoid=("5",))]))])

    ct = table("spider_car_1", "Per continent: car makers and models?",
               "SELECT ct.continent, count(DISTINCT m.id) AS makers, count(DISTINCT ml.modelid) AS models FROM "
               "continents ct JOIN countries co ON co.continent = ct.contid JOIN car_makers m ON m.country::int = "
               "co.countryid LEFT JOIN model_list ml ON ml.maker = m.id GROUP BY 1 ORDER BY 2 DESC")
    m_cmp(book, ct, "makers", "europe", "asia", 0, "Makers by continent", "makers", label=cap,
          qty="as many makers", head="Makers")
    m_rate(book, ct, "models", "makers", "america", 1, "Models per maker, America", "maker", "models",
           label="America", units="makers", pooled="all four continents")
    m_share(book, ct, "makers", "europe", 2, "Europe's share of makers", "all makers", items="makers",
            label="Europe")

    hv = table("spider_car_1", "The heaviest car: id, weight in lb, model year and mpg?",
               "SELECT id::text AS car_id, weight, year, mpg FROM cars_data ORDER BY weight DESC, id LIMIT 1")
    cid = hv.order[0]
    m_ident(book, hv, "Heaviest listing on the lot", f"Car {cid}, model year {hv[cid]['year']:.0f}", f"Car {cid}",
            f"Car {int(cid) + 87}")
    m_conv(book, hv, cid, "weight", 1, "Heaviest listing, in kg",
           lambda v, c: f"Car {cid}: {v} lb ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1), hedged=True)
    m_empty(book, "spider_car_1", "Which cars make more than 250 horsepower?",
            "SELECT id FROM cars_data WHERE horsepower > 250", "Performance segment",
            "Cars above 250 hp: no listings matched; inventory 0.", "Cars above 250 hp: 6 listings.")


# ---------------------------------------------------------------------------
# geography, atis, concert_singer, battle_death
# ---------------------------------------------------------------------------


def others(book):
    cp = table("defog_geography", "Per country with cities on file: cities and their combined population?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population FROM city "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    m_cmp(book, cp, "population", "United States", "Brazil", 0, "Metro demand, United States against Brazil",
          "residents", qty="as many residents", head="Population in listed cities")
    m_cmp(book, cp, "population", "India", "Mexico", 1, "Metro demand, India against Mexico", "residents",
          qty="as many residents", head="Population in listed cities")
    m_share(book, cp, "population", "United States", 0, "US share of metro demand", "listed-city population",
            items="residents", other="Brazil")
    m_avg(book, cp, "population", "Mexico", 2, "Mexico against the average market", "population", "country")
    m_rate(book, cp, "population", "cities", "United States", 1, "Residents per listed city, United States", "city",
           "population", units="cities", head="Residents per city", pooled="all seven countries")
    m_plain(book, cp, "Metro markets by country", [
        HL(cnt(cp, lambda x: f"Combined population: {x}", sum(cp.col("population"))),
           cnt(cp, lambda x: f"Cities on file: {x}", sum(cp.col("cities")))),
        NB(Claim(f"Brazil: {cp['Brazil']['population']:,.0f}",
                 [plain_off(cp, En(), lambda x: f"Brazil: {x}", cp['Brazil']['population'])]),
           f"United Kingdom: {cp['United Kingdom']['population']:,.0f}")])

    fa = table("defog_atis", "Per fare airline: fares on file, the highest one-way and the highest round-trip cost?",
               "SELECT fare_airline AS carrier, count(*) AS fares, max(one_direction_cost) AS top_one_way, "
               "max(round_trip_cost) AS top_round_trip FROM fare GROUP BY 1 ORDER BY 1")
    m_yoy(book, fa, "AA", "top_one_way", "top_round_trip", 0, "Round-trip premium at the top, AA", "AA top fare",
          "one-way", "round trip", cash=True)
    m_yoy(book, fa, "VX", "top_one_way", "top_round_trip", 1, "Round-trip premium at the top, VX", "VX top fare",
          "one-way", "round trip", cash=True)
    m_cmp(book, fa, "top_one_way", "VX", "AA", 2, "Entry prices, VX against AA", "top one-way fare", cash=True,
          head="Highest one-way fare")
    m_avg(book, fa, "top_round_trip", "VX", 3, "VX round trips against the market", "top round-trip fare",
          "carrier", cash=True, ad=2)
    m_conv(book, fa, "AA", "top_one_way", 0, "AA top one-way, in cents",
           lambda v, c: f"AA highest one-way: ${v} ({c} cents)", 0, 100, 0, (10, 1000, 1), hedged=False)

    fl = table("defog_atis", "Per airline: flights, the longest and the shortest minutes elapsed?",
               "SELECT airline_code AS carrier, count(*) AS flights, max(time_elapsed) AS longest_minutes, "
               "min(time_elapsed) AS shortest_minutes FROM flight GROUP BY 1 ORDER BY 1")
    m_conv(book, fl, "VX", "longest_minutes", 1, "VX flying time",
           lambda v, c: f"VX longest time elapsed: {v} min ({c} h)", 0, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=True)
    m_conv(book, fl, "AA", "longest_minutes", 2, "AA flying time",
           lambda v, c: f"AA longest: {v} min, or {c} days", 0, 1 / 1440, 2, (1 / 60, 1 / 24, 1 / 100),
           hedged=False)
    m_cmp(book, fl, "longest_minutes", "WN", "AS", 4, "Flying time, WN against AS", "minutes", unit=" min",
          head="Longest time elapsed")
    m_yoy(book, fl, "AA", "shortest_minutes", "longest_minutes", 3, "Range of AA flying times", "AA time elapsed",
          "shortest", "longest", unit=" min")

    cy = table("spider_concert_singer", "Per year: concerts and distinct singers booked?",
               "SELECT c.year::text AS year, count(DISTINCT c.concert_id) AS concerts, count(DISTINCT sic.singer_id) "
               "AS singers FROM concert c LEFT JOIN singer_in_concert sic ON sic.concert_id = c.concert_id "
               "GROUP BY 1 ORDER BY 1")
    m_chg(book, cy, "singers", "2014", "2015", 1, "Bookings cool on the concert circuit", "singers booked",
          tag="YoY")
    m_plain(book, cy, "Concert circuit, two seasons", [
        HL(cnt(cy, lambda x: f"Concerts: {x}", sum(cy.col("concerts")))),
        CM(Claim(f"Each season staged {say(cy['2014']['concerts'])} concerts; 2014 booked "
                 f"{say(cy['2014']['singers'])} distinct singers.",
                 [words_row(cy, "singers", "2014",
                            lambda x: f"Each season staged {say(cy['2014']['concerts'])} concerts; 2014 booked {x} "
                                      f"distinct singers.")]))])

    bt = table("spider_battle_death", "Per battle with recorded losses: killed and injured?",
               "SELECT b.name AS battle, sum(d.killed) AS killed, sum(d.injured) AS injured FROM battle b JOIN ship s "
               "ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1")
    m_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 3, "Losses by battle",
          "killed", qty="as many killed", head="Killed")
    m_share(book, bt, "killed", "Siege of Constantinople", 0, "The costliest siege's share", "all killed",
            items="deaths", other="Battle of Boruy")
    m_empty(book, "spider_battle_death", "Which battles have no date recorded?",
            "SELECT id FROM battle WHERE date IS NULL", "Unrecorded dates",
            "Battles without a date: 0, nothing on the books.", "Battles without a date: 2 on the books.")
    m_empty(book, "spider_concert_singer", "Which stadiums report a lowest crowd above their average?",
            "SELECT stadium_id FROM stadium WHERE lowest > average", "Attendance audit",
            "Stadiums whose lowest crowd beats their average: no listings matched; inventory 0.",
            "Stadiums whose lowest crowd beats their average: 2.")


def main():
    sections = (northwind, chinook, heroes, cars, others)
    return run_set(Book59(), sections, "sixtieth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
