#!/usr/bin/env python3
"""
plausibility_fresh22.py — a twenty-third labelled set for check_answer, written
held out, development since its misses were read: answers the way a chat assistant formats them in Markdown — short
headed sections ("### Orders per employee"), bullet lists with **bold**
figures, now and then a small Markdown table of two to four rows restating
values, and a closing one-line takeaway — over queries of its own on tables
and columns the other sets use least: northwind (orders, customers and
freight per employee; products, prices and stock value per supplier
country; orders, units and net sales per order year), chinook (albums,
tracks, playing time and file size per artist; customers, invoices and
revenue per billing country; tracks per playlist), BIRD's superhero (height
and weight per alignment, per gender and per race), Spider's concert_singer
(stadiums' capacity and attendance), battle_death (ships lost, killed and
injured per battle), course_teach (teachers' ages) and pets_1 (pets' weights),
all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the
Markdown chat reply: headed sections, bullets with bold figures, tables
restating values, differences of shares in "pp" and "percentage points",
multiples as "2.4x", ranges ("between 552 and 2,106"), approximations
("roughly", "~", "≈", "about", "just over", "nearly"), per-unit figures
("per order", "per customer", "each"), digits and number words mixed, and a
closing "**Takeaway:**" line that sometimes restates a figure. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's and fresh11's):
  comparison  multiples ("2.4x", "twice"), percent more and less, gaps in
              the column's unit, shares of a pair, tables of two rows
  change      percent and absolute changes between years, multiples
  per_unit    totals over counts, per-unit figures compared, weighted
              averages of group averages, one row's share, top-three
              shares, gaps between shares in pp, fill rates
  conversion  kg as lbs, cm as inches and feet, minutes as hours, bytes as
              MB, lbs as kg
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, totals, leaders and runners-up, ranges
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a ratio given as a share, a percent change over the wrong base,
a relative gap given as points), a false bound or multiple in words, number
words given to the wrong row, a count over an empty result, a conversion by
the wrong factor, a changed identifier, or a figure off by more than the
rounding shown. A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import Claim, say
from plausibility_fresh7 import KG_PER_LB, about, dd_of, n, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, run_set, table
from plausibility_fresh11 import frac_words, mult_words

LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
FT_PER_CM = 1 / 30.48
MB_PER_BYTE = 1 / 1048576
HBADS = (1 / 100, 1 / 30, 1 / 24, 1 / 45, 1 / 50, 1 / 40, 1 / 36, 1 / 20, 1 / 90, 1 / 120, 1 / 15, 1 / 10, 1 / 3)
MBADS = (1 / 1024, 8 / 1048576, 1e-5, 4e-6, 1e-7, 1 / 100000 * 3, 1 / 131072, 5e-6, 1.5e-5)
LBADS = (KG_PER_LB, 2.0 * 1.6, 1.5, 3.0, 1.2, 2.6, 3.5, 1.8 / 1.2)
TAKE = ["**Takeaway:**", "**Bottom line:**", "**In short:**", "**Key point:**"]


def take(k):
    return "\n\n" + TAKE[k % len(TAKE)]


def hz(v, k):
    """An approximate figure within 1.2% of v: (hedge, figure, decimals); the hedge a word that says on which
    side v falls, or a "~" / "≈" that says neither."""
    t, d = about(v, k)
    h, fig = t.rsplit(" ", 1)
    sym = ["~", None, "≈", None][k % 4]
    return (sym, fig, d) if sym else (h + " ", fig, d)


def hzt(h, fig):
    return f"{h}{fig}"


def bold(x):
    return f"**{x}**"


def plural(x):
    return x + ("es" if x.endswith("o") else "s")


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def md_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, more="more", pre=""):
    """Two named rows, the larger first, in six Markdown voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, unit)
    D = lambda v: dd_of(v, d, cash)
    diff, r = va - vb, va / vb
    hi, hid = num(100 * diff / vb, 0 if 100 * diff / vb >= 10 else 1)
    lo, lod = num(100 * diff / va, 0 if 100 * diff / va >= 10 else 1)
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    gap = f"{S(diff)} {more}"
    form = k % 6
    mw, mbad = mult_words(r)
    if form == 3 and not mw:
        form = 5
    if form == 0:
        pre = pre or f"### {cap(A)} vs. {B}: {noun}\n"
        claims = [Claim(f"\n- **{cap(A)}:** {S(va)}"),
                  Claim(f"\n- **{cap(B)}:** {S(vb)}", [nbr(lambda x: f"\n- **{cap(B)}:** {x}")]),
                  Claim(f"\n- Ratio: {A} at **{rt}x** {B}",
                        [off(t, "off", f"\n- Ratio: {A} at **{w(r * 1.5 + 0.3, rd)}x** {B}", r,
                             r * 1.5 + 0.3, rd)]),
                  Claim(f"({hi}% higher).",
                        [None if 100 * diff / vb >= 95 else
                         off(t, "wrong_base", f"({w(100 * diff / va, hid)}% higher).", 100 * diff / vb,
                             100 * diff / va, hid, real=True)])]
    elif form == 1:
        pre = pre or f"### {cap(noun)}\n"
        claims = [Claim(f"\n| | {noun} |\n|---|---|\n| {A} | **{S(va)}** |"),
                  Claim(f"\n| {B} | **{S(vb)}** |", [nbr(lambda x: f"\n| {B} | **{x}** |")]),
                  Claim(f"\n\n- **Gap:** {gap}",
                        [off(t, "off", f"\n\n- **Gap:** {W(diff * 1.6, D(diff))} {more}", diff, diff * 1.6, D(diff))]),
                  Claim(f"\n- {cap(B)}: **{lo}%** below {A}",
                        [None if 100 * diff / vb >= 95 else
                         off(t, "wrong_base", f"\n- {cap(B)}: **{w(100 * diff / vb, lod)}%** below {A}",
                             100 * diff / va, 100 * diff / vb, lod, real=True)])]
    elif form == 2:
        h, fig, hd = hz(r, k)
        claims = [Claim(f"**Headline:** {A} ahead of {B} on {noun}, **{S(va)}** against **{S(vb)}**",
                        [nbr(lambda x: f"**Headline:** {A} ahead of {B} on {noun}, **{S(va)}** against **{x}**")]),
                  Claim(f"— a gap of **{S(diff)}**,",
                        [off(t, "off", f"— a gap of **{W(diff * 0.55, D(diff))}**,", diff, diff * 0.55, D(diff))]),
                  Claim(f"or {hzt(h, fig)}x.",
                        [off(t, "off", f"or {hzt(h, w(r * 1.6 + 0.4, hd))}x.", r, r * 1.6 + 0.4, hd, approx=True)])]
    elif form == 3:
        pre = pre or f"### {cap(noun)}\n"
        claims = [Claim(f"\n- {cap(A)} vs. {B}: **{mw}** the {noun}",
                        [("false_bound", f"\n- {cap(A)} vs. {B}: **{mbad}** the {noun}")]),
                  Claim(f"({S(va)} vs. {S(vb)})", [nbr(lambda x: f"({S(va)} vs. {x})")]),
                  Claim(f"\n- in absolute terms that is **{gap}**",
                        [off(t, "off", f"\n- in absolute terms that is **{W(diff * 1.7, D(diff))} {more}**", diff,
                             diff * 1.7, D(diff))])]
    elif form == 4:
        sh, shd = num(100 * va / (va + vb), 1)
        claims = [Claim(f"**{cap(A)} vs. {B}** on {noun}: {S(va)} and {S(vb)}."),
                  Claim(f"\n- Of the **{S(va + vb)}** the pair holds together, **{sh}%** is {poss(A)}",
                        [off(t, "ratio_as_share", f"\n- Of the **{S(va + vb)}** the pair holds together, "
                             f"**{w(100 * vb / va, shd)}%** is {poss(A)}", 100 * va / (va + vb), 100 * vb / va, shd,
                             real=True)]),
                  Claim(f"\n- {cap(A)} vs. {B}: **{rt}x**",
                        [off(t, "off", f"\n- {cap(A)} vs. {B}: **{w(r * 1.45 + 0.35, rd)}x**", r, r * 1.45 + 0.35, rd)])]
    else:
        claims = [Claim(f"- **{cap(A)}:** **{hi}% higher** than {B} on {noun}",
                        [None if 100 * diff / vb >= 95 else
                         off(t, "wrong_base", f"- **{cap(A)}:** **{w(100 * diff / va, hid)}% higher** than {B} on "
                             f"{noun}", 100 * diff / vb, 100 * diff / va, hid, real=True)]),
                  Claim(f"({S(va)} vs. {S(vb)})", [nbr(lambda x: f"({S(va)} vs. {x})")]),
                  Claim(f"\n- difference: **{S(diff)}**",
                        [off(t, "off", f"\n- difference: **{W(diff * 1.8, D(diff))}**", diff, diff * 1.8, D(diff))])]
    if k % 2 == 0:
        claims.append(Claim(f"{take(k)} {A} ahead, {rt}x {B}."))
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def md_chg(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, pre="", period="year"):
    """From one year (row) to another, in five voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    D = lambda v: dd_of(v, d, cash)
    diff = v2 - v1
    up = diff > 0
    pc = abs(100 * diff / v1)
    p, pd = num(pc, 1)
    wb = abs(100 * diff / v2)
    sgn = "+" if up else "−"
    nb = nbr_of(t, p1, avoid=(p2,))

    def base(fmt, approx=False):
        return off(t, "wrong_base", fmt(w(wb, pd)), pc, wb, pd, real=True, approx=approx)

    def nbr(fmt):
        if not nb or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    form = k % 5
    if form == 0:
        pre = pre or f"### {cap(noun)}, {l1} → {l2}\n"
        claims = [Claim(f"\n- **{l1}:** {S(v1)}", [nbr(lambda x: f"\n- **{l1}:** {x}")]),
                  Claim(f"\n- **{l2}:** {S(v2)}"),
                  Claim(f"\n- **Change:** {sgn}{S(abs(diff))}",
                        [off(t, "off", f"\n- **Change:** {sgn}{W(abs(diff) * 1.7, D(diff))}", abs(diff),
                             abs(diff) * 1.7, D(diff))]),
                  Claim(f"({sgn}{p}%)", [base(lambda x: f"({sgn}{x}%)")])]
    elif form == 1:
        h, fig, hd = hz(pc, k)
        claims = [Claim(f"{cap(noun)} {'rose' if up else 'fell'} from **{S(v1)}** in {l1} to **{S(v2)}** in {l2}",
                        [nbr(lambda x: f"{cap(noun)} {'rose' if up else 'fell'} from **{x}** in {l1} to **{S(v2)}** "
                             f"in {l2}")]),
                  Claim(f"— {hzt(h, fig)}% {'up' if up else 'down'}.",
                        [off(t, "wrong_base", f"— {hzt(h, w(wb, hd))}% {'up' if up else 'down'}.", pc, wb, hd,
                             approx=True, real=True)])]
    elif form == 2:
        pre = pre or f"### {cap(noun)} by {period}\n"
        claims = [Claim(f"\n| {period} | {noun} |\n|---|---|\n| {l1} | {S(v1)} |",
                        [nbr(lambda x: f"\n| {period} | {noun} |\n|---|---|\n| {l1} | {x} |")]),
                  Claim(f"\n| {l2} | {S(v2)} |"),
                  Claim(f"\n\n**Net:** {sgn}{p}%", [base(lambda x: f"\n\n**Net:** {sgn}{x}%")]),
                  Claim(f"({'an increase' if up else 'a decrease'} of {S(abs(diff))}).",
                        [off(t, "off", f"({'an increase' if up else 'a decrease'} of {W(abs(diff) * 0.5, D(diff))}).",
                             abs(diff), abs(diff) * 0.5, D(diff))])]
    elif form == 3:
        r = v2 / v1 if up else v1 / v2
        rt, rd = num(r, 1 if r >= 1.5 else 2)
        which = f"{l2} is" if up else f"{l1} was"
        claims = [Claim(f"- **{cap(noun)}:** {S(v1)} ({l1}) → {S(v2)} ({l2})"),
                  Claim(f"\n- {which} **{rt}x** the {l1 if up else l2} level",
                        [off(t, "off", f"\n- {which} **{w(r * 1.5 + 0.35, rd)}x** the {l1 if up else l2} level", r,
                             r * 1.5 + 0.35, rd)]),
                  Claim(f"\n- {'up' if up else 'down'} **{p} percent** on {l1}",
                        [base(lambda x: f"\n- {'up' if up else 'down'} **{x} percent** on {l1}")])]
    else:
        claims = [Claim(f"**{l2} vs. {l1}:** {noun} {'up' if up else 'down'} **{S(abs(diff))}**",
                        [off(t, "off", f"**{l2} vs. {l1}:** {noun} {'up' if up else 'down'} "
                             f"**{W(abs(diff) * 1.6, D(diff))}**", abs(diff), abs(diff) * 1.6, D(diff))]),
                  Claim(f"— from {S(v1)} to {S(v2)},", [nbr(lambda x: f"— from {x} to {S(v2)},")]),
                  Claim(f"a {p}% {'gain' if up else 'drop'}.", [base(lambda x: f"a {x}% {'gain' if up else 'drop'}.")])]
    if k % 3 == 2:
        claims.append(Claim(f"{take(k)} {noun} {'up' if up else 'down'} {p}% on {l1}."))
    book.case(t.db, t.rid, "change", claims, pre=pre)


def md_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", units=None, pre=""):
    """A total over a count for one row: "per order", "per customer", "each"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else (2 if cash else 1), sfx)
    rd = dd_of(r, d, cash)
    name = label or key
    units = units or unit + "s"
    c = f"{int(cnt):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    form = k % 4
    if form == 0:
        fmt = lambda x: f"### {cap(name)}\n\n- **{St(tot)}** {what} over **{c}** {units}\n- that is **{x}** per {unit}"
    elif form == 1:
        fmt = lambda x: f"- **{cap(name)}:** {x} {what} per {unit} ({St(tot)} ÷ {c})"
    elif form == 2:
        fmt = lambda x: f"**Per {unit}:** {name} works out to **{x}** {what} — {St(tot)} across {c} {units}."
    else:
        fmt = lambda x: f"{cap(name)} logs {St(tot)} {what} over {c} {units}, or **{x}** each."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    claims = [Claim(fmt(S(r)), tw)]
    if k % 3 == 1:
        claims.append(Claim(f"{take(k)} about {S(r)} per {unit} for {name}."))
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def md_rates(book, t, tot_col, cnt_col, a, b, k, unit, what, cash=False, d=2, label=None, sfx=""):
    """Two rows' per-unit figures compared."""
    ra, rb = t[a][tot_col] / t[a][cnt_col], t[b][tot_col] / t[b][cnt_col]
    if ra < rb:
        a, b, ra, rb = b, a, rb, ra
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, sfx)
    da, db = dd_of(ra, d, cash), dd_of(rb, d, cash)
    diff = ra - rb
    dd = dd_of(diff, d, cash)
    pc, pcd = num(100 * diff / rb, 1)
    extra = [ra, rb, diff, ra / rb, 100 * diff / rb, 100 * diff / ra]
    form = k % 3
    if form == 0:
        claims = [Claim(f"### {cap(what)} per {unit}\n\n| | per {unit} |\n|---|---|\n| {A} | **{S(ra)}** |"),
                  Claim(f"\n| {B} | **{S(rb)}** |",
                        [off(t, "off", f"\n| {B} | **{W(rb * 1.5, db)}** |", rb, rb * 1.5, db, extra=extra)]),
                  Claim(f"\n\n{cap(A)} gets **{S(diff)}** more per {unit}",
                        [off(t, "off", f"\n\n{cap(A)} gets **{W(diff * 2.2, dd)}** more per {unit}", diff, diff * 2.2,
                             dd, extra=extra)]),
                  Claim(f"(**{pc}%** higher).",
                        [off(t, "wrong_base", f"(**{w(100 * diff / ra, pcd)}%** higher).", 100 * diff / rb,
                             100 * diff / ra, pcd, real=True)])]
    elif form == 1:
        claims = [Claim(f"- **{cap(A)}:** {S(ra)} {what} per {unit}"),
                  Claim(f"\n- **{cap(B)}:** {S(rb)} per {unit}",
                        [off(t, "off", f"\n- **{cap(B)}:** {W(rb * 0.6, db)} per {unit}", rb, rb * 0.6, db,
                             extra=extra)]),
                  Claim(f"\n\nA gap of **{S(diff)}** per {unit} in {poss(A)} favour.",
                        [off(t, "off", f"\n\nA gap of **{W(diff * 1.8, dd)}** per {unit} in {poss(A)} favour.", diff,
                             diff * 1.8, dd, extra=extra)])]
    else:
        h, fig, hd = hz(ra / rb, k)
        claims = [Claim(f"**{cap(A)}** gets {hzt(h, fig)}x {poss(B)} {what} per {unit}",
                        [off(t, "off", f"**{cap(A)}** gets {hzt(h, w(ra / rb * 1.6 + 0.3, hd))}x {poss(B)} {what} per "
                             f"{unit}", ra / rb, ra / rb * 1.6 + 0.3, hd, approx=True, extra=extra)]),
                  Claim(f"({S(ra)} vs. {S(rb)}).",
                        [off(t, "off", f"({W(ra * 1.6, da)} vs. {S(rb)}).", ra, ra * 1.6, da, extra=extra)])]
    if k % 2 == 1:
        claims.append(Claim(f"{take(k)} {A} leads per {unit}."))
    book.case(t.db, t.rid, "per_unit", claims)


def md_blend(book, t, avg_col, n_col, k, noun, per, d=1, unit="", keys=None, cur="", by="head count"):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"### Overall\n\n- Weighted by {by}, the average {noun} is **{cur}{x}{unit}** per {per}"
    elif form == 1:
        fmt = lambda x: f"**Across all {int(sum(ns)):,} {plural(per)}:** {noun} averages **{cur}{x}{unit}** each."
    else:
        fmt = lambda x: f"- Pooling the groups ({int(sum(ns)):,} {plural(per)} in all), the typical {noun} is {cur}{x}{unit}"
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd,
                                                              real=True)])])


def md_share(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, unit=""):
    """One row's share of the column total; twins: a false fraction, the complement, the wrong total."""
    S, _ = shows(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    fw, fbad = frac_words(s)
    tw = []
    if fw and k % 2 == 0:
        fmt = lambda x: f"- **{cap(name)}** holds {fw} of {whole}: {S(v)} of {S(tot)}, i.e. **{x}%**"
        tw.append(("false_bound", f"- **{cap(name)}** holds {fbad} of {whole}: {S(v)} of {S(tot)}"))
    else:
        fmt = lambda x: f"**{cap(name)}** accounts for **{x}%** of {whole} ({S(v)} out of {S(tot)})."
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)])


def md_pp(book, t, col, a, b, k, whole, label=None):
    """Two rows' shares of the total and the gap between them in pp; twin: the relative gap as points."""
    tot = sum(t.col(col))
    sa, sb = 100 * t[a][col] / tot, 100 * t[b][col] / tot
    if sa < sb:
        a, b, sa, sb = b, a, sb, sa
    A, B = (label(a), label(b)) if label else (a, b)
    at, ad = num(sa, 1)
    bt, bd = num(sb, 1)
    g, gd = num(sa - sb, 1)
    rel = 100 * (sa - sb) / sb
    pts = "pp" if k % 2 == 0 else "percentage points"
    claims = [Claim(f"### Share of {whole}\n\n- **{cap(A)}:** {at}%"),
              Claim(f"\n- **{cap(B)}:** {bt}%",
                    [off(t, "complement", f"\n- **{cap(B)}:** {w(100 - sb, bd)}%", sb, 100 - sb, bd, real=True)]),
              Claim(f"\n\nThe gap is **{g} {pts}**.",
                    [off(t, "percent_as_points", f"\n\nThe gap is **{w(rel, gd)} {pts}**.", sa - sb, rel, gd,
                         real=True)])]
    if k % 2:
        claims.append(Claim(f"{take(k)} {A} ahead by {g} {pts}."))
    book.case(t.db, t.rid, "per_unit", claims)


def md_top(book, t, col, m, k, whole, cash=False, d=0, label=None, unit=""):
    """The top m rows' share of the column total; twins: the top over the rest (a ratio as a share), off."""
    S, W = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    top = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * top / tot
    st, sd = num(s, 1)
    names = ", ".join(L(x) for x in order[:-1]) + f" and {L(order[-1])}"
    fmt = lambda x: f"- The top {say(m)} ({names}) hold **{x}%** of {whole}"
    claims = [Claim(fmt(st), [off(t, "ratio_as_share", fmt(w(100 * top / (tot - top), sd)), s, 100 * top / (tot - top),
                                  sd, real=True) if top < tot - top else None]),
              Claim(f"({S(top)} of {S(tot)}).",
                    [off(t, "off", f"({W(top * 1.35, dd_of(top, d, cash))} of {S(tot)}).", top, top * 1.35,
                         dd_of(top, d, cash))])]
    book.case(t.db, t.rid, "per_unit", claims)


def md_fill(book, t, part_col, whole_col, key, k, what, label=None):
    """One row's part over its whole as a percent (a fill rate); twins: the neighbouring row's, the complement."""
    v, c = t[key][part_col], t[key][whole_col]
    s = 100 * v / c
    st, sd = num(s, 1)
    name = label or key
    nb = nbr_of(t, key)
    fmt = lambda x: f"- **{cap(name)}:** {n(v)} of {n(c)}, so {what} **{x}%**"
    tw = [off(t, "complement", fmt(w(100 - s, sd)), s, 100 - s, sd, real=True)]
    if nb:
        sn = 100 * t[nb][part_col] / t[nb][whole_col]
        tw.insert(0, off(t, "neighbour_row", fmt(w(sn, sd)), s, sn, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)])


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge)] + list(after), pre=pre)


def md_lead(book, t, col, k, noun, cash=False, d=0, unit="", label=None, rows_noun="rows"):
    """Plain: the leader and the runner-up, the number of rows, the total."""
    S, W = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    L = label or (lambda x: x)
    v = [t[x][col] for x in order]
    tot = sum(t.col(col))
    D = lambda x: dd_of(x, d, cash)
    cnt = say(len(order)) if k % 2 == 0 else str(len(order))
    claims = [Claim(f"### {cap(noun)}\n\n- **{cap(L(order[0]))}** leads with **{S(v[0])}**",
                    [off(t, "neighbour_row", f"### {cap(noun)}\n\n- **{cap(L(order[0]))}** leads with **{S(v[2])}**",
                         v[0], v[2], D(v[0]), real=True) if S(v[2]) != S(v[0]) else None]),
              Claim(f"\n- {cap(L(order[1]))} is next at {S(v[1])}"),
              Claim(f"\n- Total across all {cnt} {rows_noun}: **{S(tot)}**",
                    [off(t, "off", f"\n- Total across all {cnt} {rows_noun}: **{W(tot * 1.35, D(tot))}**", tot,
                         tot * 1.35, D(tot))])]
    book.case(t.db, t.rid, "plain", claims, derived=False)


def md_range(book, t, col, k, noun, cash=False, d=0, unit="", label=None):
    """Plain: the lowest and highest row ("between A and B"), and the spread."""
    S, W = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (t[x][col], x))
    L = label or (lambda x: x)
    lo, hi = t[order[0]][col], t[order[-1]][col]
    D = lambda x: dd_of(x, d, cash)
    fmt = lambda a, b: f"- {cap(noun)} ranges between **{a}** ({L(order[0])}) and **{b}** ({L(order[-1])})"
    claims = [Claim(fmt(S(lo), S(hi)), [off(t, "off", fmt(S(lo), W(hi * 1.45, D(hi))), hi, hi * 1.45, D(hi))]),
              Claim(f"\n- a spread of {S(hi - lo)}",
                    [off(t, "off", f"\n- a spread of {W((hi - lo) * 0.6, D(hi - lo))}", hi - lo, (hi - lo) * 0.6,
                         D(hi - lo))])]
    if k % 2:
        claims.append(Claim(f"{take(k)} {L(order[-1])} is top at {S(hi)}."))
    book.case(t.db, t.rid, "plain", claims, derived=False)


# ---------------------------------------------------------------------------
# northwind: employees, supplier countries, order years
# ---------------------------------------------------------------------------


def northwind(book):
    em = table("northwind", "Per employee (last name): orders taken, distinct customers and total freight?",
               "SELECT e.last_name AS employee, count(*) AS orders, count(DISTINCT o.customer_id) AS customers, "
               "round(sum(o.freight)::numeric, 2) AS freight FROM orders o JOIN employees e "
               "ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 2 DESC")
    md_cmp(book, em, "orders", "Peacock", "Leverling", 0, "orders taken")
    md_cmp(book, em, "orders", "Peacock", "Buchanan", 3, "orders taken")
    md_cmp(book, em, "freight", "Davolio", "Suyama", 1, "freight", cash=True)
    md_cmp(book, em, "customers", "Callahan", "Dodsworth", 2, "customers served")
    md_cmp(book, em, "customers", "Peacock", "King", 4, "customers")
    md_rate(book, em, "freight", "orders", "Peacock", 0, "order", "in freight", cash=True)
    md_rate(book, em, "freight", "orders", "Buchanan", 2, "order", "freight", cash=True)
    md_rates(book, em, "freight", "orders", "Fuller", "Suyama", 0, "order", "freight", cash=True)
    md_share(book, em, "orders", "Peacock", 0, "all orders", other="Leverling")
    md_pp(book, em, "orders", "Davolio", "Dodsworth", 0, "orders")
    md_lead(book, em, "freight", 1, "freight by employee", cash=True, rows_noun="employees")
    md_range(book, em, "customers", 0, "customers per employee")

    sc = table("northwind", "Per supplier country: products, average list price, units in stock and stock value?",
               "SELECT s.country, count(*) AS products, round(avg(p.unit_price)::numeric, 2) AS avg_price, "
               "sum(p.units_in_stock) AS stock, round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value "
               "FROM products p JOIN suppliers s ON s.supplier_id = p.supplier_id GROUP BY 1 ORDER BY 2 DESC, 1")
    md_cmp(book, sc, "avg_price", "France", "Germany", 3, "average price", cash=True, d=2)
    md_cmp(book, sc, "avg_price", "Germany", "USA", 0, "average list price", cash=True, d=2)
    md_cmp(book, sc, "stock_value", "USA", "Canada", 1, "stock value", cash=True)
    md_rate(book, sc, "stock_value", "stock", "France", 0, "unit", "of stock value", cash=True)
    md_rates(book, sc, "stock_value", "stock", "Germany", "Australia", 2, "unit", "value", cash=True)
    md_share(book, sc, "products", "USA", 0, "the catalogue", other="Germany")
    md_share(book, sc, "stock_value", "France", 1, "stock value", other="USA", cash=True)
    md_top(book, sc, "stock_value", 3, 0, "total stock value", cash=True)
    md_blend(book, sc, "avg_price", "products", 0, "list price", "product", d=2, cur="$", by="product count")
    md_lead(book, sc, "products", 0, "products by supplier country", rows_noun="countries")

    yr = table("northwind", "Per order year: orders, units sold and net sales after discount?",
               "SELECT extract(year FROM o.order_date)::int AS year, count(DISTINCT o.order_id) AS orders, "
               "sum(d.quantity) AS units, round(sum(d.unit_price * d.quantity * (1 - d.discount))::numeric, 2) "
               "AS net_sales FROM orders o JOIN order_details d ON d.order_id = o.order_id GROUP BY 1 ORDER BY 1")
    md_chg(book, yr, "net_sales", "1996", "1997", 0, "net sales", cash=True)
    md_chg(book, yr, "units", "1996", "1997", 3, "units sold")
    md_chg(book, yr, "orders", "1997", "1998", 1, "orders")
    md_chg(book, yr, "net_sales", "1997", "1998", 4, "net sales", cash=True)
    md_chg(book, yr, "units", "1997", "1998", 2, "units sold")
    md_rate(book, yr, "net_sales", "orders", "1997", 2, "order", "in net sales", cash=True, label="1997")
    md_share(book, yr, "net_sales", "1997", 0, "three-year net sales", other="1996", cash=True)
    mo = table("northwind", "Per month of the second half of 1997: orders, units and net sales after discount?",
               "SELECT to_char(o.order_date, 'YYYY-MM') AS month, count(DISTINCT o.order_id) AS orders, "
               "sum(d.quantity) AS units, round(sum(d.unit_price * d.quantity * (1 - d.discount))::numeric, 2) "
               "AS net_sales FROM orders o JOIN order_details d ON d.order_id = o.order_id "
               "WHERE o.order_date >= '1997-07-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 1")
    M = {"1997-07": "July", "1997-08": "August", "1997-09": "September", "1997-10": "October", "1997-11": "November",
         "1997-12": "December"}
    md_chg(book, mo, "net_sales", "1997-11", "1997-12", 1, "net sales", cash=True, l1="November", l2="December")
    md_chg(book, mo, "net_sales", "1997-07", "1997-08", 2, "net sales", cash=True, l1="July", l2="August",
           period="month")
    md_chg(book, mo, "units", "1997-10", "1997-11", 0, "units", l1="October", l2="November")
    md_chg(book, mo, "orders", "1997-11", "1997-12", 4, "orders", l1="November", l2="December")
    md_chg(book, mo, "units", "1997-08", "1997-09", 3, "units shipped", l1="August", l2="September")
    md_chg(book, mo, "net_sales", "1997-09", "1997-10", 0, "net sales", cash=True, l1="September", l2="October")
    md_chg(book, mo, "units", "1997-07", "1997-12", 1, "units", l1="July", l2="December")
    md_rate(book, mo, "net_sales", "orders", "1997-12", 3, "order", "in net sales", cash=True, label="December")
    md_cmp(book, mo, "net_sales", "1997-12", "1997-11", 2, "net sales", cash=True, label=lambda x: M[x])
    md_lead(book, mo, "net_sales", 1, "net sales, July–December 1997", cash=True, label=lambda x: M[x],
            rows_noun="months")
    empty(book, "northwind", "Which products are priced above $300?",
          "SELECT product_id FROM products WHERE unit_price > 300",
          "### Products over $300\n\n- **None** — the query returned zero rows.",
          "### Products over $300\n\n- **3 products**, all from French suppliers.")
    ex = table("northwind", "The three most expensive products: id, name, list price?",
               "SELECT product_id, product_name, unit_price FROM products ORDER BY unit_price DESC, product_id LIMIT 3")
    top = ex.order[0]
    ident(book, ex, f"- **Priciest item:** product {top} ({ex[top]['product_name']}) at ${n(ex[top]['unit_price'], 2)}",
          f"product {top}", f"product {int(top) + 17}")


# ---------------------------------------------------------------------------
# chinook: artists, billing countries, playlists
# ---------------------------------------------------------------------------


def chinook(book):
    ar = table("chinook", "The eight artists with most tracks: albums, tracks, total minutes and average file size?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes, round(avg(t.bytes)) AS avg_bytes FROM track t "
               "JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    md_cmp(book, ar, "tracks", "Iron Maiden", "U2", 2, "tracks")
    md_cmp(book, ar, "albums", "Iron Maiden", "Metallica", 3, "albums")
    md_cmp(book, ar, "minutes", "Led Zeppelin", "Pearl Jam", 5, "playing time", d=1, unit=" min", more="longer")
    md_cmp(book, ar, "tracks", "Led Zeppelin", "Lenny Kravitz", 1, "tracks")
    md_rate(book, ar, "tracks", "albums", "Iron Maiden", 3, "album", "tracks", d=1)
    md_rate(book, ar, "minutes", "tracks", "Metallica", 2, "track", "minutes", d=2)
    md_rates(book, ar, "minutes", "tracks", "Led Zeppelin", "U2", 2, "track", "minutes", d=2)
    md_share(book, ar, "tracks", "Iron Maiden", 0, "these eight artists' tracks", other="U2")
    conv(book, ar, "Iron Maiden", "minutes", 0, lambda v, c: f"- **Iron Maiden:** {v} minutes of music, about "
         f"**{c} hours**", 1, 1 / 60, 1, HBADS)
    conv(book, ar, "Metallica", "minutes", 1, lambda v, c: f"Metallica runs {v} min in total (≈{c} h).", 1, 1 / 60, 1,
         HBADS)
    conv(book, ar, "Deep Purple", "minutes", 2, lambda v, c: f"**Deep Purple:** {v} minutes, i.e. {c} hours of "
         f"listening.", 1, 1 / 60, 2, HBADS)
    conv(book, ar, "Led Zeppelin", "avg_bytes", 0, lambda v, c: f"- **Led Zeppelin:** {v} bytes per track on "
         f"average, roughly **{c} MB** each", 0, MB_PER_BYTE, 1, MBADS)
    conv(book, ar, "U2", "avg_bytes", 1, lambda v, c: f"U2 tracks average {v} bytes — {c} MB apiece.", 0,
         MB_PER_BYTE, 2, MBADS)
    conv(book, ar, "Metallica", "avg_bytes", 3, lambda v, c: f"- Metallica: {v} bytes each, about {c} MB", 0,
         MB_PER_BYTE, 1, MBADS)
    md_lead(book, ar, "minutes", 0, "total playing time", d=1, unit=" min", rows_noun="artists")

    co = table("chinook", "The eight billing countries with most revenue: customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 8")
    md_cmp(book, co, "revenue", "USA", "Canada", 0, "revenue", cash=True)
    md_cmp(book, co, "revenue", "France", "Germany", 5, "revenue", cash=True)
    md_cmp(book, co, "customers", "USA", "United Kingdom", 4, "customers")
    md_rate(book, co, "revenue", "customers", "USA", 0, "customer", "revenue", cash=True)
    md_rate(book, co, "revenue", "invoices", "Czech Republic", 1, "invoice", "revenue", cash=True)
    md_rate(book, co, "revenue", "customers", "Germany", 3, "customer", "in revenue", cash=True)
    md_rates(book, co, "revenue", "customers", "Czech Republic", "Brazil", 0, "customer", "revenue", cash=True)
    md_share(book, co, "revenue", "USA", 1, "top-eight revenue", other="Canada", cash=True, d=2)
    md_top(book, co, "revenue", 3, 1, "the eight countries' revenue", cash=True, d=2)
    md_pp(book, co, "revenue", "Canada", "Brazil", 1, "revenue")
    md_lead(book, co, "invoices", 1, "invoices by country", rows_noun="countries")

    pl = table("chinook", "Tracks per playlist name?",
               "SELECT p.name AS playlist, count(*) AS tracks FROM playlist p JOIN playlist_track pt "
               "ON pt.playlist_id = p.playlist_id GROUP BY 1 ORDER BY 2 DESC, 1")
    md_cmp(book, pl, "tracks", "TV Shows", "Classical", 0, "tracks")
    md_cmp(book, pl, "tracks", "Brazilian Music", "Grunge", 2, "tracks")
    md_share(book, pl, "tracks", "Music", 1, "playlist entries", other="TV Shows")
    book.case(pl.db, pl.rid, "plain", [
        Claim(f"### Playlists\n\n- **{len(pl)}** playlist names with tracks"),
        Claim(f"\n- the three Classical 101 lists hold {say(int(pl['Classical 101 - Deep Cuts']['tracks']))} tracks "
              f"each", [words_twin("number_words_wrong_row", f"\n- the three Classical 101 lists hold "
                                   f"{say(int(pl['Brazilian Music']['tracks']))} tracks each",
                                   pl["Classical 101 - Deep Cuts"]["tracks"], pl["Brazilian Music"]["tracks"])]),
        Claim(f"\n- Grunge has {say(int(pl['Grunge']['tracks']))}."),
    ], derived=False)
    empty(book, "chinook", "Which tracks run longer than three hours?",
          "SELECT track_id FROM track WHERE milliseconds > 3 * 3600 * 1000",
          "### Tracks over 3 hours\n\n**Zero.** No track in the catalogue is that long.",
          "### Tracks over 3 hours\n\n**Two** — both episodes of *Lost*.")
    big = table("chinook", "The three largest tracks by file size: id, bytes?",
                "SELECT track_id, bytes FROM track ORDER BY bytes DESC, track_id LIMIT 3")
    top = big.order[0]
    ident(book, big, f"- **Largest file:** track {top}, {n(big[top]['bytes'])} bytes", f"track {top}",
          f"track {int(top) - 118}")


# ---------------------------------------------------------------------------
# superhero: alignment, gender, race
# ---------------------------------------------------------------------------

SIZE = "s.height_cm BETWEEN 100 AND 300 AND s.weight_kg BETWEEN 20 AND 600"


def heroes(book):
    al = table("superhero", "Per alignment, heroes of plausible size: count, average height (cm) and weight (kg)?",
               "SELECT a.alignment, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_height, "
               "round(avg(s.weight_kg), 1) AS avg_weight FROM superhero s JOIN alignment a ON a.id = s.alignment_id "
               f"WHERE {SIZE} GROUP BY 1 ORDER BY 2 DESC")
    L = lambda x: f"{x.lower()} heroes"
    md_cmp(book, al, "avg_weight", "Bad", "Good", 0, "average weight", d=1, unit=" kg", more="heavier", label=L)
    md_cmp(book, al, "heroes", "Good", "Bad", 3, "head count", label=L)
    md_cmp(book, al, "avg_height", "Bad", "Good", 5, "average height", d=1, unit=" cm", more="taller", label=L)
    md_blend(book, al, "avg_weight", "heroes", 1, "weight", "hero", d=1, unit=" kg")
    md_blend(book, al, "avg_height", "heroes", 2, "height", "hero", d=1, unit=" cm")
    md_share(book, al, "heroes", "Good", 0, "the heroes measured", other="Bad", label="good heroes")
    md_pp(book, al, "heroes", "Good", "Bad", 1, "heroes", label=L)
    conv(book, al, "Bad", "avg_weight", 0, lambda v, c: f"### Villains\n\n- average weight **{v} kg**, roughly "
         f"**{c} lbs**", 1, LB_PER_KG, 0, LBADS)
    conv(book, al, "Good", "avg_height", 1, lambda v, c: f"- **Good heroes:** {v} cm on average, ≈{c} inches", 1,
         IN_PER_CM, 1, (2.54, 0.3, 0.5, 0.25, 0.6, 0.45, 1 / 30.48, 0.2))
    conv(book, al, "Neutral", "avg_weight", 2, lambda v, c: f"Neutral characters average {v} kg ({c} lb).", 1,
         LB_PER_KG, 1, LBADS)

    ge = table("superhero", "Per gender, heroes of plausible size: count, average height (cm) and weight (kg)?",
               "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_height, "
               "round(avg(s.weight_kg), 1) AS avg_weight FROM superhero s JOIN gender g ON g.id = s.gender_id "
               f"WHERE {SIZE} GROUP BY 1 ORDER BY 2 DESC")
    G = lambda x: {"Male": "male heroes", "Female": "female heroes"}.get(x, x)
    md_cmp(book, ge, "avg_weight", "Male", "Female", 2, "average weight", d=1, unit=" kg", more="heavier", label=G)
    md_cmp(book, ge, "heroes", "Male", "Female", 1, "heroes", label=G)
    md_cmp(book, ge, "avg_height", "Male", "Female", 4, "average height", d=1, unit=" cm", more="taller", label=G)
    md_share(book, ge, "heroes", "Female", 1, "the measured heroes", other="Male", label="female heroes")
    md_blend(book, ge, "avg_weight", "heroes", 0, "weight", "hero", d=1, unit=" kg")
    conv(book, ge, "Female", "avg_weight", 3, lambda v, c: f"- **Female:** {v} kg, about **{c} lbs** each", 1,
         LB_PER_KG, 0, LBADS)
    conv(book, ge, "Male", "avg_height", 0, lambda v, c: f"Male heroes stand {v} cm on average — ~{c} ft.", 1,
         FT_PER_CM, 2, (1 / 12, 1 / 2.54, 1 / 100, 1 / 39.37, 1 / 20, 1 / 50, 1 / 25))

    rc = table("superhero", "Per race with at least four heroes of plausible size: count, average height and "
               "weight?",
               "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_height, "
               "round(avg(s.weight_kg), 1) AS avg_weight FROM superhero s JOIN race r ON r.id = s.race_id "
               f"WHERE r.race <> '-' AND {SIZE} GROUP BY 1 HAVING count(*) >= 4 ORDER BY 2 DESC, 1")
    md_cmp(book, rc, "heroes", "Human", "Mutant", 2, "heroes")
    md_cmp(book, rc, "avg_weight", "Asgardian", "Human", 3, "average weight", d=1, unit=" kg", more="heavier",
           label=lambda x: x + "s")
    md_cmp(book, rc, "avg_height", "Android", "Kryptonian", 1, "average height", d=1, unit=" cm", more="taller",
           label=lambda x: x + "s")
    md_cmp(book, rc, "avg_weight", "Symbiote", "Inhuman", 5, "average weight", d=1, unit=" kg", more="heavier")
    md_top(book, rc, "heroes", 3, 0, "the heroes listed")
    md_blend(book, rc, "avg_height", "heroes", 2, "height", "hero", d=1, unit=" cm")
    md_range(book, rc, "avg_weight", 1, "average weight", d=1, unit=" kg")
    md_range(book, rc, "avg_height", 0, "average height", d=1, unit=" cm")
    md_lead(book, rc, "heroes", 0, "heroes per race", rows_noun="races")
    conv(book, rc, "Asgardian", "avg_weight", 1, lambda v, c: f"- **Asgardians:** {v} kg ≈ {c} lbs", 1, LB_PER_KG, 0,
         LBADS)
    conv(book, rc, "Android", "avg_height", 2, lambda v, c: f"Androids average {v} cm, or about {c} in.", 1,
         IN_PER_CM, 0, (2.54, 0.3, 0.5, 0.25, 0.6, 0.45, 0.2))
    empty(book, "superhero", "Which heroes of plausible size weigh over 550 kg and stand under 120 cm?",
          "SELECT id FROM superhero WHERE weight_kg BETWEEN 550 AND 600 AND height_cm BETWEEN 100 AND 119",
          "### Heavy but short\n\n- Matches: **0**. Nobody fits both filters.",
          "### Heavy but short\n\n- Matches: **5**, mostly Marvel.")


# ---------------------------------------------------------------------------
# concert_singer: stadiums; battle_death: battles; course_teach and pets_1
# ---------------------------------------------------------------------------


SP = "Stark's Park"


def stadiums(book):
    st = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY average DESC")
    md_cmp(book, st, "capacity", "Hampden Park", "Somerset Park", 3, "capacity")
    md_cmp(book, st, "average", "Stark's Park", "Somerset Park", 0, "average attendance")
    md_cmp(book, st, "capacity", "Somerset Park", "Stark's Park", 1, "capacity")
    md_cmp(book, st, "average", "Bayview Stadium", "Glebe Park", 5, "average attendance")
    md_cmp(book, st, "highest", "Stark's Park", "Somerset Park", 2, "record attendance")
    md_fill(book, st, "average", "capacity", "Bayview Stadium", 0, "it fills on average")
    md_fill(book, st, "average", "capacity", "Stark's Park", 1, "the average crowd fills")
    md_rates(book, st, "average", "capacity", "Bayview Stadium", "Hampden Park", 1, "seat", "fans", d=3)
    md_share(book, st, "capacity", "Hampden Park", 0, "total capacity", other="Somerset Park")
    md_range(book, st, "average", 1, "average attendance")
    md_lead(book, st, "capacity", 0, "capacity", rows_noun="stadiums")
    book.case(st.db, st.rid, "plain", [
        Claim(f"### Stadiums\n\n- **{say(len(st)).capitalize()}** venues in the table"),
        Claim(f"\n- Glebe Park's lowest gate: {n(st['Glebe Park']['lowest'])}",
              [off(st, "neighbour_row", f"\n- Glebe Park's lowest gate: {n(st['Balmoor']['lowest'])}",
                   st["Glebe Park"]["lowest"], st["Balmoor"]["lowest"], 0, real=True)]),
        Claim(f"\n- Stark's Park peaks at {n(st[SP]['highest'])}"),
    ], derived=False)


def battles(book):
    bt = table("spider_battle_death", "Per battle with ships lost: ships lost, killed and injured?",
               "SELECT b.name AS battle, count(DISTINCT s.id) AS ships_lost, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC, 1")
    md_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 2, "deaths",
           label=lambda x: x.replace("Battle of ", ""))
    md_cmp(book, bt, "killed", "Battle of Boruy", "Battle of Messinopolis", 1, "deaths")
    md_share(book, bt, "killed", "Siege of Constantinople", 1, "all deaths", other="Battle of Boruy",
             label="the Siege of Constantinople")
    md_rate(book, bt, "killed", "ships_lost", "Siege of Constantinople", 3, "ship lost", "deaths", d=1,
            units="ships lost", label="the Siege of Constantinople")
    md_lead(book, bt, "killed", 1, "deaths per battle", rows_noun="battles")
    book.case(bt.db, bt.rid, "plain", [
        Claim(f"### Battles with ships lost\n\n- {say(len(bt)).capitalize()} battles,"),
        Claim(f"{int(sum(bt.col('ships_lost')))} ships in all"),
        Claim(f"\n- Injuries: **{int(bt['Battle of Messinopolis']['injured'])}**, all at Messinopolis",
              [off(bt, "off", f"\n- Injuries: **{int(bt['Battle of Messinopolis']['injured'] * 2.6)}**, all at "
                   f"Messinopolis", bt["Battle of Messinopolis"]["injured"],
                   int(bt["Battle of Messinopolis"]["injured"] * 2.6), 0)]),
    ], derived=False)
    empty(book, "spider_battle_death", "Which battles ended in a Latin victory with more than 100 killed?",
          "SELECT b.id FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id "
          "WHERE b.result = 'Latin victory' GROUP BY b.id HAVING sum(d.killed) > 100",
          "- **Zero** battles qualify.", "- **Two** battles qualify: Philippopolis and Rusion.")


def small(book):
    te = table("spider_course_teach", "Teachers: name, age and hometown?",
               "SELECT name, age, hometown FROM teacher ORDER BY age DESC, name")
    md_range(book, te, "age", 0, "teacher age", label=lambda x: x)
    md_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 0, "age")
    book.case(te.db, te.rid, "plain", [
        Claim(f"### Staff\n\n- **{len(te)}** teachers,"),
        Claim(f"average age **{n(sum(te.col('age')) / len(te), 1)}**",
              [off(te, "off", f"average age **{w(sum(te.col('age')) / len(te) * 1.4, 1)}**",
                   sum(te.col("age")) / len(te), sum(te.col("age")) / len(te) * 1.4, 1)]),
        Claim(f"\n- Lucy Wong is {say(int(te['Lucy Wong']['age']))}, Joseph Huts {say(int(te['Joseph Huts']['age']))}",
              [words_twin("number_words_wrong_row", f"\n- Lucy Wong is {say(int(te['Vicente Carretero']['age']))}, "
                          f"Joseph Huts {say(int(te['Joseph Huts']['age']))}", te["Lucy Wong"]["age"],
                          te["Vicente Carretero"]["age"])]),
    ], derived=False)
    pe = table("spider_pets_1", "Pets: id, type, age and weight (kg)?",
               "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    conv(book, pe, "2002", "weight", 0, lambda v, c: f"- **Pet 2002** (a dog) weighs {v} kg, about **{c} lbs**", 1,
         LB_PER_KG, 1, LBADS)
    conv(book, pe, "2001", "weight", 1, lambda v, c: f"The cat (pet 2001): {v} kg ≈ {c} lb.", 0, LB_PER_KG, 1, LBADS)
    hv = max(pe.order, key=lambda x: pe[x]["weight"])
    ident(book, pe, f"- **Heaviest:** pet {hv}, {n(pe[hv]['weight'], 1)} kg", f"pet {hv}", f"pet {int(hv) + 9}")


def main():
    sections = (northwind, chinook, heroes, stadiums, battles, small)
    return run_set(Book10(), sections, "twenty-third set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
