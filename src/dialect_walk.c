/*
 * dialect_walk.c — the walk of a dialect rewrite: the tokens [from, to)
 * emitted with their registered edits applied, foreign calls mapped as they
 * are met (try_map_call, the table of dialect_functions.c, whose handlers
 * call back into this file: one module, dialect_internal.h), and what every
 * call handler uses to emit: its arguments rewritten, parenthesised, its
 * mapping and note.
 */
#include "dialect.h"
#include "dialect_internal.h"

#include <stdlib.h>
#include <string.h>

/* Should the walk stop (the caller's check said so, or it failed)?  A stopped rewrite changes nothing. */
bool
ctx_stopped(RewriteCtx *ctx)
{
	if (!ctx->failed && ctx->stop && ctx->stop->check(ctx->stop->arg))
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
void
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
call_arg(RewriteCtx *ctx, const DialectCall *call, int a)
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
call_arg_operand(RewriteCtx *ctx, const DialectCall *call, int a)
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
