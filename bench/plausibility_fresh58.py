#!/usr/bin/env python3
"""
plausibility_fresh58.py — a fifty-ninth labelled set for check_answer,
written held out: answers laid out as the automated operations alerts and
digests a monitoring bot posts into a team's chat channel (the kind an
e-commerce or data-ops team gets from its dashboard tool): a status emoji and
a title line ("⚠️ Alert: Net sales above baseline", "✅ Resolved:", "📊 Daily
digest"), now and then a source line in brackets, key-value lines joined by
pipes ("Metric: freight | Window: 1997 | Current: $12,374.00"), bullet lines,
a one-line human-readable summary under some blocks ("Freight is roughly a
third above last quarter; Speedy Express carries about 2 in 5 orders.") and
a footer with no figure in it ("View dashboard ↗"), over tables spread across
the databases bench/plausibility.sh loads: northwind (orders, net sales and
late orders per month from September 1997 to April 1998; shipments, freight,
days to ship and late shipments per carrier in 1997; stock, stock on order,
products at their reorder level and stock value per category; orders and net
sales of the eight biggest customers of 1997; orders and freight per ship
city; the slowest shipment; the oldest open order), chinook (units, revenue
and buyers per genre; tracks, file sizes and lengths per media type;
invoices and revenue per billing country in 2024 and 2025; the largest
invoice), BIRD's superhero (heroes, heights and weights per race; heroes and
villains per publisher; attribute scores), Spider's car_1 (cars, mpg,
weight and horsepower per maker country; cars, mpg, weight and cars at 30
mpg or better per model year; the most economical car), defog-dev's
geography (rivers, lakes, mountains), atis (flights and their flying times;
ground transport fares), concert_singer (stadium capacity and attendance)
and voter_1, with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx(), with fresh56's
hedges "~", "≈", "<", "just over"). The writing is the monitoring bot the
other sets lack, in its compact notation: "vs baseline", "Δ: +34.0%",
multiples with an "x" ("2.4x baseline"), ">=" and "<" bounds, "x of y",
"pct of total", rates per order, per customer, per unit ("≈ $65.26 per
shipment"), durations converted ("avg time to ship 10.17 d (~244 h)"),
cents and dollars, "no events matched (0)" for an empty result, identifiers
with digits (order, invoice, car and flight numbers), and number words in
the summary lines. The status line, the source line and the footer are part
of the style, not claims. Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's, fresh10's, fresh29's, fresh41's to
fresh47's, fresh50's, fresh52's and fresh56's):
  comparison  two named rows: multiples ("2.3x", ">= 2x", "about double"),
              ratios "to one", margins, percent ahead, one as a share of the
              other
  change      period on period, "Δ" in percent, in absolute terms, as a
              fraction in words, as a multiple
  per_unit    totals over counts ("$65.26 per shipment"), the blended rate,
              one row against the baseline (the average of the rows, in
              percent or as a multiple), shares ("x of y", percent of total,
              fractions, "1 in N", "roughly six in ten")
  conversion  days/hours and weeks, minutes/hours, seconds/minutes, MB/GB,
              kg/lb, cm/ft, lb/kg, mpg/L per 100 km, km/mi, sq km/sq mi,
              m/ft
  zero_ident  zero for an empty result ("no events matched (0)"),
              identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer, as fresh52's to
fresh56's do (the neighbouring row's value, a real value in the wrong role,
a false multiple, fraction or bound, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, a figure off by more than the rounding shown, a restated figure
far off). A twin is kept only when its figure is far from the true value
(fresh4's rules) and, unless it is a real value in the wrong role, far from
every cell, aggregate, pairwise difference, ratio and share of the result
too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import datetime
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, off
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import in_ten, to_one
from plausibility_fresh45 import ear_mult, every
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import mult, nbr_fn, off_f, off_r, plain_off, ptw, words_row
from plausibility_fresh52 import En, _cl
from plausibility_fresh56 import E, again_t, conv_t, one_in, pct_t, per_t

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
FT_PER_CM = 1 / 30.48
SQMI_PER_SQKM = 0.386102159
L100_MPG = 235.214583
KMPL_PER_MPG = 0.425143707


def at_least(r):
    """A bound on a multiple in the bot's notation (">= 2x"), true of r and away from its edge, and a false one."""
    m = int(r)
    if m < 2 or r - m < 0.12:
        return None, None
    return f">= {m}x", f">= {m + 2}x" if m >= 3 else f">= {m * 2 + 1}x"


def under(r):
    """An upper bound on a multiple ("< 3x"), true of r and away from its edge, and a false one."""
    m = int(r) + 1
    if m < 2 or m - r < 0.12 or m > 12:
        return None, None
    bad = max(2, m // 2) if m >= 4 else None
    if not bad or r < bad * 1.15:
        return None, None
    return f"< {m}x", f"< {bad}x"


# ---------------------------------------------------------------------------
# the bot's post: a status and title line, an optional source line, key-value lines joined by pipes, bullet
# lines, a one-line summary, a footer
# ---------------------------------------------------------------------------

BULLET = ["• ", "- ", "▸ ", "• ", "↳ "]
SUMLEAD = ["", "Summary: ", "→ ", "ℹ️ ", "", "Note: ", "💬 "]
FOOT = ["", "View dashboard ↗", "", "Ack with 👀 · mute with 🔕", "", "Owner: @data-ops", "",
        "Source: warehouse read replica", "", "Runbook: ops wiki › alerts", "", "Posted by opsbot"]
SRC = ["[src: {db}]", "", "[{db} · scheduled check]", "", "source={db}", "", "[{db}]"]


def KV(*cs):
    """A key-value line: claims joined by pipes."""
    return ("kv", None, [_cl(c) for c in cs if c is not None])


def LN(*cs):
    """Bullet lines, one claim a line."""
    return ("ln", None, [_cl(c) for c in cs if c is not None])


def CT(*cs):
    """Claims that continue the line before, with no pipe."""
    return ("ct", None, [_cl(c) for c in cs if c is not None])


def SM(*cs):
    """The one-line summary."""
    return ("sm", None, [_cl(c) for c in cs if c is not None])


class Book58(Book10):
    """fresh10's Book10, with each answer laid out as a bot's post: the status and title line (fixed text, or a
    claim when it holds a figure), now and then a source line, the blocks one to a line, a footer; none of the fixed
    text holds a figure of the result."""

    def item(self, db, rid, shape, head, blocks, derived=True, max_twins=2):
        k = self.cases
        blocks = [b for b in blocks if b and b[2]]
        src = pick(SRC, k * 5 + 1).format(db=db)
        bul = pick(BULLET, k * 3 + 2)
        claims = []
        pre = ""
        if isinstance(head, Claim):
            claims.append(head)
        else:
            pre = head
        if src:
            if claims:
                claims[-1] = pre_(claims[-1], "")
                claims[-1].text += "\n" + src
                claims[-1].wrongs = [(r, x + "\n" + src) for r, x in claims[-1].wrongs]
            else:
                pre += "\n" + src
        for kd, _, cs in blocks:
            if kd == "kv":
                for q, c in enumerate(cs):
                    claims.append(pre_(c, "\n" if q == 0 else "| "))
            elif kd == "ct":
                claims += cs
            elif kd == "ln":
                for c in cs:
                    claims.append(pre_(c, "\n" + bul))
            else:
                claims.append(pre_(cs[0], "\n" + pick(SUMLEAD, k * 7 + 3)))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if x and not (x[1] in seen or seen.add(x[1]))]
        ft = pick(FOOT, k * 3 + 1)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=("\n" + ft) if ft else "")


ST = {"cmp": ["📊 Report:", "📊 Comparison:", "ℹ️ Info:", "🟡 Watch:", "📊 Breakdown:"],
      "up": ["⚠️ Alert:", "📈 Trend:", "🔺 Spike:", "⚠️ Alert:"],
      "down": ["📉 Alert:", "🔻 Drop:", "⚠️ Alert:", "📉 Trend:"],
      "rate": ["ℹ️ Info:", "📊 Unit metrics:", "🧮 Rate check:", "ℹ️ KPI:"],
      "share": ["📊 Mix:", "ℹ️ Info:", "🥧 Share of total:", "📊 Breakdown:"],
      "avg": ["🟡 Outlier:", "⚠️ Anomaly:", "🟡 Watch:", "📊 vs baseline:"],
      "conv": ["ℹ️ Info:", "⏱️ Metric:", "📏 Metric:", "ℹ️ FYI:"],
      "zero": ["✅ Resolved:", "✅ All clear:", "✅ OK:", "🟢 Check passed:"],
      "id": ["🔎 Top record:", "🔎 Lookup:", "📌 Flagged:", "🔎 Record:"],
      "dig": ["📊 Daily digest:", "📊 Digest:", "🗒️ Shift summary:", "📊 Daily digest —"]}


def H(kind, k, title):
    return f"{pick(ST[kind], k)} {title}"


# ---------------------------------------------------------------------------
# shapes, as the bot posts them
# ---------------------------------------------------------------------------


def a_cmp(book, t, col, a, b, k, title, noun, cash=False, d=0, unit="", label=None, qty="as many", metric=None,
          sm=True, more=()):
    """Two named rows, the larger first, in six layouts; noun names the figure ("orders", "shipments")."""
    F = E(k)
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    Lb = label or (lambda x: x)
    A_, B_ = Lb(a), Lb(b)
    S, W_, D = F.shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel, beh = 100 * diff / vb, 100 * diff / va
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    sfx = "" if cash or unit else f" {noun}"
    fb = lambda x: f"{B_}: {x}{sfx}"
    lead = [f"Metric: {metric}"] if metric and k % 2 == 0 else []
    stats = KV(*lead, f"{A_}: {S(va)}{sfx}", Claim(fb(S(vb)), [nbr(fb)]))
    form = k % 6
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    lw, lbad = at_least(r)
    if form == 0 and not mw:
        form = 1
    if form == 2 and not fw:
        form = 4
    if form == 3 and not tw:
        form = 5 if r >= 1.3 else 1
    if form == 5 and not lw:
        form = 4 if r < 1.3 else 3 if tw else 1
    blocks = []
    if form == 0:
        as_ = lambda m: " as" if "times" in m else ""
        blocks = [KV(again_t(t, F, diff, k, "Δ: {}", cash, unit, role="off")),
                  SM(Claim(f"{A_} has {mw}{as_(mw)} {B_}.", [("false_bound", f"{A_} has {mbad}{as_(mbad)} {B_}.")]))]
    elif form == 1:
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"Δ: +{x}"
        f3 = lambda x: f"{A_} vs {B_}: +{F.p(x)}"
        blocks = [KV(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, rel, beh, pd)]))]
        if sm and r >= 1.25:
            blocks.append(SM(mult(t, F, r, k, lambda x: f"{A_} runs at {x} {B_}.", hedged=True)))
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f2 = lambda x: f"{B_} as pct of {A_}: {F.p(x)}"
        f1 = lambda x: f"{B_} is only {x} of {A_}."
        blocks = [KV(Claim(f2(pt), [ptw(t, F, "complement", f2, s, 100 - s, pd),
                                    ptw(t, F, "share_of_pair", f2, s, 100 * vb / (va + vb), pd)])),
                  SM(Claim(f1(fw), [("false_bound", f1(fbad))]))]
    elif form == 3:
        blocks = [KV(mult(t, F, r, k, lambda x: f"Ratio {A_}/{B_}: {x}")),
                  SM(Claim(f"{A_} vs {B_}: {tw}.", [("false_bound", f"{A_} vs {B_}: {tbad}.")]))]
    elif form == 5:
        blocks = [KV(Claim(f"Ratio: {lw}", [("false_bound", f"Ratio: {lbad}")]))]
        if sm:
            blocks.append(SM(mult(t, F, r, k + 1, lambda x: f"{A_} sits at {x} {B_}.")))
    else:
        fmt, pt, pd, show = pct_t(F, rel, k)
        f1 = lambda x: f"Lead: {A_} ahead of {B_} by {fmt(x)}"
        f3 = lambda x: f"Δ: {x}{'' if cash or unit else ' ' + noun}"
        blocks = [KV(Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                        alts=[])])),
                  KV(Claim(f3(S(diff)), [gap(f3)]))]
    lay = [stats] + blocks if k % 3 else blocks[:1] + [stats] + blocks[1:]
    book.item(t.db, t.rid, "comparison", H("cmp", k, title), lay + list(more))


def _move(book, F, t, v1, v2, nbr, k, title, noun, l1, l2, tag, cash, d, unit, metric, more):
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    sg = "+" if up else "−"
    tg = f" {tag}" if tag else ""

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else F.w(wb, dd)), p, wb, dd, approx=approx, real=True,
                   alts=[])

    absd = lambda f, fs=(1.8, 0.5, 2.4, 0.35, 3.2): off_f(t, "off", f, abs(diff), fs, D(abs(diff)),
                                                          lambda x: W_(x, D(abs(diff))))
    f1 = lambda x: f"Baseline ({l1}): {x}"
    f0 = f"Current ({l2}): {S(v2)}"
    lead = [f"Metric: {metric}"] if metric else []
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} came in at {mw} {l1}", f"{noun} in {l2} came in at {mb} {l1}"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {'up' if up else 'down'} {fr}{tg}", f"{noun} {'up' if up else 'down'} {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    blocks = [KV(*lead, f0, Claim(f1(S(v1)), [nbr(f1)]))]
    if form == 0:
        f2 = lambda y: f"Δ: {sg}{F.p(y)}{tg}"
        f3 = lambda x: f"({sg}{x})"
        blocks.append(KV(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)])))
    elif form == 1:
        f2 = lambda y: f"Δ: {sg}{F.p(y)}"
        blocks.append(KV(Claim(f2(pt), [base(f2)])))
        blocks.append(SM(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")])))
    elif form == 2:
        fmt, ht, hd, show = pct_t(F, p, k)
        f5 = lambda x: f"{cap(noun)} {'up' if up else 'down'} {fmt(x)} vs baseline"
        blocks.append(SM(Claim(f5(ht), [base(f5, True, show, hd)]),
                         again_t(t, F, abs(diff), k + 1, "— Δ of {}.", cash, unit, role="off")))
    else:
        f2 = lambda y: f"Δ vs baseline: {sg}{F.p(y)}"
        blocks.append(KV(Claim(f2(pt), [base(f2)])))
        if up and v2 / v1 >= 1.3:
            blocks.append(SM(mult(t, F, v2 / v1, k, lambda x: f"{l2} is running at {x} {l1}.")))
        else:
            blocks.append(SM(again_t(t, F, v2, k, f"{cap(noun)} settled at {{}} in {l2}.", cash, unit)))
    book.item(t.db, t.rid, "change", H("up" if up else "down", k, title), blocks + list(more))


def a_chg(book, t, col, p1, p2, k, title, noun, l1=None, l2=None, tag="", cash=False, d=0, unit="", metric=None,
          more=()):
    """A change between two rows (periods) of one column."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, title, noun, l1 or p1,
          l2 or p2, tag, cash, d, unit, metric, more)


def a_yoy(book, t, key, c1, c2, k, title, noun, l1, l2, tag="", cash=False, d=0, unit="", metric=None, more=()):
    """A change between two columns (periods) of one row."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, title, noun, l1, l2, tag, cash, d, unit,
          metric, more)


def a_rate(book, t, tot_col, cnt_col, key, k, title, unit, what, cash=False, label=None, sfx="", units=None,
           pooled=None, more=()):
    """A total over a count for one row ("≈ $65.26 per shipment"); with pooled, the blended rate after it (twin: the
    simple mean of the rows' rates)."""
    F = E(k)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_t(F, r, k, cash, sfx)
    stats = KV(f"Scope: {name}", f"{cap(what)}: {St(tot)}", f"{cap(units)}: {int(cnt_):,}")
    form = k % 3
    if form == 0:
        f1 = lambda x: f"Rate: {x} per {unit}"
    elif form == 1:
        f1 = lambda x: f"{cap(what)} per {unit}: {x}"
    else:
        f1 = lambda x: f"Avg per {unit}: {x}"
    if form == 1 and not pt.startswith(("~", "≈", "<", ">", "just", "a ")):
        f1 = lambda x: f"{cap(what)} per {unit}: ≈ {x}"
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [stats, KV(Claim(f1(pt), tw))]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        dd = 0 if overall >= 100 else 1 if overall >= 10 else 2
        if cash:
            ot, od = F.m(overall, 2)
            ow = lambda v: F.wm(v, od)
        else:
            ot, od = F.n(overall, dd)
            ot += sfx
            ow = lambda v: F.w(v, od) + sfx
        f = lambda x: f"Baseline ({pooled}): {x} per {unit}"
        blocks.append(KV(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True,
                                           alts=[]) if ow(plain) != ot else None]),
                         f"status: {'above' if r > overall else 'below'} baseline"))
    book.item(t.db, t.rid, "per_unit", H("rate", k, title), blocks + list(more))


def a_share(book, t, col, key, k, title, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, more=()):
    """One row's share of a total, in three layouts ("x of y", "pct of total"); twins: the complement, the share of
    the wrong total, a false fraction, bound, "1 in N" or "N in ten"."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    v = t[key][col]
    Tt = tot if tot is not None else sum(t.col(col))
    s = 100 * v / Tt
    name = label or key
    st_, sd = fig(s, 1)
    nbr = nbr_fn(t, col, key, S, D)
    nb = nbr_of(t, key)
    if tot is not None and nb and isinstance(t[nb][col], float) and t[nb][col] >= Tt:
        nbr = lambda f: None
    fw, fbad = frac_q(s / 100)
    ow, obad = every(s / 100) if items else (None, None)
    if ow:
        ow, obad = f"{ow} {items}", f"{obad} {items}"
    dw, dbad = one_in(s / 100)
    if dw and items:
        dw, dbad = f"{dw} {items}", f"{dbad} {items}"
    bw, bbad = bound_words(s / 100)
    tw_, tbad_ = in_ten(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    form = k % 3
    if form == 0 and not cash and not unit and items:
        fx = lambda x: f"{cap(name)}: {x} of {S(Tt)} {items}"
        fs = lambda y: f"({F.p(y)})"
        blocks = [KV(Claim(fx(S(v)), [nbr(fx)])), CT(Claim(fs(st_), [ptw(t, F, "complement", fs, s, 100 - s, sd),
                                                                   wt(fs, sd)]))]
        gw, gb = (dw, dbad) if dw else (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw \
            else (f"{tw_} of {whole}", f"{tbad_} of {whole}") if tw_ else \
            (f"{bw} of {whole}", f"{bbad} of {whole}") if bw else (None, None)
        if gw:
            blocks.append(SM(Claim(f"That's {gw}.", [("false_bound", f"That's {gb}.")])))
    elif form in (0, 1):
        f0 = lambda x: f"{cap(name)}: {x}"
        f2 = lambda y: f"pct of total: {F.p(y)}"
        blocks = [KV(Claim(f0(S(v)), [nbr(f0)]), f"Total ({whole}): {S(Tt)}",
                     Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)]))]
        r = None
        if tw_:
            r = Claim(f"That's {tw_}.", [("false_bound", f"That's {tbad_}.")])
        elif dw:
            r = Claim(f"That's {dw}.", [("false_bound", f"That's {dbad}.")])
        elif fw:
            r = Claim(f"That's {fw} of {whole}.", [("false_bound", f"That's {fbad} of {whole}.")])
        if r:
            blocks.append(SM(r))
    else:
        fmt, pt, pd, show = pct_t(F, s, k)
        f0 = lambda x: f"{cap(name)}: {x}"
        f1 = lambda x: f"Share: {fmt(x)} of {whole}"
        blocks = [KV(Claim(f0(S(v)), [nbr(f0)]), f"Total: {S(Tt)}"),
                  KV(Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                        alts=[])]))]
        r = (Claim(f"{cap(name)} = {bw} of {whole}.", [("false_bound", f"{cap(name)} = {bbad} of {whole}.")])
             if bw else None) or \
            (Claim(f"Roughly {ow}.", [("false_bound", f"Roughly {obad}.")]) if ow else None)
        if r:
            blocks.append(SM(r))
    book.item(t.db, t.rid, "per_unit", H("share", k, title), blocks + list(more))


def a_avg(book, t, col, key, k, title, noun, per, cash=False, d=0, unit="", label=None, ad=None, more=()):
    """One row against the baseline (the average of the rows): the gap in percent, or as a multiple."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Baseline (avg per {per}): {x}"
    stats = KV(f"{cap(name)}: {S(v)}", Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4),
                                                                 Da(avg), lambda x: Wa(x, Da(avg)))]))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"Level: {x} baseline")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"Δ vs baseline: {'+' if above else '−'}{F.p(x)}"
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [stats, KV(c2, f"{noun}, {'above' if above else 'below'} band")]
    book.item(t.db, t.rid, "per_unit", H("avg", k, title), blocks + list(more))


def a_conv(book, t, key, col, k, title, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), more=()):
    """A figure with its conversion beside it, as a key-value line or a bullet; second: (fmt, src_d, factor, dst_d,
    bads, hedged) for a second conversion of the same figure; facts: fixed or plain key-value items."""
    F = E(k)
    v = t[key][col]
    c1 = conv_t(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_t(t, F, v, k + 1, *second) if second else None
    if k % 2:
        blocks = [KV(*facts, c1), LN(c2) if c2 else None]
    else:
        blocks = [KV(*facts) if facts else None, LN(c1, c2)]
    book.item(t.db, t.rid, "conversion", H("conv", k, title), [b for b in blocks if b] + list(more))


def a_empty(book, db, question, sql, k, title, ack, bad, extra=(), more=()):
    """An empty result ("no events matched (0)"); twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", H("zero", k, title), [KV(Claim(ack, [("count_over_empty", bad)]), *extra)]
              + list(more), derived=False)


def a_ident(book, t, k, title, text, good, bad, extra=(), more=()):
    """A record's identifier (an order, invoice, car or flight number); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", H("id", k, title),
              [KV(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra)] + list(more), derived=False)


def a_plain(book, t, k, title, blocks):
    head = title if isinstance(title, Claim) else H("dig", k, title)
    book.item(t.db, t.rid, "plain", head, [b for b in blocks if b], derived=False)


def cnt(t, fmt, v, F=None):
    """A plain count or aggregate in fmt; twin: the figure off."""
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, F or En(), fmt, v)])


def money_c(t, fmt, v, d=2):
    """A plain money aggregate in fmt; twin: the figure off."""
    F = En()
    return Claim(fmt(F.m(v, d)[0]), [plain_off(t, F, fmt, v, d=d, cash=True)])


def hkn(t, k, kind, title, n, items=""):
    """A title line with a sample size ("(n=830)"); twin: the size off."""
    f = lambda x: f"{pick(ST[kind], k)} {title} (n={x}{items})"
    return Claim(f(f"{n:,.0f}"), [plain_off(t, En(), f, n)])


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    mo = table("northwind", "Per month from September 1997 to April 1998: orders, net sales and orders shipped "
               "after their required date?",
               "SELECT to_char(o.order_date, 'YYYY-MM') AS month, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, count(DISTINCT o.order_id) FILTER (WHERE "
               "o.shipped_date > o.required_date) AS late_orders FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-09-01' AND o.order_date < '1998-05-01' "
               "GROUP BY 1 ORDER BY 1")
    a_chg(book, mo, "net_sales", "1997-12", "1998-01", 0, "Net sales above baseline", "net sales", "Dec 1997",
          "Jan 1998", tag="MoM", cash=True, metric="net sales")
    a_chg(book, mo, "net_sales", "1998-03", "1998-04", 1, "Net sales climbing", "net sales", "Mar 1998",
          "Apr 1998", tag="MoM", cash=True, metric="net sales")
    a_chg(book, mo, "net_sales", "1997-10", "1997-11", 2, "Net sales dipped", "net sales", "Oct 1997", "Nov 1997",
          tag="MoM", cash=True)
    a_chg(book, mo, "orders", "1998-02", "1998-03", 3, "Order volume spike", "orders", "Feb 1998", "Mar 1998",
          tag="MoM", metric="orders")
    a_chg(book, mo, "net_sales", "1997-09", "1998-03", 3, "Net sales, six-month view", "net sales", "Sep 1997",
          "Mar 1998", cash=True)
    a_chg(book, mo, "orders", "1997-11", "1997-12", 1, "Orders up into December", "orders", "Nov 1997",
          "Dec 1997", tag="MoM")
    a_chg(book, mo, "orders", "1997-09", "1998-04", 2, "Order volume, eight-month view", "orders", "Sep 1997",
          "Apr 1998")
    ml = lambda x: datetime.date(int(x[:4]), int(x[5:]), 1).strftime("%b %Y")
    a_cmp(book, mo, "net_sales", "1998-04", "1997-09", 0, "Best vs weakest month", "net sales", cash=True,
          qty="as much", metric="net sales", label=ml)
    a_share(book, mo, "net_sales", "1998-04", 2, "April's weight in the window", "window net sales", cash=True,
            label="Apr 1998", other="1998-03")
    a_avg(book, mo, "net_sales", "1998-04", 1, "April net sales vs baseline", "net sales", "month", cash=True,
          label="Apr 1998")
    a_rate(book, mo, "net_sales", "orders", "1998-03", 0, "Avg order value", "order", "net sales", cash=True,
           label="Mar 1998", pooled="all eight months")
    a_plain(book, mo, 0, "order window Sep 1997 – Apr 1998", [
        KV(cnt(mo, lambda x: f"Orders: {x}", sum(mo.col("orders"))),
           cnt(mo, lambda x: f"Late: {x}", sum(mo.col("late_orders")))),
        SM(Claim(f"February closed with {say(mo['1998-02']['late_orders'])} late orders and April with "
                 f"{say(mo['1998-04']['late_orders'])}.",
                 [words_row(mo, "late_orders", "1998-02",
                            lambda x: f"February closed with {x} late orders and April with "
                                      f"{say(mo['1998-04']['late_orders'])}.")]))])
    a_plain(book, mo, 1, "monthly order counts", [
        LN(Claim(f"Jan 1998: {mo['1998-01']['orders']:,.0f} orders",
                 [plain_off(mo, En(), lambda x: f"Jan 1998: {x} orders", mo['1998-01']['orders'])]),
           f"Feb 1998: {mo['1998-02']['orders']:,.0f} orders",
           Claim(f"Apr 1998: {mo['1998-04']['orders']:,.0f} orders",
                 [words_row(mo, "orders", "1998-04", lambda x: f"Apr 1998: {x} orders")]))])

    sh = table("northwind", "Per carrier in 1997: shipments, freight, average days to ship and shipments that "
               "arrived after the required date?",
               "SELECT s.company_name AS carrier, count(*) AS shipments, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days_to_ship, count(*) FILTER (WHERE "
               "o.shipped_date > o.required_date) AS late FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 2 DESC")
    a_cmp(book, sh, "freight", "United Package", "Speedy Express", 1, "Freight spend by carrier, 1997", "freight",
          cash=True, metric="freight")
    a_cmp(book, sh, "shipments", "United Package", "Federal Shipping", 2, "Carrier volume split", "shipments",
          metric="shipments")
    a_cmp(book, sh, "late", "United Package", "Federal Shipping", 5, "Late shipments by carrier", "late",
          qty="as many late shipments", metric="late shipments")
    a_cmp(book, sh, "avg_days_to_ship", "United Package", "Federal Shipping", 3, "Ship-time gap between carriers",
          "days", d=2, unit=" d", metric="avg time to ship")
    a_rate(book, sh, "freight", "shipments", "Federal Shipping", 0, "Freight per shipment", "shipment", "freight",
           cash=True, pooled="all carriers")
    a_share(book, sh, "shipments", "Speedy Express", 0, "Carrier share of shipments", "shipments",
            items="shipments", other="United Package")
    a_share(book, sh, "late", "United Package", 0, "Late shipments, United Package", "United Package shipments",
            items="shipments", tot=sh["United Package"]["shipments"], label="late (United Package)")
    a_avg(book, sh, "avg_days_to_ship", "United Package", 3, "Slow carrier", "time to ship", "carrier", d=2,
          unit=" d", ad=2)
    a_conv(book, sh, "United Package", "avg_days_to_ship", 0, "Avg time to ship, United Package",
           lambda v, c: f"avg time to ship {v} d ({c} h)", 2, 24, 0, (60, 7, 1 / 24), hedged=True,
           facts=("Carrier: United Package",))
    a_conv(book, sh, "Federal Shipping", "avg_days_to_ship", 1, "Avg time to ship, Federal Shipping",
           lambda v, c: f"Avg time to ship: {v} d ({c} h)", 2, 24, 0, (60, 7, 1 / 24), hedged=True,
           facts=("Carrier: Federal Shipping",))
    a_conv(book, sh, "Speedy Express", "avg_days_to_ship", 2, "Speedy Express lead time",
           lambda v, c: f"Lead time: {v} d (~{c} wk)", 2, 1 / 7, 2, (1 / 30, 1 / 5, 1 / 24), hedged=False)
    a_plain(book, sh, 2, "carriers, 1997", [
        KV(cnt(sh, lambda x: f"Shipments: {x}", sum(sh.col("shipments"))),
           money_c(sh, lambda x: f"Freight: {x}", sum(sh.col("freight")))),
        SM(Claim(f"Speedy Express logged {say(sh['Speedy Express']['late'])} late shipments all year.",
                 [words_row(sh, "late", "Speedy Express",
                            lambda x: f"Speedy Express logged {x} late shipments all year.")]))])

    sc = table("northwind", "Per supplier country, active products only: suppliers, products, units in stock, units "
               "on order, products at or below their reorder level and the stock value at list price?",
               "SELECT s.country AS supplier_country, count(DISTINCT s.supplier_id) AS suppliers, "
               "count(*) AS products, sum(p.units_in_stock) AS in_stock, sum(p.units_on_order) AS on_order, "
               "count(*) FILTER (WHERE p.units_in_stock <= p.reorder_level) AS at_reorder, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value FROM suppliers s "
               "JOIN products p ON p.supplier_id = s.supplier_id "
               "WHERE p.discontinued = 0 GROUP BY 1 ORDER BY 7 DESC, 1")
    a_cmp(book, sc, "stock_value", "USA", "Japan", 3, "Stock value by supplier country", "stock value", cash=True,
          metric="stock value")
    a_cmp(book, sc, "in_stock", "USA", "UK", 0, "Units on hand by origin", "units", qty="as many units",
          metric="units in stock")
    a_cmp(book, sc, "on_order", "UK", "Spain", 5, "Inbound stock by origin", "units on order",
          qty="as many units", metric="units on order")
    a_rate(book, sc, "stock_value", "in_stock", "France", 0, "Stock value per unit", "unit", "stock value",
           cash=True, pooled="all supplier countries")
    a_rate(book, sc, "in_stock", "products", "Sweden", 1, "Units per SKU", "SKU", "units in stock",
           units="SKUs", pooled="all supplier countries")
    a_share(book, sc, "on_order", "UK", 1, "Open purchase orders by origin", "units on order",
            items="units", other="Italy", label="UK suppliers")
    a_share(book, sc, "stock_value", "USA", 2, "Inventory value mix", "stock value", cash=True,
            other="France", label="US suppliers")
    a_plain(book, sc, 3, "inventory", [
        KV(cnt(sc, lambda x: f"Active SKUs: {x}", sum(sc.col("products"))),
           cnt(sc, lambda x: f"At/below reorder level: {x}", sum(sc.col("at_reorder")))),
        SM(Claim(f"Germany has {say(sc['Germany']['at_reorder'])} SKUs at the reorder line, the UK "
                 f"{say(sc['UK']['at_reorder'])}.",
                 [words_row(sc, "at_reorder", "UK",
                            lambda x: f"Germany has {say(sc['Germany']['at_reorder'])} SKUs at the reorder line, "
                                      f"the UK {x}.", avoid=("Germany",))]))])

    cu = table("northwind", "The eight customers with the largest net sales in 1997: country, orders and net sales?",
               "SELECT c.company_name AS customer, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM customers c JOIN orders o "
               "ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2 "
               "ORDER BY 4 DESC LIMIT 8")
    a_cmp(book, cu, "net_sales", "QUICK-Stop", "Berglunds snabbköp", 0, "Top accounts, 1997", "net sales",
          cash=True, qty="as much", metric="net sales")
    a_cmp(book, cu, "net_sales", "Save-a-lot Markets", "Mère Paillarde", 3, "Save-a-lot vs Mère Paillarde",
          "net sales", cash=True)
    a_rate(book, cu, "net_sales", "orders", "Save-a-lot Markets", 0, "Revenue per order, key accounts", "order",
           "net sales", cash=True, pooled="the top eight")
    a_share(book, cu, "net_sales", "QUICK-Stop", 2, "Account concentration", "top-eight net sales", cash=True,
            other="Save-a-lot Markets")
    a_avg(book, cu, "net_sales", "QUICK-Stop", 1, "QUICK-Stop vs key-account baseline", "net sales", "account",
          cash=True)

    ci = table("northwind", "The ten ship cities with the most orders: orders, freight and the largest single "
               "freight charge?",
               "SELECT o.ship_city AS city, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "round(max(o.freight)::numeric, 2) AS max_freight FROM orders o GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    a_cmp(book, ci, "freight", "Boise", "London", 2, "Freight by destination", "freight", cash=True,
          metric="freight")
    a_cmp(book, ci, "freight", "Graz", "México D.F.", 3, "Graz vs Mexico City freight", "freight", cash=True)
    a_cmp(book, ci, "max_freight", "Cunewalde", "Rio de Janeiro", 5, "Largest single freight charge",
          "max freight", cash=True, d=2)
    a_rate(book, ci, "freight", "orders", "Cunewalde", 1, "Freight per order by city", "order", "freight",
           cash=True, pooled="the top ten cities")
    a_share(book, ci, "freight", "Boise", 1, "Freight by destination city", "top-ten freight", cash=True,
            other="Graz")
    a_conv(book, ci, "Boise", "freight", 0, "Freight in cents, Boise",
           lambda v, c: f"Boise freight: ${v} ({c} cents)", 2, 100, 0, (10, 1000, 1), hedged=False)

    lg = table("northwind", "The shipment with the longest wait between order and shipping: order id, customer, "
               "days and freight?",
               "SELECT order_id::text AS order_id, customer_id, shipped_date - order_date AS days_waited, freight "
               "FROM orders WHERE shipped_date IS NOT NULL ORDER BY 3 DESC, 1 LIMIT 1")
    oid = lg.order[0]
    a_ident(book, lg, 0, "Slowest shipment", f"Order #{oid} (customer {lg[oid]['customer_id']})", f"#{oid}",
            f"#{int(oid) - 213}", extra=(f"waited {lg[oid]['days_waited']:,.0f} d",))
    a_conv(book, lg, oid, "days_waited", 3, "Slowest shipment, wait time",
           lambda v, c: f"Wait: {v} d ({c} h)", 0, 24, 0, (60, 7, 1 / 24), hedged=False,
           facts=(f"Order: #{oid}",))
    op = table("northwind", "Orders not yet shipped: how many, and which was placed first?",
               "SELECT min(order_id)::text AS first_open, count(*) AS open_orders, min(order_date)::text AS since, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders WHERE shipped_date IS NULL")
    fo = op.order[0]
    a_ident(book, op, 1, "Open orders backlog", f"Oldest open order: #{fo}", f"#{fo}", f"#{int(fo) + 131}",
            extra=(cnt(op, lambda x: f"Open: {x}", op[fo]['open_orders']),))
    a_empty(book, "northwind", "Which orders carried more than $1,500 of freight?",
            "SELECT order_id FROM orders WHERE freight > 1500", 0, "Freight outlier check",
            "Orders with freight > $1,500: no events matched (0)", "Orders with freight > $1,500: 4 events matched")
    a_empty(book, "northwind", "Which orders were required before they were placed?",
            "SELECT order_id FROM orders WHERE required_date < order_date", 1, "Due-date sanity check",
            "Orders due before order date: 0 of them", "Orders due before order date: 12 of them")
    a_empty(book, "northwind", "Which active products have a negative stock level?",
            "SELECT product_id FROM products WHERE units_in_stock < 0", 2, "Negative stock check",
            "Products with stock < 0: none (0)", "Products with stock < 0: 3 flagged")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    ge = table("chinook", "The eight genres with the most revenue: units sold, revenue and distinct buyers?",
               "SELECT g.name AS genre, sum(il.quantity) AS units, sum(il.unit_price * il.quantity) AS revenue, "
               "count(DISTINCT i.customer_id) AS buyers FROM invoice_line il JOIN track t ON t.track_id = il.track_id "
               "JOIN genre g ON g.genre_id = t.genre_id JOIN invoice i ON i.invoice_id = il.invoice_id GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 8")
    a_cmp(book, ge, "revenue", "Rock", "Latin", 0, "Revenue by genre", "revenue", cash=True, d=2, qty="as much",
          metric="revenue")
    a_cmp(book, ge, "revenue", "Metal", "Alternative & Punk", 4, "Metal vs Alt & Punk", "revenue", cash=True,
          d=2)
    a_cmp(book, ge, "units", "Rock", "Jazz", 3, "Units by genre", "units", qty="as many units", metric="units")
    a_cmp(book, ge, "buyers", "Latin", "TV Shows", 2, "Reach by genre", "buyers", qty="as many buyers",
          metric="distinct buyers")
    a_rate(book, ge, "revenue", "units", "TV Shows", 0, "Price realisation, TV Shows", "unit", "revenue",
           cash=True, pooled="the top eight")
    a_rate(book, ge, "revenue", "buyers", "Rock", 1, "Revenue per customer, Rock", "customer", "revenue",
           cash=True, units="buyers", pooled="the top eight")
    a_share(book, ge, "units", "Rock", 0, "Genre mix by units", "units sold", items="units", other="Latin")
    a_share(book, ge, "revenue", "Latin", 2, "Latin's revenue share", "top-eight revenue", cash=True, d=2,
            other="Rock")
    a_avg(book, ge, "revenue", "Rock", 1, "Rock revenue vs baseline", "revenue", "genre", cash=True, d=2)
    a_plain(book, ge, 0, hkn(ge, 0, "dig", "genre sales", sum(ge.col("units")), " units"), [
        KV(money_c(ge, lambda x: f"Revenue: {x}", sum(ge.col("revenue")), 2),
           f"Rock buyers: {ge['Rock']['buyers']:,.0f}"),
        SM(Claim(f"Drama sold {say(ge['Drama']['units'])} units, TV Shows {say(ge['TV Shows']['units'])}.",
                 [words_row(ge, "units", "Drama",
                            lambda x: f"Drama sold {x} units, TV Shows {say(ge['TV Shows']['units'])}.",
                            avoid=("TV Shows",))]))])

    md = table("chinook", "Per media type: tracks, average file size in MB (millions of bytes), average length in "
               "minutes and total size in GB?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.bytes) / 1000000.0, 1) AS avg_mb, "
               "round(avg(t.milliseconds) / 60000.0, 2) AS avg_minutes, round(sum(t.bytes) / 1e9, 2) AS total_gb "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    a_cmp(book, md, "tracks", "MPEG audio file", "Protected AAC audio file", 0, "Catalogue by media type",
          "tracks", qty="as many tracks", metric="tracks")
    a_cmp(book, md, "total_gb", "Protected MPEG-4 video file", "MPEG audio file", 3, "Storage by media type", "GB",
          d=2, unit=" GB", metric="storage")
    a_share(book, md, "tracks", "MPEG audio file", 1, "Format mix", "all tracks", items="tracks",
            other="Protected AAC audio file")
    a_share(book, md, "tracks", "Protected MPEG-4 video file", 0, "Video share of catalogue", "all tracks",
            items="tracks", label="video")
    a_conv(book, md, "Protected MPEG-4 video file", "avg_minutes", 0, "Avg video length",
           lambda v, c: f"Avg length: {v} min ({c} s)", 2, 60, 0, (100, 1 / 60, 3600), hedged=True,
           facts=("Type: Protected MPEG-4 video",))
    a_conv(book, md, "Protected MPEG-4 video file", "avg_mb", 1, "Avg video file size",
           lambda v, c: f"Avg size: {v} MB ({c} GB)", 1, 1 / 1000, 2, (1 / 100, 1 / 1e6, 1), hedged=False)
    a_conv(book, md, "Protected MPEG-4 video file", "total_gb", 2, "Video storage footprint",
           lambda v, c: f"Video storage {v} GB ({c} MB)", 2, 1000, 0, (100, 1 / 1000, 1e6), hedged=True)
    a_conv(book, md, "MPEG audio file", "avg_minutes", 3, "Avg song length",
           lambda v, c: f"MPEG audio avg length {v} min (~{c} s)", 2, 60, 0, (100, 1 / 60, 3600), hedged=False)

    bc = table("chinook", "The eight billing countries with the most revenue: invoices, revenue in 2024, in 2025 "
               "and all time?",
               "SELECT billing_country AS country, count(*) AS invoices, sum(total) FILTER (WHERE invoice_date >= "
               "'2024-01-01' AND invoice_date < '2025-01-01') AS rev_2024, sum(total) FILTER (WHERE invoice_date >= "
               "'2025-01-01') AS rev_2025, sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 5 DESC, 1 LIMIT 8")
    a_yoy(book, bc, "Canada", "rev_2024", "rev_2025", 0, "Canada revenue up", "Canada revenue", "2024", "2025",
          tag="YoY", cash=True, d=2, metric="revenue")
    a_yoy(book, bc, "USA", "rev_2024", "rev_2025", 1, "USA revenue down", "USA revenue", "2024", "2025",
          tag="YoY", cash=True, d=2)
    a_yoy(book, bc, "United Kingdom", "rev_2024", "rev_2025", 3, "UK revenue spike", "UK revenue", "2024",
          "2025", tag="YoY", cash=True, d=2, metric="revenue")
    a_yoy(book, bc, "Germany", "rev_2024", "rev_2025", 2, "Germany revenue drop", "Germany revenue", "2024",
          "2025", tag="YoY", cash=True, d=2)
    a_yoy(book, bc, "Czech Republic", "rev_2024", "rev_2025", 1, "Czech revenue up", "Czech revenue", "2024",
          "2025", tag="YoY", cash=True, d=2)
    a_yoy(book, bc, "Brazil", "rev_2024", "rev_2025", 0, "Brazil revenue softer", "Brazil revenue", "2024",
          "2025", tag="YoY", cash=True, d=2, metric="revenue")
    a_cmp(book, bc, "revenue", "USA", "Canada", 4, "Revenue by country, all time", "revenue", cash=True, d=2)
    a_cmp(book, bc, "invoices", "USA", "Portugal", 0, "Invoice volume by country", "invoices",
          qty="as many invoices")
    a_rate(book, bc, "revenue", "invoices", "France", 0, "Avg invoice, France", "invoice", "revenue", cash=True,
           pooled="the top eight")
    a_share(book, bc, "revenue", "USA", 1, "Revenue by market", "top-eight revenue", cash=True, d=2,
            other="Canada")
    a_plain(book, bc, 1, "billing countries", [
        KV(cnt(bc, lambda x: f"Invoices: {x}", sum(bc.col("invoices"))),
           money_c(bc, lambda x: f"Revenue: {x}", sum(bc.col("revenue")))),
        SM(Claim(f"Portugal and the Czech Republic each billed {say(bc['Portugal']['invoices'])} invoices; Germany "
                 f"{say(bc['Germany']['invoices'])}.",
                 [words_row(bc, "invoices", "Germany",
                            lambda x: f"Portugal and the Czech Republic each billed "
                                      f"{say(bc['Portugal']['invoices'])} invoices; Germany {x}.",
                            avoid=("Portugal", "Czech Republic"))]))])

    iv = table("chinook", "The largest invoice: id, customer, country and total?",
               "SELECT invoice_id::text AS invoice_id, customer_id, billing_country, total FROM invoice "
               "ORDER BY total DESC, invoice_id LIMIT 1")
    iid = iv.order[0]
    a_ident(book, iv, 2, "Largest invoice", f"Invoice {iid} ({iv[iid]['billing_country']})", f"Invoice {iid}",
            f"Invoice {int(iid) - 157}", extra=(f"Total: ${iv[iid]['total']:,.2f}",))
    a_conv(book, iv, iid, "total", 1, "Largest invoice, in cents",
           lambda v, c: f"Invoice {iid} total: ${v} ({c} ¢)", 2, 100, 0, (10, 1000, 1), hedged=False)
    a_empty(book, "chinook", "Which invoices have a zero or negative total?",
            "SELECT invoice_id FROM invoice WHERE total <= 0", 3, "Refund anomaly check",
            "Invoices with total <= $0: no events matched (0)", "Invoices with total <= $0: 7 events matched")
    a_empty(book, "chinook", "Which tracks are priced at three dollars or more?",
            "SELECT track_id FROM track WHERE unit_price >= 3", 0, "Price guardrail",
            "Tracks priced >= $3.00: none (0) | status OK", "Tracks priced >= $3.00: 14 | status OK")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    rc = table("superhero", "The eight most common races: heroes, average height in cm and average weight in kg "
               "(recorded values only)?",
               "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE s.height_cm > 0), 1) "
               "AS height_cm, round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) AS weight_kg "
               "FROM superhero s JOIN race r ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 "
               "LIMIT 8")
    a_cmp(book, rc, "heroes", "Human", "Mutant", 3, "Heroes by race", "heroes", qty="as many heroes",
          metric="heroes")
    a_cmp(book, rc, "weight_kg", "Human / Radiation", "Human", 0, "Avg weight by race", "kg", d=1, unit=" kg",
          qty="as heavy")
    a_cmp(book, rc, "heroes", "Mutant", "Cyborg", 1, "Mutants vs cyborgs", "heroes", qty="as many heroes")
    a_share(book, rc, "heroes", "Human", 0, "Race mix", "top-eight heroes", items="heroes", other="Mutant")
    a_avg(book, rc, "weight_kg", "Human / Radiation", 1, "Heavy outlier", "avg weight", "race", d=1, unit=" kg",
          ad=1)
    a_conv(book, rc, "Cyborg", "weight_kg", 0, "Cyborg weight",
           lambda v, c: f"Cyborg avg weight: {v} kg ({c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0), hedged=True)
    a_conv(book, rc, "Mutant", "height_cm", 1, "Mutant height",
           lambda v, c: f"Mutant avg height {v} cm ({c} ft)", 1, FT_PER_CM, 2, (1 / 2.54, 1 / 100, 1 / 12),
           hedged=False)
    a_conv(book, rc, "Human", "weight_kg", 2, "Human weight",
           lambda v, c: f"Human avg: {v} kg (≈ {c} lb)", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0), hedged=False)

    pb = table("superhero", "The five publishers with the most heroes (named publishers only): heroes and villains?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, count(*) FILTER (WHERE a.alignment = 'Bad') "
               "AS villains FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN alignment a "
               "ON a.id = s.alignment_id WHERE p.publisher_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5")
    a_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 4, "Heroes by publisher", "heroes", label=None,
          metric="heroes")
    a_cmp(book, pb, "villains", "Marvel Comics", "DC Comics", 2, "Villains by publisher", "villains",
          qty="as many villains", metric="villains")
    a_share(book, pb, "villains", "Marvel Comics", 0, "Villain rate, Marvel", "Marvel's roster", items="heroes",
            tot=pb["Marvel Comics"]["heroes"], label="Marvel villains")
    a_share(book, pb, "villains", "DC Comics", 1, "Villain rate, DC", "DC's roster", tot=pb["DC Comics"]["heroes"],
            label="DC villains")
    a_rate(book, pb, "heroes", "villains", "DC Comics", 2, "Heroes per villain, DC", "villain", "heroes",
           pooled="the top five")

    at = table("superhero", "Per attribute: heroes scored, average score and heroes at the maximum of 100?",
               "SELECT a.attribute_name AS attribute, count(*) AS heroes, round(avg(ha.attribute_value), 1) "
               "AS avg_score, count(*) FILTER (WHERE ha.attribute_value = 100) AS maxed FROM hero_attribute ha "
               "JOIN attribute a ON a.id = ha.attribute_id GROUP BY 1 ORDER BY 3 DESC, 1")
    a_cmp(book, at, "avg_score", "Intelligence", "Strength", 5, "Attribute scores", "points", d=1, unit=" pts",
          metric="avg score")
    a_cmp(book, at, "maxed", "Strength", "Combat", 1, "Maxed-out attributes", "heroes at 100",
          qty="as many heroes", metric="heroes at 100")
    a_share(book, at, "maxed", "Intelligence", 2, "Maxed Intelligence", "heroes scored", items="heroes",
            tot=at["Intelligence"]["heroes"], label="Intelligence at 100")
    a_plain(book, at, 2, "hero attributes", [
        KV(cnt(at, lambda x: f"Scores on file: {x}", sum(at.col("heroes"))),
           cnt(at, lambda x: f"At 100: {x}", sum(at.col("maxed")))),
        LN(Claim(f"Strength: {at['Strength']['maxed']:,.0f} heroes at 100",
                 [plain_off(at, En(), lambda x: f"Strength: {x} heroes at 100", at['Strength']['maxed'])]))])
    a_empty(book, "superhero", "Which heroes with a recorded height are shorter than 50 cm?",
            "SELECT id FROM superhero WHERE height_cm > 0 AND height_cm < 50", 3, "Height floor check",
            "Heroes < 50 cm (~1.6 ft): no events matched (0)", "Heroes < 50 cm (~1.6 ft): 9 events matched")


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    cc = table("spider_car_1", "Per maker country, model years 1976 on: cars, average mpg, average weight in lb and "
               "average horsepower?",
               "SELECT co.countryname AS country, count(cd.id) AS cars, round(avg(cd.mpg)::numeric, 2) AS mpg, "
               "round(avg(cd.weight)::numeric, 1) AS weight_lb, round(avg(cd.horsepower), 1) AS hp FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model JOIN car_makers m "
               "ON m.id = ml.maker JOIN countries co ON co.countryid = m.country::int WHERE cd.year >= 1976 "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    up = lambda x: x.upper() if len(x) <= 3 else cap(x)
    a_cmp(book, cc, "cars", "usa", "japan", 0, "Fleet by maker country, 1976 on", "cars", label=up,
          qty="as many cars", metric="cars")
    a_cmp(book, cc, "mpg", "japan", "usa", 1, "Fuel economy by origin", "mpg", d=2, unit=" mpg", label=up,
          metric="avg mpg")
    a_cmp(book, cc, "weight_lb", "usa", "japan", 2, "Curb weight by origin", "lb", d=1, unit=" lb", label=up)
    a_cmp(book, cc, "hp", "usa", "germany", 3, "Horsepower by origin", "hp", d=1, unit=" hp", label=up)
    a_share(book, cc, "cars", "usa", 0, "Fleet mix by origin, 1976 on", "all cars", items="cars", label="USA",
            other="japan")
    a_share(book, cc, "cars", "japan", 1, "Japanese share of fleet", "all cars", items="cars", label="Japan")
    a_conv(book, cc, "usa", "weight_lb", 0, "US curb weight",
           lambda v, c: f"USA avg weight: {v} lb ({c} kg)", 1, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1), hedged=True)
    a_conv(book, cc, "japan", "mpg", 1, "Japanese fuel economy",
           lambda v, c: f"Japan avg: {v} mpg ({c} L/100 km)", 2, None, 1,
           (lambda x: 100 / x, lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x,
           second=(lambda v, c: f"= {c} km/L", 2, KMPL_PER_MPG, 2, (1.609344, 1 / 3.785411784, 2.352), False))
    a_conv(book, cc, "germany", "weight_lb", 2, "German curb weight",
           lambda v, c: f"Germany avg weight {v} lb (~{c} kg)", 1, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=False)

    yr = table("spider_car_1", "Per model year: cars, average mpg, average weight in lb and cars doing 30 mpg or "
               "better?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(weight), 0) AS weight_lb, count(*) FILTER (WHERE mpg >= 30) AS mpg_30_plus "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    a_chg(book, yr, "mpg", "1979", "1980", 0, "Fleet mpg jump", "avg mpg", tag="YoY", d=2, unit=" mpg",
          metric="avg mpg")
    a_chg(book, yr, "mpg", "1970", "1982", 1, "Fleet mpg, 1970 → 1982", "avg mpg", d=2, unit=" mpg")
    a_chg(book, yr, "weight_lb", "1970", "1982", 2, "Fleet weight down", "avg weight", unit=" lb",
          metric="avg weight")
    a_chg(book, yr, "mpg_30_plus", "1979", "1980", 3, "30+ mpg cars up", "cars at 30+ mpg", tag="YoY",
          metric="cars >= 30 mpg")
    a_chg(book, yr, "mpg", "1980", "1981", 2, "Fleet mpg slipped", "avg mpg", tag="YoY", d=2, unit=" mpg")
    a_chg(book, yr, "cars", "1973", "1974", 0, "Model count drop", "models", tag="YoY", metric="cars on file")
    a_cmp(book, yr, "mpg", "1980", "1970", 3, "Best vs worst model year", "mpg", d=2, unit=" mpg",
          metric="avg mpg")
    a_share(book, yr, "mpg_30_plus", "1980", 2, "30+ mpg cars, 1980", "1980 models", items="cars",
            tot=yr["1980"]["cars"], label="1980 cars at 30+ mpg")
    a_avg(book, yr, "mpg", "1982", 0, "1982 fleet mpg vs baseline", "avg mpg", "model year", d=2, unit=" mpg",
          ad=2)
    a_plain(book, yr, 3, "car_1 model years", [
        KV(cnt(yr, lambda x: f"Cars: {x}", sum(yr.col("cars"))),
           cnt(yr, lambda x: f"At 30+ mpg: {x}", sum(yr.col("mpg_30_plus")))),
        SM(Claim(f"1977, 1978 and 1979 each had {say(yr['1978']['mpg_30_plus'])} cars at 30 mpg or better; "
                 f"1981 had {say(yr['1981']['mpg_30_plus'])}.",
                 [words_row(yr, "mpg_30_plus", "1981",
                            lambda x: f"1977, 1978 and 1979 each had {say(yr['1978']['mpg_30_plus'])} cars at 30 "
                                      f"mpg or better; 1981 had {x}.")]))])

    ec = table("spider_car_1", "The most economical car: id, mpg, weight in lb and model year?",
               "SELECT id::text AS car_id, mpg, weight, year FROM cars_data ORDER BY mpg DESC NULLS LAST, id LIMIT 1")
    cid = ec.order[0]
    a_ident(book, ec, 3, "Most economical car", f"Car id {cid}, model year {ec[cid]['year']:.0f}", f"id {cid}",
            f"id {int(cid) - 96}")
    a_conv(book, ec, cid, "mpg", 0, "Top fuel economy",
           lambda v, c: f"Car {cid}: {v} mpg ({c} L/100 km)", 1, None, 1,
           (lambda x: 100 / x, lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x), hedged=True,
           fn=lambda x: L100_MPG / x)
    a_empty(book, "spider_car_1", "Which cars have more than eight cylinders?",
            "SELECT id FROM cars_data WHERE cylinders > 8", 1, "Cylinder count check",
            "Cars with > 8 cylinders: no events matched (0)", "Cars with > 8 cylinders: 5 events matched")


# ---------------------------------------------------------------------------
# geography, atis
# ---------------------------------------------------------------------------


def geography(book):
    rv = table("defog_geography", "The ten longest rivers: length in km, country and cities traversed?",
               "SELECT river_name AS river, length AS length_km, country_name AS country, traverse FROM river "
               "ORDER BY 2 DESC, 1 LIMIT 10")
    a_conv(book, rv, "Nile", "length_km", 0, "River length, Nile",
           lambda v, c: f"Nile: {v} km ({c} mi)", 0, MI_PER_KM, 0, (KM_PER_MI, 1.852, 1.0), hedged=True)
    a_conv(book, rv, "Danube", "length_km", 1, "River length, Danube",
           lambda v, c: f"Danube: {v} km ({c} mi)", 0, MI_PER_KM, 0, (KM_PER_MI, 1.852, 1.0), hedged=True)
    a_cmp(book, rv, "length_km", "Rhine", "Yangtze", 3, "River lengths", "km", unit=" km", qty="as long",
          metric="length")
    a_share(book, rv, "length_km", "Nile", 2, "Nile's share of top-ten length", "top-ten length", unit=" km")
    lk = table("defog_geography", "The eight largest lakes: area in sq km, country and state?",
               "SELECT lake_name AS lake, area AS area_sqkm, country_name AS country, state_name AS state FROM lake "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    a_conv(book, lk, "Lake Superior", "area_sqkm", 1, "Lake area, Superior",
           lambda v, c: f"Lake Superior: {v} sq km ({c} sq mi)", 0, SQMI_PER_SQKM, 0, (MI_PER_KM, 1.0, 2.589988),
           hedged=True)
    a_cmp(book, lk, "area_sqkm", "Lake Qinghai", "Lake Ontario", 0, "Lake areas", "sq km", unit=" sq km",
          qty="the area of")
    a_avg(book, lk, "area_sqkm", "Lake Qinghai", 1, "Largest lake vs baseline", "area", "lake", unit=" sq km",
          ad=0)
    mt = table("defog_geography", "The eight highest mountains: altitude in m and state?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, state_name AS state FROM mountain "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    a_conv(book, mt, "Nanga Parbat", "altitude_m", 2, "Altitude, Nanga Parbat",
           lambda v, c: f"Nanga Parbat: {v} m ({c} ft)", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0), hedged=True)
    a_cmp(book, mt, "altitude_m", "Cho Oyu", "Kangchenjunga", 3, "Altitudes on file", "m", unit=" m",
          qty="as high", metric="altitude")
    a_empty(book, "defog_geography", "Which rivers are longer than 5,000 km?",
            "SELECT river_name FROM river WHERE length > 5000", 2, "River length bound",
            "Rivers > 5,000 km (~3,107 mi): none (0)", "Rivers > 5,000 km (~3,107 mi): 2")


def atis(book):
    fl = table("defog_atis", "Per flight: number, airline, route, minutes elapsed and stops?",
               "SELECT flight_id::text AS flight_id, flight_number, airline_code, from_airport, to_airport, "
               "time_elapsed, stops FROM flight ORDER BY flight_id")
    lab = lambda x: fl[x]["flight_number"]
    a_cmp(book, fl, "time_elapsed", fl.order[9], fl.order[4], 3, "Flight durations", "min", unit=" min",
          label=lab, metric="time elapsed")
    a_conv(book, fl, fl.order[1], "time_elapsed", 0, f"Elapsed time, {lab(fl.order[1])}",
           lambda v, c: f"{lab(fl.order[1])}: {v} min ({c} h)", 0, 1 / 60, 1, (1 / 100, 60, 1 / 24), hedged=True)
    a_conv(book, fl, fl.order[9], "time_elapsed", 1, f"Elapsed time, {lab(fl.order[9])}",
           lambda v, c: f"Elapsed {v} min (~{c} d)", 0, 1 / 1440, 1, (1 / 60, 1 / 24, 1 / 100), hedged=False)
    a_avg(book, fl, "time_elapsed", fl.order[9], 2, "Duration outlier", "time elapsed", "flight", unit=" min",
          label=lab(fl.order[9]), ad=0)
    fid = max(fl.order, key=lambda x: fl[x]["time_elapsed"])
    a_ident(book, fl, 0, "Longest flight", f"Flight {lab(fid)} ({fl[fid]['from_airport']} → "
            f"{fl[fid]['to_airport']})", lab(fid), f"{lab(fid)[:2]}{int(lab(fid)[2:]) + 57}")
    a_plain(book, fl, 0, "flight table", [
        KV(cnt(fl, lambda x: f"Flights: {x}", len(fl)), cnt(fl, lambda x: f"Stops: {x}", sum(fl.col("stops")))),
        SM(f"{say(sum(1 for x in fl.order if fl[x]['stops'] == 0)).capitalize()} of them fly non-stop.")])
    gs = table("defog_atis", "Per ground transport type: fare?",
               "SELECT transport_type, ground_fare FROM ground_service ORDER BY 2 DESC, 1")
    a_cmp(book, gs, "ground_fare", "Helicopter", "Bus", 0, "Ground transport fares", "fare", cash=True,
          qty="as much", metric="ground fare")
    a_cmp(book, gs, "ground_fare", "Private Car", "Taxi", 3, "Private car vs taxi", "fare", cash=True)
    a_avg(book, gs, "ground_fare", "Limousine", 1, "Limousine fare vs baseline", "fare", "mode", cash=True,
          ad=2)
    a_avg(book, gs, "ground_fare", "Helicopter", 3, "Helicopter fare vs baseline", "fare", "mode", cash=True,
          ad=2)
    a_empty(book, "defog_atis", "Which flights make two or more stops?",
            "SELECT flight_id FROM flight WHERE stops >= 2", 0, "Multi-stop check",
            "Flights with >= 2 stops: no events matched (0)", "Flights with >= 2 stops: 3 events matched")


# ---------------------------------------------------------------------------
# Spider's small databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, average and highest attendance, and the average as a "
               "percent of capacity?",
               "SELECT name AS stadium, capacity, average, highest, round(100.0 * average / capacity, 2) AS fill_pct "
               "FROM stadium ORDER BY 2 DESC, 1")
    a_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 0, "Stadium capacity", "seats",
          qty="as many seats", metric="capacity")
    a_cmp(book, sd, "average", "Stark's Park", "Hampden Park", 1, "Avg attendance by stadium", "fans",
          qty="as many fans", metric="avg attendance")
    a_cmp(book, sd, "fill_pct", "Bayview Stadium", "Balmoor", 3, "Fill rate by stadium", "pct", d=2, unit="%",
          metric="avg as pct of capacity")
    a_share(book, sd, "average", "Hampden Park", 1, "Fill rate, Hampden Park", "capacity",
            tot=sd["Hampden Park"]["capacity"], label="Avg crowd")
    a_avg(book, sd, "average", "Stark's Park", 3, "Attendance outlier", "avg attendance", "stadium", ad=0)
    a_rate(book, sd, "capacity", "average", "Somerset Park", 1, "Seats per fan", "fan", "capacity",
           units="avg fans")
    a_plain(book, sd, 1, "stadiums", [
        KV(cnt(sd, lambda x: f"Stadiums: {x}", len(sd)), cnt(sd, lambda x: f"Capacity: {x}", sum(sd.col("capacity")))),
        LN(Claim(f"Record crowd: {max(sd.col('highest')):,.0f} (Stark's Park)",
                 [plain_off(sd, En(), lambda x: f"Record crowd: {x} (Stark's Park)", max(sd.col("highest")))]))])
    vt = table("spider_voter_1", "Per state with area codes on file: area codes, and votes cast from the state?",
               "SELECT a.state, count(*) AS area_codes, (SELECT count(*) FROM votes v WHERE v.state = a.state) "
               "AS votes FROM area_code_state a GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    a_cmp(book, vt, "area_codes", vt.order[0], vt.order[-1], 2, "Area codes by state", "area codes",
          qty="as many area codes", metric="area codes")
    a_plain(book, vt, 2, "votes by state", [
        KV(cnt(vt, lambda x: f"Area codes (top six states): {x}", sum(vt.col("area_codes"))),
           f"Votes: {say(sum(vt.col('votes')))}"),
        SM(f"NY leads with {say(vt['NY']['votes'])} votes; TX cast {say(vt['TX']['votes'])}.")])
    a_empty(book, "spider_concert_singer", "Which stadiums report an average crowd above their capacity?",
            "SELECT stadium_id FROM stadium WHERE average > capacity", 3, "Capacity sanity check",
            "Stadiums with avg crowd > capacity: none (0)", "Stadiums with avg crowd > capacity: 2")
    a_empty(book, "spider_voter_1", "Which votes came from a state with no area code on file?",
            "SELECT vote_id FROM votes WHERE state NOT IN (SELECT state FROM area_code_state)", 0,
            "Vote feed: unknown states", "Votes from unmapped states: no events matched (0)",
            "Votes from unmapped states: 6 events matched")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book58(), sections, "fifty-ninth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
