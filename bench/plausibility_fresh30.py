#!/usr/bin/env python3
"""
plausibility_fresh30.py — a thirty-first labelled set for check_answer,
written held out, development since its misses were read: answers the way an
LLM assistant writes the Jupyter markdown cells of a data scientist's notebook
after it has run the query, over all fifteen
databases bench/plausibility.sh loads, with queries of their own: northwind
(orders, freight and late shipments per shipper, per ship country and per
order year, products per supplier country, employees' orders in 1997 and
1998, the heaviest freight), chinook (tracks, playing time and bytes per
media type, revenue per billing country, per invoice year and per support
rep, the longest tracks), defog-dev's atis (aircraft per manufacturer,
airports' minimum connect times, flights per airline, fares per airline,
ground transport), geography (the most populous states, rivers), advising
(programs' GPAs) and academic (the most cited papers), BIRD's superhero
(height and weight per gender, races, eye colours, the tallest heroes), and
Spider's car_1 (cars per cylinder count and per model year), concert_singer
(stadiums, singers per country), pets_1 (students per major, pets),
battle_death (battles per result), course_teach (teachers, courses),
cre_doc_template_mgt (templates per type, documents' paragraphs), tvshow
(series episodes) and voter_1 (area codes per state, votes).

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
notebook commentary the other sets lack: short headed cells ("###
Observations", "### Trend", "**Notes**", "#### Takeaways"), terse bullets,
column names in inline code (`total_sales`, `avg_mpg / cars`), symbols —
"≈", "~", "→", "x" for times ("≈ 1.72x Canada"), "n = 12", "Δ", "pp" for
percentage points, "/" for per ("$72.35/order") — derivations in
parentheses ("(523.06 / 303.96)", "(≈ 3.5x Mutant)"), approximations, and a
few plain sentences between the bullets (a caveat about a placeholder
column, a partial year, a unit assumed). Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's, fresh11's and fresh12's):
  comparison  Δ, multiples "Nx", ratios "N:1", percent over and under, a
              round trip against two one-way fares, a peak against the mean
  change      percent change between periods (rows) and within a row
              (columns), shares moving in pp beside the relative change
  per_unit    totals over counts ("/order", "per customer"), pooled means
              weighted by n, one row's share ("~30%", "nearly a third"), the
              top rows' share, fill rates
  conversion  ms as hours and minutes, bytes as GB and MB, miles as km, km
              as miles, km² as mi², lbs as kg, kg as lb, cm as inches, mpg
              as km/L, hp as kW, days as weeks, seconds as hours
  zero_ident  zero rows for an empty result, digits inside identifiers
  plain       cells, counts, sums and means, ranks, "just over" bounds
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group means
called the pooled one, a share of the wrong total or its complement, a
ratio given as a share, a percent change over the wrong base, a relative
change given as pp), a false bound or share in words, a count over an empty
result, a conversion by the wrong factor, a changed identifier, or a figure
off by more than the rounding shown. A twin is kept only when its figure is
far from the true value (fresh4's rules) and, unless it is a real value in
the wrong role, far from every cell, aggregate, pairwise difference, ratio
and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import re
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import KMPL_PER_MPG, KW_PER_HP, dd_of, n, num, off, usd, w
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, cap, empty, ident, nbr_of, run_set, swap_digits, table
from plausibility_fresh11 import frac_words, tilde
from plausibility_fresh12 import conv, near

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
SQMI_PER_SQKM = 0.386102159


class Book30(Book10):
    """fresh10's Book10: a markdown heading given as pre ("### Observations") ends its own line."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, pre="", post=""):
        claims = [c for c in claims if c.text]
        for c in claims:
            # a wrong figure pushed through zero ("−-0.26") is not one a notebook would print
            c.wrongs = [(r, x) for r, x in c.wrongs if not re.search(r"[−+-]-\d|[−+]−", x)]
        if pre and pre.lstrip().startswith(("#", "**")) and claims and not claims[0].text.startswith("\n"):
            c = claims[0]
            claims[0] = Claim("\n" + c.text)
            claims[0].wrongs = [(r, "\n" + x) for r, x in c.wrongs]
        super().case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


def offr(t, role, text, true, value, d, **kw):
    """fresh7's off() for a real value in the wrong role, kept only when it differs from the true figure by at
    least a tenth (a percent change over the wrong base can sit within a point of the right one)."""
    if abs(value - true) < 0.1 * abs(true):
        return None
    return off(t, role, text, true, value, d, **kw)


def sign(up):
    return "+" if up else "−"


def bound_words(v):
    """A cell near a round figure, as a notebook writes it ("just over 500", "just under 30", "≈ 800"):
    (hedge, figure, decimals), or (None, None, None)."""
    txt, d = near(v)
    if txt is None:
        return None, None, None
    hedge, fig = txt.rsplit(" ", 1)
    hedge = {"roughly": "≈", "a hair over": "just over", "a little under": "just under"}[hedge]
    return hedge, fig, d


# ---------------------------------------------------------------------------
# shapes, as notebook cells
# ---------------------------------------------------------------------------


def nb_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=None):
    """Two named rows, the larger first, in six voices."""
    d = 2 if cash and d == 0 else d
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    hi, hid = num(100 * diff / vb, 1)
    lo, lod = num(100 * diff / va, 1)
    h0, h0d = num(100 * diff / vb, 0)
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)

    form = k % 6
    if form == 0:
        pre = "### Observations" if pre is None else pre
        claims = [Claim(f"\n- `{col}`: {A} = {S(va)} vs {B} = {S(vb)}",
                        [nbr(lambda x: f"\n- `{col}`: {A} = {S(va)} vs {B} = {x}")]),
                  Claim(f"\n- Δ = {S(diff)} → {A} sits +{hi}% above {B}",
                        [off(t, "off", f"\n- Δ = {W(diff * 1.6, dd)} → {A} sits +{hi}% above {B}", diff, diff * 1.6,
                             dd),
                         offr(t, "wrong_base", f"\n- Δ = {S(diff)} → {A} sits +{w(100 * diff / va, hid)}% above {B}",
                             100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 1:
        claims = [Claim(f"{cap(A)} leads on `{col}` with {S(va)}"),
                  Claim(f"(≈ {rt}x {B}'s {S(vb)}).",
                        [off(t, "off", f"(≈ {w(r * 1.5 + 0.3, rd)}x {B}'s {S(vb)}).", r, r * 1.5 + 0.3, rd,
                             approx=True),
                         nbr(lambda x: f"(≈ {rt}x {B}'s {x}).")])]
    elif form == 2:
        pre = "**Notes**" if pre is None else pre
        claims = [Claim(f"\n- {B}: {S(vb)} on {noun}, i.e. {lo}% below {A} ({S(va)})",
                        [offr(t, "wrong_base", f"\n- {B}: {S(vb)} on {noun}, i.e. {w(100 * diff / vb, lod)}% below {A} "
                             f"({S(va)})", 100 * diff / va, 100 * diff / vb, lod, real=True),
                         nbr(lambda x: f"\n- {B}: {x} on {noun}, i.e. {lo}% below {A} ({S(va)})")]),
                  Claim(f"\n- gap = {S(diff)}", [off(t, "off", f"\n- gap = {W(diff * 0.55, dd)}", diff, diff * 0.55, dd)])]
    elif form == 3:
        pre = "#### Takeaways" if pre is None else pre
        claims = [Claim(f"{cap(A)} vs {B} on {noun} → {S(va)} vs {S(vb)},",
                        [nbr(lambda x: f"{cap(A)} vs {B} on {noun} → {S(va)} vs {x},")]),
                  Claim(f"roughly {rt}:1.",
                        [off(t, "off", f"roughly {w(r * 1.6 + 0.4, rd)}:1.", r, r * 1.6 + 0.4, rd, approx=True)]),
                  Claim(f"{cap(B)} would need another {S(diff)} to draw level.",
                        [off(t, "off", f"{cap(B)} would need another {W(diff * 0.55, dd)} to draw level.", diff,
                             diff * 0.55, dd)])]
    elif form == 4:
        sh, shd = num(100 * va / (va + vb), 1)
        claims = [Claim(f"Of the {S(va + vb)} the pair holds on `{col}`, {A} has {sh}%",
                        [off(t, "ratio_as_share", f"Of the {S(va + vb)} the pair holds on `{col}`, {A} has "
                             f"{w(100 * vb / va, shd)}%", 100 * va / (va + vb), 100 * vb / va, shd, real=True)]),
                  Claim(f"(≈ {rt}x {B}).",
                        [off(t, "off", f"(≈ {w(r * 1.55 + 0.35, rd)}x {B}).", r, r * 1.55 + 0.35, rd, approx=True)])]
    else:
        claims = [Claim(f"`{col}`: {A} − {B} = {S(diff)} ({S(va)} − {S(vb)})",
                      [off(t, "off", f"`{col}`: {A} − {B} = {W(diff * 0.55, dd)} ({S(va)} − {S(vb)})", diff,
                           diff * 0.55, dd)]),
                  Claim(f"→ ~{h0}% more {noun} for {A}.",
                        [offr(t, "wrong_base", f"→ ~{w(100 * diff / va, h0d)}% more {noun} for {A}.", 100 * diff / vb,
                             100 * diff / va, h0d, approx=True, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre or "")


def nb_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, pre=None, after=()):
    """From one row (a period) to another: the change over the first, in four voices."""
    d = 2 if cash and d == 0 else d
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    g = sign(up)
    p, pd = num(abs(100 * diff / v1), 1)
    p0, p0d = num(abs(100 * diff / v1), 0)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    nb = nbr_of(t, p1, avoid=(p2,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], dd_of(v1, d, cash), real=True)

    form = k % 4
    if form == 0:
        pre = "### Trend" if pre is None else pre
        claims = [Claim(f"\n- `{col}`: {S(v1)} ({l1}) → {S(v2)} ({l2})",
                        [nbr(lambda x: f"\n- `{col}`: {x} ({l1}) → {S(v2)} ({l2})")]),
                  Claim(f"\n- Δ = {g}{S(abs(diff))} ({g}{p}%)",
                        [off(t, "off", f"\n- Δ = {g}{W(abs(diff) * 1.7, dd)} ({g}{p}%)", abs(diff), abs(diff) * 1.7,
                             dd),
                         offr(t, "wrong_base", f"\n- Δ = {g}{S(abs(diff))} ({g}{w(wb, pd)}%)", abs(100 * diff / v1), wb,
                             pd, real=True)])]
    elif form == 1:
        fmt = lambda x: f"`{col}` {'rose' if up else 'fell'} ~{x}% from {l1} to {l2}"
        claims = [Claim(fmt(p0), [offr(t, "wrong_base", fmt(w(wb, p0d)), abs(100 * diff / v1), wb, p0d, approx=True,
                                      real=True)]),
                  Claim(f"({S(v1)} → {S(v2)}).", [nbr(lambda x: f"({x} → {S(v2)}).")])]
    elif form == 2:
        claims = [Claim(f"{cap(l2)} vs {l1} on {noun}: {S(v2)} vs {S(v1)},",
                        [nbr(lambda x: f"{cap(l2)} vs {l1} on {noun}: {S(v2)} vs {x},")]),
                  Claim(f"so Δ = {g}{S(abs(diff))}",
                        [off(t, "off", f"so Δ = {g}{W(abs(diff) * 0.5, dd)}", abs(diff), abs(diff) * 0.5, dd)]),
                  Claim(f"— {g}{p}% relative to {l1}.",
                        [offr(t, "wrong_base", f"— {g}{w(wb, pd)}% relative to {l1}.", abs(100 * diff / v1), wb, pd,
                             real=True)])]
    else:
        pre = "**Notes**" if pre is None else pre
        claims = [Claim(f"{l1} → {l2}: {noun} {'up' if up else 'down'} {p}%",
                        [offr(t, "wrong_base", f"{l1} → {l2}: {noun} {'up' if up else 'down'} {w(wb, pd)}%",
                             abs(100 * diff / v1), wb, pd, real=True)]),
                  Claim(f"({S(v1)} → {S(v2)}, Δ {g}{S(abs(diff))}).",
                        [off(t, "off", f"({S(v1)} → {S(v2)}, Δ {g}{W(abs(diff) * 1.6, dd)}).", abs(diff),
                             abs(diff) * 1.6, dd)])]
    book.case(t.db, t.rid, "change", claims + list(after), pre=pre or "")


def nb_yoy(book, t, key, c1, c2, k, noun, l1, l2, d=0, unit="", label=None, pre="", after=()):
    """Within one row, from one period's column to the next."""
    v1, v2 = t[key][c1], t[key][c2]
    S, W = shows(False, d, unit)
    diff = v2 - v1
    up = diff > 0
    g = sign(up)
    p, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    name = label or key
    nb = nbr_of(t, key)
    tw = bool(nb) and S(t[nb][c1]) != S(v1)
    if k % 2 == 0:
        f1 = lambda x: f"\n- {name}: `{c1}` = {x} → `{c2}` = {S(v2)}"
        f2 = lambda x: f"(Δ {g}{S(abs(diff))}, {g}{x}%)"
        claims = [Claim(f1(S(v1)), [off(t, "neighbour_row", f1(S(t[nb][c1])), v1, t[nb][c1], dd_of(v1, d), real=True)
                                    if tw else None]),
                  Claim(f2(p), [offr(t, "wrong_base", f2(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    else:
        f1 = lambda x: f"{cap(name)} went from {x} {noun} in {l1} to {S(v2)} in {l2}"
        f2 = lambda x: f"(≈ {g}{x}%)."
        claims = [Claim(f1(S(v1)), [off(t, "neighbour_row", f1(S(t[nb][c1])), v1, t[nb][c1], dd_of(v1, d), real=True)
                                    if tw else None]),
                  Claim(f2(p), [offr(t, "wrong_base", f2(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)])]
    book.case(t.db, t.rid, "change", claims + list(after), pre=pre)


def nb_pp(book, t, num_col, den_col, p1, p2, k, what, l1=None, l2=None, pre=None):
    """A within-row share (num_col / den_col) in two rows (periods): the move in pp, then the relative
    change; twins: the relative change given as pp, the later share's complement, the wrong base."""
    l1, l2 = l1 or p1, l2 or p2
    s1 = 100 * t[p1][num_col] / t[p1][den_col]
    s2 = 100 * t[p2][num_col] / t[p2][den_col]
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    g = sign(up)
    s1t, _ = num(s1, 1)
    s2t, s2d = num(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = num(abs(rel), 0)
    if k % 2 == 0:
        pre = "### Mix shift" if pre is None else pre
        claims = [Claim(f"\n- share of {what} (`{num_col} / {den_col}`): {s1t}% ({l1}) → {s2t}% ({l2})",
                        [off(t, "complement", f"\n- share of {what} (`{num_col} / {den_col}`): {s1t}% ({l1}) → "
                             f"{w(100 - s2, s2d)}% ({l2})", s2, 100 - s2, s2d, real=True)]),
                  Claim(f"\n- Δ = {g}{ppt} pp",
                        [off(t, "percent_as_points", f"\n- Δ = {g}{w(abs(rel), ppd)} pp", abs(pp), abs(rel), ppd,
                             real=True)]),
                  Claim(f"(≈ {g}{rt}% in relative terms)",
                        [offr(t, "wrong_base", f"(≈ {g}{w(100 * abs(pp) / s2, rd)}% in relative terms)", abs(rel),
                             100 * abs(pp) / s2, rd, approx=True, real=True)])]
    else:
        claims = [Claim(f"`{num_col} / {den_col}` moved {s1t}% → {s2t}% between {l1} and {l2}:"),
                  Claim(f"{g}{ppt} pp,",
                        [off(t, "percent_as_points", f"{g}{w(abs(rel), ppd)} pp,", abs(pp), abs(rel), ppd, real=True)]),
                  Claim(f"i.e. ~{rt}% {'more' if up else 'less'} in relative terms.",
                        [offr(t, "wrong_base", f"i.e. ~{w(100 * abs(pp) / s2, rd)}% {'more' if up else 'less'} in "
                             f"relative terms.", abs(rel), 100 * abs(pp) / s2, rd, approx=True, real=True)])]
    book.case(t.db, t.rid, "change", claims, pre=pre or "")


def nb_rate(book, t, tot_col, cnt_col, key, k, unit, cash=False, d=2, label=None, sfx="", units=None, pre=None,
            after=()):
    """A total over a count for one row, in four voices."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2, sfx)
    rd = dd_of(r, d, cash)
    name = label or key
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        pre = "### Per-unit view" if pre is None else pre
        fmt = lambda x: f"\n- `{tot_col} / {cnt_col}` for {name}: {x}/{unit} ({St(tot)} / {c})"
    elif form == 1:
        fmt = lambda x: f"{cap(name)}: ≈ {x} per {unit} (n = {c} {units})."
    elif form == 2:
        fmt = lambda x: f"{cap(name)} → {x}/{unit} ({St(tot)} over {c} {units})."
    else:
        fmt = lambda x: f"Per {unit}, {name} comes to {x} (= {St(tot)} ÷ {c})."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(S(rn)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)] + list(after), pre=pre or "")


def nb_pooled(book, t, avg_col, n_col, k, noun, per, cash=False, d=2, unit="", keys=None, pers=None):
    """The mean of group means weighted by their n; twin: the plain mean of the group figures."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    cur = "$" if cash else ""
    N = f"{int(sum(ns)):,}"
    form = k % 3
    if form == 0:
        fmt = lambda x: f"Weighted by `{n_col}` (n = {N}), the overall `{avg_col}` ≈ {cur}{x}{unit}"
        after = [Claim(f"— the unweighted mean of the {say(len(keys))} group figures would "
                       f"{'overstate' if plain > wa else 'understate'} it.")]
    elif form == 1:
        fmt = lambda x: f"Pooled over all {N} {pers or per + 's'}, {noun} = {cur}{x}{unit}."
        after = []
    else:
        fmt = lambda x: f"Overall {noun} (Σ `{avg_col}` × `{n_col}` / Σ `{n_col}`) → {cur}{x}{unit}."
        after = []
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd,
                                                              real=True)])] + after)


def nb_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, pre=None):
    """One row's share of the column total; twins: a false share in words, the complement, the share of the
    wrong total."""
    d = 2 if cash and d == 0 else d
    S, _ = shows(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = frac_words(s)
    tl, tbad = tilde(100 * s)
    form = k % 3
    tw = []
    if form == 1 and tl:
        fmt = lambda x: f"{cap(name)} is {tl} of {whole} ({S(v)} / {S(tot)} = {x}%)."
        tw.append(("false_bound", f"{cap(name)} is {tbad} of {whole} ({S(v)} / {S(tot)})."))
    elif form == 2 and fw:
        fmt = lambda x: f"→ {name} accounts for {fw} of {whole}: {x}% ({S(v)} of {S(tot)})."
        tw.append(("false_bound", f"→ {name} accounts for {fbad} of {whole} ({S(v)} of {S(tot)})."))
    else:
        pre = "### Shares" if pre is None else pre
        fmt = lambda x: f"\n- {name}: {x}% of {whole} ({S(v)} / {S(tot)})"
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=pre or "")


def nb_top(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None):
    """The top m rows together and their share of the total; twins: an off sum, the complement."""
    d = 2 if cash and d == 0 else d
    S, W = shows(cash, d, unit)
    L = label or (lambda x: x)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    st, sd = num(sh, 1)
    dd = dd_of(sm, d, cash)
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    if k % 2 == 0:
        claims = [Claim(f"\n- top {say(m)} ({names}): {S(sm)}",
                        [off(t, "off", f"\n- top {say(m)} ({names}): {W(sm * 1.35, dd)}", sm, sm * 1.35, dd)]),
                  Claim(f"\n- → {st}% of the {S(tot)} total",
                        [off(t, "complement", f"\n- → {w(100 - sh, sd)}% of the {S(tot)} total", sh, 100 - sh, sd,
                             real=True)])]
        pre = "### Concentration"
    else:
        claims = [Claim(f"The top {say(m)} ({names}) hold {st}% of {noun}",
                        [off(t, "complement", f"The top {say(m)} ({names}) hold {w(100 - sh, sd)}% of {noun}", sh,
                             100 - sh, sd, real=True)]),
                  Claim(f"({S(sm)} of {S(tot)}).")]
        pre = ""
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def nb_rank(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """The second row in the column's order; twin: the third row's value."""
    d = 2 if cash and d == 0 else d
    S, _ = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    a, b, c = order[:3]
    L = label or (lambda x: x)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"#2 by `{col}`: {L(b)} ({x}), behind {L(a)} ({S(t[a][col])})."
    elif form == 1:
        fmt = lambda x: f"Ranked on {noun}, {L(b)} comes second at {x} — only {L(a)} is higher ({S(t[a][col])})."
    else:
        fmt = lambda x: f"Runner-up on `{col}` → {L(b)}, {x}"
    tw = [off(t, "neighbour_row", fmt(S(t[c][col])), t[b][col], t[c][col], dd_of(t[b][col], d, cash), real=True)
          if S(t[c][col]) != S(t[b][col]) else None]
    after = [Claim(f"(#3: {L(c)}, {S(t[c][col])}).")] if form == 2 else []
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(t[b][col])), tw)] + after, derived=False)


def nb_bound(book, t, col, key, k, what, label=None, after=(), pre=""):
    """A cell "just over" or "just under" a round figure; twin: a round figure far off."""
    v = t[key][col]
    hedge, fig, d = bound_words(v)
    if hedge is None:
        return
    name = label or key
    fmt = (lambda x: f"{cap(name)}: {hedge} {x} {what}.") if k % 2 == 0 else \
        (lambda x: f"`{col}` for {name} is {hedge} {x}.")
    bad = v * 1.3
    step = 10 ** max(len(str(int(abs(v)))) - 2, 0)
    bad = round(bad / step) * step
    book.case(t.db, t.rid, "plain", [Claim(fmt(fig), [off(t, "false_bound", fmt(w(bad, d)), v, bad, d, approx=True)])]
              + list(after), derived=False, pre=pre)


def nb_total(book, t, col, k, what, cash=False, d=0, unit="", mean=False, pre=""):
    """The column's sum (or mean) over n rows; twin: a figure far off."""
    d = 2 if cash and d == 0 else d
    vals = t.col(col)
    v = sum(vals) / len(vals) if mean else sum(vals)
    S, W = shows(cash, d, unit)
    dd = dd_of(v, d, cash)
    agg = "mean" if mean else "Σ"
    if k % 2 == 0:
        fmt = lambda x: f"{agg} `{col}` = {x} over n = {len(t)} {what}."
    else:
        fmt = lambda x: f"Across the {len(t)} {what}, `{col}` {'averages' if mean else 'sums to'} {x}."
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(v)), [off(t, "off", fmt(W(v * 1.4, dd)), v, v * 1.4, dd)])],
              derived=mean, pre=pre)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipper: orders, total freight and orders shipped after the required date?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late_orders FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC")
    nb_cmp(book, sh, "freight", "United Package", "Speedy Express", 0, "freight", cash=True)
    nb_rate(book, sh, "freight", "orders", "Federal Shipping", 0, "order", cash=True)
    nb_share(book, sh, "orders", "United Package", 0, "all orders", other="Speedy Express")
    f, s = sh["Federal Shipping"], sh["Speedy Express"]
    lf, ls = 100 * f["late_orders"] / f["orders"], 100 * s["late_orders"] / s["orders"]
    lst, lsd = num(ls, 1)
    ppt, ppd = num(ls - lf, 1)
    rel = 100 * (ls - lf) / lf
    book.case(sh.db, sh.rid, "per_unit", [
        Claim(f"\n- Speedy Express: {lst}% late ({int(s['late_orders'])}/{int(s['orders'])})",
              [off(sh, "off", f"\n- Speedy Express: {w(ls * 1.7, lsd)}% late ({int(s['late_orders'])}/"
                   f"{int(s['orders'])})", ls, ls * 1.7, lsd)]),
        Claim(f"\n- Federal Shipping: {n(lf, 1)}% ({int(f['late_orders'])}/{int(f['orders'])})"),
        Claim(f"\n- gap ≈ {ppt} pp",
              [off(sh, "percent_as_points", f"\n- gap ≈ {w(rel, ppd)} pp", ls - lf, rel, ppd, real=True)]),
    ], pre="### Late shipments (`late_orders / orders`)")
    nb_total(book, sh, "freight", 1, "shippers", cash=True)

    sc = table("northwind", "Top nine ship countries by orders: orders, freight, late orders and average days from "
               "order to shipment?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late_orders, "
               "round(avg(shipped_date - order_date), 2) AS avg_days_to_ship FROM orders GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 9")
    nb_cmp(book, sc, "freight", "USA", "Germany", 1, "freight", cash=True)
    nb_rate(book, sc, "freight", "orders", "Austria", 1, "order", cash=True)
    nb_pooled(book, sc, "avg_days_to_ship", "orders", 0, "days to ship", "order", d=2, unit=" days")
    nb_top(book, sc, "orders", 3, 0, "orders")
    conv(book, sc, "Sweden", "avg_days_to_ship", 0,
         lambda v, c: f"Sweden is the slow outlier: `avg_days_to_ship` = {v} (≈ {c} weeks).", 2, 1 / 7, 2,
         (1 / 5, 1 / 10, 1 / 3, 1 / 30))
    nb_rank(book, sc, "freight", 0, "freight", cash=True)
    nb_cmp(book, sc, "avg_days_to_ship", "Sweden", "Canada", 2, "days to ship", d=2, unit=" days")

    yr = table("northwind", "Per order year: orders, average days to ship, freight and distinct customers?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, "
               "round(avg(shipped_date - order_date), 2) AS avg_days_to_ship, "
               "round(sum(freight)::numeric, 2) AS freight, count(DISTINCT customer_id) AS customers "
               "FROM orders GROUP BY 1 ORDER BY 1")
    nb_chg(book, yr, "orders", "1997", "1998", 0, "orders",
           after=[Claim("\n\nCaveat: 1998 only runs to early May, so this is not a like-for-like year.")])
    nb_chg(book, yr, "freight", "1996", "1997", 1, "freight", cash=True)
    nb_chg(book, yr, "avg_days_to_ship", "1997", "1998", 2, "days to ship", d=2, unit=" days")
    nb_chg(book, yr, "customers", "1996", "1997", 3, "active customers")
    nb_rate(book, yr, "orders", "customers", "1997", 1, "customer", d=2, label="1997", sfx=" orders")
    nb_rate(book, yr, "freight", "orders", "1998", 2, "order", cash=True, label="1998")

    sp = table("northwind", "Per supplier country: products, average list price, units in stock and units on order?",
               "SELECT s.country, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS avg_price, "
               "sum(p.units_in_stock) AS units_in_stock, sum(p.units_on_order) AS units_on_order FROM products p "
               "JOIN suppliers s ON s.supplier_id = p.supplier_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_cmp(book, sp, "avg_price", "France", "Germany", 3, "average list price", cash=True)
    nb_pooled(book, sp, "avg_price", "products", 1, "the average list price", "product", cash=True)
    nb_share(book, sp, "units_in_stock", "USA", 1, "units in stock", other="Sweden", label="the USA")
    nb_rank(book, sp, "units_in_stock", 1, "units in stock")

    em = table("northwind", "Per employee: orders taken in 1997, in 1998 (January to early May), and freight on all "
               "their orders?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS orders_1997, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998, "
               "round(sum(o.freight)::numeric, 2) AS freight FROM orders o "
               "JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_cmp(book, em, "freight", "Margaret Peacock", "Janet Leverling", 4, "freight", cash=True)
    nb_yoy(book, em, "Andrew Fuller", "orders_1997", "orders_1998", 0, "orders", "1997", "1998",
           pre="### 1997 → 1998 (partial year)")
    nb_yoy(book, em, "Janet Leverling", "orders_1997", "orders_1998", 2, "orders", "1997", "1998")
    nb_yoy(book, em, "Margaret Peacock", "orders_1997", "orders_1998", 1, "orders", "1997", "1998",
           after=[Claim("Most of that drop is the short 1998 window, not lost business.")])
    nb_share(book, em, "freight", "Margaret Peacock", 2, "all freight", other="Janet Leverling", cash=True)

    empty(book, "northwind", "Which orders carried more than $1,500 in freight?",
          "SELECT order_id, freight FROM orders WHERE freight > 1500",
          "`df.empty` → True: 0 orders carry more than $1,500 in freight.",
          "12 orders carry more than $1,500 in freight, mostly to the USA.")
    hv = table("northwind", "The three orders with the most freight: customer, ship country, freight?",
               "SELECT order_id, customer_id, ship_country, freight FROM orders ORDER BY freight DESC, order_id "
               "LIMIT 3")
    top = hv.order[0]
    ident(book, hv, f"Heaviest freight: order `{top}` ({hv[top]['customer_id'].strip()}, {hv[top]['ship_country']}) "
          f"at {usd(hv[top]['freight'])}.", f"`{top}`", f"`{swap_digits(top)}`", pre="### Outliers")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    md = table("chinook", "Per media type: tracks, total playing time (ms), total size (bytes) and average price?",
               "SELECT m.name AS media_type, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "sum(t.bytes) AS total_bytes, round(avg(t.unit_price), 2) AS avg_price FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    conv(book, md, "MPEG audio file", "total_ms", 0,
         lambda v, c: f"\n- `total_ms` (MPEG audio): {v} ms ≈ {c} h of audio", 0, 1 / 3.6e6, 1,
         (1 / 60000, 1 / 3.6e5, 1 / 3.6e7, 1 / 1e6), pre="### Library size")
    conv(book, md, "Protected MPEG-4 video file", "total_bytes", 1,
         lambda v, c: f"Video is the heavy part: {v} bytes → ≈ {c} GB.", 0, 1 / 1e9, 2,
         (1 / 2 ** 20, 1 / 1e6, 1 / 1e8, 1 / 1e10))
    conv(book, md, "AAC audio file", "total_ms", 2,
         lambda v, c: f"The plain AAC files are tiny: {v} ms, i.e. ~{c} min in total.", 0, 1 / 60000, 1,
         (1 / 1000, 1 / 6000, 1 / 600000, 1 / 3.6e6))
    nb_share(book, md, "tracks", "MPEG audio file", 0, "all tracks", other="Protected AAC audio file")
    nb_rate(book, md, "total_ms", "tracks", "Protected MPEG-4 video file", 3, "track", d=0, label="video", sfx=" ms")

    bc = table("chinook", "Top ten billing countries by revenue: customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 10")
    nb_cmp(book, bc, "revenue", "USA", "Canada", 1, "revenue", cash=True)
    nb_cmp(book, bc, "revenue", "France", "Brazil", 2, "revenue", cash=True)
    nb_rate(book, bc, "revenue", "customers", "Czech Republic", 1, "customer", cash=True, label="the Czech Republic")
    nb_share(book, bc, "revenue", "USA", 0, "top-10 revenue", other="Canada", cash=True)
    nb_top(book, bc, "revenue", 3, 1, "top-10 revenue", cash=True)
    nb_rank(book, bc, "revenue", 2, "revenue", cash=True)

    yr = table("chinook", "Per invoice year: invoices, revenue and average invoice total?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue, "
               "round(avg(total), 2) AS avg_invoice FROM invoice GROUP BY 1 ORDER BY 1")
    nb_chg(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True)
    nb_chg(book, yr, "revenue", "2024", "2025", 3, "revenue", cash=True)
    nb_chg(book, yr, "avg_invoice", "2022", "2023", 1, "the average invoice", cash=True)
    nb_chg(book, yr, "invoices", "2024", "2025", 2, "invoices")
    nb_pooled(book, yr, "avg_invoice", "invoices", 2, "average invoice", "invoice", cash=True)
    best = max(yr.order, key=lambda x: yr[x]["revenue"])
    worst = min(yr.order, key=lambda x: yr[x]["revenue"])
    nxt = sorted(yr.order, key=lambda x: -yr[x]["revenue"])[1]
    book.case(yr.db, yr.rid, "plain", [
        Claim(f"Peak year `{best}` at {usd(yr[best]['revenue'])};",
              [off(yr, "neighbour_row", f"Peak year `{best}` at {usd(yr[nxt]['revenue'])};", yr[best]["revenue"],
                   yr[nxt]["revenue"], 2, real=True)]),
        Claim(f"trough `{worst}` at {usd(yr[worst]['revenue'])}."),
        Claim("Revenue is basically flat year to year."),
    ], derived=False)

    rp = table("chinook", "Per support rep: customers, invoices and revenue from their customers?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    nb_cmp(book, rp, "revenue", "Jane Peacock", "Steve Johnson", 0, "revenue", cash=True)
    nb_rate(book, rp, "revenue", "customers", "Margaret Park", 2, "customer", cash=True)
    nb_share(book, rp, "revenue", "Jane Peacock", 2, "rep-attributed revenue", other="Steve Johnson", cash=True)

    lt = table("chinook", "The three longest tracks: id, name, milliseconds and bytes?",
               "SELECT track_id, name, milliseconds, bytes FROM track ORDER BY milliseconds DESC, track_id LIMIT 3")
    t0 = lt.order[0]
    ident(book, lt, f"Longest: `track_id` {t0}, \"{lt[t0]['name']}\", at {int(lt[t0]['milliseconds']):,} ms.",
          f"`track_id` {t0}", f"`track_id` {swap_digits(t0)}")
    conv(book, lt, t0, "milliseconds", 1, lambda v, c: f"`milliseconds` = {v} → ≈ {c} min — a TV episode, not a song.",
         0, 1 / 60000, 1, (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000))
    empty(book, "chinook", "Which invoices total more than $50?",
          "SELECT invoice_id, total FROM invoice WHERE total > 50",
          "Query returned 0 rows — no invoice clears $50.",
          "Query returned 7 rows — seven invoices clear $50.")


# ---------------------------------------------------------------------------
# atis
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "Per aircraft manufacturer: models, average seats, longest range (miles), top cruising "
               "speed and total seats?",
               "SELECT manufacturer, count(*) AS models, round(avg(capacity), 1) AS avg_capacity, "
               "max(range_miles) AS max_range_miles, max(cruising_speed) AS top_speed, sum(capacity) AS seats "
               "FROM aircraft GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_cmp(book, ac, "avg_capacity", "Airbus", "Boeing", 3, "average seats", d=1)
    conv(book, ac, "Boeing", "max_range_miles", 0,
         lambda v, c: f"\n- Boeing `max_range_miles` = {v} mi ≈ {c} km", 0, KM_PER_MI, 0,
         (MI_PER_KM, 1.852, 1.2, 2.2), pre="### Range")
    conv(book, ac, "Embraer", "max_range_miles", 1,
         lambda v, c: f"Embraer tops out at {v} mi (≈ {c} km).", 0, KM_PER_MI, 0, (MI_PER_KM, 1.852, 1.2, 2.2))
    nb_share(book, ac, "seats", "Airbus", 2, "all seats", other="Boeing")
    nb_pooled(book, ac, "avg_capacity", "models", 0, "seats per model", "model", d=1)

    ap = table("defog_atis", "Minimum connect time (minutes) per airport?",
               "SELECT airport_code, airport_name, minimum_connect_time FROM airport ORDER BY 3 DESC, 1")
    nb_cmp(book, ap, "minimum_connect_time", "MCO", "ATL", 1, "minimum connect time", unit=" min")
    nb_total(book, ap, "minimum_connect_time", 1, "airports", d=1, unit=" min", mean=True)

    fl = table("defog_atis", "Per airline: flights, total and average time elapsed, and stops?",
               "SELECT airline_code, count(*) AS flights, sum(time_elapsed) AS total_elapsed, "
               "round(avg(time_elapsed), 1) AS avg_elapsed, sum(stops) AS stops FROM flight GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    conv(book, fl, "VX", "total_elapsed", 2,
         lambda v, c: f"VX's single flight logs `time_elapsed` = {v}; assuming seconds, that's ≈ {c} min.", 0, 1 / 60,
         1, (1 / 3600, 1 / 100, 1 / 1000, 1 / 6))

    fa = table("defog_atis", "Per fare airline: fares, average one-way and round-trip cost?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_cmp(book, fa, "avg_round_trip", "VX", "AA", 0, "round-trip fare", cash=True)
    aa = fa["AA"]
    two, rtc = 2 * aa["avg_one_way"], aa["avg_round_trip"]
    save = two - rtc
    sp, spd = num(100 * save / two, 1)
    book.case(fa.db, fa.rid, "comparison", [
        Claim(f"AA's round trip ({usd(rtc)}) beats 2 × one-way ({usd(two)})"),
        Claim(f"by {usd(save)},", [off(fa, "off", f"by ${w(save * 1.6, 2)},", save, save * 1.6, 2)]),
        Claim(f"≈ {sp}% cheaper.",
              [offr(fa, "wrong_base", f"≈ {w(100 * save / rtc, spd)}% cheaper.", 100 * save / two, 100 * save / rtc,
                   spd, real=True)]),
    ])

    gs = table("defog_atis", "Ground transport options: type and fare?",
               "SELECT transport_type, ground_fare FROM ground_service ORDER BY 2 DESC, 1")
    nb_cmp(book, gs, "ground_fare", "Helicopter", "Bus", 5, "fare", cash=True)
    nb_total(book, gs, "ground_fare", 0, "options", cash=True, mean=True)
    empty(book, "defog_atis", "Which flights make more than one stop?",
          "SELECT flight_id FROM flight WHERE stops > 1",
          "Empty frame: no flight in the table has more than one stop (0 rows).",
          "4 flights make more than one stop.")
    ns = table("defog_atis", "Flights with a stop: id, airline, route?",
               "SELECT flight_id, airline_code, from_airport, to_airport, stops FROM flight WHERE stops > 0 "
               "ORDER BY flight_id")
    f0 = ns.order[0]
    ident(book, ns, f"First one-stop flight by id: `flight_id` = {f0} ({ns[f0]['airline_code']}, "
          f"{ns[f0]['from_airport']} → {ns[f0]['to_airport']}).", f"`flight_id` = {f0}",
          f"`flight_id` = {int(f0) + 20}")


# ---------------------------------------------------------------------------
# geography
# ---------------------------------------------------------------------------


def geography(book):
    st = table("defog_geography", "States with at least 50,000 people: population, area and stored density?",
               "SELECT state_name AS state, population, area, density FROM state WHERE population >= 50000 "
               "ORDER BY population DESC, 1")
    nb_cmp(book, st, "population", "New York", "Texas", 1, "population")
    nb_rate(book, st, "population", "area", "Maharashtra", 0, "km²", d=2, sfx=" people", units="km²",
            after=[Claim(f"\n\nThe stored `density` column reads {n(st['Maharashtra']['density'])} for all "
                         f"{len(st)} rows — looks like a placeholder, so I recomputed it.")])
    conv(book, st, "Tokyo", "area", 2, lambda v, c: f"Tokyo's `area` = {v} km² ≈ {c} mi².", 0, SQMI_PER_SQKM, 0,
         (1 / SQMI_PER_SQKM, MI_PER_KM, KM_PER_MI, 0.1))
    nb_share(book, st, "population", "New York", 2, "the listed states' population", other="Texas")

    rv = table("defog_geography", "Rivers by length (km), with country?",
               "SELECT river_name AS river, length AS length_km, country_name AS country FROM river ORDER BY 2 DESC")
    conv(book, rv, "Nile", "length_km", 0, lambda v, c: f"\n- Nile: {v} km ≈ {c} mi", 0, MI_PER_KM, 1,
         (KM_PER_MI, 0.5, 3.28, 0.3048), pre="### Lengths in miles")
    nb_cmp(book, rv, "length_km", "Nile", "Po", 4, "length")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    gd = table("superhero", "Per gender, heroes with a plausible height (100-300 cm) and weight (20-500 kg): heroes, "
               "average height and weight?",
               "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_height_cm, "
               "round(avg(s.weight_kg), 1) AS avg_weight_kg FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "WHERE s.height_cm BETWEEN 100 AND 300 AND s.weight_kg BETWEEN 20 AND 500 GROUP BY 1 ORDER BY 2 DESC")
    conv(book, gd, "Female", "avg_height_cm", 0,
         lambda v, c: f"Female heroes average {v} cm (≈ {c} in).", 1, IN_PER_CM, 1, (1 / 3.28, 2.54, 0.5, 0.2))
    conv(book, gd, "Male", "avg_weight_kg", 1,
         lambda v, c: f"\n- male `avg_weight_kg` = {v} → ≈ {c} lb", 1, LB_PER_KG, 1, (KG_PER_LB, 1.5, 3.0, 1.8),
         pre="### Imperial units, for the US audience")
    nb_cmp(book, gd, "avg_weight_kg", "Male", "Female", 2, "average weight", d=1, unit=" kg")
    nb_pooled(book, gd, "avg_height_cm", "heroes", 1, "average height", "hero", d=1, unit=" cm", pers="heroes")

    rc = table("superhero", "Ten most common races (excluding the '-' placeholder)?",
               "SELECT r.race, count(*) AS heroes FROM superhero s JOIN race r ON r.id = s.race_id "
               "WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    nb_cmp(book, rc, "heroes", "Human", "Mutant", 1, "heroes")
    nb_share(book, rc, "heroes", "Human", 1, "the top-10 races", other="Mutant", label="Human")
    nb_top(book, rc, "heroes", 3, 0, "heroes")
    nb_rank(book, rc, "heroes", 0, "heroes")

    ec = table("superhero", "Heroes per eye colour (top eight)?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s "
               "JOIN colour c ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    nb_cmp(book, ec, "heroes", "Blue", "Brown", 0, "heroes")
    nb_share(book, ec, "heroes", "Blue", 2, "the top-8 eye colours", other="Brown", label="blue")
    nb_bound(book, ec, "heroes", "No Colour", 0, "heroes (a placeholder value, not a colour)", label="`No Colour`")

    tl = table("superhero", "The three tallest heroes by recorded height?",
               "SELECT id, superhero_name, height_cm FROM superhero ORDER BY height_cm DESC NULLS LAST, id LIMIT 3")
    h0 = tl.order[0]
    ident(book, tl, f"Tallest: {tl[h0]['superhero_name']} (`id` = {h0}) at {int(tl[h0]['height_cm']):,} cm — "
          f"clearly a data-entry artefact.", f"`id` = {h0}", f"`id` = {swap_digits(h0) if len(h0) > 1 else h0 + '1'}")
    empty(book, "superhero", "Which heroes are taller than 40,000 cm?",
          "SELECT id, superhero_name FROM superhero WHERE height_cm > 40000",
          "No rows: nothing above 40,000 cm, so the cap of the filter is safe.",
          "3 rows: three heroes are taller than 40,000 cm.")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, horsepower and weight (lbs)?",
               "SELECT cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower), 1) AS avg_hp, round(avg(weight), 1) AS avg_weight_lbs FROM cars_data "
               "GROUP BY 1 ORDER BY 1")
    cl = lambda x: f"{x}-cyl"
    nb_cmp(book, cy, "avg_mpg", "4", "8", 1, "mpg", d=2, label=cl)
    conv(book, cy, "8", "avg_weight_lbs", 0,
         lambda v, c: f"\n- 8-cyl `avg_weight_lbs` = {v} → ≈ {c} kg", 1, KG_PER_LB, 1, (LB_PER_KG, 0.5, 0.4, 0.6),
         pre="### Metric")
    conv(book, cy, "4", "avg_mpg", 1, lambda v, c: f"4-cyl cars do {v} mpg on average (≈ {c} km/L).", 2,
         KMPL_PER_MPG, 2, (1 / KMPL_PER_MPG, KM_PER_MI, 0.264172, 0.354))
    conv(book, cy, "8", "avg_hp", 2, lambda v, c: f"V8s average {v} hp, i.e. ~{c} kW.", 1, KW_PER_HP, 1,
         (1 / KW_PER_HP, 1.36, 0.5, 0.9))
    nb_pooled(book, cy, "avg_mpg", "cars", 2, "mpg", "car", d=2)
    nb_share(book, cy, "cars", "4", 0, "all cars", other="8", label="4-cyl")

    yr = table("spider_car_1", "Per model year: cars, average mpg, average weight (lbs) and four-cylinder cars?",
               "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(weight), 1) AS avg_weight_lbs, count(*) FILTER (WHERE cylinders = 4) AS four_cyl "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    nb_chg(book, yr, "avg_mpg", "1970", "1982", 0, "mpg", d=2)
    nb_chg(book, yr, "avg_mpg", "1979", "1980", 2, "average mpg", d=2)
    nb_chg(book, yr, "avg_weight_lbs", "1970", "1982", 3, "average weight", d=1, unit=" lbs")
    nb_chg(book, yr, "cars", "1973", "1974", 1, "cars")
    nb_pp(book, yr, "four_cyl", "cars", "1970", "1982", 0, "four-cylinder cars")
    nb_pp(book, yr, "four_cyl", "cars", "1976", "1980", 1, "four-cylinder cars")
    conv(book, yr, "1980", "avg_weight_lbs", 3, lambda v, c: f"The 1980 cohort averages {v} lbs (≈ {c} kg).", 1,
         KG_PER_LB, 1, (LB_PER_KG, 0.5, 0.4, 0.6))


# ---------------------------------------------------------------------------
# Spider: concert_singer, pets_1, battle_death, course_teach, cre_doc_template_mgt, tvshow, voter_1
# ---------------------------------------------------------------------------


def concerts(book):
    sd = table("spider_concert_singer", "Per stadium: capacity and the highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    nb_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 1, "capacity")
    nb_share(book, sd, "capacity", "Hampden Park", 0, "total capacity", other="Somerset Park")
    b, h = sd["Bayview Stadium"], sd["Hampden Park"]
    fb, fh = 100 * b["average"] / b["capacity"], 100 * h["average"] / h["capacity"]
    fbt, fbd = num(fb, 1)
    book.case(sd.db, sd.rid, "per_unit", [
        Claim(f"\n- Bayview Stadium: {int(b['average']):,} / {int(b['capacity']):,} → {fbt}% full",
              [off(sd, "off", f"\n- Bayview Stadium: {int(b['average']):,} / {int(b['capacity']):,} → "
                   f"{w(fb * 1.5, fbd)}% full", fb, fb * 1.5, fbd)]),
        Claim(f"\n- Hampden Park: {n(fh, 2)}% — a 52k-seat bowl that is mostly empty",
              [off(sd, "off", f"\n- Hampden Park: {w(fh * 3, 2)}% — a 52k-seat bowl that is mostly empty", fh,
                   fh * 3, 2)]),
    ], pre="### Fill rate (`average / capacity`)")
    s = sd["Stark's Park"]
    r = s["highest"] / s["average"]
    rt, rd = num(r, 2)
    book.case(sd.db, sd.rid, "comparison", [
        Claim(f"Stark's Park peaked at {int(s['highest']):,} against an average of {int(s['average']):,}"),
        Claim(f"(≈ {rt}x the mean gate).",
              [off(sd, "off", f"(≈ {w(r * 1.6, rd)}x the mean gate).", r, r * 1.6, rd, approx=True)]),
    ])
    empty(book, "spider_concert_singer", "Which stadiums hold more than 60,000?",
          "SELECT name FROM stadium WHERE capacity > 60000",
          "0 rows — no stadium here holds more than 60,000.",
          "2 rows — Hampden Park and one other hold more than 60,000.")
    sg = table("spider_concert_singer", "Per singer country: singers, average, youngest and oldest age?",
               "SELECT country, count(*) AS singers, round(avg(age), 2) AS avg_age, min(age) AS youngest, "
               "max(age) AS oldest FROM singer GROUP BY 1 ORDER BY 2 DESC, 1")
    fr = sg["France"]
    book.case(sg.db, sg.rid, "plain", [
        Claim(f"France dominates the roster (n = {int(fr['singers'])}):"),
        Claim(f"mean age {n(fr['avg_age'], 2)},",
              [off(sg, "neighbour_row", f"mean age {n(sg['Netherlands']['avg_age'], 2)},", fr["avg_age"],
                   sg["Netherlands"]["avg_age"], 2, real=True)]),
        Claim(f"range {int(fr['youngest'])}–{int(fr['oldest'])}."),
    ], derived=False)


def pets(book):
    mj = table("spider_pets_1", "Per major: students, average age and female students?",
               "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age, "
               "count(*) FILTER (WHERE sex = 'F') AS female FROM student GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_share(book, mj, "students", "600", 2, "all students", other="520", label="major 600")
    ident(book, mj, f"Largest group: `major` = 600 (n = {int(mj['600']['students'])}).", "`major` = 600",
          "`major` = 650")
    pt = table("spider_pets_1", "Every pet: type, age and weight (kg)?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    conv(book, pt, "2002", "weight", 0, lambda v, c: f"Pet 2002 (a dog) weighs {v} kg ≈ {c} lb.", 1, LB_PER_KG, 1,
         (KG_PER_LB, 1.5, 3.0, 1.2))


def battles(book):
    br = table("spider_battle_death", "Per battle result: battles, death incidents, killed and injured?",
               "SELECT b.result, count(DISTINCT b.id) AS battles, count(d.id) AS incidents, "
               "coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b "
               "LEFT JOIN ship s ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 2 DESC")
    nb_share(book, br, "killed", "Bulgarian victory", 0, "all killed", other="Two Year Truce",
             label="Bulgarian victories")
    nb_cmp(book, br, "killed", "Bulgarian victory", "Two Year Truce", 5, "deaths")
    book.case(br.db, br.rid, "plain", [
        Claim(f"Σ `killed` = {int(sum(br.col('killed')))}",
              [off(br, "off", f"Σ `killed` = {int(sum(br.col('killed')) * 1.45)}", sum(br.col("killed")),
                   int(sum(br.col("killed")) * 1.45), 0)]),
        Claim(f"vs Σ `injured` = {int(sum(br.col('injured')))} across all {say(int(sum(br.col('battles'))))} "
              f"battles."),
    ], derived=False)
    bt = table("spider_battle_death", "Every battle: id, name, date and result?",
               "SELECT id, name, date, result FROM battle ORDER BY id")
    ph = [k for k in bt.order if bt[k]["name"] == "Battle of Philippopolis"][0]
    ident(book, bt, f"Data-quality flag: Battle of Philippopolis (`id` = {ph}) is dated \"{bt[ph]['date']}\" — "
          f"June has no 31st.", f"`id` = {ph}", f"`id` = {int(ph) - 3}")


def teachers(book):
    te = table("spider_course_teach", "Per teacher: age, hometown, courses arranged and average grade?",
               "SELECT t.name AS teacher, t.age, t.hometown, count(ca.course_id) AS courses, "
               "round(avg(ca.grade), 2) AS avg_grade FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1")
    aw = te["Anne Walker"]
    book.case(te.db, te.rid, "plain", [
        Claim(f"Anne Walker ({int(aw['age'])}) is the only teacher with more than one course"),
        Claim(f"(mean `grade` {n(aw['avg_grade'], 2)}).",
              [off(te, "neighbour_row", f"(mean `grade` {n(te['Gustaaf Deloor']['avg_grade'], 2)}).",
                   aw["avg_grade"], te["Gustaaf Deloor"]["avg_grade"], 2, real=True)]),
    ], derived=False)
    nb_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 2, "age", unit=" yrs")
    empty(book, "spider_course_teach", "Which teachers are older than 50?",
          "SELECT name FROM teacher WHERE age > 50",
          "Nobody: the filter `age > 50` returns 0 rows.",
          "The filter `age > 50` returns 2 rows.")
    co = table("spider_course_teach", "Every course: id, starting date and subject?",
               "SELECT course_id, staring_date, course FROM course ORDER BY course_id")
    bi = [k for k in co.order if co[k]["course"] == "Bible"][0]
    ident(book, co, f"`course_id` {bi} is Bible, starting {co[bi]['staring_date']}.", f"`course_id` {bi}",
          f"`course_id` {int(bi) + 3}")


def templates(book):
    tt = table("spider_cre_doc_template_mgt", "Per template type: templates, documents and paragraphs?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(DISTINCT d.document_id) AS documents, count(p.paragraph_id) AS paragraphs FROM templates t "
               "LEFT JOIN documents d ON d.template_id = t.template_id "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_share(book, tt, "templates", "BK", 1, "all templates", other="PP", label="`BK`")
    nb_rate(book, tt, "paragraphs", "documents", "AD", 1, "document", d=2, label="`AD`", units="documents")
    empty(book, "spider_cre_doc_template_mgt", "Which documents use a CV template?",
          "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
          "WHERE t.template_type_code = 'CV'",
          "The join returns 0 rows: CV templates exist but no document uses one.",
          "The join returns 2 rows: two documents use a CV template.")
    dp = table("spider_cre_doc_template_mgt", "Per document: paragraphs?",
               "SELECT d.document_id, d.document_name, count(p.paragraph_id) AS paragraphs FROM documents d "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    d0 = dp.order[0]
    ident(book, dp, f"Most paragraphs: `document_id` {d0} (\"{dp[d0]['document_name']}\", "
          f"{say(int(dp[d0]['paragraphs']))}).", f"`document_id` {d0}", f"`document_id` {swap_digits(d0)}")
    tv = table("spider_cre_doc_template_mgt", "Templates at the highest version number?",
               "SELECT template_id, version_number, template_type_code FROM templates "
               "WHERE version_number = (SELECT max(version_number) FROM templates) ORDER BY template_id")
    ids = tv.order
    ident(book, tv, f"Version {int(tv[ids[0]]['version_number'])} is the max, shared by `template_id` "
          f"{', '.join(ids[:-1])} and {ids[-1]}.", f"{ids[-1]}.", f"{int(ids[-1]) + 13}.")


def tvshow(book):
    tv = table("spider_tvshow", "Every series episode in airing order: rating, share, viewers (millions), weekly rank?",
               "SELECT id::int AS id, episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, "
               "weekly_rank FROM tv_series ORDER BY id", key=1)
    first, last = tv.order[0], tv.order[-1]
    nb_cmp(book, tv, "viewers_m", first, tv.order[-1], 1, "viewers", d=2, unit="M")
    nb_chg(book, tv, "viewers_m", first, last, 0, "viewers", d=2, unit="M", l1="ep. 1", l2="finale")
    nb_chg(book, tv, "share", first, last, 3, "audience share", l1=f"\"{first}\"", l2=f"\"{last}\"")
    nb_top(book, tv, "viewers_m", 3, 1, "all viewers", d=2, unit="M")
    nb_total(book, tv, "viewers_m", 0, "episodes", d=2, unit="M", mean=True)


def voters(book):
    ac = table("spider_voter_1", "Area codes per state (top eight)?",
               "SELECT state, count(*) AS area_codes, min(area_code) AS lowest, max(area_code) AS highest "
               "FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    nb_cmp(book, ac, "area_codes", "CA", "TX", 0, "area codes")
    book.case(ac.db, ac.rid, "plain", [
        Claim(f"CA's codes span {int(ac['CA']['lowest'])}–{int(ac['CA']['highest'])}",
              [off(ac, "neighbour_row", f"CA's codes span {int(ac['TX']['lowest'])}–{int(ac['CA']['highest'])}",
                   ac["CA"]["lowest"], ac["TX"]["lowest"], 0, real=True)]),
        Claim(f"(n = {int(ac['CA']['area_codes'])})."),
    ], derived=False)
    empty(book, "spider_voter_1", "Which votes went to Nita Coster?",
          "SELECT v.vote_id FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
          "WHERE c.contestant_name = 'Nita Coster'",
          "Zero votes for Nita Coster — the result set is empty.",
          "Nita Coster received 14 votes.")


def campus(book):
    pg = table("defog_advising", "Per program: students, average GPA, total and average credits?",
               "SELECT p.name AS program, count(s.student_id) AS students, round(avg(s.total_gpa), 2) AS avg_gpa, "
               "sum(s.total_credit) AS credits, round(avg(s.total_credit), 1) AS avg_credits FROM student s "
               "JOIN program p ON p.program_id = s.program_id GROUP BY 1 ORDER BY 2 DESC, 1")
    nb_cmp(book, pg, "avg_gpa", "Physics", "Computer Science", 2, "GPA", d=2)
    nb_pooled(book, pg, "avg_gpa", "students", 0, "GPA", "student", d=2)
    pb = table("defog_academic", "The most cited publications: id, title, year, citations?",
               "SELECT pid, title, year, citation_num FROM publication ORDER BY citation_num DESC, pid LIMIT 3")
    p0 = pb.order[0]
    ident(book, pb, f"Most cited: `pid` {p0} (\"{pb[p0]['title']}\", {int(pb[p0]['year'])}).", f"`pid` {p0}",
          f"`pid` {int(p0) + 40}")
    empty(book, "defog_academic", "Which publications appeared before 2020?",
          "SELECT pid, title FROM publication WHERE year < 2020",
          "0 rows: nothing in `publication` predates 2020.",
          "5 rows: five papers predate 2020.")


def main():
    sections = (northwind, chinook, atis, geography, heroes, cars, concerts, pets, battles, teachers, templates,
                tvshow, voters, campus)
    return run_set(Book30(), sections, "thirty-first set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
