#!/usr/bin/env python3
"""
plausibility_fresh23.py — a twenty-fourth labelled set for check_answer,
written held out, development since its misses were read: answers the way a language model writes when asked to write like
a newspaper data reporter (AP / wire-service style), over the tables and
columns the other sets use least: chinook (revenue per support
representative and per year, playlists' tracks, running time and size),
northwind (freight per shipper and per order year, territories per region,
suppliers' products, prices and stock per country), BIRD's superhero (heroes
per race with height and weight, per gender, per eye colour), defog-dev's
geography (states' population and area, cities' population), atis (ground
transport around each airport, flights per airline) and academic
(publications, citations and references per year and per journal), and
Spider's course_teach (teachers' ages and course grades), with queries of
their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the wire
story the other sets lack: a lede sentence with the headline figure, then
short paragraphs; AP number style (one to nine spelled out, 10 and up in
digits; "percent" spelled out; "$1.2 million", "$45,000"); hedges "about",
"nearly", "more than", "roughly"; comparisons "more than three times",
"up 12 percent from", "down by about a quarter", "per order", "on average";
attribution ("according to the records", "the data show"); years as
narration beside real figures. Shapes, as in bench/plausibility_fresh4.py
(whose helpers this set reuses, with fresh7's, fresh9's, fresh10's and
fresh11's):
  comparison  differences, multiples in digits and words ("more than three
              times"), percent more and less, "X to Y"
  change      percent change between rows or periods ("up 12 percent from",
              "down by about a quarter"), absolute changes
  per_unit    totals over counts ("per order", "a customer", "on average"),
              weighted averages of group averages, one row's share, the top
              rows' share, shares in words
  conversion  milliseconds as hours and minutes, bytes as gigabytes, cm as
              inches and feet, kg as pounds, square kilometres as square
              miles, miles as kilometres, seconds as hours
  zero_ident  zero for an empty result or a zero cell, digits inside
              identifiers
  plain       cells, counts, money in AP style, hedged round figures, ranks
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a percent change over the wrong base), a false bound or share or
multiple in words, number words given to the wrong row, a count over an
empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import dd_of, n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh11 import frac_words

LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159
KM_PER_MI = 1.609344
P = "\n\n"


# ---------------------------------------------------------------------------
# figures in AP style
# ---------------------------------------------------------------------------


def apm(v):
    """Money in AP style: "$1.2 million", "$20,513", "$833.04"."""
    a = abs(v)
    if a >= 1e6:
        return f"${num(a / 1e6, 1)[0]} million"
    if a >= 1000:
        return f"${num(a, 0)[0]}"
    return f"${num(a, 2, cash=True)[0]}"


def apm_w(v, dd):
    a = abs(v)
    if a >= 1e6:
        return f"${w(a / 1e6, 1)} million"
    if a >= 1000:
        return f"${w(a, 0)}"
    return f"${w(a, dd)}"


def apm_d(v):
    a = abs(v)
    if a >= 1e6:
        return 1
    if a >= 1000:
        return 0
    return num(a, 2, cash=True)[1]


def apn(v, d=0):
    """A figure in AP style: whole numbers one to nine in words, 10 and up in digits."""
    if d == 0 and float(v).is_integer() and 0 < abs(v) < 10:
        return say(int(abs(v)))
    return n(v, d)


def shown(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals to judge a twin by."""
    if cash:
        return apm, apm_w, apm_d
    return (lambda v: apn(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def hedge(v):
    """A round figure within 2% of v with the AP hedge that says on which side v falls ("about 1,500",
    "nearly 400", "more than 80"): (text, decimals); or (None, None)."""
    a = abs(v)
    for step, d in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        g = (v - s) / a
        if s and abs(g) < 0.02:
            word = "about" if abs(g) < 0.003 else ("more than" if g > 0 else "nearly")
            return f"{word} {s:,.{d}f}", d
    return None, None


MULT = {2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times", 7: "seven times",
        8: "eight times", 9: "nine times", 10: "10 times"}


def mult_ap(r):
    """A multiple as a wire reporter writes it ("more than three times", "nearly twice", "about four times"),
    and one clearly false; or (None, None)."""
    m = round(r)
    if m < 2 or m > 10:
        return None, None
    g = (r - m) / m
    bad = MULT.get(m + 2) or MULT.get(m - 2)
    if abs(g) < 0.01:
        return f"about {MULT[m]}", f"about {bad}"
    if 0.01 <= g < 0.12:
        return f"more than {MULT[m]}", f"more than {bad}"
    if -0.1 < g <= -0.01:
        return f"nearly {MULT[m]}", f"nearly {bad}"
    return None, None


def pctt(p):
    """A percent as AP writes it: whole above 10, a decimal below."""
    return num(p, 0 if abs(p) >= 10 else 1)


# ---------------------------------------------------------------------------
# shapes, as wire copy
# ---------------------------------------------------------------------------


def ap_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, attrib="the data show", pre=""):
    """Two named rows, the larger first: a lede with the figures, then the gap, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = pctt(100 * diff / vb)
    lo, lod = pctt(100 * diff / va)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    form = k % 4
    mw, mbad = mult_ap(r)
    if form == 1 and not mw:
        form = 3
    if form == 0:
        claims = [Claim(f"{cap(A)} led {B} in {noun}, {S(va)} to {S(vb)}, {attrib}.",
                        [nbr(lambda x: f"{cap(A)} led {B} in {noun}, {S(va)} to {x}, {attrib}.")]),
                  Claim(f"{P}That is {hi} percent more than {B},",
                        [off(t, "wrong_base", f"{P}That is {w(100 * diff / va, hid)} percent more than {B},",
                             100 * diff / vb, 100 * diff / va, hid, real=True)]),
                  Claim(f"a gap of {S(diff)}.", [gap(lambda x: f"a gap of {x}.", 1.6)])]
    elif form == 1:
        claims = [Claim(f"{cap(A)} had {mw} the {noun} of {B}, according to the records.",
                        [("false_bound", f"{cap(A)} had {mbad} the {noun} of {B}, according to the records.")]),
                  Claim(f"{P}The figures: {S(va)} for {A} and {S(vb)} for {B}.",
                        [nbr(lambda x: f"{P}The figures: {S(va)} for {A} and {x} for {B}.")])]
    elif form == 2:
        claims = [Claim(f"{cap(B)} trailed {A} by {S(diff)} in {noun},",
                        [gap(lambda x: f"{cap(B)} trailed {A} by {x} in {noun},", 0.55)]),
                  Claim(f"or {lo} percent, {attrib}.",
                        [off(t, "wrong_base", f"or {w(100 * diff / vb, lod)} percent, {attrib}.", 100 * diff / va,
                             100 * diff / vb, lod, real=True)]),
                  Claim(f"{P}{cap(B)} posted {S(vb)}; {A}, {S(va)}.",
                        [nbr(lambda x: f"{P}{cap(B)} posted {x}; {A}, {S(va)}.")])]
    else:
        rt, rd = num(r, 1)
        verb = "counted" if not cash and not unit else "came in at"
        claims = [Claim(f"{cap(A)} {verb} {S(va)} {'' if verb == 'counted' else 'on '}{noun}, compared with "
                        f"{S(vb)} for {B}."),
                  Claim(f"{P}That works out to roughly {rt} to 1,",
                        [off(t, "off", f"{P}That works out to roughly {w(r * 1.5 + 0.3, rd)} to 1,", r,
                             r * 1.5 + 0.3, rd, approx=True)]),
                  Claim(f"with {A} up {hi} percent on {B}.",
                        [off(t, "wrong_base", f"with {A} up {w(100 * diff / va, hid)} percent on {B}.",
                             100 * diff / vb, 100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def ap_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, pre=""):
    """From one row (a period) to another: the change over the first, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pctt(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    form = k % 4
    fw, fbad = frac_words(abs(diff) / v1)
    if form == 2 and (not fw or up):
        form = 0
    if form == 0:
        f0 = lambda x: f"{cap(noun)} {'rose' if up else 'fell'} {x} percent in {l2},"
        claims = [Claim(f0(p), [base(f0)]),
                  Claim(f"to {S(v2)} from {S(v1)} in {l1}, according to the records.",
                        [nbr(lambda x: f"to {S(v2)} from {x} in {l1}, according to the records.")])]
    elif form == 1:
        claims = [Claim(f"{cap(noun)} reached {S(v2)} in {l2}, {'up' if up else 'down'} {S(abs(diff))} from {l1}.",
                        [off(t, "off", f"{cap(noun)} reached {S(v2)} in {l2}, {'up' if up else 'down'} "
                             f"{W(abs(diff) * 1.7, D(diff))} from {l1}.", abs(diff), abs(diff) * 1.7, D(diff))]),
                  Claim(f"{P}That is {'an increase' if up else 'a decline'} of {p} percent, the data show.",
                        [base(lambda x: f"{P}That is {'an increase' if up else 'a decline'} of {x} percent, the data "
                              f"show.")])]
    elif form == 2:
        claims = [Claim(f"{cap(noun)} fell by {fw} between {l1} and {l2},",
                        [("false_bound", f"{cap(noun)} fell by {fbad} between {l1} and {l2},")]),
                  Claim(f"from {S(v1)} to {S(v2)}.", [nbr(lambda x: f"from {x} to {S(v2)}.")]),
                  Claim(f"{P}The drop: {S(abs(diff))}, or {p} percent.",
                        [base(lambda x: f"{P}The drop: {S(abs(diff))}, or {x} percent.")])]
    else:
        claims = [Claim(f"{cap(l2)} brought {S(v2)} in {noun}, {'up' if up else 'down'} {p} percent from {l1}'s "
                        f"{S(v1)}.",
                        [base(lambda x: f"{cap(l2)} brought {S(v2)} in {noun}, {'up' if up else 'down'} {x} percent "
                              f"from {l1}'s {S(v1)}.")]),
                  Claim(f"{P}In raw terms, {'a gain' if up else 'a loss'} of {S(abs(diff))}.",
                        [off(t, "off", f"{P}In raw terms, {'a gain' if up else 'a loss'} of "
                             f"{W(abs(diff) * 0.5, D(diff))}.", abs(diff), abs(diff) * 0.5, D(diff))])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def ap_yoy(book, t, key, c1, c2, k, noun, l1, l2, cash=True, d=0, unit="", label=None):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = pctt(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    f0 = lambda x: f"{cap(poss(name))} {noun} {'climbed' if up else 'slipped'} {x} percent in {l2}"
    claims = [Claim(f0(p), [off(t, "wrong_base", f0(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    if k % 2 == 0:
        tw = []
        if nb and S(t[nb][c1]) != S(v1):
            tw.append(off(t, "neighbour_row", f"to {S(v2)}, from {S(t[nb][c1])} in {l1}.", v1, t[nb][c1], D(v1),
                          real=True))
        claims.append(Claim(f"to {S(v2)}, from {S(v1)} in {l1}.", tw))
    else:
        claims.append(Claim(f"— {'a gain' if up else 'a drop'} of {S(abs(diff))} from {l1}, the records show.",
                            [off(t, "off", f"— {'a gain' if up else 'a drop'} of {W(abs(diff) * 1.6, D(diff))} from "
                                 f"{l1}, the records show.", abs(diff), abs(diff) * 1.6, D(diff))]))
    book.case(t.db, t.rid, "change", claims)


def plural(x):
    return x + ("es" if x.endswith("o") else "s")


def art(x):
    return "an" if x[0] in "aeiou" else "a"


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def ap_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", f=1.0,
            units=None, tot_show=None, pre=""):
    """A total over a count for one row (times f, a unit factor), in four voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = f * tot / cnt
    S, W, D = shown(cash, d, sfx)
    St = tot_show or shown(cash, 0 if float(tot).is_integer() else 2)[0]
    name = label or key
    nb = nbr_of(t, key)
    rn = f * t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    units = units or unit + "s"
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{cap(name)} averaged {x} per {unit}, according to the records ({St(tot)} {what} across " \
                        f"{int(cnt):,} {units})."
    elif form == 1:
        fmt = lambda x: f"On average, {name} came to {x} per {unit}."
    elif form == 2:
        fmt = lambda x: f"{cap(name)} logged {St(tot)} {what} on {apn(cnt)} {units}, or {x} {art(unit)} {unit}."
    else:
        fmt = lambda x: f"That works out to {x} per {unit} for {name}, the data show."
    tw = [off(t, "off", fmt(W(r * 1.55, D(r))), r, r * 1.55, D(r))]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, D(r), real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def ap_pooled(book, t, avg_col, n_col, k, noun, per, cash=False, d=2, unit="", keys=None):
    """The weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W, D = shown(cash, d, unit)
    wd = D(wa)
    if k % 2 == 0:
        fmt = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, {noun} averaged {x}, the data show."
        after = [Claim(f"{P}That figure weights each group by its number of {plural(per)}.")]
    else:
        fmt = lambda x: f"On average, {noun} ran {x} per {per} over the {int(sum(ns)):,} {plural(per)} on record."
        after = []
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(wa)), [off(t, "plain_as_weighted", fmt(W(plain, wd)), wa,
                                                                 plain, wd, real=True)])] + after)


def ap_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, pre=""):
    """One row's share of the column total, as percent or in words; twins: a false share in words, the
    complement, the share of the wrong total."""
    S, _, _ = shown(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = frac_words(s)
    tw = []
    if k % 2 == 0 and fw:
        fmt = lambda x: f"{cap(name)} accounted for {fw} of {whole} — {x} percent, or {S(v)} of {S(tot)}."
        tw.append(("false_bound", f"{cap(name)} accounted for {fbad} of {whole}, or {S(v)} of {S(tot)}."))
    else:
        fmt = lambda x: f"{cap(name)} made up {x} percent of {whole}, according to the records: {S(v)} of {S(tot)}."
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=pre)


def ap_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None):
    """The top m rows together and their share of the total; twins: off sum, complement."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = num(sh, 1)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    if k % 2 == 0:
        claims = [Claim(f"The top {say(m)} — {names} — accounted for {S(sm)} of {noun},",
                        [off(t, "off", f"The top {say(m)} — {names} — accounted for {W(sm * 1.35, D(sm))} of {noun},",
                             sm, sm * 1.35, D(sm))]),
                  Claim(f"or {st} percent of the {S(tot)} total.",
                        [off(t, "complement", f"or {w(100 - sh, sd)} percent of the {S(tot)} total.", sh, 100 - sh,
                             sd, real=True)])]
    else:
        claims = [Claim(f"Together, {names} held {st} percent of {noun}, the data show",
                        [off(t, "complement", f"Together, {names} held {w(100 - sh, sd)} percent of {noun}, the data "
                             f"show", sh, 100 - sh, sd, real=True)]),
                  Claim(f"({S(sm)} of {S(tot)}).")]
    book.case(t.db, t.rid, "per_unit", claims)


def ap_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """The second row in the column's order behind the first; twin: the third row's value."""
    S, _, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    a, b, c = order[:3]
    L = label or (lambda x: x)
    opts = [lambda x: f"{cap(L(b))} ranked second in {noun} with {x}, behind {poss(L(a))} {S(t[a][col])}.",
            lambda x: f"Only {L(a)} topped {L(b)}, which posted {x} in {noun}, according to the records.",
            lambda x: f"{cap(L(b))} was the runner-up at {x}; {L(a)} led with {S(t[a][col])}."]
    fmt = opts[k % 3]
    tw = [off(t, "neighbour_row", fmt(S(t[c][col])), t[b][col], t[c][col], D(t[b][col]), real=True)
          if S(t[c][col]) != S(t[b][col]) else None]
    after = [Claim(f"{cap(L(c))} was third with {S(t[c][col])}.")] if k % 3 == 1 else []
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(t[b][col])), tw)] + after, derived=False)


def ap_about(book, t, col, key, k, lead, tail, after=(), unit="", cash=False):
    """A cell given as a hedged round figure ("about 1,500", "nearly $400"); twin: a round figure far off."""
    v = t[key][col]
    txt, d = hedge(v)
    if txt is None:
        return
    word, fig = txt.rsplit(" ", 1)
    cur = "$" if cash else ""
    fmt = lambda x: f"{lead} {word} {cur}{x}{unit}{tail}"
    bad = v * 1.3
    step = 10 ** max(len(str(int(abs(v)))) - 2, 0)
    bad = round(bad / step) * step
    book.case(t.db, t.rid, "plain", [Claim(fmt(fig), [off(t, "false_bound", fmt(w(bad, d)), v, bad, d, approx=True)])]
              + list(after), derived=False)


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge_=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge_)] + list(after), pre=pre)


# ---------------------------------------------------------------------------
# chinook: support representatives, playlists
# ---------------------------------------------------------------------------


def chinook(book):
    rp = table("chinook", "Per support representative: customers, invoices, revenue, and revenue in 2023 and 2024?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2023) AS rev_2023, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS rev_2024 "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 4 DESC")
    ap_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 0, "sales to their customers", cash=True,
           attrib="according to company records")
    ap_cmp(book, rp, "invoices", "Jane Peacock", "Steve Johnson", 3, "invoices")
    ap_cmp(book, rp, "rev_2024", "Margaret Park", "Steve Johnson", 2, "2024 sales", cash=True)
    ap_rate(book, rp, "revenue", "customers", "Jane Peacock", 0, "customer", "in sales", cash=True)
    ap_rate(book, rp, "revenue", "invoices", "Margaret Park", 1, "invoice", "in sales", cash=True,
            label="an invoice handled by Margaret Park's accounts")
    ap_rate(book, rp, "revenue", "customers", "Steve Johnson", 2, "customer", "in sales", cash=True)
    ap_share(book, rp, "revenue", "Jane Peacock", 1, "all sales", other="Steve Johnson", cash=True)
    ap_share(book, rp, "customers", "Margaret Park", 0, "the customer base", other="Jane Peacock")
    ap_yoy(book, rp, "Margaret Park", "rev_2023", "rev_2024", 0, "sales", "2023", "2024")
    ap_yoy(book, rp, "Jane Peacock", "rev_2023", "rev_2024", 1, "sales", "2023", "2024")
    ap_yoy(book, rp, "Steve Johnson", "rev_2023", "rev_2024", 0, "sales", "2023", "2024")
    tot = sum(rp.col("revenue"))
    book.case(rp.db, rp.rid, "plain", [
        Claim(f"The store's three support representatives oversaw {apm(tot)} in sales from 2021 through 2025,",
              [off(rp, "off", f"The store's three support representatives oversaw {apm_w(tot * 1.4, 0)} in sales from "
                   f"2021 through 2025,", tot, tot * 1.4, 0)]),
        Claim(f"spread over {int(sum(rp.col('customers')))} customers and {int(sum(rp.col('invoices')))} invoices.",
              [off(rp, "off", f"spread over {int(sum(rp.col('customers')))} customers and "
                   f"{int(sum(rp.col('invoices')) * 1.3)} invoices.", sum(rp.col("invoices")),
                   int(sum(rp.col("invoices")) * 1.3), 0)]),
    ], derived=False)
    ap_rank(book, rp, "revenue", 0, "sales", cash=True)
    empty(book, "chinook", "Which customers have no support representative?",
          "SELECT customer_id FROM customer WHERE support_rep_id IS NULL",
          "Every customer on file is assigned a representative; the records show zero customers without one.",
          "Four customers have no support representative, the records show, all of them in Brazil.")

    pl = table("chinook", "Per playlist (one of each name): tracks, total milliseconds and total bytes?",
               "SELECT p.name AS playlist, p.playlist_id, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "sum(t.bytes) AS total_bytes FROM playlist p JOIN playlist_track pt ON pt.playlist_id = p.playlist_id "
               "JOIN track t ON t.track_id = pt.track_id WHERE p.playlist_id NOT IN (8, 10) GROUP BY 1, 2 "
               "ORDER BY 3 DESC")
    MS_H = (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 1e6, 1 / 6e5)
    conv(book, pl, "90’s Music", "total_ms", 0,
         lambda v, c: f"The 90’s Music playlist runs {v} milliseconds — {c} hours of audio, according to the catalog.",
         0, 1 / 3.6e6, 1, MS_H)
    conv(book, pl, "Classical", "total_ms", 1,
         lambda v, c: f"Its Classical list clocks in at {v} milliseconds, or {c} minutes.", 0, 1 / 60000, 0,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 36000, 1 / 600000, 1 / 100000, 1 / 3600, 1 / 30000, 1 / 120000,
          1 / 12000, 1 / 1e6))
    conv(book, pl, "Grunge", "total_ms", 2,
         lambda v, c: f"The 15-track Grunge playlist lasts {v} milliseconds, {c} minutes in all.", 0, 1 / 60000, 1,
         (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 36000, 1 / 600000, 1 / 100000, 1 / 3600))
    conv(book, pl, "TV Shows", "total_bytes", 3,
         lambda v, c: f"The TV Shows playlist takes up {v} bytes, roughly {c} gigabytes.", 0, 1e-9, 1,
         (1e-6, 1e-12, 1 / 1024, 1e-8, 1e-10, 1e-7, 8e-9, 1.25e-10, 1 / 1024 ** 3))
    conv(book, pl, "Music", "total_bytes", 0,
         lambda v, c: f"The main Music playlist holds {v} bytes of files, {c} gigabytes.", 0, 1e-9, 1,
         (1e-6, 1e-12, 1e-8, 1e-10, 1e-7, 1.25e-10, 8e-9), hedge_=True)
    ap_cmp(book, pl, "tracks", "Music", "90’s Music", 1, "tracks", label=lambda x: f"the {x} playlist")
    ap_cmp(book, pl, "total_ms", "TV Shows", "90’s Music", 0, "running time (milliseconds)",
           label=lambda x: f"the {x} playlist")
    ap_share(book, pl, "tracks", "90’s Music", 0, "the playlist slots", other="Music",
             label="the 90’s Music list")
    ap_rate(book, pl, "total_ms", "tracks", "TV Shows", 2, "episode", "milliseconds", d=1, f=1 / 60000,
            sfx=" minutes", units="episodes", label="the TV Shows playlist", tot_show=lambda v: n(v))
    ap_rate(book, pl, "total_bytes", "tracks", "Classical", 3, "track", "bytes", d=1, f=1e-6, sfx=" megabytes",
            label="the Classical playlist")
    ident(book, pl, "Playlist 17, Heavy Metal Classic, holds 26 tracks, the catalog shows.", "Playlist 17",
          "Playlist 71")
    ident(book, pl, "The smallest lists, No. 9 (Music Videos) and No. 18 (On-The-Go 1), hold one track each.",
          "No. 18", "No. 81")


# ---------------------------------------------------------------------------
# northwind: shippers' freight, regions, suppliers
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipper: orders, total freight, average freight, and freight in 1996, 1997 and 1998?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1996)::numeric, 2) AS f1996, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1997)::numeric, 2) AS f1997, "
               "round(sum(o.freight) FILTER (WHERE extract(year FROM o.order_date) = 1998)::numeric, 2) AS f1998 "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 3 DESC")
    ap_cmp(book, sh, "freight", "United Package", "Speedy Express", 0, "freight billed", cash=True)
    ap_cmp(book, sh, "orders", "United Package", "Federal Shipping", 2, "orders carried")
    ap_cmp(book, sh, "f1998", "United Package", "Federal Shipping", 1, "1998 freight", cash=True)
    ap_rate(book, sh, "freight", "orders", "Speedy Express", 0, "order", "in freight", cash=True)
    ap_rate(book, sh, "freight", "orders", "Federal Shipping", 3, "order", "in freight", cash=True)
    ap_pooled(book, sh, "avg_freight", "orders", 0, "freight", "order", cash=True)
    ap_share(book, sh, "freight", "United Package", 1, "all freight", other="Federal Shipping", cash=True)
    ap_share(book, sh, "orders", "Speedy Express", 0, "orders shipped", other="Federal Shipping")
    ap_yoy(book, sh, "Speedy Express", "f1996", "f1997", 1, "freight", "1996", "1997")
    ap_yoy(book, sh, "Federal Shipping", "f1997", "f1998", 0, "freight", "1997", "1998")
    ap_yoy(book, sh, "United Package", "f1996", "f1997", 0, "freight", "1996", "1997")
    ap_yoy(book, sh, "Federal Shipping", "f1996", "f1997", 1, "freight", "1996", "1997")
    ap_about(book, sh, "freight", "Federal Shipping", 0, "Federal Shipping billed", " in freight over the three years.", cash=True)

    fy = table("northwind", "Per order year: orders, total freight and average freight per order?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight, round(avg(freight)::numeric, 2) AS avg_freight "
               "FROM orders GROUP BY 1 ORDER BY 1")
    ap_chg(book, fy, "freight", "1996", "1997", 0, "freight charges", cash=True)
    ap_chg(book, fy, "freight", "1997", "1998", 1, "freight charges", cash=True)
    ap_chg(book, fy, "orders", "1997", "1998", 2, "orders")
    ap_chg(book, fy, "avg_freight", "1996", "1998", 3, "average freight", cash=True)
    ap_chg(book, fy, "orders", "1996", "1997", 0, "orders")
    ap_chg(book, fy, "avg_freight", "1997", "1998", 1, "average freight per order", cash=True)
    ap_rate(book, fy, "freight", "orders", "1997", 1, "order", "in freight", cash=True, label="freight in 1997")

    rg = table("northwind", "Per sales region: territories and employees covering them?",
               "SELECT r.region_description AS region, count(DISTINCT t.territory_id) AS territories, "
               "count(DISTINCT et.employee_id) AS employees FROM region r JOIN territories t ON t.region_id = r.region_id "
               "LEFT JOIN employee_territories et ON et.territory_id = t.territory_id GROUP BY 1 ORDER BY 2 DESC")
    lab = lambda x: f"the {x.strip()} region"
    ap_cmp(book, rg, "territories", "Eastern", "Southern", 1, "sales territories", label=lab)
    ap_share(book, rg, "territories", "Eastern", 1, "the company's territories", other="Western",
             label="the Eastern region")
    ap_rate(book, rg, "territories", "employees", "Eastern", 2, "employee", "territories", d=2,
            label="the Eastern region", units="employees")
    book.case(rg.db, rg.rid, "plain", [
        Claim(f"Northwind divides its sales map into {int(sum(rg.col('territories')))} territories in "
              f"{say(len(rg))} regions.",
              [off(rg, "off", f"Northwind divides its sales map into {int(sum(rg.col('territories')) * 1.5)} "
                   f"territories in {say(len(rg))} regions.", sum(rg.col("territories")),
                   int(sum(rg.col("territories")) * 1.5), 0)]),
        Claim(f"{P}The Southern region, the smallest, has {say(int(rg['Southern']['territories']))} territories and "
              f"{say(int(rg['Southern']['employees']))} employee covering them.",
              [words_twin("number_words_wrong_row", f"{P}The Southern region, the smallest, has "
                          f"{say(int(rg['Western']['territories']))} territories and "
                          f"{say(int(rg['Southern']['employees']))} employee covering them.",
                          rg["Southern"]["territories"], rg["Western"]["territories"])]),
    ], derived=False)

    su = table("northwind", "Per supplier country: suppliers, products, average list price and units in stock?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(*) AS products, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_price, sum(p.units_in_stock) AS stock "
               "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    ap_cmp(book, su, "products", "USA", "Germany", 3, "products supplied",
           label=lambda x: {"USA": "U.S. suppliers", "Germany": "German suppliers"}[x])
    ap_cmp(book, su, "avg_price", "France", "Germany", 1, "average list price", cash=True,
           label=lambda x: {"France": "French goods", "Germany": "German goods"}[x])
    ap_rate(book, su, "stock", "products", "Sweden", 0, "product", "units in stock", d=1, label="Sweden",
            sfx=" units in stock")
    ap_rate(book, su, "stock", "suppliers", "USA", 2, "supplier", "units in stock", d=1,
            label="the United States", tot_show=lambda v: n(v))
    ap_pooled(book, su, "avg_price", "products", 1, "list prices", "product", cash=True)
    ap_share(book, su, "stock", "USA", 0, "the stock on hand", other="Germany", label="U.S. suppliers")
    ap_top(book, su, "stock", 3, 0, "the units in stock")
    ap_rank(book, su, "avg_price", 1, "average list price", cash=True)
    empty(book, "northwind", "Which orders carried more than $1,100 in freight?",
          "SELECT order_id FROM orders WHERE freight > 1100",
          "No order topped $1,100 in freight; the records show zero such shipments.",
          "Three orders carried more than $1,100 in freight, all of them bound for Germany.")
    top = table("northwind", "The orders with the highest freight, with destination?",
                "SELECT order_id, ship_country, freight FROM orders ORDER BY freight DESC LIMIT 3")
    ident(book, top, f"The costliest shipment on record, order 10540 to Germany, carried {apm(top['10540']['freight'])} "
          f"in freight.", "order 10540", "order 10450")


# ---------------------------------------------------------------------------
# superhero: races, genders, hair colours
# ---------------------------------------------------------------------------


def heroes(book):
    rc = table("superhero", "Per named race with at least five measured heroes: heroes, heroes with a height, "
               "average height in cm, heroes with a weight and average weight in kg (zeros left out)?",
               "SELECT r.race, count(*) AS heroes, count(nullif(s.height_cm, 0)) AS measured, "
               "round(avg(nullif(s.height_cm, 0)), 1) AS avg_cm, count(nullif(s.weight_kg, 0)) AS weighed, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_kg "
               "FROM superhero s JOIN race r ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 "
               "HAVING count(nullif(s.height_cm, 0)) >= 5 ORDER BY 2 DESC, 1")
    conv(book, rc, "Human", "avg_cm", 0,
         lambda v, c: f"Human heroes stand {v} centimeters tall on average — about {c} inches, the data show.", 1,
         IN_PER_CM, 1, (2.54, 1 / 30.48, 0.1, 0.5, 1.2))
    conv(book, rc, "Mutant", "avg_kg", 1,
         lambda v, c: f"The typical mutant weighs {v} kilograms, or {c} pounds.", 1, LB_PER_KG, 0,
         (1 / LB_PER_KG, 1.5, 2.8, 3.2, 1.3))
    conv(book, rc, "Human / Radiation", "avg_kg", 2,
         lambda v, c: f"Heroes listed as human/radiation average {v} kilograms, {c} pounds.", 1, LB_PER_KG, 0,
         (1 / LB_PER_KG, 1.5, 2.8, 3.2, 1.3), hedge_=True)
    conv(book, rc, "Kryptonian", "avg_cm", 3,
         lambda v, c: f"Kryptonians, a small group in the records, average {v} centimeters, or {c} feet.", 1,
         1 / 30.48, 1, (IN_PER_CM, 1 / 100, 1 / 12, 0.1, 1 / 3.28 / 10))
    ap_cmp(book, rc, "heroes", "Human", "Mutant", 3, "heroes", label=lambda x: {"Human": "humans",
                                                                                "Mutant": "mutants"}[x])
    ap_cmp(book, rc, "avg_kg", "Human / Radiation", "Human", 1, "average weight", d=1, unit=" kilograms",
           label=lambda x: {"Human / Radiation": "radiation-altered humans", "Human": "ordinary humans"}[x])
    ap_cmp(book, rc, "avg_kg", "Symbiote", "Alien", 2, "average weight", d=1, unit=" kilograms",
           label=lambda x: {"Symbiote": "symbiotes", "Alien": "aliens"}[x])
    ap_pooled(book, rc, "avg_kg", "weighed", 1, "body weight", "weighed hero", d=1, unit=" kilograms")
    ap_share(book, rc, "heroes", "Human", 0, "the heroes of these races", other="Mutant", label="humans")
    ap_rank(book, rc, "avg_kg", 2, "average weight", d=1, unit=" kilograms",
            label=lambda x: {"Human / Radiation": "the human/radiation group"}.get(x, f"the {x} group"))

    gd = table("superhero", "Per gender: heroes, and how many are villains (alignment Bad)?",
               "SELECT g.gender, count(*) AS heroes, count(*) FILTER (WHERE al.alignment = 'Bad') AS villains "
               "FROM superhero s JOIN gender g ON g.id = s.gender_id JOIN alignment al ON al.id = s.alignment_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    ap_cmp(book, gd, "heroes", "Male", "Female", 0, "headcount", label=lambda x: {"Male": "male characters",
                                                                                 "Female": "female ones"}[x])
    ap_cmp(book, gd, "villains", "Male", "Female", 1, "villains",
           label=lambda x: {"Male": "men", "Female": "women"}[x])
    ap_share(book, gd, "villains", "Female", 1, "the villains", other="Male", label="women")
    ap_rate(book, gd, "villains", "heroes", "Male", 3, "100 characters", "villains", d=1, f=100, sfx=" villains",
            label="men")
    book.case(gd.db, gd.rid, "plain", [
        Claim(f"The database lists {int(sum(gd.col('heroes')))} characters with an alignment;",
              [off(gd, "off", f"The database lists {int(sum(gd.col('heroes')) * 1.3)} characters with an alignment;",
                   sum(gd.col("heroes")), int(sum(gd.col("heroes")) * 1.3), 0)]),
        Claim(f"{int(gd['N/A']['heroes'])} have no gender recorded, and {say(int(gd['N/A']['villains']))} of "
              f"those are villains.",
              [words_twin("number_words_wrong_row", f"{int(gd['N/A']['heroes'])} have no gender recorded, and "
                          f"{say(int(gd['Female']['villains']))} of those are villains.", gd["N/A"]["villains"],
                          gd["Female"]["villains"])]),
    ], derived=False)

    hc = table("superhero", "The ten most common named hair colours and how many characters have each?",
               "SELECT c.colour AS hair, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.hair_colour_id "
               "WHERE c.colour <> 'No Colour' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    ap_cmp(book, hc, "heroes", "Black", "Blond", 0, "characters", label=lambda x: f"{x.lower()} hair")
    ap_top(book, hc, "heroes", 3, 1, "the characters with the 10 most common named hair colours",
           label=lambda x: x.lower())
    ap_rank(book, hc, "heroes", 0, "frequency", unit=" characters", label=lambda x: f"{x.lower()} hair")
    ap_about(book, hc, "heroes", "Brown", 0, "Brown hair appears on", " characters.")
    hv = table("superhero", "The heaviest characters, with id, height in cm and weight in kg?",
               "SELECT id, superhero_name, height_cm, weight_kg FROM superhero ORDER BY weight_kg DESC NULLS LAST "
               "LIMIT 4")
    conv(book, hv, "293", "weight_kg", 0,
         lambda v, c: f"Godzilla tops the scale at {v} kilograms — {c} pounds, according to the records.", 0,
         LB_PER_KG, 0, (1 / LB_PER_KG, 1.5, 2.8, 1000))
    conv(book, hv, "293", "height_cm", 1, lambda v, c: f"The monster stands {v} centimeters, or {c} feet.", 0,
         1 / 30.48, 0, (IN_PER_CM, 1 / 100, 1 / 12, 0.1))
    ident(book, hv, "King Kong, character No. 402, is second at 9 million kilograms.", "No. 402", "No. 420")
    empty(book, "superhero", "Which characters weigh more than 100 million kilograms?",
          "SELECT id FROM superhero WHERE weight_kg > 100000000",
          "None does. Even Godzilla falls short, and the records show zero characters past that mark.",
          "Two characters weigh more than 100 million kilograms, Godzilla among them.")


# ---------------------------------------------------------------------------
# geography: states and cities
# ---------------------------------------------------------------------------


def geography(book):
    st = table("defog_geography", "Every state: country, population and area in square kilometers?",
               "SELECT state_name AS state, country_name AS country, population, area FROM state "
               "ORDER BY population DESC, state_name")
    ap_cmp(book, st, "population", "New York", "Texas", 1, "population")
    ap_cmp(book, st, "population", "Michigan", "Ohio", 0, "residents", attrib="according to the records")
    ap_cmp(book, st, "area", "Tokyo", "Guangdong", 2, "area", unit=" square kilometers")
    conv(book, st, "Tokyo", "area", 0, lambda v, c: f"Tokyo covers {v} square kilometers, about {c} square miles, "
         f"the largest area in the table.", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2, 0.1))
    conv(book, st, "Maharashtra", "area", 1, lambda v, c: f"Maharashtra's {v} square kilometers come to {c} "
         f"square miles.", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, 0.621371, 1.609344, 0.2, 0.1))
    ap_rate(book, st, "population", "area", "Michigan", 3, "square kilometer", "residents", d=1, sfx=" people",
            units="square kilometers")
    ap_rate(book, st, "population", "area", "Tokyo", 1, "square kilometer", "residents", d=1, sfx=" people")
    us = sum(r["population"] for r in st.rows if r["country"] == "United States")
    tot = sum(st.col("population"))
    ust, usd_ = num(100 * us / tot, 1)
    book.case(st.db, st.rid, "per_unit", [
        Claim(f"The six U.S. states in the table hold {n(us)} people,",
              [off(st, "off", f"The six U.S. states in the table hold {w(us * 1.35, 0)} people,", us, us * 1.35, 0)]),
        Claim(f"{ust} percent of the {n(tot)} total, the data show.",
              [off(st, "complement", f"{w(100 - 100 * us / tot, usd_)} percent of the {n(tot)} total, the data show.",
                   100 * us / tot, 100 - 100 * us / tot, usd_, real=True)]),
    ])
    ap_top(book, st, "area", 3, 0, "the land area", unit=" square kilometers")
    ap_about(book, st, "population", "England", 1, "England's population in the table is listed at", ".",
             after=[Claim("It is the smallest of the 12.")])

    ct = table("defog_geography", "Every city: population, country and state?",
               "SELECT city_name AS city, population, country_name AS country, state_name AS state FROM city "
               "ORDER BY population DESC")
    ap_cmp(book, ct, "population", "Los Angeles", "New York", 1, "residents")
    ap_cmp(book, ct, "population", "Houston", "Chicago", 2, "population")
    ap_share(book, ct, "population", "Los Angeles", 1, "the 10 cities' combined population", other="Sao Paulo")
    tot = sum(ct.col("population"))
    mt, md = num(tot / 1e6, 1)
    book.case(ct.db, ct.rid, "plain", [
        Claim(f"The 10 cities in the table are home to {mt} million people,",
              [off(ct, "off", f"The 10 cities in the table are home to {w(tot / 1e6 * 1.4, md)} million people,",
                   tot / 1e6, tot / 1e6 * 1.4, md)]),
        Claim(f"led by Los Angeles at {n(ct['Los Angeles']['population'] / 1e6, 1)} million.",
              [off(ct, "neighbour_row", f"led by Los Angeles at {n(ct['Sao Paulo']['population'] / 1e6, 1)} million.",
                   ct["Los Angeles"]["population"] / 1e6, ct["Sao Paulo"]["population"] / 1e6, 1, real=True)]),
    ], derived=False)
    ap_rank(book, ct, "population", 0, "population")
    empty(book, "defog_geography", "Which cities have more than 10 million people?",
          "SELECT city_name FROM city WHERE population > 10000000",
          "No city in the table reaches 10 million; the count is zero.",
          "Two cities top 10 million residents, Tokyo and Sao Paulo.")


# ---------------------------------------------------------------------------
# atis: ground transport, airlines; academic: publications; course_teach: teachers
# ---------------------------------------------------------------------------


def atis(book):
    sv = table("defog_atis", "Per airport: ground transport services listed, total miles and minutes to the city, "
               "average miles?",
               "SELECT airport_code AS airport, count(*) AS services, sum(miles_distant) AS miles, "
               "sum(minutes_distant) AS minutes, round(avg(miles_distant), 1) AS avg_miles FROM airport_service "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    conv(book, sv, "JFK", "avg_miles", 0, lambda v, c: f"Services listed for Kennedy airport sit {v} miles out on "
         f"average, about {c} kilometers.", 1, KM_PER_MI, 1, (1 / KM_PER_MI, 1.2, 2.2, 0.5, 3.0))
    conv(book, sv, "LAX", "miles", 1, lambda v, c: f"The two Los Angeles listings add up to {v} miles, or {c} "
         f"kilometers.", 0, KM_PER_MI, 1, (1 / KM_PER_MI, 1.2, 2.2, 3.3, 0.5))
    ap_cmp(book, sv, "miles", "JFK", "SFO", 1, "listed miles", label=lambda x: {"JFK": "Kennedy",
                                                                               "SFO": "San Francisco"}[x])
    ap_rate(book, sv, "minutes", "services", "JFK", 0, "service", "minutes of travel", d=1, sfx=" minutes",
            label="Kennedy", tot_show=lambda v: n(v))
    ap_share(book, sv, "services", "JFK", 1, "the listed services", other="LAX", label="Kennedy")

    al = table("defog_atis", "Per airline: flights in the schedule, total time elapsed in seconds and stops?",
               "SELECT a.airline_code, a.airline_name AS airline, count(f.flight_id) AS flights, "
               "coalesce(sum(f.time_elapsed), 0) AS seconds, coalesce(sum(f.stops), 0) AS stops "
               "FROM airline a LEFT JOIN flight f ON f.airline_code = a.airline_code GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    book.case(al.db, al.rid, "zero_ident", [
        Claim(f"Of the {len(al)} airlines on file, JetBlue, Spirit and Delta operate zero flights in the schedule;"),
        Claim(f"American leads with {say(int(al['AA']['flights']))}.",
              [words_twin("number_words_wrong_row", f"American leads with {say(int(al['AA']['flights']) + 4)}.",
                          al["AA"]["flights"], al["AA"]["flights"] + 4)]),
    ], derived=False)
    conv(book, al, "VX", "seconds", 1, lambda v, c: f"Virgin America's one flight logs {v} seconds, about {c} "
         f"minutes.", 0, 1 / 60, 0, (1 / 3600, 1 / 1000, 1 / 100, 1 / 600, 1 / 30, 1 / 120))
    conv(book, al, "AA", "seconds", 2, lambda v, c: f"American's three flights total {v} seconds — {c} hours.", 0,
         1 / 3600, 1, (1 / 60, 1 / 1000, 1 / 100, 1 / 600, 1 / 360))
    ap_rate(book, al, "seconds", "flights", "AA", 1, "flight", "seconds", d=1, f=1 / 60, sfx=" minutes",
            label="an American flight")
    empty(book, "defog_atis", "Which ground services cost more than $150?",
          "SELECT transport_type FROM ground_service WHERE ground_fare > 150",
          "None. The priciest ride into Manhattan, a helicopter, is $120, so zero options cost more than $150.",
          "Three ground services cost more than $150, led by the helicopter.")


def academic(book):
    yr = table("defog_academic", "Per publication year: papers, citations received and references made?",
               "SELECT year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) AS refs "
               "FROM publication GROUP BY 1 ORDER BY 1")
    book.case(yr.db, yr.rid, "change", [
        Claim(f"Citations fell by half from 2020 to 2021, from {say(int(yr['2020']['citations']))} to "
              f"{say(int(yr['2021']['citations']))},",
              [("false_bound", f"Citations fell by three-quarters from 2020 to 2021, from "
                f"{say(int(yr['2020']['citations']))} to {say(int(yr['2021']['citations']))},")]),
        Claim(f"a {n(100 * (1 - yr['2021']['citations'] / yr['2020']['citations']))} percent drop.",
              [off(yr, "wrong_base", f"a {w(100 * (yr['2020']['citations'] / yr['2021']['citations'] - 1), 0)} "
                   f"percent drop.", 50, 100 * (yr["2020"]["citations"] / yr["2021"]["citations"] - 1), 0,
                   real=True)]),
    ])
    book.case(yr.db, yr.rid, "comparison", [
        Claim(f"References made climbed from one in 2020 to {say(int(yr['2021']['refs']))} in 2021,"),
        Claim(f"{'eight times' if yr['2021']['refs'] == 8 else 'several times'} as many, the records show.",
              [("false_bound", "three times as many, the records show.")]),
    ])
    jr = table("defog_academic", "Per journal: papers, citations and references?",
               "SELECT j.name AS journal, count(p.pid) AS papers, coalesce(sum(p.citation_num), 0) AS citations, "
               "coalesce(sum(p.reference_num), 0) AS refs FROM journal j LEFT JOIN publication p ON p.jid = j.jid "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(jr.db, jr.rid, "zero_ident", [
        Claim("Science, one of four journals in the database, has zero papers on file."),
        Claim(f"Nature leads with {say(int(jr['Nature']['papers']))}.",
              [words_twin("number_words_wrong_row", "Nature leads with seven.", jr["Nature"]["papers"], 7)]),
    ], derived=False)
    ap_share(book, jr, "citations", "Nature", 1, "journal citations", label="Nature")
    empty(book, "defog_academic", "Which organizations are based in Africa?",
          "SELECT name FROM organization WHERE continent = 'Africa'",
          "None. The five organizations are in Asia, Europe and North America; zero are in Africa.",
          "Two organizations are based in Africa, both founded after 2015.")


def teachers(book):
    te = table("spider_course_teach", "Every teacher: id, age and hometown?",
               "SELECT name AS teacher, teacher_id, age::int AS age, hometown FROM teacher ORDER BY age DESC")
    ap_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 0, "age", unit=" years")
    ages = te.col("age")
    avg = sum(ages) / len(ages)
    book.case(te.db, te.rid, "per_unit", [
        Claim(f"The school's {say(len(te))} teachers average {n(avg, 1)} years of age,",
              [off(te, "off", f"The school's {say(len(te))} teachers average {w(avg * 1.3, 1)} years of age,", avg,
                   avg * 1.3, 1)]),
        Claim(f"from {int(min(ages))} to {int(max(ages))}, according to the records."),
    ])
    ca = table("spider_course_teach", "Per teacher with courses: courses taught, lowest and highest grade?",
               "SELECT t.name AS teacher, t.teacher_id, count(*) AS courses, min(ca.grade) AS low_grade, "
               "max(ca.grade) AS high_grade FROM course_arrange ca JOIN teacher t ON t.teacher_id = ca.teacher_id "
               "GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    ident(book, ca, "Anne Walker, teacher No. 6, is the only one with two courses, in grades one and seven.",
          "No. 6", "No. 9")
    empty(book, "spider_course_teach", "Which teachers are older than 50?",
          "SELECT name FROM teacher WHERE age::int > 50",
          "None. The oldest, Kearsley Brown, is 45; zero teachers are past 50.",
          "Two teachers are older than 50, both from Bolton.")


def main():
    sections = (chinook, northwind, heroes, geography, atis, academic, teachers)
    return run_set(Book10(), sections, "twenty-fourth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
