/*
 * test_sqlnorm.c — unit tests of the query normal form in src/sqlnorm.c.
 */
#include <stdlib.h>

#include "sqlnorm.h"
#include "unit.h"

/* Normal form of sql, into a static buffer. */
static const char *
norm(const char *sql)
{
	static char out[1024];
	char	   *n = sqlnorm_normalise(sql);

	if (n == NULL)
		return NULL;
	snprintf(out, sizeof(out), "%s", n);
	free(n);
	return out;
}

/* Does sql use name? */
static bool
uses(const char *sql, const char *name)
{
	int			n;
	char	  **names = sqlnorm_names(sql, &n);
	bool		found = false;
	int			i;

	for (i = 0; i < n; i++)
		found = found || strcmp(names[i], name) == 0;
	sqlnorm_free_names(names, n);
	return found;
}

int
main(void)
{
	/* whitespace runs become one space; none at the ends */
	CHECK_STREQ(norm("  SELECT   a,\n\tb  FROM t  "), "SELECT a, b FROM t");
	/* adjacent tokens stay adjacent */
	CHECK_STREQ(norm("SELECT t.a FROM t"), "SELECT t.a FROM t");
	/* trailing semicolons and comments go; inner comments become a space */
	CHECK_STREQ(norm("SELECT 1 ; ; -- done"), "SELECT 1");
	CHECK_STREQ(norm("SELECT/* x */1"), "SELECT 1");
	/* literals, quoted names and case are kept as written */
	CHECK_STREQ(norm("SELECT 'a  b', \"X  Y\" FROM T"), "SELECT 'a  b', \"X  Y\" FROM T");
	CHECK(strcmp(norm("select 1"), "SELECT 1") != 0);
	/* must not merge: a space between tokens is not dropped */
	CHECK(strcmp(norm("SELECT a FROM t"), "SELECTa FROMt") != 0);
	CHECK_STREQ(norm(""), "");

	/* names: unquoted folded, quoted as written, each once */
	CHECK(uses("SELECT Amount FROM Sales.Orders o", "amount"));
	CHECK(uses("SELECT Amount FROM Sales.Orders o", "orders"));
	CHECK(uses("SELECT Amount FROM Sales.Orders o", "sales"));
	CHECK(uses("SELECT \"Gross Value\" FROM x", "Gross Value"));
	CHECK(!uses("SELECT 'orders' FROM x", "orders"));
	CHECK(!uses("SELECT 1 -- orders", "orders"));
	{
		int			n;
		char	  **names = sqlnorm_names("SELECT a, a, A FROM a", &n);

		CHECK(n == 3);			/* select, a, from: a once */
		sqlnorm_free_names(names, n);
	}
	return unit_report("sqlnorm");
}
