#!/usr/bin/env python3
"""
plausibility_fresh50.py — a fifty-first labelled set for check_answer,
written held out, development since its misses were read: answers laid out as
the items of a weekly sales and operations newsletter that a team in
continental Europe writes in English ("This week in numbers"), over tables
spread across the databases bench/plausibility.sh loads: northwind (orders,
net sales, units, accounts and freight per ISO week of March 1998; net sales
per European customer country in the first quarters of 1997 and 1998;
shipments, days to ship, freight and late shipments per carrier to European
destinations in 1998; products, stock, stock value, units on order and items
under their reorder level per category; orders and net sales per rep from
January to April of 1997 and 1998; units and sales per product of a German
supplier; the biggest order of a week), chinook (invoices, revenue, tracks
and customers per quarter of 2024 and 2025; revenue per European billing
country in 2024 and 2025; tracks and revenue per genre in 2025; tracks,
running time and storage per playlist; the biggest invoice of 2025), BIRD's
superhero (characters, heights and weights per alignment for the big two
publishers; named characters' heights and weights; characters per eye colour;
a record's id), Spider's car_1 (cars, fuel economy, horsepower and weight per
maker country; cars, fuel economy, displacement and weight per cylinder
count; the most frugal listing), defog-dev's geography (river lengths;
population and area per state or province; city populations), atis (seats,
range, speed, weight, size and payload per aircraft type; seats per
manufacturer; fares per airline; the longest flight), advising (courses,
enrolment and reviews per department; credits per programme) and academic
(citations per author and per journal), and Spider's concert_singer (venues,
capacity and crowds), pets_1 (a pet's weight), battle_death (losses per
battle), tvshow (viewers per episode), course_teach (trainers' ages), voter_1
(votes per state) and cre_doc_template_mgt (templates per type), with queries
of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money(), fresh43's kmoney(), fresh45's near()). The writing is the weekly
newsletter the other sets lack: a short headline per item, one or two
paragraphs, a "By the numbers" bullet block, now and then a tiny table, and
figures written the way a European team writes them in about half of the
items (Fmt here): a dot or a thin space between thousands and a comma before
the decimals ("1.234,56 €", "€ 12.400", "3 456 units", "0,75", "12,5 %"),
the currency sign after the number with a space at times, "k€" for
thousands of euros; the other items use ordinary English formatting
("€12,400", "12.5%"). One item never mixes the two. Digits and number words
are mixed, with hedges ("roughly", "just under"), comparisons between named
rows, changes between weeks, quarters, years and groups, per-unit figures,
unit conversions stated beside the original (miles and km, lb and kg, ft
and m, mpg and km per litre, hours and minutes), zero for an empty result
and identifiers with digits (order, invoice and listing numbers). Shapes,
as in bench/plausibility_fresh4.py (whose helpers this set reuses, with
fresh7's, fresh10's, fresh29's, fresh41's to fresh47's):
  comparison  two named rows side by side: multiples ("2,3x"), ratios "to
              one", a ratio as a decimal ("0,62"), gaps, percent ahead, one
              row as a share of the other (in percent and in words)
  change      week on week, quarter on quarter and year on year, signed in
              percent, exact and hedged, in absolute terms, in words, as a
              multiple, shares moving in points, in a tiny table
  per_unit    totals over counts ("1.843,01 € per order"), one row against
              the blended rate, one row against the average, weighted
              averages against the simple average of group figures, shares
              ("one in every N", "roughly six in ten", fractions, percent),
              a subset of named rows and its share, the top rows' share
  conversion  miles as km, mph as km/h, lb as kg, kg as lb, ft as m, cm as
              feet and inches, mpg as km per litre and litres per 100 km,
              horsepower as kW, cubic inches as litres, km as miles, sq km
              as sq miles, minutes as hours, hours as days, seconds as
              minutes, milliseconds as hours, days as hours and weeks,
              bytes as GB
  zero_ident  zero for an empty result, identifiers (order, invoice, listing,
              flight and record numbers)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the simple mean of group rates
called the blended one, the weighted average called the simple one, a share
of the wrong total or its complement, a percent change over the wrong base,
a relative change given as points, one row as a share of the pair instead
of the other row, a ratio of two rows the wrong way up), a false multiple, ratio, fraction, bound or "one in every
N", number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, a figure (exact or
hedged, in digits or in words) off by more than the rounding shown, or a
closing line restating a figure far from the one the body gave. A wrong
figure is written the way its item writes figures. A twin is kept only when
its figure is far from the true value (fresh4's rules) and, unless it is a
real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import re
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig
from plausibility_fresh42 import money, pre_
from plausibility_fresh43 import kmoney
from plausibility_fresh44 import _mil, in_ten, to_one
from plausibility_fresh45 import ear_mult, every, near
from plausibility_fresh46 import roundable
from plausibility_fresh47 import Sub, frac_q

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_CM = 1 / 30.48
IN_PER_CM = 1 / 2.54
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
SQMI_PER_SQKM = 0.386102159
KMPL_PER_MPG = 0.425143707
L100_MPG = 235.214583
GB_PER_BYTE = 1 / 1024 ** 3

NNBSP = "\u202f"
THSP = "\u2009"

# ---------------------------------------------------------------------------
# how one item writes its figures
# ---------------------------------------------------------------------------


class Fmt:
    """The figures of one newsletter item: European (a dot or a thin space between thousands, a comma before the
    decimals, the currency sign after the number at times, "12,5 %") in about half of the items, English in the
    others; one item never mixes them. sym is the currency the item reports in ("€", or "USD" for fares)."""

    def __init__(self, k, sym="€"):
        self.eu = k % 9 in (0, 2, 3, 5, 7)
        self.sep = "." if (k + k // 9) % 3 else (THSP if (k // 3) % 2 else NNBSP)
        self.sym = sym
        j = (k // 2) + k // 7
        if self.eu:
            self.cf = pick(["{x} €", "€ {x}", "{x} €", "{x} EUR", "{x}€"], j) if sym == "€" else \
                pick(["{x} USD", "USD {x}", "{x} USD"], j)
            self.pf = pick(["{x} %", "{x}%", "{x} %"], j)
        else:
            self.cf = pick(["€{x}", "€{x}", "EUR {x}"], j) if sym == "€" else pick(["${x}", "USD {x}", "${x}"], j)
            self.pf = "{x}%"

    def g(self, s):
        """An English-formatted figure ("1,234.56") as this item writes it."""
        if not self.eu:
            return s
        return s.translate(str.maketrans({",": self.sep, ".": ","}))

    def n(self, v, d=0):
        st, dd = num(v, d)
        return self.g(st), dd

    def w(self, v, d):
        return self.g(w(v, d))

    def cur(self, body, neg=False):
        return ("-" if neg else "") + self.cf.format(x=body)

    def m(self, v, d=2):
        st, dd = money(v, d)
        return self.cur(self.g(st.lstrip("-$")), st.startswith("-")), dd

    def wm(self, v, dd):
        return self.cur(self.w(abs(v), dd), v < 0)

    def p(self, x):
        """A percentage: x is the figure as this item writes it."""
        return self.pf.format(x=x)

    def shows(self, cash, d, unit=""):
        """(S, W, D): the true figure as shown, a wrong one shown alike, the decimals to judge a twin by."""
        if cash:
            return (lambda v: self.m(v, d)[0]), (lambda v, dd: self.wm(v, dd)), (lambda v: money(v, d)[1])
        return (lambda v: self.n(v, d)[0] + unit), (lambda v, dd: self.w(v, dd) + unit), (lambda v: num(v, d)[1])

    def dec(self, txt):
        """The decimals a figure is shown with ("1.234,5 €": 1, "€1.2k": 1, "48 k€": 0)."""
        m = re.search(r"\d([.,])(\d+)(?!.*\d[.,]\d)", txt)
        if not m:
            return 0
        if self.eu:
            return len(m.group(2)) if m.group(1) == "," else 0
        return len(m.group(2)) if m.group(1) == "." else 0

    def km(self, v, force=False):
        """Money in thousands or millions ("€48k", "48 k€", "1,3 Mio. €"), as (text, value shown); or None (force:
        whole thousands where no closer rounding is found)."""
        got = kmoney(v)
        if not got:
            if not force:
                return None
            if abs(v) < 1000:
                return self.cur(self.g(f"{abs(v):,.0f}")), round(abs(v))
            got = (f"${abs(v) / 1e3:,.0f}k", round(abs(v) / 1e3) * 1e3)
        body = self.g(got[0].lstrip("-$")[:-1])
        suf = got[0][-1]
        if self.sym != "€":
            return (f"USD {body}{suf}" if self.eu else f"${body}{suf}"), got[1]
        if self.eu:
            return (f"{body} k€" if suf == "k" else f"{body} Mio. €"), got[1]
        return f"€{body}{suf}", got[1]

    def near(self, v):
        shown, st, d = near(v)
        return shown, self.g(st), d

    def mil(self, v):
        got = _mil(v)
        return (self.g(got[0]), got[1]) if got else None

    def abbr(self, txt):
        return txt.endswith(("k", "M", "k€", "Mio. €", "million"))

    def pct_x(self, p):
        """(text, decimals): a percentage, one decimal under 100 and whole from there."""
        st, d = fig(abs(p), 1 if abs(p) < 100 else 0)
        return self.g(st), d


def ptw(t, F, role, f, true, value, d, approx=False):
    """A percentage in the wrong role (real), in f."""
    return off(t, role, f(F.w(value, d)), true, value, d, approx=approx, real=True, alts=[])


def off_f(t, role, fmt, true, factors, d, show):
    """An "off" twin: the first of true times each factor that is far from everything the result holds, put into
    fmt as show(value) shows it; or None."""
    for f in factors:
        got = off(t, role, fmt(show(true * f)), true, true * f, d, alts=[])
        if got:
            return got
    return None


def off_r(t, F, role, fmt, true, factors, show, real=False):
    """A twin of a rounded figure: the first of true times each factor far from the true value (and from
    everything the result holds), shown as show() rounds it; or None."""
    for f in factors:
        txt, val = show(true * f)
        got = wrong(role, fmt(txt), true, val, F.dec(txt), approx=True, clear=None if real else t.pool)
        if got:
            return got
    return None


def nbr_fn(t, col, key, S, D, avoid=()):
    """A twin maker: the neighbouring row's value in place of key's, or None."""
    nb = nbr_of(t, key, avoid=avoid)

    def f(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(t[key][col]):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), t[key][col], t[nb][col], D(t[key][col]), real=True,
                   alts=[])
    return f


def hedge(v, shown, k):
    """A hedge that says on which side of v the rounded figure falls."""
    if shown == v:
        return ""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["roughly", "about", "around", "some"], k)
    if abs(shown) > abs(v):
        return pick(["just under", "a little under", "not quite", "just shy of"], k)
    return pick(["just over", "a little over", "a bit over", "slightly more than"], k)


def apx(F, v, k, cash=False, unit=""):
    """A figure rounded as the newsletter rounds it ("roughly 20.000 €", "some 16,9 k€", "just under 1,200"):
    (fmt, text, value shown, show), fmt(x) putting a figure x into the hedge (and the unit), show(y) giving a wrong
    figure y shown alike as (text, value)."""
    a = abs(v)
    got = None
    if cash and a >= 1000 and k % 2 == 1:
        got = F.km(v)

        def show(x):
            return F.km(x, True)
    elif not cash and a >= 1e6:
        got = F.mil(v)

        def show(x):
            return F.mil(x) or (F.g(f"{x / 1e6:,.1f}") + " million", round(x / 1e6, 1) * 1e6)
    if not got:
        shown, st, d = F.near(v)
        got = (F.cur(st) if cash else st, shown)

        def show(x):
            s2, st2, _ = F.near(x)
            return (F.cur(st2) if cash else st2), s2
    h = hedge(v, got[1], k)
    return (lambda x: f"{h} {x}{unit}".lstrip()), got[0], got[1], show


def again(t, F, v, k, tmpl="{}", cash=False, unit="", role="restated_contradicts",
          factors=(1.6, 0.55, 2.2, 0.4, 2.9, 0.3)):
    """A figure said again, rounded with a hedge, in tmpl; twin: the figure far off (and far from everything the
    result holds). None when the rounding would not differ from the figure given."""
    if not v:
        return None
    fmt, tx, val, show = apx(F, v, k, cash, unit)
    if not roundable(v, val) and not F.abbr(tx):
        return None
    f = lambda x: tmpl.format(fmt(x))
    return Claim(f(tx), [off_r(t, F, role, f, v, factors, show)])


def _edge(x, d):
    return abs(abs(x * 10 ** d) % 1 - 0.5) <= 0.08


def pct_s(F, p, k):
    """(fmt, text, decimals, show): a percentage rounded with a hedge ("a little over 19 %", "roughly 8%"), whole
    from three up; show(x) gives a wrong percentage shown alike."""
    a = abs(p)
    d = 0 if a >= 3 else 1
    if _edge(a, d):
        d += 1
    s = round(a, d)
    gap = (a - s) * 10 ** d
    if abs(gap) <= 0.22:
        h = pick(["roughly ", "about ", "around ", "roughly "], k)
    elif gap > 0:
        h = pick(["a little over ", "just over ", "a bit over "], k)
    else:
        h = pick(["just under ", "not quite ", "a little under "], k)
    return (lambda x: f"{h}{F.p(x)}"), F.g(f"{s:,.{d}f}"), d, (lambda x: F.w(x, d))


def xr(r):
    """A multiple in digits, away from the edge of its rounding: (text, decimals), English-formatted."""
    for d in (1, 0, 2):
        if d == 0 and r < 1.95:
            continue
        if not _edge(r, d):
            return f"{r:,.{d}f}", d
    raise AssertionError(r)


def mult(t, F, r, k, fmt, hedged=False):
    """A multiple in digits ("2,3x", "2.3 times"): the claim fmt(text) with a false multiple as its twin."""
    rt, rd = xr(r)
    h = "~" if hedged or (rd == 0 and abs(r - round(r)) > 0.1) else ""
    sfx = "x" if k % 3 else " times"
    f = lambda x: fmt(h + x + sfx)
    return Claim(f(F.g(rt)), [off_f(t, "off", f, r, (1.6, 0.55, 2.2, 0.45, 3.0), rd, lambda x: F.w(x, rd))])


def sgn(up, k=0):
    return "+" if up else pick(["-", "-", "−"], k)


def per_s(F, r, k, cash=False, unit=""):
    """(text, value shown, show, decimals): a per-unit figure: money to the cent under 1,000, else rounded with a
    hedge; counts to one or two decimals."""
    if cash and r < 1000:
        st, dd = F.m(r, 2)
        return st, r, (lambda x: (F.wm(x, dd), round(x, dd))), dd
    if not cash and r < 1000:
        st, dd = F.n(r, 0 if r >= 100 else 1 if r >= 10 else 2)
        return st + unit, r, (lambda x: (F.w(x, dd) + unit, round(x, dd))), dd
    fmt, tx, val, show = apx(F, r, k, cash, unit)
    return fmt(tx), val, (lambda x: (fmt(show(x)[0]), show(x)[1])), F.dec(tx)


def words_row(t, col, key, fmt, avoid=()):
    """Number words given to the wrong row: the nearest row's count (under a hundred, clearly different) in words
    in place of key's, or None."""
    i = t.order.index(key)
    for j in (i + 1, i - 1, i + 2, i - 2, i + 3, i - 3):
        if not 0 <= j < len(t.order) or t.order[j] in avoid:
            continue
        x = t[t.order[j]][col]
        if isinstance(x, float) and x < 100:
            got = words_twin("words_wrong_row", fmt(say(x)), t[key][col], x)
            if got:
                return got
    return None


def plain_off(t, F, fmt, true, d=0, cash=False):
    """A plain figure off by more than its rounding (and far from everything the result holds), in fmt."""
    show = (lambda x: F.wm(x, d)) if cash else (lambda x: F.w(x, d))
    return off_f(t, "off", fmt, true, (1.6, 0.55, 2.2, 0.4, 2.9, 1.35), d, show)


# ---------------------------------------------------------------------------
# the newsletter item: a headline, paragraphs, a "By the numbers" block, a tiny table now and then
# ---------------------------------------------------------------------------

HEADLINE = ["**This week in numbers — {h}**", "### {h}", "THIS WEEK IN NUMBERS | {h}", "**{h}**",
            "This week in numbers: {h}", "## {h}", "**{h}**\n_This week in numbers_", "▶ {h}"]
BYNUM = ["**By the numbers**", "By the numbers:", "_By the numbers_", "BY THE NUMBERS", "By the numbers",
         "**By the numbers:**"]
LEADS = {"short": ["Bottom line: ", "In short: ", "The takeaway: ", "Net-net: "],
         "why": ["Why it matters: ", "For context, ", "Worth knowing: ", "Side note: "],
         "next": ["Next week: ", "Looking ahead, ", "On the radar: ", "What's next: "]}
CLOSE = ["", "Questions? Ping the ops channel as usual.", "", "Source tables are linked on the wiki.",
         "", "Full tables are on the team drive.", "", "Thanks to everyone who sent in numbers this week.",
         "", "As always, shout if something looks off."]
FILLER = {"good": ["Good momentum going into the weekend.", "A solid week all round.",
                   "Nice work from everyone involved.", "That trend is heading the right way."],
          "bad": ["Something to keep an eye on next week.", "We'll dig into the drivers at Monday's stand-up.",
                  "Not the direction we want — more next week.", "The account team is already on it."],
          "plain": ["Numbers are straight from the system as of Friday.", "No estimates in there, all booked figures.",
                    "Same cut as last time, so the figures compare like for like.",
                    "Detail by line is on the team drive."]}


def _cl(c):
    return Claim(c) if isinstance(c, str) else c


def P(*cs):
    """A paragraph of claims."""
    return ("para", None, [_cl(c) for c in cs if c is not None])


def N(*items):
    """The "By the numbers" block: an item is a claim, a list of claims on one line, or a Sub() of them."""
    return ("list", "bynum", [x for x in items if x is not None])


def T(cols, *rows, align=None):
    """A tiny markdown table: the header's columns, then one claim a row."""
    return ("table", (cols, align), [x for x in rows if x is not None])


def H(head, *cs):
    """A paragraph with a lead of its own ("Bottom line: ", "Why it matters: ")."""
    return ("head", head, [_cl(c) for c in cs if c is not None])


def TONE(good, k):
    return P(pick(FILLER["good" if good else "bad"], k))


def PLAIN(k):
    return P(pick(FILLER["plain"], k))


class Book50(Book10):
    """fresh10's Book10, with each answer laid out as an item of the weekly newsletter: a headline, paragraphs,
    the "By the numbers" block, a tiny table now and then, and a closing line at times; none of the fixed text
    holds a figure."""

    def item(self, db, rid, shape, head, blocks, derived=True, max_twins=2):
        k = self.cases
        pre = pick(HEADLINE, k * 5 + 1).format(h=head)
        claims = []
        for kind, hd, cs in blocks:
            if not cs:
                continue
            if kind == "list":
                first = True
                for it in cs:
                    sub = isinstance(it, Sub)
                    its = [_cl(c) for c in (it if isinstance(it, list) else [it]) if c is not None]
                    if not its:
                        continue
                    if first and hd == "bynum":
                        claims.append(Claim("\n\n" + pick(BYNUM, k * 3 + 2)))
                        p = "\n- "
                    else:
                        p = "\n  - " if sub else ("\n\n- " if first else "\n- ")
                    first = False
                    claims.append(pre_(its[0], p))
                    claims += its[1:]
            elif kind == "table":
                cols, align = hd
                al = align or ["---"] + ["---:"] * (len(cols) - 1)
                claims.append(Claim("\n\n| " + " | ".join(cols) + " |\n|" + "|".join(al) + "|"))
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
        cl = pick(CLOSE, k * 7 + 3)
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre,
                  post=("\n\n" + cl) if cl else "")


# ---------------------------------------------------------------------------
# shapes, as newsletter items
# ---------------------------------------------------------------------------


def nl_cmp(book, t, col, a, b, k, head, noun, cash=False, d=0, unit="", label=None, hdr=None, qty="as many",
           sym="€", more=()):
    """Two named rows, the larger first, in six layouts; noun names the figure ("net sales", "orders")."""
    F = Fmt(book.cases, sym)
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A_, B_ = (label(a), label(b)) if label else (a, b)
    S, W_, D = F.shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel = 100 * diff / vb
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
        form = 4
    if form == 5 and r < 1.25:
        form = 1
    if form == 0:
        f1 = lambda x: f"On {noun}, {A_} came in at {S(va)}, against {x} for {B_}"
        blocks = [P(Claim(f1(S(vb)), [nbr(f1)]), mult(t, F, r, k, lambda x: f"— {x} as much.")),
                  H("short", again(t, F, diff, k, f"{A_} is ahead by {{}}.", cash, unit, role="off") or
                    again(t, F, va, k, f"{A_} sits at {{}}.", cash, unit))]
    elif form == 1:
        h0, h1 = hdr or ("", cap(noun))
        f1 = lambda x: f"| {B_} | {x} |"
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"That puts {A_} {F.p(x)} ahead of {B_}"
        f3 = lambda x: f"(a gap of {x})."
        blocks = [T((h0, h1), f"| {A_} | {S(va)} |", Claim(f1(S(vb)), [nbr(f1)])),
                  P(Claim(f2(pt), [ptw(t, F, "wrong_base", f2, rel, 100 * diff / va, pd)]),
                    Claim(f3(S(diff)), [gap(f3)]))]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"On {noun}, {B_} reached {x} of {poss(A_)} figure"
        f2 = lambda x: f"({x} vs. {S(va)}),"
        f3 = lambda x: f"a gap of {x}."
        f4 = lambda x: f"{B_} stands at {F.p(x)} of {A_}."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(S(vb)), [nbr(f2)]),
                    Claim(f3(S(diff)), [gap(f3)])),
                  N(Claim(f4(pt), [ptw(t, F, "complement", f4, s, 100 - s, pd),
                                   ptw(t, F, "share_of_pair", f4, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        f1 = lambda x: f"{B_}: {x}"
        if tw:
            c2 = Claim(f"That's {tw} in favour of {A_}.", [("false_bound", f"That's {tbad} in favour of {A_}.")])
        else:
            c2 = Claim(f"So {A_} has {mw} {B_}.", [("false_bound", f"So {A_} has {mbad} {B_}.")])
        bf, bt = apx(F, vb, k + 1, cash, unit)[:2]
        blocks = [P(f"How the two stack up on {noun}:"),
                  N(f"{A_}: {S(va)}", Claim(f1(S(vb)), [nbr(f1)])), P(c2),
                  H("short", again(t, F, diff, k, f"{A_} is ahead by {{}}.", cash, unit, role="off")
                    or again(t, F, va, k, f"{A_} is at {{}} and {B_} at {bf(bt)}.", cash, unit))]
    elif form == 5:
        q = vb / va
        qt, qd = fig(q, 2)
        f1 = lambda x: f"{B_} came to {x} on {noun}, {A_} to {S(va)}"
        f2 = lambda x: f"— a ratio of {x} between the two."
        blocks = [P(Claim(f1(S(vb)), [nbr(f1)]),
                    Claim(f2(F.g(qt)), [off_f(t, "off", f2, q, (1.45, 0.6, 1.8, 0.45), qd, lambda x: F.w(x, qd)),
                                        off(t, "inverse_ratio", f2(F.w(r, qd)), q, r, qd, real=True, alts=[])])),
                  N(Claim(f"Gap: {S(diff)}", [gap(lambda x: f"Gap: {x}")]))]
    else:
        fmt, pt, pd, show = pct_s(F, rel, k)
        f1 = lambda x: f"{cap(A_)} is {fmt(x)} ahead of {B_} on {noun}"
        f2 = lambda x: f"({S(va)} vs. {x}),"
        f3 = lambda x: f"a difference of {x}."
        blocks = [P(Claim(f1(pt), [off(t, "wrong_base", f1(show(100 * diff / va)), rel, 100 * diff / va, pd,
                                       approx=True, real=True, alts=[])]),
                    Claim(f2(S(vb)), [nbr(f2)]), Claim(f3(S(diff)), [gap(f3)]))]
    book.item(t.db, t.rid, "comparison", head, blocks + list(more))


def _move(book, F, t, v1, v2, nbr, k, head, noun, l1, l2, tag, cash, d, unit, good_up, are, more):
    """From v1 (l1) to v2 (l2), in four layouts; nbr(fmt): the twin with the neighbouring row's v1; good_up:
    whether a rise is good news (None: neither); are: the noun takes a plural verb."""
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
    tone = [TONE(up == good_up, k)] if good_up is not None else []

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
        f1 = lambda x: f"{cap(noun)} went from {x} in {l1} to {S(v2)} in {l2},"
        f2 = lambda y: f"{ud} {F.p(y)}{tg}"
        f3 = lambda x: f"— that's {x} {more_less} than in {l1}."
        blocks = [P(Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
        blocks += tone
    elif form == 1:
        f1 = lambda x, y: f"| {cap(noun)} | {x} | {S(v2)} | {sg}{F.p(y)} |"
        c1 = Claim(f1(S(v1), pt), [nbr(lambda x: f1(x, pt)), base(lambda y: f1(S(v1), y))])
        blocks = [T(("", cap(l1), cap(l2), "Change"), c1),
                  P(Claim(f"So {fw}.", [("false_bound", f"So {fbad}.")]))] + tone
    elif form == 2:
        f2 = lambda x: f"{l1}: {x}"
        f3 = lambda y: f"{l2}: {S(v2)} ({sg}{F.p(y)},"
        f4 = lambda x: f"{sg}{x})"
        items = [Claim(f2(S(v1)), [nbr(f2)]), [Claim(f3(pt), [base(f3)]), Claim(f4(S(abs(diff))), [absd(f4)])]]
        if up and v2 / v1 >= 1.3:
            tk = mult(t, F, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}.")
        else:
            fmt, ht, hd, show = pct_s(F, p, k)
            f5 = lambda x: f"{noun} {be} {ud} {fmt(x)}{tg}."
            tk = Claim(f5(ht), [off_r(t, F, "restated_contradicts", f5, p, (1.7, 0.5, 2.3, 0.35),
                                      lambda x: (show(x), round(x, hd)))]) if ht != pt else \
                again(t, F, v2, k, f"{noun} for {l2} {was} {{}}.", cash, unit)
        blocks = [P(f"{cap(noun)}, period by period:"), N(*items), H("short", tk) if tk else None] + tone
    else:
        fmt, ht, hd, show = pct_s(F, p, k)
        f1 = lambda x: f"{cap(noun)} {be} {ud} {fmt(x)}{tg}"
        f2 = lambda x: f"({x} in {l1}, {S(v2)} in {l2})."
        r = again(t, F, abs(diff), k + 1, f"In absolute terms, that's {{}} {more_less}.", cash, unit, role="off")
        blocks = [P(Claim(f1(ht), [base(f1, True, show, hd)]), Claim(f2(S(v1)), [nbr(f2)])),
                  P(r) if r else None] + tone
    book.item(t.db, t.rid, "change", head, [b for b in blocks if b] + list(more))


def nl_chg(book, t, col, p1, p2, k, head, noun, l1, l2, tag="week on week", cash=False, d=0, unit="", good_up=True,
           are=False, sym="€", more=()):
    """From one row (a period) to another."""
    F = Fmt(book.cases, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, head, noun, l1, l2, tag,
          cash, d, unit, good_up, are, more)


def nl_yoy(book, t, key, c1, c2, k, head, noun, l1, l2, tag="year on year", cash=False, d=0, unit="", good_up=True,
           are=False, sym="€", more=()):
    """Within one row, from one period's column to the next."""
    F = Fmt(book.cases, sym)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, head, noun, l1, l2, tag, cash, d, unit,
          good_up, are, more)


def nl_pts(book, t, c1, c2, key, k, head, noun, l1, l2, label=None, each=None, more=()):
    """One row's share of a column total in two periods, the move in percentage points; twins: the later share's
    complement, the relative change given as points; a closing line puts the later share in words."""
    F = Fmt(book.cases)
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    pts = pick(["percentage points", "pp", "points", "percentage points"], k)
    f1 = lambda x: f"{cap(name)} made up {F.p(F.g(s1t))} of {noun} in {l1} and {F.p(x)} in {l2}"
    f2 = lambda x: f"({'up' if up else 'down'} {x} {pts})."
    blocks = [P(Claim(f1(F.g(s2t)), [off(t, "complement", f1(F.w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True,
                                          alts=[])]),
                Claim(f2(F.g(ppt)), [off(t, "percent_as_points", f2(F.w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                         real=True, alts=[])]))]
    gw, gbad = frac_q(s2 / 100)
    if gw:
        gw, gbad = f"{gw} of {noun}", f"{gbad} of {noun}"
    elif each:
        gw, gbad = every(s2 / 100)
        gw, gbad = (f"{gw} {each}", f"{gbad} {each}") if gw else (None, None)
    if gw:
        blocks.append(H("short", Claim(f"{name} now stands at {gw}.",
                                       [("false_bound", f"{name} now stands at {gbad}.")])))
    book.item(t.db, t.rid, "change", head, blocks + list(more))


def nl_share(book, t, col, key, k, head, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
             tot=None, hdr=None, sym="€", more=()):
    """One row's share of a total (the column's, or tot), in four layouts; items names what the share counts for
    "one in every N {items}"."""
    F = Fmt(book.cases, sym)
    S, W_, D = F.shows(cash, d, unit)
    v = t[key][col]
    Tt = tot if tot is not None else sum(t.col(col))
    s = 100 * v / Tt
    name = label or key
    st, sd = fig(s, 1)
    st = F.g(st)
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
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x, y: f"| {cap(name)} | {x} | {F.p(y)} |"
        c1 = Claim(f1(S(v), st), [nbr(lambda x: f1(x, st)),
                                  off(t, "complement", f1(S(v), F.w(100 - s, sd)), s, 100 - s, sd, real=True,
                                      alts=[]),
                                  wt(lambda y: f1(S(v), y), sd)])
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}")
        blocks = [T((h0, h1, "Share"), c1, f"| Total | {S(Tt)} | {F.p('100')} |"),
                  P(Claim(f"So {name} came to {gw}.", [("false_bound", f"So {name} came to {gb}.")]))]
    elif form == 1:
        f1 = lambda x: f"{cap(name)} came to {x} out of {S(Tt)},"
        f2 = lambda y: f"which is {F.p(y)} of {whole}."
        c2 = Claim(f2(st), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[]),
                            wt(f2, sd)])
        if fw or ow or bw:
            gw, gb = (fw, fbad) if fw else (ow, obad) if ow else (bw, bbad)
            r = Claim(f"that's {gw} of {whole}.", [("false_bound", f"that's {gb} of {whole}.")]) \
                if (fw or (bw and not ow)) else Claim(f"that's {gw}.", [("false_bound", f"that's {gb}.")])
        else:
            r = again(t, F, v, k, "that's {} in round numbers.", cash, unit)
        blocks = [P(Claim(f1(S(v)), [nbr(f1)]), c2), H("short", r) if r else None]
    elif form == 3:
        f1 = lambda x: f"{cap(name)}: {x}"
        f2 = lambda y: f"Share of {whole}: {F.p(y)}"
        blocks = [P(Claim(f"{cap(tw_)} of {whole} came from {name}.",
                          [("false_bound", f"{cap(tbad_)} of {whole} came from {name}.")])),
                  N(Claim(f1(S(v)), [nbr(f1)]), f"Total: {S(Tt)}",
                    Claim(f2(st), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[]),
                                   wt(f2, sd)]))]
    else:
        fmt, pt, pd, show = pct_s(F, s, k)
        f1 = lambda x: f"{cap(name)} came to {fmt(x)} of {whole}"
        f2 = lambda x: f"({x} out of {S(Tt)})."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[]),
                            off(t, "wrong_total", f1(show(100 * v / (v + t[other][col]))), s,
                                100 * v / (v + t[other][col]), pd, approx=True, real=True, alts=[])
                            if other else None])
        r = (Claim(f"In other words, {bw} of {whole}.", [("false_bound", f"In other words, {bbad} of {whole}.")])
             if bw and k % 2 else None) or \
            (Claim(f"That's {fw} of {whole}.", [("false_bound", f"That's {fbad} of {whole}.")]) if fw else None) or \
            again(t, F, v, k + 1, "In round numbers, that's {}.", cash, unit)
        blocks = [P(c1, Claim(f2(S(v)), [nbr(f2)])), P(r) if r else None]
    book.item(t.db, t.rid, "per_unit", head, [b for b in blocks if b] + list(more))


def nl_sub(book, t, col, keys, k, head, whole, cash=False, d=0, unit="", label=None, sym="€", more=()):
    """A subset of named rows summed, and its share of the column total; twins: the sum off, the share's
    complement."""
    F = Fmt(book.cases, sym)
    S, W_, D = F.shows(cash, d, unit)
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in keys)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    names = ", ".join(Lb(x) for x in keys[:-1]) + f" and {Lb(keys[-1])}"
    f1 = lambda x: f"{names} together came to {x},"
    f2 = lambda x: f"or {F.p(x)} of {whole}."
    items = [f"{Lb(x)}: {S(t[x][col])}" for x in keys]
    blocks = [N(*items),
              P(Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.35, 0.65, 1.7, 0.5), D(sm), lambda x: W_(x, D(sm)))]),
                Claim(f2(F.g(st)), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True,
                                        alts=[])]))]
    book.item(t.db, t.rid, "per_unit", head, blocks + list(more))


def nl_top(book, t, col, m, k, head, whole, cash=False, d=0, unit="", label=None, hdr=None, lead="The top",
           sym="€", more=()):
    """The top m rows together and their share of the total, as a paragraph or as a table with a total row."""
    F = Fmt(book.cases, sym)
    S, W_, D = F.shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    gw, gbad = frac_q(s / 100)
    f2 = (lambda x: f"which is {F.p(x)} of the {S(tot)} total.") if k % 2 == 0 else \
        (lambda x: f"Together they make up {F.p(x)} of the {S(tot)} total.")
    c2 = Claim(f2(F.g(st)), [off(t, "complement", f2(F.w(100 - s, sd)), s, 100 - s, sd, real=True, alts=[])])
    if k % 2 == 0:
        fmt, tx, val, show = apx(F, sm, k, cash, unit)
        names = Lb(order[0]) + "".join(f", {Lb(x)}" for x in order[1:-1]) + f" and {Lb(order[-1])}"
        f1 = lambda x: f"{lead} {say(m)} ({names}) add up to {fmt(x)},"
        blocks = [P(Claim(f1(tx), [off_r(t, F, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]), c2)]
    else:
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x: f"| **Top {say(m)} combined** | **{x}** |"
        rows = [f"| {Lb(x)} | {S(t[x][col])} |" for x in order]
        blocks = [T((h0, h1), *rows, Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.3, 0.7, 1.6, 0.5), D(sm),
                                                             lambda x: W_(x, D(sm)))])),
                  P(c2)]
    if gw:
        blocks.append(H("short", Claim(f"the top {say(m)} make up {gw} of {whole}.",
                                       [("false_bound", f"the top {say(m)} make up {gbad} of {whole}.")])))
    book.item(t.db, t.rid, "per_unit", head, blocks + list(more))


def nl_rate(book, t, tot_col, cnt_col, key, k, head, unit, what, cash=False, label=None, sfx="", units=None,
            pooled=None, fmt=None, sym="€", more=()):
    """A total over a count for one row ("which works out to 1.843,01 € per order"); with pooled (the rows named as
    a group), the blended rate after it (twin: the simple mean of the rows' rates); else the total said again,
    rounded. fmt(total, count, rate): the sentence, where the default will not read well."""
    F = Fmt(book.cases, sym)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = F.g(f"{int(cnt_):,}")
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_s(F, r, k, cash, sfx)
    if fmt:
        f1 = lambda x: fmt(St(tot), c, x)
    elif k % 2 == 0:
        f1 = lambda x: f"{cap(name)}: {St(tot)} {what} across {c} {units}, which works out to {x} per {unit}."
    else:
        f1 = lambda x: f"{cap(name)} averaged {x} {what} per {unit} ({St(tot)} over {c} {units})." if not cash \
            else f"{cap(name)} averaged {x} per {unit} ({St(tot)} in {what} over {c} {units})."
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
        f = lambda x: f"across {pooled} it's {x} per {unit}."
        blocks.append(N(Claim(cap(f(ot)), [off(t, "plain_as_weighted", cap(f(ow(plain))), overall, plain, od,
                                                real=True, alts=[]) if ow(plain) != ot else None])))
    else:
        rr = again(t, F, tot, k + 1, f"that's {{}} in {what} over the {c} {units}." if cash else
                   f"that's {{}} {what} over the {c} {units}.", cash, sfx) if abs(tot) >= 1000 else None
        blocks.append(H("short", rr) if rr else PLAIN(k))
    book.item(t.db, t.rid, "per_unit", head, blocks + list(more))


def nl_avg(book, t, col, key, k, head, noun, per, cash=False, d=0, unit="", label=None, ad=None, verb="had",
           sym="€", more=()):
    """One row against the simple average of the rows: the gap in percent, or as a multiple."""
    F = Fmt(book.cases, sym)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"{cap(name)} {verb} {S(v)}{noun}, against an average of {x} per {per}"
    c1 = Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                   lambda x: Wa(x, Da(avg)))])
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"(about {x} the average).")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"— {F.p(x)} {'above' if above else 'below'} average."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    book.item(t.db, t.rid, "per_unit", head, [P(c1, c2)] + list(more))


def nl_blend(book, t, avg_col, n_col, k, head, noun, per, grp, d=1, unit="", cash=False, sym="€", more=()):
    """The weighted average of group averages, then the simple average of the groups beside it; twins: the simple
    mean given as the weighted one, and the weighted one given as the simple one."""
    F = Fmt(book.cases, sym)
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    show = (lambda x: F.cur(x)) if cash else (lambda x: x + unit)
    f1 = lambda x: f"Across all {F.g(f'{int(sum(ns)):,}')} {plural(per)}, the overall {noun} is {show(x)}."
    f2 = lambda x: f"a straight average of the {say(len(avgs))} {plural(grp)} gives {show(x)},"
    blocks = [P(Claim(f1(F.g(wt)), [off(t, "plain_as_weighted", f1(F.w(plain, wd)), wa, plain, wd, real=True,
                                        alts=[])])),
              H("why", Claim(f2(F.g(pt)), [off(t, "weighted_as_plain", f2(F.w(wa, pd)), plain, wa, pd, real=True,
                                               alts=[])]),
                f"but that counts the small {plural(grp)} as much as the big ones.")]
    book.item(t.db, t.rid, "per_unit", head, blocks + list(more))


def nl_conv(book, t, key, col, k, head, fmt, src_d, factor, dst_d, bads, hedged=True, table_=None, bullet=False,
            say_again=None, fn=None, more=()):
    """A figure with its conversion beside it (hedged or exact); twin: the first wrong factor whose figure is far
    enough off. fn: a conversion that is not a factor (litres per 100 km from mpg), with bads as wrong functions.
    table_: (columns,) lays it out as a one-row table; bullet: in the "By the numbers" block; say_again:
    (template, unit) restates the original figure, rounded, after it."""
    F = Fmt(book.cases)
    v = t[key][col]
    conv = fn or (lambda x: x * factor)
    c = conv(v)
    vt = F.n(v, src_d)[0]
    if hedged:
        fa, ct, cv, show = apx(F, c, k)
        sh = lambda x: fa(x)
    else:
        ctt, cd = fig(c, dst_d)
        ct = F.g(ctt)
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
    blocks = [T(table_, c1)] if table_ else [N(c1)] if bullet else [P(c1)]
    if say_again:
        tmpl, u = say_again
        r = again(t, F, v, k + 1, tmpl, unit=u)
        if r:
            blocks.append(H("short", r))
    book.item(t.db, t.rid, "conversion", head, blocks + list(more))


def nl_empty(book, db, question, sql, head, ack, bad, extra=(), more=()):
    """An empty result told as the newsletter tells it; twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", head, [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def nl_ident(book, t, head, text, good, bad, extra=(), more=()):
    """A record's identifier; twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", head,
              [P(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                 *extra)] + list(more), derived=False)


def nl_plain(book, t, head, blocks):
    book.item(t.db, t.rid, "plain", head, list(blocks), derived=False)


def fmt_of(book, sym="€"):
    """The Fmt the next item will use (for text built before the shape is called)."""
    return Fmt(book.cases, sym)


# ---------------------------------------------------------------------------
# northwind: the wholesale desk (weekly sales, European markets, carriers, stock, reps)
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
ORD = ("(SELECT order_id, sum(unit_price * quantity * (1 - discount)) AS net, sum(quantity) AS units "
       "FROM order_details GROUP BY 1)")
EUROPE = ("('Germany', 'France', 'Austria', 'Belgium', 'Switzerland', 'Italy', 'Spain', 'Sweden', 'Denmark', "
          "'Finland', 'Norway', 'Poland', 'Portugal', 'Ireland', 'UK')")


def northwind(book):
    wk = table("northwind", "Per ISO week from week 9 to week 14 of 1998: orders, net sales after discounts, units, "
               "ordering accounts and freight billed?",
               "SELECT to_char(o.order_date, 'IYYY-\"W\"IW') AS week, count(*) AS orders, "
               "round(sum(x.net)::numeric, 2) AS net_sales, sum(x.units) AS units, "
               "count(DISTINCT o.customer_id) AS accounts, round(sum(o.freight)::numeric, 2) AS freight "
               f"FROM orders o JOIN {ORD} x ON x.order_id = o.order_id WHERE o.order_date >= '1998-02-23' "
               "AND o.order_date < '1998-04-06' GROUP BY 1 ORDER BY 1")
    W = lambda x: "W" + x[-2:]
    nl_chg(book, wk, "net_sales", "1998-W12", "1998-W13", 0, "Week 13 jumps", "net sales", "W12", "W13",
           cash=True, are=True)
    nl_chg(book, wk, "units", "1998-W13", "1998-W14", 2, "Volumes catch up with revenue", "units ordered",
           "week 13", "week 14", are=True)
    nl_chg(book, wk, "freight", "1998-W10", "1998-W11", 3, "Freight holds steady", "the freight bill", "W10", "W11",
           cash=True, good_up=None)
    nl_chg(book, wk, "net_sales", "1998-W09", "1998-W10", 1, "A quiet start to March", "net sales", "W09", "W10",
           cash=True, are=True)
    nl_rate(book, wk, "net_sales", "orders", "1998-W13", 0, "Bigger baskets in W13", "order", "net sales",
            cash=True, label="W13", units="orders", pooled="all six weeks")
    nl_rate(book, wk, "freight", "orders", "1998-W11", 1, "Freight per order", "order", "freight", cash=True,
            label="W11", units="orders")
    nl_share(book, wk, "net_sales", "1998-W14", 1, "The quarter closes strong", "net sales over the six weeks",
             cash=True, label=W("1998-W14"), other="1998-W13")
    nl_avg(book, wk, "units", "1998-W14", 1, "A record week for units", " units", "week", label="W14", ad=1,
           verb="moved")
    nl_cmp(book, wk, "net_sales", "1998-W13", "1998-W10", 0, "Then and now", "net sales", cash=True, label=W)
    F = fmt_of(book)
    tot_o = sum(wk.col("orders"))
    u14 = F.g(f"{wk['1998-W14']['units']:,.0f}")
    nl_plain(book, wk, "Six weeks at a glance", [
        P(Claim(f"We booked {F.g(f'{tot_o:,.0f}')} orders between 23 February and 5 April.",
                [plain_off(wk, F, lambda x: f"We booked {x} orders between 23 February and 5 April.", tot_o)]),
          Claim(f"{cap(say(wk['1998-W10']['accounts']))} different accounts ordered in W10 alone.",
                [words_row(wk, "accounts", "1998-W10",
                           lambda x: f"{cap(x)} different accounts ordered in W10 alone.")])),
        N(f"Best week for units: W14, with {u14}")])

    eu = table("northwind", "Per European customer country: net sales in the first quarter of 1997 and of 1998, "
               "orders in the first quarter of 1998 and customers on file?",
               "SELECT c.country, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date >= '1997-01-01' "
               "AND o.order_date < '1997-04-01'), 0)::numeric, 2) AS sales_q1_1997, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01' "
               "AND o.order_date < '1998-04-01'), 0)::numeric, 2) AS sales_q1_1998, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1998-01-01' AND o.order_date < '1998-04-01') "
               "AS orders_q1_1998, count(DISTINCT c.customer_id) AS customers FROM customers c JOIN orders o "
               "ON o.customer_id = c.customer_id JOIN order_details od ON od.order_id = o.order_id "
               f"WHERE c.country IN {EUROPE} GROUP BY 1 ORDER BY 3 DESC, 1")
    nl_yoy(book, eu, "Germany", "sales_q1_1997", "sales_q1_1998", 2, "Germany takes off", "German net sales",
           "Q1 1997", "Q1 1998", cash=True, are=True)
    nl_yoy(book, eu, "Denmark", "sales_q1_1997", "sales_q1_1998", 0, "Denmark slips", "Danish net sales",
           "Q1 1997", "Q1 1998", cash=True, are=True)
    nl_yoy(book, eu, "France", "sales_q1_1997", "sales_q1_1998", 3, "France edges up", "French net sales",
           "Q1 1997", "Q1 1998", cash=True, are=True)
    nl_cmp(book, eu, "sales_q1_1998", "Germany", "France", 3, "Germany vs. France", "Q1 1998 net sales",
           cash=True)
    nl_cmp(book, eu, "sales_q1_1998", "Austria", "Belgium", 5, "Austria ahead of Belgium", "Q1 1998 net sales",
           cash=True, hdr=("Country", "Q1 1998"))
    nl_share(book, eu, "sales_q1_1998", "Germany", 0, "Germany's slice of Europe", "European net sales in Q1 1998",
             cash=True, other="Austria", hdr=("Market", "Q1 1998 net sales"))
    nl_top(book, eu, "sales_q1_1998", 3, 1, "The big three markets", "Q1 1998 European net sales", cash=True,
           hdr=("Market", "Q1 1998"))
    nl_pts(book, eu, "sales_q1_1997", "sales_q1_1998", "France", 0, "France's share shrinks",
           "European net sales", "Q1 1997", "Q1 1998")
    nl_rate(book, eu, "sales_q1_1998", "orders_q1_1998", "Austria", 0, "Austria: few orders, big tickets", "order",
            "net sales", cash=True, units="orders", pooled="all fifteen markets",
            fmt=lambda a, c, x: f"Austria brought in {a} from just {c} orders in Q1 1998, which works out to {x} "
                                "per order.")
    nl_sub(book, eu, "sales_q1_1998", ["Spain", "Italy", "Portugal"], 1, "Southern Europe stays small",
           "European net sales in Q1 1998", cash=True)
    nl_rate(book, eu, "sales_q1_1998", "customers", "UK", 1, "UK sales per customer", "customer",
            "Q1 1998 net sales", cash=True, label="The UK", units="customers on file")

    sh = table("northwind", "Per carrier, for orders to European destinations shipped in 1998: shipments, average "
               "days from order to shipment, freight billed and shipments after the required date?",
               "SELECT s.company_name AS carrier, count(*) AS shipments, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, "
               "round(sum(o.freight)::numeric, 2) AS freight, "
               "count(*) FILTER (WHERE o.shipped_date > o.required_date) AS late FROM orders o JOIN shippers s "
               f"ON s.shipper_id = o.ship_via WHERE o.ship_country IN {EUROPE} AND o.shipped_date >= '1998-01-01' "
               "GROUP BY 1 ORDER BY 2 DESC")
    nl_rate(book, sh, "freight", "shipments", "Speedy Express", 0, "Carrier costs per shipment", "shipment",
            "freight", cash=True, units="shipments", pooled="the three carriers")
    nl_conv(book, sh, "Speedy Express", "avg_days", 1, "Speedy isn't speedy",
            lambda v, c: f"Speedy Express took {v} days on average from order to dispatch — that's {c} hours.", 2,
            24, 0, (1 / 7, 7, 60), hedged=False)
    nl_conv(book, sh, "United Package", "avg_days", 2, "Lead times in weeks",
            lambda v, c: f"United Package averaged {v} days order-to-ship, {c} weeks.", 2, 1 / 7, 1,
            (1 / 24, 24, 1 / 30))
    nl_blend(book, sh, "avg_days", "shipments", 0, "Average lead time", "time to ship", "shipment", "carrier", d=2,
             unit=" days")
    nl_cmp(book, sh, "shipments", "United Package", "Federal Shipping", 2, "Who carries Europe",
           "European shipments this year", qty="as many shipments")
    nl_share(book, sh, "shipments", "United Package", 3, "United Package's share", "European shipments this year",
             items="shipments", label="United Package", other="Speedy Express")

    ct = table("northwind", "Per category, active products only: products, units in stock, stock value at list "
               "price, units on order and products below their reorder level?",
               "SELECT c.category_name AS category, count(*) AS products, sum(p.units_in_stock) AS in_stock, "
               "round(sum(p.units_in_stock * p.unit_price)::numeric, 2) AS stock_value, "
               "sum(p.units_on_order) AS on_order, count(*) FILTER (WHERE p.units_in_stock < p.reorder_level) "
               "AS below_reorder FROM products p JOIN categories c ON c.category_id = p.category_id "
               "WHERE p.discontinued = 0 GROUP BY 1 ORDER BY 4 DESC")
    nl_share(book, ct, "stock_value", "Seafood", 2, "Where the stock money sits", "the stock value on the shelves",
             cash=True, other="Condiments")
    nl_rate(book, ct, "stock_value", "in_stock", "Beverages", 1, "Value per unit on the shelf", "unit",
            "stock value", cash=True, units="units", pooled="all eight categories")
    nl_cmp(book, ct, "in_stock", "Seafood", "Produce", 0, "Seafood vs. Produce", "units in stock", unit=" units")
    nl_top(book, ct, "stock_value", 2, 0, "Two categories hold the most", "stock value", cash=True,
           lead="The top")
    F = fmt_of(book)
    tb = int(sum(ct.col("below_reorder")))
    nl_plain(book, ct, "Reorder watch", [
        P(Claim(f"{cap(say(tb))} active products are below their reorder level this week,",
                [words_twin("off", f"{cap(say(tb + 9))} active products are below their reorder level this week,",
                            tb, tb + 9)]),
          Claim(f"{say(ct['Confections']['below_reorder'])} of them in Confections.",
                [words_row(ct, "below_reorder", "Confections", lambda x: f"{x} of them in Confections.")])),
        N(f"Units on order for Confections: {F.g(format(ct['Confections']['on_order'], ',.0f'))}",
          f"Meat/Poultry on order: {say(ct['Meat/Poultry']['on_order'])}")])

    rp = table("northwind", "Per sales rep: office country, orders and net sales from January to April 1997 and "
               "from January to April 1998?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, e.country AS office, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date < '1997-05-01') AS orders_1997, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1998-01-01') AS orders_1998, "
               f"round(sum({NET}) FILTER (WHERE o.order_date < '1997-05-01')::numeric, 2) AS sales_1997, "
               f"round(sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01')::numeric, 2) AS sales_1998 "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               "ON od.order_id = o.order_id WHERE (o.order_date >= '1997-01-01' AND o.order_date < '1997-05-01') "
               "OR (o.order_date >= '1998-01-01' AND o.order_date < '1998-05-01') GROUP BY 1, 2 ORDER BY 6 DESC")
    nl_yoy(book, rp, "Anne Dodsworth", "sales_1997", "sales_1998", 2, "Anne's breakout year", "Anne's net sales",
           "Jan–Apr 1997", "Jan–Apr 1998", cash=True, are=True)
    nl_yoy(book, rp, "Margaret Peacock", "sales_1997", "sales_1998", 3, "Margaret below last year",
           "Margaret's net sales", "Jan–Apr 1997", "Jan–Apr 1998", cash=True, are=True)
    nl_yoy(book, rp, "Robert King", "orders_1997", "orders_1998", 0, "Robert's order book", "Robert's order count",
           "Jan–Apr 1997", "Jan–Apr 1998")
    nl_cmp(book, rp, "sales_1998", "Janet Leverling", "Andrew Fuller", 4, "Janet edges Andrew",
           "net sales so far this year", cash=True, label=lambda x: x.split()[0])
    nl_rate(book, rp, "sales_1998", "orders_1998", "Janet Leverling", 0, "Janet's average order", "order",
            "net sales", cash=True, label="Janet", units="orders", pooled="the nine reps")
    nl_avg(book, rp, "orders_1998", "Michael Suyama", 0, "Michael's pipeline", " orders", "rep", label="Michael",
           ad=1, verb="booked")
    nl_sub(book, rp, "sales_1998", ["Robert King", "Anne Dodsworth", "Steven Buchanan", "Michael Suyama"], 0,
           "The London office", "the team's net sales this year", cash=True)

    pz = table("northwind", "Products from Plutzer Lebensmittelgroßmärkte AG: units sold, net sales and orders in "
               "1997?",
               "SELECT p.product_name AS product, sum(od.quantity) AS units_1997, "
               f"round(sum({NET})::numeric, 2) AS sales_1997, count(DISTINCT o.order_id) AS orders_1997 "
               "FROM products p JOIN order_details od ON od.product_id = p.product_id JOIN orders o "
               "ON o.order_id = od.order_id JOIN suppliers s ON s.supplier_id = p.supplier_id "
               "WHERE s.company_name = 'Plutzer Lebensmittelgroßmärkte AG' AND o.order_date >= '1997-01-01' "
               "AND o.order_date < '1998-01-01' GROUP BY 1 ORDER BY 3 DESC")
    nl_share(book, pz, "sales_1997", "Thüringer Rostbratwurst", 1, "Supplier spotlight: Plutzer",
             "what we sold from Plutzer in 1997", cash=True, other="Rössle Sauerkraut")
    nl_rate(book, pz, "sales_1997", "units_1997", "Rhönbräu Klosterbier", 1, "What a beer really earns", "unit",
            "net sales", cash=True, units="units",
            fmt=lambda a, c, x: f"Rhönbräu Klosterbier brought in {a} on {c} units in 1997, so {x} per unit after "
                                "discounts.")
    nl_cmp(book, pz, "units_1997", "Rhönbräu Klosterbier", "Wimmers gute Semmelknödel", 0, "Beer outsells dumplings",
           "units sold in 1997", unit=" units", qty="as many units")

    big = table("northwind", "The biggest order of week 13 of 1998: order id, date, customer and value after "
                "discounts?",
                "SELECT o.order_id::text AS order_id, o.order_date::text AS ordered, c.company_name AS customer, "
                f"round(sum({NET})::numeric, 2) AS order_value FROM orders o JOIN order_details od "
                "ON od.order_id = o.order_id JOIN customers c ON c.customer_id = o.customer_id "
                "WHERE o.order_date >= '1998-03-23' AND o.order_date < '1998-03-30' GROUP BY 1, 2, 3 "
                "ORDER BY 4 DESC LIMIT 1")
    bid = big.order[0]
    F = fmt_of(book)
    nl_ident(book, big, "Deal of the week", f"The deal of the week is order {bid} from {big[bid]['customer']}",
             f"order {bid}", f"order {int(bid) - 214}",
             extra=[f"placed on {big[bid]['ordered']}, worth {F.m(big[bid]['order_value'], 2)[0]} after discounts."])
    nl_empty(book, "northwind", "Which orders shipped to Finland were placed in March 1998?",
             "SELECT order_id FROM orders WHERE ship_country = 'Finland' AND order_date >= '1998-03-01' "
             "AND order_date < '1998-04-01'",
             "Finland", "No orders went to Finland in March — zero, for the first time in a while.",
             "Finland sent us fourteen orders in March.")
    F = fmt_of(book)
    nl_empty(book, "northwind", "Which orders were placed on or after 11 May 1998?",
             "SELECT order_id FROM orders WHERE order_date >= '1998-05-11'",
             "Order intake since Monday", "Nothing has come in since Monday the 11th, so intake for the week stands "
             f"at {F.cur('0')} so far.", "Eleven orders have come in since Monday the 11th.",
             more=[P("The system migration froze order entry; it should be back by Wednesday.")])
    nl_empty(book, "northwind", "Which active Meat/Poultry products have units on order?",
             "SELECT p.product_name FROM products p JOIN categories c ON c.category_id = p.category_id "
             "WHERE c.category_name = 'Meat/Poultry' AND p.discontinued = 0 AND p.units_on_order > 0",
             "Meat/Poultry purchasing", "There are no open purchase orders for Meat/Poultry: zero units on order.",
             "There are thirteen open purchase orders for Meat/Poultry.")



# ---------------------------------------------------------------------------
# chinook: the download shop (quarters, European markets, genres, the catalogue)
# ---------------------------------------------------------------------------

EU_BILL = ("('Austria', 'Belgium', 'Czech Republic', 'Denmark', 'Finland', 'France', 'Germany', 'Hungary', "
           "'Ireland', 'Italy', 'Netherlands', 'Norway', 'Poland', 'Portugal', 'Spain', 'Sweden', 'United Kingdom')")


def chinook(book):
    cq = table("chinook", "Per quarter of 2024 and 2025: invoices, revenue, tracks sold and paying customers?",
               "SELECT extract(year FROM i.invoice_date)::int || '-Q' || extract(quarter FROM i.invoice_date)::int "
               "AS quarter, count(DISTINCT i.invoice_id) AS invoices, sum(il.unit_price * il.quantity) AS revenue, "
               "sum(il.quantity) AS tracks, count(DISTINCT i.customer_id) AS customers FROM invoice i "
               "JOIN invoice_line il ON il.invoice_id = i.invoice_id WHERE i.invoice_date >= '2024-01-01' "
               "AND i.invoice_date < '2026-01-01' GROUP BY 1 ORDER BY 1")
    Q = lambda x: f"Q{x[-1]} {x[:4]}"
    nl_chg(book, cq, "revenue", "2025-Q3", "2025-Q4", 0, "Download shop ends the year up", "shop revenue",
           "Q3 2025", "Q4 2025", tag="quarter on quarter", cash=True, d=2)
    nl_chg(book, cq, "revenue", "2024-Q4", "2025-Q4", 3, "Q4 against last year's Q4", "shop revenue", "Q4 2024",
           "Q4 2025", tag="year on year", cash=True, d=2)
    nl_chg(book, cq, "revenue", "2024-Q4", "2025-Q1", 1, "A soft first quarter", "shop revenue", "Q4 2024",
           "Q1 2025", tag="quarter on quarter", cash=True, d=2)
    nl_chg(book, cq, "tracks", "2024-Q3", "2024-Q4", 2, "More tracks out the door", "tracks sold", "Q3 2024",
           "Q4 2024", tag="quarter on quarter", are=True)
    nl_rate(book, cq, "revenue", "invoices", "2025-Q4", 0, "Basket size in the shop", "invoice", "revenue",
            cash=True, label="Q4 2025", units="invoices", pooled="the eight quarters")
    nl_avg(book, cq, "revenue", "2024-Q3", 0, "The odd one out", "", "quarter", cash=True, d=2, label="Q3 2024",
           ad=2, verb="brought in")
    nl_cmp(book, cq, "revenue", "2024-Q3", "2025-Q1", 2, "Best and worst quarter", "revenue", cash=True, d=2,
           label=Q)
    F = fmt_of(book)
    r25 = sum(cq[x]["revenue"] for x in cq.order if x.startswith("2025"))
    i25 = sum(cq[x]["invoices"] for x in cq.order if x.startswith("2025"))
    nl_plain(book, cq, "The shop's 2025 in one line", [
        P(Claim(f"The download shop closed 2025 with {F.m(r25, 2)[0]} in revenue",
                [plain_off(cq, F, lambda x: f"The download shop closed 2025 with {x} in revenue", r25, 2, True)]),
          Claim(f"from {F.g(f'{i25:,.0f}')} invoices.",
                [plain_off(cq, F, lambda x: f"from {x} invoices.", i25)])),
        N(f"Busiest quarter for tracks: a tie at {cq['2025-Q4']['tracks']:,.0f} between several quarters",
          f"Paying customers in Q4 2025: {say(cq['2025-Q4']['customers'])}")])

    ec = table("chinook", "Per European billing country: revenue in 2024 and in 2025, invoices in 2025 and "
               "customers billed?",
               "SELECT billing_country AS country, "
               "coalesce(sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2024), 0) AS revenue_2024, "
               "coalesce(sum(total) FILTER (WHERE extract(year FROM invoice_date) = 2025), 0) AS revenue_2025, "
               "count(*) FILTER (WHERE extract(year FROM invoice_date) = 2025) AS invoices_2025, "
               f"count(DISTINCT customer_id) AS customers FROM invoice WHERE billing_country IN {EU_BILL} "
               "GROUP BY 1 ORDER BY 3 DESC, 1")
    nl_yoy(book, ec, "Czech Republic", "revenue_2024", "revenue_2025", 0, "Czech customers double down",
           "Czech revenue", "2024", "2025", cash=True, d=2)
    nl_yoy(book, ec, "United Kingdom", "revenue_2024", "revenue_2025", 2, "The UK wakes up", "UK revenue", "2024",
           "2025", cash=True, d=2)
    nl_yoy(book, ec, "Germany", "revenue_2024", "revenue_2025", 3, "Germany cools", "German revenue", "2024",
           "2025", cash=True, d=2)
    nl_cmp(book, ec, "revenue_2025", "France", "Czech Republic", 4, "France still on top", "2025 revenue",
           cash=True, d=2)
    nl_cmp(book, ec, "revenue_2025", "United Kingdom", "Portugal", 1, "UK overtakes Portugal", "2025 revenue",
           cash=True, d=2, hdr=("Country", "2025 revenue"))
    nl_share(book, ec, "revenue_2025", "France", 2, "France's share of the European shop",
             "European shop revenue in 2025", cash=True, d=2, other="Czech Republic")
    nl_top(book, ec, "revenue_2025", 3, 0, "Three countries carry Europe", "European shop revenue in 2025",
           cash=True, d=2)
    nl_rate(book, ec, "revenue_2025", "invoices_2025", "United Kingdom", 1, "UK basket size", "invoice",
            "2025 revenue", cash=True, label="UK customers", units="invoices", pooled="the European countries")

    gn = table("chinook", "Per genre, invoices dated 2025: tracks sold, revenue and customers buying?",
               "SELECT g.name AS genre, sum(il.quantity) AS tracks, sum(il.unit_price * il.quantity) AS revenue, "
               "count(DISTINCT i.customer_id) AS customers FROM invoice i JOIN invoice_line il "
               "ON il.invoice_id = i.invoice_id JOIN track t ON t.track_id = il.track_id JOIN genre g "
               "ON g.genre_id = t.genre_id WHERE i.invoice_date >= '2025-01-01' AND i.invoice_date < '2026-01-01' "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_share(book, gn, "tracks", "Rock", 0, "Rock rules the charts", "the tracks we sold in 2025", items="tracks",
             other="Latin", hdr=("Genre", "Tracks"))
    nl_cmp(book, gn, "tracks", "Rock", "Latin", 0, "Rock vs. Latin", "tracks sold in 2025", unit=" tracks",
           qty="as many tracks")
    nl_top(book, gn, "revenue", 3, 1, "The top three genres", "2025 shop revenue", cash=True, d=2,
           hdr=("Genre", "2025 revenue"))
    nl_rate(book, gn, "revenue", "tracks", "TV Shows", 0, "Video pays more per download", "download", "revenue",
            cash=True, units="downloads", fmt=lambda a, c, x: f"TV Shows brought in {a} from {c} downloads, or {x} "
                                                             "per download.")
    nl_sub(book, gn, "revenue", ["Jazz", "Blues", "R&B/Soul"], 0, "The quieter genres", "2025 shop revenue",
           cash=True, d=2)
    nl_rate(book, gn, "tracks", "customers", "Metal", 1, "Metal fans buy in bulk", "customer", "tracks",
            label="Metal", units="customers")

    pl = table("chinook", "Per playlist: tracks, running time in milliseconds, minutes and hours, and storage in "
               "bytes?",
               "SELECT p.name AS playlist, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "round(sum(t.milliseconds) / 60000.0, 1) AS minutes, round(sum(t.milliseconds) / 3600000.0, 2) "
               "AS hours, sum(t.bytes) AS total_bytes FROM playlist p JOIN playlist_track pt "
               "ON pt.playlist_id = p.playlist_id JOIN track t ON t.track_id = pt.track_id GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    nl_conv(book, pl, "90’s Music", "total_ms", 0, "How long is the 90s playlist?",
            lambda v, c: f"The 90’s Music playlist runs {v} milliseconds end to end, which is {c} hours.", 0,
            1 / 3.6e6, 1, (1 / 1000, 1 / 60000, 1 / 8.64e7))
    nl_conv(book, pl, "TV Shows", "total_bytes", 1, "Storage check",
            lambda v, c: f"The TV Shows playlist takes up {v} bytes on the server, or {c} GB.", 0, GB_PER_BYTE, 1,
            (1 / 1e6, 1 / 1024 ** 2, 1 / 1e12), hedged=False, bullet=True)
    nl_conv(book, pl, "Music", "hours", 2, "A playlist for three weeks",
            lambda v, c: f"| Music | {v} h | {c} days |", 2, 1 / 24, 1, (1 / 60, 1 / 7, 24), hedged=False,
            table_=("Playlist", "Running time", "In days"))
    nl_conv(book, pl, "Classical", "minutes", 3, "Classical in hours",
            lambda v, c: f"Classical clocks in at {v} minutes, {c} hours.", 1, 1 / 60, 1, (1 / 100, 1 / 24, 60))
    nl_cmp(book, pl, "tracks", "Music", "90’s Music", 3, "The two big playlists", "tracks", qty="as many tracks")
    nl_rate(book, pl, "minutes", "tracks", "Classical", 1, "Classical tracks run long", "track", "minutes",
            units="tracks")

    big = table("chinook", "The biggest invoice of 2025: invoice id, date, billing country and total?",
                "SELECT invoice_id::text AS invoice, invoice_date::date::text AS invoice_date, billing_country, "
                "total FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' "
                "ORDER BY total DESC, invoice_id LIMIT 1")
    bi = big.order[0]
    F = fmt_of(book)
    nl_ident(book, big, "Basket of the year", f"The biggest basket of 2025 was invoice {bi}",
             f"invoice {bi}", f"invoice {int(bi) - 173}",
             extra=[f"from the {big[bi]['billing_country']} on {big[bi]['invoice_date']}, at "
                    f"{F.m(big[bi]['total'], 2)[0]}."])
    nl_empty(book, "chinook", "Which invoices were billed to Sweden in 2025?",
             "SELECT invoice_id FROM invoice WHERE billing_country = 'Sweden' AND invoice_date >= '2025-01-01' "
             "AND invoice_date < '2026-01-01'",
             "Sweden went quiet", "Not a single invoice went to Sweden in 2025, so Swedish revenue for the year "
             f"is {F.cur('0')}.", "Twelve invoices went to Sweden in 2025.")
    F = fmt_of(book)
    nl_empty(book, "chinook", "Which 2025 invoices had a total above 30?",
             "SELECT invoice_id FROM invoice WHERE invoice_date >= '2025-01-01' AND total > 30",
             "No bulk orders", f"No invoice this year topped {F.cur('30')}, so the bulk-discount rule never kicked "
             "in (zero cases).", f"Sixteen invoices this year topped {F.cur('30')}, so the bulk-discount rule "
             "kicked in sixteen times.")



# ---------------------------------------------------------------------------
# superhero: the merchandise team (action figures and their sizes)
# ---------------------------------------------------------------------------


def heroes(book):
    al = table("superhero", "For Marvel and DC, per alignment: characters, characters with a listed height, average "
               "height in cm and average weight in kg?",
               "SELECT CASE p.publisher_name WHEN 'Marvel Comics' THEN 'Marvel' ELSE 'DC' END || ' ' || "
               "lower(a.alignment) AS line, count(*) AS characters, count(*) FILTER (WHERE s.height_cm > 0) "
               "AS with_height, round(avg(nullif(s.height_cm, 0)), 1) AS avg_height_cm, "
               "round(avg(nullif(s.weight_kg, 0)), 1) AS avg_weight_kg FROM superhero s JOIN publisher p "
               "ON p.id = s.publisher_id JOIN alignment a ON a.id = s.alignment_id "
               "WHERE p.publisher_name IN ('Marvel Comics', 'DC Comics') GROUP BY 1 ORDER BY 2 DESC")
    nl_cmp(book, al, "characters", "Marvel good", "DC good", 2, "Marvel heroes outnumber DC's",
           "heroes (good-aligned characters)", label=lambda x: x.split()[0])
    nl_share(book, al, "characters", "Marvel bad", 1, "Villains in the Marvel range", "the big two's characters",
             label="Marvel villains", other="DC bad")
    nl_blend(book, al, "avg_height_cm", "with_height", 2, "How tall is an average figure?", "average height",
             "measured character", "line", d=1, unit=" cm")
    nl_conv(book, al, "DC good", "avg_weight_kg", 0, "DC heroes on the scales",
            lambda v, c: f"DC's heroes average {v} kg, which is {c} lb.", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 2.0))
    nl_sub(book, al, "characters", ["DC good", "DC bad", "DC neutral"], 2, "DC's share of the big two",
           "the big two's characters", label=lambda x: "DC " + x.split()[1] + (" guys" if x != "DC neutral" else ""))

    nm = table("superhero", "Heights in cm and weights in kg of Superman, Batman, Wonder Woman, Aquaman, Darkseid, "
               "Doomsday, Cyborg and Martian Manhunter?",
               "SELECT superhero_name AS character, height_cm, weight_kg FROM superhero WHERE superhero_name IN "
               "('Superman', 'Batman', 'Wonder Woman', 'Aquaman', 'Darkseid', 'Doomsday', 'Cyborg', "
               "'Martian Manhunter') ORDER BY 3 DESC")
    nl_conv(book, nm, "Darkseid", "weight_kg", 1, "Shipping the Darkseid statue",
            lambda v, c: f"Darkseid is listed at {v} kg — {c} lb for the US catalogue.", 0, LB_PER_KG, 0,
            (KG_PER_LB, 1.0, 2.0))
    nl_conv(book, nm, "Superman", "height_cm", 2, "Superman in feet",
            lambda v, c: f"Superman stands {v} cm tall, which is {c} ft.", 0, FT_PER_CM, 2, (IN_PER_CM, 1 / 100, 1.0),
            hedged=False)
    nl_conv(book, nm, "Batman", "height_cm", 3, "Batman in inches",
            lambda v, c: f"| Batman | {v} cm | {c} in |", 0, IN_PER_CM, 1, (FT_PER_CM, 2.54, 1 / 100),
            hedged=False, table_=("Character", "Height", "In inches"))
    nl_cmp(book, nm, "weight_kg", "Doomsday", "Superman", 0, "Doomsday vs. Superman", "listed weight", unit=" kg",
           qty="as heavy")
    nl_avg(book, nm, "weight_kg", "Wonder Woman", 0, "The lightest of the line-up", " kg", "character",
           label="Wonder Woman", ad=1, verb="weighs")
    nl_cmp(book, nm, "height_cm", "Darkseid", "Wonder Woman", 4, "Tallest vs. shortest", "height", unit=" cm")

    ey = table("superhero", "Characters per eye colour, the ten commonest?",
               "SELECT c.colour AS eye_colour, count(*) AS characters FROM superhero s JOIN colour c "
               "ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    nl_share(book, ey, "characters", "Blue", 2, "Blue eyes dominate", "the characters in the top ten colours",
             items="characters", label="Blue-eyed characters", other="Brown")
    nl_top(book, ey, "characters", 3, 0, "Three colours cover most figures", "the characters in the top ten",
           lead="The top")
    F = fmt_of(book)
    nl_plain(book, ey, "Paint shop planning", [
        P(Claim(f"Green comes up {F.g(format(ey['Green']['characters'], ',.0f'))} times in the top-ten list",
                [plain_off(ey, F, lambda x: f"Green comes up {x} times in the top-ten list",
                           ey["Green"]["characters"])]),
          Claim(f"and red {say(ey['Red']['characters'])} times, so we order those paints in bulk.",
                [words_row(ey, "characters", "Red",
                           lambda x: f"and red {x} times, so we order those paints in bulk.")]))])

    hid = table("superhero", "The record id and full name of Darkseid?",
                "SELECT id::text AS id, superhero_name AS character, full_name FROM superhero "
                "WHERE superhero_name = 'Darkseid'")
    did = hid.order[0]
    nl_ident(book, hid, "Catalogue fix", f"Darkseid's record is ID {did} (full name {hid[did]['full_name']})",
             f"ID {did}", f"ID {int(did) + 93}", extra=["— please use that one on the product page."])
    nl_empty(book, "superhero", "Which DC Comics characters weigh more than 900 kg?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'DC Comics' AND s.weight_kg > 900",
             "No heavy freight for DC", "None of the DC characters is listed above 900 kg, so zero figures need "
             "the heavy-freight packaging.", "Fifteen DC characters are listed above 900 kg and need the "
             "heavy-freight packaging.")


# ---------------------------------------------------------------------------
# car_1: the fleet desk (company cars, fuel economy in European units)
# ---------------------------------------------------------------------------


def cars(book):
    cc = table("spider_car_1", "Per maker country: cars listed, average mpg, average horsepower and average weight "
               "in lb?",
               "SELECT co.countryname AS country, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower), 1) AS avg_hp, round(avg(cd.weight), 0) AS avg_weight_lb FROM cars_data cd "
               "JOIN car_names cn ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model "
               "JOIN car_makers cm ON cm.id = ml.maker JOIN countries co ON co.countryid = cm.country "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_conv(book, cc, "germany", "avg_mpg", 0, "German cars in litres per 100 km",
            lambda v, c: f"German-built cars average {v} mpg (US), which is {c} l/100 km.", 2, None, 1,
            (lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x, lambda x: 100 / x, lambda x: x * 0.264172),
            fn=lambda x: L100_MPG / x)
    nl_conv(book, cc, "japan", "avg_mpg", 1, "Japanese cars in km per litre",
            lambda v, c: f"Japanese cars average {v} mpg, or {c} km per litre.", 2, KMPL_PER_MPG, 1,
            (KM_PER_MI, 0.264172, 1.0), hedged=False)
    nl_conv(book, cc, "sweden", "avg_weight_lb", 2, "Swedish cars on the scales",
            lambda v, c: f"The Swedish cars weigh {v} lb on average, {c} kg.", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.1), bullet=True)
    nl_conv(book, cc, "usa", "avg_hp", 3, "American horsepower in kW",
            lambda v, c: f"US-built cars average {v} hp, which is {c} kW.", 1, 0.745699872, 1,
            (1 / 0.745699872, 1.0, 0.5), hedged=False)
    nl_cmp(book, cc, "cars", "usa", "japan", 3, "US listings still dominate", "cars listed",
           label=lambda x: {"usa": "the US", "japan": "Japan"}[x], qty="as many cars")
    nl_share(book, cc, "cars", "germany", 0, "German makers' slice", "the cars listed", items="cars",
             label="German-built cars", other="france")
    nl_blend(book, cc, "avg_mpg", "cars", 1, "Fleet-wide fuel economy", "fuel economy", "car",
             "maker country", d=2, unit=" mpg")
    nl_avg(book, cc, "avg_mpg", "italy", 1, "Italian cars sip fuel", " mpg", "country", d=2, label="Italy",
           ad=2, verb="averages")

    cy = table("spider_car_1", "Per cylinder count: cars, average mpg, average displacement in cubic inches and "
               "average weight in lb?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(edispl)::numeric, 1) AS avg_displacement, round(avg(weight), 0) AS avg_weight_lb "
               "FROM cars_data GROUP BY cylinders ORDER BY cylinders")
    CY = lambda x: {"3": "three", "4": "four", "5": "five", "6": "six", "8": "eight"}[x] + "-cylinder cars"
    nl_cmp(book, cy, "avg_mpg", "4", "8", 1, "Four cylinders vs. eight", "average mpg", d=2, label=CY,
           hdr=("Engine", "Avg mpg"))
    nl_share(book, cy, "cars", "4", 2, "Four-cylinder cars lead the list", "the cars listed", items="cars",
             label="four-cylinder cars", other="8")
    nl_conv(book, cy, "8", "avg_displacement", 2, "V8 displacement in litres",
            lambda v, c: f"The eight-cylinder cars displace {v} cubic inches on average — {c} litres.", 1,
            0.016387064, 2, (16.387064, 0.01, 0.0283168), hedged=False)
    nl_conv(book, cy, "6", "avg_weight_lb", 3, "Six-cylinder weight",
            lambda v, c: f"Six-cylinder cars come in at {v} lb, or {c} kg.", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
            hedged=False)

    lc = table("spider_car_1", "The most fuel-efficient car listed: id, make, mpg and model year?",
               "SELECT cd.id::text AS id, cn.make, cd.mpg, cd.year FROM cars_data cd JOIN car_names cn "
               "ON cn.makeid = cd.id ORDER BY cd.mpg DESC, cd.id LIMIT 1")
    cid = lc.order[0]
    nl_ident(book, lc, "The fleet's fuel champion", f"The most frugal car in the list is listing {cid} (the "
             f"{lc[cid]['make']}, model year {lc[cid]['year']:.0f})", f"listing {cid}", f"listing {int(cid) + 47}",
             extra=[f"at {Fmt(book.cases).g(format(lc[cid]['mpg'], ',.1f'))} mpg."])
    nl_conv(book, lc, cid, "mpg", 1, "What that means at the pump",
            lambda v, c: f"Listing {cid} does {v} mpg, just {c} l/100 km.", 1, None, 2,
            (lambda x: x * KMPL_PER_MPG, lambda x: 282.481 / x, lambda x: 100 / x), hedged=False,
            fn=lambda x: L100_MPG / x)
    nl_empty(book, "spider_car_1", "Which cars built before 1978 do better than 40 mpg?",
             "SELECT id FROM cars_data WHERE mpg > 40 AND year < 1978",
             "No pre-1978 fuel sippers", "Not one car built before 1978 beats 40 mpg in the list — zero.",
             "Nineteen cars built before 1978 beat 40 mpg in the list.")


# ---------------------------------------------------------------------------
# geography: the logistics and market-sizing corner
# ---------------------------------------------------------------------------


def geography(book):
    rv = table("defog_geography", "Rivers in the guide: length in km and the cities they pass?",
               "SELECT river_name AS river, length AS length_km, traverse AS cities FROM river ORDER BY 2 DESC")
    nl_conv(book, rv, "Rhine", "length_km", 0, "The Rhine for our US colleagues",
            lambda v, c: f"The Rhine runs {v} km in our reference data, which is {c} miles.", 0, MI_PER_KM, 0,
            (KM_PER_MI, 1.0, 0.3048), hedged=False)
    nl_conv(book, rv, "Danube", "length_km", 1, "The Danube in miles",
            lambda v, c: f"The Danube (Passau to Budapest) is listed at {v} km, {c} miles.", 0, MI_PER_KM, 0,
            (KM_PER_MI, 1.0, 0.3048))
    nl_cmp(book, rv, "length_km", "Rhine", "Po", 1, "Rhine vs. Po", "length", unit=" km",
           hdr=("River", "Length"))
    nl_sub(book, rv, "length_km", ["Rhine", "Danube", "Po"], 1, "Europe's waterways",
           "the river length in the reference data", unit=" km")

    st = table("defog_geography", "Per state or province: country, population and area in sq km?",
               "SELECT state_name AS region, country_name AS country, population, area AS area_sq_km FROM state "
               "ORDER BY 3 DESC, 1")
    nl_rate(book, st, "population", "area_sq_km", "Maharashtra", 0, "Where people are packed in", "sq km",
            "people", label="Maharashtra", units="sq km", pooled="all twelve regions")
    nl_cmp(book, st, "population", "Michigan", "England", 0, "Michigan vs. England", "population",
           qty="as many people")
    nl_share(book, st, "population", "Guangdong", 1, "Guangdong's weight", "the population of the twelve regions",
             label="Guangdong", other="New York")
    nl_conv(book, st, "Tokyo", "area_sq_km", 2, "Tokyo's area in square miles",
            lambda v, c: f"The Tokyo region covers {v} sq km, which is {c} square miles.", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, MI_PER_KM, 1.0), hedged=False)

    ci = table("defog_geography", "Cities in the guide with their country and population?",
               "SELECT city_name AS city, country_name AS country, population FROM city ORDER BY 3 DESC")
    nl_cmp(book, ci, "population", "Los Angeles", "London", 3, "Los Angeles dwarfs London", "population",
           qty="as many people")
    nl_top(book, ci, "population", 3, 0, "Market sizing: the three big cities", "the city population in the guide",
           lead="The biggest")
    nl_share(book, ci, "population", "Houston", 2, "Houston as a test market", "the city population in the guide",
             label="Houston", other="Chicago")
    F = fmt_of(book)
    us = sum(ci[x]["population"] for x in ci.order if ci[x]["country"] == "United States")
    nl_plain(book, ci, "US cities in the guide", [
        P(Claim(f"The four US cities in the guide add up to {F.g(f'{us:,.0f}')} inhabitants,",
                [plain_off(ci, F, lambda x: f"The four US cities in the guide add up to {x} inhabitants,", us)]),
          f"with Chicago at {F.g(format(ci['Chicago']['population'], ',.0f'))}.")])

    nl_empty(book, "defog_geography", "Which lakes are listed for the state of California?",
             "SELECT lake_name FROM lake WHERE state_name = 'California'",
             "No Californian lakes", "Our reference data lists no lakes at all for California, so the lake "
             "count there is zero.", "Our reference data lists fourteen lakes for California.")


# ---------------------------------------------------------------------------
# atis: the travel desk (aircraft for the trade-show trips, fares in US dollars)
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "Per aircraft type: manufacturer, seats, range in miles, cruising speed in mph, weight "
               "in lb, wing span and length in ft and payload in lb?",
               "SELECT aircraft_code AS aircraft, manufacturer, capacity AS seats, range_miles, "
               "cruising_speed AS speed_mph, weight AS weight_lb, wing_span AS wing_span_ft, length AS length_ft, "
               "pay_load AS payload_lb FROM aircraft ORDER BY 3 DESC")
    nl_conv(book, ac, "A380", "weight_lb", 0, "How heavy is an A380?",
            lambda v, c: f"An A380 weighs {v} lb on our sheet, which is {c} kg.", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.1))
    nl_conv(book, ac, "B787", "range_miles", 1, "The Dreamliner's range",
            lambda v, c: f"The B787 has a listed range of {v} miles, or {c} km.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852), hedged=False)
    nl_conv(book, ac, "A350", "speed_mph", 2, "Cruising speed in km/h",
            lambda v, c: f"The A350 cruises at {v} mph, {c} km/h.", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852),
            bullet=True)
    nl_conv(book, ac, "B777", "wing_span_ft", 3, "Wing span in metres",
            lambda v, c: f"| B777 | {v} ft | {c} m |", 0, M_PER_FT, 1, (FT_PER_M, 1.0, 0.3),
            hedged=False, table_=("Aircraft", "Wing span", "In metres"))
    nl_conv(book, ac, "CRJ200", "length_ft", 0, "The regional jet's length",
            lambda v, c: f"The CRJ200 is {v} ft long, {c} m.", 0, M_PER_FT, 1, (FT_PER_M, 1.0, 0.3))
    nl_cmp(book, ac, "seats", "A380", "B737", 0, "Big plane, small plane", "seats", qty="as many seats")
    nl_rate(book, ac, "payload_lb", "seats", "A330", 0, "Payload per seat", "seat", "lb of payload", label="The A330",
            units="seats", pooled="all ten types")
    nl_avg(book, ac, "seats", "E190", 0, "The E190 on the feeder routes", " seats", "aircraft type",
           label="The E190", ad=1, verb="has")

    mf = table("defog_atis", "Per manufacturer: aircraft types on file and total seats?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats FROM aircraft GROUP BY 1 "
               "ORDER BY 3 DESC")
    nl_share(book, mf, "seats", "Airbus", 0, "Airbus seats on our routes", "the seats on file", label="Airbus",
             other="Boeing")
    nl_rate(book, mf, "seats", "types", "Boeing", 1, "Seats per Boeing type", "type", "seats", label="Boeing",
            units="aircraft types")

    fa = table("defog_atis", "Per airline: fares on file, average one-way and average round-trip cost in USD?",
               "SELECT fare_airline AS airline, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC, 1")
    nl_cmp(book, fa, "avg_round_trip", "VX", "AA", 1, "Virgin America costs more", "average round-trip fare",
           cash=True, d=2, sym="USD", hdr=("Airline", "Avg round trip"))
    nl_blend(book, fa, "avg_one_way", "fares", 1, "What a one-way ticket costs", "average one-way fare", "fare",
             "airline", d=2, cash=True, sym="USD")
    nl_avg(book, fa, "avg_one_way", "UA", 2, "United is the cheap option", " one way", "airline", cash=True, d=2,
           label="United", ad=2, verb="averages", sym="USD")

    fl = table("defog_atis", "The flight with the longest scheduled flying time: flight number, route, seconds?",
               "SELECT flight_number, from_airport, to_airport, time_elapsed FROM flight "
               "ORDER BY time_elapsed DESC, flight_id LIMIT 1")
    fn_ = fl.order[0]
    nl_ident(book, fl, "Longest leg of the trip", f"The longest flight on the travel sheet is {fn_} "
             f"({fl[fn_]['from_airport']}–{fl[fn_]['to_airport']})", fn_, fn_[:2] + str(int(fn_[2:]) + 217),
             extra=["— book an aisle seat."])
    nl_conv(book, fl, fn_, "time_elapsed", 1, "That flight in minutes",
            lambda v, c: f"{fn_} is scheduled at {v} seconds in the air, which is {c} minutes.", 0, 1 / 60, 0,
            (1 / 3600, 1 / 100, 1 / 30), hedged=False)
    nl_empty(book, "defog_atis", "Which flights from JFK make more than two stops?",
             "SELECT flight_id FROM flight WHERE from_airport = 'JFK' AND stops > 2",
             "No milk runs out of JFK", "None of the JFK departures on file makes more than two stops (zero "
             "flights), so nobody gets stuck on a milk run.", "Thirteen JFK departures on file make more than two "
             "stops.")


# ---------------------------------------------------------------------------
# advising and academic: the training and research corner
# ---------------------------------------------------------------------------


def campus(book):
    dp = table("defog_advising", "Per department: courses, students enrolled, course reviews and average clarity "
               "score?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews, "
               "round(avg(clarity_score), 2) AS avg_clarity FROM course GROUP BY 1 ORDER BY 3 DESC")
    nl_share(book, dp, "reviews", "Computer Science", 1, "Training feedback", "the course reviews",
             label="Computer Science", other="Physics")
    nl_cmp(book, dp, "enrolled", "Computer Science", "Physics", 0, "CS courses fill up", "enrolment",
           qty="as many students")
    nl_rate(book, dp, "reviews", "enrolled", "Computer Science", 0, "CS trainees leave feedback", "student",
            "reviews", label="Computer Science", units="students enrolled")

    pg = table("defog_advising", "Per programme: students, credits earned in total, average GPA and the credits the "
               "programme requires?",
               "SELECT p.name AS programme, count(*) AS students, sum(s.total_credit) AS credits, "
               "round(avg(s.total_gpa), 2) AS avg_gpa, pr.min_credit AS required FROM student s JOIN program p "
               "ON p.program_id = s.program_id JOIN program_requirement pr ON pr.program_id = p.program_id "
               "GROUP BY 1, 5 ORDER BY 2 DESC")
    nl_rate(book, pg, "credits", "students", "Computer Science", 1, "Credits per trainee", "student", "credits",
            label="Computer Science", units="students", pooled="the three programmes")
    nl_share(book, pg, "credits", "Physics", 1, "How far along is Physics?", "the credits the programme requires",
             label="Physics credits so far", tot=pg["Physics"]["required"])

    au = table("defog_academic", "Per author: papers and citations?",
               "SELECT a.name AS author, count(*) AS papers, sum(p.citation_num) AS citations FROM author a "
               "JOIN writes wr ON wr.aid = a.aid JOIN publication p ON p.pid = wr.pid GROUP BY 1 ORDER BY 3 DESC, 1")
    nl_cmp(book, au, "citations", "Larry Summers", "Ashish Vaswani", 3, "Research corner: citations",
           "citations", qty="as many citations")
    vn = table("defog_academic", "Per journal: papers and citations?",
               "SELECT j.name AS journal, count(*) AS papers, sum(p.citation_num) AS citations FROM publication p "
               "JOIN journal j ON j.jid = p.jid GROUP BY 1 ORDER BY 3 DESC, 1")
    nl_share(book, vn, "citations", "Nature", 3, "Where the citations come from", "the citations in our library",
             label="Nature", other="Journal of Artificial Intelligence Research")
    nl_empty(book, "defog_academic", "Which papers were published in 2022?",
             "SELECT pid FROM publication WHERE year = 2022",
             "Reading list", "Nothing from 2022 in the library yet — zero papers, so the reading list stays as "
             "it is.", "The library has eighteen papers from 2022 for the reading list.")
    F = fmt_of(book)
    nl_empty(book, "defog_advising", "Which students have a GPA above 3.9?",
             "SELECT student_id FROM student WHERE total_gpa > 3.9",
             "Top of the class", f"No trainee is above a {F.g('3.9')} GPA this term, so the award goes unclaimed "
             "(zero nominees).", f"Twelve trainees are above a {F.g('3.9')} GPA this term and qualify for the "
             "award.")


# ---------------------------------------------------------------------------
# Spider's small databases: events, the office, history, TV, training, polls, documents
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: location, capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, location, capacity, highest, lowest, average FROM stadium "
               "ORDER BY 3 DESC, 1")
    nl_share(book, sd, "highest", "Bayview Stadium", 1, "Summer event: venue scouting",
             "its capacity", label="Bayview's record crowd", tot=sd["Bayview Stadium"]["capacity"])
    nl_cmp(book, sd, "capacity", "Hampden Park", "Stark's Park", 0, "Hampden vs. Stark's Park", "capacity",
           unit=" seats", qty="as many seats")
    nl_avg(book, sd, "highest", "Stark's Park", 1, "Stark's Park draws the crowds", " at its best", "stadium",
           label="Stark's Park", ad=0, verb="drew")
    nl_cmp(book, sd, "average", "Gayfield Park", "Balmoor", 4, "Gayfield vs. Balmoor", "average attendance")
    nl_empty(book, "spider_concert_singer", "Which concerts were held at Hampden Park?",
             "SELECT c.concert_id FROM concert c JOIN stadium s ON s.stadium_id = c.stadium_id "
             "WHERE s.name = 'Hampden Park'",
             "Hampden has no track record", "Hampden Park has hosted zero concerts on our list, so we have no "
             "benchmark for it.", "Hampden Park has hosted eleven concerts on our list.")

    pt = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid::text AS pet, pettype AS type, pet_age AS age, weight AS weight_kg FROM pets "
               "ORDER BY 1")
    nl_conv(book, pt, "2003", "weight_kg", 0, "Office dog corner",
            lambda v, c: f"Pet 2003, the younger of our two office dogs, weighs {v} kg — {c} lb.", 1, LB_PER_KG, 1,
            (KG_PER_LB, 1.0, 3.0), hedged=False)
    F = fmt_of(book)
    dw = sum(pt[x]["weight_kg"] for x in pt.order if pt[x]["type"] == "dog")
    nl_plain(book, pt, "Office pets", [
        P(Claim(f"Our {say(len(pt))} office pets weigh {F.g(format(sum(pt.col('weight_kg')), ',.1f'))} kg together,",
                [plain_off(pt, F, lambda x: f"Our {say(len(pt))} office pets weigh {x} kg together,",
                           sum(pt.col("weight_kg")), 1)]),
          f"the two dogs {F.g(format(dw, ',.1f'))} kg of that.")])
    nl_empty(book, "spider_pets_1", "Which dogs weigh more than 20 kg?",
             "SELECT petid FROM pets WHERE pettype = 'dog' AND weight > 20",
             "No big dogs", "No dog on file is over 20 kg, so zero need the large crate for the office trip.",
             "Fourteen dogs on file are over 20 kg and need the large crate for the office trip.")

    bt = table("spider_battle_death", "Per battle with losses on record: date, ships lost, men killed and men "
               "injured?",
               "SELECT b.name AS battle, b.date, count(DISTINCT s.id) AS ships, sum(d.killed) AS killed, "
               "sum(d.injured) AS injured FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d "
               "ON d.caused_by_ship_id = s.id GROUP BY 1, 2 ORDER BY 4 DESC")
    nl_share(book, bt, "killed", "Siege of Constantinople", 0, "History corner", "the deaths on record",
             items="deaths", other="Battle of Boruy")
    nl_cmp(book, bt, "killed", "Battle of Boruy", "Battle of Philippopolis", 0, "History corner, part two",
           "men killed", qty="as many men")
    nl_empty(book, "spider_battle_death", "Which ships were lost in the Battle of Rusion?",
             "SELECT s.name FROM ship s JOIN battle b ON b.id = s.lost_in_battle WHERE b.name = 'Battle of Rusion'",
             "History corner: Rusion", "The Battle of Rusion (31 January 1206) has no ships lost on record — zero.",
             "The Battle of Rusion (31 January 1206) cost fifteen ships on record.")

    tv = table("spider_tvshow", "Per episode of the series: air date, rating, share and viewers in millions?",
               "SELECT episode, air_date, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m "
               "FROM tv_series ORDER BY id")
    nl_chg(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 1, "Our TV slot over the season",
           "viewers", "the premiere", "the last episode", tag="over the season", d=2, unit=" million", are=True)
    nl_chg(book, tv, "viewers_m", "Double Down", "Winterland", 0, "A bounce in week eight", "viewers",
           "\"Double Down\"", "\"Winterland\"", tag="", d=2, unit=" million", are=True)
    nl_avg(book, tv, "viewers_m", "Friendly Skies", 0, "Early episodes carried the campaign", " million viewers",
           "episode", d=2, label="\"Friendly Skies\"", ad=2, verb="drew")
    nl_cmp(book, tv, "viewers_m", "A Love of a Lifetime", "Home By Another Way", 0, "Premiere vs. December",
           "viewers", d=2, unit=" million", qty="as many viewers")

    te = table("spider_course_teach", "Per trainer: age, hometown and courses assigned?",
               "SELECT t.name AS trainer, t.age, t.hometown, count(ca.course_id) AS courses FROM teacher t "
               "LEFT JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1, 2, 3 ORDER BY 2 DESC")
    nl_avg(book, te, "age", "Kearsley Brown", 1, "Our most experienced trainer", " years old", "trainer",
           label="Kearsley Brown", ad=1, verb="is")
    nl_empty(book, "spider_course_teach", "Which trainers are under 25?",
             "SELECT name FROM teacher WHERE age < 25",
             "Trainer roster", "We have no trainers under 25 on the roster — zero — so the junior programme "
             "starts from scratch.", "We have sixteen trainers under 25 on the roster.")

    vt = table("spider_voter_1", "Per state: votes cast in the staff poll?",
               "SELECT state, count(*) AS votes FROM votes GROUP BY 1 ORDER BY 2 DESC, 1")
    F = fmt_of(book)
    nl_plain(book, vt, "Staff poll results", [
        P(Claim(f"New York cast {say(vt['NY']['votes'])} of the votes in the staff poll,",
                [words_row(vt, "votes", "NY", lambda x: f"New York cast {x} of the votes in the staff poll,")]),
          f"California and New Jersey one each.")])
    nl_empty(book, "spider_voter_1", "Which votes went to Kurt Walser?",
             "SELECT v.vote_id FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
             "WHERE c.contestant_name = 'Kurt Walser'",
             "Staff poll: the outsider", "Kurt Walser didn't get a single vote — zero.",
             "Kurt Walser got thirteen votes.")

    tp = table("spider_cre_doc_template_mgt", "Per template type: templates and their lowest and highest version "
               "number?",
               "SELECT t.template_type_code AS type, r.template_type_description AS description, count(*) "
               "AS templates, min(t.version_number) AS lowest_version, max(t.version_number) AS highest_version "
               "FROM templates t JOIN ref_template_types r ON r.template_type_code = t.template_type_code "
               "GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    nl_share(book, tp, "templates", "PP", 2, "Document templates clean-up", "the templates on file",
             label=f"{tp['PP']['description']} templates", other="BK")
    nl_empty(book, "spider_cre_doc_template_mgt", "Which AD templates have a version number below 5?",
             "SELECT template_id FROM templates WHERE template_type_code = 'AD' AND version_number < 5",
             "Old ad templates", "There are no advertisement templates below version 5 left, so zero to retire.",
             "There are seventeen advertisement templates below version 5 left to retire.")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book50(), sections, "fifty-first set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
