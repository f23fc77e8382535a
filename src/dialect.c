/*
 * dialect.c — foreign-dialect SQL to PostgreSQL 15: the engine (the rewrite
 * context, the walk, the entry points).  What it maps lives beside it; see
 * dialect_internal.h for which file holds what.
 *
 * How a rewrite works.  The query is tokenized once (sqltok.c).  A first
 * pass (dialect_syntax.c) registers token-level edits that need no re-ordering of the text:
 * identifiers in [brackets] or `backticks`, N'' strings, T-SQL TOP (removed
 * and re-added as LIMIT at the end of its SELECT), MySQL LIMIT a, b,
 * INTERVAL n UNIT, foreign type names in CAST and ::, COLLATE clauses, T-SQL
 * string +, renamed functions.  A second pass walks the tokens, copying the
 * source text between tokens verbatim, applying the registered edits, and
 * rewriting foreign function calls whose arguments must move (DATEADD,
 * DATEDIFF, IIF, GROUP_CONCAT, ...; the table is in dialect_functions.c).
 * Their arguments are rewritten first,
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
#include "dialect_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
bool
ctx_stopped(RewriteCtx *ctx)
{
	if (!ctx->failed && stop_check && stop_check(stop_arg))
		ctx->failed = true;
	return ctx->failed;
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
char *
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
char *
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
char *
call_arg_operand(RewriteCtx *ctx, const Call *call, int a)
{
	char	   *s = call_arg(ctx, call, a);

	return range_simple(ctx, call->args[a]) ? s : arena_printf(ctx, "(%s)", s);
}

/* ----------------------------------------------------------------
 * What every call handler uses to emit
 * ---------------------------------------------------------------- */

/* Parenthesise s (the text of range r) unless it is a single operand. */
char *
paren_unless_simple(RewriteCtx *ctx, SqlRange r, char *s)
{
	return range_simple(ctx, r) ? s : arena_printf(ctx, "(%s)", s);
}

/* Emit the rewrite and its note. */
bool
emit_mapping(RewriteCtx *ctx, SqlBuf *out, const char *text, const char *note)
{
	out_append_str(ctx, out, text);
	notes_add(&ctx->notes, note);
	return true;
}

/* ----------------------------------------------------------------
 * Entry points
 * ---------------------------------------------------------------- */

/* Set up a rewrite context over sql; false when memory runs out. */
bool
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
void
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
void
result_init(DialectResult *out)
{
	out->sql = NULL;
	out->notes = NULL;
	out->nnotes = 0;
}

/* Run both passes over sql; the rewritten text (malloc'd) or NULL when nothing changed. */
char *
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
