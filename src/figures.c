/*
 * figures.c — reading the figures a prose answer asserts: digits, signs,
 * currencies, magnitudes, bounds, and what is narration (dates, codes, years).
 * Number words, units, bounds and approximation words are read in
 * figures_words.c; the empty-result admission and grounding are in
 * figures_ground.c; the byte-level helpers under all three are in
 * figures_text.c.
 *
 * Pure C: no PostgreSQL headers. The rules are listed in figures.h.
 *
 * The input is arbitrary bytes (it is fuzzed): every read is bounds-checked,
 * every look-back and look-ahead is capped at a few bytes or one keyword, and
 * the scan only moves forward (a number's range partner is read at most twice),
 * so work is linear in the input.
 */
#include "figures.h"
#include "figures_int.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Working state of one extraction. */
bool		(*figures_stop_requested) (void) = NULL;

/* how much text the extraction reads between two questions to figures_stop_requested */
#define STOP_POLL_BYTES 65536

typedef struct Scan
{
	Figure	   *figs;
	size_t		nfigs;
	size_t		cap;
	bool		oom;
} Scan;

static const char *const currency_codes[] = {
	"USD", "EUR", "GBP", "JPY", "CNY", "RMB", "CHF", "CAD", "AUD", "NZD", "INR",
	"SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "BRL", "MXN", "ZAR", "KRW", "SGD",
	"HKD", "TRY", "RUB", "AED", "SAR", "ILS", "THB", "IDR", "MYR", "PHP", "TWD",
	"VND", "ARS", "CLP", "COP", "PEN", "NGN", "EGP", "KES", NULL
};

static const char *const month_words[] = {
	"january", "february", "march", "april", "may", "june", "july", "august",
	"september", "october", "november", "december", "jan", "feb", "mar", "apr",
	"jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", NULL
};

/* Is the word t[i..i+n) exactly (case-sensitive) one of the listed spellings? */
static bool
spelled(const uchar *t, size_t i, size_t n, const char *const *list)
{
	for (; *list; list++)
	{
		const char *w = *list;
		size_t		j;

		for (j = 0; j < n && w[j] != '\0' && (uchar) w[j] == t[i + j]; j++)
			;
		if (j == n && w[n] == '\0')
			return true;
	}
	return false;
}

/* Do the three bytes at t[i] spell an ISO currency code we know? */
static bool
is_currency_code(const uchar *t, size_t len, size_t i)
{
	return i + 3 <= len && spelled(t, i, 3, currency_codes);
}

/* Skip digits joined by any of the connectors (each followed by a digit), from t[i]. */
static size_t
skip_joined(const uchar *t, size_t len, size_t i, const char *connectors)
{
	while (i < len)
	{
		if (ascii_is_digit(t[i]))
			i++;
		else if (t[i] != '\0' && strchr(connectors, t[i]) && i + 1 < len && ascii_is_digit(t[i + 1]))
			i++;
		else
			break;
	}
	return i;
}

/* Is the reading a plain four-digit year 1900-2100 ("2023", not "2,023" or "2023.5")? */
static bool
is_year_shape(const Reading *r)
{
	return r->int_digits == 4 && r->decimals == 0 && !r->grouped &&
		r->digits >= 1900 && r->digits <= 2100;
}

/*
 * Are the two readings a span of years before 1900, "1205-1206": four
 * digits each, ungrouped, the second a few years after the first?  (From
 * 1900 on, each is a year on its own.)
 */
static bool
is_early_year_span(const Reading *a, const Reading *b)
{
	return a->int_digits == 4 && b->int_digits == 4 && a->decimals == 0 && b->decimals == 0 &&
		!a->grouped && !b->grouped && a->digits >= 1000 && a->digits < 1900 &&
		b->digits > a->digits && b->digits - a->digits <= 30;
}

/* Could the reading be a day of the month (1-31, at most two digits, no decimals)? */
static bool
is_day_shape(const Reading *r)
{
	return r->int_digits >= 1 && r->int_digits <= 2 && r->decimals == 0 &&
		r->digits >= 1 && r->digits <= 31;
}

/* Byte length of a sign (-, + or U+2212 minus) ending just before t[i]; sets *sign. */
static size_t
sign_before(const uchar *t, size_t i, int *sign)
{
	if (i >= 1 && (t[i - 1] == '-' || t[i - 1] == '+'))
	{
		*sign = (t[i - 1] == '-') ? -1 : 1;
		return 1;
	}
	if (fig_ends_at(t, i, U_MINUS))
	{
		*sign = -1;
		return 3;
	}
	return 0;
}

/*
 * Is there a currency sign or code ending just before t[i], directly or across
 * one space? Sets *start to its first byte ("US$" and "HK$" included).
 */
static bool
currency_before(const uchar *t, size_t len, size_t i, size_t *start)
{
	size_t		s = fig_space_len_before(t, i);
	int			pass;

	for (pass = 0; pass < 2; pass++)
	{
		size_t		j = i;

		if (pass == 1)
		{
			if (s == 0)
				break;
			j = i - s;
		}
		if (j >= 1 && t[j - 1] == '$')
		{
			size_t		k = j - 1;
			int			u = 0;

			/* country prefix: US$, A$, HK$, NZ$ */
			while (u < 2 && k > 0 && t[k - 1] >= 'A' && t[k - 1] <= 'Z')
			{
				k--;
				u++;
			}
			if (u > 0 && fig_wordch_before(t, k))
				k = j - 1;
			*start = k;
			return true;
		}
		if (fig_ends_at(t, j, U_EURO))
		{
			*start = j - 3;
			return true;
		}
		if (fig_ends_at(t, j, U_POUND) || fig_ends_at(t, j, U_YEN))
		{
			*start = j - 2;
			return true;
		}
		if (j >= 3 && is_currency_code(t, len, j - 3) && !fig_wordch_before(t, j - 3))
		{
			*start = j - 3;
			return true;
		}
	}
	return false;
}

/*
 * May a sign ending at t[j] be a sign, judging by what precedes it? Not after
 * a digit or letter ("10-20" is a range, "CA-123" a code) unless that is a
 * currency code ("USD-3.50"), nor after % ) ] . or another sign.
 */
static bool
sign_allowed(const uchar *t, size_t len, size_t j)
{
	size_t		cs;
	uchar		c;

	if (j == 0)
		return true;
	if (fig_wordch_before(t, j))
		return currency_before(t, len, j, &cs);
	c = t[j - 1];
	return !(c == '%' || c == ')' || c == ']' || c == '.' || c == '-' || c == '+');
}

static size_t extract(const char *text, size_t len, Figure **out, bool prose, bool counts);

/* Is the word t[ws..ws+wn) a capitalised month name ("May", "Sept")? */
static bool
is_month(const uchar *t, size_t ws, size_t wn)
{
	return t[ws] >= 'A' && t[ws] <= 'Z' && fig_word_in(t, ws, wn, month_words);
}

/* Does a month name ("May 15", "Jan. 5") end just before t[b]? */
static bool
month_before(const uchar *t, size_t b)
{
	size_t		j = b - fig_space_len_before(t, b);
	size_t		ws,
				wn;

	if (j >= 2 && t[j - 1] == '.' && fig_word_before(t, j - 1, &ws, &wn) && ws + wn == j - 1)
		return is_month(t, ws, wn);
	return fig_word_before(t, b, &ws, &wn) && is_month(t, ws, wn);
}

/* Is the figure starting at t[b] labelled as a number ("No. 12", "no. 12")? */
static bool
number_label_before(const uchar *t, size_t b)
{
	size_t		j = b - fig_space_len_before(t, b);
	size_t		ws,
				wn;

	return j >= 3 && t[j - 1] == '.' && fig_word_before(t, j - 1, &ws, &wn) &&
		ws + wn == j - 1 && fig_word_is(t, ws, wn, "no");
}

/* The magnitude of a suffix glued to the digits ("12k", "3.4M", "$2B"); false if it is none. */
static bool
glued_scale(const uchar *t, size_t i, size_t n, bool currency, double *scale)
{
	static const char *const thousand[] = {"k", "K", NULL};
	static const char *const million[] = {"M", "MM", "mn", "mln", NULL};
	static const char *const billion[] = {"bn", "Bn", "BN", "bln", NULL};
	static const char *const trillion[] = {"tn", "Tn", NULL};

	if (spelled(t, i, n, thousand))
		*scale = 1e3;
	else if (spelled(t, i, n, million) || (currency && n == 1 && t[i] == 'm'))
		*scale = 1e6;
	else if (spelled(t, i, n, billion) || (currency && n == 1 && t[i] == 'B'))
		*scale = 1e9;
	else if (spelled(t, i, n, trillion) || (currency && n == 1 && t[i] == 'T'))
		*scale = 1e12;
	else
		return false;
	return true;
}

/*
 * The magnitude of a word after a space ("1.2 million", "£2 bn", "1,2 Mio.
 * €", "12,4 k€": a k glued to the currency's sign); false if it is none.
 */
static bool
spaced_scale(const uchar *t, size_t len, size_t ws, size_t wn, double *scale)
{
	if (fig_word_is(t, ws, wn, "thousand") ||
		(wn == 1 && t[ws] == 'k' && (fig_has_at(t, len, ws + 1, "\xE2\x82\xAC") || fig_has_at(t, len, ws + 1, "$") ||
									 fig_has_at(t, len, ws + 1, "\xC2\xA3"))))
		*scale = 1e3;
	else if (fig_word_is(t, ws, wn, "million") || fig_word_is(t, ws, wn, "mn") || fig_word_is(t, ws, wn, "mio"))
		*scale = 1e6;
	else if (fig_word_is(t, ws, wn, "billion") || fig_word_is(t, ws, wn, "bn") || fig_word_is(t, ws, wn, "mrd"))
		*scale = 1e9;
	else if (fig_word_is(t, ws, wn, "trillion") || fig_word_is(t, ws, wn, "tn"))
		*scale = 1e12;
	else
		return false;
	return true;
}

/* Is a time-of-day marker at t[ws] ("am", "p.m.", "o'clock")? Sets *end past it. */
static bool
time_marker(const uchar *t, size_t len, size_t ws, size_t wn, size_t *end)
{
	if (wn == 2 && (fig_word_is(t, ws, wn, "am") || fig_word_is(t, ws, wn, "pm")))
	{
		*end = ws + 2;
		return true;
	}
	if (wn == 1 && (ascii_lower(t[ws]) == 'a' || ascii_lower(t[ws]) == 'p') &&
		ws + 3 <= len && t[ws + 1] == '.' && ascii_lower(t[ws + 2]) == 'm')
	{
		*end = (ws + 3 < len && t[ws + 3] == '.') ? ws + 4 : ws + 3;
		return true;
	}
	if (wn == 1 && ascii_lower(t[ws]) == 'o' && ws + 7 <= len && t[ws + 1] == '\'' &&
		fig_word_is(t, ws + 2, 5, "clock"))
	{
		*end = ws + 7;
		return true;
	}
	return false;
}

/*
 * Where the second number of a range starts ("10-20", "10–20", "10 to 20",
 * "$10-$20M"), reading from t[p] just after the first; 0 when there is none.
 */
static size_t
range_partner(const uchar *t, size_t len, size_t p)
{
	size_t		q = p;

	if (q < len && t[q] == '-')
		q++;
	else
	{
		size_t		s = fig_space_len(t, len, q);

		q += s;
		if (fig_has_at(t, len, q, U_EN_DASH))
			q += 3;
		else if (s > 0 && q + 2 < len && ascii_lower(t[q]) == 't' &&
				 ascii_lower(t[q + 1]) == 'o' && fig_space_len(t, len, q + 2) > 0)
			q += 2;
		else
			return 0;
		q += fig_space_len(t, len, q);
	}
	if (q < len && t[q] == '$')
		q++;
	else if (fig_has_at(t, len, q, U_EURO))
		q += 3;
	else if (fig_has_at(t, len, q, U_POUND) || fig_has_at(t, len, q, U_YEN))
		q += 2;
	return (q < len && ascii_is_digit(t[q])) ? q : 0;
}

/*
 * Where "on every dollar", "of each dollar", "per dollar" follows "cents"
 * ending at p, the end of "dollar"; 0 when it does not.
 */
static size_t
cents_of_dollar(const uchar *t, size_t len, size_t p)
{
	size_t		ws,
				wn,
				words;

	for (words = 0; words < 3 && fig_word_after(t, len, p, &ws, &wn); words++)
	{
		if (fig_word_is(t, ws, wn, "dollar"))
			return words > 0 ? ws + wn : 0;
		if (!(fig_word_is(t, ws, wn, "on") || fig_word_is(t, ws, wn, "of") || fig_word_is(t, ws, wn, "in") ||
			  fig_word_is(t, ws, wn, "per") || fig_word_is(t, ws, wn, "for") || fig_word_is(t, ws, wn, "every") ||
			  fig_word_is(t, ws, wn, "each") || fig_word_is(t, ws, wn, "a")))
			return 0;
		p = ws + wn;
	}
	return 0;
}

/*
 * Where "per 100" or "per hundred" follows the figure ending at p, across
 * at most one word ("33.1 villains per 100 characters"), the end of it; 0
 * when none.  The hundred must end its number ("per 100.5" is no rate).
 */
static size_t
per_hundred_after(const uchar *t, size_t len, size_t p)
{
	size_t		ws,
				wn,
				k;

	if (!fig_word_after(t, len, p, &ws, &wn))
		return 0;
	if (!fig_word_is(t, ws, wn, "per"))
	{
		if (!fig_word_after(t, len, ws + wn, &ws, &wn) || !fig_word_is(t, ws, wn, "per"))
			return 0;
	}
	k = ws + wn + fig_space_len(t, len, ws + wn);
	if (k == ws + wn)
		return 0;
	if (k + 3 <= len && memcmp(t + k, "100", 3) == 0 &&
		!(k + 3 < len && (ascii_is_digit(t[k + 3]) || ((t[k + 3] == '.' || t[k + 3] == ',') &&
													   k + 4 < len && ascii_is_digit(t[k + 4])))))
		return k + 3;
	if (fig_word_after(t, len, ws + wn, &ws, &wn) && fig_word_is(t, ws, wn, "hundred"))
		return ws + wn;
	return 0;
}

/*
 * Where "litres per 100 km" (or "liters", "l", "L", "/" for "per",
 * "kilometres") follows the figure ending at p, the end of it; 0 when none.
 */
static size_t
per_hundred_km_after(const uchar *t, size_t len, size_t p)
{
	size_t		ws,
				wn,
				k;

	if (!fig_word_after(t, len, p, &ws, &wn) ||
		!(fig_word_is(t, ws, wn, "litres") || fig_word_is(t, ws, wn, "liters") || fig_word_is(t, ws, wn, "l")))
		return 0;
	k = ws + wn;
	if (k < len && t[k] == '/')
		k++;
	else if (fig_word_after(t, len, k, &ws, &wn) && fig_word_is(t, ws, wn, "per"))
		k = ws + wn + fig_space_len(t, len, ws + wn);
	else
		return 0;
	if (!(k + 3 <= len && memcmp(t + k, "100", 3) == 0) || (k + 3 < len && ascii_is_digit(t[k + 3])))
		return 0;
	k += 3;
	if (!fig_word_after(t, len, k, &ws, &wn) ||
		!(fig_word_is(t, ws, wn, "km") || fig_word_is(t, ws, wn, "kilometres") ||
		  fig_word_is(t, ws, wn, "kilometers")))
		return 0;
	return ws + wn;
}

/* Does a number, a bracket or a currency sign follow t[p] (across spaces): "× 0.4536", "× (1 / 60)"? */
static bool
operand_follows(const uchar *t, size_t len, size_t p)
{
	while (p < len && t[p] == ' ')
		p++;
	return p < len && (ascii_is_digit(t[p]) || t[p] == '(' || t[p] == '$' || t[p] == '.');
}

/*
 * The reach of a hedged number in words: "about thirteen hundred" or "about
 * twelve hundred and fifty" (two figures, or a half step) may be 5% off,
 * "about sixteen thousand four hundred" says three figures and is off by a
 * unit of its last one at most.
 */
static double
hedged_words_half(double value, double half_unit)
{
	double		step = 1;

	while (step < 1e12 && fmod(value, step * 10) == 0)
		step *= 10;
	if (fmod(value / step, 5) == 0)
		step *= 5;
	if (value / step < 100)
		return half_unit < 0.05 * value ? 0.05 * value : half_unit;
	return 2 * half_unit;
}

/* Is the line holding q a heading alone: no sentence ends in it, and a blank line or the end follows? */
static bool
heading_alone(const uchar *t, size_t len, size_t q)
{
	for (; q < len && t[q] != '\n'; q++)
		if (t[q] == '.' && (q + 1 == len || t[q + 1] == ' ' || t[q + 1] == '\n'))
			return false;
	while (q < len && t[q] == '\r')
		q++;
	return q >= len || (q + 1 < len && t[q + 1] == '\n') || q + 1 == len;
}

/* A year ("1997 net sales") at q: four digits, then a space and a word. */
static bool
year_then_word(const uchar *t, size_t len, size_t q)
{
	return q + 5 < len && (t[q] == '1' || t[q] == '2') && ascii_is_digit(t[q + 1]) && ascii_is_digit(t[q + 2]) &&
		ascii_is_digit(t[q + 3]) && t[q + 4] == ' ' && ascii_is_alpha(t[q + 5]);
}

/* Does " and change" follow t[p] ("$826 and change", "1.2 million and change", "4,400 metres and change")? */
static bool
and_change_after(const uchar *t, size_t len, size_t p)
{
	static const char words[] = " and change";
	size_t		n = sizeof(words) - 1,
				ws,
				wn;

	/* "4,400 metres and change": past the figure's unit (looked up only where " and change" follows it) */
	if (!(p + n <= len && memcmp(t + p, words, n) == 0) && fig_word_after(t, len, p, &ws, &wn) &&
		ws + wn + n <= len && memcmp(t + ws + wn, words, n) == 0 && fig_unit_word(t, ws, wn) != UNIT_NONE)
		p = ws + wn;
	return p + n <= len && memcmp(t + p, words, n) == 0 && (p + n == len || !ascii_is_alpha(t[p + n]));
}

/* An acronym ("AAC tracks") at q: two or more capitals, then a space and a lower-case word. */
static bool
acronym_then_word(const uchar *t, size_t len, size_t q)
{
	static const char *const units[] = {"kb", "mb", "gb", "tb", "pb", "usd", "eur", "gbp", "cad", "aud", "jpy", "cny",
	"chf", "inr", "km", "cm", "mm", "kg", "lb", "lbs", "ms", "hp", "mpg", "kwh", "mw", "gw", "bps", NULL};
	size_t		w = q;

	while (w < len && t[w] >= 'A' && t[w] <= 'Z')
		w++;
	return w - q >= 2 && w + 1 < len && t[w] == ' ' && t[w + 1] >= 'a' && t[w + 1] <= 'z' &&
		!fig_word_in(t, q, w - q, units);
}

/*
 * "Finding 11", "Table 12", "FIGURE 14", "Week 13": a whole number right
 * after a capitalised noun that numbers the parts of a document (or the
 * weeks of a year) is the part's number, narration.  Lower case ("a table 12 rows long") is prose, and a
 * number that goes on (a decimal part, a percent sign, a range) is none.
 */
static bool
item_number(const uchar *t, size_t len, size_t i, size_t p)
{
	/* (not "Item", "Step", "Question": rows are often named so, "item 12" a row to check) */
	static const char *const parts[] = {"finding", "findings", "table", "figure", "fig", "chart", "exhibit",
		"section", "chapter", "appendix", "annex", "slide", "footnote", "paragraph",
		/* a calendar's weeks too: "Week 13 ran at 1.9 times the Week 12 pace" */
		"week", "wk", NULL};
	/* ... unless one opens a line as its heading */
	static const char *const heading_parts[] = {"question", "step", "round", "part", NULL};
	size_t		ws,
				wn;

	if (i == 0 || t[i - 1] != ' ' || !fig_word_before(t, i, &ws, &wn) || ws + wn + 1 != i ||
		!(t[ws] >= 'A' && t[ws] <= 'Z'))
		return false;
	/* "Question 10: Which order …", "Step 12." opening a line: a heading's number */
	if (fig_word_in(t, ws, wn, heading_parts))
	{
		size_t		k = ws,
					q = p;

		while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '#' || t[k - 1] == '*' || t[k - 1] == '_'))
			k--;
		while (q < len && (t[q] == '*' || t[q] == '_'))
			q++;
		return (k == 0 || t[k - 1] == '\n') && q < len && (t[q] == ':' || t[q] == '.') &&
			!(q + 1 < len && ascii_is_digit(t[q + 1]));
	}
	if (!fig_word_in(t, ws, wn, parts))
		return false;
	return !(p < len && (t[p] == '%' || ascii_is_alpha(t[p]) ||
						 (t[p] == '.' && p + 1 < len && ascii_is_digit(t[p + 1])) ||
						 (t[p] == '-' && p + 1 < len && ascii_is_digit(t[p + 1]))));
}

/*
 * "in litres per 100 km": the hundred of a consumption's unit said with no
 * amount before it is the unit's, no figure (after an amount, "7.0 litres
 * per 100 km" reads it with the amount).
 */
static bool
unit_per_hundred(const uchar *t, size_t len, size_t i, size_t p)
{
	static const char *const litres[] = {"litres", "liters", "litre", "liter", "l", NULL};
	size_t		ws,
				wn,
				w2,
				n2,
				q = p;

	if (p - i != 3 || memcmp(t + i, "100", 3) != 0 || !fig_word_before(t, i, &ws, &wn) ||
		!fig_word_is(t, ws, wn, "per") || !fig_word_before(t, ws, &w2, &n2) || !fig_word_in(t, w2, n2, litres))
		return false;
	/* no amount right before the unit */
	while (w2 > 0 && t[w2 - 1] == ' ')
		w2--;
	if (w2 > 0 && ascii_is_digit(t[w2 - 1]))
		return false;
	while (q < len && t[q] == ' ')
		q++;
	return q + 2 <= len && (t[q] == 'k' || t[q] == 'K') && (t[q + 1] == 'm' || t[q + 1] == 'M') &&
		(q + 2 == len || !ascii_is_alpha(t[q + 2]));
}

/*
 * "2.1 Net sales by destination country", "3.2. Revenue", "Table 2.1",
 * "Section 4.3", "§ 3.2": a section's (a table's, a figure's) number is
 * narration.  Digits with a decimal point from i to p, at the start of a
 * line (past "#", "*" and spaces) before a capitalised word (or a year or an
 * acronym, on a heading line of its own), or after one of those words.
 */
static bool
section_number(const uchar *t, size_t len, size_t i, size_t p)
{
	static const char *const labels[] = {"section", "table", "figure", "fig", "appendix", "chapter", NULL};
	size_t		k,
				ws,
				wn;

	if (memchr(t + i, '.', p - i) == NULL)
		return item_number(t, len, i, p);
	k = i;
	while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '#' || t[k - 1] == '*' || t[k - 1] == '_'))
		k--;
	if (k == 0 || t[k - 1] == '\n')
	{
		size_t		q = p;

		static const char *const magnitudes[] = {"million", "billion", "thousand", "trillion", "percent", NULL};
		size_t		w;

		if (q < len && t[q] == '.')
			q++;
		if (q + 2 < len && t[q] == ' ' && heading_alone(t, len, q) &&
			(year_then_word(t, len, q + 1) || acronym_then_word(t, len, q + 1)))
			return true;		/* "2.2 1997 net sales", "2.1 AAC tracks" over a blank line */
		if (!(q + 2 < len && t[q] == ' ' && t[q + 1] >= 'A' && t[q + 1] <= 'Z' && t[q + 2] >= 'a' && t[q + 2] <= 'z'))
			return false;
		/* a title-case word ("Net sales"), not a unit ("GB") or a magnitude ("1.2 Million") */
		for (w = q + 1; w < len && ascii_is_alpha(t[w]); w++)
			;
		return !fig_word_in(t, q + 1, w - q - 1, magnitudes);
	}
	/* "§3.2", "§ 3.2" */
	k = i >= 1 && t[i - 1] == ' ' ? i - 1 : i;
	if (k >= 2 && t[k - 2] == 0xc2 && t[k - 1] == 0xa7)
		return true;
	k = i;
	while (k > 0 && t[k - 1] == ' ')
		k--;
	if (k > 0 && t[k - 1] == '.')
		k--;
	if (k == i || !fig_word_before(t, k, &ws, &wn) || ws + wn != k)
		return false;
	return fig_word_in(t, ws, wn, labels);
}

/*
 * A bound written as a sign right before the figure at b (past spaces and a
 * bracket): "(>310 lb)", "< 5%", "≥ 40", ">= 40"; 1 above, -1 below, 0 none.
 * Not an arrow ("41 -> 39", "=> 12") nor a quote's marker opening a line.
 */
static int
symbol_bound_before(const uchar *t, size_t b, bool *strict)
{
	size_t		a = b;
	bool		equal = false;

	while (a > 0 && t[a - 1] == ' ')
		a--;
	if (a >= 3 && t[a - 3] == 0xe2 && t[a - 2] == 0x89 && (t[a - 1] == 0xa5 || t[a - 1] == 0xa4))
	{
		*strict = false;
		return t[a - 1] == 0xa5 ? 1 : -1;
	}
	if (a >= 2 && t[a - 1] == '=' && (t[a - 2] == '>' || t[a - 2] == '<'))
	{
		equal = true;
		a--;
	}
	if (a == 0 || (t[a - 1] != '>' && t[a - 1] != '<'))
		return 0;
	/* "->", "=>", "<-": arrows; "> 42%" opening a line: a quote */
	if (a >= 2 && (t[a - 2] == '-' || t[a - 2] == '=' || t[a - 2] == '<' || t[a - 2] == '>'))
		return 0;
	if (t[a - 1] == '>' && (a == 1 || t[a - 2] == '\n'))
		return 0;
	*strict = !equal;
	return t[a - 1] == '>' ? 1 : -1;
}

/*
 * Read the number starting at t[i] and decide whether it is an asserted
 * figure (r->is_figure, with value, half_unit and text span). Returns where
 * scanning resumes, always past i. A sign or currency before the digits is
 * taken only from t[consumed] on, never from text a previous number consumed
 * ("12 € 12"). In peek mode the range partner is not consulted: the caller
 * only wants this number's suffixes.
 */
static size_t
read_figure(const uchar *t, size_t len, size_t i, size_t consumed, bool peek, bool prose, bool counts, Reading *r)
{
	size_t		p;
	size_t		b;
	size_t		sl;
	size_t		cs;
	size_t		ws,
				wn,
				e,
				rate_end = 0;
	int			sg = 0;
	bool		after_month;
	bool		integer;
	bool		glued_x;
	bool		bare;
	double		p10;

	fig_read_digits(t, len, i, r);
	p = r->mant_end;
	if (section_number(t, len, i, p) || unit_per_hundred(t, len, i, p))
		return p;

	/* years joined by an en dash: "1970–75", "1205–1206" (a range of other numbers is two figures) */
	if (p + 3 < len && t[p] == 0xe2 && t[p + 1] == 0x80 && t[p + 2] == 0x93 && ascii_is_digit(t[p + 3]))
	{
		Reading		next;

		fig_read_digits(t, len, p + 3, &next);
		if ((is_year_shape(r) && next.int_digits == 2 && next.decimals == 0 && !next.grouped &&
			 (next.mant_end >= len || !ascii_is_digit(t[next.mant_end]))) ||
			is_early_year_span(r, &next) || (is_year_shape(r) && is_year_shape(&next) && next.digits > r->digits))
			return next.mant_end;
	}
	/* digits joined into dates, times, versions, fractions or codes */
	if (p + 1 < len && ascii_is_digit(t[p + 1]))
	{
		/* (not "1.7:1", a ratio: a time has two digits of minutes) */
		if (t[p] == ':' && !(t[p + 1] == '1' && (p + 2 >= len || !(ascii_is_digit(t[p + 2]) ||
																	 ((t[p + 2] == '.' || t[p + 2] == ',') &&
																	  p + 3 < len && ascii_is_digit(t[p + 3]))))))
			return skip_joined(t, len, p, ":.");
		if (t[p] == '/' && !fig_part_slash(t, len, p))
			return skip_joined(t, len, p, "/");
		if (t[p] == '.')		/* only after decimals: 1.2.3, 01.05.2023 */
			return skip_joined(t, len, p, ".");
		if (t[p] == '-')
		{
			Reading		next;

			fig_read_digits(t, len, p + 1, &next);
			/* a span of years before 1900: "(1205-1206)" */
			if (is_early_year_span(r, &next))
				return next.mant_end;
			/* three or more groups: 2023-05-01, 05-01-2023, 555-123-4567 */
			if (next.mant_end + 1 < len && t[next.mant_end] == '-' &&
				ascii_is_digit(t[next.mant_end + 1]))
				return skip_joined(t, len, p, "-");
			/* year and month, or a season: 2023-05, 2019-20 */
			if (is_year_shape(r) && next.int_digits == 2 && next.decimals == 0 && !next.grouped)
				return next.mant_end;
			/* otherwise a range, "10-20": both are figures */
		}
	}
	if (r->too_long)
		return fig_skip_word(t, len, i);
	/*
	 * a compound with a word: "30-day", "12-month"; "3.48-fold" is a
	 * multiple (below); "a 52,500-seat ground": digits in groups are an
	 * amount, not a compound's count ("1,200-ish" stays a guess)
	 */
	if (p + 1 < len && t[p] == '-' && fig_letter_len(t, len, p + 1) > 0 &&
		!(p + 5 <= len && fig_word_is(t, p + 1, 4, "fold") && fig_wordch_len(t, len, p + 5) == 0) &&
		(memchr(t + i, ',', p - i) == NULL || (p + 4 <= len && fig_word_is(t, p + 1, 3, "ish"))))
		return fig_skip_word(t, len, i);

	/* sign and currency before the digits, in either order */
	b = i;
	sl = sign_before(t, b, &sg);
	if (sl > 0 && b - sl >= consumed && sign_allowed(t, len, b - sl))
	{
		r->sign = sg;
		b -= sl;
	}
	if (currency_before(t, len, b, &cs) && cs >= consumed)
	{
		r->currency = true;
		b = cs;
		if (r->sign == 0 && (sl = sign_before(t, b, &sg)) > 0 && b - sl >= consumed &&
			sign_allowed(t, len, b - sl))
		{
			r->sign = sg;
			b -= sl;
		}
	}

	/* glued to an identifier or a run the main scan did not consume; ranks and labels */
	if (b == i && i > 0)
	{
		uchar		c = t[i - 1];

		/* a lone '_' is markdown emphasis ("_12%_"), not part of a name */
		if ((fig_wordch_before(t, i) && !(c == '_' && !fig_wordch_before(t, i - 1))) || c == '#')
			return fig_skip_word(t, len, i);
		if ((c == ':' || c == '/' || c == '.') && i >= 2 && ascii_is_digit(t[i - 2]) &&
			!(c == '/' && fig_part_slash(t, len, i - 1)))
			return fig_skip_word(t, len, i);
		/* "CA-123", unless the letter ended the previous figure ("10k-20k") */
		if (c == '-' && i >= 2 && i - 2 >= consumed && !ascii_is_digit(t[i - 2]) && fig_wordch_before(t, i - 1))
			return fig_skip_word(t, len, i);
	}
	/* "No. 3" is a label; "order No. 10865" a key, checked as the number it is */
	if (number_label_before(t, b) && (r->decimals > 0 || r->digits < 100))
		return fig_skip_word(t, len, i);
	if (prose)
	{
		r->approximate = fig_approx_before(t, b);
		r->bound = fig_bound_read(t, b, &r->strict);
		r->close = r->bound != 0 && fig_bound_close(t, b);
		/* a sign is said of a figure near the value: "(>310 lb)" for 313, a tenth past it at most */
		if (r->bound == 0 && (r->bound = symbol_bound_before(t, b, &r->strict)) != 0)
			r->close = true;
		/* "$826 and change": a little over it */
		if (r->bound == 0 && and_change_after(t, len, p))
		{
			r->bound = 1;
			r->close = true;
			r->strict = false;
		}
		/* "by a factor of 1.27" is the larger over the smaller; "a factor of 0.57" is left to the search */
		if (r->digits > fig_pow10i(r->decimals) && fig_factor_before(t, b))
			r->multiplier = true;
	}
	after_month = month_before(t, b);
	integer = r->decimals == 0 && r->int_digits > 0;

	/* "3.48-fold", "3.48 fold": a multiple */
	if (p + 5 <= len && (t[p] == '-' || t[p] == ' ') && fig_word_is(t, p + 1, 4, "fold") &&
		fig_wordch_len(t, len, p + 5) == 0 && !(p + 5 < len && t[p + 5] == '-'))
	{
		r->multiplier = true;
		p += 5;
	}
	/* "1.33×", "8.8 ×", "2.0× 4 cyl.": the multiplication sign as "x"; "3,504 × 0.4536" multiplies */
	else if (((p + 2 <= len && t[p] == 0xc3 && t[p + 1] == 0x97) ||
			  (p + 3 <= len && t[p] == ' ' && t[p + 1] == 0xc3 && t[p + 2] == 0x97)) &&
			 !(t[p] == ' ' ? operand_follows(t, len, p + 3) : p + 2 < len && ascii_is_digit(t[p + 2])))
	{
		r->multiplier = true;
		p += t[p] == ' ' ? 3 : 2;
	}
	/* glued suffix: magnitude, multiplier, ordinal, or else a unit or code */
	else if (p < len && fig_letter_len(t, len, p) > 0 &&
		!(t[p] == '_' && fig_wordch_len(t, len, p + 1) == 0))
	{
		size_t		n;

		if (!ascii_is_alpha(t[p]))
			return fig_skip_word(t, len, i);
		n = fig_alpha_run(t, len, p, 4);
		e = p + n;
		if (n > 3 || fig_wordch_len(t, len, e) > 0 ||
			(e + 1 < len && t[e] == '-' && fig_letter_len(t, len, e + 1) > 0))
			return fig_skip_word(t, len, i);
		if (n == 2 && integer &&
			(fig_word_is(t, p, n, "st") || fig_word_is(t, p, n, "nd") ||
			 fig_word_is(t, p, n, "rd") || fig_word_is(t, p, n, "th")))
			return e;
		/* "9.16m viewers": millions, or metres ("a 1.85m wall"); the reader of the rows decides */
		if (prose && n == 1 && t[p] == 'm' && !r->currency)
		{
			r->scale = 1e6;
			r->glued_m = true;
		}
		else if (!glued_scale(t, p, n, r->currency, &r->scale))
		{
			if (n == 1 && t[p] == 'x')
				r->multiplier = true;
			/* "4.85pp": percentage points, a plain difference of percentages */
			else if (!(n == 2 && fig_word_is(t, p, n, "pp")))
				return fig_skip_word(t, len, i);
		}
		p = e;
	}
	else if (fig_word_after(t, len, p, &ws, &wn))
	{
		if (spaced_scale(t, len, ws, wn, &r->scale))
			p = ws + wn;
		else if (integer && r->digits <= 12 && r->sign == 0 && !r->currency &&
				 time_marker(t, len, ws, wn, &e))
			return e;
		else if (is_day_shape(r) && r->sign == 0 && !r->currency && is_month(t, ws, wn))
			return ws + wn;
	}

	/* percent */
	if (!r->currency && !r->multiplier && r->scale == 1.0)
	{
		size_t		s = fig_space_len(t, len, p);

		if (p < len && t[p] == '%')
		{
			r->percent = true;
			p++;
		}
		else if (s > 0 && p + s < len && t[p + s] == '%')
		{
			r->percent = true;
			p += s + 1;
		}
		else if (fig_word_after(t, len, p, &ws, &wn))
		{
			size_t		w2,
						n2;

			if (fig_word_is(t, ws, wn, "percent") || fig_word_is(t, ws, wn, "pct"))
			{
				r->percent = true;
				p = ws + wn;
			}
			/* "6.2 cents on every dollar of sales", "40 cents per dollar": a percentage */
			else if ((fig_word_is(t, ws, wn, "cents") || fig_word_is(t, ws, wn, "cent")) &&
					 (e = cents_of_dollar(t, len, ws + wn)) > 0)
			{
				r->percent = true;
				p = e;
			}
			/* "a move of 447 basis points", "35 bps": points, in hundredths */
			else if (fig_word_is(t, ws, wn, "bps") || fig_word_is(t, ws, wn, "bp") ||
					 (fig_word_is(t, ws, wn, "basis") && fig_word_after(t, len, ws + wn, &w2, &n2) &&
					  (fig_word_is(t, w2, n2, "point") || fig_word_is(t, w2, n2, "points"))))
			{
				r->percent = true;
				r->basis_points = true;
				p = fig_word_is(t, ws, wn, "basis") ? w2 + n2 : ws + wn;
			}
			else if ((fig_word_is(t, ws, wn, "per") || fig_word_is(t, ws, wn, "percentage")) &&
					 fig_word_after(t, len, ws + wn, &w2, &n2) &&
					 (fig_word_is(t, ws, wn, "per") ? fig_word_is(t, w2, n2, "cent") :
					  (fig_word_is(t, w2, n2, "point") || fig_word_is(t, w2, n2, "points"))))
			{
				r->percent = true;
				p = w2 + n2;
			}
			/* "8.15 litres per 100 km", "11.8 L/100 km": a fuel consumption, its hundred part of the unit */
			else if ((e = per_hundred_km_after(t, len, p)) > 0)
			{
				r->said_unit = UNIT_L100KM;
				rate_end = e;
			}
			else if (prose && (rate_end = per_hundred_after(t, len, p)) > 0)
			{
				/*
				 * "33.1 villains per 100 characters": a rate per hundred is a
				 * percentage; its noun stays beside it, the hundred is read
				 */
				r->percent = true;
			}
		}
	}

	/* currency after the digits: "12 €", "1,200 USD" */
	if (!r->currency && !r->percent)
	{
		size_t		q = p + fig_space_len(t, len, p);

		if (fig_has_at(t, len, q, U_EURO))
		{
			r->currency = true;
			p = q + 3;
		}
		else if (fig_has_at(t, len, q, U_POUND) || fig_has_at(t, len, q, U_YEN))
		{
			r->currency = true;
			p = q + 2;
		}
		else if (q > p && is_currency_code(t, len, q) && fig_wordch_len(t, len, q + 3) == 0)
		{
			r->currency = true;
			p = q + 3;
		}
	}

	/*
	 * a range's first number takes the % or magnitude only its second
	 * shows; a bare year does not ("23.0% in 1996 to 18.155%")
	 */
	if (!peek && !r->percent && r->scale == 1.0 && !r->multiplier &&
		!(r->sign == 0 && !r->currency && is_year_shape(r)))
	{
		size_t		d = range_partner(t, len, p);

		if (d > 0)
		{
			Reading		other;

			(void) read_figure(t, len, d, p, true, prose, false, &other);
			if (other.percent && !r->currency)
				r->percent = true;
			else if (other.scale != 1.0)
				r->scale = other.scale;
		}
	}

	/* narration: single digits, years, days of the month */
	bare = r->sign == 0 && !r->currency && !r->percent && r->scale == 1.0;
	/* "1 in 4", "3 out of 10": a fraction; "3 times as many": a multiple */
	if (prose && bare && !r->multiplier && !peek && (integer || r->decimals <= 2))
	{
		size_t		q = integer ? fig_proportion_after(t, len, p, r->digits, r) : 0;

		if (q == 0)
			q = fig_times_after(t, len, b, p, r->digits / fig_pow10i(r->decimals), r);
		/* "1.72 times": the precision shown (one unit more when approximate), not the width of words */
		if (q > 0 && !integer)
			r->half_unit = r->fixed_half = (r->approximate ? 1.0 : 0.5) / fig_pow10i(r->decimals);
		/* "2 times" in digits: a whole number, to the nearest one */
		else if (q > 0 && r->multiple && r->half_unit < 0.5)
			r->half_unit = r->fixed_half = 0.5;
		if (q > 0)
		{
			r->fig_start = b;
			r->fig_end = q;
			r->is_figure = true;
			return q;
		}
	}
	/*
	 * "5 papers": a small count, when asked for, if a word follows; "5x",
	 * "Ratio: >= 5x" are multiples said outright (hedged, "~5x" stays
	 * narration, as "2 × one-way" does)
	 */
	glued_x = r->multiplier && !r->approximate && t[p - 1] == 'x';
	if (bare && integer && r->int_digits == 1 && !glued_x &&
		!(counts && !peek && !r->multiplier && p + 1 < len && t[p] == ' ' && ascii_is_alpha(t[p + 1])))
		return p;
	r->small = bare && integer && r->int_digits == 1 && !glued_x;
	if (bare && !r->multiplier && is_year_shape(r))
		return p;
	/* "'97", "Apr ’98": a year cut to two digits after an apostrophe (not "rock'n'roll 97", "'56'") */
	if (bare && !r->multiplier && integer && r->int_digits == 2 && !r->grouped &&
		!(p < len && (t[p] == '\'' || (p + 2 < len && t[p] == 0xe2 && t[p + 1] == 0x80 && t[p + 2] == 0x99))) &&
		((b >= 1 && t[b - 1] == '\'' && (b < 2 || !ascii_is_alpha(t[b - 2]))) ||
		 (b >= 3 && t[b - 3] == 0xe2 && t[b - 2] == 0x80 && t[b - 1] == 0x99 && (b < 4 || !ascii_is_alpha(t[b - 4])))))
		return p;
	if (bare && !r->multiplier && after_month && is_day_shape(r))
		return p;
	/* "14 April 1205": four digits after a month name are its year, however early */
	if (bare && !r->multiplier && after_month && r->int_digits == 4 && r->decimals == 0 && !r->grouped &&
		r->digits >= 1000)
		return p;

	p10 = fig_pow10i(r->decimals);
	r->value = r->digits * r->scale / p10;
	if (r->sign < 0)
		r->value = -r->value;
	r->half_unit = 0.5 * r->scale / p10;
	if (r->approximate && integer && r->trailing_zeros > 0 && r->digits > 0)
	{
		r->half_unit = 0.5 * fig_pow10i(r->trailing_zeros) * r->scale;
		/* "some 100 per cent", "about 200%": a twentieth of it, or 5 points (a third would be "about 150") */
		if (r->percent && r->half_unit > 5 && r->half_unit > 0.05 * fabs(r->value))
			r->half_unit = fmax(5, 0.05 * fabs(r->value));
	}
	/* "~85%", "about 55%": a hedged whole percentage ending in five is rounded to fives */
	else if (r->approximate && integer && r->percent && r->int_digits == 2 && fmod(r->digits, 10) == 5)
		r->half_unit = 2.5;
	/* a bound's last nonzero digit says how far past it the prose may mean */
	r->fixed_half = (integer && r->trailing_zeros > 0 && r->digits > 0) ?
		0.5 * fig_pow10i(r->trailing_zeros) * r->scale : r->half_unit;
	if (r->basis_points)
	{
		r->value /= 100;
		r->half_unit /= 100;
		r->fixed_half /= 100;
	}
	r->fig_start = b;
	r->fig_end = p;
	r->is_figure = true;
	return rate_end > p ? rate_end : p;
}

/*
 * Is the figure ending at t[p] hedged after it, right away or past one unit
 * word: "$8,000 or so", "12 or thereabouts", "1,560 kg, give or take", "860
 * km/h, give or take"?  ("give or take 5" gives its own margin: not this.)
 */
static bool
hedged_after(const uchar *t, size_t len, size_t p)
{
	int			past_unit;

	for (past_unit = 0; past_unit < 2; past_unit++)
	{
		size_t		q = p < len && t[p] == ',' ? p + 1 : p,
					ws,
					wn,
					w2,
					n2,
					w3,
					n3;

		if (fig_word_after(t, len, q, &ws, &wn))
		{
			if (fig_word_is(t, ws, wn, "or") && fig_word_after(t, len, ws + wn, &w2, &n2) &&
				(fig_word_is(t, w2, n2, "so") || fig_word_is(t, w2, n2, "thereabouts")))
				return true;
			if (fig_word_is(t, ws, wn, "give") && fig_word_after(t, len, ws + wn, &w2, &n2) &&
				fig_word_is(t, w2, n2, "or") && fig_word_after(t, len, w2 + n2, &w3, &n3) &&
				fig_word_is(t, w3, n3, "take"))
			{
				q = w3 + n3;
				while (q < len && t[q] == ' ')
					q++;
				return !(q < len && (ascii_is_digit(t[q]) || t[q] == '$'));
			}
		}
		/* one unit word, with a slash ("km/h"), then a comma or not */
		if (past_unit > 0 || !fig_word_after(t, len, p, &ws, &wn))
			return false;
		p = ws + wn;
		if (p + 1 < len && t[p] == '/' && ascii_is_alpha(t[p + 1]))
			p += 1 + fig_alpha_run(t, len, p + 1, MAX_KEYWORD + 1);
	}
	return false;
}

/* Append the reading to the scan's figures (marks the scan on allocation failure). */
static void
emit(Scan *s, const Reading *r, const uchar *t, size_t len)
{
	Figure	   *f;

	if (s->oom)
		return;
	if (s->nfigs == s->cap)
	{
		size_t		ncap = s->cap ? s->cap * 2 : 16;
		Figure	   *grown;

		if (ncap > SIZE_MAX / sizeof(Figure))
		{
			s->oom = true;
			return;
		}
		grown = realloc(s->figs, ncap * sizeof(Figure));
		if (grown == NULL)
		{
			s->oom = true;
			return;
		}
		s->figs = grown;
		s->cap = ncap;
	}
	f = &s->figs[s->nfigs++];
	memset(f, 0, sizeof(*f));
	f->value = r->value;
	f->half_unit = r->half_unit;
	f->decimals = r->decimals;
	f->percent = r->percent;
	f->offset = r->fig_start;
	f->length = r->fig_end - r->fig_start;
	f->explicit_sign = r->sign != 0;
	f->approximate = r->approximate;
	/* "below 0" speaks of a sign, not of a size: read as the figure itself */
	f->bound = r->value != 0 ? r->bound : 0;
	f->strict = f->bound != 0 && r->strict;
	f->close = f->bound != 0 && r->close;
	f->currency = r->currency;
	f->scale = r->scale;
	f->glued_m = r->glued_m;
	/* "2.9x" is a multiple as much as "2.9 times", and so are "0.63x" and "~1.0×" (not "1x") */
	f->multiple = r->multiple || (r->multiplier && len > 0 && r->value > 0 && (r->value != 1.0 || r->decimals > 0));
	/* "2x", "about 3x": a whole multiple under ten is near it, as "two times" is, not anywhere within one */
	if (r->multiplier && f->multiple && r->decimals == 0 && r->value < 10)
		f->half_unit = 0.075 * r->value;
	if (r->multiplier && f->multiple && r->approximate)
		f->half_unit *= 2;
	/* "ninety-six percent" is read as "96 percent" is; "words" marks fractions and counts said */
	f->words = r->words && !r->percent_said;
	f->small_count = r->small;
	if (len == 0)
		return;					/* a cell's text: the number is all that is wanted */
	/* "$8,000 or so", "12 or thereabouts", "1,560 kg, give or take" */
	if (!f->approximate && !r->words && f->decimals == 0 && hedged_after(t, len, r->fig_end))
	{
		f->approximate = true;
		f->half_unit = r->fixed_half > 0 ? r->fixed_half : f->half_unit;
	}
	f->direction = fig_direction_before(t, r->fig_start);
	if (f->direction == 0)
		f->direction = fig_direction_after(t, len, r->fig_end);
	if (!r->percent && !r->multiple)
	{
		bool		bare_m = false;

		f->unit = r->said_unit != UNIT_NONE ? r->said_unit : fig_unit_after(t, len, r->fig_end, &bare_m);
		f->bare_m = r->said_unit == UNIT_NONE && bare_m && !r->currency;
		if (f->unit == UNIT_NONE && !r->currency && !f->bare_m)
			f->unit = fig_unit_before(t, f->offset);
	}
	if (f->bound != 0)
	{
		double		unit = 2.0 * (r->fixed_half > 0 ? r->fixed_half : r->half_unit);
		double		part = fabs(r->value) * (r->bound > 0 ? 0.5 : 2.0 / 3.0);

		/* "just over 200", "a touch under $83,000": a tenth past it at most */
		if (r->close)
		{
			part = fabs(r->value) * 0.1;
			unit = 2.0 * r->half_unit;
		}
		f->reach = unit > part ? unit : part;
	}
}

/* Does a sentence end at t[p]: a new line, or a stop followed by a space? */
static bool
sentence_ends_at(const uchar *t, size_t p)
{
	return t[p] == '\n' || ((t[p] == '.' || t[p] == '!' || t[p] == '?') && t[p + 1] == ' ');
}

/*
 * A bare "m" is metres when the same sentence states another length
 * ("224 ft (68.3 m)", "10,000 m, about 32,808 feet"): a restatement, not
 * millions or a label.  "The same sentence": no sentence ends between the
 * two figures' starts a and b (at a .. b - 2).  One pass over the figures,
 * in the order of the text, and one over the text: the nearest length
 * before (one already read as metres counts) and the nearest after.
 */
static void
metres_beside_lengths(const uchar *t, Figure *figs, size_t n)
{
	size_t	   *next_len;
	size_t		i,
				k;
	size_t		last_len = SIZE_MAX;	/* offset of the nearest length before */
	size_t		last_end = SIZE_MAX;	/* the last sentence end at or before offset - 2 */
	size_t		scanned = 0;	/* text scanned for last_end */
	size_t		first_end = SIZE_MAX;	/* the first sentence end at or after offset */
	size_t		ahead = 0;		/* text scanned for first_end */
	bool		any = false;

	for (i = 0; i < n; i++)
	{
		any |= figs[i].bare_m;
		if (i > 0 && figs[i].offset <= figs[i - 1].offset)
			return;				/* not in the order of the text: cannot happen */
	}
	if (!any || (next_len = malloc(n * sizeof(size_t))) == NULL)
		return;
	/* the nearest length after each figure, as read (no bare "m" is one yet) */
	for (k = n; k-- > 0;)
		next_len[k] = k + 1 < n ? (figure_unit_family(figs[k + 1].unit) == 3 ? figs[k + 1].offset
								  : next_len[k + 1]) : SIZE_MAX;
	for (i = 0; i < n; i++)
	{
		size_t		o = figs[i].offset;

		if (figs[i].bare_m)
		{
			bool		near = false;

			for (; o >= 2 && scanned <= o - 2; scanned++)
				if (sentence_ends_at(t, scanned))
					last_end = scanned;
			if (last_len != SIZE_MAX && (last_end == SIZE_MAX || last_end < last_len))
				near = true;
			if (!near && next_len[i] != SIZE_MAX)
			{
				if (first_end == SIZE_MAX || first_end < o)
				{
					first_end = SIZE_MAX;
					for (ahead = ahead > o ? ahead : o; ahead + 1 < next_len[i]; ahead++)
						if (sentence_ends_at(t, ahead))
						{
							first_end = ahead;
							break;
						}
				}
				near = first_end == SIZE_MAX || first_end + 2 > next_len[i];
			}
			if (near)
				figs[i].unit = UNIT_METRE;
		}
		if (figure_unit_family(figs[i].unit) == 3)
			last_len = o;
	}
	free(next_len);
}

/* Extract the asserted figures of the prose; the caller frees *out. */
size_t
figures_extract(const char *text, size_t len, Figure **out)
{
	return extract(text, len, out, true, false);
}

/* See figures.h. */
size_t
figures_extract_counts(const char *text, size_t len, Figure **out)
{
	return extract(text, len, out, true, true);
}

/*
 * "down 47.8 (32.1%)", "up $12, or 4.5%": a percentage that restates a
 * change, in brackets or after ", or" right behind it, is the same change
 * and goes the same way.
 */
static void
percent_restates_change(const uchar *t, Figure *figs, size_t n)
{
	size_t		i;

	for (i = 1; i < n; i++)
	{
		const Figure *prev = &figs[i - 1];
		Figure	   *f = &figs[i];
		size_t		p = prev->offset + prev->length;

		if (!f->percent || f->direction != 0 || f->explicit_sign || prev->percent || prev->direction == 0 ||
			f->offset < p)
			continue;
		while (p < f->offset && t[p] == ' ')
			p++;
		if (p < f->offset && t[p] == '(')
			p++;
		else if (p + 1 < f->offset && t[p] == ',')
		{
			p++;
			while (p < f->offset && t[p] == ' ')
				p++;
			if (!(p + 2 <= f->offset && (t[p] == 'o' || t[p] == 'O') && t[p + 1] == 'r' &&
				  (p + 2 == f->offset || t[p + 2] == ' ')))
				continue;
			p += 2;
		}
		else
			continue;
		while (p < f->offset && t[p] == ' ')
			p++;
		if (p == f->offset)
			f->direction = prev->direction;
	}
}

/* Where "for every" or "for each" ends right before t[b], the start of its "for"; SIZE_MAX: none. */
static size_t
for_every_before(const uchar *t, size_t b)
{
	size_t		ws,
				wn,
				w2,
				n2;

	if (fig_word_before(t, b, &ws, &wn) && (fig_word_is(t, ws, wn, "every") || fig_word_is(t, ws, wn, "each")) &&
		fig_word_before(t, ws, &w2, &n2) && fig_word_is(t, w2, n2, "for"))
		return w2;
	return SIZE_MAX;
}

/* Does a clause start at t[p]: the text's start, or after a stop, colon, comma, bracket or dash? */
static bool
clause_starts(const uchar *t, size_t p)
{
	while (p > 0 && t[p - 1] == ' ')
		p--;
	return p == 0 || t[p - 1] == '.' || t[p - 1] == ':' || t[p - 1] == ';' || t[p - 1] == ',' ||
		t[p - 1] == '(' || t[p - 1] == '\n' || (p >= 3 && t[p - 3] == 0xe2 && t[p - 2] == 0x80 && t[p - 1] == 0x94);
}

/* Do only words and spaces lie in t[a..b), at most max_words of them, none a count said ("one", "a")? */
static bool
only_words(const uchar *t, size_t a, size_t b, int max_words)
{
	int			words = 0;

	while (a < b)
	{
		size_t		n = fig_alpha_run(t, b, a, MAX_KEYWORD + 1);

		if (n == 0)
		{
			if (t[a] != ' ' && t[a] != '\'')
				return false;
			a++;
			continue;
		}
		if (++words > max_words || fig_word_is(t, a, n, "one") || fig_word_is(t, a, n, "a") ||
			fig_word_is(t, a, n, "an") || fig_word_is(t, a, n, "per"))
			return false;
		a += n;
	}
	return true;
}

/* Could figure f be the base of a rate: a plain 10, 100 or 1,000? */
static bool
rate_base(const Figure *f)
{
	return (f->value == 10 || f->value == 100 || f->value == 1000) && f->decimals == 0 && !f->percent &&
		!f->multiple && !f->approximate && f->bound == 0 && !f->explicit_sign && f->scale <= 1.0;
}

/*
 * "for every 10 orders at A, there are roughly 13 at B", "about 24 on the
 * good side for every 10 on the bad": a count per ten, hundred or thousand
 * of another is a percentage of it, as "33.1 villains per 100 characters"
 * is; the base is read with it.  "For every" starts its clause, or follows
 * the figure across a few plain words; the two share a sentence and a
 * currency.  Returns the figures left.
 */
static size_t
rates_for_every(const uchar *t, Figure *figs, size_t n)
{
	size_t		i;

	for (i = 0; i + 1 < n; i++)
	{
		Figure	   *a = &figs[i],
				   *b = &figs[i + 1],
				   *base,
				   *rate;
		size_t		from,
					to,
					p,
					at;
		double		scale;

		if (a->currency != b->currency || a->percent || b->percent || a->multiple || b->multiple)
			continue;
		/* "for every 10 ..., 13 ...": the base first, at its clause's start */
		if (rate_base(a) && (at = for_every_before(t, a->offset)) != SIZE_MAX && clause_starts(t, at) &&
			b->offset - (a->offset + a->length) <= 120)
		{
			base = a;
			rate = b;
			from = a->offset + a->length;
			to = b->offset;
		}
		/* "24 on the good side for every 10 on the bad" */
		else if (rate_base(b) && (at = for_every_before(t, b->offset)) != SIZE_MAX &&
				 at >= a->offset + a->length && only_words(t, a->offset + a->length, at, 4))
		{
			base = b;
			rate = a;
			from = a->offset + a->length;
			to = at;
		}
		else
			continue;
		for (p = from; p < to; p++)
			if (t[p] == '\n' || t[p] == ';' || t[p] == '?' || t[p] == '!' || (t[p] == '.' && p + 1 < to && t[p + 1] == ' '))
				break;
		if (p < to || !(rate->value > 0))
			continue;
		scale = 100.0 / base->value;
		rate->value *= scale;
		rate->half_unit *= scale;
		rate->reach *= scale;
		rate->percent = true;
		rate->currency = false;
		rate->unit = UNIT_NONE;
		rate->words = false;
		/* a percentage now, no small count ("7 for every 10") */
		rate->small_count = false;
		memmove(base, base + 1, (n - (size_t) (base - figs) - 1) * sizeof(Figure));
		n--;
	}
	return n;
}

/* The figures written in a cell's text: digits only, no number words, directions or units. */
size_t
figures_extract_plain(const char *text, size_t len, Figure **out)
{
	return extract(text, len, out, false, false);
}

/* The extraction; prose: also number words, bounds, directions and units. */
static size_t
extract_as_written(const char *text, size_t len, Figure **out, bool prose, bool counts)
{
	const uchar *t = (const uchar *) text;
	Scan		s;
	size_t		i = 0;
	size_t		consumed = 0;		/* end of the text the last number consumed */
	size_t		next_poll = STOP_POLL_BYTES;

	if (out == NULL)
		return 0;
	*out = NULL;
	if (text == NULL)
		return 0;
	memset(&s, 0, sizeof(s));
	while (i < len)
	{
		uchar		c = t[i];

		if (i >= next_poll)
		{
			next_poll = i + STOP_POLL_BYTES;
			if (figures_stop_requested != NULL && figures_stop_requested())
			{
				free(s.figs);
				errno = EINTR;
				return 0;
			}
		}
		if (ascii_is_digit(c) || (c == '.' && i + 1 < len && ascii_is_digit(t[i + 1]) && !fig_wordch_before(t, i)))
		{
			Reading		r;
			size_t		next = read_figure(t, len, i, consumed, false, prose, counts, &r);

			if (r.is_figure)
				emit(&s, &r, t, prose ? len : 0);
			i = next > i ? next : i + 1;
			consumed = i;
		}
		else if (ascii_is_alpha(c) || fig_letter_len(t, len, i) > 1)
		{
			Reading		r;
			size_t		next;

			/* number words, fractions and multiples */
			if (prose && ascii_is_alpha(c) && !fig_wordch_before(t, i) && !(i > 0 && t[i - 1] == '-') &&
				(next = fig_read_words(t, len, i, &r)) > i)
			{
				if (r.is_figure && !s.oom)
				{
					r.approximate = fig_approx_before(t, i);
					r.bound = fig_bound_read(t, i, &r.strict);
					r.close = r.bound != 0 && fig_bound_close(t, i);
					/*
					 * "about a third", "approximately thirty per cent" may mean 25
					 * to 35; "some twenty-nine per cent" names its whole number
					 */
					if (r.approximate && r.percent && !r.one_in && r.half_unit < 0.5)
						r.half_unit *= 2;	/* "about seven point eight percent" is said to the tenth */
					else if (r.approximate && r.percent && !r.one_in)
						r.half_unit = r.half_unit > 0.5 || fmod(r.value, 10) == 0 ? 5 : fmod(r.value, 5) == 0 ? 2.5 : 1;
					else if (r.approximate && r.multiple)
						r.half_unit *= 2;
					else if (r.approximate && r.half_unit >= 0.5 && r.value >= 100)
						r.half_unit = hedged_words_half(r.value, r.half_unit);
					/* "nearly seven dollars and forty cents": hedged cents in tens are said to the dime */
					else if (r.approximate && r.half_unit == 0.005 && fabs(fmod(round(r.value * 100), 10)) < 0.5)
						r.half_unit = 0.05;
					emit(&s, &r, t, len);
				}
				i = next;
				consumed = i;
				continue;
			}
			/* a currency code glued to its digits ("USD1,200", "USD-3") is left for the number */
			if (fig_alpha_run(t, len, i, 4) == 3 && is_currency_code(t, len, i) && !fig_wordch_before(t, i) &&
				((i + 3 < len && ascii_is_digit(t[i + 3])) ||
				 (i + 4 < len && (t[i + 3] == '-' || t[i + 3] == '+') && ascii_is_digit(t[i + 4]))))
				i += 3;
			else
				i = fig_skip_word(t, len, i);
		}
		else
			i++;
	}
	if (s.oom)
	{
		free(s.figs);
		errno = ENOMEM;
		return 0;
	}
	metres_beside_lengths(t, s.figs, s.nfigs);
	if (prose)
	{
		s.nfigs = rates_for_every(t, s.figs, s.nfigs);
		percent_restates_change(t, s.figs, s.nfigs);
	}
	*out = s.figs;
	return s.nfigs;
}

/*
 * The figures of a text, read with decimal points where prose writes a
 * decimal comma ("1.234,56 €"): offsets are the same in the copy.  (A
 * cell's text is read as it stands: a check reads thousands of them.)
 */
static size_t
extract(const char *text, size_t len, Figure **out, bool prose, bool counts)
{
	char	   *points;
	size_t		n;

	errno = 0;
	if (text == NULL || !prose || (points = figures_decimal_comma(text, len)) == NULL)
	{
		if (errno == ENOMEM)
		{
			if (out != NULL)
				*out = NULL;
			return 0;
		}
		return extract_as_written(text, len, out, prose, counts);
	}
	n = extract_as_written(points, len, out, prose, counts);
	free(points);
	return n;
}
