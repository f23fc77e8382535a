#!/usr/bin/env python3
"""
plausibility_fresh10.py — an eleventh labelled set for check_answer, held
out whole: answers in the layouts and turns of phrase the other sets lack,
over northwind (freight per destination country, shippers' lead times,
stock value per category, orders and freight per month of 1997, customers'
phone numbers and postcodes), chinook (support reps' customers and sales,
artists' play time, media types' sizes, invoices per billing city,
employees' age at hire, customers' postcodes), BIRD's superhero (height and
weight per race, eye colours, good and bad heroes per publisher), Spider's
car_1 (makers and models per continent; weight, acceleration and
displacement per cylinder count) and defog-dev's atis (flight times per
airline), with queries of their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is what the
other sets lack: markdown tables inside the answer ("| Country | Freight
|"), numbered lists with sub-bullets, parenthetical asides, the question
restated before the answer, British spellings and "per cent", ranges
("between 40 and 45"), fractions in words ("roughly a third", "just over
half", "the lion's share (62%)"), bounds ("north of $2,000"), ratios as
"a 3:1 ratio", "for every customer in X there are 2.4 in Y", "X edges out
Y", "X dwarfs Y", comparisons in the passive ("Y is outsold by X by 30%"),
figures in words and digits at once ("twenty-one (21)"), several claims per
answer. Shapes, as in bench/plausibility_fresh4.py (whose helpers this set
reuses, with fresh7's and fresh9's):
  comparison  differences, ratios, percent higher, pair shares
  change      month on month, quarter on quarter, between groups
  per_unit    totals over counts ("a head"), subset sums over named rows,
              weighted averages of group averages, top-three sums and their
              share of the total
  conversion  days as weeks, hours and years, milliseconds as hours,
              seconds as minutes and hours, centimetres as inches, kilograms
              as pounds, pounds as kilograms, cubic inches as litres,
              dollars as cents, bytes as megabytes and gigabytes
  zero_ident  zero for an empty result, digits inside text cells (phone
              numbers, postcodes)
  plain       cells, counts and aggregates, ranges and bounds
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, a share of the wrong total or its complement, a ratio given as
a share, a percent change over the wrong base), a false bound, number words
given to the wrong row, a count over an empty result, a conversion by the
wrong factor, a changed identifier, or a figure off by more than the
rounding shown. A twin is kept only when its figure is far from the true
value (fresh4's rules) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed. Written held out; development now that its false
alarms and misses have been read.
"""
import argparse
import json
import re
import sys

from plausibility_fresh4 import SHAPES, Book, Claim, far, pick, say, wrong
from plausibility_fresh7 import Table, dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh9 import hedged, shows, well_over
from plausibility_labels import evaluate, run, shape_report

MINUS_RE = re.compile(r"(?<![\w])[-\u2212]\$?\d")
CM_PER_IN = 2.54
LB_PER_KG = 2.20462262
L_PER_CUIN = 0.016387064


# ---------------------------------------------------------------------------
# answers: fixed text (a restated question, a table's header) and claims
# ---------------------------------------------------------------------------


class Book10(Book):
    """fresh4's Book: pre is fixed text before the claims (a restated question, a
    table's header, a lead-in); a claim that starts with a newline starts its own
    line (table rows, list items), the others follow with a space."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, pre="", post=""):
        claims = [c for c in claims if c.text]
        self.cases += 1
        texts = [c.text for c in claims]

        def join(parts):
            out = pre
            for p in parts + ([post] if post else []):
                if not out or p.startswith(("\n", ",", ";")):
                    out += p
                else:
                    out += " " + p
            return out.strip()

        self.add(db, rid, join(texts), "plausible", shape, "grounded", derived)
        twins = [(i, r, t) for i, c in enumerate(claims) for r, t in c.wrongs]
        assert all(t != texts[i] for i, _, t in twins), texts
        # a wrong figure pushed below zero is not one an analyst would write
        twins = [(i, r, t) for i, r, t in twins if len(MINUS_RE.findall(t)) <= len(MINUS_RE.findall(texts[i]))]
        if self.cases % 3 != 0 and len(twins) > 1:
            seen = [a["kind"] for a in self.items]
            twins = [min(twins, key=lambda tw: seen.count(tw[1]))]
        for i, role, t in twins[:max_twins]:
            self.add(db, rid, join(texts[:i] + [t] + texts[i + 1:]), "implausible", shape, role, derived)


def cap(s):
    """The text with its first letter in capitals."""
    return s[0].upper() + s[1:]


def table(db, question, sql, key=0):
    t = Table(db, question, sql, key)
    assert len(set(t.order)) == len(t.order), (db, sql)
    return t


# ---------------------------------------------------------------------------
# figures in words
# ---------------------------------------------------------------------------

FRACS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"),
         (3 / 4, "three quarters"), (1 / 5, "a fifth"), (2 / 5, "two fifths"), (1 / 10, "a tenth"),
         (3 / 5, "three fifths")]


def share_words(s):
    """A share in words that is true of s ("roughly a third", "just over half", "well under a
    quarter", "the lion's share"), and one that is clearly false; or (None, None)."""
    near = min(FRACS, key=lambda f: abs(f[0] - s))
    far_ = [wd for f, wd in FRACS if abs(f - s) >= 0.1]
    far_.sort(key=lambda wd: abs(dict((b, a) for a, b in FRACS)[wd] - s))
    if abs(near[0] - s) <= 0.012:
        return f"roughly {near[1]}", f"roughly {far_[0]}"
    for f, wd in FRACS:
        if 0.012 < s - f <= 0.04:
            return f"just over {wd}", (f"less than {wd}" if s - f >= 0.05 else f"roughly {far_[0]}")
        if 0.012 < f - s <= 0.04:
            return f"just under {wd}", f"roughly {far_[0]}"
    if s >= 0.6:
        return "the lion's share", "well under half"
    return None, None


def ratio_words(r):
    """A ratio in words that is true of r ("about nine times", "nearly twice"); or None."""
    m = round(r)
    if 2 <= m <= 12 and abs(r - m) / r < 0.03:
        return "about twice" if m == 2 else f"about {say(m)} times"
    if 1.75 <= r < 1.97:
        return "nearly twice"
    if 2.75 <= r < 2.95:
        return "nearly three times"
    if 1.4 <= r <= 1.6:
        return "about one and a half times"
    return None


def both(v):
    """A count under 100 in words and digits: "twenty-one (21)"."""
    return f"{say(int(v))} ({int(v)})"


def nbr_of(t, key, avoid=()):
    i = t.order.index(key)
    for j in (i + 1, i - 1, i + 2, i - 2, i + 3):
        if 0 <= j < len(t.order) and t.order[j] != key and t.order[j] not in avoid:
            return t.order[j]
    return None


def money_nbr(t, col, key, fmt, cash, d, avoid=(), unit=""):
    """The neighbouring row's value in place of key's: fmt takes the shown figure."""
    S, _ = shows(cash, d, unit)
    nb = nbr_of(t, key, avoid)
    if nb is None or S(t[nb][col]) == S(t[key][col]):
        return None
    return off(t, "neighbour_row", fmt(S(t[nb][col])), t[key][col], t[nb][col], dd_of(t[key][col], d, cash),
               real=True)


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def compare(book, t, col, a, b, k, noun, cash=False, d=0, unit="", one="unit", passive="outnumbered",
            much="as many", points=False, hdr=("", ""), label=None):
    """Two named rows, the larger first, in one of seven layouts (label: a row's name as written)."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    ka, kb = a, b
    if label:
        a, b = label(a), label(b)
    S, W = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    pm, pmd = num(100 * diff / vb, 1)     # a is N% above b
    pl = 100 * diff / va                  # the wrong base for "above b"
    rt, rd = num(r, 1 if r >= 1.3 else 2)
    pts = " points" if points else ""
    form = k % 7

    def nbr(fmt):
        return money_nbr(t, col, kb, fmt, cash, d, avoid=(ka,), unit=unit)

    if form == 0:
        pre = (f"Here is how {a} and {b} compare on {noun}:\n\n| {hdr[0]} | {hdr[1]} |\n|---|---:|")
        verb = "edges out" if r < 1.25 else "comes out ahead of"
        claims = [Claim(f"\n| {a} | {S(va)} |"),
                  Claim(f"\n| {b} | {S(vb)} |", [nbr(lambda x: f"\n| {b} | {x} |")]),
                  Claim(f"\n\n{a} {verb} {b} by {S(diff)}{pts}",
                        [off(t, "off", f"\n\n{a} {verb} {b} by {W(diff * 1.6, dd)}{pts}", diff, diff * 1.6, dd)]),
                  Claim(f"({pm} per cent more).",
                        [off(t, "wrong_base", f"({w(pl, pmd)} per cent more).", 100 * diff / vb, pl, pmd, real=True)])]
        book.case(t.db, t.rid, "comparison", claims, pre=pre)
        return
    if form == 1:
        rw = ratio_words(r)
        verb = "dwarfs" if r >= 2.5 else "outstrips"
        bad = r * 1.5 + 0.3
        c2 = (f"{rw} {much} ({rt}x)." if rw else f"{rt} times {much}.")
        claims = [Claim(f"{a} {verb} {b} on {noun}: {S(va)} against {S(vb)},",
                        [nbr(lambda x: f"{a} {verb} {b} on {noun}: {S(va)} against {x},")]),
                  Claim(c2, [off(t, "off", f"{w(bad, rd)} times {much}.", r, bad, rd)])]
    elif form == 2:
        claims = [Claim(f"{b} is {passive} by {a} by {pm}%",
                        [off(t, "wrong_base", f"{b} is {passive} by {a} by {w(pl, pmd)}%", 100 * diff / vb, pl, pmd,
                             real=True)]),
                  Claim(f"({S(vb)} to {S(va)}, a gap of {S(diff)}{pts}).",
                        [nbr(lambda x: f"({x} to {S(va)}, a gap of {S(diff)}{pts}).")])]
    elif form == 3:
        bad = r * 1.45 + 0.2
        claims = [Claim(f"For every {one} in {b} there are {rt} in {a}",
                        [off(t, "off", f"For every {one} in {b} there are {w(bad, rd)} in {a}", r, bad, rd)]),
                  Claim(f"({S(va)} against {S(vb)}).", [nbr(lambda x: f"({S(va)} against {x}).")])]
    elif form == 4:
        m = round(r)
        rt2, rd2 = num(r, 2)
        bad = r * 1.4 + 0.25
        if m >= 2 and abs(r - m) / r < 0.04:
            fmt = lambda x: f"roughly a {m}:1 ratio ({x} to one)."
        else:
            fmt = lambda x: f"a ratio of {x} to one."
        claims = [Claim(f"{a} and {b} sit at {S(va)} and {S(vb)} {noun} respectively —",
                        [nbr(lambda x: f"{a} and {b} sit at {S(va)} and {x} {noun} respectively —")]),
                  Claim(fmt(rt2), [off(t, "off", fmt(w(bad, rd2)), r, bad, rd2)])]
    elif form == 5:
        pre = f"Which has more {noun}, {a} or {b}?"
        claims = [Claim(f"{a}, by {S(diff)}{pts}.",
                        [off(t, "off", f"{a}, by {W(diff * 0.55, dd)}{pts}.", diff, diff * 0.55, dd)]),
                  Claim(f"{a} sits at {S(va)} and {b} at {S(vb)},"),
                  Claim(f"so {a} is {pm}% higher.",
                        [off(t, "wrong_base", f"so {a} is {w(pl, pmd)}% higher.", 100 * diff / vb, pl, pmd,
                             real=True)])]
        book.case(t.db, t.rid, "comparison", claims, pre=pre)
        return
    else:
        sb, sbd = num(100 * vb / (va + vb), 1)
        claims = [Claim(f"Of the {S(va + vb)} {noun} the two hold between them, {b} has only {sb}%",
                        [off(t, "ratio_as_share", f"Of the {S(va + vb)} {noun} the two hold between them, {b} has "
                             f"only {w(100 * vb / va, sbd)}%", 100 * vb / (va + vb), 100 * vb / va, sbd, real=True)]),
                  Claim(f"({S(vb)}, against {S(va)} for {a})."),
                  Claim(f"{a} edges it by {S(diff)}{pts}." if r < 1.25 else f"{a} is well clear, by {S(diff)}{pts}.",
                        [off(t, "off", (f"{a} edges it by {W(diff * 1.7, dd)}{pts}." if r < 1.25 else
                                        f"{a} is well clear, by {W(diff * 1.7, dd)}{pts}."), diff, diff * 1.7, dd)])]
    book.case(t.db, t.rid, "comparison", claims)


def change(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None, per="on the month"):
    """From one row (a month, a group) to another, with the percent change over the first."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    pct, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    form = k % 4
    if form == 0:
        verb = "up" if up else "down"
        claims = [Claim(f"\n1. **{l1}**\n   - {noun}: {S(v1)}"),
                  Claim(f"\n2. **{l2}**\n   - {noun}: {S(v2)}",
                        [money_nbr(t, col, p2, lambda x: f"\n2. **{l2}**\n   - {noun}: {x}", cash, d, avoid=(p1,),
                                   unit=unit)]),
                  Claim(f"\n   - {verb} {pct} per cent {per}",
                        [off(t, "wrong_base", f"\n   - {verb} {w(wb, pd)} per cent {per}", abs(100 * diff / v1), wb, pd,
                             real=True)])]
        book.case(t.db, t.rid, "change", claims, pre=pick(["In brief:", "Month by month:", "The two side by side:"], k))
        return
    if form == 1:
        verb = pick(["grew", "climbed", "rose"], k) if up else pick(["fell", "slipped", "dropped"], k)
        claims = [Claim(f"{noun.capitalize()} {verb} {pct}% from {l1} to {l2}",
                        [off(t, "wrong_base", f"{noun.capitalize()} {verb} {w(wb, pd)}% from {l1} to {l2}",
                             abs(100 * diff / v1), wb, pd, real=True)]),
                  Claim(f"({S(v1)} to {S(v2)}, {'a rise' if up else 'a fall'} of {S(abs(diff))}).",
                        [off(t, "off", f"({S(v1)} to {S(v2)}, {'a rise' if up else 'a fall'} of "
                             f"{W(abs(diff) * 1.8, dd)}).", abs(diff), abs(diff) * 1.8, dd)])]
    elif form == 2:
        claims = [Claim(f"Between {l1} and {l2}, {noun} {'rose' if up else 'fell'} by {S(abs(diff))} —",
                        [off(t, "off", f"Between {l1} and {l2}, {noun} {'rose' if up else 'fell'} by "
                             f"{W(abs(diff) * 0.5, dd)} —", abs(diff), abs(diff) * 0.5, dd)]),
                  Claim(f"{'an increase' if up else 'a decrease'} of {pct} per cent, from {S(v1)} to {S(v2)}.",
                        [off(t, "wrong_base", f"{'an increase' if up else 'a decrease'} of {w(wb, pd)} per cent, from "
                             f"{S(v1)} to {S(v2)}.", abs(100 * diff / v1), wb, pd, real=True)])]
    else:
        claims = [Claim(f"{l2[0].upper() + l2[1:]}'s {noun} figure ({S(v2)}) was {'up' if up else 'down'} {pct}% on {l1}'s {S(v1)}",
                        [off(t, "wrong_base", f"{l2[0].upper() + l2[1:]}'s {noun} figure ({S(v2)}) was {'up' if up else 'down'} {w(wb, pd)}% on "
                             f"{l1}'s {S(v1)}", abs(100 * diff / v1), wb, pd, real=True),
                         money_nbr(t, col, p1, lambda x: f"{l2[0].upper() + l2[1:]}'s {noun} figure ({S(v2)}) was {'up' if up else 'down'} {pct}% "
                                   f"on {l1}'s {x}", cash, d, avoid=(p2,), unit=unit)]),
                  Claim("(a move worth flagging)." if abs(100 * diff / v1) > 10 else "(a modest move).")]
    book.case(t.db, t.rid, "change", claims)


def col_change(book, t, key, c1, c2, y1, y2, k, noun):
    """A change between two columns of one row (orders in 1996 and in 1997)."""
    v1, v2 = t[key][c1], t[key][c2]
    diff = v2 - v1
    pct, pd = num_few(100 * diff / v1, 1)
    wb = 100 * diff / v2
    nb = nbr_of(t, key)
    form = k % 3
    if form == 0:
        fmt = lambda a, p: f"{key}'s {noun} went from {a} in {y1} to {int(v2)} in {y2} — a {p} per cent rise."
        claims = [Claim(fmt(int(v1), pct), [off(t, "wrong_base", fmt(int(v1), w(wb, pd)), 100 * diff / v1, wb, pd,
                                                real=True),
                                            off(t, "neighbour_row", fmt(int(t[nb][c1]), pct), v1, t[nb][c1], 0,
                                                real=True)])]
        book.case(t.db, t.rid, "change", claims)
    elif form == 1:
        fmt = lambda p: f"\n| {key} | {int(v1)} | {int(v2)} | +{p}% |"
        claims = [Claim(fmt(pct), [off(t, "wrong_base", fmt(w(wb, pd)), 100 * diff / v1, wb, pd, real=True)])]
        book.case(t.db, t.rid, "change", claims, pre=f"| Employee | {y1} | {y2} | Change |\n|---|---:|---:|---:|")
    else:
        r = v2 / v1
        rt, rd = num(r, 2)
        rw = ratio_words(r)
        fmt = lambda x: f"{key} went from {int(v1)} {noun} in {y1} to {int(v2)} in {y2}, " + \
            (f"{rw} the earlier figure ({x}x)." if rw else f"{x} times the earlier figure.")
        claims = [Claim(fmt(rt), [off(t, "off", fmt(w(r * 1.5 + 0.2, rd)), r, r * 1.5 + 0.2, rd)]),
                  Claim(f"That is {int(diff)} more {noun}, or {pct}% growth.",
                        [off(t, "wrong_base", f"That is {int(diff)} more {noun}, or {w(wb, pd)}% growth.",
                             100 * diff / v1, wb, pd, real=True)])]
        book.case(t.db, t.rid, "change", claims)


def per_head(book, t, tot_col, cnt_col, key, k, unit, cash=True, d=2, what="", restate=None, label=None):
    """A total over a count for one row ("$39.67 a head"); twins: the neighbour's rate, off."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d)
    rd = dd_of(r, d, cash)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col]
    cnt_t = both(cnt) if cnt < 100 and k % 2 else f"{int(cnt):,}"
    name = label or key
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{name} took {S(tot)} from {cnt_t} {unit}s — {x} a head."
    elif form == 1:
        fmt = lambda x: f"\n1. **{name}**\n   - {cnt_t} {unit}s, {S(tot)}{what}\n   - {x} per {unit}"
    elif form == 2:
        fmt = lambda x: f"{name} (with {cnt_t} {unit}s) averages {x} per {unit}, on {S(tot)}{what} in all."
    else:
        fmt = lambda x: f"Per {unit}, {name} works out at {x}: {S(tot)}{what} spread across {cnt_t} {unit}s."
    claims = [Claim(fmt(S(r)), [off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True),
                                off(t, "off", fmt(W(r * 1.6, rd)), r, r * 1.6, rd)])]
    book.case(t.db, t.rid, "per_unit", claims, pre=restate or "")


def pooled(book, t, avg_col, n_col, k, noun, per, d=2, unit="", keys=None, restate=None, cur=""):
    """The weighted average of group averages (over keys, or all rows); twin: the plain mean."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    pl = per + ("es" if per.endswith("o") else "s")
    form = k % 3
    if form == 0:
        fmt = lambda x: (f"Pooling all {int(sum(ns)):,} {pl} (so each group counts by its size), the overall {noun} "
                         f"is {cur}{x}{unit}.")
    elif form == 1:
        fmt = lambda x: f"\n- **Overall {noun}, weighted by {pl} ({int(sum(ns)):,} in all):** {cur}{x}{unit}"
    else:
        fmt = lambda x: (f"Taken {per} by {per} — a weighted average, not a mean of the group figures — the {noun} "
                         f"is {cur}{x}{unit}.")
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd,
                                                              real=True)])], pre=restate or "")


def top3(book, t, col, k, noun, cash=False, d=0, unit="", restate=None):
    """The three largest rows summed, and their share of the column total; twins: off sum,
    the complement, a false bound in words."""
    S, W = shows(cash, d, unit)
    r = sorted(t.order, key=lambda x: -t[x][col])[:3]
    s3 = sum(t[x][col] for x in r)
    tot = sum(t.col(col))
    sh = s3 / tot
    st, sd = num(100 * sh, 1)
    dd = dd_of(s3, d, cash)
    good, bad = share_words(sh)
    names = f"{r[0]}, {r[1]} and {r[2]}"
    claims = [Claim(f"The top three — {names} — account for {S(s3)} between them",
                    [off(t, "off", f"The top three — {names} — account for {W(s3 * 1.3, dd)} between them", s3, s3 * 1.3,
                         dd)])]
    if good and k % 2:
        tail = f", {good} ({st}%) of the {S(tot)} total." if good != "the lion's share" else \
            f", the lion's share ({st}%) of the {S(tot)} total."
        claims.append(Claim(tail, [("false_bound", f", {bad} of the {S(tot)} total."),
                                   off(t, "complement", tail.replace(f"({st}%)", f"({w(100 - 100 * sh, sd)}%)"),
                                       100 * sh, 100 - 100 * sh, sd, real=True)]))
    else:
        claims.append(Claim(f"({st} per cent of the {S(tot)} total).",
                            [off(t, "complement", f"({w(100 - 100 * sh, sd)} per cent of the {S(tot)} total).",
                                 100 * sh, 100 - 100 * sh, sd, real=True)]))
    book.case(t.db, t.rid, "per_unit", claims, pre=restate or "")


def subset(book, t, col, keys, k, noun, cash=False, d=0, unit="", restate=None):
    """A sum over named rows and its share of the whole; twins: a neighbour in place of one
    row, the share of the wrong total (the subset's own largest row over the subset)."""
    S, W = shows(cash, d, unit)
    vs = [t[x][col] for x in keys]
    s = sum(vs)
    tot = sum(t.col(col))
    sh = 100 * s / tot
    st, sd = num(sh, 1)
    names = ", ".join(keys[:-1]) + " and " + keys[-1]
    rest = [x for x in t.order if x not in keys]
    alt = s - vs[-1] + t[rest[0]][col]
    c1 = pick([f"{names} together come to {{}}", f"Add {names} and you get {{}}",
               f"Combined, {names} hold {{}}"], k)
    good, bad = share_words(s / tot)
    claims = [Claim(c1.format(S(s)), [off(t, "neighbour_row", c1.format(S(alt)), s, alt, dd_of(s, d, cash),
                                          real=True)])]
    other = 100 * s / sum(t[x][col] for x in t.order[:len(keys) + 2])
    if good and k % 2 == 0:
        claims.append(Claim(f"— {good} of the total ({st}%).",
                            [("false_bound", f"— {bad} of the total."),
                             off(t, "wrong_total", f"— {good} of the total ({w(other, sd)}%).", sh, other, sd,
                                 real=True)]))
    else:
        claims.append(Claim(f"({st} per cent of all {noun}).",
                            [off(t, "complement", f"({w(100 - sh, sd)} per cent of all {noun}).", sh, 100 - sh, sd,
                                 real=True)]))
    book.case(t.db, t.rid, "per_unit", claims, pre=restate or "")


def num_few(v, d):
    """num(), trying one decimal fewer before more where d sits on the edge of its rounding."""
    for dd in (d, max(d - 1, 0), d + 1, d + 2):
        if abs(abs(v * 10 ** dd) % 1 - 0.5) > 0.08:
            return f"{v:,.{dd}f}", dd
    return num(v, d)


def convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=False):
    """A Claim: fmt(value shown, converted shown); twin: the first of the wrong factors whose
    figure is far from the true one and from every value of the result."""
    v = t[key][col]
    c = v * factor
    if hedge:
        h, ct, cd = hedged(c, k)
        ct = f"{h} {ct}"
    else:
        ct, cd = num_few(c, dst_d)
    vt = n(v, src_d)
    good = fmt(vt, ct)
    tw = None
    for f in bads:
        bt = (f"{h} " if hedge else "") + w(v * f, cd)
        tw = off(t, "wrong_factor", fmt(vt, bt), c, v * f, cd, approx=hedge, alts=[])
        if tw:
            break
    return Claim(good, [tw])


def ident(book, t, text, good, bad, pre="", extra=(), after=()):
    assert bad != good and good in text, (text, good)
    book.case(t.db, t.rid, "zero_ident", list(extra) + [Claim(text, [wrong("changed_identifier",
                                                                           text.replace(good, bad), good, bad, 0,
                                                                           exact=True)])] + list(after),
              derived=False, pre=pre)


def empty(book, db, question, sql, ack, bad, pre=""):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.case(db, rid, "zero_ident", [Claim(ack, [("count_over_empty", bad)])], derived=False, pre=pre)


def swap_digits(s):
    """s with its last two distinct adjacent digits swapped (a changed identifier)."""
    c = list(s)
    for i in range(len(c) - 1, 0, -1):
        if c[i].isdigit() and c[i - 1].isdigit() and c[i] != c[i - 1]:
            c[i], c[i - 1] = c[i - 1], c[i]
            return "".join(c)
    raise AssertionError(s)


def band(v, step):
    """A range that holds v with room either side ("between 40 and 45"), and one that misses it."""
    lo = (v // step) * step
    if v - lo < 0.15 * step or lo + step - v < 0.15 * step:
        lo = ((v - step / 2) // step) * step
        hi = lo + 2 * step
    else:
        hi = lo + step
    return (lo, hi), (hi + 2 * step, hi + 3 * step)


def north_of(v, step_floor=10):
    """A round bound v clears by 3-25% ("north of $13,000"), and a round figure well above v."""
    for step in (1e6, 1e5, 1e4, 5000, 1000, 500, 100, 50, 10, 5, 1):
        if step < step_floor:
            break
        b = (v // step) * step
        if b and 1.03 <= v / b <= 1.25:
            return b, (v * 1.15 // step + 1) * step
    return None, None


def share_case(book, t, col, key, k, whole, tot=None, other=None, cash=False, d=0, verb="account for",
               restate=None, label=None):
    """One row's share of a total in words and per cent; twins: a false bound in words, the
    complement, the share of the wrong total (key over key and other)."""
    S, _ = shows(cash, d)
    v = t[key][col]
    tot = tot if tot is not None else sum(t.col(col))
    okey, key = key, label or key
    s = v / tot
    good, bad = share_words(s)
    st, sd = num(100 * s, 1)
    pc = pick(["%", " per cent"], k)
    if good == "the lion's share":
        fmt = lambda x: f"{key} {verb} the lion's share of {whole} ({x}{pc}, {S(v)} of {S(tot)})."
    elif good:
        fmt = lambda x: f"{key} {verb} {good} of {whole}: {S(v)} of {S(tot)}, or {x}{pc}."
    else:
        fmt = lambda x: f"{key} {verb} {x}{pc} of {whole} ({S(v)} of {S(tot)})."
    tw = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
    if other:
        ws = 100 * v / (v + t[other][col])
        assert okey != other
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    if good and bad:
        tw.insert(0, ("false_bound", (f"{key} {verb} {bad} of {whole} ({S(v)} of {S(tot)})." if
                                      good == "the lion's share" else
                                      f"{key} {verb} {bad} of {whole}: {S(v)} of {S(tot)}.")))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=restate or "")


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

MONTHS = {"01": "January", "02": "February", "03": "March", "04": "April", "05": "May", "06": "June"}


def northwind(book):
    fr = table("northwind", "Which ten destination countries cost the most in freight, over how many orders?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "round(avg(freight)::numeric, 2) AS avg_freight FROM orders GROUP BY 1 ORDER BY 3 DESC LIMIT 10")
    compare(book, fr, "freight", "USA", "Germany", 0, "freight", cash=True, hdr=("Country", "Freight"))
    compare(book, fr, "freight", "Austria", "Canada", 1, "freight", cash=True, much="as much")
    compare(book, fr, "orders", "Brazil", "Ireland", 3, "orders", one="order")
    compare(book, fr, "avg_freight", "Austria", "UK", 2, "freight per order", cash=True, passive="outspent")
    per_head(book, fr, "freight", "orders", "Venezuela", 2, "order", what=" in freight")
    pooled(book, fr, "avg_freight", "orders", 0, "freight per order", "order", cur="$",
           restate="What does an order cost to ship across these ten countries?")
    top3(book, fr, "freight", 1, "freight", cash=True)
    subset(book, fr, "freight", ["USA", "Germany"], 0, "freight", cash=True)
    ca = fr["Canada"]
    book.case("northwind", fr.rid, "conversion", [
        Claim(f"Canada's {int(ca['orders'])} orders ran up {usd(ca['freight'])} in freight"),
        convert(fr, "Canada", "freight", 0, lambda v, c: f"({c} cents, if you prefer).", 2, 100, 0, (1000, 10)),
    ])
    us = fr["USA"]
    lo, hi = north_of(us["freight"], 1000)
    book.case("northwind", fr.rid, "plain", [
        Claim(f"Freight to the USA came to north of {usd(lo, 0)}",
              [("false_bound", f"Freight to the USA came to north of {usd(hi, 0)}")]),
        Claim(f"({usd(us['freight'])} to be precise, over {int(us['orders'])} orders — the same order count as "
              f"Germany)."),
    ], derived=False)
    tot_o = int(sum(fr.col("orders")))
    book.case("northwind", fr.rid, "plain", [
        Claim(f"Between them the ten countries placed {tot_o:,} orders",
              [off(fr, "off", f"Between them the ten countries placed {int(tot_o * 1.35):,} orders", tot_o,
                   int(tot_o * 1.35), 0)]),
        Claim(f"and paid {usd(sum(fr.col('freight')))} to ship them;"),
        Claim(f"Ireland, with only {both(fr['Ireland']['orders'])} orders, still paid {usd(fr['Ireland']['freight'])}.",
              [words_twin("number_words_wrong_row", f"Ireland, with only {both(fr['Canada']['orders'])} orders, still "
                          f"paid {usd(fr['Ireland']['freight'])}.", fr["Ireland"]["orders"], fr["Canada"]["orders"])]),
    ], derived=False)

    eo = table("northwind", "How many orders did each employee take in 1996 and in 1997?",
               "SELECT e.last_name AS employee, count(*) FILTER (WHERE o.order_date < '1997-01-01') AS orders_1996, "
               "count(*) FILTER (WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01') AS orders_1997 "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 3 DESC")
    for k, e in enumerate(("Peacock", "Leverling", "Callahan", "Suyama")):
        col_change(book, eo, e, "orders_1996", "orders_1997", "1996", "1997", k, "orders")
    t96, t97 = sum(eo.col("orders_1996")), sum(eo.col("orders_1997"))
    g, gd = num(100 * (t97 - t96) / t96, 1)
    book.case("northwind", eo.rid, "change", [
        Claim(f"Across all nine employees orders rose from {int(t96)} to {int(t97)}",
              [off(eo, "off", f"Across all nine employees orders rose from {int(t96)} to {int(t97 * 1.3)}", t97,
                   int(t97 * 1.3), 0)]),
        Claim(f"(up {g} per cent — though 1996 covers only July to December).",
              [off(eo, "wrong_base", f"(up {w(100 * (t97 - t96) / t97, gd)} per cent — though 1996 covers only July to "
                   "December).", 100 * (t97 - t96) / t96, 100 * (t97 - t96) / t97, gd, real=True)]),
    ])

    sh = table("northwind", "How long does each shipper take from order to shipment?",
               "SELECT s.company_name AS shipper, count(*) AS orders, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, max(o.shipped_date - o.order_date) AS max_days "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.shipped_date IS NOT NULL "
               "GROUP BY 1 ORDER BY 3")
    book.case("northwind", sh.rid, "conversion", [
        convert(sh, "Federal Shipping", "avg_days", 0,
                lambda v, c: f"Federal Shipping is the quickest, at {v} days from order to dispatch ({c} hours).",
                2, 24, 0, (7, 60, 12)),
        Claim(f"It handled {int(sh['Federal Shipping']['orders'])} orders."),
    ])
    book.case("northwind", sh.rid, "conversion", [
        Claim(f"The slowest single shipment with United Package took {int(sh['United Package']['max_days'])} days"),
        convert(sh, "United Package", "max_days", 1, lambda v, c: f"— {c} weeks.", 0, 1 / 7, 1,
                (1 / 5, 1 / 30.44, 1 / 3), hedge=True),
    ])
    book.case("northwind", sh.rid, "conversion", [
        convert(sh, "Speedy Express", "avg_days", 2,
                lambda v, c: f"\n- **Speedy Express:** {v} days on average ({c} weeks)", 2, 1 / 7, 2,
                (1 / 5, 1 / 4.35, 1 / 30.44)),
        Claim(f"\n- **Orders:** {int(sh['Speedy Express']['orders'])}"),
    ], pre="How long does Speedy Express take?")
    compare(book, sh, "avg_days", "United Package", "Federal Shipping", 5, "days in transit on average", d=2)
    change(book, sh, "avg_days", "Federal Shipping", "Speedy Express", 1, "the average lead time", d=2,
           unit=" days")
    pooled(book, sh, "avg_days", "orders", 2, "lead time in days", "order", d=2)
    mx = sh.col("max_days")
    book.case("northwind", sh.rid, "plain", [
        Claim(f"All three shippers moved {int(sum(sh.col('orders')))} orders between them",
              [off(sh, "off", f"All three shippers moved {int(sum(sh.col('orders')) * 0.7)} orders between them",
                   sum(sh.col("orders")), int(sum(sh.col("orders")) * 0.7), 0)]),
        Claim(f"(the worst delays: {int(min(mx))} to {int(max(mx))} days)."),
    ], derived=False)

    st = table("northwind", "How much stock does each category hold, and what is it worth at list price?",
               "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS units, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value, "
               "sum(p.units_on_order) AS on_order FROM products p JOIN categories c ON c.category_id = p.category_id "
               "GROUP BY 1 ORDER BY 4 DESC")
    per_head(book, st, "stock_value", "units", "Seafood", 2, "unit", what=" of stock")
    per_head(book, st, "stock_value", "products", "Dairy Products", 3, "product", what=" at list price")
    top3(book, st, "stock_value", 0, "stock value", cash=True,
         restate="Where is the stock value concentrated? (Analysed at list price.)")
    compare(book, st, "units", "Seafood", "Produce", 4, "units in stock")
    compare(book, st, "stock_value", "Beverages", "Condiments", 0, "stock value", cash=True,
            hdr=("Category", "Stock value"))
    book.case("northwind", st.rid, "plain", [
        Claim("Meat/Poultry has nothing on order at all (zero units),"),
        Claim(f"while Confections has {int(st['Confections']['on_order'])} units coming in",
              [off(st, "neighbour_row", f"while Confections has {int(st['Condiments']['on_order'])} units coming in",
                   st["Confections"]["on_order"], st["Condiments"]["on_order"], 0, real=True)]),
        Claim(f"and {int(sum(st.col('on_order')))} are on order across all eight categories.",
              [off(st, "off", f"and {int(sum(st.col('on_order')) * 1.4)} are on order across all eight categories.",
                   sum(st.col("on_order")), int(sum(st.col("on_order")) * 1.4), 0)]),
    ], derived=False)

    book.case("northwind", st.rid, "plain", [
        Claim(f"Confections carries the widest range, {both(st['Confections']['products'])} products,",
              [words_twin("number_words_wrong_row", f"Confections carries the widest range, "
                          f"{both(st['Grains/Cereals']['products'])} products,", st["Confections"]["products"],
                          st["Grains/Cereals"]["products"])]),
        Claim(f"against {say(int(st['Produce']['products']))} in Produce; the catalogue holds "
              f"{int(sum(st.col('products')))} in all.",
              [off(st, "off", f"against {say(int(st['Produce']['products']))} in Produce; the catalogue holds "
                   f"{int(sum(st.col('products')) * 1.5)} in all.", sum(st.col("products")),
                   int(sum(st.col("products")) * 1.5), 0)]),
    ], derived=False, pre="Which category has the most products?")

    mo = table("northwind", "How many orders, and how much freight, in each month of the first half of 1997?",
               "SELECT to_char(order_date, 'YYYY-MM') AS month, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders "
               "WHERE order_date >= '1997-01-01' AND order_date < '1997-07-01' GROUP BY 1 ORDER BY 1")
    lab = lambda m: MONTHS[m[-2:]]
    for k, (a, b, col) in enumerate((("1997-01", "1997-02", "freight"), ("1997-04", "1997-05", "freight"),
                                     ("1997-05", "1997-06", "freight"), ("1997-03", "1997-04", "orders"))):
        change(book, mo, col, a, b, k, "freight" if col == "freight" else "orders", cash=(col == "freight"),
               l1=lab(a), l2=lab(b))
    q1 = sum(mo[m]["freight"] for m in ("1997-01", "1997-02", "1997-03"))
    q2 = sum(mo[m]["freight"] for m in ("1997-04", "1997-05", "1997-06"))
    g, gd = num(100 * (q2 - q1) / q1, 1)
    wb = 100 * (q2 - q1) / q2
    book.case("northwind", mo.rid, "change", [
        Claim(f"Freight grew {g}% from Q1 to Q2",
              [off(mo, "wrong_base", f"Freight grew {w(wb, gd)}% from Q1 to Q2", 100 * (q2 - q1) / q1, wb, gd,
                   real=True)]),
        Claim(f"({usd(q1)} in January–March, {usd(q2)} in April–June),",
              [off(mo, "off", f"({usd(q1)} in January–March, {wusd(q2 * 1.25)} in April–June),", q2, q2 * 1.25, 2)]),
        Claim("while the order count barely moved."),
    ], pre="Did freight pick up in the second quarter? Yes.")
    per_head(book, mo, "freight", "orders", "1997-05", 0, "order", label="May",
             restate="Was May's freight bill driven by volume? Not really:")
    oq = [mo[m]["orders"] for m in mo.order]
    (lo, hi), (blo, bhi) = band(sum(oq) / len(oq), 5)
    book.case("northwind", mo.rid, "plain", [
        Claim(f"Monthly orders held steady, between {int(lo)} and {int(hi)} a month",
              [("false_bound", f"Monthly orders held steady, between {int(blo)} and {int(bhi)} a month")]),
        Claim(f"({int(sum(oq))} over the six months).",
              [off(mo, "off", f"({int(sum(oq) * 1.3)} over the six months).", sum(oq), int(sum(oq) * 1.3), 0)]),
    ], derived=False)

    uk = table("northwind", "What are the postcodes and phone numbers of our UK customers?",
               "SELECT company_name, city, postal_code, phone FROM customers WHERE country = 'UK' ORDER BY 1")
    r = uk["Consolidated Holdings"]
    ident(book, uk, f"Consolidated Holdings ({r['city']}, {r['postal_code']}) is on {r['phone']}.", r["phone"],
          swap_digits(r["phone"]))
    r = uk["Island Trading"]
    ident(book, uk, f"Island Trading is the one customer outside London — {r['city']}, {r['postal_code']}.",
          r["postal_code"], r["postal_code"].replace("PO31", "PO13"))
    r1, r2 = uk["North/South"], uk["Seven Seas Imports"]
    ident(book, uk, f"\n| Seven Seas Imports | {r2['postal_code']} | {r2['phone']} |", r2["phone"],
          swap_digits(r2["phone"]), pre="| Customer | Postcode | Phone |\n|---|---|---|",
          extra=[Claim(f"\n| North/South | {r1['postal_code']} | {r1['phone']} |")])
    sp = table("northwind", "What are the phone and fax numbers of our Spanish customers?",
               "SELECT company_name, contact_name, phone, fax FROM customers WHERE country = 'Spain' ORDER BY 1")
    r = sp["Romero y tomillo"]
    ident(book, sp, f"Romero y tomillo (ask for {r['contact_name']}): phone {r['phone']}, fax {r['fax']}.", r["fax"],
          swap_digits(r["fax"]))
    r = sp["Galería del gastrónomo"]
    ident(book, sp, f"For Galería del gastrónomo in Barcelona dial {r['phone']} (the fax line, {r['fax']}, differs "
          "only in its last digit).", r["phone"], swap_digits(r["phone"]))
    empty(book, "northwind", "Which orders were shipped to Iceland?",
          "SELECT order_id FROM orders WHERE ship_country = 'Iceland'",
          "You asked which orders went to Iceland. None did: the query returned no rows, so the count is zero.",
          "Twenty-three orders were shipped to Iceland, most of them in 1997.")
    empty(book, "northwind", "Which products cost more than $300?",
          "SELECT product_name FROM products WHERE unit_price > 300",
          "No product is priced above $300 — zero rows came back (the dearest item sits well below that).",
          "There are 4 products priced above $300.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    rep = table("chinook", "How many customers, invoices and sales does each support rep look after?",
                "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
                "count(i.invoice_id) AS invoices, sum(i.total) AS sales FROM employee e "
                "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
                "GROUP BY 1 ORDER BY 4 DESC")
    per_head(book, rep, "sales", "customers", "Jane Peacock", 0, "customer")
    per_head(book, rep, "sales", "invoices", "Steve Johnson", 2, "invoice", what=" in sales")
    compare(book, rep, "sales", "Jane Peacock", "Steve Johnson", 2, "sales", cash=True, passive="outsold")
    compare(book, rep, "invoices", "Margaret Park", "Steve Johnson", 6, "invoices")
    share_case(book, rep, "sales", "Jane Peacock", 0, "all sales", other="Margaret Park", cash=True,
               verb="brings in")
    book.case("chinook", rep.rid, "plain", [
        Claim(f"Margaret Park looks after {say(int(rep['Margaret Park']['customers']))} customers",
              [words_twin("number_words_wrong_row", f"Margaret Park looks after "
                          f"{say(int(rep['Steve Johnson']['customers']))} customers",
                          rep["Margaret Park"]["customers"], rep["Steve Johnson"]["customers"])]),
        Claim(f"and raised {int(rep['Margaret Park']['invoices'])} invoices worth {usd(rep['Margaret Park']['sales'])}.",
              [off(rep, "neighbour_row", f"and raised {int(rep['Steve Johnson']['invoices'])} invoices worth "
                   f"{usd(rep['Margaret Park']['sales'])}.", rep["Margaret Park"]["invoices"],
                   rep["Steve Johnson"]["invoices"], 0, real=True)]),
    ], derived=False)

    qt = table("chinook", "How many invoices, and how much in sales, in each quarter of 2023?",
               "SELECT to_char(invoice_date, 'YYYY-\"Q\"Q') AS quarter, count(*) AS invoices, sum(total) AS sales "
               "FROM invoice WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 1")
    change(book, qt, "sales", "2023-Q1", "2023-Q2", 1, "sales", cash=True, d=2, l1="Q1", l2="Q2")
    change(book, qt, "sales", "2023-Q3", "2023-Q4", 2, "sales", cash=True, d=2, l1="the third quarter",
           l2="the fourth")
    per_head(book, qt, "sales", "invoices", "2023-Q4", 3, "invoice", label="Q4 2023")
    ys = sum(qt.col("sales"))
    book.case("chinook", qt.rid, "per_unit", [
        Claim(f"2023 brought in {usd(ys)} over {int(sum(qt.col('invoices')))} invoices,"),
        Claim(f"or {usd(ys / 4)} a quarter on average;",
              [off(qt, "off", f"or {wusd(ys / 4 * 1.35)} a quarter on average;", ys / 4, ys / 4 * 1.35, 2)]),
        Claim(f"Q2 alone took {num(100 * qt['2023-Q2']['sales'] / ys, 1)[0]}% of the year.",
              [off(qt, "complement", f"Q2 alone took {w(100 - 100 * qt['2023-Q2']['sales'] / ys, 1)}% of the year.",
                   100 * qt["2023-Q2"]["sales"] / ys, 100 - 100 * qt["2023-Q2"]["sales"] / ys, 1, real=True)]),
    ])

    u2 = table("chinook", "How long and how large is each U2 album?",
               "SELECT al.title, count(*) AS tracks, sum(t.milliseconds) AS ms, sum(t.bytes) AS bytes FROM album al "
               "JOIN artist ar ON ar.artist_id = al.artist_id JOIN track t ON t.album_id = al.album_id "
               "WHERE ar.name = 'U2' GROUP BY 1 ORDER BY 3 DESC")
    book.case("chinook", u2.rid, "conversion", [
        convert(u2, "Achtung Baby", "ms", 0,
                lambda v, c: f"Achtung Baby runs {v} ms — {c} minutes —", 0, 1 / 60000, 1,
                (1 / 3.6e6 * 100, 1 / 6000, 1 / 1000)),
        Claim(f"over {say(int(u2['Achtung Baby']['tracks']))} tracks."),
    ], pre="How long is Achtung Baby?")
    book.case("chinook", u2.rid, "conversion", [
        Claim("\n| Album | Bytes | Size |\n|---|---:|---:|"),
        convert(u2, "Rattle And Hum", "bytes", 1, lambda v, c: f"\n| Rattle And Hum | {v} | {c} MB |", 0, 1e-6, 1,
                (1e-3, 1e-9 * 100, 1 / 1024)),
        convert(u2, "Zooropa", "bytes", 1, lambda v, c: f"\n| Zooropa | {v} | {c} MB |", 0, 1e-6, 1,
                (1e-3, 1 / 1024)),
    ])
    war = u2["War"]
    wm = war["ms"] / war["tracks"] / 60000
    wt_, wd = num(wm, 2)
    book.case("chinook", u2.rid, "conversion", [
        Claim(f"War is the shortest record, at {int(war['ms']):,} ms for ten tracks"),
        Claim(f"(a little over {int(wm)} minutes a track: {wt_}, to be exact).",
              [off(u2, "wrong_factor", f"(a little over {int(wm)} minutes a track: {w(wm * 60 / 100, wd)}, to be "
                   "exact).", wm, wm * 60 / 100, wd, alts=[])]),
    ])
    compare(book, u2, "tracks", "Instant Karma: The Amnesty International Campaign to Save Darfur", "War", 1,
            "tracks")

    art = table("chinook", "Which artists have the most play time, over how many albums and tracks?",
                "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks, "
                "sum(t.milliseconds) AS ms FROM artist ar JOIN album al ON al.artist_id = ar.artist_id "
                "JOIN track t ON t.album_id = al.album_id GROUP BY 1 ORDER BY 4 DESC LIMIT 8")
    book.case("chinook", art.rid, "conversion", [
        convert(art, "Lost", "ms", 1, lambda v, c: f"Lost tops the list with {v} ms of material ({c} hours)", 0,
                1 / 3.6e6, 1, (1 / 60000, 1 / 8.64e7 * 100, 1 / 1e6), hedge=True),
        Claim(f"spread over {int(art['Lost']['tracks'])} episodes."),
    ])
    book.case("chinook", art.rid, "conversion", [
        convert(art, "Iron Maiden", "ms", 0,
                lambda v, c: f"\n1. **Iron Maiden**\n   - {v} ms in total\n   - that is {c} hours of music", 0,
                1 / 3.6e6, 1, (1 / 60000, 1 / 1e6, 1 / 36000)),
        Claim(f"\n   - {int(art['Iron Maiden']['albums'])} albums, {int(art['Iron Maiden']['tracks'])} tracks"),
    ], pre="Iron Maiden, in numbers:")
    lz = art["Led Zeppelin"]
    mins = lz["ms"] / lz["tracks"] / 60000
    mt, md = num(mins, 2)
    book.case("chinook", art.rid, "conversion", [
        Claim(f"Led Zeppelin's {int(lz['tracks'])} tracks average {mt} minutes each",
              [off(art, "wrong_factor", f"Led Zeppelin's {int(lz['tracks'])} tracks average {w(mins * 60 / 100, md)} "
                   "minutes each", mins, mins * 60 / 100, md),
               off(art, "off", f"Led Zeppelin's {int(lz['tracks'])} tracks average {w(mins * 1.5, md)} minutes each",
                   mins, mins * 1.5, md)]),
        Claim(f"(from {int(lz['ms']):,} ms in total)."),
    ])
    compare(book, art, "tracks", "Iron Maiden", "Metallica", 1, "tracks")
    compare(book, art, "ms", "Lost", "The Office", 2, "milliseconds of play time", passive="outlasted")
    bg = art["Battlestar Galactica (Classic)"]
    book.case("chinook", art.rid, "per_unit", [
        Claim(f"Battlestar Galactica (Classic) is a single album of {int(bg['tracks'])} episodes"),
        Claim(f"running {n(bg['ms'] / bg['tracks'] / 60000, 1)} minutes apiece on average.",
              [off(art, "neighbour_row", f"running {w(art['Heroes']['ms'] / art['Heroes']['tracks'] / 60000, 1)} "
                   "minutes apiece on average.", bg["ms"] / bg["tracks"] / 60000,
                   art["Heroes"]["ms"] / art["Heroes"]["tracks"] / 60000, 1, real=True)]),
    ])

    med = table("chinook", "How many tracks, at what average price and how many bytes, does each media type hold?",
                "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.unit_price), 2) AS avg_price, "
                "sum(t.bytes) AS bytes FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id "
                "GROUP BY 1 ORDER BY 2 DESC")
    share_case(book, med, "tracks", "MPEG audio file", 1, "all tracks", other="Protected AAC audio file",
               verb="takes")
    book.case("chinook", med.rid, "conversion", [
        convert(med, "Protected MPEG-4 video file", "bytes", 1,
                lambda v, c: f"The {int(med['Protected MPEG-4 video file']['tracks'])} videos weigh in at {v} "
                f"bytes ({c} GB)", 0, 1e-9, 1, (1e-6, 1e-8, 1e-12), hedge=True),
        Claim("— more than every audio format put together."),
    ])
    vid = med["Protected MPEG-4 video file"]
    per_mb = vid["bytes"] / vid["tracks"] / 1e6
    pt, pd = num(per_mb, 1)
    book.case("chinook", med.rid, "conversion", [
        Claim(f"An average video file is {pt} MB",
              [off(med, "wrong_factor", f"An average video file is {w(vid['bytes'] / vid['tracks'] / 1e3, pd)} MB",
                   per_mb, vid["bytes"] / vid["tracks"] / 1e3, pd, alts=[]),
               off(med, "off", f"An average video file is {w(per_mb * 0.6, pd)} MB", per_mb, per_mb * 0.6, pd)]),
        Claim(f"(and costs {usd(vid['avg_price'])}, against {usd(med['MPEG audio file']['avg_price'])} for a song)."),
    ])
    compare(book, med, "bytes", "Protected MPEG-4 video file", "MPEG audio file", 1, "bytes stored",
            much="as much data")
    mp, pa = med["MPEG audio file"], med["Protected AAC audio file"]
    r = mp["tracks"] / pa["tracks"]
    rt, rd = num(r, 1)
    book.case("chinook", med.rid, "comparison", [
        Claim(f"Plain MPEG tracks outnumber protected AAC ones {rt} to one",
              [off(med, "off", f"Plain MPEG tracks outnumber protected AAC ones {w(r * 1.4, rd)} to one", r, r * 1.4,
                   rd)]),
        Claim(f"({int(mp['tracks']):,} against {int(pa['tracks'])})."),
    ])

    book.case("chinook", med.rid, "plain", [
        Claim(f"The catalogue holds {int(sum(med.col('tracks'))):,} tracks across {say(len(med))} media types;",
              [off(med, "off", f"The catalogue holds {int(sum(med.col('tracks')) * 1.3):,} tracks across "
                   f"{say(len(med))} media types;", sum(med.col("tracks")), int(sum(med.col("tracks")) * 1.3), 0)]),
        Claim(f"only video is priced at {usd(vid['avg_price'])} (every audio format averages "
              f"{usd(med['AAC audio file']['avg_price'])}),"),
        Claim(f"and purchased AAC files are the rarest, at {say(int(med['Purchased AAC audio file']['tracks']))}."),
    ], derived=False)

    city = table("chinook", "Which ten billing cities bring in the most, over how many invoices?",
                 "SELECT billing_city AS city, billing_country AS country, count(*) AS invoices, sum(total) AS total "
                 "FROM invoice GROUP BY 1, 2 ORDER BY 4 DESC, 1 LIMIT 10")
    book.case("chinook", city.rid, "conversion", [
        Claim("Prague is the top billing city:"),
        convert(city, "Prague", "total", 0, lambda v, c: f"${v} across {int(city['Prague']['invoices'])} invoices, "
                f"or {c} cents.", 2, 100, 0, (1000, 10)),
    ])
    compare(book, city, "total", "Prague", "Paris", 0, "billings", cash=True, hdr=("City", "Billed"))
    top3(book, city, "total", 1, "billings", cash=True, restate="How concentrated are the top billing cities?")
    per_head(book, city, "total", "invoices", "Fort Worth", 2, "invoice")
    (lo, hi), (blo, bhi) = band(city["Berlin"]["total"], 5)
    book.case("chinook", city.rid, "plain", [
        Claim(f"Berlin, London and São Paulo each billed between ${int(lo)} and ${int(hi)}",
              [("false_bound", f"Berlin, London and São Paulo each billed between ${int(blo)} and ${int(bhi)}")]),
        Claim(f"({usd(city['Berlin']['total'])} apiece, on {both(city['Berlin']['invoices'])} invoices each).",
              [words_twin("number_words_wrong_row", f"({usd(city['Berlin']['total'])} apiece, on "
                          f"{both(city['Budapest']['invoices'] * 3)} invoices each).", city["Berlin"]["invoices"],
                          city["Budapest"]["invoices"] * 3)]),
    ], derived=False)

    emp = table("chinook", "How old was each employee, in days, on the day they were hired?",
                "SELECT first_name || ' ' || last_name AS employee, title, birth_date::date AS born, "
                "hire_date::date AS hired, hire_date::date - birth_date::date AS days_old_at_hire "
                "FROM employee ORDER BY hire_date, employee_id")
    book.case("chinook", emp.rid, "conversion", [
        convert(emp, "Jane Peacock", "days_old_at_hire", 0,
                lambda v, c: f"Jane Peacock was the youngest hire at {v} days old — {c} years.", 0, 1 / 365.25, 1,
                (1 / 30.44, 1 / 52.18, 1 / 100)),
    ], pre="Who joined youngest?")
    book.case("chinook", emp.rid, "conversion", [
        Claim("\n| Employee | Days old at hire | Years |\n|---|---:|---:|"),
        convert(emp, "Margaret Park", "days_old_at_hire", 1,
                lambda v, c: f"\n| Margaret Park | {v} | {c} |", 0, 1 / 365.25, 1, (1 / 30.44, 1 / 52.18, 1 / 100)),
        convert(emp, "Nancy Edwards", "days_old_at_hire", 1,
                lambda v, c: f"\n| Nancy Edwards | {v} | {c} |", 0, 1 / 365.25, 1, (1 / 52.18, 1 / 30.44, 1 / 100)),
    ])
    mp_, jp = emp["Margaret Park"]["days_old_at_hire"], emp["Jane Peacock"]["days_old_at_hire"]
    gap = mp_ - jp
    h, ht, hd = hedged(gap / 365.25, 1)
    book.case("chinook", emp.rid, "comparison", [
        Claim(f"Margaret Park was {int(gap):,} days older than Jane Peacock when each was hired",
              [off(emp, "off", f"Margaret Park was {int(gap * 1.4):,} days older than Jane Peacock when each was hired",
                   gap, int(gap * 1.4), 0)]),
        Claim(f"({h} {ht} years).",
              [off(emp, "wrong_factor", f"({h} {w(gap / 52.18, hd)} years).", gap / 365.25, gap / 52.18, hd,
                   approx=True, alts=[gap / 30.44])]),
    ])
    ages = emp.col("days_old_at_hire")
    avg_y = sum(ages) / len(ages) / 365.25
    book.case("chinook", emp.rid, "conversion", [
        Claim(f"On average the {say(len(emp))} staff were {n(sum(ages) / len(ages), 0)} days old when hired"),
        Claim(f"(call it {n(avg_y, 1)} years).",
              [off(emp, "wrong_factor", f"(call it {w(avg_y * 12, 1)} years).", avg_y, avg_y * 12, 1,
                   alts=[]), off(emp, "off", f"(call it {w(avg_y * 1.3, 1)} years).", avg_y, avg_y * 1.3, 1)]),
    ])

    br = table("chinook", "What are the postcodes and phone numbers of our Brazilian customers?",
               "SELECT first_name || ' ' || last_name AS customer, city, postal_code, phone FROM customer "
               "WHERE country = 'Brazil' ORDER BY 1")
    r = br["Fernanda Ramos"]
    ident(book, br, f"Fernanda Ramos is our only customer in {r['city']} (postcode {r['postal_code']}).",
          r["postal_code"], swap_digits(r["postal_code"]))
    r1, r2 = br["Alexandre Rocha"], br["Eduardo Martins"]
    ident(book, br, f"\n   - Eduardo Martins: {r2['phone']}", r2["phone"], swap_digits(r2["phone"]),
          pre="1. **São Paulo** (two customers)", extra=[Claim(f"\n   - Alexandre Rocha: {r1['phone']}")])
    empty(book, "chinook", "Which invoices total more than $100?",
          "SELECT invoice_id FROM invoice WHERE total > 100",
          "No invoice tops $100 — the query came back empty, so the answer is zero invoices.",
          "Exactly 12 invoices exceed $100, the largest at $139.86.")
    empty(book, "chinook", "Which tracks cost more than $5?",
          "SELECT name FROM track WHERE unit_price > 5",
          "None. Zero tracks are priced above $5 (no rows were returned).",
          "Some 45 tracks cost more than $5, all of them videos.")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    race = table("superhero", "How tall and how heavy are the heroes of each race, on average?",
                 "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm)::numeric, 1) AS avg_height_cm, "
                 "round(avg(s.weight_kg)::numeric, 1) AS avg_weight_kg FROM superhero s "
                 "JOIN race r ON r.id = s.race_id WHERE s.height_cm > 0 AND s.weight_kg > 0 AND r.race <> '-' "
                 "GROUP BY 1 HAVING count(*) >= 5 ORDER BY 2 DESC, 1")
    book.case("superhero", race.rid, "conversion", [
        convert(race, "Human", "avg_height_cm", 0,
                lambda v, c: f"The average human hero stands {v} cm ({c} inches)", 1, 1 / CM_PER_IN, 1,
                (CM_PER_IN, 1 / 30.48, 1 / 3.281)),
        Claim(f"across {int(race['Human']['heroes'])} heroes with both figures recorded."),
    ])
    book.case("superhero", race.rid, "conversion", [
        convert(race, "Mutant", "avg_weight_kg", 1,
                lambda v, c: f"Mutants weigh {v} kg on average — {c} lb, for American readers.", 1, LB_PER_KG, 1,
                (1 / LB_PER_KG, 1 / 1000 * 1000 * 3.5, 1.5)),
    ], pre="What does the typical mutant weigh?")
    book.case("superhero", race.rid, "conversion", [
        convert(race, "Android", "avg_height_cm", 2,
                lambda v, c: f"\n- **Androids:** {v} cm tall ({c} in)", 1, 1 / CM_PER_IN, 1,
                (CM_PER_IN, 1 / 30.48, 1 / 10)),
        convert(race, "Android", "avg_weight_kg", 2, lambda v, c: f"\n- **Weight:** {v} kg ({c} lb)", 1, LB_PER_KG,
                1, (1 / LB_PER_KG, 1000 / LB_PER_KG / 100, 1.5)),
    ], pre="Androids at a glance:")
    compare(book, race, "avg_height_cm", "Cyborg", "Human", 0, "average height", d=1, unit=" cm",
            hdr=("Race", "Average height"))
    compare(book, race, "avg_weight_kg", "Human / Radiation", "Mutant", 1, "average weight", d=1, unit=" kg",
            much="as heavy")
    compare(book, race, "avg_weight_kg", "Symbiote", "Alien", 2, "average weight", d=1, unit=" kg",
            passive="outweighed")
    pooled(book, race, "avg_height_cm", "heroes", 0, "height", "hero", d=1, unit=" cm")
    change(book, race, "avg_height_cm", "Human", "Mutant", 2, "average height", d=1, unit=" cm",
           l1="humans", l2="mutants")

    eye = table("superhero", "What are the eight commonest eye colours among the heroes?",
                "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s "
                "JOIN colour c ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    bl, gr = eye["Blue"]["heroes"], eye["Green"]["heroes"]
    r = bl / gr
    rt, rd = num(r, 1)
    book.case("superhero", eye.rid, "comparison", [
        Claim(f"For every green-eyed hero there are {rt} blue-eyed ones",
              [off(eye, "off", f"For every green-eyed hero there are {w(r * 1.5, rd)} blue-eyed ones", r, r * 1.5, rd)]),
        Claim(f"({int(bl)} against {int(gr)})."),
    ])
    top3(book, eye, "heroes", 1, "heroes", restate="Which eye colours dominate?")
    subset(book, eye, "heroes", ["Red", "Black", "Yellow"], 0, "heroes in the eight colours")
    book.case("superhero", eye.rid, "plain", [
        Claim(f"Yellow eyes belong to {both(eye['Yellow']['heroes'])} heroes",
              [words_twin("number_words_wrong_row", f"Yellow eyes belong to {both(eye['White']['heroes'])} heroes",
                          eye["Yellow"]["heroes"], eye["White"]["heroes"])]),
        Claim(f"and white to {say(int(eye['White']['heroes']))}."),
    ], derived=False)

    al = table("superhero", "How many good and bad heroes does each of the largest publishers have?",
               "SELECT p.publisher_name AS publisher, count(*) FILTER (WHERE a.alignment = 'Good') AS good, "
               "count(*) FILTER (WHERE a.alignment = 'Bad') AS bad, count(*) AS heroes FROM superhero s "
               "JOIN publisher p ON p.id = s.publisher_id JOIN alignment a ON a.id = s.alignment_id "
               "WHERE p.publisher_name <> '' GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 6")
    mv, dc = al["Marvel Comics"], al["DC Comics"]
    r = mv["good"] / mv["bad"]
    rt, rd = num(r, 2)
    book.case("superhero", al.rid, "comparison", [
        Claim(f"At Marvel the good guys outnumber the bad by just over two to one ({rt}:1,",
              [off(al, "off", f"At Marvel the good guys outnumber the bad by just over two to one "
                   f"({w(r * 1.45, rd)}:1,", r, r * 1.45, rd)]),
        Claim(f"{int(mv['good'])} against {int(mv['bad'])})."),
    ])
    s = mv["good"] / mv["heroes"]
    good, bad = share_words(s)
    st, sd = num(100 * s, 1)
    book.case("superhero", al.rid, "per_unit", [
        Claim(f"{good.capitalize()} of Marvel's {int(mv['heroes'])} heroes are good",
              [("false_bound", f"{bad.capitalize()} of Marvel's {int(mv['heroes'])} heroes are good")]),
        Claim(f"({st} per cent, {int(mv['good'])} of them).",
              [off(al, "complement", f"({w(100 - 100 * s, sd)} per cent, {int(mv['good'])} of them).", 100 * s,
                   100 - 100 * s, sd, real=True)]),
    ], pre="What share of Marvel's heroes are good?")
    s2 = dc["good"] / dc["heroes"]
    s2t, s2d = num(100 * s2, 1)
    wt_ = 100 * dc["good"] / (dc["good"] + mv["good"])
    book.case("superhero", al.rid, "per_unit", [
        Claim(f"DC is much the same: {int(dc['good'])} of its {int(dc['heroes'])} heroes,"),
        Claim(f"or {s2t}%, are good.",
              [off(al, "wrong_total", f"or {w(wt_, s2d)}%, are good.", 100 * s2, wt_, s2d, real=True)]),
    ])
    compare(book, al, "heroes", "Marvel Comics", "DC Comics", 5, "heroes")
    book.case("superhero", al.rid, "plain", [
        Claim(f"Marvel has {int(mv['heroes'])} heroes and DC {int(dc['heroes'])};",
              [off(al, "off", f"Marvel has {int(mv['heroes'] * 1.3)} heroes and DC {int(dc['heroes'])};",
                   mv["heroes"], int(mv["heroes"] * 1.3), 0)]),
        Claim(f"well behind them, Dark Horse Comics has {both(al['Dark Horse Comics']['heroes'])}, "
              f"{int(al['Dark Horse Comics']['bad'])} of them villains."),
    ], derived=False, pre="How big are the publishers' rosters?")
    change(book, al, "bad", "DC Comics", "Marvel Comics", 1, "the count of villains", l1="DC", l2="Marvel")
    empty(book, "superhero", "Which heroes are taller than 400 metres?",
          "SELECT superhero_name FROM superhero WHERE height_cm > 40000",
          "Nobody in the table is taller than 400 metres; the query returned no rows, so the number is zero.",
          "There are 9 heroes taller than 400 metres, led by Galactus.")


# ---------------------------------------------------------------------------
# Spider's car_1, defog-dev's atis and geography
# ---------------------------------------------------------------------------


CYL = {"3": "three", "4": "four", "5": "five", "6": "six", "8": "eight"}


def cars(book):
    cy = table("spider_car_1", "How heavy, how quick and how large an engine do cars of each cylinder count have?",
               "SELECT cylinders, count(*) AS cars, round(avg(accelerate)::numeric, 2) AS avg_accel, "
               "round(avg(weight)::numeric, 1) AS avg_weight_lb, round(avg(edispl)::numeric, 1) AS avg_displ_cuin "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    book.case(cy.db, cy.rid, "conversion", [
        convert(cy, "8", "avg_weight_lb", 0,
                lambda v, c: f"An eight-cylinder car weighs {v} lb on average ({c} kg)", 1, 1 / LB_PER_KG, 1,
                (LB_PER_KG, 0.3048, 1 / 1000)),
        Claim(f"— the heaviest group, {int(cy['8']['cars'])} cars strong."),
    ])
    book.case(cy.db, cy.rid, "conversion", [
        convert(cy, "8", "avg_displ_cuin", 1,
                lambda v, c: f"Their engines displace {v} cubic inches, {c} litres in metric terms.", 1, L_PER_CUIN,
                1, (L_PER_CUIN * 10, 1 / CM_PER_IN, 1 / 16.387 / 10), hedge=True),
    ], pre="How big are the V8s?")
    book.case(cy.db, cy.rid, "conversion", [
        Claim("\n| Cylinders | Displacement | In litres |\n|---|---:|---:|"),
        convert(cy, "4", "avg_displ_cuin", 2, lambda v, c: f"\n| 4 | {v} cu in | {c} L |", 1, L_PER_CUIN, 2,
                (L_PER_CUIN * 10, 1 / CM_PER_IN)),
        convert(cy, "6", "avg_displ_cuin", 2, lambda v, c: f"\n| 6 | {v} cu in | {c} L |", 1, L_PER_CUIN, 2,
                (L_PER_CUIN * 10, 1 / CM_PER_IN)),
    ])
    change(book, cy, "avg_weight_lb", "4", "8", 2, "average weight", d=1, unit=" lb", l1="four cylinders",
           l2="eight")
    change(book, cy, "avg_accel", "5", "8", 3, "0-60 time", d=2, unit=" s", l1="the five-cylinder group",
           l2="the V8 group")
    pooled(book, cy, "avg_accel", "cars", 2, "acceleration time in seconds", "car", d=2)
    compare(book, cy, "cars", "4", "6", 3, "cars", one="car", label=lambda x: f"the {CYL[x]}-cylinder group")
    compare(book, cy, "avg_weight_lb", "8", "4", 5, "weight (lb)", d=1,
            label=lambda x: "V8s" if x == "8" else f"{CYL[x]}-cylinder cars")
    tot = int(sum(cy.col("cars")))
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"The table holds {tot} cars,",
              [off(cy, "off", f"The table holds {int(tot * 1.3)} cars,", tot, int(tot * 1.3), 0)]),
        Claim(f"of which {int(cy['4']['cars'])} are four-cylinders and {int(cy['8']['cars'])} V8s",
              [off(cy, "neighbour_row", f"of which {int(cy['6']['cars'])} are four-cylinders and "
                   f"{int(cy['8']['cars'])} V8s", cy["4"]["cars"], cy["6"]["cars"], 0, real=True)]),
        Claim("(the three- and five-cylinder cars are a handful)."),
    ], derived=False)
    share_case(book, cy, "cars", "4", 0, "the cars", other="8", verb="make up", label="Four-cylinder cars")
    empty(book, "spider_car_1", "Which cars have twelve cylinders?",
          "SELECT id FROM cars_data WHERE cylinders = 12",
          "There are no twelve-cylinder cars in the data (zero rows).",
          "Eleven cars have twelve cylinders, all of them from the 1970s.")

    co = table("spider_car_1", "How many car makers and models does each continent have?",
               "SELECT co.continent, count(DISTINCT cm.id) AS makers, count(DISTINCT ml.modelid) AS models "
               "FROM continents co JOIN countries c ON c.continent = co.contid "
               "JOIN car_makers cm ON cm.country = c.countryid LEFT JOIN model_list ml ON ml.maker = cm.id "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    eu, asia, am = co["europe"], co["asia"], co["america"]
    r = eu["makers"] / asia["makers"]
    rt, rd = num(r, 2)
    book.case(co.db, co.rid, "comparison", [
        Claim(f"For every Asian car maker there are {rt} European ones",
              [off(co, "off", f"For every Asian car maker there are {w(r * 1.6, rd)} European ones", r, r * 1.6, rd)]),
        Claim(f"({int(eu['makers'])} against {int(asia['makers'])})."),
    ])
    pm = am["models"] / am["makers"]
    pt, pd = num(pm, 2)
    book.case(co.db, co.rid, "per_unit", [
        Claim(f"America has few makers but many models: {int(am['models'])} across {say(int(am['makers']))} makers,"),
        Claim(f"or {pt} models a maker",
              [off(co, "neighbour_row", f"or {w(eu['models'] / eu['makers'], pd)} models a maker", pm,
                   eu["models"] / eu["makers"], pd, real=True),
               off(co, "off", f"or {w(pm * 1.5, pd)} models a maker", pm, pm * 1.5, pd)]),
        Claim(f"(Europe manages {n(eu['models'] / eu['makers'], 2)})."),
    ])


def flights(book):
    fl = table("defog_atis", "How many flights does each airline run, with how much flying time in seconds?",
               "SELECT airline_code, count(*) AS flights, sum(time_elapsed) AS total_seconds, "
               "max(time_elapsed) AS longest_seconds FROM flight GROUP BY 1 ORDER BY 3 DESC, 1")
    book.case(fl.db, fl.rid, "conversion", [
        Claim(f"AA flies {say(int(fl['AA']['flights']))} of the flights"),
        convert(fl, "AA", "total_seconds", 0, lambda v, c: f"for {v} seconds in all, {c} hours.", 0, 1 / 3600, 2,
                (1 / 60, 1 / 1000, 1 / 600)),
    ])
    book.case(fl.db, fl.rid, "conversion", [
        convert(fl, "VX", "longest_seconds", 1,
                lambda v, c: f"The longest single flight is VX's, at {v} seconds (roughly {c} minutes)", 0, 1 / 60, 1,
                (1 / 3600, 1 / 100, 1 / 1000)),
        Claim("— and it is VX's only flight."),
    ])
    book.case(fl.db, fl.rid, "conversion", [
        Claim("\n| Airline | Seconds | Hours |\n|---|---:|---:|"),
        convert(fl, "WN", "total_seconds", 2, lambda v, c: f"\n| WN | {v} | {c} |", 0, 1 / 3600, 2,
                (1 / 60, 1 / 1000)),
        convert(fl, "UA", "total_seconds", 2, lambda v, c: f"\n| UA | {v} | {c} |", 0, 1 / 3600, 2,
                (1 / 60, 1 / 1000)),
    ], pre="Flying time for two carriers:")
    compare(book, fl, "total_seconds", "VX", "AS", 1, "seconds of flying", much="as long")
    book.case(fl.db, fl.rid, "plain", [
        Claim(f"AA is the busiest carrier ({say(int(fl['AA']['flights']))} flights);"),
        Claim(f"its longest leg lasts {int(fl['AA']['longest_seconds']):,} seconds",
              [off(fl, "neighbour_row", f"its longest leg lasts {int(fl['UA']['longest_seconds']):,} seconds",
                   fl["AA"]["longest_seconds"], fl["UA"]["longest_seconds"], 0, real=True)]),
        Claim(f"and its three flights log {int(fl['AA']['total_seconds']):,} seconds together."),
    ], derived=False, pre="Who flies most?")
    secs = fl.col("total_seconds")
    fls = fl.col("flights")
    avg = sum(secs) / sum(fls)
    at, ad = num(avg / 60, 1)
    book.case(fl.db, fl.rid, "per_unit", [
        Claim(f"Across all {int(sum(fls))} flights the average is {int(round(avg)):,} seconds,"),
        Claim(f"about {at} minutes a flight.",
              [off(fl, "off", f"about {w(avg / 60 * 1.5, ad)} minutes a flight.", avg / 60, avg / 60 * 1.5, ad),
               off(fl, "wrong_factor", f"about {w(avg / 100, ad)} minutes a flight.", avg / 60, avg / 100, ad)]),
    ])
    empty(book, "defog_atis", "Which flights take more than a day?",
          "SELECT flight_id FROM flight WHERE time_elapsed > 86400",
          "None of them: zero flights run longer than a day, as the empty result shows.",
          "Three flights, all of them AA's, take more than a day.")


def cities(book):
    cp = table("defog_geography", "How many of the listed cities, and how many people in them, are in each country?",
               "SELECT country_name, count(*) AS cities, sum(population) AS population FROM city GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    compare(book, cp, "population", "United States", "Brazil", 1, "city population", much="as many people")
    compare(book, cp, "population", "India", "Japan", 4, "city population")
    share_case(book, cp, "population", "United States", 0, "the listed population", other="Brazil",
               verb="holds")
    us = cp["United States"]
    book.case(cp.db, cp.rid, "per_unit", [
        Claim(f"The {say(int(us['cities']))} American cities average {int(us['population'] / us['cities']):,} people",
              [off(cp, "off", f"The {say(int(us['cities']))} American cities average "
                   f"{int(us['population'] / us['cities'] * 1.45):,} people", us["population"] / us["cities"],
                   int(us["population"] / us["cities"] * 1.45), 0)]),
        Claim(f"({us['population'] / 1e6:.1f} million in all).",
              [off(cp, "off", f"({us['population'] / 1e6 * 1.3:.1f} million in all).", us["population"] / 1e6,
                   us["population"] / 1e6 * 1.3, 1)]),
    ])



def run_set(book, sections, label):
    """The command line every labelled set from this one on shares: --out
    FILE, and --build-only to write the answers without checking any; else
    check each, write it with its verdict, and print the aggregates only."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--build-only", action="store_true", help="write the answers, check none")
    args = ap.parse_args()
    for section in sections:
        section(book)
    if args.build_only:
        with open(args.out, "w") as fh:
            for a in book.items:
                fh.write(json.dumps(a, ensure_ascii=False) + "\n")
        for shape in SHAPES:
            g = sum(1 for a in book.items if a["shape"] == shape and a["label"] == "plausible")
            b = sum(1 for a in book.items if a["shape"] == shape and a["label"] == "implausible")
            print(f"{shape:12s} {g:3d} grounded, {b:3d} wrong")
        return 0
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report(label, items, SHAPES)
    return 0


def main():
    sections = (northwind, chinook, heroes, cars, flights, cities)
    return run_set(Book10(), sections, "eleventh set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
