#!/usr/bin/env python3
"""
plausibility_fresh27.py — a twenty-eighth labelled set for check_answer,
written held out, development since its misses were read: answers the way a BI tool's AI summary writes KPI cards and
dashboard annotations, over queries of their own on northwind (stock value
per category, customers' net sales per country in 1997 and 1998, net sales
per quarter of 1997, categories' net sales in Q1 1997 and Q1 1998,
suppliers and products per country), chinook (units and
revenue per genre, revenue per invoice year, revenue per artist), BIRD's
superhero (heroes per publisher with their average height and weight),
Spider's car_1 (cars, models, mpg and horsepower per maker; cars, weight and
mpg per maker country), concert_singer (singers per country) and pets_1
(weights per pet type), and defog-dev's atis (flights per airline, fares
per origin airport) and geography (states' population and area, cities'
population per state), all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the KPI card
and chart annotation of a BI tool's AI summary: short KPI lines with colons
and em dashes instead of verbs ("Revenue: $1.24M (▲ 8.3% vs prior year)",
"Avg order value — $38.20, ▼ $1.10"), "vs LY", "vs avg", "pp" for
percentage points, "x" multiples, ranks ("#1 of 9"), footnote-style asides
("¹ excludes ..."), a sentence of commentary now and then ("Germany leads,
nearly 2x the runner-up."), figures in words ("about a third", "twice") and
narration figures (years, single digits, "Q3", "top 5"). Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's and fresh12's):
  comparison  two rows side by side: gap, "x" multiple, percent above or
              below, a row against the column average ("vs avg")
  change      period over period (▲/▼ percent "vs LY", "vs Q1"), the
              absolute move, a share moving in "pp"
  per_unit    totals over counts (per customer, per product, per flight),
              weighted averages of group averages, one row's share, the top
              rows' share, shares in words
  conversion  kg as lbs, cm as inches, lbs as kg, mpg as km/L, hp as kW,
              minutes as hours, square km as square miles, ms as minutes
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, money in k and M, ranks ("#1 of 8"), sums
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a percent change over the wrong base, a relative change given
in pp), a false share in words, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, or a figure off by more than the rounding shown. A twin is kept
only when its figure is far from the true value (fresh4's rules) and, unless
it is a real value in the wrong role, far from every cell, aggregate,
pairwise difference, ratio and share of the result too.

Only aggregates are printed (the set stays held out).
"""
import sys

from plausibility_fresh4 import Claim, say, wrong
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import (Book10, cap, convert, empty, ident, nbr_of, num_few, ratio_words, run_set,
                                  share_words, table)
from plausibility_fresh12 import kusd, wk

KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 0.393700787
SQMI_PER_SQKM = 0.386102159
UP, DOWN = "\u25b2", "\u25bc"
NOTES = ["¹", "²"]


def rt_of(r):
    return num(r, 1) if r >= 1.5 else num_few(r, 2)


def pc(p):
    return num_few(p, 1)


def lab(label, x):
    if callable(label):
        return label(x)
    return label or x


# ---------------------------------------------------------------------------
# KPI cards
# ---------------------------------------------------------------------------


def k_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None):
    """Two rows side by side, the larger first, in four card layouts."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = lab(label, a), lab(label, b)
    S, W = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    hi, hid = pc(100 * diff / vb)
    lo, lod = pc(100 * diff / va)
    rt, rd = rt_of(r)
    nb = nbr_of(t, b, avoid=(a,))
    okn = nb is not None and isinstance(t[nb][col], float) and S(t[nb][col]) != S(vb)
    nbr = (lambda fmt: off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)
           if okn else None)
    form = k % 4
    if form == 0:
        claims = [Claim(f"{cap(noun)} — {A}: {S(va)}"),
                  Claim(f"| {B}: {S(vb)}", [nbr(lambda x: f"| {B}: {x}")]),
                  Claim(f"\nGap: {S(diff)} ({UP} {hi}% vs {B})",
                        [off(t, "wrong_base", f"\nGap: {S(diff)} ({UP} {w(100 * diff / va, hid)}% vs {B})",
                             100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 1:
        claims = [Claim(f"{A} leads on {noun} at {rt}x {B}.",
                        [off(t, "off", f"{A} leads on {noun} at {w(r * 1.6 + 0.4, rd)}x {B}.", r, r * 1.6 + 0.4, rd)]),
                  Claim(f"\n{A}: {S(va)} · {B}: {S(vb)}", [nbr(lambda x: f"\n{A}: {S(va)} · {B}: {x}")]),
                  Claim(f"· Δ {S(diff)}",
                        [off(t, "off", f"· Δ {W(diff * 1.7, dd)}", diff, diff * 1.7, dd)])]
    elif form == 2:
        claims = [Claim(f"{cap(noun)}, {B}: {S(vb)}", [nbr(lambda x: f"{cap(noun)}, {B}: {x}")]),
                  Claim(f"({DOWN} {lo}% vs {A}, {S(va)})",
                        [off(t, "wrong_base", f"({DOWN} {w(100 * diff / vb, lod)}% vs {A}, {S(va)})",
                             100 * diff / va, 100 * diff / vb, lod, real=True)]),
                  Claim(f"— a {S(diff)} shortfall.")]
    else:
        rw = ratio_words(r)
        head = (f"{A} leads, {rw} {B}." if rw else f"{A} leads {B} by {rt}x.")
        claims = [Claim(head),
                  Claim(f"\n{cap(noun)}: {S(va)} vs {S(vb)}", [nbr(lambda x: f"\n{cap(noun)}: {S(va)} vs {x}")]),
                  Claim(f"(+{hi}%).",
                        [off(t, "off", f"(+{w(100 * diff / vb * 1.7 + 6, hid)}%).", 100 * diff / vb,
                             100 * diff / vb * 1.7 + 6, hid)])]
    book.case(t.db, t.rid, "comparison", claims)


def k_vsavg(book, t, col, key, k, noun, cash=False, d=0, unit="", label=None, keys=None):
    """One row against the plain average of the column's rows: "vs avg", its multiple and percent."""
    keys = keys or t.order
    vals = [t[x][col] for x in keys]
    avg = sum(vals) / len(vals)
    v = t[key][col]
    S, W = shows(cash, d, unit)
    name = lab(label, key)
    at, ad = num(avg, d if cash else d + 1, cash)
    A = (f"${at}" if cash else at + unit)
    p = 100 * (v - avg) / avg
    pt, pd = pc(abs(p))
    r = v / avg
    rt, rd = rt_of(r)
    sign = UP if p > 0 else DOWN
    claims = [Claim(f"{cap(noun)} — {name}: {S(v)}"),
              Claim(f"({sign} {pt}% vs avg of {A}¹)",
                    [off(t, "off", f"({sign} {w(abs(p) * 1.8 + 7, pd)}% vs avg of {A}¹)", abs(p), abs(p) * 1.8 + 7, pd)]),
              Claim(f"\n¹ simple average of the {say(len(keys))} {'rows' if keys == t.order else 'rows shown'}.")]
    if k % 2 and r >= 1.3:
        claims.insert(2, Claim(f"— {rt}x the average.",
                               [off(t, "off", f"— {w(r * 1.5 + 0.5, rd)}x the average.", r, r * 1.5 + 0.5, rd)]))
    book.case(t.db, t.rid, "comparison", claims)


def k_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, tag=None):
    """Period over period: ▲/▼ percent vs the earlier period, the absolute move, in three card layouts."""
    l1, l2 = l1 or p1, l2 or p2
    tag = tag or f"vs {l1}"
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    arrow = UP if up else DOWN
    pct, pd = pc(abs(100 * diff / v1))
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    nb = nbr_of(t, p1, avoid=(p2,))
    okn = nb is not None and isinstance(t[nb][col], float) and S(t[nb][col]) != S(v1)
    form = k % 3
    if form == 0:
        claims = [Claim(f"{cap(noun)} ({l2}): {S(v2)}"),
                  Claim(f"({arrow} {pct}% {tag})",
                        [off(t, "wrong_base", f"({arrow} {w(wb, pd)}% {tag})", abs(100 * diff / v1), wb, pd, real=True)]),
                  Claim(f"\nΔ {'+' if up else '−'}{S(abs(diff))}",
                        [off(t, "off", f"\nΔ {'+' if up else '−'}{W(abs(diff) * 1.7, dd)}", abs(diff),
                             abs(diff) * 1.7, dd)]),
                  Claim(f"— {l1} was {S(v1)}.")]
    elif form == 1:
        claims = [Claim(f"{cap(noun)}: {S(v1)} → {S(v2)}",
                        [off(t, "neighbour_row", f"{cap(noun)}: {S(t[nb][col])} → {S(v2)}", v1, t[nb][col],
                             dd_of(v1, d, cash), real=True) if okn else None]),
                  Claim(f"({l1} → {l2}),"),
                  Claim(f"{arrow} {pct}% {tag}.",
                        [off(t, "off", f"{arrow} {w(abs(100 * diff / v1) * 1.8 + 5, pd)}% {tag}.",
                             abs(100 * diff / v1), abs(100 * diff / v1) * 1.8 + 5, pd)])]
    else:
        claims = [Claim(f"{l2} vs {l1}: {noun} {arrow} {S(abs(diff))}",
                        [off(t, "off", f"{l2} vs {l1}: {noun} {arrow} {W(abs(diff) * 0.5, dd)}", abs(diff),
                             abs(diff) * 0.5, dd)]),
                  Claim(f"({'+' if up else '−'}{pct}%).",
                        [off(t, "wrong_base", f"({'+' if up else '−'}{w(wb, pd)}%).", abs(100 * diff / v1), wb, pd,
                             real=True)]),
                  Claim("Steady climb." if up else "A soft patch.")]
    book.case(t.db, t.rid, "change", claims)


def k_pp(book, t, c1, c2, key, k, noun, l1, l2, label=None):
    """One row's share of a column total in two periods: the move in pp, then the relative change."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = lab(label, key)
    s1t, s1d = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = pc(abs(rel))
    arrow = UP if up else DOWN
    f0 = lambda x: f"{name} share of {noun} ({l2}): {s2t}% ({arrow} {x} pp vs {l1})"
    claims = [Claim(f0(ppt), [off(t, "percent_as_points", f0(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]),
              Claim(f"\n¹ {l1} share: {s1t}%",
                    [off(t, "complement", f"\n¹ {l1} share: {w(100 - s1, s1d)}%", s1, 100 - s1, s1d, real=True)]),
              Claim(f"— a relative {'gain' if up else 'drop'} of {rt}%.",
                    [off(t, "wrong_base", f"— a relative {'gain' if up else 'drop'} of {w(100 * abs(pp) / s2, rd)}%.",
                         abs(rel), 100 * abs(pp) / s2, rd, real=True)])]
    book.case(t.db, t.rid, "change", claims)


def k_ly(book, t, key, c1, c2, k, noun, cash=True, d=0, unit=""):
    """One row's figure in two columns (a period and the same period a year earlier): "vs LY"."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    arrow = UP if up else DOWN
    p = abs(100 * diff / v1)
    pt, pd = pc(p)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    form = k % 3
    if form == 0:
        f0 = lambda x: f"{key} — {noun}: {S(v2)} ({arrow} {x}% vs LY)"
        claims = [Claim(f0(pt), [off(t, "wrong_base", f0(w(wb, pd)), p, wb, pd, real=True)]),
                  Claim(f"\nLY: {S(v1)}")]
    elif form == 1:
        nb = nbr_of(t, key)
        claims = [Claim(f"{noun}, {key}: {S(v2)} vs {S(v1)} LY",
                        [off(t, "neighbour_row", f"{noun}, {key}: {S(v2)} vs {S(t[nb][c1])} LY", v1, t[nb][c1],
                             dd_of(v1, d, cash), real=True) if nb and S(t[nb][c1]) != S(v1) else None]),
                  Claim(f"— {arrow} {S(abs(diff))}, {'+' if up else '−'}{pt}%.",
                        [off(t, "off", f"— {arrow} {S(abs(diff))}, {'+' if up else '−'}{w(p * 1.7 + 6, pd)}%.", p,
                             p * 1.7 + 6, pd)])]
    else:
        claims = [Claim(f"{key}: {arrow} {pt}% vs LY"),
                  Claim(f"({S(v1)} → {S(v2)};"),
                  Claim(f"Δ {'+' if up else '−'}{S(abs(diff))}).",
                        [off(t, "off", f"Δ {'+' if up else '−'}{W(abs(diff) * 1.6, dd)}).", abs(diff), abs(diff) * 1.6,
                             dd)]),
                  Claim("Strong start to the year." if up else "Softer start than last year.")]
    book.case(t.db, t.rid, "change", claims)


def k_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", units=None):
    """A total over a count as a KPI line, with a footnote that gives its parts."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2)
    rd = dd_of(r, d, cash)
    name = lab(label, key)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    form = k % 3
    if form == 0:
        fmt = lambda x: f"{cap(what)} per {unit} — {name}: {x}¹"
        tail = [Claim(f"\n¹ {St(tot)} across {c} {units}.")]
    elif form == 1:
        fmt = lambda x: f"{name} · {what}/{unit}: {x}"
        tail = [Claim(f"({St(tot)} ÷ {c})")]
    else:
        fmt = lambda x: f"Avg {what} per {unit}, {name}: {x}"
        tail = [Claim(f"on {c} {units}.")]
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)] + tail)


def k_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, words=True):
    """One row's share of the column total; twins: the complement, the share of the wrong total, false words."""
    S, W = shows(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = lab(label, key)
    st, sd = pc(100 * s)
    fmt = (lambda x: f"{name}: {x}% of {whole}") if k % 2 == 0 else (lambda x: f"Share of {whole} — {name}: {x}%")
    tw = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.insert(0, off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    claims = [Claim(fmt(st), tw), Claim(f"({S(v)} of {S(tot)}).")]
    tw_, bad = share_words(s)
    if words and tw_:
        claims.append(Claim(f"{cap(tw_)} of the total sits with {name}.",
                            [wrong("false_share_words", f"{cap(bad)} of the total sits with {name}.", s, None, 0,
                                   bound=True)]))
    book.case(t.db, t.rid, "per_unit", claims)


def k_top(book, t, col, m, k, noun, cash=False, d=0, label=None):
    """The top m rows' sum and their share of the total."""
    S, W = shows(cash, d)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = pc(sh)
    dd = dd_of(sm, d, cash)
    L = label or (lambda x: x)
    claims = [Claim(f"Top {m} {noun}: {S(sm)}",
                    [off(t, "off", f"Top {m} {noun}: {W(sm * 1.35, dd)}", sm, sm * 1.35, dd)]),
              Claim(f"— {st}% of the {S(tot)} total",
                    [off(t, "complement", f"— {w(100 - sh, sd)}% of the {S(tot)} total", sh, 100 - sh, sd, real=True)]),
              Claim(f"\n¹ {', '.join(L(x) for x in order)}.")]
    book.case(t.db, t.rid, "per_unit", claims)


def k_blend(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None, cur="", pers=None):
    """A weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    N = sum(ns)
    wa = sum(a * m for a, m in zip(avgs, ns)) / N
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    pers = pers or per + "s"
    fmt = lambda x: f"Avg {noun} (all {pers}): {cur}{x}{unit}¹"
    claims = [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd, real=True)]),
              Claim(f"\n¹ weighted by {pers} — {int(N):,} in all.")]
    book.case(t.db, t.rid, "per_unit", claims)


def k_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """Ranks: "#1 of 8", "#2"; twin: the next row's value."""
    S, _ = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    if k % 2 == 0:
        claims = [Claim(f"{cap(noun)}: {L(order[0])} #1 of {len(order)} at {S(v[0])}",
                        [off(t, "neighbour_row", f"{cap(noun)}: {L(order[0])} #1 of {len(order)} at {S(v[1])}", v[0],
                             v[1], dd_of(v[0], d, cash), real=True) if S(v[1]) != S(v[0]) else None]),
                  Claim(f"— {L(order[1])} #2 ({S(v[1])}).")]
    else:
        claims = [Claim(f"#3 on {noun}: {L(order[2])} —"),
                  Claim(f"{S(v[2])},", [off(t, "neighbour_row", f"{S(v[3])},", v[2], v[3], dd_of(v[2], d, cash),
                                            real=True) if S(v[3]) != S(v[2]) else None]),
                  Claim(f"behind {L(order[0])} ({S(v[0])}) and {L(order[1])} ({S(v[1])}).")]
    book.case(t.db, t.rid, "plain", claims, derived=False)


def k_money(book, t, col, key, k, what, scale="k", label=None, after=()):
    """A money cell in k or M; twins: the neighbour's, one far off."""
    v = t[key][col]
    txt, d = kusd(v, scale)
    name = lab(label, key)
    fmt = [lambda x: f"{cap(what)} — {name}: {x}", lambda x: f"{name}: {x} {what}"][k % 2]
    nb = nbr_of(t, key)
    tw = [off(t, "neighbour_row", fmt(kusd(t[nb][col], scale)[0]), v, t[nb][col], d, real=True)
          if nb and kusd(t[nb][col], scale)[0] != txt else None,
          off(t, "off", fmt(wk(v * 1.45, d, scale)), v, v * 1.45, 2)]
    book.case(t.db, t.rid, "plain", [Claim(fmt(txt), tw)] + list(after), derived=False)


def k_sum(book, t, col, keys, k, lead, cash=False, d=0, label=None, after=()):
    """A few named cells summed as a KPI line; twins: an operand from another row, an off total."""
    S, W = shows(cash, d)
    vals = [t[x][col] for x in keys]
    sm = sum(vals)
    dd = dd_of(sm, d, cash)
    L = label or (lambda x: x)
    parts = " + ".join(f"{L(x)} {S(v)}" for x, v in zip(keys, vals))
    fmt = lambda p, x: f"{lead}: {x} ({p})"
    tw = [off(t, "off", fmt(parts, W(sm * 1.4, dd)), sm, sm * 1.4, dd)]
    out = [x for x in t.order if x not in keys]
    if out and S(t[out[0]][col]) != S(vals[-1]):
        p2 = " + ".join(f"{L(x)} {S(v)}" for x, v in zip(keys, vals[:-1] + [t[out[0]][col]]))
        tw.insert(0, off(t, "neighbour_row", fmt(p2, S(sm)), vals[-1], t[out[0]][col], dd_of(vals[-1], d, cash),
                         real=True))
    book.case(t.db, t.rid, "plain", [Claim(fmt(parts, S(sm)), tw)] + list(after))


def k_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=()):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads)]
              + list(after))


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"


def northwind(book):
    ct = table("northwind", "Per category: products, average list price, units in stock and stock value?",
               "SELECT c.category_name AS category, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS "
               "avg_price, sum(p.units_in_stock) AS units, round(sum(p.unit_price * p.units_in_stock)::numeric, 2) "
               "AS stock_value FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY 1 "
               "ORDER BY 5 DESC")
    k_cmp(book, ct, "stock_value", "Seafood", "Meat/Poultry", 0, "stock value", cash=True, d=0)
    k_cmp(book, ct, "avg_price", "Meat/Poultry", "Grains/Cereals", 3, "avg list price", cash=True, d=2)
    k_share(book, ct, "stock_value", "Seafood", 0, "stock value", other="Beverages", cash=True)
    k_rate(book, ct, "stock_value", "products", "Beverages", 0, "product", "stock value", cash=True)
    k_rate(book, ct, "units", "products", "Condiments", 1, "product", "units in stock", d=1)
    k_blend(book, ct, "avg_price", "products", 0, "list price", "product", d=2, cur="$")
    k_money(book, ct, "stock_value", "Dairy Products", 0, "stock value")
    k_top(book, ct, "stock_value", 3, 0, "categories by stock value", cash=True)
    k_vsavg(book, ct, "units", "Seafood", 1, "units in stock")
    k_rank(book, ct, "avg_price", 0, "avg list price", cash=True, d=2)

    cs = table("northwind", "Top nine customer countries by 1997 net sales: customers, net sales 1997 and 1998?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, round(" + NET + " FILTER (WHERE "
               "extract(year FROM o.order_date) = 1997)::numeric, 2) AS sales_1997, round(" + NET + " FILTER "
               "(WHERE extract(year FROM o.order_date) = 1998)::numeric, 2) AS sales_1998 FROM customers c "
               "JOIN orders o ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               "GROUP BY 1 ORDER BY 3 DESC LIMIT 9")
    k_cmp(book, cs, "sales_1997", "Germany", "France", 1, "1997 net sales", cash=True, d=0)
    k_cmp(book, cs, "customers", "USA", "Canada", 3, "customers")
    book.case(cs.db, cs.rid, "change", [
        Claim(f"Brazil (1998 YTD): ${n(cs['Brazil']['sales_1998'], 0)}"),
        Claim(f"({UP} {pc(100 * (cs['Brazil']['sales_1998'] / cs['Brazil']['sales_1997'] - 1))[0]}% vs LY)",
              [off(cs, "wrong_base", f"({UP} {w(100 * (1 - cs['Brazil']['sales_1997'] / cs['Brazil']['sales_1998']), pc(100 * (cs['Brazil']['sales_1998'] / cs['Brazil']['sales_1997'] - 1))[1])}% vs LY)",
                   100 * (cs['Brazil']['sales_1998'] / cs['Brazil']['sales_1997'] - 1),
                   100 * (1 - cs['Brazil']['sales_1997'] / cs['Brazil']['sales_1998']),
                   pc(100 * (cs['Brazil']['sales_1998'] / cs['Brazil']['sales_1997'] - 1))[1], real=True)]),
        Claim("— the only top-9 market already ahead of 1997."),
    ])
    for key, kk in (("Germany", 0), ("France", 1), ("USA", 2)):
        v1, v2 = cs[key]["sales_1997"], cs[key]["sales_1998"]
        S, W = shows(True, 0)
        p, pd = pc(abs(100 * (v2 - v1) / v1))
        dd = dd_of(abs(v2 - v1), 0, True)
        f0 = lambda x: f"{key} net sales: {S(v2)} ({DOWN} {x}% vs LY¹)"
        book.case(cs.db, cs.rid, "change", [
            Claim(f0(p), [off(cs, "wrong_base", f0(w(100 * (v1 - v2) / v2, pd)), 100 * (v1 - v2) / v1,
                              100 * (v1 - v2) / v2, pd, real=True)] if kk != 1 else
                  [off(cs, "off", f0(w(100 * (v1 - v2) / v1 * 0.45, pd)), 100 * (v1 - v2) / v1,
                       100 * (v1 - v2) / v1 * 0.45, pd)]),
            Claim(f"— {DOWN} {S(v1 - v2)}.",
                  [off(cs, "off", f"— {DOWN} {W((v1 - v2) * 1.6, dd)}.", v1 - v2, (v1 - v2) * 1.6, dd)]),
            Claim("\n¹ 1998 runs Jan–May only."),
        ])
    k_pp(book, cs, "sales_1997", "sales_1998", "USA", 0, "top-9 net sales", "1997", "1998")
    k_pp(book, cs, "sales_1997", "sales_1998", "Brazil", 1, "top-9 net sales", "1997", "1998")
    k_pp(book, cs, "sales_1997", "sales_1998", "France", 0, "top-9 net sales", "1997", "1998")
    k_rate(book, cs, "sales_1997", "customers", "Austria", 0, "customer", "1997 net sales", cash=True)
    k_rate(book, cs, "sales_1997", "customers", "UK", 2, "customer", "1997 sales", cash=True)
    k_share(book, cs, "sales_1997", "Germany", 1, "top-9 1997 sales", other="USA", cash=True, words=True)
    k_top(book, cs, "sales_1997", 5, 1, "markets (1997)", cash=True)
    k_money(book, cs, "sales_1997", "Austria", 1, "in 1997", after=[
        Claim(f"— from just {say(int(cs['Austria']['customers']))} customers.",
              [words_twin("number_words_wrong_row", f"— from just {say(int(cs['Germany']['customers']))} customers.",
                          cs["Austria"]["customers"], cs["Germany"]["customers"])])])
    g, u = cs["Germany"]["sales_1997"], cs["USA"]["sales_1997"]
    book.case(cs.db, cs.rid, "plain", [
        Claim(f"Germany and the USA together: {kusd(g + u)[0]} in 1997",
              [off(cs, "off", f"Germany and the USA together: {wk((g + u) * 1.4, kusd(g + u)[1])} in 1997", g + u,
                   (g + u) * 1.4, 2)]),
        Claim(f"(Germany ${n(g, 0)}, USA ${n(u, 0)})."),
        Claim("Neck and neck at the top."),
    ])

    qt = table("northwind", "Per quarter of 1997: orders and net sales?",
               "SELECT 'Q' || extract(quarter FROM o.order_date) AS quarter, count(DISTINCT o.order_id) AS orders, "
               "round((" + NET + ")::numeric, 2) AS net_sales FROM orders o JOIN order_details od ON "
               "od.order_id = o.order_id WHERE extract(year FROM o.order_date) = 1997 GROUP BY 1 ORDER BY 1")
    k_chg(book, qt, "net_sales", "Q3", "Q4", 0, "net sales", cash=True, d=0, tag="QoQ")
    k_chg(book, qt, "orders", "Q1", "Q4", 1, "orders", tag="vs Q1")
    k_chg(book, qt, "net_sales", "Q1", "Q2", 2, "net sales", cash=True, d=0)
    k_rate(book, qt, "net_sales", "orders", "Q4", 1, "order", "net sales", cash=True, label="Q4")
    k_rate(book, qt, "net_sales", "orders", "Q1", 0, "order", "net sales", cash=True, label="Q1")
    k_share(book, qt, "net_sales", "Q4", 0, "1997 net sales", other="Q3", cash=True)
    k_sum(book, qt, "net_sales", ["Q1", "Q2"], 0, "H1 1997 net sales", cash=True, d=0)
    tot = sum(qt.col("net_sales"))
    book.case(qt.db, qt.rid, "plain", [
        Claim(f"FY1997 net sales: {kusd(tot)[0]}",
              [off(qt, "off", f"FY1997 net sales: {wk(tot * 1.3, kusd(tot)[1])}", tot, tot * 1.3, 2)]),
        Claim(f"· {int(sum(qt.col('orders')))} orders"),
        Claim("· Q4 strongest."),
    ])

    cq = table("northwind", "Per category: net sales in Q1 1997 and in Q1 1998?",
               "SELECT c.category_name AS category, round(" + NET + " FILTER (WHERE o.order_date >= '1997-01-01' AND "
               "o.order_date < '1997-04-01')::numeric, 2) AS q1_1997, round(" + NET + " FILTER (WHERE o.order_date >= "
               "'1998-01-01' AND o.order_date < '1998-04-01')::numeric, 2) AS q1_1998 FROM orders o JOIN order_details "
               "od ON od.order_id = o.order_id JOIN products p ON p.product_id = od.product_id JOIN categories c ON "
               "c.category_id = p.category_id GROUP BY 1 ORDER BY 3 DESC")
    for i, key in enumerate(cq.order[:6]):
        k_ly(book, cq, key, "q1_1997", "q1_1998", i, "Q1 net sales")
    k_pp(book, cq, "q1_1997", "q1_1998", cq.order[0], 1, "Q1 net sales", "Q1 1997", "Q1 1998")
    k_pp(book, cq, "q1_1997", "q1_1998", cq.order[2], 0, "Q1 net sales", "Q1 1997", "Q1 1998")
    k_chg(book, qt, "orders", "Q2", "Q3", 2, "orders", tag="QoQ")
    k_chg(book, qt, "net_sales", "Q2", "Q3", 1, "net sales", cash=True, d=0, tag="QoQ")

    sp = table("northwind", "Per supplier country (top eight by products): suppliers, products and average price?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(*) AS products, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_price FROM suppliers s JOIN products p ON "
               "p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    k_blend(book, sp, "avg_price", "products", 0, "unit price", "product", d=2, cur="$")
    k_cmp(book, sp, "avg_price", "France", "USA", 1, "avg unit price", cash=True, d=2)
    k_vsavg(book, sp, "avg_price", "France", 1, "avg unit price", cash=True, d=2)
    k_rate(book, sp, "products", "suppliers", "USA", 1, "supplier", "products", d=1)
    k_share(book, sp, "products", "USA", 0, "products (top 8)", other="Germany", words=False)
    empty(book, "northwind", "Which products list above $500?",
          "SELECT product_id FROM products WHERE unit_price > 500",
          "Products > $500: 0.",
          "Products > $500: 2 — both Beverages.")
    ident(book, table("northwind", "Which product has the highest stock value?",
                      "SELECT product_id, product_name, round((unit_price * units_in_stock)::numeric, 2) AS value "
                      "FROM products ORDER BY 3 DESC LIMIT 3"),
          "Top SKU by stock value: #38 Côte de Blaye.", "#38", "#83")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    gn = table("chinook", "Top nine genres by revenue: units sold, revenue and invoices?",
               "SELECT g.name AS genre, count(*) AS units, round(sum(il.unit_price * il.quantity), 2) AS revenue, "
               "count(DISTINCT il.invoice_id) AS invoices FROM invoice_line il JOIN track t ON t.track_id = "
               "il.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 9")
    k_cmp(book, gn, "revenue", "Rock", "Latin", 3, "revenue", cash=True, d=2)
    k_cmp(book, gn, "units", "Metal", "Jazz", 0, "units sold")
    k_cmp(book, gn, "revenue", "Alternative & Punk", "Blues", 2, "revenue", cash=True, d=2)
    k_share(book, gn, "revenue", "Rock", 0, "top-9 revenue", other="Latin", cash=True, d=2)
    k_share(book, gn, "units", "Latin", 1, "units", other="Metal")
    k_top(book, gn, "revenue", 3, 0, "genres by revenue", cash=True, d=2)
    k_rate(book, gn, "revenue", "units", "TV Shows", 0, "unit", "revenue", cash=True, label="TV Shows")
    k_rate(book, gn, "units", "invoices", "Rock", 2, "invoice", "units", d=2)
    k_rank(book, gn, "invoices", 1, "invoices")
    k_vsavg(book, gn, "revenue", "Rock", 1, "revenue", cash=True, d=2)
    yr = table("chinook", "Per invoice year: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    k_chg(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True, d=2, tag="vs LY")
    k_chg(book, yr, "revenue", "2024", "2025", 1, "revenue", cash=True, d=2, tag="vs LY")
    k_chg(book, yr, "revenue", "2022", "2023", 2, "revenue", cash=True, d=2)
    k_rate(book, yr, "revenue", "invoices", "2025", 0, "invoice", "revenue", cash=True)
    tot = sum(yr.col("revenue"))
    book.case(yr.db, yr.rid, "plain", [
        Claim(f"Revenue 2021–2025: ${n(tot, 2)}",
              [off(yr, "off", f"Revenue 2021–2025: ${w(tot * 1.35, 2)}", tot, tot * 1.35, 2)]),
        Claim(f"· {int(sum(yr.col('invoices')))} invoices"),
        Claim("· flat, every year within a few percent."),
    ])
    k_vsavg(book, yr, "revenue", "2022", 0, "revenue", cash=True, d=2)
    ar = table("chinook", "Top eight artists by revenue: units sold and revenue?",
               "SELECT ar.name AS artist, count(*) AS units, sum(il.unit_price * il.quantity) AS revenue "
               "FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN album al ON al.album_id = "
               "t.album_id JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    k_cmp(book, ar, "revenue", "Iron Maiden", "Led Zeppelin", 1, "revenue", cash=True, d=2)
    k_cmp(book, ar, "units", "U2", "Lost", 3, "units sold")
    k_rank(book, ar, "units", 0, "units sold")
    k_rate(book, ar, "revenue", "units", "The Office", 1, "unit", "revenue", cash=True)
    k_sum(book, ar, "revenue", ["Iron Maiden", "U2", "Metallica"], 1, "Top 3 artists", cash=True, d=2)
    k_share(book, ar, "units", "Iron Maiden", 1, "units (top 8)", other="U2")
    mt = table("chinook", "Per genre (top six by tracks): tracks and average length (ms)?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    k_conv(book, mt, mt.order[0], "avg_ms", 0, lambda v, c: f"Avg track length — {mt.order[0]}: {v} ms (≈ {c} min)",
           0, 1 / 60000, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 30000))
    k_conv(book, mt, "Metal", "avg_ms", 1, lambda v, c: f"Metal: {c} sec avg track¹ (¹ {v} ms)", 0, 1 / 1000, 0,
           (1 / 60000, 1 / 100, 1 / 60, 1 / 10000))
    k_blend(book, mt, "avg_ms", "tracks", 0, "track length", "track", d=0, unit=" ms")
    empty(book, "chinook", "Which invoice lines have a quantity above 5?",
          "SELECT invoice_line_id FROM invoice_line WHERE quantity > 5",
          "Lines with qty > 5: 0 — every line is a single unit.",
          "Lines with qty > 5: 14 — mostly Rock.")
    ident(book, table("chinook", "Which invoice has the highest total?",
                      "SELECT invoice_id, customer_id, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3"),
          "Largest invoice: #404, $25.86.", "#404", "#440")


# ---------------------------------------------------------------------------
# superhero, car_1, small Spider sets
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "Top five publishers by heroes with a plausible height and weight: heroes, average "
               "height (cm) and weight (kg)?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_cm, "
               "round(avg(s.weight_kg), 1) AS avg_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
               "WHERE s.height_cm BETWEEN 100 AND 250 AND s.weight_kg BETWEEN 30 AND 300 GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 5")
    k_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 3, "heroes", label=lambda x: x.replace(" Comics", ""))
    k_cmp(book, pb, "avg_kg", "Marvel Comics", "DC Comics", 2, "avg weight", d=1, unit=" kg",
          label=lambda x: x.replace(" Comics", ""))
    k_share(book, pb, "heroes", "Marvel Comics", 0, "measured heroes", other="DC Comics", label="Marvel")
    k_blend(book, pb, "avg_kg", "heroes", 1, "weight", "hero", d=1, unit=" kg", pers="heroes")
    k_blend(book, pb, "avg_cm", "heroes", 0, "height", "hero", d=1, unit=" cm", pers="heroes")
    k_conv(book, pb, "Dark Horse Comics", "avg_kg", 0,
           lambda v, c: f"Dark Horse — avg weight: {v} kg ({c} lbs)", 1, LB_PER_KG, 1, (KG_PER_LB, 1.5, 3.0, 1.2))
    k_conv(book, pb, "DC Comics", "avg_cm", 1, lambda v, c: f"DC avg height: {v} cm · {c} in", 1, IN_PER_CM, 1,
           (2.54, 0.5, 0.6, 0.3, 0.2))
    k_conv(book, pb, "Shueisha", "avg_kg", 0, lambda v, c: f"Lightest roster — Shueisha: {v} kg avg (≈ {c} lbs)",
           1, LB_PER_KG, 1, (KG_PER_LB, 1.5, 3.0, 1.2))
    k_vsavg(book, pb, "avg_kg", "Dark Horse Comics", 1, "avg weight", d=1, unit=" kg", label="Dark Horse")
    empty(book, "superhero", "Which heroes weigh over 1,000 kg and stand under 50 cm?",
          "SELECT id FROM superhero WHERE weight_kg > 1000 AND height_cm < 50 AND height_cm > 0",
          "Matches: 0.", "Matches: 3 — all from Marvel.")


CJ = ("FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
      "JOIN car_makers cm ON cm.id = ml.maker ")


def cars(book):
    mk = table("spider_car_1", "Top eight makers by cars: models, cars, average mpg and horsepower?",
               "SELECT cm.maker, count(DISTINCT ml.modelid) AS models, count(*) AS cars, round(avg(cd.mpg)::numeric, "
               "2) AS avg_mpg, round(avg(cd.horsepower)::numeric, 1) AS avg_hp " + CJ + "GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 8")
    MK = lambda x: {"gm": "GM", "amc": "AMC"}.get(x, cap(x))
    k_cmp(book, mk, "cars", "gm", "volkswagen", 1, "cars", label=MK)
    k_cmp(book, mk, "avg_mpg", "honda", "ford", 0, "avg mpg", d=2, label=cap)
    k_cmp(book, mk, "avg_hp", "gm", "honda", 3, "avg horsepower", d=1, label=MK)
    k_rate(book, mk, "cars", "models", "gm", 0, "model", "cars", d=1, label="GM")
    k_rate(book, mk, "cars", "models", "nissan", 1, "model", "cars", d=1, label="Nissan")
    k_blend(book, mk, "avg_mpg", "cars", 0, "mpg", "car", d=2)
    k_top(book, mk, "cars", 3, 0, "makers by cars", label=MK)
    k_conv(book, mk, "honda", "avg_mpg", 0, lambda v, c: f"Honda — avg fuel economy: {v} mpg ({c} km/L)", 2,
           KMPL_PER_MPG, 2, (1 / KMPL_PER_MPG, 1.609344, 0.264172, 0.7, 0.3, 0.6))
    k_conv(book, mk, "chrysler", "avg_hp", 1, lambda v, c: f"Chrysler avg power: {v} hp · {c} kW", 1, KW_PER_HP, 1,
           (1 / KW_PER_HP, 0.5, 1.2, 0.6, 0.3, 0.9))
    k_vsavg(book, mk, "avg_mpg", "honda", 1, "avg mpg", d=2, label="Honda")
    k_rank(book, mk, "avg_mpg", 1, "avg mpg", d=2, label=MK)
    co = table("spider_car_1", "Per maker country: cars, average weight (lbs) and average mpg?",
               "SELECT c.countryname AS country, count(*) AS cars, round(avg(cd.weight)::numeric, 1) AS avg_lbs, "
               "round(avg(cd.mpg)::numeric, 2) AS avg_mpg " + CJ + "JOIN countries c ON c.countryid = cm.country "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    CN = lambda x: {"usa": "USA", "uk": "UK"}.get(x, cap(x))
    k_cmp(book, co, "cars", "usa", "japan", 3, "cars", label=CN)
    k_cmp(book, co, "avg_lbs", "usa", "germany", 0, "avg curb weight", d=1, unit=" lbs", label=CN)
    k_share(book, co, "cars", "usa", 0, "all cars", other="japan", label="USA")
    k_share(book, co, "cars", "japan", 1, "all cars", other="germany", label="Japan")
    k_conv(book, co, "usa", "avg_lbs", 0, lambda v, c: f"US avg weight: {v} lbs — {c} kg", 1, KG_PER_LB, 0,
           (LB_PER_KG, 0.5, 0.1, 0.6, 0.3, 0.25))
    k_conv(book, co, "japan", "avg_lbs", 1, lambda v, c: f"Japan — avg weight: {c} kg¹ (¹ from {v} lbs)", 1,
           KG_PER_LB, 0, (LB_PER_KG, 0.5, 0.1, 0.6, 0.3, 0.25))
    k_blend(book, co, "avg_mpg", "cars", 1, "mpg", "car", d=2)
    book.case(co.db, co.rid, "plain", [
        Claim(f"{len(co)} maker countries, {int(sum(co.col('cars')))} cars."),
        Claim(f"Sweden {int(co['sweden']['cars'])}, Italy {say(int(co['italy']['cars']))}",
              [words_twin("number_words_wrong_row", f"Sweden {int(co['sweden']['cars'])}, Italy "
                          f"{say(int(co['france']['cars']))}", co["italy"]["cars"], co["france"]["cars"])]),
        Claim("— small volumes."),
    ])
    empty(book, "spider_car_1", "Which cars weigh under 1,000 lbs?",
          "SELECT id FROM cars_data WHERE weight < 1000",
          "Cars < 1,000 lbs: none (0).", "Cars < 1,000 lbs: 4.")
    ident(book, table("spider_car_1", "Which car is the heaviest?",
                      "SELECT cd.id, cn.make, cd.weight FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
                      "ORDER BY cd.weight DESC, cd.id LIMIT 3"),
          "Heaviest: car #52, the Pontiac Safari wagon.", "#52", "#25")


def small(book):
    sg = table("spider_concert_singer", "Per country: singers, average age and oldest?",
               "SELECT country, count(*) AS singers, round(avg(age), 1) AS avg_age, max(age) AS oldest FROM singer "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    k_blend(book, sg, "avg_age", "singers", 0, "age", "singer", d=1, unit=" yrs")
    k_share(book, sg, "singers", "France", 0, "singers", words=True)
    pt = table("spider_pets_1", "Per pet type: pets, average weight (kg) and average age?",
               "SELECT pettype, count(*) AS pets, round(avg(weight)::numeric, 2) AS avg_kg, "
               "round(avg(pet_age)::numeric, 1) AS avg_age FROM pets GROUP BY 1 ORDER BY 2 DESC")
    k_conv(book, pt, "dog", "avg_kg", 0, lambda v, c: f"Dogs — avg weight: {v} kg ({c} lbs)", 2, LB_PER_KG, 1,
           (KG_PER_LB, 1.0, 3.5))
    k_blend(book, pt, "avg_kg", "pets", 1, "weight", "pet", d=2, unit=" kg")


# ---------------------------------------------------------------------------
# defog-dev: atis, geography
# ---------------------------------------------------------------------------


def atis(book):
    al = table("defog_atis", "Per airline: flights, average elapsed time and stops?",
               "SELECT airline_code AS airline, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_min, "
               "sum(stops) AS stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    k_conv(book, al, "AA", "avg_min", 0, lambda v, c: f"AA — avg elapsed: {v} min (~{c} h)", 1, 1 / 60, 1,
           (1 / 100, 1 / 3600, 1 / 24, 1 / 30, 1 / 10))
    k_conv(book, al, "VX", "avg_min", 1, lambda v, c: f"VX avg block time: {c} h¹ (¹ {v} min)", 0, 1 / 60, 1,
           (1 / 100, 1 / 24, 1 / 30, 1 / 3600, 1 / 10))
    k_blend(book, al, "avg_min", "flights", 0, "elapsed time", "flight", d=1, unit=" min")
    k_cmp(book, al, "avg_min", "WN", "AS", 1, "avg elapsed (min)", d=1)
    fr = table("defog_atis", "Per origin airport: fares, average one-way cost and top round-trip cost?",
               "SELECT from_airport, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "max(round_trip_cost) AS top_rt FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    k_blend(book, fr, "avg_one_way", "fares", 1, "one-way fare", "fare", d=2, cur="$")
    k_cmp(book, fr, "avg_one_way", "LAX", "ORD", 2, "avg one-way fare", cash=True, d=2)
    empty(book, "defog_atis", "Which fares cost more than $5,000 one way?",
          "SELECT fare_id FROM fare WHERE one_direction_cost > 5000",
          "Fares > $5k one-way: 0.", "Fares > $5k one-way: 3 — all from JFK.")


def geography(book):
    st = table("defog_geography", "The eight largest states by area: population, area (sq km) and density?",
               "SELECT state_name AS state, population, area, density FROM state ORDER BY area DESC, state_name "
               "LIMIT 8")
    k_conv(book, st, "Tokyo", "area", 0, lambda v, c: f"Tokyo — area: {v} km² ({c} sq mi)", 0, SQMI_PER_SQKM, 0,
           (1 / SQMI_PER_SQKM, 0.621, 0.5, 0.25))
    k_conv(book, st, "Florida", "area", 1, lambda v, c: f"Florida: {c} sq mi¹ (¹ {v} km²)", 0, SQMI_PER_SQKM, 0,
           (1 / SQMI_PER_SQKM, 0.621, 0.5, 0.25))
    k_rate(book, st, "population", "area", "Maharashtra", 1, "km²", "people", d=1, units="km² of area")
    k_cmp(book, st, "area", "Tokyo", "Guangdong", 2, "area", unit=" km²")
    k_share(book, st, "area", "Tokyo", 1, "area (top 8)", other="Guangdong", words=True)
    k_cmp(book, st, "population", "New York", "California", 0, "population")
    cp = table("defog_geography", "Top eight states by the population of their listed cities?",
               "SELECT state_name AS state, count(*) AS cities, sum(population) AS city_pop FROM city GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 8")
    k_cmp(book, cp, "city_pop", "California", "Texas", 3, "city population")
    k_top(book, cp, "city_pop", 3, 1, "states by city population")
    k_rank(book, cp, "city_pop", 1, "city population")
    empty(book, "defog_geography", "Which cities have more than 50 million people?",
          "SELECT city_name FROM city WHERE population > 50000000",
          "Cities > 50M: none — 0.", "Cities > 50M: 2.")


def main():
    sections = (northwind, chinook, heroes, cars, small, atis, geography)
    return run_set(Book10(), sections, "twenty-eighth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
