#!/usr/bin/env python3
"""
plausibility_fresh13.py — a fourteenth labelled set for check_answer, held
out whole: answers the way a language-model analyst writes in a multi-turn
chat, as follow-ups to an earlier answer and as data-journalism prose, over
the tables the other sets use least: defog-dev's geography (US states'
people, land and borders, cities against the states they sit in, rivers per
country), northwind (freight per shipper and per year, shipping times and
late shipments per shipper, employees' orders per year), chinook (Led
Zeppelin's albums and their track lengths, customers and spending per
country, spending per year in three countries), Spider's pets_1 (students by
sex, by home city and by age), voter_1 (area codes per hundreds series),
course_teach (which teacher takes which course for which grade) and
cre_Doc_Template_Mgt (paragraphs per document), and BIRD's superhero
(heights and weights per publisher and per alignment, the tallest heroes),
with queries of their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is what the
other sets lack: follow-up turns of a chat ("Good follow-up.", "Picking up
from my last answer,", "as I mentioned", "compared with the total above")
in long flowing paragraphs rather than bullets; sentences that walk through
several rows in order ("United Package leads with $28,244.90, followed by
Federal Shipping ($20,512.50) and Speedy Express ($16,185.30)"); comparing
verbs ("outpaces", "edges out", "trails X by", "lags", "dwarfs", "is a third
again as large as", "half as many as", "up from", "down from"); shares as
"two in three", "three out of every four", "one in seven", with "per cent"
and "percent"; hedges "just shy of", "a shade over", "well over", "getting
on for"; conclusions that restate a figure in another form (a ratio and its
percent, a total and its average, a share and its count). Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's and fresh11's):
  comparison  differences, multiples and their percent, comparing verbs,
              a third again, half as many
  change      up from and down from between years, percent change, the
              multiple restated
  per_unit    totals over counts, a total and its average, weighted averages
              of group averages, one row's share in words and per cent, the
              leading rows' share
  conversion  km as miles, square km as square miles, cm as inches and feet,
              kg as pounds, milliseconds as minutes, days as hours
  zero_ident  zero for an empty result, digits inside identifiers (employee
              numbers, document ids, teacher and course ids, area codes)
  plain       rows walked through in order, cells, counts and totals,
              hedged bounds
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

Only aggregates are printed (the set stays held out).
"""
import sys

from plausibility_fresh4 import Claim, pick, say
from plausibility_fresh7 import LB_PER_KG, dd_of, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, cap, convert, empty, ident, nbr_of, ratio_words, run_set, table

MI_PER_KM = 0.621371192
SQMI_PER_SQKM = 0.386102159
IN_PER_CM = 1 / 2.54
FT_PER_CM = 1 / 30.48

# follow-up turns of a chat: what the analyst says before the figures (no figures in them)
FOLLOW = ["Good follow-up.", "Picking up from my last answer:", "Sure — building on the table above:",
          "To answer the follow-up:", "", "Right, digging a little deeper into the same rows:",
          "Happy to expand on that.", "", "Following on from the breakdown I gave you:",
          "Yes — and here's the fuller picture.", "Coming back to your earlier question:", ""]


def lead(book, pre, k=0):
    """A follow-up opener, number-free, unless the caller gave one."""
    return pre if pre else FOLLOW[(book.cases + k) % len(FOLLOW)]


def plural(x):
    if x.endswith("y"):
        return x[:-1] + "ies"
    if x.endswith("s"):
        return x
    return x + ("es" if x.endswith("o") else "s")


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def joined(names):
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# ---------------------------------------------------------------------------
# shares in words and hedged figures, the way data journalists write them
# ---------------------------------------------------------------------------

IN_WORDS = [(1 / 2, "one in two"), (1 / 3, "one in three"), (2 / 3, "two in three"), (1 / 4, "one in four"),
            (3 / 4, "three out of every four"), (1 / 5, "one in five"), (2 / 5, "two in five"),
            (3 / 5, "three in five"), (4 / 5, "four out of every five"), (1 / 10, "one in ten"),
            (3 / 10, "three in ten"), (7 / 10, "seven out of every ten"), (9 / 10, "nine in ten"),
            (1 / 6, "one in six"), (1 / 7, "one in seven"), (1 / 8, "one in eight"), (1 / 20, "one in twenty")]


def in_n(s):
    """A share as "N in M" within 1.5 points of s, with its hedge ("roughly", "nearly", "just over"),
    and one at least 8 points away; or (None, None)."""
    f, wd = min(IN_WORDS, key=lambda c: abs(c[0] - s))
    if abs(f - s) > 0.015:
        return None, None
    bad = sorted((c for c in IN_WORDS if abs(c[0] - s) >= 0.08), key=lambda c: abs(c[0] - s))[0][1]
    if abs(f - s) < 0.003:
        return wd, bad
    if s < f:
        return f"nearly {wd}", f"nearly {bad}"
    return f"just over {wd}", f"just over {bad}"


def hedge(v):
    """A round figure v sits near, with the words for which side it falls on: "a shade over 1,000",
    "just shy of 360" (within 3%), "getting on for 9,000" (3-10% under), "well over 200" (8-25% over):
    (words, round figure, false round figure) or None. The false figure is round too and wrong for the
    words (well above v for the "under" words, well above v for the "over" words)."""
    a = abs(v)
    steps = (1e5, 1e4, 1000, 100, 10)
    for step in steps:
        if step > a / 4:
            continue
        r = round(v / step) * step
        g = (v - r) / a
        if 0.002 < g <= 0.03:
            return "a shade over", r, round(v * 1.4 / step) * step
        if -0.03 <= g < -0.002:
            return "just shy of", r, round(v * 0.65 / step) * step
    for step in steps:
        if step > a / 4:
            continue
        up = -(-v // step) * step
        if 0.03 < (up - v) / up <= 0.10:
            return "getting on for", up, round(v * 0.6 / step) * step
        lo = (v // step) * step
        if lo and 1.08 <= v / lo <= 1.25:
            return "well over", lo, round(v * 1.45 / step) * step
    return None


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def walk(book, t, col, keys, k, noun, cash=False, d=0, unit="", label=None, pre="", after=()):
    """Rows walked through in order: "X leads with A, followed by Y (B) and Z (C)"; twin: one of the
    followers given the value of the next row after the last named."""
    d = 2 if cash and d == 0 else d
    L = label or (lambda x: x)
    S, _ = shows(cash, d, unit)
    first, rest = keys[0], keys[1:]
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    beyond = [x for x in order if x not in keys]
    form = k % 3

    def text(vals):
        fol = joined([f"{L(x)} ({v})" for x, v in zip(rest, vals)])
        if form == 0:
            return f"{cap(L(first))} leads with {S(t[first][col])} {noun}, followed by {fol}."
        if form == 1:
            return (f"At the top sits {L(first)}, on {S(t[first][col])} {noun}; behind it come {fol}, in that "
                    f"order.")
        return f"Reading down the list, {L(first)} comes first with {S(t[first][col])} {noun}, then {fol}."

    vals = [S(t[x][col]) for x in rest]
    tw = []
    if beyond:
        nb = beyond[0]
        i = len(rest) - 1
        if S(t[nb][col]) != vals[i]:
            bad = vals[:i] + [S(t[nb][col])]
            tw.append(off(t, "neighbour_row", text(bad), t[rest[i]][col], t[nb][col], dd_of(t[rest[i]][col], d, cash),
                          real=True))
    dd = dd_of(t[first][col], d, cash)
    bad_first = text(vals).replace(S(t[first][col]), shows(cash, d, unit)[1](t[first][col] * 1.35, dd), 1)
    tw.append(off(t, "off", bad_first, t[first][col], t[first][col] * 1.35, dd))
    book.case(t.db, t.rid, "plain", [Claim(text(vals), tw)] + list(after), derived=False, pre=lead(book, pre))


def duel(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre="", va=None, vb=None):
    """Two named rows, the larger first, with a comparing verb and the figure restated in another form."""
    d = 2 if cash and d == 0 else d
    if va is None:
        if t[a][col] < t[b][col]:
            a, b = b, a
        va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    hi, hid = num(100 * diff / vb, 1)       # a is N% above b
    lo, lod = num(100 * diff / va, 1)       # b is N% below a
    of, ofd = num(100 * vb / va, 1)         # b is N% of a
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    rw = ratio_words(r)
    nb = nbr_of(t, b, avoid=(a,)) if b in t.by else None
    nbr = (lambda fmt: off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], dd_of(vb, d, cash), real=True)
           if nb and S(t[nb][col]) != S(vb) else None)
    form = k % 6
    if form == 0:
        claims = [Claim(f"{cap(A)} outpaces {B} on {noun}, {S(va)} against {S(vb)}",
                        [nbr(lambda x: f"{cap(A)} outpaces {B} on {noun}, {S(va)} against {x}")]),
                  Claim(f"— a ratio of {rt} to one, or {hi} per cent more.",
                        [off(t, "wrong_base", f"— a ratio of {rt} to one, or {w(100 * diff / va, hid)} per cent more.",
                             100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 1:
        claims = [Claim(f"{cap(B)} trails {A} by {S(diff)} on {noun} ({S(vb)} to {S(va)}),",
                        [off(t, "off", f"{cap(B)} trails {A} by {W(diff * 1.6, dd)} on {noun} ({S(vb)} to {S(va)}),",
                             diff, diff * 1.6, dd)]),
                  Claim(f"which leaves it at {of} percent of {poss(A)} level.",
                        [off(t, "complement", f"which leaves it at {w(100 - 100 * vb / va, ofd)} percent of {poss(A)} "
                             f"level.", 100 * vb / va, 100 - 100 * vb / va, ofd, real=True)])]
    elif form == 2:
        if r >= 3:
            head = f"{cap(A)} dwarfs {B} on {noun}: at {S(va)} it is {rt} times {poss(B)} {S(vb)}"
            bad = f"{cap(A)} dwarfs {B} on {noun}: at {S(va)} it is {w(r * 1.5 + 0.5, rd)} times {poss(B)} {S(vb)}"
        elif rw:
            head = f"{cap(A)} has {rw} {poss(B)} {noun} ({S(va)} against {S(vb)})"
            bad = None
        else:
            head = f"{cap(A)} runs to {rt} times {poss(B)} {noun} ({S(va)} against {S(vb)})"
            bad = f"{cap(A)} runs to {w(r * 1.5 + 0.3, rd)} times {poss(B)} {noun} ({S(va)} against {S(vb)})"
        claims = [Claim(head, [off(t, "off", bad, r, r * 1.5 + (0.5 if r >= 3 else 0.3), rd) if bad else None]),
                  Claim(f"— put the other way round, {A} is {hi} percent larger.",
                        [off(t, "wrong_base", f"— put the other way round, {A} is {w(100 * diff / va, hid)} percent "
                             f"larger.", 100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 3:
        if r < 1.15:
            claims = [Claim(f"{cap(A)} edges out {B}, {S(va)} to {S(vb)} on {noun},",
                            [nbr(lambda x: f"{cap(A)} edges out {B}, {S(va)} to {x} on {noun},")]),
                      Claim(f"a margin of just {S(diff)}.",
                            [off(t, "off", f"a margin of just {W(diff * 2.2, dd)}.", diff, diff * 2.2, dd)])]
        else:
            claims = [Claim(f"{cap(B)} lags well behind {A} on {noun} — {S(vb)} against {S(va)},",
                            [nbr(lambda x: f"{cap(B)} lags well behind {A} on {noun} — {x} against {S(va)},")]),
                      Claim(f"{lo} per cent lower.",
                            [off(t, "wrong_base", f"{w(100 * diff / vb, lod)} per cent lower.", 100 * diff / va,
                                 100 * diff / vb, lod, real=True)])]
    elif form == 4:
        sh, shd = num(100 * va / (va + vb), 1)
        if abs(r - 4 / 3) / r < 0.02:
            head, bad = (f"{cap(A)} is a third again as large as {B} on {noun}",
                         f"{cap(A)} is twice as large as {B} on {noun}")
        elif abs(r - 1.5) / r < 0.02:
            head, bad = (f"{cap(A)} is half again as large as {B} on {noun}",
                         f"{cap(A)} is three times as large as {B} on {noun}")
        elif abs(r - 2) / r < 0.025:
            head, bad = (f"{cap(B)} has half as many {noun} as {A}", f"{cap(B)} has a quarter as many {noun} as {A}")
        else:
            head, bad = f"{cap(A)} stands at {rt} times {B} on {noun}", None
        claims = [Claim(head, [("false_bound", bad) if bad else
                               off(t, "off", f"{cap(A)} stands at {w(r * 1.6 + 0.4, rd)} times {B} on {noun}", r,
                                   r * 1.6 + 0.4, rd)]),
                  Claim(f"({S(va)} against {S(vb)}); of the {S(va + vb)} the pair hold between them, {A} accounts for "
                        f"{sh} percent.",
                        [off(t, "ratio_as_share", f"({S(va)} against {S(vb)}); of the {S(va + vb)} the pair hold "
                             f"between them, {A} accounts for {w(100 * vb / va, shd)} percent.", 100 * va / (va + vb),
                             100 * vb / va, shd, real=True)])]
    else:
        claims = [Claim(f"At {S(va)}, {A} sits {S(diff)} ahead of {B} on {noun}",
                        [off(t, "off", f"At {S(va)}, {A} sits {W(diff * 0.55, dd)} ahead of {B} on {noun}", diff,
                             diff * 0.55, dd)]),
                  Claim(f"({S(vb)}) — that is {rt} times the figure, or {hi} percent more."
                        if r >= 1.15 else f"({S(vb)}) — {hi} percent more.",
                        [off(t, "wrong_base", (f"({S(vb)}) — that is {rt} times the figure, or "
                                               f"{w(100 * diff / va, hid)} percent more." if r >= 1.15 else
                                               f"({S(vb)}) — {w(100 * diff / va, hid)} percent more."),
                             100 * diff / vb, 100 * diff / va, hid, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=lead(book, pre))


def move(book, t, v1, v2, k, noun, l1, l2, cash=False, d=0, unit="", nb=None, pre=""):
    """From one period to the next ("up from", "down from"), with the percent change over the first; nb: a
    real value of the result that sits beside v1 (the neighbouring row's or column's), for its twin."""
    d = 2 if cash and d == 0 else d
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    pct, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    base = lambda fmt: off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)
    nbt = (lambda fmt: off(t, "neighbour_row", fmt(S(nb)), v1, nb, dd_of(v1, d, cash), real=True)
           if nb is not None and S(nb) != S(v1) else None)
    form = k % 4
    if form == 0:
        claims = [Claim(f"{cap(l2)} brought {S(v2)} in {noun}, {'up' if up else 'down'} from {S(v1)} in {l1}",
                        [nbt(lambda x: f"{cap(l2)} brought {S(v2)} in {noun}, {'up' if up else 'down'} from {x} in "
                             f"{l1}")]),
                  Claim(f"— a {'rise' if up else 'fall'} of {pct} per cent.",
                        [base(lambda x: f"— a {'rise' if up else 'fall'} of {x} per cent.")])]
    elif form == 1:
        claims = [Claim(f"As I mentioned, {l1} stood at {S(v1)} in {noun};"),
                  Claim(f"{l2} {'climbed' if up else 'slipped'} to {S(v2)}, {S(abs(diff))} {'more' if up else 'less'},",
                        [off(t, "off", f"{l2} {'climbed' if up else 'slipped'} to {S(v2)}, {W(abs(diff) * 1.7, dd)} "
                             f"{'more' if up else 'less'},", abs(diff), abs(diff) * 1.7, dd)]),
                  Claim(f"or {pct} percent {'up' if up else 'down'}.",
                        [base(lambda x: f"or {x} percent {'up' if up else 'down'}.")])]
    elif form == 2:
        if up:
            r = v2 / v1
            rt, rd = num(r, 1 if r >= 1.5 else 2)
            tail = Claim(f"— put as a multiple, {l2} is {rt} times {l1}.",
                         [off(t, "off", f"— put as a multiple, {l2} is {w(r * 1.5 + 0.3, rd)} times {l1}.", r,
                              r * 1.5 + 0.3, rd)])
        else:
            s = 100 * v2 / v1
            st, sd = num(s, 1)
            tail = Claim(f"— in other words {l2} ran at {st} percent of the {l1} level.",
                         [off(t, "complement", f"— in other words {l2} ran at {w(100 - s, sd)} percent of the {l1} "
                              f"level.", s, 100 - s, sd, real=True)])
        claims = [Claim(f"{cap(noun)} {'rose' if up else 'fell'} by {pct} per cent between {l1} and {l2}, from "
                        f"{S(v1)} to {S(v2)}",
                        [base(lambda x: f"{cap(noun)} {'rose' if up else 'fell'} by {x} per cent between {l1} and "
                              f"{l2}, from {S(v1)} to {S(v2)}")]),
                  tail]
    else:
        claims = [Claim(f"Compared with the {l1} figure above ({S(v1)}), {noun} in {l2} came to {S(v2)}",
                        [nbt(lambda x: f"Compared with the {l1} figure above ({x}), {noun} in {l2} came to {S(v2)}")]),
                  Claim(f"— {'up' if up else 'down'} {pct} percent, a {'gain' if up else 'drop'} of {S(abs(diff))}.",
                        [base(lambda x: f"— {'up' if up else 'down'} {x} percent, a {'gain' if up else 'drop'} of "
                              f"{S(abs(diff))}.")])]
    book.case(t.db, t.rid, "change", claims, pre=lead(book, pre))


def apiece(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, sfx="", pre="", units=None):
    """A total over a count for one row, the total and its average restated."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2, sfx)
    rd = dd_of(r, d, cash)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    units = units or unit + "s"
    form = k % 3
    if form == 0:
        fmt = lambda x: (f"{cap(name)}'s {St(tot)} of {what}, spread across its {int(cnt):,} {units}, works out at "
                         f"{x} per {unit}.")
    elif form == 1:
        fmt = lambda x: (f"Divide the {St(tot)} {what} for {name} by the {int(cnt):,} {units} behind it and you get "
                         f"an average of {x} per {unit}.")
    else:
        fmt = lambda x: f"That total of {St(tot)} for {name} is, in other words, {x} per {unit} over {int(cnt):,} {units}."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=lead(book, pre))


def overall(book, t, col, k, noun, per, cash=False, d=0, avg_d=2, unit="", pre="", keys=None):
    """The column's total and its average per row: "N in all, or an average of M per X"."""
    keys = keys or t.order
    vals = [t[x][col] for x in keys]
    tot = sum(vals)
    avg = tot / len(vals)
    S, W = shows(cash, d, unit)
    A, AW = shows(cash, avg_d, unit)
    ad = dd_of(avg, avg_d, cash)
    td = dd_of(tot, d, cash)
    if k % 2 == 0:
        claims = [Claim(f"Added up, the {say(len(vals))} {plural(per)} come to {S(tot)} {noun},",
                        [off(t, "off", f"Added up, the {say(len(vals))} {plural(per)} come to {W(tot * 1.3, td)} {noun},",
                             tot, tot * 1.3, td)]),
                  Claim(f"which is an average of {A(avg)} per {per}.",
                        [off(t, "off", f"which is an average of {AW(avg * 1.6, ad)} per {per}.", avg, avg * 1.6, ad)])]
    else:
        claims = [Claim(f"Compared with the total above — {S(tot)} {noun} across {say(len(vals))} {plural(per)} —",
                        [off(t, "off", f"Compared with the total above — {W(tot * 0.7, td)} {noun} across "
                             f"{say(len(vals))} {plural(per)} —", tot, tot * 0.7, td)]),
                  Claim(f"the typical {per} accounts for {A(avg)}.",
                        [off(t, "off", f"the typical {per} accounts for {AW(avg * 1.45, ad)}.", avg, avg * 1.45, ad)])]
    book.case(t.db, t.rid, "per_unit", claims, pre=lead(book, pre))


def slice_(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, pre="", tot=None):
    """One row's share of the column total: in words ("two in three", "one in seven") and in per cent or
    percent; twins: a false share in words, the complement, the share of the wrong total."""
    S, _ = shows(cash, d)
    v = t[key][col]
    tot = tot if tot is not None else sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    pc = pick([" per cent", " percent"], k)
    good, bad = in_n(s)
    form = k % 3
    tw = []
    if good and form != 2:
        if form == 0:
            fmt = lambda x: f"That makes {name} {good} of {whole}: {S(v)} of the {S(tot)}, or {x}{pc}."
            tw.append(("false_bound", f"That makes {name} {bad} of {whole}: {S(v)} of the {S(tot)}."))
        else:
            fmt = lambda x: f"{cap(poss(name))} share of {whole} is {x}{pc} ({S(v)} of {S(tot)}) — {good}."
            tw.append(("false_bound", f"{cap(poss(name))} share of {whole} is {bad} ({S(v)} of {S(tot)})."))
    else:
        fmt = lambda x: f"Compared with the total above ({S(tot)}), {poss(name)} {S(v)} is {x}{pc} of {whole}."
    tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
    if other:
        ws = 100 * v / (v + t[other][col])
        tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(st), tw)], pre=lead(book, pre))


def leaders(book, t, col, m, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """The top m rows together and their share of the total, in words and percent; twins: off sum,
    complement, a false share in words."""
    S, W = shows(cash, d, unit)
    L = label or (lambda x: x)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num(100 * s, 1)
    dd = dd_of(sm, d, cash)
    names = joined([L(x) for x in order])
    good, bad = in_n(s)
    claims = [Claim(f"Between them the top {say(m)}, {names}, account for {S(sm)} of {noun},",
                    [off(t, "off", f"Between them the top {say(m)}, {names}, account for {W(sm * 1.35, dd)} of "
                         f"{noun},", sm, sm * 1.35, dd)])]
    if good:
        claims.append(Claim(f"{good} of the {S(tot)} total, or {st} percent.",
                            [("false_bound", f"{bad} of the {S(tot)} total."),
                             off(t, "complement", f"{good} of the {S(tot)} total, or {w(100 - 100 * s, sd)} percent.",
                                 100 * s, 100 - 100 * s, sd, real=True)]))
    else:
        claims.append(Claim(f"which is {st} per cent of the {S(tot)} total.",
                            [off(t, "complement", f"which is {w(100 - 100 * s, sd)} per cent of the {S(tot)} total.",
                                 100 * s, 100 - 100 * s, sd, real=True)]))
    book.case(t.db, t.rid, "per_unit", claims, pre=lead(book, pre))


def blended(book, t, avg_col, n_col, k, noun, per, d=1, unit="", keys=None, pre=""):
    """The weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    if k % 2 == 0:
        fmt = lambda x: (f"Pooling all {int(sum(ns)):,} {plural(per)}, rather than averaging the {say(len(keys))} group "
                         f"figures, the overall {noun} comes out at {x}{unit}.")
    else:
        fmt = lambda x: (f"Weighted by the number of {plural(per)} in each group, the {noun} across the board is {x}{unit} "
                         f"— the figure to quote if someone asks for one number.")
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain,
                                                              wd, real=True)])], pre=lead(book, pre))


def around(book, t, col, key, k, what, cash=False, label=None, pre="", after=()):
    """A cell given by a hedged round figure ("just shy of", "a shade over", "getting on for", "well
    over"), the exact figure after it; twin: a round figure the words do not fit."""
    v = t[key][col]
    h = hedge(v)
    if h is None:
        return
    words, r, _ = h
    S, _ = shows(cash, 2 if cash else 0)
    R = (lambda x: f"${x:,.0f}") if cash else (lambda x: f"{x:,.0f}")
    name = label or key
    fmt = pick([lambda x: f"{cap(name)} comes in {words} {x} {what}",
                lambda x: f"For {name} the figure is {words} {x} {what}",
                lambda x: f"{cap(name)}, for the record, is {words} {x} {what}"], k)
    step = 10 ** max(len(str(int(abs(r)))) - 2, 1)
    tw = None
    for f in (1.4, 0.65, 1.7, 0.5, 2.0, 0.4):
        tw = off(t, "false_bound", fmt(R(round(v * f / step) * step)), v, round(v * f / step) * step, 0, approx=True,
                 alts=[])
        if tw:
            break
    book.case(t.db, t.rid, "plain", [Claim(fmt(R(r)), [tw]),
                                     Claim(f"({S(v)} exactly).")] + list(after), derived=False, pre=lead(book, pre))


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, before=(), after=(), hedge_=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(before) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                   hedge=hedge_)] + list(after), pre=lead(book, pre))


def usd(v, d=2):
    return shows(True, d)[0](v)


# ---------------------------------------------------------------------------
# northwind: freight per shipper and per year, shipping times, employees' orders per year
# ---------------------------------------------------------------------------


YEAR = "extract(year FROM o.order_date)"


def northwind(book):
    sf = table("northwind", "Per shipper: orders, total freight, freight in 1996, 1997 and 1998, and the heaviest "
               "single freight charge?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(sum(o.freight)::numeric, 2) AS freight, "
               f"round((sum(o.freight) FILTER (WHERE {YEAR} = 1996))::numeric, 2) AS freight_1996, "
               f"round((sum(o.freight) FILTER (WHERE {YEAR} = 1997))::numeric, 2) AS freight_1997, "
               f"round((sum(o.freight) FILTER (WHERE {YEAR} = 1998))::numeric, 2) AS freight_1998, "
               "round(max(o.freight)::numeric, 2) AS top_freight FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 3 DESC")
    up, fs, se = "United Package", "Federal Shipping", "Speedy Express"
    walk(book, sf, "freight", [up, fs, se], 0, "in freight", cash=True)
    duel(book, sf, "freight", up, se, 0, "freight", cash=True)
    move(book, sf, sf[up]["freight_1996"], sf[up]["freight_1997"], 0, "United Package freight", "1996", "1997",
         cash=True,
         nb=sf[fs]["freight_1996"], pre="And how did freight move year to year?")
    move(book, sf, sf[fs]["freight_1997"], sf[fs]["freight_1998"], 2, "Federal Shipping's freight", "1997",
         "1998 (a part year)", cash=True)
    move(book, sf, sf[se]["freight_1997"], sf[se]["freight_1998"], 3, "freight for Speedy Express", "1997",
         "1998", cash=True, nb=sf[se]["freight_1996"])
    t96, t97 = sum(sf.col("freight_1996")), sum(sf.col("freight_1997"))
    move(book, sf, t96, t97, 1, "freight across all three shippers", "1996", "1997", cash=True)
    apiece(book, sf, "freight", "orders", fs, 0, "order", "freight", cash=True)
    apiece(book, sf, "freight", "orders", se, 1, "order", "freight", cash=True)
    slice_(book, sf, "freight", up, 0, "all freight", other=fs, cash=True)
    slice_(book, sf, "orders", se, 1, "orders", other=up, label="Speedy Express")
    overall(book, sf, "orders", 0, "orders", "shipper")
    around(book, sf, "top_freight", fs, 0, "for its single heaviest charge", cash=True, label="Federal Shipping")
    around(book, sf, "freight_1997", se, 1, "of freight in 1997", cash=True, label="Speedy Express")
    book.case("northwind", sf.rid, "plain", [
        Claim(f"Across the three shippers the bill comes to {usd(sum(sf.col('freight')))}",
              [off(sf, "off", f"Across the three shippers the bill comes to "
                   f"{shows(True, 2)[1](sum(sf.col('freight')) * 1.35, 2)}", sum(sf.col("freight")),
                   sum(sf.col("freight")) * 1.35, 2)]),
        Claim(f"on {int(sum(sf.col('orders'))):,} orders, and no single charge tops Federal Shipping's "
              f"{usd(sf[fs]['top_freight'])}.",
              [off(sf, "neighbour_row", f"on {int(sum(sf.col('orders'))):,} orders, and no single charge tops Federal "
                   f"Shipping's {usd(sf[up]['top_freight'])}.", sf[fs]["top_freight"], sf[up]["top_freight"], 2,
                   real=True)]),
    ], derived=False, pre=lead(book, ""))
    empty(book, "northwind", "Which orders carried more than $1,500 in freight?",
          "SELECT order_id, freight FROM orders WHERE freight > 1500",
          "None of them. The query comes back empty: zero orders carried freight above $1,500, so the outliers "
          "I mentioned are large but not extreme.",
          "Three orders carried more than $1,500 in freight, all of them shipped by Federal Shipping.",
          pre="Follow-up: were any freight charges really extreme?")

    sd = table("northwind", "Per shipper, for shipped orders: how many, the average days from order to shipment, how "
               "many shipped after the required date, and the slowest?",
               "SELECT s.company_name AS shipper, count(*) AS shipped, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "max(o.shipped_date - o.order_date) AS slowest_days FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.shipped_date IS NOT NULL GROUP BY 1 ORDER BY 3")
    duel(book, sd, "avg_days", up, fs, 5, "average time to ship", d=2, unit=" days")
    duel(book, sd, "late", up, fs, 1, "late shipments")
    slice_(book, sd, "late", up, 0, "United Package's shipments", label="late deliveries",
           tot=sd[up]["shipped"])
    conv(book, sd, se, "avg_days", 0, lambda v, c: f"Speedy Express averages {v} days from order to dispatch, which "
         f"is about {c} hours of waiting", 2, 24, 1, (1 / 24, 60, 7, 12, 1 / 7, 1.5, 30),
         after=[Claim("— not what the name promises.")])
    conv(book, sd, fs, "avg_days", 1, lambda v, c: f"Federal Shipping's {v} days come to {c} hours on average.", 2, 24,
         0, (1 / 24, 60, 7, 12, 1 / 7))
    book.case("northwind", sd.rid, "zero_ident", [
        Claim(f"All three shippers have a slowest case of over a month ({int(sd[fs]['slowest_days'])} days at "
              f"Federal Shipping, {int(sd[up]['slowest_days'])} at the other two);"),
        Claim(f"none of them gets through its shipped orders with zero late deliveries — even Federal Shipping has "
              f"{say(int(sd[fs]['late']))}.",
              [words_twin("number_words_wrong_row", f"none of them gets through its shipped orders with zero late "
                          f"deliveries — even Federal Shipping has {say(int(sd[up]['late']))}.", sd[fs]["late"],
                          sd[up]["late"])]),
    ], derived=False, pre=lead(book, ""))

    eo = table("northwind", "Per employee: employee number, and orders taken in 1996, 1997 and 1998, and in all?",
               "SELECT e.last_name AS employee, e.employee_id, "
               f"count(*) FILTER (WHERE {YEAR} = 1996) AS orders_1996, "
               f"count(*) FILTER (WHERE {YEAR} = 1997) AS orders_1997, "
               f"count(*) FILTER (WHERE {YEAR} = 1998) AS orders_1998, count(*) AS orders "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1, 2 ORDER BY 6 DESC, 1")
    walk(book, eo, "orders", ["Peacock", "Leverling", "Davolio", "Callahan"], 1, "orders")
    walk(book, eo, "orders_1997", ["Peacock", "Leverling", "Davolio"], 2, "orders in 1997",
         pre="And in 1997 alone?")
    duel(book, eo, "orders", "Peacock", "Buchanan", 2, "orders")
    duel(book, eo, "orders", "Leverling", "Davolio", 3, "orders")
    move(book, eo, eo["Peacock"]["orders_1996"], eo["Peacock"]["orders_1997"], 2, "orders taken by Peacock",
         "1996", "1997", nb=eo["Peacock"]["orders_1998"])
    move(book, eo, eo["King"]["orders_1997"], eo["King"]["orders_1998"], 0, "orders for King", "1997", "1998",
         nb=eo["King"]["orders_1996"])
    move(book, eo, eo["Leverling"]["orders_1997"], eo["Leverling"]["orders_1998"], 3, "Leverling's orders", "1997",
         "1998", nb=eo["Leverling"]["orders_1996"])
    slice_(book, eo, "orders", "Peacock", 0, "the orders", other="Leverling")
    leaders(book, eo, "orders", 3, 0, "the orders")
    overall(book, eo, "orders", 1, "orders", "employee", avg_d=1)
    ident(book, eo, "The busiest of the nine is Peacock, employee number 4, with the most orders in every one of "
          "the three years.", "employee number 4", "employee number 7", pre=lead(book, ""))
    ident(book, eo, "At the other end, Buchanan (employee 5) and Dodsworth (employee 9) took the fewest.",
          "employee 9", "employee 6")


# ---------------------------------------------------------------------------
# chinook: Led Zeppelin's albums, customers per country, spending per year
# ---------------------------------------------------------------------------


MS_MIN = 1 / 60000
MS_BADS = (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 36000, 1 / 100000, 1 / 30000, 1 / 600, 1 / 3600, 1 / 12000,
           1 / 20000, 1 / 45000, 1 / 24000)


def chinook(book):
    lz = table("chinook", "For each Led Zeppelin album: tracks, total length in ms, average track length and the "
               "longest track?",
               "SELECT al.title AS album, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "round(avg(t.milliseconds)) AS avg_ms, max(t.milliseconds) AS longest_ms FROM album al "
               "JOIN artist ar ON ar.artist_id = al.artist_id JOIN track t ON t.album_id = al.album_id "
               "WHERE ar.name = 'Led Zeppelin' GROUP BY 1 ORDER BY 3 DESC")
    b2, b1 = "BBC Sessions [Disc 2] [Live]", "BBC Sessions [Disc 1] [Live]"
    s1, s2 = "The Song Remains The Same (Disc 1)", "The Song Remains The Same (Disc 2)"
    conv(book, lz, b2, "total_ms", 0, lambda v, c: f"The second BBC Sessions disc is the longest of the fourteen at "
         f"{v} ms, or about {c} minutes of music", 0, MS_MIN, 1, MS_BADS,
         after=[Claim("— longer than any of the studio albums.")])
    conv(book, lz, s1, "longest_ms", 1, lambda v, c: f"The single longest track, on the first disc of The Song "
         f"Remains The Same, runs {v} ms — {c} minutes.", 0, MS_MIN, 1, MS_BADS)
    conv(book, lz, "Coda", "total_ms", 2, lambda v, c: f"Coda, the shortest album here, clocks {v} ms, which is "
         f"{c} minutes", 0, MS_MIN, 2, MS_BADS, after=[Claim(f"across its {say(int(lz['Coda']['tracks']))} tracks.")])
    conv(book, lz, "IV", "avg_ms", 3, lambda v, c: f"An average track on IV lasts {v} ms, or {c} minutes.", 0,
         MS_MIN, 2, MS_BADS)
    walk(book, lz, "tracks", [b1, b2, "Led Zeppelin III"], 0, "tracks",
         label=lambda x: {b1: "the first BBC Sessions disc", b2: "the second", "Led Zeppelin III": "Led Zeppelin III"}[x])
    duel(book, lz, "tracks", b1, s2, 2, "tracks", label=lambda x: {b1: "the first BBC disc",
                                                                   s2: "the second Song Remains disc"}[x])
    duel(book, lz, "avg_ms", "Presence", "Coda", 0, "average track length (ms)")
    overall(book, lz, "tracks", 0, "tracks", "album")
    mins = lambda x: lz[x]["total_ms"] / lz[x]["tracks"] * MS_MIN
    m, md = num(mins("Presence"), 2)
    book.case("chinook", lz.rid, "per_unit", [
        Claim(f"Presence packs {int(lz['Presence']['total_ms']):,} ms into {say(int(lz['Presence']['tracks']))} "
              f"tracks,"),
        Claim(f"which is an average of {m} minutes a track — long for a studio record.",
              [off(lz, "neighbour_row", f"which is an average of {w(mins('In Through The Out Door'), md)} minutes a "
                   f"track — long for a studio record.", mins("Presence"), mins("In Through The Out Door"), md,
                   real=True),
               off(lz, "off", f"which is an average of {w(mins('Presence') * 1.5, md)} minutes a track — long for a "
                   f"studio record.", mins("Presence"), mins("Presence") * 1.5, md)]),
    ], pre=lead(book, ""))

    cc = table("chinook", "For countries with two or more customers: customers, invoices and total spent?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
               "sum(i.total) AS spent FROM customer c JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 "
               "HAVING count(DISTINCT c.customer_id) >= 2 ORDER BY 4 DESC")
    CL = lambda x: {"USA": "the USA", "United Kingdom": "the UK", "Czech Republic": "the Czech Republic"}.get(x, x)
    walk(book, cc, "spent", ["USA", "Canada", "France", "Brazil"], 0, "in sales", cash=True, label=CL)
    duel(book, cc, "spent", "USA", "Canada", 0, "spending", cash=True, label=CL)
    duel(book, cc, "customers", "Canada", "Germany", 4, "customers")
    duel(book, cc, "spent", "France", "Brazil", 3, "spending", cash=True)
    apiece(book, cc, "spent", "customers", "France", 0, "customer", "spending", cash=True)
    apiece(book, cc, "spent", "customers", "Czech Republic", 1, "customer", "sales", cash=True,
           label="the Czech Republic")
    apiece(book, cc, "spent", "invoices", "USA", 2, "invoice", "spent", cash=True, label="the USA")
    slice_(book, cc, "customers", "USA", 0, "these customers", other="Canada", label="the USA")
    leaders(book, cc, "spent", 2, 1, "the spending", cash=True, label=CL)
    around(book, cc, "spent", "USA", 2, "in sales", cash=True, label="the USA")
    book.case("chinook", cc.rid, "plain", [
        Claim(f"{cap(say(len(cc)))} countries have at least two customers, and together they hold "
              f"{int(sum(cc.col('customers')))} customers"),
        Claim(f"who placed {int(sum(cc.col('invoices')))} invoices,",
              [off(cc, "off", f"who placed {int(sum(cc.col('invoices')) * 1.4)} invoices,", sum(cc.col("invoices")),
                   int(sum(cc.col("invoices")) * 1.4), 0)]),
        Claim("seven per customer almost everywhere — India, with two customers and thirteen invoices, is the "
              "one exception."),
    ], derived=False, pre=lead(book, ""))

    yr = table("chinook", "Per year: what did customers in the USA, Canada and France spend?",
               "SELECT extract(year FROM i.invoice_date)::int AS year, "
               "sum(i.total) FILTER (WHERE c.country = 'USA') AS usa, "
               "sum(i.total) FILTER (WHERE c.country = 'Canada') AS canada, "
               "sum(i.total) FILTER (WHERE c.country = 'France') AS france FROM invoice i "
               "JOIN customer c ON c.customer_id = i.customer_id GROUP BY 1 ORDER BY 1")
    move(book, yr, yr["2023"]["usa"], yr["2024"]["usa"], 0, "US spending", "2023", "2024", cash=True,
         nb=yr["2022"]["usa"])
    move(book, yr, yr["2024"]["usa"], yr["2025"]["usa"], 2, "US sales", "2024", "2025", cash=True)
    move(book, yr, yr["2021"]["canada"], yr["2022"]["canada"], 1, "Canadian spending", "2021", "2022", cash=True)
    move(book, yr, yr["2024"]["canada"], yr["2025"]["canada"], 2, "Canada's spending", "2024", "2025", cash=True)
    move(book, yr, yr["2022"]["france"], yr["2023"]["france"], 3, "French sales", "2022", "2023", cash=True,
         nb=yr["2021"]["france"])
    empty(book, "chinook", "Which customers come from Japan?",
          "SELECT first_name, last_name FROM customer WHERE country = 'Japan'",
          "None, as it happens — the customer list has no one in Japan, so that query returns zero rows.",
          "Two customers come from Japan, both based in Tokyo.",
          pre="You asked whether Japan shows up at all.")


# ---------------------------------------------------------------------------
# geography: US states, cities against their states, rivers per country
# ---------------------------------------------------------------------------


def geography(book):
    us = table("defog_geography", "For the US states listed: population, area in sq km and how many borders each "
               "has on record?",
               "SELECT s.state_name AS state, s.population, s.area AS area_sq_km, count(b.border) AS borders "
               "FROM state s LEFT JOIN border_info b ON b.state_name = s.state_name "
               "WHERE s.country_name = 'United States' GROUP BY 1, 2, 3 ORDER BY 2 DESC")
    walk(book, us, "population", ["New York", "Florida", "Michigan", "California"], 0, "people")
    duel(book, us, "population", "New York", "Texas", 2, "population")
    duel(book, us, "population", "Michigan", "Ohio", 4, "population")
    duel(book, us, "population", "California", "Texas", 4, "people")
    dens = lambda x: us[x]["population"] / us[x]["area_sq_km"]
    for k, (s, nb) in enumerate((("Michigan", "California"), ("Ohio", "Texas"))):
        dt, dd = num(dens(s), 2)
        fmt = pick([lambda x: f"{s} fits {int(us[s]['population']):,} people into {int(us[s]['area_sq_km']):,} sq km, "
                              f"which is {x} people per square kilometre.",
                    lambda x: f"On density, {s} works out at {x} residents a square kilometre "
                              f"({int(us[s]['population']):,} over {int(us[s]['area_sq_km']):,} sq km)."], k)
        book.case(us.db, us.rid, "per_unit", [
            Claim(fmt(dt), [off(us, "neighbour_row", fmt(w(dens(nb), dd)), dens(s), dens(nb), dd, real=True),
                            off(us, "off", fmt(w(dens(s) * 1.6, dd)), dens(s), dens(s) * 1.6, dd)])],
            pre=lead(book, ""))
    slice_(book, us, "population", "New York", 2, "people in the US states listed", other="Florida")
    overall(book, us, "population", 0, "people", "state")
    conv(book, us, "Florida", "area_sq_km", 0, lambda v, c: f"Florida's {v} sq km translate to about {c} square "
         f"miles.", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1, 0.25))
    conv(book, us, "Ohio", "area_sq_km", 1, lambda v, c: f"For American readers, Ohio's {v} km² is {c} sq mi", 0,
         SQMI_PER_SQKM, 1, (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1), after=[Claim("on the same basis.")])
    book.case(us.db, us.rid, "zero_ident", [
        Claim(f"California, Texas, New York and Florida have {say(int(us['Texas']['borders']))} borders on record "
              f"each (one of Florida's is the Atlantic),"),
        Claim("while Ohio and Michigan have zero — the border table simply doesn't cover them.",
              [words_twin("off", "while Ohio and Michigan have two each — the border table covers them too.", 0, 2)]),
    ], derived=False, pre=lead(book, ""))

    cs = table("defog_geography", "For each city, its population beside the population of the state it sits in?",
               "SELECT c.city_name AS city, c.population AS city_population, s.state_name AS state, "
               "s.population AS state_population FROM city c JOIN state s ON s.state_name = c.state_name "
               "ORDER BY 2 DESC")
    walk(book, cs, "city_population", ["Los Angeles", "Sao Paulo", "Houston"], 1, "people")
    duel(book, cs, "city_population", "Los Angeles", "Houston", 3, "population")
    la = cs["Los Angeles"]
    r = la["city_population"] / la["state_population"]
    book.case(cs.db, cs.rid, "comparison", [
        Claim(f"One oddity worth flagging: Los Angeles is recorded at {int(la['city_population']):,} people while "
              f"California as a whole shows {int(la['state_population']):,},"),
        Claim(f"so the city dwarfs its own state {int(r)} times over — a data-quality issue rather than a finding.",
              [off(cs, "off", f"so the city dwarfs its own state {int(r * 1.6)} times over — a data-quality issue "
                   f"rather than a finding.", r, int(r * 1.6), 0)]),
    ], pre=lead(book, ""))

    rc = table("defog_geography", "Per country: rivers, their total length in km and the longest?",
               "SELECT country_name AS country, count(*) AS rivers, sum(length) AS total_km, max(length) AS longest_km "
               "FROM river GROUP BY 1 ORDER BY 3 DESC")
    walk(book, rc, "total_km", ["Germany", "Egypt", "Russia"], 2, "km of river", pre="And by country?")
    duel(book, rc, "total_km", "Egypt", "Italy", 2, "river length")
    duel(book, rc, "total_km", "Russia", "Vietnam", 4, "river length")
    slice_(book, rc, "total_km", "Germany", 2, "km of river", other="Egypt")
    overall(book, rc, "total_km", 1, "km", "country", avg_d=1)
    conv(book, rc, "Germany", "total_km", 0, lambda v, c: f"Germany's two rivers add up to {v} km, or roughly {c} "
         f"miles", 0, MI_PER_KM, 0, (1 / MI_PER_KM, 3.28084, 0.5), after=[Claim("— the Rhine and the Danube.")])
    conv(book, rc, "Egypt", "longest_km", 1, lambda v, c: f"The Nile's {v} km come to {c} miles.", 0, MI_PER_KM, 1,
         (1 / MI_PER_KM, 3.28084, 0.5))
    conv(book, rc, "Canada", "longest_km", 2, lambda v, c: f"Canada's only river here, the Yukon, is {v} km long, "
         f"which is {c} miles.", 0, MI_PER_KM, 1, (1 / MI_PER_KM, 3.28084, 0.5))
    empty(book, "defog_geography", "Which rivers are longer than 2,000 km?",
          "SELECT river_name FROM river WHERE length > 2000",
          "None in this table: zero rivers pass 2,000 km, and as I mentioned, the Nile is the longest listed.",
          "Four rivers are longer than 2,000 km, led by the Nile.")
    empty(book, "defog_geography", "Which cities in Germany are listed?",
          "SELECT city_name FROM city WHERE country_name = 'Germany'",
          "Zero, oddly enough: Germany has the most river length in the data but no city of its own in the city table.",
          "Two German cities are listed, Berlin and Hamburg.", pre="Follow-up on Germany:")


# ---------------------------------------------------------------------------
# Spider: pets_1, voter_1, course_teach, cre_Doc_Template_Mgt
# ---------------------------------------------------------------------------


def spider(book):
    sx = table("spider_pets_1", "By sex: students, average age, youngest, oldest and pets owned?",
               "SELECT CASE s.sex WHEN 'F' THEN 'women' ELSE 'men' END AS sex, count(*) AS students, "
               "round(avg(s.age), 2) AS avg_age, min(s.age) AS youngest, max(s.age) AS oldest, "
               "sum((SELECT count(*) FROM has_pet h WHERE h.stuid = s.stuid)) AS pets FROM student s "
               "GROUP BY 1 ORDER BY 2 DESC")
    slice_(book, sx, "students", "women", 1, "the students")
    slice_(book, sx, "students", "men", 0, "the student body", label="the male contingent")
    duel(book, sx, "students", "men", "women", 5, "students", label=lambda x: f"the {'male' if x == 'men' else 'female'} "
         f"side")
    book.case(sx.db, sx.rid, "zero_ident", [
        Claim(f"The {say(int(sx['women']['pets']))} pets all belong to women;"),
        Claim("the men own zero between them,"),
        Claim(f"even though they outnumber the women {int(sx['men']['students'])} to {int(sx['women']['students'])}.",
              [off(sx, "neighbour_row", f"even though they outnumber the women {int(sx['men']['students'])} to "
                   f"{int(sx['men']['youngest'])}.", sx["women"]["students"], sx["men"]["youngest"], 0, real=True)]),
    ], derived=False, pre=lead(book, ""))

    ag = table("spider_pets_1", "How many students are there of each age?",
               "SELECT age, count(*) AS students FROM student GROUP BY 1 ORDER BY 1")
    slice_(book, ag, "students", "18", 0, "the students", label="eighteen-year-olds")
    book.case(ag.db, ag.rid, "plain", [
        Claim(f"Eighteen is by far the commonest age, with {say(int(ag['18']['students']))} students, followed by "
              f"20 ({say(int(ag['20']['students']))}) and then 17 and 19 ({say(int(ag['17']['students']))} each);",
              [words_twin("number_words_wrong_row", f"Eighteen is by far the commonest age, with "
                          f"{say(int(ag['18']['students']))} students, followed by 20 ({say(int(ag['21']['students']))}) "
                          f"and then 17 and 19 ({say(int(ag['17']['students']))} each);", ag["20"]["students"],
                          ag["21"]["students"])]),
        Claim("the oldest student is 27."),
    ], derived=False, pre=lead(book, ""))

    cy = table("spider_pets_1", "By home city code: how many students, and their average age?",
               "SELECT city_code, count(*) AS students, round(avg(age), 2) AS avg_age FROM student "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    ones = sum(1 for x in cy.order if cy[x]["students"] == 1)
    book.case(cy.db, cy.rid, "plain", [
        Claim(f"The {int(sum(cy.col('students')))} students come from {len(cy)} home cities.",
              [off(cy, "off", f"The {int(sum(cy.col('students')) * 1.6)} students come from {len(cy)} home cities.",
                   sum(cy.col("students")), int(sum(cy.col("students")) * 1.6), 0)]),
        Claim(f"Baltimore (BAL) and Pittsburgh (PIT) lead with {say(int(cy['BAL']['students']))} each, followed by "
              f"Hong Kong, New York, Philadelphia and Washington on three apiece;"),
        Claim(f"{say(ones)} cities send a single student.",
              [words_twin("number_words_wrong_row", f"{say(ones - 6)} cities send a single student.", ones, ones - 6)]),
    ], derived=False, pre=lead(book, ""))
    duel(book, cy, "avg_age", "WAS", "BAL", 0, "average age (years)", d=2,
         label=lambda x: {"WAS": "Washington", "BAL": "Baltimore"}[x])

    ac = table("spider_voter_1", "Per hundreds series of area codes: how many codes, how many states, first and last "
               "code?",
               "SELECT left(area_code::text, 1) || '00s' AS series, count(*) AS codes, count(DISTINCT state) AS states, "
               "min(area_code) AS first_code, max(area_code) AS last_code FROM area_code_state GROUP BY 1 ORDER BY 1")
    walk(book, ac, "codes", ["900s", "200s", "700s"], 1, "area codes", label=lambda x: f"the {x} series")
    duel(book, ac, "codes", "900s", "400s", 0, "area codes", label=lambda x: f"the {x} series")
    slice_(book, ac, "codes", "900s", 0, "the area codes", other="200s", label="the 900s series")
    overall(book, ac, "codes", 0, "area codes", "series", avg_d=1)
    ident(book, ac, "The 900s run from 901 up to 989, with more codes than any other series.", "989", "998",
          pre=lead(book, ""))
    ident(book, ac, "The 200s open the list at 201 (New Jersey) and close at 283.", "283", "238")
    empty(book, "spider_voter_1", "Which area codes begin with 1?",
          "SELECT area_code FROM area_code_state WHERE area_code < 200",
          "None — North American area codes never start with 0 or 1, and the table agrees: zero codes below 200.",
          "There are 12 area codes beginning with 1, mostly in the Northeast.")

    ca = table("spider_course_teach", "Which teacher takes which course for which grade, with teacher and course ids "
               "and the teacher's age?",
               "SELECT t.name || ' / ' || c.course AS arrangement, t.teacher_id, c.course_id, ca.grade, t.age "
               "FROM course_arrange ca JOIN teacher t ON t.teacher_id = ca.teacher_id "
               "JOIN course c ON c.course_id = ca.course_id ORDER BY t.age DESC, c.course_id")
    ident(book, ca, "Anne Walker (teacher 6) is the only one with two arrangements: History for grade 7 and Bible for "
          "grade 1.", "teacher 6", "teacher 8", pre="You asked who teaches more than one course.")
    ident(book, ca, "Math (course 2) is split between Kearsley Brown for grade 1 and Vicente Carretero for grade 3.",
          "course 2", "course 5")
    ident(book, ca, "Lucy Wong, teacher 7, takes Music (course 10) for grade 4.", "course 10", "course 12",
          pre=lead(book, ""))
    duel(book, ca, "age", "Kearsley Brown / Math", "Vicente Carretero / Math", 1, "age (years)",
         label=lambda x: x.split(" / ")[0])
    empty(book, "spider_course_teach", "Which courses are taught for grade 9 or above?",
          "SELECT course_id FROM course_arrange WHERE grade >= 9",
          "None. No arrangement reaches grade 9 — the query returns zero rows.",
          "Two courses are taught for grade 9 and above, Math and French.")

    dc = table("spider_cre_doc_template_mgt", "For each document: its id, name, template, template type and paragraph "
               "count?",
               "SELECT d.document_name AS document, d.document_id, d.template_id, t.template_type_code AS type, "
               "count(p.paragraph_id) AS paragraphs FROM documents d JOIN templates t ON t.template_id = d.template_id "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 2")
    none = sum(1 for x in dc.order if dc[x]["paragraphs"] == 0)
    sh, shd = num(100 * none / len(dc), 1)
    gw, gbad = in_n(none / len(dc))
    book.case(dc.db, dc.rid, "per_unit", [
        Claim(f"{cap(say(none))} of the {len(dc)} documents have no paragraphs at all —"),
        Claim(f"{gw} of them, or {sh} per cent.",
              [("false_bound", f"{gbad} of them."),
               off(dc, "complement", f"{gw} of them, or {w(100 - 100 * none / len(dc), shd)} per cent.",
                   100 * none / len(dc), 100 - 100 * none / len(dc), shd, real=True)]),
    ], pre=lead(book, ""))
    ident(book, dc, "Customer reviews (document 2394) has the most paragraphs, three.", "2394", "2349",
          pre=lead(book, ""))
    ident(book, dc, "How to write a CV, document 651512, has two, both from template 21.", "651512", "615512")
    ident(book, dc, "The oddly numbered About Korea is document 385906526, with one paragraph.", "385906526",
          "385906562")
    book.case(dc.db, dc.rid, "plain", [
        Claim(f"The {len(dc)} documents carry {int(sum(dc.col('paragraphs')))} paragraphs between them,",
              [off(dc, "off", f"The {len(dc)} documents carry {int(sum(dc.col('paragraphs')) * 1.6)} paragraphs between "
                   f"them,", sum(dc.col("paragraphs")), int(sum(dc.col("paragraphs")) * 1.6), 0)]),
        Claim(f"with Customer reviews ({say(int(dc['Customer reviews']['paragraphs']))}) ahead of the three "
              f"documents on two."),
    ], derived=False, pre=lead(book, ""))
    empty(book, "spider_cre_doc_template_mgt", "Which documents have more than three paragraphs?",
          "SELECT d.document_id FROM documents d JOIN paragraphs p ON p.document_id = d.document_id "
          "GROUP BY 1 HAVING count(*) > 3",
          "No document does; the query returns 0 rows, so Customer reviews, as I said, is the longest.",
          "Four documents have more than three paragraphs, led by Customer reviews.")


# ---------------------------------------------------------------------------
# superhero: heights and weights per publisher and alignment, the tallest heroes
# ---------------------------------------------------------------------------

FIT = "s.height_cm BETWEEN 100 AND 300 AND s.weight_kg BETWEEN 30 AND 500"


def heroes(book):
    sp = table("superhero", "Per publisher with four or more heroes of plausible size: heroes, average height and "
               "weight, the tallest and heaviest, and their combined weight?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm)::numeric, 1) AS avg_cm, "
               "round(avg(s.weight_kg)::numeric, 1) AS avg_kg, max(s.height_cm) AS tallest_cm, "
               "max(s.weight_kg) AS heaviest_kg, sum(s.weight_kg) AS total_kg FROM superhero s "
               f"JOIN publisher p ON p.id = s.publisher_id WHERE {FIT} GROUP BY 1 HAVING count(*) >= 4 ORDER BY 2 DESC")
    PL = lambda x: {"Marvel Comics": "Marvel", "DC Comics": "DC", "Dark Horse Comics": "Dark Horse"}.get(x, x)
    walk(book, sp, "heroes", ["Marvel Comics", "DC Comics", "Dark Horse Comics"], 0, "heroes", label=PL)
    duel(book, sp, "heroes", "Marvel Comics", "DC Comics", 4, "heroes", label=PL)
    duel(book, sp, "avg_kg", "Marvel Comics", "DC Comics", 0, "average weight (kg)", d=1, label=PL)
    slice_(book, sp, "heroes", "Marvel Comics", 2, "the heroes", other="DC Comics", label="Marvel")
    blended(book, sp, "avg_kg", "heroes", 1, "average weight", "hero", d=1, unit=" kg")
    apiece(book, sp, "total_kg", "heroes", "George Lucas", 2, "hero", "kg", d=1, units="heroes")
    conv(book, sp, "Marvel Comics", "avg_cm", 0, lambda v, c: f"The average Marvel hero stands {v} cm, which is "
         f"about {c} inches", 1, IN_PER_CM, 1, (2.54, 1 / 30.48, 0.3937 * 2, 0.5, 1.2, 0.3, 0.25, 1 / 3, 0.8),
         after=[Claim("— a tall man, in other words.")])
    conv(book, sp, "DC Comics", "heaviest_kg", 1, lambda v, c: f"DC's heaviest hero of plausible size weighs {v} kg, "
         f"or {c} lb.", 0, LB_PER_KG, 1, (1 / LB_PER_KG, 2.0, 1.5, 3.0))
    conv(book, sp, "Dark Horse Comics", "tallest_cm", 2, lambda v, c: f"Dark Horse's tallest, at {v} cm, is {c} "
         f"feet", 0, FT_PER_CM, 2, (1 / 2.54, 1 / 100, 1 / 12, 1 / 25, 1 / 40, 1 / 20, 1 / 50, 1 / 15, 1 / 60), after=[Claim("— that's Hellboy.")])
    conv(book, sp, "Marvel Comics", "avg_kg", 3, lambda v, c: f"Marvel's average of {v} kg converts to {c} pounds.",
         1, LB_PER_KG, 1, (1 / LB_PER_KG, 2.0, 1.5, 3.0, 1.8, 2.6, 1.2, 3.5))
    around(book, sp, "total_kg", "Marvel Comics", 0, "kg between them", label="Marvel's roster")

    al = table("superhero", "Per alignment, for heroes of plausible size: heroes, average height and average weight?",
               "SELECT a.alignment, count(*) AS heroes, round(avg(s.height_cm)::numeric, 1) AS avg_cm, "
               "round(avg(s.weight_kg)::numeric, 1) AS avg_kg FROM superhero s "
               f"JOIN alignment a ON a.id = s.alignment_id WHERE {FIT} GROUP BY 1 ORDER BY 2 DESC")
    AL = lambda x: {"Good": "the heroic camp", "Bad": "the villainous camp", "Neutral": "the neutral camp"}[x]
    duel(book, al, "avg_kg", "Bad", "Good", 1, "average weight (kg)", d=1, label=AL)
    slice_(book, al, "heroes", "Good", 0, "the heroes", other="Bad", label="the heroic camp")
    blended(book, al, "avg_kg", "heroes", 1, "weight", "hero", d=1, unit=" kg")
    conv(book, al, "Neutral", "avg_kg", 0, lambda v, c: f"Neutral characters average {v} kg, roughly {c} lb", 1,
         LB_PER_KG, 0, (1 / LB_PER_KG, 2.0, 1.5), after=[Claim("— heavier than either camp.")])

    tl = table("superhero", "Who are the tallest heroes of plausible size, with their heights and weights?",
               f"SELECT s.superhero_name AS hero, s.height_cm, s.weight_kg FROM superhero s WHERE {FIT} "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    walk(book, tl, "height_cm", ["Solomon Grundy", "Hellboy", "Amazo"], 2, "cm", pre="And the tallest individuals?")
    conv(book, tl, "Solomon Grundy", "height_cm", 0, lambda v, c: f"Solomon Grundy, the tallest, is {v} cm — {c} "
         f"feet,", 0, FT_PER_CM, 2, (1 / 2.54, 1 / 100, 1 / 12, 1 / 25, 1 / 20, 1 / 50, 1 / 15),
         after=[Claim("and the heaviest of the eight too.")])
    conv(book, tl, "Doomsday", "weight_kg", 1, lambda v, c: f"Doomsday tips the scales at {v} kg, about {c} lb.", 0,
         LB_PER_KG, 0, (1 / LB_PER_KG, 2.0, 1.5, 3.0))
    duel(book, tl, "weight_kg", "Doomsday", "Alien", 2, "weight (kg)")
    around(book, tl, "weight_kg", "Killer Croc", 1, "kg")
    empty(book, "superhero", "Which heroes are taller than 400 metres?",
          "SELECT superhero_name FROM superhero WHERE height_cm > 40000",
          "Nobody. Even the giants in the raw table stop well short of that, so the answer is zero heroes.",
          "Three heroes stand taller than 400 metres, Ymir and Surtur among them.",
          pre="You also asked about the extreme outliers.")


def main():
    sections = (northwind, chinook, geography, spider, heroes)
    return run_set(Book10(), sections, "fourteenth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
