/*
 * dialect_syntax.c — the first pass of a rewrite: token-level edits that
 * need no re-ordering of the text.  Identifiers in [brackets] and
 * `backticks`, N'' strings, T-SQL TOP (moved to a LIMIT at the end of its
 * SELECT), MySQL LIMIT a, b, INTERVAL n UNIT, foreign type names in CAST and
 * ::, COLLATE clauses, T-SQL string +, functions that only need a new name,
 * the ORDER BY and division semantics of a declared engine, and the markers
 * that tell which engine wrote a query.
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ----------------------------------------------------------------
 * T-SQL string concatenation: chains of a + b + c
 * ---------------------------------------------------------------- */

/* Is the operand s..e a lone plain string literal?  Sets *content. */
static bool
plain_literal(RewriteCtx *ctx, int s, int e, char **content)
{
	char	   *v;

	if (s != e || tok_kind(ctx, s) != SQLTOK_STRING)
		return false;
	if (tok_is_op(ctx, tok_next(ctx, e), "::"))
		return false;
	v = string_content(ctx, s);
	if (!v)
		return false;
	if (content)
		*content = v;
	return true;
}

/*
 * Can this literal only be a string?  PostgreSQL would read an unknown
 * literal next to + as a number, date, time or interval when it can; one
 * with no digit that is not a special value cannot be any of those.
 */
static bool
literal_is_evident_text(const char *v)
{
	static const char *const special[] = {
		"nan", "infinity", "+infinity", "-infinity", "inf", "+inf", "-inf",
		"now", "today", "tomorrow", "yesterday", "epoch", "allballs", NULL
	};
	char		buf[16];
	const char *p;
	size_t		n = 0;

	for (p = v; *p; p++)
		if (*p >= '0' && *p <= '9')
			return false;
	while (*v == ' ')
		v++;
	if (!*v)
		return false;			/* T-SQL reads '' and ' ' as 0 next to a number */
	for (p = v; *p && n < sizeof(buf) - 1; p++)
		buf[n++] = ascii_lower(*p);
	while (n > 0 && buf[n - 1] == ' ')
		n--;
	buf[n] = '\0';
	if (strlen(v) < sizeof(buf) - 1 && word_in_list(buf, special))
		return false;
	return true;
}

/* Is token j the end of an operand (so a following '-' is binary)? */
bool
ends_operand(RewriteCtx *ctx, int j)
{
	switch (tok_kind(ctx, j))
	{
		case SQLTOK_IDENT:
			return word_is_operand(ctx, j) || tok_is_word(ctx, j, "end");
		case SQLTOK_QUOTED_IDENT:
		case SQLTOK_BRACKET_IDENT:
		case SQLTOK_BACKTICK_IDENT:
		case SQLTOK_STRING:
		case SQLTOK_NUMBER:
		case SQLTOK_PARAM:
			return true;
		case SQLTOK_PUNCT:
			return tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']');
		default:
			return false;
	}
}

/* Note what one '+' touches on its left (operand s..e). */
static void
chain_mark(RewriteCtx *ctx, PlusChain *ch, int s, int e, bool *lit)
{
	char	   *v;

	*lit = false;
	if (plain_literal(ctx, s, e, &v))
	{
		*lit = true;
		if (literal_is_evident_text(v))
			ch->evident = true;
	}
	else if (s == e && tok_kind(ctx, s) == SQLTOK_NUMBER)
		ch->number_next = true;
}

/*
 * Is q an operator that continues the chain (+ * / %)?  Then it becomes
 * *cur, and a '+' is kept in ch (*full: no room left for it).
 */
static bool
chain_link(RewriteCtx *ctx, PlusChain *ch, int q, int *cur, bool *full)
{
	bool		plus = tok_is_op(ctx, q, "+");

	*full = false;
	if (!plus && !tok_is_op(ctx, q, "*") && !tok_is_op(ctx, q, "/") && !tok_is_op(ctx, q, "%"))
		return false;
	if (plus)
	{
		if (ch->np >= CHAIN_MAX)
		{
			*full = true;
			return true;
		}
		ch->plus[ch->np++] = q;
	}
	*cur = q;
	return true;
}

/*
 * The additive chain around the '+' at p: every binary '+' at the same
 * level (factors joined by * / % stay inside).  False when an operand cannot
 * be delimited or the chain also subtracts (a - b would change meaning).
 */
bool
chain_of(RewriteCtx *ctx, int p, PlusChain *ch)
{
	int			cur;
	int			s,
				e,
				q;
	bool		lit,
				prevlit = false,
				full;
	int			guard = 0;

	memset(ch, 0, sizeof(*ch));
	ch->plus[ch->np++] = p;

	/* leftwards */
	cur = p;
	for (;;)
	{
		e = tok_prev(ctx, cur);
		s = operand_start(ctx, e);
		if (s < 0 || ++guard > 4 * CHAIN_MAX)
			return false;
		if (tok_is_op(ctx, cur, "+"))
		{
			chain_mark(ctx, ch, s, e, &lit);
			/* a '+' between two literals is always concatenation */
			if (lit && cur == p)
				prevlit = true;
		}
		q = tok_prev(ctx, s);
		if (chain_link(ctx, ch, q, &cur, &full))
		{
			if (full)
				return false;
			continue;
		}
		if (tok_is_op(ctx, q, "-") && ends_operand(ctx, tok_prev(ctx, q)))
			return false;
		break;
	}

	/* rightwards */
	cur = p;
	for (;;)
	{
		s = tok_next(ctx, cur);
		e = operand_end(ctx, s);
		if (e < 0 || ++guard > 8 * CHAIN_MAX)
			return false;
		if (tok_is_op(ctx, cur, "+"))
		{
			chain_mark(ctx, ch, s, e, &lit);
			if (lit && cur == p && prevlit)
				ch->evident = true;
		}
		q = tok_next(ctx, e);
		if (chain_link(ctx, ch, q, &cur, &full))
		{
			if (full)
				return false;
			continue;
		}
		if (tok_is_op(ctx, q, "-"))
			return false;
		break;
	}
	return true;
}

/* Register '+' → '||' for a T-SQL string chain whose text proves it is one. */
static void
register_string_plus(RewriteCtx *ctx, int p)
{
	PlusChain		ch;
	int			k;

	if (!ends_operand(ctx, tok_prev(ctx, p)) || (ctx->hints & (HINT_MYSQL | HINT_SQLITE)))
		return;					/* unary plus; MySQL and SQLite + always adds numbers */
	if (!chain_of(ctx, p, &ch) || !ch.evident || ch.number_next)
		return;
	for (k = 0; k < ch.np; k++)
		register_replace(ctx, ch.plus[k], ch.plus[k], "||", 0,
				 "T-SQL string concatenation + → ||");
}

/* ----------------------------------------------------------------
 * Foreign type names
 * ---------------------------------------------------------------- */

/*
 * The PostgreSQL spelling of the type named by tokens a..b, or NULL when it
 * is not foreign (or not understood).  The defaults of DECIMAL / NUMERIC /
 * CHAR / REAL differ between engines, so those are mapped only when the
 * query carries markers of exactly one engine.
 */
char *
map_type(RewriteCtx *ctx, int a, int b, char **orig)
{
	char	   *w[4];
	int			nw = 0;
	int			i = a;
	char	   *g = NULL;		/* "(...)" raw */
	char	   *ginner = NULL;
	int			h = ctx->hints;

	while (i >= 0 && i <= b && tok_kind(ctx, i) == SQLTOK_IDENT && nw < 4)
	{
		w[nw++] = tok_lower_word(ctx, i);
		i = tok_next(ctx, i);
	}
	if (nw == 0)
		return NULL;
	if (i <= b)
	{
		int			m;

		if (!tok_is_punct(ctx, i, '(') || (m = tok_match(ctx, i)) != b)
			return NULL;
		g = tok_span_text(ctx, i, m);
		ginner = (tok_next(ctx, i) < m) ? tok_span_text(ctx, tok_next(ctx, i), tok_prev(ctx, m)) : arena_strndup(ctx, "", 0);
	}
	if (orig)
		*orig = tok_span_text(ctx, a, b);

	if (nw == 2)
	{
		if ((ascii_iequal(w[0], "signed") || ascii_iequal(w[0], "unsigned")) &&
			(ascii_iequal(w[1], "integer") || ascii_iequal(w[1], "int")) && !g)
			return "bigint";
		return NULL;
	}
	if (nw != 1)
		return NULL;
	if (ascii_iequal(w[0], "datetime") || ascii_iequal(w[0], "datetime2") ||
		ascii_iequal(w[0], "smalldatetime") || ascii_iequal(w[0], "timestamp_ntz"))
		return "timestamp";
	if (ascii_iequal(w[0], "datetimeoffset") || ascii_iequal(w[0], "timestamp_tz") ||
		ascii_iequal(w[0], "timestamp_ltz"))
		return "timestamptz";
	if (ascii_iequal(w[0], "nvarchar") || ascii_iequal(w[0], "varchar2") || ascii_iequal(w[0], "nvarchar2"))
	{
		if (!g || ascii_iequal(ginner, "max"))
			return ascii_iequal(w[0], "nvarchar") ? "text" : "varchar";
		return arena_printf(ctx, "varchar%s", g);
	}
	if (ascii_iequal(w[0], "varchar") && g && ascii_iequal(ginner, "max"))
		return "text";
	if (!g && (ascii_iequal(w[0], "ntext") || ascii_iequal(w[0], "longtext") || ascii_iequal(w[0], "mediumtext") ||
			   ascii_iequal(w[0], "tinytext") || ascii_iequal(w[0], "string") || ascii_iequal(w[0], "clob")))
		return "text";
	if (!g && (ascii_iequal(w[0], "int64") || ascii_iequal(w[0], "signed") || ascii_iequal(w[0], "unsigned")))
		return "bigint";
	if (!g && (ascii_iequal(w[0], "tinyint") || ascii_iequal(w[0], "byteint")))
		return "smallint";
	if (!g && ascii_iequal(w[0], "mediumint"))
		return "integer";
	if (!g && (ascii_iequal(w[0], "float64") || ascii_iequal(w[0], "double")))
		return "double precision";
	if (ascii_iequal(w[0], "number"))
		return g ? arena_printf(ctx, "numeric%s", g) : "numeric(38,0)";
	if (!g && (ascii_iequal(w[0], "bignumeric") || ascii_iequal(w[0], "bigdecimal")))
		return "numeric";
	if (ascii_iequal(w[0], "bytes") || ascii_iequal(w[0], "varbinary") || ascii_iequal(w[0], "image") ||
		ascii_iequal(w[0], "blob") || ascii_iequal(w[0], "longblob") || ascii_iequal(w[0], "mediumblob") ||
		ascii_iequal(w[0], "tinyblob") || ascii_iequal(w[0], "binary"))
		return "bytea";
	if (!g && ascii_iequal(w[0], "uniqueidentifier"))
		return "uuid";
	if (!g && (ascii_iequal(w[0], "decimal") || ascii_iequal(w[0], "numeric") || ascii_iequal(w[0], "dec")))
	{
		/* T-SQL DECIMAL is DECIMAL(18,0), MySQL's DECIMAL(10,0): both round to integers */
		if (h == HINT_TSQL)
			return "numeric(18,0)";
		if (h == HINT_MYSQL)
			return "numeric(10,0)";
		return NULL;
	}
	if (!g && (ascii_iequal(w[0], "char") || ascii_iequal(w[0], "character")) && h == HINT_MYSQL)
		return "text";			/* MySQL CHAR in a cast is a string of any length */
	if (!g && ascii_iequal(w[0], "real") && h == HINT_SQLITE)
		return "double precision";	/* SQLite REAL is 8 bytes */
	return NULL;
}

/* Does the range name a type (foreign or PostgreSQL)? */
bool
is_type_range(RewriteCtx *ctx, SqlRange r)
{
	static const char *const typewords[] = {
		"int", "integer", "bigint", "smallint", "tinyint", "mediumint", "bit",
		"decimal", "numeric", "dec", "float", "real", "double", "money",
		"smallmoney", "date", "time", "datetime", "datetime2", "smalldatetime",
		"datetimeoffset", "char", "varchar", "nchar", "nvarchar", "text",
		"ntext", "binary", "varbinary", "uniqueidentifier", "signed",
		"unsigned", "boolean", "bool", "json", "timestamp", "timestamptz",
		"character", "string", "int64", "float64", "number", "varchar2",
		"nvarchar2", NULL
	};
	int			f = range_first(ctx, r);
	int			l = range_last(ctx, r);
	int			i;
	char	   *w;

	if (f < 0 || tok_kind(ctx, f) != SQLTOK_IDENT)
		return false;
	w = tok_lower_word(ctx, f);
	if (!word_in_list(w, typewords))
		return false;
	/* the rest: more type words and at most one trailing (...) */
	i = tok_next(ctx, f);
	while (i <= l && tok_kind(ctx, i) == SQLTOK_IDENT)
		i = tok_next(ctx, i);
	if (i <= l)
	{
		if (!tok_is_punct(ctx, i, '(') || tok_match(ctx, i) != l)
			return false;
	}
	return true;
}

/* ----------------------------------------------------------------
 * The other registrations, and the pass that makes them
 * ---------------------------------------------------------------- */

/* [bracket] and `backtick` identifiers → PostgreSQL identifiers. */
static void
register_quoted_ident(RewriteCtx *ctx, int i)
{
	char	   *name = arena_keep(ctx, sqltok_ident_name(&ctx->t, i));
	bool		bracket = tok_kind(ctx, i) == SQLTOK_BRACKET_IDENT;
	const char *note = bracket ?
		"T-SQL [bracket] identifiers → PostgreSQL identifiers (simple names in lower case)" :
		"MySQL/BigQuery `backtick` identifiers → PostgreSQL identifiers (simple names in lower case)";
	char	   *parts[8];
	int			np = 0;
	char	   *p;
	char	   *dot;
	SqlBuf		b;
	int			k;
	int			first = 0;

	if (!name[0] || ctx->failed)
		return;
	if (bracket)
	{
		register_replace(ctx, i, i, pg_ident(ctx, name), 0, note);
		return;
	}
	/* BigQuery puts a whole project.dataset.table path in one pair of backticks */
	p = name;
	while (np < 8)
	{
		dot = strchr(p, '.');
		parts[np++] = p;
		if (!dot)
			break;
		*dot = '\0';
		p = dot + 1;
	}
	for (k = 0; k < np; k++)
		if (!parts[k][0])
		{
			/* empty part: keep the whole text as one name */
			register_replace(ctx, i, i, pg_ident(ctx, arena_keep(ctx, sqltok_ident_name(&ctx->t, i))), 0, note);
			return;
		}
	if (np > 3 || (np == 8))
		return;
	if (np == 3)
		first = 1;
	sqlbuf_init(&b);
	for (k = first; k < np; k++)
	{
		if (k > first)
			sqlbuf_putc(&b, '.');
		sqlbuf_puts(&b, pg_ident(ctx, parts[k]));
	}
	p = arena_keep(ctx, sqlbuf_finish(&b));
	if (first)
		note = arena_printf(ctx, "BigQuery `%s.%s.%s` → %s: the project part has no PostgreSQL equivalent and was dropped (dataset → schema)",
				   parts[0], parts[1], parts[2], p);
	register_replace(ctx, i, i, p, 0, note);
}

/* N'text' → 'text'. */
static void
register_nstring(RewriteCtx *ctx, int i)
{
	const SqlToken *tk = &ctx->t.tok[i];
	const char *s = ctx->src + tk->start;

	if (tk->len >= 3 && (s[0] == 'N' || s[0] == 'n') && s[1] == '\'' && s[tk->len - 1] == '\'')
		register_replace(ctx, i, i, arena_strndup(ctx, s + 1, (size_t) tk->len - 1), 0,
				 "T-SQL N'text' → 'text'");
}

/* Is token i a set operator keyword? */
bool
is_setop(const RewriteCtx *ctx, int i)
{
	return tok_is_word(ctx, i, "union") || tok_is_word(ctx, i, "intersect") || tok_is_word(ctx, i, "except");
}

/*
 * The count of a T-SQL TOP: a digit string, a parameter or a parenthesised
 * expression after top.  Sets *last to its last token and *count to its
 * text; false when it is none of these.
 */
static bool
top_count(RewriteCtx *ctx, int top, int *last, char **count)
{
	int			n = tok_next(ctx, top);

	if (tok_kind(ctx, n) == SQLTOK_NUMBER)
	{
		const SqlToken *tk = &ctx->t.tok[n];
		int			q;

		for (q = 0; q < tk->len; q++)
			if (ctx->src[tk->start + q] < '0' || ctx->src[tk->start + q] > '9')
				return false;
		*last = n;
		*count = tok_text(ctx, n);
	}
	else if (tok_kind(ctx, n) == SQLTOK_PARAM)
	{
		*last = n;
		*count = tok_text(ctx, n);
	}
	else if (tok_is_punct(ctx, n, '(') && tok_match(ctx, n) > n + 1)
	{
		*last = tok_match(ctx, n);
		*count = tok_span_text(ctx, n, *last);
	}
	else
		return false;
	return true;
}

/* Can token m begin a select-list item (so that TOP n before it is T-SQL's)? */
static bool
starts_select_item(RewriteCtx *ctx, int m)
{
	switch (tok_kind(ctx, m))
	{
		case SQLTOK_IDENT:
			return !tok_is_word(ctx, m, "from") && !tok_is_word(ctx, m, "where") && !tok_is_word(ctx, m, "as");
		case SQLTOK_QUOTED_IDENT:
		case SQLTOK_BRACKET_IDENT:
		case SQLTOK_BACKTICK_IDENT:
		case SQLTOK_STRING:
		case SQLTOK_NUMBER:
		case SQLTOK_PARAM:
			return true;
		case SQLTOK_OPERATOR:
			return tok_is_op(ctx, m, "*") || tok_is_op(ctx, m, "-");
		case SQLTOK_PUNCT:
			return tok_is_punct(ctx, m, '(');
		default:
			return false;
	}
}

/* Is there a set operator before the SELECT at s, at its level (or brackets that do not match)? */
static bool
set_operator_before(RewriteCtx *ctx, int s)
{
	int			j;

	for (j = tok_prev(ctx, s); j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return true;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[') || tok_is_punct(ctx, j, ';'))
			break;
		if (is_setop(ctx, j))
			return true;
	}
	return false;
}

/*
 * The last token of the SELECT whose list starts at m (at least last), in
 * *end; *setop when a set operator ends it, *has_order when it has ORDER BY.
 * False when a clause there (LIMIT, OFFSET, FETCH, INTO, FOR, OPTION) or an
 * unmatched bracket keeps a LIMIT from being appended.
 */
static bool
select_end(RewriteCtx *ctx, int m, int last, int *end, bool *setop, bool *has_order)
{
	int			j;

	*end = last;
	for (j = m; tok_kind(ctx, j) != SQLTOK_EOF; j = tok_next(ctx, j))
	{
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			if (tok_match(ctx, j) < 0)
				return false;
			j = tok_match(ctx, j);
			*end = j;
			continue;
		}
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']') || tok_is_punct(ctx, j, ';'))
			break;
		if (is_setop(ctx, j))
		{
			*setop = true;
			break;
		}
		if (tok_is_word(ctx, j, "limit") || tok_is_word(ctx, j, "offset") || tok_is_word(ctx, j, "fetch") ||
			tok_is_word(ctx, j, "into") || tok_is_word(ctx, j, "for") || tok_is_word(ctx, j, "option"))
			return false;
		if (tok_is_word(ctx, j, "order") && tok_is_word(ctx, tok_next(ctx, j), "by"))
			*has_order = true;
		*end = j;
	}
	return true;
}

/*
 * T-SQL SELECT [DISTINCT] TOP n ... → SELECT [DISTINCT] ... LIMIT n at the end
 * of that SELECT (before a closing parenthesis, ';' or the end).  When a set
 * operator follows, the SELECT is parenthesised so the limit stays its own.
 */
static void
register_top(RewriteCtx *ctx, int s)
{
	int			top = tok_next(ctx, s);
	int			last,
				m,
				e;
	bool		ties = false;
	bool		setop = false;
	bool		has_order = false;
	char	   *lim;

	if (tok_is_word(ctx, top, "distinct") || tok_is_word(ctx, top, "all"))
		top = tok_next(ctx, top);
	if (!tok_is_word(ctx, top, "top") || !top_count(ctx, top, &last, &lim))
		return;
	m = tok_next(ctx, last);
	if (tok_is_word(ctx, m, "percent"))
		return;					/* no PostgreSQL equivalent */
	if (tok_is_word(ctx, m, "with") && tok_is_word(ctx, tok_next(ctx, m), "ties"))
	{
		ties = true;
		last = tok_next(ctx, m);
		m = tok_next(ctx, last);
	}
	if (!starts_select_item(ctx, m))
		return;
	/* a set operator before this SELECT at its level: the limit cannot be placed simply */
	if (set_operator_before(ctx, s))
		return;
	if (!select_end(ctx, m, last, &e, &setop, &has_order))
		return;
	if (ties && !has_order)
		return;
	if (!register_replace(ctx, top, last, "", EAT_AFTER, NULL))
		return;
	if (ties)
	{
		register_note(ctx, top, arena_printf(ctx, "T-SQL TOP %s WITH TIES → FETCH FIRST %s ROWS WITH TIES", lim, lim));
		register_after(ctx, e, arena_printf(ctx, " FETCH FIRST %s ROWS WITH TIES%s", lim, setop ? ")" : ""), true);
	}
	else
	{
		register_note(ctx, top, arena_printf(ctx, "T-SQL TOP %s → LIMIT %s", lim, lim));
		register_after(ctx, e, arena_printf(ctx, " LIMIT %s%s", lim, setop ? ")" : ""), true);
	}
	if (setop)
		register_before(ctx, s, "(");
}

/* MySQL LIMIT offset, count → LIMIT count OFFSET offset. */
static void
register_limit(RewriteCtx *ctx, int l)
{
	int			a = tok_next(ctx, l);
	int			comma = tok_next(ctx, a);
	int			b = tok_next(ctx, comma);
	int			after = tok_next(ctx, b);
	char	   *sa,
			   *sb;

	if (!(tok_kind(ctx, a) == SQLTOK_NUMBER || tok_kind(ctx, a) == SQLTOK_PARAM) || !tok_is_punct(ctx, comma, ',') ||
		!(tok_kind(ctx, b) == SQLTOK_NUMBER || tok_kind(ctx, b) == SQLTOK_PARAM))
		return;
	if (!(tok_is_punct(ctx, after, ')') || tok_is_punct(ctx, after, ';') || tok_kind(ctx, after) == SQLTOK_EOF ||
		  (tok_kind(ctx, after) == SQLTOK_IDENT && !tok_is_word(ctx, after, "offset"))))
		return;
	sa = tok_text(ctx, a);
	sb = tok_text(ctx, b);
	register_replace(ctx, l, b, arena_printf(ctx, "LIMIT %s OFFSET %s", sb, sa), 0,
			 arena_printf(ctx, "MySQL LIMIT %s, %s → LIMIT %s OFFSET %s", sa, sb, sb, sa));
}

/*
 * The '(' that encloses token i at its own level, going back over whole
 * parenthesized groups; -1 when a clause keyword or ';' comes first.
 */
static int
enclosing_open_paren(RewriteCtx *ctx, int i)
{
	int			j;
	int			steps = 0;

	for (j = tok_prev(ctx, i); j >= 0 && steps < 2000; j = tok_prev(ctx, j), steps++)
	{
		if (tok_is_punct(ctx, j, ')') && tok_match(ctx, j) >= 0)
			j = tok_match(ctx, j);
		else if (tok_is_punct(ctx, j, '('))
			return j;
		else if (tok_is_punct(ctx, j, ';') || tok_is_word(ctx, j, "select") || tok_is_word(ctx, j, "from") ||
				 tok_is_word(ctx, j, "where") || tok_is_word(ctx, j, "with") || tok_is_word(ctx, j, "values"))
			return -1;
	}
	return -1;
}

/*
 * An aggregate's condition written inside its parentheses, as models write
 * it for "count the rows where ...": sum(x WHERE c), count(* WHERE c) →
 * sum(x) FILTER (WHERE c).  Only for the standard aggregates, whose FILTER
 * is exactly that reading; a subquery's WHERE inside a call (its '(' is
 * followed by SELECT) is left alone, and so is a call that already has a
 * FILTER.
 */
static void
register_aggregate_where(RewriteCtx *ctx, int w)
{
	static const char *const aggregates[] = {"count", "sum", "avg", "min", "max", NULL};
	int			o = enclosing_open_paren(ctx, w);
	int			close;
	int			f;
	int			k;

	if (o < 0 || tok_next(ctx, o) == w || (close = tok_match(ctx, o)) < 0)
		return;
	f = tok_prev(ctx, o);
	if (f < 0 || tok_kind(ctx, f) != SQLTOK_IDENT || tok_is_punct(ctx, tok_prev(ctx, f), '.') ||
		tok_is_word(ctx, tok_next(ctx, close), "filter"))
		return;
	for (k = 0; aggregates[k]; k++)
	{
		if (tok_is_word(ctx, f, aggregates[k]))
			break;
	}
	if (!aggregates[k])
		return;
	register_replace(ctx, w, w, ") FILTER (WHERE", EAT_BEFORE,
					 arena_printf(ctx, "%s(x WHERE c) → %s(x) FILTER (WHERE c): the condition of an aggregate goes in its FILTER",
								  tok_lower_word(ctx, f), tok_lower_word(ctx, f)));
}

/*
 * A scalar subquery written without its SELECT, as models write a
 * difference of two totals: (SUM(w) FROM t WHERE c) - (SUM(w) FROM t WHERE
 * d) → (SELECT SUM(w) FROM t WHERE c) - ...  Only where the '(' opens an
 * expression (after an operator, a comma, another '(' or SELECT), never a
 * call's parentheses, where FROM is PostgreSQL's own syntax
 * (EXTRACT(YEAR FROM d), substring(s FROM 2), trim(BOTH FROM s)), nor
 * IS DISTINCT FROM.
 */
static void
register_missing_select(RewriteCtx *ctx, int from)
{
	int			o = enclosing_open_paren(ctx, from);
	int			p;

	if (o < 0 || tok_next(ctx, o) == from || tok_match(ctx, o) < 0 ||
		tok_is_word(ctx, tok_prev(ctx, from), "distinct"))
		return;
	p = tok_prev(ctx, o);
	if (!(p >= 0 && (tok_kind(ctx, p) == SQLTOK_OPERATOR || tok_is_punct(ctx, p, ',') ||
					 tok_is_punct(ctx, p, '(') || tok_is_word(ctx, p, "select"))))
		return;
	/* '(' after '(' opens an expression only when the outer '(' is no call's */
	if (tok_is_punct(ctx, p, '(') && tok_kind(ctx, tok_prev(ctx, p)) == SQLTOK_IDENT &&
		!tok_is_word(ctx, tok_prev(ctx, p), "select"))
		return;
	register_before(ctx, tok_next(ctx, o), "SELECT ");
	register_note(ctx, from, "(x FROM t ...) → (SELECT x FROM t ...): a scalar subquery written without its SELECT");
}

/* MySQL / Oracle SELECT ... FROM DUAL → SELECT ... (PostgreSQL needs no FROM). */
static void
register_dual(RewriteCtx *ctx, int f)
{
	int			d = tok_next(ctx, f);
	int			a = tok_next(ctx, d);

	if (tok_is_punct(ctx, a, ')') || tok_is_punct(ctx, a, ';') || tok_kind(ctx, a) == SQLTOK_EOF || tok_is_word(ctx, a, "where") ||
		tok_is_word(ctx, a, "limit") || tok_is_word(ctx, a, "union") || tok_is_word(ctx, a, "order"))
		register_replace(ctx, f, d, "", EAT_BEFORE, "MySQL/Oracle FROM DUAL dropped (PostgreSQL needs no FROM)");
}

/*
 * MySQL reads INTERVAL expr unit with any expression as the count: operands
 * joined by arithmetic operators, from token o.  The last token of the count,
 * else -1; *compound says whether an operator joins several operands.
 */
static int
interval_count_end(RewriteCtx *ctx, int o, bool *compound)
{
	static const char *const ops[] = {"+", "-", "*", "/", "%", "||", NULL};
	int			e = -1;
	int			j = o;
	int			k;

	*compound = false;
	for (;;)
	{
		if (tok_kind(ctx, j) == SQLTOK_IDENT && !tok_is_punct(ctx, tok_next(ctx, j), '(') &&
			!tok_is_word(ctx, j, "case") && !word_is_operand(ctx, j))
			return -1;
		e = operand_end(ctx, j);
		if (e < 0)
			return -1;
		if (tok_is_op(ctx, j, "-") || tok_is_op(ctx, j, "+"))
			*compound = true;
		j = tok_next(ctx, e);
		for (k = 0; ops[k]; k++)
			if (tok_is_op(ctx, j, ops[k]))
				break;
		if (!ops[k])
			return e;
		*compound = true;
		j = tok_next(ctx, j);
	}
}

/* MySQL/BigQuery INTERVAL n UNIT → PostgreSQL interval arithmetic. */
static void
register_interval(RewriteCtx *ctx, int i)
{
	int			o = tok_next(ctx, i);
	int			oe;
	int			u;
	bool		compound;
	DatePart	p;
	const char *note = "MySQL/BigQuery INTERVAL n UNIT → PostgreSQL interval";

	if (tok_kind(ctx, o) == SQLTOK_STRING)
	{
		/* INTERVAL '1 day' and INTERVAL '1' DAY are PostgreSQL; '1' WEEK and '5' MILLISECOND are not */
		char	   *content = string_content(ctx, o);
		char	   *end = NULL;
		long long	v = content ? strtoll(content, &end, 10) : 0;

		u = tok_next(ctx, o);
		p = interval_unit_part(ctx, u);
		if ((p == DP_WEEK || p == DP_QUARTER || p == DP_MILLISECOND || p == DP_MICROSECOND) &&
			content && *content && end && *end == '\0' && !tok_is_punct(ctx, tok_next(ctx, u), '('))
			register_replace(ctx, i, u, interval_literal(ctx, p, v), 0, note);
		return;
	}
	if (tok_kind(ctx, o) == SQLTOK_NUMBER || tok_is_op(ctx, o, "-"))
	{
		SqlRange	r;
		long long	v;

		oe = tok_is_op(ctx, o, "-") ? tok_next(ctx, o) : o;
		r.from = o;
		r.to = oe + 1;
		u = tok_next(ctx, oe);
		p = interval_unit_part(ctx, u);
		if (tok_kind(ctx, oe) == SQLTOK_NUMBER && p != DP_NONE)
		{
			/* a whole count; a fraction is left as it is (MySQL rounds it per unit) */
			if (range_int(ctx, r, &v) && !tok_is_punct(ctx, tok_next(ctx, u), '('))
				register_replace(ctx, i, u, interval_literal(ctx, p, v), 0, note);
			return;
		}
		/* not a literal count: an expression, below */
	}
	oe = interval_count_end(ctx, o, &compound);
	if (oe < 0)
		return;
	u = tok_next(ctx, oe);
	p = interval_unit_part(ctx, u);
	if (p == DP_NONE || tok_is_punct(ctx, tok_next(ctx, u), '('))
		return;
	if (!range_free(ctx, u, u) || !range_free(ctx, i, i))
		return;
	/* an expression with operators keeps its own precedence inside parentheses */
	register_replace(ctx, i, i, compound ? "((" : "(", EAT_AFTER, note);
	register_replace(ctx, u, u, arena_printf(ctx, "%s * %s)", compound ? ")" : "", date_part_info(p)->step),
					 EAT_BEFORE, NULL);
}

/* Foreign type names in CAST(x AS type). */
static void
register_cast(RewriteCtx *ctx, int i)
{
	int			o = tok_next(ctx, i);
	int			close = tok_match(ctx, o);
	int			as = -1;
	int			j;
	int			tf,
				tl;
	char	   *orig = NULL;
	char	   *nt;

	if (!tok_is_punct(ctx, o, '(') || close < 0)
		return;
	for (j = tok_next(ctx, o); j < close; j = tok_next(ctx, j))
	{
		if ((tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[')) && tok_match(ctx, j) > 0)
		{
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_word(ctx, j, "as"))
			as = j;
	}
	if (as < 0)
		return;
	tf = tok_next(ctx, as);
	tl = tok_prev(ctx, close);
	if (tf > tl)
		return;
	nt = map_type(ctx, tf, tl, &orig);
	if (nt)
		register_replace(ctx, tf, tl, nt, 0, arena_printf(ctx, "type %s → %s", orig, nt));

	/* SQLite CAST(real AS INTEGER) truncates where PostgreSQL rounds */
	if ((ctx->hints & HINT_SQLITE) && (tok_is_word(ctx, tl, "integer") || tok_is_word(ctx, tl, "int") ||
								  tok_is_word(ctx, tl, "bigint")) && tf == tl)
	{
		bool		julian = false;

		for (j = tok_next(ctx, o); j < as; j = tok_next(ctx, j))
			if (tok_is_word(ctx, j, "julianday") && tok_is_punct(ctx, tok_next(ctx, j), '('))
				julian = true;
		if (julian && tok_next(ctx, o) < as)
		{
			register_before(ctx, tok_next(ctx, o), "trunc(");
			register_after(ctx, tok_prev(ctx, as), ")", false);
			register_note(ctx, i, "SQLite CAST(real AS INTEGER) truncates → CAST(trunc(...) AS integer)");
		}
	}
}

/* Foreign type names after PostgreSQL's :: cast. */
static void
register_coloncolon_cast(RewriteCtx *ctx, int i)
{
	int			tf = tok_next(ctx, i);
	int			tl = type_after_cast(ctx, tf);
	char	   *orig = NULL;
	char	   *nt;

	if (tl < 0)
		return;
	nt = map_type(ctx, tf, tl, &orig);
	if (nt)
		register_replace(ctx, tf, tl, nt, 0, arena_printf(ctx, "type %s → %s", orig, nt));
}

/* Is the operand start..end simple enough to wrap in lower()? */
static bool
collate_operand(RewriteCtx *ctx, int e, int *s)
{
	*s = operand_start(ctx, e);
	return *s >= 0;
}

/*
 * COLLATE with a foreign collation.  Binary collations become "C" (byte
 * order, as theirs).  A case-insensitive one keeps its meaning: LIKE becomes
 * ILIKE, = and <> compare lower() of both sides, ORDER BY sorts by lower().
 * Elsewhere it is left alone.
 */
/* LIKE (or ILIKE) at q beside a case-insensitive COLLATE k..cn: ILIKE, the clause dropped.  False: not a LIKE. */
static bool
collate_like_to_ilike(RewriteCtx *ctx, int q, int k, int cn, const char *note)
{
	if (!tok_is_word(ctx, q, "like") && !tok_is_word(ctx, q, "ilike"))
		return false;
	if (range_free(ctx, k, cn) && range_free(ctx, q, q))
	{
		register_replace(ctx, q, q, "ILIKE", 0, arena_printf(ctx, "%sILIKE", note));
		register_replace(ctx, k, cn, "", EAT_BEFORE, NULL);
	}
	return true;
}

static bool
tok_is_equality(RewriteCtx *ctx, int q)
{
	return tok_is_op(ctx, q, "=") || tok_is_op(ctx, q, "<>") || tok_is_op(ctx, q, "!=");
}

/* a = b under a case-insensitive COLLATE k..cn: lower() on both operands, the clause dropped. */
static void
collate_lower_both(RewriteCtx *ctx, int as, int ae, int bs, int be, int k, int cn, const char *note)
{
	register_before(ctx, as, "lower(");
	register_after(ctx, ae, ")", false);
	register_before(ctx, bs, "lower(");
	register_after(ctx, be, ")", false);
	register_replace(ctx, k, cn, "", EAT_BEFORE, arena_printf(ctx, "%slower() on both sides", note));
}

static void
register_collate(RewriteCtx *ctx, int k)
{
	int			cn = tok_next(ctx, k);
	char	   *name;
	char	   *low;
	char	   *p;
	bool		ci,
				bin,
				cs;
	int			oe,
				os,
				q,
				le,
				ls,
				rs,
				re;
	const char *note;

	if (tok_kind(ctx, cn) != SQLTOK_IDENT && tok_kind(ctx, cn) != SQLTOK_QUOTED_IDENT &&
		tok_kind(ctx, cn) != SQLTOK_BRACKET_IDENT)
		return;
	name = arena_keep(ctx, sqltok_ident_name(&ctx->t, cn));
	low = arena_strndup(ctx, name, strlen(name));
	for (p = low; *p; p++)
		*p = ascii_lower(*p);
	ci = strstr(low, "_ci") != NULL || ascii_iequal(low, "nocase");
	bin = strstr(low, "_bin") != NULL || ascii_iequal(low, "binary");
	cs = strstr(low, "_cs") != NULL;
	if (!(ascii_istarts(low, "sql_") || ascii_istarts(low, "latin1_") || ascii_istarts(low, "utf8") ||
		  ascii_istarts(low, "ascii_") || ascii_istarts(low, "ucs2_") || ascii_istarts(low, "cp1") ||
		  ascii_iequal(low, "nocase") || ascii_iequal(low, "binary") || strstr(low, "_general") ||
		  strstr(low, "_0900_")))
		return;
	if (bin && !ci)
	{
		register_replace(ctx, cn, cn, "\"C\"", 0,
				 arena_printf(ctx, "collation %s → \"C\" (byte order)", name));
		return;
	}
	if (cs && !ci)
	{
		register_replace(ctx, k, cn, "", EAT_BEFORE,
				 arena_printf(ctx, "collation %s dropped: comparisons are case-sensitive, as it was", name));
		return;
	}
	if (!ci)
		return;
	note = arena_printf(ctx, "case-insensitive collation %s → ", name);

	oe = tok_prev(ctx, k);
	if (!collate_operand(ctx, oe, &os))
		return;
	/* x LIKE 'p' COLLATE ci */
	q = tok_prev(ctx, os);
	if (collate_like_to_ilike(ctx, q, k, cn, note))
		return;
	/* a = b COLLATE ci */
	if (tok_is_equality(ctx, q))
	{
		le = tok_prev(ctx, q);
		if (collate_operand(ctx, le, &ls) && range_free(ctx, k, cn))
			collate_lower_both(ctx, ls, le, os, oe, k, cn, note);
		return;
	}
	/* x COLLATE ci LIKE / = y */
	q = tok_next(ctx, cn);
	if (collate_like_to_ilike(ctx, q, k, cn, note))
		return;
	if (tok_is_equality(ctx, q))
	{
		rs = tok_next(ctx, q);
		re = operand_end(ctx, rs);
		if (re >= 0 && range_free(ctx, k, cn))
			collate_lower_both(ctx, os, oe, rs, re, k, cn, note);
		return;
	}
	/* ORDER BY x COLLATE ci */
	q = tok_prev(ctx, os);
	if ((tok_is_word(ctx, q, "by") && tok_is_word(ctx, tok_prev(ctx, q), "order")))
	{
		if (!range_free(ctx, k, cn))
			return;
		register_before(ctx, os, "lower(");
		register_after(ctx, oe, ")", false);
		register_replace(ctx, k, cn, "", EAT_BEFORE, arena_printf(ctx, "%sORDER BY lower()", note));
	}
}

/* MySQL x [NOT] REGEXP p → x ~* p (MySQL's default collation ignores case). */
static void
register_regexp(RewriteCtx *ctx, int i)
{
	int			p = tok_prev(ctx, i);
	int			n = tok_next(ctx, i);
	int			a = i;
	bool		neg = false;

	if (tok_is_word(ctx, p, "not"))
	{
		neg = true;
		a = p;
		p = tok_prev(ctx, p);
	}
	if (!ends_operand(ctx, p) || tok_is_word(ctx, n, "binary") || (ctx->hints & HINT_SNOWFLAKE))
		return;					/* Snowflake's REGEXP matches the whole string, case-sensitively */
	if (!(tok_kind(ctx, n) == SQLTOK_STRING || tok_kind(ctx, n) == SQLTOK_IDENT ||
		  tok_kind(ctx, n) == SQLTOK_PARAM || tok_is_punct(ctx, n, '(')))
		return;
	register_replace(ctx, a, i, neg ? "!~*" : "~*", 0,
			 neg ? "MySQL NOT REGEXP → !~* (case-insensitive, as MySQL's default collation)" :
			 "MySQL REGEXP → ~* (case-insensitive, as MySQL's default collation)");
}

/* EXTRACT parts PostgreSQL lacks (BigQuery / MySQL names). */
static void
register_extract(RewriteCtx *ctx, int i)
{
	int			o = tok_next(ctx, i);
	int			close = tok_match(ctx, o);
	int			part = tok_next(ctx, o);
	int			from = tok_next(ctx, part);

	if (close < 0 || !tok_is_word(ctx, from, "from") || tok_kind(ctx, part) != SQLTOK_IDENT)
		return;
	if (tok_is_word(ctx, part, "dayofweek"))
	{
		if (register_replace(ctx, i, part, "(EXTRACT(DOW", 0,
					 "BigQuery EXTRACT(DAYOFWEEK FROM x) (1 = Sunday) → EXTRACT(DOW FROM x) + 1"))
			register_after(ctx, close, " + 1)", false);
	}
	else if (tok_is_word(ctx, part, "dayofyear"))
		register_replace(ctx, part, part, "DOY", 0, "BigQuery EXTRACT(DAYOFYEAR ...) → EXTRACT(DOY ...)");
	else if (tok_is_word(ctx, part, "isoweek"))
		register_replace(ctx, part, part, "WEEK", 0, "BigQuery EXTRACT(ISOWEEK ...) → EXTRACT(WEEK ...) (ISO week)");
	else if (tok_is_word(ctx, part, "date") && range_free(ctx, close, close))
	{
		if (register_replace(ctx, i, from, "CAST(", EAT_AFTER, "BigQuery EXTRACT(DATE FROM x) → CAST(x AS date)"))
			register_replace(ctx, close, close, " AS date)", EAT_BEFORE, NULL);
	}
}

/* Snowflake DATE_PART(year, x) with an unquoted part → date_part('year', x). */
static void
register_date_part(RewriteCtx *ctx, int i)
{
	SqlRange	args[MAXARGS];
	int			o = tok_next(ctx, i);
	int			n = sqltok_split_args(&ctx->t, ctx->pmap, o, args, MAXARGS);
	int			w;
	char	   *word;
	const char *field = NULL;

	if (n != 2)
		return;
	w = range_single(ctx, args[0]);
	if (w < 0 || tok_kind(ctx, w) != SQLTOK_IDENT)
		return;
	word = tok_lower_word(ctx, w);
	if (ascii_iequal(word, "dayofweek") || ascii_iequal(word, "dow") || ascii_iequal(word, "weekday") || ascii_iequal(word, "dw"))
		field = "dow";
	else if (ascii_iequal(word, "dayofweekiso") || ascii_iequal(word, "weekday_iso") || ascii_iequal(word, "dow_iso"))
		field = "isodow";
	else if (ascii_iequal(word, "epoch_second") || ascii_iequal(word, "epoch"))
		field = "epoch";
	else
	{
		field = date_part_info(date_part_named(word))->date_part_field;
		if (!field)
			return;
	}
	register_replace(ctx, w, w, arena_printf(ctx, "'%s'", field), 0,
			 arena_printf(ctx, "Snowflake DATE_PART(%s, x) → date_part('%s', x)", word, field));
}

/* Functions that only need a new name. */
static const struct
{
	const char *name;
	const char *to;
	int			minargs;
	int			maxargs;
	const char *note;
}			renames[] = {
	{"ifnull", "COALESCE", 2, 2, "MySQL/SQLite/BigQuery IFNULL(a, b) → COALESCE(a, b)"},
	{"nvl", "COALESCE", 2, 2, "Snowflake/Oracle NVL(a, b) → COALESCE(a, b)"},
	{"isnull", "COALESCE", 2, 2, "T-SQL ISNULL(a, b) → COALESCE(a, b)"},
	{"lcase", "lower", 1, 1, "MySQL LCASE → lower"},
	{"ucase", "upper", 1, 1, "MySQL UCASE → upper"},
	{"replicate", "repeat", 2, 2, "T-SQL REPLICATE → repeat"},
	{"mid", "substr", 2, 3, "MySQL MID → substr"},
	{"truncate", "trunc", 2, 2, "MySQL TRUNCATE(x, d) → trunc(x, d)"},
	{"datefromparts", "make_date", 3, 3, "T-SQL DATEFROMPARTS → make_date"},
	{"date_from_parts", "make_date", 3, 3, "Snowflake DATE_FROM_PARTS → make_date"},
	{"time_from_parts", "make_time", 3, 3, "Snowflake TIME_FROM_PARTS → make_time"},
	{"maketime", "make_time", 3, 3, "MySQL MAKETIME → make_time"},
	{"stdev", "stddev_samp", 1, 1, "T-SQL STDEV → stddev_samp"},
	{"stdevp", "stddev_pop", 1, 1, "T-SQL STDEVP → stddev_pop"},
	{"var", "var_samp", 1, 1, "T-SQL VAR → var_samp"},
	{"varp", "var_pop", 1, 1, "T-SQL VARP → var_pop"},
	{"count_big", "count", 1, 1, "T-SQL COUNT_BIG → count"},
	{"logical_and", "bool_and", 1, 1, "BigQuery LOGICAL_AND → bool_and"},
	{"logical_or", "bool_or", 1, 1, "BigQuery LOGICAL_OR → bool_or"},
	{"booland_agg", "bool_and", 1, 1, "Snowflake BOOLAND_AGG → bool_and"},
	{"boolor_agg", "bool_or", 1, 1, "Snowflake BOOLOR_AGG → bool_or"},
	{"atn2", "atan2", 2, 2, "T-SQL ATN2 → atan2"},
	{"array_length", "cardinality", 1, 1, "BigQuery ARRAY_LENGTH(a) → cardinality(a)"},
	{"array_size", "cardinality", 1, 1, "Snowflake ARRAY_SIZE(a) → cardinality(a)"},
	{"byte_length", "octet_length", 1, 1, "BigQuery BYTE_LENGTH → octet_length"},
	{"startswith", "starts_with", 2, 2, "Snowflake STARTSWITH → starts_with"},
	{"any_value", "min", 1, 1, "ANY_VALUE(x) → min(x) (one value of the group, as ANY_VALUE allows)"},
	{NULL, NULL, 0, 0, NULL}
};

/* Calls without arguments that become a PostgreSQL expression. */
static const struct
{
	const char *name;
	const char *to;
	const char *note;
}			nullary[] = {
	{"getdate", "LOCALTIMESTAMP", "T-SQL GETDATE() → LOCALTIMESTAMP"},
	{"getutcdate", "(now() AT TIME ZONE 'UTC')", "T-SQL GETUTCDATE() → (now() AT TIME ZONE 'UTC')"},
	{"sysdatetime", "LOCALTIMESTAMP", "T-SQL SYSDATETIME() → LOCALTIMESTAMP"},
	{"sysutcdatetime", "(now() AT TIME ZONE 'UTC')", "T-SQL SYSUTCDATETIME() → (now() AT TIME ZONE 'UTC')"},
	{"sysdatetimeoffset", "CURRENT_TIMESTAMP", "T-SQL SYSDATETIMEOFFSET() → CURRENT_TIMESTAMP"},
	{"curdate", "CURRENT_DATE", "MySQL CURDATE() → CURRENT_DATE"},
	{"current_date", "CURRENT_DATE", "CURRENT_DATE() → CURRENT_DATE"},
	{"current_timestamp", "CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP() → CURRENT_TIMESTAMP"},
	{"current_time", "CURRENT_TIME", "CURRENT_TIME() → CURRENT_TIME"},
	{"current_datetime", "LOCALTIMESTAMP", "BigQuery CURRENT_DATETIME() → LOCALTIMESTAMP"},
	{"localtimestamp", "LOCALTIMESTAMP", "LOCALTIMESTAMP() → LOCALTIMESTAMP"},
	{"localtime", "LOCALTIME", "LOCALTIME() → LOCALTIME"},
	{"curtime", "LOCALTIME", "MySQL CURTIME() → LOCALTIME"},
	{"utc_timestamp", "(now() AT TIME ZONE 'UTC')", "MySQL UTC_TIMESTAMP() → (now() AT TIME ZONE 'UTC')"},
	{"utc_date", "CAST(now() AT TIME ZONE 'UTC' AS date)", "MySQL UTC_DATE() → CAST(now() AT TIME ZONE 'UTC' AS date)"},
	{"sysdate", "LOCALTIMESTAMP", "MySQL SYSDATE() → LOCALTIMESTAMP"},
	{"unix_timestamp", "CAST(floor(EXTRACT(EPOCH FROM now())) AS bigint)", "MySQL UNIX_TIMESTAMP() → epoch seconds of now()"},
	{"rand", "random()", "RAND() → random()"},
	{"newid", "gen_random_uuid()", "T-SQL NEWID() → gen_random_uuid()"},
	{"uuid", "gen_random_uuid()", "MySQL UUID() → gen_random_uuid()"},
	{NULL, NULL, NULL}
};

/* Does token i start a function call we may rewrite? */
bool
is_mappable_call(RewriteCtx *ctx, int i)
{
	int			o,
				p,
				a;

	if (tok_kind(ctx, i) != SQLTOK_IDENT)
		return false;
	o = tok_next(ctx, i);
	if (!tok_is_punct(ctx, o, '(') || tok_match(ctx, o) < 0)
		return false;
	p = tok_prev(ctx, i);
	if (tok_is_punct(ctx, p, '.') || tok_is_word(ctx, p, "as") || tok_is_op(ctx, p, "::") || tok_is_word(ctx, p, "table") ||
		tok_is_word(ctx, p, "into") || tok_is_word(ctx, p, "function") || tok_is_word(ctx, p, "procedure") ||
		tok_is_word(ctx, p, "view") || tok_is_word(ctx, p, "index") || tok_is_word(ctx, p, "type") ||
		tok_is_word(ctx, p, "exists") || tok_is_word(ctx, p, "recursive"))
		return false;
	a = tok_next(ctx, tok_match(ctx, o));
	if (tok_is_word(ctx, a, "as") && tok_is_punct(ctx, tok_next(ctx, a), '('))
		return false;			/* a CTE with a column list: name(a, b) AS (...) */
	return true;
}

/* Renames and argument-less calls. */
static void
register_call_rename(RewriteCtx *ctx, int i)
{
	SqlRange	args[MAXARGS];
	int			o = tok_next(ctx, i);
	int			n;
	char	   *w = tok_lower_word(ctx, i);
	int			k;

	if (!w)
		return;
	n = sqltok_split_args(&ctx->t, ctx->pmap, o, args, MAXARGS);
	if (n < 0)
		return;
	if (n == 0)
	{
		for (k = 0; nullary[k].name; k++)
			if (ascii_iequal(w, nullary[k].name))
			{
				register_replace(ctx, i, tok_match(ctx, o), nullary[k].to, 0, nullary[k].note);
				return;
			}
	}
	for (k = 0; renames[k].name; k++)
		if (ascii_iequal(w, renames[k].name) && n >= renames[k].minargs && n <= renames[k].maxargs)
		{
			register_replace(ctx, i, i, renames[k].to, 0, renames[k].note);
			return;
		}
}

/* Which engines' markers does the query carry? */
int
detect_hints(RewriteCtx *ctx)
{
	static const char *const tsql_fn[] = {
		"getdate", "getutcdate", "sysdatetime", "iif", "len", "datepart",
		"datename", "charindex", "eomonth", "datefromparts", "datediff_big",
		"replicate", "stdev", NULL
	};
	static const char *const mysql_fn[] = {
		"date_format", "curdate", "curtime", "timestampdiff", "from_unixtime",
		"unix_timestamp", "str_to_date", "lcase", "ucase", NULL
	};
	static const char *const sqlite_fn[] = {"strftime", "julianday", "datetime", "unixepoch", NULL};
	static const char *const snow_fn[] = {
		"iff", "zeroifnull", "nullifzero", "div0", "div0null", "to_varchar",
		"listagg", "date_from_parts", NULL
	};
	static const char *const bq_fn[] = {
		"safe_divide", "countif", "date_diff", "format_date", "format_timestamp",
		"timestamp_trunc", "timestamp_seconds", "datetime_diff", "parse_date", NULL
	};
	int			h = 0;
	int			i;

	for (i = 0; i < ctx->n - 1; i++)
	{
		const SqlToken *tk = &ctx->t.tok[i];
		char	   *w;

		switch (tk->kind)
		{
			case SQLTOK_BRACKET_IDENT:
				h |= HINT_TSQL;
				break;
			case SQLTOK_BACKTICK_IDENT:
				h |= memchr(ctx->src + tk->start, '.', (size_t) tk->len) ? HINT_BIGQUERY : HINT_MYSQL;
				break;
			case SQLTOK_STRING:
				if (ctx->src[tk->start] == 'N' || ctx->src[tk->start] == 'n')
					h |= HINT_TSQL;
				break;
			case SQLTOK_OPERATOR:
				if (tok_is_op(ctx, i, "=="))
					h |= HINT_SQLITE;
				break;
			case SQLTOK_IDENT:
				if (tok_is_word(ctx, i, "top") && (tok_is_word(ctx, tok_prev(ctx, i), "select") || tok_is_word(ctx, tok_prev(ctx, i), "distinct")) &&
					(tok_kind(ctx, tok_next(ctx, i)) == SQLTOK_NUMBER || tok_is_punct(ctx, tok_next(ctx, i), '(')))
					h |= HINT_TSQL;
				else if (tok_is_word(ctx, tok_prev(ctx, i), "as") || tok_is_op(ctx, tok_prev(ctx, i), "::"))
				{
					/* type names count only where a type stands */
					if ((tok_is_word(ctx, i, "signed") || tok_is_word(ctx, i, "unsigned")) &&
						(tok_is_punct(ctx, tok_next(ctx, i), ')') || tok_is_word(ctx, tok_next(ctx, i), "integer") || tok_is_word(ctx, tok_next(ctx, i), "int")))
						h |= HINT_MYSQL;
					else if (tok_is_word(ctx, i, "int64") || tok_is_word(ctx, i, "float64"))
						h |= HINT_BIGQUERY;
					else if (tok_is_word(ctx, i, "timestamp_ntz") || tok_is_word(ctx, i, "timestamp_ltz"))
						h |= HINT_SNOWFLAKE;
				}
				else if (tok_is_punct(ctx, tok_next(ctx, i), '('))
				{
					w = tok_lower_word(ctx, i);
					if (word_in_list(w, tsql_fn))
						h |= HINT_TSQL;
					else if (word_in_list(w, mysql_fn))
						h |= HINT_MYSQL;
					else if (word_in_list(w, sqlite_fn))
						h |= HINT_SQLITE;
					else if (word_in_list(w, snow_fn))
						h |= HINT_SNOWFLAKE;
					else if (word_in_list(w, bq_fn))
						h |= HINT_BIGQUERY;
				}
				break;
			default:
				break;
		}
	}
	return h;
}

/*
 * ORDER BY under an engine that sorts NULLs lowest (T-SQL, MySQL, SQLite,
 * BigQuery): PostgreSQL sorts them highest, so an item without NULLS gets
 * NULLS FIRST when ascending and NULLS LAST when descending.
 */
static void
register_order_nulls(RewriteCtx *ctx, int by)
{
	int			j = tok_next(ctx, by);
	int			last = -1;
	int			count = 0;

	for (;; j = tok_next(ctx, j))
	{
		bool		end_item = false;
		bool		end_clause = false;

		if ((tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[')) && tok_match(ctx, j) > j)
		{
			last = tok_match(ctx, j);
			j = last;
			continue;
		}
		if (tok_is_punct(ctx, j, ','))
			end_item = true;
		else if (tok_kind(ctx, j) == SQLTOK_EOF || tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']') || tok_is_punct(ctx, j, ';') ||
				 tok_is_word(ctx, j, "limit") || tok_is_word(ctx, j, "offset") || tok_is_word(ctx, j, "fetch") || tok_is_word(ctx, j, "for") ||
				 is_setop(ctx, j) || tok_is_word(ctx, j, "separator") || tok_is_word(ctx, j, "rows") ||
				 tok_is_word(ctx, j, "range") || tok_is_word(ctx, j, "groups") || tok_is_word(ctx, j, "window") ||
				 tok_is_word(ctx, j, "top") || tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
			end_item = end_clause = true;
		if (end_item)
		{
			/* an item it cannot read ends the clause; items done keep their note */
			if (last < 0)
				break;
			if (tok_is_word(ctx, last, "first") || tok_is_word(ctx, last, "last"))
			{
				if (!tok_is_word(ctx, tok_prev(ctx, last), "nulls"))
					break;
			}
			else if (tok_is_word(ctx, last, "desc"))
				register_after(ctx, last, " NULLS LAST", false);
			else
				register_after(ctx, last, " NULLS FIRST", false);
			if (++count > 1000)
				break;
			last = -1;
			if (end_clause)
				break;
			continue;
		}
		last = j;
	}
	if (count > 0)
		register_note(ctx, by, "ORDER BY: NULLs sort lowest in T-SQL/MySQL/SQLite/BigQuery → NULLS FIRST ascending, NULLS LAST descending");
}

/*
 * MySQL, BigQuery and Snowflake divide exactly where PostgreSQL truncates
 * integers: a / b → a / CAST(b AS numeric) (double precision for BigQuery's
 * FLOAT64; MySQL also gives NULL for b = 0).
 */
static void
register_division(RewriteCtx *ctx, int op)
{
	int			s = tok_next(ctx, op);
	int			e;
	bool		mysql = ctx->hints == HINT_MYSQL;
	bool		bq = ctx->hints == HINT_BIGQUERY;
	long long	v;
	SqlRange	r;

	if (!ends_operand(ctx, tok_prev(ctx, op)))
		return;
	e = operand_end(ctx, s);
	if (e < 0 || !range_free(ctx, op, op))
		return;
	r.from = s;
	r.to = e + 1;
	if (range_int(ctx, r, &v) && v != 0 && s == e)
	{
		register_replace(ctx, s, s, arena_printf(ctx, "%s.0", tok_text(ctx, s)), 0,
				 "MySQL/BigQuery/Snowflake / divides exactly → a numeric divisor");
		return;
	}
	register_before(ctx, s, mysql ? "NULLIF(CAST(" : "CAST(");
	register_after(ctx, e, mysql ? " AS numeric), 0)" : bq ? " AS double precision)" : " AS numeric)", false);
	register_note(ctx, op, mysql ? "MySQL / divides exactly and gives NULL for 0 → a / NULLIF(CAST(b AS numeric), 0)" :
			 bq ? "BigQuery / returns FLOAT64 → a / CAST(b AS double precision)" :
			 "Snowflake / divides exactly → a / CAST(b AS numeric)");
}

/* Phase 1: walk all tokens once and register token-level edits. */
void
register_edits(RewriteCtx *ctx)
{
	int			i;
	int			rewrite_span = -1;

	for (i = 0; i < ctx->n - 1 && !ctx_stopped(ctx); i++)
	{
		switch (tok_kind(ctx, i))
		{
			case SQLTOK_BRACKET_IDENT:
			case SQLTOK_BACKTICK_IDENT:
				register_quoted_ident(ctx, i);
				break;
			case SQLTOK_STRING:
				register_nstring(ctx, i);
				break;
			case SQLTOK_PUNCT:
				/* PostgreSQL 15 wants an alias on every FROM subquery; MySQL and T-SQL do too, SQLite and BigQuery do not */
				if (tok_is_punct(ctx, i, '(') && subquery_without_alias(ctx, i, false))
				{
					if (rewrite_span < 0)
						rewrite_span = first_free_subquery_alias(ctx);
					register_after(ctx, tok_match(ctx, i), arena_printf(ctx, " AS sub%d", rewrite_span), false);
					register_note(ctx, i, arena_printf(ctx, "subquery in FROM without an alias → AS sub%d", rewrite_span));
					rewrite_span++;
				}
				break;
			case SQLTOK_OPERATOR:
				if (tok_is_op(ctx, i, "=="))
					register_replace(ctx, i, i, "=", 0, "SQLite == → =");
				else if (tok_is_op(ctx, i, "::"))
					register_coloncolon_cast(ctx, i);
				else if (tok_is_op(ctx, i, "+") && ctx->repl_end[i] < 0)
					register_string_plus(ctx, i);
				else if (tok_is_op(ctx, i, "<=>"))
					register_replace(ctx, i, i, "IS NOT DISTINCT FROM", 0, "MySQL <=> → IS NOT DISTINCT FROM");
				else if (tok_is_op(ctx, i, "^") && (ctx->hints & (HINT_TSQL | HINT_MYSQL | HINT_BIGQUERY)) &&
						 !(ctx->hints & (HINT_SQLITE | HINT_SNOWFLAKE)))
					register_replace(ctx, i, i, "#", 0, "^ is bitwise XOR in T-SQL/MySQL/BigQuery → #");
				else if (tok_is_op(ctx, i, "/") &&
						 (ctx->hints == HINT_MYSQL || ctx->hints == HINT_BIGQUERY || ctx->hints == HINT_SNOWFLAKE))
					register_division(ctx, i);
				break;
			case SQLTOK_IDENT:
				if (tok_is_word(ctx, i, "select"))
					register_top(ctx, i);
				else if (tok_is_word(ctx, i, "by") && tok_is_word(ctx, tok_prev(ctx, i), "order") &&
						 (ctx->hints & (HINT_TSQL | HINT_MYSQL | HINT_SQLITE | HINT_BIGQUERY)) &&
						 !(ctx->hints & HINT_SNOWFLAKE))
					register_order_nulls(ctx, i);
				else if (tok_is_word(ctx, i, "limit"))
					register_limit(ctx, i);
				else if (tok_is_word(ctx, i, "from") && tok_is_word(ctx, tok_next(ctx, i), "dual"))
					register_dual(ctx, i);
				else if (tok_is_word(ctx, i, "where"))
					register_aggregate_where(ctx, i);
				else if (tok_is_word(ctx, i, "from"))
					register_missing_select(ctx, i);
				else if (tok_is_word(ctx, i, "datetime") && tok_kind(ctx, tok_next(ctx, i)) == SQLTOK_STRING &&
						 !tok_is_punct(ctx, tok_prev(ctx, i), '.'))
					register_replace(ctx, i, i, "TIMESTAMP", 0, "BigQuery DATETIME 'x' → TIMESTAMP 'x'");
				else if (tok_is_word(ctx, i, "interval"))
					register_interval(ctx, i);
				else if (tok_is_word(ctx, i, "collate"))
					register_collate(ctx, i);
				else if (tok_is_word(ctx, i, "regexp") || tok_is_word(ctx, i, "rlike"))
					register_regexp(ctx, i);
				else if (tok_is_word(ctx, i, "cast") && tok_is_punct(ctx, tok_next(ctx, i), '('))
					register_cast(ctx, i);
				else if (tok_is_word(ctx, i, "extract") && tok_is_punct(ctx, tok_next(ctx, i), '('))
					register_extract(ctx, i);
				else if (tok_is_word(ctx, i, "date_part") && is_mappable_call(ctx, i))
					register_date_part(ctx, i);
				else if (is_mappable_call(ctx, i))
					register_call_rename(ctx, i);
				break;
			default:
				break;
		}
	}
}

/* Is the '(' at o a FROM-clause subquery without an alias? */
bool
subquery_without_alias(RewriteCtx *ctx, int o, bool any_prev)
{
	static const char *const follow[] = {
		"where", "group", "order", "having", "limit", "offset", "fetch", "union",
		"intersect", "except", "join", "inner", "left", "right", "full", "cross",
		"natural", "on", "using", "window", "for", NULL
	};
	int			close = tok_match(ctx, o);
	int			first = tok_next(ctx, o);
	int			p = tok_prev(ctx, o);
	int			a;

	if (!tok_is_punct(ctx, o, '(') || close < 0)
		return false;
	if (!(tok_is_word(ctx, first, "select") || tok_is_word(ctx, first, "with") || tok_is_word(ctx, first, "values") ||
		  tok_is_punct(ctx, first, '(')))
		return false;
	if (tok_is_punct(ctx, p, ',') && !any_prev)
	{
		/* a comma of a FROM list: FROM comes first going back at this level */
		int			j,
					steps = 0;

		for (j = tok_prev(ctx, p); j >= 0 && steps < 2000; j = tok_prev(ctx, j), steps++)
		{
			if (tok_is_punct(ctx, j, ')') && tok_match(ctx, j) >= 0)
				j = tok_match(ctx, j);
			else if (tok_is_word(ctx, j, "from"))
			{
				any_prev = true;
				break;
			}
			else if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, ';') || tok_is_word(ctx, j, "select") ||
					 tok_is_word(ctx, j, "where") || tok_is_word(ctx, j, "by") || tok_is_word(ctx, j, "having") ||
					 tok_is_word(ctx, j, "values") || tok_is_word(ctx, j, "set") || tok_is_word(ctx, j, "limit"))
				break;
		}
	}
	if (!(tok_is_word(ctx, p, "from") || tok_is_word(ctx, p, "join") || tok_is_word(ctx, p, "lateral") ||
		  (any_prev && tok_is_punct(ctx, p, ','))))
		return false;
	a = tok_next(ctx, close);
	if (tok_is_punct(ctx, a, ')') || tok_is_punct(ctx, a, ',') || tok_is_punct(ctx, a, ';') || tok_kind(ctx, a) == SQLTOK_EOF)
		return true;
	if (tok_kind(ctx, a) == SQLTOK_IDENT)
		return word_in_list(tok_lower_word(ctx, a), follow);
	return false;
}

/* First free N for alias names subN: above the largest subN the query uses. */
int
first_free_subquery_alias(RewriteCtx *ctx)
{
	int			i;
	int			next = 1;

	for (i = 0; i < ctx->n - 1; i++)
	{
		const SqlToken *tk = &ctx->t.tok[i];
		const char *s = ctx->src + tk->start;
		int			q = 3;
		long		v = 0;

		if (tok_kind(ctx, i) != SQLTOK_IDENT || tk->len < 4 || tk->len > 9 ||
			!(ascii_lower(s[0]) == 's' && ascii_lower(s[1]) == 'u' && ascii_lower(s[2]) == 'b'))
			continue;
		while (q < tk->len && s[q] >= '0' && s[q] <= '9')
			v = v * 10 + (s[q++] - '0');
		if (q == tk->len && v >= next)
			next = (int) v + 1;
	}
	return next;
}
