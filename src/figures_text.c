/*
 * figures_text.c — the byte-level reading under the figures*.c files: letters,
 * spaces and keywords around a position, identifier-like tokens, and the
 * digits of one number.  It knows no figure rule: figures.c,
 * figures_words.c and figures_ground.c build on it, and it uses none of them.
 *
 * Pure C: no PostgreSQL headers.  Every read is bounds-checked (the input is
 * fuzzed).
 */
#include "figures_int.h"
#include "text_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* See figures_int.h. */
size_t
fig_letter_len(const uchar *t, size_t len, size_t i)
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

/* See figures_int.h. */
size_t
fig_wordch_len(const uchar *t, size_t len, size_t i)
{
	if (i >= len)
		return 0;
	if (ascii_is_digit(t[i]))
		return 1;
	return fig_letter_len(t, len, i);
}

/* See figures_int.h. */
bool
fig_wordch_before(const uchar *t, size_t i)
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

/* See figures_int.h. */
bool
fig_has_at(const uchar *t, size_t len, size_t i, const char *s)
{
	size_t		n = strlen(s);

	return i <= len && len - i >= n && memcmp(t + i, s, n) == 0;
}

/* See figures_int.h. */
bool
fig_ends_at(const uchar *t, size_t i, const char *s)
{
	size_t		n = strlen(s);

	return i >= n && memcmp(t + i - n, s, n) == 0;
}

/* See figures_int.h. */
size_t
fig_space_len(const uchar *t, size_t len, size_t i)
{
	if (i >= len)
		return 0;
	if (t[i] == ' ' || t[i] == '\t')
		return 1;
	if (fig_has_at(t, len, i, U_NBSP))
		return 2;
	if (fig_has_at(t, len, i, U_THIN_SPACE) || fig_has_at(t, len, i, U_NARROW_NBSP))
		return 3;
	return 0;
}

/* See figures_int.h. */
size_t
fig_space_len_before(const uchar *t, size_t i)
{
	if (i >= 1 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
		return 1;
	if (fig_ends_at(t, i, U_NBSP))
		return 2;
	if (fig_ends_at(t, i, U_THIN_SPACE) || fig_ends_at(t, i, U_NARROW_NBSP))
		return 3;
	return 0;
}

/* See figures_int.h. */
size_t
fig_alpha_run(const uchar *t, size_t len, size_t i, size_t cap)
{
	size_t		n = 0;

	while (i + n < len && n < cap && ascii_is_alpha(t[i + n]))
		n++;
	return n;
}

/* See figures_int.h. */
bool
fig_word_is(const uchar *t, size_t i, size_t n, const char *kw)
{
	size_t		j;

	/* no strlen: this runs for every keyword of every list near every number */
	for (j = 0; j < n; j++)
		if (kw[j] == '\0' || ascii_lower(t[i + j]) != (uchar) kw[j])
			return false;
	return kw[n] == '\0';
}

/* See figures_int.h. */
bool
fig_word_in(const uchar *t, size_t i, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (fig_word_is(t, i, n, *list))
			return true;
	return false;
}

/* See figures_int.h. */
bool
fig_word_before(const uchar *t, size_t end, size_t *ws, size_t *wn)
{
	size_t		j = end - fig_space_len_before(t, end);
	size_t		k = j;

	while (k > 0 && ascii_is_alpha(t[k - 1]) && j - k <= MAX_KEYWORD)
		k--;
	if (k == j || j - k > MAX_KEYWORD || fig_wordch_before(t, k))
		return false;
	*ws = k;
	*wn = j - k;
	return true;
}

/* See figures_int.h. */
bool
fig_word_after(const uchar *t, size_t len, size_t p, size_t *ws, size_t *wn)
{
	size_t		s = fig_space_len(t, len, p);
	size_t		n;

	if (s == 0)
		return false;
	n = fig_alpha_run(t, len, p + s, MAX_KEYWORD + 1);
	if (n == 0 || n > MAX_KEYWORD || fig_wordch_len(t, len, p + s + n) > 0)
		return false;
	*ws = p + s;
	*wn = n;
	return true;
}

/* See figures_int.h. */
size_t
fig_skip_word(const uchar *t, size_t len, size_t i)
{
	size_t		start = i;
	bool		last_digit = false;

	for (;;)
	{
		size_t		n;

		while ((n = fig_wordch_len(t, len, i)) > 0)
		{
			last_digit = ascii_is_digit(t[i]);
			i += n;
		}
		if (i + 1 < len && fig_wordch_len(t, len, i + 1) > 0 &&
			(t[i] == '-' || t[i] == '.' || t[i] == '\'' ||
			 ((t[i] == ':' || t[i] == '/' || t[i] == ',') && last_digit && ascii_is_digit(t[i + 1]))))
			i++;
		else
			break;
	}
	return i > start ? i : start + 1;
}

/* See figures_int.h. */
double
fig_pow10i(int n)
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
	if (fig_has_at(t, len, p, U_NBSP))
		return 2;
	if (fig_has_at(t, len, p, U_THIN_SPACE) || fig_has_at(t, len, p, U_NARROW_NBSP))
		return 3;
	return 0;
}

/* See figures_int.h. */
void
fig_read_digits(const uchar *t, size_t len, size_t i, Reading *r)
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

/* See figures_int.h. */
bool
fig_part_slash(const uchar *t, size_t len, size_t s)
{
	size_t		i = s,
				e = s + 1;
	double		a = 0,
				b = 0,
				m = 1;

	if (s == 0 || t[s] != '/')
		return false;
	while (i > 0 && ascii_is_digit(t[i - 1]) && s - i < 6)
	{
		a += (t[i - 1] - '0') * m;
		m *= 10;
		i--;
	}
	if (i == s || (i > 0 && (ascii_is_alpha(t[i - 1]) || ascii_is_digit(t[i - 1]) ||
							 t[i - 1] == '/' || t[i - 1] == '.' || t[i - 1] == ',' || t[i - 1] == ':')))
		return false;
	while (e < len && ascii_is_digit(t[e]) && e - s <= 6)
		b = b * 10 + (t[e++] - '0');
	if (e == s + 1 || (e < len && (ascii_is_alpha(t[e]) || ascii_is_digit(t[e]) || t[e] == '/' || t[e] == ':' ||
								   ((t[e] == '.' || t[e] == ',') && e + 1 < len && ascii_is_digit(t[e + 1])))))
		return false;
	return a < b && b > 31 && !(a >= 1900 && a <= 2100);
}

/* ---- numbers written with a decimal comma ---- */

/*
 * The digits, dots and commas of one number from t[i] (a digit): a
 * separator counts when a digit follows it.  Its end; *dots and *commas
 * count the separators, *last is the last one (0: none), *tail the digits
 * after it, *groups3 whether the first group has at most three digits and
 * every group after it but the last exactly three.
 */
static size_t
number_run(const uchar *t, size_t len, size_t i, int *dots, int *commas, uchar *last, size_t *tail,
		   bool *groups3)
{
	size_t		p = i;

	*dots = *commas = 0;
	*last = 0;
	while (p < len && ascii_is_digit(t[p]))
		p++;
	*tail = p - i;
	*groups3 = *tail <= 3;
	while (p + 1 < len && (t[p] == '.' || t[p] == ',') && ascii_is_digit(t[p + 1]))
	{
		size_t		g = p + 1;

		/* (the group before this separator, if not the first) */
		if (*last != 0 && *tail != 3)
			*groups3 = false;
		*last = t[p];
		if (t[p] == '.')
			(*dots)++;
		else
			(*commas)++;
		while (g < len && ascii_is_digit(t[g]))
			g++;
		*tail = g - p - 1;
		p = g;
	}
	return p;
}

/*
 * Is the euro's sign right before t[i] or right after t[e], a space between
 * or not?  (Dollar amounts are written with three decimals at times: a mean
 * of "$97.025".)
 */
static bool
euro_beside(const uchar *t, size_t len, size_t i, size_t e)
{
	static const char euro[] = "\xE2\x82\xAC";
	size_t		b = i,
				a = e;

	if (b > 0 && t[b - 1] == ' ')
		b--;
	if (a < len && t[a] == ' ')
		a++;
	return (b >= 3 && memcmp(t + b - 3, euro, 3) == 0) || fig_has_at(t, len, a, euro);
}

/*
 * How the text writes its numbers: 1 with a decimal comma ("1.234,56 €",
 * "12,5 %", "1.234.567"), -1 with a decimal point ("12.5", "1,234.56",
 * "1,234,567"), 0 when no number tells.  A dot before three digits in an
 * amount of euros ("€ 12.400") is a thousands separator.  Dates
 * ("01.05.2023"), versions and lists ("1,2,3") tell nothing.  *ambiguous
 * counts the numbers either way could read ("6.580").
 */
static int
number_style(const uchar *t, size_t len, int *ambiguous)
{
	int			comma = 0,
				point = 0;
	size_t		i = 0;

	*ambiguous = 0;
	while (i < len)
	{
		int			dots,
					commas;
		uchar		last;
		size_t		tail,
					e;
		bool		groups3,
					glued;

		if (!ascii_is_digit(t[i]) || (i > 0 && (ascii_is_digit(t[i - 1]) || fig_letter_len(t, len, i - 1) > 0 ||
												t[i - 1] == '.' || t[i - 1] == ',')))
		{
			i++;
			continue;
		}
		e = number_run(t, len, i, &dots, &commas, &last, &tail, &groups3);
		glued = e < len && fig_letter_len(t, len, e) > 0;
		/* glued to a letter after it ("1.5x" and "3.7k" are numbers, "v1.2a" no matter) */
		if (dots + commas == 0 || (glued && !(t[e] == 'x' || t[e] == 'k')))
		{
			i = e;
			continue;
		}
		if (commas == 1 && last == ',' && groups3 && (dots == 0 ? tail <= 2 : tail != 3))
			comma++;			/* "12,5", "0,75", "1.234,56" */
		else if (dots >= 2 && commas == 0 && groups3 && tail == 3)
			comma++;			/* "1.234.567" */
		else if (dots == 1 && commas == 0 && tail == 3 && groups3 && !glued && euro_beside(t, len, i, e))
			comma++;			/* "€ 12.400" */
		else if (dots == 1 && last == '.' && tail != 3 && groups3)
			point++;			/* "12.5", "1,234.56" */
		else if (commas >= 2 && dots == 0 && groups3 && tail == 3)
			point++;			/* "1,234,567" */
		else if (dots == 1 && commas == 0 && tail == 3 && groups3 && !glued)
			(*ambiguous)++;		/* "6.580": six and more, or six thousand and more */
		i = e;
	}
	return comma > 0 && point == 0 ? 1 : point > 0 ? -1 : 0;
}

/* The text with its numbers written with decimal points, as figures_decimal_comma says. */
static char *
point_copy(const uchar *t, size_t len)
{
	uchar	   *c;
	size_t		i,
				joined;		/* where a number joined to the one before by a space starts */

	if ((c = malloc(len + 1)) == NULL)
		return NULL;
	memcpy(c, t, len);
	c[len] = '\0';
	for (i = 0, joined = SIZE_MAX; i < len;)
	{
		int			dots,
					commas;
		uchar		last;
		size_t		tail,
					e,
					p;
		bool		groups3;

		if (!ascii_is_digit(c[i]) ||
			(i > 0 && i != joined && (ascii_is_digit(c[i - 1]) || c[i - 1] == '.' || c[i - 1] == ',')))
		{
			i++;
			continue;
		}
		e = number_run(c, len, i, &dots, &commas, &last, &tail, &groups3);
		/*
		 * a number written so: dots between groups of three, at most one
		 * comma, last ("1.234,56", "12,5", "1.234"); its dots and comma
		 * change roles (dates, versions and lists stay as they are)
		 */
		if (groups3 && commas <= 1 && (commas == 0 || last == ',') && (dots == 0 || last == ',' || tail == 3))
			for (p = i; p < e; p++)
				if (c[p] == '.' || c[p] == ',')
					c[p] = c[p] == '.' ? ',' : '.';
		/*
		 * "3 456 units": a space between a group of up to three digits and
		 * one of exactly three is a thousands separator
		 */
		if (dots == 0 && commas == 0 && e - i <= 3 && e + 4 <= len && c[e] == ' ' && ascii_is_digit(c[e + 1]) &&
			ascii_is_digit(c[e + 2]) && ascii_is_digit(c[e + 3]) &&
			(e + 4 == len || !(ascii_is_digit(c[e + 4]) || fig_letter_len(c, len, e + 4) > 0)) &&
			(i == 0 || c[i - 1] == ' ' || c[i - 1] == '(' || c[i - 1] == '\n' || c[i - 1] == ':'))
		{
			/* ("3 456,5": the rest is read as a number of its own) */
			c[e] = ',';
			joined = ++e;
		}
		i = e;
	}
	return (char *) c;
}

/* See figures.h. */
char *
figures_decimal_comma(const char *text, size_t len)
{
	int			ambiguous;

	if (text == NULL || number_style((const uchar *) text, len, &ambiguous) <= 0)
		return NULL;
	return point_copy((const uchar *) text, len);
}

/* See figures.h. */
char *
figures_thousands_dots(const char *text, size_t len)
{
	int			ambiguous;

	if (text == NULL || number_style((const uchar *) text, len, &ambiguous) != 0 || ambiguous == 0)
		return NULL;
	return point_copy((const uchar *) text, len);
}
