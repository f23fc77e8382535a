#!/usr/bin/env python3
"""
plausibility_fresh49.py — a fiftieth labelled set for check_answer, written
held out, development since its misses were read: answers laid out as the
reply a customer-support agent sends to a ticket (a help-desk reply, a
support macro filled in) when a customer or an internal account manager asks
for figures, over tables spread across the databases bench/plausibility.sh
loads: northwind (one account's orders, spend, units and freight per quarter
from 1997 to the second quarter of 1998; another account's spend per category
in 1997 and 1998, and its orders of 1998 with their dates, days to ship,
freight and value; orders, accounts and net sales per account manager in the
first quarters of 1997 and 1998; shipments, days to ship and freight per
carrier for a third account; stock, orders pending and list price for one
supplier's products; a fourth account's latest order), chinook (a customer's
invoices with their dates and totals; a customer's purchases per genre;
customers, invoices and revenue per support rep in 2022 and 2023; tracks,
storage and running time per media type; customers and revenue per European
billing country in 2023; the longest albums; invoices, revenue and tracks per
quarter of 2023), BIRD's superhero (heights and weights asked about by name;
characters per gender and publisher; characters and heights per race; a
record's id), Spider's car_1 (cars, fuel economy, horsepower and weight per
make; cars and fuel economy per model year; the lightest car), defog-dev's
geography (lakes, rivers, mountains and high points asked about by a travel
customer; state and city populations), atis (fares per departure airport;
flying time per route; aircraft and seats per manufacturer; ground transport
fares and pickup distances at JFK; the longest flight), advising (a student's
credits against the programme's, reviews per department, workload per
programme) and academic (papers and references per author), and Spider's
concert_singer (stadium capacity and crowds), pets_1 (a pet's weight, pets
per owner), battle_death (men lost per ship type), tvshow (viewers per
episode, a cartoon's production code), course_teach (courses per teacher),
voter_1 (votes per contestant) and cre_doc_template_mgt (paragraphs per
document), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money(), fresh43's kmoney(), fresh45's near(), and here apx() for a figure an
agent rounds with a polite hedge). The writing is the support reply the other
sets lack: a greeting line ("Hi Dana, thanks for reaching out!"), "I've
pulled the numbers for you:", short paragraphs in the second person ("your
top category", "you had"), bullet lists, now and then a small markdown table,
the record IDs and dates the rows hold ("order #10847, placed 1998-01-22",
"invoice 412"), polite hedges ("roughly", "just under", "a little over"),
figures in digits and in words, a closing line ("Let me know if you need
anything else!") and a sign-off ("Best, Sam"). Empty results are told the way
an agent tells them ("I couldn't find any orders for that period, so the total
is $0"). Shapes, as in bench/plausibility_fresh4.py (whose helpers this set
reuses, with fresh7's, fresh10's, fresh29's, fresh41's to fresh48's):
  comparison  two named rows side by side: multiples ("about 2.3x"), ratios
              "to one", gaps, percent ahead, one row as a share of the other
              (in percent and in words)
  change      period on period and year on year, signed in percent, exact
              and hedged, in absolute terms, in words ("up by about a
              quarter"), as a multiple, shares moving in points, in a table
  per_unit    totals over counts ("works out to $1,843.01 per order"), one
              row against the blended rate, one row against the average,
              weighted averages against the simple average of group figures,
              shares ("one in every N", fractions, percent, "more than a
              third"), a subset of named rows and its share, the top rows'
              share
  conversion  days as hours and weeks, hours as days, minutes as hours,
              seconds as hours and minutes, MB as GB and KB, kg as lb, lb as
              kg, cm as feet and inches, feet as metres, mpg as km per litre,
              horsepower as kW, km as miles, m as feet, sq km as sq miles,
              miles as km, mph as km/h
  zero_ident  zero for an empty result, identifiers (order, invoice, flight
              and record numbers)
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the simple mean of group rates called
the blended one, the weighted average called the simple one, a share of the
wrong total or its complement, a percent change over the wrong base, a
relative change given as points, one row as a share of the pair instead of
the other row), a false multiple, ratio, fraction, bound or "one in every N",
number words given to the wrong row, a count over an empty result, a
conversion by the wrong factor, a changed identifier, a figure (exact or
hedged, in digits or in words) off by more than the rounding shown, or a
closing summary restating a figure far from the one the body gave. A twin is
kept only when its figure is far from the true value (fresh4's rules) and,
unless it is a real value in the wrong role, far from every cell, aggregate,
pairwise difference, ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import bound_words, n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural
from plausibility_fresh41 import fig
from plausibility_fresh42 import money, nbr_fn, pre_
from plausibility_fresh43 import kmoney, off_f, shows
from plausibility_fresh44 import _mil, dec, off_r, to_one
from plausibility_fresh45 import ear_mult, every, near
from plausibility_fresh46 import roundable
from plausibility_fresh47 import Sub, frac_q, mult, pct_x, ptw, sgn

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
KW_PER_HP = 0.745699872
GB_PER_MB = 1 / 1024

NAMES = ["Dana", "Marco", "Priya", "Tom", "Aisha", "Kenji", "Sofia", "Luis", "Hannah", "Omar", "Greta", "Ben",
         "Nadia", "Owen", "Carla", "Yusuf"]
GREET = ["Hi {n}, thanks for reaching out!", "Hello {n},\n\nThanks for your patience while I looked into this.",
         "Hi {n} — good question!", "Hey {n}, thanks for the ticket.", "Hi {n},\n\nThanks for getting in touch.",
         "Good morning {n},", "Hi {n}! Thanks for the quick follow-up.", "Hello {n}, and thanks for writing in."]
LEAD = ["I've pulled the numbers for you:", "Here's what I found:",
        "I ran the report on our side, and here's what came back:", "I've pulled the numbers for you.",
        "Here's the breakdown you asked for:", "I checked our records, and here's the summary:",
        "I had a look in the system for you."]
HEADS = {"short": ["In short, ", "So, in short: ", "Bottom line: ", "Quick summary: "],
         "fyi": ["For context, ", "One more thing: ", "Quick note: ", "Also worth knowing: "],
         "next": ["If it helps, ", "Going forward, ", "Just so you know, ", "As a next step, "]}
CLOSE = ["Let me know if you need anything else!", "Happy to dig deeper if anything looks off.", "Hope this helps!",
         "If you'd like this as a spreadsheet, just reply to this email.",
         "Let me know if you have any other questions.",
         "Feel free to reply here if anything doesn't line up on your end.",
         "I'll keep this ticket open for a couple of days in case you have follow-ups."]
SIGN = ["Best,\nSam", "Cheers,\nJo (Support)", "Thanks,\nAlex | Customer Support", "Best regards,\nMaya",
        "— Chris, Support Team", "Kind regards,\nRiley", "Best, Sam"]
FILLER = {"good": ["Nice work on that one.", "That's a healthy trend on your side.",
                   "Everything there looks in order on our end.", "No red flags from what I can see."],
          "bad": ["I've flagged this to the account team so they can follow up.",
                  "If that doesn't match your records, I'm happy to open a review.",
                  "Let me know if you'd like me to look into what drove that.",
                  "Happy to pull the line-by-line detail if you want to see what changed."],
          "plain": ["Those figures come straight from the records as they stand today.",
                    "That's based on everything on file as of this morning.",
                    "I've attached nothing extra, but I can export the underlying rows if that's useful.",
                    "All of that is taken directly from the system, no estimates."]}


# ---------------------------------------------------------------------------
# the reply: a greeting, a lead-in, paragraphs, bullets, a table now and then, a closing line and a sign-off
# ---------------------------------------------------------------------------


def _cl(c):
    return Claim(c) if isinstance(c, str) else c


def P(*cs):
    """A short paragraph of claims."""
    return ("para", None, [_cl(c) for c in cs if c is not None])


def L(*items):
    """A bullet list; an item is a claim, a list of claims on one line, or a Sub() of them (a sub-bullet)."""
    return ("list", None, [x for x in items if x is not None])


def T(cols, *rows, align=None):
    """A small markdown table: the header's columns, then one claim a row."""
    return ("table", (cols, align), [x for x in rows if x is not None])


def H(head, *cs):
    """A paragraph with a lead of its own ("In short, ", "For context, ")."""
    return ("head", head, [_cl(c) for c in cs if c is not None])


def GOOD(k):
    return P(pick(FILLER["good"], k))


def BAD(k):
    return P(pick(FILLER["bad"], k))


def TONE(good, k):
    return GOOD(k) if good else BAD(k)


def PLAIN(k):
    return P(pick(FILLER["plain"], k))


class Book49(Book10):
    """fresh10's Book10, with each answer laid out as a support agent's reply: a greeting (to the customer or the
    account manager who asked), a lead-in, short paragraphs, bullets and sub-bullets, a small table now and then,
    a closing line and a sign-off; none of the fixed text holds a figure."""

    def reply(self, db, rid, shape, blocks, to=None, derived=True, max_twins=2):
        k = self.cases
        pre = GREET[k % len(GREET)].format(n=to or NAMES[(k * 7) % len(NAMES)])
        pre += "\n\n" + LEAD[(k * 3) % len(LEAD)]
        claims = []
        for kind, head, cs in blocks:
            if not cs:
                continue
            if kind == "list":
                first = True
                for it in cs:
                    sub = isinstance(it, Sub)
                    its = [_cl(c) for c in (it if isinstance(it, list) else [it]) if c is not None]
                    if not its:
                        continue
                    p = "\n  - " if sub else ("\n\n- " if first else "\n- ")
                    first = False
                    claims.append(pre_(its[0], p))
                    claims += its[1:]
            elif kind == "table":
                cols, align = head
                al = align or ["---"] + ["---:"] * (len(cols) - 1)
                claims.append(Claim("\n\n| " + " | ".join(cols) + " |\n|" + "|".join(al) + "|"))
                claims += [pre_(_cl(r), "\n") for r in cs]
            elif kind == "head":
                h = HEADS[head][(k * 5 + len(head)) % len(HEADS[head])]
                c0 = cs[0]
                claims.append(pre_(c0, "\n\n" + h))
                claims += cs[1:]
            else:
                claims.append(pre_(cs[0], "\n\n"))
                claims += cs[1:]
        for c in claims:
            seen = set()
            c.wrongs = [x for x in c.wrongs if not (x[1] in seen or seen.add(x[1]))]
        post = "\n\n" + CLOSE[(k * 5) % len(CLOSE)] + "\n\n" + SIGN[(k * 3 + 1) % len(SIGN)]
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


# ---------------------------------------------------------------------------
# figures as a support agent writes them
# ---------------------------------------------------------------------------


def hedge(v, shown, k):
    """A polite hedge that says on which side of v the rounded figure falls."""
    if shown == v:
        return ""
    if abs(shown - v) / abs(v) < 0.002:
        return pick(["roughly", "about", "around", "roughly"], k)
    if abs(shown) > abs(v):
        return pick(["just under", "a little under", "not quite", "just shy of"], k)
    return pick(["a little over", "just over", "a bit over", "slightly more than"], k)


def apx(v, k, cash=False, unit=""):
    """A figure rounded as an agent rounds it ("a little over $20,000", "roughly $16.9k", "just under 1,200"):
    (fmt, text, value shown, show), fmt(x) putting a figure x into the hedge (and the unit), show(y) giving a wrong
    figure y shown alike as (text, value)."""
    a = abs(v)
    cur = "$" if cash else ""
    got = None
    if cash and a >= 1000 and k % 2 == 1:
        got = kmoney(v)

        def show(x):
            return kmoney(x) or (f"${x / 1e3:,.0f}k", round(x / 1e3) * 1e3)
    elif not cash and a >= 1e6:
        got = _mil(v)

        def show(x):
            return _mil(x) or (f"{x / 1e6:,.1f} million", round(x / 1e6, 1) * 1e6)
    if not got:
        shown, st, d = near(v)
        got = (cur + st, shown)

        def show(x):
            s2, st2, _ = near(x)
            return cur + st2, s2
    h = hedge(v, got[1], k)
    return (lambda x: f"{h} {x}{unit}".lstrip()), got[0], got[1], show


def again(t, v, k, tmpl="{}", cash=False, unit="", role="restated_contradicts",
          factors=(1.6, 0.55, 2.2, 0.4, 2.9, 0.3)):
    """A figure said again, rounded with a hedge ("roughly $20,000"), in tmpl; twin: the figure far off (and far
    from everything the result holds). None when the rounding would not differ from the figure given."""
    if not v:
        return None
    fmt, tx, val, show = apx(v, k, cash, unit)
    if not roundable(v, val) and not tx.endswith(("k", "million")):
        return None
    f = lambda x: tmpl.format(fmt(x))
    return Claim(f(tx), [off_r(t, role, f, v, factors, show)])


def _edge(x, d):
    return abs(abs(x * 10 ** d) % 1 - 0.5) <= 0.08


def pct_s(p, k):
    """(fmt, text, decimals, show): a percentage rounded with a polite hedge ("a little over 19%", "roughly 8%"),
    whole from three up; show(x) gives a wrong percentage shown alike."""
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
    return (lambda x: f"{h}{x}%"), f"{s:,.{d}f}", d, (lambda x: w(x, d))


def per_s(r, k, cash=False, unit=""):
    """(text, value shown, show, decimals): a per-unit figure: money to the cent under $1,000, else rounded with
    a hedge; counts to one or two decimals."""
    if cash and r < 1000:
        st, dd = money(r, 2)
        return st, r, (lambda x: ("$" + w(x, dd), round(x, dd))), dd
    if not cash and r < 1000:
        st, dd = num(r, 0 if r >= 100 else 1 if r >= 10 else 2)
        return st + unit, r, (lambda x: (w(x, dd) + unit, round(x, dd))), dd
    fmt, tx, val, show = apx(r, k, cash, unit)
    return fmt(tx), val, (lambda x: (fmt(show(x)[0]), show(x)[1])), dec(tx)


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


def plain_off(t, fmt, true, d=0):
    """A plain figure off by more than its rounding (and far from everything the result holds), in fmt."""
    return off_f(t, "off", fmt, true, (1.6, 0.55, 2.2, 0.4, 2.9, 1.35), d, lambda x: f"{x:,.{d}f}")


# ---------------------------------------------------------------------------
# shapes, as support replies
# ---------------------------------------------------------------------------


def sp_cmp(book, t, col, a, b, k, noun, cash=False, d=0, unit="", label=None, hdr=None, qty="as many", to=None,
           more=()):
    """Two named rows, the larger first, in five layouts; noun names the figure ("spend", "orders")."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A_, B_ = (label(a), label(b)) if label else (a, b)
    S, W_, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel = 100 * diff / vb
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    gap = lambda f, fs=(1.7, 0.5, 2.3, 0.4, 3.1): off_f(t, "off", f, diff, fs, D(diff), lambda x: W_(x, D(diff)))
    form = k % 5
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_q(vb / va) if vb / va < 0.8 else (None, None)
    if form == 2 and not fw:
        form = 4
    if form == 3 and not (tw or mw):
        form = 1
    if form == 0 and r < 1.3:
        form = 4
    if form == 0:
        f1 = lambda x: f"On {noun}, {A_} came in at {S(va)}, compared with {x} for {B_}"
        blocks = [P(Claim(f1(S(vb)), [nbr(f1)]), mult(t, r, k, lambda x: f"— that's {x} as much.")),
                  H("short", again(t, diff, k, f"{A_} is ahead by {{}}.", cash, unit, role="off") or
                    again(t, va, k, f"{A_} sits at {{}}.", cash, unit))]
    elif form == 1:
        h0, h1 = hdr or ("", cap(noun))
        f1 = lambda x: f"| {B_} | {x} |"
        pt, pd = pct_x(rel)
        f2 = lambda x: f"That puts {A_} {x}% ahead of {B_}"
        f3 = lambda x: f"(a difference of {x})."
        blocks = [T((h0, h1), f"| {A_} | {S(va)} |", Claim(f1(S(vb)), [nbr(f1)])),
                  P(Claim(f2(pt), [ptw(t, "wrong_base", f2, rel, 100 * diff / va, pd)]),
                    Claim(f3(S(diff)), [gap(f3)]))]
    elif form == 2:
        s = 100 * vb / va
        pt, pd = pct_x(s)
        f1 = lambda x: f"On {noun}, {B_} came to {x} of {A_}'s figure"
        f2 = lambda x: f"({x} vs. {S(va)}),"
        f3 = lambda x: f"a gap of {x}."
        f4 = lambda x: f"{B_} sits at {x}% of {A_}."
        blocks = [P(Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(S(vb)), [nbr(f2)]),
                    Claim(f3(S(diff)), [gap(f3)])),
                  H("fyi", Claim(f4(pt), [ptw(t, "complement", f4, s, 100 - s, pd),
                                          ptw(t, "share_of_pair", f4, s, 100 * vb / (va + vb), pd)]))]
    elif form == 3:
        f1 = lambda x: f"{B_}: {x}"
        if tw:
            c2 = Claim(f"That's {tw} in favour of {A_}.", [("false_bound", f"That's {tbad} in favour of {A_}.")])
        else:
            c2 = Claim(f"So {A_} has {mw} {B_}.", [("false_bound", f"So {A_} has {mbad} {B_}.")])
        bf, bt = apx(vb, k + 1, cash, unit)[:2]
        blocks = [P(f"Here's how the two compare on {noun}:"),
                  L(f"{A_}: {S(va)}", Claim(f1(S(vb)), [nbr(f1)])), P(c2),
                  H("short", again(t, diff, k, f"{A_} is ahead by {{}}.", cash, unit, role="off")
                    or again(t, va, k, f"{A_} is at {{}} and {B_} at {bf(bt)}.", cash, unit))]
    else:
        fmt, pt, pd, show = pct_s(rel, k)
        f1 = lambda x: f"{cap(A_)} is {fmt(x)} ahead of {B_} on {noun}"
        f2 = lambda x: f"({S(va)} vs. {x}),"
        f3 = lambda x: f"a difference of {x}."
        blocks = [P(Claim(f1(pt), [off(t, "wrong_base", f1(show(100 * diff / va)), rel, 100 * diff / va, pd,
                                       approx=True, real=True)]),
                    Claim(f2(S(vb)), [nbr(f2)]), Claim(f3(S(diff)), [gap(f3)]))]
    book.reply(t.db, t.rid, "comparison", blocks + list(more), to=to)


def _move(book, t, v1, v2, nbr, k, noun, l1, l2, tag, cash, d, unit, good_up, are, to, more):
    """From v1 (l1) to v2 (l2), in four layouts; nbr(fmt): the twin with the neighbouring row's v1; good_up:
    whether a rise is good news for whoever asked (None: neither); are: the noun takes a plural verb."""
    S, W_, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    p = 100 * abs(diff) / v1
    wb = 100 * abs(diff) / v2
    pt, pd = pct_x(p)
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
        return off(t, "wrong_base", f(show(wb) if show else w(wb, dd)), p, wb, dd, approx=approx, real=True)

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
        f2 = lambda y: f"{ud} {y}%{tg}"
        f3 = lambda x: f"— that's {x} {more_less} than in {l1}."
        blocks = [P(Claim(f1(S(v1)), [nbr(f1)]), Claim(f2(pt), [base(f2)]), Claim(f3(S(abs(diff))), [absd(f3)]))]
        blocks += tone
    elif form == 1:
        f1 = lambda x, y: f"| {cap(noun)} | {x} | {S(v2)} | {sg}{y}% |"
        c1 = Claim(f1(S(v1), pt), [nbr(lambda x: f1(x, pt)), base(lambda y: f1(S(v1), y))])
        blocks = [T(("", l1, l2, "Change"), c1), P(Claim(f"So {fw}.", [("false_bound", f"So {fbad}.")]))] + tone
    elif form == 2:
        f2 = lambda x: f"{l1}: {x}"
        f3 = lambda y: f"{l2}: {S(v2)} ({sg}{y}%,"
        f4 = lambda x: f"{sg}{x})"
        items = [Claim(f2(S(v1)), [nbr(f2)]), [Claim(f3(pt), [base(f3)]), Claim(f4(S(abs(diff))), [absd(f4)])]]
        if up and v2 / v1 >= 1.3:
            tk = mult(t, v2 / v1, k, lambda x: f"{l2} came in at {x} {l1}.")
        else:
            fmt, ht, hd, show = pct_s(p, k)
            f5 = lambda x: f"{noun} {be} {ud} {fmt(x)}{tg}."
            tk = Claim(f5(ht), [off_r(t, "restated_contradicts", f5, p, (1.7, 0.5, 2.3, 0.35),
                                      lambda x: (show(x), round(x, hd)))]) if ht != pt else \
                again(t, v2, k, f"{noun} for {l2} {was} {{}}.", cash, unit)
        blocks = [P(f"Here's {noun}, period by period:"), L(*items), H("short", tk) if tk else None] + tone
    else:
        fmt, ht, hd, show = pct_s(p, k)
        f1 = lambda x: f"{cap(noun)} {be} {ud} {fmt(x)}{tg}"
        f2 = lambda x: f"({x} in {l1}, {S(v2)} in {l2})."
        r = again(t, abs(diff), k + 1, f"In plain numbers, that's {{}} {more_less}.", cash, unit, role="off")
        blocks = [P(Claim(f1(ht), [base(f1, True, show, hd)]), Claim(f2(S(v1)), [nbr(f2)])),
                  P(r) if r else None] + tone
    book.reply(t.db, t.rid, "change", [b for b in blocks if b] + list(more), to=to)


def sp_chg(book, t, col, p1, p2, k, noun, l1, l2, tag="quarter on quarter", cash=False, d=0, unit="",
           good_up=True, are=False, to=None, more=()):
    """From one row (a period) to another."""
    S, W_, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, noun, l1, l2, tag, cash, d,
          unit, good_up, are, to, more)


def sp_yoy(book, t, key, c1, c2, k, noun, l1, l2, tag="year on year", cash=False, d=0, unit="", good_up=True,
           are=False, to=None, more=()):
    """Within one row, from one period's column to the next."""
    S, W_, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, noun, l1, l2, tag, cash, d, unit, good_up,
          are, to, more)


def sp_pts(book, t, c1, c2, key, k, noun, l1, l2, label=None, each=None, to=None, more=()):
    """One row's share of a column total in two periods, the move in percentage points; twins: the later share's
    complement, the relative change given as points; a closing line puts the later share in words."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    f1 = lambda x: f"{cap(name)} made up {s1t}% of {noun} in {l1} and {x}% in {l2}"
    f2 = lambda x: f"({'up' if up else 'down'} {x} percentage points)."
    blocks = [P(Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
                Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd,
                                    real=True)]))]
    gw, gbad = frac_q(s2 / 100)
    if gw:
        gw, gbad = f"{gw} of {noun}", f"{gbad} of {noun}"
    elif each:
        gw, gbad = every(s2 / 100)
        gw, gbad = (f"{gw} {each}", f"{gbad} {each}") if gw else (None, None)
    if gw:
        blocks.append(H("short", Claim(f"that puts {name} at {gw} in {l2}.",
                                       [("false_bound", f"that puts {name} at {gbad} in {l2}.")])))
    book.reply(t.db, t.rid, "change", blocks + list(more), to=to)


def sp_share(book, t, col, key, k, whole, items=None, cash=False, d=0, unit="", label=None, other=None, tot=None,
             hdr=None, to=None, more=()):
    """One row's share of a total (the column's, or tot), in three layouts; items names what the share counts
    for "one in every N {items}"."""
    S, W_, D = shows(cash, d, unit)
    v = t[key][col]
    Tt = tot if tot is not None else sum(t.col(col))
    s = 100 * v / Tt
    name = label or key
    st, sd = fig(s, 1)
    nbr = nbr_fn(t, col, key, S, D)
    nb = nbr_of(t, key)
    if tot is not None and nb and isinstance(t[nb][col], float) and t[nb][col] >= Tt:
        nbr = lambda f: None
    fw, fbad = frac_q(s / 100)
    ow, obad = every(s / 100) if items else (None, None)
    if ow:
        ow, obad = f"{ow} {items}", f"{obad} {items}"
    bw, bbad = bound_words(s / 100)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(w(x, dd)), s, x, dd, real=True)
    form = k % 3
    if form == 0 and not (ow or fw or bw):
        form = 1
    if form == 0:
        h0, h1 = hdr or ("", cap(whole))
        f1 = lambda x, y: f"| {cap(name)} | {x} | {y}% |"
        c1 = Claim(f1(S(v), st), [nbr(lambda x: f1(x, st)),
                                  off(t, "complement", f1(S(v), w(100 - s, sd)), s, 100 - s, sd, real=True),
                                  wt(lambda y: f1(S(v), y), sd)])
        gw, gb = (ow, obad) if ow else (f"{fw} of {whole}", f"{fbad} of {whole}") if fw else \
            (f"{bw} of {whole}", f"{bbad} of {whole}")
        blocks = [T((h0, h1, "Share"), c1, f"| Total | {S(Tt)} | 100% |"),
                  P(Claim(f"So {name} came to {gw}.", [("false_bound", f"So {name} came to {gb}.")]))]
    elif form == 1:
        f1 = lambda x: f"{cap(name)} came to {x} out of {S(Tt)},"
        f2 = lambda y: f"which is {y}% of {whole}."
        c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True), wt(f2, sd)])
        if fw or ow or bw:
            gw, gb = (fw, fbad) if fw else (ow, obad) if ow else (bw, bbad)
            r = Claim(f"that's {gw} of {whole}.", [("false_bound", f"that's {gb} of {whole}.")]) \
                if (fw or (bw and not ow)) else Claim(f"that's {gw}.", [("false_bound", f"that's {gb}.")])
        else:
            r = again(t, v, k, f"that's {{}} in round numbers.", cash, unit)
        blocks = [P(Claim(f1(S(v)), [nbr(f1)]), c2), H("short", r) if r else None]
    else:
        fmt, pt, pd, show = pct_s(s, k)
        f1 = lambda x: f"{cap(name)} came to {fmt(x)} of {whole}"
        f2 = lambda x: f"({x} out of {S(Tt)})."
        c1 = Claim(f1(pt), [off(t, "complement", f1(show(100 - s)), s, 100 - s, pd, approx=True, real=True),
                            off(t, "wrong_total", f1(show(100 * v / (v + t[other][col]))), s,
                                100 * v / (v + t[other][col]), pd, approx=True, real=True) if other else None])
        r = (Claim(f"In other words, {bw} of {whole}.", [("false_bound", f"In other words, {bbad} of {whole}.")])
             if bw and k % 2 else None) or \
            (Claim(f"That's {fw} of {whole}.", [("false_bound", f"That's {fbad} of {whole}.")]) if fw else None) or \
            again(t, v, k + 1, f"In round numbers, that's {{}}.", cash, unit)
        blocks = [P(c1, Claim(f2(S(v)), [nbr(f2)])), P(r) if r else None]
    book.reply(t.db, t.rid, "per_unit", [b for b in blocks if b] + list(more), to=to)


def sp_sub(book, t, col, keys, k, whole, cash=False, d=0, unit="", label=None, to=None, more=()):
    """A subset of named rows summed, and its share of the column total; twins: the sum off, the share's
    complement."""
    S, W_, D = shows(cash, d, unit)
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in keys)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    names = ", ".join(Lb(x) for x in keys[:-1]) + f" and {Lb(keys[-1])}"
    f1 = lambda x: f"{names} together came to {x},"
    f2 = lambda x: f"or {x}% of {whole}."
    items = [f"{Lb(x)}: {S(t[x][col])}" for x in keys]
    blocks = [L(*items),
              P(Claim(f1(S(sm)), [off_f(t, "off", f1, sm, (1.35, 0.65, 1.7, 0.5), D(sm), lambda x: W_(x, D(sm)))]),
                Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)]))]
    book.reply(t.db, t.rid, "per_unit", blocks + list(more), to=to)


def sp_top(book, t, col, m, k, whole, cash=False, d=0, unit="", label=None, hdr=None, lead="The top", to=None,
           more=()):
    """The top m rows together and their share of the total, as a paragraph or as a table with a total row."""
    S, W_, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    gw, gbad = frac_q(s / 100)
    f2 = (lambda x: f"which is {x}% of the {S(tot)} total.") if k % 2 == 0 else \
        (lambda x: f"Together they're {x}% of the {S(tot)} total.")
    c2 = Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)])
    if k % 2 == 0:
        fmt, tx, val, show = apx(sm, k, cash, unit)
        names = Lb(order[0]) + "".join(f", {Lb(x)}" for x in order[1:-1]) + f" and {Lb(order[-1])}"
        f1 = lambda x: f"{lead} {say(m)} ({names}) add up to {fmt(x)},"
        blocks = [P(Claim(f1(tx), [off_r(t, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]), c2)]
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
    book.reply(t.db, t.rid, "per_unit", blocks + list(more), to=to)


def sp_rate(book, t, tot_col, cnt_col, key, k, unit, what, cash=False, label=None, sfx="", units=None, pooled=None,
            fmt=None, to=None, more=()):
    """A total over a count for one row ("works out to $1,843.01 per order"); with pooled (the rows named as a
    group), the blended rate after it (twin: the simple mean of the rows' rates); else the total said again,
    rounded. fmt(total, count, rate): the sentence, where the default will not read well."""
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_s(r, k, cash, sfx)
    if fmt:
        f1 = lambda x: fmt(St(tot), c, x)
    elif k % 2 == 0:
        f1 = lambda x: f"{cap(name)}: {St(tot)} {what} across {c} {units}, which works out to {x} per {unit}."
    else:
        f1 = lambda x: f"{cap(name)} averaged {x} {what} per {unit} ({St(tot)} over {c} {units})." if not cash \
            else f"{cap(name)} averaged {x} per {unit} ({St(tot)} in {what} over {c} {units})."
    tw = [off_r(t, "off", f1, r, (1.55, 1.9, 0.6, 0.45, 2.6, 0.35), pshow)]
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
        ot, od = money(overall, 2) if cash else (n(overall, dd) + sfx, num(overall, dd)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: f"across {pooled} it's {x} per {unit}."
        blocks.append(H("fyi", Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od,
                                                 real=True) if ow(plain) != ot else None])))
    else:
        rr = again(t, tot, k + 1, f"that's {{}} in {what} over the {c} {units}." if cash else
                   f"that's {{}} {what} over the {c} {units}.", cash, sfx) if abs(tot) >= 1000 else None
        blocks.append(H("short", rr) if rr else PLAIN(k))
    book.reply(t.db, t.rid, "per_unit", blocks + list(more), to=to)


def sp_avg(book, t, col, key, k, noun, per, cash=False, d=0, unit="", label=None, ad=None, verb="had", to=None,
           more=()):
    """One row against the simple average of the rows: the gap in percent, or as a multiple ("about 2.3x the
    average")."""
    S, W_, D = shows(cash, d, unit)
    Sa, Wa, Da = shows(cash, d if ad is None else ad, unit)
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
        c2 = mult(t, v / avg, k, lambda x: f"(about {x} the average).", hedged=False)
    else:
        pt, pd = pct_x(p)
        f2 = lambda x: f"— {x}% {'above' if above else 'below'} average."
        c2 = Claim(f2(pt), [ptw(t, "wrong_base", f2, abs(p), wbv, pd) if above or wbv < 100 else None])
    book.reply(t.db, t.rid, "per_unit", [P(c1, c2)] + list(more), to=to)


def sp_blend(book, t, avg_col, n_col, k, noun, per, grp, d=1, unit="", cur="", to=None, more=()):
    """The weighted average of group averages, then the simple average of the groups beside it; twins: the simple
    mean given as the weighted one, and the weighted one given as the simple one."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    f1 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the overall {noun} is {cur}{x}{unit}."
    f2 = lambda x: f"if you simply average the {say(len(avgs))} {plural(grp)}, you get {cur}{x}{unit},"
    blocks = [P(Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])),
              H("fyi", Claim(f2(pt), [off(t, "weighted_as_plain", f2(w(wa, pd)), plain, wa, pd, real=True)]),
                f"but that gives the small {plural(grp)} as much weight as the big ones.")]
    book.reply(t.db, t.rid, "per_unit", blocks + list(more), to=to)


def sp_conv(book, t, key, col, k, fmt, src_d, factor, dst_d, bads, hedged=True, table_=None, bullet=False,
            say_again=None, to=None, more=()):
    """A figure with its conversion beside it (hedged or exact); twin: the first wrong factor whose figure is far
    enough off. table_: (columns,) lays it out as a one-row table; bullet: as a bullet; say_again: (template,
    unit) restates the original figure, rounded, after it."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if hedged:
        fa, ct, cv, show = apx(c, k)
        sh = lambda x: fa(x)
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: (w(x, cd), round(x, cd))
        sh = lambda x: x
    tw = None
    bads = tuple(bads) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0, 0.4, 2.5,
                                                    0.35, 10, 0.1)) + (1 / factor,)
    for f in bads:
        txt, val = show(v * f)
        tw = wrong("wrong_factor", fmt(vt, sh(txt)), c, val, dec(txt), approx=hedged,
                   clear=[x for x in t.pool if abs(x - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    c1 = Claim(fmt(vt, sh(ct)), [tw])
    blocks = [T(table_, c1)] if table_ else [L(c1)] if bullet else [P(c1)]
    if say_again:
        tmpl, u = say_again
        r = again(t, v, k + 1, tmpl, unit=u)
        if r:
            blocks.append(H("short", r))
    book.reply(t.db, t.rid, "conversion", blocks + list(more), to=to)


def sp_empty(book, db, question, sql, ack, bad, extra=(), to=None, more=()):
    """An empty result told as an agent tells it; twin: a count over the empty result."""
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.reply(db, rid, "zero_ident", [P(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more), to=to,
               derived=False)


def sp_ident(book, t, text, good, bad, extra=(), to=None, more=()):
    """A record's identifier; twin: the identifier changed."""
    assert bad != good and good in text, (text, good)
    book.reply(t.db, t.rid, "zero_ident",
               [P(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                  *extra)] + list(more), to=to, derived=False)


def sp_plain(book, t, blocks, to=None):
    book.reply(t.db, t.rid, "plain", list(blocks), to=to, derived=False)


# ---------------------------------------------------------------------------
# northwind: the wholesaler's support desk (customers asking about their account, account managers about
# their book)
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
ORD = ("(SELECT order_id, sum(unit_price * quantity * (1 - discount)) AS net, sum(quantity) AS units "
       "FROM order_details GROUP BY 1)")


def northwind(book):
    eq = table("northwind", "For Ernst Handel, per quarter from January 1997 to June 1998: orders, spend after "
               "discounts, units and freight billed?",
               "SELECT extract(year FROM o.order_date)::int || '-Q' || extract(quarter FROM o.order_date)::int "
               "AS quarter, count(*) AS orders, round(sum(x.net)::numeric, 2) AS spend, sum(x.units) AS units, "
               f"round(sum(o.freight)::numeric, 2) AS freight FROM orders o JOIN {ORD} x ON x.order_id = o.order_id "
               "WHERE o.customer_id = 'ERNSH' AND o.order_date >= '1997-01-01' GROUP BY 1 ORDER BY 1")
    rol = "Roland"
    sp_chg(book, eq, "spend", "1997-Q4", "1998-Q1", 0, "your spend", "Q4 1997", "Q1 1998", cash=True, to=rol)
    sp_chg(book, eq, "units", "1997-Q1", "1998-Q1", 1, "the number of units you ordered", "Q1 1997", "Q1 1998",
           tag="year on year", to=rol)
    sp_chg(book, eq, "freight", "1997-Q2", "1998-Q2", 3, "your freight bill", "Q2 1997", "Q2 1998",
           tag="year on year", cash=True, good_up=False, to=rol)
    sp_rate(book, eq, "spend", "orders", "1998-Q1", 0, "order", "spend", cash=True, units="orders",
            pooled="all six quarters", fmt=lambda a, c, x: f"In Q1 1998 you spent {a} across {c} orders, which works "
                                                           f"out to {x} per order.", to=rol)
    sp_rate(book, eq, "freight", "orders", "1997-Q4", 1, "order", "freight", cash=True, label="Q4 1997",
            units="orders", to=rol)
    sp_share(book, eq, "spend", "1998-Q2", 1, "your spend since January 1997", cash=True, label="Q2 1998",
             other="1998-Q1", to=rol)
    sp_avg(book, eq, "orders", "1997-Q4", 1, " orders", "quarter", label="In Q4 1997 you", verb="placed", to=rol)
    sp_cmp(book, eq, "spend", "1998-Q2", "1997-Q2", 0, "spend", cash=True, label=lambda x: f"Q{x[-1]} {x[:4]}",
           to=rol)
    sp_plain(book, eq, [
        P(Claim(f"You placed {int(sum(eq.col('orders')))} orders with us between January 1997 and June 1998,",
                [plain_off(eq, lambda x: f"You placed {x} orders with us between January 1997 and June 1998,",
                           sum(eq.col("orders")))]),
          Claim(f"{say(eq['1997-Q4']['orders'])} of them in the last quarter of 1997.",
                [words_row(eq, "orders", "1997-Q4", lambda x: f"{x} of them in the last quarter of 1997.")])),
        P(f"The busiest quarter by units was Q1 1998, at {eq['1998-Q1']['units']:,.0f} units.")], to=rol)

    sc = table("northwind", "For Save-a-lot Markets, per category: spend after discounts in 1997 and in 1998 so "
               "far, units in 1997 and orders in 1997 that included the category?",
               "SELECT c.category_name AS category, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date < '1998-01-01'), 0)::numeric, 2) AS spend_1997, "
               f"round(coalesce(sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01'), 0)::numeric, 2) AS spend_1998, "
               "coalesce(sum(od.quantity) FILTER (WHERE o.order_date < '1998-01-01'), 0) AS units_1997, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date < '1998-01-01') AS orders_1997 "
               "FROM orders o JOIN order_details od ON od.order_id = o.order_id JOIN products p "
               "ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id "
               "WHERE o.customer_id = 'SAVEA' AND o.order_date >= '1997-01-01' GROUP BY 1 ORDER BY 2 DESC")
    jose = "Jose"
    sp_share(book, sc, "spend_1997", "Meat/Poultry", 0, "your 1997 spend", cash=True, label="Meat/Poultry",
             other="Seafood", hdr=("Category", "1997 spend"), to=jose)
    sp_cmp(book, sc, "spend_1997", "Meat/Poultry", "Dairy Products", 2, "1997 spend", cash=True, to=jose)
    sp_yoy(book, sc, "Dairy Products", "spend_1997", "spend_1998", 2, "your Dairy spend", "1997", "1998 so far",
           tag="so far this year", cash=True, to=jose)
    sp_pts(book, sc, "spend_1997", "spend_1998", "Dairy Products", 0, "your spend", "1997", "1998 so far",
           label="Dairy", to=jose)
    sp_top(book, sc, "spend_1997", 3, 0, "your 1997 spend", cash=True, to=jose)
    sp_rate(book, sc, "units_1997", "orders_1997", "Seafood", 0, "order", "units", label="Seafood",
            units="orders", pooled="all eight categories", to=jose)
    sp_sub(book, sc, "spend_1997", ["Beverages", "Condiments"], 1, "your 1997 spend", cash=True, to=jose)
    sp_cmp(book, sc, "units_1997", "Seafood", "Produce", 3, "units ordered in 1997", qty="as many units", to=jose)

    so = table("northwind", "Save-a-lot Markets' orders placed in 1998: order id, order date, ship date, days to "
               "ship, freight and order value after discounts?",
               "SELECT o.order_id::text AS order_id, o.order_date::text AS ordered, o.shipped_date::text AS shipped, "
               "o.shipped_date - o.order_date AS days_to_ship, round(o.freight::numeric, 2) AS freight, "
               f"round(sum({NET})::numeric, 2) AS order_value FROM orders o JOIN order_details od "
               "ON od.order_id = o.order_id WHERE o.customer_id = 'SAVEA' AND o.order_date >= '1998-01-01' "
               "GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 1")
    big = max(so.order, key=lambda x: so[x]["order_value"])
    sp_ident(book, so, f"Your largest order this year is #{big}, placed {so[big]['ordered']}",
             f"#{big}", f"#{int(big) - 187}",
             extra=[f"and shipped {so[big]['shipped']}, at {money(so[big]['order_value'], 2)[0]} after discounts."],
             to=jose)
    sp_conv(book, so, "10847", "days_to_ship", 0,
            lambda v, c: f"Order #10847 took {v} days to ship (placed 1998-01-22, shipped 1998-02-10), which is "
                         f"{c} weeks.", 0, 1 / 7, 1, (1 / 24, 24, 1 / 30), to=jose)
    sp_conv(book, so, "10894", "days_to_ship", 1,
            lambda v, c: f"Order #10894 shipped {v} days after you placed it, or {c} hours.", 0, 24, 0,
            (7, 1 / 7, 60), hedged=False, to=jose)
    sp_avg(book, so, "freight", "11030", 0, " in freight", "order", cash=True, d=2,
           label="Order #11030 (placed 1998-04-17)", verb="was billed", to=jose)
    sp_cmp(book, so, "order_value", "10941", "10984", 1, "order value", cash=True, label=lambda x: f"#{x}",
           hdr=("Order", "Value after discounts"), to=jose)
    sp_plain(book, so, [
        P(Claim(f"You've placed {say(len(so))} orders with us so far in 1998,",
                [words_twin("off", f"You've placed {say(len(so) + 8)} orders with us so far in 1998,", len(so),
                            len(so) + 8)]),
          f"the first on {so[so.order[0]]['ordered']} (#{so.order[0]}) and the latest on "
          f"{so[so.order[-1]]['ordered']} (#{so.order[-1]})."),
        L(Claim(f"Total freight: {money(sum(so.col('freight')), 2)[0]}",
                [plain_off(so, lambda x: f"Total freight: ${x}", sum(so.col("freight")), 2)]),
          f"Slowest shipment: #10847, at {so['10847']['days_to_ship']:.0f} days")], to=jose)

    rp = table("northwind", "Per account manager: orders in the first quarter of 1997 and of 1998, net sales in "
               "each, and accounts ordering in the first quarter of 1998?",
               "SELECT e.first_name || ' ' || e.last_name AS manager, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date < '1998-01-01') AS orders_q1_1997, "
               "count(DISTINCT o.order_id) FILTER (WHERE o.order_date >= '1998-01-01') AS orders_q1_1998, "
               f"round(sum({NET}) FILTER (WHERE o.order_date < '1998-01-01')::numeric, 2) AS sales_q1_1997, "
               f"round(sum({NET}) FILTER (WHERE o.order_date >= '1998-01-01')::numeric, 2) AS sales_q1_1998, "
               "count(DISTINCT o.customer_id) FILTER (WHERE o.order_date >= '1998-01-01') AS accounts_q1_1998 "
               "FROM employees e JOIN orders o ON o.employee_id = e.employee_id JOIN order_details od "
               "ON od.order_id = o.order_id WHERE (o.order_date >= '1997-01-01' AND o.order_date < '1997-04-01') "
               "OR (o.order_date >= '1998-01-01' AND o.order_date < '1998-04-01') GROUP BY 1 ORDER BY 5 DESC")
    sp_yoy(book, rp, "Nancy Davolio", "sales_q1_1997", "sales_q1_1998", 0, "your net sales", "Q1 1997",
           "Q1 1998", cash=True, are=True, to="Nancy")
    sp_yoy(book, rp, "Margaret Peacock", "sales_q1_1997", "sales_q1_1998", 3, "your net sales", "Q1 1997",
           "Q1 1998", cash=True, are=True, to="Margaret")
    sp_yoy(book, rp, "Andrew Fuller", "orders_q1_1997", "orders_q1_1998", 2, "your order count", "Q1 1997",
           "Q1 1998", to="Andrew")
    sp_rate(book, rp, "sales_q1_1998", "accounts_q1_1998", "Janet Leverling", 1, "account", "net sales", cash=True,
            label="Your book", units="accounts", pooled="all nine managers", to="Janet")
    sp_cmp(book, rp, "orders_q1_1998", "Margaret Peacock", "Steven Buchanan", 3, "Q1 1998 orders",
           label=lambda x: x.split()[0], to="Steven")
    sp_share(book, rp, "sales_q1_1998", "Janet Leverling", 2, "the team's Q1 1998 net sales", cash=True,
             label="Your book", other="Nancy Davolio", to="Janet")
    sp_pts(book, rp, "orders_q1_1997", "orders_q1_1998", "Robert King", 1, "the team's orders", "Q1 1997",
           "Q1 1998", label="your accounts", each="orders", to="Robert")
    sp_plain(book, rp, [
        P(Claim(f"You looked after {say(rp['Laura Callahan']['accounts_q1_1998'])} accounts that ordered in Q1 "
                "1998,",
                [words_row(rp, "accounts_q1_1998", "Laura Callahan",
                           lambda x: f"You looked after {x} accounts that ordered in Q1 1998,")]),
          f"and they placed {rp['Laura Callahan']['orders_q1_1998']:.0f} orders between them, the same count as in "
          "Q1 1997."), PLAIN(1)], to="Laura")

    qs = table("northwind", "For QUICK-Stop, per shipping company over all its orders: shipments, average days "
               "from order to shipment, and freight billed?",
               "SELECT s.company_name AS carrier, count(*) AS shipments, "
               "round(avg(o.shipped_date - o.order_date), 2) AS avg_days, round(sum(o.freight)::numeric, 2) AS freight "
               "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.customer_id = 'QUICK' "
               "AND o.shipped_date IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")
    horst = "Horst"
    sp_rate(book, qs, "freight", "shipments", "United Package", 0, "shipment", "freight", cash=True,
            label="United Package", units="shipments", pooled="all three carriers", to=horst)
    sp_conv(book, qs, "Federal Shipping", "avg_days", 0,
            lambda v, c: f"Federal Shipping took {v} days on average from order to dispatch, so {c} weeks.", 2,
            1 / 7, 1, (1 / 24, 24, 1 / 30), to=horst)
    sp_blend(book, qs, "avg_days", "shipments", 0, "time to ship", "shipment", "carrier", d=2, unit=" days",
             to=horst)
    sp_cmp(book, qs, "freight", "United Package", "Speedy Express", 4, "freight billed", cash=True, to=horst)

    sp = table("northwind", "Products supplied by Pavlova, Ltd.: units in stock, units on order, reorder level and "
               "list price?",
               "SELECT p.product_name AS product, p.units_in_stock AS in_stock, p.units_on_order AS on_order, "
               "p.reorder_level, round(p.unit_price::numeric, 2) AS list_price FROM products p JOIN suppliers s "
               "ON s.supplier_id = p.supplier_id WHERE s.company_name = 'Pavlova, Ltd.' ORDER BY 2 DESC")
    ian = "Ian"
    sp_share(book, sp, "in_stock", "Carnarvon Tigers", 1, "the Pavlova stock we hold",
             label="Carnarvon Tigers stock", other="Pavlova", to=ian)
    sp_cmp(book, sp, "list_price", "Carnarvon Tigers", "Vegie-spread", 0, "list price", cash=True, d=2, to=ian)

    sp_empty(book, "northwind", "Which orders did Folk och fä HB place in the third quarter of 1997?",
             "SELECT order_id FROM orders WHERE customer_id = 'FOLKO' AND order_date >= '1997-07-01' "
             "AND order_date < '1997-10-01'",
             "I couldn't find any orders from Folk och fä between July and September 1997, so the total for that "
             "quarter is $0.",
             "I found eleven orders from Folk och fä between July and September 1997.", to="Maria")
    sp_empty(book, "northwind", "Which of Ernst Handel's 1998 orders shipped after their required date?",
             "SELECT order_id FROM orders WHERE customer_id = 'ERNSH' AND order_date >= '1998-01-01' "
             "AND shipped_date > required_date",
             "None of your 1998 orders shipped late — zero went out after the required date.",
             "Fourteen of your 1998 orders shipped late, after the required date.", to=rol,
             more=[P(pick(FILLER["good"], 2))])
    sp_empty(book, "northwind", "Which Save-a-lot Markets orders in 1998 had freight above $1,000?",
             "SELECT order_id FROM orders WHERE customer_id = 'SAVEA' AND order_date >= '1998-01-01' "
             "AND freight > 1000",
             "There were no orders this year with freight over $1,000, so no surcharge review is needed (zero to "
             "check).",
             "There were sixteen orders this year with freight over $1,000, so those need a surcharge review.",
             to=jose)
    lo = table("northwind", "Hungry Owl All-Night Grocers' most recent order: id, order date and ship date?",
               "SELECT order_id::text AS order_id, order_date::text AS ordered, shipped_date::text AS shipped "
               "FROM orders WHERE customer_id = 'HUNGO' ORDER BY order_date DESC, order_id DESC LIMIT 1")
    lid = lo.order[0]
    sp_ident(book, lo, f"The latest order on your account is #{lid}, placed {lo[lid]['ordered']}",
             f"#{lid}", f"#{int(lid) - 305}", extra=[f"and shipped {lo[lid]['shipped']}."], to="Patricia")


# ---------------------------------------------------------------------------
# chinook: the music store's help desk
# ---------------------------------------------------------------------------


def chinook(book):
    hi = table("chinook", "Hugh O'Reilly's invoices: id, date, tracks bought and total?",
               "SELECT i.invoice_id::text AS invoice, i.invoice_date::date::text AS invoice_date, "
               "sum(il.quantity) AS tracks, i.total FROM invoice i JOIN invoice_line il "
               "ON il.invoice_id = i.invoice_id WHERE i.customer_id = 46 GROUP BY 1, 2, 4 ORDER BY 2")
    hugh = "Hugh"
    top = max(hi.order, key=lambda x: hi[x]["total"])
    sp_ident(book, hi, f"Your biggest purchase was invoice {top}, dated {hi[top]['invoice_date']}",
             f"invoice {top}", f"invoice {int(top) + 129}",
             extra=[f"for {money(hi[top]['total'], 2)[0]} ({hi[top]['tracks']:.0f} tracks)."], to=hugh)
    sp_share(book, hi, "total", top, 1, "everything you've spent with us", cash=True, d=2,
             label=f"Invoice {top}", to=hugh)
    sp_rate(book, hi, "total", "tracks", top, 0, "track", "", cash=True, units="tracks", pooled="all your invoices",
            fmt=lambda a, c, x: f"Invoice {top} came to {a} for {c} tracks, which works out to {x} per track.",
            to=hugh)
    sp_plain(book, hi, [
        P(Claim(f"You have {say(len(hi))} invoices on your account,",
                [words_twin("off", f"You have {say(len(hi) + 9)} invoices on your account,", len(hi), len(hi) + 9)]),
          Claim(f"for a total of {money(sum(hi.col('total')), 2)[0]}.",
                [off(hi, "off", f"for a total of ${sum(hi.col('total')) * 1.5:,.2f}.", sum(hi.col("total")),
                     sum(hi.col("total")) * 1.5, 2)])),
        L(*[f"Invoice {x} ({hi[x]['invoice_date']}): {money(hi[x]['total'], 2)[0]}" for x in hi.order])],
        to=hugh)

    gc = table("chinook", "Luis Rojas's purchases per genre: tracks bought and amount spent?",
               "SELECT g.name AS genre, sum(il.quantity) AS tracks, sum(il.unit_price * il.quantity) AS spent "
               "FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id JOIN track t "
               "ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE i.customer_id = 57 "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    luis = "Luis"
    sp_share(book, gc, "tracks", gc.order[0], 0, "the tracks you've bought", items="tracks",
             label=f"{gc.order[0]}", other=gc.order[1], hdr=("Genre", "Tracks"), to=luis)
    sp_cmp(book, gc, "tracks", "Rock", "Drama", 3, "tracks bought", qty="as many tracks", to=luis)

    rp = table("chinook", "Per support rep: customers assigned, and invoices and revenue in 2022 and in 2023?",
               "SELECT e.first_name || ' ' || e.last_name AS rep, count(DISTINCT c.customer_id) AS customers, "
               "count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2022) AS invoices_2022, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2022) AS revenue_2022, "
               "count(*) FILTER (WHERE extract(year FROM i.invoice_date) = 2023) AS invoices_2023, "
               "sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2023) AS revenue_2023 "
               "FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i "
               "ON i.customer_id = c.customer_id GROUP BY 1 ORDER BY 1")
    sp_yoy(book, rp, "Jane Peacock", "revenue_2022", "revenue_2023", 1, "revenue from your customers", "2022",
           "2023", cash=True, d=2, to="Jane")
    sp_yoy(book, rp, "Steve Johnson", "revenue_2022", "revenue_2023", 0, "revenue from your customers", "2022",
           "2023", cash=True, d=2, to="Steve")
    sp_rate(book, rp, "revenue_2023", "invoices_2023", "Margaret Park", 1, "invoice", "2023 revenue", cash=True,
            label="Your customers", units="invoices", pooled="all three reps", to="Margaret")
    sp_cmp(book, rp, "customers", "Jane Peacock", "Steve Johnson", 1, "customers assigned",
           label=lambda x: x.split()[0], hdr=("Rep", "Customers"), to="Jane")
    sp_plain(book, rp, [
        P(Claim(f"Steve has {say(rp['Steve Johnson']['customers'])} customers assigned",
                [words_row(rp, "customers", "Steve Johnson", lambda x: f"Steve has {x} customers assigned")]),
          f"and billed {rp['Steve Johnson']['invoices_2023']:.0f} invoices to them in 2023.")], to="Andrew")

    mt = table("chinook", "Per media type: tracks, total storage in MB, average track size in MB and total running "
               "time in minutes?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(sum(t.bytes) / 1048576.0, 1) AS total_mb, "
               "round(avg(t.bytes) / 1048576.0, 2) AS avg_mb, round(sum(t.milliseconds) / 60000.0, 1) AS minutes "
               "FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    sp_conv(book, mt, "MPEG audio file", "total_mb", 0,
            lambda v, c: f"The MPEG audio files take up {v} MB in total, which is {c} GB.", 1, GB_PER_MB, 1,
            (1 / 10240, 1.0, 1 / 100, 1 / 512), hedged=False, to="Kenji")
    sp_conv(book, mt, "Protected MPEG-4 video file", "minutes", 1,
            lambda v, c: f"| Protected MPEG-4 video | {v} min | {c} h |", 1, 1 / 60, 1, (1 / 100, 1 / 24),
            hedged=False, table_=("Media type", "Running time", "In hours"), to="Kenji")
    sp_conv(book, mt, "AAC audio file", "avg_mb", 2,
            lambda v, c: f"An AAC track averages {v} MB, which is {c} KB.", 2, 1024, 0, (1000, 100, 1 / 1024),
            hedged=False, bullet=True, to="Kenji")
    sp_share(book, mt, "tracks", "Protected AAC audio file", 2, "the catalogue", label="Protected AAC",
             other="MPEG audio file", to="Kenji")
    sp_blend(book, mt, "avg_mb", "tracks", 1, "average file size", "track", "media type", d=2, unit=" MB",
             to="Kenji")

    eu = table("chinook", "Per European billing country with at least two customers: customers, 2023 invoices and "
               "2023 revenue?",
               "SELECT c.country, count(DISTINCT c.customer_id) AS customers, "
               "count(i.invoice_id) FILTER (WHERE extract(year FROM i.invoice_date) = 2023) AS invoices_2023, "
               "coalesce(sum(i.total) FILTER (WHERE extract(year FROM i.invoice_date) = 2023), 0) AS revenue_2023 "
               "FROM customer c JOIN invoice i ON i.customer_id = c.customer_id WHERE c.country IN ('Austria', "
               "'Belgium', 'Czech Republic', 'Denmark', 'Finland', 'France', 'Germany', 'Hungary', 'Ireland', 'Italy', "
               "'Netherlands', 'Norway', 'Poland', 'Portugal', 'Spain', 'Sweden', 'United Kingdom') GROUP BY 1 "
               "HAVING count(DISTINCT c.customer_id) >= 2 ORDER BY 4 DESC, 1")
    sp_cmp(book, eu, "revenue_2023", "France", "Germany", 4, "2023 revenue", cash=True, d=2, to="Greta")
    sp_rate(book, eu, "revenue_2023", "customers", "Germany", 0, "customer", "2023 revenue", cash=True,
            units="customers", fmt=lambda a, c, x: f"Germany brought in {a} in 2023 from {c} customers, which works "
                                                   f"out to {x} per customer.", to="Greta")
    sp_share(book, eu, "customers", "France", 0, "our European customers", items="customers", label="France",
             other="Germany", hdr=("Country", "Customers"), to="Greta")
    sp_avg(book, eu, "revenue_2023", "United Kingdom", 0, " in 2023 revenue", "country", cash=True, d=2,
           label="The UK", verb="brought in", to="Greta")

    al = table("chinook", "The five longest albums: tracks and running time in minutes?",
               "SELECT al.title AS album, count(*) AS tracks, round(sum(t.milliseconds) / 60000.0, 1) AS minutes "
               "FROM album al JOIN track t ON t.album_id = al.album_id GROUP BY 1 ORDER BY 3 DESC LIMIT 5")
    sp_conv(book, al, al.order[0], "minutes", 1,
            lambda v, c: f"{al.order[0]} runs {v} minutes end to end — {c} hours.", 1, 1 / 60, 1,
            (1 / 100, 1 / 24), to="Owen")
    sp_rate(book, al, "minutes", "tracks", al.order[1], 1, "track", "minutes", label=al.order[1], units="tracks",
            sfx="", to="Owen")

    yr = table("chinook", "Per quarter of 2023: invoices, revenue and tracks sold?",
               "SELECT 'Q' || extract(quarter FROM i.invoice_date)::int AS quarter, count(DISTINCT i.invoice_id) "
               "AS invoices, sum(il.unit_price * il.quantity) AS revenue, sum(il.quantity) AS tracks "
               "FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id WHERE i.invoice_date >= "
               "'2023-01-01' AND i.invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 1")
    sp_chg(book, yr, "revenue", "Q2", "Q3", 2, "store revenue", "Q2", "Q3", cash=True, d=2, to="Andrew")
    sp_chg(book, yr, "revenue", "Q3", "Q4", 3, "store revenue", "Q3", "Q4", cash=True, d=2, to="Andrew")
    sp_chg(book, yr, "tracks", "Q3", "Q4", 1, "tracks sold", "Q3", "Q4", are=True, to="Andrew")

    sp_empty(book, "chinook", "Which invoices did customer 14 have in 2024?",
             "SELECT invoice_id FROM invoice WHERE customer_id = 14 AND invoice_date >= '2024-01-01' "
             "AND invoice_date < '2025-01-01'",
             "I couldn't find any invoices on your account for 2024, so the total for that year is $0.",
             "I found twelve invoices on your account for 2024.", to="Mark")
    sp_empty(book, "chinook", "Which of Hugh O'Reilly's purchases were Classical tracks?",
             "SELECT il.invoice_line_id FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id "
             "JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id "
             "WHERE i.customer_id = 46 AND g.name = 'Classical'",
             "You haven't bought any Classical tracks from us — zero so far.",
             "You've bought seventeen Classical tracks from us so far.", to=hugh)
    sp_empty(book, "chinook", "Which customers have an invoice above $30 in 2025?",
             "SELECT invoice_id FROM invoice WHERE invoice_date >= '2025-01-01' AND total > 30",
             "No invoice this year has gone over $30, so none would qualify for the bulk discount.",
             "Thirteen invoices this year have gone over $30, so those would qualify for the bulk discount.",
             to="Andrew")


# ---------------------------------------------------------------------------
# superhero: the collectibles shop's help desk
# ---------------------------------------------------------------------------


def heroes(book):
    nm = table("superhero", "Heights in cm and weights in kg of Hulk, Thanos, Thor, Groot, Iron Man, Storm, Cyclops "
               "and Rocket Raccoon?",
               "SELECT superhero_name AS character, height_cm, weight_kg FROM superhero WHERE superhero_name IN "
               "('Hulk', 'Thanos', 'Thor', 'Groot', 'Iron Man', 'Storm', 'Cyclops', 'Rocket Raccoon') "
               "ORDER BY 2 DESC")
    sp_conv(book, nm, "Hulk", "height_cm", 0,
            lambda v, c: f"Hulk is listed at {v} cm, which is {c} feet.", 0, FT_PER_CM, 1, (IN_PER_CM, 1 / 100, 1.0),
            to="Ben")
    sp_conv(book, nm, "Thanos", "weight_kg", 1,
            lambda v, c: f"Thanos weighs in at {v} kg ({c} lb) on his record.", 0, LB_PER_KG, 0,
            (KG_PER_LB, 1.0, 0.1), hedged=False, to="Ben")
    sp_conv(book, nm, "Storm", "height_cm", 2,
            lambda v, c: f"| Storm | {v} cm | {c} ft |", 0, FT_PER_CM, 2, (IN_PER_CM, 1 / 100, 1.0), hedged=False,
            table_=("Character", "Height", "In feet"), to="Ben")
    sp_cmp(book, nm, "weight_kg", "Thor", "Iron Man", 1, "listed weight", unit=" kg", to="Ben")
    sp_cmp(book, nm, "height_cm", "Groot", "Cyclops", 2, "height", unit=" cm", to="Ben")
    sp_avg(book, nm, "weight_kg", "Hulk", 1, "", "character", unit=" kg", ad=1, verb="weighs in at", to="Ben")

    gp = table("superhero", "Per named publisher with at least fourteen characters: characters, and how many are "
               "female, male, and have a listed weight?",
               "SELECT p.publisher_name AS publisher, count(*) AS characters, "
               "count(*) FILTER (WHERE g.gender = 'Female') AS female, count(*) FILTER (WHERE g.gender = 'Male') "
               "AS male, count(*) FILTER (WHERE s.weight_kg > 0) AS with_weight FROM superhero s JOIN publisher p "
               "ON p.id = s.publisher_id LEFT JOIN gender g ON g.id = s.gender_id WHERE p.publisher_name <> '' "
               "GROUP BY 1 HAVING count(*) >= 14 ORDER BY 2 DESC, 1")
    pl = lambda x: {"Marvel Comics": "Marvel", "DC Comics": "DC", "NBC - Heroes": "NBC Heroes",
                    "Dark Horse Comics": "Dark Horse"}.get(x, x)
    sp_share(book, gp, "female", "Marvel Comics", 1, "Marvel's characters", label="Marvel's female characters",
             tot=gp["Marvel Comics"]["characters"], to="Sofia")
    sp_share(book, gp, "with_weight", "DC Comics", 2, "DC's characters", label="DC characters with a weight",
             tot=gp["DC Comics"]["characters"], to="Sofia")
    sp_cmp(book, gp, "male", "Marvel Comics", "DC Comics", 0, "male characters", label=pl, to="Sofia")
    sp_top(book, gp, "characters", 3, 1, "the characters on file", label=pl, hdr=("Publisher", "Characters"),
           to="Sofia")

    rc = table("superhero", "Per race with at least eight characters (gods aside): characters, characters with a "
               "listed height and their average height in cm?",
               "SELECT r.race, count(*) AS characters, count(*) FILTER (WHERE s.height_cm > 0) AS with_height, "
               "round(avg(nullif(s.height_cm, 0)), 1) AS avg_height_cm FROM superhero s JOIN race r "
               "ON r.id = s.race_id WHERE r.race NOT IN ('-', 'God / Eternal') GROUP BY 1 HAVING count(*) >= 8 "
               "ORDER BY 2 DESC, 1")
    sp_blend(book, rc, "avg_height_cm", "with_height", 0, "average height", "measured character", "race",
             d=1, unit=" cm", to="Nadia")
    sp_cmp(book, rc, "characters", "Human", "Mutant", 3, "characters", label=lambda x: x + "s", qty="as many",
           to="Nadia")
    sp_conv(book, rc, "Mutant", "avg_height_cm", 3,
            lambda v, c: f"Mutants average {v} cm, or {c} inches.", 1, IN_PER_CM, 1, (FT_PER_CM, 2.54, 1 / 100),
            hedged=False, to="Nadia")

    sp_empty(book, "superhero", "Which characters published by Image Comics weigh more than 500 kg?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id "
             "WHERE p.publisher_name = 'Image Comics' AND s.weight_kg > 500",
             "I checked, and there are no Image Comics characters over 500 kg, so nothing there needs the "
             "oversized shipping option.",
             "I checked, and there are fourteen Image Comics characters over 500 kg that need the oversized "
             "shipping option.", to="Carla")
    hid = table("superhero", "The record id of the character named Groot?",
                "SELECT id::text AS id, superhero_name AS character, full_name FROM superhero "
                "WHERE superhero_name = 'Groot'")
    gid = hid.order[0]
    sp_ident(book, hid, f"The record you're after is ID {gid} (Groot)", f"ID {gid}", f"ID {int(gid) + 212}",
             extra=["— that's the one the product page should link to."], to="Carla")
    sp_plain(book, gp, [
        P(Claim(f"Marvel has {gp['Marvel Comics']['characters']:.0f} characters in the database and DC has "
                f"{gp['DC Comics']['characters']:.0f}.",
                [off(gp, "off", f"Marvel has {gp['Marvel Comics']['characters'] * 1.5:.0f} characters in the "
                     f"database and DC has {gp['DC Comics']['characters']:.0f}.", gp["Marvel Comics"]["characters"],
                     gp["Marvel Comics"]["characters"] * 1.5, 0)]))], to="Sofia")


# ---------------------------------------------------------------------------
# car_1: the listings site's help desk
# ---------------------------------------------------------------------------


def cars(book):
    mk = table("spider_car_1", "Per make with at least ten cars listed: cars, average mpg, average horsepower and "
               "average weight in lb?",
               "SELECT cn.model AS make, count(*) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg, "
               "round(avg(cd.horsepower), 1) AS avg_hp, round(avg(cd.weight), 0) AS avg_weight_lb "
               "FROM car_names cn JOIN cars_data cd ON cd.id = cn.makeid GROUP BY 1 HAVING count(*) >= 10 "
               "ORDER BY 2 DESC, 1")
    tt = str.title
    sp_cmp(book, mk, "cars", "ford", "toyota", 3, "listings", label=tt, qty="as many listings", to="Luis")
    sp_share(book, mk, "cars", "chevrolet", 2, "the listings from these fourteen makes", label="Chevrolet",
             other="ford", to="Luis")
    sp_conv(book, mk, "honda", "avg_mpg", 0,
            lambda v, c: f"The Honda listings average {v} mpg, which is {c} km per litre.", 2, KMPL_PER_MPG, 1,
            (KM_PER_MI, 0.2642, 1.0), to="Luis")
    sp_conv(book, mk, "pontiac", "avg_hp", 1,
            lambda v, c: f"Average power for Pontiac: {v} hp ({c} kW).", 1, KW_PER_HP, 0, (1 / KW_PER_HP, 1.0, 0.1),
            hedged=False, bullet=True, to="Luis")
    sp_avg(book, mk, "avg_mpg", "datsun", 1, " mpg", "make", d=2, label="Datsun", ad=2, verb="averages", to="Luis")
    sp_cmp(book, mk, "avg_weight_lb", "buick", "volkswagen", 1, "average weight", unit=" lb", label=tt,
           hdr=("Make", "Avg weight"), to="Luis")
    sp_cmp(book, mk, "avg_mpg", "mazda", "amc", 2, "average mpg", d=2, label=lambda x: x.upper() if x == "amc"
           else tt(x), to="Luis")

    yr = table("spider_car_1", "Per model year: cars listed, average mpg and cars at 25 mpg or better?",
               "SELECT year::text AS year, count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, "
               "count(*) FILTER (WHERE mpg >= 25) AS cars_25_mpg FROM cars_data GROUP BY year ORDER BY year")
    sp_chg(book, yr, "avg_mpg", "1975", "1980", 0, "average fuel economy", "1975", "1980", tag="over five years",
           d=2, unit=" mpg", good_up=None, to="Hannah")
    sp_chg(book, yr, "cars_25_mpg", "1976", "1981", 1, "the number of 25+ mpg cars", "1976", "1981",
           tag="over five years", good_up=None, to="Hannah")
    sp_share(book, yr, "cars_25_mpg", "1980", 0, "the 1980 listings", items="cars", label="cars at 25+ mpg",
             tot=yr["1980"]["cars"], hdr=("1980 listings", "Cars"), to="Hannah")
    sp_sub(book, yr, "cars", ["1970", "1971", "1972"], 0, "all listings", to="Hannah")
    sp_pts(book, yr, "cars", "cars_25_mpg", "1982", 2, "the cars", "all listings", "the 25+ mpg group",
           label="the 1982 model year", to="Hannah")

    sp_empty(book, "spider_car_1", "Which cars from 1982 have eight cylinders?",
             "SELECT id FROM cars_data WHERE year = 1982 AND cylinders = 8",
             "I couldn't find any eight-cylinder cars from the 1982 model year, so that filter returns zero "
             "listings.",
             "I found eighteen eight-cylinder cars from the 1982 model year.", to="Hannah")
    lc = table("spider_car_1", "The lightest car listed: id, make and weight in lb?",
               "SELECT cd.id::text AS id, cn.make, cd.weight FROM cars_data cd JOIN car_names cn "
               "ON cn.makeid = cd.id ORDER BY cd.weight, cd.id LIMIT 1")
    cid = lc.order[0]
    sp_ident(book, lc, f"The lightest car on the site is listing {cid} ({lc[cid]['make']})", f"listing {cid}",
             f"listing {int(cid) + 61}", extra=[f"at {lc[cid]['weight']:,.0f} lb."], to="Yusuf")
    sp_conv(book, lc, cid, "weight", 2,
            lambda v, c: f"Listing {cid} weighs {v} lb, roughly {c} kg.", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
            hedged=False, to="Yusuf")
    sp_plain(book, yr, [
        P(Claim(f"We have {int(sum(yr.col('cars')))} cars listed across {say(len(yr))} model years,",
                [off(yr, "off", f"We have {int(sum(yr.col('cars')) * 1.5)} cars listed across {say(len(yr))} model "
                     "years,", sum(yr.col("cars")), int(sum(yr.col("cars")) * 1.5), 0)]),
          Claim(f"{say(yr['1973']['cars'])} of them from 1973.",
                [words_row(yr, "cars", "1973", lambda x: f"{x} of them from 1973.")]))], to="Hannah")


# ---------------------------------------------------------------------------
# geography: the travel company's help desk
# ---------------------------------------------------------------------------


def geography(book):
    lk = table("defog_geography", "Lakes in the United States with their state and area in sq km?",
               "SELECT lake_name AS lake, state_name AS state, area AS area_sq_km FROM lake "
               "WHERE country_name = 'United States' ORDER BY 3 DESC")
    sp_conv(book, lk, "Lake Superior", "area_sq_km", 0,
            lambda v, c: f"Lake Superior is listed at {v} sq km, which is {c} square miles.", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, 1.0, 0.621371), to="Aisha")
    sp_cmp(book, lk, "area_sq_km", "Lake Superior", "Lake Ontario", 3, "surface area", unit=" sq km", to="Aisha")
    sp_share(book, lk, "area_sq_km", "Lake Michigan", 1, "the US lake area in our guide", unit=" sq km",
             label="Lake Michigan", other="Lake Ontario", to="Aisha")

    rv = table("defog_geography", "European rivers in the guide, with their country and length in km?",
               "SELECT river_name AS river, country_name AS country, length AS length_km FROM river "
               "WHERE country_name IN ('Germany', 'Russia', 'Italy') ORDER BY 3 DESC")
    sp_conv(book, rv, "Rhine", "length_km", 1,
            lambda v, c: f"The Rhine is {v} km long in our guide, or {c} miles.", 0, MI_PER_KM, 0,
            (KM_PER_MI, 1.0, 0.3048), hedged=False, to="Omar")
    sp_sub(book, rv, "length_km", ["Rhine", "Danube"], 1, "the river length in the European guide",
           unit=" km", to="Omar")

    mt = table("defog_geography", "Mountains in Nepal with their altitude in m?",
               "SELECT mountain_name AS mountain, mountain_altitude AS altitude_m FROM mountain "
               "WHERE country_name = 'Nepal' ORDER BY 2 DESC")
    sp_conv(book, mt, "Cho Oyu", "altitude_m", 2,
            lambda v, c: f"Cho Oyu is listed at {v} m, which is {c} feet.", 0, FT_PER_M, 0, (M_PER_FT, 1.0, 3.0),
            to="Omar")
    sp_avg(book, mt, "altitude_m", "Makalu", 0, "", "peak", unit=" m", ad=0, verb="stands at", to="Omar")

    hl = table("defog_geography", "Per state with a recorded highest elevation: the highest point and its elevation "
               "in m?",
               "SELECT state_name AS state, highest_point, highest_elevation::int AS elevation_m FROM highlow "
               "WHERE highest_elevation <> '' ORDER BY 3 DESC")
    sp_conv(book, hl, "California", "elevation_m", 3,
            lambda v, c: f"Mount Whitney, California's high point, sits at {v} m ({c} ft).", 0, FT_PER_M, 0,
            (M_PER_FT, 1.0, 3.0), hedged=False, to="Omar")
    sp_cmp(book, hl, "elevation_m", "Tokyo", "New York", 0, "highest elevation", unit=" m",
           label=lambda x: {"Tokyo": "Mount Fuji", "New York": "Mount Marcy"}[x], to="Omar")

    st = table("defog_geography", "US states in the guide: population and area in sq km?",
               "SELECT state_name AS state, population, area AS area_sq_km FROM state "
               "WHERE country_name = 'United States' ORDER BY 2 DESC")
    sp_cmp(book, st, "population", "New York", "Texas", 0, "population", to="Aisha")
    sp_rate(book, st, "population", "area_sq_km", "Michigan", 1, "sq km", "people", label="Michigan",
            units="sq km", pooled="the six states", to="Aisha")
    sp_share(book, st, "population", "Florida", 2, "the population of the six states", label="Florida",
             other="New York", to="Aisha")

    ct = table("defog_geography", "US cities in the guide: population?",
               "SELECT city_name AS city, population FROM city WHERE country_name = 'United States' ORDER BY 2 DESC")
    sp_cmp(book, ct, "population", "Houston", "Chicago", 1, "population", hdr=("City", "Population"), to="Aisha")
    sp_top(book, ct, "population", 2, 0, "the US city population in the guide", lead="The biggest", to="Aisha")

    sp_empty(book, "defog_geography", "Which lakes are in the state of Texas?",
             "SELECT lake_name FROM lake WHERE state_name = 'Texas'",
             "I couldn't find any lakes listed for Texas in our destination guide, so the lake tours count there "
             "is zero.",
             "I found thirteen lakes listed for Texas in our destination guide.", to="Omar")
    sp_plain(book, mt, [
        P(Claim(f"Our guide lists {say(len(mt))} mountains in Nepal,",
                [words_twin("off", f"Our guide lists {say(len(mt) + 11)} mountains in Nepal,", len(mt),
                            len(mt) + 11)]),
          f"the highest being Mount Everest at {mt['Mount Everest']['altitude_m']:,.0f} m.")], to="Omar")


# ---------------------------------------------------------------------------
# atis: the travel agency's help desk
# ---------------------------------------------------------------------------


def atis(book):
    fo = table("defog_atis", "Fares per departure airport: fares on file, average one-way and round-trip cost?",
               "SELECT from_airport AS origin, count(*) AS fares, round(avg(one_direction_cost), 2) AS avg_one_way, "
               "round(avg(round_trip_cost), 2) AS avg_round_trip FROM fare GROUP BY 1 ORDER BY 2 DESC")
    sp_cmp(book, fo, "avg_round_trip", "LAX", "ORD", 1, "average round-trip fare", cash=True, d=2,
           hdr=("Departing from", "Avg round trip"), to="Dana")
    sp_blend(book, fo, "avg_one_way", "fares", 0, "average one-way fare", "fare", "departure airport", d=2, cur="$",
             to="Dana")

    rt = table("defog_atis", "Flights per route: flights on file, average and total scheduled flying time in "
               "seconds?",
               "SELECT from_airport || '-' || to_airport AS route, count(*) AS flights, "
               "round(avg(time_elapsed), 1) AS avg_seconds, sum(time_elapsed) AS total_seconds FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_conv(book, rt, "ORD-JFK", "avg_seconds", 0,
            lambda v, c: f"Flights on ORD–JFK average {v} seconds of scheduled flying time, so {c} hours.", 1,
            1 / 3600, 2, (1 / 60, 1 / 100, 1 / 86400), to="Tom")
    sp_conv(book, rt, "LAX-ORD", "total_seconds", 1,
            lambda v, c: f"The two LAX–ORD flights add up to {v} seconds ({c} minutes).", 0, 1 / 60, 0,
            (1 / 100, 1 / 30, 1 / 3600), hedged=False, to="Tom")

    ac = table("defog_atis", "Aircraft on file: manufacturer, seats, range in miles, cruising speed in mph, wing span "
               "in ft and weight in lb?",
               "SELECT aircraft_code AS aircraft, manufacturer, capacity AS seats, range_miles, cruising_speed AS "
               "speed_mph, wing_span AS wing_span_ft, weight AS weight_lb FROM aircraft ORDER BY 3 DESC")
    sp_conv(book, ac, "A380", "range_miles", 0,
            lambda v, c: f"The A380 has a listed range of {v} miles, which is {c} km.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852), to="Priya")
    sp_conv(book, ac, "B787", "speed_mph", 1,
            lambda v, c: f"The 787 cruises at {v} mph ({c} km/h).", 0, KM_PER_MI, 0, (MI_PER_KM, 1.0, 1.852),
            hedged=False, bullet=True, to="Priya")
    sp_conv(book, ac, "B747", "wing_span_ft", 2,
            lambda v, c: f"| B747 | {v} ft | {c} m |", 0, M_PER_FT, 1, (FT_PER_M, 1.0, 0.3),
            hedged=False, table_=("Aircraft", "Wing span", "In metres"), to="Priya")
    sp_conv(book, ac, "A320", "weight_lb", 3,
            lambda v, c: f"An A320 weighs {v} lb on our sheet, or {c} kg.", 0, KG_PER_LB, 0, (LB_PER_KG, 1.0, 0.1),
            to="Priya")
    sp_cmp(book, ac, "seats", "A380", "E190", 0, "seats", qty="as many seats", to="Priya")
    sp_avg(book, ac, "seats", "B777", 1, " seats", "aircraft type", label="The B777", ad=1, verb="has", to="Priya")

    mf = table("defog_atis", "Per manufacturer: aircraft types and total seats?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats FROM aircraft GROUP BY 1 "
               "ORDER BY 3 DESC")
    sp_rate(book, mf, "seats", "types", "Airbus", 0, "type", "seats", label="Airbus", units="aircraft types",
            pooled="all four manufacturers", to="Priya")
    sp_share(book, mf, "seats", "Boeing", 2, "the seats on file", label="Boeing", other="Airbus", to="Priya")

    gs = table("defog_atis", "Ground transport options at JFK and their fares?",
               "SELECT transport_type AS option, ground_fare FROM ground_service WHERE airport_code = 'JFK' "
               "ORDER BY 2 DESC")
    sp_avg(book, gs, "ground_fare", "Helicopter", 0, "", "option", cash=True, label="The helicopter transfer",
           ad=2, verb="costs", to="Tom")
    sp_cmp(book, gs, "ground_fare", "Train", "Shuttle", 2, "fare", cash=True, to="Tom")

    sv = table("defog_atis", "Distance and travel time from New York to JFK by direction?",
               "SELECT direction || ' (' || miles_distant || ' mi)' AS route, miles_distant, minutes_distant "
               "FROM airport_service WHERE city_code = 'NYC' ORDER BY 2")
    sv0 = sv.order[-1]
    sp_conv(book, sv, sv0, "miles_distant", 1,
            lambda v, c: f"The farthest pickup zone is {v} miles from JFK, roughly {c} km.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.0, 1.852), hedged=False, to="Tom")

    sp_empty(book, "defog_atis", "Which flights go from LAX to JFK?",
             "SELECT flight_id FROM flight WHERE from_airport = 'LAX' AND to_airport = 'JFK'",
             "I couldn't find any LAX to JFK flights on file, so there's nothing to rebook (zero flights).",
             "I found fourteen LAX to JFK flights on file that you could rebook onto.", to="Dana")
    fl = table("defog_atis", "The flight with the longest scheduled flying time: flight number, route and seconds?",
               "SELECT flight_number, from_airport, to_airport, time_elapsed FROM flight ORDER BY time_elapsed DESC, "
               "flight_id LIMIT 1")
    fn_ = fl.order[0]
    bad = fn_[:2] + str(int(fn_[2:]) + 125) if fn_[2:].isdigit() else fn_ + "X"
    sp_ident(book, fl, f"The longest flight on file is {fn_} from {fl[fn_]['from_airport']} to "
             f"{fl[fn_]['to_airport']}", fn_, bad,
             extra=[f"at {fl[fn_]['time_elapsed']:,.0f} seconds of scheduled flying time."], to="Tom")


# ---------------------------------------------------------------------------
# advising and academic: the registrar's and the library's help desks
# ---------------------------------------------------------------------------


def campus(book):
    st = table("defog_advising", "Per student: first name, courses on record, courses taken online, credits earned "
               "and the credits their programme requires?",
               "SELECT s.student_id::text AS student_id, s.firstname, count(sr.course_id) AS courses, "
               "count(*) FILTER (WHERE sr.how = 'online') AS online, s.total_credit AS credits, "
               "pr.min_credit AS required FROM student s JOIN program_requirement pr ON pr.program_id = s.program_id "
               "LEFT JOIN student_record sr ON sr.student_id = s.student_id GROUP BY 1, 2, 5, 6 ORDER BY 1")
    sp_share(book, st, "credits", "3", 1, "the credits your programme requires", label="Your credits so far",
             tot=st["3"]["required"], to="David")
    sp_ident(book, st, "Your student record is ID 4 (Sarah)", "ID 4", "ID 41",
             extra=[f"with {st['4']['credits']:.0f} credits on file against the {st['4']['required']:.0f} your "
                    "programme asks for."], to="Sarah")
    sp_cmp(book, st, "required", "4", "3", 3, "credits required", label=lambda x: st[x]["firstname"] + "'s programme",
           to="Sarah")

    dp = table("defog_advising", "Per department: courses, students enrolled and reviews?",
               "SELECT department, count(*) AS courses, sum(num_enrolled) AS enrolled, sum(num_reviews) AS reviews "
               "FROM course GROUP BY 1 ORDER BY 4 DESC, 1")
    sp_cmp(book, dp, "reviews", "Computer Science", "Mathematics", 1, "course reviews",
           hdr=("Department", "Reviews"), to="Ben")
    sp_share(book, dp, "reviews", "Computer Science", 0, "all course reviews", items="reviews",
             label="Computer Science", other="Physics", to="Ben")

    wl = table("defog_advising", "Per programme: courses and total workload hours?",
               "SELECT p.name AS programme, count(*) AS courses, sum(pc.workload) AS workload_hours FROM program p "
               "JOIN program_course pc ON pc.program_id = p.program_id GROUP BY 1 ORDER BY 3 DESC")
    sp_conv(book, wl, wl.order[0], "workload_hours", 0,
            lambda v, c: f"The {wl.order[0]} programme's courses add up to {v} hours of workload, which is {c} "
                         "days.", 0, 1 / 24, 1, (1 / 7, 1 / 8, 1 / 60, 24), hedged=False, to="Ben")

    au = table("defog_academic", "Per author: papers, citations and references?",
               "SELECT a.name AS author, count(*) AS papers, sum(p.citation_num) AS citations, "
               "sum(p.reference_num) AS refs FROM author a JOIN writes wr ON wr.aid = a.aid JOIN publication p "
               "ON p.pid = wr.pid GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_rate(book, au, "refs", "papers", "Ashish Vaswani", 1, "paper", "references", label="Ashish Vaswani",
            units="papers", to="Hannah")
    sp_share(book, au, "refs", "Ashish Vaswani", 2, "the references across these authors", label="Ashish Vaswani",
             other="Noam Shazeer", to="Hannah")
    sp_empty(book, "defog_academic", "Which papers were published in 2015?",
             "SELECT pid FROM publication WHERE year = 2015",
             "I couldn't find any papers from 2015 in the catalogue, so the count for that year is zero.",
             "I found nineteen papers from 2015 in the catalogue.", to="Hannah")


# ---------------------------------------------------------------------------
# Spider's small databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, highest and average attendance?",
               "SELECT name AS stadium, capacity, highest, average FROM stadium ORDER BY 2 DESC")
    sp_share(book, sd, "average", "Stark's Park", 1, "its capacity", label="Stark's Park's average crowd",
             tot=sd["Stark's Park"]["capacity"], to="Marco")
    sp_cmp(book, sd, "capacity", "Hampden Park", "Somerset Park", 0, "capacity", qty="as many seats", to="Marco")
    sp_avg(book, sd, "average", "Somerset Park", 0, " on an average night", "stadium", label="Somerset Park", ad=1,
           verb="draws", to="Marco")
    sp_share(book, sd, "highest", "Somerset Park", 2, "its capacity", label="Somerset Park's record crowd",
             tot=sd["Somerset Park"]["capacity"], to="Marco")
    sp_empty(book, "spider_concert_singer", "Which concerts were held in 2016?",
             "SELECT concert_id FROM concert WHERE year = 2016",
             "I couldn't find any concerts in 2016, so there's nothing to refund for that year ($0).",
             "I found twelve concerts in 2016 that may need a refund.", to="Marco")

    tv = table("spider_tvshow", "Per episode of the series: air date, rating, share and viewers in millions?",
               "SELECT episode, air_date, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m "
               "FROM tv_series ORDER BY id")
    sp_chg(book, tv, "viewers_m", "Game Three", "Blowback", 3, "viewership", "\"Game Three\" on October 8, 2007",
           "\"Blowback\" on November 26, 2007", tag="", d=2, unit="M", good_up=None, to="Sofia")
    sp_cmp(book, tv, "viewers_m", "Friendly Skies", "Keepers", 4, "viewers", d=2, unit="M", to="Sofia")
    sp_avg(book, tv, "viewers_m", "Emily", 1, " viewers", "episode", d=2, unit="M", ad=2, label="\"Emily\"",
           verb="drew", to="Sofia")
    ctn = table("spider_tvshow", "The production code of the cartoon \"Day of the Dark Knight!\" and its air date?",
                "SELECT production_code::int::text AS code, title, original_air_date FROM cartoon "
                "WHERE title = 'Day of the Dark Knight!'")
    pc = ctn.order[0]
    sp_ident(book, ctn, f"\"Day of the Dark Knight!\" is production code {pc}", f"code {pc}",
             f"code {int(pc) + 17}", extra=["— it first aired January 2, 2009."], to="Sofia")

    pt = table("spider_pets_1", "Per pet: type, age and weight in kg?",
               "SELECT petid::text AS pet_id, pettype, pet_age, weight AS weight_kg FROM pets ORDER BY 1")
    sp_conv(book, pt, "2002", "weight_kg", 0,
            lambda v, c: f"Pet 2002 (the dog) is on file at {v} kg, which is {c} lb.", 1, LB_PER_KG, 1,
            (KG_PER_LB, 1.0, 3.0), hedged=False, to="Tracy")
    ow = table("spider_pets_1", "Per student owner: pets owned and their combined weight in kg?",
               "SELECT s.fname || ' ' || s.lname AS owner, count(*) AS pets, sum(p.weight) AS total_kg "
               "FROM student s JOIN has_pet hp ON hp.stuid = s.stuid JOIN pets p ON p.petid = hp.petid "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_rate(book, ow, "total_kg", "pets", "Tracy Kim", 1, "pet", "kg", units="pets", sfx=" kg",
            fmt=lambda a, c, x: f"Your two pets weigh {a} between them, which works out to {x} per pet.",
            to="Tracy")

    bd = table("spider_battle_death", "Per ship type: ships lost, men killed and men injured?",
               "SELECT s.ship_type, count(DISTINCT s.id) AS ships, sum(d.killed) AS killed, sum(d.injured) AS injured "
               "FROM ship s JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 3 DESC")
    sp_share(book, bd, "killed", "Brig", 1, "the deaths on record", label="Brigs", other="18-gun Brig", to="Owen")
    sp_rate(book, bd, "killed", "ships", "Brig", 0, "ship", "men killed", label="Brigs", units="ships", to="Owen")

    ct = table("spider_course_teach", "Per teacher with a course: courses assigned and average grade taught?",
               "SELECT t.name AS teacher, count(*) AS courses, round(avg(ca.grade), 1) AS avg_grade FROM teacher t "
               "JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_share(book, ct, "courses", "Anne Walker", 1, "the course assignments", label="Anne Walker",
             other="Gustaaf Deloor", to="Greta")
    sp_empty(book, "spider_course_teach", "Which teachers over 60 have a course assigned?",
             "SELECT t.name FROM teacher t JOIN course_arrange ca ON ca.teacher_id = t.teacher_id WHERE t.age > 60",
             "None of the teachers over 60 has a course assigned right now (zero), so there's no clash.",
             "Eleven of the teachers over 60 have a course assigned right now.", to="Greta")

    vt = table("spider_voter_1", "Per contestant with a vote: votes received?",
               "SELECT c.contestant_name AS contestant, count(*) AS votes FROM contestants c JOIN votes v "
               "ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    sp_share(book, vt, "votes", "Kelly Clauss", 2, "the votes cast", label="Kelly Clauss", other="Alana Bregman",
             to="Luis")
    sp_empty(book, "spider_voter_1", "Which votes came from Texas?",
             "SELECT vote_id FROM votes WHERE state = 'TX'",
             "I couldn't find any votes from Texas, so the tally there is zero.",
             "I found seventeen votes from Texas.", to="Luis")

    dc = table("spider_cre_doc_template_mgt", "Per document: id and paragraphs?",
               "SELECT d.document_name AS document, d.document_id::text AS document_id, count(p.paragraph_id) "
               "AS paragraphs FROM documents d LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 "
               "ORDER BY 3 DESC, 1")
    sp_share(book, dc, "paragraphs", "Customer reviews", 0, "the paragraphs on file", items="paragraphs",
             label="Customer reviews", other="A history of Arts", hdr=("Document", "Paragraphs"), to="Yusuf")
    cv = int(dc["How to write a CV"]["document_id"])
    sp_ident(book, dc, f"The CV guide is document {cv} (\"How to write a CV\")", f"document {cv}",
             f"document {cv + 1204}",
             extra=[f"and it has {say(dc['How to write a CV']['paragraphs'])} paragraphs."], to="Yusuf")
    sp_empty(book, "spider_cre_doc_template_mgt", "Which documents use a template that took effect after 2010?",
             "SELECT d.document_id FROM documents d JOIN templates t ON t.template_id = d.template_id "
             "WHERE t.date_effective_from >= '2011-01-01'",
             "No documents are built on a template that took effect after 2010, so nothing needs re-approval "
             "(zero documents).",
             "Twelve documents are built on a template that took effect after 2010, so those need re-approval.",
             to="Yusuf")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book49(), sections, "fiftieth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
