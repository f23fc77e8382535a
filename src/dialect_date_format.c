/*
 * dialect_date_format.c — date format strings (MySQL %Y-%m-%d, strftime,
 * .NET yyyy-MM-dd) as to_char templates, and the calls that take one:
 * DATE_FORMAT, STR_TO_DATE, FROM_UNIXTIME(n, fmt), FORMAT, FORMAT_DATE,
 * PARSE_DATE, TO_VARCHAR.
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ----------------------------------------------------------------
 * Date format strings → to_char templates
 * ---------------------------------------------------------------- */

/* Pending literal text of a to_char template. */
typedef struct FormatTemplate
{
	SqlBuf		out;
	SqlBuf		lit;
	bool		has_time;
	bool		any;			/* at least one pattern */
} FormatTemplate;

/* Initialise a template builder. */
static void
template_init(FormatTemplate *t)
{
	sqlbuf_init(&t->out);
	sqlbuf_init(&t->lit);
	t->has_time = false;
	t->any = false;
}

/* Write pending literal text, double-quoted when to_char could read it as a pattern. */
static void
template_flush(FormatTemplate *t)
{
	const char *p;
	bool		quote = false;

	if (t->lit.len == 0)
		return;
	for (p = t->lit.data; *p; p++)
		if (!(*p == ' ' || *p == '-' || *p == '/' || *p == ':' || *p == '.' || *p == ','))
			quote = true;
	if (quote)
	{
		sqlbuf_putc(&t->out, '"');
		for (p = t->lit.data; *p; p++)
		{
			if (*p == '"' || *p == '\\')
				sqlbuf_putc(&t->out, '\\');
			sqlbuf_putc(&t->out, *p);
		}
		sqlbuf_putc(&t->out, '"');
	}
	else
		sqlbuf_puts(&t->out, t->lit.data);
	sqlbuf_free(&t->lit);
}

/* Append a to_char pattern. */
static void
template_pattern(FormatTemplate *t, const char *pat, bool time)
{
	template_flush(t);
	sqlbuf_puts(&t->out, pat);
	t->any = true;
	if (time)
		t->has_time = true;
}

/* Finish: the template (arena) or NULL when it failed. */
static char *
template_finish(RewriteCtx *ctx, FormatTemplate *t, bool ok)
{
	template_flush(t);
	sqlbuf_free(&t->lit);
	if (!ok || !t->any)
	{
		sqlbuf_free(&t->out);
		return NULL;
	}
	return arena_keep(ctx, sqlbuf_finish(&t->out));
}

/* One %-code of a date format and its to_char pattern. */
typedef struct FmtCode
{
	char		code;
	const char *pat;
	bool		time;			/* a time-of-day field */
	bool		sqlite_only;
} FmtCode;

/* MySQL DATE_FORMAT / STR_TO_DATE codes. */
static const FmtCode mysql_codes[] = {
	{'a', "Dy", false, false}, {'b', "Mon", false, false}, {'c', "FMMM", false, false},
	{'D', "FMDDth", false, false}, {'d', "DD", false, false}, {'e', "FMDD", false, false},
	{'f', "US", true, false}, {'H', "HH24", true, false}, {'h', "HH12", true, false},
	{'I', "HH12", true, false}, {'i', "MI", true, false}, {'j', "DDD", false, false},
	{'k', "FMHH24", true, false}, {'l', "FMHH12", true, false}, {'M', "FMMonth", false, false},
	{'m', "MM", false, false}, {'p', "AM", true, false}, {'r', "HH12:MI:SS AM", true, false},
	{'S', "SS", true, false}, {'s', "SS", true, false}, {'T', "HH24:MI:SS", true, false},
	{'v', "IW", false, false}, {'W', "FMDay", false, false}, {'x', "IYYY", false, false},
	{'Y', "YYYY", false, false}, {'y', "YY", false, false},
	{0, NULL, false, false}
};

/* strftime codes: SQLite strftime, BigQuery FORMAT_DATE / PARSE_DATE. */
static const FmtCode strftime_codes[] = {
	{'Y', "YYYY", false, false}, {'m', "MM", false, false}, {'d', "DD", false, false},
	{'H', "HH24", true, false}, {'M', "MI", true, false}, {'S', "SS", true, false},
	{'j', "DDD", false, false}, {'y', "YY", false, false}, {'B', "FMMonth", false, false},
	{'b', "Mon", false, false}, {'h', "Mon", false, false}, {'A', "FMDay", false, false},
	{'a', "Dy", false, false}, {'I', "HH12", true, false}, {'p', "AM", true, false},
	{'F', "YYYY-MM-DD", false, false}, {'T', "HH24:MI:SS", true, false},
	{'R', "HH24:MI", true, false}, {'D', "MM/DD/YY", false, false}, {'u', "ID", false, false},
	{'V', "IW", false, false}, {'G', "IYYY", false, false}, {'Q', "Q", false, false},
	{'f', "SS.MS", true, true},
	{0, NULL, false, false}
};

/* A %-code date format → to_char template; NULL when a code has no equivalent. */
static char *
percent_template(RewriteCtx *ctx, const char *f, const FmtCode *codes, bool sqlite, bool *has_time)
{
	FormatTemplate		t;
	const char *p;
	bool		ok = true;
	char	   *r;

	template_init(&t);
	for (p = f; *p && ok; p++)
	{
		int			k;

		if (*p != '%')
		{
			sqlbuf_putc(&t.lit, *p);
			continue;
		}
		p++;
		if (*p == '%')
		{
			sqlbuf_putc(&t.lit, '%');
			continue;
		}
		ok = false;
		for (k = 0; codes[k].code; k++)
			if (codes[k].code == *p && (sqlite || !codes[k].sqlite_only))
			{
				template_pattern(&t, codes[k].pat, codes[k].time);
				ok = true;
				break;
			}
		if (!*p)
			break;
	}
	r = template_finish(ctx, &t, ok);
	if (has_time)
		*has_time = t.has_time;
	return r;
}

/* MySQL DATE_FORMAT codes → to_char template. */
static char *
mysql_template(RewriteCtx *ctx, const char *f, bool *has_time)
{
	return percent_template(ctx, f, mysql_codes, false, has_time);
}

/* strftime codes → to_char template (%f only for SQLite). */
char *
strftime_template(RewriteCtx *ctx, const char *f, bool sqlite, bool *has_time)
{
	return percent_template(ctx, f, strftime_codes, sqlite, has_time);
}

/* .NET custom date format (T-SQL FORMAT) → to_char template. */
static char *
dotnet_template(RewriteCtx *ctx, const char *f)
{
	static const struct
	{
		char		ch;
		int			len;
		const char *pat;
	}			map[] = {
		{'y', 4, "YYYY"}, {'y', 2, "YY"},
		{'M', 4, "FMMonth"}, {'M', 3, "Mon"}, {'M', 2, "MM"}, {'M', 1, "FMMM"},
		{'d', 4, "FMDay"}, {'d', 3, "Dy"}, {'d', 2, "DD"}, {'d', 1, "FMDD"},
		{'H', 2, "HH24"}, {'H', 1, "FMHH24"}, {'h', 2, "HH12"}, {'h', 1, "FMHH12"},
		{'m', 2, "MI"}, {'m', 1, "FMMI"}, {'s', 2, "SS"}, {'s', 1, "FMSS"},
		{'t', 2, "AM"}, {'f', 3, "MS"}, {'f', 6, "US"},
		{0, 0, NULL}
	};
	FormatTemplate		t;
	const char *p;
	bool		ok = true;

	if (strlen(f) < 2)
		return NULL;			/* one letter is a standard format ("d", "D", "N") */
	template_init(&t);
	for (p = f; *p && ok;)
	{
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))
		{
			int			run = 1;
			int			k;
			bool		found = false;

			while (p[run] == *p)
				run++;
			for (k = 0; map[k].ch; k++)
				if (map[k].ch == *p && map[k].len == run)
				{
					template_pattern(&t, map[k].pat, strchr("Hhmstf", *p) != NULL);
					found = true;
					break;
				}
			if (!found)
				ok = false;
			p += run;
		}
		else if (strchr(" -/:.,", *p))
			sqlbuf_putc(&t.lit, *p++);
		else
			ok = false;
	}
	return template_finish(ctx, &t, ok);
}

/* MySQL FROM_UNIXTIME(n [, fmt]). */
bool
map_from_unixtime(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *f = NULL;

	if (call->nargs < 1 || call->nargs > 2 || range_empty(ctx, call->args[0]))
		return false;
	if (call->nargs == 2)
	{
		char	   *s = range_string(ctx, call->args[1]);

		if (!s || !(f = mysql_template(ctx, s, NULL)))
			return false;
		return emit_mapping(ctx, out, arena_printf(ctx, "to_char(to_timestamp(%s), %s)", call_arg(ctx, call, 0), quote_literal(ctx, f)),
					"MySQL FROM_UNIXTIME(n, fmt) → to_char(to_timestamp(n), ...)");
	}
	return emit_mapping(ctx, out, arena_printf(ctx, "to_timestamp(%s)", call_arg(ctx, call, 0)), "MySQL FROM_UNIXTIME(n) → to_timestamp(n)");
}

/* MySQL DATE_FORMAT(d, fmt) → to_char. */
bool
map_date_format(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *s;
	char	   *t;

	if (call->nargs != 2 || !arg_is_datetime(ctx, call, 0, false))
		return false;
	s = range_string(ctx, call->args[1]);
	if (!s || !(t = mysql_template(ctx, s, NULL)))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "to_char(%s, %s)", call_arg_datetime(ctx, call, 0, DT_ASIS), quote_literal(ctx, t)),
				arena_printf(ctx, "MySQL DATE_FORMAT(d, %s) → to_char(d, %s)", quote_literal(ctx, s), quote_literal(ctx, t)));
}

/* MySQL STR_TO_DATE(s, fmt) → to_date / to_timestamp. */
bool
map_str_to_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *s;
	char	   *t;
	bool		has_time;

	if (call->nargs != 2 || range_empty(ctx, call->args[0]))
		return false;
	s = range_string(ctx, call->args[1]);
	if (!s || !(t = mysql_template(ctx, s, &has_time)))
		return false;
	if (has_time)
		return emit_mapping(ctx, out, arena_printf(ctx, "CAST(to_timestamp(%s, %s) AS timestamp)", call_arg(ctx, call, 0), quote_literal(ctx, t)),
					"MySQL STR_TO_DATE → to_timestamp");
	return emit_mapping(ctx, out, arena_printf(ctx, "to_date(%s, %s)", call_arg(ctx, call, 0), quote_literal(ctx, t)), "MySQL STR_TO_DATE → to_date");
}

/* BigQuery FORMAT_DATE / FORMAT_DATETIME / FORMAT_TIMESTAMP(fmt, x). */
bool
map_format_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *f;
	char	   *t;

	if (call->nargs != 2 || !arg_is_datetime(ctx, call, 1, false))
		return false;
	f = range_string(ctx, call->args[0]);
	if (!f || !(t = strftime_template(ctx, f, false, NULL)))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "to_char(%s, %s)", call_arg_datetime(ctx, call, 1, DT_ASIS), quote_literal(ctx, t)),
				arena_printf(ctx, "BigQuery %s(%s, x) → to_char(x, %s)", call->uname, quote_literal(ctx, f), quote_literal(ctx, t)));
}

/* BigQuery PARSE_DATE / PARSE_TIMESTAMP / PARSE_DATETIME(fmt, s). */
bool
map_parse_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *f;
	char	   *t;

	if (call->nargs != 2 || range_empty(ctx, call->args[1]))
		return false;
	f = range_string(ctx, call->args[0]);
	if (!f || !(t = strftime_template(ctx, f, false, NULL)))
		return false;
	if (ascii_iequal(call->lname, "parse_date"))
		return emit_mapping(ctx, out, arena_printf(ctx, "to_date(%s, %s)", call_arg(ctx, call, 1), quote_literal(ctx, t)), "BigQuery PARSE_DATE → to_date");
	if (ascii_iequal(call->lname, "parse_datetime"))
		return emit_mapping(ctx, out, arena_printf(ctx, "CAST(to_timestamp(%s, %s) AS timestamp)", call_arg(ctx, call, 1), quote_literal(ctx, t)),
					"BigQuery PARSE_DATETIME → to_timestamp");
	return emit_mapping(ctx, out, arena_printf(ctx, "to_timestamp(%s, %s)", call_arg(ctx, call, 1), quote_literal(ctx, t)), "BigQuery PARSE_TIMESTAMP → to_timestamp");
}

/* T-SQL FORMAT(d, '.NET date pattern'); PostgreSQL's format('%s', ...) is left alone. */
bool
map_format(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *f;
	char	   *t;

	if (call->nargs != 2 || !arg_is_datetime(ctx, call, 0, false) || range_string(ctx, call->args[0]))
		return false;
	f = range_string(ctx, call->args[1]);
	if (!f || !(t = dotnet_template(ctx, f)))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "to_char(%s, %s)", call_arg_datetime(ctx, call, 0, DT_ASIS), quote_literal(ctx, t)),
				arena_printf(ctx, "T-SQL FORMAT(d, %s) → to_char(d, %s)", quote_literal(ctx, f), quote_literal(ctx, t)));
}

/* Snowflake TO_VARCHAR(d, fmt) with a format PostgreSQL reads the same way. */
bool
map_to_varchar(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *f;
	const char *p;

	if (call->nargs == 1)
		return map_unary(ctx, call, out);
	if (call->nargs != 2 || !ascii_iequal(call->lname, "to_varchar") || range_empty(ctx, call->args[0]))
		return false;
	f = range_string(ctx, call->args[1]);
	if (!f)
		return false;
	for (p = f; *p;)
	{
		if (ascii_istarts(p, "YYYY") || ascii_istarts(p, "HH24") || ascii_istarts(p, "HH12"))
			p += 4;
		else if (ascii_istarts(p, "YY") || ascii_istarts(p, "MM") || ascii_istarts(p, "DD") || ascii_istarts(p, "MI") ||
				 ascii_istarts(p, "SS"))
			p += 2;
		else if (strchr(" -/:.,", *p))
			p++;
		else
			return false;
	}
	return emit_mapping(ctx, out, arena_printf(ctx, "to_char(%s, %s)", call_arg(ctx, call, 0), quote_literal(ctx, f)),
				"Snowflake TO_VARCHAR(d, fmt) → to_char(d, fmt)");
}
