/*
 * test_usage_fit.c — a column's type against how a query uses a name
 * (usage_fit.c): what fits, what is possible in a SQLite port, what cannot be.
 */
#include "names.h"
#include "usage_fit.h"
#include "unit.h"

static UsageFit
fit(int uses, char joined, char cat)
{
	NameUsage	u;

	u.uses = uses;
	u.joined = joined;
	return usage_fit(&u, cat);
}

int
main(void)
{
	/* nothing said: neutral, whatever the type */
	CHECK(fit(0, '\0', 'N') == USAGE_NEUTRAL);
	CHECK(usage_fit(NULL, 'N') == USAGE_NEUTRAL);
	/* an unknown type (a subquery's column) is neutral */
	CHECK(fit(USE_NUMBER, '\0', '\0') == USAGE_NEUTRAL);

	/* a number: numeric fits; text may hold numbers (SQLite ports); a date cannot */
	CHECK(fit(USE_NUMBER, '\0', 'N') == USAGE_FITS);
	CHECK(fit(USE_NUMBER, '\0', 'S') == USAGE_NEUTRAL);
	CHECK(fit(USE_NUMBER, '\0', 'B') == USAGE_NEUTRAL);
	CHECK(fit(USE_NUMBER, '\0', 'D') == USAGE_CONFLICTS);
	/* a word or LIKE: text fits; a number, a date, a boolean cannot */
	CHECK(fit(USE_TEXT, '\0', 'S') == USAGE_FITS);
	CHECK(fit(USE_TEXT, '\0', 'E') == USAGE_FITS);
	CHECK(fit(USE_TEXT, '\0', 'N') == USAGE_CONFLICTS);
	CHECK(fit(USE_TEXT, '\0', 'D') == USAGE_CONFLICTS);
	CHECK(fit(USE_TEXT, '\0', 'B') == USAGE_CONFLICTS);
	/* EXTRACT and interval arithmetic: dates and intervals fit; text may hold dates; numbers cannot */
	CHECK(fit(USE_DATE, '\0', 'D') == USAGE_FITS);
	CHECK(fit(USE_DATE, '\0', 'T') == USAGE_FITS);
	CHECK(fit(USE_DATE, '\0', 'S') == USAGE_NEUTRAL);
	CHECK(fit(USE_DATE, '\0', 'N') == USAGE_CONFLICTS);
	/* equated with a column: the same type fits; text against numbers is a SQLite port's */
	CHECK(fit(0, 'N', 'N') == USAGE_FITS);
	CHECK(fit(0, 'N', 'S') == USAGE_NEUTRAL);
	CHECK(fit(0, 'S', 'N') == USAGE_NEUTRAL);
	CHECK(fit(0, 'N', 'D') == USAGE_CONFLICTS);
	CHECK(fit(0, 'B', 'S') == USAGE_CONFLICTS);
	/* several uses: one conflict decides; a neutral one keeps it from fitting */
	CHECK(fit(USE_NUMBER | USE_TEXT, '\0', 'N') == USAGE_CONFLICTS);
	CHECK(fit(USE_NUMBER, 'S', 'N') == USAGE_NEUTRAL);
	CHECK(fit(USE_NUMBER, 'N', 'N') == USAGE_FITS);

	/* literals */
	CHECK(usage_numeric_text("2009"));
	CHECK(usage_numeric_text("-3.5"));
	CHECK(!usage_numeric_text("3.5.1"));
	CHECK(!usage_numeric_text("Good"));
	CHECK(!usage_numeric_text(""));
	CHECK(usage_temporal_text("2009-05-01"));
	CHECK(usage_temporal_text("2009-05-01 12:30:00"));
	CHECK(usage_temporal_text("12:30"));
	CHECK(!usage_temporal_text("Good"));
	CHECK(!usage_temporal_text("2009"));
	CHECK(usage_boolean_text("T"));
	CHECK(usage_boolean_text("false"));
	CHECK(!usage_boolean_text("Good"));

	/* the bonus breaks a tie of name evidence, never outweighs a stronger class by a margin */
	CHECK(NAMES_USAGE_BONUS >= NAMES_MARGIN);
	CHECK(NAMES_SCORE_SYNONYM + NAMES_USAGE_BONUS < NAMES_SCORE_PLURAL);
	return unit_report("usage_fit");
}
