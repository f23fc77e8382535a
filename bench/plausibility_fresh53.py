#!/usr/bin/env python3
"""
plausibility_fresh53.py — a fifty-fourth labelled set for check_answer,
written held out, development since its misses were read: answers laid out as
a travel guidebook's "Fast facts" sidebars and short explanatory paragraphs,
each result treated as a destination or a feature worth visiting (a country's
sales are "the local market", a genre a "district", an airport a "gateway", a
lake or a mountain itself), over tables spread across the databases
bench/plausibility.sh loads: northwind (customers, orders and net sales per
customer country in January to April of 1997 and of 1998; orders, freight and
days to ship per shipper; products, stock and list prices per supplier
country; the order with the most lines), chinook (tracks, minutes and sales
per genre in 2021 and 2024; customers, invoices and spend per billing
country; tracks and hours per media type; the biggest invoice), BIRD's
superhero (heroes, heights and weights per publisher and per race), Spider's
car_1 (cars, fuel economy and weight per model year; makers per continent),
defog-dev's geography (lakes, mountains, rivers, states), atis (flights and
flying time per departure airport; fares per route; ground transport at JFK;
airport transfers in miles and minutes), advising (courses per department),
academic (papers per year and per conference), concert_singer (concerts per
stadium and year), pets_1 (pets' weights), battle_death (ships per battle),
tvshow (cartoons per director), course_teach (teachers per hometown), voter_1
(votes per state) and cre_doc_template_mgt (documents per template), with
queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx()). The writing is
the guidebook the other sets lack: a title, a "Fast facts" or "At a glance"
box of label: value lines, then a couple of sentences of guidebook prose
("Pack for..." and "Insider tip:" asides), comparisons between named places
("Germany's market is 1.8 times the size of France's"), changes over time in
the manner of visitor numbers ("up a fifth since 1997"), per-unit figures
("roughly $12 a head"), unit conversions said beside the original (km and
miles, m and ft, kg and lb, hours and minutes, sq km and sq miles, mpg and
litres per 100 km), zero for an empty result ("you won't find any"),
identifiers with digits (flight numbers, route and order numbers, product
codes, course codes), digits and number words mixed, approximations, in
ordinary English number formatting. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's to fresh47's, fresh50's and fresh52's):
  comparison  two named places: multiples, ratios "to one", margins, percent
              ahead and behind, one as a share of the other
  change      period on period, signed in percent, hedged, in absolute
              terms, as a fraction in words, as a multiple
  per_unit    totals over counts ("roughly $12 a head"), the blended rate,
              one place against the average, shares (percent, fractions,
              "one in every N", "roughly six in ten")
  conversion  km/miles, m/ft, kg/lb, sq km/sq miles, mpg/L per 100 km,
              minutes/hours, hours/days
  zero_ident  zero for an empty result, identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer, as fresh52's do (the
neighbouring row's value, a real value in the wrong role, a false multiple,
fraction or bound, number words given to the wrong row, a count over an
empty result, a conversion by the wrong factor, a changed identifier, a
figure off by more than the rounding shown, a restated figure far off). A
twin is kept only when its figure is far from the true value (fresh4's
rules) and, unless it is a real value in the wrong role, far from every
cell, aggregate, pairwise difference, ratio and share of the result too.

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
from plausibility_fresh50 import again, apx, mult, nbr_fn, off_f, off_r, pct_s, per_s, plain_off, ptw, sgn, words_row
from plausibility_fresh52 import En, conv_claim, _cl

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
FT_PER_CM = 1 / 30.48
SQMI_PER_SQKM = 0.386102159
L100_MPG = 235.214583


# ---------------------------------------------------------------------------
# the sidebar: a title, a "Fast facts" box, guidebook prose, an aside
# ---------------------------------------------------------------------------

TITLE = ["**{t}**", "### {t}", "{t}", "## {t}", "**{t}**", "{t}\n"]
BOX = ["**Fast facts**", "**At a glance**", "Fast facts", "AT A GLANCE", "_Fast facts_", "At a glance:",
       "**Fast facts:**", "At a glance"]
LEADS = {"tip": ["Insider tip: ", "Local tip: ", "Tip: ", "Insider's tip: "],
         "pack": ["Pack for ", "Pack for ", "Come prepared for ", "Pack for "],
         "know": ["Worth knowing: ", "Good to know: ", "Note that ", "Bear in mind that "],
         "there": ["Getting there: ", "Getting around: ", "Getting there: ", "On arrival: "],
         "best": ["Best for: ", "Don't miss: ", "Best for: ", "Highlights: "]}
ASIDE = ["", "Pack for a long day.", "", "Opening hours vary; check before you go.", "",
         "Figures are the latest available at the time of writing.", "", "Pack comfortable shoes.", "",
         "Allow at least half a day.", "", "Bring a good map.", "",
         "Go early to beat the crowds."]


def P(*cs):
    return ("para", None, [_cl(c) for c in cs if c is not None])


def H(head, *cs):
    cs = [_cl(c) for c in cs if c is not None]
    return ("head", head, cs) if cs else None


def BX(*items):
    """The "Fast facts" box: label: value lines, each a claim."""
    return ("box", None, [_cl(x) for x in items if x is not None])


class Book53(Book10):
    """fresh10's Book10, with each answer laid out as a guidebook sidebar: a title, a "Fast facts" box of label:
    value lines, paragraphs, a lead now and then ("Insider tip: ", "Pack for "), and an aside line; none of the
    fixed text holds a figure of the result."""

    def item(self, db, rid, shape, title, blocks, derived=True, max_twins=2):
        k = self.cases
        pre = pick(TITLE, k * 5 + 2).format(t=title)
        claims = []
        for b in blocks:
            if not b:
                continue
            kd, hd, cs = b
            if not cs:
                continue
            if kd == "box":
                claims.append(Claim("\n\n" + pick(BOX, k * 3 + 1)))
                bullet = "- " if k % 3 else ("• " if k % 2 else "")
                claims += [pre_(c, "\n" + bullet) for c in cs]
            elif kd == "head":
                h = pick(LEADS[hd], k * 3 + len(hd))
                claims.append(pre_(cs[0], "\n\n" + h))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        so = pick(ASIDE, k * 5 + 3)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=("\n\n" + so) if so else "")


def box_first(k, box, blocks):
    """The box at the top in most sidebars, after the first paragraph now and then."""
    blocks = [b for b in blocks if b]
    if not box:
        return blocks
    return blocks[:1] + [box] + blocks[1:] if k % 4 == 3 else [box] + blocks


# ---------------------------------------------------------------------------
# shapes, as a guidebook writer puts them
# ---------------------------------------------------------------------------


def g_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", field=None,
          sym="$", more=()):
    """Two named places, the larger first, in five layouts; noun names the figure ("customers", "of freight");
    field labels the figure in the box."""
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
        c = Claim(f"{A_} has {mw}{as_} {B_}.", [("false_bound", f"{A_} has {mbad}{as_} {B_}.")])
        blocks = [P(c, pick(["Plan accordingly.", "It shows on the ground.", "The difference is obvious on arrival."],
                            k)),
                  H("know", again(t, F, diff, k, f"the gap between the two is {{}}.", cash, unit, role="off"))]
    elif form == 1:
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"{A_} comes out ahead by {x},"
        f3 = lambda x: f"{F.p(x)} more than {B_}."
        blocks = [P(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, rel, beh, pd)]))]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{B_} manages only {x} of {poss(A_)} figure"
        f2 = lambda x: f"— {F.p(x)}, to be exact."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]),
                    Claim(f2(pt), [ptw(t, F, "complement", f2, s, 100 - s, pd),
                                   ptw(t, F, "share_of_pair", f2, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        blocks = [P(Claim(f"{A_} outdoes {B_} by {tw}.", [("false_bound", f"{A_} outdoes {B_} by {tbad}.")])),
                  P(mult(t, F, r, k, lambda x: f"In digits, that's {x} {poss(B_)} figure."))]
    else:
        fmt, pt, pd, show = pct_s(F, rel, k)
        f1 = lambda x: f"{A_} is ahead of {B_} by {fmt(x)}"
        f3 = lambda x: f"— a margin of {x}."
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
            fw, fbad = f"{noun} in {l2} {was} {mw} {l1}", f"{noun} in {l2} {was} {mb} {l1}"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {be} {ud} {fr} since {l1}", f"{noun} {be} {ud} {fb} since {l1}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f2 = lambda y: f"{cap(noun)} {be} {ud} {F.p(y)}{tg},"
        f3 = lambda x: f"a change of {x}."
        blocks = [P(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
    elif form == 1:
        blocks = [P(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")]),
                    pick(["Word has clearly got around.", "Times change.", "The trend is hard to miss."], k))]
        f2 = lambda y: f"That's {sg}{F.p(y)}{tg}."
        blocks.append(P(Claim(f2(pt), [base(f2)])))
    elif form == 2:
        fmt, ht, hd, show = pct_s(F, p, k)
        f5 = lambda x: f"{noun} {be} {ud} {fmt(x)} between {l1} and {l2}"
        blocks = [H("know", Claim(f5(ht), [base(f5, True, show, hd)]),
                    again(t, F, abs(diff), k + 1, f"— {{}} {'more' if up else 'fewer' if not cash else 'less'}.",
                          cash, unit, role="off"))]
    else:
        f2 = lambda y: f"Change: {sg}{F.p(y)}"
        box = BX(Claim(f1(S(v1)), [nbr(f1)]), f"{fl}, {l2}: {S(v2)}", Claim(f2(pt), [base(f2)]))
        blocks = [P(pick([f"{'Busier' if up else 'Quieter'} than it was, then.",
                          f"The numbers tell the story.", f"A {'rising' if up else 'fading'} star."], k)),
                  P(mult(t, F, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}.")) if up and v2 / v1 >= 1.3 else
                  H("know", again(t, F, v2, k, f"{l2} ended on {{}}.", cash, unit))]
    book.item(t.db, t.rid, "change", title, box_first(k, box, blocks) + list(more))


def g_chg(book, t, col, p1, p2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          field=None, more=()):
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1, l2, tag,
          cash, d, unit, are, field, more)


def g_yoy(book, t, key, c1, c2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          field=None, more=()):
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, title, noun, l1, l2, tag, cash, d, unit,
          are, field, more)


def g_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           pooled=None, fmt=None, sym="$", field=None, more=()):
    """A total over a count for one place ("roughly $12 a head"); with pooled, the blended rate after it (twin:
    the simple mean of the rows' rates)."""
    F = En(k, sym)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_s(F, r, k, cash, sfx)
    box = BX(f"{cap(field or what)}: {St(tot)}", f"{cap(units)}: {int(cnt_):,}")
    if fmt:
        f1 = fmt
    elif k % 2 == 0:
        f1 = lambda x: f"That works out at {x} a {unit} in {name}."
    else:
        f1 = lambda x: f"In {name}, reckon on {x} per {unit}."
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
        f = lambda x: f"across {pooled} the figure is {x} per {unit}, so {name} sits " \
                      f"{'above' if r > overall else 'below'} the norm."
        blocks.append(H("know", Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od,
                                                  real=True, alts=[]) if ow(plain) != ot else None])))
    else:
        blocks.append(P(pick(["Budget accordingly.", "Not bad value, all things considered.",
                              "Prices are fairly stable from year to year."], k)))
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def g_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, sym="$", field=None, more=()):
    """One place's share of a total, in three layouts; twins: the complement, the share of the wrong total, a
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
    fs = lambda y: f"Share: {F.p(y)}"
    form = k % 3
    if form == 0:
        box = BX(Claim(f0(S(v)), [nbr(f0)]), f"All told: {S(Tt)}",
                 Claim(fs(st_), [ptw(t, F, "complement", fs, s, 100 - s, sd), wt(fs, sd)]))
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}") if bw else (f"{tw_} of {whole}", f"{tbad_} of {whole}") \
            if tw_ else (None, None)
        blocks = [P(Claim(f"In other words, {name} accounts for {gw}.",
                          [("false_bound", f"In other words, {name} accounts for {gb}.")]) if gw else None,
                    pick(["Hard to miss.", "A big slice of the whole.", "It punches above its weight."], k))]
    elif form == 1:
        box = BX(f"{fl}: {S(Tt)}", Claim(f0(S(v)), [nbr(f0)]))
        f2 = lambda y: f"{name} makes up {F.p(y)} of {whole}"
        c2 = Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)])
        r = None
        if tw_:
            r = Claim(f"— {tw_}.", [("false_bound", f"— {tbad_}.")])
        elif fw:
            r = Claim(f"— {fw}.", [("false_bound", f"— {fbad}.")])
        blocks = [P(c2, r)]
    else:
        fmt, pt, pd, show = pct_s(F, s, k)
        box = BX(Claim(f0(S(v)), [nbr(f0)]), f"{fl}: {S(Tt)}")
        f1 = lambda x: f"{name} claims {fmt(x)} of {whole}."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[])])
        r = (Claim(f"That's {bw} of {whole}.", [("false_bound", f"That's {bbad} of {whole}.")]) if bw else None) or \
            (Claim(f"Call it {ow}.", [("false_bound", f"Call it {obad}.")]) if ow else None)
        blocks = [P(c1, r)]
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def g_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, sym="$",
          field=None, more=()):
    """One place against the average of the places: the gap in percent, or as a multiple."""
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
    box = BX(f"{cap(name)}: {S(v)}", Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4),
                                                                Da(avg), lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"{name} has {x} the average {per}.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} sits {F.p(x)} {'above' if above else 'below'} the average {per}."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [P(c2, pick(["Worth the detour.", "It shows.", "Not that you'd notice at first."], k))]
    book.item(t.db, t.rid, "per_unit", title, box_first(k, box, blocks) + list(more))


def g_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), lead=None, more=()):
    """A figure with its conversion beside it, as a box line or in the prose; second: (fmt, src_d, factor, dst_d,
    bads, hedged) for a second conversion of the same figure; facts: plain box lines."""
    F = En(k)
    v = t[key][col]
    c1 = conv_claim(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_claim(t, F, v, k + 1, *second) if second else None
    if k % 2:
        blocks = [BX(*facts, c1), P(c2) if c2 else None]
    else:
        blocks = [BX(*facts) if facts else None, H(lead, c1) if lead else P(c1), P(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", title, [b for b in blocks if b] + list(more))


def g_empty(book, db, question, sql, title, ack, bad, extra=(), more=()):
    """An empty result ("you won't find any"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", title, [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def g_ident(book, t, title, text, good, bad, extra=(), box=None, more=()):
    """A record's identifier (a route, flight or order number); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", title,
              [box, P(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                      *extra)] + list(more), derived=False)


def g_plain(book, t, title, blocks):
    book.item(t.db, t.rid, "plain", title, [b for b in blocks if b], derived=False)


# ---------------------------------------------------------------------------
# northwind: the markets
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    mk = table("northwind", "Per customer country: customers, orders and net sales from January to April of 1997 "
               "and of 1998?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1997-01-01' AND o.order_date < "
               "'1997-05-01') AS orders_1997, count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1998-01-01' "
               "AND o.order_date < '1998-05-01') AS orders_1998, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date >= '1997-01-01' AND o.order_date < "
               "'1997-05-01'), 0)::numeric, 2) AS sales_1997, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01' AND o.order_date < "
               "'1998-05-01'), 0)::numeric, 2) AS sales_1998 "
               "FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
               "JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 6 DESC, 1")
    g_cmp(book, mk, "sales_1998", "Germany", "France", 0, "Germany and France: two markets compared", "of sales",
          cash=True, field="Net sales, Jan–Apr 1998", qty="as much")
    g_yoy(book, mk, "USA", "orders_1997", "orders_1998", 1, "The American market, then and now", "orders",
          "early 1997", "early 1998", are=True, field="Orders")
    g_yoy(book, mk, "Brazil", "sales_1997", "sales_1998", 2, "Brazil: a market on the move", "sales", "early 1997",
          "early 1998", tag="year on year", cash=True, are=True, field="Net sales")
    g_share(book, mk, "sales_1998", "USA", 0, "Where the money goes: the USA", "Northwind's early-1998 sales",
            cash=True, label="The USA", other="Germany", field="Total sales, Jan–Apr 1998")
    g_rate(book, mk, "sales_1998", "customers", "Austria", 1, "Austria: small market, big spenders", "head",
           "net sales, Jan–Apr 1998", cash=True, units="customers", pooled="all the markets")
    g_avg(book, mk, "customers", "France", 2, "France's customer base", "customers", "country",
          label="France", ad=1, field="customer count")
    g_cmp(book, mk, "customers", "Brazil", "Mexico", 3, "Latin American markets: Brazil against Mexico",
          "customers", qty="as many customers")
    g_yoy(book, mk, "Germany", "orders_1997", "orders_1998", 3, "Germany, year on year", "orders", "early 1997",
          "early 1998", are=True, field="Orders")
    g_rate(book, mk, "sales_1998", "orders_1998", "Germany", 0, "What a German order is worth", "order",
           "net sales, Jan–Apr 1998", cash=True, units="orders")
    n98 = sum(mk.col("orders_1998"))
    g_plain(book, mk, "The markets in brief", [
        BX(Claim(f"Markets: {len(mk)}", [plain_off(mk, En(), lambda x: f"Markets: {x}", len(mk))]),
           Claim(f"Orders, Jan–Apr 1998: {n98:,.0f}", [plain_off(mk, En(), lambda x: f"Orders, Jan–Apr 1998: {x}",
                                                                 n98)])),
        P(f"Northwind sells into {say(len(mk))} countries, from Argentina to Venezuela.")])

    sh = table("northwind", "Per shipper: orders carried, total freight and average days from order to shipment?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days FROM orders o JOIN shippers s "
               "ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    g_cmp(book, sh, "orders", "United Package", "Speedy Express", 4, "Choosing a carrier: United Package or "
          "Speedy Express?", "orders", qty="as many orders", field="Orders carried")
    g_rate(book, sh, "freight", "orders", "Federal Shipping", 1, "Federal Shipping: what a crate costs", "shipment",
           "freight", cash=True, units="shipments", pooled="the three carriers")
    g_conv(book, sh, "Speedy Express", "avg_days", 0, "Speedy Express, not so speedy",
           lambda v, c: f"Average wait: {v} days, or {c} hours.", 2, 24, 0, (60, 7, 1 / 24), hedged=True,
           facts=(f"Orders carried: {sh['Speedy Express']['orders']:,.0f}",))
    g_share(book, sh, "freight", "United Package", 1, "United Package's share of the freight", "all freight",
            cash=True, other="Federal Shipping", field="Total freight")
    g_empty(book, "northwind", "Which orders went with the shipper DHL?",
            "SELECT o.order_id FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
            "WHERE s.company_name = 'DHL'",
            "DHL: on the list, not on the road",
            "DHL appears in the shipper list, but you won't find any orders that went with it — zero.",
            "DHL appears in the shipper list and carried fourteen orders.")

    sp = table("northwind", "Per supplier country: suppliers, products, units in stock and average list price?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(*) AS products, "
               "sum(p.units_in_stock) AS stock, round(avg(p.unit_price)::numeric, 2) AS avg_price "
               "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    g_cmp(book, sp, "stock", "USA", "Germany", 2, "The pantries of the USA and Germany", "units in stock",
          qty="as much", field="Units in stock")
    g_avg(book, sp, "avg_price", "France", 3, "French produce: priced like a destination", "list price",
          "country", cash=True, d=2, label="France", field="list price")
    g_rate(book, sp, "products", "suppliers", "USA", 2, "American suppliers, product by product", "supplier",
           "products", units="suppliers", pooled="every supplier country")
    g_share(book, sp, "products", "USA", 2, "How much of the range comes from America", "the product range",
            items="products", label="The USA", other="Germany", field="Products")
    tp = table("northwind", "The order with the most order lines: order id, customer, ship city and lines?",
               "SELECT o.order_id::text AS order_id, o.customer_id, o.ship_city, count(*) AS lines "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id GROUP BY 1, 2, 3 "
               "ORDER BY 4 DESC, 1 LIMIT 1")
    oid = tp.order[0]
    g_ident(book, tp, "The biggest basket", f"order {oid}, bound for {tp[oid]['ship_city']}", f"order {oid}",
            f"order {int(oid) - 211}",
            extra=[f"— {say(tp[oid]['lines'])} separate lines on a single order."],
            box=BX(f"Customer code: {tp[oid]['customer_id']}"))
    g_empty(book, "northwind", "Which customers are based in Japan?",
            "SELECT customer_id FROM customers WHERE country = 'Japan'",
            "Japan", "Northwind has suppliers in Japan, but you won't find any customers there — not one.",
            "Northwind has suppliers in Japan and seven customers there.")


# ---------------------------------------------------------------------------
# chinook: the districts
# ---------------------------------------------------------------------------


def chinook(book):
    gd = table("chinook", "Per genre: tracks, average minutes per track, tracks sold in 2021 and in 2024, and "
               "revenue in 2024?",
               "SELECT g.name AS genre, count(DISTINCT t.track_id) AS tracks, "
               "round(avg(t.milliseconds) / 60000.0, 2) AS avg_minutes, "
               "count(il.invoice_line_id) FILTER (WHERE i.invoice_date >= '2021-01-01' AND i.invoice_date < "
               "'2022-01-01') AS sold_2021, count(il.invoice_line_id) FILTER (WHERE i.invoice_date >= '2024-01-01' "
               "AND i.invoice_date < '2025-01-01') AS sold_2024, "
               "coalesce(sum(il.unit_price * il.quantity) FILTER (WHERE i.invoice_date >= '2024-01-01' AND "
               "i.invoice_date < '2025-01-01'), 0) AS revenue_2024 FROM genre g JOIN track t ON t.genre_id = "
               "g.genre_id LEFT JOIN invoice_line il ON il.track_id = t.track_id LEFT JOIN invoice i "
               "ON i.invoice_id = il.invoice_id GROUP BY 1 ORDER BY 2 DESC, 1")
    g_cmp(book, gd, "tracks", "Metal", "Alternative & Punk", 0, "The Metal district against Alternative & Punk",
          "tracks", qty="as many tracks", field="Tracks")
    g_yoy(book, gd, "Rock", "sold_2021", "sold_2024", 1, "The Rock quarter: still the main drag", "tracks sold",
          "2021", "2024", are=True, field="Tracks sold")
    g_yoy(book, gd, "Latin", "sold_2021", "sold_2024", 2, "The Latin quarter", "sales", "2021", "2024",
          are=True, field="Tracks sold")
    g_share(book, gd, "tracks", "Jazz", 0, "Jazz: a small but lively district", "the catalogue", items="tracks",
            label="Jazz", other="Blues", field="Tracks in the catalogue")
    g_conv(book, gd, "Sci Fi & Fantasy", "avg_minutes", 1, "Sci Fi & Fantasy: come for the long haul",
           lambda v, c: f"Average track: {v} minutes, about {c} of an hour.", 2, 1 / 60, 2, (1 / 100, 60, 1 / 24),
           hedged=False, facts=(f"Tracks: {gd['Sci Fi & Fantasy']['tracks']:,.0f}",))
    g_rate(book, gd, "revenue_2024", "sold_2024", "Rock", 2, "What a night out in Rock costs", "track",
           "revenue, 2024", cash=True, units="tracks sold in 2024", pooled="every district")
    g_avg(book, gd, "avg_minutes", "Drama", 3, "Drama: pack a lunch", "track length", "genre", d=2,
          unit=" min", label="Drama", ad=2, field="track length")
    g_cmp(book, gd, "sold_2024", "Rock", "Latin", 2, "Rock and Latin, the two big draws", "tracks sold",
          qty="as many", field="Tracks sold, 2024")
    g_plain(book, gd, "Opera: the quiet corner", [
        BX(f"Tracks: {say(gd['Opera']['tracks'])}", "Sales in 2024: zero"),
        P(Claim(f"Nearby, Bossa Nova keeps {say(gd['Bossa Nova']['tracks'])} tracks on its shelves.",
                [words_row(gd, "tracks", "Bossa Nova",
                           lambda x: f"Nearby, Bossa Nova keeps {x} tracks on its shelves.")]))])

    bc = table("chinook", "Per billing country: customers, invoices and total spend over all years?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS spend FROM invoice GROUP BY 1 ORDER BY 4 DESC, 1")
    g_rate(book, bc, "spend", "customers", "Canada", 0, "Canada: what the locals spend", "head", "spend",
           cash=True, units="customers", pooled="all 24 countries")
    g_rate(book, bc, "spend", "invoices", "Brazil", 1, "Brazil: the average basket", "receipt", "spend",
           cash=True, units="invoices")
    g_cmp(book, bc, "spend", "USA", "Canada", 1, "North America's two big markets", "of spend", cash=True,
          qty="as much", field="Total spend", label=lambda x: "the USA" if x == "USA" else x)
    g_share(book, bc, "spend", "USA", 2, "The USA's slice of the store", "all spending", cash=True,
            label="The USA", other="Canada", field="Total spend")
    g_avg(book, bc, "customers", "France", 1, "France's music lovers", "customers", "country", label="France",
          ad=1, field="customer count")
    g_cmp(book, bc, "spend", "Germany", "United Kingdom", 0, "Germany and the UK, side by side", "of spend",
          cash=True, qty="as much", field="Spend", label=lambda x: "the UK" if x == "United Kingdom" else x)

    mt = table("chinook", "Per media type: tracks and hours of running time?",
               "SELECT m.name AS media, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 1) AS hours "
               "FROM media_type m JOIN track t ON t.media_type_id = m.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    g_conv(book, mt, "MPEG audio file", "hours", 0, "The MPEG archive", lambda v, c: f"{v} hours of listening "
           f"— {c} days, if you never sleep.", 1, 1 / 24, 1, (1 / 60, 1 / 7, 24), hedged=True,
           facts=(f"Tracks: {mt['MPEG audio file']['tracks']:,.0f}",))
    g_conv(book, mt, "Protected MPEG-4 video file", "hours", 1, "The video wing",
           lambda v, c: f"Running time: {v} hours ({c} minutes)", 1, 60, 0, (100, 3600, 24), hedged=True,
           facts=(f"Files: {mt['Protected MPEG-4 video file']['tracks']:,.0f}",))
    g_share(book, mt, "tracks", "Protected AAC audio file", 1, "Protected AAC: the second-biggest hall",
            "the collection", items="tracks", label="Protected AAC", other="MPEG audio file", field="Tracks in all")
    bi = table("chinook", "The biggest invoice: invoice id, customer, city and total?",
               "SELECT i.invoice_id::text AS invoice_id, c.first_name || ' ' || c.last_name AS customer, "
               "i.billing_city AS city, i.total FROM invoice i JOIN customer c ON c.customer_id = i.customer_id "
               "ORDER BY i.total DESC, i.invoice_id LIMIT 1")
    iv = bi.order[0]
    g_ident(book, bi, "The big spender", f"invoice {iv}, billed in {bi[iv]['city']}", f"invoice {iv}",
            f"invoice {int(iv) + 137}", extra=[f"— {bi[iv]['customer']} ran it up."],
            box=BX(f"Total: {En().m(bi[iv]['total'], 2)[0]}"))
    g_empty(book, "chinook", "Which invoices were billed to Japan?",
            "SELECT invoice_id FROM invoice WHERE billing_country = 'Japan'",
            "Japan", "You won't find any invoices billed to Japan — zero.",
            "Japan has nine invoices on the books.")


# ---------------------------------------------------------------------------
# superhero, car_1, geography, atis
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per publisher with at least ten heroes of known size: heroes, average height in cm and "
               "average weight in kg?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm), 1) AS height_cm, "
               "round(avg(s.weight_kg), 1) AS weight_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "WHERE s.height_cm > 0 AND s.weight_kg > 0 GROUP BY 1 HAVING count(*) >= 10 ORDER BY 2 DESC")
    g_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 0, "Marvel and DC: the two big cities", "heroes",
          qty="as many heroes", field="Heroes")
    g_conv(book, pb, "DC Comics", "weight_kg", 1, "DC: the average local",
           lambda v, c: f"Average weight: {v} kg ({c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0), hedged=True,
           facts=(f"Heroes measured: {pb['DC Comics']['heroes']:,.0f}",))
    g_conv(book, pb, "Marvel Comics", "height_cm", 0, "Marvel: a tall town",
           lambda v, c: f"The average Marvel hero stands {v} cm, a shade over {c} ft.", 1, FT_PER_CM, 1,
           (1 / 2.54, 1 / 100, 1 / 12), hedged=False, lead="know")
    g_share(book, pb, "heroes", "Dark Horse Comics", 2, "Dark Horse: off the beaten track",
            "the heroes measured", items="heroes", label="Dark Horse", other="DC Comics", field="Heroes in all")
    rc = table("superhero", "Per race with at least five heroes: heroes and average height in cm?",
               "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE s.height_cm > 0), 1) "
               "AS height_cm FROM superhero s JOIN race r ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 "
               "HAVING count(*) >= 5 ORDER BY 2 DESC, 1")
    g_cmp(book, rc, "heroes", "Human", "Mutant", 1, "Humans and Mutants: who you'll meet", "heroes",
          qty="as many", field="Residents")
    g_avg(book, rc, "heroes", "Mutant", 2, "The Mutant neighbourhood", "heroes", "race", label="Mutants",
          ad=1, field="population")
    g_empty(book, "superhero", "Which heroes are taller than 40,000 cm?",
            "SELECT id, superhero_name FROM superhero WHERE height_cm > 40000",
            "Giants", "You won't find any hero taller than 40,000 cm (about 1,312 ft) here — none at all.",
            "Four heroes stand taller than 40,000 cm.")


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average mpg and average weight in lb?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(weight)::numeric, 0) AS weight_lb FROM cars_data WHERE mpg IS NOT NULL GROUP BY 1 "
               "ORDER BY 1")
    g_chg(book, yr, "mpg", "1970", "1980", 0, "Fuel economy through the decade", "average fuel economy", "1970",
          "1980", unit=" mpg", d=2, field="Average mpg")
    g_chg(book, yr, "weight_lb", "1973", "1982", 1, "Lighter by the year", "average weight", "1973", "1982",
          unit=" lb", field="Average weight")
    g_conv(book, yr, "1982", "mpg", 2, "The class of 1982 at the pump",
           lambda v, c: f"Average {v} mpg, which works out at {c} litres per 100 km.", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * 0.425143707, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x)
    g_conv(book, yr, "1970", "weight_lb", 3, "1970: heavy metal",
           lambda v, c: f"Average weight: {v} lb ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1), hedged=True)
    g_chg(book, yr, "cars", "1973", "1974", 2, "1973 to 1974: the oil shock", "new models", "1973", "1974",
          are=True, field="Cars on the list")
    ct = table("spider_car_1", "Per continent: car makers and models on file?",
               "SELECT c.continent, count(DISTINCT m.id) AS makers, count(ml.modelid) AS models "
               "FROM continents c JOIN countries co ON co.continent = c.contid JOIN car_makers m "
               "ON m.country::int = co.countryid LEFT JOIN model_list ml ON ml.maker = m.id GROUP BY 1 "
               "ORDER BY 2 DESC")
    g_cmp(book, ct, "makers", "europe", "asia", 3, "Europe against Asia, maker for maker", "car makers",
          qty="as many makers", label=cap, field="Car makers")
    g_rate(book, ct, "models", "makers", "asia", 0, "Asia's showrooms", "maker", "models", label="Asia",
           units="makers", pooled="all the continents")
    g_share(book, ct, "makers", "america", 0, "America's car country", "the makers on file", items="makers",
            label="America", other="asia", field="Makers in all")


def geography(book):
    lk = table("defog_geography", "Per lake: area in sq km and country?",
               "SELECT lake_name AS lake, area AS area_sqkm, country_name AS country FROM lake ORDER BY 2 DESC")
    g_conv(book, lk, "Lake Superior", "area_sqkm", 0, "Lake Superior",
           lambda v, c: f"Area: {v} sq km ({c} sq miles)", 0, SQMI_PER_SQKM, 0, (MI_PER_KM, 1 / SQMI_PER_SQKM, 1.0),
           hedged=True, facts=("Country: United States",), lead=None)
    g_cmp(book, lk, "area_sqkm", "Lake Victoria", "Lake Tanganyika", 1, "Africa's great lakes", "sq km",
          unit=" sq km", qty="as big", field="Area")
    g_share(book, lk, "area_sqkm", "Lake Qinghai", 1, "Lake Qinghai", "the lake area on file", unit=" sq km",
            label="Qinghai", other="Lake Superior", field="Lake area in all")
    mt = table("defog_geography", "Per mountain: altitude in m and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country "
               "FROM mountain ORDER BY 2 DESC")
    g_conv(book, mt, "K2", "altitude_m", 1, "K2", lambda v, c: f"Altitude: {v} m ({c} ft)", 0, FT_PER_M, 0,
           (M_PER_FT, 1.0, 3.0), hedged=True, facts=("Country: Pakistan",))
    g_conv(book, mt, "Annapurna", "altitude_m", 2, "Annapurna", lambda v, c: f"On these figures, Annapurna rises "
           f"{v} m, or {c} ft.", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0), hedged=False, lead="pack")
    g_cmp(book, mt, "altitude_m", "Nanga Parbat", "Makalu", 2, "Nanga Parbat or Makalu?", "metres", unit=" m",
          qty="as high", field="Altitude")
    g_avg(book, mt, "altitude_m", "Cho Oyu", 0, "Cho Oyu", "altitude", "peak", unit=" m", label="Cho Oyu", ad=0)
    rv = table("defog_geography", "Per river: length in km and country?",
               "SELECT river_name AS river, length AS length_km, country_name AS country FROM river ORDER BY 2 DESC")
    g_conv(book, rv, "Danube", "length_km", 3, "The Danube", lambda v, c: f"Length: {v} km ({c} miles)", 0,
           MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.3), hedged=True, facts=("Flows through: Passau, Vienna, Budapest",))
    g_cmp(book, rv, "length_km", "Rhine", "Mississippi", 4, "The Rhine against the Mississippi", "km",
          unit=" km", qty="as long", field="Length")
    st = table("defog_geography", "Per state: population and area in sq km?",
               "SELECT state_name AS state, population, area AS area_sqkm FROM state ORDER BY 2 DESC, 1")
    g_rate(book, st, "population", "area_sqkm", "Michigan", 1, "Michigan: room to breathe", "sq km",
           "residents", units="sq km", fmt=lambda x: f"That's {x} people to the square kilometre.")
    g_cmp(book, st, "population", "Florida", "Texas", 0, "Florida or Texas?", "residents", qty="as many people",
          field="Population")
    g_conv(book, st, "Tokyo", "area_sqkm", 0, "Tokyo", lambda v, c: f"The prefecture covers {v} sq km, about "
           f"{c} sq miles.", 0, SQMI_PER_SQKM, 0, (MI_PER_KM, 1.0, 1 / SQMI_PER_SQKM), hedged=True,
           facts=(f"Population: {st['Tokyo']['population']:,.0f}",))
    g_empty(book, "defog_geography", "Which lakes are in Canada?",
            "SELECT lake_name FROM lake WHERE country_name = 'Canada'", "Canada's lakes",
            "Surprisingly, you won't find any Canadian lakes in this guide — zero on file.",
            "The guide lists three Canadian lakes.")


def atis(book):
    ap = table("defog_atis", "Per departure airport: flights and average flying time in minutes?",
               "SELECT from_airport AS airport, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_minutes "
               "FROM flight GROUP BY 1 ORDER BY 2 DESC")
    g_cmp(book, ap, "flights", "ORD", "LAX", 0, "Gateways: Chicago O'Hare against Los Angeles", "departures",
          qty="as many departures", label=lambda x: {"ORD": "O'Hare (ORD)", "LAX": "LAX", "JFK": "JFK"}[x],
          field="Departures")
    g_conv(book, ap, "JFK", "avg_minutes", 1, "JFK: the long-haul gateway",
           lambda v, c: f"Average flight time: {v} minutes ({c} hours)", 1, 1 / 60, 1, (1 / 100, 60, 1 / 24),
           hedged=True, facts=(f"Departures: {ap['JFK']['flights']:,.0f}",))
    fr = table("defog_atis", "Per route: fares on file, cheapest one-way and dearest round trip?",
               "SELECT from_airport || '-' || to_airport AS route, count(*) AS fares, min(one_direction_cost) "
               "AS cheapest_one_way, max(round_trip_cost) AS top_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    g_cmp(book, fr, "cheapest_one_way", "LAX-ORD", "ORD-JFK", 2, "Cheap seats: two routes", "dollars", cash=True,
          d=0, qty="as much", field="Cheapest one-way")
    g_avg(book, fr, "top_round_trip", "LAX-ORD", 3, "LAX to Chicago: the pricey hop", "round trip", "route",
          cash=True, d=0, label="LAX–ORD", ad=2, field="top fare")
    gs = table("defog_atis", "Ground transport from JFK into New York: type and fare?",
               "SELECT transport_type AS transport, ground_fare AS fare FROM ground_service "
               "WHERE airport_code = 'JFK' ORDER BY 2")
    g_cmp(book, gs, "fare", "Helicopter", "Taxi", 3, "Into town from JFK", "dollars", cash=True, d=0,
          qty="as much", field="Fare")
    g_avg(book, gs, "fare", "Bus", 1, "JFK by bus", "fare", "option", cash=True, d=0, label="The bus", ad=2,
          field="fare")
    asv = table("defog_atis", "Transfers from JFK: miles and minutes to the city, the longest first?",
                "SELECT row_number() OVER (ORDER BY miles_distant DESC)::text AS transfer, miles_distant AS miles, "
                "minutes_distant AS minutes FROM airport_service WHERE airport_code = 'JFK' ORDER BY 2 DESC")
    g_conv(book, asv, "1", "miles", 0, "The long way in", lambda v, c: f"The longest transfer on file runs {v} "
           f"miles — {c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852), hedged=True, lead="there")
    g_conv(book, asv, "1", "minutes", 1, "Time to town", lambda v, c: f"Longest transfer: {v} minutes ({c} hours)",
           0, 1 / 60, 1, (1 / 100, 60, 1 / 24), hedged=False)
    fl = table("defog_atis", "The longest flight on the schedule: flight number, airline, route and minutes?",
               "SELECT flight_number::text AS flight, airline_code, from_airport, to_airport, time_elapsed "
               "FROM flight ORDER BY time_elapsed DESC, flight_id LIMIT 1")
    fn = fl.order[0]
    g_ident(book, fl, "The marathon flight", f"Flight {fn}, {fl[fn]['from_airport']} to {fl[fn]['to_airport']}",
            f"Flight {fn}", f"Flight {fn[:2]}{int(fn[2:]) + 48}",
            extra=[f"— {fl[fn]['time_elapsed']:,.0f} minutes in the air."], box=BX(f"Airline: {fl[fn]['airline_code']}"))
    g_empty(book, "defog_atis", "Which flights leave from Boston Logan?",
            "SELECT flight_id FROM flight WHERE from_airport = 'BOS'", "Boston",
            "You won't find any departures from Boston on this schedule — zero.",
            "The schedule lists six departures from Boston.")


# ---------------------------------------------------------------------------
# Spider's small databases and the campus
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity and concerts held?",
               "SELECT s.name AS stadium, s.capacity, count(c.concert_id) AS concerts FROM stadium s "
               "LEFT JOIN concert c ON c.stadium_id::int = s.stadium_id GROUP BY 1, 2 ORDER BY 2 DESC")
    g_cmp(book, sd, "capacity", "Hampden Park", "Balmoor", 0, "Hampden Park: Scotland's big stage", "seats",
          qty="as many seats", field="Capacity")
    pt = table("spider_pets_1", "Per pet type: pets and total weight in kg?",
               "SELECT pettype AS type, count(*) AS pets, sum(weight) AS weight_kg FROM pets GROUP BY 1 ORDER BY 1")
    g_conv(book, pt, "dog", "weight_kg", 1, "The dogs of the dorm", lambda v, c: f"Combined weight: {v} kg "
           f"({c} lb)", 1, LB_PER_KG, 1, (KG_PER_LB, 1.0, 3.0), hedged=False)
    bt = table("spider_battle_death", "Per battle: ships lost?",
               "SELECT b.name AS battle, count(s.id) AS ships FROM battle b LEFT JOIN ship s "
               "ON s.lost_in_battle = b.id GROUP BY 1 ORDER BY 2 DESC, 1")
    g_plain(book, bt, "The battlefields", [
        BX(Claim(f"Battles on record: {len(bt)}", [plain_off(bt, En(), lambda x: f"Battles on record: {x}",
                                                              len(bt))])),
        P(f"Ships lost in all: {say(sum(bt.col('ships')))}.")])
    tv = table("spider_tvshow", "Per director: cartoons directed?",
               "SELECT directed_by AS director, count(*) AS cartoons FROM cartoon GROUP BY 1 ORDER BY 2 DESC, 1")
    g_share(book, tv, "cartoons", tv.order[0], 1, f"{tv.order[0]}'s studio", "the cartoons", items="cartoons",
            field="Cartoons in all")
    vt = table("spider_voter_1", "Per state: votes cast?",
               "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    g_plain(book, vt, "Voting country", [BX(f"Votes, New York: {say(vt['NY']['votes'])}"),
                                         P(f"California and New Jersey cast {say(vt['CA']['votes'])} apiece.")])
    te = table("spider_course_teach", "Per hometown: teachers and average age?",
               "SELECT hometown, count(*) AS teachers, round(avg(age::numeric), 1) AS avg_age FROM teacher "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    g_plain(book, te, "The teachers' hometowns", [
        BX(Claim(f"Hometowns: {len(te)}", [plain_off(te, En(), lambda x: f"Hometowns: {x}", len(te))])),
        P("Each sends a teacher or two to the staff room.")])
    g_empty(book, "spider_cre_doc_template_mgt", "Which documents use a template of type 'XYZ'?",
            "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
            "WHERE t.template_type_code = 'XYZ'", "Template XYZ",
            "You won't find any documents filed under template type XYZ — zero.",
            "Eight documents are filed under template type XYZ.")
    dp = table("defog_advising", "Per department: courses and students enrolled?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled FROM course GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    g_rate(book, dp, "enrolled", "courses", dp.order[0], 2, f"{dp.order[0]}: the busy faculty", "course",
           "students enrolled", units="courses", pooled="every department")
    py = table("defog_academic", "Per year: papers and citations?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations FROM publication "
               "GROUP BY 1 ORDER BY 1")
    g_share(book, py, "citations", py.order[0], 0, f"The class of {py.order[0]}", "all citations",
            items="citations", label=py.order[0], field="Citations in all")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book53(), sections, "fifty-fourth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
