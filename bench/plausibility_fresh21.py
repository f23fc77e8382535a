#!/usr/bin/env python3
"""
plausibility_fresh21.py — a twenty-second labelled set for check_answer,
written held out, development since its misses were read: answers the way a language-model analyst writes in British /
Commonwealth English for a UK finance or operations team, leaning on
comparisons between two named rows, changes between periods and per-unit
figures, over queries of its own on the databases the other sets use least:
defog-dev's advising (courses' enrolments and reviews, students' credits and
grade points, offerings per semester), Spider's tvshow (episodes' viewers,
ratings and shares by air date, series and cartoons per channel), voter_1
(area codes per state, votes per contestant), cre_doc_template_mgt
(templates, documents and paragraphs per template type, templates' dates and
versions) and car_1 (European makers' fuel economy and weight), chinook
(tracks and running time per playlist, customers and revenue per billing
country, revenue per year for four countries, albums and tracks per artist,
staff hire dates), northwind (employees' net sales and orders in 1997 and in
January-April of 1997 and 1998, orders and freight per month of 1997,
products and prices per supplier country, freight per ship country),
BIRD's superhero (heroes' weights and heights) and defog-dev's geography
(rivers), all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the British
analyst's note the other sets lack: "per cent" and "%" mixed; "c.", "circa",
"in the region of", "some" and "or thereabouts" as approximations; "a
fifth", "a third", "two-thirds", "the lion's share", "just shy of", "north
of"; multiples as "twofold", "threefold", "2.5-fold", "half again as many";
money with ordinary thousands separators and "k" and "m" suffixes ("£41.2k",
"$128.8k", "1.8m"), pounds sterling where the data carry no currency
(chinook's totals) and dollars where they do (northwind); dates written "3
March 1997"; comparisons "X outstrips Y by ...", "Y trails X by ...", "X v.
Y", "against", "versus"; per-unit figures "a head", "per order", "apiece";
conversions into units a UK reader wants (kilograms as stone, US mpg as
imperial mpg, pounds as kilograms, kilometres as miles, milliseconds as
hours). Shapes, as in bench/plausibility_fresh4.py (whose helpers this set
reuses, with fresh7's, fresh10's and fresh11's):
  comparison  differences, multiples in digits and words ("twofold", "half
              again as many"), percent more and less, ratios "N to 1",
              one row's share of a pair
  change      changes between periods (rows) and within a row (columns):
              percent over the earlier figure, absolute changes, multiples
              and fractions of change in words
  per_unit    totals over counts (a head, per order, apiece), two rows' rates
              side by side, weighted averages of group averages, one row's
              share, the top rows' share, shares in words
  conversion  kg as stone and lb, US mpg as imperial mpg, lbs as kg, km as
              miles, ms as minutes and hours, bytes as GB
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, totals, dates, bounds in words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a ratio given as a share, a percent change over the wrong base),
a false bound or multiple or fraction in words, number words given to the
wrong row, a count over an empty result, a conversion by the wrong factor, a
changed identifier, or a figure off by more than the rounding shown. A twin
is kept only when its figure is far from the true value (fresh4's rules)
and, unless it is a real value in the wrong role, far from every cell,
aggregate, pairwise difference, ratio and share of the result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import dd_of, n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, north_of, num_few, run_set, table

ST_PER_KG = 0.157473044
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
IMP_PER_US_MPG = 1.200949926
MI_PER_KM = 0.621371192
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


# ---------------------------------------------------------------------------
# figures as a British analyst writes them
# ---------------------------------------------------------------------------


def money(v, c="£"):
    """Money in full: "£303.96", "$13,771.30"."""
    return ("-" if v < 0 else "") + c + num(abs(v), 2, cash=True)[0]


def compact(v, c="£"):
    """Money with a suffix: "£41.2k", "$1.3m"; under ten thousand in full."""
    a = abs(v)
    if a >= 1e6:
        return f"{c}{num_few(a / 1e6, 1)[0]}m"
    if a >= 1e4:
        return f"{c}{num_few(a / 1e3, 1)[0]}k"
    return money(a, c)


def disp(kind=None, d=0, unit=""):
    """(S, W, D): a value as shown, a wrong value shown alike, the decimals a twin is judged by.
    kind: None (a plain figure with a unit), "$" or "£" (money in full), "$k" or "£k" (money with a suffix)."""
    if kind in ("$", "£"):
        return ((lambda v: money(v, kind)), (lambda v, dd: kind + w(abs(v), dd)),
                (lambda v: num(abs(v), 2, cash=True)[1]))
    if kind in ("$k", "£k"):
        c = kind[0]
        return (lambda v: compact(v, c)), (lambda v, dd: compact(v, c)), (lambda v: 2)
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def pc(k):
    """Percent as the writer's hand takes it: "%" or " per cent"."""
    return (lambda x: f"{x} per cent") if k % 2 == 0 else (lambda x: f"{x}%")


def hedge_of(k):
    return ["c. ", "circa ", "in the region of ", "some "][k % 4]


FOLDS = [(2, "twofold"), (2.5, "2.5-fold"), (3, "threefold"), (4, "fourfold"), (5, "fivefold"), (6, "sixfold"),
         (8, "eightfold"), (10, "tenfold")]


def fold_words(r):
    """A multiple in words true of r ("roughly twofold", "just shy of threefold", "north of fourfold") and one
    clearly false; or (None, None)."""
    for m, wd in FOLDS:
        g = (r - m) / m
        above = [x for x in FOLDS if x[0] > r * 1.35]
        below = [x for x in FOLDS if x[0] < r / 1.35]
        if abs(g) < 0.03:
            bad = sorted(above + below, key=lambda x: abs(x[0] - r))
            return f"roughly {wd}", f"roughly {bad[0][1]}"
        if -0.08 <= g <= -0.03 and below:
            return f"just shy of {wd}", f"just shy of {below[-1][1]}"
        if 0.03 < g <= 0.15 and above:
            return f"north of {wd}", f"north of {above[0][1]}"
    return None, None


FR = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (1 / 5, "a fifth"), (2 / 3, "two-thirds"),
      (3 / 4, "three-quarters"), (1 / 10, "a tenth"), (2 / 5, "two-fifths"), (3 / 5, "three-fifths")]


def frac_br(s):
    """A share in words true of s ("roughly a fifth", "just shy of a third", "just north of half", "the lion's
    share") and one clearly false; or (None, None)."""
    for f, wd in FR:
        g = s - f
        above = sorted((x for x in FR if x[0] >= s + 0.1), key=lambda x: x[0])
        below = sorted((x for x in FR if x[0] <= s - 0.1), key=lambda x: -x[0])
        if abs(g) <= 0.008:
            bad = sorted(above + below, key=lambda x: abs(x[0] - s))
            return f"roughly {wd}", f"roughly {bad[0][1]}"
        if -0.035 <= g < -0.008 and below:
            return f"just shy of {wd}", f"just shy of {below[0][1]}"
        if 0.008 < g <= 0.035 and above:
            return f"just north of {wd}", f"just north of {above[0][1]}"
    if s >= 0.62:
        return "the lion's share", "well under half"
    return None, None


def approx(v, k):
    """A round figure within 1.2% of v with a British hedge: (fmt taking the figure's text, figure text, decimals);
    or (None, None, None)."""
    a = abs(v)
    for step, d in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            break
    else:
        return None, None, None
    if abs(s - v) / a < 0.002:
        if k % 5 == 4:
            return (lambda x: f"{x} or thereabouts"), f"{s:,.{d}f}", d
        h = hedge_of(k)
    elif s > v:
        h = ["just shy of ", "c. ", "a touch under "][k % 3]
    else:
        h = ["just over ", "some ", "a shade over "][k % 3]
    return (lambda x: h + x), f"{s:,.{d}f}", d


def dmy(iso):
    """An ISO date (or timestamp) written "3 March 1997"."""
    y, m, d = str(iso)[:10].split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y}"


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def br_cmp(book, t, col, a, b, k, noun, kind=None, d=0, unit="", label=None, pre="", many="as many"):
    """Two named rows, the larger first, in six voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = disp(kind, d, unit)
    P = pc(k)
    diff, r = va - vb, va / vb
    dd = D(diff)
    hi, hid = num(100 * diff / vb, 0 if 100 * diff / vb >= 10 else 1)
    lo, lod = num(100 * diff / va, 0 if 100 * diff / va >= 10 else 1)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def base_hi(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va, hid, real=True)

    def base_lo(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb, lod, real=True)

    form = k % 6
    fw, fbad = fold_words(r)
    if form == 2 and not fw and not 1.46 <= r <= 1.54:
        form = 0
    if form == 0:
        f1 = lambda x: f"{cap(A)} outstrips {B} by {x} on {noun}"
        f3 = lambda x: f"some {P(x)} more."
        claims = [Claim(f1(S(diff)), [off(t, "off", f1(W(diff * 1.6, dd)), diff, diff * 1.6, dd)]),
                  Claim(f"({S(va)} against {S(vb)}),", [nbr(lambda x: f"({S(va)} against {x}),")]),
                  Claim(f3(hi), [base_hi(f3)])]
    elif form == 1:
        f1 = lambda x: f"{cap(B)} trails {A} by {P(x)} on {noun}:"
        claims = [Claim(f1(lo), [base_lo(f1)]),
                  Claim(f"{S(vb)} versus {S(va)}.", [nbr(lambda x: f"{x} versus {S(va)}.")])]
    elif form == 2:
        if 1.46 <= r <= 1.54:
            head = Claim(f"{cap(A)} has half again {many} {noun} as {B}",
                         [("false_bound", f"{cap(A)} has threefold the {noun} of {B}")])
        else:
            head = Claim(f"On {noun} the gap is {fw}:", [("false_bound", f"On {noun} the gap is {fbad}:")])
        claims = [head,
                  Claim(f"{A} at {S(va)}, {B} at {S(vb)}." if not head.text.endswith(B) else
                        f"({S(va)} v. {S(vb)}).",
                        [nbr(lambda x: f"{A} at {S(va)}, {B} at {x}." if not head.text.endswith(B) else
                             f"({S(va)} v. {x}).")])]
    elif form == 3:
        rt, rd = num(r, 1 if r >= 1.5 else 2)
        f1 = lambda x: f"{cap(A)} leads {B} in the region of {x} to 1 on {noun}"
        f2 = lambda x: f"in absolute terms the gap is {x}."
        claims = [Claim(f1(rt), [off(t, "off", f1(w(r * 1.5 + 0.3, rd)), r, r * 1.5 + 0.3, rd, approx=True)]),
                  Claim(f"({S(va)} v. {S(vb)});", [nbr(lambda x: f"({S(va)} v. {x});")]),
                  Claim(f2(S(diff)), [off(t, "off", f2(W(diff * 0.55, dd)), diff, diff * 0.55, dd)])]
    elif form == 4:
        sh, shd = num(100 * va / (va + vb), 1)
        tail = ", the lion's share" if va / (va + vb) >= 0.62 else ""
        f2 = lambda x: f"{poss(A)} slice is {P(x)}{tail}"
        tot = f"{S(va + vb)} of {noun}" if kind else f"{S(va + vb)} {noun}"
        claims = [Claim(f"Between them {A} and {B} account for {tot};"),
                  Claim(f2(sh), [off(t, "ratio_as_share", f2(w(100 * vb / va, shd)), 100 * va / (va + vb),
                                     100 * vb / va, shd, real=True)]),
                  Claim(f"({S(va)} against {S(vb)}).", [nbr(lambda x: f"({S(va)} against {x}).")])]
    else:
        f2 = lambda x: f"{cap(B)} trails by {x},"
        f3 = lambda x: f"or c. {P(x)} below {poss(A)} figure."
        claims = [Claim(f"On {noun} — {A}: {S(va)}; {B}: {S(vb)}."),
                  Claim(f2(S(diff)), [off(t, "off", f2(W(diff * 1.7, dd)), diff, diff * 1.7, dd)]),
                  Claim(f3(lo), [base_lo(f3)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def br_chg(book, t, src, dst, k, noun, kind=None, d=0, unit="", l1=None, l2=None, pre="", more="more",
           fewer="fewer"):
    """From one cell (a period) to another: src and dst are (row, column); in four voices."""
    (r1, c1), (r2, c2) = src, dst
    if kind and fewer == "fewer":
        fewer = "less"
    v1, v2 = t[r1][c1], t[r2][c2]
    l1, l2 = l1 or r1, l2 or r2
    S, W, D = disp(kind, d, unit)
    P = pc(k + 1)
    diff = v2 - v1
    up = diff > 0
    ch = abs(100 * diff / v1)
    p, pd = num(ch, 0 if ch >= 10 else 1)
    wb = abs(100 * diff / v2)
    dd = D(abs(diff))
    nb = nbr_of(t, r1, avoid=(r2,)) if c1 == c2 else nbr_of(t, r1)

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), ch, wb, pd, real=True)

    def nbr(fmt):
        if not nb or not isinstance(t[nb][c1], float) or S(t[nb][c1]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][c1])), v1, t[nb][c1], D(v1), real=True)

    form = k % 4
    fw, fbad = fold_words(v2 / v1) if up else frac_br(abs(diff) / v1)
    if form == 2 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} from {x} in {l1} to {S(v2)} in {l2},"
        f2 = lambda x: f"{'an increase' if up else 'a decrease'} of {P(x)}."
        claims = [Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(p), [base(f2)])]
    elif form == 1:
        f1 = lambda x: f"On {noun}, {l2} came in at {S(v2)}, {x} {'up' if up else 'down'} on {l1}"
        f2 = lambda x: f"— a {'rise' if up else 'fall'} of c. {P(x)}."
        claims = [Claim(f1(S(abs(diff))), [off(t, "off", f1(W(abs(diff) * 1.7, dd)), abs(diff), abs(diff) * 1.7,
                                                dd)]),
                  Claim(f"({S(v1)})"), Claim(f2(p), [base(f2)])]
    elif form == 2:
        if up:
            claims = [Claim(f"{cap(noun)} grew {fw} between {l1} and {l2},",
                            [("false_bound", f"{cap(noun)} grew {fbad} between {l1} and {l2},")])]
        else:
            claims = [Claim(f"{cap(noun)} fell by {fw} between {l1} and {l2},",
                            [("false_bound", f"{cap(noun)} fell by {fbad} between {l1} and {l2},")])]
        f2 = lambda x: f"from {x} to {S(v2)}."
        claims.append(Claim(f2(S(v1)), [nbr(f2)]))
    else:
        f1 = lambda x: f"Versus {l1}, the figure for {noun} is {'up' if up else 'down'} {P(x)} at {S(v2)} (from {S(v1)});"
        f2 = lambda x: f"that is {x} {more if up else fewer}."
        claims = [Claim(f1(p), [base(f1)]),
                  Claim(f2(S(abs(diff))), [off(t, "off", f2(W(abs(diff) * 0.5, dd)), abs(diff), abs(diff) * 0.5,
                                                dd)])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def br_rate(book, t, tot_col, cnt_col, key, k, unit, what, kind=None, d=2, label=None, other=None, olabel=None,
            units=None, pre="", sfx=""):
    """A total over a count for one row (a head, per order, apiece), in four voices; with other, the second row's
    rate beside it."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = disp(kind, d, sfx)
    St = disp(kind, 0 if float(tot).is_integer() else 2, sfx)[0]
    rd = D(r)
    name = label or key
    units = units or (unit + ("es" if unit.endswith("o") else "s"))
    nb = nbr_of(t, key, avoid=(other,) if other else ())
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    ro = t[other][tot_col] / t[other][cnt_col] if other else None
    head = "a head" if unit in ("customer", "student", "enrolled student", "employee", "hero") else f"per {unit}"
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{cap(name)} works out at {x} per {unit} ({St(tot)} across {int(cnt):,} {units})."
    elif form == 1:
        fmt = lambda x: f"Spread over {int(cnt):,} {units}, {poss(name)} {St(tot)} {what} comes to c. {x} apiece."
    elif form == 2:
        fmt = lambda x: f"On a per-{unit} basis {name} sits at {x}"
    else:
        fmt = lambda x: f"{cap(poss(name))} {what} of {St(tot)} over {int(cnt):,} {units} is {x} {head}."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    claims = [Claim(fmt(S(r)), tw)]
    if form == 2 or other:
        on = olabel or other
        rn = ro if other else rn
        if form == 2:
            claims[0].text += f" ({St(tot)} over {int(cnt):,} {units}),"
            claims[0].wrongs = [(ro, x + f" ({St(tot)} over {int(cnt):,} {units}),") for ro, x in claims[0].wrongs]
            f2 = lambda x: f"against {x} for {on}."
        else:
            f2 = lambda x: f"For comparison, {on} comes to {x} per {unit}."
        if rn is not None:
            claims.append(Claim(f2(S(rn)), [off(t, "off", f2(W(rn * 1.6, D(rn))), rn, rn * 1.6, D(rn))]))
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def br_pooled(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None, pre="", cur=""):
    """The weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    wt = cur + wt
    form = k % 3
    if form == 0:
        fmt = lambda x: f"Weighted by {per}s ({int(sum(ns)):,} in all), the overall {noun} is c. {x}{unit}"
        after = [Claim(f"— not the simple mean of the {say(len(keys))} group figures.")]
    elif form == 1:
        fmt = lambda x: f"Across all {int(sum(ns)):,} {per}s, {noun} averages {x}{unit}."
        after = []
    else:
        fmt = lambda x: f"Taken together, with each group counted by its size, the {per} average for {noun} is {x}{unit}."
        after = []
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(cur + w(plain, wd)), wa, plain, wd,
                                                              real=True)])] + after, pre=pre)


def br_share(book, t, col, key, k, whole, other=None, kind=None, d=0, label=None, pre="", unit=""):
    """One row's share of the column total: in words and per cent; twins: a false fraction, the complement,
    the share of the wrong total."""
    S = disp(kind, d, unit)[0]
    P = pc(k)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = frac_br(s)
    tw = []
    form = k % 3
    if form == 0 and fw:
        fmt = lambda x: f"{cap(name)} accounts for {fw} of {whole} — {P(x)} ({S(v)} of {S(tot)})."
        tw.append(("false_bound", f"{cap(name)} accounts for {fbad} of {whole} — {P(st)} ({S(v)} of {S(tot)})."))
    elif form == 1 and fw:
        fmt = lambda x: f"{cap(name)}: {S(v)} of the {S(tot)} total, or {P(x)} — {fw}."
        tw.append(("false_bound", f"{cap(name)}: {S(v)} of the {S(tot)} total, or {P(st)} — {fbad}."))
    else:
        fmt = lambda x: f"{poss(cap(name))} share of {whole} comes to {P(x)} ({S(v)} out of {S(tot)})."
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=pre)


def br_top(book, t, col, m, k, noun, kind=None, d=0, unit="", label=None):
    """The top m rows together and their share of the total; twins: an off sum, the complement."""
    S, W, D = disp(kind, d, unit)
    P = pc(k)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = num(sh, 1)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    lead = "the lion's share, " if sh >= 62 else ""
    if k % 2 == 0:
        f1 = lambda x: f"The top {say(m)} ({names}) between them hold {x} of {noun}"
        f2 = lambda x: f"— {lead}{P(x)} of the {S(tot)} total."
        claims = [Claim(f1(S(sm)), [off(t, "off", f1(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
                  Claim(f2(st), [off(t, "complement", f2(w(100 - sh, sd)), sh, 100 - sh, sd, real=True)])]
    else:
        f1 = lambda x: f"It is a concentrated picture: {names} take {P(x)} of {noun}"
        claims = [Claim(f1(st), [off(t, "complement", f1(w(100 - sh, sd)), sh, 100 - sh, sd, real=True)]),
                  Claim(f"({S(sm)} of {S(tot)})."),]
    book.case(t.db, t.rid, "per_unit", claims)


def br_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


def br_about(book, t, col, key, k, what, shape="plain", kind=None, lead="", after=(), label=None, sfx=""):
    """A cell or a total in round figures with a British hedge; twin: the same hedge on a figure far off."""
    v = t[key][col] if key is not None else sum(t.col(col))
    c = "" if kind is None else kind[0]
    fmt, fig, d = approx(v, k)
    if fmt is None:
        return
    name = label or key
    text = lambda x: f"{lead}{cap(name) + ': ' if name else ''}{fmt(c + x + sfx)} {what}".rstrip() + "."
    bad = v * 1.35
    step = 10 ** max(len(str(int(abs(v)))) - 2, 0)
    bad = round(bad / step) * step
    book.case(t.db, t.rid, shape, [Claim(text(fig), [off(t, "off", text(f"{bad:,.{d}f}"), v, bad, d,
                                                              approx=True)])] + list(after), derived=False)


def br_north(book, t, col, key, k, what, kind=None, label=None, after=()):
    """A cell "north of" a round bound it clears; twin: north of a bound above the cell."""
    v = t[key][col]
    b, bad = north_of(v)
    if b is None:
        return
    c = "" if kind is None else kind[0]
    name = label or key
    fmt = (lambda x: f"{cap(name)} comes in north of {c}{x} {what}.") if k % 2 == 0 else \
        (lambda x: f"{cap(name)}: comfortably north of {c}{x} {what}.")
    book.case(t.db, t.rid, "plain", [Claim(fmt(f"{b:,.0f}"), [("false_bound", fmt(f"{bad:,.0f}"))])] + list(after),
              derived=False)


# ---------------------------------------------------------------------------
# northwind: employees' 1997 sales, January-April of 1997 and 1998, months of 1997, suppliers, ship countries
# ---------------------------------------------------------------------------


def northwind(book):
    em = table("northwind", "Per employee: hire date, orders taken and net sales in 1997?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, e.hire_date, count(DISTINCT o.order_id) AS orders, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2) AS net_sales "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id "
               "JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2 ORDER BY 4 DESC")
    br_cmp(book, em, "net_sales", "Margaret Peacock", "Janet Leverling", 0, "1997 net sales", kind="$k")
    br_cmp(book, em, "net_sales", "Nancy Davolio", "Robert King", 1, "1997 net sales", kind="$")
    br_cmp(book, em, "orders", "Laura Callahan", "Steven Buchanan", 2, "orders taken", many="as many")
    br_cmp(book, em, "net_sales", "Andrew Fuller", "Michael Suyama", 3, "net sales", kind="$")
    br_cmp(book, em, "orders", "Margaret Peacock", "Nancy Davolio", 4, "orders in 1997")
    br_rate(book, em, "net_sales", "orders", "Margaret Peacock", 0, "order", "net sales", kind="$")
    br_rate(book, em, "net_sales", "orders", "Laura Callahan", 2, "order", "net sales", kind="$",
            other="Robert King")
    br_share(book, em, "net_sales", "Margaret Peacock", 0, "the year's net sales", other="Janet Leverling",
             kind="$k")
    br_top(book, em, "net_sales", 3, 0, "1997 net sales", kind="$k")
    mp = em["Margaret Peacock"]
    book.case(em.db, em.rid, "plain", [
        Claim(f"Margaret Peacock, with us since {dmy(mp['hire_date'])}, took {int(mp['orders'])} orders in 1997",
              [off(em, "neighbour_row", f"Margaret Peacock, with us since {dmy(mp['hire_date'])}, took "
                   f"{int(em['Janet Leverling']['orders'])} orders in 1997", mp["orders"],
                   em["Janet Leverling"]["orders"], 0, real=True)]),
        Claim(f"worth {compact(mp['net_sales'], '$')} net."),
    ], derived=False)
    ad = em["Anne Dodsworth"]
    book.case(em.db, em.rid, "plain", [
        Claim(f"At the other end, Anne Dodsworth (joined {dmy(ad['hire_date'])}) booked "
              f"{say(int(ad['orders']))} orders,",
              [words_twin("number_words_wrong_row", f"At the other end, Anne Dodsworth (joined {dmy(ad['hire_date'])})"
                          f" booked {say(int(em['Laura Callahan']['orders']))} orders,", ad["orders"],
                          em["Laura Callahan"]["orders"])]),
        Claim(f"{money(ad['net_sales'], '$')} in all."),
    ], derived=False)
    br_about(book, em, "net_sales", None, 1, "of net sales across the nine of them in 1997", kind="$", label="",
             lead="Team total: ")

    br_north(book, em, "net_sales", "Janet Leverling", 0, "of net sales in 1997", kind="$")

    ja = table("northwind", "Per employee: net sales from January to April, 1997 and 1998?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount)) FILTER (WHERE o.order_date >= '1997-01-01' "
               "AND o.order_date < '1997-05-01')::numeric, 2) AS jan_apr_1997, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount)) FILTER (WHERE o.order_date >= '1998-01-01' "
               "AND o.order_date < '1998-05-01')::numeric, 2) AS jan_apr_1998 "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id "
               "JOIN order_details od ON od.order_id = o.order_id GROUP BY 1 ORDER BY 3 DESC")
    yy = lambda key: ((key, "jan_apr_1997"), (key, "jan_apr_1998"))
    br_chg(book, ja, *yy("Janet Leverling"), 0, "Janet Leverling's January–April net sales", kind="$k",
           l1="1997", l2="1998")
    br_chg(book, ja, *yy("Margaret Peacock"), 1, "Margaret Peacock's net sales", kind="$", l1="Jan–Apr 1997",
           l2="Jan–Apr 1998")
    br_chg(book, ja, *yy("Andrew Fuller"), 2, "Andrew Fuller's January–April sales", kind="$k", l1="1997",
           l2="1998")
    br_chg(book, ja, *yy("Michael Suyama"), 3, "Michael Suyama's total", kind="$", l1="the first four months of 1997",
           l2="the same months of 1998")
    br_chg(book, ja, *yy("Robert King"), 2, "Robert King's January–April net sales", kind="$k", l1="1997",
           l2="1998")
    t97, t98 = sum(ja.col("jan_apr_1997")), sum(ja.col("jan_apr_1998"))
    g, gd = num(100 * (t98 / t97 - 1), 0)
    book.case(ja.db, ja.rid, "change", [
        Claim(f"Across the team, January–April net sales went from {compact(t97, '$')} in 1997 to "
              f"{compact(t98, '$')} in 1998,"),
        Claim(f"up c. {g} per cent.", [off(ja, "wrong_base", f"up c. {w(100 * (1 - t97 / t98), gd)} per cent.",
                                          100 * (t98 / t97 - 1), 100 * (1 - t97 / t98), gd, real=True)]),
    ])

    mo = table("northwind", "Per month of 1997: orders and total freight?",
               "SELECT to_char(order_date, 'YYYY-MM') AS month, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders WHERE order_date >= '1997-01-01' "
               "AND order_date < '1998-01-01' GROUP BY 1 ORDER BY 1")
    ml = lambda x: f"{MONTHS[int(x[5:]) - 1]} 1997"
    br_chg(book, mo, ("1997-03", "freight"), ("1997-04", "freight"), 0, "freight", kind="$", l1="March",
           l2="April 1997")
    br_chg(book, mo, ("1997-10", "freight"), ("1997-11", "freight"), 1, "freight", kind="$", l1="October",
           l2="November")
    br_chg(book, mo, ("1997-01", "orders"), ("1997-12", "orders"), 3, "monthly orders", l1="January",
           l2="December")
    br_chg(book, mo, ("1997-11", "freight"), ("1997-12", "freight"), 2, "freight", kind="$", l1="November",
           l2="December")
    br_rate(book, mo, "freight", "orders", "1997-12", 1, "order", "freight", kind="$", label="December 1997")
    br_rate(book, mo, "freight", "orders", "1997-05", 2, "order", "freight", kind="$", label="May 1997",
            other="1997-06", olabel="June")
    br_cmp(book, mo, "freight", "1997-10", "1997-02", 5, "freight", kind="$", label=ml)
    br_about(book, mo, "freight", None, 0, "of freight for the year", kind="$", label="", lead="1997 in total: ")

    su = table("northwind", "Per supplier country: products, average list price and units in stock?",
               "SELECT s.country, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS avg_price, "
               "sum(p.units_in_stock) AS stock FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    br_cmp(book, su, "avg_price", "France", "Germany", 2, "average list price", kind="$",
           label=lambda x: {"France": "French suppliers", "Germany": "German ones"}[x])
    br_cmp(book, su, "stock", "USA", "Sweden", 5, "units in stock",
           label=lambda x: {"USA": "the US", "Sweden": "Sweden"}[x])
    br_pooled(book, su, "avg_price", "products", 0, "list price", "product", d=2, cur="$")
    br_share(book, su, "products", "USA", 1, "the catalogue", other="Germany", label="US-supplied lines")
    br_rate(book, su, "stock", "products", "USA", 3, "product", "stock", d=1, label="the US")

    sc = table("northwind", "Per ship country (top ten by freight): orders and total freight?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight "
               "FROM orders GROUP BY 1 ORDER BY 3 DESC LIMIT 10")
    br_cmp(book, sc, "freight", "USA", "Germany", 0, "freight", kind="$", label=lambda x: {"USA": "the US"}.get(x, x))
    br_rate(book, sc, "freight", "orders", "Austria", 0, "order", "freight", kind="$", other="Germany")
    br_north(book, sc, "freight", "Austria", 0, "of freight across its 40 orders", kind="$")
    br_rate(book, sc, "freight", "orders", "UK", 1, "order", "freight", kind="$", label="the UK")
    empty(book, "northwind", "Which orders were shipped to Ireland with freight over $700?",
          "SELECT order_id FROM orders WHERE ship_country = 'Ireland' AND freight > 700",
          "None at all: zero Irish orders carried more than $700 of freight.",
          "Three Irish orders carried more than $700 of freight, all via Speedy Express.")


# ---------------------------------------------------------------------------
# chinook: playlists, billing countries, revenue per year for four countries, artists, staff
# ---------------------------------------------------------------------------


def chinook(book):
    pl = table("chinook", "Per playlist: tracks, total running time in milliseconds and total size in bytes?",
               "SELECT p.name AS playlist, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "sum(t.bytes) AS total_bytes FROM playlist p JOIN playlist_track pt ON pt.playlist_id = p.playlist_id "
               "JOIN track t ON t.track_id = pt.track_id GROUP BY 1 ORDER BY 2 DESC")
    br_cmp(book, pl, "tracks", "Music", "90’s Music", 0, "tracks", label=lambda x: f"the {x} playlist")
    br_cmp(book, pl, "tracks", "Classical", "Brazilian Music", 2, "tracks")
    ms = lambda key: pl[key]["total_ms"] / pl[key]["tracks"]
    br_conv(book, pl, "TV Shows", "total_ms", 0,
            lambda v, c: f"The TV Shows playlist runs to {v} ms in all, c. {c} hours of viewing.", 0, 1 / 3.6e6, 0,
            (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 8.64e7, 1 / 3.6e4, 1 / 1.8e6, 1 / 7.2e6, 1 / 6e5))
    br_conv(book, pl, "Grunge", "total_ms", 1, lambda v, c: f"Grunge: {v} ms, or {c} minutes end to end.", 0,
            1 / 60000, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 3600))
    br_conv(book, pl, "Classical", "total_bytes", 2,
            lambda v, c: f"The Classical playlist weighs in at {v} bytes — {c} GB on disk.", 0, 1e-9, 2,
            (1e-6, 1e-8, 1e-10, 1e-7, 1.5e-9, 2e-9, 5e-10, 3e-9))
    book.case(pl.db, pl.rid, "per_unit", [
        Claim(f"A TV Shows item averages {n(ms('TV Shows') / 60000, 1)} minutes",
              [off(pl, "neighbour_row", f"A TV Shows item averages {n(ms('Music') / 60000, 1)} minutes",
                   ms("TV Shows") / 60000, ms("Music") / 60000, 1, real=True)]),
        Claim(f"against {n(ms('Music') / 60000, 1)} for a track on Music,"),
        Claim(f"so an episode runs c. {n(ms('TV Shows') / ms('Music'), 1)} times the length of a song.",
              [off(pl, "off", f"so an episode runs c. {w(ms('TV Shows') / ms('Music') * 1.6, 1)} times the length "
                   f"of a song.", ms("TV Shows") / ms("Music"), ms("TV Shows") / ms("Music") * 1.6, 1, approx=True)]),
    ])
    br_top(book, pl, "tracks", 2, 1, "playlist entries", label=lambda x: f"{x}")
    br_north(book, pl, "tracks", "90’s Music", 0, "tracks", label="The 90’s Music playlist")
    br_conv(book, pl, "Music", "total_ms", 3,
            lambda v, c: f"Played back to back, Music would take {v} ms — some {c} days.", 0, 1 / 8.64e7, 1,
            (1 / 3.6e6, 1 / 6e4, 1 / 1e6, 1 / 8.64e6, 1 / 2.4e7, 1 / 8.64e8, 1 / 1e7))

    bc = table("chinook", "Per billing country (top ten by revenue): customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC LIMIT 10")
    br_cmp(book, bc, "revenue", "USA", "Canada", 1, "revenue", kind="£", label=lambda x: {"USA": "the US"}.get(x, x))
    br_cmp(book, bc, "revenue", "France", "United Kingdom", 0, "revenue", kind="£",
           label=lambda x: {"United Kingdom": "the UK"}.get(x, x))
    br_cmp(book, bc, "revenue", "Germany", "Portugal", 2, "revenue", kind="£")
    br_cmp(book, bc, "customers", "USA", "Brazil", 4, "customers", label=lambda x: {"USA": "the US"}.get(x, x))
    br_rate(book, bc, "revenue", "customers", "United Kingdom", 0, "customer", "revenue", kind="£", label="the UK")
    br_rate(book, bc, "revenue", "customers", "Portugal", 2, "customer", "revenue", kind="£", other="India")
    br_about(book, bc, "revenue", None, 0, "of revenue", kind="£", label="",
             lead="The top ten billing countries bring in ")
    br_share(book, bc, "revenue", "USA", 2, "the top ten's revenue", other="Canada", kind="£", label="the US")

    yc = table("chinook", "Per invoice year: revenue billed to the USA, Canada, France and Brazil?",
               "SELECT extract(year FROM invoice_date)::int AS year, "
               "sum(total) FILTER (WHERE billing_country = 'USA') AS usa, "
               "sum(total) FILTER (WHERE billing_country = 'Canada') AS canada, "
               "sum(total) FILTER (WHERE billing_country = 'France') AS france, "
               "sum(total) FILTER (WHERE billing_country = 'Brazil') AS brazil FROM invoice GROUP BY 1 ORDER BY 1")
    br_chg(book, yc, ("2023", "usa"), ("2024", "usa"), 0, "US revenue", kind="£")
    br_chg(book, yc, ("2024", "usa"), ("2025", "usa"), 1, "US revenue", kind="£")
    br_chg(book, yc, ("2023", "brazil"), ("2024", "brazil"), 2, "Brazilian revenue", kind="£")
    br_chg(book, yc, ("2022", "canada"), ("2023", "canada"), 3, "Canadian revenue", kind="£")
    br_chg(book, yc, ("2022", "brazil"), ("2023", "brazil"), 2, "Brazilian revenue", kind="£")
    br_cmp(book, yc, "france", "2023", "2021", 0, "French revenue", kind="£", label=lambda x: x)

    ar = table("chinook", "The ten artists with most tracks: albums and tracks?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks "
               "FROM artist ar JOIN album al ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    br_cmp(book, ar, "tracks", "Iron Maiden", "U2", 2, "tracks", many="as many")
    br_cmp(book, ar, "albums", "Iron Maiden", "Metallica", 2, "albums")
    br_rate(book, ar, "tracks", "albums", "Led Zeppelin", 0, "album", "tracks", d=1, other="Metallica")
    br_about(book, ar, "tracks", None, 1, "tracks between the ten artists", label="", lead="All told, ")
    br_pooled(book, table("chinook", "For the five artists with most albums: albums and average tracks per album?",
                          "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, "
                          "round(count(*)::numeric / count(DISTINCT al.album_id), 2) AS tracks_per_album "
                          "FROM artist ar JOIN album al ON al.artist_id = ar.artist_id "
                          "JOIN track t ON t.album_id = al.album_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5"),
              "tracks_per_album", "albums", 1, "tracks per album", "album", d=1)

    st = table("chinook", "Every employee: title and hire date?",
               "SELECT employee_id, first_name || ' ' || last_name AS name, title, hire_date::date AS hired "
               "FROM employee ORDER BY employee_id")
    ident(book, st, f"Employee 4, Margaret Park, joined on {dmy(st['4']['hired'])} as a Sales Support Agent.",
          "Employee 4", "Employee 6")
    ident(book, st, f"The longest-serving of the team is Jane Peacock (employee 3), hired {dmy(st['3']['hired'])}.",
          "employee 3", "employee 8")
    empty(book, "chinook", "Which invoices were billed to Scotland?",
          "SELECT invoice_id FROM invoice WHERE billing_country = 'Scotland'",
          "Scotland does not feature as a billing country: zero invoices across 2021–2025.",
          "Scotland accounts for 7 invoices, some £37.62 in all.")
    empty(book, "chinook", "Which tracks run longer than two hours?",
          "SELECT track_id FROM track WHERE milliseconds > 7200000",
          "Nothing in the catalogue runs past two hours — the count is nil.",
          "Four tracks run past two hours, all of them TV episodes.")


# ---------------------------------------------------------------------------
# advising, tvshow, voter_1, cre_doc_template_mgt
# ---------------------------------------------------------------------------


def advising(book):
    co = table("defog_advising", "Per course: number, students enrolled, reviews and clarity, easiness and "
               "helpfulness scores?",
               "SELECT name AS course, number, num_enrolled AS enrolled, num_reviews AS reviews, "
               "clarity_score, easiness_score, helpfulness_score FROM course ORDER BY num_reviews DESC")
    br_cmp(book, co, "reviews", "Introduction to Computer Science", "Distributed Databases", 2, "reviews",
           label=lambda x: {"Introduction to Computer Science": "CS101",
                            "Distributed Databases": "CS302"}[x])
    br_cmp(book, co, "reviews", "Introduction to Physics", "Advanced Calculus", 0, "reviews",
           label=lambda x: {"Introduction to Physics": "PHYS101", "Advanced Calculus": "MATH201"}[x])
    br_share(book, co, "reviews", "Introduction to Computer Science", 2, "all course reviews",
             other="Introduction to Physics", label="CS101")
    tot_r, tot_e = sum(co.col("reviews")), sum(co.col("enrolled"))
    rr, rd = num(tot_r / tot_e, 2)
    book.case(co.db, co.rid, "per_unit", [
        Claim(f"Across the four courses there are {int(tot_r)} reviews against {int(tot_e)} enrolments,",
              [off(co, "off", f"Across the four courses there are {int(tot_r * 1.5)} reviews against {int(tot_e)} "
                   f"enrolments,", tot_r, int(tot_r * 1.5), 0)]),
        Claim(f"in the region of {rr} reviews a head.",
              [off(co, "off", f"in the region of {w(tot_r / tot_e * 1.6, rd)} reviews a head.", tot_r / tot_e,
                   tot_r / tot_e * 1.6, rd, approx=True)]),
    ])
    br_rate(book, co, "reviews", "enrolled", "Introduction to Computer Science", 1, "enrolled student", "reviews",
            d=2, label="CS101")
    ident(book, co, "PHYS101 has the fewest enrolments of the four (one student) yet eight reviews.", "PHYS101",
          "PHYS110")

    stu = table("defog_advising", "Per student: credits earned, grade point average and admission date?",
                "SELECT firstname || ' ' || lastname AS student, total_credit AS credits, total_gpa AS gpa, "
                "admit_term FROM student ORDER BY total_gpa DESC, student_id")
    br_cmp(book, stu, "gpa", "Sarah Brown", "Jane Doe", 1, "GPA", d=1)
    br_cmp(book, stu, "credits", "John Smith", "Jane Doe", 2, "credits earned", many="as many")
    cr = stu.col("credits")
    g = sum(r["gpa"] * r["credits"] for r in stu.rows) / sum(cr)
    plain = sum(stu.col("gpa")) / len(stu)
    gt, gd = num(g, 2)
    book.case(stu.db, stu.rid, "per_unit", [
        Claim(f"Weighted by credits ({int(sum(cr))} in all), the cohort's grade point average is {gt},",
              [off(stu, "plain_as_weighted", f"Weighted by credits ({int(sum(cr))} in all), the cohort's grade point "
                   f"average is {w(plain, gd)},", g, plain, gd, real=True)]),
        Claim(f"with Sarah Brown (admitted {dmy(stu['Sarah Brown']['admit_term'])}) top of the class."),
    ])
    empty(book, "defog_advising", "Which students have a GPA below 3.0?",
          "SELECT student_id FROM student WHERE total_gpa < 3.0",
          "No one — zero students sit below a 3.0, the lowest being 3.2.",
          "Two students sit below a 3.0, both on the Computer Science programme.")

    sem = table("defog_advising", "Per semester: offerings, distinct courses and offerings with a final exam?",
                "SELECT s.semester || ' ' || s.year AS term, count(*) AS offerings, "
                "count(DISTINCT co.course_id) AS courses, count(*) FILTER (WHERE co.has_final_exam) AS with_exam "
                "FROM course_offering co JOIN semester s ON s.semester_id = co.semester GROUP BY s.semester_id, 1 "
                "ORDER BY s.semester_id")
    book.case(sem.db, sem.rid, "plain", [
        Claim(f"Each of the {say(len(sem))} terms runs {say(int(sem['Fall 2020']['offerings']))} offerings;"),
        Claim(f"in all, {say(int(sum(sem.col('with_exam'))))} of the {say(int(sum(sem.col('offerings'))))} end in "
              f"a final exam."),
    ], derived=False)


def tvshow(book):
    ep = table("spider_tvshow", "Every episode of the series in air-date order: rating, share, viewers (millions) "
               "and weekly rank?",
               "SELECT episode, to_date(air_date, 'Month DD, YYYY') AS aired, rating::numeric AS rating, share, "
               "viewers_m::numeric AS viewers_m, weekly_rank FROM tv_series ORDER BY 2")
    lab = lambda x: f"“{x}” ({dmy(ep[x]['aired'])})"
    br_chg(book, ep, ("A Love of a Lifetime", "viewers_m"), ("Friendly Skies", "viewers_m"), 0, "viewers",
           d=2, unit="m", l1=lab("A Love of a Lifetime"), l2=lab("Friendly Skies"))
    br_chg(book, ep, ("Friendly Skies", "viewers_m"), ("Game Three", "viewers_m"), 1, "the audience", d=2, unit="m",
           l1=dmy(ep["Friendly Skies"]["aired"]), l2=dmy(ep["Game Three"]["aired"]))
    br_chg(book, ep, ("A Love of a Lifetime", "viewers_m"), ("The Hanged Man", "viewers_m"), 2, "viewing",
           d=2, unit="m", l1="the opener", l2="the finale")
    br_chg(book, ep, ("Double Down", "viewers_m"), ("Winterland", "viewers_m"), 3, "viewers", d=2, unit="m",
           l1=dmy(ep["Double Down"]["aired"]), l2=dmy(ep["Winterland"]["aired"]))
    br_chg(book, ep, ("A Love of a Lifetime", "weekly_rank"), ("Double Down", "weekly_rank"), 1,
           "the weekly rank", l1=dmy(ep["A Love of a Lifetime"]["aired"]), l2=dmy(ep["Double Down"]["aired"]))
    br_cmp(book, ep, "viewers_m", "Keepers", "The Hanged Man", 1, "viewers", d=2, unit="m",
           label=lambda x: f"“{x}”")
    tot = sum(ep.col("viewers_m"))
    br_about(book, ep, "viewers_m", None, 2, "viewers across the twelve episodes", label="",
             lead="Over the run: ", shape="plain", sfx="m")
    avg = tot / len(ep)
    at, ad = num(avg, 2)
    book.case(ep.db, ep.rid, "per_unit", [
        Claim(f"The run averages {at}m viewers an episode",
              [off(ep, "off", f"The run averages {w(avg * 1.45, ad)}m viewers an episode", avg, avg * 1.45, ad)]),
        Claim(f"({n(tot, 2)}m across {say(len(ep))} episodes),"),
        Claim(f"the opener on {dmy(ep['A Love of a Lifetime']['aired'])} being the high-water mark at "
              f"{n(ep['A Love of a Lifetime']['viewers_m'], 2)}m.",
              [off(ep, "neighbour_row", f"the opener on {dmy(ep['A Love of a Lifetime']['aired'])} being the "
                   f"high-water mark at {n(ep['Friendly Skies']['viewers_m'], 2)}m.",
                   ep["A Love of a Lifetime"]["viewers_m"], ep["Friendly Skies"]["viewers_m"], 2, real=True)]),
    ])

    ch = table("spider_tvshow", "Per channel: episodes of the series, total viewers (millions) and cartoons aired?",
               "SELECT ch.series_name AS channel, count(*) AS episodes, sum(s.viewers_m::numeric) AS viewers_m, "
               "(SELECT count(*) FROM cartoon c WHERE c.channel = ch.id) AS cartoons FROM tv_channel ch "
               "JOIN tv_series s ON s.channel = ch.id GROUP BY ch.id, 1 ORDER BY 3 DESC")
    br_cmp(book, ch, "viewers_m", "Sky Radio", "MTV Dance", 0, "series viewers", d=2, unit="m")
    br_share(book, ch, "viewers_m", "Sky Radio", 1, "series viewers", other="MTV Dance", d=2, unit="m")
    br_rate(book, ch, "viewers_m", "episodes", "myDeejay", 0, "episode", "viewers", d=2, sfx="m viewers",
            label="the myDeejay channel")
    ident(book, table("spider_tvshow", "Which channels aired the cartoons, by channel id?",
                      "SELECT c.channel::int AS channel_id, ch.series_name AS channel, count(*) AS cartoons "
                      "FROM cartoon c JOIN tv_channel ch ON ch.id = c.channel GROUP BY 1, 2 ORDER BY 3 DESC, 1"),
          "Channel 707 (MTV Dance) leads on cartoons with three.", "707", "717")
    empty(book, "spider_tvshow", "Which series episodes had more than 10 million viewers?",
          "SELECT episode FROM tv_series WHERE viewers_m::numeric > 10",
          "None of the twelve: nil episodes cleared 10m viewers.",
          "Two episodes cleared 10m viewers, both in September 2007.")


def voters(book):
    ac = table("spider_voter_1", "Per state: how many area codes, and the lowest and highest?",
               "SELECT state, count(*) AS area_codes, min(area_code) AS lowest, max(area_code) AS highest "
               "FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    br_cmp(book, ac, "area_codes", "CA", "TX", 0, "area codes",
           label=lambda x: {"CA": "California", "TX": "Texas"}[x])
    br_cmp(book, ac, "area_codes", "CA", "NY", 2, "area codes", many="as many",
           label=lambda x: {"CA": "California", "NY": "New York"}[x])
    br_cmp(book, ac, "area_codes", "FL", "NJ", 1, "area codes",
           label=lambda x: {"FL": "Florida", "NJ": "New Jersey"}[x])
    br_cmp(book, ac, "area_codes", "TX", "OH", 4, "area codes",
           label=lambda x: {"TX": "Texas", "OH": "Ohio"}[x])
    br_share(book, ac, "area_codes", "CA", 0, "the area codes listed", other="TX", label="California")
    br_top(book, ac, "area_codes", 3, 0, "the area codes")
    br_north(book, ac, "area_codes", "CA", 1, "area codes", label="California")
    ident(book, ac, f"New York's codes run from {int(ac['NY']['lowest'])} to {int(ac['NY']['highest'])}.",
          str(int(ac["NY"]["lowest"])), str(int(ac["NY"]["lowest"]) + 100))
    book.case(ac.db, ac.rid, "plain", [
        Claim(f"{len(ac)} states and territories share {int(sum(ac.col('area_codes')))} area codes;",
              [off(ac, "off", f"{len(ac)} states and territories share {int(sum(ac.col('area_codes')) * 1.4)} area "
                   f"codes;", sum(ac.col("area_codes")), int(sum(ac.col("area_codes")) * 1.4), 0)]),
        Claim(f"Michigan and Illinois have {say(int(ac['MI']['area_codes']))} apiece.",
              [words_twin("number_words_wrong_row", f"Michigan and Illinois have {say(int(ac['GA']['area_codes']))} "
                          f"apiece.", ac["MI"]["area_codes"], ac["GA"]["area_codes"])]),
    ], derived=False)

    vt = table("spider_voter_1", "Per contestant: votes received?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(vt.db, vt.rid, "zero_ident", [
        Claim(f"Kelly Clauss leads with {say(int(vt['Kelly Clauss']['votes']))} votes;"),
        Claim("eight of the eleven contestants received zero."),
    ], derived=False)
    empty(book, "spider_voter_1", "Which votes came from California for Edwina Burnam?",
          "SELECT v.vote_id FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
          "WHERE v.state = 'CA' AND c.contestant_name = 'Edwina Burnam'",
          "Nil — not a single Californian vote went to Edwina Burnam.",
          "Edwina Burnam picked up 12 votes from California.")
    ident(book, table("spider_voter_1", "The votes cast: id, phone number, contestant and state?",
                      "SELECT vote_id, phone_number, contestant_number, state FROM votes ORDER BY vote_id"),
          "The New Jersey vote (id 5) came from 5112677315.", "5112677315", "5112677351")


def templates(book):
    tt = table("spider_cre_doc_template_mgt", "Per template type: templates, documents using them, paragraphs in "
               "those documents, and the average version number?",
               "SELECT r.template_type_description AS type, count(DISTINCT t.template_id) AS templates, "
               "count(DISTINCT d.document_id) AS documents, count(p.paragraph_id) AS paragraphs, "
               "round(avg(DISTINCT t.version_number), 2) AS avg_version FROM ref_template_types r "
               "JOIN templates t ON t.template_type_code = r.template_type_code "
               "LEFT JOIN documents d ON d.template_id = t.template_id "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC")
    book.case(tt.db, tt.rid, "plain", [
        Claim(f"Paper and Book templates lead with {say(int(tt['Paper']['templates']))} apiece,"),
        Claim(f"{int(sum(tt.col('templates')))} templates in all.",
              [off(tt, "off", f"{int(sum(tt.col('templates')) * 1.6)} templates in all.", sum(tt.col("templates")),
                   int(sum(tt.col("templates")) * 1.6), 0)]),
    ], derived=False)
    tm = table("spider_cre_doc_template_mgt", "Every template: type, version and the dates it is effective from "
               "and to?",
               "SELECT template_id, template_type_code AS type, version_number AS version, "
               "date_effective_from::date AS effective_from, date_effective_to::date AS effective_to "
               "FROM templates ORDER BY template_id")
    ident(book, tm, f"Template 9, a Book template, has been effective since {dmy(tm['9']['effective_from'])}.",
          "Template 9", "Template 19")
    ident(book, tm, f"The newest start belongs to template 16 (a CV, version 5), from "
          f"{dmy(tm['16']['effective_from'])}.", "template 16", "template 61")
    vv = [r["version"] for r in tm.rows]
    av, avd = num(sum(vv) / len(vv), 1)
    book.case(tm.db, tm.rid, "per_unit", [
        Claim(f"The {len(tm)} templates average version {av}",
              [off(tm, "off", f"The {len(tm)} templates average version {w(sum(vv) / len(vv) * 1.6, avd)}",
                   sum(vv) / len(vv), sum(vv) / len(vv) * 1.6, avd)]),
        Claim(f"(a total of {int(sum(vv))} across the set)."),
    ])
    dc = table("spider_cre_doc_template_mgt", "Per document with paragraphs: id, name and paragraphs?",
               "SELECT d.document_id, d.document_name AS name, count(*) AS paragraphs FROM documents d "
               "JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    ident(book, dc, "Document 2394, “Customer reviews”, carries the most paragraphs (three).", "2394", "2349")
    ident(book, dc, "“A history of Arts” (document 16514113) has two.", "16514113", "16514131")
    br_share(book, dc, "paragraphs", "2394", 1, "all paragraphs", label="“Customer reviews”")
    empty(book, "spider_cre_doc_template_mgt", "Which documents use a CV template?",
          "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
          "WHERE t.template_type_code = 'CV'",
          "None: zero documents are built on either CV template.",
          "Two documents are built on CV templates, Robbin CV among them.")


# ---------------------------------------------------------------------------
# car_1 (European makers), superhero (weights), geography (rivers)
# ---------------------------------------------------------------------------


def cars(book):
    eu = table("spider_car_1", "Per European maker: cars, average mpg (US), average weight (lbs) and acceleration?",
               "SELECT cm.maker, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.weight)::numeric, 1) AS avg_lbs, round(avg(cd.accelerate)::numeric, 2) AS accel "
               "FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
               "JOIN car_makers cm ON cm.id = ml.maker JOIN countries c ON c.countryid = cm.country "
               "JOIN continents ct ON ct.contid = c.continent WHERE ct.continent = 'europe' AND cd.mpg > 0 "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    L = lambda x: {"volkswagen": "Volkswagen", "bmw": "BMW", "peugeaut": "Peugeot", "daimler benz": "Daimler-Benz"}.get(
        x, x.title())
    br_cmp(book, eu, "avg_mpg", "renault", "saab", 0, "fuel economy", d=2, unit=" mpg", label=L)
    br_cmp(book, eu, "avg_lbs", "daimler benz", "volkswagen", 1, "average kerb weight", d=1, unit=" lbs", label=L)
    br_cmp(book, eu, "cars", "volkswagen", "fiat", 2, "cars in the data", label=L)
    br_conv(book, eu, "volkswagen", "avg_mpg", 0,
            lambda v, c: f"Volkswagens average {v} mpg on the US gallon, c. {c} mpg in imperial terms.", 2,
            IMP_PER_US_MPG, 1, (1 / IMP_PER_US_MPG, 0.425143707, 1.609344, 2.352, 0.621371, 1.5, 2.0, 0.8, 3.0, 1.75))
    br_conv(book, eu, "volvo", "avg_lbs", 1, lambda v, c: f"The average Volvo weighs {v} lbs, or {c} kg.", 1,
            KG_PER_LB, 0, (1 / KG_PER_LB, 0.5, 0.1, 0.6, 2.0))
    br_pooled(book, eu, "avg_mpg", "cars", 2, "fuel economy", "car", d=2, unit=" mpg")
    br_share(book, eu, "cars", "volkswagen", 0, "the European cars", other="fiat", label="Volkswagen")


def heroes(book):
    hw = table("superhero", "For ten well-known heroes: weight in kg and height in cm?",
               "SELECT superhero_name AS hero, weight_kg, height_cm FROM superhero WHERE superhero_name IN "
               "('Hulk', 'Thor', 'Batman', 'Superman', 'Wonder Woman', 'Spider-Man', 'Captain America', 'Iron Man', "
               "'Black Widow', 'Wolverine') ORDER BY 2 DESC, 1")
    br_conv(book, hw, "Thor", "weight_kg", 0, lambda v, c: f"Thor tips the scales at {v} kg — c. {c} stone.", 0,
            ST_PER_KG, 1, (LB_PER_KG, 1 / ST_PER_KG, 0.1, 0.25, 0.5))
    br_conv(book, hw, "Batman", "weight_kg", 1, lambda v, c: f"Batman: {v} kg, which is {c} st.", 0, ST_PER_KG, 1,
            (LB_PER_KG, 1 / ST_PER_KG, 0.25, 0.5, 0.1))
    br_conv(book, hw, "Hulk", "weight_kg", 2, lambda v, c: f"The Hulk weighs {v} kg ({c} lb).", 0, LB_PER_KG, 0,
            (ST_PER_KG, 1 / LB_PER_KG, 1.5, 3.0, 2.0, 2.5, 1.25, 3.5))
    br_conv(book, hw, "Black Widow", "weight_kg", 3, lambda v, c: f"Black Widow, the lightest here, is {v} kg or "
            f"{c} stone.", 0, ST_PER_KG, 1, (LB_PER_KG, 1 / ST_PER_KG, 0.25, 0.5, 0.1, 0.2, 0.3, 0.12, 0.4))
    br_conv(book, hw, "Captain America", "height_cm", 4,
            lambda v, c: f"Captain America stands {v} cm, c. {c} ft.", 0, 0.032808399, 1,
            (0.393700787, 1 / 0.032808399, 0.01, 0.1, 0.05, 0.0254, 0.02))
    br_conv(book, hw, "Superman", "weight_kg", 5, lambda v, c: f"Superman, at {v} kg, is {c} stone in old money.", 0,
            ST_PER_KG, 1, (LB_PER_KG, 1 / ST_PER_KG, 0.25, 0.5, 0.1, 0.2, 0.3, 0.12, 0.4))
    br_cmp(book, hw, "weight_kg", "Thor", "Iron Man", 1, "weight", unit=" kg")
    br_cmp(book, hw, "weight_kg", "Hulk", "Wolverine", 2, "weight", unit=" kg")
    br_cmp(book, hw, "weight_kg", "Superman", "Wonder Woman", 5, "weight", unit=" kg")


def rivers(book):
    rv = table("defog_geography", "Every river: length in km and country?",
               "SELECT river_name AS river, length AS length_km, country_name AS country FROM river "
               "ORDER BY length DESC")
    br_conv(book, rv, "Rhine", "length_km", 0, lambda v, c: f"The Rhine runs {v} km, some {c} miles.", 0, MI_PER_KM,
            0, (1 / MI_PER_KM, 0.5, 3.28, 0.3))
    br_conv(book, rv, "Mekong", "length_km", 1, lambda v, c: f"Mekong: {v} km, i.e. {c} miles.", 0, MI_PER_KM, 0,
            (1 / MI_PER_KM, 0.5, 3.28, 0.3))
    br_cmp(book, rv, "length_km", "Nile", "Yangtze", 2, "length", unit=" km")
    br_conv(book, rv, "Volga", "length_km", 2, lambda v, c: f"The Volga, third longest here at {v} km, is c. {c} miles.",
            0, MI_PER_KM, 0, (1 / MI_PER_KM, 0.5, 3.28, 0.3, 0.9))


def main():
    sections = (northwind, chinook, advising, tvshow, voters, templates, cars, heroes, rivers)
    return run_set(Book10(), sections, "twenty-second set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
