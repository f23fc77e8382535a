#!/usr/bin/env python3
"""
plausibility_fresh57.py — a fifty-eighth labelled set for check_answer,
written held out: answers laid out as a city council (or board) briefing memo
that a staff analyst writes for elected members: memo header lines ("To:
Mayor and Members of Council", "From:", "Subject:", "Date:"), a "Purpose:"
line, "Key figures:" as a short bulleted list, "Background:" and "Analysis:"
paragraphs that compare named rows in plain civic language ("roughly one in
five", "about three times", "down by a quarter", per-order, per-track and
per-resident figures), a "Recommendation:" or "Options:" section that
restates a figure in a different form (a share as "x of every 100", a
duration in hours or weeks beside the original, cents beside dollars), a
footnote ("Note: figures rounded"), and zero for an empty result ("no records
were found; the total is therefore $0"); some memos are full, some short,
some a single line. The tables are spread across the databases
bench/plausibility.sh loads: northwind (net sales per category in the second
halves of 1996 and 1997 and units sold in 1997; orders and net sales per
employee in the second halves of 1996 and 1997; orders and freight per
shipper in the same halves; customers, orders, freight and days to ship per
customer country; the order of the highest net value), chinook (invoices and
sales per support rep in 2024 and 2025; tracks, minutes and average price per
media type; tracks, hours and lines sold per genre; customers, invoices and
revenue per billing country; the largest invoice), BIRD's superhero (heroes,
heights and weights per publisher; heroes per race and per hair colour; the
heaviest hero), Spider's car_1 (cars, mpg, horsepower, weight and 0-60 per
model year; cars, horsepower and weight per maker; cars per maker country),
defog-dev's geography (rivers, lakes and mountains; states' density),
atis (seats and types per manufacturer; flights and stops per airline; fares
per fare class; ground transport; airports' connection times), concert_singer
(stadium capacity and attendance), pets_1 (pets and weight per type),
battle_death (ships and casualties per battle result), tvshow (channels per
country, episodes' shares), course_teach (teachers per hometown), voter_1
(votes per state), advising (reviews and enrolment per department), academic
(papers per year) and cre_doc_template_mgt (paragraphs per document), with
queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (fresh7's num(), fresh41's fig(), fresh50's apx(), here with the
memo's own hedges: "about", "roughly", "nearly", "just over", "just under").
The memo's fixed text (header, purpose, background, notes) holds no figure
of the result. Shapes, as in bench/plausibility_fresh4.py (whose helpers this
set reuses, with fresh7's, fresh10's, fresh29's, fresh41's to fresh47's,
fresh50's, fresh52's and fresh56's layout of the shapes):
  comparison  two named rows: multiples ("about three times as much"),
              ratios "to one", differences, percent ahead, one as a share of
              the other
  change      period on period, in percent, in absolute terms, as a fraction
              in words ("down by a quarter"), as a multiple
  per_unit    totals over counts ("$5.71 per invoice", residents per square
              kilometre), the overall rate, one row against the average,
              shares (percent, fractions, "roughly one in five", "x of every
              100")
  conversion  mi/km, m/ft, kg/lb, days/weeks and hours, minutes/hours,
              dollars/cents, lb/kg, mph/km/h
  zero_ident  zero for an empty result, identifiers
  plain       cells, counts and column aggregates, number words

Each wrong twin changes ONE claim of a grounded answer (the neighbouring
row's value, a real value in the wrong role, a false multiple, fraction or
bound, number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, a figure off by more
than the rounding shown, a restated figure far off). A twin is kept only when
its figure is far from the true value (fresh4's rules) and, unless it is a
real value in the wrong role, far from every cell, aggregate, pairwise
difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, off
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural
from plausibility_fresh41 import fig
from plausibility_fresh42 import pre_
from plausibility_fresh44 import in_ten, to_one
from plausibility_fresh45 import ear_mult
from plausibility_fresh46 import roundable
from plausibility_fresh47 import frac_q
from plausibility_fresh50 import _edge, mult, nbr_fn, off_f, off_r, plain_off, ptw, words_row
from plausibility_fresh52 import En, _cl

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
KMH_PER_MPH = 1.609344
SQMI_PER_SQKM = 0.386102159


# ---------------------------------------------------------------------------
# the memo's own hedges: "about", "roughly", "nearly", "just over"
# ---------------------------------------------------------------------------


def m_hedge(v, shown, k):
    if shown == v:
        return ""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["about ", "roughly ", "approximately ", "about ", "some "], k)
    if abs(shown) > abs(v):
        return pick(["just under ", "nearly ", "slightly less than ", "just under "], k)
    return pick(["just over ", "slightly more than ", "a little over ", "just over "], k)


def apx_m(F, v, k, cash=False, unit=""):
    """fresh50's apx() with the memo's hedges ("about $48,000", "roughly 5.3 million"): (fmt, text, value
    shown, show)."""
    a = abs(v)
    got = None
    if not cash and a >= 1e6:
        got = F.mil(v)

        def show(x):
            return F.mil(x) or (f"{x / 1e6:,.1f} million", round(x / 1e6, 1) * 1e6)
    if not got:
        shown, st, d = F.near(v)
        got = (F.cur(st) if cash else st, shown)

        def show(x):
            s2, st2, _ = F.near(x)
            return (F.cur(st2) if cash else st2), s2
    h = m_hedge(v, got[1], k)
    return (lambda x: f"{h}{x}{unit}"), got[0], got[1], show


def again_m(t, F, v, k, tmpl="{}", cash=False, unit="", role="restated_contradicts",
            factors=(1.6, 0.55, 2.2, 0.4, 2.9, 0.3)):
    """A figure said again with the memo's rounding, in tmpl; twin: the figure far off. None when the rounding
    would not differ from the figure."""
    if not v:
        return None
    fmt, tx, val, show = apx_m(F, v, k, cash, unit)
    if not roundable(v, val) and not F.abbr(tx):
        return None
    f = lambda x: tmpl.format(fmt(x))
    return Claim(f(tx), [off_r(t, F, role, f, v, factors, show)])


def pct_m(F, p, k):
    """(fmt, text, decimals, show): a percentage with the memo's hedge ("about 19 per cent", "just over 8%")."""
    a = abs(p)
    d = 0 if a >= 3 else 1
    if _edge(a, d):
        d += 1
    s = round(a, d)
    gap = (a - s) * 10 ** d
    if abs(gap) <= 0.22:
        h = pick(["about ", "roughly ", "approximately ", "about "], k)
    elif gap > 0:
        h = pick(["just over ", "slightly more than ", "a little over "], k)
    else:
        h = pick(["just under ", "nearly ", "slightly less than "], k)
    return (lambda x: f"{h}{F.p(x)}"), F.g(f"{s:,.{d}f}"), d, (lambda x: F.w(x, d))


def per_m(F, r, k, cash=False, unit=""):
    """fresh50's per_s() with the memo's hedges above 1,000."""
    if cash and r < 1000:
        st, dd = F.m(r, 2)
        return st, r, (lambda x: (F.wm(x, dd), round(x, dd))), dd
    if not cash and r < 1000:
        st, dd = F.n(r, 0 if r >= 100 else 1 if r >= 10 else 2)
        return st + unit, r, (lambda x: (F.w(x, dd) + unit, round(x, dd))), dd
    fmt, tx, val, show = apx_m(F, r, k, cash, unit)
    return fmt(tx), val, (lambda x: (fmt(show(x)[0]), show(x)[1])), F.dec(tx)


def E(k=0):
    """fresh52's En: "per cent" in some memos, the sign in others."""
    F = En(k)
    F.pf = "{x} per cent" if k % 3 == 1 else "{x}%"
    return F


def one_in(s):
    """A share as "roughly one in N" in words, true of s, and a false one; or (None, None)."""
    if s <= 0 or s > 0.55:
        return None, None
    n = round(1 / s)
    if n < 2 or n > 20 or abs(1 / s - n) / (1 / s) > 0.035:
        return None, None
    bad = n * 2 if n <= 6 else max(2, n // 3)
    return f"roughly one in {say(n)}", f"roughly one in {say(bad)}"


def of_100(t, F, s, items, tmpl):
    """A share restated as "about N of every 100 items" (N whole, away from the edge of its rounding); twin: the
    complement. None when the share is at the edge or too small."""
    if s < 2 or s > 98 or _edge(s, 0):
        return None
    n = round(s)
    h = "about " if abs(s - n) <= 0.22 else "just over " if s > n else "just under "
    f = lambda x: tmpl.format(f"{h}{x} of every 100 {items}")
    return Claim(f(f"{n}"), [ptw(t, F, "complement", f, s, 100 - s, 0)])


def at_least(r):
    """A bound on a multiple ("more than twice", "more than three times"), true of r away from its edge, and a false
    one."""
    m = int(r)
    if m < 2 or r - m < 0.12:
        return None, None
    w = lambda x: "twice" if x == 2 else f"{say(x)} times"
    return f"more than {w(m)}", f"more than {w(m + 2)}" if m >= 3 else f"more than {w(m * 2 + 1)}"


def conv_m(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None):
    """fresh52's conv_claim() with the memo's hedges: a figure with its conversion beside it; twin: the first
    wrong factor whose figure is far enough off."""
    conv = fn or (lambda x: x * factor)
    c = conv(v)
    vt = F.n(v, src_d)[0]
    if hedged:
        fa, ct, cv, show = apx_m(F, c, k)
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


# ---------------------------------------------------------------------------
# the memo: header lines, Purpose, Key figures, Background, Analysis, Recommendation, a note
# ---------------------------------------------------------------------------

TO = ["Mayor and Members of Council", "Members of the Finance Committee", "Chair and Members of the Board",
      "Members of the Operations Committee", "Mayor and Council", "Members of the Audit and Budget Committee"]
FROM = ["Staff Analyst, Office of the City Manager", "Policy and Data Analyst, Finance Department",
        "Senior Analyst, Performance and Strategy", "Research Analyst, Clerk's Office",
        "Budget Analyst, Corporate Services"]
DATE = ["for the next regular meeting", "prior to the budget work session", "for the committee's information",
        "ahead of Tuesday's work session", "this week"]
PURPOSE = ["To brief members on the figures requested at the last meeting.",
           "For information; no decision is required.",
           "To respond to a member's question raised during question period.",
           "To inform deliberations ahead of the budget discussion.",
           "To provide the background figures members asked staff to compile.",
           "For information and discussion."]
BACKG = ["Members asked staff to pull the figures below from the department's records system.",
         "The request came from a member during the last committee meeting.",
         "Staff compiled the figures from the existing database; no new data was collected.",
         "This follows up on an information request from the previous meeting.",
         "The figures come straight from the source tables, without adjustment."]
NOTES = ["Note: figures rounded.", "Note: figures rounded where marked \"about\" or \"roughly\".",
         "Note: totals may not add due to rounding.", "Note: source is the department's records system.",
         "Note: figures rounded; full tables are available from the Clerk on request."]
HEADS = [["Analysis", "Analysis", "Discussion"], ["Discussion", "Comparison", "Further analysis"],
         ["Further analysis", "Additional context", "Discussion"]]
RECS = ["Recommendation: Receive for information. ", "Options: ", "Summary for members: ", "Recommendation: "]


def P(*cs):
    """A paragraph of claims."""
    return ("para", None, [_cl(c) for c in cs if c is not None])


def B(*items):
    """Key figures: a bulleted list; an item is (tag, claim), the tag a leftover of the layout it came from."""
    return ("bul", None, [_cl(c) for _, c in items if c is not None])


def TL(*cs):
    """The Recommendation or Options section that restates a figure."""
    cs = [_cl(c) for c in cs if c is not None]
    return ("tl", None, cs) if cs else None


class Book57(Book10):
    """fresh10's Book10, with each answer laid out as a council briefing memo: a full memo (To, From, Subject and
    Date lines, Purpose, Key figures as bullets, Background, Analysis, Recommendation or Options, a note), a short
    memo (Subject, the paragraphs, bullets) or a one-line memo (everything run together after "Memo to Council
    re ..."); none of the fixed text holds a figure of the result."""

    def item(self, db, rid, shape, hook, blocks, derived=True, max_twins=2):
        k = self.cases
        blocks = [b for b in blocks if b and b[2]]
        form = k % 5
        claims = []
        if form == 4:
            claims.append(pre_(_cl(hook), pick(["Memo to Council re ", "For Council, re ", "Council memo — "], k)))
            claims[0].text += ":"
            claims[0].wrongs = [(r, x + ":") for r, x in claims[0].wrongs]
            for kd, _, cs in blocks:
                for q, c in enumerate(cs):
                    if q == len(cs) - 1 and not c.text.rstrip().endswith((".", "!", "?")):
                        c.text += "."
                        c.wrongs = [(r, x + ".") for r, x in c.wrongs]
                    if kd == "bul" and q > 0:
                        c = pre_(c, "; ")
                    elif kd == "tl" and q == 0:
                        c = pre_(c, pick(["In short: ", "Put simply: ", "Overall: "], k))
                    claims.append(c)
            self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins)
            return
        full = form in (0, 1, 2)
        if full:
            head = (f"To: {pick(TO, k)}\nFrom: {pick(FROM, k * 3 + 1)}\nSubject: ")
            claims.append(pre_(_cl(hook), head))
            tail = f"\nDate: {pick(DATE, k * 7 + 2)}\n\nPurpose: {pick(PURPOSE, k * 5 + 1)}"
            if k % 2 == 0:
                tail += f"\n\nBackground: {pick(BACKG, k)}"
            claims[-1].text += tail
            claims[-1].wrongs = [(r, x + tail) for r, x in claims[-1].wrongs]
        else:
            claims.append(pre_(_cl(hook), "Subject: "))
        np_ = 0
        for kd, _, cs in blocks:
            if kd == "bul":
                lab = "\n\nKey figures:\n- " if full else "\n\n- "
                for q, c in enumerate(cs):
                    claims.append(pre_(c, lab if q == 0 else "\n- "))
            elif kd == "tl":
                claims.append(pre_(cs[0], "\n\n" + pick(RECS, k * 3)))
                claims += cs[1:]
            else:
                lab = "\n\n" + (pick(HEADS[min(np_, 2)], k) + ": " if full else "")
                np_ += 1
                claims.append(pre_(cs[0], lab))
                claims += cs[1:]
        post = "\n\n" + pick(NOTES, k * 2 + 1) if full or k % 3 == 0 else ""
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=post)


# ---------------------------------------------------------------------------
# shapes, as the memo puts them
# ---------------------------------------------------------------------------

GAPF = ["The gap is substantial.", "This is a wider gap than staff expected.", "The difference is material.",
        "Members may wish to note the size of the gap."]


def m_cmp(book, t, col, a, b, k, hook, noun, cash=False, d=0, unit="", label=None, qty="as many", field=None,
          tldr=True, more=()):
    """Two named rows, the larger first, in six layouts; noun names the figure ("orders", "in sales")."""
    F = E(k)
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
    fl = field or noun.replace("in ", "").replace("of ", "")
    fb = lambda x: f"{B_}: {x} {fl}" if not cash and not unit else f"{B_}: {x}"
    stats = B(("", f"{A_}: {S(va)} {fl}" if not cash and not unit else f"{A_}: {S(va)}"),
              ("", Claim(fb(S(vb)), [nbr(fb)])))
    form = k % 6
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    lw, lbad = at_least(r)
    if form == 0 and not mw:
        form = 1
    if form == 2 and not fw:
        form = 4
    if form == 3 and not tw:
        form = 5 if r >= 1.3 else 1
    if form == 5 and not lw:
        form = 4 if r < 1.3 else 3 if tw else 1
    tl = None
    if form == 0:
        as_ = lambda m: " as" if "times" in m else ""
        blocks = [P(Claim(f"{A_} recorded {mw}{as_(mw)} {B_}.",
                          [("false_bound", f"{A_} recorded {mbad}{as_(mbad)} {B_}.")]), pick(GAPF, k)),
                  P(again_m(t, F, diff, k, "The difference is {}.", cash, unit, role="off"))]
    elif form == 1:
        pt, pd = F.pct_x(rel)
        f2 = lambda x: f"{A_} is ahead of {B_} by {x}"
        f3 = lambda x: f"({F.p(x)} higher)."
        blocks = [P(Claim(f2(S(diff)), [gap(f2)]), Claim(f3(pt), [ptw(t, F, "wrong_base", f3, rel, beh, pd)]))]
        if tldr:
            tl = TL(mult(t, F, r, k, lambda x: f"{A_} stands at {x} the level of {B_}.", hedged=True)) \
                if r >= 1.25 else None
    elif form == 2:
        s = 100 * vb / va
        pt, pd = F.pct_x(s)
        f1 = lambda x: f"{B_} comes to {x} of the {A_} figure"
        f2 = lambda x: f"({F.p(x)})."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]),
                    Claim(f2(pt), [ptw(t, F, "complement", f2, s, 100 - s, pd),
                                   ptw(t, F, "share_of_pair", f2, s, 100 * vb / (va + vb), pd)]))]
        if tldr:
            tl = TL(again_m(t, F, diff, k, f"{A_} remains ahead by {{}}.", cash, unit, role="off"))
    elif form == 3:
        blocks = [P(Claim(f"The ratio of {A_} to {B_} is {tw}.", [("false_bound",
                                                                   f"The ratio of {A_} to {B_} is {tbad}.")])),
                  P(mult(t, F, r, k, lambda x: f"Expressed as a multiple, that is {x}."))]
    elif form == 5:
        blocks = [P(Claim(f"{A_} recorded {lw} the figure for {B_}.",
                          [("false_bound", f"{A_} recorded {lbad} the figure for {B_}.")]))]
        if tldr:
            tl = TL(mult(t, F, r, k + 1, lambda x: f"{A_} is {x} the figure for {B_}."))
    else:
        fmt, pt, pd, show = pct_m(F, rel, k)
        f1 = lambda x: f"{A_} exceeds {B_} by {fmt(x)}"
        f3 = (lambda x: f", a difference of {x}.") if cash or unit else (lambda x: f", a difference of {x} {fl}.")
        blocks = [P(Claim(f1(pt), [off(t, "wrong_base", f1(show(beh)), rel, beh, pd, approx=True, real=True,
                                       alts=[])]),
                    Claim(f3(S(diff)), [gap(f3)]))]
    lay = [stats] + blocks if k % 3 else blocks[:1] + [stats] + blocks[1:]
    book.item(t.db, t.rid, "comparison", hook, lay + [tl] + list(more))


def _move(book, F, t, v1, v2, nbr, k, hook, noun, l1, l2, tag, cash, d, unit, are, more):
    S, W_, D = F.shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = F.pct_x(p)
    verb = "rose" if up else "fell"
    be, was = ("are", "were") if are else ("is", "was")
    tg = f" {tag}" if tag else ""

    def base(f, approx=False, show=None, dd=None):
        if not up and wb >= 100:
            return None
        dd = pd if dd is None else dd
        return off(t, "wrong_base", f(show(wb) if show else F.w(wb, dd)), p, wb, dd, approx=approx, real=True,
                   alts=[])

    absd = lambda f, fs=(1.8, 0.5, 2.4, 0.35, 3.2): off_f(t, "off", f, abs(diff), fs, D(abs(diff)),
                                                          lambda x: W_(x, D(abs(diff))))
    f1 = lambda x: f"{l1}: {x}"
    stats = B(("", Claim(f1(S(v1)), [nbr(f1)])), ("", f"{l2}: {S(v2)}"))
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{noun} in {l2} {was} {mw} the {l1} level", f"{noun} in {l2} {was} {mb} the {l1} level"
    elif p < 90:
        fr, fb = frac_q(p / 100)
        if fr:
            fw, fbad = f"{noun} {'up' if up else 'down'} by {fr}{tg}", f"{noun} {'up' if up else 'down'} by {fb}{tg}"
    form = k % 4
    if form == 1 and not fw:
        form = 0
    tl = None
    if form == 0:
        f2 = lambda y: f"{cap(noun)} {verb} by {F.p(y)}{tg}"
        f3 = lambda x: f"(an {'increase' if up else 'decrease'} of {x})."
        blocks = [P(Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
    elif form == 1:
        blocks = [P(Claim(cap(fw) + ".", [("false_bound", cap(fbad) + ".")]),
                    pick(["Staff will report on the drivers at a future meeting.", "This is the headline finding.",
                          "The direction is consistent with the prior period."], k))]
        f2 = lambda y: f"That is a change of {'+' if up else '−'}{F.p(y)}{tg}."
        tl = TL(Claim(f2(pt), [base(f2)]))
    elif form == 2:
        fmt, ht, hd, show = pct_m(F, p, k)
        f5 = lambda x: f"{cap(noun)} went {'up' if up else 'down'} {fmt(x)} from {l1} to {l2}"
        blocks = [P(Claim(f5(ht), [base(f5, True, show, hd)]),
                    again_m(t, F, abs(diff), k + 1, f", a {'gain' if up else 'drop'} of {{}}.", cash, unit,
                            role="off"))]
    else:
        f2 = lambda y: f"Change: {'up' if up else 'down'} {F.p(y)}{tg}"
        stats = B(("", Claim(f1(S(v1)), [nbr(f1)])), ("", f"{l2}: {S(v2)}"), ("", Claim(f2(pt), [base(f2)])))
        blocks = [P(pick([f"The trend is {'upward' if up else 'downward'}.",
                          "No adjustment has been made for one-off items.",
                          f"Members will see the {'increase' if up else 'decrease'} reflected in next year's estimates."],
                         k))]
        if up and v2 / v1 >= 1.3:
            tl = TL(mult(t, F, v2 / v1, k, lambda x: f"{l2} came in at {x} the {l1} figure."))
        else:
            tl = TL(again_m(t, F, v2, k, f"{l2} closed at {{}}.", cash, unit))
    lay = [stats] + blocks if k % 2 else blocks + [stats]
    book.item(t.db, t.rid, "change", hook, lay + [tl] + list(more))


def m_chg(book, t, col, p1, p2, k, hook, noun, l1=None, l2=None, tag="", cash=False, d=0, unit="", are=False,
          more=()):
    """A change between two rows (periods) of one column."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, hook, noun, l1 or p1,
          l2 or p2, tag, cash, d, unit, are, more)


def m_yoy(book, t, key, c1, c2, k, hook, noun, l1, l2, tag="", cash=False, d=0, unit="", are=False, more=()):
    """A change between two columns (periods) of one row."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    _move(book, F, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, hook, noun, l1, l2, tag, cash, d, unit,
          are, more)


def m_rate(book, t, tot_col, cnt_col, key, k, hook, unit, what, cash=False, label=None, sfx="", units=None,
           pooled=None, more=()):
    """A total over a count for one row ("$5.71 per invoice"); with pooled, the overall rate after it (twin: the
    simple mean of the rows' rates)."""
    F = E(k)
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = F.shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_m(F, r, k, cash, sfx)
    stats = B(("", f"{cap(what)}: {St(tot)}"), ("", f"{cap(units)}: {int(cnt_):,}"))
    form = k % 3
    if form == 0:
        f1 = lambda x: f"That works out to {x} per {unit} for {name}."
    elif form == 1:
        f1 = lambda x: f"For {name}, the figure is {x} per {unit}."
    else:
        f1 = lambda x: f"Per {unit}, {name} comes to {x}."
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
        f = lambda x: f"Across {pooled}, the overall figure is {x} per {unit}, which places {name} " \
                      f"{'above' if r > overall else 'below'} the overall rate."
        blocks.append(P(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True,
                                          alts=[]) if ow(plain) != ot else None])))
    else:
        blocks.append(P(pick(["Staff consider this a reasonable benchmark.", "This measure will be tracked going "
                              "forward.", "No comparable benchmark is available."], k)))
    lay = [stats] + blocks if k % 2 == 0 else blocks[:1] + [stats] + blocks[1:]
    book.item(t.db, t.rid, "per_unit", hook, lay + list(more))


def m_share(book, t, col, key, k, hook, whole, items=None, cash=False, d=0, unit="", label=None, other=None,
            tot=None, more=()):
    """One row's share of a total, in three layouts; twins: the complement, the share of the wrong total, a false
    fraction, bound, "one in N" or "N in ten"."""
    F = E(k)
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
    dw, dbad = one_in(s / 100)
    if dw and items:
        dw, dbad = f"{dw} {items}", f"{dbad} {items}"
    bw, bbad = bound_words(s / 100)
    tw_, tbad_ = in_ten(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(F.w(x, dd)), s, x, dd, real=True, alts=[])
    f0 = lambda x: f"{cap(name)}: {x}"
    fs = lambda y: f"Share of the total: {F.p(y)}"
    form = k % 3
    if form == 0:
        stats = B(("", Claim(f0(S(v)), [nbr(f0)])), ("", f"Total: {S(Tt)}"),
                  ("", Claim(fs(st_), [ptw(t, F, "complement", fs, s, 100 - s, sd), wt(fs, sd)])))
        gw, gb = (dw, dbad) if dw else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw \
            else (f"{tw_} of {whole}", f"{tbad_} of {whole}") if tw_ else \
            (f"{bw} of {whole}", f"{bbad} of {whole}") if bw else (None, None)
        blocks = [stats, P(Claim(f"Put another way, {name} accounts for {gw}.",
                                 [("false_bound", f"Put another way, {name} accounts for {gb}.")]) if gw else None,
                           pick(["That is a significant concentration.", "No other single row comes close.",
                                 "Members may wish to keep this concentration in mind."], k))]
    elif form == 1:
        stats = B(("", f"{cap(whole)}: {S(Tt)}"), ("", Claim(f0(S(v)), [nbr(f0)])))
        f2 = lambda y: f"{name} accounts for {F.p(y)} of {whole}"
        c2 = Claim(f2(st_), [ptw(t, F, "complement", f2, s, 100 - s, sd), wt(f2, sd)])
        r = None
        if tw_:
            r = Claim(f"({tw_}).", [("false_bound", f"({tbad_}).")])
        elif dw:
            r = Claim(f"({dw}).", [("false_bound", f"({dbad}).")])
        elif fw:
            r = Claim(f"({fw}).", [("false_bound", f"({fbad}).")])
        blocks = [P(c2, r), stats]
        if items:
            blocks.append(TL(of_100(t, F, s, items, "Stated differently, that is {}.")))
    else:
        fmt, pt, pd, show = pct_m(F, s, k)
        stats = B(("", Claim(f0(S(v)), [nbr(f0)])), ("", f"{cap(whole)}: {S(Tt)}"))
        f1 = lambda x: f"{name} makes up {fmt(x)} of {whole}."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True,
                                alts=[])])
        r = (Claim(f"In short, {bw} of {whole}.", [("false_bound", f"In short, {bbad} of {whole}.")]) if bw
             else None) or (of_100(t, F, s, items, "In other words, {}.") if items else None)
        blocks = [stats, P(c1), TL(r) if r else None]
    book.item(t.db, t.rid, "per_unit", hook, blocks + list(more))


def m_avg(book, t, col, key, k, hook, noun, per, cash=False, d=0, unit="", label=None, ad=None, more=()):
    """One row against the average of the rows: the gap in percent, or as a multiple."""
    F = E(k)
    S, W_, D = F.shows(cash, d, unit)
    Sa, Wa, Da = F.shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fa = lambda x: f"Average {noun} per {per}: {x}"
    stats = B(("", f"{cap(name)}: {S(v)}"),
              ("", Claim(fa(Sa(avg)), [off_f(t, "off", fa, avg, (1.45, 1.8, 0.6, 2.5, 0.4), Da(avg),
                                             lambda x: Wa(x, Da(avg)))])))
    wbv = abs(100 * (v - avg) / v)
    if above and v / avg >= 1.5 and k % 2 == 1:
        c2 = mult(t, F, v / avg, k, lambda x: f"{name} stands at {x} the average {per}.")
    else:
        pt, pd = F.pct_x(p)
        f2 = lambda x: f"{name} is {F.p(x)} {'above' if above else 'below'} the average {per}."
        c2 = Claim(f2(pt), [ptw(t, F, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    blocks = [stats, P(c2, pick(["This is an outlier worth noting.", "No action is proposed.",
                                 "Staff will monitor this."], k))]
    book.item(t.db, t.rid, "per_unit", hook, blocks + list(more))


def m_conv(book, t, key, col, k, hook, fmt, src_d, factor, dst_d, bads, hedged=True, fn=None, second=None,
           facts=(), more=()):
    """A figure with its conversion beside it, as a key figure or in a paragraph; second: (fmt, src_d, factor,
    dst_d, bads, hedged) for a second conversion of the same figure; facts: key-figure lines."""
    F = E(k)
    v = t[key][col]
    c1 = conv_m(t, F, v, k, fmt, src_d, factor, dst_d, bads, hedged, fn)
    c2 = conv_m(t, F, v, k + 1, *second) if second else None
    fx = [("", f) for f in facts]
    if k % 2:
        blocks = [B(*fx, ("", c1)), TL(c2) if c2 else None]
    else:
        blocks = [B(*fx) if fx else None, P(c1), TL(c2) if c2 else None]
    book.item(t.db, t.rid, "conversion", hook, [b for b in blocks if b] + list(more))


def m_empty(book, db, question, sql, hook, ack, bad, extra=(), more=()):
    """An empty result ("no records were found; the total is therefore $0"); twin: a count over the empty
    result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.item(db, rid, "zero_ident", hook, [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def m_ident(book, t, hook, text, good, bad, extra=(), stats=None, more=()):
    """A record's identifier (an order, invoice or hero number); twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.item(t.db, t.rid, "zero_ident", hook,
              [P(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                 *extra), stats] + list(more), derived=False)


def m_plain(book, t, hook, blocks):
    book.item(t.db, t.rid, "plain", hook, [b for b in blocks if b], derived=False)


def cnt(t, fmt, v, F=None):
    """A plain count or aggregate in fmt; twin: the figure off."""
    return Claim(fmt(f"{v:,.0f}"), [plain_off(t, F or En(), fmt, v)])


def hk(k, what):
    """A subject line with no figure in it."""
    return pick(["{W}", "Briefing on {w}", "Information report: {w}", "{W} (information item)",
                 "Response to member inquiry on {w}", "Update on {w}"], k).format(w=what, W=cap(what))


def hkn(t, k, what, n, items=""):
    """A subject line with the count of records reviewed; twin: the count off."""
    f = lambda x: pick(["{W} ({x} reviewed)", "Briefing on {w}, {x} in all", "Update on {w} ({x} on file)"],
                       k).format(w=what, W=cap(what), x=x + items)
    return Claim(f(f"{n:,.0f}"), [plain_off(t, En(), f, n)])


def o(t, i):
    return t.order[i]


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"


def _win(a, b):
    return f"o.order_date >= '{a}' AND o.order_date < '{b}'"


H96 = _win("1996-07-01", "1997-01-01")
H97 = _win("1997-07-01", "1998-01-01")


def northwind(book):
    ct = table("northwind", "Per category: net sales in the second half of 1996 and of 1997, and units sold in 1997?",
               "SELECT c.category_name AS category, "
               f"round(sum({NET}) FILTER (WHERE {H96})::numeric, 2) AS h2_1996, "
               f"round(sum({NET}) FILTER (WHERE {H97})::numeric, 2) AS h2_1997, "
               f"sum(od.quantity) FILTER (WHERE {_win('1997-01-01', '1998-01-01')}) AS units_1997 "
               "FROM categories c JOIN products p ON p.category_id = c.category_id JOIN order_details od "
               "ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id GROUP BY 1 ORDER BY 3 DESC")
    m_cmp(book, ct, "h2_1997", o(ct, 0), o(ct, 3), 0, hk(0, "category sales in the second half of 1997"),
          "in sales", cash=True, qty="as much")
    m_cmp(book, ct, "h2_1997", o(ct, 1), o(ct, 5), 1, hk(1, "dairy and seafood sales"), "in sales", cash=True)
    m_cmp(book, ct, "h2_1996", o(ct, 2), o(ct, 6), 2, hk(2, "category sales in late 1996"), "in sales",
          cash=True, qty="as much")
    m_cmp(book, ct, "units_1997", o(ct, 0), o(ct, 7), 3, hk(3, "units sold by category in 1997"), "units",
          qty="as many units")
    for i, key in enumerate(ct.order[:4]):
        m_yoy(book, ct, key, "h2_1996", "h2_1997", i, hk(i + 1, f"{key} sales, second half year on year"),
              f"{key} sales", "H2 1996", "H2 1997", tag="year on year", cash=True, are=True)
    m_share(book, ct, "h2_1997", o(ct, 0), 0, hk(2, "which categories drive revenue"), "H2 1997 sales",
            cash=True, other=o(ct, 1))
    m_share(book, ct, "units_1997", o(ct, 2), 1, hk(3, "unit volumes by category"), "units sold in 1997",
            items="units", other=o(ct, 0))
    m_share(book, ct, "h2_1996", o(ct, 4), 2, hk(4, "the mid-sized categories"), "H2 1996 sales", cash=True,
            items="dollars")
    m_rate(book, ct, "h2_1997", "units_1997", o(ct, 0), 0, hk(5, "revenue per unit"), "unit", "H2 1997 sales",
           cash=True, units="units sold in 1997")
    m_avg(book, ct, "h2_1997", o(ct, 7), 1, hk(0, "the smallest category"), "H2 1997 sales", "category",
          cash=True, d=0)
    m_avg(book, ct, "h2_1997", o(ct, 0), 3, hk(1, "the leading category against the average"), "H2 1997 sales",
          "category", cash=True, d=0)
    m_plain(book, ct, hk(2, "category totals"), [
        B(("", cnt(ct, lambda x: f"Categories: {x}", len(ct))),
          ("", cnt(ct, lambda x: f"Units sold in 1997: {x}", sum(ct.col("units_1997"))))),
        TL(again_m(ct, En(1), sum(ct.col("h2_1997")), 1, "Total H2 1997 sales were {}.", cash=True))])

    em = table("northwind", "Per employee: orders and net sales in the second half of 1996 and of 1997?",
               "SELECT e.last_name AS employee, "
               f"count(DISTINCT o.order_id) FILTER (WHERE {H96}) AS orders_h96, "
               f"count(DISTINCT o.order_id) FILTER (WHERE {H97}) AS orders_h97, "
               f"round(sum({NET}) FILTER (WHERE {H96})::numeric, 2) AS sales_h96, "
               f"round(sum({NET}) FILTER (WHERE {H97})::numeric, 2) AS sales_h97 "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               "ON od.order_id = o.order_id GROUP BY 1 ORDER BY 5 DESC")
    m_cmp(book, em, "sales_h97", o(em, 0), o(em, 8), 0, hkn(em, 0, "staff sales in the second half of 1997",
                                                             sum(em.col("orders_h97")), " orders"),
          "in sales", cash=True, qty="as much")
    m_cmp(book, em, "orders_h97", o(em, 1), o(em, 6), 1, hk(3, "order counts by employee"), "orders",
          qty="as many orders")
    for i, key in enumerate(em.order[:3]):
        m_yoy(book, em, key, "orders_h96", "orders_h97", i + 1, hk(i, f"orders taken by {key}"),
              f"orders taken by {key}", "H2 1996", "H2 1997", tag="year on year", are=True)
    m_yoy(book, em, o(em, 4), "sales_h96", "sales_h97", 2, hk(5, f"sales by {o(em, 4)}"), f"{o(em, 4)}'s sales",
          "H2 1996", "H2 1997", cash=True, are=True)
    m_rate(book, em, "sales_h97", "orders_h97", o(em, 0), 0, hk(6, "average order value by employee"), "order",
           "H2 1997 sales", cash=True, units="orders", pooled="all nine employees")
    m_rate(book, em, "sales_h97", "orders_h97", o(em, 5), 1, hk(0, f"order values for {o(em, 5)}"), "order",
           "H2 1997 sales", cash=True, units="orders")
    m_share(book, em, "orders_h97", o(em, 0), 1, hk(1, "workload distribution"), "H2 1997 orders",
            items="orders", other=o(em, 1))
    m_avg(book, em, "orders_h97", o(em, 8), 0, hk(2, "the lightest order book"), "orders", "employee", ad=1)
    m_plain(book, em, hk(3, "the sales staff"), [
        B(("", cnt(em, lambda x: f"Employees: {x}", len(em))),
          ("", cnt(em, lambda x: f"Orders, H2 1996: {x}", sum(em.col("orders_h96"))))),
        P(Claim(f"{o(em, 8)} took {say(em[o(em, 8)]['orders_h97'])} orders in the second half of 1997.",
                [words_row(em, "orders_h97", o(em, 8),
                           lambda x: f"{o(em, 8)} took {x} orders in the second half of 1997.")]))])

    sh = table("northwind", "Per shipper: orders and freight in the second half of 1996 and of 1997?",
               "SELECT s.company_name AS shipper, "
               f"count(*) FILTER (WHERE {H96}) AS orders_h96, count(*) FILTER (WHERE {H97}) AS orders_h97, "
               f"round(sum(o.freight) FILTER (WHERE {H96})::numeric, 2) AS freight_h96, "
               f"round(sum(o.freight) FILTER (WHERE {H97})::numeric, 2) AS freight_h97 "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 1")
    for i, key in enumerate(sh.order):
        m_yoy(book, sh, key, "freight_h96", "freight_h97", i, hk(i + 4, f"freight billed by {key}"),
              f"freight with {key}", "H2 1996", "H2 1997", tag="year on year", cash=True)
        if i < 2:
            m_yoy(book, sh, key, "orders_h96", "orders_h97", i + 2, hk(i + 1, f"shipments by {key}"),
                  f"{key} shipments", "H2 1996", "H2 1997", are=True)
    m_rate(book, sh, "freight_h97", "orders_h97", o(sh, 0), 2, hk(0, "freight cost per shipment"), "shipment",
           "H2 1997 freight", cash=True, units="shipments", pooled="the three carriers")
    m_share(book, sh, "orders_h97", o(sh, 1), 0, hk(2, "carrier shares"), "H2 1997 shipments", items="shipments",
            other=o(sh, 2))
    m_cmp(book, sh, "freight_h97", o(sh, 1), o(sh, 0), 3, hk(3, "carrier freight costs"), "in freight",
          cash=True)

    cc = table("northwind", "Per customer country: customers, orders, freight and average days to ship?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, count(o.order_id) AS orders, "
               "round(sum(o.freight)::numeric, 2) AS freight, round(avg(o.shipped_date - o.order_date), 2) AS "
               "avg_days FROM customers c JOIN orders o ON o.customer_id = c.customer_id GROUP BY 1 "
               "ORDER BY 3 DESC, 1")
    m_cmp(book, cc, "orders", o(cc, 0), o(cc, 4), 0, hk(4, "orders by customer country"), "orders",
          qty="as many orders")
    m_cmp(book, cc, "customers", o(cc, 1), o(cc, 6), 5, hk(5, "customer counts by country"), "customers",
          qty="as many customers")
    m_rate(book, cc, "orders", "customers", o(cc, 0), 1, hk(6, "orders per customer"), "customer", "orders",
           units="customers", pooled="all countries")
    m_rate(book, cc, "freight", "orders", o(cc, 2), 2, hk(0, "freight per order"), "order", "freight",
           cash=True, units="orders", pooled="all countries")
    m_share(book, cc, "customers", o(cc, 0), 2, hk(2, "where customers are located"), "all customers",
            items="customers", other=o(cc, 1))
    m_avg(book, cc, "avg_days", o(cc, 5), 1, hk(3, "shipping times by country"), "days to ship", "country", d=2,
          unit=" days", ad=2)
    m_conv(book, cc, o(cc, 0), "avg_days", 0, hk(4, f"shipping times to {o(cc, 0)}"),
           lambda v, c: f"Orders to {o(cc, 0)} took {v} days on average ({c} hours).", 2, 24, 0, (60, 7, 1 / 24),
           hedged=True, second=(lambda v, c: f"That is {c} weeks.", 2, 1 / 7, 2, (1 / 30, 1 / 5, 1 / 24),
                                False))
    m_conv(book, cc, o(cc, 3), "avg_days", 1, hk(5, f"delivery lag for {o(cc, 3)}"),
           lambda v, c: f"Average days to ship for {o(cc, 3)}: {v} ({c} weeks)", 2, 1 / 7, 2,
           (1 / 30, 1 / 5, 1 / 24), hedged=False, facts=(f"Orders: {cc[o(cc, 3)]['orders']:,.0f}",))
    fo = table("northwind", "The order with the highest net value: order id, customer, country and net value?",
               f"SELECT o.order_id::text AS order_id, c.company_name AS customer, c.country, round(sum({NET})::numeric, "
               "2) AS net FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN order_details od "
               "ON od.order_id = o.order_id GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 1")
    oid = fo.order[0]
    m_ident(book, fo, hk(6, "the largest single order"), f"The largest order on record is order {oid}, placed by "
            f"{fo[oid]['customer']} ({fo[oid]['country']}).", f"order {oid}", f"order {int(oid) + 211}",
            stats=B(("", f"Net value: {En().m(fo[oid]['net'], 2)[0]}")))
    m_empty(book, "northwind", "Which orders carried more than $2,000 in freight?",
            "SELECT order_id FROM orders WHERE freight > 2000", hk(0, "orders with freight above $2,000"),
            "No records were found; the number of orders with freight above $2,000 is therefore 0.",
            "Staff found 14 orders with freight above $2,000.")
    m_empty(book, "northwind", "Which employees were hired after 1995?",
            "SELECT employee_id FROM employees WHERE hire_date >= '1995-01-01'", hk(1, "recent hires"),
            "No employees were hired in or after 1995; the count is therefore zero.",
            "Three employees were hired in or after 1995.")


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    rp = table("chinook", "Per support rep: invoices and sales in 2024 and in 2025?",
               "SELECT e.last_name AS rep, count(*) FILTER (WHERE i.invoice_date < '2025-01-01') AS inv_2024, "
               "count(*) FILTER (WHERE i.invoice_date >= '2025-01-01') AS inv_2025, "
               "sum(i.total) FILTER (WHERE i.invoice_date < '2025-01-01') AS sales_2024, "
               "sum(i.total) FILTER (WHERE i.invoice_date >= '2025-01-01') AS sales_2025 FROM employee e "
               "JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id "
               "WHERE i.invoice_date >= '2024-01-01' AND i.invoice_date < '2026-01-01' GROUP BY 1 ORDER BY 5 DESC")
    for i, key in enumerate(rp.order):
        m_yoy(book, rp, key, "sales_2024", "sales_2025", i, hk(i + 2, f"sales handled by {key}"),
              f"sales for {key}'s accounts", "2024", "2025", tag="year over year", cash=True, d=2, are=True)
    m_cmp(book, rp, "sales_2025", o(rp, 0), o(rp, 2), 1, hk(5, "support rep sales in 2025"), "in sales",
          cash=True, d=2)
    m_rate(book, rp, "sales_2025", "inv_2025", o(rp, 1), 0, hk(6, "invoice values by rep"), "invoice",
           "2025 sales", cash=True, units="invoices", pooled="the three reps")
    m_share(book, rp, "inv_2024", o(rp, 0), 2, hk(0, "invoice volume by rep"), "2024 invoices",
            items="invoices", other=o(rp, 1))

    md = table("chinook", "Per media type: tracks, minutes and average unit price?",
               "SELECT m.name AS media, count(*) AS tracks, round(sum(t.milliseconds) / 60000.0, 1) AS minutes, "
               "round(avg(t.unit_price), 4) AS avg_price FROM track t JOIN media_type m "
               "ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    m_conv(book, md, o(md, 0), "avg_price", 0, hk(1, "the standard track price"),
           lambda v, c: f"The average price of an {o(md, 0)} track is ${v} ({c} cents).", 2, 100, 0,
           (10, 1000, 1), hedged=False)
    m_conv(book, md, "Protected MPEG-4 video file", "avg_price", 1, hk(2, "video pricing"),
           lambda v, c: f"Video files average ${v} each ({c} cents)", 2, 100, 0, (10, 1000, 1), hedged=True)
    m_conv(book, md, o(md, 0), "minutes", 2, hk(3, "the size of the audio catalogue"),
           lambda v, c: f"The {o(md, 0)} catalogue runs {v} minutes ({c} hours).", 1, 1 / 60, 0,
           (1 / 100, 60, 1 / 24), hedged=True,
           second=(lambda v, c: f"That is roughly {c} weeks of continuous play.", 1, 1 / 10080, 1,
                   (1 / 1440, 1 / 60, 1 / 43200), False))
    m_cmp(book, md, "tracks", o(md, 0), o(md, 1), 3, hk(4, "tracks by file format"), "tracks",
          qty="as many tracks")
    m_share(book, md, "tracks", o(md, 0), 0, hk(5, "the catalogue by format"), "all tracks", items="tracks",
            other=o(md, 1))
    m_rate(book, md, "minutes", "tracks", "Protected MPEG-4 video file", 1, hk(6, "video running times"), "track",
           "minutes", units="tracks", sfx=" minutes")

    gn = table("chinook", "The eight genres with the most tracks: tracks and invoice lines?",
               "SELECT g.name AS genre, count(DISTINCT t.track_id) AS tracks, count(il.invoice_line_id) AS lines_sold FROM genre g JOIN track t ON t.genre_id = g.genre_id "
               "LEFT JOIN invoice_line il ON il.track_id = t.track_id GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    m_cmp(book, gn, "tracks", o(gn, 0), o(gn, 1), 0, hk(0, "the largest genres"), "tracks", qty="as many tracks")
    m_cmp(book, gn, "lines_sold", o(gn, 1), o(gn, 3), 2, hk(1, "sales by genre"), "lines sold",
          qty="as many sales")
    m_rate(book, gn, "lines_sold", "tracks", o(gn, 0), 1, hk(3, "sales per track by genre"), "track",
           "lines sold", units="tracks", pooled="the eight genres")
    m_rate(book, gn, "lines_sold", "tracks", o(gn, 4), 2, hk(4, f"{o(gn, 4)} sales per track"), "track",
           "lines sold", units="tracks")
    m_share(book, gn, "lines_sold", o(gn, 0), 1, hk(5, "genre share of sales"), "lines sold", items="sales",
            other=o(gn, 1))
    m_avg(book, gn, "lines_sold", o(gn, 2), 2, hk(6, f"{o(gn, 2)} against the other genres"), "lines sold",
          "genre", ad=1)

    bc = table("chinook", "The ten billing countries with the most revenue up to 2024: customers, invoices and revenue?",
               "SELECT billing_country AS country, count(DISTINCT customer_id) AS customers, count(*) AS invoices, "
               "sum(total) AS revenue FROM invoice WHERE invoice_date < '2025-01-01' GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 10")
    m_cmp(book, bc, "revenue", o(bc, 0), o(bc, 1), 4, hk(0, "revenue by country"), "in revenue", cash=True, d=2)
    m_cmp(book, bc, "customers", o(bc, 0), o(bc, 5), 0, hk(1, "customers by country"), "customers",
          qty="as many customers")
    m_rate(book, bc, "revenue", "customers", o(bc, 0), 0, hk(3, "revenue per customer"), "customer", "revenue",
           cash=True, units="customers", pooled="the ten countries")
    m_rate(book, bc, "revenue", "invoices", o(bc, 3), 1, hk(4, f"invoice size in {o(bc, 3)}"), "invoice",
           "revenue", cash=True, units="invoices")
    m_share(book, bc, "revenue", o(bc, 1), 0, hk(5, "revenue concentration"), "top-ten revenue", cash=True, d=2,
            other=o(bc, 0))
    m_avg(book, bc, "revenue", o(bc, 0), 1, hk(6, f"{o(bc, 0)} against the average"), "revenue", "country",
          cash=True, d=2, ad=2)
    m_plain(book, bc, hk(0, "customer records by country"), [
        B(("", cnt(bc, lambda x: f"Countries listed: {x}", len(bc))),
          ("", cnt(bc, lambda x: f"Invoices: {x}", sum(bc.col("invoices"))))),
        P(Claim(f"Customers on file for {o(bc, 9)}: {say(bc[o(bc, 9)]['customers'])}.",
                [words_row(bc, "customers", o(bc, 9), lambda x: f"Customers on file for {o(bc, 9)}: {x}.")]))])
    li = table("chinook", "The largest invoice: invoice id, customer, country and total?",
               "SELECT i.invoice_id::text AS invoice_id, c.first_name || ' ' || c.last_name AS customer, "
               "i.billing_country, i.total FROM invoice i JOIN customer c ON c.customer_id = i.customer_id "
               "ORDER BY i.total DESC, i.invoice_id LIMIT 1")
    iid = li.order[0]
    m_ident(book, li, hk(1, "the largest invoice"), f"Invoice {iid}, billed to {li[iid]['customer']} in "
            f"{li[iid]['billing_country']}, is the largest on file.", f"Invoice {iid}", f"Invoice {int(iid) + 163}",
            stats=B(("", f"Total: {En().m(li[iid]['total'], 2)[0]}")))
    m_empty(book, "chinook", "Which invoices were issued in 2030?",
            "SELECT invoice_id FROM invoice WHERE invoice_date >= '2030-01-01'", hk(2, "invoices dated 2030"),
            "No records were found; revenue for 2030 is therefore $0.",
            "Staff found 12 invoices dated 2030, totalling $47.52.")
    m_empty(book, "chinook", "Which tracks are priced above $5?",
            "SELECT track_id FROM track WHERE unit_price > 5", hk(3, "premium-priced tracks"),
            "No tracks are priced above $5; the count is zero.", "There are 9 tracks priced above $5.")


# ---------------------------------------------------------------------------
# superhero, car_1
# ---------------------------------------------------------------------------


def heroes(book):
    pb = table("superhero", "The five publishers with the most heroes: heroes, average height in cm and average "
               "weight in kg (recorded values only)?",
               "SELECT p.publisher_name AS publisher, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE "
               "s.height_cm > 0), 1) AS height_cm, round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) AS "
               "weight_kg FROM superhero s JOIN publisher p ON p.id = s.publisher_id WHERE p.publisher_name <> '' "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5")
    m_cmp(book, pb, "heroes", "Marvel Comics", "DC Comics", 0, hkn(pb, 0, "characters by publisher",
                                                                   sum(pb.col("heroes")), " characters"),
          "characters", qty="as many characters")
    m_cmp(book, pb, "heroes", "DC Comics", o(pb, 3), 3, hk(1, "the smaller publishers"), "characters",
          qty="as many characters")
    m_cmp(book, pb, "weight_kg", "Marvel Comics", "DC Comics", 4, hk(2, "average character weight"), "kg",
          unit=" kg", d=1)
    m_share(book, pb, "heroes", "Marvel Comics", 1, hk(3, "Marvel's share of characters"), "the five publishers'",
            items="characters", label="Marvel", other="DC Comics")
    m_conv(book, pb, "Marvel Comics", "weight_kg", 0, hk(4, "average Marvel character weight"),
           lambda v, c: f"The average Marvel character weighs {v} kg ({c} lb).", 1, LB_PER_KG, 0,
           (KG_PER_LB, 1.0, 3.0), hedged=True)
    m_conv(book, pb, "DC Comics", "height_cm", 1, hk(5, "average DC character height"),
           lambda v, c: f"Average DC height: {v} cm ({c} ft)", 1, 1 / 30.48, 2, (1 / 2.54, 1 / 100, 1 / 12),
           hedged=False)
    m_avg(book, pb, "height_cm", o(pb, 2), 2, hk(6, f"character heights at {o(pb, 2)}"), "height", "publisher",
          d=1, unit=" cm", ad=1)
    rc = table("superhero", "The eight most common races: heroes?",
               "SELECT r.race, count(*) AS heroes FROM superhero s JOIN race r ON r.id = s.race_id "
               "WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    m_cmp(book, rc, "heroes", "Human", "Mutant", 0, hk(0, "characters by race"), "characters",
          qty="as many characters")
    m_share(book, rc, "heroes", "Mutant", 0, hk(1, "mutant characters"), "the top eight races",
            items="characters", label="Mutants", other="Human")
    m_avg(book, rc, "heroes", "Human", 1, hk(2, "humans against the other races"), "characters", "race", ad=1)
    m_plain(book, rc, hk(3, "race records"), [
        B(("", cnt(rc, lambda x: f"Races listed: {x}", len(rc))),
          ("", cnt(rc, lambda x: f"Characters covered: {x}", sum(rc.col("heroes"))))),
        P(Claim(f"Cyborgs number {say(rc['Cyborg']['heroes'])}.",
                [words_row(rc, "heroes", "Cyborg", lambda x: f"Cyborgs number {x}.")]))])
    hc = table("superhero", "The eight most common hair colours: heroes?",
               "SELECT c.colour AS hair, count(*) AS heroes FROM superhero s JOIN colour c "
               "ON c.id = s.hair_colour_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    m_cmp(book, hc, "heroes", "Black", "Blond", 1, hk(4, "hair colour records"), "characters",
          qty="as many characters")
    m_cmp(book, hc, "heroes", "Brown", "Red", 2, hk(5, "brown and red hair"), "characters",
          qty="as many characters")
    m_share(book, hc, "heroes", "No Colour", 2, hk(6, "records with no hair colour"), "the top eight colours",
            items="records", label="\"No Colour\"", other="Black")
    m_plain(book, hc, hk(0, "hair colour counts"), [
        B(("", cnt(hc, lambda x: f"Black: {x}", hc["Black"]["heroes"])),
          ("", f"White: {hc['White']['heroes']:,.0f}")),
        P(Claim(f"Auburn appears {say(hc['Auburn']['heroes'])} times.",
                [words_row(hc, "heroes", "Auburn", lambda x: f"Auburn appears {x} times.")]))])
    hv = table("superhero", "The heaviest character: id, name and weight in kg?",
               "SELECT id::text AS hero_id, superhero_name, weight_kg FROM superhero WHERE weight_kg IS NOT NULL "
               "ORDER BY weight_kg DESC, id LIMIT 1")
    hid = hv.order[0]
    m_ident(book, hv, hk(1, "the heaviest character"), f"Character ID {hid} ({hv[hid]['superhero_name']}) is the "
            f"heaviest on record.", f"ID {hid}", f"ID {int(hid) + 77}")
    m_conv(book, hv, hid, "weight_kg", 2, hk(2, "the heaviest character's weight"),
           lambda v, c: f"{hv[hid]['superhero_name']} weighs {v} kg ({c} lb).", 0, LB_PER_KG, 0,
           (KG_PER_LB, 1.0, 3.0), hedged=True)
    m_empty(book, "superhero", "Which heroes weigh more than 100 million kg?",
            "SELECT id FROM superhero WHERE weight_kg > 100000000", hk(3, "characters above 100 million kg"),
            "No records were found; the count of characters above 100 million kg is therefore zero.",
            "Staff found 6 characters above 100 million kg.")


def cars(book):
    yr = table("spider_car_1", "Per model year: cars, average mpg, horsepower, weight in lb and 0-60 time?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS mpg, "
               "round(avg(horsepower), 1) AS hp, round(avg(weight), 0) AS weight_lb, "
               "round(avg(accelerate)::numeric, 2) AS accel FROM cars_data GROUP BY 1 ORDER BY 1")
    m_chg(book, yr, "mpg", "1970", "1980", 0, hk(4, "fuel economy over the decade"), "average fuel economy",
          "model year 1970", "model year 1980", unit=" mpg", d=2)
    m_chg(book, yr, "hp", "1972", "1982", 1, hk(5, "horsepower trends"), "average horsepower", "1972", "1982",
          unit=" hp", d=1)
    m_chg(book, yr, "weight_lb", "1973", "1981", 2, hk(6, "vehicle weight over time"), "average weight", "1973",
          "1981", unit=" lb")
    m_chg(book, yr, "cars", "1973", "1974", 3, hk(0, "cars on file by model year"), "cars on file", "1973", "1974",
          are=True)
    m_cmp(book, yr, "mpg", "1982", "1973", 0, hk(2, "fuel economy, early against late"), "mpg", unit=" mpg", d=2,
          label=lambda x: f"Model year {x}")
    m_share(book, yr, "cars", "1973", 1, hk(3, "the 1973 model year"), "all cars", items="cars",
            label="Model year 1973", other="1978")
    m_conv(book, yr, "1975", "weight_lb", 0, hk(4, "the typical 1975 car"),
           lambda v, c: f"Average weight, 1975 models: {v} lb ({c} kg)", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=True)
    m_conv(book, yr, "1981", "mpg", 1, hk(5, "1981 fuel economy"),
           lambda v, c: f"1981 models averaged {v} mpg ({c} km per US gallon).", 2, KM_PER_MI, 1,
           (MI_PER_KM, 1.0, 3.785), hedged=True)
    m_avg(book, yr, "hp", "1970", 0, hk(6, "the 1970 model year"), "horsepower", "model year", d=1, unit=" hp",
          ad=1, label="Model year 1970")
    mk = table("spider_car_1", "The eight makers with the most cars: cars, average horsepower and weight in lb?",
               "SELECT m.fullname AS maker, count(*) AS cars, round(avg(cd.horsepower), 1) AS hp, "
               "round(avg(cd.weight), 0) AS weight_lb FROM cars_data cd JOIN car_names cn ON cn.makeid = cd.id "
               "JOIN model_list ml ON ml.model = cn.model JOIN car_makers m ON m.id = ml.maker GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    m_cmp(book, mk, "cars", o(mk, 0), o(mk, 4), 0, hk(0, "cars on file by maker"), "cars", qty="as many cars")
    m_cmp(book, mk, "hp", o(mk, 0), o(mk, 2), 5, hk(1, "horsepower by maker"), "hp", unit=" hp", d=1)
    m_share(book, mk, "cars", o(mk, 0), 0, hk(3, f"{o(mk, 0)}'s share of the fleet data"), "the top eight makers'",
            items="cars", other=o(mk, 1))
    m_conv(book, mk, o(mk, 2), "weight_lb", 1, hk(4, f"{o(mk, 2)} vehicle weight"),
           lambda v, c: f"{o(mk, 2)} cars average {v} lb ({c} kg).", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
           hedged=True)
    co = table("spider_car_1", "Per maker country: cars on file?",
               "SELECT co.countryname AS country, count(*) AS cars FROM cars_data cd JOIN car_names cn "
               "ON cn.makeid = cd.id JOIN model_list ml ON ml.model = cn.model JOIN car_makers m ON m.id = ml.maker "
               "JOIN countries co ON co.countryid = m.country::int GROUP BY 1 ORDER BY 2 DESC, 1")
    m_cmp(book, co, "cars", "usa", "japan", 0, hk(5, "cars by country of manufacture"), "cars",
          label=lambda x: x.upper() if len(x) <= 3 else cap(x), qty="as many cars")
    m_share(book, co, "cars", "japan", 2, hk(6, "Japanese makes"), "all cars", items="cars", label="Japan",
            other="usa")
    m_share(book, co, "cars", "germany", 0, hk(0, "German makes"), "all cars", items="cars", label="Germany")
    m_plain(book, co, hk(1, "countries of manufacture"), [
        B(("", cnt(co, lambda x: f"Countries: {x}", len(co))), ("", f"France: {co['france']['cars']:,.0f} cars")),
        P(Claim(f"Sweden accounts for {say(co['sweden']['cars'])} cars.",
                [words_row(co, "cars", "sweden", lambda x: f"Sweden accounts for {x} cars.")]))])
    m_empty(book, "spider_car_1", "Which cars have more than 12 cylinders?",
            "SELECT id, cylinders FROM cars_data WHERE cylinders > 12", hk(2, "cars with more than twelve cylinders"),
            "No records were found; the count is therefore 0.", "Staff found 4 such cars.")


# ---------------------------------------------------------------------------
# geography, atis
# ---------------------------------------------------------------------------


def geography(book):
    mt = table("defog_geography", "Mountains: altitude in m and country, highest first?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country "
               "FROM mountain ORDER BY 2 DESC, 1")
    m_cmp(book, mt, "altitude_m", "Nanga Parbat", "K2", 3, hk(3, "mountain altitudes"), "m", unit=" m",
          qty="as high")
    m_conv(book, mt, "Cho Oyu", "altitude_m", 0, hk(4, "Cho Oyu"),
           lambda v, c: f"Cho Oyu is listed at {v} m ({c} ft).", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0), hedged=True)
    m_conv(book, mt, "Makalu", "altitude_m", 1, hk(5, "Makalu"),
           lambda v, c: f"Makalu: {v} m ({c} ft)", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0), hedged=True)
    lk = table("defog_geography", "Lakes: area in sq km and country, largest first?",
               "SELECT lake_name AS lake, area AS area_sqkm, country_name AS country FROM lake ORDER BY 2 DESC, 1")
    m_cmp(book, lk, "area_sqkm", "Lake Qinghai", "Lake Michigan", 0, hk(6, "lake areas"), "sq km", unit=" sq km")
    m_conv(book, lk, "Lake Superior", "area_sqkm", 1, hk(0, "Lake Superior"),
           lambda v, c: f"Lake Superior covers {v} sq km ({c} sq mi).", 0, SQMI_PER_SQKM, 0,
           (MI_PER_KM, 1.0, 2.589988), hedged=True)
    m_share(book, lk, "area_sqkm", "Lake Victoria", 1, hk(1, "Lake Victoria"), "total lake area", unit=" sq km",
            label="Lake Victoria", other="Lake Baikal")
    rv = table("defog_geography", "Rivers: length in km and country, longest first?",
               "SELECT river_name AS river, length AS length_km, country_name AS country FROM river "
               "ORDER BY 2 DESC, 1")
    m_conv(book, rv, "Nile", "length_km", 0, hk(2, "the Nile"),
           lambda v, c: f"The Nile is recorded at {v} km ({c} mi).", 0, MI_PER_KM, 0, (KM_PER_MI, 1.0, 0.539957),
           hedged=True)
    m_cmp(book, rv, "length_km", "Rhine", "Yangtze", 0, hk(3, "river lengths"), "km", unit=" km", qty="as long")
    st = table("defog_geography", "The eight most populous states: population, area in sq km and country?",
               "SELECT state_name AS state, population, area AS area_sqkm, country_name AS country FROM state "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    m_rate(book, st, "population", "area_sqkm", "Maharashtra", 0, hk(5, "population density"), "sq km",
           "residents", units="sq km", pooled="the eight states")
    m_rate(book, st, "population", "area_sqkm", "California", 1, hk(6, "California's density"), "sq km",
           "residents", units="sq km")
    m_cmp(book, st, "area_sqkm", "Guangdong", "Ontario", 2, hk(0, "state land areas"), "sq km", unit=" sq km")
    m_empty(book, "defog_geography", "Which mountains are in Switzerland?",
            "SELECT mountain_name FROM mountain WHERE country_name = 'Switzerland'", hk(1, "Swiss mountains"),
            "No Swiss mountains are in the table; the count is therefore zero.",
            "The table lists 5 Swiss mountains.")


def atis(book):
    mf = table("defog_atis", "Per aircraft manufacturer: types, seats and longest range in miles?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, max(range_miles) AS longest_range "
               "FROM aircraft GROUP BY 1 ORDER BY 3 DESC, 1")
    m_cmp(book, mf, "seats", "Airbus", "Boeing", 1, hk(2, "seat capacity by manufacturer"), "seats",
          qty="as many seats")
    m_rate(book, mf, "seats", "types", "Boeing", 0, hk(3, "seats per aircraft type"), "type", "seats",
           units="types", pooled="all manufacturers")
    m_share(book, mf, "seats", "Airbus", 0, hk(4, "Airbus seat capacity"), "all seats", items="seats",
            other="Boeing")
    m_conv(book, mf, "Boeing", "longest_range", 1, hk(5, "the longest Boeing range"),
           lambda v, c: f"The longest Boeing range is {v} mi ({c} km).", 0, KM_PER_MI, 0, (MI_PER_KM, 1.852, 1.0),
           hedged=True)
    ac = table("defog_atis", "Per aircraft type: seats and cruising speed in mph?",
               "SELECT aircraft_code AS aircraft, capacity AS seats, cruising_speed AS mph FROM aircraft "
               "ORDER BY 2 DESC, 1")
    m_conv(book, ac, o(ac, 0), "mph", 0, hk(6, f"the {o(ac, 0)}'s cruising speed"),
           lambda v, c: f"The {o(ac, 0)} cruises at {v} mph ({c} km/h).", 0, KMH_PER_MPH, 0, (MI_PER_KM, 1.852, 1.0),
           hedged=True)
    m_avg(book, ac, "seats", o(ac, 0), 1, hk(0, "the largest aircraft"), "seats", "aircraft type", ad=0)
    fl = table("defog_atis", "Per airline: flights and average stops?",
               "SELECT airline_code AS airline, count(*) AS flights, round(avg(stops), 2) AS avg_stops FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    m_plain(book, fl, hk(1, "flights by airline"), [
        B(("", cnt(fl, lambda x: f"Airlines: {x}", len(fl))),
          ("", cnt(fl, lambda x: f"Flights: {x}", sum(fl.col("flights"))))),
        P(f"AA operates {say(fl['AA']['flights'])} of them.")])
    fc = table("defog_atis", "Per fare class: fares and average one-way and round-trip cost?",
               "SELECT fb.class_type AS class, count(*) AS fares, round(avg(f.one_direction_cost), 2) AS one_way, "
               "round(avg(f.round_trip_cost), 2) AS round_trip FROM fare f JOIN fare_basis fb "
               "ON fb.fare_basis_code = f.fare_basis_code GROUP BY 1 ORDER BY 3 DESC")
    m_cmp(book, fc, "one_way", "First Class", "Economy Class", 0, hk(2, "fares by class"), "one-way",
          cash=True, d=2)
    m_cmp(book, fc, "round_trip", "Business Class", "Economy Class", 2, hk(3, "round-trip fares by class"),
          "round trip", cash=True, d=2)
    m_avg(book, fc, "one_way", "Economy Class", 1, hk(4, "economy fares"), "one-way fare", "class", cash=True,
          d=2, ad=2)
    gs = table("defog_atis", "Ground transport from JFK: type and fare?",
               "SELECT transport_type AS transport, ground_fare AS fare FROM ground_service WHERE airport_code = "
               "'JFK' ORDER BY 2 DESC, 1")
    m_cmp(book, gs, "fare", "Limousine", "Bus", 0, hk(5, "ground transport fares at JFK"), "fare", cash=True,
          qty="as much")
    ap = table("defog_atis", "Per airport: minimum connection time in minutes?",
               "SELECT airport_code AS airport, minimum_connect_time AS connect_min FROM airport ORDER BY 2 DESC, 1")
    m_cmp(book, ap, "connect_min", "SEA", "ATL", 0, hk(0, "connection times"), "minutes", unit=" minutes",
          qty="as long")
    m_conv(book, ap, "DEN", "connect_min", 1, hk(1, "Denver's connection time"),
           lambda v, c: f"Denver's minimum connection time is {v} minutes ({c} hours).", 0, 1 / 60, 2,
           (1 / 100, 60, 1 / 24), hedged=False)
    m_avg(book, ap, "connect_min", "ATL", 0, hk(2, "Atlanta's connection time"), "connection time", "airport",
          unit=" minutes", ad=1)
    m_empty(book, "defog_atis", "Which flights have more than three stops?",
            "SELECT flight_number, stops FROM flight WHERE stops > 3", hk(3, "flights with more than three stops"),
            "No records were found; the number of such flights is therefore zero.",
            "Staff found 2 flights with more than three stops.")


# ---------------------------------------------------------------------------
# Spider's small databases and the campus
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity and average attendance?",
               "SELECT name AS stadium, capacity, average FROM stadium ORDER BY 2 DESC, 1")
    m_cmp(book, sd, "capacity", "Somerset Park", "Balmoor", 0, hk(4, "stadium capacities"), "seats",
          qty="as many seats")
    m_rate(book, sd, "average", "capacity", "Stark's Park", 2, hk(5, "stadium use"), "seat", "average attendance",
           units="seats")
    m_share(book, sd, "capacity", "Hampden Park", 1, hk(6, "Hampden Park's capacity"), "total capacity",
            items="seats", other="Somerset Park")
    bt = table("spider_battle_death", "Per battle result: battles, ships lost, killed and injured?",
               "SELECT b.result, count(DISTINCT b.id) AS battles, count(DISTINCT s.id) AS ships, "
               "coalesce(sum(d.killed), 0) AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b "
               "LEFT JOIN ship s ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1 ORDER BY 4 DESC")
    m_share(book, bt, "killed", "Bulgarian victory", 0, hk(1, "casualties by battle outcome"), "all deaths",
            items="deaths", label="Bulgarian victories", other="Two Year Truce")
    m_cmp(book, bt, "killed", "Bulgarian victory", "Two Year Truce", 0, hk(2, "deaths by outcome"), "killed",
          qty="as many deaths")
    m_plain(book, bt, hk(3, "the battle records"), [
        B(("", cnt(bt, lambda x: f"Battles: {x}", sum(bt.col("battles")))),
          ("", cnt(bt, lambda x: f"Ships lost: {x}", sum(bt.col("ships"))))),
        P(Claim(f"Deaths recorded: {sum(bt.col('killed')):,.0f}.",
                [plain_off(bt, En(), lambda x: f"Deaths recorded: {x}.", sum(bt.col("killed")))]))])
    tv = table("spider_tvshow", "Per episode: share and viewers in millions?",
               "SELECT episode, share, viewers_m::numeric AS viewers_m FROM tv_series ORDER BY 3 DESC, 1")
    m_cmp(book, tv, "viewers_m", o(tv, 0), o(tv, -1), 1, hk(4, "episode audiences"), "million viewers",
          unit=" million viewers", d=2)
    m_conv(book, tv, o(tv, 1), "viewers_m", 0, hk(5, f"the audience for {o(tv, 1)}"),
           lambda v, c: f"\"{o(tv, 1)}\" drew {v} million viewers ({c} people).", 2, 1e6, 0, (1e3, 1e5, 1e7),
           hedged=False)
    m_avg(book, tv, "viewers_m", o(tv, 2), 2, hk(6, "episode viewing"), "viewers (millions)", "episode", d=2,
          unit=" million", ad=2)
    pt = table("spider_pets_1", "Per pet type: pets, total weight in kg and oldest age?",
               "SELECT pettype AS type, count(*) AS pets, sum(weight) AS weight_kg, max(pet_age) AS oldest FROM pets "
               "GROUP BY 1 ORDER BY 1")
    m_conv(book, pt, "dog", "weight_kg", 1, hk(0, "dogs on the register"),
           lambda v, c: f"Registered dogs weigh {v} kg in total ({c} lb).", 1, LB_PER_KG, 0, (KG_PER_LB, 1.0, 3.0),
           hedged=True)
    m_rate(book, pt, "weight_kg", "pets", "dog", 2, hk(1, "average dog weight"), "dog", "total weight",
           units="dogs", sfx=" kg")
    ad = table("defog_advising", "Per department: courses, reviews and students enrolled?",
               "SELECT department, count(*) AS courses, sum(num_reviews) AS reviews, sum(num_enrolled) AS enrolled "
               "FROM course GROUP BY 1 ORDER BY 3 DESC, 1")
    m_rate(book, ad, "reviews", "courses", "Computer Science", 0, hk(2, "course reviews"), "course", "reviews",
           units="courses", pooled="all departments")
    m_share(book, ad, "reviews", "Computer Science", 2, hk(3, "reviews by department"), "all reviews",
            items="reviews", other="Physics")
    ay = table("defog_academic", "Per publication year: papers, citations and references?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations, sum(reference_num) AS refs "
               "FROM publication GROUP BY 1 ORDER BY 1")
    m_chg(book, ay, "papers", o(ay, 0), o(ay, 1), 0, hk(4, "research output"), "papers published",
          are=True)
    m_rate(book, ay, "citations", "papers", o(ay, 0), 1, hk(5, "citations per paper"), "paper", "citations",
           units="papers", pooled="both years")
    th = table("spider_course_teach", "Per teacher: hometown and age?",
               "SELECT name AS teacher, hometown, age::int AS age FROM teacher ORDER BY 3 DESC, 1")
    m_avg(book, th, "age", o(th, 0), 0, hk(6, "staff ages"), "age", "teacher", unit=" years", ad=1)
    m_plain(book, th, hk(0, "the teaching roster"), [
        B(("", cnt(th, lambda x: f"Teachers: {x}", len(th))),
          ("", f"Oldest: {o(th, 0)}, {th[o(th, 0)]['age']:,.0f}"))])
    vs = table("spider_voter_1", "Per state: votes cast and contestants voted for?",
               "SELECT state, count(*) AS votes, count(DISTINCT contestant_number) AS contestants FROM votes GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    m_plain(book, vs, hk(1, "votes by state"), [
        B(("", cnt(vs, lambda x: f"States: {x}", len(vs))), ("", cnt(vs, lambda x: f"Votes: {x}",
                                                                      sum(vs.col("votes"))))),
        P(f"New York cast {say(vs['NY']['votes'])} of them.")])
    pg = table("spider_cre_doc_template_mgt", "Per document: paragraphs?",
               "SELECT d.document_name AS document, count(p.paragraph_id) AS paragraphs FROM documents d "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC, 1")
    m_plain(book, pg, hk(2, "paragraph counts"), [
        B(("", cnt(pg, lambda x: f"Documents: {x}", len(pg))),
          ("", cnt(pg, lambda x: f"Paragraphs: {x}", sum(pg.col("paragraphs"))))),
        P(f"\"{o(pg, 0)}\" has the most, with {say(pg[o(pg, 0)]['paragraphs'])}.")])
    m_empty(book, "spider_cre_doc_template_mgt", "Which templates have a version number above 100?",
            "SELECT template_id FROM templates WHERE version_number > 100", hk(3, "templates above version 100"),
            "No templates were found above version 100; the count is therefore 0.",
            "Staff found 3 templates above version 100.")
    m_empty(book, "spider_tvshow", "Which channels are from Japan?",
            "SELECT id FROM tv_channel WHERE country = 'Japan'", hk(4, "Japanese channels"),
            "No Japanese channels are on file; the total is therefore zero.",
            "There are 2 Japanese channels on file.")
    m_empty(book, "spider_concert_singer", "Which stadiums hold more than 100,000 people?",
            "SELECT stadium_id FROM stadium WHERE capacity > 100000", hk(5, "stadiums above 100,000 seats"),
            "No stadium exceeds 100,000 seats; the count is zero.", "Two stadiums exceed 100,000 seats.")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, small)
    return run_set(Book57(), sections, "fifty-eighth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
