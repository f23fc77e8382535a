/*
 * dialect_functions.c — the table of foreign function calls the walk
 * rewrites, with the handlers that are not about dates (IIF, NVL2, LEN,
 * GROUP_CONCAT, LISTAGG, CONVERT, SAFE_DIVIDE, CONCAT, ...), and
 * try_map_call, which finds a call's arguments and runs its handler.
 *
 * Each handler first checks the raw tokens of the call and returns false
 * (having emitted nothing) when the call is not one it can map with the
 * same meaning; only then does it rewrite the arguments and emit.
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* IIF / IFF / IF(c, a, b) → CASE. */
static bool
map_iif(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	const char *who = ascii_iequal(call->lname, "iif") ? "T-SQL IIF" : ascii_iequal(call->lname, "iff") ? "Snowflake IFF" : "MySQL/BigQuery IF";

	if (call->nargs != 3)
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CASE WHEN %s THEN %s ELSE %s END", call_arg(ctx, call, 0), call_arg(ctx, call, 1), call_arg(ctx, call, 2)),
				arena_printf(ctx, "%s(c, a, b) → CASE WHEN c THEN a ELSE b END", who));
}

/* NVL2(a, b, c) → CASE. */
static bool
map_nvl2(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *a;

	if (call->nargs != 3)
		return false;
	a = call_arg_operand(ctx, call, 0);
	return emit_mapping(ctx, out, arena_printf(ctx, "CASE WHEN %s IS NOT NULL THEN %s ELSE %s END", a, call_arg(ctx, call, 1), call_arg(ctx, call, 2)),
				"NVL2(a, b, c) → CASE WHEN a IS NOT NULL THEN b ELSE c END");
}

/* MySQL ISNULL(x) → (x IS NULL). */
static bool
map_isnull(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs != 1)
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "(%s IS NULL)", call_arg_operand(ctx, call, 0)), "MySQL ISNULL(x) → (x IS NULL)");
}

/* T-SQL LEN ignores trailing spaces. */
static bool
map_len(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs != 1)
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "length(rtrim(CAST(%s AS text)))", call_arg(ctx, call, 0)),
				"T-SQL LEN(x) → length(rtrim(x)) (LEN ignores trailing spaces)");
}

/* The parts of a GROUP_CONCAT call. */
typedef struct GroupConcatArgs
{
	SqlRange	values[MAXARGS];
	int			nvalues;
	int			state;			/* where the parse ended: 0 values, 1 ORDER BY, 2 SEPARATOR */
	int			order_from;		/* ORDER BY items [order_from, order_to), or -1 */
	int			order_to;
	int			separator;		/* the SEPARATOR string token, or -1 */
	bool		distinct;
} GroupConcatArgs;

/* Split GROUP_CONCAT([DISTINCT] x [, y...] [ORDER BY ...] [SEPARATOR s]); false when malformed. */
static bool
group_concat_args(RewriteCtx *ctx, const DialectCall *call, GroupConcatArgs *g)
{
	int			j,
				e,
				start,
				q;

	g->nvalues = 0;
	g->state = 0;
	g->order_from = g->order_to = g->separator = -1;
	g->distinct = false;
	j = tok_next(ctx, call->open);
	if (j >= call->close)
		return false;
	if (tok_is_word(ctx, j, "distinct"))
	{
		g->distinct = true;
		j = tok_next(ctx, j);
	}
	start = j;
	for (e = j; e < call->close; e = tok_next(ctx, e))
	{
		if ((tok_is_punct(ctx, e, '(') || tok_is_punct(ctx, e, '[')) && tok_match(ctx, e) > e)
		{
			e = tok_match(ctx, e);
			continue;
		}
		if (g->state == 0 && tok_is_punct(ctx, e, ','))
		{
			if (g->nvalues >= MAXARGS - 1)
				return false;
			g->values[g->nvalues].from = start;
			g->values[g->nvalues++].to = e;
			start = e + 1;
		}
		else if (g->state == 0 && tok_is_word(ctx, e, "order") && tok_is_word(ctx, tok_next(ctx, e), "by"))
		{
			g->values[g->nvalues].from = start;
			g->values[g->nvalues++].to = e;
			g->state = 1;
			e = tok_next(ctx, e);
			g->order_from = e + 1;
		}
		else if (tok_is_word(ctx, e, "separator"))
		{
			if (g->state == 0)
			{
				g->values[g->nvalues].from = start;
				g->values[g->nvalues++].to = e;
			}
			else
				g->order_to = e;
			g->state = 2;
			g->separator = tok_next(ctx, e);
			if (tok_next(ctx, g->separator) != call->close || !string_content(ctx, g->separator))
				return false;
			break;
		}
	}
	if (g->state == 0)
	{
		g->values[g->nvalues].from = start;
		g->values[g->nvalues++].to = call->close;
	}
	else if (g->state == 1)
		g->order_to = call->close;
	for (q = 0; q < g->nvalues; q++)
		if (range_empty(ctx, g->values[q]))
			return false;
	if (g->order_from >= 0)
	{
		SqlRange	ord = {g->order_from, g->order_to};

		if (range_empty(ctx, ord))
			return false;
	}
	return true;
}

/* MySQL GROUP_CONCAT([DISTINCT] x [, y...] [ORDER BY ...] [SEPARATOR s]); SQLite group_concat(x, sep). */
static bool
map_group_concat(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	GroupConcatArgs g;
	SqlRange   *ex = g.values;
	int			nex;
	int			state;
	int			ord_from,
				ord_to;
	int			sep_tok;
	bool		distinct;
	char	   *sep = "','";
	SqlBuf		v;
	int			q;
	char	   *value;

	if (!group_concat_args(ctx, call, &g))
		return false;
	nex = g.nvalues;
	state = g.state;
	ord_from = g.order_from;
	ord_to = g.order_to;
	sep_tok = g.separator;
	distinct = g.distinct;
	if (sep_tok >= 0)
		sep = quote_literal(ctx, string_content(ctx, sep_tok));
	else if (state == 0 && nex == 2 && range_string(ctx, ex[1]) &&
			 ((ctx->hints & HINT_SQLITE) || !(ctx->hints & HINT_MYSQL)))
	{
		/* SQLite's second argument is the separator */
		sep = quote_literal(ctx, range_string(ctx, ex[1]));
		nex = 1;
	}
	if (distinct && ord_from >= 0)
	{
		/*
		 * PostgreSQL wants the ORDER BY key among the DISTINCT arguments, so a
		 * cast to text would reorder numbers.  Ordering by the value itself
		 * works uncast: it runs when the value is text, and fails otherwise.
		 */
		int			ol = tok_prev(ctx, ord_to);
		SqlRange	ordkey;

		if (tok_is_word(ctx, ol, "asc") || tok_is_word(ctx, ol, "desc"))
			ol = tok_prev(ctx, ol);
		ordkey.from = ord_from;
		ordkey.to = ol + 1;
		if (nex != 1 || !same_tokens(ctx, ex[0], ordkey))
			return false;
		return emit_mapping(ctx, out, arena_printf(ctx, "string_agg(DISTINCT %s, %s ORDER BY %s)", rewrite_span(ctx, ex[0].from, ex[0].to), sep,
								rewrite_span(ctx, ord_from, ord_to)),
					"MySQL GROUP_CONCAT(DISTINCT x ORDER BY x SEPARATOR s) → string_agg(DISTINCT x, s ORDER BY x)");
	}

	sqlbuf_init(&v);
	for (q = 0; q < nex; q++)
	{
		if (q > 0)
			sqlbuf_puts(&v, " || ");
		sqlbuf_puts(&v, "CAST(");
		sqlbuf_puts(&v, rewrite_span(ctx, ex[q].from, ex[q].to));
		sqlbuf_puts(&v, " AS text)");
	}
	value = arena_keep(ctx, sqlbuf_finish(&v));
	return emit_mapping(ctx, out, arena_printf(ctx, "string_agg(%s%s, %s%s%s)", distinct ? "DISTINCT " : "", value, sep,
							ord_from >= 0 ? " ORDER BY " : "",
							ord_from >= 0 ? rewrite_span(ctx, ord_from, ord_to) : ""),
				"MySQL/SQLite GROUP_CONCAT(x [ORDER BY ...] [SEPARATOR s]) → string_agg(x::text, s [ORDER BY ...])");
}

/* Snowflake LISTAGG(x [, sep]) [WITHIN GROUP (ORDER BY ...)]; T-SQL STRING_AGG(x, sep) WITHIN GROUP (ORDER BY ...). */
static bool
map_listagg(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			w = tok_next(ctx, call->close);
	bool		within = tok_is_word(ctx, w, "within") && tok_is_word(ctx, tok_next(ctx, w), "group") && tok_is_punct(ctx, tok_next(ctx, tok_next(ctx, w)), '(');
	int			o = -1,
				oc = -1,
				ob;
	int			f;
	bool		distinct = false;
	SqlRange	val;
	char	   *order = NULL;
	char	   *sep;
	bool		tsql = ascii_iequal(call->lname, "string_agg");

	if (call->nargs < 1 || call->nargs > 2 || (tsql && (!within || call->nargs != 2)))
		return false;
	if (within)
	{
		o = tok_next(ctx, tok_next(ctx, w));
		oc = tok_match(ctx, o);
		if (oc < 0 || oc >= call->limit)
			return false;
		ob = tok_next(ctx, o);
		if (!tok_is_word(ctx, ob, "order") || !tok_is_word(ctx, tok_next(ctx, ob), "by") || tok_next(ctx, tok_next(ctx, ob)) >= oc)
			return false;
	}
	val = call->args[0];
	f = range_first(ctx, val);
	if (tok_is_word(ctx, f, "distinct"))
	{
		distinct = true;
		val.from = f + 1;
	}
	if (range_empty(ctx, val) || (call->nargs == 2 && range_empty(ctx, call->args[1])))
		return false;
	if (distinct && within)
		return false;
	sep = call->nargs == 2 ? call_arg(ctx, call, 1) : "''";
	if (within)
		order = rewrite_span(ctx, tok_next(ctx, tok_next(ctx, tok_next(ctx, o))), oc);
	call->end = within ? oc : call->close;
	return emit_mapping(ctx, out, arena_printf(ctx, "string_agg(%sCAST(%s AS text), %s%s%s)", distinct ? "DISTINCT " : "",
							rewrite_span(ctx, val.from, val.to), sep, order ? " ORDER BY " : "", order ? order : ""),
				tsql ? "T-SQL STRING_AGG(x, s) WITHIN GROUP (ORDER BY ...) → string_agg(x::text, s ORDER BY ...)" :
				"Snowflake LISTAGG(x, s) WITHIN GROUP (ORDER BY ...) → string_agg(x::text, s ORDER BY ...)");
}

/* CHARINDEX(sub, s) / INSTR(s, sub) / LOCATE(sub, s) → strpos(s, sub). */
static bool
map_strpos(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	bool		sub_first = !ascii_iequal(call->lname, "instr");

	if (call->nargs != 2 || range_empty(ctx, call->args[0]) || range_empty(ctx, call->args[1]))
		return false;
	if (sub_first)
		return emit_mapping(ctx, out, arena_printf(ctx, "strpos(%s, %s)", call_arg(ctx, call, 1), call_arg(ctx, call, 0)),
					arena_printf(ctx, "%s(sub, s) → strpos(s, sub)", ascii_iequal(call->lname, "charindex") ? "T-SQL CHARINDEX" : "MySQL LOCATE"));
	return emit_mapping(ctx, out, arena_printf(ctx, "strpos(%s, %s)", call_arg(ctx, call, 0), call_arg(ctx, call, 1)), "INSTR(s, sub) → strpos(s, sub)");
}

/* T-SQL CONVERT styles for dates rendered as text. */
static const struct
{
	int			style;
	const char *tmpl;
}			convert_styles[] = {
	{1, "MM/DD/YY"}, {101, "MM/DD/YYYY"}, {2, "YY.MM.DD"}, {102, "YYYY.MM.DD"},
	{3, "DD/MM/YY"}, {103, "DD/MM/YYYY"}, {4, "DD.MM.YY"}, {104, "DD.MM.YYYY"},
	{5, "DD-MM-YY"}, {105, "DD-MM-YYYY"}, {10, "MM-DD-YY"}, {110, "MM-DD-YYYY"},
	{11, "YY/MM/DD"}, {111, "YYYY/MM/DD"}, {12, "YYMMDD"}, {112, "YYYYMMDD"},
	{8, "HH24:MI:SS"}, {108, "HH24:MI:SS"}, {20, "YYYY-MM-DD HH24:MI:SS"},
	{120, "YYYY-MM-DD HH24:MI:SS"}, {23, "YYYY-MM-DD"},
	{0, NULL}
};

/* The to_char template of a CONVERT style, or NULL. */
static const char *
convert_style(long long s)
{
	int			k;

	for (k = 0; convert_styles[k].tmpl; k++)
		if (convert_styles[k].style == s)
			return convert_styles[k].tmpl;
	return NULL;
}

/* T-SQL CONVERT(type, x [, style]) and MySQL CONVERT(x, type) → CAST / to_char. */
static bool
map_convert(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			tf,
				tl;
	char	   *nt;
	long long	style;
	const char *tmpl;
	char	   *w;

	if ((call->nargs == 2 || call->nargs == 3) && is_type_range(ctx, call->args[0]) && !range_empty(ctx, call->args[1]))
	{
		tf = range_first(ctx, call->args[0]);
		tl = range_last(ctx, call->args[0]);
		nt = map_type(ctx, tf, tl, NULL);
		if (!nt)
			nt = tok_span_text(ctx, tf, tl);
		if (call->nargs == 2)
			return emit_mapping(ctx, out, arena_printf(ctx, "CAST(%s AS %s)", call_arg(ctx, call, 1), nt), "T-SQL CONVERT(type, x) → CAST(x AS type)");
		w = tok_lower_word(ctx, tf);
		if (!range_int(ctx, call->args[2], &style) || !(tmpl = convert_style(style)) ||
			!(ascii_iequal(w, "varchar") || ascii_iequal(w, "nvarchar") || ascii_iequal(w, "char") || ascii_iequal(w, "nchar")) ||
			!arg_is_datetime(ctx, call, 1, false) || range_string(ctx, call->args[1]))
			return false;
		if (tf != tl)			/* a length: T-SQL truncates to it, as an explicit cast does here */
			return emit_mapping(ctx, out, arena_printf(ctx, "CAST(to_char(%s, '%s') AS %s)", call_arg(ctx, call, 1), tmpl, nt),
						arena_printf(ctx, "T-SQL CONVERT(%s, d, %lld) → to_char(d, '%s')", nt, style, tmpl));
		return emit_mapping(ctx, out, arena_printf(ctx, "to_char(%s, '%s')", call_arg(ctx, call, 1), tmpl),
					arena_printf(ctx, "T-SQL CONVERT(%s, d, %lld) → to_char(d, '%s')", nt, style, tmpl));
	}
	if (call->nargs == 2 && is_type_range(ctx, call->args[1]) && !range_empty(ctx, call->args[0]))
	{
		tf = range_first(ctx, call->args[1]);
		tl = range_last(ctx, call->args[1]);
		nt = map_type(ctx, tf, tl, NULL);
		if (!nt)
			nt = tok_span_text(ctx, tf, tl);
		return emit_mapping(ctx, out, arena_printf(ctx, "CAST(%s AS %s)", call_arg(ctx, call, 0), nt), "MySQL CONVERT(x, type) → CAST(x AS type)");
	}
	return false;
}

/* BigQuery SAFE_DIVIDE(a, b): float division, NULL for b = 0. */
static bool
map_safe_divide(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs != 2 || range_empty(ctx, call->args[0]) || range_empty(ctx, call->args[1]))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "(CAST(%s AS double precision) / NULLIF(%s, 0))", call_arg(ctx, call, 0), call_arg(ctx, call, 1)),
				"BigQuery SAFE_DIVIDE(a, b) → CAST(a AS double precision) / NULLIF(b, 0)");
}

/* Snowflake DIV0(a, b) / DIV0NULL(a, b): 0 for a zero (or NULL) divisor. */
static bool
map_div0(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	char	   *a,
			   *b;
	bool		nul = ascii_iequal(call->lname, "div0null");

	if (call->nargs != 2 || range_empty(ctx, call->args[0]) || range_empty(ctx, call->args[1]))
		return false;
	a = call_arg(ctx, call, 0);
	b = call_arg_operand(ctx, call, 1);
	if (nul)
		return emit_mapping(ctx, out, arena_printf(ctx, "CASE WHEN %s = 0 OR %s IS NULL THEN 0 ELSE CAST(%s AS numeric) / %s END", b, b, a, b),
					"Snowflake DIV0NULL(a, b) → CASE WHEN b = 0 OR b IS NULL THEN 0 ELSE a / b END");
	return emit_mapping(ctx, out, arena_printf(ctx, "CASE WHEN %s = 0 THEN 0 ELSE CAST(%s AS numeric) / %s END", b, a, b),
				"Snowflake DIV0(a, b) → CASE WHEN b = 0 THEN 0 ELSE a / b END");
}

/* BigQuery REGEXP_CONTAINS(s, r) → s ~ r; Snowflake CONTAINS(s, sub) → strpos(s, sub) > 0. */
static bool
map_contains(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	if (call->nargs != 2 || range_empty(ctx, call->args[0]) || range_empty(ctx, call->args[1]))
		return false;
	if (ascii_iequal(call->lname, "regexp_contains"))
		return emit_mapping(ctx, out, arena_printf(ctx, "(%s ~ %s)", call_arg_operand(ctx, call, 0), call_arg_operand(ctx, call, 1)), "BigQuery REGEXP_CONTAINS(s, r) → s ~ r");
	if (ctx->hints & HINT_TSQL)
		return false;			/* T-SQL CONTAINS is a full-text word search */
	return emit_mapping(ctx, out, arena_printf(ctx, "(strpos(%s, %s) > 0)", call_arg(ctx, call, 0), call_arg(ctx, call, 1)),
				"Snowflake CONTAINS(s, sub) → strpos(s, sub) > 0");
}

/*
 * CONCAT is NULL when any argument is NULL in MySQL, BigQuery and Snowflake;
 * PostgreSQL's (like T-SQL's) skips NULLs.  Keep theirs: a || b.
 */
static bool
map_concat(RewriteCtx *ctx, DialectCall *call, SqlBuf *out)
{
	int			h = ctx->hints;
	SqlBuf		b;
	int			a;

	if (!h || (h & (HINT_TSQL | HINT_SQLITE)) || call->nargs < 2)
		return false;
	for (a = 0; a < call->nargs; a++)
		if (range_empty(ctx, call->args[a]))
			return false;
	sqlbuf_init(&b);
	sqlbuf_putc(&b, '(');
	for (a = 0; a < call->nargs; a++)
	{
		if (a > 0)
			sqlbuf_puts(&b, " || ");
		if (range_string(ctx, call->args[a]))
			sqlbuf_puts(&b, call_arg(ctx, call, a));
		else
		{
			sqlbuf_puts(&b, "CAST(");
			sqlbuf_puts(&b, call_arg(ctx, call, a));
			sqlbuf_puts(&b, " AS text)");
		}
	}
	sqlbuf_putc(&b, ')');
	return emit_mapping(ctx, out, arena_keep(ctx, sqlbuf_finish(&b)),
				"MySQL/BigQuery/Snowflake CONCAT is NULL when an argument is NULL → a || b");
}

typedef bool (*CallHandler) (RewriteCtx *ctx, DialectCall *call, SqlBuf *out);

static const struct
{
	const char *name;
	CallHandler		fn;
}			handlers[] = {
	{"iif", map_iif}, {"iff", map_iif}, {"if", map_iif},
	{"nvl2", map_nvl2}, {"isnull", map_isnull}, {"len", map_len},
	{"dateadd", map_dateadd}, {"timestampadd", map_dateadd},
	{"date_add", map_date_add}, {"date_sub", map_date_add}, {"adddate", map_date_add},
	{"subdate", map_date_add}, {"datetime_add", map_date_add}, {"datetime_sub", map_date_add},
	{"timestamp_add", map_date_add}, {"timestamp_sub", map_date_add},
	{"datediff", map_datediff}, {"datediff_big", map_datediff},
	{"date_diff", map_date_diff}, {"datetime_diff", map_date_diff},
	{"timestampdiff", map_timestampdiff}, {"timestamp_diff", map_timestamp_diff},
	{"datepart", map_datepart}, {"datename", map_datename},
	{"year", map_field}, {"quarter", map_field}, {"month", map_field}, {"day", map_field},
	{"dayofmonth", map_field}, {"dayofyear", map_field}, {"dayofweek", map_field},
	{"weekday", map_field}, {"weekofyear", map_field}, {"hour", map_field},
	{"minute", map_field}, {"second", map_field}, {"dayname", map_field},
	{"monthname", map_field},
	{"last_day", map_last_day}, {"eomonth", map_last_day},
	{"from_unixtime", map_from_unixtime}, {"unix_timestamp", map_unix_timestamp},
	{"timestamp_seconds", map_bigquery_epoch}, {"timestamp_millis", map_bigquery_epoch},
	{"timestamp_micros", map_bigquery_epoch}, {"unix_seconds", map_bigquery_epoch},
	{"unix_millis", map_bigquery_epoch}, {"unix_date", map_bigquery_epoch},
	{"date_format", map_date_format}, {"str_to_date", map_str_to_date},
	{"strftime", map_strftime}, {"julianday", map_julianday}, {"unixepoch", map_unixepoch},
	{"date", map_date}, {"datetime", map_datetime}, {"time", map_time},
	{"format_date", map_format_date}, {"format_datetime", map_format_date},
	{"format_timestamp", map_format_date},
	{"parse_date", map_parse_date}, {"parse_datetime", map_parse_date},
	{"parse_timestamp", map_parse_date}, {"format", map_format},
	{"group_concat", map_group_concat}, {"listagg", map_listagg}, {"string_agg", map_listagg},
	{"charindex", map_strpos}, {"instr", map_strpos}, {"locate", map_strpos},
	{"convert", map_convert}, {"safe_divide", map_safe_divide},
	{"div0", map_div0}, {"div0null", map_div0},
	{"countif", map_unary}, {"zeroifnull", map_unary}, {"nullifzero", map_unary},
	{"to_varchar", map_to_varchar}, {"to_char", map_to_varchar}, {"to_date", map_unary},
	{"square", map_unary}, {"space", map_unary}, {"approx_count_distinct", map_unary},
	{"median", map_unary}, {"mode", map_unary}, {"current_date", map_unary},
	{"date_trunc", map_date_trunc}, {"timestamp_trunc", map_date_trunc},
	{"datetime_trunc", map_date_trunc},
	{"regexp_contains", map_contains}, {"contains", map_contains}, {"concat", map_concat},
	{NULL, NULL}
};

/* If token i starts a foreign call we map, emit its rewrite and set *last to its last token. */
bool
try_map_call(RewriteCtx *ctx, int i, int to, SqlBuf *out, int *last)
{
	DialectCall		call;
	const SqlToken *tk = &ctx->t.tok[i];
	int			q;
	CallHandler		fn = NULL;

	if (tk->len >= (int) sizeof(call.lname) || !is_mappable_call(ctx, i))
		return false;
	for (q = 0; q < tk->len; q++)
	{
		char		ch = ctx->src[tk->start + q];

		call.lname[q] = ascii_lower(ch);
		call.uname[q] = (ch >= 'a' && ch <= 'z') ? (char) (ch - 'a' + 'A') : ch;
	}
	call.lname[tk->len] = '\0';
	call.uname[tk->len] = '\0';
	for (q = 0; handlers[q].name; q++)
		if (strcmp(call.lname, handlers[q].name) == 0)
		{
			fn = handlers[q].fn;
			break;
		}
	if (!fn)
		return false;
	call.name = i;
	call.open = tok_next(ctx, i);
	call.close = tok_match(ctx, call.open);
	if (call.close < 0 || call.close >= to)
		return false;
	call.limit = to;
	call.end = call.close;
	call.nargs = sqltok_split_args(&ctx->t, ctx->pmap, call.open, call.args, MAXARGS);
	if (call.nargs < 0)
		return false;
	if (!fn(ctx, &call, out))
		return false;
	*last = call.end;
	return true;
}
