#!/usr/bin/env python3
"""
plausibility_labels.py — a labelled set of prose answers over real query
results, and how well nl2sql_heal.check_answer flags the implausible ones.

Run by bench/plausibility.sh against a server where the ../shared/data
databases are loaded and the extension is installed (PGHOST/PGPORT/PGUSER).

1. Queries: the defog-dev gold PostgreSQL queries (the first acceptable
   query of each, column alternatives resolved to the first), the same
   questions' T-SQL gold queries (those heal_execute cannot run or repair
   give receipts where no query executed), and analytic queries over
   chinook and northwind (money, millions, fractions, negative changes,
   two-step ratios, empty results). Each runs through heal_execute, so every
   answer has a real receipt.
2. Answers, from the real rows: grounded answers that cite cells, row counts,
   column sums and averages, shares of a column total, fractions as
   percentages and ratios of two steps, in many formats (thousands
   separators, decimals, $ / € / USD, k / thousand / M / million / bn /
   billion, %, percent, explicit signs, approximations), mixed with
   narration that must not be checked (years, dates, times, step numbers,
   single digits, ordinals). Each grounded answer has an ungrounded twin:
   the same sentence with one figure perturbed (last digit nudged, scaled,
   digits transposed, magnitude slipped, a figure from another query, a
   percentage off by some points, a wrong explicit sign). Plus answers over
   empty results (acknowledged or not) and over receipts whose queries all
   failed.
3. Labels come from the contract, computed here independently of the C code:
   a twin is kept only if no value of its receipt grounds the perturbed
   figure at the precision shown (cells, row counts, column sums and
   averages, fractions times 100, shares, ratios of step totals); twins that
   land on a value anyway are redrawn and counted as collisions.
4. Every answer is checked with check_answer; precision and recall of
   flagging implausible answers are printed overall and by category, format
   and perturbation, with examples of the errors.

The labelled set is written as JSON lines to --out.
"""
import argparse
import csv
import json
import math
import os
import random
import re
import subprocess
import sys
from decimal import Decimal, ROUND_HALF_UP

# ---------------------------------------------------------------------------
# Talking to the server
# ---------------------------------------------------------------------------


def psql(db, sql, extra=()):
    """Run sql in db; return stdout (unaligned, tuples only)."""
    r = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-d", db, *extra],
                       input=sql, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"psql {db}: {r.stderr.strip()}")
    return r.stdout


def lit(s):
    """A SQL string literal."""
    return "'" + s.replace("'", "''") + "'"


def heal(db, question, sql, receipt=None):
    """heal_execute one query; the result object."""
    call = f"SELECT nl2sql_heal.heal_execute({lit(question)}, {lit(sql)}"
    if receipt:
        call += f", receipt_id => {int(receipt)}"
    return json.loads(psql(db, call + ")"))


# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------

def resolve_gold(q):
    """The first acceptable query of a defog gold cell, alternatives resolved."""
    q = q.split(";")[0].strip()
    while True:
        m = re.search(r"\{([^{}]+)\}", q)
        if not m:
            break
        choice = m.group(1).split(",")[0].strip()
        q = q[:m.start()] + choice + q[m.end():]
        q = q.replace("{}", choice)
    return q.replace("{}", "1")


CHINOOK = [
    ("How many tracks are there?", "SELECT count(*) AS tracks FROM track"),
    ("What are the total sales by country?",
     "SELECT billing_country AS country, sum(total) AS sales FROM invoice GROUP BY 1 ORDER BY 2 DESC"),
    ("What is the average track length by genre?",
     "SELECT g.name AS genre, avg(t.milliseconds)::numeric(12,2) AS avg_milliseconds, count(*) AS tracks "
     "FROM track t JOIN genre g USING (genre_id) GROUP BY 1 ORDER BY 2 DESC"),
    ("How many bytes do the tracks of each media type take?",
     "SELECT m.name AS media_type, sum(t.bytes) AS total_bytes, count(*) AS tracks "
     "FROM track t JOIN media_type m USING (media_type_id) GROUP BY 1 ORDER BY 2 DESC"),
    ("Who are the top customers by spend?",
     "SELECT c.first_name || ' ' || c.last_name AS customer, sum(i.total) AS spent, count(*) AS invoices "
     "FROM invoice i JOIN customer c USING (customer_id) GROUP BY 1 ORDER BY 2 DESC LIMIT 10"),
    ("How much revenue was there each year, and how did it change?",
     "SELECT to_char(year, 'FM9999') AS year, revenue, revenue - lag(revenue) OVER (ORDER BY year) AS change, "
     "round(100.0 * (revenue / lag(revenue) OVER (ORDER BY year) - 1), 2) AS pct_change "
     "FROM (SELECT extract(year FROM invoice_date) AS year, sum(total) AS revenue FROM invoice GROUP BY 1) t ORDER BY 1"),
    ("How many customers does each employee support?",
     "SELECT e.first_name || ' ' || e.last_name AS employee, count(c.customer_id) AS customers "
     "FROM employee e LEFT JOIN customer c ON c.support_rep_id = e.employee_id GROUP BY 1 ORDER BY 2 DESC"),
    ("What are the invoice total statistics?",
     "SELECT min(total) AS smallest, max(total) AS largest, avg(total)::numeric(10,4) AS average, "
     "sum(total) AS revenue, count(*) AS invoices FROM invoice"),
    ("Which artists have the most albums?",
     "SELECT ar.name AS artist, count(*) AS albums FROM album al JOIN artist ar USING (artist_id) "
     "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 15"),
    ("What are the longest tracks?",
     "SELECT name, milliseconds, bytes, unit_price FROM track ORDER BY milliseconds DESC LIMIT 12"),
    ("How many tracks are there at each price?",
     "SELECT unit_price, count(*) AS tracks FROM track GROUP BY 1 ORDER BY 1"),
    ("What share of invoice lines are for more than one unit?",
     "SELECT (count(*) FILTER (WHERE quantity > 1))::numeric / count(*) AS share_multi, "
     "avg(unit_price)::numeric(6,4) AS avg_price FROM invoice_line"),
    ("Which invoices were over $100?", "SELECT invoice_id, total FROM invoice WHERE total > 100"),
    ("Which customers live in Antarctica?", "SELECT first_name, last_name FROM customer WHERE country = 'Antarctica'"),
    ("List every invoice with its total.", "SELECT invoice_id, billing_city, total FROM invoice ORDER BY invoice_id"),
    ("List every track with its length and size.",
     "SELECT name, milliseconds, bytes, unit_price FROM track ORDER BY track_id"),
    ("What is the total length of all tracks per genre, in milliseconds?",
     "SELECT g.name AS genre, sum(t.milliseconds) AS total_milliseconds FROM track t JOIN genre g USING (genre_id) "
     "GROUP BY 1 ORDER BY 2 DESC LIMIT 10"),
]

CHINOOK_PAIRS = [
    (("How many tracks are MPEG audio files?",
      "SELECT count(*) AS mpeg_tracks FROM track t JOIN media_type m USING (media_type_id) WHERE m.name = 'MPEG audio file'"),
     ("How many tracks are there in all?", "SELECT count(*) AS tracks FROM track")),
    (("How many customers are in the USA?", "SELECT count(*) AS usa_customers FROM customer WHERE country = 'USA'"),
     ("How many customers are there?", "SELECT count(*) AS customers FROM customer")),
    (("What did customers in Brazil spend?",
      "SELECT sum(total) AS brazil_sales FROM invoice WHERE billing_country = 'Brazil'"),
     ("What is the total revenue?", "SELECT sum(total) AS revenue FROM invoice")),
]

NORTHWIND = [
    ("How much freight did each shipper carry?",
     "SELECT s.company_name AS shipper, sum(o.freight)::numeric(12,2) AS freight, count(*) AS orders "
     "FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1 ORDER BY 2 DESC"),
    ("What are the sales by category?",
     "SELECT c.category_name AS category, sum(d.unit_price * d.quantity * (1 - d.discount))::numeric(14,2) AS sales "
     "FROM order_details d JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 2 DESC"),
    ("How many orders were shipped to each country?",
     "SELECT ship_country AS country, count(*) AS orders FROM orders GROUP BY 1 ORDER BY 2 DESC, 1"),
    ("Which products hold the most stock value?",
     "SELECT product_name, unit_price, units_in_stock, (unit_price * units_in_stock)::numeric(12,2) AS stock_value "
     "FROM products ORDER BY 4 DESC LIMIT 20"),
    ("How often are order lines discounted, and by how much?",
     "SELECT avg(discount)::numeric(6,4) AS avg_discount, "
     "(count(*) FILTER (WHERE discount > 0))::numeric / count(*) AS discounted_share FROM order_details"),
    ("What is the total revenue?",
     "SELECT sum(unit_price * quantity * (1 - discount))::numeric(14,2) AS revenue, count(DISTINCT order_id) AS orders "
     "FROM order_details"),
    ("How many orders did each employee take, and with what freight?",
     "SELECT e.first_name || ' ' || e.last_name AS employee, count(*) AS orders, sum(o.freight)::numeric(12,2) AS freight "
     "FROM orders o JOIN employees e USING (employee_id) GROUP BY 1 ORDER BY 2 DESC"),
    ("Which orders had negative freight?", "SELECT order_id, freight FROM orders WHERE freight < 0"),
    ("How many orders were placed each month of 1997?",
     "SELECT to_char(order_date, 'YYYY-MM') AS month, count(*) AS orders, sum(freight)::numeric(12,2) AS freight "
     "FROM orders WHERE order_date >= '1997-01-01' AND order_date < '1998-01-01' GROUP BY 1 ORDER BY 1"),
    ("Which products are furthest below their reorder level?",
     "SELECT product_name, units_in_stock - reorder_level AS stock_margin FROM products ORDER BY 2, 1 LIMIT 12"),
    ("What is the average unit price per category?",
     "SELECT c.category_name AS category, avg(p.unit_price)::numeric(10,2) AS avg_price, count(*) AS products "
     "FROM products p JOIN categories c USING (category_id) GROUP BY 1 ORDER BY 2 DESC"),
    ("List every order line.",
     "SELECT order_id, product_id, unit_price, quantity, discount FROM order_details ORDER BY order_id, product_id"),
    ("Which customers are from Atlantis?", "SELECT company_name FROM customers WHERE country = 'Atlantis'"),
]

NORTHWIND_PAIRS = [
    (("How many products are discontinued?", "SELECT count(*) AS discontinued FROM products WHERE discontinued = 1"),
     ("How many products are there?", "SELECT count(*) AS products FROM products")),
    (("How many orders went to Germany?", "SELECT count(*) AS german_orders FROM orders WHERE ship_country = 'Germany'"),
     ("How many orders are there?", "SELECT count(*) AS orders FROM orders")),
    (("What was the freight on orders to France?",
      "SELECT sum(freight)::numeric(12,2) AS france_freight FROM orders WHERE ship_country = 'France'"),
     ("What was the freight on all orders?", "SELECT sum(freight)::numeric(12,2) AS freight FROM orders")),
]

# ---------------------------------------------------------------------------
# Values a figure may be grounded in (the contract, independently of the C code)
# ---------------------------------------------------------------------------

NUMBER_RE = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
GROUPED_RE = re.compile(r"^-?\$?-?\d+(,\d{3})*(\.\d*)?$")


def cell_number(x):
    """A cell's number: JSON numbers, and strings that are a number and nothing else."""
    if isinstance(x, bool) or x is None:
        return None
    if isinstance(x, (int, float)):
        return float(x) if math.isfinite(float(x)) else None
    if isinstance(x, str) and 0 < len(x) <= 64:
        if NUMBER_RE.match(x):
            v = float(x)
            return v if math.isfinite(v) else None
        if GROUPED_RE.match(x) and ("," in x or "$" in x):
            v = float(x.replace("$", "").replace(",", ""))
            return v if math.isfinite(v) else None
    return None


class Step:
    """One executed step of a receipt: its rows as numbers (None where not numeric)."""

    def __init__(self, number, result):
        self.number = number
        self.columns = result.get("columns") or []
        self.raw = result.get("rows") or []
        self.row_count = int(result.get("row_count") or 0)
        self.executed = result.get("status") in ("ok", "repaired", "empty")
        self.cells = [[cell_number(x) for x in row] for row in self.raw]
        ncol = len(self.columns)
        self.col_values = [[r[c] for r in self.cells if c < len(r) and r[c] is not None] for c in range(ncol)]



def run(db, queries):
    """heal_execute the queries as steps of one receipt; (receipt, [Step])."""
    rid = None
    steps = []
    for n, (question, sql) in enumerate(queries, 1):
        res = heal(db, question, sql, rid)
        rid = res["receipt_id"]
        steps.append(Step(n, res))
    return rid, steps


TEXT_NUMBER_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def text_numbers(text):
    """A superset of the figures the extension may read in a text cell: every number in
    it, its comma-separated parts, at every magnitude, with either sign."""
    out = set()
    for tok in TEXT_NUMBER_RE.findall(text):
        parts = [tok.replace(",", "")] + tok.split(",")
        for p in parts:
            try:
                x = float(p.rstrip("."))
            except ValueError:
                continue
            for m in (1, 1e3, 1e6, 1e9, 1e12):
                out.add(x * m)
                out.add(-x * m)
    return out


class ValueSet:
    """Everything that may ground a figure over a receipt's executed steps."""

    def __init__(self, steps):
        self.plain = []        # cells, row counts, column sums and averages
        self.fractions = []    # shares and ratios: ground percentages only, times 100
        self.text = set()      # numbers written in text cells (a superset of what the extension reads)
        scalars = []
        for s in steps:
            if not s.executed:
                continue
            for raw, row in zip(s.raw, s.cells):
                self.plain.extend(v for v in row if v is not None)
                for x, v in zip(raw, row):
                    if isinstance(x, str) and v is None:
                        self.text |= text_numbers(x)
            self.plain.append(float(s.row_count))
            for vals in s.col_values:
                if vals:
                    total = sum(vals)
                    self.plain.append(total)
                    self.plain.append(total / len(vals))
                    if len(vals) >= 2 and min(vals) >= 0 and total > 0:
                        self.fractions.extend(v / total for v in vals)
            if s.row_count != 1:
                scalars.append(float(s.row_count))
            if s.row_count == 1 and len(s.cells) == 1:
                scalars.extend(v for v in s.cells[0] if v is not None)
        scalars = scalars[:64]
        for i, a in enumerate(scalars):
            for j, b in enumerate(scalars):
                if i != j and a >= 0 and b > 0:
                    self.fractions.append(a / b)

    def grounds(self, fig, margin=0.0):
        """Does some value ground the figure (widened by margin, relative to its half unit)?"""
        half = fig["half"] * (1 + margin)
        tol = 1e-9 * (abs(fig["value"]) + half)
        lo, hi = fig["value"] - half - tol, fig["value"] + half + tol

        def inside(x):
            return lo <= x <= hi or (not fig["signed"] and lo <= -x <= hi)

        for x in self.plain:
            if inside(x) or (fig["pct"] and inside(x * 100)):
                return True
        if fig["pct"]:
            for f in self.fractions:
                if inside(f * 100):
                    return True
        for x in self.text:
            if inside(x) or (fig["pct"] and inside(x * 100)):
                return True
        return False


# ---------------------------------------------------------------------------
# Rendering figures
# ---------------------------------------------------------------------------

def q(v, decimals):
    """v rounded half up to decimals, as a Decimal."""
    return Decimal(repr(float(v))).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)


def grouped(d, decimals):
    """A Decimal with thousands separators and exactly decimals digits."""
    return f"{d:,.{decimals}f}"


def fig(text, value, half, pct=False, signed=False, style=""):
    return {"text": text, "value": float(value), "half": float(half), "pct": pct, "signed": signed, "style": style}


MONEY_WORDS = ("sales", "spent", "revenue", "freight", "price", "value", "amount", "fare", "cost",
               "largest", "smallest", "average", "change")
NOT_MONEY = ("count", "num", "tracks", "publication", "citation", "student", "ratio", "id", "pct", "share",
             "discount", "year")


def is_money(column):
    c = column.lower()
    return (any(w in c for w in MONEY_WORDS) or c == "total" or c.endswith("_total")) and \
        not any(w in c for w in NOT_MONEY)


def is_label_like(column):
    """Columns whose sums, averages and shares mean nothing (ids, years)."""
    c = column.lower()
    return c == "id" or c.endswith("id") or c.endswith("_id") or "year" in c


def is_year_shaped(n):
    return 1900 <= n <= 2100


def render(v, style, money=False, money_decimals=None):
    """The figure for value v in a style, or None when the style does not fit v."""
    a = abs(v)
    neg = v < 0
    if style == "int":
        n = q(v, 0)
        if abs(n) < 10 or (not neg and is_year_shaped(int(n))):
            return None
        return fig(f"{n}", n, 0.5, style=style)
    if style == "sep":
        n = q(v, 0)
        if abs(n) < 1000:
            return None
        return fig(grouped(n, 0), n, 0.5, style=style)
    if style in ("dec1", "dec2"):
        d = 1 if style == "dec1" else 2
        if float(v).is_integer() or q(a, d) == 0:
            return None
        n = q(v, d)
        return fig(grouped(n, d), n, 0.5 * 10 ** -d, style=style)
    if style in ("usd", "eur", "usd_after", "usd_before"):
        if not money or a < 1:
            return None
        d = money_decimals if money_decimals is not None else 2 if not float(v).is_integer() else 0
        n = q(a, d)
        body = grouped(n, d)
        sign = "-" if neg else ""
        text = {"usd": f"{sign}${body}", "eur": f"{sign}€{body}",
                "usd_after": f"{sign}{body} USD", "usd_before": f"USD {sign}{body}"}[style]
        return fig(text, -n if neg else n, 0.5 * 10 ** -d, signed=neg, style=style) | {"d": d}
    if style in ("k", "thousand"):
        if a < 10_000 or a >= 10_000_000:
            return None
        d = 1
        n = q(v / 1e3, d)
        text = f"{n}k" if style == "k" else f"{n} thousand"
        if money and style == "k":
            text = "$" + text if not neg else "-$" + text[1:]
        return fig(text, float(n) * 1000, 0.5 * 10 ** -d * 1000, signed=neg, style=style)
    if style in ("M", "million"):
        if a < 1_000_000 or a >= 1e11:
            return None
        d = 1 if style == "M" else 2
        n = q(v / 1e6, d)
        text = f"{n}M" if style == "M" else f"{n} million"
        if money and style == "M":
            text = "$" + text if not neg else "-$" + text[1:]
        return fig(text, float(n) * 1_000_000, 0.5 * 10 ** -d * 1e6, signed=neg, style=style)
    if style in ("bn", "billion"):
        if a < 1e9:
            return None
        d = 1 if style == "bn" else 2
        n = q(v / 1e9, d)
        return fig(f"{n}bn" if style == "bn" else f"{n} billion", float(n) * 1e9, 0.5 * 10 ** -d * 1e9,
                   signed=neg, style=style)
    if style == "approx":
        if a < 150 or neg:
            return None
        digits = int(math.floor(math.log10(a)))
        zeros = max(1, digits - 1)
        n = int(q(a / 10 ** zeros, 0)) * 10 ** zeros
        if n % 10 != 0:
            return None
        tz = len(str(n)) - len(str(n).rstrip("0"))
        word = random.choice(("about", "around", "roughly", "approximately", "nearly"))
        return fig(f"{word} {n:,}", n, 0.5 * 10 ** tz, style=style) | {"prefix": word + " "}
    if style in ("K", "mn", "bn_space"):
        lo, scale, suffix = {"K": (10_000, 1e3, "K"), "mn": (1e6, 1e6, " mn"), "bn_space": (1e9, 1e9, " bn")}[style]
        if a < lo or a >= lo * 10_000:
            return None
        n = q(v / scale, 1)
        return fig(f"{n}{suffix}", float(n) * scale, 0.05 * scale, signed=neg, style=style)
    if style in ("usd_million", "usd_bn", "usd_B", "dollars_word"):
        if not money or neg:
            return None
        if style == "dollars_word":
            if a < 1e6:
                n = q(a, 2)
                return fig(f"{grouped(n, 2)} dollars", n, 0.005, style=style)
            n = q(a / 1e6, 1)
            return fig(f"{n} million dollars", float(n) * 1e6, 0.05e6, style=style)
        scale = 1e6 if style == "usd_million" else 1e9
        if a < scale:
            return None
        d = 2 if style == "usd_million" else 1
        n = q(a / scale, d)
        text = {"usd_million": f"${n} million", "usd_bn": f"${n}bn", "usd_B": f"${n}B"}[style]
        return fig(text, float(n) * scale, 0.5 * 10 ** -d * scale, style=style)
    if style in ("nbsp", "bold", "n_eq"):
        n = q(v, 0)
        if abs(n) < 1000 or not float(v).is_integer():
            return None
        body = grouped(n, 0)
        text = {"nbsp": body.replace(",", "\u00a0"), "bold": "**" + body + "**", "n_eq": "(n = " + body + ")"}[style]
        return fig(text, n, 0.5, style=style)
    if style in ("minus", "accounting"):
        if not neg or a < 0.05:
            return None
        d = 0 if float(v).is_integer() else 2
        n = q(a, d)
        if d == 0 and n < 10:
            return None
        if style == "minus":
            return fig("\u2212" + grouped(n, d), -n, 0.5 * 10 ** -d, signed=True, style=style)
        return fig("(" + grouped(n, d) + ")", n, 0.5 * 10 ** -d, style=style)
    if style == "signed":
        if a < 0.05:
            return None
        d = 0 if float(v).is_integer() else 2
        n = q(a, d)
        if d == 0 and n < 10:
            return None
        return fig(("-" if neg else "+") + grouped(n, d), -n if neg else n, 0.5 * 10 ** -d, signed=True, style=style)
    return None


def render_pct(p, style):
    """A percentage figure for p percent."""
    if style == "pct0":
        n = q(p, 0)
        return fig(f"{n}%", n, 0.5, pct=True, style=style)
    if style == "pct1":
        n = q(p, 1)
        return fig(f"{n}%", n, 0.05, pct=True, style=style)
    if style == "pct_word":
        n = q(p, 1)
        return fig(f"{n} percent", n, 0.05, pct=True, style=style)
    if style == "pct2":
        n = q(p, 2)
        return fig(f"{n}%", n, 0.005, pct=True, style=style)
    if style == "pct_space":
        n = q(p, 1)
        return fig(f"{n} %", n, 0.05, pct=True, style=style)
    if style == "per_cent":
        n = q(p, 0)
        return fig(f"{n} per cent", n, 0.5, pct=True, style=style)
    if style == "pct_paren":
        n = q(p, 1)
        return fig(f"({n}%)", n, 0.05, pct=True, style=style)
    if style == "pct_about":
        # an approximate integer is shown to the precision of its last nonzero digit
        n = q(p, 0)
        digits = str(abs(int(n)))
        tz = len(digits) - len(digits.rstrip("0")) if int(n) else 0
        return fig(f"about {n}%", n, 0.5 * 10 ** tz, pct=True, style=style) | {"prefix": "about "}
    if style == "pct_signed":
        n = q(p, 1)
        return fig(("+" if n >= 0 else "") + f"{n}%", n, 0.05, pct=True, signed=True, style=style)
    return None


VALUE_STYLES = ["int", "sep", "dec1", "dec2", "usd", "eur", "usd_after", "usd_before", "k", "thousand", "M",
                "million", "bn", "billion", "approx", "signed", "K", "mn", "bn_space", "usd_million", "usd_bn",
                "usd_B", "dollars_word", "nbsp", "bold", "n_eq", "minus", "accounting"]
PCT_STYLES = ["pct0", "pct1", "pct_word", "pct2", "pct_space", "per_cent", "pct_paren", "pct_about", "pct_signed"]


def rerender(f, new_value):
    """The figure f's style, at its precision, for another value."""
    if f["pct"]:
        g = render_pct(new_value, f["style"])
    else:
        g = render(new_value, f["style"], money=f["text"].startswith(("$", "-$", "€", "-€", "USD")) or
                   f["text"].endswith("USD"), money_decimals=f.get("d"))
    if g is None:
        return None
    if "prefix" in f and "prefix" in g:
        g["text"] = f["prefix"] + g["text"][len(g["prefix"]):]
        g["prefix"] = f["prefix"]
    return g


# ---------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------

LABEL_OK = re.compile(r"^[^\n]{1,40}$")
NARRATION_BEFORE = ["", "", "", "In 2023, ", "As of 2024-06-30, ", "Step 2 found that ", "Based on 3 queries, ",
                    "Checked on May 15 at 10:30: ", "Since 1998, ", "From the 1st query: ",
                    "According to the 2 result sets, ", "In Q3 2023, ", "For FY2024, ", "Over the 1990s, ",
                    "On 15 May 2024, ", "On 05/01/2024, ", "At 10:30 am, ", "In the top-10 list, ",
                    "Per the v2.1 report, ", "Open 24/7: "]
NARRATION_AFTER = ["", "", "", " (as of 2024)", " (step 1 of 2)", " This was checked on 2024-03-01.",
                   " Data as of 09:45.", " See the 1st table.", " Figures cover 2019 to 2023.",
                   " Updated on May 15th.", " Source: the #1 report, 2022/12/31.", " All 3 steps ran."]


def human(column):
    """A column name as words, without digits."""
    w = re.sub(r"[\d_]+", " ", column).strip()
    return w or "value"


def row_label(step, r):
    """A name for row r: its first text cell without digits (years and dates allowed), else an ordinal."""
    row = step.raw[r]
    for x in row:
        if isinstance(x, str) and x.strip() and LABEL_OK.match(x.strip()) and cell_number(x) is None:
            return x.strip().replace("{", "(").replace("}", ")")
    n = r + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"the {n}{suffix} row"


class Claim:
    """A sentence asserting one figure (or a list of them; a twin perturbs the target one)."""

    def __init__(self, source, figure, sentence, figures=None, target=0):
        self.source = source
        self.figures = figures or [figure]
        self.target = target
        self.figure = self.figures[target]
        self.sentence = sentence   # with {} (or {0}, {1}, ...) where the figures go

    def text(self, figure=None):
        shown = [f["text"] for f in self.figures]
        if figure is not None:
            shown[self.target] = figure["text"]
        return self.sentence.format(*shown)


def value_claims(step, rng):
    """Claims about one executed step with rows: cells, row count, sums, averages, shares, fractions."""
    claims = []
    ncol = len(step.columns)
    numeric_cols = [c for c in range(ncol) if step.col_values[c]]
    entity = human(step.columns[0]) + "s" if step.columns else "rows"
    if step.row_count >= 10:
        st = rng.choice(["int", "sep"] if step.row_count >= 1000 else ["int"])
        f = render(step.row_count, st)
        if f:
            claims.append(Claim("row_count", f, rng.choice(["The query returned {} rows.",
                                                            "There are {} " + entity + " in the result.",
                                                            "In all, {} " + entity + " match."])))
    for c in numeric_cols:
        if "year" in step.columns[c].lower():
            continue   # years are narration, whatever column they come from
        col = human(step.columns[c])
        money = is_money(step.columns[c])
        rows = [r for r in range(len(step.cells)) if c < len(step.cells[r]) and step.cells[r][c] is not None]
        for r in rng.sample(rows, min(2, len(rows))):
            v = step.cells[r][c]
            label = row_label(step, r)
            styles = VALUE_STYLES[:]
            rng.shuffle(styles)
            for st in styles:
                f = render(v, st, money=money)
                if f:
                    claims.append(Claim("cell", f, rng.choice([
                        label + " has {} " + col + ".",
                        "For " + label + ", the " + col + " is {}.",
                        col + " for " + label + ": {}.",
                        "The " + col + " of " + label + " comes to {}."])))
                    break
            if 0 < abs(v) < 1 and not float(v).is_integer():
                f = render_pct(v * 100, rng.choice(PCT_STYLES))
                claims.append(Claim("fraction", f, "The " + col + " for " + label + " is {}."))
        labelled = [r for r in rows if not row_label(step, r).startswith("the ")]
        if len(labelled) >= 3:
            picked = rng.sample(labelled, 3)
            styles = VALUE_STYLES[:]
            rng.shuffle(styles)
            for st in styles:
                figs = [render(step.cells[r][c], st, money=money) for r in picked]
                if all(figs):
                    names = [row_label(step, r) for r in picked]
                    claims.append(Claim("list", None, names[0] + " ({0}), " + names[1] + " ({1}) and " + names[2] +
                                        " ({2}) stand out by " + col + ".", figures=figs, target=rng.randrange(3)))
                    break
        vals = step.col_values[c]
        if len(vals) >= 2 and not is_label_like(step.columns[c]):
            total = sum(vals)
            for kind, v, sentence in (("sum", total, rng.choice(["The total " + col + " is {}.",
                                                                  "Together they account for {} " + col + "."])),
                                      ("avg", total / len(vals), rng.choice(["On average, the " + col + " is {}.",
                                                                              "The mean " + col + " comes to {}."]))):
                styles = VALUE_STYLES[:]
                rng.shuffle(styles)
                for st in styles:
                    f = render(v, st, money=money)
                    if f:
                        claims.append(Claim(kind, f, sentence))
                        break
            if min(vals) >= 0 and total > 0 and len(rows) >= 2:
                r = rng.choice(rows)
                share = step.cells[r][c] / total * 100
                if share >= 0.5:
                    f = render_pct(share, rng.choice(PCT_STYLES))
                    claims.append(Claim("share", f, row_label(step, r) + " makes up {} of all " + col + "."))
    return claims


def ratio_claim(a, b, rng):
    """A claim on a two-step receipt: step 1's scalar as a percentage of step 2's."""
    if not (a.row_count == 1 and b.row_count == 1 and a.cells and b.cells):
        return None
    x, y = a.cells[0][0], b.cells[0][0]
    if x is None or y is None or y <= 0 or x < 0 or x == y:
        return None
    f = render_pct(x / y * 100, rng.choice(PCT_STYLES))
    return Claim("ratio", f, "That is {} of the " + human(b.columns[0]) + ".")


def perturbations(f, foreign, rng):
    """Candidate ungrounded versions of a figure, each with its kind, in random order."""
    out = []
    unit = 2 * f["half"]
    v = f["value"]
    for k in (1, 2, 3):
        for s in (1, -1):
            out.append(("nudge", v + s * k * unit))
    for r in (0.6, 0.75, 0.85, 0.9, 1.1, 1.15, 1.3, 1.6):
        out.append(("scale", v * r))
    digits = re.sub(r"\D", "", f["text"].replace("USD", ""))
    for i in range(len(digits) - 1):
        if digits[i] != digits[i + 1]:
            swapped = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2:]
            if v != 0:
                out.append(("transpose", v * int(swapped) / int(digits) if int(digits) else v))
    out.append(("magnitude", v * 10))
    out.append(("magnitude", v / 10))
    for x in rng.sample(foreign, min(6, len(foreign))):
        if v and 0.2 <= abs(x / v) <= 5:
            out.append(("foreign", x if v > 0 else -abs(x)))
    if f["pct"]:
        for d in (3, 5, 8, 12):
            out.append(("percent_points", v + d))
            out.append(("percent_points", v - d))
    if f["signed"] or f["style"] == "signed":
        out.append(("sign", -v))
    rng.shuffle(out)
    return out


def twin_of(claim, values, foreign, rng, stats):
    """An ungrounded twin of the claim's figure, or None."""
    for kind, nv in perturbations(claim.figure, foreign, rng):
        if kind == "sign":
            g = dict(claim.figure)
            g["value"] = -claim.figure["value"]
            t = claim.figure["text"]
            g["text"] = ("+" + t[1:]) if t.startswith("-") else ("-" + t[1:]) if t.startswith("+") else "-" + t
            g["signed"] = True
        else:
            if nv == claim.figure["value"] or (claim.figure["pct"] and nv <= 0):
                continue
            g = rerender(claim.figure, nv)
        if g is None or g["text"] == claim.figure["text"] or abs(g["value"] - claim.figure["value"]) < 1e-12:
            continue
        if values.grounds(g, margin=1e-6):
            stats["collisions"] += 1
            continue
        g["perturbation"] = kind
        return g
    return None


ACKS = ["No rows were returned for this question.", "The query found nothing.",
        "There are no matching records.", "None were found.", "The result is empty.",
        "No results: nothing matches these criteria.", "No matching {e} were found in 2023.",
        "The query returned 0 rows.", "Zero {e} match the question.", "I could not find any {e}."]
UNACKS = ["The {e} are listed above.", "The answer is {x}.", "There are {n} {e}.", "Most {e} come from {x}.",
          "The biggest one is {x}, at {m}.", "It is {m} in total."]


def prose(before, sentences, after):
    """Sentences joined, each starting with a capital, the first after the narration."""
    out = [x[0].upper() + x[1:] for x in sentences]
    if before:
        out[0] = before + (out[0][0].lower() + out[0][1:] if re.match(r"(The|On|Together|That|For|In all) ",
                                                                     out[0]) else out[0])
    return " ".join(out) + after


def build(args):
    rng = random.Random(args.seed)
    random.seed(args.seed)
    data = args.data
    jobs = []   # (db, [(question, sql), ...])
    with open(os.path.join(data, "defog-dev", "questions_gen_postgres.csv")) as fh:
        for row in csv.DictReader(fh):
            jobs.append(("defog_" + row["db_name"], [(row["question"], resolve_gold(row["query"]))]))
    for question, sql in CHINOOK:
        jobs.append(("chinook", [(question, sql)]))
    for a, b in CHINOOK_PAIRS:
        jobs.append(("chinook", [a, b]))
    for question, sql in NORTHWIND:
        jobs.append(("northwind", [(question, sql)]))
    for a, b in NORTHWIND_PAIRS:
        jobs.append(("northwind", [a, b]))
    # multi-step receipts from consecutive defog questions over the same database
    defog = [j for j in jobs if j[0].startswith("defog_")]
    for i in range(0, len(defog) - 1, 4):
        if defog[i][0] == defog[i + 1][0]:
            jobs.append((defog[i][0], defog[i][1] + defog[i + 1][1]))
    failing = []
    with open(os.path.join(data, "defog-dev", "questions_gen_tsql.csv")) as fh:
        for row in csv.DictReader(fh):
            failing.append(("defog_" + row["db_name"], [(row["question"], resolve_gold(row["query"]))]))

    receipts = []   # (db, receipt_id, [Step])
    for db, queries in jobs + failing:
        rid, steps = run(db, queries)
        receipts.append((db, rid, steps, (db, queries) in failing))

    # values of other receipts, for hallucinated figures
    pool = {}
    for db, rid, steps, _ in receipts:
        pool[(db, rid)] = [v for s in steps if s.executed for row in s.cells for v in row if v is not None and abs(v) >= 10]

    answers = []
    stats = {"collisions": 0, "twins_missing": 0}

    def add(db, rid, text, label, category, kind, figures):
        answers.append({"id": len(answers) + 1, "db": db, "receipt": rid, "answer": text, "label": label,
                        "category": category, "kind": kind, "figures": figures})

    for db, rid, steps, from_tsql in receipts:
        executed = [s for s in steps if s.executed]
        rows_seen = sum(s.row_count for s in executed)
        entity = human(steps[-1].columns[0]) + "s" if steps[-1].columns else "results"
        if not executed:
            if not from_tsql:
                continue
            # the T-SQL query failed and was not repaired: an answer is never grounded
            x = rng.choice(["Boston", "the first group", "Computer Science"])
            n = rng.choice([12, 27, 154, 1048])
            add(db, rid, f"There are {n} {entity}.", "implausible", "no_query_executed", "figure", [str(n)])
            add(db, rid, rng.choice(["No rows were returned.", f"The answer is {x}."]), "implausible",
                "no_query_executed", "no_figure", [])
            continue
        if from_tsql:
            continue   # repaired or ran as is: already covered by the PostgreSQL gold queries
        values = ValueSet(steps)
        foreign = [v for other, vals in pool.items() if other != (db, rid) for v in vals[:50]]
        if rows_seen == 0:
            for t in rng.sample(ACKS, 3):
                add(db, rid, t.format(e=entity), "plausible", "zero_rows_acknowledged", "ack", [])
            for t in rng.sample(UNACKS, 3):
                n = rng.choice([12, 48, 230, 1375])
                m = rng.choice(["$1,250", "3.4M", "45%", "17.5"])
                add(db, rid, t.format(e=entity, x=rng.choice(["Boston", "Jazz", "the north"]), n=n, m=m),
                    "implausible", "zero_rows_unacknowledged", "figure" if "{n}" in t or "{m}" in t else "no_figure",
                    [])
            continue
        claims = []
        for s in executed:
            if s.row_count > 0:
                claims.extend(value_claims(s, rng))
        if len(executed) == 2:
            c = ratio_claim(executed[0], executed[1], rng)
            if c:
                claims.append(c)
                claims.append(c)   # ratios are rare: weigh them up
        if not claims:
            t = rng.choice(["The question is answered by the rows above.", "Here are the matching " + entity + "."])
            add(db, rid, t, "plausible", "grounded", "no_figures", [])
            continue
        rng.shuffle(claims)
        # multi-step receipts: prefer claims from the last step
        if len(executed) > 1:
            claims.sort(key=lambda c: 0 if c.source == "ratio" else 1)
        for i in range(min(args.per_receipt, len(claims))):
            main = claims[i]
            extra = [c for c in claims if c is not main and c.sentence != main.sentence][:rng.choice((0, 0, 1, 2))]
            parts = [main] + extra
            rng.shuffle(parts)
            before = rng.choice(NARRATION_BEFORE)
            after = rng.choice(NARRATION_AFTER)
            text = prose(before, [p.text() for p in parts], after)
            for p in parts:
                for f in p.figures:
                    assert values.grounds(f), (f, db, rid)
            add(db, rid, text, "plausible", "grounded", main.source + "/" + main.figure["style"],
                [f["text"] for p in parts for f in p.figures])
            g = twin_of(main, values, foreign, rng, stats)
            if g is None:
                stats["twins_missing"] += 1
                continue
            text2 = prose(before, [p.text(g) if p is main else p.text() for p in parts], after)
            add(db, rid, text2, "implausible", "ungrounded_twin",
                g["perturbation"] + "/" + main.source + "/" + main.figure["style"], [g["text"]])
    return answers, receipts, stats


def evaluate(answers):
    """check_answer every answer (per database, in one statement); the verdicts by id."""
    verdicts = {}
    by_db = {}
    for a in answers:
        by_db.setdefault(a["db"], []).append(a)
    for db, items in by_db.items():
        rows = "\n".join(json.dumps([a["id"], a["receipt"], a["answer"]]) for a in items)
        sql = ("CREATE TEMP TABLE bench_answers (id int, receipt bigint, answer text);\n"
               "CREATE TEMP TABLE bench_in (j json);\n"
               "COPY bench_in FROM STDIN WITH (FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02');\n"
               + rows + "\n\\.\n"
               "INSERT INTO bench_answers SELECT (j->>0)::int, (j->>1)::bigint, j->>2 FROM bench_in;\n"
               "SELECT json_build_object('id', id, 'verdict', nl2sql_heal.check_answer(receipt, answer)) "
               "FROM bench_answers ORDER BY id;\n")
        for line in psql(db, sql).splitlines():
            if line.strip():
                o = json.loads(line)
                verdicts[o["id"]] = o["verdict"]
    return verdicts


def prf(items):
    """Precision and recall of flagging implausible answers."""
    tp = sum(1 for a, v in items if a["label"] == "implausible" and not v["plausible"])
    fp = sum(1 for a, v in items if a["label"] == "plausible" and not v["plausible"])
    fn = sum(1 for a, v in items if a["label"] == "implausible" and v["plausible"])
    tn = sum(1 for a, v in items if a["label"] == "plausible" and v["plausible"])
    p = tp / (tp + fp) if tp + fp else float("nan")
    r = tp / (tp + fn) if tp + fn else float("nan")
    return tp, fp, fn, tn, p, r


def shape_report(title, items, shapes, show=False):
    """The aggregate report of a labelled set built by shape (precision, recall, false alarms
    on grounded answers with a derived claim, the table by shape) and, with show, its misses."""
    tp, fp, fn, tn, p, r = prf(items)
    good = [(a, v) for a, v in items if a["label"] == "plausible"]
    bad = [(a, v) for a, v in items if a["label"] == "implausible"]
    gd = [(a, v) for a, v in good if a["derived"]]
    fa = sum(1 for a, v in gd if not v["plausible"])
    fa_all = sum(1 for a, v in good if not v["plausible"])
    print(f"{title}: {len(items)} answers, {len(good)} grounded ({len(gd)} with a derived claim), "
          f"{len(bad)} wrong; precision {p:.3f}, recall {r:.3f} (tp {tp}, fp {fp}, fn {fn}, tn {tn}); "
          f"false alarms on grounded answers with a derived claim {fa}/{len(gd)} (all grounded: {fa_all}/{len(good)})")
    print("by shape:          grounded called implausible   wrong twins passed")
    for shape in shapes:
        g = [v for a, v in good if a["shape"] == shape]
        w = [v for a, v in bad if a["shape"] == shape]
        print(f"  {shape:16s} {sum(not v['plausible'] for v in g):3d} / {len(g):3d}                  "
              f"{sum(bool(v['plausible']) for v in w):3d} / {len(w):3d}")
    if show:
        for a, v in items:
            if (a["label"] == "plausible") != bool(v["plausible"]):
                print(f"\n[{a['label']} {a['shape']}/{a['kind']}] {a['answer']}\n  -> {v.get('reason')}, "
                      f"ungrounded {json.dumps(v.get('ungrounded'), ensure_ascii=False)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--per-receipt", type=int, default=4)
    args = ap.parse_args()

    answers, receipts, stats = build(args)
    verdicts = evaluate(answers)
    with open(args.out, "w") as fh:
        for a in answers:
            fh.write(json.dumps(a | {"verdict": verdicts[a["id"]]}, ensure_ascii=False) + "\n")

    items = [(a, verdicts[a["id"]]) for a in answers]
    n_pl = sum(1 for a in answers if a["label"] == "plausible")
    print(f"receipts: {len(receipts)} ({sum(1 for r in receipts if len(r[2]) > 1)} with several steps), "
          f"answers: {len(answers)} ({n_pl} plausible, {len(answers) - n_pl} implausible); "
          f"twins redrawn because the perturbed figure was grounded anyway: {stats['collisions']}, "
          f"grounded answers without a twin: {stats['twins_missing']}")
    tp, fp, fn, tn, p, r = prf(items)
    print(f"flagging implausible answers: precision {p:.3f}, recall {r:.3f} (tp {tp}, fp {fp}, fn {fn}, tn {tn})")
    print("by category (precision is over the answers the category contributes):")
    for cat in sorted({a["category"] for a in answers}):
        sub = [(a, v) for a, v in items if a["category"] == cat]
        ok = sum(1 for a, v in sub if (a["label"] == "plausible") == v["plausible"])
        print(f"  {cat:26s} {len(sub):5d} answers, {ok / len(sub):6.1%} labelled right")
    print("twins by perturbation (recall):")
    for kind in sorted({a["kind"].split("/")[0] for a in answers if a["category"] == "ungrounded_twin"}):
        sub = [(a, v) for a, v in items if a["category"] == "ungrounded_twin" and a["kind"].startswith(kind + "/")]
        caught = sum(1 for a, v in sub if not v["plausible"])
        print(f"  {kind:16s} {caught:4d} / {len(sub):4d}")
    print("grounded answers by source and format (kept plausible):")
    keys = sorted({a["kind"] for a in answers if a["category"] == "grounded"})
    line = []
    for k in keys:
        sub = [(a, v) for a, v in items if a["category"] == "grounded" and a["kind"] == k]
        kept = sum(1 for a, v in sub if v["plausible"])
        line.append(f"{k} {kept}/{len(sub)}")
    for i in range(0, len(line), 4):
        print("  " + ", ".join(line[i:i + 4]))
    wrong = [(a, v) for a, v in items if (a["label"] == "plausible") != v["plausible"]]
    if wrong:
        print(f"errors ({len(wrong)}), first {min(12, len(wrong))}:")
        for a, v in wrong[:12]:
            print(f"  [{a['label']} {a['category']} {a['kind']}] {a['answer']!r} -> {v['reason']} "
                  f"{v['ungrounded'] if v['ungrounded'] else ''}")
    print(f"labelled set: {args.out}")


if __name__ == "__main__":
    sys.exit(main())
