#!/usr/bin/env python3
"""
plausibility_fresh51.py — a fifty-second labelled set for check_answer,
written held out, development since its misses were read: answers laid out as
a sports-broadcast recap of a leaderboard, the rows of a result treated as
the contenders of a league table or a race (categories, countries, carriers,
reps, customers, seasons, artists, genres, publishers, makes, peaks,
aircraft, stadiums and so on), over tables spread across the databases
bench/plausibility.sh loads: northwind (shipments, freight, late shipments
and days to ship per carrier in 1997; net sales per category in the third and
fourth quarters of 1997; orders, net sales, customers and units per rep in
1997 and its halves; net sales per customer country in 1997 and its halves;
orders, net sales, units and customers per month from July 1997 to April
1998; the ten biggest customers of 1997; products, stock and stock value per
supplier country; the biggest order and the best-selling product of 1997),
chinook (invoices, revenue, tracks and customers per year; the artists that
sold the most tracks; tracks, hours, track length and storage per genre;
customers, invoices and revenue per billing country, with 2023 and 2024;
customers and revenue per support rep, with 2024 and 2025; tracks, size and
length per media type; the longest albums; the longest track and the biggest
invoice), BIRD's superhero (characters and alignments per publisher; the
characters with the most powers; characters, heights and weights per race;
characters per gender), Spider's car_1 (cars, fuel economy, horsepower,
weight and acceleration per model year; cars, fuel economy and horsepower per
maker; makers and models per continent; the most powerful car), defog-dev's
geography (peaks, lakes, states and high points), atis (aircraft; connecting
times per airport; ground transport fares; fares per airline; the longest
flight), advising (course reviews, credits and GPA per student) and academic
(papers and citations per author, a paper's id), and Spider's concert_singer
(stadium crowds), pets_1 (pets' weights, students per major), battle_death
(men lost per ship), tvshow (viewers and weekly ranks per episode; cartoons
per director), course_teach (teachers' ages and courses), voter_1 (area codes
per state, votes per contestant) and cre_doc_template_mgt (paragraphs per
document), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money(), fresh43's kmoney(), fresh45's near(), fresh50's apx()). The writing
is the sports recap the other sets lack: a headline, a short punchy opener
("A photo finish.", "Not even close."), a "Standings" block (a numbered or
bulleted ranking, now and then a small table with a "Behind" column), race
vocabulary ("edges out", "trails by", "a commanding lead", "closes the gap",
"pulls away", "runner-up", "in third place", "the field averages", "the
podium"), play-by-play between periods ("Lost ground: down from 41 to 29",
"gained 12.4% on the quarter", "round by round"), per-unit figures said the
way "per game" is said ("per order", "per track", "per flight"), unit
conversions beside the original ("10,000 m, or about 32,800 ft"), zero for
an empty result ("no entries, zero points"), identifiers with digits (order,
invoice, track, flight and record numbers), digits and number words mixed,
approximations ("roughly", "just under"), ordinary English number formatting
and a sign-off line now and then. Shapes, as in
bench/plausibility_fresh4.py (whose helpers this set reuses, with fresh7's,
fresh10's, fresh29's, fresh41's to fresh47's and fresh50's):
  comparison  two named contenders: multiples ("2.3x"), ratios "to one", a
              ratio as a decimal ("running at 0.62 of the leader's pace"),
              margins ("trails by"), percent ahead and percent behind, one
              row as a share of the other (in percent and in words)
  change      period on period and half on half, signed in percent, exact
              and hedged, in absolute terms, in words, as a multiple, in a
              small table, shares moving in points, and a gap between two
              contenders that opens or closes from one period to the next
  per_unit    totals over counts ("$1,590.24 per order"), the field's rate
              (blended), one contender against the field average, weighted
              averages against the simple average of the contenders' figures,
              shares ("one in every N", "roughly six in ten", fractions,
              percent), named contenders combined, the podium's share
  conversion  metres as feet, feet as metres, miles as km, mph as km/h,
              sq km as sq miles, kg as lb, lb as kg, cm as feet, mpg as
              litres per 100 km and km per litre, milliseconds as hours,
              seconds as minutes, minutes as hours, hours as days, days as
              hours, bytes and MB as GB
  zero_ident  zero for an empty result, identifiers (order, product, invoice,
              track, record, flight, car and document numbers)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the simple mean of the
contenders' rates called the field's blended one, the weighted average
called the simple one, a share of the wrong total or its complement, a
percent change over the wrong base, percent ahead given where percent behind
was meant, a relative change given as points, one row as a share of the
pair instead of the other row, a ratio the wrong way up), a false multiple,
ratio, fraction, bound or "one in every N", number words given to the wrong
row, a count over an empty result, a conversion by the wrong factor, a
changed identifier, a figure (exact or hedged, in digits or in words) off by
more than the rounding shown, a gap between two contenders off, or a closing
line restating a figure far from the one the body gave. A twin is kept only
when its figure is far from the true value (fresh4's rules) and, unless it
is a real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, off
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import in_ten, to_one
from plausibility_fresh45 import ear_mult, every
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import (Fmt, again, apx, mult, nbr_fn, off_f, off_r, pct_s, per_s, plain_off, ptw, sgn,
                                  words_row)

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
FT_PER_CM = 1 / 30.48
SQMI_PER_SQKM = 0.386102159
KMPL_PER_MPG = 0.425143707
L100_MPG = 235.214583
GB_PER_BYTE = 1 / 1024 ** 3


# ---------------------------------------------------------------------------
# figures: ordinary English formatting throughout
# ---------------------------------------------------------------------------


class En(Fmt):
    """fresh50's Fmt, always in English formatting ("$12,400.50", "12.5%")."""

    def __init__(self, sym="$"):
        self.eu = False
        self.sep = ","
        self.sym = sym
        self.cf = {"$": "${x}", "USD": "USD {x}"}.get(sym, sym + "{x}")
        self.pf = "{x}%"


# ---------------------------------------------------------------------------
# the recap: a headline, paragraphs, the standings, a small table now and then, a sign-off
# ---------------------------------------------------------------------------

HEADLINE = ["**{h}**", "### {h}", "FINAL: {h}", "**RECAP — {h}**", "## {h}", "{h}", "🏁 {h}",
            "**LEADERBOARD WATCH: {h}**", "### Round-up: {h}"]
STAND = ["**Standings**", "STANDINGS", "Standings:", "**The standings:**", "_Standings_", "Standings board:",
         "**Standings** ({t})", "Standings — {t}:"]
LEADS = {"verdict": ["The verdict: ", "Bottom line: ", "Final word: ", "Verdict: "],
         "play": ["Play-by-play: ", "On the move: ", "Momentum check: ", "In motion: "],
         "stat": ["Stat of the day: ", "Key stat: ", "Number to watch: ", "Tale of the tape: "],
         "color": ["From the booth: ", "Worth noting: ", "Colour commentary: ", "Side note: "]}
SIGNOFF = ["", "That's the final whistle.", "", "Back to you in the studio.", "", "More after the break.", "",
           "Same time next round.", "", "Stay tuned.", "", "We'll be right back."]
OPEN = {"photo": ["A photo finish.", "Neck and neck.", "Too close for comfort.", "Nip and tuck all the way."],
        "tight": ["Tight at the top.", "A close one.", "Not much in it.", "A narrow win."],
        "clear": ["A clear winner.", "Daylight between them.", "No nail-biter here.", "A comfortable margin."],
        "rout": ["Not even close.", "A rout.", "One-way traffic.", "No contest."]}
VERB = {"photo": ["edges out", "just holds off", "pips", "squeaks past"],
        "tight": ["edges out", "holds off", "stays ahead of", "gets the better of"],
        "clear": ["beats", "pulls away from", "gets past", "outpaces"],
        "rout": ["runs away from", "dominates", "laps", "leaves behind"]}
UP_W = ["Gained", "Up", "Climbed", "Gained"]
DOWN_W = ["Lost", "Down", "Slipped", "Dropped"]


def _cl(c):
    return Claim(c) if isinstance(c, str) else c


def P(*cs):
    """A paragraph of claims."""
    return ("para", None, [_cl(c) for c in cs if c is not None])


def L(*items):
    """A bulleted list: an item is a claim or a list of claims on one line."""
    return ("list", None, [x for x in items if x is not None])


def T(cols, *rows, align=None):
    """A small markdown table: the header's columns, then one claim a row."""
    return ("table", (cols, align), [x for x in rows if x is not None])


def H(head, *cs):
    """A paragraph with a lead of its own ("The verdict: ", "Play-by-play: ")."""
    return ("head", head, [_cl(c) for c in cs if c is not None])


def closeness(r):
    """How close a race between two figures (larger over smaller) is."""
    return "photo" if r < 1.03 else "tight" if r < 1.12 else "clear" if r < 1.6 else "rout"


def standings(t, col, k, S, keys=(), n=3, label=None, title=None, colname=None, behind=False):
    """The "Standings" block: the contenders ranked on col (the top n, then any of keys further down, with their
    place), as a numbered list, a bulleted list or a small table (with a "Behind" column where behind)."""
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    order = sorted(ks, key=lambda x: (-t[x][col], ks.index(x)))
    show = order[:n] + [x for x in order[n:] if x in keys]
    Lb = label or (lambda x: x)
    lead = t[order[0]][col]
    style = k % 4
    ttl = title or (colname or col).replace("_", " ")
    head = pick(STAND, k * 3 + 1).format(t=ttl)
    rows = []
    if style == 3:
        cols = ("#", "Contender", cap(colname or ttl)) + (("Behind",) if behind else ())
        for x in show:
            i = order.index(x) + 1
            b = (" | —" if i == 1 else f" | {S(lead - t[x][col])}") if behind else ""
            rows.append(f"| {i} | {Lb(x)} | {S(t[x][col])}{b} |")
        return ("table", (cols, ["---:", "---"] + ["---:"] * (len(cols) - 2), head), rows)
    for j, x in enumerate(show):
        i = order.index(x) + 1
        gap = j > 0 and order.index(show[j - 1]) + 1 != i - 1
        if style == 0:
            rows.append(("…\n" if gap else "") + f"{i}. {Lb(x)} — {S(t[x][col])}")
        elif style == 1:
            rows.append(("…\n" if gap else "") + f"{i}. {Lb(x)}: {S(t[x][col])}" + (" (leader)" if i == 1 else ""))
        else:
            pl = "" if not gap else f" ({i}th)" if i > 3 else ""
            rows.append(f"- {Lb(x)}, {S(t[x][col])}{pl}")
    return ("stand", head, rows)


def rounds(t, col, S, label=None, head=None):
    """The periods of a result one after another ("Round by round: Jul $51,020.86 → Aug …")."""
    Lb = label or (lambda x: x)
    txt = " → ".join(f"{Lb(x)} {S(t[x][col])}" for x in t.order if isinstance(t[x][col], float))
    return ("para", None, [Claim((head or "Round by round:") + " " + txt + ".")])


class Book51(Book10):
    """fresh10's Book10, with each answer laid out as a sports recap: a headline, paragraphs, the standings (a
    ranked list or a small table), bullets, a lead-in line now and then and a sign-off at times; none of the
    fixed text holds a figure."""

    def item(self, db, rid, shape, head, blocks, derived=True, max_twins=2):
        k = self.cases
        pre = pick(HEADLINE, k * 5 + 2).format(h=head)
        claims = []
        for kind, hd, cs in blocks:
            if not cs:
                continue
            if kind == "list":
                first = True
                for it in cs:
                    its = [_cl(c) for c in (it if isinstance(it, list) else [it]) if c is not None]
                    if not its:
                        continue
                    claims.append(pre_(its[0], "\n\n- " if first else "\n- "))
                    first = False
                    claims += its[1:]
            elif kind == "stand":
                claims.append(Claim("\n\n" + hd))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kind == "table":
                cols, align = hd[0], hd[1]
                top = f"\n\n{hd[2]}\n" if len(hd) > 2 else "\n\n"
                al = align or ["---"] + ["---:"] * (len(cols) - 1)
                claims.append(Claim(top + "| " + " | ".join(cols) + " |\n|" + "|".join(al) + "|"))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kind == "head":
                h = pick(LEADS[hd], k * 5 + len(hd))
                claims.append(pre_(cs[0], "\n\n" + h))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if not (x[1] in seen or seen.add(x[1]))]
        so = pick(SIGNOFF, k * 7 + 5)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=("\n\n" + so) if so else "")


def place(book, blocks, st, k):
    """The standings after the first paragraph (or first, now and then)."""
    blocks = [b for b in blocks if b]
    if not st:
        return blocks
    at = 0 if k % 5 == 0 else 1
    return blocks[:at] + [st] + blocks[at:]


# ---------------------------------------------------------------------------
# shapes, as recaps
# ---------------------------------------------------------------------------


def st_of(t, col, k, F, cash, d, unit, keys, stand, label, title, colname, behind=None):
    if not stand:
        return None
    S = F.shows(cash, 2 if cash else d, unit)[0]
    return standings(t, col, k, S, keys=keys, n=stand, label=label, title=title, colname=colname,
                     behind=(k % 8 == 3) if behind is None else behind)


def sb_cmp(book, t, col, a, b, k, head, noun, cash=False, d=0, unit="", label=None, qty="as many", stand=3,
           title=None, sym="$", more=()):
    """Two named contenders, the larger first, in six layouts; noun names the figure ("net sales", "tracks sold")."""
    F = En(sym)
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    Lb = label or (lambda x: x)
    A_, B_ = Lb(a), Lb(b)
    S, W_, D = F.shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel, beh = 100 * diff / vb, 100 * diff / va
    c = closeness(r)
    op = pick(OPEN[c], k)
    vb_ = pick(VERB[c], k + 1)
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    order = sorted(ks, key=lambda x: (-t[x][col], ks.index(x)))
    ru = order[:2] == [a, b]
    form = k % 6
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 2 and not fw:
        form = 4
    if form == 3 and not (tw or mw):
        form = 1
    if form == 0 and r < 1.3:
        form = 4
    if form == 5 and r < 1.25:
        form = 1
    if form == 0:
        f1 = lambda x: f"{cap(A_)} {vb_} {B_} on {noun}: {S(va)} to {x}."
        blocks = [P(op, Claim(f1(S(vb)), [nbr(f1)]), mult(t, F, r, k, lambda x: f"That's {x} the {B_} total.")),
                  H("verdict", again(t, F, diff, k, f"{cap(A_)} wins it by {{}}.", cash, unit, role="off") or
                    again(t, F, va, k, f"{cap(A_)} finishes on {{}}.", cash, unit))]
    elif form == 1:
        f1 = lambda x: f"| {B_} | {x} |"
        pt, pd = F.pct_x(beh)
        f2 = lambda x: f"{cap(B_)} trails by {x}"
        f3 = lambda x: f"— {F.p(x)} behind {A_}."
        blocks = [P(op, f"{cap(A_)} {vb_} {B_} on {noun}."),
                  T(("Contender", cap(noun)), f"| {A_} | {S(va)} |", Claim(f1(S(vb)), [nbr(f1)])),
                  P(Claim(f2(S(diff)), [gap(f2)]),
                    Claim(f3(pt), [ptw(t, F, "wrong_base", f3, beh, rel, pd)]))]
        if ru:
            blocks.append(P(f"{cap(B_)} settles for runner-up."))
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{cap(B_)} manages {x} of {poss(A_)} {noun}"
        f2 = lambda x: f"({x} against {S(va)})."
        f4 = lambda x: f"{cap(B_)} sits at {F.p(x)} of the {A_} mark."
        blocks = [P(op, Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(S(vb)), [nbr(f2)])),
                  H("stat", Claim(f4(pt), [ptw(t, F, "complement", f4, s, 100 - s, pd),
                                           ptw(t, F, "share_of_pair", f4, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        f1 = lambda x: f"{B_}: {x}"
        if tw:
            c2 = Claim(f"That's {tw} in {poss(A_)} favour.", [("false_bound", f"That's {tbad} in {poss(A_)} favour.")])
        else:
            c2 = Claim(f"{cap(A_)} has {mw} {B_}.", [("false_bound", f"{cap(A_)} has {mbad} {B_}.")])
        blocks = [P(op, f"{cap(noun)}, head to head:"),
                  L(f"{A_}: {S(va)}", Claim(f1(S(vb)), [nbr(f1)])), P(c2, "A commanding lead."),
                  H("verdict", again(t, F, diff, k, f"{cap(A_)} is clear by {{}}.", cash, unit, role="off")
                    or again(t, F, va, k, f"{cap(A_)} finishes on {{}}.", cash, unit))]
    elif form == 5:
        q = vb / va
        qt, qd = fig(q, 2)
        f1 = lambda x: f"{cap(B_)} posts {x} on {noun}, {A_} {S(va)}"
        f2 = lambda x: f"— {B_} is running at {x} of {poss(A_)} pace."
        blocks = [P(op, Claim(f1(S(vb)), [nbr(f1)]),
                    Claim(f2(qt), [off_f(t, "off", f2, q, (1.45, 0.6, 1.8, 0.45), qd, lambda x: F.w(x, qd)),
                                   off(t, "inverse_ratio", f2(F.w(r, qd)), q, r, qd, real=True, alts=[])])),
                  L(Claim(f"Margin: {S(diff)}", [gap(lambda x: f"Margin: {x}")]))]
    else:
        fmt, pt, pd, show = pct_s(F, rel, k)
        f1 = lambda x: f"{cap(A_)} {vb_} {B_} by {fmt(x)} on {noun}"
        f2 = lambda x: f"({S(va)} vs. {x}),"
        f3 = lambda x: f"a margin of {x}."
        blocks = [P(op, Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                           alts=[])]),
                    Claim(f2(S(vb)), [nbr(f2)]), Claim(f3(S(diff)), [gap(f3)]))]
        if ru and c in ("photo", "tight"):
            blocks.append(P(f"{cap(B_)} takes the runner-up spot."))
    if order.index(b) == 2 and order.index(a) < 2:
        blocks.append(P(pick([f"{cap(B_)} settles for third place.", f"That leaves {B_} in third place."], k)))
    elif order.index(a) == 2:
        blocks.append(P(pick([f"{cap(A_)} hangs on to third place.", f"{cap(A_)} stays in third place."], k)))
    st = st_of(t, col, k, F, cash, d, unit, (a, b), stand, Lb, title, noun)
    book.item(t.db, t.rid, "comparison", head, place(book, blocks, st, k) + list(more))


def _move(book, F, t, v1, v2, nbr, k, head, noun, l1, l2, tag, cash, d, unit, are, st, more):
    """From v1 (l1) to v2 (l2), in four layouts; nbr(fmt): the twin with the neighbouring row's v1; are: the noun
    takes a plural verb; st: a standings block (or a round-by-round line) to place."""
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    sg = sgn(up, k)
    ud = "up" if up else "down"
    be, was = ("are", "were") if are else ("is", "was")
    tg = f" {tag}" if tag else ""
    more_less = "more" if up else "less"

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else F.w(wb, dd)), p, wb, dd, approx=approx, real=True,
                   alts=[])

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
            fw, fbad = f"{noun} {was} {ud} by {fr}{tg}", f"{noun} {was} {ud} by {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x: f"{cap(noun)}: {x} in {l1}, {S(v2)} in {l2}."
        f2 = lambda y: f"{pick(UP_W if up else DOWN_W, k)} {F.p(y)}{tg}."
        f3 = lambda x: f"That's {x} {more_less} than in {l1}."
        blocks = [P(Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
    elif form == 1:
        f1 = lambda x: f"{'Gained ground' if up else 'Lost ground'}: {ud} from {x} to {S(v2)}"
        f2 = lambda y: f"({sg}{F.p(y)})."
        blocks = [P(f"{cap(noun)}, {l1} to {l2}."),
                  P(Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(pt), [base(f2)])),
                  H("play", Claim(f"{cap(fw)}.", [("false_bound", f"{cap(fbad)}.")]))]
    elif form == 2:
        f1 = lambda x: f"| {l1} | {x} |"
        f3 = lambda y: f"| Change | {sg}{F.p(y)} |"
        rows = [Claim(f1(S(v1)), [nbr(f1)]), f"| {l2} | {S(v2)} |", Claim(f3(pt), [base(f3)])]
        if up and v2 / v1 >= 1.3:
            tk = mult(t, F, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}.")
        else:
            fmt, ht, hd, show = pct_s(F, p, k)
            f5 = lambda x: f"{cap(noun)} {be} {ud} {fmt(x)}{tg}."
            tk = Claim(f5(ht), [off_r(t, F, "restated_contradicts", f5, p, (1.7, 0.5, 2.3, 0.35),
                                      lambda x: (show(x), round(x, hd)))]) if ht != pt else \
                again(t, F, v2, k, f"{l2} closes on {{}}.", cash, unit)
        blocks = [P(f"{cap(noun)}, period by period."), T(("Period", cap(noun)), *rows),
                  H("play", tk) if tk else None]
    else:
        fmt, ht, hd, show = pct_s(F, p, k)
        f1 = lambda x: f"{cap(noun)} {pick(['climbed', 'jumped', 'rose'] if up else ['slid', 'fell', 'dropped'], k)} " \
                       f"{fmt(x)}{tg}"
        f2 = lambda x: f"({x} → {S(v2)})."
        r = again(t, F, abs(diff), k + 1, f"In raw terms, that's {{}} {more_less}.", cash, unit, role="off")
        blocks = [P(Claim(f1(ht), [base(f1, True, show, hd)]), Claim(f2(S(v1)), [nbr(f2)])),
                  P(r) if r else None]
    book.item(t.db, t.rid, "change", head, place(book, blocks, st, k) + list(more))


def sb_chg(book, t, col, p1, p2, k, head, noun, l1, l2, tag="on the month", cash=False, d=0, unit="", are=False,
           sym="$", label=None, rnd=False, more=()):
    """From one row (a period) to another; rnd: a round-by-round line of every period first."""
    F = En(sym)
    S, W_, D = F.shows(cash, d, unit)
    st = rounds(t, col, S, label) if rnd else None
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, head, noun, l1, l2, tag,
          cash, d, unit, are, st, more)


def sb_yoy(book, t, key, c1, c2, k, head, noun, l1, l2, tag="half on half", cash=False, d=0, unit="", are=False,
           sym="$", stand=0, label=None, title=None, colname=None, more=()):
    """Within one row, from one period's column to the next; stand: the standings on the later column."""
    F = En(sym)
    S, W_, D = F.shows(cash, d, unit)
    st = st_of(t, c2, k, F, cash, d, unit, (key,), stand, label, title, colname or l2)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, head, noun, l1, l2, tag, cash, d, unit,
          are, st, more)


def sb_gap(book, t, a, b, c1, c2, k, head, noun, l1, l2, cash=False, d=0, unit="", label=None, sym="$",
           stand=0, title=None, more=()):
    """The gap between two contenders in one period and the next: opened, closed or turned around; twins: either
    gap off (and far from everything the result holds)."""
    F = En(sym)
    S, W_, D = F.shows(cash, d, unit)
    Lb = label or (lambda x: x)
    A_, B_ = Lb(a), Lb(b)
    g1 = t[a][c1] - t[b][c1]
    g2 = t[a][c2] - t[b][c2]
    assert g1 > 0, (a, b, g1)
    f1 = lambda x: f"In {l1}, {B_} trailed {A_} by {x} on {noun}."
    c1_ = Claim(f1(S(g1)), [off_f(t, "off", f1, g1, (1.7, 0.5, 2.3, 0.4, 3.1), D(g1), lambda x: W_(x, D(g1)))])
    if g2 < 0:
        f2 = lambda x: f"In {l2}, {B_} finished {x} ahead."
        c2_ = Claim(f2(S(-g2)), [off_f(t, "off", f2, -g2, (1.7, 0.5, 2.3, 0.4, 3.1), D(-g2),
                                       lambda x: W_(x, D(-g2)))])
        tail = pick([f"{B_} overtakes.", f"A change at the top: {B_} passes {A_}.", f"{B_} storms past."], k)
    elif g2 < g1:
        f2 = lambda x: f"In {l2}, the gap was down to {x}."
        c2_ = Claim(f2(S(g2)), [off_f(t, "off", f2, g2, (1.7, 0.5, 2.3, 0.4, 3.1), D(g2), lambda x: W_(x, D(g2)))])
        tail = pick([f"{B_} closes the gap.", f"{B_} is reeling them in.", f"{B_} closes the gap, but not enough."],
                    k)
    else:
        f2 = lambda x: f"In {l2}, it was {x}."
        c2_ = Claim(f2(S(g2)), [off_f(t, "off", f2, g2, (1.7, 0.5, 2.3, 0.4, 3.1), D(g2), lambda x: W_(x, D(g2)))])
        tail = pick([f"{A_} pulls away.", f"{A_} extends the lead.", f"{A_} pulls away in the second stint."], k)
    rows = [L(f"{A_}: {S(t[a][c1])} in {l1}, {S(t[a][c2])} in {l2}",
              f"{B_}: {S(t[b][c1])} in {l1}, {S(t[b][c2])} in {l2}")]
    blocks = [P(tail), P(c1_, c2_)] + rows if k % 2 else [P(c1_, c2_, tail)] + rows
    st = st_of(t, c2, k, F, cash, d, unit, (a, b), stand, Lb, title, title or l2)
    book.item(t.db, t.rid, "change", head, place(book, blocks, st, k) + list(more))


def sb_pts(book, t, c1, c2, key, k, head, noun, l1, l2, label=None, each=None, more=()):
    """One contender's share of a column total in two periods, the move in percentage points; twins: the later
    share's complement, the relative change given as points; a closing line puts the later share in words."""
    F = En()
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    pts = pick(["percentage points", "points", "pp", "points"], k)
    f1 = lambda x: f"{cap(name)} held {F.p(s1t)} of {noun} in {l1} and {F.p(x)} in {l2}"
    f2 = lambda x: f"— {'up' if up else 'down'} {x} {pts}."
    blocks = [P(pick(["Market share, the real scoreboard.", "Share of the pot is what counts.",
                      "Now the share of the spoils."], k)),
              P(Claim(f1(s2t), [off(t, "complement", f1(F.w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True,
                                    alts=[])]),
                Claim(f2(ppt), [off(t, "percent_as_points", f2(F.w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                    real=True, alts=[])]))]
    gw, gbad = frac_q(s2 / 100)
    if gw:
        gw, gbad = f"{gw} of {noun}", f"{gbad} of {noun}"
    elif each:
        gw, gbad = every(s2 / 100)
        gw, gbad = (f"{gw} {each}", f"{gbad} {each}") if gw else (None, None)
    if gw:
        blocks.append(H("verdict", Claim(f"{cap(name)} now holds {gw}.",
                                         [("false_bound", f"{cap(name)} now holds {gbad}.")])))
    book.item(t.db, t.rid, "change", head, blocks + list(more))


def sb_share(book, t, col, key, k, head, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
             tot=None, sym="$", stand=3, lbl=None, title=None, colname=None, verb="owns", more=()):
    """One contender's share of a total (the column's, or tot), in four layouts; items names what the share counts
    for "one in every N {items}"; lbl labels the rows in the standings."""
    F = En(sym)
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
    bw, bbad = bound_words(s / 100)
    tw_, tbad_ = in_ten(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    form = k % 4
    if form == 0 and not (ow or fw or bw):
        form = 1
    if form == 3 and not tw_:
        form = 2
    big = s >= 50
    if form == 0:
        f1 = lambda x, y: f"| {cap(name)} | {x} | {F.p(y)} |"
        c1 = Claim(f1(S(v), st_), [nbr(lambda x: f1(x, st_)),
                                   off(t, "complement", f1(S(v), F.w(100 - s, sd)), s, 100 - s, sd, real=True,
                                       alts=[]),
                                   wt(lambda y: f1(S(v), y), sd)])
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}")
        blocks = [P(pick(["Slice of the pie:", "Who owns the board:", "Share of the spoils:"], k)),
                  T(("", cap(colname or whole), "Share"), c1, f"| The field | {S(Tt)} | {F.p('100')} |"),
                  P(Claim(f"So {name} takes {gw}.", [("false_bound", f"So {name} takes {gb}.")]))]
    elif form == 1:
        f1 = lambda x: f"{cap(name)} takes {x} of the {S(Tt)} on the board,"
        f2 = lambda y: f"{F.p(y)} of {whole}."
        c2 = Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[]),
                             wt(f2, sd)])
        if fw or ow or bw:
            gw, gb = (fw, fbad) if fw else (ow, obad) if ow else (bw, bbad)
            r = Claim(f"That's {gw} of {whole}.", [("false_bound", f"That's {gb} of {whole}.")]) \
                if (fw or (bw and not ow)) else Claim(f"That's {gw}.", [("false_bound", f"That's {gb}.")])
        else:
            r = again(t, F, v, k, "Call it {} in round numbers.", cash, unit)
        blocks = [P(Claim(f1(S(v)), [nbr(f1)]), c2, "A commanding lead." if big else None),
                  H("verdict", r) if r else None]
    elif form == 3:
        f1 = lambda x: f"{cap(name)}: {x}"
        f2 = lambda y: f"Share: {F.p(y)}"
        blocks = [P(Claim(f"{cap(tw_)} of {whole} belong to {name}.",
                          [("false_bound", f"{cap(tbad_)} of {whole} belong to {name}.")])),
                  L(Claim(f1(S(v)), [nbr(f1)]), f"The whole field: {S(Tt)}",
                    Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[]),
                                    wt(f2, sd)]))]
    else:
        fmt, pt, pd, show = pct_s(F, s, k)
        f1 = lambda x: f"{cap(name)} {verb} {fmt(x)} of {whole}"
        f2 = lambda x: f"({x} of {S(Tt)})."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[]),
                            off(t, "wrong_total", f1(show(100 * v / (v + t[other][col]))), s,
                                100 * v / (v + t[other][col]), pd, approx=True, real=True, alts=[])
                            if other else None])
        r = (Claim(f"In other words, {bw} of {whole}.", [("false_bound", f"In other words, {bbad} of {whole}.")])
             if bw and k % 2 else None) or \
            (Claim(f"That's {fw} of {whole}.", [("false_bound", f"That's {fbad} of {whole}.")]) if fw else None) or \
            again(t, F, v, k + 1, "In round numbers, {}.", cash, unit)
        blocks = [P(c1, Claim(f2(S(v)), [nbr(f2)])), P(r) if r else None]
    st = st_of(t, col, k, F, cash, d, unit, (key,), stand, lbl, title, colname or whole)
    book.item(t.db, t.rid, "per_unit", head, place(book, blocks, st, k) + list(more))


def sb_sub(book, t, col, keys, k, head, whole, cash=False, d=0, unit="", label=None, sym="$", team=None,
           more=()):
    """Named contenders combined, and their share of the column total; twins: the sum off, the share's
    complement."""
    F = En(sym)
    S, W_, D = F.shows(cash, d, unit)
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in keys)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st_, sd = fig(s, 1)
    names = ", ".join(Lb(x) for x in keys[:-1]) + f" and {Lb(keys[-1])}"
    f1 = (lambda x: f"{cap(team)} combine for {x},") if team else \
        (lambda x: f"{names} combine for {x},")
    f2 = lambda x: f"or {F.p(x)} of {whole}."
    items = [f"{Lb(x)}: {S(t[x][col])}" for x in keys]
    blocks = [P(pick(["Team standings, for a change.", "Now the team event.", "Add them up and see."], k)),
              L(*items),
              P(Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.35, 0.65, 1.7, 0.5), D(sm), lambda x: W_(x, D(sm)))]),
                Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True,
                                    alts=[])]))]
    book.item(t.db, t.rid, "per_unit", head, blocks + list(more))


def sb_top(book, t, col, m, k, head, whole, cash=False, d=0, unit="", label=None, colname=None, sym="$",
           more=()):
    """The podium (the top m) together and their share of the total, as a paragraph or a table with a total row."""
    F = En(sym)
    S, W_, D = F.shows(cash, d, unit)
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    order = sorted(ks, key=lambda x: (-t[x][col], ks.index(x)))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st_, sd = fig(s, 1)
    gw, gbad = frac_q(s / 100)
    pod = "podium" if m == 3 else f"top {say(m)}"
    f2 = (lambda x: f"{F.p(x)} of the {S(tot)} the whole field put up.") if k % 2 == 0 else \
        (lambda x: f"Between them: {F.p(x)} of the {S(tot)} total.")
    c2 = Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[])])
    if k % 2 == 0:
        fmt, tx, val, show = apx(F, sm, k, cash, unit)
        names = Lb(order[0]) + "".join(f", {Lb(x)}" for x in order[1:-1]) + f" and {Lb(order[-1])}"
        f1 = lambda x: f"The {pod} — {names} — put up {fmt(x)},"
        blocks = [standings(t, col, k, F.shows(cash, 2 if cash else d, unit)[0], n=m, label=Lb,
                            colname=colname or whole),
                  P(Claim(f1(tx), [off_r(t, F, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]), c2)]
    else:
        f1 = lambda x: f"| | **{cap(pod)} combined** | **{x}** |"
        rows = [f"| {i + 1} | {Lb(x)} | {S(t[x][col])} |" for i, x in enumerate(order)]
        blocks = [P(pick(["The podium, and how much of the pot it took.", "Top of the table:",
                          "Here's the podium."], k)),
                  T(("#", "Contender", cap(colname or whole)), *rows,
                    Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.3, 0.7, 1.6, 0.5), D(sm), lambda x: W_(x, D(sm)))]),
                    align=["---:", "---", "---:"]),
                  P(c2)]
    if gw:
        blocks.append(H("verdict", Claim(f"the {pod} took {gw} of {whole}.",
                                         [("false_bound", f"the {pod} took {gbad} of {whole}.")])))
    book.item(t.db, t.rid, "per_unit", head, blocks + list(more))


def sb_rate(book, t, tot_col, cnt_col, key, k, head, unit, what, cash=False, label=None, sfx="", units=None,
            pooled=None, fmt=None, sym="$", stand=0, lbl=None, title=None, colname=None, more=()):
    """A total over a count for one contender, said the way "per game" is said ("$1,590.24 per order"); with
    pooled (the contenders named as a group), the field's blended rate after it (twin: the simple mean of the
    contenders' rates); else the total said again, rounded. fmt(total, count, rate): the sentence, where the
    default will not read well. stand: the standings on the total."""
    F = En(sym)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_s(F, r, k, cash, sfx)
    if fmt:
        f1 = lambda x: fmt(St(tot), c, x)
    elif k % 2 == 0:
        f1 = lambda x: f"{cap(name)}: {St(tot)} {what} from {c} {units} — {x} per {unit}."
    else:
        f1 = lambda x: f"{cap(name)} averages {x} {what} per {unit} ({St(tot)} over {c} {units})." if not cash \
            else f"{cap(name)} averages {x} per {unit} ({St(tot)} in {what} over {c} {units})."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [P(Claim(f1(pt), tw))]
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
        above = r > overall
        g = pick([", so {n} is running {w} the pace.", " — {n} sits {w} that mark.", "; {n} is {w} the line."], k)
        tail = g.format(n=name, w="ahead of" if above else "behind") if "pace" in g else \
            g.format(n=name, w="above" if above else "below")
        f = lambda x: f"the field ({pooled}) averages {x} per {unit}{tail}"
        blocks.append(H("stat", Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od,
                                                  real=True, alts=[]) if ow(plain) != ot else None])))
    else:
        rr = again(t, F, tot, k + 1, f"that's {{}} in {what} over the {c} {units}." if cash else
                   f"that's {{}} {what} over the {c} {units}.", cash, sfx) if abs(tot) >= 1000 else None
        blocks.append(H("verdict", rr) if rr else P(pick(["Efficient.", "That's the number that matters.",
                                                          "Quality over quantity.", "Solid output."], k)))
    st = st_of(t, tot_col, k, F, cash, 0 if all(float(x).is_integer() for x in t.col(tot_col)) else 2, sfx,
               (key,), stand, lbl, title, colname or what)
    book.item(t.db, t.rid, "per_unit", head, place(book, blocks, st, k) + list(more))


def sb_avg(book, t, col, key, k, head, noun, per, cash=False, d=0, unit="", label=None, ad=None, verb="posts",
           sym="$", stand=3, lbl=None, title=None, colname=None, op=None, more=()):
    """One contender against the field average (the simple average of the rows): the gap in percent, or as a
    multiple."""
    F = En(sym)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"{cap(name)} {verb} {S(v)}{noun}; the field averages {x} per {per}"
    c1 = Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                   lambda x: Wa(x, Da(avg)))])
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"— {x} the field.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"— {F.p(x)} {'above' if above else 'below'} the field."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    op = op or pick(["Above the pack average." if above else "Off the pace.",
                     "Better than the field average." if above else "A backmarker.",
                     "On the right side of the average." if above else "Work to do."], k)
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    rank = sorted(ks, key=lambda x: (-t[x][col], ks.index(x))).index(key)
    where = ["Top of the table.", "Runner-up on the board.", "In third place."][rank] if rank < 3 else None
    blocks = [P(op, c1, c2, where)]
    st = st_of(t, col, k, F, cash, d, unit, (key,), stand, lbl, title, colname or per)
    book.item(t.db, t.rid, "per_unit", head, place(book, blocks, st, k) + list(more))


def sb_blend(book, t, avg_col, n_col, k, head, noun, per, grp, d=1, unit="", cash=False, sym="$", stand=0,
             lbl=None, more=()):
    """The field's weighted average of the contenders' averages, then the simple average of the contenders beside
    it; twins: the simple mean given as the weighted one, and the weighted one given as the simple one."""
    F = En(sym)
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    show = (lambda x: F.cur(x)) if cash else (lambda x: x + unit)
    f1 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the field averages {show(x)} {noun}."
    f2 = lambda x: f"a straight average of the {say(len(avgs))} {plural(grp)} gives {show(x)},"
    blocks = [P(Claim(f1(wt), [off(t, "plain_as_weighted", f1(F.w(plain, wd)), wa, plain, wd, real=True,
                                   alts=[])])),
              H("color", Claim(f2(pt), [off(t, "weighted_as_plain", f2(F.w(wa, pd)), plain, wa, pd, real=True,
                                            alts=[])]),
                pick([f"but that counts the backmarkers as much as the front-runners.",
                      f"but that gives the small {plural(grp)} the same vote as the big ones.",
                      f"which flatters the {plural(grp)} with only a handful of {plural(per)}."], k))]
    S = F.shows(cash, d, unit)[0]
    st = standings(t, avg_col, k, S, n=stand, label=lbl, colname=noun) if stand else None
    book.item(t.db, t.rid, "per_unit", head, place(book, blocks, st, k) + list(more))


def sb_conv(book, t, key, col, k, head, fmt, src_d, factor, dst_d, bads, hedged=True, table_=None, bullet=False,
            say_again=None, fn=None, stand=0, lbl=None, colname=None, sunit="", more=()):
    """A figure with its conversion beside it (hedged or exact); twin: the first wrong factor whose figure is far
    enough off. fn: a conversion that is not a factor, with bads as wrong functions. table_: (columns,) lays it
    out as a one-row table; bullet: as a bullet; say_again: (template, unit) restates the original figure,
    rounded, after it; stand: the standings on col first."""
    F = En()
    v = t[key][col]
    conv = fn or (lambda x: x * factor)
    c = conv(v)
    vt = F.n(v, src_d)[0]
    if hedged:
        fa, ct, cv, show = apx(F, c, k)
        sh = lambda x: fa(x)
    else:
        ctt, cd = fig(c, dst_d)
        ct = ctt
        show = lambda x: (F.w(x, cd), round(x, cd))
        sh = lambda x: x
    tw = None
    if fn:
        cands = [b(v) for b in bads]
    else:
        cands = [v * f for f in tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75,
                                                                         4.0, 0.4, 2.5, 0.35, 10, 0.1))
                 + (1 / factor,)]
    for x in cands:
        txt, val = show(x)
        tw = wrong("wrong_factor", fmt(vt, sh(txt)), c, val, F.dec(txt), approx=hedged,
                   clear=[y for y in t.pool if abs(y - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    c1 = Claim(fmt(vt, sh(ct)), [tw])
    blocks = [T(table_, c1)] if table_ else [L(c1)] if bullet else [P(c1)]
    if say_again:
        tmpl, u = say_again
        r = again(t, F, v, k + 1, tmpl, unit=u)
        if r:
            blocks.append(H("verdict", r))
    st = None
    if stand:
        S = F.shows(False, src_d, sunit)[0]
        st = standings(t, col, k, S, keys=(key,), n=stand, label=lbl, colname=colname or col.replace("_", " "))
    book.item(t.db, t.rid, "conversion", head, place(book, blocks, st, k) + list(more))


def sb_empty(book, db, question, sql, head, ack, bad, extra=(), more=()):
    """An empty result told as the recap tells it; twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", head, [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def sb_ident(book, t, head, text, good, bad, extra=(), more=()):
    """A record's identifier; twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", head,
              [P(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                 *extra)] + list(more), derived=False)


def sb_plain(book, t, head, blocks):
    book.item(t.db, t.rid, "plain", head, [b for b in blocks if b], derived=False)


# ---------------------------------------------------------------------------
# northwind: the wholesale league (carriers, categories, reps, countries, months, customers, suppliers)
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    cr = table("northwind", "Per carrier, for orders shipped in 1997: shipments in each half, all shipments, freight "
               "billed, late shipments and average days from order to shipment?",
               "SELECT s.company_name AS carrier, count(*) FILTER (WHERE o.shipped_date < '1997-07-01') AS h1, "
               "count(*) FILTER (WHERE o.shipped_date >= '1997-07-01') AS h2, count(*) AS shipments, "
               "round(sum(o.freight)::numeric, 2) AS freight, count(*) FILTER (WHERE o.shipped_date > "
               "o.required_date) AS late, round(avg(o.shipped_date - o.order_date), 2) AS avg_days FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.shipped_date >= '1997-01-01' "
               "AND o.shipped_date < '1998-01-01' GROUP BY 1 ORDER BY 5 DESC")
    sb_cmp(book, cr, "freight", "United Package", "Federal Shipping", 0, "Carriers: a freight-bill photo finish",
           "freight billed in 1997", cash=True, title="freight, 1997")
    sb_yoy(book, cr, "Speedy Express", "h1", "h2", 3, "Speedy Express finds a second gear", "Speedy's shipments",
           "the first half", "the second half", tag="half on half", are=True, stand=3, colname="H2 shipments")
    sb_rate(book, cr, "freight", "shipments", "Federal Shipping", 0, "Freight per shipment", "shipment", "freight",
            cash=True, units="shipments", pooled="all three carriers", stand=3, colname="freight")
    sb_share(book, cr, "late", "United Package", 1, "The late list", "the late shipments of 1997",
             label="United Package", other="Speedy Express", colname="late shipments")
    sb_conv(book, cr, "United Package", "avg_days", 2, "United Package in hours",
            lambda v, c: f"United Package took {v} days from order to dispatch on average — {c} hours on the clock.",
            2, 24, 0, (1 / 7, 7, 60), hedged=False, stand=3, colname="avg days to ship", sunit=" days")
    sb_blend(book, cr, "avg_days", "shipments", 1, "How fast does the field ship?", "from order to dispatch",
             "shipment", "carrier", d=2, unit=" days")
    sb_gap(book, cr, "United Package", "Speedy Express", "h1", "h2", 1, "Speedy reels in United Package",
           "shipments", "the first half", "the second half")

    ct = table("northwind", "Per category: net sales in the third and fourth quarters of 1997, orders and units in "
               "the fourth quarter?",
               "SELECT c.category_name AS category, "
               f"round(sum({NET}) FILTER (WHERE o.order_date < '1997-10-01')::numeric, 2) AS q3, "
               f"round(sum({NET}) FILTER (WHERE o.order_date >= '1997-10-01')::numeric, 2) AS q4, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1997-10-01') AS q4_orders, "
               "sum(od.quantity) FILTER (WHERE o.order_date >= '1997-10-01') AS q4_units FROM order_details od "
               "JOIN orders o ON o.order_id = od.order_id JOIN products p ON p.product_id = od.product_id "
               "JOIN categories c ON c.category_id = p.category_id WHERE o.order_date >= '1997-07-01' "
               "AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 3 DESC")
    sb_yoy(book, ct, "Produce", "q3", "q4", 1, "Produce comes from nowhere", "Produce net sales", "Q3", "Q4",
           tag="on the quarter", cash=True, are=True, stand=4, colname="Q4 net sales")
    sb_cmp(book, ct, "q4", "Dairy Products", "Meat/Poultry", 4, "Dairy tops the Q4 table", "Q4 net sales",
           cash=True, title="Q4 1997 net sales")
    sb_rate(book, ct, "q4", "q4_orders", "Beverages", 1, "Beverages: many orders, small tickets", "order",
            "Q4 net sales", cash=True, units="orders", pooled="all eight categories")
    sb_pts(book, ct, "q3", "q4", "Produce", 2, "Produce grabs share", "net sales", "Q3", "Q4")
    sb_gap(book, ct, "Seafood", "Confections", "q3", "q4", 0, "Confections passes Seafood", "net sales", "Q3",
           "Q4", cash=True, stand=4, title="Q4 net sales")
    sb_avg(book, ct, "q4", "Grains/Cereals", 3, "Grains/Cereals at the back", " in Q4", "category", cash=True,
           label="Grains/Cereals", ad=2, stand=3, colname="Q4 net sales")

    rp = table("northwind", "Per rep, orders placed in 1997: orders, net sales, customers served, units and net "
               "sales in each half?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, count(DISTINCT o.customer_id) AS customers, "
               f"sum(od.quantity) AS units, round(sum({NET}) FILTER (WHERE o.order_date < '1997-07-01')::numeric, "
               f"2) AS h1, round(sum({NET}) FILTER (WHERE o.order_date >= '1997-07-01')::numeric, 2) AS h2 "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' "
               "GROUP BY 1 ORDER BY 3 DESC")
    first = lambda x: x.split()[0]
    sb_cmp(book, rp, "net_sales", "Margaret Peacock", "Janet Leverling", 1, "Peacock wins the 1997 sales title",
           "net sales", cash=True, title="1997 net sales")
    sb_yoy(book, rp, "Nancy Davolio", "h1", "h2", 2, "Davolio's second-half surge", "Nancy's net sales", "H1",
           "H2", tag="half on half", cash=True, are=True, stand=3, label=first, colname="H2 net sales")
    sb_yoy(book, rp, "Janet Leverling", "h1", "h2", 3, "Leverling fades after the break", "Janet's net sales",
           "H1", "H2", tag="half on half", cash=True, are=True)
    sb_rate(book, rp, "net_sales", "orders", "Margaret Peacock", 0, "Peacock per order", "order", "net sales",
            cash=True, label="Margaret", units="orders", pooled="the nine reps", stand=3, lbl=first)
    sb_avg(book, rp, "orders", "Anne Dodsworth", 0, "Dodsworth off the pace", " orders", "rep", label="Anne",
           ad=1, verb="logs", stand=3, lbl=first, colname="orders")
    sb_sub(book, rp, "net_sales", ["Steven Buchanan", "Michael Suyama", "Robert King", "Anne Dodsworth"], 1,
           "The London squad", "the team's net sales", cash=True, team="the London squad")
    sb_gap(book, rp, "Janet Leverling", "Nancy Davolio", "h1", "h2", 2, "Davolio storms past Leverling",
           "net sales", "H1", "H2", cash=True, label=first)
    F = En()
    tot_o = sum(rp.col("orders"))
    sb_plain(book, rp, "The season in one line", [
        P(Claim(f"Nine reps, {tot_o:,.0f} orders in 1997.",
                [plain_off(rp, F, lambda x: f"Nine reps, {x} orders in 1997.", tot_o)]),
          Claim(f"Steven Buchanan brought in {say(rp['Steven Buchanan']['orders'])} of them,",
                [words_row(rp, "orders", "Steven Buchanan",
                           lambda x: f"Steven Buchanan brought in {x} of them,")]),
          f"the fewest on the team."),
        standings(rp, "orders", 1, lambda v: f"{v:,.0f}", n=3, label=first, colname="orders")])

    cy = table("northwind", "Per customer country, orders placed in 1997: orders, net sales, customers and net sales "
               "in each half?",
               "SELECT c.country, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, count(DISTINCT c.customer_id) AS customers, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date < '1997-07-01'), 0)::numeric, 2) AS h1, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date >= '1997-07-01'), 0)::numeric, 2) AS h2 "
               "FROM customers c JOIN orders o ON o.customer_id = c.customer_id JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' "
               "GROUP BY 1 ORDER BY 3 DESC")
    sb_cmp(book, cy, "net_sales", "Germany", "USA", 1, "Germany pips the USA to the 1997 title", "net sales",
           cash=True, title="1997 net sales")
    sb_gap(book, cy, "Germany", "USA", "h1", "h2", 3, "The USA's second-half charge", "net sales",
           "the first half", "the second half", cash=True, stand=3, title="H2 net sales")
    sb_yoy(book, cy, "Mexico", "h1", "h2", 0, "Mexico falls off the pace", "Mexican net sales", "H1", "H2",
           tag="half on half", cash=True, are=True)
    sb_top(book, cy, "net_sales", 3, 1, "The 1997 podium", "1997 net sales", cash=True)
    sb_rate(book, cy, "net_sales", "customers", "Austria", 0, "Austria: two customers, one big haul", "customer",
            "net sales", cash=True, units="customers", pooled="all 21 countries", stand=3, title="1997 net sales",
            fmt=lambda a, c, x: f"Austria put up {a} from just {c} customers in 1997 — {x} per customer.")
    sb_cmp(book, cy, "net_sales", "Austria", "France", 2, "Austria holds off France for third", "net sales",
           cash=True, stand=4)
    sb_sub(book, cy, "net_sales", ["Sweden", "Denmark", "Finland", "Norway"], 0, "The Nordic relay",
           "1997 net sales", cash=True, team="the Nordic four")

    mo = table("northwind", "Per month from July 1997 to April 1998: orders, net sales, units and ordering "
               "customers?",
               "SELECT to_char(o.order_date, 'YYYY-MM') AS month, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, sum(od.quantity) AS units, "
               "count(DISTINCT o.customer_id) AS customers FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.order_date >= '1997-07-01' AND o.order_date < '1998-05-01' "
               "GROUP BY 1 ORDER BY 1")
    MN = {"07": "Jul", "08": "Aug", "09": "Sep", "10": "Oct", "11": "Nov", "12": "Dec", "01": "Jan", "02": "Feb",
          "03": "Mar", "04": "Apr"}
    M = lambda x: MN[x[-2:]]
    sb_chg(book, mo, "net_sales", "1997-11", "1997-12", 0, "December bounces back", "net sales", "November",
           "December", cash=True, are=True, label=M, rnd=True)
    sb_chg(book, mo, "net_sales", "1998-03", "1998-04", 3, "April sets the pace", "net sales", "March", "April",
           cash=True, are=True)
    sb_rate(book, mo, "net_sales", "orders", "1998-04", 1, "April's average ticket", "order", "net sales",
            cash=True, label="April", units="orders", pooled="all ten months")
    sb_cmp(book, mo, "net_sales", "1998-04", "1997-07", 3, "April against July", "net sales", cash=True,
           label=lambda x: {"1998-04": "April 1998", "1997-07": "July 1997"}[x], stand=0)
    sb_chg(book, mo, "customers", "1998-02", "1998-03", 2, "March brings out the crowds", "ordering customers",
           "February", "March", are=True)
    F = En()
    to = sum(mo.col("orders"))
    sb_plain(book, mo, "Ten months, one scoreboard", [
        P(Claim(f"{to:,.0f} orders from July to April.",
                [plain_off(mo, F, lambda x: f"{x} orders from July to April.", to)]),
          Claim(f"November logged {say(mo['1997-11']['orders'])} of them, the quietest autumn month.",
                [words_row(mo, "orders", "1997-11",
                           lambda x: f"November logged {x} of them, the quietest autumn month.")])),
        rounds(mo, "orders", lambda v: f"{v:,.0f}", M, "Orders, round by round:")])

    cu = table("northwind", "The ten biggest customers of 1997 by net sales: country, orders, net sales and units?",
               "SELECT c.company_name AS customer, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales, sum(od.quantity) AS units FROM customers c "
               "JOIN orders o ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2 ORDER BY 4 DESC "
               "LIMIT 10")
    sb_cmp(book, cu, "net_sales", "QUICK-Stop", "Save-a-lot Markets", 4, "QUICK-Stop takes the customer crown",
           "net sales", cash=True, title="1997 net sales")
    sb_rate(book, cu, "units", "orders", "Save-a-lot Markets", 0, "Save-a-lot buys in bulk", "order", "units",
            units="orders", stand=3, colname="units")
    sb_plain(book, cu, "Top-ten notes", [
        P(Claim(f"Simons bistro made the top ten on just {say(cu['Simons bistro']['orders'])} orders.",
                [words_row(cu, "orders", "Simons bistro",
                           lambda x: f"Simons bistro made the top ten on just {x} orders.")]),
          f"Two Swedish shops made the cut: Berglunds snabbköp and Folk och fä HB.")])

    sc = table("northwind", "Per supplier country: products, units in stock, average list price, suppliers and "
               "stock value at list price?",
               "SELECT s.country, count(*) AS products, sum(p.units_in_stock) AS in_stock, "
               "round(avg(p.unit_price)::numeric, 2) AS avg_price, count(DISTINCT s.supplier_id) AS suppliers, "
               "round(sum(p.units_in_stock * p.unit_price)::numeric, 2) AS stock_value FROM products p "
               "JOIN suppliers s ON s.supplier_id = p.supplier_id GROUP BY 1 ORDER BY 6 DESC, 1")
    sb_cmp(book, sc, "stock_value", "USA", "France", 0, "Stock value: the USA just ahead", "stock value",
           cash=True, title="stock value")
    sb_rate(book, sc, "stock_value", "products", "France", 1, "France: the premium shelf", "product",
            "stock value", cash=True, units="products", pooled="all sixteen countries")

    od = table("northwind", "The three biggest orders of 1997: order id, date, customer, value after discounts "
               "and order lines?",
               "SELECT o.order_id::text AS order_id, o.order_date::text AS ordered, c.company_name AS customer, "
               f"round(sum({NET})::numeric, 2) AS order_value, count(*) AS lines FROM orders o "
               "JOIN order_details od ON od.order_id = o.order_id JOIN customers c ON c.customer_id = o.customer_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2, 3 "
               "ORDER BY 4 DESC LIMIT 3")
    oid = od.order[0]
    sb_ident(book, od, "Order of the year", f"The biggest single order of 1997 is order {oid}, from "
             f"{od[oid]['customer']}", f"order {oid}", f"order {int(oid) + 186}",
             extra=[f"on {od[oid]['ordered']}, {En().m(od[oid]['order_value'], 2)[0]} after discounts.",
                    f"Runner-up: order {od.order[1]} from {od[od.order[1]]['customer']}."])
    pr = table("northwind", "The three products with the most units sold in 1997: product id, name, units and net "
               "sales?",
               "SELECT p.product_id::text AS product_id, p.product_name AS product, sum(od.quantity) AS units, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM order_details od JOIN orders o "
               "ON o.order_id = od.order_id JOIN products p ON p.product_id = od.product_id "
               "WHERE o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' GROUP BY 1, 2 ORDER BY 3 DESC "
               "LIMIT 3")
    pid = pr.order[0]
    sb_ident(book, pr, "Most valuable player", f"Product {pid}, {pr[pid]['product']}, is the volume champion of "
             "1997", f"Product {pid}", f"Product {int(pid) + 21}",
             extra=[f"with {pr[pid]['units']:,.0f} units, ahead of {pr[pr.order[1]]['product']}."])
    sb_empty(book, "northwind", "Which products have a list price above 300?",
             "SELECT product_id, product_name FROM products WHERE unit_price > 300",
             "The $300 club", "No product on the list is priced above $300. No entries, zero members.",
             "Eleven products on the list are priced above $300.")
    sb_empty(book, "northwind", "Which order lines carry a discount above 25%?",
             "SELECT order_id, product_id FROM order_details WHERE discount > 0.25",
             "Discount watch", "Nobody went past the 25% discount line — zero order lines, clean sheet.",
             "Fourteen order lines went past the 25% discount line.")
    sb_empty(book, "northwind", "Which orders placed before 1998 have not shipped?",
             "SELECT order_id FROM orders WHERE shipped_date IS NULL AND order_date < '1998-01-01'",
             "Nothing left on the track", "Every order placed before 1998 has shipped: zero still waiting at the "
             "start line.", "Seventeen orders placed before 1998 are still waiting to ship.")


# ---------------------------------------------------------------------------
# chinook: the download charts (seasons, artists, genres, countries, reps, formats, albums)
# ---------------------------------------------------------------------------


def chinook(book):
    ss = table("chinook", "Per year: invoices, revenue, tracks sold and paying customers?",
               "SELECT extract(year FROM i.invoice_date)::int::text AS season, count(DISTINCT i.invoice_id) "
               "AS invoices, sum(il.unit_price * il.quantity) AS revenue, sum(il.quantity) AS tracks, "
               "count(DISTINCT i.customer_id) AS customers FROM invoice i JOIN invoice_line il "
               "ON il.invoice_id = i.invoice_id GROUP BY 1 ORDER BY 1")
    sb_cmp(book, ss, "revenue", "2022", "2021", 0, "2022 edges 2021", "revenue", cash=True, d=2,
           label=lambda x: f"the {x} season", stand=0)
    sb_chg(book, ss, "revenue", "2024", "2025", 1, "2025 drops off the pace", "revenue", "2024", "2025",
           tag="on the season", cash=True, d=2, rnd=True)
    sb_rate(book, ss, "revenue", "invoices", "2025", 0, "Revenue per invoice, 2025", "invoice", "revenue",
            cash=True, label="the 2025 season", units="invoices", pooled="all five seasons")
    sb_chg(book, ss, "invoices", "2024", "2025", 0, "Fewer invoices in 2025", "invoices", "2024", "2025",
           tag="year on year", are=True)
    F = En()
    sb_plain(book, ss, "Five seasons, one table", [
        P(Claim(f"{sum(ss.col('tracks')):,.0f} tracks sold over five seasons,",
                [plain_off(ss, F, lambda x: f"{x} tracks sold over five seasons,", sum(ss.col("tracks")))]),
          Claim(f"from {sum(ss.col('invoices')):,.0f} invoices.",
                [plain_off(ss, F, lambda x: f"from {x} invoices.", sum(ss.col("invoices")))])),
        standings(ss, "tracks", 2, lambda v: f"{v:,.0f} tracks", n=5, colname="tracks sold")])

    ar = table("chinook", "The ten artists with the most tracks sold: tracks sold, revenue, albums sold from and "
               "customers buying?",
               "SELECT ar.name AS artist, sum(il.quantity) AS tracks_sold, sum(il.unit_price * il.quantity) "
               "AS revenue, count(DISTINCT al.album_id) AS albums, count(DISTINCT i.customer_id) AS fans "
               "FROM invoice_line il JOIN invoice i ON i.invoice_id = il.invoice_id JOIN track t "
               "ON t.track_id = il.track_id JOIN album al ON al.album_id = t.album_id JOIN artist ar "
               "ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    sb_cmp(book, ar, "tracks_sold", "Iron Maiden", "U2", 5, "Iron Maiden tops the download chart", "tracks sold",
           qty="as many tracks", title="tracks sold")
    sb_top(book, ar, "tracks_sold", 3, 0, "The chart podium", "the top ten's downloads", colname="tracks sold")
    sb_rate(book, ar, "revenue", "tracks_sold", "Lost", 1, "Lost: fewer downloads, bigger price tag", "download",
            "revenue", cash=True, units="downloads", stand=0,
            fmt=lambda a, c, x: f"Lost brought in {a} from {c} downloads — {x} per download, the video price.")
    sb_rate(book, ar, "tracks_sold", "fans", "Iron Maiden", 0, "Maiden fans buy by the armful", "fan",
            "tracks", units="fans", pooled="the top ten", stand=3, colname="tracks sold")
    sb_cmp(book, ar, "revenue", "Lost", "Deep Purple", 3, "Lost doubles up on Deep Purple", "revenue", cash=True,
           d=2, stand=0)

    gn = table("chinook", "Per genre in the catalogue: tracks, hours of running time, average track length in "
               "minutes and storage in MB?",
               "SELECT g.name AS genre, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 2) AS hours, "
               "round(avg(t.milliseconds) / 60000.0, 2) AS avg_minutes, round(sum(t.bytes) / 1048576.0, 1) "
               "AS megabytes FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC, 1")
    sb_conv(book, gn, "Rock", "hours", 0, "Rock's marathon",
            lambda v, c: f"Rock runs {v} hours end to end — {c} days of non-stop play.", 2, 1 / 24, 1,
            (1 / 60, 1 / 7, 24), hedged=False, stand=3, colname="hours", sunit=" h")
    sb_conv(book, gn, "TV Shows", "megabytes", 1, "TV Shows: the heavyweight",
            lambda v, c: f"TV Shows weighs in at {v} MB, {c} GB.", 1, 1 / 1024, 1, (1 / 100, 1 / 1000 ** 2, 1024),
            stand=3, colname="storage", sunit=" MB")
    sb_cmp(book, gn, "tracks", "Rock", "Latin", 3, "Rock laps Latin", "tracks in the catalogue",
           qty="as many tracks", title="tracks")
    sb_share(book, gn, "tracks", "Rock", 0, "Rock owns the catalogue", "the catalogue", items="tracks",
             other="Latin", colname="tracks")
    sb_blend(book, gn, "avg_minutes", "tracks", 1, "Track length across the field", "minutes per track", "track",
             "genre", d=2, unit="", stand=3, more=[P("The TV and drama episodes drag the weighted figure up.")])

    bc = table("chinook", "The twelve biggest billing countries: customers, invoices, revenue over all years, and "
               "revenue in 2023 and in 2024?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue, coalesce(sum(total) FILTER (WHERE invoice_date >= '2023-01-01' "
               "AND invoice_date < '2024-01-01'), 0) AS rev_2023, coalesce(sum(total) FILTER (WHERE invoice_date "
               ">= '2024-01-01' AND invoice_date < '2025-01-01'), 0) AS rev_2024 FROM invoice GROUP BY 1 "
               "ORDER BY 4 DESC, 1 LIMIT 12")
    sb_cmp(book, bc, "revenue", "USA", "Canada", 2, "The USA out in front", "all-time revenue", cash=True, d=2,
           title="all-time revenue")
    sb_yoy(book, bc, "Brazil", "rev_2023", "rev_2024", 1, "Brazil's big year", "Brazilian revenue", "2023", "2024",
           tag="year on year", cash=True, d=2, stand=3, colname="2024 revenue")
    sb_rate(book, bc, "revenue", "customers", "USA", 1, "Revenue per customer", "customer", "revenue", cash=True,
            label="the USA", units="customers", pooled="the twelve countries")
    sb_gap(book, bc, "France", "Brazil", "rev_2023", "rev_2024", 0, "Brazil overtakes France", "revenue", "2023",
           "2024", cash=True, d=2, stand=4, title="2024 revenue")
    sb_sub(book, bc, "revenue", ["France", "Germany", "United Kingdom"], 2, "Europe's big three",
           "the twelve countries' revenue", cash=True, d=2, team="Europe's big three")
    sb_pts(book, bc, "rev_2023", "rev_2024", "USA", 1, "The USA tightens its grip", "the twelve countries' revenue",
           "2023", "2024", label="the USA")

    er = table("chinook", "Per support rep: customers, invoices, revenue over all years, and revenue in 2024 and in "
               "2025?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) AS invoices, sum(i.total) AS revenue, sum(i.total) FILTER (WHERE "
               "i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01') AS rev_2024, sum(i.total) "
               "FILTER (WHERE i.invoice_date >= '2025-01-01') AS rev_2025 FROM employee e JOIN customer c "
               "ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id GROUP BY 1 "
               "ORDER BY 4 DESC")
    sb_cmp(book, er, "revenue", "Jane Peacock", "Margaret Park", 4, "Peacock leads the support desk",
           "all-time revenue", cash=True, d=2, title="all-time revenue")
    sb_yoy(book, er, "Margaret Park", "rev_2024", "rev_2025", 3, "Park loses ground in 2025", "Margaret's revenue",
           "2024", "2025", tag="year on year", cash=True, d=2)
    sb_gap(book, er, "Margaret Park", "Jane Peacock", "rev_2024", "rev_2025", 1, "Peacock closes in", "revenue",
           "2024", "2025", cash=True, d=2, label=lambda x: x.split()[1])

    md = table("chinook", "Per media type: tracks, average size in MB, average length in seconds and average price?",
               "SELECT m.name AS media, count(*) AS tracks, round(avg(t.bytes) / 1048576.0, 2) AS avg_mb, "
               "round(avg(t.milliseconds) / 1000.0, 1) AS avg_seconds, round(avg(t.unit_price), 2) AS price "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    sb_conv(book, md, "Protected MPEG-4 video file", "avg_seconds", 3, "Video episodes in minutes",
            lambda v, c: f"A protected MPEG-4 video runs {v} seconds on average, {c} minutes.", 1, 1 / 60, 1,
            (1 / 3600, 1 / 100, 60), hedged=False, stand=3, colname="avg length", sunit=" s")
    sb_share(book, md, "tracks", "MPEG audio file", 1, "MPEG runs the format race", "the catalogue",
             items="tracks", label="MPEG audio", other="Protected AAC audio file", colname="tracks")

    al = table("chinook", "The eight longest albums: artist, tracks, running time in minutes and storage in bytes?",
               "SELECT al.title AS album, ar.name AS artist, count(*) AS tracks, round(sum(t.milliseconds) / "
               "60000.0, 1) AS minutes, sum(t.bytes) AS bytes FROM track t JOIN album al ON al.album_id = "
               "t.album_id JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1, 2 ORDER BY 4 DESC LIMIT 8")
    sb_conv(book, al, "Lost, Season 3", "minutes", 1, "Lost, Season 3 in hours",
            lambda v, c: f"Lost, Season 3 runs {v} minutes, {c} hours.", 1, 1 / 60, 1, (1 / 100, 1 / 24, 60),
            stand=3, colname="minutes", sunit=" min")
    sb_conv(book, al, "Battlestar Galactica (Classic), Season 1", "bytes", 2, "Battlestar on the disk",
            lambda v, c: f"Battlestar Galactica (Classic), Season 1 takes {v} bytes, or {c} GB.", 0, GB_PER_BYTE,
            2, (1 / 1e6, 1 / 1024 ** 2, 1 / 1e12), hedged=False)
    sb_cmp(book, al, "minutes", "Lost, Season 3", "Battlestar Galactica (Classic), Season 1", 4,
           "Lost edges Battlestar in the long-haul race", "running time", d=1, unit=" minutes", stand=3,
           title="minutes")

    lt = table("chinook", "The three longest tracks: track id, name, album and milliseconds?",
               "SELECT t.track_id::text AS track_id, t.name AS track, al.title AS album, t.milliseconds "
               "FROM track t JOIN album al ON al.album_id = t.album_id ORDER BY t.milliseconds DESC LIMIT 3")
    tid = lt.order[0]
    sb_ident(book, lt, "The longest run", f"Track {tid}, \"{lt[tid]['track']}\" from {lt[tid]['album']}, is the "
             "longest in the catalogue.", f"Track {tid}", f"Track {int(tid) - 311}",
             extra=[f"Track {lt.order[1]} is runner-up."])
    sb_conv(book, lt, tid, "milliseconds", 0, "The longest track in hours",
            lambda v, c: f"Track {tid} lasts {v} milliseconds, roughly {c} hours.", 0, 1 / 3.6e6, 2,
            (1 / 6e4, 1 / 1000, 1 / 8.64e7), hedged=False)
    bi = table("chinook", "The three biggest invoices: invoice id, date, billing country, total and lines?",
               "SELECT i.invoice_id::text AS invoice, i.invoice_date::date::text AS invoice_date, i.billing_country, "
               "i.total, count(*) AS lines FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id "
               "GROUP BY 1, 2, 3, 4 ORDER BY 4 DESC, 1 LIMIT 3")
    iid = bi.order[0]
    sb_ident(book, bi, "Biggest basket on record", f"Invoice {iid} holds the record", f"Invoice {iid}",
             f"Invoice {int(iid) - 127}", extra=[f"({bi[iid]['billing_country']}, {bi[iid]['invoice_date']}), "
                                                f"at {En().m(bi[iid]['total'], 2)[0]}."])
    sb_empty(book, "chinook", "Which invoices are dated 2026?",
             "SELECT invoice_id, total FROM invoice WHERE invoice_date >= '2026-01-01'",
             "2026: the season hasn't started", "No invoices dated 2026 yet: zero, the table is still blank.",
             "Twelve invoices are already dated 2026.")
    sb_empty(book, "chinook", "Which customers are in Japan?",
             "SELECT customer_id FROM customer WHERE country = 'Japan'",
             "No Japanese entries", "Japan has no customers on the board. No entries, zero points.",
             "Japan has eleven customers on the board.")
    sb_empty(book, "chinook", "Which invoices have a total above 30?",
             "SELECT invoice_id, billing_country FROM invoice WHERE total > 30",
             "Nobody breaks 30", "No invoice has ever gone past $30 — zero, the record stands.",
             "Thirteen invoices have gone past $30.")


# ---------------------------------------------------------------------------
# superhero: the roster battles (publishers, powers, races, genders)
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "The eight publishers with the most characters: characters, good ones and bad ones?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, count(*) FILTER (WHERE a.alignment = "
               "'Good') AS good, count(*) FILTER (WHERE a.alignment = 'Bad') AS bad FROM superhero s JOIN publisher "
               "p ON p.id = s.publisher_id LEFT JOIN alignment a ON a.id = s.alignment_id WHERE p.publisher_name "
               "<> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    sb_cmp(book, pb, "characters", "Marvel Comics", "DC Comics", 0, "Marvel v DC: the roster count", "characters",
           qty="as many characters", title="characters")
    sb_share(book, pb, "characters", "Marvel Comics", 2, "Marvel's share of the big eight",
             "the big eight's characters", items="characters", label="Marvel", other="DC Comics",
             colname="characters")
    sb_share(book, pb, "bad", "Image Comics", 1, "Image Comics: a villains' club", "the Image roster",
             label="Image's villain tally", tot=pb["Image Comics"]["characters"], stand=3, colname="villains")

    pw = table("superhero", "The twelve characters with the most powers: name with record id, and powers?",
               "SELECT s.superhero_name || ' #' || s.id AS hero, count(*) AS powers FROM hero_power hp "
               "JOIN superhero s ON s.id = hp.hero_id GROUP BY s.superhero_name, s.id ORDER BY 2 DESC, 1 LIMIT 12")
    nm = lambda x: x.split(" #")[0]
    sp, am = pw.order[0], pw.order[1]
    sb_cmp(book, pw, "powers", sp, am, 4, "Spectre holds off Amazo", "powers", label=nm, title="powers")
    sb_avg(book, pw, "powers", sp, 1, "Spectre leaves the field behind", " powers", "character", label="Spectre",
           ad=1, verb="racks up", stand=4, lbl=nm, colname="powers")
    gal = next(x for x in pw.order if x.startswith("Galactus"))
    F = En()
    sb_plain(book, pw, "Power rankings, the short version", [
        P(Claim(f"Galactus, the Devourer of Worlds, sits ninth with {say(pw[gal]['powers'])} powers.",
                [words_row(pw, "powers", gal, lambda x: f"Galactus, the Devourer of Worlds, sits ninth with {x} "
                                                        "powers.")]),
          "Two Captain Marvels sit level in the chasing pack."),
        standings(pw, "powers", 0, lambda v: f"{v:,.0f} powers", n=5, label=nm)])
    sid = table("superhero", "Spectre's record id, full name and publisher?",
                "SELECT s.id::text AS id, s.superhero_name AS hero, s.full_name, p.publisher_name AS publisher "
                "FROM superhero s JOIN publisher p ON p.id = s.publisher_id WHERE s.superhero_name = 'Spectre'")
    x = sid.order[0]
    sb_ident(book, sid, "Who is number one?", f"The power champion is Spectre, record {x} ({sid[x]['publisher']}).",
             f"record {x}", f"record {int(x) + 58}", extra=["Look it up."])

    rc = table("superhero", "The ten commonest races: characters, average height in cm and average weight in kg?",
               "SELECT r.race, count(*) AS characters, round(avg(nullif(s.height_cm, 0)), 1) AS avg_height_cm, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_weight_kg FROM superhero s JOIN race r "
               "ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    sb_cmp(book, rc, "characters", "Human", "Mutant", 3, "Humans outnumber mutants", "characters",
           qty="as many characters", title="characters")
    sb_share(book, rc, "characters", "Human", 0, "The human majority", "the top ten races' characters",
             items="characters", label="the human contingent", other="Mutant", colname="characters")
    sb_conv(book, rc, "Kryptonian", "avg_weight_kg", 1, "Kryptonians on the scales",
            lambda v, c: f"Kryptonians average {v} kg, {c} lb.", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 2.0))
    sb_conv(book, rc, "Cyborg", "avg_height_cm", 2, "Cyborgs in feet",
            lambda v, c: f"The average cyborg stands {v} cm, or {c} ft.", 1, FT_PER_CM, 2, (1 / 2.54, 0.01, 1.0),
            hedged=False, bullet=True)

    gd = table("superhero", "Per gender: characters, Marvel characters and DC characters?",
               "SELECT g.gender, count(*) AS characters, count(*) FILTER (WHERE p.publisher_name = 'Marvel Comics') "
               "AS marvel, count(*) FILTER (WHERE p.publisher_name = 'DC Comics') AS dc FROM superhero s "
               "JOIN gender g ON g.id = s.gender_id LEFT JOIN publisher p ON p.id = s.publisher_id GROUP BY 1 "
               "ORDER BY 2 DESC")
    sb_share(book, gd, "characters", "Female", 3, "The women's table", "the roster", items="characters",
             label="the female contingent", other="Male", stand=3, colname="characters")
    sb_empty(book, "superhero", "Which characters have more than 60 powers?",
             "SELECT hero_id FROM hero_power GROUP BY hero_id HAVING count(*) > 60",
             "The 60-power mark", "Nobody clears 60 powers. No entries, zero points — the bar stays untouched.",
             "Three characters clear 60 powers.")


# ---------------------------------------------------------------------------
# car_1: the motor-racing desk (model years, makers, continents)
# ---------------------------------------------------------------------------


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average mpg, average horsepower, average weight in lb and "
               "average acceleration time?",
               "SELECT year::text AS model_year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(horsepower), 1) AS avg_hp, round(avg(weight), 0) AS avg_weight_lb, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel FROM cars_data GROUP BY 1 ORDER BY 1")
    sb_chg(book, yr, "avg_mpg", "1979", "1980", 0, "1980: the mpg breakaway", "average mpg", "1979", "1980",
           tag="on the model year", d=2, unit=" mpg", rnd=True)
    sb_chg(book, yr, "avg_hp", "1970", "1971", 1, "Horsepower loses ground", "average horsepower", "1970", "1971",
           tag="on the model year", d=1, unit=" hp")
    sb_cmp(book, yr, "avg_mpg", "1980", "1970", 3, "1980 v 1970: no contest", "average mpg", d=2, unit=" mpg",
           label=lambda x: f"the {x} crop", stand=3, title="average mpg")
    sb_blend(book, yr, "avg_mpg", "cars", 2, "Fuel economy across the grid", "mpg", "car", "model year", d=2,
             stand=0)
    sb_conv(book, yr, "1980", "avg_mpg", 1, "1980 in litres per 100 km",
            lambda v, c: f"The 1980 cars average {v} mpg — {c} litres per 100 km.", 2, None, 1,
            (lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x, lambda x: 100 / x), fn=lambda x: L100_MPG / x,
            hedged=False)
    sb_chg(book, yr, "cars", "1978", "1979", 3, "A thinner grid in 1979", "cars", "1978", "1979",
           tag="on the model year", are=True)

    mk = table("spider_car_1", "The twelve makers with the most cars listed: cars, average mpg, average horsepower "
               "and top horsepower?",
               "SELECT cm.maker, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower), 1) AS avg_hp, max(cd.horsepower) AS max_hp FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
               "JOIN car_makers cm ON cm.id = ml.maker GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12")
    U = lambda x: {"gm": "GM", "amc": "AMC"}.get(x, x.capitalize())
    sb_cmp(book, mk, "cars", "gm", "chrysler", 2, "GM tops the entry list", "cars listed", label=U,
           qty="as many cars", title="cars listed")
    sb_share(book, mk, "cars", "gm", 1, "GM's share of the grid", "the top twelve makers' cars", items="cars",
             label="GM", other="chrysler", lbl=U, colname="cars")
    sb_avg(book, mk, "avg_mpg", "honda", 2, "Honda leads on economy", " mpg", "maker", d=2, label="Honda", ad=2,
           verb="averages", stand=3, lbl=U, colname="average mpg")
    sb_conv(book, mk, "honda", "avg_mpg", 3, "Honda in km per litre",
            lambda v, c: f"Honda's cars average {v} mpg, or {c} km per litre.", 2, KMPL_PER_MPG, 1,
            (KM_PER_MI, 0.264172, 1.0), hedged=False)
    sb_cmp(book, mk, "avg_mpg", "nissan", "toyota", 5, "Nissan edges Toyota on economy", "average mpg", d=2,
           label=U, stand=0)

    ct = table("spider_car_1", "Per continent: car makers, models and countries?",
               "SELECT co.continent, count(DISTINCT cm.id) AS makers, count(DISTINCT ml.modelid) AS models, "
               "count(DISTINCT c.countryid) AS countries "
               "FROM continents co JOIN countries c ON c.continent = co.contid JOIN car_makers cm "
               "ON cm.country = c.countryid LEFT JOIN model_list ml ON ml.maker = cm.id GROUP BY 1 ORDER BY 2 DESC")
    sb_share(book, ct, "makers", "europe", 2, "Europe brings the most teams", "the makers on file", items="makers",
             label="Europe", other="asia", stand=3, lbl=cap, colname="makers")
    sb_plain(book, ct, "Continental standings", [
        P(Claim(f"Europe has {say(ct['europe']['makers'])} makers,",
                [words_row(ct, "makers", "europe", lambda x: f"Europe has {x} makers,")]),
          f"Asia seven and America four; Europe and America tie on models, {say(ct['europe']['models'])} each.")])

    hp = table("spider_car_1", "The three most powerful cars: id, make, horsepower, weight in lb and model year?",
               "SELECT cd.id::text AS id, cn.make, cd.horsepower, cd.weight, cd.year FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id ORDER BY cd.horsepower DESC NULLS LAST, cd.id LIMIT 3")
    cid = hp.order[0]
    sb_ident(book, hp, "Pole position", f"Pole goes to listing {cid}, the {hp[cid]['make']} ({hp[cid]['year']:.0f})",
             f"listing {cid}", f"listing {int(cid) + 61}",
             extra=[f"with {hp[cid]['horsepower']:,.0f} hp.", f"Listing {hp.order[1]} lines up second."])
    sb_conv(book, hp, cid, "weight", 0, "Pole-sitter on the scales",
            lambda v, c: f"Listing {cid} weighs {v} lb, {c} kg.", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1))
    sb_empty(book, "spider_car_1", "Which cars have more than eight cylinders?",
             "SELECT id, mpg FROM cars_data WHERE cylinders > 8",
             "No V10s on the grid", "Nothing above eight cylinders on the list — zero entries in the V10 class.",
             "Twelve cars on the list have more than eight cylinders.")
    sb_empty(book, "spider_car_1", "Which 1982 cars have more than 150 horsepower?",
             "SELECT id FROM cars_data WHERE year = 1982 AND horsepower > 150",
             "1982: the muscle is gone", "Not one 1982 car tops 150 hp. Zero. The muscle era is over.",
             "Fifteen 1982 cars top 150 hp.")


# ---------------------------------------------------------------------------
# geography: the climbing and open-water desk (peaks, lakes, regions, high points)
# ---------------------------------------------------------------------------


def geography(book):
    mt = table("defog_geography", "Peaks in the guide: altitude in metres, country and state?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country, "
               "state_name AS state FROM mountain ORDER BY 2 DESC")
    sb_conv(book, mt, "Mount Everest", "altitude_m", 0, "Everest takes the summit",
            lambda v, c: f"Mount Everest tops the board at {v} m — {c} ft for the imperial crowd.", 0, FT_PER_M, 0,
            (M_PER_FT, 1.0, 1 / 1.609344), stand=3, colname="altitude", sunit=" m")
    sb_cmp(book, mt, "altitude_m", "Mount Everest", "K2", 3, "Everest v K2", "altitude", unit=" m",
           qty="as high", stand=0)
    sb_top(book, mt, "altitude_m", 3, 0, "The summit podium", "the combined altitude in the guide", unit=" m",
           colname="altitude")

    lk = table("defog_geography", "Lakes in the guide: area in sq km, country and state?",
               "SELECT lake_name AS lake, area AS area_sq_km, country_name AS country, state_name AS state "
               "FROM lake ORDER BY 2 DESC")
    sb_conv(book, lk, "Lake Superior", "area_sq_km", 1, "Superior in square miles",
            lambda v, c: f"Lake Superior covers {v} sq km in our data, {c} square miles.", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, MI_PER_KM, 1.0), hedged=False, stand=3, colname="area", sunit=" sq km")
    sb_cmp(book, lk, "area_sq_km", "Lake Qinghai", "Lake Superior", 1, "Qinghai edges Superior", "area",
           unit=" sq km", title="area")
    sb_sub(book, lk, "area_sq_km", ["Lake Superior", "Lake Michigan", "Lake Ontario", "Lake Huron", "Lake Erie"], 0,
           "Team USA on the water", "the lake area in the guide", unit=" sq km", team="the five US lakes")

    st = table("defog_geography", "Regions in the guide: country, population, area in sq km and capital?",
               "SELECT state_name AS region, country_name AS country, population, area AS area_sq_km, capital "
               "FROM state ORDER BY 3 DESC, 1")
    sb_rate(book, st, "population", "area_sq_km", "Michigan", 1, "Packed in: Michigan", "sq km", "people",
            label="Michigan", units="sq km", pooled="all twelve regions")
    sb_cmp(book, st, "area_sq_km", "Tokyo", "Guangdong", 0, "Tokyo out-sizes Guangdong", "area", unit=" sq km",
           stand=3, title="area")
    sb_share(book, st, "population", "Florida", 3, "Florida's share of the crowd", "the twelve regions' population",
             items="people", other="Michigan", stand=5, colname="population")

    hl = table("defog_geography", "High points with a recorded elevation: region, highest point and elevation in "
               "metres?",
               "SELECT highest_point AS peak, state_name AS region, highest_elevation::int AS elevation_m "
               "FROM highlow WHERE highest_elevation <> '' ORDER BY 3 DESC")
    sb_conv(book, hl, "Mount Whitney", "elevation_m", 3, "Whitney in feet",
            lambda v, c: f"Mount Whitney, California's high point, sits at {v} m — {c} ft.", 0, FT_PER_M, 0,
            (M_PER_FT, 1.0, 1 / 1.609344), hedged=False, stand=5, colname="elevation", sunit=" m")
    sb_cmp(book, hl, "elevation_m", "Mount Fuji", "Mount Marcy", 2, "Fuji v Marcy", "elevation", unit=" m",
           stand=0)
    sb_empty(book, "defog_geography", "Which rivers in the guide are in Japan?",
             "SELECT river_name FROM river WHERE country_name = 'Japan'",
             "No Japanese rivers entered", "Japan has no rivers in the guide. No entries, zero kilometres.",
             "Japan has twelve rivers in the guide.")
    sb_empty(book, "defog_geography", "Which peaks in Pakistan are above 9,500 m?",
             "SELECT mountain_name, mountain_altitude FROM mountain WHERE country_name = 'Pakistan' "
             "AND mountain_altitude > 9500",
             "Pakistan's ceiling", "Nothing in Pakistan clears 9,500 m in the guide — zero peaks over the bar.",
             "Pakistan has eleven peaks over 9,500 m in the guide.")


# ---------------------------------------------------------------------------
# atis: the aviation desk (aircraft, airports, ground transport, fares, flights)
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "Per aircraft type: manufacturer, engines, seats, range in miles, cruising speed in mph, "
               "weight in lb, wing span in ft and payload in lb?",
               "SELECT aircraft_code AS aircraft, manufacturer, engines, capacity AS seats, range_miles, "
               "cruising_speed AS speed_mph, weight AS weight_lb, wing_span AS wing_span_ft, pay_load AS payload_lb "
               "FROM aircraft ORDER BY 5 DESC, 1")
    sb_conv(book, ac, "A380", "range_miles", 0, "A380: range in kilometres",
            lambda v, c: f"The A380 goes {v} miles on a tank, {c} km.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852), stand=4, colname="range", sunit=" mi")
    sb_conv(book, ac, "B747", "wing_span_ft", 1, "The 747's wingspan",
            lambda v, c: f"The B747 spans {v} ft wingtip to wingtip, {c} m.", 0, M_PER_FT, 1, (FT_PER_M, 1.0, 0.3),
            hedged=False)
    sb_conv(book, ac, "B787", "speed_mph", 2, "Fastest in the field",
            lambda v, c: f"The B787 cruises at {v} mph — {c} km/h, quickest on the sheet.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852), hedged=False, stand=3, colname="cruising speed", sunit=" mph")
    sb_cmp(book, ac, "seats", "A380", "B747", 3, "A380 v 747: the seat count", "seats", qty="as many seats",
           title="seats")
    sb_rate(book, ac, "payload_lb", "seats", "B777", 0, "Payload per seat", "seat", "lb of payload",
            label="the B777", units="seats", pooled="all ten types", stand=3, colname="payload")
    sb_avg(book, ac, "seats", "CRJ200", 1, "The CRJ200 brings up the rear", " seats", "type", label="the CRJ200",
           ad=1, verb="carries", stand=3, colname="seats")
    sb_cmp(book, ac, "range_miles", "A350", "A330", 4, "A350 outranges the A330", "range", unit=" miles",
           stand=0)

    ap = table("defog_atis", "Per airport: name and minimum connecting time in minutes?",
               "SELECT airport_code AS airport, airport_name AS name, minimum_connect_time AS connect_min "
               "FROM airport ORDER BY 3 DESC, 1")
    sb_avg(book, ap, "connect_min", "ATL", 0, "Atlanta's quick turnaround", " minutes", "airport", label="ATL",
           ad=1, verb="needs", stand=3, colname="connect time", op="Quickest pit stop in the field.")

    gs = table("defog_atis", "Per ground transport type: fare in USD?",
               "SELECT transport_type AS transport, ground_fare AS fare FROM ground_service ORDER BY 2 DESC")
    sb_cmp(book, gs, "fare", "Helicopter", "Bus", 3, "Helicopter v bus", "fare", cash=True, qty="as much",
           stand=3, title="fare")
    sb_share(book, gs, "fare", "Helicopter", 1, "The helicopter's cut", "the fares on the board", cash=True,
             other="Shared Ride", stand=0)

    fa = table("defog_atis", "Per airline: fares filed, average one-way and average round-trip cost in USD?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS one_way, "
               "round(avg(round_trip_cost), 2) AS round_trip FROM fare GROUP BY 1 ORDER BY 4 DESC, 1")
    sb_cmp(book, fa, "round_trip", "VX", "UA", 2, "Virgin America's premium ticket", "average round trip",
           cash=True, title="average round trip")

    fl = table("defog_atis", "The longest scheduled flight: flight number, airline, route and seconds in the air?",
               "SELECT flight_number AS flight, airline_code AS airline, from_airport, to_airport, time_elapsed "
               "FROM flight ORDER BY time_elapsed DESC, flight_id LIMIT 1")
    f = fl.order[0]
    sb_ident(book, fl, "The endurance leg", f"The longest leg on the board is flight {f} "
             f"({fl[f]['from_airport']}–{fl[f]['to_airport']})", f"flight {f}", f"flight {f[:2]}{int(f[2:]) + 104}",
             extra=["— pack snacks."])
    sb_conv(book, fl, f, "time_elapsed", 1, "The endurance leg in hours",
            lambda v, c: f"Flight {f} spends {v} seconds in the air, {c} minutes.", 0, 1 / 60, 0,
            (1 / 3600, 1 / 100, 60), hedged=False)
    sb_empty(book, "defog_atis", "Which flights make more than one stop?",
             "SELECT flight_number, stops FROM flight WHERE stops > 1",
             "No multi-stop marathons", "No flight on the board makes more than one stop. Zero entries.",
             "Sixteen flights on the board make more than one stop.")
    sb_empty(book, "defog_atis", "Which fares have a round-trip cost above 600?",
             "SELECT fare_id, fare_airline FROM fare WHERE round_trip_cost > 600",
             "Nobody breaks the $600 barrier", "No round trip on the fare sheet costs more than $600 — zero.",
             "Eleven round trips on the fare sheet cost more than $600.")


# ---------------------------------------------------------------------------
# advising and academic: the campus league
# ---------------------------------------------------------------------------


def campus(book):
    cr = table("defog_advising", "Per course: department, students enrolled, reviews, and clarity, easiness and "
               "helpfulness scores?",
               "SELECT name AS course, department, num_enrolled AS enrolled, num_reviews AS reviews, "
               "clarity_score AS clarity, easiness_score AS easiness, helpfulness_score AS helpfulness "
               "FROM course ORDER BY 4 DESC")
    sb_share(book, cr, "reviews", "Introduction to Computer Science", 2, "Intro to CS owns the reviews board",
             "the course reviews", label="Intro to CS", other="Introduction to Physics", stand=4,
             colname="reviews")
    sb_cmp(book, cr, "reviews", "Introduction to Computer Science", "Distributed Databases", 3,
           "Intro to CS v Distributed Databases", "reviews", qty="as many reviews", stand=0)
    st = table("defog_advising", "Per student: programme, credits earned and GPA?",
               "SELECT s.firstname || ' ' || s.lastname AS student, p.name AS programme, s.total_credit AS credits, "
               "s.total_gpa AS gpa FROM student s JOIN program p ON p.program_id = s.program_id ORDER BY 3 DESC, 1")
    sb_avg(book, st, "credits", "John Smith", 0, "John Smith racks up the credits", " credits", "student",
           label="John Smith", ad=1, verb="has", stand=3, colname="credits")
    F = En()
    sb_plain(book, st, "The GPA table", [
        P(Claim(f"Sarah Brown tops the GPA table at {st['Sarah Brown']['gpa']:.1f};"),
          f"John Smith leads on credits with {say(st['John Smith']['credits'])}."),
        standings(st, "gpa", 1, lambda v: f"{v:.1f}", n=3, colname="GPA")])
    sb_empty(book, "defog_advising", "Which courses have more than 100 students enrolled?",
             "SELECT course_id FROM course WHERE num_enrolled > 100",
             "No blockbuster courses", "No course has more than 100 students. Zero full houses this term.",
             "Fourteen courses have more than 100 students this term.")

    au = table("defog_academic", "Per author: papers, citations and references?",
               "SELECT a.name AS author, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM writes wr JOIN author a ON a.aid = wr.aid JOIN publication p "
               "ON p.pid = wr.pid GROUP BY 1 ORDER BY 2 DESC, 1")
    sb_plain(book, au, "The research league", [
        P(f"Ashish Vaswani leads on papers with {say(au['Ashish Vaswani']['papers'])};",
          f"Larry Summers leads on citations with {say(au['Larry Summers']['citations'])}."),
        standings(au, "papers", 2, lambda v: f"{v:.0f} paper" + ("s" if v != 1 else ""), n=3)])
    pb = table("defog_academic", "The paper titled 'Attention is all you need': id, year, citations and references?",
               "SELECT pid::text AS pid, title, year, citation_num AS citations, reference_num AS refs "
               "FROM publication WHERE title = 'Attention is all you need'")
    pid = pb.order[0]
    sb_ident(book, pb, "A famous entry, no points yet", f"\"Attention is all you need\" is paper {pid} in the "
             "library", f"paper {pid}", f"paper {int(pid) + 12}",
             extra=[f"({pb[pid]['year']:.0f}), with {say(pb[pid]['citations'])} citations on file so far."])
    sb_empty(book, "defog_academic", "Which papers have more than ten citations?",
             "SELECT pid, title FROM publication WHERE citation_num > 10",
             "The ten-citation club", "No paper in the library has more than ten citations: zero members.",
             "Fifteen papers in the library have more than ten citations.")


# ---------------------------------------------------------------------------
# Spider's small databases: the crowds, the paddock, history, TV ratings, the staff room, polls, documents
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: home club, capacity, highest, lowest and average crowd?",
               "SELECT name AS stadium, location AS club, capacity, highest, lowest, average FROM stadium "
               "ORDER BY 6 DESC")
    sb_cmp(book, sd, "average", "Stark's Park", "Somerset Park", 0, "Stark's Park wins the crowd race",
           "average crowd", qty="as many fans", title="average crowd")
    sb_share(book, sd, "highest", "Stark's Park", 2, "Stark's Park on a big day", "its capacity",
             label="Stark's Park's record crowd", tot=sd["Stark's Park"]["capacity"], stand=3, colname="record crowd",
             verb="fills")
    sb_avg(book, sd, "average", "Glebe Park", 1, "Glebe Park at the foot of the table", " a game", "stadium",
           label="Glebe Park", ad=1, verb="draws", stand=3, colname="average crowd")

    pt = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid::text AS pet, pettype AS type, pet_age AS age, weight AS weight_kg FROM pets "
               "ORDER BY 4 DESC")
    sb_conv(book, pt, "2002", "weight_kg", 1, "The heavyweight of the paddock",
            lambda v, c: f"Pet 2002, a two-year-old dog, tips the scales at {v} kg — {c} lb.", 1, LB_PER_KG, 1,
            (KG_PER_LB, 1.0, 3.0), hedged=False, stand=3, colname="weight", sunit=" kg")
    sb_ident(book, pt, "Weigh-in result", "Pet 2002 takes the weigh-in", "Pet 2002", "Pet 2017",
             extra=[f"ahead of pet 2001, the cat, at {pt['2001']['weight_kg']:.0f} kg."])
    sm = table("spider_pets_1", "Per major: students, their average age and the oldest?",
               "SELECT major::text AS major, count(*) AS students, round(avg(age), 1) AS avg_age, "
               "max(age) AS oldest FROM student GROUP BY major ORDER BY 2 DESC, 1")
    sb_cmp(book, sm, "students", "600", "520", 3, "Major 600 v major 520", "students", qty="as many students",
           label=lambda x: f"Major {x}", stand=0)

    sh = table("spider_battle_death", "Per ship with casualties on record: ship type, battle, men killed and men "
               "injured?",
               "SELECT s.name AS ship, s.ship_type, b.name AS battle, sum(d.killed) AS killed, "
               "sum(d.injured) AS injured FROM ship s JOIN battle b ON b.id = s.lost_in_battle JOIN death d "
               "ON d.caused_by_ship_id = s.id GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1")
    sb_cmp(book, sh, "killed", "Lettice", "Mary", 4, "Lettice tops the grim table", "men killed", stand=3,
           title="men killed")
    sb_share(book, sh, "killed", "Lettice", 0, "Lettice's toll", "the deaths on record", items="deaths",
             other="Mary", colname="killed")
    sb_empty(book, "spider_battle_death", "Which ships were lost in the Battle of Adrianople?",
             "SELECT s.id, s.name FROM ship s JOIN battle b ON b.id = s.lost_in_battle "
             "WHERE b.name = 'Battle of Adrianople'",
             "Adrianople: a clean sheet at sea", "No ships lost at Adrianople (14 April 1205). Zero on the board.",
             "Twelve ships were lost at Adrianople (14 April 1205).")

    tv = table("spider_tvshow", "Per episode of the series: air date, rating, share, viewers in millions and weekly "
               "rank?",
               "SELECT episode, air_date, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, "
               "weekly_rank FROM tv_series ORDER BY id")
    sb_chg(book, tv, "viewers_m", "A Love of a Lifetime", "Friendly Skies", 1, "Week two: the first drop",
           "viewers", "the premiere", "week two", tag="on the week", d=2, unit=" million", are=True)
    sb_chg(book, tv, "viewers_m", "Double Down", "Winterland", 3, "Winterland's bounce", "viewers",
           "\"Double Down\"", "\"Winterland\"", tag="", d=2, unit=" million", are=True)
    r1, r2 = tv["A Love of a Lifetime"]["weekly_rank"], tv["Double Down"]["weekly_rank"]
    f1 = lambda x: f"Lost ground on the weekly chart: from No. {x} at the premiere to No. {r2:.0f} by \"Double Down\","
    f2 = lambda x: f"{x} places down in six weeks."
    rk = nbr_fn(tv, "weekly_rank", "A Love of a Lifetime", lambda v: f"{v:.0f}", lambda v: 0, avoid=("Double Down",))
    book.item(tv.db, tv.rid, "change", "Sliding down the weekly chart", [
        P(Claim(f1(f"{r1:.0f}"), [rk(f1)]),
          Claim(f2(f"{r2 - r1:.0f}"), [off_f(tv, "off", f2, r2 - r1, (1.7, 0.5, 2.3), 0, lambda x: f"{x:.0f}")])),
        P("The Winterland bounce came too late to save the slot.")])
    sb_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 2, "Premiere v finale", "viewers",
           d=2, unit=" million", qty="as many viewers", stand=3, title="viewers")
    ct = table("spider_tvshow", "Per director: cartoons directed and the first and last production code?",
               "SELECT directed_by AS director, count(*) AS cartoons, min(production_code) AS first_code, "
               "max(production_code) AS last_code FROM cartoon GROUP BY 1 ORDER BY 1")
    sb_plain(book, ct, "Three directors, dead heat", [
        P(f"Ben Jones, Brandon Vietti and Michael Chang directed {say(ct['Ben Jones']['cartoons'])} cartoons each.",
          Claim(f"Ben Jones opened the season with production code {ct['Ben Jones']['first_code']:.0f}.",
                [wrong("changed_identifier", f"Ben Jones opened the season with production code "
                       f"{ct['Ben Jones']['first_code'] + 13:.0f}.", ct["Ben Jones"]["first_code"],
                       ct["Ben Jones"]["first_code"] + 13, 0, exact=True)]))])

    te = table("spider_course_teach", "Per teacher: age, hometown, courses arranged and top grade taught?",
               "SELECT t.name AS teacher, t.age, t.hometown, count(ca.course_id) AS courses, max(ca.grade) "
               "AS top_grade FROM teacher t LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id "
               "GROUP BY 1, 2, 3 ORDER BY 2 DESC")
    sb_avg(book, te, "age", "Vicente Carretero", 0, "The youngest on the staff team", " years old", "teacher",
           label="Vicente Carretero", ad=1, verb="is", stand=3, colname="age")
    sb_plain(book, te, "Staff-room workload", [
        P(f"Anne Walker carries {say(te['Anne Walker']['courses'])} courses, the most on the staff;",
          f"John Deloor and Joseph Huts have none: zero courses between them.")])

    ac = table("spider_voter_1", "Per state: area codes on file?",
               "SELECT state, count(DISTINCT area_code) AS area_codes FROM area_code_state GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    SN = lambda x: {"CA": "California", "TX": "Texas", "FL": "Florida", "MI": "Michigan", "NY": "New York",
                    "IL": "Illinois"}.get(x, x)
    sb_cmp(book, ac, "area_codes", "CA", "TX", 5, "California v Texas: the area-code race", "area codes",
           label=SN, stand=3, title="area codes")
    sb_share(book, ac, "area_codes", "CA", 3, "California's share of the dial", "the area codes on file",
             items="area codes", label="California", other="TX", lbl=SN, colname="area codes")
    sb_top(book, ac, "area_codes", 3, 0, "The area-code podium", "the area codes on file", label=SN,
           colname="area codes")
    vt = table("spider_voter_1", "Per contestant: votes received and states voting?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes, count(DISTINCT v.state) "
               "AS states FROM contestants c LEFT JOIN votes v ON v.contestant_number = c.contestant_number "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    sb_plain(book, vt, "The phone vote", [
        P(f"Kelly Clauss wins the phone vote with {say(vt['Kelly Clauss']['votes'])} votes;",
          "Alana Bregman and Tabatha Gehling one each, and the other eight contestants score zero.")])
    sb_empty(book, "spider_voter_1", "Which votes came from Texas?",
             "SELECT vote_id, created FROM votes WHERE state = 'TX'",
             "Texas sits this one out", "No votes from Texas. Zero points from the Lone Star State.",
             "Texas sent in eleven votes.")

    dc = table("spider_cre_doc_template_mgt", "Per document: id, template type and paragraphs?",
               "SELECT d.document_id::text AS document_id, d.document_name AS document, t.template_type_code AS "
               "type, count(p.paragraph_id) AS paragraphs FROM documents d JOIN templates t ON t.template_id = "
               "d.template_id LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2, 3 "
               "ORDER BY 4 DESC, 1")
    top = dc.order[0]
    sb_ident(book, dc, "The wordiest document", f"Document {top}, \"{dc[top]['document']}\", leads the paragraph "
             f"count", f"Document {top}", f"Document {int(top) + 3011}",
             extra=[f"with {say(dc[top]['paragraphs'])}; five documents have none at all."])
    sb_empty(book, "spider_cre_doc_template_mgt", "Which paragraphs belong to the document 'Robbin CV'?",
             "SELECT p.paragraph_id FROM paragraphs p JOIN documents d ON d.document_id = p.document_id "
             "WHERE d.document_name = 'Robbin CV'",
             "Robbin CV: a blank page", "Robbin CV has no paragraphs on file — zero, an empty scorecard.",
             "Robbin CV has fourteen paragraphs on file.")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book51(), sections, "fifty-second set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
