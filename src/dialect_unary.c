/*
 * dialect_unary.c — foreign one-argument wrappers (COUNTIF, ZEROIFNULL,
 * NULLIFZERO, SQUARE, MEDIAN, ...) mapped from one table: the call's
 * argument goes where the PostgreSQL form has %s.  A file of its own because
 * both the call table and the date-format handlers fall back on it.
 */
#include "dialect.h"
#include "dialect_internal.h"

/* One-argument wrappers: the call's argument goes where the format has %s. */
static const struct
{
	const char *name;
	const char *format;
	const char *note;
}			unary_mappings[] = {
	{"countif", "COUNT(*) FILTER (WHERE %s)",
		"BigQuery COUNTIF(c) → COUNT(*) FILTER (WHERE c)"},
	{"zeroifnull", "COALESCE(%s, 0)",
		"Snowflake ZEROIFNULL(x) → COALESCE(x, 0)"},
	{"nullifzero", "NULLIF(%s, 0)",
		"Snowflake NULLIFZERO(x) → NULLIF(x, 0)"},
	{"to_varchar", "CAST(%s AS text)",
		"Snowflake TO_VARCHAR(x) → CAST(x AS text)"},
	{"to_char", "CAST(%s AS text)",
		"Snowflake TO_VARCHAR(x) → CAST(x AS text)"},
	{"to_date", "CAST(%s AS date)",
		"TO_DATE(x) → CAST(x AS date)"},
	{"square", "power(%s, 2)",
		"T-SQL SQUARE(x) → power(x, 2)"},
	{"space", "repeat(' ', %s)",
		"SPACE(n) → repeat(' ', n)"},
	{"approx_count_distinct", "count(DISTINCT %s)",
		"APPROX_COUNT_DISTINCT(x) → count(DISTINCT x) (exact)"},
	{"median", "percentile_cont(0.5) WITHIN GROUP (ORDER BY %s)",
		"MEDIAN(x) → percentile_cont(0.5) WITHIN GROUP (ORDER BY x)"},
	{"mode", "mode() WITHIN GROUP (ORDER BY %s)",
		"MODE(x) → mode() WITHIN GROUP (ORDER BY x)"},
	{"current_date", "CAST(now() AT TIME ZONE %s AS date)",
		"BigQuery CURRENT_DATE(tz) → CAST(now() AT TIME ZONE tz AS date)"},
};

/* One-argument wrappers: COUNTIF, ZEROIFNULL, NULLIFZERO, TO_VARCHAR, TO_CHAR, TO_DATE, SQUARE, SPACE, ... */
bool
map_unary(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			i;

	if (call->nargs != 1 || range_empty(ctx, call->args[0]))
		return false;
	for (i = 0; i < (int) (sizeof(unary_mappings) / sizeof(unary_mappings[0])); i++)
	{
		if (ascii_iequal(call->lname, unary_mappings[i].name))
			return emit_mapping(ctx, out, arena_printf(ctx, unary_mappings[i].format, call_arg(ctx, call, 0)), unary_mappings[i].note);
	}
	return false;
}
