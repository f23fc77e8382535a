/*
 * unit.h — a tiny test harness for the pure-C parts.
 *
 * Each test binary calls CHECK* as often as it likes and ends main() with
 * `return unit_report("name");`, which prints "name: N passed, M failed"
 * and returns non-zero when anything failed.
 */
#ifndef NL2SQL_HEAL_UNIT_H
#define NL2SQL_HEAL_UNIT_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int unit_passed;
static int unit_failed;

#define CHECK(cond) \
	do { \
		if (cond) \
			unit_passed++; \
		else \
		{ \
			unit_failed++; \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
		} \
	} while (0)

#define CHECK_STREQ(got, want) \
	do { \
		const char *g_ = (got), *w_ = (want); \
		if (g_ && w_ && strcmp(g_, w_) == 0) \
			unit_passed++; \
		else if (!g_ && !w_) \
			unit_passed++; \
		else \
		{ \
			unit_failed++; \
			fprintf(stderr, "%s:%d: got   \"%s\"\n%*swant  \"%s\"\n", __FILE__, __LINE__, \
					g_ ? g_ : "(null)", (int) strlen(__FILE__) + 8, "", w_ ? w_ : "(null)"); \
		} \
	} while (0)

#define CHECK_NEAR(got, want, eps) CHECK(fabs((double) (got) - (double) (want)) <= (eps))

static inline int
unit_report(const char *name)
{
	printf("%s: %d passed, %d failed\n", name, unit_passed, unit_failed);
	return unit_failed ? 1 : 0;
}

#endif
