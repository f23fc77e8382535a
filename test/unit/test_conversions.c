/*
 * test_conversions.c — unit tests of the source engines' implicit
 * conversions (conversions.c) and of the declared-dialect translation
 * (dialect_declared.c).
 */
#include <stdlib.h>
#include <string.h>

#include "conversions.h"
#include "dialect_declared.h"
#include "unit.h"

/* Decide for one comparison; the two casts as "l|r" ("-" for none), or NULL when it declines. */
static char result[128];

static const char *
decide(SourceDialect d, const char *ltype, bool lcol, const char *op, const char *rtype, bool rcol)
{
	ConvOperand l = {ltype, lcol, !lcol};
	ConvOperand r = {rtype, rcol, !rcol};
	const char *lc,
			   *rc;

	if (!conv_decide_operator(d, op, &l, &r, &lc, &rc))
		return NULL;
	snprintf(result, sizeof(result), "%s|%s", lc ? lc : "-", rc ? rc : "-");
	return result;
}

static void
test_messages(void)
{
	char		l[64],
				o[64],
				r[64];
	char		name[64];
	char		args[8][64];
	int			n;

	CHECK(conv_parse_operator_message("operator does not exist: integer = text", l, o, r, 64));
	CHECK_STREQ(l, "integer");
	CHECK_STREQ(o, "=");
	CHECK_STREQ(r, "text");
	CHECK(conv_parse_operator_message("operator does not exist: character varying >= double precision", l, o, r, 64));
	CHECK_STREQ(l, "character varying");
	CHECK_STREQ(o, ">=");
	CHECK_STREQ(r, "double precision");
	CHECK(conv_parse_operator_message("operator does not exist: - text", l, o, r, 64));
	CHECK_STREQ(l, "");
	CHECK_STREQ(o, "-");
	CHECK_STREQ(r, "text");
	CHECK(conv_parse_operator_message("operator does not exist: timestamp without time zone - text", l, o, r, 64));
	CHECK_STREQ(l, "timestamp without time zone");
	CHECK_STREQ(r, "text");
	CHECK(!conv_parse_operator_message("operator is not unique: integer = text", l, o, r, 64));
	CHECK(!conv_parse_operator_message(NULL, l, o, r, 64));

	CHECK(conv_parse_function_message("function avg(text) does not exist", name, 64, args, 8, &n));
	CHECK_STREQ(name, "avg");
	CHECK(n == 1);
	CHECK_STREQ(args[0], "text");
	CHECK(conv_parse_function_message("function round(text, integer) does not exist", name, 64, args, 8, &n));
	CHECK(n == 2);
	CHECK_STREQ(args[1], "integer");
	CHECK(conv_parse_function_message("function now() does not exist", name, 64, args, 8, &n));
	CHECK(n == 0);
	CHECK(!conv_parse_function_message("function avg(text) is not unique", name, 64, args, 8, &n));
	CHECK(conv_function_takes_number("avg"));
	CHECK(conv_function_takes_number("sum"));
	CHECK(!conv_function_takes_number("upper"));
	CHECK(!conv_function_takes_number("min"));
}

static void
test_decisions(void)
{
	/* a text column joined with a number column: numeric in every converting engine */
	CHECK_STREQ(decide(SRC_NONE, "integer", true, "=", "text", true), "-|numeric");
	CHECK_STREQ(decide(SRC_SQLITE, "text", true, "=", "bigint", true), "numeric|-");
	CHECK_STREQ(decide(SRC_TSQL, "character varying", true, "<", "integer", true), "numeric|-");
	/* SQLite: a text column against an integer literal compares text */
	CHECK_STREQ(decide(SRC_SQLITE, "text", true, ">", "integer", false), "-|text");
	CHECK_STREQ(decide(SRC_NONE, "text", true, "=", "integer", false), "-|text");
	CHECK_STREQ(decide(SRC_NONE, "integer", false, "<>", "text", true), "text|-");
	/* ... MySQL and T-SQL compare numbers */
	CHECK_STREQ(decide(SRC_MYSQL, "text", true, ">", "integer", false), "numeric|-");
	CHECK_STREQ(decide(SRC_TSQL, "text", true, "=", "integer", false), "numeric|-");
	/* undeclared, a text column ordered against a number is ambiguous */
	CHECK(decide(SRC_NONE, "text", true, ">", "integer", false) == NULL);
	CHECK(decide(SRC_NONE, "integer", false, "<=", "text", true) == NULL);
	/* SQLite's text form of a non-integer number is not PostgreSQL's: declined */
	CHECK(decide(SRC_SQLITE, "text", true, "=", "numeric", false) == NULL);
	/* two operands without affinity: SQLite does not convert */
	CHECK(decide(SRC_SQLITE, "text", false, "=", "integer", false) == NULL);
	CHECK_STREQ(decide(SRC_MYSQL, "text", false, "=", "integer", false), "numeric|-");
	/* a text expression against a number column: SQLite applies numeric affinity */
	CHECK_STREQ(decide(SRC_SQLITE, "text", false, "=", "integer", true), "numeric|-");
	/* engines without implicit conversion */
	CHECK(decide(SRC_POSTGRES, "integer", true, "=", "text", true) == NULL);
	CHECK(decide(SRC_BIGQUERY, "integer", true, "=", "text", true) == NULL);
	/* dates: the text is a timestamp */
	CHECK_STREQ(decide(SRC_NONE, "date", true, ">=", "text", false), "-|timestamp");
	CHECK_STREQ(decide(SRC_NONE, "text", false, "<", "timestamp with time zone", true), "timestamp with time zone|-");
	CHECK_STREQ(decide(SRC_NONE, "text", false, "+", "interval", false), "timestamp|-");
	CHECK_STREQ(decide(SRC_NONE, "date", true, "-", "text", true), "-|date");
	/* arithmetic reads text as a number */
	CHECK_STREQ(decide(SRC_NONE, "text", true, "*", "integer", false), "numeric|-");
	CHECK_STREQ(decide(SRC_NONE, "text", false, "-", "text", false), "numeric|numeric");
	CHECK_STREQ(decide(SRC_NONE, "", false, "-", "text", true), "-|numeric");
	/* string + string is T-SQL's concatenation: declined unless the engine adds */
	CHECK(decide(SRC_NONE, "text", true, "+", "text", true) == NULL);
	CHECK(decide(SRC_TSQL, "text", true, "+", "text", true) == NULL);
	CHECK_STREQ(decide(SRC_SQLITE, "text", true, "+", "text", true), "numeric|numeric");
	/* other types and operators are not this rule's */
	CHECK(decide(SRC_NONE, "boolean", true, "=", "integer", false) == NULL);
	CHECK(decide(SRC_NONE, "text", true, "~~", "integer", false) == NULL);
	CHECK(decide(SRC_NONE, "jsonb", true, "=", "text", true) == NULL);
}

static void
test_dialect_names(void)
{
	CHECK(source_dialect_from_name("sqlite") == SRC_SQLITE);
	CHECK(source_dialect_from_name("SQLite") == SRC_SQLITE);
	CHECK(source_dialect_from_name("none") == SRC_NONE);
	CHECK(source_dialect_from_name("mssql") == SRC_TSQL);
	CHECK(source_dialect_from_name("oracle") == -1);
	CHECK(source_dialect_from_name("") == -1);
	CHECK(source_dialect_from_name(NULL) == -1);
	CHECK_STREQ(source_dialect_name(SRC_SNOWFLAKE), "snowflake");
}

static const char *
translate(const char *sql, SourceDialect d)
{
	static char out[512];
	DialectResult r;

	if (!dialect_translate(sql, d, NULL, &r))
		return NULL;
	snprintf(out, sizeof(out), "%s", r.sql);
	dialect_result_free(&r);
	return out;
}

static void
test_translate(void)
{
	CHECK_STREQ(translate("SELECT a FROM t WHERE b LIKE 'x%'", SRC_SQLITE),
				"SELECT a FROM t WHERE b ILIKE 'x%'");
	CHECK_STREQ(translate("select a from t where b not like 'x%'", SRC_MYSQL),
				"select a from t where b not ilike 'x%'");
	CHECK_STREQ(translate("SELECT a FROM t WHERE b LIKE 'x%'", SRC_TSQL),
				"SELECT a FROM t WHERE b ILIKE 'x%'");
	/* LIKE is case-sensitive in BigQuery, Snowflake and PostgreSQL: left alone */
	CHECK(translate("SELECT a FROM t WHERE b LIKE 'x%'", SRC_BIGQUERY) == NULL);
	CHECK(translate("SELECT a FROM t WHERE b LIKE 'x%'", SRC_POSTGRES) == NULL);
	CHECK(translate("SELECT a FROM t WHERE b LIKE 'x%'", SRC_NONE) == NULL);
	/* 'like' in a string or as a qualified name is not the operator */
	CHECK(translate("SELECT 'like' FROM t", SRC_SQLITE) == NULL);
	CHECK(translate("SELECT t.like FROM t", SRC_SQLITE) == NULL);
	/* NULL ordering and MySQL's exact division */
	CHECK_STREQ(translate("SELECT a FROM t ORDER BY a", SRC_SQLITE),
				"SELECT a FROM t ORDER BY a NULLS FIRST");
	CHECK_STREQ(translate("SELECT a FROM t ORDER BY a DESC", SRC_TSQL),
				"SELECT a FROM t ORDER BY a DESC NULLS LAST");
	CHECK_STREQ(translate("SELECT a / b FROM t", SRC_MYSQL),
				"SELECT a / NULLIF(CAST(b AS numeric), 0) FROM t");
	CHECK(translate("SELECT a / b FROM t", SRC_SQLITE) == NULL);
	/* already PostgreSQL's: nothing to translate */
	CHECK(translate("SELECT a FROM t WHERE a = 1", SRC_SQLITE) == NULL);
}

/* citext is text to the conversions, named with its schema or not; nothing else ending so */
static void
test_citext(void)
{
	CHECK(conv_type_class("citext") == CT_TEXT);
	CHECK(conv_type_class("public.citext") == CT_TEXT);
	CHECK(conv_type_class("ext.citext") == CT_TEXT);
	CHECK(conv_type_class("mycitext") == CT_OTHER);
	CHECK(conv_type_class("a.b.citext") == CT_OTHER);
	CHECK(conv_type_class(".citext") == CT_OTHER);
	CHECK_STREQ(decide(SRC_NONE, "citext", true, "=", "integer", false), "-|text");
	CHECK_STREQ(decide(SRC_NONE, "public.citext", true, "=", "integer", false), "-|text");
	CHECK(decide(SRC_NONE, "citext", true, ">", "integer", false) == NULL);	/* text_numbers' */
}

int
main(void)
{
	test_citext();
	test_messages();
	test_decisions();
	test_dialect_names();
	test_translate();
	return unit_report("conversions");
}
