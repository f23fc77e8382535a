/*
 * sqlnorm.c — normal form of query text and the names it uses (see sqlnorm.h).
 */
#include "sqlnorm.h"

#include <stdlib.h>
#include <string.h>

#include "sqltok.h"

char *
sqlnorm_normalise(const char *sql)
{
	SqlTokens	toks;
	SqlBuf		out;
	int			last = -1;		/* last token kept */
	int			end;
	int			i;

	if (!sqltok_tokenize(sql, &toks))
	{
		sqltok_free(&toks);
		return NULL;
	}
	/* trailing semicolons (and comments around them) are not part of the query */
	end = toks.n - 1;
	while (end > 0 && (toks.tok[end - 1].kind == SQLTOK_COMMENT ||
					   (toks.tok[end - 1].kind == SQLTOK_PUNCT && toks.src[toks.tok[end - 1].start] == ';')))
		end--;
	sqlbuf_init(&out);
	for (i = 0; i < end; i++)
	{
		const SqlToken *t = &toks.tok[i];

		if (t->kind == SQLTOK_COMMENT)
			continue;
		if (last >= 0 && (i != last + 1 ||
						  toks.tok[last].start + toks.tok[last].len != t->start))
			sqlbuf_putc(&out, ' ');
		sqlbuf_append(&out, toks.src + t->start, t->len);
		last = i;
	}
	sqltok_free(&toks);
	return sqlbuf_finish(&out);
}

char **
sqlnorm_names(const char *sql, int *n)
{
	SqlTokens	toks;
	char	  **names = NULL;
	int			cap = 0;
	int			i;

	*n = 0;
	if (!sqltok_tokenize(sql, &toks))
	{
		sqltok_free(&toks);
		return NULL;
	}
	for (i = 0; i < toks.n; i++)
	{
		char	   *name;
		int			j;

		if (toks.tok[i].kind != SQLTOK_IDENT && toks.tok[i].kind != SQLTOK_QUOTED_IDENT)
			continue;
		name = sqltok_ident_name(&toks, i);
		if (name == NULL)
			goto oom;
		for (j = 0; j < *n; j++)
		{
			if (strcmp(names[j], name) == 0)
				break;
		}
		if (j < *n)
		{
			free(name);
			continue;
		}
		if (*n == cap)
		{
			int			newcap = cap ? cap * 2 : 16;
			char	  **grown = realloc(names, sizeof(char *) * newcap);

			if (grown == NULL)
			{
				free(name);
				goto oom;
			}
			names = grown;
			cap = newcap;
		}
		names[(*n)++] = name;
	}
	sqltok_free(&toks);
	if (*n == 0)
	{
		free(names);
		return NULL;
	}
	return names;

oom:
	sqltok_free(&toks);
	sqlnorm_free_names(names, *n);
	*n = 0;
	return NULL;
}

void
sqlnorm_free_names(char **names, int n)
{
	int			i;

	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
}
