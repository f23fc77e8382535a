/*
 * llm_wire_retry.c — the Retry-After header: delay seconds or an HTTP date,
 * capped.  See llm_wire.h.
 */
#include "llm_wire.h"
#include "text_util.h"

#include <stdlib.h>
#include <string.h>

/* Retry-After values are capped at one day. */
#define RETRY_AFTER_MAX_MS 86400000L

/* ---------------------------------------------------------------------------
 * Retry-After
 * ------------------------------------------------------------------------- */

/* Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm). */
static long long
days_from_civil(long long y, int m, int d)
{
	long long	era;
	long long	yoe;
	long long	doy;
	long long	doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* Parse 1..max_digits digits at *p, advancing it; -1 if there is no digit. */
static int
parse_small_number(const char **p, int max_digits)
{
	int			v = 0;
	int			k = 0;

	while (k < max_digits && ascii_is_digit((unsigned char) **p))
	{
		v = v * 10 + (**p - '0');
		(*p)++;
		k++;
	}
	return k == 0 ? -1 : v;
}

/* Month number 1..12 from a three-letter English abbreviation at p, else 0. */
static int
parse_month(const char *p)
{
	static const char *const months[] = {"jan", "feb", "mar", "apr", "may", "jun",
	"jul", "aug", "sep", "oct", "nov", "dec"};
	int			i;

	for (i = 0; i < 12; i++)
		if (ascii_equal_nocase_n(p, months[i], 3))
			return i + 1;
	return 0;
}

/* Parse "HH:MM:SS" at *p into seconds of the day; -1 if malformed. */
static long
parse_clock(const char **p)
{
	int			h;
	int			mi;
	int			s;

	h = parse_small_number(p, 2);
	if (h < 0 || **p != ':')
		return -1;
	(*p)++;
	mi = parse_small_number(p, 2);
	if (mi < 0 || **p != ':')
		return -1;
	(*p)++;
	s = parse_small_number(p, 2);
	if (s < 0 || h > 23 || mi > 59 || s > 60)
		return -1;
	return h * 3600L + mi * 60L + s;
}

/* Up to four digits of a year at *p (advanced past them) into *year; how many there were. */
static int
parse_year(const char **p, long long *year)
{
	int			k = 0;

	while (k < 4 && ascii_is_digit((unsigned char) **p))
	{
		*year = *year * 10 + (**p - '0');
		(*p)++;
		k++;
	}
	return k;
}

/* Days in a month of a year. */
static int
days_in_month(long long y, int m)
{
	static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

	if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
		return 29;
	return days[m - 1];
}

/*
 * Parse an HTTP-date (IMF-fixdate, RFC 850 or asctime form) into seconds
 * since the epoch; false if malformed.
 */
static bool
parse_http_date(const char *p, long long *epoch)
{
	int			day;
	int			month;
	long long	year = 0;
	long		clock;
	int			k;

	/* Day name: letters, then either "," (IMF, RFC 850) or a space (asctime). */
	k = 0;
	while (ascii_is_alpha((unsigned char) *p))
	{
		p++;
		k++;
	}
	if (k < 3)
		return false;
	if (*p == ',')
	{
		/* IMF-fixdate "06 Nov 1994 08:49:37 GMT" or RFC 850 "06-Nov-94 08:49:37 GMT" */
		char		sep;

		p++;
		while (*p == ' ')
			p++;
		day = parse_small_number(&p, 2);
		if (day < 0 || (*p != ' ' && *p != '-'))
			return false;
		sep = *p++;
		month = parse_month(p);
		if (month == 0)
			return false;
		p += 3;
		if (*p++ != sep)
			return false;
		k = parse_year(&p, &year);
		if (k == 2)
			year += year < 70 ? 2000 : 1900;
		else if (k != 4)
			return false;
		if (*p++ != ' ')
			return false;
		clock = parse_clock(&p);
		if (clock < 0)
			return false;
		while (*p == ' ')
			p++;
		if (!(ascii_equal_nocase_n(p, "GMT", 3) || ascii_equal_nocase_n(p, "UTC", 3)))
			return false;
		p += 3;
	}
	else if (*p == ' ')
	{
		/* asctime "Sun Nov  6 08:49:37 1994" */
		p++;
		month = parse_month(p);
		if (month == 0)
			return false;
		p += 3;
		while (*p == ' ')
			p++;
		day = parse_small_number(&p, 2);
		if (day < 0 || *p++ != ' ')
			return false;
		clock = parse_clock(&p);
		if (clock < 0 || *p++ != ' ')
			return false;
		k = parse_year(&p, &year);
		if (k != 4)
			return false;
	}
	else
		return false;
	while (ascii_is_space((unsigned char) *p))
		p++;
	if (*p != '\0')
		return false;
	if (day < 1 || day > days_in_month(year, month))
		return false;
	*epoch = days_from_civil(year, month, day) * 86400LL + clock;
	return true;
}

/* See llm_wire.h. */
long
llm_parse_retry_after_at(const char *value, time_t now)
{
	const char *p = value;
	char		buf[64];
	size_t		n;
	long long	epoch;
	long long	delta;

	if (p == NULL)
		return -1;
	while (ascii_is_space((unsigned char) *p))
		p++;
	if (ascii_is_digit((unsigned char) *p))
	{
		long long	ms = 0;
		int			frac_digits = 0;

		/* delay-seconds, kept in ms; saturates instead of overflowing */
		while (ascii_is_digit((unsigned char) *p))
		{
			if (ms < RETRY_AFTER_MAX_MS)
				ms = ms * 10 + (*p - '0') * 1000LL;
			p++;
		}
		if (*p == '.')
		{
			long long	scale = 100;

			p++;
			if (!ascii_is_digit((unsigned char) *p))
				return -1;
			while (ascii_is_digit((unsigned char) *p))
			{
				if (frac_digits < 3)
					ms += (*p - '0') * scale;
				scale /= 10;
				frac_digits++;
				p++;
			}
		}
		while (ascii_is_space((unsigned char) *p))
			p++;
		if (*p != '\0')
			return -1;
		return ms > RETRY_AFTER_MAX_MS ? RETRY_AFTER_MAX_MS : (long) ms;
	}

	/* HTTP-date: trim into a bounded buffer so the parser can rely on a NUL. */
	n = strlen(p);
	while (n > 0 && ascii_is_space((unsigned char) p[n - 1]))
		n--;
	if (n == 0 || n >= sizeof(buf))
		return -1;
	memcpy(buf, p, n);
	buf[n] = '\0';
	if (!parse_http_date(buf, &epoch))
		return -1;
	delta = epoch - (long long) now;
	if (delta <= 0)
		return 0;
	if (delta > RETRY_AFTER_MAX_MS / 1000)
		return RETRY_AFTER_MAX_MS;
	return (long) (delta * 1000);
}

/* See llm_wire.h. */
long
llm_parse_retry_after(const char *value)
{
	return llm_parse_retry_after_at(value, time(NULL));
}
