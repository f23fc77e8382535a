/*
 * dialect_sqlite_time.c — SQLite's time functions: a time value and its
 * modifiers ('+N months', 'start of month', ...) as a PostgreSQL
 * expression, for date(), time(), datetime(), julianday(), unixepoch() and
 * strftime().
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *runtime_modifier_unit(RewriteCtx *ctx, SqlRange r);

/*
 * The time value args[first] of a SQLite time function as a timestamp
 * expression (UTC, as SQLite's) in *base (not built when dry); *next: the
 * first modifier argument.  False when the value has no exact equivalent (a
 * Julian day number, a number without 'unixepoch').
 */
static bool
sqlite_time_base(RewriteCtx *ctx, const DialectCall *call, int first, bool dry, char **base, int *next)
{
	char	   *v = range_string(ctx, call->args[first]);
	int			s = range_single(ctx, call->args[first]);
	int			m = first + 1;

	if (m < call->nargs && range_string(ctx, call->args[m]) && ascii_iequal(range_string(ctx, call->args[m]), "unixepoch"))
	{
		if (v)
			return false;
		if (!dry)
			*base = arena_printf(ctx, "(to_timestamp(%s) AT TIME ZONE 'UTC')", call_arg(ctx, call, first));
		m++;
	}
	else if (v)
	{
		const char *p = v;

		while (*p == ' ')
			p++;
		if (ascii_istarts(p, "now"))
		{
			p += 3;
			while (*p == ' ')
				p++;
			if (*p)
				return false;
			*base = "(now() AT TIME ZONE 'UTC')";
		}
		else if ((*p >= '0' && *p <= '9') && !strchr(p, '-') && !strchr(p, ':'))
			return false;		/* a Julian day number */
		else
			*base = arena_printf(ctx, "TIMESTAMP %s", quote_literal(ctx, v));
	}
	else if (s >= 0 && tok_kind(ctx, s) == SQLTOK_NUMBER)
		return false;
	else if (!dry)
	{
		*base = call_arg(ctx, call, first);
		if (!arg_is_timestamp(ctx, call->args[first]))
			*base = arena_printf(ctx, "CAST(%s AS timestamp)", *base);
	}
	*next = m;
	return true;
}

/*
 * Apply the modifier args[m] to *base (not built when dry).  *day1: the
 * value is known to be the first of its month ('start of month' or 'start
 * of year' came before), so months add without SQLite's overflow.  False
 * when the modifier has no exact equivalent.
 */
static bool
apply_sqlite_modifier(RewriteCtx *ctx, const DialectCall *call, int m, bool dry, char **base, bool *day1)
{
	char	   *mod = range_string(ctx, call->args[m]);
	char		buf[64];
	char	   *p;
	char	   *end;
	double		num;
	size_t		len;
	const char *unit;
	bool		overflow = false;

	if (mod == NULL)
	{
		/* a modifier built at run time: '-' || n || ' days' reads as an interval */
		const char *u = runtime_modifier_unit(ctx, call->args[m]);

		if (u == NULL)
			return false;
		if (!dry)
			*base = u[0] == 'm' || u[0] == 'y' ?
				arena_printf(ctx, "(date_trunc('month', %s) + CAST(%s AS interval) + (%s - date_trunc('month', %s)))",
							 *base, call_arg(ctx, call, m), *base, *base) :
				arena_printf(ctx, "(%s + CAST(%s AS interval))", *base, call_arg(ctx, call, m));
		if (u[0] != 'm' && u[0] != 'y')
			*day1 = false;
		return true;
	}
	while (*mod == ' ')
		mod++;
	len = strlen(mod);
	while (len > 0 && mod[len - 1] == ' ')
		len--;
	if (len == 0 || len >= sizeof(buf))
		return false;
	for (p = buf; (size_t) (p - buf) < len; p++)
		*p = ascii_lower(mod[p - buf]);
	*p = '\0';
	if (strcmp(buf, "start of month") == 0 || strcmp(buf, "start of year") == 0 ||
		strcmp(buf, "start of day") == 0)
	{
		const char *f = buf[9] == 'm' ? "month" : buf[9] == 'y' ? "year" : "day";

		if (!dry)
			*base = arena_printf(ctx, "date_trunc('%s', %s)", f, *base);
		if (buf[9] != 'd')
			*day1 = true;
		return true;
	}
	/* [+-]digits[.digits] then the unit */
	end = buf;
	if (*end == '+' || *end == '-')
		end++;
	if (!(*end >= '0' && *end <= '9'))
		return false;
	while ((*end >= '0' && *end <= '9') || *end == '.')
		end++;
	if (*end != ' ' || end - buf > 15 || strchr(buf, '.') != strrchr(buf, '.'))
		return false;
	num = strtod(buf, NULL);
	while (*end == ' ')
		end++;
	unit = end;
	if (strcmp(unit, "day") == 0 || strcmp(unit, "days") == 0 ||
		strcmp(unit, "hour") == 0 || strcmp(unit, "hours") == 0 ||
		strcmp(unit, "minute") == 0 || strcmp(unit, "minutes") == 0 ||
		strcmp(unit, "second") == 0 || strcmp(unit, "seconds") == 0)
		*day1 = false;
	else if (strcmp(unit, "month") == 0 || strcmp(unit, "months") == 0 ||
			 strcmp(unit, "year") == 0 || strcmp(unit, "years") == 0)
	{
		/*
		 * SQLite overflows 31 Jan + 1 month into March (and 29 Feb + 1 year
		 * into 1 March), PostgreSQL clamps: from any day but the first, the
		 * months are added to the first of the month and the days after it
		 * added back, which overflows as SQLite does.
		 */
		if (num != (double) (long long) num)
			return false;
		overflow = !*day1;
	}
	else
		return false;
	if (!dry)
	{
		char		nb[48];
		size_t		q = 0;
		const char *r = buf;

		while (*r && *r != ' ' && q < sizeof(nb) - 1)
			nb[q++] = *r++;
		nb[q] = '\0';
		if (overflow)
			*base = arena_printf(ctx, "(date_trunc('month', %s) + INTERVAL '%s %s' + (%s - date_trunc('month', %s)))",
								 *base, nb, unit, *base, *base);
		else
			*base = arena_printf(ctx, "(%s + INTERVAL '%s %s')", *base, nb, unit);
	}
	return true;
}

/*
 * SQLite time value with modifiers: args[first] is the value, the rest are
 * modifier strings.  Returns a timestamp expression (UTC, as SQLite's), or
 * NULL when a modifier has no exact equivalent.  Pure check when dry.
 */
static char *
sqlite_time(RewriteCtx *ctx, const DialectCall *call, int first, bool dry)
{
	char	   *base = NULL;
	bool		day1 = false;
	int			m;

	if (first >= call->nargs || range_empty(ctx, call->args[first]))
		return NULL;
	for (m = first + 1; m < call->nargs; m++)
		if (!range_string(ctx, call->args[m]) && runtime_modifier_unit(ctx, call->args[m]) == NULL)
			return NULL;
	if (!sqlite_time_base(ctx, call, first, dry, &base, &m))
		return NULL;
	for (; m < call->nargs; m++)
		if (!apply_sqlite_modifier(ctx, call, m, dry, &base, &day1))
			return NULL;
	return dry ? (char *) "" : base;
}

/*
 * A SQLite modifier built at run time ('-' || n || ' days'): the unit its
 * last string literal ends with ("day", "hour", "minute", "second", "month",
 * "year"), or NULL when it is not such a concatenation.
 */
static const char *
runtime_modifier_unit(RewriteCtx *ctx, SqlRange r)
{
	static const char *const units[] = {
		"days", "day", "hours", "hour", "minutes", "minute", "seconds", "second",
		"months", "month", "years", "year", NULL
	};
	int			last = range_last(ctx, r);
	bool		concat = false;
	char	   *v;
	size_t		len;
	int			j;

	if (last < 0 || tok_kind(ctx, last) != SQLTOK_STRING)
		return NULL;
	for (j = r.from; j < r.to; j++)
		if (tok_is_op(ctx, j, "||"))
			concat = true;
	v = string_content(ctx, last);
	if (!concat || v == NULL)
		return NULL;
	len = strlen(v);
	while (len > 0 && v[len - 1] == ' ')
		len--;
	for (j = 0; units[j]; j++)
	{
		size_t		n = strlen(units[j]);

		if (len > n && v[len - n - 1] == ' ' && strncasecmp(v + len - n, units[j], n) == 0)
			return units[j][0] == 'd' ? "day" : units[j][0] == 'h' ? "hour" :
				units[j][1] == 'i' ? "minute" : units[j][0] == 's' ? "second" :
				units[j][1] == 'o' ? "month" : "year";
	}
	return NULL;
}

/* SQLite strftime(fmt, time, modifiers...). */
bool
map_strftime(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *f;
	char	   *t = NULL;
	char	   *base;

	if (call->nargs < 2)
		return false;
	f = range_string(ctx, call->args[0]);
	if (!f)
		return false;
	if (!(strcmp(f, "%s") == 0 || strcmp(f, "%w") == 0) &&
		!(t = strftime_template(ctx, f, true, NULL)))
		return false;
	if (!sqlite_time(ctx, call, 1, true))
		return false;
	base = sqlite_time(ctx, call, 1, false);
	if (strcmp(f, "%s") == 0)
		return emit_mapping(ctx, out, arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", base),
					"SQLite strftime('%s', x) → epoch seconds");
	if (strcmp(f, "%w") == 0)
		return emit_mapping(ctx, out, arena_printf(ctx, "CAST(EXTRACT(DOW FROM %s) AS text)", base),
					"SQLite strftime('%w', x) → EXTRACT(DOW ...) as text");
	return emit_mapping(ctx, out, arena_printf(ctx, "to_char(%s, %s)", base, quote_literal(ctx, t)),
				arena_printf(ctx, "SQLite strftime(%s, x) → to_char(x, %s)", quote_literal(ctx, f), quote_literal(ctx, t)));
}

/* SQLite julianday(time, modifiers...). */
bool
map_julianday(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "(EXTRACT(EPOCH FROM %s) / 86400.0 + 2440587.5)", sqlite_time(ctx, call, 0, false)),
				"SQLite julianday(x) → EXTRACT(EPOCH FROM x) / 86400 + 2440587.5");
}

/* SQLite unixepoch(time, modifiers...). */
bool
map_unixepoch(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", sqlite_time(ctx, call, 0, false)),
				"SQLite unixepoch(x) → epoch seconds");
}

/* SQLite date(x, modifiers...) (one argument is PostgreSQL's own date(x)); BigQuery DATE(y, m, d). */
bool
map_date(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			a;
	bool		strings = false;

	if (call->nargs < 2)
		return false;
	for (a = 0; a < call->nargs; a++)
		if (range_string(ctx, call->args[a]))
			strings = true;
	if (call->nargs == 3 && !strings)
	{
		for (a = 0; a < 3; a++)
			if (range_empty(ctx, call->args[a]))
				return false;
		return emit_mapping(ctx, out, arena_printf(ctx, "make_date(%s, %s, %s)", call_arg(ctx, call, 0), call_arg(ctx, call, 1), call_arg(ctx, call, 2)),
					"BigQuery DATE(y, m, d) → make_date(y, m, d)");
	}
	if (!sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(%s AS date)", sqlite_time(ctx, call, 0, false)),
				"SQLite date(x, modifiers) → date arithmetic");
}

/* SQLite datetime(x, modifiers...). */
bool
map_datetime(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "date_trunc('second', %s)", sqlite_time(ctx, call, 0, false)),
				"SQLite datetime(x, modifiers) → timestamp arithmetic");
}

/* SQLite time(x, modifiers...). */
bool
map_time(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs == 3 && !range_string(ctx, call->args[1]) && !range_string(ctx, call->args[2]) &&
		!range_empty(ctx, call->args[0]) && !range_empty(ctx, call->args[1]) && !range_empty(ctx, call->args[2]))
		return emit_mapping(ctx, out, arena_printf(ctx, "make_time(%s, %s, %s)", call_arg(ctx, call, 0), call_arg(ctx, call, 1), call_arg(ctx, call, 2)),
					"BigQuery TIME(h, m, s) → make_time(h, m, s)");
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(date_trunc('second', %s) AS time)", sqlite_time(ctx, call, 0, false)),
				"SQLite time(x, modifiers) → time arithmetic");
}
