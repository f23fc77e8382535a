#!/usr/bin/env python3
"""
plausibility_fresh48.py — a forty-ninth labelled set for check_answer,
written held out, development since its misses were read: answers laid out
as the quarterly OKR (objectives and key results) review an analyst or a
team lead writes up, over tables spread
across the databases bench/plausibility.sh loads: northwind (orders,
accounts, net sales, weeks with orders, late shipments and days to ship per
quarter from the third quarter of 1996 to the fourth of 1997; net sales per
owner in the third and fourth quarters of 1997 with the fourth quarter's
orders and accounts; stock, reorder floors, units on order and stock value
per category; shipments, on-time shipments, days to ship and freight per
shipper in 1997; orders, freight and late shipments per destination country
in the second half of 1997), chinook (invoices, revenue, customers and
tracks per fiscal year; customers, invoices and revenue per support rep in
2024 and 2025; units per genre in 2024 and 2025; tracks, hours and storage
per playlist; customers and revenue per billing country; tracks and minutes
per artist), BIRD's superhero (characters and how many carry a height, a
weight and a full name per publisher; heights and weights of named
characters; characters per alignment and publisher; the commonest powers),
Spider's car_1 (makers, cars, fuel economy, weight and horsepower per maker
country; cars, fuel economy, displacement, weight and acceleration per
cylinder count; cars, fuel economy and cars over 30 mpg per era),
defog-dev's geography (city population per country, river length per
country, mountain altitudes), atis (flights and flying time per airline;
fares per departure airport; seats, speed, range and payload per
manufacturer; minimum connect times), advising (credits against a
programme's requirement, enrolment and reviews per department) and academic
(papers and citations per year), and Spider's concert_singer (crowds against
capacity), tvshow (viewers against the premiere), pets_1 (students per sex,
a pet's weight), battle_death (men killed and injured per battle),
course_teach (courses assigned), voter_1 (area codes per state) and
cre_doc_template_mgt (templates per type), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money(), fresh43's kmoney(), fresh45's near(), fresh47's kcount(), and here
score() for a key result graded "0.7"). The writing is the OKR review the
other sets lack: an objective as a heading, now and then its owner, key
results as "KR1:" lines ("KR2: beat FY2024 revenue ($477.53) — actual
$450.58 (attainment 94%) — at risk"), a target-versus-actual table with a
"% to goal" column, statuses ("on track", "at risk", "missed"), "ahead of
plan by N", "we landed at ~X against a goal of Y", a key result "scored
0.7", parenthetical deltas ("(+17 vs. last quarter)", "(-3.4 pts)"),
per-unit figures ("per owner", "per week", "per order"), unit conversions
(hours as days, days as weeks and hours, minutes as hours, kg as lb, cm as
feet, mpg as km per litre, km as miles, m as feet, mph as km/h), and short
retro paragraphs ("What went well", "What we'd change", "Next quarter")
that restate a figure of the key results rounded another way ("roughly two
thirds of the way there", "~$181.7k"). A target is only ever a figure the
rows hold: a row of the result (last year's revenue, the previous quarter,
the premiere's audience, a benchmark country), a column beside the actual
one (a category's reorder floor, a stadium's capacity, a programme's
required credits), or no figure at all ("grow", "every order on time");
the set states no bare target the rows do not hold, and attainment, "% to
goal", a score and "ahead of plan by" are computed from the two figures
the rows hold. Shapes, as in bench/plausibility_fresh4.py (whose helpers
this set reuses, with fresh7's, fresh10's, fresh29's, fresh41's to
fresh47's):
  comparison  attainment against a target row or column, in percent, as a
              score, in words ("about two thirds of the way there"), as the
              gap ahead of or behind plan; two owners or groups side by side
              (multiples, ratios "to one", gaps, percent ahead, one as a
              share of the other)
  change      quarter on quarter and year on year, signed in percent, exact
              and hedged, in absolute terms ("(+17 vs. last quarter)"), in
              words, as a multiple, shares moving in points, in a table
  per_unit    totals over counts ("per owner", "per week", "per order"), one
              row against the blended rate, one row against the average,
              weighted averages against the simple average of group figures,
              shares ("one in every N", fractions, percent), the top rows'
              share
  conversion  days as weeks and hours, hours as days, minutes as hours and
              days, kg as lb, cm as feet, mpg as km per litre, cubic inches
              as litres, km as miles, m as feet, mph as km/h, MB as GB
  zero_ident  zero for an empty result, identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the target over the actual given as
the attainment, the simple mean of group rates called the blended one, the
weighted average called the simple one, a share of the wrong total or its
complement, a percent change over the wrong base, a relative change given as
points, one row as a share of the pair instead of the other row), a false
multiple, ratio, fraction or "one in every N", number words given to the
wrong row, a count over an empty result, a conversion by the wrong factor, a
changed identifier, a figure (exact or abbreviated, in digits or in words, a
score among them) off by more than the rounding shown, or a retro paragraph
restating a figure far from the one the key result gave. A twin is kept only
when its figure is far from the true value (fresh4's rules) and, unless it is
a real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural
from plausibility_fresh41 import fig
from plausibility_fresh42 import money, nbr_fn, pre_
from plausibility_fresh43 import off_f, shows
from plausibility_fresh44 import dec, off_r, to_one
from plausibility_fresh45 import ear_mult, every
from plausibility_fresh47 import Sub, ab, again, frac_q, mult, pct_h, pct_x, per_fig, ptw, sgn

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_CM = 1 / 30.48
IN_PER_CM = 1 / 2.54
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
KMPL_PER_MPG = 0.425143707
L_PER_CUIN = 0.016387064
GB_PER_MB = 1 / 1024

HEAD = ["## O{n}: {t}", "### Objective {n} — {t}", "**O{n}. {t}**", "Objective {n}: {t}", "O{n} · {t}",
        "# O{n} — {t}"]
OWNER = ["_Owner: {o}_", "Owner: {o}", "(owner: {o})", "Owner — {o}"]
KRF = ["- KR{i}: ", "KR{i}: ", "- **KR{i}** ", "* KR{i} — "]
RETRO = {"well": ["**What went well:** ", "What went well: ", "_What went well_ — ", "What went well — "],
         "change": ["**What we'd change:** ", "What we'd change: ", "_What we'd change_ — ",
                    "What we'd do differently: "],
         "next": ["**Next quarter:** ", "Next quarter: ", "Carry-over — ", "**Next:** "],
         "recap": ["**In short:** ", "In short: ", "_Recap_ — ", "Recap: "]}
WELL_TXT = ["the weekly check-in kept everyone honest.", "owners updated the tracker every Friday.",
            "the dashboard made slippage visible early.", "handoffs between teams were smoother this time.",
            "we agreed the data source on day one, so no arguments at review."]
CHANGE_TXT = ["set the key result earlier in the quarter.", "give the KR a single owner, not two.",
              "review it mid-quarter, not at the end.", "pick a metric we can pull weekly.",
              "write the KR so the target sits in the same report as the actual."]
CLOSE = ["", "Roll-up score is on the summary tab.", "", "Comments welcome in the doc.", "",
         "(draft, to be confirmed at the review)", ""]


# ---------------------------------------------------------------------------
# the review: an objective as a heading, key results, a table now and then, retro paragraphs
# ---------------------------------------------------------------------------


def _cl(c):
    return Claim(c) if isinstance(c, str) else c


def KR(*items):
    """Key results, one a line ("KR1: ..."); an item is a claim, a list of claims on one line, or a Sub() of them
    (a sub-bullet under the key result before it)."""
    return ("kr", None, [x for x in items if x is not None])


def TB(cols, *rows, align=None):
    """A markdown table: the header's columns, then one claim a row."""
    return ("table", (cols, align), [x for x in rows if x is not None])


def WELL(*cs):
    return ("retro", "well", [_cl(c) for c in cs if c is not None])


def CHANGE(*cs):
    return ("retro", "change", [_cl(c) for c in cs if c is not None])


def NEXT(*cs):
    return ("retro", "next", [_cl(c) for c in cs if c is not None])


def RECAP(*cs):
    return ("retro", "recap", [_cl(c) for c in cs if c is not None])


def NOTE(*cs):
    return ("note", None, [_cl(c) for c in cs if c is not None])


def RETRO_OF(good):
    return WELL if good else CHANGE


class Book48(Book10):
    """fresh10's Book10, with each answer laid out as one objective of a quarterly OKR review: the objective as a
    heading (its owner under it now and then), key results one a line, a target-versus-actual table now and then,
    retro paragraphs, and now and then a closing line; none of the fixed text holds a figure."""

    def okr(self, db, rid, shape, obj, blocks, owner=None, derived=True, max_twins=2):
        k = self.cases
        pre = HEAD[k % len(HEAD)].format(n=k % 4 + 1, t=obj)
        if owner:
            pre += "\n" + OWNER[(k // 2) % len(OWNER)].format(o=owner)
        claims = []
        i = 0
        for kind, head, cs in blocks:
            if not cs:
                continue
            if kind == "kr":
                first = True
                for it in cs:
                    sub = isinstance(it, Sub)
                    its = [_cl(c) for c in (it if isinstance(it, list) else [it]) if c is not None]
                    if not its:
                        continue
                    if sub:
                        p = "\n  - "
                    else:
                        i += 1
                        p = ("\n\n" if first else "\n") + KRF[k % len(KRF)].format(i=i)
                    first = False
                    claims.append(pre_(its[0], p))
                    claims += its[1:]
            elif kind == "table":
                cols, align = head
                al = align or ["---"] + ["---:"] * (len(cols) - 1)
                claims.append(Claim("\n\n| " + " | ".join(cols) + " |\n|" + "|".join(al) + "|"))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kind == "retro":
                claims.append(pre_(cs[0], "\n\n" + RETRO[head][(k * 3 + len(head)) % len(RETRO[head])]))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if not (x[1] in seen or seen.add(x[1]))]
        close = CLOSE[(k * 5) % len(CLOSE)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=f"\n\n{close}" if close else "")


# ---------------------------------------------------------------------------
# figures as an OKR review writes them
# ---------------------------------------------------------------------------


def edge(x, d):
    return abs(abs(x * 10 ** d) % 1 - 0.5) <= 0.08


def score(r):
    """(text, decimals): a key result's grade, the attainment as a fraction ("0.7"), to one decimal, or two where
    one would sit on the edge of its rounding; only under 1."""
    assert 0 < r < 1, r
    for d in (1, 2):
        if not edge(r, d):
            return f"{r:.{d}f}", d
    return f"{r:.3f}", 3


def status(att, k):
    """The status an OKR review gives a key result from its attainment in percent."""
    if att >= 100:
        return pick(["on track", "✅ on track", "achieved", "🟢 hit"], k)
    if att >= 70:
        return pick(["at risk", "🟡 at risk", "partly met", "⚠️ at risk"], k)
    return pick(["missed", "🔴 missed", "off track", "❌ missed"], k)


def status_dir(good, k):
    """The status of a key result that only names a direction ("grow", "cut")."""
    return pick(["on track", "✅ on track", "achieved"], k) if good else pick(["missed", "🔴 missed", "at risk"], k)


def way(s):
    """How far towards the goal, in words ("roughly two thirds of the way there"), and a false one; or (None,
    None)."""
    fw, fb = frac_q(s)
    if not fw:
        return None, None
    fw, fb = fw.replace("about ", "roughly ", 1), fb.replace("about ", "roughly ", 1)
    return f"{fw} of the way there", f"{fb} of the way there"


def fallback(good, k):
    return (WELL if good else CHANGE)(pick(WELL_TXT if good else CHANGE_TXT, k))


# ---------------------------------------------------------------------------
# shapes, as key results
# ---------------------------------------------------------------------------


def ok_att(book, t, act, tgt, k, obj, goal, noun, cash=False, d=0, unit="", lower=False, owner=None, form=None,
           more=()):
    """A key result's actual figure against its target, both of them figures the rows hold: act and tgt are (row,
    column) pairs; goal is the key result's wording before the target ("beat FY2024 revenue"). Attainment in
    percent (twins: the target over the actual, a figure off), "% to goal" in a table, a score with how far along
    in words, or the gap ahead of or behind plan. lower: a key result where less is better (a fare, a cost), told
    only as the gap above or below plan."""
    (ka, ca), (kt, ct) = act, tgt
    va, vt = t[ka][ca], t[kt][ct]
    S, W_, D = shows(cash, d, unit)
    att, inv = 100 * va / vt, 100 * vt / va
    diff = va - vt
    up = diff >= 0
    at, ad = fig(att, 0)
    stt = status(att, k)
    nbr = nbr_fn(t, ca, ka, S, D, avoid=(kt,) if ca == ct else ())
    attw = lambda f: [ptw(t, "wrong_base", f, att, inv, ad),
                      off_f(t, "off", f, att, (1.45, 0.6, 1.9, 0.45), ad, lambda x: w(x, ad))]
    gap = lambda f: off_f(t, "off", f, abs(diff), (1.7, 0.5, 2.3, 0.4, 3.1), D(abs(diff)),
                          lambda x: W_(x, D(abs(diff))))
    form = k % 4 if form is None else form
    if (form == 2 and up) or lower:
        form = 3
    if lower:
        stt = status(inv, k)
    if form == 0:
        f1 = lambda x: f"{goal} ({S(vt)}) — actual {x}"
        f2 = lambda y: f"(attainment {y}%) — {stt}"
        r = again(t, va, k, f"we landed at {{}} against a goal of {S(vt)}.", cash, unit)
        blocks = [KR([Claim(f1(S(va)), [nbr(f1)]), Claim(f2(at), attw(f2))]),
                  RETRO_OF(up)(r) if r else fallback(up, k)]
    elif form == 1:
        f1 = lambda x, y: f"| {noun} | {S(vt)} | {x} | {y}% |"
        row = Claim(f1(S(va), at), [nbr(lambda x: f1(x, at))] + attw(lambda y: f1(S(va), y)))
        f3 = lambda x: f"({sgn(up, k)}{x} vs. target)"
        ww, wb = way(va / vt) if not up else (None, None)
        r = Claim(f"we got {ww}.", [("false_bound", f"we got {wb}.")]) if ww else \
            again(t, abs(diff), k + 1, f"{'ahead of' if up else 'short of'} plan by {{}}.", cash, unit, role="off")
        blocks = [TB(("KR", "Target", "Actual", "% to goal"), row),
                  NOTE(f"Status: {stt}", Claim(f3(S(abs(diff))), [gap(f3)])),
                  RETRO_OF(up)(r) if r else fallback(up, k)]
    elif form == 2:
        sc, sd = score(va / vt)
        f1 = lambda x: f"{goal}: {x} against {S(vt)}"
        f2 = lambda x: f"— scored {x}"
        c2 = Claim(f2(sc), [off_f(t, "off", f2, va / vt, (0.55, 0.4, 1.35, 0.3), sd, lambda x: f"{x:.{sd}f}")])
        ww, wb = way(va / vt)
        r = Claim(f"we got {ww}.", [("false_bound", f"we got {wb}.")]) if ww \
            else again(t, va, k, f"we landed at {{}} against a goal of {S(vt)}.", cash, unit)
        blocks = [KR([Claim(f1(S(va)), [nbr(f1)]), c2]), CHANGE(r) if r else fallback(False, k)]
    else:
        rel, wb_ = 100 * diff / vt, 100 * diff / va
        pt, pd = pct_x(rel)
        f1 = lambda x: f"{goal} ({S(vt)}): landed at {x}"
        side = ("above" if up else "below") if lower else ("ahead of" if up else "behind")
        f2 = lambda x: f"— {side} plan by {x}"
        f3 = lambda y: f"({sgn(up, k)}{y}% vs. plan) — {stt}"
        good = up != lower
        r = again(t, va, k + 1, f"we landed at {{}} against a goal of {S(vt)}.", cash, unit)
        blocks = [KR([Claim(f1(S(va)), [nbr(f1)]), Claim(f2(S(abs(diff))), [gap(f2)]),
                      Claim(f3(pt), [ptw(t, "wrong_base", f3, abs(rel), abs(wb_), pd)])]),
                  RETRO_OF(good)(r) if r else fallback(good, k)]
    book.okr(t.db, t.rid, "comparison", obj, blocks + list(more), owner=owner)


def ok_cmp(book, t, col, a, b, k, obj, noun, cash=False, d=0, unit="", label=None, hdr=None, qty="as many",
           owner=None, more=()):
    """Two named rows (owners, groups), the larger first, in five layouts; noun names the figure."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A_, B_ = (label(a), label(b)) if label else (a, b)
    S, W_, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel = 100 * diff / vb
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    form = k % 5
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 2 and not fw:
        form = 4
    if form == 3 and not (tw or mw):
        form = 1
    if form == 0 and r < 1.3:
        form = 4
    if form == 0:
        f1 = lambda x: f"{noun}: {A_} {S(va)} vs. {B_} {x}"
        blocks = [KR([Claim(f1(S(vb)), [nbr(f1)]), mult(t, r, k, lambda x: f"({A_} at {x})")]),
                  WELL(again(t, diff, k, f"{A_} ahead of {B_} by {{}}.", cash, unit, role="off") or
                       again(t, va, k, f"{A_} landed at {{}}.", cash, unit))]
    elif form == 1:
        h0, h1 = hdr or ("", cap(noun))
        f1 = lambda x: f"| {B_} | {x} |"
        pt, pd = pct_x(rel)
        f2 = lambda x: f"{A_} +{x}% vs. {B_}"
        f3 = lambda x: f"({x} gap)."
        blocks = [TB((h0, h1), f"| {A_} | {S(va)} |", Claim(f1(S(vb)), [nbr(f1)])),
                  NOTE(Claim(f2(pt), [ptw(t, "wrong_base", f2, rel, 100 * diff / va, pd)]),
                       Claim(f3(S(diff)), [gap(f3)]))]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = pct_x(s)
        f1 = lambda x: f"{B_} at {x} of {A_}'s {noun}"
        f2 = lambda x: f"({x} vs. {S(va)})"
        f3 = lambda x: f"— a gap of {x}"
        f4 = lambda x: f"{B_} closed out at {x}% of {A_}."
        blocks = [KR([Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(S(vb)), [nbr(f2)]),
                      Claim(f3(S(diff)), [gap(f3)])]),
                  CHANGE(Claim(f4(pt), [ptw(t, "complement", f4, s, 100 - s, pd),
                                        ptw(t, "share_of_pair", f4, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        f1 = lambda x: f"{noun}: {A_} {S(va)}, {B_} {x}"
        if tw:
            c2 = Claim(f"— {tw}", [("false_bound", f"— {tbad}")])
        else:
            c2 = Claim(f"— {A_} at {mw}", [("false_bound", f"— {A_} at {mbad}")])
        bf, bt = ab(vb, k + 1, cash, unit)[:2]
        blocks = [KR([Claim(f1(S(vb)), [nbr(f1)]), c2]),
                  WELL(again(t, va, k, f"{A_} at {{}} and {B_} at {bf(bt)}.", cash, unit)
                       or again(t, diff, k, f"{A_} ahead by {{}}.", cash, unit, role="off"))]
    else:
        fmt, pt, pd, show = pct_h(rel, k)
        f1 = lambda x: f"{noun}: {A_} {S(va)} vs. {B_} {x}"
        f2 = lambda x: f"— {A_} {fmt(x)} ahead"
        f3 = lambda x: f"({x} in absolute terms)"
        blocks = [KR([Claim(f1(S(vb)), [nbr(f1)]),
                      Claim(f2(pt), [off(t, "wrong_base", f2(show(100 * diff / va)), rel, 100 * diff / va, pd,
                                         approx=True, real=True)])],
                     Sub([Claim(f3(S(diff)), [gap(f3)])])),
                  WELL(again(t, diff, k + 1, f"{A_} {{}} clear of {B_}.", cash, unit))]
    book.okr(t.db, t.rid, "comparison", obj, blocks + list(more), owner=owner)


def _move(book, t, v1, v2, nbr, k, obj, noun, l1, l2, tag, cash, d, unit, want, vs, owner, more):
    """From v1 (l1) to v2 (l2), as a key result, in four layouts; nbr(fmt): the twin with the neighbouring row's
    v1; want: "up" or "down" where the key result names a direction (its status follows); vs: how the
    parenthetical delta names the earlier period ("last quarter")."""
    S, W_, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = pct_x(p)
    sg = sgn(up, k)
    stt = f" — {status_dir(up == (want == 'up'), k)}" if want else ""
    verb = {"up": "grow", "down": "cut"}.get(want, "track")
    good = up == (want != "down")

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else w(wb, dd)), p, wb, dd, approx=approx, real=True)

    absd = lambda f, fs=(1.8, 0.5, 2.4, 0.35, 3.2): off_f(t, "off", f, abs(diff), fs, D(abs(diff)),
                                                          lambda x: W_(x, D(abs(diff))))
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{l2} came in at {mw} {l1}", f"{l2} came in at {mb} {l1}"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            ud = "up" if up else "down"
            fw, fbad = f"{noun} {ud} by {fr} {tag}", f"{noun} {ud} by {fb} {tag}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x, y: f"{verb} {noun} {tag} — {l1} {x} → {l2} {S(v2)} ({sg}{y}%){stt}"
        c1 = Claim(f1(S(v1), pt), [nbr(lambda x: f1(x, pt)), base(lambda y: f1(S(v1), y))])
        f2 = lambda x: f"({sg}{x} vs. {vs})"
        r = again(t, v2, k, f"{noun} closed {l2} at {{}}.", cash, unit)
        blocks = [KR(c1, Sub([Claim(f2(S(abs(diff))), [absd(f2)])])),
                  RETRO_OF(good)(r) if r else fallback(good, k)]
    elif form == 1:
        f1 = lambda x, y: f"| {verb} {noun} | {x} | {S(v2)} | {sg}{y}% |"
        c1 = Claim(f1(S(v1), pt), [nbr(lambda x: f1(x, pt)), base(lambda y: f1(S(v1), y))])
        blocks = [TB(("KR", l1, l2, f"Δ {tag}"), c1),
                  NOTE(f"Status: {status_dir(up == (want == 'up'), k)}" if want else "Status: tracking"),
                  RETRO_OF(good)(Claim(f"{cap(fw)}.", [("false_bound", f"{cap(fbad)}.")]))]
    elif form == 2:
        f2 = lambda x: f"{verb} {noun} {tag}: {l1} {x}"
        f3 = lambda y: f"→ {l2} {S(v2)} ({sg}{y}%,"
        f4 = lambda x: f"{sg}{x} vs. {vs}){stt}"
        items = [[Claim(f2(S(v1)), [nbr(f2)]), Claim(f3(pt), [base(f3)]), Claim(f4(S(abs(diff))), [absd(f4)])]]
        if up and v2 / v1 >= 1.3:
            tk = mult(t, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}.")
        else:
            fmt, ht, hd, show = pct_h(p, k)
            ud = "up" if up else "down"
            f5 = lambda x: f"{noun} {ud} {fmt(x)} {tag}."
            tk = Claim(f5(ht), [off_r(t, "restated_contradicts", f5, p, (1.7, 0.5, 2.3, 0.35),
                                      lambda x: (show(x), round(x, hd)))]) if ht != pt else \
                again(t, v2, k, f"{noun} closed {l2} at {{}}.", cash, unit)
        blocks = [KR(*items), RETRO_OF(good)(tk) if tk else fallback(good, k)]
    else:
        fmt, ht, hd, show = pct_h(p, k)
        ud = "up" if up else "down"
        f1 = lambda x: f"{verb} {noun} {tag}: {ud} {fmt(x)}{stt}"
        f2 = lambda x: f"({l1} {x} → {l2} {S(v2)})"
        r = again(t, abs(diff), k + 1, f"{noun} {ud} {{}} on {l1}.", cash, unit, role="off")
        blocks = [KR([Claim(f1(ht), [base(f1, True, show, hd)]), Claim(f2(S(v1)), [nbr(f2)])]),
                  RETRO_OF(good)(r) if r else fallback(good, k)]
    book.okr(t.db, t.rid, "change", obj, blocks + list(more), owner=owner)


def ok_chg(book, t, col, p1, p2, k, obj, noun, l1, l2, tag="QoQ", cash=False, d=0, unit="", want="up",
           vs="last quarter", owner=None, more=()):
    """From one row (a period) to another."""
    S, W_, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, obj, noun, l1, l2, tag,
          cash, d, unit, want, vs, owner, more)


def ok_yoy(book, t, key, c1, c2, k, obj, noun, l1, l2, tag="QoQ", cash=False, d=0, unit="", want="up",
           vs="last quarter", owner=None, more=()):
    """Within one row, from one period's column to the next."""
    S, W_, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, obj, noun, l1, l2, tag, cash, d, unit,
          want, vs, owner, more)


def ok_pts(book, t, c1, c2, key, k, obj, noun, l1, l2, label=None, tag="QoQ", each=None, owner=None, more=()):
    """One row's share of a column total in two periods, the move in points ("(-3.4 pts)"); twins: the later
    share's complement, the relative change given as points; the retro puts the later share in words."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    sg = sgn(up, k)
    f1 = lambda x: f"{name} share of {noun}: {s1t}% in {l1}, {x}% in {l2}"
    f2 = lambda x: f"({sg}{x} pts {tag})"
    items = [[Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
              Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                  real=True)])]]
    gw, gbad = frac_q(s2 / 100)
    if gw:
        gw, gbad = f"{gw} of {noun}", f"{gbad} of {noun}"
    elif each:
        gw, gbad = every(s2 / 100)
        gw, gbad = (f"{gw} {each}", f"{gbad} {each}") if gw else (None, None)
    r = [NEXT(Claim(f"hold {name} share at {gw}.", [("false_bound", f"hold {name} share at {gbad}.")]))] if gw else []
    book.okr(t.db, t.rid, "change", obj, [KR(*items)] + r + list(more), owner=owner)


def ok_share(book, t, col, key, k, obj, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
             tot=None, hdr=None, rsfx="", owner=None, more=()):
    """One row's share of a total (the column's, or tot), in three layouts; items names what the share counts
    for "one in every N {items}"."""
    S, W_, D = shows(cash, d, unit)
    v = t[key][col]
    Tt = tot if tot is not None else sum(t.col(col))
    s = 100 * v / Tt
    name = label or key
    st, sd = fig(s, 1)
    nbr = nbr_fn(t, col, key, S, D)
    nb = nbr_of(t, key)
    if tot is not None and nb and isinstance(t[nb][col], float) and t[nb][col] >= Tt:
        nbr = lambda f: None
    fw, fbad = frac_q(s / 100)
    ow, obad = every(s / 100) if items else (None, None)
    if ow:
        ow, obad = f"{ow} {items}", f"{obad} {items}"

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(w(x, dd)), s, x, dd, real=True)
    form = k % 3
    if form == 0 and not (ow or fw):
        form = 1
    if form == 0:
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x, y: f"| {cap(name)} | {x} | {y}% |"
        c1 = Claim(f1(S(v), st), [nbr(lambda x: f1(x, st)),
                                  off(t, "complement", f1(S(v), w(100 - s, sd)), s, 100 - s, sd, real=True),
                                  wt(lambda y: f1(S(v), y), sd)])
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}")
        blocks = [TB((h0, h1, "Share"), c1, f"| All | {S(Tt)} | 100% |"),
                  RECAP(Claim(f"{name} came to {gw}.", [("false_bound", f"{name} came to {gb}.")]))]
    elif form == 1:
        f1 = lambda x: f"{name}: {x} of {S(Tt)}"
        f2 = lambda y: f"({y}% of {whole})"
        c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True), wt(f2, sd)])
        if fw or ow:
            gw, gb = (fw, fbad) if fw else (ow, obad)
            r = Claim(f"{gw} of {whole} ({name}).", [("false_bound", f"{gb} of {whole} ({name}).")]) \
                if fw else Claim(f"{name}: {gw}.", [("false_bound", f"{name}: {gb}.")])
        else:
            r = again(t, v, k, f"{name} at {{}}{rsfx}.", cash, unit)
        blocks = [KR([Claim(f1(S(v)), [nbr(f1)]), c2]), RECAP(r) if r else fallback(True, k)]
    else:
        fmt, pt, pd, show = pct_h(s, k)
        f1 = lambda x: f"{name} at {fmt(x)} of {whole}"
        f2 = lambda x: f"({x} of {S(Tt)})"
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True),
                            off(t, "wrong_total", f1(show(100 * v / (v + t[other][col]))), s,
                                100 * v / (v + t[other][col]), pd, approx=True, real=True) if other else None])
        r = again(t, v, k + 1, f"{name} at {{}}{rsfx}.", cash, unit) or \
            (Claim(f"{name}: {fw} of {whole}.", [("false_bound", f"{name}: {fbad} of {whole}.")]) if fw else None)
        blocks = [KR([c1, Claim(f2(S(v)), [nbr(f2)])]), RECAP(r) if r else fallback(True, k)]
    book.okr(t.db, t.rid, "per_unit", obj, blocks + list(more), owner=owner)


def ok_top(book, t, col, m, k, obj, whole, cash=False, d=0, unit="", label=None, hdr=None, owner=None, more=()):
    """The top m rows together and their share of the total, as a key result or as a table with a total row."""
    S, W_, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    gw, gbad = frac_q(s / 100)
    f2 = lambda x: f"({x}% of {S(tot)})"
    c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])
    if k % 2 == 0:
        fmt, tx, val, show = ab(sm, k, cash, unit)
        names = Lb(order[0]) + "".join(f", {Lb(x)}" for x in order[1:-1]) + f" and {Lb(order[-1])}"
        f1 = lambda x: f"top {say(m)} ({names}) at {fmt(x)} combined"
        blocks = [KR([Claim(f1(tx), [off_r(t, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]), c2])]
    else:
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x: f"| **Top {say(m)}** | **{x}** |"
        rows = [f"| {Lb(x)} | {S(t[x][col])} |" for x in order]
        blocks = [TB((h0, h1), *rows, Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.3, 0.7, 1.6, 0.5), D(sm),
                                                              lambda x: W_(x, D(sm)))])), NOTE(c2)]
    if gw:
        blocks.append(NEXT(Claim(f"the top {say(m)} are {gw} of {whole}; widen the base.",
                                 [("false_bound", f"the top {say(m)} are {gbad} of {whole}; widen the base.")])))
    book.okr(t.db, t.rid, "per_unit", obj, blocks + list(more), owner=owner)


def ok_rate(book, t, tot_col, cnt_col, key, k, obj, unit, what, cash=False, label=None, sfx="", units=None,
            pooled=None, lower=False, owner=None, more=()):
    """A total over a count for one row ("$3,790 per owner", "8.6 orders per week"); with pooled (the rows named as
    a group), the blended rate after it (twin: the simple mean of the rows' rates); else the total said again,
    rounded, in a recap; lower: a rate where less is better (freight per order)."""
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_fig(r, k, cash, sfx)
    if k % 2 == 0:
        f1 = lambda x: f"{name}: {St(tot)} {what} / {c} {units} = {x} per {unit}"
    else:
        f1 = lambda x: f"{name}: {x} {what} per {unit} ({St(tot)} over {c} {units})" if not cash else \
            f"{name}: {x} per {unit} ({St(tot)} {what}, {c} {units})"
    tw = [off_r(t, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    items = [Claim(f1(pt), tw)]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        dd = 0 if overall >= 100 else 1 if overall >= 10 else 2
        ot, od = money(overall, 2) if cash else (n(overall, dd) + sfx, num(overall, dd)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: f"blended across {pooled}: {x} per {unit}"
        items.append(Sub([Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                        if ow(plain) != ot else None])]))
        blocks = [KR(*items), fallback((r >= overall) != lower, k)]
    else:
        rr = again(t, tot, k + 1, f"{what} came to {{}} across {c} {units} ({name}).", cash, sfx)
        blocks = [KR(*items), RECAP(rr) if rr else fallback(not lower, k)]
    book.okr(t.db, t.rid, "per_unit", obj, blocks + list(more), owner=owner)


def ok_avg(book, t, col, key, k, obj, noun, per, cash=False, d=0, unit="", label=None, ad=None, lower=False,
           owner=None, more=()):
    """One row against the simple average of the rows: the gap in percent, or as a multiple ("~2.3x the avg")."""
    S, W_, D = shows(cash, d, unit)
    Sa, Wa, Da = shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"{name}: {S(v)}{noun} vs. an average of {x} per {per}"
    c1 = Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                   lambda x: Wa(x, Da(avg)))])
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, v / avg, k, lambda x: f"(≈ {x} the average)", hedged=False)
    else:
        pt, pd = pct_x(p)
        f2 = lambda x: f"({sgn(above, k)}{x}% vs. the average)"
        c2 = Claim(f2(pt), [ptw(t, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    book.okr(t.db, t.rid, "per_unit", obj, [KR([c1, c2]), fallback(above != lower, k)] + list(more), owner=owner)


def ok_blend(book, t, avg_col, n_col, k, obj, noun, per, grp, d=1, unit="", cur="", owner=None, more=()):
    """The weighted average of group averages, then the simple average of the groups beside it; twins: the simple
    mean given as the weighted one, and the weighted one given as the simple one."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    f1 = lambda x: f"{noun}, blended over {int(sum(ns)):,} {plural(per)}: {cur}{x}{unit}"
    f2 = lambda x: f"simple average of the {say(len(avgs))} {plural(grp)}: {cur}{x}{unit}"
    blocks = [KR(Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)]),
                 Sub([Claim(f2(pt), [off(t, "weighted_as_plain", f2(w(wa, pd)), plain, wa, pd, real=True)])])),
              CHANGE(f"score the KR on the blended figure; the simple average over-weights the small {plural(grp)}.")]
    book.okr(t.db, t.rid, "per_unit", obj, blocks + list(more), owner=owner)


def ok_conv(book, t, key, col, k, obj, fmt, src_d, factor, dst_d, bads, hedged=True, table_=None, say_again=None,
            retro=None, owner=None, more=()):
    """A figure with its conversion beside it (hedged with "~" or exact); twin: the first wrong factor whose
    figure is far enough off. table_: (columns,) lays it out as a one-row table; say_again: (template, unit)
    restates the original figure, rounded, in the retro."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if hedged:
        hf, ct, cv, show = ab(c, k)
        sh = hf
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: (w(x, cd), round(x, cd))
        sh = lambda x: x
    tw = None
    bads = tuple(bads) + (1 / factor,) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0,
                                                                    0.4, 10, 0.1, 2.5, 0.35))
    for f in bads:
        txt, val = show(v * f)
        tw = wrong("wrong_factor", fmt(vt, sh(txt)), c, val, dec(txt), approx=hedged,
                   clear=[x for x in t.pool if abs(x - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    c1 = Claim(fmt(vt, sh(ct)), [tw])
    blocks = [TB(table_, c1)] if table_ else [KR(c1)]
    if say_again:
        tmpl, u = say_again
        r = again(t, v, k + 1, tmpl, unit=u)
        blocks.append((retro or WELL)(r) if r else fallback(True, k))
    book.okr(t.db, t.rid, "conversion", obj, blocks + list(more), owner=owner)


def ok_empty(book, db, question, sql, obj, ack, bad, extra=(), owner=None, more=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.okr(db, rid, "zero_ident", obj, [KR(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
             owner=owner, derived=False)


def ok_ident(book, t, obj, text, good, bad, extra=(), owner=None, more=()):
    assert bad != good and good in text, (text, good)
    book.okr(t.db, t.rid, "zero_ident", obj,
             [KR([Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra])] + list(more), owner=owner, derived=False)


def ok_plain(book, t, obj, blocks, owner=None):
    book.okr(t.db, t.rid, "plain", obj, list(blocks), owner=owner, derived=False)


# ---------------------------------------------------------------------------
# northwind: the sales and operations OKRs for the fourth quarter of 1997
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
Q4_97 = "o.order_date >= '1997-10-01' AND o.order_date < '1998-01-01'"
QTR = "extract(year FROM o.order_date)::int || '-Q' || extract(quarter FROM o.order_date)::int"


def northwind(book):
    nq = table("northwind", "Per quarter from July 1996 to December 1997: orders, accounts ordering, net sales, "
               "weeks with at least one order, orders shipped after the required date and average days from order "
               "to shipment?",
               f"SELECT {QTR} AS quarter, count(DISTINCT o.order_id) AS orders, "
               "count(DISTINCT o.customer_id) AS accounts, "
               f"round(sum({NET})::numeric, 2) AS net_sales, "
               "count(DISTINCT date_trunc('week', o.order_date)) AS weeks, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1996-07-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 1")
    sales = "Sales (Laura's team)"
    ops = "Operations"
    ok_att(book, nq, ("1997-Q4", "net_sales"), ("1997-Q3", "net_sales"), 0, "Grow the wholesale book",
           "beat Q3's net sales", "Q4 net sales", cash=True, owner=sales)
    ok_chg(book, nq, "net_sales", "1996-Q4", "1997-Q4", 1, "Grow the wholesale book", "net sales", "Q4 1996",
           "Q4 1997", tag="YoY", cash=True, vs="Q4 1996")
    ok_chg(book, nq, "orders", "1997-Q3", "1997-Q4", 2, "Grow the wholesale book", "orders", "Q3", "Q4",
           owner=sales)
    ok_chg(book, nq, "accounts", "1996-Q4", "1997-Q4", 3, "Widen the customer base", "active accounts",
           "Q4 1996", "Q4 1997", tag="YoY", vs="a year ago")
    ok_rate(book, nq, "orders", "weeks", "1997-Q4", 0, "Grow the wholesale book", "week", "orders",
            label="Q4 order rate", units="weeks with orders", pooled="all six quarters")
    ok_rate(book, nq, "net_sales", "accounts", "1997-Q4", 1, "Widen the customer base", "account", "net sales",
            cash=True, label="Q4 net sales per active account", units="accounts")
    ok_share(book, nq, "late", "1997-Q4", 0, "Ship every order on time", "Q4 orders", items="orders",
             label="Late shipments", tot=nq["1997-Q4"]["orders"], hdr=("Q4 1997", "Orders"), owner=ops)
    ok_conv(book, nq, "1997-Q4", "avg_days", 0, "Ship every order on time",
            lambda v, c: f"order to ship: {v} days on average in Q4 ({c} hours)", 2, 24, 0, (7, 1 / 7, 60),
            hedged=False, say_again=("get under the {} days Q4 averaged from order to dispatch.", ""), retro=NEXT)
    ok_avg(book, nq, "net_sales", "1997-Q4", 0, "Grow the wholesale book", " net sales", "quarter", cash=True,
           label="Q4 1997")
    ok_chg(book, nq, "avg_days", "1997-Q3", "1997-Q4", 0, "Ship every order on time", "days to ship", "Q3",
           "Q4", d=2, unit=" days", want="down", owner=ops)
    ok_conv(book, nq, "1996-Q3", "avg_days", 1, "Ship every order on time",
            lambda v, c: f"baseline (Q3 1996): {v} days order to ship, or {c} hours", 2, 24, 0, (7, 1 / 7, 60),
            hedged=False)
    ok_plain(book, nq, "Grow the wholesale book", [
        KR(Claim(f"orders: {nq['1997-Q4']['orders']:.0f} in Q4, the most of the six quarters",
                 [off(nq, "off", f"orders: {nq['1997-Q4']['orders'] * 1.45:.0f} in Q4, the most of the six quarters",
                      nq["1997-Q4"]["orders"], nq["1997-Q4"]["orders"] * 1.45, 0)]),
           Claim(f"active accounts: {say(nq['1997-Q4']['accounts'])}",
                 [words_twin("off", f"active accounts: {say(nq['1997-Q4']['accounts'] + 17)}",
                             nq["1997-Q4"]["accounts"], nq["1997-Q4"]["accounts"] + 17)])),
        WELL("every quarter of 1997 beat the one before it on orders.")], owner=sales)

    rp = table("northwind", "Per owner: net sales in the third and fourth quarters of 1997, and orders and accounts "
               "in the fourth?",
               "SELECT e.first_name || ' ' || e.last_name AS owner, "
               f"round((sum({NET}) FILTER (WHERE o.order_date < '1997-10-01'))::numeric, 2) AS q3, "
               f"round((sum({NET}) FILTER (WHERE o.order_date >= '1997-10-01'))::numeric, 2) AS q4, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1997-10-01') AS q4_orders, "
               "count(DISTINCT o.customer_id) FILTER (WHERE o.order_date >= '1997-10-01') AS q4_accounts "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-07-01' AND o.order_date < '1998-01-01' "
               "GROUP BY 1 ORDER BY 3 DESC")
    first = lambda x: x.split()[0]
    ok_yoy(book, rp, "Janet Leverling", "q3", "q4", 1, "Every owner grows their book", "Janet's net sales", "Q3",
           "Q4", cash=True)
    ok_yoy(book, rp, "Robert King", "q3", "q4", 0, "Every owner grows their book", "Robert's net sales", "Q3",
           "Q4", cash=True)
    ok_att(book, rp, ("Anne Dodsworth", "q4"), ("Anne Dodsworth", "q3"), 2, "Every owner grows their book",
           "Anne to hold her Q3 book", "Anne, Q4", cash=True)
    ok_att(book, rp, ("Margaret Peacock", "q4"), ("Margaret Peacock", "q3"), 3, "Every owner grows their book",
           "Margaret to beat her Q3 book", "Margaret, Q4", cash=True)
    ok_rate(book, rp, "q4", "q4_accounts", "Margaret Peacock", 0, "Revenue per account", "account",
            "Q4 net sales", cash=True, label="Margaret", units="accounts", pooled="all nine owners")
    ok_cmp(book, rp, "q4", "Janet Leverling", "Margaret Peacock", 4, "Every owner grows their book",
           "Q4 net sales", cash=True, label=first)
    ok_top(book, rp, "q4", 3, 1, "Spread the book across owners", "Q4 net sales", cash=True,
           hdr=("Owner", "Q4 net sales"))
    ok_pts(book, rp, "q3", "q4", "Janet Leverling", 0, "Spread the book across owners", "owner net sales", "Q3",
           "Q4", label="Janet's")

    sc = table("northwind", "Per category: products, units in stock, reorder floor, units on order, products below "
               "their floor and stock value at list price?",
               "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS stock, "
               "sum(p.reorder_level) AS reorder_floor, sum(p.units_on_order) AS on_order, "
               "count(*) FILTER (WHERE p.units_in_stock < p.reorder_level) AS below_floor, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value "
               "FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY 1 ORDER BY 3 DESC")
    inv = "Supply (purchasing)"
    ok_att(book, sc, ("Beverages", "on_order"), ("Beverages", "reorder_floor"), 2, "Never run short",
           "Beverages on order to cover the reorder floor", "Beverages", owner=inv)
    ok_att(book, sc, ("Dairy Products", "on_order"), ("Dairy Products", "reorder_floor"), 1, "Never run short",
           "Dairy on order to cover the reorder floor", "Dairy on order")
    ok_share(book, sc, "on_order", "Confections", 1, "Never run short", "units on order", label="Confections",
             other="Condiments", owner=inv)
    ok_rate(book, sc, "stock_value", "products", "Beverages", 0, "Lean inventory", "product", "stock value",
            cash=True, label="Beverages", units="products", pooled="all eight categories", lower=True)
    ok_cmp(book, sc, "stock_value", "Seafood", "Produce", 0, "Lean inventory", "stock value", cash=True)

    sh = table("northwind", "Per shipper in 1997: shipments, shipments on or before the required date, average days "
               "from order to shipment and freight billed?",
               "SELECT s.company_name AS shipper, count(*) AS shipments, "
               "count(*) FILTER (WHERE o.shipped_date <= o.required_date) AS on_time, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, round(sum(o.freight)::numeric, 2) AS freight "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 2 DESC")
    ok_share(book, sh, "on_time", "United Package", 2, "Ship every order on time", "its 1997 shipments",
             label="United Package on time", tot=sh["United Package"]["shipments"], owner=ops)
    ok_conv(book, sh, "United Package", "avg_days", 1, "Ship every order on time",
            lambda v, c: f"United Package: {v} days order to ship ({c} weeks)", 2, 1 / 7, 1, (1 / 24, 24, 1 / 30))
    ok_blend(book, sh, "avg_days", "shipments", 0, "Ship every order on time", "days to ship", "shipment",
             "carrier", d=2, unit=" days")
    ok_cmp(book, sh, "freight", "United Package", "Speedy Express", 1, "Hold freight costs", "1997 freight",
           cash=True, hdr=("Carrier", "Freight, 1997"))
    ok_rate(book, sh, "freight", "shipments", "Federal Shipping", 0, "Hold freight costs", "shipment", "freight",
            cash=True, label="Federal Shipping", pooled="the three carriers", lower=True)

    ct = table("northwind", "The twelve destination countries with the most orders placed in the second half of 1997: "
               "orders, freight billed and late shipments?",
               "SELECT o.ship_country AS country, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late FROM orders o "
               "WHERE o.order_date >= '1997-07-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 2 DESC, 1 "
               "LIMIT 12")
    ok_share(book, ct, "orders", "USA", 2, "Grow outside the core markets", "H2 orders in the top twelve",
             label="the US", other="Germany")
    ok_rate(book, ct, "freight", "orders", "Austria", 1, "Hold freight costs", "order", "freight", cash=True,
            label="Austria", units="orders", lower=True)
    ok_cmp(book, ct, "orders", "USA", "France", 3, "Grow outside the core markets", "H2 orders",
           label=lambda x: {"USA": "the US"}.get(x, x))

    ok_empty(book, "northwind", "Which fourth-quarter 1997 orders took more than 40 days to ship?",
             f"SELECT o.order_id FROM orders o WHERE {Q4_97} AND o.shipped_date - o.order_date > 40",
             "Ship every order on time", "no Q4 order took more than 40 days to ship (zero)",
             "thirteen Q4 orders took more than 40 days to ship", owner=ops)
    ok_empty(book, "northwind", "Which orders placed in 1997 were never shipped?",
             "SELECT order_id FROM orders WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' "
             "AND shipped_date IS NULL", "Ship every order on time",
             "unshipped 1997 orders at year end: none", "unshipped 1997 orders at year end: eighteen",
             more=[WELL("the backlog is clear going into the new year.")])
    ok_empty(book, "northwind", "Which active products are out of stock with nothing on order?",
             "SELECT product_id FROM products WHERE discontinued = 0 AND units_in_stock = 0 AND units_on_order = 0",
             "Never run short", "active SKUs at zero stock with nothing on order: 0",
             "active SKUs at zero stock with nothing on order: 14", owner=inv)
    bo = table("northwind", "The biggest order of the fourth quarter of 1997 by net sales: order id, account and net "
               "sales?",
               f"SELECT o.order_id, c.company_name AS account, round(sum({NET})::numeric, 2) AS net_sales "
               "FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN order_details od "
               f"ON od.order_id = o.order_id WHERE {Q4_97} GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1")
    oid = bo.order[0]
    ok_ident(book, bo, "Grow the wholesale book", f"biggest single order of the quarter: #{oid} "
             f"({bo[oid]['account']})", f"#{oid}", f"#{int(oid) + 233}",
             extra=[f"at {money(bo[oid]['net_sales'], 2)[0]} net"])
    tr = table("northwind", "The employee id of the owner with the most net sales in the fourth quarter of 1997?",
               "SELECT e.employee_id, e.first_name || ' ' || e.last_name AS owner FROM employees e JOIN orders o "
               "ON o.employee_id = e.employee_id JOIN order_details od ON od.order_id = o.order_id "
               f"WHERE {Q4_97} GROUP BY 1, 2 ORDER BY sum({NET}) DESC LIMIT 1")
    eid = tr.order[0]
    ok_ident(book, tr, "Every owner grows their book", f"top owner for Q4: {tr[eid]['owner']} (employee {eid})",
             f"employee {eid}", f"employee {int(eid) + 11}")
    tot4 = sum(rp.col("q4"))
    ok_plain(book, rp, "Every owner grows their book", [
        KR(Claim(f"owner net sales, Q4: {money(tot4, 2)[0]} across {say(len(rp))} owners",
                 [off(rp, "off", f"owner net sales, Q4: ${tot4 * 1.35:,.2f} across {say(len(rp))} owners", tot4,
                      tot4 * 1.35, 2)]),
           Sub([f"(Janet on top at {money(rp['Janet Leverling']['q4'], 2)[0]})"])),
        CHANGE("pair the two newest owners with Janet for Q1.")])


# ---------------------------------------------------------------------------
# chinook: the music store's OKRs for FY2025
# ---------------------------------------------------------------------------


def chinook(book):
    yr = table("chinook", "Per fiscal year: invoices, revenue, customers billed, tracks sold and billing countries?",
               "SELECT extract(year FROM i.invoice_date)::int::text AS fy, count(DISTINCT i.invoice_id) AS invoices, "
               "sum(il.unit_price * il.quantity) AS revenue, count(DISTINCT i.customer_id) AS customers, "
               "sum(il.quantity) AS tracks, count(DISTINCT i.billing_country) AS countries FROM invoice i "
               "JOIN invoice_line il ON il.invoice_id = i.invoice_id GROUP BY 1 ORDER BY 1")
    store = "Store (Andrew's team)"
    ok_att(book, yr, ("2025", "revenue"), ("2024", "revenue"), 0, "Grow the store", "beat FY2024 revenue",
           "FY2025 revenue", cash=True, d=2, owner=store)
    ok_chg(book, yr, "revenue", "2024", "2025", 3, "Grow the store", "revenue", "FY2024", "FY2025", tag="YoY",
           cash=True, d=2, vs="FY2024")
    ok_rate(book, yr, "revenue", "invoices", "2025", 0, "Bigger baskets", "invoice", "revenue", cash=True,
            label="FY2025", pooled="the five years")
    ok_avg(book, yr, "revenue", "2025", 1, "Grow the store", " revenue", "year", cash=True, d=2, label="FY2025")
    ok_chg(book, yr, "countries", "2023", "2025", 1, "Reach more markets", "billing countries", "FY2023",
           "FY2025", tag="over two years", vs="FY2023")

    rp = table("chinook", "Per support rep: customers, and invoices and revenue in 2024 and in 2025?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) FILTER (WHERE i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01') "
               "AS invoices_2024, sum(i.total) FILTER (WHERE i.invoice_date >= '2024-01-01' "
               "AND i.invoice_date < '2025-01-01') AS revenue_2024, "
               "count(i.invoice_id) FILTER (WHERE i.invoice_date >= '2025-01-01') AS invoices_2025, "
               "sum(i.total) FILTER (WHERE i.invoice_date >= '2025-01-01') AS revenue_2025 "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i "
               "ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 6 DESC")
    desk = "Support desk"
    ok_att(book, rp, ("Margaret Park", "revenue_2025"), ("Margaret Park", "revenue_2024"), 2,
           "Every rep holds their book", "Margaret to match her 2024 book", "Margaret", cash=True, d=2, owner=desk)
    ok_att(book, rp, ("Jane Peacock", "revenue_2025"), ("Jane Peacock", "revenue_2024"), 1,
           "Every rep holds their book", "Jane to beat her 2024 book", "Jane, 2025 revenue", cash=True, d=2)
    ok_rate(book, rp, "revenue_2025", "customers", "Jane Peacock", 0, "Revenue per customer", "customer",
            "2025 revenue", cash=True, label="Jane", units="customers", pooled="the three owners", owner=desk)
    ok_cmp(book, rp, "revenue_2025", "Margaret Park", "Steve Johnson", 0, "Every rep holds their book",
           "2025 revenue", cash=True, d=2, label=lambda x: x.split()[0])
    ok_share(book, rp, "invoices_2025", "Jane Peacock", 1, "Every rep holds their book", "2025 invoices",
             label="Jane", other="Steve Johnson")
    ok_pts(book, rp, "invoices_2024", "invoices_2025", "Jane Peacock", 0, "Every rep holds their book", "invoices",
           "2024", "2025", label="Jane's", tag="YoY")
    ok_yoy(book, rp, "Steve Johnson", "revenue_2024", "revenue_2025", 0, "Every rep holds their book",
           "Steve's revenue", "2024", "2025", tag="YoY", cash=True, d=2, vs="2024")

    gn = table("chinook", "Per genre with a sale in 2024 or 2025: tracks sold in each year and 2025 revenue?",
               "SELECT g.name AS genre, "
               "coalesce(sum(il.quantity) FILTER (WHERE i.invoice_date < '2025-01-01'), 0) AS units_2024, "
               "coalesce(sum(il.quantity) FILTER (WHERE i.invoice_date >= '2025-01-01'), 0) AS units_2025, "
               "coalesce(sum(il.unit_price * il.quantity) FILTER (WHERE i.invoice_date >= '2025-01-01'), 0) "
               "AS revenue_2025 FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id JOIN track t "
               "ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id "
               "WHERE i.invoice_date >= '2024-01-01' GROUP BY 1 ORDER BY 3 DESC, 2 DESC, 1")
    cat_ = "Catalogue"
    ok_yoy(book, gn, "Latin", "units_2024", "units_2025", 1, "Broaden what people buy", "Latin units", "2024",
           "2025", tag="YoY", vs="2024", owner=cat_)
    ok_pts(book, gn, "units_2024", "units_2025", "Rock", 1, "Broaden what people buy", "units sold", "2024",
           "2025", label="Rock's", tag="YoY", each="tracks sold")
    ok_pts(book, gn, "units_2024", "units_2025", "Alternative & Punk", 0, "Broaden what people buy", "units sold",
           "2024", "2025", label="Alternative & Punk's", tag="YoY", each="tracks sold")
    ok_top(book, gn, "revenue_2025", 3, 0, "Broaden what people buy", "2025 revenue", cash=True, d=2,
           label=lambda x: x.replace(" & ", " and "))
    ok_yoy(book, gn, "Metal", "units_2024", "units_2025", 2, "Broaden what people buy", "Metal units", "2024",
           "2025", tag="YoY", vs="2024")
    ok_cmp(book, gn, "units_2025", "Rock", "Latin", 3, "Broaden what people buy", "2025 units")

    pl = table("chinook", "Per playlist (the first of each name): tracks, hours of content and storage in MB?",
               "SELECT p.name AS playlist, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 2) AS hours, "
               "round(sum(t.bytes) / 1048576.0, 1) AS mb FROM playlist p JOIN playlist_track pt "
               "ON pt.playlist_id = p.playlist_id JOIN track t ON t.track_id = pt.track_id "
               "WHERE p.playlist_id IN (SELECT min(playlist_id) FROM playlist GROUP BY name) GROUP BY 1 "
               "ORDER BY 3 DESC")
    ok_conv(book, pl, "Music", "hours", 0, "Curate the playlists",
            lambda v, c: f"the Music playlist runs {v} hours ({c} days end to end)", 1, 1 / 24, 1,
            (1 / 60, 24, 1 / 7), owner=cat_)
    ok_conv(book, pl, "90’s Music", "hours", 1, "Curate the playlists",
            lambda v, c: f"| 90’s Music | {v} | {c} |", 2, 1 / 24, 2, (1 / 60, 24, 1 / 7), hedged=False,
            table_=("Playlist", "Hours", "Days"))
    ok_conv(book, pl, "TV Shows", "mb", 0, "Cut storage", lambda v, c: f"TV Shows playlist: {v} MB ({c} GB)", 1,
            GB_PER_MB, 1, (1 / 100, 1 / 10000, 1024),
            more=[NEXT("move the video files to the cold tier.")])
    ok_share(book, pl, "mb", "TV Shows", 2, "Cut storage", "playlist storage", label="TV Shows",
             other="Music", unit=" MB")

    cc = table("chinook", "The ten billing countries with the most 2025 revenue: customers, 2025 invoices, and "
               "revenue in 2025 and in 2024?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, "
               "count(*) FILTER (WHERE i.invoice_date >= '2025-01-01') AS invoices_2025, "
               "coalesce(sum(i.total) FILTER (WHERE i.invoice_date >= '2025-01-01'), 0) AS revenue_2025, "
               "coalesce(sum(i.total) FILTER (WHERE i.invoice_date >= '2024-01-01' AND i.invoice_date < "
               "'2025-01-01'), 0) AS revenue_2024 FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 10")
    mk = "Markets"
    ok_share(book, cc, "revenue_2025", "USA", 0, "Reach more markets", "top-ten 2025 revenue", cash=True, d=2,
             label="the US", hdr=("Market", "2025 revenue"), owner=mk)
    ok_att(book, cc, ("Canada", "revenue_2025"), ("Canada", "revenue_2024"), 3, "Reach more markets",
           "Canada to beat 2024", "Canada", cash=True, d=2)
    ok_rate(book, cc, "revenue_2025", "customers", "Czech Republic", 1, "Revenue per customer", "customer",
            "2025 revenue", cash=True, label="Czech Republic", units="customers")
    ok_yoy(book, cc, "USA", "revenue_2024", "revenue_2025", 3, "Reach more markets", "US revenue", "2024", "2025",
           tag="YoY", cash=True, d=2, vs="2024")
    ok_yoy(book, cc, "United Kingdom", "revenue_2024", "revenue_2025", 2, "Reach more markets", "UK revenue",
           "2024", "2025", tag="YoY", cash=True, d=2, vs="2024")
    ok_cmp(book, cc, "revenue_2025", "USA", "Canada", 1, "Reach more markets", "2025 revenue", cash=True, d=2,
           label=lambda x: {"USA": "US"}.get(x, x), hdr=("Market", "2025 revenue"))

    ar = table("chinook", "The eight artists with the most tracks: albums, tracks and minutes of audio or video?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM artist ar JOIN album al "
               "ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 8")
    ok_conv(book, ar, "Iron Maiden", "minutes", 0, "Curate the playlists",
            lambda v, c: f"Iron Maiden back catalogue: {v} minutes ({c} hours)", 1, 1 / 60, 1, (1 / 24, 60, 1 / 100))
    ok_conv(book, ar, "Lost", "minutes", 2, "Curate the playlists",
            lambda v, c: f"Lost, all seasons on file: {v} minutes, or {c} hours", 1, 1 / 60, 1,
            (1 / 24, 60, 1 / 100), hedged=False)
    ok_rate(book, ar, "minutes", "tracks", "Iron Maiden", 1, "Curate the playlists", "track", "of audio",
            label="Iron Maiden", pooled="the top eight artists", sfx=" min")

    ok_empty(book, "chinook", "Which tracks run longer than 90 minutes?",
             "SELECT track_id, name FROM track WHERE milliseconds > 90 * 60000", "Curate the playlists",
             "tracks over 90 minutes in the catalogue: none", "tracks over 90 minutes in the catalogue: twelve")
    ok_empty(book, "chinook", "Which 2025 invoices came to more than $26?",
             "SELECT invoice_id FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' "
             "AND total > 26", "Bigger baskets", "2025 invoices above $26: zero",
             "2025 invoices above $26: fifteen", more=[NEXT("test a bundle price to get baskets past that line.")])
    ok_empty(book, "chinook", "Which customers are based in China or South Africa?",
             "SELECT customer_id FROM customer WHERE country IN ('China', 'South Africa')", "Reach more markets",
             "customers in China or South Africa: none yet", "customers in China or South Africa: nineteen",
             owner=mk)
    bi = table("chinook", "The biggest invoice of 2024: id, customer and total?",
               "SELECT i.invoice_id, c.first_name || ' ' || c.last_name AS customer, i.total FROM invoice i "
               "JOIN customer c ON c.customer_id = i.customer_id WHERE i.invoice_date >= '2024-01-01' "
               "AND i.invoice_date < '2025-01-01' ORDER BY i.total DESC, 1 LIMIT 1")
    iid = bi.order[0]
    ok_ident(book, bi, "Bigger baskets", f"benchmark basket: invoice {iid} ({bi[iid]['customer']})",
             f"invoice {iid}", f"invoice {int(iid) + 181}", extra=[f"at {money(bi[iid]['total'], 2)[0]}"])
    tc = table("chinook", "The customer with the most 2025 spend: id and name?",
               "SELECT c.customer_id, c.first_name || ' ' || c.last_name AS customer FROM customer c JOIN invoice i "
               "ON i.customer_id = c.customer_id WHERE i.invoice_date >= '2025-01-01' GROUP BY 1, 2 "
               "ORDER BY sum(i.total) DESC, 1 LIMIT 1")
    cid = tc.order[0]
    ok_ident(book, tc, "Revenue per customer", f"top customer of 2025: {tc[cid]['customer']} (customer ID {cid})",
             f"customer ID {cid}", f"customer ID {int(cid) + 47}")
    ok_plain(book, yr, "Grow the store", [
        KR(Claim(f"invoices: {yr['2025']['invoices']:.0f} in FY2025, after {yr['2024']['invoices']:.0f} in each of "
                 "the four years before",
                 [off(yr, "off", f"invoices: {yr['2025']['invoices'] * 1.4:.0f} in FY2025, after "
                      f"{yr['2024']['invoices']:.0f} in each of the four years before", yr["2025"]["invoices"],
                      yr["2025"]["invoices"] * 1.4, 0)]),
           Claim(f"customers billed: {say(yr['2025']['customers'])}",
                 [words_twin("off", f"customers billed: {say(yr['2025']['customers'] + 21)}",
                             yr["2025"]["customers"], yr["2025"]["customers"] + 21)])),
        CHANGE("the customer count is flat; growth has to come from basket size.")], owner=store)


# ---------------------------------------------------------------------------
# superhero: the licensing catalogue's data-quality and merchandise OKRs
# ---------------------------------------------------------------------------


def heroes(book):
    cv = table("superhero", "Per named publisher with at least fourteen characters: characters, and how many carry "
               "a height, a weight and a full name?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, "
               "count(*) FILTER (WHERE s.height_cm > 0) AS with_height, "
               "count(*) FILTER (WHERE s.weight_kg > 0) AS with_weight, "
               "count(*) FILTER (WHERE s.full_name IS NOT NULL AND s.full_name NOT IN ('', '-')) AS with_full_name "
               "FROM superhero s JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' "
               "GROUP BY 1 HAVING count(*) >= 14 ORDER BY 2 DESC, 1")
    data = "Catalogue data"
    pl = lambda x: {"Marvel Comics": "Marvel", "DC Comics": "DC", "Dark Horse Comics": "Dark Horse",
                    "Image Comics": "Image"}.get(x, x)
    ok_share(book, cv, "with_height", "Marvel Comics", 0, "Complete the character records", "Marvel characters",
             items="characters", label="Marvel heights on file", tot=cv["Marvel Comics"]["characters"],
             hdr=("Marvel", "Characters"), owner=data)
    ok_share(book, cv, "with_full_name", "DC Comics", 1, "Complete the character records", "DC characters",
             label="DC full names on file", tot=cv["DC Comics"]["characters"])
    ok_cmp(book, cv, "characters", "Marvel Comics", "DC Comics", 0, "License the big two", "characters",
           label=pl)
    ok_top(book, cv, "characters", 2, 0, "License the big two", "the catalogue", label=pl)

    nm = table("superhero", "Heights in cm and weights in kg of Juggernaut, Groot, Sasquatch, Colossus, Hellboy, "
               "Doomsday, Bane, Wolverine, Wonder Woman and Batman?",
               "SELECT superhero_name AS character, height_cm, weight_kg FROM superhero WHERE superhero_name IN "
               "('Juggernaut', 'Groot', 'Sasquatch', 'Colossus', 'Hellboy', 'Doomsday', 'Bane', 'Wolverine', "
               "'Wonder Woman', 'Batman') ORDER BY 2 DESC")
    merch = "Merchandise"
    ok_conv(book, nm, "Juggernaut", "height_cm", 0, "Ship the life-size statue line",
            lambda v, c: f"Juggernaut statue: {v} cm tall ({c} ft)", 0, FT_PER_CM, 1, (IN_PER_CM, 1 / 100, 1.0),
            owner=merch)
    ok_conv(book, nm, "Groot", "weight_kg", 1, "Ship the life-size statue line",
            lambda v, c: f"Groot as listed: {v} kg ({c} lb), so resin only", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1))
    ok_conv(book, nm, "Sasquatch", "weight_kg", 2, "Ship the life-size statue line",
            lambda v, c: f"| Sasquatch | {v} kg | {c} lb |", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1), hedged=False,
            table_=("Statue", "Listed weight", "Imperial"))
    ok_conv(book, nm, "Wolverine", "height_cm", 3, "Ship the life-size statue line",
            lambda v, c: f"Wolverine: {v} cm ({c} ft), the shortest of the line", 0, FT_PER_CM, 2,
            (IN_PER_CM, 1 / 100, 1.0), hedged=False)
    ok_cmp(book, nm, "weight_kg", "Juggernaut", "Doomsday", 2, "Ship the life-size statue line", "listed weight",
           unit=" kg", owner=merch)
    ok_avg(book, nm, "height_cm", "Hellboy", 0, "Ship the life-size statue line", "", "statue", unit=" cm",
           ad=1)

    al = table("superhero", "Per alignment: characters, and how many of them are Marvel's and DC's?",
               "SELECT a.alignment, count(*) AS characters, "
               "count(*) FILTER (WHERE p.publisher_name = 'Marvel Comics') AS marvel, "
               "count(*) FILTER (WHERE p.publisher_name = 'DC Comics') AS dc FROM superhero s JOIN alignment a "
               "ON a.id = s.alignment_id LEFT JOIN publisher p ON p.id = s.publisher_id GROUP BY 1 ORDER BY 2 DESC")
    ok_share(book, al, "marvel", "Bad", 0, "Balance heroes and villains", "Marvel's aligned characters",
             items="Marvel characters", label="Marvel villains", hdr=("Marvel", "Characters"))
    ok_cmp(book, al, "characters", "Good", "Bad", 3, "Balance heroes and villains", "characters",
           label=lambda x: {"Good": "heroes", "Bad": "villains"}[x], qty="as many")

    pw = table("superhero", "The ten commonest powers and how many characters have each?",
               "SELECT sp.power_name AS power, count(*) AS characters FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    ok_top(book, pw, "characters", 3, 1, "Tag every power", "power tags in the top ten",
           hdr=("Power", "Characters"))
    ok_cmp(book, pw, "characters", "Super Strength", "Flight", 4, "Tag every power", "characters tagged")

    ok_empty(book, "superhero", "Which George Lucas characters weigh more than 300 kg?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'George Lucas' AND s.weight_kg > 300", "Ship the life-size statue line",
             "George Lucas statues needing heavy freight (over 300 kg): none",
             "George Lucas statues needing heavy freight (over 300 kg): eleven")
    ok_empty(book, "superhero", "Which NBC - Heroes characters have a recorded height?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'NBC - Heroes' AND s.height_cm > 0", "Complete the character records",
             "NBC - Heroes characters with a height on file: zero", "NBC - Heroes characters with a height on file: "
             "twelve", more=[NEXT("source the NBC heights from the show bible.")], owner=data)
    hv = table("superhero", "The heaviest character on file: id, name and weight in kg?",
               "SELECT id, superhero_name AS character, weight_kg FROM superhero ORDER BY weight_kg DESC NULLS LAST, "
               "id LIMIT 1")
    hid = hv.order[0]
    ok_ident(book, hv, "Complete the character records", f"outlier to check: ID {hid} ({hv[hid]['character']})",
             f"ID {hid}", f"ID {int(hid) + 140}", extra=["listed far above every other weight"])
    tot = int(sum(cv.col("characters")))
    ok_plain(book, cv, "Complete the character records", [
        KR(Claim(f"characters across the {say(len(cv))} biggest named publishers: {tot:,}",
                 [off(cv, "off", f"characters across the {say(len(cv))} biggest named publishers: "
                      f"{int(tot * 1.4):,}", tot, int(tot * 1.4), 0)]),
           Sub([f"(Marvel {cv['Marvel Comics']['characters']:.0f}, DC {cv['DC Comics']['characters']:.0f})"])),
        WELL("the big two are close to complete on heights.")], owner=data)


# ---------------------------------------------------------------------------
# car_1: the listings marketplace's efficiency OKRs
# ---------------------------------------------------------------------------


def cars(book):
    mc = table("spider_car_1", "Per maker country with at least eight cars listed: makers, cars, average mpg, average "
               "weight in lb and average horsepower?",
               "SELECT c.countryname AS country, count(DISTINCT cm.id) AS makers, count(cd.id) AS cars, "
               "round(avg(cd.mpg)::numeric, 2) AS avg_mpg, round(avg(cd.weight), 0) AS avg_weight_lb, "
               "round(avg(cd.horsepower), 1) AS avg_hp FROM countries c JOIN car_makers cm ON cm.country = c.countryid "
               "JOIN model_list ml ON ml.maker = cm.id JOIN car_names cn ON cn.model = ml.model JOIN cars_data cd "
               "ON cd.id = cn.makeid GROUP BY 1 HAVING count(cd.id) >= 8 ORDER BY 3 DESC")
    cc = lambda x: {"usa": "US", "japan": "Japan", "germany": "Germany", "france": "France", "sweden": "Sweden",
                    "italy": "Italy"}[x]
    lst = "Listings"
    ok_att(book, mc, ("usa", "avg_mpg"), ("japan", "avg_mpg"), 2, "Greener listings",
           "bring the US-built average up to Japan's mpg", "US-built mpg", d=2, owner=lst)
    ok_share(book, mc, "cars", "usa", 1, "Greener listings", "listings", label="US-built", other="japan")
    ok_rate(book, mc, "cars", "makers", "japan", 0, "Deeper maker coverage", "maker", "cars", label="Japan",
            units="makers", pooled="the six countries")
    ok_conv(book, mc, "germany", "avg_mpg", 1, "Greener listings",
            lambda v, c: f"German-built: {v} mpg on average (≈ {c} km/L)", 2, KMPL_PER_MPG, 1,
            (KM_PER_MI, 0.2642, 1.0), hedged=False)
    ok_cmp(book, mc, "avg_weight_lb", "usa", "japan", 1, "Lighter listings", "avg weight", unit=" lb", label=cc,
           hdr=("Built in", "Avg weight"))

    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, average displacement in cubic inches, average "
               "weight in lb and average 0-60 time in seconds?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(edispl)::numeric, 1) AS avg_cu_in, round(avg(weight), 0) AS avg_weight_lb, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel_s FROM cars_data GROUP BY cylinders ORDER BY cylinders")
    ok_blend(book, cy, "avg_mpg", "cars", 0, "Greener listings", "mpg", "car", "cylinder group", d=2, unit=" mpg")
    ok_conv(book, cy, "8", "avg_cu_in", 2, "Greener listings",
            lambda v, c: f"V8s: {v} cu in average displacement (~{c} L)", 1, L_PER_CUIN, 1,
            (1 / L_PER_CUIN, 0.0283, 1.0), hedged=False, owner=lst)
    ok_cmp(book, cy, "avg_mpg", "4", "8", 0, "Greener listings", "avg mpg",
           label=lambda x: f"{say(x)}-cylinder cars".replace("four", "Four", 0), d=2)
    ok_share(book, cy, "cars", "4", 1, "Greener listings", "listings", label="four-cylinder cars", other="8")

    er = table("spider_car_1", "Per era (1970-74, 1975-78, 1979-82): cars, average mpg, cars at 30 mpg or better and "
               "average weight in lb?",
               "SELECT CASE WHEN year <= 1974 THEN '1970-74' WHEN year <= 1978 THEN '1975-78' ELSE '1979-82' END "
               "AS era, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "count(*) FILTER (WHERE mpg >= 30) AS cars_30_mpg, round(avg(weight), 0) AS avg_weight_lb "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    ok_chg(book, er, "avg_mpg", "1970-74", "1979-82", 0, "Greener listings", "average mpg", "1970-74", "1979-82",
           tag="across the decade", d=2, vs="the early seventies")
    ok_chg(book, er, "cars_30_mpg", "1975-78", "1979-82", 2, "Greener listings", "30+ mpg listings", "1975-78",
           "1979-82", tag="era on era", vs="1975-78")
    ok_chg(book, er, "avg_weight_lb", "1970-74", "1979-82", 3, "Lighter listings", "average weight", "1970-74",
           "1979-82", tag="across the decade", unit=" lb", want="down", vs="the early seventies")
    ok_share(book, er, "cars_30_mpg", "1979-82", 2, "Greener listings", "1979-82 listings",
             label="30+ mpg cars", tot=er["1979-82"]["cars"])
    ok_conv(book, er, "1979-82", "avg_weight_lb", 1, "Lighter listings",
            lambda v, c: f"1979-82 average weight: {v} lb ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1))

    ok_empty(book, "spider_car_1", "Which cars get more than 47 mpg?",
             "SELECT id, mpg FROM cars_data WHERE mpg > 47", "Greener listings",
             "listings above 47 mpg: none", "listings above 47 mpg: sixteen", owner=lst)
    ok_empty(book, "spider_car_1", "Which eight-cylinder cars get 30 mpg or better?",
             "SELECT id FROM cars_data WHERE cylinders = 8 AND mpg >= 30", "Greener listings",
             "V8s at 30 mpg or better: zero", "V8s at 30 mpg or better: thirteen")
    bm = table("spider_car_1", "The listed car with the best mpg: id, make and mpg?",
               "SELECT cd.id, cn.make, cd.mpg FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
               "ORDER BY cd.mpg DESC NULLS LAST, cd.id LIMIT 1")
    bid = bm.order[0]
    ok_ident(book, bm, "Greener listings", f"hero listing for the campaign: car {bid} ({bm[bid]['make']})",
             f"car {bid}", f"car {int(bid) + 58}", extra=[f"at {bm[bid]['mpg']:.1f} mpg"])
    ok_plain(book, er, "Greener listings", [
        KR(Claim(f"cars listed: {int(sum(er.col('cars')))} across the three eras",
                 [off(er, "off", f"cars listed: {int(sum(er.col('cars')) * 1.45)} across the three eras",
                      sum(er.col("cars")), int(sum(er.col("cars")) * 1.45), 0)]),
           Sub([f"(30+ mpg: {int(sum(er.col('cars_30_mpg')))} of them)"])),
        NEXT("tag fuel economy on every new listing.")])


# ---------------------------------------------------------------------------
# geography: the destinations content team's OKRs
# ---------------------------------------------------------------------------


def geography(book):
    cp = table("defog_geography", "Per country: cities on file, their combined population and the biggest?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population, "
               "max(population) AS biggest FROM city GROUP BY 1 ORDER BY 3 DESC, 1")
    cont = "Destinations content"
    ok_share(book, cp, "population", "United States", 1, "Cover the big cities", "city population on file",
             label="US cities", other="Brazil", owner=cont)
    ok_cmp(book, cp, "population", "Brazil", "India", 3, "Cover the big cities", "city population",
           qty="as many people")
    rv = table("defog_geography", "Per country: rivers on file, their combined length in km and the longest?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km, max(length) AS longest_km "
               "FROM river GROUP BY 1 ORDER BY 3 DESC, 1")
    ok_conv(book, rv, "Germany", "total_km", 0, "River cruise guides",
            lambda v, c: f"Germany: {v} km of river on file ({c} miles of cruise copy to write)", 0, MI_PER_KM, 0,
            (KM_PER_MI, 1.0, 0.3048), owner=cont)
    ok_conv(book, rv, "Russia", "longest_km", 1, "River cruise guides",
            lambda v, c: f"| Russia | {v} | {c} |", 0, MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.3048), hedged=False,
            table_=("Country", "Longest river, km", "Miles"))
    ok_share(book, rv, "total_km", "Germany", 2, "River cruise guides", "river length on file", unit=" km",
             label="Germany", other="Egypt")
    mt = table("defog_geography", "Per country: mountains on file, the highest and the lowest altitude in m?",
               "SELECT country_name AS country, count(*) AS mountains, max(mountain_altitude) AS highest_m, "
               "min(mountain_altitude) AS lowest_m FROM mountain GROUP BY 1 ORDER BY 2 DESC")
    ok_conv(book, mt, "Nepal", "highest_m", 0, "Trekking guides",
            lambda v, c: f"Nepal's highest peak on file: {v} m ({c} ft) for the US edition", 0, FT_PER_M, 0,
            (M_PER_FT, 1.0, 3.0))
    ok_conv(book, mt, "Pakistan", "lowest_m", 1, "Trekking guides",
            lambda v, c: f"Pakistan's lowest listed peak: {v} m, or {c} ft", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0),
            hedged=False)
    ok_empty(book, "defog_geography", "Which mountains in Nepal are higher than 10,000 m?",
             "SELECT mountain_name FROM mountain WHERE country_name = 'Nepal' AND mountain_altitude > 10000",
             "Trekking guides", "Nepal peaks above 10,000 m needing a new template: none",
             "Nepal peaks above 10,000 m needing a new template: fifteen")
    ok_empty(book, "defog_geography", "Which lakes are in Brazil or India?",
             "SELECT lake_name FROM lake WHERE country_name IN ('Brazil', 'India')", "Cover the big cities",
             "lakes on file for Brazil or India: zero", "lakes on file for Brazil or India: eleven",
             more=[NEXT("ask the vendor for the Brazil and India lake data.")])
    ok_plain(book, cp, "Cover the big cities", [
        KR(Claim(f"cities on file: {int(sum(cp.col('cities')))} across {say(len(cp))} countries",
                 [words_twin("off", f"cities on file: {int(sum(cp.col('cities'))) + 14} across {say(len(cp))} "
                             "countries", sum(cp.col("cities")), sum(cp.col("cities")) + 14)]),
           Sub([f"(biggest single city: {cp['United States']['biggest']:,.0f} people, in the US)"]))], owner=cont)


# ---------------------------------------------------------------------------
# atis: the corporate travel programme's OKRs
# ---------------------------------------------------------------------------


def atis(book):
    fl = table("defog_atis", "Per airline: flights on file, total and average flying time in minutes and flights with "
               "a stop?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS total_min, "
               "round(avg(time_elapsed), 1) AS avg_min, count(*) FILTER (WHERE stops > 0) AS with_stops FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    trav = "Travel desk"
    ok_conv(book, fl, "AA", "total_min", 0, "Cut time in the air",
            lambda v, c: f"AA: {v} minutes flown on the programme ({c} hours)", 0, 1 / 60, 1, (1 / 24, 60, 1 / 100),
            owner=trav)
    ok_conv(book, fl, "VX", "total_min", 1, "Cut time in the air",
            lambda v, c: f"VX: {v} minutes in the air, or {c} days", 0, 1 / 1440, 2, (1 / 60, 1 / 24, 1 / 168),
            hedged=False)
    ok_share(book, fl, "total_min", "VX", 2, "Cut time in the air", "flying time", unit=" min", label="VX",
             other="AA")
    fr = table("defog_atis", "Per departure airport: fares on file, average one-way and round-trip cost, cheapest and "
               "dearest round trip?",
               "SELECT from_airport AS airport, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip, min(round_trip_cost) AS min_round_trip, "
               "max(round_trip_cost) AS max_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC")
    ok_cmp(book, fr, "avg_round_trip", "LAX", "ORD", 4, "Hold fares down", "avg round trip", cash=True, d=2,
           owner=trav)
    ok_blend(book, fr, "avg_round_trip", "fares", 1, "Hold fares down", "round-trip fare", "fare", "airport", d=2,
             cur="$")
    ok_att(book, fr, ("JFK", "avg_round_trip"), ("ORD", "avg_round_trip"), 3, "Hold fares down",
           "bring JFK round trips down to ORD's average", "JFK avg round trip", cash=True, d=2, lower=True)
    mf = table("defog_atis", "Per manufacturer: aircraft types, seats, average cruising speed in mph, average range in "
               "miles and total payload?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, round(avg(cruising_speed), 0) "
               "AS avg_speed_mph, round(avg(range_miles), 0) AS avg_range_mi, sum(pay_load) AS payload "
               "FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    ok_share(book, mf, "seats", "Airbus", 0, "Fleet mix", "seats on file", items="seats", label="Airbus",
             hdr=("Maker", "Seats"))
    ok_conv(book, mf, "Boeing", "avg_speed_mph", 1, "Fleet mix",
            lambda v, c: f"Boeing types cruise at {v} mph on average ({c} km/h)", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852), hedged=False)
    ok_rate(book, mf, "seats", "types", "Airbus", 0, "Fleet mix", "type", "seats", label="Airbus",
            units="types", pooled="the four makers")
    ok_conv(book, mf, "Embraer", "avg_range_mi", 2, "Fleet mix",
            lambda v, c: f"Embraer range: {v} miles ({c} km), fine for the regional legs", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852))
    cn = table("defog_atis", "Per airport: minimum connect time in minutes?",
               "SELECT airport_code, minimum_connect_time AS min_connect FROM airport ORDER BY 2 DESC, 1")
    ok_avg(book, cn, "min_connect", "SEA", 1, "Tighter connections", "", "airport", unit=" min", ad=1,
           label="SEA", lower=True)
    ok_cmp(book, cn, "min_connect", "SEA", "ATL", 3, "Tighter connections", "minimum connect",
           unit=" min", qty="as long")
    ok_empty(book, "defog_atis", "Which one-way fares cost more than $300?",
             "SELECT fare_id FROM fare WHERE one_direction_cost > 300", "Hold fares down",
             "one-way fares above the $300 policy line: none", "one-way fares above the $300 policy line: nine",
             owner=trav)
    ok_empty(book, "defog_atis", "Which flights make more than two stops?",
             "SELECT flight_id FROM flight WHERE stops > 2", "Cut time in the air",
             "itineraries with three or more stops: zero", "itineraries with three or more stops: twelve")
    lr = table("defog_atis", "The aircraft with the longest range: code and range in miles?",
               "SELECT aircraft_code, range_miles FROM aircraft ORDER BY 2 DESC, 1 LIMIT 1")
    lc = lr.order[0]
    ok_ident(book, lr, "Fleet mix", f"long-haul default: {lc}", lc,
             f"{lc[0]}{int(lc[1:]) + 40}" if lc[1:].isdigit() else f"{lc}X",
             extra=[f"({lr[lc]['range_miles']:,.0f} miles of range)"])


# ---------------------------------------------------------------------------
# advising and academic: the student-success and research OKRs
# ---------------------------------------------------------------------------


def campus(book):
    st = table("defog_advising", "Per student: first name, credits earned and the credits their programme requires?",
               "SELECT s.student_id, s.firstname, s.total_credit AS credits, pr.min_credit AS required "
               "FROM student s JOIN program_requirement pr ON pr.program_id = s.program_id ORDER BY 1")
    adv = "Advising office"
    ok_att(book, st, ("1", "credits"), ("1", "required"), 2, "Keep every student on pace",
           "John to his degree requirement", "John", owner=adv)
    ok_share(book, st, "credits", "1", 1, "Keep every student on pace", "credits earned", label="John",
             other="2")
    dp = table("defog_advising", "Per department: courses, students enrolled, reviews and average clarity score?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews, "
               "round(avg(clarity_score), 2) AS avg_clarity FROM course GROUP BY 1 ORDER BY 4 DESC, 1")
    ok_share(book, dp, "reviews", "Computer Science", 2, "Hear from every class", "course reviews",
             label="Computer Science", other="Physics")
    ok_empty(book, "defog_advising", "Which students have earned more than 100 credits?",
             "SELECT student_id FROM student WHERE total_credit > 100", "Keep every student on pace",
             "students past 100 credits: none yet", "students past 100 credits: seventeen", owner=adv)
    ok_plain(book, st, "Keep every student on pace", [
        KR(Claim(f"credits earned: {int(sum(st.col('credits')))} across {say(len(st))} students",
                 [off(st, "off", f"credits earned: {int(sum(st.col('credits')) * 1.6)} across {say(len(st))} "
                      "students", sum(st.col("credits")), int(sum(st.col("credits")) * 1.6), 0)]),
           Sub([f"(John furthest along with {say(st['1']['credits'])})"])),
        CHANGE("book a check-in with everyone still on seven credits.")])

    py = table("defog_academic", "Per publication year: papers, citations and references?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations, "
               "sum(reference_num) AS refs FROM publication GROUP BY 1 ORDER BY 1")
    ok_share(book, py, "refs", "2021", 1, "Publish and get cited", "references", label="references from 2021 papers",
             other="2020")
    ok_empty(book, "defog_academic", "Which papers were published before 2020?",
             "SELECT pid FROM publication WHERE year < 2020", "Publish and get cited",
             "papers on file from before 2020: none", "papers on file from before 2020: sixteen")


# ---------------------------------------------------------------------------
# Spider's small databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, and the highest, lowest and average crowd?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY 2 DESC")
    ven = "Venues"
    ok_att(book, sd, ("Bayview Stadium", "highest"), ("Bayview Stadium", "capacity"), 3, "Fill the grounds",
           "sell out Bayview once", "Bayview", owner=ven)
    ok_att(book, sd, ("Stark's Park", "average"), ("Stark's Park", "capacity"), 1, "Fill the grounds",
           "average crowd at Stark's Park to capacity", "Stark's Park avg crowd")
    ok_share(book, sd, "capacity", "Hampden Park", 1, "Fill the grounds", "seats across the nine grounds",
             label="Hampden Park", other="Somerset Park")
    ok_cmp(book, sd, "average", "Stark's Park", "Somerset Park", 1, "Fill the grounds", "avg crowd",
           hdr=("Ground", "Avg crowd"))
    ok_empty(book, "spider_concert_singer", "Which concerts were held before 2014?",
             "SELECT concert_id FROM concert WHERE year < '2014'", "Fill the grounds",
             "concerts on the books before 2014: none", "concerts on the books before 2014: nine", owner=ven)

    tv = table("spider_tvshow", "Per episode: air date, rating, share and viewers in millions?",
               "SELECT episode, air_date, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m "
               "FROM tv_series ORDER BY id")
    aud = "Audience"
    ok_att(book, tv, ("The Hanged Man", "viewers_m"), ("A Love of a Lifetime", "viewers_m"), 0,
           "Hold the audience all season", "hold the premiere audience", "finale viewers", d=2, unit="M",
           owner=aud)
    ok_chg(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 3, "Hold the audience all season",
           "rating", "premiere", "finale", tag="across the season", d=1, want=None, vs="the premiere")
    ok_avg(book, tv, "viewers_m", "Winterland", 0, "Hold the audience all season", " viewers", "episode", d=2,
           unit="M", ad=2)
    ok_empty(book, "spider_tvshow", "Which episodes drew more than 9.5 million viewers?",
             "SELECT episode FROM tv_series WHERE viewers_m::numeric > 9.5", "Hold the audience all season",
             "episodes above 9.5M viewers: zero", "episodes above 9.5M viewers: seven", owner=aud)

    sx = table("spider_pets_1", "Per sex: students and average age?",
               "SELECT sex, count(*) AS students, round(avg(age), 1) AS avg_age FROM student GROUP BY 1 "
               "ORDER BY 2 DESC")
    ok_share(book, sx, "students", "F", 1, "A balanced pet-owner panel", "the panel", label="women",
             other="M")
    pt = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid::text AS pet_id, pettype, pet_age, weight AS weight_kg FROM pets ORDER BY 1")
    ok_conv(book, pt, "2003", "weight_kg", 0, "A balanced pet-owner panel",
            lambda v, c: f"pet 2003 (dog): {v} kg ({c} lb) for the US survey", 1, LB_PER_KG, 1,
            (KG_PER_LB, 1.0, 3.0), hedged=False)

    bt = table("spider_battle_death", "Per battle with a ship lost: ships lost, men killed and men injured?",
               "SELECT b.name AS battle, count(DISTINCT s.id) AS ships, sum(d.killed) AS killed, "
               "sum(d.injured) AS injured FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d "
               "ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC, 1")
    arch = "Archive"
    ok_share(book, bt, "killed", "Siege of Constantinople", 1, "Digitise the casualty rolls", "deaths on record",
             label="the siege", other="Battle of Boruy", owner=arch)
    ok_cmp(book, bt, "killed", "Battle of Boruy", "Battle of Messinopolis", 4, "Digitise the casualty rolls",
           "killed on record", label=lambda x: x.replace("Battle of ", ""))

    ca = table("spider_course_teach", "Per course: whether a teacher is assigned?",
               "SELECT CASE WHEN EXISTS (SELECT 1 FROM course_arrange ca WHERE ca.course_id = c.course_id) "
               "THEN 'assigned' ELSE 'unassigned' END AS status, count(*) AS courses FROM course c GROUP BY 1 "
               "ORDER BY 1")
    ok_share(book, ca, "courses", "assigned", 1, "Staff every course", "the ten courses",
             label="courses with a teacher", owner="Timetabling")

    ac = table("spider_voter_1", "Per state: area codes?",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    ok_avg(book, ac, "area_codes", "TX", 1, "Route every vote", " area codes", "state", ad=2, label="Texas")
    ok_share(book, ac, "area_codes", "CA", 1, "Route every vote", "area codes mapped", label="California",
             other="TX", owner="Voting ops")

    tt = table("spider_cre_doc_template_mgt", "Per template type: templates and documents using them?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(d.document_id) AS documents FROM templates t LEFT JOIN documents d ON d.template_id = "
               "t.template_id GROUP BY 1 ORDER BY 2 DESC, 1")
    ok_share(book, tt, "templates", "BK", 1, "Retire unused templates", "templates", label="BK templates",
             other="PP", owner="Content ops")
    ok_empty(book, "spider_cre_doc_template_mgt", "Which documents use a CV template?",
             "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
             "WHERE t.template_type_code = 'CV'", "Retire unused templates",
             "documents on a CV template: none, so CV can go", "documents on a CV template: eleven")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book48(), sections, "forty-ninth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
