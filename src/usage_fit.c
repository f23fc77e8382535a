/*
 * usage_fit.c — does a column's type fit how a query uses a name?  See
 * usage_fit.h.  Pure C.
 */
#include "usage_fit.h"

#include "text_util.h"

#include <stddef.h>

/* One use against one type category: -1 conflicts, 0 possible, 1 fits. */
static int
one_fit(int use, char cat)
{
	switch (use)
	{
		case USE_NUMBER:
			if (cat == 'N')
				return 1;
			/* text holding numbers (SQLite ports), booleans as 0/1 */
			if (cat == 'S' || cat == 'B')
				return 0;
			return -1;
		case USE_TEXT:
			if (cat == 'S' || cat == 'E')
				return 1;
			return -1;
		case USE_DATE:
			if (cat == 'D' || cat == 'T')
				return 1;
			/* SQLite keeps dates as text */
			if (cat == 'S')
				return 0;
			return -1;
	}
	return 0;
}

/* A column equated with one of category joined: -1, 0 or 1 as one_fit. */
static int
join_fit(char joined, char cat)
{
	if (joined == cat)
		return 1;
	/* SQLite ports: text against numbers or dates, booleans as 0/1 */
	if ((joined == 'S' && (cat == 'N' || cat == 'D')) || (cat == 'S' && (joined == 'N' || joined == 'D')) ||
		(joined == 'B' && cat == 'N') || (cat == 'B' && joined == 'N'))
		return 0;
	return -1;
}

/* Fit of a column type with a name's uses; see usage_fit.h. */
UsageFit
usage_fit(const NameUsage *u, char cat)
{
	static const int uses[] = {USE_NUMBER, USE_TEXT, USE_DATE};
	bool		any = false;
	bool		all = true;
	size_t		i;

	if (u == NULL || cat == '\0' || cat == 'X' || cat == 'U' || cat == 'P')
		return USAGE_NEUTRAL;
	for (i = 0; i < sizeof(uses) / sizeof(uses[0]); i++)
	{
		int			f;

		if (!(u->uses & uses[i]))
			continue;
		f = one_fit(uses[i], cat);
		if (f < 0)
			return USAGE_CONFLICTS;
		any = true;
		all = all && f > 0;
	}
	if (u->joined != '\0' && u->joined != 'X' && u->joined != 'U' && u->joined != 'P')
	{
		int			f = join_fit(u->joined, cat);

		if (f < 0)
			return USAGE_CONFLICTS;
		any = true;
		all = all && f > 0;
	}
	return any && all ? USAGE_FITS : USAGE_NEUTRAL;
}

/* Does a string literal read as a number?  See usage_fit.h. */
bool
usage_numeric_text(const char *s)
{
	bool		digit = false;
	bool		dot = false;

	while (*s == ' ')
		s++;
	if (*s == '-' || *s == '+')
		s++;
	for (; *s != '\0' && *s != ' '; s++)
	{
		if (*s >= '0' && *s <= '9')
			digit = true;
		else if (*s == '.' && !dot)
			dot = true;
		else
			return false;
	}
	while (*s == ' ')
		s++;
	return digit && *s == '\0';
}

/* Does a string literal read as an ISO date or time?  See usage_fit.h. */
bool
usage_temporal_text(const char *s)
{
	int			digits = 0;
	bool		sep = false;

	/* digits with - / : . separators and at most a T or space between date and time */
	for (; *s != '\0'; s++)
	{
		if (*s >= '0' && *s <= '9')
			digits++;
		else if (*s == '-' || *s == '/' || *s == ':' || *s == '.')
			sep = true;
		else if (*s != ' ' && *s != 'T')
			return false;
	}
	return sep && digits >= 2;
}

/* Is a string literal a boolean spelling?  See usage_fit.h. */
bool
usage_boolean_text(const char *s)
{
	static const char *const spellings[] = {
		"t", "f", "true", "false", "y", "n", "yes", "no", "on", "off", "1", "0",
	};
	size_t		i;

	for (i = 0; i < sizeof(spellings) / sizeof(spellings[0]); i++)
		if (ascii_equal_nocase(s, spellings[i]))
			return true;
	return false;
}
