#!/usr/bin/env python3
"""
plausibility_fresh9.py — a tenth labelled set for check_answer, held out
whole: answers laid out the way language models lay them out, in forms the
other sets do not use, over northwind (employees' orders, customers and
sales; categories' sales in 1996 and 1997; days since each hire; territories
per region; beverages' pack sizes; suppliers' phone numbers), chinook
(customers and sales per country; sales per year; genres' track lengths and
file sizes; staff phone numbers; albums with digits in their titles), BIRD's
superhero (heroes per power against all heroes; strength per publisher),
Spider's tvshow (viewers, ratings and weekly ranks of a series' episodes;
cartoons' production codes), course_teach (teachers' ages) and voter_1
(callers' phone numbers), and defog-dev's advising (grade averages per
programme), with queries of their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is what the
other sets lack: markdown bullets with bold labels ("**Top seller:** ..."),
lists of "Name — figure" lines, the conclusion first and the figures after
it, hedges ("roughly", "on the order of", "a shade under", "well over"),
"X outpaces Y by N", "X trails Y by N", "N points ahead", "N% of X's level",
"X is N% below Y", "a gap of N", signed percent changes in brackets
("(+12.4%)", "−8.1% year on year"), fractions as "one in five" and "three
out of every ten", per-unit figures ("N per customer", "N a head", "an
average ticket of $N"), conversions in brackets, ranked lists ("first ...
second ... third"), zero for an empty result ("none of the ... returned any
rows, so ... is zero"), digits inside text cells; several claims per
answer, number words and digits mixed. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's):
  comparison  gaps, ratios, percent of another row's level, points ahead
  change      year-on-year changes and changes between two named columns
  per_unit    sales per order and per customer, shares as "one in N", the
              weighted average of group averages, top-three sums
  conversion  days as weeks and years, milliseconds as minutes, bytes as
              megabytes, millions of viewers written out, years as months
  zero_ident  zero for an empty result, digits inside text cells (phone
              numbers, pack sizes, album titles, production codes)
  plain       cells, counts and column aggregates, ranked lists
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
from plausibility_labels import evaluate, run, shape_report

MINUS = "\u2212"
HEADS = ["", "**Summary**", "Bottom line first.", "Here's the breakdown:", "### Findings", "",
         "Short answer, then the detail.", "**Key figures**", "What the rows show:"]


# ---------------------------------------------------------------------------
# answers: the claims as written, one per line or run together as prose
# ---------------------------------------------------------------------------


class Book9(Book):
    """fresh4's Book: claims are written whole (their own punctuation, bold labels, list
    marks); lines=True puts each on a line of its own under a heading."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, lines=False):
        claims = [c for c in claims if c.text]
        head = HEADS[(self.cases * 4) % len(HEADS)]
        self.cases += 1
        texts = [c.text for c in claims]

        def join(parts):
            if lines:
                return "\n".join(([head] if head else []) + parts)
            return " ".join(p for p in ([head] if head and not head.startswith(("#", "**")) else []) + parts)

        self.add(db, rid, join(texts), "plausible", shape, "grounded", derived)
        twins = [(i, r, t) for i, c in enumerate(claims) for r, t in c.wrongs]
        assert all(t != texts[i] for i, _, t in twins), texts
        minus = re.compile(r"(?<![\w])[-\u2212]\$?\d")
        twins = [(i, r, t) for i, r, t in twins if len(minus.findall(t)) <= len(minus.findall(texts[i]))]
        if self.cases % 3 != 0 and len(twins) > 1:
            seen = [a["kind"] for a in self.items]
            twins = [min(twins, key=lambda tw: seen.count(tw[1]))]
        for i, role, t in twins[:max_twins]:
            self.add(db, rid, join(texts[:i] + [t] + texts[i + 1:]), "implausible", shape, role, derived)


# ---------------------------------------------------------------------------
# figures
# ---------------------------------------------------------------------------


def shows(cash, d, unit=""):
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit)


def hedged(v, k):
    """A rounded figure within 1.2% of v with a hedge that says on which side it falls:
    (hedge, shown text, decimals)."""
    a = abs(v)
    shown, d = v, 2
    for step, sd in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            shown, d = s, sd
            break
    if abs(shown - v) / a < 0.002:
        hedge = pick(["roughly", "on the order of", "in the neighbourhood of"], k)
    elif abs(shown) > a:
        hedge = pick(["a shade under", "just below", "fractionally under"], k)
    else:
        hedge = pick(["a touch over", "fractionally above", "a hair over"], k)
    return hedge, f"{shown:,.{d}f}", d


def well_over(v):
    """A round bound that v clears by 8-25% ("well over 200,000"), and a round figure above v
    for the false bound; or (None, None)."""
    for step in (1e6, 1e5, 5e4, 1e4, 5000, 1000, 500, 100, 50, 10):
        b = (v // step) * step
        if b and 1.08 <= v / b <= 1.25:
            return b, (v * 1.15 // step + 1) * step
    return None, None


ONE_IN = {2: "one in two", 3: "one in three", 4: "one in four", 5: "one in five", 6: "one in six",
          7: "one in seven", 8: "one in eight", 10: "one in ten"}
OUT_OF = {0.3: "three out of every ten", 0.4: "four out of every ten", 0.6: "six out of every ten",
          0.7: "seven out of every ten", 0.2: "two out of every ten"}


def in_words(share):
    """A fraction in words within 1.5 points of share ("one in five", "three out of every
    ten"), and one clearly wrong (at least 7 points away); or (None, None)."""
    cands = [(1 / k, t) for k, t in ONE_IN.items()] + list(OUT_OF.items())
    best = min(cands, key=lambda c: abs(c[0] - share))
    if abs(best[0] - share) > 0.015:
        return None, None
    bad = [t for f, t in cands if abs(f - share) >= 0.07]
    bad.sort(key=lambda t: abs(dict((t2, f) for f, t2 in cands)[t] - share))
    return best[1], bad[0]


def signed(v, d=1):
    """A signed percent with a true minus sign: (+12.4%), −8.1%."""
    t, dd = num(abs(v), d)
    return ("+" if v >= 0 else MINUS) + t + "%", dd


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def nb_of(t, key, avoid=()):
    i = t.order.index(key)
    for j in (i + 1, i - 1, i + 2, i - 2):
        if 0 <= j < len(t.order) and t.order[j] != key and t.order[j] not in avoid:
            return t.order[j]
    return None


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------


def versus(book, t, col, a, b, k, noun, cash=False, d=0, unit="", points=False):
    """Two named rows, the larger first, in one of five layouts."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    S, W = shows(cash, d, unit)
    diff = va - vb
    dd = dd_of(diff, d, cash)
    lvl, ld = num(100 * vb / va, 1)          # B at N% of A's level
    below, bd = num(100 * diff / va, 1)      # B is N% below A
    above = 100 * diff / vb                  # A over B (the wrong base for "below")
    ratio, rd = num(va / vb, 2)
    nb = nb_of(t, b, (a,))
    vn = t[nb][col] if nb else None

    def nbr(text):
        if vn is None or S(vn) == S(vb) or S(vb) not in text:
            return None
        return off(t, "neighbour_row", text.replace(S(vb), S(vn)), vb, vn, dd_of(vb, d, cash), real=True)

    gapw = "points" if points else ""
    form = k % 5
    if form == 0:
        l2 = f"- **Runner-up:** {b}, {S(vb)}"
        claims = [Claim(f"- **Leader:** {a}, with {S(va)} in {noun}"),
                  Claim(l2, [nbr(l2)]),
                  Claim(f"- **Gap:** {S(diff)}{' ' + gapw if gapw else ''}; {b} runs at {lvl}% of {poss(a)} level",
                        [off(t, "off", f"- **Gap:** {W(diff * 1.6, dd)}{' ' + gapw if gapw else ''}; {b} runs at "
                             f"{lvl}% of {poss(a)} level", diff, diff * 1.6, dd),
                         off(t, "complement", f"- **Gap:** {S(diff)}{' ' + gapw if gapw else ''}; {b} runs at "
                             f"{w(100 - 100 * vb / va, ld)}% of {poss(a)} level", 100 * vb / va, 100 - 100 * vb / va, ld,
                             real=True)])]
        book.case(t.db, t.rid, "comparison", claims, lines=True)
        return
    if form == 1:
        c2 = f"It outpaces {b} by {S(diff)} ({S(va)} against {S(vb)}),"
        claims = [Claim(f"{a} comes out on top for {noun}."),
                  Claim(c2, [off(t, "off", c2.replace(f"by {S(diff)}", f"by {W(diff * 0.55, dd)}"), diff,
                                 diff * 0.55, dd), nbr(c2)]),
                  Claim(f"which leaves {b} {below}% below the leader.",
                        [off(t, "wrong_base", f"which leaves {b} {w(above, bd)}% below the leader.", 100 * diff / va,
                             above, bd, real=True)])]
    elif form == 2:
        l2 = f"{b} — {S(vb)}"
        claims = [Claim(f"{a} — {S(va)}"), Claim(l2, [nbr(l2)]),
                  Claim(f"A gap of {S(diff)}; {poss(a)} figure is {ratio} times {poss(b)}.",
                        [off(t, "off", f"A gap of {S(diff)}; {poss(a)} figure is {w(va / vb * 1.4 + 0.2, rd)} times "
                             f"{poss(b)}.", va / vb, va / vb * 1.4 + 0.2, rd)])]
        book.case(t.db, t.rid, "comparison", claims, lines=True)
        return
    elif form == 3:
        tail = f"{S(diff)} points ahead" if points else f"ahead by {S(diff)}"
        claims = [Claim(f"{b} trails {a} on {noun}: {S(vb)} to {S(va)}.",
                        [nbr(f"{b} trails {a} on {noun}: {S(vb)} to {S(va)}.")]),
                  Claim(f"That puts {a} {tail},",
                        [off(t, "off", f"That puts {a} " + tail.replace(S(diff), W(diff * 1.7, dd)) + ",", diff,
                             diff * 1.7, dd)]),
                  Claim(f"with {b} at {lvl}% of {poss(a)} mark.",
                        [off(t, "wrong_base", f"with {b} at {w(100 * va / vb, ld)}% of {poss(a)} mark.", 100 * vb / va,
                             100 * va / vb, ld, real=True)])]
    else:
        h, ht, hd = hedged(va / vb, k)
        claims = [Claim(f"Short version: {a} leads {b} on {noun}, {h} {ht} to one.",
                        [off(t, "off", f"Short version: {a} leads {b} on {noun}, {h} {w(va / vb * 1.5 + 0.3, hd)} to "
                             "one.", va / vb, va / vb * 1.5 + 0.3, hd, approx=True)]),
                  Claim(f"The figures are {S(va)} and {S(vb)}", [nbr(f"The figures are {S(va)} and {S(vb)}")]),
                  Claim(f"({b} is {below}% below {a}).",
                        [off(t, "wrong_base", f"({b} is {w(above, bd)}% below {a}).", 100 * diff / va, above, bd,
                             real=True)])]
    book.case(t.db, t.rid, "comparison", claims)


def yoy(book, t, col, p1, p2, k, noun, cash=True, d=2):
    """A change from one row (a year, a month) to the next, with a signed percent."""
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shows(cash, d)
    diff = v2 - v1
    pct = 100 * diff / v1
    wb = 100 * diff / v2
    st, sd = signed(pct)
    wst = ("+" if wb >= 0 else MINUS) + w(abs(wb), sd) + "%"
    dd = dd_of(abs(diff), d, cash)
    form = k % 4
    if form == 0:
        claims = [Claim(f"- **{p2}:** {S(v2)} in {noun} ({st})",
                        [off(t, "wrong_base", f"- **{p2}:** {S(v2)} in {noun} ({wst})", pct, wb, sd, real=True)]),
                  Claim(f"- **{p1}:** {S(v1)}"),
                  Claim(f"- **Change:** {'+' if diff >= 0 else MINUS}{S(abs(diff))}",
                        [off(t, "off", f"- **Change:** {'+' if diff >= 0 else MINUS}{W(abs(diff) * 1.8, dd)}",
                             abs(diff), abs(diff) * 1.8, dd)])]
        book.case(t.db, t.rid, "change", claims, lines=True)
        return
    if form == 1:
        claims = [Claim(f"{noun.capitalize()} in {p2} came to {S(v2)}, {st} year on year",
                        [off(t, "wrong_base", f"{noun.capitalize()} in {p2} came to {S(v2)}, {wst} year on year", pct,
                             wb, sd, real=True)]),
                  Claim(f"(from {S(v1)} in {p1}).")]
    elif form == 2:
        verb = "grew" if diff > 0 else "slipped"
        claims = [Claim(f"{noun.capitalize()} {verb} in {p2}."),
                  Claim(f"The total went from {S(v1)} to {S(v2)}, a {'rise' if diff > 0 else 'drop'} of "
                        f"{S(abs(diff))} ({st}).",
                        [off(t, "off", f"The total went from {S(v1)} to {S(v2)}, a {'rise' if diff > 0 else 'drop'} "
                             f"of {W(abs(diff) * 0.5, dd)} ({st}).", abs(diff), abs(diff) * 0.5, dd)])]
    else:
        lv, ld = num(100 * v2 / v1, 1)
        claims = [Claim(f"{p2} finished at {lv}% of {poss(p1)} {noun}",
                        [off(t, "wrong_base", f"{p2} finished at {w(100 * v1 / v2, ld)}% of {poss(p1)} {noun}",
                             100 * v2 / v1, 100 * v1 / v2, ld, real=True)]),
                  Claim(f"— {S(v2)} versus {S(v1)}, a move of {st}.")]
    book.case(t.db, t.rid, "change", claims)


def within(book, t, key, c1, c2, y1, y2, k, noun):
    """A change between two columns of one row (sales in 1996 and in 1997)."""
    v1, v2 = t[key][c1], t[key][c2]
    diff = v2 - v1
    pct = 100 * diff / v1
    st, sd = signed(pct)
    wb = 100 * diff / v2
    ratio, rd = num(v2 / v1, 2)
    dd = dd_of(diff, 2, True)
    nb = t.neighbour(key)
    form = k % 3
    if form == 0:
        c = Claim(f"{key}: {usd(v1)} in {y1}, {usd(v2)} in {y2} ({st}).",
                  [off(t, "wrong_base", f"{key}: {usd(v1)} in {y1}, {usd(v2)} in {y2} "
                       f"(+{w(wb, sd)}%).", pct, wb, sd, real=True),
                   off(t, "neighbour_row", f"{key}: {usd(t[nb][c1])} in {y1}, {usd(v2)} in {y2} ({st}).", v1,
                       t[nb][c1], 2, real=True)])
        claims = [c, Claim(f"That is {ratio} times the earlier year's {noun}.",
                           [off(t, "off", f"That is {w(v2 / v1 * 1.45, rd)} times the earlier year's {noun}.",
                                v2 / v1, v2 / v1 * 1.45, rd)])]
    elif form == 1:
        claims = [Claim(f"**{key}** added {usd(diff)} of {noun} between {y1} and {y2}",
                        [off(t, "off", f"**{key}** added {wusd(diff * 1.5, dd)} of {noun} between {y1} and {y2}",
                             diff, diff * 1.5, dd)]),
                  Claim(f"(+{num(pct, 1)[0]}% on {usd(v1)}).",
                        [off(t, "wrong_base", f"(+{w(wb, sd)}% on {usd(v1)}).", pct, wb, sd, real=True)])]
    else:
        h, ht, hd = hedged(v2, k)
        claims = [Claim(f"{key} is the story here: {y2} {noun} came to {h} {usd(float(ht.replace(',', '')), 0)}",
                        [off(t, "off", f"{key} is the story here: {y2} {noun} came to {h} "
                             f"{wusd(v2 * 0.7, 0)}", v2, v2 * 0.7, 0, approx=True)]),
                  Claim(f"against {usd(v1)} a year earlier, {st}.",
                        [off(t, "wrong_base", f"against {usd(v1)} a year earlier, +{w(wb, sd)}%.", pct, wb, sd,
                             real=True)])]
    book.case(t.db, t.rid, "change", claims)


def per(book, t, num_col, den_col, key, k, unit, cash=True, d=2, noun=""):
    """A total over a count for one row: per customer, a head, an average ticket."""
    tot, cnt = t[key][num_col], t[key][den_col]
    r = tot / cnt
    S, W = shows(cash, d)
    rd = dd_of(r, d, cash)
    nb = t.neighbour(key)
    rn = t[nb][num_col] / t[nb][den_col]
    ts = S(tot)
    cnt_t = say(int(cnt)) if cnt < 100 and k % 2 else f"{int(cnt):,}"
    form = k % 4
    if form == 0:
        fmt = f"{key} brought in {ts} from {cnt_t} {unit}s, or {{}} per {unit}."
    elif form == 1:
        fmt = f"- **{key}:** {{}} a head across {cnt_t} {unit}s ({ts} in all)"
    elif form == 2:
        fmt = f"{key}'s {cnt_t} {unit}s make for an average ticket of {{}} ({ts} {noun} in total)."
    else:
        fmt = f"Per {unit}, {key} works out at {{}}: {ts} spread over {cnt_t} {unit}s."
    claims = [Claim(fmt.format(S(r)), [off(t, "neighbour_row", fmt.format(W(rn, rd)), r, rn, rd, real=True),
                                       off(t, "off", fmt.format(W(r * 1.6, rd)), r, r * 1.6, rd)])]
    book.case(t.db, t.rid, "per_unit", claims, lines=(form == 1))


def fraction(book, t, col, tot_col, key, k, noun, whole, verb="belong to"):
    """A row's share of a total as "one in five" beside the percent; twins: a wrong fraction,
    the complement, the share of the wrong total."""
    v = t[key][col]
    tot = t[key][tot_col] if tot_col else sum(t.col(col))
    s = v / tot
    good, bad = in_words(s)
    if good is None:
        return False
    pt, pd = num(100 * s, 1)
    nb = t.neighbour(key)
    wt = 100 * v / (v + t[nb][col])
    c1 = f"{good} {whole} ({pt}%)"
    claims = [Claim(f"{key} accounts for {int(v):,} {noun}, which is about"),
              Claim(c1 + ".", [("false_bound", f"{bad} {whole}."),
                               off(t, "complement", f"{good} {whole} ({w(100 - 100 * s, pd)}%).", 100 * s,
                                   100 - 100 * s, pd, real=True),
                               off(t, "wrong_total", f"{good} {whole} ({w(wt, pd)}%).", 100 * s, wt, pd, real=True)])]
    if k % 2:
        claims = [Claim(f"Roughly {good} {whole} {verb} {key}: {pt}%, or {int(v):,} of {int(tot):,}.",
                        [("false_bound", f"Roughly {bad} {whole} {verb} {key}: {int(v):,} of {int(tot):,}."),
                         off(t, "complement", f"Roughly {good} {whole} {verb} {key}: {w(100 - 100 * s, pd)}%, or "
                             f"{int(v):,} of {int(tot):,}.", 100 * s, 100 - 100 * s, pd, real=True)])]
    book.case(t.db, t.rid, "per_unit", claims)
    return True


def pooled(book, t, avg_col, n_col, k, noun, per_, d=2):
    """The weighted average of group averages; twin: the plain mean of the averages."""
    avgs, ns = t.col(avg_col), t.col(n_col)
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wd = dd_of(wa, d)
    pl = per_ + ("es" if per_.endswith("o") else "s")
    fmt = pick([f"Weighted by {pl}, the overall {noun} is {{}} (across {int(sum(ns)):,} {pl}).",
                f"- **Overall {noun} ({int(sum(ns)):,} {pl}, weighted):** {{}}"], k)
    book.case(t.db, t.rid, "per_unit", [Claim(fmt.format(n(wa, d)),
                                              [off(t, "plain_as_weighted", fmt.format(w(plain, wd)), wa, plain, wd,
                                                   real=True)])], lines=(k % 2 == 1))


def ranked(book, t, col, k, noun, cash=False, d=0, unit="", start=0):
    """First, second and third in one sentence; twin: the third given the fourth's value."""
    S, W = shows(cash, d, unit)
    r = sorted(t.order, key=lambda x: -t[x][col])[start:start + 4]
    a, b, c, e = r
    txt = f"{a} ranks first on {noun} ({S(t[a][col])}), {b} second ({S(t[b][col])}) and {c} third ({S(t[c][col])})."
    bad = txt.replace(f"third ({S(t[c][col])})", f"third ({S(t[e][col])})")
    tw = [off(t, "neighbour_row", bad, t[c][col], t[e][col], dd_of(t[c][col], d, cash), real=True)]
    top3 = sum(t[x][col] for x in r[:3])
    dd = dd_of(top3, d, cash)
    book.case(t.db, t.rid, "plain", [
        Claim(txt, tw),
        Claim(pick([f"Between them the three account for {S(top3)}.", f"Those three sum to {S(top3)}."], k),
              [off(t, "off", pick([f"Between them the three account for {W(top3 * 1.35, dd)}.",
                                   f"Those three sum to {W(top3 * 1.35, dd)}."], k), top3, top3 * 1.35, dd)]),
    ], derived=True)


def conv(book, t, key, col, k, src, dst, factor, bad_factor, d, lead, lines=False, hedge=False, alts=(),
         src_d=0):
    """A figure with its conversion in brackets; twin: the wrong factor."""
    v = t[key][col]
    c = v * factor
    ct, cd = num(c, d)
    pre = ""
    if hedge:
        h, ct, cd = hedged(c, k)
        pre = h + " "
    vt = n(v, src_d)
    text = lead.format(key=key, v=vt, src=src) + f" ({pre}{ct} {dst})"
    bad = lead.format(key=key, v=vt, src=src) + f" ({pre}{w(v * bad_factor, cd)} {dst})"
    return Claim(text, [off(t, "wrong_factor", bad, c, v * bad_factor, cd, approx=hedge,
                            alts=[v * f for f in alts])])


def ident(book, t, text, good, bad, extra=(), after=(), lines=False):
    assert bad != good and good in text, (text, good)
    book.case(t.db, t.rid, "zero_ident", list(extra) + [Claim(text, [wrong("changed_identifier",
                                                                           text.replace(good, bad), good, bad, 0,
                                                                           exact=True)])] + list(after),
              derived=False, lines=lines or any(x.text.startswith("-") for x in list(extra) + list(after)))


def empty(book, db, question, sql, ack, bad):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.case(db, rid, "zero_ident", [Claim(ack, [("count_over_empty", bad)])], derived=False)


def table(db, question, sql, key=0):
    t = Table(db, question, sql, key)
    assert len(set(t.order)) == len(t.order), (db, sql)
    return t


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    emp = table("northwind", "How many orders, customers and sales did each employee handle?",
                "SELECT e.last_name AS employee, count(DISTINCT o.order_id) AS orders, "
                "count(DISTINCT o.customer_id) AS customers, "
                "round(sum(d.unit_price * d.quantity * (1 - d.discount))::numeric, 2) AS sales "
                "FROM employees e JOIN orders o ON o.employee_id = e.employee_id "
                "JOIN order_details d ON d.order_id = o.order_id GROUP BY 1 ORDER BY 4 DESC")
    versus(book, emp, "sales", "Peacock", "Leverling", 0, "sales", cash=True)
    versus(book, emp, "sales", "Davolio", "Fuller", 1, "sales", cash=True)
    versus(book, emp, "orders", "Callahan", "King", 2, "orders")
    versus(book, emp, "customers", "Leverling", "Suyama", 4, "customers served")
    per(book, emp, "sales", "orders", "Peacock", 0, "order")
    per(book, emp, "sales", "customers", "King", 1, "customer")
    per(book, emp, "sales", "orders", "Fuller", 2, "order", noun="in sales")
    per(book, emp, "sales", "customers", "Dodsworth", 3, "customer")
    ranked(book, emp, "sales", 0, "sales", cash=True)
    fraction(book, emp, "orders", None, "Peacock", 0, "orders", "of all orders")
    fraction(book, emp, "orders", None, "Leverling", 1, "orders", "orders in the company", verb="went through")
    pk, dv = emp["Peacock"], emp["Davolio"]
    book.case("northwind", emp.rid, "plain", [
        Claim(f"**Busiest:** Peacock, {int(pk['orders'])} orders for {int(pk['customers'])} customers."),
        Claim(f"**Quietest:** Buchanan, with just {say(int(emp['Buchanan']['orders']))} orders.",
              [words_twin("number_words_wrong_row", f"**Quietest:** Buchanan, with just "
                          f"{say(int(emp['Suyama']['orders']))} orders.", emp["Buchanan"]["orders"],
                          emp["Suyama"]["orders"])]),
        Claim(f"**All nine together:** {int(sum(emp.col('orders'))):,} orders worth {usd(sum(emp.col('sales')))}.",
              [off(emp, "off", f"**All nine together:** {int(sum(emp.col('orders'))):,} orders worth "
                   f"{wusd(sum(emp.col('sales')) * 0.82)}.", sum(emp.col("sales")), sum(emp.col("sales")) * 0.82, 2)]),
    ], derived=False, lines=True)
    lo, hi = well_over(pk["sales"])
    if lo:
        book.case("northwind", emp.rid, "plain", [
            Claim(f"Peacock is the standout, well over {usd(lo, 0)} in sales",
                  [("false_bound", f"Peacock is the standout, well over {usd(hi, 0)} in sales")]),
            Claim(f"— {usd(pk['sales'])} to be exact, from {int(pk['orders'])} orders."),
        ], derived=False)
    avg_orders = sum(emp.col("orders")) / len(emp)
    book.case("northwind", emp.rid, "plain", [
        Claim(f"The typical employee handled {n(avg_orders, 1)} orders",
              [off(emp, "off", f"The typical employee handled {w(avg_orders * 1.5, 1)} orders", avg_orders,
                   avg_orders * 1.5, 1)]),
        Claim(f"and served {n(sum(emp.col('customers')) / len(emp), 1)} customers;"),
        Claim(f"Davolio sits close to that with {int(dv['orders'])} orders.",
              [off(emp, "neighbour_row", f"Davolio sits close to that with {int(emp['Fuller']['orders'])} orders.",
                   dv["orders"], emp["Fuller"]["orders"], 0, real=True)]),
    ])

    cat = table("northwind", "What were each category's sales in 1996 and in 1997?",
                "SELECT c.category_name AS category, "
                "round((sum(d.unit_price * d.quantity * (1 - d.discount)) FILTER "
                "(WHERE o.order_date >= '1996-01-01' AND o.order_date < '1997-01-01'))::numeric, 2) AS sales_1996, "
                "round((sum(d.unit_price * d.quantity * (1 - d.discount)) FILTER "
                "(WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01'))::numeric, 2) AS sales_1997 "
                "FROM order_details d JOIN orders o ON o.order_id = d.order_id "
                "JOIN products p ON p.product_id = d.product_id JOIN categories c ON c.category_id = p.category_id "
                "GROUP BY 1 ORDER BY 3 DESC")
    for k, c in enumerate(("Dairy Products", "Grains/Cereals", "Seafood", "Beverages", "Produce", "Confections")):
        within(book, cat, c, "sales_1996", "sales_1997", "1996", "1997", k, "sales")
    versus(book, cat, "sales_1997", "Dairy Products", "Beverages", 3, "1997 sales", cash=True)
    versus(book, cat, "sales_1997", "Condiments", "Meat/Poultry", 5, "1997 sales", cash=True)
    s7 = cat.col("sales_1997")
    top3 = sum(sorted(s7)[-3:])
    sh, sd = num(100 * top3 / sum(s7), 1)
    book.case("northwind", cat.rid, "per_unit", [
        Claim(f"The three biggest categories of 1997 took {usd(top3)}",
              [off(cat, "off", f"The three biggest categories of 1997 took {wusd(top3 * 1.3)}", top3, top3 * 1.3, 2)]),
        Claim(f"— {sh}% of the year's {usd(sum(s7))}.",
              [off(cat, "complement", f"— {w(100 - 100 * top3 / sum(s7), sd)}% of the year's {usd(sum(s7))}.",
                   100 * top3 / sum(s7), 100 - 100 * top3 / sum(s7), sd, real=True)]),
    ])

    ten = table("northwind", "How many days had each employee been with the company on 6 May 1998?",
                "SELECT last_name, title, hire_date, ('1998-05-06'::date - hire_date) AS days_employed "
                "FROM employees ORDER BY hire_date, last_name")
    lv, dw = ten["Leverling"], ten["Dodsworth"]
    book.case("northwind", ten.rid, "conversion", [
        conv(book, ten, "Leverling", "days_employed", 0, "days", "years", 1 / 365.25, 1 / 30.44, 1,
             "- **Longest-serving:** {key}, {v} {src}", alts=(1 / 52.18, 1 / 7)),
        conv(book, ten, "Dodsworth", "days_employed", 1, "days", "weeks", 1 / 7, 1 / 30.44, 1,
             "- **Newest:** {key}, {v} {src}", alts=(1 / 5, 1 / 365.25)),
    ], lines=True)
    for k, e in enumerate(("Fuller", "Callahan", "King")):
        dys = ten[e]["days_employed"]
        mo, md = num(dys / 30.44, 1)
        book.case("northwind", ten.rid, "conversion", [
            Claim(pick([f"{e} had been on staff for {int(dys):,} days",
                        f"On the cut-off date {e}'s tenure stood at {int(dys):,} days",
                        f"{e}: {int(dys):,} days of service"], k)),
            Claim(f"({mo} months).",
                  [off(ten, "wrong_factor", f"({w(dys / 7, md)} months).", dys / 30.44, dys / 7, md,
                       alts=[dys / 4, dys / 365.25 * 10, dys / 1.5])]),
        ])
    gap = lv["days_employed"] - dw["days_employed"]
    book.case("northwind", ten.rid, "comparison", [
        Claim(f"Leverling joined {int(gap):,} days before Dodsworth",
              [off(ten, "off", f"Leverling joined {int(gap * 1.45):,} days before Dodsworth", gap, int(gap * 1.45), 0)]),
        Claim(f"({hedged(gap / 365.25, 1)[0]} {hedged(gap / 365.25, 1)[1]} years).",
              [off(ten, "wrong_factor", f"({hedged(gap / 365.25, 1)[0]} {w(gap / 52.18, hedged(gap / 365.25, 1)[2])} "
                   "years).", gap / 365.25, gap / 52.18, hedged(gap / 365.25, 1)[2], approx=True,
                   alts=[gap / 30.44])]),
    ])

    reg = table("northwind", "How many territories does each region have, and how many employees cover them?",
                "SELECT r.region_description AS region, count(DISTINCT t.territory_id) AS territories, "
                "count(DISTINCT et.employee_id) AS employees FROM region r "
                "JOIN territories t ON t.region_id = r.region_id "
                "LEFT JOIN employee_territories et ON et.territory_id = t.territory_id GROUP BY 1 ORDER BY 2 DESC")
    fraction(book, reg, "territories", None, "Northern", 0, "territories", "territories")
    fraction(book, reg, "territories", None, "Western", 1, "territories", "territories", verb="sit in")
    et, wt_ = reg["Eastern"], reg["Western"]
    book.case("northwind", reg.rid, "plain", [
        Claim(f"Eastern — {int(et['territories'])} territories"),
        Claim(f"Western — {int(wt_['territories'])} territories",
              [off(reg, "neighbour_row", f"Western — {int(reg['Northern']['territories'])} territories",
                   wt_["territories"], reg["Northern"]["territories"], 0, real=True)]),
        Claim(f"Northern — {int(reg['Northern']['territories'])} territories"),
        Claim(f"Total: {int(sum(reg.col('territories')))} territories across {say(len(reg))} regions.",
              [off(reg, "off", f"Total: {int(sum(reg.col('territories')) * 1.4)} territories across "
                   f"{say(len(reg))} regions.", sum(reg.col("territories")), int(sum(reg.col("territories")) * 1.4),
                   0)]),
    ], derived=False, lines=True)
    versus(book, reg, "territories", "Eastern", "Southern", 7, "territories")

    bev = table("northwind", "How are the beverages packed, and at what price?",
                "SELECT product_name, quantity_per_unit, unit_price FROM products WHERE category_id = 1 ORDER BY 1")
    ident(book, bev, "Chang ships as 24 - 12 oz bottles at $19.00 a case.", "24 - 12 oz", "24 - 16 oz")
    ident(book, bev, "- **Outback Lager:** 24 - 355 ml bottles", "355 ml", "335 ml",
          after=[Claim(f"- **Price:** {usd(bev['Outback Lager']['unit_price'])}")])
    ident(book, bev, "Ipoh Coffee comes in 16 - 500 g tins.", "16 - 500 g", "18 - 500 g",
          extra=[Claim(f"Of the {say(len(bev))} beverages, only one is sold by the tin.")])
    pr = bev.col("unit_price")
    cb = bev["Côte de Blaye"]["unit_price"]
    book.case("northwind", bev.rid, "plain", [
        Claim(f"Côte de Blaye is the outlier at {usd(cb)}"),
        Claim(f"— without it the other {say(len(bev) - 1)} beverages average {usd((sum(pr) - cb) / (len(pr) - 1))}",
              [off(bev, "wrong_subset", f"— without it the other {say(len(bev) - 1)} beverages average "
                   f"{usd(sum(pr) / len(pr))}", (sum(pr) - cb) / (len(pr) - 1), sum(pr) / len(pr), 2, real=True)]),
        Claim(f"against {usd(sum(pr) / len(pr))} with it."),
    ])
    versus(book, bev, "unit_price", "Côte de Blaye", "Ipoh Coffee", 9, "list price", cash=True)

    sup = table("northwind", "What are the phone numbers of our suppliers in Japan, Australia and Canada?",
                "SELECT company_name, country, phone FROM suppliers WHERE country IN ('Japan', 'Australia', 'Canada') "
                "ORDER BY country, company_name")
    ident(book, sup, "Tokyo Traders — (03) 3555-5011", "3555-5011", "3555-5101",
          after=[Claim("Mayumi's — (06) 431-7877")], lines=True)
    ident(book, sup, "For Pavlova, Ltd. call (03) 444-2343; G'day, Mate is on (02) 555-5914.", "444-2343",
          "444-2434")
    ident(book, sup, "Both Canadian suppliers share the 514 area code: Ma Maison on (514) 555-9022, Forêts d'érables "
          "on (514) 555-2955.", "555-2955", "555-2595")
    empty(book, "northwind", "Which suppliers are based in Ireland?",
          "SELECT company_name FROM suppliers WHERE country = 'Ireland'",
          "None of the suppliers returned is in Ireland — the query came back with no rows, so the Irish supplier "
          "count is zero.",
          "There are 14 suppliers based in Ireland.")
    empty(book, "northwind", "Which orders shipped in 1999?",
          "SELECT order_id FROM orders WHERE shipped_date >= '1999-01-01'",
          "**Orders shipped in 1999:** zero. The result set is empty; nothing shipped that late.",
          "**Orders shipped in 1999:** 37, all by Speedy Express.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    cc = table("chinook", "Which ten countries' customers spent the most, and how many customers are there?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, sum(i.total) AS sales, "
               "count(i.invoice_id) AS invoices FROM customer c JOIN invoice i ON i.customer_id = c.customer_id "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    per(book, cc, "sales", "customers", "USA", 0, "customer")
    per(book, cc, "sales", "customers", "Canada", 1, "customer")
    per(book, cc, "sales", "invoices", "France", 2, "invoice", noun="in sales")
    per(book, cc, "sales", "customers", "Germany", 3, "customer")
    per(book, cc, "sales", "invoices", "Brazil", 6, "invoice", noun="billed")
    versus(book, cc, "sales", "USA", "Canada", 0, "sales", cash=True)
    versus(book, cc, "sales", "France", "Germany", 4, "sales", cash=True)
    versus(book, cc, "sales", "United Kingdom", "Brazil", 3, "sales", cash=True)
    fraction(book, cc, "customers", None, "USA", 1, "customers", "of the customers listed", verb="are in the")
    ranked(book, cc, "sales", 1, "spend", cash=True)
    book.case("chinook", cc.rid, "plain", [
        Claim(f"The USA leads with {say(int(cc['USA']['customers']))} customers"),
        Claim(f"and {int(cc['USA']['invoices'])} invoices;",
              [off(cc, "neighbour_row", f"and {int(cc['Canada']['invoices'])} invoices;", cc["USA"]["invoices"],
                   cc["Canada"]["invoices"], 0, real=True)]),
        Claim(f"the ten countries hold {int(sum(cc.col('customers')))} customers in total.",
              [off(cc, "off", f"the ten countries hold {int(sum(cc.col('customers')) * 1.5)} customers in total.",
                   sum(cc.col("customers")), int(sum(cc.col("customers")) * 1.5), 0)]),
    ], derived=False)
    allc = sum(cc.col("customers"))
    alls = sum(cc.col("sales"))
    book.case("chinook", cc.rid, "per_unit", [
        Claim(f"Across all {int(allc)} customers listed, spend averages {usd(alls / allc)} a head",
              [off(cc, "plain_as_weighted", f"Across all {int(allc)} customers listed, spend averages "
                   f"{usd(sum(r['sales'] / r['customers'] for r in cc.rows) / len(cc))} a head", alls / allc,
                   sum(r["sales"] / r["customers"] for r in cc.rows) / len(cc), 2, real=True)]),
        Claim(f"({usd(alls)} in all)."),
    ])

    yr = table("chinook", "What were sales and invoice counts in each year?",
               "SELECT to_char(invoice_date, 'YYYY') AS year, count(*) AS invoices, sum(total) AS sales "
               "FROM invoice GROUP BY 1 ORDER BY 1")
    for k, (a, b) in enumerate((("2021", "2022"), ("2022", "2023"), ("2023", "2024"), ("2024", "2025"))):
        yoy(book, yr, "sales", a, b, k, "sales")
    yoy(book, yr, "sales", "2021", "2022", 1, "revenue")
    yoy(book, yr, "sales", "2024", "2025", 2, "revenue")
    per(book, yr, "sales", "invoices", "2022", 2, "invoice", noun="in sales")
    per(book, yr, "sales", "invoices", "2025", 0, "invoice")
    ys = yr.col("sales")
    best = max(yr.order, key=lambda x: yr[x]["sales"])
    book.case("chinook", yr.rid, "plain", [
        Claim(f"{best} was the best year."),
        Claim(f"Revenue peaked at {usd(yr[best]['sales'])} that year",
              [off(yr, "neighbour_row", f"Revenue peaked at {usd(yr['2021']['sales'])} that year", yr[best]["sales"],
                   yr["2021"]["sales"], 2, real=True)]),
        Claim(f"and the five years together brought in {usd(sum(ys))}, {usd(sum(ys) / len(ys))} a year on average.",
              [off(yr, "off", f"and the five years together brought in {usd(sum(ys))}, {wusd(sum(ys) / len(ys) * 1.3)} "
                   "a year on average.", sum(ys) / len(ys), sum(ys) / len(ys) * 1.3, 2)]),
    ])

    gen = table("chinook", "How long and how large are the tracks of each genre on average?",
                "SELECT g.name AS genre, count(*) AS tracks, round(avg(t.milliseconds)) AS avg_ms, "
                "round(avg(t.bytes)) AS avg_bytes FROM track t JOIN genre g ON g.genre_id = t.genre_id "
                "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    for k, g in enumerate(("Rock", "Metal", "TV Shows", "Drama")):
        book.case("chinook", gen.rid, "conversion", [
            conv(book, gen, g, "avg_ms", k, "ms", "minutes", 1 / 60000, 1 / 60, 1,
                 pick(["{key} tracks average {v} {src}", "- **{key}:** mean length {v} {src}",
                       "The average {key} track runs {v} {src}", "{key} — {v} {src} on average"], k),
                 hedge=(k % 2 == 1), alts=(1 / 3600, 1 / 1000, 1 / 6000)),
            Claim(pick([f"over {int(gen[g]['tracks']):,} tracks.", f"- **Tracks:** {int(gen[g]['tracks']):,}",
                        f"across {int(gen[g]['tracks']):,} tracks.", f"({int(gen[g]['tracks']):,} tracks)"], k)),
        ], lines=(k == 1))
    for k, g in enumerate(("Latin", "Jazz", "Classical")):
        book.case("chinook", gen.rid, "conversion", [
            conv(book, gen, g, "avg_bytes", k, "bytes", "MB", 1e-6, 1 / 1024, 1,
                 pick(["A typical {key} file is {v} {src}", "{key} files average {v} {src}",
                       "- **{key}:** {v} {src} per track"], k), alts=(1e-3, 1e-4), lines=(k == 2)),
        ], lines=(k == 2))
    versus(book, gen, "avg_ms", "Drama", "TV Shows", 2, "average length in ms")
    versus(book, gen, "tracks", "Rock", "Latin", 1, "track count")
    ranked(book, gen, "tracks", 2, "track count")

    stf = table("chinook", "What are the staff phone numbers and titles?",
                "SELECT first_name || ' ' || last_name AS employee, title, city, phone FROM employee "
                "ORDER BY employee_id")
    ident(book, stf, "- **Andrew Adams** (General Manager, Edmonton): +1 (780) 428-9482", "428-9482", "482-9428",
          extra=[Claim("- **Nancy Edwards** (Sales Manager, Calgary): +1 (403) 262-3443")])
    ident(book, stf, "Margaret Park answers on +1 (403) 263-4423, while Jane Peacock shares Nancy Edwards's "
          "+1 (403) 262-3443.", "263-4423", "236-4423")
    ident(book, stf, "IT is split: Michael Mitchell on +1 (403) 246-9887, Laura Callahan on +1 (403) 467-3351.",
          "467-3351", "467-3315")

    alb = table("chinook", "Which albums have a number in their title, and how many tracks do they hold?",
                "SELECT al.title, count(*) AS tracks, sum(t.milliseconds) AS ms FROM album al "
                "JOIN track t ON t.album_id = al.album_id WHERE al.title ~ '[0-9]{2}' "
                "GROUP BY al.album_id, 1 ORDER BY 1")
    ident(book, alb, f"'Jorge Ben Jor 25 Anos' carries {int(alb['Jorge Ben Jor 25 Anos']['tracks'])} tracks.",
          "25 Anos", "52 Anos")
    ident(book, alb, "Both volumes of 'Lulu Santos - RCA 100 Anos De Música' hold fourteen tracks each.",
          "100 Anos", "110 Anos")
    ident(book, alb, "Haydn's 'Symphonies 99 - 104' is a single-track album.", "99 - 104", "94 - 109")
    jb = alb["Jorge Ben Jor 25 Anos"]
    assert jb["ms"] == max(alb.col("ms"))
    book.case("chinook", alb.rid, "conversion", [
        Claim(f"'Jorge Ben Jor 25 Anos' runs {int(jb['ms']):,} ms"),
        Claim(f"({n(jb['ms'] / 60000, 1)} minutes), the longest of the {len(alb)} titles.",
              [off(alb, "wrong_factor", f"({w(jb['ms'] / 3600, 1)} minutes), the longest of the {len(alb)} titles.",
                   jb["ms"] / 60000, jb["ms"] / 3600, 1, alts=[jb["ms"] / 6000, jb["ms"] / 3.6e6])]),
    ])
    empty(book, "chinook", "Which customers live in Iceland?",
          "SELECT first_name, last_name FROM customer WHERE country = 'Iceland'",
          "No customers in Iceland. None of the customer rows matched, so the count for Iceland is zero.",
          "Iceland has 11 customers on file.")
    empty(book, "chinook", "Which tracks are longer than three hours?",
          "SELECT name FROM track WHERE milliseconds > 10800000",
          "Nothing qualifies: zero tracks exceed three hours (the query returned no rows).",
          "Exactly 26 tracks run longer than three hours.")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    pw = table("superhero", "How many heroes have each of the ten commonest powers, out of all heroes?",
               "SELECT sp.power_name AS power, count(*) AS heroes, (SELECT count(*) FROM superhero) AS all_heroes "
               "FROM hero_power hp JOIN superpower sp ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    for k, p in enumerate(("Intelligence", "Agility", "Stamina", "Reflexes", "Flight", "Energy Blasts",
                           "Super Speed", "Durability", "Accelerated Healing")):
        fraction(book, pw, "heroes", "all_heroes", p, k, "heroes", "heroes", verb="have")
    versus(book, pw, "heroes", "Super Strength", "Stamina", 1, "heroes")
    versus(book, pw, "heroes", "Flight", "Super Strength", 0, "heroes")
    versus(book, pw, "heroes", "Durability", "Reflexes", 2, "heroes")
    ranked(book, pw, "heroes", 3, "heroes", start=0)
    ss = pw["Super Strength"]
    lo, hi = well_over(ss["heroes"])
    assert lo
    book.case("superhero", pw.rid, "plain", [
        Claim(f"Super Strength is the commonest power, with {int(ss['heroes'])} holders",
              [off(pw, "neighbour_row", f"Super Strength is the commonest power, with {int(pw['Stamina']['heroes'])} "
                   "holders", ss["heroes"], pw["Stamina"]["heroes"], 0, real=True)]),
        Claim(f"— well over {int(lo)} of the {int(ss['all_heroes'])} heroes.",
              [("false_bound", f"— well over {int(hi)} of the {int(ss['all_heroes'])} heroes.")]),
    ], derived=False)

    pub = table("superhero", "How strong are the heroes of the six largest publishers on average?",
                "SELECT p.publisher_name AS publisher, count(DISTINCT s.id) AS heroes, "
                "round(avg(ha.attribute_value), 2) AS avg_strength FROM superhero s "
                "JOIN publisher p ON p.id = s.publisher_id JOIN hero_attribute ha ON ha.hero_id = s.id "
                "JOIN attribute a ON a.id = ha.attribute_id WHERE a.attribute_name = 'Strength' "
                "GROUP BY 1 ORDER BY 2 DESC LIMIT 6")
    pooled(book, pub, "avg_strength", "heroes", 0, "strength score", "hero", d=1)
    pooled(book, pub, "avg_strength", "heroes", 1, "strength", "hero", d=1)
    versus(book, pub, "avg_strength", "Marvel Comics", "Dark Horse Comics", 3, "average strength", d=2,
           points=True)
    versus(book, pub, "avg_strength", "Image Comics", "George Lucas", 0, "average strength", d=2, points=True)
    versus(book, pub, "heroes", "Marvel Comics", "DC Comics", 2, "heroes")
    fraction(book, pub, "heroes", None, "DC Comics", 1, "heroes", "of these heroes")


# ---------------------------------------------------------------------------
# Spider: tvshow, course_teach, voter_1; defog-dev's advising
# ---------------------------------------------------------------------------


def small(book):
    tv = table("spider_tvshow", "How many viewers did each episode draw, with what rating and weekly rank?",
               "SELECT episode, air_date, rating, share, viewers_m, weekly_rank FROM tv_series ORDER BY id")
    for k, e in enumerate(("A Love of a Lifetime", "Game Three", "The Hanged Man")):
        v = tv[e]["viewers_m"]
        book.case(tv.db, tv.rid, "conversion", [
            Claim(pick([f"'{e}' drew {n(v, 2)} million viewers ({int(round(v * 1e6)):,} people)",
                        f"- **{e}:** {n(v, 2)}M viewers, i.e. {int(round(v * 1e6)):,}",
                        f"{e} pulled in {int(round(v * 1e6)):,} viewers ({n(v, 2)} million)"], k),
                  [off(tv, "wrong_factor", pick([f"'{e}' drew {n(v, 2)} million viewers ({int(round(v * 1e5)):,} "
                                                 "people)",
                                                 f"- **{e}:** {n(v, 2)}M viewers, i.e. {int(round(v * 1e5)):,}",
                                                 f"{e} pulled in {int(round(v * 1e5)):,} viewers ({n(v, 2)} "
                                                 "million)"], k), v * 1e6, round(v * 1e5), 0)]),
            Claim(pick([f"with a rating of {tv[e]['rating']}.", f"- **Weekly rank:** {int(tv[e]['weekly_rank'])}",
                        f"and ranked {int(tv[e]['weekly_rank'])} that week."], k)),
        ], lines=(k == 1))
    yoy_like = [("A Love of a Lifetime", "Friendly Skies"), ("Winterland", "Emily"), ("Home By Another Way",
                                                                                       "The Hanged Man")]
    for k, (a, b) in enumerate(yoy_like):
        v1, v2 = tv[a]["viewers_m"], tv[b]["viewers_m"]
        st, sd = signed(100 * (v2 - v1) / v1)
        wb = 100 * (v2 - v1) / v2
        book.case(tv.db, tv.rid, "change", [
            Claim(f"From '{a}' to '{b}' the audience went from {n(v1, 2)}M to {n(v2, 2)}M"),
            Claim(f"({st} week on week).",
                  [off(tv, "wrong_base", f"({MINUS}{w(abs(wb), sd)}% week on week).", 100 * (v2 - v1) / v1, wb, sd,
                       real=True)]),
        ])
    versus(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 3, "viewers (millions)", d=2)
    versus(book, tv, "rating", "Friendly Skies", "Double Down", 0, "rating", d=1, points=True)
    vs = tv.col("viewers_m")
    book.case(tv.db, tv.rid, "plain", [
        Claim(f"The {say(len(tv))} episodes averaged {n(sum(vs) / len(vs), 2)} million viewers",
              [off(tv, "off", f"The {say(len(tv))} episodes averaged {w(sum(vs) / len(vs) * 1.3, 2)} million viewers",
                   sum(vs) / len(vs), sum(vs) / len(vs) * 1.3, 2)]),
        Claim(f"and {n(sum(vs), 2)} million in total;"),
        Claim(f"the best weekly rank was {int(min(tv.col('weekly_rank')))}, the worst "
              f"{int(max(tv.col('weekly_rank')))}.",
              [off(tv, "neighbour_row", f"the best weekly rank was {int(tv['Friendly Skies']['weekly_rank'])}, the "
                   f"worst {int(max(tv.col('weekly_rank')))}.", min(tv.col("weekly_rank")),
                   tv["Friendly Skies"]["weekly_rank"], 0, real=True)]),
    ])

    ct = table("spider_tvshow", "Which cartoons are there, with their production codes?",
               "SELECT title, directed_by, original_air_date, production_code FROM cartoon ORDER BY production_code")
    ident(book, ct, "'Enter the Outsiders!' carries production code 106.", "106", "160")
    ident(book, ct, "- Ben Jones directed 'Day of the Dark Knight!' (code 104)", "104", "140",
          after=[Claim("- Brandon Vietti directed 'Fall of the Blue Beetle!' (code 108)")])
    codes = ct.col("production_code")
    book.case(ct.db, ct.rid, "plain", [
        Claim(f"Production codes run from {int(min(codes))} to {int(max(codes))}"),
        Claim(f"across {say(len(ct))} cartoons.",
              [words_twin("off", f"across {say(int(len(ct) * 2))} cartoons.", len(ct), len(ct) * 2)]),
    ], derived=False)

    te = table("spider_course_teach", "How old is each teacher, and how many courses does each teach?",
               "SELECT t.name, t.age, t.hometown, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2, 3 ORDER BY 2 DESC")
    versus(book, te, "age", "Kearsley Brown", "Vicente Carretero", 1, "age")
    versus(book, te, "age", "Anne Walker", "Gustaaf Deloor", 2, "age")
    for k, p in enumerate(("Kearsley Brown", "Lucy Wong")):
        a = te[p]["age"]
        book.case(te.db, te.rid, "conversion", [
            Claim(pick([f"{p} is {int(a)}", f"- **{p}:** age {int(a)}"], k)),
            Claim(pick([f"({w(a * 12, 0)} months old).", f"- **In months:** {w(a * 12, 0)}"], k),
                  [off(te, "wrong_factor", pick([f"({w(a * 52, 0)} months old).", f"- **In months:** {w(a * 52, 0)}"],
                                                k), a * 12, a * 52, 0, alts=[a * 365.25 / 7, a * 10, a * 30])]),
        ], lines=(k == 1))
    ages = te.col("age")
    book.case(te.db, te.rid, "plain", [
        Claim(f"The {say(len(te))} teachers average {n(sum(ages) / len(ages), 1)} years of age",
              [off(te, "off", f"The {say(len(te))} teachers average {w(sum(ages) / len(ages) * 1.25, 1)} years of age",
                   sum(ages) / len(ages), sum(ages) / len(ages) * 1.25, 1)]),
        Claim(f"- the oldest {int(max(ages))}, the youngest {int(min(ages))}.",
              [off(te, "neighbour_row", f"- the oldest {int(max(ages))}, the youngest "
                   f"{int(te['Gustaaf Deloor']['age'])}.", min(ages), te["Gustaaf Deloor"]["age"], 0, real=True)]),
    ])
    empty(book, "spider_course_teach", "Which teachers are older than 50?",
          "SELECT name FROM teacher WHERE age > 50",
          "None of the teachers is over 50; the query returned no rows, so that count is zero.",
          "Three of the 14 teachers are over 50.")

    vt = table("spider_voter_1", "Which phone numbers voted, from which state?",
               "SELECT vote_id, phone_number, state FROM votes ORDER BY vote_id")
    ident(book, vt, "The first vote came from 7182887233 in New York.", "7182887233", "7182882733")
    ident(book, vt, "- NJ: one vote, from 5112677315", "5112677315", "5112676315",
          extra=[Claim("- CA: one vote, from 6209222712")])
    empty(book, "spider_voter_1", "Which votes were cast in 2019 or later?",
          "SELECT vote_id FROM votes WHERE created >= '2019-01-01'",
          "None of the votes returned any rows for 2019 onwards, so the number cast since then is zero.",
          "Since 2019, 48 votes have been cast.")

    adv = table("defog_advising", "What is the average GPA of each programme's students?",
                "SELECT p.name AS program, count(*) AS students, round(avg(s.total_gpa), 2) AS avg_gpa "
                "FROM student s JOIN program p ON p.program_id = s.program_id GROUP BY 1 ORDER BY 2 DESC, 1")
    pooled(book, adv, "avg_gpa", "students", 0, "GPA", "student")
    versus(book, adv, "avg_gpa", "Physics", "Computer Science", 3, "GPA", d=2, points=True)
    empty(book, "defog_advising", "Which students have a GPA above 4.5?",
          "SELECT firstname, lastname FROM student WHERE total_gpa > 4.5",
          "Zero. No student has a GPA above 4.5 — the query returned nothing.",
          "Twelve students, 40% of them in Physics, have a GPA above 4.5.")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    book = Book9()
    for part in (northwind, chinook, heroes, small):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report("tenth set (development since its misses were read)", items, SHAPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
