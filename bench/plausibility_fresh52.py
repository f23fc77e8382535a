#!/usr/bin/env python3
"""
plausibility_fresh52.py — a fifty-third labelled set for check_answer,
written held out, development since its misses were read: answers laid out as
a pub-quiz host reading out the answers on a trivia night, the questions
built from the data, over tables spread across the databases
bench/plausibility.sh loads: northwind (orders, net sales, units, ordering
customers and freight per quarter from the third quarter of 1996 to the first
of 1998; the beverages on the list with their units sold, net sales, price
and stock; order lines and units per discount rate; orders, freight and late
shipments per destination country in 1998; orders, net sales and average
discount per employee over all years; net sales and units per category in the
second halves of 1996 and 1997; orders per weekday; the orders with the
biggest freight bills; the span of the order book), chinook (tracks in the
catalogue and tracks sold per genre, with 2022 and 2023; tracks and hours per
playlist; albums, tracks and minutes for the artists with the biggest
catalogues; tracks and average length per composer; customers per country;
invoices, revenue and customers per quarter of 2022 and 2023; the staff's
ages at hire; the biggest spenders), BIRD's superhero (characters per
superpower; characters and heights per eye colour; good and bad characters
per gender; the heaviest and tallest characters; characters and heights per
publisher), Spider's car_1 (cars, fuel economy and horsepower per cylinder
count before and after 1976; makers, models and listings per country; the
slowest, thriftiest and heaviest cars), defog-dev's geography (rivers, city
populations, regions' population and area, peaks in Pakistan, lakes in
Tanzania), atis (flying time per flight and per airline; fares per route;
places served per airport with their distances; connection times; seats and
range per aircraft maker), advising (courses, reviews and enrolment; credits
per programme) and academic (papers and citations per journal, a paper's id),
and Spider's concert_singer (stadium capacity and crowds; singers' ages),
pets_1 (pets' weights), battle_death (men killed per battle), tvshow (viewers
per episode, channels per country, a cartoon's production code), course_teach
(teachers' ages), voter_1 (area codes per state and New York's, votes) and
cre_doc_template_mgt (templates per type, a document's id), with queries of
their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh45's
near(), fresh50's apx()). The writing is the quiz night the other sets lack:
each answer opens on the question read out ("Q3: How many tracks does the
Rock genre hold?", "Music round, question 5.", "Bonus round:", "Tiebreaker
(closest number wins):"), then the host's answer and banter ("The answer is
1,297 — and a bonus point if you knew that's more than double Latin's 579.",
"Half a point if you said Latin.", "Trick question: none, zero."), "Fun
fact:" lines, a recap for the scoresheets, and now and then the scores on
the doors (a ranking read out as a list, a line or a small table). Figures
are comparisons between named rows, changes between periods, per-unit
figures, unit conversions said beside the original ("that's 333.3 minutes,
or five and a half hours, give or take"), zero for an empty result,
identifiers with digits (order, product, customer, record, listing, paper
and document numbers, flight numbers, course codes, production and area
codes), digits and number words mixed, hedges ("give or take", "just
under", "roughly"), in ordinary English number
formatting. Shapes, as in bench/plausibility_fresh4.py (whose helpers this
set reuses, with fresh7's, fresh10's, fresh29's, fresh41's to fresh47's and
fresh50's):
  comparison  two named rows: multiples ("2.3x", "more than double"), ratios
              "to one", a ratio as a decimal, margins, percent ahead and
              percent behind, one row as a share of the other (in percent and
              in words)
  change      period on period and era on era, signed in percent, exact and
              hedged, in absolute terms, in words, as a multiple, in a small
              table, shares moving in points, and a gap between two rows that
              opens or closes from one period to the next
  per_unit    totals over counts ("$226.96 a bottle"), the blended rate,
              one row against the average, weighted averages against the
              simple average of group figures, shares ("one in every N",
              "roughly six in ten", fractions, percent), named rows combined,
              the top three's share
  conversion  km as miles, miles as km, metres as feet, cm as feet and
              metres, kg as lb and tonnes, lb as kg, mpg as litres per 100
              km and km per litre, sq km as sq miles, seconds as minutes,
              minutes as hours and days, hours as days and minutes, days as
              weeks and years
  zero_ident  zero for an empty result, identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the simple mean of group rates
called the blended one, the weighted average called the simple one, a share
of the wrong total or its complement, a percent change over the wrong base,
percent ahead and percent behind swapped, a relative change given
as points, one row as a share of the pair instead of the other row, a ratio
the wrong way up), a false multiple, ratio, fraction, bound or "one in every
N", number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, a figure (exact or
hedged, in digits or in words) off by more than the rounding shown, a gap
between two rows off, or a recap restating a figure far from the one the
answer gave. A twin is kept only when its figure is far from the true value
(fresh4's rules) and, unless it is a real value in the wrong role, far from
every cell, aggregate, pairwise difference, ratio and share of the result
too.

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
L100_MPG = 235.214583
KMPL_PER_MPG = 0.425143707


# ---------------------------------------------------------------------------
# figures: ordinary English formatting, "%" or "per cent" as the host's sheet has it
# ---------------------------------------------------------------------------


class En(Fmt):
    """fresh50's Fmt in English formatting ("$12,400.50"); the percent sign in most items, "per cent" in some."""

    def __init__(self, k=0, sym="$"):
        self.eu = False
        self.sep = ","
        self.sym = sym
        self.cf = {"$": "${x}", "USD": "USD {x}"}.get(sym, sym + "{x}")
        self.pf = "{x} per cent" if k % 5 == 2 else "{x}%"


# ---------------------------------------------------------------------------
# the quiz sheet: the question read out, the answer and the banter, a recap, the scores on the doors
# ---------------------------------------------------------------------------

QHEAD = ["Q{n}: {q}", "**{r}, question {n}.** {q}", "Question {n} — {q}", "**Q{n}.** {q}", "{r}, Q{n}: {q}",
         "Q{n} ({r}): {q}", "Question {n}: {q}", "**{r}** — Q{n}. {q}"]
BONUS = ["**Bonus round:** {q}", "Bonus question — {q}", "BONUS ROUND: {q}", "Bonus round, double points: {q}"]
TIEB = ["**Tiebreaker** (closest number wins): {q}", "Tiebreaker — closest number wins. {q}",
        "TIEBREAKER: {q} Closest guess takes it.", "Tiebreaker time, closest number wins: {q}"]
LEADS = {"is": ["The answer is ", "It's ", "And the answer is... ", "The correct answer is ", "It's "],
         "ans": ["Answer: ", "The answer: ", "And the answer... ", "The correct answer: ", "Answer — "],
         "fun": ["Fun fact: ", "Fun fact for the pub bores: ", "Fun fact, no points for this one: ", "Fun fact — "],
         "bonus": ["Bonus point if you knew ", "And a bonus point if you knew ", "Bonus point for anyone who knew ",
                   "An extra point if you knew "],
         "recap": ["So, to recap: ", "Recap for the back tables: ", "For the scoresheets: ",
                   "Once more for the people at the bar: "]}
SCORE = ["Scores on the doors:", "**Scoreboard**", "Scoreboard check:", "How the leaderboard looks:", "_Scoreboard_",
         "The table, for the scorers:"]
SIGNOFF = ["", "Pens down.", "", "Swap sheets with the table next to you.", "", "On to the next one.", "",
           "No conferring at the back!", "", "Mark them up, please.", "", "Answers in, and on we go.", "",
           "Drinks orders in before the next one."]
NEAR = ["Half a point if you said {b}.", "Most tables said {b} — close, but no cigar.",
        "A few of you went for {b}; no points, sorry.", "If you said {b}, you were in the right neighbourhood.",
        "Groans from the back: {b} was the popular wrong answer."]
EASY = ["Most tables got that one.", "Nearly everyone had that.", "That one's a gimme.", "Easy points, that one."]
HARD = ["Only two tables got that.", "Nobody had that one!", "Stumped the room, that one.",
        "That one sorted the pros from the pub regulars."]


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
    """A paragraph with a lead of its own ("The answer is ", "Fun fact: ", "Bonus point if you knew ")."""
    cs = [_cl(c) for c in cs if c is not None]
    return ("head", head, cs) if cs else None


def board(t, col, k, S, keys=(), n=3, label=None, colname=None):
    """The scores on the doors: the rows ranked on col (the top n, then any of keys further down, with their
    place), read out as a numbered list, bullets, one line, or a small table."""
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    order = sorted(ks, key=lambda x: (-t[x][col], ks.index(x)))
    show = order[:n] + [x for x in order[n:] if x in keys]
    Lb = label or (lambda x: x)
    head = pick(SCORE, k * 5 + 1)
    style = k % 4
    if style == 3:
        cols = ("#", "Team", cap(colname or col.replace("_", " ")))
        rows = [f"| {order.index(x) + 1} | {Lb(x)} | {S(t[x][col])} |" for x in show]
        return ("table", (cols, ["---:", "---", "---:"], head), rows)
    if style == 2:
        parts = []
        for j, x in enumerate(show):
            gap = j > 0 and order.index(show[j - 1]) + 1 != order.index(x)
            parts.append(("… " if gap else "") + f"{Lb(x)} {S(t[x][col])}")
        return ("para", None, [Claim(head + " " + " · ".join(parts) + ".")])
    rows = []
    for j, x in enumerate(show):
        i = order.index(x) + 1
        gap = j > 0 and order.index(show[j - 1]) + 1 != i - 1
        if style == 0:
            rows.append(("…\n" if gap else "") + f"{i}. {Lb(x)} — {S(t[x][col])}")
        else:
            rows.append(f"- {Lb(x)}: {S(t[x][col])}" + (f" (in {i}th)" if gap and i > 3 else ""))
    return ("stand", head, rows)


def rounds(t, col, S, label=None, head=None):
    """Every period read out in turn ("Quarter by quarter: Q3 70 → Q4 82 …")."""
    Lb = label or (lambda x: x)
    txt = " → ".join(f"{Lb(x)} {S(t[x][col])}" for x in t.order if isinstance(t[x][col], float))
    return ("para", None, [Claim((head or "Period by period:") + " " + txt + ".")])


class Book52(Book10):
    """fresh10's Book10, with each answer laid out as the host reads it out on a quiz night: the question (with
    its round and number, or as a bonus or a tiebreaker), paragraphs, a lead now and then ("The answer is ",
    "Fun fact: "), bullets, the scores on the doors, a small table at times and a sign-off line; none of the fixed
    text holds a figure of the result."""

    def __init__(self):
        super().__init__()
        self.rname = ""
        self.qn = 0

    def round(self, name):
        self.rname = name
        self.qn = 0

    def item(self, db, rid, shape, q, blocks, derived=True, max_twins=2, kind="q"):
        k = self.cases
        if kind == "bonus":
            pre = pick(BONUS, k).format(q=q)
        elif kind == "tb":
            pre = pick(TIEB, k).format(q=q)
        else:
            self.qn += 1
            pre = pick(QHEAD, k * 5 + 2).format(r=self.rname, n=self.qn, q=q)
        claims = []
        for b in blocks:
            if not b:
                continue
            kd, hd, cs = b
            if not cs:
                continue
            if kd == "list":
                first = True
                for it in cs:
                    its = [_cl(c) for c in (it if isinstance(it, list) else [it]) if c is not None]
                    if not its:
                        continue
                    claims.append(pre_(its[0], "\n\n- " if first else "\n- "))
                    first = False
                    claims += its[1:]
            elif kd == "stand":
                claims.append(Claim("\n\n" + hd))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kd == "table":
                cols, align = hd[0], hd[1]
                top = f"\n\n{hd[2]}\n" if len(hd) > 2 else "\n\n"
                al = align or ["---"] + ["---:"] * (len(cols) - 1)
                claims.append(Claim(top + "| " + " | ".join(cols) + " |\n|" + "|".join(al) + "|"))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kd == "head":
                h = pick(LEADS[hd], k * 3 + len(hd))
                claims.append(pre_(cs[0], "\n\n" + h))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if not (x[1] in seen or seen.add(x[1]))]
        so = pick(SIGNOFF, k * 5 + 3)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=("\n\n" + so) if so else "")


def place(blocks, st, k):
    """The scores on the doors after the first paragraph, or at the end now and then."""
    blocks = [b for b in blocks if b]
    if not st:
        return blocks
    return blocks + [st] if k % 3 == 0 else blocks[:1] + [st] + blocks[1:]


def st_of(t, col, k, F, cash, d, unit, keys, n, label, colname):
    if not n:
        return None
    S = F.shows(cash, 2 if cash else d, unit)[0]
    return board(t, col, k, S, keys=keys, n=n, label=label, colname=colname)


def banter(k, b=None, easy=None):
    """A line of the host's patter without a figure: a near miss for b, else the room's verdict."""
    if b and k % 3 != 1:
        return P(pick(NEAR, k).format(b=b))
    if easy is None:
        return P(pick(EASY + HARD, k)) if k % 2 else None
    return P(pick(EASY if easy else HARD, k))


# ---------------------------------------------------------------------------
# shapes, as a quiz host reads them out
# ---------------------------------------------------------------------------


def q_cmp(book, t, col, a, b, k, q, noun, cash=False, d=0, unit="", label=None, qty="as many", n=0, colname=None,
          sym="$", kind="q", more=()):
    """Two named rows, the larger first, in six layouts; noun names the figure ("tracks", "freight")."""
    F = En(k, sym)
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    Lb = label or (lambda x: x)
    A_, B_ = Lb(a), Lb(b)
    S, W_, D = F.shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel, beh = 100 * diff / vb, 100 * diff / va
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    form = k % 6
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 2 and not fw:
        form = 4
    if form == 3 and not (tw or mw):
        form = 1
    if form == 0 and r < 1.3:
        form = 5
    if form == 4 and r < 1.15:
        form = 1
    if form == 0:
        if mw:
            f1 = lambda x, m=mw: f"{A_}, with {S(va)} — and a bonus point if you knew that's {m}" \
                                 f"{' as' if 'times' in m else ''} {poss(B_)} {x}."
            blocks = [H("is", Claim(f1(S(vb)), [nbr(f1), ("false_bound", f1(S(vb), mbad))]))]
        else:
            f1 = lambda x: f"{A_}, with {S(va)} {noun} to {poss(B_)} {x}."
            blocks = [H("is", Claim(f1(S(vb)), [nbr(f1)])),
                      H("bonus", mult(t, F, r, k, lambda x: f"that's {x} the {B_} figure."))]
        blocks.append(H("recap", again(t, F, diff, k, f"{A_} by {{}}.", cash, unit, role="off")))
    elif form == 1:
        f1 = lambda x: f"| {B_} | {x} |"
        pt, pd = F.pct_x(beh)
        f2 = lambda x: f"The gap is {x}"
        f3 = lambda x: f"— {B_} finishes {F.p(x)} behind."
        blocks = [H("is", f"{A_}."),
                  T(("", cap(noun)), f"| {A_} | {S(va)} |", Claim(f1(S(vb)), [nbr(f1)])),
                  P(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, beh, rel, pd)])),
                  banter(k, B_)]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{cap(B_)} only gets to {x} of {poss(A_)} total"
        f2 = lambda x: f"({x} against {S(va)})."
        f4 = lambda x: f"{B_} sits at {F.p(x)} of the {A_} figure."
        blocks = [H("is", f"{A_}, and it isn't close."),
                  P(Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(S(vb)), [nbr(f2)])),
                  H("fun", Claim(f4(pt), [ptw(t, F, "complement", f4, s, 100 - s, pd),
                                          ptw(t, F, "share_of_pair", f4, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        f1 = lambda x: f"{A_}, {S(va)} to {x}."
        if tw:
            c2 = Claim(f"That's {tw} in {poss(A_)} favour.", [("false_bound", f"That's {tbad} in {poss(A_)} favour.")])
        else:
            as_ = lambda m: " as" if "times" in m else ""
            c2 = Claim(f"That's {mw}{as_(mw)} {B_}.", [("false_bound", f"That's {mbad}{as_(mbad)} {B_}.")])
        blocks = [H("is", Claim(f1(S(vb)), [nbr(f1)])), P(c2),
                  H("recap", again(t, F, diff, k, f"{A_} wins it by {{}}.", cash, unit, role="off")),
                  banter(k + 1, None, True)]
    elif form == 4:
        qv = vb / va
        qt, qd = fig(qv, 2)
        f1 = lambda x: f"{A_}. {cap(B_)} has {x}, {A_} {S(va)}"
        f2 = lambda x: f"— so {B_} comes to {x} of {poss(A_)} figure."
        blocks = [H("is", Claim(f1(S(vb)), [nbr(f1)]),
                    Claim(f2(qt), [off_f(t, "off", f2, qv, (1.45, 0.6, 1.8, 0.45), qd, lambda x: F.w(x, qd)),
                                   off(t, "inverse_ratio", f2(F.w(r, qd)), qv, r, qd, real=True, alts=[])])),
                  L(Claim(f"Winning margin: {S(diff)}", [gap(lambda x: f"Winning margin: {x}")]))]
    else:
        fmt, pt, pd, show = pct_s(F, rel, k)
        f1 = lambda x: f"{A_}, by {fmt(x)}"
        f2 = lambda x: f"— {S(va)} to {x},"
        f3 = lambda x: f"a margin of {x}."
        blocks = [H("is", Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                              alts=[])]),
                    Claim(f2(S(vb)), [nbr(f2)]), Claim(f3(S(diff)), [gap(f3)])),
                  banter(k, B_)]
    st = st_of(t, col, k, F, cash, d, unit, (a, b), n, Lb, colname or noun)
    book.item(t.db, t.rid, "comparison", q, place(blocks, st, k) + list(more), kind=kind)


def _move(book, F, t, v1, v2, nbr, k, q, noun, l1, l2, tag, cash, d, unit, are, st, few, kind, more):
    """From v1 (l1) to v2 (l2), in four layouts; nbr(fmt): the twin with the neighbouring row's v1; are: the noun
    takes a plural verb; few: a count ("fewer")."""
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
    ml = "more" if up else "fewer" if few else "less"

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
            fw, fbad = f"that {l2} came in at {mw} {l1}", f"that {l2} came in at {mb} {l1}"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"that {noun} {was} {ud} by {fr}{tg}", f"that {noun} {was} {ud} by {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x: f"{x} in {l1}, {S(v2)} in {l2}."
        f2 = lambda y: f"{'Up' if up else 'Down'} {F.p(y)}{tg}"
        f3 = lambda x: f"— that's {x} {ml} than in {l1}."
        blocks = [H("ans", Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)])),
                  banter(k, None, None)]
    elif form == 1:
        f1 = lambda x: f"{'Up' if up else 'Down'}, from {x} to {S(v2)}"
        f2 = lambda y: f"({sg}{F.p(y)})."
        blocks = [H("ans", Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(pt), [base(f2)])),
                  H("bonus", Claim(f"{fw}.", [("false_bound", f"{fbad}.")]))]
    elif form == 2:
        f1 = lambda x: f"| {l1} | {x} |"
        f3 = lambda y: f"| Change | {sg}{F.p(y)} |"
        rows = [Claim(f1(S(v1)), [nbr(f1)]), f"| {l2} | {S(v2)} |", Claim(f3(pt), [base(f3)])]
        if up and v2 / v1 >= 1.3:
            tk = H("fun", mult(t, F, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}."))
        else:
            fmt, ht, hd, show = pct_s(F, p, k)
            f5 = lambda x: f"{noun} {be} {ud} {fmt(x)}{tg}."
            tk = H("recap", Claim(f5(ht), [off_r(t, F, "restated_contradicts", f5, p, (1.7, 0.5, 2.3, 0.35),
                                                 lambda x: (show(x), round(x, hd)))])) if ht != pt else \
                H("recap", again(t, F, v2, k, f"{l2} ends on {{}}.", cash, unit))
        blocks = [P(pick(["Here's the sheet:", "Read it off the sheet:", "On the answer sheet:"], k)),
                  T(("", cap(noun)), *rows), tk]
    else:
        fmt, ht, hd, show = pct_s(F, p, k)
        f1 = lambda x: f"{'up' if up else 'down'} {fmt(x)}{tg}"
        f2 = lambda x: f"— {x} → {S(v2)}."
        r = again(t, F, abs(diff), k + 1, f"In raw numbers, that's {{}} {ml}.", cash, unit, role="off")
        blocks = [H("ans", Claim(f1(ht), [base(f1, True, show, hd)]), Claim(f2(S(v1)), [nbr(f2)])),
                  P(r) if r else None, banter(k, None, False)]
    book.item(t.db, t.rid, "change", q, place(blocks, st, k) + list(more), kind=kind)


def q_chg(book, t, col, p1, p2, k, q, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$",
          label=None, rnd=False, few=False, kind="q", more=()):
    """From one row (a period) to another; rnd: every period read out first."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    st = rounds(t, col, S, label) if rnd else None
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, q, noun, l1, l2, tag,
          cash, d, unit, are, st, few, kind, more)


def q_yoy(book, t, key, c1, c2, k, q, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, sym="$", n=0,
          label=None, colname=None, few=False, kind="q", more=()):
    """Within one row, from one period's column to the next; n: the scores on the later column."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    st = st_of(t, c2, k, F, cash, d, unit, (key,), n, label, colname or l2)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, q, noun, l1, l2, tag, cash, d, unit,
          are, st, few, kind, more)


def q_gap(book, t, a, b, c1, c2, k, q, noun, l1, l2, cash=False, d=0, unit="", label=None, sym="$", n=0,
          colname=None, kind="q", more=()):
    """The gap between two rows in one period and the next: opened, closed or turned round; twins: either gap off
    (and far from everything the result holds)."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    Lb = label or (lambda x: x)
    A_, B_ = Lb(a), Lb(b)
    g1 = t[a][c1] - t[b][c1]
    g2 = t[a][c2] - t[b][c2]
    assert g1 > 0, (a, b, g1)
    fs = (1.7, 0.5, 2.3, 0.4, 3.1)
    nn = f" {noun}" if noun else ""
    f1 = lambda x: f"In {l1}, {B_} trailed {A_} by {x}{nn}."
    c1_ = Claim(f1(S(g1)), [off_f(t, "off", f1, g1, fs, D(g1), lambda x: W_(x, D(g1)))])
    if g2 < 0:
        f2 = lambda x: f"In {l2}, {B_} finished {x} ahead."
        c2_ = Claim(f2(S(-g2)), [off_f(t, "off", f2, -g2, fs, D(-g2), lambda x: W_(x, D(-g2)))])
        tail = pick([f"Overtaken!", f"So yes: {B_} ahead by the end.", f"A change at the top."], k)
    elif g2 < g1:
        f2 = lambda x: f"In {l2}, the gap was down to {x}."
        c2_ = Claim(f2(S(g2)), [off_f(t, "off", f2, g2, fs, D(g2), lambda x: W_(x, D(g2)))])
        tail = pick(["Yes — the gap closes.", "Catching up, then.", f"Closer, but {A_} still ahead."], k)
    else:
        f2 = lambda x: f"In {l2}, it was {x}."
        c2_ = Claim(f2(S(g2)), [off_f(t, "off", f2, g2, fs, D(g2), lambda x: W_(x, D(g2)))])
        tail = pick(["No — the gap opens up.", f"{cap(A_)} further ahead.", "The lead stretches."], k)
    rows = L(f"{A_}: {S(t[a][c1])} in {l1}, {S(t[a][c2])} in {l2}",
             f"{B_}: {S(t[b][c1])} in {l1}, {S(t[b][c2])} in {l2}")
    blocks = [P(tail), P(c1_, c2_), rows] if k % 2 else [P(c1_, c2_, tail), rows]
    st = st_of(t, c2, k, F, cash, d, unit, (a, b), n, Lb, colname or l2)
    book.item(t.db, t.rid, "change", q, place(blocks, st, k) + list(more), kind=kind)


def q_pts(book, t, c1, c2, key, k, q, noun, l1, l2, label=None, each=None, kind="q", more=()):
    """One row's share of a column total in two periods, the move in percentage points; twins: the later share's
    complement, the relative change given as points; a fun fact puts the later share in words."""
    F = En(k)
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    pts = pick(["percentage points", "points", "points", "percentage points"], k)
    f1 = lambda x: f"{name} had {F.p(s1t)} of {noun} in {l1} and {F.p(x)} in {l2}"
    f2 = lambda x: f"— {'up' if up else 'down'} {x} {pts}."
    blocks = [H("ans", Claim(f1(s2t), [off(t, "complement", f1(F.w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True,
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
        blocks.append(H("fun", Claim(f"{name} now has {gw}.", [("false_bound", f"{name} now has {gbad}.")])))
    blocks.append(banter(k, None, None))
    book.item(t.db, t.rid, "change", q, blocks + list(more), kind=kind)


def q_share(book, t, col, key, k, q, whole, items=None, cash=False, d=0, unit="", label=None, other=None, tot=None,
            sym="$", n=3, lbl=None, colname=None, verb="has", kind="q", more=()):
    """One row's share of a total (the column's, or tot), in four layouts; items names what the share counts for
    "one in every N {items}"; lbl labels the rows on the scoreboard."""
    F = En(k, sym)
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
    if form == 0:
        f1 = lambda x, y: f"| {cap(name)} | {x} | {F.p(y)} |"
        c1 = Claim(f1(S(v), st_), [nbr(lambda x: f1(x, st_)),
                                   off(t, "complement", f1(S(v), F.w(100 - s, sd)), s, 100 - s, sd, real=True,
                                       alts=[]),
                                   wt(lambda y: f1(S(v), y), sd)])
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}")
        blocks = [P(pick(["Here's how the sheet reads:", "Straight off the answer sheet:", "The working:"], k)),
                  T(("", cap(colname or whole), "Share"), c1, f"| All of them | {S(Tt)} | {F.p('100')} |"),
                  H("bonus", Claim(f"that's {gw}.", [("false_bound", f"that's {gb}.")]))]
    elif form == 1:
        f1 = lambda x: f"{x} of the {S(Tt)},"
        f2 = lambda y: f"which is {F.p(y)} of {whole}."
        c2 = Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[]),
                             wt(f2, sd)])
        if fw or ow or bw:
            gw, gb = (fw, fbad) if fw else (ow, obad) if ow else (bw, bbad)
            r = Claim(f"{gw} of {whole}.", [("false_bound", f"{gb} of {whole}.")]) \
                if (fw or (bw and not ow)) else Claim(f"{gw}.", [("false_bound", f"{gb}.")])
            r = H("recap", r)
        else:
            r = H("recap", again(t, F, v, k, f"{name}, {{}}.", cash, unit))
        blocks = [H("is", Claim(f1(S(v)), [nbr(f1)]), c2), r, banter(k, None, None)]
    elif form == 3:
        f1 = lambda x: f"{cap(name)}: {x}"
        f2 = lambda y: f"Share: {F.p(y)}"
        blocks = [H("is", Claim(f"{name}, with {tw_} of {whole}.",
                                 [("false_bound", f"{name}, with {tbad_} of {whole}.")])),
                  L(Claim(f1(S(v)), [nbr(f1)]), f"All of them: {S(Tt)}",
                    Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[]),
                                    wt(f2, sd)]))]
    else:
        fmt, pt, pd, show = pct_s(F, s, k)
        f1 = lambda x: f"{name} {verb} {fmt(x)} of {whole}"
        f2 = lambda x: f"({x} of {S(Tt)})."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[]),
                            off(t, "wrong_total", f1(show(100 * v / (v + t[other][col]))), s,
                                100 * v / (v + t[other][col]), pd, approx=True, real=True, alts=[])
                            if other else None])
        r = (Claim(f"In other words, {bw} of {whole}.", [("false_bound", f"In other words, {bbad} of {whole}.")])
             if bw and k % 2 else None) or \
            (Claim(f"Call it {fw} of {whole}.", [("false_bound", f"Call it {fbad} of {whole}.")]) if fw else None) or \
            again(t, F, v, k + 1, f"For the scoresheets, give or take: {{}}.", cash, unit)
        blocks = [H("ans", c1, Claim(f2(S(v)), [nbr(f2)])), P(r) if r else None]
    st = st_of(t, col, k, F, cash, d, unit, (key,), n, lbl, colname or whole)
    book.item(t.db, t.rid, "per_unit", q, place(blocks, st, k) + list(more), kind=kind)


def q_sub(book, t, col, keys, k, q, whole, cash=False, d=0, unit="", label=None, sym="$", team=None, kind="q",
          more=()):
    """Named rows combined, and their share of the column total; twins: the sum off, the share's complement."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in keys)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st_, sd = fig(s, 1)
    names = ", ".join(Lb(x) for x in keys[:-1]) + f" and {Lb(keys[-1])}"
    f1 = (lambda x: f"{x} for {team},") if team else (lambda x: f"{x} between {names},")
    f2 = lambda x: f"or {F.p(x)} of {whole}."
    items = [f"{Lb(x)}: {S(t[x][col])}" for x in keys]
    blocks = [H("is", Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.35, 0.65, 1.7, 0.5), D(sm),
                                               lambda x: W_(x, D(sm)))]),
                Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[])])),
              P(pick(["Add them up:", "The working, for anyone who wants to check:", "Piece by piece:"], k)),
              L(*items), banter(k, None, None)]
    book.item(t.db, t.rid, "per_unit", q, blocks + list(more), kind=kind)


def q_top(book, t, col, m, k, q, whole, cash=False, d=0, unit="", label=None, colname=None, sym="$", kind="q",
          more=()):
    """The top m together and their share of the total, read out as the scores or as a table with a total row."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    order = sorted(ks, key=lambda x: (-t[x][col], ks.index(x)))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st_, sd = fig(s, 1)
    gw, gbad = frac_q(s / 100)
    top = f"top {say(m)}"
    f2 = (lambda x: f"{F.p(x)} of the {S(tot)} all told.") if k % 2 == 0 else \
        (lambda x: f"Between them: {F.p(x)} of the {S(tot)} total.")
    c2 = Claim(f2(st_), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[])])
    if k % 2 == 0:
        fmt, tx, val, show = apx(F, sm, k, cash, unit)
        names = Lb(order[0]) + "".join(f", {Lb(x)}" for x in order[1:-1]) + f" and {Lb(order[-1])}"
        f1 = lambda x: f"{names} — {fmt(x)} between them,"
        blocks = [board(t, col, k, F.shows(cash, 2 if cash else d, unit)[0], n=m, label=Lb, colname=colname or whole),
                  H("ans", Claim(f1(tx), [off_r(t, F, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]), c2)]
    else:
        f1 = lambda x: f"| | **{cap(top)} combined** | **{x}** |"
        rows = [f"| {i + 1} | {Lb(x)} | {S(t[x][col])} |" for i, x in enumerate(order)]
        blocks = [P(pick(["Here's the top of the table.", "Top of the sheet:", "Read off the top:"], k)),
                  T(("#", "", cap(colname or whole)), *rows,
                    Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.3, 0.7, 1.6, 0.5), D(sm), lambda x: W_(x, D(sm)))]),
                    align=["---:", "---", "---:"]),
                  P(c2)]
    if gw:
        blocks.append(H("bonus", Claim(f"that the {top} have {gw} of {whole}.",
                                       [("false_bound", f"that the {top} have {gbad} of {whole}.")])))
    book.item(t.db, t.rid, "per_unit", q, blocks + list(more), kind=kind)


def q_rate(book, t, tot_col, cnt_col, key, k, q, unit, what, cash=False, label=None, sfx="", units=None, pooled=None,
           fmt=None, sym="$", n=0, lbl=None, colname=None, kind="q", more=()):
    """A total over a count for one row ("$1,640.06 per order"); with pooled (the rows named as a group), the
    blended rate after it (twin: the simple mean of the rows' rates); else the total said again, rounded.
    fmt(total, count, rate): the sentence, where the default will not read well."""
    F = En(k, sym)
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
        f1 = lambda x: f"{x} per {unit} — {St(tot)} {what} over {c} {units}."
    else:
        f1 = lambda x: f"{name} works out at {x} {what} per {unit} ({St(tot)} over {c} {units})." if not cash \
            else f"{name} works out at {x} per {unit} ({St(tot)} in {what} over {c} {units})."
    tw = [off_r(t, F, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", f1(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    blocks = [H("ans" if (k % 2 and not fmt) else "is", Claim(f1(pt), tw))]
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
        f = lambda x: f"across {pooled} it's {x} per {unit}, so {name} is {'above' if above else 'below'} the " \
                      f"average."
        blocks.append(H("fun", Claim(cap(f(ot)), [off(t, "plain_as_weighted", cap(f(ow(plain))), overall, plain, od,
                                                      real=True, alts=[]) if ow(plain) != ot else None])))
    else:
        rr = again(t, F, tot, k + 1, f"{{}} {what} over the {c} {units}." if not cash else
                   f"{{}} in {what} over the {c} {units}.", cash, sfx) if abs(tot) >= 1000 else None
        blocks.append(H("recap", rr) if rr else banter(k, None, k % 2 == 0))
    st = st_of(t, tot_col, k, F, cash, 0 if all(float(x).is_integer() for x in t.col(tot_col)) else 2, sfx,
               (key,), n, lbl, colname or what)
    book.item(t.db, t.rid, "per_unit", q, place(blocks, st, k) + list(more), kind=kind)


def q_avg(book, t, col, key, k, q, noun, per, cash=False, d=0, unit="", label=None, ad=None, verb="has", sym="$",
          n=3, lbl=None, colname=None, fa=None, kind="q", more=()):
    """One row against the average of the rows: the gap in percent, or as a multiple."""
    F = En(k, sym)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa_ = (lambda x, g=fa: g(S(v), x)) if fa else (lambda x: f"{name} {verb} {S(v)}{noun}, against an average of {x} "
                                                            f"per {per}")
    c1 = Claim(fa_(Sa(avg)), [off_f(t, "off", fa_, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                   lambda x: Wa(x, Da(avg)))])
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"— {x} the average.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"— {F.p(x)} {'above' if above else 'below'} it."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    ks = [x for x in t.order if isinstance(t[x][col], float)]
    rank = sorted(ks, key=lambda x: (-t[x][col], ks.index(x))).index(key)
    where = ["Top of the pile.", "Second on the list.", "Third on the list."][rank] if rank < 3 else \
        ("Bottom of the pile." if rank == len(ks) - 1 else None)
    blocks = [H("is" if fa else "ans", c1, c2, where)]
    st = st_of(t, col, k, F, cash, d, unit, (key,), n, lbl, colname or per)
    book.item(t.db, t.rid, "per_unit", q, place(blocks, st, k) + list(more), kind=kind)


def q_blend(book, t, avg_col, n_col, k, q, noun, per, grp, d=1, unit="", cash=False, sym="$", n=0, lbl=None,
            kind="q", more=()):
    """The weighted average of the rows' averages, then the simple average of the rows beside it; twins: the simple
    mean given as the weighted one, and the weighted one given as the simple one."""
    F = En(k, sym)
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    show = (lambda x: F.cur(x)) if cash else (lambda x: x + unit)
    f1 = lambda x: f"{show(x)}{' ' + noun if noun else ''}, across all {int(sum(ns)):,} {plural(per)}."
    f2 = lambda x: f"if you averaged the {say(len(avgs))} {plural(grp)} instead you'd get {show(x)},"
    blocks = [H("is", Claim(f1(wt), [off(t, "plain_as_weighted", f1(F.w(plain, wd)), wa, plain, wd, real=True,
                                          alts=[])])),
              H("fun", Claim(cap(f2(pt)), [off(t, "weighted_as_plain", cap(f2(F.w(wa, pd))), plain, wa, pd,
                                               real=True, alts=[])]),
                pick([f"but that gives the small {plural(grp)} the same say as the big ones.",
                      f"but that's not what I asked.",
                      f"which is why half the room got this wrong."], k))]
    S = F.shows(cash, d, unit)[0]
    st = board(t, avg_col, k, S, n=n, label=lbl, colname=noun) if n else None
    book.item(t.db, t.rid, "per_unit", q, place(blocks, st, k) + list(more), kind=kind)


def conv_claim(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None):
    """A figure with its conversion beside it (hedged or exact); twin: the first wrong factor whose figure is far
    enough off. fn: a conversion that is not a factor, with bads as wrong functions."""
    conv = fn or (lambda x: x * factor)
    c = conv(v)
    vt = F.n(v, src_d)[0]
    if hedged:
        fa, ct, cv, show = apx(F, c, k)
        sh = lambda x: fa(x)
    else:
        ct, cd = fig(c, dst_d)
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
    return Claim(fmt(vt, sh(ct)), [tw])


def q_conv(book, t, key, col, k, q, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           bullet=False, say_again=None, n=0, lbl=None, colname=None, sunit="", kind="q", lead="is", more=()):
    """A figure with its conversion beside it; second: (fmt, src_d, factor, dst_d, bads, hedged) for a second
    conversion of the same figure; say_again: (template, unit) restates the original rounded; n: the scores on col
    first."""
    F = En(k)
    v = t[key][col]
    c1 = conv_claim(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    blocks = [L(c1) if bullet else H(lead, c1) if lead else P(c1)]
    if second:
        f2, s2, fa2, d2, b2, h2 = second
        blocks.append(P(conv_claim(t, F, v, k + 1, f2, s2, fa2, d2, b2, h2)))
    if say_again:
        tmpl, u = say_again
        r = again(t, F, v, k + 1, tmpl, unit=u)
        if r:
            blocks.append(H("recap", r))
    if kind == "tb" and k % 2:
        blocks.append(P(pick(["Closest guess takes the point.", "Nearest table wins it.",
                              "Whoever's closest, come and grab the prize."], k)))
    st = None
    if n:
        S = F.shows(False, src_d, sunit)[0]
        st = board(t, col, k, S, keys=(key,), n=n, label=lbl, colname=colname or col.replace("_", " "))
    book.item(t.db, t.rid, "conversion", q, place(blocks, st, k) + list(more), kind=kind)


def q_empty(book, db, question, sql, q, ack, bad, extra=(), kind="q", more=()):
    """An empty result read out as a trick question; twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", q, [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False, kind=kind)


def q_ident(book, t, q, text, good, bad, extra=(), kind="q", more=()):
    """A record's identifier; twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", q,
              [H("is", Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0,
                                           exact=True)]), *extra)] + list(more), derived=False, kind=kind)


def q_plain(book, t, q, blocks, kind="q"):
    book.item(t.db, t.rid, "plain", q, [b for b in blocks if b], derived=False, kind=kind)


# ---------------------------------------------------------------------------
# northwind: the calendar round, the warehouse round, the sales-floor round
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def northwind(book):
    book.round("Calendar round")
    qt = table("northwind", "Per quarter from the third quarter of 1996 to the first of 1998: orders, net sales, "
               "units, ordering customers and freight?",
               "WITH q AS (SELECT order_id, customer_id, freight, to_char(order_date, 'YYYY \"Q\"Q') AS quarter "
               "FROM orders WHERE order_date >= '1996-07-01' AND order_date < '1998-04-01'), "
               "l AS (SELECT order_id, sum(unit_price * quantity * (1 - discount)) AS net, sum(quantity) AS units "
               "FROM order_details GROUP BY 1) "
               "SELECT q.quarter, count(*) AS orders, round(sum(l.net)::numeric, 2) AS net_sales, "
               "sum(l.units) AS units, count(DISTINCT q.customer_id) AS customers, "
               "round(sum(q.freight)::numeric, 2) AS freight FROM q JOIN l ON l.order_id = q.order_id "
               "GROUP BY 1 ORDER BY 1")
    QL = lambda x: f"{x[-2:]} {x[:4]}"
    q_chg(book, qt, "net_sales", "1997 Q4", "1998 Q1", 0,
          "How much did Northwind's net sales grow from the last quarter of 1997 to the first quarter of 1998?",
          "net sales", "Q4 1997", "Q1 1998", tag="on the quarter", cash=True, are=True, label=QL, rnd=True)
    q_chg(book, qt, "orders", "1996 Q3", "1996 Q4", 1, "Did the order count go up or down from Q3 to Q4 of 1996?",
          "orders", "Q3 1996", "Q4 1996", tag="on the quarter", are=True, few=True)
    q_rate(book, qt, "net_sales", "orders", "1998 Q1", 2, "What was the average order worth in the first quarter "
           "of 1998, to the cent?", "order", "net sales", cash=True, label="Q1 1998", units="orders",
           pooled="all seven quarters")
    q_cmp(book, qt, "freight", "1998 Q1", "1997 Q1", 3, "Freight bill: first quarter of 1998 or first quarter of "
          "1997 — which was bigger, and by how much?", "freight", cash=True, label=QL, qty="as much")
    q_chg(book, qt, "customers", "1997 Q4", "1998 Q1", 1, "How many different customers placed orders in Q1 1998, "
          "compared with Q4 1997?", "ordering customers", "Q4 1997", "Q1 1998", tag="on the quarter", are=True,
          few=True)
    F = En()
    to = sum(qt.col("orders"))
    q_plain(book, qt, "How many orders did Northwind take across those seven quarters?", [
        H("is", Claim(f"{to:,.0f} orders.", [plain_off(qt, F, lambda x: f"{x} orders.", to)])),
        P(Claim(f"The quietest quarter was the first one, Q3 1996, with {say(qt['1996 Q3']['customers'])} customers "
                "ordering.", [words_row(qt, "customers", "1996 Q3",
                                        lambda x: f"The quietest quarter was the first one, Q3 1996, with {x} "
                                                  "customers ordering.")])),
        rounds(qt, "orders", lambda v: f"{v:,.0f}", QL, "Quarter by quarter:")])
    q_rate(book, qt, "units", "orders", "1997 Q2", 0, "How many units went out per order in Q2 1997?", "order",
           "units", label="Q2 1997", units="orders", pooled="the seven quarters", kind="bonus")

    sp = table("northwind", "The span of the order book: first order date, last order date and days between?",
               "SELECT min(order_date)::text AS first_order, max(order_date)::text AS last_order, "
               "max(order_date) - min(order_date) AS days_between FROM orders")
    f0 = sp.order[0]
    q_conv(book, sp, f0, "days_between", 1, "How many days separate Northwind's first order from its last?",
           lambda v, c: f"{v} days, from {f0} to {sp[f0]['last_order']} — {c} weeks.", 0, 1 / 7, 1,
           (1 / 30, 7, 1 / 365.25), hedged=False, kind="tb",
           second=(lambda v, c: f"Or, if you prefer, {c} years.", 0, 1 / 365.25, 2, (1 / 52, 1 / 12, 1 / 7), True))
    wd = table("northwind", "Orders per weekday of the order date?",
               "SELECT to_char(order_date, 'FMDay') AS weekday, count(*) AS orders FROM orders GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    top2 = [x for x in wd.order if wd[x]["orders"] == wd[wd.order[0]]["orders"]]
    tv = wd[top2[0]]["orders"]
    q_plain(book, wd, "On which day of the week did Northwind take the most orders?", [
        H("ans", Claim(f"trick question — it's a tie: {top2[0]} and {top2[1]}, {tv:,.0f} orders each.",
                       [plain_off(wd, En(), lambda x: f"trick question — it's a tie: {top2[0]} and {top2[1]}, {x} "
                                  "orders each.", tv)])),
        P(f"And nothing at all on a Saturday or a Sunday: zero weekend orders."),
        banter(2, None, False)])
    q_empty(book, "northwind", "Which orders were placed on a Saturday or a Sunday?",
            "SELECT order_id, order_date FROM orders WHERE extract(isodow FROM order_date) IN (6, 7)",
            "How many Northwind orders were placed at the weekend?",
            "Trick question: none. Zero. Northwind's salespeople clearly had their weekends off.",
            "Eighteen orders were placed at the weekend.")

    book.round("Warehouse round")
    bv = table("northwind", "Beverages on the list: product id, units sold over all orders, net sales, list price "
               "and units in stock?",
               "SELECT p.product_name AS product, p.product_id::text AS product_id, sum(od.quantity) AS units_sold, "
               f"round(sum({NET})::numeric, 2) AS net_sales, p.unit_price AS list_price, "
               "p.units_in_stock AS in_stock FROM products p JOIN categories c ON c.category_id = p.category_id "
               "JOIN order_details od ON od.product_id = p.product_id WHERE c.category_name = 'Beverages' "
               "GROUP BY 1, 2, 5, 6 ORDER BY 4 DESC")
    q_share(book, bv, "net_sales", "Côte de Blaye", 1, "What share of all beverage sales came from one wine, the "
            "Côte de Blaye?", "beverage sales", cash=True, other="Ipoh Coffee", n=0)
    q_cmp(book, bv, "units_sold", "Rhönbräu Klosterbier", "Chang", 5, "Which sold more units: Rhönbräu "
          "Klosterbier or Chang?", "units sold", qty="as many units", n=3, colname="units sold")
    q_rate(book, bv, "net_sales", "units_sold", "Côte de Blaye", 0, "On average, what did a bottle of Côte de "
           "Blaye actually sell for, after discounts?", "bottle", "net sales", cash=True, label="Côte de Blaye",
           units="bottles", fmt=lambda a, c, x: f"{x} a bottle — {a} from {c} bottles.")
    top = max(bv.order, key=lambda x: bv[x]["list_price"])
    q_ident(book, bv, "What's the product number of the priciest drink on Northwind's list?",
            f"product {int(bv[top]['product_id'])}, {top}", f"product {int(bv[top]['product_id'])}",
            f"product {int(bv[top]['product_id']) + 17}",
            extra=[Claim(f"at {En().m(bv[top]['list_price'], 2)[0]} a bottle on the list.")])
    q_avg(book, bv, "in_stock", "Rhönbräu Klosterbier", 2, "How many units of Rhönbräu Klosterbier are sitting in "
          "the warehouse, and is that a lot?", " units in stock", "drink", label="Rhönbräu Klosterbier", ad=1,
          n=3, colname="in stock")
    q_top(book, bv, "net_sales", 3, 3, "What share of beverage sales do the three best sellers take?",
          "beverage sales", cash=True, colname="net sales")
    q_empty(book, "northwind", "Which beverages have a list price under 4?",
            "SELECT p.product_id, p.product_name FROM products p JOIN categories c ON c.category_id = p.category_id "
            "WHERE c.category_name = 'Beverages' AND p.unit_price < 4",
            "How many drinks on the list cost less than $4?",
            "None — zero. The cheapest drink on the list costs more than that.",
            "Six drinks on the list cost less than $4.")

    ds = table("northwind", "Per discount rate: order lines and units?",
               "SELECT (100 * discount)::int::text || '%' AS discount, count(*) AS order_lines, "
               "sum(quantity) AS units FROM order_details GROUP BY discount ORDER BY discount")
    q_share(book, ds, "order_lines", "0%", 1, "What share of Northwind's order lines carried no discount at all?",
            "the order lines", items="order lines", label="no discount", other="5%", n=0)
    q_cmp(book, ds, "order_lines", "5%", "25%", 4, "Which discount was handed out more often, 5% or 25%?",
          "order lines", label=lambda x: f"the {x} discount", qty="as many lines")

    book.round("Sales-floor round")
    sc = table("northwind", "Per destination country, orders placed in 1998: orders, freight and late shipments?",
               "SELECT ship_country AS country, count(*) AS orders, round(sum(freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late FROM orders "
               "WHERE order_date >= '1998-01-01' GROUP BY 1 ORDER BY 3 DESC, 1")
    q_cmp(book, sc, "freight", "USA", "Germany", 0, "In 1998, which country ran up the bigger freight bill: the USA "
          "or Germany?", "freight", cash=True, qty="as much", n=3, colname="freight",
          label=lambda x: "the USA" if x == "USA" else x)
    q_rate(book, sc, "freight", "orders", "Ireland", 1, "Which destination had the priciest freight per order in "
           "1998?", "order", "freight", cash=True, label="Ireland", units="orders", pooled="all 21 countries",
           fmt=lambda a, c, x: f"Ireland, at {x} an order ({a} on just {c} orders).")
    q_share(book, sc, "freight", "USA", 2, "What share of 1998's freight went to American addresses?",
            "the 1998 freight bill", cash=True, label="the USA", other="Germany", n=0)
    late = sum(sc.col("late"))
    q_plain(book, sc, "How many 1998 orders shipped late?", [
        H("is", f"just {say(late)}, spread over {say(sum(1 for x in sc.order if sc[x]['late']))} countries."),
        P(Claim(f"The USA and France had {say(sc['USA']['late'])} each; Germany, with "
                f"{sc['Germany']['orders']:,.0f} orders, had none — zero late.",
                [plain_off(sc, En(), lambda x: f"The USA and France had {say(sc['USA']['late'])} each; Germany, "
                           f"with {x} orders, had none — zero late.", sc["Germany"]["orders"])]))])

    em = table("northwind", "Per employee over all years: city, hire date, orders, net sales and average discount "
               "in percent?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, e.city, e.hire_date::text AS hired, "
               f"count(DISTINCT o.order_id) AS orders, round(sum({NET})::numeric, 2) AS net_sales, "
               "round(100 * avg(od.discount)::numeric, 2) AS avg_discount_pct FROM employees e JOIN orders o "
               "ON o.employee_id = e.employee_id JOIN order_details od ON od.order_id = o.order_id "
               "GROUP BY 1, 2, 3 ORDER BY 5 DESC")
    first = lambda x: x.split()[0]
    q_cmp(book, em, "orders", "Margaret Peacock", "Steven Buchanan", 3, "Who took more orders over the years: "
          "Margaret Peacock or her sales manager, Steven Buchanan?", "orders", qty="as many orders", label=first)
    q_sub(book, em, "net_sales", ["Robert King", "Anne Dodsworth", "Michael Suyama", "Steven Buchanan"], 0,
          "Add up the London office's sales. What do you get?", "all net sales", cash=True,
          team="the London office")
    q_rate(book, em, "net_sales", "orders", "Andrew Fuller", 1, "What's the average order value for the vice "
           "president, Andrew Fuller?", "order", "net sales", cash=True, label="Andrew", units="orders",
           pooled="all nine employees", n=3, lbl=first, colname="net sales")
    q_avg(book, em, "avg_discount_pct", "Robert King", 3, "Who was the most generous with discounts, and how "
          "generous?", "", "employee", d=2, unit="%", label="Robert King", ad=2, n=0,
          fa=lambda v, x: f"Robert King, at {v} off per order line on average, where the nine employees average {x}")
    q_cmp(book, em, "net_sales", "Janet Leverling", "Nancy Davolio", 2, "Janet Leverling or Nancy Davolio — who "
          "sold more?", "net sales", cash=True, label=first, n=3, colname="net sales")
    fo = table("northwind", "The three orders with the biggest freight bills: order id, date, destination and "
               "freight?",
               "SELECT order_id::text AS order_id, order_date::text AS ordered, ship_country, freight FROM orders "
               "ORDER BY freight DESC LIMIT 3")
    oid = fo.order[0]
    q_ident(book, fo, "Which order number carried the biggest freight bill?", f"order {oid}", f"order {oid}",
            f"order {int(oid) + 303}",
            extra=[f"— bound for {fo[oid]['ship_country']}, placed on {fo[oid]['ordered']}."],
            more=[P(f"Runner-up: order {fo.order[1]}, heading to {fo[fo.order[1]]['ship_country']}.")])
    q_empty(book, "northwind", "Which orders have a freight charge above 1,100?",
            "SELECT order_id FROM orders WHERE freight > 1100",
            "How many orders had a freight charge over $1,100?",
            "Trick question: none, zero. Nobody paid that much to ship one order.",
            "Nine orders had a freight charge over $1,100.", kind="bonus")

    book.round("Aisles round")
    cg = table("northwind", "Per category: net sales and units in the second half of 1996 and in the second half of "
               "1997?",
               "SELECT c.category_name AS category, "
               f"round(sum({NET}) FILTER (WHERE o.order_date < '1997-01-01')::numeric, 2) AS h2_1996, "
               f"round(sum({NET}) FILTER (WHERE o.order_date >= '1997-07-01')::numeric, 2) AS h2_1997, "
               "sum(od.quantity) FILTER (WHERE o.order_date < '1997-01-01') AS units_1996, "
               "sum(od.quantity) FILTER (WHERE o.order_date >= '1997-07-01') AS units_1997 FROM order_details od "
               "JOIN orders o ON o.order_id = od.order_id JOIN products p ON p.product_id = od.product_id "
               "JOIN categories c ON c.category_id = p.category_id WHERE (o.order_date >= '1996-07-01' "
               "AND o.order_date < '1997-01-01') OR (o.order_date >= '1997-07-01' AND o.order_date < '1998-01-01') "
               "GROUP BY 1 ORDER BY 3 DESC")
    q_yoy(book, cg, "Beverages", "h2_1996", "h2_1997", 0, "Second half of 1996 against second half of 1997: did "
          "Beverages sell more or less?", "Beverages net sales", "H2 1996", "H2 1997", tag="year on year",
          cash=True, are=True, n=3, colname="H2 1997 net sales")
    q_yoy(book, cg, "Seafood", "h2_1996", "h2_1997", 1, "How did Seafood do in the second half of 1997, against "
          "the same months of 1996?", "Seafood net sales", "H2 1996", "H2 1997", tag="year on year", cash=True,
          are=True)
    q_gap(book, cg, "Beverages", "Dairy Products", "h2_1996", "h2_1997", 2, "Beverages led Dairy Products in the "
          "second half of 1996. Did they still lead a year later?", "", "H2 1996", "H2 1997", cash=True,
          label=lambda x: {"Dairy Products": "Dairy"}.get(x, x))
    q_pts(book, cg, "h2_1996", "h2_1997", "Grains/Cereals", 3, "Grains and cereals: bigger or smaller slice of the "
          "pie in the second half of 1997 than a year before?", "net sales", "H2 1996", "H2 1997",
          label="Grains/Cereals", each="dollars")
    q_yoy(book, cg, "Grains/Cereals", "units_1996", "units_1997", 2, "How many units of grains and cereals went "
          "out in the second half of 1997, against a year earlier?", "units", "H2 1996", "H2 1997",
          tag="year on year", are=True, few=True, kind="bonus")



# ---------------------------------------------------------------------------
# chinook: the music round, the charts round, the back-office round
# ---------------------------------------------------------------------------


def chinook(book):
    book.round("Music round")
    gn = table("chinook", "Per genre: tracks in the catalogue, tracks sold over all years, tracks sold in 2022 and in "
               "2023, and revenue?",
               "SELECT g.name AS genre, count(DISTINCT t.track_id) AS tracks, count(il.invoice_line_id) AS sold, "
               "count(il.invoice_line_id) FILTER (WHERE i.invoice_date >= '2022-01-01' AND i.invoice_date < "
               "'2023-01-01') AS sold_2022, count(il.invoice_line_id) FILTER (WHERE i.invoice_date >= '2023-01-01' "
               "AND i.invoice_date < '2024-01-01') AS sold_2023, coalesce(sum(il.unit_price * il.quantity), 0) "
               "AS revenue FROM genre g JOIN track t ON t.genre_id = g.genre_id LEFT JOIN invoice_line il "
               "ON il.track_id = t.track_id LEFT JOIN invoice i ON i.invoice_id = il.invoice_id GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    q_cmp(book, gn, "tracks", "Rock", "Latin", 0, "How many tracks does the Rock genre hold?", "tracks",
          qty="as many tracks", n=3, colname="tracks")
    q_yoy(book, gn, "Metal", "sold_2022", "sold_2023", 1, "How many Metal tracks were sold in 2023, compared with "
          "2022?", "Metal sales", "2022", "2023", tag="year on year", are=True, few=True)
    q_yoy(book, gn, "Blues", "sold_2022", "sold_2023", 2, "Blues had a good 2023. How good?", "Blues sales",
          "2022", "2023", tag="year on year", are=True, few=True)
    q_share(book, gn, "sold", "Rock", 0, "What share of all the tracks ever sold were Rock?", "every track sold",
            items="tracks sold", other="Latin", n=3, colname="tracks sold")
    q_rate(book, gn, "revenue", "sold", "TV Shows", 1, "What does a TV Shows download cost, on average?",
           "download", "revenue", cash=True, label="TV Shows", units="downloads", pooled="all the genres",
           fmt=lambda a, c, x: f"{x} a download — {a} from {c} downloads. Episodes cost more than songs.")
    q_pts(book, gn, "sold_2022", "sold_2023", "Metal", 3, "Did Metal gain or lose its share of the sales between "
          "2022 and 2023?", "tracks sold", "2022", "2023", each="tracks sold")
    q_gap(book, gn, "Rock", "Latin", "sold_2022", "sold_2023", 1, "Rock outsold Latin in 2022. Did Latin close "
          "the gap in 2023?", "tracks", "2022", "2023")
    q_top(book, gn, "tracks", 3, 0, "Rock, Latin and Metal: what share of the catalogue do the top three genres "
          "hold?", "the catalogue", colname="tracks")
    q_avg(book, gn, "tracks", "Jazz", 1, "Jazz has how many tracks — more or fewer than the average genre?",
          " tracks", "genre", label="Jazz", ad=1, n=0)
    F = En()
    q_plain(book, gn, "Which genre has never sold a single track?", [
        H("is", "Opera. One track in the catalogue, zero sales."),
        H("fun", Claim(f"Bossa Nova has {say(gn['Bossa Nova']['tracks'])} tracks and has sold "
                       f"{say(gn['Bossa Nova']['sold'])} — the same number.",
                       [words_row(gn, "sold", "Bossa Nova", lambda x: f"Bossa Nova has "
                                  f"{say(gn['Bossa Nova']['tracks'])} tracks and has sold {x} — the same number.")]))],
            )

    book.round("Charts round")
    pl = table("chinook", "Per playlist with tracks: tracks and hours of running time?",
               "SELECT p.name || ' (#' || p.playlist_id || ')' AS playlist, count(*) AS tracks, "
               "round(sum(t.milliseconds) / 3600000.0, 2) AS hours FROM playlist p JOIN playlist_track pt "
               "ON pt.playlist_id = p.playlist_id JOIN track t ON t.track_id = pt.track_id "
               "GROUP BY p.playlist_id, p.name ORDER BY 2 DESC, 1")
    nn = next(x for x in pl.order if x.startswith("90"))
    tvp = next(x for x in pl.order if x.startswith("TV Shows"))
    q_conv(book, pl, nn, "hours", 1, "If you pressed play on the 90's Music playlist and never stopped, how long "
           "would it run?", lambda v, c: f"{v} hours, which is {c} days.", 2, 1 / 24, 1, (1 / 60, 1 / 7, 24),
           hedged=False, kind="tb", second=(lambda v, c: f"Or {c} minutes, if you're counting.", 2, 60, 0,
                                            (100, 3600, 24), True))
    PN = lambda x: x.split(" (#")[0]
    q_cmp(book, pl, "hours", tvp, nn, 4, "Which playlist runs longer: TV Shows or 90's Music?", "of playing time", d=2,
          unit=" hours", label=PN, qty="as long")
    q_empty(book, "chinook", "Which tracks are on the playlist with id 4, Audiobooks?",
            "SELECT pt.track_id FROM playlist_track pt WHERE pt.playlist_id = 4",
            "How many tracks are on the Audiobooks playlist?",
            "Trick question: none. Zero. It's an empty playlist.",
            "Twenty-two tracks are on the Audiobooks playlist.")

    ar = table("chinook", "The twelve artists with the most tracks in the catalogue: albums, tracks and minutes of "
               "music?",
               "SELECT ar.name AS artist, count(DISTINCT al.album_id) AS albums, count(*) AS tracks, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes FROM artist ar JOIN album al "
               "ON al.artist_id = ar.artist_id JOIN track t ON t.album_id = al.album_id GROUP BY 1 "
               "ORDER BY 3 DESC, 1 LIMIT 12")
    q_cmp(book, ar, "tracks", "Iron Maiden", "U2", 2, "Iron Maiden or U2: who has more tracks in the catalogue?",
          "tracks", qty="as many tracks")
    q_conv(book, ar, "Lost", "minutes", 3, "How long would it take to watch every episode of Lost in the "
           "catalogue, back to back?", lambda v, c: f"{v} minutes of Lost — that's {c} hours.", 1, 1 / 60, 1,
           (1 / 100, 1 / 24, 60), kind="tb", second=(lambda v, c: f"Call it {c} days on the sofa.", 1, 1 / 1440, 1,
                                                      (1 / 60, 1 / 24, 1 / 168), False))
    q_rate(book, ar, "tracks", "albums", "Iron Maiden", 0, "Iron Maiden have 21 albums in the catalogue. How many "
           "tracks per album is that?", "album", "tracks", label="Iron Maiden", units="albums",
           pooled="the top twelve", n=3, colname="tracks")
    q_avg(book, ar, "albums", "Led Zeppelin", 3, "How many albums do Led Zeppelin have in the catalogue?",
          " albums", "artist", label="Led Zeppelin", ad=1, n=4, colname="albums")

    cm = table("chinook", "The composers with at least 23 tracks: tracks, average length in seconds and minutes in "
               "all?",
               "SELECT composer, count(*) AS tracks, round(avg(milliseconds) / 1000.0, 1) AS avg_seconds, "
               "round(sum(milliseconds) / 60000.0, 1) AS minutes FROM track WHERE composer IS NOT NULL "
               "GROUP BY 1 HAVING count(*) >= 23 ORDER BY 2 DESC, 1")
    q_conv(book, cm, "Miles Davis", "avg_seconds", 0, "How long is the average Miles Davis track in the catalogue?",
           lambda v, c: f"{v} seconds, which is {c} minutes.", 1, 1 / 60, 1, (1 / 100, 1 / 3600, 60),
           hedged=False, n=3, colname="average length", sunit=" s")
    q_cmp(book, cm, "tracks", "Steve Harris", "U2", 1, "Who has more composing credits: Steve Harris or U2?",
          "tracks", qty="as many credits", n=0)
    q_blend(book, cm, "avg_seconds", "tracks", 2, "Take every composer with 23 or more tracks. Across all their "
            "tracks, what's the average track length?", "per track", "track", "composer", d=1, unit=" seconds")

    book.round("Back-office round")
    cc = table("chinook", "Per customer country: customers, cities and customers with a company?",
               "SELECT country, count(*) AS customers, count(DISTINCT city) AS cities, count(company) "
               "AS with_company FROM customer GROUP BY 1 ORDER BY 2 DESC, 1")
    q_share(book, cc, "customers", "USA", 1, "What share of Chinook's customers live in the USA?",
            "the customers", items="customers", label="the USA", other="Canada", n=3, colname="customers")
    q_top(book, cc, "customers", 3, 2, "Add up the customers in the three biggest countries. What share of the "
          "whole customer list is that?", "the customer list", colname="customers")
    q_empty(book, "chinook", "Which customers in France have a company name?",
            "SELECT customer_id FROM customer WHERE country = 'France' AND company IS NOT NULL",
            "How many of Chinook's French customers are companies?",
            "Trick question: none, zero. All five are private customers.",
            "Three of the French customers are companies.")

    qv = table("chinook", "Per quarter of 2022 and 2023: invoices, revenue and customers?",
               "SELECT extract(year FROM invoice_date)::int || ' Q' || extract(quarter FROM invoice_date)::int "
               "AS quarter, count(*) AS invoices, sum(total) AS revenue, count(DISTINCT customer_id) AS customers "
               "FROM invoice WHERE invoice_date >= '2022-01-01' AND invoice_date < '2024-01-01' GROUP BY 1 "
               "ORDER BY 1")
    QL = lambda x: f"{x[-2:]} {x[:4]}"
    q_chg(book, qv, "revenue", "2023 Q1", "2023 Q2", 3, "By how much did revenue jump from Q1 to Q2 of 2023?",
          "revenue", "Q1 2023", "Q2 2023", tag="on the quarter", cash=True, d=2)
    q_chg(book, qv, "revenue", "2023 Q3", "2023 Q4", 0, "Did Chinook end 2023 on a high?", "revenue", "Q3 2023",
          "Q4 2023", tag="on the quarter", cash=True, d=2, label=QL, rnd=True)
    q_rate(book, qv, "revenue", "invoices", "2022 Q1", 1, "What was the average invoice in the first quarter of "
           "2022?", "invoice", "revenue", cash=True, label="Q1 2022", units="invoices",
           pooled="all eight quarters")
    q_cmp(book, qv, "revenue", "2023 Q2", "2022 Q2", 5, "Second quarter, 2023 against 2022: which brought in "
          "more?", "revenue", cash=True, d=2, label=QL)

    em = table("chinook", "Per employee: id, title, birth date, hire date and age at hire?",
               "SELECT e.first_name || ' ' || e.last_name AS employee, e.employee_id::text AS id, e.title, "
               "e.birth_date::date::text AS born, e.hire_date::date::text AS hired, "
               "extract(year FROM age(e.hire_date, e.birth_date))::int AS age_at_hire FROM employee e "
               "ORDER BY 6 DESC")
    q_avg(book, em, "age_at_hire", "Margaret Park", 2, "Who was the oldest Chinook employee on their first day, and "
          "how old?", "", "employee", label="Margaret Park", ad=1, n=0,
          fa=lambda v, x: f"Margaret Park, hired at {v}, where the staff's average age at hire is {x}")
    yo = em.order[-1]
    q_plain(book, em, "And the youngest at hire?", [
        H("is", Claim(f"{yo}, who started at {say(em[yo]['age_at_hire'])}.",
                       [words_row(em, "age_at_hire", yo, lambda x: f"{yo}, who started at {x}.")])),
        P(f"{yo} is employee number {int(em[yo]['id'])}, by the way — no points for that.")], kind="bonus")

    tc = table("chinook", "The three customers who spent the most: customer id, name, country, spend and invoices?",
               "SELECT c.customer_id::text AS customer_id, c.first_name || ' ' || c.last_name AS customer, "
               "c.country, sum(i.total) AS spend, count(*) AS invoices FROM customer c JOIN invoice i "
               "ON i.customer_id = c.customer_id GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 3")
    cid = tc.order[0]
    q_ident(book, tc, "Chinook's biggest spender has which customer number?",
            f"customer {cid}, {tc[cid]['customer']} from the {tc[cid]['country']}", f"customer {cid}",
            f"customer {int(cid) + 40}", extra=[f"— {En().m(tc[cid]['spend'], 2)[0]} spent in all."])



# ---------------------------------------------------------------------------
# superhero: the heroes round
# ---------------------------------------------------------------------------


def heroes(book):
    book.round("Heroes round")
    pw = table("superhero", "The ten most common superpowers: characters who have each?",
               "SELECT sp.power_name AS power, count(*) AS characters FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    q_cmp(book, pw, "characters", "Super Strength", "Flight", 1, "Which superpower do more characters have: Super "
          "Strength or Flight?", "characters", qty="as many characters", n=3, colname="characters")
    q_share(book, pw, "characters", "Super Strength", 2, "Count up the ten most common powers. What share of that "
            "count is Super Strength?", "the top ten's power count", other="Stamina", n=0)
    q_plain(book, pw, "What's the second most common superpower?", [
        H("is", Claim(f"Stamina, with {pw['Stamina']['characters']:,.0f} characters.",
                      [plain_off(pw, En(), lambda x: f"Stamina, with {x} characters.", pw["Stamina"]["characters"])])),
        P(f"Flight only comes sixth. Surprised? So was I."), banter(3, "Flight")])

    ey = table("superhero", "The eight most common eye colours: characters and average height in cm of those with a "
               "height on file?",
               "SELECT c.colour AS eye_colour, count(*) AS characters, round(avg(s.height_cm) FILTER (WHERE "
               "s.height_cm > 0), 1) AS avg_height_cm FROM superhero s JOIN colour c ON c.id = s.eye_colour_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    q_cmp(book, ey, "characters", "Blue", "Brown", 3, "Blue eyes or brown eyes: which is more common among the "
          "characters?", "characters", label=lambda x: f"{x.lower()} eyes", qty="as many")
    q_conv(book, ey, "Blue", "avg_height_cm", 0, "How tall is the average blue-eyed character?",
           lambda v, c: f"{v} cm — that's {c} feet in old money.", 1, FT_PER_CM, 1, (1 / 2.54, 1 / 100, 0.0328),
           hedged=False)

    gd = table("superhero", "Per gender: good, bad and neutral characters?",
               "SELECT g.gender, count(*) FILTER (WHERE a.alignment = 'Good') AS good, count(*) FILTER (WHERE "
               "a.alignment = 'Bad') AS bad, count(*) FILTER (WHERE a.alignment = 'Neutral') AS neutral, count(*) "
               "AS characters FROM superhero s JOIN gender g ON g.id = s.gender_id JOIN alignment a "
               "ON a.id = s.alignment_id GROUP BY 1 ORDER BY 5 DESC")
    q_share(book, gd, "bad", "Male", 3, "What share of the male characters are villains?", "the men",
            label="Villains", tot=gd["Male"]["characters"], n=0, verb="make up")
    F = En()
    fg, fb = gd["Female"]["good"], gd["Female"]["bad"]
    tw, tbad = to_one(fg / fb)
    q_plain(book, gd, "Among the female characters, how do the heroes stack up against the villains?", [
        H("is", Claim(f"{fg:,.0f} good to {fb:,.0f} bad", [plain_off(gd, F, lambda x: f"{x} good to {fb:,.0f} bad",
                                                                    fg)]),
          Claim(f"— {tw}." if tw else "— the good guys win easily.",
                [("false_bound", f"— {tbad}.")] if tw else [])),
        P("The women of this universe are a well-behaved lot.")], kind="bonus")

    book.round("Heavyweights round")
    hv = table("superhero", "The five heaviest characters: record id, weight in kg and height in cm?",
               "SELECT s.superhero_name AS hero, s.id::text AS id, s.weight_kg, s.height_cm FROM superhero s "
               "ORDER BY s.weight_kg DESC NULLS LAST, s.id LIMIT 5")
    g0, g1 = hv.order[0], hv.order[1]
    q_ident(book, hv, "Godzilla is the heaviest character on file. What's his record number?",
            f"record {int(hv[g0]['id'])}, {g0}", f"record {int(hv[g0]['id'])}", f"record {int(hv[g0]['id']) + 57}",
            extra=["— and no, that's not his weight."])
    q_conv(book, hv, g0, "weight_kg", 1, "How heavy is Godzilla, in pounds?",
           lambda v, c: f"{v} kg, which is {c} lb.", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 1 / 1000), kind="tb",
           second=(lambda v, c: f"Or {c} tonnes, if you think in tonnes.", 0, 1 / 1000, 0, (1 / 100, 1 / 10,
                                                                                          LB_PER_KG / 1000), False))
    q_cmp(book, hv, "weight_kg", g0, g1, 0, "Godzilla against King Kong on the scales: how many times heavier?",
          "kg", unit=" kg", qty="as heavy")
    q_conv(book, hv, "Groot", "height_cm", 2, "How tall is Groot?",
           lambda v, c: f"{v} cm — about {c} feet of tree.", 0, FT_PER_CM, 1, (1 / 2.54, 1 / 100, 0.0328),
           hedged=False)

    tl = table("superhero", "The five tallest characters: record id, height in cm and publisher?",
               "SELECT s.superhero_name AS hero, s.id::text AS id, s.height_cm, p.publisher_name AS publisher "
               "FROM superhero s LEFT JOIN publisher p ON p.id = s.publisher_id "
               "ORDER BY s.height_cm DESC NULLS LAST, s.id LIMIT 5")
    a0, a1 = tl.order[0], tl.order[1]
    q_conv(book, tl, a0, "height_cm", 3, "Who is the tallest character, and how tall?",
           lambda v, c: f"trick question — it's a tie. {a0} and {a1}, both {v} cm, which is {c} metres.", 0, 1 / 100,
           1, (1 / 30.48, 1 / 1000, 1 / 2.54), hedged=False, lead="ans",
           second=(lambda v, c: f"That's {c} feet each.", 0, FT_PER_CM, 0, (1 / 100, 1 / 2.54, 1 / 12), False))

    pb = table("superhero", "The eight publishers with the most characters: characters, characters with a height "
               "on file, their average height in cm and average weight in kg?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, count(*) FILTER (WHERE s.height_cm "
               "> 0) AS measured, round(avg(s.height_cm) FILTER (WHERE s.height_cm > 0), 1) AS avg_height_cm, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) AS avg_weight_kg FROM superhero s "
               "JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    q_blend(book, pb, "avg_height_cm", "measured", 0, "Across the big publishers, what's the average height of a "
            "character with a height on file?", "tall", "character", "publisher", d=1, unit=" cm")
    q_cmp(book, pb, "characters", "Marvel Comics", "DC Comics", 4, "Marvel or DC: who has more characters on "
          "file?", "characters", label=lambda x: x.replace(" Comics", ""), qty="as many characters", n=3,
          colname="characters")
    q_empty(book, "superhero", "Which characters have an attribute value above 100?",
            "SELECT hero_id, attribute_id FROM hero_attribute WHERE attribute_value > 100",
            "How many characters score above 100 on any attribute?",
            "Trick question: none. Zero. The scale stops at 100.",
            "Fourteen characters score above 100 on at least one attribute.")


# ---------------------------------------------------------------------------
# car_1: the motoring round
# ---------------------------------------------------------------------------


def cars(book):
    book.round("Motoring round")
    cy = table("spider_car_1", "Per cylinder count: cars, average mpg and average horsepower, for model years "
               "before 1976 and from 1976 on?",
               "SELECT cylinders::text AS cylinders, count(*) FILTER (WHERE year < 1976) AS cars_early, "
               "count(*) FILTER (WHERE year >= 1976) AS cars_late, round(avg(mpg) FILTER (WHERE year < 1976)"
               "::numeric, 2) AS mpg_early, round(avg(mpg) FILTER (WHERE year >= 1976)::numeric, 2) AS mpg_late, "
               "round(avg(horsepower) FILTER (WHERE year < 1976), 1) AS hp_early, round(avg(horsepower) FILTER "
               "(WHERE year >= 1976), 1) AS hp_late FROM cars_data GROUP BY 1 ORDER BY 1")
    CY = lambda x: {"8": "the V8s", "6": "the sixes", "4": "the four-cylinders"}.get(x, f"the {x}-cylinders")
    q_yoy(book, cy, "8", "mpg_early", "mpg_late", 0, "Did V8s get thirstier or thriftier after 1975? By how "
          "much?", "V8 fuel economy", "the early years", "1976 on", tag="", d=2, unit=" mpg")
    q_yoy(book, cy, "8", "cars_early", "cars_late", 1, "How many V8s are listed from 1976 on, against the years "
          "before?", "V8 listings", "1970–75", "1976–82", tag="", are=True, few=True)
    q_gap(book, cy, "8", "6", "hp_early", "hp_late", 2, "Did the six-cylinders close the horsepower gap on the V8s "
          "after 1975?", "hp", "1970–75", "1976–82", d=1, label=CY)
    q_share(book, cy, "cars_late", "4", 3, "From 1976 on, what share of the cars listed have four cylinders?",
            "the 1976–82 cars", items="cars", label="the four-cylinders", other="8", n=0)
    q_blend(book, cy, "mpg_late", "cars_late", 1, "From 1976 on, what's the average fuel economy across every car "
            "listed?", "on average", "car", "cylinder count", d=2, unit=" mpg")
    q_cmp(book, cy, "mpg_late", "4", "8", 5, "After 1975, how much further did a four-cylinder go on a gallon than "
          "a V8?", "miles per gallon", d=2, unit=" mpg", label=CY)

    co = table("spider_car_1", "Per country with car makers: makers, models and cars listed?",
               "SELECT co.countryname AS country, count(DISTINCT cm.id) AS makers, count(DISTINCT ml.modelid) "
               "AS models, count(cn.makeid) AS listings FROM countries co JOIN car_makers cm ON cm.country = "
               "co.countryid LEFT JOIN model_list ml ON ml.maker = cm.id LEFT JOIN car_names cn "
               "ON cn.model = ml.model GROUP BY 1 ORDER BY 4 DESC, 1")
    CN = lambda x: {"usa": "the USA", "uk": "the UK", "NA": "an unnamed country"}.get(x, x.capitalize())
    q_cmp(book, co, "listings", "usa", "japan", 0, "How many cars on the list are American — and how does that "
          "compare with Japan?", "cars listed", label=CN, qty="as many cars", n=3, colname="cars listed")
    q_share(book, co, "listings", "usa", 1, "What share of the listings are American cars?", "the listings",
            items="listings", label="the USA", other="japan", n=0)
    q_rate(book, co, "listings", "models", "germany", 0, "How many listings does Germany manage per model?",
           "model", "listings", label="Germany", units="models", pooled="every country with makers")
    q_plain(book, co, "Which country has car makers on file but not a single car listed?", [
        H("is", Claim(f"Korea: {say(co['korea']['makers'])} makers, {say(co['korea']['models'])} models, and zero "
                      "cars listed.")),
        P("Trick question, really — the makers exist, the cars don't.")])

    book.round("Garage round")
    q_yoy(book, cy, "4", "cars_early", "cars_late", 2, "Four-cylinder cars on the list: how many from 1976 on, "
          "against the years before?", "four-cylinder listings", "1970–75", "1976–82", are=True, few=True)
    sl = table("spider_car_1", "The three slowest cars to accelerate: id, make, model year and acceleration time?",
               "SELECT cd.id::text AS id, cn.make, cd.year, cd.accelerate AS accel_s, cd.mpg FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id ORDER BY cd.accelerate DESC, cd.id LIMIT 3")
    s0 = sl.order[0]
    q_ident(book, sl, "Which car on the list is the slowest off the mark? Give me its listing number.",
            f"listing {s0}, the {sl[s0]['make']} ({sl[s0]['year']:.0f})", f"listing {s0}",
            f"listing {int(s0) + 88}", extra=[f"— {sl[s0]['accel_s']:.1f} seconds. Bring a book."])
    fr = table("spider_car_1", "The three cars with the best fuel economy: id, make, model year, mpg and weight?",
               "SELECT cd.id::text AS id, cn.make, cd.year, cd.mpg, cd.weight AS weight_lb FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id ORDER BY cd.mpg DESC, cd.id LIMIT 3")
    f0 = fr.order[0]
    q_conv(book, fr, f0, "mpg", 2, f"The thriftiest car on the list is the {fr[f0]['make']}. What's that in litres "
           "per 100 km?", lambda v, c: f"{v} mpg — {c} litres per 100 km.", 1, None, 1,
           (lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x, lambda x: 100 / x), fn=lambda x: L100_MPG / x,
           hedged=False, second=(lambda v, c: f"Or {c} km on a litre.", 1, KMPL_PER_MPG, 1, (KM_PER_MI, 1 / 3.785,
                                                                                           1.0), False))
    hv = table("spider_car_1", "The three heaviest cars: id, make, model year and weight in lb?",
               "SELECT cd.id::text AS id, cn.make, cd.year, cd.weight AS weight_lb FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id ORDER BY cd.weight DESC, cd.id LIMIT 3")
    h0 = hv.order[0]
    q_conv(book, hv, h0, "weight_lb", 3, "How much does the heaviest car on the list weigh, in kilograms?",
           lambda v, c: f"the {hv[h0]['make']} (listing {h0}) weighs {v} lb — {c} kg.", 0, KG_PER_LB, 0,
           (LB_PER_KG, 1.0, 0.1), kind="tb", lead="ans")
    q_empty(book, "spider_car_1", "Which cars do better than 50 mpg?",
            "SELECT id, mpg FROM cars_data WHERE mpg > 50",
            "How many cars on the list do better than 50 mpg?",
            "Trick question: none, zero. Nothing on the list gets there.",
            "Seven cars on the list do better than 50 mpg.")


# ---------------------------------------------------------------------------
# geography: the geography round
# ---------------------------------------------------------------------------


def geography(book):
    book.round("Geography round")
    rv = table("defog_geography", "Rivers in the atlas: length in km and country?",
               "SELECT river_name AS river, length AS length_km, country_name AS country FROM river ORDER BY 2 DESC")
    q_conv(book, rv, "Nile", "length_km", 0, "How long is the Nile in our atlas, in miles?",
           lambda v, c: f"{v} km in this atlas, which is {c} miles.", 0, MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.3048),
           kind="tb")
    q_cmp(book, rv, "length_km", "Rhine", "Po", 0, "How many times longer is the Rhine than the Po, by our atlas?",
          "km", unit=" km", qty="as long", label=lambda x: f"the {x}")
    q_sub(book, rv, "length_km", ["Rhine", "Danube"], 2, "Add up the atlas's German rivers. How many kilometres?",
          "all the river length in the atlas", unit=" km", team="the Rhine and the Danube")
    q_plain(book, rv, "How long is the Mississippi, according to our atlas?", [
        H("is", Claim(f"{rv['Mississippi']['length_km']:,.0f} km.",
                      [plain_off(rv, En(), lambda x: f"{x} km.", rv["Mississippi"]["length_km"])])),
        P("Yes, really — that's what the atlas says. Don't shoot the messenger.")])

    ct = table("defog_geography", "Cities in the atlas: population and country?",
               "SELECT city_name AS city, population, country_name AS country FROM city ORDER BY 2 DESC")
    q_cmp(book, ct, "population", "Los Angeles", "Sao Paulo", 2, "Which city has the bigger population in our "
          "atlas: Los Angeles or Sao Paulo?", "people", qty="as many people")
    q_share(book, ct, "population", "Los Angeles", 0, "What share of the ten cities' population lives in Los "
            "Angeles?", "the ten cities' population", items="people", other="Sao Paulo", n=3,
            colname="population")
    q_avg(book, ct, "population", "Tokyo", 1, "Tokyo has how many people in our atlas? Above or below the average "
          "city?", " people", "city", label="Tokyo", ad=0, n=0)
    q_top(book, ct, "population", 3, 3, "What share of the atlas's city population lives in the top three?",
          "the ten cities' population", colname="population")

    book.round("Atlas round")
    rg = table("defog_geography", "Regions in the atlas: country, population and area in sq km?",
               "SELECT state_name AS region, country_name AS country, population, area AS area_sq_km FROM state "
               "ORDER BY 3 DESC, 1")
    q_rate(book, rg, "population", "area_sq_km", "Maharashtra", 1, "How many people per square kilometre in "
           "Maharashtra, by our atlas?", "sq km", "people", label="Maharashtra", units="sq km",
           pooled="all twelve regions")
    q_conv(book, rg, "Tokyo", "area_sq_km", 2, "How big is Tokyo prefecture in our atlas, in square miles?",
           lambda v, c: f"{v} sq km — {c} square miles.", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 1.0),
           hedged=False)

    pk = table("defog_geography", "Peaks in the atlas in Pakistan: altitude in metres?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m FROM mountain "
               "WHERE country_name = 'Pakistan' ORDER BY 2 DESC")
    q_conv(book, pk, "Nanga Parbat", "altitude_m", 1, "How high is Nanga Parbat in our atlas, in feet?",
           lambda v, c: f"{v} m, which is {c} ft.", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 1 / 1.609344), kind="tb")
    q_cmp(book, pk, "altitude_m", "Nanga Parbat", "K2", 5, "K2 or Nanga Parbat: which is higher in our atlas?",
          "metres", unit=" m")
    lk = table("defog_geography", "Lakes in the atlas in Tanzania: area in sq km?",
               "SELECT lake_name AS lake, area AS area_sq_km FROM lake WHERE country_name = 'Tanzania' "
               "ORDER BY 2 DESC")
    q_conv(book, lk, "Lake Victoria", "area_sq_km", 3, "What's Lake Victoria's area in our atlas, in square miles?",
           lambda v, c: f"{v} sq km, or {c} square miles.", 0, SQMI_PER_SQKM, 0, (1 / SQMI_PER_SQKM, MI_PER_KM, 1.0))
    q_empty(book, "defog_geography", "Which rivers in the atlas are in Australia?",
            "SELECT river_name FROM river WHERE country_name = 'Australia'",
            "How many Australian rivers are in our atlas?",
            "Trick question: none. Zero. The atlas skips Australia's rivers altogether.",
            "Four Australian rivers are in the atlas.")
    q_empty(book, "defog_geography", "Which cities in the atlas have more than ten million people?",
            "SELECT city_name FROM city WHERE population > 10000000",
            "How many cities in our atlas top ten million people?",
            "None — zero. Not even Los Angeles, by this atlas.",
            "Three cities in the atlas top ten million people.", kind="bonus")


# ---------------------------------------------------------------------------
# atis: the travel round
# ---------------------------------------------------------------------------


def atis(book):
    book.round("Travel round")
    fl = table("defog_atis", "Per scheduled flight: airline, route and seconds in the air?",
               "SELECT airline_flight AS flight, airline_code AS airline, from_airport || '–' || to_airport AS route, "
               "time_elapsed AS seconds FROM flight ORDER BY 4 DESC, 1")
    f0 = fl.order[0]
    q_conv(book, fl, f0, "seconds", 0, "How long is the longest flight on the schedule?",
           lambda v, c: f"{v} seconds for flight {f0} ({fl[f0]['route']}) — that's {c} minutes, or five and a half "
                        "hours, give or take.", 0, 1 / 60, 1, (1 / 100, 1 / 3600, 60), hedged=False, kind="tb")
    q_cmp(book, fl, "seconds", "WN012", "AA123", 6, "How many times longer is flight WN012 than flight AA123?",
          "in the air", unit=" seconds", qty="as long")
    q_avg(book, fl, "seconds", "AS345", 2, "Flight AS345: longer or shorter than the average flight on the "
          "schedule?", " seconds in the air", "flight", label="AS345", ad=0, n=0)
    al = table("defog_atis", "Per airline: flights, seconds aloft and stops?",
               "SELECT airline_code AS airline, count(*) AS flights, sum(time_elapsed) AS seconds_aloft, "
               "sum(stops) AS stops FROM flight GROUP BY 1 ORDER BY 2 DESC, 1")
    q_share(book, al, "seconds_aloft", "AA", 1, "What share of all the scheduled time in the air belongs to "
            "American Airlines?", "the time aloft", unit=" seconds", label="American", other="UA", n=0)

    fr = table("defog_atis", "Per route: fares filed, average one-way cost, average round-trip cost and the "
               "cheapest round trip?",
               "SELECT from_airport || ' to ' || to_airport AS route, count(*) AS fares, "
               "round(avg(one_direction_cost), "
               "2) AS avg_one_way, round(avg(round_trip_cost), 2) AS avg_round_trip, min(round_trip_cost) AS "
               "cheapest_round_trip FROM fare GROUP BY 1 ORDER BY 1")
    q_cmp(book, fr, "avg_round_trip", "LAX to ORD", "ORD to JFK", 2, "Which costs more for an average round trip: "
          "LAX to O'Hare or O'Hare to JFK?", "average round trip", cash=True, qty="as much")
    q_blend(book, fr, "avg_round_trip", "fares", 3, "Across every fare filed, what's the average round-trip price?",
            "a round trip", "fare", "route", d=2, cash=True)

    sv = table("defog_atis", "Per airport: places served nearby, average and longest distance in miles, and "
               "minutes of travel to all of them?",
               "SELECT airport_code AS airport, count(*) AS places, round(avg(miles_distant), 1) AS avg_miles, "
               "max(miles_distant) AS max_miles, sum(minutes_distant) AS total_minutes FROM airport_service "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    q_conv(book, sv, "JFK", "max_miles", 1, "What's the furthest place JFK serves, in kilometres?",
           lambda v, c: f"{v} miles out — {c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852), hedged=False)
    q_conv(book, sv, "JFK", "total_minutes", 0, "Add up the travel times from JFK to every place it serves. How "
           "many hours?", lambda v, c: f"{v} minutes all told, which is {c} hours.", 0, 1 / 60, 1,
           (1 / 100, 1 / 24, 60), hedged=False)
    q_share(book, sv, "places", "JFK", 2, "What share of the places on the airport-service list are served from "
            "JFK?", "the places on the list", items="places", label="JFK", other="LAX", n=0)

    book.round("Departures round")
    cn = table("defog_atis", "Per airport: minimum connecting time in minutes?",
               "SELECT airport_code AS airport, minimum_connect_time AS connect_min FROM airport ORDER BY 2, 1")
    q_cmp(book, cn, "connect_min", "SEA", "ATL", 0, "Minimum connection time: how much longer do you need at "
          "Seattle than at Atlanta?", "minutes", unit=" minutes", qty="as long",
          label=lambda x: {"SEA": "Seattle", "ATL": "Atlanta"}[x])
    q_avg(book, cn, "connect_min", "ATL", 0, "Atlanta's minimum connection time — how does it compare with the "
          "average airport?", " minutes", "airport", label="Atlanta", ad=1, verb="needs", n=0)

    am = table("defog_atis", "Per aircraft manufacturer: types, total seats, longest range in miles and average "
               "cruising speed in mph?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, max(range_miles) AS max_range_miles, "
               "round(avg(cruising_speed), 1) AS avg_speed_mph FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    q_cmp(book, am, "seats", "Airbus", "Boeing", 4, "Add up the seats on each maker's types. Airbus or Boeing?",
          "seats", qty="as many seats", n=3, colname="seats")
    q_conv(book, am, "Boeing", "max_range_miles", 2, "What's the longest range of any Boeing on the list, in "
           "kilometres?", lambda v, c: f"{v} miles, which is {c} km.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852),
           kind="tb")
    q_rate(book, am, "seats", "types", "Airbus", 1, "How many seats per aircraft type does Airbus average?",
           "type", "seats", label="Airbus", units="types", pooled="all four makers")
    q_empty(book, "defog_atis", "Which flights leave from Denver?",
            "SELECT flight_id, flight_number FROM flight WHERE from_airport = 'DEN'",
            "How many flights on the schedule leave from Denver?",
            "Trick question: none. Zero. Denver's on the airport list but nothing departs from it.",
            "Five flights on the schedule leave from Denver.")


# ---------------------------------------------------------------------------
# advising and academic: the campus round
# ---------------------------------------------------------------------------


def campus(book):
    book.round("Campus round")
    co = table("defog_advising", "Per course: course code, name, department, students enrolled, reviews and "
               "helpfulness score?",
               "SELECT number AS course_code, name, department, num_enrolled AS enrolled, num_reviews AS reviews, "
               "helpfulness_score AS helpfulness FROM course ORDER BY 1")
    dd = next(x for x in co.order if co[x]["name"] == "Distributed Databases")
    q_ident(book, co, "What's the course code for Distributed Databases?", f"{dd}, in Computer Science", dd,
            dd[:2] + dd[2:][::-1] if dd[2:][::-1] != dd[2:] else dd[:2] + "401",
            extra=[f"— {say(co[dd]['enrolled'])} students enrolled."])
    q_share(book, co, "reviews", "CS101", 0, "What share of all course reviews went to Introduction to Computer "
            "Science?", "the reviews", items="reviews", label="Intro to CS", other="PHYS101", n=0)
    en = sum(co.col("enrolled"))
    q_plain(book, co, "How many students are enrolled across all the courses?", [
        H("is", f"{say(en)} students across {say(len(co))} courses."),
        P(Claim(f"Introduction to Computer Science has the most reviews, with {co['CS101']['reviews']:,.0f}.",
                [plain_off(co, En(), lambda x: f"Introduction to Computer Science has the most reviews, with {x}.",
                           co["CS101"]["reviews"])]))])
    q_empty(book, "defog_advising", "Which courses belong to the Biology department?",
            "SELECT course_id, name FROM course WHERE department = 'Biology'",
            "How many Biology courses are on offer?",
            "Trick question: none, zero. No Biology department at all.",
            "Three Biology courses are on offer.")
    pr = table("defog_advising", "Per programme: students, credits earned and average GPA?",
               "SELECT p.name AS programme, count(s.student_id) AS students, sum(s.total_credit) AS credits, "
               "round(avg(s.total_gpa), 2) AS avg_gpa FROM program p LEFT JOIN student s "
               "ON s.program_id = p.program_id GROUP BY 1 ORDER BY 2 DESC, 1")
    q_share(book, pr, "credits", "Computer Science", 1, "What share of all credits earned belong to Computer "
            "Science students?", "all credits earned", label="Computer Science", other="Mathematics", n=0)

    jr = table("defog_academic", "Per journal: papers, citations and references?",
               "SELECT j.name AS journal, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM publication p JOIN journal j ON j.jid = p.jid GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    q_plain(book, jr, "Which journal has the most papers in the library?", [
        H("is", f"Nature, with {say(jr['Nature']['papers'])} papers and {say(jr['Nature']['citations'])} citations "
                "between them."),
        P("The Journal of Machine Learning Research has one paper, and zero citations.")])
    pp = table("defog_academic", "The paper titled 'Optimizing GPU Throughput': id, year and citations?",
               "SELECT pid::text AS pid, title, year, citation_num AS citations FROM publication "
               "WHERE title = 'Optimizing GPU Throughput'")
    pid = pp.order[0]
    q_ident(book, pp, "What's the paper number of 'Optimizing GPU Throughput' in the library?",
            f"paper {pid}", f"paper {pid}", f"paper {int(pid) + 27}",
            extra=[f"from {pp[pid]['year']:.0f}, with {say(pp[pid]['citations'])} citation"
                   f"{'' if pp[pid]['citations'] == 1 else 's'} so far."], kind="bonus")
    q_empty(book, "defog_academic", "Which papers were published before 2020?",
            "SELECT pid, title FROM publication WHERE year < 2020",
            "How many papers in the library are older than 2020?",
            "None. Zero. It's a very young library.",
            "Eleven papers in the library are older than 2020.")


# ---------------------------------------------------------------------------
# Spider's small databases: the odds-and-ends round
# ---------------------------------------------------------------------------


def small(book):
    book.round("Odds-and-ends round")
    sd = table("spider_concert_singer", "Per stadium: home club, capacity, highest crowd and average crowd?",
               "SELECT name AS stadium, location AS club, capacity, highest, average FROM stadium ORDER BY 3 DESC")
    q_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 0, "How many times bigger is Hampden Park than "
          "Somerset Park?", "seats", qty="as big", n=3, colname="capacity")
    q_share(book, sd, "average", "Stark's Park", 1, "On an average day, how full is Stark's Park?",
            "its capacity", label="Stark's Park's average crowd", tot=sd["Stark's Park"]["capacity"], n=0,
            verb="fills")
    q_avg(book, sd, "capacity", "Hampden Park", 3, "Hampden Park's capacity against the average stadium on the "
          "list?", " seats", "stadium", label="Hampden Park", ad=0, n=0)
    sg = table("spider_concert_singer", "Per singer: country, age and song release year?",
               "SELECT name AS singer, country, age, song_release_year FROM singer ORDER BY 3 DESC")
    q_avg(book, sg, "age", "Joe Sharp", 2, "Who's the oldest singer on the bill, and how far above the average "
          "age?", " years old", "singer", label="Joe Sharp", ad=1, verb="is", n=0)
    q_plain(book, sg, "How many of the singers are French?", [
        H("is", f"{say(sum(1 for x in sg.order if sg[x]['country'] == 'France'))} of the six."),
        P(Claim(f"The youngest of them, Tribal King, is {say(sg['Tribal King']['age'])}.",
                [words_row(sg, "age", "Tribal King", lambda x: f"The youngest of them, Tribal King, is {x}.")]))])

    pt = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid::text AS pet, pettype AS type, pet_age AS age, weight AS weight_kg FROM pets "
               "ORDER BY 1")
    q_conv(book, pt, "2003", "weight_kg", 0, "Pet 2003 is a one-year-old dog. How much does it weigh, in pounds?",
           lambda v, c: f"{v} kg, which is {c} lb.", 1, LB_PER_KG, 1, (KG_PER_LB, 1.0, 3.0), hedged=False)
    q_cmp(book, pt, "weight_kg", "2002", "2001", 5, "The dog, pet 2002, against the cat, pet 2001: which is "
          "heavier?", "kg", d=1, unit=" kg", label=lambda x: f"pet {x}")

    bt = table("spider_battle_death", "Per battle: result, ships lost, men killed and men injured?",
               "SELECT b.name AS battle, b.result, count(DISTINCT s.id) AS ships, coalesce(sum(d.killed), 0) "
               "AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s "
               "ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1, 2 "
               "ORDER BY 4 DESC, 1")
    q_share(book, bt, "killed", "Siege of Constantinople", 2, "What share of all the men killed on record fell "
            "at the Siege of Constantinople?", "the deaths on record", items="deaths", label="the siege",
            other="Battle of Boruy", n=0)
    q_cmp(book, bt, "killed", "Battle of Boruy", "Battle of Messinopolis", 1, "Which cost more lives at sea: "
          "Boruy or Messinopolis?", "men killed", label=lambda x: x.replace("Battle of ", ""))
    q_plain(book, bt, "How many men died in ships lost at the Battle of Adrianople?", [
        H("ans", "trick question: none. Zero. No ship on record was lost there."), banter(0, None, False)],
            )

    book.round("Telly round")
    tv = table("spider_tvshow", "Per episode: air date, viewers in millions and weekly rank?",
               "SELECT episode, air_date, viewers_m::numeric AS viewers_m, weekly_rank FROM tv_series ORDER BY id")
    q_chg(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 1, "How many viewers did the series "
          "lose between the first episode and the last?", "viewers", "the premiere", "the finale", d=2,
          unit=" million", are=True, few=True)
    q_chg(book, tv, "viewers_m", "Emily", "Blowback", 2, "Did 'Blowback' pull in more viewers than 'Emily', the "
          "week before?", "viewers", "\"Emily\"", "\"Blowback\"", tag="on the week", d=2, unit=" million", are=True,
          few=True)
    ch = table("spider_tvshow", "Per country: TV channels and languages?",
               "SELECT country, count(*) AS channels, count(DISTINCT language) AS languages FROM tv_channel "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    q_share(book, ch, "channels", "Italy", 3, "What share of the TV channels on the list are Italian?",
            "the channels", items="channels", label="Italy", other="United Kingdom", n=0)
    cw = table("spider_tvshow", "Per cartoon: title, director, writer and production code?",
               "SELECT title, directed_by AS director, written_by AS writer, production_code FROM cartoon "
               "ORDER BY production_code")
    dc = "Deep Cover for Batman!"
    q_ident(book, cw, "What's the production code of the cartoon 'Deep Cover for Batman!'?",
            f"production code {cw[dc]['production_code']:.0f}", f"code {cw[dc]['production_code']:.0f}",
            f"code {cw[dc]['production_code'] + 19:.0f}", extra=[f"— directed by {cw[dc]['director']}."])

    book.round("Last-orders round")
    te = table("spider_course_teach", "Per teacher: age and hometown?",
               "SELECT name AS teacher, age, hometown FROM teacher ORDER BY 2 DESC")
    q_avg(book, te, "age", "Kearsley Brown", 0, "Who's the oldest teacher in the staff room, and by how much?",
          " years old", "teacher", label="Kearsley Brown", ad=1, verb="is", n=3, colname="age")
    q_empty(book, "spider_course_teach", "Which teachers are older than 50?",
            "SELECT teacher_id, name FROM teacher WHERE age > 50",
            "How many teachers are over 50?",
            "Trick question: none, zero. It's a young staff room.",
            "Two teachers are over 50.", kind="bonus")

    ac = table("spider_voter_1", "Per state: area codes on file, lowest and highest?",
               "SELECT state, count(*) AS codes, min(area_code) AS lowest, max(area_code) AS highest "
               "FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    q_cmp(book, ac, "codes", "CA", "TX", 4, "California or Texas: which state has more area codes on file?",
          "area codes", label=lambda x: {"CA": "California", "TX": "Texas"}.get(x, x), qty="as many")
    nyc = table("spider_voter_1", "The area codes on file for New York state?",
                "SELECT area_code::text AS area_code, state FROM area_code_state WHERE state = 'NY' ORDER BY 1")
    c0 = nyc.order[0]
    q_ident(book, nyc, "Name the lowest area code on file for New York state.", f"area code {c0}",
            f"area code {c0}", f"area code {int(c0) + 101}", extra=["— Manhattan, for the non-New Yorkers."])
    q_empty(book, "spider_voter_1", "Which votes came from New Jersey for Kelly Clauss?",
            "SELECT v.vote_id FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
            "WHERE v.state = 'NJ' AND c.contestant_name = 'Kelly Clauss'",
            "How many votes did Kelly Clauss get from New Jersey?",
            "Trick question: none. Zero from New Jersey.",
            "Kelly Clauss got twelve votes from New Jersey.")

    tt = table("spider_cre_doc_template_mgt", "Per template type: templates and average version number?",
               "SELECT r.template_type_description AS type, count(*) AS templates, round(avg(t.version_number), 2) "
               "AS avg_version FROM templates t JOIN ref_template_types r ON r.template_type_code = "
               "t.template_type_code GROUP BY 1 ORDER BY 2 DESC, 1")
    q_share(book, tt, "templates", "Paper", 0, "What share of the document templates are for papers?",
            "the templates", items="templates", label="Paper", other="Book", n=0)
    dk = table("spider_cre_doc_template_mgt", "The document named 'About Korea': id and template?",
               "SELECT document_id::text AS document_id, document_name, template_id FROM documents "
               "WHERE document_name = 'About Korea'")
    did = dk.order[0]
    q_ident(book, dk, "What's the document number of 'About Korea'?", f"document {did}", f"document {did}",
            f"document {did[:3]}{did[4:6]}{did[3]}{did[6:]}",
            extra=["— the longest id in the folder, if you were wondering."])


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book52(), sections, "fifty-third set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
