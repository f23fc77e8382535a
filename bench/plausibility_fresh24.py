#!/usr/bin/env python3
"""
plausibility_fresh24.py — a twenty-fifth labelled set for check_answer,
written held out, development since its misses were read: answers the way a voice assistant or a spoken-word narrator says
figures (a "read it aloud" data summary, a podcast segment, a phone-call
briefing), over queries of its own on the databases the other sets use
least: Spider's voter_1 (area codes per state), tvshow (episodes' viewers,
ratings and shares by air month), concert_singer (stadiums' capacity and
attendance), battle_death (killed and injured per battle), pets_1
(students per major, their ages) and cre_doc_template_mgt (templates,
documents and versions per template type), defog-dev's advising (courses'
reviews and enrolments, programmes' credits against their requirement),
chinook (running time and file size per media type, the longest albums,
revenue per billing city, per month of 2023 and per year), northwind (days
to ship per shipper, territories per region, the best-selling products,
orders and freight per year) and BIRD's
superhero (height and weight per race, heroes per eye colour), all loaded
by bench/plausibility.sh.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction, and shown away from the edge of its
rounding: a figure said in words is rounded the way people speak ("two and
a half thousand", "forty-two", "six and a half", "nine point two million")
only when the round figure lies within 1.5% of the true one and well inside
half a step of it, with a hedge that says on which side the true value lies
("about" when within 0.3%, "just under" and "nearly" when the figure said is
above it, "just over" and "a little over" when below). The writing is the
spoken summary the other sets lack: short sentences, no Markdown, no
tables; most figures in words ("about two and a half thousand dollars",
"roughly forty-two percent", "a little over six hours"); shares as
fractions ("just under a third", "about a quarter"); comparisons as
multiples ("nearly three times as many", "about one and a half times") and
as "X more than Y"; changes between periods ("up about a fifth", "down
roughly thirty percent"); per-unit figures ("works out to about eleven
dollars an order"); conversions said aloud ("about ninety minutes, an hour
and a half", "roughly six feet"); and a few digits where speech keeps them
(years, codes, identifiers). Shapes, as in bench/plausibility_fresh4.py
(whose helpers this set reuses, with fresh7's and fresh10's):
  comparison  multiples in words, "X more than Y", percent more and less,
              one row as a fraction of another
  change      changes between periods in percent, in words and absolute
  per_unit    totals over counts ("works out to ... an order"), weighted
              averages of group averages, one row's share, the top rows'
              share, shares as fractions
  conversion  milliseconds as minutes and hours, days as weeks and years,
              centimetres as feet, kilograms as pounds, bytes as megabytes,
              minutes as hours, millions of viewers as a head count
  zero_ident  zero for an empty result, digits inside identifiers and codes
  plain       cells and counts in words, totals, ranks
Each wrong twin changes ONE claim of a grounded answer: the neighbouring
row's value, a real value in the wrong role (the plain mean of group
averages called the weighted one, a share of the wrong total or its
complement, a percent change over the wrong base), a false bound or
fraction in words, number words given to the wrong row, a count over an
empty result, a conversion by the wrong factor, a changed identifier, or a
figure off by more than the rounding said. A twin is kept only when its
figure, as said, is far from the true value (fresh4's rules, as for an
approximate figure) and, unless it is a real value in the wrong role, far
from every cell, aggregate, pairwise difference, ratio and share of the
result too.

Only aggregates are printed.
"""
import sys

from plausibility_fresh4 import SMALL, Claim, pick, say, wrong
from plausibility_fresh7 import num, words_twin
from plausibility_fresh10 import Book10, cap, empty, ident, nbr_of, run_set, table

LB_PER_KG = 2.20462262
FT_PER_CM = 1 / 30.48

# ---------------------------------------------------------------------------
# figures said aloud
# ---------------------------------------------------------------------------


def words(i):
    """A non-negative integer in words, as a voice assistant reads it ("two thousand four hundred twelve")."""
    i = int(round(i))
    if i < 100:
        return say(i)
    if i < 1000:
        h, r = divmod(i, 100)
        return say(h) + " hundred" + (" " + say(r) if r else "")
    if i < 1_000_000:
        t, r = divmod(i, 1000)
        return words(t) + " thousand" + (" " + words(r) if r else "")
    m, r = divmod(i, 1_000_000)
    return words(m) + " million" + (" " + words(r) if r else "")


def point(x, d):
    """x with d decimals read out: "nine point two", "zero point four five"."""
    t = f"{x:.{d}f}"
    i, f = t.split(".")
    return words(int(i)) + " point " + " ".join(SMALL[int(c)] for c in f)


def half(s, tail=""):
    """A figure ending in a half: "two and a half" + tail."""
    return f"{words(int(s))} and a half{tail}" if int(s) else f"half{tail}"


def _cands(v, whole=False):
    """Round figures a speaker might say for v > 0, coarsest first: (value, text, step, decimals);
    whole: none finer than a unit (money of a hundred dollars or more)."""
    out = []
    for big, name in ((1e9, " billion"), (1e6, " million"), (1e3, " thousand")):
        if v >= big:
            m = v / big
            for st, d in ((1, 0), (0.5, 1), (0.1, 1), (0.01, 2)):
                s = round(m / st) * st
                if st == 0.5 and (abs(s % 1 - 0.5) > 1e-9 or m >= 20):
                    continue
                if big == 1e3 and st < 1:
                    txt = words(round(s * 1000))
                else:
                    txt = (words(s) if st == 1 else half(s) if st == 0.5 else point(s, d)) + name
                out.append((round(s * big), txt, st * big, 0))
            if big == 1e3:
                out.append((round(v), words(round(v)), 1, 0))
            return out
    steps = ((100, 0), (50, 0), (10, 0), (1, 0), (0.5, 1), (0.1, 1), (0.01, 2)) if v >= 100 else \
        ((1, 0), (0.5, 1), (0.1, 1), (0.01, 2)) if v >= 1 else ((0.1, 1), (0.01, 2), (0.001, 3))
    for st, d in steps:
        if whole and st < 1:
            continue
        s = round(v / st) * st
        if st == 0.5 and abs(s % 1 - 0.5) > 1e-9:
            continue
        if s == 0:
            continue
        txt = words(s) if st >= 1 else half(s) if st == 0.5 else point(s, d)
        out.append((round(s, d), txt, st, d))
    return out


def fits(g, a, st, tol):
    """A round figure g away from a, in steps of st, is said with a hedge: within tol of a and well
    inside half a step of it (or, for a gap of under 0.15%, inside 0.42 of a step)."""
    return g / a <= tol and (g <= 0.3 * st or (g / a <= 0.0015 and g <= 0.42 * st))


def speak(v, k=0, exact=False, tol=0.015, whole=False):
    """(text, value said, decimals): v said the way people speak it, with a hedge on the side the
    true value lies; exact: an integer said in full, no hedge. None when whole and no figure fits."""
    a = abs(v)
    if exact or (float(a).is_integer() and a < 100):
        return words(a), a, 0
    for s, txt, st, d in _cands(a, whole):
        g = abs(s - a)
        if g < 1e-9:
            return txt, s, d
        if fits(g, a, st, tol):
            if g / a <= 0.003:
                h = pick(["about", "roughly", "around", "about"], k)
            elif s > a:
                h = pick(["just under", "nearly", "a little under", "almost"], k)
            else:
                h = pick(["just over", "a little over", "a bit over", "just over"], k)
            return f"{h} {txt}", s, d
    if whole:
        return None
    s, txt, st, d = _cands(a)[-1]
    return f"about {txt}", s, d


def said(v, k=0):
    """A wrong figure said alike (no care for edges): (text, value said, decimals)."""
    a = abs(v)
    c = _cands(a)
    for s, txt, st, d in c:
        if abs(s - a) / a <= 0.04:
            return f"{pick(['about', 'roughly', 'around', 'about'], k)} {txt}", s, d
    s, txt, st, d = c[-1]
    return f"about {txt}", s, d


def cents(x):
    dl, c = int(x), round((x - int(x)) * 100)
    return f"{words(dl)} dollars" + (f" and {words(c)} cents" if c else "")


def dollars(v, k=0):
    """Money said aloud: "about two and a half thousand dollars", "eleven dollars and forty-two cents"."""
    a = abs(v)
    if a >= 100:
        got = speak(a, k, whole=True)
        if got:
            return got[0] + " dollars", got[1], got[2]
    else:
        t, s, d = speak(a, k, tol=0.012)
        if d == 0 and "point" not in t and "half" not in t:
            return t + " dollars", s, d
    ct, cd = num(a, 2, cash=True)
    if cd == 2:
        x = float(ct.replace(",", ""))
        return cents(x), x, 2
    s = round(a, 1)
    h = pick(["just under", "nearly"], k) if s > a else pick(["just over", "a little over"], k)
    return f"{h} {cents(s)}", s, 1


def wdollars(v, k=0):
    a = abs(v)
    if a < 100:
        x = round(a, 2)
        return cents(x), x, 2
    t, s, d = said(a, k)
    return t + " dollars", s, d


def pct_say(p, k=0):
    t, s, d = speak(p, k)
    return t + " percent", s, d


def wpct(p, k=0):
    t, s, d = said(p, k)
    return t + " percent", s, d


FRACS = [(1 / 2, "half"), (1 / 3, "a third"), (1 / 4, "a quarter"), (2 / 3, "two thirds"), (3 / 4, "three quarters"),
         (1 / 5, "a fifth"), (2 / 5, "two fifths"), (3 / 5, "three fifths"), (1 / 10, "a tenth"), (4 / 5, "four fifths"),
         (1 / 6, "a sixth"), (1 / 8, "an eighth")]


def frac_say(s, k=0):
    """A share as a spoken fraction, true of s ("just under a third"), and a clearly false one; or (None, None)."""
    best = min(FRACS, key=lambda f: abs(f[0] - s))
    f, wd = best
    if abs(f - s) > 0.02 or abs(f - s) / f > 0.08:
        return None, None
    if abs(f - s) <= 0.004:
        h = pick(["about", "roughly", "close to"], k)
    elif s < f:
        h = pick(["just under", "nearly", "a little under", "almost"], k)
    else:
        h = pick(["just over", "a little over", "a bit more than"], k)
    bad = min((x for x in FRACS if abs(x[0] - s) >= 0.12), key=lambda x: abs(x[0] - s))
    return f"{h} {wd}", f"about {bad[1]}"


def times_say(r, k=0):
    """A multiple said aloud ("nearly three times", "about twice", "one point four times"): (text, said, d)."""
    for st in (1, 0.5):
        s = round(r / st) * st
        if s < 2 and st == 1:
            continue
        g = abs(s - r)
        if g / r <= 0.03 and g <= 0.3 * st:
            base = "twice" if s == 2 else (half(s, " times") if st == 0.5 and s % 1 else f"{words(s)} times")
            if g / r <= 0.004:
                h = pick(["about", "roughly", "around"], k)
            elif s > r:
                h = pick(["nearly", "just under", "almost"], k)
            else:
                h = pick(["a little over", "just over", "a bit more than"], k)
            return f"{h} {base}", s, 1
    t, s, d = speak(r, k)
    return t + " times", s, max(d, 1)


def wtimes(r, k=0):
    s = round(r * 2) / 2
    if abs(s - r) / r <= 0.05:
        base = "twice" if s == 2 else (half(s, " times") if s % 1 else f"{words(s)} times")
        return f"about {base}", s, 1
    return f"about {point(r, 1)} times", round(r, 1), 1


def twin(t, role, fmt, true, vals, sayer, real=False, k=0):
    """A wrong version of a claim, its figure said by sayer: the first value whose figure, as said, is far
    from the true one and, unless it is a real value in the wrong role, from everything the result holds."""
    clear = None if real else list(t.pool)
    for v in vals:
        if v is None or v <= 0:
            continue
        txt, s, d = sayer(v, k)
        if d == 0 and s < 10:
            d = 1
        got = wrong(role, fmt(txt), true, s, d, approx=True, clear=clear)
        if got:
            return got
    return None


def spread(x, fs=(1.55, 0.6, 1.9, 0.45, 2.4, 0.35, 2.9)):
    return [x * f for f in fs]


def units(v, one, many=None):
    return one if v == 1 else (many or one + "s")


# ---------------------------------------------------------------------------
# shapes, said aloud
# ---------------------------------------------------------------------------


def sayers(cash, unit, k):
    """(S, W): a true figure said, a wrong one said alike, each as (text, value said, decimals)."""
    if cash:
        return (lambda v, kk=k: dollars(v, kk)), (lambda v, kk=k: wdollars(v, kk))
    add = lambda r: (r[0] + unit, r[1], r[2])
    return (lambda v, kk=k: add(speak(v, kk))), (lambda v, kk=k: add(said(v, kk)))


def sp_cmp(book, t, col, a, b, k, noun, cash=False, unit="", label=None, pre="", pl=False, has=None,
           more="as many"):
    """Two named rows, the larger first, in five spoken forms. pl: the labels are plural; has(name, figure):
    the clause that gives a row its figure; more: what a multiple is of ("as many", "as long")."""
    if t[a][col] < t[b][col]:
        a, b = b, a
    va, vb = t[a][col], t[b][col]
    A, B = (label(a), label(b)) if label else (a, b)
    V = lambda one, many: many if pl else one
    has = has or (lambda nm, x: f"{cap(nm)} {V('has', 'have')} {x} {noun}")
    S, W = sayers(cash, unit, k)
    diff, r = va - vb, va / vb
    nb = nbr_of(t, b, avoid=(a,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col])[0] == S(vb)[0]:
            return None
        return twin(t, "neighbour_row", fmt, vb, [t[nb][col]], W, real=True, k=k)

    form = k % 5
    fr, frbad = frac_say(vb / va, k)
    if form == 4 and not fr:
        form = 0
    if form == 0:
        claims = [Claim(has(A, S(va)[0]) + "."),
                  Claim(has(B, S(vb)[0]) + ".", [nbr(lambda x: has(B, x) + ".")]),
                  Claim(f"That's {times_say(r, k)[0]} {more}.",
                        [twin(t, "off", lambda x: f"That's {x} {more}.", r, [r * 1.5 + 0.3, r * 1.9 + 0.5, r * 0.55],
                              wtimes, k=k)])]
    elif form == 1:
        claims = [Claim(f"{cap(A)} {V('comes', 'come')} in at {S(va)[0]}, and {B} at {S(vb)[0]}.",
                        [nbr(lambda x: f"{cap(A)} {V('comes', 'come')} in at {S(va)[0]}, and {B} at {x}.")]),
                  Claim(f"That's {S(diff)[0]} more for {A}.",
                        [twin(t, "off", lambda x: f"That's {x} more for {A}.", diff, spread(diff), W, k=k)])]
    elif form == 2:
        p = 100 * diff / vb
        claims = [Claim(f"On {noun}, {A} {V('is', 'are')} ahead of {B} by {pct_say(p, k)[0]}.",
                        [twin(t, "wrong_base", lambda x: f"On {noun}, {A} {V('is', 'are')} ahead of {B} by {x}.", p,
                              [100 * diff / va], wpct, real=True, k=k)]),
                  Claim(f"That's {S(va)[0]} against {S(vb)[0]}.")]
    elif form == 3:
        p = 100 * diff / va
        wb = 100 * diff / vb
        claims = [Claim(f"{cap(B)} {V('sits', 'sit')} at {S(vb)[0]}.",
                        [nbr(lambda x: f"{cap(B)} {V('sits', 'sit')} at {x}.")]),
                  Claim(f"That's {pct_say(p, k)[0]} below {A}, at {S(va)[0]}.",
                        [twin(t, "wrong_base", lambda x: f"That's {x} below {A}, at {S(va)[0]}.", p,
                              [wb], wpct, real=True, k=k) if wb < 100 else None])]
    else:
        claims = [Claim(f"{cap(B)} {V('has', 'have')} {fr} of what {A} {V('has', 'have')} on {noun}.",
                        [("false_bound", f"{cap(B)} {V('has', 'have')} {frbad} of what {A} {V('has', 'have')} on "
                                         f"{noun}.")]),
                  Claim(f"That's {S(vb)[0]} next to {S(va)[0]}.", [nbr(lambda x: f"That's {x} next to {S(va)[0]}.")])]
    book.case(t.db, t.rid, "comparison", claims, pre=pre)


def sp_chg(book, t, col, p1, p2, k, noun, cash=False, unit="", l1=None, l2=None, pre=""):
    """From one row (a period) to another, in four spoken forms."""
    l1, l2 = l1 or p1, l2 or p2
    v1, v2 = t[p1][col], t[p2][col]
    S, W = sayers(cash, unit, k)
    diff = v2 - v1
    up = diff > 0
    p = abs(100 * diff / v1)
    wb = abs(100 * diff / v2)
    nb = nbr_of(t, p1, avoid=(p2,))

    def nbr(fmt):
        if not nb or not isinstance(t[nb][col], float) or S(t[nb][col])[0] == S(v1)[0]:
            return None
        return twin(t, "neighbour_row", fmt, v1, [t[nb][col]], W, real=True, k=k)

    def base(fmt):
        return twin(t, "wrong_base", fmt, p, [wb], wpct, real=True, k=k) if wb < 100 else None

    way = "up" if up else "down"
    form = k % 4
    if form == 0:
        claims = [Claim(f"In {l1}, {noun} came to {S(v1)[0]}.", [nbr(lambda x: f"In {l1}, {noun} came to {x}.")]),
                  Claim(f"In {l2}, it was {S(v2)[0]}."),
                  Claim(f"That's {way} {pct_say(p, k)[0]}.", [base(lambda x: f"That's {way} {x}.")])]
    elif form == 1:
        claims = [Claim(f"{cap(noun)} went from {S(v1)[0]} in {l1} to {S(v2)[0]} in {l2}.",
                        [nbr(lambda x: f"{cap(noun)} went from {x} in {l1} to {S(v2)[0]} in {l2}.")]),
                  Claim(f"That's a {'rise' if up else 'drop'} of {S(abs(diff))[0]}.",
                        [twin(t, "off", lambda x: f"That's a {'rise' if up else 'drop'} of {x}.", abs(diff),
                              spread(abs(diff)), W, k=k)])]
    elif form == 2:
        fw, fbad = frac_say(p / 100, k)
        if fw and p < 100:
            claims = [Claim(f"{cap(noun)} {'grew' if up else 'fell'} by {fw} from {l1} to {l2}.",
                            [("false_bound", f"{cap(noun)} {'grew' if up else 'fell'} by {fbad} from {l1} to {l2}.")]),
                      Claim(f"That's {S(v1)[0]}, then {S(v2)[0]}.", [nbr(lambda x: f"That's {x}, then {S(v2)[0]}.")])]
        else:
            claims = [Claim(f"{cap(noun)} {'grew' if up else 'fell'} by {pct_say(p, k)[0]} from {l1} to {l2}.",
                            [base(lambda x: f"{cap(noun)} {'grew' if up else 'fell'} by {x} from {l1} to {l2}.")]),
                      Claim(f"That's {S(v1)[0]}, then {S(v2)[0]}.", [nbr(lambda x: f"That's {x}, then {S(v2)[0]}.")])]
    else:
        claims = [Claim(f"Compared with {l1}, {noun} in {l2} is {way} {pct_say(p, k)[0]},",
                        [base(lambda x: f"Compared with {l1}, {noun} in {l2} is {way} {x},")]),
                  Claim(f"{'a gain' if up else 'a loss'} of {S(abs(diff))[0]}.",
                        [twin(t, "off", lambda x: f"{'a gain' if up else 'a loss'} of {x}.", abs(diff),
                              spread(abs(diff), (0.5, 1.7, 2.2, 0.4, 2.8)), W, k=k)])]
    book.case(t.db, t.rid, "change", claims, pre=pre)


def sp_rate(book, t, tot_col, cnt_col, key, k, per, what, cash=False, unit="", label=None, pre="", many=None,
            tunit=""):
    """A total over a count for one row: "works out to about eleven dollars an order"."""
    tot, cnt = t[key][tot_col], t[key][cnt_col]
    r = tot / cnt
    S, W = sayers(cash, unit, k)
    St = sayers(cash, "", k)[0]
    name = label or key
    nb = nbr_of(t, key)
    rn = t[nb][tot_col] / t[nb][cnt_col] if nb and t[nb][cnt_col] else None
    pl = many or per + "s"
    form = k % 3
    if form == 0:
        lead = Claim(f"{cap(name)} had {St(tot)[0]}{tunit} {what} across {speak(cnt, exact=True)[0]} {pl}.")
        fmt = lambda x: f"That works out to {x} {'an' if per[0] in 'aeio' else 'a'} {per}."
    elif form == 1:
        lead = Claim(f"{cap(name)}: {speak(cnt, exact=True)[0]} {pl}, {St(tot)[0]}{tunit} {what} in all.")
        fmt = lambda x: f"Per {per}, that's {x}."
    else:
        lead = None
        fmt = lambda x: f"Spread over its {speak(cnt, exact=True)[0]} {pl}, {name} comes to {x} {what} each."
    tws = [twin(t, "off", fmt, r, spread(r), W, k=k)]
    if rn is not None and S(rn)[0] != S(r)[0]:
        tws.insert(0, twin(t, "neighbour_row", fmt, r, [rn], W, real=True, k=k))
    claims = ([lead] if lead else []) + [Claim(fmt(S(r)[0]), tws)]
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def sp_share(book, t, col, key, k, whole, other=None, label=None, cash=False, unit="", pre="", verb="accounts for"):
    """One row's share of the column total, in percent and as a fraction."""
    v = t[key][col]
    tot = sum(t.col(col))
    s = v / tot
    name = label or key
    fw, fbad = frac_say(s, k)
    S = sayers(cash, unit, k)[0]
    fmt = lambda x: f"{cap(name)} {verb} {x} of {whole}."
    tws = [twin(t, "complement", fmt, 100 * s, [100 - 100 * s], wpct, real=True, k=k)]
    if other:
        tws.append(twin(t, "wrong_total", fmt, 100 * s, [100 * v / (v + t[other][col])], wpct, real=True, k=k))
    claims = [Claim(fmt(pct_say(100 * s, k)[0]), tws)]
    if fw and k % 2 == 0:
        claims.append(Claim(f"Put another way, that's {fw}.", [("false_bound", f"Put another way, that's {fbad}.")]))
    else:
        claims.append(Claim(f"That's {S(v)[0]} out of {S(tot)[0]}."))
    book.case(t.db, t.rid, "per_unit", claims, pre=pre)


def sp_top(book, t, col, m, k, noun, label=None):
    """The top m rows together and their share."""
    order = sorted(t.order, key=lambda x: (-t[x][col], x))[:m]
    L = label or (lambda x: x)
    sm = sum(t[x][col] for x in order)
    tot = sum(t.col(col))
    sh = 100 * sm / tot
    names = ", ".join(L(x) for x in order[:-1]) + " and " + L(order[-1])
    fw, fbad = frac_say(sh / 100, k)
    claims = [Claim(f"The top {say(m)}, {names}, hold {speak(sm, k)[0]} {noun} between them.",
                    [twin(t, "off", lambda x: f"The top {say(m)}, {names}, hold {x} {noun} between them.", sm,
                          spread(sm, (1.4, 0.65, 1.8, 0.5)), said, k=k)]),
              Claim(f"That's {pct_say(sh, k)[0]} of the total.",
                    [twin(t, "complement", lambda x: f"That's {x} of the total.", sh, [100 - sh], wpct, real=True, k=k)])]
    if fw:
        claims.append(Claim(f"Call it {fw}.", [("false_bound", f"Call it {fbad}.")]))
    book.case(t.db, t.rid, "per_unit", claims)


def sp_blend(book, t, avg_col, n_col, k, noun, per, unit="", keys=None):
    """The weighted average of group averages; twin: the plain mean."""
    keys = keys or t.order
    avgs = [t[x][avg_col] for x in keys]
    ns = [t[x][n_col] for x in keys]
    wa = sum(a * m for a, m in zip(avgs, ns)) / sum(ns)
    plain = sum(avgs) / len(avgs)
    fmt = lambda x: f"Across all {speak(sum(ns), exact=True)[0]} {per}, the average {noun} is {x}{unit}."
    book.case(t.db, t.rid, "per_unit", [
        Claim(fmt(speak(wa, k)[0]), [twin(t, "plain_as_weighted", fmt, wa, [plain], said, real=True, k=k)]),
        Claim("That counts each group by its size."),
    ])


def sp_conv(book, t, key, col, k, fmt, factor, bads, src=None, after=(), pre=""):
    """A value and its conversion said aloud; twin: the first wrong factor whose figure is far enough."""
    v = t[key][col]
    c = v * factor
    vt = src(v) if src else speak(v, k)[0]
    good = fmt(vt, speak(c, k)[0])
    tw = twin(t, "wrong_factor", lambda x: fmt(vt, x), c, [v * f for f in bads], said, k=k)
    book.case(t.db, t.rid, "conversion", [Claim(good, [tw])] + list(after), pre=pre)


def sp_rank(book, t, col, k, noun, unit="", label=None, cash=False):
    """The first and second rows of the column's order; twin: the third's value for the second."""
    order = sorted(t.order, key=lambda x: (-t[x][col], x))
    a, b, c = order[:3]
    L = label or (lambda x: x)
    S, W = sayers(cash, unit, k)
    fmt = lambda x: f"In second place is {L(b)}, with {x}."
    tw = twin(t, "neighbour_row", fmt, t[b][col], [t[c][col]], W, real=True, k=k) if S(t[c][col])[0] != S(t[b][col])[0] \
        else None
    book.case(t.db, t.rid, "plain", [Claim(f"Top of the list on {noun} is {L(a)}, at {S(t[a][col])[0]}."),
                                     Claim(fmt(S(t[b][col])[0]), [tw])], derived=False)


def sp_total(book, t, col, k, noun, what, cash=False, unit="", after=()):
    """The column's total and the row count, said aloud; twin: the total off."""
    tot = sum(t.col(col))
    S, W = sayers(cash, unit, k)
    fmt = lambda x: f"Altogether, the {speak(len(t), exact=True)[0]} {noun} add up to {x} {what}."
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(tot)[0]), [twin(t, "off", fmt, tot, spread(tot, (1.4, 0.65, 1.8)),
                                                                  W, k=k)])] + list(after), derived=False)


def sp_cell(book, t, col, key, k, fmt, unit="", after=(), exact=False):
    """One cell said aloud; twins: the neighbouring row's value, one far off."""
    v = t[key][col]
    S = lambda x: (lambda r: (r[0] + unit, r[1], r[2]))(speak(x, k, exact=exact))
    W = lambda x, kk=k: (lambda r: (r[0] + unit, r[1], r[2]))(said(x, kk))
    nb = nbr_of(t, key)
    tws = []
    if nb and isinstance(t[nb][col], float) and S(t[nb][col])[0] != S(v)[0]:
        tws.append(twin(t, "neighbour_row", fmt, v, [t[nb][col]], W, real=True, k=k))
    tws.append(twin(t, "off", fmt, v, spread(v, (1.45, 0.6, 1.85)), W, k=k))
    book.case(t.db, t.rid, "plain", [Claim(fmt(S(v)[0]), tws)] + list(after), derived=False)


# ---------------------------------------------------------------------------
# chinook: media types, long albums, billing cities, months of 2023
# ---------------------------------------------------------------------------

MS_BADS_MIN = (1 / 1000, 1 / 3.6e6, 1 / 6000, 1 / 600000, 1 / 30000, 1 / 100000, 1 / 10000, 1 / 3600, 1 / 600,
               1 / 100, 1 / 6e6)
MS_BADS_H = (1 / 60000, 1 / 1000, 1 / 3.6e5, 1 / 3.6e7, 1 / 1e6, 1 / 6e5, 1 / 3.6e8, 1 / 1e5, 1 / 6e6)
MB_BADS = (1e-3, 1e-9, 1e-5, 1e-7, 1e-4, 1e-8, 1e-2, 1e-10)
FT_BADS = (1 / 2.54, 1 / 100, 1 / 12, 1 / 3.28, 1 / 10, 1 / 39.37, 1 / 1000, 1 / 3.6, 0.3048, 1 / 300)
LB_BADS = (1 / LB_PER_KG, 0.6, 1.5, 3.5, 4.4, 1.1, 10, 0.1, 1000)
WEEK_BADS = (1 / 30, 1 / 3, 1 / 5, 1 / 24, 1 / 14, 1 / 2, 1 / 60, 1 / 365, 1 / 12, 1 / 4)


def chinook(book):
    mt = table("chinook", "Per media type: tracks, total and average running time in ms, average size in bytes?",
               "SELECT m.name AS media_type, count(*) AS tracks, sum(t.milliseconds) AS total_ms, "
               "round(avg(t.milliseconds)) AS avg_ms, round(avg(t.bytes)) AS avg_bytes FROM track t "
               "JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY 1 ORDER BY 2 DESC")
    lab = lambda x: {"MPEG audio file": "MPEG audio", "Protected AAC audio file": "protected AAC audio",
                     "Protected MPEG-4 video file": "protected video", "AAC audio file": "plain AAC audio",
                     "Purchased AAC audio file": "purchased AAC audio"}[x]
    sp_cmp(book, mt, "tracks", "MPEG audio file", "Protected AAC audio file", 0, "tracks", label=lab)
    sp_cmp(book, mt, "avg_ms", "Protected MPEG-4 video file", "MPEG audio file", 0, "average running time",
           label=lab, unit=" milliseconds", pre="Here's the length comparison.", more="as long",
           has=lambda nm, x: f"{cap(nm)} tracks average {x}")
    sp_cmp(book, mt, "total_ms", "MPEG audio file", "Protected MPEG-4 video file", 2, "total running time", label=lab,
           unit=" milliseconds")
    sp_share(book, mt, "tracks", "MPEG audio file", 0, "all tracks", other="Protected AAC audio file",
             label="MPEG audio")
    sp_share(book, mt, "total_ms", "Protected MPEG-4 video file", 1, "all the running time in the store",
             other="MPEG audio file", label="Video")
    sp_rate(book, mt, "total_ms", "tracks", "AAC audio file", 0, "track", "milliseconds of audio",
            label="plain AAC audio", unit=" milliseconds")
    sp_conv(book, mt, "AAC audio file", "avg_ms", 2,
            lambda v, c: f"Plain AAC tracks average {v} milliseconds, or {c} minutes apiece.", 1 / 60000,
            MS_BADS_MIN + (1 / 10000, 1 / 3600))
    sp_conv(book, mt, "MPEG audio file", "avg_ms", 0,
            lambda v, c: f"An average MPEG audio track runs {v} milliseconds. That's {c} minutes.", 1 / 60000,
            MS_BADS_MIN)
    sp_conv(book, mt, "Protected MPEG-4 video file", "avg_ms", 1,
            lambda v, c: f"The video files are longer. Each one averages {c} minutes,", 1 / 60000, MS_BADS_MIN,
            after=[Claim("which is about the length of a TV episode.")])
    sp_conv(book, mt, "Protected MPEG-4 video file", "total_ms", 2,
            lambda v, c: f"All the protected video together runs {c} hours.", 1 / 3.6e6, MS_BADS_H)
    sp_conv(book, mt, "MPEG audio file", "avg_bytes", 3,
            lambda v, c: f"A typical MPEG audio file takes up {c} megabytes.", 1e-6,
            MB_BADS)
    sp_conv(book, mt, "Protected MPEG-4 video file", "avg_bytes", 1,
            lambda v, c: f"The video files average {c} megabytes apiece.", 1e-6, MB_BADS)

    al = table("chinook", "The eight albums with the most running time: tracks and total milliseconds?",
               "SELECT a.title AS album, count(*) AS tracks, sum(t.milliseconds) AS total_ms FROM track t "
               "JOIN album a ON a.album_id = t.album_id GROUP BY 1 ORDER BY 3 DESC LIMIT 8")
    sp_conv(book, al, "Lost, Season 3", "total_ms", 0,
            lambda v, c: f"The longest album is Lost, Season 3. It runs {c} hours end to end.", 1 / 3.6e6, MS_BADS_H)
    sp_conv(book, al, "The Office, Season 3", "total_ms", 1,
            lambda v, c: f"The Office, Season 3 comes in at {c} minutes", 1 / 60000, MS_BADS_MIN,
            after=[Claim("across twenty-five episodes.")])
    sp_rate(book, al, "total_ms", "tracks", "Heroes, Season 1", 1, "episode", "milliseconds", unit=" milliseconds")
    sp_conv(book, al, "Heroes, Season 1", "total_ms", 3,
            lambda v, c: f"Heroes, Season 1 runs {c} hours, start to finish.", 1 / 3.6e6, MS_BADS_H)
    al_min = {r["_key"]: r["total_ms"] / 60000 for r in al.rows}
    sp_cmp(book, al, "tracks", "Lost, Season 3", "LOST, Season 4", 0, "episodes",
           label=lambda x: {"Lost, Season 3": "season three of Lost", "LOST, Season 4": "season four"}[x])
    sp_rank(book, al, "total_ms", 0, "running time", unit=" milliseconds")
    g = al_min["Lost, Season 3"] / al["Lost, Season 3"]["tracks"]
    book.case(al.db, al.rid, "conversion", [
        Claim(f"Lost, Season 3 has twenty-six episodes."),
        Claim(f"Each one averages {speak(g, 1)[0]} minutes.",
              [twin(al, "wrong_factor", lambda x: f"Each one averages {x} minutes.", g,
                    [g * 60, g / 60 * 100, g * 1.66], said)]),
    ])

    ci = table("chinook", "The eight billing cities with the most revenue: invoices and revenue?",
               "SELECT billing_city AS city, count(*) AS invoices, sum(total) AS revenue FROM invoice "
               "GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 8")
    sp_cmp(book, ci, "revenue", "Prague", "Fort Worth", 1, "revenue", cash=True)
    sp_cmp(book, ci, "revenue", "Prague", "Santiago", 3, "revenue", cash=True)
    sp_rate(book, ci, "revenue", "invoices", "Prague", 0, "invoice", "in sales", cash=True)
    sp_rate(book, ci, "revenue", "invoices", "Santiago", 1, "invoice", "in sales", cash=True)
    sp_top(book, ci, "revenue", 3, 0, "dollars")
    sp_total(book, ci, "revenue", 1, "cities", "in sales", cash=True)

    mo = table("chinook", "Per month of 2023: invoices and revenue?",
               "SELECT to_char(invoice_date, 'YYYY-MM') AS month, count(*) AS invoices, sum(total) AS revenue "
               "FROM invoice WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 1")
    sp_chg(book, mo, "revenue", "2023-03", "2023-04", 0, "revenue", cash=True, l1="March", l2="April")
    sp_chg(book, mo, "revenue", "2023-10", "2023-11", 1, "revenue", cash=True, l1="October", l2="November")
    sp_chg(book, mo, "revenue", "2023-04", "2023-05", 3, "revenue", cash=True, l1="April", l2="May")
    sp_chg(book, mo, "revenue", "2023-05", "2023-06", 2, "revenue", cash=True, l1="May", l2="June")
    sp_rate(book, mo, "revenue", "invoices", "2023-04", 1, "invoice", "in sales", cash=True, label="April 2023")
    empty(book, "chinook", "Which invoices in 2023 came to more than fifty dollars?",
          "SELECT invoice_id FROM invoice WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01' "
          "AND total > 50",
          "None of them. Not one invoice in 2023 topped fifty dollars, so the count is zero.",
          "Three invoices in 2023 topped fifty dollars, all of them in April.")
    ident(book, table("chinook", "The three largest invoices: id, city and total?",
                      "SELECT invoice_id, billing_city, total FROM invoice ORDER BY total DESC, invoice_id LIMIT 3"),
          "The single biggest invoice is number 404, billed to Prague, for just under twenty-six dollars.",
          "number 404", "number 440")


# ---------------------------------------------------------------------------
# northwind: days to ship, territories, best sellers
# ---------------------------------------------------------------------------


def northwind(book):
    sh = table("northwind", "Per shipper: shipped orders, average and total days from order to shipping?",
               "SELECT s.company_name AS shipper, count(*) AS orders, round(avg(o.shipped_date - o.order_date), 2) "
               "AS avg_days, sum(o.shipped_date - o.order_date) AS total_days FROM orders o "
               "JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.shipped_date IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")
    sp_cmp(book, sh, "orders", "United Package", "Federal Shipping", 2, "shipped orders")
    sp_cmp(book, sh, "orders", "United Package", "Speedy Express", 1, "shipped orders")
    sp_cmp(book, sh, "avg_days", "United Package", "Federal Shipping", 3, "days to ship", unit=" days")
    sp_cmp(book, sh, "avg_days", "United Package", "Federal Shipping", 0, "days to ship", unit=" days",
           more="as long", has=lambda nm, x: f"{nm} takes {x} to ship an order")
    sp_rate(book, sh, "total_days", "orders", "Speedy Express", 0, "order", "days of waiting", unit=" days")
    sp_conv(book, sh, "Speedy Express", "avg_days", 2,
            lambda v, c: f"Speedy Express needs {v} days to get an order out the door. That's {c} weeks.", 1 / 7,
            WEEK_BADS)
    sp_blend(book, sh, "avg_days", "orders", 0, "wait before shipping", "shipped orders", unit=" days")
    sp_share(book, sh, "orders", "United Package", 0, "shipped orders", other="Federal Shipping")
    sp_conv(book, sh, "Federal Shipping", "total_days", 1,
            lambda v, c: f"Federal Shipping's orders waited {v} days in total, or {c} years of waiting.", 1 / 365,
            (1 / 52, 1 / 12, 1 / 30, 1 / 7, 1 / 100, 1 / 24, 1 / 1000, 1 / 3650, 1 / 60))
    sp_total(book, sh, "orders", 0, "shippers", "shipped orders")

    rg = table("northwind", "Per region: territories and employees covering them?",
               "SELECT r.region_description AS region, count(DISTINCT t.territory_id) AS territories, "
               "count(DISTINCT et.employee_id) AS employees FROM region r JOIN territories t ON t.region_id = r.region_id "
               "LEFT JOIN employee_territories et ON et.territory_id = t.territory_id GROUP BY 1 ORDER BY 2 DESC")
    sp_share(book, rg, "territories", "Eastern", 0, "all territories", other="Western", label="the Eastern region")
    sp_cmp(book, rg, "territories", "Eastern", "Southern", 4, "territories",
           label=lambda x: f"the {x} region")
    sp_rate(book, rg, "territories", "employees", "Eastern", 2, "employee", "territories",
            label="the Eastern region", many="employees")
    book.case(rg.db, rg.rid, "plain", [
        Claim(f"There are {words(sum(rg.col('territories')))} territories in all.",
              [twin(rg, "off", lambda x: f"There are {x} territories in all.", sum(rg.col("territories")),
                    spread(sum(rg.col("territories")), (1.5, 0.6, 1.9)), said)]),
        Claim(f"The Southern region has {words(rg['Southern']['territories'])}, covered by a single employee.",
              [words_twin("number_words_wrong_row", f"The Southern region has {words(rg['Eastern']['territories'])}, "
                          f"covered by a single employee.", rg["Southern"]["territories"], rg["Eastern"]["territories"])]),
    ], derived=False)

    pr = table("northwind", "The eight products with the most units sold: units, net sales and orders?",
               "SELECT p.product_name AS product, sum(od.quantity) AS units, "
               "round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2) AS net_sales, "
               "count(DISTINCT od.order_id) AS orders FROM order_details od JOIN products p ON p.product_id = od.product_id "
               "GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    sp_cmp(book, pr, "net_sales", "Raclette Courdavault", "Gorgonzola Telino", 0, "net sales", cash=True,
           more="as much", has=lambda nm, x: f"{nm} brought in {x}")
    sp_cmp(book, pr, "net_sales", "Camembert Pierrot", "Guaraná Fantástica", 4, "net sales", cash=True)
    sp_cmp(book, pr, "units", "Camembert Pierrot", "Boston Crab Meat", 2, "units sold")
    sp_rate(book, pr, "net_sales", "units", "Raclette Courdavault", 0, "unit", "in net sales", cash=True)
    sp_rate(book, pr, "net_sales", "orders", "Gnocchi di nonna Alice", 1, "order", "in net sales", cash=True)
    sp_rate(book, pr, "units", "orders", "Pavlova", 2, "order", "units")
    sp_rank(book, pr, "net_sales", 1, "net sales", cash=True)
    sp_top(book, pr, "net_sales", 2, 1, "dollars in net sales")
    sp_cell(book, pr, "net_sales", "Pavlova", 0, lambda x: f"Pavlova brought in {x} dollars.")
    empty(book, "northwind", "Which orders took more than ninety days to ship?",
          "SELECT order_id FROM orders WHERE shipped_date - order_date > 90",
          "No orders at all. Zero took longer than ninety days to ship.",
          "Four orders took more than ninety days to ship, all with United Package.")
    ident(book, table("northwind", "The two slowest orders to ship: id, shipper and days?",
                      "SELECT order_id, ship_via, shipped_date - order_date AS days FROM orders "
                      "WHERE shipped_date IS NOT NULL ORDER BY 3 DESC, 1 LIMIT 2"),
          "Two orders tie as the slowest. One is order 10660, which took thirty-seven days to go out.", "10660", "10606")


# ---------------------------------------------------------------------------
# superhero: height and weight per race, eye colours
# ---------------------------------------------------------------------------


def heroes(book):
    rc = table("superhero", "For the eight races with the most heroes: heroes, average height in cm and weight in kg?",
               "SELECT r.race, count(*) AS heroes, round(avg(s.height_cm) FILTER (WHERE s.height_cm > 0), 1) AS avg_cm, "
               "round(avg(s.weight_kg) FILTER (WHERE s.weight_kg > 0), 1) AS avg_kg FROM superhero s "
               "JOIN race r ON r.id = s.race_id WHERE r.race <> '-' GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    sp_cmp(book, rc, "heroes", "Human", "Mutant", 0, "heroes", label=lambda x: x.lower() + "s", pl=True,
           has=lambda nm, x: f"There are {x} {nm}")
    sp_cmp(book, rc, "avg_kg", "Human / Radiation", "Human", 2, "average weight", unit=" kilos", pl=True,
           label=lambda x: {"Human / Radiation": "radiation-touched humans", "Human": "plain humans"}[x])
    sp_cmp(book, rc, "avg_kg", "Symbiote", "Mutant", 0, "average weight", unit=" kilos", pl=True,
           label=lambda x: x.lower() + "s", more="as heavy", has=lambda nm, x: f"{cap(nm)} average {x}")
    sp_conv(book, rc, "Human", "avg_kg", 3,
            lambda v, c: f"Human heroes weigh {v} kilos on average. In pounds, that's {c}.", LB_PER_KG,
            LB_BADS)
    sp_conv(book, rc, "Human", "avg_cm", 0,
            lambda v, c: f"The average human hero stands {v} centimetres. That's {c} feet.", FT_PER_CM,
            FT_BADS)
    sp_conv(book, rc, "Cyborg", "avg_kg", 1,
            lambda v, c: f"Cyborgs weigh in at {v} kilos, or {c} pounds.", LB_PER_KG, LB_BADS)
    sp_conv(book, rc, "Mutant", "avg_kg", 2,
            lambda v, c: f"Mutants average {c} pounds.", LB_PER_KG, LB_BADS)
    sp_conv(book, rc, "Android", "avg_cm", 3,
            lambda v, c: f"Androids are tall. They average {v} centimetres, or {c} feet.", FT_PER_CM,
            FT_BADS, src=lambda v: speak(v, 3)[0])
    sp_share(book, rc, "heroes", "Human", 0, "heroes across these eight races", other="Mutant", label="humans",
             verb="account for")
    sp_blend(book, rc, "avg_cm", "heroes", 1, "height", "heroes", unit=" centimetres",
             keys=["Human", "Mutant", "Cyborg", "Android", "Symbiote", "Alien"])
    ey = table("superhero", "The eight most common eye colours and how many heroes have each?",
               "SELECT c.colour AS eye_colour, count(*) AS heroes FROM superhero s JOIN colour c ON c.id = s.eye_colour_id "
               "GROUP BY 1 ORDER BY 2 DESC LIMIT 8")
    eyes = lambda x: x.lower() + " eyes"
    eh = lambda nm, x: f"{cap(x)} heroes have {nm}"
    sp_cmp(book, ey, "heroes", "Blue", "Brown", 1, "heroes", label=eyes, pl=True, has=eh)
    sp_cmp(book, ey, "heroes", "Blue", "Green", 0, "heroes", label=eyes, pl=True, has=eh)
    sp_cmp(book, ey, "heroes", "Red", "Black", 2, "head count", label=lambda x: f"heroes with {x.lower()} eyes", pl=True)
    sp_share(book, ey, "heroes", "Blue", 1, "these eight eye colours", other="No Colour", label="blue eyes",
             verb="account for")
    sp_top(book, ey, "heroes", 3, 2, "heroes", label=lambda x: x.lower())
    book.case(ey.db, ey.rid, "plain", [
        Claim(f"{cap(words(ey['Green']['heroes']))} heroes have green eyes,",
              [words_twin("number_words_wrong_row", f"{cap(words(ey['Red']['heroes']))} heroes have green eyes,",
                          ey["Green"]["heroes"], ey["Red"]["heroes"])]),
        Claim(f"and {words(ey['Yellow']['heroes'])} have yellow."),
    ], derived=False)
    empty(book, "superhero", "Which heroes are taller than fifty thousand centimetres?",
          "SELECT superhero_name FROM superhero WHERE height_cm > 50000",
          "Nobody. Zero heroes are listed above fifty thousand centimetres.",
          "Two heroes are listed above fifty thousand centimetres, both of them gods.")


# ---------------------------------------------------------------------------
# Spider: voter_1, tvshow, concert_singer, battle_death, pets_1, cre_doc_template_mgt
# ---------------------------------------------------------------------------

STATES = {"CA": "California", "TX": "Texas", "FL": "Florida", "IL": "Illinois", "MI": "Michigan", "NY": "New York",
          "OH": "Ohio", "PA": "Pennsylvania", "GA": "Georgia", "MA": "Massachusetts", "NJ": "New Jersey",
          "MO": "Missouri"}


def voters(book):
    ac = table("spider_voter_1", "How many area codes does each state have?",
               "SELECT state, count(*) AS area_codes FROM area_code_state GROUP BY 1 ORDER BY 2 DESC, 1")
    L = lambda x: STATES.get(x, x)
    sp_cmp(book, ac, "area_codes", "CA", "TX", 0, "area codes", label=L)
    sp_cmp(book, ac, "area_codes", "TX", "FL", 1, "area codes", label=L)
    sp_cmp(book, ac, "area_codes", "CA", "FL", 2, "area codes", label=L)
    sp_cmp(book, ac, "area_codes", "FL", "GA", 3, "area codes", label=L)
    sp_share(book, ac, "area_codes", "CA", 1, "all area codes", other="TX", label="California")
    sp_top(book, ac, "area_codes", 3, 0, "area codes", label=L)
    tot = sum(ac.col("area_codes"))
    r = tot / len(ac)
    book.case(ac.db, ac.rid, "per_unit", [
        Claim(f"There are {words(tot)} area codes spread over {words(len(ac))} states and districts."),
        Claim(f"That's {speak(r, 2)[0]} per state on average.",
              [twin(ac, "off", lambda x: f"That's {x} per state on average.", r, spread(r), said)]),
    ])
    book.case(ac.db, ac.rid, "plain", [
        Claim(f"New York, Michigan and Illinois are tied on {words(ac['NY']['area_codes'])} each.",
              [words_twin("number_words_wrong_row", f"New York, Michigan and Illinois are tied on "
                          f"{words(ac['FL']['area_codes'])} each.", ac["NY"]["area_codes"], ac["FL"]["area_codes"])]),
        Claim(f"Ohio follows with {words(ac['OH']['area_codes'])}."),
    ], derived=False)
    vs = table("spider_voter_1", "Per contestant: votes received?",
               "SELECT c.contestant_name AS contestant, count(v.vote_id) AS votes FROM contestants c "
               "LEFT JOIN votes v ON v.contestant_number = c.contestant_number GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(vs.db, vs.rid, "zero_ident", [
        Claim("Only four votes were cast."),
        Claim("Kelly Clauss got two of them."),
        Claim("Eight of the eleven contestants got zero votes."),
    ], derived=False)
    ident(book, table("spider_voter_1", "Each vote: id, contestant, state and phone number?",
                      "SELECT vote_id, contestant_number, state, phone_number FROM votes ORDER BY vote_id"),
          "The first vote came in from New York, from the number 7182887233.", "7182887233", "7182887323")
    empty(book, "spider_voter_1", "Which votes came from Texas?", "SELECT vote_id FROM votes WHERE state = 'TX'",
          "None from Texas. That's zero votes from the Lone Star State.",
          "Texas sent in three votes, all for Kelly Clauss.")


MONTHS = {"09": "September", "10": "October", "11": "November", "12": "December"}


def tvshow(book):
    ep = table("spider_tvshow", "Each episode: air date, rating, share, viewers in millions and weekly rank?",
               "SELECT episode, air_date, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, "
               "weekly_rank FROM tv_series ORDER BY to_date(air_date, 'Month DD, YYYY')")
    mil = lambda v, k: speak(v * 1e6, k)
    sp_chg(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 0, "the audience", unit=" million",
           l1="the premiere", l2="the last episode")
    sp_chg(book, ep, "viewers_m", "Friendly Skies", "Game Three", 1, "the audience", unit=" million",
           l1="Friendly Skies", l2="Game Three")
    sp_chg(book, ep, "viewers_m", "Double Down", "Winterland", 3, "the audience", unit=" million",
           l1="Double Down", l2="Winterland")
    sp_chg(book, ep, "rating", "A Love of a Lifetime", "Double Down", 3, "the household rating",
           l1="the premiere", l2="Double Down")
    sp_cmp(book, ep, "viewers_m", "A Love of a Lifetime", "The Hanged Man", 2, "viewers", unit=" million")
    sp_cmp(book, ep, "viewers_m", "Friendly Skies", "The Hanged Man", 0, "viewers", unit=" million",
           has=lambda nm, x: f"{nm} drew {x} viewers")
    v1 = ep["A Love of a Lifetime"]["viewers_m"]
    book.case(ep.db, ep.rid, "conversion", [
        Claim(f"The premiere, A Love of a Lifetime, aired on September 24, 2007."),
        Claim(f"It pulled in {n2(v1)} million viewers. That's {words(v1 * 1e6)} people.",
              [twin(ep, "wrong_factor", lambda x: f"It pulled in {n2(v1)} million viewers. That's {x} people.",
                    v1 * 1e6, [v1 * 1e5, v1 * 1e4, v1 * 1e7], lambda v, k: (words(v), v, 0))]),
    ])
    tot = sum(ep.col("viewers_m"))
    book.case(ep.db, ep.rid, "plain", [
        Claim(f"Over {words(len(ep))} episodes, the show drew {mil(tot, 2)[0]} viewers in total.",
              [twin(ep, "off", lambda x: f"Over {words(len(ep))} episodes, the show drew {x} million viewers in total.",
                    tot, spread(tot, (1.4, 0.6, 1.8)), said)]),
        Claim(f"Its best weekly rank was {int(min(ep.col('weekly_rank')))}, for the premiere."),
    ], derived=False)
    avg = tot / len(ep)
    book.case(ep.db, ep.rid, "per_unit", [
        Claim(f"On average each episode drew {speak(avg, 3)[0]} million viewers.",
              [twin(ep, "off", lambda x: f"On average each episode drew {x} million viewers.", avg,
                    spread(avg, (1.5, 0.6, 1.8)), said)]),
    ])
    mo = table("spider_tvshow", "Per air month: episodes, average viewers in millions and average share?",
               "SELECT to_char(to_date(air_date, 'Month DD, YYYY'), 'MM') AS month, count(*) AS episodes, "
               "round(avg(viewers_m::numeric), 3) AS avg_viewers_m, round(avg(share)::numeric, 2) AS avg_share "
               "FROM tv_series GROUP BY 1 ORDER BY 1")
    sp_chg(book, mo, "avg_viewers_m", "10", "11", 2, "the average audience", unit=" million", l1="October",
           l2="November")
    sp_chg(book, mo, "avg_viewers_m", "09", "12", 0, "the average audience", unit=" million", l1="September",
           l2="December")
    sp_chg(book, mo, "avg_viewers_m", "09", "10", 1, "the average audience", unit=" million", l1="September",
           l2="October")
    sp_blend(book, mo, "avg_viewers_m", "episodes", 0, "audience", "episodes", unit=" million viewers")
    ident(book, table("spider_tvshow", "Per cartoon: title, production code and channel?",
                      "SELECT title, production_code::int AS production_code, channel::int AS channel FROM cartoon "
                      "ORDER BY production_code"),
          "The first cartoon made, production code 101, is The Rise of the Blue Beetle.", "101", "110")
    empty(book, "spider_tvshow", "Which episodes drew more than ten million viewers?",
          "SELECT episode FROM tv_series WHERE viewers_m::numeric > 10",
          "None of them. Zero episodes cleared ten million viewers.",
          "Two episodes cleared ten million viewers, the premiere and Friendly Skies.")


def stadiums(book):
    st = table("spider_concert_singer", "Each stadium: capacity, highest, lowest and average attendance?",
               "SELECT name AS stadium, capacity, highest, lowest, average FROM stadium ORDER BY capacity DESC")
    sp_cmp(book, st, "capacity", "Hampden Park", "Somerset Park", 0, "seats")
    sp_cmp(book, st, "average", "Stark's Park", "Glebe Park", 3, "average attendance", unit=" fans")
    sp_cmp(book, st, "capacity", "Somerset Park", "Stark's Park", 1, "seats", unit=" seats")
    sp_cmp(book, st, "average", "Somerset Park", "Bayview Stadium", 2, "average attendance", unit=" fans")
    sp_share(book, st, "capacity", "Hampden Park", 0, "all the seats in these nine stadiums", other="Somerset Park")
    for key, k in (("Hampden Park", 0), ("Bayview Stadium", 1), ("Glebe Park", 2)):
        f = st[key]["average"] / st[key]["capacity"]
        fw, fbad = frac_say(f, k)
        fmt = lambda x, key=key: f"On a typical day, {key} is {x} full."
        claims = [Claim(fmt(pct_say(100 * f, k)[0]),
                        [twin(st, "complement", fmt, 100 * f, [100 - 100 * f], wpct, real=True, k=k)])]
        if fw:
            claims.append(Claim(f"That's {fw} of its seats.", [("false_bound", f"That's {fbad} of its seats.")]))
        book.case(st.db, st.rid, "per_unit", claims)
    sp_total(book, st, "capacity", 0, "stadiums", "seats")
    sp_cell(book, st, "capacity", "Hampden Park", 1, lambda x: f"Hampden Park holds {x} people.")
    mx = st["Stark's Park"]["highest"] / st["Stark's Park"]["lowest"]
    book.case(st.db, st.rid, "comparison", [
        Claim(f"At Stark's Park, the biggest crowd was {times_say(mx, 0)[0]} the smallest.",
              [twin(st, "off", lambda x: f"At Stark's Park, the biggest crowd was {x} the smallest.", mx,
                    [mx * 1.6 + 0.5, mx * 2], wtimes)]),
    ])


def battles(book):
    bt = table("spider_battle_death", "Per battle: result, ships lost, killed and injured?",
               "SELECT b.name AS battle, b.result, count(DISTINCT s.id) AS ships, coalesce(sum(d.killed), 0) AS killed, "
               "coalesce(sum(d.injured), 0) AS injured FROM battle b LEFT JOIN ship s ON s.lost_in_battle = b.id "
               "LEFT JOIN death d ON d.caused_by_ship_id = s.id GROUP BY 1, 2 ORDER BY 4 DESC, 1")
    sp_cmp(book, bt, "killed", "Siege of Constantinople", "Battle of Messinopolis", 1, "deaths", unit=" deaths",
           label=lambda x: x.replace("Battle of ", "").replace("Siege of ", "the siege of "))
    sp_share(book, bt, "killed", "Siege of Constantinople", 0, "all the deaths", other="Battle of Boruy",
             label="the siege of Constantinople")
    sp_share(book, bt, "killed", "Battle of Boruy", 1, "all the deaths", label="Boruy")
    tk = sum(bt.col("killed"))
    ti = sum(bt.col("injured"))
    book.case(bt.db, bt.rid, "plain", [
        Claim(f"Across all eight battles, {words(tk)} people were killed",
              [twin(bt, "off", lambda x: f"Across all eight battles, {x} people were killed", tk,
                    spread(tk, (1.5, 0.6, 1.9)), said)]),
        Claim(f"and {words(ti)} were injured."),
    ], derived=False)
    book.case(bt.db, bt.rid, "zero_ident", [
        Claim("Three battles, Adrianople, Rusion and Serres, cost no ships at all."),
        Claim("That's zero losses, and zero deaths, at each."),
    ], derived=False)
    empty(book, "spider_battle_death", "Which battles ended in a Latin victory with more than ten deaths?",
          "SELECT b.name FROM battle b JOIN ship s ON s.lost_in_battle = b.id JOIN death d ON d.caused_by_ship_id = s.id "
          "WHERE b.result = 'Latin victory' GROUP BY 1 HAVING sum(d.killed) > 10",
          "There aren't any. Zero Latin victories came with more than ten deaths.",
          "Two Latin victories came with more than ten deaths, Philippopolis and Rodosto.")


def pets(book):
    mj = table("spider_pets_1", "Per major: students, average age and total age?",
               "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age FROM student GROUP BY 1 "
               "ORDER BY 2 DESC, 1")
    sp_share(book, mj, "students", "600", 0, "the students", other="520", label="major 600")
    sp_cmp(book, mj, "students", "600", "520", 0, "students", label=lambda x: f"major {x}")
    book.case(mj.db, mj.rid, "plain", [
        Claim(f"Major 600 is the biggest, with {words(mj['600']['students'])} students.",
              [words_twin("number_words_wrong_row", f"Major 600 is the biggest, with {words(mj['520']['students'])} "
                          f"students.", mj["600"]["students"], mj["520"]["students"])]),
        Claim(f"Their average age is {speak(mj['600']['avg_age'], 1)[0]}."),
    ], derived=False)
    ident(book, table("spider_pets_1", "Each owned pet: pet id, owner student id and type?",
                      "SELECT h.petid, h.stuid, p.pettype FROM has_pet h JOIN pets p ON p.petid = h.petid ORDER BY 1"),
          "Student 1001 owns the cat, pet number 2001.", "2001", "2010")
    empty(book, "spider_pets_1", "Which pets are older than ten?", "SELECT petid FROM pets WHERE pet_age > 10",
          "None. Zero pets are over ten years old.",
          "Two pets are over ten years old, both dogs.")


def templates(book):
    tt = table("spider_cre_doc_template_mgt", "Per template type: templates, total versions, documents and paragraphs?",
               "SELECT t.template_type_code AS type, count(DISTINCT t.template_id) AS templates, "
               "count(DISTINCT d.document_id) AS documents, count(p.paragraph_id) AS paragraphs "
               "FROM templates t LEFT JOIN documents d ON d.template_id = t.template_id "
               "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1 ORDER BY 2 DESC, 1")
    book.case(tt.db, tt.rid, "zero_ident", [
        Claim("The CV type has two templates and zero documents."),
        Claim("So it carries no paragraphs either."),
    ], derived=False)
    ident(book, table("spider_cre_doc_template_mgt", "Each template: id, version, type and effective date?",
                      "SELECT template_id, version_number, template_type_code, date_effective_from::date AS effective "
                      "FROM templates ORDER BY 1"),
          "The newest template is number 16, a CV template, effective from April 2012.", "number 16", "number 61")
    ident(book, table("spider_cre_doc_template_mgt", "The oldest template: id, type and year?",
                      "SELECT template_id, template_type_code, extract(year FROM date_effective_from)::int AS year "
                      "FROM templates ORDER BY date_effective_from LIMIT 1"),
          "The oldest one is template 6, a PPT template from 1975.", "template 6", "template 9")
    vv = table("spider_cre_doc_template_mgt", "Per template type: templates and total and average version number?",
               "SELECT template_type_code AS type, count(*) AS templates, sum(version_number) AS versions, "
               "round(avg(version_number), 2) AS avg_version FROM templates GROUP BY 1 ORDER BY 3 DESC, 1")
    sp_share(book, vv, "versions", "PP", 0, "all the version numbers", other="AD", label="the PP type")
    sp_blend(book, vv, "avg_version", "templates", 1, "version number", "templates")
    sp_cmp(book, vv, "versions", "PP", "PPT", 0, "versions", label=lambda x: f"the {x} type")
    empty(book, "spider_cre_doc_template_mgt", "Which templates took effect after 2015?",
          "SELECT template_id FROM templates WHERE date_effective_from >= '2016-01-01'",
          "None. No template took effect after 2015; the count is zero.",
          "Three templates took effect after 2015, all of type PP.")


def advising(book):
    cs = table("defog_advising", "Each course: students enrolled, reviews and clarity, easiness and helpfulness scores?",
               "SELECT name AS course, num_enrolled AS enrolled, num_reviews AS reviews, clarity_score AS clarity, "
               "easiness_score AS easiness, helpfulness_score AS helpfulness FROM course ORDER BY num_reviews DESC")
    sp_cmp(book, cs, "reviews", "Introduction to Computer Science", "Advanced Calculus", 0, "reviews",
           label=lambda x: {"Introduction to Computer Science": "intro computer science",
                            "Advanced Calculus": "advanced calculus"}[x])
    sp_share(book, cs, "reviews", "Introduction to Computer Science", 0, "all course reviews",
             other="Introduction to Physics", label="intro computer science")
    book.case(cs.db, cs.rid, "plain", [
        Claim(f"There are {words(sum(cs.col('reviews')))} course reviews in all,",
              [twin(cs, "off", lambda x: f"There are {x} course reviews in all,", sum(cs.col("reviews")),
                    spread(sum(cs.col("reviews")), (1.6, 0.55, 2.1)), said)]),
        Claim("and intro computer science has the most, with ten."),
    ], derived=False)
    pr = table("defog_advising", "Per programme: students, credits earned, and the minimum credits required?",
               "SELECT p.name AS program, count(s.student_id) AS students, sum(s.total_credit) AS credits, "
               "max(r.min_credit) AS min_credit FROM program p LEFT JOIN student s ON s.program_id = p.program_id "
               "JOIN program_requirement r ON r.program_id = p.program_id GROUP BY 1 ORDER BY 2 DESC")
    sp_rate(book, pr, "credits", "students", "Computer Science", 0, "student", "credits",
            label="computer science")
    sp_cmp(book, pr, "min_credit", "Physics", "Mathematics", 0, "credits required",
           label=lambda x: x.lower(), has=lambda nm, x: f"{cap(nm)} requires {x} credits")
    sp_cmp(book, pr, "min_credit", "Physics", "Computer Science", 1, "credits required",
           label=lambda x: x.lower(), unit=" credits")
    for key, k in (("Mathematics", 0), ("Computer Science", 1)):
        sh = pr[key]["credits"] / pr[key]["students"] / pr[key]["min_credit"]
        fw, fbad = frac_say(sh, k)
        fmt = lambda x, key=key: f"The typical {key.lower()} student has earned {x} of the credits the programme needs."
        claims = [Claim(fmt(pct_say(100 * sh, k)[0]),
                        [twin(pr, "complement", fmt, 100 * sh, [100 - 100 * sh], wpct, real=True, k=k)])]
        if fw:
            claims.append(Claim(f"Roughly speaking, {fw}.", [("false_bound", f"Roughly speaking, {fbad}.")]))
        book.case(pr.db, pr.rid, "per_unit", claims)
    of = table("defog_advising", "Each course offering: start and end time and length in minutes?",
               "SELECT offering_id, course_id, start_time::text AS starts, end_time::text AS ends, "
               "extract(epoch FROM end_time - start_time)::int / 60 AS minutes FROM course_offering ORDER BY 1")
    tm = sum(of.col("minutes"))
    book.case(of.db, of.rid, "conversion", [
        Claim(f"Every offering runs {words(of.order and of[of.order[0]]['minutes'])} minutes, two hours flat."),
        Claim(f"Together the {words(len(of))} offerings take up {words(tm)} minutes,"),
        Claim(f"which is {words(tm / 60)} hours.",
              [twin(of, "wrong_factor", lambda x: f"which is {x} hours.", tm / 60, [tm / 100, tm / 24, tm / 3600 * 100],
                    said)]),
    ])
    empty(book, "defog_advising", "Which courses have more than ten students enrolled?",
          "SELECT name FROM course WHERE num_enrolled > 10",
          "None of them. Zero courses have more than ten students enrolled.",
          "Two courses have more than ten students enrolled, both in computer science.")


def n2(v):
    """A figure with two decimals read out ("nine point one six")."""
    return point(v, 2)


def years(book):
    cy = table("chinook", "Per invoice year: invoices, customers billed and revenue?",
               "SELECT extract(year FROM invoice_date)::int AS year, count(*) AS invoices, "
               "count(DISTINCT customer_id) AS customers, sum(total) AS revenue FROM invoice GROUP BY 1 ORDER BY 1")
    sp_chg(book, cy, "revenue", "2021", "2022", 0, "store revenue", cash=True)
    sp_chg(book, cy, "revenue", "2022", "2023", 1, "store revenue", cash=True)
    sp_chg(book, cy, "revenue", "2024", "2025", 3, "store revenue", cash=True)
    sp_rate(book, cy, "revenue", "customers", "2023", 0, "customer", "in sales", cash=True, label="the year 2023")
    oy = table("northwind", "Per order year: orders and total freight?",
               "SELECT extract(year FROM order_date)::int AS year, count(*) AS orders, "
               "round(sum(freight)::numeric, 2) AS freight FROM orders GROUP BY 1 ORDER BY 1")
    sp_chg(book, oy, "orders", "1996", "1997", 1, "the order count")
    sp_chg(book, oy, "freight", "1996", "1997", 0, "freight", cash=True)
    sp_chg(book, oy, "freight", "1997", "1998", 3, "the freight bill", cash=True, l1="1997", l2="the part of 1998 on file")
    sp_rate(book, oy, "freight", "orders", "1997", 1, "order", "in freight", cash=True, label="1997")
    sp_rate(book, oy, "freight", "orders", "1996", 2, "order", "in freight", cash=True, label="1996")


def main():
    sections = (chinook, years, northwind, heroes, voters, tvshow, stadiums, battles, pets, templates, advising)
    return run_set(Book10(), sections, "twenty-fifth set (development since its misses were read)")


if __name__ == "__main__":
    sys.exit(main())
