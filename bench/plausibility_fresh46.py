#!/usr/bin/env python3
"""
plausibility_fresh46.py — a forty-seventh labelled set for check_answer,
written held out, development since its misses were read: answers laid out
as the transcript of an investor-relations style Q&A, an analyst asking ("Q:", "Analyst:") and a data lead answering
aloud over several turns ("A:", "Data lead:"), over tables spread across the
databases bench/plausibility.sh loads: northwind (orders, customers, net
sales, discounts given and units in each half of 1997; net sales per category
in the second half of 1996 and of 1997; products, suppliers, net sales and
units per supplier country in 1997; reps, orders and net sales per office
country in 1997; lines, units, gross sales and discounts per discount level;
orders, days to ship and late shipments per order year), chinook (invoices,
revenue and customers per quarter of 2024; tracks sold, revenue and buyers
for the eight best-selling artists; tracks and hours per playlist; tracks,
storage and average file size per media type; invoices and revenue per US
billing city; invoices and revenue per year), BIRD's superhero (characters,
heights and weights per race; eye colours; the commonest powers; strength per
alignment; heights and weights of named characters; gender), Spider's car_1
(cars, horsepower, acceleration and displacement per cylinder count; fuel
economy and weight per era; cars and fuel economy per maker country),
defog-dev's geography (city population per country, state population and
area, mountains, highest points, rivers), atis (aircraft types, seats,
payload and speed per manufacturer; aircraft dimensions; connect times per
airport; flights and flying time per origin; ground fares at JFK), advising
(reviews per course, workload per programme) and academic (papers,
citations and references per year), and Spider's concert_singer (stadium
attendance, singers per country), pets_1 (students per sex, a pet's weight),
battle_death (men killed per ship), tvshow (viewers and shares per episode,
cartoons per channel country), course_teach (courses left unassigned),
voter_1 (area codes per state) and cre_doc_template_mgt (templates per
type), with queries of their own.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding (bench/plausibility_fresh7.py's num(), fresh41's fig(), fresh42's
money(), fresh43's kmoney(), fresh44's _mil(), fresh45's near() and
spoken()). The writing is the call transcript the other sets lack: now and
then an operator's line bringing an analyst in, the analyst's questions
(which hold no figure), the data lead's answers over two or three turns, a
figure given exactly and then restated in a later turn rounded another way
("$66,340.52 ... call it sixty-six thousand dollars", "9,500,000 people ...
9.5 million people, give or take"), spoken comparisons ("nearly a third more
than", "up a bit over nineteen percent on the first half", "about three to
one", "more than double"), per-unit figures said aloud ("that works out to
just shy of $2.00 a track"), unit conversions done aloud ("8.91 days on
average ..., so about 214 hours"), empty results acknowledged ("we had none
of those"), digits and number words mixed as a transcriber types them, and
the analyst's thanks at the end now and then. Shapes, as in bench/plausibility_fresh4.py (whose
helpers this set reuses, with fresh7's, fresh10's, fresh29's, fresh41's,
fresh42's, fresh43's, fresh44's and fresh45's):
  comparison  ratios "to one", multiples for the ear, gaps exact and rounded,
              "a third more than", percent ahead, one row as a share of
              another, and the percentage or fraction asked for after
  change      changes in percent ("up about eight percent on"), in words
              ("up by about a quarter", "more than double"), in absolute
              terms, shares moving in points, and the exact figure asked for
  per_unit    totals over counts ("that works out to ... a track"), one row
              against the pooled rate, one row against the average, weighted
              averages against the plain average of group figures, shares
              ("one in every N", fractions, percent), the top rows' share
  conversion  days as hours and weeks, hours as days and minutes, MB as GB,
              GB as MB, kg as lb, lb as kg, cm as feet and inches, cubic
              inches as litres, mpg as km per litre, metres as feet, km as
              miles, sq km as sq miles, feet as metres, mph as km/h, miles as
              km, seconds as hours
  zero_ident  zero for an empty result ("we had none of those"), identifiers
  plain       cells, counts and column aggregates, number words
Each wrong twin changes ONE claim of a grounded answer: the neighbouring row's
value, a real value in the wrong role (the plain mean of group rates called the
pooled one, the weighted average called the plain one, a share of the wrong
total or its complement, a percent change over the wrong base, a relative
change given as points, one row as a share of the pair instead of the other
row), a false multiple, ratio, fraction or "one in every N", number words
given to the wrong row, a count over an empty result, a conversion by the
wrong factor, a changed identifier, a figure (exact or rounded, in digits or
in words) off by more than the rounding shown, or a later turn restating a
figure far from the one the earlier turn gave. A twin is kept only when its
figure is far from the true value (fresh4's rules) and, unless it is a real
value in the wrong role, far from every cell, aggregate, pairwise difference,
ratio and share of the result too.

Written held out; development since its misses were read. Only aggregates are
printed.
"""
import sys

from plausibility_fresh4 import Claim, pick, say, wrong
from plausibility_fresh7 import n, num, off, w, words_twin
from plausibility_fresh10 import Book10, cap, nbr_of, run, run_set, table
from plausibility_fresh29 import plural, poss
from plausibility_fresh41 import fig
from plausibility_fresh42 import money, nbr_fn, pre_
from plausibility_fresh43 import frac_w, off_f, shows
from plausibility_fresh44 import dec, off_r, one_in, to_one
from plausibility_fresh45 import ear_mult, every, frac_share, hedge, near, rnd, words_of

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
L_PER_CUIN = 0.016387064

SPEAKERS = [("Q:", "A:"), ("Analyst:", "Data lead:"), ("Analyst:", "Data lead:"), ("Q:", "A:"),
            ("Analyst:", "Data lead:")]
ANALYSTS = [("Priya Nair", "Halvorsen Securities"), ("Tom Becker", "Northgate Capital"),
            ("Ama Owusu", "Lindqvist and Company"), ("Daniel Reyes", "Cobalt Street Research"),
            ("Hannah Sato", "Meridian Partners"), ("Luca Ferri", "Brightwater Equity"),
            ("Grace O'Connell", "Kestrel Advisors"), ("Omar Haddad", "Fairlight Securities")]
OPERATOR = ["Operator: Our next question comes from {a} with {f}. Please go ahead.",
            "Operator: Thank you. We'll take our next question from {a} of {f}. Your line is open.",
            "Operator: Next on the line is {a}, {f}.",
            "Operator: And our next question is from {a} at {f}. Go ahead, please.",
            "Operator: We have a follow-up from {a}, {f}."]
THANKS = ["Thanks for taking the question.", "Hi, thanks.", "Great, thank you.", "Thanks, and congrats on the quarter.",
          "Hey, thanks for fitting me in."]
FILL = ["Sure.", "", "Yeah, good question.", "Let me take that one.", "", "Happy to.", "Yeah.",
        "Thanks for the question."]
ENDING = ["Great, that's helpful. Thank you.", "", "Got it. I'll jump back in the queue.", "Perfect, thanks.", "",
          "That's really helpful, thanks.", "Okay, thanks. That's all from me."]
ROUND_Q = ["Can you give me that in round numbers?", "And if I'm rounding for my notes?",
           "Sorry, what was the headline figure again?", "Just so I have it right, roughly where does that land?",
           "And ballpark?", "Sorry, you cut out for a second there. Can you repeat that?"]


# ---------------------------------------------------------------------------
# the transcript: an operator's line now and then, the analyst's questions, the data lead's answers
# ---------------------------------------------------------------------------


class Book46(Book10):
    """fresh10's Book10, with each answer laid out as a call transcript: now and then an operator bringing the
    analyst in, turns that each start a paragraph with the speaker's label ("Q:"/"A:" or "Analyst:"/"Data lead:"),
    the analyst's questions (strings, no figure), the data lead's answers (claims), a filler now and then before
    the first answer, and now and then the analyst's thanks at the end; none of the fixed text holds a figure."""

    def call(self, db, rid, shape, turns, derived=True, max_twins=2):
        k = self.cases
        q, a = SPEAKERS[k % len(SPEAKERS)]
        pre = ""
        if k % 3 == 0:
            nm, firm = ANALYSTS[(k // 3) % len(ANALYSTS)]
            pre = OPERATOR[(k // 3) % len(OPERATOR)].format(a=nm, f=firm)
        turns = [(who, [Claim(c) if isinstance(c, str) else c for c in items if c is not None]) for who, items in turns]
        turns = [(who, items) for who, items in turns if items]
        # a question left without its answer (no figure rounded for it) is dropped with it
        turns = [x for i, x in enumerate(turns) if x[0] == "A" or (i + 1 < len(turns) and turns[i + 1][0] == "A")]
        claims = []
        first_q = first_a = True
        for who, items in turns:
            lead = "\n\n" + (q if who == "Q" else a) + " "
            if who == "Q" and first_q and k % 2 == 0:
                lead += THANKS[(k // 2) % len(THANKS)] + " "
            if who == "A" and first_a:
                fill = FILL[(k * 3) % len(FILL)]
                lead += fill + " " if fill else ""
            first_q = first_q and who != "Q"
            first_a = first_a and who != "A"
            claims.append(pre_(items[0], lead))
            claims += items[1:]
        end = ENDING[(k * 5) % len(ENDING)]
        post = f"\n\n{q} {end}" if end else ""
        self.case(db, rid, shape, claims, derived=derived, max_twins=max_twins, pre=pre, post=post)


def Q(text):
    return ("Q", [text])


def A(*cs):
    return ("A", list(cs))


# ---------------------------------------------------------------------------
# figures as a data lead says them on a call
# ---------------------------------------------------------------------------


def _cash_text(tx, cash):
    """A rounded figure as a transcriber types it: "$48k" as "$48,000", "$1.3M" as "$1.3 million", "dollars"
    after a figure in words."""
    if not cash:
        return tx
    if tx.startswith("$") and tx.endswith("M"):
        return tx[:-1] + " million"
    if tx.startswith("$") and tx.endswith("k"):
        return f"${float(tx[1:-1].replace(',', '')) * 1000:,.0f}"
    if not any(ch.isdigit() for ch in tx):
        return tx + " dollars"
    return tx


def rd(v, k, cash=False, unit="", words=False):
    """(text, value shown, show): v rounded as said aloud (in words with words), its unit after it; show(y)
    gives a wrong figure y said alike as (text, value)."""
    fmt, tx, val, show = rnd(v, k, cash, "", words)

    def show2(x):
        a, b = show(x)
        return _cash_text(a, cash) + unit, b
    return _cash_text(tx, cash) + unit, val, show2


def callit(v, shown, k, lead=True, tail=False):
    """How a data lead puts a rounded figure, on the side of v it falls: at the start of a clause ("call it {}",
    "{} and change", "a hair under {}"; with tail, only forms that end on the figure), else after a noun ("roughly
    {}", "a little over {}")."""
    r = (shown - v) / abs(v)
    if not lead:
        if abs(r) < 0.002:
            return pick(["roughly {}", "about {}", "right around {}"], k)
        return pick(["a little over {}", "just over {}"] if r < 0 else ["just under {}", "a shade under {}"], k)
    if abs(r) < 0.002:
        opts = ["call it {}", "round it to {}"] + ([] if tail else ["{}, give or take", "call it {}, near enough"])
    elif r < 0:
        opts = ["call it {}", "a little over {}", "just north of {}"] + ([] if tail else ["{} and change"])
    else:
        opts = ["a hair under {}", "just shy of {}", "call it {}", "a touch under {}"]
    return pick(opts, k)


def _sig(x):
    """The significant digits of a figure as shown."""
    return len(f"{abs(x):.10g}".replace(".", "").lstrip("0").rstrip("0")) if x else 0


def roundable(v, val):
    """Whether a rounded figure restates v in a new form: three significant digits at most, and either rounded
    or a round figure already (1,000; 9.5 million)."""
    if _sig(val) > 3:
        return False
    if abs(val - v) > 1e-9 * abs(v):
        return True
    return abs(v) >= 100 and (_sig(v) <= 2 or abs(v) % 1000 == 0)


def restate(t, v, k, tmpl="{}.", cash=False, unit="", words=False, alts=(), factors=(1.6, 0.55, 2.2, 0.4, 2.9,
                                                                                     0.3)):
    """A later turn restating v rounded ("Call it $112,000.", "A hair under nine and a half million."), or the
    first of alts ((value, template) pairs) that rounds when v does not; twin: the restatement far from the figure
    (and from everything the result holds). None when none rounds."""
    for vv, tt in [(v, tmpl)] + list(alts):
        tx, val, show = rd(vv, k, cash, unit, words)
        if not roundable(vv, val):
            continue
        i = tt.index("{}")
        before, after = tt[:i], tt[i + 2:]
        ph = callit(vv, val, k, lead=before == "" or before.endswith(", "), tail=after.strip(" .") != "")

        def f(x, tt=tt, ph=ph):
            s_ = tt.format(ph.format(x))
            return cap(s_) if tt.startswith("{}") else s_
        return Claim(f(tx), [off_r(t, "restated_contradicts", f, vv, factors, show)])
    return None


def follow(t, k, opts, cash=False, unit="", words=False):
    """A follow-up question and the answer that restates a figure rounded: the first of opts ((question, value,
    template) triples) whose value rounds; [] when none does."""
    for q, v, tmpl in opts:
        c = restate(t, v, k, tmpl, cash, unit, words)
        if c:
            return [Q(q), A(c)]
    return []


def art(unit):
    """The unit with its article ("a track", "an order")."""
    return ("an " if unit[0] in "aeiou" else "a ") + unit


FRACS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"), (3 / 4, "three quarters"),
         (1 / 5, "a fifth"), (2 / 5, "two fifths"), (1 / 10, "a tenth"), (3 / 5, "three fifths")]


def frac_ok(s):
    """fresh43's frac_w() for a share, kept only where the fraction named is within 15% of the share itself (so
    no "just over a tenth" for 13%), and never "the vast majority"; else (None, None)."""
    got = frac_w(s)
    if not got[0] or got[0] == "the vast majority":
        return None, None
    return got if min(abs(f - s) for f, _ in FRACS) <= 0.15 * s else (None, None)


def share_words(s, noun):
    """A share in words for the ear: a fraction, else "one in every N {noun}"."""
    got = frac_ok(s)
    if got[0]:
        return got
    a, b = every(s)
    if a:
        return f"{a} {noun}", f"{b} {noun}"
    return None, None


def pct_say(p, k, words=False):
    """(fmt, text, decimals, show): a percentage as said on a call ("about eight percent", "a bit over 19%"),
    whole from three up, with a hedge for the side it falls on; show(x) gives a wrong percentage said alike."""
    a = abs(p)
    d = 0 if a >= 3 else 1
    if abs(abs(a * 10 ** d) % 1 - 0.5) <= 0.08:
        d += 1
    s = round(a, d)
    gap = (a - s) * 10 ** d
    if abs(gap) <= 0.22:
        h = pick(["about", "roughly", "around"], k)
    elif gap > 0:
        h = pick(["a bit over", "a little over", "just over"], k)
    else:
        h = pick(["just under", "a shade under", "not quite"], k)
    inw = words and d == 0 and s < 100
    sign = " percent" if inw or k % 3 == 0 else "%"

    def show(x):
        return say(int(round(x))) if inw and round(x) < 100 else w(x, d)
    return (lambda x: f"{h} {x}{sign}"), show(s), d, show


def pct_twin(t, role, f, true, value, d, show):
    """A percentage in the wrong role (real) said as f puts it; None when too near the true one."""
    return off(t, role, f(show(value)), true, value, d, approx=True, real=True)


def per_say(r, k, cash=False, unit=""):
    """(text, value shown, show, decimals): a per-unit figure as said ("about $4.10", "just over 1,100"), with
    its hedge: cents rounded to a dime under $100 where that is close, else as rnd() rounds it."""
    if cash and r < 100:
        s = round(r, 1)
        if s and abs(s - r) / r < 0.012 and abs(abs(r * 10) % 1 - 0.5) > 0.08:
            h = hedge(r, s, k)
            return f"{h} ${s:,.2f}", s, (lambda x: (f"{h} ${round(x, 1):,.2f}", round(x, 1))), 2
        st, d = money(r, 2)
        return st, r, (lambda x: ("$" + w(x, d), round(x, d))), d
    fmt, tx, val, show = rnd(r, k, cash, unit)
    t0 = _cash_text(tx, cash)
    return fmt(t0), val, (lambda x: (fmt(_cash_text(show(x)[0], cash)), show(x)[1])), dec(tx)


def say_n(v, k=0):
    """A count as the transcript has it: words under a hundred now and then, else digits."""
    return words_of(v, k)


# ---------------------------------------------------------------------------
# shapes, as call transcripts
# ---------------------------------------------------------------------------


def ir_cmp(book, t, col, a, b, k, ask, noun, cash=False, d=0, unit="", label=None, verb="had", qty="as many",
           gu="", more=()):
    """Two named rows, the larger first, in five forms, each with a later turn that restates or recasts; noun
    follows the first figure ("in net sales", "tracks", or none)."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A_, B_ = (label(a), label(b)) if label else (a, b)
    S, W, D = shows(cash, d, unit)
    diff, r = va - vb, va / vb
    rel = diff / vb
    nbr = nbr_fn(t, col, b, S, D, avoid=(a,))
    tw, tbad = to_one(r)
    mw, mbad = ear_mult(r, qty)
    fw, fbad = frac_ok(rel) if rel < 0.8 else (None, None)
    if fw and "half" in fw:
        fw = None
    form = k % 5
    if form == 0 and not (tw or mw):
        form = 3
    if form == 2 and not fw:
        form = 0 if (tw or mw) else 3
    words = (k // 5) % 2 == 0
    noun_ = f" {noun}" if noun else ""
    ru = gu or unit
    back = [(pick(ROUND_Q, k), va, f"For {A_}, {{}}."), (pick(ROUND_Q, k + 1), vb, f"For {B_}, {{}}.")]
    if form == 0:
        f1 = lambda x: f"and {B_} came in at {x}."
        if tw:
            rt = pick(["So that's {}.", "That's a ratio of {}.", "So we're at {}."], k // 5)
            rc = Claim(rt.format(tw), [("false_bound", rt.format(tbad))])
        else:
            rc = Claim(f"So that's {mw}.", [("false_bound", f"So that's {mbad}.")])
        turns = [A(f"{cap(A_)} {verb} {S(va)}{noun_},", Claim(f1(S(vb)), [nbr(f1)]), rc)] + \
            follow(t, k, back, cash, ru, words)
    elif form == 1:
        f1 = lambda x: f"{cap(A_)} {verb} {S(va)}{noun_}, against {x} for {B_}."
        f2 = lambda x: f"So the gap is {x}."
        turns = [A(Claim(f1(S(vb)), [nbr(f1)]),
                   Claim(f2(S(diff) + (gu if not cash else "")),
                         [off_f(t, "off", f2, diff, (1.7, 0.5, 2.3, 0.4), D(diff), lambda x: W(x, D(diff)) + gu)])),
                 *follow(t, k, [("Sorry, what was the gap again?", diff, "{}.")] + back, cash, ru, words)]
    elif form == 2:
        f1 = lambda x: f"{cap(A_)} came in {x} more than {B_} on {noun}"
        f2 = lambda x: f"— {S(va)} against {x}."
        fmt, st, pd, show = pct_say(100 * rel, k, words)
        f3 = lambda x: f"{cap(fmt(x))}."
        turns = [A(Claim(f1(fw), [("false_bound", f1(fbad))]), Claim(f2(S(vb)), [nbr(f2)])),
                 Q("What's that in percentage terms?"),
                 A(Claim(f3(st), [pct_twin(t, "wrong_base", f3, 100 * rel, 100 * diff / va, pd, show)]))]
    elif form == 3:
        fmt, st, pd, show = pct_say(100 * rel, k, words)
        f1 = lambda x: f"{cap(A_)} came in {fmt(x)} ahead of {B_} on {noun}."
        f2 = lambda x: f"That's {S(va)} to {x}."
        turns = [A(Claim(f1(st), [pct_twin(t, "wrong_base", f1, 100 * rel, 100 * diff / va, pd, show)]),
                   Claim(f2(S(vb)), [nbr(f2)])),
                 *follow(t, k, [("And in absolute terms?", diff, "A difference of {}.")] + back, cash, ru, not words)]
    else:
        s = 100 * vb / va
        fmt, st, pd, show = pct_say(s, k, words)
        f1 = lambda x: f"{cap(B_)} is running at {fmt(x)} of {A_} on {noun}"
        f2 = lambda x: f", {x} against {S(va)}."
        c2 = Claim(f2(S(vb)), [nbr(f2)])
        c1 = Claim(f1(st), [pct_twin(t, "complement", f1, s, 100 - s, pd, show),
                            pct_twin(t, "share_of_pair", f1, s, 100 * vb / (va + vb), pd, show)])
        gw, gbad = frac_ok(vb / va) if vb / va < 0.8 else (None, None)
        if gw:
            tail = [Q("Is there a simpler way to say that?"),
                    A(Claim(f"{cap(gw)} of {A_}, yes.", [("false_bound", f"{cap(gbad)} of {A_}, yes.")]))]
        else:
            tail = follow(t, k, back, cash, ru, words)
        turns = [A(c1, c2)] + tail
    book.call(t.db, t.rid, "comparison", [Q(ask)] + turns + list(more))


def _move(book, t, v1, v2, nbr, k, ask, noun, l1, l2, tag, cash, d, unit, short, more):
    """From v1 (l1) to v2 (l2), in four forms; nbr(fmt): the twin with the neighbouring row's v1."""
    S, W, D = shows(cash, d, unit)
    diff = v2 - v1
    up = diff > 0
    rel = abs(diff) / v1
    wb = abs(100 * diff / v2)
    words = (k // 4) % 2 == 0
    short = short or noun
    fw = fbad = None
    if up and v2 / v1 >= 1.45:
        mw, mb = ear_mult(v2 / v1, "")
        if mw:
            fw, fbad = f"{mw} what it was {l1}", f"{mb} what it was {l1}"
    elif rel < 0.9:
        fr, fb = frac_ok(rel)
        if fr:
            ud = "up" if up else "down"
            fw, fbad = f"{ud} by {fr} {tag}", f"{ud} by {fb} {tag}"
    fmt, st, pd, show = pct_say(100 * rel, k, words)
    ud = "up" if up else "down"
    more_w = "more" if up else ("less" if cash else "fewer")
    back = [(pick(ROUND_Q, k), v2, f"{cap(l2)}, {{}}."), (pick(ROUND_Q, k + 1), v1, f"{cap(l1)}, {{}}.")]

    def base(f):
        if not up and wb >= 100:
            return None
        return pct_twin(t, "wrong_base", f, 100 * rel, wb, pd, show)
    form = k % 4
    if form == 1 and not fw:
        form = 0
    if form == 0:
        f1 = lambda x: f"{cap(noun)} came in at {S(v2)} {l2}, {ud} {fmt(x)} {tag}."
        f2 = lambda x: f"{cap(l1)}, {x}."
        turns = [A(Claim(f1(st), [base(f1)])),
                 Q(f"And what was the comparable number {l1}?"),
                 A(Claim(f2(S(v1)), [nbr(f2)]),
                   restate(t, v2, k, f"So {{}} {l2}.", cash, unit, not words,
                           alts=[(abs(diff), f"So {{}} {more_w}.")]))]
    elif form == 1:
        f1 = lambda x: f"{cap(l2)}, {short} came to {S(v2)}, against {x} {l1}."
        ft, fd = fig(100 * rel, 1)
        f3 = lambda x: f"It's {ud} {x} percent."
        turns = [A(Claim(f1(S(v1)), [nbr(f1)]), Claim(f"So {fw}.", [("false_bound", f"So {fbad}.")])),
                 Q("Do you have the exact percentage?"),
                 A(Claim(f3(ft), [off(t, "wrong_base", f3(w(wb, fd)), 100 * rel, wb, fd, real=True)
                                  if up or wb < 100 else None]))]
    elif form == 2:
        f1 = lambda x: f"{cap(noun)} went from {x} {l1} to {S(v2)} {l2}."
        f2 = lambda x: f"That's {'an increase' if up else 'a decline'} of {x}."
        turns = [A(Claim(f1(S(v1)), [nbr(f1)]),
                   Claim(f2(S(abs(diff))), [off_f(t, "off", f2, abs(diff), (1.8, 0.5, 2.4, 0.35), D(abs(diff)),
                                                  lambda x: W(x, D(abs(diff))))])),
                 *follow(t, k, back, cash, unit, words)]
    else:
        f1 = lambda x: f"{'Up' if up else 'Down'}, {fmt(x)} {tag}."
        f2 = lambda x: f"We were at {S(v2)} {l2}, against {x} {l1}."
        turns = [A(Claim(f1(st), [base(f1)]), Claim(f2(S(v1)), [nbr(f2)])),
                 *follow(t, k, [("And the swing in absolute terms?", abs(diff), f"{{}} {more_w}.")] + back, cash,
                         unit, words)]
    book.call(t.db, t.rid, "change", [Q(ask)] + turns + list(more))


def ir_chg(book, t, col, p1, p2, k, ask, noun, l1, l2, tag="on the period before", cash=False, d=0, unit="",
           short=None, more=()):
    """From one row (a period) to another."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[p1][col], t[p2][col], nbr_fn(t, col, p1, S, D, avoid=(p2,)), k, ask, noun, l1, l2, tag, cash, d,
          unit, short, more)


def ir_yoy(book, t, key, c1, c2, k, ask, noun, l1, l2, tag="on the year before", cash=False, d=0, unit="", short=None,
           more=()):
    """Within one row, from one period's column to the next."""
    S, W, D = shows(cash, d, unit)
    _move(book, t, t[key][c1], t[key][c2], nbr_fn(t, c1, key, S, D), k, ask, noun, l1, l2, tag, cash, d, unit, short,
          more)


def ir_pts(book, t, c1, c2, key, k, ask, noun, l1, l2, label=None, each="dollars", more=()):
    """One row's share of a column total in two periods, the move in points; twins: the later share's
    complement, the relative change given as points; the later share then put in words."""
    s1 = 100 * t[key][c1] / sum(t.col(c1))
    s2 = 100 * t[key][c2] / sum(t.col(c2))
    pp, rel = s2 - s1, 100 * (s2 - s1) / s1
    up = pp > 0
    name = label or key
    s1t, _ = fig(s1, 1)
    s2t, s2d = fig(s2, 1)
    ppt, ppd = fig(abs(pp), 1)
    f1 = lambda x: f"{cap(name)} was {s1t} percent of {noun} {l1} and {x} percent {l2},"
    f2 = lambda x: f"so {'up' if up else 'down'} {x} points."
    turns = [A(Claim(f1(s2t), [off(t, "complement", f1(w(100 - s2, s2d)), s2, 100 - s2, s2d, real=True)]),
               Claim(f2(ppt), [off(t, "percent_as_points", f2(w(abs(rel), ppd)), abs(pp), abs(rel), ppd, real=True)]))]
    gw, gbad = share_words(s2 / 100, each)
    if gw:
        turns += [Q("So in plain English?"),
                  A(Claim(f"{cap(gw)} of {noun} {l2}.", [("false_bound", f"{cap(gbad)} of {noun} {l2}.")]))]
    book.call(t.db, t.rid, "change", [Q(ask)] + turns + list(more))


def ir_share(book, t, col, key, k, ask, whole, items=None, rel=None, cash=False, d=0, unit="", label=None,
             other=None, tot=None, verb="made up", more=()):
    """One row's share of a total (the column's, or tot), in three forms, the share recast in a later turn."""
    S, W, D = shows(cash, d, unit)
    v = t[key][col]
    T = tot if tot is not None else sum(t.col(col))
    s = v / T
    name = label or key
    st, sd = fig(100 * s, 1)
    ow, obad = every(s)
    fw, fbad = frac_ok(s)
    form = k % 3
    if form == 0 and not (ow and items):
        form = 1
    if form == 1 and not fw:
        form = 2
    nbr = nbr_fn(t, col, key, S, D)

    def wt(f, dd):
        if not other:
            return None
        x = 100 * v / (v + t[other][col])
        return off(t, "wrong_total", f(w(x, dd)), 100 * s, x, dd, real=True)
    if form == 0:
        f1 = lambda x: f"{cap(x)} {items} {rel}:"
        f2 = lambda x: f"{x} out of {S(T)}."
        f3 = lambda x: f"{x} percent."
        turns = [A(Claim(f1(ow), [("false_bound", f1(obad))]), Claim(f2(S(v)), [nbr(f2)])),
                 Q("As a percentage?"),
                 A(Claim(f3(st), [off(t, "complement", f3(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd,
                                      real=True), wt(f3, sd)]))]
    elif form == 1:
        f1 = lambda x: f"{cap(name)} {verb} {x} of {whole}."
        f2 = lambda x: f"It's {x} percent,"
        f3 = lambda x: f"{x} of {S(T)}."
        turns = [A(Claim(f1(fw), [("false_bound", f1(fbad))])),
                 Q("Can you be more precise?"),
                 A(Claim(f2(st), [off(t, "complement", f2(w(100 - 100 * s, sd)), 100 * s, 100 - 100 * s, sd,
                                      real=True), wt(f2, sd)]),
                   Claim(f3(S(v)), [nbr(f3)]))]
    else:
        fmt, pt, pd, show = pct_say(100 * s, k, k % 2 == 0)
        f1 = lambda x: f"{cap(name)} {verb} {x},"
        f2 = lambda x: f"which is {fmt(x)} of {whole}."
        turns = [A(Claim(f1(S(v)), [nbr(f1)]),
                   Claim(f2(pt), [pct_twin(t, "complement", f2, 100 * s, 100 - 100 * s, pd, show),
                                  pct_twin(t, "wrong_total", f2, 100 * s, 100 * v / (v + t[other][col]), pd, show)
                                  if other else None])),
                 *follow(t, k, [(pick(ROUND_Q, k), v, f"{cap(name)}, {{}}."),
                                (pick(ROUND_Q, k), T, "That's out of {} in all.")], cash, unit, k % 4 < 2)]
    book.call(t.db, t.rid, "per_unit", [Q(ask)] + turns + list(more))


def ir_top(book, t, col, m, k, ask, whole, cash=False, d=0, unit="", label=None, verb="accounted for", more=()):
    """The top m rows together and their share of the total, the share recast in a later turn."""
    S, W, D = shows(cash, d, unit)
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    Lb = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    s = 100 * sm / tot
    st, sd = fig(s, 1)
    names = ", ".join(Lb(x) for x in order[:-1]) + " and " + Lb(order[-1])
    tx, val, show = rd(sm, k, cash, unit, k % 2 == 1)
    ph = callit(sm, val, k, lead=False)
    f1 = lambda x: f"{cap(names)} {verb} {ph.format(x)} between them,"
    f2 = lambda x: f"or {x} percent of {S(tot)}."
    turns = [A(Claim(f1(tx), [off_r(t, "off", f1, sm, (1.35, 1.6, 0.7, 0.5), show)]),
               Claim(f2(st), [off(t, "complement", f2(w(100 - s, sd)), s, 100 - s, sd, real=True)]))]
    gw, gbad = frac_ok(s / 100)
    if gw:
        turns += [Q("So how concentrated is that, roughly?"),
                  A(Claim(f"The top {say(m)} are {gw} of {whole}.", [("false_bound", f"The top {say(m)} are {gbad} "
                                                                                     f"of {whole}.")]))]
    book.call(t.db, t.rid, "per_unit", [Q(ask)] + turns + list(more))


def ir_rate(book, t, tot_col, cnt_col, key, k, ask, unit, what, cash=False, d=1, label=None, sfx="", units=None,
            pooled=None, pq="And how does that compare with the business overall?", more=()):
    """A total over a count for one row, said as "that works out to ... a {unit}"; with pooled (the rows named as
    a group), the overall rate after (twin: the plain mean of the rows' rates); else the total restated."""
    tot, cnt_ = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt_
    St = shows(cash, 0 if (float(tot).is_integer() or abs(tot) >= 1000) else 2, sfx)[0]
    name = label or key
    units = units or plural(unit)
    c = f"{int(cnt_):,}"
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and isinstance(t[nb][cnt_col], float) and t[nb][cnt_col] else None
    pt, pv, pshow, pd = per_say(r, k, cash, sfx)
    form = k % 3
    if form == 0:
        first = Claim(f"{cap(name)} did {St(tot)} in {what} on {c} {units}." if cash else
                      f"{cap(name)} had {St(tot)} {what} across {c} {units}.")
        fmt = lambda x: f"That works out to {x} {art(unit)}."
    elif form == 1:
        first = None
        fmt = lambda x: f"On a per-{unit} basis, {name} is at {x}, that's {St(tot)} over {c} {units}."
    else:
        first = Claim(f"So {name} had {c} {units} and {St(tot)}{' of ' if cash else ' '}{what}.")
        fmt = lambda x: f"Divide one by the other and you get {x} per {unit}."
    tw = [off_r(t, "off", fmt, r, (1.55, 1.9, 0.6, 0.45), lambda x: pshow(x))]
    if rn is not None and abs(rn - r) / r > 0.1:
        tw.insert(0, wrong("neighbour_row", fmt(pshow(rn)[0]), r, pshow(rn)[1], pd, approx=True))
    turns = [A(*[x for x in (first, Claim(fmt(pt), tw)) if x])]
    if pooled:
        ks = [x for x in t.order if isinstance(t[x][cnt_col], float) and t[x][cnt_col]
              and isinstance(t[x][tot_col], float)]
        tots = [t[x][tot_col] for x in ks]
        cnts = [t[x][cnt_col] for x in ks]
        overall = sum(tots) / sum(cnts)
        plain = sum(a / b for a, b in zip(tots, cnts)) / len(cnts)
        ot, od = money(overall, 2) if cash else (n(overall, d) + sfx, num(overall, d)[1])
        ow = (lambda v: "$" + w(v, od)) if cash else (lambda v: w(v, od) + sfx)
        f = lambda x: f"Across {pooled}, it's {x} {art(unit)}."
        turns += [Q(pq), A(Claim(f(ot), [off(t, "plain_as_weighted", f(ow(plain)), overall, plain, od, real=True)
                                          if ow(plain) != ot else None]))]
    else:
        turns += follow(t, k + 1, [(pick(ROUND_Q, k + 2), tot, "{} in all.")], cash, sfx, k % 2 == 0)
    book.call(t.db, t.rid, "per_unit", [Q(ask)] + turns + list(more))


def ir_avg(book, t, col, key, k, ask, noun, per, cash=False, d=0, unit="", label=None, ad=None, more=()):
    """One row against the plain average of the rows, in two forms, the gap asked for after (in percent, or as a
    multiple for the ear)."""
    S, W, D = shows(cash, d, unit)
    Sa, Wa, Da = shows(cash, d if ad is None else ad, unit)
    vals = t.col(col)
    avg = sum(vals) / len(vals)
    v = t[key][col]
    name = label or key
    p = 100 * (v - avg) / avg
    above = p > 0
    fmt, pt, pd, show = pct_say(p, k, k % 2 == 1)
    fa = lambda x: f"the average {per} is {x}."
    ca = lambda pre: Claim(pre + fa(Sa(avg)), [off_f(t, "off", lambda x: pre + fa(x), avg, (1.45, 1.8, 0.6, 2.5, 0.4),
                                                     Da(avg), lambda x: Wa(x, Da(avg)))])
    wbv = abs(100 * (v - avg) / v)
    fp = lambda x: f"{cap(fmt(x))} {'above' if above else 'below'} it."
    ptw = pct_twin(t, "wrong_base", fp, abs(p), wbv, pd, show) if above or wbv < 100 else None
    mw, mbad = ear_mult(v / avg, "the average") if above else (None, None)
    if k % 2 == 0:
        turns = [A(f"{cap(name)} is at {S(v)}{noun},", ca("and ")),
                 Q("So how far off the average is that?"), A(Claim(fp(pt), [ptw]))]
    else:
        turns = [A(ca("Across the board, "), f"{cap(name)} comes in at {S(v)}{noun}."),
                 Q("How big a difference is that?"),
                 A(Claim(f"{cap(mw)}.", [("false_bound", f"{cap(mbad)}.")]) if mw else Claim(fp(pt), [ptw]))]
    book.call(t.db, t.rid, "per_unit", [Q(ask)] + turns + list(more))


def ir_blend(book, t, avg_col, n_col, k, ask, noun, per, grp, d=1, unit="", more=()):
    """The weighted average of group averages, then the plain average of the groups set beside it; twins: the
    plain mean given as the weighted one, and the weighted one given as the plain one."""
    ks = [x for x in t.order if isinstance(t[x][avg_col], float) and isinstance(t[x][n_col], float)]
    avgs = [t[x][avg_col] for x in ks]
    ns = [t[x][n_col] for x in ks]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    wt, wd = fig(wa, d)
    pt, pd = fig(plain, d)
    f1 = lambda x: f"Across all {int(sum(ns)):,} {plural(per)}, the average {noun} is {x}{unit}."
    f2 = lambda x: (f"No, that's weighted by size. If you just averaged the {say(len(avgs))} {plural(grp)}, you'd get "
                    f"{x}{unit}.")
    turns = [A(Claim(f1(wt), [off(t, "plain_as_weighted", f1(w(plain, wd)), wa, plain, wd, real=True)])),
             Q(f"Is that a simple average of the {plural(grp)}?"),
             A(Claim(f2(pt), [off(t, "weighted_as_plain", f2(w(wa, pd)), plain, wa, pd, real=True)]))]
    book.call(t.db, t.rid, "per_unit", [Q(ask)] + turns + list(more))


def ir_conv(book, t, key, col, k, ask, fmt, src_d, factor, dst_d, bads, spoken_=True, words=False, again=None,
            more=()):
    """A figure with its conversion said aloud beside it (rounded with a hedge, in digits or words, or exact);
    twin: the first wrong factor whose figure is far enough off. With again (a follow-up question, and the unit),
    a later turn restating the original figure rounded."""
    v = t[key][col]
    c = v * factor
    vt = n(v, src_d)
    if spoken_:
        hf, ct, cv, show = rnd(c, k, words=words)
        say_ = hf
    else:
        ct, cd = fig(c, dst_d)
        show = lambda x: (w(x, cd), round(x, cd))
        say_ = lambda x: x
    tw = None
    bads = tuple(bads) + (1 / factor,) + tuple(factor * f for f in (2.0, 0.5, 3.0, 0.25, 1.5, 0.6, 1.3, 0.75, 4.0,
                                                                    0.4, 10, 0.1, 2.5, 0.35))
    for f in bads:
        txt, val = show(v * f)
        tw = wrong("wrong_factor", fmt(vt, say_(txt)), c, val, dec(txt), approx=spoken_,
                   clear=[x for x in t.pool if abs(x - v) > 1e-9 * max(1, abs(v))])
        if tw:
            break
    turns = [A(Claim(fmt(vt, say_(ct)), [tw]))]
    if again:
        qx, u = again
        turns += follow(t, k + 1, [(qx, v, "{}.")], unit=u, words=not words)
    book.call(t.db, t.rid, "conversion", [Q(ask)] + turns + list(more))


def ir_empty(book, db, question, sql, ask, ack, bad, extra=(), more=()):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed and steps[0].row_count == 0, (db, sql)
    book.call(db, rid, "zero_ident", [Q(ask), A(Claim(ack, [("count_over_empty", bad)]), *extra)] + list(more),
              derived=False)


def ir_ident(book, t, ask, text, good, bad, extra=(), more=()):
    assert bad != good and good in text, (text, good)
    book.call(t.db, t.rid, "zero_ident",
              [Q(ask), A(Claim(text, [wrong("changed_identifier", text.replace(good, bad), good, bad, 0, exact=True)]),
                         *extra)] + list(more), derived=False)


def ir_plain(book, t, ask, turns):
    book.call(t.db, t.rid, "plain", [Q(ask)] + list(turns), derived=False)


# ---------------------------------------------------------------------------
# northwind: the wholesaler
# ---------------------------------------------------------------------------

NET = "od.unit_price * od.quantity * (1 - od.discount)"
Y97 = "o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01'"


def northwind(book):
    hv = table("northwind", "For each half of 1997: orders, customers ordering, net sales, discounts given and units?",
               "SELECT CASE WHEN o.order_date < '1997-07-01' THEN 'first half' ELSE 'second half' END AS half, "
               "count(DISTINCT o.order_id) AS orders, count(DISTINCT o.customer_id) AS customers, "
               f"round(sum({NET})::numeric, 2) AS net_sales, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discounts_given, "
               "sum(od.quantity) AS units FROM orders o JOIN order_details od ON od.order_id = o.order_id "
               f"WHERE {Y97} GROUP BY 1 ORDER BY 1")
    ir_chg(book, hv, "net_sales", "first half", "second half", 0,
           "Can you walk us through how net sales built over the course of 1997?", "net sales", "in the first half",
           "in the second half", tag="on the first half", cash=True, short="net sales")
    ir_chg(book, hv, "discounts_given", "first half", "second half", 3,
           "You've talked about pricing discipline. What happened to discounting through the year?",
           "discounts given", "in the first half", "in the second half", tag="half on half", cash=True,
           short="discounting")
    ir_chg(book, hv, "orders", "first half", "second half", 2,
           "On volume rather than value, how did order count move?", "order count", "in the first half",
           "in the second half", short="orders")
    ir_chg(book, hv, "customers", "first half", "second half", 1, "Are you adding accounts, or selling more to the "
           "same ones?", "customers ordering", "in the first half", "in the second half", tag="on the first half",
           short="active customers")
    ir_rate(book, hv, "net_sales", "orders", "second half", 0,
            "What's the average order worth these days?", "order", "net sales", cash=True, d=2,
            label="the second half", pooled="the full year")
    ir_rate(book, hv, "units", "orders", "first half", 1, "How big is a typical order in units?", "order", "units",
            d=1, label="the first half", sfx=" units")

    cg = table("northwind", "Per category: net sales in July to December 1996 and in July to December 1997?",
               "SELECT c.category_name AS category, "
               f"round((sum({NET}) FILTER (WHERE o.order_date BETWEEN '1996-07-01' AND '1996-12-31'))::numeric, 2) "
               "AS h2_1996, "
               f"round((sum({NET}) FILTER (WHERE o.order_date BETWEEN '1997-07-01' AND '1997-12-31'))::numeric, 2) "
               "AS h2_1997 FROM categories c JOIN products p ON p.category_id = c.category_id JOIN order_details od "
               "ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id "
               "WHERE o.order_date BETWEEN '1996-07-01' AND '1996-12-31' "
               "OR o.order_date BETWEEN '1997-07-01' AND '1997-12-31' GROUP BY 1 ORDER BY 3 DESC")
    ir_yoy(book, cg, "Seafood", "h2_1996", "h2_1997", 1, "Seafood looked strong. How strong, year on year?",
           "seafood net sales", "in the back half of 1996", "in the back half of 1997", tag="year on year", cash=True,
           short="seafood")
    ir_yoy(book, cg, "Beverages", "h2_1996", "h2_1997", 0,
           "Beverages is your biggest category historically. Did it grow in the second half?",
           "beverage net sales", "a year earlier", "in the second half of 1997", tag="year on year", cash=True,
           short="beverages")
    ir_yoy(book, cg, "Grains/Cereals", "h2_1996", "h2_1997", 1, "Anything surprising at the category level?",
           "grains and cereals", "in the second half of 1996", "in the second half of 1997", tag="year on year",
           cash=True,
           short="grains and cereals")
    ir_yoy(book, cg, "Dairy Products", "h2_1996", "h2_1997", 2, "And dairy, which is now your largest category?",
           "dairy net sales", "in the second half of 1996", "in the second half of 1997", tag="year on year",
           cash=True, short="dairy")
    ir_yoy(book, cg, "Condiments", "h2_1996", "h2_1997", 3, "What about condiments?", "condiment net sales",
           "in the back half of 1996", "in the back half of 1997", tag="year on year", cash=True, short="condiments")
    ir_pts(book, cg, "h2_1996", "h2_1997", "Beverages", 0, "Is beverages losing share of the mix?",
           "second-half net sales", "in 1996", "in 1997", label="beverages")
    ir_top(book, cg, "h2_1997", 3, 1, "How concentrated is the category mix in the second half of 1997?",
           "second-half sales", cash=True, label=lambda x: x.replace("/", " and ").lower())
    ir_cmp(book, cg, "h2_1997", "Dairy Products", "Produce", 0,
           "How does dairy stack up against produce these days?", "in second-half net sales", cash=True,
           label=lambda x: x.split()[0].lower(), verb="did")

    sc = table("northwind", "Per supplier country in 1997: products sold, suppliers, net sales and units?",
               "SELECT s.country AS supplier_country, count(DISTINCT p.product_id) AS products, "
               f"count(DISTINCT s.supplier_id) AS suppliers, round(sum({NET})::numeric, 2) AS net_sales, "
               "sum(od.quantity) AS units FROM suppliers s JOIN products p ON p.supplier_id = s.supplier_id "
               "JOIN order_details od ON od.product_id = p.product_id JOIN orders o ON o.order_id = od.order_id "
               f"WHERE {Y97} GROUP BY 1 ORDER BY 4 DESC")
    ir_share(book, sc, "net_sales", "France", 1, "How dependent are you on French suppliers?",
             "what we sold in 1997", cash=True, other="Germany", verb="was behind")
    ir_cmp(book, sc, "net_sales", "France", "Germany", 2, "France against Germany as a sourcing base?",
           "net sales of their products", cash=True)
    ir_rate(book, sc, "net_sales", "products", "USA", 2,
            "The US has the most products on the list. Are they pulling their weight?", "product", "net sales",
            cash=True, d=2, label="the US", pooled="all sixteen supplier countries")
    ir_top(book, sc, "net_sales", 3, 0, "Where does the bulk of the supply come from?", "1997 net sales", cash=True,
           label=lambda x: {"USA": "the US", "UK": "the UK"}.get(x, x))
    ir_avg(book, sc, "units", "USA", 0, "How does US-sourced volume compare with the typical country?",
           " units", "supplier country", ad=0, label="the US")
    nsc = len(sc)
    ir_plain(book, sc, "How broad is the supplier base?", [
        A(Claim(f"We sold product from {say(nsc)} supplier countries in 1997,",
                [words_twin("off", f"We sold product from {say(nsc + 11)} supplier countries in 1997,", nsc,
                            nsc + 11)]),
          Claim(f"and the US alone had {say(sc['USA']['suppliers'])} suppliers and "
                f"{say(sc['USA']['products'])} products on the list.",
                [words_twin("number_words_wrong_row", f"and the US alone had {say(sc['USA']['suppliers'])} suppliers "
                            f"and {say(sc['Germany']['products'] + 14)} products on the list.",
                            sc["USA"]["products"], sc["Germany"]["products"] + 14)])),
        Q("And the smallest?"),
        A(f"Brazil: one supplier, one product, {sc['Brazil']['units']:,.0f} units.")])

    of = table("northwind", "Per sales office country in 1997: reps, orders and net sales?",
               "SELECT e.country AS office, count(DISTINCT e.employee_id) AS reps, "
               "count(DISTINCT o.order_id) AS orders, "
               f"round(sum({NET})::numeric, 2) AS net_sales FROM employees e JOIN orders o "
               "ON o.employee_id = e.employee_id JOIN order_details od ON od.order_id = o.order_id "
               f"WHERE {Y97} GROUP BY 1 ORDER BY 4 DESC")
    ol = lambda x: {"USA": "the US office", "UK": "the London office"}[x]
    ir_cmp(book, of, "net_sales", "USA", "UK", 0, "How do the two sales offices compare?", "in net sales", cash=True,
           label=ol, verb="booked")
    ir_rate(book, of, "net_sales", "reps", "UK", 1, "Is London more productive per head?", "rep", "net sales",
            cash=True, d=2, label="London", pooled="both offices")
    ir_cmp(book, of, "orders", "USA", "UK", 1, "And on order count?", "orders", label=ol, verb="took", gu=" orders")

    dl = table("northwind", "Per discount level: order lines, units, gross sales and discount given?",
               "SELECT (od.discount * 100)::numeric(4, 0)::text || '%' AS discount_level, count(*) AS lines, "
               "sum(od.quantity) AS units, round(sum(od.unit_price * od.quantity)::numeric, 2) AS gross, "
               "round(sum(od.unit_price * od.quantity * od.discount)::numeric, 2) AS discount_given "
               "FROM order_details od GROUP BY od.discount ORDER BY od.discount")
    ir_share(book, dl, "lines", "0%", 0, "How much of the book is sold at full price?", "all order lines",
             items="order lines", rel="go out at full price", label="full-price lines")
    ir_cmp(book, dl, "discount_given", "25%", "5%", 0,
           "Where is the discount money actually going, the deep discounts or the light ones?",
           "in discounts", cash=True, label=lambda x: f"the {x} tier", verb="gave away")
    ir_rate(book, dl, "gross", "lines", "25%", 0, "What does a deeply discounted line look like?", "line",
            "gross sales", cash=True, d=2, label="the 25% tier")

    yr = table("northwind", "Per order year: orders, average days from order to shipment, late shipments and the "
               "longest wait in days?",
               "SELECT extract(year FROM order_date)::int::text AS order_year, count(*) AS orders, "
               "round(avg(shipped_date - order_date), 2) AS avg_days_to_ship, "
               "count(*) FILTER (WHERE shipped_date > required_date) AS late, "
               "max(shipped_date - order_date) AS longest_days FROM orders GROUP BY 1 ORDER BY 1")
    ir_conv(book, yr, "1997", "avg_days_to_ship", 0, "How quickly are you getting orders out the door?",
            lambda v, c: f"In 1997 it took {v} days on average from order to shipment, so {c} hours.", 2, 24, 0,
            (7, 1 / 7, 60), again=("Sorry, was that days?", " days"))
    ir_conv(book, yr, "1997", "longest_days", 2, "What's the worst case?",
            lambda v, c: f"The longest wait in 1997 was {v} days. That's {c} weeks.", 0, 1 / 7, 1, (1 / 30, 24, 1.0),
            spoken_=False)
    ir_chg(book, yr, "late", "1996", "1997", 1, "Late shipments, are they getting better or worse?",
           "late shipments", "in 1996", "in 1997", tag="on 1996", short="late shipments")
    ir_chg(book, yr, "avg_days_to_ship", "1997", "1998", 0, "Has the warehouse got any faster this year?",
           "average time to ship", "in 1997", "so far in 1998", tag="on 1997", d=2, unit=" days",
           short="time to ship")
    ir_share(book, yr, "late", "1997", 0, "What fraction of 1997 orders shipped late?", "1997's orders",
             items="orders", rel="in 1997 shipped after the required date", tot=yr["1997"]["orders"],
             label="late orders")

    ir_empty(book, "northwind", "Which orders were placed on a Saturday or Sunday?",
             "SELECT order_id FROM orders WHERE extract(isodow FROM order_date) IN (6, 7)",
             "Do you see any weekend ordering?", "No. We had none of those, every order came in on a weekday.",
             "Yes, we had forty-one of those on weekends.")
    ir_empty(book, "northwind", "Which orders carried more than $1,200 in freight?",
             "SELECT order_id FROM orders WHERE freight > 1200", "Any really big freight bills?",
             "Nothing over twelve hundred dollars, not a single order.",
             "Sixteen orders came in over twelve hundred dollars.")
    ir_empty(book, "northwind", "Which customers are based in Japan or Australia?",
             "SELECT company_name FROM customers WHERE country IN ('Japan', 'Australia')",
             "Any customers in Japan or Australia yet?",
             "Zero. We source from both countries but we don't sell in either.",
             "Seven. We source from both countries and we sell there too.")
    tp = table("northwind", "The highest list price: product id, name and price?",
               "SELECT product_id, product_name, unit_price FROM products ORDER BY unit_price DESC LIMIT 1")
    pid = tp.order[0]
    ir_ident(book, tp, "What's your most expensive SKU?",
             f"That's product {pid}, the {tp[pid]['product_name']},", f"product {pid}", f"product {int(pid) + 45}",
             extra=[f"listed at {money(tp[pid]['unit_price'], 2)[0]} a unit."])


# ---------------------------------------------------------------------------
# chinook: the music store
# ---------------------------------------------------------------------------


def chinook(book):
    qt = table("chinook", "Per quarter of 2024: invoices, revenue and customers billed?",
               "SELECT 'Q' || extract(quarter FROM invoice_date)::int AS quarter, count(*) AS invoices, "
               "sum(total) AS revenue, count(DISTINCT customer_id) AS customers FROM invoice "
               "WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01' GROUP BY 1 ORDER BY 1")
    ir_chg(book, qt, "revenue", "Q2", "Q3", 0, "What drove the third quarter?", "revenue", "in the second quarter",
           "in the third quarter", tag="sequentially", cash=True, d=2, short="revenue")
    ir_chg(book, qt, "revenue", "Q3", "Q4", 2, "And then the fourth quarter came off a bit. Can you size that?",
           "revenue", "in Q3", "in Q4", tag="quarter on quarter", cash=True, d=2, short="revenue")
    ir_rate(book, qt, "revenue", "invoices", "Q3", 2, "What did average basket size look like in Q3?", "invoice",
            "revenue", cash=True, d=2, label="Q3", pooled="the four quarters of 2024")

    ar = table("chinook", "The eight best-selling artists: tracks sold, revenue and distinct buyers?",
               "SELECT ar.name AS artist, sum(il.quantity) AS tracks_sold, "
               "sum(il.unit_price * il.quantity) AS revenue, "
               "count(DISTINCT i.customer_id) AS buyers FROM invoice_line il JOIN invoice i "
               "ON i.invoice_id = il.invoice_id JOIN track t ON t.track_id = il.track_id JOIN album al "
               "ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 8")
    ir_cmp(book, ar, "tracks_sold", "Iron Maiden", "Metallica", 2, "Who's leading the catalogue on units?",
           "tracks", verb="sold", qty="as many")
    ir_cmp(book, ar, "buyers", "U2", "Deep Purple", 0, "How broad is the buyer base for the top acts?",
           "distinct buyers", verb="had")
    ir_rate(book, ar, "revenue", "buyers", "Iron Maiden", 1, "How much is an Iron Maiden fan worth to you?",
            "buyer", "revenue", cash=True, d=2)
    ir_rate(book, ar, "revenue", "tracks_sold", "Lost", 0,
            "Lost is on the list, which I assume is video. Does that carry a different price point?", "track",
            "revenue", cash=True, d=2, units="tracks sold", pooled="the top eight",
            pq="And how does that compare with the rest of the top eight?")
    ir_top(book, ar, "tracks_sold", 2, 0, "How top-heavy is the list?", "the top eight's units",
           verb="sold")

    pl = table("chinook", "Per playlist, with duplicate names folded: tracks and hours of content?",
               "SELECT p.name AS playlist, count(*) AS tracks, round(sum(t.milliseconds) / 3600000.0, 2) AS hours "
               "FROM (SELECT DISTINCT ON (name) playlist_id, name FROM playlist ORDER BY name, playlist_id) p "
               "JOIN playlist_track pt ON pt.playlist_id = p.playlist_id JOIN track t ON t.track_id = pt.track_id "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    ir_conv(book, pl, "90’s Music", "hours", 1, "How deep is the nineties playlist?",
            lambda v, c: f"It runs {v} hours, which, if you played it straight through, is {c} days.", 2, 1 / 24, 1,
            (1 / 60, 1 / 7, 1.0), again=("Sorry, how many hours?", " hours"))
    ir_cmp(book, pl, "tracks", "Music", "90’s Music", 2, "How does the main playlist compare with the nineties one?",
           "tracks", label=lambda x: {"Music": "the main Music playlist", "90’s Music": "the nineties list"}[x],
           verb="carries")
    ir_conv(book, pl, "Grunge", "hours", 3, "And the smallest curated list?",
            lambda v, c: f"That's Grunge, at {v} hours, or {c} minutes.", 2, 60, 0, (3600, 1 / 60, 100),
            spoken_=False)

    mt = table("chinook", "Per media type: tracks, storage in GB and average file size in MB?",
               "SELECT m.name AS media_type, count(*) AS tracks, round(sum(t.bytes) / 1e9, 3) AS storage_gb, "
               "round(avg(t.bytes) / 1e6, 2) AS avg_mb FROM track t JOIN media_type m "
               "ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    ir_share(book, mt, "storage_gb", "Protected MPEG-4 video file", 1, "What's eating your storage?",
             "the storage footprint", label="video", other="MPEG audio file", verb="takes up", unit=" GB", d=1)
    ir_conv(book, mt, "Protected MPEG-4 video file", "avg_mb", 0, "How big is a video file, typically?",
            lambda v, c: f"A video file averages {v} megabytes, so {c} of a gigabyte.", 2, 1 / 1000, 2,
            (1 / 1024 / 1024, 1 / 100, 1.0), spoken_=False)
    ir_cmp(book, mt, "avg_mb", "Purchased AAC audio file", "Protected AAC audio file", 0,
           "Is there any difference in file size between purchased and protected AAC?", "", d=2,
           unit=" MB", label=lambda x: {"Purchased AAC audio file": "a purchased AAC file",
                                        "Protected AAC audio file": "a protected one"}[x], verb="averages",
           qty="as big")
    ir_conv(book, mt, "MPEG audio file", "storage_gb", 1, "And the plain MP3 library?",
            lambda v, c: f"All the MPEG audio together is {v} gigabytes, or {c} megabytes.", 3, 1000, 0,
            (1 / 1000, 1024 * 1024, 1.0), words=True)

    us = table("chinook", "Per US billing city: invoices and revenue?",
               "SELECT billing_city AS city, count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "WHERE billing_country = 'USA' GROUP BY 1 ORDER BY 3 DESC, 1")
    ir_cmp(book, us, "revenue", "Mountain View", "Boston", 0, "Which US cities matter most?", "in revenue", cash=True,
           d=2, verb="brought in")
    ir_share(book, us, "revenue", "Mountain View", 0, "How concentrated is the US business by city?",
             "US revenue", items="US dollars", rel="come from Mountain View", cash=True, d=2,
             label="Mountain View")
    ir_avg(book, us, "revenue", "Mountain View", 1, "Is Mountain View an outlier?", " in revenue", "US city",
           cash=True, d=2, ad=2)

    yr = table("chinook", "Per calendar year: invoices, revenue and the largest single invoice?",
               "SELECT extract(year FROM invoice_date)::int::text AS year, count(*) AS invoices, "
               "sum(total) AS revenue, "
               "max(total) AS largest_invoice FROM invoice GROUP BY 1 ORDER BY 1")
    ir_chg(book, yr, "revenue", "2024", "2025", 3, "Full-year 2025 looked softer. What happened?", "revenue",
           "in 2024", "in 2025", tag="on 2024", cash=True, d=2, short="revenue")
    ir_chg(book, yr, "revenue", "2021", "2022", 2, "Going back to the first two years, how did 2022 compare?",
           "revenue", "in 2021", "in 2022", tag="on 2021", cash=True, d=2, short="revenue")
    ir_rate(book, yr, "revenue", "invoices", "2025", 1, "Was that fewer invoices or smaller ones?", "invoice",
            "revenue", cash=True, d=2, label="2025", pooled="all five years")
    tot = sum(yr.col("revenue"))
    ninv = int(sum(yr.col("invoices")))
    tx, val, show = rd(tot, 1, cash=True, words=True)
    ir_plain(book, yr, "Can you give us the cumulative picture since launch?", [
        A(Claim(f"Since launch we've issued {ninv} invoices for {money(tot, 2)[0]} in total."),
          Claim(f"The biggest single invoice in any year was {money(max(yr.col('largest_invoice')), 2)[0]}.")),
        Q("So in round terms?"),
        A(Claim(f"Call it {tx} over five years.",
                [off_r(yr, "off", lambda x: f"Call it {x} over five years.", tot, (1.6, 0.55, 2.2), show)]))])

    ir_empty(book, "chinook", "Which invoices billed to Canada came to more than $25?",
             "SELECT invoice_id FROM invoice WHERE billing_country = 'Canada' AND total > 25",
             "Do you ever see really large baskets out of Canada, north of twenty-five dollars?",
             "We had none of those. No Canadian invoice has ever cleared twenty-five dollars.",
             "We had nine of those over the period.")
    ir_empty(book, "chinook", "Which tracks run longer than 90 minutes?",
             "SELECT track_id FROM track WHERE milliseconds > 90 * 60000",
             "Anything in the catalogue longer than a feature film, say ninety minutes?",
             "No, none. Nothing runs past ninety minutes.", "Yes, twelve tracks run past ninety minutes.")
    bi = table("chinook", "The largest invoice: id, customer and total?",
               "SELECT i.invoice_id, c.first_name || ' ' || c.last_name AS customer, i.total FROM invoice i "
               "JOIN customer c ON c.customer_id = i.customer_id ORDER BY i.total DESC, 1 LIMIT 1")
    iid = bi.order[0]
    ir_ident(book, bi, "What's the single biggest invoice you've written?",
             f"Invoice {iid}, for {bi[iid]['customer']},", f"Invoice {iid}", f"Invoice {int(iid) + 230}",
             extra=[f"at {money(bi[iid]['total'], 2)[0]}."])
    ir_plain(book, pl, "How many curated playlists do you have now?", [
        A(Claim(f"{cap(say(len(pl)))} distinct playlists,",
                [words_twin("off", f"{cap(say(len(pl) + 9))} distinct playlists,", len(pl), len(pl) + 9)]),
          Claim(f"and the biggest, Music, has {pl['Music']['tracks']:,.0f} tracks.",
                [off(pl, "off", f"and the biggest, Music, has {pl['Music']['tracks'] * 1.4:,.0f} tracks.",
                     pl["Music"]["tracks"], pl["Music"]["tracks"] * 1.4, 0)]))])


# ---------------------------------------------------------------------------
# superhero: the character library
# ---------------------------------------------------------------------------


def heroes(book):
    rc = table("superhero", "The six commonest named races: characters, average height (50 to 400 cm) and average "
               "weight (20 to 1,000 kg)?",
               "SELECT r.race, count(*) AS characters, "
               "round(avg(s.height_cm) FILTER (WHERE s.height_cm BETWEEN 50 AND 400), 1) AS avg_height_cm, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg BETWEEN 20 AND 1000), 1) AS avg_weight_kg "
               "FROM superhero s JOIN race r ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 "
               "ORDER BY 2 DESC, 1 LIMIT 6")
    ir_cmp(book, rc, "characters", "Human", "Mutant", 1, "How is the library split between humans and mutants?",
           "characters", label=lambda x: {"Human": "humans", "Mutant": "mutants"}[x], verb="account for",
           gu=" characters")
    ir_conv(book, rc, "Human", "avg_weight_kg", 0, "What does a typical human character weigh?",
            lambda v, c: f"The human average is {v} kilos, which is {c} pounds.", 1, LB_PER_KG, 0,
            (KG_PER_LB, 1.0, 0.1), words=True)
    ir_conv(book, rc, "Mutant", "avg_height_cm", 1, "And how tall is the average mutant?",
            lambda v, c: f"{v} centimetres, so {c} feet.", 1, FT_PER_CM, 1, (IN_PER_CM, 1 / 100, 1.0),
            again=("In centimetres that was?", " centimetres"))

    ey = table("superhero", "Per eye colour: characters?",
               "SELECT c.colour AS eye_colour, count(*) AS characters FROM superhero s JOIN colour c "
               "ON c.id = s.eye_colour_id GROUP BY 1 ORDER BY 2 DESC, 1")
    ir_share(book, ey, "characters", "Blue", 1, "What's the most common eye colour?", "the library",
             label="blue eyes", other="Brown", verb="account for")
    ir_cmp(book, ey, "characters", "Blue", "Brown", 3, "Blue against brown?", "character count",
           label=lambda x: f"{x.lower()} eyes")

    pw = table("superhero", "The ten commonest powers: characters with each?",
               "SELECT sp.power_name AS power, count(*) AS characters FROM hero_power hp JOIN superpower sp "
               "ON sp.id = hp.power_id GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10")
    ir_cmp(book, pw, "characters", "Super Strength", "Flight", 4, "How common is flight compared with strength?",
           "character count", label=lambda x: x.lower())
    ir_top(book, pw, "characters", 3, 0, "Which powers dominate?", "the top ten's power listings",
           label=lambda x: x.lower(), verb="make up")

    al = table("superhero", "Per alignment: characters with a strength score, and average strength?",
               "SELECT a.alignment, count(*) AS scored, round(avg(ha.attribute_value), 1) AS avg_strength "
               "FROM superhero s JOIN alignment a ON a.id = s.alignment_id JOIN hero_attribute ha "
               "ON ha.hero_id = s.id JOIN attribute at ON at.id = ha.attribute_id "
               "WHERE at.attribute_name = 'Strength' GROUP BY 1 ORDER BY 3 DESC")
    ir_cmp(book, al, "avg_strength", "Neutral", "Good", 2, "Are the neutral characters really the strongest?",
           "average strength", d=1, label=lambda x: f"{x.lower()} characters")
    ir_blend(book, al, "avg_strength", "scored", 1, "What's the library-wide strength average?", "strength score",
             "scored character", "alignment")
    ir_cmp(book, al, "scored", "Good", "Bad", 0, "How many heroes against villains have a strength score?",
           "scored characters", label=lambda x: {"Good": "heroes", "Bad": "villains"}[x], verb="include")

    gd = table("superhero", "Per gender: characters?",
               "SELECT g.gender, count(*) AS characters FROM superhero s JOIN gender g ON g.id = s.gender_id "
               "GROUP BY 1 ORDER BY 2 DESC")
    ir_share(book, gd, "characters", "Female", 0, "Where are you on gender balance in the library?", "the library",
             items="characters", rel="are women", label="women")

    nm = table("superhero", "Heights in cm and weights in kg of Groot, Fin Fang Foom, Juggernaut and Rocket Raccoon?",
               "SELECT superhero_name AS character, height_cm, weight_kg FROM superhero "
               "WHERE superhero_name IN ('Groot', 'Fin Fang Foom', 'Juggernaut', 'Rocket Raccoon') ORDER BY 2 DESC")
    ir_conv(book, nm, "Groot", "height_cm", 2, "How big is Groot, for the merchandising people?",
            lambda v, c: f"Groot is listed at {v} centimetres, which is {c} feet.", 0, FT_PER_CM, 0,
            (IN_PER_CM, 1 / 100, 1.0), words=True)
    ir_conv(book, nm, "Fin Fang Foom", "weight_kg", 3, "And the heaviest one in that group?",
            lambda v, c: f"Fin Fang Foom, at {v} kilograms. In pounds, {c}.", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1),
            again=("Kilograms, you said?", " kilograms"))
    ir_conv(book, nm, "Juggernaut", "weight_kg", 0, "Juggernaut?",
            lambda v, c: f"{v} kilos, so {c} pounds.", 0, LB_PER_KG, 0, (KG_PER_LB, 1.0, 0.1))
    ir_conv(book, nm, "Rocket Raccoon", "height_cm", 1, "And the smallest?",
            lambda v, c: f"Rocket Raccoon, {v} centimetres, or {c} inches.", 0, IN_PER_CM, 0,
            (2.54, FT_PER_CM, 1.0), spoken_=False)

    ir_empty(book, "superhero", "Which characters are taller than 350 metres?",
             "SELECT superhero_name FROM superhero WHERE height_cm > 35000",
             "Anything truly enormous, taller than three hundred and fifty metres?",
             "None. We had none of those, even the giants stop well short of that.",
             "Yes, there are eleven of those.")
    ir_empty(book, "superhero", "Which Star Trek characters are villains?",
             "SELECT s.superhero_name FROM superhero s JOIN publisher p ON p.id = s.publisher_id JOIN alignment a "
             "ON a.id = s.alignment_id WHERE p.publisher_name = 'Star Trek' AND a.alignment = 'Bad'",
             "Any villains in the Star Trek licence?", "Zero. Every Star Trek character we carry is on the right side.",
             "Twenty-two of them are villains.")
    hv = table("superhero", "The heaviest character: id, name and weight in kg?",
               "SELECT id, superhero_name AS character, weight_kg FROM superhero ORDER BY weight_kg DESC NULLS LAST "
               "LIMIT 1")
    hid = hv.order[0]
    ir_ident(book, hv, "Which record is the heaviest?",
             f"Record {hid}, {hv[hid]['character']}.", f"Record {hid}", f"Record {int(hid) + 57}")
    ir_plain(book, gd, "How many characters in total, and how many without a listed gender?", [
        A(Claim(f"{int(sum(gd.col('characters'))):,} characters in all,",
                [off(gd, "off", f"{int(sum(gd.col('characters')) * 1.3):,} characters in all,",
                     sum(gd.col("characters")), int(sum(gd.col("characters")) * 1.3), 0)]),
          Claim(f"and {say(gd['N/A']['characters'])} of them have no gender on file.",
                [words_twin("number_words_wrong_row", f"and {say(gd['N/A']['characters'] + 31)} of them have no "
                            f"gender on file.", gd["N/A"]["characters"], gd["N/A"]["characters"] + 31)]))])


# ---------------------------------------------------------------------------
# car_1: the vehicle listings
# ---------------------------------------------------------------------------


def cars(book):
    cy = table("spider_car_1", "Per cylinder count: cars, average horsepower, average 0-60 acceleration in seconds "
               "and average displacement in cubic inches?",
               "SELECT cylinders::text AS cylinders, count(*) AS cars, round(avg(horsepower), 1) AS avg_hp, "
               "round(avg(accelerate)::numeric, 2) AS avg_accel_s, round(avg(edispl)::numeric, 1) AS avg_cu_in "
               "FROM cars_data GROUP BY cylinders ORDER BY cylinders")
    cl = lambda x: {"8": "the V8s", "4": "the four-cylinders", "6": "the sixes"}.get(x, x)
    ir_cmp(book, cy, "avg_hp", "8", "4", 0, "How much more power do the V8s carry?", "horsepower",
           d=1, label=cl, verb="average", gu=" horsepower")
    ir_conv(book, cy, "8", "avg_cu_in", 1, "And what's the typical V8 displacement in metric?",
            lambda v, c: f"The V8s average {v} cubic inches, which is {c} litres.", 1, L_PER_CUIN, 1,
            (1 / L_PER_CUIN, 0.0283, 1.0), spoken_=False)
    ir_share(book, cy, "cars", "4", 1, "What's the mix of engine sizes in the listings?", "the listings",
             label="four-cylinder cars", other="8", verb="make up")
    ir_avg(book, cy, "avg_accel_s", "8", 1, "Are the V8s actually quicker off the line?", " seconds to sixty",
           "cylinder group", d=2, ad=2, label="the V8 group")
    ir_blend(book, cy, "avg_hp", "cars", 0, "What's the average horsepower across the whole list?", "horsepower",
             "car", "cylinder group")

    er = table("spider_car_1", "Per era of model years (1970-74, 1975-79, 1980-82): cars, average mpg and average "
               "weight in lb?",
               "SELECT CASE WHEN year < 1975 THEN '1970-74' WHEN year < 1980 THEN '1975-79' ELSE '1980-82' END AS era, "
               "count(*) AS cars, round(avg(mpg)::numeric, 2) AS avg_mpg, round(avg(weight), 0) AS avg_weight_lb "
               "FROM cars_data GROUP BY 1 ORDER BY 1")
    ir_chg(book, er, "avg_mpg", "1970-74", "1980-82", 1, "How much has fuel economy improved across the listings?",
           "average fuel economy", "in the early seventies", "in the early eighties", tag="over the decade", d=2,
           unit=" mpg", short="fuel economy")
    ir_chg(book, er, "avg_weight_lb", "1970-74", "1980-82", 2, "And weight? Are the cars getting lighter?",
           "average weight", "in the early seventies", "by the early eighties", tag="over the period", unit=" pounds",
           short="weight")
    ir_chg(book, er, "cars", "1970-74", "1980-82", 3, "Does the listing thin out in the later years?",
           "cars listed", "for 1970 to 1974", "for 1980 to 1982", tag="on the early seventies", short="listings")
    ir_chg(book, er, "avg_mpg", "1975-79", "1980-82", 0, "What about just the last step, late seventies to early "
           "eighties?", "average fuel economy", "in the late seventies", "in the early eighties",
           tag="on the late seventies", d=2, unit=" mpg", short="fuel economy")
    ir_conv(book, er, "1980-82", "avg_weight_lb", 2, "What's that in kilos for the European investors?",
            lambda v, c: f"The early-eighties average is {v} pounds, which is {c} kilos.", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.1), words=True, again=("And in pounds again?", " pounds"))

    co = table("spider_car_1", "Per maker country: cars listed and average mpg?",
               "SELECT c.countryname AS country, count(cd.id) AS cars, round(avg(cd.mpg)::numeric, 2) AS avg_mpg "
               "FROM car_makers cm JOIN countries c ON c.countryid = cm.country::int JOIN model_list ml "
               "ON ml.maker = cm.id JOIN car_names cn ON cn.model = ml.model JOIN cars_data cd ON cd.id = cn.makeid "
               "GROUP BY 1 ORDER BY 2 DESC, 1")
    cn = lambda x: {"usa": "American cars", "japan": "Japanese cars", "germany": "German cars"}.get(x, x.title())
    ir_cmp(book, co, "avg_mpg", "japan", "usa", 3, "How do Japanese cars compare on fuel economy?",
           "fuel economy", d=2, unit=" mpg", label=cn)
    ir_share(book, co, "cars", "usa", 2, "How US-heavy is the listing?", "the listings", label="American makers",
             other="japan", verb="account for", unit=" cars")
    ir_conv(book, co, "japan", "avg_mpg", 0, "And in European terms?",
            lambda v, c: f"Japanese cars average {v} miles per gallon. That's {c} kilometres per litre.", 2,
            KMPL_PER_MPG, 1, (KM_PER_MI, 0.2642, 1.0), spoken_=False)
    ir_empty(book, "spider_car_1", "Which cars are rated at 48 mpg or better?",
             "SELECT id FROM cars_data WHERE mpg >= 48", "Anything in the listings doing forty-eight to the gallon or "
             "better?", "No, nothing gets there. We had none of those.",
             "Yes, fourteen cars do forty-eight to the gallon or better.")
    ir_plain(book, cy, "How many cars are in the listings, and how many odd engines?", [
        A(Claim(f"{int(sum(cy.col('cars')))} cars in all.",
                [off(cy, "off", f"{int(sum(cy.col('cars')) * 1.5)} cars in all.", sum(cy.col("cars")),
                     int(sum(cy.col("cars")) * 1.5), 0)]),
          Claim(f"Of those, {say(cy['3']['cars'])} have three cylinders and {say(cy['5']['cars'])} have five.")),
        Q("And the sixes?"),
        A(Claim(f"{cap(say(cy['6']['cars']))}.",
                [words_twin("number_words_wrong_row", f"{cap(say(cy['8']['cars'] - 40))}.", cy["6"]["cars"],
                            cy["8"]["cars"] - 40)]))])


# ---------------------------------------------------------------------------
# geography
# ---------------------------------------------------------------------------


def geography(book):
    cp = table("defog_geography", "Per country: cities on file, their combined population and the largest city's?",
               "SELECT country_name AS country, count(*) AS cities, sum(population) AS population, "
               "max(population) AS largest_city FROM city GROUP BY 1 ORDER BY 3 DESC, 1")
    ir_share(book, cp, "population", "United States", 2, "How much of the urban footprint is in the US?",
             "the city population we track", label="the US", other="Brazil", verb="has", unit=" people")
    ir_cmp(book, cp, "population", "Brazil", "India", 1, "Brazil against India?", "people in its cities",
           label=lambda x: x, verb="has")
    ir_rate(book, cp, "population", "cities", "United States", 0, "What's the average US city on file?", "city",
            "people", d=0, label="the US", units="cities", pooled="all seven countries",
            pq="And for all the cities on file?")

    st = table("defog_geography", "Per state: population, area in sq km, and people per sq km?",
               "SELECT state_name AS state, population, area AS area_sqkm, round((population / area)::numeric, 2) "
               "AS people_per_sqkm FROM state ORDER BY 4 DESC, 1")
    ir_cmp(book, st, "people_per_sqkm", "Michigan", "Tokyo", 0, "Where is density highest?", "people per square "
           "kilometre", d=2)
    ir_conv(book, st, "Tokyo", "area_sqkm", 1, "How big is the Tokyo entry in square miles?",
            lambda v, c: f"Tokyo is {v} square kilometres, or {c} square miles.", 0, SQMI_PER_SQKM, 0,
            (1 / SQMI_PER_SQKM, MI_PER_KM, 0.1), words=True)
    ir_top(book, st, "population", 3, 1, "How concentrated is the state population?", "the twelve states' people",
           verb="hold")

    mt = table("defog_geography", "Every peak: country and altitude in metres, highest first?",
               "SELECT mountain_name AS peak, country_name AS country, mountain_altitude AS metres FROM mountain "
               "ORDER BY metres DESC, peak")
    ir_conv(book, mt, "K2", "metres", 0, "What's K2 on file at, in feet?",
            lambda v, c: f"K2 is {v} metres, so {c} feet.", 0, FT_PER_M, 0, (M_PER_FT, 3.0, 1.0936))
    ir_avg(book, mt, "metres", "Mount Everest", 0, "Is Everest far above the rest?", " metres",
           "mountain on the list", ad=0, label="Everest")

    hl = table("defog_geography", "Per state with a recorded highest point: the peak and its elevation in m?",
               "SELECT state_name AS state, highest_point, highest_elevation::int AS elevation_m FROM highlow "
               "WHERE highest_elevation ~ '^[0-9]+$' ORDER BY 3 DESC")
    ir_cmp(book, hl, "elevation_m", "California", "Tokyo", 3, "Mount Whitney against Mount Fuji?", "elevation",
           unit=" metres", label=lambda x: {"California": "Whitney", "Tokyo": "Fuji"}[x])
    ir_conv(book, hl, "Tokyo", "elevation_m", 2, "And Fuji in feet?",
            lambda v, c: f"Fuji is {v} metres, which is {c} feet.", 0, FT_PER_M, 0, (M_PER_FT, 3.0, 1.0936),
            words=True)
    rv = table("defog_geography", "Rivers in Germany and Russia: length in km?",
               "SELECT river_name AS river, length AS length_km FROM river "
               "WHERE country_name IN ('Germany', 'Russia') ORDER BY 2 DESC")
    ir_conv(book, rv, "Volga", "length_km", 1, "How long is the Volga entry in miles?",
            lambda v, c: f"The Volga is listed at {v} kilometres. That's {c} miles.", 0, MI_PER_KM, 0,
            (KM_PER_MI, 1.0, 0.3048))
    ir_empty(book, "defog_geography", "Which lakes are in Canada or Mexico?",
             "SELECT lake_name FROM lake WHERE country_name IN ('Canada', 'Mexico')",
             "Any Canadian or Mexican lakes in the data?",
             "We had none of those. No lake from either country is on file.", "Yes, six of them are on file.")
    ir_plain(book, mt, "How many of the mountains are in Nepal?", [
        A(Claim(f"{cap(say(sum(1 for x in mt.order if mt[x]['country'] == 'Nepal')))} of the "
                f"{say(len(mt))},"),
          Claim(f"with Everest the highest at {mt['Mount Everest']['metres']:,.0f} metres.",
                [off(mt, "off", f"with Everest the highest at {mt['Mount Everest']['metres'] * 1.37:,.0f} metres.",
                     mt["Mount Everest"]["metres"], mt["Mount Everest"]["metres"] * 1.37, 0)]))])


# ---------------------------------------------------------------------------
# atis: the fleet, the airports and the fares
# ---------------------------------------------------------------------------


def atis(book):
    mf = table("defog_atis", "Per manufacturer: aircraft types, total seats, total payload in lb and average "
               "cruising speed in mph?",
               "SELECT manufacturer, count(*) AS types, sum(capacity) AS seats, sum(pay_load) AS payload_lb, "
               "round(avg(cruising_speed), 1) AS avg_cruise_mph FROM aircraft GROUP BY 1 ORDER BY 3 DESC")
    ir_cmp(book, mf, "seats", "Airbus", "Boeing", 3, "Airbus against Boeing on capacity?", "seats", verb="has",
           gu=" seats")
    ir_rate(book, mf, "seats", "types", "Airbus", 0, "How big is the average Airbus type?", "type", "seats",
            d=1, label="Airbus", units="types", pooled="all four manufacturers", pq="And across the whole list?")
    ir_share(book, mf, "payload_lb", "Airbus", 1, "Who carries the payload?", "the payload on the list",
             label="Airbus", other="Boeing", verb="accounts for", unit=" pounds")

    ac = table("defog_atis", "Per aircraft type: wing span and length in ft, payload in lb, cruising speed in mph and "
               "range in miles?",
               "SELECT aircraft_code, wing_span AS wing_span_ft, length AS length_ft, pay_load AS payload_lb, "
               "cruising_speed AS cruise_mph, range_miles FROM aircraft ORDER BY 4 DESC")
    ir_conv(book, ac, "B747", "wing_span_ft", 0, "How wide is the 747, in metres?",
            lambda v, c: f"The 747's wing span is {v} feet, so {c} metres.", 0, M_PER_FT, 1, (FT_PER_M, 1.0, 0.9144),
            spoken_=False)
    ir_conv(book, ac, "B787", "cruise_mph", 1, "How fast does the 787 cruise, in kilometres?",
            lambda v, c: f"{v} miles an hour, which is {c} kilometres an hour.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.852, 1.0), words=True)
    ir_conv(book, ac, "E190", "range_miles", 2, "And the E190's range?",
            lambda v, c: f"The E190 is good for {v} miles, which is {c} kilometres.", 0, KM_PER_MI, 0,
            (MI_PER_KM, 1.852, 1.0), again=("Sorry, was that miles?", " miles"))
    ir_conv(book, ac, "A380", "payload_lb", 3, "What can the A380 lift, in metric?",
            lambda v, c: f"The A380's payload is {v} pounds. That's {c} kilos.", 0, KG_PER_LB, 0,
            (LB_PER_KG, 1.0, 0.1))
    ir_cmp(book, ac, "range_miles", "B777", "CRJ200", 0, "How big is the spread in range across the fleet?",
           "", unit=" miles", label=lambda x: {"B777": "the 777", "CRJ200": "the CRJ200"}[x], verb="has a range of",
           gu=" miles")

    ap = table("defog_atis", "Per airport: state and minimum connect time in minutes?",
               "SELECT airport_code, state_code, minimum_connect_time AS connect_min FROM airport ORDER BY 3 DESC, 1")
    ir_cmp(book, ap, "connect_min", "SEA", "ATL", 0, "Which airports are hardest to connect through?",
           "to connect", unit=" minutes", label=lambda x: {"SEA": "Seattle", "ATL": "Atlanta"}[x],
           verb="needs", gu=" minutes")
    ir_avg(book, ap, "connect_min", "SFO", 0, "Where does San Francisco sit?", " minutes", "airport",
           ad=1, label="SFO")

    fo = table("defog_atis", "Per origin airport: flights and average time elapsed in seconds?",
               "SELECT from_airport, count(*) AS flights, round(avg(time_elapsed), 0) AS avg_elapsed_s FROM flight "
               "GROUP BY 1 ORDER BY 2 DESC")
    ir_conv(book, fo, "LAX", "avg_elapsed_s", 0, "How long are the LAX departures, on average?",
            lambda v, c: f"They average {v} seconds, which is {c} hours.", 0, 1 / 3600, 2,
            (1 / 60, 1 / 1000, 1 / 86400),
            spoken_=False)
    ir_cmp(book, fo, "avg_elapsed_s", "LAX", "ORD", 2, "LAX against O'Hare on flight time?", "average time elapsed",
           unit=" seconds", label=lambda x: {"LAX": "LAX departures", "ORD": "O'Hare departures"}[x],
           verb="average", qty="as long")

    gs = table("defog_atis", "Ground transport from JFK: type and fare, cheapest first?",
               "SELECT transport_type, ground_fare FROM ground_service WHERE airport_code = 'JFK' ORDER BY 2, 1")
    ir_cmp(book, gs, "ground_fare", "Helicopter", "Bus", 0, "What's the range on getting into Manhattan?",
           "", cash=True, label=lambda x: f"the {x.lower()}", verb="costs")
    ir_empty(book, "defog_atis", "Which flights have more than three stops and connections combined?",
             "SELECT flight_id FROM flight WHERE stops + connections > 3",
             "Any itineraries with more than three stops and connections combined?",
             "We had none of those. Nothing in the schedule goes past three.",
             "We had thirteen of those in the schedule.")
    lr = table("defog_atis", "The aircraft with the longest range, heaviest first on ties: code and range?",
               "SELECT aircraft_code, range_miles FROM aircraft ORDER BY range_miles DESC, weight DESC LIMIT 1")
    lc = lr.order[0]
    ir_ident(book, lr, "Which type has the longest legs?", f"That's the {lc},", f"{lc}",
             f"{lc[0]}{int(lc[1:]) + 20}" if lc[1:].isdigit() else f"{lc}X",
             extra=[f"at {lr[lc]['range_miles']:,.0f} miles."])


# ---------------------------------------------------------------------------
# advising and academic
# ---------------------------------------------------------------------------


def campus(book):
    cr = table("defog_advising", "Per course: enrolled students, reviews and clarity score?",
               "SELECT name AS course, num_enrolled AS enrolled, num_reviews AS reviews, clarity_score FROM course "
               "ORDER BY 3 DESC, 1")
    ir_share(book, cr, "reviews", "Introduction to Computer Science", 1, "Which course gets the most feedback?",
             "all course reviews", label="intro computer science", other="Introduction to Physics",
             verb="drew")
    pw = table("defog_advising", "Per programme: core and elective courses and total workload?",
               "SELECT p.name AS program, count(*) FILTER (WHERE pc.category = 'Core') AS core_courses, "
               "count(*) AS courses, sum(pc.workload) AS workload FROM program p JOIN program_course pc "
               "ON pc.program_id = p.program_id GROUP BY 1 ORDER BY 4 DESC, 1")
    top = pw.order[0]
    ir_cmp(book, pw, "workload", top, pw.order[-1], 4, "How uneven is workload across programmes?", "workload",
           unit=" hours", verb="carries")
    ir_empty(book, "defog_advising", "Which courses have more than 50 students enrolled?",
             "SELECT name FROM course WHERE num_enrolled > 50", "Any courses with over fifty students?",
             "None at all. We had none of those, the biggest class is tiny.",
             "Yes, five courses have over fifty students.")
    ir_empty(book, "defog_advising", "Which students have a GPA of 3.9 or above?",
             "SELECT student_id FROM student WHERE total_gpa >= 3.9", "Any students at three point nine or better?",
             "Not one. Nobody is at three point nine or better.",
             "Yes, thirteen students are at three point nine or better.")

    py = table("defog_academic", "Per publication year: papers, citations, references and the most citations of one "
               "paper?",
               "SELECT year::text AS year, count(*) AS papers, sum(citation_num) AS citations, "
               "sum(reference_num) AS refs, max(citation_num) AS most_cited FROM publication GROUP BY 1 ORDER BY 1")
    ir_plain(book, py, "How did the research output look by year?", [
        A(Claim(f"{cap(say(py['2020']['papers']))} papers in 2020 and {say(py['2021']['papers'])} in 2021."),
          Claim(f"The 2021 papers cite {say(py['2021']['refs'])} references between them,",
                [words_twin("number_words_wrong_row", f"The 2021 papers cite {say(py['2020']['refs'] + 17)} "
                            f"references between them,", py["2021"]["refs"], py["2020"]["refs"] + 17)]),
          "and the 2020 ones just one."),
        Q("And citations?"),
        A(f"{cap(say(py['2020']['citations']))} for 2020, {say(py['2021']['citations'])} for 2021.")])
    ir_empty(book, "defog_academic", "Which papers were published before 2010?",
             "SELECT pid FROM publication WHERE year < 2010", "Anything in the archive from before 2010?",
             "We had none of those. Everything on file is recent.", "Yes, eighteen papers predate 2010.")


# ---------------------------------------------------------------------------
# Spider's small databases
# ---------------------------------------------------------------------------


def small(book):
    sd = table("spider_concert_singer", "Per stadium: capacity, highest and average attendance?",
               "SELECT name AS stadium, capacity, highest, average FROM stadium ORDER BY 3 DESC")
    ir_cmp(book, sd, "highest", "Stark's Park", "Somerset Park", 0, "Which venue has drawn the biggest crowd?",
           "for its record crowd", verb="drew")
    ir_share(book, sd, "average", "Somerset Park", 0, "How full is Somerset Park on a normal night?",
             "its seats", items="seats", rel="at Somerset Park are filled on an average night",
             tot=sd["Somerset Park"]["capacity"], label="the average crowd")
    ir_avg(book, sd, "capacity", "Hampden Park", 1, "Is Hampden an outlier on size?", " seats", "stadium",
           ad=0, label="Hampden")
    sg = table("spider_concert_singer", "Per singer country: singers and average age?",
               "SELECT country, count(*) AS singers, round(avg(age), 1) AS avg_age FROM singer GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    ir_plain(book, sg, "Where do the performers come from?", [
        A(Claim(f"{cap(say(sg['France']['singers']))} of our {say(int(sum(sg.col('singers'))))} singers are French,"),
          Claim(f"with an average age of {n(sg['France']['avg_age'], 1)}.",
                [off(sg, "off", f"with an average age of {sg['France']['avg_age'] * 1.5:.1f}.",
                     sg["France"]["avg_age"], sg["France"]["avg_age"] * 1.5, 1)]))])
    ir_empty(book, "spider_concert_singer", "Which concerts took place from 2016 to 2020?",
             "SELECT concert_name FROM concert WHERE year BETWEEN 2016 AND 2020", "Anything booked from 2016 on?",
             "We had none of those. Nothing on the books from then on.", "Yes, four concerts from 2016 on.")

    ss = table("spider_pets_1", "Per sex: students, average age and the youngest age?",
               "SELECT sex, count(*) AS students, round(avg(age), 1) AS avg_age, min(age) AS youngest FROM student "
               "GROUP BY 1 ORDER BY 2 DESC")
    ir_share(book, ss, "students", "F", 2, "What's the gender split of the student panel?", "the panel",
             label="women", verb="number")
    pt = table("spider_pets_1", "Per pet, heaviest first: type and weight in kg?",
               "SELECT petid::text AS pet_id, pettype, weight AS kg FROM pets ORDER BY weight DESC")
    ir_conv(book, pt, "2003", "kg", 0, "How heavy is the younger dog?",
            lambda v, c: f"Pet 2003 weighs {v} kilograms. In pounds, {c}.", 1, LB_PER_KG, 1, (KG_PER_LB, 1.0, 3.0),
            spoken_=False)
    ir_empty(book, "spider_pets_1", "Which pets are older than five?",
             "SELECT petid FROM pets WHERE pet_age > 5", "Any older pets on the register?",
             "No, none over five.", "Yes, sixteen pets are over five.")

    sh = table("spider_battle_death", "Per ship: men killed and injured in the incidents it caused?",
               "SELECT s.name AS ship, sum(d.killed) AS killed, sum(d.injured) AS injured FROM ship s JOIN death d "
               "ON d.caused_by_ship_id = s.id GROUP BY 1 ORDER BY 2 DESC, 1")
    ir_share(book, sh, "killed", "Lettice", 2, "Which ship accounts for most of the losses?", "the dead on record",
             label="the Lettice", verb="was responsible for", other="Mary", unit=" deaths")
    ir_cmp(book, sh, "killed", "Lettice", "Three Brothers", 2, "The Lettice against the Three Brothers?",
           "deaths", label=lambda x: f"the {x}", verb="caused")
    ir_empty(book, "spider_battle_death", "Which incidents killed thirty or more?",
             "SELECT id FROM death WHERE killed >= 30", "Any single incident with thirty or more killed?",
             "We had none of those. No single incident reached thirty.",
             "We had seven of those.")

    ep = table("spider_tvshow", "Per episode in air order: viewers in millions and share?",
               "SELECT episode, viewers_m::numeric AS viewers_m, share FROM tv_series ORDER BY id")
    ir_chg(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 1,
           "How did the audience hold up over the season?", "viewers", "for the premiere", "for the finale",
           tag="across the season", d=2, unit=" million", short="the audience")
    ir_chg(book, ep, "viewers_m", "Double Down", "Winterland", 0, "Was there any bounce mid-season?", "viewers",
           "for Double Down", "for Winterland", tag="week on week", d=2, unit=" million", short="viewers")
    ir_chg(book, ep, "viewers_m", "Friendly Skies", "Game Three", 3, "When did the audience start to slip?",
           "viewers", "for Friendly Skies", "for Game Three", tag="week on week", d=2, unit=" million",
           short="viewers")
    ir_cmp(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "Premiere against finale?",
           "", d=2, unit=" million", label=lambda x: {"A Love of a Lifetime": "the premiere",
                                                       "The Hanged Man": "the finale"}[x], verb="drew")
    tv_total = sum(ep.col("viewers_m"))
    tx, val, show = rd(tv_total * 1e6, 0)
    ir_plain(book, ep, "What did the season do in total?", [
        A(Claim(f"Across all {say(len(ep))} episodes, {n(tv_total, 2)} million viewers in all,",
                [off(ep, "off", f"Across all {say(len(ep))} episodes, {w(tv_total * 1.45, 2)} million viewers in all,",
                     tv_total, tv_total * 1.45, 2)]),
          "counting repeat viewers each week."),
        Q("In round numbers?"),
        A(Claim(f"{cap(callit(tv_total * 1e6, val, 0).format(tx))}.",
                [off_r(ep, "restated_contradicts", lambda x: f"{cap(callit(tv_total * 1e6, val, 0).format(x))}.",
                       tv_total * 1e6, (1.6, 0.55, 2.2), show)]))])
    cc = table("spider_tvshow", "Per channel country: cartoons aired?",
               "SELECT ch.country, count(*) AS cartoons FROM cartoon c JOIN tv_channel ch ON ch.id = c.channel "
               "GROUP BY 1 ORDER BY 2 DESC")
    ir_plain(book, cc, "Where do the cartoons air?", [
        A(f"{cap(say(cc['Italy']['cartoons']))} on Italian channels and {say(cc['United Kingdom']['cartoons'])} on "
          f"British ones.")])

    ca = table("spider_course_teach", "Per course: teachers arranged?",
               "SELECT c.course, count(ca.teacher_id) AS teachers FROM course c LEFT JOIN course_arrange ca "
               "ON ca.course_id = c.course_id GROUP BY c.course_id, 1 ORDER BY 2 DESC, 1")
    none_ = sum(1 for x in ca.order if ca[x]["teachers"] == 0)
    ir_plain(book, ca, "How many courses are still without a teacher?", [
        A(Claim(f"{cap(say(none_))} of the {say(len(ca))}.",
                [words_twin("off", f"{cap(say(none_ + 3))} of the {say(len(ca))}.", none_, none_ + 3)]),
          f"Math is the only one with {say(ca['Math']['teachers'])} teachers.")])
    ir_empty(book, "spider_course_teach", "Which course arrangements are above grade 7?",
             "SELECT course_id FROM course_arrange WHERE grade > 7", "Anything arranged above grade seven?",
             "We had none of those.", "We had eleven of those.")

    ac = table("spider_voter_1", "The states with ten or more area codes: area codes?",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 HAVING count(*) >= 10 "
               "ORDER BY 2 DESC, 1")
    ir_cmp(book, ac, "area_codes", "CA", "TX", 2, "California against Texas on area codes?", "area codes",
           label=lambda x: {"CA": "California", "TX": "Texas"}[x], verb="has")
    ir_share(book, ac, "area_codes", "FL", 1, "Where does Florida sit among the big states?",
             "the area codes in those states", label="Florida", verb="has", other="CA")
    ir_empty(book, "spider_voter_1", "Which votes came from Texas or Florida?",
             "SELECT vote_id FROM votes WHERE state IN ('TX', 'FL')", "Any votes out of Texas or Florida?",
             "We had none of those. Not a single vote from either state.",
             "Yes, twenty-six votes came from those two states.")

    tt = table("spider_cre_doc_template_mgt", "Per template type: templates and average version number?",
               "SELECT t.template_type_code AS type, count(*) AS templates, round(avg(t.version_number), 2) AS "
               "avg_version FROM templates t GROUP BY 1 ORDER BY 2 DESC, 1")
    ir_share(book, tt, "templates", "BK", 1, "What's the template mix?", "the templates", label="book templates",
             verb="make up")
    dm = table("spider_cre_doc_template_mgt", "The document with the highest id: id and name?",
               "SELECT document_id, document_name FROM documents ORDER BY document_id DESC LIMIT 1")
    did = dm.order[0]
    ir_ident(book, dm, "What's the most recent document id?", f"Document {did}, {dm[did]['document_name']}.",
             f"Document {did}", f"Document {int(did) + 1180}")


def main():
    sections = (northwind, chinook, heroes, cars, geography, atis, campus, small)
    return run_set(Book46(), sections, "forty-seventh set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
