/*
 * test_functions.c — unit tests of the pure-C parts behind functions copied
 * from other tools and the text/number and text/date proofs: the DIVIDE /
 * MULTIPLY / SUBTRACT fix (dialect_error_fixes.c) and the probes
 * conversions.c writes for the rules text_numbers and text_dates.
 */
#include <stdlib.h>
#include <string.h>

#include "conversions.h"
#include "dialect.h"
#include "unit.h"

/* One error-guided fix: the rewrite, or NULL when it must be left alone. */
static void
check_fix(const char *sql, const char *msg, int pos, const char *want)
{
	DialectResult r;
	bool		ok = dialect_fix_for_error(sql, "42883", msg, pos, NULL, &r);

	if (want)
	{
		CHECK(ok);
		CHECK_STREQ(r.sql, want);
	}
	else
		CHECK(!ok || r.sql == NULL || strcmp(r.sql, sql) == 0);
	dialect_result_free(&r);
}

static void
test_tool_arith(void)
{
	/* integers: real division, as DAX's DIVIDE; NULL for a zero divisor */
	check_fix("SELECT DIVIDE(a, b) FROM t", "function divide(integer, integer) does not exist", 8,
			  "SELECT (CAST(a AS numeric) / NULLIF(b, 0)) FROM t");
	check_fix("SELECT DIVIDE(SUM(x), COUNT(*)) * 100 FROM t", "function divide(bigint, bigint) does not exist", 8,
			  "SELECT (CAST(SUM(x) AS numeric) / NULLIF(COUNT(*), 0)) * 100 FROM t");
	/* a numeric or floating operand divides exactly already: the operand keeps its type */
	check_fix("SELECT divide(w, h) FROM t", "function divide(numeric, bigint) does not exist", 8,
			  "SELECT (w / NULLIF(h, 0)) FROM t");
	check_fix("SELECT divide(a + b, c) FROM t", "function divide(double precision, integer) does not exist", 8,
			  "SELECT ((a + b) / NULLIF(c, 0)) FROM t");
	/* MULTIPLY and SUBTRACT; operands parenthesised unless single */
	check_fix("SELECT MULTIPLY(avg(w), 0.79) FROM t", "function multiply(numeric, numeric) does not exist", 8,
			  "SELECT (avg(w) * 0.79) FROM t");
	check_fix("SELECT SUBTRACT(a - b, c - d) FROM t", "function subtract(integer, integer) does not exist", 8,
			  "SELECT ((a - b) - (c - d)) FROM t");
	/* only the call at the error position */
	check_fix("SELECT DIVIDE(a, b), DIVIDE(c, d) FROM t", "function divide(integer, integer) does not exist", 22,
			  "SELECT DIVIDE(a, b), (CAST(c AS numeric) / NULLIF(d, 0)) FROM t");

	/* left alone: one argument, three, text or unknown types, another name at the position */
	check_fix("SELECT DIVIDE(a / b) FROM t", "function divide(bigint) does not exist", 8, NULL);
	check_fix("SELECT MULTIPLY(a, b, c) FROM t", "function multiply(integer, integer, integer) does not exist", 8, NULL);
	check_fix("SELECT DIVIDE(a, b) FROM t", "function divide(text, integer) does not exist", 8, NULL);
	check_fix("SELECT DIVIDE('1', '2') FROM t", "function divide(unknown, unknown) does not exist", 8, NULL);
	check_fix("SELECT f(DIVIDE(a, b)) FROM t", "function divide(integer, integer) does not exist", 8, NULL);
	check_fix("SELECT \"DIVIDE\"(a, b) FROM t", "function DIVIDE(integer, integer) does not exist", 8, NULL);
	check_fix("SELECT ADD(a, b) FROM t", "function add(integer, integer) does not exist", 8, NULL);
}

static void
test_probes(void)
{
	char	   *p;

	CHECK(conv_is_ordering("<") && conv_is_ordering(">=") && !conv_is_ordering("=") &&
		  !conv_is_ordering("<>") && !conv_is_ordering(NULL));
	CHECK(conv_is_date_function("extract") && conv_is_date_function("date_part") &&
		  conv_is_date_function("date_trunc") && !conv_is_date_function("to_char") &&
		  !conv_is_date_function(NULL));

	p = conv_text_number_probe("\"Year\"", "public.film", ">", "2013", false);
	CHECK_STREQ(p, "SELECT 1 FROM (SELECT \"Year\"::pg_catalog.text AS v FROM public.film OFFSET 0) s "
				"WHERE v IS NOT NULL AND CASE WHEN v OPERATOR(pg_catalog.~) '^-?(0|[1-9][0-9]*)([.][0-9]*[1-9])?$' "
				"THEN ((v COLLATE pg_catalog.\"C\") OPERATOR(pg_catalog.>) '2013') IS DISTINCT FROM "
				"(v::pg_catalog.numeric OPERATOR(pg_catalog.>) 2013) ELSE true END LIMIT 1");
	free(p);
	/* the literal on the left keeps its side; a negative literal is written as SQLite writes it */
	p = conv_text_number_probe("y", "s.t", "<=", "-5", true);
	CHECK(p && strstr(p, "('-5' OPERATOR(pg_catalog.<=) (v COLLATE pg_catalog.\"C\")) IS DISTINCT FROM "
					  "(-5 OPERATOR(pg_catalog.<=) v::pg_catalog.numeric)") != NULL);
	free(p);
	/* equality is not this probe's: the conversions rule decides it */
	CHECK(conv_text_number_probe("y", "t", "=", "1", false) == NULL);
	CHECK(conv_text_number_probe("y", "t", "<>", "1", false) == NULL);
	/* a decimal as written; not one SQLite would write otherwise (12.50, 1e3, 012, 16 digits) */
	p = conv_text_number_probe("p", "t", "<", "12.5", false);
	CHECK(p && strstr(p, "((v COLLATE pg_catalog.\"C\") OPERATOR(pg_catalog.<) '12.5') IS DISTINCT FROM "
					  "(v::pg_catalog.numeric OPERATOR(pg_catalog.<) 12.5)") != NULL);
	free(p);
	CHECK(conv_text_number_probe("p", "t", "<", "12.50", false) == NULL);
	CHECK(conv_text_number_probe("p", "t", "<", "12.", false) == NULL);
	CHECK(conv_text_number_probe("p", "t", "<", "1e3", false) == NULL);
	CHECK(conv_text_number_probe("p", "t", "<", "012", false) == NULL);
	CHECK(conv_text_number_probe("p", "t", "<", "1234567890.123456", false) == NULL);
	CHECK(conv_text_number_probe("p", "t", "<", "0.5", false) != NULL);

	p = conv_iso_date_probe("d", "public.t");
	CHECK_STREQ(p, "SELECT 1 FROM (SELECT d::pg_catalog.text AS v FROM public.t OFFSET 0) s "
				"WHERE v IS NOT NULL AND CASE WHEN v OPERATOR(pg_catalog.~) "
				"'^[0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9]{2}:[0-9]{2}(:[0-9]{2}([.][0-9]{1,6})?)?)?$' "
				"THEN v::pg_catalog.timestamp IS NULL ELSE true END LIMIT 1");
	free(p);
}

int
main(void)
{
	test_tool_arith();
	test_probes();
	return unit_report("functions");
}
