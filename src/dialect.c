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
#define H_TSQL		0x01
#define H_MYSQL		0x02
#define H_SQLITE	0x04
#define H_BIGQUERY	0x08
#define H_SNOWFLAKE 0x10

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

typedef struct Ctx
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
} Ctx;

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
ctx_stopped(Ctx *c)
{
	if (!c->failed && stop_check && stop_check(stop_arg))
		c->failed = true;
	return c->failed;
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

static void emit_range(Ctx *c, int from, int to, SqlBuf *out, bool inl);

/* ----------------------------------------------------------------
 * Small utilities
 * ---------------------------------------------------------------- */

/* ASCII lower case of one byte. */
static char
lc(char ch)
{
	return (ch >= 'A' && ch <= 'Z') ? (char) (ch - 'A' + 'a') : ch;
}

/* Case-insensitive ASCII string equality. */
static bool
ieq(const char *a, const char *b)
{
	while (*a && *b)
	{
		if (lc(*a) != lc(*b))
			return false;
		a++;
		b++;
	}
	return *a == *b;
}

/* Case-insensitive prefix test. */
static bool
istarts(const char *s, const char *prefix)
{
	while (*prefix)
	{
		if (lc(*s) != lc(*prefix))
			return false;
		s++;
		prefix++;
	}
	return true;
}

/* Is word one of the NULL-terminated list (case-insensitive)? */
static bool
in_list(const char *word, const char *const *list)
{
	int			k;

	for (k = 0; list[k]; k++)
		if (ieq(word, list[k]))
			return true;
	return false;
}

/* Take ownership of a malloc'd string; never returns NULL ("" after a failure). */
static char *
keep(Ctx *c, char *s)
{
	if (!s)
	{
		c->failed = true;
		return (char *) "";
	}
	if (c->arena.n == c->arena.cap)
	{
		int			ncap = c->arena.cap ? c->arena.cap * 2 : 64;
		char	  **nv = realloc(c->arena.v, (size_t) ncap * sizeof(char *));

		if (!nv)
		{
			free(s);
			c->failed = true;
			return (char *) "";
		}
		c->arena.v = nv;
		c->arena.cap = ncap;
	}
	c->arena.v[c->arena.n++] = s;
	return s;
}

/* printf into an arena string. */
static char *
fmt(Ctx *c, const char *f,...) __attribute__((format(printf, 2, 3)));

static char *
fmt(Ctx *c, const char *f,...)
{
	va_list		ap;
	int			need;
	char	   *s;

	va_start(ap, f);
	need = vsnprintf(NULL, 0, f, ap);
	va_end(ap);
	if (need < 0)
		return keep(c, NULL);
	s = malloc((size_t) need + 1);
	if (!s)
		return keep(c, NULL);
	va_start(ap, f);
	vsnprintf(s, (size_t) need + 1, f, ap);
	va_end(ap);
	return keep(c, s);
}

/* Copy n bytes into an arena string. */
static char *
dupn(Ctx *c, const char *s, size_t n)
{
	char	   *r = malloc(n + 1);

	if (!r)
		return keep(c, NULL);
	memcpy(r, s, n);
	r[n] = '\0';
	return keep(c, r);
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
put(Ctx *c, SqlBuf *out, const char *s, size_t n)
{
	if (c->failed || n == 0)
		return;
	if (n > c->budget)
	{
		c->failed = true;
		return;
	}
	c->budget -= n;
	sqlbuf_append(out, s, n);
	if (out->oom)
		c->failed = true;
}

/* Append a NUL-terminated string to an output buffer. */
static void
puts_(Ctx *c, SqlBuf *out, const char *s)
{
	if (s)
		put(c, out, s, strlen(s));
}

/* ----------------------------------------------------------------
 * Token access
 * ---------------------------------------------------------------- */

/* Kind of token i (EOF outside the list). */
static SqlTokKind
kind(const Ctx *c, int i)
{
	if (i < 0 || i >= c->n)
		return SQLTOK_EOF;
	return c->t.tok[i].kind;
}

/* Next non-comment token. */
static int
nx(const Ctx *c, int i)
{
	return sqltok_next(&c->t, i);
}

/* Previous non-comment token (-1 at the start). */
static int
pv(const Ctx *c, int i)
{
	return sqltok_prev(&c->t, i);
}

/* Is token i the unquoted word w? */
static bool
isw(const Ctx *c, int i, const char *w)
{
	return sqltok_is_word(&c->t, i, w);
}

/* Is token i punctuation ch? */
static bool
isp(const Ctx *c, int i, char ch)
{
	return kind(c, i) == SQLTOK_PUNCT && c->src[c->t.tok[i].start] == ch;
}

/* Is token i the operator op (exact text)? */
static bool
isop(const Ctx *c, int i, const char *op)
{
	size_t		l = strlen(op);

	return kind(c, i) == SQLTOK_OPERATOR && (size_t) c->t.tok[i].len == l &&
		memcmp(c->src + c->t.tok[i].start, op, l) == 0;
}

/* Raw source text of tokens a..b inclusive (arena). */
static char *
span(Ctx *c, int a, int b)
{
	int			s = c->t.tok[a].start;
	int			e = c->t.tok[b].start + c->t.tok[b].len;

	return dupn(c, c->src + s, (size_t) (e - s));
}

/* Raw text of one token (arena). */
static char *
toktext(Ctx *c, int i)
{
	return span(c, i, i);
}

/* Lower-cased text of an IDENT token, else NULL. */
static char *
lword(Ctx *c, int i)
{
	char	   *s;
	char	   *p;

	if (kind(c, i) != SQLTOK_IDENT)
		return NULL;
	s = toktext(c, i);
	for (p = s; *p; p++)
		*p = lc(*p);
	return s;
}

/* Matching bracket of token i, or -1. */
static int
match(const Ctx *c, int i)
{
	if (i < 0 || i >= c->n)
		return -1;
	return c->pmap[i];
}

/* Unescaped content of a plain '...' (or N'...') string token, else NULL (arena). */
static char *
str_content(Ctx *c, int i)
{
	const SqlToken *tk;
	const char *s;
	int			k;
	int			from;
	SqlBuf		b;

	if (kind(c, i) != SQLTOK_STRING)
		return NULL;
	tk = &c->t.tok[i];
	s = c->src + tk->start;
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
	return keep(c, sqlbuf_finish(&b));
}

/* A SQL string literal for text (arena). */
static char *
sql_literal(Ctx *c, const char *text)
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
	return keep(c, sqlbuf_finish(&b));
}

/* The single non-comment token of a range, or -1. */
static int
range_single(const Ctx *c, SqlRange r)
{
	int			f = nx(c, r.from - 1);

	if (f < r.from || f >= r.to)
		return -1;
	if (nx(c, f) < r.to)
		return -1;
	return f;
}

/* First / last non-comment token of a range, or -1 when it has none. */
static int
range_first(const Ctx *c, SqlRange r)
{
	int			f = nx(c, r.from - 1);

	return (f >= r.from && f < r.to) ? f : -1;
}

/* Last non-comment token of a range, or -1. */
static int
range_last(const Ctx *c, SqlRange r)
{
	int			l = pv(c, r.to);

	return (l >= r.from && l < r.to) ? l : -1;
}

/* Do two ranges hold the same tokens (words compared without case)? */
static bool
same_tokens(const Ctx *c, SqlRange a, SqlRange b)
{
	int			i = range_first(c, a);
	int			j = range_first(c, b);

	while (i >= 0 && j >= 0 && i < a.to && j < b.to)
	{
		const SqlToken *x = &c->t.tok[i];
		const SqlToken *y = &c->t.tok[j];
		int			q;

		if (x->kind != y->kind || x->len != y->len)
			return false;
		for (q = 0; q < x->len; q++)
		{
			char		p1 = c->src[x->start + q];
			char		p2 = c->src[y->start + q];

			if (x->kind == SQLTOK_IDENT ? lc(p1) != lc(p2) : p1 != p2)
				return false;
		}
		i = nx(c, i);
		j = nx(c, j);
	}
	return (i < 0 || i >= a.to) && (j < 0 || j >= b.to);
}

/* Does the range hold a comment token? */
static bool
range_has_comment(const Ctx *c, SqlRange r)
{
	int			i;

	for (i = r.from; i < r.to; i++)
		if (kind(c, i) == SQLTOK_COMMENT)
			return true;
	return false;
}

/* A plain string literal alone in a range: its content, else NULL. */
static char *
range_string(Ctx *c, SqlRange r)
{
	int			i = range_single(c, r);

	return i < 0 ? NULL : str_content(c, i);
}

/* An integer literal (optionally signed) alone in a range. */
static bool
range_int(const Ctx *c, SqlRange r, long long *val)
{
	int			f = range_first(c, r);
	int			l = range_last(c, r);
	bool		neg = false;
	long long	v = 0;
	int			k;
	const SqlToken *tk;

	if (f < 0)
		return false;
	if (f != l)
	{
		if (!(isop(c, f, "-") || isop(c, f, "+")) || nx(c, f) != l)
			return false;
		neg = isop(c, f, "-");
		f = l;
	}
	if (kind(c, f) != SQLTOK_NUMBER)
		return false;
	tk = &c->t.tok[f];
	if (tk->len > 12)
		return false;
	for (k = 0; k < tk->len; k++)
	{
		char		ch = c->src[tk->start + k];

		if (ch < '0' || ch > '9')
			return false;
		v = v * 10 + (ch - '0');
	}
	*val = neg ? -v : v;
	return true;
}

/* The lower-cased word alone in a range: an unquoted word or a plain string. */
static char *
range_word(Ctx *c, SqlRange r)
{
	int			i = range_single(c, r);
	char	   *s;
	char	   *p;

	if (i < 0)
		return NULL;
	if (kind(c, i) == SQLTOK_IDENT)
		return lword(c, i);
	s = str_content(c, i);
	if (!s)
		return NULL;
	s = dupn(c, s, strlen(s));
	for (p = s; *p; p++)
		*p = lc(*p);
	return s;
}

/* Is the range empty of real tokens? */
static bool
range_empty(const Ctx *c, SqlRange r)
{
	return range_first(c, r) < 0;
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
word_is_operand(Ctx *c, int i)
{
	char	   *w = lword(c, i);

	return w && !in_list(w, not_operand);
}

/* Render a name as a PostgreSQL identifier: plain lower case when that is the same name, else quoted. */
static char *
pg_ident(Ctx *c, const char *name)
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
		low = dupn(c, name, strlen(name));
		for (q = low; *q; q++)
			*q = lc(*q);
		if (!in_list(low, pg_nonbare))
			return low;
		return fmt(c, "\"%s\"", low);
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
	return keep(c, sqlbuf_finish(&b));
}

/* ----------------------------------------------------------------
 * Registration of token-level edits
 * ---------------------------------------------------------------- */

/* Are tokens a..b free of other replacements? */
static bool
range_free(const Ctx *c, int a, int b)
{
	int			i;

	if (a < 0 || b < a || b >= c->n - 1)
		return false;
	for (i = a; i <= b; i++)
		if ((c->flags[i] & COVERED) || c->repl_end[i] >= 0)
			return false;
	return true;
}

/* Attach a note to token i (shown when the token is emitted). */
static void
reg_note(Ctx *c, int i, const char *note)
{
	if (!note)
		return;
	if (c->tnote[i])
		c->tnote[i] = fmt(c, "%s\n%s", c->tnote[i], note);
	else
		c->tnote[i] = fmt(c, "%s", note);
}

/* Replace tokens a..b with text; false when they are already claimed. */
static bool
reg_repl(Ctx *c, int a, int b, const char *text, int fl, const char *note)
{
	int			i;

	if (!range_free(c, a, b))
		return false;
	for (i = a; i <= b; i++)
		c->flags[i] |= COVERED;
	c->repl_end[a] = b;
	c->repl_text[a] = fmt(c, "%s", text);
	if (fl & EAT_BEFORE)
		c->flags[a] |= EAT_BEFORE;
	if (fl & EAT_AFTER)
		c->flags[b] |= EAT_AFTER;
	reg_note(c, a, note);
	return true;
}

/* Insert text before token i (outer constructs first). */
static void
reg_before(Ctx *c, int i, const char *text)
{
	c->before[i] = c->before[i] ? fmt(c, "%s%s", c->before[i], text) : fmt(c, "%s", text);
}

/* Insert text after token i; expression closers nest inner-first, statement clauses go last. */
static void
reg_after(Ctx *c, int i, const char *text, bool stmt)
{
	if (stmt)
		c->after_stmt[i] = c->after_stmt[i] ? fmt(c, "%s%s", c->after_stmt[i], text) : fmt(c, "%s", text);
	else
		c->after_expr[i] = c->after_expr[i] ? fmt(c, "%s%s", text, c->after_expr[i]) : fmt(c, "%s", text);
}

/* ----------------------------------------------------------------
 * Operand boundaries (for string + chains and COLLATE)
 * ---------------------------------------------------------------- */

/* Matching END of the CASE at i, at the same paren level, or -1. */
static int
case_end(const Ctx *c, int i, int limit)
{
	int			depth = 0;
	int			j;

	for (j = i; j >= 0 && j < limit && kind(c, j) != SQLTOK_EOF; j = nx(c, j))
	{
		if (isp(c, j, '(') || isp(c, j, '['))
		{
			if (match(c, j) < 0)
				return -1;
			j = match(c, j);
			continue;
		}
		if (isp(c, j, ')') || isp(c, j, ']') || isp(c, j, ';'))
			return -1;
		if (isw(c, j, "case"))
			depth++;
		else if (isw(c, j, "end"))
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
case_start(const Ctx *c, int i)
{
	int			depth = 0;
	int			j;

	for (j = i; j >= 0; j = pv(c, j))
	{
		if (isp(c, j, ')') || isp(c, j, ']'))
		{
			if (match(c, j) < 0)
				return -1;
			j = match(c, j);
			continue;
		}
		if (isp(c, j, '(') || isp(c, j, '[') || isp(c, j, ';'))
			return -1;
		if (isw(c, j, "end"))
			depth++;
		else if (isw(c, j, "case"))
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
type_after_cast(const Ctx *c, int i)
{
	int			j;

	if (kind(c, i) != SQLTOK_IDENT && kind(c, i) != SQLTOK_QUOTED_IDENT)
		return -1;
	j = i;
	while (kind(c, nx(c, j)) == SQLTOK_IDENT &&
		   (isw(c, nx(c, j), "precision") || isw(c, nx(c, j), "varying") ||
			isw(c, nx(c, j), "integer") || isw(c, nx(c, j), "int")))
		j = nx(c, j);
	if (isp(c, nx(c, j), '(') && match(c, nx(c, j)) > 0)
		j = match(c, nx(c, j));
	while (isp(c, nx(c, j), '[') && match(c, nx(c, j)) > 0)
		j = match(c, nx(c, j));
	return j;
}

/* Last token of the operand that starts at s, or -1 when s cannot start one. */
static int
operand_end(Ctx *c, int s)
{
	int			i = s;
	int			n;

	while (isop(c, i, "-") || isop(c, i, "+"))
		i = nx(c, i);
	switch (kind(c, i))
	{
		case SQLTOK_IDENT:
			if (isw(c, i, "case"))
			{
				i = case_end(c, i, c->n);
				if (i < 0)
					return -1;
				break;
			}
			n = nx(c, i);
			if (isp(c, n, '('))
			{
				i = match(c, n);
				if (i < 0)
					return -1;
				break;
			}
			if (!word_is_operand(c, i))
				return -1;
			if (kind(c, n) == SQLTOK_STRING && in_list(lword(c, i), literal_types))
			{
				i = n;
				break;
			}
			/* FALLTHROUGH */
		case SQLTOK_QUOTED_IDENT:
		case SQLTOK_BRACKET_IDENT:
		case SQLTOK_BACKTICK_IDENT:
			while (isp(c, nx(c, i), '.') &&
				   (kind(c, nx(c, nx(c, i))) == SQLTOK_IDENT ||
					kind(c, nx(c, nx(c, i))) == SQLTOK_QUOTED_IDENT ||
					kind(c, nx(c, nx(c, i))) == SQLTOK_BRACKET_IDENT ||
					kind(c, nx(c, nx(c, i))) == SQLTOK_BACKTICK_IDENT))
				i = nx(c, nx(c, i));
			break;
		case SQLTOK_STRING:
		case SQLTOK_NUMBER:
		case SQLTOK_PARAM:
			break;
		case SQLTOK_PUNCT:
			if (!isp(c, i, '('))
				return -1;
			i = match(c, i);
			if (i < 0)
				return -1;
			break;
		default:
			return -1;
	}
	for (;;)
	{
		n = nx(c, i);
		if (isop(c, n, "::"))
		{
			i = type_after_cast(c, nx(c, n));
			if (i < 0)
				return -1;
		}
		else if (isp(c, n, '[') && match(c, n) > 0)
			i = match(c, n);
		/* a call's WITHIN GROUP (...), FILTER (...) and OVER (...) / OVER w belong to it */
		else if (isp(c, i, ')') && isw(c, n, "within") && isw(c, nx(c, n), "group") &&
				 isp(c, nx(c, nx(c, n)), '(') && match(c, nx(c, nx(c, n))) > 0)
			i = match(c, nx(c, nx(c, n)));
		else if (isp(c, i, ')') && isw(c, n, "filter") && isp(c, nx(c, n), '(') &&
				 match(c, nx(c, n)) > 0)
			i = match(c, nx(c, n));
		else if (isp(c, i, ')') && isw(c, n, "over") && isp(c, nx(c, n), '(') &&
				 match(c, nx(c, n)) > 0)
			i = match(c, nx(c, n));
		else if (isp(c, i, ')') && isw(c, n, "over") && kind(c, nx(c, n)) == SQLTOK_IDENT)
			i = nx(c, n);
		else
			break;
	}
	return i;
}

/* First token of the operand that ends at e, or -1. */
static int
operand_start(Ctx *c, int e)
{
	int			i = e;
	int			p;

	for (;;)
	{
		switch (kind(c, i))
		{
			case SQLTOK_PUNCT:
				if (isp(c, i, ')'))
				{
					int			o = match(c, i);

					if (o < 0)
						return -1;
					p = pv(c, o);
					if (kind(c, p) == SQLTOK_IDENT &&
						(word_is_operand(c, p) || isw(c, p, "left") || isw(c, p, "right") ||
						 isw(c, p, "exists")))
						i = p;
					else
						i = o;
				}
				else if (isp(c, i, ']'))
				{
					int			o = match(c, i);

					if (o < 0)
						return -1;
					i = pv(c, o);
					continue;	/* the subscripted operand */
				}
				else
					return -1;
				break;
			case SQLTOK_IDENT:
				if (isw(c, i, "end"))
				{
					i = case_start(c, i);
					if (i < 0)
						return -1;
					break;
				}
				if (!word_is_operand(c, i))
					return -1;
				/* FALLTHROUGH */
			case SQLTOK_QUOTED_IDENT:
			case SQLTOK_BRACKET_IDENT:
			case SQLTOK_BACKTICK_IDENT:
				while (isp(c, pv(c, i), '.') && pv(c, pv(c, i)) >= 0 &&
					   (kind(c, pv(c, pv(c, i))) == SQLTOK_IDENT ||
						kind(c, pv(c, pv(c, i))) == SQLTOK_QUOTED_IDENT ||
						kind(c, pv(c, pv(c, i))) == SQLTOK_BRACKET_IDENT ||
						kind(c, pv(c, pv(c, i))) == SQLTOK_BACKTICK_IDENT))
					i = pv(c, pv(c, i));
				break;
			case SQLTOK_STRING:
				p = pv(c, i);
				if (kind(c, p) == SQLTOK_IDENT && in_list(lword(c, p), literal_types))
					i = p;
				break;
			case SQLTOK_NUMBER:
			case SQLTOK_PARAM:
				break;
			default:
				return -1;
		}
		p = pv(c, i);
		if (isop(c, p, "::") && pv(c, p) >= 0)
		{
			i = pv(c, p);
			continue;
		}
		return i;
	}
}

/* ----------------------------------------------------------------
 * T-SQL string concatenation: chains of a + b + c
 * ---------------------------------------------------------------- */

#define CHAIN_MAX 64

typedef struct Chain
{
	int			plus[CHAIN_MAX];
	int			np;
	bool		evident;		/* some operand can only be a string */
	bool		number_next;	/* a '+' touches a number literal */
} Chain;

/* Is the operand s..e a lone plain string literal?  Sets *content. */
static bool
plain_literal(Ctx *c, int s, int e, char **content)
{
	char	   *v;

	if (s != e || kind(c, s) != SQLTOK_STRING)
		return false;
	if (isop(c, nx(c, e), "::"))
		return false;
	v = str_content(c, s);
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
		buf[n++] = lc(*p);
	while (n > 0 && buf[n - 1] == ' ')
		n--;
	buf[n] = '\0';
	if (strlen(v) < sizeof(buf) - 1 && in_list(buf, special))
		return false;
	return true;
}

/* Is token j the end of an operand (so a following '-' is binary)? */
static bool
ends_operand(Ctx *c, int j)
{
	switch (kind(c, j))
	{
		case SQLTOK_IDENT:
			return word_is_operand(c, j) || isw(c, j, "end");
		case SQLTOK_QUOTED_IDENT:
		case SQLTOK_BRACKET_IDENT:
		case SQLTOK_BACKTICK_IDENT:
		case SQLTOK_STRING:
		case SQLTOK_NUMBER:
		case SQLTOK_PARAM:
			return true;
		case SQLTOK_PUNCT:
			return isp(c, j, ')') || isp(c, j, ']');
		default:
			return false;
	}
}

/* Note what one '+' touches on its left (operand s..e). */
static void
chain_mark(Ctx *c, Chain *ch, int s, int e, bool *lit)
{
	char	   *v;

	*lit = false;
	if (plain_literal(c, s, e, &v))
	{
		*lit = true;
		if (literal_is_evident_text(v))
			ch->evident = true;
	}
	else if (s == e && kind(c, s) == SQLTOK_NUMBER)
		ch->number_next = true;
}

/*
 * The additive chain around the '+' at p: every binary '+' at the same
 * level (factors joined by * / % stay inside).  False when an operand cannot
 * be delimited or the chain also subtracts (a - b would change meaning).
 */
static bool
chain_of(Ctx *c, int p, Chain *ch)
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
		e = pv(c, cur);
		s = operand_start(c, e);
		if (s < 0 || ++guard > 4 * CHAIN_MAX)
			return false;
		if (isop(c, cur, "+"))
		{
			chain_mark(c, ch, s, e, &lit);
			/* a '+' between two literals is always concatenation */
			if (lit && cur == p)
				prevlit = true;
		}
		q = pv(c, s);
		if (isop(c, q, "+") || isop(c, q, "*") || isop(c, q, "/") || isop(c, q, "%"))
		{
			if (isop(c, q, "+"))
			{
				if (ch->np >= CHAIN_MAX)
					return false;
				ch->plus[ch->np++] = q;
			}
			cur = q;
			continue;
		}
		if (isop(c, q, "-") && ends_operand(c, pv(c, q)))
			return false;
		break;
	}

	/* rightwards */
	cur = p;
	for (;;)
	{
		s = nx(c, cur);
		e = operand_end(c, s);
		if (e < 0 || ++guard > 8 * CHAIN_MAX)
			return false;
		if (isop(c, cur, "+"))
		{
			chain_mark(c, ch, s, e, &lit);
			if (lit && cur == p && prevlit)
				ch->evident = true;
		}
		q = nx(c, e);
		if (isop(c, q, "+") || isop(c, q, "*") || isop(c, q, "/") || isop(c, q, "%"))
		{
			if (isop(c, q, "+"))
			{
				if (ch->np >= CHAIN_MAX)
					return false;
				ch->plus[ch->np++] = q;
			}
			cur = q;
			continue;
		}
		if (isop(c, q, "-"))
			return false;
		break;
	}
	return true;
}

/* Register '+' → '||' for a T-SQL string chain whose text proves it is one. */
static void
reg_concat(Ctx *c, int p)
{
	Chain		ch;
	int			k;

	if (!ends_operand(c, pv(c, p)) || (c->hints & (H_MYSQL | H_SQLITE)))
		return;					/* unary plus; MySQL and SQLite + always adds numbers */
	if (!chain_of(c, p, &ch) || !ch.evident || ch.number_next)
		return;
	for (k = 0; k < ch.np; k++)
		reg_repl(c, ch.plus[k], ch.plus[k], "||", 0,
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
date_part_of(const char *w)
{
	int			k;

	if (!w)
		return DP_NONE;
	for (k = 0; date_parts[k].name; k++)
		if (ieq(w, date_parts[k].name))
			return date_parts[k].part;
	return DP_NONE;
}

/* Name of a part, for notes. */
static const char *
part_name(DatePart p)
{
	switch (p)
	{
		case DP_YEAR:
			return "year";
		case DP_QUARTER:
			return "quarter";
		case DP_MONTH:
			return "month";
		case DP_DAYOFYEAR:
			return "dayofyear";
		case DP_DAY:
			return "day";
		case DP_WEEK:
			return "week";
		case DP_ISOWEEK:
			return "iso_week";
		case DP_WEEKDAY:
			return "weekday";
		case DP_HOUR:
			return "hour";
		case DP_MINUTE:
			return "minute";
		case DP_SECOND:
			return "second";
		case DP_MILLISECOND:
			return "millisecond";
		case DP_MICROSECOND:
			return "microsecond";
		default:
			return "?";
	}
}

/* PostgreSQL interval unit for one step of a part (quarter is three months). */
static const char *
part_unit(DatePart p)
{
	switch (p)
	{
		case DP_YEAR:
			return "year";
		case DP_QUARTER:
			return "3 months";
		case DP_MONTH:
			return "month";
		case DP_DAYOFYEAR:
		case DP_DAY:
		case DP_WEEKDAY:
			return "day";
		case DP_WEEK:
		case DP_ISOWEEK:
			return "7 days";
		case DP_HOUR:
			return "hour";
		case DP_MINUTE:
			return "minute";
		case DP_SECOND:
			return "second";
		case DP_MILLISECOND:
			return "millisecond";
		case DP_MICROSECOND:
			return "microsecond";
		default:
			return NULL;
	}
}

/* Interval of one step of a part. */
static const char *
part_step(DatePart p)
{
	switch (p)
	{
		case DP_YEAR:
			return "INTERVAL '1 year'";
		case DP_QUARTER:
			return "INTERVAL '3 months'";
		case DP_MONTH:
			return "INTERVAL '1 month'";
		case DP_DAYOFYEAR:
		case DP_DAY:
		case DP_WEEKDAY:
			return "INTERVAL '1 day'";
		case DP_WEEK:
		case DP_ISOWEEK:
			return "INTERVAL '7 days'";
		case DP_HOUR:
			return "INTERVAL '1 hour'";
		case DP_MINUTE:
			return "INTERVAL '1 minute'";
		case DP_SECOND:
			return "INTERVAL '1 second'";
		case DP_MILLISECOND:
			return "INTERVAL '1 millisecond'";
		case DP_MICROSECOND:
			return "INTERVAL '1 microsecond'";
		default:
			return NULL;
	}
}

/* Interval for n steps of a part, as a literal: INTERVAL '<n> unit'. */
static char *
interval_lit(Ctx *c, DatePart p, long long n)
{
	switch (p)
	{
		case DP_QUARTER:
			return fmt(c, "INTERVAL '%lld months'", n * 3);
		case DP_WEEK:
		case DP_ISOWEEK:
			return fmt(c, "INTERVAL '%lld weeks'", n);
		default:
			return fmt(c, "INTERVAL '%lld %s'", n, part_unit(p));
	}
}

/* Unit words of MySQL / BigQuery INTERVAL n UNIT. */
static DatePart
interval_unit_of(Ctx *c, int i)
{
	char	   *w = lword(c, i);

	if (!w)
		return DP_NONE;
	if (ieq(w, "year") || ieq(w, "years"))
		return DP_YEAR;
	if (ieq(w, "quarter") || ieq(w, "quarters"))
		return DP_QUARTER;
	if (ieq(w, "month") || ieq(w, "months"))
		return DP_MONTH;
	if (ieq(w, "week") || ieq(w, "weeks"))
		return DP_WEEK;
	if (ieq(w, "day") || ieq(w, "days"))
		return DP_DAY;
	if (ieq(w, "hour") || ieq(w, "hours"))
		return DP_HOUR;
	if (ieq(w, "minute") || ieq(w, "minutes"))
		return DP_MINUTE;
	if (ieq(w, "second") || ieq(w, "seconds"))
		return DP_SECOND;
	if (ieq(w, "millisecond") || ieq(w, "milliseconds"))
		return DP_MILLISECOND;
	if (ieq(w, "microsecond") || ieq(w, "microseconds"))
		return DP_MICROSECOND;
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
map_type(Ctx *c, int a, int b, char **orig)
{
	char	   *w[4];
	int			nw = 0;
	int			i = a;
	char	   *g = NULL;		/* "(...)" raw */
	char	   *ginner = NULL;
	int			h = c->hints;

	while (i >= 0 && i <= b && kind(c, i) == SQLTOK_IDENT && nw < 4)
	{
		w[nw++] = lword(c, i);
		i = nx(c, i);
	}
	if (nw == 0)
		return NULL;
	if (i <= b)
	{
		int			m;

		if (!isp(c, i, '(') || (m = match(c, i)) != b)
			return NULL;
		g = span(c, i, m);
		ginner = (nx(c, i) < m) ? span(c, nx(c, i), pv(c, m)) : dupn(c, "", 0);
	}
	if (orig)
		*orig = span(c, a, b);

	if (nw == 2)
	{
		if ((ieq(w[0], "signed") || ieq(w[0], "unsigned")) &&
			(ieq(w[1], "integer") || ieq(w[1], "int")) && !g)
			return "bigint";
		return NULL;
	}
	if (nw != 1)
		return NULL;
	if (ieq(w[0], "datetime") || ieq(w[0], "datetime2") ||
		ieq(w[0], "smalldatetime") || ieq(w[0], "timestamp_ntz"))
		return "timestamp";
	if (ieq(w[0], "datetimeoffset") || ieq(w[0], "timestamp_tz") ||
		ieq(w[0], "timestamp_ltz"))
		return "timestamptz";
	if (ieq(w[0], "nvarchar") || ieq(w[0], "varchar2") || ieq(w[0], "nvarchar2"))
	{
		if (!g || ieq(ginner, "max"))
			return ieq(w[0], "nvarchar") ? "text" : "varchar";
		return fmt(c, "varchar%s", g);
	}
	if (ieq(w[0], "varchar") && g && ieq(ginner, "max"))
		return "text";
	if (!g && (ieq(w[0], "ntext") || ieq(w[0], "longtext") || ieq(w[0], "mediumtext") ||
			   ieq(w[0], "tinytext") || ieq(w[0], "string") || ieq(w[0], "clob")))
		return "text";
	if (!g && (ieq(w[0], "int64") || ieq(w[0], "signed") || ieq(w[0], "unsigned")))
		return "bigint";
	if (!g && (ieq(w[0], "tinyint") || ieq(w[0], "byteint")))
		return "smallint";
	if (!g && ieq(w[0], "mediumint"))
		return "integer";
	if (!g && (ieq(w[0], "float64") || ieq(w[0], "double")))
		return "double precision";
	if (ieq(w[0], "number"))
		return g ? fmt(c, "numeric%s", g) : "numeric(38,0)";
	if (!g && (ieq(w[0], "bignumeric") || ieq(w[0], "bigdecimal")))
		return "numeric";
	if (ieq(w[0], "bytes") || ieq(w[0], "varbinary") || ieq(w[0], "image") ||
		ieq(w[0], "blob") || ieq(w[0], "longblob") || ieq(w[0], "mediumblob") ||
		ieq(w[0], "tinyblob") || ieq(w[0], "binary"))
		return "bytea";
	if (!g && ieq(w[0], "uniqueidentifier"))
		return "uuid";
	if (!g && (ieq(w[0], "decimal") || ieq(w[0], "numeric") || ieq(w[0], "dec")))
	{
		/* T-SQL DECIMAL is DECIMAL(18,0), MySQL's DECIMAL(10,0): both round to integers */
		if (h == H_TSQL)
			return "numeric(18,0)";
		if (h == H_MYSQL)
			return "numeric(10,0)";
		return NULL;
	}
	if (!g && (ieq(w[0], "char") || ieq(w[0], "character")) && h == H_MYSQL)
		return "text";			/* MySQL CHAR in a cast is a string of any length */
	if (!g && ieq(w[0], "real") && h == H_SQLITE)
		return "double precision";	/* SQLite REAL is 8 bytes */
	return NULL;
}

/* Does the range name a type (foreign or PostgreSQL)? */
static bool
is_type_range(Ctx *c, SqlRange r)
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
	int			f = range_first(c, r);
	int			l = range_last(c, r);
	int			i;
	char	   *w;

	if (f < 0 || kind(c, f) != SQLTOK_IDENT)
		return false;
	w = lword(c, f);
	if (!in_list(w, typewords))
		return false;
	/* the rest: more type words and at most one trailing (...) */
	i = nx(c, f);
	while (i <= l && kind(c, i) == SQLTOK_IDENT)
		i = nx(c, i);
	if (i <= l)
	{
		if (!isp(c, i, '(') || match(c, i) != l)
			return false;
	}
	return true;
}

/* ----------------------------------------------------------------
 * Phase 1: registrations
 * ---------------------------------------------------------------- */

/* [bracket] and `backtick` identifiers → PostgreSQL identifiers. */
static void
reg_quoted_ident(Ctx *c, int i)
{
	char	   *name = keep(c, sqltok_ident_name(&c->t, i));
	bool		bracket = kind(c, i) == SQLTOK_BRACKET_IDENT;
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

	if (!name[0] || c->failed)
		return;
	if (bracket)
	{
		reg_repl(c, i, i, pg_ident(c, name), 0, note);
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
			reg_repl(c, i, i, pg_ident(c, keep(c, sqltok_ident_name(&c->t, i))), 0, note);
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
		sqlbuf_puts(&b, pg_ident(c, parts[k]));
	}
	p = keep(c, sqlbuf_finish(&b));
	if (first)
		note = fmt(c, "BigQuery `%s.%s.%s` → %s: the project part has no PostgreSQL equivalent and was dropped (dataset → schema)",
				   parts[0], parts[1], parts[2], p);
	reg_repl(c, i, i, p, 0, note);
}

/* N'text' → 'text'. */
static void
reg_nstring(Ctx *c, int i)
{
	const SqlToken *tk = &c->t.tok[i];
	const char *s = c->src + tk->start;

	if (tk->len >= 3 && (s[0] == 'N' || s[0] == 'n') && s[1] == '\'' && s[tk->len - 1] == '\'')
		reg_repl(c, i, i, dupn(c, s + 1, (size_t) tk->len - 1), 0,
				 "T-SQL N'text' → 'text'");
}

/* Is token i a set operator keyword? */
static bool
is_setop(const Ctx *c, int i)
{
	return isw(c, i, "union") || isw(c, i, "intersect") || isw(c, i, "except");
}

/*
 * T-SQL SELECT [DISTINCT] TOP n ... → SELECT [DISTINCT] ... LIMIT n at the end
 * of that SELECT (before a closing parenthesis, ';' or the end).  When a set
 * operator follows, the SELECT is parenthesised so the limit stays its own.
 */
static void
reg_top(Ctx *c, int s)
{
	int			k = nx(c, s);
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

	if (isw(c, k, "distinct") || isw(c, k, "all"))
		k = nx(c, k);
	if (!isw(c, k, "top"))
		return;
	top = k;
	n = nx(c, top);
	if (kind(c, n) == SQLTOK_NUMBER)
	{
		const SqlToken *tk = &c->t.tok[n];
		int			q;

		for (q = 0; q < tk->len; q++)
			if (c->src[tk->start + q] < '0' || c->src[tk->start + q] > '9')
				return;
		last = n;
		lim = toktext(c, n);
	}
	else if (kind(c, n) == SQLTOK_PARAM)
	{
		last = n;
		lim = toktext(c, n);
	}
	else if (isp(c, n, '(') && match(c, n) > n + 1)
	{
		last = match(c, n);
		lim = span(c, n, last);
	}
	else
		return;
	m = nx(c, last);
	if (isw(c, m, "percent"))
		return;					/* no PostgreSQL equivalent */
	if (isw(c, m, "with") && isw(c, nx(c, m), "ties"))
	{
		ties = true;
		last = nx(c, m);
		m = nx(c, last);
	}
	/* what follows must be a select-list item */
	switch (kind(c, m))
	{
		case SQLTOK_IDENT:
			if (isw(c, m, "from") || isw(c, m, "where") || isw(c, m, "as"))
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
			if (!isop(c, m, "*") && !isop(c, m, "-"))
				return;
			break;
		case SQLTOK_PUNCT:
			if (!isp(c, m, '('))
				return;
			break;
		default:
			return;
	}

	/* a set operator before this SELECT at its level: the limit cannot be placed simply */
	for (j = pv(c, s); j >= 0; j = pv(c, j))
	{
		if (isp(c, j, ')') || isp(c, j, ']'))
		{
			if (match(c, j) < 0)
				return;
			j = match(c, j);
			continue;
		}
		if (isp(c, j, '(') || isp(c, j, '[') || isp(c, j, ';'))
			break;
		if (is_setop(c, j))
			return;
	}

	/* find the end of this SELECT */
	e = last;
	for (j = m; kind(c, j) != SQLTOK_EOF; j = nx(c, j))
	{
		if (isp(c, j, '(') || isp(c, j, '['))
		{
			if (match(c, j) < 0)
				return;
			j = match(c, j);
			e = j;
			continue;
		}
		if (isp(c, j, ')') || isp(c, j, ']') || isp(c, j, ';'))
			break;
		if (is_setop(c, j))
		{
			setop = true;
			break;
		}
		if (isw(c, j, "limit") || isw(c, j, "offset") || isw(c, j, "fetch") ||
			isw(c, j, "into") || isw(c, j, "for") || isw(c, j, "option"))
			return;
		if (isw(c, j, "order") && isw(c, nx(c, j), "by"))
			has_order = true;
		e = j;
	}
	if (ties && !has_order)
		return;
	if (!reg_repl(c, top, last, "", EAT_AFTER, NULL))
		return;
	if (ties)
	{
		reg_note(c, top, fmt(c, "T-SQL TOP %s WITH TIES → FETCH FIRST %s ROWS WITH TIES", lim, lim));
		reg_after(c, e, fmt(c, " FETCH FIRST %s ROWS WITH TIES%s", lim, setop ? ")" : ""), true);
	}
	else
	{
		reg_note(c, top, fmt(c, "T-SQL TOP %s → LIMIT %s", lim, lim));
		reg_after(c, e, fmt(c, " LIMIT %s%s", lim, setop ? ")" : ""), true);
	}
	if (setop)
		reg_before(c, s, "(");
}

/* MySQL LIMIT offset, count → LIMIT count OFFSET offset. */
static void
reg_limit(Ctx *c, int l)
{
	int			a = nx(c, l);
	int			comma = nx(c, a);
	int			b = nx(c, comma);
	int			after = nx(c, b);
	char	   *sa,
			   *sb;

	if (!(kind(c, a) == SQLTOK_NUMBER || kind(c, a) == SQLTOK_PARAM) || !isp(c, comma, ',') ||
		!(kind(c, b) == SQLTOK_NUMBER || kind(c, b) == SQLTOK_PARAM))
		return;
	if (!(isp(c, after, ')') || isp(c, after, ';') || kind(c, after) == SQLTOK_EOF ||
		  (kind(c, after) == SQLTOK_IDENT && !isw(c, after, "offset"))))
		return;
	sa = toktext(c, a);
	sb = toktext(c, b);
	reg_repl(c, l, b, fmt(c, "LIMIT %s OFFSET %s", sb, sa), 0,
			 fmt(c, "MySQL LIMIT %s, %s → LIMIT %s OFFSET %s", sa, sb, sb, sa));
}

/* MySQL / Oracle SELECT ... FROM DUAL → SELECT ... (PostgreSQL needs no FROM). */
static void
reg_dual(Ctx *c, int f)
{
	int			d = nx(c, f);
	int			a = nx(c, d);

	if (isp(c, a, ')') || isp(c, a, ';') || kind(c, a) == SQLTOK_EOF || isw(c, a, "where") ||
		isw(c, a, "limit") || isw(c, a, "union") || isw(c, a, "order"))
		reg_repl(c, f, d, "", EAT_BEFORE, "MySQL/Oracle FROM DUAL dropped (PostgreSQL needs no FROM)");
}

/* MySQL/BigQuery INTERVAL n UNIT → PostgreSQL interval arithmetic. */
static void
reg_interval(Ctx *c, int i)
{
	int			o = nx(c, i);
	int			oe;
	int			u;
	DatePart	p;
	const char *note = "MySQL/BigQuery INTERVAL n UNIT → PostgreSQL interval";

	if (kind(c, o) == SQLTOK_STRING)
	{
		/* INTERVAL '1 day' and INTERVAL '1' DAY are PostgreSQL; '1' WEEK and '5' MILLISECOND are not */
		char	   *content = str_content(c, o);
		char	   *end = NULL;
		long long	v = content ? strtoll(content, &end, 10) : 0;

		u = nx(c, o);
		p = interval_unit_of(c, u);
		if ((p == DP_WEEK || p == DP_QUARTER || p == DP_MILLISECOND || p == DP_MICROSECOND) &&
			content && *content && end && *end == '\0' && !isp(c, nx(c, u), '('))
			reg_repl(c, i, u, interval_lit(c, p, v), 0, note);
		return;
	}
	if (kind(c, o) == SQLTOK_NUMBER || isop(c, o, "-"))
	{
		SqlRange	r;
		long long	v;

		oe = isop(c, o, "-") ? nx(c, o) : o;
		r.from = o;
		r.to = oe + 1;
		if (!range_int(c, r, &v))
			return;
		u = nx(c, oe);
		p = interval_unit_of(c, u);
		if (p == DP_NONE || isp(c, nx(c, u), '('))
			return;
		reg_repl(c, i, u, interval_lit(c, p, v), 0, note);
		return;
	}
	if (isp(c, o, '('))
		oe = match(c, o);
	else if (kind(c, o) == SQLTOK_PARAM)
		oe = o;
	else if (kind(c, o) == SQLTOK_IDENT || kind(c, o) == SQLTOK_QUOTED_IDENT)
	{
		if (kind(c, o) == SQLTOK_IDENT && !word_is_operand(c, o))
			return;
		oe = operand_end(c, o);
		if (oe < 0 || isp(c, nx(c, o), '('))
			return;
	}
	else
		return;
	if (oe < 0)
		return;
	u = nx(c, oe);
	p = interval_unit_of(c, u);
	if (p == DP_NONE || isp(c, nx(c, u), '('))
		return;
	if (!range_free(c, u, u) || !range_free(c, i, i))
		return;
	reg_repl(c, i, i, "(", EAT_AFTER, note);
	reg_repl(c, u, u, fmt(c, " * %s)", part_step(p)), EAT_BEFORE, NULL);
}

/* Foreign type names in CAST(x AS type). */
static void
reg_cast(Ctx *c, int i)
{
	int			o = nx(c, i);
	int			close = match(c, o);
	int			as = -1;
	int			j;
	int			tf,
				tl;
	char	   *orig = NULL;
	char	   *nt;

	if (!isp(c, o, '(') || close < 0)
		return;
	for (j = nx(c, o); j < close; j = nx(c, j))
	{
		if ((isp(c, j, '(') || isp(c, j, '[')) && match(c, j) > 0)
		{
			j = match(c, j);
			continue;
		}
		if (isw(c, j, "as"))
			as = j;
	}
	if (as < 0)
		return;
	tf = nx(c, as);
	tl = pv(c, close);
	if (tf > tl)
		return;
	nt = map_type(c, tf, tl, &orig);
	if (nt)
		reg_repl(c, tf, tl, nt, 0, fmt(c, "type %s → %s", orig, nt));

	/* SQLite CAST(real AS INTEGER) truncates where PostgreSQL rounds */
	if ((c->hints & H_SQLITE) && (isw(c, tl, "integer") || isw(c, tl, "int") ||
								  isw(c, tl, "bigint")) && tf == tl)
	{
		bool		julian = false;

		for (j = nx(c, o); j < as; j = nx(c, j))
			if (isw(c, j, "julianday") && isp(c, nx(c, j), '('))
				julian = true;
		if (julian && nx(c, o) < as)
		{
			reg_before(c, nx(c, o), "trunc(");
			reg_after(c, pv(c, as), ")", false);
			reg_note(c, i, "SQLite CAST(real AS INTEGER) truncates → CAST(trunc(...) AS integer)");
		}
	}
}

/* Foreign type names after PostgreSQL's :: cast. */
static void
reg_coloncolon(Ctx *c, int i)
{
	int			tf = nx(c, i);
	int			tl = type_after_cast(c, tf);
	char	   *orig = NULL;
	char	   *nt;

	if (tl < 0)
		return;
	nt = map_type(c, tf, tl, &orig);
	if (nt)
		reg_repl(c, tf, tl, nt, 0, fmt(c, "type %s → %s", orig, nt));
}

/* Is the operand start..end simple enough to wrap in lower()? */
static bool
collate_operand(Ctx *c, int e, int *s)
{
	*s = operand_start(c, e);
	return *s >= 0;
}

/*
 * COLLATE with a foreign collation.  Binary collations become "C" (byte
 * order, as theirs).  A case-insensitive one keeps its meaning: LIKE becomes
 * ILIKE, = and <> compare lower() of both sides, ORDER BY sorts by lower().
 * Elsewhere it is left alone.
 */
static void
reg_collate(Ctx *c, int k)
{
	int			cn = nx(c, k);
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

	if (kind(c, cn) != SQLTOK_IDENT && kind(c, cn) != SQLTOK_QUOTED_IDENT &&
		kind(c, cn) != SQLTOK_BRACKET_IDENT)
		return;
	name = keep(c, sqltok_ident_name(&c->t, cn));
	low = dupn(c, name, strlen(name));
	for (p = low; *p; p++)
		*p = lc(*p);
	ci = strstr(low, "_ci") != NULL || ieq(low, "nocase");
	bin = strstr(low, "_bin") != NULL || ieq(low, "binary");
	cs = strstr(low, "_cs") != NULL;
	if (!(istarts(low, "sql_") || istarts(low, "latin1_") || istarts(low, "utf8") ||
		  istarts(low, "ascii_") || istarts(low, "ucs2_") || istarts(low, "cp1") ||
		  ieq(low, "nocase") || ieq(low, "binary") || strstr(low, "_general") ||
		  strstr(low, "_0900_")))
		return;
	if (bin && !ci)
	{
		reg_repl(c, cn, cn, "\"C\"", 0,
				 fmt(c, "collation %s → \"C\" (byte order)", name));
		return;
	}
	if (cs && !ci)
	{
		reg_repl(c, k, cn, "", EAT_BEFORE,
				 fmt(c, "collation %s dropped: comparisons are case-sensitive, as it was", name));
		return;
	}
	if (!ci)
		return;
	note = fmt(c, "case-insensitive collation %s → ", name);

	oe = pv(c, k);
	if (!collate_operand(c, oe, &os))
		return;
	q = pv(c, os);
	/* x LIKE 'p' COLLATE ci */
	if (isw(c, q, "like") || isw(c, q, "ilike"))
	{
		if (!range_free(c, k, cn) || !range_free(c, q, q))
			return;
		reg_repl(c, q, q, "ILIKE", 0, fmt(c, "%sILIKE", note));
		reg_repl(c, k, cn, "", EAT_BEFORE, NULL);
		return;
	}
	/* a = b COLLATE ci */
	if (isop(c, q, "=") || isop(c, q, "<>") || isop(c, q, "!="))
	{
		le = pv(c, q);
		if (!collate_operand(c, le, &ls) || !range_free(c, k, cn))
			return;
		reg_before(c, ls, "lower(");
		reg_after(c, le, ")", false);
		reg_before(c, os, "lower(");
		reg_after(c, oe, ")", false);
		reg_repl(c, k, cn, "", EAT_BEFORE, fmt(c, "%slower() on both sides", note));
		return;
	}
	/* x COLLATE ci LIKE / = y */
	q = nx(c, cn);
	if (isw(c, q, "like") || isw(c, q, "ilike"))
	{
		if (!range_free(c, k, cn) || !range_free(c, q, q))
			return;
		reg_repl(c, q, q, "ILIKE", 0, fmt(c, "%sILIKE", note));
		reg_repl(c, k, cn, "", EAT_BEFORE, NULL);
		return;
	}
	if (isop(c, q, "=") || isop(c, q, "<>") || isop(c, q, "!="))
	{
		rs = nx(c, q);
		re = operand_end(c, rs);
		if (re < 0 || !range_free(c, k, cn))
			return;
		reg_before(c, os, "lower(");
		reg_after(c, oe, ")", false);
		reg_before(c, rs, "lower(");
		reg_after(c, re, ")", false);
		reg_repl(c, k, cn, "", EAT_BEFORE, fmt(c, "%slower() on both sides", note));
		return;
	}
	/* ORDER BY x COLLATE ci */
	q = pv(c, os);
	if ((isw(c, q, "by") && isw(c, pv(c, q), "order")))
	{
		if (!range_free(c, k, cn))
			return;
		reg_before(c, os, "lower(");
		reg_after(c, oe, ")", false);
		reg_repl(c, k, cn, "", EAT_BEFORE, fmt(c, "%sORDER BY lower()", note));
	}
}

/* MySQL x [NOT] REGEXP p → x ~* p (MySQL's default collation ignores case). */
static void
reg_regexp(Ctx *c, int i)
{
	int			p = pv(c, i);
	int			n = nx(c, i);
	int			a = i;
	bool		neg = false;

	if (isw(c, p, "not"))
	{
		neg = true;
		a = p;
		p = pv(c, p);
	}
	if (!ends_operand(c, p) || isw(c, n, "binary") || (c->hints & H_SNOWFLAKE))
		return;					/* Snowflake's REGEXP matches the whole string, case-sensitively */
	if (!(kind(c, n) == SQLTOK_STRING || kind(c, n) == SQLTOK_IDENT ||
		  kind(c, n) == SQLTOK_PARAM || isp(c, n, '(')))
		return;
	reg_repl(c, a, i, neg ? "!~*" : "~*", 0,
			 neg ? "MySQL NOT REGEXP → !~* (case-insensitive, as MySQL's default collation)" :
			 "MySQL REGEXP → ~* (case-insensitive, as MySQL's default collation)");
}

/* EXTRACT parts PostgreSQL lacks (BigQuery / MySQL names). */
static void
reg_extract(Ctx *c, int i)
{
	int			o = nx(c, i);
	int			close = match(c, o);
	int			part = nx(c, o);
	int			from = nx(c, part);

	if (close < 0 || !isw(c, from, "from") || kind(c, part) != SQLTOK_IDENT)
		return;
	if (isw(c, part, "dayofweek"))
	{
		if (reg_repl(c, i, part, "(EXTRACT(DOW", 0,
					 "BigQuery EXTRACT(DAYOFWEEK FROM x) (1 = Sunday) → EXTRACT(DOW FROM x) + 1"))
			reg_after(c, close, " + 1)", false);
	}
	else if (isw(c, part, "dayofyear"))
		reg_repl(c, part, part, "DOY", 0, "BigQuery EXTRACT(DAYOFYEAR ...) → EXTRACT(DOY ...)");
	else if (isw(c, part, "isoweek"))
		reg_repl(c, part, part, "WEEK", 0, "BigQuery EXTRACT(ISOWEEK ...) → EXTRACT(WEEK ...) (ISO week)");
	else if (isw(c, part, "date") && range_free(c, close, close))
	{
		if (reg_repl(c, i, from, "CAST(", EAT_AFTER, "BigQuery EXTRACT(DATE FROM x) → CAST(x AS date)"))
			reg_repl(c, close, close, " AS date)", EAT_BEFORE, NULL);
	}
}

/* Snowflake DATE_PART(year, x) with an unquoted part → date_part('year', x). */
static void
reg_date_part(Ctx *c, int i)
{
	SqlRange	args[MAXARGS];
	int			o = nx(c, i);
	int			n = sqltok_split_args(&c->t, c->pmap, o, args, MAXARGS);
	int			w;
	char	   *word;
	const char *field = NULL;

	if (n != 2)
		return;
	w = range_single(c, args[0]);
	if (w < 0 || kind(c, w) != SQLTOK_IDENT)
		return;
	word = lword(c, w);
	if (ieq(word, "dayofweek") || ieq(word, "dow") || ieq(word, "weekday") || ieq(word, "dw"))
		field = "dow";
	else if (ieq(word, "dayofweekiso") || ieq(word, "weekday_iso") || ieq(word, "dow_iso"))
		field = "isodow";
	else if (ieq(word, "epoch_second") || ieq(word, "epoch"))
		field = "epoch";
	else
	{
		switch (date_part_of(word))
		{
			case DP_YEAR:
				field = "year";
				break;
			case DP_QUARTER:
				field = "quarter";
				break;
			case DP_MONTH:
				field = "month";
				break;
			case DP_DAYOFYEAR:
				field = "doy";
				break;
			case DP_DAY:
				field = "day";
				break;
			case DP_WEEK:
			case DP_ISOWEEK:
				field = "week";
				break;
			case DP_HOUR:
				field = "hour";
				break;
			case DP_MINUTE:
				field = "minute";
				break;
			default:
				return;			/* SECOND etc.: PostgreSQL keeps the fraction */
		}
	}
	reg_repl(c, w, w, fmt(c, "'%s'", field), 0,
			 fmt(c, "Snowflake DATE_PART(%s, x) → date_part('%s', x)", word, field));
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
is_call(Ctx *c, int i)
{
	int			o,
				p,
				a;

	if (kind(c, i) != SQLTOK_IDENT)
		return false;
	o = nx(c, i);
	if (!isp(c, o, '(') || match(c, o) < 0)
		return false;
	p = pv(c, i);
	if (isp(c, p, '.') || isw(c, p, "as") || isop(c, p, "::") || isw(c, p, "table") ||
		isw(c, p, "into") || isw(c, p, "function") || isw(c, p, "procedure") ||
		isw(c, p, "view") || isw(c, p, "index") || isw(c, p, "type") ||
		isw(c, p, "exists") || isw(c, p, "recursive"))
		return false;
	a = nx(c, match(c, o));
	if (isw(c, a, "as") && isp(c, nx(c, a), '('))
		return false;			/* a CTE with a column list: name(a, b) AS (...) */
	return true;
}

/* Renames and argument-less calls. */
static void
reg_call_name(Ctx *c, int i)
{
	SqlRange	args[MAXARGS];
	int			o = nx(c, i);
	int			n;
	char	   *w = lword(c, i);
	int			k;

	if (!w)
		return;
	n = sqltok_split_args(&c->t, c->pmap, o, args, MAXARGS);
	if (n < 0)
		return;
	if (n == 0)
	{
		for (k = 0; nullary[k].name; k++)
			if (ieq(w, nullary[k].name))
			{
				reg_repl(c, i, match(c, o), nullary[k].to, 0, nullary[k].note);
				return;
			}
	}
	for (k = 0; renames[k].name; k++)
		if (ieq(w, renames[k].name) && n >= renames[k].minargs && n <= renames[k].maxargs)
		{
			reg_repl(c, i, i, renames[k].to, 0, renames[k].note);
			return;
		}
}

/* Which engines' markers does the query carry? */
static int
detect_hints(Ctx *c)
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

	for (i = 0; i < c->n - 1; i++)
	{
		const SqlToken *tk = &c->t.tok[i];
		char	   *w;

		switch (tk->kind)
		{
			case SQLTOK_BRACKET_IDENT:
				h |= H_TSQL;
				break;
			case SQLTOK_BACKTICK_IDENT:
				h |= memchr(c->src + tk->start, '.', (size_t) tk->len) ? H_BIGQUERY : H_MYSQL;
				break;
			case SQLTOK_STRING:
				if (c->src[tk->start] == 'N' || c->src[tk->start] == 'n')
					h |= H_TSQL;
				break;
			case SQLTOK_OPERATOR:
				if (isop(c, i, "=="))
					h |= H_SQLITE;
				break;
			case SQLTOK_IDENT:
				if (isw(c, i, "top") && (isw(c, pv(c, i), "select") || isw(c, pv(c, i), "distinct")) &&
					(kind(c, nx(c, i)) == SQLTOK_NUMBER || isp(c, nx(c, i), '(')))
					h |= H_TSQL;
				else if (isw(c, pv(c, i), "as") || isop(c, pv(c, i), "::"))
				{
					/* type names count only where a type stands */
					if ((isw(c, i, "signed") || isw(c, i, "unsigned")) &&
						(isp(c, nx(c, i), ')') || isw(c, nx(c, i), "integer") || isw(c, nx(c, i), "int")))
						h |= H_MYSQL;
					else if (isw(c, i, "int64") || isw(c, i, "float64"))
						h |= H_BIGQUERY;
					else if (isw(c, i, "timestamp_ntz") || isw(c, i, "timestamp_ltz"))
						h |= H_SNOWFLAKE;
				}
				else if (isp(c, nx(c, i), '('))
				{
					w = lword(c, i);
					if (in_list(w, tsql_fn))
						h |= H_TSQL;
					else if (in_list(w, mysql_fn))
						h |= H_MYSQL;
					else if (in_list(w, sqlite_fn))
						h |= H_SQLITE;
					else if (in_list(w, snow_fn))
						h |= H_SNOWFLAKE;
					else if (in_list(w, bq_fn))
						h |= H_BIGQUERY;
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
reg_order_nulls(Ctx *c, int by)
{
	int			j = nx(c, by);
	int			last = -1;
	int			count = 0;

	for (;; j = nx(c, j))
	{
		bool		end_item = false;
		bool		end_clause = false;

		if ((isp(c, j, '(') || isp(c, j, '[')) && match(c, j) > j)
		{
			last = match(c, j);
			j = last;
			continue;
		}
		if (isp(c, j, ','))
			end_item = true;
		else if (kind(c, j) == SQLTOK_EOF || isp(c, j, ')') || isp(c, j, ']') || isp(c, j, ';') ||
				 isw(c, j, "limit") || isw(c, j, "offset") || isw(c, j, "fetch") || isw(c, j, "for") ||
				 is_setop(c, j) || isw(c, j, "separator") || isw(c, j, "rows") ||
				 isw(c, j, "range") || isw(c, j, "groups") || isw(c, j, "window") ||
				 isw(c, j, "top") || isp(c, j, '(') || isp(c, j, '['))
			end_item = end_clause = true;
		if (end_item)
		{
			/* an item it cannot read ends the clause; items done keep their note */
			if (last < 0)
				break;
			if (isw(c, last, "first") || isw(c, last, "last"))
			{
				if (!isw(c, pv(c, last), "nulls"))
					break;
			}
			else if (isw(c, last, "desc"))
				reg_after(c, last, " NULLS LAST", false);
			else
				reg_after(c, last, " NULLS FIRST", false);
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
		reg_note(c, by, "ORDER BY: NULLs sort lowest in T-SQL/MySQL/SQLite/BigQuery → NULLS FIRST ascending, NULLS LAST descending");
}

/*
 * MySQL, BigQuery and Snowflake divide exactly where PostgreSQL truncates
 * integers: a / b → a / CAST(b AS numeric) (double precision for BigQuery's
 * FLOAT64; MySQL also gives NULL for b = 0).
 */
static void
reg_division(Ctx *c, int op)
{
	int			s = nx(c, op);
	int			e;
	bool		mysql = c->hints == H_MYSQL;
	bool		bq = c->hints == H_BIGQUERY;
	long long	v;
	SqlRange	r;

	if (!ends_operand(c, pv(c, op)))
		return;
	e = operand_end(c, s);
	if (e < 0 || !range_free(c, op, op))
		return;
	r.from = s;
	r.to = e + 1;
	if (range_int(c, r, &v) && v != 0 && s == e)
	{
		reg_repl(c, s, s, fmt(c, "%s.0", toktext(c, s)), 0,
				 "MySQL/BigQuery/Snowflake / divides exactly → a numeric divisor");
		return;
	}
	reg_before(c, s, mysql ? "NULLIF(CAST(" : "CAST(");
	reg_after(c, e, mysql ? " AS numeric), 0)" : bq ? " AS double precision)" : " AS numeric)", false);
	reg_note(c, op, mysql ? "MySQL / divides exactly and gives NULL for 0 → a / NULLIF(CAST(b AS numeric), 0)" :
			 bq ? "BigQuery / returns FLOAT64 → a / CAST(b AS double precision)" :
			 "Snowflake / divides exactly → a / CAST(b AS numeric)");
}

static bool subquery_without_alias(Ctx *c, int o, bool any_prev);
static int	first_free_sub(Ctx *c);

/* Phase 1: walk all tokens once and register token-level edits. */
static void
register_edits(Ctx *c)
{
	int			i;
	int			sub = -1;

	for (i = 0; i < c->n - 1 && !ctx_stopped(c); i++)
	{
		switch (kind(c, i))
		{
			case SQLTOK_BRACKET_IDENT:
			case SQLTOK_BACKTICK_IDENT:
				reg_quoted_ident(c, i);
				break;
			case SQLTOK_STRING:
				reg_nstring(c, i);
				break;
			case SQLTOK_PUNCT:
				/* PostgreSQL 15 wants an alias on every FROM subquery; MySQL and T-SQL do too, SQLite and BigQuery do not */
				if (isp(c, i, '(') && subquery_without_alias(c, i, false))
				{
					if (sub < 0)
						sub = first_free_sub(c);
					reg_after(c, match(c, i), fmt(c, " AS sub%d", sub), false);
					reg_note(c, i, fmt(c, "subquery in FROM without an alias → AS sub%d", sub));
					sub++;
				}
				break;
			case SQLTOK_OPERATOR:
				if (isop(c, i, "=="))
					reg_repl(c, i, i, "=", 0, "SQLite == → =");
				else if (isop(c, i, "::"))
					reg_coloncolon(c, i);
				else if (isop(c, i, "+") && c->repl_end[i] < 0)
					reg_concat(c, i);
				else if (isop(c, i, "<=>"))
					reg_repl(c, i, i, "IS NOT DISTINCT FROM", 0, "MySQL <=> → IS NOT DISTINCT FROM");
				else if (isop(c, i, "^") && (c->hints & (H_TSQL | H_MYSQL | H_BIGQUERY)) &&
						 !(c->hints & (H_SQLITE | H_SNOWFLAKE)))
					reg_repl(c, i, i, "#", 0, "^ is bitwise XOR in T-SQL/MySQL/BigQuery → #");
				else if (isop(c, i, "/") &&
						 (c->hints == H_MYSQL || c->hints == H_BIGQUERY || c->hints == H_SNOWFLAKE))
					reg_division(c, i);
				break;
			case SQLTOK_IDENT:
				if (isw(c, i, "select"))
					reg_top(c, i);
				else if (isw(c, i, "by") && isw(c, pv(c, i), "order") &&
						 (c->hints & (H_TSQL | H_MYSQL | H_SQLITE | H_BIGQUERY)) &&
						 !(c->hints & H_SNOWFLAKE))
					reg_order_nulls(c, i);
				else if (isw(c, i, "limit"))
					reg_limit(c, i);
				else if (isw(c, i, "from") && isw(c, nx(c, i), "dual"))
					reg_dual(c, i);
				else if (isw(c, i, "datetime") && kind(c, nx(c, i)) == SQLTOK_STRING &&
						 !isp(c, pv(c, i), '.'))
					reg_repl(c, i, i, "TIMESTAMP", 0, "BigQuery DATETIME 'x' → TIMESTAMP 'x'");
				else if (isw(c, i, "interval"))
					reg_interval(c, i);
				else if (isw(c, i, "collate"))
					reg_collate(c, i);
				else if (isw(c, i, "regexp") || isw(c, i, "rlike"))
					reg_regexp(c, i);
				else if (isw(c, i, "cast") && isp(c, nx(c, i), '('))
					reg_cast(c, i);
				else if (isw(c, i, "extract") && isp(c, nx(c, i), '('))
					reg_extract(c, i);
				else if (isw(c, i, "date_part") && is_call(c, i))
					reg_date_part(c, i);
				else if (is_call(c, i))
					reg_call_name(c, i);
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
typedef struct Tmpl
{
	SqlBuf		out;
	SqlBuf		lit;
	bool		has_time;
	bool		any;			/* at least one pattern */
} Tmpl;

/* Initialise a template builder. */
static void
tmpl_init(Tmpl *t)
{
	sqlbuf_init(&t->out);
	sqlbuf_init(&t->lit);
	t->has_time = false;
	t->any = false;
}

/* Write pending literal text, double-quoted when to_char could read it as a pattern. */
static void
tmpl_flush(Tmpl *t)
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
tmpl_pat(Tmpl *t, const char *pat, bool time)
{
	tmpl_flush(t);
	sqlbuf_puts(&t->out, pat);
	t->any = true;
	if (time)
		t->has_time = true;
}

/* Finish: the template (arena) or NULL when it failed. */
static char *
tmpl_done(Ctx *c, Tmpl *t, bool ok)
{
	tmpl_flush(t);
	sqlbuf_free(&t->lit);
	if (!ok || !t->any)
	{
		sqlbuf_free(&t->out);
		return NULL;
	}
	return keep(c, sqlbuf_finish(&t->out));
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
percent_template(Ctx *c, const char *f, const FmtCode *codes, bool sqlite, bool *has_time)
{
	Tmpl		t;
	const char *p;
	bool		ok = true;
	char	   *r;

	tmpl_init(&t);
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
				tmpl_pat(&t, codes[k].pat, codes[k].time);
				ok = true;
				break;
			}
		if (!*p)
			break;
	}
	r = tmpl_done(c, &t, ok);
	if (has_time)
		*has_time = t.has_time;
	return r;
}

/* MySQL DATE_FORMAT codes → to_char template. */
static char *
mysql_template(Ctx *c, const char *f, bool *has_time)
{
	return percent_template(c, f, mysql_codes, false, has_time);
}

/* strftime codes → to_char template (%f only for SQLite). */
static char *
strftime_template(Ctx *c, const char *f, bool sqlite, bool *has_time)
{
	return percent_template(c, f, strftime_codes, sqlite, has_time);
}

/* .NET custom date format (T-SQL FORMAT) → to_char template. */
static char *
dotnet_template(Ctx *c, const char *f)
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
	Tmpl		t;
	const char *p;
	bool		ok = true;

	if (strlen(f) < 2)
		return NULL;			/* one letter is a standard format ("d", "D", "N") */
	tmpl_init(&t);
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
					tmpl_pat(&t, map[k].pat, strchr("Hhmstf", *p) != NULL);
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
	return tmpl_done(c, &t, ok);
}

/* ----------------------------------------------------------------
 * Phase 2: the walk
 * ---------------------------------------------------------------- */

/* Record the notes attached to token i. */
static void
take_notes(Ctx *c, int i)
{
	const char *s = c->tnote[i];
	const char *nl;

	while (s && *s)
	{
		nl = strchr(s, '\n');
		if (!nl)
		{
			notes_add(&c->notes, s);
			break;
		}
		notes_add(&c->notes, dupn(c, s, (size_t) (nl - s)));
		s = nl + 1;
	}
}

/* Emit one token as written; inside rewritten calls a -- comment becomes a block comment. */
static void
emit_token(Ctx *c, int i, SqlBuf *out, bool inl)
{
	const SqlToken *tk = &c->t.tok[i];
	const char *s = c->src + tk->start;

	if (tk->kind == SQLTOK_COMMENT && inl && s[0] == '-')
	{
		char	   *body = dupn(c, s + 2, (size_t) tk->len - 2);

		if (!strstr(body, "*/") && !strstr(body, "/*"))
		{
			puts_(c, out, "/*");
			puts_(c, out, body);
			puts_(c, out, " */");
		}
		return;
	}
	put(c, out, s, (size_t) tk->len);
}

static bool try_call(Ctx *c, int i, int to, SqlBuf *out, int *last);

/*
 * Emit tokens [from, to) with all edits applied, copying the text between
 * tokens as it is.  inl: the text goes inside a rewritten expression.
 */
static void
emit_range(Ctx *c, int from, int to, SqlBuf *out, bool inl)
{
	int			pos;
	int			i;

	if (from >= to || from < 0)
		return;
	pos = c->t.tok[from].start;
	i = from;
	while (i < to && !ctx_stopped(c))
	{
		const SqlToken *tk = &c->t.tok[i];
		int			j = i;

		if (tk->kind == SQLTOK_EOF)
			break;
		if (!(c->flags[i] & EAT_BEFORE))
			put(c, out, c->src + pos, (size_t) (tk->start - pos));
		if (c->before[i])
		{
			puts_(c, out, c->before[i]);
			c->changed = true;
		}
		take_notes(c, i);
		if (c->repl_end[i] >= 0 && c->repl_end[i] < to)
		{
			puts_(c, out, c->repl_text[i]);
			j = c->repl_end[i];
			c->changed = true;
		}
		else if (c->depth < MAX_DEPTH && tk->kind == SQLTOK_IDENT && try_call(c, i, to, out, &j))
			c->changed = true;
		else
			emit_token(c, i, out, inl);
		if (c->after_expr[j])
		{
			puts_(c, out, c->after_expr[j]);
			c->changed = true;
		}
		if (c->after_stmt[j])
		{
			puts_(c, out, c->after_stmt[j]);
			c->changed = true;
		}
		pos = c->t.tok[j].start + c->t.tok[j].len;
		if ((c->flags[j] & EAT_AFTER) && j + 1 < to)
			pos = c->t.tok[j + 1].start;
		i = j + 1;
	}
}

/* Rewritten text of token range [from, to) (arena). */
static char *
sub(Ctx *c, int from, int to)
{
	SqlBuf		b;

	sqlbuf_init(&b);
	c->depth++;
	emit_range(c, from, to, &b, true);
	c->depth--;
	return keep(c, sqlbuf_finish(&b));
}

/* Rewritten text of argument a (arena). */
static char *
A(Ctx *c, const Call *k, int a)
{
	return sub(c, k->args[a].from, k->args[a].to);
}

/* Is the range one operand that needs no parentheses next to an operator? */
static bool
range_simple(Ctx *c, SqlRange r)
{
	int			f = range_first(c, r);
	int			l = range_last(c, r);

	if (f < 0)
		return false;
	if (isop(c, f, "-") || isop(c, f, "+"))
		return false;
	return operand_end(c, f) == l;
}

/* The argument's text, parenthesised unless it is a single operand. */
static char *
P(Ctx *c, const Call *k, int a)
{
	char	   *s = A(c, k, a);

	return range_simple(c, k->args[a]) ? s : fmt(c, "(%s)", s);
}

/* ----------------------------------------------------------------
 * Function-call rewrites
 *
 * Each handler first checks the raw tokens of the call and returns false
 * (having emitted nothing) when the call is not one it can map with the
 * same meaning; only then does it rewrite the arguments and emit.
 * ---------------------------------------------------------------- */

typedef enum DtHow
{
	DT_ASIS,					/* as written (parenthesised when needed) */
	DT_TS,						/* CAST(x AS timestamp) */
	DT_DATE,					/* CAST(x AS date) */
	DT_TSTZ						/* CAST(x AS timestamptz) */
} DtHow;

/* Parenthesise s (the text of range r) unless it is a single operand. */
static char *
paren_if(Ctx *c, SqlRange r, char *s)
{
	return range_simple(c, r) ? s : fmt(c, "(%s)", s);
}

/* Can argument a be a date/time value?  A number literal only as T-SQL's 0 (1900-01-01). */
static bool
dt_ok(Ctx *c, const Call *k, int a, bool zero_ok)
{
	long long	v;
	int			s;

	if (a >= k->nargs || range_empty(c, k->args[a]))
		return false;
	if (range_int(c, k->args[a], &v))
		return zero_ok && v == 0;
	s = range_single(c, k->args[a]);
	if (s >= 0 && kind(c, s) == SQLTOK_NUMBER)
		return false;
	if (s >= 0 && kind(c, s) == SQLTOK_STRING && !str_content(c, s))
		return false;
	return true;
}

/* Is the argument already a timestamp without time zone (one of the calls we map to one)? */
static bool
arg_is_timestamp(Ctx *c, SqlRange r)
{
	static const char *const ts_calls[] = {
		"getdate", "sysdatetime", "getutcdate", "sysutcdatetime", "dateadd",
		"timestampadd", "datetime", "current_datetime", "utc_timestamp", "sysdate", NULL
	};
	int			f = range_first(c, r);
	int			l = range_last(c, r);

	if (f < 0)
		return false;
	if (f == l)
		return isw(c, f, "localtimestamp");
	return kind(c, f) == SQLTOK_IDENT && isp(c, nx(c, f), '(') && match(c, nx(c, f)) == l &&
		in_list(lword(c, f), ts_calls);
}

/* A date/time argument in the form a mapping needs (checked by dt_ok). */
static char *
D(Ctx *c, const Call *k, int a, DtHow how)
{
	long long	v;
	char	   *lit;
	char	   *s;

	if (range_int(c, k->args[a], &v) && v == 0)
		return how == DT_DATE ? "DATE '1900-01-01'" : "TIMESTAMP '1900-01-01'";
	lit = range_string(c, k->args[a]);
	if (lit)
	{
		switch (how)
		{
			case DT_DATE:
				return fmt(c, "DATE %s", sql_literal(c, lit));
			case DT_TSTZ:
				return fmt(c, "TIMESTAMPTZ %s", sql_literal(c, lit));
			default:
				return fmt(c, "TIMESTAMP %s", sql_literal(c, lit));
		}
	}
	s = A(c, k, a);
	switch (how)
	{
		case DT_TS:
			if (arg_is_timestamp(c, k->args[a]))
				return s;
			return fmt(c, "CAST(%s AS timestamp)", s);
		case DT_DATE:
			return fmt(c, "CAST(%s AS date)", s);
		case DT_TSTZ:
			return fmt(c, "CAST(%s AS timestamptz)", s);
		default:
			return paren_if(c, k->args[a], s);
	}
}

/* Part named by argument a (an unquoted word or a string). */
static DatePart
arg_part(Ctx *c, const Call *k, int a)
{
	char	   *w;

	if (a >= k->nargs)
		return DP_NONE;
	w = range_word(c, k->args[a]);
	if (w && istarts(w, "sql_tsi_"))
		w += 8;
	return date_part_of(w);
}

/* Emit the rewrite and its note. */
static bool
done(Ctx *c, SqlBuf *out, const char *text, const char *note)
{
	puts_(c, out, text);
	notes_add(&c->notes, note);
	return true;
}

/* Number of boundaries of a part crossed from a to b (T-SQL, Snowflake, BigQuery DATE_DIFF). */
static char *
boundaries(Ctx *c, DatePart p, int week_start, const Call *k, int ia, int ib)
{
	char	   *a,
			   *b;
	const char *f;

	switch (p)
	{
		case DP_YEAR:
			a = D(c, k, ia, DT_ASIS);
			b = D(c, k, ib, DT_ASIS);
			return fmt(c, "CAST(EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s) AS integer)", b, a);
		case DP_QUARTER:
			a = D(c, k, ia, DT_ASIS);
			b = D(c, k, ib, DT_ASIS);
			return fmt(c, "CAST((EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s)) * 4 + EXTRACT(QUARTER FROM %s) - EXTRACT(QUARTER FROM %s) AS integer)",
					   b, a, b, a);
		case DP_MONTH:
			a = D(c, k, ia, DT_ASIS);
			b = D(c, k, ib, DT_ASIS);
			return fmt(c, "CAST((EXTRACT(YEAR FROM %s) - EXTRACT(YEAR FROM %s)) * 12 + EXTRACT(MONTH FROM %s) - EXTRACT(MONTH FROM %s) AS integer)",
					   b, a, b, a);
		case DP_DAY:
		case DP_DAYOFYEAR:
		case DP_WEEKDAY:
			a = D(c, k, ia, DT_DATE);
			b = D(c, k, ib, DT_DATE);
			return fmt(c, "(%s - %s)", b, a);
		case DP_WEEK:
		case DP_ISOWEEK:
			if (p == DP_ISOWEEK)
				week_start = 1;
			if (week_start < 0)
				return NULL;
			f = week_start ? "ISODOW" : "DOW";
			a = D(c, k, ia, DT_DATE);
			b = D(c, k, ib, DT_DATE);
			return fmt(c, "((%s - CAST(EXTRACT(%s FROM %s) AS integer)) - (%s - CAST(EXTRACT(%s FROM %s) AS integer))) / 7",
					   b, f, b, a, f, a);
		case DP_HOUR:
		case DP_MINUTE:
		case DP_SECOND:
		case DP_MILLISECOND:
			{
				const char *unit = p == DP_HOUR ? "hour" : p == DP_MINUTE ? "minute" :
				p == DP_SECOND ? "second" : "milliseconds";
				const char *scale = p == DP_HOUR ? " / 3600" : p == DP_MINUTE ? " / 60" :
				p == DP_SECOND ? "" : " * 1000";

				a = D(c, k, ia, DT_TS);
				b = D(c, k, ib, DT_TS);
				return fmt(c, "CAST((EXTRACT(EPOCH FROM date_trunc('%s', %s)) - EXTRACT(EPOCH FROM date_trunc('%s', %s)))%s AS bigint)",
						   unit, b, unit, a, scale);
			}
		case DP_MICROSECOND:
			a = D(c, k, ia, DT_TS);
			b = D(c, k, ib, DT_TS);
			return fmt(c, "CAST((EXTRACT(EPOCH FROM %s) - EXTRACT(EPOCH FROM %s)) * 1000000 AS bigint)", b, a);
		default:
			return NULL;
	}
}

/* Does boundaries() support this part (given the week convention)? */
static bool
boundaries_ok(DatePart p, int week_start)
{
	if (p == DP_NONE)
		return false;
	if (p == DP_WEEK && week_start < 0)
		return false;
	return true;
}

/* Whole units elapsed from a to b, truncated (MySQL TIMESTAMPDIFF, BigQuery TIMESTAMP_DIFF). */
static char *
whole_units(Ctx *c, DatePart p, const char *a, const char *b)
{
	switch (p)
	{
		case DP_MICROSECOND:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) * 1000000) AS bigint)", b, a);
		case DP_MILLISECOND:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) * 1000) AS bigint)", b, a);
		case DP_SECOND:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s))) AS bigint)", b, a);
		case DP_MINUTE:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 60) AS bigint)", b, a);
		case DP_HOUR:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 3600) AS bigint)", b, a);
		case DP_DAY:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 86400) AS bigint)", b, a);
		case DP_WEEK:
			return fmt(c, "CAST(trunc(EXTRACT(EPOCH FROM (%s - %s)) / 604800) AS bigint)", b, a);
		case DP_MONTH:
			return fmt(c, "CAST(EXTRACT(YEAR FROM age(%s, %s)) * 12 + EXTRACT(MONTH FROM age(%s, %s)) AS integer)",
					   b, a, b, a);
		case DP_QUARTER:
			return fmt(c, "CAST(trunc((EXTRACT(YEAR FROM age(%s, %s)) * 12 + EXTRACT(MONTH FROM age(%s, %s))) / 3) AS integer)",
					   b, a, b, a);
		case DP_YEAR:
			return fmt(c, "CAST(EXTRACT(YEAR FROM age(%s, %s)) AS integer)", b, a);
		default:
			return NULL;
	}
}

/* One field of a date as T-SQL DATEPART / MySQL YEAR() etc. return it (an integer). */
static char *
part_value(Ctx *c, DatePart p, const char *d)
{
	switch (p)
	{
		case DP_YEAR:
			return fmt(c, "CAST(EXTRACT(YEAR FROM %s) AS integer)", d);
		case DP_QUARTER:
			return fmt(c, "CAST(EXTRACT(QUARTER FROM %s) AS integer)", d);
		case DP_MONTH:
			return fmt(c, "CAST(EXTRACT(MONTH FROM %s) AS integer)", d);
		case DP_DAYOFYEAR:
			return fmt(c, "CAST(EXTRACT(DOY FROM %s) AS integer)", d);
		case DP_DAY:
			return fmt(c, "CAST(EXTRACT(DAY FROM %s) AS integer)", d);
		case DP_ISOWEEK:
			return fmt(c, "CAST(EXTRACT(WEEK FROM %s) AS integer)", d);
		case DP_WEEKDAY:
			return fmt(c, "(CAST(EXTRACT(DOW FROM %s) AS integer) + 1)", d);
		case DP_HOUR:
			return fmt(c, "CAST(EXTRACT(HOUR FROM %s) AS integer)", d);
		case DP_MINUTE:
			return fmt(c, "CAST(EXTRACT(MINUTE FROM %s) AS integer)", d);
		case DP_SECOND:
			return fmt(c, "CAST(floor(EXTRACT(SECOND FROM %s)) AS integer)", d);
		case DP_MILLISECOND:
			return fmt(c, "(CAST(floor(EXTRACT(MILLISECONDS FROM %s)) AS integer) %% 1000)", d);
		case DP_MICROSECOND:
			return fmt(c, "(CAST(EXTRACT(MICROSECONDS FROM %s) AS integer) %% 1000000)", d);
		default:
			return NULL;
	}
}

/* Week convention of a DATEDIFF(week, ...): T-SQL counts Sundays, Snowflake Mondays. */
static int
datediff_week_start(Ctx *c)
{
	int			h = c->hints & (H_TSQL | H_SNOWFLAKE);

	if (h == H_TSQL)
		return 0;
	if (h == H_SNOWFLAKE)
		return 1;
	return -1;
}

/* IIF / IFF / IF(c, a, b) → CASE. */
static bool
h_iif(Ctx *c, Call *k, SqlBuf *out)
{
	const char *who = ieq(k->lname, "iif") ? "T-SQL IIF" : ieq(k->lname, "iff") ? "Snowflake IFF" : "MySQL/BigQuery IF";

	if (k->nargs != 3)
		return false;
	return done(c, out, fmt(c, "CASE WHEN %s THEN %s ELSE %s END", A(c, k, 0), A(c, k, 1), A(c, k, 2)),
				fmt(c, "%s(c, a, b) → CASE WHEN c THEN a ELSE b END", who));
}

/* NVL2(a, b, c) → CASE. */
static bool
h_nvl2(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *a;

	if (k->nargs != 3)
		return false;
	a = P(c, k, 0);
	return done(c, out, fmt(c, "CASE WHEN %s IS NOT NULL THEN %s ELSE %s END", a, A(c, k, 1), A(c, k, 2)),
				"NVL2(a, b, c) → CASE WHEN a IS NOT NULL THEN b ELSE c END");
}

/* MySQL ISNULL(x) → (x IS NULL). */
static bool
h_isnull(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs != 1)
		return false;
	return done(c, out, fmt(c, "(%s IS NULL)", P(c, k, 0)), "MySQL ISNULL(x) → (x IS NULL)");
}

/* T-SQL LEN ignores trailing spaces. */
static bool
h_len(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs != 1)
		return false;
	return done(c, out, fmt(c, "length(rtrim(CAST(%s AS text)))", A(c, k, 0)),
				"T-SQL LEN(x) → length(rtrim(x)) (LEN ignores trailing spaces)");
}

/* T-SQL / Snowflake DATEADD(part, n, d) and MySQL TIMESTAMPADD(unit, n, d). */
static bool
h_dateadd(Ctx *c, Call *k, SqlBuf *out)
{
	DatePart	p;
	long long	n;
	char	   *iv;
	char	   *d;

	if (k->nargs != 3)
		return false;
	p = arg_part(c, k, 0);
	if (p == DP_NONE || range_empty(c, k->args[1]) || !dt_ok(c, k, 2, true))
		return false;
	if (range_int(c, k->args[1], &n))
		iv = interval_lit(c, p, n);
	else
		iv = fmt(c, "%s * %s", P(c, k, 1), part_step(p));
	d = D(c, k, 2, DT_ASIS);
	return done(c, out, fmt(c, "(%s + %s)", d, iv),
				fmt(c, "%s(%s, n, d) → d + interval", ieq(k->lname, "timestampadd") ? "MySQL TIMESTAMPADD" : "T-SQL/Snowflake DATEADD",
					part_name(p)));
}

/*
 * MySQL / BigQuery DATE_ADD(d, INTERVAL n UNIT), DATE_SUB, ADDDATE(d, n),
 * SUBDATE, DATETIME_ADD, TIMESTAMP_ADD ... → d ± interval.
 */
static bool
h_date_add(Ctx *c, Call *k, SqlBuf *out)
{
	bool		minus = strstr(k->lname, "sub") != NULL;
	int			f,
				l;
	DatePart	p = DP_DAY;
	long long	n;
	char	   *iv;
	char	   *d;
	SqlRange	opr;

	if (k->nargs != 2 || !dt_ok(c, k, 0, false))
		return false;
	f = range_first(c, k->args[1]);
	l = range_last(c, k->args[1]);
	if (f < 0)
		return false;
	if (isw(c, f, "interval"))
	{
		char	   *s;

		p = interval_unit_of(c, l);
		opr.from = nx(c, f);
		opr.to = l;
		if (p == DP_NONE || range_empty(c, opr))
			return false;
		s = range_string(c, opr);
		if (s)
		{
			char	   *end;

			n = strtoll(s, &end, 10);
			if (end == s || *end != '\0')
				return false;
			iv = interval_lit(c, p, n);
		}
		else if (range_int(c, opr, &n))
			iv = interval_lit(c, p, n);
		else
			iv = fmt(c, "%s * %s", paren_if(c, opr, sub(c, opr.from, opr.to)), part_step(p));
	}
	else
	{
		/* ADDDATE(d, n) and Spark-style DATE_ADD(d, n) count days */
		if (range_int(c, k->args[1], &n))
			iv = interval_lit(c, DP_DAY, n);
		else
			iv = fmt(c, "%s * INTERVAL '1 day'", P(c, k, 1));
	}
	d = D(c, k, 0, DT_ASIS);
	return done(c, out, fmt(c, "(%s %c %s)", d, minus ? '-' : '+', iv),
				fmt(c, "%s(d, INTERVAL n %s) → d %c interval", k->uname, part_name(p), minus ? '-' : '+'));
}

/* DATEDIFF: T-SQL/Snowflake (part, a, b) boundaries; MySQL (a, b) days. */
static bool
h_datediff(Ctx *c, Call *k, SqlBuf *out)
{
	DatePart	p;
	int			ws = datediff_week_start(c);
	char	   *r;

	if (k->nargs == 2 && !ieq(k->lname, "datediff_big"))
	{
		if (!dt_ok(c, k, 0, false) || !dt_ok(c, k, 1, false))
			return false;
		return done(c, out, fmt(c, "(%s - %s)", D(c, k, 0, DT_DATE), D(c, k, 1, DT_DATE)),
					"MySQL DATEDIFF(a, b) → a::date - b::date");
	}
	if (k->nargs != 3)
		return false;
	p = arg_part(c, k, 0);
	if (!boundaries_ok(p, ws) || !dt_ok(c, k, 1, true) || !dt_ok(c, k, 2, true))
		return false;
	r = boundaries(c, p, ws, k, 1, 2);
	if (!r)
		return false;
	return done(c, out, r,
				fmt(c, "T-SQL/Snowflake DATEDIFF(%s, a, b) → %s boundaries crossed from a to b", part_name(p), part_name(p)));
}

/* BigQuery part argument: WORD or WEEK(SUNDAY|MONDAY). Sets week_start for weeks. */
static DatePart
bq_part(Ctx *c, const Call *k, int a, int *week_start)
{
	int			f = range_first(c, k->args[a]);
	int			l = range_last(c, k->args[a]);
	DatePart	p;

	*week_start = 0;			/* BigQuery WEEK starts on Sunday */
	if (f < 0 || kind(c, f) != SQLTOK_IDENT)
		return DP_NONE;
	if (f == l)
	{
		char	   *w = lword(c, f);

		if (ieq(w, "isoweek"))
			return DP_ISOWEEK;
		if (!(ieq(w, "year") || ieq(w, "quarter") || ieq(w, "month") || ieq(w, "week") ||
			  ieq(w, "day") || ieq(w, "hour") || ieq(w, "minute") || ieq(w, "second") ||
			  ieq(w, "millisecond") || ieq(w, "microsecond")))
			return DP_NONE;
		p = date_part_of(w);
		return p;
	}
	if (isw(c, f, "week") && isp(c, nx(c, f), '(') && match(c, nx(c, f)) == l)
	{
		int			d = nx(c, nx(c, f));

		if (nx(c, d) != l)
			return DP_NONE;
		if (isw(c, d, "sunday"))
			return DP_WEEK;
		if (isw(c, d, "monday"))
		{
			*week_start = 1;
			return DP_WEEK;
		}
	}
	return DP_NONE;
}

/* BigQuery DATE_DIFF / DATETIME_DIFF(a, b, part): boundaries from b to a. */
static bool
h_date_diff(Ctx *c, Call *k, SqlBuf *out)
{
	int			ws;
	DatePart	p;
	char	   *r;

	if (k->nargs != 3)
		return false;
	p = bq_part(c, k, 2, &ws);
	if (p == DP_NONE || !dt_ok(c, k, 0, false) || !dt_ok(c, k, 1, false))
		return false;
	r = boundaries(c, p, ws, k, 1, 0);
	if (!r)
		return false;
	return done(c, out, r, fmt(c, "BigQuery %s(a, b, %s) → %s boundaries crossed from b to a",
							   ieq(k->lname, "date_diff") ? "DATE_DIFF" : "DATETIME_DIFF",
							   part_name(p), part_name(p)));
}

/* MySQL TIMESTAMPDIFF(unit, a, b): whole units from a to b. */
static bool
h_timestampdiff(Ctx *c, Call *k, SqlBuf *out)
{
	DatePart	p;
	char	   *r;

	if (k->nargs != 3)
		return false;
	p = arg_part(c, k, 0);
	if (p == DP_NONE || p == DP_DAYOFYEAR || p == DP_WEEKDAY || p == DP_ISOWEEK ||
		!dt_ok(c, k, 1, false) || !dt_ok(c, k, 2, false))
		return false;
	r = whole_units(c, p, D(c, k, 1, DT_TS), D(c, k, 2, DT_TS));
	if (!r)
		return false;
	return done(c, out, r, fmt(c, "MySQL TIMESTAMPDIFF(%s, a, b) → whole %ss elapsed from a to b",
							   part_name(p), part_name(p)));
}

/* BigQuery TIMESTAMP_DIFF(a, b, part): whole units from b to a (up to DAY). */
static bool
h_timestamp_diff(Ctx *c, Call *k, SqlBuf *out)
{
	int			ws;
	DatePart	p;
	char	   *a,
			   *b;

	if (k->nargs != 3)
		return false;
	p = bq_part(c, k, 2, &ws);
	if (!(p == DP_MICROSECOND || p == DP_MILLISECOND || p == DP_SECOND || p == DP_MINUTE ||
		  p == DP_HOUR || p == DP_DAY) || !dt_ok(c, k, 0, false) || !dt_ok(c, k, 1, false))
		return false;
	a = D(c, k, 0, DT_ASIS);
	b = D(c, k, 1, DT_ASIS);
	return done(c, out, whole_units(c, p, b, a),
				fmt(c, "BigQuery TIMESTAMP_DIFF(a, b, %s) → whole %ss elapsed from b to a", part_name(p), part_name(p)));
}

/* T-SQL DATEPART(part, d). */
static bool
h_datepart(Ctx *c, Call *k, SqlBuf *out)
{
	DatePart	p;
	char	   *r;

	if (k->nargs != 2)
		return false;
	p = arg_part(c, k, 0);
	if (p == DP_NONE || p == DP_WEEK || !dt_ok(c, k, 1, true))
		return false;
	r = part_value(c, p, D(c, k, 1, DT_ASIS));
	if (!r)
		return false;
	return done(c, out, r, p == DP_WEEKDAY ?
				"T-SQL DATEPART(weekday, d) → EXTRACT(DOW FROM d) + 1 (1 = Sunday, T-SQL's default DATEFIRST)" :
				fmt(c, "T-SQL DATEPART(%s, d) → EXTRACT(... FROM d)", part_name(p)));
}

/* T-SQL DATENAME(part, d). */
static bool
h_datename(Ctx *c, Call *k, SqlBuf *out)
{
	DatePart	p;
	char	   *r;
	char	   *d;

	if (k->nargs != 2)
		return false;
	p = arg_part(c, k, 0);
	if (p == DP_NONE || p == DP_WEEK || !dt_ok(c, k, 1, true))
		return false;
	d = D(c, k, 1, DT_ASIS);
	if (p == DP_MONTH)
		r = fmt(c, "to_char(%s, 'FMMonth')", d);
	else if (p == DP_WEEKDAY)
		r = fmt(c, "to_char(%s, 'FMDay')", d);
	else
	{
		r = part_value(c, p, d);
		if (!r)
			return false;
		r = fmt(c, "CAST(%s AS text)", r);
	}
	return done(c, out, r, "T-SQL DATENAME → to_char / EXTRACT");
}

/* MySQL / T-SQL one-field functions: YEAR(d), MONTH(d), DAY(d), HOUR(d), DAYOFWEEK(d), ... */
static bool
h_field(Ctx *c, Call *k, SqlBuf *out)
{
	const char *n = k->lname;
	DatePart	p = DP_NONE;
	char	   *d;
	char	   *r;

	if (k->nargs != 1 || !dt_ok(c, k, 0, false))
		return false;
	if (ieq(n, "year"))
		p = DP_YEAR;
	else if (ieq(n, "quarter"))
		p = DP_QUARTER;
	else if (ieq(n, "month"))
		p = DP_MONTH;
	else if (ieq(n, "day") || ieq(n, "dayofmonth"))
		p = DP_DAY;
	else if (ieq(n, "dayofyear"))
		p = DP_DAYOFYEAR;
	else if (ieq(n, "dayofweek"))
		p = DP_WEEKDAY;			/* MySQL: 1 = Sunday */
	else if (ieq(n, "weekofyear"))
		p = DP_ISOWEEK;
	else if (ieq(n, "hour"))
		p = DP_HOUR;
	else if (ieq(n, "minute"))
		p = DP_MINUTE;
	else if (ieq(n, "second"))
		p = DP_SECOND;
	d = D(c, k, 0, DT_ASIS);
	if (ieq(n, "weekday"))
		r = fmt(c, "(CAST(EXTRACT(ISODOW FROM %s) AS integer) - 1)", d);	/* MySQL: 0 = Monday */
	else if (ieq(n, "dayname"))
		r = fmt(c, "to_char(%s, 'FMDay')", d);
	else if (ieq(n, "monthname"))
		r = fmt(c, "to_char(%s, 'FMMonth')", d);
	else
		r = part_value(c, p, d);
	if (!r)
		return false;
	return done(c, out, r, fmt(c, "%s(d) → %s", k->uname,
							   (ieq(n, "dayname") || ieq(n, "monthname")) ? "to_char(d, ...)" : "EXTRACT(... FROM d)"));
}

/* LAST_DAY(d [, month]) / EOMONTH(d [, n]) → last day of the month. */
static bool
h_last_day(Ctx *c, Call *k, SqlBuf *out)
{
	long long	n = 0;

	if (k->nargs < 1 || k->nargs > 2 || !dt_ok(c, k, 0, false))
		return false;
	if (k->nargs == 2)
	{
		if (ieq(k->lname, "eomonth"))
		{
			if (!range_int(c, k->args[1], &n) || n < -100000 || n > 100000)
				return false;
		}
		else
		{
			if (arg_part(c, k, 1) != DP_MONTH)
				return false;
		}
	}
	return done(c, out, fmt(c, "CAST(date_trunc('month', %s) + INTERVAL '%lld month' - INTERVAL '1 day' AS date)",
							D(c, k, 0, DT_TS), n + 1),
				fmt(c, "%s(d) → last day of the month of d", ieq(k->lname, "eomonth") ? "T-SQL EOMONTH" : "LAST_DAY"));
}

/* MySQL FROM_UNIXTIME(n [, fmt]). */
static bool
h_from_unixtime(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *f = NULL;

	if (k->nargs < 1 || k->nargs > 2 || range_empty(c, k->args[0]))
		return false;
	if (k->nargs == 2)
	{
		char	   *s = range_string(c, k->args[1]);

		if (!s || !(f = mysql_template(c, s, NULL)))
			return false;
		return done(c, out, fmt(c, "to_char(to_timestamp(%s), %s)", A(c, k, 0), sql_literal(c, f)),
					"MySQL FROM_UNIXTIME(n, fmt) → to_char(to_timestamp(n), ...)");
	}
	return done(c, out, fmt(c, "to_timestamp(%s)", A(c, k, 0)), "MySQL FROM_UNIXTIME(n) → to_timestamp(n)");
}

/* MySQL UNIX_TIMESTAMP(d). */
static bool
h_unix_timestamp(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs != 1 || !dt_ok(c, k, 0, false))
		return false;
	return done(c, out, fmt(c, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", D(c, k, 0, DT_TSTZ)),
				"MySQL UNIX_TIMESTAMP(d) → epoch seconds");
}

/* BigQuery TIMESTAMP_SECONDS / _MILLIS / _MICROS, UNIX_SECONDS / UNIX_MILLIS / UNIX_DATE. */
static bool
h_bq_epoch(Ctx *c, Call *k, SqlBuf *out)
{
	const char *n = k->lname;
	char	   *r;

	if (k->nargs != 1 || range_empty(c, k->args[0]))
		return false;
	if (ieq(n, "timestamp_seconds"))
		r = fmt(c, "to_timestamp(%s)", A(c, k, 0));
	else if (ieq(n, "timestamp_millis"))
		r = fmt(c, "to_timestamp(%s / 1000.0)", P(c, k, 0));
	else if (ieq(n, "timestamp_micros"))
		r = fmt(c, "to_timestamp(%s / 1000000.0)", P(c, k, 0));
	else if (ieq(n, "unix_seconds"))
		r = fmt(c, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", D(c, k, 0, DT_ASIS));
	else if (ieq(n, "unix_millis"))
		r = fmt(c, "CAST(floor(EXTRACT(EPOCH FROM %s) * 1000) AS bigint)", D(c, k, 0, DT_ASIS));
	else if (ieq(n, "unix_date"))
		r = fmt(c, "(%s - DATE '1970-01-01')", D(c, k, 0, DT_DATE));
	else
		return false;
	return done(c, out, r, fmt(c, "BigQuery %s → epoch arithmetic", k->uname));
}

/* MySQL DATE_FORMAT(d, fmt) → to_char. */
static bool
h_date_format(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *s;
	char	   *t;

	if (k->nargs != 2 || !dt_ok(c, k, 0, false))
		return false;
	s = range_string(c, k->args[1]);
	if (!s || !(t = mysql_template(c, s, NULL)))
		return false;
	return done(c, out, fmt(c, "to_char(%s, %s)", D(c, k, 0, DT_ASIS), sql_literal(c, t)),
				fmt(c, "MySQL DATE_FORMAT(d, %s) → to_char(d, %s)", sql_literal(c, s), sql_literal(c, t)));
}

/* MySQL STR_TO_DATE(s, fmt) → to_date / to_timestamp. */
static bool
h_str_to_date(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *s;
	char	   *t;
	bool		has_time;

	if (k->nargs != 2 || range_empty(c, k->args[0]))
		return false;
	s = range_string(c, k->args[1]);
	if (!s || !(t = mysql_template(c, s, &has_time)))
		return false;
	if (has_time)
		return done(c, out, fmt(c, "CAST(to_timestamp(%s, %s) AS timestamp)", A(c, k, 0), sql_literal(c, t)),
					"MySQL STR_TO_DATE → to_timestamp");
	return done(c, out, fmt(c, "to_date(%s, %s)", A(c, k, 0), sql_literal(c, t)), "MySQL STR_TO_DATE → to_date");
}

/*
 * SQLite time value with modifiers: args[first] is the value, the rest are
 * modifier strings.  Returns a timestamp expression (UTC, as SQLite's), or
 * NULL when a modifier has no exact equivalent.  Pure check when dry.
 */
static const char *runtime_modifier_unit(Ctx *c, SqlRange r);

static char *
sqlite_time(Ctx *c, const Call *k, int first, bool dry)
{
	char	   *base = NULL;
	char	   *v;
	int			m = first + 1;
	bool		day1 = false;
	int			s;

	if (first >= k->nargs || range_empty(c, k->args[first]))
		return NULL;
	for (s = first + 1; s < k->nargs; s++)
		if (!range_string(c, k->args[s]) && runtime_modifier_unit(c, k->args[s]) == NULL)
			return NULL;
	v = range_string(c, k->args[first]);
	s = range_single(c, k->args[first]);
	if (m < k->nargs && range_string(c, k->args[m]) && ieq(range_string(c, k->args[m]), "unixepoch"))
	{
		if (v)
			return NULL;
		if (!dry)
			base = fmt(c, "(to_timestamp(%s) AT TIME ZONE 'UTC')", A(c, k, first));
		m++;
	}
	else if (v)
	{
		const char *p = v;

		while (*p == ' ')
			p++;
		if (istarts(p, "now"))
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
			base = fmt(c, "TIMESTAMP %s", sql_literal(c, v));
	}
	else if (s >= 0 && kind(c, s) == SQLTOK_NUMBER)
		return NULL;
	else if (!dry)
	{
		base = A(c, k, first);
		if (!arg_is_timestamp(c, k->args[first]))
			base = fmt(c, "CAST(%s AS timestamp)", base);
	}

	for (; m < k->nargs; m++)
	{
		char	   *mod = range_string(c, k->args[m]);
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
			const char *u = runtime_modifier_unit(c, k->args[m]);

			if (u == NULL)
				return NULL;
			if (!dry)
				base = u[0] == 'm' || u[0] == 'y' ?
					fmt(c, "(date_trunc('month', %s) + CAST(%s AS interval) + (%s - date_trunc('month', %s)))",
						base, A(c, k, m), base, base) :
					fmt(c, "(%s + CAST(%s AS interval))", base, A(c, k, m));
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
			*p = lc(mod[p - buf]);
		*p = '\0';
		if (strcmp(buf, "start of month") == 0 || strcmp(buf, "start of year") == 0 ||
			strcmp(buf, "start of day") == 0)
		{
			const char *f = buf[9] == 'm' ? "month" : buf[9] == 'y' ? "year" : "day";

			if (!dry)
				base = fmt(c, "date_trunc('%s', %s)", f, base);
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
				base = fmt(c, "(date_trunc('month', %s) + INTERVAL '%s %s' + (%s - date_trunc('month', %s)))",
						   base, nb, unit, base, base);
			else
				base = fmt(c, "(%s + INTERVAL '%s %s')", base, nb, unit);
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
runtime_modifier_unit(Ctx *c, SqlRange r)
{
	static const char *const units[] = {
		"days", "day", "hours", "hour", "minutes", "minute", "seconds", "second",
		"months", "month", "years", "year", NULL
	};
	int			last = range_last(c, r);
	bool		concat = false;
	char	   *v;
	size_t		len;
	int			j;

	if (last < 0 || kind(c, last) != SQLTOK_STRING)
		return NULL;
	for (j = r.from; j < r.to; j++)
		if (isop(c, j, "||"))
			concat = true;
	v = str_content(c, last);
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
h_strftime(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *f;
	char	   *t = NULL;
	char	   *base;

	if (k->nargs < 2)
		return false;
	f = range_string(c, k->args[0]);
	if (!f)
		return false;
	if (!(strcmp(f, "%s") == 0 || strcmp(f, "%w") == 0) &&
		!(t = strftime_template(c, f, true, NULL)))
		return false;
	if (!sqlite_time(c, k, 1, true))
		return false;
	base = sqlite_time(c, k, 1, false);
	if (strcmp(f, "%s") == 0)
		return done(c, out, fmt(c, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", base),
					"SQLite strftime('%s', x) → epoch seconds");
	if (strcmp(f, "%w") == 0)
		return done(c, out, fmt(c, "CAST(EXTRACT(DOW FROM %s) AS text)", base),
					"SQLite strftime('%w', x) → EXTRACT(DOW ...) as text");
	return done(c, out, fmt(c, "to_char(%s, %s)", base, sql_literal(c, t)),
				fmt(c, "SQLite strftime(%s, x) → to_char(x, %s)", sql_literal(c, f), sql_literal(c, t)));
}

/* SQLite julianday(time, modifiers...). */
static bool
h_julianday(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs < 1 || !sqlite_time(c, k, 0, true))
		return false;
	return done(c, out, fmt(c, "(EXTRACT(EPOCH FROM %s) / 86400.0 + 2440587.5)", sqlite_time(c, k, 0, false)),
				"SQLite julianday(x) → EXTRACT(EPOCH FROM x) / 86400 + 2440587.5");
}

/* SQLite unixepoch(time, modifiers...). */
static bool
h_unixepoch(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs < 1 || !sqlite_time(c, k, 0, true))
		return false;
	return done(c, out, fmt(c, "CAST(floor(EXTRACT(EPOCH FROM %s)) AS bigint)", sqlite_time(c, k, 0, false)),
				"SQLite unixepoch(x) → epoch seconds");
}

/* SQLite date(x, modifiers...) (one argument is PostgreSQL's own date(x)); BigQuery DATE(y, m, d). */
static bool
h_date(Ctx *c, Call *k, SqlBuf *out)
{
	int			a;
	bool		strings = false;

	if (k->nargs < 2)
		return false;
	for (a = 0; a < k->nargs; a++)
		if (range_string(c, k->args[a]))
			strings = true;
	if (k->nargs == 3 && !strings)
	{
		for (a = 0; a < 3; a++)
			if (range_empty(c, k->args[a]))
				return false;
		return done(c, out, fmt(c, "make_date(%s, %s, %s)", A(c, k, 0), A(c, k, 1), A(c, k, 2)),
					"BigQuery DATE(y, m, d) → make_date(y, m, d)");
	}
	if (!sqlite_time(c, k, 0, true))
		return false;
	return done(c, out, fmt(c, "CAST(%s AS date)", sqlite_time(c, k, 0, false)),
				"SQLite date(x, modifiers) → date arithmetic");
}

/* SQLite datetime(x, modifiers...). */
static bool
h_datetime(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs < 1 || !sqlite_time(c, k, 0, true))
		return false;
	return done(c, out, fmt(c, "date_trunc('second', %s)", sqlite_time(c, k, 0, false)),
				"SQLite datetime(x, modifiers) → timestamp arithmetic");
}

/* SQLite time(x, modifiers...). */
static bool
h_time(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs == 3 && !range_string(c, k->args[1]) && !range_string(c, k->args[2]) &&
		!range_empty(c, k->args[0]) && !range_empty(c, k->args[1]) && !range_empty(c, k->args[2]))
		return done(c, out, fmt(c, "make_time(%s, %s, %s)", A(c, k, 0), A(c, k, 1), A(c, k, 2)),
					"BigQuery TIME(h, m, s) → make_time(h, m, s)");
	if (k->nargs < 1 || !sqlite_time(c, k, 0, true))
		return false;
	return done(c, out, fmt(c, "CAST(date_trunc('second', %s) AS time)", sqlite_time(c, k, 0, false)),
				"SQLite time(x, modifiers) → time arithmetic");
}

/* BigQuery FORMAT_DATE / FORMAT_DATETIME / FORMAT_TIMESTAMP(fmt, x). */
static bool
h_format_date(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *f;
	char	   *t;

	if (k->nargs != 2 || !dt_ok(c, k, 1, false))
		return false;
	f = range_string(c, k->args[0]);
	if (!f || !(t = strftime_template(c, f, false, NULL)))
		return false;
	return done(c, out, fmt(c, "to_char(%s, %s)", D(c, k, 1, DT_ASIS), sql_literal(c, t)),
				fmt(c, "BigQuery %s(%s, x) → to_char(x, %s)", k->uname, sql_literal(c, f), sql_literal(c, t)));
}

/* BigQuery PARSE_DATE / PARSE_TIMESTAMP / PARSE_DATETIME(fmt, s). */
static bool
h_parse_date(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *f;
	char	   *t;

	if (k->nargs != 2 || range_empty(c, k->args[1]))
		return false;
	f = range_string(c, k->args[0]);
	if (!f || !(t = strftime_template(c, f, false, NULL)))
		return false;
	if (ieq(k->lname, "parse_date"))
		return done(c, out, fmt(c, "to_date(%s, %s)", A(c, k, 1), sql_literal(c, t)), "BigQuery PARSE_DATE → to_date");
	if (ieq(k->lname, "parse_datetime"))
		return done(c, out, fmt(c, "CAST(to_timestamp(%s, %s) AS timestamp)", A(c, k, 1), sql_literal(c, t)),
					"BigQuery PARSE_DATETIME → to_timestamp");
	return done(c, out, fmt(c, "to_timestamp(%s, %s)", A(c, k, 1), sql_literal(c, t)), "BigQuery PARSE_TIMESTAMP → to_timestamp");
}

/* T-SQL FORMAT(d, '.NET date pattern'); PostgreSQL's format('%s', ...) is left alone. */
static bool
h_format(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *f;
	char	   *t;

	if (k->nargs != 2 || !dt_ok(c, k, 0, false) || range_string(c, k->args[0]))
		return false;
	f = range_string(c, k->args[1]);
	if (!f || !(t = dotnet_template(c, f)))
		return false;
	return done(c, out, fmt(c, "to_char(%s, %s)", D(c, k, 0, DT_ASIS), sql_literal(c, t)),
				fmt(c, "T-SQL FORMAT(d, %s) → to_char(d, %s)", sql_literal(c, f), sql_literal(c, t)));
}

/* MySQL GROUP_CONCAT([DISTINCT] x [, y...] [ORDER BY ...] [SEPARATOR s]); SQLite group_concat(x, sep). */
static bool
h_group_concat(Ctx *c, Call *k, SqlBuf *out)
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

	j = nx(c, k->open);
	if (j >= k->close)
		return false;
	if (isw(c, j, "distinct"))
	{
		distinct = true;
		j = nx(c, j);
	}
	start = j;
	for (e = j; e < k->close; e = nx(c, e))
	{
		if ((isp(c, e, '(') || isp(c, e, '[')) && match(c, e) > e)
		{
			e = match(c, e);
			continue;
		}
		if (state == 0 && isp(c, e, ','))
		{
			if (nex >= MAXARGS - 1)
				return false;
			ex[nex].from = start;
			ex[nex++].to = e;
			start = e + 1;
		}
		else if (state == 0 && isw(c, e, "order") && isw(c, nx(c, e), "by"))
		{
			ex[nex].from = start;
			ex[nex++].to = e;
			state = 1;
			e = nx(c, e);
			ord_from = e + 1;
		}
		else if (isw(c, e, "separator"))
		{
			if (state == 0)
			{
				ex[nex].from = start;
				ex[nex++].to = e;
			}
			else
				ord_to = e;
			state = 2;
			sep_tok = nx(c, e);
			if (nx(c, sep_tok) != k->close || !str_content(c, sep_tok))
				return false;
			break;
		}
	}
	if (state == 0)
	{
		ex[nex].from = start;
		ex[nex++].to = k->close;
	}
	else if (state == 1)
		ord_to = k->close;
	for (q = 0; q < nex; q++)
		if (range_empty(c, ex[q]))
			return false;
	if (ord_from >= 0)
	{
		SqlRange	ord = {ord_from, ord_to};

		if (range_empty(c, ord))
			return false;
	}
	if (sep_tok >= 0)
		sep = sql_literal(c, str_content(c, sep_tok));
	else if (state == 0 && nex == 2 && range_string(c, ex[1]) &&
			 ((c->hints & H_SQLITE) || !(c->hints & H_MYSQL)))
	{
		/* SQLite's second argument is the separator */
		sep = sql_literal(c, range_string(c, ex[1]));
		nex = 1;
	}
	if (distinct && ord_from >= 0)
	{
		/*
		 * PostgreSQL wants the ORDER BY key among the DISTINCT arguments, so a
		 * cast to text would reorder numbers.  Ordering by the value itself
		 * works uncast: it runs when the value is text, and fails otherwise.
		 */
		int			ol = pv(c, ord_to);
		SqlRange	ordkey;

		if (isw(c, ol, "asc") || isw(c, ol, "desc"))
			ol = pv(c, ol);
		ordkey.from = ord_from;
		ordkey.to = ol + 1;
		if (nex != 1 || !same_tokens(c, ex[0], ordkey))
			return false;
		return done(c, out, fmt(c, "string_agg(DISTINCT %s, %s ORDER BY %s)", sub(c, ex[0].from, ex[0].to), sep,
								sub(c, ord_from, ord_to)),
					"MySQL GROUP_CONCAT(DISTINCT x ORDER BY x SEPARATOR s) → string_agg(DISTINCT x, s ORDER BY x)");
	}

	sqlbuf_init(&v);
	for (q = 0; q < nex; q++)
	{
		if (q > 0)
			sqlbuf_puts(&v, " || ");
		sqlbuf_puts(&v, "CAST(");
		sqlbuf_puts(&v, sub(c, ex[q].from, ex[q].to));
		sqlbuf_puts(&v, " AS text)");
	}
	value = keep(c, sqlbuf_finish(&v));
	return done(c, out, fmt(c, "string_agg(%s%s, %s%s%s)", distinct ? "DISTINCT " : "", value, sep,
							ord_from >= 0 ? " ORDER BY " : "",
							ord_from >= 0 ? sub(c, ord_from, ord_to) : ""),
				"MySQL/SQLite GROUP_CONCAT(x [ORDER BY ...] [SEPARATOR s]) → string_agg(x::text, s [ORDER BY ...])");
}

/* Snowflake LISTAGG(x [, sep]) [WITHIN GROUP (ORDER BY ...)]; T-SQL STRING_AGG(x, sep) WITHIN GROUP (ORDER BY ...). */
static bool
h_listagg(Ctx *c, Call *k, SqlBuf *out)
{
	int			w = nx(c, k->close);
	bool		within = isw(c, w, "within") && isw(c, nx(c, w), "group") && isp(c, nx(c, nx(c, w)), '(');
	int			o = -1,
				oc = -1,
				ob;
	int			f;
	bool		distinct = false;
	SqlRange	val;
	char	   *order = NULL;
	char	   *sep;
	bool		tsql = ieq(k->lname, "string_agg");

	if (k->nargs < 1 || k->nargs > 2 || (tsql && (!within || k->nargs != 2)))
		return false;
	if (within)
	{
		o = nx(c, nx(c, w));
		oc = match(c, o);
		if (oc < 0 || oc >= k->limit)
			return false;
		ob = nx(c, o);
		if (!isw(c, ob, "order") || !isw(c, nx(c, ob), "by") || nx(c, nx(c, ob)) >= oc)
			return false;
	}
	val = k->args[0];
	f = range_first(c, val);
	if (isw(c, f, "distinct"))
	{
		distinct = true;
		val.from = f + 1;
	}
	if (range_empty(c, val) || (k->nargs == 2 && range_empty(c, k->args[1])))
		return false;
	if (distinct && within)
		return false;
	sep = k->nargs == 2 ? A(c, k, 1) : "''";
	if (within)
		order = sub(c, nx(c, nx(c, nx(c, o))), oc);
	k->end = within ? oc : k->close;
	return done(c, out, fmt(c, "string_agg(%sCAST(%s AS text), %s%s%s)", distinct ? "DISTINCT " : "",
							sub(c, val.from, val.to), sep, order ? " ORDER BY " : "", order ? order : ""),
				tsql ? "T-SQL STRING_AGG(x, s) WITHIN GROUP (ORDER BY ...) → string_agg(x::text, s ORDER BY ...)" :
				"Snowflake LISTAGG(x, s) WITHIN GROUP (ORDER BY ...) → string_agg(x::text, s ORDER BY ...)");
}

/* CHARINDEX(sub, s) / INSTR(s, sub) / LOCATE(sub, s) → strpos(s, sub). */
static bool
h_strpos(Ctx *c, Call *k, SqlBuf *out)
{
	bool		sub_first = !ieq(k->lname, "instr");

	if (k->nargs != 2 || range_empty(c, k->args[0]) || range_empty(c, k->args[1]))
		return false;
	if (sub_first)
		return done(c, out, fmt(c, "strpos(%s, %s)", A(c, k, 1), A(c, k, 0)),
					fmt(c, "%s(sub, s) → strpos(s, sub)", ieq(k->lname, "charindex") ? "T-SQL CHARINDEX" : "MySQL LOCATE"));
	return done(c, out, fmt(c, "strpos(%s, %s)", A(c, k, 0), A(c, k, 1)), "INSTR(s, sub) → strpos(s, sub)");
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
h_convert(Ctx *c, Call *k, SqlBuf *out)
{
	int			tf,
				tl;
	char	   *nt;
	long long	style;
	const char *tmpl;
	char	   *w;

	if ((k->nargs == 2 || k->nargs == 3) && is_type_range(c, k->args[0]) && !range_empty(c, k->args[1]))
	{
		tf = range_first(c, k->args[0]);
		tl = range_last(c, k->args[0]);
		nt = map_type(c, tf, tl, NULL);
		if (!nt)
			nt = span(c, tf, tl);
		if (k->nargs == 2)
			return done(c, out, fmt(c, "CAST(%s AS %s)", A(c, k, 1), nt), "T-SQL CONVERT(type, x) → CAST(x AS type)");
		w = lword(c, tf);
		if (!range_int(c, k->args[2], &style) || !(tmpl = convert_style(style)) ||
			!(ieq(w, "varchar") || ieq(w, "nvarchar") || ieq(w, "char") || ieq(w, "nchar")) ||
			!dt_ok(c, k, 1, false) || range_string(c, k->args[1]))
			return false;
		if (tf != tl)			/* a length: T-SQL truncates to it, as an explicit cast does here */
			return done(c, out, fmt(c, "CAST(to_char(%s, '%s') AS %s)", A(c, k, 1), tmpl, nt),
						fmt(c, "T-SQL CONVERT(%s, d, %lld) → to_char(d, '%s')", nt, style, tmpl));
		return done(c, out, fmt(c, "to_char(%s, '%s')", A(c, k, 1), tmpl),
					fmt(c, "T-SQL CONVERT(%s, d, %lld) → to_char(d, '%s')", nt, style, tmpl));
	}
	if (k->nargs == 2 && is_type_range(c, k->args[1]) && !range_empty(c, k->args[0]))
	{
		tf = range_first(c, k->args[1]);
		tl = range_last(c, k->args[1]);
		nt = map_type(c, tf, tl, NULL);
		if (!nt)
			nt = span(c, tf, tl);
		return done(c, out, fmt(c, "CAST(%s AS %s)", A(c, k, 0), nt), "MySQL CONVERT(x, type) → CAST(x AS type)");
	}
	return false;
}

/* BigQuery SAFE_DIVIDE(a, b): float division, NULL for b = 0. */
static bool
h_safe_divide(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs != 2 || range_empty(c, k->args[0]) || range_empty(c, k->args[1]))
		return false;
	return done(c, out, fmt(c, "(CAST(%s AS double precision) / NULLIF(%s, 0))", A(c, k, 0), A(c, k, 1)),
				"BigQuery SAFE_DIVIDE(a, b) → CAST(a AS double precision) / NULLIF(b, 0)");
}

/* Snowflake DIV0(a, b) / DIV0NULL(a, b): 0 for a zero (or NULL) divisor. */
static bool
h_div0(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *a,
			   *b;
	bool		nul = ieq(k->lname, "div0null");

	if (k->nargs != 2 || range_empty(c, k->args[0]) || range_empty(c, k->args[1]))
		return false;
	a = A(c, k, 0);
	b = P(c, k, 1);
	if (nul)
		return done(c, out, fmt(c, "CASE WHEN %s = 0 OR %s IS NULL THEN 0 ELSE CAST(%s AS numeric) / %s END", b, b, a, b),
					"Snowflake DIV0NULL(a, b) → CASE WHEN b = 0 OR b IS NULL THEN 0 ELSE a / b END");
	return done(c, out, fmt(c, "CASE WHEN %s = 0 THEN 0 ELSE CAST(%s AS numeric) / %s END", b, a, b),
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
h_unary(Ctx *c, Call *k, SqlBuf *out)
{
	int			i;

	if (k->nargs != 1 || range_empty(c, k->args[0]))
		return false;
	for (i = 0; i < (int) (sizeof(unary_mappings) / sizeof(unary_mappings[0])); i++)
	{
		if (ieq(k->lname, unary_mappings[i].name))
			return done(c, out, fmt(c, unary_mappings[i].format, A(c, k, 0)), unary_mappings[i].note);
	}
	return false;
}

/* Snowflake TO_VARCHAR(d, fmt) with a format PostgreSQL reads the same way. */
static bool
h_to_varchar(Ctx *c, Call *k, SqlBuf *out)
{
	char	   *f;
	const char *p;

	if (k->nargs == 1)
		return h_unary(c, k, out);
	if (k->nargs != 2 || !ieq(k->lname, "to_varchar") || range_empty(c, k->args[0]))
		return false;
	f = range_string(c, k->args[1]);
	if (!f)
		return false;
	for (p = f; *p;)
	{
		if (istarts(p, "YYYY") || istarts(p, "HH24") || istarts(p, "HH12"))
			p += 4;
		else if (istarts(p, "YY") || istarts(p, "MM") || istarts(p, "DD") || istarts(p, "MI") ||
				 istarts(p, "SS"))
			p += 2;
		else if (strchr(" -/:.,", *p))
			p++;
		else
			return false;
	}
	return done(c, out, fmt(c, "to_char(%s, %s)", A(c, k, 0), sql_literal(c, f)),
				"Snowflake TO_VARCHAR(d, fmt) → to_char(d, fmt)");
}

/* date_trunc field of a part, or NULL. */
static const char *
trunc_field(DatePart p)
{
	switch (p)
	{
		case DP_YEAR:
			return "year";
		case DP_QUARTER:
			return "quarter";
		case DP_MONTH:
			return "month";
		case DP_WEEK:
		case DP_ISOWEEK:
			return "week";
		case DP_DAY:
			return "day";
		case DP_HOUR:
			return "hour";
		case DP_MINUTE:
			return "minute";
		case DP_SECOND:
			return "second";
		case DP_MILLISECOND:
			return "milliseconds";
		case DP_MICROSECOND:
			return "microseconds";
		default:
			return NULL;
	}
}

/* BigQuery DATE_TRUNC(d, PART) / TIMESTAMP_TRUNC / DATETIME_TRUNC; Snowflake DATE_TRUNC(part, d). */
static bool
h_date_trunc(Ctx *c, Call *k, SqlBuf *out)
{
	bool		isdate = ieq(k->lname, "date_trunc");
	int			ws;
	DatePart	p;
	const char *field;
	char	   *x;

	if (k->nargs != 2 || range_string(c, k->args[0]))
		return false;			/* PostgreSQL's own date_trunc('month', x) */
	p = bq_part(c, k, 1, &ws);
	if (p != DP_NONE)
	{
		if (!dt_ok(c, k, 0, false))
			return false;
		field = trunc_field(p);
		if (!field)
			return false;
		if (isdate)
		{
			if (!(p == DP_YEAR || p == DP_QUARTER || p == DP_MONTH || p == DP_WEEK ||
				  p == DP_ISOWEEK || p == DP_DAY))
				return false;
			if (p == DP_WEEK && ws == 0)
			{
				x = D(c, k, 0, DT_DATE);
				return done(c, out, fmt(c, "(%s - CAST(EXTRACT(DOW FROM %s) AS integer))", x, x),
							"BigQuery DATE_TRUNC(d, WEEK) → the Sunday starting d's week");
			}
			return done(c, out, fmt(c, "CAST(date_trunc('%s', %s) AS date)", field, D(c, k, 0, DT_TS)),
						fmt(c, "BigQuery DATE_TRUNC(d, %s) → CAST(date_trunc('%s', d) AS date)", field, field));
		}
		x = D(c, k, 0, DT_ASIS);
		if (p == DP_WEEK && ws == 0)
			return done(c, out, fmt(c, "(date_trunc('day', %s) - CAST(EXTRACT(DOW FROM %s) AS integer) * INTERVAL '1 day')", x, x),
						fmt(c, "BigQuery %s(x, WEEK) → start of the Sunday week", k->uname));
		return done(c, out, fmt(c, "date_trunc('%s', %s)", field, x),
					fmt(c, "BigQuery %s(x, %s) → date_trunc('%s', x)", k->uname, field, field));
	}
	if (isdate)
	{
		int			w = range_single(c, k->args[0]);

		if (w < 0 || kind(c, w) != SQLTOK_IDENT || !dt_ok(c, k, 1, false))
			return false;
		p = date_part_of(lword(c, w));
		field = (p == DP_ISOWEEK || p == DP_MILLISECOND || p == DP_MICROSECOND) ? NULL : trunc_field(p);
		if (!field)
			return false;
		return done(c, out, fmt(c, "date_trunc('%s', %s)", field, A(c, k, 1)),
					fmt(c, "Snowflake DATE_TRUNC(%s, x) → date_trunc('%s', x)", field, field));
	}
	return false;
}

/* BigQuery REGEXP_CONTAINS(s, r) → s ~ r; Snowflake CONTAINS(s, sub) → strpos(s, sub) > 0. */
static bool
h_contains(Ctx *c, Call *k, SqlBuf *out)
{
	if (k->nargs != 2 || range_empty(c, k->args[0]) || range_empty(c, k->args[1]))
		return false;
	if (ieq(k->lname, "regexp_contains"))
		return done(c, out, fmt(c, "(%s ~ %s)", P(c, k, 0), P(c, k, 1)), "BigQuery REGEXP_CONTAINS(s, r) → s ~ r");
	if (c->hints & H_TSQL)
		return false;			/* T-SQL CONTAINS is a full-text word search */
	return done(c, out, fmt(c, "(strpos(%s, %s) > 0)", A(c, k, 0), A(c, k, 1)),
				"Snowflake CONTAINS(s, sub) → strpos(s, sub) > 0");
}

/*
 * CONCAT is NULL when any argument is NULL in MySQL, BigQuery and Snowflake;
 * PostgreSQL's (like T-SQL's) skips NULLs.  Keep theirs: a || b.
 */
static bool
h_concat(Ctx *c, Call *k, SqlBuf *out)
{
	int			h = c->hints;
	SqlBuf		b;
	int			a;

	if (!h || (h & (H_TSQL | H_SQLITE)) || k->nargs < 2)
		return false;
	for (a = 0; a < k->nargs; a++)
		if (range_empty(c, k->args[a]))
			return false;
	sqlbuf_init(&b);
	sqlbuf_putc(&b, '(');
	for (a = 0; a < k->nargs; a++)
	{
		if (a > 0)
			sqlbuf_puts(&b, " || ");
		if (range_string(c, k->args[a]))
			sqlbuf_puts(&b, A(c, k, a));
		else
		{
			sqlbuf_puts(&b, "CAST(");
			sqlbuf_puts(&b, A(c, k, a));
			sqlbuf_puts(&b, " AS text)");
		}
	}
	sqlbuf_putc(&b, ')');
	return done(c, out, keep(c, sqlbuf_finish(&b)),
				"MySQL/BigQuery/Snowflake CONCAT is NULL when an argument is NULL → a || b");
}

typedef bool (*Handler) (Ctx *c, Call *k, SqlBuf *out);

static const struct
{
	const char *name;
	Handler		fn;
}			handlers[] = {
	{"iif", h_iif}, {"iff", h_iif}, {"if", h_iif},
	{"nvl2", h_nvl2}, {"isnull", h_isnull}, {"len", h_len},
	{"dateadd", h_dateadd}, {"timestampadd", h_dateadd},
	{"date_add", h_date_add}, {"date_sub", h_date_add}, {"adddate", h_date_add},
	{"subdate", h_date_add}, {"datetime_add", h_date_add}, {"datetime_sub", h_date_add},
	{"timestamp_add", h_date_add}, {"timestamp_sub", h_date_add},
	{"datediff", h_datediff}, {"datediff_big", h_datediff},
	{"date_diff", h_date_diff}, {"datetime_diff", h_date_diff},
	{"timestampdiff", h_timestampdiff}, {"timestamp_diff", h_timestamp_diff},
	{"datepart", h_datepart}, {"datename", h_datename},
	{"year", h_field}, {"quarter", h_field}, {"month", h_field}, {"day", h_field},
	{"dayofmonth", h_field}, {"dayofyear", h_field}, {"dayofweek", h_field},
	{"weekday", h_field}, {"weekofyear", h_field}, {"hour", h_field},
	{"minute", h_field}, {"second", h_field}, {"dayname", h_field},
	{"monthname", h_field},
	{"last_day", h_last_day}, {"eomonth", h_last_day},
	{"from_unixtime", h_from_unixtime}, {"unix_timestamp", h_unix_timestamp},
	{"timestamp_seconds", h_bq_epoch}, {"timestamp_millis", h_bq_epoch},
	{"timestamp_micros", h_bq_epoch}, {"unix_seconds", h_bq_epoch},
	{"unix_millis", h_bq_epoch}, {"unix_date", h_bq_epoch},
	{"date_format", h_date_format}, {"str_to_date", h_str_to_date},
	{"strftime", h_strftime}, {"julianday", h_julianday}, {"unixepoch", h_unixepoch},
	{"date", h_date}, {"datetime", h_datetime}, {"time", h_time},
	{"format_date", h_format_date}, {"format_datetime", h_format_date},
	{"format_timestamp", h_format_date},
	{"parse_date", h_parse_date}, {"parse_datetime", h_parse_date},
	{"parse_timestamp", h_parse_date}, {"format", h_format},
	{"group_concat", h_group_concat}, {"listagg", h_listagg}, {"string_agg", h_listagg},
	{"charindex", h_strpos}, {"instr", h_strpos}, {"locate", h_strpos},
	{"convert", h_convert}, {"safe_divide", h_safe_divide},
	{"div0", h_div0}, {"div0null", h_div0},
	{"countif", h_unary}, {"zeroifnull", h_unary}, {"nullifzero", h_unary},
	{"to_varchar", h_to_varchar}, {"to_char", h_to_varchar}, {"to_date", h_unary},
	{"square", h_unary}, {"space", h_unary}, {"approx_count_distinct", h_unary},
	{"median", h_unary}, {"mode", h_unary}, {"current_date", h_unary},
	{"date_trunc", h_date_trunc}, {"timestamp_trunc", h_date_trunc},
	{"datetime_trunc", h_date_trunc},
	{"regexp_contains", h_contains}, {"contains", h_contains}, {"concat", h_concat},
	{NULL, NULL}
};

/* If token i starts a foreign call we map, emit its rewrite and set *last to its last token. */
static bool
try_call(Ctx *c, int i, int to, SqlBuf *out, int *last)
{
	Call		k;
	const SqlToken *tk = &c->t.tok[i];
	int			q;
	Handler		fn = NULL;

	if (tk->len >= (int) sizeof(k.lname) || !is_call(c, i))
		return false;
	for (q = 0; q < tk->len; q++)
	{
		char		ch = c->src[tk->start + q];

		k.lname[q] = lc(ch);
		k.uname[q] = (ch >= 'a' && ch <= 'z') ? (char) (ch - 'a' + 'A') : ch;
	}
	k.lname[tk->len] = '\0';
	k.uname[tk->len] = '\0';
	for (q = 0; handlers[q].name; q++)
		if (strcmp(k.lname, handlers[q].name) == 0)
		{
			fn = handlers[q].fn;
			break;
		}
	if (!fn)
		return false;
	k.name = i;
	k.open = nx(c, i);
	k.close = match(c, k.open);
	if (k.close < 0 || k.close >= to)
		return false;
	k.limit = to;
	k.end = k.close;
	k.nargs = sqltok_split_args(&c->t, c->pmap, k.open, k.args, MAXARGS);
	if (k.nargs < 0)
		return false;
	if (!fn(c, &k, out))
		return false;
	*last = k.end;
	return true;
}

/* ----------------------------------------------------------------
 * Entry points
 * ---------------------------------------------------------------- */

/* Set up a rewrite context over sql; false when memory runs out. */
static bool
ctx_init(Ctx *c, const char *sql)
{
	int			i;
	size_t		len;

	memset(c, 0, sizeof(*c));
	if (!sqltok_tokenize(sql, &c->t))
		return false;
	c->src = sql;
	c->n = c->t.n;
	c->pmap = sqltok_paren_map(&c->t);
	c->repl_end = malloc((size_t) c->n * sizeof(int));
	c->repl_text = calloc((size_t) c->n, sizeof(char *));
	c->flags = calloc((size_t) c->n, 1);
	c->before = calloc((size_t) c->n, sizeof(char *));
	c->after_expr = calloc((size_t) c->n, sizeof(char *));
	c->after_stmt = calloc((size_t) c->n, sizeof(char *));
	c->tnote = calloc((size_t) c->n, sizeof(char *));
	if (!c->pmap || !c->repl_end || !c->repl_text || !c->flags || !c->before ||
		!c->after_expr || !c->after_stmt || !c->tnote)
		return false;
	for (i = 0; i < c->n; i++)
		c->repl_end[i] = -1;
	len = strlen(sql);
	c->budget = len * 16 + 65536;
	return true;
}

/* Release a rewrite context. */
static void
ctx_free(Ctx *c)
{
	int			i;

	for (i = 0; i < c->arena.n; i++)
		free(c->arena.v[i]);
	free(c->arena.v);
	free(c->pmap);
	free(c->repl_end);
	free(c->repl_text);
	free(c->flags);
	free(c->before);
	free(c->after_expr);
	free(c->after_stmt);
	free(c->tnote);
	notes_free(&c->notes);
	sqltok_free(&c->t);
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
	Ctx			c;
	SqlBuf		b;
	char	   *res = NULL;
	int			last;
	const char *idiom_notes[8];
	int			nidioms = 0;
	/* whole idioms first (dialect_idioms.c): their parts mapped one by one would go wrong */
	char	   *idioms = dialect_idioms_rewrite(sql, idiom_notes, 8, &nidioms);

	if (idioms)
		sql = idioms;
	if (!ctx_init(&c, sql))
	{
		ctx_free(&c);
		free(idioms);
		return NULL;
	}
	if (c.n > 1)
	{
		/* a declared engine replaces what the markers in the text suggest */
		c.hints = declared_hints ? declared_hints : detect_hints(&c);
		register_edits(&c);
		sqlbuf_init(&b);
		put(&c, &b, sql, (size_t) c.t.tok[0].start);
		emit_range(&c, 0, c.n - 1, &b, false);
		last = c.n - 2;
		put(&c, &b, sql + c.t.tok[last].start + c.t.tok[last].len,
			strlen(sql) - (size_t) (c.t.tok[last].start + c.t.tok[last].len));
		res = sqlbuf_finish(&b);
		if (c.failed || !res || !c.changed || strcmp(res, sql) == 0 || c.notes.oom)
		{
			free(res);
			res = NULL;
		}
		else
		{
			*notes = c.notes;
			c.notes.v = NULL;
			c.notes.n = 0;
		}
	}
	ctx_free(&c);
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
		{"tsql", H_TSQL}, {"mysql", H_MYSQL}, {"sqlite", H_SQLITE},
		{"bigquery", H_BIGQUERY}, {"snowflake", H_SNOWFLAKE}
	};
	Notes		notes = {NULL, 0, false};
	char	   *res;
	int			hints = 0;
	size_t		k;

	result_init(out);
	for (k = 0; k < sizeof(engines) / sizeof(engines[0]); k++)
		if (engine && ieq(engine, engines[k].name))
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
char_to_byte(const char *s, int position)
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
token_at(Ctx *c, int off)
{
	int			i;
	int			lo = 0,
				hi = c->n - 1;

	if (off < 0)
		return -1;
	i = sqltok_at_offset(&c->t, off);
	if (i >= 0)
		return kind(c, i) == SQLTOK_COMMENT ? -1 : i;
	/* first token starting after off */
	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (c->t.tok[mid].start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	i = nx(c, lo - 1);
	return (i >= 0 && kind(c, i) != SQLTOK_EOF) ? i : -1;
}

/* Replace token i's text in the edit list. */
static void
edit_tok(Ctx *c, SqlEdits *ed, int i, const char *text)
{
	sqledits_add(ed, c->t.tok[i].start, c->t.tok[i].start + c->t.tok[i].len, text);
}

/* Insert text before token i. */
static void
edit_before(Ctx *c, SqlEdits *ed, int i, const char *text)
{
	sqledits_add(ed, c->t.tok[i].start, c->t.tok[i].start, text);
}

/* Insert text right after token i. */
static void
edit_after(Ctx *c, SqlEdits *ed, int i, const char *text)
{
	int			e = c->t.tok[i].start + c->t.tok[i].len;

	sqledits_add(ed, e, e, text);
}

/* Is the '(' at o a FROM-clause subquery without an alias? */
static bool
subquery_without_alias(Ctx *c, int o, bool any_prev)
{
	static const char *const follow[] = {
		"where", "group", "order", "having", "limit", "offset", "fetch", "union",
		"intersect", "except", "join", "inner", "left", "right", "full", "cross",
		"natural", "on", "using", "window", "for", NULL
	};
	int			close = match(c, o);
	int			first = nx(c, o);
	int			p = pv(c, o);
	int			a;

	if (!isp(c, o, '(') || close < 0)
		return false;
	if (!(isw(c, first, "select") || isw(c, first, "with") || isw(c, first, "values") ||
		  isp(c, first, '(')))
		return false;
	if (isp(c, p, ',') && !any_prev)
	{
		/* a comma of a FROM list: FROM comes first going back at this level */
		int			j,
					steps = 0;

		for (j = pv(c, p); j >= 0 && steps < 2000; j = pv(c, j), steps++)
		{
			if (isp(c, j, ')') && match(c, j) >= 0)
				j = match(c, j);
			else if (isw(c, j, "from"))
			{
				any_prev = true;
				break;
			}
			else if (isp(c, j, '(') || isp(c, j, ';') || isw(c, j, "select") ||
					 isw(c, j, "where") || isw(c, j, "by") || isw(c, j, "having") ||
					 isw(c, j, "values") || isw(c, j, "set") || isw(c, j, "limit"))
				break;
		}
	}
	if (!(isw(c, p, "from") || isw(c, p, "join") || isw(c, p, "lateral") ||
		  (any_prev && isp(c, p, ','))))
		return false;
	a = nx(c, close);
	if (isp(c, a, ')') || isp(c, a, ',') || isp(c, a, ';') || kind(c, a) == SQLTOK_EOF)
		return true;
	if (kind(c, a) == SQLTOK_IDENT)
		return in_list(lword(c, a), follow);
	return false;
}

/* First free N for alias names subN: above the largest subN the query uses. */
static int
first_free_sub(Ctx *c)
{
	int			i;
	int			next = 1;

	for (i = 0; i < c->n - 1; i++)
	{
		const SqlToken *tk = &c->t.tok[i];
		const char *s = c->src + tk->start;
		int			q = 3;
		long		v = 0;

		if (kind(c, i) != SQLTOK_IDENT || tk->len < 4 || tk->len > 9 ||
			!(lc(s[0]) == 's' && lc(s[1]) == 'u' && lc(s[2]) == 'b'))
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
fix_subquery_alias(Ctx *c, int pt, SqlEdits *ed, Notes *notes)
{
	int			i;
	int			next = first_free_sub(c);
	bool		any = false;

	for (i = 0; i < c->n - 1; i++)
	{
		char	   *name;

		if (ctx_stopped(c))
			return false;

		if (!isp(c, i, '(') || !subquery_without_alias(c, i, i == pt))
			continue;
		name = fmt(c, "sub%d", next++);
		edit_after(c, ed, match(c, i), fmt(c, " AS %s", name));
		notes_add(notes, fmt(c, "subquery in FROM without an alias → AS %s", name));
		any = true;
	}
	return any;
}

/* Is token j 0 or 1 standing alone as a comparison operand? */
static bool
lone_bit(Ctx *c, int j, bool right)
{
	const SqlToken *tk = &c->t.tok[j];
	int			o;

	if (kind(c, j) != SQLTOK_NUMBER || tk->len != 1 ||
		(c->src[tk->start] != '0' && c->src[tk->start] != '1'))
		return false;
	o = right ? nx(c, j) : pv(c, j);
	if (kind(c, o) == SQLTOK_OPERATOR || isp(c, o, '.') || isp(c, o, '['))
		return false;
	return true;
}

/* The comparison operator at i, when it is = <> or !=. */
static bool
is_eq_op(Ctx *c, int i)
{
	return isop(c, i, "=") || isop(c, i, "<>") || isop(c, i, "!=");
}

/* "operator does not exist: boolean = integer": 1/0 → true/false, here and for the same operand elsewhere. */
static bool
fix_bool_compare(Ctx *c, int op, bool int_right, SqlEdits *ed, Notes *notes)
{
	int			lit = int_right ? nx(c, op) : pv(c, op);
	int			be,
				bs;
	SqlRange	b;
	int			i;

	if (!is_eq_op(c, op) || !lone_bit(c, lit, int_right))
		return false;
	edit_tok(c, ed, lit, c->src[c->t.tok[lit].start] == '1' ? "true" : "false");
	notes_add(notes, "boolean compared with 1/0 → true/false");

	/* the boolean side, when it is a plain column reference */
	if (int_right)
	{
		be = pv(c, op);
		bs = operand_start(c, be);
	}
	else
	{
		bs = nx(c, op);
		be = operand_end(c, bs);
	}
	if (bs < 0 || be < 0)
		return true;
	for (i = bs; i <= be; i = nx(c, i))
		if (!(kind(c, i) == SQLTOK_IDENT || kind(c, i) == SQLTOK_QUOTED_IDENT || isp(c, i, '.')))
			return true;
	b.from = bs;
	b.to = be + 1;
	for (i = 0; i < c->n - 1; i++)
	{
		int			s,
					e;
		SqlRange	o;

		if (ctx_stopped(c))
			return false;

		if (!is_eq_op(c, i) || i == op)
			continue;
		/* operand = 0/1 */
		e = pv(c, i);
		s = operand_start(c, e);
		o.from = s;
		o.to = e + 1;
		if (s >= 0 && same_tokens(c, b, o) && lone_bit(c, nx(c, i), true))
		{
			int			l = nx(c, i);

			edit_tok(c, ed, l, c->src[c->t.tok[l].start] == '1' ? "true" : "false");
			continue;
		}
		/* 0/1 = operand */
		s = nx(c, i);
		e = operand_end(c, s);
		o.from = s;
		o.to = e + 1;
		if (e >= 0 && same_tokens(c, b, o) && lone_bit(c, pv(c, i), false))
		{
			int			l = pv(c, i);

			edit_tok(c, ed, l, c->src[c->t.tok[l].start] == '1' ? "true" : "false");
		}
	}
	return true;
}

/* "operator does not exist: text + text" and the like: the + chain → ||. */
static bool
fix_string_plus(Ctx *c, int op, SqlEdits *ed, Notes *notes)
{
	Chain		ch;
	int			k;

	if (!isop(c, op, "+") || !ends_operand(c, pv(c, op)) || (c->hints & (H_MYSQL | H_SQLITE)))
		return false;
	if (!chain_of(c, op, &ch))
		return false;
	for (k = 0; k < ch.np; k++)
		edit_tok(c, ed, ch.plus[k], "||");
	notes_add(notes, "T-SQL string concatenation + → ||");
	return true;
}

/* Clause keywords of a SELECT block. */
static bool
is_clause_word(Ctx *c, int j)
{
	return isw(c, j, "from") || isw(c, j, "where") || isw(c, j, "group") ||
		isw(c, j, "having") || isw(c, j, "order") || isw(c, j, "window") ||
		isw(c, j, "qualify") || isw(c, j, "limit") || isw(c, j, "offset") ||
		isw(c, j, "fetch") || isw(c, j, "into") || isw(c, j, "join") ||
		isw(c, j, "on") || isw(c, j, "using");
}

/* Names of volatile functions: repeating their call would change the answer. */
static bool
range_volatile(Ctx *c, SqlRange r)
{
	int			i;

	for (i = r.from; i < r.to; i++)
		if (isw(c, i, "random") || isw(c, i, "nextval") || isw(c, i, "gen_random_uuid") ||
			isw(c, i, "clock_timestamp") || isw(c, i, "setval") || isw(c, i, "timeofday"))
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
fix_alias_ref(Ctx *c, int ref, const char *x, SqlEdits *ed, Notes *notes)
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

	if (kind(c, ref) != SQLTOK_IDENT && kind(c, ref) != SQLTOK_QUOTED_IDENT)
		return false;
	name = keep(c, sqltok_ident_name(&c->t, ref));
	if (strcmp(name, x) != 0 || isp(c, pv(c, ref), '.') || isp(c, nx(c, ref), '.') ||
		isp(c, nx(c, ref), '('))
		return false;

	/* the innermost SELECT around the reference */
	for (j = pv(c, ref); j >= 0; j = pv(c, j))
	{
		if (isp(c, j, ')') || isp(c, j, ']'))
		{
			if (match(c, j) < 0)
				return false;
			j = match(c, j);
			continue;
		}
		if (isp(c, j, ';'))
			return false;
		if (isw(c, j, "select"))
		{
			sel = j;
			break;
		}
	}
	if (sel < 0)
		return false;
	for (j = pv(c, sel); j >= 0; j = pv(c, j))
	{
		if (isp(c, j, ')') || isp(c, j, ']'))
		{
			if (match(c, j) < 0)
				return false;
			j = match(c, j);
			continue;
		}
		if (isp(c, j, '(') || isp(c, j, ';'))
			break;
		if (is_setop(c, j))
			return false;		/* ORDER BY of a set operation sees other columns */
	}

	/* the select list, and the clause holding the reference */
	list_from = nx(c, sel);
	if (isw(c, list_from, "all"))
		list_from = nx(c, list_from);
	else if (isw(c, list_from, "distinct"))
	{
		list_from = nx(c, list_from);
		if (isw(c, list_from, "on") && isp(c, nx(c, list_from), '('))
			list_from = nx(c, match(c, nx(c, list_from)));
	}
	for (j = list_from;; j = nx(c, j))
	{
		if (j == ref)
			break;
		if (kind(c, j) == SQLTOK_EOF || isp(c, j, ')') || isp(c, j, ';') || is_setop(c, j))
			return false;
		if (isp(c, j, '(') || isp(c, j, '['))
		{
			m = match(c, j);
			if (m < 0)
				return false;
			if (ref > j && ref < m)
				break;
			j = m;
			continue;
		}
		if (kind(c, j) == SQLTOK_IDENT && is_clause_word(c, j))
		{
			if (list_end < 0)
				list_end = j;
			clause = lword(c, j);
		}
	}
	if (list_end < 0 || !clause ||
		!(ieq(clause, "where") || ieq(clause, "group") || ieq(clause, "having") ||
		  ieq(clause, "order") || ieq(clause, "qualify")))
		return false;

	/* select items and their aliases */
	start = list_from;
	for (j = list_from; j <= list_end; j = nx(c, j))
	{
		if ((isp(c, j, '(') || isp(c, j, '[')) && match(c, j) > j)
		{
			j = match(c, j);
			continue;
		}
		if (j == list_end || isp(c, j, ','))
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
		int			l = range_last(c, items[q]);
		int			p;
		char	   *an;

		if (l < 0 || (kind(c, l) != SQLTOK_IDENT && kind(c, l) != SQLTOK_QUOTED_IDENT))
			continue;
		p = pv(c, l);
		if (p < items[q].from)
			continue;
		if (isw(c, p, "as"))
		{
			an = keep(c, sqltok_ident_name(&c->t, l));
			if (strcmp(an, x) == 0)
			{
				matches++;
				expr.from = items[q].from;
				expr.to = p;
			}
		}
		else if ((kind(c, l) == SQLTOK_QUOTED_IDENT || word_is_operand(c, l)) &&
				 !isp(c, p, '.') && ends_operand(c, p))
		{
			an = keep(c, sqltok_ident_name(&c->t, l));
			if (strcmp(an, x) == 0)
			{
				matches++;
				expr.from = items[q].from;
				expr.to = l;
			}
		}
	}
	if (matches != 1 || range_empty(c, expr) || range_has_comment(c, expr) || range_volatile(c, expr))
		return false;
	etext = fmt(c, "(%s)", span(c, range_first(c, expr), range_last(c, expr)));

	/* substitute the references of this block after the select list */
	sqledits_init(&tmp);
	clause = NULL;
	for (j = list_end; kind(c, j) != SQLTOK_EOF; j = nx(c, j))
	{
		if (depth == 0 && (isp(c, j, ';') || is_setop(c, j)))
			break;
		if (isp(c, j, '(') || isp(c, j, '['))
		{
			int			f = nx(c, j);

			if (isw(c, f, "select") || isw(c, f, "with") || isw(c, f, "values"))
			{
				if (match(c, j) < 0)
					break;
				j = match(c, j);	/* a subquery has its own scope */
				continue;
			}
			depth++;
			continue;
		}
		if (isp(c, j, ')') || isp(c, j, ']'))
		{
			if (depth == 0)
				break;
			depth--;
			continue;
		}
		if (depth == 0 && kind(c, j) == SQLTOK_IDENT && is_clause_word(c, j))
		{
			clause = lword(c, j);
			continue;
		}
		if (!clause || !(ieq(clause, "where") || ieq(clause, "group") || ieq(clause, "having") ||
						 ieq(clause, "order") || ieq(clause, "qualify")))
			continue;
		if (kind(c, j) != SQLTOK_IDENT && kind(c, j) != SQLTOK_QUOTED_IDENT)
			continue;
		if (strcmp(keep(c, sqltok_ident_name(&c->t, j)), x) != 0)
			continue;
		if (isp(c, pv(c, j), '.') || isp(c, nx(c, j), '.') || isp(c, nx(c, j), '(') ||
			isw(c, pv(c, j), "as"))
			continue;
		/* a bare ORDER BY / GROUP BY item may name an output column */
		if (depth == 0 && (ieq(clause, "order") || ieq(clause, "group")) &&
			(isw(c, pv(c, j), "by") || isp(c, pv(c, j), ',')))
		{
			int			n = nx(c, j);

			if (isp(c, n, ',') || isp(c, n, ')') || isp(c, n, ';') || kind(c, n) == SQLTOK_EOF ||
				isw(c, n, "asc") || isw(c, n, "desc") || isw(c, n, "nulls") ||
				is_setop(c, n) || (kind(c, n) == SQLTOK_IDENT && is_clause_word(c, n)))
				continue;
		}
		sqledits_add(&tmp, c->t.tok[j].start, c->t.tok[j].start + c->t.tok[j].len, etext);
		if (j == ref)
			ref_fixed = true;
	}
	if (!ref_fixed || tmp.oom ||
		(size_t) tmp.n * strlen(etext) > strlen(c->src) * 16 + 65536)
	{
		sqledits_free(&tmp);
		return false;
	}
	for (q = 0; q < tmp.n; q++)
		sqledits_add(ed, tmp.e[q].start, tmp.e[q].end, tmp.e[q].text);
	sqledits_free(&tmp);
	notes_add(notes, fmt(c, "column alias %s is not visible in %s → its expression substituted",
						 x, ieq(clause, "group") ? "GROUP BY" : ieq(clause, "order") ? "ORDER BY" :
						 ieq(clause, "having") ? "HAVING" : ieq(clause, "where") ? "WHERE" : "that clause"));
	return true;
}

/* "column "x" does not exist" for a double-quoted value: MySQL/SQLite/BigQuery "x" is a string. */
static bool
fix_dq_string(Ctx *c, int ref, const char *x, SqlEdits *ed, Notes *notes)
{
	int			p,
				le,
				ls,
				o;
	char	   *name;

	if (kind(c, ref) != SQLTOK_QUOTED_IDENT || c->src[c->t.tok[ref].start] != '"')
		return false;
	name = keep(c, sqltok_ident_name(&c->t, ref));
	if (strcmp(name, x) != 0 || isp(c, pv(c, ref), '.') || isp(c, nx(c, ref), '.'))
		return false;
	p = pv(c, ref);
	if (is_eq_op(c, p) || isop(c, p, "<") || isop(c, p, ">") || isop(c, p, "<=") ||
		isop(c, p, ">=") || isw(c, p, "like") || isw(c, p, "ilike"))
	{
		le = pv(c, p);
		if (isw(c, le, "not"))
			le = pv(c, le);
		ls = operand_start(c, le);
		if (ls < 0 || (ls == le && (kind(c, ls) == SQLTOK_STRING || kind(c, ls) == SQLTOK_NUMBER)))
			return false;
		edit_tok(c, ed, ref, sql_literal(c, name));
	}
	else if (isp(c, p, '(') || isp(c, p, ','))
	{
		int			close,
					i;

		/* x [NOT] IN ("a", "b") */
		for (o = p; o >= 0 && !isp(c, o, '('); o = pv(c, o))
			if (!(isp(c, o, ',') || kind(c, o) == SQLTOK_STRING || kind(c, o) == SQLTOK_QUOTED_IDENT))
				return false;
		if (o < 0 || !isw(c, pv(c, o), "in") || (close = match(c, o)) < 0)
			return false;
		for (i = nx(c, o); i < close; i = nx(c, i))
			if (!(isp(c, i, ',') || kind(c, i) == SQLTOK_STRING || kind(c, i) == SQLTOK_QUOTED_IDENT))
				return false;
		for (i = nx(c, o); i < close; i = nx(c, i))
			if (kind(c, i) == SQLTOK_QUOTED_IDENT && c->src[c->t.tok[i].start] == '"')
				edit_tok(c, ed, i, sql_literal(c, keep(c, sqltok_ident_name(&c->t, i))));
	}
	else
		return false;
	notes_add(notes, "double-quoted value (a string in MySQL/SQLite/BigQuery) → single-quoted string");
	return true;
}

/* Can token j begin / end a condition (WHERE x, WHEN x THEN, AND x ...)? */
static bool
condition_slot(Ctx *c, int s, int e)
{
	int			p = pv(c, s);
	int			n = nx(c, e);

	if (!(isw(c, p, "when") || isw(c, p, "where") || isw(c, p, "and") || isw(c, p, "or") ||
		  isw(c, p, "not") || isw(c, p, "having") || isw(c, p, "on") || isp(c, p, '(')))
		return false;
	if (isp(c, p, '(') && !(isp(c, n, ')')))
		return false;
	return isw(c, n, "then") || isw(c, n, "and") || isw(c, n, "or") || isp(c, n, ')') ||
		isp(c, n, ';') || kind(c, n) == SQLTOK_EOF || isw(c, n, "group") || isw(c, n, "order") ||
		isw(c, n, "having") || isw(c, n, "limit") || isw(c, n, "window") || is_setop(c, n) ||
		isw(c, n, "offset") || isw(c, n, "fetch");
}

/* "argument of WHERE must be type boolean, not type integer": x → (x <> 0). */
static bool
fix_int_condition(Ctx *c, int s, SqlEdits *ed, Notes *notes)
{
	int			e = operand_end(c, s);
	SqlRange	b;
	int			i;

	if (s < 0 || e < 0 || !condition_slot(c, s, e))
		return false;
	b.from = s;
	b.to = e + 1;
	for (i = 0; i < c->n - 1; i++)
	{
		int			ie;
		SqlRange	o;

		if (ctx_stopped(c))
			return false;

		if (kind(c, i) != kind(c, s) || c->t.tok[i].len != c->t.tok[s].len ||
			memcmp(c->src + c->t.tok[i].start, c->src + c->t.tok[s].start, (size_t) c->t.tok[s].len) != 0)
			continue;
		ie = operand_end(c, i);
		if (ie < 0 || !condition_slot(c, i, ie))
			continue;
		o.from = i;
		o.to = ie + 1;
		if (!same_tokens(c, b, o))
			continue;
		edit_before(c, ed, i, "(");
		edit_after(c, ed, ie, " <> 0)");
		i = ie;
	}
	notes_add(notes, "number used as a condition → (x <> 0), as MySQL/SQLite read it");
	return true;
}

/* "function sum(boolean) does not exist": SUM/AVG(b) → SUM/AVG(CAST(b AS integer)). */
static bool
fix_agg_bool(Ctx *c, int f, SqlEdits *ed, Notes *notes)
{
	SqlRange	a[MAXARGS];
	SqlRange	first;
	int			i;

	if (!is_call(c, f) || sqltok_split_args(&c->t, c->pmap, nx(c, f), a, MAXARGS) != 1 ||
		range_empty(c, a[0]))
		return false;
	first = a[0];
	if (isw(c, range_first(c, first), "distinct"))
		return false;
	for (i = 0; i < c->n - 1; i++)
	{
		SqlRange	b[MAXARGS];

		if (ctx_stopped(c))
			return false;

		if (!(isw(c, i, "sum") || isw(c, i, "avg")) || !is_call(c, i) ||
			sqltok_split_args(&c->t, c->pmap, nx(c, i), b, MAXARGS) != 1 ||
			!same_tokens(c, first, b[0]))
			continue;
		edit_before(c, ed, range_first(c, b[0]), "CAST(");
		edit_after(c, ed, range_last(c, b[0]), " AS integer)");
	}
	notes_add(notes, "SUM/AVG of a boolean → of CAST(b AS integer) (true counts 1, as in MySQL/SQLite)");
	return true;
}

/* "function round(double precision, integer) does not exist": round(CAST(x AS numeric), n). */
static bool
fix_round(Ctx *c, SqlEdits *ed, Notes *notes)
{
	int			i;
	bool		any = false;

	for (i = 0; i < c->n - 1; i++)
	{
		SqlRange	a[MAXARGS];
		int			f;

		if (ctx_stopped(c))
			return false;

		if (!isw(c, i, "round") || !is_call(c, i) ||
			sqltok_split_args(&c->t, c->pmap, nx(c, i), a, MAXARGS) != 2 ||
			range_empty(c, a[0]) || range_empty(c, a[1]))
			continue;
		f = range_first(c, a[0]);
		edit_before(c, ed, f, "CAST(");
		edit_after(c, ed, range_last(c, a[0]), " AS numeric)");
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
stringish(const char *t)
{
	return strcmp(t, "text") == 0 || strcmp(t, "unknown") == 0 ||
		istarts(t, "character varying") || strcmp(t, "character") == 0 ||
		strcmp(t, "name") == 0 || strcmp(t, "citext") == 0 || strcmp(t, "\"char\"") == 0;
}

/* An integer type name as PostgreSQL prints it. */
static bool
integerish(const char *t)
{
	return strcmp(t, "integer") == 0 || strcmp(t, "bigint") == 0 || strcmp(t, "smallint") == 0;
}

/* Apply the fix the error message asks for; true when edits were recorded. */
static bool
error_fix(Ctx *c, const char *message, int pt, SqlEdits *ed, Notes *notes)
{
	char		l[128],
				r[128];
	const char *rest;

	if (istarts(message, "subquery in FROM must have an alias") ||
		istarts(message, "VALUES in FROM must have an alias"))
		return fix_subquery_alias(c, pt, ed, notes);

	rest = NULL;
	if (istarts(message, "operator does not exist: "))
		rest = message + strlen("operator does not exist: ");
	else if (istarts(message, "operator is not unique: "))
		rest = message + strlen("operator is not unique: ");
	if (rest && pt >= 0)
	{
		if (parse_op_types(rest, "=", l, r, sizeof(l)) || parse_op_types(rest, "<>", l, r, sizeof(l)))
		{
			if (strcmp(l, "boolean") == 0 && integerish(r))
				return fix_bool_compare(c, pt, true, ed, notes);
			if (integerish(l) && strcmp(r, "boolean") == 0)
				return fix_bool_compare(c, pt, false, ed, notes);
			return false;
		}
		if (parse_op_types(rest, "+", l, r, sizeof(l)) && stringish(l) && stringish(r))
			return fix_string_plus(c, pt, ed, notes);
		return false;
	}

	if (istarts(message, "column \"") && pt >= 0)
	{
		const char *q = message + strlen("column \"");
		const char *end = strstr(q, "\" does not exist");
		char	   *x;

		if (!end)
			return false;
		x = dupn(c, q, (size_t) (end - q));
		if (fix_alias_ref(c, pt, x, ed, notes))
			return true;
		return fix_dq_string(c, pt, x, ed, notes);
	}

	if (istarts(message, "argument of ") && strstr(message, " must be type boolean, not type ") && pt >= 0)
	{
		const char *t = strstr(message, "not type ") + strlen("not type ");

		if (integerish(t) || strcmp(t, "numeric") == 0)
			return fix_int_condition(c, pt, ed, notes);
		return false;
	}

	if ((istarts(message, "function sum(boolean) does not exist") ||
		 istarts(message, "function avg(boolean) does not exist")) && pt >= 0)
		return fix_agg_bool(c, pt, ed, notes);

	if (istarts(message, "function round(double precision, integer) does not exist") ||
		istarts(message, "function round(real, integer) does not exist") ||
		istarts(message, "function round(double precision, bigint) does not exist"))
		return fix_round(c, ed, notes);

	return false;
}

/* Fix guided by PostgreSQL's error; see dialect.h. */
bool
dialect_fix_for_error(const char *sql, const char *sqlstate, const char *message,
					  int position, DialectResult *out)
{
	Ctx			c;
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
	if (ctx_init(&c, sql) && c.n > 1)
	{
		pt = token_at(&c, char_to_byte(sql, position));
		c.hints = detect_hints(&c);
		if (error_fix(&c, message, pt, &ed, &notes) && ed.n > 0 && !c.failed)
			first = sqledits_apply(&ed, sql);
	}
	ctx_free(&c);
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
