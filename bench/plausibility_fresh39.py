#!/usr/bin/env python3
"""
plausibility_fresh39.py — a fortieth labelled set for check_answer, written held out, development since its misses were read
whole: answers written the way a language-model assistant writes an internal
auditor's findings, over tables spread across the databases
bench/plausibility.sh loads: northwind (1997 orders, freight and late
shipments per destination country, orders and freight per half-year, late
shipments and shipping lag per employee, discount tiers, stock value and
reorder exposure per category), chinook (invoices and revenue per year and
per quarter, small invoices, media types' tracks, running time and storage,
support reps' customers and revenue, billing countries, unsold tracks),
BIRD's superhero (records missing height or weight per publisher, recorded
weights, alignments), Spider's car_1 (cars, mpg, weight and horsepower per
continent and per era, models per maker), defog-dev's geography (lakes,
mountains, state population and area), atis (flight minutes per airline and
per departure airport, aircraft per manufacturer), advising and academic,
and Spider's concert_singer (stadium capacity and attendance), pets_1,
battle_death, tvshow, course_teach and cre_doc_template_mgt, with queries of
their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the audit
note the other sets lack: one or two numbered findings ("Finding 1 —
Freight concentration"), each with short labelled parts ("Observation:",
"Evidence:", "Comparison:", "Assessment:", not all in every answer) in a
formal, precise register. Figures are given exactly in the Evidence part and
restated more loosely in the Assessment ("roughly two fifths", "about 2.3
times", "just over a quarter", "some 14 percentage points"); ratios now and
then as "2.3:1" or "2.3x"; percentages both as "%" and "per cent"; counts
sometimes in words; periods named ("in 1997", "Q3 2024", "from the first to
the second half of 1997"); parenthetical sample sizes ("(n = 29)", "(of 408
orders)"); and units restated ("36,300 minutes, or 605 hours"). Shapes, as
in bench/plausibility_fresh4.py (whose helpers this set reuses, with
fresh7's and fresh10's):
  comparison  differences, ratios ("2.3:1", "about 2.3 times"), percent
              above and below, one row at a fraction of another in words,
              gaps between two rows' rates in percentage points
  change      half-year, year-on-year, quarter and era changes, absolute and
              relative, restated loosely; one row's share moving in points
  per_unit    totals over counts (per order, per customer, per track), one
              count out of another (late orders, records missing a field),
              one row's share of a total, the top rows' share, subset sums
              over named rows, weighted averages of group averages
  conversion  minutes as hours and days, milliseconds as hours, bytes as
              gigabytes, pounds as kilograms and tonnes, kilograms as
              pounds, miles as kilometres, metres as feet, square kilometres
              as square miles, days as hours and weeks
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, totals and ranks, counts in words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group averages
called the weighted one, a share of the wrong total or its complement, a
percent change over the wrong base, a relative change given as points), a
false share in words, number words given to the wrong row, a count over an
empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import KG_PER_LB, KM_PER_MI, LB_PER_KG, dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh10 import Book10, cap, convert, nbr_of, num_few, run, run_set, table

FT_PER_M = 3.280839895
SQMI_PER_SQKM = 0.386102159
HEDGE = ["some", "about", "roughly", "around"]
HEADS = [None, "Internal audit — summary of findings", None, None, "Audit memorandum (draft for review)", None,
         "Findings from the data review", None, None]


# ---------------------------------------------------------------------------
# layout: numbered findings with labelled parts
# ---------------------------------------------------------------------------


def pre_(c, p):
    """The claim with p before its text and before each of its twins' texts."""
    if isinstance(c, str):
        c = Claim(c)
    c.text = p + c.text
    c.wrongs = [(r, p + x) for r, x in c.wrongs]
    return c


def C(text, *wrongs):
    return Claim(text, [x for x in wrongs if x])


class Book39(Book10):
    """fresh10's Book10, with each answer laid out as an auditor's findings: "Finding 1 — title", then
    labelled parts (Observation, Evidence, Comparison, Assessment), one or two findings an answer."""

    def audit(self, db, rid, shape, findings, derived=True, max_twins=2):
        claims = []
        head = HEADS[self.cases % len(HEADS)]
        for i, (title, parts) in enumerate(findings, 1):
            lead = ""
            if i == 1 and head and len(findings) > 1:
                lead = head + "\n\n"
            claims.append(Claim(("\n\n" if claims else lead) + f"Finding {i} — {title}"))
            for label, cs in parts:
                cs = [c if isinstance(c, Claim) else Claim(c) for c in cs if c]
                if not cs:
                    continue
                claims.append(pre_(cs[0], f"\n{label}: "))
                claims += cs[1:]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins)


def F(title, *parts):
    """One finding: a title and (label, claims) parts; a part given as (label, str) holds one claim."""
    out = []
    for label, cs in parts:
        if cs is None:
            continue
        if isinstance(cs, (str, Claim)):
            cs = [cs]
        out.append((label, list(cs)))
    return (title, out)


# ---------------------------------------------------------------------------
# figures as an auditor writes them
# ---------------------------------------------------------------------------


def P(k):
    return "%" if k % 2 == 0 else " per cent"


def fig(cash, d, unit=""):
    """(S, W, D): the true figure shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd)), (lambda v: dd_of(v, d, True))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def cnt(v, k):
    """A count: in words (under a hundred) every other time, else in digits."""
    v = int(v)
    return say(v) if v < 100 and k % 2 == 0 else f"{v:,}"


FR = [(1 / 2, "half"), (1 / 3, "a third"), (2 / 3, "two thirds"), (1 / 4, "a quarter"), (3 / 4, "three quarters"),
      (1 / 5, "a fifth"), (2 / 5, "two fifths"), (3 / 5, "three fifths"), (4 / 5, "four fifths"),
      (1 / 10, "a tenth")]


def frac(s):
    """A share in words true of s ("roughly two fifths", "just over a quarter", "just under half") and one
    clearly false with the same hedge; or (None, None)."""
    if not 0.05 < s < 0.95:
        return None, None
    f, word = min(FR, key=lambda x: abs(x[0] - s))
    g = s - f
    bad = sorted((x for x in FR if abs(x[0] - s) >= 0.12), key=lambda x: abs(x[0] - s))
    if not bad:
        return None, None
    if abs(g) <= 0.008:
        h = "roughly"
    elif 0.012 < g <= 0.035:
        h = "just over"
    elif -0.035 <= g < -0.012:
        h = "just under"
    else:
        return None, None
    return f"{h} {word}", f"{h} {bad[0][1]}"


def loose(v, k):
    """A figure restated loosely ("some 14"): (text with hedge, figure text, decimals)."""
    t, d = num(v, 0)
    if d:
        t, d = num(v, 1)
        return f"roughly {t}", t, d
    return f"{HEDGE[k % len(HEDGE)]} {t}", t, d


def times(r):
    """A multiple in digits, away from its rounding edge: (text, decimals)."""
    for dd in ((1, 2) if r >= 1.3 else (2, 1, 3)):
        if abs(abs(r * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{r:,.{dd}f}", dd
    return f"{r:,.3f}", 3


def pnum(v):
    """A percent with one decimal, or none or two where one sits on the edge of its rounding."""
    return num_few(v, 1)


def plural(x):
    return x[:-1] + "ies" if x.endswith("y") and not x.endswith(("ay", "ey", "oy")) else x + "s"


# ---------------------------------------------------------------------------
# shapes, as findings
# ---------------------------------------------------------------------------


def au_cmp(book, t, col, a, b, k, ttl, noun, obs=None, cash=False, d=0, unit="", label=None, also=()):
    """Two named rows, the larger first: exact figures in the Evidence, the gap in the Comparison, a
    looser multiple or fraction in the Assessment."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = fig(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pnum(100 * diff / vb)
    lo, lod = pnum(100 * diff / va)
    rt, rd = times(r)
    p = P(k)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    ev = lambda x: f"{noun[0].upper() + noun[1:]} stood at {S(va)} for {A} and {x} for {B}."
    evid = C(ev(S(vb)), nbr(ev))
    form = k % 4
    fw, fbad = frac(vb / va)
    if form == 1 and not fw and r < 1.5:
        form = 2
    if form == 0:
        f1 = lambda x: f"The difference is {S(diff)}, equivalent to {x}{p} of {poss(B)} figure."
        f2 = lambda x: f"The figure for {A} is about {x} times that recorded for {B}."
        parts = [("Observation", obs), ("Evidence", evid),
                 ("Comparison", C(f1(hi), off(t, "wrong_base", f1(w(100 * diff / va, hid)), 100 * diff / vb,
                                                100 * diff / va, hid, real=True))),
                 ("Assessment", C(f2(rt), off(t, "off", f2(w(r * 1.5 + 0.3, rd)), r, r * 1.5 + 0.3, rd,
                                              approx=True)))]
    elif form == 1:
        f1 = lambda x: f"Expressed as a ratio, {A} to {B} is {x}:1."
        cm = C(f1(rt), off(t, "off", f1(w(r * 1.6 + 0.4, rd)), r, r * 1.6 + 0.4, rd))
        if fw:
            asm = C(f"The figure for {B} therefore reaches {fw} of the level recorded for {A}.",
                    ("false_bound", f"The figure for {B} therefore reaches {fbad} of the level recorded for {A}."))
        else:
            h, lt, ld = loose(100 * diff / va, k)
            f2 = lambda x: f"{cap(B)} trails {A} by {h.split(' ')[0]} {x}{p}."
            asm = C(f2(lt), off(t, "wrong_base", f2(w(100 * diff / vb, ld)), 100 * diff / va, 100 * diff / vb, ld,
                                approx=True, real=True))
        parts = [("Observation", obs), ("Evidence", evid), ("Comparison", cm), ("Assessment", asm)]
    elif form == 2:
        f1 = lambda x: f"{cap(poss(B))} figure is {x}{p} below that of {A}, a shortfall of {S(diff)}."
        f2 = lambda x: f"The gap is material; {A} exceeds {B} by a factor of roughly {x}x."
        parts = [("Evidence", evid),
                 ("Comparison", C(f1(lo), off(t, "wrong_base", f1(w(100 * diff / vb, lod)), 100 * diff / va,
                                              100 * diff / vb, lod, real=True))),
                 ("Assessment", C(f2(rt), off(t, "off", f2(w(r * 1.5 + 0.35, rd)), r, r * 1.5 + 0.35, rd,
                                              approx=True)))]
    else:
        h, ht, hd = loose(100 * diff / vb, k)
        f1 = lambda x: f"{cap(A)} exceeds {B} by {x}"
        f2 = lambda x: f", {h.split(' ')[0]} {x}{p} above the lower figure."
        parts = [("Observation", obs), ("Evidence", evid),
                 ("Assessment", [C(f1(S(diff)), off(t, "off", f1(W(diff * 1.6, D(diff))), diff, diff * 1.6, D(diff))),
                                 C(f2(ht), off(t, "wrong_base", f2(w(100 * diff / va, hd)), 100 * diff / vb,
                                               100 * diff / va, hd, approx=True, real=True))])]
    book.audit(t.db, t.rid, "comparison", [F(ttl, *parts)] + list(also))


def au_gap(book, t, part, whole, a, b, k, ttl, what, obs=None, label=None, also=()):
    """Two rows' rates (part over whole): the gap in percentage points; twins: the relative gap given as
    points, a rate over the wrong count, the rates' ratio off."""
    ra, rb = 100 * t[a][part] / t[a][whole], 100 * t[b][part] / t[b][whole]
    if ra < rb:
        a, b, ra, rb = b, a, rb, ra
    A, B = (label(a), label(b)) if label else (a, b)
    p = P(k)
    at, ad = pnum(ra)
    bt, bd = pnum(rb)
    pp = ra - rb
    rel = 100 * pp / rb
    ev = lambda x: (f"{cap(A)}: {int(t[a][part]):,} of {int(t[a][whole]):,} {what} ({x}{p}); "
                    f"{B}: {int(t[b][part]):,} of {int(t[b][whole]):,} ({bt}{p}).")
    wt = 100 * t[a][part] / (t[a][whole] + t[b][whole])
    evid = C(ev(at), off(t, "wrong_total", ev(w(wt, ad)), ra, wt, ad, real=True))
    if pp >= 9.5:
        h, ppt, ppd = loose(pp, k)
        f1 = lambda x: f"The difference is {h.split(' ')[0]} {x} percentage points."
    else:
        ppt, ppd = num(pp, 1)
        f1 = lambda x: f"The difference is {x} percentage points."
    cm = C(f1(ppt), off(t, "percent_as_points", f1(w(rel, ppd)), pp, rel, ppd, real=True))
    rt, rd = times(ra / rb)
    f2 = lambda x: f"The rate for {A} is about {x} times that for {B}."
    asm = C(f2(rt), off(t, "off", f2(w(ra / rb * 1.5 + 0.3, rd)), ra / rb, ra / rb * 1.5 + 0.3, rd, approx=True))
    book.audit(t.db, t.rid, "comparison", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Comparison", cm),
                                             ("Assessment", asm))] + list(also))


def au_move(book, t, v1, v2, nbv, k, ttl, noun, l1, l2, obs=None, cash=False, d=0, unit="", also=(), span=None):
    """From one period to another: exact levels, the change absolute and relative, a loose restatement;
    nbv: the neighbouring row's value for the earlier period (twin)."""
    S, W, D = fig(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    rel, wb = 100 * abs(diff) / v1, 100 * abs(diff) / v2
    rt, rd = pnum(rel)
    p = P(k)
    span = span or f"from {l1} to {l2}"
    verb = "rose" if up else "fell"

    def nbr(fmt):
        if nbv is None or S(nbv) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(nbv)), v1, nbv, D(v1), real=True)

    ev = lambda x: f"{cap(noun)} was {x} in {l1} and {S(v2)} in {l2}."
    evid = C(ev(S(v1)), nbr(ev))
    form = k % 3
    fw, fbad = frac(rel / 100)
    f1 = lambda x: f"This represents {'an increase' if up else 'a decrease'} of {S(abs(diff))}, or {x}{p} on the {l1.replace('the ', '', 1)} base."
    f1b = lambda x: f"The movement is {'+' if up else '−'}{x} in absolute terms"
    if form == 0:
        cm = C(f1(rt), off(t, "wrong_base", f1(w(wb, rd)), rel, wb, rd, real=True))
    else:
        cm = [C(f1b(S(abs(diff))), off(t, "off", f1b(W(abs(diff) * 1.7, D(diff))), abs(diff), abs(diff) * 1.7,
                                       D(diff))),
              C(f"({'+' if up else '−'}{rt}{p}).",
                off(t, "wrong_base", f"({'+' if up else '−'}{w(wb, rd)}{p}).", rel, wb, rd, real=True))]
    if fw and form != 2:
        asm = C(f"Put more loosely, {noun} {verb} by {fw} {span}.",
                ("false_bound", f"Put more loosely, {noun} {verb} by {fbad} {span}."))
    elif up and v2 / v1 >= 1.3:
        mt, md = times(v2 / v1)
        f2 = lambda x: f"The {l2} level is about {x} times that of {l1}."
        asm = C(f2(mt), off(t, "off", f2(w(v2 / v1 * 1.5 + 0.3, md)), v2 / v1, v2 / v1 * 1.5 + 0.3, md, approx=True))
    else:
        h, lt, ld = loose(rel, k)
        f2 = lambda x: f"In round terms, {noun} {verb} {h.split(' ')[0]} {x} per cent {span}."
        asm = C(f2(lt), off(t, "wrong_base", f2(w(wb, ld)), rel, wb, ld, approx=True, real=True)
                if abs(wb - rel) > 2 else None)
    book.audit(t.db, t.rid, "change", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Comparison", cm),
                                         ("Assessment", asm))] + list(also))


def au_chg(book, t, col, p1, p2, k, ttl, noun, l1=None, l2=None, **kw):
    nb = nbr_of(t, p1, avoid=(p2,))
    au_move(book, t, t[p1][col], t[p2][col], t[nb][col] if nb else None, k, ttl, noun, l1 or p1, l2 or p2, **kw)


def au_yoy(book, t, key, c1, c2, k, ttl, noun, l1, l2, **kw):
    nb = nbr_of(t, key)
    au_move(book, t, t[key][c1], t[key][c2], t[nb][c1] if nb else None, k, ttl, noun, l1, l2, **kw)


def au_pts(book, t, key, c1, c2, k, ttl, whole, l1, l2, obs=None, label=None, also=()):
    """One row's share of a column total in two periods: the move in points (twin: the relative change
    given as points), the later share (twin: its complement)."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    name = label or key
    p = P(k)
    s1t, _ = pnum(s1)
    s2t, s2d = pnum(s2)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = pnum(abs(rel))
    f0 = lambda x: f"{cap(name)} accounted for {s1t}{p} of {whole} in {l1} and {x}{p} in {l2}."
    evid = C(f0(s2t), off(t, "complement", f0(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True))
    way = "increase" if pp > 0 else "decrease"
    f1 = lambda x: f"This is {'an' if way == 'increase' else 'a'} {way} of {x} percentage points"
    f2 = lambda x: f"({x}{p} in relative terms)."
    cm = [C(f1(ppt), off(t, "percent_as_points", f1(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)),
          C(f2(rt), off(t, "wrong_base", f2(w(100 * abs(pp) / s2, rd)), abs(rel), 100 * abs(pp) / s2, rd, real=True))]
    book.audit(t.db, t.rid, "change", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Comparison", cm))]
               + list(also))


def au_rate(book, t, tot_col, cnt_col, key, k, ttl, what, unit, units, obs=None, cash=False, d=2, sfx="",
            label=None, vs_all=None, also=(), ev=None):
    """A total over a count for one row; vs_all (the rows' plural) sets it against the overall rate
    (twin: the plain mean of the rows' rates)."""
    tot, c = t[key][tot_col], t[key][cnt_col]
    r = tot / c
    S, W, D = fig(cash, d, sfx)
    St = fig(cash, 0 if float(tot).is_integer() else 2, sfx)[0]
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    ct = cnt(c, k)
    if ev:
        evid = C(ev(St(tot), ct))
    elif k % 3 != 2:
        evid = C(f"{cap(name)} accounted for {St(tot)} of {what} across {ct} {units}.")
    else:
        evid = C(f"{cap(what)} attributable to {name}: {St(tot)} (n = {int(c):,} {units}).")
    f1 = lambda x: f"This equates to {x} per {unit}." if k % 2 == 0 else f"The average is {x} per {unit}."
    tw = [off(t, "off", f1(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", f1(S(rn)), r, rn, D(r), real=True))
    asm = [C(f1(S(r)), *tw)]
    if vs_all:
        rows = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        overall = sum(t[x][tot_col] for x in rows) / sum(t[x][cnt_col] for x in rows)
        plain = sum(t[x][tot_col] / t[x][cnt_col] for x in rows) / len(rows)
        ot, od = (usd(overall, 2), 2) if cash else num(overall, d)
        ow = wusd(plain, od) if cash else w(plain, od) + sfx
        f2 = lambda x: f"The comparable figure across all {vs_all} is {x} per {unit}."
        asm.append(C(f2(ot if cash else ot + sfx),
                     off(t, "plain_as_weighted", f2(ow), overall, plain, od, real=True)
                     if ow != (ot if cash else ot + sfx) else None))
    book.audit(t.db, t.rid, "per_unit", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Assessment", asm))]
               + list(also))


def au_part(book, t, part, whole, key, k, ttl, what, obs=None, label=None, also=(), whose=None, tail=None):
    """One count out of another within a row ("4 of 30 orders shipped late"): the percent (twins: the
    complement, the neighbouring row's rate) and a looser restatement (twin: a false share in words)."""
    a, b = t[key][part], t[key][whole]
    s = 100 * a / b
    name = label or key
    p = P(k)
    st, sd = pnum(s)
    nb = nbr_of(t, key)
    noun0 = what.split(" ")[0]
    if k % 3 == 0:
        f0 = lambda x: f"{cap(name)}: {int(a):,} of {int(b):,} {what} ({x}{p})."
    elif k % 3 == 1:
        f0 = lambda x: f"For {name}, {int(a):,} {what} out of {int(b):,} ({x}{p})."
    else:
        f0 = lambda x: f"{cap(name)} recorded {int(a):,} {what} (of {int(b):,} {noun0}), a rate of {x}{p}."
    tw = [off(t, "complement", f0(w(100 - s, sd)), s, 100 - s, sd, real=True)]
    if nb and t[nb][whole]:
        sn = 100 * t[nb][part] / t[nb][whole]
        if w(sn, sd) != st and sn > 0:
            tw.append(off(t, "neighbour_row", f0(w(sn, sd)), s, sn, sd, real=True))
    evid = C(f0(st), *tw)
    fw, fbad = frac(s / 100)
    if fw and tail:
        asm = C(f"In other words, {fw} {tail}.", ("false_bound", f"In other words, {fbad} {tail}."))
    elif fw:
        asm = C(f"In other words, {fw} of {whose or poss(name)} {what.split(' ')[0]} are affected.",
                ("false_bound", f"In other words, {fbad} of {whose or poss(name)} {what.split(' ')[0]} are affected."))
    elif s >= 9.5:
        h, lt, ld = loose(s, k)
        f2 = lambda x: f"The rate is {h.split(' ')[0]} {x} per cent."
        asm = C(f2(lt), off(t, "off", f2(w(s * 1.7 + 4, ld)), s, s * 1.7 + 4, ld, approx=True))
    else:
        asm = C(f"The exposure is {'low' if s < 5 else 'moderate'} in absolute terms.")
    book.audit(t.db, t.rid, "per_unit", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Assessment", asm))]
               + list(also))


def au_share(book, t, col, key, k, ttl, whole, obs=None, other=None, cash=False, d=0, unit="", label=None,
             also=(), tot=None):
    """One row's share of the column total, exact (twins: the complement, the share of the pair with other)
    and in words (twin: a false share in words)."""
    S, W, D = fig(cash, d, unit)
    v = t[key][col]
    tot = tot if tot is not None else sum(t.col(col))
    s = 100 * v / tot
    name = label or key
    p = P(k)
    st, sd = pnum(s)
    f0 = lambda x: f"{cap(name)} accounted for {S(v)} of the {S(tot)} total ({x}{p})."
    tw = [off(t, "complement", f0(w(100 - s, sd)), s, 100 - s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", f0(w(ws, sd)), s, ws, sd, real=True))
    evid = C(f0(st), *tw)
    fw, fbad = frac(s / 100)
    if fw:
        asm = C(f"This represents {fw} of {whole}.",
                ("false_bound", f"This represents {fbad} of {whole}."))
    elif s >= 9.5:
        h, lt, ld = loose(s, k)
        f2 = lambda x: f"This represents {h.split(' ')[0]} {x} per cent of {whole}."
        asm = C(f2(lt), off(t, "complement", f2(w(100 - s, ld)), s, 100 - s, ld, approx=True, real=True))
    else:
        asm = C(f"The share is small and does not on its own indicate concentration.")
    book.audit(t.db, t.rid, "per_unit", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Assessment", asm))]
               + list(also))


def au_top(book, t, col, m, k, ttl, noun, obs=None, cash=False, d=0, unit="", label=None, also=()):
    """The top m rows together and their share of the total."""
    S, W, D = fig(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    p = P(k)
    st, sd = pnum(s)
    names = ", ".join(f"{L(x)} ({S(t[x][col])})" for x in order[:-1]) + f" and {L(order[-1])} ({S(t[order[-1]][col])})"
    f0 = lambda x: f"The {say(m)} largest — {names} — together account for {x}"
    f1 = lambda x: f"of {S(tot)} in {noun} ({x}{p}),"
    evid = [C(f0(S(sm)), off(t, "off", f0(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))),
            C(f1(st), off(t, "complement", f1(w(100 - s, sd)), s, 100 - s, sd, real=True)),
            C(f"across {cnt(len(t), k + 1)} {'rows' if k % 2 else 'entries'} in all.")]
    fw, fbad = frac(s / 100)
    if fw:
        asm = C(f"Concentration is {'high' if s > 50 else 'notable'}: {fw} of {noun} sits with {say(m)} entries.",
                ("false_bound", f"Concentration is {'high' if s > 50 else 'notable'}: {fbad} of {noun} sits with "
                                f"{say(m)} entries."))
    else:
        asm = C(f"Concentration is {'high' if s > 50 else 'moderate'}.")
    book.audit(t.db, t.rid, "per_unit", [F(ttl, ("Observation", obs), ("Evidence", evid), ("Assessment", asm))]
               + list(also))


def au_blend(book, t, avg_col, n_col, k, ttl, noun, per, grp, obs=None, d=2, unit="", cash=False, label=None,
             also=()):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    L = label or (lambda x: x)
    rows = [x for x in t.order if isinstance(t[x][avg_col], float) and t[x][n_col]]
    avgs = [t[x][avg_col] for x in rows]
    ns = [t[x][n_col] for x in rows]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = fig(cash, d, unit)
    lo = min(rows, key=lambda x: t[x][avg_col])
    hi = max(rows, key=lambda x: t[x][avg_col])
    ev = C(f"{cap(grp)} averages range from {S(t[lo][avg_col])} ({L(lo)}) to {S(t[hi][avg_col])} ({L(hi)}) "
           f"across {cnt(len(rows), k)} {plural(grp)}.")
    f1 = lambda x: (f"Weighted by {per} count (n = {int(sum(ns)):,}), the overall average {noun} is {x}." if k % 2 == 0
                    else f"Taking each {per} once ({int(sum(ns)):,} in all), the average {noun} is {x}.")
    asm = C(f1(S(wa)), off(t, "plain_as_weighted", f1(W(plain, D(wa))), wa, plain, D(wa), real=True)
            if W(plain, D(wa)) != S(wa) else None)
    extra = None
    if k % 3 == 1:
        extra = C(f"An unweighted mean of the {grp} averages would {'overstate' if plain > wa else 'understate'} this "
                  f"and is not used here.")
    book.audit(t.db, t.rid, "per_unit", [F(ttl, ("Observation", obs), ("Evidence", ev),
                                           ("Assessment", [asm, extra]))] + list(also))


def au_subset(book, t, col, keys, k, ttl, noun, obs=None, cash=False, d=0, unit="", label=None, mean=False,
              also=()):
    """A sum (or mean) over named rows."""
    S, W, D = fig(cash, d, unit)
    L = label or (lambda x: x)
    vals = [t[x][col] for x in keys]
    sm = sum(vals)
    ev = C("; ".join(f"{L(x)}, {S(t[x][col])}" for x in keys) + ".")
    f1 = lambda x: f"Combined, the {say(len(keys))} account for {x} of {noun}"
    parts = [C(f1(S(sm)), off(t, "off", f1(W(sm * 1.45, D(sm))), sm, sm * 1.45, D(sm)))]
    if mean:
        mv = sm / len(keys)
        f2 = lambda x: f"(an average of {x} each)."
        parts.append(C(f2(S(mv)), off(t, "off", f2(W(mv * 0.6, D(mv))), mv, mv * 0.6, D(mv))))
    else:
        parts[0].text += "."
        parts[0].wrongs = [(r, x + ".") for r, x in parts[0].wrongs]
    book.audit(t.db, t.rid, "per_unit", [F(ttl, ("Observation", obs), ("Evidence", ev), ("Assessment", parts))]
               + list(also))


def au_conv(book, t, key, col, k, ttl, fmt, src_d, factor, dst_d, bads, obs=None, asm=None, hedge=False, also=()):
    """A figure restated in another unit beside the original; twin: the first wrong factor far enough."""
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 10, 0.1))
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    book.audit(t.db, t.rid, "conversion", [F(ttl, ("Observation", obs), ("Evidence", c), ("Assessment", asm))]
               + list(also))


def au_empty(book, db, question, sql, ttl, obs, ack, bad, asm=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.audit(db, rid, "zero_ident", [F(ttl, ("Observation", obs), ("Evidence", C(ack, ("count_over_empty", bad))),
                                         ("Assessment", asm))], derived=False)


def au_ident(book, t, ttl, text, good, bad, obs=None, asm=None):
    assert bad != good and good in text, (text, good)
    book.audit(t.db, t.rid, "zero_ident",
               [F(ttl, ("Observation", obs),
                  ("Evidence", C(text, wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True))),
                  ("Assessment", asm))], derived=False)


def fact(t, title, key, col, fmt, cash=False, d=0, unit="", part="Evidence", obs=None, asm=None):
    """A second finding: one row's cell (twin: the neighbouring row's value)."""
    S, W, D = fig(cash, d, unit)
    v = t[key][col]
    nb = nbr_of(t, key)
    tw = None
    if nb and isinstance(t[nb][col], float) and S(t[nb][col]) != S(v):
        tw = off(t, "neighbour_row", fmt(S(t[nb][col])), v, t[nb][col], D(v), real=True)
    return F(title, ("Observation", obs), (part, C(fmt(S(v)), tw)), ("Assessment", asm))


def au_plain(book, t, findings):
    book.audit(t.db, t.rid, "plain", findings, derived=False)


def au_rank(book, t, col, k, ttl, noun, obs=None, cash=False, d=0, unit="", label=None):
    """The three largest rows in order; twins: the next row's value."""
    S, W, D = fig(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]

    def nb(i, fmt):
        if S(v[i + 1]) == S(v[i]):
            return None
        return off(t, "neighbour_row", fmt(S(v[i + 1])), v[i], v[i + 1], D(v[i]), real=True)

    f1 = lambda x: f"{cap(L(order[0]))} ranks first on {noun} at {x},"
    f2 = lambda x: f"followed by {L(order[1])} ({x})"
    ev = [C(f1(S(v[0])), nb(0, f1)), C(f2(S(v[1])), nb(1, f2) if k % 2 else None),
          C(f"and {L(order[2])} ({S(v[2])}).")]
    asm = C(f"The ordering is consistent with the underlying records for all {cnt(len(order), k)} "
            f"{'entries' if k % 2 else 'rows'} reviewed.")
    au_plain(book, t, [F(ttl, ("Observation", obs), ("Evidence", ev), ("Assessment", asm))])


# ---------------------------------------------------------------------------
# northwind: destinations, half-years, employees, discount tiers, categories
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"


def northwind(book):
    ct = table("northwind", "For orders placed in 1997, per destination country: orders, freight, late shipments "
               "and average freight?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late, "
               "round(avg(freight)::numeric, 2) AS avg_freight FROM orders "
               "WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' GROUP BY 1 ORDER BY 3 DESC")
    CL = lambda x: {"UK": "the UK", "USA": "the USA"}.get(x, x)
    ob = "Freight on 1997 orders is concentrated in a small number of destination markets."
    au_cmp(book, ct, "freight", "Germany", "USA", 0, "Freight concentration", "freight billed in 1997", obs=ob,
           cash=True, d=2, label=CL,
           also=[fact(ct, "Order counts", "USA", "orders", lambda x: f"The USA received {x} of the orders placed in 1997.",
                      asm="Order counts alone do not explain the freight differential.")])
    au_cmp(book, ct, "freight", "Austria", "France", 1, "Freight per destination", "1997 freight", cash=True, d=2,
           obs="Austria generates disproportionate freight relative to its order count.")
    au_cmp(book, ct, "orders", "Germany", "UK", 2, "Order volume by destination", "the number of 1997 orders",
           label=CL, also=[fact(ct, "Freight to the UK", "UK", "freight",
                                lambda x: f"Freight billed on UK orders amounted to {x}.", cash=True, d=2,
                                asm="UK freight is low relative to its order count.")])
    au_cmp(book, ct, "freight", "Brazil", "Venezuela", 3, "South American freight", "freight in 1997", cash=True, d=2,
           obs="Both South American markets were reviewed for freight recharging.")
    au_gap(book, ct, "late", "orders", "UK", "Germany", 0, "Late shipment exposure", "orders shipped late",
           obs="Late shipments are not evenly distributed across destinations.",
           label=CL)
    au_share(book, ct, "freight", "Germany", 0, "Freight concentration", "1997 freight", other="USA", cash=True, d=2,
             also=[fact(ct, "Average freight, Germany", "Germany", "avg_freight",
                        lambda x: f"The average freight charge per German order was {x}.", cash=True, d=2)],
             obs="A single destination carries a large part of the freight bill.")
    au_top(book, ct, "freight", 3, 0, "Freight concentration", "1997 freight", also=[fact(ct, "Order volume, Germany", "Germany", "orders", lambda x: f"Germany also received the most 1997 orders, {x} in all.")], cash=True, d=2,
           obs="Freight charges on 1997 orders were reviewed by destination country.")
    au_rate(book, ct, "freight", "orders", "Austria", 0, "Freight cost per order", "1997 freight", "order", "orders",
            cash=True, vs_all="destination countries",
            obs="Austrian orders attract unusually high freight charges.")
    au_subset(book, ct, "freight", ["Sweden", "Denmark", "Finland", "Norway"], 0, "Nordic freight", "1997 freight",
              cash=True, d=2, obs="The four Nordic destinations were reviewed as one group.")
    au_part(book, ct, "late", "orders", "UK", 0, "Late shipments, UK", "orders shipped after the required date",
            label="the UK", whose="UK")
    tf, to = sum(ct.col("freight")), sum(ct.col("orders"))
    au_plain(book, ct, [F("Scope and totals",
                          ("Observation", C(f"The review covered {int(to):,} orders placed in 1997 across "
                                            f"{say(len(ct))} destination countries.",
                                            off(ct, "off", f"The review covered {int(to * 1.3):,} orders placed in 1997 "
                                                f"across {say(len(ct))} destination countries.", to, int(to * 1.3), 0))),
                          ("Evidence", C(f"Freight billed on those orders totalled {usd(tf)}.",
                                         off(ct, "off", f"Freight billed on those orders totalled {wusd(tf * 1.4)}.", tf,
                                             tf * 1.4, 2))),
                          ("Assessment", "No destination was excluded from the population."))])
    au_empty(book, "northwind", "Which 1997 orders shipped to Norway arrived after the required date?",
             "SELECT order_id FROM orders WHERE ship_country = 'Norway' AND shipped_date > required_date "
             "AND order_date >= '1997-01-01' AND order_date < '1998-01-01'", "Late shipments, Norway",
             "Norway was tested separately given its low order count.",
             "No exceptions were identified: zero Norwegian orders shipped after the required date.",
             "Three Norwegian orders shipped after the required date.",
             asm="No further testing is proposed for this destination.")

    yy = table("northwind", "Per destination country: freight on orders placed in 1996 and in 1997?",
               "SELECT ship_country AS country, "
               "round(sum(freight) FILTER (WHERE extract(year FROM order_date) = 1996)::numeric, 2) AS freight_1996, "
               "round(sum(freight) FILTER (WHERE extract(year FROM order_date) = 1997)::numeric, 2) AS freight_1997 "
               "FROM orders GROUP BY 1 HAVING count(*) FILTER (WHERE extract(year FROM order_date) = 1996) > 0 "
               "ORDER BY 3 DESC")
    au_yoy(book, yy, "Germany", "freight_1996", "freight_1997", 0, "Freight trend, Germany", "freight billed to Germany",
           "1996", "1997", cash=True, d=2, obs="Freight to the largest destination grew year on year.",
           also=[fact(yy, "Comparable market", "USA", "freight_1997",
                      lambda x: f"Freight billed to the USA in 1997 was {x}.", cash=True, d=2)])
    au_yoy(book, yy, "France", "freight_1996", "freight_1997", 1, "Freight trend, France", "French freight",
           "1996", "1997", cash=True, d=2)
    au_yoy(book, yy, "Brazil", "freight_1996", "freight_1997", 2, "Freight trend, Brazil", "freight to Brazil",
           "1996", "1997", cash=True, d=2)
    au_pts(book, yy, "USA", "freight_1996", "freight_1997", 1, "Freight mix, USA", "freight", "1996", "1997",
           label="the USA", obs="The US share of freight moved between the two years.")

    hv = table("northwind", "Per half-year: orders, freight, late shipments and unshipped orders?",
               "SELECT CASE WHEN extract(month FROM order_date) <= 6 THEN 'H1' ELSE 'H2' END || ' ' || "
               "extract(year FROM order_date) AS half, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late, "
               "count(*) FILTER (WHERE shipped_date IS NULL) AS unshipped FROM orders GROUP BY 1 ORDER BY min(order_date)")
    au_chg(book, hv, "orders", "H1 1997", "H2 1997", 0, "Order volume", "the number of orders", also=[fact(hv, "Freight in the same period", "H2 1997", "freight", lambda x: f"Freight billed in H2 1997 amounted to {x}.", cash=True, d=2)], l1="the first half",
           l2="the second half of 1997", span="from the first to the second half of 1997",
           obs="Order intake accelerated during 1997.")
    au_chg(book, hv, "freight", "H2 1996", "H2 1997", 1, "Freight, second halves compared", "freight billed",
           l1="H2 1996", l2="H2 1997", cash=True, d=2)
    au_chg(book, hv, "freight", "H2 1997", "H1 1998", 2, "Freight, latest half-year", "freight billed", l1="H2 1997",
           l2="H1 1998", cash=True, d=2, obs="Freight continued to rise into 1998.")
    au_chg(book, hv, "late", "H2 1996", "H2 1997", 0, "Late shipments over time", "the count of late shipments",
           l1="H2 1996", l2="H2 1997", obs="Late shipments rose faster than order volume.")
    au_part(book, hv, "unshipped", "orders", "H1 1998", 1, "Unshipped orders", "orders not yet shipped",
            label="H1 1998", obs="Open orders are confined to the most recent half-year.")

    em = table("northwind", "Per employee: orders shipped, late shipments, total and average days from order to "
               "shipment, orders in 1996 and 1997?",
               "SELECT e.last_name AS employee, count(*) AS orders, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "sum(o.shipped_date - o.order_date) AS lag_days, round(avg(o.shipped_date - o.order_date), 2) AS avg_lag, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1996) AS orders_1996, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS orders_1997 "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id WHERE o.shipped_date IS NOT NULL "
               "GROUP BY 1 ORDER BY 2 DESC")
    au_cmp(book, em, "orders", "Peacock", "Buchanan", 0, "Workload distribution", "shipped orders handled",
           obs="Order handling is unevenly spread across staff.")
    au_cmp(book, em, "lag_days", "Leverling", "Suyama", 1, "Cumulative shipping lag", "cumulative order-to-shipment "
           "days", unit=" days")
    au_gap(book, em, "late", "orders", "Dodsworth", "Davolio", 2, "Late shipments by employee", "orders shipped late",
           also=[fact(em, "Volume context", "Dodsworth", "orders", lambda x: f"Dodsworth handled {x} shipped orders, the joint-lowest volume of any employee.", asm="A small book amplifies the effect of each late shipment.")], obs="Late-shipment rates differ markedly between employees.")
    au_blend(book, em, "avg_lag", "orders", 0, "Order-to-shipment lag", "order-to-shipment lag", "order", "employee", unit=" days",
             obs="Order-to-shipment lag was measured per employee.")
    au_rate(book, em, "lag_days", "orders", "Peacock", 1, "Shipping lag, Peacock", "recorded lag", "order",
            "shipped orders", d=2, sfx=" days", vs_all="employees")
    au_part(book, em, "late", "orders", "Peacock", 0, "Late shipments, Peacock", "orders shipped late",
            obs="The employee with the largest book also has the most late shipments.")
    au_yoy(book, em, "Peacock", "orders_1996", "orders_1997", 1, "Workload growth, Peacock",
           "the number of orders handled by Peacock", "1996", "1997")
    au_yoy(book, em, "Callahan", "orders_1996", "orders_1997", 2, "Workload growth, Callahan",
           "Callahan's order count", "1996", "1997", obs="Workload for Callahan rose sharply in 1997.")
    au_conv(book, em, "Dodsworth", "lag_days", 0, "Shipping lag, Dodsworth",
            lambda v, c: f"Dodsworth's orders accumulated {v} days between order and shipment, or {c} hours.", 0, 24, 0,
            (12, 60, 7, 1 / 24, 8), obs="Cumulative lag was restated in hours for the operations review.")
    au_conv(book, em, "Peacock", "lag_days", 1, "Shipping lag, Peacock",
            lambda v, c: f"Peacock's {v} cumulative lag days correspond to {c} weeks.", 0, 1 / 7, 1,
            (1 / 5, 1 / 30, 7, 1 / 12, 1 / 52), asm="The lag is a function of volume rather than of delay per order.")
    au_rank(book, em, "orders", 0, "Order handling", "shipped orders", obs="Shipped orders per employee were ranked.")
    au_plain(book, em, [F("Late shipments in total",
                          ("Evidence", C(f"Across all {say(len(em))} employees, {int(sum(em.col('late')))} shipped orders "
                                         f"left after the required date (of {int(sum(em.col('orders'))):,} shipped).",
                                         off(em, "off", f"Across all {say(len(em))} employees, "
                                             f"{int(sum(em.col('late')) * 1.8)} shipped orders left after the required "
                                             f"date (of {int(sum(em.col('orders'))):,} shipped).",
                                             sum(em.col("late")), int(sum(em.col("late")) * 1.8), 0))),
                          ("Assessment", "The population is small enough for each exception to be traced.")),
                        fact(em, "Largest individual count", "Peacock", "late",
                             lambda x: f"Peacock accounts for {x} of these exceptions.")])

    dt = table("northwind", "Per discount tier: order lines, gross value and discount granted?",
               "SELECT discount, count(*) AS lines, round(sum(unit_price * quantity)::numeric, 2) AS gross, "
               "round(sum(unit_price * quantity * discount)::numeric, 2) AS discount_granted FROM order_details "
               "GROUP BY 1 ORDER BY 1")
    tier = lambda x: "undiscounted lines" if x == "0" else f"the {round(float(x) * 100):d}% tier"
    au_share(book, dt, "discount_granted", "0.25", 0, "Discount leakage", "all discounts granted", also=[fact(dt, "Line count, 25% tier", "0.25", "lines", lambda x: f"The 25% tier comprises {x} order lines.")], other="0.2",
             cash=True, d=2, label=tier("0.25"), obs="Discounts granted were analysed by tier.")
    au_cmp(book, dt, "gross", "0", "0.25", 1, "Discounted and undiscounted sales", "gross line value", cash=True,
           d=2, label=tier)
    au_top(book, dt, "discount_granted", 2, 1, "Discount leakage", "discount granted", cash=True, d=2, label=tier,
           obs="Two tiers account for most of the value given away.")
    au_rate(book, dt, "gross", "lines", "0.05", 2, "Line value, 5% tier", "gross line value", "line", "order lines",
            cash=True, label=tier("0.05"))
    odd = [x for x in dt.order if x not in ("0", "0.05", "0.1", "0.15", "0.2", "0.25")]
    ol = int(sum(dt[x]["lines"] for x in odd))
    std = int(sum(dt[x]["lines"] for x in dt.order if x not in odd and x != "0"))
    au_plain(book, dt, [F("Non-standard discount rates",
                          ("Observation", C(f"{say(len(odd)).capitalize()} discount rates outside the standard tiers were "
                                            f"applied, on {say(ol)} order lines in all.",
                                            words_twin("number_words_wrong_row",
                                                       f"{say(len(odd)).capitalize()} discount rates outside the standard "
                                                       f"tiers were applied, on {say(std % 100 if std % 100 > 20 else 37)} "
                                                       f"order lines in all.", ol, std % 100 if std % 100 > 20 else 37))),
                          ("Evidence", C(f"By contrast, {std:,} lines carry a standard discount.",
                                         off(dt, "off", f"By contrast, {int(std * 1.4):,} lines carry a standard "
                                             f"discount.", std, int(std * 1.4), 0))),
                          ("Assessment", "The non-standard rates should be traced to approval records."))])

    cg = table("northwind", "Per category: products, discontinued products, average list price, units in stock, "
               "stock value and products below reorder level?",
               "SELECT c.category_name AS category, count(*) AS products, "
               "count(*) FILTER (WHERE p.discontinued = 1) AS discontinued, round(avg(p.unit_price)::numeric, 2) "
               "AS avg_price, sum(p.units_in_stock) AS stock, round(sum(p.unit_price * p.units_in_stock)::numeric, 2) "
               "AS stock_value, count(*) FILTER (WHERE p.units_in_stock < p.reorder_level) AS below_reorder "
               "FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 6 DESC")
    au_share(book, cg, "stock_value", "Seafood", 0, "Inventory valuation", "stock at list price", cash=True, d=2,
             other="Beverages", obs="Stock value at list price was analysed by category.")
    au_cmp(book, cg, "stock_value", "Seafood", "Produce", 2, "Inventory valuation by category", "stock value",
           cash=True, d=2, also=[fact(cg, "Units on hand, Seafood", "Seafood", "stock",
                                      lambda x: f"Seafood holds {x} units in stock, the largest quantity of any category.")])
    au_blend(book, cg, "avg_price", "products", 1, "Pricing across categories", "list price", "product", "category", cash=True, d=2,
             obs="Average list prices vary widely between categories.")
    au_rate(book, cg, "stock_value", "stock", "Beverages", 0, "Stock value per unit, Beverages",
            "stock value", "unit", "units in stock", cash=True, vs_all="categories")
    au_part(book, cg, "discontinued", "products", "Meat/Poultry", 0, "Discontinued lines",
            "products discontinued", obs="Discontinued products cluster in one category.")
    br = int(sum(cg.col("below_reorder")))
    au_plain(book, cg, [F("Reorder exposure",
                          ("Evidence", [C(f"{say(br).capitalize()} products across {say(len(cg))} categories hold stock "
                                          f"below their reorder level;",
                                          words_twin("number_words_wrong_row",
                                                     f"{say(int(cg['Confections']['products'])).capitalize()} products "
                                                     f"across {say(len(cg))} categories hold stock below their reorder "
                                                     f"level;", br, cg["Confections"]["products"])),
                                        C(f"Confections accounts for {say(int(cg['Confections']['below_reorder']))} "
                                          f"of them.")]),
                          ("Assessment", "Replenishment controls should be reviewed for these lines."))])
    au_empty(book, "northwind", "Which products have negative units in stock?",
             "SELECT product_id FROM products WHERE units_in_stock < 0", "Negative stock balances",
             "Stock balances were tested for negative quantities.",
             "The test returned zero products with a negative balance.",
             "The test returned 14 products with a negative balance.")
    tp = table("northwind", "Which product has the highest list price?",
               "SELECT product_id, product_name, unit_price FROM products ORDER BY unit_price DESC LIMIT 3")
    top = tp.rows[0]
    au_ident(book, tp, "Highest-priced product",
             f"The highest list price belongs to {top['product_name']} (product_id {int(top['product_id'])}), "
             f"at {usd(top['unit_price'])}.", f"product_id {int(top['product_id'])}",
             f"product_id {int(top['product_id']) + 21}", obs="List prices were reviewed for outliers.")


# ---------------------------------------------------------------------------
# chinook: years, quarters, media types, support reps, billing countries
# ---------------------------------------------------------------------------


def chinook(book):
    yr = table("chinook", "Per year: invoices, revenue, and invoices under $2?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue, "
               "count(*) FILTER (WHERE total < 2) AS small_invoices FROM invoice GROUP BY 1 ORDER BY 1")
    au_chg(book, yr, "revenue", "2021", "2022", 0, "Revenue trend", "invoiced revenue", also=[fact(yr, "Low-value invoices, 2022", "2022", "small_invoices", lambda x: f"Of the 2022 invoices, {x} were for less than $2.")], l1="2021", l2="2022",
           cash=True, d=2, obs="Revenue was reviewed year on year.")
    au_chg(book, yr, "revenue", "2024", "2025", 1, "Revenue trend, latest year", "invoiced revenue", cash=True, d=2,
           obs="Revenue declined in the most recent year.",
           also=[fact(yr, "Invoice volume", "2025", "invoices", lambda x: f"{x} invoices were raised in 2025.",
                      asm="The decline coincides with fewer invoices.")])
    au_chg(book, yr, "revenue", "2022", "2023", 2, "Revenue, 2022 to 2023", "revenue", cash=True, d=2)
    au_part(book, yr, "small_invoices", "invoices", "2025", 2, "Low-value invoices", "invoices under $2",
            label="2025", whose="2025", obs="A large proportion of invoices are of very low value.")
    tr, ti = sum(yr.col("revenue")), sum(yr.col("invoices"))
    au_plain(book, yr, [F("Population reviewed",
                          ("Evidence", [C(f"The ledger holds {int(ti)} invoices over {say(len(yr))} years,"),
                                        C(f"totalling {usd(tr)}.", off(yr, "off", f"totalling {wusd(tr * 1.35)}.", tr,
                                                                        tr * 1.35, 2))]),
                          ("Assessment", "The population was complete for the periods under review.")),
                        fact(yr, "Peak year", "2022", "revenue",
                             lambda x: f"The highest annual revenue, {x}, was recorded in 2022.", cash=True, d=2)])

    py = table("chinook", "Per billing country: revenue in 2024 and in 2025?",
               "SELECT billing_country AS country, "
               "coalesce(sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2024), 0) AS revenue_2024, "
               "coalesce(sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2025), 0) AS revenue_2025 "
               "FROM invoice GROUP BY 1 ORDER BY 3 DESC, 1")
    au_pts(book, py, "USA", "revenue_2024", "revenue_2025", 0, "Revenue mix, USA", "invoiced revenue", "2024", "2025",
           label="the USA", obs="The US share of revenue contracted markedly.")
    au_pts(book, py, "Canada", "revenue_2024", "revenue_2025", 1, "Revenue mix, Canada", "revenue", "2024", "2025",
           also=[fact(py, "Canadian revenue", "Canada", "revenue_2025",
                      lambda x: f"Canadian customers were invoiced {x} in 2025.", cash=True, d=2)])
    au_yoy(book, py, "Canada", "revenue_2024", "revenue_2025", 2, "Revenue trend, Canada", "Canadian revenue",
           "2024", "2025", cash=True, d=2)

    qt = table("chinook", "Per quarter of 2024 and 2025: invoices and revenue?",
               "SELECT 'Q' || extract(quarter FROM invoice_date) || ' ' || extract(year FROM invoice_date) AS quarter, "
               "count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "WHERE invoice_date >= '2024-01-01' AND invoice_date < '2026-01-01' GROUP BY 1, "
               "extract(year FROM invoice_date), extract(quarter FROM invoice_date) "
               "ORDER BY extract(year FROM invoice_date), extract(quarter FROM invoice_date)")
    au_chg(book, qt, "revenue", "Q3 2024", "Q3 2025", 0, "Third-quarter revenue", "third-quarter revenue",
           cash=True, d=2, obs="Q3 revenue fell between the two years.")
    au_chg(book, qt, "revenue", "Q4 2024", "Q4 2025", 1, "Fourth-quarter revenue", "revenue", cash=True, d=2)
    au_chg(book, qt, "revenue", "Q1 2025", "Q4 2025", 2, "Revenue within 2025", "quarterly revenue", cash=True, d=2,
           span="over the course of 2025", obs="Revenue recovered through 2025.")

    md = table("chinook", "Per media type: tracks, total milliseconds and total bytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, sum(t.milliseconds) AS ms, sum(t.bytes::bigint) AS bytes "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    MP, PV = "MPEG audio file", "Protected MPEG-4 video file"
    au_conv(book, md, MP, "ms", 0, "Catalogue running time",
            lambda v, c: f"MPEG audio tracks run to {v} milliseconds in total, or {c} hours.", 0, 1 / 3.6e6, 1,
            (1 / 6e4, 1 / 1e6, 1 / 8.64e7, 1 / 3.6e5), obs="Running time was restated in hours for the licensing review.")
    au_conv(book, md, PV, "ms", 1, "Video running time",
            lambda v, c: f"Protected video content totals {v} ms ({c} hours).", 0, 1 / 3.6e6, 1,
            (1 / 6e4, 1 / 1e6, 1 / 8.64e7, 1 / 3.6e5), hedge=True,
            asm="Video accounts for a disproportionate share of running time.")
    au_conv(book, md, PV, "bytes", 2, "Storage footprint, video",
            lambda v, c: f"Protected video files occupy {v} bytes, or {c} GB.", 0, 1e-9, 1,
            (1e-6, 1e-12, 1e-8), obs="Storage was reviewed against the hosting contract.")
    au_conv(book, md, MP, "bytes", 3, "Storage footprint, audio",
            lambda v, c: f"MPEG audio occupies {v} bytes ({c} GB).", 0, 1e-9, 1, (1e-6, 1e-12, 1e-8), hedge=True)
    au_share(book, md, "tracks", MP, 0, "Format concentration", "the catalogue", also=[fact(md, "Protected video", PV, "tracks", lambda x: f"Protected video accounts for a further {x} tracks.")], other=PV,
             label="MPEG audio", obs="The catalogue is dominated by a single file format.")
    au_rate(book, md, "bytes", "tracks", PV, 1, "Storage per track", "stored bytes", "track", "tracks", d=0,
            label="protected video", sfx=" bytes", vs_all="media types",
            ev=lambda a, c: f"Protected video files occupy {a} across {c} tracks.")
    au_cmp(book, md, "ms", MP, PV, 0, "Running time by format", "total running time", unit=" ms",
           label=lambda x: {MP: "MPEG audio", PV: "protected video"}.get(x, x))

    rp = table("chinook", "Per support rep: customers, invoices and revenue?",
               "SELECT e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS revenue FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 4 DESC")
    au_rate(book, rp, "revenue", "invoices", "Peacock", 0, "Revenue per invoice", "revenue", "invoice", "invoices",
            cash=True, vs_all="support reps", obs="Average invoice values were compared across support reps.")
    au_rate(book, rp, "revenue", "customers", "Johnson", 1, "Revenue per customer, Johnson", "revenue", "customer",
            "customers", cash=True)
    au_cmp(book, rp, "revenue", "Peacock", "Johnson", 3, "Revenue by support rep", "revenue",
           cash=True, d=2, obs="Revenue attributable to each support rep was reconciled to invoices.")
    au_share(book, rp, "revenue", "Park", 1, "Revenue concentration by rep", "total revenue", other="Peacock",
             cash=True, d=2)

    bc = table("chinook", "Per billing country: invoices, revenue and customers?",
               "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS revenue, "
               "count(DISTINCT customer_id) AS customers FROM invoice GROUP BY 1 ORDER BY 3 DESC, 1")
    au_top(book, bc, "revenue", 2, 0, "Geographic concentration", "revenue", also=[fact(bc, "Customer base, USA", "USA", "customers", lambda x: f"US revenue derives from {x} customers.")], cash=True, d=2,
           obs="Revenue was analysed by billing country.")
    au_subset(book, bc, "revenue", ["Chile", "Hungary", "Ireland"], 1, "Single-customer markets", "revenue",
              cash=True, d=2, mean=True, obs="Three markets are each served by a single customer.")
    au_cmp(book, bc, "invoices", "USA", "Canada", 1, "Invoice volume by country", "the invoice count",
           label=lambda x: "the USA" if x == "USA" else x)
    au_rank(book, bc, "revenue", 1, "Revenue by country", "revenue", cash=True, d=2,
            label=lambda x: "the USA" if x == "USA" else x)

    us = table("chinook", "How many tracks are there, and how many have never been sold?",
               "SELECT 'all tracks' AS scope, count(*) AS tracks, "
               "count(*) FILTER (WHERE track_id NOT IN (SELECT track_id FROM invoice_line)) AS unsold FROM track")
    au_part(book, us, "unsold", "tracks", "all tracks", 0, "Unsold inventory", "tracks never sold",
            label="the catalogue", whose="the catalogue's", obs="A substantial part of the catalogue has never sold.")
    au_empty(book, "chinook", "Which invoices have a total of zero or less?",
             "SELECT invoice_id FROM invoice WHERE total <= 0", "Zero-value invoices",
             "Invoices were tested for zero or negative totals.",
             "No exceptions: the test returned zero invoices.",
             "The test returned 6 invoices with a zero or negative total.",
             asm="Invoice totals appear complete and positive.")
    ti = table("chinook", "Which invoices have the largest totals?",
               "SELECT invoice_id, customer_id, total FROM invoice ORDER BY total DESC LIMIT 3")
    au_ident(book, ti, "Largest invoice",
             f"The largest single invoice is invoice_id {int(ti.rows[0]['invoice_id'])}, at {usd(ti.rows[0]['total'])}.",
             f"invoice_id {int(ti.rows[0]['invoice_id'])}", f"invoice_id {int(ti.rows[0]['invoice_id']) + 36}",
             obs="High-value invoices were selected for vouching.")


# ---------------------------------------------------------------------------
# superhero: record completeness, recorded weights, alignments
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Per publisher with at least ten heroes: heroes, records without a height, records "
               "without a weight?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE s.height_cm IS NULL OR s.height_cm = 0) AS no_height, "
               "count(*) FILTER (WHERE s.weight_kg IS NULL OR s.weight_kg = 0) AS no_weight "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' "
               "GROUP BY 1 HAVING count(*) >= 10 ORDER BY 2 DESC")
    au_part(book, pb, "no_height", "heroes", "Marvel Comics", 0, "Data completeness, Marvel",
            "records lack a height", label="Marvel", whose="Marvel", obs="Height is not populated for all records.")
    au_part(book, pb, "no_height", "heroes", "DC Comics", 1, "Data completeness, DC", "records without a height",
            label="DC", whose="DC")
    au_gap(book, pb, "no_height", "heroes", "DC Comics", "Marvel Comics", 1, "Completeness gap", "records lack a height",
           label=lambda x: x.replace(" Comics", ""), obs="Height completeness differs between the two main publishers.")
    au_gap(book, pb, "no_weight", "heroes", "DC Comics", "Marvel Comics", 0, "Weight completeness",
           "records lack a weight", label=lambda x: x.replace(" Comics", ""))
    au_share(book, pb, "heroes", "Marvel Comics", 0, "Publisher concentration", "the records reviewed",
             other="DC Comics", label="Marvel", obs="Two publishers dominate the data set.")
    au_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 1, "Record volume by publisher", "the number of records",
           also=[fact(pb, "Next largest publisher", "Dark Horse Comics", "heroes", lambda x: f"Dark Horse Comics follows with {x} records.", asm="All other publishers are immaterial by volume.")], label=lambda x: x.replace(" Comics", ""))
    nbc = pb["NBC - Heroes"]
    au_plain(book, pb, [F("Records with no physical data",
                          ("Observation", C(f"All {say(int(nbc['heroes']))} NBC - Heroes records lack both a height and a "
                                            f"weight.",
                                            words_twin("number_words_wrong_row", f"All {say(int(pb['George Lucas']['heroes']))} "
                                                       f"NBC - Heroes records lack both a height and a weight.",
                                                       nbc["heroes"], pb["George Lucas"]["heroes"]))),
                          ("Assessment", "These records cannot support any physical-attribute analysis.")),
                        fact(pb, "Image Comics", "Image Comics", "no_height",
                             lambda x: f"Image Comics has {x} records without a height.")])

    wt = table("superhero", "Per publisher with at least ten heroes: records with a weight and their average weight in kg?",
               "SELECT p.publisher_name AS publisher, count(NULLIF(s.weight_kg, 0)) AS weighed, "
               "round(avg(NULLIF(s.weight_kg, 0)), 1) AS avg_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "WHERE p.publisher_name <> '' GROUP BY 1 HAVING count(*) >= 10 AND count(NULLIF(s.weight_kg, 0)) > 0 "
               "ORDER BY 2 DESC")
    au_blend(book, wt, "avg_kg", "weighed", 0, "Recorded weights", "recorded weight", "weighed record", "publisher",
             d=1, unit=" kg", obs="Recorded weights include implausible outliers.")
    au_conv(book, wt, "Marvel Comics", "avg_kg", 1, "Recorded weight, Marvel",
            lambda v, c: f"Marvel records average {v} kg, or {c} lb.", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 1000),
            asm="A mean of this size indicates outliers that require validation.")
    al = table("superhero", "Per alignment: heroes, Marvel heroes and DC heroes?",
               "SELECT a.alignment, count(*) AS heroes, count(*) FILTER (WHERE p.publisher_name = 'Marvel Comics') "
               "AS marvel, count(*) FILTER (WHERE p.publisher_name = 'DC Comics') AS dc FROM superhero s "
               "JOIN alignment a ON a.id = s.alignment_id LEFT JOIN publisher p ON p.id = s.publisher_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    au_share(book, al, "dc", "Good", 1, "Alignment mix, DC", "DC's aligned records", other="Bad",
             label="good-aligned DC records")
    dg = table("superhero", "Which heroes have digits in their names?",
               "SELECT id, superhero_name FROM superhero WHERE superhero_name ~ '[0-9]' ORDER BY superhero_name")
    au_ident(book, dg, "Name normalisation",
             "Names containing digits, such as Agent 13 and T-1000, were retained as recorded.", "T-1000", "T-1100",
             obs=f"{say(len(dg)).capitalize()} hero names contain digits.")


# ---------------------------------------------------------------------------
# car_1: continents, eras, makers
# ---------------------------------------------------------------------------


def cars(book):
    cn = table("spider_car_1", "Per continent of the maker: cars, average mpg, weight in lbs and horsepower?",
               "SELECT co.continent, count(*) AS cars, round(avg(d.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(d.weight), 1) AS avg_lbs, round(avg(d.horsepower), 1) AS avg_hp FROM cars_data d "
               "JOIN car_names n ON n.makeid = d.id JOIN model_list ml ON ml.model = n.model "
               "JOIN car_makers m ON m.id = ml.maker JOIN countries c ON c.countryid = m.country "
               "JOIN continents co ON co.contid = c.continent WHERE co.continent <> 'NA' GROUP BY 1 ORDER BY 2 DESC")
    CN = lambda x: {"america": "American makers", "asia": "Asian makers", "europe": "European makers"}[x]
    au_cmp(book, cn, "avg_mpg", "asia", "america", 0, "Fuel economy by origin", "average fuel economy", d=2,
           unit=" mpg", label=CN, obs="Fuel economy differs systematically by the maker's continent.")
    au_cmp(book, cn, "avg_hp", "america", "europe", 1, "Power output by origin", "average horsepower", d=1,
           unit=" hp", label=CN)
    au_blend(book, cn, "avg_mpg", "cars", 1, "Fleet fuel economy", "fuel economy", "car", "continent", d=2,
             unit=" mpg", label=CN)
    au_share(book, cn, "cars", "america", 1, "Origin concentration", "the fleet", other="asia",
             label="American makers", obs="The data set is weighted towards American makers.")
    au_conv(book, cn, "america", "avg_lbs", 0, "Vehicle mass, American makers",
            lambda v, c: f"Cars from American makers average {v} lbs, or {c} kg.", 1, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.5), obs="Weights were restated in metric for the European review team.")
    au_conv(book, cn, "asia", "avg_lbs", 1, "Vehicle mass, Asian makers",
            lambda v, c: f"Asian makers' cars average {v} lbs ({c} kg).", 1, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.5),
            hedge=True, also=[fact(cn, "Sample size", "asia", "cars", lambda x: f"The Asian sample comprises {x} cars.")])

    er = table("spider_car_1", "Per era (1970-1975 and 1976-1982): cars, average mpg, weight, horsepower and total "
               "weight in lbs?",
               "SELECT CASE WHEN year < 1976 THEN '1970-1975' ELSE '1976-1982' END AS era, count(*) AS cars, "
               "round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(weight), 0) AS avg_lbs, "
               "round(avg(horsepower), 1) AS avg_hp, sum(weight) AS total_lbs FROM cars_data GROUP BY 1 ORDER BY 1")
    au_chg(book, er, "avg_mpg", "1970-1975", "1976-1982", 0, "Fuel economy over time", "average fuel economy",
           also=[fact(er, "Sample sizes", "1976-1982", "cars", lambda x: f"The later period contains {x} cars.")], l1="1970-1975", l2="1976-1982", d=2, unit=" mpg", span="between the two periods",
           obs="Fuel economy improved after 1975.")
    au_chg(book, er, "avg_hp", "1970-1975", "1976-1982", 1, "Power output over time", "average horsepower", d=1,
           unit=" hp", span="between the two periods")
    au_chg(book, er, "avg_lbs", "1970-1975", "1976-1982", 2, "Vehicle mass over time", "average weight", unit=" lbs",
           span="between the periods")
    au_conv(book, er, "1976-1982", "total_lbs", 0, "Aggregate fleet mass",
            lambda v, c: f"Cars from 1976-1982 weigh {v} lbs in aggregate, or {c} tonnes.", 0, KG_PER_LB / 1000, 1,
            (1 / 2000, 1 / 1000, 1 / 2204.62 * 2.2), obs="Aggregate mass was restated in metric tonnes.")

    mk = table("spider_car_1", "Per maker: cars in the data?",
               "SELECT m.maker, count(*) AS cars FROM car_makers m JOIN model_list ml ON ml.maker = m.id "
               "JOIN car_names n ON n.model = ml.model JOIN cars_data d ON d.id = n.makeid GROUP BY 1 ORDER BY 2 DESC, 1")
    ML = lambda x: {"gm": "GM", "amc": "AMC", "bmw": "BMW"}.get(x, x.capitalize())
    au_top(book, mk, "cars", 3, 1, "Maker concentration", "the fleet", label=ML,
           obs="Three American makers supply most cars in the data.")
    au_cmp(book, mk, "cars", "gm", "ford", 2, "Maker volumes", "the number of cars", label=ML)
    au_rank(book, mk, "cars", 0, "Maker ranking", "cars in the data", label=ML)
    au_empty(book, "spider_car_1", "Which cars have ten or more cylinders?",
             "SELECT id FROM cars_data WHERE cylinders >= 10", "Engine configurations",
             "Engine configurations were tested for out-of-range cylinder counts.",
             "Zero cars have ten or more cylinders.", "Eleven cars have ten or more cylinders.")


# ---------------------------------------------------------------------------
# geography: lakes, mountains, states
# ---------------------------------------------------------------------------


def geography(book):
    lc = table("defog_geography", "Per country: lakes and their total area in sq km?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS area FROM lake GROUP BY 1 ORDER BY 3 DESC")
    au_share(book, lc, "area", "United States", 0, "Lake area by country", "the recorded lake area", also=[fact(lc, "Largest single country", "Tanzania", "area", lambda x: f"Tanzania follows with {x} across three lakes.", unit=" sq km")], other="Tanzania",
             unit=" sq km", label="the United States", obs="Lake area is concentrated in two countries.")
    au_cmp(book, lc, "area", "Tanzania", "China", 1, "Lake area, Tanzania and China", "recorded lake area",
           unit=" sq km")
    lk = table("defog_geography", "Every lake: area in sq km, country and state?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY area DESC")
    au_conv(book, lk, "Lake Superior", "area", 0, "Area restatement, Lake Superior",
            lambda v, c: f"Lake Superior is recorded at {v} sq km, or {c} square miles.", 0, SQMI_PER_SQKM, 1,
            (1 / SQMI_PER_SQKM, 0.621371192, 1.609344), obs="Areas were restated in imperial units for comparison.")
    au_conv(book, lk, "Lake Victoria", "area", 1, "Area restatement, Lake Victoria",
            lambda v, c: f"Lake Victoria: {v} sq km ({c} sq mi).", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, 0.621371192, 1.609344), hedge=True)
    mt = table("defog_geography", "Every mountain: altitude in metres and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country FROM mountain "
               "ORDER BY 2 DESC")
    au_conv(book, mt, "Nanga Parbat", "altitude_m", 0, "Altitude restatement",
            lambda v, c: f"Nanga Parbat is recorded at {v} metres, or {c} feet.", 0, FT_PER_M, 0,
            (1 / FT_PER_M, 3.0, 1.609344, 0.621371), obs="Recorded altitudes do not match published surveys.")
    au_subset(book, mt, "altitude_m", ["Nanga Parbat", "K2"], 0, "Pakistani peaks", "recorded altitude",
              unit=" m", mean=True)
    st = table("defog_geography", "Per state: population and area in sq km?",
               "SELECT state_name AS state, population, area FROM state ORDER BY population DESC, state_name")
    au_rate(book, st, "population", "area", "Maharashtra", 0, "Population density, Maharashtra", "population",
            "sq km", "sq km", d=2, sfx=" residents",
            ev=lambda a, c: f"Maharashtra has a recorded population of {a} over an area of {c} sq km.")
    au_cmp(book, st, "population", "Guangdong", "Texas", 1, "Population by state", "population")
    au_empty(book, "defog_geography", "Which lakes are in Canada?",
             "SELECT lake_name FROM lake WHERE country_name = 'Canada'", "Canadian lakes",
             "Coverage of Canadian lakes was tested.",
             "The table holds zero lakes in Canada.", "The table holds five lakes in Canada.",
             asm="Coverage of Canada is incomplete.")


# ---------------------------------------------------------------------------
# atis: flight minutes, departure airports, aircraft
# ---------------------------------------------------------------------------


def atis(book):
    fl = table("defog_atis", "Per airline: flights and total minutes elapsed?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS minutes FROM flight "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    au_conv(book, fl, "VX", "minutes", 0, "Block time, VX",
            lambda v, c: f"VX's single flight records {v} minutes, or {c} hours.", 0, 1 / 60, 1,
            (1 / 100, 1 / 24, 1 / 3600, 1 / 1440), obs="Recorded flight durations are implausibly long.")
    au_conv(book, fl, "WN", "minutes", 1, "Block time, WN",
            lambda v, c: f"WN logs {v} minutes, or {c} hours.", 0, 1 / 60, 0, (1 / 100, 1 / 24, 1 / 3600, 1 / 1440),
            asm="No scheduled domestic service runs this long.")
    au_conv(book, fl, "AA", "minutes", 2, "Block time, AA",
            lambda v, c: f"AA's three flights total {v} minutes, or {c} days.", 0, 1 / 1440, 1,
            (1 / 60, 1 / 24, 1 / 100, 1 / 3600), hedge=True)
    au_share(book, fl, "minutes", "AA", 1, "Block time concentration", "recorded minutes", other="VX")
    au_rate(book, fl, "minutes", "flights", "AA", 0, "Minutes per flight, AA", "recorded minutes", "flight",
            "flights", d=1, sfx=" minutes", vs_all="airlines",
            ev=lambda a, c: f"AA's {c} flights record {a} in total.")
    ap = table("defog_atis", "Per departure airport: flights and total minutes elapsed?",
               "SELECT from_airport AS airport, count(*) AS flights, sum(time_elapsed) AS minutes FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC")
    au_conv(book, ap, "ORD", "minutes", 0, "Block time from ORD",
            lambda v, c: f"Flights departing ORD record {v} minutes, or {c} hours.", 0, 1 / 60, 0,
            (1 / 100, 1 / 24, 1 / 3600, 1 / 1440), obs="Durations were restated in hours for the schedule review.")
    au_rate(book, ap, "minutes", "flights", "JFK", 1, "Minutes per departure, JFK", "recorded minutes", "flight",
            "departures", d=1, sfx=" minutes",
            ev=lambda a, c: f"The {c} departures from JFK record {a} between them.")
    au_cmp(book, ap, "minutes", "ORD", "LAX", 2, "Block time by airport", "total recorded minutes", unit=" minutes")
    mf = table("defog_atis", "Per manufacturer: aircraft types, total seats and average range in miles?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, round(avg(range_miles), 1) AS avg_range "
               "FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    au_cmp(book, mf, "seats", "Airbus", "Boeing", 0, "Seat capacity by manufacturer", "total seats",
           also=[fact(mf, "Range, Airbus", "Airbus", "avg_range", lambda x: f"Airbus types average a listed range of {x} miles.", d=1)], obs="Seat capacity was aggregated by manufacturer.")
    au_blend(book, mf, "avg_range", "types", 0, "Fleet range", "range", "aircraft type", "manufacturer", d=1,
             unit=" miles")
    ac = table("defog_atis", "Per aircraft type: manufacturer, capacity, range in miles and weight in lbs?",
               "SELECT aircraft_code, manufacturer, capacity, range_miles, weight FROM aircraft ORDER BY capacity DESC")
    au_conv(book, ac, "A380", "range_miles", 0, "Range restatement, A380",
            lambda v, c: f"The A380 is listed with a range of {v} miles, or {c} km.", 0, KM_PER_MI, 0,
            (1 / KM_PER_MI, 1.852, 1.0), obs="Ranges were restated in kilometres.")
    au_conv(book, ac, "B747", "weight", 1, "Weight restatement, B747",
            lambda v, c: f"The B747 is recorded at {v} lbs, or {c} tonnes.", 0, KG_PER_LB / 1000, 1,
            (1 / 2000, 1 / 1000, LB_PER_KG / 1000))
    au_ident(book, ac, "Largest aircraft type",
             f"The highest-capacity type is the A380, at {int(ac['A380']['capacity'])} seats.", "A380", "A390",
             obs="Aircraft capacities were reviewed against manufacturer data.")
    au_empty(book, "defog_atis", "Which flights depart from SFO?",
             "SELECT flight_id FROM flight WHERE from_airport = 'SFO'", "SFO departures",
             "Coverage of SFO departures was tested.",
             "The flight table records zero departures from SFO.",
             "The flight table records 2 departures from SFO.")


# ---------------------------------------------------------------------------
# the small ones: concert_singer, pets_1, battle_death, tvshow, voter_1,
# course_teach, cre_doc_template_mgt, advising, academic
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, highest and average attendance?",
               "SELECT name AS stadium, capacity, highest, average FROM stadium ORDER BY capacity DESC")
    au_part(book, sd, "average", "capacity", "Stark's Park", 0, "Capacity utilisation, Stark's Park",
            "seats filled on average", obs="Average attendance was compared with capacity.",
            tail="of capacity is used on an average match day")
    au_part(book, sd, "average", "capacity", "Balmoor", 1, "Capacity utilisation, Balmoor",
            "seats filled on average", tail="of capacity is used on an average match day")
    au_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 1, "Stadium capacity", "capacity",
           also=[fact(sd, "Peak attendance, Hampden Park", "Hampden Park", "highest", lambda x: f"Hampden Park's highest recorded attendance is {x}.", asm="Peak demand at the largest venue is a small fraction of its capacity.")], obs="Capacity is dominated by one venue.")
    au_share(book, sd, "capacity", "Hampden Park", 0, "Capacity concentration", "total seating capacity",
             obs="One venue accounts for most of the available seats.")
    pt = table("spider_pets_1", "Every pet: id, type, age and weight in kg?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    au_conv(book, pt, "2002", "weight", 0, "Weight restatement, pet 2002",
            lambda v, c: f"Pet 2002, a dog, weighs {v} kg, or {c} lb.", 1, LB_PER_KG, 1, (KG_PER_LB, 1.0, 10))
    au_ident(book, pt, "Heaviest pet", f"The heaviest pet on record is petid 2002, a dog of "
             f"{n(pt['2002']['weight'], 1)} kg.", "petid 2002", "petid 2020",
             obs="Pet records were reviewed for completeness.")
    bt = table("spider_battle_death", "Per battle result: battles, killed and injured?",
               "SELECT b.result, count(DISTINCT b.id) AS battles, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC")
    au_share(book, bt, "killed", "Two Year Truce", 1, "Casualties by outcome", "recorded deaths",
             other="Bulgarian victory", label="The battle ending in a two-year truce",
             obs="Casualties are concentrated in a small number of engagements.")
    kt = int(sum(bt.col("killed")))
    au_plain(book, bt, [F("Casualty totals",
                          ("Evidence", [C(f"The records attribute {kt} deaths and "
                                          f"{int(sum(bt.col('injured')))} injuries to ships lost in battle.",
                                          off(bt, "off", f"The records attribute {int(kt * 1.5)} deaths and "
                                              f"{int(sum(bt.col('injured')))} injuries to ships lost in battle.",
                                              kt, int(kt * 1.5), 0))]),
                          ("Assessment", "Casualty records are sparse for Latin victories."))])
    tv = table("spider_tvshow", "Every episode: rating, share, viewers in millions and weekly rank?",
               "SELECT episode, rating, share, viewers_m::numeric AS viewers_m, weekly_rank FROM tv_series "
               "ORDER BY viewers_m::numeric DESC")
    au_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "Audience range", "viewership",
           also=[fact(tv, "Weekly ranking", "A Love of a Lifetime", "weekly_rank", lambda x: f"The most-watched episode placed {x} in its weekly ranking.")], d=2, unit=" million")
    au_rank(book, tv, "viewers_m", 1, "Audience ranking", "viewers", d=2, unit=" million")
    au_empty(book, "spider_tvshow", "Which episodes have a rating above 6?",
             "SELECT episode FROM tv_series WHERE rating::numeric > 6", "Ratings above 6",
             "Ratings were tested against a threshold of 6.",
             "Zero episodes exceed a rating of 6.", "Four episodes exceed a rating of 6.")
    te = table("spider_course_teach", "Every teacher: name, age and hometown?",
               "SELECT name, age::int AS age, hometown FROM teacher ORDER BY age DESC")
    ag = sum(te.col("age")) / len(te)
    au_plain(book, te, [F("Staff age profile",
                          ("Evidence", [C(f"The {say(len(te))} teachers have an average age of {n(ag, 1)},",
                                          off(te, "off", f"The {say(len(te))} teachers have an average age of "
                                              f"{w(ag * 1.3, 1)},", ag, ag * 1.3, 1)),
                                        C(f"ranging from {int(min(te.col('age')))} to {int(max(te.col('age')))}.")]),
                          ("Assessment", "No age-related succession risk is apparent."))])
    dc = table("spider_cre_doc_template_mgt", "Every document: id, template and name?",
               "SELECT document_id, template_id, document_name FROM documents ORDER BY document_id")
    au_ident(book, dc, "Document register",
             "The document titled 'How to write a CV' is registered as document_id 651512.", "651512", "615512",
             obs="Document identifiers were traced to the register.")
    au_empty(book, "spider_cre_doc_template_mgt", "Which documents are built on CV templates?",
             "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
             "WHERE t.template_type_code = 'CV'", "CV template usage",
             "Template usage was tested by type.", "Zero documents are built on a CV template.",
             "Two documents are built on a CV template.", asm="The CV templates appear to be unused.")
    dp = table("defog_advising", "Per department: courses and students enrolled?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled FROM course GROUP BY 1 "
               "ORDER BY 3 DESC")
    au_plain(book, dp, [F("Enrolment coverage",
                          ("Evidence", C(f"Enrolment across {say(len(dp))} departments totals "
                                         f"{say(int(sum(dp.col('enrolled'))))} students.",
                                         words_twin("number_words_wrong_row", f"Enrolment across {say(len(dp))} departments "
                                                    f"totals {say(int(sum(dp.col('enrolled'))) + 9)} students.",
                                                    sum(dp.col("enrolled")), sum(dp.col("enrolled")) + 9)),
                           ),
                          ("Assessment", "The population is too small for statistical testing."))])
    pb = table("defog_academic", "Per year: papers and citations?",
               "SELECT year, count(*) AS papers, sum(citation_num) AS citations FROM publication GROUP BY 1 ORDER BY 1")
    au_plain(book, pb, [F("Publication output",
                          ("Evidence", C(f"The publication table holds {say(int(sum(pb.col('papers'))))} papers with "
                                         f"{int(sum(pb.col('citations')))} citations in total.",
                                         off(pb, "off", f"The publication table holds {say(int(sum(pb.col('papers'))))} "
                                             f"papers with {int(sum(pb.col('citations')) * 2.5)} citations in total.",
                                             sum(pb.col("citations")), int(sum(pb.col("citations")) * 2.5), 0))))])


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book39(), sections, "fortieth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
