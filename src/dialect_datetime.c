/*
 * dialect_datetime.c — date parts and date arithmetic: the table of date
 * parts every mapping reads (names, steps, truncation fields, the value of a
 * field, whole units elapsed, boundaries crossed), and the handlers of
 * DATEADD, DATE_ADD, DATEDIFF, DATE_DIFF, TIMESTAMPDIFF, DATEPART,
 * DATENAME, LAST_DAY, UNIX_TIMESTAMP, DATE_TRUNC and their kin.
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Part names and abbreviations of T-SQL, Snowflake, MySQL and BigQuery.
 * Abbreviations the engines disagree on (m: month in T-SQL, minute in
 * Snowflake; y: day of year / year; w: weekday / week) are not listed, so
 * a call using them is left alone.
 */
static const struct
{
	const char *name;
	DatePart	part;
}			date_parts[] = {
	{"year", DP_YEAR}, {"yy", DP_YEAR}, {"yyyy", DP_YEAR}, {"yyy", DP_YEAR},
	{"yr", DP_YEAR}, {"years", DP_YEAR}, {"yrs", DP_YEAR},
	{"quarter", DP_QUARTER}, {"qq", DP_QUARTER}, {"q", DP_QUARTER},
	{"qtr", DP_QUARTER}, {"qtrs", DP_QUARTER}, {"quarters", DP_QUARTER},
	{"month", DP_MONTH}, {"mm", DP_MONTH}, {"mon", DP_MONTH},
	{"mons", DP_MONTH}, {"months", DP_MONTH},
	{"dayofyear", DP_DAYOFYEAR}, {"dy", DP_DAYOFYEAR}, {"doy", DP_DAYOFYEAR},
	{"yearday", DP_DAYOFYEAR},
	{"day", DP_DAY}, {"dd", DP_DAY}, {"d", DP_DAY}, {"days", DP_DAY},
	{"dayofmonth", DP_DAY},
	{"week", DP_WEEK}, {"wk", DP_WEEK}, {"ww", DP_WEEK}, {"weeks", DP_WEEK},
	{"isowk", DP_ISOWEEK}, {"isoww", DP_ISOWEEK}, {"iso_week", DP_ISOWEEK},
	{"isoweek", DP_ISOWEEK}, {"weekiso", DP_ISOWEEK},
	{"weekday", DP_WEEKDAY}, {"dw", DP_WEEKDAY},
	{"hour", DP_HOUR}, {"hh", DP_HOUR}, {"h", DP_HOUR}, {"hr", DP_HOUR},
	{"hours", DP_HOUR}, {"hrs", DP_HOUR},
	{"minute", DP_MINUTE}, {"mi", DP_MINUTE}, {"n", DP_MINUTE},
	{"min", DP_MINUTE}, {"minutes", DP_MINUTE}, {"mins", DP_MINUTE},
	{"second", DP_SECOND}, {"ss", DP_SECOND}, {"s", DP_SECOND},
	{"sec", DP_SECOND}, {"seconds", DP_SECOND}, {"secs", DP_SECOND},
	{"millisecond", DP_MILLISECOND}, {"ms", DP_MILLISECOND},
	{"msec", DP_MILLISECOND}, {"milliseconds", DP_MILLISECOND},
	{"microsecond", DP_MICROSECOND}, {"mcs", DP_MICROSECOND},
	{"us", DP_MICROSECOND}, {"usec", DP_MICROSECOND},
	{"microseconds", DP_MICROSECOND},
	{NULL, DP_NONE}
};

/* Map a part name (any case) to a DatePart. */
DatePart
date_part_named(const char *w)
{
	int			k;

	if (!w)
		return DP_NONE;
	for (k = 0; date_parts[k].name; k++)
		if (ascii_iequal(w, date_parts[k].name))
			return date_parts[k].part;
	return DP_NONE;
}

static const DatePartInfo date_part_table[] = {
	[DP_NONE] = {"?", NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL, DT_ASIS, NULL},
	[DP_YEAR] = {"year", "INTERVAL '1 year'", "year", 1, "year", "year", "year",
		"CAST(EXTRACT(YEAR FROM %s) AS integer)",
		"CAST(EXTRACT(YEAR FROM age(%s, %s)) AS integer)",
		DT_ASIS, "CAST(EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s) AS integer)"},
	[DP_QUARTER] = {"quarter", "INTERVAL '3 months'", "months", 3, "quarter", "quarter", "quarter",
		"CAST(EXTRACT(QUARTER FROM %s) AS integer)",
		"CAST(trunc((EXTRACT(YEAR FROM age(%s, %s)) * 12 + EXTRACT(MONTH FROM age(%s, %s))) / 3) AS integer)",
		DT_ASIS, "CAST((EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s)) * 4 + EXTRACT(QUARTER FROM %s) - EXTRACT(QUARTER FROM %s) AS integer)"},
	[DP_MONTH] = {"month", "INTERVAL '1 month'", "month", 1, "month", "month", "month",
		"CAST(EXTRACT(MONTH FROM %s) AS integer)",
		"CAST(EXTRACT(YEAR FROM age(%s, %s)) * 12 + EXTRACT(MONTH FROM age(%s, %s)) AS integer)",
		DT_ASIS, "CAST((EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s)) * 12 + EXTRACT(MONTH FROM %s) - EXTRACT(MONTH FROM %s) AS integer)"},
	[DP_DAYOFYEAR] = {"dayofyear", "INTERVAL '1 day'", "day", 1, NULL, "doy", NULL,
		"CAST(EXTRACT(DOY FROM %s) AS integer)",
		NULL,
		DT_DATE, "(%s - %s)"},
	[DP_DAY] = {"day", "INTERVAL '1 day'", "day", 1, "day", "day", "day",
		"CAST(EXTRACT(DAY FROM %s) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 86400) AS bigint)",
		DT_DATE, "(%s - %s)"},
	[DP_WEEK] = {"week", "INTERVAL '7 days'", "weeks", 1, "week", "week", "week",
		NULL,					/* the week number depends on the week start */
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 604800) AS bigint)",
		DT_DATE, NULL},
	[DP_ISOWEEK] = {"iso_week", "INTERVAL '7 days'", "weeks", 1, "week", "week", NULL,
		"CAST(EXTRACT(WEEK FROM %s) AS integer)",
		NULL,
		DT_DATE, NULL},
	[DP_WEEKDAY] = {"weekday", "INTERVAL '1 day'", "day", 1, NULL, NULL, NULL,
		"(CAST(EXTRACT(DOW FROM %s) AS integer) + 1)",
		NULL,
		DT_DATE, "(%s - %s)"},
	[DP_HOUR] = {"hour", "INTERVAL '1 hour'", "hour", 1, "hour", "hour", "hour",
		"CAST(EXTRACT(HOUR FROM %s) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 3600) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('hour', %s)) - EXTRACT(EPOCH FROM date_trunc('hour', %s))) / 3600 AS bigint)"},
	[DP_MINUTE] = {"minute", "INTERVAL '1 minute'", "minute", 1, "minute", "minute", "minute",
		"CAST(EXTRACT(MINUTE FROM %s) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 60) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('minute', %s)) - EXTRACT(EPOCH FROM date_trunc('minute', %s))) / 60 AS bigint)"},
	/* DATE_PART(second, x): PostgreSQL keeps the fraction, so seconds and finer are left alone */
	[DP_SECOND] = {"second", "INTERVAL '1 second'", "second", 1, "second", NULL, "second",
		"CAST(floor(EXTRACT(SECOND FROM %s)) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s))) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('second', %s)) - EXTRACT(EPOCH FROM date_trunc('second', %s))) AS bigint)"},
	[DP_MILLISECOND] = {"millisecond", "INTERVAL '1 millisecond'", "millisecond", 1, "milliseconds", NULL, "millisecond",
		"(CAST(floor(EXTRACT(MILLISECONDS FROM %s)) AS integer) %% 1000)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) * 1000) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('milliseconds', %s)) - EXTRACT(EPOCH FROM date_trunc('milliseconds', %s))) * 1000 AS bigint)"},
	[DP_MICROSECOND] = {"microsecond", "INTERVAL '1 microsecond'", "microsecond", 1, "microseconds", NULL, "microsecond",
		"(CAST(EXTRACT(MICROSECONDS FROM %s) AS integer) %% 1000000)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) * 1000000) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM %s) - EXTRACT(EPOCH FROM %s)) * 1000000 AS bigint)"},
};

/* The row of a part (the DP_NONE row for anything out of range). */
const DatePartInfo *
date_part_info(DatePart p)
{
	if ((int) p < 0 || (size_t) p >= sizeof(date_part_table) / sizeof(date_part_table[0]))
		p = DP_NONE;
	return &date_part_table[p];
}

/* Interval for n steps of a part, as a literal: INTERVAL '<n> unit'. */
char *
interval_literal(RewriteCtx *ctx, DatePart p, long long n)
{
	const DatePartInfo *info = date_part_info(p);

	return arena_printf(ctx, "INTERVAL '%lld %s'", n * info->literal_factor, info->literal_unit);
}

/* Is w the word, or the word with a plural s (any case)? */
static bool
word_or_plural(const char *w, const char *word)
{
	size_t		len = strlen(word);

	return strlen(w) >= len && ascii_istarts(w, word) &&
		(w[len] == '\0' || (ascii_lower(w[len]) == 's' && w[len + 1] == '\0'));
}

/* Unit words of MySQL / BigQuery INTERVAL n UNIT. */
DatePart
interval_unit_part(RewriteCtx *ctx, int i)
{
	char	   *w = tok_lower_word(ctx, i);
	int			p;

	if (!w)
		return DP_NONE;
	for (p = DP_NONE + 1; p <= DP_MICROSECOND; p++)
		if (date_part_table[p].interval_word && word_or_plural(w, date_part_table[p].interval_word))
			return (DatePart) p;
	return DP_NONE;
}

/* Can argument a be a date/time value?  A number literal only as T-SQL's 0 (1900-01-01). */
bool
arg_is_datetime(RewriteCtx *ctx, const DialectCall *call, int a, bool zero_ok)
{
	long long	v;
	int			s;

	if (a >= call->nargs || range_empty(ctx, call->args[a]))
		return false;
	if (range_int(ctx, call->args[a], &v))
		return zero_ok && v == 0;
	s = range_single(ctx, call->args[a]);
	if (s >= 0 && tok_kind(ctx, s) == SQLTOK_NUMBER)
		return false;
	if (s >= 0 && tok_kind(ctx, s) == SQLTOK_STRING && !string_content(ctx, s))
		return false;
	return true;
}

/* Is the argument already a timestamp without time zone (one of the calls we map to one)? */
bool
arg_is_timestamp(RewriteCtx *ctx, SqlRange r)
{
	static const char *const ts_calls[] = {
		"getdate", "sysdatetime", "getutcdate", "sysutcdatetime", "dateadd",
		"timestampadd", "datetime", "current_datetime", "utc_timestamp", "sysdate", NULL
	};
	int			f = range_first(ctx, r);
	int			l = range_last(ctx, r);

	if (f < 0)
		return false;
	if (f == l)
		return tok_is_word(ctx, f, "localtimestamp");
	return tok_kind(ctx, f) == SQLTOK_IDENT && tok_is_punct(ctx, tok_next(ctx, f), '(') && tok_match(ctx, tok_next(ctx, f)) == l &&
		word_in_list(tok_lower_word(ctx, f), ts_calls);
}

/* A date/time argument in the form a mapping needs (checked by arg_is_datetime). */
char *
call_arg_datetime(RewriteCtx *ctx, const DialectCall *call, int a, DateArgForm how)
{
	long long	v;
	char	   *lit;
	char	   *s;

	if (range_int(ctx, call->args[a], &v) && v == 0)
		return how == DT_DATE ? "DATE '1900-01-01'" : "TIMESTAMP '1900-01-01'";
	lit = range_string(ctx, call->args[a]);
	if (lit)
	{
		switch (how)
		{
			case DT_DATE:
				return arena_printf(ctx, "DATE %s", quote_literal(ctx, lit));
			case DT_TSTZ:
				return arena_printf(ctx, "TIMESTAMPTZ %s", quote_literal(ctx, lit));
			default:
				return arena_printf(ctx, "TIMESTAMP %s", quote_literal(ctx, lit));
		}
	}
	s = call_arg(ctx, call, a);
	switch (how)
	{
		case DT_TS:
			if (arg_is_timestamp(ctx, call->args[a]))
				return s;
			return arena_printf(ctx, "CAST(%s AS timestamp)", s);
		case DT_DATE:
			return arena_printf(ctx, "CAST(%s AS date)", s);
		case DT_TSTZ:
			return arena_printf(ctx, "CAST(%s AS timestamptz)", s);
		default:
			return paren_unless_simple(ctx, call->args[a], s);
	}
}

/* Part named by argument a (an unquoted word or a string). */
static DatePart
call_arg_part(RewriteCtx *ctx, const DialectCall *call, int a)
{
	char	   *w;

	if (a >= call->nargs)
		return DP_NONE;
	w = range_word(ctx, call->args[a]);
	if (w && ascii_istarts(w, "sql_tsi_"))
		w += 8;
	return date_part_named(w);
}

/* Number of boundaries of a part crossed from a to b (T-SQL, Snowflake, BigQuery DATE_DIFF). */
static char *
boundaries_crossed(RewriteCtx *ctx, DatePart p, int week_start, const DialectCall *call, int ia, int ib)
{
	const DatePartInfo *info = date_part_info(p);
	char	   *a,
			   *b;
	const char *f;

	if (p == DP_WEEK || p == DP_ISOWEEK)
	{
		if (p == DP_ISOWEEK)
			week_start = 1;
		if (week_start < 0)
			return NULL;
		f = week_start ? "ISODOW" : "DOW";
		a = call_arg_datetime(ctx, call, ia, DT_DATE);
		b = call_arg_datetime(ctx, call, ib, DT_DATE);
		return arena_printf(ctx, "((%s - CAST(EXTRACT(%s FROM %s) AS integer)) - (%s - CAST(EXTRACT(%s FROM %s) AS integer))) / 7",
							b, f, b, a, f, a);
	}
	if (!info->boundaries)
		return NULL;
	a = call_arg_datetime(ctx, call, ia, info->boundary_arg);
	b = call_arg_datetime(ctx, call, ib, info->boundary_arg);
	return arena_printf(ctx, info->boundaries, b, a, b, a);
}

/* Does boundaries_crossed() support this part (given the week convention)? */
static bool
boundaries_supported(DatePart p, int week_start)
{
	if (p == DP_NONE)
		return false;
	if (p == DP_WEEK && week_start < 0)
		return false;
	return true;
}

/* Whole units elapsed from a to b, truncated (MySQL TIMESTAMPDIFF, BigQuery TIMESTAMP_DIFF). */
static char *
whole_units_elapsed(RewriteCtx *ctx, DatePart p, const char *a, const char *b)
{
	const DatePartInfo *info = date_part_info(p);

	return info->elapsed ? arena_printf(ctx, info->elapsed, b, a, b, a) : NULL;
}

/* One field of a date as T-SQL DATEPART / MySQL YEAR() etc. return it (an integer). */
static char *
part_field_value(RewriteCtx *ctx, DatePart p, const char *d)
{
	const DatePartInfo *info = date_part_info(p);

	return info->value ? arena_printf(ctx, info->value, d) : NULL;
}

/* Week convention of a DATEDIFF(week, ...): T-SQL counts Sundays, Snowflake Mondays. */
static int
datediff_week_start(RewriteCtx *ctx)
{
	int			h = ctx->hints & (HINT_TSQL | HINT_SNOWFLAKE);

	if (h == HINT_TSQL)
		return 0;
	if (h == HINT_SNOWFLAKE)
		return 1;
	return -1;
}

/* T-SQL / Snowflake DATEADD(part, n, d) and MySQL TIMESTAMPADD(unit, n, d). */
bool
map_dateadd(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	DatePart	p;
	long long	n;
	char	   *iv;
	char	   *d;

	if (call->nargs != 3)
		return false;
	p = call_arg_part(ctx, call, 0);
	if (p == DP_NONE || range_empty(ctx, call->args[1]) || !arg_is_datetime(ctx, call, 2, true))
		return false;
	if (range_int(ctx, call->args[1], &n))
		iv = interval_literal(ctx, p, n);
	else
		iv = arena_printf(ctx, "%s * %s", call_arg_operand(ctx, call, 1), date_part_info(p)->step);
	d = call_arg_datetime(ctx, call, 2, DT_ASIS);
	return emit_mapping(ctx, out, arena_printf(ctx, "(%s + %s)", d, iv),
				arena_printf(ctx, "%s(%s, n, d) → d + interval", ascii_iequal(call->lname, "timestampadd") ? "MySQL TIMESTAMPADD" : "T-SQL/Snowflake DATEADD",
					date_part_info(p)->name));
}

/*
 * MySQL / BigQuery DATE_ADD(d, INTERVAL n UNIT), DATE_SUB, ADDDATE(d, n),
 * SUBDATE, DATETIME_ADD, TIMESTAMP_ADD ... → d ± interval.
 */
bool
map_date_add(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	bool		minus = strstr(call->lname, "sub") != NULL;
	int			f,
				l;
	DatePart	p = DP_DAY;
	long long	n;
	char	   *iv;
	char	   *d;
	SqlRange	opr;

	if (call->nargs != 2 || !arg_is_datetime(ctx, call, 0, false))
		return false;
	f = range_first(ctx, call->args[1]);
	l = range_last(ctx, call->args[1]);
	if (f < 0)
		return false;
	if (tok_is_word(ctx, f, "interval"))
	{
		char	   *s;

		p = interval_unit_part(ctx, l);
		opr.from = tok_next(ctx, f);
		opr.to = l;
		if (p == DP_NONE || range_empty(ctx, opr))
			return false;
		s = range_string(ctx, opr);
		if (s)
		{
			char	   *end;

			n = strtoll(s, &end, 10);
			if (end == s || *end != '\0')
				return false;
			iv = interval_literal(ctx, p, n);
		}
		else if (range_int(ctx, opr, &n))
			iv = interval_literal(ctx, p, n);
		else
			iv = arena_printf(ctx, "%s * %s", paren_unless_simple(ctx, opr, rewrite_span(ctx, opr.from, opr.to)), date_part_info(p)->step);
	}
	else
	{
		/* ADDDATE(d, n) and Spark-style DATE_ADD(d, n) count days */
		if (range_int(ctx, call->args[1], &n))
			iv = interval_literal(ctx, DP_DAY, n);
		else
			iv = arena_printf(ctx, "%s * INTERVAL '1 day'", call_arg_operand(ctx, call, 1));
	}
	d = call_arg_datetime(ctx, call, 0, DT_ASIS);
	return emit_mapping(ctx, out, arena_printf(ctx, "(%s %c %s)", d, minus ? '-' : '+', iv),
				arena_printf(ctx, "%s(d, INTERVAL n %s) → d %c interval", call->uname, date_part_info(p)->name, minus ? '-' : '+'));
}

/* DATEDIFF: T-SQL/Snowflake (part, a, b) boundaries; MySQL (a, b) days. */
bool
map_datediff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	DatePart	p;
	int			ws = datediff_week_start(ctx);
	char	   *r;

	if (call->nargs == 2 && !ascii_iequal(call->lname, "datediff_big"))
	{
		if (!arg_is_datetime(ctx, call, 0, false) || !arg_is_datetime(ctx, call, 1, false))
			return false;
		return emit_mapping(ctx, out, arena_printf(ctx, "(%s - %s)", call_arg_datetime(ctx, call, 0, DT_DATE), call_arg_datetime(ctx, call, 1, DT_DATE)),
					"MySQL DATEDIFF(a, b) → a::date - b::date");
	}
	if (call->nargs != 3)
		return false;
	p = call_arg_part(ctx, call, 0);
	if (!boundaries_supported(p, ws) || !arg_is_datetime(ctx, call, 1, true) || !arg_is_datetime(ctx, call, 2, true))
		return false;
	r = boundaries_crossed(ctx, p, ws, call, 1, 2);
	if (!r)
		return false;
	return emit_mapping(ctx, out, r,
				arena_printf(ctx, "T-SQL/Snowflake DATEDIFF(%s, a, b) → %s boundaries crossed from a to b", date_part_info(p)->name, date_part_info(p)->name));
}

/* BigQuery part argument: WORD or WEEK(SUNDAY|MONDAY). Sets week_start for weeks. */
static DatePart
bigquery_part_arg(RewriteCtx *ctx, const DialectCall *call, int a, int *week_start)
{
	int			f = range_first(ctx, call->args[a]);
	int			l = range_last(ctx, call->args[a]);
	DatePart	p;

	*week_start = 0;			/* BigQuery WEEK starts on Sunday */
	if (f < 0 || tok_kind(ctx, f) != SQLTOK_IDENT)
		return DP_NONE;
	if (f == l)
	{
		char	   *w = tok_lower_word(ctx, f);

		if (ascii_iequal(w, "isoweek"))
			return DP_ISOWEEK;
		if (!(ascii_iequal(w, "year") || ascii_iequal(w, "quarter") || ascii_iequal(w, "month") || ascii_iequal(w, "week") ||
			  ascii_iequal(w, "day") || ascii_iequal(w, "hour") || ascii_iequal(w, "minute") || ascii_iequal(w, "second") ||
			  ascii_iequal(w, "millisecond") || ascii_iequal(w, "microsecond")))
			return DP_NONE;
		p = date_part_named(w);
		return p;
	}
	if (tok_is_word(ctx, f, "week") && tok_is_punct(ctx, tok_next(ctx, f), '(') && tok_match(ctx, tok_next(ctx, f)) == l)
	{
		int			d = tok_next(ctx, tok_next(ctx, f));

		if (tok_next(ctx, d) != l)
			return DP_NONE;
		if (tok_is_word(ctx, d, "sunday"))
			return DP_WEEK;
		if (tok_is_word(ctx, d, "monday"))
		{
			*week_start = 1;
			return DP_WEEK;
		}
	}
	return DP_NONE;
}

/* BigQuery DATE_DIFF / DATETIME_DIFF(a, b, part): boundaries from b to a. */
bool
map_date_diff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			ws;
	DatePart	p;
	char	   *r;

	if (call->nargs != 3)
		return false;
	p = bigquery_part_arg(ctx, call, 2, &ws);
	if (p == DP_NONE || !arg_is_datetime(ctx, call, 0, false) || !arg_is_datetime(ctx, call, 1, false))
		return false;
	r = boundaries_crossed(ctx, p, ws, call, 1, 0);
	if (!r)
		return false;
	return emit_mapping(ctx, out, r, arena_printf(ctx, "BigQuery %s(a, b, %s) → %s boundaries crossed from b to a",
							   ascii_iequal(call->lname, "date_diff") ? "DATE_DIFF" : "DATETIME_DIFF",
							   date_part_info(p)->name, date_part_info(p)->name));
}

/* MySQL TIMESTAMPDIFF(unit, a, b): whole units from a to b. */
bool
map_timestampdiff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	DatePart	p;
	char	   *r;

	if (call->nargs != 3)
		return false;
	p = call_arg_part(ctx, call, 0);
	if (p == DP_NONE || p == DP_DAYOFYEAR || p == DP_WEEKDAY || p == DP_ISOWEEK ||
		!arg_is_datetime(ctx, call, 1, false) || !arg_is_datetime(ctx, call, 2, false))
		return false;
	r = whole_units_elapsed(ctx, p, call_arg_datetime(ctx, call, 1, DT_TS), call_arg_datetime(ctx, call, 2, DT_TS));
	if (!r)
		return false;
	return emit_mapping(ctx, out, r, arena_printf(ctx, "MySQL TIMESTAMPDIFF(%s, a, b) → whole %ss elapsed from a to b",
							   date_part_info(p)->name, date_part_info(p)->name));
}

/* BigQuery TIMESTAMP_DIFF(a, b, part): whole units from b to a (up to DAY). */
bool
map_timestamp_diff(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			ws;
	DatePart	p;
	char	   *a,
			   *b;

	if (call->nargs != 3)
		return false;
	p = bigquery_part_arg(ctx, call, 2, &ws);
	if (!(p == DP_MICROSECOND || p == DP_MILLISECOND || p == DP_SECOND || p == DP_MINUTE ||
		  p == DP_HOUR || p == DP_DAY) || !arg_is_datetime(ctx, call, 0, false) || !arg_is_datetime(ctx, call, 1, false))
		return false;
	a = call_arg_datetime(ctx, call, 0, DT_ASIS);
	b = call_arg_datetime(ctx, call, 1, DT_ASIS);
	return emit_mapping(ctx, out, whole_units_elapsed(ctx, p, b, a),
				arena_printf(ctx, "BigQuery TIMESTAMP_DIFF(a, b, %s) → whole %ss elapsed from b to a", date_part_info(p)->name, date_part_info(p)->name));
}

/* T-SQL DATEPART(part, d). */
bool
map_datepart(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	DatePart	p;
	char	   *r;

	if (call->nargs != 2)
		return false;
	p = call_arg_part(ctx, call, 0);
	if (p == DP_NONE || p == DP_WEEK || !arg_is_datetime(ctx, call, 1, true))
		return false;
	r = part_field_value(ctx, p, call_arg_datetime(ctx, call, 1, DT_ASIS));
	if (!r)
		return false;
	return emit_mapping(ctx, out, r, p == DP_WEEKDAY ?
				"T-SQL DATEPART(weekday, d) → EXTRACT(DOW FROM d) + 1 (1 = Sunday, T-SQL's default DATEFIRST)" :
				arena_printf(ctx, "T-SQL DATEPART(%s, d) → EXTRACT(... FROM d)", date_part_info(p)->name));
}

/* T-SQL DATENAME(part, d). */
bool
map_datename(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	DatePart	p;
	char	   *r;
	char	   *d;

	if (call->nargs != 2)
		return false;
	p = call_arg_part(ctx, call, 0);
	if (p == DP_NONE || p == DP_WEEK || !arg_is_datetime(ctx, call, 1, true))
		return false;
	d = call_arg_datetime(ctx, call, 1, DT_ASIS);
	if (p == DP_MONTH)
		r = arena_printf(ctx, "to_char(%s, 'FMMonth')", d);
	else if (p == DP_WEEKDAY)
		r = arena_printf(ctx, "to_char(%s, 'FMDay')", d);
	else
	{
		r = part_field_value(ctx, p, d);
		if (!r)
			return false;
		r = arena_printf(ctx, "CAST(%s AS text)", r);
	}
	return emit_mapping(ctx, out, r, "T-SQL DATENAME → to_char / EXTRACT");
}

/* MySQL / T-SQL one-field functions: YEAR(d), MONTH(d), DAY(d), HOUR(d), DAYOFWEEK(d), ... */
bool
map_field(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	const char *n = call->lname;
	DatePart	p = DP_NONE;
	char	   *d;
	char	   *r;

	if (call->nargs != 1 || !arg_is_datetime(ctx, call, 0, false))
		return false;
	if (ascii_iequal(n, "year"))
		p = DP_YEAR;
	else if (ascii_iequal(n, "quarter"))
		p = DP_QUARTER;
	else if (ascii_iequal(n, "month"))
		p = DP_MONTH;
	else if (ascii_iequal(n, "day") || ascii_iequal(n, "dayofmonth"))
		p = DP_DAY;
	else if (ascii_iequal(n, "dayofyear"))
		p = DP_DAYOFYEAR;
	else if (ascii_iequal(n, "dayofweek"))
		p = DP_WEEKDAY;			/* MySQL: 1 = Sunday */
	else if (ascii_iequal(n, "weekofyear"))
		p = DP_ISOWEEK;
	else if (ascii_iequal(n, "hour"))
		p = DP_HOUR;
	else if (ascii_iequal(n, "minute"))
		p = DP_MINUTE;
	else if (ascii_iequal(n, "second"))
		p = DP_SECOND;
	d = call_arg_datetime(ctx, call, 0, DT_ASIS);
	if (ascii_iequal(n, "weekday"))
		r = arena_printf(ctx, "(CAST(EXTRACT(ISODOW FROM %s) AS integer) - 1)", d);	/* MySQL: 0 = Monday */
	else if (ascii_iequal(n, "dayname"))
		r = arena_printf(ctx, "to_char(%s, 'FMDay')", d);
	else if (ascii_iequal(n, "monthname"))
		r = arena_printf(ctx, "to_char(%s, 'FMMonth')", d);
	else
		r = part_field_value(ctx, p, d);
	if (!r)
		return false;
	return emit_mapping(ctx, out, r, arena_printf(ctx, "%s(d) → %s", call->uname,
							   (ascii_iequal(n, "dayname") || ascii_iequal(n, "monthname")) ? "to_char(d, ...)" : "EXTRACT(... FROM d)"));
}

/* LAST_DAY(d [, month]) / EOMONTH(d [, n]) → last day of the month. */
bool
map_last_day(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	long long	n = 0;

	if (call->nargs < 1 || call->nargs > 2 || !arg_is_datetime(ctx, call, 0, false))
		return false;
	if (call->nargs == 2)
	{
		if (ascii_iequal(call->lname, "eomonth"))
		{
			if (!range_int(ctx, call->args[1], &n) || n < -100000 || n > 100000)
				return false;
		}
		else
		{
			if (call_arg_part(ctx, call, 1) != DP_MONTH)
				return false;
		}
	}
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(date_trunc('month', %s) + INTERVAL '%lld month' - INTERVAL '1 day' AS date)",
							call_arg_datetime(ctx, call, 0, DT_TS), n + 1),
				arena_printf(ctx, "%s(d) → last day of the month of d", ascii_iequal(call->lname, "eomonth") ? "T-SQL EOMONTH" : "LAST_DAY"));
}

/* MySQL UNIX_TIMESTAMP(d). */
bool
map_unix_timestamp(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs != 1 || !arg_is_datetime(ctx, call, 0, false))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", call_arg_datetime(ctx, call, 0, DT_TSTZ)),
				"MySQL UNIX_TIMESTAMP(d) → epoch seconds");
}

/* BigQuery TIMESTAMP_SECONDS / _MILLIS / _MICROS, UNIX_SECONDS / UNIX_MILLIS / UNIX_DATE. */
bool
map_bigquery_epoch(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	const char *n = call->lname;
	char	   *r;

	if (call->nargs != 1 || range_empty(ctx, call->args[0]))
		return false;
	if (ascii_iequal(n, "timestamp_seconds"))
		r = arena_printf(ctx, "to_timestamp(%s)", call_arg(ctx, call, 0));
	else if (ascii_iequal(n, "timestamp_millis"))
		r = arena_printf(ctx, "to_timestamp(%s / 1000.0)", call_arg_operand(ctx, call, 0));
	else if (ascii_iequal(n, "timestamp_micros"))
		r = arena_printf(ctx, "to_timestamp(%s / 1000000.0)", call_arg_operand(ctx, call, 0));
	else if (ascii_iequal(n, "unix_seconds"))
		r = arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", call_arg_datetime(ctx, call, 0, DT_ASIS));
	else if (ascii_iequal(n, "unix_millis"))
		r = arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s) * 1000) AS bigint)", call_arg_datetime(ctx, call, 0, DT_ASIS));
	else if (ascii_iequal(n, "unix_date"))
		r = arena_printf(ctx, "(%s - DATE '1970-01-01')", call_arg_datetime(ctx, call, 0, DT_DATE));
	else
		return false;
	return emit_mapping(ctx, out, r, arena_printf(ctx, "BigQuery %s → epoch arithmetic", call->uname));
}

/* BigQuery DATE_TRUNC(d, PART) / TIMESTAMP_TRUNC / DATETIME_TRUNC; Snowflake DATE_TRUNC(part, d). */
bool
map_date_trunc(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	bool		isdate = ascii_iequal(call->lname, "date_trunc");
	int			ws;
	DatePart	p;
	const char *field;
	char	   *x;

	if (call->nargs != 2 || range_string(ctx, call->args[0]))
		return false;			/* PostgreSQL's own date_trunc('month', x) */
	p = bigquery_part_arg(ctx, call, 1, &ws);
	if (p != DP_NONE)
	{
		if (!arg_is_datetime(ctx, call, 0, false))
			return false;
		field = date_part_info(p)->trunc_field;
		if (!field)
			return false;
		if (isdate)
		{
			if (!(p == DP_YEAR || p == DP_QUARTER || p == DP_MONTH || p == DP_WEEK ||
				  p == DP_ISOWEEK || p == DP_DAY))
				return false;
			if (p == DP_WEEK && ws == 0)
			{
				x = call_arg_datetime(ctx, call, 0, DT_DATE);
				return emit_mapping(ctx, out, arena_printf(ctx, "(%s - CAST(EXTRACT(DOW FROM %s) AS integer))", x, x),
							"BigQuery DATE_TRUNC(d, WEEK) → the Sunday starting d's week");
			}
			return emit_mapping(ctx, out, arena_printf(ctx, "CAST(date_trunc('%s', %s) AS date)", field, call_arg_datetime(ctx, call, 0, DT_TS)),
						arena_printf(ctx, "BigQuery DATE_TRUNC(d, %s) → CAST(date_trunc('%s', d) AS date)", field, field));
		}
		x = call_arg_datetime(ctx, call, 0, DT_ASIS);
		if (p == DP_WEEK && ws == 0)
			return emit_mapping(ctx, out, arena_printf(ctx, "(date_trunc('day', %s) - CAST(EXTRACT(DOW FROM %s) AS integer) * INTERVAL '1 day')", x, x),
						arena_printf(ctx, "BigQuery %s(x, WEEK) → start of the Sunday week", call->uname));
		return emit_mapping(ctx, out, arena_printf(ctx, "date_trunc('%s', %s)", field, x),
					arena_printf(ctx, "BigQuery %s(x, %s) → date_trunc('%s', x)", call->uname, field, field));
	}
	if (isdate)
	{
		int			w = range_single(ctx, call->args[0]);

		if (w < 0 || tok_kind(ctx, w) != SQLTOK_IDENT || !arg_is_datetime(ctx, call, 1, false))
			return false;
		p = date_part_named(tok_lower_word(ctx, w));
		field = (p == DP_ISOWEEK || p == DP_MILLISECOND || p == DP_MICROSECOND) ? NULL : date_part_info(p)->trunc_field;
		if (!field)
			return false;
		return emit_mapping(ctx, out, arena_printf(ctx, "date_trunc('%s', %s)", field, call_arg(ctx, call, 1)),
					arena_printf(ctx, "Snowflake DATE_TRUNC(%s, x) → date_trunc('%s', x)", field, field));
	}
	return false;
}
