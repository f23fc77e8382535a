/*
 * outside_text.c — text from outside, checked against the database encoding.
 *
 * PostgreSQL checks what a client sends; text the extension takes in itself
 * (a model's reply over HTTP, a remote server's rows) is not checked on its
 * way into a query, a jsonb result or a receipt, and one invalid byte there
 * makes the receipts impossible to dump and restore.  A model's reply that
 * fails the check is refused (its call fails, with a note); rows and error
 * texts are kept with the invalid bytes replaced.
 */
#include "outside_text.h"

#include "mb/pg_wchar.h"

bool
outside_text_valid(const char *text, size_t len)
{
	if (text == NULL)
		return true;
	if (memchr(text, '\0', len) != NULL)
		return false;
	return pg_verifymbstr(text, (int) len, true);
}

char *
outside_text_repaired(const char *text)
{
	int			encoding = GetDatabaseEncoding();
	size_t		len;
	char	   *out;
	size_t		i = 0;

	if (text == NULL)
		return NULL;
	len = strlen(text);
	out = pstrdup(text);
	if (pg_verifymbstr(text, (int) len, true))
		return out;
	while (i < len)
	{
		int			n = pg_encoding_verifymbchar(encoding, text + i, (int) (len - i));

		if (n <= 0)
		{
			out[i++] = '?';
			continue;
		}
		i += n;
	}
	return out;
}
