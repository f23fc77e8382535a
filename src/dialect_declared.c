/*
 * dialect_declared.c — the up-front translation of a query whose source
 * engine is declared (see dialect_declared.h).
 *
 * LIKE → ILIKE is done here, on tokens: only a declared engine says that
 * LIKE ignores case (the same text is case-sensitive in PostgreSQL, BigQuery
 * and Snowflake).  Everything else is dialect_rewrite with the declared
 * engine's meaning.
 */
#include "dialect_declared.h"

#include <stdlib.h>
#include <string.h>

#include "sqltok.h"

/* Add a malloc'd copy of note to r's notes; false when memory runs out. */
static bool
add_note(DialectResult *r, const char *note)
{
	char	  **v = realloc(r->notes, sizeof(char *) * (r->nnotes + 1));

	if (v == NULL)
		return false;
	r->notes = v;
	r->notes[r->nnotes] = strdup(note);
	if (r->notes[r->nnotes] == NULL)
		return false;
	r->nnotes++;
	return true;
}

/* sql with every unquoted LIKE made ILIKE, malloc'd; NULL when there is none or stop said to stop. */
static char *
like_to_ilike(const char *sql, const DialectStop *stop, bool *oom)
{
	SqlTokens	t;
	SqlBuf		b;
	int			i;
	int			pos = 0;
	bool		any = false;

	*oom = false;
	if (!sqltok_tokenize(sql, &t))
	{
		sqltok_free(&t);
		*oom = true;
		return NULL;
	}
	sqlbuf_init(&b);
	for (i = 0; i < t.n - 1; i++)
	{
		int			p = sqltok_prev(&t, i);

		if (i % DIALECT_STOP_EVERY == 0 && DIALECT_STOPPED(stop))
		{
			any = false;
			break;
		}
		if (!sqltok_is_word(&t, i, "like"))
			continue;
		/* a column or alias named like (t.like, AS like) stays */
		if (p >= 0 && (t.tok[p].kind == SQLTOK_PUNCT && sql[t.tok[p].start] == '.'))
			continue;
		if (p >= 0 && sqltok_is_word(&t, p, "as"))
			continue;
		sqlbuf_append(&b, sql + pos, (size_t) (t.tok[i].start - pos));
		sqlbuf_puts(&b, sql[t.tok[i].start] == 'l' ? "ilike" : "ILIKE");
		pos = t.tok[i].start + t.tok[i].len;
		any = true;
	}
	sqltok_free(&t);
	if (!any)
	{
		sqlbuf_free(&b);
		return NULL;
	}
	sqlbuf_puts(&b, sql + pos);
	{
		char	   *res = sqlbuf_finish(&b);

		if (res == NULL)
			*oom = true;
		return res;
	}
}

bool
dialect_translate(const char *sql, SourceDialect d, const DialectStop *stop, DialectResult *out)
{
	char	   *liked = NULL;
	DialectResult mapped;
	bool		oom = false;
	const char *engine = source_dialect_name(d);

	memset(out, 0, sizeof(*out));
	if (sql == NULL || d == SRC_NONE || d == SRC_POSTGRES)
		return false;
	if (d == SRC_SQLITE || d == SRC_MYSQL || d == SRC_TSQL)
	{
		liked = like_to_ilike(sql, stop, &oom);
		if (oom)
			return false;
	}
	if (dialect_rewrite_as(liked ? liked : sql, engine, stop, &mapped))
	{
		free(liked);
		*out = mapped;
	}
	else
	{
		dialect_result_free(&mapped);
		if (liked == NULL)
			return false;
		out->sql = liked;
	}
	if (liked != NULL)
	{
		static const char *const like_notes[] = {
			[SRC_SQLITE] = "LIKE ignores case in SQLite → ILIKE",
			[SRC_MYSQL] = "LIKE ignores case in MySQL (its default collation) → ILIKE",
			[SRC_TSQL] = "LIKE ignores case in T-SQL (its default collation) → ILIKE",
		};
		if (!add_note(out, like_notes[d]))
		{
			dialect_result_free(out);
			return false;
		}
	}
	/* a walk that stopped rewrote nothing: neither does a part of the translation */
	if (DIALECT_STOPPED(stop))
	{
		dialect_result_free(out);
		return false;
	}
	return true;
}

bool
foreign_error_repairable(const char *sqlstate, const char *message, SourceDialect d)
{
	if (sqlstate == NULL || message == NULL)
		return false;
	/* date_part / EXTRACT with a unit another engine names */
	if (strcmp(sqlstate, "22023") == 0 &&
		(strncmp(message, "unit \"", 6) == 0 || strncmp(message, "units \"", 7) == 0) &&
		(strstr(message, "\" not recognized for type ") != NULL ||
		 strstr(message, "\" not supported for type ") != NULL))
		return true;
	/* an ordered-set aggregate as a window (T-SQL, Snowflake, BigQuery) */
	if (strcmp(sqlstate, "0A000") == 0 &&
		strncmp(message, "OVER is not supported for ordered-set aggregate ", 48) == 0)
		return true;
	/*
	 * a scalar subquery's several rows: SQLite's first row, repaired (in any
	 * dialect) only where a probe proves which row does not matter
	 */
	if (strcmp(sqlstate, "21000") == 0 &&
		strcmp(message, "more than one row returned by a subquery used as an expression") == 0)
		return true;
	return false;
}
