#!/usr/bin/env python3
"""
plausibility_fresh8.py — a ninth labelled set for check_answer, held out
whole: answers written the way a language-model analyst writes them, in
phrasings the other sets do not use, over northwind (suppliers' countries,
stock and list prices, days from order to shipment, months of 1997, German
customers' phone numbers and postcodes), chinook (support reps' customers
and sales, artists' tracks and play time, months of 2023, playlists with
digits in their names), BIRD's superhero (genders, powers per hero), Spider's
concert_singer (stadium capacity and attendance), pets_1 (pet weights),
battle_death (killed and injured per ship) and voter_1 (area codes),
defog-dev's geography (state areas and populations) and atis (minutes flown
per airline), with queries of their own, all loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is what the
other sets lack: figures before the row names ("At $76.75, France ..."),
figures in parentheses, "X, versus Y for Z", "compared with", "up from" and
"down to", "times as much", "a factor of", "-fold", "pct" and "per cent",
ordinals ("the second-largest"), lists with semicolons, bounds and fractions
in words ("north of a quarter", "under two fifths"), approximations ("some",
"north of", "just shy of", "a shade under"), number words and digits mixed,
several claims per answer. Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's):
  comparison  ratio, difference and percent difference between two named rows
  change      change between months, or between two named groups
  per_unit    totals over counts, occupancy (attendance over capacity),
              shares of a total, top-k sums and their share, weighted
              averages of group averages, people per unit of area
  conversion  days as weeks, hours and seconds, milliseconds as hours and
              days, minutes as hours and days, square kilometres as square
              miles, kilograms as pounds
  zero_ident  zero for an empty result, digits inside text cells (phone
              numbers, postcodes, playlist names, area codes)
  plain       cells, counts and column aggregates, ordinals, lists, number
              words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
pooled one, a share of the wrong total or its complement, a percent change
over the wrong base), a false bound, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, or a figure off by more than the rounding shown. A twin is kept
only when its figure is far from the true value (fresh4's rules) and, unless
it is a real value in the wrong role, far from every cell, aggregate,
pairwise difference, ratio and share of the result too.

Only aggregates are printed (the set stays held out).
"""
import argparse
import json
import re
import sys

from plausibility_fresh4 import SHAPES, Book, Claim, far, pick, say, wrong
from plausibility_fresh7 import (Table, count_word, dd_of, n, num, off, usd, w, words_twin, wusd)
from plausibility_labels import evaluate, run, shape_report

SQMI_PER_KM2 = 0.386102159
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262

LEADS8 = ["", "Reading the result set:", "What stands out:", "From the rows returned -", "Key points.",
          "Short version:", "The data say the following.", "Takeaways:", "Here's the picture."]
ORDINAL = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


# ---------------------------------------------------------------------------
# an answer's claims joined as prose
# ---------------------------------------------------------------------------


class Book8(Book):
    """fresh4's Book with leads of its own, the claims punctuated as prose (as in fresh7):
    a full stop or semicolon before a claim that starts a sentence, a comma, semicolon or
    dash before one that continues it, nothing before one in parentheses."""

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, bullets=False):
        claims = [c for c in claims if c.text]
        last = len(claims) - 1

        def fix(i, text):
            text = text.strip()
            if i == 0 or bullets:
                text = text[0].upper() + text[1:]
            if bullets or text[-1] in ".!?":
                return text
            if i == last:
                return text + "."
            nxt = claims[i + 1].text.strip()
            if nxt[0] == "(":
                return text
            go_on = nxt[0].islower() or nxt[0].isdigit() or nxt[0] in "$+-"
            seps = [",", " -", ";", ","] if go_on else [".", ";", "."]
            return text + pick(seps, self.cases + i)

        fixed = [Claim(fix(i, c.text), [(r, fix(i, t)) for r, t in c.wrongs]) for i, c in enumerate(claims)]
        lead = LEADS8[(self.cases * 5) % len(LEADS8)]
        self.cases += 1
        texts = [c.text for c in fixed]

        def join(parts):
            if bullets:
                return "\n".join([lead or "Summary:"] + ["* " + p for p in parts])
            return " ".join(p for p in [lead] + parts if p)

        self.add(db, rid, join(texts), "plausible", shape, "grounded", derived)
        twins = [(i, r, t) for i, c in enumerate(fixed) for r, t in c.wrongs]
        assert all(t != texts[i] for i, _, t in twins), texts
        # a wrong figure pushed below zero where the claim has no negative figure is no analyst's slip
        minus = re.compile(r"(?<![\w])-\$?\d")
        twins = [(i, r, t) for i, r, t in twins if len(minus.findall(t)) <= len(minus.findall(texts[i]))]
        if self.cases % 3 != 0 and len(twins) > 1:
            seen = [a["kind"] for a in self.items]
            twins = [min(twins, key=lambda tw: seen.count(tw[1]))]
        for i, role, t in twins[:max_twins]:
            self.add(db, rid, join(texts[:i] + [t] + texts[i + 1:]), "implausible", shape, role, derived)


# ---------------------------------------------------------------------------
# figures as analysts write them
# ---------------------------------------------------------------------------


def approx(v, k):
    """A hedged figure within 1.2% of v, its hedge on the side it falls: (text, decimals, hedge)."""
    a = abs(v)
    shown, d = v, 2
    for step, sd in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1), (0.01, 2)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            shown, d = s, sd
            break
    if abs(shown - v) / a < 0.002:
        hedge = pick(["some", "around", "in the region of", "about"], k)
    elif abs(shown) > a:
        hedge = pick(["just shy of", "a touch under", "not quite", "a shade under"], k)
    else:
        hedge = pick(["north of", "a little over", "upwards of", "just above"], k)
    return f"{hedge} {shown:,.{d}f}", d, hedge


FRACTIONS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"),
             (3 / 4, "three quarters"), (1 / 5, "a fifth"), (2 / 5, "two fifths"), (3 / 5, "three fifths"),
             (1 / 10, "a tenth")]


def bound8(share, k):
    """A true bound on a share in words ("north of a quarter"), and the false one across
    the nearest fraction; or (None, None)."""
    best = None
    for f, word in FRACTIONS:
        gap = share - f
        if 0.025 < abs(gap) < 0.12 and (best is None or abs(gap) < abs(best[0])):
            best = (gap, word)
    if best is None:
        return None, None
    gap, word = best
    over = pick(["north of", "over", "comfortably above"], k)
    under = pick(["under", "below", "short of"], k)
    return (f"{over} {word}", f"{under} {word}") if gap > 0 else (f"{under} {word}", f"{over} {word}")


def shower(cash, d, unit=""):
    """How a column's figures are shown, and how a wrong one is, with given decimals."""
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit)


def table(db, question, sql, key=0):
    """fresh7's Table, its rows named by distinct keys."""
    t = Table(db, question, sql, key)
    assert len(set(t.order)) == len(t.order), (db, sql)
    return t


def other_row(t, key, avoid):
    """A row next to key (not one of avoid), for a neighbour's value."""
    i = t.order.index(key)
    for j in (i + 1, i - 1, i + 2, i - 2):
        if 0 <= j < len(t.order) and t.order[j] not in avoid and t.order[j] != key:
            return t.order[j]
    return None


# ---------------------------------------------------------------------------
# shapes over a table
# ---------------------------------------------------------------------------


def compare(book, t, col, a, b, k, noun, cash=False, d=0, unit="", much="as much"):
    """Two named rows, the larger first: their figures, then a ratio, a gap or a percent."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    S, W = shower(cash, d, unit)
    nb = other_row(t, b, (a,))
    vn = t[nb][col] if nb else None
    ratio, diff = va / vb, va - vb
    pct = 100 * diff / vb
    wb = 100 * diff / va
    rt, rd = num(ratio, 2)
    pt, pd = num(pct, 1)
    ddf = dd_of(diff, d, cash)

    def nbr(text, shown):
        if vn is None or S(vn) == S(vb) or S(vb) not in text:
            return None
        return off(t, "neighbour_row", text.replace(S(vb), S(vn)), vb, vn, dd_of(vb, d, cash), real=True)

    form = k % 5
    if form == 0:
        if k >= 5:
            ht, hd, hedge = approx(ratio, k)
            c1 = Claim(f"At {S(va)}, {a} has {ht} times {much} {noun} as {b}",
                       [off(t, "off", f"At {S(va)}, {a} has {hedge} {w(ratio * 1.4 + 0.3, hd)} times {much} {noun} "
                            f"as {b}", ratio, ratio * 1.4 + 0.3, hd, approx=True)])
        else:
            c1 = Claim(f"At {S(va)}, {a} has {rt} times {much} {noun} as {b}",
                       [off(t, "off", f"At {S(va)}, {a} has {w(ratio * 1.4 + 0.3, rd)} times {much} {noun} as {b}",
                            ratio, ratio * 1.4 + 0.3, rd)])
        claims = [c1, Claim(f"({S(vb)})", [nbr(f"({S(vb)})", vb)]),
                  Claim(f"{pt} pct more", [off(t, "wrong_base", f"{w(wb, pd)} pct more", pct, wb, pd, real=True)])]
    elif form == 1:
        text = f"{a}: {S(va)}, versus {S(vb)} for {b}"
        claims = [Claim(text, [nbr(text, vb)]),
                  Claim(f"a factor of {rt}", [off(t, "off", f"a factor of {w(ratio * 1.35 + 0.25, rd)}", ratio,
                                                   ratio * 1.35 + 0.25, rd)]),
                  Claim(f"or {S(diff)} in absolute terms",
                        [off(t, "off", f"or {W(diff * 1.6, ddf)} in absolute terms", diff, diff * 1.6, ddf)])]
    elif form == 2:
        text = f"({S(vb)} compared with {S(va)})"
        claims = [Claim(f"{b} trails {a} by {S(diff)} on {noun}",
                        [off(t, "off", f"{b} trails {a} by {W(diff * 1.6, ddf)} on {noun}", diff, diff * 1.6, ddf)]),
                  Claim(text, [nbr(text, vb)]),
                  Claim(f"so {a} is ahead by {pt} per cent",
                        [off(t, "wrong_base", f"so {a} is ahead by {w(wb, pd)} per cent", pct, wb, pd, real=True)])]
    elif form == 3:
        text = f"{S(va)} against {S(vb)}: that is {a} against {b} on {noun}"
        claims = [Claim(text, [nbr(text, vb)]),
                  Claim(f"a {rt}-fold gap", [off(t, "off", f"a {w(ratio * 1.35 + 0.25, rd)}-fold gap", ratio,
                                                 ratio * 1.35 + 0.25, rd)]),
                  Claim(f"the larger figure sits {pt}% above the smaller",
                        [off(t, "wrong_base", f"the larger figure sits {w(wb, pd)}% above the smaller", pct, wb, pd,
                             real=True)])]
    else:
        text = f"{a} outpaces {b} on {noun}, {S(va)} to {S(vb)}"
        claims = [Claim(text, [nbr(text, vb)]),
                  Claim(f"a margin of {S(diff)}", [off(t, "off", f"a margin of {W(diff * 1.6, ddf)}", diff,
                                                       diff * 1.6, ddf)]),
                  Claim(f"{b} would need {pt} per cent more to draw level",
                        [off(t, "wrong_base", f"{b} would need {w(wb, pd)} per cent more to draw level", pct, wb, pd,
                             real=True)])]
    book.case(t.db, t.rid, "comparison", claims, bullets=(k % 4 == 3))


def change(book, t, col, p1, p2, k, noun, cash=False, d=0, unit="", prep="in"):
    """From one month (or group) to another: both figures, the change, the percent change."""
    v1, v2 = t[p1][col], t[p2][col]
    S, W = shower(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    pct = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = num(pct, 1)
    ddf = dd_of(abs(diff), d, cash)
    p0 = other_row(t, p1, (p2,))
    v0 = t[p0][col] if p0 else None

    def nbr(text):
        if v0 is None or S(v0) == S(v1) or S(v1) not in text:
            return None
        return off(t, "neighbour_row", text.replace(S(v1), S(v0)), v1, v0, dd_of(v1, d, cash), real=True)

    form = k % 4
    if form == 0:
        c2 = f"{'up' if up else 'down'} from {S(v1)} {prep} {p1}"
        claims = [Claim(f"{noun} reached {S(v2)} {prep} {p2}" if up else f"{noun} was down to {S(v2)} {prep} {p2}"),
                  Claim(c2, [nbr(c2)]),
                  Claim(f"a {pt} pct {'rise' if up else 'fall'}",
                        [off(t, "wrong_base", f"a {w(wb, pd)} pct {'rise' if up else 'fall'}", pct, wb, pd,
                             real=True)])]
    elif form == 1:
        word = "higher" if up else "lower"
        claims = [Claim(f"Compared with {p1} ({S(v1)}), {p2} came in {pt} per cent {word}",
                        [off(t, "wrong_base", f"Compared with {p1} ({S(v1)}), {p2} came in {w(wb, pd)} per cent "
                             f"{word}", pct, wb, pd, real=True)]),
                  Claim(f"at {S(v2)} in {noun}"),
                  Claim(f"a swing of {S(abs(diff))}",
                        [off(t, "off", f"a swing of {W(abs(diff) * 1.7, ddf)}", abs(diff), abs(diff) * 1.7, ddf)])]
    elif form == 2:
        sign = "+" if up else "-"
        inner = f"({sign}{S(abs(diff))}; {sign}{pt}%)"
        claims = [Claim(f"Between {p1} and {p2}, {noun} moved from {S(v1)} to {S(v2)}"),
                  Claim(inner, [off(t, "off", f"({sign}{W(abs(diff) * 1.7, ddf)}; {sign}{pt}%)", abs(diff),
                                    abs(diff) * 1.7, ddf),
                                off(t, "wrong_base", f"({sign}{S(abs(diff))}; {sign}{w(wb, pd)}%)", pct, wb, pd,
                                    real=True)])]
    else:
        c1 = f"{p2}'s {noun}: {S(v2)}, versus {S(v1)} {prep} {p1}"
        ht, hd, hedge = approx(pct, k)
        verb = "an increase of" if up else "down by"
        claims = [Claim(c1, [nbr(c1)]),
                  Claim(f"{verb} {ht} per cent",
                        [off(t, "wrong_base", f"{verb} {hedge} {w(wb, hd)} per cent", pct, wb, hd, approx=True,
                             real=True)])]
    book.case(t.db, t.rid, "change", claims, bullets=(k % 5 == 4))


def rate(book, t, num_col, den_col, key, k, per, noun, cash=False, d=2, unit=""):
    """A total over a count for one row; twins: the neighbour's rate, a figure off."""
    tot, cnt = t[key][num_col], t[key][den_col]
    r = tot / cnt
    S, W = shower(cash, d, unit)
    rt, rd = S(r), dd_of(r, d, cash)
    nb = t.neighbour(key)
    rn = t[nb][num_col] / t[nb][den_col]
    ts = usd(tot, 2) if cash else n(tot, 0 if float(tot).is_integer() else 1)
    cw = count_word(cnt, k)
    form = k % 3
    if form == 0:
        fmt = f"{key} ({cw} {per}s, {ts} {noun}) averages {{}} per {per}"
        claims = [Claim(fmt.format(rt), [off(t, "neighbour_row", fmt.format(W(rn, rd)), r, rn, rd, real=True),
                                         off(t, "off", fmt.format(W(r * 0.6, rd)), r, r * 0.6, rd)])]
    elif form == 1:
        fmt = f"that is {{}} per {per} for {key}"
        claims = [Claim(f"{ts} {noun} over {cw} {per}s"),
                  Claim(fmt.format(rt), [off(t, "neighbour_row", fmt.format(W(rn, rd)), r, rn, rd, real=True),
                                         off(t, "off", fmt.format(W(r * 1.55, rd)), r, r * 1.55, rd)])]
    else:
        fmt = f"Per {per}, {key} comes to {{}}"
        claims = [Claim(fmt.format(rt), [off(t, "neighbour_row", fmt.format(W(rn, rd)), r, rn, rd, real=True),
                                         off(t, "off", fmt.format(W(r * 0.6, rd)), r, r * 0.6, rd)]),
                  Claim(f"({ts} {noun} across {cw} {per}s)")]
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 4 == 2))


def share(book, t, col, key, k, noun, others=None, cash=False, d=0):
    """One row's share of the column total, with a bound in words; twins: the complement,
    the share of a wrong total, a false bound."""
    tot = sum(t.col(col))
    v = t[key][col]
    s = 100 * v / tot
    st, sd = num(s, 1)
    S, _ = shower(cash, d)
    sub = v + sum(t[o][col] for o in others) if others else None
    form = k % 3
    if form == 0:
        fmt = f"{key} makes up {{}} per cent of {noun}"
        tw = [off(t, "complement", fmt.format(w(100 - s, sd)), s, 100 - s, sd, real=True)]
        if sub:
            tw.append(off(t, "wrong_total", fmt.format(w(100 * v / sub, sd)), s, 100 * v / sub, sd, real=True))
        claims = [Claim(fmt.format(st), tw), Claim(f"({S(v)} of {S(tot)})")]
    elif form == 1:
        fmt = f"{{}} pct - sit with {key}"
        tw = [off(t, "complement", fmt.format(w(100 - s, sd)), s, 100 - s, sd, real=True)]
        if sub:
            tw.append(off(t, "wrong_total", fmt.format(w(100 * v / sub, sd)), s, 100 * v / sub, sd, real=True))
        claims = [Claim(f"{S(v)} of the {S(tot)} {noun}"), Claim(fmt.format(st), tw)]
    else:
        ht, hd, hedge = approx(s, k)
        fmt = f"{key} holds {{}} per cent of all {noun}"
        tw = [off(t, "complement", fmt.format(f"{hedge} {w(100 - s, hd)}"), s, 100 - s, hd, approx=True, real=True)]
        if sub:
            tw.append(off(t, "wrong_total", fmt.format(f"{hedge} {w(100 * v / sub, hd)}"), s, 100 * v / sub, hd,
                          approx=True, real=True))
        claims = [Claim(fmt.format(ht), tw), Claim(f"{S(v)} out of {S(tot)}")]
    good, bad = bound8(s / 100, k)
    if good:
        claims.append(Claim(f"{good} of the total", [("false_bound", f"{bad} of the total")]))
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 4 == 3))


def top(book, t, col, kk, k, noun, cash=False, d=0):
    """The kk largest rows of a column named in a semicolon list, their sum and its share;
    twins: a sum with the next row in place of the last, the complement of the share."""
    rows = sorted(t.order, key=lambda x: -t[x][col])
    keys = rows[:kk]
    S, W = shower(cash, d)
    tot = sum(t.col(col))
    sm = sum(t[x][col] for x in keys)
    alt = sm - t[keys[-1]][col] + t[rows[kk + 1]][col] if len(rows) > kk + 1 else None
    sh = 100 * sm / tot
    st, sd = num(sh, 1)
    listed = "; ".join(f"{x} ({S(t[x][col])})" for x in keys)
    fmt = pick([f"the {say(kk)} largest - {listed} - add up to {{}}", f"Together, {listed} account for {{}}"], k)
    tw = []
    if alt is not None and far(sm, alt, dd_of(sm, d, cash)):
        tw.append(off(t, "off", fmt.format(W(alt, dd_of(sm, d, cash))), sm, alt, dd_of(sm, d, cash)))
    tw.append(off(t, "off", fmt.format(W(sm * 1.3, dd_of(sm, d, cash))), sm, sm * 1.3, dd_of(sm, d, cash)))
    claims = [Claim(fmt.format(S(sm)), [x for x in tw if x][:1]),
              Claim(f"{st} per cent of the {S(tot)} {noun}",
                    [off(t, "complement", f"{w(100 - sh, sd)} per cent of the {S(tot)} {noun}", sh, 100 - sh, sd,
                         real=True)])]
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 2 == 1))


def pooled(book, t, avg_col, n_col, k, noun, per, d=2, cash=False):
    """The weighted average of group averages, and the plain mean beside it; twin: the plain
    mean called the pooled one."""
    avgs, ns = t.col(avg_col), t.col(n_col)
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    S, W = shower(cash, d)
    wd = dd_of(wa, d, cash)
    fmt = pick([f"Pooling all {int(sum(ns)):,} {per}s, the overall {noun} is {{}}",
                f"Counting every {per} once (so larger groups weigh more), the {noun} comes to {{}}"], k)
    claims = [Claim(fmt.format(S(wa)), [off(t, "plain_as_weighted", fmt.format(W(plain, wd)), wa, plain, wd,
                                            real=True)])]
    claims.append(Claim(f"across the {len(avgs)} groups"))
    book.case(t.db, t.rid, "per_unit", claims, bullets=(k % 2 == 1))


def empty(book, db, question, sql, ack, bad):
    """An empty result said plainly; the twin states a count for it."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.case(db, rid, "zero_ident", [Claim(ack, [("count_over_empty", bad)])], derived=False)


def ident(book, t, text, good, bad, shape="zero_ident", extra=()):
    """A claim citing an identifier with digits as written; the twin changes those digits."""
    assert bad != good and good in text
    book.case(t.db, t.rid, shape, list(extra) + [Claim(text, [wrong("changed_identifier", text.replace(good, bad),
                                                                    good, bad, 0, exact=True)])], derived=False)


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------


def northwind(book):
    sup = table("northwind", "How many suppliers and products does each supplier country have, at what price and stock?",
                "SELECT s.country, count(DISTINCT s.supplier_id) AS suppliers, count(*) AS products, "
                "round(avg(p.unit_price)::numeric, 2) AS avg_price, sum(p.units_in_stock) AS stock "
                "FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id GROUP BY 1 ORDER BY 3 DESC, 1")
    compare(book, sup, "stock", "USA", "Germany", 0, "units in stock")
    compare(book, sup, "avg_price", "France", "Germany", 1, "average list price", cash=True, d=2)
    share(book, sup, "stock", "USA", 0, "units in stock", others=["Germany", "Sweden"])
    top(book, sup, "products", 3, 0, "products")
    pooled(book, sup, "avg_price", "products", 0, "average list price", "product", cash=True)
    rate(book, sup, "stock", "products", "Sweden", 0, "product", "units in stock", d=1)
    change(book, sup, "avg_price", "Germany", "France", 9, "the average list price", cash=True, d=2, prep="for")
    g, au = sup["Germany"], sup["Australia"]
    sec = sorted(sup.order, key=lambda x: -sup[x]["stock"])
    book.case("northwind", sup.rid, "plain", [
        Claim(f"{say(len(sup)).capitalize()} supplier countries come back"),
        Claim(f"Germany has the second-largest range, {int(g['products'])} products",
              [off(sup, "neighbour_row", f"Germany has the second-largest range, {int(au['products'])} products",
                   g["products"], au["products"], 0, real=True)]),
        Claim(f"and {sec[1]} holds the second-largest stock ({int(sup[sec[1]]['stock'])} units)",
              [off(sup, "neighbour_row", f"and {sec[1]} holds the second-largest stock "
                   f"({int(sup[sec[2]]['stock'])} units)", sup[sec[1]]["stock"], sup[sec[2]]["stock"], 0,
                   real=True)]),
    ], derived=False)

    shp = table("northwind", "How long did orders take to ship, per destination country?",
                "SELECT ship_country, count(*) AS shipped, round(avg(shipped_date - order_date)::numeric, 2) AS avg_days, "
                "max(shipped_date - order_date) AS max_days FROM orders WHERE shipped_date IS NOT NULL "
                "GROUP BY 1 ORDER BY 2 DESC LIMIT 10")
    compare(book, shp, "avg_days", "Sweden", "Canada", 2, "days to ship", d=2)
    pooled(book, shp, "avg_days", "shipped", 1, "time to ship in days", "shipment")
    for k, c in enumerate(("USA", "Sweden")):
        dys = shp[c]["avg_days"]
        wk, wd = num(dys / 7, 2)
        hr, hd = num(dys * 24, 0)
        claims = [Claim(pick([f"Orders bound for {c} took {n(dys, 2)} days to ship on average",
                              f"Average time to ship to {c}: {n(dys, 2)} days"], k)),
                  Claim(f"about {wk} weeks", [off(shp, "wrong_factor", f"about {w(dys / 5, wd)} weeks", dys / 7,
                                                 dys / 5, wd, approx=True, alts=[dys / 30, dys / 3.5])]),
                  Claim(f"or some {hr} hours", [off(shp, "wrong_factor", f"or some {w(dys * 60, hd)} hours", dys * 24,
                                                   dys * 60, hd, approx=True, alts=[dys * 12, dys * 8])])]
        book.case("northwind", shp.rid, "conversion", claims, bullets=(k == 1))
    mx = shp["Canada"]["max_days"]
    book.case("northwind", shp.rid, "conversion", [
        Claim(f"Canada's slowest shipment took {int(mx)} days"),
        Claim(f"({int(mx * 86400):,} seconds)", [off(shp, "wrong_factor", f"({int(mx * 3600):,} seconds)",
                                                     mx * 86400, mx * 3600, 0, alts=[mx * 1440, mx * 60 * 24 * 6])]),
    ])
    top3 = shp.order[:3]
    listed = "; ".join(f"{x} {int(shp[x]['shipped'])}" for x in top3)
    bad_list = "; ".join(f"{x} {int(shp[y]['shipped'])}" for x, y in zip(top3, [top3[0], top3[1], shp.order[3]]))
    book.case("northwind", shp.rid, "plain", [
        Claim(f"Shipments by destination: {listed}",
              [off(shp, "neighbour_row", f"Shipments by destination: {bad_list}", shp[top3[2]]["shipped"],
                   shp[shp.order[3]]["shipped"], 0, real=True)]),
        Claim(f"the ten countries took {int(sum(shp.col('shipped'))):,} shipments between them",
              [off(shp, "off", f"the ten countries took {int(sum(shp.col('shipped')) * 1.25):,} shipments between "
                   "them", sum(shp.col("shipped")), int(sum(shp.col("shipped")) * 1.25), 0)]),
    ], derived=False)

    mon = table("northwind", "How many orders and how much freight in each month of the first half of 1997?",
                "SELECT to_char(order_date, 'FMMonth') AS month, count(*) AS orders, round(sum(freight)::numeric, 2) "
                "AS freight FROM orders WHERE order_date >= '1997-01-01' AND order_date < '1997-07-01' "
                "GROUP BY 1, extract(month FROM order_date) ORDER BY extract(month FROM order_date)")
    change(book, mon, "freight", "April", "May", 0, "freight", cash=True, prep="in")
    change(book, mon, "freight", "May", "June", 1, "freight", cash=True)
    change(book, mon, "freight", "January", "February", 2, "freight", cash=True)
    change(book, mon, "freight", "March", "April", 3, "freight", cash=True)
    change(book, mon, "orders", "January", "February", 4, "order count")
    fr = mon.col("freight")
    book.case("northwind", mon.rid, "plain", [
        Claim(f"Freight over the six months came to {usd(sum(fr))}",
              [off(mon, "off", f"Freight over the six months came to {wusd(sum(fr) * 1.3)}", sum(fr), sum(fr) * 1.3,
                   2)]),
        Claim(f"May was the dearest month ({usd(mon['May']['freight'])}), April the second-dearest",
              [off(mon, "neighbour_row", f"May was the dearest month ({usd(mon['June']['freight'])}), April the "
                   "second-dearest", mon["May"]["freight"], mon["June"]["freight"], 2, real=True)]),
        Claim(f"around thirty orders a month throughout, {int(sum(mon.col('orders')))} in all"),
    ], derived=False)

    cus = table("northwind", "What are the phone numbers and postcodes of our German customers?",
                "SELECT company_name, contact_name, phone, postal_code FROM customers WHERE country = 'Germany' "
                "ORDER BY 1")
    r = cus["Frankenversand"]
    ident(book, cus, f"Peter Franken at Frankenversand can be reached on {r['phone']}", "0877310", "0877130")
    r = cus["Ottilies Käseladen"]
    pc = cus.raw[cus.order.index("Ottilies Käseladen")][3]
    bad_pc = pc[:3] + pc[4] + pc[3]
    ident(book, cus, f"Ottilies Käseladen (postcode {pc}) is on {r['phone']}", pc, bad_pc,
          extra=[Claim(f"Of the {say(len(cus))} German customers, one stands out")])
    r = cus["Lehmanns Marktstand"]
    ident(book, cus, f"Lehmanns Marktstand's number is {r['phone']}; its contact is {r['contact_name']}",
          "069-0245984", "069-0254984")

    empty(book, "northwind", "Which orders went to Iceland by Federal Shipping?",
          "SELECT o.order_id FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via "
          "WHERE o.ship_country = 'Iceland' AND s.company_name = 'Federal Shipping'",
          "Federal Shipping carried nothing to Iceland: the query returned zero rows.",
          "Federal Shipping carried 17 orders to Iceland.")
    empty(book, "northwind", "Which discontinued products still have more than 500 units in stock?",
          "SELECT product_name FROM products WHERE discontinued = 1 AND units_in_stock > 500",
          "None. No discontinued product holds more than 500 units; the result is empty.",
          "Eleven discontinued products still hold more than 500 units.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    rep = table("chinook", "How many customers, invoices and sales does each support rep handle?",
                "SELECT e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, count(i.invoice_id) AS invoices, "
                "sum(i.total) AS sales FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id "
                "JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 4 DESC")
    compare(book, rep, "sales", "Peacock", "Johnson", 2, "sales", cash=True)
    rate(book, rep, "sales", "customers", "Peacock", 1, "customer", "in sales", cash=True)
    rate(book, rep, "sales", "invoices", "Johnson", 2, "invoice", "in sales", cash=True)
    share(book, rep, "sales", "Park", 1, "sales", others=["Johnson"], cash=True, d=2)
    pk, jn = rep["Peacock"], rep["Johnson"]
    book.case("chinook", rep.rid, "plain", [
        Claim(f"Peacock looks after {say(int(pk['customers']))} customers",
              [words_twin("number_words_wrong_row", f"Peacock looks after {say(int(jn['customers']))} customers",
                          pk["customers"], jn["customers"])]),
        Claim(f"Johnson {say(int(jn['customers']))}"),
        Claim(f"and the three reps billed {usd(sum(rep.col('sales')))} over {int(sum(rep.col('invoices')))} invoices",
              [off(rep, "off", f"and the three reps billed {wusd(sum(rep.col('sales')) * 0.8)} over "
                   f"{int(sum(rep.col('invoices')))} invoices", sum(rep.col("sales")), sum(rep.col("sales")) * 0.8,
                   2)]),
    ], derived=False)

    art = table("chinook", "Which artists have the most tracks, and how long do they play?",
                "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(t.track_id) AS tracks, "
                "sum(t.milliseconds) AS ms FROM artist ar JOIN album al ON al.artist_id = ar.artist_id "
                "JOIN track t ON t.album_id = al.album_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    compare(book, art, "tracks", "Iron Maiden", "U2", 3, "tracks", much="as many")
    compare(book, art, "albums", "Led Zeppelin", "Deep Purple", 4, "albums")
    top(book, art, "tracks", 3, 1, "tracks")
    for k, a in enumerate(("Iron Maiden", "Lost", "Metallica")):
        ms = art[a]["ms"]
        hrs = ms / 3.6e6
        ht, hd, hedge = approx(hrs, k)
        days = ms / 8.64e7
        dt, ddd = num(days, 2)
        claims = [Claim(pick([f"{a}'s {int(art[a]['tracks'])} tracks run to {int(ms):,} ms",
                              f"At {int(ms):,} milliseconds of audio, {a} is long",
                              f"{a}: {int(ms):,} ms in total"], k)),
                  Claim(f"{ht} hours", [off(art, "wrong_factor", f"{hedge} {w(ms / 6e6, hd)} hours", hrs, ms / 6e6, hd,
                                            approx=True, alts=[ms / 3.6e5, ms / 3.6e7, ms / 6e4 / 24])])]
        if k == 1:
            claims.append(Claim(f"that is {dt} days of viewing",
                                [off(art, "wrong_factor", f"that is {w(ms / 3.6e6 / 12, ddd)} days of viewing", days,
                                     ms / 3.6e6 / 12, ddd, alts=[ms / 8.64e6, ms / 6e4 / 24 / 7])]))
        book.case("chinook", art.rid, "conversion", claims, bullets=(k == 2))
    rate(book, art, "tracks", "albums", "Iron Maiden", 0, "album", "tracks", d=1)
    u2, lz, mt = art["U2"], art["Led Zeppelin"], art["Metallica"]
    book.case("chinook", art.rid, "plain", [
        Claim(f"Iron Maiden leads with {int(art['Iron Maiden']['tracks'])} tracks over "
              f"{say(int(art['Iron Maiden']['albums']))} albums"),
        Claim(f"U2 is second with {int(u2['tracks'])}",
              [off(art, "neighbour_row", f"U2 is second with {int(lz['tracks'])}", u2["tracks"], lz["tracks"], 0,
                   real=True)]),
        Claim(f"Led Zeppelin third ({int(lz['tracks'])}), just ahead of Metallica's {int(mt['tracks'])}"),
    ], derived=False)
    book.case("chinook", art.rid, "plain", [
        Claim(f"Led Zeppelin spread its tracks over {say(int(lz['albums']))} albums, Metallica over "
              f"{say(int(mt['albums']))}",
              [words_twin("number_words_wrong_row", f"Led Zeppelin spread its tracks over "
                          f"{say(int(art['Iron Maiden']['albums']))} albums, Metallica over {say(int(mt['albums']))}",
                          lz["albums"], art["Iron Maiden"]["albums"])]),
        Claim(f"and the eight artists account for {int(sum(art.col('tracks'))):,} tracks",
              [off(art, "off", f"and the eight artists account for {int(sum(art.col('tracks')) * 1.3):,} tracks",
                   sum(art.col("tracks")), int(sum(art.col("tracks")) * 1.3), 0)]),
    ], derived=False)

    mon = table("chinook", "What were sales in each month of 2023?",
                "SELECT to_char(invoice_date, 'FMMonth') AS month, count(*) AS invoices, sum(total) AS sales "
                "FROM invoice WHERE extract(year FROM invoice_date) = 2023 "
                "GROUP BY 1, extract(month FROM invoice_date) ORDER BY extract(month FROM invoice_date)")
    change(book, mon, "sales", "March", "April", 4, "sales", cash=True, d=2)
    change(book, mon, "sales", "October", "November", 5, "monthly sales", cash=True, d=2)
    change(book, mon, "sales", "May", "June", 6, "sales", cash=True, d=2)
    tot = sum(mon.col("sales"))
    ht, hd, hedge = approx(tot, 1)
    book.case("chinook", mon.rid, "plain", [
        Claim(f"2023 brought in {ht} dollars", [off(mon, "off", f"2023 brought in {hedge} {w(tot * 1.35, hd)} dollars",
                                                    tot, tot * 1.35, hd, approx=True)]),
        Claim(f"an average of {usd(tot / 12)} a month",
              [off(mon, "off", f"an average of {wusd(tot / 12 * 1.4)} a month", tot / 12, tot / 12 * 1.4, 2)]),
        Claim(f"with April the best month at {usd(mon['April']['sales'])}"),
    ], derived=False)

    pl = table("chinook", "How many tracks are on the playlists whose names contain digits?",
               "SELECT p.name AS playlist, count(*) AS tracks FROM playlist p "
               "JOIN playlist_track pt ON pt.playlist_id = p.playlist_id WHERE p.name ~ '[0-9]' "
               "GROUP BY p.playlist_id, 1 ORDER BY 2 DESC, 1")
    deep = pl["Classical 101 - Deep Cuts"]["tracks"]
    ident(book, pl, f"'Classical 101 - Deep Cuts' has {int(deep)} tracks", "101", "110")
    nine = [x for x in pl.order if x.startswith("90")][0]
    ident(book, pl, f"the {nine} playlist is by far the largest, {int(pl[nine]['tracks']):,} tracks", "90", "80")
    c101 = [x for x in pl.order if x.startswith("Classical 101")]
    s101 = sum(pl[x]["tracks"] for x in c101)
    book.case("chinook", pl.rid, "zero_ident", [
        Claim(f"The {say(len(c101))} Classical 101 playlists hold {int(s101)} tracks between them",
              [off(pl, "off", f"The {say(len(c101))} Classical 101 playlists hold {int(s101 * 1.6)} tracks between "
                   "them", s101, int(s101 * 1.6), 0)]),
    ])

    empty(book, "chinook", "Which invoices were billed to Iceland?",
          "SELECT invoice_id, total FROM invoice WHERE billing_country = 'Iceland'",
          "Nothing was billed to Iceland - zero invoices came back.",
          "Iceland received 21 invoices worth $98.01.")


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    gen = table("superhero", "How many heroes are there of each gender?",
                "SELECT g.gender, count(*) AS heroes FROM superhero s JOIN gender g ON g.id = s.gender_id "
                "GROUP BY 1 ORDER BY 2 DESC")
    share(book, gen, "heroes", "Female", 2, "heroes", others=["Male"])
    share(book, gen, "heroes", "Male", 0, "heroes", others=["Female"])
    compare(book, gen, "heroes", "Male", "Female", 5, "heroes", much="as many")

    pw = table("superhero", "Which heroes have the most powers?",
               "SELECT s.superhero_name, count(*) AS powers FROM superhero s JOIN hero_power hp ON hp.hero_id = s.id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    cm, sp = pw["Captain Marvel"], pw["Spectre"]
    compare(book, pw, "powers", "Captain Marvel", "Spectre", 6, "powers", much="as many")
    book.case("superhero", pw.rid, "plain", [
        Claim(f"Captain Marvel tops the list with {say(int(cm['powers']))} powers",
              [words_twin("number_words_wrong_row", f"Captain Marvel tops the list with {say(int(sp['powers']))} powers",
                          cm["powers"], sp["powers"])]),
        Claim(f"Spectre has the second-longest list ({int(sp['powers'])})",
              [off(pw, "neighbour_row", f"Spectre has the second-longest list ({int(pw['Amazo']['powers'])})",
                   sp["powers"], pw["Amazo"]["powers"], 0, real=True)]),
        Claim(f"Amazo and Atlas tie for third on {say(int(pw['Amazo']['powers']))}"),
    ], derived=False)
    ps = pw.col("powers")
    book.case("superhero", pw.rid, "plain", [
        Claim(f"The top eight average {n(sum(ps) / len(ps), 1)} powers apiece",
              [off(pw, "off", f"The top eight average {w(sum(ps) / len(ps) * 1.3, 1)} powers apiece", sum(ps) / len(ps),
                   sum(ps) / len(ps) * 1.3, 1)]),
        Claim(f"{int(sum(ps))} in all"),
        Claim(f"and even the eighth, Man of Miracles, has {int(pw['Man of Miracles']['powers'])}"),
    ], derived=False)


# ---------------------------------------------------------------------------
# Spider: concert_singer, pets_1, battle_death, voter_1
# ---------------------------------------------------------------------------


def spider(book):
    st = table("spider_concert_singer", "How full are the stadiums on average?",
               "SELECT name, location, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    for k, s in enumerate(("Stark's Park", "Hampden Park", "Bayview Stadium")):
        r = st[s]
        occ = 100 * r["average"] / r["capacity"]
        ot, od = num(occ, 1)
        nb = st.neighbour(s)
        on = 100 * st[nb]["average"] / st[nb]["capacity"]
        fmt = pick([f"{s} averages {int(r['average']):,} against a capacity of {int(r['capacity']):,}, so it is "
                    "{} pct full on a typical day",
                    f"With {int(r['capacity']):,} seats and a mean gate of {int(r['average']):,}, {s} runs at "
                    "{} per cent of capacity",
                    f"{s} ({int(r['average']):,} on average; room for {int(r['capacity']):,}) fills {{}}% of its "
                    "seats"], k)
        claims = [Claim(fmt.format(ot), [off(st, "neighbour_row", fmt.format(w(on, od)), occ, on, od, real=True),
                                         off(st, "complement", fmt.format(w(100 - occ, od)), occ, 100 - occ, od,
                                             real=True)])]
        good, bad = bound8(occ / 100, k)
        if good:
            claims.append(Claim(f"{good} of capacity", [("false_bound", f"{bad} of capacity")]))
        book.case(st.db, st.rid, "per_unit", claims)
    compare(book, st, "average", "Stark's Park", "Somerset Park", 7, "average attendance")
    compare(book, st, "capacity", "Somerset Park", "Gayfield Park", 8, "capacity")
    top(book, st, "capacity", 2, 2, "seats")
    sk = st["Stark's Park"]
    book.case(st.db, st.rid, "plain", [
        Claim(f"Stark's Park drew between {int(sk['lowest']):,} and {int(sk['highest']):,}",
              [off(st, "neighbour_row", f"Stark's Park drew between {int(sk['lowest']):,} and "
                   f"{int(st['Somerset Park']['highest']):,}", sk["highest"], st["Somerset Park"]["highest"], 0,
                   real=True)]),
        Claim(f"the widest range of the {say(len(st))} grounds, {int(sk['highest'] - sk['lowest']):,} from low to high",
              [off(st, "off", f"the widest range of the {say(len(st))} grounds, "
                   f"{int((sk['highest'] - sk['lowest']) * 1.4):,} from low to high", sk["highest"] - sk["lowest"],
                   int((sk["highest"] - sk["lowest"]) * 1.4), 0)]),
    ], derived=True)
    change(book, st, "highest", "Gayfield Park", "Balmoor", 8, "the record gate", prep="at")

    pets = table("spider_pets_1", "What does each pet weigh?",
                 "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")
    for k, pid in enumerate(("2002", "2001")):
        r = pets[pid]
        kg = r["weight"]
        lb, ld = num(kg * LB_PER_KG, 1)
        book.case(pets.db, pets.rid, "conversion", [
            Claim(pick([f"Pet {pid}, a {r['pettype']}, weighs {n(kg, 1)} kg",
                        f"The {r['pettype']} (pet {pid}) comes in at {n(kg, 1)} kilograms"], k)),
            Claim(pick([f"({lb} lb)", f"or {lb} pounds"], k),
                  [off(pets, "wrong_factor", pick([f"({w(kg / LB_PER_KG, ld)} lb)", f"or {w(kg / LB_PER_KG, ld)} "
                                                                                    "pounds"], k),
                       kg * LB_PER_KG, kg / LB_PER_KG, ld, alts=[kg * 1.6, kg * 3.2])]),
        ])
    dogs = [x for x in pets.rows if x["pettype"] == "dog"]
    mean = sum(x["weight"] for x in dogs) / len(dogs)
    ml, mld = num(mean * LB_PER_KG, 1)
    book.case(pets.db, pets.rid, "conversion", [
        Claim(f"the two dogs average {n(mean, 2)} kg"),
        Claim(f"or {ml} lb apiece", [off(pets, "wrong_factor", f"or {w(mean * 1.6, mld)} lb apiece", mean * LB_PER_KG,
                                         mean * 1.6, mld, alts=[mean * 3.3, mean / LB_PER_KG])]),
    ])

    sh = table("spider_battle_death", "How many were killed and injured by each ship?",
               "SELECT s.name, s.ship_type, sum(d.killed) AS killed, sum(d.injured) AS injured FROM ship s "
               "JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    compare(book, sh, "killed", "Lettice", "Mary", 9, "deaths")
    share(book, sh, "killed", "Lettice", 3, "deaths", others=["Mary"])
    kl = sh.col("killed")
    book.case(sh.db, sh.rid, "plain", [
        Claim(f"Deaths by ship: Lettice {int(sh['Lettice']['killed'])}; Mary {int(sh['Mary']['killed'])}; "
              f"Three Brothers {int(sh['Three Brothers']['killed'])}",
              [off(sh, "neighbour_row", f"Deaths by ship: Lettice {int(sh['Lettice']['killed'])}; Mary "
                   f"{int(sh['Lettice']['killed'])}; Three Brothers {int(sh['Three Brothers']['killed'])}",
                   sh["Mary"]["killed"], sh["Lettice"]["killed"], 0, real=True)]),
        Claim(f"{int(sum(kl))} killed and {say(int(sum(sh.col('injured'))))} injured in all",
              [off(sh, "off", f"{int(sum(kl) * 1.3)} killed and {say(int(sum(sh.col('injured'))))} injured in all",
                   sum(kl), int(sum(kl) * 1.3), 0)]),
        Claim("Bacchus caused no casualties at all"),
    ], derived=False)
    ident(book, sh, "HMS Avon, the 18-gun brig, killed three and injured nine", "18-gun", "16-gun")

    ac = table("spider_voter_1", "Which area codes belong to New York?",
               "SELECT area_code, state FROM area_code_state WHERE state = 'NY' ORDER BY area_code")
    codes = [str(int(x["area_code"])) for x in ac.rows]
    bad = next(str(c) for c in range(int(codes[1]) + 7, 999) if str(c) not in codes)
    ident(book, ac, f"New York's area codes include {codes[0]}, {codes[1]} and {codes[-1]}", codes[1], bad,
          extra=[Claim(f"{say(len(ac)).capitalize()} codes belong to the state")])
    empty(book, "spider_voter_1", "Which votes were cast from Texas?",
          "SELECT vote_id FROM votes WHERE state = 'TX'",
          "The query found nothing: zero votes were cast from Texas.",
          "Texas cast 13 of the votes.")
    empty(book, "spider_concert_singer", "Which concerts were held in 2020?",
          "SELECT concert_name FROM concert WHERE year = 2020",
          "No concerts took place in 2020 (the result set is empty).",
          "There were 12 concerts in 2020.")


# ---------------------------------------------------------------------------
# defog-dev: geography and atis
# ---------------------------------------------------------------------------


def defog(book):
    stt = table("defog_geography", "How large and how populous is each state?",
                "SELECT state_name, population, area FROM state ORDER BY area DESC")
    for k, s in enumerate(("Tokyo", "Florida", "Ohio")):
        a = stt[s]["area"]
        sq, sd = num(a * SQMI_PER_KM2, 0)
        book.case(stt.db, stt.rid, "conversion", [
            Claim(pick([f"{s} covers {int(a):,} km²", f"At {int(a):,} square kilometres, {s} is among the larger states",
                        f"{s}'s area: {int(a):,} sq km"], k)),
            Claim(pick([f"about {sq} square miles", f"({sq} sq mi)", f"that is {sq} square miles"], k),
                  [off(stt, "wrong_factor", pick([f"about {w(a * MI_PER_KM, sd)} square miles",
                                                  f"({w(a * MI_PER_KM, sd)} sq mi)",
                                                  f"that is {w(a * MI_PER_KM, sd)} square miles"], k),
                       a * SQMI_PER_KM2, a * MI_PER_KM, sd, approx=(k == 0), alts=[a * 2.59, a / 1.2])]),
        ])
    gd, ny = stt["Guangdong"], stt["New York"]
    dens = gd["population"] / gd["area"]
    dn = ny["population"] / ny["area"]
    dt, dd = num(dens, 2)
    book.case(stt.db, stt.rid, "per_unit", [
        Claim(f"Guangdong packs {int(gd['population']):,} people into {int(gd['area']):,} km²"),
        Claim(f"({dt} per square kilometre)", [off(stt, "neighbour_row", f"({w(dn, dd)} per square kilometre)", dens,
                                                   dn, dd, real=True),
                                               off(stt, "off", f"({w(dens * 1.6, dd)} per square kilometre)", dens,
                                                   dens * 1.6, dd)]),
        Claim(f"against {n(sum(stt.col('population')) / sum(stt.col('area')), 2)} across all "
              f"{say(len(stt))} states taken together"),
    ])
    compare(book, stt, "population", "Guangdong", "Michigan", 10, "people", much="as many")
    pp = stt.col("population")
    book.case(stt.db, stt.rid, "plain", [
        Claim(f"The {say(len(stt))} states hold {int(sum(pp)):,} people",
              [off(stt, "off", f"The {say(len(stt))} states hold {int(sum(pp) * 0.78):,} people", sum(pp),
                   int(sum(pp) * 0.78), 0)]),
        Claim(f"Tokyo is the largest by area yet has only {int(stt['Tokyo']['population']):,} residents",
              [off(stt, "neighbour_row", f"Tokyo is the largest by area yet has only "
                   f"{int(stt['Guangdong']['population']):,} residents", stt["Tokyo"]["population"],
                   stt["Guangdong"]["population"], 0, real=True)]),
    ], derived=False)

    fl = table("defog_atis", "How many minutes did each airline fly?",
               "SELECT airline_code, count(*) AS flights, sum(time_elapsed) AS minutes FROM flight GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    for k, al in enumerate(("AA", "UA")):
        m = fl[al]["minutes"]
        h, hd = num(m / 60, 1)
        dy, dd = num(m / 1440, 1)
        book.case(fl.db, fl.rid, "conversion", [
            Claim(pick([f"{al} logged {int(m):,} minutes", f"{int(m):,} minutes of flying for {al}"], k)),
            Claim(f"{h} hours", [off(fl, "wrong_factor", f"{w(m / 100, hd)} hours", m / 60, m / 100, hd,
                                     alts=[m / 36, m / 6])]),
            Claim(f"a little under {say(int(m / 1440) + 1)} days" if k else f"or {dy} days",
                  [] if k else [off(fl, "wrong_factor", f"or {w(m / 60 / 12, dd)} days", m / 1440, m / 720, dd,
                                    alts=[m / 480, m / 100 / 24])]),
        ])
    rate(book, fl, "minutes", "flights", "AA", 4, "flight", "minutes flown", d=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    book = Book8()
    for part in (northwind, chinook, heroes, spider, defog):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report("ninth set (development since its misses were read)", items, SHAPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
