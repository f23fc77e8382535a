/*
 * receipt_bounds.c — caps on what one call stores in the receipt tables.
 *
 * A role with no privileges could otherwise make the extension (which writes
 * as the tables' owner) store a 4 MB question several times over, and the
 * rows of every step.  Texts are cut, keeping a prefix, the whole length and
 * a hash (so a DBA can still match the text elsewhere); rows are kept whole,
 * up to a byte cap, or not at all.  The settings are superuser-only: a
 * caller cannot raise them for itself.
 */
#include "receipt_bounds.h"

#include <limits.h>

#include "common/cryptohash.h"
#include "common/sha2.h"
#include "lib/stringinfo.h"
#include "mb/pg_wchar.h"
#include "utils/guc.h"

typedef enum ReceiptRows
{
	RECEIPT_ROWS_ALL,
	RECEIPT_ROWS_BOUNDED,
	RECEIPT_ROWS_NONE
} ReceiptRows;

static const struct config_enum_entry receipt_rows_options[] = {
	{"all", RECEIPT_ROWS_ALL, false},
	{"bounded", RECEIPT_ROWS_BOUNDED, false},
	{"none", RECEIPT_ROWS_NONE, false},
	{NULL, 0, false}
};

static int	receipt_text_max_kb = 64;
static int	receipt_rows_mode = RECEIPT_ROWS_BOUNDED;
static int	receipt_rows_max_kb = 1024;

void
receipt_bounds_init(void)
{
	DefineCustomIntVariable("nl2sql_heal.receipt_text_max",
							"Longest question, query, message or answer kept whole in the receipts.",
							"A longer text keeps its first part, its length and its SHA-256.",
							&receipt_text_max_kb,
							64, 1, 1024 * 1024,
							PGC_SUSET, GUC_UNIT_KB, NULL, NULL, NULL);
	DefineCustomEnumVariable("nl2sql_heal.receipt_rows",
							 "Which captured rows the receipts keep: all, bounded, none.",
							 "bounded keeps the whole rows that fit in nl2sql_heal.receipt_rows_max; "
							 "check_answer grounds figures only in the rows kept.",
							 &receipt_rows_mode,
							 RECEIPT_ROWS_BOUNDED, receipt_rows_options,
							 PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("nl2sql_heal.receipt_rows_max",
							"Bytes of captured rows a step keeps in the receipts (receipt_rows = bounded).",
							NULL,
							&receipt_rows_max_kb,
							1024, 1, 1024 * 1024,
							PGC_SUSET, GUC_UNIT_KB, NULL, NULL, NULL);
}

/* The SHA-256 of len bytes, in hex (65 bytes with the NUL). */
static void
sha256_hex(const char *s, size_t len, char *hex)
{
	uint8		digest[PG_SHA256_DIGEST_LENGTH];
	pg_cryptohash_ctx *ctx = pg_cryptohash_create(PG_SHA256);
	int			i;

	if (ctx == NULL || pg_cryptohash_init(ctx) < 0 ||
		pg_cryptohash_update(ctx, (const uint8 *) s, len) < 0 ||
		pg_cryptohash_final(ctx, digest, sizeof(digest)) < 0)
		elog(ERROR, "could not compute SHA-256 of a receipt text");
	pg_cryptohash_free(ctx);
	for (i = 0; i < PG_SHA256_DIGEST_LENGTH; i++)
		sprintf(hex + 2 * i, "%02x", digest[i]);
}

size_t
receipt_text_max_bytes(void)
{
	return (size_t) receipt_text_max_kb * 1024;
}

bool
receipt_text_fits(const char *s)
{
	return strlen(s) <= (size_t) receipt_text_max_kb * 1024;
}

const char *
receipt_text_bounded(const char *s)
{
	size_t		len;
	size_t		cap = (size_t) receipt_text_max_kb * 1024;
	int			keep;
	char		hex[2 * PG_SHA256_DIGEST_LENGTH + 1];

	if (s == NULL)
		return NULL;
	len = strlen(s);
	if (len <= cap)
		return s;
	/* whole characters only: the stored text stays valid in the database encoding */
	keep = pg_mbcliplen(s, (int) Min(len, (size_t) INT_MAX), (int) cap);
	sha256_hex(s, len, hex);
	return psprintf("%.*s [cut: %zu bytes, sha256 %s]", keep, s, len, hex);
}

/*
 * The end of the last whole row (just past its ']') that ends within cap
 * bytes of rows, a JSON array of arrays; 0 when none does.
 */
static size_t
last_row_end_within(const char *rows, size_t cap, int64 *kept)
{
	size_t		best = 0;
	size_t		i;
	int			depth = 0;
	bool		in_string = false;

	*kept = 0;
	for (i = 0; rows[i] != '\0' && i < cap; i++)
	{
		char		c = rows[i];

		if (in_string)
		{
			if (c == '\\' && rows[i + 1] != '\0')
				i++;
			else if (c == '"')
				in_string = false;
			continue;
		}
		if (c == '"')
			in_string = true;
		else if (c == '[' || c == '{')
			depth++;
		else if (c == ']' || c == '}')
		{
			depth--;
			if (depth == 1 && i + 1 < cap)	/* room for the closing ']' */
			{
				best = i + 1;
				(*kept)++;
			}
		}
	}
	return best;
}

const char *
receipt_rows_bounded(const char *rows, int64 captured, char **note)
{
	size_t		len;
	size_t		cap;
	size_t		end;
	int64		kept;

	*note = NULL;
	if (rows == NULL || receipt_rows_mode == RECEIPT_ROWS_ALL)
		return rows;
	if (receipt_rows_mode == RECEIPT_ROWS_NONE)
	{
		if (captured > 0)
			*note = psprintf("The " INT64_FORMAT " captured %s not stored "
							 "(nl2sql_heal.receipt_rows = none).",
							 captured, captured == 1 ? "row was" : "rows were");
		return NULL;
	}
	len = strlen(rows);
	cap = (size_t) receipt_rows_max_kb * 1024;
	if (len <= cap)
		return rows;
	end = last_row_end_within(rows, cap, &kept);
	*note = psprintf("The first " INT64_FORMAT " of the " INT64_FORMAT " captured rows were stored "
					 "(%zu bytes of JSON, over nl2sql_heal.receipt_rows_max).",
					 kept, captured, len);
	if (end == 0)
		return "[]";
	return psprintf("%.*s]", (int) end, rows);
}
