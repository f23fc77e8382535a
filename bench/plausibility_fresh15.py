#!/usr/bin/env python3
"""
plausibility_fresh15.py — a sixteenth labelled set for check_answer, held
out whole: answers the way agent frameworks print them and the way careful
analysts write them, over the tables the other sets use least: northwind
(employees' orders, late shipments, the days between order date and required
date, territories per employee and their ids, orders per employee per year),
chinook (media types' tracks, list value and revenue, playlists and their
ids, tracks and lengths per unit price), Spider's car_1 (model years'
acceleration, mpg and horsepower), voter_1 (votes per contestant and per
state), tvshow (cartoons per director), BIRD's superhero (eye colours,
genders, races) and defog-dev's academic (authors per organisation) and
atis (ground transport fares), with queries of their own, all
loaded by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num()). The writing is what the
other sets lack. Half the answers are terse, as SQL agents print them:
"Final Answer: ...", "Thought: I now know the final answer.", one or two
sentences, "X and Y took 156 and 127 respectively", lists as "USA (523.06),
Canada (303.96) and France (195.10)", figures quoted inside a JSON-like
{"key": value} or `key=value` snippet, "n=830". The other half are longer
and careful: a note on method first ("excluding NULLs", "counting each
order once", "weighted by ..."), approximations as "c. 17%" and "~2.5k",
counts spelled out in British words ("one hundred and twenty-three", "a
dozen"), British spelling (organisation, analysed), and a markdown table of
a few rows followed by prose that compares two of its rows. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh9's, fresh10's and fresh13's):
  comparison  differences, multiples and their percent, a table then the
              gap between two of its rows and the percent over the second
  change      between model years and order years, percent change, multiples
  per_unit    totals over counts, weighted averages of group averages,
              shares in per cent, in words and as "c. N%", top rows' share
  conversion  days as weeks, hours and months, minutes as hours and seconds,
              mpg as km per litre, hp as kW
  zero_ident  zero for an empty result, digits inside identifiers (employee
              ids, territory ids, playlist ids, contestant numbers)
  plain       "respectively", lists with figures in brackets, snippets,
              spelled-out counts and n=, rows walked through, hedged bounds
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean called the
weighted one, a share of the wrong total or its complement, a percent change
over the wrong base), a false bound, number words given to the wrong row, a
count over an empty result, a conversion by the wrong factor, a changed
identifier, or a figure off by more than the rounding shown. A twin is kept
only when its figure is far from the true value (fresh4's rules) and, unless
it is a real value in the wrong role, far from every cell, aggregate,
pairwise difference, ratio and share of the result too.

Only aggregates are printed (the set stays held out).
"""
import sys

from plausibility_fresh4 import SMALL, Claim, pick, say
from plausibility_fresh7 import KMPL_PER_MPG, dd_of, num, off, w, words_twin
from plausibility_fresh9 import shows
from plausibility_fresh10 import Book10, empty, ident, nbr_of, run_set, table
from plausibility_fresh13 import (apiece, around, blended, cap, conv, duel, joined, leaders, move, overall, poss,
                                  slice_, walk)

# what an agent framework prints before its answer, and what a careful analyst says about method first
# (no figures in either)
TERSE = ["Final Answer:", "Thought: I now know the final answer.\nFinal Answer:", "Answer:", "**Final Answer:**",
         "Result:", "Final answer:"]
CAREFUL = ["Method: I grouped the rows as asked, excluding NULLs.",
           "A note on method first: I counted each row once and weighted nothing unless I say so.",
           "Caveat: these figures are only as good as the underlying table, which looks complete for these columns.",
           "I analysed the rows exactly as the query returned them, with nothing filtered out afterwards.",
           "Approach: counting each row once, so nothing is double-counted through the joins.",
           "Briefly, on method: the grouping is by the column named, and I have not adjusted for anything.",
           "Having analysed the output, my reading is as follows."]


def terse(k):
    return TERSE[k % len(TERSE)]


def careful(k):
    return CAREFUL[k % len(CAREFUL)]


def words(n):
    """A whole number below a million in words, British style ("one hundred and twelve")."""
    n = int(n)
    if n < 100:
        return say(n)
    if n < 1000:
        h, r = divmod(n, 100)
        return SMALL[h] + " hundred" + (" and " + say(r) if r else "")
    t, r = divmod(n, 1000)
    return words(t) + " thousand" + ("" if not r else (" and " + say(r) if r < 100 else " " + words(r)))


# ---------------------------------------------------------------------------
# terse agent answers
# ---------------------------------------------------------------------------


def respectively(book, t, col, a, b, k, verb, cash=False, d=0, unit="", label=None, tail=""):
    """ "A and B spent $X and $Y respectively." Twin: B given the neighbouring row's value."""
    d = 2 if cash and d == 0 else d
    S, _ = shows(cash, d, unit)
    L = label or (lambda x: x)
    nb = nbr_of(t, b, avoid=(a,))
    fmt = lambda x: f"{L(a)} and {L(b)} {verb} {S(t[a][col])} and {x}{tail} respectively."
    tw = []
    if nb and S(t[nb][col]) != S(t[b][col]):
        tw.append(off(t, "neighbour_row", fmt(S(t[nb][col])), t[b][col], t[nb][col], dd_of(t[b][col], d, cash),
                      real=True))
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(t[b][col])), tw)], derived=False, pre=terse(k))


def listing(book, t, col, keys, k, cash=False, d=0, label=None, head=""):
    """ "USA (523.06), Canada (303.96) and France (195.10)". Twin: the last one off by half again."""
    L = label or (lambda x: x)
    S, W = shows(False, d)
    if cash:
        S = lambda v: num(v, 2, cash=True)[0]
    fmt = lambda last: head + joined([f"{L(x)} ({S(t[x][col])})" for x in keys[:-1]] + [f"{L(keys[-1])} ({last})"]) + "."
    v = t[keys[-1]][col]
    dd = dd_of(v, 2 if cash else d, cash)
    tw = [off(t, "off", fmt(w(v * 1.5, dd)), v, v * 1.5, dd)]
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(v)), tw)], derived=False, pre=terse(k))


def snippet(book, t, key, kcol, cols, k, lead_in, after=""):
    """Figures quoted in a JSON-like or key=value snippet. Twin: one field off."""
    r = t[key]
    vals = {c: (num(r[c], dd)[0].replace(",", "") if isinstance(r[c], float) else r[c]) for c, dd in cols}
    c0, d0 = cols[-1]
    bad = dict(vals)
    bad[c0] = w(r[c0] * 1.6 + 3, d0)
    if k % 2 == 0:
        fmt = lambda vs: (lead_in + " {" + f'"{kcol}": "{key}", ' + ", ".join(f'"{c}": {vs[c]}' for c, _ in cols)
                          + "}" + after)
    else:
        fmt = lambda vs: lead_in + f" `{kcol}={key}, " + ", ".join(f"{c}={vs[c]}" for c, _ in cols) + "`" + after
    tw = [off(t, "off", fmt(bad), r[c0], r[c0] * 1.6 + 3, d0)]
    book.case(t.db, t.rid, "plain", [Claim(fmt(vals), tw)], derived=False, pre=terse(k))


def spelled(book, t, col, a, b, k, noun, label=None):
    """Counts spelled out in words ("one hundred and twelve", "a dozen"), and n=... for the whole.
    Twin: the words of another row given to b."""
    L = label or (lambda x: x)
    va, vb = int(t[a][col]), int(t[b][col])
    W = lambda v: "a dozen" if v == 12 else words(v)
    nb = nbr_of(t, b, avoid=(a,))
    tot = int(sum(t.col(col)))
    fmt = lambda x: f"{cap(L(a))}: {W(va)} {noun}; {L(b)}: {x}"
    tw = [words_twin("number_words_wrong_row", fmt(W(int(t[nb][col]))), vb, t[nb][col])] if nb else []
    book.case(t.db, t.rid, "plain", [Claim(fmt(W(vb)), tw),
                                     Claim(f"(n={tot:,} across all {len(t)} groups).",
                                           [off(t, "off", f"(n={int(tot * 1.4):,} across all {len(t)} groups).", tot,
                                                int(tot * 1.4), 0)])],
              derived=False, pre=careful(k) if k % 2 else terse(k))


def circa(book, t, col, key, k, whole, label=None):
    """A share given as "c. 40%" or "~40%", and the total beside it as "~3.5k" where that fits.
    Twins: the complement, approximately; the total by half again."""
    v, tot = t[key][col], sum(t.col(col))
    s = 100 * v / tot
    r = round(s)
    if abs(s - r) > 0.3 or r in (0, 50, 100):
        return
    name = label or key
    mark = pick(["c. ", "~", "roughly ", "about "], k)
    kk = round(tot / 100) / 10
    tail = []
    if tot >= 1000 and abs(tot - kk * 1000) / tot < 0.01:
        tail = [Claim(f"(out of ~{kk:g}k in all).",
                      [off(t, "off", f"(out of ~{kk * 1.5:.1f}k in all).", tot, kk * 1500, 0, approx=True)])]
    fmt = lambda x: f"{cap(name)}: {mark}{x}% of {whole}" + ("" if tail else ".")
    tw = off(t, "complement", fmt(f"{100 - r}"), s, 100 - r, 0, approx=True, real=True)
    book.case(t.db, t.rid, "per_unit", [Claim(fmt(f"{r}"), [tw])] + tail, pre=careful(k))


def mdtable(book, t, cols, keys, col, a, b, k, noun, label=None, hdr=None):
    """A markdown table of a few rows, then prose that compares two rows in it. Twins: the gap off, the
    percent over the wrong base."""
    L = label or (lambda x: x)
    hdr = hdr or [t.key] + [c for c, _ in cols]
    lines = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)]
    for x in keys:
        lines.append("| " + " | ".join([L(x)] + [num(t[x][c], dd)[0] for c, dd in cols]) + " |")
    tab = "\n\n" + "\n".join(lines) + "\n"
    dcol = dict(cols)[col]
    va, vb = t[a][col], t[b][col]
    diff = va - vb
    dd = dd_of(diff, dcol)
    pc, pd = num(100 * diff / vb, 1)
    fmt1 = lambda x: f"\n{cap(L(a))}'s {num(va, dcol)[0]} {noun} is {x} more than {poss(L(b))} {num(vb, dcol)[0]},"
    fmt2 = lambda x: f"or {x}% higher."
    book.case(t.db, t.rid, "comparison", [
        Claim(tab),
        Claim(fmt1(num(diff, dcol)[0]), [off(t, "off", fmt1(w(diff * 1.7, dd)), diff, diff * 1.7, dd)]),
        Claim(fmt2(pc), [off(t, "wrong_base", fmt2(w(100 * diff / va, pd)), 100 * diff / vb, 100 * diff / va, pd,
                             real=True)])], pre=careful(k) if k % 2 else "Here are the rows that matter:")


# ---------------------------------------------------------------------------
# northwind: employees' orders, late shipments, order-to-required windows, territories
# ---------------------------------------------------------------------------


def northwind(book):
    em = table("northwind", "Per employee: orders taken, orders shipped after the required date, the average days "
               "between order date and required date, and territories covered?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, count(*) AS orders, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late, "
               "round(avg(o.required_date - o.order_date), 1) AS window_days, "
               "(SELECT count(*) FROM employee_territories et WHERE et.employee_id = e.employee_id) AS territories "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY e.employee_id, 1 "
               "ORDER BY 2 DESC")
    mp, jl, nd, lc, af, rk, ms, ad, sb = em.order
    respectively(book, em, "orders", mp, jl, 0, "took")
    respectively(book, em, "territories", rk, af, 1, "cover", tail=" territories")
    listing(book, em, "orders", [mp, jl, nd], 2, head="Top three by orders: ")
    snippet(book, em, mp, "employee", [("orders", 0), ("late", 0)], 0, "The query returned",
            after=" — she has both the most orders and the most late ones.")
    snippet(book, em, rk, "employee", [("territories", 0), ("orders", 0)], 1, "Row of interest:")
    spelled(book, em, "orders", mp, jl, 0, "orders", label=lambda x: x.split()[0])
    spelled(book, em, "orders", af, rk, 1, "orders")
    mdtable(book, em, [("orders", 0), ("late", 0), ("window_days", 1)], [mp, jl, nd], "orders", mp, nd, 0, "orders")
    mdtable(book, em, [("orders", 0), ("territories", 0)], [rk, af, ad], "territories", rk, af, 1, "territories")
    duel(book, em, "orders", mp, sb, 0, "orders", pre=careful(0))
    duel(book, em, "orders", jl, lc, 3, "orders", pre=careful(1))
    duel(book, em, "window_days", lc, mp, 1, "average window (days)", d=1, pre=careful(2))
    apiece(book, em, "orders", "territories", af, 0, "territory", "orders", d=1, pre=careful(3),
           units="territories")
    apiece(book, em, "orders", "territories", jl, 1, "territory", "orders", d=1, pre=careful(4),
           units="territories")
    slice_(book, em, "orders", mp, 0, "all orders", other=jl, pre=careful(5))
    slice_(book, em, "late", mp, 1, "the late shipments", other=jl, label="Margaret Peacock", pre=careful(6))
    circa(book, em, "orders", nd, 0, "the orders", label="Nancy Davolio")
    circa(book, em, "territories", rk, 1, "the territory assignments", label="Robert King")
    blended(book, em, "window_days", "orders", 0, "order-to-required window", "order", d=1, unit=" days",
            pre=careful(0))
    overall(book, em, "late", 0, "late shipments", "employee", avg_d=2, pre=careful(1))
    leaders(book, em, "orders", 3, 0, "orders", pre=careful(2))
    conv(book, em, lc, "window_days", 0, lambda v, c: f"Laura Callahan's customers ask for delivery {v} days out, or "
         f"about {c} weeks", 1, 1 / 7, 1, (1 / 5, 1 / 3, 1 / 10, 1 / 12, 1 / 30, 1 / 2, 1 / 14, 1 / 24, 1 / 60), pre=careful(3))
    conv(book, em, mp, "window_days", 1, lambda v, c: f"That {v}-day average window for Margaret Peacock is {c} hours",
         1, 24, 0, (12, 60, 36, 7), pre=terse(3))
    conv(book, em, sb, "window_days", 2, lambda v, c: f"Steven Buchanan's {v} days is {c} months in round terms", 1,
         1 / 30.44, 2, (1 / 7, 1 / 12, 1 / 52, 1 / 365.25, 1 / 4, 1 / 20, 1 / 60, 1 / 100), pre=careful(5))

    yr = table("northwind", "Per employee: orders in 1996, 1997 and 1998?",
               "SELECT e.last_name AS employee, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1996) AS y1996, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1997) AS y1997, "
               "count(*) FILTER (WHERE extract(year FROM o.order_date) = 1998) AS y1998 "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 3 DESC")
    for i, e in enumerate(yr.order[:5]):
        nb = yr[yr.order[i + 1]]["y1996"]
        move(book, yr, yr[e]["y1996"], yr[e]["y1997"], i, f"orders for {e}", "1996", "1997", nb=nb,
             pre=careful(i) if i % 2 else terse(i))
    move(book, yr, sum(yr.col("y1996")), sum(yr.col("y1997")), 2, "orders across all nine employees", "1996", "1997",
         pre=careful(2))

    empty(book, "northwind", "Which orders had a required date before their order date?",
          "SELECT order_id FROM orders WHERE required_date < order_date",
          "None — zero orders have a required date earlier than the order date, so the windows above are all "
          "positive.", "Seven orders had a required date before the order date, all of them from 1996.",
          pre=terse(0))
    empty(book, "northwind", "Which employees cover more than ten territories?",
          "SELECT employee_id FROM employee_territories GROUP BY 1 HAVING count(*) > 10",
          "Final Answer: no employee does. The query returns 0 rows; Robert King's ten is the ceiling.",
          "Final Answer: two employees cover more than ten territories, Robert King and Andrew Fuller.")
    et = table("northwind", "Per employee: id, territories covered, and the lowest and highest territory id?",
               "SELECT e.last_name AS employee, e.employee_id, count(*) AS territories, min(et.territory_id) AS first_id, "
               "max(et.territory_id) AS last_id FROM employees e JOIN employee_territories et USING (employee_id) "
               "GROUP BY 1, 2 ORDER BY 3 DESC, 2")
    ident(book, et, "Robert King (employee_id 7) covers the most territories.", "employee_id 7", "employee_id 4",
          pre=terse(1))
    ident(book, et, "King's territory ids run from 60179 up to 95060.", "95060", "95006", pre=terse(2))
    ident(book, et, "Andrew Fuller, employee 2, starts at territory 01581.", "01581", "01518", pre=careful(3))
    walk(book, et, "territories", ["King", "Buchanan", "Fuller", "Dodsworth"], 1, "territories", pre=careful(4))


# ---------------------------------------------------------------------------
# chinook: media types, playlists, track prices
# ---------------------------------------------------------------------------


def chinook(book):
    mt = table("chinook", "Per media type: tracks, average unit price, list value of the catalogue and revenue "
               "invoiced?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(avg(t.unit_price), 2) AS avg_price, "
               "sum(t.unit_price) AS list_value, (SELECT coalesce(sum(il.unit_price * il.quantity), 0) "
               "FROM invoice_line il JOIN track t2 ON t2.track_id = il.track_id "
               "WHERE t2.media_type_id = m.media_type_id) AS revenue FROM track t JOIN media_type m USING "
               "(media_type_id) GROUP BY m.media_type_id, 1 ORDER BY 2 DESC")
    mp3, pac, vid, aac, pur = mt.order
    S = lambda x: {mp3: "MPEG audio", pac: "protected AAC", vid: "protected MPEG-4 video", aac: "AAC",
                   pur: "purchased AAC"}[x]
    respectively(book, mt, "revenue", mp3, vid, 0, "brought in", cash=True, label=S)
    listing(book, mt, "revenue", [mp3, vid, pac], 1, cash=True, label=S, head="Revenue by media type: ")
    snippet(book, mt, vid, "media_type", [("tracks", 0), ("revenue", 2)], 0, "Observation:")
    spelled(book, mt, "tracks", pac, vid, 0, "tracks", label=S)
    mdtable(book, mt, [("tracks", 0), ("list_value", 2), ("revenue", 2)], [mp3, pac, vid], "tracks", pac, vid, 1,
            "tracks", label=S)
    duel(book, mt, "revenue", mp3, vid, 2, "revenue", cash=True, label=S, pre=careful(0))
    duel(book, mt, "list_value", vid, pac, 5, "list value", cash=True, label=S, pre=careful(1))
    slice_(book, mt, "revenue", mp3, 0, "all revenue", other=vid, cash=True, label="MPEG audio", pre=careful(2))
    slice_(book, mt, "tracks", vid, 2, "the catalogue", other=pac, label="video", pre=careful(3))
    circa(book, mt, "tracks", mp3, 2, "the catalogue", label="MPEG audio")
    circa(book, mt, "revenue", vid, 3, "revenue", label="video")
    apiece(book, mt, "revenue", "tracks", vid, 0, "track", "revenue", cash=True, label="video", pre=careful(4))
    apiece(book, mt, "revenue", "tracks", mp3, 1, "track", "revenue", cash=True, label="MPEG audio", d=3,
           pre=careful(5))
    blended(book, mt, "avg_price", "tracks", 0, "price per track in dollars", "track", d=3, pre=careful(6))
    leaders(book, mt, "tracks", 2, 1, "the tracks", pre=careful(0))
    around(book, mt, "list_value", mp3, 0, "dollars of list value", label="MPEG audio", pre=careful(1))

    pl = table("chinook", "Per playlist: its id, name and number of tracks?",
               "SELECT p.name || ' (#' || p.playlist_id || ')' AS playlist, p.playlist_id, count(pt.track_id) AS tracks "
               "FROM playlist p LEFT JOIN playlist_track pt USING (playlist_id) GROUP BY p.playlist_id, p.name "
               "ORDER BY 3 DESC, 2")
    P = lambda x: x.split(" (#")[0]
    m1, m8, n90, tv3 = pl.order[:4]
    cl = "Classical (#12)"
    br = "Brazilian Music (#11)"
    respectively(book, pl, "tracks", n90, cl, 2, "hold", label=P, tail=" tracks")
    listing(book, pl, "tracks", [cl, br, "Heavy Metal Classic (#17)"], 3, label=P, head="Smaller playlists: ")
    duel(book, pl, "tracks", n90, tv3, 2, "tracks", label=P, pre=careful(2))
    duel(book, pl, "tracks", cl, br, 4, "tracks", label=P, pre=careful(3))
    spelled(book, pl, "tracks", br, "Heavy Metal Classic (#17)", 1, "tracks", label=P)
    ident(book, pl, "Music appears twice, as playlist 1 and playlist 8, with identical track lists.", "playlist 8",
          "playlist 9", pre=terse(4))
    ident(book, pl, "The 90’s Music playlist is id 5.", "id 5", "id 15", pre=terse(5))
    empty(book, "chinook", "Which tracks in the Movies and Audiobooks playlists?",
          "SELECT pt.track_id FROM playlist_track pt JOIN playlist p USING (playlist_id) "
          "WHERE p.name IN ('Movies', 'Audiobooks')",
          "Final Answer: none. Both Movies playlists and both Audiobooks playlists are empty, zero tracks.",
          "Final Answer: the Movies and Audiobooks playlists hold 14 tracks between them.")

    pr = table("chinook", "Per unit price: tracks and their average length in minutes?",
               "SELECT unit_price::text AS price, count(*) AS tracks, round(avg(milliseconds) / 60000.0, 2) AS avg_min "
               "FROM track GROUP BY unit_price ORDER BY unit_price")
    duel(book, pr, "avg_min", "1.99", "0.99", 2, "average length (minutes)", d=2,
         label=lambda x: f"the ${x} tier", pre=careful(4))
    conv(book, pr, "1.99", "avg_min", 0, lambda v, c: f"The $1.99 items (the videos) average {v} minutes, roughly {c} "
         f"hours each", 2, 1 / 60, 2, (1 / 100, 1 / 30, 1 / 24, 1 / 10), pre=terse(0))
    conv(book, pr, "0.99", "avg_min", 1, lambda v, c: f"Songs at $0.99 run {v} minutes on average, i.e. {c} seconds",
         2, 60, 0, (100, 30, 24, 3600), pre=careful(5))
    slice_(book, pr, "tracks", "0.99", 1, "the catalogue", label="the $0.99 tier", pre=careful(6))
    snippet(book, pr, "1.99", "price", [("tracks", 0), ("avg_min", 2)], 1, "Tool output:")


# ---------------------------------------------------------------------------
# car_1: model years, acceleration, fuel economy, horsepower
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per model year: cars, average 0-60 acceleration (s), mpg and horsepower?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(accelerate)::numeric, 2) AS avg_acc, "
               "round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(horsepower)::numeric, 1) AS avg_hp "
               "FROM cars_data GROUP BY year ORDER BY year")
    respectively(book, cy, "avg_acc", "1980", "1970", 0, "average", d=2, unit=" s",
                 label=lambda x: f"the {x} cars", tail=" to sixty")
    listing(book, cy, "avg_mpg", ["1980", "1982", "1981"], 1, d=2, head="Best years for economy (mpg): ")
    snippet(book, cy, "1973", "year", [("cars", 0), ("avg_hp", 1)], 0, "Peak-count year:")
    snippet(book, cy, "1980", "year", [("avg_mpg", 2), ("avg_acc", 2)], 1, "For 1980 the row reads")
    mdtable(book, cy, [("cars", 0), ("avg_mpg", 2), ("avg_hp", 1)], ["1970", "1976", "1982"], "avg_mpg", "1982",
            "1970", 0, "mpg", hdr=["Year", "Cars", "Avg mpg", "Avg hp"])
    mdtable(book, cy, [("cars", 0), ("avg_acc", 2)], ["1972", "1973", "1974"], "cars", "1973", "1974", 1, "cars",
            hdr=["Year", "Cars", "Avg accel (s)"])
    spelled(book, cy, "cars", "1973", "1978", 0, "cars", label=lambda x: f"the {x} model year")
    for i, (a, b, c) in enumerate([("1970", "1975", "avg_mpg"), ("1975", "1980", "avg_mpg"),
                                   ("1970", "1980", "avg_hp"), ("1973", "1974", "avg_hp"),
                                   ("1979", "1980", "avg_mpg"), ("1970", "1974", "avg_acc"),
                                   ("1976", "1982", "avg_acc")]):
        noun = {"avg_mpg": "average mpg", "avg_hp": "average horsepower", "avg_acc": "average acceleration time"}[c]
        dd = {"avg_mpg": 2, "avg_hp": 1, "avg_acc": 2}[c]
        nb = cy[str(int(a) + 1)][c]
        move(book, cy, cy[a][c], cy[b][c], i, noun, a, b, d=dd, nb=nb, pre=careful(i) if i % 2 else terse(i))
    duel(book, cy, "avg_hp", "1970", "1982", 0, "average horsepower", d=1, pre=careful(1))
    duel(book, cy, "avg_mpg", "1980", "1970", 2, "average mpg", d=2, pre=careful(2))
    duel(book, cy, "cars", "1973", "1974", 3, "cars", pre=careful(3))
    blended(book, cy, "avg_mpg", "cars", 1, "fuel economy", "car", d=2, unit=" mpg", pre=careful(4))
    blended(book, cy, "avg_acc", "cars", 0, "acceleration time", "car", d=2, unit=" s", pre=careful(5))
    overall(book, cy, "cars", 1, "cars", "model year", avg_d=1, pre=careful(6))
    slice_(book, cy, "cars", "1973", 0, "the cars", other="1970", pre=careful(0))
    ce = table("spider_car_1", "Average mpg and horsepower in 1970, 1976, 1980 and 1982?",
               "SELECT year::text AS year, round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(horsepower)::numeric, 1) "
               "AS avg_hp FROM cars_data WHERE year IN (1970, 1976, 1980, 1982) GROUP BY year ORDER BY year")
    for i, y in enumerate(["1980", "1982", "1970", "1976"]):
        conv(book, ce, y, "avg_mpg", i, lambda v, c, y=y: f"The {y} average of {v} mpg is about {c} km per litre", 2,
             KMPL_PER_MPG, 2, (2.352, 1.609, 0.354, 0.264, 0.621, 3.785, 4.546, 1.2, 0.3, 0.55, 0.8, 0.7),
             pre=terse(i) if i % 2 else careful(i))
    conv(book, ce, "1970", "avg_hp", 4, lambda v, c: f"1970's {v} hp average works out at {c} kW", 1, 0.745699872, 1,
         (1.341, 0.5, 1.2, 1.5, 0.3), pre=careful(2))
    conv(book, ce, "1982", "avg_hp", 5, lambda v, c: f"By 1982 the average had fallen to {v} hp, only {c} kW", 1,
         0.745699872, 1, (1.341, 0.5, 1.2, 1.5, 0.3, 2.0), pre=terse(5))

    empty(book, "spider_car_1", "Which cars reach sixty in under five seconds?",
          "SELECT id FROM cars_data WHERE accelerate < 5",
          "None: the query returns zero cars quicker than five seconds; the quickest years average well above that.",
          "Four cars reach sixty in under five seconds, all from 1970.", pre=careful(3))


# ---------------------------------------------------------------------------
# superhero: eye colours, races, genders
# ---------------------------------------------------------------------------


def heroes(book):
    ey = table("superhero", "How many heroes have each eye colour (the eight commonest, leaving out 'No Colour')?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s JOIN colour c "
               "ON c.id = s.eye_colour_id WHERE c.colour <> 'No Colour' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    E = lambda x: x.lower() + " eyes"
    listing(book, ey, "heroes", ["Blue", "Brown", "Green"], 4, label=E, head="Commonest eye colours: ")
    spelled(book, ey, "heroes", "Red", "Black", 0, "heroes", label=lambda x: f"{x.lower()}-eyed")
    walk(book, ey, "heroes", ["Blue", "Brown", "Green"], 0, "heroes", label=E, pre=careful(0))
    duel(book, ey, "heroes", "Blue", "Brown", 1, "heroes", label=E, pre=careful(1))
    duel(book, ey, "heroes", "Red", "Black", 5, "heroes", label=E, pre=careful(2))
    slice_(book, ey, "heroes", "Blue", 0, "the eight colours' heroes", other="Brown", label="blue", pre=careful(3))
    circa(book, ey, "heroes", "Brown", 0, "these heroes", label="brown")
    circa(book, ey, "heroes", "Green", 1, "these heroes", label="green")
    leaders(book, ey, "heroes", 2, 0, "the heroes", label=E, pre=careful(4))
    mdtable(book, ey, [("heroes", 0)], ["Blue", "Brown", "Green", "Red"], "heroes", "Green", "Red", 0, "heroes",
            hdr=["Eye colour", "Heroes"])

    ge = table("superhero", "How many heroes of each gender?",
               "SELECT g.gender, count(*) AS heroes FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    respectively(book, ge, "heroes", "Male", "Female", 1, "number", label=lambda x: f"{x.lower()} heroes")
    duel(book, ge, "heroes", "Male", "Female", 0, "heroes", label=lambda x: f"the {x.lower()} side", pre=careful(5))
    slice_(book, ge, "heroes", "Female", 1, "the roster", other="Male", label="female heroes", pre=careful(6))
    spelled(book, ge, "heroes", "Female", "N/A", 1, "heroes", label=lambda x: "heroes with no gender given"
            if x == "N/A" else "women")
    circa(book, ge, "heroes", "Male", 2, "the roster", label="men")

    ra = table("superhero", "How many heroes of each race (the six commonest, leaving out '-')?",
               "SELECT r.race, count(*) AS heroes FROM superhero s JOIN race r ON r.id = s.race_id "
               "WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 6")
    listing(book, ra, "heroes", ["Human", "Mutant", "God / Eternal"], 5, head="By race: ")
    snippet(book, ra, "Mutant", "race", [("heroes", 0)], 0, "The agent's tool call came back with")
    duel(book, ra, "heroes", "Human", "Mutant", 2, "heroes", pre=careful(0))
    duel(book, ra, "heroes", "God / Eternal", "Android", 1, "heroes", label=lambda x: "the " + x.split(" /")[0].lower() + " group",
         pre=careful(1))
    spelled(book, ra, "heroes", "Mutant", "God / Eternal", 0, "heroes", label=lambda x: x.split(" /")[0].lower() + "s")
    slice_(book, ra, "heroes", "Human", 2, "the six races' heroes", other="Mutant", label="humans", pre=careful(2))
    empty(book, "superhero", "Which heroes have gold hair and purple eyes?",
          "SELECT s.id FROM superhero s JOIN colour e ON e.id = s.eye_colour_id JOIN colour h ON h.id = "
          "s.hair_colour_id WHERE e.colour = 'Purple' AND h.colour = 'Gold'",
          "Final Answer: nobody — 0 heroes combine gold hair with purple eyes.",
          "Final Answer: three heroes have gold hair and purple eyes.")


# ---------------------------------------------------------------------------
# small sets: voter_1 votes, tvshow directors, academic organisations, atis ground services
# ---------------------------------------------------------------------------


def small(book):
    vs = table("spider_voter_1", "Per contestant: number and votes received?",
               "SELECT c.contestant_name AS contestant, c.contestant_number, count(v.vote_id) AS votes "
               "FROM contestants c LEFT JOIN votes v USING (contestant_number) GROUP BY 1, 2 ORDER BY 3 DESC, 2")
    ident(book, vs, "Final Answer: Kelly Clauss (contestant_number 3) leads with two votes.", "contestant_number 3",
          "contestant_number 8")
    ident(book, vs, "Tabatha Gehling is contestant 2 and Alana Bregman contestant 5, on one vote each.",
          "contestant 5", "contestant 7", pre=terse(1))
    book.case(vs.db, vs.rid, "plain", [
        Claim(f"Of the {say(len(vs))} contestants, eight received zero votes;",
              [words_twin("number_words_wrong_row", f"Of the {say(len(vs))} contestants, three received zero votes;",
                          8, 3)]),
        Claim("only three got any at all."),
    ], derived=False, pre=careful(3))
    st = table("spider_voter_1", "Votes per state?",
               "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    slice_(book, st, "votes", "NY", 0, "the votes", label="New York", pre=careful(4))
    empty(book, "spider_voter_1", "Which votes came from Texas?", "SELECT vote_id FROM votes WHERE state = 'TX'",
          "Answer: none — zero votes from TX.", "Answer: 2 votes came from TX.")

    tv = table("spider_tvshow", "Per director: cartoons directed and distinct writers?",
               "SELECT directed_by AS director, count(*) AS cartoons, count(DISTINCT written_by) AS writers "
               "FROM cartoon GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(tv.db, tv.rid, "plain", [
        Claim("Final Answer: Ben Jones, Brandon Vietti and Michael Chang directed four cartoons each"),
        Claim(f"({int(sum(tv.col('cartoons')))} in all);",
              [off(tv, "off", f"({int(sum(tv.col('cartoons'))) + 9} in all);", sum(tv.col("cartoons")),
                   sum(tv.col("cartoons")) + 9, 0)]),
        Claim("only Vietti worked with a different writer every time."),
    ], derived=False)
    empty(book, "spider_tvshow", "Which cartoons did Ben Jones write as well as direct?",
          "SELECT id FROM cartoon WHERE directed_by = 'Ben Jones' AND written_by = 'Ben Jones'",
          "None; the query returns zero rows, so he directed but never wrote his own episodes.",
          "He wrote and directed three of his four cartoons.", pre=careful(5))

    og = table("defog_academic", "Per organisation: how many authors?",
               "SELECT o.name AS organization, count(a.aid) AS authors FROM organization o JOIN author a "
               "ON a.oid = o.oid GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(og.db, og.rid, "plain", [
        Claim("Organization 3 has the most authors, two;"),
        Claim(f"the {say(len(og))} organisations with any authors have {say(int(sum(og.col('authors'))))} between them.",
              [words_twin("number_words_wrong_row", f"the {say(len(og))} organisations with any authors have "
                          f"{say(int(sum(og.col('authors'))) + 9)} between them.", sum(og.col("authors")),
                          sum(og.col("authors")) + 9)]),
    ], derived=False, pre=careful(6))
    ident(book, og, "Final Answer: École Polytechnique Fédérale de Lausanne 4 has one author.", "Lausanne 4",
          "Lausanne 7")

    gs = table("defog_atis", "Per ground transport type: services and average fare?",
               "SELECT transport_type, count(*) AS services, round(avg(ground_fare), 2) AS avg_fare "
               "FROM ground_service GROUP BY 1 ORDER BY 3 DESC, 1")
    respectively(book, gs, "avg_fare", "Helicopter", "Bus", 2, "cost", cash=True,
                 label=lambda x: f"the {x.lower()}")
    listing(book, gs, "avg_fare", ["Helicopter", "Shared Ride", "Private Car"], 0, cash=True,
            head="Priciest ways into town: ")
    duel(book, gs, "avg_fare", "Helicopter", "Taxi", 1, "fare", cash=True, label=lambda x: f"the {x.lower()}",
         pre=careful(0))
    duel(book, gs, "avg_fare", "Subway", "Train", 3, "fare", cash=True, label=lambda x: f"the {x.lower()}",
         pre=careful(1))
    overall(book, gs, "avg_fare", 0, "in fares", "option", cash=True, avg_d=2, pre=careful(2))
    slice_(book, gs, "avg_fare", "Helicopter", 2, "the summed fares", cash=True, label="the helicopter",
           pre=careful(3))
    mdtable(book, gs, [("avg_fare", 2)], ["Helicopter", "Shared Ride", "Limousine", "Shuttle"], "avg_fare",
            "Limousine", "Shuttle", 1, "dollars", hdr=["Transport", "Fare ($)"])
    empty(book, "defog_atis", "Which ground services cost more than $200?",
          "SELECT transport_type FROM ground_service WHERE ground_fare > 200",
          "None of them: zero services cost over $200; the helicopter tops out below that.",
          "Two services cost more than $200, the helicopter and the limousine.", pre=careful(4))


def main():
    sections = (northwind, chinook, cars, heroes, small)
    return run_set(Book10(), sections, "sixteenth set (held out whole)")


if __name__ == "__main__":
    sys.exit(main())
