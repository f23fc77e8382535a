#!/usr/bin/env python3
"""
plausibility_fresh11.py — a twelfth labelled set for check_answer, held out
whole: answers in the voices of different chat models over the databases
and tables the other sets use least: defog-dev's geography (states, lakes
and mountains grouped by country, rivers with the cities they pass),
advising (course scores, students' credits and GPA) and academic (papers
per journal), Spider's concert_singer (stadium attendance, singers per
country), pets_1 (students per major and advisor, pets and their owners),
battle_death (casualties per battle and per Indian state),
cre_Doc_Template_Mgt (templates, documents and paragraphs per type) and
voter_1 (states' first and last area codes, voters' phone numbers), chinook
(playlists' play time and size, media types' sales) and northwind (supplier
countries' stock value and dearest product, suppliers' revenue, territories
per employee, supplier countries' revenue in 1996 and 1997), with queries of
their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is what the
other sets lack, the way different chat models write: terse one-liners
("France $263.50 vs Germany $123.79 — 2.1x."), long hedged paragraphs, answers
that open with "Yes" or "No", a ranking first and commentary after, figures
in parentheses after names, en dashes and "≈", multiples as "3.2x" and in
words ("two-and-a-half times"), percentage points as "pp", "YoY", "~40%",
"nearly a fifth", "the bottom three together", "on average each ...", "per
head", medians beside means, units written out and abbreviated (min, hrs,
km, mi, ft, kg, lbs, GB), numbers in words mixed with digits. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's and fresh10's):
  comparison  differences, multiples, percent higher and lower
  change      YoY within a row, between groups, share changes in pp
  per_unit    totals over counts ("per head", "on average each"), weighted
              averages of group averages, top and bottom three and their
              share, one row's share of the total, medians
  conversion  km as miles, metres as feet, square km as square miles,
              kilograms as pounds, milliseconds as hours and minutes,
              seconds as minutes, bytes as gigabytes
  zero_ident  zero for an empty result, digits inside identifiers (area
              codes, advisor numbers, phone numbers, pet ids)
  plain       cells, counts and aggregates, bounds and ranges
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, the mean called the median, a share of the wrong total or its
complement, a ratio given as a share, a percent change over the wrong base),
a false bound, number words given to the wrong row, a count over an empty
result, a conversion by the wrong factor, a changed identifier, or a figure
off by more than the rounding shown. A twin is kept only when its figure is
far from the true value (fresh4's rules) and, unless it is a real value in
the wrong role, far from every cell, aggregate, pairwise difference, ratio
and share of the result too.

Only aggregates are printed (the set stays held out).
"""
import statistics
import sys

from plausibility_fresh4 import Claim, pick, say
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh9 import shows, signed
from plausibility_fresh10 import Book10, both, cap, convert, empty, ident, nbr_of, run_set, swap_digits, table

MI_PER_KM = 0.621371192
FT_PER_M = 3.280839895
SQMI_PER_SQKM = 0.386102159
LB_PER_KG = 2.20462262


# ---------------------------------------------------------------------------
# figures in words, the way chat models write them
# ---------------------------------------------------------------------------

MULTS = [(1.5, "one-and-a-half times"), (2, "twice"), (2.5, "two-and-a-half times"), (3, "three times"),
         (3.5, "three-and-a-half times"), (4, "four times"), (5, "five times"), (6, "six times"),
         (8, "eight times"), (10, "ten times")]
NEAR = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (1 / 5, "a fifth"), (1 / 6, "a sixth"),
        (2 / 3, "two-thirds"), (3 / 4, "three-quarters"), (1 / 10, "a tenth"), (2 / 5, "two-fifths")]


def mult_words(r):
    """A multiple in words within 3% of r ("two-and-a-half times"), and one clearly wrong; or (None, None)."""
    for m, wd in MULTS:
        if abs(r - m) / m < 0.03:
            bad = [x for x in MULTS if abs(x[0] - r) / r > 0.35]
            bad.sort(key=lambda x: abs(x[0] - r))
            return wd, bad[0][1]
    return None, None


def frac_words(s):
    """A share in words: "nearly a fifth" (just under), "a bit over a third", "about half"; and a
    clearly false one; or (None, None)."""
    for f, wd in NEAR:
        g = s - f
        bad = sorted((x for x in NEAR if abs(x[0] - s) >= 0.1), key=lambda x: abs(x[0] - s))[0][1]
        if abs(g) <= 0.008:
            return f"about {wd}", f"about {bad}"
        if -0.035 <= g < -0.008:
            return f"nearly {wd}", f"nearly {bad}"
        if 0.008 < g <= 0.035:
            return f"a bit over {wd}", f"a bit over {bad}"
    return None, None


def tilde(p):
    """A percent rounded to a multiple of five within 1.2 points ("~40%"), and one far off; or (None, None)."""
    r = round(p / 5) * 5
    if r and abs(p - r) <= 1.2:
        return f"~{r}%", f"~{r + 15 if r <= 50 else r - 20}%"
    return None, None


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def vs(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, pre=""):
    """Two named rows, the larger first, in one of seven voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    ka, kb = a, b
    if label:
        a, b = label(a), label(b)
    S, W = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    dd = dd_of(diff, d, cash)
    hi, hid = num(100 * diff / vb, 1)      # a is N% above b
    lo, lod = num(100 * diff / va, 1)      # b is N% below a
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    mw, mbad = mult_words(r)
    nb = nbr_of(t, kb, avoid=(ka,))
    Sn = S(t[nb][col]) if nb else None
    nbr = (lambda fmt: off(t, "neighbour_row", fmt(Sn), vb, t[nb][col], dd_of(vb, d, cash), real=True)
           if nb and Sn != S(vb) else None)
    form = k % 7
    if form == 0:
        claims = [Claim(f"{a} {S(va)} vs {b} {S(vb)}", [nbr(lambda x: f"{a} {S(va)} vs {b} {x}")]),
                  Claim(f"— {rt}x.", [off(t, "off", f"— {w(r * 1.45 + 0.2, rd)}x.", r, r * 1.45 + 0.2, rd)])]
    elif form == 1:
        pre = pre or f"Is {a} ahead of {b} on {noun}?"
        claims = [Claim(f"Yes — {S(va)} to {S(vb)},"),
                  Claim(f"a gap of {S(diff)}", [off(t, "off", f"a gap of {W(diff * 1.6, dd)}", diff, diff * 1.6, dd)]),
                  Claim(f"(~{hi}% more).", [off(t, "wrong_base", f"(~{w(100 * diff / va, hid)}% more).",
                                                100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 2:
        pre = pre or f"Ranking on {noun}:"
        claims = [Claim(f"\n1. {a} ({S(va)})"),
                  Claim(f"\n2. {b} ({S(vb)})", [nbr(lambda x: f"\n2. {b} ({x})")]),
                  Claim(f"\n\n{a} leads by {S(diff)} – that's {hi}% higher than {b}.",
                        [off(t, "wrong_base", f"\n\n{a} leads by {S(diff)} – that's {w(100 * diff / va, hid)}% higher "
                             f"than {b}.", 100 * diff / vb, 100 * diff / va, hid, real=True)])]
    elif form == 3:
        c = (f"{a} is roughly {mw} {b} on {noun}" if mw else f"{a} ≈ {rt}× {b} on {noun}")
        bad = (f"{a} is roughly {mbad} {b} on {noun}" if mw else None)
        tw = [("false_bound", bad)] if bad else [off(t, "off", f"{a} ≈ {w(r * 1.5 + 0.3, rd)}× {b} on {noun}", r,
                                                      r * 1.5 + 0.3, rd)]
        claims = [Claim(c, tw),
                  Claim(f"({S(va)} against {S(vb)}).", [nbr(lambda x: f"({S(va)} against {x}).")])]
    elif form == 4:
        pre = pre or f"Does {b} beat {a} on {noun}?"
        claims = [Claim(f"No. {b} sits at {S(vb)}, {a} at {S(va)},", [nbr(lambda x: f"No. {b} sits at {x}, {a} at "
                                                                          f"{S(va)},")]),
                  Claim(f"so {b} is {lo}% lower.",
                        [off(t, "wrong_base", f"so {b} is {w(100 * diff / vb, lod)}% lower.", 100 * diff / va,
                             100 * diff / vb, lod, real=True)])]
    elif form == 5:
        claims = [Claim(f"Looking at {noun}, {a} comes out on top with {S(va)}, while {b} manages {S(vb)}."),
                  Claim(f"The difference is {S(diff)}, which I'd call meaningful rather than noise —",
                        [off(t, "off", f"The difference is {W(diff * 0.55, dd)}, which I'd call meaningful rather "
                             f"than noise —", diff, diff * 0.55, dd)]),
                  Claim(f"in relative terms {a} is about {rt} times {b}, though with so few rows I wouldn't lean on "
                        f"it too hard.",
                        [off(t, "off", f"in relative terms {a} is about {w(r * 1.5 + 0.25, rd)} times {b}, though with "
                             f"so few rows I wouldn't lean on it too hard.", r, r * 1.5 + 0.25, rd)])]
    else:
        sb, sbd = num(100 * vb / (va + vb), 1)
        claims = [Claim(f"{a} ({S(va)}) and {b} ({S(vb)}) together: {S(va + vb)};"),
                  Claim(f"{b}'s slice of that is {sb}%.",
                        [off(t, "ratio_as_share", f"{b}'s slice of that is {w(100 * vb / va, sbd)}%.",
                             100 * vb / (va + vb), 100 * vb / va, sbd, real=True)])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def delta(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", l1=None, l2=None):
    """From one row to another: the percent change over the first, in five voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    pct, pd = num(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    dd = dd_of(abs(diff), d, cash)
    nb = nbr_of(t, p1, avoid=(p2,))
    form = k % 5
    wrong_base = lambda fmt: off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)
    if form == 0:
        sg, sd = signed(100 * diff / v1)
        fmt = lambda x: f"{cap(l2)}: {S(v2)} ({x} vs {l1})."
        claims = [Claim(fmt(sg), [off(t, "wrong_base", fmt(("+" if up else "\u2212") + w(wb, sd) + "%"),
                                      abs(100 * diff / v1), wb, sd, real=True)])]
        if nb and S(t[nb][col]) != S(v1):
            claims.append(Claim(f"{cap(l1)} itself was {S(v1)}.",
                                [off(t, "neighbour_row", f"{cap(l1)} itself was {S(t[nb][col])}.", v1, t[nb][col],
                                     dd_of(v1, d, cash), real=True)]))
    elif form == 1:
        fmt = lambda x: f"Compared with {l1}, {l2} is {'up' if up else 'down'} {x}%"
        claims = [Claim(fmt(pct), [wrong_base(fmt)]),
                  Claim(f"({S(v1)} → {S(v2)}).")]
    elif form == 2:
        claims = [Claim(f"If we treat {l1} as the baseline, {noun} moves from {S(v1)} to {S(v2)},"),
                  Claim(f"which works out to a {'rise' if up else 'drop'} of roughly {pct}%",
                        [wrong_base(lambda x: f"which works out to a {'rise' if up else 'drop'} of roughly {x}%")]),
                  Claim(f"— {S(abs(diff))} in absolute terms. That said, it's one comparison, so treat it as "
                        f"indicative.",
                        [off(t, "off", f"— {W(abs(diff) * 1.7, dd)} in absolute terms. That said, it's one comparison, "
                             f"so treat it as indicative.", abs(diff), abs(diff) * 1.7, dd)])]
    elif form == 3:
        claims = [Claim(f"{cap(noun)}: {l1} {S(v1)} → {l2} {S(v2)},"),
                  Claim(f"a change of {'+' if up else '−'}{S(abs(diff))}",
                        [off(t, "off", f"a change of {'+' if up else '−'}{W(abs(diff) * 0.5, dd)}", abs(diff),
                             abs(diff) * 0.5, dd)]),
                  Claim(f"({'+' if up else '−'}{pct}%).",
                        [wrong_base(lambda x: f"({'+' if up else '−'}{x}%).")])]
    else:
        claims = [Claim(f"Going from {l1} to {l2}, {noun} {'climbs' if up else 'falls'} by {pct} per cent",
                        [wrong_base(lambda x: f"Going from {l1} to {l2}, {noun} {'climbs' if up else 'falls'} by {x} "
                                    f"per cent")]),
                  Claim(f"– {S(v1)} against {S(v2)}.")]
    book.case(t.db, t.rid, "change", claims)


def yoy(book, t, key, c1, c2, k, noun, cash=True, d=2, label=None):
    """Year on year within one row: YoY percent, the multiple, the gain."""
    v1, v2 = t[key][c1], t[key][c2]
    name = label or key
    S, W = shows(cash, d)
    diff = v2 - v1
    pct, pd = num(100 * diff / v1, 1)
    wb = 100 * diff / v2
    r = v2 / v1
    rt, rd = num(r, 1 if r >= 1.5 else 2)
    mw, mbad = mult_words(r)
    dd = dd_of(diff, d, cash)
    form = k % 3
    if form == 0:
        claims = [Claim(f"{name}: {noun} +{pct}% YoY",
                        [off(t, "wrong_base", f"{name}: {noun} +{w(wb, pd)}% YoY", 100 * diff / v1, wb, pd, real=True)]),
                  Claim(f"({S(v1)} in 1996 → {S(v2)} in 1997).")]
    elif form == 1:
        claims = [Claim(f"{name} went from {S(v1)} to {S(v2)}"),
                  Claim(f"— {mw} the 1996 figure ({rt}x)" if mw else f"— {rt}x the 1996 figure",
                        [("false_bound", f"— {mbad} the 1996 figure") if mw else
                         off(t, "off", f"— {w(r * 1.5 + 0.3, rd)}x the 1996 figure", r, r * 1.5 + 0.3, rd)]),
                  Claim(f"and {S(diff)} more in absolute terms.",
                        [off(t, "off", f"and {W(diff * 1.5, dd)} more in absolute terms.", diff, diff * 1.5, dd)])]
    else:
        claims = [Claim(f"Year over year, {name} added {S(diff)}",
                        [off(t, "off", f"Year over year, {name} added {W(diff * 0.6, dd)}", diff, diff * 0.6, dd)]),
                  Claim(f"on a 1996 base of {S(v1)}, i.e. growth of {pct}%.",
                        [off(t, "wrong_base", f"on a 1996 base of {S(v1)}, i.e. growth of {w(wb, pd)}%.",
                             100 * diff / v1, wb, pd, real=True)])]
    book.case(t.db, t.rid, "change", claims)


def each(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=1, label=None, sfx="", pre=""):
    """A total over a count for one row: "per head", "on average each", "a piece"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = shows(cash, d, sfx)
    St, _ = shows(cash, 0 if float(tot).is_integer() else 2, sfx)
    rd = dd_of(r, d, cash)
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    ct = both(cnt) if cnt < 100 and k % 2 else f"{int(cnt):,}"
    form = k % 4
    if form == 0:
        fmt = lambda x: f"{name}: {St(tot)} {what} across {ct} {unit}s, so on average each {unit} accounts for {x}."
    elif form == 1:
        per = "Per head" if unit in ("supplier", "employee", "student", "singer") else f"Per {unit}"
        fmt = lambda x: f"{per}, {name} comes to {x} — {St(tot)} {what} over {ct} {unit}s."
    elif form == 2:
        fmt = lambda x: f"{name} works out at ≈{x} per {unit} ({St(tot)} {what} ÷ {ct})."
    else:
        fmt = lambda x: f"Divide {name}'s {St(tot)} {what} by its {ct} {unit}s and you get {x} a piece."
    tw = [off(t, "off", fmt(W(r * 1.55, rd)), r, r * 1.55, rd)]
    if rn is not None and S(rn) != S(r):
        tw.insert(0, off(t, "neighbour_row", fmt(W(rn, rd)), r, rn, rd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(S(r)), tw)], pre=pre)


def weighted(book, t, avg_col, n_col, k, noun, per, d=1, unit="", keys=None, pre=""):
    """The weighted average of group averages; twin: the plain mean of the groups."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    form = k % 3
    if form == 0:
        fmt = lambda x: f"Weighting each group by its {per}s ({int(sum(ns)):,} in total), the overall {noun} is {x}{unit}."
    elif form == 1:
        fmt = lambda x: f"Overall {noun} ≈ {x}{unit} (per {per}, not a simple mean of the {len(keys)} groups)."
    else:
        fmt = lambda x: (f"If you pool all {int(sum(ns)):,} {per}s rather than averaging the group figures, {noun} "
                         f"lands at {x}{unit}.")
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(wt), [off(t, "plain_as_weighted", fmt(w(plain, wd)), wa, plain, wd,
                                                              real=True)])], pre=pre)


def ends(book, t, col, k, noun, bottom=True, cash=False, d=0, unit="", pre=""):
    """The bottom (or top) three together and their share of the total; twins: off sum, complement."""
    S, W = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (t[x][col], x) if bottom else (-t[x][col], x))[:3]
    s3 = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * s3 / tot
    st, sd = num(sh, 1)
    dd = dd_of(s3, d, cash)
    which = "bottom" if bottom else "top"
    names = f"{order[0]}, {order[1]} and {order[2]}"
    fw, fbad = frac_words(s3 / tot)
    form = k % 3
    if form == 0:
        claims = [Claim(f"The {which} three together ({names}) come to {S(s3)}",
                        [off(t, "off", f"The {which} three together ({names}) come to {W(s3 * 1.35, dd)}", s3,
                             s3 * 1.35, dd)]),
                  Claim(f"— just {st}% of the {S(tot)} total." if bottom else f"— {st}% of the {S(tot)} total.",
                        [off(t, "complement", (f"— just {w(100 - sh, sd)}% of the {S(tot)} total." if bottom else
                                               f"— {w(100 - sh, sd)}% of the {S(tot)} total."), sh, 100 - sh, sd,
                             real=True)])]
    elif form == 1 and fw:
        claims = [Claim(f"{names}: {S(s3)} between them,",
                        [off(t, "off", f"{names}: {W(s3 * 0.65, dd)} between them,", s3, s3 * 0.65, dd)]),
                  Claim(f"{fw} of all {noun} ({st}%).",
                        [("false_bound", f"{fbad} of all {noun}."),
                         off(t, "complement", f"{fw} of all {noun} ({w(100 - sh, sd)}%).", sh, 100 - sh, sd,
                             real=True)])]
    else:
        claims = [Claim(f"Take the {which} three — {names} — and you have {S(s3)} in {noun},"),
                  Claim(f"or {st} per cent of the whole.",
                        [off(t, "complement", f"or {w(100 - sh, sd)} per cent of the whole.", sh, 100 - sh, sd,
                             real=True)])]
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def part(book, t, col, key, k, whole, other=None, cash=False, d=0, label=None, pre=""):
    """One row's share of the column total: "~40%", "nearly a fifth", or a plain percent; twins:
    a false bound, the complement, the share of the wrong total (key over key and other)."""
    S, _ = shows(cash, d)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num(100 * s, 1)
    tl, tbad = tilde(100 * s)
    fw, fbad = frac_words(s)
    form = k % 3
    tw = []
    if form == 0 and tl:
        fmt = lambda x: f"{name} is ~{x}% of {whole} ({S(v)} of {S(tot)})."
        good = f"{name} is {tl} of {whole} ({S(v)} of {S(tot)})."
        tw.append(("false_bound", f"{name} is {tbad} of {whole} ({S(v)} of {S(tot)})."))
        claims_text = good
    elif form == 1 and fw:
        fmt = lambda x: f"{name} holds {fw} of {whole}: {S(v)} out of {S(tot)}, {x}%."
        claims_text = fmt(st)
        tw.append(("false_bound", f"{name} holds {fbad} of {whole}: {S(v)} out of {S(tot)}."))
    else:
        fmt = lambda x: f"{name} accounts for {x}% of {whole} — {S(v)} of {S(tot)}."
        claims_text = fmt(st)
    if claims_text == fmt(st):
        tw.append(off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True))
        if other:
            ws = 100 * v / (v + t[other][col])
            tw.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
    book.case(t.db, t.rid, "per_unit", [Claim(claims_text, tw)], pre=pre)


def median_case(book, t, col, k, noun, d=1, unit="", pre=""):
    """The median of a column beside its mean; twin: the mean called the median."""
    vals = t.col(col)
    med = statistics.median(vals)
    mean = sum(vals) / len(vals)
    mt, md = num(med, d)
    at, ad = num(mean, d)
    form = k % 2
    if form == 0:
        fmt = lambda x: f"The median {noun} is {x}{unit}"
        claims = [Claim(fmt(mt), [off(t, "mean_as_median", fmt(w(mean, md)), med, mean, md, real=True)]),
                  Claim(f"(the mean, {at}{unit}, is pulled {'up' if mean > med else 'down'} by the "
                        f"{'largest' if mean > med else 'smallest'} rows)." if at != mt else "(the mean is the same).")]
    else:
        fmt = lambda x: f"Typical {noun}? Median {x}{unit}, mean {at}{unit} —"
        claims = [Claim(fmt(mt), [off(t, "mean_as_median", fmt(w(mean, md)).replace(f", mean {at}{unit}", ""), med,
                                      mean, md, real=True)]),
                  Claim(f"across {say(len(vals))} rows.")]
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, extra=(), after=(), hedge=False, pre=""):
    book.case(t.db, t.rid, "conversion", list(extra) + [convert(t, key, col, k, fmt, src_d, factor, dst_d, bads,
                                                                  hedge=hedge)] + list(after), pre=pre)


# ---------------------------------------------------------------------------
# northwind: suppliers and territories
# ---------------------------------------------------------------------------


def northwind(book):
    sv = table("northwind", "Per supplier country: how many suppliers, discontinued products, what stock value, how "
               "much on order, and the dearest product's price?",
               "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, "
               "count(*) FILTER (WHERE p.discontinued = 1) AS discontinued, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value, "
               "sum(p.units_on_order) AS on_order, max(p.unit_price) AS top_price "
               "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 4 DESC")
    vs(book, sv, "top_price", "France", "Germany", 0, "dearest product", cash=True, d=2)
    vs(book, sv, "stock_value", "USA", "Germany", 1, "stock value", cash=True, d=2)
    vs(book, sv, "on_order", "UK", "Italy", 3, "units on order")
    each(book, sv, "stock_value", "suppliers", "Sweden", 0, "supplier", "of stock", cash=True, d=2)
    delta(book, sv, "top_price", "Italy", "Japan", 1, "top price", cash=True, d=2)
    part(book, sv, "stock_value", "USA", 0, "all stock value", other="France", cash=True, label="The USA")
    median_case(book, sv, "top_price", 0, "top price per country (USD)", d=2)
    tot_s, tot_d = int(sum(sv.col("suppliers"))), int(sum(sv.col("discontinued")))
    book.case("northwind", sv.rid, "plain", [
        Claim(f"{tot_s} suppliers in {say(len(sv))} countries,",
              [off(sv, "off", f"{int(tot_s * 1.4)} suppliers in {say(len(sv))} countries,", tot_s, int(tot_s * 1.4),
                   0)]),
        Claim(f"{tot_d} discontinued products between them."),
        Claim(f"Brazil is the smallest: one supplier, {usd(sv['Brazil']['stock_value'])} of stock."),
    ], derived=False)
    book.case("northwind", sv.rid, "plain", [
        Claim(f"The UK has the most on order ({int(sv['UK']['on_order'])} units);"),
        Claim(f"Denmark and the Netherlands {say(int(sv['Denmark']['on_order']))} each",
              [words_twin("number_words_wrong_row", f"Denmark and the Netherlands "
                          f"{say(int(sv['Finland']['on_order']))} each", sv["Denmark"]["on_order"],
                          sv["Finland"]["on_order"])]),
        Claim("— France, Canada, Norway and Brazil nothing at all."),
    ], derived=False)

    rv = table("northwind", "Which twelve suppliers brought in the most revenue, over how many orders and units?",
               "SELECT s.company_name AS supplier, count(DISTINCT od.order_id) AS orders, sum(od.quantity) AS units, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2) AS revenue "
               "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id "
               "JOIN order_details od ON od.product_id = p.product_id GROUP BY 1 ORDER BY 4 DESC LIMIT 12")
    aux, plu = "Aux joyeux ecclésiastiques", "Plutzer Lebensmittelgroßmärkte AG"
    vs(book, rv, "revenue", aux, plu, 2, "revenue", cash=True)
    vs(book, rv, "orders", plu, aux, 5, "orders")
    each(book, rv, "revenue", "orders", aux, 2, "order", "in revenue", cash=True, d=2)
    ends(book, rv, "revenue", 1, "the twelve suppliers' revenue", bottom=False, cash=True)
    delta(book, rv, "revenue", "Pavlova, Ltd.", "G'day, Mate", 3, "revenue", cash=True, d=0)
    part(book, rv, "revenue", "Gai pâturage", 2, "the twelve suppliers' revenue", other=aux, cash=True)
    lo = rv[aux]["revenue"] // 10000 * 10000
    hi = (rv[aux]["revenue"] * 1.2 // 10000 + 1) * 10000
    book.case("northwind", rv.rid, "plain", [
        Claim(f"Top earner: {aux}, north of {usd(lo, 0)}",
              [("false_bound", f"Top earner: {aux}, north of {usd(hi, 0)}")]),
        Claim(f"({usd(rv[aux]['revenue'])}) from only {int(rv[aux]['orders'])} orders."),
    ], derived=False)

    et = table("northwind", "How many territories does each employee cover, and in which region?",
               "SELECT e.last_name AS employee, r.region_description AS region, count(*) AS territories "
               "FROM employees e JOIN employee_territories et ON et.employee_id = e.employee_id "
               "JOIN territories t ON t.territory_id = et.territory_id JOIN region r ON r.region_id = t.region_id "
               "GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    part(book, et, "territories", "King", 1, "all territory assignments", other="Suyama")
    vs(book, et, "territories", "King", "Suyama", 6, "territories")
    delta(book, et, "territories", "Peacock", "Fuller", 3, "territories covered")
    book.case("northwind", et.rid, "plain", [
        Claim(f"Nine reps, {int(sum(et.col('territories')))} territory assignments;",
              [off(et, "off", f"Nine reps, {int(sum(et.col('territories')) * 1.5)} territory assignments;",
                   sum(et.col("territories")), int(sum(et.col("territories")) * 1.5), 0)]),
        Claim(f"Davolio covers just {say(int(et['Davolio']['territories']))}, King {say(int(et['King']['territories']))}.",
              [words_twin("number_words_wrong_row", f"Davolio covers just {say(int(et['Buchanan']['territories']))}, "
                          f"King {say(int(et['King']['territories']))}.", et["Davolio"]["territories"],
                          et["Buchanan"]["territories"])]),
    ], derived=False)

    yr = table("northwind", "How much revenue did each supplier country's products bring in, in 1996 and in 1997?",
               "SELECT s.country, round(sum(od.unit_price * od.quantity * (1 - od.discount)) FILTER "
               "(WHERE o.order_date < '1997-01-01')::numeric, 2) AS rev_1996, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount)) FILTER "
               "(WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01')::numeric, 2) AS rev_1997 "
               "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id "
               "JOIN order_details od ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id "
               "GROUP BY 1 ORDER BY 3 DESC")
    for k, c in enumerate(("France", "Germany", "Japan", "Canada", "Norway", "UK")):
        yoy(book, yr, c, "rev_1996", "rev_1997", k, "revenue")
    t96, t97 = sum(yr.col("rev_1996")), sum(yr.col("rev_1997"))
    f96, f97 = 100 * yr["France"]["rev_1996"] / t96, 100 * yr["France"]["rev_1997"] / t97
    pp, ppd = num(abs(f97 - f96), 1)
    book.case("northwind", yr.rid, "change", [
        Claim(f"France's share of supplier revenue went from {n(f96, 1)}% in 1996 to {n(f97, 1)}% in 1997,"),
        Claim(f"{'down' if f97 < f96 else 'up'} {pp}pp",
              [off(yr, "wrong_role", f"{'down' if f97 < f96 else 'up'} {w(abs(100 * (f97 - f96) / f96), ppd)}pp",
                   abs(f97 - f96), abs(100 * (f97 - f96) / f96), ppd, real=True)]),
        Claim("— still the largest single country."),
    ])
    g, gd = num(100 * (t97 - t96) / t96, 1)
    book.case("northwind", yr.rid, "change", [
        Claim(f"All sixteen countries together: {usd(t96)} → {usd(t97)},",
              [off(yr, "off", f"All sixteen countries together: {usd(t96)} → {wusd(t97 * 1.3)},", t97, t97 * 1.3, 2)]),
        Claim(f"+{g}% YoY (1996 is a half year, so read that with care).",
              [off(yr, "wrong_base", f"+{w(100 * (t97 - t96) / t97, gd)}% YoY (1996 is a half year, so read that "
                   f"with care).", 100 * (t97 - t96) / t96, 100 * (t97 - t96) / t97, gd, real=True)]),
    ])
    delta(book, yr, "rev_1997", "Italy", "USA", 0, "1997 revenue", cash=True, l1="Italy", l2="the USA")
    empty(book, "northwind", "Which suppliers are based in Portugal?",
          "SELECT company_name FROM suppliers WHERE country = 'Portugal'",
          "None — no supplier is based in Portugal (0 rows).",
          "Two suppliers are based in Portugal, both in Lisbon.")


# ---------------------------------------------------------------------------
# chinook: playlists and media types
# ---------------------------------------------------------------------------


def chinook(book):
    pl = table("chinook", "How many tracks, how much play time and how many bytes does each playlist hold?",
               "SELECT p.name AS playlist, count(*) AS tracks, sum(t.milliseconds) AS ms, sum(t.bytes) AS bytes "
               "FROM playlist p JOIN playlist_track pt ON pt.playlist_id = p.playlist_id "
               "JOIN track t ON t.track_id = pt.track_id "
               "WHERE p.playlist_id IN (SELECT min(playlist_id) FROM playlist GROUP BY name) GROUP BY 1 ORDER BY 2 DESC")
    conv(book, pl, "Music", "ms", 0, lambda v, c: f"'Music' runs {v} ms — {c} hrs of audio.", 0, 1 / 3.6e6, 1,
         (1 / 60000, 1 / 1e6, 1 / 86400))
    conv(book, pl, "Classical", "ms", 1, lambda v, c: f"Classical: {v} milliseconds, or {c} hours.", 0, 1 / 3.6e6, 2,
         (1 / 60000, 1 / 1e6, 1 / 36000, 1 / 3.6e5), hedge=True,
         after=[Claim(f"That's {int(pl['Classical']['tracks'])} tracks.")])
    conv(book, pl, "TV Shows", "bytes", 2, lambda v, c: f"The TV Shows playlist weighs {v} bytes (≈{c} GB)", 0, 1e-9, 1,
         (1e-6, 1 / 1024 ** 2, 1e-10), after=[Claim("— the bulkiest by far, being video.")])
    conv(book, pl, "Grunge", "ms", 0, lambda v, c: f"\n- Grunge: {v} ms ≈ {c} min", 0, 1 / 60000, 1,
         (1 / 3.6e6, 1 / 1000, 1 / 6000, 1 / 36000, 1 / 1e5), pre="Play time:",
         extra=[Claim(f"\n- Heavy Metal Classic: {n(pl['Heavy Metal Classic']['ms'] / 60000, 1)} min")])
    ms_per = lambda key: pl[key]["ms"] / pl[key]["tracks"] / 60000
    m, md = num(ms_per("Brazilian Music"), 2)
    mn = ms_per("Heavy Metal Classic")
    book.case("chinook", pl.rid, "per_unit", [
        Claim(f"On average each Brazilian Music track lasts {m} min",
              [off(pl, "neighbour_row", f"On average each Brazilian Music track lasts {w(mn, md)} min", ms_per(
                  "Brazilian Music"), mn, md, real=True),
               off(pl, "off", f"On average each Brazilian Music track lasts {w(ms_per('Brazilian Music') * 1.6, md)} min",
                   ms_per("Brazilian Music"), ms_per("Brazilian Music") * 1.6, md)]),
        Claim(f"({int(pl['Brazilian Music']['tracks'])} tracks)."),
    ])
    vs(book, pl, "tracks", "Classical", "Grunge", 3, "tracks")
    vs(book, pl, "tracks", "Music", "90’s Music", 4, "tracks")
    part(book, pl, "tracks", "90’s Music", 1, "all playlist entries", label="The 90’s Music list")
    book.case("chinook", pl.rid, "plain", [
        Claim(f"Two one-track playlists (Music Videos and On-The-Go 1);"),
        Claim(f"the three Classical 101 lists have {int(pl['Classical 101 - Deep Cuts']['tracks'])} tracks each,"),
        Claim(f"{int(sum(pl.col('tracks'))):,} entries in total.",
              [off(pl, "off", f"{int(sum(pl.col('tracks')) * 1.3):,} entries in total.", sum(pl.col("tracks")),
                   int(sum(pl.col("tracks")) * 1.3), 0)]),
    ], derived=False)

    mt = table("chinook", "How many tracks of each media type are there, how many units sold, for how much, and how "
               "long is a track?",
               "SELECT m.name AS media_type, count(DISTINCT t.track_id) AS tracks, sum(il.quantity) AS units_sold, "
               "sum(il.unit_price * il.quantity) AS revenue, round(avg(t.milliseconds) / 1000.0, 1) AS avg_seconds "
               "FROM media_type m JOIN track t ON t.media_type_id = m.media_type_id "
               "LEFT JOIN invoice_line il ON il.track_id = t.track_id GROUP BY 1 ORDER BY 4 DESC NULLS LAST")
    mp, pv, pa = "MPEG audio file", "Protected MPEG-4 video file", "Protected AAC audio file"
    part(book, mt, "revenue", mp, 0, "sales", cash=True, label="MPEG audio")
    part(book, mt, "revenue", pv, 2, "sales", other=pa, cash=True, label="Protected video")
    vs(book, mt, "revenue", pv, pa, 0, "sales", cash=True, d=2)
    vs(book, mt, "avg_seconds", pv, mp, 3, "average length", d=1, unit=" s")
    delta(book, mt, "units_sold", pa, pv, 4, "units sold", l1="protected AAC audio", l2="protected video")
    conv(book, mt, pv, "avg_seconds", 1, lambda v, c: f"A protected video runs {v} s on average — ~{c} min.", 1, 1 / 60,
         1, (1 / 100, 1 / 3600, 1 / 1000, 1 / 30, 1 / 24))
    conv(book, mt, mp, "avg_seconds", 2, lambda v, c: f"\n| MPEG audio | {v} s | {c} min |", 1, 1 / 60, 2,
         (1 / 100, 1 / 3600, 1 / 30, 1 / 24, 1 / 1000), pre="| Type | Avg length | In minutes |\n|---|---:|---:|",
         after=[Claim(f"\n| AAC audio | {n(mt['AAC audio file']['avg_seconds'], 1)} s | "
                      f"{n(mt['AAC audio file']['avg_seconds'] / 60, 2)} min |")])
    weighted(book, mt, "avg_seconds", "tracks", 1, "track length", "track", d=1, unit=" s")
    each(book, mt, "revenue", "units_sold", pv, 2, "unit", "in sales", cash=True, d=2)
    book.case("chinook", mt.rid, "plain", [
        Claim(f"Five media types; MPEG audio dominates with {int(mt[mp]['tracks']):,} tracks",
              [off(mt, "neighbour_row", f"Five media types; MPEG audio dominates with {int(mt[pa]['tracks']):,} tracks",
                   mt[mp]["tracks"], mt[pa]["tracks"], 0, real=True)]),
        Claim(f"and {int(mt[mp]['units_sold']):,} units sold."),
    ], derived=False)
    empty(book, "chinook", "Is any track longer than four hours?",
          "SELECT name FROM track WHERE milliseconds > 14400000",
          "No track runs past four hours — the result is empty, zero tracks.",
          "Yes, 6 tracks run longer than four hours, all of them from Lost.")


# ---------------------------------------------------------------------------
# defog-dev's geography, advising and academic
# ---------------------------------------------------------------------------


def geography(book):
    st = table("defog_geography", "How many states, people and how much area does each country have?",
               "SELECT country_name AS country, count(*) AS states, sum(population) AS population, sum(area) AS area "
               "FROM state GROUP BY 1 ORDER BY 3 DESC")
    us = st["United States"]
    d_us = us["population"] / us["area"]
    dt, dd = num(d_us, 2)
    dn = st["China"]["population"] / st["China"]["area"]
    book.case(st.db, st.rid, "per_unit", [
        Claim(f"The US states listed hold {int(us['population']):,} people on {int(us['area']):,} sq km"),
        Claim(f"— {dt} per sq km.",
              [off(st, "neighbour_row", f"— {w(dn, dd)} per sq km.", d_us, dn, dd, real=True),
               off(st, "off", f"— {w(d_us * 1.6, dd)} per sq km.", d_us, d_us * 1.6, dd)]),
    ])
    conv(book, st, "Japan", "area", 0, lambda v, c: f"Japan's single state covers {v} km² ({c} sq mi).", 0, SQMI_PER_SQKM,
         0, (1 / SQMI_PER_SQKM, 0.62137, 0.1))
    conv(book, st, "United States", "area", 1, lambda v, c: f"US area: {v} sq km — {c} square miles.", 0, SQMI_PER_SQKM,
         0, (1 / SQMI_PER_SQKM, 0.62137, 0.1, 1.0936), hedge=True)
    vs(book, st, "population", "United States", "China", 1, "population")
    part(book, st, "population", "United States", 0, "everyone listed", other="China", label="The US")
    book.case(st.db, st.rid, "plain", [
        Claim(f"The United States has {say(int(us['states']))} states in the table,",
              [words_twin("number_words_wrong_row", f"The United States has {say(int(st['Canada']['states']) + 5)} "
                          f"states in the table,", us["states"], st["Canada"]["states"] + 5)]),
        Claim(f"every other country exactly one; {int(sum(st.col('population'))):,} people overall.",
              [off(st, "off", f"every other country exactly one; {int(sum(st.col('population')) * 1.3):,} people "
                   f"overall.", sum(st.col("population")), int(sum(st.col("population")) * 1.3), 0)]),
    ], derived=False)

    rv = table("defog_geography", "How long is each river, in which country, and through how many cities?",
               "SELECT river_name AS river, length AS length_km, country_name AS country, "
               "array_length(string_to_array(traverse, ','), 1) AS cities FROM river ORDER BY 2 DESC")
    conv(book, rv, "Nile", "length_km", 0, lambda v, c: f"Nile: {v} km ≈ {c} mi.", 0, MI_PER_KM, 0,
         (1 / MI_PER_KM, FT_PER_M, 0.5))
    conv(book, rv, "Volga", "length_km", 1, lambda v, c: f"The Volga, at {v} kilometres, is about {c} miles long",
         0, MI_PER_KM, 0, (1 / MI_PER_KM, FT_PER_M), after=[Claim("and it passes Moscow, Samara and Kazan.")])
    conv(book, rv, "Mekong", "length_km", 2, lambda v, c: f"\n- Mekong: {v} km / {c} mi", 0, MI_PER_KM, 1,
         (1 / MI_PER_KM, FT_PER_M), pre="In miles:",
         extra=[Claim(f"\n- Danube: {int(rv['Danube']['length_km'])} km / "
                      f"{n(rv['Danube']['length_km'] * MI_PER_KM, 1)} mi")])
    vs(book, rv, "length_km", "Nile", "Amazon", 3, "length", unit=" km")
    vs(book, rv, "length_km", "Rhine", "Yangtze", 0, "length", unit=" km")
    ends(book, rv, "length_km", 1, "river length", unit=" km")
    book.case(rv.db, rv.rid, "plain", [
        Claim(f"Germany is the only country with two rivers here (Rhine {int(rv['Rhine']['length_km'])} km, "
              f"Danube {int(rv['Danube']['length_km'])} km);"),
        Claim(f"the Po is the shortest at {int(rv['Po']['length_km'])} km"),
        Claim(f"and the Mississippi runs through {say(int(rv['Mississippi']['cities']))} cities.",
              [words_twin("number_words_wrong_row", f"and the Mississippi runs through "
                          f"{say(int(rv['Mississippi']['cities']) + 9)} cities.", rv["Mississippi"]["cities"],
                          rv["Mississippi"]["cities"] + 9)]),
    ], derived=False)

    mo = table("defog_geography", "How many of the listed mountains are in each country, with what summed, lowest and "
               "highest altitude?",
               "SELECT country_name AS country, count(*) AS mountains, sum(mountain_altitude) AS total_m, "
               "min(mountain_altitude) AS lowest_m, max(mountain_altitude) AS highest_m FROM mountain "
               "GROUP BY 1 ORDER BY 3 DESC")
    conv(book, mo, "Nepal", "highest_m", 0, lambda v, c: f"Nepal's highest entry, {v} m, is {c} ft.", 0, FT_PER_M, 0,
         (1 / FT_PER_M, 3.0, 1.0936))
    conv(book, mo, "Pakistan", "lowest_m", 1, lambda v, c: f"Pakistan's lower entry (K2) stands at {v} metres (≈{c} feet)",
         0, FT_PER_M, 0, (1 / FT_PER_M, 1.0936),
         after=[Claim(f"against {int(mo['Pakistan']['highest_m']):,} m for Nanga Parbat.")])
    vs(book, mo, "highest_m", "Nepal", "Pakistan", 4, "highest peak", unit=" m")
    each(book, mo, "total_m", "mountains", "Nepal", 2, "mountain", "m of summed altitude", d=1)
    book.case(mo.db, mo.rid, "plain", [
        Claim(f"Nepal has {both(mo['Nepal']['mountains'])} of the ten mountains,",
              [words_twin("number_words_wrong_row", f"Nepal has {both(mo['Pakistan']['mountains'])} of the ten "
                          f"mountains,", mo["Nepal"]["mountains"], mo["Pakistan"]["mountains"])]),
        Claim(f"topping out at {int(mo['Nepal']['highest_m']):,} m."),
    ], derived=False)

    lk = table("defog_geography", "How many lakes, and how much lake area, does each country have?",
               "SELECT country_name AS country, count(*) AS lakes, sum(area) AS area_sq_km, max(area) AS largest "
               "FROM lake GROUP BY 1 ORDER BY 3 DESC")
    conv(book, lk, "Tanzania", "area_sq_km", 0,
         lambda v, c: f"Tanzania's three lakes add up to {v} sq km, roughly {c} sq mi.", 0, SQMI_PER_SQKM, 0,
         (1 / SQMI_PER_SQKM, MI_PER_KM))
    part(book, lk, "area_sq_km", "United States", 0, "the total lake area", other="Tanzania", label="The US")

    ad = table("defog_advising", "How do the courses score on clarity, easiness and helpfulness, with how many "
               "reviews and enrolments?",
               "SELECT name AS course, num_reviews AS reviews, num_enrolled AS enrolled, num_semesters AS semesters, "
               "clarity_score AS clarity, easiness_score AS easiness, helpfulness_score AS helpfulness "
               "FROM course ORDER BY 2 DESC")
    weighted(book, ad, "clarity", "reviews", 0, "clarity score (out of 5)", "review", d=2)
    book.case(ad.db, ad.rid, "plain", [
        Claim(f"Intro to CS is the most reviewed course ({int(ad['Introduction to Computer Science']['reviews'])} "
              f"reviews),"),
        Claim(f"with {int(sum(ad.col('reviews')))} across all four.",
              [off(ad, "off", f"with {int(sum(ad.col('reviews')) * 1.5)} across all four.", sum(ad.col("reviews")),
                   int(sum(ad.col("reviews")) * 1.5), 0)]),
    ], derived=False)

    sd = table("defog_advising", "How many credits and what GPA does each student have?",
               "SELECT lastname AS student, total_credit AS credits, total_gpa AS gpa, degree FROM student "
               "ORDER BY 2 DESC, 1")
    median_case(book, sd, "gpa", 1, "GPA", d=2)
    vs(book, sd, "credits", "Smith", "Doe", 2, "credits")
    empty(book, "defog_advising", "Which students have a GPA above 3.9?",
          "SELECT lastname FROM student WHERE total_gpa > 3.9",
          "No. Nobody clears 3.9 — zero students; Brown's 3.8 is the best.",
          "Yes: 2 students have a GPA above 3.9.")

    ac = table("defog_academic", "How many papers does each journal have, with how many citations and references?",
               "SELECT j.name AS journal, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM publication p JOIN journal j ON j.jid = p.jid "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    part(book, ac, "citations", "Nature", 1, "all citations", other="Journal of Artificial Intelligence Research")
    each(book, ac, "refs", "papers", "Nature", 2, "paper", "references", d=2)

# ---------------------------------------------------------------------------
# Spider's concert_singer, pets_1, battle_death, cre_Doc_Template_Mgt, voter_1
# ---------------------------------------------------------------------------


def spider(book):
    sd = table("spider_concert_singer", "How full is each stadium on average, and how wide is its attendance range?",
               "SELECT name AS stadium, capacity, average, highest, lowest, highest - lowest AS spread "
               "FROM stadium ORDER BY capacity DESC")
    for k, s in enumerate(("Stark's Park", "Balmoor")):
        r = sd[s]["average"] / sd[s]["capacity"]
        pt, pd = num(100 * r, 1)
        nb = nbr_of(sd, s)
        rn = 100 * sd[nb]["average"] / sd[nb]["capacity"]
        fmt = pick([lambda x: f"{s} is {x}% full on an average day",
                    lambda x: f"On average {s} fills {x}% of its seats",
                    lambda x: f"{s}: ≈{x}% of capacity on a typical gate"], k)
        book.case(sd.db, sd.rid, "per_unit", [
            Claim(fmt(pt), [off(sd, "neighbour_row", fmt(w(rn, pd)), 100 * r, rn, pd, real=True),
                            off(sd, "wrong_total", fmt(w(100 * sd[s]["average"] / sd[s]["highest"], pd)), 100 * r,
                                100 * sd[s]["average"] / sd[s]["highest"], pd, real=True)]),
            Claim(f"({int(sd[s]['average']):,} of {int(sd[s]['capacity']):,})."),
        ])
    vs(book, sd, "capacity", "Hampden Park", "Stark's Park", 3, "capacity", label=None)
    delta(book, sd, "highest", "Somerset Park", "Stark's Park", 4, "record attendance", l1="Somerset Park's record",
          l2="Stark's Park's")
    ends(book, sd, "average", 0, "average attendance", pre="Which stadiums draw the thinnest crowds?")
    median_case(book, sd, "average", 1, "average gate", d=0)
    delta(book, sd, "average", "Gayfield Park", "Bayview Stadium", 2, "average attendance")
    book.case(sd.db, sd.rid, "plain", [
        Claim(f"Hampden Park seats {int(sd['Hampden Park']['capacity']):,}",
              [off(sd, "neighbour_row", f"Hampden Park seats {int(sd['Somerset Park']['capacity']):,}",
                   sd["Hampden Park"]["capacity"], sd["Somerset Park"]["capacity"], 0, real=True)]),
        Claim(f"yet averages only {int(sd['Hampden Park']['average'])}; its record crowd is "
              f"{int(sd['Hampden Park']['highest']):,}."),
    ], derived=False)

    sg = table("spider_concert_singer", "How many singers come from each country, and how old are they?",
               "SELECT country, count(*) AS singers, round(avg(age), 2) AS avg_age, min(age) AS youngest, "
               "max(age) AS oldest FROM singer GROUP BY 1 ORDER BY 2 DESC")
    book.case(sg.db, sg.rid, "plain", [
        Claim(f"France supplies {say(int(sg['France']['singers']))} of the six singers,"),
        Claim(f"aged {int(sg['France']['youngest'])} to {int(sg['France']['oldest'])}",
              [off(sg, "off", f"aged {int(sg['France']['youngest'])} to {int(sg['France']['oldest']) + 14}",
                   sg["France"]["oldest"], sg["France"]["oldest"] + 14, 0)]),
        Claim(f"(mean {n(sg['France']['avg_age'], 2)})."),
    ], derived=False)
    vs(book, sg, "avg_age", "Netherlands", "France", 1, "average age", d=2,
       label=lambda x: "the " + x if x == "Netherlands" else x)
    empty(book, "spider_concert_singer", "Were any concerts held after 2015?",
          "SELECT concert_name FROM concert WHERE year > 2015",
          "Short answer: no. The query returned 0 rows for anything after 2015.",
          "Yes — there were 4 concerts after 2015, two of them at Balmoor.")

    mj = table("spider_pets_1", "How many students, women and men, are in each major, and how old are they?",
               "SELECT major, count(*) AS students, count(*) FILTER (WHERE sex = 'F') AS women, "
               "count(*) FILTER (WHERE sex = 'M') AS men, round(avg(age), 2) AS avg_age FROM student "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    part(book, mj, "students", "600", 1, "the student body", other="520", label="Major 600")
    vs(book, mj, "students", "600", "520", 3, "students", label=lambda x: f"Major {x}")
    m6 = mj["600"]
    fw, fbad = frac_words(m6["women"] / m6["students"])
    sh, shd = num(100 * m6["women"] / m6["students"], 1)
    book.case(mj.db, mj.rid, "per_unit", [
        Claim(f"Major 600 is {int(m6['students'])} students, {int(m6['women'])} of them women —"),
        Claim(f"{fw} ({sh}%)." if fw else f"{sh}%.",
              [("false_bound", f"{fbad}.") if fw else None,
               off(mj, "wrong_total", (f"{fw} ({w(100 * m6['women'] / m6['men'], shd)}%)." if fw else
                                       f"{w(100 * m6['women'] / m6['men'], shd)}%."),
                   100 * m6["women"] / m6["students"], 100 * m6["women"] / m6["men"], shd, real=True)]),
    ])
    ident(book, mj, f"The largest majors are 600 ({int(m6['students'])} students) and 520 "
          f"({int(mj['520']['students'])}).", "520", "250")
    book.case(mj.db, mj.rid, "plain", [
        Claim(f"{len(mj)} majors, {int(sum(mj.col('students')))} students;",
              [off(mj, "off", f"{len(mj)} majors, {int(sum(mj.col('students')) * 1.5)} students;",
                   sum(mj.col("students")), int(sum(mj.col("students")) * 1.5), 0)]),
        Claim(f"women number {int(sum(mj.col('women')))}."),
    ], derived=False)

    av = table("spider_pets_1", "How many students does each advisor supervise, and how old are they?",
               "SELECT advisor, count(*) AS students, round(avg(age), 2) AS avg_age, "
               "count(*) FILTER (WHERE sex = 'F') AS women FROM student GROUP BY 1 ORDER BY 2 DESC, 1")
    ident(book, av, "Advisor 2192 has the most students — four, all men, averaging 17.75 years.", "2192", "2912")
    ident(book, av, f"Advisors 1148 and 5718 have the oldest advisees (22.33 and 22.00 years).", "5718", "5178")
    ident(book, av, "Youngest group: advisor 8721's single student, aged 16.", "8721", "8271",
          pre="Who advises the youngest student?")
    book.case(av.db, av.rid, "plain", [
        Claim(f"{cap(both(len(av)))} advisors in all;"),
        Claim(f"{say(sum(1 for x in av.order if av[x]['students'] == 1))} of them have just one student.",
              [words_twin("number_words_wrong_row", f"{say(sum(1 for x in av.order if av[x]['students'] == 3))} of them "
                          f"have just one student.", sum(1 for x in av.order if av[x]['students'] == 1),
                          sum(1 for x in av.order if av[x]['students'] == 3))]),
    ], derived=False)

    pe = table("spider_pets_1", "Which student owns each pet, and what kind, age and weight is it?",
               "SELECT p.petid, p.pettype, p.pet_age, p.weight, s.fname AS owner FROM pets p "
               "JOIN has_pet h ON h.petid = p.petid JOIN student s ON s.stuid = h.stuid ORDER BY p.weight DESC")
    conv(book, pe, "2002", "weight", 0, lambda v, c: f"The heavier dog (pet 2002) weighs {v} kg — {c} lbs.", 1,
         LB_PER_KG, 1, (1 / LB_PER_KG, 2.0 * LB_PER_KG, 3.5, 1.6))
    conv(book, pe, "2001", "weight", 1, lambda v, c: f"Pet 2001, the cat: {v} kg, {c} lb", 0, LB_PER_KG, 1,
         (1 / LB_PER_KG, 1.6, 3.5), hedge=True, after=[Claim(f"and {say(int(pe['2001']['pet_age']))} years old.")])
    ident(book, pe, f"Pet 2003 is the lightest, a one-year-old dog at {n(pe['2003']['weight'], 1)} kg.", "2003", "2030")

    bt = table("spider_battle_death", "For each battle that lost ships, how many ships, incidents, deaths and injuries?",
               "SELECT b.name AS battle, count(DISTINCT s.id) AS ships_lost, count(d.id) AS incidents, "
               "coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b "
               "JOIN ship s ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 4 DESC, 1")
    vs(book, bt, "killed", "Siege of Constantinople", "Battle of Boruy", 2, "deaths")
    part(book, bt, "killed", "Siege of Constantinople", 2, "all deaths", other="Battle of Boruy", label="The siege")
    each(book, bt, "killed", "incidents", "Battle of Messinopolis", 1, "incident", "deaths", d=2)
    book.case(bt.db, bt.rid, "plain", [
        Claim(f"{int(sum(bt.col('killed')))} killed and {int(sum(bt.col('injured')))} injured across "
              f"{int(sum(bt.col('incidents')))} incidents;",
              [off(bt, "off", f"{int(sum(bt.col('killed')) * 1.4)} killed and {int(sum(bt.col('injured')))} injured "
                   f"across {int(sum(bt.col('incidents')))} incidents;", sum(bt.col("killed")),
                   int(sum(bt.col("killed")) * 1.4), 0)]),
        Claim("Rodosto cost one ship but zero lives."),
    ], derived=False)
    stt = table("spider_battle_death", "How many people were killed and injured in each Indian state named in the notes?",
                "SELECT split_part(note, ', ', 2) AS state, count(*) AS incidents, sum(killed) AS killed, "
                "sum(injured) AS injured FROM death GROUP BY 1 ORDER BY 3 DESC, 1")
    vs(book, stt, "killed", "Chhattisgarh", "Jharkhand", 5, "deaths")
    book.case(stt.db, stt.rid, "zero_ident", [
        Claim(f"West Bengal and Bihar: {stt['West Bengal']['incidents']:.0f} incident each,"),
        Claim("zero injuries in either.", []),
    ], derived=False)
    empty(book, "spider_battle_death", "Which of the ships were frigates?",
          "SELECT name FROM ship WHERE ship_type ILIKE '%frigate%'",
          "None of them — every ship listed is a brig of some kind, so the answer is 0 frigates.",
          "Three of the ships were frigates, led by HMS Avon.")

    tp = table("spider_cre_doc_template_mgt", "Per template type: how many templates, documents and paragraphs, and "
               "the newest version?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(DISTINCT d.document_id) AS documents, count(p.paragraph_id) AS paragraphs, "
               "max(t.version_number) AS newest_version FROM templates t "
               "LEFT JOIN documents d ON d.template_id = t.template_id "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1 ORDER BY 4 DESC, 1")
    part(book, tp, "documents", "BK", 1, "the documents", other="PP", label="BK")
    book.case(tp.db, tp.rid, "zero_ident", [
        Claim(f"CV templates exist ({say(int(tp['CV']['templates']))}) but no document uses them — zero,"),
        Claim(f"while BK's {say(int(tp['BK']['templates']))} templates back {say(int(tp['BK']['documents']))} documents.",
              [words_twin("number_words_wrong_row", f"while BK's {say(int(tp['BK']['templates']))} templates back "
                          f"{say(int(tp['BK']['documents']) + 6)} documents.", tp["BK"]["documents"],
                          tp["BK"]["documents"] + 6)]),
    ], derived=False)
    vs(book, tp, "paragraphs", "AD", "BK", 0, "paragraphs")
    book.case(tp.db, tp.rid, "plain", [
        Claim(f"{cap(say(int(sum(tp.col('paragraphs')))))} paragraphs in all, AD leading with "
              f"{say(int(tp['AD']['paragraphs']))};",
              [off(tp, "off", f"{int(sum(tp.col('paragraphs')) * 1.6)} paragraphs in all, AD leading with "
                   f"{say(int(tp['AD']['paragraphs']))};", sum(tp.col("paragraphs")),
                   int(sum(tp.col("paragraphs")) * 1.6), 0)]),
        Claim(f"BK has only {say(int(tp['BK']['paragraphs']))}.",
              [words_twin("number_words_wrong_row", f"BK has only {say(int(tp['PP']['paragraphs']))}.",
                          tp["BK"]["paragraphs"], tp["PP"]["paragraphs"])]),
    ], derived=False)
    empty(book, "spider_cre_doc_template_mgt", "Which templates are effective from 2020 on?",
          "SELECT template_id FROM templates WHERE date_effective_from >= '2020-01-01'",
          "None: 0 templates take effect in 2020 or later.",
          "Five templates are effective from 2020, all of type PP.")

    ac = table("spider_voter_1", "Which states have eight or more area codes, and what are their first and last codes?",
               "SELECT state, count(*) AS codes, min(area_code) AS first_code, max(area_code) AS last_code "
               "FROM area_code_state GROUP BY state HAVING count(*) >= 8 ORDER BY codes DESC, state")
    ident(book, ac, f"California has {int(ac['CA']['codes'])} area codes, from 209 up to 951.", "951", "915")
    ident(book, ac, f"Texas runs 210–979 ({int(ac['TX']['codes'])} codes).", "979", "997",
          pre="And Texas?")
    vs(book, ac, "codes", "CA", "TX", 4, "area codes", label=lambda x: {"CA": "California", "TX": "Texas"}[x])
    part(book, ac, "codes", "CA", 1, "the area codes of these states", other="TX", label="California")
    book.case(ac.db, ac.rid, "plain", [
        Claim(f"{int(sum(ac.col('codes')))} area codes across the {len(ac)} states with eight or more;",
              [off(ac, "off", f"{int(sum(ac.col('codes')) * 1.3)} area codes across the {len(ac)} states with eight "
                   f"or more;", sum(ac.col("codes")), int(sum(ac.col("codes")) * 1.3), 0)]),
        Claim(f"Florida has {say(int(ac['FL']['codes']))}.",
              [words_twin("number_words_wrong_row", f"Florida has {say(int(ac['IL']['codes']))}.",
                          ac["FL"]["codes"], ac["IL"]["codes"])]),
    ], derived=False)
    vt = table("spider_voter_1", "For each contestant with votes, which phone numbers voted, from which state and when?",
               "SELECT c.contestant_name, v.phone_number, v.state, v.created FROM contestants c "
               "JOIN votes v USING (contestant_number) ORDER BY c.contestant_name, v.vote_id", key=1)
    ident(book, vt, "Kelly Clauss got two votes: 7148407040 (NY) and 6209222712 (CA).", "6209222712",
          swap_digits("6209222712"))
    ident(book, vt, "The New Jersey vote (5112677315) went to Alana Bregman.", "5112677315",
          swap_digits("5112677315"))


def main():
    sections = (northwind, chinook, geography, spider)
    return run_set(Book10(), sections, "twelfth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
