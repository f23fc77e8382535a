#!/usr/bin/env python3
"""
plausibility_fresh19.py — a twentieth labelled set for check_answer,
written held out, development since its misses were read: answers the way a language model writes when it is asked to
"write up the findings" in formal, slightly academic or translated English,
over ten of the loaded databases: northwind (freight per shipper and per
year, inventory value per category, suppliers and list prices per country,
orders per ship country in 1997 and 1998), chinook (playing time per genre,
revenue per support representative and per year), Spider's car_1 (fuel
economy, power and weight per cylinder count and per model year), tvshow
(viewers per episode), course_teach (teachers' ages), cre_doc_template_mgt
(templates per type, documents) and voter_1 (votes), BIRD's superhero
(heroes per publisher and gender), and defog-dev's geography (cities and
rivers) and advising (students per programme), with queries of their own,
all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the formal
write-up the other sets lack: long sentences with subordinate clauses
("which corresponds to", "amounting to", "representing", "thereof", "in
turn", "whereas", "by contrast"); figures with their units in words ("28.2
thousand dollars", "forty-two per cent", "thirty-two point two hours",
"5.0 million inhabitants"); hedges ("approximately", "on the order of",
"some"); comparisons joined by semicolons; ordinal phrasing ("the
second-largest", "ranked third", "the eighth and last position"); and
conclusions in a second paragraph that restate a figure from the first.
Shapes, as in bench/plausibility_fresh4.py (whose helpers this set reuses,
with fresh7's, fresh9's and fresh10's):
  comparison  differences, ratios "by a factor of", percent more and less
              in words and digits, with restating conclusions
  change      changes between rows (years) and between columns of a row
              (1997 and 1998), relative to the earlier level
  per_unit    totals over counts (per order, per customer, per supplier,
              per track), weighted means of group means, one row's share,
              the top rows' share, shares in words, shares within a row
  conversion  milliseconds as hours (in words), miles per gallon as
              kilometres per litre, pounds as kilograms, horsepower as
              kilowatts, kilometres as miles
  zero_ident  zero for an empty result, digits inside identifiers
  plain       ranks in ordinal words, totals in money words, counts in words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group means
called the weighted one, a share of the wrong total or its complement, a
percent change over the wrong base), a false bound or share in words,
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by
more than the rounding shown (in the first paragraph or in the conclusion
that restates it). A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import SMALL, Claim, say, wrong
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, num_few, run_set, share_words, table

KG_PER_LB = 0.45359237
LB_BAD = (1 / KG_PER_LB, 0.3048, 0.6, 1.0 / 1.609344, 0.1, 0.25, 0.8, 1.5, 0.05)
MI_PER_KM = 0.621371192
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
       9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth",
       15: "fifteenth", 16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth", 20: "twentieth",
       21: "twenty-first", 22: "twenty-second"}


# ---------------------------------------------------------------------------
# figures with their units in words
# ---------------------------------------------------------------------------


def money(v):
    """Money as a formal write-up gives it: "1.2 million dollars", "28.2 thousand dollars", "833.04 dollars"."""
    a = abs(v)
    if a >= 1e6:
        return f"{num_few(a / 1e6, 1)[0]} million dollars"
    if a >= 1e4:
        return f"{num_few(a / 1e3, 1)[0]} thousand dollars"
    return f"{num(a, 2, cash=True)[0]} dollars"


def spoken(t):
    """A figure under 100 with one decimal, shown as text, read out: "32.2" -> "thirty-two point two"."""
    if "." in t and len(t.split(".")[1]) == 1 and float(t.replace(",", "")) < 100:
        i, f = t.split(".")
        return f"{say(int(i))} point {SMALL[int(f)]}"
    return t


def fig(kind, d=0, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by.
    kind: "num" digits and a unit; "cash" money in words; "spoken" a figure read out in words;
    "mil" millions in words."""
    if kind == "cash":
        return money, (lambda v, _d: money(v)), (lambda v: 2)
    if kind == "spoken":
        return ((lambda v: spoken(n(v, d)) + unit), (lambda v, dd: spoken(w(v, dd)) + unit),
                (lambda v: dd_of(v, d)))
    if kind == "mil":
        return ((lambda v: f"{n(v / 1e6, 1)} million" + unit), (lambda v, dd: f"{w(v / 1e6, 1)} million" + unit),
                (lambda v: -5))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def pc(p, words):
    """A percentage: in words ("forty-two per cent") when whole and words is set, else in digits
    ("42.3 per cent"): (text, decimals)."""
    t, d = num(p, 0) if words else num_few(p, 1)
    if words and d == 0 and 0 <= p < 99.5:
        return say(int(t.replace(",", ""))) + " per cent", 0
    return t + " per cent", d


def pcw(v, d, words):
    if words and d == 0 and 0 <= v < 99.5:
        return say(round(v)) + " per cent"
    return w(v, d) + " per cent"


def tw(t, role, fmt, W, true, value, d, real=False, approx=False, extra=()):
    """A wrong version of a claim, its figure shown by W: far from the true value and, unless it is a real
    value in the wrong role, from everything the result holds (fresh7's off(), for figures in words)."""
    if d < 0:  # millions shown with one decimal
        true, value, scale, d = true / 1e6, value / 1e6, 1e6, 1
    else:
        scale = 1
    clear = None if real else [x / scale for x in list(t.pool) + list(extra)]
    vals = [value] if real else [value] + [true + (value - true) * f for f in (1.4, 0.7, 1.9, 2.6, 0.55, 3.3)]
    for v in vals:
        got = wrong(role, fmt(W(v * scale, d)), true, v, d, approx=approx, clear=clear)
        if got:
            return got
    return None


def pct_tw(t, role, fmt, true, value, d, words):
    """A percentage in the wrong role (a real value): rendered as the true one is."""
    return wrong(role, fmt(pcw(value, d, words)), true, value, d)


# ---------------------------------------------------------------------------
# shapes, as a formal write-up
# ---------------------------------------------------------------------------


def ac_cmp(book, t, col, a, b, k, noun, kind="num", d=0, unit="", label=None):
    """Two named rows, the larger first, in four voices; the fourth closes with a conclusion that restates
    the gap."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = fig(kind, d, unit)
    diff, r = va - vb, va / vb
    hi, lo = 100 * diff / vb, 100 * diff / va
    words = k % 3 != 1
    hit, hid = pc(hi, words)
    lot, lod = pc(lo, words)
    nb = None
    for j in (t.order.index(b) + 1, t.order.index(b) - 1, t.order.index(b) + 2):
        if 0 <= j < len(t.order) and t.order[j] not in (a, b):
            nb = t.order[j]
            break

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return tw(t, "neighbour_row", fmt, lambda v, _d: S(v), vb, t[nb][col], D(vb), real=True)

    form = k % 4
    if form == 0:
        claims = [Claim(f"With regard to {noun}, {A} records {S(va)}, whereas {B} records {S(vb)};",
                        [nbr(lambda x: f"With regard to {noun}, {A} records {S(va)}, whereas {B} records {x};")]),
                  Claim(f"the difference thereof amounts to {S(diff)},",
                        [tw(t, "off", lambda x: f"the difference thereof amounts to {x},", W, diff, diff * 1.6,
                            D(diff))]),
                  Claim(f"which corresponds to approximately {hit} more than the figure for {B}.",
                        [pct_tw(t, "wrong_base", lambda x: f"which corresponds to approximately {x} more than the "
                                f"figure for {B}.", hi, lo, hid, words)])]
    elif form == 1:
        rt, rd = num(r, 1 if r >= 1.5 else 2)
        claims = [Claim(f"{cap(A)} exceeds {B} with respect to {noun} by a factor of approximately {rt}",
                        [tw(t, "off", lambda x: f"{cap(A)} exceeds {B} with respect to {noun} by a factor of "
                            f"approximately {x}", lambda v, dd: w(v, dd), r, r * 1.5 + 0.3, rd, approx=True)]),
                  Claim(f"({S(va)} as against {S(vb)}),", [nbr(lambda x: f"({S(va)} as against {x}),")]),
                  Claim(f"whereas the absolute gap amounts to some {S(diff)}.",
                        [tw(t, "off", lambda x: f"whereas the absolute gap amounts to some {x}.", W, diff, diff * 0.55,
                            D(diff))])]
    elif form == 2:
        claims = [Claim(f"By contrast, {B}, at {S(vb)}, lies some {lot} below {A} ({S(va)}),",
                        [pct_tw(t, "wrong_base", lambda x: f"By contrast, {B}, at {S(vb)}, lies some {x} below {A} "
                                f"({S(va)}),", lo, hi, lod, words)]),
                  Claim(f"a shortfall amounting to {S(diff)} in absolute terms.",
                        [tw(t, "off", lambda x: f"a shortfall amounting to {x} in absolute terms.", W, diff, diff * 1.7,
                            D(diff))])]
    else:
        claims = [Claim(f"{cap(A)} and {B} report {noun} of {S(va)} and {S(vb)} respectively, the former being the "
                        f"larger by {S(diff)}.",
                        [nbr(lambda x: f"{cap(A)} and {B} report {noun} of {S(va)} and {x} respectively, the former "
                             f"being the larger by {S(diff)}.")]),
                  Claim(f"\n\nIn conclusion, {A} exceeds {B} with respect to {noun} by {S(diff)},",
                        [tw(t, "off", lambda x: f"\n\nIn conclusion, {A} exceeds {B} with respect to {noun} by {x},", W,
                            diff, diff * 1.45, D(diff))]),
                  Claim(f"representing approximately {hit} of the latter.",
                        [pct_tw(t, "wrong_base", lambda x: f"representing approximately {x} of the latter.", hi, lo,
                                hid, words)])]
    book.case(t.db, t.rid, "comparison", claims)


def ac_chg(book, t, col, p1, p2, k, noun, kind="num", d=0, unit="", l1=None, l2=None):
    """From one row (a period) to another, relative to the earlier level, in three voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = fig(kind, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, wb = abs(100 * diff / v1), abs(100 * diff / v2)
    words = k % 2 == 0
    pt, pd = pc(p, words)
    i1 = t.order.index(p1)
    nb = next((t.order[j] for j in (i1 - 1, i1 + 1, i1 - 2, i1 + 2) if 0 <= j < len(t.order)
               and t.order[j] not in (p1, p2)), None)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return tw(t, "neighbour_row", fmt, lambda v, _d: S(v), v1, t[nb][col], D(v1), real=True)

    form = k % 3
    if form == 0:
        claims = [Claim(f"Between {l1} and {l2}, {noun} {'rose' if up else 'fell'} from {S(v1)} to {S(v2)},",
                        [nbr(lambda x: f"Between {l1} and {l2}, {noun} {'rose' if up else 'fell'} from {x} to "
                             f"{S(v2)},")]),
                  Claim(f"which corresponds to {'an increase' if up else 'a decrease'} of {pt} relative to the {l1} "
                        f"level.",
                        [pct_tw(t, "wrong_base", lambda x: f"which corresponds to "
                                f"{'an increase' if up else 'a decrease'} of {x} relative to the {l1} level.", p, wb,
                                pd, words)])]
    elif form == 1:
        claims = [Claim(f"{cap(noun)} in {l2} amounted to {S(v2)}, representing {'a rise' if up else 'a fall'} of "
                        f"{S(abs(diff))}",
                        [tw(t, "off", lambda x: f"{cap(noun)} in {l2} amounted to {S(v2)}, representing "
                            f"{'a rise' if up else 'a fall'} of {x}", W, abs(diff), abs(diff) * 1.7, D(diff))]),
                  Claim(f"— or some {pt} — in comparison with {l1} ({S(v1)}).",
                        [pct_tw(t, "wrong_base", lambda x: f"— or some {x} — in comparison with {l1} ({S(v1)}).", p,
                                wb, pd, words)])]
    else:
        i2 = t.order.index(p2)
        nb2 = next((t.order[j] for j in (i2 + 1, i2 - 1, i2 + 2, i2 - 2) if 0 <= j < len(t.order)
                    and t.order[j] not in (p1, p2)), None)
        restate = [tw(t, "neighbour_row", lambda x: f"the {l2} level of {x} being the {'higher' if up else 'lower'} "
                      f"of the two.", lambda v, _d: S(v), v2, t[nb2][col], D(v2), real=True)] \
            if nb2 and S(t[nb2][col]) != S(v2) else []
        claims = [Claim(f"The {l1} figure of {S(v1)} was in turn followed by {S(v2)} in {l2}, amounting to a change "
                        f"of {'+' if up else '−'}{S(abs(diff))}.",
                        [tw(t, "off", lambda x: f"The {l1} figure of {S(v1)} was in turn followed by {S(v2)} in {l2}, "
                            f"amounting to a change of {'+' if up else '−'}{x}.", W, abs(diff), abs(diff) * 0.5,
                            D(diff))]),
                  Claim(f"\n\nTo summarise, {noun} {'increased' if up else 'decreased'} by {pt} between {l1} and {l2},",
                        [pct_tw(t, "wrong_base", lambda x: f"\n\nTo summarise, {noun} "
                                f"{'increased' if up else 'decreased'} by {x} between {l1} and {l2},", p, wb, pd,
                                words)]),
                  Claim(f"the {l2} level of {S(v2)} being the {'higher' if up else 'lower'} of the two.", restate)]
    book.case(t.db, t.rid, "change", claims)


def ac_cols(book, t, key, c1, c2, k, noun, l1, l2, kind="num", d=0, unit="", label=None):
    """Within one row, from one period's column to the next; twin: the percent change over the later level,
    or the neighbouring row's earlier figure."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = fig(kind, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, wb = abs(100 * diff / v1), abs(100 * diff / v2)
    words = k % 2 == 1
    pt, pd = pc(p, words)
    name = label or key
    i = t.order.index(key)
    nb = t.order[i + 1] if i + 1 < len(t.order) else t.order[i - 1]
    nbt = (tw(t, "neighbour_row", lambda x: f"In the case of {name}, {noun} moved from {x} in {l1} to {S(v2)} in "
              f"{l2},", lambda v, _d: S(v), v1, t[nb][c1], D(v1), real=True)
           if S(t[nb][c1]) != S(v1) else None)
    claims = [Claim(f"In the case of {name}, {noun} moved from {S(v1)} in {l1} to {S(v2)} in {l2},", [nbt]),
              Claim(f"which is to say {'an increase' if up else 'a reduction'} of approximately {pt} over the "
                    f"{l1} figure.",
                    [pct_tw(t, "wrong_base", lambda x: f"which is to say {'an increase' if up else 'a reduction'} of "
                            f"approximately {x} over the {l1} figure.", p, wb, pd, words)])]
    book.case(t.db, t.rid, "change", claims)


def ac_rate(book, t, tot_col, cnt_col, key, k, unit, what, kind="num", d=1, sfx="", label=None, units=None,
            grp=None, ofw=None, poss="its"):
    """A total over a count for one row, in three voices; twins: the neighbouring row's rate, an off rate."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W, D = fig(kind, d, sfx)
    St = money if kind == "cash" else (lambda v: n(v, 0 if float(v).is_integer() else 2) + sfx)
    name = label or key
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    i = t.order.index(key)
    nb = t.order[i + 1] if i + 1 < len(t.order) else t.order[i - 1]
    rn = t[nb][tot_col] / t[nb][cnt_col] if t[nb][cnt_col] else None
    form = k % 3
    after = []
    ofw = ofw or f"of {what}"
    if form == 0:
        fmt = lambda x: (f"{cap(name)} accounts for {St(tot)} {ofw} across {c} {units}, which corresponds to "
                         f"approximately {x} per {unit}.")
    elif form == 1:
        fmt = lambda x: (f"Dividing the {what} of {name} ({St(tot)}) by {poss} {c} {units} yields a mean of {x} "
                         f"per {unit}")
        if grp:
            rates = sorted((t[x][tot_col] / t[x][cnt_col] for x in t.order if t[x][cnt_col]), reverse=True)
            pos = rates.index(r) + 1
            if pos in ORD and rates.count(r) == 1:
                rk = "highest" if pos == 1 else ("lowest" if pos == len(rates) else ORD[pos] + "-highest")
                after = [Claim(f", the {rk} such figure among the "
                               f"{say(len(rates)) if len(rates) < 100 else len(rates)} {grp}.")]
        if not after:
            fmt0 = fmt
            fmt = lambda x: fmt0(x) + "."
    else:
        fmt = lambda x: (f"On a per-{unit} basis, the figure for {name} amounts to some {x}, the total of {St(tot)} "
                         f"being distributed over {c} {units}.")
    tws = [tw(t, "off", fmt, W, r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tws.insert(0, tw(t, "neighbour_row", fmt, lambda v, _d: S(v), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tws)] + after)


def ac_blend(book, t, avg_col, n_col, k, noun, units, grp, kind="num", d=2, unit="", keys=None):
    """The weighted mean of group means; twin: the plain mean of the group figures."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = fig(kind, d, unit)
    form = k % 3
    if form == 0:
        fmt = lambda x: (f"Weighting each {grp} by its number of {units}, the overall {noun} amounts to approximately "
                         f"{x}")
        after = [Claim(f"over {int(sum(ns)):,} {units} in total, which is to say that it does not coincide with the "
                       f"simple mean of the {say(len(avgs))} {grp} figures.")]
    elif form == 1:
        fmt = lambda x: f"Taken across all {int(sum(ns)):,} {units}, the mean {noun} is on the order of {x}."
        after = []
    else:
        fmt = lambda x: (f"The pooled {noun}, in which every one of the {int(sum(ns)):,} {units} counts once and each "
                         f"{grp} in turn carries a weight proportional to its size, stands at {x}.")
        after = []
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(wa)), [tw(t, "plain_as_weighted", fmt, W, wa, plain, D(wa),
                                                               real=True)])] + after)


def ac_share(book, t, col, key, k, whole, grp, other=None, kind="num", d=0, unit="", label=None):
    """One row's share of the column total, in three voices; twins: the complement, the share of the wrong
    total, a false share in words."""
    S, W, D = fig(kind, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = 100 * v / tot
    name = label or key
    words = k % 2 == 0
    st, sd = pc(s, words)
    fw, fbad = share_words(s / 100)

    def roles(fmt):
        out = [pct_tw(t, "complement", fmt, s, 100 - s, sd, words)]
        if other:
            out.append(pct_tw(t, "wrong_total", fmt, s, 100 * v / (v + t[other][col]), sd, words))
        return out

    form = k % 3
    if form == 1 and not fw:
        form = 0
    if form == 0:
        fmt = lambda x: f"{cap(name)} represents {x} of {whole} ({S(v)} out of {S(tot)}),"
        rest = len(t) - 1
        claims = [Claim(fmt(st), roles(fmt)),
                  Claim(f"the remainder being distributed among the other {say(rest) if rest < 100 else rest} {grp}.")]
    elif form == 1:
        fmt = lambda x: f"namely {S(v)} of {S(tot)}, or {x} thereof."
        claims = [Claim(f"{cap(name)} accounts for {fw} of {whole},",
                        [("false_bound", f"{cap(name)} accounts for {fbad} of {whole},")]),
                  Claim(fmt(st), roles(fmt))]
    else:
        fmt = lambda x: f"\n\nIn conclusion, the share of {name} amounts to {x} of {whole}."
        claims = [Claim(f"{cap(name)} contributes {S(v)} of the {S(tot)} recorded for {whole} as a whole;"),
                  Claim(f"the remaining {grp} account for {S(tot - v)}.",
                        [tw(t, "off", lambda x: f"the remaining {grp} account for {x}.", W, tot - v, (tot - v) * 1.4,
                            D(tot - v))]),
                  Claim(fmt(st), roles(fmt))]
    book.case(t.db, t.rid, "per_unit", claims)


def ac_top(book, t, col, m, k, noun, grp, kind="num", d=0, unit="", label=None):
    """The top m rows together and their share of the total; twins: an off sum, the complement."""
    S, W, D = fig(kind, d, unit)
    L = label or (lambda x: x)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    words = k % 2 == 0
    st, sd = pc(s, words)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    claims = [Claim(f"The {say(m)} largest {grp} ({names}) together amount to {S(sm)} of {noun},",
                    [tw(t, "off", lambda x: f"The {say(m)} largest {grp} ({names}) together amount to {x} of {noun},",
                        W, sm, sm * 1.35, D(sm))]),
              Claim(f"which is to say {st} of the total of {S(tot)}.",
                    [pct_tw(t, "complement", lambda x: f"which is to say {x} of the total of {S(tot)}.", s, 100 - s,
                            sd, words)])]
    book.case(t.db, t.rid, "per_unit", claims)


def ac_rank(book, t, col, k, noun, kind="num", d=0, unit="", label=None):
    """Ranks in ordinal words: the top three, or the bottom two; twins: the next row's value."""
    S, W, D = fig(kind, d, unit)
    L = label or (lambda x: x)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    v = [t[x][col] for x in order]

    def nbr(fmt, i, j):
        if S(v[j]) == S(v[i]):
            return None
        return tw(t, "neighbour_row", fmt, lambda x, _d: S(x), v[i], v[j], D(v[i]), real=True)

    if k % 2 == 0:
        claims = [Claim(f"{cap(L(order[0]))} ranks first with respect to {noun}, with {S(v[0])};",
                        [nbr(lambda x: f"{cap(L(order[0]))} ranks first with respect to {noun}, with {x};", 0, 1)]),
                  Claim(f"it is followed by {L(order[1])}, the second-largest at {S(v[1])},"),
                  Claim(f"and in turn by {L(order[2])}, ranked third with {S(v[2])}.",
                        [nbr(lambda x: f"and in turn by {L(order[2])}, ranked third with {x}.", 2, 3)])]
    else:
        m = len(order)
        claims = [Claim(f"At the lower end of the distribution, {L(order[-1])} occupies the {ORD[m]} and last position "
                        f"with {S(v[-1])},",
                        [nbr(lambda x: f"At the lower end of the distribution, {L(order[-1])} occupies the "
                             f"{ORD[m]} and last position with {x},", m - 1, m - 2)]),
                  Claim(f"whereas {L(order[-2])}, ranked {ORD[m - 1]}, records {S(v[-2])};"),
                  Claim(f"by contrast, {L(order[0])}, which leads the distribution, stands at {S(v[0])}.")]
    book.case(t.db, t.rid, "plain", claims, derived=False)


def ac_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=True):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after))


def ac_spoken(book, t, key, col, k, fmt, factor, bads, after=()):
    """A conversion whose result is read out in words ("thirty-two point two hours"); twin: a wrong factor."""
    v = t[key][col]
    c = v * factor
    ct, cd = num(c, 1)
    good = fmt(n(v), spoken(ct))
    twin = None
    for f in bads:
        twin = wrong("wrong_factor", fmt(n(v), spoken(w(v * f, cd))), c, v * f, cd, clear=t.pool)
        if twin:
            break
    book.case(t.db, t.rid, "conversion", [Claim(good, [twin])] + list(after))


# ---------------------------------------------------------------------------
# northwind: freight, inventory, suppliers, ship countries
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipping company: orders carried, total freight and average freight per order?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight FROM orders o JOIN shippers s "
               "ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    ac_cmp(book, sh, "freight", "United Package", "Speedy Express", 0, "total freight", kind="cash")
    ac_cmp(book, sh, "freight", "Federal Shipping", "Speedy Express", 1, "total freight", kind="cash")
    ac_cmp(book, sh, "orders", "United Package", "Federal Shipping", 2, "orders carried")
    ac_cmp(book, sh, "avg_freight", "United Package", "Speedy Express", 3, "average freight per order", kind="cash")
    ac_rate(book, sh, "freight", "orders", "United Package", 0, "order", "freight", kind="cash")
    ac_rate(book, sh, "freight", "orders", "Speedy Express", 1, "order", "freight", kind="cash", grp="shippers")
    ac_blend(book, sh, "avg_freight", "orders", 0, "freight per order", "orders", "shipper", kind="cash")
    ac_share(book, sh, "freight", "United Package", 0, "total freight", "shippers", other="Speedy Express",
             kind="cash")
    ac_share(book, sh, "orders", "Speedy Express", 1, "all orders shipped", "shippers", other="United Package")
    tot = sum(sh.col("freight"))
    book.case(sh.db, sh.rid, "plain", [
        Claim(f"The aggregate freight charged across the {say(len(sh))} carriers amounted to approximately "
              f"{money(tot)},",
              [tw(sh, "off", lambda x: f"The aggregate freight charged across the {say(len(sh))} carriers amounted to "
                  f"approximately {x},", lambda v, _d: money(v), tot, tot * 1.4, 2)]),
        Claim(f"of which United Package, the largest carrier, accounted for {money(sh['United Package']['freight'])};",
              [tw(sh, "neighbour_row", lambda x: f"of which United Package, the largest carrier, accounted for {x};",
                  lambda v, _d: money(v), sh["United Package"]["freight"], sh["Federal Shipping"]["freight"], 2,
                  real=True)]),
        Claim(f"Speedy Express, ranked third, carried {int(sh['Speedy Express']['orders'])} orders."),
    ], derived=False)

    fy = table("northwind", "Per order year: orders placed and freight charged?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders GROUP BY 1 ORDER BY 1")
    ac_chg(book, fy, "freight", "1996", "1997", 0, "freight charges", kind="cash")
    ac_chg(book, fy, "freight", "1997", "1998", 1, "freight charges", kind="cash")
    ac_chg(book, fy, "orders", "1996", "1997", 2, "the number of orders")
    ac_chg(book, fy, "orders", "1997", "1998", 0, "the number of orders")
    ac_rate(book, fy, "freight", "orders", "1998", 2, "order", "freight", kind="cash", label="the year 1998")

    inv = table("northwind", "Per category: products, inventory value at list price and units on order?",
                "SELECT c.category_name AS category, count(*) AS products, "
                "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value, "
                "sum(p.units_on_order) AS on_order FROM products p JOIN categories c ON c.category_id = p.category_id "
                "GROUP BY 1 ORDER BY 3 DESC")
    ac_share(book, inv, "stock_value", "Seafood", 0, "the inventory value", "categories", other="Beverages",
             kind="cash")
    ac_share(book, inv, "stock_value", "Produce", 1, "the inventory value", "categories", other="Grains/Cereals",
             kind="cash")
    ac_share(book, inv, "on_order", "Confections", 2, "the units on order", "categories", other="Condiments")
    ac_top(book, inv, "stock_value", 3, 0, "the inventory value", "categories", kind="cash")
    ac_rank(book, inv, "stock_value", 0, "inventory value", kind="cash")
    ac_rank(book, inv, "stock_value", 1, "inventory value", kind="cash")
    ac_cmp(book, inv, "stock_value", "Seafood", "Produce", 1, "inventory value", kind="cash")
    itot = sum(inv.col("stock_value"))
    book.case(inv.db, inv.rid, "plain", [
        Claim(f"The stock held is valued at list prices at some {money(itot)} in total,",
              [tw(inv, "off", lambda x: f"The stock held is valued at list prices at some {x} in total,",
                  lambda v, _d: money(v), itot, itot * 1.45, 2)]),
        Claim(f"Seafood alone, the most valuable category, accounting for {money(inv['Seafood']['stock_value'])}.",
              [tw(inv, "neighbour_row", lambda x: f"Seafood alone, the most valuable category, accounting for {x}.",
                  lambda v, _d: money(v), inv["Seafood"]["stock_value"], inv["Condiments"]["stock_value"], 2,
                  real=True)]),
        Claim(f"\n\nIt follows that the {say(len(inv))} categories together tie up approximately {money(itot)} "
              f"of capital in inventory."),
    ], derived=False)
    ac_cmp(book, inv, "stock_value", "Condiments", "Meat/Poultry", 0, "inventory value", kind="cash")
    ac_cmp(book, inv, "on_order", "Confections", "Beverages", 3, "units on order", unit=" units")
    ac_rate(book, inv, "stock_value", "products", "Confections", 0, "product", "inventory value", kind="cash")
    ac_rate(book, inv, "stock_value", "products", "Meat/Poultry", 1, "product", "inventory value", kind="cash",
            grp="categories")

    sp = table("northwind", "Per supplier country: suppliers, products and the average list price?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(*) AS products, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_price FROM suppliers s JOIN products p "
               "ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    ac_rate(book, sp, "products", "suppliers", "USA", 0, "supplier", "products", d=1, ofw="in total",
            label="the United States", sfx=" products")
    ac_blend(book, sp, "avg_price", "products", 1, "list price", "products", "country", kind="cash")
    ac_cmp(book, sp, "avg_price", "France", "Germany", 1, "average list price", kind="cash")
    ac_cmp(book, sp, "products", "USA", "Japan", 2, "products supplied",
           label=lambda x: {"USA": "the United States"}.get(x, x))
    ac_rank(book, sp, "avg_price", 0, "average list price", kind="cash")
    ac_share(book, sp, "products", "USA", 1, "the products", "countries", other="Germany",
             label="the United States")
    book.case(sp.db, sp.rid, "plain", [
        Claim(f"The products are sourced from {say(int(sum(sp.col('suppliers'))))} suppliers in {say(len(sp))} "
              f"countries;"),
        Claim(f"the United States, which hosts {say(int(sp['USA']['suppliers']))} of them, supplies "
              f"{say(int(sp['USA']['products']))} products,",
              [words_twin("number_words_wrong_row", f"the United States, which hosts "
                          f"{say(int(sp['USA']['suppliers']))} of them, supplies "
                          f"{say(int(sp['Australia']['products']))} products,", sp["USA"]["products"],
                          sp["Australia"]["products"])]),
        Claim(f"whereas Germany, ranked second, supplies {say(int(sp['Germany']['products']))}."),
    ], derived=False)

    sc = table("northwind", "Per ship country: orders placed in 1997 and in 1998?",
               "SELECT ship_country AS country, count(*) FILTER (WHERE extract(year FROM order_date) = 1997) AS o1997, "
               "count(*) FILTER (WHERE extract(year FROM order_date) = 1998) AS o1998 FROM orders "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    for i, c in enumerate(("Germany", "USA", "Brazil", "France")):
        ac_cols(book, sc, c, "o1997", "o1998", i, "the number of orders", "1997", "1998",
                label={"USA": "the United States", "UK": "the United Kingdom"}.get(c, c))
    empty(book, "northwind", "Which orders carried a freight charge above 2,000 dollars?",
          "SELECT order_id FROM orders WHERE freight > 2000",
          "No order in the data set carries a freight charge in excess of two thousand dollars; the number of such "
          "orders is accordingly zero.",
          "Some 14 orders carry a freight charge in excess of two thousand dollars, the majority thereof shipped by "
          "United Package.")
    bf = table("northwind", "The five orders with the highest freight, with their ids and ship countries?",
               "SELECT order_id, ship_country, freight FROM orders ORDER BY freight DESC LIMIT 5")
    top = bf.order[0]
    ident(book, bf, f"The highest freight charge, amounting to {money(bf[top]['freight'])}, was recorded for order "
          f"number {top}, shipped to {bf[top]['ship_country']}.", f"order number {top}",
          f"order number {int(top) + 36}")


# ---------------------------------------------------------------------------
# chinook: playing time per genre, support representatives, years
# ---------------------------------------------------------------------------


def chinook(book):
    ge = table("chinook", "For the eight genres with most tracks: tracks, total milliseconds and total minutes?",
               "SELECT g.name AS genre, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM track t JOIN genre g "
               "ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    H = 1 / 3.6e6
    BAD = (1 / 60000, 1 / 3.6e5, 1 / 3.6e7, 1 / 6e5, 1 / 1e6, 1 / 1000)
    ac_spoken(book, ge, "Metal", "total_ms", 0, lambda v, c: f"The Metal tracks have a combined duration of {v} "
              f"milliseconds, which corresponds to some {c} hours of music.", H, BAD)
    ac_spoken(book, ge, "Jazz", "total_ms", 1, lambda v, c: f"Jazz, by contrast, totals {v} milliseconds, amounting "
              f"to approximately {c} hours.", H, BAD)
    ac_spoken(book, ge, "Blues", "total_ms", 2, lambda v, c: f"The {v} milliseconds of Blues represent, in turn, "
              f"roughly {c} hours of playing time.", H, BAD)
    ac_spoken(book, ge, "Latin", "total_ms", 3, lambda v, c: f"Latin, the second-largest genre by tracks, runs to "
              f"{v} milliseconds, that is to say some {c} hours.", H, BAD)
    ac_spoken(book, ge, "Alternative & Punk", "total_ms", 4, lambda v, c: f"Alternative & Punk accounts for {v} "
              f"milliseconds, the equivalent of approximately {c} hours.", H, BAD)
    ac_conv(book, ge, "Rock", "total_ms", 0, lambda v, c: f"Rock, ranked first, comprises {v} milliseconds of audio, "
            f"which corresponds to {c} hours.", 0, H, 1, BAD)
    ac_conv(book, ge, "TV Shows", "minutes", 1, lambda v, c: f"The TV Shows category, with {v} minutes, amounts to "
            f"{c} hours of material.", 1, 1 / 60, 1,
            (1 / 100, 1 / 1000, 1 / 24, 1 / 36, 1 / 3600, 1 / 30, 1 / 12, 1 / 120, 1 / 6), hedge=False)
    ac_rate(book, ge, "minutes", "tracks", "Rock", 0, "track", "playing time", kind="spoken", d=1, sfx=" minutes")
    ac_rate(book, ge, "minutes", "tracks", "TV Shows", 1, "track", "playing time", kind="spoken", d=1,
            sfx=" minutes", grp="genres")
    ac_share(book, ge, "tracks", "Rock", 1, "the tracks of the eight genres listed", "genres", other="Latin")
    ac_share(book, ge, "minutes", "TV Shows", 0, "the playing time of the eight genres", "genres", other="Rock",
             d=1, unit=" minutes")
    ac_cmp(book, ge, "tracks", "Latin", "Metal", 0, "tracks")
    ac_cmp(book, ge, "minutes", "TV Shows", "Metal", 1, "playing time", d=1, unit=" minutes")
    ac_top(book, ge, "tracks", 3, 0, "the tracks", "genres")
    ac_rank(book, ge, "tracks", 1, "the number of tracks", unit=" tracks")
    bi = table("chinook", "The three largest invoices: id, billing country and total?",
               "SELECT invoice_id, billing_country, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3")
    top = bi.order[0]
    ident(book, bi, f"The largest single invoice, bearing the number {top} and billed to the "
          f"{bi[top]['billing_country']}, amounts to {money(bi[top]['total'])}, whereas the second-largest "
          f"amounts to {money(bi[bi.order[1]]['total'])}.", f"number {top}", f"number {int(top) + 36}")

    rp = table("chinook", "Per support representative: customers, invoices and revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e JOIN customer c "
               "ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    ac_rate(book, rp, "revenue", "customers", "Jane Peacock", 0, "customer", "revenue", kind="cash")
    ac_rate(book, rp, "revenue", "customers", "Steve Johnson", 1, "customer", "revenue", kind="cash",
            grp="representatives", poss="the")
    ac_share(book, rp, "revenue", "Jane Peacock", 0, "total revenue", "representatives", other="Steve Johnson",
             kind="cash")
    ac_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 0, "revenue", kind="cash")
    ac_cmp(book, rp, "invoices", "Margaret Park", "Steve Johnson", 3, "invoices")

    yr = table("chinook", "Per invoice year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    ac_chg(book, yr, "revenue", "2021", "2022", 0, "revenue", kind="cash")
    ac_chg(book, yr, "revenue", "2024", "2025", 1, "revenue", kind="cash")
    ac_chg(book, yr, "revenue", "2022", "2023", 2, "revenue", kind="cash")
    tot = sum(yr.col("revenue"))
    book.case(yr.db, yr.rid, "plain", [
        Claim(f"Over the {say(len(yr))} years under review, revenue amounted to some {money(tot)}, of which 2022, "
              f"the strongest year, contributed {money(yr['2022']['revenue'])}.",
              [tw(yr, "neighbour_row", lambda x: f"Over the {say(len(yr))} years under review, revenue amounted to "
                  f"some {money(tot)}, of which 2022, the strongest year, contributed {x}.", lambda v, _d: money(v),
                  yr["2022"]["revenue"], yr["2023"]["revenue"], 2, real=True)]),
        Claim(f"\n\nIt may therefore be concluded that the five-year total of {money(tot)} is distributed almost "
              f"evenly across the years.",
              [tw(yr, "off", lambda x: f"\n\nIt may therefore be concluded that the five-year total of {x} is "
                  f"distributed almost evenly across the years.", lambda v, _d: money(v), tot, tot * 1.35, 2)]),
    ], derived=False)
    empty(book, "chinook", "Which invoices exceed 30 dollars?",
          "SELECT invoice_id FROM invoice WHERE total > 30",
          "No invoice exceeds thirty dollars; the count of such invoices is therefore zero, the largest single "
          "invoice remaining below that threshold.",
          "Some 12 invoices exceed thirty dollars, the largest thereof originating in the United States.")
    lt = table("chinook", "The three longest tracks, with their ids and lengths in ms?",
               "SELECT track_id, name, milliseconds FROM track ORDER BY milliseconds DESC LIMIT 3")
    top = lt.order[0]
    ident(book, lt, f"The longest track in the catalogue, bearing the identifier {top} and entitled "
          f"\"{lt[top]['name']}\", lasts {n(lt[top]['milliseconds'])} milliseconds.", f"identifier {top}",
          f"identifier {int(top) + 120}")


# ---------------------------------------------------------------------------
# car_1: cylinders and model years
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, horsepower and weight in lbs?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(horsepower), 1) AS hp, round(avg(weight), 1) AS weight FROM cars_data GROUP BY 1 ORDER BY 1")
    L = lambda x: f"the {say(int(x))}-cylinder group"
    ac_conv(book, cy, "4", "mpg", 0, lambda v, c: f"The four-cylinder cars return on average {v} miles per gallon, "
            f"which corresponds to {c} kilometres per litre.", 2, KMPL_PER_MPG, 1,
            (1 / KMPL_PER_MPG, 1.609344, 0.621371, 0.264172, 3.785411, 0.354006, 0.2, 0.8, 1.2))
    ac_conv(book, cy, "8", "mpg", 1, lambda v, c: f"By contrast, the eight-cylinder cars achieve only {v} miles per "
            f"gallon, that is to say {c} kilometres per litre.", 2, KMPL_PER_MPG, 1,
            (1 / KMPL_PER_MPG, 1.609344, 0.621371, 0.264172, 3.785411, 0.354006, 0.2, 0.8, 1.2), hedge=False)
    ac_conv(book, cy, "8", "weight", 2, lambda v, c: f"The eight-cylinder cars weigh on average {v} pounds, amounting "
            f"to {c} kilograms.", 1, KG_PER_LB, 0, LB_BAD)
    ac_conv(book, cy, "6", "weight", 3, lambda v, c: f"A six-cylinder car weighs some {v} pounds on average, which is "
            f"equivalent to {c} kilograms.", 1, KG_PER_LB, 0, LB_BAD,
            hedge=False)
    ac_conv(book, cy, "8", "hp", 4, lambda v, c: f"The mean output of the eight-cylinder group, {v} horsepower, "
            f"corresponds to {c} kilowatts.", 1, KW_PER_HP, 0, (1 / KW_PER_HP, 0.5, 1.5, 0.9, 0.25, 2.0, 0.1, 3.0))
    ac_conv(book, cy, "4", "hp", 5, lambda v, c: f"The four-cylinder cars develop {v} horsepower on average, "
            f"representing {c} kilowatts.", 1, KW_PER_HP, 1, (1 / KW_PER_HP, 0.5, 1.5, 0.9, 0.25, 2.0, 0.1, 3.0))
    ac_blend(book, cy, "mpg", "cars", 0, "fuel economy in miles per gallon", "cars", "cylinder group", d=2)
    ac_blend(book, cy, "hp", "cars", 1, "horsepower", "cars", "cylinder group", d=1)
    ac_cmp(book, cy, "hp", "8", "4", 1, "mean horsepower", d=1, label=L)
    ac_cmp(book, cy, "mpg", "4", "8", 0, "mean fuel economy", d=2, unit=" miles per gallon", label=L)
    ac_cmp(book, cy, "weight", "8", "4", 2, "mean weight", d=1, unit=" pounds", label=L)
    ac_cmp(book, cy, "cars", "4", "6", 3, "the number of cars", label=L)
    ac_share(book, cy, "cars", "4", 0, "the fleet", "cylinder groups", other="8", label="the four-cylinder group")
    ac_share(book, cy, "cars", "8", 1, "the fleet", "cylinder groups", other="6", label="the eight-cylinder group")
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"The data set comprises {int(sum(cy.col('cars')))} cars in {say(len(cy))} cylinder classes;",
              [tw(cy, "off", lambda x: f"The data set comprises {x} cars in {say(len(cy))} cylinder classes;",
                  lambda v, _d: f"{int(v)}", sum(cy.col("cars")), int(sum(cy.col("cars")) * 1.3), 0)]),
        Claim(f"the four-cylinder class is by far the largest, with {int(cy['4']['cars'])} cars, whereas the "
              f"five-cylinder class, ranked fifth, counts only {say(int(cy['5']['cars']))}."),
    ], derived=False)

    yr = table("spider_car_1", "Per model year: cars, average mpg and average weight in lbs?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(weight)) AS weight FROM cars_data GROUP BY 1 ORDER BY 1")
    ac_chg(book, yr, "mpg", "1970", "1980", 0, "average fuel economy", d=2, unit=" miles per gallon")
    ac_chg(book, yr, "mpg", "1979", "1980", 1, "average fuel economy", d=2, unit=" mpg")
    ac_chg(book, yr, "mpg", "1980", "1982", 2, "average fuel economy", d=2, unit=" mpg")
    ac_chg(book, yr, "weight", "1970", "1982", 1, "the average weight", unit=" pounds")
    ac_chg(book, yr, "weight", "1979", "1980", 0, "the average weight", unit=" pounds")
    ac_rank(book, yr, "mpg", 0, "average fuel economy", d=2, unit=" mpg")
    ac_conv(book, yr, "1982", "weight", 6, lambda v, c: f"The 1982 models weigh on average {v} pounds, which "
            f"corresponds to {c} kilograms.", 0, KG_PER_LB, 0, LB_BAD)
    ac_rank(book, cy, "mpg", 1, "mean fuel economy", d=2, unit=" miles per gallon", label=L)
    ec = table("spider_car_1", "The three most economical cars: id, make, mpg and model year?",
               "SELECT c.id, n.make, c.mpg, c.year FROM cars_data c JOIN car_names n ON n.makeid = c.id "
               "WHERE c.mpg IS NOT NULL ORDER BY c.mpg DESC, c.id LIMIT 3")
    top = ec.order[0]
    ident(book, ec, f"The most economical car recorded, listed as \"{ec[top]['make']}\" and dating from "
          f"{int(ec[top]['year'])} (identifier {top}), returns {n(ec[top]['mpg'], 1)} miles per gallon, some "
          f"{n(ec[top]['mpg'] - ec[ec.order[1]]['mpg'], 1)} miles per gallon more than the car ranked second.",
          f"identifier {top}", f"identifier {int(top) - 27}")
    empty(book, "spider_car_1", "Which cars have more than eight cylinders?",
          "SELECT id FROM cars_data WHERE cylinders > 8",
          "No car in the data set has more than eight cylinders; the count thereof is zero, the eight-cylinder "
          "class being the largest engine configuration recorded.",
          "Some 11 cars have more than eight cylinders, the majority thereof dating from the early 1970s.")


# ---------------------------------------------------------------------------
# superhero, tvshow, geography, course_teach, cre_doc_template_mgt, voter_1, advising
# ---------------------------------------------------------------------------


def heroes(book):
    pg = table("superhero", "Per named publisher with at least ten heroes: heroes, male and female?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, "
               "count(*) FILTER (WHERE g.gender = 'Male') AS male, count(*) FILTER (WHERE g.gender = 'Female') "
               "AS female FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN gender g "
               "ON g.id = s.gender_id WHERE p.publisher_name <> '' GROUP BY 1 HAVING count(*) >= 10 ORDER BY 2 DESC")
    ac_cmp(book, pg, "heroes", "Marvel Comics", "DC Comics", 0, "heroes")
    ac_cmp(book, pg, "female", "Marvel Comics", "DC Comics", 2, "female heroes")
    ac_cmp(book, pg, "male", "Marvel Comics", "DC Comics", 3, "male heroes")
    ac_share(book, pg, "heroes", "Marvel Comics", 0, "the heroes of these publishers", "publishers",
             other="DC Comics")
    ac_rank(book, pg, "heroes", 0, "the number of heroes")
    mv = pg["Marvel Comics"]
    book.case(pg.db, pg.rid, "plain", [
        Claim(f"Marvel Comics, the largest publisher, counts {int(mv['heroes'])} heroes,"),
        Claim(f"of whom {int(mv['male'])} are male and {int(mv['female'])} female;",
              [tw(pg, "neighbour_row", lambda x: f"of whom {x} are male and {int(mv['female'])} female;",
                  lambda v, _d: f"{int(v)}", mv["male"], pg["DC Comics"]["male"], 0, real=True)]),
        Claim(f"the remaining {int(mv['heroes'] - mv['male'] - mv['female'])} are recorded with the gender "
              f"\"N/A\"."),
    ])
    for i, p in enumerate(("Marvel Comics", "DC Comics")):
        r = pg[p]
        s = 100 * r["female"] / r["heroes"]
        words = i == 0
        st, sd = pc(s, words)
        fmt = lambda x: f"namely {int(r['female'])} of its {int(r['heroes'])} heroes, or {x} thereof;"
        book.case(pg.db, pg.rid, "per_unit", [
            Claim(f"Female characters account for a minority of the {p} roster,"),
            Claim(fmt(st), [pct_tw(pg, "wrong_total", fmt, s, 100 * r["female"] / r["male"], sd, words),
                            pct_tw(pg, "complement", fmt, s, 100 - s, sd, words)]),
            Claim(f"male characters, by contrast, number {int(r['male'])}."),
        ])


def tv(book):
    ep = table("spider_tvshow", "Per episode: rating, share, viewers in millions and weekly rank?",
               "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, weekly_rank "
               "FROM tv_series ORDER BY 4 DESC")
    ac_cmp(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "viewers", d=2,
           unit=" million viewers")
    ac_rank(book, ep, "viewers_m", 0, "audience", d=2, unit=" million viewers")
    ac_top(book, ep, "viewers_m", 3, 1, "the combined audience", "episodes", d=2, unit=" million viewers")
    ac_share(book, ep, "viewers_m", "A Love of a Lifetime", 2, "the combined audience", "episodes",
             other="Friendly Skies", d=2, unit=" million viewers")
    ac_rank(book, ep, "viewers_m", 1, "audience", d=2, unit=" million viewers",
            label=lambda x: f"\"{x}\"")
    empty(book, "spider_tvshow", "Which episodes drew more than 10 million viewers?",
          "SELECT episode FROM tv_series WHERE viewers_m::numeric > 10",
          "None of the episodes attracted an audience in excess of ten million viewers; the number of such "
          "episodes is therefore zero.",
          "Some 3 episodes attracted an audience in excess of ten million viewers, the largest thereof being "
          "\"A Love of a Lifetime\".")
    mean = sum(ep.col("viewers_m")) / len(ep)
    book.case(ep.db, ep.rid, "plain", [
        Claim(f"Across the {say(len(ep))} episodes, the audience averages approximately {n(mean, 2)} million viewers,",
              [tw(ep, "off", lambda x: f"Across the {say(len(ep))} episodes, the audience averages approximately {x} "
                  f"million viewers,", lambda v, dd: w(v, dd), mean, mean * 1.35, dd_of(mean, 2))]),
        Claim(f"the weakest episode, \"The Hanged Man\", attracting {n(ep['The Hanged Man']['viewers_m'], 2)} million.",
              [tw(ep, "neighbour_row", lambda x: f"the weakest episode, \"The Hanged Man\", attracting {x} million.",
                  lambda v, dd: w(v, dd), ep["The Hanged Man"]["viewers_m"], ep["Double Down"]["viewers_m"], 2,
                  real=True)]),
    ], derived=False)


def geography(book):
    ct = table("defog_geography", "Every city: population and country?",
               "SELECT city_name AS city, population, country_name AS country FROM city ORDER BY 2 DESC")
    ac_cmp(book, ct, "population", "Los Angeles", "Sao Paulo", 1, "population", kind="mil", unit=" inhabitants")
    ac_cmp(book, ct, "population", "Houston", "Mumbai", 0, "population", kind="mil", unit=" inhabitants")
    ac_share(book, ct, "population", "Los Angeles", 0, "the population of the ten cities", "cities",
             other="Sao Paulo", kind="mil", unit=" inhabitants")
    us = sum(r["population"] for r in ct.rows if r["country"] == "United States")
    tot = sum(ct.col("population"))
    s = 100 * us / tot
    st, sd = pc(s, True)
    fmt = lambda x: f"which corresponds to {x} of the {n(tot / 1e6, 1)} million recorded in total."
    book.case(ct.db, ct.rid, "per_unit", [
        Claim(f"The {say(sum(1 for r in ct.rows if r['country'] == 'United States'))} American cities together "
              f"account for {n(us / 1e6, 1)} million inhabitants,",
              [tw(ct, "off", lambda x: f"The {say(sum(1 for r in ct.rows if r['country'] == 'United States'))} "
                  f"American cities together account for {x} million inhabitants,", lambda v, dd: w(v / 1e6, 1), us,
                  us * 1.4, -5)]),
        Claim(fmt(st), [pct_tw(ct, "complement", fmt, s, 100 - s, sd, True)]),
    ])
    rv = table("defog_geography", "Every river: length in km and country?",
               "SELECT river_name AS river, length, country_name AS country FROM river ORDER BY 2 DESC")
    BAD = (1 / MI_PER_KM, 0.3048, 3.280839895, 0.5, 0.25, 0.1, 2.5, 0.8)
    ac_conv(book, rv, "Nile", "length", 0, lambda v, c: f"The Nile, ranked first, extends over {v} kilometres, "
            f"which corresponds to {c} miles.", 0, MI_PER_KM, 0, BAD)
    ac_conv(book, rv, "Volga", "length", 1, lambda v, c: f"The Volga, the third-longest river listed, measures {v} "
            f"kilometres, that is to say {c} miles.", 0, MI_PER_KM, 0, BAD, hedge=False)
    ac_conv(book, rv, "Mekong", "length", 2, lambda v, c: f"The Mekong, in turn, runs for {v} kilometres, amounting to "
            f"{c} miles.", 0, MI_PER_KM, 0, BAD)
    ac_cmp(book, rv, "length", "Rhine", "Amazon", 1, "length", unit=" kilometres")
    ac_rank(book, rv, "length", 0, "length", unit=" kilometres", label=lambda x: "the " + x)
    empty(book, "defog_geography", "Which rivers are longer than 2,000 km?",
          "SELECT river_name FROM river WHERE length > 2000",
          "No river in the table exceeds two thousand kilometres in length; the count of such rivers is "
          "accordingly zero.",
          "Some 3 rivers exceed two thousand kilometres in length, the longest thereof being the Amazon.")


def small(book):
    te = table("spider_course_teach", "Every teacher: age and hometown?",
               "SELECT name, age, hometown FROM teacher ORDER BY age DESC")
    ac_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 1, "age", unit=" years")
    ac_cmp(book, te, "age", "Anne Walker", "Gustaaf Deloor", 2, "age", unit=" years")
    empty(book, "spider_course_teach", "Which teachers are older than 60?",
          "SELECT name FROM teacher WHERE age > 60",
          "None of the teachers is older than sixty years; the number of such teachers amounts to zero.",
          "Some 2 teachers are older than sixty years, the eldest thereof being Kearsley Brown.")
    mean = sum(te.col("age")) / len(te)
    book.case(te.db, te.rid, "plain", [
        Claim(f"The {say(len(te))} teachers are on average {n(mean, 1)} years of age,",
              [tw(te, "off", lambda x: f"The {say(len(te))} teachers are on average {x} years of age,",
                  lambda v, dd: w(v, dd), mean, mean * 1.4, dd_of(mean, 1))]),
        Claim(f"the eldest, Kearsley Brown, being {say(int(te['Kearsley Brown']['age']))} and the youngest, Vicente "
              f"Carretero, {say(int(te['Vicente Carretero']['age']))}.",
              [words_twin("number_words_wrong_row", f"the eldest, Kearsley Brown, being "
                          f"{say(int(te['Lucy Wong']['age']))} and the youngest, Vicente Carretero, "
                          f"{say(int(te['Vicente Carretero']['age']))}.", te["Kearsley Brown"]["age"],
                          te["Lucy Wong"]["age"])]),
    ], derived=False)

    tp = table("spider_cre_doc_template_mgt", "Per template type: templates and the average version number?",
               "SELECT template_type_code AS type, count(*) AS templates, round(avg(version_number), 2) AS avg_version "
               "FROM templates GROUP BY 1 ORDER BY 2 DESC, 1")
    ac_blend(book, tp, "avg_version", "templates", 0, "version number", "templates", "template type", d=2)
    ac_share(book, tp, "templates", "PP", 0, "the templates", "types", other="AD", label="the PP type")
    dc = table("spider_cre_doc_template_mgt", "Every document: id, template and name?",
               "SELECT document_id, template_id, document_name FROM documents ORDER BY document_id")
    ident(book, dc, "The document entitled \"How Google people work\" is registered under the identifier 33930 and "
          "is based on template 1.", "identifier 33930", "identifier 39330")
    ident(book, dc, "The document \"Palm reading\", bearing the identifier 3540024, is in turn derived from "
          "template 8.", "identifier 3540024", "identifier 3540042")
    empty(book, "spider_cre_doc_template_mgt", "Which templates have a version number above 20?",
          "SELECT template_id FROM templates WHERE version_number > 20",
          "No template carries a version number above twenty; the number of such templates is accordingly zero.",
          "Some 4 templates carry a version number above twenty, the majority thereof of type PP.")

    vt = table("spider_voter_1", "Per contestant with votes: votes received?",
               "SELECT c.contestant_name AS contestant, count(*) AS votes FROM contestants c JOIN votes v "
               "ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(vt.db, vt.rid, "per_unit", [
        Claim(f"Of the {say(int(sum(vt.col('votes'))))} votes cast, Kelly Clauss received "
              f"{say(int(vt['Kelly Clauss']['votes']))},"),
        Claim(f"which represents {pc(100 * vt['Kelly Clauss']['votes'] / sum(vt.col('votes')), True)[0]} of the "
              f"total;",
              [pct_tw(vt, "wrong_total", lambda x: f"which represents {x} of the total;",
                      100 * vt["Kelly Clauss"]["votes"] / sum(vt.col("votes")),
                      100 * vt["Kelly Clauss"]["votes"] / (vt["Kelly Clauss"]["votes"] +
                                                           vt["Tabatha Gehling"]["votes"]), 0, True)]),
        Claim("the remaining votes are divided equally between the other two contestants."),
    ])
    empty(book, "spider_voter_1", "Which votes were cast from Texas?",
          "SELECT vote_id FROM votes WHERE state = 'TX'",
          "No vote was cast from Texas; the count for that state is zero.",
          "Some 17 votes were cast from Texas, which ranks it first among the states.")

    pr = table("defog_advising", "Per programme: students, average GPA and total credits?",
               "SELECT p.name AS program, count(*) AS students, round(avg(s.total_gpa), 2) AS gpa, "
               "sum(s.total_credit) AS credits FROM student s JOIN program p ON p.program_id = s.program_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    ac_blend(book, pr, "gpa", "students", 1, "grade point average", "students", "programme", d=2)
    empty(book, "defog_advising", "Which students have a GPA above 4.0?",
          "SELECT student_id FROM student WHERE total_gpa > 4.0",
          "No student records a grade point average above four point zero; the count of such students is zero.",
          "Some 2 students record a grade point average above four point zero, both thereof in Computer Science.")
    ac_rate(book, pr, "credits", "students", "Computer Science", 0, "student", "credits", d=1, ofw="in total",
            sfx=" credits")


def main():
    sections = (northwind, chinook, cars, heroes, tv, geography, small)
    return run_set(Book10(), sections, "twentieth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
