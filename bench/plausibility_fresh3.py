#!/usr/bin/env python3
"""
plausibility_fresh3.py — a fourth labelled set for check_answer, held out
whole: answers written the way a language-model analyst writes them over the
Spider databases course_teach, cre_Doc_Template_Mgt, tvshow and voter_1 of
../shared/data/spider-llm/typed (loaded by bench/plausibility.sh as
spider_course_teach, spider_cre_doc_template_mgt, spider_tvshow and
spider_voter_1), which no other set uses.

Every answer cites the rows of a real query run through heal_execute; every
figure in it is computed here from the rows that query returned, so the
labels are right by construction. Answers make several claims each, in
digits and number words, with approximations ("about", "nearly", "just
over"), signs and rounding as shown. Shapes:
  comparison  ratio, difference and percent difference between two named rows
  change      change between periods or groups
  per_unit    per-unit figures, subset sums and means over named rows,
              weighted averages of group averages, top-k sums and their share
  conversion  durations restated in other units beside the original
  zero_ident  zero for an empty result, digits inside identifiers and text cells
  plain       cells, counts and column aggregates
Each wrong twin changes ONE claim of a grounded answer: a real value in the
wrong role, the neighbouring row's value, number words given to the wrong
row, a false bound, a share of the wrong total or its complement, a count
over an empty result, or a figure off by more than any rounding shown. A
twin is kept only when its wrong figure is far from the claim's true value
and from every other reading of that claim listed with it.

Aggregates are printed: answers, grounded and
wrong counts, precision, recall, false alarms among grounded answers with a
derived claim, and per shape how many grounded answers were called
implausible and how many wrong twins passed. The set was held out whole while
its first figures were measured; it has since been read, and `--show` lists the
misses (answer, label, verdict, ungrounded figures).
"""
import argparse
import json
import sys

from plausibility_labels import evaluate, run, shape_report

SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
LEADS = ["", "Here's the breakdown.", "Summary of the results:", "From the query output:",
         "The data shows a few things.", "Short version:", "Reading the rows:", "Key points:",
         "Overall:"]
SHAPES = ["comparison", "change", "per_unit", "conversion", "zero_ident", "plain"]


def say(n):
    """An integer 0..99 in words."""
    n = int(n)
    if n < 20:
        return SMALL[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + SMALL[u])


def pick(options, k):
    return options[k % len(options)]


def far(true, wrong, decimals, approx=False, exact=False):
    """A wrong figure, as shown, must differ from the true value by more than any rounding shown
    (an identifier by anything at all)."""
    wrong = round(wrong, decimals)
    if exact:
        return wrong != true
    margin = max(3 * 0.5 * 10 ** -decimals, (0.08 if approx else 0.03) * abs(true))
    return abs(true - wrong) > margin


class Claim:
    def __init__(self, text, wrongs=()):
        self.text = text
        self.wrongs = [w for w in wrongs if w is not None]


def wrong(role, text, true, value, decimals, approx=False, alts=(), exact=False):
    """One wrong version of a claim, kept only when no reading grounds its figure."""
    if not far(true, value, decimals, approx, exact):
        return None
    if any(not far(a, value, decimals, approx) for a in alts):
        return None
    return (role, text)


class Book:
    def __init__(self):
        self.items = []
        self.cases = 0

    def case(self, db, rid, shape, claims, derived=True, max_twins=2):
        lead = LEADS[(self.cases * 5) % len(LEADS)]
        self.cases += 1
        texts = [c.text for c in claims]

        def join(parts):
            return " ".join(p for p in [lead] + parts if p)

        self.add(db, rid, join(texts), "plausible", shape, "grounded", derived)
        twins = [(i, r, t) for i, c in enumerate(claims) for r, t in c.wrongs]
        assert all(t != texts[i] for i, _, t in twins)
        for i, role, t in twins[:max_twins]:
            self.add(db, rid, join(texts[:i] + [t] + texts[i + 1:]), "implausible", shape, role, derived)

    def add(self, db, rid, text, label, shape, role, derived):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text,
                           "label": label, "shape": shape, "kind": role, "derived": derived})


def rows_of(db, question, sql):
    rid, steps = run(db, [(question, sql)])
    assert steps[0].executed, (db, sql)
    return rid, steps[0].raw


def times(r, k):
    """A ratio as a writer puts it: (text, the figure's decimals, approximate?)."""
    near = round(r)
    opts = [(f"{r:.1f}x", 1, False), (f"{r:.2f} times", 2, False)]
    if r >= 3 and k % 3 == 2:
        return (f"{r:.1f} to one", 1, False)
    if 2 <= near <= 12 and abs(r - near) / r < 0.04:
        word = "twice" if near == 2 else f"{say(near)} times"
        opts.append((f"about {word}", 0, True))
    elif 1.8 <= r < 2:
        opts.append(("nearly twice", 0, True))
    elif r >= 1.1:
        opts.append((f"roughly {r:.1f} times", 1, True))
    return pick(opts, k)


# ---------------------------------------------------------------------------
# tvshow
# ---------------------------------------------------------------------------

def tv_episodes(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "Compare the episodes' ratings, audience share and viewers (millions).",
                       "SELECT episode, rating::numeric AS rating, share, viewers_m::numeric AS viewers_m, "
                       "weekly_rank FROM tv_series ORDER BY id")
    eps = [(e, float(r), float(s), float(v), int(w)) for e, r, s, v, w in raw]
    pairs = [(0, 2), (1, 4), (0, 11), (3, 6), (7, 11)]
    for k, (i, j) in enumerate(pairs):
        a, ra, sa, va, wa = eps[i]
        b, rb, sb, vb, wb = eps[j]
        nb = eps[j + 1 if j + 1 < len(eps) else j - 1]
        r = va / vb
        rt, rd, rap = times(r, k)
        rn = va / nb[3]
        rnt = f"{rn:.1f}x" if rd == 1 and not rap else (f"{rn:.2f} times" if rd == 2 else f"roughly {rn:.1f} times")
        claims = [Claim(pick([f"\"{a}\" pulled {va:.2f} million viewers, {rt} the {vb:.2f} million for \"{b}\".",
                              f"With {va:.2f}M viewers, \"{a}\" outdrew \"{b}\" ({vb:.2f}M) by {rt}.",
                              f"\"{a}\" reached {rt} the audience of \"{b}\" ({va:.2f} vs {vb:.2f} million)."], k),
                        [wrong("neighbour_row",
                               pick([f"\"{a}\" pulled {va:.2f} million viewers, {rnt} the {vb:.2f} million for \"{b}\".",
                                     f"With {va:.2f}M viewers, \"{a}\" outdrew \"{b}\" ({vb:.2f}M) by {rnt}.",
                                     f"\"{a}\" reached {rnt} the audience of \"{b}\" ({va:.2f} vs {vb:.2f} million)."], k),
                               r, rn, 1, True, alts=[1 / r])])]
        d = ra - rb
        if abs(d) >= 0.2:
            word = "higher" if d > 0 else "lower"
            off = abs(d) + 0.7 + 0.1 * (k % 3)
            claims.append(Claim(pick([f"Its rating of {ra:.1f} was {abs(d):.1f} points {word} than the other's {rb:.1f}.",
                                      f"On rating it was {ra:.1f} against {rb:.1f}, a gap of {abs(d):.1f}."], k),
                                [wrong("off_by_some",
                                       pick([f"Its rating of {ra:.1f} was {off:.1f} points {word} than the other's {rb:.1f}.",
                                             f"On rating it was {ra:.1f} against {rb:.1f}, a gap of {off:.1f}."], k),
                                       abs(d), off, 1)]))
        p = 100 * (va - vb) / vb
        if k % 2 == 1:
            claims.append(Claim(f"In percentage terms that is {p:.1f}% more viewers.",
                                [wrong("base_swapped", f"In percentage terms that is {100 * (va - vb) / va:.1f}% more viewers.",
                                       p, 100 * (va - vb) / va, 1)]))
        book.case(db, rid, "comparison", claims, max_twins=1 + (k == 0))


def tv_months(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "How did the average viewers (millions) and rating change month by month over the season?",
                       "SELECT to_char(to_date(air_date, 'Month DD, YYYY'), 'FMMonth') AS month, count(*) AS episodes, "
                       "round(avg(viewers_m::numeric), 2) AS avg_viewers_m, round(avg(rating::numeric), 2) AS avg_rating "
                       "FROM tv_series GROUP BY 1 ORDER BY min(to_date(air_date, 'Month DD, YYYY'))")
    ms = [(m, int(n), float(v), float(r)) for m, n, v, r in raw]
    for k in range(len(ms) - 1):
        (m1, n1, v1, r1), (m2, n2, v2, r2) = ms[k], ms[k + 1]
        ch = 100 * (v2 - v1) / v1
        verb = "fell" if ch < 0 else "rose"
        swapped = 100 * (v2 - v1) / v2 if k % 3 != 1 else 100 * v2 / v1
        claims = [Claim(pick([f"Average viewership {verb} {abs(ch):.1f}% from {m1} ({v1:.2f}M) to {m2} ({v2:.2f}M).",
                              f"{m2} episodes averaged {v2:.2f} million viewers, {abs(ch):.0f}% {'below' if ch < 0 else 'above'} {m1}'s {v1:.2f} million.",
                              f"Between {m1} and {m2} the mean audience went from {v1:.2f} to {v2:.2f} million, a {abs(ch):.1f}% {'decline' if ch < 0 else 'gain'}."], k),
                        [wrong("base_swapped" if k % 3 != 1 else "ratio_as_change",
                               pick([f"Average viewership {verb} {abs(swapped):.1f}% from {m1} ({v1:.2f}M) to {m2} ({v2:.2f}M).",
                                     f"{m2} episodes averaged {v2:.2f} million viewers, {abs(swapped):.0f}% {'below' if ch < 0 else 'above'} {m1}'s {v1:.2f} million.",
                                     f"Between {m1} and {m2} the mean audience went from {v1:.2f} to {v2:.2f} million, a {abs(swapped):.1f}% {'decline' if ch < 0 else 'gain'}."], k),
                               abs(ch), abs(swapped), 1 if k % 3 != 1 else 0)])]
        dr = r2 - r1
        claims.append(Claim(f"The average rating moved from {r1:.2f} to {r2:.2f}, {'down' if dr < 0 else 'up'} {abs(dr):.2f} points.",
                            [wrong("off_by_some", f"The average rating moved from {r1:.2f} to {r2:.2f}, {'down' if dr < 0 else 'up'} {abs(dr) + 0.45:.2f} points.",
                                   abs(dr), abs(dr) + 0.45, 2)]))
        if n2 != n1:
            claims.append(Claim(f"{m2} had {say(n2)} episode{'s' if n2 != 1 else ''} against {say(n1)} in {m1}."))
        book.case(db, rid, "change", claims, max_twins=1)
    # first against last episode
    rid, raw = rows_of(db, "Viewers (millions) of the season's first and last episodes",
                       "SELECT episode, air_date, viewers_m::numeric AS viewers_m, rating::numeric AS rating "
                       "FROM tv_series WHERE id IN (1, 12) ORDER BY id")
    (e1, d1, v1, r1), (e2, d2, v2, r2) = [(e, d, float(v), float(r)) for e, d, v, r in raw]
    ch = 100 * (v2 - v1) / v1
    rc = 100 * (r2 - r1) / r1
    book.case(db, rid, "change",
              [Claim(f"From the premiere \"{e1}\" ({v1:.2f}M) to the finale \"{e2}\" ({v2:.2f}M), the audience shrank by {abs(ch):.1f}%, "
                     f"losing {v1 - v2:.2f} million viewers.",
                     [wrong("complement", f"From the premiere \"{e1}\" ({v1:.2f}M) to the finale \"{e2}\" ({v2:.2f}M), the audience shrank by {100 - abs(ch):.1f}%, "
                            f"losing {v1 - v2:.2f} million viewers.", abs(ch), 100 - abs(ch), 1)]),
               Claim(f"Ratings dropped roughly {round(abs(rc)):.0f}% over the same stretch, from {r1} to {r2}.",
                     [wrong("off_by_some", f"Ratings dropped roughly {round(abs(rc)) + 15:.0f}% over the same stretch, from {r1} to {r2}.",
                            abs(rc), round(abs(rc)) + 15, 0, True)])], max_twins=2)


def tv_channels(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "Per channel: number of episodes, total viewers (millions) and average rating of the series' episodes",
                       "SELECT c.series_name, count(*) AS episodes, sum(s.viewers_m::numeric) AS total_viewers_m, "
                       "round(avg(s.rating::numeric), 2) AS avg_rating FROM tv_series s JOIN tv_channel c ON c.id = s.channel "
                       "GROUP BY c.series_name ORDER BY total_viewers_m DESC")
    ch = [(n, int(e), float(t), float(r)) for n, e, t, r in raw]
    total = sum(c[2] for c in ch)
    multi = [c for c in ch if c[1] > 1]
    # per-unit figures from two columns of one row
    for k, (n, e, t, r) in enumerate(multi):
        per = t / e
        other = ch[(ch.index((n, e, t, r)) + 1) % len(ch)]
        claims = [Claim(pick([f"{n} aired {say(e)} episodes with {t:.2f} million viewers between them, {per:.2f} million per episode.",
                              f"{n}: {e} episodes, {t:.2f}M viewers in total, so roughly {per:.1f}M an episode.",
                              f"Per episode, {n} averaged about {per:.2f} million viewers ({t:.2f}M over {say(e)} shows)."], k),
                        [wrong("total_as_per_unit",
                               pick([f"{n} aired {say(e)} episodes with {t:.2f} million viewers between them, {t:.2f} million per episode.",
                                     f"{n}: {e} episodes, {t:.2f}M viewers in total, so roughly {t:.1f}M an episode.",
                                     f"Per episode, {n} averaged about {t:.2f} million viewers ({t:.2f}M over {say(e)} shows)."], k),
                               per, t, 1)]),
                  Claim(f"Its average rating was {r:.2f}.",
                        [wrong("neighbour_row", f"Its average rating was {other[3]:.2f}.", r, other[3], 2)])]
        book.case(db, rid, "per_unit", claims, max_twins=1 + (k % 3 == 0))
    # top three and their share of all viewers
    top = ch[:3]
    s3 = sum(c[2] for c in top)
    share = 100 * s3 / total
    book.case(db, rid, "per_unit",
              [Claim(f"The three biggest channels — {top[0][0]}, {top[1][0]} and {top[2][0]} — add up to {s3:.2f} million viewers, "
                     f"{share:.1f}% of the {total:.2f} million across all {len(ch)} channels.",
                     [wrong("complement", f"The three biggest channels — {top[0][0]}, {top[1][0]} and {top[2][0]} — add up to {s3:.2f} million viewers, "
                            f"{100 - share:.1f}% of the {total:.2f} million across all {len(ch)} channels.", share, 100 - share, 1),
                      wrong("false_bound", f"The three biggest channels — {top[0][0]}, {top[1][0]} and {top[2][0]} — add up to {s3:.2f} million viewers, "
                            f"{'more than half' if share < 50 else 'less than a third'} of the {total:.2f} million across all {len(ch)} channels.",
                            share, 55 if share < 50 else 30, 0, True)])], max_twins=1)
    # subset sum of named rows; weighted against plain mean of their averages
    for k, idx in enumerate([(0, 1, 2), (1, 3, 5)]):
        sel = [ch[i] for i in idx]
        names = f"{sel[0][0]}, {sel[1][0]} and {sel[2][0]}"
        s = sum(c[2] for c in sel)
        neps = sum(c[1] for c in sel)
        w = sum(c[1] * c[3] for c in sel) / neps
        m = sum(c[3] for c in sel) / 3
        wtxt = pick([f"weighted by episodes, their average rating is {{}}",
                     f"their {neps} episodes average a rating of {{}}",
                     f"the combined rating across those {say(neps)} episodes comes to {{}}"], k)
        claims = [Claim(f"{names} drew {s:.2f} million viewers together.",
                        [wrong("off_by_some", f"{names} drew {s + 2.4:.2f} million viewers together.", s, s + 2.4, 2)]),
                  Claim(f"Across them, {wtxt.format(f'{w:.2f}')}.",
                        [wrong("mean_as_weighted", f"Across them, {wtxt.format(f'{m:.2f}')}.", w, m, 2)])]
        book.case(db, rid, "per_unit", claims, max_twins=2 - k)


def tv_countries(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "Average viewers (millions) and rating of episodes by the country of their channel",
                       "SELECT c.country, count(*) AS episodes, round(avg(s.viewers_m::numeric), 3) AS avg_viewers_m, "
                       "round(avg(s.rating::numeric), 3) AS avg_rating FROM tv_series s JOIN tv_channel c ON c.id = s.channel "
                       "GROUP BY c.country ORDER BY c.country")
    g = {c: (int(n), float(v), float(r)) for c, n, v, r in raw}
    (ni, vi, ri), (nu, vu, ru) = g["Italy"], g["United Kingdom"]
    ch = 100 * (vu - vi) / vi
    word = "higher" if ch > 0 else "lower"
    book.case(db, rid, "change",
              [Claim(f"Episodes on UK channels averaged {vu:.2f} million viewers, {abs(ch):.1f}% {word} than Italy's {vi:.2f} million.",
                     [wrong("off_by_some", f"Episodes on UK channels averaged {vu:.2f} million viewers, {abs(ch) + 9:.1f}% {word} than Italy's {vi:.2f} million.",
                            abs(ch), abs(ch) + 9, 1)]),
               Claim(f"That comparison rests on {say(nu)} UK episodes against {ni} Italian ones.")], max_twins=1)
    rc = 100 * (ru - ri) / ri
    book.case(db, rid, "change",
              [Claim(f"By rating the gap is {'smaller' if abs(rc) < abs(ch) else 'larger'}: {ru:.2f} for the UK against {ri:.2f} for Italy, about {abs(rc):.0f}% {'higher' if rc > 0 else 'lower'}.",
                     [wrong("points_as_percent", f"By rating the gap is {'smaller' if abs(rc) < abs(ch) else 'larger'}: {ru:.2f} for the UK against {ri:.2f} for Italy, about {abs(ru - ri) * 100:.0f}% {'higher' if rc > 0 else 'lower'}.",
                            abs(rc), abs(ru - ri) * 100, 0, True)])], max_twins=1)


def tv_spans(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "How long did the season run, from the first air date to the last (days)?",
                       "SELECT min(to_date(air_date, 'Month DD, YYYY')) AS first_air, max(to_date(air_date, 'Month DD, YYYY')) AS last_air, "
                       "max(to_date(air_date, 'Month DD, YYYY')) - min(to_date(air_date, 'Month DD, YYYY')) AS days, count(*) AS episodes "
                       "FROM tv_series")
    f, l, days, n = raw[0]
    days, n = int(days), int(n)
    wk = days / 7
    mo = days / 30.44
    book.case(db, rid, "conversion",
              [Claim(f"The season ran {days} days, exactly {wk:.0f} weeks, from {f} to {l}.",
                     [wrong("wrong_factor", f"The season ran {days} days, exactly {days / 5:.0f} weeks, from {f} to {l}.", wk, days / 5, 0)]),
               Claim(f"That is {'a little under' if round(mo, 1) > mo else 'a little over'} {mo:.1f} months for {say(n)} episodes.")], max_twins=1)
    book.case(db, rid, "conversion",
              [Claim(f"{n} episodes aired over {wk:.0f} weeks ({days} days), roughly one every {days / (n - 1):.1f} days."),
               Claim(f"In months, about {mo:.1f}.",
                     [wrong("off_by_some", f"In months, about {mo + 1.2:.1f}.", mo, mo + 1.2, 1, True)])], max_twins=1)
    rid, raw = rows_of(db, "How many days passed between the first and last cartoon air dates?",
                       "SELECT min(to_date(original_air_date, 'MonthDD,YYYY')) AS first_air, "
                       "max(to_date(original_air_date, 'MonthDD,YYYY')) AS last_air, "
                       "max(to_date(original_air_date, 'MonthDD,YYYY')) - min(to_date(original_air_date, 'MonthDD,YYYY')) AS days "
                       "FROM cartoon")
    f, l, days = raw[0]
    days = int(days)
    book.case(db, rid, "conversion",
              [Claim(f"The cartoons aired across {days} days ({days / 7:.0f} weeks, or about {days / 30.44:.1f} months).",
                     [wrong("days_as_weeks", f"The cartoons aired across {days} days ({days / 7 * 2:.0f} weeks, or about {days / 30.44:.1f} months).",
                            days / 7, days / 7 * 2, 0)]),
               Claim(f"The first went out on {f}, the last on {l}.")], max_twins=1)
    hours = days * 24
    book.case(db, rid, "conversion",
              [Claim(f"Between the first and last broadcast there were {days} days — {hours:,} hours, {'a bit over' if round(days / 365.25 * 12, 1) < days / 365.25 * 12 else 'a bit under'} {days / 365.25 * 12:.1f} months.",
                     [wrong("off_by_some", f"Between the first and last broadcast there were {days} days — {hours + 600:,} hours, {'a bit over' if round(days / 365.25 * 12, 1) < days / 365.25 * 12 else 'a bit under'} {days / 365.25 * 12:.1f} months.",
                            hours, hours + 600, 0)])], max_twins=1)


def tv_zero_ident(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "Which episodes had more than 10 million viewers?",
                       "SELECT episode, viewers_m FROM tv_series WHERE viewers_m::numeric > 10")
    assert raw == []
    book.case(db, rid, "zero_ident",
              [Claim(pick(["None of the episodes topped 10 million viewers; the query returned 0 rows.",
                           "No episode cleared the 10 million mark — zero matches."], 0),
                     [("count_over_empty", "Two episodes topped 10 million viewers, according to the query.")])])
    rid, raw = rows_of(db, "Which channels offer pay-per-view?",
                       "SELECT series_name FROM tv_channel WHERE pay_per_view_ppv = 'yes'")
    assert raw == []
    book.case(db, rid, "zero_ident",
              [Claim("There are 0 pay-per-view channels in the list."),
               Claim("So pay-per-view accounts for none of the channels.")])
    book.case(db, rid, "zero_ident",
              [Claim("No channel offers pay-per-view.",
                     [("count_over_empty", "Three channels offer pay-per-view.")])])
    rid, raw = rows_of(db, "Production code, channel and air date of the cartoons directed by Ben Jones",
                       "SELECT c.title, c.production_code::int AS production_code, t.series_name, c.original_air_date FROM cartoon c "
                       "JOIN tv_channel t ON t.id = c.channel WHERE c.directed_by = 'Ben Jones' ORDER BY c.production_code")
    rows = [(t, int(p), s, d) for t, p, s, d in raw]
    for k in range(0, len(rows) - 1, 2):
        (t1, p1, s1, d1), (t2, p2, s2, d2) = rows[k], rows[k + 1]
        book.case(db, rid, "zero_ident",
                  [Claim(f"Ben Jones directed {say(len(rows))} cartoons. \"{t1}\" (production code {p1}) aired on {s1} on {d1}.",
                         [wrong("neighbour_row", f"Ben Jones directed {say(len(rows))} cartoons. \"{t1}\" (production code {p2}) aired on {s1} on {d1}.",
                                p1, p2, 0, exact=True)]),
                   Claim(f"\"{t2}\", code {p2}, followed on {s2} ({d2}).")], max_twins=1)
    rid, raw = rows_of(db, "The 18-49 rating/share and weekly rank of each episode",
                       "SELECT episode, \"18_49_rating_share\", weekly_rank FROM tv_series ORDER BY weekly_rank LIMIT 4")
    rows = [(e, s, int(w)) for e, s, w in raw]
    book.case(db, rid, "zero_ident",
              [Claim(f"The best-ranked episode was \"{rows[0][0]}\" at weekly rank {rows[0][2]}, with an 18–49 rating/share of {rows[0][1]}."),
               Claim(f"Next came \"{rows[1][0]}\" (rank {rows[1][2]}, {rows[1][1]}) and \"{rows[2][0]}\" (rank {rows[2][2]}, {rows[2][1]}).",
                     [wrong("neighbour_row", f"Next came \"{rows[1][0]}\" (rank {rows[3][2]}, {rows[1][1]}) and \"{rows[2][0]}\" (rank {rows[2][2]}, {rows[2][1]}).",
                            rows[1][2], rows[3][2], 0)])], max_twins=1)


def tv_plain(book):
    db = "spider_tvshow"
    rid, raw = rows_of(db, "How many channels are there per country and language?",
                       "SELECT country, language, count(*) AS channels FROM tv_channel GROUP BY 1, 2 ORDER BY 3 DESC, 1")
    rows = [(c, l, int(n)) for c, l, n in raw]
    total = sum(r[2] for r in rows)
    (c0, l0, n0), (c1, l1, n1) = rows[0], rows[1]
    share = 100 * n0 / total
    book.case(db, rid, "plain",
              [Claim(f"{c0} dominates with {n0} of the {total} channels, all in {l0}.",
                     [wrong("neighbour_row", f"{c0} dominates with {n1} of the {total} channels, all in {l0}.", n0, n1, 0)]),
               Claim(f"{c1} has {say(n1)}.", [wrong("words_wrong_row", f"{c1} has {say(n0)}.", n1, n0, 0)])], derived=False, max_twins=2)
    book.case(db, rid, "per_unit",
              [Claim(f"{c0} accounts for {share:.0f}% of the {total} channels ({n0} channels).",
                     [wrong("false_bound", f"{c0} accounts for less than three quarters of the {total} channels ({n0} channels).",
                            share, 74, 0, True) if share > 78 else None,
                      wrong("wrong_total", f"{c0} accounts for {100 * n0 / (total + 3):.0f}% of the {total} channels ({n0} channels).",
                            share, 100 * n0 / (total + 3), 0)]),
               Claim(f"{c1}'s {say(n1)} make up {'just over' if round(100 * n1 / total) < 100 * n1 / total else 'just under'} {100 * n1 / total:.0f}%.")], max_twins=1)
    rid, raw = rows_of(db, "Average, lowest and highest share and rating over all episodes",
                       "SELECT count(*) AS episodes, round(avg(share)::numeric, 2) AS avg_share, min(share) AS min_share, "
                       "max(share) AS max_share, round(avg(rating::numeric), 2) AS avg_rating FROM tv_series")
    n, avg_s, mn, mx, avg_r = raw[0]
    n, avg_s, mn, mx, avg_r = int(n), float(avg_s), float(mn), float(mx), float(avg_r)
    book.case(db, rid, "plain",
              [Claim(f"Across all {say(n)} episodes the share averaged {avg_s:.2f}, ranging from {mn:.0f} to {mx:.0f}.",
                     [wrong("off_by_some", f"Across all {say(n)} episodes the share averaged {avg_s + 1.3:.2f}, ranging from {mn:.0f} to {mx:.0f}.",
                            avg_s, avg_s + 1.3, 2)]),
               Claim(f"The mean rating was about {avg_r:.1f}.")], derived=False, max_twins=1)
    book.case(db, rid, "plain",
              [Claim(f"The {n} episodes had a mean rating of {avg_r:.2f} and a mean share of roughly {round(avg_s)}."),
               Claim(f"The highest share was {mx:.0f}.",
                     [wrong("wrong_role", f"The highest share was {mx + 4:.0f}.", mx, mx + 4, 0)])], derived=False, max_twins=1)


# ---------------------------------------------------------------------------
# voter_1
# ---------------------------------------------------------------------------

def voter_states(book):
    db = "spider_voter_1"
    rid, raw = rows_of(db, "Number of area codes per state, with the lowest and highest code",
                       "SELECT state, count(*) AS area_codes, min(area_code) AS lowest, max(area_code) AS highest "
                       "FROM area_code_state GROUP BY state ORDER BY area_codes DESC, state")
    st = [(s, int(n), int(lo), int(hi)) for s, n, lo, hi in raw]
    total = sum(s[1] for s in st)
    pairs = [(0, 1), (0, 3), (1, 2), (0, 8), (0, 29)]
    for k, (i, j) in enumerate(pairs):
        a, na, la, ha = st[i]
        b, nb, lb, hb = st[j]
        r = na / nb
        rt, rd, rap = times(r, k + 1)
        cnt = f"a ratio of {rt}" if "to one" in rt else f"{rt} the count"
        nbr = st[j + 1]
        if nbr[1] == nb:
            nbr = next(s for s in st[j + 1:] if s[1] != nb)
        rn = na / nbr[1]
        claims = [Claim(pick([f"{a} has {na} area codes to {b}'s {nb}, {rt} as many.",
                              f"{a} leads {b} {na} to {nb} in area codes — {cnt}.",
                              f"With {say(na)} codes, {a} has {rt} as many as {b} ({say(nb)})."], k),
                        [wrong("words_wrong_row", pick([f"{a} has {na} area codes to {b}'s {nbr[1]}, {rt} as many.",
                                                        f"{a} leads {b} {na} to {nbr[1]} in area codes — {cnt}.",
                                                        f"With {say(na)} codes, {a} has {rt} as many as {b} ({say(nbr[1])})."], k),
                               nb, nbr[1], 0)])]
        d = na - nb
        if k % 2 == 0:
            claims.append(Claim(f"That is {say(d) if d < 20 else d} more codes.",
                                [wrong("off_by_some", f"That is {d + 6} more codes.", d, d + 6, 0)]))
        else:
            p = 100 * d / nb
            claims.append(Claim(f"Put differently, {a} has {p:.0f}% more.",
                                [wrong("wrong_base", f"Put differently, {a} has {100 * d / na:.0f}% more.", p, 100 * d / na, 0)]))
        claims.append(Claim(f"{a}'s codes run from {la} to {ha}."))
        book.case(db, rid, "comparison", claims, max_twins=1)
    # shares and top-k
    for k, kk in enumerate([3, 5]):
        top = st[:kk]
        s = sum(t[1] for t in top)
        share = 100 * s / total
        names = ", ".join(t[0] for t in top[:-1]) + " and " + top[-1][0]
        bound = "more than half" if share < 45 else "under a third"
        claims = [Claim(pick([f"The top {say(kk)} states ({names}) hold {s} of the {total} area codes, {share:.1f}% of the total.",
                              f"{names} together account for {s} codes — about {round(share)}% of all {total}."], k),
                        [wrong("false_bound", pick([f"The top {say(kk)} states ({names}) hold {s} of the {total} area codes, {bound} of the total.",
                                                    f"{names} together account for {s} codes — {bound} of all {total}."], k),
                               share, 55 if share < 45 else 30, 0, True),
                         wrong("complement", pick([f"The top {say(kk)} states ({names}) hold {s} of the {total} area codes, {100 - share:.1f}% of the total.",
                                                   f"{names} together account for {s} codes — about {round(100 - share)}% of all {total}."], k),
                               share, 100 - share, 1 - k, k == 1)]),
                  Claim(f"The remaining {len(st) - kk} states share {total - s}.")]
        book.case(db, rid, "per_unit", claims, max_twins=1)
    # a share of one named row; the mean per state
    a, na = st[2][0], st[2][1]
    mean = total / len(st)
    book.case(db, rid, "per_unit",
              [Claim(f"{a} alone has {na} codes, roughly {100 * na / total:.0f}% of the country's {total}.",
                     [wrong("share_of_wrong_row", f"{a} alone has {na} codes, roughly {100 * st[1][1] / total:.0f}% of the country's {total}.",
                            100 * na / total, 100 * st[1][1] / total, 0, True)]),
               Claim(f"The average across {len(st)} states is {mean:.1f} codes per state.",
                     [wrong("off_by_some", f"The average across {len(st)} states is {mean * 1.4:.1f} codes per state.", mean, mean * 1.4, 1)])],
              max_twins=1)
    # subset average over named rows
    sel = [st[4], st[5], st[6]]
    avg = sum(s[1] for s in sel) / 3
    book.case(db, rid, "per_unit",
              [Claim(f"{sel[0][0]}, {sel[1][0]} and {sel[2][0]} average {avg:.1f} area codes each ({sel[0][1]}, {sel[1][1]} and {sel[2][1]}).",
                     [wrong("neighbour_rows", f"{sel[0][0]}, {sel[1][0]} and {sel[2][0]} average {(st[7][1] + st[8][1] + st[9][1]) / 3:.1f} area codes each ({sel[0][1]}, {sel[1][1]} and {sel[2][1]}).",
                            avg, (st[7][1] + st[8][1] + st[9][1]) / 3, 1)])], max_twins=1)
    # plain cells and the count of states
    singles = sum(1 for s in st if s[1] == 1)
    book.case(db, rid, "plain",
              [Claim(f"The table covers {len(st)} states and {total} area codes."),
               Claim(f"{singles} states have a single area code.",
                     [wrong("off_by_some", f"{singles + 5} states have a single area code.", singles, singles + 5, 0)])],
              derived=False, max_twins=1)
    book.case(db, rid, "plain",
              [Claim(f"{st[0][0]} tops the list with {st[0][1]}, followed by {st[1][0]} with {st[1][1]} and {st[2][0]} with {st[2][1]}.",
                     [wrong("words_wrong_row", f"{st[0][0]} tops the list with {st[0][1]}, followed by {st[1][0]} with {st[2][1]} and {st[2][0]} with {st[2][1]}.",
                            st[1][1], st[2][1], 0)])], derived=False, max_twins=1)


def voter_votes(book):
    db = "spider_voter_1"
    rid, raw = rows_of(db, "Votes per contestant, with the states they came from",
                       "SELECT c.contestant_name, count(v.vote_id) AS votes, string_agg(v.state, ', ' ORDER BY v.state) AS states "
                       "FROM contestants c LEFT JOIN votes v ON v.contestant_number = c.contestant_number "
                       "GROUP BY c.contestant_number, c.contestant_name ORDER BY votes DESC, c.contestant_number")
    cs = [(n, int(v), s) for n, v, s in raw]
    total = sum(c[1] for c in cs)
    none = sum(1 for c in cs if c[1] == 0)
    top = cs[0]
    book.case(db, rid, "plain",
              [Claim(f"{top[0]} leads with {say(top[1])} votes ({top[2]}), " + ("half" if 2 * top[1] == total else f"{100 * top[1] / total:.0f}%") + f" of the {total} cast.",
                     [wrong("false_bound", f"{top[0]} leads with {say(top[1])} votes ({top[2]}), less than a third of the {total} cast.",
                            100 * top[1] / total, 30, 0, True)]),
               Claim(f"{say(none).capitalize()} of the {len(cs)} contestants received no votes at all.",
                     [wrong("off_by_some", f"{say(none - 3).capitalize()} of the {len(cs)} contestants received no votes at all.", none, none - 3, 0)])],
              derived=True, max_twins=1)
    book.case(db, rid, "per_unit",
              [Claim(f"{cs[0][0]} took {100 * cs[0][1] / total:.0f}% of the votes and {cs[1][0]} {100 * cs[1][1] / total:.0f}%.",
                     [wrong("wrong_total", f"{cs[0][0]} took {100 * cs[0][1] / len(cs):.0f}% of the votes and {cs[1][0]} {100 * cs[1][1] / total:.0f}%.",
                            100 * cs[0][1] / total, 100 * cs[0][1] / len(cs), 0)]),
               Claim(f"That is {total / len(cs):.2f} votes per contestant on average.")], max_twins=1)
    rid, raw = rows_of(db, "Votes for Edwina Burnam",
                       "SELECT v.vote_id, v.state FROM votes v JOIN contestants c ON c.contestant_number = v.contestant_number "
                       "WHERE c.contestant_name = 'Edwina Burnam'")
    assert raw == []
    book.case(db, rid, "zero_ident",
              [Claim("Edwina Burnam received 0 votes — the query came back empty.",
                     [("count_over_empty", "Edwina Burnam received 3 votes, all from New York.")])])
    book.case(db, rid, "zero_ident",
              [Claim("Edwina Burnam has no recorded votes."),
               Claim("Her vote count is zero.",
                     [("count_over_empty", "Her vote count is eleven.")])])
    rid, raw = rows_of(db, "Which phone number voted for which contestant, from which state?",
                       "SELECT v.phone_number, c.contestant_name, v.state, v.created FROM votes v "
                       "JOIN contestants c ON c.contestant_number = v.contestant_number ORDER BY v.created")
    vs = [(p, n, s, c) for p, n, s, c in raw]
    for k in range(len(vs) - 2):
        (p1, n1, s1, c1), (p2, n2, s2, c2) = vs[k], vs[k + 1]
        book.case(db, rid, "zero_ident",
                  [Claim(pick([f"The vote from {p1} ({s1}) went to {n1}.", f"Phone number {p1} in {s1} backed {n1}."], k),
                         [("neighbour_row", pick([f"The vote from {p2[:-4] + p1[-4:]} ({s1}) went to {n1}.",
                                                  f"Phone number {p2[:-4] + p1[-4:]} in {s1} backed {n1}."], k))]
                         if p2[:-4] != p1[:-4] else []),
                   Claim(f"Then {p2} voted for {n2}.")], max_twins=1)
    rid, raw = rows_of(db, "How many seconds passed between the first and the last vote?",
                       "SELECT min(created) AS first_vote, max(created) AS last_vote, "
                       "extract(epoch FROM max(created) - min(created))::int AS seconds, count(*) AS votes FROM votes")
    f, l, secs, n = raw[0]
    secs, n = int(secs), int(n)
    book.case(db, rid, "conversion",
              [Claim(f"All {say(n)} votes arrived within {secs} seconds, about {secs / 60:.2f} minutes, starting at {f}.",
                     [wrong("wrong_factor", f"All {say(n)} votes arrived within {secs} seconds, about {secs / 100:.2f} minutes, starting at {f}.",
                            secs / 60, secs / 100, 2, True)])], max_twins=1)
    book.case(db, rid, "conversion",
              [Claim(f"The voting window was {secs} s (roughly a third of a minute, {secs / 3600:.4f} hours)." if 17 <= secs <= 23 else
                     f"The voting window was {secs} s ({secs / 60:.1f} minutes, {secs / 3600:.4f} hours)."),
               Claim(f"That is one vote every {secs / (n - 1):.1f} seconds.",
                     [wrong("off_by_some", f"That is one vote every {secs / (n - 1) * 2:.1f} seconds.", secs / (n - 1), secs / (n - 1) * 2, 1)])],
              max_twins=1)


# ---------------------------------------------------------------------------
# course_teach
# ---------------------------------------------------------------------------

def teachers(book):
    db = "spider_course_teach"
    rid, raw = rows_of(db, "Teachers' ages and hometowns",
                       "SELECT name, age, hometown FROM teacher ORDER BY age DESC")
    ts = [(n, int(a), h) for n, a, h in raw]
    pairs = [(0, 6), (1, 5), (0, 3), (2, 6)]
    for k, (i, j) in enumerate(pairs):
        a, aa, ha = ts[i]
        b, ab, hb = ts[j]
        r = aa / ab
        d = aa - ab
        p = 100 * d / ab
        nb = ts[j - 1]
        rt, rd, rap = times(r, k + 2)
        claims = [Claim(pick([f"{a} ({aa}) is {d} years older than {b} ({ab}).",
                              f"At {say(aa)}, {a} has {say(d)} years on {b}, who is {say(ab)}.",
                              f"The gap between {a} and {b} is {d} years ({aa} vs {ab})."], k),
                        [wrong("neighbour_row", pick([f"{a} ({aa}) is {aa - nb[1]} years older than {b} ({ab}).",
                                                      f"At {say(aa)}, {a} has {say(aa - nb[1])} years on {b}, who is {say(ab)}.",
                                                      f"The gap between {a} and {b} is {aa - nb[1]} years ({aa} vs {ab})."], k),
                               d, aa - nb[1], 0)]),
                  Claim(f"That makes {a} {p:.1f}% older.",
                        [wrong("ratio_as_change", f"That makes {a} {100 * r:.1f}% older.", p, 100 * r, 1)]) if k % 2 == 0 else
                  Claim(f"{a}'s age is {rt} {b}'s.",
                        [wrong("inverse", f"{a}'s age is {ab / aa:.2f} times {b}'s.", r, ab / aa, 2)]) if k != 3 else
                  Claim(f"Put the other way, {b} is {ab / aa:.2f} times {a}'s age.",
                        [wrong("neighbour_row", f"Put the other way, {b} is {nb[1] / aa:.2f} times {a}'s age.", ab / aa, nb[1] / aa, 2)])]
        book.case(db, rid, "comparison", claims, max_twins=1 + (k == 0))
    # conversions of ages
    for k, (n, a, h) in enumerate(ts[:3]):
        claims = [Claim(pick([f"{n} from {h} is {a}, or {a * 12} months old.",
                              f"{n} is {a} years old — about {a * 52:,} weeks.",
                              f"{n}'s {a} years come to roughly {a * 365.25:,.0f} days."], k),
                        [wrong("wrong_factor", pick([f"{n} from {h} is {a}, or {a * 10} months old.",
                                                     f"{n} is {a} years old — about {a * 30:,} weeks.",
                                                     f"{n}'s {a} years come to roughly {a * 300:,.0f} days."], k),
                               pick([a * 12, a * 52, a * 365.25], k), pick([a * 10, a * 30, a * 300], k), 0, k > 0)])]
        book.case(db, rid, "conversion", claims, max_twins=1)
    ages = [t[1] for t in ts]
    mean = sum(ages) / len(ages)
    book.case(db, rid, "plain",
              [Claim(f"There are {say(len(ts))} teachers, aged {min(ages)} to {max(ages)}; their average age is {mean:.1f}.",
                     [wrong("off_by_some", f"There are {say(len(ts))} teachers, aged {min(ages)} to {max(ages)}; their average age is {mean + 3.5:.1f}.",
                            mean, mean + 3.5, 1)])], derived=False, max_twins=1)
    book.case(db, rid, "plain",
              [Claim(f"The oldest, {ts[0][0]}, is {ts[0][1]}; the youngest, {ts[-1][0]}, is {ts[-1][1]}.",
                     [wrong("neighbour_row", f"The oldest, {ts[0][0]}, is {ts[1][1]}; the youngest, {ts[-1][0]}, is {ts[-1][1]}.",
                            ts[0][1], ts[1][1], 0)])], derived=False, max_twins=1)


def arrangements(book):
    db = "spider_course_teach"
    rid, raw = rows_of(db, "Per teacher: age, number of course assignments and average grade taught",
                       "SELECT t.name, t.age, count(ca.course_id) AS courses, round(avg(ca.grade), 2) AS avg_grade "
                       "FROM teacher t JOIN course_arrange ca ON ca.teacher_id = t.teacher_id GROUP BY t.name, t.age ORDER BY courses DESC, t.name")
    ts = [(n, int(a), int(c), float(g)) for n, a, c, g in raw]
    allc = sum(t[2] for t in ts)
    w = sum(t[2] * t[3] for t in ts) / allc
    m = sum(t[3] for t in ts) / len(ts)
    book.case(db, rid, "per_unit",
              [Claim(f"{say(len(ts)).capitalize()} teachers share {allc} course assignments.")
               , Claim(f"Weighting each teacher's average grade by their number of courses gives {w:.2f}.",
                       [wrong("mean_as_weighted", f"Weighting each teacher's average grade by their number of courses gives {m:.2f}.", w, m, 2)])],
              max_twins=1)
    book.case(db, rid, "per_unit",
              [Claim(f"Over all {allc} assignments the grade averages {w:.1f}; {ts[0][0]} carries the most, {say(ts[0][2])}.",
                     [wrong("mean_as_weighted", f"Over all {allc} assignments the grade averages {m:.1f}; {ts[0][0]} carries the most, {say(ts[0][2])}.",
                            w, m, 1)] if far(w, m, 1) else [])], max_twins=1)
    sel = ts[:3]
    sw = sum(t[2] * t[3] for t in sel) / sum(t[2] for t in sel)
    sm = sum(t[3] for t in sel) / 3
    book.case(db, rid, "per_unit",
              [Claim(f"For {sel[0][0]}, {sel[1][0]} and {sel[2][0]} ({sum(t[2] for t in sel)} courses), the grade averages {sw:.2f}.",
                     [wrong("mean_as_weighted", f"For {sel[0][0]}, {sel[1][0]} and {sel[2][0]} ({sum(t[2] for t in sel)} courses), the grade averages {sm:.2f}.",
                            sw, sm, 2)] if far(sw, sm, 2) else []),
               Claim(f"Their ages add up to {sum(t[1] for t in sel)}.",
                     [wrong("off_by_some", f"Their ages add up to {sum(t[1] for t in sel) + 9}.", sum(t[1] for t in sel), sum(t[1] for t in sel) + 9, 0)])],
              max_twins=2)
    a, b = ts[0], ts[-1]
    book.case(db, rid, "comparison",
              [Claim(f"{a[0]} teaches {say(a[2])} courses, twice as many as {b[0]}'s {say(b[2])}." if a[2] == 2 * b[2] else
                     f"{a[0]} teaches {a[2]} courses against {b[0]}'s {b[2]}."),
               Claim(f"{a[0]}'s average grade is {a[3]:.1f}, {abs(a[3] - b[3]):.1f} {'above' if a[3] > b[3] else 'below'} {b[0]}'s {b[3]:.1f}.",
                     [wrong("off_by_some", f"{a[0]}'s average grade is {a[3]:.1f}, {abs(a[3] - b[3]) + 2:.1f} {'above' if a[3] > b[3] else 'below'} {b[0]}'s {b[3]:.1f}.",
                            abs(a[3] - b[3]), abs(a[3] - b[3]) + 2, 1)])], max_twins=1)
    # teaching against non-teaching teachers
    rid, raw = rows_of(db, "Average age of teachers with and without a course assignment",
                       "SELECT CASE WHEN EXISTS (SELECT 1 FROM course_arrange ca WHERE ca.teacher_id = t.teacher_id) "
                       "THEN 'teaching' ELSE 'not teaching' END AS grp, count(*) AS teachers, round(avg(age), 2) AS avg_age "
                       "FROM teacher t GROUP BY 1 ORDER BY 1")
    g = {r[0]: (int(r[1]), float(r[2])) for r in raw}
    (n0, a0), (n1, a1) = g["not teaching"], g["teaching"]
    ch = 100 * (a1 - a0) / a0
    book.case(db, rid, "change",
              [Claim(f"The {say(n1)} teachers with a course average {a1:.1f} years, {ch:.1f}% higher than the {a0:.1f} of the {say(n0)} without.",
                     [wrong("base_swapped", f"The {say(n1)} teachers with a course average {a1:.1f} years, {100 * (a1 - a0) / a1:.1f}% higher than the {a0:.1f} of the {say(n0)} without.",
                            ch, 100 * (a1 - a0) / a1, 1)])], max_twins=1)
    book.case(db, rid, "change",
              [Claim(f"Teachers who teach are {a1 - a0:.1f} years older on average ({a1:.2f} against {a0:.2f}), roughly {round(ch)}% more.",
                     [wrong("off_by_some", f"Teachers who teach are {a1 - a0:.1f} years older on average ({a1:.2f} against {a0:.2f}), roughly {round(ch) + 12}% more.",
                            ch, round(ch) + 12, 0, True)]),
               Claim(f"Overall the {n0 + n1} teachers average {(n0 * a0 + n1 * a1) / (n0 + n1):.1f} years.",
                     [wrong("mean_as_weighted", f"Overall the {n0 + n1} teachers average {(a0 + a1) / 2:.1f} years.",
                            (n0 * a0 + n1 * a1) / (n0 + n1), (a0 + a1) / 2, 1)])][::-1], max_twins=1)


def hometowns(book):
    db = "spider_course_teach"
    rid, raw = rows_of(db, "Average age of teachers from urban districts against those from boroughs",
                       "SELECT CASE WHEN hometown LIKE '%Urban District' THEN 'urban district' ELSE 'borough' END AS kind, "
                       "count(*) AS teachers, round(avg(age), 2) AS avg_age FROM teacher GROUP BY 1 ORDER BY 1")
    g = {k: (int(n), float(a)) for k, n, a in raw}
    (nb, ab), (nu, au) = g["borough"], g["urban district"]
    ch = 100 * (au - ab) / ab
    book.case(db, rid, "change",
              [Claim(f"Teachers from urban districts ({say(nu)} of them) average {au:.1f} years, {ch:.1f}% above the {ab:.1f} of the {say(nb)} from boroughs.",
                     [wrong("off_by_some", f"Teachers from urban districts ({say(nu)} of them) average {au:.1f} years, {ch * 1.6:.1f}% above the {ab:.1f} of the {say(nb)} from boroughs.",
                            ch, ch * 1.6, 1, alts=[100 * (au - ab) / au])]),
               Claim(f"In years that is a gap of {au - ab:.1f}.")], max_twins=1)


def courses(book):
    db = "spider_course_teach"
    rid, raw = rows_of(db, "Which courses does Joseph Huts teach?",
                       "SELECT c.course FROM course c JOIN course_arrange ca ON ca.course_id = c.course_id "
                       "JOIN teacher t ON t.teacher_id = ca.teacher_id WHERE t.name = 'Joseph Huts'")
    assert raw == []
    book.case(db, rid, "zero_ident",
              [Claim("Joseph Huts is not assigned to any course: zero results."),
               Claim("So his teaching load is 0 courses.",
                     [("count_over_empty", "So his teaching load is 2 courses.")])])
    book.case(db, rid, "zero_ident",
              [Claim("Joseph Huts doesn't teach anything according to the arrangement table.",
                     [("count_over_empty", "Joseph Huts teaches four courses according to the arrangement table.")])])
    rid, raw = rows_of(db, "Course names and starting dates",
                       "SELECT course_id, course, staring_date FROM course ORDER BY course_id")
    cs = [(int(i), c, d) for i, c, d in raw]
    for k in range(0, 6, 3):
        (i1, c1, d1), (i2, c2, d2) = cs[k], cs[k + 2]
        book.case(db, rid, "zero_ident",
                  [Claim(f"Course {i1}, {c1}, starts on {d1}.",
                         [("neighbour_row", f"Course {i1}, {c1}, starts on {cs[k + 1][2]}.")]),
                   Claim(f"{c2} (course {i2}) begins {d2}.")], max_twins=1)
    book.case(db, rid, "plain",
              [Claim(f"There are {say(len(cs))} courses, numbered {cs[0][0]} to {cs[-1][0]}.",
                     [wrong("off_by_some", f"There are {say(len(cs) + 4)} courses, numbered {cs[0][0]} to {cs[-1][0]}.", len(cs), len(cs) + 4, 0)])],
              derived=False)
    rid, raw = rows_of(db, "Courses with grade and teacher",
                       "SELECT c.course, ca.grade, t.name FROM course_arrange ca JOIN course c ON c.course_id = ca.course_id "
                       "JOIN teacher t ON t.teacher_id = ca.teacher_id ORDER BY ca.grade DESC")
    rs = [(c, int(g), n) for c, g, n in raw]
    tot = sum(r[1] for r in rs)
    book.case(db, rid, "plain",
              [Claim(f"{rs[0][2]} teaches {rs[0][0]} to grade {rs[0][1]}, the highest of the {len(rs)} assignments.",
                     [wrong("neighbour_row", f"{rs[0][2]} teaches {rs[0][0]} to grade {rs[1][1]}, the highest of the {len(rs)} assignments.", rs[0][1], rs[1][1], 0)]),
               Claim(f"The grades sum to {tot} and average {tot / len(rs):.2f}.")], derived=False, max_twins=1)


# ---------------------------------------------------------------------------
# cre_Doc_Template_Mgt
# ---------------------------------------------------------------------------

def template_types(book):
    db = "spider_cre_doc_template_mgt"
    rid, raw = rows_of(db, "Per template type: number of templates, average version number and number of documents",
                       "SELECT r.template_type_description AS type, count(DISTINCT t.template_id) AS templates, "
                       "round(avg(t.version_number), 2) AS avg_version, count(d.document_id) AS documents "
                       "FROM templates t JOIN ref_template_types r ON r.template_type_code = t.template_type_code "
                       "LEFT JOIN documents d ON d.template_id = t.template_id GROUP BY 1 ORDER BY templates DESC, type")
    rid2, raw2 = rows_of(db, "Per template type: number of templates and average version number",
                         "SELECT r.template_type_description AS type, count(*) AS templates, round(avg(t.version_number), 2) AS avg_version, "
                         "sum(t.version_number) AS version_sum "
                         "FROM templates t JOIN ref_template_types r ON r.template_type_code = t.template_type_code "
                         "GROUP BY 1 ORDER BY templates DESC, type")
    tt = [(t, int(n), float(v), int(s)) for t, n, v, s in raw2]
    total = sum(t[1] for t in tt)
    pairs = [(0, 4), (1, 2), (0, 3), (2, 4)]
    for k, (i, j) in enumerate(pairs):
        a, na, va, sa = tt[i]
        b, nb, vb, sb = tt[j]
        r = na / nb
        rt, rd, rap = times(r, k)
        other = tt[(j + 1) % len(tt)]
        if other[1] == nb:
            other = next(t for t in tt if t[1] != nb and t[1] != na)
        dv = va - vb
        claims = [Claim(pick([f"{a} has {say(na)} templates, {rt} as many as {b} ({say(nb)}).",
                              f"There are {na} {a} templates against {nb} for {b}, {rt} as many.",
                              f"{a} templates outnumber {b} ones {na} to {nb} ({rt})."], k),
                        [wrong("words_wrong_row", pick([f"{a} has {say(na)} templates, {rt} as many as {b} ({say(other[1])}).",
                                                        f"There are {na} {a} templates against {other[1]} for {b}, {rt} as many.",
                                                        f"{a} templates outnumber {b} ones {na} to {other[1]} ({rt})."], k),
                               nb, other[1], 0)]),
                  Claim(f"Their average version numbers are {va:.2f} and {vb:.2f}, a difference of {abs(dv):.2f}.",
                        [wrong("off_by_some", f"Their average version numbers are {va:.2f} and {vb:.2f}, a difference of {abs(dv) + 1.5:.2f}.",
                               abs(dv), abs(dv) + 1.5, 2)])]
        book.case(db, rid2, "comparison", claims, max_twins=1)
    # weighted average of the type averages
    for k, idx in enumerate([(0, 2, 4), (1, 3, 4), (0, 1, 3)]):
        sel = [tt[i] for i in idx]
        n = sum(t[1] for t in sel)
        w = sum(t[1] * t[2] for t in sel) / n
        m = sum(t[2] for t in sel) / 3
        names = f"{sel[0][0]}, {sel[1][0]} and {sel[2][0]}"
        claims = [Claim(pick([f"Across {names} ({n} templates in all), the weighted average version is {w:.2f}.",
                              f"Taken together, the {say(n)} {names} templates average version {w:.1f}.",
                              f"Pooling {names}, the version number averages about {w:.1f} over {n} templates."], k),
                        [wrong("mean_as_weighted", pick([f"Across {names} ({n} templates in all), the weighted average version is {m:.2f}.",
                                                         f"Taken together, the {say(n)} {names} templates average version {m:.1f}.",
                                                         f"Pooling {names}, the version number averages about {m:.1f} over {n} templates."], k),
                               w, m, 2 if k == 0 else 1, k == 2)])]
        share = 100 * n / total
        claims.append(Claim(f"Those types make up {share:.0f}% of the {total} templates.",
                            [wrong("wrong_total", f"Those types make up {100 * n / (total + 5):.0f}% of the {total} templates.", share, 100 * n / (total + 5), 0)]))
        book.case(db, rid2, "per_unit", claims, max_twins=1 + (k % 3 == 0))
    # per-unit from two columns: version sum / templates
    for k, (t, n, v, s) in enumerate(tt[:3]):
        book.case(db, rid2, "per_unit",
                  [Claim(f"{t} templates' versions sum to {s} over {say(n)} templates, {s / n:.2f} per template.",
                         [wrong("total_over_wrong_count", f"{t} templates' versions sum to {s} over {say(n)} templates, {s / (n + 2):.2f} per template.",
                                s / n, s / (n + 2), 2)])], max_twins=1)
    # documents: types without documents
    docs = {r[0]: int(r[3]) for r in raw}
    zero = [t for t, d in docs.items() if d == 0]
    alld = sum(docs.values())
    if zero:
        z = zero[0]
        book.case(db, rid, "zero_ident",
                  [Claim(f"No document uses a {z} template (0 documents), while the {len(docs) - 1} other types cover all {alld}.",
                         [wrong("count_over_zero_row", f"Two documents use a {z} template, while the {len(docs) - 1} other types cover all {alld}.", 0, 2, 0)])],
                  max_twins=1)
    top = max(docs.items(), key=lambda kv: kv[1])
    book.case(db, rid, "plain",
              [Claim(f"{top[0]} templates back the most documents, {say(top[1])} of {alld}.",
                     [wrong("off_by_some", f"{top[0]} templates back the most documents, {say(top[1] + 3)} of {alld}.", top[1], top[1] + 3, 0)])],
              derived=False, max_twins=1)


def template_spans(book):
    db = "spider_cre_doc_template_mgt"
    rid, raw = rows_of(db, "How long was each template effective (in days), for templates whose end date is after their start date?",
                       "SELECT template_id, template_type_code, date_effective_from::date AS effective_from, "
                       "date_effective_to::date AS effective_to, date_effective_to::date - date_effective_from::date AS days "
                       "FROM templates WHERE date_effective_to > date_effective_from ORDER BY days DESC")
    ts = [(int(i), c, f, t, int(d)) for i, c, f, t, d in raw]
    for k, (i, c, f, t, d) in enumerate(ts[:5]):
        y = d / 365.25
        mo = d / 30.44
        wk = d / 7
        nb = ts[k + 1][4]
        forms = [(f"{d:,} days, roughly {y:.1f} years", f"{d:,} days, roughly {d / 360 * 1.5:.1f} years", y, d / 360 * 1.5, 1),
                 (f"{d:,} days (about {mo:,.0f} months)", f"{d:,} days (about {d / 7:,.0f} months)", mo, d / 7, 0),
                 (f"just over {wk:,.0f} weeks ({d:,} days)" if wk - int(wk) < 0.5 else f"about {wk:,.0f} weeks ({d:,} days)",
                  f"about {d / 7 + 40:,.0f} weeks ({d:,} days)", wk, d / 7 + 40, 0)]
        right, bad, tv, wv, dec = pick(forms, k)
        claims = [Claim(pick([f"Template {i} ({c}) was in effect for {right}, from {f} to {t}.",
                              f"From {f} to {t}, template {i} of type {c} ran {right}."], k),
                        [wrong("wrong_conversion", pick([f"Template {i} ({c}) was in effect for {bad}, from {f} to {t}.",
                                                         f"From {f} to {t}, template {i} of type {c} ran {bad}."], k),
                               tv, wv, dec, True)])]
        if k % 2 == 0:
            claims.append(Claim(f"That is {d - nb:,} days longer than the next-longest.",
                                [wrong("off_by_some", f"That is {d - nb + 250:,} days longer than the next-longest.", d - nb, d - nb + 250, 0)]))
        book.case(db, rid, "conversion", claims, max_twins=1 + (k % 3 == 0))
    rid, raw = rows_of(db, "Hours between the effective start and end of template 10",
                       "SELECT template_id, date_effective_from, date_effective_to, "
                       "round(extract(epoch FROM date_effective_to - date_effective_from) / 3600) AS hours FROM templates WHERE template_id = 10")
    i, f, t, h = raw[0]
    h = int(float(h))
    book.case(db, rid, "conversion",
              [Claim(f"Template {i} was effective for {h:,} hours — roughly {h / 24:,.0f} days, or about {h / 24 / 365.25:.1f} years.",
                     [wrong("wrong_conversion", f"Template {i} was effective for {h:,} hours — roughly {h / 60:,.0f} days, or about {h / 24 / 365.25:.1f} years.",
                            h / 24, h / 60, 0, True)])], max_twins=1)
    rid, raw = rows_of(db, "Templates effective from before 1990 against those from 2000 on: number and average version",
                       "SELECT CASE WHEN date_effective_from < '1990-01-01' THEN 'before 1990' ELSE 'from 2000' END AS era, "
                       "count(*) AS templates, round(avg(version_number), 2) AS avg_version FROM templates "
                       "WHERE date_effective_from < '1990-01-01' OR date_effective_from >= '2000-01-01' GROUP BY 1 ORDER BY 1")
    e = {r[0]: (int(r[1]), float(r[2])) for r in raw}
    (n0, v0), (n1, v1) = e["before 1990"], e["from 2000"]
    ch = 100 * (v1 - v0) / v0
    book.case(db, rid, "change",
              [Claim(f"Templates effective from 2000 on ({n1}) average version {v1:.2f}, against {v0:.2f} for the {n0} from before 1990 — "
                     f"{'an increase' if ch > 0 else 'a decrease'} of {abs(ch):.1f}%.",
                     [wrong("points_as_percent", f"Templates effective from 2000 on ({n1}) average version {v1:.2f}, against {v0:.2f} for the {n0} from before 1990 — "
                            f"{'an increase' if ch > 0 else 'a decrease'} of {abs(v1 - v0) * 10:.1f}%.", abs(ch), abs(v1 - v0) * 10, 1,
                            alts=[abs(v1 - v0)])]),
               Claim(f"The newer group is {'larger' if n1 > n0 else 'smaller'}: {say(n1)} templates to {say(n0)}." if n1 != n0 else
                     f"The two groups are the same size, {say(n1)} templates each.")], max_twins=1)
    book.case(db, rid, "change",
              [Claim(f"Version numbers {'grew' if v1 > v0 else 'fell'} by {abs(v1 - v0):.2f} between the pre-1990 and post-2000 templates.",
                     [wrong("off_by_some", f"Version numbers {'grew' if v1 > v0 else 'fell'} by {abs(v1 - v0) + 1.8:.2f} between the pre-1990 and post-2000 templates.",
                            abs(v1 - v0), abs(v1 - v0) + 1.8, 2)]),
               Claim(f"That is roughly {abs(ch):.0f}% {'higher' if ch > 0 else 'lower'}.")], max_twins=1)


def documents(book):
    db = "spider_cre_doc_template_mgt"
    rid, raw = rows_of(db, "Paragraph count per document",
                       "SELECT d.document_id, d.document_name, count(p.paragraph_id) AS paragraphs FROM documents d "
                       "LEFT JOIN paragraphs p ON p.document_id = d.document_id GROUP BY 1, 2 ORDER BY paragraphs DESC, d.document_id")
    ds = [(int(i), n, int(c)) for i, n, c in raw]
    totp = sum(d[2] for d in ds)
    withp = [d for d in ds if d[2] > 0]
    nonep = len(ds) - len(withp)
    book.case(db, rid, "per_unit",
              [Claim(f"The {len(ds)} documents hold {totp} paragraphs, {totp / len(ds):.1f} per document on average.",
                     [wrong("wrong_count", f"The {len(ds)} documents hold {totp} paragraphs, {totp / nonep:.1f} per document on average.",
                            totp / len(ds), totp / nonep, 1, alts=[totp / len(withp)])]),
               Claim(f"Counting only the {len(withp)} documents that have any, it is {totp / len(withp):.1f}.")], max_twins=1)
    book.case(db, rid, "per_unit",
              [Claim(f"{say(nonep).capitalize()} documents have no paragraphs at all, a third of the {len(ds)}." if 3 * nonep == len(ds) else
                     f"{say(nonep).capitalize()} of the {len(ds)} documents have no paragraphs.",
                     [wrong("false_fraction", f"{say(nonep).capitalize()} documents have no paragraphs at all, about a quarter of the {len(ds)}.",
                            100 * nonep / len(ds), 25, 0, True)]),
               Claim(f"\"{ds[0][1]}\" (ID {ds[0][0]}) has the most, {say(ds[0][2])}, {100 * ds[0][2] / totp:.0f}% of all paragraphs.",
                     [wrong("share_of_wrong_row", f"\"{ds[0][1]}\" (ID {ds[0][0]}) has the most, {say(ds[0][2])}, {100 * ds[1][2] / totp:.0f}% of all paragraphs.",
                            100 * ds[0][2] / totp, 100 * ds[1][2] / totp, 0)])], max_twins=2)
    two = [d for d in ds if d[2] == 2]
    if len(two) >= 2:
        book.case(db, rid, "per_unit",
                  [Claim(f"\"{two[0][1]}\" and \"{two[1][1]}\" have {say(two[0][2] + two[1][2])} paragraphs between them.",
                         [wrong("sum_over_wrong_rows", f"\"{two[0][1]}\" and \"{two[1][1]}\" have {say(sum(d[2] for d in two))} paragraphs between them.",
                                two[0][2] + two[1][2], sum(d[2] for d in two), 0)])], max_twins=1)
    for k, (i, n, c) in enumerate([d for d in ds if d[0] > 1000][:2]):
        book.case(db, rid, "zero_ident",
                  [Claim(pick([f"Document {i}, \"{n}\", has {say(c)} paragraph{'s' if c != 1 else ''}.",
                               f"\"{n}\" (document ID {i}) contains {c} paragraph{'s' if c != 1 else ''}."], k),
                         [wrong("neighbour_id", pick([f"Document {i + 7}, \"{n}\", has {say(c)} paragraph{'s' if c != 1 else ''}.",
                                                 f"\"{n}\" (document ID {i + 7}) contains {c} paragraph{'s' if c != 1 else ''}."], k),
                                i, i + 7, 0, exact=True)])],
                  max_twins=1)
    rid, raw = rows_of(db, "Paragraphs of the document 'Introduction of OS'",
                       "SELECT p.paragraph_id, p.paragraph_text FROM paragraphs p JOIN documents d ON d.document_id = p.document_id "
                       "WHERE d.document_name = 'Introduction of OS'")
    assert raw == []
    book.case(db, rid, "zero_ident",
              [Claim("\"Introduction of OS\" has 0 paragraphs; nothing came back.",
                     [("count_over_empty", "\"Introduction of OS\" has 5 paragraphs.")])])
    book.case(db, rid, "zero_ident",
              [Claim("The document \"Introduction of OS\" has no paragraphs on file."),
               Claim("Its paragraph count is zero.",
                     [("count_over_empty", "Its paragraph count is three.")])])
    rid, raw = rows_of(db, "Paragraph ids and texts of the document 'Customer reviews'",
                       "SELECT p.paragraph_id, p.paragraph_text FROM paragraphs p JOIN documents d ON d.document_id = p.document_id "
                       "WHERE d.document_name = 'Customer reviews' ORDER BY p.paragraph_id")
    ps = [(int(i), t) for i, t in raw]
    book.case(db, rid, "zero_ident",
              [Claim(f"\"Customer reviews\" has {say(len(ps))} paragraphs: {', '.join(f'{i} ({t})' for i, t in ps)}.",
                     [wrong("off_by_some", f"\"Customer reviews\" has {say(len(ps) + 2)} paragraphs: {', '.join(f'{i} ({t})' for i, t in ps)}.",
                            len(ps), len(ps) + 2, 0)])], max_twins=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--show", action="store_true", help="list the misses (the set is no longer held out)")
    args = ap.parse_args()
    book = Book()
    for part in (tv_episodes, tv_months, tv_channels, tv_countries, tv_spans, tv_zero_ident, tv_plain, voter_states, voter_votes,
                 teachers, arrangements, hometowns, courses, template_types, template_spans, documents):
        part(book)
    verdicts = evaluate(book.items)
    with open(args.out, "w") as fh:
        for a in book.items:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in book.items]
    shape_report("fourth set", items, SHAPES, args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
