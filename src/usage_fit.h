/*
 * usage_fit.h — does a column's type fit how a query uses a name?
 *
 * The type and structure evidence of schema matching (Cupid, Madhavan et
 * al., VLDB 2001: data-type compatibility of leaves weighs with linguistic
 * similarity; COMA, Do & Rahm, VLDB 2002: a data-type matcher combined with
 * name matchers).  Here the "other schema" is the query: a name compared
 * with a number, summed or averaged is numeric; compared with a word or
 * matched with LIKE it is text; given to EXTRACT or added to an interval it
 * is a date or time; equated with a column it is of that column's type.
 *
 * The verdict is three-valued, because SQLite ports keep numbers and dates
 * in text columns: a text column used as a number is possible (neutral),
 * a date column summed is not (conflict).  Pure C.
 */
#ifndef NL2SQL_HEAL_USAGE_FIT_H
#define NL2SQL_HEAL_USAGE_FIT_H

#include <stdbool.h>

/* How a query uses a name (bits). */
#define USE_NUMBER	0x01		/* compared with a number, in arithmetic with one, summed, averaged */
#define USE_TEXT	0x02		/* compared with a word, matched with LIKE against letters */
#define USE_DATE	0x04		/* EXTRACT, date_part, date_trunc, strftime, interval arithmetic */

typedef struct NameUsage
{
	int			uses;			/* USE_* bits */
	char		joined;			/* pg_type.typcategory of a column it is equated with, or '\0' */
} NameUsage;

typedef enum UsageFit
{
	USAGE_CONFLICTS = -1,		/* the type cannot be what the query uses */
	USAGE_NEUTRAL = 0,			/* nothing said, or possible either way */
	USAGE_FITS = 1				/* every use fits the type, and there is one */
} UsageFit;

/*
 * Fit of a column of pg_type.typcategory cat ('N' numeric, 'S' string, 'D'
 * date/time, 'B' boolean, 'T' interval, 'E' enum, ...; '\0' unknown) with
 * the uses u.  Unknown types and no uses are neutral.
 */
extern UsageFit usage_fit(const NameUsage *u, char cat);

/* Does a string literal read as a number ('2009', '-3.5')?  Those fit numbers and text. */
extern bool usage_numeric_text(const char *s);

/* Does a string literal read as an ISO date or time ('2009-05-01', '12:30')?  Those fit dates and text. */
extern bool usage_temporal_text(const char *s);

/* Is a string literal one of PostgreSQL's boolean spellings ('t', 'false', 'yes', 'off')? */
extern bool usage_boolean_text(const char *s);

#endif							/* NL2SQL_HEAL_USAGE_FIT_H */
