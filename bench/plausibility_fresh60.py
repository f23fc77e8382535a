#!/usr/bin/env python3
"""
plausibility_fresh60.py — a sixty-first labelled set for check_answer,
written held out: answers laid out as sections of the weekly claims
operations summary a claims analyst writes for the ops review, applied to
query results as if they were a book of insurance business (orders as
claims, customers as policyholders, freight as paid losses, net sales as
premium, shippers and sales reps as claims desks): a header line, bolded or
plain ("**Claims volume:**", "Loss picture —", "Severity by desk:"), a short
paragraph or two, now and then a compact list of "Line item — figure
(context)" entries, and a closing "Watch item:" or "Action:" line that
restates one figure in other words (a share in words, a rounded multiple, a
conversion such as days to weeks). Its vocabulary is the claims desk's:
"loss ratio", "per claim", "severity", "frequency", "x in every 1,000",
"up/down N% week over week", "runs about N times the next line", "net of",
"year to date", "reserve". The tables are spread across the databases
bench/plausibility.sh loads: northwind (claims, paid freight, claimants and
late closures per month from July 1997 to April 1998; claims and paid
freight per ISO week in February and March 1998; claims, paid freight, late
and open claims, days to close and the largest payment per shipper;
policyholders, claims, paid freight and net sales per ship country; order
lines, discounted lines, gross and discount per category; the late order
with the largest freight charge), chinook (lines, revenue and buyers per
genre; tracks, average minutes and megabytes per media type; accounts,
invoices, revenue and the largest invoice per support rep; customers,
cities, invoices, revenue and the largest invoice per billing country; the
longest track that is not a video), BIRD's superhero (heroes, villains and
median height per named publisher; the villain with the most powers),
Spider's car_1 (cars, eight-cylinder cars, mpg, horsepower and weight per
model year), defog-dev's geography (country, area and population per state)
and empty results from pets_1, voter_1,
academic and advising, with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx(), with fresh57's
hedges "about", "roughly", "nearly", "just over"). The header line, the
fixed sentences and the label before the closing line are part of the
style, not claims. Shapes, as in bench/plausibility_fresh4.py (whose helpers
this set reuses, with fresh7's, fresh10's, fresh29's, fresh41's to
fresh47's, fresh50's, fresh52's, fresh57's):
  comparison  two named rows: multiples ("runs about 1.3 times the next
              line"), ratios "to one", bounds ("more than twice"), the gap,
              "A ran x% above B", one as a share of the other
  change      period on period ("up 4.2% week over week", "down about a
              fifth month over month"), in absolute terms, as a multiple
  per_unit    totals over counts ("severity: $99.34 per claim", claims per
              policyholder), the book-wide rate, one row against the book
              average, shares and loss ratios (percent, fractions, "x in
              every 1,000", "roughly one in five")
  conversion  days/weeks, kg/lb, cm/ft, mpg/L per 100 km, minutes/hours,
              ms/min, dollars/cents, MB/GB, km²/sq mi
  zero_ident  zero for an empty result ("no claims matched; reserve 0"),
              identifiers with digits (claim, track, hero ids)
  plain       cells, counts and column aggregates, number words, a figure
              net of another
Each wrong twin changes ONE claim of a grounded answer, as fresh52's to
fresh59's do (the neighbouring row's value, a real value in the wrong role, a
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

LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_CM = 1 / 30.48
IN_PER_CM = 1 / 2.54
L100_MPG = 235.214583
SQMI_PER_KM2 = 0.386102159


def smult(t, F, r, k, fmt, hedged=False):
    """fresh50's mult(), or None where the multiple sits at the edge of every rounding."""
    try:
        return mult(t, F, r, k, fmt, hedged=hedged)
    except AssertionError:
        return None


def E(k=0):
    """fresh52's En with the percent sign always, as an ops summary prints it."""
    F = En(k)
    F.pf = "{x}%"
    return F


def per_k(s, items):
    """A share as "x in every 1,000 items" (x whole, away from the edge of its rounding), and its twin maker's
    value; or (None, None)."""
    v = 1000 * s
    if not 5 <= v <= 600 or abs(v % 1 - 0.5) < 0.15:
        return None, None
    n = round(v)
    h = "about " if abs(v - n) > 0.05 else ""
    return (lambda x: f"{h}{x} in every 1,000 {items}"), n


# ---------------------------------------------------------------------------
# the ops summary section: a header line, paragraphs, a line-item list, a closing watch item or action
# ---------------------------------------------------------------------------

HDR = ["**{t}:**", "{t} —", "{t}:", "**{t} —**", "{t}", "**{t}**", "{t}:"]
LIST = ["", "Line items:", "", "By line:", "", "Detail:"]
BUL = ["- ", "", "• ", "- "]
CLOSE = ["Watch item: ", "Action: ", "Watch item — ", "Action — ", "Watch item: ", "Action item: "]
FILL = ["", "Figures are straight from the claims system as of Friday's close.", "",
        "Same cut as last week's pack, so the lines compare like for like.", "",
        "No IBNR or reserve adjustments are applied to these counts.", "",
        "Paid figures are gross; nothing here is net of recoveries unless stated.", "",
        "Source extract reconciled to the ledger before this review."]


def PG(*cs):
    """A paragraph: claims run on as sentences."""
    return ("pg", None, [_cl(c) for c in cs if c is not None])


def LI(*cs):
    """A compact list, one "Line item — figure (context)" entry a line."""
    return ("li", None, [_cl(c) for c in cs if c is not None])


def WI(*cs):
    """The closing line: "Watch item:" or "Action:", then the restatement."""
    return ("wi", None, [_cl(c) for c in cs if c is not None])


class Book60(Book10):
    """fresh10's Book10, with each answer laid out as a section of the claims ops summary: the header line (fixed
    text), now and then a fixed sentence, paragraphs, a line-item list (under a fixed label now and then), and the
    closing line under its label."""

    def item(self, db, rid, shape, title, blocks, derived=True, max_twins=2):
        k = self.cases
        blocks = [b for b in blocks if b and b[2]]
        # the closing line goes last, wherever the shape put it
        blocks = [b for b in blocks if b[0] != "wi"] + [b for b in blocks if b[0] == "wi"][:1]
        pre = pick(HDR, k * 5 + 3).format(t=title)
        fill = pick(FILL, k * 3 + 1)
        claims = []
        first_li = True
        first_pg = True
        bul = pick(BUL, k * 7 + 2)
        for kd, _, cs in blocks:
            if kd == "li":
                for q, c in enumerate(cs):
                    lead = "\n" + bul
                    if q == 0 and first_li:
                        h = pick(LIST, k * 5 + 2)
                        lead = "\n" + ("\n" if claims else "") + (h + "\n" if h else "") + bul
                        first_li = False
                    claims.append(pre_(c, lead))
            elif kd == "pg":
                lead = "\n\n" if claims or not first_pg else "\n"
                if first_pg and fill and not claims:
                    lead = "\n" + fill + " "
                first_pg = False
                claims.append(pre_(cs[0], lead))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n" + pick(CLOSE, k * 3 + 1)))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre)


# ---------------------------------------------------------------------------
# shapes, as a claims ops summary puts them
# ---------------------------------------------------------------------------


def li_fmt(name, ctx=""):
    """A line item: "Name — {figure} (context)"."""
    return lambda x: f"{name} — {x}" + (f" ({ctx})" if ctx else "")


def c_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", sfx=None,
          ctx="", more=()):
    """Two named rows, the larger first, in six layouts; sfx follows a count ("claims")."""
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
    form = k % 6
    fb = li_fmt(B_, ctx)
    lines = LI(li_fmt(A_, ctx)(f"{S(va)}{sx}"), Claim(fb(f"{S(vb)}{sx}"), [nbr(lambda x: fb(f"{x}{sx}"))]))
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
        blocks = [PG(Claim(f"On {noun}, {A_} carried {mw}{as_(mw)}.",
                           [("false_bound", f"On {noun}, {A_} carried {mbad}{as_(mbad)}.")])),
                  WI(again_m(t, F, diff, k, f"keep an eye on a gap of {{}}{sx} between the two.", cash, unit,
                             role="off"))]
    elif form == 1:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f2 = lambda x: f"The gap between {A_} and {B_} is {x}{sx}"
        f3 = lambda x: f"{A_} ran {fmt(x)} above {B_} on {noun}."
        blocks = [PG(Claim(f3(pt), [off(t, "wrong_base", f3(show(beh)), rel, beh, pd, approx=True, real=True,
                                        alts=[])]),
                     Claim(f2(S(diff)) + ".", [gap(lambda x: f2(x) + ".")]))]
        if r >= 1.25:
            blocks.append(WI(smult(t, F, r, k, lambda x: f"{A_} runs at {x} the {B_} line.", hedged=True)))
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f2 = lambda x: f"{B_} came in at {F.p(x)} of the {A_} figure"
        blocks = [PG(Claim(f2(pt) + ".", [ptw(t, F, "complement", lambda x: f2(x) + ".", s, 100 - s, pd),
                                          ptw(t, F, "share_of_pair", lambda x: f2(x) + ".", s,
                                              100 * vb / (va + vb), pd)])),
                  WI(Claim(f"{B_} is carrying {fw} of the {A_} load.",
                           [("false_bound", f"{B_} is carrying {fbad} of the {A_} load.")]))]
    elif form == 3:
        blocks = [PG(smult(t, F, r, k, lambda x: f"{A_} runs about {x} the next line, {B_}, on {noun}.")),
                  WI(Claim(f"that is {tw} against {B_}; worth a look at desk capacity.",
                           [("false_bound", f"that is {tbad} against {B_}; worth a look at desk capacity.")]))]
    elif form == 5:
        blocks = [PG(Claim(f"{A_} logged {lw} the {B_} figure.", [("false_bound", f"{A_} logged {lbad} the {B_} "
                                                                                  f"figure.")]),
                     smult(t, F, r, k + 1, lambda x: f"On the numbers that is {x}."))]
    else:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f1 = lambda x: f"{A_} ran {fmt(x)} above {B_}"
        f3 = lambda x: f"a gap of {x}{sx}."
        blocks = [PG(Claim(f1(pt) + ",", [off(t, "wrong_base", f1(show(beh)) + ",", rel, beh, pd, approx=True,
                                              real=True, alts=[])]),
                     Claim(f3(S(diff)), [gap(f3)]))]
    lay = [lines] + blocks if k % 3 else blocks[:1] + [lines] + blocks[1:]
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
    f0 = li_fmt(cap(l2), "current")(S(v2))
    f1 = lambda x: li_fmt(cap(l1), "prior")(x)
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
    blocks = [LI(f0, Claim(f1(S(v1)), [nbr(f1)]))]
    if form == 0:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}"
        f3 = lambda x: f"({'+' if up else '−'}{x})."
        blocks.insert(0, PG(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)])))
    elif form == 1:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}."
        blocks.insert(0, PG(Claim(f2(pt), [base(f2)])))
        blocks.append(WI(Claim(cap(fw) + "; flag for the reserve meeting.",
                               [("false_bound", cap(fbad) + "; flag for the reserve meeting.")])))
    elif form == 2:
        fmt, ht, hd2, show = pct_m(F, p, k)
        f5 = lambda x: f"{hd} closed {l2} {dn} {fmt(x)} on {l1}"
        mv = again_m(t, F, abs(diff), k + 1, "a swing of {}.", cash, unit, role="off")
        pu = "," if mv else "."
        blocks.append(PG(Claim(f5(ht) + pu, [base(lambda x: f5(x) + pu, True, show, hd2)]), mv))
    else:
        f2 = lambda y: f"{hd} {dn} {F.p(y)}{tg}."
        blocks.insert(0, PG(Claim(f2(pt), [base(f2)])))
        if up and v2 / v1 >= 1.3:
            blocks.append(WI(smult(t, F, v2 / v1, k, lambda x: f"{l2} ran at {x} the {l1} pace.")))
        else:
            blocks.append(WI(again_m(t, F, v2, k, f"{noun} now sits at {{}} for {l2}.", cash, unit)))
    book.item(t.db, t.rid, "change", title, blocks + list(more))


def c_chg(book, t, col, p1, p2, k, title, noun, l1=None, l2=None, tag="", cash=False, d=0, unit="", more=()):
    """A change between two rows (periods) of one column."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1 or p1,
          l2 or p2, tag, cash, d, unit, more)


def c_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           head=None, pooled=None, more=()):
    """A total over a count for one row ("Severity: $99.34 per claim"); with pooled, the book-wide rate after it
    (twin: the simple mean of the rows' rates)."""
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
    lines = LI(li_fmt(cap(what), name)(St(tot)), li_fmt(cap(units), name)(Sc(cnt_)))
    if head:
        f1 = lambda x: f"{head} for {name} works out to {x} per {unit}."
    elif k % 2:
        f1 = lambda x: f"That is {x} per {unit}."
    else:
        f1 = lambda x: f"{cap(what)} per {unit} comes to {x}."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [lines, PG(Claim(f1(pt), tw))] if k % 2 else [PG(Claim(f1(pt), tw)), lines]
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
        f = lambda x: f"across {pooled} the book runs {x} per {unit}, so {name} sits " \
                      f"{'above' if r > overall else 'below'} the book."
        blocks.append(WI(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True,
                                           alts=[]) if ow(plain) != ot else None])))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def c_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, more=()):
    """One row's share of a total, in three layouts; twins: the complement, the share of the wrong total, a false
    fraction, "x in every 1,000" or "one in N"."""
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
    pk, pkv = per_k(s / 100, items) if items else (None, None)
    dw, dbad = one_in(s / 100)
    bw, bbad = bound_words(s / 100)
    sx = f" {items}" if items and not cash and not unit else ""

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    form = k % 3
    f0 = li_fmt(cap(name))
    tl = cap(whole) if whole.startswith(("all ", "the ")) else f"Total {whole}"
    if form == 0:
        f2 = lambda y: f"{cap(name)} makes up {F.p(y)} of {whole}."
        blocks = [LI(Claim(f0(f"{S(v)}{sx}"), [nbr(lambda x: f0(f"{x}{sx}"))]), li_fmt(tl)(f"{S(Tt)}{sx}")),
                  PG(Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)]))]
        r = None
        if pk:
            g = lambda x: f"that is {pk(x)}; keep it on the list for next week."
            r = Claim(g(f"{pkv}"), [ptw(t, F, "complement", g, 10 * s, 1000 - 10 * s, 0)])
        elif dw:
            r = Claim(f"that is {dw}.", [("false_bound", f"that is {dbad}.")])
        elif fw:
            r = Claim(f"that is {fw} of {whole}.", [("false_bound", f"that is {fbad} of {whole}.")])
        if r:
            blocks.append(WI(r))
    elif form == 1:
        fmt, pt, pd, show = pct_m(F, s, k)
        f1 = lambda x: f"{cap(name)} accounts for {fmt(x)} of {whole}"
        blocks = [PG(Claim(f1(pt) + ".", [off(t, "complement", f1(show(100 - s)) + ".", s, 100 - s, pd,
                                              approx=True, real=True, alts=[]), wt(lambda x: f1(x) + ".", pd)])),
                  LI(Claim(f0(f"{S(v)}{sx}"), [nbr(lambda x: f0(f"{x}{sx}"))]), li_fmt(tl)(f"{S(Tt)}{sx}"))]
        r = (Claim(f"{bw} of {whole} sits with {name}.", [("false_bound", f"{bbad} of {whole} sits with {name}.")])
             if bw else None) or \
            (Claim(f"call it {pk(pkv)}.", [ptw(t, F, "complement", lambda x: f"call it {pk(x)}.", 10 * s,
                                               1000 - 10 * s, 0)]) if pk else None)
        if r:
            blocks.append(WI(r))
    else:
        f2 = lambda y: f"Share of {whole}: {F.p(y)}."
        blocks = [PG(Claim(f0(f"{S(v)}{sx}") + ".", [nbr(lambda x: f0(f"{x}{sx}") + ".")]),
                     Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd)]))]
        r = (Claim(f"{name} carries {fw} of {whole}.",
                   [("false_bound", f"{name} carries {fbad} of {whole}.")]) if fw else None) or \
            (Claim(f"that is {dw}.", [("false_bound", f"that is {dbad}.")]) if dw else None) or \
            (Claim(f"put another way, {pk(pkv)}.", [ptw(t, F, "complement",
                                                        lambda x: f"put another way, {pk(x)}.", 10 * s,
                                                        1000 - 10 * s, 0)]) if pk else None)
        if r:
            blocks.append(WI(r))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def c_ratio(book, t, num, den, key, k, title, what, name_n, name_d, label=None, more=()):
    """A loss ratio of one row (num over den, as a percentage); twins: the neighbour row's ratio, the row's share
    of the column total in its place, the figure off."""
    F = E(k)
    vn, vd = t[key][num], t[key][den]
    s = 100 * vn / vd
    name = label or key
    st_, sd = fig(s, 2 if s < 10 else 1)
    f1 = lambda x: f"{cap(what)} for {name} is {F.p(x)}."
    tw = []
    nb = nbr_of(t, key)
    if nb:
        sn = 100 * t[nb][num] / t[nb][den]
        tw.append(off(t, "neighbour_row", f1(F.w(sn, sd)), s, sn, sd, real=True, alts=[]))
    tw.append(ptw(t, F, "wrong_total", f1, s, 100 * vn / sum(t.col(num)), sd))
    tw.append(off_f(t, "off", f1, s, (1.7, 0.5, 2.3, 0.4), sd, lambda x: F.w(x, sd)))
    lines = LI(li_fmt(cap(name_n), name)(F.m(vn, 2)[0]), li_fmt(cap(name_d), name)(F.m(vd, 2)[0]))
    blocks = [lines, PG(Claim(f1(st_), tw))] if k % 2 else [PG(Claim(f1(st_), tw)), lines]
    pk, pkv = per_k(s / 100, "dollars")
    if pk:
        g = lambda x: f"{pk(x)} of {name_d} goes out as {name_n}."
        blocks.append(WI(Claim(g(f"{pkv}"), [off_f(t, "off", g, 10 * s, (2.0, 0.45, 3.0), 0,
                                                   lambda x: F.w(x, 0))])))
    book.item(t.db, t.rid, "per_unit", title, blocks + list(more))


def c_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, more=()):
    """One row against the book average (the average of the rows): the gap in percent, or as a multiple."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Book average — {x} ({noun} per {per})"
    lines = LI(li_fmt(cap(name), noun)(S(v)),
               Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                         lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = smult(t, F, v / avg, k, lambda x: f"{name} runs at {x} the book average.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} sits {F.p(x)} {'above' if above else 'below'} the book average."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    book.item(t.db, t.rid, "per_unit", title, [lines, PG(c2)] + list(more))


def c_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), close=False, more=()):
    """A figure with its conversion beside it, as a line item, in a sentence, or (close) in the closing line;
    second: (fmt, src_d, factor, dst_d, bads, hedged) for a second conversion of the same figure; facts: fixed or
    plain line items."""
    F = E(k)
    v = t[key][col]
    c1 = conv_m(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_m(t, F, v, k + 1, *second) if second else None
    if close:
        blocks = [LI(*facts) if facts else None, PG(c2) if c2 else None, WI(c1)]
    elif k % 2:
        blocks = [PG(c1), LI(*facts, c2)]
    else:
        blocks = [LI(*facts, c1), WI(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", title, [b for b in blocks if b and b[2]] + list(more))


def c_empty(book, db, question, sql, title, ack, bad, extra=(), more=()):
    """An empty result ("no claims matched; reserve 0"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", title, [PG(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def c_ident(book, t, title, text, good, bad, extra=(), more=()):
    """A record's identifier (a claim, track or hero id); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", title,
              [PG(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra)] + list(more), derived=False)


def c_plain(book, t, title, blocks):
    book.item(t.db, t.rid, "plain", title, [b for b in blocks if b], derived=False)


def c_net(book, t, gross, less, key, k, title, what, lname, label=None, more=()):
    """A figure net of another for one row (gross less the deduction); twins: the gross figure in the net role, the
    net figure off."""
    F = En()
    g, x = t[key][gross], t[key][less]
    net = g - x
    name = label or key
    f = lambda y: f"Net of {lname}, {name} comes to {y}."
    tw = [off(t, "wrong_role", f(F.m(g, 2)[0]), net, g, 2, real=True, alts=[]),
          off_f(t, "off", f, net, (1.5, 0.6, 2.2), 2, lambda y: F.wm(y, 2))]
    lines = LI(li_fmt(cap(what), name)(F.m(g, 2)[0]), li_fmt(cap(lname), name)(F.m(x, 2)[0]))
    blocks = [lines, PG(Claim(f(F.m(net, 2)[0]), tw))] if k % 2 else [PG(Claim(f(F.m(net, 2)[0]), tw)), lines]
    book.item(t.db, t.rid, "plain", title, blocks + list(more))


def cnt(t, fmt, v, F=None):
    """A plain count or aggregate in fmt; twin: the figure off."""
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, F or En(), fmt, v)])


def money_c(t, fmt, v, d=2):
    """A plain money aggregate in fmt; twin: the figure off."""
    F = En()
    return Claim(fmt(F.m(v, d)[0]), [plain_off(t, F, fmt, v, d=d, cash=True)])


# ---------------------------------------------------------------------------
# northwind: orders as claims, customers as policyholders, freight as paid losses, net sales as premium
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
MON = {"1997-07": "July", "1997-08": "August", "1997-09": "September", "1997-10": "October",
       "1997-11": "November", "1997-12": "December", "1998-01": "January", "1998-02": "February",
       "1998-03": "March", "1998-04": "April"}


def ml(x):
    return f"{MON[x]} {x[:4]}"


def wl(x):
    return f"Week {int(x[-2:])}"


def northwind(book):
    mo = table("northwind", "Per order month from July 1997 to April 1998: orders, freight paid, distinct customers "
               "and orders shipped after their required date?",
               "SELECT to_char(order_date, 'YYYY-MM') AS month, count(*) AS claims, round(sum(freight)::numeric, 2) "
               "AS paid, count(DISTINCT customer_id) AS claimants, count(*) FILTER (WHERE shipped_date > "
               "required_date) AS late FROM orders WHERE order_date >= '1997-07-01' AND order_date < '1998-05-01' "
               "GROUP BY 1 ORDER BY 1")
    c_chg(book, mo, "claims", "1998-02", "1998-03", 0, "Claims volume", "new claims", ml("1998-02"), ml("1998-03"),
          tag="month over month")
    c_chg(book, mo, "paid", "1997-10", "1997-11", 1, "Paid losses", "paid losses", ml("1997-10"), ml("1997-11"),
          tag="month over month", cash=True, d=2)
    c_chg(book, mo, "claimants", "1997-12", "1998-01", 2, "Claimant count", "distinct claimants", ml("1997-12"),
          ml("1998-01"), tag="month over month")
    c_chg(book, mo, "paid", "1997-07", "1998-04", 3, "Paid losses, ten-month view", "paid losses", ml("1997-07"),
          ml("1998-04"), cash=True, d=2)
    c_chg(book, mo, "claims", "1997-11", "1997-12", 1, "Year-end claims volume", "new claims", ml("1997-11"),
          ml("1997-12"), tag="month over month")
    c_chg(book, mo, "paid", "1998-01", "1998-02", 2, "Paid losses ease", "paid losses", ml("1998-01"), ml("1998-02"),
          tag="month over month", cash=True, d=2)
    c_cmp(book, mo, "claims", "1998-04", "1997-11", 0, "Claims volume, peak against trough", "claims",
          label=ml, qty="as many claims", ctx="new claims")
    c_cmp(book, mo, "paid", "1998-01", "1997-08", 1, "Paid losses by month", "paid losses", cash=True, d=2,
          label=ml, ctx="paid")
    c_rate(book, mo, "paid", "claims", "1998-01", 0, "Severity", "claim", "paid losses", cash=True,
           label=ml("1998-01"), units="claims", head="Severity", pooled="all ten months")
    c_rate(book, mo, "claims", "claimants", "1998-03", 1, "Frequency per claimant", "claimant", "claims",
           label=ml("1998-03"), units="claimants", pooled="all ten months")
    c_rate(book, mo, "paid", "claimants", "1997-10", 2, "Paid per claimant", "claimant", "paid losses", cash=True,
           label=ml("1997-10"), units="claimants")
    c_share(book, mo, "late", "1998-03", 0, "Late closures", "March claims", items="claims",
            tot=mo["1998-03"]["claims"], label="late closures in March")
    c_share(book, mo, "claims", "1998-04", 1, "April's share of the period", "all claims in the period",
            items="claims", label=ml("1998-04"), other="1998-03")
    c_share(book, mo, "paid", "1998-01", 2, "January's share of paid losses", "ten-month paid losses", cash=True,
            d=2, label=ml("1998-01"), other="1998-04")
    c_avg(book, mo, "paid", "1998-04", 1, "April paid against the book", "paid losses", "month", cash=True, d=2)
    c_avg(book, mo, "claims", "1997-07", 0, "July volume against the book", "claims", "month", label=ml("1997-07"),
          ad=1)
    c_plain(book, mo, "Claims volume, year to date", [
        PG(cnt(mo, lambda x: f"Ten months in, the book has logged {x} claims", sum(mo.col("claims"))),
           money_c(mo, lambda x: f"and {x} in paid losses.", sum(mo.col("paid")))),
        LI(Claim(li_fmt("Late closures", "all months")(f"{sum(mo.col('late')):,.0f}"),
                 [plain_off(mo, En(), li_fmt("Late closures", "all months"), sum(mo.col("late")))]),
           f"{ml('1998-04')} — {mo['1998-04']['claims']:,.0f} claims (new)"),
        PG(Claim(f"{ml('1997-08')} closed with no late claims; {ml('1998-01')} had {say(mo['1998-01']['late'])}.",
                 [words_row(mo, "late", "1998-01",
                            lambda x: f"{ml('1997-08')} closed with no late claims; {ml('1998-01')} had {x}.",
                            avoid=("1997-08", "1998-02", "1998-04"))]))])

    wk = table("northwind", "Per ISO week from week 6 to week 14 of 1998: orders and freight paid?",
               "SELECT to_char(order_date, 'IYYY-\"W\"IW') AS week, count(*) AS claims, "
               "round(sum(freight)::numeric, 2) AS paid FROM orders WHERE order_date >= '1998-02-02' AND "
               "order_date < '1998-04-06' GROUP BY 1 ORDER BY 1")
    c_chg(book, wk, "paid", "1998-W07", "1998-W08", 0, "Weekly paid losses", "paid losses", wl("1998-W07"),
          wl("1998-W08"), tag="week over week", cash=True, d=2)
    c_chg(book, wk, "paid", "1998-W13", "1998-W14", 1, "Weekly paid losses", "paid losses", wl("1998-W13"),
          wl("1998-W14"), tag="week over week", cash=True, d=2)
    c_chg(book, wk, "paid", "1998-W09", "1998-W10", 2, "Paid losses cool", "paid losses", wl("1998-W09"),
          wl("1998-W10"), tag="week over week", cash=True, d=2)
    c_chg(book, wk, "paid", "1998-W12", "1998-W13", 3, "Paid losses spike", "paid losses", wl("1998-W12"),
          wl("1998-W13"), tag="week over week", cash=True, d=2)
    c_chg(book, wk, "claims", "1998-W08", "1998-W09", 0, "Weekly claims volume", "new claims", wl("1998-W08"),
          wl("1998-W09"), tag="week over week")
    c_chg(book, wk, "claims", "1998-W07", "1998-W10", 1, "Claims volume, three-week view", "new claims",
          wl("1998-W07"), wl("1998-W10"))
    c_chg(book, wk, "paid", "1998-W06", "1998-W07", 2, "Paid losses drop", "paid losses", wl("1998-W06"),
          wl("1998-W07"), tag="week over week", cash=True, d=2)
    c_cmp(book, wk, "paid", "1998-W13", "1998-W07", 3, "Weekly paid losses, high and low", "paid losses",
          cash=True, d=2, label=wl)
    c_rate(book, wk, "paid", "claims", "1998-W13", 1, "Weekly severity", "claim", "paid losses", cash=True,
           label=wl("1998-W13"), units="claims", pooled="the nine weeks")
    c_share(book, wk, "paid", "1998-W13", 2, "Week 13's share of paid losses", "nine-week paid losses", cash=True,
            d=2, label=wl("1998-W13"))
    c_avg(book, wk, "paid", "1998-W07", 0, "A quiet week", "paid losses", "week", cash=True, d=2,
          label=wl("1998-W07"))

    sh = table("northwind", "Per shipper: orders, freight paid, orders shipped late, orders not yet shipped, "
               "average days from order to shipment and the largest freight charge?",
               "SELECT s.company_name AS shipper, count(*) AS claims, round(sum(o.freight)::numeric, 2) AS paid, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, count(*) FILTER (WHERE "
               "o.shipped_date IS NULL) AS open, round(avg(o.shipped_date - o.order_date), 2) AS days_to_close, "
               "max(o.freight) AS top_payment FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "GROUP BY 1 ORDER BY 2 DESC")
    c_cmp(book, sh, "claims", "United Package", "Federal Shipping", 3, "Desk volume", "claims handled",
          sfx="claims", qty="as many claims", ctx="claims handled")
    c_cmp(book, sh, "paid", "United Package", "Speedy Express", 1, "Paid losses by desk", "paid losses", cash=True,
          d=2, ctx="paid")
    c_cmp(book, sh, "late", "United Package", "Federal Shipping", 0, "Late closures by desk", "late closures",
          qty="as many late closures", sfx="late", ctx="closed past due")
    c_cmp(book, sh, "top_payment", "Federal Shipping", "Speedy Express", 5, "Largest single payment by desk",
          "the largest payment", cash=True, d=2, ctx="largest payment")
    c_rate(book, sh, "paid", "claims", "Federal Shipping", 0, "Severity by desk", "claim", "paid losses",
           cash=True, units="claims", head="Severity", pooled="all three desks")
    c_rate(book, sh, "paid", "claims", "Speedy Express", 1, "Severity, Speedy Express desk", "claim",
           "paid losses", cash=True, units="claims")
    c_share(book, sh, "late", "United Package", 0, "Late-closure frequency, United Package", "claims handled",
            items="claims", tot=sh["United Package"]["claims"], label="United Package late closures")
    c_share(book, sh, "open", "Federal Shipping", 1, "Open inventory, Federal Shipping", "claims handled",
            items="claims", tot=sh["Federal Shipping"]["claims"], label="Federal Shipping open claims")
    c_share(book, sh, "paid", "United Package", 2, "United Package's share of paid losses", "all paid losses",
            cash=True, d=2, other="Speedy Express")
    c_share(book, sh, "claims", "Speedy Express", 0, "Speedy Express's share of volume", "all claims",
            items="claims", other="United Package")
    c_avg(book, sh, "days_to_close", "United Package", 1, "Cycle time, United Package", "days to close", "desk",
          d=2, unit=" days", ad=2)
    c_conv(book, sh, "United Package", "days_to_close", 0, "Cycle time in weeks",
           lambda v, c: f"United Package — {v} days to close ({c} weeks)", 2, 1 / 7, 2, (1 / 30, 7, 1 / 5),
           hedged=False)
    c_conv(book, sh, "Federal Shipping", "days_to_close", 1, "Cycle time, Federal Shipping",
           lambda v, c: f"Federal Shipping takes {v} days to close a claim, about {c} weeks.", 2, 1 / 7, 1,
           (1 / 30, 7, 1 / 5), hedged=False)
    c_conv(book, sh, "Speedy Express", "days_to_close", 2, "Cycle time, Speedy Express",
           lambda v, c: f"Speedy Express averages {v} days per claim, or {c} hours", 2, 24, 0, (60, 1 / 24, 12),
           hedged=True, close=True, facts=(f"Speedy Express — {sh['Speedy Express']['claims']:,.0f} claims handled",))
    c_conv(book, sh, "Federal Shipping", "top_payment", 3, "Largest payment, in cents",
           lambda v, c: f"Federal Shipping's largest payment — ${v} ({c} cents)", 2, 100, 0, (10, 1000, 1),
           hedged=False)
    c_plain(book, sh, "Desk inventory", [
        PG(cnt(sh, lambda x: f"The three desks handled {x} claims", sum(sh.col("claims"))),
           money_c(sh, lambda x: f"and paid {x} in losses.", sum(sh.col("paid")))),
        LI(Claim(li_fmt("Open claims", "all desks")(f"{sum(sh.col('open')):,.0f}"),
                 [plain_off(sh, En(), li_fmt("Open claims", "all desks"), sum(sh.col("open")))]),
           li_fmt("Late closures", "all desks")(f"{sum(sh.col('late')):,.0f}")),
        PG(Claim(f"Speedy Express still has {say(sh['Speedy Express']['open'])} claims open and United Package "
                 f"{say(sh['United Package']['open'])}.",
                 [words_row(sh, "open", "Speedy Express",
                            lambda x: f"Speedy Express still has {x} claims open and United Package "
                                      f"{say(sh['United Package']['open'])}.", avoid=("United Package",))]))])

    co = table("northwind", "The ten ship countries with the most orders: distinct customers, orders, freight paid and "
               "net sales?",
               "SELECT o.ship_country AS country, count(DISTINCT o.customer_id) AS policyholders, "
               "count(DISTINCT o.order_id) AS claims, round(sum(o.freight)::numeric, 2) AS paid, "
               f"(SELECT round(sum({NET})::numeric, 2) FROM order_details od JOIN orders o2 ON o2.order_id = "
               "od.order_id WHERE o2.ship_country = o.ship_country) AS premium FROM orders o GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 10")
    c_ratio(book, co, "paid", "premium", "Austria", 0, "Loss ratio, Austria", "the loss ratio", "paid losses",
            "premium")
    c_ratio(book, co, "paid", "premium", "Italy", 1, "Loss ratio, Italy", "the loss ratio", "paid losses",
            "premium")
    c_ratio(book, co, "paid", "premium", "Venezuela", 2, "Loss ratio, Venezuela", "the loss ratio", "paid losses",
            "premium")
    c_ratio(book, co, "paid", "premium", "Brazil", 3, "Loss ratio, Brazil", "the loss ratio", "paid losses",
            "premium")
    c_rate(book, co, "claims", "policyholders", "Austria", 0, "Claims per policyholder, Austria", "policyholder",
           "claims", units="policyholders", head="Frequency", pooled="the top ten countries")
    c_rate(book, co, "claims", "policyholders", "UK", 1, "Claims per policyholder, UK", "policyholder",
           "claims", units="policyholders")
    c_rate(book, co, "paid", "claims", "Austria", 2, "Severity, Austria", "claim", "paid losses", cash=True,
           units="claims", pooled="the top ten countries")
    c_cmp(book, co, "claims", "Germany", "Brazil", 0, "Volume by territory", "claims", qty="as many claims")
    c_cmp(book, co, "paid", "Austria", "Sweden", 3, "Paid losses, Austria against Sweden", "paid losses",
          cash=True, d=2)
    c_cmp(book, co, "policyholders", "USA", "Venezuela", 4, "Policyholder base by territory", "policyholders",
          qty="as many policyholders")
    c_cmp(book, co, "premium", "USA", "France", 5, "Premium by territory", "premium", cash=True, d=2)
    c_share(book, co, "paid", "USA", 1, "US share of paid losses", "top-ten paid losses", cash=True, d=2,
            other="Germany")
    c_avg(book, co, "paid", "Austria", 1, "Austria against the book", "paid losses", "country", cash=True, d=2)
    c_avg(book, co, "claims", "Italy", 0, "Italy against the book", "claims", "country", ad=1)
    c_net(book, co, "premium", "paid", "Germany", 0, "Germany, net of paid losses", "premium", "paid losses")
    c_plain(book, co, "Territories", [
        PG(cnt(co, lambda x: f"The top ten territories account for {x} claims", sum(co.col("claims"))),
           cnt(co, lambda x: f"from {x} policyholders.", sum(co.col("policyholders")))),
        LI(Claim(li_fmt("France", "paid")(En().m(co['France']['paid'], 2)[0]),
                 [plain_off(co, En(), li_fmt("France", "paid"), co['France']['paid'], d=2, cash=True)]),
           li_fmt("UK", "paid")(En().m(co['UK']['paid'], 2)[0])),
        PG(Claim(f"Austria and Sweden each have {say(co['Austria']['policyholders'])} policyholders; Canada and "
                 f"Italy have {say(co['Italy']['policyholders'])}.",
                 [words_row(co, "policyholders", "Austria",
                            lambda x: f"Austria and Sweden each have {x} policyholders; Canada and Italy have "
                                      f"{say(co['Italy']['policyholders'])}.", avoid=("Sweden", "Canada", "Italy"))]))])

    cg = table("northwind", "Per category: order lines, discounted lines, gross line value and discount given?",
               "SELECT c.category_name AS category, count(*) AS lines, count(*) FILTER (WHERE od.discount > 0) AS "
               "discounted, round(sum(od.unit_price * od.quantity)::numeric, 2) AS gross, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discount FROM order_details od "
               "JOIN products p ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    c_net(book, cg, "gross", "discount", "Beverages", 1, "Beverages, net of discounts", "gross", "discounts")
    c_net(book, cg, "gross", "discount", "Produce", 0, "Produce, net of discounts", "gross", "discounts")
    c_net(book, cg, "gross", "discount", "Seafood", 1, "Seafood, net of discounts", "gross", "discounts")
    c_ratio(book, cg, "discount", "gross", "Meat/Poultry", 1, "Discount leakage, Meat/Poultry",
            "the discount rate", "discounts", "gross")
    c_ratio(book, cg, "discount", "gross", "Grains/Cereals", 2, "Discount leakage, Grains/Cereals",
            "the discount rate", "discounts", "gross")
    c_share(book, cg, "discounted", "Produce", 0, "Discounted lines, Produce", "Produce lines", items="lines",
            tot=cg["Produce"]["lines"], label="discounted Produce lines")
    c_share(book, cg, "discount", "Beverages", 1, "Beverages' share of discounts", "all discounts", cash=True, d=2,
            other="Dairy Products")
    c_rate(book, cg, "gross", "lines", "Meat/Poultry", 1, "Severity per line, Meat/Poultry", "line", "gross",
           cash=True, units="lines", pooled="all eight categories")
    c_rate(book, cg, "gross", "lines", "Confections", 0, "Severity per line, Confections", "line", "gross",
           cash=True, units="lines", head="Severity")
    c_cmp(book, cg, "gross", "Beverages", "Produce", 0, "Gross by line of business", "gross", cash=True, d=2,
          qty="as much")
    c_cmp(book, cg, "discount", "Beverages", "Grains/Cereals", 2, "Discounts by line of business", "discounts",
          cash=True, d=2)
    c_cmp(book, cg, "lines", "Beverages", "Produce", 5, "Line count by category", "lines", qty="as many lines")
    c_plain(book, cg, "Lines of business", [
        PG(cnt(cg, lambda x: f"All eight categories together carry {x} order lines", sum(cg.col("lines"))),
           money_c(cg, lambda x: f"and {x} in discounts year to date.", sum(cg.col("discount")))),
        LI(Claim(li_fmt("Condiments", "discounted lines")(f"{cg['Condiments']['discounted']:,.0f}"),
                 [plain_off(cg, En(), li_fmt("Condiments", "discounted lines"), cg['Condiments']['discounted'])]),
           li_fmt("Produce", "discounted lines")(f"{cg['Produce']['discounted']:,.0f}"))])

    tp = table("northwind", "Among orders shipped after their required date, the one with the largest freight charge: "
               "id, customer, freight and days late?",
               "SELECT order_id::text AS order_id, customer_id, freight, shipped_date - required_date AS days_late "
               "FROM orders WHERE shipped_date > required_date ORDER BY freight DESC, order_id LIMIT 1")
    oid = tp.order[0]
    c_ident(book, tp, "Large late loss", f"The largest payment on a claim closed past due sits on claim #{oid} "
            f"(policyholder {tp[oid]['customer_id']}).", f"#{oid}", f"#{int(oid) + 163}",
            extra=(f"Paid: ${tp[oid]['freight']:,.2f}.",))
    c_conv(book, tp, oid, "freight", 1, "Large loss, in cents",
           lambda v, c: f"Claim #{oid} paid ${v}, that is {c} cents.", 2, 100, 0, (10, 1000, 1), hedged=False)
    c_empty(book, "northwind", "Which orders shipped more than 60 days after they were placed?",
            "SELECT order_id FROM orders WHERE shipped_date - order_date > 60", "Aged claims",
            "Claims open more than 60 days before closing: none this period; no aged-claim reserve needed.",
            "Claims open more than 60 days before closing: 4 this period.")
    c_empty(book, "northwind", "Which order lines have a quantity above 500 or a unit price above 1,000?",
            "SELECT order_id, product_id FROM order_details WHERE quantity > 500 OR unit_price > 1000",
            "Data quality", "Lines above 500 units or $1,000 a unit: 0.",
            "Lines above 500 units or $1,000 a unit: 17.")


# ---------------------------------------------------------------------------
# chinook: invoice lines as claims, customers as policyholders, support reps as desks
# ---------------------------------------------------------------------------


def chinook(book):
    gn = table("chinook", "The eight genres with the most revenue: invoice lines, units, revenue and distinct buyers?",
               "SELECT g.name AS genre, count(*) AS lines, sum(il.quantity) AS units, "
               "sum(il.unit_price * il.quantity) AS revenue, count(DISTINCT i.customer_id) AS buyers FROM "
               "invoice_line il JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id "
               "JOIN invoice i ON i.invoice_id = il.invoice_id GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 8")
    c_cmp(book, gn, "revenue", "Rock", "Latin", 3, "Premium by line", "premium", cash=True, d=2)
    c_cmp(book, gn, "lines", "Metal", "Jazz", 0, "Claim lines, Metal against Jazz", "claim lines",
          qty="as many lines", sfx="lines")
    c_cmp(book, gn, "buyers", "Jazz", "Drama", 1, "Policyholders, Jazz against Drama", "policyholders",
          qty="as many policyholders")
    c_cmp(book, gn, "revenue", "TV Shows", "Blues", 2, "Premium, TV Shows against Blues", "premium", cash=True, d=2)
    c_rate(book, gn, "revenue", "lines", "TV Shows", 0, "Severity, TV Shows", "line", "premium", cash=True,
           units="lines", head="Severity", pooled="the top eight genres")
    c_rate(book, gn, "lines", "buyers", "Rock", 1, "Lines per policyholder, Rock", "policyholder", "lines",
           units="policyholders", pooled="the top eight genres")
    c_rate(book, gn, "lines", "buyers", "Drama", 2, "Lines per policyholder, Drama", "policyholder", "lines",
           units="policyholders")
    c_share(book, gn, "revenue", "Rock", 0, "Rock's share of premium", "top-eight premium", cash=True, d=2,
            other="Latin")
    c_share(book, gn, "lines", "Latin", 1, "Latin's share of lines", "top-eight lines", items="lines",
            other="Rock")
    c_share(book, gn, "lines", "Metal", 2, "Metal's share of lines", "top-eight lines", items="lines")
    c_avg(book, gn, "revenue", "Latin", 0, "Latin against the book", "premium", "genre", cash=True, d=2)
    c_avg(book, gn, "revenue", "Rock", 1, "Rock against the book", "premium", "genre", cash=True, d=2)
    c_plain(book, gn, "Genre book", [
        PG(cnt(gn, lambda x: f"The top eight genres carry {x} invoice lines", sum(gn.col("lines"))),
           money_c(gn, lambda x: f"worth {x} in premium.", sum(gn.col("revenue")))),
        LI(Claim(li_fmt("Blues", "lines")(f"{gn['Blues']['lines']:,.0f}"),
                 [plain_off(gn, En(), li_fmt("Blues", "lines"), gn['Blues']['lines'])]),
           li_fmt("Jazz", "lines")(f"{gn['Jazz']['lines']:,.0f}")),
        PG(Claim(f"TV Shows drew {say(gn['TV Shows']['lines'])} lines and Drama {say(gn['Drama']['lines'])}.",
                 [words_row(gn, "lines", "Drama",
                            lambda x: f"TV Shows drew {say(gn['TV Shows']['lines'])} lines and Drama {x}.",
                            avoid=("TV Shows",))]))])

    md = table("chinook", "Per media type: tracks, average length in minutes and total size in megabytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.milliseconds) / 60000.0, 2) AS avg_min, "
               "round(sum(t.bytes) / 1e6, 1) AS mb FROM track t JOIN media_type m ON m.media_type_id = "
               "t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    vid = "Protected MPEG-4 video file"
    c_conv(book, md, vid, "mb", 0, "Video storage exposure",
           lambda v, c: f"Video files — {v} MB ({c} GB)", 1, 1 / 1000, 1, (1 / 1e6, 1, 1 / 100), hedged=True)
    c_conv(book, md, "MPEG audio file", "mb", 1, "Audio storage exposure",
           lambda v, c: f"MPEG audio holds {v} MB, roughly {c} GB.", 1, 1 / 1000, 1, (1 / 1e6, 1, 1 / 100),
           hedged=False)
    c_conv(book, md, vid, "avg_min", 2, "Video length",
           lambda v, c: f"the average video runs {v} minutes, about {c} seconds", 2, 60, 0, (1 / 60, 100, 3600),
           hedged=False, close=True, facts=(f"Video files — {md[vid]['tracks']:,.0f} tracks",))
    c_cmp(book, md, "avg_min", vid, "MPEG audio file", 3, "Length, video against audio", "average length",
          d=2, unit=" min", label=lambda x: "Video" if x == vid else "MPEG audio")
    c_cmp(book, md, "tracks", "Protected AAC audio file", vid, 4, "Protected formats", "tracks",
          qty="as many tracks", label=lambda x: "Protected AAC" if "AAC" in x else "Protected video")
    c_rate(book, md, "mb", "tracks", vid, 0, "Size per video", "track", "storage", sfx=" MB", units="tracks",
           label="video", pooled="all five media types")
    c_share(book, md, "tracks", "MPEG audio file", 0, "MPEG audio's share of the catalogue", "all tracks",
            items="tracks", label="MPEG audio", other=vid)
    c_share(book, md, "mb", vid, 1, "Video's share of storage", "all storage", d=1, unit=" MB", label="video")

    rp = table("chinook", "Per support rep: customer accounts, invoices, revenue and the largest invoice?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS accounts, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue, max(i.total) AS top_invoice FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    c_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 1, "Desk premium", "premium", cash=True, d=2)
    c_cmp(book, rp, "top_invoice", "Steve Johnson", "Jane Peacock", 2, "Largest ticket by desk",
          "the largest ticket", cash=True, d=2)
    c_rate(book, rp, "revenue", "invoices", "Margaret Park", 0, "Average ticket, Margaret Park", "invoice",
           "premium", cash=True, units="invoices", head="Average ticket", pooled="all three desks")
    c_rate(book, rp, "invoices", "accounts", "Jane Peacock", 1, "Frequency, Jane Peacock's book", "account",
           "invoices", units="accounts")
    c_rate(book, rp, "revenue", "accounts", "Steve Johnson", 2, "Premium per account, Steve Johnson", "account",
           "premium", cash=True, units="accounts", pooled="all three desks")
    c_share(book, rp, "revenue", "Jane Peacock", 0, "Jane Peacock's share of premium", "all premium", cash=True,
            d=2, other="Margaret Park")
    c_share(book, rp, "accounts", "Steve Johnson", 1, "Steve Johnson's share of accounts", "all accounts",
            items="accounts")
    c_plain(book, rp, "Desk books", [
        PG(cnt(rp, lambda x: f"The three desks carry {x} invoices", sum(rp.col("invoices"))),
           money_c(rp, lambda x: f"and {x} in premium.", sum(rp.col("revenue")))),
        PG(Claim(f"Jane Peacock looks after {say(rp['Jane Peacock']['accounts'])} accounts and Steve Johnson "
                 f"{say(rp['Steve Johnson']['accounts'])}.",
                 [words_row(rp, "accounts", "Steve Johnson",
                            lambda x: f"Jane Peacock looks after {say(rp['Jane Peacock']['accounts'])} accounts and "
                                      f"Steve Johnson {x}.", avoid=("Margaret Park",))]))])

    bc = table("chinook", "The eight billing countries with the most revenue: customers, billing cities, invoices, "
               "revenue and the largest invoice?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(DISTINCT "
               "billing_city) AS cities, count(*) AS invoices, sum(total) AS revenue, max(total) AS top_invoice "
               "FROM invoice GROUP BY 1 ORDER BY 5 DESC, 1 LIMIT 8")
    c_cmp(book, bc, "revenue", "USA", "Canada", 0, "Premium by territory", "premium", cash=True, d=2,
          qty="as much")
    c_cmp(book, bc, "customers", "USA", "Brazil", 3, "Policyholders by territory", "policyholders",
          qty="as many policyholders")
    c_cmp(book, bc, "revenue", "France", "United Kingdom", 4, "Premium, France against the UK", "premium",
          cash=True, d=2)
    c_rate(book, bc, "revenue", "customers", "France", 0, "Premium per policyholder, France", "policyholder",
           "premium", cash=True, units="policyholders", pooled="the top eight countries")
    c_rate(book, bc, "revenue", "invoices", "Czech Republic", 1, "Average ticket, Czech Republic", "invoice",
           "premium", cash=True, units="invoices", head="Average ticket")
    c_share(book, bc, "revenue", "USA", 2, "US share of premium", "top-eight premium", cash=True, d=2,
            other="Canada")
    c_share(book, bc, "customers", "Canada", 0, "Canada's share of policyholders", "top-eight policyholders",
            items="policyholders")
    c_avg(book, bc, "revenue", "Germany", 0, "Germany against the book", "premium", "country", cash=True, d=2)

    lt = table("chinook", "The longest track that is not a video file: id, name and length in milliseconds?",
               "SELECT t.track_id::text AS track_id, t.name, t.milliseconds FROM track t JOIN media_type m ON "
               "m.media_type_id = t.media_type_id WHERE m.name NOT LIKE '%video%' ORDER BY t.milliseconds DESC, "
               "t.track_id LIMIT 1")
    tid = lt.order[0]
    c_ident(book, lt, "Longest open item", f"The longest audio item on file is track {tid}, \"{lt[tid]['name']}\".",
            f"track {tid}", f"track {int(tid) - 404}")
    c_conv(book, lt, tid, "milliseconds", 0, "Longest item, in minutes",
           lambda v, c: f"Track {tid} — {v} ms ({c} min)", 0, 1 / 60000, 1, (1 / 1000, 1 / 3600000, 1 / 6000),
           hedged=True)
    c_conv(book, lt, tid, "milliseconds", 1, "Longest item, in hours",
           lambda v, c: f"Track {tid} runs {v} ms, or {c} hours", 0, 1 / 3600000, 2, (1 / 60000, 1 / 1000,
                                                                                      1 / 360000),
           hedged=False, close=True, facts=(f"Track {tid} — \"{lt[tid]['name']}\"",))
    c_empty(book, "chinook", "Which invoice lines were sold at a unit price above 5?",
            "SELECT invoice_line_id, invoice_id FROM invoice_line WHERE unit_price > 5", "Large-line screen",
            "Lines priced above $5: no claims matched; reserve 0.", "Lines priced above $5: 23 claims matched.")
    c_empty(book, "chinook", "Which invoice lines have a quantity above one?",
            "SELECT invoice_line_id FROM invoice_line WHERE quantity > 1", "Multi-unit lines",
            "Lines with more than one unit: none on the books.", "Lines with more than one unit: 12 on the books.")


# ---------------------------------------------------------------------------
# superhero, car_1, geography, small databases
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per named publisher with at least 15 heroes: heroes, villains and median height in cm "
               "(recorded heights only)?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, count(*) FILTER (WHERE a.alignment = 'Bad') "
               "AS villains, percentile_cont(0.5) WITHIN GROUP (ORDER BY s.height_cm) FILTER (WHERE s.height_cm > 0) "
               "AS median_cm FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN alignment a ON a.id = "
               "s.alignment_id WHERE p.publisher_name <> '' GROUP BY 1 HAVING count(*) >= 15 ORDER BY 2 DESC, 1")
    c_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 0, "Policies in force by carrier", "policies",
          qty="as many policies")
    c_cmp(book, pb, "villains", "Marvel Comics", "DC Comics", 1, "Flagged policies by carrier", "flagged policies",
          qty="as many flags", sfx="flagged")
    c_cmp(book, pb, "heroes", "DC Comics", "Dark Horse Comics", 3, "DC against Dark Horse", "policies",
          qty="as many policies")
    c_share(book, pb, "villains", "Marvel Comics", 0, "Fraud-flag frequency, Marvel", "the Marvel book",
            items="policies", tot=pb["Marvel Comics"]["heroes"], label="Marvel flagged policies")
    c_share(book, pb, "villains", "DC Comics", 1, "Fraud-flag frequency, DC", "the DC book", items="policies",
            tot=pb["DC Comics"]["heroes"], label="DC flagged policies")
    c_share(book, pb, "heroes", "Marvel Comics", 2, "Marvel's share of the book", "all policies",
            items="policies", label="Marvel", other="DC Comics")
    c_rate(book, pb, "heroes", "villains", "George Lucas", 1, "Policies per flag, George Lucas", "flag",
           "policies", units="flags", pooled="all carriers")
    c_avg(book, pb, "heroes", "Dark Horse Comics", 0, "Dark Horse against the book", "policies", "carrier", ad=1)
    c_conv(book, pb, "Marvel Comics", "median_cm", 0, "Median insured height, Marvel",
           lambda v, c: f"Marvel median height — {v} cm ({c} ft)", 0, FT_PER_CM, 2, (IN_PER_CM, 1 / 100, 1 / 12),
           hedged=False)
    c_conv(book, pb, "DC Comics", "median_cm", 1, "Median insured height, DC",
           lambda v, c: f"DC's median height is {v} cm, about {c} in.", 0, IN_PER_CM, 1, (FT_PER_CM, 2.54, 1 / 100),
           hedged=False)

    pw = table("superhero", "The villain (bad alignment) with the most powers: id, name and number of powers?",
               "SELECT s.id::text AS hero_id, s.superhero_name, count(*) AS powers FROM superhero s JOIN alignment a "
               "ON a.id = s.alignment_id JOIN hero_power hp ON hp.hero_id = s.id WHERE a.alignment = 'Bad' GROUP BY "
               "s.id, s.superhero_name ORDER BY 3 DESC, 1 LIMIT 1")
    hid = pw.order[0]
    c_ident(book, pw, "Highest-exposure policy", f"Policy {hid} ({pw[hid]['superhero_name']}) is the flagged "
            f"policy carrying the most riders.", f"Policy {hid}", f"Policy {int(hid) + 58}",
            extra=(cnt(pw, lambda x: f"Riders: {x}.", pw[hid]["powers"]),))
    c_empty(book, "superhero", "Which heroes have a recorded weight above 100,000 kg and a height under 100 cm?",
            "SELECT id FROM superhero WHERE weight_kg > 100000 AND height_cm > 0 AND height_cm < 100",
            "Outlier screen", "Outlier policies on this screen: none; nothing to reserve.",
            "Outlier policies on this screen: 3.")


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, eight-cylinder cars, average mpg, average horsepower and "
               "average weight in lb?",
               "SELECT year::text AS model_year, count(*) AS cars, count(*) FILTER (WHERE cylinders = 8) AS v8, "
               "round(avg(mpg)::numeric, 2) AS mpg, round(avg(horsepower), 1) AS hp, round(avg(weight), 0) AS weight "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    yl = lambda x: f"model year {x}"
    c_chg(book, yr, "mpg", "1979", "1980", 0, "Fleet fuel economy", "average mpg", yl("1979"), yl("1980"),
          tag="year over year", d=2, unit=" mpg")
    c_chg(book, yr, "hp", "1970", "1971", 1, "Fleet horsepower", "average horsepower", yl("1970"), yl("1971"),
          tag="year over year", d=1, unit=" hp")
    c_chg(book, yr, "cars", "1973", "1974", 2, "Vehicles scheduled", "vehicles scheduled", yl("1973"), yl("1974"),
          tag="year over year")
    c_chg(book, yr, "weight", "1979", "1980", 3, "Fleet weight", "average weight", yl("1979"), yl("1980"),
          tag="year over year", unit=" lb")
    c_chg(book, yr, "mpg", "1970", "1982", 1, "Fuel economy across the fleet's life", "average mpg", yl("1970"),
          yl("1982"), d=2, unit=" mpg")
    c_chg(book, yr, "mpg", "1980", "1981", 2, "Fuel economy slips", "average mpg", yl("1980"), yl("1981"),
          tag="year over year", d=2, unit=" mpg")
    c_chg(book, yr, "weight", "1972", "1973", 3, "Fleet weight, 1973", "average weight", yl("1972"), yl("1973"),
          tag="year over year", unit=" lb")
    c_chg(book, yr, "cars", "1977", "1978", 0, "Vehicles scheduled, 1978", "vehicles scheduled", yl("1977"),
          yl("1978"), tag="year over year")
    c_cmp(book, yr, "hp", "1970", "1980", 3, "Horsepower, oldest against 1980", "horsepower", d=1, unit=" hp",
          label=lambda x: f"Model year {x}")
    c_cmp(book, yr, "cars", "1973", "1974", 1, "Schedule size by model year", "vehicles", qty="as many vehicles",
          label=lambda x: f"Model year {x}")
    c_share(book, yr, "cars", "1973", 0, "1973's share of the schedule", "all scheduled vehicles",
            items="vehicles", label="Model year 1973")
    c_share(book, yr, "cars", "1978", 1, "1978's share of the schedule", "all scheduled vehicles",
            items="vehicles", label="Model year 1978", other="1973")
    c_avg(book, yr, "mpg", "1980", 1, "1980 against the fleet", "mpg", "model year", d=2, unit=" mpg", ad=2)
    c_avg(book, yr, "hp", "1970", 0, "1970 against the fleet", "horsepower", "model year", d=1, unit=" hp", ad=1)
    c_conv(book, yr, "1970", "weight", 0, "Fleet weight, 1970",
           lambda v, c: f"Model year 1970 — {v} lb average ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=True)
    c_conv(book, yr, "1982", "mpg", 1, "Fuel economy, 1982",
           lambda v, c: f"Model year 1982 averages {v} mpg, about {c} L/100 km.", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=False,
           fn=lambda x: L100_MPG / x)
    c_conv(book, yr, "1974", "weight", 2, "Fleet weight, 1974",
           lambda v, c: f"the 1974 schedule averages {v} lb, or {c} kg", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=True, close=True, facts=(f"Model year 1974 — {yr['1974']['cars']:,.0f} vehicles scheduled",))
    c_plain(book, yr, "Vehicle schedule", [
        PG(cnt(yr, lambda x: f"The schedule lists {x} vehicles across thirteen model years.", sum(yr.col("cars")))),
        LI(Claim(li_fmt("Model year 1976", "vehicles")(f"{yr['1976']['cars']:,.0f}"),
                 [plain_off(yr, En(), li_fmt("Model year 1976", "vehicles"), yr['1976']['cars'])]),
           li_fmt("Model year 1978", "vehicles")(f"{yr['1978']['cars']:,.0f}")),
        PG(Claim(f"Model year 1974 has {say(yr['1974']['cars'])} vehicles and 1971 {say(yr['1971']['cars'])}.",
                 [words_row(yr, "cars", "1974",
                            lambda x: f"Model year 1974 has {x} vehicles and 1971 {say(yr['1971']['cars'])}.",
                            avoid=("1971",))]))])
    c_empty(book, "spider_car_1", "Which cars weigh under 1,000 lb?",
            "SELECT id FROM cars_data WHERE weight < 1000", "Light-vehicle screen",
            "Vehicles under 1,000 lb: no claims matched; reserve 0.", "Vehicles under 1,000 lb: 7.")


def others(book):
    st = table("defog_geography", "Per state, largest area first: country, population and area?",
               "SELECT state_name AS state, country_name, area, population FROM state ORDER BY area DESC, state_name")
    c_rate(book, st, "population", "area", "Texas", 0, "Exposure density, Texas", "unit of area", "population",
           units="area units", pooled="all states on file")
    c_cmp(book, st, "population", "Guangdong", "Ohio", 3, "Exposure, Guangdong against Ohio", "insured population",
          qty="as many insureds", sfx="insureds")
    c_cmp(book, st, "area", "Tokyo", "Guangdong", 5, "Territory size", "area", unit=" km²")
    c_share(book, st, "population", "Florida", 0, "Florida's share of exposure", "the insured population",
            items="insureds")
    c_conv(book, st, "Tokyo", "area", 0, "Territory area, Tokyo",
           lambda v, c: f"Tokyo — {v} km² ({c} sq mi)", 0, SQMI_PER_KM2, 0, (1 / SQMI_PER_KM2, 1.0, 0.1),
           hedged=True)
    c_conv(book, st, "Guangdong", "area", 1, "Territory area, Guangdong",
           lambda v, c: f"Guangdong covers {v} km², roughly {c} square miles.", 0, SQMI_PER_KM2, 0,
           (1 / SQMI_PER_KM2, 1.0, 0.1), hedged=False)
    c_empty(book, "spider_pets_1", "Which pets are older than 20 years?",
            "SELECT petid, pettype FROM pets WHERE pet_age > 20", "Pet line, senior animals",
            "Pets over 20 years old on the schedule: 0.", "Pets over 20 years old on the schedule: 2.")
    c_empty(book, "spider_voter_1", "Which votes went to a contestant numbered above 100?",
            "SELECT vote_id FROM votes WHERE contestant_number > 100", "Unmatched records",
            "Records pointing past contestant 100: none; no reserve set.",
            "Records pointing past contestant 100: 9.")
    c_empty(book, "defog_academic", "Which publications appeared before 1950?",
            "SELECT pid FROM publication WHERE year < 1950", "Legacy book",
            "Items written before 1950: no claims matched.", "Items written before 1950: 15 claims matched.")
    c_empty(book, "defog_advising", "Which courses have a helpfulness score above 5?",
            "SELECT course_id FROM course WHERE helpfulness_score > 5", "Score audit",
            "Courses scoring above 5 on helpfulness: 0 on the books.",
            "Courses scoring above 5 on helpfulness: 16 on the books.")


def main():
    sections = (northwind, chinook, heroes, cars, others)
    return run_set(Book60(), sections, "sixty-first set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
