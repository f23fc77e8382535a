/*
 * figures.c — reading the figures a prose answer asserts, deciding whether it
 * admits that nothing was found, and grounding figures in returned values.
 *
 * Pure C: no PostgreSQL headers. The rules are listed in figures.h.
 *
 * The input is arbitrary bytes (it is fuzzed): every read is bounds-checked,
 * every look-back and look-ahead is capped at a few bytes or one keyword, and
 * the scan only moves forward (a number's range partner is read at most twice),
 * so work is linear in the input.
 */
#include "figures.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned char uchar;

/* More digits than this is a hash, an id or noise, not a figure. */
#define MAX_FIGURE_DIGITS	30
/* Longest word compared against a keyword list. */
#define MAX_KEYWORD		16

/* UTF-8 spellings of the non-ASCII characters the reader knows. */
#define U_NBSP			"\xC2\xA0"
#define U_THIN_SPACE	"\xE2\x80\x89"
#define U_NARROW_NBSP	"\xE2\x80\xAF"
#define U_EURO			"\xE2\x82\xAC"
#define U_POUND			"\xC2\xA3"
#define U_YEN			"\xC2\xA5"
#define U_MINUS			"\xE2\x88\x92"
#define U_EN_DASH		"\xE2\x80\x93"
#define U_ALMOST_EQUAL	"\xE2\x89\x88"
#define U_RSQUO			"\xE2\x80\x99"

/* One number as read, and what the reader decided about it. */
typedef struct Reading
{
	size_t		start;			/* first byte of the digits (or of a leading '.') */
	size_t		mant_end;		/* byte after the digits */
	double		digits;			/* every shown digit, as one integer */
	int			int_digits;		/* digits before the decimal point */
	int			decimals;		/* digits after it */
	int			trailing_zeros; /* of the integer part, for approximate figures */
	bool		grouped;		/* thousands separators were used */
	bool		too_long;		/* more than MAX_FIGURE_DIGITS digits */
	int			sign;			/* -1, +1, or 0 when none was written */
	bool		currency;
	bool		percent;
	bool		multiplier;
	bool		approximate;
	int			bound;			/* +1 lower bound, -1 upper bound */
	bool		strict;			/* "more than", not "at least" */
	bool		multiple;		/* a ratio in words */
	bool		words;			/* read from number words */
	double		fixed_half;		/* number words: the half unit they are read with (0: from the digits) */
	double		scale;			/* magnitude suffix: 1, 1e3, 1e6, 1e9, 1e12 */
	bool		is_figure;
	size_t		fig_start;		/* first byte of the figure's text (sign, currency) */
	size_t		fig_end;		/* byte after its last suffix */
	double		value;
	double		half_unit;
} Reading;

/* Working state of one extraction. */
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

static const char *const approx_words[] = {
	"approximately", "approx", "about", "around", "roughly", "nearly", "almost",
	"some", "circa", NULL
};

/*
 * Byte length of the letter at t[i], 0 if none: ASCII letters, '_', and
 * two-byte UTF-8 letters (Latin-1 letters, Latin extended, Greek, Cyrillic...).
 * Three- and four-byte characters (punctuation, CJK, emoji) count as
 * separators, so "共123个" still shows a number.
 */
static size_t
letter_len(const uchar *t, size_t len, size_t i)
{
	uchar		c = t[i];

	if (ascii_is_alpha(c) || c == '_')
		return 1;
	if (c >= 0xC3 && c <= 0xDF && i + 1 < len && (t[i + 1] & 0xC0) == 0x80)
	{
		/* × and ÷ are the only symbols led by C3 */
		if (c == 0xC3 && (t[i + 1] == 0x97 || t[i + 1] == 0xB7))
			return 0;
		return 2;
	}
	return 0;
}

/* Byte length of the word character (letter or digit) at t[i], 0 if none. */
static size_t
wordch_len(const uchar *t, size_t len, size_t i)
{
	if (i >= len)
		return 0;
	if (ascii_is_digit(t[i]))
		return 1;
	return letter_len(t, len, i);
}

/* Does a word character (letter or digit) end just before t[i]? */
static bool
wordch_before(const uchar *t, size_t i)
{
	uchar		c;

	if (i == 0)
		return false;
	c = t[i - 1];
	if (ascii_is_alpha(c) || ascii_is_digit(c) || c == '_')
		return true;
	if (i >= 2 && (c & 0xC0) == 0x80 && t[i - 2] >= 0xC3 && t[i - 2] <= 0xDF)
		return !(t[i - 2] == 0xC3 && (c == 0x97 || c == 0xB7));
	return false;
}

/* Does the byte string s occur at t[i]? */
static bool
has_at(const uchar *t, size_t len, size_t i, const char *s)
{
	size_t		n = strlen(s);

	return i <= len && len - i >= n && memcmp(t + i, s, n) == 0;
}

/* Does the byte string s end just before t[i]? */
static bool
ends_at(const uchar *t, size_t i, const char *s)
{
	size_t		n = strlen(s);

	return i >= n && memcmp(t + i - n, s, n) == 0;
}

/* Byte length of the inline space at t[i] (space, tab, no-break, thin), 0 if none. */
static size_t
space_len(const uchar *t, size_t len, size_t i)
{
	if (i >= len)
		return 0;
	if (t[i] == ' ' || t[i] == '\t')
		return 1;
	if (has_at(t, len, i, U_NBSP))
		return 2;
	if (has_at(t, len, i, U_THIN_SPACE) || has_at(t, len, i, U_NARROW_NBSP))
		return 3;
	return 0;
}

/* Byte length of the inline space ending just before t[i], 0 if none. */
static size_t
space_len_before(const uchar *t, size_t i)
{
	if (i >= 1 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
		return 1;
	if (ends_at(t, i, U_NBSP))
		return 2;
	if (ends_at(t, i, U_THIN_SPACE) || ends_at(t, i, U_NARROW_NBSP))
		return 3;
	return 0;
}

/* Length of the ASCII letter run at t[i], counting no further than cap. */
static size_t
alpha_run(const uchar *t, size_t len, size_t i, size_t cap)
{
	size_t		n = 0;

	while (i + n < len && n < cap && ascii_is_alpha(t[i + n]))
		n++;
	return n;
}

/* Is t[i..i+n) the keyword kw (lower case), ignoring ASCII case? */
static bool
word_is(const uchar *t, size_t i, size_t n, const char *kw)
{
	size_t		j;

	/* no strlen: this runs for every keyword of every list near every number */
	for (j = 0; j < n; j++)
		if (kw[j] == '\0' || ascii_lower(t[i + j]) != (uchar) kw[j])
			return false;
	return kw[n] == '\0';
}

/* Is t[i..i+n) one of the keywords (lower case, NULL-terminated), ignoring case? */
static bool
word_in(const uchar *t, size_t i, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (word_is(t, i, n, *list))
			return true;
	return false;
}

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

/*
 * The ASCII word ending just before t[end], across at most one space.
 * False when there is none, it is glued to other word characters, or it is
 * longer than any keyword.
 */
static bool
word_before(const uchar *t, size_t end, size_t *ws, size_t *wn)
{
	size_t		j = end - space_len_before(t, end);
	size_t		k = j;

	while (k > 0 && ascii_is_alpha(t[k - 1]) && j - k <= MAX_KEYWORD)
		k--;
	if (k == j || j - k > MAX_KEYWORD || wordch_before(t, k))
		return false;
	*ws = k;
	*wn = j - k;
	return true;
}

/*
 * The ASCII word after exactly one inline space at t[p]. False when there is
 * no space, no word, a word glued to digits or other letters, or a word
 * longer than any keyword.
 */
static bool
word_after(const uchar *t, size_t len, size_t p, size_t *ws, size_t *wn)
{
	size_t		s = space_len(t, len, p);
	size_t		n;

	if (s == 0)
		return false;
	n = alpha_run(t, len, p + s, MAX_KEYWORD + 1);
	if (n == 0 || n > MAX_KEYWORD || wordch_len(t, len, p + s + n) > 0)
		return false;
	*ws = p + s;
	*wn = n;
	return true;
}

/*
 * Skip an identifier-like token from t[i]: word characters joined by - . '
 * (and by : / , after a digit), e.g. "A320", "COVID-19", "v1.2.3",
 * "T10:30:00Z", "ABC1,234". Always advances.
 */
static size_t
skip_word(const uchar *t, size_t len, size_t i)
{
	size_t		start = i;
	bool		last_digit = false;

	for (;;)
	{
		size_t		n;

		while ((n = wordch_len(t, len, i)) > 0)
		{
			last_digit = ascii_is_digit(t[i]);
			i += n;
		}
		if (i + 1 < len && wordch_len(t, len, i + 1) > 0 &&
			(t[i] == '-' || t[i] == '.' || t[i] == '\'' ||
			 ((t[i] == ':' || t[i] == '/' || t[i] == ',') && last_digit && ascii_is_digit(t[i + 1]))))
			i++;
		else
			break;
	}
	return i > start ? i : start + 1;
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

/* 10^n for the small non-negative n figures use, exactly where a double can be exact. */
static double
pow10i(int n)
{
	static const double exact[] = {
		1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
		1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
	};

	if (n >= 0 && n < (int) (sizeof(exact) / sizeof(exact[0])))
		return exact[n];
	return pow(10.0, n);
}

/* Add one shown digit to the reading (digits past the cap only mark it too long). */
static void
push_digit(Reading *r, uchar c, bool integer_part)
{
	int			d = c - '0';

	if (r->int_digits + r->decimals >= MAX_FIGURE_DIGITS)
		r->too_long = true;
	else
		r->digits = r->digits * 10.0 + d;
	if (integer_part)
	{
		r->int_digits++;
		r->trailing_zeros = (d == 0) ? r->trailing_zeros + 1 : 0;
	}
	else
		r->decimals++;
}

/* Byte length of a thousands separator at t[p] (',' or a no-break/thin space), 0 if none. */
static size_t
group_sep_len(const uchar *t, size_t len, size_t p)
{
	if (p < len && t[p] == ',')
		return 1;
	if (has_at(t, len, p, U_NBSP))
		return 2;
	if (has_at(t, len, p, U_THIN_SPACE) || has_at(t, len, p, U_NARROW_NBSP))
		return 3;
	return 0;
}

/*
 * Read the digits of a number at t[i] (a digit, or '.' before a digit):
 * the integer part, thousands groups ("1,234,567": a first group of 1-3
 * digits, then groups of exactly 3 with the same separator), and decimals.
 */
static void
read_digits(const uchar *t, size_t len, size_t i, Reading *r)
{
	size_t		p = i;

	memset(r, 0, sizeof(*r));
	r->start = i;
	r->scale = 1.0;
	while (p < len && ascii_is_digit(t[p]))
		push_digit(r, t[p++], true);
	if (r->int_digits >= 1 && r->int_digits <= 3)
	{
		size_t		first_sep = 0;
		uchar		first_byte = 0;

		for (;;)
		{
			size_t		s = group_sep_len(t, len, p);
			size_t		g = p + s;

			if (s == 0 || (first_sep != 0 && (s != first_sep || t[p] != first_byte)))
				break;
			if (!(g + 3 <= len && ascii_is_digit(t[g]) && ascii_is_digit(t[g + 1]) && ascii_is_digit(t[g + 2]) &&
				  !(g + 3 < len && ascii_is_digit(t[g + 3]))))
				break;
			first_sep = s;
			first_byte = t[p];
			push_digit(r, t[g], true);
			push_digit(r, t[g + 1], true);
			push_digit(r, t[g + 2], true);
			r->grouped = true;
			p = g + 3;
		}
	}
	if (p + 1 < len && t[p] == '.' && ascii_is_digit(t[p + 1]))
	{
		p++;
		while (p < len && ascii_is_digit(t[p]))
			push_digit(r, t[p++], false);
	}
	r->mant_end = p;
}

/* Is the reading a plain four-digit year 1900-2100 ("2023", not "2,023" or "2023.5")? */
static bool
is_year_shape(const Reading *r)
{
	return r->int_digits == 4 && r->decimals == 0 && !r->grouped &&
		r->digits >= 1900 && r->digits <= 2100;
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
	if (ends_at(t, i, U_MINUS))
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
	size_t		s = space_len_before(t, i);
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
			if (u > 0 && wordch_before(t, k))
				k = j - 1;
			*start = k;
			return true;
		}
		if (ends_at(t, j, U_EURO))
		{
			*start = j - 3;
			return true;
		}
		if (ends_at(t, j, U_POUND) || ends_at(t, j, U_YEN))
		{
			*start = j - 2;
			return true;
		}
		if (j >= 3 && is_currency_code(t, len, j - 3) && !wordch_before(t, j - 3))
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
	if (wordch_before(t, j))
		return currency_before(t, len, j, &cs);
	c = t[j - 1];
	return !(c == '%' || c == ')' || c == ']' || c == '.' || c == '-' || c == '+');
}

/* Is the figure starting at t[b] qualified as approximate ("~300", "about 1,200", "more than 1,000")? */
static bool
approx_before(const uchar *t, size_t b)
{
	size_t		j = b - space_len_before(t, b);
	size_t		ws,
				wn,
				w2,
				n2;

	if (j >= 1 && t[j - 1] == '~')
		return true;
	if (ends_at(t, j, U_ALMOST_EQUAL))
		return true;
	/* abbreviations glued to their period: "approx. 300", "ca. 300" */
	if (j >= 2 && t[j - 1] == '.' && word_before(t, j - 1, &ws, &wn) && ws + wn == j - 1)
		return word_is(t, ws, wn, "approx") || word_is(t, ws, wn, "ca");
	if (!word_before(t, b, &ws, &wn))
		return false;
	if (word_in(t, ws, wn, approx_words))
		return true;
	if (!word_before(t, ws, &w2, &n2))
		return false;
	if (word_is(t, ws, wn, "to"))
		return word_is(t, w2, n2, "close");
	return false;
}

/*
 * Is the figure starting at t[b] a bound? +1 for a lower bound ("more than",
 * "over", "above", "at least", "exceeding", "no less than"), -1 for an upper
 * bound ("less than", "fewer than", "under", "below", "at most", "up to",
 * "no more than"), 0 otherwise.
 */
static int	bound_read(const uchar *t, size_t b, bool *strict);
static size_t extract(const char *text, size_t len, Figure **out, bool prose);

static int
bound_before(const uchar *t, size_t b)
{
	return bound_read(t, b, NULL);
}

/* bound_before, also saying whether the bound is strict ("more than") or not ("at least"). */
static int
bound_read(const uchar *t, size_t b, bool *strict)
{
	static const char *const above[] = {"over", "above", "exceeding", "exceeds", "exceeded", "beyond", NULL};
	static const char *const below[] = {"under", "below", NULL};
	static const char *const more[] = {"more", "greater", "higher", "larger", "bigger", NULL};
	static const char *const less[] = {"less", "fewer", "lower", "smaller", NULL};
	size_t		ws,
				wn,
				w2,
				n2,
				w3,
				n3;
	int			sign = 0;
	bool		dummy;

	if (strict == NULL)
		strict = &dummy;
	*strict = true;
	if (!word_before(t, b, &ws, &wn))
		return 0;
	/* "$5,000 over 100 units": after a number, "over" is spread across, not more than */
	if (word_is(t, ws, wn, "over") && ws >= 2 && space_len_before(t, ws) > 0 &&
		ascii_is_digit(t[ws - space_len_before(t, ws) - 1]))
		return 0;
	if (word_in(t, ws, wn, above))
		return 1;
	if (word_in(t, ws, wn, below))
		return -1;
	if (!word_before(t, ws, &w2, &n2))
		return 0;
	*strict = false;
	if (word_is(t, ws, wn, "than"))
		sign = word_in(t, w2, n2, more) ? 1 : word_in(t, w2, n2, less) ? -1 : 0;
	else if (word_is(t, ws, wn, "least"))
		return word_is(t, w2, n2, "at") ? 1 : 0;
	else if (word_is(t, ws, wn, "most"))
		return word_is(t, w2, n2, "at") ? -1 : 0;
	else if (word_is(t, ws, wn, "to"))
		return word_is(t, w2, n2, "up") ? -1 : 0;
	else if (word_is(t, ws, wn, "of"))
		return word_is(t, w2, n2, "upwards") || word_is(t, w2, n2, "excess") ? 1 : 0;
	*strict = true;
	if (sign != 0 && word_before(t, w2, &w3, &n3) &&
		(word_is(t, w3, n3, "no") || word_is(t, w3, n3, "not")))
	{
		sign = -sign;			/* "no more than" is at most */
		*strict = false;
	}
	else if (sign != 0)
	{
		/* "no country spent more than $523": a negation a few words before flips the bound */
		static const char *const negators[] = {"no", "not", "never", "none", "nobody", "nothing", "neither",
		"didn", "doesn", "don", "isn", "wasn", "weren", "aren", NULL};
		size_t		j = w2;
		int			k;

		for (k = 0; k < 4 && word_before(t, j, &w3, &n3); k++)
		{
			if (word_in(t, w3, n3, negators))
			{
				sign = -sign;
				*strict = false;
				break;
			}
			j = w3;
			/* "didn't": the word before the apostrophe */
			if (j >= 2 && t[j - 1] == '\'' && word_before(t, j - 1, &w3, &n3) && word_in(t, w3, n3, negators))
			{
				sign = -sign;
				*strict = false;
				break;
			}
		}
	}
	return sign;
}

/* Is the word t[ws..ws+wn) a capitalised month name ("May", "Sept")? */
static bool
is_month(const uchar *t, size_t ws, size_t wn)
{
	return t[ws] >= 'A' && t[ws] <= 'Z' && word_in(t, ws, wn, month_words);
}

/* Does a month name ("May 15", "Jan. 5") end just before t[b]? */
static bool
month_before(const uchar *t, size_t b)
{
	size_t		j = b - space_len_before(t, b);
	size_t		ws,
				wn;

	if (j >= 2 && t[j - 1] == '.' && word_before(t, j - 1, &ws, &wn) && ws + wn == j - 1)
		return is_month(t, ws, wn);
	return word_before(t, b, &ws, &wn) && is_month(t, ws, wn);
}

/* Is the figure starting at t[b] labelled as a number ("No. 12", "no. 12")? */
static bool
number_label_before(const uchar *t, size_t b)
{
	size_t		j = b - space_len_before(t, b);
	size_t		ws,
				wn;

	return j >= 3 && t[j - 1] == '.' && word_before(t, j - 1, &ws, &wn) &&
		ws + wn == j - 1 && word_is(t, ws, wn, "no");
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

/* The magnitude of a word after a space ("1.2 million", "£2 bn"); false if it is none. */
static bool
spaced_scale(const uchar *t, size_t ws, size_t wn, double *scale)
{
	if (word_is(t, ws, wn, "thousand"))
		*scale = 1e3;
	else if (word_is(t, ws, wn, "million") || word_is(t, ws, wn, "mn"))
		*scale = 1e6;
	else if (word_is(t, ws, wn, "billion") || word_is(t, ws, wn, "bn"))
		*scale = 1e9;
	else if (word_is(t, ws, wn, "trillion") || word_is(t, ws, wn, "tn"))
		*scale = 1e12;
	else
		return false;
	return true;
}

/* Is a time-of-day marker at t[ws] ("am", "p.m.", "o'clock")? Sets *end past it. */
static bool
time_marker(const uchar *t, size_t len, size_t ws, size_t wn, size_t *end)
{
	if (wn == 2 && (word_is(t, ws, wn, "am") || word_is(t, ws, wn, "pm")))
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
		word_is(t, ws + 2, 5, "clock"))
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
		size_t		s = space_len(t, len, q);

		q += s;
		if (has_at(t, len, q, U_EN_DASH))
			q += 3;
		else if (s > 0 && q + 2 < len && ascii_lower(t[q]) == 't' &&
				 ascii_lower(t[q + 1]) == 'o' && space_len(t, len, q + 2) > 0)
			q += 2;
		else
			return 0;
		q += space_len(t, len, q);
	}
	if (q < len && t[q] == '$')
		q++;
	else if (has_at(t, len, q, U_EURO))
		q += 3;
	else if (has_at(t, len, q, U_POUND) || has_at(t, len, q, U_YEN))
		q += 2;
	return (q < len && ascii_is_digit(t[q])) ? q : 0;
}

/* ---- number words, fractions, multiples ---- */

static const char *const unit_words[] = {
	"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
	"seventeen", "eighteen", "nineteen", NULL
};
static const char *const tens_words[] = {
	"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", NULL
};

/* Index of the word t[ws..ws+wn) in a list (case-insensitive), -1 if absent. */
static int
word_index(const uchar *t, size_t ws, size_t wn, const char *const *list)
{
	int			k;

	for (k = 0; list[k]; k++)
		if (list[k][0] != '\0' && word_is(t, ws, wn, list[k]))
			return k;
	return -1;
}

/* The ASCII word at t[i] (not glued to digits): its length, 0 if none or too long. */
static size_t
word_at(const uchar *t, size_t len, size_t i)
{
	size_t		n = alpha_run(t, len, i, MAX_KEYWORD + 1);

	if (n == 0 || n > MAX_KEYWORD || (i + n < len && ascii_is_digit(t[i + n])))
		return 0;
	return n;
}

/* The next word after t[p], across one space or a hyphen; false if none. */
static bool
next_word(const uchar *t, size_t len, size_t p, size_t *ws, size_t *wn)
{
	size_t		s = space_len(t, len, p);

	if (s == 0 && p < len && t[p] == '-')
		s = 1;
	if (s == 0)
		return false;
	*ws = p + s;
	*wn = word_at(t, len, *ws);
	return *wn > 0;
}

/*
 * A cardinal in words at t[i]: "twelve", "twenty-five", "three hundred and
 * ten", "a hundred", "two thousand", "a dozen", "two dozen". Sets *value and
 * returns the end, 0 when there is none. "a" alone is no number.
 */
static size_t
cardinal_words(const uchar *t, size_t len, size_t i, double *value)
{
	size_t		ws = i,
				wn = word_at(t, len, i),
				end = 0;
	double		v = -1;
	int			k;
	bool		article = false;

	if (wn == 0)
		return 0;
	if ((k = word_index(t, ws, wn, unit_words)) >= 0)
	{
		v = k;
		end = ws + wn;
	}
	else if ((k = word_index(t, ws, wn, tens_words)) >= 0)
	{
		size_t		w2,
					n2;
		int			u;

		v = 10 * k;
		end = ws + wn;
		if (next_word(t, len, end, &w2, &n2) && (u = word_index(t, w2, n2, unit_words)) >= 1 && u <= 9)
		{
			v += u;
			end = w2 + n2;
		}
	}
	else if (word_is(t, ws, wn, "a") || word_is(t, ws, wn, "an"))
	{
		article = true;
		v = 1;
		end = ws + wn;
	}
	else
		return 0;
	for (;;)
	{
		size_t		w2,
					n2;

		if (!next_word(t, len, end, &w2, &n2) || t[end] == '-')
			break;
		if (word_is(t, w2, n2, "hundred") && v >= 1 && v < 100)
		{
			size_t		w3,
						n3,
						e3;
			double		rest = 0;

			v *= 100;
			end = w2 + n2;
			article = false;
			/* "three hundred and ten", "three hundred ten" */
			e3 = end;
			if (next_word(t, len, e3, &w3, &n3) && word_is(t, w3, n3, "and"))
				e3 = w3 + n3;
			if (next_word(t, len, e3, &w3, &n3) &&
				(word_index(t, w3, n3, unit_words) >= 1 || word_index(t, w3, n3, tens_words) >= 2))
			{
				size_t		e4 = cardinal_words(t, len, w3, &rest);

				if (e4 > 0 && rest >= 1 && rest < 100)
				{
					v += rest;
					end = e4;
				}
			}
		}
		else if (word_is(t, w2, n2, "thousand") && v >= 1 && v < 1000)
		{
			v *= 1e3;
			end = w2 + n2;
			article = false;
		}
		else if ((word_is(t, w2, n2, "million") || word_is(t, w2, n2, "billion")) && v >= 1 && v < 1000)
		{
			v *= word_is(t, w2, n2, "million") ? 1e6 : 1e9;
			end = w2 + n2;
			article = false;
		}
		else if (word_is(t, w2, n2, "dozen") && v >= 1 && v < 100)
		{
			v *= 12;
			end = w2 + n2;
			article = false;
		}
		else
			break;
	}
	if (article)
		return 0;
	*value = v;
	return end;
}

/* The denominator a fraction word names ("third" 3, "quarters" 4, "halves" 2), 0 if none. */
static int
fraction_denominator(const uchar *t, size_t ws, size_t wn, bool plural)
{
	static const char *const singular[] = {
		"", "", "half", "third", "quarter", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", NULL
	};
	static const char *const plurals[] = {
		"", "", "halves", "thirds", "quarters", "fifths", "sixths", "sevenths", "eighths", "ninths",
		"tenths", NULL
	};
	int			k = word_index(t, ws, wn, plural ? plurals : singular);

	if (k < 0 && word_is(t, ws, wn, plural ? "fourths" : "fourth"))
		k = 4;
	return k > 0 ? k : 0;
}

/* Is the word at t[ws] one a fraction of a whole is followed by ("half of", "half the")? */
static bool
whole_follows(const uchar *t, size_t len, size_t end)
{
	static const char *const follow[] = {
		"of", "the", "all", "its", "their", "these", "those", "them", "our", NULL
	};
	size_t		ws,
				wn;

	return word_after(t, len, end, &ws, &wn) && word_in(t, ws, wn, follow);
}

/* Is the figure at t[b] led by a bound or an approximation ("less than half", "about a third")? */
static bool
qualified_before(const uchar *t, size_t b)
{
	return bound_before(t, b) != 0 || approx_before(t, b);
}

/*
 * After the integer n ending at t[p]: "in 4", "out of 10", "out of every 5",
 * "in every 3" make it a fraction (n / m as a percentage). Returns the end,
 * 0 when there is none.
 */
static size_t
proportion_after(const uchar *t, size_t len, size_t p, double n, Reading *r)
{
	size_t		ws,
				wn,
				q,
				s;
	double		m = 0;

	if (!word_after(t, len, p, &ws, &wn))
		return 0;
	if (word_is(t, ws, wn, "in"))
		q = ws + wn;
	else if (word_is(t, ws, wn, "out") && word_after(t, len, ws + wn, &ws, &wn) && word_is(t, ws, wn, "of"))
		q = ws + wn;
	else
		return 0;
	if (word_after(t, len, q, &ws, &wn) && word_is(t, ws, wn, "every"))
		q = ws + wn;
	s = space_len(t, len, q);
	if (s == 0)
		return 0;
	q += s;
	if (q < len && ascii_is_digit(t[q]))
	{
		Reading		d;

		read_digits(t, len, q, &d);
		if (d.decimals > 0 || d.grouped || d.int_digits > 3 ||
			(d.mant_end < len && (letter_len(t, len, d.mant_end) > 0 || t[d.mant_end] == '%' ||
								  t[d.mant_end] == ':' || t[d.mant_end] == '/' ||
								  (t[d.mant_end] == '.' && d.mant_end + 1 < len && ascii_is_digit(t[d.mant_end + 1])))))
			return 0;
		m = d.digits;
		q = d.mant_end;
	}
	else if ((q = cardinal_words(t, len, q, &m)) == 0)
		return 0;
	if (!(m >= 2 && m <= 1000 && n >= 1 && n < m))
		return 0;
	r->value = 100.0 * n / m;
	r->percent = true;
	r->words = true;
	r->half_unit = r->fixed_half = 2.0;
	return q;
}

/*
 * After the number n ending at t[p]: "times as", "times more", "times the",
 * "times higher" make it a multiple. Returns the end, 0 when there is none.
 */
static size_t
times_after(const uchar *t, size_t len, size_t p, double n, Reading *r)
{
	static const char *const comparing[] = {
		"as", "more", "the", "that", "what", "higher", "larger", "bigger", "greater",
		"longer", "faster", "over", NULL
	};
	size_t		ws,
				wn,
				w2,
				n2;

	if (!word_after(t, len, p, &ws, &wn) || !word_is(t, ws, wn, "times"))
		return 0;
	if (!word_after(t, len, ws + wn, &w2, &n2) || !word_in(t, w2, n2, comparing) || !(n >= 1.5))
		return 0;
	r->value = n;
	r->multiple = true;
	r->words = true;
	r->half_unit = r->fixed_half = 0.075 * n;
	return ws + wn;
}

/*
 * Number words, fractions and multiples at the word t[i]: "twelve", "two
 * dozen", "two thirds", "half of", "one in four", "three quarters",
 * "doubled", "twice as many", "three times as". Fills r (a figure, or
 * narration when is_figure stays false) and returns the end, 0 when the word
 * starts no number.
 */
static size_t
read_words(const uchar *t, size_t len, size_t i, Reading *r)
{
	static const char *const grew[] = {"doubled", "doubling", "tripled", "trebled", "tripling",
	"quadrupled", "halved", NULL};
	static const double grew_by[] = {2, 2, 3, 3, 3, 4, 0.5};
	size_t		wn = word_at(t, len, i);
	size_t		end,
				ws,
				w2,
				n2;
	double		v = 0;
	int			k,
				den;
	bool		qualified;

	memset(r, 0, sizeof(*r));
	r->scale = 1.0;
	if (wn == 0)
		return 0;
	qualified = qualified_before(t, i);
	r->fig_start = i;
	r->words = true;
	/* multiples */
	if ((k = word_index(t, i, wn, grew)) >= 0)
	{
		r->value = grew_by[k];
		r->multiple = true;
		r->half_unit = 0.075 * r->value;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	if (word_is(t, i, wn, "twice"))
	{
		static const char *const comparing[] = {"as", "the", "that", "what", "its", "their", NULL};

		if (!(word_after(t, len, i + wn, &ws, &w2) && word_in(t, ws, w2, comparing)) && !qualified)
			return i + wn;
		r->value = 2;
		r->multiple = true;
		r->half_unit = 0.15;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	/* "half of", "less than half", "about half the" (not "the first half", "half an hour") */
	if (word_is(t, i, wn, "half"))
	{
		static const char *const parts[] = {"first", "second", "last", "latter", "former", "the", "back",
		"front", "other", "top", "bottom", NULL};
		size_t		pb,
					pn;

		if (word_before(t, i, &pb, &pn) && word_in(t, pb, pn, parts))
			return i + wn;		/* "the first half of the year" */
		if (!(qualified || whole_follows(t, len, i + wn)) ||
			(word_after(t, len, i + wn, &ws, &w2) && (word_is(t, ws, w2, "an") || word_is(t, ws, w2, "a"))))
			return i + wn;
		r->value = 50;
		r->percent = true;
		r->half_unit = 3;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	end = cardinal_words(t, len, i, &v);
	if (end == 0)
	{
		/* "a third of", "a quarter of" */
		if ((word_is(t, i, wn, "a") || word_is(t, i, wn, "an")) && next_word(t, len, i + wn, &w2, &n2) &&
			(den = fraction_denominator(t, w2, n2, false)) >= 3 &&
			(whole_follows(t, len, w2 + n2) || qualified))
		{
			r->value = 100.0 / den;
			r->percent = true;
			r->half_unit = 3;
			r->fig_end = w2 + n2;
			r->is_figure = true;
			return w2 + n2;
		}
		return 0;
	}
	r->words = true;
	r->fig_end = end;
	/* a compound: "ten-fold", "twelve-month" */
	if (end + 1 < len && t[end] == '-' && letter_len(t, len, end + 1) > 0 &&
		!(next_word(t, len, end, &w2, &n2) && fraction_denominator(t, w2, n2, true) > 0))
		return skip_word(t, len, i);
	/* "two thirds", "three-quarters", "one third of" */
	if (v >= 1 && v <= 9 && next_word(t, len, end, &w2, &n2))
	{
		den = fraction_denominator(t, w2, n2, v > 1);
		if (den >= 2 && v < den && (v > 1 || whole_follows(t, len, w2 + n2) || qualified))
		{
			r->value = 100.0 * v / den;
			r->percent = true;
			r->half_unit = 3;
			r->fig_end = w2 + n2;
			r->is_figure = true;
			return w2 + n2;
		}
	}
	if ((k = (int) proportion_after(t, len, end, v, r)) > 0)
	{
		r->fig_end = (size_t) k;
		r->is_figure = true;
		return (size_t) k;
	}
	if ((k = (int) times_after(t, len, end, v, r)) > 0)
	{
		r->fig_end = (size_t) k;
		r->is_figure = true;
		return (size_t) k;
	}
	/* "five percent", "twelve per cent" */
	if (word_after(t, len, end, &ws, &w2))
	{
		size_t		pend = 0;

		if (word_is(t, ws, w2, "percent"))
			pend = ws + w2;
		else if (word_is(t, ws, w2, "per") && word_after(t, len, ws + w2, &w2, &n2) && word_is(t, w2, n2, "cent"))
			pend = w2 + n2;
		if (pend > 0)
		{
			r->value = v;
			r->percent = true;
			r->half_unit = 0.5;
			r->fig_end = pend;
			r->is_figure = true;
			return pend;
		}
	}
	/* single digits in words are narration, as in digits ("one of them", "the two of them") */
	if (v < 10)
		return end;
	r->value = v;
	r->half_unit = 0.5;
	for (k = 0; v >= 1000 && fmod(v, pow10i(k + 1)) == 0 && k < 12; k++)
		;
	if (k > 0)
		r->half_unit = 0.5 * pow10i(k);
	r->is_figure = true;
	return end;
}

/* Direction words before a figure: +1 rose/grew/up (by), an increase of; -1 fell/down (by), a decline of. */
static int
direction_before(const uchar *t, size_t b)
{
	static const char *const rise_verbs[] = {
		"rose", "rise", "rises", "rising", "grew", "grow", "grows", "growing", "increased", "increase",
		"increases", "increasing", "climbed", "climbs", "jumped", "jumps", "gained", "gains", "gaining",
		"up", "surged", "soared", "improved", "added", NULL
	};
	static const char *const fall_verbs[] = {
		"fell", "fall", "falls", "falling", "dropped", "drop", "drops", "dropping", "decreased",
		"decrease", "decreases", "decreasing", "declined", "decline", "declines", "declining", "lost",
		"loses", "losing", "down", "shrank", "shrunk", "shrinks", "slipped", "slid", "sank", "plunged",
		"plummeted", "dipped", "tumbled", "contracted", NULL
	};
	static const char *const rise_nouns[] = {"increase", "rise", "gain", "growth", "jump", "surge", "uptick", NULL};
	static const char *const fall_nouns[] = {
		"decrease", "decline", "drop", "fall", "loss", "reduction", "dip", "slump", "downturn", NULL
	};
	size_t		ws,
				wn,
				w2,
				n2;

	if (!word_before(t, b, &ws, &wn))
		return 0;
	if (word_in(t, ws, wn, rise_verbs))
		return 1;
	if (word_in(t, ws, wn, fall_verbs))
		return -1;
	if (!word_before(t, ws, &w2, &n2))
		return 0;
	if (word_is(t, ws, wn, "by"))
		return word_in(t, w2, n2, rise_verbs) ? 1 : word_in(t, w2, n2, fall_verbs) ? -1 : 0;
	if (word_is(t, ws, wn, "of"))
		return word_in(t, w2, n2, rise_nouns) ? 1 : word_in(t, w2, n2, fall_nouns) ? -1 : 0;
	return 0;
}

/* Direction words after a figure: "a 14.5% increase", "12% lower", "5% up". */
static int
direction_after(const uchar *t, size_t len, size_t e)
{
	static const char *const rise[] = {
		"increase", "rise", "gain", "growth", "jump", "surge", "higher", "up", "uptick", NULL
	};
	static const char *const fall[] = {
		"decrease", "decline", "drop", "fall", "loss", "reduction", "lower", "down", "dip", "slump", NULL
	};
	size_t		ws,
				wn;

	if (!word_after(t, len, e, &ws, &wn))
		return 0;
	return word_in(t, ws, wn, rise) ? 1 : word_in(t, ws, wn, fall) ? -1 : 0;
}

/* ---- units ---- */

typedef struct UnitWord
{
	const char *word;
	FigureUnit	unit;
} UnitWord;

static const UnitWord unit_names[] = {
	{"ms", UNIT_MS}, {"msec", UNIT_MS}, {"millisecond", UNIT_MS}, {"milliseconds", UNIT_MS},
	{"s", UNIT_SECOND}, {"sec", UNIT_SECOND}, {"secs", UNIT_SECOND}, {"second", UNIT_SECOND},
	{"seconds", UNIT_SECOND}, {"min", UNIT_MINUTE}, {"mins", UNIT_MINUTE}, {"minute", UNIT_MINUTE},
	{"minutes", UNIT_MINUTE}, {"h", UNIT_HOUR}, {"hr", UNIT_HOUR}, {"hrs", UNIT_HOUR}, {"hour", UNIT_HOUR},
	{"hours", UNIT_HOUR}, {"day", UNIT_DAY}, {"days", UNIT_DAY}, {"week", UNIT_WEEK}, {"weeks", UNIT_WEEK},
	{"byte", UNIT_BYTE}, {"bytes", UNIT_BYTE}, {"kb", UNIT_KB}, {"kilobytes", UNIT_KB}, {"kib", UNIT_KB},
	{"mb", UNIT_MB}, {"megabytes", UNIT_MB}, {"mib", UNIT_MB}, {"gb", UNIT_GB}, {"gigabytes", UNIT_GB},
	{"gib", UNIT_GB}, {"tb", UNIT_TB}, {"terabytes", UNIT_TB}, {"m", UNIT_METRE}, {"metres", UNIT_METRE},
	{"meters", UNIT_METRE}, {"km", UNIT_KM}, {"kilometres", UNIT_KM}, {"kilometers", UNIT_KM},
	{"mi", UNIT_MILE}, {"mile", UNIT_MILE}, {"miles", UNIT_MILE}, {"kg", UNIT_KG}, {"kilograms", UNIT_KG},
	{"kilos", UNIT_KG}, {"lb", UNIT_LB}, {"lbs", UNIT_LB}, {"pounds", UNIT_LB}, {"cents", UNIT_CENT},
	{"cent", UNIT_CENT}, {"dollars", UNIT_DOLLAR}, {"dollar", UNIT_DOLLAR}, {NULL, UNIT_NONE}
};

/* The unit word t[ws..ws+wn) names, UNIT_NONE if none. */
static FigureUnit
unit_word(const uchar *t, size_t ws, size_t wn)
{
	const UnitWord *u;

	for (u = unit_names; u->word; u++)
		if (word_is(t, ws, wn, u->word))
			return u->unit;
	return UNIT_NONE;
}

int
figure_unit_family(FigureUnit unit)
{
	switch (unit)
	{
		case UNIT_MS: case UNIT_SECOND: case UNIT_MINUTE: case UNIT_HOUR: case UNIT_DAY: case UNIT_WEEK:
			return 1;
		case UNIT_BYTE: case UNIT_KB: case UNIT_MB: case UNIT_GB: case UNIT_TB:
			return 2;
		case UNIT_METRE: case UNIT_KM: case UNIT_MILE:
			return 3;
		case UNIT_KG: case UNIT_LB:
			return 4;
		case UNIT_CENT: case UNIT_DOLLAR:
			return 5;
		case UNIT_NONE:
			break;
	}
	return 0;
}

double
figure_unit_size(FigureUnit unit, bool decimal)
{
	double		k = decimal ? 1e3 : 1024.0;

	switch (unit)
	{
		case UNIT_MS: return 0.001;
		case UNIT_SECOND: return 1;
		case UNIT_MINUTE: return 60;
		case UNIT_HOUR: return 3600;
		case UNIT_DAY: return 86400;
		case UNIT_WEEK: return 604800;
		case UNIT_BYTE: return 1;
		case UNIT_KB: return k;
		case UNIT_MB: return k * k;
		case UNIT_GB: return k * k * k;
		case UNIT_TB: return k * k * k * k;
		case UNIT_METRE: return 1;
		case UNIT_KM: return 1000;
		case UNIT_MILE: return 1609.344;
		case UNIT_KG: return 1;
		case UNIT_LB: return 0.45359237;
		case UNIT_CENT: return 0.01;
		case UNIT_DOLLAR: return 1;
		case UNIT_NONE: break;
	}
	return 0;
}

const char *
figure_unit_name(FigureUnit unit)
{
	static const char *const names[] = {
		"", "ms", "seconds", "minutes", "hours", "days", "weeks", "bytes", "KB", "MB", "GB", "TB",
		"metres", "km", "miles", "kg", "lb", "cents", "dollars"
	};

	return (unit >= 0 && (size_t) unit < sizeof(names) / sizeof(names[0])) ? names[unit] : "";
}

/* The unit a column's name says ("milliseconds", "duration_sec", "size_bytes", "distance_km"). */
FigureUnit
figure_unit_of_name(const char *name, size_t len)
{
	const uchar *t = (const uchar *) name;
	size_t		i = 0;
	FigureUnit	found = UNIT_NONE;

	if (name == NULL)
		return UNIT_NONE;
	/* the last word of the name that is a unit of more than one letter */
	while (i < len)
	{
		size_t		n = alpha_run(t, len, i, MAX_KEYWORD + 1);

		if (n == 0)
		{
			i++;
			continue;
		}
		/* camelCase: a capital starts a new word */
		{
			size_t		k;

			for (k = 1; k < n; k++)
				if (t[i + k] >= 'A' && t[i + k] <= 'Z' && !(t[i + k - 1] >= 'A' && t[i + k - 1] <= 'Z'))
					break;
			n = k;
		}
		if (n >= 2 && n <= MAX_KEYWORD)
		{
			FigureUnit	u = unit_word(t, i, n);

			if (u != UNIT_NONE && u != UNIT_METRE)
				found = u;
		}
		i += n;
	}
	return found;
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
read_figure(const uchar *t, size_t len, size_t i, size_t consumed, bool peek, bool prose, Reading *r)
{
	size_t		p;
	size_t		b;
	size_t		sl;
	size_t		cs;
	size_t		ws,
				wn,
				e;
	int			sg = 0;
	bool		after_month;
	bool		integer;
	bool		bare;
	double		p10;

	read_digits(t, len, i, r);
	p = r->mant_end;

	/* digits joined into dates, times, versions, fractions or codes */
	if (p + 1 < len && ascii_is_digit(t[p + 1]))
	{
		if (t[p] == ':')
			return skip_joined(t, len, p, ":.");
		if (t[p] == '/')
			return skip_joined(t, len, p, "/");
		if (t[p] == '.')		/* only after decimals: 1.2.3, 01.05.2023 */
			return skip_joined(t, len, p, ".");
		if (t[p] == '-')
		{
			Reading		next;

			read_digits(t, len, p + 1, &next);
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
		return skip_word(t, len, i);
	/* a compound with a word: "30-day", "12-month" */
	if (p + 1 < len && t[p] == '-' && letter_len(t, len, p + 1) > 0)
		return skip_word(t, len, i);

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
		if ((wordch_before(t, i) && !(c == '_' && !wordch_before(t, i - 1))) || c == '#')
			return skip_word(t, len, i);
		if ((c == ':' || c == '/' || c == '.') && i >= 2 && ascii_is_digit(t[i - 2]))
			return skip_word(t, len, i);
		/* "CA-123", unless the letter ended the previous figure ("10k-20k") */
		if (c == '-' && i >= 2 && i - 2 >= consumed && !ascii_is_digit(t[i - 2]) && wordch_before(t, i - 1))
			return skip_word(t, len, i);
	}
	if (number_label_before(t, b))
		return skip_word(t, len, i);
	if (prose)
	{
		r->approximate = approx_before(t, b);
		r->bound = bound_read(t, b, &r->strict);
	}
	after_month = month_before(t, b);
	integer = r->decimals == 0 && r->int_digits > 0;

	/* glued suffix: magnitude, multiplier, ordinal, or else a unit or code */
	if (p < len && letter_len(t, len, p) > 0 &&
		!(t[p] == '_' && wordch_len(t, len, p + 1) == 0))
	{
		size_t		n;

		if (!ascii_is_alpha(t[p]))
			return skip_word(t, len, i);
		n = alpha_run(t, len, p, 4);
		e = p + n;
		if (n > 3 || wordch_len(t, len, e) > 0 ||
			(e + 1 < len && t[e] == '-' && letter_len(t, len, e + 1) > 0))
			return skip_word(t, len, i);
		if (n == 2 && integer &&
			(word_is(t, p, n, "st") || word_is(t, p, n, "nd") ||
			 word_is(t, p, n, "rd") || word_is(t, p, n, "th")))
			return e;
		if (!glued_scale(t, p, n, r->currency, &r->scale))
		{
			if (n == 1 && t[p] == 'x')
				r->multiplier = true;
			else
				return skip_word(t, len, i);
		}
		p = e;
	}
	else if (word_after(t, len, p, &ws, &wn))
	{
		if (spaced_scale(t, ws, wn, &r->scale))
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
		size_t		s = space_len(t, len, p);

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
		else if (word_after(t, len, p, &ws, &wn))
		{
			size_t		w2,
						n2;

			if (word_is(t, ws, wn, "percent") || word_is(t, ws, wn, "pct"))
			{
				r->percent = true;
				p = ws + wn;
			}
			else if ((word_is(t, ws, wn, "per") || word_is(t, ws, wn, "percentage")) &&
					 word_after(t, len, ws + wn, &w2, &n2) &&
					 (word_is(t, ws, wn, "per") ? word_is(t, w2, n2, "cent") :
					  (word_is(t, w2, n2, "point") || word_is(t, w2, n2, "points"))))
			{
				r->percent = true;
				p = w2 + n2;
			}
		}
	}

	/* currency after the digits: "12 €", "1,200 USD" */
	if (!r->currency && !r->percent)
	{
		size_t		q = p + space_len(t, len, p);

		if (has_at(t, len, q, U_EURO))
		{
			r->currency = true;
			p = q + 3;
		}
		else if (has_at(t, len, q, U_POUND) || has_at(t, len, q, U_YEN))
		{
			r->currency = true;
			p = q + 2;
		}
		else if (q > p && is_currency_code(t, len, q) && wordch_len(t, len, q + 3) == 0)
		{
			r->currency = true;
			p = q + 3;
		}
	}

	/* a range's first number takes the % or magnitude only its second shows */
	if (!peek && !r->percent && r->scale == 1.0 && !r->multiplier)
	{
		size_t		d = range_partner(t, len, p);

		if (d > 0)
		{
			Reading		other;

			(void) read_figure(t, len, d, p, true, prose, &other);
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
		size_t		q = integer ? proportion_after(t, len, p, r->digits, r) : 0;

		if (q == 0)
			q = times_after(t, len, p, r->digits / pow10i(r->decimals), r);
		if (q > 0 && !integer)
			r->half_unit = r->fixed_half = 0.5 / pow10i(r->decimals) > 0.075 * r->value ?
				0.5 / pow10i(r->decimals) : 0.075 * r->value;
		if (q > 0)
		{
			r->fig_start = b;
			r->fig_end = q;
			r->is_figure = true;
			return q;
		}
	}
	if (bare && integer && r->int_digits == 1)
		return p;
	if (bare && !r->multiplier && is_year_shape(r))
		return p;
	if (bare && !r->multiplier && after_month && is_day_shape(r))
		return p;

	p10 = pow10i(r->decimals);
	r->value = r->digits * r->scale / p10;
	if (r->sign < 0)
		r->value = -r->value;
	r->half_unit = 0.5 * r->scale / p10;
	if (r->approximate && integer && r->trailing_zeros > 0 && r->digits > 0)
		r->half_unit = 0.5 * pow10i(r->trailing_zeros) * r->scale;
	/* a bound's last nonzero digit says how far past it the prose may mean */
	r->fixed_half = (integer && r->trailing_zeros > 0 && r->digits > 0) ?
		0.5 * pow10i(r->trailing_zeros) * r->scale : r->half_unit;
	r->fig_start = b;
	r->fig_end = p;
	r->is_figure = true;
	return p;
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
	f->currency = r->currency;
	f->multiple = r->multiple;
	f->words = r->words;
	if (len == 0)
		return;					/* a cell's text: the number is all that is wanted */
	/* "$8,000 or so", "12 or thereabouts" */
	{
		size_t		ws,
					wn,
					w2,
					n2;

		if (word_after(t, len, r->fig_end, &ws, &wn) && word_is(t, ws, wn, "or") &&
			word_after(t, len, ws + wn, &w2, &n2) && (word_is(t, w2, n2, "so") || word_is(t, w2, n2, "thereabouts")) &&
			!f->approximate && !r->words && f->decimals == 0)
		{
			double		h = r->fixed_half > 0 ? r->fixed_half : f->half_unit;

			f->approximate = true;
			f->half_unit = h;
		}
	}
	f->direction = direction_before(t, r->fig_start);
	if (f->direction == 0)
		f->direction = direction_after(t, len, r->fig_end);
	if (!r->percent && !r->multiple)
	{
		size_t		ws,
					wn;

		/* "5 m" is too often a magnitude or a label to be metres */
		if (word_after(t, len, r->fig_end, &ws, &wn) && !(wn == 1 && ascii_lower(t[ws]) == 'm'))
			f->unit = unit_word(t, ws, wn);
	}
	if (f->bound != 0)
	{
		double		unit = 2.0 * (r->fixed_half > 0 ? r->fixed_half : r->half_unit);
		double		part = fabs(r->value) * (r->bound > 0 ? 0.5 : 2.0 / 3.0);

		f->reach = unit > part ? unit : part;
	}
}

/* Extract the asserted figures of the prose; the caller frees *out. */
size_t
figures_extract(const char *text, size_t len, Figure **out)
{
	return extract(text, len, out, true);
}

/* The figures written in a cell's text: digits only, no number words, directions or units. */
size_t
figures_extract_plain(const char *text, size_t len, Figure **out)
{
	return extract(text, len, out, false);
}

/* The extraction; prose: also number words, bounds, directions and units. */
static size_t
extract(const char *text, size_t len, Figure **out, bool prose)
{
	const uchar *t = (const uchar *) text;
	Scan		s;
	size_t		i = 0;
	size_t		consumed = 0;		/* end of the text the last number consumed */

	if (out == NULL)
		return 0;
	*out = NULL;
	if (text == NULL)
		return 0;
	memset(&s, 0, sizeof(s));
	while (i < len)
	{
		uchar		c = t[i];

		if (ascii_is_digit(c) || (c == '.' && i + 1 < len && ascii_is_digit(t[i + 1]) && !wordch_before(t, i)))
		{
			Reading		r;
			size_t		next = read_figure(t, len, i, consumed, false, prose, &r);

			if (r.is_figure)
				emit(&s, &r, t, prose ? len : 0);
			i = next > i ? next : i + 1;
			consumed = i;
		}
		else if (ascii_is_alpha(c) || letter_len(t, len, i) > 1)
		{
			Reading		r;
			size_t		next;

			/* number words, fractions and multiples */
			if (prose && ascii_is_alpha(c) && !wordch_before(t, i) && !(i > 0 && t[i - 1] == '-') &&
				(next = read_words(t, len, i, &r)) > i)
			{
				if (r.is_figure && !s.oom)
				{
					r.approximate = approx_before(t, i);
					r.bound = bound_read(t, i, &r.strict);
					if (r.approximate && r.percent)
						r.half_unit = 5;
					else if (r.approximate && r.multiple)
						r.half_unit *= 2;
					else if (r.approximate && r.half_unit >= 0.5 && r.value >= 100)
						r.half_unit = r.half_unit < 0.05 * r.value ? 0.05 * r.value : r.half_unit;
					emit(&s, &r, t, len);
				}
				i = next;
				consumed = i;
				continue;
			}
			/* a currency code glued to its digits ("USD1,200", "USD-3") is left for the number */
			if (alpha_run(t, len, i, 4) == 3 && is_currency_code(t, len, i) && !wordch_before(t, i) &&
				((i + 3 < len && ascii_is_digit(t[i + 3])) ||
				 (i + 4 < len && (t[i + 3] == '-' || t[i + 3] == '+') && ascii_is_digit(t[i + 4]))))
				i += 3;
			else
				i = skip_word(t, len, i);
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
	*out = s.figs;
	return s.nfigs;
}

/* ---- acknowledging an empty result ---- */

typedef enum TokKind
{
	TK_NONE,					/* before the start or past the end */
	TK_WORD,
	TK_NUM,
	TK_PUNCT
} TokKind;

/* A token of the prose, for phrase matching. */
typedef struct Tok
{
	TokKind		kind;
	size_t		start;
	size_t		len;
} Tok;

/*
 * The next token at or after *pos: a word (letters, joined by inner
 * apostrophes ' ’ or hyphens: "didn't", "non-zero"), a number (digits joined
 * by . or ,), or one other character. Whitespace separates.
 */
static void
next_tok(const uchar *t, size_t len, size_t *pos, Tok *tok)
{
	size_t		i = *pos;

	for (;;)
	{
		size_t		s = space_len(t, len, i);

		if (s > 0)
			i += s;
		else if (i < len && (t[i] == '\n' || t[i] == '\r' || t[i] == '\f' || t[i] == '\v'))
			i++;
		else
			break;
	}
	tok->start = i;
	if (i >= len)
	{
		tok->kind = TK_NONE;
		tok->len = 0;
		*pos = i;
		return;
	}
	if (letter_len(t, len, i) > 0)
	{
		size_t		n;

		tok->kind = TK_WORD;
		for (;;)
		{
			while (i < len && (n = letter_len(t, len, i)) > 0)
				i += n;
			if (i + 1 < len && (t[i] == '\'' || t[i] == '-') && letter_len(t, len, i + 1) > 0)
				i++;
			else if (has_at(t, len, i, U_RSQUO) && i + 3 < len && letter_len(t, len, i + 3) > 0)
				i += 3;
			else
				break;
		}
	}
	else if (ascii_is_digit(t[i]))
	{
		tok->kind = TK_NUM;
		while (i < len && (ascii_is_digit(t[i]) ||
						   ((t[i] == '.' || t[i] == ',') && i + 1 < len && ascii_is_digit(t[i + 1]))))
			i++;
	}
	else
	{
		tok->kind = TK_PUNCT;
		i += utf8_lead_len(t, len, i);
	}
	tok->len = i - tok->start;
	*pos = i;
}

/* Does the token spell kw (lower-case ASCII; ' also matches ’), ignoring case? */
static bool
tok_is(const uchar *t, const Tok *tok, const char *kw)
{
	size_t		i = tok->start;
	size_t		end = tok->start + tok->len;

	if (tok->kind != TK_WORD && tok->kind != TK_NUM)
		return false;
	for (; *kw; kw++)
	{
		if (i >= end)
			return false;
		if (*kw == '\'' && end - i >= 3 && memcmp(t + i, U_RSQUO, 3) == 0)
			i += 3;
		else if (ascii_lower(t[i]) == (uchar) *kw)
			i++;
		else
			return false;
	}
	return i == end;
}

/* Does the token spell one of the keywords (NULL-terminated list)? */
static bool
tok_in(const uchar *t, const Tok *tok, const char *const *list)
{
	for (; *list; list++)
		if (tok_is(t, tok, *list))
			return true;
	return false;
}

/* Is the token a negation: "not", "cannot", or a contraction in n't / n’t? */
static bool
tok_negates(const uchar *t, const Tok *tok)
{
	size_t		end = tok->start + tok->len;

	if (tok->kind != TK_WORD)
		return false;
	if (tok_is(t, tok, "not") || tok_is(t, tok, "cannot"))
		return true;
	if (tok->len >= 4 && ascii_lower(t[end - 3]) == 'n' && t[end - 2] == '\'' && ascii_lower(t[end - 1]) == 't')
		return true;
	return tok->len >= 6 && ascii_lower(t[end - 5]) == 'n' && memcmp(t + end - 4, U_RSQUO, 3) == 0 &&
		ascii_lower(t[end - 1]) == 't';
}

/*
 * Does the phrase at w[2] acknowledge an empty result? w[0], w[1] are the two
 * tokens before it, w[3..6] the four after.
 */
static bool
acknowledges_at(const uchar *t, const Tok *w)
{
	static const char *const no_not[] = {
		"more", "less", "fewer", "longer", "later", "earlier", "sooner", "doubt",
		"matter", "further", "worse", "better", NULL
	};
	static const char *const zero_not[] = {
		"than", "above", "below", "over", "under", "not", "non", "from", "near",
		"nearly", "almost", "approximately", "about", "around", NULL
	};
	static const char *const nothing_not[] = {"but", "less", "more", "short", NULL};
	static const char *const nobody[] = {"nobody", "no-one", "noone", NULL};
	static const char *const after_neg[] = {
		"found", "find", "exist", "exists", "existed", "match", "matched", "matches",
		"return", "returned", "yield", "yielded", "produce", "produced", "contain",
		"contains", "available", "present", "locate", "located", "retrieve",
		"retrieved", NULL
	};
	static const char *const any[] = {"any", "anything", "anyone", "anybody", NULL};
	static const char *const before_zero_count[] = {
		"returned", "returns", "found", "yielded", "produced", "is", "was", "were",
		"are", "of", NULL
	};
	static const char *const empty_after[] = {
		"result", "results", "set", "response", "output", "table", "list", NULL
	};
	static const char *const empty_before[] = {
		"is", "was", "were", "are", "be", "been", "being", "returned", "back",
		"came", "comes", "looks", "appears", "remains", "remained", "seems", "got", NULL
	};
	const Tok  *p2 = &w[0],
			   *p1 = &w[1],
			   *c = &w[2],
			   *n1 = &w[3],
			   *n2 = &w[4];
	int			k;

	if (tok_is(t, c, "none"))
		return !(tok_is(t, p1, "to") && tok_is(t, p2, "second")) && !tok_is(t, n1, "other");
	if (tok_is(t, c, "nothing"))
		return !tok_in(t, n1, nothing_not);
	if (tok_in(t, c, nobody))
		return true;
	if (tok_is(t, c, "no"))
		return n1->kind == TK_WORD && !tok_in(t, n1, no_not);
	if (tok_is(t, c, "zero"))
		return !tok_in(t, p1, zero_not) &&
			!(tok_is(t, p1, "to") && (tok_is(t, p2, "close") || tok_is(t, p2, "near")));
	if (c->kind == TK_NUM && tok_is(t, c, "0"))
	{
		if (n1->kind == TK_PUNCT && t[n1->start] == '%')
			return false;
		if (n1->kind == TK_WORD)
			return !tok_is(t, n1, "percent") && !tok_is(t, n1, "per") &&
				!tok_is(t, n1, "am") && !tok_is(t, n1, "pm");
		/* "rows: 0", "count = 0" */
		if (p1->kind == TK_PUNCT && (t[p1->start] == ':' || t[p1->start] == '='))
			return true;
		return tok_in(t, p1, before_zero_count);
	}
	if (tok_negates(t, c))
	{
		if (tok_in(t, n1, after_neg))
			return true;
		if (tok_is(t, n1, "a") && tok_is(t, n2, "single"))
			return true;
		for (k = 3; k <= 5; k++)
		{
			if (w[k].kind != TK_WORD)
				break;
			if (tok_in(t, &w[k], any))
				return true;
		}
		return false;
	}
	if (tok_is(t, c, "empty"))
		return tok_in(t, p1, empty_before) || (tok_in(t, n1, empty_after) && !tok_negates(t, p1));
	return false;
}

/* Does the prose acknowledge that nothing was found? */
bool
figures_acknowledges_empty(const char *text, size_t len)
{
	const uchar *t = (const uchar *) text;
	Tok			w[7];
	size_t		pos = 0;
	int			k;

	if (text == NULL)
		return false;
	memset(w, 0, sizeof(w));
	for (k = 2; k < 7; k++)
		next_tok(t, len, &pos, &w[k]);
	while (w[2].kind != TK_NONE)
	{
		if (acknowledges_at(t, w))
			return true;
		memmove(&w[0], &w[1], 6 * sizeof(Tok));
		next_tok(t, len, &pos, &w[6]);
	}
	return false;
}

/* ---- grounding ---- */

struct FigureIndex
{
	double	   *values;			/* finite values, ascending */
	size_t		n;
};

/* qsort order for doubles (no NaN reaches it). */
static int
cmp_double(const void *a, const void *b)
{
	double		x = *(const double *) a;
	double		y = *(const double *) b;

	return (x > y) - (x < y);
}

/* Build an index over the finite values; the caller frees it with figure_index_free. */
FigureIndex *
figure_index_build(const double *values, size_t n)
{
	FigureIndex *index = malloc(sizeof(FigureIndex));
	size_t		i;

	if (index == NULL)
		return NULL;
	index->values = NULL;
	index->n = 0;
	if (values == NULL || n == 0)
		return index;
	if (n > SIZE_MAX / sizeof(double) || (index->values = malloc(n * sizeof(double))) == NULL)
	{
		free(index);
		return NULL;
	}
	for (i = 0; i < n; i++)
		if (isfinite(values[i]))
			index->values[index->n++] = values[i];
	qsort(index->values, index->n, sizeof(double), cmp_double);
	return index;
}

/* Is some indexed value within [lo, hi]? */
static bool
index_has_between(const FigureIndex *index, double lo, double hi)
{
	size_t		a = 0;
	size_t		b = index->n;

	/* first value >= lo */
	while (a < b)
	{
		size_t		mid = a + (b - a) / 2;

		if (index->values[mid] < lo)
			a = mid + 1;
		else
			b = mid;
	}
	return a < index->n && index->values[a] <= hi;
}

/* The values that ground the figure at the precision it shows; false when none can. */
bool
figure_range(const Figure *figure, FigureRange *range)
{
	double		v,
				h,
				tol;

	memset(range, 0, sizeof(*range));
	if (figure == NULL)
		return false;
	v = figure->value;
	h = figure->half_unit;
	if (!isfinite(v) || !isfinite(h) || h < 0)
		return false;
	/* float error only: a relative epsilon far below any shown precision */
	tol = 1e-9 * (fabs(v) + h + (isfinite(figure->reach) ? figure->reach : 0)) + 1e-300;
	range->lo = v - h - tol;
	range->hi = v + h + tol;
	range->either_sign = !figure->explicit_sign;
	if (figure->bound != 0 && isfinite(figure->reach) && figure->reach > 0)
	{
		/* a bound holds on the side the prose says, up to its reach */
		double		m = fabs(v);

		/* a strict bound is not held by the value itself */
		double		edge = figure->strict ? -tol - 1e-9 * m : tol;

		if (figure->bound > 0)
		{
			range->lo = m - edge;
			range->hi = m + figure->reach + tol;
		}
		else
		{
			range->lo = m - figure->reach - tol;
			range->hi = m + edge;
			if (range->lo < 0)
				range->lo = 0;
		}
		if (figure->explicit_sign && v < 0)
		{
			double		lo = range->lo;

			range->lo = -range->hi;
			range->hi = -lo;
		}
	}
	if (figure->direction != 0 && !figure->explicit_sign)
	{
		/* a rise is grounded by a positive value, a fall by a negative one */
		double		lo = fabs(range->lo) < fabs(range->hi) ? fabs(range->lo) : fabs(range->hi);
		double		hi = fabs(range->lo) < fabs(range->hi) ? fabs(range->hi) : fabs(range->lo);

		if (range->lo < 0 && range->hi > 0)
			lo = 0;
		range->either_sign = false;
		range->lo = figure->direction > 0 ? lo : -hi;
		range->hi = figure->direction > 0 ? hi : -lo;
	}
	range->percent = figure->percent;
	range->valid = true;
	return true;
}

/* Is the figure grounded by some indexed value at the precision it shows? */
bool
figure_index_grounds(const FigureIndex *index, const Figure *figure)
{
	FigureRange r;

	if (index == NULL || index->n == 0 || !figure_range(figure, &r))
		return false;
	if (index_has_between(index, r.lo, r.hi))
		return true;
	if (r.either_sign && index_has_between(index, -r.hi, -r.lo))
		return true;
	if (r.percent)
	{
		if (index_has_between(index, r.lo / 100.0, r.hi / 100.0))
			return true;
		if (r.either_sign && index_has_between(index, -r.hi / 100.0, -r.lo / 100.0))
			return true;
	}
	return false;
}

/* Free an index (NULL is fine). */
void
figure_index_free(FigureIndex *index)
{
	if (index == NULL)
		return;
	free(index->values);
	free(index);
}
