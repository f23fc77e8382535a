#!/usr/bin/env python3
"""
plausibility_fresh54.py — a fifty-fifth labelled set for check_answer,
written held out, development since its misses were read: answers laid out as
an internal auditor's findings on a data review ("Finding 3: Freight charges
concentrated on one carrier"), with short labelled parts ("Population:",
"Exceptions:", "Observation:", "Condition:", "Cause:", "Effect:", "Risk
rating: Medium", "Recommendation:", "Management response:"), over tables
spread across the databases bench/plausibility.sh loads: northwind (orders,
late and unshipped orders and freight per employee; orders and net sales per
quarter of 1997; products, discontinued lines, lines at or below their
reorder level and stock value per category; orders, freight, days to ship and
orders with freight over $100 per destination country in 1997; orders and
freight per shipper in 1996 and 1997; the order with the biggest freight
bill), chinook (customers, invoices, revenue and invoices of $10 or more per
support rep; invoices, revenue and customers per year; tracks, minutes and
megabytes for the albums with the most tracks; tracks per playlist; tracks,
gigabytes and tracks over ten minutes per media type; the invoice with the
most lines), BIRD's superhero (heroes, heights and missing weights per
alignment; missing heights per gender; heroes per superpower; the heaviest
hero), Spider's car_1 (cars, fuel economy, horsepower, weight and cars of 30
mpg or more per cylinder count, with fuel economy before and after 1976;
models and listings per maker; the quickest car), defog-dev's geography (city
populations per state, lakes per state), atis (flights, flying time and
flights with stops per airline; seats and range per aircraft and per maker;
minimum connection times; fares per airline), advising (courses, labs,
enrolment and reviews per department), academic (papers and citations per
conference), and Spider's concert_singer (singers per country; stadium
capacity and crowds), pets_1 (pets per type; students per sex), battle_death
(incidents, killed and injured per battle), tvshow (cartoons per channel;
shares per episode), course_teach (courses and grades per teacher), voter_1
(votes per contestant) and cre_doc_template_mgt (templates and documents per
type; paragraphs per document), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx()). The writing is
the audit report the other sets lack: a finding title, then labelled lines,
one running paragraph, a small markdown table of the figures examined
followed by the observation, or numbered points within one finding; figures
as auditors state them ("10 of 156 orders (6.4%)", "roughly one in every
sixteen", "exceeds the average by $1,240", "twice the rate observed at
Leverling", "no exceptions were noted" for an empty result), comparisons
between named units, period-on-period changes, per-unit figures, unit
conversions said beside the original (days and weeks, days and hours, hours
and minutes, minutes and hours, kg and lb, miles and km, sq km and sq miles,
mpg and litres per 100 km, GB and MB), identifiers with digits (order,
invoice, hero, car and document numbers), digits and number words mixed,
approximations, in ordinary English number formatting. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's to fresh47's, fresh50's, fresh52's and
fresh53's layout of shapes):
  comparison  two named units: multiples, ratios "to one", margins, percent
              ahead and behind, one as a share of the other
  change      period on period, signed in percent, hedged, in absolute
              terms, as a fraction in words, as a multiple
  per_unit    totals over counts, the blended rate, one unit against the
              average (in percent, as a multiple, as a margin), shares
              (percent, fractions, "one in every N", "roughly six in ten"),
              exceptions over a population and exception rates compared
  conversion  days/weeks, days/hours, hours/minutes, minutes/hours, kg/lb,
              miles/km, sq km/sq miles, mpg/L per 100 km, GB/MB
  zero_ident  zero for an empty result ("no exceptions were noted"),
              identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer, as fresh52's and
fresh53's do (the neighbouring row's value, a real value in the wrong role,
a false multiple, fraction or bound, number words given to the wrong row, a
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
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import in_ten, to_one
from plausibility_fresh45 import ear_mult, every
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import again, mult, nbr_fn, off_f, off_r, pct_s, per_s, plain_off, ptw, sgn, words_row
from plausibility_fresh52 import En, conv_claim, _cl

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
SQMI_PER_SQKM = 0.386102159
L100_MPG = 235.214583


# ---------------------------------------------------------------------------
# the finding: a title, labelled lines / one paragraph / a table / numbered points, a risk rating
# ---------------------------------------------------------------------------

TITLE = ["**Finding {n}: {t}**", "Finding {n} — {t}", "### Finding {n}: {t}", "FINDING {n}: {t}",
         "**Finding {n} — {t}**", "Finding {n}: {t}"]
BOXH = ["Data examined:", "Scope and population:", "Figures tested:", "Population reviewed:", "Testing performed:",
        "Records examined:"]
PARA = [["Observation: ", "Condition: ", "Observation: ", "Condition: "],
        ["Detail: ", "Effect: ", "Further testing: ", "Effect: "],
        ["Note: ", "Context: ", "Note: ", "Context: "]]
LEADS = {"effect": ["Effect: ", "Impact: ", "Effect: ", "Consequence: "],
         "cause": ["Cause: ", "Root cause: ", "Cause: ", "Likely cause: "],
         "crit": ["Criteria: ", "Benchmark: ", "Criteria: ", "Expectation: "],
         "obs": ["Observation: ", "Condition: ", "Observation: ", "Auditor's note: "]}
RISK = ["Low", "Medium", "High", "Medium", "Low", "Moderate", "Medium"]
REC = ["", "Recommendation: management should review the drivers of this result and document them.", "",
       "Recommendation: reconcile the figures to the source ledger before the next reporting cycle.",
       "Management response: agreed; the owner will review the exceptions noted.", "",
       "Recommendation: set a monitoring threshold and report breaches monthly.",
       "Management response: accepted, with remediation planned for the coming quarter.", "",
       "Recommendation: none required at this stage; monitor going forward."]


def suf_(c, s):
    """The claim with s after its text and after each of its twins' texts."""
    c = _cl(c)
    c.text = c.text + s
    c.wrongs = [(r, x + s) for r, x in c.wrongs]
    return c


def _row(x):
    i = x.rfind(": ")
    return f"| {x[:i]} | {x[i + 2:]} |"


def tab_(c):
    """A "Label: value" claim as a table row."""
    c = _cl(c)
    c.text = "\n" + _row(c.text)
    c.wrongs = [(r, "\n" + _row(x)) for r, x in c.wrongs]
    return c


def P(*cs):
    return ("para", None, [_cl(c) for c in cs if c is not None])


def H(head, *cs):
    cs = [_cl(c) for c in cs if c is not None]
    return ("head", head, cs) if cs else None


def BX(*items):
    """The figures examined: label: value lines, each a claim."""
    return ("box", None, [_cl(x) for x in items if x is not None])


def end_(cs):
    """Sentence-end a run of claims: a full stop after the last unless it has one."""
    if cs and not cs[-1].text.rstrip().endswith((".", "!", "?")):
        suf_(cs[-1], ".")
    return cs


class Book54(Book10):
    """fresh10's Book10, with each answer laid out as an internal audit finding: a numbered title, then the
    figures examined as labelled lines, as one running paragraph, as a small table, or as numbered points;
    labelled paragraphs ("Observation: ", "Effect: "), a risk rating and now and then a recommendation or a
    management response; none of the fixed text holds a figure of the result."""

    def __init__(self):
        super().__init__()
        self.fn = 0

    def item(self, db, rid, shape, title, blocks, derived=True, max_twins=2):
        k = self.cases
        self.fn += 1
        n = (self.fn - 1) % 11 + 1
        lay = k % 4
        claims = []
        blocks = [b for b in blocks if b and b[2]]
        npara = 0
        point = 0
        if lay == 1:
            pre = f"Finding {n} ({title})."
        else:
            pre = pick(TITLE, k * 5 + 2).format(n=n, t=title)
        for b in blocks:
            kd, hd, cs = b
            if kd == "box":
                if lay == 0:
                    claims.append(Claim("\n\n" + pick(BOXH, k * 3 + 1)))
                    claims += [pre_(c, "\n- ") for c in cs]
                elif lay == 2:
                    claims.append(Claim("\n\n| Item | Figure |\n|---|---:|"))
                    claims += [tab_(c) for c in cs]
                else:
                    if lay == 3:
                        point += 1
                        h = f"\n\n{point}. Figures examined — "
                    else:
                        h = pick(["Figures examined — ", "Scope — ", "Testing covered the following — "], k)
                    cs = [pre_(cs[0], h)] + [pre_(c, "; ") for c in cs[1:]]
                    claims += end_(cs)
                continue
            if kd == "head":
                h = pick(LEADS[hd], k * 3 + len(hd))
            else:
                h = pick(PARA[min(npara, 2)], k)
                npara += 1
            if lay == 3:
                point += 1
                h = f"\n\n{point}. " + h
            elif lay != 1:
                h = "\n\n" + h
            cs = [pre_(cs[0], h)] + cs[1:]
            claims += end_(cs)
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        risk = f"Risk rating: {pick(RISK, k * 3 + 1)}"
        rec = pick(REC, k * 7 + 2)
        if lay == 1:
            post = f"{risk}." + (f" {rec}" if rec else "")
        else:
            post = f"\n\n{risk}" + (f"\n\n{rec}" if rec else "")
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


def box_first(k, box, blocks):
    """The figures examined first in most findings, after the first paragraph now and then."""
    blocks = [b for b in blocks if b]
    if not box:
        return blocks
    return blocks[:1] + [box] + blocks[1:] if k % 5 == 4 else [box] + blocks


# ---------------------------------------------------------------------------
# shapes, as an auditor writes them up
# ---------------------------------------------------------------------------


def a_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", field=None,
          sym="$", more=()):
    """Two named units, the larger first, in five layouts; field labels the figure in the figures examined."""
    F = En(k, sym)
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
    fl = cap(field or noun.replace("of ", ""))
    fb = lambda x: f"{fl}, {B_}: {x}"
    box = BX(f"{fl}, {A_}: {S(va)}", Claim(fb(S(vb)), [nbr(fb)]))
    form = k % 5
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 0 and not mw:
        form = 1
    if form == 2 and not fw:
        form = 4
    if form == 3 and not tw:
        form = 1
    if form == 0:
        as_ = " as" if "times" in mw else ""
        c = Claim(f"{A_} recorded {mw}{as_} {B_}", [("false_bound", f"{A_} recorded {mbad}{as_} {B_}")])
        blocks = [P(c, pick(["— a concentration the review did not expect.", "— a material imbalance.",
                             "— well outside the pattern across the other units."], k)),
                  H("effect", again(t, F, diff, k, "the gap between the two units is {}.", cash, unit, role="off"))]
    elif form == 1:
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"{A_} exceeds {B_} by {x},"
        f3 = lambda x: f"or {F.p(x)} above {poss(B_)} figure."
        blocks = [P(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, rel, beh, pd)]))]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{B_} reached only {x} of {poss(A_)} level"
        f2 = lambda x: f"({F.p(x)})."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]),
                    Claim(f2(pt), [ptw(t, F, "complement", f2, s, 100 - s, pd),
                                   ptw(t, F, "share_of_pair", f2, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        blocks = [P(Claim(f"The ratio of {A_} to {B_} is {tw}.",
                          [("false_bound", f"The ratio of {A_} to {B_} is {tbad}.")])),
                  H("obs", mult(t, F, r, k, lambda x: f"expressed as a multiple, {A_} stands at {x} {poss(B_)} "
                                                      f"figure."))]
    else:
        fmt, pt, pd, show = pct_s(F, rel, k)
        f1 = lambda x: f"{A_} is higher than {B_} by {fmt(x)}"
        f3 = lambda x: f"— a difference of {x}."
        blocks = [P(Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                       alts=[])]),
                    Claim(f3(S(diff)), [gap(f3)]))]
    book.item(t.db, t.rid, "comparison", title, box_first(k, box, blocks) + list(more))


def _move(book, F, t, v1, v2, nbr, k, title, noun, l1, l2, tag, cash, d, unit, are, field, more):
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    sg = sgn(up, k)
    ud = "up" if up else "down"
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
    fl = cap(field or noun)
    f1 = lambda x: f"{fl}, {l1}: {x}"
    box = BX(Claim(f1(S(v1)), [nbr(f1)]), f"{fl}, {l2}: {S(v2)}")
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} {was} {mw} the {l1} level", f"{noun} in {l2} {was} {mb} the {l1} level"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {be} {ud} {fr} on {l1}", f"{noun} {be} {ud} {fb} on {l1}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f2 = lambda y: f"{cap(noun)} {be} {ud} {F.p(y)}{tg},"
        f3 = lambda x: f"a movement of {x}."
        blocks = [P(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
    elif form == 1:
        blocks = [P(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")]),
                    pick(["The movement was not explained in the period commentary.",
                          "No supporting analysis was on file.", "The trend is consistent across the period."], k))]
        f2 = lambda y: f"period-on-period change of {sg}{F.p(y)}{tg}."
        blocks.append(H("obs", Claim(f2(pt), [base(f2)])))
    elif form == 2:
        fmt, ht, hd, show = pct_s(F, p, k)
        f5 = lambda x: f"{noun} {be} {ud} {fmt(x)} between {l1} and {l2}"
        blocks = [H("obs", Claim(f5(ht), [base(f5, True, show, hd)]),
                    again(t, F, abs(diff), k + 1, f"— {{}} {'more' if up else 'fewer' if not cash else 'less'}.",
                          cash, unit, role="off"))]
    else:
        f2 = lambda y: f"Change: {sg}{F.p(y)}"
        box = BX(Claim(f1(S(v1)), [nbr(f1)]), f"{fl}, {l2}: {S(v2)}", Claim(f2(pt), [base(f2)]))
        blocks = [P(pick([f"The {'increase' if up else 'decline'} was not flagged in management reporting.",
                          "The movement is outside the tolerance set for the review.",
                          f"A {'rising' if up else 'falling'} trend that warrants follow-up."], k)),
                  H("obs", mult(t, F, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}.")) if up and v2 / v1 >= 1.3
                  else H("effect", again(t, F, v2, k, f"{l2} closed at {{}}.", cash, unit))]
    book.item(t.db, t.rid, "change", title, box_first(k, box, blocks) + list(more))


def a_chg(book, t, col, p1, p2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          field=None, more=()):
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1, l2, tag,
          cash, d, unit, are, field, more)


def a_yoy(book, t, key, c1, c2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          field=None, more=()):
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, title, noun, l1, l2, tag, cash, d, unit,
          are, field, more)


def a_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           pooled=None, fmt=None, sym="$", field=None, more=()):
    """A total over a count for one unit; with pooled, the blended rate after it (twin: the simple mean of the
    rows' rates)."""
    F = En(k, sym)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_s(F, r, k, cash, sfx)
    box = BX(f"{cap(field or what)}, {name}: {St(tot)}", f"{cap(units)}: {int(cnt_):,}")
    if fmt:
        f1 = fmt
    elif k % 2 == 0:
        f1 = lambda x: f"This averages {x} per {unit} for {name}."
    else:
        f1 = lambda x: f"{cap(name)} shows {x} per {unit}."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [H("obs", Claim(f1(pt), tw))]
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
        f = lambda x: f"across {pooled} the blended figure is {x} per {unit}, so {name} is " \
                      f"{'above' if r > overall else 'below'} the benchmark."
        blocks.append(H("crit", Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od,
                                                  real=True, alts=[]) if ow(plain) != ot else None])))
    else:
        blocks.append(P(pick(["No benchmark was set for this ratio.", "The ratio is within the expected range.",
                              "The figure was recomputed from source without difference."], k)))
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, sym="$", field=None, more=()):
    """One unit's share of a total, in three layouts; twins: the complement, the share of the wrong total, a
    false fraction or bound or "one in every N"."""
    F = En(k, sym)
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
    bw, bbad = bound_words(s / 100)
    tw_, tbad_ = in_ten(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    fl = cap(field or whole)
    f0 = lambda x: f"{cap(name)}: {x}"
    fs = lambda y: f"Share of total: {F.p(y)}"
    form = k % 3
    if form == 0:
        box = BX(Claim(f0(S(v)), [nbr(f0)]), f"Population total: {S(Tt)}",
                 Claim(fs(st_), [ptw(t, F, "complement", fs, s, 100 - s, sd), wt(fs, sd)]))
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}") if bw else (f"{tw_} of {whole}", f"{tbad_} of {whole}") \
            if tw_ else (None, None)
        blocks = [P(Claim(f"{name} accounts for {gw}.",
                          [("false_bound", f"{name} accounts for {gb}.")]) if gw else None,
                    pick(["The concentration was not disclosed in the management pack.",
                          "This is a significant concentration.", "The balance is broadly as expected."], k))]
    elif form == 1:
        box = BX(f"{fl}: {S(Tt)}", Claim(f0(S(v)), [nbr(f0)]))
        f2 = lambda y: f"{name} represents {F.p(y)} of {whole}"
        c2 = Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)])
        r = None
        if tw_:
            r = Claim(f"— {tw_}.", [("false_bound", f"— {tbad_}.")])
        elif fw:
            r = Claim(f"— {fw}.", [("false_bound", f"— {fbad}.")])
        blocks = [H("obs", c2, r)]
    else:
        fmt, pt, pd, show = pct_s(F, s, k)
        box = BX(Claim(f0(S(v)), [nbr(f0)]), f"{fl}: {S(Tt)}")
        f1 = lambda x: f"{name} makes up {fmt(x)} of {whole}."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[])])
        r = (Claim(f"That is {bw} of {whole}.", [("false_bound", f"That is {bbad} of {whole}.")]) if bw else None) or \
            (Claim(f"Put another way, {ow}.", [("false_bound", f"Put another way, {obad}.")]) if ow else None)
        blocks = [H("obs", c1, r)]
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_exc(book, t, exc_col, pop_col, key, k, title, items, other=None, label=None, olabel=None, pooled=None,
          more=()):
    """Exceptions over a population ("10 of 156 orders (6.4%)"), then the rate against another unit's (as a
    multiple), as "one in every N", or against the blended rate of every unit; twins: the complement, the
    neighbouring row's count, a false multiple or "one in every N", the simple mean of the units' rates."""
    F = En(k)
    v, n = t[key][exc_col], t[key][pop_col]
    s = 100 * v / n
    st_, sd = fig(s, 1)
    name = label or key
    S, W_, D = F.shows(False, 0)
    vt = say(v) if v < 10 and k % 2 else S(v)
    fx = lambda a, p: f"Exceptions: {a} of {S(n)} {items} ({F.p(p)})"
    nb = nbr_of(t, key)
    tws = [ptw(t, F, "complement", lambda y: fx(vt, y), s, 100 - s, sd)]
    if nb and isinstance(t[nb][exc_col], float) and abs(t[nb][exc_col] - v) >= max(2, 0.2 * v):
        tws.append(("neighbour_row", fx(S(t[nb][exc_col]), st_)))
    box = BX(f"Population: {S(n)} {items} ({name})", Claim(fx(vt, st_), tws))
    form = k % 3
    blocks = []
    if form == 0 and other:
        so = 100 * t[other][exc_col] / t[other][pop_col]
        ol = olabel or other
        r = s / so if so else 0
        if r >= 1.3:
            mw, mb = ear_mult(r, "the rate")
            if mw:
                c = Claim(f"the exception rate is {mw} observed at {ol}.",
                          [("false_bound", f"the exception rate is {mb} observed at {ol}.")])
            else:
                c = mult(t, F, r, k, lambda x: f"the exception rate is {x} the rate observed at {ol}.")
        elif r and r <= 0.77:
            mw, mb = ear_mult(1 / r, "the rate")
            if mw:
                c = Claim(f"{ol} shows {mw} seen here.", [("false_bound", f"{ol} shows {mb} seen here.")])
            else:
                c = mult(t, F, 1 / r, k, lambda x: f"{ol} shows {x} the rate seen here.")
        else:
            ot, od = F.pct_x(so)
            fo = lambda y: f"the rate at {ol} was {F.p(y)}."
            c = Claim(fo(ot), [ptw(t, F, "wrong_base", fo, so, 100 * t[other][exc_col] / n, od)
                               if abs(100 * t[other][exc_col] / n - so) > 0.25 * so else None])
        blocks.append(H("obs", pick(["By comparison,", "Against the other units,", "For comparison,"], k), c))
    elif form == 1:
        ow, obad = every(s / 100)
        if ow:
            blocks.append(H("obs", Claim(f"{ow} {items} was flagged.",
                                         [("false_bound", f"{obad} {items} was flagged.")])))
        else:
            pw, pb = frac_q(s / 100)
            if pw:
                blocks.append(H("obs", Claim(f"{pw} of the {items} were flagged.",
                                             [("false_bound", f"{pb} of the {items} were flagged.")])))
    if pooled and (form == 2 or not blocks):
        ks = [x for x in t.order if isinstance(t[x][pop_col], float) and t[x][pop_col]]
        ov = 100 * sum(t[x][exc_col] for x in ks) / sum(t[x][pop_col] for x in ks)
        pl = sum(100 * t[x][exc_col] / t[x][pop_col] for x in ks) / len(ks)
        ot, od = F.pct_x(ov)
        f = lambda y: f"the rate across {pooled} is {F.p(y)}, so {name} is {'above' if s > ov else 'below'} the " \
                      f"benchmark."
        blocks.append(H("crit", Claim(f(ot), [ptw(t, F, "plain_as_weighted", f, ov, pl, od)
                                              if abs(pl - ov) > 0.15 * ov else None])))
    if not blocks:
        blocks.append(P(pick(["Each exception was traced to source documents.",
                              "The exceptions were confirmed with the process owner."], k)))
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, sym="$",
          field=None, vlabel=None, more=()):
    """One unit against the average of the units: the gap in percent, as a multiple, or as a margin ("exceeds
    the average by $1,240")."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Average {field or noun} per {per}: {x}"
    box = BX(f"{cap(vlabel or name)}: {S(v)}", Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4),
                                                                Da(avg), lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"{name} stands at {x} the average {per}.")
    elif k % 3 == 2:
        g = abs(v - avg)
        Dg = Da(g)
        f2 = lambda x: f"{name} {'exceeds' if above else 'falls short of'} the average by {x}."
        c2 = Claim(f2(Sa(g)), [off_f(t, "off", f2, g, (1.8, 0.5, 2.4, 0.35), Dg, lambda x: Wa(x, Dg))])
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} is {F.p(x)} {'above' if above else 'below'} the average {per}."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [H("obs", c2), P(pick(["No explanation was documented.", "The variance was discussed with "
                                    "management.", "The outlier was confirmed to source."], k))]
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def a_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), lead="obs", more=()):
    """A figure with its conversion beside it, as a line of the figures examined or in the observation; second:
    (fmt, src_d, factor, dst_d, bads, hedged) for a second conversion of the same figure."""
    F = En(k)
    v = t[key][col]
    c1 = conv_claim(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_claim(t, F, v, k + 1, *second) if second else None
    if k % 2:
        blocks = [BX(*facts, c1), H("effect", c2) if c2 else
                  P(pick(["The figure agrees to the system report.", "No exceptions arose from the recalculation.",
                          "The conversion was reperformed by the audit team."], k))]
    else:
        blocks = [BX(*facts) if facts else None, H(lead, c1) if lead else P(c1), P(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", title, [b for b in blocks if b] + list(more))


def a_empty(book, db, question, sql, title, ack, bad, extra=(), more=()):
    """An empty result ("no exceptions were noted"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", title, [H("obs", Claim(ack, [("count_over_empty", bad)]), *extra)]
              + list(more), derived=False)


def a_ident(book, t, title, text, good, bad, extra=(), box=None, more=()):
    """A record's identifier (an order, invoice, hero or document number); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", title,
              [box, H("obs", Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0,
                                                 exact=True)]), *extra)] + list(more), derived=False)


def a_plain(book, t, title, blocks):
    book.item(t.db, t.rid, "plain", title, [b for b in blocks if b], derived=False)


def cnt_line(t, fmt, v):
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, En(), fmt, v)])


# ---------------------------------------------------------------------------
# northwind: order handling, stock, shipping
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    em = table("northwind", "Per employee: orders taken, orders shipped after the required date, orders not yet "
               "shipped and total freight?",
               "SELECT e.last_name AS employee, count(*) AS orders, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "count(*) FILTER (WHERE o.shipped_date IS NULL) AS unshipped, "
               "round(sum(o.freight)::numeric, 2) AS freight FROM orders o JOIN employees e "
               "ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 2 DESC")
    a_cmp(book, em, "orders", "Peacock", "Leverling", 0, "Order volume concentrated on one employee",
          "orders", qty="as many orders", field="Orders taken")
    a_exc(book, em, "late", "orders", "Peacock", 0, "Late shipments on orders taken by Peacock", "orders",
          other="Davolio", pooled="all nine employees")
    a_exc(book, em, "late", "orders", "Dodsworth", 1, "Late shipments on Dodsworth's orders", "orders",
          other="Leverling", pooled="all nine employees")
    a_exc(book, em, "late", "orders", "Buchanan", 2, "Late shipments: Buchanan's orders", "orders",
          other="Peacock", pooled="all nine employees")
    a_rate(book, em, "freight", "orders", "Buchanan", 1, "Freight per order on Buchanan's accounts", "order",
           "freight", cash=True, units="orders", pooled="all nine employees")
    a_share(book, em, "orders", "King", 0, "King's share of the order book", "all orders", items="orders",
            other="Fuller", field="Orders in all")
    a_avg(book, em, "freight", "Suyama", 2, "Freight on Suyama's orders below the norm", "freight", "employee",
          cash=True, d=2, ad=2, field="freight")
    a_cmp(book, em, "freight", "Fuller", "Callahan", 1, "Freight charges: Fuller against Callahan", "of freight",
          cash=True, d=2, qty="as much", field="Freight")
    a_exc(book, em, "late", "orders", "Fuller", 3, "Late shipments on Fuller's orders", "orders",
          other="Suyama", pooled="all nine employees")
    a_avg(book, em, "orders", "Peacock", 1, "Peacock's order volume against the team average", "orders",
          "employee", ad=1, field="order count", vlabel="Orders taken by Peacock")
    a_rate(book, em, "freight", "orders", "Leverling", 3, "Freight per order on Leverling's accounts", "order",
           "freight", cash=True, units="orders")
    nun = sum(em.col("unshipped"))
    a_plain(book, em, "Orders not yet shipped", [
        BX(Claim(f"Employees with orders: {len(em)}", [plain_off(em, En(), lambda x: f"Employees with orders: {x}",
                                                                 len(em))]),
           cnt_line(em, lambda x: f"Orders not yet shipped: {x}", nun)),
        P(Claim(f"Leverling and Buchanan had {say(em['Leverling']['unshipped'])} unshipped orders each.")),
        P(Claim(f"Peacock had {say(em['Peacock']['unshipped'])} still open.",
                [words_row(em, "unshipped", "Peacock", lambda x: f"Peacock had {x} still open.")]))])

    qt = table("northwind", "Per quarter of 1997: orders and net sales?",
               "SELECT 'Q' || extract(quarter FROM o.order_date)::int AS quarter, "
               "count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' "
               "GROUP BY 1 ORDER BY 1")
    a_chg(book, qt, "net_sales", "Q1", "Q4", 0, "Net sales growth across 1997", "net sales",
          "the first quarter", "the fourth quarter", cash=True, are=True, field="Net sales")
    a_chg(book, qt, "orders", "Q1", "Q4", 1, "Order count rising through 1997", "orders",
          "the first quarter", "the fourth quarter", are=True, field="Orders")
    a_chg(book, qt, "net_sales", "Q2", "Q3", 2, "Third-quarter sales movement", "net sales", "the second quarter",
          "the third quarter", cash=True, are=True, field="Net sales")
    a_chg(book, qt, "orders", "Q2", "Q3", 3, "Third-quarter order count", "orders", "the second quarter",
          "the third quarter", are=True, field="Orders")
    a_share(book, qt, "net_sales", "Q4", 1, "Year-end concentration of 1997 sales", "net sales for the year",
            cash=True, label="The fourth quarter", other="Q1", field="Net sales, 1997")
    a_rate(book, qt, "net_sales", "orders", "Q3", 0, "Average order value in the third quarter", "order",
           "net sales", cash=True, label="the third quarter", units="orders", pooled="the four quarters")

    ct = table("northwind", "Per category: products, discontinued products, products at or below their reorder "
               "level and stock value at list price?",
               "SELECT c.category_name AS category, count(*) AS products, "
               "count(*) FILTER (WHERE p.discontinued = 1) AS discontinued, "
               "count(*) FILTER (WHERE p.units_in_stock <= p.reorder_level) AS at_reorder, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value "
               "FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 5 DESC")
    a_cmp(book, ct, "stock_value", "Seafood", "Produce", 3, "Stock value: Seafood against Produce",
          "of stock", cash=True, d=2, qty="as much", field="Stock value")
    a_exc(book, ct, "at_reorder", "products", "Meat/Poultry", 0, "Meat/Poultry lines at or below reorder level",
          "products", other="Confections", pooled="all eight categories")
    a_exc(book, ct, "discontinued", "products", "Beverages", 1, "Discontinued lines held in Beverages",
          "products", pooled="all eight categories")
    a_share(book, ct, "stock_value", "Beverages", 2, "Beverages' share of stock value", "total stock value",
            cash=True, d=2, other="Seafood", field="Stock value, all categories")
    a_rate(book, ct, "stock_value", "products", "Dairy Products", 2, "Stock value per Dairy product", "product",
           "stock value", cash=True, units="products", pooled="all eight categories")
    a_avg(book, ct, "stock_value", "Grains/Cereals", 0, "Grains/Cereals stock below the category average",
          "stock value", "category", cash=True, d=2, ad=2)
    a_avg(book, ct, "stock_value", "Seafood", 1, "Seafood stock above the category average",
          "stock value", "category", cash=True, d=2, ad=2)
    a_exc(book, ct, "at_reorder", "products", "Seafood", 2, "Seafood lines at or below reorder level", "products",
          pooled="all eight categories")
    a_cmp(book, ct, "products", "Confections", "Produce", 0, "Range breadth: Confections and Produce", "products",
          qty="as many products", field="Products")

    sc = table("northwind", "Per destination country in 1997: orders, freight, average days from order to "
               "shipment and orders with freight over $100?",
               "SELECT o.ship_country AS country, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, "
               "count(*) FILTER (WHERE o.freight > 100) AS over_100 FROM orders o "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 2 DESC")
    a_cmp(book, sc, "freight", "Germany", "Brazil", 0, "Freight billed to Germany and Brazil", "of freight",
          cash=True, d=2, qty="as much", field="Freight, 1997")
    dd = table("northwind", "For orders to Portugal, Spain, the USA and Germany placed in 1997: average days from "
               "order to shipment?",
               "SELECT ship_country AS country, count(*) AS orders, "
               "round(avg(shipped_date - order_date), 2) AS avg_days "
               "FROM orders "
               "WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' AND ship_country IN ('Portugal', "
               "'Spain', 'USA', 'Germany') GROUP BY 1 ORDER BY 2 DESC")
    a_conv(book, dd, "Portugal", "avg_days", 0, "Slow dispatch to Portugal",
           lambda v, c: f"orders to Portugal took an average of {v} days to ship, {c} weeks.", 2, 1 / 7, 1,
           (1 / 5, 7, 1 / 30), hedged=True, facts=(f"Orders shipped to Portugal: {dd['Portugal']['orders']:,.0f}",))
    a_conv(book, dd, "USA", "avg_days", 1, "Order-to-shipment time, USA",
           lambda v, c: f"Average days to ship, USA: {v} ({c} hours)", 2, 24, 0, (60, 1 / 7, 12), hedged=True,
           facts=(f"Orders: {dd['USA']['orders']:,.0f}",))
    a_exc(book, sc, "over_100", "orders", "Sweden", 0, "High-freight orders to Sweden", "orders",
          other="UK", pooled="all destination countries")
    a_exc(book, sc, "over_100", "orders", "Austria", 1, "High-freight orders to Austria", "orders",
          pooled="all destination countries")
    a_rate(book, sc, "freight", "orders", "Austria", 0, "Freight per order to Austria", "order", "freight",
           cash=True, units="orders", pooled="all twenty-one countries")
    a_avg(book, sc, "avg_days", "Finland", 0, "Fast dispatch to Finland", "days to ship", "country", d=2,
          unit=" days", ad=2)
    a_cmp(book, sc, "orders", "USA", "France", 4, "Order volume: USA and France", "orders", qty="as many orders",
          field="Orders, 1997")
    a_conv(book, dd, "Germany", "avg_days", 2, "Order-to-shipment time, Germany",
           lambda v, c: f"shipments to Germany left an average of {v} days after the order, or {c} hours.", 2, 24, 0,
           (60, 1 / 7, 12), hedged=False, facts=(f"Orders: {dd['Germany']['orders']:,.0f}",))
    a_conv(book, dd, "Spain", "avg_days", 3, "Dispatch time to Spain",
           lambda v, c: f"Average days to ship, Spain: {v} ({c} weeks)", 2, 1 / 7, 1, (1 / 5, 7, 1 / 30),
           hedged=True)
    a_exc(book, sc, "over_100", "orders", "USA", 2, "High-freight orders to the USA", "orders", label="the USA",
          pooled="all destination countries")
    a_cmp(book, sc, "freight", "USA", "Austria", 2, "Freight billed: USA and Austria", "of freight", cash=True,
          d=2, qty="as much", field="Freight, 1997")

    sh = table("northwind", "Per shipper: orders and freight in 1996 and in 1997?",
               "SELECT s.company_name AS shipper, count(*) FILTER (WHERE o.order_date < '1997-01-01') AS orders_1996, "
               "count(*) FILTER (WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01') AS orders_1997, "
               "round(sum(o.freight) FILTER (WHERE o.order_date < '1997-01-01')::numeric, 2) AS freight_1996, "
               "round(sum(o.freight) FILTER (WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01')"
               "::numeric, 2) AS freight_1997 FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "GROUP BY 1 ORDER BY 1")
    a_yoy(book, sh, "Speedy Express", "orders_1996", "orders_1997", 1, "Speedy Express volumes, 1996 to 1997",
          "orders", "1996", "1997", are=True, field="Orders carried")
    a_yoy(book, sh, "Federal Shipping", "freight_1996", "freight_1997", 0, "Freight paid to Federal Shipping",
          "freight", "1996", "1997", cash=True, d=2, field="Freight")
    a_yoy(book, sh, "United Package", "freight_1996", "freight_1997", 2, "United Package freight, year on year",
          "freight", "1996", "1997", tag="year on year", cash=True, d=2, field="Freight")
    a_yoy(book, sh, "United Package", "orders_1996", "orders_1997", 3, "United Package order volume",
          "orders", "1996", "1997", are=True, field="Orders carried")
    a_yoy(book, sh, "Federal Shipping", "orders_1996", "orders_1997", 1, "Federal Shipping order volume",
          "orders", "1996", "1997", are=True, field="Orders carried")
    a_share(book, sh, "freight_1997", "United Package", 0, "Carrier concentration of 1997 freight",
            "freight billed in 1997", cash=True, d=2, other="Speedy Express", field="Freight, 1997")
    fo = table("northwind", "The order with the largest freight charge: order id, customer, destination and "
               "freight?",
               "SELECT order_id::text AS order_id, customer_id, ship_country, freight FROM orders "
               "ORDER BY freight DESC, order_id LIMIT 1")
    oid = fo.order[0]
    a_ident(book, fo, "Largest single freight charge", f"the largest charge sits on order {oid}, shipped to "
            f"{fo[oid]['ship_country']}.", f"order {oid}", f"order {int(oid) + 318}",
            extra=[f"Freight on it came to ${fo[oid]['freight']:,.2f}."],
            box=BX(f"Customer code: {fo[oid]['customer_id']}"))
    a_empty(book, "northwind", "Which orders were shipped before they were ordered?",
            "SELECT order_id FROM orders WHERE shipped_date < order_date",
            "Shipment dates before order dates",
            "we tested every order for a shipment date earlier than its order date; no exceptions were noted.",
            "we tested every order for a shipment date earlier than its order date; 12 exceptions were noted.")
    a_empty(book, "northwind", "Which products are priced above $500?",
            "SELECT product_id FROM products WHERE unit_price > 500", "List prices above the approval limit",
            "no product carries a list price above $500 — zero items required approval.",
            "three products carry a list price above $500 and required approval.")


# ---------------------------------------------------------------------------
# chinook: billing and the catalogue
# ---------------------------------------------------------------------------


def chinook(book):
    rp = table("chinook", "Per support rep: customers, invoices, revenue and invoices of $10 or more?",
               "SELECT e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS "
               "invoices, sum(i.total) AS revenue, count(*) FILTER (WHERE i.total >= 10) AS big_invoices "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i "
               "ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 4 DESC")
    a_cmp(book, rp, "revenue", "Peacock", "Johnson", 4, "Revenue by support rep: Peacock and Johnson",
          "of revenue", cash=True, d=2, qty="as much", field="Revenue")
    a_rate(book, rp, "revenue", "customers", "Park", 1, "Revenue per customer on Park's book", "customer",
           "revenue", cash=True, units="customers", pooled="the three reps")
    a_share(book, rp, "invoices", "Johnson", 1, "Johnson's share of invoices", "all invoices", items="invoices",
            other="Park", field="Invoices in all")
    a_exc(book, rp, "big_invoices", "invoices", "Johnson", 2, "Invoices of $10 or more, Johnson's accounts",
          "invoices", pooled="the three reps")
    a_rate(book, rp, "revenue", "invoices", "Peacock", 2, "Average invoice on Peacock's accounts", "invoice",
           "revenue", cash=True, units="invoices")
    a_exc(book, rp, "big_invoices", "invoices", "Park", 0, "Invoices of $10 or more, Park's accounts",
          "invoices", other="Peacock", pooled="the three reps")

    yr = table("chinook", "Per invoice year: invoices, revenue and paying customers?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, "
               "sum(total) AS revenue, "
               "count(DISTINCT customer_id) AS customers FROM invoice GROUP BY 1 ORDER BY 1")
    a_chg(book, yr, "revenue", "2021", "2022", 0, "Revenue movement, 2021 to 2022", "revenue", "2021", "2022",
          cash=True, d=2, field="Revenue")
    a_chg(book, yr, "revenue", "2024", "2025", 1, "Revenue decline in 2025", "revenue", "2024", "2025",
          cash=True, d=2, field="Revenue")
    a_chg(book, yr, "invoices", "2024", "2025", 2, "Invoice count in 2025", "invoices", "2024", "2025", are=True,
          field="Invoices")
    a_rate(book, yr, "revenue", "invoices", "2023", 1, "Average invoice value, 2023", "invoice", "revenue",
           cash=True, units="invoices", pooled="the five years")
    a_chg(book, yr, "invoices", "2023", "2025", 3, "Invoice count, 2023 to 2025", "invoices", "2023", "2025",
          are=True, field="Invoices")
    a_share(book, yr, "revenue", "2022", 2, "The 2022 share of five years' revenue", "total revenue", cash=True,
            d=2, label="2022", field="Revenue, five years")

    ab = table("chinook", "For the eight albums with the most tracks: tracks, minutes and megabytes?",
               "SELECT a.title AS album, count(*) AS tracks, round(sum(t.milliseconds) / 60000.0, 1) AS minutes, "
               "round(sum(t.bytes) / 1e6, 1) AS megabytes FROM album a JOIN track t ON t.album_id = a.album_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    a_conv(book, ab, "Greatest Hits", "minutes", 0, "Running time of the largest album",
           lambda v, c: f"'Greatest Hits' runs {v} minutes, {c} hours.", 1, 1 / 60, 1,
           (1 / 100, 60, 1 / 24), hedged=True, facts=(f"Tracks: {ab['Greatest Hits']['tracks']:,.0f}",))
    a_conv(book, ab, "Greatest Hits", "megabytes", 1, "Storage held by 'Greatest Hits'",
           lambda v, c: f"Storage: {v} MB ({c} GB)", 1, 1 / 1000, 2, (1 / 100, 1 / 1e6, 1000), hedged=False)
    un = table("chinook", "Running time in minutes of the album Unplugged?",
               "SELECT a.title AS album, round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM album a "
               "JOIN track t ON t.album_id = a.album_id WHERE a.title = 'Unplugged' GROUP BY 1")
    a_conv(book, un, "Unplugged", "minutes", 3, "Running time of 'Unplugged'",
           lambda v, c: f"Running time: {v} minutes ({c} hours)", 1, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=True)
    a_cmp(book, ab, "tracks", "Greatest Hits", "Unplugged", 0, "Track counts: 'Greatest Hits' and 'Unplugged'",
          "tracks", qty="as many tracks", label=lambda x: f"'{x}'", field="Tracks")
    a_rate(book, ab, "minutes", "tracks", "Minha Historia", 0, "Minutes per track, 'Minha Historia'", "track",
           "running time in minutes", label="'Minha Historia'", units="tracks",
           fmt=lambda x: f"That is {x} minutes per track.")

    pl = table("chinook", "Per playlist: tracks?",
               "SELECT p.name AS playlist, count(*) AS tracks FROM playlist p JOIN playlist_track pt "
               "ON pt.playlist_id = p.playlist_id GROUP BY 1 ORDER BY 2 DESC, 1")
    a_share(book, pl, "tracks", "Music", 0, "Playlist entries concentrated in 'Music'", "all playlist entries",
            items="entries", label="'Music'", other="TV Shows", field="Playlist entries")
    a_cmp(book, pl, "tracks", "TV Shows", "Classical", 3, "'TV Shows' against 'Classical'", "tracks",
          qty="as many tracks", label=lambda x: f"'{x}'", field="Tracks")

    mt = table("chinook", "Per media type: tracks, gigabytes stored and tracks over ten minutes?",
               "SELECT m.name AS media, count(*) AS tracks, round(sum(t.bytes) / 1e9, 2) AS gigabytes, "
               "count(*) FILTER (WHERE t.milliseconds > 600000) AS over_10_min FROM media_type m JOIN track t "
               "ON t.media_type_id = m.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    a_conv(book, mt, "MPEG audio file", "gigabytes", 2, "Storage held in MPEG audio",
           lambda v, c: f"MPEG audio occupies {v} GB, or {c} MB.", 2, 1000, 0, (1 / 1000, 100, 1e6),
           hedged=True, facts=(f"Tracks: {mt['MPEG audio file']['tracks']:,.0f}",))
    a_conv(book, mt, "Protected MPEG-4 video file", "gigabytes", 1, "Storage held in protected video",
           lambda v, c: f"Storage, protected video: {v} GB ({c} MB)", 2, 1000, 0, (1 / 1000, 100, 1e6),
           hedged=True, facts=(f"Files: {mt['Protected MPEG-4 video file']['tracks']:,.0f}",))
    a_rate(book, mt, "gigabytes", "tracks", "Protected MPEG-4 video file", 0, "Storage per video file", "file",
           "storage in GB", label="protected video", units="files", sfx=" GB", pooled="every media type")
    a_exc(book, mt, "over_10_min", "tracks", "MPEG audio file", 1, "Audio tracks over ten minutes", "tracks",
          label="MPEG audio")
    a_exc(book, mt, "over_10_min", "tracks", "Protected AAC audio file", 0, "Long protected AAC tracks",
          "tracks", label="protected AAC", other="MPEG audio file", olabel="MPEG audio")
    a_cmp(book, mt, "gigabytes", "Protected MPEG-4 video file", "MPEG audio file", 0, "Storage: video against audio",
          "GB", unit=" GB", d=2, qty="as much", label=lambda x: "video" if "video" in x else "MPEG audio",
          field="Storage")
    bi = table("chinook", "The invoice with the most lines: invoice id, country and lines?",
               "SELECT i.invoice_id::text AS invoice_id, i.billing_country, count(*) AS lines FROM invoice i "
               "JOIN invoice_line il ON il.invoice_id = i.invoice_id GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1")
    iv = bi.order[0]
    a_ident(book, bi, "Largest invoice by line count", f"invoice {iv}, billed to {bi[iv]['billing_country']}, "
            f"carries the most lines.", f"invoice {iv}", f"invoice {int(iv) + 159}",
            extra=[f"It has {say(bi[iv]['lines'])} lines."])
    lt = table("chinook", "The longest track: track id, name and milliseconds?",
               "SELECT track_id::text AS track_id, name, milliseconds FROM track ORDER BY milliseconds DESC, "
               "track_id LIMIT 1")
    tid = lt.order[0]
    a_ident(book, lt, "Longest track in the catalogue", f"track {tid} ('{lt[tid]['name']}') is the longest item.",
            f"track {tid}", f"track {int(tid) - 604}",
            box=BX(f"Duration: {lt[tid]['milliseconds']:,.0f} ms"))
    a_empty(book, "chinook", "Which invoices total more than $100?",
            "SELECT invoice_id FROM invoice WHERE total > 100", "Invoices above the review threshold",
            "no invoice exceeds the $100 review threshold; no exceptions were noted.",
            "four invoices exceed the $100 review threshold.")
    a_empty(book, "chinook", "Which tracks run longer than two hours?",
            "SELECT track_id FROM track WHERE milliseconds > 7200000", "Tracks over two hours",
            "zero tracks run longer than two hours.", "eleven tracks run longer than two hours.")


# ---------------------------------------------------------------------------
# superhero, car_1, geography, atis
# ---------------------------------------------------------------------------


def heroes(book):
    al = table("superhero", "Per alignment: heroes, average height in cm, average weight in kg and heroes with no "
               "weight recorded?",
               "SELECT a.alignment, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE s.height_cm > 0), 1) "
               "AS height_cm, round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) AS weight_kg, "
               "count(*) FILTER (WHERE coalesce(s.weight_kg, 0) = 0) AS no_weight FROM superhero s "
               "JOIN alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    a_cmp(book, al, "heroes", "Good", "Bad", 2, "Record counts by alignment", "records", qty="as many records",
          label=lambda x: f"'{x}'", field="Records")
    a_exc(book, al, "no_weight", "heroes", "Good", 0, "Missing weights on 'Good' records", "records",
          label="Good", other="Neutral", olabel="Neutral", pooled="all alignments")
    a_exc(book, al, "no_weight", "heroes", "Bad", 1, "Missing weights on 'Bad' records", "records", label="Bad",
          pooled="all alignments")
    a_conv(book, al, "Neutral", "weight_kg", 1, "Average recorded weight, 'Neutral' records",
           lambda v, c: f"Average weight, Neutral: {v} kg ({c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0),
           hedged=True, facts=(f"Records: {al['Neutral']['heroes']:,.0f}",))
    a_conv(book, al, "Bad", "height_cm", 0, "Average recorded height, 'Bad' records",
           lambda v, c: f"the average recorded height on 'Bad' records is {v} cm, or {c} ft.", 1, 1 / 30.48, 1,
           (1 / 2.54, 1 / 100, 1 / 12), hedged=True)
    a_share(book, al, "heroes", "Neutral", 1, "Neutral records as a share of the file", "all records",
            items="records", label="Neutral", other="Bad", field="Records")
    gd = table("superhero", "Per gender: heroes and heroes with no height recorded?",
               "SELECT g.gender, count(*) AS heroes, count(*) FILTER (WHERE coalesce(s.height_cm, 0) = 0) "
               "AS no_height FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    a_exc(book, gd, "no_height", "heroes", "N/A", 0, "Missing heights where gender is not recorded", "records",
          label="gender N/A", other="Male", olabel="male records", pooled="all genders")
    a_exc(book, gd, "no_height", "heroes", "Female", 2, "Missing heights on female records", "records",
          label="female", pooled="all genders")
    a_cmp(book, gd, "heroes", "Male", "Female", 0, "Gender balance of the hero file", "records",
          qty="as many records", field="Records")
    pw = table("superhero", "For the eight most common superpowers: heroes holding each?",
               "SELECT p.power_name AS power, count(*) AS heroes FROM hero_power hp JOIN superpower p "
               "ON p.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    a_cmp(book, pw, "heroes", "Super Strength", "Reflexes", 1, "Power assignments: Super Strength and Reflexes",
          "heroes", qty="as many heroes", field="Heroes holding the power")
    a_avg(book, pw, "heroes", "Flight", 2, "Flight against the top-eight average", "holders", "power", ad=1,
          field="holders")
    a_share(book, pw, "heroes", "Stamina", 2, "Stamina within the top eight powers", "the top eight's "
            "assignments", items="assignments", other="Durability", field="Assignments, top eight")
    hv = table("superhero", "The heaviest hero: id, name and weight in kg?",
               "SELECT s.id::text AS hero_id, s.superhero_name, s.weight_kg FROM superhero s "
               "ORDER BY s.weight_kg DESC NULLS LAST, s.id LIMIT 1")
    hid = hv.order[0]
    a_ident(book, hv, "Outlier in recorded weights", f"record {hid} ({hv[hid]['superhero_name']}) holds the "
            f"largest weight on file.", f"record {hid}", f"record {int(hid) + 47}",
            box=BX(f"Weight recorded: {hv[hid]['weight_kg']:,.0f} kg"))
    a_empty(book, "superhero", "Which heroes have a negative weight?",
            "SELECT id FROM superhero WHERE weight_kg < 0", "Negative weights",
            "we found no records with a negative weight — no exceptions were noted.",
            "we found five records with a negative weight.")


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, horsepower and weight in lb, cars of 30 mpg "
               "or more, and average mpg before and from 1976?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(horsepower)::numeric, 1) AS hp, round(avg(weight)::numeric, 0) AS weight_lb, "
               "count(*) FILTER (WHERE mpg >= 30) AS over_30, "
               "round(avg(mpg) FILTER (WHERE year < 1976)::numeric, 2) AS mpg_early, "
               "round(avg(mpg) FILTER (WHERE year >= 1976)::numeric, 2) AS mpg_late FROM cars_data GROUP BY 1 "
               "ORDER BY 1")
    lbl = lambda x: f"{x}-cylinder cars"
    a_cmp(book, cy, "cars", "4", "8", 1, "Fleet mix: four against eight cylinders", "cars", qty="as many cars",
          label=lbl, field="Cars")
    ce = table("spider_car_1", "Per cylinder count: cars, average mpg and average weight in lb?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(weight)::numeric, 0) AS weight_lb FROM cars_data GROUP BY 1 ORDER BY 1")
    a_conv(book, ce, "4", "mpg", 0, "Fuel economy of four-cylinder cars",
           lambda v, c: f"four-cylinder cars average {v} mpg, which is {c} litres per 100 km.", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x)
    a_conv(book, cy, "8", "weight_lb", 1, "Weight of eight-cylinder cars",
           lambda v, c: f"Average weight, eight cylinders: {v} lb ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=True, facts=(f"Cars: {cy['8']['cars']:,.0f}",))
    a_exc(book, cy, "over_30", "cars", "4", 1, "Four-cylinder cars at 30 mpg or better", "cars",
          label="four cylinders")
    a_exc(book, cy, "over_30", "cars", "6", 2, "Six-cylinder cars at 30 mpg or better", "cars",
          label="six cylinders", pooled="all cylinder counts")
    a_yoy(book, cy, "8", "mpg_early", "mpg_late", 0, "Fuel economy of eight-cylinder cars before and from 1976",
          "average fuel economy", "the pre-1976 cars", "the later cars", d=2, unit=" mpg", field="Average mpg")
    a_yoy(book, cy, "4", "mpg_early", "mpg_late", 2, "Four-cylinder fuel economy, early against late",
          "average fuel economy", "the pre-1976 cars", "the later cars", d=2, unit=" mpg", field="Average mpg")
    a_yoy(book, cy, "6", "mpg_early", "mpg_late", 1, "Six-cylinder fuel economy, early against late",
          "average fuel economy", "the pre-1976 cars", "the later cars", d=2, unit=" mpg", field="Average mpg")
    a_conv(book, ce, "6", "mpg", 1, "Fuel economy of six-cylinder cars",
           lambda v, c: f"Average fuel economy, six cylinders: {v} mpg ({c} L/100 km)", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x, facts=(f"Cars: {ce['6']['cars']:,.0f}",))
    a_conv(book, ce, "4", "weight_lb", 2, "Weight of four-cylinder cars",
           lambda v, c: f"four-cylinder cars weigh {v} lb on average, or {c} kg.", 0, KG_PER_LB, 0,
           (LB_PER_KG, 1.0, 0.1), hedged=True)
    a_avg(book, cy, "hp", "8", 1, "Horsepower of eight-cylinder cars", "horsepower", "cylinder group", d=1,
          label="Eight-cylinder cars", ad=1, vlabel="Average horsepower, eight-cylinder cars")
    mk = table("spider_car_1", "For the ten makers with the most listings: models and listings?",
               "SELECT m.maker, count(DISTINCT ml.modelid) AS models, count(cn.makeid) AS listings "
               "FROM car_makers m JOIN model_list ml ON ml.maker = m.id LEFT JOIN car_names cn "
               "ON cn.model = ml.model GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    a_share(book, mk, "listings", "gm", 0, "Listing concentration on one maker", "the top ten's listings",
            items="listings", label="GM", other="ford", field="Listings")
    a_cmp(book, mk, "listings", "chrysler", "toyota", 4, "Listings: Chrysler against Toyota", "listings",
          qty="as many listings", label=cap, field="Listings")
    a_rate(book, mk, "listings", "models", "volkswagen", 1, "Listings per model, Volkswagen", "model",
           "listings", label="Volkswagen", units="models", pooled="the ten makers")
    qk = table("spider_car_1", "The quickest car: id, make, acceleration and year?",
               "SELECT cd.id::text AS car_id, cn.make, cd.accelerate, cd.year FROM cars_data cd JOIN car_names cn "
               "ON cn.makeid = cd.id ORDER BY cd.accelerate, cd.id LIMIT 1")
    cid = qk.order[0]
    a_ident(book, qk, "Fastest acceleration on file", f"car {cid}, a {qk[cid]['make']}, posted the quickest time.",
            f"car {cid}", f"car {int(cid) + 230}", extra=[f"It was a {qk[cid]['year']:.0f} model."])
    a_empty(book, "spider_car_1", "Which cars have more than twelve cylinders?",
            "SELECT id FROM cars_data WHERE cylinders > 12", "Cylinder counts out of range",
            "no car has more than twelve cylinders; zero exceptions.", "seven cars have more than twelve cylinders.")


def geography(book):
    ci = table("defog_geography", "Per state: cities listed and their combined population?",
               "SELECT state_name AS state, count(*) AS cities, sum(population) AS city_pop FROM city "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    a_cmp(book, ci, "city_pop", "California", "Illinois", 2, "City population: California and Illinois",
          "residents", qty="as many residents", field="City population")
    a_share(book, ci, "city_pop", "California", 1, "California's share of listed city population",
            "the listed city population", label="California", other="Sao Paulo", field="City population, all")
    a_avg(book, ci, "city_pop", "Tokyo", 2, "Tokyo against the average listed city", "population", "state",
          label="Tokyo", ad=0)
    lk = table("defog_geography", "Per state: lakes and lake area in sq km?",
               "SELECT coalesce(state_name, '(none)') AS state, count(*) AS lakes, sum(area) AS lake_area "
               "FROM lake GROUP BY 1 ORDER BY 3 DESC")
    a_conv(book, lk, "Michigan", "lake_area", 0, "Lake area recorded for Michigan",
           lambda v, c: f"Michigan's lakes cover {v} sq km, or {c} sq miles.", 0, SQMI_PER_SQKM, 0,
           (MI_PER_KM, 1 / SQMI_PER_SQKM, 1.0), hedged=True,
           facts=(f"Lakes: {lk['Michigan']['lakes']:,.0f}",))
    a_share(book, lk, "lake_area", "(none)", 0, "Lakes with no state recorded", "recorded lake area",
            unit=" sq km", label="Lakes with no state", field="Lake area")
    a_empty(book, "defog_geography", "Which rivers are longer than 10,000 km?",
            "SELECT river_name FROM river WHERE length > 10000", "River lengths above the plausible maximum",
            "no river exceeds 10,000 km; no exceptions were noted.", "two rivers exceed 10,000 km.")


def atis(book):
    al = table("defog_atis", "Per airline: flights, average flying time in minutes and flights with stops?",
               "SELECT airline_code AS airline, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_minutes, "
               "count(*) FILTER (WHERE stops > 0) AS with_stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    a_conv(book, al, "VX", "avg_minutes", 0, "Flying time recorded for VX",
           lambda v, c: f"VX's flight is logged at {v} minutes, or {c} hours.", 0, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=True, second=(lambda v, c: f"That is {c} days.", 0, 1 / 1440, 1, (1 / 24, 1 / 60, 1 / 100), True))
    a_conv(book, al, "UA", "avg_minutes", 1, "Average flying time, UA",
           lambda v, c: f"Average flying time, UA: {v} minutes ({c} hours)", 1, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=True, facts=(f"Flights: {al['UA']['flights']:,.0f}",))
    a_exc(book, al, "with_stops", "flights", "AA", 0, "AA flights with intermediate stops", "flights",
          pooled="all seven airlines")
    ac = table("defog_atis", "Per aircraft: maker, capacity, range in miles and cruising speed?",
               "SELECT aircraft_code AS aircraft, manufacturer, capacity, range_miles, cruising_speed FROM aircraft "
               "ORDER BY capacity DESC")
    a_conv(book, ac, "A380", "range_miles", 1, "Range of the A380",
           lambda v, c: f"Range, A380: {v} miles ({c} km)", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852), hedged=True,
           facts=(f"Seats: {ac['A380']['capacity']:,.0f}",))
    a_conv(book, ac, "B787", "range_miles", 2, "Range of the B787",
           lambda v, c: f"the B787 is rated at {v} miles, or {c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852),
           hedged=True)
    a_cmp(book, ac, "capacity", "A380", "B737", 3, "Seat capacity: A380 against B737", "seats",
          qty="as many seats", field="Seats")
    a_avg(book, ac, "capacity", "CRJ200", 0, "CRJ200 capacity against the fleet average", "seats", "aircraft",
          ad=0, label="The CRJ200", vlabel="Seats, CRJ200")
    mf = table("defog_atis", "Per aircraft maker: models, seats and average range in miles?",
               "SELECT manufacturer, count(*) AS models, sum(capacity) AS seats, round(avg(range_miles), 0) "
               "AS avg_range FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    a_share(book, mf, "seats", "Airbus", 2, "Seat capacity concentrated in Airbus types", "all seats",
            items="seats", other="Boeing", field="Seats, all makers")
    a_rate(book, mf, "seats", "models", "Boeing", 0, "Seats per Boeing model", "model", "seats", units="models",
           pooled="the four makers")
    ct = table("defog_atis", "Per airport: minimum connection time in minutes?",
               "SELECT airport_code AS airport, minimum_connect_time AS minutes FROM airport ORDER BY 2 DESC, 1")
    a_conv(book, ct, "SEA", "minutes", 0, "Minimum connection time at SEA",
           lambda v, c: f"SEA sets a minimum connection of {v} minutes ({c} hours).", 0, 1 / 60, 2,
           (1 / 100, 60, 1 / 24), hedged=False)
    a_conv(book, ac, "A350", "cruising_speed", 1, "Cruising speed of the A350",
           lambda v, c: f"Cruising speed, A350: {v} mph ({c} km/h)", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852),
           hedged=True)
    a_avg(book, ct, "minutes", "ATL", 0, "Short minimum connection at ATL", "connection time", "airport",
          unit=" minutes", label="ATL", ad=1)
    a_cmp(book, ct, "minutes", "SFO", "LAX", 4, "Connection times: SFO and LAX", "minutes", unit=" minutes",
          qty="as long", field="Minimum connection")
    fr = table("defog_atis", "Per fare airline: fares, total one-way cost and average round-trip cost?",
               "SELECT fare_airline AS airline, count(*) AS fares, sum(one_direction_cost) AS one_way_total, "
               "round(avg(round_trip_cost), 1) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    a_rate(book, fr, "one_way_total", "fares", "AA", 1, "One-way fares filed by AA", "fare", "one-way cost",
           cash=True, units="fares", pooled="every airline")
    a_cmp(book, fr, "avg_round_trip", "VX", "AA", 2, "Round-trip pricing: VX against AA", "dollars", cash=True,
          d=1, qty="as much", field="Average round trip")
    a_empty(book, "defog_atis", "Which fares cost more than $5,000 round trip?",
            "SELECT fare_id FROM fare WHERE round_trip_cost > 5000", "Round-trip fares above $5,000",
            "no fare on file exceeds $5,000 round trip; no exceptions were noted.",
            "three fares on file exceed $5,000 round trip.")


# ---------------------------------------------------------------------------
# Spider's small databases, advising and academic
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, average and highest attendance?",
               "SELECT name AS stadium, capacity, average, highest FROM stadium ORDER BY 2 DESC")
    a_rate(book, sd, "average", "capacity", "Hampden Park", 0, "Utilisation at Hampden Park", "seat",
           "average attendance", units="seats", fmt=lambda x: f"Average attendance fills {x} of each seat.")
    a_cmp(book, sd, "highest", "Stark's Park", "Somerset Park", 2, "Peak crowds: Stark's Park and Somerset Park",
          "spectators", qty="as many spectators", field="Highest attendance")
    a_avg(book, sd, "average", "Stark's Park", 1, "Stark's Park attendance above the average", "attendance",
          "stadium", ad=0)
    sg = table("spider_concert_singer", "Per country: singers, average age and male singers?",
               "SELECT country, count(*) AS singers, round(avg(age), 1) AS avg_age, count(*) FILTER (WHERE is_male) "
               "AS male FROM singer GROUP BY 1 ORDER BY 2 DESC")
    a_plain(book, sg, "Singer roster by country", [
        BX(Claim(f"Singers from France: {say(sg['France']['singers'])}",
                 [words_row(sg, "singers", "France", lambda x: f"Singers from France: {x}")]),
           f"Average age, France: {sg['France']['avg_age']:.1f}"),
        P(f"Of the French singers, {say(sg['France']['male'])} are male.")])
    bt = table("spider_battle_death", "Per battle: incidents, killed and injured?",
               "SELECT b.name AS battle, count(d.id) AS incidents, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b JOIN ship s ON s.lost_in_battle = b.id "
               "JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC")
    a_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 4, "Casualties by battle",
          "killed", qty="as many killed", field="Killed")
    a_share(book, bt, "killed", "Battle of Boruy", 2, "Battle of Boruy's share of deaths", "all recorded deaths",
            other="Battle of Messinopolis", field="Killed, all battles")
    a_rate(book, bt, "killed", "incidents", "Battle of Messinopolis", 1, "Deaths per incident at Messinopolis",
           "incident", "killed", label="Messinopolis", units="incidents", pooled="all five battles")
    a_cmp(book, bt, "incidents", "Battle of Messinopolis", "Siege of Constantinople", 3, "Incident counts by battle",
          "incidents", qty="as many incidents", field="Incidents")
    tv = table("spider_tvshow", "Per channel: cartoons aired?",
               "SELECT c.series_name AS channel, count(*) AS cartoons FROM cartoon ca JOIN tv_channel c "
               "ON c.id = ca.channel GROUP BY 1 ORDER BY 2 DESC, 1")
    a_share(book, tv, "cartoons", "MTV Dance", 1, "Cartoon airings concentrated on MTV Dance", "all cartoons",
            items="cartoons", other="Sky Radio", field="Cartoons in all")
    ep = table("spider_tvshow", "Per episode: share, weekly rank and viewers in millions?",
               "SELECT episode, share, weekly_rank, viewers_m FROM tv_series ORDER BY share DESC, episode")
    a_cmp(book, ep, "weekly_rank", "Double Down", "A Love of a Lifetime", 1, "Weekly ranks of two episodes",
          "rank positions", qty="as high", field="Weekly rank")
    a_avg(book, ep, "share", "A Love of a Lifetime", 1, "Audience share of 'A Love of a Lifetime'", "share",
          "episode", d=0, ad=2, label="'A Love of a Lifetime'")
    te = table("spider_course_teach", "Per teacher: courses arranged and average grade?",
               "SELECT t.name AS teacher, count(*) AS courses, round(avg(ca.grade), 1) AS avg_grade "
               "FROM course_arrange ca JOIN teacher t ON t.teacher_id = ca.teacher_id GROUP BY 1 ORDER BY 2 DESC, 1")
    a_plain(book, te, "Teaching assignments", [
        BX(Claim(f"Teachers with assignments: {len(te)}",
                 [plain_off(te, En(), lambda x: f"Teachers with assignments: {x}", len(te))]),
           cnt_line(te, lambda x: f"Assignments in all: {x}", sum(te.col("courses")))),
        P(f"Anne Walker holds {say(te['Anne Walker']['courses'])} assignments; every other teacher holds one.")])
    vt = table("spider_voter_1", "Per contestant: votes received, and votes from New York?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes, "
               "count(v.vote_id) FILTER (WHERE v.state = 'NY') AS ny_votes FROM contestants c LEFT JOIN votes v "
               "ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    nz = sum(1 for x in vt.order if vt[x]["votes"] == 0)
    a_plain(book, vt, "Contestants with no votes", [
        BX(cnt_line(vt, lambda x: f"Contestants: {x}", len(vt)),
           cnt_line(vt, lambda x: f"Votes cast: {x}", sum(vt.col("votes")))),
        P(Claim(f"{cap(say(nz))} contestants received no votes at all.",
                [plain_off(vt, En(), lambda x: f"{x} contestants received no votes at all.", nz)]),
          f"Kelly Clauss led with {say(vt['Kelly Clauss']['votes'])}.")])
    a_empty(book, "spider_voter_1", "Which votes name a contestant number that is not registered?",
            "SELECT v.vote_id FROM votes v WHERE NOT EXISTS (SELECT 1 FROM contestants c "
            "WHERE c.contestant_number = v.contestant_number)", "Votes for unregistered contestants",
            "every vote was matched to a registered contestant — no exceptions were noted.",
            "nine votes could not be matched to a registered contestant.")
    dt = table("spider_cre_doc_template_mgt", "Per template type: templates and documents?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d "
               "ON d.template_id = t.template_id GROUP BY 1 ORDER BY 3 DESC, 1")
    a_share(book, dt, "templates", "BK", 0, "Template inventory by type", "all templates", items="templates",
            label="Type BK", other="AD", field="Templates")
    a_rate(book, dt, "documents", "templates", "PP", 2, "Documents per template, type PP", "template",
           "documents", label="type PP", units="templates", pooled="all five types")
    a_empty(book, "spider_cre_doc_template_mgt", "Which documents use a CV template?",
            "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
            "WHERE t.template_type_code = 'CV'", "Unused CV templates",
            "no document was created from a CV template; zero were found.",
            "six documents were created from a CV template.")
    pd_ = table("spider_cre_doc_template_mgt", "Per document with paragraphs: id, name and paragraphs?",
                "SELECT d.document_id::text AS document_id, d.document_name, count(p.paragraph_id) AS paragraphs "
                "FROM documents d JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 "
                "ORDER BY 3 DESC, 1")
    did = pd_.order[0]
    a_ident(book, pd_, "Document with the most paragraphs", f"document {did} ('{pd_[did]['document_name']}') "
            f"holds the most paragraphs.", f"document {did}", f"document {int(did) + 5081}",
            extra=[f"It has {say(pd_[did]['paragraphs'])}."])
    dp = table("defog_advising", "Per department: courses, courses with a lab, students enrolled and reviews?",
               "SELECT department, count(*) AS courses, count(*) FILTER (WHERE has_lab) AS with_lab, "
               "sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews FROM course GROUP BY 1 ORDER BY 2 DESC, 1")
    a_rate(book, dp, "reviews", "enrolled", "Physics", 0, "Reviews per enrolled student, Physics", "student",
           "reviews", units="students enrolled", pooled="the three departments")
    a_cmp(book, dp, "reviews", "Computer Science", "Mathematics", 3, "Review volume by department", "reviews",
          qty="as many reviews", field="Reviews")
    cf = table("defog_academic", "Per conference: papers, citations and references?",
               "SELECT c.name AS conference, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM publication p JOIN conference c ON c.cid = p.cid GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    a_rate(book, cf, "refs", "papers", "ICML", 1, "References per ICML paper", "paper", "references",
           units="papers", pooled="the three conferences")
    a_cmp(book, cf, "citations", "ISA", "AAAS", 0, "Citations: ISA and AAAS", "citations", qty="as many citations",
          field="Citations")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book54(), sections, "fifty-fifth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
