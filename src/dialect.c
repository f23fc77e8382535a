/*
 * dialect.c — foreign-dialect SQL to PostgreSQL 15.
 *
 * How a rewrite works.  The query is tokenized once (sqltok.c).  A first
 * pass registers token-level edits that need no re-ordering of the text:
 * identifiers in [brackets] or `backticks`, N'' strings, T-SQL TOP (removed
 * and re-added as LIMIT at the end of its SELECT), MySQL LIMIT a, b,
 * INTERVAL n UNIT, foreign type names in CAST and ::, COLLATE clauses, T-SQL
 * string +, renamed functions.  A second pass walks the tokens, copying the
 * source text between tokens verbatim, applying the registered edits, and
 * rewriting foreign function calls whose arguments must move (DATEADD,
 * DATEDIFF, IIF, GROUP_CONCAT, ...).  Their arguments are rewritten first,
 * recursively, so calls nest freely.
 *
 * Every mapping here was chosen to answer exactly as the foreign engine
 * would.  Where the answer depends on something the text cannot tell (a
 * column's type, a session setting, which engine wrote it) the construct is
 * left alone: PostgreSQL then reports an error, which is better than a
 * query that runs and answers differently.
 *
 * Bounded work: one tokenization, one registration pass (each construct
 * scans only its own paren level, skipping nested groups through a
 * precomputed bracket map), one walk; arguments that a mapping repeats are
 * copied, not re-walked, and the total output is capped, so nested
 * expansions cannot blow up.
 */
#include "dialect.h"
#include "dialect_idioms.h"
#include "sqltok.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAXARGS		16
#define MAX_DEPTH	40
#define MAX_NOTES	64

/* per-token flags */
#define EAT_BEFORE	0x01		/* drop the whitespace before this token */
#define EAT_AFTER	0x02		/* drop the whitespace after this token */
#define COVERED		0x04		/* inside a registered replacement */

/* dialect hints: which engine's markers the query carries */
#define HINT_TSQL		0x01
#define HINT_MYSQL		0x02
#define HINT_SQLITE	0x04
#define HINT_BIGQUERY	0x08
#define HINT_SNOWFLAKE 0x10

typedef struct Notes
{
	char	  **v;
	int			n;
	bool		oom;
} Notes;

/* Arena of strings owned by a rewrite, freed together at the end. */
typedef struct Arena
{
	char	  **v;
	int			n;
	int			cap;
} Arena;

typedef struct RewriteCtx
{
	SqlTokens	t;
	const char *src;
	int			n;				/* tokens, EOF included */
	int		   *pmap;
	int		   *repl_end;		/* -1, or the last token a replacement covers */
	char	  **repl_text;
	unsigned char *flags;
	char	  **before;			/* text inserted before a token */
	char	  **after_expr;		/* text after a token: expression closers */
	char	  **after_stmt;		/* text after a token: statement clauses */
	char	  **tnote;			/* notes ('\n'-separated) shown when a token is emitted */
	int			hints;
	int			depth;
	size_t		budget;			/* bytes the walk may still emit */
	bool		changed;
	bool		failed;			/* out of memory or over budget */
	Notes		notes;
	Arena		arena;
} RewriteCtx;

/* The caller's stop check (dialect_set_stop_check), asked between tokens. */
static DialectStopCheck stop_check = NULL;
static void *stop_arg = NULL;

void
dialect_set_stop_check(DialectStopCheck check, void *arg)
{
	stop_check = check;
	stop_arg = arg;
}

/* Should the walk stop (the caller said so, or it failed)?  A stopped rewrite changes nothing. */
static bool
ctx_stopped(RewriteCtx *ctx)
{
	if (!ctx->failed && stop_check && stop_check(stop_arg))
		ctx->failed = true;
	return ctx->failed;
}

/* A function call found by the walker. */
typedef struct Call
{
	int			name;
	int			open;
	int			close;
	int			limit;			/* the walk's range end: tokens must stay below */
	int			end;			/* last token consumed (close, or later for WITHIN GROUP) */
	int			nargs;
	SqlRange	args[MAXARGS];
	char		lname[32];		/* name in lower case */
	char		uname[32];		/* name in upper case, for notes */
} Call;

static void emit_range(RewriteCtx *ctx, int from, int to, SqlBuf *out, bool inl);

/* ----------------------------------------------------------------
 * Small utilities
 * ---------------------------------------------------------------- */

/* ASCII lower case of one byte. */
static char
ascii_lower(char ch)
{
	return (ch >= 'A' && ch <= 'Z') ? (char) (ch - 'A' + 'a') : ch;
}

/* Case-insensitive ASCII string equality. */
static bool
ascii_iequal(const char *a, const char *b)
{
	while (*a && *b)
	{
		if (ascii_lower(*a) != ascii_lower(*b))
			return false;
		a++;
		b++;
	}
	return *a == *b;
}

/* Case-insensitive prefix test. */
static bool
ascii_istarts(const char *s, const char *prefix)
{
	while (*prefix)
	{
		if (ascii_lower(*s) != ascii_lower(*prefix))
			return false;
		s++;
		prefix++;
	}
	return true;
}

/* Is word one of the NULL-terminated list (case-insensitive)? */
static bool
word_in_list(const char *word, const char *const *list)
{
	int			k;

	for (k = 0; list[k]; k++)
		if (ascii_iequal(word, list[k]))
			return true;
	return false;
}

/* Take ownership of a malloc'd string; never returns NULL ("" after a failure). */
static char *
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

/* printf into an arena string. */
static char *
arena_printf(RewriteCtx *ctx, const char *f,...) __attribute__((format(printf, 2, 3)));

static char *
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
static char *
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
static void
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
static void
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
static void
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
static void
out_append_str(RewriteCtx *ctx, SqlBuf *out, const char *s)
{
	if (s)
		out_append(ctx, out, s, strlen(s));
}

/* ----------------------------------------------------------------
 * Token access
 * ---------------------------------------------------------------- */

/* Kind of token i (EOF outside the list). */
static SqlTokKind
tok_kind(const RewriteCtx *ctx, int i)
{
	if (i < 0 || i >= ctx->n)
		return SQLTOK_EOF;
	return ctx->t.tok[i].kind;
}

/* Next non-comment token. */
static int
tok_next(const RewriteCtx *ctx, int i)
{
	return sqltok_next(&ctx->t, i);
}

/* Previous non-comment token (-1 at the start). */
static int
tok_prev(const RewriteCtx *ctx, int i)
{
	return sqltok_prev(&ctx->t, i);
}

/* Is token i the unquoted word w? */
static bool
tok_is_word(const RewriteCtx *ctx, int i, const char *w)
{
	return sqltok_is_word(&ctx->t, i, w);
}

/* Is token i punctuation ch? */
static bool
tok_is_punct(const RewriteCtx *ctx, int i, char ch)
{
	return tok_kind(ctx, i) == SQLTOK_PUNCT && ctx->src[ctx->t.tok[i].start] == ch;
}

/* Is token i the operator op (exact text)? */
static bool
tok_is_op(const RewriteCtx *ctx, int i, const char *op)
{
	size_t		l = strlen(op);

	return tok_kind(ctx, i) == SQLTOK_OPERATOR && (size_t) ctx->t.tok[i].len == l &&
		memcmp(ctx->src + ctx->t.tok[i].start, op, l) == 0;
}

/* Raw source text of tokens a..b inclusive (arena). */
static char *
tok_span_text(RewriteCtx *ctx, int a, int b)
{
	int			s = ctx->t.tok[a].start;
	int			e = ctx->t.tok[b].start + ctx->t.tok[b].len;

	return arena_strndup(ctx, ctx->src + s, (size_t) (e - s));
}

/* Raw text of one token (arena). */
static char *
tok_text(RewriteCtx *ctx, int i)
{
	return tok_span_text(ctx, i, i);
}

/* Lower-cased text of an IDENT token, else NULL. */
static char *
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
static int
tok_match(const RewriteCtx *ctx, int i)
{
	if (i < 0 || i >= ctx->n)
		return -1;
	return ctx->pmap[i];
}

/* Unescaped content of a plain '...' (or N'...') string token, else NULL (arena). */
static char *
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
static char *
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
static int
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
static int
range_first(const RewriteCtx *ctx, SqlRange r)
{
	int			f = tok_next(ctx, r.from - 1);

	return (f >= r.from && f < r.to) ? f : -1;
}

/* Last non-comment token of a range, or -1. */
static int
range_last(const RewriteCtx *ctx, SqlRange r)
{
	int			l = tok_prev(ctx, r.to);

	return (l >= r.from && l < r.to) ? l : -1;
}

/* Do two ranges hold the same tokens (words compared without case)? */
static bool
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
static bool
range_has_comment(const RewriteCtx *ctx, SqlRange r)
{
	int			i;

	for (i = r.from; i < r.to; i++)
		if (tok_kind(ctx, i) == SQLTOK_COMMENT)
			return true;
	return false;
}

/* A plain string literal alone in a range: its content, else NULL. */
static char *
range_string(RewriteCtx *ctx, SqlRange r)
{
	int			i = range_single(ctx, r);

	return i < 0 ? NULL : string_content(ctx, i);
}

/* An integer literal (optionally signed) alone in a range. */
static bool
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
static char *
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
static bool
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
static bool
word_is_operand(RewriteCtx *ctx, int i)
{
	char	   *w = tok_lower_word(ctx, i);

	return w && !word_in_list(w, not_operand);
}

/* Render a name as a PostgreSQL identifier: plain lower case when that is the same name, else quoted. */
static char *
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
static bool
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
static void
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
static bool
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
static void
register_before(RewriteCtx *ctx, int i, const char *text)
{
	ctx->before[i] = ctx->before[i] ? arena_printf(ctx, "%s%s", ctx->before[i], text) : arena_printf(ctx, "%s", text);
}

/* Insert text after token i; expression closers nest inner-first, statement clauses go last. */
static void
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
static int
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
static int
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
static int
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

/* ----------------------------------------------------------------
 * T-SQL string concatenation: chains of a + b + c
 * ---------------------------------------------------------------- */

#define CHAIN_MAX 64

typedef struct PlusChain
{
	int			plus[CHAIN_MAX];
	int			np;
	bool		evident;		/* some operand can only be a string */
	bool		number_next;	/* a '+' touches a number literal */
} PlusChain;

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
static bool
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
 * The additive chain around the '+' at p: every binary '+' at the same
 * level (factors joined by * / % stay inside).  False when an operand cannot
 * be delimited or the chain also subtracts (a - b would change meaning).
 */
static bool
chain_of(RewriteCtx *ctx, int p, PlusChain *ch)
{
	int			cur;
	int			s,
				e,
				q;
	bool		lit,
				prevlit = false;
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
		if (tok_is_op(ctx, q, "+") || tok_is_op(ctx, q, "*") || tok_is_op(ctx, q, "/") || tok_is_op(ctx, q, "%"))
		{
			if (tok_is_op(ctx, q, "+"))
			{
				if (ch->np >= CHAIN_MAX)
					return false;
				ch->plus[ch->np++] = q;
			}
			cur = q;
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
		if (tok_is_op(ctx, q, "+") || tok_is_op(ctx, q, "*") || tok_is_op(ctx, q, "/") || tok_is_op(ctx, q, "%"))
		{
			if (tok_is_op(ctx, q, "+"))
			{
				if (ch->np >= CHAIN_MAX)
					return false;
				ch->plus[ch->np++] = q;
			}
			cur = q;
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
 * Date parts
 * ---------------------------------------------------------------- */

typedef enum DatePart
{
	DP_NONE = 0,
	DP_YEAR,
	DP_QUARTER,
	DP_MONTH,
	DP_DAYOFYEAR,
	DP_DAY,
	DP_WEEK,
	DP_ISOWEEK,
	DP_WEEKDAY,
	DP_HOUR,
	DP_MINUTE,
	DP_SECOND,
	DP_MILLISECOND,
	DP_MICROSECOND
} DatePart;

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
static DatePart
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

/* How a mapping writes a date/time argument (call_arg_datetime). */
typedef enum DateArgForm
{
	DT_ASIS,					/* as written (parenthesised when needed) */
	DT_TS,						/* CAST(x AS timestamp) */
	DT_DATE,					/* CAST(x AS date) */
	DT_TSTZ						/* CAST(x AS timestamptz) */
} DateArgForm;

/*
 * Everything the mappings need to know about one date part, in one row.
 * The templates are printf formats: value takes the date once;
 * elapsed and boundaries take (later, earlier, later, earlier), and those
 * that name each operand once ignore the rest.  NULL: the part has no such
 * form, and a call that needs it is left alone.
 */
typedef struct DatePartInfo
{
	const char *name;			/* in notes */
	const char *interval_unit;	/* unit of one step: INTERVAL '<n> unit' */
	const char *step;			/* one step, as an interval */
	const char *literal_unit;	/* unit of an n-step literal (n times literal_factor) */
	int			literal_factor;
	const char *trunc_field;	/* date_trunc field */
	const char *date_part_field;	/* Snowflake DATE_PART(part, x) field; NULL
									 * where PostgreSQL answers otherwise */
	const char *interval_word;	/* MySQL/BigQuery INTERVAL n <word>, or <word>s */
	const char *value;			/* the field as an integer (T-SQL DATEPART) */
	const char *elapsed;		/* whole units from earlier to later (MySQL TIMESTAMPDIFF) */
	DateArgForm boundary_arg;	/* how boundaries casts its operands */
	const char *boundaries;		/* boundaries crossed from earlier to later;
								 * NULL for the weeks, which need a week start */
} DatePartInfo;

static const DatePartInfo date_part_table[] = {
	[DP_NONE] = {"?", NULL, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL, DT_ASIS, NULL},
	[DP_YEAR] = {"year", "year", "INTERVAL '1 year'", "year", 1, "year", "year", "year",
		"CAST(EXTRACT(YEAR FROM %s) AS integer)",
		"CAST(EXTRACT(YEAR FROM age(%s, %s)) AS integer)",
		DT_ASIS, "CAST(EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s) AS integer)"},
	[DP_QUARTER] = {"quarter", "3 months", "INTERVAL '3 months'", "months", 3, "quarter", "quarter", "quarter",
		"CAST(EXTRACT(QUARTER FROM %s) AS integer)",
		"CAST(trunc((EXTRACT(YEAR FROM age(%s, %s)) * 12 + EXTRACT(MONTH FROM age(%s, %s))) / 3) AS integer)",
		DT_ASIS, "CAST((EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s)) * 4 + EXTRACT(QUARTER FROM %s) - EXTRACT(QUARTER FROM %s) AS integer)"},
	[DP_MONTH] = {"month", "month", "INTERVAL '1 month'", "month", 1, "month", "month", "month",
		"CAST(EXTRACT(MONTH FROM %s) AS integer)",
		"CAST(EXTRACT(YEAR FROM age(%s, %s)) * 12 + EXTRACT(MONTH FROM age(%s, %s)) AS integer)",
		DT_ASIS, "CAST((EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s)) * 12 + EXTRACT(MONTH FROM %s) - EXTRACT(MONTH FROM %s) AS integer)"},
	[DP_DAYOFYEAR] = {"dayofyear", "day", "INTERVAL '1 day'", "day", 1, NULL, "doy", NULL,
		"CAST(EXTRACT(DOY FROM %s) AS integer)",
		NULL,
		DT_DATE, "(%s - %s)"},
	[DP_DAY] = {"day", "day", "INTERVAL '1 day'", "day", 1, "day", "day", "day",
		"CAST(EXTRACT(DAY FROM %s) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 86400) AS bigint)",
		DT_DATE, "(%s - %s)"},
	[DP_WEEK] = {"week", "7 days", "INTERVAL '7 days'", "weeks", 1, "week", "week", "week",
		NULL,					/* the week number depends on the week start */
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 604800) AS bigint)",
		DT_DATE, NULL},
	[DP_ISOWEEK] = {"iso_week", "7 days", "INTERVAL '7 days'", "weeks", 1, "week", "week", NULL,
		"CAST(EXTRACT(WEEK FROM %s) AS integer)",
		NULL,
		DT_DATE, NULL},
	[DP_WEEKDAY] = {"weekday", "day", "INTERVAL '1 day'", "day", 1, NULL, NULL, NULL,
		"(CAST(EXTRACT(DOW FROM %s) AS integer) + 1)",
		NULL,
		DT_DATE, "(%s - %s)"},
	[DP_HOUR] = {"hour", "hour", "INTERVAL '1 hour'", "hour", 1, "hour", "hour", "hour",
		"CAST(EXTRACT(HOUR FROM %s) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 3600) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('hour', %s)) - EXTRACT(EPOCH FROM date_trunc('hour', %s))) / 3600 AS bigint)"},
	[DP_MINUTE] = {"minute", "minute", "INTERVAL '1 minute'", "minute", 1, "minute", "minute", "minute",
		"CAST(EXTRACT(MINUTE FROM %s) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 60) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('minute', %s)) - EXTRACT(EPOCH FROM date_trunc('minute', %s))) / 60 AS bigint)"},
	/* DATE_PART(second, x): PostgreSQL keeps the fraction, so seconds and finer are left alone */
	[DP_SECOND] = {"second", "second", "INTERVAL '1 second'", "second", 1, "second", NULL, "second",
		"CAST(floor(EXTRACT(SECOND FROM %s)) AS integer)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s))) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('second', %s)) - EXTRACT(EPOCH FROM date_trunc('second', %s))) AS bigint)"},
	[DP_MILLISECOND] = {"millisecond", "millisecond", "INTERVAL '1 millisecond'", "millisecond", 1, "milliseconds", NULL, "millisecond",
		"(CAST(floor(EXTRACT(MILLISECONDS FROM %s)) AS integer) %% 1000)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) * 1000) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM date_trunc('milliseconds', %s)) - EXTRACT(EPOCH FROM date_trunc('milliseconds', %s))) * 1000 AS bigint)"},
	[DP_MICROSECOND] = {"microsecond", "microsecond", "INTERVAL '1 microsecond'", "microsecond", 1, "microseconds", NULL, "microsecond",
		"(CAST(EXTRACT(MICROSECONDS FROM %s) AS integer) %% 1000000)",
		"CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) * 1000000) AS bigint)",
		DT_TS, "CAST((EXTRACT(EPOCH FROM %s) - EXTRACT(EPOCH FROM %s)) * 1000000 AS bigint)"},
};

/* The row of a part (the DP_NONE row for anything out of range). */
static const DatePartInfo *
date_part_info(DatePart p)
{
	if ((int) p < 0 || (size_t) p >= sizeof(date_part_table) / sizeof(date_part_table[0]))
		p = DP_NONE;
	return &date_part_table[p];
}

/* Interval for n steps of a part, as a literal: INTERVAL '<n> unit'. */
static char *
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
static DatePart
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

/* ----------------------------------------------------------------
 * Foreign type names
 * ---------------------------------------------------------------- */

/*
 * The PostgreSQL spelling of the type named by tokens a..b, or NULL when it
 * is not foreign (or not understood).  The defaults of DECIMAL / NUMERIC /
 * CHAR / REAL differ between engines, so those are mapped only when the
 * query carries markers of exactly one engine.
 */
static char *
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
static bool
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
 * Phase 1: registrations
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
static bool
is_setop(const RewriteCtx *ctx, int i)
{
	return tok_is_word(ctx, i, "union") || tok_is_word(ctx, i, "intersect") || tok_is_word(ctx, i, "except");
}

/*
 * T-SQL SELECT [DISTINCT] TOP n ... → SELECT [DISTINCT] ... LIMIT n at the end
 * of that SELECT (before a closing parenthesis, ';' or the end).  When a set
 * operator follows, the SELECT is parenthesised so the limit stays its own.
 */
static void
register_top(RewriteCtx *ctx, int s)
{
	int			k = tok_next(ctx, s);
	int			top,
				n,
				last,
				m,
				j,
				e;
	bool		ties = false;
	bool		setop = false;
	bool		has_order = false;
	char	   *lim;

	if (tok_is_word(ctx, k, "distinct") || tok_is_word(ctx, k, "all"))
		k = tok_next(ctx, k);
	if (!tok_is_word(ctx, k, "top"))
		return;
	top = k;
	n = tok_next(ctx, top);
	if (tok_kind(ctx, n) == SQLTOK_NUMBER)
	{
		const SqlToken *tk = &ctx->t.tok[n];
		int			q;

		for (q = 0; q < tk->len; q++)
			if (ctx->src[tk->start + q] < '0' || ctx->src[tk->start + q] > '9')
				return;
		last = n;
		lim = tok_text(ctx, n);
	}
	else if (tok_kind(ctx, n) == SQLTOK_PARAM)
	{
		last = n;
		lim = tok_text(ctx, n);
	}
	else if (tok_is_punct(ctx, n, '(') && tok_match(ctx, n) > n + 1)
	{
		last = tok_match(ctx, n);
		lim = tok_span_text(ctx, n, last);
	}
	else
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
	/* what follows must be a select-list item */
	switch (tok_kind(ctx, m))
	{
		case SQLTOK_IDENT:
			if (tok_is_word(ctx, m, "from") || tok_is_word(ctx, m, "where") || tok_is_word(ctx, m, "as"))
				return;
			break;
		case SQLTOK_QUOTED_IDENT:
		case SQLTOK_BRACKET_IDENT:
		case SQLTOK_BACKTICK_IDENT:
		case SQLTOK_STRING:
		case SQLTOK_NUMBER:
		case SQLTOK_PARAM:
			break;
		case SQLTOK_OPERATOR:
			if (!tok_is_op(ctx, m, "*") && !tok_is_op(ctx, m, "-"))
				return;
			break;
		case SQLTOK_PUNCT:
			if (!tok_is_punct(ctx, m, '('))
				return;
			break;
		default:
			return;
	}

	/* a set operator before this SELECT at its level: the limit cannot be placed simply */
	for (j = tok_prev(ctx, s); j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[') || tok_is_punct(ctx, j, ';'))
			break;
		if (is_setop(ctx, j))
			return;
	}

	/* find the end of this SELECT */
	e = last;
	for (j = m; tok_kind(ctx, j) != SQLTOK_EOF; j = tok_next(ctx, j))
	{
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			if (tok_match(ctx, j) < 0)
				return;
			j = tok_match(ctx, j);
			e = j;
			continue;
		}
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']') || tok_is_punct(ctx, j, ';'))
			break;
		if (is_setop(ctx, j))
		{
			setop = true;
			break;
		}
		if (tok_is_word(ctx, j, "limit") || tok_is_word(ctx, j, "offset") || tok_is_word(ctx, j, "fetch") ||
			tok_is_word(ctx, j, "into") || tok_is_word(ctx, j, "for") || tok_is_word(ctx, j, "option"))
			return;
		if (tok_is_word(ctx, j, "order") && tok_is_word(ctx, tok_next(ctx, j), "by"))
			has_order = true;
		e = j;
	}
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

/* MySQL/BigQuery INTERVAL n UNIT → PostgreSQL interval arithmetic. */
static void
register_interval(RewriteCtx *ctx, int i)
{
	int			o = tok_next(ctx, i);
	int			oe;
	int			u;
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
		if (!range_int(ctx, r, &v))
			return;
		u = tok_next(ctx, oe);
		p = interval_unit_part(ctx, u);
		if (p == DP_NONE || tok_is_punct(ctx, tok_next(ctx, u), '('))
			return;
		register_replace(ctx, i, u, interval_literal(ctx, p, v), 0, note);
		return;
	}
	if (tok_is_punct(ctx, o, '('))
		oe = tok_match(ctx, o);
	else if (tok_kind(ctx, o) == SQLTOK_PARAM)
		oe = o;
	else if (tok_kind(ctx, o) == SQLTOK_IDENT || tok_kind(ctx, o) == SQLTOK_QUOTED_IDENT)
	{
		if (tok_kind(ctx, o) == SQLTOK_IDENT && !word_is_operand(ctx, o))
			return;
		oe = operand_end(ctx, o);
		if (oe < 0 || tok_is_punct(ctx, tok_next(ctx, o), '('))
			return;
	}
	else
		return;
	if (oe < 0)
		return;
	u = tok_next(ctx, oe);
	p = interval_unit_part(ctx, u);
	if (p == DP_NONE || tok_is_punct(ctx, tok_next(ctx, u), '('))
		return;
	if (!range_free(ctx, u, u) || !range_free(ctx, i, i))
		return;
	register_replace(ctx, i, i, "(", EAT_AFTER, note);
	register_replace(ctx, u, u, arena_printf(ctx, " * %s)", date_part_info(p)->step), EAT_BEFORE, NULL);
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
	q = tok_prev(ctx, os);
	/* x LIKE 'p' COLLATE ci */
	if (tok_is_word(ctx, q, "like") || tok_is_word(ctx, q, "ilike"))
	{
		if (!range_free(ctx, k, cn) || !range_free(ctx, q, q))
			return;
		register_replace(ctx, q, q, "ILIKE", 0, arena_printf(ctx, "%sILIKE", note));
		register_replace(ctx, k, cn, "", EAT_BEFORE, NULL);
		return;
	}
	/* a = b COLLATE ci */
	if (tok_is_op(ctx, q, "=") || tok_is_op(ctx, q, "<>") || tok_is_op(ctx, q, "!="))
	{
		le = tok_prev(ctx, q);
		if (!collate_operand(ctx, le, &ls) || !range_free(ctx, k, cn))
			return;
		register_before(ctx, ls, "lower(");
		register_after(ctx, le, ")", false);
		register_before(ctx, os, "lower(");
		register_after(ctx, oe, ")", false);
		register_replace(ctx, k, cn, "", EAT_BEFORE, arena_printf(ctx, "%slower() on both sides", note));
		return;
	}
	/* x COLLATE ci LIKE / = y */
	q = tok_next(ctx, cn);
	if (tok_is_word(ctx, q, "like") || tok_is_word(ctx, q, "ilike"))
	{
		if (!range_free(ctx, k, cn) || !range_free(ctx, q, q))
			return;
		register_replace(ctx, q, q, "ILIKE", 0, arena_printf(ctx, "%sILIKE", note));
		register_replace(ctx, k, cn, "", EAT_BEFORE, NULL);
		return;
	}
	if (tok_is_op(ctx, q, "=") || tok_is_op(ctx, q, "<>") || tok_is_op(ctx, q, "!="))
	{
		rs = tok_next(ctx, q);
		re = operand_end(ctx, rs);
		if (re < 0 || !range_free(ctx, k, cn))
			return;
		register_before(ctx, os, "lower(");
		register_after(ctx, oe, ")", false);
		register_before(ctx, rs, "lower(");
		register_after(ctx, re, ")", false);
		register_replace(ctx, k, cn, "", EAT_BEFORE, arena_printf(ctx, "%slower() on both sides", note));
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
static bool
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
static int
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

static bool subquery_without_alias(RewriteCtx *ctx, int o, bool any_prev);
static int	first_free_subquery_alias(RewriteCtx *ctx);

/* Phase 1: walk all tokens once and register token-level edits. */
static void
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
static char *
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

/* ----------------------------------------------------------------
 * Phase 2: the walk
 * ---------------------------------------------------------------- */

/* Record the notes attached to token i. */
static void
take_token_notes(RewriteCtx *ctx, int i)
{
	const char *s = ctx->tnote[i];
	const char *nl;

	while (s && *s)
	{
		nl = strchr(s, '\n');
		if (!nl)
		{
			notes_add(&ctx->notes, s);
			break;
		}
		notes_add(&ctx->notes, arena_strndup(ctx, s, (size_t) (nl - s)));
		s = nl + 1;
	}
}

/* Emit one token as written; inside rewritten calls a -- comment becomes a block comment. */
static void
emit_token(RewriteCtx *ctx, int i, SqlBuf *out, bool inl)
{
	const SqlToken *tk = &ctx->t.tok[i];
	const char *s = ctx->src + tk->start;

	if (tk->kind == SQLTOK_COMMENT && inl && s[0] == '-')
	{
		char	   *body = arena_strndup(ctx, s + 2, (size_t) tk->len - 2);

		if (!strstr(body, "*/") && !strstr(body, "/*"))
		{
			out_append_str(ctx, out, "/*");
			out_append_str(ctx, out, body);
			out_append_str(ctx, out, " */");
		}
		return;
	}
	out_append(ctx, out, s, (size_t) tk->len);
}

static bool try_map_call(RewriteCtx *ctx, int i, int to, SqlBuf *out, int *last);

/*
 * Emit tokens [from, to) with all edits applied, copying the text between
 * tokens as it is.  inl: the text goes inside a rewritten expression.
 */
static void
emit_range(RewriteCtx *ctx, int from, int to, SqlBuf *out, bool inl)
{
	int			pos;
	int			i;

	if (from >= to || from < 0)
		return;
	pos = ctx->t.tok[from].start;
	i = from;
	while (i < to && !ctx_stopped(ctx))
	{
		const SqlToken *tk = &ctx->t.tok[i];
		int			j = i;

		if (tk->kind == SQLTOK_EOF)
			break;
		if (!(ctx->flags[i] & EAT_BEFORE))
			out_append(ctx, out, ctx->src + pos, (size_t) (tk->start - pos));
		if (ctx->before[i])
		{
			out_append_str(ctx, out, ctx->before[i]);
			ctx->changed = true;
		}
		take_token_notes(ctx, i);
		if (ctx->repl_end[i] >= 0 && ctx->repl_end[i] < to)
		{
			out_append_str(ctx, out, ctx->repl_text[i]);
			j = ctx->repl_end[i];
			ctx->changed = true;
		}
		else if (ctx->depth < MAX_DEPTH && tk->kind == SQLTOK_IDENT && try_map_call(ctx, i, to, out, &j))
			ctx->changed = true;
		else
			emit_token(ctx, i, out, inl);
		if (ctx->after_expr[j])
		{
			out_append_str(ctx, out, ctx->after_expr[j]);
			ctx->changed = true;
		}
		if (ctx->after_stmt[j])
		{
			out_append_str(ctx, out, ctx->after_stmt[j]);
			ctx->changed = true;
		}
		pos = ctx->t.tok[j].start + ctx->t.tok[j].len;
		if ((ctx->flags[j] & EAT_AFTER) && j + 1 < to)
			pos = ctx->t.tok[j + 1].start;
		i = j + 1;
	}
}

/* Rewritten text of token range [from, to) (arena). */
static char *
rewrite_span(RewriteCtx *ctx, int from, int to)
{
	SqlBuf		b;

	sqlbuf_init(&b);
	ctx->depth++;
	emit_range(ctx, from, to, &b, true);
	ctx->depth--;
	return arena_keep(ctx, sqlbuf_finish(&b));
}

/* Rewritten text of argument a (arena). */
static char *
call_arg(RewriteCtx *ctx, const Call *call, int a)
{
	return rewrite_span(ctx, call->args[a].from, call->args[a].to);
}

/* Is the range one operand that needs no parentheses next to an operator? */
static bool
range_simple(RewriteCtx *ctx, SqlRange r)
{
	int			f = range_first(ctx, r);
	int			l = range_last(ctx, r);

	if (f < 0)
		return false;
	if (tok_is_op(ctx, f, "-") || tok_is_op(ctx, f, "+"))
		return false;
	return operand_end(ctx, f) == l;
}

/* The argument's text, parenthesised unless it is a single operand. */
static char *
call_arg_operand(RewriteCtx *ctx, const Call *call, int a)
{
	char	   *s = call_arg(ctx, call, a);

	return range_simple(ctx, call->args[a]) ? s : arena_printf(ctx, "(%s)", s);
}

/* ----------------------------------------------------------------
 * Function-call rewrites
 *
 * Each handler first checks the raw tokens of the call and returns false
 * (having emitted nothing) when the call is not one it can map with the
 * same meaning; only then does it rewrite the arguments and emit.
 * ---------------------------------------------------------------- */

/* Parenthesise s (the text of range r) unless it is a single operand. */
static char *
paren_unless_simple(RewriteCtx *ctx, SqlRange r, char *s)
{
	return range_simple(ctx, r) ? s : arena_printf(ctx, "(%s)", s);
}

/* Can argument a be a date/time value?  A number literal only as T-SQL's 0 (1900-01-01). */
static bool
arg_is_datetime(RewriteCtx *ctx, const Call *call, int a, bool zero_ok)
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
static bool
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
static char *
call_arg_datetime(RewriteCtx *ctx, const Call *call, int a, DateArgForm how)
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
call_arg_part(RewriteCtx *ctx, const Call *call, int a)
{
	char	   *w;

	if (a >= call->nargs)
		return DP_NONE;
	w = range_word(ctx, call->args[a]);
	if (w && ascii_istarts(w, "sql_tsi_"))
		w += 8;
	return date_part_named(w);
}

/* Emit the rewrite and its note. */
static bool
emit_mapping(RewriteCtx *ctx, SqlBuf *out, const char *text, const char *note)
{
	out_append_str(ctx, out, text);
	notes_add(&ctx->notes, note);
	return true;
}

/* Number of boundaries of a part crossed from a to b (T-SQL, Snowflake, BigQuery DATE_DIFF). */
static char *
boundaries_crossed(RewriteCtx *ctx, DatePart p, int week_start, const Call *call, int ia, int ib)
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

/* IIF / IFF / IF(c, a, b) → CASE. */
static bool
map_iif(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	const char *who = ascii_iequal(call->lname, "iif") ? "T-SQL IIF" : ascii_iequal(call->lname, "iff") ? "Snowflake IFF" : "MySQL/BigQuery IF";

	if (call->nargs != 3)
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CASE WHEN %s THEN %s ELSE %s END", call_arg(ctx, call, 0), call_arg(ctx, call, 1), call_arg(ctx, call, 2)),
				arena_printf(ctx, "%s(c, a, b) → CASE WHEN c THEN a ELSE b END", who));
}

/* NVL2(a, b, c) → CASE. */
static bool
map_nvl2(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
map_isnull(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs != 1)
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "(%s IS NULL)", call_arg_operand(ctx, call, 0)), "MySQL ISNULL(x) → (x IS NULL)");
}

/* T-SQL LEN ignores trailing spaces. */
static bool
map_len(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs != 1)
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "length(rtrim(CAST(%s AS text)))", call_arg(ctx, call, 0)),
				"T-SQL LEN(x) → length(rtrim(x)) (LEN ignores trailing spaces)");
}

/* T-SQL / Snowflake DATEADD(part, n, d) and MySQL TIMESTAMPADD(unit, n, d). */
static bool
map_dateadd(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_date_add(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_datediff(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
bigquery_part_arg(RewriteCtx *ctx, const Call *call, int a, int *week_start)
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
static bool
map_date_diff(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_timestampdiff(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_timestamp_diff(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_datepart(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_datename(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_field(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_last_day(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* MySQL FROM_UNIXTIME(n [, fmt]). */
static bool
map_from_unixtime(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* MySQL UNIX_TIMESTAMP(d). */
static bool
map_unix_timestamp(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs != 1 || !arg_is_datetime(ctx, call, 0, false))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", call_arg_datetime(ctx, call, 0, DT_TSTZ)),
				"MySQL UNIX_TIMESTAMP(d) → epoch seconds");
}

/* BigQuery TIMESTAMP_SECONDS / _MILLIS / _MICROS, UNIX_SECONDS / UNIX_MILLIS / UNIX_DATE. */
static bool
map_bigquery_epoch(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* MySQL DATE_FORMAT(d, fmt) → to_char. */
static bool
map_date_format(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_str_to_date(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/*
 * SQLite time value with modifiers: args[first] is the value, the rest are
 * modifier strings.  Returns a timestamp expression (UTC, as SQLite's), or
 * NULL when a modifier has no exact equivalent.  Pure check when dry.
 */
static const char *runtime_modifier_unit(RewriteCtx *ctx, SqlRange r);

static char *
sqlite_time(RewriteCtx *ctx, const Call *call, int first, bool dry)
{
	char	   *base = NULL;
	char	   *v;
	int			m = first + 1;
	bool		day1 = false;
	int			s;

	if (first >= call->nargs || range_empty(ctx, call->args[first]))
		return NULL;
	for (s = first + 1; s < call->nargs; s++)
		if (!range_string(ctx, call->args[s]) && runtime_modifier_unit(ctx, call->args[s]) == NULL)
			return NULL;
	v = range_string(ctx, call->args[first]);
	s = range_single(ctx, call->args[first]);
	if (m < call->nargs && range_string(ctx, call->args[m]) && ascii_iequal(range_string(ctx, call->args[m]), "unixepoch"))
	{
		if (v)
			return NULL;
		if (!dry)
			base = arena_printf(ctx, "(to_timestamp(%s) AT TIME ZONE 'UTC')", call_arg(ctx, call, first));
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
				return NULL;
			base = "(now() AT TIME ZONE 'UTC')";
		}
		else if ((*p >= '0' && *p <= '9') && !strchr(p, '-') && !strchr(p, ':'))
			return NULL;		/* a Julian day number */
		else
			base = arena_printf(ctx, "TIMESTAMP %s", quote_literal(ctx, v));
	}
	else if (s >= 0 && tok_kind(ctx, s) == SQLTOK_NUMBER)
		return NULL;
	else if (!dry)
	{
		base = call_arg(ctx, call, first);
		if (!arg_is_timestamp(ctx, call->args[first]))
			base = arena_printf(ctx, "CAST(%s AS timestamp)", base);
	}

	for (; m < call->nargs; m++)
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
				return NULL;
			if (!dry)
				base = u[0] == 'm' || u[0] == 'y' ?
					arena_printf(ctx, "(date_trunc('month', %s) + CAST(%s AS interval) + (%s - date_trunc('month', %s)))",
						base, call_arg(ctx, call, m), base, base) :
					arena_printf(ctx, "(%s + CAST(%s AS interval))", base, call_arg(ctx, call, m));
			if (u[0] != 'm' && u[0] != 'y')
				day1 = false;
			continue;
		}
		while (*mod == ' ')
			mod++;
		len = strlen(mod);
		while (len > 0 && mod[len - 1] == ' ')
			len--;
		if (len == 0 || len >= sizeof(buf))
			return NULL;
		for (p = buf; (size_t) (p - buf) < len; p++)
			*p = ascii_lower(mod[p - buf]);
		*p = '\0';
		if (strcmp(buf, "start of month") == 0 || strcmp(buf, "start of year") == 0 ||
			strcmp(buf, "start of day") == 0)
		{
			const char *f = buf[9] == 'm' ? "month" : buf[9] == 'y' ? "year" : "day";

			if (!dry)
				base = arena_printf(ctx, "date_trunc('%s', %s)", f, base);
			if (buf[9] != 'd')
				day1 = true;
			continue;
		}
		/* [+-]digits[.digits] then the unit */
		end = buf;
		if (*end == '+' || *end == '-')
			end++;
		if (!(*end >= '0' && *end <= '9'))
			return NULL;
		while ((*end >= '0' && *end <= '9') || *end == '.')
			end++;
		if (*end != ' ' || end - buf > 15 || strchr(buf, '.') != strrchr(buf, '.'))
			return NULL;
		num = strtod(buf, NULL);
		while (*end == ' ')
			end++;
		unit = end;
		if (strcmp(unit, "day") == 0 || strcmp(unit, "days") == 0 ||
			strcmp(unit, "hour") == 0 || strcmp(unit, "hours") == 0 ||
			strcmp(unit, "minute") == 0 || strcmp(unit, "minutes") == 0 ||
			strcmp(unit, "second") == 0 || strcmp(unit, "seconds") == 0)
			day1 = false;
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
				return NULL;
			overflow = !day1;
		}
		else
			return NULL;
		if (!dry)
		{
			char		nb[48];
			size_t		q = 0;
			const char *r = buf;

			while (*r && *r != ' ' && q < sizeof(nb) - 1)
				nb[q++] = *r++;
			nb[q] = '\0';
			if (overflow)
				base = arena_printf(ctx, "(date_trunc('month', %s) + INTERVAL '%s %s' + (%s - date_trunc('month', %s)))",
						   base, nb, unit, base, base);
			else
				base = arena_printf(ctx, "(%s + INTERVAL '%s %s')", base, nb, unit);
		}
	}
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
static bool
map_strftime(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_julianday(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "(EXTRACT(EPOCH FROM %s) / 86400.0 + 2440587.5)", sqlite_time(ctx, call, 0, false)),
				"SQLite julianday(x) → EXTRACT(EPOCH FROM x) / 86400 + 2440587.5");
}

/* SQLite unixepoch(time, modifiers...). */
static bool
map_unixepoch(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", sqlite_time(ctx, call, 0, false)),
				"SQLite unixepoch(x) → epoch seconds");
}

/* SQLite date(x, modifiers...) (one argument is PostgreSQL's own date(x)); BigQuery DATE(y, m, d). */
static bool
map_date(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_datetime(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs < 1 || !sqlite_time(ctx, call, 0, true))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "date_trunc('second', %s)", sqlite_time(ctx, call, 0, false)),
				"SQLite datetime(x, modifiers) → timestamp arithmetic");
}

/* SQLite time(x, modifiers...). */
static bool
map_time(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* BigQuery FORMAT_DATE / FORMAT_DATETIME / FORMAT_TIMESTAMP(fmt, x). */
static bool
map_format_date(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_parse_date(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_format(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* MySQL GROUP_CONCAT([DISTINCT] x [, y...] [ORDER BY ...] [SEPARATOR s]); SQLite group_concat(x, sep). */
static bool
map_group_concat(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	SqlRange	ex[MAXARGS];
	int			nex = 0;
	int			j,
				e,
				start;
	int			state = 0;		/* 0 values, 1 ORDER BY, 2 SEPARATOR */
	int			ord_from = -1,
				ord_to = -1;
	int			sep_tok = -1;
	bool		distinct = false;
	char	   *sep = "','";
	SqlBuf		v;
	int			q;
	char	   *value;

	j = tok_next(ctx, call->open);
	if (j >= call->close)
		return false;
	if (tok_is_word(ctx, j, "distinct"))
	{
		distinct = true;
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
		if (state == 0 && tok_is_punct(ctx, e, ','))
		{
			if (nex >= MAXARGS - 1)
				return false;
			ex[nex].from = start;
			ex[nex++].to = e;
			start = e + 1;
		}
		else if (state == 0 && tok_is_word(ctx, e, "order") && tok_is_word(ctx, tok_next(ctx, e), "by"))
		{
			ex[nex].from = start;
			ex[nex++].to = e;
			state = 1;
			e = tok_next(ctx, e);
			ord_from = e + 1;
		}
		else if (tok_is_word(ctx, e, "separator"))
		{
			if (state == 0)
			{
				ex[nex].from = start;
				ex[nex++].to = e;
			}
			else
				ord_to = e;
			state = 2;
			sep_tok = tok_next(ctx, e);
			if (tok_next(ctx, sep_tok) != call->close || !string_content(ctx, sep_tok))
				return false;
			break;
		}
	}
	if (state == 0)
	{
		ex[nex].from = start;
		ex[nex++].to = call->close;
	}
	else if (state == 1)
		ord_to = call->close;
	for (q = 0; q < nex; q++)
		if (range_empty(ctx, ex[q]))
			return false;
	if (ord_from >= 0)
	{
		SqlRange	ord = {ord_from, ord_to};

		if (range_empty(ctx, ord))
			return false;
	}
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
map_listagg(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
map_strpos(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
map_convert(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
map_safe_divide(RewriteCtx *ctx, Call *call, SqlBuf *out)
{
	if (call->nargs != 2 || range_empty(ctx, call->args[0]) || range_empty(ctx, call->args[1]))
		return false;
	return emit_mapping(ctx, out, arena_printf(ctx, "(CAST(%s AS double precision) / NULLIF(%s, 0))", call_arg(ctx, call, 0), call_arg(ctx, call, 1)),
				"BigQuery SAFE_DIVIDE(a, b) → CAST(a AS double precision) / NULLIF(b, 0)");
}

/* Snowflake DIV0(a, b) / DIV0NULL(a, b): 0 for a zero (or NULL) divisor. */
static bool
map_div0(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
static bool
map_unary(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* Snowflake TO_VARCHAR(d, fmt) with a format PostgreSQL reads the same way. */
static bool
map_to_varchar(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* BigQuery DATE_TRUNC(d, PART) / TIMESTAMP_TRUNC / DATETIME_TRUNC; Snowflake DATE_TRUNC(part, d). */
static bool
map_date_trunc(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

/* BigQuery REGEXP_CONTAINS(s, r) → s ~ r; Snowflake CONTAINS(s, sub) → strpos(s, sub) > 0. */
static bool
map_contains(RewriteCtx *ctx, Call *call, SqlBuf *out)
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
map_concat(RewriteCtx *ctx, Call *call, SqlBuf *out)
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

typedef bool (*CallHandler) (RewriteCtx *ctx, Call *call, SqlBuf *out);

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
static bool
try_map_call(RewriteCtx *ctx, int i, int to, SqlBuf *out, int *last)
{
	Call		call;
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

/* ----------------------------------------------------------------
 * Entry points
 * ---------------------------------------------------------------- */

/* Set up a rewrite context over sql; false when memory runs out. */
static bool
ctx_init(RewriteCtx *ctx, const char *sql)
{
	int			i;
	size_t		len;

	memset(ctx, 0, sizeof(*ctx));
	if (!sqltok_tokenize(sql, &ctx->t))
		return false;
	ctx->src = sql;
	ctx->n = ctx->t.n;
	ctx->pmap = sqltok_paren_map(&ctx->t);
	ctx->repl_end = malloc((size_t) ctx->n * sizeof(int));
	ctx->repl_text = calloc((size_t) ctx->n, sizeof(char *));
	ctx->flags = calloc((size_t) ctx->n, 1);
	ctx->before = calloc((size_t) ctx->n, sizeof(char *));
	ctx->after_expr = calloc((size_t) ctx->n, sizeof(char *));
	ctx->after_stmt = calloc((size_t) ctx->n, sizeof(char *));
	ctx->tnote = calloc((size_t) ctx->n, sizeof(char *));
	if (!ctx->pmap || !ctx->repl_end || !ctx->repl_text || !ctx->flags || !ctx->before ||
		!ctx->after_expr || !ctx->after_stmt || !ctx->tnote)
		return false;
	for (i = 0; i < ctx->n; i++)
		ctx->repl_end[i] = -1;
	len = strlen(sql);
	ctx->budget = len * 16 + 65536;
	return true;
}

/* Release a rewrite context. */
static void
ctx_free(RewriteCtx *ctx)
{
	int			i;

	for (i = 0; i < ctx->arena.n; i++)
		free(ctx->arena.v[i]);
	free(ctx->arena.v);
	free(ctx->pmap);
	free(ctx->repl_end);
	free(ctx->repl_text);
	free(ctx->flags);
	free(ctx->before);
	free(ctx->after_expr);
	free(ctx->after_stmt);
	free(ctx->tnote);
	notes_free(&ctx->notes);
	sqltok_free(&ctx->t);
}

/* Reset a result to empty. */
static void
result_init(DialectResult *out)
{
	out->sql = NULL;
	out->notes = NULL;
	out->nnotes = 0;
}

/* Run both passes over sql; the rewritten text (malloc'd) or NULL when nothing changed. */
static char *
rewrite_text(const char *sql, Notes *notes, int declared_hints)
{
	RewriteCtx			ctx;
	SqlBuf		b;
	char	   *res = NULL;
	int			last;
	const char *idiom_notes[8];
	int			nidioms = 0;
	/* whole idioms first (dialect_idioms.c): their parts mapped one by one would go wrong */
	char	   *idioms = dialect_idioms_rewrite(sql, idiom_notes, 8, &nidioms);

	if (idioms)
		sql = idioms;
	if (!ctx_init(&ctx, sql))
	{
		ctx_free(&ctx);
		free(idioms);
		return NULL;
	}
	if (ctx.n > 1)
	{
		/* a declared engine replaces what the markers in the text suggest */
		ctx.hints = declared_hints ? declared_hints : detect_hints(&ctx);
		register_edits(&ctx);
		sqlbuf_init(&b);
		out_append(&ctx, &b, sql, (size_t) ctx.t.tok[0].start);
		emit_range(&ctx, 0, ctx.n - 1, &b, false);
		last = ctx.n - 2;
		out_append(&ctx, &b, sql + ctx.t.tok[last].start + ctx.t.tok[last].len,
			strlen(sql) - (size_t) (ctx.t.tok[last].start + ctx.t.tok[last].len));
		res = sqlbuf_finish(&b);
		if (ctx.failed || !res || !ctx.changed || strcmp(res, sql) == 0 || ctx.notes.oom)
		{
			free(res);
			res = NULL;
		}
		else
		{
			*notes = ctx.notes;
			ctx.notes.v = NULL;
			ctx.notes.n = 0;
		}
	}
	ctx_free(&ctx);
	if (idioms)
	{
		int			k;

		if (res == NULL)
			res = idioms;
		else
			free(idioms);
		for (k = 0; k < nidioms; k++)
			notes_add(notes, idiom_notes[k]);
		if (notes->oom)
		{
			free(res);
			notes_free(notes);
			return NULL;
		}
	}
	return res;
}

/* Map foreign constructs to PostgreSQL; see dialect.h. */
bool
dialect_rewrite(const char *sql, DialectResult *out)
{
	Notes		notes = {NULL, 0, false};
	char	   *res;

	result_init(out);
	if (!sql)
		return false;
	res = rewrite_text(sql, &notes, 0);
	if (!res)
		return false;
	out->sql = res;
	out->notes = notes.v;
	out->nnotes = notes.n;
	return true;
}

/* Map foreign constructs as the declared engine means them; see dialect.h. */
bool
dialect_rewrite_as(const char *sql, const char *engine, DialectResult *out)
{
	static const struct
	{
		const char *name;
		int			hints;
	}			engines[] = {
		{"tsql", HINT_TSQL}, {"mysql", HINT_MYSQL}, {"sqlite", HINT_SQLITE},
		{"bigquery", HINT_BIGQUERY}, {"snowflake", HINT_SNOWFLAKE}
	};
	Notes		notes = {NULL, 0, false};
	char	   *res;
	int			hints = 0;
	size_t		k;

	result_init(out);
	for (k = 0; k < sizeof(engines) / sizeof(engines[0]); k++)
		if (engine && ascii_iequal(engine, engines[k].name))
			hints = engines[k].hints;
	if (!sql || hints == 0)
		return false;
	res = rewrite_text(sql, &notes, hints);
	if (!res)
		return false;
	out->sql = res;
	out->notes = notes.v;
	out->nnotes = notes.n;
	return true;
}

/* Free a result; see dialect.h. */
void
dialect_result_free(DialectResult *r)
{
	int			k;

	if (!r)
		return;
	free(r->sql);
	for (k = 0; k < r->nnotes; k++)
		free(r->notes[k]);
	free(r->notes);
	result_init(r);
}

/* ----------------------------------------------------------------
 * Error-guided fixes
 * ---------------------------------------------------------------- */

/* Byte offset of the 1-based character position in UTF-8 text, or -1. */
static int
char_pos_to_byte(const char *s, int position)
{
	int			chars = 0;
	int			i;

	if (position <= 0)
		return -1;
	for (i = 0; s[i]; i++)
	{
		if (((unsigned char) s[i] & 0xC0) != 0x80)
		{
			chars++;
			if (chars == position)
				return i;
		}
		if (i >= INT_MAX - 1)
			break;
	}
	return -1;
}

/* The token at byte offset off, else the first non-comment token after it, else -1. */
static int
token_at(RewriteCtx *ctx, int off)
{
	int			i;
	int			lo = 0,
				hi = ctx->n - 1;

	if (off < 0)
		return -1;
	i = sqltok_at_offset(&ctx->t, off);
	if (i >= 0)
		return tok_kind(ctx, i) == SQLTOK_COMMENT ? -1 : i;
	/* first token starting after off */
	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (ctx->t.tok[mid].start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	i = tok_next(ctx, lo - 1);
	return (i >= 0 && tok_kind(ctx, i) != SQLTOK_EOF) ? i : -1;
}

/* Replace token i's text in the edit list. */
static void
edit_replace_token(RewriteCtx *ctx, SqlEdits *ed, int i, const char *text)
{
	sqledits_add(ed, ctx->t.tok[i].start, ctx->t.tok[i].start + ctx->t.tok[i].len, text);
}

/* Insert text before token i. */
static void
edit_insert_before(RewriteCtx *ctx, SqlEdits *ed, int i, const char *text)
{
	sqledits_add(ed, ctx->t.tok[i].start, ctx->t.tok[i].start, text);
}

/* Insert text right after token i. */
static void
edit_insert_after(RewriteCtx *ctx, SqlEdits *ed, int i, const char *text)
{
	int			e = ctx->t.tok[i].start + ctx->t.tok[i].len;

	sqledits_add(ed, e, e, text);
}

/* Is the '(' at o a FROM-clause subquery without an alias? */
static bool
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
static int
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

/* "subquery in FROM must have an alias": add AS subN after each such subquery. */
static bool
fix_subquery_alias(RewriteCtx *ctx, int pt, SqlEdits *ed, Notes *notes)
{
	int			i;
	int			next = first_free_subquery_alias(ctx);
	bool		any = false;

	for (i = 0; i < ctx->n - 1; i++)
	{
		char	   *name;

		if (ctx_stopped(ctx))
			return false;

		if (!tok_is_punct(ctx, i, '(') || !subquery_without_alias(ctx, i, i == pt))
			continue;
		name = arena_printf(ctx, "sub%d", next++);
		edit_insert_after(ctx, ed, tok_match(ctx, i), arena_printf(ctx, " AS %s", name));
		notes_add(notes, arena_printf(ctx, "subquery in FROM without an alias → AS %s", name));
		any = true;
	}
	return any;
}

/* Is token j 0 or 1 standing alone as a comparison operand? */
static bool
lone_bit_literal(RewriteCtx *ctx, int j, bool right)
{
	const SqlToken *tk = &ctx->t.tok[j];
	int			o;

	if (tok_kind(ctx, j) != SQLTOK_NUMBER || tk->len != 1 ||
		(ctx->src[tk->start] != '0' && ctx->src[tk->start] != '1'))
		return false;
	o = right ? tok_next(ctx, j) : tok_prev(ctx, j);
	if (tok_kind(ctx, o) == SQLTOK_OPERATOR || tok_is_punct(ctx, o, '.') || tok_is_punct(ctx, o, '['))
		return false;
	return true;
}

/* The comparison operator at i, when it is = <> or !=. */
static bool
is_eq_op(RewriteCtx *ctx, int i)
{
	return tok_is_op(ctx, i, "=") || tok_is_op(ctx, i, "<>") || tok_is_op(ctx, i, "!=");
}

/* "operator does not exist: boolean = integer": 1/0 → true/false, here and for the same operand elsewhere. */
static bool
fix_bool_compare(RewriteCtx *ctx, int op, bool int_right, SqlEdits *ed, Notes *notes)
{
	int			lit = int_right ? tok_next(ctx, op) : tok_prev(ctx, op);
	int			be,
				bs;
	SqlRange	b;
	int			i;

	if (!is_eq_op(ctx, op) || !lone_bit_literal(ctx, lit, int_right))
		return false;
	edit_replace_token(ctx, ed, lit, ctx->src[ctx->t.tok[lit].start] == '1' ? "true" : "false");
	notes_add(notes, "boolean compared with 1/0 → true/false");

	/* the boolean side, when it is a plain column reference */
	if (int_right)
	{
		be = tok_prev(ctx, op);
		bs = operand_start(ctx, be);
	}
	else
	{
		bs = tok_next(ctx, op);
		be = operand_end(ctx, bs);
	}
	if (bs < 0 || be < 0)
		return true;
	for (i = bs; i <= be; i = tok_next(ctx, i))
		if (!(tok_kind(ctx, i) == SQLTOK_IDENT || tok_kind(ctx, i) == SQLTOK_QUOTED_IDENT || tok_is_punct(ctx, i, '.')))
			return true;
	b.from = bs;
	b.to = be + 1;
	for (i = 0; i < ctx->n - 1; i++)
	{
		int			s,
					e;
		SqlRange	o;

		if (ctx_stopped(ctx))
			return false;

		if (!is_eq_op(ctx, i) || i == op)
			continue;
		/* operand = 0/1 */
		e = tok_prev(ctx, i);
		s = operand_start(ctx, e);
		o.from = s;
		o.to = e + 1;
		if (s >= 0 && same_tokens(ctx, b, o) && lone_bit_literal(ctx, tok_next(ctx, i), true))
		{
			int			l = tok_next(ctx, i);

			edit_replace_token(ctx, ed, l, ctx->src[ctx->t.tok[l].start] == '1' ? "true" : "false");
			continue;
		}
		/* 0/1 = operand */
		s = tok_next(ctx, i);
		e = operand_end(ctx, s);
		o.from = s;
		o.to = e + 1;
		if (e >= 0 && same_tokens(ctx, b, o) && lone_bit_literal(ctx, tok_prev(ctx, i), false))
		{
			int			l = tok_prev(ctx, i);

			edit_replace_token(ctx, ed, l, ctx->src[ctx->t.tok[l].start] == '1' ? "true" : "false");
		}
	}
	return true;
}

/* "operator does not exist: text + text" and the like: the + chain → ||. */
static bool
fix_string_plus(RewriteCtx *ctx, int op, SqlEdits *ed, Notes *notes)
{
	PlusChain		ch;
	int			k;

	if (!tok_is_op(ctx, op, "+") || !ends_operand(ctx, tok_prev(ctx, op)) || (ctx->hints & (HINT_MYSQL | HINT_SQLITE)))
		return false;
	if (!chain_of(ctx, op, &ch))
		return false;
	for (k = 0; k < ch.np; k++)
		edit_replace_token(ctx, ed, ch.plus[k], "||");
	notes_add(notes, "T-SQL string concatenation + → ||");
	return true;
}

/* Clause keywords of a SELECT block. */
static bool
is_clause_word(RewriteCtx *ctx, int j)
{
	return tok_is_word(ctx, j, "from") || tok_is_word(ctx, j, "where") || tok_is_word(ctx, j, "group") ||
		tok_is_word(ctx, j, "having") || tok_is_word(ctx, j, "order") || tok_is_word(ctx, j, "window") ||
		tok_is_word(ctx, j, "qualify") || tok_is_word(ctx, j, "limit") || tok_is_word(ctx, j, "offset") ||
		tok_is_word(ctx, j, "fetch") || tok_is_word(ctx, j, "into") || tok_is_word(ctx, j, "join") ||
		tok_is_word(ctx, j, "on") || tok_is_word(ctx, j, "using");
}

/* Names of volatile functions: repeating their call would change the answer. */
static bool
range_volatile(RewriteCtx *ctx, SqlRange r)
{
	int			i;

	for (i = r.from; i < r.to; i++)
		if (tok_is_word(ctx, i, "random") || tok_is_word(ctx, i, "nextval") || tok_is_word(ctx, i, "gen_random_uuid") ||
			tok_is_word(ctx, i, "clock_timestamp") || tok_is_word(ctx, i, "setval") || tok_is_word(ctx, i, "timeofday"))
			return true;
	return false;
}

/*
 * "column "x" does not exist" where x is an alias of the same SELECT list,
 * used in WHERE, GROUP BY, HAVING or ORDER BY expressions (MySQL, SQLite,
 * BigQuery allow that; PostgreSQL does not): substitute (expression) for
 * the unqualified references of that block.
 */
static bool
fix_alias_ref(RewriteCtx *ctx, int ref, const char *x, SqlEdits *ed, Notes *notes)
{
	int			j,
				sel = -1,
				list_from,
				list_end = -1,
				m;
	const char *clause = NULL;
	SqlRange	items[256];
	int			nitems = 0;
	int			start;
	SqlRange	expr = {-1, -1};
	int			matches = 0;
	int			depth = 0;
	bool		ref_fixed = false;
	char	   *etext;
	char	   *name;
	SqlEdits	tmp;
	int			q;

	if (tok_kind(ctx, ref) != SQLTOK_IDENT && tok_kind(ctx, ref) != SQLTOK_QUOTED_IDENT)
		return false;
	name = arena_keep(ctx, sqltok_ident_name(&ctx->t, ref));
	if (strcmp(name, x) != 0 || tok_is_punct(ctx, tok_prev(ctx, ref), '.') || tok_is_punct(ctx, tok_next(ctx, ref), '.') ||
		tok_is_punct(ctx, tok_next(ctx, ref), '('))
		return false;

	/* the innermost SELECT around the reference */
	for (j = tok_prev(ctx, ref); j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return false;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, ';'))
			return false;
		if (tok_is_word(ctx, j, "select"))
		{
			sel = j;
			break;
		}
	}
	if (sel < 0)
		return false;
	for (j = tok_prev(ctx, sel); j >= 0; j = tok_prev(ctx, j))
	{
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (tok_match(ctx, j) < 0)
				return false;
			j = tok_match(ctx, j);
			continue;
		}
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, ';'))
			break;
		if (is_setop(ctx, j))
			return false;		/* ORDER BY of a set operation sees other columns */
	}

	/* the select list, and the clause holding the reference */
	list_from = tok_next(ctx, sel);
	if (tok_is_word(ctx, list_from, "all"))
		list_from = tok_next(ctx, list_from);
	else if (tok_is_word(ctx, list_from, "distinct"))
	{
		list_from = tok_next(ctx, list_from);
		if (tok_is_word(ctx, list_from, "on") && tok_is_punct(ctx, tok_next(ctx, list_from), '('))
			list_from = tok_next(ctx, tok_match(ctx, tok_next(ctx, list_from)));
	}
	for (j = list_from;; j = tok_next(ctx, j))
	{
		if (j == ref)
			break;
		if (tok_kind(ctx, j) == SQLTOK_EOF || tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ';') || is_setop(ctx, j))
			return false;
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			m = tok_match(ctx, j);
			if (m < 0)
				return false;
			if (ref > j && ref < m)
				break;
			j = m;
			continue;
		}
		if (tok_kind(ctx, j) == SQLTOK_IDENT && is_clause_word(ctx, j))
		{
			if (list_end < 0)
				list_end = j;
			clause = tok_lower_word(ctx, j);
		}
	}
	if (list_end < 0 || !clause ||
		!(ascii_iequal(clause, "where") || ascii_iequal(clause, "group") || ascii_iequal(clause, "having") ||
		  ascii_iequal(clause, "order") || ascii_iequal(clause, "qualify")))
		return false;

	/* select items and their aliases */
	start = list_from;
	for (j = list_from; j <= list_end; j = tok_next(ctx, j))
	{
		if ((tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '[')) && tok_match(ctx, j) > j)
		{
			j = tok_match(ctx, j);
			continue;
		}
		if (j == list_end || tok_is_punct(ctx, j, ','))
		{
			if (nitems >= 256)
				return false;
			items[nitems].from = start;
			items[nitems++].to = j;
			start = j + 1;
		}
	}
	for (q = 0; q < nitems; q++)
	{
		int			l = range_last(ctx, items[q]);
		int			p;
		char	   *an;

		if (l < 0 || (tok_kind(ctx, l) != SQLTOK_IDENT && tok_kind(ctx, l) != SQLTOK_QUOTED_IDENT))
			continue;
		p = tok_prev(ctx, l);
		if (p < items[q].from)
			continue;
		if (tok_is_word(ctx, p, "as"))
		{
			an = arena_keep(ctx, sqltok_ident_name(&ctx->t, l));
			if (strcmp(an, x) == 0)
			{
				matches++;
				expr.from = items[q].from;
				expr.to = p;
			}
		}
		else if ((tok_kind(ctx, l) == SQLTOK_QUOTED_IDENT || word_is_operand(ctx, l)) &&
				 !tok_is_punct(ctx, p, '.') && ends_operand(ctx, p))
		{
			an = arena_keep(ctx, sqltok_ident_name(&ctx->t, l));
			if (strcmp(an, x) == 0)
			{
				matches++;
				expr.from = items[q].from;
				expr.to = l;
			}
		}
	}
	if (matches != 1 || range_empty(ctx, expr) || range_has_comment(ctx, expr) || range_volatile(ctx, expr))
		return false;
	etext = arena_printf(ctx, "(%s)", tok_span_text(ctx, range_first(ctx, expr), range_last(ctx, expr)));

	/* substitute the references of this block after the select list */
	sqledits_init(&tmp);
	clause = NULL;
	for (j = list_end; tok_kind(ctx, j) != SQLTOK_EOF; j = tok_next(ctx, j))
	{
		if (depth == 0 && (tok_is_punct(ctx, j, ';') || is_setop(ctx, j)))
			break;
		if (tok_is_punct(ctx, j, '(') || tok_is_punct(ctx, j, '['))
		{
			int			f = tok_next(ctx, j);

			if (tok_is_word(ctx, f, "select") || tok_is_word(ctx, f, "with") || tok_is_word(ctx, f, "values"))
			{
				if (tok_match(ctx, j) < 0)
					break;
				j = tok_match(ctx, j);	/* a subquery has its own scope */
				continue;
			}
			depth++;
			continue;
		}
		if (tok_is_punct(ctx, j, ')') || tok_is_punct(ctx, j, ']'))
		{
			if (depth == 0)
				break;
			depth--;
			continue;
		}
		if (depth == 0 && tok_kind(ctx, j) == SQLTOK_IDENT && is_clause_word(ctx, j))
		{
			clause = tok_lower_word(ctx, j);
			continue;
		}
		if (!clause || !(ascii_iequal(clause, "where") || ascii_iequal(clause, "group") || ascii_iequal(clause, "having") ||
						 ascii_iequal(clause, "order") || ascii_iequal(clause, "qualify")))
			continue;
		if (tok_kind(ctx, j) != SQLTOK_IDENT && tok_kind(ctx, j) != SQLTOK_QUOTED_IDENT)
			continue;
		if (strcmp(arena_keep(ctx, sqltok_ident_name(&ctx->t, j)), x) != 0)
			continue;
		if (tok_is_punct(ctx, tok_prev(ctx, j), '.') || tok_is_punct(ctx, tok_next(ctx, j), '.') || tok_is_punct(ctx, tok_next(ctx, j), '(') ||
			tok_is_word(ctx, tok_prev(ctx, j), "as"))
			continue;
		/* a bare ORDER BY / GROUP BY item may name an output column */
		if (depth == 0 && (ascii_iequal(clause, "order") || ascii_iequal(clause, "group")) &&
			(tok_is_word(ctx, tok_prev(ctx, j), "by") || tok_is_punct(ctx, tok_prev(ctx, j), ',')))
		{
			int			n = tok_next(ctx, j);

			if (tok_is_punct(ctx, n, ',') || tok_is_punct(ctx, n, ')') || tok_is_punct(ctx, n, ';') || tok_kind(ctx, n) == SQLTOK_EOF ||
				tok_is_word(ctx, n, "asc") || tok_is_word(ctx, n, "desc") || tok_is_word(ctx, n, "nulls") ||
				is_setop(ctx, n) || (tok_kind(ctx, n) == SQLTOK_IDENT && is_clause_word(ctx, n)))
				continue;
		}
		sqledits_add(&tmp, ctx->t.tok[j].start, ctx->t.tok[j].start + ctx->t.tok[j].len, etext);
		if (j == ref)
			ref_fixed = true;
	}
	if (!ref_fixed || tmp.oom ||
		(size_t) tmp.n * strlen(etext) > strlen(ctx->src) * 16 + 65536)
	{
		sqledits_free(&tmp);
		return false;
	}
	for (q = 0; q < tmp.n; q++)
		sqledits_add(ed, tmp.e[q].start, tmp.e[q].end, tmp.e[q].text);
	sqledits_free(&tmp);
	notes_add(notes, arena_printf(ctx, "column alias %s is not visible in %s → its expression substituted",
						 x, ascii_iequal(clause, "group") ? "GROUP BY" : ascii_iequal(clause, "order") ? "ORDER BY" :
						 ascii_iequal(clause, "having") ? "HAVING" : ascii_iequal(clause, "where") ? "WHERE" : "that clause"));
	return true;
}

/* "column "x" does not exist" for a double-quoted value: MySQL/SQLite/BigQuery "x" is a string. */
static bool
fix_dq_string(RewriteCtx *ctx, int ref, const char *x, SqlEdits *ed, Notes *notes)
{
	int			p,
				le,
				ls,
				o;
	char	   *name;

	if (tok_kind(ctx, ref) != SQLTOK_QUOTED_IDENT || ctx->src[ctx->t.tok[ref].start] != '"')
		return false;
	name = arena_keep(ctx, sqltok_ident_name(&ctx->t, ref));
	if (strcmp(name, x) != 0 || tok_is_punct(ctx, tok_prev(ctx, ref), '.') || tok_is_punct(ctx, tok_next(ctx, ref), '.'))
		return false;
	p = tok_prev(ctx, ref);
	if (is_eq_op(ctx, p) || tok_is_op(ctx, p, "<") || tok_is_op(ctx, p, ">") || tok_is_op(ctx, p, "<=") ||
		tok_is_op(ctx, p, ">=") || tok_is_word(ctx, p, "like") || tok_is_word(ctx, p, "ilike"))
	{
		le = tok_prev(ctx, p);
		if (tok_is_word(ctx, le, "not"))
			le = tok_prev(ctx, le);
		ls = operand_start(ctx, le);
		if (ls < 0 || (ls == le && (tok_kind(ctx, ls) == SQLTOK_STRING || tok_kind(ctx, ls) == SQLTOK_NUMBER)))
			return false;
		edit_replace_token(ctx, ed, ref, quote_literal(ctx, name));
	}
	else if (tok_is_punct(ctx, p, '(') || tok_is_punct(ctx, p, ','))
	{
		int			close,
					i;

		/* x [NOT] IN ("a", "b") */
		for (o = p; o >= 0 && !tok_is_punct(ctx, o, '('); o = tok_prev(ctx, o))
			if (!(tok_is_punct(ctx, o, ',') || tok_kind(ctx, o) == SQLTOK_STRING || tok_kind(ctx, o) == SQLTOK_QUOTED_IDENT))
				return false;
		if (o < 0 || !tok_is_word(ctx, tok_prev(ctx, o), "in") || (close = tok_match(ctx, o)) < 0)
			return false;
		for (i = tok_next(ctx, o); i < close; i = tok_next(ctx, i))
			if (!(tok_is_punct(ctx, i, ',') || tok_kind(ctx, i) == SQLTOK_STRING || tok_kind(ctx, i) == SQLTOK_QUOTED_IDENT))
				return false;
		for (i = tok_next(ctx, o); i < close; i = tok_next(ctx, i))
			if (tok_kind(ctx, i) == SQLTOK_QUOTED_IDENT && ctx->src[ctx->t.tok[i].start] == '"')
				edit_replace_token(ctx, ed, i, quote_literal(ctx, arena_keep(ctx, sqltok_ident_name(&ctx->t, i))));
	}
	else
		return false;
	notes_add(notes, "double-quoted value (a string in MySQL/SQLite/BigQuery) → single-quoted string");
	return true;
}

/* Can token j begin / end a condition (WHERE x, WHEN x THEN, AND x ...)? */
static bool
condition_slot(RewriteCtx *ctx, int s, int e)
{
	int			p = tok_prev(ctx, s);
	int			n = tok_next(ctx, e);

	if (!(tok_is_word(ctx, p, "when") || tok_is_word(ctx, p, "where") || tok_is_word(ctx, p, "and") || tok_is_word(ctx, p, "or") ||
		  tok_is_word(ctx, p, "not") || tok_is_word(ctx, p, "having") || tok_is_word(ctx, p, "on") || tok_is_punct(ctx, p, '(')))
		return false;
	if (tok_is_punct(ctx, p, '(') && !(tok_is_punct(ctx, n, ')')))
		return false;
	return tok_is_word(ctx, n, "then") || tok_is_word(ctx, n, "and") || tok_is_word(ctx, n, "or") || tok_is_punct(ctx, n, ')') ||
		tok_is_punct(ctx, n, ';') || tok_kind(ctx, n) == SQLTOK_EOF || tok_is_word(ctx, n, "group") || tok_is_word(ctx, n, "order") ||
		tok_is_word(ctx, n, "having") || tok_is_word(ctx, n, "limit") || tok_is_word(ctx, n, "window") || is_setop(ctx, n) ||
		tok_is_word(ctx, n, "offset") || tok_is_word(ctx, n, "fetch");
}

/* "argument of WHERE must be type boolean, not type integer": x → (x <> 0). */
static bool
fix_int_condition(RewriteCtx *ctx, int s, SqlEdits *ed, Notes *notes)
{
	int			e = operand_end(ctx, s);
	SqlRange	b;
	int			i;

	if (s < 0 || e < 0 || !condition_slot(ctx, s, e))
		return false;
	b.from = s;
	b.to = e + 1;
	for (i = 0; i < ctx->n - 1; i++)
	{
		int			ie;
		SqlRange	o;

		if (ctx_stopped(ctx))
			return false;

		if (tok_kind(ctx, i) != tok_kind(ctx, s) || ctx->t.tok[i].len != ctx->t.tok[s].len ||
			memcmp(ctx->src + ctx->t.tok[i].start, ctx->src + ctx->t.tok[s].start, (size_t) ctx->t.tok[s].len) != 0)
			continue;
		ie = operand_end(ctx, i);
		if (ie < 0 || !condition_slot(ctx, i, ie))
			continue;
		o.from = i;
		o.to = ie + 1;
		if (!same_tokens(ctx, b, o))
			continue;
		edit_insert_before(ctx, ed, i, "(");
		edit_insert_after(ctx, ed, ie, " <> 0)");
		i = ie;
	}
	notes_add(notes, "number used as a condition → (x <> 0), as MySQL/SQLite read it");
	return true;
}

/* "function sum(boolean) does not exist": SUM/AVG(b) → SUM/AVG(CAST(b AS integer)). */
static bool
fix_agg_bool(RewriteCtx *ctx, int f, SqlEdits *ed, Notes *notes)
{
	SqlRange	a[MAXARGS];
	SqlRange	first;
	int			i;

	if (!is_mappable_call(ctx, f) || sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, f), a, MAXARGS) != 1 ||
		range_empty(ctx, a[0]))
		return false;
	first = a[0];
	if (tok_is_word(ctx, range_first(ctx, first), "distinct"))
		return false;
	for (i = 0; i < ctx->n - 1; i++)
	{
		SqlRange	b[MAXARGS];

		if (ctx_stopped(ctx))
			return false;

		if (!(tok_is_word(ctx, i, "sum") || tok_is_word(ctx, i, "avg")) || !is_mappable_call(ctx, i) ||
			sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, i), b, MAXARGS) != 1 ||
			!same_tokens(ctx, first, b[0]))
			continue;
		edit_insert_before(ctx, ed, range_first(ctx, b[0]), "CAST(");
		edit_insert_after(ctx, ed, range_last(ctx, b[0]), " AS integer)");
	}
	notes_add(notes, "SUM/AVG of a boolean → of CAST(b AS integer) (true counts 1, as in MySQL/SQLite)");
	return true;
}

/* "function round(double precision, integer) does not exist": round(CAST(x AS numeric), n). */
static bool
fix_round(RewriteCtx *ctx, SqlEdits *ed, Notes *notes)
{
	int			i;
	bool		any = false;

	for (i = 0; i < ctx->n - 1; i++)
	{
		SqlRange	a[MAXARGS];
		int			f;

		if (ctx_stopped(ctx))
			return false;

		if (!tok_is_word(ctx, i, "round") || !is_mappable_call(ctx, i) ||
			sqltok_split_args(&ctx->t, ctx->pmap, tok_next(ctx, i), a, MAXARGS) != 2 ||
			range_empty(ctx, a[0]) || range_empty(ctx, a[1]))
			continue;
		f = range_first(ctx, a[0]);
		edit_insert_before(ctx, ed, f, "CAST(");
		edit_insert_after(ctx, ed, range_last(ctx, a[0]), " AS numeric)");
		any = true;
	}
	if (any)
		notes_add(notes, "round(double precision, n) does not exist → round(CAST(x AS numeric), n)");
	return any;
}

/* Parse "T1 op T2" of an operator error. */
static bool
parse_op_types(const char *rest, const char *op, char *left, char *right, size_t cap)
{
	char		pat[8];
	const char *at;
	size_t		ll;

	snprintf(pat, sizeof(pat), " %s ", op);
	at = strstr(rest, pat);
	if (!at)
		return false;
	ll = (size_t) (at - rest);
	if (ll >= cap || strlen(at + strlen(pat)) >= cap)
		return false;
	memcpy(left, rest, ll);
	left[ll] = '\0';
	strcpy(right, at + strlen(pat));
	return true;
}

/* A type name as PostgreSQL prints it that holds text. */
static bool
is_text_type_name(const char *t)
{
	return strcmp(t, "text") == 0 || strcmp(t, "unknown") == 0 ||
		ascii_istarts(t, "character varying") || strcmp(t, "character") == 0 ||
		strcmp(t, "name") == 0 || strcmp(t, "citext") == 0 || strcmp(t, "\"char\"") == 0;
}

/* An integer type name as PostgreSQL prints it. */
static bool
is_integer_type_name(const char *t)
{
	return strcmp(t, "integer") == 0 || strcmp(t, "bigint") == 0 || strcmp(t, "smallint") == 0;
}

/* Apply the fix the error message asks for; true when edits were recorded. */
static bool
apply_error_fix(RewriteCtx *ctx, const char *message, int pt, SqlEdits *ed, Notes *notes)
{
	char		l[128],
				r[128];
	const char *rest;

	if (ascii_istarts(message, "subquery in FROM must have an alias") ||
		ascii_istarts(message, "VALUES in FROM must have an alias"))
		return fix_subquery_alias(ctx, pt, ed, notes);

	rest = NULL;
	if (ascii_istarts(message, "operator does not exist: "))
		rest = message + strlen("operator does not exist: ");
	else if (ascii_istarts(message, "operator is not unique: "))
		rest = message + strlen("operator is not unique: ");
	if (rest && pt >= 0)
	{
		if (parse_op_types(rest, "=", l, r, sizeof(l)) || parse_op_types(rest, "<>", l, r, sizeof(l)))
		{
			if (strcmp(l, "boolean") == 0 && is_integer_type_name(r))
				return fix_bool_compare(ctx, pt, true, ed, notes);
			if (is_integer_type_name(l) && strcmp(r, "boolean") == 0)
				return fix_bool_compare(ctx, pt, false, ed, notes);
			return false;
		}
		if (parse_op_types(rest, "+", l, r, sizeof(l)) && is_text_type_name(l) && is_text_type_name(r))
			return fix_string_plus(ctx, pt, ed, notes);
		return false;
	}

	if (ascii_istarts(message, "column \"") && pt >= 0)
	{
		const char *q = message + strlen("column \"");
		const char *end = strstr(q, "\" does not exist");
		char	   *x;

		if (!end)
			return false;
		x = arena_strndup(ctx, q, (size_t) (end - q));
		if (fix_alias_ref(ctx, pt, x, ed, notes))
			return true;
		return fix_dq_string(ctx, pt, x, ed, notes);
	}

	if (ascii_istarts(message, "argument of ") && strstr(message, " must be type boolean, not type ") && pt >= 0)
	{
		const char *t = strstr(message, "not type ") + strlen("not type ");

		if (is_integer_type_name(t) || strcmp(t, "numeric") == 0)
			return fix_int_condition(ctx, pt, ed, notes);
		return false;
	}

	if ((ascii_istarts(message, "function sum(boolean) does not exist") ||
		 ascii_istarts(message, "function avg(boolean) does not exist")) && pt >= 0)
		return fix_agg_bool(ctx, pt, ed, notes);

	if (ascii_istarts(message, "function round(double precision, integer) does not exist") ||
		ascii_istarts(message, "function round(real, integer) does not exist") ||
		ascii_istarts(message, "function round(double precision, bigint) does not exist"))
		return fix_round(ctx, ed, notes);

	return false;
}

/* Fix guided by PostgreSQL's error; see dialect.h. */
bool
dialect_fix_for_error(const char *sql, const char *sqlstate, const char *message,
					  int position, DialectResult *out)
{
	RewriteCtx			ctx;
	SqlEdits	ed;
	Notes		notes = {NULL, 0, false};
	Notes		more = {NULL, 0, false};
	char	   *first = NULL;
	char	   *second;
	int			pt = -1;
	int			k;

	(void) sqlstate;			/* the message says more than the code */
	result_init(out);
	if (!sql)
		return false;
	if (!message)
		message = "";
	sqledits_init(&ed);
	if (ctx_init(&ctx, sql) && ctx.n > 1)
	{
		pt = token_at(&ctx, char_pos_to_byte(sql, position));
		ctx.hints = detect_hints(&ctx);
		if (apply_error_fix(&ctx, message, pt, &ed, &notes) && ed.n > 0 && !ctx.failed)
			first = sqledits_apply(&ed, sql);
	}
	ctx_free(&ctx);
	sqledits_free(&ed);
	if (!first || strcmp(first, sql) == 0)
	{
		free(first);
		first = NULL;
		notes_free(&notes);
	}

	/* then the general mapping, over the fixed text */
	second = rewrite_text(first ? first : sql, &more, 0);
	for (k = 0; k < more.n; k++)
		notes_add(&notes, more.v[k]);
	notes_free(&more);
	if (second)
	{
		free(first);
		first = second;
	}
	if (!first || notes.oom)
	{
		free(first);
		notes_free(&notes);
		return false;
	}
	out->sql = first;
	out->notes = notes.v;
	out->nnotes = notes.n;
	return true;
}
