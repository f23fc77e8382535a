#!/usr/bin/env python3
"""
plausibility_fresh35.py — a thirty-sixth labelled set for check_answer,
written held out, development since its misses were read: answers the way a language model writes when it is a
support engineer or customer-success manager replying to a client's ticket
about the client's own data, over tables spread across every database
bench/plausibility.sh loads: northwind (the top accounts' 1997 net sales,
orders and discounts; orders, freight and days to ship per month of 1998;
suppliers' stock and stock value; late shipments and average freight per
sales rep), chinook (the best-selling artists' units, revenue and customers;
invoices and revenue per year; Iron Maiden's albums in minutes and bytes;
revenue per US billing state; units per genre in 2023 and 2024), BIRD's
superhero (heights and weights per gender, the commonest powers and hair
colours, attribute averages), Spider's car_1 (cars, mpg and horsepower per
maker; horsepower, weight, displacement and best mpg per model year; makers
per country), defog-dev's atis (aircraft sizes, weights, ranges and speeds;
seats per manufacturer; minimum connection times; ground fares at
JFK; flight times), geography (mountain heights, lake areas, state
population and area, city population, high points), advising (students'
credits and GPAs, course reviews) and academic (citations and references per
paper), and Spider's concert_singer (stadium capacity and attendance, singers'
ages), pets_1 (students per major, pets' weights), battle_death (ships lost
and casualties per battle), course_teach (teachers' ages), cre_doc_template_mgt
(paragraphs per document), tvshow (viewers per episode) and
voter_1 (area codes per state), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the labels
are right by construction, and shown away from the edge of its rounding
(bench/plausibility_fresh7.py's num()). The writing is the support reply the
other sets lack: a greeting by name, a thank-you line that restates the
ticket ("Thanks for reaching out — I've pulled the numbers you asked about
..."), a sentence or two of answer, a short bulleted breakdown, a paragraph of
context opened by "For reference", "Just to flag", "As a rough guide" or "For
context", then "Hope this helps!" (or an offer to dig further) and a sign-off
(sometimes the model's "[Your Name]" placeholder). Figures as such replies
give them: exact cells with thousands separators and cents, restated for the
client in other words or units ("97.1 minutes, a little over an hour and a
half"), approximations ("just under", "a little over", "roughly"), asides
"(that's about $4,365 per order)", shares in words ("just under a quarter"),
multiples in words ("roughly twice"), digits and number words mixed. Shapes,
as in bench/plausibility_fresh4.py (whose helpers this set reuses, with
fresh7's, fresh10's and fresh11's):
  comparison  differences, multiples, percent more and less, one row at a
              fraction of another in words
  change      changes between months, years, model years, episodes and
              groups, in absolute and percent terms; shares moving in points
  per_unit    totals over counts ("per order", "per track"), one row against
              the overall rate, weighted averages of group averages, one row's
              share, subset sums and averages, the top rows' share
  conversion  minutes and days as hours, milliseconds as minutes, bytes as
              megabytes, cm as inches, kg as pounds and pounds as kg and
              tonnes, mpg as km per litre, hp as kW, miles as km, mph as
              km/h, feet as metres and metres as feet, square km as square
              miles, cubic inches as litres,
              millions of viewers as people, seconds as hours
  zero_ident  zero for an empty result, digits inside identifiers
  plain       cells, counts, column totals, bounds, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group averages called
the weighted one, a share of the wrong total or its complement, a percent
change over the wrong base, a relative change given as points, the average of
every row given as a subset's), a false bound, share or multiple in words,
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, or a figure off by more
than the rounding shown. A twin is kept only when its figure is far from the
true value (fresh4's rules) and, unless it is a real value in the wrong role,
far from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed (the set was written held out).
"""
import re
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import dd_of, n, num, off, usd, w, words_twin, wusd
from plausibility_fresh10 import Book10, cap, convert, nbr_of, north_of, num_few, run, run_set, share_words, table
from plausibility_fresh11 import mult_words

KM_PER_MI = 1.609344
MI_PER_KM = 0.621371192
FT_PER_M = 3.280839895
M_PER_FT = 0.3048
SQMI_PER_SQKM = 0.386102159
LB_PER_KG = 2.20462262
KG_PER_LB = 0.45359237
IN_PER_CM = 1 / 2.54
KMPL_PER_MPG = 0.425143707
KW_PER_HP = 0.745699872
L_PER_CUIN = 0.016387064

HELLO = ["Hi Dana,", "Hello Marcus,", "Hi there,", "Hi Sofia,", "Hi Priyanka,", "Hello Tom,", "Hi team,",
         "Hi Jonas,", "Good morning Elena,", "Hi Kwame,", "Hello Ms. Laurent,"]
OPEN = ["Thanks for reaching out — I've pulled the numbers you asked about {t}.",
        "Thanks for your patience while I looked into {t}.",
        "Great question! I ran a quick report on {t} for you.",
        "Thanks for the ticket. I've had a look at {t}.",
        "Happy to help with this one — here's what I found on {t}.",
        "Thanks for getting in touch about {t}. I've gone through the data on our side.",
        "Thanks for flagging this! I've double-checked {t} against your data.",
        "Thanks for the follow-up on {t} — I've re-run the numbers."]
HEAD = ["Here's the breakdown:", "Quick breakdown:", "The key figures:", "At a glance:", "Breaking that down:",
        "In a nutshell:", "Here's what the data shows:"]
CLOSE = ["Hope this helps!", "Hope that clears things up!",
         "Hope this helps — let me know if you have any other questions.",
         "Happy to dig further if useful; just reply to this ticket.",
         "Let me know if anything looks off on your side and I'll take another look.",
         "Hope this helps! If you'd like this as a CSV export, just say the word.",
         "Please don't hesitate to reach out if you need anything else."]
SIGN = ["Best,\nAlex\nCustomer Success", "Kind regards,\nPriya | Support Engineering", "Cheers,\nTom from Support",
        "Thanks again,\nMaria\nCustomer Success Manager", "Best regards,\n[Your Name]\nSupport Team",
        "Warm regards,\nJamie", "All the best,\nSam (Customer Success)"]


def pre_(c, p):
    """The claim with p before its text and before each of its twins' texts."""
    if isinstance(c, str):
        c = Claim(c)
    fix = lambda x: re.sub(r"\.\.(?=\s|$|\))", ".", x)
    c.text = fix(p + c.text)
    c.wrongs = [(r, fix(p + x)) for r, x in c.wrongs]
    return c


class Book35(Book10):
    """fresh10's Book10, with each answer laid out as a support reply: greeting, thank-you line, the answer in a
    sentence or two, a bulleted breakdown, a paragraph of context, a closing line and a sign-off."""

    def reply(self, db, rid, shape, topic, intro=(), bullets=(), ctx=(), derived=True, max_twins=2, head=None):
        """head: the line before the bullets (None: one of HEAD; "": none, the intro leads into them)."""
        k = self.cases
        intro = [c for c in intro if c]
        bullets = [c for c in bullets if c]
        ctx = [c for c in ctx if c]
        claims = [Claim(f"{HELLO[k % len(HELLO)]}\n\n{OPEN[(k * 3) % len(OPEN)].format(t=topic)}")]
        claims += [pre_(c, "") for c in intro]
        if bullets:
            if head != "":
                claims.append(Claim("\n\n" + (head or HEAD[(k * 5) % len(HEAD)])))
            claims += [pre_(c, "\n- ") for c in bullets]
        if ctx:
            claims += [pre_(ctx[0], "\n\n")] + [pre_(c, "") for c in ctx[1:]]
        post = "\n\n" + CLOSE[(k * 2) % len(CLOSE)] + "\n\n" + SIGN[(k * 3) % len(SIGN)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, post=post)


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def plural(x):
    if x.endswith("y") and not x.endswith(("ay", "ey", "oy")):
        return x[:-1] + "ies"
    return x + ("es" if x.endswith(("o", "s", "ch")) else "s")


def shown(cash, d, unit=""):
    """(S, W, D): the true figure as shown, a wrong figure shown alike, the decimals a twin is judged by."""
    if d is None:
        d = 2 if cash else 0
    if cash:
        return (lambda v: usd(v, d)), (lambda v, dd: wusd(v, dd)), (lambda v: dd_of(v, d, True))
    return (lambda v: n(v, d) + unit), (lambda v, dd: w(v, dd) + unit), (lambda v: dd_of(v, d))


def approx(v, k):
    """(hedge, figure, decimals): v as a round figure within 1.2% of it, with a hedge that says on which side
    of v it falls ("just under", "a little over", "roughly")."""
    a = abs(v)
    fig, d = v, 2
    for step, sd in ((1e6, 0), (1e5, 0), (1e4, 0), (1000, 0), (100, 0), (10, 0), (1, 0), (0.1, 1), (0.01, 2)):
        if step > a / 5:
            continue
        s = round(v / step) * step
        if s and abs(s - v) / a < 0.012:
            fig, d = s, sd
            break
    if abs(fig - v) / a < 0.002:
        h = pick(["roughly", "about", "around"], k)
    elif abs(fig) > a:
        h = pick(["just under", "a little under", "nearly"], k)
    else:
        h = pick(["a little over", "just over", "slightly over"], k)
    return h, f"{fig:,.{d}f}", d


def hedged(v, k, cash=False, unit=""):
    """(text, decimals, fmt): v approximately, and fmt(x) writing a wrong figure x with the same hedge."""
    h, ft, d = approx(v, k)
    cur = "$" if cash else ""
    return f"{h} {cur}{ft}{unit}", d, (lambda x: f"{h} {cur}{w(x, d)}{unit}")


def cnt(v, k):
    """A count in words (under a hundred, every other time) or digits."""
    v = int(v)
    return say(v) if v < 100 and k % 2 == 0 else f"{v:,}"


# ---------------------------------------------------------------------------
# shapes, as support replies
# ---------------------------------------------------------------------------


def sp_cmp(book, t, col, a, b, k, noun, cash=False, d=None, unit="", label=None, topic=None, ctx=()):
    """Two named rows, the larger first, in five voices."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    S, W, D = shown(cash, d, unit)
    diff, r = va - vb, va / vb
    hi, hid = num_few(100 * diff / vb, 1)
    lo, lod = num_few(100 * diff / va, 1)
    rt, rd = num_few(r, 2) if r < 10 else num_few(r, 1)
    nb = nbr_of(t, b, avoid=(a,))
    topic = topic or f"how {A} compares with {B} on {noun}"

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(vb):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), vb, t[nb][col], D(vb), real=True)

    def gap(fmt, f):
        return off(t, "off", fmt(W(diff * f, D(diff))), diff, diff * f, D(diff))

    def more(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / va, hid)), 100 * diff / vb, 100 * diff / va, hid, real=True)

    def less(fmt):
        return off(t, "wrong_base", fmt(w(100 * diff / vb, lod)), 100 * diff / va, 100 * diff / vb, lod, real=True)

    def ratio(fmt, f=1.45):
        return off(t, "off", fmt(w(r * f + 0.2, rd)), r, r * f + 0.2, rd)

    form = k % 5
    fw, fbad = share_words(vb / va)
    mw, mbad = mult_words(r)
    if form == 2 and not fw:
        form = 3
    ctx = list(ctx)
    if form == 0:
        f0 = lambda x: f"{cap(A)} comes out ahead of {B} on {noun}, by {x}."
        intro = [Claim(f0(S(diff)), [gap(f0, 1.6)])]
        bullets = [Claim(f"{cap(A)}: {S(va)}"), Claim(f"{cap(B)}: {S(vb)}", [nbr(lambda x: f"{cap(B)}: {x}")])]
        f1 = lambda x: f"For reference, that puts {A} {x}% above {B}."
        ctx = [Claim(f1(hi), [more(f1)])] + ctx
    elif form == 1:
        if mw:
            intro = [Claim(f"Short answer: {A} has roughly {mw} the {noun} of {B}.",
                           [("false_bound", f"Short answer: {A} has roughly {mbad} the {noun} of {B}.")])]
        else:
            f0 = lambda x: f"Short answer: {A} has {x} times the {noun} of {B}."
            intro = [Claim(f0(rt), [ratio(f0)])]
        f1 = lambda x: f"{cap(B)}: {S(vb)} ({x}% lower)"
        bullets = [Claim(f"{cap(A)}: {S(va)}"), Claim(f1(lo), [less(f1), nbr(lambda x: f"{cap(B)}: {x} ({lo}% lower)")])]
        ht, hd, hf = hedged(diff, k, cash, unit)
        f2 = lambda x: f"As a rough guide, that's a difference of {x}."
        ctx = [Claim(f2(ht), [off(t, "off", f2(hf(diff * 1.55)), diff, diff * 1.55, hd, approx=True)])] + ctx
    elif form == 2:
        intro = [Claim(f"{cap(B)} is at {fw} of {poss(A)} figure on {noun}.",
                       [("false_bound", f"{cap(B)} is at {fbad} of {poss(A)} figure on {noun}.")])]
        bullets = [Claim(f"{cap(A)}: {S(va)}"), Claim(f"{cap(B)}: {S(vb)}", [nbr(lambda x: f"{cap(B)}: {x}")])]
        f1 = lambda x, p: f"Put another way, {A} is ahead by {x}, or {p}% more."
        ctx = [Claim(f1(S(diff), hi), [gap(lambda x: f1(x, hi), 1.7), more(lambda p: f1(S(diff), p))])] + ctx
    elif form == 3:
        ht, hd, hf = hedged(diff, k, cash, unit)
        f0 = lambda x: f"The gap between {A} and {B} on {noun} is {x}."
        intro = [Claim(f0(ht), [off(t, "off", f0(hf(diff * 1.5)), diff, diff * 1.5, hd, approx=True)])]
        f1 = lambda x: f"{cap(B)}: {S(vb)} — {x}% below {A}"
        bullets = [Claim(f"{cap(A)}: {S(va)}"), Claim(f1(lo), [less(f1)])]
        f2 = lambda x: f"Just to flag, {A} is running at {x}x {B} on this measure."
        ctx = [Claim(f2(rt), [ratio(f2, 1.5)])] + ctx
    else:
        f0 = lambda x: f"{cap(B)} trails {A} by {x}% on {noun}."
        intro = [Claim(f0(lo), [less(f0)])]
        bullets = [Claim(f"{cap(A)} — {S(va)}"), Claim(f"{cap(B)} — {S(vb)}", [nbr(lambda x: f"{cap(B)} — {x}")])]
        f1 = lambda x: f"For context, that's {x} in absolute terms."
        ctx = [Claim(f1(S(diff)), [gap(f1, 1.65)])] + ctx
    book.reply(t.db, t.rid, "comparison", topic, intro, bullets, ctx)


def sp_chg(book, t, col, p1, p2, k, noun, cash=False, d=None, unit="", l1=None, l2=None, topic=None, ctx=()):
    """From one row (a period, a group) to another, in four voices."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W, D = shown(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p, pd = num_few(abs(100 * diff / v1), 1)
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))
    sg = "+" if up else "−"
    way = "up" if up else "down"
    topic = topic or f"{noun} in {l1} and {l2}"

    def base(fmt):
        return off(t, "wrong_base", fmt(w(wb, pd)), abs(100 * diff / v1), wb, pd, real=True)

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(v1):
            return None
        return off(t, "neighbour_row", fmt(S(t[nb][col])), v1, t[nb][col], D(v1), real=True)

    def absd(fmt, f):
        return off(t, "off", fmt(W(abs(diff) * f, D(diff))), abs(diff), abs(diff) * f, D(diff))

    ctx = list(ctx)
    form = k % 4
    if form == 0:
        f0 = lambda x: f"{cap(noun)} went from {x} in {l1} to {S(v2)} in {l2}."
        intro = [Claim(f0(S(v1)), [nbr(f0)])]
        f1 = lambda x: f"Change: {sg}{x}"
        f2 = lambda x: f"In percentage terms: {way} {x}%"
        bullets = [Claim(f1(S(abs(diff))), [absd(f1, 1.7)]), Claim(f2(p), [base(f2)])]
    elif form == 1:
        f0 = lambda x: f"{cap(noun)} was {way} {x}% from {l1} to {l2}."
        intro = [Claim(f0(p), [base(f0)])]
        f1 = lambda x: f"{cap(l1)}: {x}"
        bullets = [Claim(f1(S(v1)), [nbr(f1)]), Claim(f"{cap(l2)}: {S(v2)}")]
        ht, hd, hf = hedged(abs(diff), k, cash, unit)
        f2 = lambda x: f"For reference, that's {x} {'more' if up else 'less'} in absolute terms."
        ctx = [Claim(f2(ht), [off(t, "off", f2(hf(abs(diff) * 1.6)), abs(diff), abs(diff) * 1.6, hd, approx=True)])] + ctx
    elif form == 2:
        f0 = lambda x: f"{cap(l2)} came in at {S(v2)}, against {x} for {l1}."
        intro = [Claim(f0(S(v1)), [nbr(f0)])]
        f1 = lambda x: f"Difference: {x}"
        f2 = lambda x: f"Relative change: {sg}{x}%"
        bullets = [Claim(f1(S(abs(diff))), [absd(f1, 0.5)]), Claim(f2(p), [base(f2)])]
        m = v2 / v1 if up else v1 / v2
        mw, mbad = mult_words(m)
        if mw:
            hi_, lo_ = (l2, l1) if up else (l1, l2)
            ctx = [Claim(f"Put simply, {hi_} is at about {mw} {poss(lo_)} level.",
                         [("false_bound", f"Put simply, {hi_} is at about {mbad} {poss(lo_)} level.")])] + ctx
    else:
        f0 = lambda x: f"In short, {noun} {'grew' if up else 'dropped'} by {x} between {l1} and {l2}"
        f1 = lambda x: f"({x}% {way} on {l1})."
        intro = [Claim(f0(S(abs(diff))), [absd(f0, 1.6)]), Claim(f1(p), [base(f1)])]
        f2 = lambda x: f"{cap(l1)}: {x}"
        bullets = [Claim(f2(S(v1)), [nbr(f2)]), Claim(f"{cap(l2)}: {S(v2)}")]
    book.reply(t.db, t.rid, "change", topic, intro, bullets, ctx)


def sp_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, topic=None, ctx=()):
    """One row's share of a column total in two periods: the move in points and the relative change; twins: the
    relative change given as points, the later share's complement, the change over the later share."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, s1d = num_few(s1, 1)
    s2t, s2d = num_few(s2, 1)
    ppt, ppd = num(abs(pp), 1)
    rt, rd = num_few(abs(rel), 1)
    way = "up" if up else "down"
    f0 = lambda x: f"{poss(cap(name))} share of {noun} moved {way} {x} percentage points between {l1} and {l2}."
    intro = [Claim(f0(ppt), [off(t, "percent_as_points", f0(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)])]
    f1 = lambda x: f"{l2}: {x}% of {noun}"
    bullets = [Claim(f"{l1}: {s1t}% of {noun} ({int(t[key][c1])} of {int(sum(t.col(c1)))})"),
               Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)])]
    f2 = lambda x: f"For context, that's a relative {'increase' if up else 'decrease'} of {x} in {poss(name)} share."
    if rd > 1:
        # a relative change that sits near the edge of its rounding is given roughly
        rt, rd, hf = hedged(abs(rel), k, False, "%")
        tw = off(t, "wrong_base", f2(hf(100 * abs(pp) / s2)), abs(rel), 100 * abs(pp) / s2, rd, approx=True, real=True)
    else:
        rt = rt + "%"
        tw = off(t, "wrong_base", f2(w(100 * abs(pp) / s2, rd) + "%"), abs(rel), 100 * abs(pp) / s2, rd, real=True)
    ctx = [Claim(f2(rt), [tw])] + list(ctx)
    book.reply(t.db, t.rid, "change", topic or f"how {poss(name)} share of {noun} has moved", intro, bullets, ctx)


def sp_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, d=2, label=None, units=None, sfx="",
            topic=None, ctx=()):
    """A total over a count for one row, in four voices; the last sets it against the overall rate (twin: the
    plain mean of the rows' rates)."""
    tot, c = t[key][tot_col], t[key][cnt_col]
    r = tot / c
    S, W, D = shown(cash, d, sfx)
    St = usd(tot, 2) if cash else n(tot, 0 if float(tot).is_integer() else 2) + sfx
    name = label or key
    units = units or plural(unit)
    ct = cnt(c, k)
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    topic = topic or f"{what} per {unit} for {name}"
    ctx = list(ctx)

    def tw(fmt, f=1.55):
        out = [off(t, "off", fmt(W(r * f, D(r))), r, r * f, D(r))]
        if rn is not None and W(rn, D(r)) != S(r):
            out.insert(0, off(t, "neighbour_row", fmt(W(rn, D(r))), r, rn, D(r), real=True))
        return out

    form = k % 4
    if form == 0:
        ht, hd, hf = hedged(r, k, cash, sfx)
        f0 = lambda x: f"({x} per {unit})."
        intro = [Claim(f"{cap(name)} recorded {St} of {what} across {ct} {units}"),
                 Claim(f"(that's {ht} per {unit}).",
                       [off(t, "off", f"(that's {hf(r * 1.5)} per {unit}).", r, r * 1.5, hd, approx=True)]
                       + ([off(t, "neighbour_row", f"(that's {hf(rn)} per {unit}).", r, rn, hd, approx=True,
                               real=True)] if rn is not None else []))]
        bullets = [Claim(f"{cap(what)}: {St}"), Claim(f"{cap(units)}: {int(c):,}")]
    elif form == 1:
        intro = [Claim(f"Here's where {name} lands on {what} per {unit}.")]
        f0 = lambda x: f"Per {unit}: {x}"
        St0 = usd(tot, 2) if cash else n(tot, 0 if float(tot).is_integer() else 2)
        bullets = [Claim(f"{cap(what)}: {St0}"), Claim(f"{cap(units)}: {int(c):,}"), Claim(f0(S(r)), tw(f0))]
    elif form == 2:
        f0 = lambda x: f"On a per-{unit} basis, {name} comes to {x}"
        intro = [Claim(f0(S(r)), tw(f0)), Claim(f"({St} over {ct} {units}).")]
        bullets = []
    else:
        keys = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]]
        tots = [t[x][tot_col] for x in keys]
        cnts = [t[x][cnt_col] for x in keys]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        f0 = lambda x: f"{cap(name)}: {x} per {unit}"
        intro = [Claim(f"Below is the per-{unit} figure for {name}, with the overall rate for comparison.")]
        bullets = [Claim(f0(S(r)), tw(f0)), Claim(f"Based on: {St} across {int(c):,} {units}")]
        ot, od = num(overall, d)
        f1 = lambda x: f"For reference, the figure across everything in the report is {x}{sfx} per {unit}."
        if cash:
            f1 = lambda x: f"For reference, the figure across everything in the report is ${x} per {unit}."
        ctx = [Claim(f1(ot), [off(t, "plain_as_weighted", f1(w(plain, od)), overall, plain, od, real=True)
                               if w(plain, od) != ot else None])] + ctx
    book.reply(t.db, t.rid, "per_unit", topic, intro, bullets, ctx)


def sp_share(book, t, col, key, k, whole, other=None, cash=False, d=None, unit="", label=None, topic=None, ctx=()):
    """One row's share of the column total, as an exact percent, in words, or roughly."""
    S, W, D = shown(cash, d, unit)
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    st, sd = num_few(100 * s, 1)
    fw, fbad = share_words(s)
    topic = topic or f"{poss(name)} share of {whole}"
    ctx = list(ctx)

    def tws(fmt):
        out = [off(t, "complement", fmt(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)]
        if other:
            ws = 100 * v / (v + t[other][col])
            out.append(off(t, "wrong_total", fmt(w(ws, sd)), 100 * s, ws, sd, real=True))
        return out

    form = k % 3
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f0 = lambda x: f"{cap(name)} accounts for {x}% of {whole}."
        intro = [Claim(f0(st), tws(f0))]
        bullets = [Claim(f"{cap(name)}: {S(v)}"), Claim(f"Total: {S(tot)}")]
    elif form == 1:
        intro = [Claim(f"{cap(name)} makes up {fw} of {whole}.", [("false_bound", f"{cap(name)} makes up {fbad} of "
                                                                   f"{whole}.")])]
        S0 = shown(cash, d)[0]
        f0 = lambda x: f"{cap(name)}: {S0(v)} of {S(tot)} ({x}%)"
        bullets = [Claim(f0(st), tws(f0))]
    else:
        ht, hd, hf = hedged(100 * s, k, False, "%")
        intro = [Claim(f"I've split {whole} between {name} and everything else.")]
        bullets = [Claim(f"{cap(name)}: {S(v)}"), Claim(f"Everything else: {S(tot - v)}")]
        f0 = lambda x: f"As a rough guide, that's {x} of {whole} sitting with {name}."
        ctx = [Claim(f0(ht), [off(t, "complement", f0(hf(100 - 100 * s)), 100 * s, 100 - 100 * s, hd, approx=True,
                                  real=True)])] + ctx
    book.reply(t.db, t.rid, "per_unit", topic, intro, bullets, ctx)


def sp_top(book, t, col, m, k, noun, whole, cash=False, d=None, unit="", label=None, topic=None, ctx=()):
    """The top m rows together and their share of the total."""
    S, W, D = shown(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = sm / tot
    st, sd = num_few(100 * s, 1)
    fw, fbad = share_words(s)
    bullets = [Claim(f"{L(x)}: {S(t[x][col])}") for x in order]
    f0 = lambda x: f"Together, these {say(m)} come to {x} of the {S(tot)} total"
    f1 = lambda x: f"({x}%)."
    cx = [Claim(f0(S(sm)), [off(t, "off", f0(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
          Claim(f1(st), [off(t, "complement", f1(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd, real=True)])]
    if fw:
        cx.append(Claim(f"In other words, {fw} of {whole} comes from just {say(m)} of them.",
                        [("false_bound", f"In other words, {fbad} of {whole} comes from just {say(m)} of them.")]))
    intro = [Claim(f"Here are the top {say(m)} by {noun}:")]
    book.reply(t.db, t.rid, "per_unit", topic or f"how concentrated {whole} is", intro, bullets, cx + list(ctx),
               head="")


def sp_sub(book, t, col, keys, k, noun, cash=False, d=None, unit="", label=None, topic=None, ctx=(), total=True):
    """A sum and an average over named rows (total=False: the average only); twins: an off sum or average, the
    average over every row given as the subset's."""
    S, W, D = shown(cash, d, unit)
    L = label or (lambda x: x)
    vs = [t[x][col] for x in keys]
    sm = sum(vs)
    mean = sm / len(vs)
    allmean = sum(t.col(col)) / len(t.col(col))
    names = ", ".join(L(x) for x in keys[:-1]) + " and " + L(keys[-1])
    md = D(mean)
    tw1 = lambda f: ([off(t, "wrong_total", f(W(allmean, md)), mean, allmean, md, real=True)]
                     if W(allmean, md) != S(mean) else []) + [off(t, "off", f(W(mean * 1.4, md)), mean, mean * 1.4, md)]
    if total:
        f0 = lambda x: f"Taken together, {names} come to {x}{noun}"
        f1 = lambda x: f"(an average of {x} each)."
        intro = [Claim(f0(S(sm)), [off(t, "off", f0(W(sm * 1.35, D(sm))), sm, sm * 1.35, D(sm))]),
                 Claim(f1(S(mean)), tw1(f1))]
    else:
        f1 = lambda x: f"On average, {names} come in at {x}{noun}."
        intro = [Claim(f1(S(mean)), tw1(f1))]
    bullets = [Claim(f"{L(x)}: {S(t[x][col])}") for x in keys]
    book.reply(t.db, t.rid, "per_unit", topic or f"the combined figures for {names}", intro, bullets, list(ctx))


def sp_blend(book, t, avg_col, n_col, k, noun, per, grp, d=2, unit="", label=None, topic=None, ctx=()):
    """The weighted average of group averages; twin: the plain mean of the group figures."""
    L = label or (lambda x: x)
    keys = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = num(wa, d)
    f0 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the average {noun} works out at {x}{unit}"
    intro = [Claim(f0(wt), [off(t, "plain_as_weighted", f0(w(plain, wd)), wa, plain, wd, real=True),
                            off(t, "off", f0(w(wa * 1.3, wd)), wa, wa * 1.3, wd)]),
             Claim(f"(weighted by how many {plural(per)} each {grp} has).")]
    bullets = [Claim(f"{L(x)}: {n(t[x][avg_col], d)}{unit} over {int(t[x][n_col]):,} "
                     f"{per if t[x][n_col] == 1 else plural(per)}") for x in keys[:4]]
    cx = [Claim(f"Just to flag, a simple average of the {say(len(keys))} {grp} figures would give the small "
                f"{plural(grp)} too much say, so I've weighted it.")] + list(ctx)
    book.reply(t.db, t.rid, "per_unit", topic or f"the overall average {noun}", intro, bullets, cx)


def sp_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, topic, intro=(), bullets=(), ctx=(), where="b",
            hedge=False):
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 10, 0.1))
    c = convert(t, key, col, k, fmt, src_d, factor, dst_d, bads, hedge=hedge)
    intro, bullets, ctx = list(intro), list(bullets), list(ctx)
    if where == "i":
        intro.append(c)
    elif where == "c":
        ctx.insert(0, c)
    else:
        bullets.append(c)
    book.reply(t.db, t.rid, "conversion", topic, intro, bullets, ctx)


def sp_empty(book, db, question, sql, topic, ack, bad, ctx=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.reply(db, rid, "zero_ident", topic, [Claim(ack, [("count_over_empty", bad)])], [], list(ctx), derived=False)


def sp_ident(book, t, topic, text, good, bad, bullets=(), ctx=()):
    assert bad != good and good in text, (text, good)
    book.reply(t.db, t.rid, "zero_ident", topic,
               [Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)])],
               list(bullets), list(ctx), derived=False)


def sp_plain(book, t, topic, intro, bullets=(), ctx=()):
    book.reply(t.db, t.rid, "plain", topic, list(intro), list(bullets), list(ctx), derived=False)


def nbr_cell(t, key, col, fmt, S, avoid=(), d=0):
    """The neighbouring row's cell in place of key's (a real value in the wrong role)."""
    nb = nbr_of(t, key, avoid)
    if not nb or not isinstance(t[nb][col], float) or S(t[nb][col]) == S(t[key][col]):
        return None
    return off(t, "neighbour_row", fmt(S(t[nb][col])), t[key][col], t[nb][col], d, real=True)


def bound(t, key, col, fmt, unit="", cash=False):
    """A round bound the cell clears ("over 5,000"), with a false one above it."""
    v = t[key][col]
    b, bad = north_of(v)
    assert b, (key, col, v)
    bt = (lambda x: f"${x:,.0f}") if cash else (lambda x: f"{x:,.0f}{unit}")
    return Claim(fmt(bt(b)), [("false_bound", fmt(bt(bad)))])


# ---------------------------------------------------------------------------
# northwind
# ---------------------------------------------------------------------------

NET = "sum(od.unit_price * od.quantity * (1 - od.discount))"


def northwind(book):
    cu = table("northwind", "Which eight customers had the highest net sales in 1997, with orders and average discount?",
               f"SELECT c.company_name AS customer, c.country, count(DISTINCT o.order_id) AS orders, "
               f"round({NET}::numeric, 2) AS net_sales, round(avg(od.discount)::numeric * 100, 2) AS avg_discount_pct "
               "FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
               "JOIN order_details od ON od.order_id = o.order_id WHERE extract(year FROM o.order_date) = 1997 "
               "GROUP BY 1, 2 ORDER BY 4 DESC LIMIT 8")
    fx = ["Just to flag, these figures are net of line discounts and exclude freight."]
    sp_cmp(book, cu, "net_sales", "QUICK-Stop", "Save-a-lot Markets", 0, "1997 net sales", cash=True,
           topic="your two largest accounts' 1997 sales", ctx=fx)
    sp_cmp(book, cu, "net_sales", "Ernst Handel", "Hungry Owl All-Night Grocers", 2, "1997 net sales", cash=True)
    sp_rate(book, cu, "net_sales", "orders", "Ernst Handel", 0, "order", "net sales", cash=True,
            topic="average order value for Ernst Handel")
    sp_sub(book, cu, "net_sales", ["Mère Paillarde", "Hungry Owl All-Night Grocers", "Rattlesnake Canyon Grocery"], 0,
           " in 1997 net sales", cash=True, label=lambda x: x.split(" All-Night")[0],
           topic="the combined 1997 sales of your three mid-sized accounts")
    sp_top(book, cu, "net_sales", 3, 1, "1997 net sales", "the top eight's net sales", cash=True,
           topic="how concentrated your 1997 sales are")
    S = lambda v: n(v, 2) + "%"
    sp_plain(book, cu, "discounting across your top accounts", [
        Claim(f"Simons bistro had the deepest average discount of the eight at {S(cu['Simons bistro']['avg_discount_pct'])},",
              [nbr_cell(cu, "Simons bistro", "avg_discount_pct",
                        lambda x: f"Simons bistro had the deepest average discount of the eight at {x},", S, d=2)]),
        Claim(f"while Berglunds snabbköp sat at just {S(cu['Berglunds snabbköp']['avg_discount_pct'])}."),
    ], [Claim(f"Hungry Owl All-Night Grocers: {S(cu['Hungry Owl All-Night Grocers']['avg_discount_pct'])} over "
              f"{say(int(cu['Hungry Owl All-Night Grocers']['orders']))} orders",
              [words_twin("number_words_wrong_row",
                          f"Hungry Owl All-Night Grocers: {S(cu['Hungry Owl All-Night Grocers']['avg_discount_pct'])} "
                          f"over {say(int(cu['Save-a-lot Markets']['orders']))} orders",
                          cu["Hungry Owl All-Night Grocers"]["orders"], cu["Save-a-lot Markets"]["orders"])]),
        Claim(f"Ernst Handel: {S(cu['Ernst Handel']['avg_discount_pct'])}")])

    mo = table("northwind", "Per month of 1998: orders, freight, shipped orders, average days to ship, unshipped?",
               "SELECT to_char(order_date, 'YYYY-MM') AS month, count(*) AS orders, round(sum(freight)::numeric, 2) "
               "AS freight, count(shipped_date) AS shipped, round(avg(shipped_date - order_date), 2) AS avg_days, "
               "count(*) FILTER (WHERE shipped_date IS NULL) AS unshipped FROM orders "
               "WHERE order_date >= '1998-01-01' GROUP BY 1 ORDER BY 1")
    M = {"1998-01": "January", "1998-02": "February", "1998-03": "March", "1998-04": "April", "1998-05": "May"}
    sp_chg(book, mo, "orders", "1998-02", "1998-03", 0, "order count", l1="February", l2="March",
           topic="order volumes in February and March")
    sp_chg(book, mo, "freight", "1998-01", "1998-02", 1, "freight spend", cash=True, l1="January", l2="February")
    sp_chg(book, mo, "avg_days", "1998-03", "1998-04", 2, "average days to ship", d=2, unit=" days", l1="March",
           l2="April", ctx=["Just to flag, April still has open orders, so its figure may move."])
    sp_chg(book, mo, "freight", "1998-03", "1998-04", 3, "freight", cash=True, l1="March", l2="April")
    sp_rate(book, mo, "freight", "orders", "1998-04", 1, "order", "freight", cash=True, label="April",
            topic="freight per order in April")
    sp_blend(book, mo, "avg_days", "shipped", 0, "time to ship", "shipped order", "month", d=2, unit=" days",
             label=lambda x: M[x], topic="how long your 1998 orders took to ship")
    sd = table("northwind", "How many days did orders placed in January to March 1998 take to ship, on average?",
               "SELECT to_char(order_date, 'YYYY-MM') AS month, round(avg(shipped_date - order_date), 2) AS avg_days "
               "FROM orders WHERE order_date >= '1998-01-01' AND order_date < '1998-04-01' GROUP BY 1 ORDER BY 1")
    sp_conv(book, sd, "1998-01", "avg_days", 0, lambda v, c: f"January: {v} days on average (that's {c} hours)", 2, 24,
            0, (12, 60, 1 / 24, 7, 8), "shipping times for January orders", hedge=True,
            intro=[Claim("Your January orders took a little over nine days to ship on average.")],
            ctx=["As a rough guide, anything under a week is typical for this lane."])
    sp_conv(book, sd, "1998-02", "avg_days", 1, lambda v, c: f"For February the average was {v} days, or {c} hours.",
            2, 24, 0, (12, 60, 1 / 24, 7, 8), "February's shipping times", where="i")
    un = mo.col("unshipped")
    sp_plain(book, mo, "orders that haven't shipped yet", [
        Claim(f"{cap(say(int(mo['1998-04']['unshipped'])))} April orders and {say(int(mo['1998-05']['unshipped']))} May "
              f"orders are still waiting to ship,",
              [words_twin("number_words_wrong_row", f"{cap(say(int(mo['1998-03']['orders'])))} April orders and "
                          f"{say(int(mo['1998-05']['unshipped']))} May orders are still waiting to ship,",
                          mo["1998-04"]["unshipped"], mo["1998-03"]["orders"])]),
        Claim(f"{int(sum(un))} in total.", [off(mo, "off", f"{int(sum(un) * 1.6)} in total.", sum(un),
                                               int(sum(un) * 1.6), 0)]),
    ], [Claim(f"January, February and March: zero unshipped"),
        Claim(f"Orders placed in May so far: {int(mo['1998-05']['orders'])}",
              [nbr_cell(mo, "1998-05", "orders", lambda x: f"Orders placed in May so far: {x}", lambda v: f"{int(v)}")])])

    su = table("northwind", "Which ten suppliers hold the most stock value, with products, units in stock and on order?",
               "SELECT s.company_name AS supplier, s.country, count(*) AS products, sum(p.units_in_stock) AS in_stock, "
               "round(sum(p.unit_price * p.units_in_stock)::numeric, 2) AS stock_value, sum(p.units_on_order) AS on_order "
               "FROM products p JOIN suppliers s ON s.supplier_id = p.supplier_id GROUP BY 1, 2 ORDER BY 5 DESC LIMIT 10")
    sp_cmp(book, su, "stock_value", "Aux joyeux ecclésiastiques", "Pavlova, Ltd.", 0, "stock value", cash=True,
           topic="stock value for two of your suppliers")
    sp_rate(book, su, "stock_value", "in_stock", "Svensk Sjöföda AB", 1, "unit", "stock value", cash=True,
            units="units in stock", topic="the value of Svensk Sjöföda's stock per unit")
    sp_share(book, su, "on_order", "Specialty Biscuits, Ltd.", 1, "units on order across these ten suppliers",
             other="Svensk Sjöföda AB", unit=" units")

    lt = table("northwind", "Per sales rep: orders shipped late, orders shipped, average freight?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(*) FILTER (WHERE o.shipped_date > o.required_date) "
               "AS late, count(o.shipped_date) AS shipped, round(avg(o.freight)::numeric, 2) AS avg_freight "
               "FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_cmp(book, lt, "avg_freight", "Steven Buchanan", "Michael Suyama", 0, "average freight per order", cash=True)
    sp_sub(book, lt, "shipped", ["Margaret Peacock", "Janet Leverling", "Nancy Davolio"], 1, " shipped orders",
           topic="shipped volumes for your three busiest reps")
    mp = lt["Margaret Peacock"]
    lr = 100 * mp["late"] / mp["shipped"]
    lrt, lrd = num(lr, 1)
    jl = lt["Janet Leverling"]
    jr = 100 * jl["late"] / jl["shipped"]
    f0 = lambda x: f"Margaret Peacock: {int(mp['late'])} of {int(mp['shipped'])} shipped orders went out late ({x}%)"
    book.reply(lt.db, lt.rid, "per_unit", "late shipments on Margaret Peacock's orders",
               [Claim("Margaret has the most late shipments of the team, though it's a small share of her volume.")],
               [Claim(f0(lrt), [off(lt, "complement", f0(w(100 - lr, lrd)), lr, 100 - lr, lrd, real=True),
                                off(lt, "neighbour_row", f0(w(jr, lrd)), lr, jr, lrd, real=True)]),
                Claim(f"Janet Leverling: {say(int(jl['late']))} late out of {int(jl['shipped'])}")],
               [Claim(f"For reference, the whole team shipped {int(sum(lt.col('late')))} orders late.",
                      [off(lt, "off", f"For reference, the whole team shipped {int(sum(lt.col('late')) * 1.5)} orders "
                           "late.", sum(lt.col("late")), int(sum(lt.col("late")) * 1.5), 0)])])
    sp_empty(book, "northwind", "Which orders had freight above $1,500?",
             "SELECT order_id FROM orders WHERE freight > 1500", "orders with freight above $1,500",
             "I checked, and zero orders in your account carry freight above $1,500 — the query came back empty.",
             "I checked, and 14 orders in your account carry freight above $1,500.")
    hf = table("northwind", "Which three orders carried the most freight?",
               "SELECT order_id, customer_id, freight, ship_country FROM orders ORDER BY freight DESC LIMIT 3")
    top = hf.order[0]
    sp_ident(book, hf, "your highest-freight order", f"The order you're thinking of is order {top}, shipped to "
             f"{hf[top]['ship_country']}.", f"order {top}", f"order {top[:2] + top[3] + top[2] + top[4:]}",
             [Claim(f"Freight: {usd(hf[top]['freight'])}"), Claim(f"Customer ID: {hf[top]['customer_id']}")])


# ---------------------------------------------------------------------------
# chinook
# ---------------------------------------------------------------------------


def chinook(book):
    ar = table("chinook", "Which eight artists earned the most, with units sold and customers?",
               "SELECT ar.name AS artist, count(*) AS units, sum(il.unit_price * il.quantity) AS revenue, "
               "count(DISTINCT i.customer_id) AS customers FROM invoice_line il JOIN track t ON t.track_id = il.track_id "
               "JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id "
               "JOIN invoice i ON i.invoice_id = il.invoice_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    sp_cmp(book, ar, "revenue", "Iron Maiden", "Metallica", 1, "revenue", cash=True,
           topic="Iron Maiden versus Metallica in your store")
    sp_rate(book, ar, "revenue", "units", "Lost", 2, "track", "revenue", cash=True, units="units",
            topic="the average price per track for Lost")
    sp_rate(book, ar, "revenue", "customers", "U2", 0, "customer", "revenue", cash=True)
    sp_top(book, ar, "revenue", 4, 0, "revenue", "the top eight artists' revenue", cash=True)
    sp_plain(book, ar, "customer reach for your top artists", [
        Claim(f"Led Zeppelin reached {say(int(ar['Led Zeppelin']['customers']))} customers,",
              [words_twin("number_words_wrong_row",
                          f"Led Zeppelin reached {say(int(ar['Os Paralamas Do Sucesso']['customers']))} customers,",
                          ar["Led Zeppelin"]["customers"], ar["Os Paralamas Do Sucesso"]["customers"])]),
        Claim(f"one fewer than U2's {int(ar['U2']['customers'])}."),
    ], [Claim(f"Deep Purple: {int(ar['Deep Purple']['units'])} units to {int(ar['Deep Purple']['customers'])} customers",
              [nbr_cell(ar, "Deep Purple", "units", lambda x: f"Deep Purple: {x} units to "
                        f"{int(ar['Deep Purple']['customers'])} customers", lambda v: f"{int(v)}",
                        avoid=("Os Paralamas Do Sucesso",))])])

    yr = table("chinook", "Per year: invoices, revenue and the average invoice?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, sum(total) AS revenue, "
               "round(avg(total), 2) AS avg_invoice FROM invoice GROUP BY 1 ORDER BY 1")
    sp_chg(book, yr, "revenue", "2021", "2022", 0, "revenue", cash=True, topic="your revenue trend")
    sp_chg(book, yr, "revenue", "2024", "2025", 1, "revenue", cash=True)
    sp_chg(book, yr, "avg_invoice", "2022", "2023", 2, "the average invoice", cash=True)
    tr = sum(yr.col("revenue"))
    sp_plain(book, yr, "lifetime revenue in your store", [
        Claim(f"Across the five years you've billed {usd(tr)} over {int(sum(yr.col('invoices')))} invoices.",
              [off(yr, "off", f"Across the five years you've billed {wusd(tr * 1.3, 2)} over "
                   f"{int(sum(yr.col('invoices')))} invoices.", tr, tr * 1.3, 2)]),
    ], [Claim(f"Best year: 2022 at {usd(yr['2022']['revenue'])}",
              [nbr_cell(yr, "2022", "revenue", lambda x: f"Best year: 2022 at {x}", usd, d=2)]),
        Claim(f"Lowest year: 2021 at {usd(yr['2021']['revenue'])}")],
        [Claim(f"For reference, that's {hedged(tr / 5, 0, True)[0]} a year on average.",
               [off(yr, "off", f"For reference, that's {hedged(tr / 5, 0, True)[2](tr / 5 * 1.4)} a year on average.",
                    tr / 5, tr / 5 * 1.4, hedged(tr / 5, 0, True)[1], approx=True)])])

    im = table("chinook", "Per Iron Maiden album: tracks, running time in ms and minutes, average file size in bytes?",
               "SELECT al.title AS album, count(*) AS tracks, sum(t.milliseconds) AS ms, "
               "round(sum(t.milliseconds) / 60000.0, 2) AS minutes, round(avg(t.bytes)) AS avg_bytes "
               "FROM track t JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id "
               "WHERE ar.name = 'Iron Maiden' GROUP BY 1 ORDER BY 3 DESC")
    sp_conv(book, im, "Live After Death", "ms", 0,
            lambda v, c: f"Live After Death runs {v} ms in total, which is {c} minutes.", 0, 1 / 60000, 1,
            (1 / 1000, 1 / 3600000, 1 / 6000, 1 / 100000), "the running time of Live After Death", where="i",
            hedge=True, ctx=["For reference, that's the longest of the Iron Maiden albums in your catalogue."])
    sp_conv(book, im, "The X Factor", "avg_bytes", 1,
            lambda v, c: f"The X Factor: {v} bytes per track on average ({c} MB)", 0, 1e-6, 1,
            (1e-3, 1e-9, 1e-5, 1e-7), "file sizes for The X Factor", hedge=True,
            intro=[Claim("The tracks on this album are on the larger side.")])
    sp_conv(book, im, "Killers", "ms", 2, lambda v, c: f"Killers: {v} ms, or {c} minutes of audio", 0, 1 / 60000, 1,
            (1 / 1000, 1 / 3600000, 1 / 6000, 1 / 100000), "how long Killers runs", hedge=False,
            ctx=["As a rough guide, that's about the length of a single side of a double LP."])
    sp_cmp(book, im, "minutes", "A Matter of Life and Death", "The Number of The Beast", 3, "running time", d=2,
           unit=" minutes")
    sp_rate(book, im, "minutes", "tracks", "Live After Death", 1, "track", "running time", d=2, sfx=" minutes",
            units="tracks")
    sp_sub(book, im, "tracks", ["A Real Dead One", "A Real Live One", "Live After Death"], 0, " tracks",
           topic="how many tracks your three live albums hold")

    us = table("chinook", "Per US billing state: invoices and revenue?",
               "SELECT billing_state AS state, count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "WHERE billing_country = 'USA' GROUP BY 1 ORDER BY 3 DESC, 1")
    sp_cmp(book, us, "revenue", "CA", "TX", 3, "revenue", cash=True, topic="California and Texas revenue",
           label=lambda x: {"CA": "California", "TX": "Texas"}[x])
    sp_share(book, us, "revenue", "CA", 1, "your US revenue", other="TX", cash=True, label="California")

    gn = table("chinook", "Per genre: units sold in 2023 and in 2024 (top eight by 2024)?",
               "SELECT g.name AS genre, count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2023) AS units_2023, "
               "count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2024) AS units_2024 FROM invoice_line il "
               "JOIN invoice i ON i.invoice_id = il.invoice_id JOIN track t ON t.track_id = il.track_id "
               "JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    sp_pts(book, gn, "units_2023", "units_2024", "Metal", 0, "units sold", "2023", "2024")
    sp_pts(book, gn, "units_2023", "units_2024", "Latin", 1, "units sold", "2023", "2024")
    sp_pts(book, gn, "units_2023", "units_2024", "Alternative & Punk", 2, "units sold", "2023", "2024",
           ctx=["Just to flag, these shares are of the eight best-selling genres only."])
    g = gn["Rock"]
    gd = g["units_2024"] - g["units_2023"]
    gp, gpd = num(100 * gd / g["units_2023"], 1)
    f0 = lambda x: f"Rock: {int(g['units_2023'])} units in 2023, {int(g['units_2024'])} in 2024 (+{x}%)"
    book.reply(gn.db, gn.rid, "change", "Rock sales year on year",
               [Claim("Rock held steady, with a small uptick.")],
               [Claim(f0(gp), [off(gn, "wrong_base", f0(w(100 * gd / g["units_2024"], gpd)), 100 * gd / g["units_2023"],
                                   100 * gd / g["units_2024"], gpd, real=True)])],
               [Claim(f"For context, Metal more than doubled over the same period, from {int(gn['Metal']['units_2023'])} "
                      f"to {int(gn['Metal']['units_2024'])}.",
                      [off(gn, "neighbour_row", f"For context, Metal more than doubled over the same period, from "
                           f"{int(gn['Latin']['units_2023'])} to {int(gn['Metal']['units_2024'])}.",
                           gn["Metal"]["units_2023"], gn["Latin"]["units_2023"], 0, real=True)])])
    sp_empty(book, "chinook", "Which invoices came to more than $30?",
             "SELECT invoice_id FROM invoice WHERE total > 30", "invoices over $30",
             "None of your invoices exceed $30 — the search returned zero results.",
             "Three of your invoices exceed $30, the largest from a customer in Prague.")
    bi = table("chinook", "Which are the four largest invoices?",
               "SELECT invoice_id, customer_id, total, billing_country FROM invoice ORDER BY total DESC, invoice_id LIMIT 4")
    top = bi.order[0]
    sp_ident(book, bi, "your largest invoice", f"The largest invoice on file is invoice #{top}, billed to "
             f"{bi[top]['billing_country']} for {usd(bi[top]['total'])}.", f"#{top}", f"#{top[0] + top[2] + top[1]}",
             ctx=["For reference, the next largest was a little under $24."])


# ---------------------------------------------------------------------------
# superhero
# ---------------------------------------------------------------------------


def heroes(book):
    gd = table("superhero", "Per gender, among heroes 100-300 cm tall and 20-500 kg: count, average height and weight?",
               "SELECT g.gender, count(*) AS heroes, round(avg(s.height_cm), 1) AS avg_cm, round(avg(s.weight_kg), 1) "
               "AS avg_kg FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "WHERE s.height_cm BETWEEN 100 AND 300 AND s.weight_kg BETWEEN 20 AND 500 GROUP BY 1 ORDER BY 2 DESC")
    fl = ["Just to flag, I've left out records with implausible heights or weights (placeholders and giants)."]
    sp_conv(book, gd, "Male", "avg_cm", 0, lambda v, c: f"Male heroes: {v} cm on average ({c} inches)", 1, IN_PER_CM, 1,
            (2.54, 1 / 30.48, 0.3937 * 0.5), "average heights in imperial units", ctx=fl)
    sp_conv(book, gd, "Female", "avg_kg", 1, lambda v, c: f"Female heroes average {v} kg, {c} lb.", 1, LB_PER_KG, 1,
            (KG_PER_LB, 2.0, 1.6), "average weights in pounds", where="i", hedge=True)
    sp_cmp(book, gd, "avg_kg", "Male", "Female", 0, "average weight", d=1, unit=" kg",
           label=lambda x: f"the {x.lower()} group", ctx=fl, topic="average weight by gender")
    sp_blend(book, gd, "avg_cm", "heroes", 0, "height", "hero", "gender group", d=1, unit=" cm")
    sp_share(book, gd, "heroes", "Female", 0, "the heroes in the filtered set", other="N/A", label="the female group",
             topic="the gender split on your roster")

    pw = table("superhero", "Which ten powers are the most common?",
               "SELECT p.power_name AS power, count(*) AS heroes FROM hero_power hp JOIN superpower p ON p.id = hp.power_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    sp_cmp(book, pw, "heroes", "Super Strength", "Flight", 0, "heroes with the power", unit=" heroes")
    sp_top(book, pw, "heroes", 3, 1, "heroes with the power", "the power assignments in the top ten",
           topic="which powers dominate your roster")
    sp_sub(book, pw, "heroes", ["Reflexes", "Intelligence", "Energy Blasts"], 2, " heroes",
           topic="the combined headcount for three mid-table powers")
    sp_plain(book, pw, "the most common powers", [
        Claim(f"Agility is held by {int(pw['Agility']['heroes'])} heroes",
              [nbr_cell(pw, "Agility", "heroes", lambda x: f"Agility is held by {x} heroes", lambda v: f"{int(v)}")]),
        Claim(f"and Accelerated Healing by {int(pw['Accelerated Healing']['heroes'])}."),
    ], [bound(pw, "Super Strength", "heroes", lambda x: f"Super Strength: over {x} heroes"),
        Claim(f"Energy Blasts: {int(pw['Energy Blasts']['heroes'])} heroes (tenth place)")])

    hc = table("superhero", "Which eight hair colours are the most common?",
               "SELECT c.colour AS hair, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.hair_colour_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8")
    sp_share(book, hc, "heroes", "Black", 2, "the heroes in the top eight hair colours", other="Blond",
             label="the black-haired group", topic="the hair colour split")
    sp_cmp(book, hc, "heroes", "Black", "Blond", 2, "headcount", label=lambda x: f"the {x.lower()}-haired group",
           topic="black versus blond hair on your roster")

    at = table("superhero", "Per attribute: heroes rated, average, and how many score 100?",
               "SELECT a.attribute_name AS attribute, count(*) AS heroes, round(avg(ha.attribute_value), 2) AS avg_value, "
               "count(*) FILTER (WHERE ha.attribute_value = 100) AS maxed FROM hero_attribute ha "
               "JOIN attribute a ON a.id = ha.attribute_id GROUP BY 1 ORDER BY 3 DESC, 1")
    sp_plain(book, at, "top scores by attribute", [
        Claim(f"{int(at['Strength']['maxed'])} heroes score a perfect 100 for Strength",
              [nbr_cell(at, "Strength", "maxed", lambda x: f"{x} heroes score a perfect 100 for Strength",
                        lambda v: f"{int(v)}")]),
        Claim(f"and {int(at['Intelligence']['maxed'])} for Intelligence."),
    ], [Claim(f"Heroes rated per attribute: {int(at['Speed']['heroes'])}")])
    sp_empty(book, "superhero", "Which heroes have an attribute value above 100?",
             "SELECT hero_id FROM hero_attribute WHERE attribute_value > 100", "attribute scores above 100",
             "Good news: zero records have an attribute value above 100, so the scale looks clean.",
             "Just a heads-up: 12 records have an attribute value above 100.")
    dg = table("superhero", "Which heroes have a digit in their name?",
               "SELECT superhero_name, full_name FROM superhero WHERE superhero_name ~ '[0-9]' ORDER BY 1")
    sp_ident(book, dg, "the Terminator entries", "The record you're after is listed as T-1000.", "T-1000", "T-100",
             ctx=[f"For reference, {say(len(dg))} hero names in your data contain a digit."])


# ---------------------------------------------------------------------------
# car_1
# ---------------------------------------------------------------------------


def cars(book):
    mk = table("spider_car_1", "Per maker (top ten by cars): models, cars, average mpg and horsepower?",
               "SELECT cm.maker, count(DISTINCT ml.modelid) AS models, count(cd.id) AS cars, "
               "round(avg(cd.mpg)::numeric, 2) AS avg_mpg, round(avg(cd.horsepower)::numeric, 1) AS avg_hp "
               "FROM car_makers cm JOIN model_list ml ON ml.maker = cm.id JOIN car_names cn ON cn.model = ml.model "
               "JOIN cars_data cd ON cd.id = cn.makeid GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10")
    sp_cmp(book, mk, "cars", "gm", "ford", 0, "cars in the data", label=lambda x: x.upper() if x == "gm" else cap(x))
    sp_cmp(book, mk, "avg_mpg", "honda", "amc", 2, "average mpg", d=2, unit=" mpg", label=lambda x: x.upper() if
           x == "amc" else cap(x))
    hg = table("spider_car_1", "What are Honda's and GM's average mpg and horsepower?",
               "SELECT cm.maker, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, round(avg(cd.horsepower)::numeric, 1) "
               "AS avg_hp FROM car_makers cm JOIN model_list ml ON ml.maker = cm.id JOIN car_names cn "
               "ON cn.model = ml.model JOIN cars_data cd ON cd.id = cn.makeid WHERE cm.maker IN ('honda', 'gm') "
               "GROUP BY 1 ORDER BY 1")
    sp_conv(book, hg, "honda", "avg_mpg", 0, lambda v, c: f"Honda: {v} mpg, or {c} km per litre", 2, KMPL_PER_MPG, 1,
            (1 / KMPL_PER_MPG, KM_PER_MI, 0.264172), "Honda's fuel economy in metric", hedge=True)
    sp_conv(book, hg, "gm", "avg_hp", 1, lambda v, c: f"GM's cars average {v} hp ({c} kW).", 1, KW_PER_HP, 1,
            (1 / KW_PER_HP, 0.5, 1.36), "GM's power output in kilowatts", where="i")
    sp_blend(book, mk, "avg_mpg", "cars", 1, "fuel economy", "car", "maker", d=2, unit=" mpg",
             label=lambda x: x.upper() if x in ("gm", "amc") else cap(x), topic="fleet-wide fuel economy")

    yr = table("spider_car_1", "Per model year: cars, average horsepower, weight (lb), displacement and best mpg?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(horsepower)::numeric, 1) AS avg_hp, "
               "round(avg(weight)::numeric, 1) AS avg_lb, round(avg(edispl)::numeric, 1) AS avg_cuin, "
               "max(mpg) AS best_mpg FROM cars_data GROUP BY 1 ORDER BY 1")
    sp_chg(book, yr, "avg_hp", "1979", "1980", 0, "average horsepower", d=1, unit=" hp")
    sp_chg(book, yr, "avg_lb", "1970", "1982", 1, "average weight", d=1, unit=" lb", l1="the 1970 models",
           l2="the 1982 models")
    sp_chg(book, yr, "cars", "1973", "1974", 2, "the number of models", topic="the dip in 1974 model numbers")
    sp_chg(book, yr, "best_mpg", "1977", "1978", 3, "the best mpg on record", d=1, unit=" mpg")
    sp_conv(book, yr, "1982", "avg_lb", 2, lambda v, c: f"1982 models: {v} lb on average (about {c} kg)", 1, KG_PER_LB,
            0, (LB_PER_KG, 0.5, 0.1), "the 1982 average weight in kilograms")
    sp_conv(book, yr, "1970", "avg_cuin", 3, lambda v, c: f"The 1970 models displaced {v} cubic inches on average, "
            f"{c} litres.", 1, L_PER_CUIN, 1, (1 / L_PER_CUIN, 0.1, 2.54 / 100), "engine sizes in litres", where="i",
            hedge=True, ctx=["As a rough guide, that's big-block V8 territory."])
    bm = table("spider_car_1", "What was the best mpg in each model year from 1980?",
               "SELECT year::text AS year, max(mpg) AS best_mpg FROM cars_data WHERE year >= 1980 GROUP BY 1 ORDER BY 1")
    sp_conv(book, bm, "1980", "best_mpg", 0, lambda v, c: f"Best in 1980: {v} mpg ({c} km/l)", 1, KMPL_PER_MPG, 1,
            (1 / KMPL_PER_MPG, KM_PER_MI, 0.264172), "the best 1980 economy figure in km per litre")
    sp_chg(book, yr, "avg_hp", "1980", "1981", 1, "average horsepower", d=1, unit=" hp",
           topic="the horsepower bounce in 1981")

    ct = table("spider_car_1", "How many car makers does each country have?",
               "SELECT c.countryname AS country, count(*) AS makers FROM car_makers cm "
               "JOIN countries c ON c.countryid = cm.country GROUP BY 1 ORDER BY 2 DESC, 1")
    tot = int(sum(ct.col("makers")))
    jp = ct["japan"]["makers"]
    jt, jd = num(100 * jp / tot, 1)
    f0 = lambda x: f"Japan: {say(int(jp))} makers out of {tot} ({x}%)"
    book.reply(ct.db, ct.rid, "per_unit", "where your car makers are based",
               [Claim("Japan has the most makers in the list, just ahead of Germany and the USA.")],
               [Claim(f0(jt), [off(ct, "complement", f0(w(100 - 100 * jp / tot, jd)), 100 * jp / tot,
                                   100 - 100 * jp / tot, jd, real=True)]),
                Claim(f"Germany and the USA: {say(int(ct['germany']['makers']))} each")],
               [Claim(f"For reference, that's {tot} makers across {say(len(ct))} country codes.",
                      [off(ct, "off", f"For reference, that's {int(tot * 1.5)} makers across {say(len(ct))} country "
                           "codes.", tot, int(tot * 1.5), 0)])])
    sp_empty(book, "spider_car_1", "Which cars have more than 250 horsepower?",
             "SELECT id FROM cars_data WHERE horsepower > 250", "cars over 250 hp",
             "There are zero cars over 250 hp in your data — the most powerful tops out below that.",
             "There are 16 cars over 250 hp in your data, mostly 1970 models.")
    nm = table("spider_car_1", "Which car names contain a three-digit number?",
               "SELECT makeid, model, make FROM car_names WHERE make ~ '[0-9]{3}' ORDER BY makeid")
    sp_ident(book, nm, "the Peugeot entry", "The Peugeot in question is stored as \"peugeot 504\" under model "
             "\"peugeot\".", "peugeot 504", "peugeot 405")


# ---------------------------------------------------------------------------
# atis
# ---------------------------------------------------------------------------


def atis(book):
    ac = table("defog_atis", "Per aircraft type: seats, weight, range, wing span, length, cruising speed and payload?",
               "SELECT aircraft_code, manufacturer, capacity, weight, range_miles, wing_span, length, cruising_speed, "
               "pay_load FROM aircraft ORDER BY capacity DESC, aircraft_code")
    mi = (1 / KM_PER_MI, 1.0, 1.852, 1.5)

    def one(code, col, what):
        return table("defog_atis", f"What is the {code}'s {what}?",
                     f"SELECT aircraft_code, {col} FROM aircraft WHERE aircraft_code = '{code}'")

    sp_conv(book, one("A380", "range_miles", "range in miles"), "A380", "range_miles", 0, lambda v, c: f"A380 range: {v} miles ({c} km)", 0, KM_PER_MI, 0, mi,
            "the A380's range in kilometres", hedge=True)
    sp_conv(book, one("B777", "weight", "weight in pounds"), "B777", "weight", 1, lambda v, c: f"The B777 is listed at {v} lb, which is {c} tonnes.", 0,
            KG_PER_LB / 1000, 1, (1 / 1000, LB_PER_KG / 1000, 1 / 2000), "the B777's weight in tonnes", where="i",
            hedge=True)
    sp_conv(book, one("A350", "wing_span", "wing span in feet"), "A350", "wing_span", 2, lambda v, c: f"A350 wing span: {v} ft ({c} m)", 0, M_PER_FT, 1,
            (FT_PER_M, 1 / 12, 0.9144), "the A350's wing span in metres")
    sp_conv(book, one("B787", "cruising_speed", "cruising speed in mph"), "B787", "cruising_speed", 3, lambda v, c: f"The B787 cruises at {v} mph, or {c} km/h.", 0,
            KM_PER_MI, 0, (1 / KM_PER_MI, 1.852, 0.868976), "the B787's cruising speed in metric", where="c")
    the = lambda x: f"the {x}"
    sp_cmp(book, ac, "capacity", "A380", "B747", 1, "seats", topic="seat counts on the A380 and B747", label=the)
    sp_cmp(book, ac, "range_miles", "B737", "A320", 0, "range", unit=" miles", label=the)
    sp_rate(book, ac, "pay_load", "capacity", "A380", 2, "seat", "payload", d=1, sfx=" lb", units="seats",
            topic="payload per seat on the A380", label="the A380")
    sp_rate(book, ac, "pay_load", "capacity", "E190", 1, "seat", "payload", d=1, sfx=" lb", units="seats",
            label="the E190")

    mf = table("defog_atis", "Per manufacturer: aircraft types, total seats, average range?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, round(avg(range_miles), 1) AS avg_range "
               "FROM aircraft GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_share(book, mf, "seats", "Airbus", 1, "the seats across your fleet list", other="Boeing")

    cp = table("defog_atis", "Per airport: minimum connection time in minutes?",
               "SELECT airport_code, airport_name, minimum_connect_time FROM airport ORDER BY 3 DESC, 1")
    sp_cmp(book, cp, "minimum_connect_time", "SFO", "LAX", 1, "minimum connection time", unit=" minutes",
           topic="connection times at SFO and LAX")
    sp_conv(book, cp, "DEN", "minimum_connect_time", 2, lambda v, c: f"Denver: {v} minutes ({c} hours)", 0, 1 / 60, 2,
            (1 / 100, 1 / 24, 60), "Denver's minimum connection time", ctx=["Just to flag, that's the airport's "
            "published minimum, not a recommendation."])
    cavg = sum(cp.col("minimum_connect_time")) / len(cp)
    sp_plain(book, cp, "minimum connection times", [
        Claim(f"The longest minimums are at MCO and SEA ({int(cp['MCO']['minimum_connect_time'])} minutes each),"),
        Claim(f"and the shortest at ATL."),
    ], [Claim(f"Average across the {say(len(cp))} airports: {n(cavg, 1)} minutes",
              [off(cp, "off", f"Average across the {say(len(cp))} airports: {w(cavg * 1.4, 1)} minutes", cavg,
                   cavg * 1.4, 1)]),
        Claim(f"JFK: {int(cp['JFK']['minimum_connect_time'])} minutes",
              [nbr_cell(cp, "JFK", "minimum_connect_time", lambda x: f"JFK: {x} minutes", lambda v: f"{int(v)}")])])

    gf = table("defog_atis", "What ground transport is there at JFK, and at what fare?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2 DESC, 1")
    sp_cmp(book, gf, "ground_fare", "Helicopter", "Taxi", 0, "fare", cash=True, d=0,
           topic="ground transport fares from JFK", label=lambda x: f"the {x.lower()}")
    gavg = sum(gf.col("ground_fare")) / len(gf)
    sp_plain(book, gf, "ground transport options at JFK", [
        Claim(f"There are {say(len(gf))} options listed, from ${int(min(gf.col('ground_fare')))} by bus to "
              f"${int(max(gf.col('ground_fare')))} by helicopter."),
    ], [Claim(f"Average fare: {usd(gavg, 0)}", [off(gf, "off", f"Average fare: {wusd(gavg * 1.5, 0)}", gavg, gavg * 1.5,
                                                   0)]),
        Claim(f"Train: ${int(gf['Train']['ground_fare'])}",
              [nbr_cell(gf, "Train", "ground_fare", lambda x: f"Train: {x}", lambda v: f"${int(v)}")])])

    fl = table("defog_atis", "Per flight: airline, flight number, route and time elapsed in seconds?",
               "SELECT flight_number || ' ' || from_airport || '-' || to_airport AS flight, airline_code, "
               "time_elapsed, stops FROM flight ORDER BY flight_id")
    sp_conv(book, fl, "VX890 LAX-ORD", "time_elapsed", 0, lambda v, c: f"VX890: {v} seconds gate to gate, {c} hours", 0,
            1 / 3600, 1, (1 / 60, 1 / 1000, 1 / 600), "the flight time on VX890", hedge=True)
    sp_cmp(book, fl, "time_elapsed", "WN012 ORD-JFK", "AA789 ORD-JFK", 2, "time elapsed", unit=" seconds",
           label=lambda x: x.split()[0], topic="why WN012 took so much longer than AA789 on the same route")
    sp_empty(book, "defog_atis", "Which fares depart from SFO?",
             "SELECT fare_id FROM fare WHERE from_airport = 'SFO'", "fares out of SFO",
             "I couldn't find any: there are zero fares filed from SFO in your data.",
             "I found 5 fares filed from SFO in your data.")
    sp_ident(book, fl, "the ORD-bound United flight", "The United flight back to Chicago is UA457, departing JFK.",
             "UA457", "UA475", [Claim(f"Time elapsed: {int(fl['UA457 JFK-ORD']['time_elapsed']):,} seconds")])


# ---------------------------------------------------------------------------
# geography
# ---------------------------------------------------------------------------


def density(book, st):
    """Population per square km for two states: the neighbouring state's density, an off one, and the plain
    mean of the states' densities called the overall one."""
    pop, area = st.col("population"), st.col("area_sqkm")
    overall = sum(pop) / sum(area)
    plain = sum(p / a for p, a in zip(pop, area)) / len(pop)
    for k, key in enumerate(("Maharashtra", "Michigan")):
        r = st[key]["population"] / st[key]["area_sqkm"]
        nb = nbr_of(st, key)
        rn = st[nb]["population"] / st[nb]["area_sqkm"]
        rt, rd = num(r, 1)
        P, A = f"{int(st[key]['population']):,}", f"{int(st[key]['area_sqkm']):,}"
        if k == 0:
            f0 = lambda x: f"(that's roughly {x} people per sq km)."
            tw = [off(st, "off", f0(w(r * 1.6, rd)), r, r * 1.6, rd)]
            if abs(rn - r) > 0.5:
                tw.insert(0, off(st, "neighbour_row", f0(w(rn, rd)), r, rn, rd, real=True))
            book.reply(st.db, st.rid, "per_unit", f"population density in {key}",
                       [Claim(f"{key} has {P} residents spread over {A} sq km"), Claim(f0(rt), tw)],
                       [], ["Just to flag, the population figures in this table look rounded, so treat these as "
                            "indicative."])
        else:
            f0 = lambda x: f"Density: {x} people per sq km"
            tw = [off(st, "off", f0(w(r * 1.5, rd)), r, r * 1.5, rd)]
            if abs(rn - r) > 0.5:
                tw.insert(0, off(st, "neighbour_row", f0(w(rn, rd)), r, rn, rd, real=True))
            ot, od = num(overall, 1)
            f1 = lambda x: f"For reference, across all {say(len(st))} states in the table it's {x} people per sq km."
            book.reply(st.db, st.rid, "per_unit", f"population density in {key}",
                       [Claim(f"Here's how {key} stacks up.")],
                       [Claim(f"Population: {P}"), Claim(f"Area: {A} sq km"), Claim(f0(rt), tw)],
                       [Claim(f1(ot), [off(st, "plain_as_weighted", f1(w(plain, od)), overall, plain, od, real=True)])])


def geography(book):
    mt = table("defog_geography", "Every mountain: altitude in metres and country?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m, country_name AS country "
               "FROM mountain ORDER BY 2 DESC")
    ft = (1 / FT_PER_M, 3.0, 1.0936, 3.6)
    sp_conv(book, mt, "Mount Everest", "altitude_m", 0, lambda v, c: f"Mount Everest: {v} m ({c} ft)", 0, FT_PER_M, 0,
            ft, "altitudes in feet", hedge=True, ctx=["Just to flag, the altitudes in your table look rounded."])
    sp_sub(book, mt, "altitude_m", ["Manaslu", "Dhaulagiri", "Makalu"], 1, "", unit=" m",
           topic="the average height of three Nepalese peaks", total=False)

    lk = table("defog_geography", "Every lake: area in square km and country?",
               "SELECT lake_name AS lake, area AS area_sqkm, country_name AS country FROM lake ORDER BY 2 DESC")
    sq = (1 / SQMI_PER_SQKM, MI_PER_KM, 0.2)
    sp_conv(book, lk, "Lake Superior", "area_sqkm", 0, lambda v, c: f"Lake Superior: {v} sq km ({c} sq miles)", 0,
            SQMI_PER_SQKM, 0, sq, "Lake Superior's area in square miles", hedge=True)
    sp_conv(book, lk, "Lake Baikal", "area_sqkm", 1, lambda v, c: f"Lake Baikal covers {v} square kilometres, which is "
            f"{c} square miles.", 0, SQMI_PER_SQKM, 1, sq, "Lake Baikal in square miles", where="i")
    sp_sub(book, lk, "area_sqkm", ["Lake Victoria", "Lake Malawi", "Lake Tanganyika"], 2, "", unit=" sq km",
           topic="the combined area of the Tanzanian lakes")
    sp_share(book, lk, "area_sqkm", "Lake Qinghai", 2, "the total lake area", other="Lake Superior", unit=" sq km",
             topic="how much of the lake area in your table is Lake Qinghai")

    st = table("defog_geography", "Per state: population and area in square km?",
               "SELECT state_name AS state, population, area AS area_sqkm FROM state ORDER BY 2 DESC, 1")
    density(book, st)
    sp_cmp(book, st, "population", "Florida", "Texas", 1, "population")
    sp_chg(book, st, "population", "Ohio", "Ontario", 1, "population", l1="Ohio", l2="Ontario",
           topic="how Ontario compares with Ohio on population")

    cy = table("defog_geography", "Every city: population and country?",
               "SELECT city_name AS city, population, country_name AS country FROM city ORDER BY 2 DESC")
    sp_cmp(book, cy, "population", "Los Angeles", "Houston", 2, "population")
    sp_top(book, cy, "population", 3, 1, "population", "the listed city population")
    sp_plain(book, cy, "the populations of your listed cities", [
        Claim(f"Chicago is listed at {int(cy['Chicago']['population']):,} people",
              [nbr_cell(cy, "Chicago", "population", lambda x: f"Chicago is listed at {x} people",
                        lambda v: f"{int(v):,}")]),
        Claim(f"and Mumbai at {int(cy['Mumbai']['population']):,}."),
    ], [Claim(f"Total across the {say(len(cy))} cities: {int(sum(cy.col('population'))):,}",
              [off(cy, "off", f"Total across the {say(len(cy))} cities: {int(sum(cy.col('population')) * 1.3):,}",
                   sum(cy.col("population")), int(sum(cy.col("population")) * 1.3), 0)])])

    hl = table("defog_geography", "Per state: highest point and its elevation in metres?",
               "SELECT state_name AS state, highest_point, highest_elevation FROM highlow "
               "WHERE highest_elevation <> '' ORDER BY highest_elevation::int DESC")
    sp_conv(book, hl, "California", "highest_elevation", 0, lambda v, c: f"Mount Whitney (California): {v} m, {c} ft",
            0, FT_PER_M, 0, ft, "Mount Whitney's elevation in feet", hedge=True)
    sp_cmp(book, hl, "highest_elevation", "Tokyo", "Texas", 1, "highest elevation", unit=" m",
           label=lambda x: {"Tokyo": "Mount Fuji", "Texas": "Guadalupe Peak"}[x])
    sp_empty(book, "defog_geography", "Which mountains in Pakistan are over 9,500 m?",
             "SELECT mountain_name FROM mountain WHERE country_name = 'Pakistan' AND mountain_altitude > 9500",
             "Pakistani peaks above 9,500 m", "Zero — none of the Pakistani mountains in your table clear 9,500 m.",
             "Two of the Pakistani mountains in your table clear 9,500 m.")


# ---------------------------------------------------------------------------
# the smaller databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, highest, lowest and average attendance, concerts?",
               "SELECT s.name AS stadium, s.capacity, s.highest, s.lowest, s.average, count(c.concert_id) AS concerts "
               "FROM stadium s LEFT JOIN concert c ON c.stadium_id = s.stadium_id "
               "GROUP BY 1, 2, 3, 4, 5 ORDER BY 2 DESC")
    sp_cmp(book, sd, "capacity", "Somerset Park", "Stark's Park", 0, "capacity", unit=" seats")
    sk = sd["Stark's Park"]
    u = 100 * sk["average"] / sk["capacity"]
    ut, ud = num(u, 1)
    f0 = lambda x: f"Stark's Park: {int(sk['average']):,} on average in a {int(sk['capacity']):,}-seat ground ({x}% full)"
    sm = sd["Somerset Park"]
    book.reply(sd.db, sd.rid, "per_unit", "how full Stark's Park typically is",
               [Claim("Attendance there is well below capacity on a typical day.")],
               [Claim(f0(ut), [off(sd, "complement", f0(w(100 - u, ud)), u, 100 - u, ud, real=True),
                               off(sd, "neighbour_row", f0(w(100 * sm["average"] / sm["capacity"], ud)), u,
                                   100 * sm["average"] / sm["capacity"], ud, real=True)])],
               [Claim(f"For reference, its record crowd was {int(sk['highest']):,}.",
                      [nbr_cell(sd, "Stark's Park", "highest", lambda x: f"For reference, its record crowd was {x}.",
                                lambda v: f"{int(v):,}")])])
    sp_plain(book, sd, "which stadiums have hosted concerts", [
        Claim(f"Hampden Park is the largest venue at {int(sd['Hampden Park']['capacity']):,} seats but has hosted zero "
              f"concerts so far;",
              [nbr_cell(sd, "Hampden Park", "capacity", lambda x: f"Hampden Park is the largest venue at {x} seats but "
                        f"has hosted zero concerts so far;", lambda v: f"{int(v):,}")]),
        Claim("Somerset Park has hosted two."),
    ], [Claim(f"Stadiums with no concerts: {say(sum(1 for x in sd.order if sd[x]['concerts'] == 0))}")])

    sg = table("spider_concert_singer", "Every singer: country and age?",
               "SELECT name AS singer, country, age FROM singer ORDER BY age DESC")
    fr = [x for x in sg.order if sg[x]["country"] == "France"]
    sp_sub(book, sg, "age", fr, 1, "", unit=" years", topic="the ages of your French singers", total=False)
    sp_cmp(book, sg, "age", "Joe Sharp", "Tribal King", 3, "age", unit=" years")

    st = table("spider_pets_1", "Per major: students, average age, women?",
               "SELECT major::text AS major, count(*) AS students, round(avg(age), 2) AS avg_age, "
               "count(*) FILTER (WHERE sex = 'F') AS women FROM student GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_share(book, st, "students", "600", 0, "your students", other="520", label="major 600")
    pt = table("spider_pets_1", "Every pet: type, age and weight in kg?",
               "SELECT petid::text AS pet, pettype, pet_age, weight FROM pets ORDER BY petid")
    sp_conv(book, pt, "2002", "weight", 0, lambda v, c: f"Pet 2002 (a dog): {v} kg ({c} lb)", 1, LB_PER_KG, 1,
            (KG_PER_LB, 2.0, 1.5), "the dog's weight in pounds")
    sp_ident(book, pt, "the cat's record", "The only cat on file is pet ID 2001, aged three.", "2001", "2010",
             [Claim(f"Weight: {n(pt['2001']['weight'], 1)} kg")])

    bt = table("spider_battle_death", "Per battle: result, ships lost, killed and injured?",
               "SELECT b.name AS battle, b.result, count(DISTINCT s.id) AS ships_lost, coalesce(sum(d.killed), 0) "
               "AS killed, coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s "
               "ON s.lost_in_battle = b.id LEFT JOIN death d ON d.caused_by_ship_id = s.id "
               "GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    sp_share(book, bt, "killed", "Siege of Constantinople", 1, "the recorded deaths", other="Battle of Boruy")
    sp_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 3, "deaths recorded")
    sp_plain(book, bt, "casualty totals across the battles", [
        Claim(f"In total the records show {int(sum(bt.col('killed')))} killed and {int(sum(bt.col('injured')))} injured,",
              [off(bt, "off", f"In total the records show {int(sum(bt.col('killed')) * 1.45)} killed and "
                   f"{int(sum(bt.col('injured')))} injured,", sum(bt.col("killed")), int(sum(bt.col("killed")) * 1.45),
                   0)]),
        Claim("and three battles have zero casualties against them."),
    ], [Claim(f"Battle of Boruy: {say(int(bt['Battle of Boruy']['killed']))} killed",
              [words_twin("number_words_wrong_row",
                          f"Battle of Boruy: {say(int(bt['Battle of Messinopolis']['killed']))} killed",
                          bt["Battle of Boruy"]["killed"], bt["Battle of Messinopolis"]["killed"])])])
    sp_empty(book, "spider_battle_death", "Which death records list more than 100 injured?",
             "SELECT id FROM death WHERE injured > 100", "incidents with over 100 injured",
             "There are zero incidents with more than 100 injured in your records.",
             "There are 12 incidents with more than 100 injured in your records.")

    te = table("spider_course_teach", "Every teacher: age and hometown?",
               "SELECT name AS teacher, age, hometown FROM teacher ORDER BY age DESC, name")
    sp_sub(book, te, "age", ["Joseph Huts", "Gustaaf Deloor", "Vicente Carretero"], 1, "",
           unit=" years", topic="the average age of three of your teachers", total=False)
    sp_cmp(book, te, "age", "Kearsley Brown", "Vicente Carretero", 2, "age", unit=" years")
    sp_empty(book, "spider_course_teach", "Which courses have three or more teachers arranged?",
             "SELECT course_id FROM course_arrange GROUP BY 1 HAVING count(*) >= 3", "courses with three or more teachers",
             "None do: zero courses currently have three or more teachers assigned.",
             "Two courses currently have three or more teachers assigned, Math and Science.")

    dc = table("spider_cre_doc_template_mgt", "Per document: id, template and paragraphs?",
               "SELECT d.document_name, d.document_id, d.template_id, count(p.paragraph_id) AS paragraphs "
               "FROM documents d LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2, 3 "
               "ORDER BY 4 DESC, 2")
    sp_ident(book, dc, "the CV guide document", "\"How to write a CV\" is document 651512, built on template 21.",
             "651512", "615512", [Claim(f"Paragraphs: {say(int(dc['How to write a CV']['paragraphs']))}")])
    sp_plain(book, dc, "paragraph counts across your documents", [
        Claim(f"Your {say(len(dc))} documents hold {int(sum(dc.col('paragraphs')))} paragraphs between them;",
              [off(dc, "off", f"Your {say(len(dc))} documents hold {int(sum(dc.col('paragraphs')) * 1.6)} paragraphs "
                   "between them;", sum(dc.col("paragraphs")), int(sum(dc.col("paragraphs")) * 1.6), 0)]),
        Claim(f"{say(sum(1 for x in dc.order if dc[x]['paragraphs'] == 0))} of them have zero paragraphs so far."),
    ], [Claim("Most paragraphs: \"Customer reviews\" (document 2394)",
              [wrong("changed_identifier", "Most paragraphs: \"Customer reviews\" (document 2349)", "2394", "2349", 0,
                     exact=True)])])

    tv = table("spider_tvshow", "Per episode: air date, rating, share, viewers (millions) and weekly rank?",
               "SELECT episode, air_date, rating, share, viewers_m, weekly_rank FROM tv_series ORDER BY id")
    sp_chg(book, tv, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "the audience", d=2, unit=" million",
           l1="the premiere", l2="the last episode", topic="how viewing held up across the season")
    sp_chg(book, tv, "viewers_m", "Double Down", "Winterland", 1, "the audience", d=2, unit=" million",
           l1="Double Down", l2="Winterland", topic="the audience for Double Down and Winterland")
    sp_conv(book, tv, "Friendly Skies", "viewers_m", 2, lambda v, c: f"Friendly Skies: {v} million viewers "
            f"({c} people)", 2, 1e6, 0, (1e5, 1e3, 1e7), "the audience for Friendly Skies")
    oc = ["Friendly Skies", "Game Three", "The Year of the Rabbit", "The Legend of Dylan McCleen", "Keepers"]
    sp_sub(book, tv, "viewers_m", oc, 1, " viewers", d=2, unit=" million", topic="October's audiences")

    ac = table("spider_voter_1", "How many area codes does each state have (top ten)?",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    sp_cmp(book, ac, "area_codes", "CA", "TX", 2, "area codes", label=lambda x: {"CA": "California", "TX": "Texas"}[x])
    sp_empty(book, "spider_voter_1", "Which votes came from Texas?",
             "SELECT vote_id FROM votes WHERE state = 'TX'", "votes from Texas",
             "There are zero votes from Texas in the current data.",
             "There are 14 votes from Texas in the current data.")

    pb = table("defog_academic", "Per paper: year, citations and references?",
               "SELECT title, year, citation_num, reference_num FROM publication ORDER BY pid")
    cl = "The Effects of Climate Change on Agriculture"
    cs = 100 * pb[cl]["citation_num"] / sum(pb.col("citation_num"))
    ct_, cd_, cf_ = hedged(cs, 0, False, "%")
    f0 = lambda x: f"\"{cl}\" accounts for {x} of all citations in your library"
    book.reply(pb.db, pb.rid, "per_unit", "citation share by paper",
               [Claim(f0(ct_), [off(pb, "complement", f0(cf_(100 - cs)), cs, 100 - cs, cd_, approx=True, real=True)]),
                Claim(f"({int(pb[cl]['citation_num'])} of {int(sum(pb.col('citation_num')))}).")],
               [Claim("\"Attention is all you need\": zero citations so far")])
    rf = sum(pb.col("reference_num")) / len(pb)
    sp_plain(book, pb, "references per paper", [
        Claim(f"Your {say(len(pb))} papers list {int(sum(pb.col('reference_num')))} references in total,"),
        Claim(f"an average of {n(rf, 1)} per paper.", [off(pb, "off", f"an average of {w(rf * 2.2, 1)} per paper.", rf,
                                                           rf * 2.2, 1)]),
    ])

    sv = table("defog_advising", "Every student: credits, GPA and declared major?",
               "SELECT firstname || ' ' || lastname AS student, total_credit, total_gpa, declare_major "
               "FROM student ORDER BY student_id")
    css = [x for x in sv.order if sv[x]["declare_major"] == "Computer Science"]
    sp_sub(book, sv, "total_gpa", css, 0, "", d=2, topic="the average GPA of your Computer Science students",
           total=False)
    sp_ident(book, table("defog_advising", "Which courses does the Computer Science department run?",
                         "SELECT number, name, num_enrolled, num_reviews FROM course "
                         "WHERE department = 'Computer Science' ORDER BY number"),
             "the Distributed Databases course code", "Distributed Databases is listed under course number CS302.",
             "CS302", "CS320")
    cr = table("defog_advising", "Per course: enrolled students and reviews?",
               "SELECT number, name, num_enrolled, num_reviews FROM course ORDER BY number")
    sp_rate(book, cr, "num_reviews", "num_enrolled", "CS101", 2, "enrolled student", "reviews", d=2,
            label="CS101", units="enrolled students", sfx=" reviews")


def main():
    sections = (northwind, chinook, heroes, cars, atis, geography, small)
    return run_set(Book35(), sections, "thirty-sixth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
