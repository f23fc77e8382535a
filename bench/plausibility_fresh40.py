#!/usr/bin/env python3
"""
plausibility_fresh40.py — a forty-first labelled set for check_answer,
written held out, development since its misses were read: answers the way a language-model analyst writes an on-call
engineer's incident postmortem for a data incident review, over tables spread
across the databases bench/plausibility.sh loads: northwind (late and
unshipped orders and days to ship per shipper and per sales rep, orders, late
orders and freight per destination country, products below their reorder
level and out of stock per category, orders and net sales for January to
April of 1997 and 1998, discounted order lines and the discount given away per
category), chinook (unsold tracks and hours of audio per genre, file sizes and
track lengths per media type, invoices and revenue per year), BIRD's superhero
(heroes with no height or weight recorded, average height and weight per
publisher), Spider's car_1 (cars, heavy cars, mpg and weight per model year),
defog-dev's atis (flights, minutes flown and stops per airline), geography
(mountain heights, lake areas, river lengths) and advising (enrolment and
reviews per department), Spider's concert_singer (stadium capacity against
attendance), tvshow (viewers and ratings per episode), pets_1 (pet weights),
battle_death (incidents, killed and injured per battle), voter_1 (votes per
state) and cre_doc_template_mgt (documents per template type), with queries of
their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the incident postmortem
the other sets lack: a title line ("Postmortem: ...", "Incident review — ..."),
sometimes a severity and status line, then "Summary", "Impact", "Timeline /
what the data shows", "Contributing factors" and "Follow-ups" sections (as
bold labels, markdown headings or plain "Impact:" lines), short bullets mixed
with prose, blameless wording, and action items as check boxes. Figures are
stated as impact ("affected 16 of 315 orders, about 5.1%", "blast radius"),
before/after pairs with deltas ("Before: 25.09 mpg. After: 33.70 mpg"), ratios
and gaps between named rows, per-unit figures ("$87.48 of freight per order"),
conversions (days as hours and weeks, minutes as hours and days, milliseconds
as minutes, bytes as gigabytes, kg as lb and lb as kg, cm as inches, km as
miles, metres as feet, sq km as sq miles, mpg as km per litre), approximations
("roughly", "just under", "a little over"), shares in words ("about a
quarter", "nearly half"), and number words mixed with digits. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh11's, fresh16's and fresh29's):
  comparison  gaps, ratios, percent more and less between two named rows,
              multiples in words
  change      before/after between rows or columns (months, years, first and
              last episode), deltas and percent changes, a share moving in
              points
  per_unit    affected counts over their whole ("16 of 315"), totals over
              counts, one row's share of a total, the top rows' share,
              weighted averages of group averages
  conversion  the units above, restated beside the original
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts and column totals, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group figures called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points), a false bound
or share or multiple in words, number words given to the wrong row, a count
over an empty result, a conversion by the wrong factor, a changed identifier,
or a figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise difference,
ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import KMPL_PER_MPG, about, dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh10 import Book10, cap, nbr_of, num_few, run, run_set, table
from plausibility_fresh11 import mult_words
from plausibility_fresh16 import share_words, x_words
from plausibility_fresh29 import plural, poss, pre_

LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
IN_PER_CM = 1 / 2.54
MI_PER_KM = 0.621371192
FT_PER_M = 3.280839895
SQMI_PER_SQKM = 0.386102159

TITLES = ["Postmortem: {}", "Incident review — {}", "Data incident postmortem: {}", "Post-incident review: {}",
          "Postmortem — {}", "Data incident review: {}"]
META = ["Severity: SEV-3 · Status: resolved · Author: on-call (data platform)",
        "Status: mitigated; follow-ups open. Blameless format.",
        "",
        "Sev 2 · resolved · written up by the on-call engineer",
        "Status: closed. Figures below come straight from the query output.",
        "",
        "Severity: low · Status: monitoring"]
DATA_HEAD = ["Timeline / what the data shows", "What the data shows", "Timeline", "Timeline / what the data shows",
             "Detection and data"]
FOLLOW_HEAD = ["Follow-ups", "Action items", "Follow-ups", "Follow-up actions"]
SUMMARY_HEAD = ["Summary", "Summary", "TL;DR", "Summary"]

FACTORS = ["No alert existed on this metric; it surfaced in a weekly review, not on the pager.",
           "The threshold was set when volumes were much lower and never revisited.",
           "Ownership of the source table is unclear, so nobody was watching it.",
           "The dashboard showed totals only, which hid the per-row picture.",
           "Upstream data entry has no required-field validation.",
           "Detection relied on someone eyeballing a report.",
           "The definition of the metric differs between teams."]
FOLLOWS = ["Add an automated check on this query to the nightly run.",
           "Owner to confirm the metric definition with the business side.",
           "Re-run the query after the next load and attach the output to this doc.",
           "Add the per-row breakdown to the ops dashboard.",
           "Page on regressions instead of emailing a digest.",
           "Backfill the missing values where the source allows it.",
           "Review this again at the next data incident review."]


class Book40(Book10):
    """fresh10's Book10, with each answer laid out as an incident postmortem: a title line, an
    optional severity/status line, then Summary (prose), Impact (bullets), what the data shows
    (bullets), Contributing factors and Follow-ups (bullets, action items as check boxes)."""

    def pm(self, db, rid, shape, title, summary=(), impact=(), data=(), factors=(), follow=(), derived=True,
           max_twins=2):
        k = self.cases
        style = k % 4

        def h(name):
            return [f"**{name}**", f"## {name}", f"{name}:", f"### {name}"][style]

        def as_claims(xs):
            return [x if isinstance(x, Claim) else Claim(x) for x in xs if x]

        title = title if isinstance(title, Claim) else Claim(title)
        tl = TITLES[k % len(TITLES)]
        head, tail = tl.split("{}")
        if style in (1, 3):
            head = "# " + head
        claims = [pre_(Claim(title.text + tail, [(r, x + tail) for r, x in title.wrongs]), head)]
        meta = META[k % len(META)]
        if meta:
            claims.append(Claim("\n" + meta))
        summary = as_claims(summary)
        if summary:
            claims.append(pre_(summary[0], f"\n\n{h(SUMMARY_HEAD[k % len(SUMMARY_HEAD)])}\n"))
            claims += summary[1:]
        for name, xs in (("Impact", impact), (DATA_HEAD[k % len(DATA_HEAD)], data)):
            xs = as_claims(xs)
            if xs:
                claims.append(Claim(f"\n\n{h(name)}"))
                claims += [pre_(c, "\n- ") for c in xs]
        fx = as_claims(factors) or [Claim(FACTORS[(k * 3) % len(FACTORS)])]
        claims.append(Claim(f"\n\n{h('Contributing factors')}"))
        claims += [pre_(c, "\n- ") for c in fx]
        fu = as_claims(follow) or [Claim(FOLLOWS[(k * 5) % len(FOLLOWS)]), Claim(FOLLOWS[(k * 5 + 2) % len(FOLLOWS)])]
        claims.append(Claim(f"\n\n{h(FOLLOW_HEAD[k % len(FOLLOW_HEAD)])}"))
        claims += [pre_(c, "\n- [ ] ") for c in fu]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins)


# ---------------------------------------------------------------------------
# figures
# ---------------------------------------------------------------------------


def fmt3(cash, d, unit=""):
    """(S, W, D): a figure as shown, a wrong figure shown alike, the decimals a twin is judged by."""
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd)), (lambda v: dd_of(v, d, True))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def cw(v, k):
    """A count in words (under 100, on alternate answers) or digits."""
    v = int(v)
    return say(v) if v < 100 and k % 2 == 0 and v > 9 else f"{v:,}"


def hedge_of(text):
    return text.rsplit(" ", 1)[0]


def conv_claim(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=False):
    """fmt(value shown, converted shown); twin: the first wrong factor far from the true figure and
    from every value of the result. hedge: the converted figure rounded with "roughly", "just
    under", "a little over"."""
    v = t[key][col]
    c = v * factor
    if hedge:
        ct, cd = about(c, k)
        hw = hedge_of(ct) + " "
    else:
        ct, cd = num(c, dst_d)
        hw = ""
    good = fmt(n(v, src_d), ct)
    tw = None
    for f in tuple(bads) + tuple(factor * x for x in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 10, 0.1)):
        tw = off(t, "wrong_factor", fmt(n(v, src_d), hw + w(v * f, cd)), c, v * f, cd, approx=hedge, alts=[])
        if tw:
            break
    return Claim(good, [tw])


# ---------------------------------------------------------------------------
# shapes, as postmortems
# ---------------------------------------------------------------------------


def pm_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, title=None, fx=(), fu=()):
    """Two named rows, the larger first, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = fmt3(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = num_few(100 * diff / vb, 1)
    lo, lod = num_few(100 * diff / va, 1)
    rt, rd = num_few(r, 2 if r < 1.3 else 1)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    def ratio(fmt, f=1.45):
        return off(t, "off", fmt(w(r * f + 0.2, rd)), r, r * f + 0.2, rd)

    def above(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va, hid, real=True)

    def below(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb, lod, real=True)

    form = k % 4
    mw, mbad = mult_words(r)
    xw, xbad = x_words(r)
    summary, impact, data = [], [], []
    if form == 0:
        title = title or f"{noun} concentrated at {A}"
        summary = [Claim(f"{cap(A)} took the brunt of it on {noun}: {S(va)} against {S(vb)} at {B}.",
                         [nbr(lambda x: f"{cap(A)} took the brunt of it on {noun}: {S(va)} against {x} at {B}.")]),
                   Claim(f"That is {rt} times {poss(B)} figure.", [ratio(lambda x: f"That is {x} times {poss(B)} figure.")])]
        impact = [Claim(f"Delta between the two: {S(diff)} ({hi}% more at {A})",
                        [above(lambda x: f"Delta between the two: {S(diff)} ({x}% more at {A})"),
                         gap(lambda x: f"Delta between the two: {x} ({hi}% more at {A})", 1.6)])]
    elif form == 1:
        title = title or f"{A} vs. {B} on {noun}"
        if mw:
            summary = [Claim(f"{cap(A)} saw {mw} the {noun} of {B}.", [("false_bound", f"{cap(A)} saw {mbad} the {noun} "
                                                                        f"of {B}.")])]
        elif xw:
            summary = [Claim(f"{cap(A)} ran at {xw} {poss(B)} level on {noun}.",
                             [("false_bound", f"{cap(A)} ran at {xbad} {poss(B)} level on {noun}.")])]
        else:
            summary = [Claim(f"{cap(A)} exceeded {B} on {noun} by {S(diff)}.",
                             [gap(lambda x: f"{cap(A)} exceeded {B} on {noun} by {x}.", 1.6)])]
        impact = [Claim(f"{cap(A)}: {S(va)}"),
                  Claim(f"{cap(B)}: {S(vb)}", [nbr(lambda x: f"{cap(B)}: {x}")]),
                  Claim(f"{cap(B)} ran {lo}% below {A}", [below(lambda x: f"{cap(B)} ran {x}% below {A}")])]
    elif form == 2:
        title = title or f"gap in {noun} between {A} and {B}"
        summary = [Claim(f"Per the query, {A} and {B} sat at {S(va)} and {S(vb)} respectively on {noun} —"),
                   Claim(f"a gap of {S(diff)}.", [gap(lambda x: f"a gap of {x}.", 0.55)])]
        data = [Claim(f"Ratio: {rt}x ({A} over {B})", [ratio(lambda x: f"Ratio: {x}x ({A} over {B})", 1.5)]),
                Claim(f"Relative: +{hi}% for {A} vs. {B}", [above(lambda x: f"Relative: +{x}% for {A} vs. {B}")])]
    else:
        title = title or f"{noun}, {A} against {B}"
        summary = [Claim(f"{cap(A)} ran at roughly {rt}x {B} on {noun} ({S(va)} vs. {S(vb)}).",
                         [ratio(lambda x: f"{cap(A)} ran at roughly {x}x {B} on {noun} ({S(va)} vs. {S(vb)}).", 1.6),
                          nbr(lambda x: f"{cap(A)} ran at roughly {rt}x {B} on {noun} ({S(va)} vs. {x}).")])]
        impact = [Claim(f"{cap(B)} came in {lo}% under {A}, a difference of {S(diff)}",
                        [below(lambda x: f"{cap(B)} came in {x}% under {A}, a difference of {S(diff)}"),
                         gap(lambda x: f"{cap(B)} came in {lo}% under {A}, a difference of {x}", 1.7)])]
    book.pm(t.db, t.rid, "comparison", title, summary, impact, data, fx, fu)


def pm_chg(book, t, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, title=None, fx=(), fu=()):
    """From one (row, column) to another: before/after, the delta, the percent change over the first."""
    (r1, c1), (r2, c2) = p1, p2
    l1, l2 = l1 or r1, l2 or r2
    v1, v2 = t[r1][c1], t[r2][c2]
    S, W, D = fmt3(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = num_few(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    sg = "+" if up else "-"
    nb = nbr_of(t, r1, avoid=(r2,))

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or not isinstance(t[nb][c1], float) or S(t[nb][c1]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][c1])), v1, t[nb][c1], D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    summary, impact, data = [], [], []
    if form == 0:
        title = title or f"{noun} {'jump' if up else 'drop'} from {l1} to {l2}"
        f1 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} from {x} in {l1} to {S(v2)} in {l2},"
        summary = [Claim(f1(S(v1)), [nbr(f1)]),
                   Claim(f"{'up' if up else 'down'} {p}%.", [base(lambda x: f"{'up' if up else 'down'} {x}%.")])]
        impact = [Claim(f"Net change: {sg}{S(abs(diff))}", [absd(lambda x: f"Net change: {sg}{x}", 1.7)])]
    elif form == 1:
        title = title or f"{noun}, before and after"
        data = [Claim(f"Before ({l1}): {S(v1)}", [nbr(lambda x: f"Before ({l1}): {x}")]),
                Claim(f"After ({l2}): {S(v2)}"),
                Claim(f"Delta: {sg}{S(abs(diff))} ({sg}{p}%)",
                      [absd(lambda x: f"Delta: {sg}{x} ({sg}{p}%)", 1.8), base(lambda x: f"Delta: {sg}{S(abs(diff))} ({sg}{x}%)")])]
        summary = [Claim(f"{cap(noun)} moved {'up' if up else 'down'} between {l1} and {l2}; the numbers are below.")]
    elif form == 2:
        title = title or f"{noun} in {l2}"
        f2 = lambda x, y: f"{cap(l2)} landed at {S(v2)}, {x}% {'above' if up else 'below'} {l1} ({y})."
        summary = [Claim(f2(p, S(v1)), [base(lambda x: f2(x, S(v1))), nbr(lambda y: f2(p, y))])]
        impact = [Claim(f"In absolute terms that is {S(abs(diff))} {'more' if up else 'less'}.",
                        [absd(lambda x: f"In absolute terms that is {x} {'more' if up else 'less'}.", 0.5)])]
    else:
        title = title or f"{noun} shift ({l1} → {l2})"
        summary = [Claim(f"After the change, {noun} was {S(v2)} against {S(v1)} before.",
                         [nbr(lambda x: f"After the change, {noun} was {S(v2)} against {x} before.")])]
        impact = [Claim(f"{'Increase' if up else 'Decrease'} of {p}% (roughly {S(abs(diff))})",
                        [base(lambda x: f"{'Increase' if up else 'Decrease'} of {x}% (roughly {S(abs(diff))})"),
                         absd(lambda x: f"{'Increase' if up else 'Decrease'} of {p}% (roughly {x})", 1.9)])]
    book.pm(t.db, t.rid, "change", title, summary, impact, data, fx, fu)


def pm_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, title=None, fx=(), fu=()):
    """One row's share of a column total in two columns: the move in points, the relative change; twins:
    the relative change given as points, the later share's complement, the change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = num_few(s1, 1)
    s2t, s2d = num_few(s2, 1)
    ppt, ppd = num_few(abs(pp), 1)
    rt, rd = num_few(abs(rel), 1)
    way = "up" if up else "down"
    f0 = lambda x: f"{poss(cap(name))} share of {noun} moved {way} {x} points, from {s1t}% in {l1} to {s2t}% in {l2}."
    summary = [Claim(f0(ppt), [off(t, "percent_as_points", f0(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)])]
    f1 = lambda x: f"{cap(l2)} share: {x}%"
    impact = [Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
              Claim(f"Relative change: {'+' if up else '-'}{rt}%",
                    [off(t, "wrong_base", f"Relative change: {'+' if up else '-'}{w(100 * abs(pp) / s2, rd)}%",
                         abs(rel), 100 * abs(pp) / s2, rd, real=True)])]
    book.pm(t.db, t.rid, "change", title or f"mix shift in {noun} ({name})", summary, impact, (), fx, fu)


def pm_hit(book, t, key, part, whole, k, things, what, label=None, title=None, fx=(), fu=(), whole_word=None):
    """Blast radius: part of whole for one row (key) or across all rows (key None), as a count and a
    percentage; twins: the complement, the neighbour row's share, the share of the column total (the
    wrong whole), a false share in words, the count off."""
    if key is None:
        pv, wv = sum(t.col(part)), sum(t.col(whole))
        name = label or f"all {len(t)} {plural(t.key)}"
    else:
        pv, wv = t[key][part], t[key][whole]
        name = label or key
    s = 100 * pv / wv
    st, sd = num_few(s, 1)
    fw, fbad = share_words(pv / wv)
    tw = [lambda f: off(t, "complement", f(w(100 - s, sd)), s, 100 - s, sd, real=True)]
    if key is not None:
        nb = nbr_of(t, key)
        if nb and t[nb][whole]:
            sn = 100 * t[nb][part] / t[nb][whole]
            tw.append(lambda f, sn=sn: off(t, "neighbour_row", f(w(sn, sd)), s, sn, sd, real=True))
        tot = sum(t.col(whole))
        tw.append(lambda f, tot=tot: off(t, "wrong_total", f(w(100 * pv / tot, sd)), s, 100 * pv / tot, sd, real=True))
    pc = cw(pv, k)
    ww = whole_word or things
    form = k % 4
    summary, impact, data = [], [], []
    if form == 0:
        f = lambda x: f"{cap(name)}: {pc} of {int(wv):,} {ww} {what}, about {x}%"
        impact = [Claim(f(st), [g(f) for g in tw])]
        summary = [Claim(f"The problem was real but contained: most {things} in scope ({name}) were fine." if s < 50 else
                         f"This was not a corner case: it reached most {things} in scope ({name}).")]
    elif form == 1:
        summary = [Claim(f"The incident affected {pc} of {int(wv):,} {ww} for {name}"),
                   Claim(f"({st}%).", [g(lambda x: f"({x}%).") for g in tw])]
        if fw:
            impact = [Claim(f"Put simply: {fw} of {poss(name)} {things} {what}.",
                            [("false_bound", f"Put simply: {fbad} of {poss(name)} {things} {what}.")])]
    elif form == 2:
        f = lambda x: f"{x}% of {poss(name)} {things} ({pc} of {int(wv):,}) {what}"
        impact = [Claim(f(st), [g(f) for g in tw])]
        summary = [Claim(f"Scoping the damage for {name} first, since that is where the report came from.")]
    else:
        f = lambda x: f"Blast radius for {name}: {pc} {things} out of {int(wv):,} {what}, or {x}%"
        cl = [g(f) for g in tw]
        if pv >= 10:
            bad = pv * 1.6
            cl.append(off(t, "off", f"Blast radius for {name}: {int(bad):,} {things} out of {int(wv):,} {what}, or {st}%",
                          pv, int(bad), 0))
        summary = [Claim(f(st), cl)]
        if fw:
            data = [Claim(f"That is {fw} of the {ww}.", [("false_bound", f"That is {fbad} of the {ww}.")])]
    book.pm(t.db, t.rid, "per_unit", title or f"{things} affected, {name}", summary, impact, data, fx, fu)


def pm_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", title=None,
            fx=(), fu=()):
    """A total over a count for one row ("$87.48 of freight per order"); the last voice sets it against the
    overall rate (twin: the plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = fmt3(cash, d, sfx)
    T = (lambda v: usd(v, 2)) if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{cap(what)} per {unit}, {name}: {x} ({T(tot)} over {int(cnt):,} {plural(unit)})"
    elif form == 1:
        of = "of " if cash else ""
        fmt = lambda x: f"{cap(name)} works out to {x} {of}{what} per {unit} ({T(tot)} across {cw(cnt, k + 1)} {plural(unit)})."
    elif form == 2:
        fmt = lambda x: f"Per {unit}, that is {x} of {what} for {name}."
    else:
        fmt = lambda x: f"{cap(name)}: {x} {what} per {unit}"
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    title = title or f"{what} per {unit}, {name}"
    if form == 0:
        book.pm(t.db, t.rid, "per_unit", title, [Claim(f"Normalising by volume, since raw totals hid the problem for {name}.")],
                [main], (), fx, fu)
    elif form == 1:
        book.pm(t.db, t.rid, "per_unit", title, [main], (), (), fx, fu)
    elif form == 2:
        book.pm(t.db, t.rid, "per_unit", title, [Claim(f"{cap(name)} logged {T(tot)} of {what} on {int(cnt):,} "
                                                       f"{plural(unit)}."), main], (), (), fx, fu)
    else:
        rows = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in rows]
        cnts = [t[x][cnt_col] for x in rows]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        od = dd_of(overall, d, cash)
        vs = Claim(f"Overall baseline: {S(overall)} per {unit} across all {int(sum(cnts)):,} {plural(unit)}",
                   [off(t, "plain_as_weighted", f"Overall baseline: {W(plain, od)} per {unit} across all "
                        f"{int(sum(cnts)):,} {plural(unit)}", overall, plain, od, real=True)
                    if W(plain, od) != S(overall) else None])
        book.pm(t.db, t.rid, "per_unit", title, [Claim(f"Where {name} sits against the baseline on {what} per {unit}:")],
                [main, vs], (), fx, fu)


def pm_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, title=None, fx=(),
             fu=()):
    """One row's share of the column total; twins: the complement, the share of a pair, a false share in words."""
    S, W, D = fmt3(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num_few(100 * s, 1)
    fw, fbad = share_words(s)

    def tws(f):
        tw = [off(t, "complement", f(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(off(t, "wrong_total", f(w(ws, sd)), 100 * s, ws, sd, real=True))
        return tw

    summary, impact = [], []
    if k % 2 == 0 and fw:
        summary = [Claim(f"{cap(name)} accounts for {fw} of {whole}.", [("false_bound", f"{cap(name)} accounts for "
                                                                           f"{fbad} of {whole}.")])]
        f = lambda x: f"{cap(name)}: {S(v)} of {S(tot)} ({x}%)"
        impact = [Claim(f(st), tws(f))]
    else:
        f = lambda x: f"{cap(name)} alone carried {x}% of {whole}"
        summary = [Claim(f(st), tws(f)), Claim(f"({S(v)} of {S(tot)}).")]
        impact = [Claim(f"Anything that breaks at {name} shows up in the totals immediately.")]
    book.pm(t.db, t.rid, "per_unit", title or f"exposure of {whole} to {name}", summary, impact, (), fx, fu)


def pm_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, title=None, fx=(), fu=()):
    """The top m rows together and their share of the total."""
    S, W, D = fmt3(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num_few(100 * s, 1)
    fw, fbad = share_words(s)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    summary = [Claim(f"The top {say(m)} ({names}) hold {S(sm)} of the {S(tot)} {noun}",
                     [off(t, "off", f"The top {say(m)} ({names}) hold {W(sm * 1.35, D(sm))} of the {S(tot)} {noun}", sm,
                          sm * 1.35, D(sm))]),
               Claim(f"— {st}% of the total.", [off(t, "complement", f"— {w(100 - 100 * s, sd)}% of the total.", 100 * s,
                                                    100 - 100 * s, sd, real=True)])]
    impact = []
    if fw:
        impact = [Claim(f"Concentration: {fw} of {noun} sits in {say(m)} {plural(t.key)}",
                        [("false_bound", f"Concentration: {fbad} of {noun} sits in {say(m)} {plural(t.key)}")])]
    book.pm(t.db, t.rid, "per_unit", title or f"{noun} concentrated in a few {plural(t.key)}", summary, impact, (), fx, fu)


def pm_blend(book, t, avg_col, n_col, k, noun, per, grp, d=2, unit="", title=None, fx=(), fu=()):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    rows = [x for x in t.order if isinstance(t[x][avg_col], float)]
    avgs = [t[x][avg_col] for x in rows]
    ns = [t[x][n_col] for x in rows]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num_few(wa, d)

    def tw(f):
        # the plain mean of the group figures where it sits far from the weighted one; else the figure off
        return [off(t, "plain_as_weighted", f(w(plain, wd)), wa, plain, wd, real=True)
                or off(t, "off", f(w(wa * 1.3, wd)), wa, wa * 1.3, wd)]

    if k % 2 == 0:
        f = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the weighted {noun} is {x}{unit}"
        summary = [Claim(f(wt), tw(f)),
                   Claim(f"(each {per} counted once, not each {grp} equally).")]
        impact = []
    else:
        f = lambda x: f"Baseline {noun}: {x}{unit} per {per}, weighted by {per} count over {say(len(rows))} {plural(grp)}"
        summary = [Claim(f"Establishing the baseline before looking at the outliers.")]
        impact = [Claim(f(wt), tw(f))]
    book.pm(t.db, t.rid, "per_unit", title or f"baseline {noun} across {plural(grp)}", summary, impact, (), fx, fu)


def pm_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, title, summary=(), hedge=True, in_summary=None,
            fx=(), fu=()):
    c = conv_claim(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    where = (k % 2 == 0) if in_summary is None else in_summary
    if where:
        book.pm(t.db, t.rid, "conversion", title, list(summary) + [c], (), (), fx, fu)
    else:
        book.pm(t.db, t.rid, "conversion", title, list(summary) or [Claim("Restating the figure in the units the "
                                                                          "reviewers asked for.")], [c], (), fx, fu)


def pm_empty(book, db, question, sql, title, ack, bad, fx=(), fu=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.pm(db, rid, "zero_ident", title, [Claim(ack, [("count_over_empty", bad)])], (), (), fx, fu, derived=False)


def pm_ident(book, t, title, text, good, bad, impact=(), fx=(), fu=()):
    assert bad != good and good in text, (text, good)
    book.pm(t.db, t.rid, "zero_ident", title,
            [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])],
            list(impact), (), fx, fu, derived=False)


def pm_plain(book, t, title, summary, impact=(), fx=(), fu=()):
    book.pm(t.db, t.rid, "plain", title, summary, list(impact), (), fx, fu, derived=False)


def offc(t, text, true, bad, d=0, role="off"):
    return off(t, role, text, true, bad, d)


# ---------------------------------------------------------------------------
# northwind: shippers, sales reps, destination countries, stock, months, discounts
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"
YR = "extract(year FROM o.order_date)"
LATE_FX = ["Required dates are set at order entry and never renegotiated when stock runs short.",
           "Carrier hand-off times are not captured, so late shipments show up only after the fact."]
LATE_FU = ["Add a daily check for orders past their required date and not yet shipped.",
           "Share the per-carrier late counts with the logistics owner."]


def northwind(book):
    sh = table("northwind", "Per shipper: shipped orders, late shipments, average days to ship, freight?",
               "SELECT s.company_name AS shipper, count(*) AS shipped, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, round(sum(o.freight)::numeric, 2) AS freight "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.shipped_date IS NOT NULL "
               "GROUP BY 1 ORDER BY 2 DESC")
    pm_cmp(book, sh, "late", "United Package", "Federal Shipping", 0, "late shipments",
           title="late shipments clustered on United Package", fx=LATE_FX)
    pm_cmp(book, sh, "avg_days", "United Package", "Federal Shipping", 1, "average days to ship", d=2, unit=" days")
    pm_cmp(book, sh, "freight", "United Package", "Speedy Express", 2, "freight billed", cash=True)
    pm_hit(book, sh, "United Package", "late", "shipped", 0, "orders", "went out late", whole_word="shipped orders",
           fx=LATE_FX, fu=LATE_FU)
    pm_hit(book, sh, None, "late", "shipped", 3, "orders", "went out late", label="all three carriers",
           title="late shipments across every carrier", fu=LATE_FU)
    pm_rate(book, sh, "freight", "shipped", "United Package", 0, "order", "freight", cash=True)
    pm_rate(book, sh, "freight", "shipped", "Federal Shipping", 3, "order", "freight", cash=True)
    pm_conv(book, sh, "United Package", "avg_days", 0,
            lambda v, c: f"United Package took {v} days on average from order to shipment, {c} hours of waiting.",
            2, 24, 0, (60, 7, 1 / 24, 12), "slow fulfilment on United Package",
            [Claim("Customers noticed the wait before our monitoring did.")])
    pm_conv(book, sh, "Federal Shipping", "avg_days", 1,
            lambda v, c: f"Federal Shipping: {v} days order-to-ship (about {c} weeks)", 2, 1 / 7, 2,
            (1 / 30, 1 / 5, 24), "order-to-ship time, Federal Shipping", hedge=False)
    pm_blend(book, sh, "avg_days", "shipped", 0, "days to ship", "order", "carrier", unit=" days")
    pm_share(book, sh, "freight", "United Package", 0, "all freight billed", other="Federal Shipping", cash=True)
    tot_s, tot_l = sum(sh.col("shipped")), sum(sh.col("late"))
    pm_plain(book, sh, "shipping volume during the incident window",
             [Claim(f"The three carriers shipped {int(tot_s):,} orders between them;",
                    [offc(sh, f"The three carriers shipped {int(tot_s * 1.3):,} orders between them;", tot_s,
                          int(tot_s * 1.3))]),
              Claim(f"{say(int(tot_l))} went out after their required date.",
                    [words_twin("number_words_wrong_row", f"{say(int(sh['United Package']['late']))} went out after their "
                                f"required date.", tot_l, sh["United Package"]["late"])])],
             [Claim(f"United Package: {int(sh['United Package']['shipped'])} shipped, "
                    f"{say(int(sh['United Package']['late']))} late",
                    [offc(sh, f"United Package: {int(sh['Speedy Express']['shipped'])} shipped, "
                          f"{say(int(sh['United Package']['late']))} late", sh["United Package"]["shipped"],
                          sh["Speedy Express"]["shipped"], role="neighbour_row")])])

    lt = table("northwind", "Which United Package orders shipped latest, and by how many days?",
               "SELECT o.order_id, c.company_name AS customer, o.shipped_date - o.required_date AS days_late "
               "FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
               "WHERE o.shipped_date > o.required_date AND o.ship_via = 2 ORDER BY 3 DESC, 1 LIMIT 5")
    pm_ident(book, lt, "order 10777 shipped three weeks late",
             "The worst case is order 10777 for Gourmet Lanchonetes, which shipped well past its required date.",
             "10777", "10877", impact=[Claim("Next worst: two orders for Bon app', 10827 and 10663.")])
    pm_conv(book, lt, "10777", "days_late", 1,
            lambda v, c: f"Order 10777 shipped {v} days late, {c} weeks past the date promised to the customer.",
            0, 1 / 7, 1, (1 / 30, 1 / 5, 24, 1 / 12), "the 10777 delay", hedge=True, in_summary=True)
    pm_conv(book, lt, "10827", "days_late", 2,
            lambda v, c: f"Order 10827 (Bon app'): {v} days late, which is {c} hours", 0, 24, 0, (60, 12, 1 / 7, 7),
            "order 10827 delay in hours", hedge=False)

    rp = table("northwind", "Per sales rep: orders, shipped, late and unshipped orders, average days to ship?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(*) AS orders, count(o.shipped_date) AS shipped, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "count(*) FILTER (WHERE o.shipped_date IS NULL) AS unshipped, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 2 DESC")
    pm_hit(book, rp, "Margaret Peacock", "late", "orders", 2, "orders", "shipped after the required date", fx=LATE_FX)
    pm_hit(book, rp, "Anne Dodsworth", "late", "orders", 0, "orders", "went out late")
    pm_hit(book, rp, None, "unshipped", "orders", 1, "orders", "have no ship date yet", label="the nine reps",
           title="orders stuck without a ship date")
    pm_cmp(book, rp, "late", "Margaret Peacock", "Janet Leverling", 3, "late orders")
    pm_cmp(book, rp, "avg_days", "Anne Dodsworth", "Steven Buchanan", 0, "average days to ship", d=2, unit=" days")
    pm_cmp(book, rp, "orders", "Margaret Peacock", "Nancy Davolio", 2, "orders handled")
    sl = table("northwind", "Which reps' orders wait more than nine days to ship on average?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, round(avg(o.shipped_date - o.order_date), 2) AS avg_days "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 "
               "HAVING avg(o.shipped_date - o.order_date) > 9 ORDER BY 2 DESC")
    pm_conv(book, sl, "Anne Dodsworth", "avg_days", 0,
            lambda v, c: f"Anne Dodsworth's orders waited {v} days on average before shipping, {c} hours.", 2, 24, 0,
            (60, 7, 12), "long waits on Anne Dodsworth's orders")
    pm_blend(book, rp, "avg_days", "shipped", 1, "days to ship", "shipped order", "rep", unit=" days")
    pm_plain(book, rp, "order volume per rep",
             [Claim(f"Margaret Peacock carried the most orders ({int(rp['Margaret Peacock']['orders'])}),",
                    [offc(rp, f"Margaret Peacock carried the most orders ({int(rp['Janet Leverling']['orders'])}),",
                          rp["Margaret Peacock"]["orders"], rp["Janet Leverling"]["orders"], role="neighbour_row")]),
              Claim(f"Michael Suyama {say(int(rp['Michael Suyama']['orders']))} and Steven Buchanan the fewest, "
                    f"{say(int(rp['Steven Buchanan']['orders']))}.",
                    [words_twin("number_words_wrong_row", f"Michael Suyama {say(int(rp['Robert King']['orders']))} and "
                                f"Steven Buchanan the fewest, {say(int(rp['Steven Buchanan']['orders']))}.",
                                rp["Michael Suyama"]["orders"], rp["Robert King"]["orders"])])],
             [Claim(f"Total across the nine reps: {int(sum(rp.col('orders'))):,} orders",
                    [offc(rp, f"Total across the nine reps: {int(sum(rp.col('orders')) * 1.25):,} orders",
                          sum(rp.col("orders")), int(sum(rp.col("orders")) * 1.25))])])
    un = table("northwind", "Which of Margaret Peacock's orders have no ship date?",
               "SELECT o.order_id, o.customer_id, o.order_date, o.required_date FROM orders o "
               "WHERE o.shipped_date IS NULL AND o.employee_id = 4 ORDER BY 1")
    pm_ident(book, un, "unshipped orders on Margaret Peacock's book",
             "The stuck orders are 11040 and 11061 (both GREAL), 11062 (REGGC), 11072 (ERNSH) and 11076 (BONAP).",
             "11062", "11026")
    pm_empty(book, "northwind", "Which orders shipped before they were placed?",
             "SELECT order_id FROM orders WHERE shipped_date < order_date",
             "ship dates before order dates",
             "We checked for the reverse problem too: zero orders have a ship date earlier than their order date.",
             "We checked for the reverse problem too: 12 orders have a ship date earlier than their order date.")

    ct = table("northwind", "For the ten busiest destination countries: orders, late orders and freight?",
               "SELECT ship_country AS country, count(*) AS orders, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late, round(sum(freight)::numeric, 2) AS freight "
               "FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    pm_cmp(book, ct, "freight", "USA", "Germany", 1, "freight", cash=True)
    pm_rate(book, ct, "freight", "orders", "Austria", 1, "order", "freight", cash=True)
    pm_hit(book, ct, "USA", "late", "orders", 2, "orders", "shipped late", label="the USA")
    pm_share(book, ct, "orders", "Brazil", 1, "orders to the ten countries", other="France")
    pm_top(book, ct, "freight", 2, 0, "freight", cash=True, title="freight exposure by destination")
    pm_cmp(book, ct, "orders", "Brazil", "Sweden", 0, "orders", title="order volume, Brazil against Sweden")

    st = table("northwind", "Per category: products, products below reorder level, out of stock, units, on order, stock value?",
               "SELECT c.category_name AS category, count(*) AS products, "
               "count(*) FILTER (WHERE p.units_in_stock < p.reorder_level) AS below_reorder, "
               "count(*) FILTER (WHERE p.units_in_stock = 0) AS out_of_stock, sum(p.units_in_stock) AS units, "
               "sum(p.units_on_order) AS on_order, round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value "
               "FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 2 DESC, 1")
    SFX = ["The reorder job skips products flagged discontinued, but not the ones that should be."]
    SFU = ["Alert when a product drops below its reorder level, not when it hits zero."]
    pm_hit(book, st, "Meat/Poultry", "out_of_stock", "products", 1, "products", "are out of stock", fx=SFX, fu=SFU)
    pm_hit(book, st, None, "below_reorder", "products", 0, "products", "sit below their reorder level", label="the catalogue",
           title="stock below reorder level")
    pm_hit(book, st, "Confections", "below_reorder", "products", 2, "products", "sit below reorder level")
    pm_cmp(book, st, "stock_value", "Seafood", "Produce", 3, "stock value", cash=True)
    pm_rate(book, st, "stock_value", "units", "Beverages", 2, "unit", "stock value", cash=True)
    pm_plain(book, st, "replenishment in flight",
             [Claim(f"{int(sum(st.col('on_order'))):,} units are on order across the catalogue,",
                    [offc(st, f"{int(sum(st.col('on_order')) * 1.35):,} units are on order across the catalogue,",
                          sum(st.col("on_order")), int(sum(st.col("on_order")) * 1.35))]),
              Claim("but none at all for Meat/Poultry, the category with three products at zero stock.")],
             [Claim(f"Units in stock: {int(sum(st.col('units'))):,}"),
              Claim(f"Confections: {int(st['Confections']['on_order'])} units on order",
                    [offc(st, f"Confections: {int(st['Condiments']['on_order'])} units on order",
                          st["Confections"]["on_order"], st["Condiments"]["on_order"], role="neighbour_row")])])
    pm_empty(book, "northwind", "Which products show negative stock?",
             "SELECT product_id FROM products WHERE units_in_stock < 0", "negative stock check",
             "No negative stock: the query returned zero products, so the counter itself is sound.",
             "Negative stock on 4 products confirms the counter itself is broken.")

    mo = table("northwind", "January to April: orders and net sales in 1997 and in 1998, per month?",
               f"SELECT to_char(o.order_date, 'Mon') AS month, "
               f"count(DISTINCT o.order_id) FILTER (WHERE {YR} = 1997) AS orders_1997, "
               f"count(DISTINCT o.order_id) FILTER (WHERE {YR} = 1998) AS orders_1998, "
               f"round({NET} FILTER (WHERE {YR} = 1997)::numeric, 2) AS net_1997, "
               f"round({NET} FILTER (WHERE {YR} = 1998)::numeric, 2) AS net_1998 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE extract(month FROM o.order_date) <= 4 GROUP BY extract(month FROM o.order_date), 1 "
               "ORDER BY extract(month FROM o.order_date)")
    MFX = ["Capacity planning assumed 1997 volumes carried into 1998."]
    pm_chg(book, mo, ("Jan", "orders_1997"), ("Jan", "orders_1998"), 0, "January orders", l1="1997", l2="1998", fx=MFX)
    pm_chg(book, mo, ("Mar", "net_1997"), ("Mar", "net_1998"), 1, "March net sales", cash=True, l1="March 1997",
           l2="March 1998")
    pm_chg(book, mo, ("Jan", "net_1998"), ("Apr", "net_1998"), 2, "monthly net sales", cash=True, l1="January 1998",
           l2="April 1998")
    pm_chg(book, mo, ("Feb", "orders_1997"), ("Feb", "orders_1998"), 3, "February orders", l1="February 1997",
           l2="February 1998", fx=MFX)
    pm_pts(book, mo, "orders_1997", "orders_1998", "Apr", 0, "January-April orders", "1997", "1998", label="April")
    pm_pts(book, mo, "net_1997", "net_1998", "Jan", 1, "January-April net sales", "1997", "1998", label="January")
    pm_rate(book, mo, "net_1998", "orders_1998", "Apr", 3, "order", "net sales", cash=True, label="April 1998")
    pm_cmp(book, mo, "net_1998", "Apr", "Feb", 2, "1998 net sales", cash=True,
           label=lambda x: {"Apr": "April", "Feb": "February"}[x])
    o7, o8 = sum(mo.col("orders_1997")), sum(mo.col("orders_1998"))
    pm_plain(book, mo, "order volume, January to April",
             [Claim(f"January to April 1998 brought {int(o8)} orders against {int(o7)} a year earlier.",
                    [offc(mo, f"January to April 1998 brought {int(o8 * 1.3)} orders against {int(o7)} a year earlier.",
                          o8, int(o8 * 1.3))])],
             [Claim(f"Busiest month: April 1998, {say(int(mo['Apr']['orders_1998']))} orders",
                    [words_twin("number_words_wrong_row", f"Busiest month: April 1998, "
                                f"{say(int(mo['Jan']['orders_1998']))} orders", mo["Apr"]["orders_1998"],
                                mo["Jan"]["orders_1998"])])])

    dc = table("northwind", "Per category: order lines, discounted lines, discount given and gross sales?",
               "SELECT c.category_name AS category, count(*) AS lines, count(*) FILTER (WHERE od.discount > 0) AS discounted, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discount_usd, "
               "round(sum(od.unit_price * od.quantity)::numeric, 2) AS gross_usd "
               "FROM order_details od JOIN products p ON p.product_id = od.product_id "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 5 DESC")
    DFX = ["Discount codes can be stacked at order entry; nothing caps the total."]
    pm_hit(book, dc, "Beverages", "discounted", "lines", 3, "order lines", "carried a discount", fx=DFX)
    pm_hit(book, dc, None, "discounted", "lines", 2, "order lines", "were discounted", label="all eight categories")
    pm_cmp(book, dc, "discount_usd", "Beverages", "Grains/Cereals", 0, "discount given away", cash=True, fx=DFX)
    pm_share(book, dc, "discount_usd", "Beverages", 1, "the discount given away", other="Dairy Products", cash=True)
    pm_rate(book, dc, "discount_usd", "discounted", "Meat/Poultry", 1, "discounted line", "discount", cash=True)
    pm_top(book, dc, "discount_usd", 3, 1, "discount dollars", cash=True)
    mp = dc["Meat/Poultry"]
    s = 100 * mp["discount_usd"] / mp["gross_usd"]
    st_, sd = num(s, 1)
    sb = 100 * dc["Beverages"]["discount_usd"] / dc["Beverages"]["gross_usd"]
    f = lambda x: f"Meat/Poultry gave away {usd(mp['discount_usd'])} on {usd(mp['gross_usd'])} of gross sales, {x}% of list."
    book.pm(dc.db, dc.rid, "per_unit", "discount leakage on Meat/Poultry",
            [Claim(f(st_), [off(dc, "neighbour_row", f(w(sb, sd)), s, sb, sd, real=True),
                            off(dc, "off", f(w(s * 1.6, sd)), s, s * 1.6, sd)])],
            [Claim(f"Beverages, for comparison, leaked {n(sb, 1)}%.")], (), DFX, ())


# ---------------------------------------------------------------------------
# chinook: unsold catalogue per genre, media types, invoices per year and country
# ---------------------------------------------------------------------------


def chinook(book):
    gn = table("chinook", "For the ten largest genres: tracks, tracks never sold, hours and minutes of audio?",
               "SELECT g.name AS genre, count(*) AS tracks, "
               "count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM invoice_line il WHERE il.track_id = t.track_id)) AS unsold, "
               "round(sum(t.milliseconds) / 3600000.0, 2) AS hours, round(sum(t.milliseconds) / 60000.0, 1) AS minutes "
               "FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    GFX = ["The storefront ranks by recency, so back-catalogue tracks never surface in search."]
    pm_hit(book, gn, "Rock", "unsold", "tracks", 0, "tracks", "have never sold", fx=GFX)
    pm_hit(book, gn, "TV Shows", "unsold", "tracks", 1, "tracks", "have never been bought")
    pm_hit(book, gn, None, "unsold", "tracks", 2, "tracks", "have no sales", label="the ten largest genres",
           title="dead catalogue across the top genres")
    pm_cmp(book, gn, "unsold", "Rock", "Latin", 1, "unsold tracks")
    pm_cmp(book, gn, "hours", "TV Shows", "Jazz", 3, "hours of content", d=2, unit=" h")
    g3 = table("chinook", "Hours of audio in the three largest genres?",
               "SELECT g.name AS genre, round(sum(t.milliseconds) / 3600000.0, 2) AS hours FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY count(*) DESC LIMIT 3")
    pm_conv(book, g3, "Rock", "hours", 0,
            lambda v, c: f"Rock alone holds {v} hours of audio, {c} days of continuous playback.", 2, 1 / 24, 1,
            (1 / 60, 1 / 7, 24), "size of the Rock back catalogue")
    pm_conv(book, gn, "Drama", "hours", 1, lambda v, c: f"Drama: {v} hours ({c} minutes)", 2, 60, 0,
            (100, 24, 3600, 1 / 60), "Drama runtime in minutes", hedge=False)
    pm_rate(book, gn, "minutes", "tracks", "Drama", 0, "track", "playing time", d=1, sfx=" min")
    pm_share(book, gn, "tracks", "Rock", 0, "tracks in the top ten genres", other="Latin")
    pm_top(book, gn, "unsold", 3, 0, "unsold tracks")

    md = table("chinook", "Per media type: tracks, average size in MB, total bytes and average length in ms?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.bytes) / 1048576.0, 2) AS avg_mb, "
               "sum(t.bytes::bigint) AS bytes, round(avg(t.milliseconds)) AS avg_ms "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    VFX = ["Video files were stored on the same tier as audio with no size budget."]
    pm_conv(book, md, "Protected MPEG-4 video file", "bytes", 0,
            lambda v, c: f"The video tracks take {v} bytes, {c} GB on disk.", 0, 1e-9, 1, (1e-6, 1e-12, 8e-9, 1e-8),
            "storage growth from video files", fx=VFX)
    vd = table("chinook", "Average length in ms of the video tracks?",
               "SELECT m.name AS media_type, round(avg(t.milliseconds)) AS avg_ms FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id WHERE m.name LIKE '%video%' GROUP BY 1")
    pm_conv(book, vd, "Protected MPEG-4 video file", "avg_ms", 1,
            lambda v, c: f"Average video length: {v} ms, {c} minutes per file", 0, 1 / 60000, 1,
            (1 / 1000, 1 / 3600000, 1 / 6000), "video runtime", hedge=True)
    pm_conv(book, md, "MPEG audio file", "avg_ms", 2,
            lambda v, c: f"An MPEG audio track runs {v} ms on average, {c} minutes.", 0, 1 / 60000, 2,
            (1 / 1000, 1 / 3600000, 1 / 6000), "baseline track length", hedge=False)
    pm_conv(book, md, "MPEG audio file", "bytes", 3,
            lambda v, c: f"MPEG audio: {v} bytes in total ({c} GB)", 0, 1e-9, 1, (1e-6, 1e-12, 8e-9),
            "audio storage footprint", hedge=True)
    pm_cmp(book, md, "avg_mb", "Protected MPEG-4 video file", "Protected AAC audio file", 2, "average file size (MB)",
           d=2, label=lambda x: "video" if "video" in x else "protected AAC audio", fx=VFX)
    pm_share(book, md, "tracks", "MPEG audio file", 1, "all tracks", other="Protected AAC audio file",
             label="MPEG audio")
    pm_share(book, md, "bytes", "Protected MPEG-4 video file", 0, "storage", label="video")
    pm_plain(book, md, "track counts per media type",
             [Claim(f"The catalogue holds {int(sum(md.col('tracks'))):,} tracks;",
                    [offc(md, f"The catalogue holds {int(sum(md.col('tracks')) * 1.3):,} tracks;",
                          sum(md.col("tracks")), int(sum(md.col("tracks")) * 1.3))]),
              Claim(f"{int(md['MPEG audio file']['tracks']):,} are MPEG audio and "
                    f"{say(int(md['AAC audio file']['tracks']))} are plain AAC.")],
             [Claim(f"Video files: {int(md['Protected MPEG-4 video file']['tracks'])}",
                    [offc(md, f"Video files: {int(md['Protected AAC audio file']['tracks'])}",
                          md["Protected MPEG-4 video file"]["tracks"], md["Protected AAC audio file"]["tracks"],
                          role="neighbour_row")])])

    yr = table("chinook", "Per year: invoices, revenue and paying customers?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue, "
               "count(DISTINCT customer_id) AS customers FROM invoice GROUP BY 1 ORDER BY 1")
    RFX = ["Three fewer invoices were raised in the last year; nobody was alerted on invoice counts."]
    pm_chg(book, yr, ("2024", "revenue"), ("2025", "revenue"), 0, "annual revenue", cash=True, fx=RFX)
    pm_chg(book, yr, ("2021", "revenue"), ("2022", "revenue"), 2, "annual revenue", cash=True)
    pm_chg(book, yr, ("2022", "revenue"), ("2023", "revenue"), 3, "annual revenue", cash=True)
    pm_rate(book, yr, "revenue", "invoices", "2025", 1, "invoice", "revenue", cash=True, label="2025 invoicing")
    pm_rate(book, yr, "revenue", "customers", "2022", 3, "customer", "revenue", cash=True, label="2022 billing")
    pm_empty(book, "chinook", "Which invoices are dated 2026?",
             "SELECT invoice_id FROM invoice WHERE invoice_date >= '2026-01-01'", "future-dated invoices",
             "The feared future-dated invoices do not exist: zero rows for 2026.",
             "The feared future-dated invoices exist: 7 rows for 2026.")
    iv = table("chinook", "Which 2025 invoices were largest?",
               "SELECT invoice_id, customer_id, billing_country, total FROM invoice "
               "WHERE extract(year FROM invoice_date) = 2025 ORDER BY total DESC, invoice_id LIMIT 3")
    pm_ident(book, iv, "one outsized invoice in 2025",
             "The only invoice that stands out is invoice 404, billed to customer 6 in the Czech Republic.",
             "invoice 404", "invoice 440", impact=[Claim("The next two, 334 and 341, are ordinary orders.")])
    rev = sum(yr.col("revenue"))
    pm_plain(book, yr, "revenue across the five years",
             [Claim(f"Revenue over the five years totals {usd(rev)} on {int(sum(yr.col('invoices')))} invoices.",
                    [offc(yr, f"Revenue over the five years totals {wusd(rev * 1.25, 2)} on "
                          f"{int(sum(yr.col('invoices')))} invoices.", rev, rev * 1.25, 2)])],
             [Claim(f"Best year: 2022 at {usd(yr['2022']['revenue'])}",
                    [offc(yr, f"Best year: 2022 at {usd(yr['2023']['revenue'])}", yr["2022"]["revenue"],
                          yr["2023"]["revenue"], 2, role="neighbour_row")])])

    co = table("chinook", "For the eight top billing countries: invoices, revenue and customers?",
               "SELECT billing_country AS country, count(*) AS invoices, sum(total) AS revenue, "
               "count(DISTINCT customer_id) AS customers FROM invoice GROUP BY 1 ORDER BY 3 DESC LIMIT 8")
    pm_cmp(book, co, "revenue", "USA", "Canada", 0, "revenue", cash=True)
    pm_rate(book, co, "revenue", "customers", "Czech Republic", 0, "customer", "revenue", cash=True)
    pm_cmp(book, co, "invoices", "France", "United Kingdom", 1, "invoices")


# ---------------------------------------------------------------------------
# superhero: missing measurements per publisher
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "For the six largest publishers: heroes, heroes with no height, no weight, measured heroes, "
                            "average height and weight?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE coalesce(s.height_cm, 0) = 0) AS no_height, "
               "count(*) FILTER (WHERE coalesce(s.weight_kg, 0) = 0) AS no_weight, "
               "count(nullif(s.height_cm, 0)) AS measured, round(avg(nullif(s.height_cm, 0)), 1) AS avg_cm, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "WHERE p.publisher_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    HFX = ["Zero is used as a placeholder for unknown height and weight, so missing values look like data."]
    HFU = ["Store unknown measurements as NULL and backfill from the source wiki."]
    pm_hit(book, pb, "DC Comics", "no_height", "heroes", 0, "heroes", "have no height recorded", fx=HFX, fu=HFU)
    pm_hit(book, pb, "Marvel Comics", "no_weight", "heroes", 1, "heroes", "have no weight recorded")
    pm_hit(book, pb, None, "no_height", "heroes", 2, "heroes", "lack a height", label="the six publishers", fx=HFX)
    pm_hit(book, pb, "Dark Horse Comics", "no_height", "heroes", 3, "heroes", "are unmeasured")
    pm_cmp(book, pb, "no_height", "DC Comics", "Marvel Comics", 2, "heroes with no height recorded", fx=HFX)
    pm_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 1, "heroes on file")
    sm = table("superhero", "Average height and weight, where recorded, for Dark Horse, George Lucas and DC heroes?",
               "SELECT p.publisher_name AS publisher, round(avg(nullif(s.height_cm, 0)), 1) AS avg_cm, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "WHERE p.publisher_name IN ('Dark Horse Comics', 'George Lucas', 'DC Comics') GROUP BY 1 ORDER BY 1")
    pm_conv(book, sm, "Dark Horse Comics", "avg_kg", 0,
            lambda v, c: f"Dark Horse heroes average {v} kg where a weight exists, {c} lb.", 1, LB_PER_KG, 0,
            (KG_PER_LB, 1 / 0.3048, 2.0), "Dark Horse weights for the US team", fu=HFU)
    pm_conv(book, sm, "George Lucas", "avg_cm", 1, lambda v, c: f"George Lucas characters: {v} cm on average ({c} in)",
            1, IN_PER_CM, 1, (2.54, 1 / 30.48, 0.3048), "heights in inches", hedge=False)
    pm_conv(book, sm, "DC Comics", "avg_cm", 2, lambda v, c: f"DC's measured heroes average {v} cm, {c} feet.", 1,
            1 / 30.48, 2, (0.3048, IN_PER_CM, 1 / 12), "DC heights in feet", hedge=True)
    pm_blend(book, pb, "avg_cm", "measured", 0, "height", "measured hero", "publisher", d=1, unit=" cm")
    pm_share(book, pb, "heroes", "Marvel Comics", 0, "heroes at the six publishers", other="DC Comics", label="Marvel")
    pm_plain(book, pb, "NBC - Heroes has no measurements at all",
             [Claim(f"All {say(int(pb['NBC - Heroes']['heroes']))} NBC - Heroes characters lack both height and weight,",
                    [words_twin("number_words_wrong_row", f"All {say(int(pb['Image Comics']['heroes']))} NBC - Heroes "
                                f"characters lack both height and weight,", pb["NBC - Heroes"]["heroes"],
                                pb["Image Comics"]["heroes"])]),
              Claim("so the query returns no average for them.")],
             [Claim(f"Image Comics is close behind: {int(pb['Image Comics']['no_height'])} of "
                    f"{int(pb['Image Comics']['heroes'])} with no height",
                    [offc(pb, f"Image Comics is close behind: {int(pb['Image Comics']['no_height'])} of "
                          f"{int(pb['Dark Horse Comics']['heroes'])} with no height", pb["Image Comics"]["heroes"],
                          pb["Dark Horse Comics"]["heroes"], role="neighbour_row")])], fx=HFX)
    zh = table("superhero", "Which heroes with a digit in their name have no height recorded?",
               "SELECT id, superhero_name, height_cm, weight_kg FROM superhero "
               "WHERE superhero_name ~ '[0-9]' AND coalesce(height_cm, 0) = 0 ORDER BY id")
    pm_ident(book, zh, "zero heights on numbered heroes",
             "Spot check of the affected rows: Ben 10, Kevin 11, T-800, T-850 and ERG-1 all carry a zero or empty height.",
             "T-850", "T-580", fx=HFX)
    pm_empty(book, "superhero", "Which heroes are recorded taller than a kilometre?",
             "SELECT superhero_name FROM superhero WHERE height_cm > 100000", "implausible heights",
             "The outlier sweep for heights over a kilometre came back empty (zero heroes).",
             "The outlier sweep for heights over a kilometre found 14 heroes.")


# ---------------------------------------------------------------------------
# car_1: model years
# ---------------------------------------------------------------------------


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, cars over 4,000 lb, average mpg and weight in lb?",
               "SELECT year, count(*) AS cars, count(*) FILTER (WHERE weight > 4000) AS heavy, "
               "round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(weight)) AS avg_lb FROM cars_data GROUP BY 1 ORDER BY 1")
    pm_chg(book, yr, ("1979", "avg_mpg"), ("1980", "avg_mpg"), 1, "average fuel economy", d=2, unit=" mpg")
    pm_chg(book, yr, ("1970", "avg_lb"), ("1982", "avg_lb"), 2, "average weight", unit=" lb")
    pm_chg(book, yr, ("1980", "avg_mpg"), ("1981", "avg_mpg"), 0, "average fuel economy", d=2, unit=" mpg")
    y3 = table("spider_car_1", "Average mpg for the 1980 model year?",
               "SELECT year, round(avg(mpg)::numeric, 2) AS avg_mpg FROM cars_data WHERE year = 1980 GROUP BY 1")
    pm_conv(book, y3, "1980", "avg_mpg", 1, lambda v, c: f"The 1980 cars average {v} mpg, {c} km per litre.", 2,
            KMPL_PER_MPG, 2, (1.609344, 1 / KMPL_PER_MPG, 0.264172), "1980 fuel economy in metric", hedge=True)
    pm_conv(book, yr, "1970", "avg_lb", 0, lambda v, c: f"1970 models: {v} lb on average ({c} kg)", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1 / 2.0, 0.3048), "1970 kerb weight in kg", hedge=False)
    pm_blend(book, yr, "avg_mpg", "cars", 1, "fuel economy", "car", "model year", unit=" mpg")
    pm_hit(book, yr, "1973", "heavy", "cars", 1, "cars", "weigh over 4,000 lb", label="model year 1973")
    pm_hit(book, yr, None, "heavy", "cars", 0, "cars", "weigh over 4,000 lb", label="all thirteen model years")
    pm_cmp(book, yr, "cars", "1973", "1974", 0, "models in the data", label=lambda x: f"model year {x}")
    pm_top(book, yr, "heavy", 3, 2, "heavy cars", label=lambda x: x)
    pm_empty(book, "spider_car_1", "Which cars do better than 50 mpg?",
             "SELECT id FROM cars_data WHERE mpg > 50", "mpg outliers",
             "We checked for mis-keyed mpg values above 50: zero cars.",
             "We checked for mis-keyed mpg values above 50: 3 cars.")


# ---------------------------------------------------------------------------
# atis, geography
# ---------------------------------------------------------------------------


def atis(book):
    al = table("defog_atis", "Per airline: flights, seconds elapsed, stops and the longest flight in seconds?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS seconds, sum(stops) AS stops, "
               "max(time_elapsed) AS longest FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    AFX = ["time_elapsed is stored in seconds, but one consumer read it as minutes."]
    pm_conv(book, al, "AA", "seconds", 0, lambda v, c: f"AA's three flights log {v} seconds, {c} hours in the air.", 0,
            1 / 3600, 1, (1 / 60, 1 / 1000, 1 / 100), "AA flying time", fx=AFX)
    pm_conv(book, al, "VX", "seconds", 1, lambda v, c: f"VX 890: {v} s ({c} minutes)", 0, 1 / 60, 1,
            (1 / 3600, 1 / 100, 1 / 1000), "the VX outlier", hedge=False, fx=AFX)
    pm_conv(book, al, "WN", "longest", 2, lambda v, c: f"The WN flight runs {v} seconds, {c} hours.", 0, 1 / 3600, 2,
            (1 / 60, 1 / 1000, 1 / 100), "WN flight time", hedge=True)
    pm_cmp(book, al, "seconds", "VX", "AS", 1, "seconds in the air")
    pm_rate(book, al, "seconds", "flights", "AA", 2, "flight", "flying time", d=1, sfx=" s")
    pm_share(book, al, "seconds", "AA", 1, "total flying time", other="UA")
    f0 = al.rid
    fl = table("defog_atis", "Which flight rows does AA operate, with their flight numbers?",
               "SELECT flight_id, airline_flight, flight_number, from_airport, to_airport FROM flight "
               "WHERE airline_code = 'AA' ORDER BY flight_id")
    pm_ident(book, fl, "mismatched AA flight numbers",
             "Root cause of the duplicate: flight_id 6 is filed as AA124 in airline_flight but AA123 in flight_number.",
             "AA124", "AA142", fx=["Two columns carry the flight number and nothing checks that they agree."])
    pm_empty(book, "defog_atis", "Which flights make more than two stops?",
             "SELECT flight_id FROM flight WHERE stops > 2", "multi-stop routing check",
             "No routing impact: zero flights make more than two stops.",
             "Routing impact: 5 flights make more than two stops.")
    del f0


def geography(book):
    mt = table("defog_geography", "Mountain heights in metres?",
               "SELECT mountain_name AS mountain, mountain_altitude AS metres, country_name AS country FROM mountain "
               "ORDER BY 2 DESC")
    GFX = ["Altitudes look like placeholders (round thousands), which nobody flagged at load time."]
    pm_conv(book, mt, "Nanga Parbat", "metres", 0, lambda v, c: f"Nanga Parbat is listed at {v} m, {c} feet.", 0,
            FT_PER_M, 0, (1 / FT_PER_M, 3.0, 39.37), "altitudes in feet", fx=GFX)
    pm_conv(book, mt, "K2", "metres", 1, lambda v, c: f"K2: {v} m ({c} ft)", 0, FT_PER_M, 0,
            (1 / FT_PER_M, 3.0, 39.37), "K2 in feet", hedge=False, fx=GFX)
    pm_cmp(book, mt, "metres", "Nanga Parbat", "K2", 3, "altitude", unit=" m", fx=GFX)
    lk = table("defog_geography", "Lake areas in square kilometres?",
               "SELECT lake_name AS lake, area, country_name AS country FROM lake ORDER BY 2 DESC")
    pm_conv(book, lk, "Lake Superior", "area", 0, lambda v, c: f"Lake Superior covers {v} sq km, {c} square miles.", 0,
            SQMI_PER_SQKM, 1, (MI_PER_KM, 1 / SQMI_PER_SQKM, 1.609344), "Lake Superior area in square miles")
    pm_top(book, lk, "area", 3, 1, "sq km of lake area")
    rv = table("defog_geography", "River lengths in km?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY 2 DESC")
    pm_conv(book, rv, "Volga", "length", 1, lambda v, c: f"Volga: {v} km ({c} miles)", 0, MI_PER_KM, 0,
            (1 / MI_PER_KM, 1.0 / 1.852, 0.3048), "river lengths in miles", hedge=False)
    pm_cmp(book, rv, "length", "Rhine", "Yukon", 1, "length", unit=" km")
    pm_empty(book, "defog_geography", "Which mountains are higher than 10,000 m?",
             "SELECT mountain_name FROM mountain WHERE mountain_altitude > 10000", "altitude overflow check",
             "Nothing exceeds the 10,000 m cap: zero mountains above it.",
             "Two mountains exceed the 10,000 m cap.")


# ---------------------------------------------------------------------------
# the small ones
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity and highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    pm_hit(book, sd, "Hampden Park", "average", "capacity", 2, "seats", "are filled on an average day",
           title="empty seats at Hampden Park")
    pm_hit(book, sd, "Stark's Park", "average", "capacity", 2, "seats", "are filled on an average day",
           title="utilisation at Stark's Park")
    pm_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 0, "seats")
    pm_chg(book, sd, ("Stark's Park", "lowest"), ("Stark's Park", "highest"), 1, "attendance at Stark's Park",
           l1="the lowest gate", l2="the highest gate")
    tv = table("spider_tvshow", "Per episode in air order: rating, share, viewers in millions, weekly rank?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, weekly_rank "
               "FROM tv_series ORDER BY id")
    pm_chg(book, tv, ("A Love of a Lifetime", "viewers_m"), ("The Hanged Man", "viewers_m"), 0, "viewers",
           d=2, unit="M", l1="the premiere", l2="the last episode")
    pm_chg(book, tv, ("A Love of a Lifetime", "rating"), ("Double Down", "rating"), 3, "the rating", d=1,
           l1="the premiere", l2="Double Down")
    pm_cmp(book, tv, "viewers_m", "Friendly Skies", "Keepers", 2, "viewers (millions)", d=2)
    pt = table("spider_pets_1", "Per pet type: pets, average and maximum weight in kg?",
               "SELECT pettype, count(*) AS pets, round(avg(weight)::numeric, 2) AS avg_kg, max(weight) AS max_kg "
               "FROM pets GROUP BY 1 ORDER BY 1")
    pm_conv(book, pt, "dog", "avg_kg", 1, lambda v, c: f"Dogs average {v} kg, {c} lb.", 2, LB_PER_KG, 1,
            (KG_PER_LB, 2.0, 1.5), "pet weights in pounds", hedge=False)
    bt = table("spider_battle_death", "Per battle: incidents, killed and injured?",
               "SELECT b.name AS battle, count(d.id) AS incidents, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY b.id, b.name ORDER BY b.id")
    pm_top(book, bt, "killed", 2, 1, "deaths")
    pm_rate(book, bt, "killed", "incidents", "Battle of Boruy", 1, "incident", "deaths", d=1)
    pm_plain(book, bt, "casualty totals",
             [Claim(f"The death table records {int(sum(bt.col('killed')))} killed and {int(sum(bt.col('injured')))} "
                    f"injured across the battles,",
                    [offc(bt, f"The death table records {int(sum(bt.col('killed')) * 1.4)} killed and "
                          f"{int(sum(bt.col('injured')))} injured across the battles,", sum(bt.col("killed")),
                          int(sum(bt.col("killed")) * 1.4))]),
              Claim("and three battles have no incidents linked at all.")])
    vt = table("spider_voter_1", "Votes per state?", "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    v = vt["NY"]["votes"] / sum(vt.col("votes"))
    book.pm(vt.db, vt.rid, "per_unit", "vote skew towards NY",
            [Claim(f"NY cast {n(100 * v, 0)}% of all votes,",
                   [offc(vt, f"NY cast {w(100 * v * 1.5, 0)}% of all votes,", 100 * v, 100 * v * 1.5)]),
             Claim("twice as many as any other state.", [("false_bound", "three times as many as any other state.")])],
            [], (), ["The test traffic generator only covers a handful of states."], ())
    dp = table("defog_advising", "Per department: courses, students enrolled and reviews?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews "
               "FROM course GROUP BY 1 ORDER BY 3 DESC, 1")
    pm_rate(book, dp, "reviews", "enrolled", "Computer Science", 0, "enrolled student", "reviews", d=2)
    tp = table("spider_cre_doc_template_mgt", "Per template type: templates and documents built on them?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d ON d.template_id = t.template_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    ntp, ndoc = int(sum(tp.col("templates"))), int(sum(tp.col("documents")))
    pm_plain(book, tp, "template usage audit",
             [Claim(f"{say(ntp).capitalize()} templates across {say(len(tp))} types have produced {say(ndoc)} documents;",
                    [words_twin("number_words_wrong_row", f"{say(ntp).capitalize()} templates across {say(len(tp))} types "
                                f"have produced {say(ntp)} documents;", ndoc, ntp)]),
              Claim("the two CV templates have produced none.")])
    pm_empty(book, "spider_cre_doc_template_mgt", "Which documents use a CV template?",
             "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
             "WHERE t.template_type_code = 'CV'", "orphaned CV templates",
             "Confirmed: zero documents reference a CV template.",
             "Confirmed: 11 documents reference a CV template.")


def main():
    sections = (northwind, chinook, heroes, cars, atis, geography, small)
    return run_set(Book40(), sections, "forty-first set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
