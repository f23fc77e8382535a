#!/usr/bin/env python3
"""
plausibility_fresh25.py — a twenty-sixth labelled set for check_answer,
written held out, development since its misses were read: answers the way a "reasoning" chat model writes when it shows its
arithmetic, over the tables the other sets use least: Spider's car_1 (cars
per model year, per continent, per cylinder count), concert_singer
(stadiums' attendance, singers per concert), pets_1 (students per major,
pets), battle_death (battles per result, deaths per ship), course_teach
(teachers' ages and courses), cre_doc_template_mgt (templates per type),
tvshow (episodes' viewers, cartoons per director) and voter_1 (votes per
contestant), defog-dev's academic (publications per year), atis (aircraft
per manufacturer, ground fares, airport distances) and geography (states,
rivers, mountains, lakes), chinook (customers per country, support reps,
media types), northwind (shippers' freight, employees' orders) and BIRD's
superhero (heroes per gender), with queries of their own, all loaded by
bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the worked
answer of a reasoning model that shows its arithmetic: inline working ("3,412
/ 87 ≈ 39.2", "1,250 + 980 = 2,230", "(412 − 318) / 318 ≈ 29.6%"), short
numbered steps ("1. Total orders: 830. 2. Share shipped late: ..."), a
"**Bottom line:**" or "So the answer is ..." sentence at the end, "roughly",
"~" and "≈", units and currency symbols, k and M suffixes ("$1.2M",
"14.5k"), "vs." and "x" multiples, and now and then a figure in words.
Shapes, as in bench/plausibility_fresh4.py (whose helpers this set reuses,
with fresh7's, fresh9's, fresh10's, fresh11's and fresh12's):
  comparison  differences and ratios worked out inline, percent more over
              the smaller row, "x" multiples
  change      percent change between periods worked out as (new − old) / old
  per_unit    totals over counts, weighted averages written out, one row's
              share of a summed total, the top rows' share
  conversion  lbs as kg, miles as km, mph as km/h, metres as feet, square
              km as square miles, cm as inches, kg as lbs, ms as minutes
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, sums worked out, money in k and M, figures in
              words
Each wrong twin changes ONE claim of a grounded answer: the result of a shown
equation (its operands kept true), an operand taken from the neighbouring
row, a real value in the wrong role (the plain mean called the weighted one,
a share of the wrong total or its complement, a percent change over the
wrong base), number words given to the wrong row, a count over an empty
result, a conversion by the wrong factor, a changed identifier, or a figure
off by more than the rounding shown. A twin is kept only when its figure is
far from the true value (fresh4's rules) and, unless it is a real value in
the wrong role, far from every cell, aggregate, pairwise difference, ratio
and share of the result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, cap, empty, ident, nbr_of, num_few, run_set, table
from plausibility_fresh12 import kusd, wk

KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
KM_PER_MI = 1.609344
FT_PER_M = 3.280839895
SQMI_PER_SQKM = 0.386102159
IN_PER_CM = 0.393700787
MINUS = "\u2212"
ENDS = ["**Bottom line:**", "So the answer is", "**Answer:**", "Bottom line:"]


def rt_of(r):
    return num(r, 1) if r >= 1.5 else num_few(r, 2)


def pc(p):
    """A percent with one decimal, or none where one would sit on the edge of its rounding."""
    return num_few(p, 1)


# ---------------------------------------------------------------------------
# shapes, with the working shown
# ---------------------------------------------------------------------------


def r_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None):
    """Two named rows, the larger first, the difference and ratio worked out, in four voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, unit)
    s, _ = shows(cash, d)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    rt, rd = rt_of(r)
    nb = nbr_of(t, b, avoid=(a,))
    okn = nb is not None and isinstance(t[nb][col], float) and S(t[nb][col]) != S(vb)
    nbr = (lambda fmt: off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)
           if okn else None)
    nbs = (lambda fmt: off(t, "neighbour_row", fmt(s(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)
           if okn else None)
    form = k % 4
    if form == 0:
        pre = f"Let me work through the {noun}."
        claims = [Claim(f"\n1. {cap(A)}: {S(va)}."),
                  Claim(f"\n2. {cap(B)}: {S(vb)}.", [nbr(lambda x: f"\n2. {cap(B)}: {x}.")]),
                  Claim(f"\n3. Difference: {s(va)} {MINUS} {s(vb)} = {S(diff)}.",
                        [off(t, "off", f"\n3. Difference: {s(va)} {MINUS} {s(vb)} = {W(diff * 1.6, dd)}.", diff,
                             diff * 1.6, dd)]),
                  Claim(f"\n4. Relative to {B}: {s(diff)} / {s(vb)} ≈ {hi}%.",
                        [off(t, "wrong_base", f"\n4. Relative to {B}: {s(diff)} / {s(vb)} ≈ {w(100 * diff / va, hid)}%.",
                             100 * diff / vb, 100 * diff / va, hid, real=True)]),
                  Claim(f"\n\n{ENDS[k % 4]} {A} is ahead on {noun}, by roughly {hi}%.")]
    elif form == 1:
        pre = ""
        claims = [Claim(f"{cap(A)} vs. {B}: {S(va)} vs. {S(vb)}.", [nbr(lambda x: f"{cap(A)} vs. {B}: {S(va)} vs. {x}.")]),
                  Claim(f"Ratio: {s(va)} / {s(vb)} ≈ {rt},",
                        [off(t, "off", f"Ratio: {s(va)} / {s(vb)} ≈ {w(r * 1.5 + 0.3, rd)},", r, r * 1.5 + 0.3, rd)]),
                  Claim(f"so {A} has about {rt}x the {noun} of {B}."),
                  Claim(f"\n\n{ENDS[(k + 1) % 4]} {A}, with {S(diff)} more.",
                        [off(t, "off", f"\n\n{ENDS[(k + 1) % 4]} {A}, with {W(diff * 0.55, dd)} more.", diff,
                             diff * 0.55, dd)])]
    elif form == 2:
        pre = f"Comparing {noun}:"
        claims = [Claim(f"{s(va)} {MINUS} {s(vb)} = {S(diff)}",
                        [nbs(lambda x: f"{s(va)} {MINUS} {x} = {S(diff)}")]),
                  Claim(f"({A} minus {B})."),
                  Claim(f"As a share of {A}'s figure that gap is {s(diff)} / {s(va)} ≈ {lo}%,",
                        [off(t, "wrong_base", f"As a share of {A}'s figure that gap is {s(diff)} / {s(va)} ≈ "
                             f"{w(100 * diff / vb, lod)}%,", 100 * diff / va, 100 * diff / vb, lod, real=True)]),
                  Claim(f"i.e. {B} sits ~{lo}% below {A}.")]
    else:
        pre = ""
        claims = [Claim(f"{cap(A)} ({S(va)}) beats {B} ({S(vb)}) on {noun}:",
                        [nbr(lambda x: f"{cap(A)} ({S(va)}) beats {B} ({x}) on {noun}:")]),
                  Claim(f"({s(va)} {MINUS} {s(vb)}) / {s(vb)} ≈ {hi}% more.",
                        [off(t, "off", f"({s(va)} {MINUS} {s(vb)}) / {s(vb)} ≈ {w(100 * diff / vb * 1.7 + 5, hid)}% "
                             f"more.", 100 * diff / vb, 100 * diff / vb * 1.7 + 5, hid)]),
                  Claim(f"\n\n{ENDS[(k + 2) % 4]} {A}, roughly {rt}x {B}.")]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def r_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None):
    """One row (a period) to another: (new − old) / old worked out, in three voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    s, _ = shows(cash, d)
    diff = v2 - v1
    up = diff > 0
    sg = "+" if up else MINUS
    pct, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    nb = nbr_of(t, p1, avoid=(p2,))
    okn = nb is not None and isinstance(t[nb][col], float) and S(t[nb][col]) != S(v1)
    form = k % 3
    if form == 0:
        pre = f"Step by step, {noun} from {l1} to {l2}:"
        claims = [Claim(f"\n1. {l1}: {S(v1)}"),
                  Claim(f"\n2. {l2}: {S(v2)}"),
                  Claim(f"\n3. Change: {s(v2)} {MINUS} {s(v1)} = {sg}{S(abs(diff))}",
                        [off(t, "off", f"\n3. Change: {s(v2)} {MINUS} {s(v1)} = {sg}{W(abs(diff) * 1.7, dd)}",
                             abs(diff), abs(diff) * 1.7, dd)]),
                  Claim(f"\n4. Relative: {s(abs(diff))} / {s(v1)} ≈ {sg}{pct}%",
                        [off(t, "wrong_base", f"\n4. Relative: {s(abs(diff))} / {s(v1)} ≈ {sg}{w(wb, pd)}%",
                             abs(100 * diff / v1), wb, pd, real=True)]),
                  Claim(f"\n\nSo the answer is: {noun} {'rose' if up else 'fell'} about {pct}%.")]
    elif form == 1:
        pre = ""
        claims = [Claim(f"{cap(noun)} went from {S(v1)} in {l1} to {S(v2)} in {l2}.",
                        [off(t, "neighbour_row", f"{cap(noun)} went from {S(t[nb][col])} in {l1} to {S(v2)} in {l2}.",
                             v1, t[nb][col], dd_of(v1, d, cash), real=True) if okn else None]),
                  Claim(f"({s(v2)} {MINUS} {s(v1)}) / {s(v1)} ≈ {sg}{pct}%",
                        [off(t, "off", f"({s(v2)} {MINUS} {s(v1)}) / {s(v1)} ≈ {sg}{w(abs(100 * diff / v1) * 1.8 + 4, pd)}%",
                             abs(100 * diff / v1), abs(100 * diff / v1) * 1.8 + 4, pd)]),
                  Claim(f"— {'an increase' if up else 'a decrease'} of {S(abs(diff))}.")]
    else:
        pre = ""
        claims = [Claim(f"**Bottom line:** {noun} is {'up' if up else 'down'} ~{pct}% from {l1} to {l2}",
                        [off(t, "wrong_base", f"**Bottom line:** {noun} is {'up' if up else 'down'} ~{w(wb, pd)}% "
                             f"from {l1} to {l2}", abs(100 * diff / v1), wb, pd, real=True)]),
                  Claim(f"({S(v1)} → {S(v2)},"),
                  Claim(f"a move of {S(abs(diff))}).",
                        [off(t, "off", f"a move of {W(abs(diff) * 0.5, dd)}).", abs(diff), abs(diff) * 0.5, dd)])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def r_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", units=None):
    """A total over a count, worked out, in three voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2)
    rd = dd_of(r, d, cash)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    units = units or (unit[:-1] + "ies" if unit.endswith("y") else unit + ("es" if unit.endswith("o") else "s"))
    c = f"{int(cnt):,}"
    form = k % 3
    if form == 0:
        pre = f"Working it out for {name}:"
        head = [Claim(f"\n1. Total {what}: {St(tot)}."), Claim(f"\n2. {cap(units)}: {c}.")]
        fmt = lambda x: f"\n3. Per {unit}: {St(tot)} / {c} ≈ {x}."
        tail = [Claim(f"\n\n**Bottom line:** about {S(r)} per {unit}.")]
    elif form == 1:
        pre = ""
        head = []
        fmt = lambda x: f"{cap(name)}: {St(tot)} {what} / {c} {units} ≈ {x} per {unit}."
        tail = []
    else:
        pre = ""
        head = [Claim(f"{cap(name)} has {c} {units} and {St(tot)} {what};")]
        fmt = lambda x: f"{St(tot)} / {c} = {x} per {unit}."
        tail = [Claim(f"So the answer is ~{S(r)}.")]
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", head + [Claim(fmt(S(r)), tw)] + tail, pre=pre)


def r_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, show_sum=None):
    """One row's share of the column total, the total summed out when the rows are few; twins: the
    complement, the share of the wrong total, an off total."""
    S, W = shows(cash, d)
    v = t[key][col]
    vals = t.col(col)
    tot = sum(vals)
    s = v / tot
    name = label or key
    st, sd = pc(100 * s)
    claims = []
    if show_sum if show_sum is not None else len(vals) <= 5:
        parts = " + ".join(S(x) for x in vals)
        td = dd_of(tot, d, cash)
        claims.append(Claim(f"Summing {whole}: {parts} = {S(tot)}.",
                            [off(t, "off", f"Summing {whole}: {parts} = {W(tot * 1.3, td)}.", tot, tot * 1.3, td)]))
    poss = cap(name) + ("'" if name.endswith("s") else "'s")
    fmt = (lambda x: f"{cap(name)}: {S(v)} / {S(tot)} ≈ {x}%.") if k % 2 == 0 else \
          (lambda x: f"{poss} share is {S(v)} / {S(tot)} ≈ {x}% of {whole}.")
    tw = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.insert(0, off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    claims.append(Claim(fmt(st), tw))
    if k % 3 == 2:
        claims.append(Claim(f"\n\n{ENDS[k % 4]} {name}, with roughly "
                            f"{n(100 * s, 0) if abs(100 * s % 1 - 0.5) > 0.1 else st}% of {whole}."))
    book.case(t.db, t.rid, "per_unit", claims)


def r_topn(book, t, col, m, k, noun, cash=False, d=0, label=None):
    """The top m rows summed out and their share of the total."""
    S, W = shows(cash, d)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = pc(sh)
    dd = dd_of(sm, d, cash)
    L = label or (lambda x: x)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    parts = " + ".join(S(t[x][col]) for x in order)
    claims = [Claim(f"Top {say(m)} ({names}): {parts} = {S(sm)}.",
                    [off(t, "off", f"Top {say(m)} ({names}): {parts} = {W(sm * 1.35, dd)}.", sm, sm * 1.35, dd)]),
              Claim(f"Against the total of {S(tot)}, that's {S(sm)} / {S(tot)} ≈ {st}% of {noun}.",
                    [off(t, "complement", f"Against the total of {S(tot)}, that's {S(sm)} / {S(tot)} ≈ "
                         f"{w(100 - sh, sd)}% of {noun}.", sh, 100 - sh, sd, real=True)])]
    book.case(t.db, t.rid, "per_unit", claims)


def r_pooled(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None, label=None):
    """A weighted average of group averages written out; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    N = sum(ns)
    wa = sum(a * m for a, m in zip(avgs, ns)) / N
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    if len(keys) <= 4:
        terms = " + ".join(f"{n(a, d)} × {int(m)}" for a, m in zip(avgs, ns))
        fmt = lambda x: f"Weighted {noun}: ({terms}) / {int(N):,} ≈ {x}{unit}."
    else:
        fmt = lambda x: f"Weighting each group's {noun} by its {per}s: Σ(avg × {per}s) / {int(N):,} ≈ {x}{unit}."
    claims = [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd, real=True)])]
    if k % 2 == 0:
        claims.append(Claim(f"\n\n**Bottom line:** the average {per} sits at ~{wt}{unit} on {noun}."))
    book.case(t.db, t.rid, "per_unit", claims)


def r_conv(book, t, key, col, k, lead, src, dst, factor, fshow, src_d, dst_d, bads, after=()):
    """"{lead} {v} {src} × {factor} ≈ {c} {dst}"; twin: the result by the first wrong factor far from all."""
    v = t[key][col]
    c = v * factor
    ct, cd = num(c, dst_d)
    vt = n(v, src_d)
    fmt = lambda x: f"{lead} {vt} {src} × {fshow} ≈ {x} {dst}."
    tw = None
    for f in bads:
        tw = off(t, "wrong_factor", fmt(w(v * f, cd)), c, v * f, cd, alts=[])
        if tw:
            break
    book.case(t.db, t.rid, "conversion", [Claim(fmt(ct), [tw])] + list(after))


def r_sum(book, t, col, keys, k, lead, noun, cash=False, d=0, label=None, after=()):
    """A few named cells summed out (plain): "a + b + c = s"; twins: an operand from the neighbouring
    row, an off result."""
    S, W = shows(cash, d)
    vals = [t[x][col] for x in keys]
    sm = sum(vals)
    dd = dd_of(sm, d, cash)
    parts = " + ".join(S(v) for v in vals)
    fmt = lambda p, x: f"{lead} {p} = {x} {noun}."
    tw = [off(t, "off", fmt(parts, W(sm * 1.4, dd)), sm, sm * 1.4, dd)]
    out = [x for x in t.order if x not in keys]
    if out and S(t[out[0]][col]) != S(vals[-1]):
        p2 = " + ".join(S(v) for v in vals[:-1] + [t[out[0]][col]])
        tw.insert(0, off(t, "neighbour_row", fmt(p2, S(sm)), vals[-1], t[out[0]][col], dd_of(vals[-1], d, cash),
                         real=True))
    book.case(t.db, t.rid, "plain", [Claim(fmt(parts, S(sm)), tw)] + list(after))


# ---------------------------------------------------------------------------
# Spider: car_1
# ---------------------------------------------------------------------------

CJ = ("FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
      "JOIN car_makers cm ON cm.id = ml.maker JOIN countries c ON c.countryid = cm.country "
      "JOIN continents ct ON ct.contid = c.continent ")


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average mpg, average horsepower and average weight?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower)::numeric, 1) AS avg_hp, round(avg(weight)::numeric, 1) AS avg_weight "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    r_chg(book, yr, "avg_mpg", "1970", "1980", 0, "average mpg", d=2)
    r_chg(book, yr, "avg_hp", "1971", "1981", 1, "average horsepower", d=1)
    r_chg(book, yr, "avg_weight", "1973", "1982", 2, "average weight", d=1, unit=" lbs")
    r_pooled(book, yr, "avg_mpg", "cars", 0, "mpg", "car", d=2)
    r_chg(book, yr, "avg_mpg", "1976", "1982", 2, "average mpg", d=2)
    r_chg(book, yr, "cars", "1970", "1982", 1, "the number of cars")
    r_chg(book, yr, "avg_hp", "1974", "1975", 0, "average horsepower", d=1, unit=" hp")
    r_cmp(book, yr, "cars", "1973", "1974", 0, "cars in the data")
    r_conv(book, yr, "1976", "avg_weight", 0, "A 1976 car averages", "lbs", "kg", KG_PER_LB, "0.4536", 1, 0,
           (LB_PER_KG, 0.5, 0.1, 0.6, 0.3, 0.25, 0.75, 1.5, 0.04536, 4.536))
    r_conv(book, yr, "1979", "avg_mpg", 1, "1979's average:", "mpg", "km/L", KMPL_PER_MPG, "0.4251", 2, 2,
           (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.7, 0.3, 0.6, 1.2, 0.042514))
    r_conv(book, yr, "1972", "avg_hp", 2, "Horsepower in 1972:", "hp", "kW", KW_PER_HP, "0.7457", 1, 1,
           (1 / KW_PER_HP, 0.5, 1.2, 0.6, 0.3, 0.9, 0.07457, 7.457))
    ct = table("spider_car_1", "Per continent: makers, models and cars, with average mpg?",
               "SELECT ct.continent, count(DISTINCT cm.id) AS makers, count(DISTINCT ml.modelid) AS models, "
               "count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg " + CJ + "GROUP BY 1 ORDER BY 4 DESC")
    r_share(book, ct, "cars", "america", 0, "the cars", other="asia")
    r_share(book, ct, "cars", "asia", 2, "the cars", other="europe", label="Asian makers")
    r_cmp(book, ct, "avg_mpg", "asia", "america", 1, "fuel economy (mpg)", d=2, label=cap)
    r_rate(book, ct, "cars", "makers", "europe", 0, "maker", "cars", d=1, label="Europe")
    r_pooled(book, ct, "avg_mpg", "cars", 1, "mpg", "car", d=2)
    cy = table("spider_car_1", "Per number of cylinders: cars, average displacement, average 0-60 time and top "
               "horsepower?",
               "SELECT cylinders, count(*) AS cars, round(avg(edispl)::numeric, 1) AS avg_displ, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel, max(horsepower) AS top_hp "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    r_cmp(book, cy, "cars", "4", "8", 2, "cars", label=lambda x: f"{say(int(x))}-cylinder")
    r_cmp(book, cy, "avg_accel", "4", "8", 3, "acceleration time (sec)", d=2,
          label=lambda x: f"{x}-cylinder cars")
    r_topn(book, cy, "cars", 2, 0, "all cars", label=lambda x: f"{x}-cyl")
    r_sum(book, cy, "cars", ["3", "5"], 0, "The odd engines:", "cars",
          after=[Claim(f"{cap(say(int(cy['3']['cars'])))} three-cylinder cars and {say(int(cy['5']['cars']))} "
                       f"five-cylinder ones — a rounding error next to the {int(cy['4']['cars'])} four-cylinder "
                       f"cars.",
                       [words_twin("number_words_wrong_row",
                                   f"{cap(say(int(cy['3']['cars'])))} three-cylinder cars and "
                                   f"{say(int(cy['6']['cars']) % 100)} five-cylinder ones — a rounding error next to "
                                   f"the {int(cy['4']['cars'])} four-cylinder cars.", cy['5']['cars'],
                                   cy['6']['cars'] % 100)])])
    ident(book, table("spider_car_1", "Which car has the quickest 0-60, with its id and make?",
                      "SELECT cd.id, cn.make, cd.accelerate, cd.horsepower FROM cars_data cd "
                      "JOIN car_names cn ON cn.makeid = cd.id ORDER BY cd.accelerate, cd.id LIMIT 3"),
          "Quickest: car #17, the Plymouth Cuda 340 — 8 sec flat (tied with the Ford Mustang Boss 302). "
          "So the answer is the Cuda.", "#17", "#71")
    empty(book, "spider_car_1", "Which cars have more than 12 cylinders?",
          "SELECT id FROM cars_data WHERE cylinders > 12",
          "None. The max is 8 cylinders, so 0 cars qualify.\n\n**Bottom line:** zero.",
          "Three cars have more than 12 cylinders.\n\n**Bottom line:** 3.")


# ---------------------------------------------------------------------------
# Spider: concert_singer, pets_1, battle_death, course_teach, cre_doc_template_mgt, tvshow, voter_1
# ---------------------------------------------------------------------------


def concerts(book):
    st = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    r_cmp(book, st, "capacity", "Somerset Park", "Stark's Park", 0, "capacity", unit=" seats")
    r_cmp(book, st, "average", "Stark's Park", "Somerset Park", 1, "average attendance")
    r_rate(book, st, "average", "capacity", "Stark's Park", 1, "seat", "average attendance", d=3,
           label="Stark's Park (fill rate)")
    r_share(book, st, "capacity", "Hampden Park", 1, "all stadium capacity", other="Somerset Park")
    r_topn(book, st, "average", 3, 0, "the summed average attendance")
    r_chg(book, st, "average", "Bayview Stadium", "Somerset Park", 2, "average attendance",
          l1="Bayview", l2="Somerset Park")
    r_sum(book, st, "capacity", ["Gayfield Park", "Balmoor", "Glebe Park"], 0,
          "Three mid-size grounds:", "seats",
          after=[Claim(f"\n\n**Bottom line:** still under Somerset Park's {int(st['Somerset Park']['capacity']):,}.")])
    sc = table("spider_concert_singer", "Per concert: year, stadium and number of singers?",
               "SELECT c.concert_id, c.concert_name AS concert, c.year, s.name AS stadium, count(sc.singer_id) AS singers "
               "FROM concert c JOIN stadium s ON s.stadium_id = c.stadium_id "
               "LEFT JOIN singer_in_concert sc ON sc.concert_id = c.concert_id GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 1")
    book.case(sc.db, sc.rid, "plain", [
        Claim(f"{cap(say(len(sc)))} concerts; {int(sum(sc.col('singers')))} singer slots in all"),
        Claim(f"({' + '.join(str(int(x)) for x in sc.col('singers'))} = {int(sum(sc.col('singers')))}).",
              [off(sc, "off", f"({' + '.join(str(int(x)) for x in sc.col('singers'))} = "
                   f"{int(sum(sc.col('singers')) * 1.7)}).", sum(sc.col('singers')), int(sum(sc.col('singers')) * 1.7), 0)]),
    ])
    py = table("spider_concert_singer", "Per year: concerts and singer appearances?",
               "SELECT c.year::text AS year, count(DISTINCT c.concert_id) AS concerts, count(sc.singer_id) AS appearances "
               "FROM concert c LEFT JOIN singer_in_concert sc ON sc.concert_id = c.concert_id GROUP BY 1 ORDER BY 1")
    book.case(py.db, py.rid, "change", [
        Claim(f"Appearances went from {int(py['2014']['appearances'])} in 2014 to {int(py['2015']['appearances'])} "
              f"in 2015 with {say(int(py['2015']['concerts']))} concerts each year."),
        Claim(f"({int(py['2015']['appearances'])} {MINUS} {int(py['2014']['appearances'])}) / "
              f"{int(py['2014']['appearances'])} ≈ {MINUS}{n(100 * (1 - py['2015']['appearances'] / py['2014']['appearances']), 1)}%.",
              [off(py, "wrong_base", f"({int(py['2015']['appearances'])} {MINUS} {int(py['2014']['appearances'])}) / "
                   f"{int(py['2014']['appearances'])} ≈ {MINUS}{n(100 * (py['2014']['appearances'] / py['2015']['appearances'] - 1), 1)}%.",
                   100 * (1 - py["2015"]["appearances"] / py["2014"]["appearances"]),
                   100 * (py["2014"]["appearances"] / py["2015"]["appearances"] - 1), 1, real=True)]),
        Claim("\n\n**Bottom line:** a third fewer singer slots in 2015."),
    ])
    empty(book, "spider_concert_singer", "Which stadiums have capacity over 60,000?",
          "SELECT name FROM stadium WHERE capacity > 60000",
          "None — the largest, Hampden Park, holds 52,500, so 0 stadiums clear 60k.",
          "Two stadiums are over 60k: Hampden Park and Somerset Park.")


def small(book):
    mj = table("spider_pets_1", "Per major: students and average age?",
               "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    r_share(book, mj, "students", "600", 0, "students", other="520", label="major 600", show_sum=False)
    r_pooled(book, mj, "avg_age", "students", 1, "age", "student", d=2, unit=" years")
    r_cmp(book, mj, "students", "600", "520", 1, "students", label=lambda x: f"major {x}")
    pe = table("spider_pets_1", "Per pet: type, age and weight?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    r_conv(book, pe, "2001", "weight", 0, "Pet 2001 (a cat) weighs", "kg", "lbs", LB_PER_KG, "2.2046", 0, 1,
           (KG_PER_LB, 1.0, 3.5))
    ident(book, pe, "Heaviest pet: #2002, a dog, at 13.4 kg; the cat weighs 12 kg and the other dog 9.3, "
          "so the dogs average (13.4 + 9.3) / 2 = 11.35 kg.", "#2002", "#2020")

    bt = table("spider_battle_death", "Per battle result: battles, ships lost and deaths caused by those ships?",
               "SELECT b.result, count(DISTINCT b.id) AS battles, count(DISTINCT s.id) AS ships_lost, "
               "coalesce(sum(d.killed), 0) AS killed FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC")
    r_share(book, bt, "battles", "Bulgarian victory", 2, "the battles", label="Bulgarian victories")
    dt = table("spider_battle_death", "Per ship: incidents, killed and injured?",
               "SELECT s.name AS ship, count(d.id) AS incidents, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM ship s LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    r_rate(book, dt, "killed", "incidents", "Lettice", 2, "incident", "killed", d=1, label="Lettice")
    r_cmp(book, dt, "killed", "Mary", "Three Brothers", 1, "deaths")
    r_share(book, bt, "killed", "Two Year Truce", 1, "deaths", other="Latin victory", label="the truce")

    te = table("spider_course_teach", "Per teacher: age and courses arranged?",
               "SELECT t.name AS teacher, t.age, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2 ORDER BY 2 DESC")
    r_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 3, "age", unit=" years")
    ages = te.col("age")
    avg = sum(ages) / len(ages)
    at, ad = num(avg, 1)
    book.case(te.db, te.rid, "per_unit", [
        Claim(f"Ages: {' + '.join(str(int(x)) for x in ages)} = {int(sum(ages))}."),
        Claim(f"{int(sum(ages))} / {len(ages)} ≈ {at} years on average.",
              [off(te, "off", f"{int(sum(ages))} / {len(ages)} ≈ {w(avg * 1.6, ad)} years on average.", avg,
                   avg * 1.6, ad)]),
        Claim(f"So the answer is ~{at}; Anne Walker teaches the most courses ({say(int(te['Anne Walker']['courses']))})."),
    ])

    tp = table("spider_cre_doc_template_mgt", "Per template type: templates, documents and highest version?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents, max(t.version_number) AS top_version FROM templates t "
               "LEFT JOIN documents d ON d.template_id = t.template_id GROUP BY 1 ORDER BY 2 DESC, 1")
    r_share(book, tp, "templates", "PP", 0, "templates", other="BK", label="type PP")
    r_rate(book, tp, "documents", "templates", "BK", 1, "template", "documents", d=2, label="type BK")
    r_sum(book, tp, "documents", ["PP", "BK"], 1, "Documents on PP and BK templates:", "documents")
    empty(book, "spider_cre_doc_template_mgt", "Which templates have a version above 10?",
          "SELECT template_id FROM templates WHERE version_number > 10",
          "0 templates. The highest version number is 9.",
          "4 templates have a version above 10; the newest is version 12.")

    ep = table("spider_tvshow", "Per episode: audience share, rating and viewers (millions)?",
               "SELECT episode, share, rating::numeric AS rating, viewers_m::numeric AS viewers_m FROM tv_series "
               "ORDER BY viewers_m::numeric DESC")
    r_cmp(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 1, "viewers (M)", d=2)
    r_chg(book, ep, "viewers_m", "Friendly Skies", "Game Three", 0, "viewers (M)", d=2)
    r_topn(book, ep, "viewers_m", 3, 1, "all viewers", d=2)
    tv = sum(ep.col("viewers_m"))
    book.case(ep.db, ep.rid, "plain", [
        Claim(f"{cap(say(len(ep)))} episodes drew {n(tv, 2)}M viewers in total",
              [off(ep, "off", f"{cap(say(len(ep)))} episodes drew {w(tv * 1.35, 2)}M viewers in total", tv,
                   tv * 1.35, 2)]),
        Claim(f"(~{n(tv / len(ep), 2)}M an episode)."),
    ])
    ca = table("spider_tvshow", "Per director: cartoons directed and lowest production code?",
               "SELECT directed_by AS director, count(*) AS cartoons, min(production_code)::int AS first_code "
               "FROM cartoon GROUP BY 1 ORDER BY 1")
    ident(book, ca, "Each of the three directors made 4 cartoons (3 × 4 = 12). Ben Jones's earliest is "
          "production code 101.", "101", "110")
    vo = table("spider_voter_1", "Per contestant: votes received?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(vo.db, vo.rid, "zero_ident", [
        Claim(f"Kelly Clauss leads with {say(int(vo['Kelly Clauss']['votes']))} votes of "
              f"{say(int(sum(vo.col('votes'))))};"),
        Claim(f"{say(sum(1 for x in vo.col('votes') if x == 0))} of the {say(len(vo))} contestants got zero."),
    ], derived=False)
    empty(book, "spider_voter_1", "How many votes came from Texas?",
          "SELECT vote_id FROM votes WHERE state = 'TX'",
          "None — zero votes from TX; the four votes came from NY, NJ and CA.",
          "Texas cast 2 votes, both for Kelly Clauss.")



# ---------------------------------------------------------------------------
# defog-dev: atis, geography, academic
# ---------------------------------------------------------------------------


def atis(book):
    mf = table("defog_atis", "Per aircraft manufacturer: types, total seats, average range (miles) and average "
               "cruising speed (mph)?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, round(avg(range_miles), 1) AS avg_range, "
               "round(avg(cruising_speed), 1) AS avg_speed FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    r_cmp(book, mf, "seats", "Boeing", "Airbus", 0, "total seats", unit=" seats")
    r_rate(book, mf, "seats", "types", "Airbus", 2, "type", "seats", d=1)
    r_share(book, mf, "seats", "Boeing", 1, "all seats", other="Airbus")
    r_pooled(book, mf, "avg_range", "types", 0, "range", "aircraft type", d=1, unit=" mi")
    r_conv(book, mf, "Airbus", "avg_range", 1, "Airbus's average range:", "mi", "km", KM_PER_MI, "1.609", 1, 0,
           (1 / KM_PER_MI, 1.852, 0.3048, 1.2, 2.2, 0.5))
    ac = table("defog_atis", "For the Boeing 747, Airbus A380, Embraer E190 and Bombardier CRJ200: seats, range, "
               "cruising speed, weight (lbs) and wing span (ft)?",
               "SELECT aircraft_code, capacity, range_miles, cruising_speed, weight, wing_span FROM aircraft "
               "WHERE aircraft_code IN ('B747', 'A380', 'E190', 'CRJ200') ORDER BY capacity DESC")
    r_conv(book, ac, "B747", "cruising_speed", 0, "The 747 cruises at", "mph", "km/h", KM_PER_MI, "1.609", 0, 0,
           (1 / KM_PER_MI, 1.852, 0.8, 2.2, 1.3))
    r_conv(book, ac, "A380", "weight", 1, "An A380 weighs", "lbs", "kg", KG_PER_LB, "0.4536", 0, 0,
           (LB_PER_KG, 0.3, 0.6, 0.25, 0.75, 0.04536))
    r_conv(book, ac, "E190", "wing_span", 2, "E190 wing span:", "ft", "m", 0.3048, "0.3048", 0, 1,
           (FT_PER_M, 0.5, 0.1, 0.2, 0.7))
    r_cmp(book, ac, "capacity", "A380", "B747", 1, "seats", label=lambda x: "the " + x)
    r_cmp(book, ac, "range_miles", "E190", "CRJ200", 2, "range (miles)")
    gs = table("defog_atis", "Ground transport fares at JFK, by type?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY ground_fare")
    r_sum(book, gs, "ground_fare", ["Bus", "Shuttle", "Taxi"], 1, "The three cheapest rides:", "in all", cash=True,
          d=0, after=[Claim("So a bus, a shuttle and a taxi together cost exactly what the helicopter does ($120).")])
    r_chg(book, gs, "ground_fare", "Taxi", "Limousine", 1, "the fare", cash=True, d=0, l1="a taxi",
          l2="a limousine")
    sv = table("defog_atis", "Per airport: city, ground-service entries, total miles and total minutes to town?",
               "SELECT airport_code, city_code, count(*) AS entries, sum(miles_distant) AS miles, "
               "sum(minutes_distant) AS minutes FROM airport_service GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    r_rate(book, sv, "miles", "entries", "JFK", 0, "entry", "miles", d=1, label="JFK", units="service entries")
    r_rate(book, sv, "minutes", "miles", "LAX", 1, "mile", "minutes", d=1, label="LAX")
    empty(book, "defog_atis", "Which aircraft carry more than 1,000 passengers?",
          "SELECT aircraft_code FROM aircraft WHERE capacity > 1000",
          "None. The biggest, the A380, seats 853 — so the answer is 0.",
          "Two aircraft carry more than 1,000: the A380 and the 747.")
    ident(book, ac, "Largest: A380, at 853 seats vs. 416 for the B747 (853 / 416 ≈ 2.05x).", "A380", "A350")


def geography(book):
    rv = table("defog_geography", "Per country: rivers and total length (km)?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km, max(length) AS longest_km "
               "FROM river GROUP BY 1 ORDER BY 3 DESC, 1")
    r_share(book, rv, "total_km", "Germany", 0, "all river length", other="Egypt", show_sum=False)
    r_rate(book, rv, "total_km", "rivers", "Germany", 1, "river", "km", d=1)
    r_conv(book, rv, "Egypt", "total_km", 0, "The Nile:", "km", "miles", 0.621371192, "0.6214", 0, 0,
           (KM_PER_MI, 0.5, 1.2, 0.3, 0.8))
    r_cmp(book, rv, "total_km", "Egypt", "Brazil", 3, "river length (km)")
    mt = table("defog_geography", "Per country: mountains, average and highest altitude (m)?",
               "SELECT country_name AS country, count(*) AS mountains, round(avg(mountain_altitude), 1) AS avg_m, "
               "max(mountain_altitude) AS top_m FROM mountain GROUP BY 1 ORDER BY 2 DESC")
    r_pooled(book, mt, "avg_m", "mountains", 0, "altitude", "mountain", d=1, unit=" m")
    r_cmp(book, mt, "avg_m", "Pakistan", "Nepal", 1, "average altitude", d=1, unit=" m")
    r_conv(book, mt, "Nepal", "top_m", 2, "Nepal's highest:", "m", "ft", FT_PER_M, "3.281", 0, 0,
           (0.3048, 1.5, 2.5, 4.5, 6.0))
    lk = table("defog_geography", "Per country: lakes and total area (sq km)?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS area_km2 FROM lake GROUP BY 1 "
               "ORDER BY 3 DESC")
    r_share(book, lk, "area_km2", "United States", 1, "lake area", other="Tanzania", label="US lakes")
    r_conv(book, lk, "Tanzania", "area_km2", 0, "Tanzania's lakes cover", "km²", "sq mi", SQMI_PER_SQKM, "0.3861",
           0, 0, (1 / SQMI_PER_SQKM, 0.621, 0.5, 0.25))
    stt = table("defog_geography", "Population and area of the eight most populous states?",
                "SELECT state_name AS state, population, area FROM state ORDER BY population DESC, state_name LIMIT 8")
    r_rate(book, stt, "population", "area", "Michigan", 0, "km²", "people", d=1, label="Michigan", units="km² of area")
    r_rate(book, stt, "population", "area", "Ohio", 2, "km²", "people", d=2, label="Ohio", units="km² of area")
    r_cmp(book, stt, "population", "Florida", "Michigan", 2, "population")
    r_sum(book, stt, "population", ["Guangdong", "Maharashtra", "New York"], 0, "The top three states:", "people",
          after=[Claim("\n\n**Bottom line:** ~600k between them.")])
    empty(book, "defog_geography", "Which rivers are longer than 2,000 km?",
          "SELECT river_name FROM river WHERE length > 2000",
          "None: the Nile tops the list at 1,000, so 0 rivers exceed 2,000 km.",
          "Three rivers exceed 2,000 km: the Nile, the Rhine and the Volga.")


def academic(book):
    yr = table("defog_academic", "Per publication year: papers, citations received and references made?",
               "SELECT year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) AS refs "
               "FROM publication GROUP BY 1 ORDER BY 1")
    r_rate(book, yr, "refs", "papers", "2021", 1, "paper", "references", d=2, label="2021")
    book.case(yr.db, yr.rid, "plain", [
        Claim(f"{cap(say(int(sum(yr.col('papers')))))} papers: {say(int(yr['2020']['papers']))} from 2020 and "
              f"{say(int(yr['2021']['papers']))} from 2021."),
        Claim(f"Citations: {int(yr['2020']['citations'])} + {int(yr['2021']['citations'])} = "
              f"{int(sum(yr.col('citations')))}.",
              [off(yr, "off", f"Citations: {int(yr['2020']['citations'])} + {int(yr['2021']['citations'])} = "
                   f"{int(sum(yr.col('citations')) * 2.5)}.", sum(yr.col("citations")),
                   int(sum(yr.col("citations")) * 2.5), 0)]),
    ])
    ci = table("defog_academic", "Per author: papers and citations received?",
               "SELECT a.name AS author, count(*) AS papers, sum(p.citation_num) AS citations "
               "FROM author a JOIN writes w ON w.aid = a.aid JOIN publication p ON p.pid = w.pid "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    r_share(book, ci, "citations", ci.order[0], 2, "the authors' citations", other=ci.order[1], show_sum=True)
    empty(book, "defog_academic", "Which publications appeared before 2015?",
          "SELECT pid FROM publication WHERE year < 2015",
          "Zero. Every paper is from 2020 or 2021.",
          "Four publications appeared before 2015, the oldest in 2011.")


# ---------------------------------------------------------------------------
# chinook, northwind, superhero
# ---------------------------------------------------------------------------


def chinook(book):
    cc = table("chinook", "Per billing country (the top eight by revenue): customers, invoices and revenue?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(*) AS invoices, "
               "sum(i.total) AS revenue FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 8")
    r_cmp(book, cc, "revenue", "USA", "Canada", 0, "revenue", cash=True, d=2)
    r_cmp(book, cc, "customers", "USA", "Canada", 3, "customers")
    r_rate(book, cc, "revenue", "customers", "Germany", 2, "customer", "revenue", cash=True)
    r_rate(book, cc, "revenue", "invoices", "France", 1, "invoice", "in revenue", cash=True, label="France")
    r_topn(book, cc, "revenue", 2, 0, "the top eight's revenue", cash=True, d=2)
    tot = sum(cc.col("revenue"))
    kt, kd = kusd(tot)
    book.case(cc.db, cc.rid, "plain", [
        Claim(f"The eight countries bring in {kt} in total",
              [off(cc, "off", f"The eight countries bring in {wk(tot * 1.45, kd)} in total", tot, tot * 1.45, 2)]),
        Claim(f"from {int(sum(cc.col('customers')))} customers"),
        Claim(f"— the USA alone is ${n(cc['USA']['revenue'], 2)}, ~{n(100 * cc['USA']['revenue'] / tot, 0)}% of it.",
              [off(cc, "neighbour_row", f"— the USA alone is ${n(cc['Canada']['revenue'], 2)}, "
                   f"~{n(100 * cc['USA']['revenue'] / tot, 0)}% of it.", cc["USA"]["revenue"],
                   cc["Canada"]["revenue"], 2, real=True)]),
    ])
    rp = table("chinook", "Per support rep: customers looked after and their invoice revenue?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    r_share(book, rp, "revenue", rp.order[0], 0, "rep revenue", other=rp.order[1], cash=True, d=2)
    r_cmp(book, rp, "revenue", rp.order[0], rp.order[2], 2, "revenue", cash=True, d=2)
    r_rate(book, rp, "revenue", "customers", rp.order[1], 0, "customer", "revenue", cash=True)
    mt = table("chinook", "Per media type: tracks, average length (ms) and total size (bytes)?",
               "SELECT m.name AS media, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
               "sum(t.bytes) AS bytes FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    r_conv(book, mt, "Protected MPEG-4 video file", "avg_ms", 0, "A protected video averages", "ms", "min",
           1 / 60000, "(1 / 60,000)", 0, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 30000, 1 / 3600))
    r_conv(book, mt, "AAC audio file", "avg_ms", 1, "AAC tracks average", "ms", "sec", 1 / 1000, "0.001", 0, 0,
           (1 / 60000, 1 / 100, 1 / 60, 1 / 10000, 1 / 600, 1 / 3000))
    r_share(book, mt, "tracks", "MPEG audio file", 2, "tracks", other="Protected AAC audio file", label="MPEG audio")
    r_topn(book, mt, "tracks", 2, 1, "all tracks")
    iy = table("chinook", "Per invoice year: customers billed, invoices and average invoice total?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(DISTINCT customer_id) AS customers, "
               "count(*) AS invoices, round(avg(total), 4) AS avg_total FROM invoice GROUP BY 1 ORDER BY 1")
    r_chg(book, iy, "avg_total", "2021", "2022", 1, "the average invoice", cash=True, d=2)
    r_chg(book, iy, "avg_total", "2024", "2025", 0, "the average invoice", cash=True, d=2)
    empty(book, "chinook", "Which invoices total more than $50?",
          "SELECT invoice_id FROM invoice WHERE total > 50",
          "None — the largest invoice is under $30, so 0 qualify.\n\n**Bottom line:** 0.",
          "Seven invoices total more than $50.\n\n**Bottom line:** 7.")


def northwind(book):
    sh = table("northwind", "Per shipper: orders, total freight and average freight?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    r_cmp(book, sh, "freight", "United Package", "Federal Shipping", 1, "freight", cash=True, d=2)
    r_share(book, sh, "orders", "United Package", 0, "orders", other="Federal Shipping")
    r_pooled(book, sh, "avg_freight", "orders", 0, "freight per order", "order", d=2)
    r_rate(book, sh, "freight", "orders", "Speedy Express", 0, "order", "freight", cash=True)
    ft = sum(sh.col("freight"))
    book.case(sh.db, sh.rid, "plain", [
        Claim(f"{int(sum(sh.col('orders'))):,} orders, {kusd(ft)[0]} of freight all told",
              [off(sh, "off", f"{int(sum(sh.col('orders'))):,} orders, {wk(ft * 1.5, kusd(ft)[1])} of freight all told",
                   ft, ft * 1.5, 2)]),
        Claim(f"({' + '.join(kusd(x)[0] for x in sh.col('freight'))})."),
    ])
    oy = table("northwind", "Per order year: orders, total freight and customers?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight, count(DISTINCT customer_id) AS customers FROM orders "
               "GROUP BY 1 ORDER BY 1")
    r_chg(book, oy, "orders", "1996", "1997", 0, "orders")
    r_chg(book, oy, "freight", "1997", "1998", 2, "freight", cash=True, d=2)
    r_chg(book, oy, "customers", "1996", "1997", 1, "active customers")
    em = table("northwind", "Per employee: orders in 1997 and in 1998?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS orders_1997, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998 FROM orders o "
               "JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 2 DESC, 1")
    lead = em.order[0]
    r_cmp(book, em, "orders_1997", lead, em.order[3], 0, "orders in 1997")
    r_topn(book, em, "orders_1997", 3, 0, "1997 orders")
    v1, v2 = em[lead]["orders_1997"], em[lead]["orders_1998"]
    book.case(em.db, em.rid, "plain", [
        Claim(f"{lead} logged {int(v1)} orders in 1997 and {int(v2)} in 1998 (a part year):",
              [off(em, "neighbour_row", f"{lead} logged {int(em[em.order[1]]['orders_1997'])} orders in 1997 and "
                   f"{int(v2)} in 1998 (a part year):", v1, em[em.order[1]]["orders_1997"], 0, real=True)]),
        Claim(f"{int(v1)} + {int(v2)} = {int(v1 + v2)} across the two.",
              [off(em, "off", f"{int(v1)} + {int(v2)} = {int((v1 + v2) * 1.45)} across the two.", v1 + v2,
                   int((v1 + v2) * 1.45), 0)]),
    ])
    empty(book, "northwind", "Which orders had freight above $2,000?",
          "SELECT order_id FROM orders WHERE freight > 2000",
          "No orders — the heaviest freight charge is about $1k, so zero above $2,000.",
          "Three orders had freight above $2,000, all with Federal Shipping.")
    ident(book, table("northwind", "Which order had the highest freight?",
                      "SELECT order_id, customer_id, freight FROM orders ORDER BY freight DESC LIMIT 3"),
          "Highest freight: order 10540 (QUICK).", "10540", "10450")


def heroes(book):
    gd = table("superhero", "Per gender: heroes with a plausible height and weight, average height (cm) and weight (kg)?",
               "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_cm, "
               "round(avg(s.weight_kg), 1) AS avg_kg FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "WHERE s.height_cm BETWEEN 100 AND 250 AND s.weight_kg BETWEEN 30 AND 300 GROUP BY 1 ORDER BY 2 DESC")
    r_cmp(book, gd, "avg_kg", "Male", "Female", 0, "average weight", d=1, unit=" kg")
    r_cmp(book, gd, "heroes", "Male", "Female", 1, "heroes")
    r_conv(book, gd, "Female", "avg_cm", 0, "Female heroes average", "cm", "in", IN_PER_CM, "0.3937", 1, 1,
           (2.54, 0.5, 0.6, 0.3, 0.2))
    r_conv(book, gd, "Male", "avg_kg", 1, "Male heroes average", "kg", "lbs", LB_PER_KG, "2.2046", 1, 1,
           (KG_PER_LB, 1.5, 3.0, 1.2, 2.8))
    r_pooled(book, gd, "avg_cm", "heroes", 1, "height", "hero", d=1, unit=" cm")
    al = table("superhero", "Per alignment: heroes and how many are from Marvel Comics?",
               "SELECT a.alignment, count(*) AS heroes, count(*) FILTER (WHERE p.publisher_name = 'Marvel Comics') "
               "AS marvel FROM superhero s JOIN alignment a ON a.id = s.alignment_id "
               "JOIN publisher p ON p.id = s.publisher_id GROUP BY 1 ORDER BY 2 DESC")
    r_share(book, al, "heroes", "Good", 1, "heroes", other="Bad")
    r_rate(book, al, "marvel", "heroes", "Bad", 2, "villain", "from Marvel", d=3, label="the Bad side")
    r_cmp(book, al, "heroes", "Good", "Bad", 2, "heroes")
    empty(book, "superhero", "Which heroes are taller than 1,000 cm and lighter than 10 kg?",
          "SELECT id FROM superhero WHERE height_cm > 1000 AND weight_kg < 10 AND weight_kg > 0",
          "None — 0 heroes match both conditions.",
          "Two heroes match: both are Marvel cosmic entities.")


def main():
    sections = (cars, concerts, small, atis, geography, academic, chinook, northwind, heroes)
    return run_set(Book10(), sections, "twenty-sixth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
