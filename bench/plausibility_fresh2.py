#!/usr/bin/env python3
"""
plausibility_fresh2.py — a third set of answers written the way a
language-model analyst writes them, over databases no earlier set uses: the
Spider databases car_1, concert_singer, pets_1 and battle_death of
../shared/data/spider-llm (loaded by bench/plausibility.sh). Several claims
per answer, digits and number words mixed, approximations ("about",
"nearly", "roughly"); comparisons between named rows (ratio, difference,
percent change between years or groups), per-unit figures, subset sums and
weighted averages over the rows a sentence names, unit conversions, zero for
an empty result, digits inside identifiers (codes, names), rows named by a
pronoun a sentence or two back, units known only from the question. Each
grounded answer has wrong twins: a real value in the wrong role (the mean
called the weighted average, a share of the wrong column, the base of a
change swapped, a ratio stated as a change), a value of the neighbouring
row, a false bound, number words given to the wrong row, counts stated over
an empty result.

Cases are split by number into a development half (`--part dev`, used while
building derivations) and a half that was held out (`--part held_out`) until
its figures were measured; it has since been read too, so `--show` lists the
misses of either.
Labels are computed here from the rows.
"""
import argparse
import json
import sys

from plausibility_labels import evaluate, prf, run
from plausibility_llm import WORDS, money, num, times_phrase

OPENERS = ["", "Here is what the query returned.", "In short:", "Looking at the numbers,",
           "A few things stand out.", "Based on the results:", "Quick read of the output:"]
TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}


def words(n):
    """An integer 0..99 in words."""
    if n < len(WORDS):
        return WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t * 10] + ("" if u == 0 else "-" + WORDS[u])


def pick(options, key):
    return options[key % len(options)]


def pct_change_phrase(old, new, key):
    """'a 39.5% rise' / 'up 39%' / 'roughly 40% higher' — the change from old to new as a writer puts it."""
    ch = 100 * (new - old) / old
    up = ch > 0
    a = abs(ch)
    return pick([f"a {a:.1f}% {'rise' if up else 'drop'}",
                 f"{'up' if up else 'down'} {a:.0f}%",
                 f"roughly {round(a):.0f}% {'higher' if up else 'lower'}",
                 f"an increase of {a:.1f}%" if up else f"a decline of {a:.1f}%"], key)


def pct_phrase_other_base(old, new, key):
    """The same words, the change computed against the wrong base (new)."""
    ch = 100 * (new - old) / new
    up = new > old
    a = abs(ch)
    return pick([f"a {a:.1f}% {'rise' if up else 'drop'}",
                 f"{'up' if up else 'down'} {a:.0f}%",
                 f"roughly {round(a):.0f}% {'higher' if up else 'lower'}",
                 f"an increase of {a:.1f}%" if up else f"a decline of {a:.1f}%"], key)


def far(a, b, rel=0.04, absolute=0.0):
    """a and b differ by more than any rounding a writer would do."""
    return abs(a - b) > max(absolute, rel * max(abs(a), abs(b)))


class Book:
    def __init__(self):
        self.items = []
        self.cases = 0

    def case(self, db, rid, claims, kind, derived=True):
        """claims: [(right sentence, [(role, wrong sentence)])]; one grounded answer, one twin per wrong."""
        part = "dev" if self.cases % 2 == 0 else "held_out"
        opener = OPENERS[self.cases % len(OPENERS)]
        self.cases += 1
        right = [c[0] for c in claims]

        def text(sentences):
            return " ".join(s for s in [opener] + sentences if s)

        self.add(db, rid, text(right), "plausible", kind, "grounded", derived, part)
        for i, (_, wrongs) in enumerate(claims):
            for role, w in wrongs:
                if w:
                    self.add(db, rid, text(right[:i] + [w] + right[i + 1:]), "implausible", kind, role, derived, part)

    def add(self, db, rid, text, label, kind, role, derived, part):
        self.items.append({"id": len(self.items) + 1, "db": db, "receipt": rid, "answer": text, "label": label,
                           "category": kind, "kind": role, "derived": derived, "part": part})


def model_years(book):
    """Changes between model years, per-year averages, weighted averages, a weight conversion."""
    db = "spider_car_1"
    rid, steps = run(db, [("How did the average fuel economy, horsepower and weight (lb) of cars change by model year?",
                           "SELECT year, count(*) AS cars, round(avg(mpg)::numeric, 1) AS avg_mpg, "
                           "round(avg(horsepower), 1) AS avg_horsepower, round(avg(weight)) AS avg_weight "
                           "FROM cars_data GROUP BY year ORDER BY year")])
    rows = [(int(r[0]), int(r[1]), float(r[2]), float(r[3]), float(r[4])) for r in steps[0].raw]
    for i in range(len(rows) - 1):
        (y1, n1, m1, h1, w1), (y2, n2, m2, h2, w2) = rows[i], rows[i + 1]
        o = rows[(i + 2) % len(rows)]
        claims = []
        ch = pct_change_phrase(m1, m2, i)
        bad = pct_phrase_other_base(m1, m2, i)
        claims.append((pick([f"Average fuel economy went from {m1} mpg in {y1} to {m2} mpg in {y2}, {ch}.",
                             f"Between {y1} and {y2} the average mpg moved from {m1} to {m2} ({ch}).",
                             f"The {y2} cars averaged {m2} mpg against {m1} for {y1}, {ch}."], i),
                       [("base_swapped", pick([f"Average fuel economy went from {m1} mpg in {y1} to {m2} mpg in {y2}, {bad}.",
                                               f"Between {y1} and {y2} the average mpg moved from {m1} to {m2} ({bad}).",
                                               f"The {y2} cars averaged {m2} mpg against {m1} for {y1}, {bad}."], i))]
                       if far(abs(m2 - m1) / m1, abs(m2 - m1) / m2, 0.06, 0.01) else []))
        if far(h1, h2, 0.02):
            d = abs(h2 - h1)
            more = "more" if h2 > h1 else "less"
            dn = abs(h2 - o[3])
            claims.append((pick([f"Horsepower averaged {h2:.1f} in {y2}, {d:.1f} {more} than the year before.",
                                 f"{y2} engines made {d:.1f} hp {more} on average than {y1} ones."], i),
                           [("neighbour_row", pick([f"Horsepower averaged {h2:.1f} in {y2}, {dn:.1f} {more} than the year before.",
                                                    f"{y2} engines made {dn:.1f} hp {more} on average than {y1} ones."], i))]
                           if far(d, dn, 0.1, 1.0) else []))
        wavg = (n1 * m1 + n2 * m2) / (n1 + n2)
        mean = (m1 + m2) / 2
        if i % 2 == 0 and far(wavg, mean, 0, 0.15):
            claims.append((pick([f"Across the {n1 + n2} cars of the two years, weighted by count, the average is {wavg:.1f} mpg.",
                                 f"Pooling both years ({n1} and {n2} cars), the combined average comes to about {wavg:.1f} mpg."], i // 2),
                           [("mean_as_weighted", pick([f"Across the {n1 + n2} cars of the two years, weighted by count, the average is {mean:.1f} mpg.",
                                                       f"Pooling both years ({n1} and {n2} cars), the combined average comes to about {mean:.1f} mpg."], i // 2))]))
        else:
            kg = w1 * 0.45359237
            claims.append((pick([f"A typical {y1} car weighed {w1:,.0f} lb, roughly {kg:,.0f} kg.",
                                 f"The {y1} average weight of {w1:,.0f} pounds is about {kg / 1000:.2f} tonnes."], i // 2),
                           [("wrong_unit", pick([f"A typical {y1} car weighed {w1:,.0f} lb, roughly {w1 / 2.54:,.0f} kg.",
                                                 f"The {y1} average weight of {w1:,.0f} pounds is about {w1 / 2000:.2f} tonnes."], i // 2))]))
        if 20 <= n1 <= 99 and n1 != n2 and n2 <= 99:
            claims.append((f"{y1} contributes {words(n1)} cars to the data.",
                           [("number_word_row", f"{y1} contributes {words(n2)} cars to the data.")]))
        book.case(db, rid, claims, "model_years_change")


def cylinders(book):
    """Shares, ratios, differences and weighted averages between engine sizes; digits in '4-cylinder'."""
    db = "spider_car_1"
    rid, steps = run(db, [("For each number of cylinders, how many cars are there and what are their average mpg and horsepower?",
                           "SELECT cylinders, count(*) AS cars, round(avg(mpg)::numeric, 1) AS avg_mpg, "
                           "round(avg(horsepower), 1) AS avg_hp FROM cars_data GROUP BY cylinders ORDER BY cylinders")])
    rows = {int(r[0]): (int(r[1]), float(r[2]), float(r[3])) for r in steps[0].raw}
    total = sum(v[0] for v in rows.values())
    pairs = [(8, 4), (6, 4), (8, 6), (4, 6), (6, 8), (4, 8)]
    for k, (a, b) in enumerate(pairs):
        (na, ma, ha), (nb, mb, hb) = rows[a], rows[b]
        c = [x for x in (4, 6, 8) if x not in (a, b)][0]
        nc, mc, hc = rows[c]
        name = {4: "four", 6: "six", 8: "eight"}
        claims = []
        share = 100 * na / total
        claims.append((pick([f"{a}-cylinder cars number {na} of the {total}, about {share:.0f}% of all cars.",
                             f"There are {na} {name[a]}-cylinder cars, {share:.1f}% of the {total} in the table."], k),
                       [("complement", pick([f"{a}-cylinder cars number {na} of the {total}, about {100 - share:.0f}% of all cars.",
                                             f"There are {na} {name[a]}-cylinder cars, {100 - share:.1f}% of the {total} in the table."], k))]))
        r = ha / hb
        rw = ha / hc
        claims.append((pick([f"Their engines average {ha} hp, {times_phrase(r)} the {hb} of the {b}-cylinder cars.",
                             f"At {ha} horsepower they make {r:.2f}x what {name[b]}-cylinder cars do.",
                             f"Horsepower is {ha} for the {a}-cylinder group versus {hb} for the {b}-cylinder group, a ratio of {r:.2f}."], k),
                       [("ratio_of_other_pair", pick([f"Their engines average {ha} hp, {times_phrase(rw)} the {hb} of the {b}-cylinder cars.",
                                                      f"At {ha} horsepower they make {rw:.2f}x what {name[b]}-cylinder cars do.",
                                                      f"Horsepower is {ha} for the {a}-cylinder group versus {hb} for the {b}-cylinder group, a ratio of {rw:.2f}."], k))]
                       if far(r, rw, 0.05) else []))
        d = round(abs(ma - mb), 1)
        claims.append((pick([f"Fuel economy differs by {d} mpg between the two groups.",
                             f"The {b}-cylinder cars get {d} more mpg." if mb > ma else f"The {b}-cylinder cars get {d} fewer mpg."], k),
                       [("neighbour_row", pick([f"Fuel economy differs by {round(abs(ma - mc), 1)} mpg between the two groups.",
                                                f"The {b}-cylinder cars get {round(abs(ma - mc), 1)} more mpg." if mb > ma
                                                else f"The {b}-cylinder cars get {round(abs(ma - mc), 1)} fewer mpg."], k))]
                       if far(abs(ma - mc), d, 0.05, 0.3) else []))
        wavg = (na * ma + nb * mb) / (na + nb)
        mean = (ma + mb) / 2
        if far(wavg, mean, 0, 0.2):
            claims.append((pick([f"Weighted by the number of cars, the {name[a]}- and {name[b]}-cylinder groups together average {wavg:.1f} mpg.",
                                 f"Taken together, those {na + nb} cars average roughly {wavg:.1f} mpg."], k),
                           [("mean_as_weighted", pick([f"Weighted by the number of cars, the {name[a]}- and {name[b]}-cylinder groups together average {mean:.1f} mpg.",
                                                       f"Taken together, those {na + nb} cars average roughly {mean:.1f} mpg."], k))]))
        book.case(db, rid, claims, "cylinders_compare")


def stadiums(book):
    """Per-row ratios of two columns, differences across columns and rows, pronoun chains, bounds."""
    db = "spider_concert_singer"
    rid, steps = run(db, [("What are the capacity and the highest, lowest and average attendance of each stadium?",
                           "SELECT name, location, capacity, highest, lowest, average FROM stadium ORDER BY average DESC")])
    rows = [(r[0], r[1], int(r[2]), int(r[3]), int(r[4]), int(r[5])) for r in steps[0].raw]
    for i in range(len(rows) - 1):
        (a, la, ca, ha, lo_a, aa), (b, lb, cb, hb, lo_b, ab) = rows[i], rows[i + 1]
        o = rows[(i + 2) % len(rows)]
        claims = []
        fill = 100 * aa / ca
        wrong_fill = 100 * ha / ca
        claims.append((pick([f"{a} ({la}) seats {ca:,} but drew {aa:,} on average, {fill:.1f}% of capacity.",
                             f"{a} averages {aa:,} fans against a capacity of {ca:,}: it is about {fill:.0f}% full on a typical day.",
                             f"With room for {ca:,}, {a} filled roughly {fill:.0f}% of its seats on average."], i),
                       [("wrong_column", pick([f"{a} ({la}) seats {ca:,} but drew {aa:,} on average, {wrong_fill:.1f}% of capacity.",
                                               f"{a} averages {aa:,} fans against a capacity of {ca:,}: it is about {wrong_fill:.0f}% full on a typical day.",
                                               f"With room for {ca:,}, {a} filled roughly {wrong_fill:.0f}% of its seats on average."], i))]
                       if far(fill, wrong_fill, 0.1, 2) else []))
        sp = ha - lo_a
        sp_n = hb - lo_b
        claims.append((pick([f"Its record crowd of {ha:,} is {sp:,} above its lowest.",
                             f"It is a stadium of extremes. The gap between its best and worst gates is {sp:,}."], i),
                       [("neighbour_row", pick([f"Its record crowd of {ha:,} is {sp_n:,} above its lowest.",
                                                f"It is a stadium of extremes. The gap between its best and worst gates is {sp_n:,}."], i))]
                       if far(sp, sp_n, 0.03, 20) else []))
        if ab and aa != ab:
            pc = 100 * (aa - ab) / ab
            claims.append((pick([f"{a}'s average gate is {pc:.1f}% higher than {b}'s.",
                                 f"That average beats {b} ({ab:,}) by {aa - ab:,} fans, or {pc:.0f}%."], i),
                           [("ratio_as_change", pick([f"{a}'s average gate is {100 * aa / ab:.1f}% higher than {b}'s.",
                                                      f"That average beats {b} ({ab:,}) by {aa - ab:,} fans, or {100 * aa / ab:.0f}%."], i))]))
        r = ha / aa
        rn = hb / ab
        claims.append((f"Its peak was {r:.1f} times its average.",
                       [("neighbour_row", f"Its peak was {rn:.1f} times its average.")] if far(r, rn, 0.06) else []))
        book.case(db, rid, claims, "stadium_ratios")
    # the biggest stadiums, through a subquery's LIMIT: sums and shares over what the rows hold
    rid2, steps2 = run(db, [("What are the three largest stadiums by capacity?",
                             "SELECT name, capacity FROM (SELECT name, capacity FROM stadium ORDER BY capacity DESC LIMIT 3) s "
                             "ORDER BY name")])
    big = sorted([(r[0], int(r[1])) for r in steps2[0].raw], key=lambda x: -x[1])
    tot = sum(v for _, v in big)
    (a, ca), (b, cb), (c, cc) = big
    book.case(db, rid2, [(f"The three largest stadiums hold {tot:,} seats between them.",
                          [("subset_of_two", f"The three largest stadiums hold {ca + cb:,} seats between them.")]),
                         (f"{a} alone accounts for {100 * ca / tot:.1f}% of that.",
                          [("complement", f"{a} alone accounts for {100 - 100 * ca / tot:.1f}% of that.")]),
                         (f"It is {times_phrase(ca / cb)} the size of {b}.",
                          [("ratio_of_other_pair", f"It is {times_phrase(ca / cc)} the size of {b}.")])],
              "limit_subquery")


def empty_results(book):
    """Zero stated for an empty result (allowed) and counts stated over it (wrong)."""
    db = "spider_concert_singer"
    rid, _ = run(db, [("Which concerts were held in 2016?",
                       "SELECT concert_name, theme, year FROM concert WHERE year = 2016")])
    book.case(db, rid, [("No concerts were held in 2016, so there are zero to list.",
                         [("count_over_empty", "Two concerts were held in 2016.")]),
                        ("The total attendance for 2016 is therefore 0.",
                         [("count_over_empty", "The total attendance for 2016 is therefore 4,812.")])],
              "empty_result")
    rid, _ = run(db, [("How many singers older than 60 are from France?",
                       "SELECT name, age FROM singer WHERE country = 'France' AND age > 60")])
    book.case(db, rid, [("None of the French singers is older than 60.",
                         [("count_over_empty", "Three of the French singers are older than 60.")]),
                        ("That leaves 0 singers to report.",
                         [("count_over_empty", "That leaves 12 singers to report.")])],
              "empty_result")
    db = "spider_pets_1"
    rid, _ = run(db, [("What is the total weight of the pets of students in major 100?",
                       "SELECT p.petid, p.weight FROM pets p JOIN has_pet h USING (petid) JOIN student s USING (stuid) "
                       "WHERE s.major = 100")])
    book.case(db, rid, [("Students in major 100 own no pets: 0 pets and 0 kg in total.",
                         [("count_over_empty", "Students in major 100 own 14 pets weighing 12 kg in total.")])],
              "empty_result")


def pets(book):
    """Conversions of weights, ages and ratios between named pets; ids in the text."""
    db = "spider_pets_1"
    rid, steps = run(db, [("What is the type, age and weight in kilograms of each pet?",
                           "SELECT petid, pettype, pet_age, weight FROM pets ORDER BY petid")])
    rows = [(int(r[0]), r[1], int(r[2]), float(r[3])) for r in steps[0].raw]
    for i, (pid, t, age, w) in enumerate(rows):
        o = rows[(i + 1) % len(rows)]
        claims = [(pick([f"Pet {pid}, a {t}, weighs {w:g} kg (about {w * 2.20462:.1f} lb).",
                         f"The {t} with id {pid} comes in at {w:g} kilograms, roughly {w * 2.20462:.0f} pounds."], i),
                   [("neighbour_row", pick([f"Pet {pid}, a {t}, weighs {w:g} kg (about {o[3] * 2.20462:.1f} lb).",
                                            f"The {t} with id {pid} comes in at {w:g} kilograms, roughly {o[3] * 2.20462:.0f} pounds."], i))]),
                  (f"It is {times_phrase(w / o[3])} as heavy as pet {o[0]}." if w > o[3] else
                   f"It weighs {o[3] - w:.1f} kg less than pet {o[0]}.",
                   [("wrong_value", f"It is {times_phrase(w / o[3] * 1.5)} as heavy as pet {o[0]}." if w > o[3] else
                     f"It weighs {o[3] - w + 2.5:.1f} kg less than pet {o[0]}.")]),
                  (f"Together the three pets weigh {sum(x[3] for x in rows):.1f} kg.",
                   [("subset_of_two", f"Together the three pets weigh {w + o[3]:.1f} kg.")])]
        book.case(db, rid, claims, "pets_conversion")


def majors(book):
    """Per-group counts and averages: subset sums, weighted averages of rows the previous sentence names, codes."""
    db = "spider_pets_1"
    rid, steps = run(db, [("How many students are in each major and what is their average age?",
                           "SELECT major, count(*) AS students, round(avg(age), 2) AS avg_age FROM student "
                           "GROUP BY major ORDER BY students DESC, major")])
    rows = [(int(r[0]), int(r[1]), float(r[2])) for r in steps[0].raw]
    total = sum(r[1] for r in rows)
    for i in range(len(rows) - 1):
        (a, na, ga), (b, nb, gb) = rows[i], rows[i + 1]
        c = rows[(i + 2) % len(rows)]
        w = (na * ga + nb * gb) / (na + nb)
        mean = (ga + gb) / 2
        claims = [(f"Major {a} has {na} students with an average age of {ga:.2f}, and major {b} has {nb} averaging {gb:.2f}.", [])]
        if far(w, mean, 0, 0.03):
            claims.append((pick([f"Weighted by enrolment, the two majors average {w:.2f} years.",
                                 f"Combined, their students average about {w:.1f} years old."], i),
                           [("mean_as_weighted", pick([f"Weighted by enrolment, the two majors average {mean:.2f} years.",
                                                       f"Combined, their students average about {mean:.1f} years old."], i))]
                           if far(round(w, 1), round(mean, 1), 0, 0.05) else []))
        claims.append((f"Between them they account for {na + nb} of the {total} students, {100 * (na + nb) / total:.1f}%.",
                       [("neighbour_row", f"Between them they account for {na + c[1]} of the {total} students, "
                                          f"{100 * (na + c[1]) / total:.1f}%.")] if c[1] != nb else []))
        book.case(db, rid, claims, "majors_weighted")


def battles(book):
    """Sums across columns of a row, differences and ratios between battles, a total."""
    db = "spider_battle_death"
    rid, steps = run(db, [("How many ships were lost and how many people were killed and injured in each battle?",
                           "SELECT b.name AS battle, count(DISTINCT s.id) AS ships_lost, sum(d.killed) AS killed, "
                           "sum(d.injured) AS injured FROM battle b JOIN ship s ON s.lost_in_battle = b.id "
                           "JOIN death d ON d.caused_by_ship_id = s.id GROUP BY b.name ORDER BY killed DESC")])
    rows = [(r[0], int(r[1]), int(r[2]), int(r[3])) for r in steps[0].raw]
    total = sum(r[2] for r in rows)
    for i in range(len(rows) - 1):
        (a, sa, ka, ia), (b, sb, kb, ib) = rows[i], rows[i + 1]
        o = rows[(i + 2) % len(rows)]
        claims = [(pick([f"The {a} was the deadliest, with {ka} killed and {ia} injured, {ka + ia} casualties in all." if i == 0 else
                         f"The {a} left {ka} dead and {ia} wounded, {ka + ia} casualties.",
                         f"At the {a}, {ka + ia} people were killed or injured."], i),
                   [("neighbour_row", pick([f"The {a} was the deadliest, with {ka} killed and {ia} injured, {kb + ib} casualties in all." if i == 0 else
                                            f"The {a} left {ka} dead and {ia} wounded, {kb + ib} casualties.",
                                            f"At the {a}, {kb + ib} people were killed or injured."], i))]
                   if ka + ia != kb + ib else [])]
        if ka != kb:
            claims.append((f"That is {ka - kb} more deaths than the {b}.",
                           [("two_rows_down", f"That is {ka - o[2]} more deaths than the {b}.")] if o[2] != kb and ka - o[2] > 9 else []))
        claims.append((f"It accounts for {100 * ka / total:.1f}% of the {total} deaths recorded.",
                       [("complement", f"It accounts for {100 - 100 * ka / total:.1f}% of the {total} deaths recorded.")]))
        book.case(db, rid, claims, "battles_casualties")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--part", choices=["dev", "held_out", "all"], default="held_out")
    ap.add_argument("--show", action="store_true", help="list the misses")
    args = ap.parse_args()
    book = Book()
    for part in (model_years, cylinders, stadiums, empty_results, pets, majors, battles):
        part(book)
    chosen = [a for a in book.items if args.part == "all" or a["part"] == args.part]
    verdicts = evaluate(chosen)
    with open(args.out, "w") as fh:
        for a in chosen:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")
    items = [(a, verdicts[a["id"]]) for a in chosen]
    tp, fp, fn, tn, p, r = prf(items)
    good = [(a, v) for a, v in items if a["label"] == "plausible"]
    gd = [(a, v) for a, v in good if a["derived"]]
    fa = sum(1 for a, v in gd if not v["plausible"])
    fa_all = sum(1 for a, v in good if not v["plausible"])
    print(f"third set, {args.part}: {len(items)} answers ({len(good)} grounded, {len(gd)} of them with a derived claim); "
          f"precision {p:.3f}, recall {r:.3f} (tp {tp}, fp {fp}, fn {fn}, tn {tn}); "
          f"false alarms on grounded answers with a derived claim {fa}/{len(gd)} = {fa / max(1, len(gd)):.1%} "
          f"(all grounded: {fa_all}/{len(good)})")
    print("by category:                       grounded kept   wrong caught")
    for kind in sorted({a["category"] for a, _ in items}):
        g = [v for a, v in items if a["category"] == kind and a["label"] == "plausible"]
        w = [v for a, v in items if a["category"] == kind and a["label"] == "implausible"]
        print(f"  {kind:32s} {sum(v['plausible'] for v in g):3d} / {len(g):3d}   "
              f"{sum(not v['plausible'] for v in w):3d} / {len(w):3d}")
    if args.show:
        for a, v in items:
            if (a["label"] == "plausible") != bool(v["plausible"]):
                print(f"\n[{a['label']} {a['category']}/{a['kind']}] {a['answer']}\n  -> ungrounded {json.dumps(v.get('ungrounded'))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
