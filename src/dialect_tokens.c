/*
 * dialect_tokens.c — what every dialect mapping stands on: the arena of
 * strings a rewrite owns, its notes, token and range access, the keyword
 * lists, the registration of token-level edits, and operand boundaries.
 *
 * Pure C: no PostgreSQL headers.
 */
#include "dialect_internal.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ----------------------------------------------------------------
 * The arena and the notes
 * ---------------------------------------------------------------- */

/* Take ownership of a malloc'd string; never returns NULL ("" after a failure). */
char *
arena_keep(RewriteCtx *ctx, char *s)
{
	if (!s)
	{
		ctx->failed = true;
		return (char *) "";
	}
	if (ctx->arena.n == ctx->arena.cap)
	{
		int			ncap = ctx->arena.cap ? ctx->arena.cap * 2 : 64;
		char	  **nv = realloc(ctx->arena.v, (size_t) ncap * sizeof(char *));

		if (!nv)
		{
			free(s);
			ctx->failed = true;
			return (char *) "";
		}
		ctx->arena.v = nv;
		ctx->arena.cap = ncap;
	}
	ctx->arena.v[ctx->arena.n++] = s;
	return s;
}

char *
arena_printf(RewriteCtx *ctx, const char *f,...)
{
	va_list		ap;
	int			need;
	char	   *s;

	va_start(ap, f);
	need = vsnprintf(NULL, 0, f, ap);
	va_end(ap);
	if (need < 0)
		return arena_keep(ctx, NULL);
	s = malloc((size_t) need + 1);
	if (!s)
		return arena_keep(ctx, NULL);
	va_start(ap, f);
	vsnprintf(s, (size_t) need + 1, f, ap);
	va_end(ap);
	return arena_keep(ctx, s);
}

/* Copy n bytes into an arena string. */
char *
arena_strndup(RewriteCtx *ctx, const char *s, size_t n)
{
	char	   *r = malloc(n + 1);

	if (!r)
		return arena_keep(ctx, NULL);
	memcpy(r, s, n);
	r[n] = '\0';
	return arena_keep(ctx, r);
}

/* Add a note unless already present; notes are capped. */
void
notes_add(Notes *nl, const char *s)
{
	int			k;
	char	  **nv;
	char	   *copy;

	if (!s || !*s || nl->oom)
		return;
	for (k = 0; k < nl->n; k++)
		if (strcmp(nl->v[k], s) == 0)
			return;
	if (nl->n >= MAX_NOTES)
		return;
	nv = realloc(nl->v, (size_t) (nl->n + 1) * sizeof(char *));
	if (!nv)
	{
		nl->oom = true;
		return;
	}
	nl->v = nv;
	copy = strdup(s);
	if (!copy)
	{
		nl->oom = true;
		return;
	}
	nl->v[nl->n++] = copy;
}

/* Free a note list. */
void
notes_free(Notes *nl)
{
	int			k;

	for (k = 0; k < nl->n; k++)
		free(nl->v[k]);
	free(nl->v);
	nl->v = NULL;
	nl->n = 0;
}

/* Append bytes to an output buffer, charging the budget. */
void
out_append(RewriteCtx *ctx, SqlBuf *out, const char *s, size_t n)
{
	if (ctx->failed || n == 0)
		return;
	if (n > ctx->budget)
	{
		ctx->failed = true;
		return;
	}
	ctx->budget -= n;
	sqlbuf_append(out, s, n);
	if (out->oom)
		ctx->failed = true;
}

/* Append a NUL-terminated string to an output buffer. */
void
out_append_str(RewriteCtx *ctx, SqlBuf *out, const char *s)
{
	if (s)
		out_append(ctx, out, s, strlen(s));
}

/* ----------------------------------------------------------------
 * Token access
 * ---------------------------------------------------------------- */

/* Kind of token i (EOF outside the list). */
SqlTokKind
tok_kind(const RewriteCtx *ctx, int i)
{
	if (i < 0 || i >= ctx->n)
		return SQLTOK_EOF;
	return ctx->t.tok[i].kind;
}

/* Next non-comment token. */
int
tok_next(const RewriteCtx *ctx, int i)
{
	return sqltok_next(&ctx->t, i);
}

/* Previous non-comment token (-1 at the start). */
int
tok_prev(const RewriteCtx *ctx, int i)
{
	return sqltok_prev(&ctx->t, i);
}

/* Is token i the unquoted word w? */
bool
tok_is_word(const RewriteCtx *ctx, int i, const char *w)
{
	return sqltok_is_word(&ctx->t, i, w);
}

/* Is token i punctuation ch? */
bool
tok_is_punct(const RewriteCtx *ctx, int i, char ch)
{
	return tok_kind(ctx, i) == SQLTOK_PUNCT && ctx->src[ctx->t.tok[i].start] == ch;
}

/* Is token i the operator op (exact text)? */
bool
tok_is_op(const RewriteCtx *ctx, int i, const char *op)
{
	size_t		l = strlen(op);

	return tok_kind(ctx, i) == SQLTOK_OPERATOR && (size_t) ctx->t.tok[i].len == l &&
		memcmp(ctx->src + ctx->t.tok[i].start, op, l) == 0;
}

/* Raw source text of tokens a..b inclusive (arena). */
char *
tok_span_text(RewriteCtx *ctx, int a, int b)
{
	int			s = ctx->t.tok[a].start;
	int			e = ctx->t.tok[b].start + ctx->t.tok[b].len;

	return arena_strndup(ctx, ctx->src + s, (size_t) (e - s));
}

/* Raw text of one token (arena). */
char *
tok_text(RewriteCtx *ctx, int i)
{
	return tok_span_text(ctx, i, i);
}

/* Lower-cased text of an IDENT token, else NULL. */
char *
tok_lower_word(RewriteCtx *ctx, int i)
{
	char	   *s;
	char	   *p;

	if (tok_kind(ctx, i) != SQLTOK_IDENT)
		return NULL;
	s = tok_text(ctx, i);
	for (p = s; *p; p++)
		*p = ascii_lower(*p);
	return s;
}

/* Matching bracket of token i, or -1. */
int
tok_match(const RewriteCtx *ctx, int i)
{
	if (i < 0 || i >= ctx->n)
		return -1;
	return ctx->pmap[i];
}

/* Unescaped content of a plain '...' (or N'...') string token, else NULL (arena). */
char *
string_content(RewriteCtx *ctx, int i)
{
	const SqlToken *tk;
	const char *s;
	int			k;
	int			from;
	SqlBuf		b;

	if (tok_kind(ctx, i) != SQLTOK_STRING)
		return NULL;
	tk = &ctx->t.tok[i];
	s = ctx->src + tk->start;
	if (s[0] == '\'')
		from = 1;
	else if ((s[0] == 'N' || s[0] == 'n') && tk->len > 1 && s[1] == '\'')
		from = 2;
	else
		return NULL;
	sqlbuf_init(&b);
	for (k = from; k < tk->len; k++)
	{
		if (s[k] == '\'')
		{
			if (k + 1 < tk->len && s[k + 1] == '\'')
			{
				sqlbuf_putc(&b, '\'');
				k++;
				continue;
			}
			break;
		}
		sqlbuf_putc(&b, s[k]);
	}
	if (k >= tk->len)
	{
		/* unterminated: not a literal we can reason about */
		sqlbuf_free(&b);
		return NULL;
	}
	return arena_keep(ctx, sqlbuf_finish(&b));
}

/* A SQL string literal for text (arena). */
char *
quote_literal(RewriteCtx *ctx, const char *text)
{
	SqlBuf		b;
	const char *p;

	sqlbuf_init(&b);
	sqlbuf_putc(&b, '\'');
	for (p = text; *p; p++)
	{
		if (*p == '\'')
			sqlbuf_putc(&b, '\'');
		sqlbuf_putc(&b, *p);
	}
	sqlbuf_putc(&b, '\'');
	return arena_keep(ctx, sqlbuf_finish(&b));
}

/* The single non-comment token of a range, or -1. */
int
range_single(const RewriteCtx *ctx, SqlRange r)
{
	int			f = tok_next(ctx, r.from - 1);

	if (f < r.from || f >= r.to)
		return -1;
	if (tok_next(ctx, f) < r.to)
		return -1;
	return f;
}

/* First / last non-comment token of a range, or -1 when it has none. */
int
range_first(const RewriteCtx *ctx, SqlRange r)
{
	int			f = tok_next(ctx, r.from - 1);

	return (f >= r.from && f < r.to) ? f : -1;
}

/* Last non-comment token of a range, or -1. */
int
range_last(const RewriteCtx *ctx, SqlRange r)
{
	int			l = tok_prev(ctx, r.to);

	return (l >= r.from && l < r.to) ? l : -1;
}

/* Do two ranges hold the same tokens (words compared without case)? */
bool
same_tokens(const RewriteCtx *ctx, SqlRange a, SqlRange b)
{
	int			i = range_first(ctx, a);
	int			j = range_first(ctx, b);

	while (i >= 0 && j >= 0 && i < a.to && j < b.to)
	{
		const SqlToken *x = &ctx->t.tok[i];
		const SqlToken *y = &ctx->t.tok[j];
		int			q;

		if (x->kind != y->kind || x->len != y->len)
			return false;
		for (q = 0; q < x->len; q++)
		{
			char		p1 = ctx->src[x->start + q];
			char		p2 = ctx->src[y->start + q];

			if (x->kind == SQLTOK_IDENT ? ascii_lower(p1) != ascii_lower(p2) : p1 != p2)
				return false;
		}
		i = tok_next(ctx, i);
		j = tok_next(ctx, j);
	}
	return (i < 0 || i >= a.to) && (j < 0 || j >= b.to);
}

/* Does the range hold a comment token? */
bool
range_has_comment(const RewriteCtx *ctx, SqlRange r)
{
	int			i;

	for (i = r.from; i < r.to; i++)
		if (tok_kind(ctx, i) == SQLTOK_COMMENT)
			return true;
	return false;
}

/* A plain string literal alone in a range: its content, else NULL. */
char *
range_string(RewriteCtx *ctx, SqlRange r)
{
	int			i = range_single(ctx, r);

	return i < 0 ? NULL : string_content(ctx, i);
}

/* An integer literal (optionally signed) alone in a range. */
bool
range_int(const RewriteCtx *ctx, SqlRange r, long long *val)
{
	int			f = range_first(ctx, r);
	int			l = range_last(ctx, r);
	bool		neg = false;
	long long	v = 0;
	int			k;
	const SqlToken *tk;

	if (f < 0)
		return false;
	if (f != l)
	{
		if (!(tok_is_op(ctx, f, "-") || tok_is_op(ctx, f, "+")) || tok_next(ctx, f) != l)
			return false;
		neg = tok_is_op(ctx, f, "-");
		f = l;
	}
	if (tok_kind(ctx, f) != SQLTOK_NUMBER)
		return false;
	tk = &ctx->t.tok[f];
	if (tk->len > 12)
		return false;
	for (k = 0; k < tk->len; k++)
	{
		char		ch = ctx->src[tk->start + k];

		if (ch < '0' || ch > '9')
			return false;
		v = v * 10 + (ch - '0');
	}
	*val = neg ? -v : v;
	return true;
}

/* The lower-cased word alone in a range: an unquoted word or a plain string. */
char *
range_word(RewriteCtx *ctx, SqlRange r)
{
	int			i = range_single(ctx, r);
	char	   *s;
	char	   *p;

	if (i < 0)
		return NULL;
	if (tok_kind(ctx, i) == SQLTOK_IDENT)
		return tok_lower_word(ctx, i);
	s = string_content(ctx, i);
	if (!s)
		return NULL;
	s = arena_strndup(ctx, s, strlen(s));
	for (p = s; *p; p++)
		*p = ascii_lower(*p);
	return s;
}

/* Is the range empty of real tokens? */
bool
range_empty(const RewriteCtx *ctx, SqlRange r)
{
	return range_first(ctx, r) < 0;
}

/* ----------------------------------------------------------------
 * Keywords
 * ---------------------------------------------------------------- */

/*
 * PostgreSQL 15 keywords that cannot stand as a bare column name everywhere:
 * reserved, type/function-name and column-name keywords.  An identifier we
 * produce is double-quoted when it is one of these.
 */
static const char *const pg_nonbare[] = {
	"all", "analyse", "analyze", "and", "any", "array", "as", "asc",
	"asymmetric", "both", "case", "cast", "check", "collate", "column",
	"constraint", "create", "current_catalog", "current_date", "current_role",
	"current_time", "current_timestamp", "current_user", "default",
	"deferrable", "desc", "distinct", "do", "else", "end", "except", "false",
	"fetch", "for", "foreign", "from", "grant", "group", "having", "in",
	"initially", "intersect", "into", "lateral", "leading", "limit",
	"localtime", "localtimestamp", "not", "null", "offset", "on", "only", "or",
	"order", "placing", "primary", "references", "returning", "select",
	"session_user", "some", "symmetric", "table", "then", "to", "trailing",
	"true", "union", "unique", "user", "using", "variadic", "when", "where",
	"window", "with",
	/* type_func_name keywords */
	"authorization", "binary", "collation", "concurrently", "cross",
	"current_schema", "freeze", "full", "ilike", "inner", "is", "isnull",
	"join", "left", "like", "natural", "notnull", "outer", "overlaps", "right",
	"similar", "tablesample", "verbose",
	/* col_name keywords */
	"between", "bigint", "bit", "boolean", "char", "character", "coalesce",
	"dec", "decimal", "exists", "extract", "float", "greatest", "grouping",
	"inout", "int", "integer", "interval", "least", "national", "nchar",
	"none", "normalize", "nullif", "numeric", "out", "overlay", "position",
	"precision", "real", "row", "setof", "smallint", "substring", "time",
	"timestamp", "treat", "trim", "values", "varchar", "xmlattributes",
	"xmlconcat", "xmlelement", "xmlexists", "xmlforest", "xmlnamespaces",
	"xmlparse", "xmlpi", "xmlroot", "xmlserialize", "xmltable",
	NULL
};

/* Words that end or join expressions: never an operand. */
static const char *const not_operand[] = {
	"select", "from", "where", "and", "or", "not", "as", "when", "then",
	"else", "end", "like", "ilike", "in", "is", "between", "on", "group",
	"order", "by", "having", "limit", "offset", "union", "intersect", "except",
	"join", "inner", "left", "right", "full", "outer", "cross", "natural",
	"using", "asc", "desc", "distinct", "all", "with", "for", "into", "over",
	"window", "fetch", "only", "some", "any", "similar", "escape", "collate",
	"isnull", "notnull", "nulls", "top", "case", "values", "set", "returning",
	"lateral", "exists", "partition", "rows", "range", "filter", "within",
	"qualify", "regexp", "rlike", "div", "mod", "xor", "sounds", NULL
};

/* Type words that may prefix a string literal (typed literal). */
static const char *const literal_types[] = {
	"date", "time", "timestamp", "timestamptz", "interval", "numeric",
	"decimal", "int", "integer", "bigint", "smallint", "real", "float",
	"boolean", "bool", "text", "varchar", "char", "json", "jsonb", "uuid",
	"inet", "cidr", "bytea", "money", "bit", "point", "precision", "timetz",
	"nchar", "character", NULL
};

/* Can token i begin or end an operand (not a joining keyword)? */
bool
word_is_operand(RewriteCtx *ctx, int i)
{
	char	   *w = tok_lower_word(ctx, i);

	return w && !word_in_list(w, not_operand);
}

/* Render a name as a PostgreSQL identifier: plain lower case when that is the same name, else quoted. */
char *
pg_ident(RewriteCtx *ctx, const char *name)
{
	const unsigned char *p;
	bool		simple = true;
	SqlBuf		b;
	char	   *low;
	char	   *q;

	if (!name[0] || strlen(name) > 63)
		simple = false;
	for (p = (const unsigned char *) name; *p && simple; p++)
	{
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_' ||
			  (p != (const unsigned char *) name && *p >= '0' && *p <= '9')))
			simple = false;
	}
	if (simple)
	{
		low = arena_strndup(ctx, name, strlen(name));
		for (q = low; *q; q++)
			*q = ascii_lower(*q);
		if (!word_in_list(low, pg_nonbare))
			return low;
		return arena_printf(ctx, "\"%s\"", low);
	}
	sqlbuf_init(&b);
	sqlbuf_putc(&b, '"');
	for (p = (const unsigned char *) name; *p; p++)
	{
		if (*p == '"')
			sqlbuf_putc(&b, '"');
		sqlbuf_putc(&b, (char) *p);
	}
	sqlbuf_putc(&b, '"');
	return arena_keep(ctx, sqlbuf_finish(&b));
}

/* ----------------------------------------------------------------
 * Registration of token-level edits
 * ---------------------------------------------------------------- */

/* Are tokens a..b free of other replacements? */
bool
range_free(const RewriteCtx *ctx, int a, int b)
{
	int			i;

	if (a < 0 || b < a || b >= ctx->n - 1)
		return false;
	for (i = a; i <= b; i++)
		if ((ctx->flags[i] & COVERED) || ctx->repl_end[i] >= 0)
			return false;
	return true;
}

/* Attach a note to token i (shown when the token is emitted). */
void
register_note(RewriteCtx *ctx, int i, const char *note)
{
	if (!note)
		return;
	if (ctx->tnote[i])
		ctx->tnote[i] = arena_printf(ctx, "%s\n%s", ctx->tnote[i], note);
	else
		ctx->tnote[i] = arena_printf(ctx, "%s", note);
}

/* Replace tokens a..b with text; false when they are already claimed. */
bool
register_replace(RewriteCtx *ctx, int a, int b, const char *text, int fl, const char *note)
{
	int			i;

	if (!range_free(ctx, a, b))
		return false;
	for (i = a; i <= b; i++)
		ctx->flags[i] |= COVERED;
	ctx->repl_end[a] = b;
	ctx->repl_text[a] = arena_printf(ctx, "%s", text);
	if (fl & EAT_BEFORE)
		ctx->flags[a] |= EAT_BEFORE;
	if (fl & EAT_AFTER)
		ctx->flags[b] |= EAT_AFTER;
	register_note(ctx, a, note);
	return true;
}

/* Insert text before token i (outer constructs first). */
void
register_before(RewriteCtx *ctx, int i, const char *text)
{
	ctx->before[i] = ctx->before[i] ? arena_printf(ctx, "%s%s", ctx->before[i], text) : arena_printf(ctx, "%s", text);
}

/* Insert text after token i; expression closers nest inner-first, statement clauses go last. */
void
register_after(RewriteCtx *ctx, int i, const char *text, bool stmt)
{
	if (stmt)
		ctx->after_stmt[i] = ctx->after_stmt[i] ? arena_printf(ctx, "%s%s", ctx->after_stmt[i], text) : arena_printf(ctx, "%s", text);
	else
		ctx->after_expr[i] = ctx->after_expr[i] ? arena_printf(ctx, "%s%s", text, ctx->after_expr[i]) : arena_printf(ctx, "%s", text);
}

/* ----------------------------------------------------------------
 * Operand boundaries (for string + chains and COLLATE)
 * ---------------------------------------------------------------- */

/* Matching END of the CASE at i, at the same paren level, or -1. */
static int
case_end(const RewriteCtx *ctx, int i, int limit)
{
	int			depth = 0;
	int			j;

	for (j = i; j >= 0 && j < limit && tok_kind(ctx, j) != SQLTOK_EOF; j = tok_next(ctx, j))
	{
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			if (tok_match(ctx, j) < 0)
				return -1;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']') || tok_is_punct(ctx, j, ';'))
			return -1;
		if (tok_is_word(ctx, j, "case"))
			depth++;
		else if (tok_is_word(ctx, j, "end"))
		{
			depth--;
			if (depth == 0)
				return j;
		}
	}
	return -1;
}

/* Matching CASE of the END at i, scanning back at the same paren level, or -1. */
static int
case_start(const RewriteCtx *ctx, int i)
{
	int			depth = 0;
	int			j;

	for (j = i; j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return -1;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[') || tok_is_punct(ctx, j, ';'))
			return -1;
		if (tok_is_word(ctx, j, "end"))
			depth++;
		else if (tok_is_word(ctx, j, "case"))
		{
			depth--;
			if (depth == 0)
				return j;
		}
	}
	return -1;
}

/* Skip a type name after "::" starting at i; returns its last token or -1. */
int
type_after_cast(const RewriteCtx *ctx, int i)
{
	int			j;

	if (tok_kind(ctx, i) != SQLTOK_IDENT && tok_kind(ctx, i) != SQLTOK_QUOTED_IDENT)
		return -1;
	j = i;
	while (tok_kind(ctx, tok_next(ctx, j)) == SQLTOK_IDENT &&
		   (tok_is_word(ctx, tok_next(ctx, j), "precision") || tok_is_word(ctx, tok_next(ctx, j), "varying") ||
			tok_is_word(ctx, tok_next(ctx, j), "integer") || tok_is_word(ctx, tok_next(ctx, j), "int")))
		j = tok_next(ctx, j);
	if (tok_is_punct(ctx, tok_next(ctx, j), '(') && tok_match(ctx, tok_next(ctx, j)) > 0)
		j = tok_match(ctx, tok_next(ctx, j));
	while (tok_is_punct(ctx, tok_next(ctx, j), '[') && tok_match(ctx, tok_next(ctx, j)) > 0)
		j = tok_match(ctx, tok_next(ctx, j));
	return j;
}

/* Last token of the operand that starts at s, or -1 when s cannot start one. */
int
operand_end(RewriteCtx *ctx, int s)
{
	int			i = s;
	int			n;

	while (tok_is_op(ctx, i, "-") || tok_is_op(ctx, i, "+"))
		i = tok_next(ctx, i);
	switch (tok_kind(ctx, i))
	{
		case SQLTOK_IDENT:
			if (tok_is_word(ctx, i, "case"))
			{
				i = case_end(ctx, i, ctx->n);
				if (i < 0)
					return -1;
				break;
			}
			n = tok_next(ctx, i);
			if (tok_is_punct(ctx, n, '('))
			{
				i = tok_match(ctx, n);
				if (i < 0)
					return -1;
				break;
			}
			if (!word_is_operand(ctx, i))
				return -1;
			if (tok_kind(ctx, n) == SQLTOK_STRING && word_in_list(tok_lower_word(ctx, i), literal_types))
			{
				i = n;
				break;
			}
			/* FALLTHROUGH */
		case SQLTOK_QUOTED_IDENT:
		case SQLTOK_BRACKET_IDENT:
		case SQLTOK_BACKTICK_IDENT:
			while (tok_is_punct(ctx, tok_next(ctx, i), '.') &&
				   (tok_kind(ctx, tok_next(ctx, tok_next(ctx, i))) == SQLTOK_IDENT ||
					tok_kind(ctx, tok_next(ctx, tok_next(ctx, i))) == SQLTOK_QUOTED_IDENT ||
					tok_kind(ctx, tok_next(ctx, tok_next(ctx, i))) == SQLTOK_BRACKET_IDENT ||
					tok_kind(ctx, tok_next(ctx, tok_next(ctx, i))) == SQLTOK_BACKTICK_IDENT))
				i = tok_next(ctx, tok_next(ctx, i));
			break;
		case SQLTOK_STRING:
		case SQLTOK_NUMBER:
		case SQLTOK_PARAM:
			break;
		case SQLTOK_PUNCT:
			if (!tok_is_punct(ctx, i, '('))
				return -1;
			i = tok_match(ctx, i);
			if (i < 0)
				return -1;
			break;
		default:
			return -1;
	}
	for (;;)
	{
		n = tok_next(ctx, i);
		if (tok_is_op(ctx, n, "::"))
		{
			i = type_after_cast(ctx, tok_next(ctx, n));
			if (i < 0)
				return -1;
		}
		else if (tok_is_punct(ctx, n, '[') && tok_match(ctx, n) > 0)
			i = tok_match(ctx, n);
		/* a call's WITHIN GROUP (...), FILTER (...) and OVER (...) / OVER w belong to it */
		else if (tok_is_punct(ctx, i, ')') && tok_is_word(ctx, n, "within") && tok_is_word(ctx, tok_next(ctx, n), "group") &&
				 tok_is_punct(ctx, tok_next(ctx, tok_next(ctx, n)), '(') && tok_match(ctx, tok_next(ctx, tok_next(ctx, n))) > 0)
			i = tok_match(ctx, tok_next(ctx, tok_next(ctx, n)));
		else if (tok_is_punct(ctx, i, ')') && tok_is_word(ctx, n, "filter") && tok_is_punct(ctx, tok_next(ctx, n), '(') &&
				 tok_match(ctx, tok_next(ctx, n)) > 0)
			i = tok_match(ctx, tok_next(ctx, n));
		else if (tok_is_punct(ctx, i, ')') && tok_is_word(ctx, n, "over") && tok_is_punct(ctx, tok_next(ctx, n), '(') &&
				 tok_match(ctx, tok_next(ctx, n)) > 0)
			i = tok_match(ctx, tok_next(ctx, n));
		else if (tok_is_punct(ctx, i, ')') && tok_is_word(ctx, n, "over") && tok_kind(ctx, tok_next(ctx, n)) == SQLTOK_IDENT)
			i = tok_next(ctx, n);
		else
			break;
	}
	return i;
}

/* First token of the operand that ends at e, or -1. */
int
operand_start(RewriteCtx *ctx, int e)
{
	int			i = e;
	int			p;

	for (;;)
	{
		switch (tok_kind(ctx, i))
		{
			case SQLTOK_PUNCT:
				if (tok_is_punct(ctx, i, ')'))
				{
					int			o = tok_match(ctx, i);

					if (o < 0)
						return -1;
					p = tok_prev(ctx, o);
					if (tok_kind(ctx, p) == SQLTOK_IDENT &&
						(word_is_operand(ctx, p) || tok_is_word(ctx, p, "left") || tok_is_word(ctx, p, "right") ||
						 tok_is_word(ctx, p, "exists")))
						i = p;
					else
						i = o;
				}
				else if (tok_is_punct(ctx, i, ']'))
				{
					int			o = tok_match(ctx, i);

					if (o < 0)
						return -1;
					i = tok_prev(ctx, o);
					continue;	/* the subscripted operand */
				}
				else
					return -1;
				break;
			case SQLTOK_IDENT:
				if (tok_is_word(ctx, i, "end"))
				{
					i = case_start(ctx, i);
					if (i < 0)
						return -1;
					break;
				}
				if (!word_is_operand(ctx, i))
					return -1;
				/* FALLTHROUGH */
			case SQLTOK_QUOTED_IDENT:
			case SQLTOK_BRACKET_IDENT:
			case SQLTOK_BACKTICK_IDENT:
				while (tok_is_punct(ctx, tok_prev(ctx, i), '.') && tok_prev(ctx, tok_prev(ctx, i)) >= 0 &&
					   (tok_kind(ctx, tok_prev(ctx, tok_prev(ctx, i))) == SQLTOK_IDENT ||
						tok_kind(ctx, tok_prev(ctx, tok_prev(ctx, i))) == SQLTOK_QUOTED_IDENT ||
						tok_kind(ctx, tok_prev(ctx, tok_prev(ctx, i))) == SQLTOK_BRACKET_IDENT ||
						tok_kind(ctx, tok_prev(ctx, tok_prev(ctx, i))) == SQLTOK_BACKTICK_IDENT))
					i = tok_prev(ctx, tok_prev(ctx, i));
				break;
			case SQLTOK_STRING:
				p = tok_prev(ctx, i);
				if (tok_kind(ctx, p) == SQLTOK_IDENT && word_in_list(tok_lower_word(ctx, p), literal_types))
					i = p;
				break;
			case SQLTOK_NUMBER:
			case SQLTOK_PARAM:
				break;
			default:
				return -1;
		}
		p = tok_prev(ctx, i);
		if (tok_is_op(ctx, p, "::") && tok_prev(ctx, p) >= 0)
		{
			i = tok_prev(ctx, p);
			continue;
		}
		return i;
	}
}
