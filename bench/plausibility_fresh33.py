#!/usr/bin/env python3
"""
plausibility_fresh33.py — a thirty-fourth labelled set for check_answer,
written held out, development since its misses were read: answers the way a chat assistant answers a data question
with a markdown table and commentary, over tables spread across every
database bench/plausibility.sh loads: northwind (net sales per category in
the two halves of 1997, orders and shipping days per ship country, discount
tiers, stock value of the dearest stock lines, orders per employee per year,
net sales per quarter of 1997, freight per shipper in 1998, stock below its
reorder level per category, the largest orders), chinook (tracks, sizes and
lengths per media type, invoices and revenue per quarter of 2022 and 2023,
customers and spend per country, albums and tracks per artist, track length
and hours per genre, customers per support rep, the largest invoices),
BIRD's superhero (heights and weights per gender, the commonest powers, eye
colours, alignments, hero names with digits), Spider's car_1 (horsepower,
weight and displacement per model year, the heaviest cars, makers and models
per continent), defog-dev's geography (state population and area, lakes,
mountains, highest points, rivers), atis (aircraft speed, range, payload and
seats, airports' connect times, ground transport fares, airport distances),
academic (papers per journal, highly cited 2021 papers), advising (students'
GPAs), Spider's
concert_singer (stadium capacity and attendance, singers' ages), battle_death
(casualties per ship), tvshow (viewers, ratings and shares per episode),
voter_1 (votes per state), course_teach (teachers' ages and courses),
cre_doc_template_mgt (templates per type, documents and their ids) and
pets_1 (students per major), with queries of their own (none a copy of
another set's).

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is the chat
assistant's markdown answer the other sets lack: a one-line lead ("Here's the
breakdown of ..."), a markdown table (a header row, a "|---|---:|" alignment
row, a few body rows, figures as chat models format them: "$1,234.56",
"12.3%", "$66.3K", "1.2K", "≈ 2.4×", "—" for an empty cell, "+35.3%" and
"−30.7%" in a change column, a bold **Total**, **Combined** or **Overall**
row, computed columns such as "Δ vs. prior", "Change", "Share", "Cumulative",
"vs. avg", "per order", "Index (Q1 = 100)" or a converted unit), then
commentary under "**Key observations:**", "**Takeaways**", "Notes:",
"### Key takeaways" and the like: bullets and sentences that compare rows of
the table and state derived figures in digits and in words ("more than
double", "just under a third"), with "roughly", "about", "just under". Some
answers carry the derived figure in a computed column, some only in the
commentary, some have two small tables, some no table at all in the same
chatty voice; many end with an offer ("Want me to break this down by
month?"). Shapes, as in bench/plausibility_fresh4.py (whose helpers this set
reuses, with fresh7's, fresh10's and fresh11's):
  comparison  differences, multiples, percent more and less, shares of a pair
  change      percent and absolute changes between rows (quarters, years,
              episodes) and between columns of one row (H1 and H2, 1996 and
              1997), a change column over consecutive rows, an index column
  per_unit    totals over counts in a computed column, the weighted overall
              row under group averages, one row's share and the top rows'
              shares (share and cumulative columns, an "All others" row),
              rows against the average, subset sums
  conversion  days as hours and weeks, bytes as GB, seconds as minutes,
              hours as days, cm as inches and feet, kg as lb, lb as kg,
              cubic inches as litres, hp as kW, miles as km, mph as km/h,
              km as miles, sq km as sq miles, metres as feet, millions of
              viewers as a head count
  zero_ident  zero for an empty result, digits inside identifiers (order and
              invoice ids, document ids, hero and car names, aircraft codes)
  plain       cells, counts, totals, number words, bounds
Each wrong twin changes ONE claim of a grounded answer, in a table cell (a
computed column's value, a total or overall row, a row's value) or in the
commentary: the neighbouring row's value, a real value in the wrong role (the
plain mean of group averages in the weighted overall row, a share of the
wrong total or its complement, a ratio given as a share, a percent change
over the wrong base, a row's own share as the cumulative one), a false bound,
share or multiple in words, number words given to the wrong row, a count over
an empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding shown. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise difference,
ratio and share of the result too.

Only aggregates are printed (the set was written held out).
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import num, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh11 import frac_words, mult_words

MINUS = "\u2212"
KG_PER_LB = 0.45359237
LB_PER_KG = 2.20462262
IN_PER_CM = 1 / 2.54
FT_PER_M = 3.280839895
KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
SQMI_PER_SQKM = 0.386102159
L_PER_CUIN = 0.016387064
KW_PER_HP = 0.745699872

HEADS = ["**Key observations:**", "**Takeaways**", "Notes:", "**What stands out:**", "### Key takeaways",
         "**Highlights**", "**A few things worth noting:**", "**Quick read:**", "### Observations"]
CLOSE = ["", "Want me to break this down further, e.g. by month?", "Happy to dig into any of these rows.",
         "", "Let me know if you'd like this as a chart.", "If it helps, I can add the remaining rows too.", "",
         "I can also export this as CSV if that's useful.", "Let me know if you want a different cut of the data."]


# ---------------------------------------------------------------------------
# figures as chat models format them in a markdown table
# ---------------------------------------------------------------------------


class Fig:
    """One kind of figure: n (plain, with a unit), usd ("$1,234.56"), k and k$ ("1.2K", "$66.3K"),
    pct ("12.3%"), x ("2.4×"); sign: an explicit + or − in front. s(v) shows v away from the edge of
    its rounding; d(v) the decimals that showing keeps, in v's own units (negative for K);
    w(v, dd) a wrong figure shown alike."""

    def __init__(self, kind="n", d=0, unit="", sign=False):
        self.kind, self.dec, self.unit, self.sign = kind, d, unit, sign

    def d(self, v):
        a = abs(v)
        if self.kind == "usd":
            return num(a, self.dec, cash=True)[1]
        if self.kind in ("k", "k$"):
            return few(a / 1e3, self.dec) - 3
        if self.kind == "x":
            return num(a, self.dec)[1]
        return few(a, self.dec)

    def w(self, v, dd):
        a = abs(v)
        if self.kind == "usd":
            body = f"${a:,.{dd}f}"
        elif self.kind in ("k", "k$"):
            body = ("$" if self.kind == "k$" else "") + f"{a / 1e3:,.{dd + 3}f}K"
        elif self.kind == "pct":
            body = f"{a:,.{dd}f}%"
        elif self.kind == "x":
            body = f"{a:,.{dd}f}×"
        else:
            body = f"{a:,.{dd}f}{self.unit}"
        if self.sign:
            return ("+" if v >= 0 else MINUS) + body
        return ("-" if v < 0 else "") + body

    def s(self, v):
        return self.w(v, self.d(v))

    def signed(self):
        return Fig(self.kind, self.dec, self.unit, sign=True)


def few(v, d):
    """The decimals to show v with: d, else one fewer, else more, away from the edge of the rounding."""
    for dd in ((d, d - 1, d + 1, d + 2) if d > 0 else (0, 1, 2)):
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return dd
    return d + 2


PCT = Fig("pct", 1)
SPCT = Fig("pct", 1, sign=True)


def tw(t, role, fmt, true, value, F, real=False, approx=False, cands=None, extra=(), cap100=False):
    """A wrong version of a claim, fmt(figure shown), or None: its figure is shown with the decimals of
    the true one and must be far from it and, unless it is a real value in the wrong role, from every
    value of the result (when it is not, the same error larger or smaller is tried, or the next of cands)."""
    if value is None and cands is None:
        return None
    if cap100 and value is not None and abs(value) >= 100:
        # a fall or a gap "below" of 100% or more is not a figure anyone would write
        return None
    d = F.d(true)
    good = fmt(F.s(true))
    clear = None if real else list(t.pool) + list(extra)
    if cands is None:
        cands = [value] if real else [value] + [true + (value - true) * f for f in (1.4, 0.7, 1.9, 2.6, 0.55, 3.3)]
    for v in cands:
        if v is None or (not real and (v < 0) != (true < 0)):
            continue
        text = fmt(F.w(v, d))
        if text == good:
            continue
        got = wrong(role, text, true, v, d, approx=approx, clear=clear)
        if got:
            return got
    return None


def hdr(cols, k=0):
    first = ":---" if k % 3 == 1 else "---"
    return "\n\n| " + " | ".join(cols) + " |\n|" + "|".join([first] + ["---:"] * (len(cols) - 1)) + "|"


def row(*cells):
    return "\n| " + " | ".join(cells) + " |"


def head(k):
    return "\n\n" + HEADS[k % len(HEADS)]


def bold(x):
    return f"**{x}**"


class Book33(Book10):
    """fresh10's Book10, each answer laid out as a chat assistant's markdown answer: a lead line, then the
    parts (table rows and bullets start their own lines), then a closing offer."""

    def chat(self, db, rid, shape, lead, parts, derived=True, max_twins=2, close=None):
        k = self.cases
        claims = [p if isinstance(p, Claim) else Claim(p) for p in parts if p is not None]
        claims = [c for c in claims if c.text]
        if lead.endswith(":") and claims and not claims[0].text.startswith("\n"):
            c = claims[0]
            claims[0] = Claim("\n\n" + c.text, [(r, "\n\n" + x) for r, x in c.wrongs if x])
        if close is None:
            close = CLOSE[(k * 5) % len(CLOSE)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=lead,
                  post=("\n\n" + close) if close else "")


def plural(x):
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("s", "x", "ch", "o")) else "s")


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def ident_L(x):
    return x


# ---------------------------------------------------------------------------
# shapes, as markdown answers
# ---------------------------------------------------------------------------


def cmp_(book, t, col, a, b, k, noun, F, label=None, kcol=None, vcol=None, lead=None, form=None, notes=()):
    """Two named rows, the larger first, in four layouts: a two-row table with the gap and the percent in the
    commentary; a table whose "vs. B" column carries the multiple; no table; a "share of the two" column
    with a bold combined row."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    L = label or ident_L
    A, B = L(a), L(b)
    diff, r = va - vb, va / vb
    more, less = 100 * diff / vb, 100 * diff / va
    P = Fig("pct", 1 if more < 100 else 0)
    X = Fig("x", 1 if r >= 1.3 else 2)
    nb = nbr_of(t, b, avoid=(a,))
    kc, vc = kcol or cap(t.key.replace("_", " ")), vcol or cap(noun)
    form = k % 4 if form is None else form

    def nbr(fmt):
        if nb is None or not isinstance(t[nb][col], float) or F.s(t[nb][col]) == F.s(vb):
            return None
        return tw(t, "neighbour_row", fmt, vb, t[nb][col], F, real=True)

    if form == 0:
        lead = lead or pick([f"Here's how {A} and {B} compare on {noun}:", f"{cap(noun)}, {A} vs. {B}:",
                             f"Side by side on {noun}:"], k)
        parts = [hdr([kc, vc], k), row(bold(A), F.s(va)), Claim(row(B, F.s(vb)), [nbr(lambda x: row(B, x))]),
                 head(k),
                 Claim(f"\n- **{A}** leads by {F.s(diff)},",
                       [tw(t, "off", lambda x: f"\n- **{A}** leads by {x},", diff, diff * 1.6, F)]),
                 Claim(f"which is about {P.s(more)} more than {B}.",
                       [tw(t, "wrong_base", lambda x: f"which is about {x} more than {B}.", more, less, P, real=True)])]
    elif form == 1:
        lead = lead or pick([f"{A} vs. {B} on {noun}, with {A} expressed as a multiple of {B}:",
                             f"Here are the two side by side:", f"Comparing {noun}:"], k)
        parts = [hdr([kc, vc, f"vs. {B}"], k),
                 Claim(row(bold(A), F.s(va), "≈ " + X.s(r)),
                       [tw(t, "off", lambda x: row(bold(A), F.s(va), "≈ " + x), r, r * 1.5 + 0.3, X)]),
                 Claim(row(B, F.s(vb), "—"), [nbr(lambda x: row(B, x, "—"))]),
                 head(k),
                 Claim(f"\n- The gap is {F.s(diff)},",
                       [tw(t, "off", lambda x: f"\n- The gap is {x},", diff, diff * 0.55, F)]),
                 Claim(f"so {B} would need to grow by roughly {P.s(more)} to catch up.",
                       [tw(t, "wrong_base", lambda x: f"so {B} would need to grow by roughly {x} to catch up.", more,
                           less, P, real=True)]) if more < 150 else
                 Claim(f"so {B} is only about {PCT.s(100 * vb / va)} of {poss(A)} figure.",
                       [tw(t, "ratio_as_share", lambda x: f"so {B} is only about {x} of {poss(A)} figure.", 100 * vb / va,
                           100 * vb / (va + vb), PCT, real=True)])]
    elif form == 2:
        lead = lead or pick([f"Short answer: **{A}**.", f"**{A}** comes out ahead on {noun}.",
                             f"It's **{A}**, though not by as much as you might think." if r < 1.3 else
                             f"It's **{A}**, and by a clear margin."], k)
        parts = [Claim(f"\n\n- {A}: {F.s(va)}"),
                 Claim(f"\n- {B}: {F.s(vb)}", [nbr(lambda x: f"\n- {B}: {x}")]),
                 Claim(f"\n\nThat puts {B} about {P.s(less)} below {A}",
                       [tw(t, "wrong_base", lambda x: f"\n\nThat puts {B} about {x} below {A}", less, more, P,
                           real=True, cap100=True)]),
                 Claim(f"(a difference of {F.s(diff)}).",
                       [tw(t, "off", lambda x: f"(a difference of {x}).", diff, diff * 1.7, F)])]
    else:
        sa, sb = 100 * va / (va + vb), 100 * vb / (va + vb)
        lead = lead or pick([f"Splitting the combined {noun} of {A} and {B}:", f"Here's the split between the two:"],
                            k)
        mw, mbad = mult_words(r)
        if mw:
            last = Claim(f"\n- {A} is roughly {mw} the size of {B}.",
                         [("false_bound", f"\n- {A} is roughly {mbad} the size of {B}.")])
        else:
            last = Claim(f"\n- {A} comes to {X.s(r)} {poss(B)} figure.",
                         [tw(t, "off", lambda x: f"\n- {A} comes to {x} {poss(B)} figure.", r, r * 1.45 + 0.25, X)])
        parts = [hdr([kc, vc, "Share of the two"], k), row(A, F.s(va), PCT.s(sa)),
                 Claim(row(B, F.s(vb), PCT.s(sb)),
                       [tw(t, "ratio_as_share", lambda x: row(B, F.s(vb), x), sb, 100 * vb / va, PCT, real=True)]),
                 Claim(row(bold("Combined"), bold(F.s(va + vb)), bold("100%")),
                       [tw(t, "off", lambda x: row(bold("Combined"), bold(x), bold("100%")), va + vb, (va + vb) * 1.35,
                           F)]),
                 head(k), last]
    book.chat(t.db, t.rid, "comparison", lead, parts + list(notes))


def chg_(book, t, col, p1, p2, k, noun, F, label=None, kcol=None, vcol=None, form=None, lead=None, notes=()):
    """From one row (a period) to another, in four layouts: consecutive rows with a "Δ vs. prior" column; two
    rows and a bold change row; no table; an index column."""
    L = label or ident_L
    l1, l2 = L(p1), L(p2)
    v1, v2 = t[p1][col], t[p2][col]
    diff = v2 - v1
    up = diff > 0
    pc, wb = 100 * diff / v1, 100 * diff / v2
    Fs = F.signed()
    kc, vc = kcol or cap(t.key.replace("_", " ")), vcol or cap(noun)
    nb = nbr_of(t, p1, avoid=(p2,))
    form = k % 4 if form is None else form

    def nbr(fmt):
        if nb is None or F.s(t[nb][col]) == F.s(v1):
            return None
        return tw(t, "neighbour_row", fmt, v1, t[nb][col], F, real=True)

    if form == 0:
        i1, i2 = t.order.index(p1), t.order.index(p2)
        win = t.order[i1:i2 + 1]
        lead = lead or pick([f"Here's {noun} from {l1} through {l2}, with the change on the prior row:",
                             f"{cap(noun)} by {kc.lower()}:", f"Here's the trend:"], k)
        parts = [hdr([kc, vc, "Δ vs. prior"], k), row(L(win[0]), F.s(t[win[0]][col]), "—")]
        steps = []
        for i in range(1, len(win)):
            x, y = win[i - 1], win[i]
            a_, b_ = t[x][col], t[y][col]
            s_ = 100 * (b_ - a_) / a_
            steps.append((s_, y))
            cells = lambda z, y=y, b_=b_: row(L(y), F.s(b_), z)
            twins = []
            if i == len(win) - 1:
                twins = [tw(t, "wrong_base", cells, s_, 100 * (b_ - a_) / b_, SPCT, real=True, cap100=s_ < 0)]
            parts.append(Claim(cells(SPCT.s(s_)), twins))
        big = max(steps, key=lambda z: abs(z[0]))
        parts += [head(k),
                  Claim(f"\n- Overall, {l1} → {l2} is {Fs.s(diff)}",
                        [tw(t, "off", lambda x: f"\n- Overall, {l1} → {l2} is {x}", diff, diff * 1.7, Fs)]),
                  Claim(f"({SPCT.s(pc)}).")]
        if len(steps) > 1:
            parts.append(Claim(f"\n- The biggest single move was into {L(big[1])} ({SPCT.s(big[0])})."))
    elif form == 1:
        X = Fig("x", 2)
        lead = lead or pick([f"Comparing {noun} in {l1} and {l2}:", f"Here's {l1} against {l2}:"], k)
        parts = [hdr([kc, vc], k), Claim(row(l1, F.s(v1)), [nbr(lambda x: row(l1, x))]), row(l2, F.s(v2)),
                 Claim(row(bold("Change"), bold(f"{Fs.s(diff)} ({SPCT.s(pc)})")),
                       [tw(t, "wrong_base", lambda x: row(bold("Change"), bold(f"{Fs.s(diff)} ({x})")), pc, wb, SPCT,
                           real=True, cap100=not up)]),
                 head(k),
                 Claim(f"\n- {l2} landed at about {X.s(v2 / v1)} the {l1} level.",
                       [tw(t, "off", lambda x: f"\n- {l2} landed at about {x} the {l1} level.", v2 / v1,
                           v2 / v1 * 1.45 + 0.2, X)]) if up else
                 Claim(f"\n- {l2} came in at {PCT.s(100 * v2 / v1)} of the {l1} level.",
                       [tw(t, "off", lambda x: f"\n- {l2} came in at {x} of the {l1} level.", 100 * v2 / v1,
                           100 * v2 / v1 * 0.6, PCT)])]
    elif form == 2:
        lead = lead or ""
        parts = [Claim(f"{cap(noun)} went from {F.s(v1)} in {l1} to {F.s(v2)} in {l2}",
                       [nbr(lambda x: f"{cap(noun)} went from {x} in {l1} to {F.s(v2)} in {l2}")]),
                 Claim(f"— {'an increase' if up else 'a decrease'} of {PCT.s(abs(pc))}",
                       [tw(t, "wrong_base", lambda x: f"— {'an increase' if up else 'a decrease'} of {x}", abs(pc),
                           abs(wb), PCT, real=True, cap100=not up)]),
                 Claim(f"(about {F.s(abs(diff))} in absolute terms).",
                       [tw(t, "off", lambda x: f"(about {x} in absolute terms).", abs(diff), abs(diff) * 1.8, F)])]
    else:
        I = Fig("n", 1)
        lead = lead or pick([f"Indexing {noun} to {l1}:", f"Here's {l2} against {l1}, indexed:"], k)
        parts = [hdr([kc, vc, f"Index ({l1} = 100)"], k), row(l1, F.s(v1), "100"),
                 Claim(row(l2, F.s(v2), I.s(100 * v2 / v1)),
                       [tw(t, "wrong_base", lambda x: row(l2, F.s(v2), x), 100 * v2 / v1, 100 * v1 / v2, I, real=True)]),
                 head(k),
                 Claim(f"\n- In absolute terms that's {Fs.s(diff)}.",
                       [tw(t, "off", lambda x: f"\n- In absolute terms that's {x}.", diff, diff * 1.6, Fs)])]
    book.chat(t.db, t.rid, "change", lead, parts + list(notes))


def colchg_(book, t, c1, c2, keys, k, noun, F, l1, l2, label=None, kcol=None, form=None, lead=None, notes=(),
            pick_row=None):
    """Within rows, from one column (a period) to the next, in three layouts: a table with a percent change
    column; a table with an absolute Δ column; one row without a table."""
    L = label or ident_L
    Fs = F.signed()
    kc = kcol or cap(t.key.replace("_", " "))
    form = k % 3 if form is None else form
    ch = {x: (t[x][c1], t[x][c2]) for x in keys}
    pcs = {x: 100 * (b - a) / a for x, (a, b) in ch.items()}
    if form == 0:
        pr = pick_row or keys[len(keys) // 2]
        top = max(keys, key=lambda x: pcs[x])
        lead = lead or pick([f"Here's {noun} by {kc.lower()}, {l1} vs. {l2}:", f"{cap(noun)}, {l1} against {l2}:"], k)
        parts = [hdr([kc, l1, l2, "Change"], k)]
        for x in keys:
            a, b = ch[x]
            cells = lambda z, x=x, a=a, b=b: row(L(x), F.s(a), F.s(b), z)
            twins = [tw(t, "wrong_base", cells, pcs[x], 100 * (b - a) / b, SPCT, real=True, cap100=b < a)] if x == pr \
                else []
            parts.append(Claim(cells(SPCT.s(pcs[x])), twins))
        a, b = ch[top]
        X = Fig("x", 1 if b / a >= 1.3 else 2)
        fmt = lambda z: (f"\n- **{L(top)}** grew the most in relative terms ({z}, roughly {X.s(b / a)} its "
                         f"{l1} figure).")
        parts += [head(k), Claim(fmt(Fs.s(b - a)), [tw(t, "off", fmt, b - a, (b - a) * 1.6, Fs)])]
        downs = [x for x in keys if pcs[x] < 0]
        if len(downs) == 1:
            x = downs[0]
            parts.append(Claim(f"\n- {L(x)} is the only one that shrank, down {F.s(ch[x][0] - ch[x][1])}.",
                               [tw(t, "off", lambda z: f"\n- {L(x)} is the only one that shrank, down {z}.",
                                   ch[x][0] - ch[x][1], (ch[x][0] - ch[x][1]) * 0.55, F)]))
        elif not downs:
            parts.append(Claim(f"\n- Every {kc.lower()} shown grew."))
    elif form == 1:
        pr = pick_row or keys[1]
        top = max(keys, key=lambda x: pcs[x])
        lead = lead or pick([f"Here's the movement in {noun} from {l1} to {l2}:", f"{cap(noun)}, {l1} → {l2}:"], k)
        parts = [hdr([kc, l1, l2, "Δ"], k)]
        for i, x in enumerate(keys):
            a, b = ch[x]
            cells = lambda z, x=x, a=a, b=b: row(L(x), F.s(a), F.s(b), z)
            twins = []
            if x == pr:
                other = keys[i + 1] if i + 1 < len(keys) else keys[i - 1]
                oa, ob = ch[other]
                twins = [tw(t, "neighbour_row", cells, b - a, ob - oa, Fs, real=True)
                         if Fs.s(ob - oa) != Fs.s(b - a) else None]
            parts.append(Claim(cells(Fs.s(b - a)), twins))
        a, b = ch[top]
        parts += [head(k),
                  Claim(f"\n- In percentage terms **{L(top)}** moved the most: {SPCT.s(pcs[top])}.",
                        [tw(t, "wrong_base", lambda z: f"\n- In percentage terms **{L(top)}** moved the most: {z}.",
                            pcs[top], 100 * (b - a) / b, SPCT, real=True)])]
    else:
        x = keys[0]
        a, b = ch[x]
        up = b > a
        lead = lead or ""
        parts = [Claim(f"**{L(x)}**: {F.s(a)} in {l1} vs. {F.s(b)} in {l2}."),
                 Claim(f"That's {'up' if up else 'down'} {PCT.s(abs(pcs[x]))}",
                       [tw(t, "wrong_base", lambda z: f"That's {'up' if up else 'down'} {z}", abs(pcs[x]),
                           abs(100 * (b - a) / b), PCT, real=True, cap100=not up)]),
                 Claim(f"({Fs.s(b - a)}).", [tw(t, "off", lambda z: f"({z}).", b - a, (b - a) * 1.7, Fs)])]
    book.chat(t.db, t.rid, "change", lead, parts + list(notes))


def share_(book, t, col, k, whole, F, m=3, label=None, kcol=None, vcol=None, form=None, key=None, other=None,
           lead=None, notes=()):
    """Shares of a column total, in three layouts: the top rows with a share column, an "All others" row and a
    bold total; one row without a table; the top rows with share and cumulative share columns."""
    L = label or ident_L
    order = sorted((x for x in t.order if isinstance(t[x][col], float)), key=lambda x: (-t[x][col], x))
    tot = sum(t.col(col))
    kc, vc = kcol or cap(t.key.replace("_", " ")), vcol or cap(whole)
    form = k % 3 if form is None else form
    sh = {x: 100 * t[x][col] / tot for x in order}
    top = order[:m]
    sm = sum(t[x][col] for x in top)
    rest = tot - sm
    if form == 0:
        lead = lead or pick([f"Here's the split of {whole}, top {say(m)} first:", f"Breakdown of {whole}:",
                             f"Here's the share of {whole} by {kc.lower()}:"], k)
        parts = [hdr([kc, vc, "Share"], k)]
        for i, x in enumerate(top):
            cells = lambda z, x=x: row(L(x), F.s(t[x][col]), z)
            twins = [tw(t, "complement", cells, sh[x], 100 - sh[x], PCT, real=True)] if i == 1 else []
            parts.append(Claim(cells(PCT.s(sh[x])), twins))
        if len(order) > m:
            parts.append(row("All others", F.s(rest), PCT.s(100 * rest / tot)))
        parts.append(Claim(row(bold("Total"), bold(F.s(tot)), bold("100%")),
                           [tw(t, "off", lambda z: row(bold("Total"), bold(z), bold("100%")), tot, tot * 1.35, F)]))
        parts.append(head(k))
        fw, fbad = frac_words(sh[top[0]] / 100)
        if fw:
            parts.append(Claim(f"\n- **{L(top[0])}** alone is {fw} of the total.",
                               [("false_bound", f"\n- **{L(top[0])}** alone is {fbad} of the total.")]))
        parts.append(Claim(f"\n- The top {say(m)} together make up {PCT.s(100 * sm / tot)}.",
                           [tw(t, "complement", lambda z: f"\n- The top {say(m)} together make up {z}.",
                               100 * sm / tot, 100 - 100 * sm / tot, PCT, real=True)]))
    elif form == 1:
        x = key or top[0]
        v = t[x][col]
        s = sh[x]
        fmt = lambda z: f"**{L(x)}** accounts for {z} of {whole}"
        tws = [tw(t, "complement", fmt, s, 100 - s, PCT, real=True)]
        if other:
            tws.insert(0, tw(t, "wrong_total", fmt, s, 100 * v / (v + t[other][col]), PCT, real=True))
        lead = lead or ""
        parts = [Claim(fmt(PCT.s(s)), tws), Claim(f"({F.s(v)} out of {F.s(tot)}).")]
        fw, fbad = frac_words(s / 100)
        if fw:
            parts.append(Claim(f"\n\nPut differently, that's {fw} of the total.",
                               [("false_bound", f"\n\nPut differently, that's {fbad} of the total.")]))
    else:
        lead = lead or pick([f"Top {say(m)} by {vc.lower()}, with running share:", f"Here's the concentration:"], k)
        parts = [hdr(["#", kc, vc, "Share", "Cumulative"], k)]
        cum = 0
        for i, x in enumerate(top):
            cum += sh[x]
            cells = lambda z, x=x, i=i: row(str(i + 1), L(x), F.s(t[x][col]), PCT.s(sh[x]), z)
            twins = [tw(t, "wrong_role", cells, cum, sh[x], PCT, real=True)] if i == m - 1 else []
            parts.append(Claim(cells(PCT.s(cum)), twins))
        parts += [head(k),
                  Claim(f"\n- Everything outside the top {say(m)} adds up to {F.s(rest)}.",
                        [tw(t, "off", lambda z: f"\n- Everything outside the top {say(m)} adds up to {z}.", rest,
                            rest * 1.4, F)])]
    book.chat(t.db, t.rid, "per_unit", lead, parts + list(notes))


def rate_(book, t, tot_col, cnt_col, keys, k, unit, what, Ft, Fc, Fr, label=None, kcol=None, tcol=None, ccol=None,
          form=None, lead=None, notes=(), units=None, mult=1, rcol=None):
    """A total over a count, in three layouts: a "per unit" column with the gap between two rows in the
    commentary; every row with a bold weighted overall row; one row without a table."""
    L = label or ident_L
    units = units or plural(unit)
    kc = kcol or cap(t.key.replace("_", " "))
    tc, cc = tcol or cap(what), ccol or cap(units)
    form = k % 3 if form is None else form
    rate = {x: mult * t[x][tot_col] / t[x][cnt_col] for x in t.order
            if isinstance(t[x][cnt_col], float) and t[x][cnt_col]}
    rc = rcol or f"per {unit}"
    if form == 0:
        lead = lead or pick([f"Here's {what} per {unit}:", f"Normalising {what} by {units}:",
                             f"Here's the per-{unit} view:"], k)
        pr = keys[1]
        nb = nbr_of(t, pr, avoid=keys)
        parts = [hdr([kc, tc, cc, rc], k)]
        for x in keys:
            cells = lambda z, x=x: row(L(x), Ft.s(t[x][tot_col]), Fc.s(t[x][cnt_col]), z)
            twins = []
            if x == pr:
                if nb and Fr.s(rate[nb]) != Fr.s(rate[x]):
                    twins.append(tw(t, "neighbour_row", cells, rate[x], rate[nb], Fr, real=True))
                twins.append(tw(t, "off", cells, rate[x], rate[x] * 1.55, Fr))
            parts.append(Claim(cells(Fr.s(rate[x])), twins))
        a, b = sorted(keys[:2], key=lambda x: -rate[x])
        gap = rate[a] - rate[b]
        if Fr.kind == "pct":
            G_ = Fig("n", 1)
            fmt = lambda z: f"\n- {L(a)} runs {z} percentage points fuller than {L(b)}."
        else:
            G_ = Fr
            fmt = lambda z: f"\n- {L(a)} comes out ahead per {unit}, by {z}."
        parts += [head(k), Claim(fmt(G_.s(gap)), [tw(t, "off", fmt, gap, gap * 1.7, G_)])]
    elif form == 1:
        rows = [x for x in t.order if x in rate]
        tt = sum(t[x][tot_col] for x in rows)
        cc_ = sum(t[x][cnt_col] for x in rows)
        wa, plain = mult * tt / cc_, sum(rate.values()) / len(rate)
        lead = lead or pick([f"Here's {what} per {unit} for every {kc.lower()}, with the overall figure:",
                             f"Per-{unit} {what} by {kc.lower()}:"], k)
        parts = [hdr([kc, tc, cc, rc], k)]
        for x in rows:
            parts.append(row(L(x), Ft.s(t[x][tot_col]), Fc.s(t[x][cnt_col]), Fr.s(rate[x])))
        cells = lambda z: row(bold("Overall"), bold(Ft.s(tt)), bold(Fc.s(cc_)), bold(z))
        parts += [Claim(cells(Fr.s(wa)), [tw(t, "plain_as_weighted", cells, wa, plain, Fr, real=True)]),
                  head(k),
                  Claim(f"\n- The overall figure is total {what} over total {units}, so the bigger "
                        f"{plural(kc.lower())} weigh more in it.")]
    else:
        x = keys[0]
        nb = nbr_of(t, x)
        fmt = lambda z: f"**{L(x)}** works out to {z} per {unit}"
        tws = [tw(t, "neighbour_row", fmt, rate[x], rate[nb], Fr, real=True) if nb in rate and
               Fr.s(rate[nb]) != Fr.s(rate[x]) else None, tw(t, "off", fmt, rate[x], rate[x] * 1.6, Fr)]
        lead = lead or ""
        parts = [Claim(fmt(Fr.s(rate[x])), tws),
                 Claim(f"({Ft.s(t[x][tot_col])} across {Fc.s(t[x][cnt_col])} {units}).")]
    book.chat(t.db, t.rid, "per_unit", lead, parts + list(notes))


def vsavg_(book, t, col, keys, k, noun, F, per, label=None, kcol=None, vcol=None, form=None, lead=None, notes=()):
    """Rows against the average of every row, in three layouts: a "vs. avg" percent column; no table; a
    "vs. avg" difference column."""
    L = label or ident_L
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    nrows = len(vals)
    kc, vc = kcol or cap(t.key.replace("_", " ")), vcol or cap(noun)
    form = k % 3 if form is None else form
    Fs = F.signed()
    pa = {x: 100 * (t[x][col] - avg) / avg for x in keys}
    if form == 0:
        pr = keys[1]
        lead = lead or pick([f"Here's {noun} against the average of all {say(nrows)} {plural(per)}:",
                             f"{cap(noun)}, with each row set against the mean:"], k)
        parts = [hdr([kc, vc, "vs. avg"], k)]
        for x in keys:
            v = t[x][col]
            cells = lambda z, x=x, v=v: row(L(x), F.s(v), z)
            twins = [tw(t, "wrong_base", cells, pa[x], 100 * (v - avg) / v, SPCT, real=True)] if x == pr else []
            parts.append(Claim(cells(SPCT.s(pa[x])), twins))
        parts += [head(k),
                  Claim(f"\n- The average across all {say(nrows)} {plural(per)} is {F.s(avg)}.",
                        [tw(t, "off", lambda z: f"\n- The average across all {say(nrows)} {plural(per)} is {z}.", avg,
                            avg * 1.45, F)])]
    elif form == 1:
        a = max(keys, key=lambda x: t[x][col])
        b = min(keys, key=lambda x: t[x][col])
        lead = lead or ""
        parts = [Claim(f"Averaging the {say(nrows)} {plural(per)}, {noun} comes to {F.s(avg)}.",
                       [tw(t, "off", lambda z: f"Averaging the {say(nrows)} {plural(per)}, {noun} comes to {z}.", avg,
                           avg * 0.6, F)]),
                 Claim(f"\n\n- **{L(a)}** sits {PCT.s(pa[a])} above that",
                       [tw(t, "wrong_base", lambda z: f"\n\n- **{L(a)}** sits {z} above that", pa[a],
                           100 * (t[a][col] - avg) / t[a][col], PCT, real=True)]),
                 Claim(f"({F.s(t[a][col])})."),
                 Claim(f"\n- **{L(b)}** is {PCT.s(-pa[b])} below it ({F.s(t[b][col])}).")]
    else:
        pr = keys[-1]
        lead = lead or pick([f"Here's how each {per} compares with the average ({F.s(avg)}):",
                             f"{cap(noun)} vs. the overall mean of {F.s(avg)}:"], k)
        parts = [hdr([kc, vc, "vs. avg"], k)]
        for x in keys:
            v = t[x][col]
            cells = lambda z, x=x: row(L(x), F.s(t[x][col]), z)
            twins = [tw(t, "off", cells, v - avg, (v - avg) * 1.7, Fs)] if x == pr else []
            parts.append(Claim(cells(Fs.s(v - avg)), twins))
        parts += [head(k), Claim(f"\n- {say(sum(1 for v in vals if v > avg)).capitalize()} of the {say(nrows)} "
                                 f"{plural(per)} sit above the average.")]
    book.chat(t.db, t.rid, "per_unit", lead, parts + list(notes))


def blend_(book, t, avg_col, n_col, k, noun, per, grp, F, label=None, kcol=None, form=None, lead=None, notes=(),
           ncol=None, acol=None):
    """The weighted average of group averages, in two layouts: every group with a bold overall row; no
    table. Twin: the plain mean of the group figures."""
    L = label or ident_L
    rows = [x for x in t.order if isinstance(t[x][avg_col], float)]
    avgs = [t[x][avg_col] for x in rows]
    ns = [t[x][n_col] for x in rows]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    kc = kcol or cap(t.key.replace("_", " "))
    form = k % 2 if form is None else form
    big = max(rows, key=lambda x: t[x][n_col])
    if form == 0:
        lead = lead or pick([f"Here's {noun} by {grp}, with the overall figure at the bottom:",
                             f"Average {noun} per {grp}:"], k)
        parts = [hdr([kc, ncol or cap(plural(per)), acol or f"Avg {noun}"], k)]
        for x in rows:
            parts.append(row(L(x), f"{int(t[x][n_col]):,}", F.s(t[x][avg_col])))
        cells = lambda z: row(bold(f"All {plural(per)}"), bold(f"{int(sum(ns)):,}"), bold(z))
        parts += [Claim(cells(F.s(wa)), [tw(t, "plain_as_weighted", cells, wa, plain, F, real=True)]),
                  head(k),
                  Claim(f"\n- The bottom row is weighted by {per} count, so {L(big)} "
                        f"({int(t[big][n_col]):,} {plural(per)}) pulls it toward its own figure.")]
    else:
        fmt = lambda z: f"Weighted by the number of {plural(per)} in each {grp}, the overall {noun} is {z}"
        lead = lead or ""
        parts = [Claim(fmt(F.s(wa)), [tw(t, "plain_as_weighted", fmt, wa, plain, F, real=True)]),
                 Claim(f"({int(sum(ns)):,} {plural(per)} in total).")]
    book.chat(t.db, t.rid, "per_unit", lead, parts + list(notes))


GENERIC = (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 5.0, 10, 0.1, 100, 0.01)


def conv_(book, t, keys, col, k, factor, Fs_, Fd, scol, dcol, bads, label=None, kcol=None, form=None, lead=None,
          notes=(), hedge=False, pr=None, also=None, unit=""):
    """A unit conversion, in three layouts: a table with the converted column; one row without a table; a
    table of the originals with the conversion in the commentary. Twin: the conversion by a wrong factor."""
    L = label or ident_L
    kc = kcol or cap(t.key.replace("_", " "))
    form = k % 3 if form is None else form
    facs = tuple(bads) + tuple(factor * f for f in GENERIC)

    def conv_twin(fmt, v):
        c = v * factor
        return tw(t, "wrong_factor", fmt, c, None, Fd, approx=hedge, cands=[v * f for f in facs])

    if form == 0:
        pr = pr or keys[1 if len(keys) > 1 else 0]
        lead = lead or pick([f"Here they are with {dcol} alongside:", f"Converted for you:",
                             f"Here's the table with a {dcol} column added:"], k)
        parts = [hdr([kc, scol, dcol], k)]
        for x in keys:
            v = t[x][col]
            cells = lambda z, x=x, v=v: row(L(x), Fs_.s(v), z)
            parts.append(Claim(cells(Fd.s(v * factor)), [conv_twin(cells, v)] if x == pr else []))
        if also:
            parts += [head(k)] + list(also)
    elif form == 1:
        x = pr or keys[0]
        v = t[x][col]
        h = "roughly " if hedge else ""
        fmt = lambda z: f"**{L(x)}**: {Fs_.s(v)}, which is {h}{z}."
        lead = lead or ""
        parts = [Claim(fmt(Fd.s(v * factor)), [conv_twin(fmt, v)])] + (list(also) if also else [])
    else:
        x = pr or keys[0]
        v = t[x][col]
        lead = lead or pick([f"Here are the figures as stored:", f"Here's what the table holds:"], k)
        parts = [hdr([kc, scol], k)] + [row(L(y), Fs_.s(t[y][col])) for y in keys] + [head(k)]
        h = "about " if hedge else ""
        fmt = lambda z: f"\n- {L(x)}'s {Fs_.s(v)}{unit} works out to {h}{z}."
        parts.append(Claim(fmt(Fd.s(v * factor)), [conv_twin(fmt, v)]))
        if also:
            parts += list(also)
    book.chat(t.db, t.rid, "conversion", lead, parts + list(notes))


def empty_(book, db, question, sql, lead, ack, bad, more=(), close=""):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.chat(db, rid, "zero_ident", lead, [Claim(ack, [("count_over_empty", bad)])] + list(more), derived=False,
              close=close)


def ident_(book, t, lead, parts, good, bad, at, close=None):
    """parts[at] names an identifier; the twin changes it."""
    c = parts[at]
    text = c if isinstance(c, str) else c.text
    assert good in text and bad != good, (text, good)
    parts = list(parts)
    parts[at] = Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])
    book.chat(t.db, t.rid, "zero_ident", lead, parts, derived=False, close=close)


def plain_(book, t, lead, parts, close=None):
    book.chat(t.db, t.rid, "plain", lead, parts, derived=False, close=close)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    db = "northwind"
    hv = table(db, "Net sales per category in the first and second half of 1997?",
               f"SELECT c.category_name AS category, "
               f"round(sum({NET}) FILTER (WHERE o.order_date < '1997-07-01')::numeric, 2) AS h1_1997, "
               f"round(sum({NET}) FILTER (WHERE o.order_date >= '1997-07-01')::numeric, 2) AS h2_1997 "
               "FROM order_details od JOIN orders o ON o.order_id = od.order_id "
               "JOIN products p ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 3 DESC")
    USD, K = Fig("usd", 2), Fig("k$", 1)
    colchg_(book, hv, "h1_1997", "h2_1997", hv.order, 0, "net sales", USD, "H1 1997", "H2 1997", kcol="Category",
            form=0, lead="Here's 1997 net sales by category, first half vs. second half:", pick_row="Confections")
    colchg_(book, hv, "h1_1997", "h2_1997", ["Beverages"], 1, "net sales", Fig("usd", 0), "H1", "H2", form=2,
            notes=["\n\nBeverages is the one category that went backwards in the second half; everything else grew."])
    cmp_(book, hv, "h2_1997", "Dairy Products", "Seafood", 1, "H2 1997 net sales", K, kcol="Category",
         vcol="H2 1997", form=1)
    share_(book, hv, "h2_1997", 0, "H2 1997 net sales", K, m=3, kcol="Category", vcol="H2 1997", form=0)
    colchg_(book, hv, "h1_1997", "h2_1997", ["Seafood", "Meat/Poultry", "Produce"], 4, "net sales", K, "H1", "H2",
            kcol="Category", form=1, lead="Here are three of the categories that grew in the second half:")
    h1 = sorted(hv.order, key=lambda x: -hv[x]["h1_1997"])[:3]
    h2 = hv.order[:3]
    plain_(book, hv, "Here are the top three categories in each half of 1997:",
           ["\n\n**H1 1997**" + hdr(["Category", "Net sales"], 0)]
           + [row(x, USD.s(hv[x]["h1_1997"])) for x in h1[:2]]
           + [Claim(row(h1[2], USD.s(hv[h1[2]]["h1_1997"])),
                    [tw(hv, "neighbour_row", lambda z: row(h1[2], z), hv[h1[2]]["h1_1997"],
                        hv[sorted(hv.order, key=lambda x: -hv[x]["h1_1997"])[3]]["h1_1997"], USD, real=True)])]
           + ["\n\n**H2 1997**" + hdr(["Category", "Net sales"], 0)]
           + [row(x, USD.s(hv[x]["h2_1997"])) for x in h2]
           + [head(2), f"\n- Beverages led the first half but drops out of the top three in the second.",
              Claim(f"\n- Dairy Products is the only category in both lists.")])

    sc = table(db, "Per ship country (top ten by orders): orders, shipped orders, average days to ship, unshipped?",
               "SELECT ship_country AS country, count(*) AS orders, count(shipped_date) AS shipped, "
               "round(avg(shipped_date - order_date), 2) AS avg_days_to_ship, "
               "count(*) - count(shipped_date) AS unshipped FROM orders GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    N, D2 = Fig("n", 0), Fig("n", 2)
    cmp_(book, sc, "orders", "Germany", "Italy", 0, "orders", N, kcol="Country", form=0)
    blend_(book, sc, "avg_days_to_ship", "shipped", 0, "days to ship", "shipped order", "country", D2,
           kcol="Country", ncol="Shipped orders", acol="Avg days to ship", form=0,
           lead="Here's the average time from order to shipment for the ten busiest destinations:",
           notes=[Claim(f"\n- Sweden and Canada are the two extremes, {D2.s(sc['Sweden']['avg_days_to_ship'] - sc['Canada']['avg_days_to_ship'])} "
                        f"days apart.",
                        [tw(sc, "neighbour_row", lambda z: f"\n- Sweden and Canada are the two extremes, {z} days "
                            f"apart.", sc["Sweden"]["avg_days_to_ship"] - sc["Canada"]["avg_days_to_ship"],
                            sc["Sweden"]["avg_days_to_ship"] - sc["Italy"]["avg_days_to_ship"], D2, real=True)])])
    conv_(book, sc, ["Sweden", "USA", "Canada"], "avg_days_to_ship", 0, 24, D2, Fig("n", 1), "Avg days", "Avg hours",
          (1 / 24, 60, 7, 1 / 7, 12), kcol="Country", form=0,
          lead="Here are the slowest two destinations and the fastest, in days and hours:")
    vsavg_(book, sc, "avg_days_to_ship", ["Sweden", "Canada", "USA", "Italy"], 0, "days to ship", D2, "country",
           kcol="Country", vcol="Avg days", form=0)
    tot_un = sum(sc.col("unshipped"))
    plain_(book, sc, "Orders still waiting to ship, by destination (top ten countries by volume):",
           [hdr(["Country", "Orders", "Unshipped"], 1)]
           + [row(x, N.s(sc[x]["orders"]), N.s(sc[x]["unshipped"])) for x in ["USA", "Venezuela", "Germany", "Brazil"]]
           + [head(3),
              Claim(f"\n- Across the ten countries, {say(int(tot_un))} orders have no ship date yet;",
                    [words_twin("number_words_wrong_row", f"\n- Across the ten countries, {say(int(tot_un) + 12)} orders "
                                f"have no ship date yet;", tot_un, tot_un + 12)]),
              Claim("the UK and Sweden have none outstanding."),
              Claim(f"\n- Germany and the USA are tied as the biggest destinations at {N.s(sc['USA']['orders'])} orders each.",
                    [tw(sc, "neighbour_row", lambda z: f"\n- Germany and the USA are tied as the biggest destinations at "
                        f"{z} orders each.", sc["USA"]["orders"], sc["Brazil"]["orders"], N, real=True)])])
    cmp_(book, sc, "avg_days_to_ship", "USA", "Canada", 2, "days to ship", Fig("n", 2, " days"), form=2,
         lead="Canada-bound orders ship noticeably faster than US ones.")
    sw = table(db, "How long do orders to Sweden take to ship on average, and what was the slowest?",
               "SELECT ship_country AS country, count(shipped_date) AS shipped_orders, "
               "round(avg(shipped_date - order_date), 2) AS avg_days_to_ship, max(shipped_date - order_date) AS slowest_days "
               "FROM orders WHERE ship_country = 'Sweden' GROUP BY 1")
    conv_(book, sw, ["Sweden"], "avg_days_to_ship", 1, 1 / 7, Fig("n", 2, " days"), Fig("n", 2, " weeks"), "", "",
          (7, 1 / 5, 1 / 30, 24), form=1, hedge=True,
          lead="Sweden-bound orders take a while to go out:",
          also=[Claim(f"\n\nThe slowest one took {N.s(sw['Sweden']['slowest_days'])} days, i.e. "
                      f"{Fig('n', 0).s(sw['Sweden']['slowest_days'] * 24)} hours from order to shipment.",
                      [tw(sw, "wrong_factor", lambda z: f"\n\nThe slowest one took {N.s(sw['Sweden']['slowest_days'])} "
                          f"days, i.e. {z} hours from order to shipment.", sw["Sweden"]["slowest_days"] * 24, None,
                          Fig("n", 0), cands=[sw["Sweden"]["slowest_days"] * f for f in (60, 12, 7, 30)])])])

    dc = table(db, "Per discount tier with at least 100 order lines: lines, gross value and discount given?",
               "SELECT (discount * 100)::int AS discount_pct, count(*) AS lines, "
               "round(sum(unit_price * quantity)::numeric, 2) AS gross, "
               "round(sum(unit_price * quantity * discount)::numeric, 2) AS discount_given FROM order_details "
               "WHERE discount > 0 GROUP BY 1 HAVING count(*) >= 100 ORDER BY 1")
    T = lambda x: f"{x}% off"
    share_(book, dc, "discount_given", 1, "the discount given away", USD, m=2, label=T, kcol="Tier",
           vcol="Discount given", form=0)
    rate_(book, dc, "gross", "lines", ["25", "5"], 0, "line", "gross value", USD, N, USD, label=T, kcol="Tier",
          tcol="Gross", ccol="Lines", form=0)
    cmp_(book, dc, "discount_given", "25", "10", 3, "discount given", USD, label=T, kcol="Tier", vcol="Discount given",
         form=3)
    cmp_(book, dc, "lines", "5", "25", 0, "order lines", N, label=T, kcol="Tier", vcol="Lines", form=1)

    sv = table(db, "Which active products hold the most stock by value?",
               "SELECT product_name AS product, units_in_stock, unit_price::numeric AS unit_price, "
               "round((units_in_stock * unit_price)::numeric, 2) AS stock_value FROM products WHERE discontinued = 0 "
               "ORDER BY 4 DESC LIMIT 5")
    top = sv.order[0]
    plain_(book, sv, "Here are the five active products with the most money tied up in stock:",
           [hdr(["Product", "Units in stock", "Unit price", "Stock value"], 2)]
           + [row(x, N.s(sv[x]["units_in_stock"]), USD.s(sv[x]["unit_price"]), USD.s(sv[x]["stock_value"]))
              for x in sv.order[:4]]
           + [head(4),
              Claim(f"\n- {top} tops the list on just {N.s(sv[top]['units_in_stock'])} units, because of its price.",
                    [tw(sv, "neighbour_row", lambda z: f"\n- {top} tops the list on just {z} units, because of its price.",
                        sv[top]["units_in_stock"], sv[sv.order[1]]["units_in_stock"], N, real=True)]),
              Claim(f"\n- All five together hold {USD.s(sum(sv.col('stock_value')))} of stock.",
                    [tw(sv, "off", lambda z: f"\n- All five together hold {z} of stock.", sum(sv.col("stock_value")),
                        sum(sv.col("stock_value")) * 1.3, USD)])])
    cmp_(book, sv, "unit_price", top, "Raclette Courdavault", 1, "unit price", USD, kcol="Product", form=1)
    share_(book, sv, "stock_value", 1, "the stock value of these five lines", USD, key=top, other="Raclette Courdavault",
           form=1)

    em = table(db, "Per sales rep: title, orders taken in each year, and mean freight per order?",
               "SELECT e.last_name AS rep, e.title, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1996) AS orders_1996, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS orders_1997, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS orders_1998, "
               "round(avg(o.freight)::numeric, 2) AS avg_freight FROM employees e "
               "JOIN orders o ON o.employee_id = e.employee_id GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    colchg_(book, em, "orders_1996", "orders_1997", ["Peacock", "Davolio", "Callahan", "Fuller"], 0, "orders taken", N,
            "1996", "1997", kcol="Employee", form=0, pick_row="Davolio",
            lead="Here are four of the reps, 1997 against 1996:",
            notes=["\n\nNote that 1996 only covers July–December, so part of the jump is just a fuller year."])
    colchg_(book, em, "orders_1996", "orders_1997", ["Fuller", "King", "Suyama"], 1, "orders taken", N, "1996", "1997",
            kcol="Employee", form=1, lead="Here's how the three mid-table reps moved from 1996 to 1997:")
    colchg_(book, em, "orders_1997", "orders_1998", ["Callahan"], 2, "orders taken", N, "1997", "1998", form=2,
            notes=["\n\n(1998 in this dataset stops in early May, so this isn't a like-for-like full year.)"])
    vsavg_(book, em, "orders_1997", ["Peacock", "Leverling", "Suyama", "Buchanan"], 0, "1997 orders", N, "employee",
           kcol="Employee", vcol="Orders (1997)", form=0)
    share_(book, em, "orders_1997", 2, "1997 orders", N, m=3, kcol="Employee", vcol="Orders", form=2)
    cmp_(book, em, "avg_freight", "Buchanan", "Suyama", 2, "average freight per order", USD, form=2)
    plain_(book, em, "Quick look at the smallest books of business:",
           [hdr(["Employee", "1997", "1998"], 0),
            Claim(row("Dodsworth", N.s(em["Dodsworth"]["orders_1997"]), N.s(em["Dodsworth"]["orders_1998"]))),
            row("Buchanan", N.s(em["Buchanan"]["orders_1997"]), N.s(em["Buchanan"]["orders_1998"])),
            head(5),
            Claim(f"\n- Dodsworth took {say(int(em['Dodsworth']['orders_1997']))} orders in both years.",
                  [words_twin("number_words_wrong_row", f"\n- Dodsworth took {say(int(em['Suyama']['orders_1997']))} "
                              f"orders in both years.", em["Dodsworth"]["orders_1997"], em["Suyama"]["orders_1997"])]),
            Claim(f"\n- Buchanan went from {say(int(em['Buchanan']['orders_1997']))} to "
                  f"{say(int(em['Buchanan']['orders_1998']))}.")])

    qt = table(db, "Per quarter of 1997: orders and net sales?",
               "SELECT 'Q' || extract(quarter FROM o.order_date)::int AS quarter, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM orders o "
               "JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 1")
    chg_(book, qt, "net_sales", "Q1", "Q4", 0, "1997 net sales", K, kcol="Quarter", vcol="Net sales", form=0,
         lead="Here's 1997 net sales by quarter:")
    chg_(book, qt, "orders", "Q1", "Q4", 3, "orders", N, kcol="Quarter", vcol="Orders", form=3)
    rate_(book, qt, "net_sales", "orders", ["Q2", "Q3"], 1, "order", "net sales", K, N, USD, kcol="Quarter",
          tcol="Net sales", ccol="Orders", form=0, lead="Q2 and Q3 on a per-order basis:")
    chg_(book, qt, "net_sales", "Q3", "Q4", 1, "net sales", USD, kcol="Quarter", vcol="Net sales", form=1)
    chg_(book, qt, "orders", "Q2", "Q3", 2, "order count", N, form=2,
         lead="Order volume picked up going into the second half of 1997.")

    sh = table(db, "Per carrier, for orders placed in 1998: shipments and freight billed?",
               "SELECT s.company_name AS carrier, count(o.order_id) AS shipments, "
               "round(sum(o.freight)::numeric, 2) AS freight_1998 FROM shippers s "
               "JOIN orders o ON o.ship_via = s.shipper_id "
               "WHERE o.order_date >= '1998-01-01' AND o.order_date < '1999-01-01' GROUP BY 1 ORDER BY 3 DESC")
    rate_(book, sh, "freight_1998", "shipments", ["United Package"], 2, "order", "freight", USD, N, USD, form=2,
          notes=["\n\nThat's well above the other two carriers."])
    share_(book, sh, "freight_1998", 1, "1998 freight spend", USD, key="United Package", other="Speedy Express", form=1)

    empty_(book, db, "Which orders were shipped to Australia?",
           "SELECT order_id, customer_id, order_date FROM orders WHERE ship_country = 'Australia' ORDER BY order_date",
           "I ran the query and it came back empty.",
           "\n\n| Destination | Orders |\n|---|---:|\n| Australia | 0 |",
           "\n\n| Destination | Orders |\n|---|---:|\n| Australia | 17 |",
           more=["\n\nNorthwind doesn't ship to Australia at all in this dataset."])
    empty_(book, db, "Which active products are priced above $300?",
           "SELECT product_id, product_name, unit_price FROM products WHERE discontinued = 0 AND unit_price > 300",
           "",
           "None — the query returns **0 rows**. No active product in the catalogue is priced above $300.",
           "There are **4** products priced above $300.", close="Want me to lower the threshold?")
    to = table(db, "The five largest orders by net value, with ids, customers and dates?",
               f"SELECT o.order_id, o.customer_id, o.order_date, round(sum({NET})::numeric, 2) AS net_value FROM orders o "
               "JOIN order_details od ON od.order_id = o.order_id GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 5")
    o1, o2 = to.order[0], to.order[1]
    ident_(book, to, "Here are the five largest orders by net value:",
           [hdr(["Order ID", "Customer", "Net value"], 0)]
           + [row(x, to[x]["customer_id"], USD.s(to[x]["net_value"])) for x in to.order]
           + [head(1), f"\n- The single biggest is order **{o1}** from {to[o1]['customer_id']}.",
              f"\n- Four of the five come from 1998."],
           f"**{o1}**", f"**{o1[:3]}{o1[4]}{o1[3]}**", 1 + len(to.order) + 1)
    ro = table(db, "Per category, among active products: products, products below their reorder level, units on order?",
               "SELECT c.category_name AS category, count(*) AS products, "
               "count(*) FILTER (WHERE p.units_in_stock < p.reorder_level) AS below_reorder, "
               "sum(p.units_on_order) AS units_on_order FROM products p JOIN categories c ON c.category_id = p.category_id "
               "WHERE p.discontinued = 0 GROUP BY 1 ORDER BY 4 DESC, 1")
    plain_(book, ro, "Here's where stock is running low, by category (active products only):",
           [hdr(["Category", "Products", "Below reorder level", "Units on order"], 1)]
           + [row(x, N.s(ro[x]["products"]), N.s(ro[x]["below_reorder"]), N.s(ro[x]["units_on_order"]))
              for x in ro.order[:4]]
           + [Claim(row(bold("Total (all 8)"), bold(N.s(sum(ro.col("products")))), bold(N.s(sum(ro.col("below_reorder")))),
                        bold(N.s(sum(ro.col("units_on_order"))))),
                    [tw(ro, "off", lambda z: row(bold("Total (all 8)"), bold(N.s(sum(ro.col("products")))),
                                                 bold(N.s(sum(ro.col("below_reorder")))), bold(z)),
                        sum(ro.col("units_on_order")), sum(ro.col("units_on_order")) * 1.3, N)]),
              head(6), "\n- Confections has the most lines below their reorder level.",
              Claim("\n- Meat/Poultry has nothing on order at all.")])

# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    db = "chinook"
    USD, N = Fig("usd", 2), Fig("n", 0)
    md = table(db, "Per media type: tracks, average size in MB, average length in seconds, total bytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.bytes) / 1e6, 2) AS avg_mb, "
               "round(avg(t.milliseconds) / 1000.0, 1) AS avg_seconds, sum(t.bytes) AS total_bytes FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    conv_(book, md, ["Protected MPEG-4 video file", "MPEG audio file", "Protected AAC audio file"], "total_bytes", 0, 1e-9,
          N, Fig("n", 2), "Total bytes", "Total (GB)", (1e-6, 1e-8, 1e-12, 1e-10), kcol="Media type", form=0,
          lead="Here's the storage footprint of the three biggest media types, converted to GB:",
          also=[Claim("\n- Video is the bulk of the library's storage despite being a small slice of the tracks.")])
    conv_(book, md, ["Protected MPEG-4 video file", "MPEG audio file"], "avg_seconds", 2, 1 / 60,
          Fig("n", 1, " s"), Fig("n", 2, " minutes"), "Avg length (s)", "", (1 / 100, 1 / 3600, 60, 1 / 30),
          kcol="Media type", form=2, pr="Protected MPEG-4 video file",
          lead="Average track length by media type:")
    share_(book, md, "tracks", 1, "all tracks", Fig("k", 1), key="MPEG audio file", other="Protected AAC audio file",
           form=1)
    cmp_(book, md, "avg_mb", "Protected MPEG-4 video file", "MPEG audio file", 1, "average file size",
         Fig("n", 2, " MB"), kcol="Media type", vcol="Avg size", form=1,
         lead="Video files are in a different league on size:")
    plain_(book, md, "Here's the track count by media type:",
           [hdr(["Media type", "Tracks"], 2)] + [row(x, N.s(md[x]["tracks"])) for x in md.order]
           + [Claim(row(bold("Total"), bold(N.s(sum(md.col("tracks"))))),
                    [tw(md, "off", lambda z: row(bold("Total"), bold(z)), sum(md.col("tracks")),
                        sum(md.col("tracks")) * 1.25, N)]),
              head(3), "\n- MPEG audio dominates; the two smallest types are barely a rounding error.",
              Claim(f"\n- Only {say(int(md['Purchased AAC audio file']['tracks']))} tracks are purchased AAC files.",
                    [words_twin("number_words_wrong_row", f"\n- Only {say(int(md['AAC audio file']['tracks']))} tracks "
                                f"are purchased AAC files.", md["Purchased AAC audio file"]["tracks"],
                                md["AAC audio file"]["tracks"])])])

    qr = table(db, "Per quarter of 2022 and 2023: invoices and revenue?",
               "SELECT extract(year FROM invoice_date)::int || '-Q' || extract(quarter FROM invoice_date)::int AS quarter, "
               "count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "WHERE invoice_date >= '2022-01-01' AND invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 1")
    uy = table(db, "Per year: invoices and revenue from US customers?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice WHERE billing_country = 'USA' GROUP BY 1 ORDER BY 1")
    chg_(book, uy, "revenue", "2021", "2025", 0, "US revenue", USD, kcol="Year", vcol="Revenue", form=0,
         lead="Here's US revenue by year:")
    chg_(book, qr, "revenue", "2023-Q1", "2023-Q2", 1, "revenue", USD, kcol="Quarter", vcol="Revenue", form=1)
    chg_(book, qr, "revenue", "2022-Q1", "2022-Q2", 2, "quarterly revenue", USD, form=2,
         lead="2022 got off to a strong start and then cooled.")
    rate_(book, qr, "revenue", "invoices", ["2023-Q2", "2023-Q4"], 0, "invoice", "revenue", USD, N, USD,
          kcol="Quarter", form=0, lead="Here are the best and weakest quarters of 2023 on a per-invoice basis:")
    chg_(book, qr, "revenue", "2023-Q1", "2023-Q4", 0, "2023 revenue", USD, kcol="Quarter", vcol="Revenue", form=0,
         lead="Here's 2023 revenue quarter by quarter:")
    chg_(book, qr, "revenue", "2022-Q1", "2023-Q4", 3, "revenue", USD, kcol="Quarter", vcol="Revenue", form=3,
         lead="Here's the last quarter of 2023 against the first quarter of 2022:")

    cs = table(db, "Per customer country with at least two customers: customers, invoices and total spend?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS spend FROM customer c JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 "
               "HAVING count(DISTINCT c.customer_id) >= 2 ORDER BY 4 DESC")
    rate_(book, cs, "spend", "customers", ["Czech Republic", "France"], 0, "customer", "spend", USD, N, USD,
          kcol="Country", form=0)
    rate_(book, cs, "spend", "customers", ["Germany"], 1, "customer", "spend", USD, N, USD, form=2,
          lead="German customers spend close to the store-wide norm.")
    cmp_(book, cs, "spend", "USA", "Canada", 3, "customer spend", USD, kcol="Country", vcol="Spend", form=3)
    share_(book, cs, "spend", 0, "spend in these nine countries", USD, m=3, kcol="Country", vcol="Spend", form=0)
    vsavg_(book, cs, "spend", ["USA", "India"], 1, "spend", USD, "country", form=1)

    ar = table(db, "Which artists have the most albums, and how many tracks?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(t.track_id) AS tracks "
               "FROM artist ar JOIN album al ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id "
               "GROUP BY 1 ORDER BY 2 DESC, 3 DESC LIMIT 6")
    rate_(book, ar, "tracks", "albums", ["U2", "Led Zeppelin"], 1, "album", "tracks", N, N, Fig("n", 2),
          kcol="Artist", form=0, lead="Tracks per album for the two artists you asked about:")
    cmp_(book, ar, "albums", "Iron Maiden", "Led Zeppelin", 2, "albums", N, form=2,
         lead="Iron Maiden, comfortably.")
    plain_(book, ar, "Here are the artists with the deepest catalogues:",
           [hdr(["Artist", "Albums", "Tracks"], 0)]
           + [row(x, N.s(ar[x]["albums"]), N.s(ar[x]["tracks"])) for x in ar.order[:3]]
           + [head(4),
              Claim(f"\n- Iron Maiden leads with {say(int(ar['Iron Maiden']['albums']))} albums,",
                    [words_twin("number_words_wrong_row", f"\n- Iron Maiden leads with "
                                f"{say(int(ar['Led Zeppelin']['albums']))} albums,", ar["Iron Maiden"]["albums"],
                                ar["Led Zeppelin"]["albums"])]),
              Claim(f"and U2 and Metallica tie on {say(int(ar['U2']['albums']))} each (U2 has more tracks)."),
              Claim(f"\n- Between them the top three account for {N.s(sum(ar[x]['tracks'] for x in ar.order[:3]))} "
                    f"tracks.",
                    [tw(ar, "off", lambda z: f"\n- Between them the top three account for {z} tracks.",
                        sum(ar[x]["tracks"] for x in ar.order[:3]), sum(ar[x]["tracks"] for x in ar.order[:3]) * 1.3,
                        N)])])

    gn = table(db, "Per genre (top eight by tracks): tracks, average length in seconds and total hours?",
               "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds) / 1000.0, 1) AS avg_seconds, "
               "round(sum(t.milliseconds) / 3600000.0, 2) AS total_hours FROM track t "
               "JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    conv_(book, gn, ["Rock", "Metal", "TV Shows"], "avg_seconds", 0, 1 / 60, Fig("n", 1), Fig("n", 2),
          "Avg length (s)", "Avg length (min)", (1 / 100, 1 / 3600, 1 / 30), kcol="Genre", form=0, pr="TV Shows",
          lead="Here are average track lengths in seconds and minutes:",
          also=[Claim("\n- TV Shows are episodes, not songs, which is why they sit so far above the music genres.")])
    gh = table(db, "How many hours of Rock are in the catalogue?",
               "SELECT g.name AS genre, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 2) AS total_hours "
               "FROM track t JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Rock' GROUP BY 1")
    conv_(book, gh, ["Rock"], "total_hours", 1, 1 / 24, Fig("n", 2, " hours"), Fig("n", 1, " days"), "", "",
          (1 / 60, 1 / 12, 1 / 7, 60), form=1, hedge=True,
          lead="There's a lot of Rock in there:",
          also=[Claim(f"\n\nThat's {N.s(gh['Rock']['tracks'])} tracks, or about "
                      f"{Fig('n', 1).s(gh['Rock']['total_hours'] * 60 / gh['Rock']['tracks'])} minutes per track.",
                      [tw(gh, "off", lambda z: f"\n\nThat's {N.s(gh['Rock']['tracks'])} tracks, or about {z} minutes "
                          f"per track.", gh["Rock"]["total_hours"] * 60 / gh["Rock"]["tracks"],
                          gh["Rock"]["total_hours"] * 60 / gh["Rock"]["tracks"] * 1.5, Fig("n", 1))])])
    cmp_(book, gn, "avg_seconds", "TV Shows", "Metal", 1, "average track length", Fig("n", 1, " s"), kcol="Genre",
         vcol="Avg length", form=1)
    blend_(book, gn, "avg_seconds", "tracks", 1, "track length", "track", "genre", Fig("n", 1, " seconds"), form=1,
           lead="Across the eight biggest genres:")

    rp = table(db, "Per support rep: customers and the countries they cover?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(DISTINCT c.country) AS countries FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    plain_(book, rp, "Here's how the customer base is split across the support team:",
           [hdr(["Rep", "Customers", "Countries"], 1)]
           + [row(x, N.s(rp[x]["customers"]), N.s(rp[x]["countries"])) for x in rp.order]
           + [head(5), Claim(f"\n- The load is pretty even: {say(int(rp['Jane Peacock']['customers']))} customers at the "
                             f"top,",
                             [words_twin("number_words_wrong_row", f"\n- The load is pretty even: "
                                         f"{say(int(rp['Jane Peacock']['countries']))} customers at the top,",
                                         rp["Jane Peacock"]["customers"], rp["Jane Peacock"]["countries"])]),
              Claim(f"{say(int(rp['Steve Johnson']['customers']))} at the bottom."),
              Claim("\n- Steve Johnson covers the most countries despite having the fewest customers.")])
    share_(book, rp, "customers", 2, "the customer base", N, key="Jane Peacock", other="Margaret Park", form=1,
           lead="Jane Peacock has the biggest book.")

    empty_(book, db, "Which tracks run longer than two hours?", "SELECT track_id, name, milliseconds FROM track WHERE milliseconds > 2 * 3600 * 1000",
           "I checked the track lengths.",
           "The query returned **0 tracks** longer than two hours, so even the longest video episodes stay under that.",
           "The query returned **3 tracks** longer than two hours, all of them video episodes.")
    empty_(book, db, "Which invoices were billed to Japan?",
           "SELECT invoice_id, invoice_date, total FROM invoice WHERE billing_country = 'Japan' ORDER BY invoice_date",
           "Here's what came back:",
           "\n\n| Country | Invoices | Revenue |\n|---|---:|---:|\n| Japan | 0 | $0.00 |",
           "\n\n| Country | Invoices | Revenue |\n|---|---:|---:|\n| Japan | 12 | $0.00 |",
           more=["\n\nThere are no Japanese customers in the store, so nothing is billed there."],
           close="Want me to list the countries that do have invoices?")
    bi = table(db, "The five largest invoices, with ids and billing cities?",
               "SELECT invoice_id, billing_city, billing_country, total FROM invoice ORDER BY total DESC, invoice_id "
               "LIMIT 5")
    i1 = bi.order[0]
    ident_(book, bi, "Here are the five largest invoices on record:",
           [hdr(["Invoice", "City", "Country", "Total"], 2)]
           + [row(f"#{x}", bi[x]["billing_city"], bi[x]["billing_country"], USD.s(bi[x]["total"])) for x in bi.order]
           + [head(6), f"\n- Invoice #{i1} from {bi[i1]['billing_city']} is the largest single basket.",
              "\n- Two invoices tie for third place."],
           f"#{i1}", f"#{int(i1) + 40}", 1 + len(bi.order) + 1)

# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------

HEIGHT = "s.height_cm BETWEEN 100 AND 300"
WEIGHT = "s.weight_kg BETWEEN 20 AND 500"


def heroes(book):
    db = "superhero"
    N = Fig("n", 0)
    gd = table(db, "Per gender: heroes, heroes with a plausible height and their average height, heroes with a "
               "plausible weight and their average weight?",
               f"SELECT g.gender, count(*) AS heroes, count(*) FILTER (WHERE {HEIGHT}) AS measured, "
               f"round(avg(s.height_cm) FILTER (WHERE {HEIGHT}), 1) AS avg_height_cm, "
               f"count(*) FILTER (WHERE {WEIGHT}) AS weighed, round(avg(s.weight_kg) FILTER (WHERE {WEIGHT}), 1) "
               "AS avg_weight_kg FROM superhero s JOIN gender g ON g.id = s.gender_id GROUP BY 1 ORDER BY 2 DESC")
    CM, KG = Fig("n", 1, " cm"), Fig("n", 1, " kg")
    G = lambda x: {"Male": "Male", "Female": "Female", "N/A": "Not recorded"}[x]
    cmp_(book, gd, "avg_height_cm", "Male", "Female", 0, "average height", CM, label=G, kcol="Group",
         vcol="Avg height", form=0,
         notes=["\n\n*Heights outside 100–300 cm are treated as data-entry errors and left out.*"])
    conv_(book, gd, ["Male", "Female", "N/A"], "avg_height_cm", 0, IN_PER_CM, Fig("n", 1), Fig("n", 1),
          "Avg height (cm)", "Avg height (in)", (2.54, 1 / 3.28, 0.5, 0.3), label=G, kcol="Group", form=0, pr="Female",
          lead="Here are the average heights in both units:")
    conv_(book, gd, ["Male"], "avg_weight_kg", 1, LB_PER_KG, KG, Fig("n", 1, " lb"), "", "", (KG_PER_LB, 1.5, 3.2),
          label=G, form=1, hedge=True, lead="For the imperial crowd:")
    share_(book, gd, "heroes", 1, "the roster", N, key="Male", other="Female", form=1, label=G)
    blend_(book, gd, "avg_height_cm", "measured", 0, "height", "measured hero", "gender group", CM, label=G,
           kcol="Group", acol="Avg height", form=0,
           notes=[Claim(f"\n- The male average is {CM.s(gd['Male']['avg_height_cm'] - gd['Female']['avg_height_cm'])} "
                        f"above the female one.",
                        [tw(gd, "off", lambda z: f"\n- The male average is {z} above the female one.",
                            gd["Male"]["avg_height_cm"] - gd["Female"]["avg_height_cm"],
                            (gd["Male"]["avg_height_cm"] - gd["Female"]["avg_height_cm"]) * 1.7, CM)])])
    m, f = gd["Male"], gd["Female"]
    dh, dw = m["avg_height_cm"] - f["avg_height_cm"], m["avg_weight_kg"] - f["avg_weight_kg"]
    ph = 100 * dh / f["avg_height_cm"]
    X, N1 = Fig("x", 1), Fig("n", 1)
    book.chat(db, gd.rid, "comparison", "Here's the physical gap between male and female heroes, in two views:",
              ["\n\n**Height**" + hdr(["Group", "Avg height (cm)"], 0),
               row("Male", N1.s(m["avg_height_cm"])), row("Female", N1.s(f["avg_height_cm"])),
               "\n\n**Weight**" + hdr(["Group", "Avg weight (kg)"], 0),
               row("Male", N1.s(m["avg_weight_kg"])),
               Claim(row("Female", N1.s(f["avg_weight_kg"])),
                     [tw(gd, "neighbour_row", lambda z: row("Female", z), f["avg_weight_kg"],
                         gd["N/A"]["avg_weight_kg"], N1, real=True)]),
               head(1),
               Claim(f"\n- Male heroes are {CM.s(dh)} taller on average,",
                     [tw(gd, "off", lambda z: f"\n- Male heroes are {z} taller on average,", dh, dh * 1.6, CM)]),
               Claim(f"roughly {PCT.s(ph)} more than female heroes.",
                     [tw(gd, "wrong_base", lambda z: f"roughly {z} more than female heroes.", ph,
                         100 * dh / m["avg_height_cm"], PCT, real=True)]),
               Claim(f"\n- The weight gap is much wider: {KG.s(dw)},",
                     [tw(gd, "off", lambda z: f"\n- The weight gap is much wider: {z},", dw, dw * 1.4, KG)]),
               Claim(f"with male heroes at about {X.s(m['avg_weight_kg'] / f['avg_weight_kg'])} the female average.")])

    pw = table(db, "Which eight powers are held by the most heroes?",
               "SELECT sp.power_name, count(DISTINCT hp.hero_id) AS heroes FROM superpower sp "
               "JOIN hero_power hp ON hp.power_id = sp.id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    share_(book, pw, "heroes", 2, "hero–power pairs among the top eight", N, m=4, kcol="Power", vcol="Heroes", form=2)
    cmp_(book, pw, "heroes", "Super Strength", "Flight", 1, "heroes with the power", N, kcol="Power", vcol="Heroes",
         form=1)
    plain_(book, pw, "Here are the most common powers:",
           [hdr(["Rank", "Power", "Heroes"], 1)]
           + [row(str(i + 1), x, N.s(pw[x]["heroes"])) for i, x in enumerate(pw.order[:5])]
           + [head(7),
              Claim(f"\n- Super Strength is the clear #1 with {N.s(pw['Super Strength']['heroes'])} heroes.",
                    [tw(pw, "neighbour_row", lambda z: f"\n- Super Strength is the clear #1 with {z} heroes.",
                        pw["Super Strength"]["heroes"], pw["Stamina"]["heroes"], N, real=True)]),
              "\n- The physical powers (strength, stamina, durability, speed) dominate the top of the list."])

    ey = table(db, "Which seven eye colours are most common among the characters?",
               "SELECT c.colour AS eyes, count(s.id) AS heroes FROM colour c "
               "JOIN superhero s ON s.eye_colour_id = c.id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 7")
    share_(book, ey, "heroes", 0, "heroes in the top seven eye colours", N, m=3, kcol="Eye colour", vcol="Heroes",
           form=0, notes=["\n\n\"No Colour\" means the field wasn't filled in, not that the hero has no eyes."])
    cmp_(book, ey, "heroes", "Blue", "Brown", 2, "heroes", N, form=2, lead="Blue, by a fair margin.")

    al = table(db, "Per alignment: heroes and average height?",
               "SELECT a.alignment, count(*) AS heroes, "
               f"round(avg(s.height_cm) FILTER (WHERE {HEIGHT}), 1) AS avg_height_cm FROM superhero s "
               "JOIN alignment a ON a.id = s.alignment_id GROUP BY 1 ORDER BY 2 DESC")
    cmp_(book, al, "heroes", "Good", "Bad", 3, "heroes", N, kcol="Alignment", vcol="Heroes", form=3)
    share_(book, al, "heroes", 1, "heroes with an alignment", N, key="Bad", other="Neutral", form=1,
           lead="Villains are a minority.")
    vsavg_(book, pw, "heroes", ["Super Strength", "Reflexes"], 2, "the hero count", N, "power", form=1,
           lead="Looking at the eight most common powers:")

    empty_(book, db, "Which George Lucas characters weigh more than 200 kg?",
           "SELECT s.superhero_name, s.weight_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
           "WHERE p.publisher_name = 'George Lucas' AND s.weight_kg > 200",
           "I checked the George Lucas roster.",
           "**0** George Lucas characters come in above 200 kg — even Chewbacca doesn't get close.",
           "**5** George Lucas characters come in above 200 kg, Chewbacca among them.")
    tm = table(db, "What are the heights and weights of the Terminator characters?",
               "SELECT superhero_name AS hero, full_name, height_cm, weight_kg FROM superhero "
               "WHERE superhero_name LIKE 'T-%' ORDER BY weight_kg DESC")
    ident_(book, tm, "Here are the four Terminator-style characters in the data:",
           [hdr(["Hero", "Weight (kg)", "Height (cm)"], 0)]
           + [row(x, N.s(tm[x]["weight_kg"]), N.s(tm[x]["height_cm"]) if tm[x]["height_cm"] else "—")
              for x in tm.order]
           + [head(2), "\n- The T-850 is the heaviest of the four.",
              "\n- Only the T-1000 has a height recorded; the others show 0, which is missing data rather than a "
              "real height."],
           "T-850", "T-580", 1 + len(tm.order) + 1)


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    db = "spider_car_1"
    N = Fig("n", 0)
    yr = table(db, "Per model year: cars, and mean horsepower, weight, displacement and mpg?",
               "SELECT year, count(*) AS cars, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "round(avg(weight)::numeric, 0) AS avg_weight_lbs, round(avg(edispl)::numeric, 1) AS avg_displacement, "
               "round(avg(mpg)::numeric, 1) AS avg_mpg FROM cars_data GROUP BY year ORDER BY year")
    HP, LBS = Fig("n", 1, " hp"), Fig("n", 0, " lbs")
    chg_(book, yr, "avg_hp", "1970", "1980", 2, "average horsepower", HP, form=2,
         lead="The 1970s took a lot of power out of these cars.")
    chg_(book, yr, "avg_weight_lbs", "1978", "1982", 0, "average weight", N, kcol="Model year", vcol="Avg weight (lbs)",
         form=0)
    chg_(book, yr, "avg_displacement", "1970", "1974", 3, "average displacement", Fig("n", 1), kcol="Model year",
         vcol="Avg displacement (cu in)", form=3)
    chg_(book, yr, "avg_hp", "1973", "1974", 1, "average horsepower", Fig("n", 1), kcol="Model year",
         vcol="Avg hp", form=1, notes=["\n- The 1973 oil crisis is the obvious backdrop to that drop."])
    blend_(book, yr, "avg_hp", "cars", 1, "horsepower", "car", "model year", HP, form=1,
           lead="Across all thirteen model years:",
           notes=[Claim(f"\n\nThe peak year was 1970 at {HP.s(yr['1970']['avg_hp'])}.",
                        [tw(yr, "neighbour_row", lambda z: f"\n\nThe peak year was 1970 at {z}.", yr["1970"]["avg_hp"],
                            yr["1973"]["avg_hp"], HP, real=True)])])
    chg_(book, yr, "cars", "1972", "1973", 2, "the number of cars", N, form=2,
         lead="1973 was the busiest model year in the data.")
    ye = table(db, "Average weight and displacement for the 1970 and 1982 model years?",
               "SELECT year AS model_year, count(*) AS cars, round(avg(weight)::numeric, 0) AS avg_weight_lbs, "
               "round(avg(edispl)::numeric, 1) AS avg_displacement FROM cars_data WHERE year IN (1970, 1982) "
               "GROUP BY 1 ORDER BY 1")
    conv_(book, ye, ["1970", "1982"], "avg_weight_lbs", 0, KG_PER_LB, N, N, "Avg weight (lbs)", "Avg weight (kg)",
          (LB_PER_KG, 0.5, 0.3), kcol="Model year", form=0, pr="1982",
          lead="Here's the start and end of the range in both units:")
    conv_(book, ye, ["1970"], "avg_displacement", 1, L_PER_CUIN, Fig("n", 1, " cu in"), Fig("n", 1, " L"), "", "",
          (1 / L_PER_CUIN, 0.1, 0.01, 1 / 16.4), form=1, hedge=True, lead="In litres, the 1970 average engine is big:",
          also=[Claim(f"\n\nBy 1982 it's down to {Fig('n', 1, ' cu in').s(ye['1982']['avg_displacement'])}, about "
                      f"{Fig('n', 1, ' L').s(ye['1982']['avg_displacement'] * L_PER_CUIN)}.")])

    hv = table(db, "Which five cars are the heaviest, with year, horsepower and displacement?",
               "SELECT cn.make AS car, cd.year, cd.weight AS weight_lbs, cd.horsepower, cd.edispl AS displacement "
               "FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id ORDER BY cd.weight DESC LIMIT 5")
    conv_(book, hv, hv.order[:3], "weight_lbs", 0, KG_PER_LB, N, N, "Weight (lbs)", "Weight (kg)", (LB_PER_KG, 0.5),
          kcol="Car", form=0, lead="The three heaviest cars, with weight in kilos added:")
    b = "buick electra 225 custom"
    conv_(book, hv, [b], "horsepower", 1, KW_PER_HP, Fig("n", 0, " hp"), Fig("n", 1, " kW"), "", "",
          (1 / KW_PER_HP, 0.5, 1.36), form=1, lead="The most powerful of the heavyweights:")
    conv_(book, hv, hv.order, "displacement", 2, L_PER_CUIN, Fig("n", 0), Fig("n", 1, " litres"),
          "Displacement (cu in)", "", (1 / L_PER_CUIN, 0.1, 0.01, 1 / 16.4), kcol="Car", form=2, pr=b, hedge=True,
          unit=" cu in")
    cmp_(book, hv, "horsepower", b, "chevrolet impala", 0, "horsepower", N, kcol="Car", vcol="Horsepower", form=0)
    ident_(book, hv, "Here are the heavyweights:",
           [hdr(["Car", "Year", "Weight (lbs)"], 1)]
           + [row(x, hv[x]["year"] if isinstance(hv[x]["year"], str) else str(int(hv[x]["year"])),
                  f"{int(hv[x]['weight_lbs']):,}") for x in hv.order]
           + [head(3), f"\n- The {b} is the only one whose name carries its model number (225).",
              "\n- Every one of them is a 1971 or 1973 model."],
           "225).", "252).", 1 + len(hv.order) + 1)

    ct = table(db, "Per continent: car makers and models?",
               "SELECT co.continent, count(DISTINCT m.id) AS makers, count(DISTINCT ml.modelid) AS models "
               "FROM car_makers m JOIN countries c ON c.countryid = m.country JOIN continents co ON co.contid = c.continent "
               "LEFT JOIN model_list ml ON ml.maker = m.id WHERE co.continent <> 'NA' GROUP BY 1 ORDER BY 2 DESC")
    Ct = lambda x: x.capitalize()
    rate_(book, ct, "models", "makers", ["america", "europe"], 0, "maker", "models", N, N, Fig("n", 2), label=Ct,
          kcol="Continent", form=0)
    share_(book, ct, "makers", 1, "car makers", N, key="europe", other="asia", label=Ct, form=1)
    plain_(book, ct, "Makers and models by continent:",
           [hdr(["Continent", "Makers", "Models"], 2)]
           + [row(Ct(x), N.s(ct[x]["makers"]), N.s(ct[x]["models"])) for x in ct.order]
           + [Claim(row(bold("Total"), bold(N.s(sum(ct.col("makers")))), bold(N.s(sum(ct.col("models"))))),
                    [tw(ct, "off", lambda z: row(bold("Total"), bold(N.s(sum(ct.col("makers")))), bold(z)),
                        sum(ct.col("models")), sum(ct.col("models")) * 1.5, N)]),
              head(4), "\n- Europe has the most makers, but America matches it on models with far fewer makers."])
    empty_(book, db, "Which cars have more than 250 horsepower?", "SELECT id, horsepower FROM cars_data WHERE horsepower > 250",
           "Nothing comes back for that filter.",
           "The count is **0**: no car in the dataset tops 250 hp.",
           "The count is **6**: six cars in the dataset top 250 hp, all V8s.")


# ---------------------------------------------------------------------------
# geography
# ---------------------------------------------------------------------------


def geography(book):
    db = "defog_geography"
    N = Fig("n", 0)
    st = table(db, "Per state: capital, population and area?",
               "SELECT state_name AS state, capital, population, area FROM state "
               "ORDER BY population DESC, state_name")
    rate_(book, st, "population", "area", ["Maharashtra", "Tokyo"], 0, "sq km", "population", N, N, Fig("n", 2),
          kcol="State", tcol="Population", ccol="Area (sq km)", rcol="People per sq km", form=0, units="sq km")
    rate_(book, st, "population", "area", st.order, 1, "sq km", "population", N, N, Fig("n", 2), kcol="State",
          tcol="Population", ccol="Area (sq km)", rcol="Density", form=1, units="sq km",
          lead="Here's population density computed from population and area (the stored density column doesn't "
               "match population over area, so I recalculated it):")
    conv_(book, st, ["Tokyo", "Guangdong", "New York"], "area", 0, SQMI_PER_SQKM, N, N, "Area (sq km)",
          "Area (sq mi)", (1 / SQMI_PER_SQKM, MI_PER_KM, 1.609344), kcol="State", form=0)
    cmp_(book, st, "population", "Maharashtra", "Ontario", 2, "population", N, form=2)
    lk = table(db, "Every lake with its country and area in square km?",
               "SELECT lake_name, country_name AS country, area AS area FROM lake ORDER BY 3 DESC, 1")
    tz = [x for x in lk.order if lk[x]["country"] == "Tanzania"]
    ts = sum(lk[x]["area"] for x in tz)
    tot = sum(lk.col("area"))
    book.chat(db, lk.rid, "per_unit", "Here are the Tanzanian lakes in the table:",
              [hdr(["Lake", "Area (sq km)"], 0)] + [row(x, N.s(lk[x]["area"])) for x in tz]
              + [Claim(row(bold("Tanzania total"), bold(N.s(ts))),
                       [tw(lk, "neighbour_row", lambda z: row(bold("Tanzania total"), bold(z)), ts,
                           ts - lk[tz[-1]]["area"] + lk["Lake Michigan"]["area"], N, real=True)]),
                 head(5),
                 Claim(f"\n- That's {PCT.s(100 * ts / tot)} of the {N.s(tot)} sq km across all ten lakes.",
                       [tw(lk, "complement", lambda z: f"\n- That's {z} of the {N.s(tot)} sq km across all ten lakes.",
                           100 * ts / tot, 100 - 100 * ts / tot, PCT, real=True)]),
                 Claim(f"\n- Lake Victoria is the largest of the three.")])
    conv_(book, lk, ["Lake Superior"], "area", 1, SQMI_PER_SQKM, Fig("n", 0, " sq km"), Fig("n", 1, " sq mi"), "", "",
          (1 / SQMI_PER_SQKM, MI_PER_KM, 1.609344), form=1, hedge=True)
    mt = table(db, "Which mountains reach at least 5,000 m, and where are they?",
               "SELECT mountain_name, country_name, mountain_altitude AS altitude_m FROM mountain "
               "WHERE mountain_altitude >= 5000 ORDER BY 3 DESC")
    conv_(book, mt, ["Mount Everest", "Nanga Parbat", "K2"], "altitude_m", 0, FT_PER_M, N, N, "Altitude (m)",
          "Altitude (ft)", (1 / FT_PER_M, 3.0, 0.3, 1.609), kcol="Mountain", form=0, pr="K2",
          lead="Here are the three highest peaks in the table, in metres and feet:",
          also=["\n- These altitudes are clearly placeholder values, far from the real-world heights, so treat them "
                "as relative rather than real."])
    cmp_(book, mt, "altitude_m", "Nanga Parbat", "Dhaulagiri", 3, "altitude", Fig("n", 0, " m"), kcol="Mountain",
         vcol="Altitude", form=3)
    hl = table(db, "Which states have a recorded highest point, with its elevation?",
               "SELECT state_name AS state, highest_point, highest_elevation FROM highlow "
               "WHERE highest_elevation <> '' ORDER BY highest_elevation::int DESC")
    conv_(book, hl, ["California", "Tokyo", "Texas"], "highest_elevation", 0, FT_PER_M, N, N, "Elevation (m)",
          "Elevation (ft)", (1 / FT_PER_M, 3.0, 0.3), kcol="State", form=0, pr="Tokyo",
          label=lambda x: f"{x} ({hl[x]['highest_point']})")
    rv = table(db, "How long is each river, which country is it listed under, and which cities does it pass?",
               "SELECT river_name, country_name AS country, length AS length_km, traverse FROM river "
               "ORDER BY length_km DESC")
    conv_(book, rv, ["Nile", "Rhine", "Volga"], "length_km", 2, MI_PER_KM, N, Fig("n", 0, " miles"), "Length (km)", "",
          (KM_PER_MI, 1.0, 0.5, 0.8), kcol="River", form=2, pr="Rhine", hedge=True, unit=" km")
    plain_(book, rv, "Here are the rivers in the table, longest first:",
           [hdr(["River", "Country", "Length (km)"], 0)]
           + [row(x, rv[x]["country"], N.s(rv[x]["length_km"])) for x in rv.order[:5]]
           + [head(6),
              Claim(f"\n- The Nile is the longest at {N.s(rv['Nile']['length_km'])} km;",
                    [tw(rv, "neighbour_row", lambda z: f"\n- The Nile is the longest at {z} km;",
                        rv["Nile"]["length_km"], rv["Rhine"]["length_km"], N, real=True)]),
              Claim(f"all ten rivers add up to {N.s(sum(rv.col('length_km')))} km."),
              "\n- Germany appears twice (Rhine and Danube)."])
    empty_(book, db, "Which mountains are higher than 10,000 m?",
           "SELECT mountain_name, country_name, mountain_altitude FROM mountain WHERE mountain_altitude > 10000 "
           "ORDER BY 3 DESC",
           "",
           "None — the query returns **0 rows**. Even Mount Everest, the tallest entry, doesn't clear that bar.",
           "**2 rows** come back: two mountains in the table are higher than 10,000 m.")


# ---------------------------------------------------------------------------
# atis
# ---------------------------------------------------------------------------


def atis(book):
    db = "defog_atis"
    N = Fig("n", 0)
    ac = table(db, "Per aircraft type: manufacturer, seats, cruising speed, range and payload?",
               "SELECT aircraft_code, manufacturer, capacity, cruising_speed, range_miles, pay_load FROM aircraft "
               "ORDER BY cruising_speed DESC, aircraft_code")
    cs_ = table(db, "Cruising speed of the B787, B747 and A320?",
                "SELECT aircraft_code, cruising_speed FROM aircraft WHERE aircraft_code IN ('B787', 'B747', 'A320') "
                "ORDER BY 2 DESC")
    conv_(book, cs_, ["B787", "B747", "A320"], "cruising_speed", 0, KM_PER_MI, N, N, "Cruise (mph)", "Cruise (km/h)",
          (MI_PER_KM, 1.852, 1.0, 0.5), kcol="Aircraft", form=0, pr="A320",
          lead="Cruising speeds in both units, fastest and slowest:")
    ar = table(db, "What is the range of the B747?", "SELECT aircraft_code, manufacturer, range_miles FROM aircraft "
               "WHERE aircraft_code = 'B747'")
    conv_(book, ar, ["B747"], "range_miles", 1, KM_PER_MI, Fig("n", 0, " miles"), Fig("n", 0, " km"), "", "",
          (MI_PER_KM, 1.852, 1.0, 0.5), form=1, hedge=True)
    rate_(book, ac, "pay_load", "capacity", ["A380", "B787"], 0, "seat", "payload", N, N, Fig("n", 1), kcol="Aircraft",
          tcol="Payload (lb)", ccol="Seats", rcol="lb per seat", form=0)
    cmp_(book, ac, "cruising_speed", "B787", "A320", 0, "cruising speed", Fig("n", 0, " mph"), kcol="Aircraft",
         vcol="Cruise speed", form=0)
    cmp_(book, ac, "capacity", "A380", "B777", 3, "seats", N, kcol="Aircraft", vcol="Seats", form=3)
    ident_(book, ac, "Here are the three fastest aircraft types by cruising speed:",
           [hdr(["Aircraft", "Manufacturer", "Cruise (mph)"], 0)]
           + [row(x, ac[x]["manufacturer"], N.s(ac[x]["cruising_speed"])) for x in ac.order[:3]]
           + [head(7), "\n- The **B787** is the fastest type in the fleet table.",
              "\n- Boeing takes two of the top three spots."],
           "**B787**", "**B878**", 5)

    ap = table(db, "Per airport: state and minimum connection time in minutes?",
               "SELECT airport_code, state_code, minimum_connect_time FROM airport ORDER BY 3 DESC, 1")
    vsavg_(book, ap, "minimum_connect_time", ["MCO", "DFW", "JFK", "ATL"], 0, "minimum connection time",
           Fig("n", 1), "airport", kcol="Airport", vcol="Min. connect (min)", form=0)
    vsavg_(book, ap, "minimum_connect_time", ["SEA", "DEN", "LAS", "LAX"], 2, "minimum connection time",
           Fig("n", 1), "airport", kcol="Airport", vcol="Min. connect (min)", form=2)
    gs = table(db, "What does each ground transport option in New York cost?",
               "SELECT transport_type AS option, ground_fare AS fare_usd, city_code FROM ground_service "
               "WHERE city_code = 'NYC' ORDER BY ground_fare DESC, 1")
    USD0 = Fig("usd", 0)
    cmp_(book, gs, "fare_usd", "Helicopter", "Bus", 1, "fare", USD0, kcol="Option", vcol="Fare", form=1)
    avg = sum(gs.col("fare_usd")) / len(gs)
    plain_(book, gs, "Here are the ground transport fares from JFK:",
           [hdr(["Option", "Fare"], 1)] + [row(x, USD0.s(gs[x]["fare_usd"])) for x in gs.order[:4]]
           + [row("…", "…"), row(gs.order[-1], USD0.s(gs[gs.order[-1]]["fare_usd"])),
              head(8),
              Claim(f"\n- Fares run from {USD0.s(min(gs.col('fare_usd')))} (bus) to "
                    f"{USD0.s(max(gs.col('fare_usd')))} (helicopter),"),
              Claim(f"with an average of {USD0.s(avg)} across the {say(len(gs))} options.",
                    [tw(gs, "off", lambda z: f"with an average of {z} across the {say(len(gs))} options.", avg,
                        avg * 1.55, USD0)])])
    sv = table(db, "How far are San Francisco's airport service points, and how long do they take?",
               "SELECT direction, miles_distant, minutes_distant, airport_code FROM airport_service WHERE city_code = 'SF' "
               "ORDER BY miles_distant")
    conv_(book, sv, ["North", "South"], "miles_distant", 0, KM_PER_MI, N, Fig("n", 1), "Miles", "Kilometres",
          (MI_PER_KM, 1.0, 0.5, 3.0), kcol="Direction", form=0, pr="South",
          lead="SFO's two service points, with distances in km:")
    empty_(book, db, "Which aircraft seat 1,000 passengers or more?",
           "SELECT aircraft_code, aircraft_description, capacity FROM aircraft WHERE capacity >= 1000 "
           "ORDER BY capacity DESC",
           "Here's the result:", "\n\n| Aircraft seating 1,000+ | Count |\n|---|---:|\n| All types | 0 |",
           "\n\n| Aircraft seating 1,000+ | Count |\n|---|---:|\n| All types | 2 |",
           more=["\n\nEven the biggest type in the table, the A380, falls well short of that."])


# ---------------------------------------------------------------------------
# the small ones: concert_singer, battle_death, tvshow, voter_1, course_teach,
# cre_doc_template_mgt, pets_1, advising, academic
# ---------------------------------------------------------------------------


def small(book):
    N = Fig("n", 0)
    sd = table("spider_concert_singer", "Per stadium: location, capacity and highest, lowest and average attendance?",
               "SELECT name AS stadium, location, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    rate_(book, sd, "average", "capacity", ["Stark's Park", "Hampden Park"], 0, "seat", "attendance", N, N, PCT,
          kcol="Stadium", tcol="Avg attendance", ccol="Capacity", rcol="Avg % full", form=0, mult=100,
          units="seats", lead="Here's how full the grounds are on an average day:")
    cmp_(book, sd, "capacity", "Hampden Park", "Somerset Park", 1, "capacity", N, kcol="Stadium", vcol="Capacity",
         form=1)
    plain_(book, sd, "The three biggest stadiums by capacity:",
           [hdr(["Stadium", "Location", "Capacity", "Record crowd"], 2)]
           + [row(x, sd[x]["location"], N.s(sd[x]["capacity"]), N.s(sd[x]["highest"])) for x in sd.order[:3]]
           + [head(0),
              Claim(f"\n- Hampden Park is by far the biggest, yet its record crowd is only "
                    f"{N.s(sd['Hampden Park']['highest'])}.",
                    [tw(sd, "neighbour_row", lambda z: f"\n- Hampden Park is by far the biggest, yet its record crowd "
                        f"is only {z}.", sd["Hampden Park"]["highest"], sd["Somerset Park"]["highest"], N, real=True)]),
              "\n- Stark's Park has the highest record crowd of the three."])
    vsavg_(book, sd, "average", ["Stark's Park", "Brechin City" if "Brechin City" in sd.order else "Glebe Park"], 1,
           "average attendance", N, "stadium", form=1)
    sg = table("spider_concert_singer", "Per country: singers and their average age?",
               "SELECT country, count(*) AS singers, round(avg(age), 1) AS avg_age FROM singer GROUP BY 1 ORDER BY 2 DESC")
    blend_(book, sg, "avg_age", "singers", 0, "age", "singer", "country", Fig("n", 1), kcol="Country",
           acol="Avg age", form=0)

    bt = table("spider_battle_death", "Per battle: result, casualty incidents, killed and injured?",
               "SELECT b.name AS battle, b.result, count(d.id) AS incidents, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    share_(book, bt, "killed", 0, "deaths", N, m=2, kcol="Battle", vcol="Killed", form=0)
    plain_(book, bt, "Casualties by battle (only battles with recorded losses):",
           [hdr(["Battle", "Result", "Killed", "Injured"], 0)]
           + [row(x, bt[x]["result"], N.s(bt[x]["killed"]), N.s(bt[x]["injured"])) for x in bt.order[:4]]
           + [Claim(row(bold("Total"), "—", bold(N.s(sum(bt.col("killed")))), bold(N.s(sum(bt.col("injured"))))),
                    [tw(bt, "off", lambda z: row(bold("Total"), "—", bold(z), bold(N.s(sum(bt.col("injured"))))),
                        sum(bt.col("killed")), sum(bt.col("killed")) * 1.4, N)]),
              head(1), "\n- The Battle of Messinopolis is the only one with injuries on record."])
    empty_(book, "spider_battle_death", "Which deaths were caused by HMS Atalanta?",
           "SELECT d.id, d.killed, d.injured FROM death d JOIN ship s ON s.id = d.caused_by_ship_id "
           "WHERE s.name = 'HMS Atalanta'",
           "That one's quick:",
           "\n\n| Ship | Incidents | Killed |\n|---|---:|---:|\n| HMS Atalanta | 0 | 0 |",
           "\n\n| Ship | Incidents | Killed |\n|---|---:|---:|\n| HMS Atalanta | 3 | 0 |",
           more=["\n\nThere are no casualty records tied to HMS Atalanta at all."])

    tv = table("spider_tvshow", "For each episode in airing order: rating, share, viewers (millions) and weekly rank?",
               "SELECT episode, rating::numeric AS rating, share, weekly_rank, viewers_m::numeric AS viewers_m "
               "FROM tv_series ORDER BY id")
    VM = Fig("n", 2, "M")
    chg_(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 2, "viewership", VM, form=2,
         lead="The season lost a lot of its audience.")
    chg_(book, tv, "viewers_m", "A Love of a Lifetime", "The Year of the Rabbit", 0, "viewers", VM, kcol="Episode",
         vcol="Viewers", form=0, lead="Here are the first four episodes:")
    vsavg_(book, tv, "viewers_m", ["A Love of a Lifetime", "Friendly Skies", "Double Down", "The Hanged Man"], 0,
           "viewers (millions)", Fig("n", 2), "episode", kcol="Episode", vcol="Viewers (M)", form=0)
    cmp_(book, tv, "rating", "A Love of a Lifetime", "The Hanged Man", 0, "rating", Fig("n", 1), kcol="Episode",
         vcol="Rating", form=0)
    t1 = table("spider_tvshow", "How many viewers did the premiere have?",
               "SELECT episode, air_date, viewers_m::numeric AS viewers_m FROM tv_series WHERE id = 1")
    conv_(book, t1, ["A Love of a Lifetime"], "viewers_m", 1, 1e6, Fig("n", 2, " million"), Fig("n", 0, " viewers"),
          "", "", (1e5, 1e3, 1e4), form=1, hedge=True, lead="The premiere drew the biggest audience:")

    vt = table("spider_voter_1", "Per state: votes cast?",
               "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    plain_(book, vt, "Votes by state:",
           [hdr(["State", "Votes"], 1)] + [row(x, N.s(vt[x]["votes"])) for x in vt.order]
           + [head(2), f"\n- New York leads; California and New Jersey have one vote each.",
              "\n- The vote table is tiny, so I wouldn't read much into the split."])
    empty_(book, "spider_voter_1", "Which votes were cast from Texas, and when?",
           "SELECT vote_id, phone_number, created FROM votes WHERE state = 'TX' ORDER BY created",
           "", "Texas doesn't appear at all: **0 votes**.", "Texas accounts for **12 votes**.")

    tc = table("spider_course_teach", "Per teacher: age, hometown and courses arranged?",
               "SELECT t.name AS teacher, t.age, t.hometown, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2, 3 ORDER BY 2 DESC")
    vsavg_(book, tc, "age", ["Kearsley Brown", "Anne Walker", "Gustaaf Deloor", "Vicente Carretero"], 0, "age",
           N, "teacher", kcol="Teacher", vcol="Age", form=0)
    cmp_(book, tc, "age", "Kearsley Brown", "Vicente Carretero", 2, "age", N, form=2,
         lead="Kearsley Brown is the senior member of staff.")
    plain_(book, tc, "Course load by teacher:",
           [hdr(["Teacher", "Age", "Courses"], 0)]
           + [row(x, N.s(tc[x]["age"]), N.s(tc[x]["courses"])) for x in tc.order]
           + [head(3), "\n- Anne Walker is the only teacher arranging two courses.",
              "\n- Joseph Huts and John Deloor have none assigned."])

    tp = table("spider_cre_doc_template_mgt", "Per template type: code, description and number of templates?",
               "SELECT t.template_type_code AS type_code, r.template_type_description AS description, "
               "count(*) AS templates FROM templates t "
               "JOIN ref_template_types r ON r.template_type_code = t.template_type_code GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    share_(book, tp, "templates", 1, "all templates", N, key="PP", other="BK", form=1,
           lead="Paper (PP) and book (BK) templates are tied as the most common types.")
    dc = table("spider_cre_doc_template_mgt", "Which documents have the longest ids, with their template?",
               "SELECT document_id, document_name, template_id FROM documents ORDER BY document_id DESC LIMIT 4")
    d1 = dc.order[0]
    ident_(book, dc, "Here are the four documents with the largest ids:",
           [hdr(["Document ID", "Name", "Template"], 1)]
           + [row(x, dc[x]["document_name"], N.s(dc[x]["template_id"])) for x in dc.order]
           + [head(4), f"\n- The highest id is **{d1}** (\"{dc[d1]['document_name']}\")."],
           d1, d1[:-2] + d1[-1] + d1[-2], 1 + len(dc.order) + 1)

    mj = table("spider_pets_1", "Per major code: students, youngest and oldest age?",
               "SELECT major AS major_code, count(*) AS students, min(age) AS youngest, max(age) AS oldest FROM student "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    share_(book, mj, "students", 1, "the student body", N, key="600", other="520", label=lambda x: f"Major {x}",
           form=1)

    gp = table("defog_advising", "Per student: major, credits and GPA?",
               "SELECT firstname || ' ' || lastname AS student, declare_major, total_credit, total_gpa FROM student "
               "ORDER BY total_gpa DESC, 1")
    g = gp.col("total_gpa")
    plain_(book, gp, "Here are the students by GPA:",
           [hdr(["Student", "Major", "Credits", "GPA"], 2)]
           + [row(x, gp[x]["declare_major"], N.s(gp[x]["total_credit"]), f"{gp[x]['total_gpa']:.1f}")
              for x in gp.order]
           + [head(5), Claim(f"\n- The average GPA across the {say(len(g))} students is {Fig('n', 2).s(sum(g) / len(g))}.",
                             [tw(gp, "off", lambda z: f"\n- The average GPA across the {say(len(g))} students is {z}.",
                                 sum(g) / len(g), sum(g) / len(g) * 0.8, Fig("n", 2))]),
              "\n- Sarah Brown (Physics) is top of the class."])

    jn = table("defog_academic", "Per journal: papers and citations?",
               "SELECT j.name AS journal, count(p.pid) AS papers, coalesce(sum(p.citation_num), 0) AS citations "
               "FROM journal j LEFT JOIN publication p ON p.jid = j.jid GROUP BY 1 ORDER BY 3 DESC, 1")
    share_(book, jn, "papers", 2, "all papers", N, key="Nature", other="Journal of Artificial Intelligence Research",
           form=1, lead="Nature publishes most of the papers in the database.")
    empty_(book, "defog_academic", "Which 2021 papers have more than 10 citations?",
           "SELECT title, citation_num FROM publication WHERE year = 2021 AND citation_num > 10",
           "I filtered the 2021 papers by citation count.", "The query returns **0 papers** from 2021 with more than 10 citations.",
           "The query returns **2 papers** from 2021 with more than 10 citations.")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book33(), sections, "thirty-fourth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
