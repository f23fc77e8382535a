#!/usr/bin/env python3
"""
plausibility_fresh29.py — a thirtieth labelled set for check_answer, written
held out, development since its misses were read: answers the way a
language-model analyst writes a status e-mail to busy executives, over tables
spread across every database bench/plausibility.sh loads: northwind (net
sales, orders and customers per sales rep in 1996 and 1997, freight and
shipping days per shipper, net sales per quarter, units per category in 1996
and 1997, products and stock per supplier country), chinook (revenue per
support rep in 2024 and 2025, revenue per genre, per billing country and per
year, playlists' running time), BIRD's superhero (heroes, heights, weights and
villains per publisher), Spider's car_1 (cars, mpg, horsepower and weight per
cylinder count, mpg per model year), defog-dev's geography (city population
per country, river lengths, state population and area), atis (fares and flight
time per airline, multi-stop flights), advising (enrolment and reviews per
department) and academic (papers, citations and references per year), Spider's
cre_doc_template_mgt (documents per template type), course_teach (courses per
teacher), voter_1 (votes per contestant), tvshow (viewers per channel),
concert_singer (seats per year), pets_1 (pets per type) and battle_death
(casualties per ship), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the executive status
e-mail the other sets lack: a "Subject:" line (often carrying the headline
figure), a one-line greeting, a short summary sentence, a bulleted "Key
numbers" list (each bullet a label, a figure and a comparison in brackets), a
"Caveats" section, a "Next steps" line and a sign-off (sometimes the model's
"[Your Name]" placeholder). Figures as executives write them: money in k and M
("$1.2M", "$617k"), whole percentages ("up 18%"), "~40%", shares moving "up 3
pts", multiples as "2.3x" and "more than double", shares in words ("roughly
half", "a quarter of"), bounds ("north of 500"), "per rep", "per order", "vs.
last year", "vs. the average", ranks ("#2"), and narration figures (years,
quarters as "Q3", "top 3", "2 caveats"), digits and words mixed. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's, fresh11's and fresh16's):
  comparison  differences, multiples ("2.3x", "more than double"), percent
              more and less, one row at a fraction of another in words
  change      YoY and QoQ percent changes, absolute changes, shares moving in
              points, one row between two periods (columns)
  per_unit    totals over counts (per rep, per order, per customer), one row
              against the average, weighted averages of group averages, one
              row's share ("~40%", "roughly half"), the top rows' share
  conversion  cm as inches, kg as lbs and lbs as kg, hp as kW, mpg as km per
              litre, km as miles, sq km as sq miles, minutes and days as
              hours, milliseconds as hours and minutes
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, money in k and M, bounds ("north of"), ranks
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the blended one, a share of the wrong total or its complement, a percent change
over the wrong base, a relative change given as points), a false bound, share
or multiple in words, number words given to the wrong row, a count over an
empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding shown. A twin is kept only when its figure
is far from the true value (fresh4's rules) and, unless it is a real value in
the wrong role, far from every cell, aggregate, pairwise difference, ratio and
share of the result too.

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, n, num, off, usd, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, nbr_of, north_of, run, run_set, table
from plausibility_fresh11 import tilde
from plausibility_fresh16 import pct, share_words, shown, slm, x_words

IN_PER_CM = 1 / 2.54
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
MI_PER_KM = 0.621371192

GREET = ["Hi all,", "Hi team,", "Hello everyone,", "Hi leadership team,", "Morning all,", "Hi both,",
         "Hi all —", "Good afternoon,"]
SIGN = ["Best,\nMaya\nAnalytics", "Thanks,\nJordan", "Best regards,\n[Your Name]", "Cheers,\nSam (BI team)",
        "Regards,\nAnalytics team", "Best,\nPriya", "Thanks,\n[Your Name]\nSenior Analyst"]
NEXT = ["Happy to go deeper on any of this before the next review.",
        "I'll fold these into the deck for Thursday; shout if you want a different cut.",
        "Let me know if you'd like the full table or a breakdown by region.",
        "Can set up a quick call this week to walk through it.",
        "Will refresh once the next data load lands.",
        "Suggest we discuss at the Q3 planning session."]


def pre_(c, p):
    """The claim with p before its text and before each of its twins' texts."""
    if isinstance(c, str):
        c = Claim(c)
    c.text = p + c.text
    c.wrongs = [(r, p + x) for r, x in c.wrongs]
    return c


class Book29(Book10):
    """fresh10's Book10, with each answer laid out as a status e-mail: the subject line, a greeting,
    the summary, "Key numbers" as bullets, caveats, next steps and a sign-off."""

    def mail(self, db, rid, shape, subj, summ=(), keys=(), cav=(), nxt=None, derived=True, max_twins=2):
        k = self.cases
        subj = [subj] if isinstance(subj, (str, Claim)) else list(subj)
        summ = [summ] if isinstance(summ, (str, Claim)) else list(summ)
        claims = [pre_(subj[0], "Subject: ")] + [pre_(c, "") for c in subj[1:]]
        g = GREET[k % len(GREET)]
        if summ:
            claims += [pre_(summ[0], f"\n\n{g}\n\n")] + [pre_(c, "") for c in summ[1:]]
        else:
            claims.append(Claim(f"\n\n{g}"))
        if keys:
            claims.append(Claim("\n\nKey numbers:"))
            claims += [pre_(c, "\n- ") for c in keys]
        post = ""
        cav = [c for c in cav if c]
        if len(cav) == 1:
            post += f"\n\nCaveat: {cav[0]}"
        elif cav:
            post += "\n\nCaveats:" + "".join(f"\n- {c}" for c in cav)
        post += f"\n\nNext steps: {nxt or NEXT[(k * 5) % len(NEXT)]}"
        post += "\n\n" + SIGN[(k * 3) % len(SIGN)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=post)


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def xr(r):
    """A multiple in digits as executives write it ("2.3x", "2x"), away from the edge of its rounding:
    (text, decimals)."""
    for d in (1, 0, 2):
        if d == 0 and r < 1.95:
            continue
        if abs(abs(r * 10 ** d) % 1 - 0.5) > 0.08:
            return f"{r:,.{d}f}x", d
    raise AssertionError(r)


# ---------------------------------------------------------------------------
# shapes, as status e-mails
# ---------------------------------------------------------------------------


def em_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, cav=(), nxt=None):
    """Two named rows, the larger first, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pct(100 * diff / vb)
    lo, lod = pct(100 * diff / va)
    rt, rd = xr(r)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 4
    xw, xbad = x_words(r)
    fw, fbad = share_words(vb / va)
    if form == 1 and not xw:
        form = 0
    if form == 3 and not fw:
        form = 2
    if form == 0:
        subj = f"{cap(A)} ahead of {B} on {noun}"
        ab = "about " if hid == 0 else ""
        summ = [Claim(f"Quick update: {A} finished ahead of {B} on {noun}, by {ab}{hi}%.",
                      [off(t, "wrong_base", f"Quick update: {A} finished ahead of {B} on {noun}, by {ab}"
                           f"{w(100 * diff / va, hid)}%.", 100 * diff / vb, 100 * diff / va, hid, real=True)])]
        keys = [Claim(f"{cap(A)}: {S(va)} ({rt} {B})",
                      [off(t, "off", f"{cap(A)}: {S(va)} ({w(r * 1.5 + 0.3, rd)}x {B})", r, r * 1.5 + 0.3, rd)]),
                Claim(f"{cap(B)}: {S(vb)} (vs. {S(va)} for {A})", [nbr(lambda x: f"{cap(B)}: {x} (vs. {S(va)} for {A})")]),
                Claim(f"Gap: {S(diff)}", [gap(lambda x: f"Gap: {x}", 1.6)])]
    elif form == 1:
        subj = Claim(f"{cap(A)} at {xw} {B} on {noun}", [("false_bound", f"{cap(A)} at {xbad} {B} on {noun}")])
        summ = [Claim(f"Short version: a clear lead for {A} over {B} on {noun}.")]
        keys = [Claim(f"{cap(A)}: {S(va)} (#1 of the pair)"),
                Claim(f"{cap(B)}: {S(vb)} ({lo}% below {A})",
                      [off(t, "wrong_base", f"{cap(B)}: {S(vb)} ({w(100 * diff / vb, lod)}% below {A})",
                           100 * diff / va, 100 * diff / vb, lod, real=True),
                       nbr(lambda x: f"{cap(B)}: {x} ({lo}% below {A})")])]
    elif form == 2:
        subj = f"{cap(noun)}: {A} vs. {B}"
        summ = [Claim(f"The gap between {A} and {B} on {noun} is {S(diff)}.",
                      [gap(lambda x: f"The gap between {A} and {B} on {noun} is {x}.", 0.55)])]
        keys = [Claim(f"{cap(B)}: {S(vb)} ({lo}% below {A})",
                      [off(t, "wrong_base", f"{cap(B)}: {S(vb)} ({w(100 * diff / vb, lod)}% below {A})",
                           100 * diff / va, 100 * diff / vb, lod, real=True)]),
                Claim(f"{cap(A)}: {S(va)} (about {rt} {B})",
                      [off(t, "off", f"{cap(A)}: {S(va)} (about {w(r * 1.6 + 0.4, rd)}x {B})", r, r * 1.6 + 0.4, rd,
                           approx=True)])]
    else:
        subj = f"{cap(B)} vs. {A} on {noun}"
        summ = [Claim(f"On {noun}, {B} sits at {fw} of {A}'s level.",
                      [("false_bound", f"On {noun}, {B} sits at {fbad} of {A}'s level.")])]
        keys = [Claim(f"{cap(A)}: {S(va)}"),
                Claim(f"{cap(B)}: {S(vb)}", [nbr(lambda x: f"{cap(B)}: {x}")]),
                Claim(f"Difference: {S(diff)} ({hi}% more for {A})",
                      [off(t, "wrong_base", f"Difference: {S(diff)} ({w(100 * diff / va, hid)}% more for {A})",
                           100 * diff / vb, 100 * diff / va, hid, real=True)])]
    book.mail(t.db, t.rid, "comparison", subj, summ, keys, cav, nxt)


def em_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag="vs. last year",
           cav=(), nxt=None):
    """From one row (a period) to another, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    way = "up" if up else "down"
    sg = "+" if up else "−"

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    form = k % 4
    if form == 0:
        f0 = lambda x: f"{cap(noun)} {way} {x}% {tag}"
        subj = Claim(f0(p), [base(f0)])
        summ = [Claim(f"{cap(noun)} {'grew' if up else 'slipped'} from {S(v1)} in {l1} to {S(v2)} in {l2}.",
                      [nbr(lambda x: f"{cap(noun)} {'grew' if up else 'slipped'} from {x} in {l1} to {S(v2)} in {l2}.")])]
        keys = [Claim(f"{cap(l2)}: {S(v2)} ({sg}{S(abs(diff))} {tag})",
                      [absd(lambda x: f"{cap(l2)}: {S(v2)} ({sg}{x} {tag})", 1.7)])]
    elif form == 1:
        subj = f"{cap(noun)}, {l1} vs. {l2}"
        summ = [Claim(f"Headline: {noun} {way} {S(abs(diff))} {tag}.",
                      [absd(lambda x: f"Headline: {noun} {way} {x} {tag}.", 1.7)])]
        keys = [Claim(f"{cap(l2)}: {S(v2)}"),
                Claim(f"{cap(l1)}: {S(v1)}", [nbr(lambda x: f"{cap(l1)}: {x}")]),
                Claim(f"Change: {sg}{p}% {tag}", [base(lambda x: f"Change: {sg}{x}% {tag}")])]
    elif form == 2:
        subj = f"{cap(noun)} update ({l2})"
        summ = [Claim(f"{cap(l2)} landed at {S(v2)}, {p}% {'above' if up else 'below'} {l1}",
                      [base(lambda x: f"{cap(l2)} landed at {S(v2)}, {x}% {'above' if up else 'below'} {l1}")]),
                Claim(f"({S(v1)}).", [nbr(lambda x: f"({x}).")])]
        keys = [Claim(f"Net change: {sg}{S(abs(diff))} (vs. {l1})",
                      [absd(lambda x: f"Net change: {sg}{x} (vs. {l1})", 0.5)])]
        xw, xbad = x_words(v2 / v1 if up else v1 / v2)
        if xw:
            keys.append(Claim(f"Multiple: {l2 if up else l1} at {xw} {l1 if up else l2}",
                              [("false_bound", f"Multiple: {l2 if up else l1} at {xbad} {l1 if up else l2}")]))
    else:
        subj = f"{cap(noun)}: {S(v2)} in {l2}"
        summ = [Claim(f"That's {way} {p}% {tag}", [base(lambda x: f"That's {way} {x}% {tag}")]),
                Claim(f"from {S(v1)}.", [nbr(lambda x: f"from {x}.")])]
        keys = [Claim(f"Absolute change: {sg}{S(abs(diff))}", [absd(lambda x: f"Absolute change: {sg}{x}", 0.5)])]
    book.mail(t.db, t.rid, "change", subj, summ, keys, cav, nxt)


def em_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=True, d=0, unit="", label=None, tag="vs. last year",
           cav=(), nxt=None):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pct(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    f0 = lambda x: f"{name}: {noun} {'up' if up else 'down'} {x}% {tag}"
    subj = Claim(f0(p), [off(t, "wrong_base", f0(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])
    tw = []
    if nb and S(t[nb][c1]) != S(v1):
        tw.append(off(t, "neighbour_row", f"{cap(l1)}: {S(t[nb][c1])}", v1, t[nb][c1], D(v1), real=True))
    if k % 2 == 0:
        summ = [Claim(f"Good news on {name}: {noun} moved from {S(v1)} to {S(v2)}." if up else
                      f"A soft spot: {poss(name)} {noun} moved from {S(v1)} to {S(v2)}.")]
        keys = [Claim(f"{cap(l2)}: {S(v2)}"), Claim(f"{cap(l1)}: {S(v1)}", tw)]
    else:
        summ = [Claim(f"Flagging {poss(name)} {noun} for {l2}.")]
        keys = [Claim(f"{cap(l2)}: {S(v2)} ({'+' if up else '−'}{S(abs(diff))} vs. {l1})",
                      [off(t, "off", f"{cap(l2)}: {S(v2)} ({'+' if up else '−'}{W(abs(diff) * 1.6, D(diff))} vs. {l1})",
                           abs(diff), abs(diff) * 1.6, D(diff))])]
    book.mail(t.db, t.rid, "change", subj, summ, keys, cav, nxt)


def em_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, tag="vs. last year", cav=(), nxt=None):
    """One row's share of a column total in two periods: the move in points, then the relative change; twins:
    the relative change given as points, the later share's complement, the change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, s1d = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = pct(abs(rel))
    way = "up" if up else "down"
    unit = "pts" if k % 2 == 0 else "points"
    f0 = lambda x: f"{poss(cap(name))} share of {noun} {way} {x} {unit} {tag}"
    subj = Claim(f0(ppt), [off(t, "percent_as_points", f0(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)])
    summ = [Claim(f"Mix shift worth a look: {name} {'gained' if up else 'lost'} ground in {l2}.")]
    keys = [Claim(f"Share, {l1}: {s1t}%"),
            Claim(f"Share, {l2}: {s2t}% ({way} {ppt} {unit})",
                  [off(t, "complement", f"Share, {l2}: {w(100 - s2, s2d)}% ({way} {ppt} {unit})", s2, 100 - s2, s2d,
                       real=True)]),
            Claim(f"Relative change: {'+' if up else '−'}{rt}%",
                  [off(t, "wrong_base", f"Relative change: {'+' if up else '−'}{w(100 * abs(pp) / s2, rd)}%",
                       abs(rel), 100 * abs(pp) / s2, rd, real=True)])]
    book.mail(t.db, t.rid, "change", subj, summ, keys, cav, nxt)


def em_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            cav=(), nxt=None):
    """A total over a count for one row ("per rep", "per order"); the last voice sets it against the overall
    rate (twin: the plain mean of the rows' rates)."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = shown(cash, d, sfx)
    St = slm if cash else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{cap(what)} per {unit}: {x} ({name}; {St(tot)} over {c} {units})"
    elif form == 1:
        fmt = lambda x: f"{cap(name)} comes in at {x} per {unit} on {what} ({St(tot)} across {c} {units})."
    elif form == 2:
        fmt = lambda x: f"{cap(name)}: {x} per {unit} ({what})"
    else:
        fmt = lambda x: f"{cap(name)}: {x} per {unit}"
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    main = Claim(fmt(S(r)), tw)
    if form == 0:
        book.mail(t.db, t.rid, "per_unit", f"{cap(what)} per {unit}", [Claim(f"One efficiency number for you, on {name}.")],
                  [main], cav, nxt)
    elif form == 1:
        book.mail(t.db, t.rid, "per_unit", f"{cap(name)}, {what} per {unit}", [main], [], cav, nxt)
    elif form == 2:
        book.mail(t.db, t.rid, "per_unit", main, [Claim(f"Sharing the unit economics for {name}.")],
                  [Claim(f"{cap(what)}: {St(tot)}"), Claim(f"{cap(units)}: {c}")], cav, nxt)
    else:
        keys = [t[x][tot_col] for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        cnts = [t[x][cnt_col] for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        overall = sum(keys) / sum(cnts)
        plain = sum(a / b for a, b in zip(keys, cnts)) / len(cnts)
        ot, od = (slm(overall), 2) if cash else num(overall, d)
        ow = (lambda v: slm(v)) if cash else (lambda v: w(v, od) + sfx)
        vs = Claim(f"(vs. {ot if cash else ot + sfx} per {unit} across all {plural(t.key)})",
                   [off(t, "plain_as_weighted", f"(vs. {ow(plain)} per {unit} across all {plural(t.key)})", overall, plain,
                        od, real=True) if ow(plain) != (ot if cash else ot + sfx) else None])
        book.mail(t.db, t.rid, "per_unit", f"{cap(what)} per {unit}: {name} vs. the average",
                  [Claim(f"Where {name} stands on {what} per {unit}:")], [main, vs], cav, nxt)


def em_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, cav=(), nxt=None):
    """One row against the average of the rows ("vs. the average", "per rep")."""
    S, W, D = shown(cash, d, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    r = v / avg
    rt, rd = xr(r)
    name = label or key
    above = r > 1
    nb = nbr_of(t, key)
    summ = [Claim(f"{cap(name)} is {'well above' if r > 1.3 else 'above' if above else 'below'} the average "
                  f"{per} on {noun}.")]
    keys = [Claim(f"{cap(name)}: {S(v)} ({rt} the average)",
                  [off(t, "off", f"{cap(name)}: {S(v)} ({w(r * 1.5 + 0.2, rd)}x the average)", r, r * 1.5 + 0.2, rd),
                   off(t, "neighbour_row", f"{cap(name)}: {S(t[nb][col])} ({rt} the average)", v, t[nb][col], D(v),
                       real=True) if nb and S(t[nb][col]) != S(v) else None]),
            Claim(f"Average {per}: {S(avg)} across {say(len(vals))} {plural(per)}",
                  [off(t, "off", f"Average {per}: {W(avg * 1.45, D(avg))} across {say(len(vals))} {plural(per)}", avg,
                       avg * 1.45, D(avg))])]
    book.mail(t.db, t.rid, "per_unit", f"{cap(noun)} per {per}: {name} vs. the average", summ, keys, cav, nxt)


def em_blend(book, t, avg_col, n_col, k, noun, per, grp, cash=False, d=2, unit="", cav=(), nxt=None):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    avgs = [t[x][avg_col] for x in t.order]
    ns = [t[x][n_col] for x in t.order]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shown(cash, d, unit)
    if cash:
        S, W, D = (lambda v: usd(v, 0)), (lambda v, _d: usd(v, 0)), (lambda v: 2)
    if k % 2 == 0:
        fmt = lambda x: f"Blended {noun}: {x} per {per}"
        subj = Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain, D(wa))), wa, plain, D(wa), real=True)])
        summ = [Claim(f"Quick note on {noun} across the {say(len(avgs))} {plural(grp)}, weighted by {per} count.")]
        keys = [Claim(f"{plural(per).capitalize()} covered: {int(sum(ns)):,}")]
    else:
        subj = f"{cap(noun)}, all {plural(grp)}"
        fmt = lambda x: f"Average {noun}: {x} per {per} (every {per} counted once, not each {grp} equally)"
        summ = [Claim(f"Across {int(sum(ns)):,} {plural(per)} in {say(len(avgs))} {plural(grp)}:")]
        keys = [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain, D(wa))), wa, plain, D(wa), real=True)])]
    book.mail(t.db, t.rid, "per_unit", subj, summ, keys, cav, nxt)


def plural(x):
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("o", "s")) else "s")


def em_share(book, t, col, key, k, whole, other=None, cash=False, d=0, unit="", label=None, cav=(), nxt=None):
    """One row's share of the column total: "~40%", in words, or an exact percent."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    tl, tbad = tilde(100 * s)
    fw, fbad = share_words(s)
    form = k % 3
    if form == 0 and not tl:
        form = 1
    if form == 1 and not fw:
        form = 2

    def fig(x):
        return f"{cap(name)}: {S(v)} of {S(tot)} ({x}%)"

    tw = [off(t, "complement", fig(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fig(w(ws, sd)), 100 * s, ws, sd, real=True))
    if form == 0:
        subj = Claim(f"{cap(name)} = {tl} of {whole}", [("false_bound", f"{cap(name)} = {tbad} of {whole}")])
        summ = [Claim(f"Concentration check on {whole}.")]
        keys = [Claim(fig(st), tw)]
    elif form == 1:
        subj = f"Mix check: {whole}"
        summ = [Claim(f"{cap(name)} — {fw} of {whole}.",
                      [("false_bound", f"{cap(name)} — {fbad} of {whole}.")])]
        keys = [Claim(fig(st), tw)]
    else:
        f0 = lambda x: f"{poss(cap(name))} share of {whole}: {x}%"
        subj = f"{cap(name)} and {whole}"
        summ = [Claim(f"Flagging how much of {whole} sits with {name}.")]
        keys = [Claim(f0(st), [off(t, "complement", f0(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
                      + ([off(t, "wrong_total", f0(w(100 * v / (v + t[other][col]), sd)), 100 * s,
                              100 * v / (v + t[other][col]), sd, real=True)] if other else [])),
                Claim(f"In absolute terms: {S(v)} of {S(tot)}")]
    book.mail(t.db, t.rid, "per_unit", subj, summ, keys, cav, nxt)


def em_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, cav=(), nxt=None):
    """The top m rows together and their share of the total."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num(100 * s, 1)
    fw, fbad = share_words(s)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    if fw:
        subj = Claim(f"Top {m} = {fw} of {noun}", [("false_bound", f"Top {m} = {fbad} of {noun}")])
    else:
        subj = Claim(f"Top {m} = {st}% of {noun}", [off(t, "complement", f"Top {m} = {w(100 - 100 * s, sd)}% of {noun}",
                                                        100 * s, 100 - 100 * s, sd, real=True)])
    summ = [Claim(f"The top {say(m)} ({names}) carry most of the weight on {noun}." if s > 0.5 else
                  f"Concentration on {noun} is moderate: the top {say(m)} are {names}.")]
    keys = [Claim(f"Top {m} combined: {S(sm)} (of {S(tot)} in total)",
                  [off(t, "off", f"Top {m} combined: {W(sm * 1.35, D(sm))} (of {S(tot)} in total)", sm, sm * 1.35,
                       D(sm))])]
    if fw:
        keys.append(Claim(f"Share: {st}%", [off(t, "complement", f"Share: {w(100 - 100 * s, sd)}%", 100 * s,
                                                 100 - 100 * s, sd, real=True)]))
    book.mail(t.db, t.rid, "per_unit", subj, summ, keys, cav, nxt)


def em_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None, cav=(), nxt=None):
    """Ranks "#1", "#2", "#3"; twins: the next row's value."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]

    def nb(i, fmt):
        if S(v[i + 1]) == S(v[i]):
            return None
        return off(t, "neighbour_row", fmt(S(v[i + 1])), v[i], v[i + 1], D(v[i]), real=True)

    if k % 2 == 0:
        subj = f"{L(order[0])} #1 on {noun}"
        summ = [Claim(f"Rankings on {noun} are in, and {L(order[0])} holds the top spot.")]
        keys = [Claim(f"#1 {L(order[0])}: {S(v[0])}", [nb(0, lambda x: f"#1 {L(order[0])}: {x}")]),
                Claim(f"#2 {L(order[1])}: {S(v[1])}"),
                Claim(f"#3 {L(order[2])}: {S(v[2])}")]
    else:
        subj = f"{L(order[1])} ranked #2 on {noun}"
        summ = [Claim(f"{L(order[1])} came in #2 on {noun} with {S(v[1])},",
                      [nb(1, lambda x: f"{L(order[1])} came in #2 on {noun} with {x},")]),
                Claim(f"behind {L(order[0])} at {S(v[0])}.")]
        keys = [Claim(f"#3: {L(order[2])}, {S(v[2])}")]
    book.mail(t.db, t.rid, "plain", subj, summ, keys, cav, nxt, derived=False)


def em_north(book, t, col, key, k, what, label=None, unit="", cav=(), nxt=None, after=()):
    """A bound the figure clears ("north of 500"); twin: a false bound."""
    v = t[key][col]
    b, bad = north_of(v)
    assert b, (key, col, v)
    name = label or key
    bt = lambda x: f"{x:,.0f}{unit}" if not unit.startswith("$") else f"${x:,.0f}"
    subj = f"{cap(name)}: {what}"
    summ = [Claim(f"{cap(name)} is north of {bt(b)} on {what},", [("false_bound", f"{cap(name)} is north of {bt(bad)} on "
                                                                  f"{what},")]),
            Claim(f"at {usd(v) if unit.startswith('$') else n(v, 0 if float(v).is_integer() else 2) + unit} to be exact.")]
    book.mail(t.db, t.rid, "plain", subj, summ, list(after), cav, nxt, derived=False)


def em_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, subj, summ=(), keys=(), hedge=True, in_keys=True,
            cav=(), nxt=None):
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 5.0, 10, 0.1, 100, 0.01))
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    if in_keys:
        book.mail(t.db, t.rid, "conversion", subj, list(summ), list(keys) + [c], cav, nxt)
    else:
        book.mail(t.db, t.rid, "conversion", subj, list(summ) + [c], list(keys), cav, nxt)


def em_empty(book, db, question, sql, subj, ack, bad, keys=(), cav=(), nxt=None):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.mail(db, rid, "zero_ident", subj, [Claim(ack, [("count_over_empty", bad)])], list(keys), cav, nxt,
              derived=False)


def em_ident(book, t, subj, text, good, bad, keys=(), cav=(), nxt=None):
    assert bad != good and good in text, (text, good)
    book.mail(t.db, t.rid, "zero_ident", subj,
              [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])],
              list(keys), cav, nxt, derived=False)


def em_plain(book, t, subj, summ, keys=(), cav=(), nxt=None):
    book.mail(t.db, t.rid, "plain", subj, summ, list(keys), cav, nxt, derived=False)


# ---------------------------------------------------------------------------
# northwind: sales reps, shippers, quarters, categories, supplier countries
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"
Y = "extract(year FROM o.order_date)"
NWC = ["Sales are net of discounts and exclude freight.", "1998 is a partial year (orders stop in early May)."]


def northwind(book):
    rp = table("northwind", "Per sales rep: orders and customers in 1997, net sales in 1996 and 1997?",
               f"SELECT e.last_name AS rep, count(DISTINCT o.order_id) FILTER (WHERE {Y} = 1997) AS orders_1997, "
               f"count(DISTINCT o.customer_id) FILTER (WHERE {Y} = 1997) AS customers_1997, "
               f"round({NET} FILTER (WHERE {Y} = 1996)::numeric, 2) AS sales_1996, "
               f"round({NET} FILTER (WHERE {Y} = 1997)::numeric, 2) AS sales_1997 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 5 DESC")
    cv = NWC[:1]
    em_cmp(book, rp, "sales_1997", "Peacock", "Leverling", 0, "1997 net sales", cash=True, cav=cv)
    em_cmp(book, rp, "sales_1997", "Davolio", "Callahan", 1, "1997 net sales", cash=True, cav=cv)
    em_cmp(book, rp, "orders_1997", "Peacock", "Callahan", 2, "1997 orders")
    em_cmp(book, rp, "sales_1997", "Fuller", "Dodsworth", 3, "1997 net sales", cash=True, cav=cv)
    em_yoy(book, rp, "Leverling", "sales_1996", "sales_1997", 0, "net sales", "1996", "1997", cav=cv)
    em_yoy(book, rp, "King", "sales_1996", "sales_1997", 1, "net sales", "1996", "1997",
           cav=cv + ["King's 1996 figure covers only part of the year."])
    em_rate(book, rp, "sales_1997", "orders_1997", "Peacock", 0, "order", "1997 net sales", cash=True, cav=cv)
    em_rate(book, rp, "sales_1997", "customers_1997", "Leverling", 1, "customer", "1997 net sales", cash=True)
    em_rate(book, rp, "sales_1997", "orders_1997", "Buchanan", 3, "order", "1997 net sales", cash=True, cav=cv)
    em_avg(book, rp, "sales_1997", "Peacock", 0, "1997 net sales", "rep", cash=True, cav=cv)
    em_avg(book, rp, "orders_1997", "Dodsworth", 1, "1997 orders", "rep")
    em_share(book, rp, "sales_1997", "Peacock", 0, "1997 net sales", other="Leverling", cash=True)
    em_top(book, rp, "sales_1997", 3, 0, "1997 net sales", cash=True, cav=cv)
    em_rank(book, rp, "sales_1997", 1, "1997 net sales", cash=True)
    tot = sum(rp.col("sales_1997"))
    em_plain(book, rp, Claim(f"1997 net sales: {slm(tot)} across {say(len(rp))} reps",
                             [off(rp, "off", f"1997 net sales: {slm(tot * 1.4)} across {say(len(rp))} reps", tot,
                                  tot * 1.4, 2)]),
             [Claim(f"The team closed 1997 at {slm(tot)} in net sales,"),
              Claim(f"on {int(sum(rp.col('orders_1997')))} orders.",
                    [off(rp, "off", f"on {int(sum(rp.col('orders_1997')) * 1.3)} orders.", sum(rp.col("orders_1997")),
                         int(sum(rp.col("orders_1997")) * 1.3), 0)])],
             [Claim(f"Biggest book: Peacock, {slm(rp['Peacock']['sales_1997'])}",
                    [off(rp, "neighbour_row", f"Biggest book: Peacock, {slm(rp['Leverling']['sales_1997'])}",
                         rp["Peacock"]["sales_1997"], rp["Leverling"]["sales_1997"], 2, real=True)])], cav=cv)

    sh = table("northwind", "Per shipper: orders carried, total and average freight, average days to ship?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight, round(avg(o.shipped_date - o.order_date), 2) "
               "AS avg_days FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "WHERE o.shipped_date IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")
    scv = ["Unshipped orders are left out."]
    em_cmp(book, sh, "freight", "United Package", "Speedy Express", 0, "freight billed", cash=True, cav=scv)
    em_cmp(book, sh, "avg_days", "United Package", "Federal Shipping", 2, "average days to ship", d=2, unit=" days")
    em_conv(book, sh, "Speedy Express", "avg_days", 1, lambda v, c: f"Speedy Express takes {v} days to ship on average, "
            f"or {c} hours.", 2, 24, 0, (12, 60, 1 / 24, 7, 8), "Speedy Express turnaround", in_keys=False, hedge=False)
    em_rate(book, sh, "freight", "orders", "Federal Shipping", 1, "order", "freight", cash=True, d=2, cav=scv)
    em_share(book, sh, "orders", "United Package", 0, "shipments", other="Federal Shipping", cav=scv)
    em_blend(book, sh, "avg_days", "orders", 0, "days to ship", "order", "shipper", d=2)
    em_conv(book, sh, "United Package", "avg_days", 0, lambda v, c: f"United Package: {v} days from order to ship "
            f"({c} hours)", 2, 24, 0, (12, 60, 1 / 24, 7, 8), "Shipping speed by carrier",
            [Claim("Turnaround is the metric customers feel, so here it is in hours too.")], hedge=True)

    qt = table("northwind", "Per quarter: orders and net sales?",
               f"SELECT 'Q' || extract(quarter FROM o.order_date)::int || ' ' || {Y}::int AS quarter, "
               f"count(DISTINCT o.order_id) AS orders, round({NET}::numeric, 2) AS net_sales "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               f"GROUP BY 1, {Y}, extract(quarter FROM o.order_date) ORDER BY {Y}, extract(quarter FROM o.order_date)")
    em_chg(book, qt, "net_sales", "Q1 1997", "Q1 1998", 0, "Q1 net sales", cash=True, cav=NWC)
    em_chg(book, qt, "net_sales", "Q3 1997", "Q4 1997", 1, "net sales", cash=True, tag="QoQ")
    em_chg(book, qt, "orders", "Q4 1996", "Q4 1997", 2, "Q4 orders", l1="Q4 1996", l2="Q4 1997")
    em_chg(book, qt, "net_sales", "Q1 1998", "Q2 1998", 3, "net sales", cash=True, tag="QoQ", cav=NWC[1:])
    em_rank(book, qt, "net_sales", 0, "quarterly net sales", cash=True, cav=NWC[1:])
    tq = sum(qt.col("net_sales"))
    em_plain(book, qt, Claim(f"Net sales since mid-1996: {slm(tq)}",
                             [off(qt, "off", f"Net sales since mid-1996: {slm(tq * 1.45)}", tq, tq * 1.45, 2)]),
             [Claim(f"Across {say(len(qt))} quarters we booked {slm(tq)} in net sales"),
              Claim(f"on {int(sum(qt.col('orders'))):,} orders;",
                    [off(qt, "off", f"on {int(sum(qt.col('orders')) * 1.35):,} orders;", sum(qt.col("orders")),
                         int(sum(qt.col("orders")) * 1.35), 0)]),
              Claim(f"Q1 1998 alone brought in {slm(qt['Q1 1998']['net_sales'])}.",
                    [off(qt, "neighbour_row", f"Q1 1998 alone brought in {slm(qt['Q4 1997']['net_sales'])}.",
                         qt["Q1 1998"]["net_sales"], qt["Q4 1997"]["net_sales"], 2, real=True)])], cav=NWC)
    y97 = sum(qt[f"Q{i} 1997"]["net_sales"] for i in range(1, 5))
    h1 = qt["Q1 1997"]["net_sales"] + qt["Q2 1997"]["net_sales"]
    h2 = qt["Q3 1997"]["net_sales"] + qt["Q4 1997"]["net_sales"]
    ch, cd = pct(100 * (h2 - h1) / h1)
    book.mail(qt.db, qt.rid, "change", Claim(f"H2 1997 net sales up {ch}% on H1",
                                             [off(qt, "wrong_base", f"H2 1997 net sales up {w(100 * (h2 - h1) / h2, cd)}% "
                                                  f"on H1", 100 * (h2 - h1) / h1, 100 * (h2 - h1) / h2, cd, real=True)]),
              [Claim("The second half of 1997 was clearly stronger than the first.")],
              [Claim(f"H1 1997: {slm(h1)}"),
               Claim(f"H2 1997: {slm(h2)} (+{slm(h2 - h1)})",
                     [off(qt, "off", f"H2 1997: {slm(h2)} (+{slm((h2 - h1) * 1.7)})", h2 - h1, (h2 - h1) * 1.7, 2,
                          extra=[h1, h2, y97])]),
               Claim(f"Full year: {slm(y97)}",
                     [off(qt, "off", f"Full year: {slm(y97 * 1.3)}", y97, y97 * 1.3, 2, extra=[h1, h2])])],
              cav=NWC[:1])

    cu = table("northwind", "Per category: units sold in 1996 and in 1997?",
               f"SELECT c.category_name AS category, sum(od.quantity) FILTER (WHERE {Y} = 1996) AS units_1996, "
               f"sum(od.quantity) FILTER (WHERE {Y} = 1997) AS units_1997 FROM order_details od "
               "JOIN orders o ON o.order_id = od.order_id JOIN products p ON p.product_id = od.product_id "
               "JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 3 DESC")
    ucv = ["1996 covers July to December only, so YoY growth is flattered."]
    em_pts(book, cu, "units_1996", "units_1997", "Dairy Products", 0, "units", "1996", "1997", cav=ucv)
    em_pts(book, cu, "units_1996", "units_1997", "Grains/Cereals", 1, "units", "1996", "1997", cav=ucv)
    em_yoy(book, cu, "Confections", "units_1996", "units_1997", 1, "units", "1996", "1997", cash=False, cav=ucv)
    em_yoy(book, cu, "Beverages", "units_1996", "units_1997", 0, "units", "1996", "1997", cash=False)
    em_cmp(book, cu, "units_1997", "Dairy Products", "Produce", 1, "1997 units")
    em_top(book, cu, "units_1997", 3, 1, "1997 units")
    em_north(book, cu, "units_1997", "Meat/Poultry", 0, "1997 units", unit=" units",
             after=[Claim(f"Produce trails at {int(cu['Produce']['units_1997']):,} units",
                          [off(cu, "neighbour_row", f"Produce trails at {int(cu['Meat/Poultry']['units_1997']):,} units",
                               cu["Produce"]["units_1997"], cu["Meat/Poultry"]["units_1997"], 0, real=True)])])

    sp = table("northwind", "Per supplier country: products, average list price and units in stock?",
               "SELECT s.country, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS avg_price, "
               "sum(p.units_in_stock) AS in_stock FROM products p JOIN suppliers s ON s.supplier_id = p.supplier_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    em_cmp(book, sp, "avg_price", "France", "Germany", 1, "average list price", cash=True)
    em_cmp(book, sp, "in_stock", "USA", "Sweden", 3, "units in stock")
    em_avg(book, sp, "avg_price", "France", 0, "average list price", "supplier country", cash=True)
    em_blend(book, sp, "avg_price", "products", 0, "list price", "product", "supplier country", cash=True)
    em_share(book, sp, "products", "USA", 2, "the catalogue", other="Germany", label="US suppliers")
    em_plain(book, sp, f"Supplier footprint: {len(sp)} countries",
             [Claim(f"We buy from suppliers in {say(len(sp))} countries; the USA supplies the most products "
                    f"({say(int(sp['USA']['products']))}),"),
              Claim(f"Germany {say(int(sp['Germany']['products']))}.",
                    [words_twin("number_words_wrong_row", f"Germany {say(int(sp['UK']['products']))}.",
                                sp["Germany"]["products"], sp["UK"]["products"])])],
             [Claim(f"Total units in stock: {int(sum(sp.col('in_stock'))):,}",
                    [off(sp, "off", f"Total units in stock: {int(sum(sp.col('in_stock')) * 1.35):,}",
                         sum(sp.col("in_stock")), int(sum(sp.col("in_stock")) * 1.35), 0)])])

    em_empty(book, "northwind", "Which orders were shipped by Alliance Shippers?",
             "SELECT o.order_id FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
             "WHERE s.company_name = 'Alliance Shippers'", "Alliance Shippers: nothing to report yet",
             "Quick one: Alliance Shippers has carried 0 of our orders to date.",
             "Quick one: Alliance Shippers has carried 14 of our orders to date, all in 1998.")
    em_empty(book, "northwind", "Which orders carried more than $1,500 in freight?",
             "SELECT order_id FROM orders WHERE freight > 1500", "High-freight orders",
             "No order has cost us more than $1,500 in freight; the count is zero.",
             "Six orders have cost us more than $1,500 in freight.")
    fr = table("northwind", "The orders with the highest freight, with ids and customers?",
               "SELECT order_id, customer_id, freight FROM orders ORDER BY freight DESC LIMIT 3")
    top = fr.order[0]
    em_ident(book, fr, "Largest freight bill", f"The single biggest freight bill was order #{top} "
             f"({fr[top]['customer_id']}), at {usd(fr[top]['freight'])}.", f"#{top}", f"#{int(top) + 36}")


# ---------------------------------------------------------------------------
# chinook: support reps, genres, countries, years, playlists
# ---------------------------------------------------------------------------

CHC = ["Revenue is invoice totals, before any refunds.", "The store data is small, so single accounts move "
       "the numbers."]


def chinook(book):
    cr = table("chinook", "Per support rep: customers, invoices, revenue in 2024 and 2025, total revenue?",
               "SELECT e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS revenue_2024, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2025) AS revenue_2025, "
               "sum(i.total) AS revenue FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 6 DESC")
    em_cmp(book, cr, "revenue", "Peacock", "Johnson", 0, "lifetime revenue", cash=True, cav=CHC[:1])
    em_cmp(book, cr, "revenue_2024", "Park", "Johnson", 2, "2024 revenue", cash=True)
    em_yoy(book, cr, "Park", "revenue_2024", "revenue_2025", 1, "revenue", "2024", "2025", cav=CHC)
    em_rate(book, cr, "revenue", "customers", "Peacock", 0, "customer", "revenue", cash=True, d=2, cav=CHC[:1])
    em_rate(book, cr, "revenue", "invoices", "Park", 3, "invoice", "revenue", cash=True, d=2)
    em_rate(book, cr, "invoices", "customers", "Peacock", 2, "customer", "invoices", d=2)
    em_share(book, cr, "revenue", "Park", 1, "lifetime revenue", other="Peacock")
    em_avg(book, cr, "revenue_2025", "Johnson", 0, "2025 revenue", "rep", cash=True, d=2)
    y24, y25 = sum(cr.col("revenue_2024")), sum(cr.col("revenue_2025"))
    cp, cpd = pct(abs(100 * (y25 - y24) / y24))
    book.mail(cr.db, cr.rid, "change",
              Claim(f"2025 revenue down {cp}% vs. last year",
                    [off(cr, "wrong_base", f"2025 revenue down {w(abs(100 * (y25 - y24) / y25), cpd)}% vs. last year",
                         abs(100 * (y25 - y24) / y24), abs(100 * (y25 - y24) / y25), cpd, real=True)]),
              [Claim(f"Across the {say(len(cr))} reps, 2025 came in at {usd(y25)} against {usd(y24)} in 2024.",
                     [off(cr, "off", f"Across the {say(len(cr))} reps, 2025 came in at {usd(y25 * 0.7)} against "
                          f"{usd(y24)} in 2024.", y25, y25 * 0.7, 2)])],
              [Claim(f"Park: {usd(cr['Park']['revenue_2025'])} (the biggest drop)")], cav=CHC)

    gn = table("chinook", "Per genre (top eight by revenue): invoice lines and revenue?",
               "SELECT g.name AS genre, count(*) AS lines, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id "
               "GROUP BY 1 ORDER BY 3 DESC LIMIT 8")
    em_cmp(book, gn, "revenue", "Rock", "Latin", 1, "revenue", cash=True)
    em_cmp(book, gn, "revenue", "Metal", "TV Shows", 0, "revenue", cash=True)
    em_cmp(book, gn, "lines", "Alternative & Punk", "Jazz", 3, "lines sold", label=lambda x: x.replace("&", "and"))
    em_share(book, gn, "revenue", "Rock", 0, "top-8 genre revenue", other="Latin", cash=True)
    em_top(book, gn, "revenue", 3, 0, "top-8 genre revenue", cash=True)
    em_rate(book, gn, "revenue", "lines", "TV Shows", 1, "line", "revenue", cash=True, d=2)
    em_rank(book, gn, "lines", 1, "lines sold")

    co = table("chinook", "Per billing country (top eight by revenue): customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC LIMIT 8")
    em_cmp(book, co, "revenue", "USA", "Canada", 2, "revenue", cash=True)
    em_cmp(book, co, "customers", "USA", "France", 1, "customers")
    em_rate(book, co, "revenue", "customers", "France", 3, "customer", "revenue", cash=True, d=2)
    em_share(book, co, "revenue", "USA", 0, "revenue in the top 8 markets", other="Canada", cash=True)
    em_north(book, co, "revenue", "USA", 0, "revenue", unit="$", label="the USA")

    yr = table("chinook", "Per year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    em_chg(book, yr, "revenue", "2024", "2025", 0, "revenue", cash=True, cav=CHC[:1])
    em_chg(book, yr, "revenue", "2021", "2022", 1, "revenue", cash=True)
    em_chg(book, yr, "revenue", "2022", "2023", 3, "revenue", cash=True)
    ti = sum(yr.col("invoices"))
    b, bad = north_of(ti)
    em_plain(book, yr, Claim(f"Five-year revenue: {slm(sum(yr.col('revenue')))}",
                             [off(yr, "off", f"Five-year revenue: {slm(sum(yr.col('revenue')) * 1.5)}",
                                  sum(yr.col("revenue")), sum(yr.col("revenue")) * 1.5, 2)]),
             [Claim(f"Since {yr.order[0]} the store has issued north of {int(b)} invoices",
                    [("false_bound", f"Since {yr.order[0]} the store has issued north of {int(bad)} invoices")]),
              Claim(f"({int(ti)} to be exact), worth {usd(sum(yr.col('revenue')))} in all.")],
             [Claim(f"Best year: 2022, {usd(yr['2022']['revenue'])}",
                    [off(yr, "neighbour_row", f"Best year: 2022, {usd(yr['2023']['revenue'])}", yr["2022"]["revenue"],
                         yr["2023"]["revenue"], 2, real=True)])], cav=CHC[:1])

    pl = table("chinook", "Per playlist: tracks and total running time in ms?",
               "SELECT p.name AS playlist, count(*) AS tracks, sum(t.milliseconds) AS total_ms FROM playlist p "
               "JOIN playlist_track pt ON pt.playlist_id = p.playlist_id JOIN track t ON t.track_id = pt.track_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    msb = (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 1e6, 1 / 6e5)
    em_conv(book, pl, "TV Shows", "total_ms", 0, lambda v, c: f"TV Shows playlist: {v} ms ({c} hours of content)", 0,
            1 / 3.6e6, 0, msb, "Playlist running times", [Claim("Content-hours for the licensing conversation:")], hedge=False)
    em_conv(book, pl, "Classical", "total_ms", 1, lambda v, c: f"Classical runs {v} ms, or {c} minutes end to end.", 0,
            1 / 60000, 0, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 30000, 1 / 3600), "How long is the Classical playlist?", in_keys=False)
    em_conv(book, pl, "Grunge", "total_ms", 2, lambda v, c: f"Grunge: {v} ms ({c} minutes)", 0, 1 / 60000, 1,
            (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 30000, 1 / 3600), "Grunge playlist length",
            [Claim("Small one, but requested:")], hedge=False)
    em_conv(book, pl, "Music", "total_ms", 3, lambda v, c: f"Main \"Music\" playlist: {v} ms, i.e. {c} hours", 0,
            1 / 3.6e6, 0, msb, "Catalogue depth", [Claim("For the content review, the flagship playlist in hours:")],
            hedge=False)
    em_rate(book, pl, "total_ms", "tracks", "Heavy Metal Classic", 2, "track", "running time", d=0, sfx=" ms")

    em_empty(book, "chinook", "Which invoices total more than $30?",
             "SELECT invoice_id FROM invoice WHERE total > 30", "Large invoices",
             "There are no invoices above $30 — zero, so no single basket is skewing revenue.",
             "There are 4 invoices above $30, all from the USA.")
    bi = table("chinook", "The largest invoices, with ids and countries?",
               "SELECT invoice_id, billing_country, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3")
    top = bi.order[0]
    em_ident(book, bi, "Our largest invoice", f"Largest invoice on record: #{top} from "
             f"{bi[top]['billing_country']}, {usd(bi[top]['total'])}.", f"#{top}", f"#{int(top) + 52}")


# ---------------------------------------------------------------------------
# superhero and car_1
# ---------------------------------------------------------------------------

HEIGHT = "s.height_cm BETWEEN 100 AND 300"
WEIGHT = "s.weight_kg BETWEEN 20 AND 500"


def heroes(book):
    hp = table("superhero", "Per publisher with measured heroes (top six by heroes): heroes, villains, heroes with a plausible height and "
               "their average height in cm, average weight in kg?",
               "SELECT coalesce(nullif(p.publisher_name, ''), '(none)') AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE s.alignment_id = 2) AS villains, "
               f"count(*) FILTER (WHERE {HEIGHT}) AS measured, "
               f"round(avg(s.height_cm) FILTER (WHERE {HEIGHT}), 1) AS avg_height_cm, "
               f"round(avg(s.weight_kg) FILTER (WHERE {WEIGHT}), 1) AS avg_weight_kg "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id GROUP BY 1 "
               f"HAVING count(*) FILTER (WHERE {HEIGHT}) > 0 AND count(*) FILTER (WHERE {WEIGHT}) > 0 "
               "ORDER BY 2 DESC, 1 LIMIT 6")
    hcv = ["Heights and weights exclude obvious data-entry outliers."]
    em_cmp(book, hp, "heroes", "Marvel Comics", "DC Comics", 3, "roster size", label=lambda x: x.replace(" Comics", ""))
    em_cmp(book, hp, "villains", "Marvel Comics", "DC Comics", 1, "villains", label=lambda x: x.replace(" Comics", ""))
    em_share(book, hp, "heroes", "Marvel Comics", 1, "the top-6 roster", other="DC Comics", label="Marvel")
    em_share(book, hp, "villains", "DC Comics", 0, "villains", other="Marvel Comics", label="DC")
    em_rate(book, hp, "villains", "heroes", "Dark Horse Comics", 1, "hero", "villains", d=2)
    em_blend(book, hp, "avg_height_cm", "measured", 0, "height", "character", "publisher", d=1, unit=" cm", cav=hcv)
    em_plain(book, hp, f"Villain count, Marvel vs. DC",
             [Claim(f"Marvel's {int(hp['Marvel Comics']['heroes'])} characters include "
                    f"{int(hp['Marvel Comics']['villains'])} villains;",
                    [off(hp, "neighbour_row", f"Marvel's {int(hp['Marvel Comics']['heroes'])} characters include "
                         f"{int(hp['DC Comics']['villains'])} villains;", hp["Marvel Comics"]["villains"],
                         hp["DC Comics"]["villains"], 0, real=True)]),
              Claim(f"DC's {int(hp['DC Comics']['heroes'])} include {int(hp['DC Comics']['villains'])}.")],
             [Claim(f"Top-6 publishers combined: {int(sum(hp.col('heroes')))} characters",
                    [off(hp, "off", f"Top-6 publishers combined: {int(sum(hp.col('heroes')) * 1.4)} characters",
                         sum(hp.col("heroes")), int(sum(hp.col("heroes")) * 1.4), 0)])], cav=hcv[:0])
    em_conv(book, hp, "George Lucas", "avg_height_cm", 0, lambda v, c: f"George Lucas characters: {v} cm on average "
            f"({c} inches)", 1, IN_PER_CM, 1, (2.54, 1 / 3.28, 0.5, 0.3), "Character height, George Lucas titles",
            hedge=False, cav=hcv)
    em_conv(book, hp, "Marvel Comics", "avg_weight_kg", 1, lambda v, c: f"Marvel characters average {v} kg, about "
            f"{c} lbs.", 1, LB_PER_KG, 0, (KG_PER_LB, 1.5, 3.2, 1 / 1.5), "Marvel roster, average weight",
            hedge=False, in_keys=False, cav=hcv)
    em_conv(book, hp, "DC Comics", "avg_height_cm", 3, lambda v, c: f"DC characters: {v} cm tall on average ({c} in)", 1,
            IN_PER_CM, 1, (2.54, 1 / 3.28, 0.5), "DC roster, height in inches", hedge=False)
    em_empty(book, "superhero", "Which heroes are taller than 1,000 metres?",
             "SELECT id FROM superhero WHERE height_cm > 100000", "Height outliers",
             "For completeness: zero characters are recorded taller than 1,000 metres.",
             "For completeness: 3 characters are recorded taller than 1,000 metres.")


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, horsepower, weight (lbs) and 0-60 time?",
               "SELECT cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight), 0) AS avg_lbs, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel FROM cars_data GROUP BY 1 ORDER BY 1")
    L = lambda x: f"{x}-cylinder cars"
    ccv = ["Model years run 1970 to 1982 only."]
    em_cmp(book, cy, "avg_mpg", "4", "8", 0, "average mpg", d=2, label=L, cav=ccv)
    em_cmp(book, cy, "avg_hp", "8", "6", 1, "average horsepower", d=1, label=L)
    em_share(book, cy, "cars", "4", 1, "the models", other="8", label="4-cylinder cars")
    em_blend(book, cy, "avg_mpg", "cars", 0, "fuel economy", "car", "cylinder class", d=2, unit=" mpg", cav=ccv)
    em_blend(book, cy, "avg_lbs", "cars", 1, "kerb weight", "car", "cylinder class", d=0, unit=" lbs")
    em_conv(book, cy, "8", "avg_hp", 0, lambda v, c: f"V8 output: {v} hp on average, {c} kW", 1, KW_PER_HP, 0,
            (1 / KW_PER_HP, 0.5, 1.2, 0.6, 0.9, 1.36), "V8 power in metric", hedge=False)
    em_conv(book, cy, "4", "avg_mpg", 1, lambda v, c: f"4-cylinder economy: {v} mpg ({c} km per litre)", 2,
            KMPL_PER_MPG, 1, (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.7, 2.35), "Fuel economy for the EU team", hedge=False)
    em_rank(book, cy, "avg_mpg", 1, "average mpg", d=2, label=L)
    em_rank(book, cy, "avg_hp", 0, "average horsepower", d=1, label=L)
    em_conv(book, cy, "8", "avg_lbs", 3, lambda v, c: f"V8s: {v} lbs on average ({c} kg)", 0, KG_PER_LB, 0,
            (LB_PER_KG, 0.5, 0.1), "V8 kerb weight, metric", hedge=False)
    em_conv(book, cy, "4", "avg_hp", 0, lambda v, c: f"The typical 4-cylinder makes {v} hp, or {c} kW.", 1, KW_PER_HP, 1,
            (1 / KW_PER_HP, 0.5, 1.2, 1.36), "4-cylinder output", in_keys=False, hedge=False)

    my = table("spider_car_1", "Per model year: cars and average mpg?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    em_chg(book, my, "avg_mpg", "1970", "1980", 2, "average mpg", d=2, tag="over the decade", cav=ccv)
    em_chg(book, my, "avg_mpg", "1981", "1982", 0, "average mpg", d=2, tag="vs. the prior model year")
    em_chg(book, my, "cars", "1973", "1974", 1, "models released", tag="vs. the prior year")
    em_empty(book, "spider_car_1", "Which cars do better than 50 mpg?",
             "SELECT id FROM cars_data WHERE mpg > 50", "50 mpg club",
             "Nobody in the data clears 50 mpg: the count is zero.",
             "Two cars in the data clear 50 mpg, both 1980 models.")


# ---------------------------------------------------------------------------
# geography and atis
# ---------------------------------------------------------------------------


def geography(book):
    cc = table("defog_geography", "Per country: cities listed and their population?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population FROM city "
               "GROUP BY 1 ORDER BY 3 DESC")
    gcv = ["City list is a sample, not a census."]
    em_share(book, cc, "population", "United States", 1, "listed city population", other="Brazil", label="the US",
             cav=gcv)
    em_cmp(book, cc, "population", "Brazil", "India", 0, "city population")
    em_rate(book, cc, "population", "cities", "United States", 2, "city", "population", d=0, label="the US")
    em_top(book, cc, "population", 2, 0, "listed city population", cav=gcv)

    rv = table("defog_geography", "Every river: length in km and country?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY 2 DESC")
    mib = (1 / MI_PER_KM, 1.0, 0.5, 0.8)
    em_conv(book, rv, "Nile", "length", 0, lambda v, c: f"Nile: {v} km ({c} miles)", 0, MI_PER_KM, 0, mib,
            "River lengths in miles", hedge=False)
    em_conv(book, rv, "Danube", "length", 1, lambda v, c: f"The Danube is listed at {v} km, {c} miles.", 0, MI_PER_KM,
            0, mib, "Danube length", in_keys=False)
    em_cmp(book, rv, "length", "Rhine", "Yangtze", 0, "length", unit=" km")
    em_conv(book, rv, "Rhine", "length", 2, lambda v, c: f"Rhine: {v} km ({c} mi)", 0, MI_PER_KM, 0, mib,
            "Rhine, for the US audience", [Claim("Converted for the US-based team:")], hedge=False)
    em_top(book, rv, "length", 3, 1, "total river length", unit=" km")
    em_avg(book, rv, "length", "Amazon", 1, "length", "river", unit=" km")
    em_rank(book, rv, "length", 0, "length", unit=" km")

    st = table("defog_geography", "Per state: population and area?",
               "SELECT state_name AS state, population, area FROM state ORDER BY population DESC")
    em_rate(book, st, "population", "area", "Tokyo", 1, "sq km", "residents", d=2, units="sq km")
    em_conv(book, st, "Tokyo", "area", 0, lambda v, c: f"Tokyo covers {v} sq km — {c} sq miles.", 0, 0.386102159, 0,
            (1 / 0.386102159, 0.621371, 1.609344), "Tokyo footprint", in_keys=False, hedge=False)
    em_empty(book, "defog_geography", "Which rivers are longer than 5,000 km?",
             "SELECT river_name FROM river WHERE length > 5000", "Rivers over 5,000 km",
             "None: zero rivers in our table run past 5,000 km.",
             "Three rivers in our table run past 5,000 km.")


def atis(book):
    fa = table("defog_atis", "Per airline: fares filed, average one-way and round-trip cost?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    em_cmp(book, fa, "avg_round_trip", "VX", "AA", 0, "average round-trip fare", cash=True)
    em_blend(book, fa, "avg_round_trip", "fares", 1, "round-trip fare", "fare", "airline", cash=True)
    fl = table("defog_atis", "Per airline: flights and total minutes elapsed?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS minutes FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    em_conv(book, fl, "AA", "minutes", 0, lambda v, c: f"AA: {v} minutes in the air ({c} hours)", 0, 1 / 60, 0,
            (1 / 100, 1 / 24, 1 / 3600, 1 / 30), "Flight time by airline")
    em_rate(book, fl, "minutes", "flights", "UA", 0, "flight", "minutes", d=0, sfx=" min")
    em_conv(book, fl, "VX", "minutes", 1, lambda v, c: f"VX logs {v} minutes, roughly {c} hours, on a single flight.", 0,
            1 / 60, 1, (1 / 100, 1 / 24, 1 / 3600, 1 / 30), "VX flight time", in_keys=False, hedge=False)
    em_empty(book, "defog_atis", "Which flights make more than one stop?",
             "SELECT flight_id FROM flight WHERE stops > 1", "Multi-stop flights",
             "Good news for the network review: zero flights in the data make more than one stop.",
             "For the network review: 4 flights in the data make more than one stop.")
    em_ident(book, table("defog_atis", "Which flights does Virgin America (VX) operate?",
                         "SELECT flight_id, flight_number, from_airport, to_airport FROM flight "
                         "WHERE airline_code = 'VX' ORDER BY flight_id"),
             "VX schedule", "VX runs a single flight in the data, flight_id 8.", "flight_id 8", "flight_id 18")


# ---------------------------------------------------------------------------
# the small ones: advising, academic, doc templates, course_teach, voter_1,
# tvshow, concert_singer, pets_1, battle_death
# ---------------------------------------------------------------------------


def small(book):
    dp = table("defog_advising", "Per department: courses, students enrolled and reviews?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews "
               "FROM course GROUP BY 1 ORDER BY 3 DESC")
    em_rate(book, dp, "reviews", "enrolled", "Computer Science", 1, "student", "reviews", d=2)

    ay = table("defog_academic", "Per year: papers, citations and references?",
               "SELECT year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) AS refs "
               "FROM publication GROUP BY 1 ORDER BY 1")
    em_chg(book, ay, "refs", "2020", "2021", 1, "references", tag="vs. last year")
    book.mail(ay.db, ay.rid, "per_unit", "Research output, citations per paper",
              [Claim("Citation yield fell as output grew.")],
              [Claim(f"2020: {n(ay['2020']['citations'] / ay['2020']['papers'], 1)} citations per paper"),
               Claim(f"2021: {n(ay['2021']['citations'] / ay['2021']['papers'], 1)} per paper (vs. "
                     f"{n(sum(ay.col('citations')) / sum(ay.col('papers')), 1)} overall)",
                     [off(ay, "plain_as_weighted", f"2021: {n(ay['2021']['citations'] / ay['2021']['papers'], 1)} per "
                          f"paper (vs. {w((ay['2020']['citations'] / ay['2020']['papers'] + ay['2021']['citations'] / ay['2021']['papers']) / 2, 1)} overall)",
                          sum(ay.col("citations")) / sum(ay.col("papers")),
                          (ay["2020"]["citations"] / ay["2020"]["papers"] + ay["2021"]["citations"] / ay["2021"]["papers"]) / 2,
                          1, real=True)])])

    tp = table("spider_cre_doc_template_mgt", "Per template type: templates and documents built on them?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d ON d.template_id = t.template_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    em_plain(book, tp, "Template usage",
             [Claim(f"{say(int(sum(tp.col('templates')))).capitalize()} templates across {say(len(tp))} types produced "
                    f"{say(int(sum(tp.col('documents'))))} documents;",
                    [words_twin("number_words_wrong_row", f"{say(int(sum(tp.col('templates')))).capitalize()} templates "
                                f"across {say(len(tp))} types produced {say(int(sum(tp.col('templates'))))} documents;",
                                sum(tp.col("documents")), sum(tp.col("templates")))]),
              Claim("CV templates have produced zero so far.")],
             [Claim(f"BK (books): {say(int(tp['BK']['documents']))} documents from {say(int(tp['BK']['templates']))} "
                    f"templates")])
    em_empty(book, "spider_cre_doc_template_mgt", "Which documents use a CV template?",
             "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
             "WHERE t.template_type_code = 'CV'", "CV templates: no uptake",
             "Zero documents have been built on a CV template.",
             "Two documents have been built on a CV template.")

    te = table("spider_course_teach", "Per teacher: age and courses arranged?",
               "SELECT t.name AS teacher, t.age::int AS age, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    em_plain(book, te, "Teaching load",
             [Claim(f"Anne Walker (age {int(te['Anne Walker']['age'])}) is the only teacher with two courses;"),
              Claim("John Deloor and Joseph Huts have none.")],
             [Claim(f"Average age of the {say(len(te))} teachers: {n(sum(te.col('age')) / len(te), 1)}",
                    [off(te, "off", f"Average age of the {say(len(te))} teachers: "
                         f"{w(sum(te.col('age')) / len(te) * 1.3, 1)}", sum(te.col("age")) / len(te),
                         sum(te.col("age")) / len(te) * 1.3, 1)])])

    em_empty(book, "spider_voter_1", "Which votes went to Nita Coster?",
             "SELECT v.vote_id FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
             "WHERE c.contestant_name = 'Nita Coster'", "Nita Coster: vote count",
             "Nita Coster received zero votes.", "Nita Coster received 11 votes, mostly from NY.")
    vc = table("spider_voter_1", "Per contestant: contestant number and votes?",
               "SELECT c.contestant_name AS contestant, c.contestant_number, count(v.vote_id) AS votes "
               "FROM contestants c LEFT JOIN votes v ON v.contestant_number = c.contestant_number "
               "GROUP BY 1, 2 ORDER BY 3 DESC, 2")
    em_ident(book, vc, "Voting: the leader", f"Kelly Clauss (contestant #{int(vc['Kelly Clauss']['contestant_number'])}) "
             f"leads with two votes.", f"#{int(vc['Kelly Clauss']['contestant_number'])}",
             f"#{int(vc['Kelly Clauss']['contestant_number']) + 7}")

    tv = table("spider_tvshow", "Per channel: episodes and total viewers in millions?",
               "SELECT ch.series_name AS channel, count(*) AS episodes, sum(s.viewers_m::numeric) AS viewers_m "
               "FROM tv_series s JOIN tv_channel ch ON ch.id = s.channel GROUP BY 1 ORDER BY 3 DESC, 1")
    em_rate(book, tv, "viewers_m", "episodes", tv.order[0], 0, "episode", "viewers (M)", d=2)
    em_share(book, tv, "viewers_m", tv.order[0], 2, "total viewers", d=2)

    cy = table("spider_concert_singer", "Per year: concerts and seats offered?",
               "SELECT c.year, count(*) AS concerts, sum(s.capacity) AS seats FROM concert c JOIN stadium s "
               "ON s.stadium_id::text = c.stadium_id::text GROUP BY 1 ORDER BY 1")
    em_chg(book, cy, "seats", "2014", "2015", 0, "seats offered")

    pt = table("spider_pets_1", "Per pet type: pets and average weight in kg?",
               "SELECT pettype, count(*) AS pets, round(avg(weight)::numeric, 2) AS avg_kg FROM pets GROUP BY 1 "
               "ORDER BY 1")
    em_conv(book, pt, "dog", "avg_kg", 1, lambda v, c: f"Dogs: {v} kg each on average ({c} lbs)", 2, LB_PER_KG, 1,
            (KG_PER_LB, 2.0, 1.5, 3.0), "Pet weights, imperial", hedge=False)

    sk = table("spider_battle_death", "Per ship: killed and injured?",
               "SELECT s.name AS ship, coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured "
               "FROM ship s LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1")
    em_top(book, sk, "killed", 2, 1, "deaths")
    em_cmp(book, sk, "killed", sk.order[0], sk.order[2], 2, "deaths")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book29(), sections, "thirtieth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
