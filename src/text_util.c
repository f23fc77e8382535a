/*
 * text_util.c — shared text helpers of the pure-C parts.  See text_util.h.
 *
 * Every function takes explicit lengths and reads nothing outside them, so
 * callers can hand it untrusted bytes.
 */
#include "text_util.h"

#include <string.h>

/* See text_util.h. */
bool
ascii_equal_nocase_n(const char *a, const char *b, size_t n)
{
	size_t		i;

	for (i = 0; i < n; i++)
		if (ascii_lower((unsigned char) a[i]) != ascii_lower((unsigned char) b[i]))
			return false;
	return true;
}

/* See text_util.h. */
bool
ascii_equal_nocase(const char *a, const char *b)
{
	for (;; a++, b++)
	{
		if (ascii_lower((unsigned char) *a) != ascii_lower((unsigned char) *b))
			return false;
		if (*a == '\0')
			return true;
	}
}

/* See text_util.h. */
const char *
ascii_find_nocase(const char *s, size_t n, const char *needle)
{
	size_t		m = strlen(needle);
	size_t		i;

	if (m == 0 || m > n)
		return NULL;
	for (i = 0; i + m <= n; i++)
		if (ascii_equal_nocase_n(s + i, needle, m))
			return s + i;
	return NULL;
}

/* See text_util.h. */
bool
text_is_blank(const char *s)
{
	if (s == NULL)
		return true;
	for (; *s; s++)
		if (!ascii_is_space((unsigned char) *s))
			return false;
	return true;
}

/* See text_util.h. */
const char *
line_end(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', (size_t) (end - p));

	return nl ? nl : end;
}

/* See text_util.h. */
size_t
utf8_valid_len(const unsigned char *s, size_t n)
{
	unsigned char c = s[0];

	if (c < 0x80)
		return 1;
	if (c >= 0xC2 && c <= 0xDF)
		return (n >= 2 && (s[1] & 0xC0) == 0x80) ? 2 : 0;
	if (c >= 0xE0 && c <= 0xEF)
	{
		if (n < 3 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80)
			return 0;
		if (c == 0xE0 && s[1] < 0xA0)
			return 0;			/* overlong */
		if (c == 0xED && s[1] >= 0xA0)
			return 0;			/* surrogate */
		return 3;
	}
	if (c >= 0xF0 && c <= 0xF4)
	{
		if (n < 4 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80 ||
			(s[3] & 0xC0) != 0x80)
			return 0;
		if (c == 0xF0 && s[1] < 0x90)
			return 0;			/* overlong */
		if (c == 0xF4 && s[1] >= 0x90)
			return 0;			/* beyond U+10FFFF */
		return 4;
	}
	return 0;
}

/* See text_util.h. */
size_t
utf8_lead_len(const unsigned char *t, size_t len, size_t i)
{
	size_t		n = 1;
	size_t		k;

	if (t[i] >= 0xF0)
		n = 4;
	else if (t[i] >= 0xE0)
		n = 3;
	else if (t[i] >= 0xC0)
		n = 2;
	for (k = 1; k < n; k++)
		if (i + k >= len || (t[i + k] & 0xC0) != 0x80)
			return k;
	return n;
}

/* See text_util.h. */
size_t
utf8_cut(const char *s, size_t n, size_t limit)
{
	size_t		k;
	int			steps = 0;

	if (limit >= n)
		return n;
	k = limit;
	while (k > 0 && steps < 3 && (((unsigned char) s[k]) & 0xC0) == 0x80)
	{
		k--;
		steps++;
	}
	/* Not a continuation run of valid UTF-8: any byte boundary will do. */
	if ((((unsigned char) s[k]) & 0xC0) == 0x80)
		return limit;
	return k;
}

/* See text_util.h. */
size_t
utf8_trim_partial(const char *buf, size_t len)
{
	size_t		k = len;
	unsigned char lead;
	size_t		need;

	while (k > 0 && ((unsigned char) buf[k - 1] & 0xC0) == 0x80)
		k--;
	if (k == 0)
		return len;
	lead = (unsigned char) buf[k - 1];
	if (lead < 0xC0)
		return len;				/* ASCII, or stray continuation bytes */
	need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
	return (len - (k - 1) < need) ? k - 1 : len;
}

/* See text_util.h. */
long
utf8_char_offset(const char *s, size_t n, int position)
{
	const unsigned char *u = (const unsigned char *) s;
	size_t		i = 0;
	int			ch = 1;

	if (position < 1)
		return -1;
	while (i < n && ch < position)
	{
		size_t		k = utf8_valid_len(u + i, n - i);

		i += k ? k : 1;
		ch++;
	}
	return ch == position ? (long) i : -1;
}

/* A byte that may start a dollar-quote tag (as an unquoted identifier). */
static bool
tag_start(unsigned char c)
{
	return ascii_is_alpha(c) || c == '_' || c >= 0x80;
}

/* See text_util.h. */
size_t
dollar_tag_len(const char *s, size_t n, size_t i)
{
	size_t		j = i + 1;

	if (j < n && s[j] == '$')
		return 2;
	if (j >= n || !tag_start((unsigned char) s[j]))
		return 0;
	while (j < n && (tag_start((unsigned char) s[j]) || ascii_is_digit((unsigned char) s[j])))
		j++;
	if (j < n && s[j] == '$')
		return j - i + 1;
	return 0;
}

/* See text_util.h. */
size_t
dollar_quote_end(const char *s, size_t n, size_t i, size_t tag_len)
{
	const char *open = s + i;
	const char *p = open + tag_len;
	const char *lim = s + n;

	while (p < lim)
	{
		p = memchr(p, '$', (size_t) (lim - p));
		if (p == NULL)
			break;
		if ((size_t) (lim - p) >= tag_len && memcmp(p, open, tag_len) == 0)
			return (size_t) (p - s) + tag_len;
		p++;
	}
	return n;
}

/* See text_util.h. */
uint32_t
fnv1a_update(uint32_t h, const char *s, size_t len)
{
	size_t		i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char) s[i]) * 16777619u;
	return h;
}
