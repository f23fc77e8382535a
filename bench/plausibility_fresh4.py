#!/usr/bin/env python3
"""
plausibility_fresh4.py — a fifth labelled set for check_answer, held out
whole: answers written the way a language-model analyst writes them over
defog-dev's academic, advising, atis and geography databases (loaded by
bench/plausibility.sh as defog_academic, defog_advising, defog_atis and
defog_geography), with queries of its own on tables no other hand-written
set uses (geography's rivers, mountains, lakes, cities and high points; not
its states).

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction. Answers make several claims each, digits
and number words mixed, with approximations ("about", "roughly", "just
over", "almost", "nearly"), fractions and bounds in words ("a third",
"nearly a quarter", "under half"), currency, thousands separators, units,
lists and bullet points. Shapes:
  comparison  ratio, difference and percent difference between two named rows
  change      change between periods or groups
  per_unit    per-unit figures, subset sums and means over named rows,
              weighted averages of group averages, top-k sums and their share
  conversion  miles, feet, pounds, seconds, minutes and days restated in
              other units beside the original
  zero_ident  zero for an empty result, digits inside identifiers and text cells
  plain       cells, counts and column aggregates
Each wrong twin changes ONE claim of a grounded answer: a real value in the
wrong role, the neighbouring row's value, number words given to the wrong
row, a false bound, a share of the wrong total or its complement, a count
over an empty result, a conversion by the wrong factor, or a figure off by
more than any rounding shown. A twin is kept only when its wrong figure is
checked at all (not a single digit, not a year-like number, unless the wrong
claim is a bound in words), far from the claim's true value and from every
other reading of that claim listed with it; a figure merely off is also kept
clear of every value the receipt holds. Two grounded answers in three keep
one twin (of the kind the set holds fewest of so far), the others up to
two. No grounded figure is shown on the edge of its rounding (a value within
0.05 of half way between two whole numbers is not shown as a whole number).

Only aggregates are printed (the set stays held out): answers, grounded and
wrong counts, precision, recall, false alarms among grounded answers with a
derived claim, and per shape how many grounded answers were called
implausible and how many wrong twins passed.
"""
import argparse
import json
import re
import sys

from plausibility_labels import cell_number, evaluate, run, shape_report

SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
LEADS = ["", "Here is what the query returned.", "Quick read of the results:", "Looking at the output:",
         "A few observations.", "In short:", "Based on the rows returned:", "Highlights:",
         "Summary:", "The numbers tell a clear story."]
SHAPES = ["comparison", "change", "per_unit", "conversion", "zero_ident", "plain"]

KM_PER_MILE = 1.609344
FT_PER_M = 3.280839895
KG_PER_LB = 0.45359237
SQMI_PER_KM2 = 0.386102159


def say(n):
    """An integer 0..99 in words."""
    n = int(n)
    if n < 20:
        return SMALL[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + SMALL[u])


def pick(options, k):
    return options[k % len(options)]


def checked(value, decimals):
    """Whether the contract checks a figure at all: single digits and year-like
    integers are narration."""
    if decimals > 0:
        return True
    v = abs(round(value))
    return v >= 10 and not 1900 <= v <= 2100


def far(true, wrong, decimals, approx=False):
    """A wrong figure, as shown, differs from the true value by more than any rounding shown."""
    wrong = round(wrong, decimals)
    margin = max(3 * 0.5 * 10 ** -decimals, (0.08 if approx else 0.03) * abs(true))
    return abs(true - wrong) > margin


def pool(raw):
    """Every value the contract grounds a figure in: numeric cells, the row count,
    column sums, averages, minima and maxima (fractions also times 100)."""
    vals = [float(len(raw))]
    cols = {}
    for row in raw:
        for c, x in enumerate(row):
            v = cell_number(x)
            if v is not None:
                vals.append(v)
                cols.setdefault(c, []).append(v)
    for vs in cols.values():
        vals += [sum(vs), sum(vs) / len(vs), min(vs), max(vs)]
    return vals + [100 * v for v in vals if abs(v) <= 1]


class Claim:
    def __init__(self, text, wrongs=()):
        self.text = text
        self.wrongs = [w for w in wrongs if w is not None]


def wrong(role, text, true, value, decimals, approx=False, alts=(), clear=None, bound=False, exact=False):
    """One wrong version of a claim, or None when its figure is not a valid wrong figure.
    bound: the wrong claim is a bound or fraction in words (no figure to check);
    exact: an identifier, wrong when different at all; clear: values the figure must avoid."""
    if bound:
        return (role, text)
    if exact:
        return (role, text) if value != true else None
    if not checked(value, decimals) or not far(true, value, decimals, approx):
        return None
    if any(not far(a, value, decimals, approx) for a in alts):
        return None
    if clear is not None and any(not far(a, value, decimals, approx) for a in clear if a):
        return None
    return (role, text)


class Book:
    def __init__(self):
        self.items = []
        self.cases = 0

    def case(self, db, rid, shape, claims, derived=True, max_twins=2, bullets=False):
        lead = LEADS[(self.cases * 3) % len(LEADS)]
        self.cases += 1
        texts = [c.text for c in claims]

        def join(parts):
            if bullets:
                return "\n".join([lead or "Findings:"] + ["- " + p for p in parts])
            return " ".join(p for p in [lead] + parts if p)

        for t in texts:
            assert not any(re.search(r"(?<![\d,.])" + re.escape(e) + r"(?![\d,]|\.\d)", t) for e in EDGE), t
        self.add(db, rid, join(texts), "plausible", shape, "grounded", derived)
        twins = [(i, r, t) for i, c in enumerate(claims) for r, t in c.wrongs]
        assert all(t != texts[i] for i, _, t in twins)
        if self.cases % 3 != 0 and len(twins) > 1:
            # two cases in three keep one twin, of the kind the set holds fewest of so far, so that
            # the set stays near 250 answers with every kind of wrong figure in it
            seen = [a["kind"] for a in self.items]
            twins = [min(twins, key=lambda tw: seen.count(tw[1]))]
        for i, role, t in twins[:max_twins]:
            self.add(db, rid, join(texts[:i] + [t] + texts[i + 1:]), "implausible", shape, role, derived)

    def add(self, db, rid, text, label, shape, role, derived):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text,
                           "label": label, "shape": shape, "kind": role, "derived": derived})


def rows_of(db, question, sql):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed, (db, sql)
    return rid, steps[0].raw


EDGE = set()


def n0(v):
    text = f"{v:,.0f}"
    if abs(abs(v) % 1 - 0.5) <= 0.05:
        # near half way between two integers: shown on the edge of its rounding, kept out of grounded answers
        EDGE.add(text)
    return text


def usd(v, d=2):
    return f"${v:,.{d}f}"


def ratio_text(r, k):
    """A ratio as analysts write it: (text, decimals shown, approximate?)."""
    near = round(r)
    opts = [(f"{r:.2f}x", 2, False), (f"{r:.1f} times", 1, False), (f"roughly {r:.1f}x", 1, True)]
    if 2 <= near <= 12 and abs(r - near) / r < 0.03:
        opts.append(("about twice" if near == 2 else f"about {say(near)} times", 0, True))
    elif 1.75 <= r < 1.97:
        opts.append(("nearly twice", 0, True))
    return pick(opts, k)


def ratio_wrong(r, d, approx):
    """A wrong ratio shown the way the grounded one is, always in digits."""
    if d == 0:
        return f"{r:.1f} times", 1
    return (f"roughly {r:.1f}x" if approx else f"{r:.{d}f}x"), d


# ---------------------------------------------------------------------------
# atis: aircraft
# ---------------------------------------------------------------------------

AIRCRAFT_SQL = ("SELECT aircraft_code, manufacturer, wide_body, capacity, weight, range_miles, wing_span, length "
                "FROM aircraft ORDER BY capacity DESC, aircraft_code")


def aircraft(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "Compare the aircraft types by seats, weight and range.", AIRCRAFT_SQL)
    vals = pool(raw)
    ac = [(c, m, wb, float(cap), float(w), float(rg), float(ws), float(ln)) for c, m, wb, cap, w, rg, ws, ln in raw]
    idx = {a[0]: i for i, a in enumerate(ac)}
    pairs = [("A380", "B747"), ("B777", "B787"), ("A320", "E190"), ("B747", "B737"), ("A350", "CRJ200"),
             ("B787", "A320")]
    for k, (x, y) in enumerate(pairs):
        i, j = idx[x], idx[y]
        a, b = ac[i], ac[j]
        nb = ac[j + 1] if j + 1 < len(ac) else ac[j - 1]
        r = a[3] / b[3]
        rt, rd, rap = ratio_text(r, k)
        rn = a[3] / nb[3]
        rnt, rnd = ratio_wrong(rn, rd, rap)
        seat = pick([f"The {x} seats {n0(a[3])} passengers, {rt} the {y}'s {n0(b[3])}.",
                     f"With {n0(a[3])} seats against {n0(b[3])}, the {x} holds {rt} as many people as the {y}.",
                     f"Capacity: {x} {n0(a[3])} vs {y} {n0(b[3])} ({rt})."], k)
        seat_bad = seat.replace(rt, rnt)
        claims = [Claim(seat, [wrong("neighbour_row", seat_bad, r, rn, rnd, rap, alts=[1 / r])])]
        d = a[5] - b[5]
        if d != 0:
            dn = a[5] - nb[5]
            word = "more" if d > 0 else "less"
            t = pick([f"Its range is {n0(abs(d))} miles {word} ({n0(a[5])} vs {n0(b[5])}).",
                      f"On range the gap is {n0(abs(d))} miles: {n0(a[5])} against {n0(b[5])}."], k)
            claims.append(Claim(t, [wrong("neighbour_row", t.replace(n0(abs(d)) + " miles", n0(abs(dn)) + " miles", 1),
                                          abs(d), abs(dn), 0, clear=vals)]))
        p = 100 * (a[4] - b[4]) / b[4]
        if 0 < p < 150:
            ps = 100 * (a[4] - b[4]) / a[4]
            t = pick([f"It is also {p:.1f}% heavier at {n0(a[4])} lb.",
                      f"At {n0(a[4])} lb it outweighs the {y} by {p:.0f}%."], k)
            bad = t.replace(f"{p:.1f}%", f"{ps:.1f}%") if "heavier" in t else t.replace(f"{p:.0f}%", f"{ps:.0f}%")
            claims.append(Claim(t, [wrong("base_swapped", bad, p, ps, 1 if "heavier" in t else 0)]))
        elif p >= 150:
            w = a[4] / b[4]
            t = f"By weight it is {w:.1f} times as heavy ({n0(a[4])} lb vs {n0(b[4])} lb)."
            claims.append(Claim(t, [wrong("off_by_some", t.replace(f"{w:.1f} times", f"{w * 1.4:.1f} times"),
                                          w, w * 1.4, 1, clear=vals)]))
        book.case(db, rid, "comparison", claims, max_twins=2 if k % 2 == 0 else 1)

    # conversions beside the original
    for k, x in enumerate(["A380", "B747", "B777", "E190", "CRJ200", "A330"]):
        c, m, wb, cap, w, rg, ws, ln = ac[idx[x]]
        km = rg * KM_PER_MILE
        kmw = rg / KM_PER_MILE
        t1 = pick([f"The {x} flies up to {n0(rg)} miles, about {n0(km)} km.",
                   f"Range for the {x}: {n0(rg)} miles (roughly {n0(km)} kilometres).",
                   f"The {x} covers {n0(rg)} mi, which is around {n0(km)} km."], k)
        claims = [Claim(t1, [wrong("wrong_factor", t1.replace(n0(km), n0(kmw)), km, kmw, 0, True)])]
        kg = w * KG_PER_LB
        if k % 2 == 0:
            t2 = f"Its maximum weight is {n0(w)} lb, or about {kg / 1000:,.1f} tonnes."
            bad = t2.replace(f"{kg / 1000:,.1f}", f"{w / KG_PER_LB / 1000:,.1f}")
            claims.append(Claim(t2, [wrong("wrong_factor", bad, kg / 1000, w / KG_PER_LB / 1000, 1, True)]))
        else:
            wm = ws / FT_PER_M
            t2 = f"Wingspan is {n0(ws)} ft ({wm:.1f} m) and length {n0(ln)} ft ({ln / FT_PER_M:.1f} m)."
            bad = t2.replace(f"({wm:.1f} m)", f"({ws * FT_PER_M:.1f} m)")
            claims.append(Claim(t2, [wrong("wrong_factor", bad, wm, ws * FT_PER_M, 1)]))
        book.case(db, rid, "conversion", claims)

    # per-unit figures, subsets, top-k
    for k, x in enumerate(["A380", "B737", "E190", "B787"]):
        c, m, wb, cap, w, rg, ws, ln = ac[idx[x]]
        per = w / cap
        nb = ac[idx[x] + 1]
        pern = nb[4] / nb[3]
        t = pick([f"The {x} works out to {per:,.1f} lb of maximum weight per seat ({n0(w)} lb over {n0(cap)} seats).",
                  f"Dividing its {n0(w)} lb by {n0(cap)} seats gives about {per:,.0f} lb per passenger for the {x}."], k)
        shown = f"{per:,.1f}" if k % 2 == 0 else f"{per:,.0f}"
        bad_shown = f"{pern:,.1f}" if k % 2 == 0 else f"{pern:,.0f}"
        claims = [Claim(t, [wrong("neighbour_row", t.replace(shown, bad_shown), per, pern, 1 if k % 2 == 0 else 0,
                                  k % 2 == 1, clear=vals)])]
        book.case(db, rid, "per_unit", claims)

    total = sum(a[3] for a in ac)
    airbus = [a for a in ac if a[1] == "Airbus"]
    sb = sum(a[3] for a in airbus)
    wide = sum(a[3] for a in ac if a[2] == "Yes")
    share = 100 * sb / total
    names = ", ".join(a[0] for a in airbus[:-1]) + " and " + airbus[-1][0]
    claims = [Claim(f"The four Airbus models ({names}) seat {n0(sb)} passengers combined, {sb / len(airbus):.2f} on average.",
                    [wrong("neighbour_row", f"The four Airbus models ({names}) seat {n0(sb - airbus[-1][3] + ac[idx[airbus[-1][0]] + 1][3])} "
                           f"passengers combined, {sb / len(airbus):.2f} on average.",
                           sb, sb - airbus[-1][3] + ac[idx[airbus[-1][0]] + 1][3], 0, clear=vals)]),
              Claim(f"That is {share:.1f}% of all {n0(total)} seats across the ten types.",
                    [wrong("wrong_total", f"That is {100 * sb / wide:.1f}% of all {n0(total)} seats across the ten types.",
                           share, 100 * sb / wide, 1),
                     wrong("complement", f"That is {100 - share:.1f}% of all {n0(total)} seats across the ten types.",
                           share, 100 - share, 1)])]
    book.case(db, rid, "per_unit", claims, max_twins=2)
    top = ac[:3]
    st = sum(a[3] for a in top)
    sh = 100 * st / total
    claims = [Claim(f"The three biggest ({top[0][0]}, {top[1][0]}, {top[2][0]}) account for {n0(st)} seats, "
                    f"just over half ({sh:.1f}%) of the total.",
                    [wrong("false_bound", f"The three biggest ({top[0][0]}, {top[1][0]}, {top[2][0]}) account for {n0(st)} seats, "
                           f"about two thirds of the total.", sh, None, 1, bound=True)]),
              Claim(f"The smallest, the {ac[-1][0]}, has only {n0(ac[-1][3])}.")]
    assert 50 < sh < 55
    book.case(db, rid, "per_unit", claims, bullets=True)

    # plain
    avg = total / len(ac)
    claims = [Claim(f"There are {say(len(ac))} aircraft types with {n0(total)} seats between them, an average of {avg:.1f}.",
                    [wrong("off_by_some", f"There are {say(len(ac))} aircraft types with {n0(total)} seats between them, "
                           f"an average of {avg * 1.17:.1f}.", avg, avg * 1.17, 1, clear=vals)]),
              Claim(f"The largest is the {ac[0][0]} at {n0(ac[0][3])} seats and {n0(ac[0][4])} lb.",
                    [wrong("neighbour_row", f"The largest is the {ac[0][0]} at {n0(ac[1][3])} seats and {n0(ac[0][4])} lb.",
                           ac[0][3], ac[1][3], 0)])]
    book.case(db, rid, "plain", claims, derived=False)


def manufacturers(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "How many seats and how much range does each manufacturer offer?",
                       "SELECT manufacturer, count(*) AS models, sum(capacity) AS seats, "
                       "round(avg(capacity), 2) AS avg_seats, round(avg(range_miles), 1) AS avg_range "
                       "FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    vals = pool(raw)
    g = {m: (int(n), float(s), float(a), float(r)) for m, n, s, a, r in raw}
    models = sum(v[0] for v in g.values())
    wr = sum(v[0] * v[3] for v in g.values()) / models
    mr = sum(v[3] for v in g.values()) / len(g)
    ws = sum(v[1] for v in g.values()) / models
    ms = sum(v[2] for v in g.values()) / len(g)
    claims = [Claim(f"Weighted by the number of models, the fleet-wide average range is {wr:,.1f} miles.",
                    [wrong("mean_as_weighted", f"Weighted by the number of models, the fleet-wide average range is {mr:,.1f} miles.",
                           wr, mr, 1)]),
              Claim(f"Airbus leads with {n0(g['Airbus'][1])} seats over {say(g['Airbus'][0])} models.")]
    book.case(db, rid, "per_unit", claims)
    claims = [Claim(f"Across all {say(models)} models the average capacity is {ws:.1f} seats "
                    f"(the plain mean of the four manufacturer averages would be {ms:.1f}).",
                    [wrong("mean_as_weighted", f"Across all {say(models)} models the average capacity is {ms:.1f} seats.",
                           ws, ms, 1)]),
              Claim(f"Embraer's single model seats {n0(g['Embraer'][1])}, Bombardier's {n0(g['Bombardier'][1])}.")]
    book.case(db, rid, "per_unit", claims, max_twins=1)
    tot = sum(v[1] for v in g.values())
    sa, sbo = 100 * g["Airbus"][1] / tot, 100 * g["Boeing"][1] / tot
    claims = [Claim(f"Airbus holds {sa:.1f}% of all seats and Boeing {sbo:.1f}%, together {sa + sbo:.1f}%.",
                    [wrong("complement", f"Airbus holds {100 - sa:.1f}% of all seats and Boeing {sbo:.1f}%, together "
                           f"{sa + sbo:.1f}%.", sa, 100 - sa, 1, alts=[sbo]),
                     wrong("wrong_total", f"Airbus holds {100 * g['Airbus'][1] / g['Boeing'][1]:.1f}% of all seats and Boeing "
                           f"{sbo:.1f}%, together {sa + sbo:.1f}%.", sa, 100 * g["Airbus"][1] / g["Boeing"][1], 1)]),
              Claim("That leaves the regional jets with a small remainder.")]
    book.case(db, rid, "per_unit", claims)
    ra, rb = g["Airbus"][3], g["Boeing"][3]
    ch = 100 * (rb - ra) / ra
    chs = 100 * (rb - ra) / rb
    claims = [Claim(f"Boeing's models average {rb:,.1f} miles of range, {ch:.1f}% more than Airbus's {ra:,.1f}.",
                    [wrong("base_swapped", f"Boeing's models average {rb:,.1f} miles of range, {chs:.1f}% more than Airbus's "
                           f"{ra:,.1f}.", ch, chs, 1)]),
              Claim(f"The gap is {n0(rb - ra)} miles per model.",
                    [wrong("off_by_some", f"The gap is {n0((rb - ra) * 1.6)} miles per model.", rb - ra, (rb - ra) * 1.6, 0,
                           clear=vals)])]
    book.case(db, rid, "change", claims)
    wide_sql = ("SELECT CASE WHEN wide_body = 'Yes' THEN 'wide-body' ELSE 'narrow-body' END AS body, count(*) AS models, "
                "round(avg(capacity), 2) AS avg_seats, round(avg(range_miles), 1) AS avg_range FROM aircraft GROUP BY 1 ORDER BY 1")
    rid2, raw2 = rows_of(db, "How do wide-body and narrow-body aircraft differ in seats and range?", wide_sql)
    b = {r[0]: (int(r[1]), float(r[2]), float(r[3])) for r in raw2}
    w, n = b["wide-body"], b["narrow-body"]
    pc = 100 * (w[1] - n[1]) / n[1]
    rr = w[2] / n[2]
    claims = [Claim(f"Wide-bodies average {w[1]:.1f} seats against {n[1]:.1f} for narrow-bodies, {pc:.1f}% more.",
                    [wrong("base_swapped", f"Wide-bodies average {w[1]:.1f} seats against {n[1]:.1f} for narrow-bodies, "
                           f"{100 * (w[1] - n[1]) / w[1]:.1f}% more.", pc, 100 * (w[1] - n[1]) / w[1], 1)]),
              Claim(f"Their range is about {rr:.1f} times as long ({n0(w[2])} vs {n0(n[2])} miles).",
                    [wrong("off_by_some", f"Their range is about {rr * 1.5:.1f} times as long ({n0(w[2])} vs {n0(n[2])} miles).",
                           rr, rr * 1.5, 1, True)])]
    book.case(db, rid2, "change", claims)


# ---------------------------------------------------------------------------
# atis: fares, flights, airports, ground transport
# ---------------------------------------------------------------------------

def fares_by_origin(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "What do fares cost from each origin airport?",
                       "SELECT from_airport, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
                       "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 1")
    vals = pool(raw)
    o = {a: (int(n), float(x), float(y)) for a, n, x, y in raw}
    order = [r[0] for r in raw]
    for k, a in enumerate(order):
        n, x, y = o[a]
        ch = 100 * (y - x) / x
        nb = o[order[(k + 1) % len(order)]]
        chn = 100 * (nb[2] - nb[1]) / nb[1]
        t = pick([f"From {a}, a round trip averages {usd(y)}, {ch:.1f}% more than the {usd(x)} one-way average.",
                  f"{a}: one-way {usd(x)} on average, round trip {usd(y)} (up {ch:.0f}%).",
                  f"Going round trip out of {a} raises the average fare by {ch:.1f}%, from {usd(x)} to {usd(y)}."], k)
        shown = f"{ch:.0f}%" if k % 3 == 1 else f"{ch:.1f}%"
        bad = t.replace(shown, f"{chn:.0f}%" if k % 3 == 1 else f"{chn:.1f}%")
        claims = [Claim(t, [wrong("neighbour_row", bad, ch, chn, 0 if k % 3 == 1 else 1)])]
        if k == 0:
            d = y - x
            claims.append(Claim(f"That premium is {usd(d)} per ticket.",
                                [wrong("off_by_some", f"That premium is {usd(d * 1.25)} per ticket.", d, d * 1.25, 2, clear=vals)]))
        book.case(db, rid, "change", claims)
    lax, ordd = o["LAX"], o["ORD"]
    p = 100 * (lax[1] - ordd[1]) / ordd[1]
    claims = [Claim(f"LAX departures are the priciest one-way at {usd(lax[1])}, {usd(lax[1] - ordd[1])} ({p:.1f}%) above O'Hare's "
                    f"{usd(ordd[1])}.",
                    [wrong("base_swapped", f"LAX departures are the priciest one-way at {usd(lax[1])}, {usd(lax[1] - ordd[1])} "
                           f"({100 * (lax[1] - ordd[1]) / lax[1]:.1f}%) above O'Hare's {usd(ordd[1])}.",
                           p, 100 * (lax[1] - ordd[1]) / lax[1], 1),
                     wrong("neighbour_row", f"LAX departures are the priciest one-way at {usd(lax[1])}, "
                           f"{usd(lax[1] - o['JFK'][1])} ({p:.1f}%) above O'Hare's {usd(ordd[1])}.",
                           lax[1] - ordd[1], lax[1] - o["JFK"][1], 2)])]
    r = lax[2] / ordd[2]
    claims.append(Claim(f"For round trips the ratio is {r:.2f}x."))
    book.case(db, rid, "comparison", claims)
    fares = sum(v[0] for v in o.values())
    w1 = sum(v[0] * v[1] for v in o.values()) / fares
    m1 = sum(v[1] for v in o.values()) / len(o)
    w2 = sum(v[0] * v[2] for v in o.values()) / fares
    m2 = sum(v[2] for v in o.values()) / len(o)
    claims = [Claim(f"Weighting each airport by its number of fares, the overall one-way average is {usd(w1)}.",
                    [wrong("mean_as_weighted", f"Weighting each airport by its number of fares, the overall one-way average is "
                           f"{usd(m1)}.", w1, m1, 2)]),
              Claim(f"The same weighting puts the average round trip at {usd(w2)}.",
                    [wrong("mean_as_weighted", f"The same weighting puts the average round trip at {usd(m2)}.", w2, m2, 2)]),
              Claim(f"O'Hare contributes {say(o['ORD'][0])} of the {say(fares)} fares.")]
    book.case(db, rid, "per_unit", claims)
    claims = [Claim(f"JFK's round trips average {usd(o['JFK'][2])} and LAX's {usd(o['LAX'][2])}; O'Hare is cheapest at "
                    f"{usd(o['ORD'][2])}.",
                    [wrong("neighbour_row", f"JFK's round trips average {usd(o['LAX'][2])} and LAX's {usd(o['LAX'][2])}; O'Hare "
                           f"is cheapest at {usd(o['ORD'][2])}.", o["JFK"][2], o["LAX"][2], 2)])]
    book.case(db, rid, "plain", claims, derived=False)


def fares(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "List every fare with its airline, route and prices.",
                       "SELECT fare_id, fare_airline, from_airport, to_airport, one_direction_cost, round_trip_cost "
                       "FROM fare ORDER BY fare_id")
    vals = pool(raw)
    f = [(int(i), al, a, b, float(x), float(y)) for i, al, a, b, x, y in raw]
    for k, i in enumerate([0, 3, 8, 2]):
        fid, al, a, b, x, y = f[i]
        save = 2 * x - y
        p = 100 * save / (2 * x)
        pw = 100 * save / y
        t = pick([f"On fare {fid} ({al}, {a} to {b}) the round trip at {usd(y, 0)} beats two one-ways ({usd(2 * x, 0)}), "
                  f"saving {usd(save, 0)}, or {p:.1f}%.",
                  f"{al}'s {a}-{b} fare: two singles would cost {usd(2 * x, 0)}, the return ticket {usd(y, 0)}, a {p:.0f}% saving "
                  f"({usd(save, 0)}).",
                  f"Buying the {al} return ({usd(y, 0)}) instead of two {usd(x, 0)} one-ways saves {usd(save, 0)} "
                  f"({p:.1f}% off)."], k)
        shown = f"{p:.0f}%" if k % 3 == 1 else f"{p:.1f}%"
        bad = t.replace(shown, f"{pw:.0f}%" if k % 3 == 1 else f"{pw:.1f}%")
        claims = [Claim(t, [wrong("wrong_total", bad, p, pw, 0 if k % 3 == 1 else 1)])]
        book.case(db, rid, "per_unit", claims, max_twins=1)
    aa = [r for r in f if r[1] == "AA"]
    s = sum(r[4] for r in aa)
    ids = ", ".join(str(r[0]) for r in aa[:-1]) + " and " + str(aa[-1][0])
    nxt = f[aa[-1][0]]  # the row after American's last fare
    s2 = s - aa[-1][4] + nxt[4]
    claims = [Claim(f"American's {say(len(aa))} fares (ids {ids}) total {usd(s, 0)} one-way, {usd(s / len(aa))} each on average.",
                    [wrong("neighbour_row", f"American's {say(len(aa))} fares (ids {ids}) total {usd(s2, 0)} one-way, "
                           f"{usd(s / len(aa))} each on average.", s, s2, 0, clear=vals)]),
              Claim(f"Their round trips add up to {usd(sum(r[5] for r in aa), 0)}.")]
    book.case(db, rid, "per_unit", claims)
    ua = [r for r in f if r[1] == "UA"]
    m = sum(r[5] for r in ua) / len(ua)
    claims = [Claim(f"United's two fares average {usd(m)} for a round trip, versus {usd(sum(r[5] for r in f) / len(f))} across "
                    f"all {say(len(f))}.",
                    [wrong("wrong_role", f"United's two fares average {usd(sum(r[5] for r in f) / len(f))} for a round trip, "
                           f"versus {usd(sum(r[5] for r in f) / len(f))} across all {say(len(f))}.",
                           m, sum(r[5] for r in f) / len(f), 2)])]
    book.case(db, rid, "per_unit", claims)
    top = sorted(f, key=lambda r: -r[4])[:3]
    st = sum(r[4] for r in top)
    tot = sum(r[4] for r in f)
    sh = 100 * st / tot
    lst = ", ".join(f"{r[1]} {usd(r[4], 0)}" for r in top)
    claims = [Claim(f"The three priciest one-way fares ({lst}) add up to {usd(st, 0)}.",
                    [wrong("off_by_some", f"The three priciest one-way fares ({lst}) add up to {usd(st + 130, 0)}.",
                           st, st + 130, 0, clear=vals)]),
              Claim(f"That is about {sh:.0f}% of the {usd(tot, 0)} one-way total, a bit over a third.",
                    [wrong("complement", f"That is about {100 - sh:.0f}% of the {usd(tot, 0)} one-way total, a bit over a third.",
                           sh, 100 - sh, 0, True),
                     wrong("false_bound", f"That is less than a third of the {usd(tot, 0)} one-way total.", sh, None, 0,
                           bound=True)])]
    assert 33.4 < sh < 40
    book.case(db, rid, "per_unit", claims, max_twins=2)
    claims = [Claim(f"The {say(len(f))} fares average {usd(tot / len(f))} one-way and {usd(sum(r[5] for r in f) / len(f))} "
                    f"round trip.",
                    [wrong("off_by_some", f"The {say(len(f))} fares average {usd(tot / len(f) * 0.75)} one-way and "
                           f"{usd(sum(r[5] for r in f) / len(f))} round trip.", tot / len(f), tot / len(f) * 0.75, 2, clear=vals)]),
              Claim(f"The cheapest single is {usd(min(r[4] for r in f), 0)} and the dearest return {usd(max(r[5] for r in f), 0)}.")]
    book.case(db, rid, "plain", claims, derived=False)


def flights(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "How long is each flight in the air?",
                       "SELECT flight_days, from_airport, to_airport, stops, time_elapsed FROM flight ORDER BY flight_id")
    vals = pool(raw)
    fl = [(d, a, b, int(s), float(t)) for d, a, b, s, t in raw]
    days = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday", "sat": "Saturday",
            "sun": "Sunday"}
    for k, i in enumerate([3, 1, 5, 9, 2, 4]):
        d, a, b, s, t = fl[i]
        day = " and ".join(days[x] for x in d.split(","))
        mins = t / 60
        hrs = t / 3600
        nb = fl[i + 1] if i + 1 < len(fl) else fl[i - 1]
        stop = "one-stop" if s else "nonstop"
        txt = pick([f"The {day} {stop} from {a} to {b} is scheduled for {n0(t)} seconds, about {mins:.0f} minutes.",
                    f"{a}→{b} ({day}, {stop}): {n0(t)} s, i.e. roughly {hrs:.1f} hours.",
                    f"Flight time on the {day} {a}-{b} {stop} is {n0(t)} seconds ({mins:.1f} minutes, or {hrs:.2f} h)."], k)
        if k % 3 == 0:
            claims = [Claim(txt, [wrong("wrong_factor", txt.replace(f"{mins:.0f} minutes", f"{t / 100:.0f} minutes"),
                                        mins, t / 100, 0, True)])]
        elif k % 3 == 1:
            claims = [Claim(txt, [wrong("neighbour_row", txt.replace(f"{hrs:.1f} hours", f"{nb[4] / 3600:.1f} hours"),
                                        hrs, nb[4] / 3600, 1, True)])]
        else:
            claims = [Claim(txt, [wrong("wrong_factor", txt.replace(f"{hrs:.2f} h", f"{t / 6000:.2f} h"), hrs, t / 6000, 2,
                                        alts=[mins])])]
        book.case(db, rid, "conversion", claims, max_twins=1)
    rid2, raw2 = rows_of(db, "How long do nonstop and one-stop flights take on average?",
                         "SELECT stops, count(*) AS flights, round(avg(time_elapsed), 1) AS avg_seconds FROM flight "
                         "GROUP BY 1 ORDER BY 1")
    g = {int(s): (int(n), float(a)) for s, n, a in raw2}
    a0, a1 = g[0][1], g[1][1]
    ch = 100 * (a1 - a0) / a0
    claims = [Claim(f"One-stop flights take {ch:.1f}% longer on average ({n0(a1)} vs {n0(a0)} seconds),",
                    [wrong("base_swapped", f"One-stop flights take {100 * (a1 - a0) / a1:.1f}% longer on average ({n0(a1)} vs "
                           f"{n0(a0)} seconds),", ch, 100 * (a1 - a0) / a1, 1)]),
              Claim(f"roughly {a1 / a0:.1f} times as long: {a1 / 60:.1f} minutes against {a0 / 60:.1f}.",
                    [wrong("wrong_factor", f"roughly {a1 / a0:.1f} times as long: {a1 / 100:.1f} minutes against {a0 / 60:.1f}.",
                           a1 / 60, a1 / 100, 1)])]
    book.case(db, rid2, "change", claims)


def airports(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "What is the minimum connection time at each airport?",
                       "SELECT airport_code, airport_location, time_zone_code, minimum_connect_time FROM airport "
                       "ORDER BY 4 DESC, 1")
    vals = pool(raw)
    ap = {c: (loc, tz, float(m)) for c, loc, tz, m in raw}
    order = [r[0] for r in raw]
    pairs = [("DEN", "ORD"), ("SEA", "LAX"), ("SFO", "JFK"), ("DFW", "LAS")]
    for k, (x, y) in enumerate(pairs):
        mx, my = ap[x][2], ap[y][2]
        j = order.index(y)
        nb = ap[order[j + 1]] if j + 1 < len(order) else ap[order[j - 1]]
        p = 100 * (mx - my) / my
        pn = 100 * (mx - nb[2]) / nb[2]
        t = pick([f"{ap[x][0]} ({x}) needs {say(mx)} minutes to connect, {p:.0f}% more than {ap[y][0]}'s {say(my)}.",
                  f"Connections at {x} take {n0(mx)} min versus {n0(my)} at {y}, {n0(mx - my)} minutes ({p:.1f}%) longer.",
                  f"At {n0(mx)} minutes, {ap[x][0]}'s minimum connect time is {p:.1f}% above {ap[y][0]}'s {n0(my)}."], k)
        d = 0 if k % 3 == 0 else 1
        bad = t.replace(f"{p:.{d}f}%", f"{pn:.{d}f}%")
        claims = [Claim(t, [wrong("neighbour_row", bad, p, pn, d, alts=[100 * (mx - my) / mx])])]
        if k % 3 == 0:
            # number words moved to the next row in the list
            bad_w = t.replace(f"{say(mx)} minutes", f"{say(ap[order[order.index(x) + 1]][2])} minutes")
            claims[0].wrongs.append(wrong("words_wrong_row", bad_w, mx, ap[order[order.index(x) + 1]][2], 0))
        book.case(db, rid, "comparison", claims)
    rid2, raw2 = rows_of(db, "What is the average minimum connection time per time zone?",
                         "SELECT time_zone_code, count(*) AS airports, round(avg(minimum_connect_time), 2) AS avg_minutes "
                         "FROM airport GROUP BY 1 ORDER BY 3 DESC")
    tz = {z: (int(n), float(m)) for z, n, m in raw2}
    pst, est = tz["PST"][1], tz["EST"][1]
    ch = 100 * (pst - est) / est
    claims = [Claim(f"Pacific airports average {pst:.2f} minutes against {est:.2f} in the Eastern zone, {ch:.1f}% longer.",
                    [wrong("base_swapped", f"Pacific airports average {pst:.2f} minutes against {est:.2f} in the Eastern zone, "
                           f"{100 * (pst - est) / pst:.1f}% longer.", ch, 100 * (pst - est) / pst, 1),
                     wrong("neighbour_row", f"Pacific airports average {pst:.2f} minutes against {est:.2f} in the Eastern zone, "
                           f"{100 * (pst - tz['CST'][1]) / tz['CST'][1]:.1f}% longer.", ch,
                           100 * (pst - tz["CST"][1]) / tz["CST"][1], 1)]),
              Claim(f"Denver, alone in Mountain time, sits at {tz['MST'][1]:.0f}.")]
    book.case(db, rid2, "change", claims)
    tot = sum(v[2] for v in ap.values())
    claims = [Claim(f"Across the {say(len(ap))} airports the minimum connect time averages {tot / len(ap):.1f} minutes; "
                    f"Seattle and Orlando top the list at {n0(ap['SEA'][2])}, Atlanta is quickest at {say(ap['ATL'][2])}.",
                    [wrong("off_by_some", f"Across the {say(len(ap))} airports the minimum connect time averages "
                           f"{tot / len(ap) * 1.35:.1f} minutes; Seattle and Orlando top the list at {n0(ap['SEA'][2])}, Atlanta is "
                           f"quickest at {say(ap['ATL'][2])}.", tot / len(ap), tot / len(ap) * 1.35, 1, clear=vals),
                     wrong("words_wrong_row", f"Across the {say(len(ap))} airports the minimum connect time averages "
                           f"{tot / len(ap):.1f} minutes; Seattle and Orlando top the list at {n0(ap['SEA'][2])}, Atlanta is "
                           f"quickest at {say(ap['LAX'][2])}.", ap["ATL"][2], ap["LAX"][2], 0)])]
    book.case(db, rid, "plain", claims, derived=False)
    hrs = ap["SEA"][2] / 60
    claims = [Claim(f"Seattle's {n0(ap['SEA'][2])}-minute minimum is about {hrs:.2f} of an hour, while Denver's "
                    f"{n0(ap['DEN'][2])} minutes is {ap['DEN'][2] / 60:.1f} hours.",
                    [wrong("wrong_factor", f"Seattle's {n0(ap['SEA'][2])}-minute minimum is about {ap['SEA'][2] / 100:.2f} of an "
                           f"hour, while Denver's {n0(ap['DEN'][2])} minutes is {ap['DEN'][2] / 60:.1f} hours.",
                           hrs, ap["SEA"][2] / 100, 2, True)])]
    book.case(db, rid, "conversion", claims)


def ground(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "What does ground transport from JFK cost?",
                       "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2 DESC")
    vals = pool(raw)
    gs = [(t, float(v)) for t, v in raw]
    gi = {t: i for i, (t, _) in enumerate(gs)}
    for k, (x, y) in enumerate([("Helicopter", "Taxi"), ("Limousine", "Bus"), ("Private Car", "Shuttle"), ("Train", "Car Rental")]):
        vx, vy = gs[gi[x]][1], gs[gi[y]][1]
        r = vx / vy
        nb = gs[gi[y] + 1] if gi[y] + 1 < len(gs) else gs[gi[y] - 1]
        rn = vx / nb[1]
        rt, rd, rap = ratio_text(r, k + 1)
        claims = [Claim(pick([f"A {x.lower()} costs {usd(vx, 0)}, {rt} the {usd(vy, 0)} {y.lower()} fare.",
                              f"{x} ({usd(vx, 0)}) vs {y.lower()} ({usd(vy, 0)}): {rt} the price.",
                              f"The {x.lower()} runs {usd(vx, 0)}, which is {rt} what a {y.lower()} charges ({usd(vy, 0)})."], k),
                        [wrong("neighbour_row", pick([f"A {x.lower()} costs {usd(vx, 0)}, {ratio_wrong(rn, rd, rap)[0]} the "
                                                      f"{usd(vy, 0)} {y.lower()} fare.",
                                                      f"{x} ({usd(vx, 0)}) vs {y.lower()} ({usd(vy, 0)}): "
                                                      f"{ratio_wrong(rn, rd, rap)[0]} the price.",
                                                      f"The {x.lower()} runs {usd(vx, 0)}, which is {ratio_wrong(rn, rd, rap)[0]} "
                                                      f"what a {y.lower()} charges ({usd(vy, 0)})."], k),
                               r, rn, ratio_wrong(rn, rd, rap)[1], rap, alts=[1 / r])])]
        p = 100 * (vx - vy) / vy
        if k % 2 == 0:
            claims.append(Claim(f"Put differently, it is {p:.0f}% more expensive.",
                                [wrong("base_swapped", f"Put differently, it is {100 * (vx - vy) / vx:.0f}% more expensive.",
                                       p, 100 * (vx - vy) / vx, 0)]))
        book.case(db, rid, "comparison", claims, max_twins=1 + (k % 2 == 0))
    tot = sum(v for _, v in gs)
    top = gs[:3]
    st = sum(v for _, v in top)
    sh = 100 * st / tot
    claims = [Claim(f"The three priciest options ({top[0][0].lower()}, {top[1][0].lower()}, {top[2][0].lower()}) sum to "
                    f"{usd(st, 0)}, {sh:.0f}% of the {usd(tot, 0)} combined.",
                    [wrong("complement", f"The three priciest options ({top[0][0].lower()}, {top[1][0].lower()}, "
                           f"{top[2][0].lower()}) sum to {usd(st, 0)}, {100 - sh:.0f}% of the {usd(tot, 0)} combined.",
                           sh, 100 - sh, 0)]),
              Claim("So they make up less than half of the total.",
                    [wrong("false_bound", "So they make up more than half of the total.", sh, None, 0, bound=True)])]
    assert sh < 50
    book.case(db, rid, "per_unit", claims, bullets=True)
    avg = tot / len(gs)
    claims = [Claim(f"JFK offers {say(len(gs))} ground options from {usd(gs[-1][1], 0)} (bus) to {usd(gs[0][1], 0)} (helicopter), "
                    f"averaging {usd(avg)}.",
                    [wrong("off_by_some", f"JFK offers {say(len(gs))} ground options from {usd(gs[-1][1], 0)} (bus) to "
                           f"{usd(gs[0][1], 0)} (helicopter), averaging {usd(avg * 0.84)}.", avg, avg * 0.84, 2, clear=vals)]),
              Claim(f"A taxi is {say(gs[gi['Taxi']][1])} dollars and the subway {say(gs[gi['Subway']][1])}.",
                    [wrong("words_wrong_row", f"A taxi is {say(gs[gi['Taxi'] + 1][1])} dollars and the subway "
                           f"{say(gs[gi['Subway']][1])}.", gs[gi["Taxi"]][1], gs[gi["Taxi"] + 1][1], 0)])]
    book.case(db, rid, "plain", claims, derived=False)


def access(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "How far are the JFK access points from New York, in miles and minutes?",
                       "SELECT direction, miles_distant, minutes_distant FROM airport_service WHERE city_code = 'NYC' "
                       "ORDER BY miles_distant")
    rows = [(d, float(m), float(t)) for d, m, t in raw]
    for k, i in enumerate([9, 6, 4]):
        d, m, t = rows[i]
        km = m * KM_PER_MILE
        claims = [Claim(pick([f"The {d.lower()} point sits {n0(m)} miles out (about {km:.1f} km) and takes "
                              f"{n0(t)} minutes, {t / 60:.1f} hours, to reach.",
                              f"{d}: {n0(m)} miles ≈ {km:.0f} km, with a {n0(t)}-minute trip (roughly {t / 60:.1f} h).",
                              f"From the {d.lower()} side it is {n0(m)} mi ({km:.1f} km) and {n0(t)} min, i.e. {t / 60:.2f} hours."],
                             k),
                        [wrong("wrong_factor",
                               pick([f"The {d.lower()} point sits {n0(m)} miles out (about {m / KM_PER_MILE:.1f} km) and takes "
                                     f"{n0(t)} minutes, {t / 60:.1f} hours, to reach.",
                                     f"{d}: {n0(m)} miles ≈ {m / KM_PER_MILE:.0f} km, with a {n0(t)}-minute trip (roughly "
                                     f"{t / 60:.1f} h).",
                                     f"From the {d.lower()} side it is {n0(m)} mi ({m / KM_PER_MILE:.1f} km) and {n0(t)} min, i.e. "
                                     f"{t / 60:.2f} hours."], k),
                               km, m / KM_PER_MILE, pick([1, 0, 1], k))])]
        book.case(db, rid, "conversion", claims, max_twins=1)
    speed = sum(r[1] for r in rows) / (sum(r[2] for r in rows) / 60)
    claims = [Claim(f"Every access route averages {speed:.0f} mph: {n0(sum(r[1] for r in rows))} miles over "
                    f"{n0(sum(r[2] for r in rows))} minutes in total.",
                    [wrong("wrong_role", f"Every access route averages {sum(r[2] for r in rows) / sum(r[1] for r in rows) * 60:.0f} "
                           f"mph: {n0(sum(r[1] for r in rows))} miles over {n0(sum(r[2] for r in rows))} minutes in total.",
                           speed, sum(r[2] for r in rows) / sum(r[1] for r in rows) * 60, 0)])]
    book.case(db, rid, "per_unit", claims)


def atis_zero_ident(book):
    db = "defog_atis"
    rid, raw = rows_of(db, "Which flights leave O'Hare, and for how long?",
                       "SELECT airline_flight, to_airport, time_elapsed FROM flight WHERE from_airport = 'ORD' ORDER BY 1")
    fl = {c: (b, float(t)) for c, b, t in raw}
    claims = [Claim("Five flights depart O'Hare: AA123, AA789, UA456 and WN012 to JFK, plus AS345 to LAX.",
                    [wrong("wrong_ident", "Five flights depart O'Hare: AA123, AA789, UA465 and WN012 to JFK, plus AS345 to LAX.",
                           "UA456", "UA465", 0, exact=True)]),
              Claim(f"The longest is WN012 at {n0(fl['WN012'][1])} seconds; AA123 is quickest at {n0(fl['AA123'][1])}.",
                    [wrong("neighbour_row", f"The longest is WN012 at {n0(fl['UA456'][1])} seconds; AA123 is quickest at "
                           f"{n0(fl['AA123'][1])}.", fl["WN012"][1], fl["UA456"][1], 0)])]
    book.case(db, rid, "zero_ident", claims)
    rid, raw = rows_of(db, "Which aircraft are the smallest?",
                       "SELECT aircraft_code, manufacturer, capacity FROM aircraft WHERE capacity < 250 ORDER BY capacity")
    c = {x: float(v) for x, m, v in raw}
    claims = [Claim(f"The four smallest types are the Bombardier CRJ200 ({n0(c['CRJ200'])} seats), the Embraer E190 "
                    f"({n0(c['E190'])}), the Boeing B737 ({n0(c['B737'])}) and the Airbus A320 ({n0(c['A320'])}).",
                    [wrong("wrong_ident", f"The four smallest types are the Bombardier CRJ700 ({n0(c['CRJ200'])} seats), "
                           f"the Embraer E190 ({n0(c['E190'])}), the Boeing B737 ({n0(c['B737'])}) and the Airbus A320 "
                           f"({n0(c['A320'])}).", "CRJ200", "CRJ700", 0, exact=True),
                     wrong("neighbour_row", f"The four smallest types are the Bombardier CRJ200 ({n0(c['CRJ200'])} "
                           f"seats), the Embraer E190 ({n0(c['B737'])}), the Boeing B737 ({n0(c['B737'])}) and the Airbus A320 "
                           f"({n0(c['A320'])}).", c["E190"], c["B737"], 0)])]
    book.case(db, rid, "zero_ident", claims)
    rid, raw = rows_of(db, "Which code-share services cover which flight numbers?",
                       "SELECT service_name, main_airline, dual_airline, low_flight_number, high_flight_number FROM dual_carrier "
                       "ORDER BY low_flight_number")
    ds = [(s, a, b, int(lo), int(hi)) for s, a, b, lo, hi in raw]
    last, prev = ds[-1], ds[-2]
    claims = [Claim(f"{last[0]} pairs {last[1]} with {last[2]} for flight numbers {last[3]} to {last[4]}.",
                    [wrong("neighbour_row", f"{last[0]} pairs {last[1]} with {last[2]} for flight numbers {prev[3]} to {prev[4]}.",
                           last[3], prev[3], 0)]),
              Claim(f"{ds[1][0]} ({ds[1][1]}/{ds[1][2]}) covers {ds[1][3]}-{ds[1][4]}.")]
    book.case(db, rid, "zero_ident", claims)
    rid, steps = run(db, [("What fares leave O'Hare?", "SELECT to_airport, fare_airline, one_direction_cost FROM fare "
                                                       "WHERE from_airport = 'ORD' ORDER BY 3"),
                          ("What fares go from O'Hare to Seattle?", "SELECT fare_id, one_direction_cost FROM fare "
                                                                    "WHERE from_airport = 'ORD' AND to_airport = 'SEA'")])
    lo = min(float(r[2]) for r in steps[0].raw)
    hi = max(float(r[2]) for r in steps[0].raw)
    claims = [Claim(f"O'Hare has one-way fares to JFK and LAX ranging from {usd(lo, 0)} to {usd(hi, 0)}."),
              Claim("There are no fares at all from O'Hare to Seattle: zero results, so $0 to report for that route.",
                    [wrong("count_over_empty", "There are 12 fares from O'Hare to Seattle.", 0, 12, 0,
                           clear=pool(steps[0].raw))])]
    book.case(db, rid, "zero_ident", claims)
    rid, raw = rows_of(db, "Which flights leave Seattle?", "SELECT flight_id, to_airport FROM flight WHERE from_airport = 'SEA'")
    assert not raw
    claims = [Claim("No flights depart Seattle in this data set - the query returned 0 rows, so there are zero departures and "
                    "no fares to compare.",
                    [wrong("count_over_empty", "Eleven flights depart Seattle in this data set, all of them nonstop.",
                           0, 11, 0)])]
    book.case(db, rid, "zero_ident", claims)


# ---------------------------------------------------------------------------
# geography: rivers, mountains, lakes, cities, high points
# ---------------------------------------------------------------------------

def rivers(book):
    db = "defog_geography"
    rid, raw = rows_of(db, "How long are the rivers, in km?",
                       "SELECT river_name, country_name, length FROM river ORDER BY length DESC")
    vals = pool(raw)
    rv = [(n, c, float(l)) for n, c, l in raw]
    ri = {n: i for i, (n, _, _) in enumerate(rv)}
    for k, (x, y) in enumerate([("Volga", "Yangtze"), ("Mekong", "Yukon"), ("Rhine", "Mississippi"), ("Danube", "Amazon")]):
        lx, ly = rv[ri[x]][2], rv[ri[y]][2]
        r = lx / ly
        p = 100 * (lx - ly) / ly
        nb = rv[ri[y] + 1]
        pn = 100 * (lx - nb[2]) / nb[2]
        rt, rd, rap = ratio_text(r, k)
        t1 = pick([f"The {x} ({n0(lx)} km) is {p:.0f}% longer than the {y} ({n0(ly)} km).",
                   f"At {n0(lx)} km the {x} beats the {y} by {n0(lx - ly)} km, {p:.1f}% more.",
                   f"{x} vs {y}: {n0(lx)} km against {n0(ly)} km, i.e. {p:.1f}% longer."], k)
        d = 0 if k % 3 == 0 else 1
        claims = [Claim(t1, [wrong("neighbour_row", t1.replace(f"{p:.{d}f}%", f"{pn:.{d}f}%"), p, pn, d,
                                   alts=[100 * (lx - ly) / lx])])]
        claims.append(Claim(f"That makes it {rt} the length.",
                            [wrong("base_swapped", f"That makes it {ratio_wrong(ly / lx, rd, rap)[0]} the length.", r, ly / lx,
                                   ratio_wrong(ly / lx, rd, rap)[1])]))
        book.case(db, rid, "comparison", claims, max_twins=1 + k % 2)
    for k, x in enumerate(["Nile", "Volga", "Mekong", "Po"]):
        l = rv[ri[x]][2]
        mi = l / KM_PER_MILE
        t = pick([f"The {x} runs {n0(l)} km, roughly {n0(mi)} miles.",
                  f"{x}: {n0(l)} kilometres (about {mi:.1f} mi).",
                  f"At {n0(l)} km, or {n0(mi)} miles, the {x} is on the list."], k)
        dd = 1 if k % 3 == 1 else 0
        bad = t.replace(f"{mi:.1f}" if dd else n0(mi), f"{l * KM_PER_MILE:,.1f}" if dd else n0(l * KM_PER_MILE))
        book.case(db, rid, "conversion", [Claim(t, [wrong("wrong_factor", bad, mi, l * KM_PER_MILE, dd, True)])])
    tot = sum(r[2] for r in rv)
    ger = [r for r in rv if r[1] == "Germany"]
    sg = sum(r[2] for r in ger)
    sh = 100 * sg / tot
    claims = [Claim(f"Germany's two rivers, the {ger[0][0]} and the {ger[1][0]}, total {n0(sg)} km between them, "
                    f"{sg / 2:.0f} km on average.",
                    [wrong("neighbour_row", f"Germany's two rivers, the {ger[0][0]} and the {ger[1][0]}, total "
                           f"{n0(ger[0][2] + rv[ri[ger[0][0]] + 1][2])} km between them, {sg / 2:.0f} km on average.",
                           sg, ger[0][2] + rv[ri[ger[0][0]] + 1][2], 0)]),
              Claim(f"That is {sh:.1f}% of the {n0(tot)} km all ten rivers add up to.",
                    [wrong("complement", f"That is {100 - sh:.1f}% of the {n0(tot)} km all ten rivers add up to.", sh, 100 - sh, 1)])]
    book.case(db, rid, "per_unit", claims)
    top = rv[:3]
    st = sum(r[2] for r in top)
    sh3 = 100 * st / tot
    claims = [Claim(f"The top three ({top[0][0]}, {top[1][0]}, {top[2][0]}) stretch {n0(st)} km, {sh3:.1f}% of the total, "
                    f"just under half.",
                    [wrong("false_bound", f"The top three ({top[0][0]}, {top[1][0]}, {top[2][0]}) stretch {n0(st)} km, "
                           f"more than half of the total.", sh3, None, 1, bound=True),
                     wrong("off_by_some", f"The top three ({top[0][0]}, {top[1][0]}, {top[2][0]}) stretch {n0(st)} km, "
                           f"{sh3 + 7.3:.1f}% of the total, just under half.", sh3, sh3 + 7.3, 1, clear=vals)])]
    assert 45 < sh3 < 50
    book.case(db, rid, "per_unit", claims, bullets=True)
    claims = [Claim(f"The ten rivers average {tot / len(rv):.0f} km, from the {rv[-1][0]} at {n0(rv[-1][2])} km to the "
                    f"{rv[0][0]} at {n0(rv[0][2])} km.",
                    [wrong("neighbour_row", f"The ten rivers average {tot / len(rv):.0f} km, from the {rv[-1][0]} at "
                           f"{n0(rv[-2][2])} km to the {rv[0][0]} at {n0(rv[0][2])} km.", rv[-1][2], rv[-2][2], 0)])]
    book.case(db, rid, "plain", claims, derived=False)
    rid, raw = rows_of(db, "Which rivers are in Australia?", "SELECT river_name, length FROM river WHERE country_name = 'Australia'")
    assert not raw
    claims = [Claim("The table has no Australian rivers: zero matches, so a combined length of 0 km.",
                    [wrong("count_over_empty", "The table has 14 Australian rivers.", 0, 14, 0)])]
    book.case(db, rid, "zero_ident", claims)


def mountains(book):
    db = "defog_geography"
    rid, raw = rows_of(db, "How high is each mountain (metres)?",
                       "SELECT mountain_name, country_name, mountain_altitude FROM mountain ORDER BY 3 DESC")
    vals = pool(raw)
    mt = [(n, c, float(a)) for n, c, a in raw]
    mi = {n: i for i, (n, _, _) in enumerate(mt)}
    for k, x in enumerate(["Mount Everest", "K2", "Manaslu", "Lhotse"]):
        a = mt[mi[x]][2]
        ft = a * FT_PER_M
        t = pick([f"{x} stands at {n0(a)} m, about {n0(ft)} feet.",
                  f"{x}: {n0(a)} metres ({ft:,.0f} ft).",
                  f"In feet, {x}'s {n0(a)} m is roughly {ft / 1000:.1f} thousand."], k)
        if k % 3 == 2:
            bad = t.replace(f"{ft / 1000:.1f}", f"{a / FT_PER_M / 1000:.1f}")
            c = Claim(t, [wrong("wrong_factor", bad, ft / 1000, a / FT_PER_M / 1000, 1, True)])
        else:
            c = Claim(t, [wrong("wrong_factor", t.replace(n0(ft), n0(a / FT_PER_M)), ft, a / FT_PER_M, 0, True)])
        book.case(db, rid, "conversion", [c])
    for k, (x, y) in enumerate([("Nanga Parbat", "Makalu"), ("Cho Oyu", "Kangchenjunga")]):
        ax, ay = mt[mi[x]][2], mt[mi[y]][2]
        nb = mt[mi[y] + 1][2]
        claims = [Claim(f"{x} rises {n0(ax - ay)} m above {y} ({n0(ax)} vs {n0(ay)}), {100 * (ax - ay) / ay:.1f}% higher.",
                        [wrong("neighbour_row", f"{x} rises {n0(ax - nb)} m above {y} ({n0(ax)} vs {n0(ay)}), "
                               f"{100 * (ax - ay) / ay:.1f}% higher.", ax - ay, ax - nb, 0),
                         wrong("base_swapped", f"{x} rises {n0(ax - ay)} m above {y} ({n0(ax)} vs {n0(ay)}), "
                               f"{100 * (ax - ay) / ax:.1f}% higher.", 100 * (ax - ay) / ay, 100 * (ax - ay) / ax, 1)])]
        book.case(db, rid, "comparison", claims)
    rid2, raw2 = rows_of(db, "How many mountains does each country have, and how high are they on average?",
                         "SELECT country_name, count(*) AS mountains, round(avg(mountain_altitude), 1) AS avg_altitude "
                         "FROM mountain GROUP BY 1 ORDER BY 1")
    g = {c: (int(n), float(a)) for c, n, a in raw2}
    nep, pak = g["Nepal"], g["Pakistan"]
    ch = 100 * (pak[1] - nep[1]) / nep[1]
    claims = [Claim(f"Pakistan's {say(pak[0])} peaks average {n0(pak[1])} m, {ch:.1f}% higher than Nepal's {n0(nep[1])} m "
                    f"across {say(nep[0])}.",
                    [wrong("base_swapped", f"Pakistan's {say(pak[0])} peaks average {n0(pak[1])} m, "
                           f"{100 * (pak[1] - nep[1]) / pak[1]:.1f}% higher than Nepal's {n0(nep[1])} m across {say(nep[0])}.",
                           ch, 100 * (pak[1] - nep[1]) / pak[1], 1)])]
    book.case(db, rid2, "change", claims)
    n = nep[0] + pak[0]
    wa = (nep[0] * nep[1] + pak[0] * pak[1]) / n
    ma = (nep[1] + pak[1]) / 2
    claims = [Claim(f"Over all {say(n)} mountains the overall average altitude is {n0(wa)} m (weighting each country by its "
                    f"peaks).",
                    [wrong("mean_as_weighted", f"Over all {say(n)} mountains the overall average altitude is {ma:,.1f} m "
                           f"(weighting each country by its peaks).", wa, ma, 1)]),
              Claim(f"In feet that is about {n0(wa * FT_PER_M)}.")]
    book.case(db, rid2, "per_unit", claims)


def lakes(book):
    db = "defog_geography"
    rid, raw = rows_of(db, "What is the area of each lake (km²)?",
                       "SELECT lake_name, country_name, area FROM lake ORDER BY area DESC")
    vals = pool(raw)
    lk = [(n, c, float(a)) for n, c, a in raw]
    li = {n: i for i, (n, _, _) in enumerate(lk)}
    tot = sum(r[2] for r in lk)
    for k, country in enumerate(["United States", "Tanzania"]):
        sub = [r for r in lk if r[1] == country]
        s = sum(r[2] for r in sub)
        sh = 100 * s / tot
        names = ", ".join(r[0] for r in sub[:-1]) + " and " + sub[-1][0]
        where = "the " + country if country == "United States" else country
        claims = [Claim(f"The {say(len(sub))} lakes in {where} ({names}) cover {n0(s)} km², {s / len(sub):.1f} km² each on "
                        f"average.",
                        [wrong("wrong_role", f"The {say(len(sub))} lakes in {where} ({names}) cover {n0(s)} km², "
                               f"{tot / len(lk):.1f} km² each on average.", s / len(sub), tot / len(lk), 1)]),
                  Claim(f"That is {sh:.1f}% of the {n0(tot)} km² in the table.",
                        [wrong("complement", f"That is {100 - sh:.1f}% of the {n0(tot)} km² in the table.", sh, 100 - sh, 1)])]
        book.case(db, rid, "per_unit", claims)
    q, s_ = lk[li["Lake Qinghai"]][2], lk[li["Lake Superior"]][2]
    claims = [Claim(f"Lake Qinghai ({n0(q)} km²) is {100 * (q - s_) / s_:.0f}% larger than Lake Superior ({n0(s_)} km²),",
                    [wrong("base_swapped", f"Lake Qinghai ({n0(q)} km²) is {100 * (q - s_) / q:.0f}% larger than Lake Superior "
                           f"({n0(s_)} km²),", 100 * (q - s_) / s_, 100 * (q - s_) / q, 0)]),
              Claim(f"and {q / lk[li['Lake Erie']][2]:.1f} times the size of Lake Erie.",
                    [wrong("neighbour_row", f"and {q / lk[li['Lake Ontario']][2]:.1f} times the size of Lake Erie.",
                           q / lk[li["Lake Erie"]][2], q / lk[li["Lake Ontario"]][2], 1)])]
    book.case(db, rid, "comparison", claims)
    b = lk[li["Lake Baikal"]][2]
    claims = [Claim(f"Lake Baikal's {n0(b)} km² comes to about {b * SQMI_PER_KM2:,.1f} square miles.",
                    [wrong("wrong_factor", f"Lake Baikal's {n0(b)} km² comes to about {b / SQMI_PER_KM2:,.1f} square miles.",
                           b * SQMI_PER_KM2, b / SQMI_PER_KM2, 1, True)])]
    book.case(db, rid, "conversion", claims)
    claims = [Claim(f"The table lists {say(len(lk))} lakes totalling {n0(tot)} km², an average of {tot / len(lk):.0f}; the "
                    f"biggest is Lake Qinghai at {n0(q)} km² and the smallest Lake Erie at {n0(lk[-1][2])}.",
                    [wrong("off_by_some", f"The table lists {say(len(lk))} lakes totalling {n0(tot * 1.15)} km², an average of "
                           f"{tot / len(lk):.0f}; the biggest is Lake Qinghai at {n0(q)} km² and the smallest Lake Erie at "
                           f"{n0(lk[-1][2])}.", tot, tot * 1.15, 0, clear=vals)])]
    book.case(db, rid, "plain", claims, derived=False)


def cities(book):
    db = "defog_geography"
    rid, raw = rows_of(db, "What are the city populations?",
                       "SELECT city_name, country_name, population FROM city ORDER BY population DESC")
    vals = pool(raw)
    ct = [(n, c, float(p)) for n, c, p in raw]
    ci = {n: i for i, (n, _, _) in enumerate(ct)}
    for k, (x, y) in enumerate([("Los Angeles", "Chicago"), ("Houston", "Toronto"), ("Mumbai", "London"),
                                ("Sao Paulo", "New York")]):
        px, py = ct[ci[x]][2], ct[ci[y]][2]
        r = px / py
        rt, rd, rap = ratio_text(r, k + 2)
        nb = ct[ci[y] + 1][2]
        rn = px / nb
        p = 100 * (px - py) / py
        t = pick([f"{x} has {px / 1e6:.1f} million people, {rt} {y}'s {py / 1e6:.1f} million.",
                  f"{x} ({n0(px)}) is {rt} the size of {y} ({n0(py)}).",
                  f"With {px / 1e6:.2f}M residents against {py / 1e6:.2f}M, {x} is {p:.1f}% bigger than {y}.",
                  f"{x} outnumbers {y} {px / 1e6:.1f}M to {py / 1e6:.1f}M - {rt} as many residents."], k)
        if k == 2:
            claims = [Claim(t, [wrong("neighbour_row", t.replace(f"{p:.1f}%", f"{100 * (px - nb) / nb:.1f}%"), p,
                                      100 * (px - nb) / nb, 1, alts=[100 * (px - py) / px])])]
        else:
            bt, bd = ratio_wrong(rn, rd, rap)
            claims = [Claim(t, [wrong("neighbour_row", t.replace(rt, bt), r, rn, bd, rap, alts=[1 / r])])]
        claims.append(Claim(f"The gap is {n0(px - py)} people.",
                            [wrong("off_by_some", f"The gap is {n0((px - py) * 1.35)} people.", px - py, (px - py) * 1.35, 0,
                                   clear=vals)]))
        book.case(db, rid, "comparison", claims, max_twins=1 + k % 2)
    tot = sum(r[2] for r in ct)
    us = [r for r in ct if r[1] == "United States"]
    su = sum(r[2] for r in us)
    sh = 100 * su / tot
    claims = [Claim(f"The four US cities ({', '.join(r[0] for r in us)}) hold {su / 1e6:.1f} million people together.",
                    [wrong("neighbour_row", f"The four US cities ({', '.join(r[0] for r in us)}) hold "
                           f"{(su - us[-1][2] + ct[ci[us[-1][0]] + 1][2]) / 1e6:.1f} million people together.",
                           su / 1e6, (su - us[-1][2] + ct[ci[us[-1][0]] + 1][2]) / 1e6, 1)]),
              Claim(f"That is {sh:.1f}% of the {tot / 1e6:.1f} million across all ten, more than half.",
                    [wrong("complement", f"That is {100 - sh:.1f}% of the {tot / 1e6:.1f} million across all ten, more "
                           f"than half.", sh, 100 - sh, 1),
                     wrong("false_bound", f"That is less than half of the {tot / 1e6:.1f} million across all ten.", sh, None, 1,
                           bound=True)])]
    assert 50 < sh < 60
    book.case(db, rid, "per_unit", claims)
    claims = [Claim(f"The average city in the list has {n0(tot / len(ct))} residents; {ct[0][0]} leads with "
                    f"{n0(ct[0][2])} and {ct[-1][0]} trails with {n0(ct[-1][2])}.",
                    [wrong("neighbour_row", f"The average city in the list has {n0(tot / len(ct))} residents; {ct[0][0]} leads "
                           f"with {n0(ct[1][2])} and {ct[-1][0]} trails with {n0(ct[-1][2])}.", ct[0][2], ct[1][2], 0)])]
    book.case(db, rid, "plain", claims, derived=False)


def highpoints(book):
    db = "defog_geography"
    rid, raw = rows_of(db, "What are the highest and lowest points of each state with a recorded elevation?",
                       "SELECT state_name, highest_point, highest_elevation::int AS highest_m, lowest_point, "
                       "lowest_elevation::int AS lowest_m FROM highlow WHERE highest_elevation IS NOT NULL ORDER BY 3 DESC")
    hp = [(s, hn, float(h), ln, float(l)) for s, hn, h, ln, l in raw]
    for k, i in enumerate([0, 2, 4]):
        s, hn, h, ln, l = hp[i]
        ft = h * FT_PER_M
        claims = [Claim(pick([f"{hn} in {s} reaches {n0(h)} m ({n0(ft)} ft).",
                              f"{s}'s high point, {hn}, is {n0(h)} metres, roughly {ft:,.0f} feet.",
                              f"{hn} tops {s} at {n0(h)} m, which is about {n0(ft)} ft."], k),
                        [wrong("wrong_factor", pick([f"{hn} in {s} reaches {n0(h)} m ({n0(h / FT_PER_M)} ft).",
                                                     f"{s}'s high point, {hn}, is {n0(h)} metres, roughly "
                                                     f"{h / FT_PER_M:,.0f} feet.",
                                                     f"{hn} tops {s} at {n0(h)} m, which is about {n0(h / FT_PER_M)} ft."], k),
                               ft, h / FT_PER_M, 0, True)])]
        if k == 0:
            claims.append(Claim(f"From {hn} down to {ln} ({n0(l)} m) the relief is {n0(h - l)} m.",
                                [wrong("wrong_role", f"From {hn} down to {ln} ({n0(l)} m) the relief is {n0(h + l)} m.",
                                       h - l, h + l, 0)]))
        book.case(db, rid, "conversion", claims)
    a, b = hp[1], hp[2]
    claims = [Claim(f"{a[1]} ({n0(a[2])} m) stands {n0(a[2] - b[2])} m higher than {b[1]} ({n0(b[2])} m), "
                    f"{100 * (a[2] - b[2]) / b[2]:.1f}% more.",
                    [wrong("base_swapped", f"{a[1]} ({n0(a[2])} m) stands {n0(a[2] - b[2])} m higher than {b[1]} ({n0(b[2])} m), "
                           f"{100 * (a[2] - b[2]) / a[2]:.1f}% more.", 100 * (a[2] - b[2]) / b[2], 100 * (a[2] - b[2]) / a[2], 1)])]
    book.case(db, rid, "comparison", claims)
    rid2, raw2 = rows_of(db, "Which states have a high point above 5,000 m?",
                         "SELECT state_name, highest_elevation FROM highlow WHERE highest_elevation::int > 5000")
    assert not raw2
    claims = [Claim("None of the states reaches that altitude: the query came back empty (0 rows), so there is "
                    "nothing to rank.",
                    [wrong("count_over_empty", "Twelve states reach that altitude.", 0, 12, 0)])]
    book.case(db, rid2, "zero_ident", claims)


# ---------------------------------------------------------------------------
# advising
# ---------------------------------------------------------------------------

def advising(book):
    db = "defog_advising"
    rid, raw = rows_of(db, "List the courses with their numbers, credits and enrolment.",
                       "SELECT number, name, department, credits, num_enrolled FROM course ORDER BY number")
    claims = [Claim("The catalogue has CS101 (Introduction to Computer Science), CS302 (Distributed Databases), MATH201 "
                    "(Advanced Calculus) and PHYS101 (Introduction to Physics).",
                    [wrong("wrong_ident", "The catalogue has CS101 (Introduction to Computer Science), CS301 (Distributed "
                           "Databases), MATH201 (Advanced Calculus) and PHYS101 (Introduction to Physics).",
                           "CS302", "CS301", 0, exact=True),
                     wrong("wrong_ident", "The catalogue has CS101 (Introduction to Computer Science), CS302 (Distributed "
                           "Databases), MATH210 (Advanced Calculus) and PHYS101 (Introduction to Physics).",
                           "MATH201", "MATH210", 0, exact=True)]),
              Claim("MATH201 has the most students enrolled.")]
    book.case(db, rid, "zero_ident", claims)

    rid, raw = rows_of(db, "How many credits does each program require, and what workload do its courses carry?",
                       "SELECT p.name AS program, pr.min_credit, count(pc.course_id) AS courses, sum(pc.workload) AS workload "
                       "FROM program p JOIN program_requirement pr USING (program_id) JOIN program_course pc USING (program_id) "
                       "GROUP BY 1, 2 ORDER BY 1")
    vals = pool(raw)
    pg = {n: (float(m), int(c), float(w)) for n, m, c, w in raw}
    cs, ma, ph = pg["Computer Science"], pg["Mathematics"], pg["Physics"]
    claims = [Claim(f"Physics asks for {n0(ph[0])} credits, {ph[0] / ma[0]:.2f} times Mathematics' {n0(ma[0])}",
                    [wrong("neighbour_row", f"Physics asks for {n0(ph[0])} credits, {ph[0] / cs[0]:.2f} times Mathematics' "
                           f"{n0(ma[0])}", ph[0] / ma[0], ph[0] / cs[0], 2)]),
              Claim(f"and {n0(ph[0] - cs[0])} more than Computer Science's {n0(cs[0])} ({100 * (ph[0] - cs[0]) / cs[0]:.1f}% more).",
                    [wrong("base_swapped", f"and {n0(ph[0] - cs[0])} more than Computer Science's {n0(cs[0])} "
                           f"({100 * (ph[0] - cs[0]) / ph[0]:.1f}% more).", 100 * (ph[0] - cs[0]) / cs[0],
                           100 * (ph[0] - cs[0]) / ph[0], 1)])]
    book.case(db, rid, "comparison", claims)
    claims = [Claim(f"Computer Science's {say(cs[1])} courses carry a workload of {n0(cs[2])}, {cs[2] / cs[1]:.0f} per course,",
                    [wrong("wrong_role", f"Computer Science's {say(cs[1])} courses carry a workload of {n0(cs[2])}, "
                           f"{cs[2] / cs[1] * 1.25:.0f} per course,", cs[2] / cs[1], cs[2] / cs[1] * 1.25, 0, clear=vals)]),
              Claim(f"against {n0(ph[2])} for the single Physics course.")]
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "How long does each student take from admission to predicted graduation, and what GPA?",
                       "SELECT firstname || ' ' || lastname AS student, declare_major, total_credit, total_gpa, "
                       "predicted_graduation_semester - admit_term AS days_to_graduation FROM student ORDER BY student_id")
    vals = pool(raw)
    st = [(n, m, float(c), float(g), float(d)) for n, m, c, g, d in raw]
    for k, i in enumerate([0, 2, 3]):
        n, m, c, g, d = st[i]
        yrs = d / 365.25
        wks = d / 7
        mos = d / 30.44
        t = pick([f"{n} is expected to graduate {n0(d)} days after admission, about {yrs:.1f} years.",
                  f"For {n} the span is {n0(d)} days (roughly {wks:.0f} weeks, or {mos:.0f} months).",
                  f"{n}: {n0(d)} days from admission to graduation, i.e. {wks:.1f} weeks."], k)
        if k == 0:
            bad = t.replace(f"{yrs:.1f} years", f"{d / 52:.1f} years")
            c_ = Claim(t, [wrong("wrong_factor", bad, yrs, d / 52, 1, True)])
        elif k == 1:
            bad = t.replace(f"{mos:.0f} months", f"{d / 52:.0f} months")
            c_ = Claim(t, [wrong("wrong_factor", bad, mos, d / 52, 0, True, alts=[wks])])
        else:
            nb = st[i - 1][4]
            bad = t.replace(f"{wks:.1f} weeks", f"{nb / 7:.1f} weeks")
            c_ = Claim(t, [wrong("neighbour_row", bad, wks, nb / 7, 1)])
        book.case(db, rid, "conversion", [c_])
    csm = [r for r in st if r[1] == "Computer Science"]
    gcs = sum(r[3] for r in csm) / len(csm)
    gall = sum(r[3] for r in st) / len(st)
    claims = [Claim(f"The {say(len(csm))} Computer Science majors average a {gcs:.2f} GPA, below the {gall:.2f} of all "
                    f"{say(len(st))} students.",
                    [wrong("wrong_role", f"The {say(len(csm))} Computer Science majors average a {gall:.2f} GPA, below the "
                           f"{gall:.2f} of all {say(len(st))} students.", gcs, gall, 2)]),
              Claim(f"Sarah Brown has the best GPA at {max(r[3] for r in st):.1f}.")]
    book.case(db, rid, "per_unit", claims)
    john, jane = st[0], st[1]
    claims = [Claim(f"John Smith has earned {n0(john[2])} credits, {100 * (john[2] - jane[2]) / jane[2]:.1f}% more than Jane "
                    f"Doe's {say(jane[2])},",
                    [wrong("base_swapped", f"John Smith has earned {n0(john[2])} credits, "
                           f"{100 * (john[2] - jane[2]) / john[2]:.1f}% more than Jane Doe's {say(jane[2])},",
                           100 * (john[2] - jane[2]) / jane[2], 100 * (john[2] - jane[2]) / john[2], 1)]),
              Claim(f"and his {john[3]:.1f} GPA is {john[3] - jane[3]:.1f} points higher than her {jane[3]:.1f}.")]
    book.case(db, rid, "comparison", claims, max_twins=1)
    claims = [Claim(f"The five students have {n0(sum(r[2] for r in st))} credits between them and a mean GPA of {gall:.2f}.",
                    [wrong("off_by_some", f"The five students have {n0(sum(r[2] for r in st) + 12)} credits between them and a "
                           f"mean GPA of {gall:.2f}.", sum(r[2] for r in st), sum(r[2] for r in st) + 12, 0, clear=vals)])]
    book.case(db, rid, "plain", claims, derived=False)

    rid, raw = rows_of(db, "How are the grades distributed, and how many were earned online?",
                       "SELECT grade, count(*) AS records, count(*) FILTER (WHERE how = 'online') AS online "
                       "FROM student_record GROUP BY 1 ORDER BY 1")
    gr = {g: (int(n), int(o)) for g, n, o in raw}
    tot = sum(v[0] for v in gr.values())
    on = sum(v[1] for v in gr.values())
    pa = 100 * gr["A"][0] / tot
    pon = 100 * on / tot
    top2 = 100 * (gr["A"][0] + gr["B+"][0]) / tot
    claims = [Claim(f"Out of {say(tot)} grade records, {say(gr['A'][0])} are A's ({pa:.1f}%, a third).",
                    [wrong("wrong_total", f"Out of {say(tot)} grade records, {say(gr['A'][0])} are A's "
                           f"({100 * gr['A'][0] / (tot - gr['A'][0]):.1f}%, a third).", pa, 100 * gr["A"][0] / (tot - gr["A"][0]),
                           1)]),
              Claim(f"A and B+ together make up {top2:.1f}%, about two thirds.",
                    [wrong("false_bound", "A and B+ together make up about three quarters.", top2, None, 1, bound=True)]),
              Claim(f"Only {pon:.1f}% of the records were earned online.",
                    [wrong("complement", f"Only {100 - pon:.1f}% of the records were earned online.", pon, 100 - pon, 1)])]
    book.case(db, rid, "per_unit", claims, bullets=True)

    rid, raw = rows_of(db, "How did enrolment change from one semester to the next?",
                       "SELECT s.semester || ' ' || s.year AS term, count(*) AS enrolments, "
                       "count(DISTINCT r.student_id) AS students FROM student_record r JOIN semester s "
                       "ON s.semester_id = r.semester GROUP BY s.semester_id, 1 ORDER BY s.semester_id")
    t = [(n, float(e), float(s)) for n, e, s in raw]
    (t1, e1, s1), (t2, e2, s2) = t[0], t[1]
    ce = 100 * (e1 - e2) / e1
    cs_ = 100 * (s1 - s2) / s1
    claims = [Claim(f"Enrolments fell {ce:.0f}% from {t1} to {t2},",
                    [wrong("wrong_role", f"Enrolments fell {cs_:.0f}% from {t1} to {t2},", ce, cs_, 0),
                     wrong("base_swapped", f"Enrolments fell {100 * (e1 - e2) / e2:.0f}% from {t1} to {t2},", ce,
                           100 * (e1 - e2) / e2, 0)]),
              Claim(f"while the number of distinct students dropped {cs_:.0f}%.")]
    book.case(db, rid, "change", claims)

    rid, raw = rows_of(db, "How often is each course tagged positively?",
                       "SELECT c.name, t.clear_grading, t.good_feedback, t.cares_for_students, "
                       "t.clear_grading + t.good_feedback + t.cares_for_students AS positive_tags "
                       "FROM course c JOIN course_tags_count t USING (course_id) ORDER BY 5 DESC")
    vals = pool(raw)
    tg = [(n, float(p)) for n, a, b, c, p in raw]
    tot = sum(p for _, p in tg)
    (n1, p1), (n2, p2), (n3, p3) = tg[0], tg[1], tg[2]
    claims = [Claim(f"{n1} collects the most positive tags, {say(p1)} of the {say(tot)} in all ({100 * p1 / tot:.1f}%),",
                    [wrong("words_wrong_row", f"{n1} collects the most positive tags, {say(p2)} of the {say(tot)} in all "
                           f"({100 * p1 / tot:.1f}%),", p1, p2, 0),
                     wrong("wrong_total", f"{n1} collects the most positive tags, {say(p1)} of the {say(tot)} in all "
                           f"({100 * p1 / (tot - p1):.1f}%),", 100 * p1 / tot, 100 * p1 / (tot - p1), 1)]),
              Claim(f"{100 * (p1 - p2) / p2:.1f}% more than {n2} with {say(p2)}.")]
    book.case(db, rid, "comparison", claims)
    claims = [Claim(f"{n2} and {n3} together gather {say(p2 + p3)} positive tags, {(p2 + p3) / 2:.1f} apiece.",
                    [wrong("neighbour_row", f"{n2} and {n3} together gather {say(p2 + p3)} positive tags, "
                           f"{(p1 + p3) / 2:.1f} apiece.", (p2 + p3) / 2, (p1 + p3) / 2, 1)])]
    book.case(db, rid, "per_unit", claims)

    rid, steps = run(db, [("Which courses are offered?", "SELECT number, name FROM course ORDER BY number"),
                          ("Which courses have more than 30 students enrolled?",
                           "SELECT number, num_enrolled FROM course WHERE num_enrolled > 30")])
    assert not steps[1].raw
    claims = [Claim("Of the four courses (CS101, CS302, MATH201, PHYS101), none clears that enrolment bar: the second "
                    "query returned no rows, so the count is 0.",
                    [wrong("count_over_empty", "Of the four courses (CS101, CS302, MATH201, PHYS101), 11 clear that "
                           "enrolment bar.", 0, 11, 0)])]
    book.case(db, rid, "zero_ident", claims)


# ---------------------------------------------------------------------------
# academic
# ---------------------------------------------------------------------------

def academic(book):
    db = "defog_academic"
    rid, raw = rows_of(db, "How many papers and citations are there per year?",
                       "SELECT year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) AS refs "
                       "FROM publication GROUP BY 1 ORDER BY 1")
    y = [(int(a), float(p), float(c), float(r)) for a, p, c, r in raw]
    (y1, p1, c1, r1), (y2, p2, c2, r2) = y[0], y[1]
    ch = 100 * (c1 - c2) / c1
    cp1, cp2 = c1 / p1, c2 / p2
    chp = 100 * (cp1 - cp2) / cp1
    claims = [Claim(f"Citations fell {ch:.0f}% from {y1} to {y2} ({say(c1)} down to {say(c2)}),",
                    [wrong("wrong_role", f"Citations fell {chp:.0f}% from {y1} to {y2} ({say(c1)} down to {say(c2)}),",
                           ch, chp, 0)]),
              Claim(f"and per paper the drop is steeper, {chp:.1f}% ({cp1:.1f} to {cp2:.1f} citations per paper).",
                    [wrong("base_swapped", f"and per paper the drop is steeper, {100 * (cp1 - cp2) / cp2:.1f}% ({cp1:.1f} to "
                           f"{cp2:.1f} citations per paper).", chp, 100 * (cp1 - cp2) / cp2, 1)])]
    book.case(db, rid, "change", claims)
    tc = c1 + c2
    tp = p1 + p2
    claims = [Claim(f"The {y1} papers, {100 * p1 / tp:.0f}% of the total, collect {100 * c1 / tc:.1f}% of all citations.",
                    [wrong("wrong_role", f"The {y1} papers, {100 * p1 / tp:.0f}% of the total, collect {100 * p1 / tp:.1f}% of "
                           f"all citations.", 100 * c1 / tc, 100 * p1 / tp, 1),
                     wrong("complement", f"The {y1} papers, {100 * p1 / tp:.0f}% of the total, collect {100 * c2 / tc:.1f}% of "
                           f"all citations.", 100 * c1 / tc, 100 * c2 / tc, 1)]),
              Claim(f"References, by contrast, rose from {say(r1)} to {say(r2)}.")]
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "How often is each paper cited?",
                       "SELECT p.title, count(c.citing) AS cited_by FROM publication p LEFT JOIN cite c ON c.cited = p.pid "
                       "GROUP BY p.pid, p.title ORDER BY 2 DESC, p.pid")
    cb = [(t, float(n)) for t, n in raw]
    tot = sum(n for _, n in cb)
    s1 = 100 * cb[0][1] / tot
    claims = [Claim(f"\"{cb[0][0]}\" is cited {say(cb[0][1])} times, {s1:.1f}% of the {say(tot)} citation links - still "
                    f"under half.",
                    [wrong("false_bound", f"\"{cb[0][0]}\" is cited {say(cb[0][1])} times, more than half of the {say(tot)} "
                           f"citation links.", s1, None, 1, bound=True),
                     wrong("neighbour_row", f"\"{cb[0][0]}\" is cited {say(cb[0][1])} times, {100 * cb[1][1] / tot:.1f}% of the "
                           f"{say(tot)} citation links - still under half.", s1, 100 * cb[1][1] / tot, 1)]),
              Claim(f"\"{cb[-1][0]}\" has not been cited at all (0).")]
    assert s1 < 50
    book.case(db, rid, "per_unit", claims)
    avg = tot / len(cb)
    claims = [Claim(f"On average each of the {say(len(cb))} papers is cited {avg:.1f} times; the two 2020 papers average "
                    f"{(cb[0][1] + cb[1][1]) / 2:.1f}.",
                    [wrong("wrong_role", f"On average each of the {say(len(cb))} papers is cited {avg:.1f} times; the two 2020 "
                           f"papers average {(cb[0][1] + cb[1][1] + cb[2][1]) / 3:.2f}.", (cb[0][1] + cb[1][1]) / 2,
                           (cb[0][1] + cb[1][1] + cb[2][1]) / 3, 2)])]
    assert raw[0][0].startswith("The Effects") and raw[1][0].startswith("A Study")
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "How many papers has each author written?",
                       "SELECT a.name, count(w.pid) AS papers FROM author a LEFT JOIN writes w USING (aid) "
                       "GROUP BY a.aid, a.name ORDER BY 2 DESC, 1")
    au = [(n, float(p)) for n, p in raw]
    tot = sum(p for _, p in au)
    claims = [Claim(f"{au[0][0]} is on {say(au[0][1])} of the {say(tot)} authorships ({100 * au[0][1] / tot:.0f}%), "
                    f"{au[1][0]} on {say(au[1][1])} ({100 * au[1][1] / tot:.1f}%).",
                    [wrong("neighbour_row", f"{au[0][0]} is on {say(au[0][1])} of the {say(tot)} authorships "
                           f"({100 * au[1][1] / tot:.0f}%), {au[1][0]} on {say(au[1][1])} ({100 * au[1][1] / tot:.1f}%).",
                           100 * au[0][1] / tot, 100 * au[1][1] / tot, 0)]),
              Claim(f"{au[-2][0]} and {au[-1][0]} have 0 papers each.")]
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "Which papers were published in 2022?", "SELECT title FROM publication WHERE year = 2022")
    assert not raw
    claims = [Claim("There are no papers from 2022 in the database - zero rows - so 0 citations to report for that year.",
                    [wrong("count_over_empty", "There are 15 papers from 2022 in the database.", 0, 15, 0)])]
    book.case(db, rid, "zero_ident", claims)
    rid, steps = run(db, [("How many papers does each journal have?",
                           "SELECT j.name, count(p.pid) AS papers FROM journal j LEFT JOIN publication p USING (jid) "
                           "GROUP BY j.name ORDER BY 2 DESC, 1"),
                          ("Which papers appeared in Science?",
                           "SELECT p.title FROM publication p JOIN journal j USING (jid) WHERE j.name = 'Science'")])
    assert not steps[1].raw
    claims = [Claim("Nature carries three of the five papers; Science carries none (the query for it returned no rows).",
                    [wrong("count_over_empty", "Nature carries three of the five papers; Science carries 14 (per the second "
                           "query).", 0, 14, 0)])]
    book.case(db, rid, "zero_ident", claims)
    rid, raw = rows_of(db, "Where are the organizations and what are their homepages?",
                       "SELECT name, continent, homepage FROM organization ORDER BY oid")
    claims = [Claim("Organization 2 and Organization 3 are both in North America (www.organization2.com and "
                    "www.organization3.com); Organization 1 is the only one in Asia.",
                    [wrong("wrong_ident", "Organization 2 and Organization 3 are both in North America (www.organization12.com "
                           "and www.organization3.com); Organization 1 is the only one in Asia.", "2", "12", 0, exact=True)])]
    book.case(db, rid, "zero_ident", claims)


# ---------------------------------------------------------------------------
# fractions in words and approximate bounds, across the databases
# ---------------------------------------------------------------------------

def fractions(book):
    db = "defog_geography"
    rid, raw = rows_of(db, "Which cities hold the most people?",
                       "SELECT city_name, country_name, population FROM city ORDER BY population DESC")
    ct = [(n, c, float(p)) for n, c, p in raw]
    tot = sum(r[2] for r in ct)
    us = sum(r[2] for r in ct if r[1] == "United States")
    la = 100 * ct[0][2] / tot
    two = 100 * (ct[0][2] + ct[1][2]) / tot
    assert 29 < la < 30 and 45 < two < 50
    claims = [Claim(f"{ct[0][0]} alone holds just under {la:.0f}% of the population across the ten cities.",
                    [wrong("wrong_total", f"{ct[0][0]} alone holds just under {100 * ct[0][2] / us:.0f}% of the population across "
                           f"the ten cities.", la, 100 * ct[0][2] / us, 0, True)]),
              Claim(f"Add {ct[1][0]} and the two reach nearly half ({two:.1f}%).",
                    [wrong("false_bound", f"Add {ct[1][0]} and the two reach well over half.", two, None, 1, bound=True)])]
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "How long are the rivers?", "SELECT river_name, length FROM river ORDER BY length DESC")
    rv = [(n, float(l)) for n, l in raw]
    tot = sum(l for _, l in rv)
    sh = 100 * rv[0][1] / tot
    last4 = rv[-4:]
    s4 = sum(l for _, l in last4)
    s4n = s4 - last4[0][1] + rv[-5][1]
    claims = [Claim(f"The {rv[0][0]} by itself is almost a fifth of the total river length ({sh:.1f}%),",
                    [wrong("wrong_total", f"The {rv[0][0]} by itself is almost a fifth of the total river length "
                           f"({100 * rv[0][1] / (tot - rv[0][1]):.1f}%),", sh, 100 * rv[0][1] / (tot - rv[0][1]), 1)]),
              Claim(f"and the four shortest ({', '.join(n for n, _ in last4)}) add up to {n0(s4)} km between them.",
                    [wrong("neighbour_row", f"and the four shortest ({', '.join(n for n, _ in last4)}) add up to {n0(s4n)} km "
                           f"between them.", s4, s4n, 0)])]
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "Which lakes are the largest?", "SELECT lake_name, area FROM lake ORDER BY area DESC")
    lk = [(n, float(a)) for n, a in raw]
    tot = sum(a for _, a in lk)
    s2 = lk[0][1] + lk[1][1]
    s2n = lk[0][1] + lk[2][1]
    claims = [Claim(f"{lk[0][0]} and {lk[1][0]} together make up a third of the total area ({n0(s2)} of {n0(tot)} km²).",
                    [wrong("neighbour_row", f"{lk[0][0]} and {lk[1][0]} together make up a third of the total area ({n0(s2n)} of "
                           f"{n0(tot)} km²).", s2, s2n, 0)])]
    assert abs(3 * s2 - tot) < 1e-9
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "How high are the mountains?",
                       "SELECT mountain_name, country_name, mountain_altitude FROM mountain ORDER BY 3 DESC")
    mt = {n: float(a) for n, c, a in raw}
    e, n_, k2 = mt["Mount Everest"], mt["Nanga Parbat"], mt["K2"]
    claims = [Claim(f"Nanga Parbat ({n0(n_)} m) is {100 * (n_ - k2) / k2:.0f}% higher than K2 ({n0(k2)} m), the other Pakistani "
                    f"peak,",
                    [wrong("base_swapped", f"Nanga Parbat ({n0(n_)} m) is {100 * (n_ - k2) / n_:.0f}% higher than K2 ({n0(k2)} m), "
                           f"the other Pakistani peak,", 100 * (n_ - k2) / k2, 100 * (n_ - k2) / n_, 0)]),
              Claim(f"and Everest tops Nanga Parbat by just over {100 * (e - n_) / n_:.0f}%.")]
    book.case(db, rid, "comparison", claims)

    db = "defog_atis"
    rid, raw = rows_of(db, "How many seats does each aircraft type have?",
                       "SELECT aircraft_code, manufacturer, capacity FROM aircraft ORDER BY capacity DESC, aircraft_code")
    ac = [(c, m, float(v)) for c, m, v in raw]
    tot = sum(v for _, _, v in ac)
    a380 = 100 * ac[0][2] / tot
    small = sum(v for c, _, v in ac if c in ("E190", "CRJ200", "B737"))
    claims = [Claim(f"The {ac[0][0]} alone accounts for nearly a quarter of all seats ({a380:.1f}%),",
                    [wrong("wrong_total", f"The {ac[0][0]} alone accounts for nearly a quarter of all seats "
                           f"({100 * ac[0][2] / (tot - ac[0][2]):.1f}%),", a380, 100 * ac[0][2] / (tot - ac[0][2]), 1)]),
              Claim(f"more than the E190, CRJ200 and B737 combined ({n0(small)} seats).")]
    assert 20 < a380 < 25 and small < ac[0][2]
    book.case(db, rid, "per_unit", claims)

    rid, raw = rows_of(db, "What does ground transport from JFK cost?",
                       "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2 DESC")
    gs = {t: float(v) for t, v in raw}
    r = 100 * gs["Taxi"] / gs["Helicopter"]
    claims = [Claim(f"A taxi ({usd(gs['Taxi'], 0)}) costs well under half of the helicopter's {usd(gs['Helicopter'], 0)} "
                    f"({r:.1f}%).",
                    [wrong("complement", f"A taxi ({usd(gs['Taxi'], 0)}) costs well under half of the helicopter's "
                           f"{usd(gs['Helicopter'], 0)} ({100 - r:.1f}%).", r, 100 - r, 1)])]
    assert 40 < r < 50
    book.case(db, rid, "comparison", claims)

    rid, raw = rows_of(db, "What do the fares cost?", "SELECT fare_id, one_direction_cost, round_trip_cost FROM fare ORDER BY 1")
    one = sum(float(r[1]) for r in raw) / len(raw)
    rt = sum(float(r[2]) for r in raw) / len(raw)
    claims = [Claim(f"The average one-way fare ({usd(one)}) is a bit over {100 * one / rt:.0f}% of the average round trip "
                    f"({usd(rt)}).",
                    [wrong("base_swapped", f"The average one-way fare ({usd(one)}) is a bit over {100 * rt / one:.0f}% of the "
                           f"average round trip ({usd(rt)}).", 100 * one / rt, 100 * rt / one, 0, True)])]
    book.case(db, rid, "per_unit", claims)

    db = "defog_advising"
    rid, raw = rows_of(db, "How are the grades distributed?",
                       "SELECT grade, count(*) AS records FROM student_record GROUP BY 1 ORDER BY 1")
    g = {x: int(n) for x, n in raw}
    tot = sum(g.values())
    assert 3 * g["A"] == tot and 3 * (g["B"] + g["C"]) == tot
    claims = [Claim(f"A's make up a third of the {say(tot)} grade records ({say(g['A'])} of them),",
                    [wrong("false_bound", f"A's make up about a quarter of the {say(tot)} grade records ({say(g['A'])} of them),",
                           100 * g["A"] / tot, None, 1, bound=True)]),
              Claim(f"and B and C grades together another {100 * (g['B'] + g['C']) / tot:.1f}%.")]
    book.case(db, rid, "per_unit", claims)
    rid, raw = rows_of(db, "How long does each student take from admission to predicted graduation?",
                       "SELECT firstname || ' ' || lastname AS student, predicted_graduation_semester - admit_term AS days "
                       "FROM student ORDER BY student_id")
    d = float(raw[1][1])
    claims = [Claim(f"{raw[1][0]}'s {n0(d)} days are just over four years, about {d / 30.44:.0f} months.",
                    [wrong("wrong_factor", f"{raw[1][0]}'s {n0(d)} days are just over four years, about {d / 12:.0f} months.",
                           d / 30.44, d / 12, 0, True)])]
    assert 4 < d / 365.25 < 4.5
    book.case(db, rid, "conversion", claims)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--show", action="store_true", help="list the misses (the set is no longer held out)")
    args = ap.parse_args()
    book = Book()
    for part in (aircraft, manufacturers, fares_by_origin, fares, flights, airports, ground, access, atis_zero_ident,
                 rivers, mountains, lakes, cities, highpoints, advising, academic, fractions):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report("fifth set", items, SHAPES, args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
