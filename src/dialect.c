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

/* ----------------------------------------------------------------
 * Entry points
 * ---------------------------------------------------------------- */

/* Set up a rewrite context over sql, asking stop between tokens; false when memory runs out. */
bool
ctx_init(RewriteCtx *ctx, const char *sql, const DialectStop *stop)
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
	ctx->stop = stop;
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

/* Run both passes over sql; the rewritten text (malloc'd) or NULL when nothing changed or stopped. */
char *
rewrite_text(const char *sql, Notes *notes, int declared_hints, const DialectStop *stop)
{
	RewriteCtx			ctx;
	SqlBuf		b;
	char	   *res = NULL;
	int			last;
	const char *idiom_notes[8];
	int			nidioms = 0;
	/* whole idioms first (dialect_idioms.c): their parts mapped one by one would go wrong */
	char	   *idioms = dialect_idioms_rewrite(sql, idiom_notes, 8, &nidioms, stop);

	if (idioms)
		sql = idioms;
	if (!ctx_init(&ctx, sql, stop))
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
	res = rewrite_text(sql, &notes, 0, NULL);
	if (!res)
		return false;
	out->sql = res;
	out->notes = notes.v;
	out->nnotes = notes.n;
	return true;
}

/* Map foreign constructs as the declared engine means them; see dialect.h. */
bool
dialect_rewrite_as(const char *sql, const char *engine, const DialectStop *stop, DialectResult *out)
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
	res = rewrite_text(sql, &notes, hints, stop);
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
