/*
 * verdict_idents.c — identifiers the answer writes ("UA678", "T-1000",
 * "C005") against the rows' texts.  Digits inside an identifier are no
 * amount, so the figure extraction leaves them out; but where the rows'
 * texts hold identifiers of the same shape (the same letters before the
 * digits, the same hyphen or none), one the answer writes is a claim about
 * the rows: it is grounded by a text that holds it, and flagged when none
 * does ("Flight UA679" where the rows say UA678).  An identifier of a shape
 * the texts do not hold ("COVID-19", "Q2") stays narration.  So it is for a
 * key written with a hash ("order #11182") where the rows hold a column of
 * numeric keys (order_id): one of its values, or flagged; and for a code
 * said after "ID" ("ID QUICX") where a key column holds codes of capitals
 * (customer_id: "QUICK").  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "text_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Letters and digits an identifier may have: "AA1011", "T-1000" */
#define IDENT_MAX_LETTERS	4
#define IDENT_MAX_DIGITS	6

/* An identifier read in a text: its letters, whether a hyphen follows them, its digits. */
typedef struct Ident
{
	size_t		start,
				len;
	size_t		nletters;
	bool		hyphen;
	size_t		ndigits;
} Ident;

static bool
is_alnum(uchar c)
{
	return ascii_is_alpha(c) || ascii_is_digit(c);
}

/*
 * Read an identifier starting at t[i]: one to four letters, a hyphen or
 * none, one to six digits, and nothing of a word on either side.
 */
static bool
read_ident(const uchar *t, size_t len, size_t i, Ident *id)
{
	size_t		p = i;

	if (i > 0 && (is_alnum(t[i - 1]) || t[i - 1] == '-' || t[i - 1] == '_' || t[i - 1] == '.' ||
				  t[i - 1] == '\'' || t[i - 1] >= 0x80))
		return false;
	while (p < len && ascii_is_alpha(t[p]) && p - i <= IDENT_MAX_LETTERS)
		p++;
	if (p == i || p - i > IDENT_MAX_LETTERS)
		return false;
	id->start = i;
	id->nletters = p - i;
	id->hyphen = p < len && t[p] == '-';
	if (id->hyphen)
		p++;
	id->ndigits = 0;
	while (p < len && ascii_is_digit(t[p]) && id->ndigits <= IDENT_MAX_DIGITS)
	{
		p++;
		id->ndigits++;
	}
	if (id->ndigits == 0 || id->ndigits > IDENT_MAX_DIGITS)
		return false;
	/* "5-D", "X-23rd", "A1B2": more of a word right after is another shape */
	if (p < len && (is_alnum(t[p]) || t[p] == '_' || (t[p] == '-' && p + 1 < len && is_alnum(t[p + 1])) ||
					(t[p] == '.' && p + 1 < len && ascii_is_digit(t[p + 1])) || t[p] >= 0x80))
		return false;
	id->len = p - i;
	return true;
}

/* Do two identifiers have one shape: the same letters, the same hyphen or none? */
static bool
same_shape(const uchar *a, const Ident *ia, const uchar *b, const Ident *ib)
{
	size_t		k;

	if (ia->nletters != ib->nletters || ia->hyphen != ib->hyphen)
		return false;
	for (k = 0; k < ia->nletters; k++)
		if (ascii_lower(a[ia->start + k]) != ascii_lower(b[ib->start + k]))
			return false;
	return true;
}

/* Are they one identifier, case aside? */
static bool
same_ident(const uchar *a, const Ident *ia, const uchar *b, const Ident *ib)
{
	size_t		k;

	if (ia->len != ib->len)
		return false;
	for (k = 0; k < ia->len; k++)
		if (ascii_lower(a[ia->start + k]) != ascii_lower(b[ib->start + k]))
			return false;
	return true;
}

/* An identifier a text cell holds. */
typedef struct CellIdent
{
	const uchar *text;
	Ident		id;
	const StepRead *read;
	const TextCell *cell;
} CellIdent;

/* Every identifier the reads' texts hold, in *out (malloc'd); -1 when memory ran out. */
static long
cell_idents(const StepRead *reads, size_t nreads, CellIdent **out)
{
	size_t		cap = 0,
				n = 0,
				s,
				k,
				i;
	CellIdent  *all = NULL;

	*out = NULL;
	for (s = 0; s < nreads; s++)
		for (k = 0; k < reads[s].cells.ntexts; k++)
		{
			const TextCell *tc = &reads[s].cells.texts[k];
			const uchar *ct = (const uchar *) tc->text;

			for (i = 0; i < tc->len; i++)
			{
				Ident		cid;

				if (!ascii_is_alpha(ct[i]) || !read_ident(ct, tc->len, i, &cid))
					continue;
				if (n == cap)
				{
					size_t		ncap = cap ? cap * 2 : 64;
					CellIdent  *grown = realloc(all, ncap * sizeof(CellIdent));

					if (grown == NULL)
					{
						free(all);
						return -1;
					}
					all = grown;
					cap = ncap;
				}
				all[n].text = ct;
				all[n].id = cid;
				all[n].read = &reads[s];
				all[n].cell = tc;
				n++;
				i += cid.len;
			}
		}
	*out = all;
	return (long) n;
}

/*
 * The identifier id of the answer t among the texts' ones: 1 and the one
 * that is it in *where, 0 when texts of its shape hold others only, -1 when
 * no text has its shape.
 */
static int
find_ident(const CellIdent *all, size_t n, const uchar *t, const Ident *id, const CellIdent **where)
{
	int			found = -1;
	size_t		k;

	for (k = 0; k < n; k++)
	{
		if (!same_shape(t, id, all[k].text, &all[k].id))
			continue;
		if (same_ident(t, id, all[k].text, &all[k].id))
		{
			*where = &all[k];
			return 1;
		}
		found = 0;
	}
	return found;
}

/*
 * Read a key written with a hash at t[i] ("order #11182", "#544"): three to
 * nine digits, nothing of a word on either side.  Shorter ones are ranks
 * ("#1 seller").
 */
static bool
read_hash_key(const uchar *t, size_t len, size_t i, Ident *id)
{
	size_t		p = i + 1;

	if (t[i] != '#' || (i > 0 && (is_alnum(t[i - 1]) || t[i - 1] == '&')))
		return false;
	while (p < len && ascii_is_digit(t[p]))
		p++;
	if (p - i - 1 < 3 || p - i - 1 > 9 || (p < len && (is_alnum(t[p]) || t[p] == '_' || t[p] >= 0x80 ||
													  (t[p] == '.' && p + 1 < len && ascii_is_digit(t[p + 1])))))
		return false;
	id->start = i;
	id->len = p - i;
	id->nletters = 0;
	id->hyphen = false;
	id->ndigits = p - i - 1;
	return true;
}

/* Is a column named as a key: id, or ending in "_id"? */
static bool
key_named(const char *name)
{
	size_t		n = name ? strlen(name) : 0;

	return n >= 2 && (n == 2 || name[n - 3] == '_') && ascii_lower((uchar) name[n - 2]) == 'i' &&
		ascii_lower((uchar) name[n - 1]) == 'd';
}

/* Is column c of a read a numeric key: named as one, every value whole? */
static bool
key_column(const StepRead *sr, int c)
{
	size_t		r;

	if (!key_named(vd_col_name(sr, c)) || sr->aggs[c].count == 0)
		return false;
	for (r = 0; r < sr->cells.nrows; r++)
	{
		double		v = sr->cells.cells[r * sr->cells.ncolumns + c];

		if (isfinite(v) && v != floor(v))
			return false;
	}
	return true;
}

/*
 * The cell of a numeric key column holding v: 1 with it in *sread, *row,
 * *col; 0 when key columns hold others only; -1 when no read has one.
 */
static int
find_key(const StepRead *reads, size_t nreads, double v, size_t *sread, size_t *row, int *col)
{
	int			found = -1;
	size_t		s,
				r;
	int			c;

	for (s = 0; s < nreads; s++)
		for (c = 0; c < reads[s].cells.ncolumns; c++)
		{
			if (!key_column(&reads[s], c))
				continue;
			found = 0;
			for (r = 0; r < reads[s].cells.nrows; r++)
				if (reads[s].cells.cells[r * reads[s].cells.ncolumns + c] == v)
				{
					*sread = s;
					*row = r;
					*col = c;
					return 1;
				}
		}
	return found;
}

/*
 * Read a code said as an ID at t[i] ("ID QUICX", "customer ID: ALFKI"): two
 * to ten capitals and digits, a capital first, right after the word "ID"
 * (and a colon or a hash).
 */
static bool
read_said_id(const uchar *t, size_t len, size_t i, Ident *id)
{
	size_t		p = i,
				b = i;

	if (!(t[i] >= 'A' && t[i] <= 'Z') || (i > 0 && (is_alnum(t[i - 1]) || t[i - 1] == '-' || t[i - 1] == '_')))
		return false;
	while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == ':' || t[b - 1] == '#'))
		b--;
	if (b == i || b < 2 || t[b - 2] != 'I' || t[b - 1] != 'D' || (b > 2 && is_alnum(t[b - 3])))
		return false;
	while (p < len && ((t[p] >= 'A' && t[p] <= 'Z') || ascii_is_digit(t[p])))
		p++;
	if (p - i < 2 || p - i > 10 || (p < len && (is_alnum(t[p]) || t[p] == '-' || t[p] == '_' || t[p] >= 0x80)))
		return false;
	id->start = i;
	id->len = p - i;
	id->nletters = 0;
	id->hyphen = false;
	id->ndigits = 0;
	return true;
}

/*
 * The name cell of a text key column (named id or "..._id", every value a
 * code of capitals and digits) that is t[id]: 1 with it in *sread, *row,
 * *col; 0 when such columns hold others only; -1 when no read has one.
 */
static int
find_text_key(const StepRead *reads, size_t nreads, const uchar *t, const Ident *id, size_t *sread, size_t *row,
			  int *col)
{
	int			found = -1,
				c;
	size_t		s,
				k,
				q;

	for (s = 0; s < nreads; s++)
	{
		const StepCells *cells = &reads[s].cells;

		for (c = 0; c < cells->ncolumns; c++)
		{
			size_t		ncodes = 0;
			bool		codes = true;

			if (!key_named(vd_col_name(&reads[s], c)))
				continue;
			for (k = 0; k < cells->nnames && codes; k++)
				if (cells->names[k].column == c)
				{
					const TextCell *tc = &cells->names[k];

					codes = tc->len >= 2;
					for (q = 0; q < tc->len && codes; q++)
						codes = (tc->text[q] >= 'A' && tc->text[q] <= 'Z') || ascii_is_digit((uchar) tc->text[q]);
					ncodes++;
				}
			if (!codes || ncodes == 0)
				continue;
			if (found < 0)
				found = 0;
			for (k = 0; k < cells->nnames; k++)
			{
				const TextCell *tc = &cells->names[k];

				if (tc->column == c && tc->len == id->len && memcmp(tc->text, t + id->start, id->len) == 0)
				{
					*sread = s;
					*row = tc->row;
					*col = c;
					return 1;
				}
			}
		}
	}
	return found;
}

/* Does a figure already read cover answer[start, start + len)? */
static bool
covered(const Verdict *out, size_t start, size_t len)
{
	size_t		k;

	for (k = 0; k < out->nfigures; k++)
		if (out->figures[k].offset < start + len && start < out->figures[k].offset + out->figures[k].length)
			return true;
	return false;
}

/* See verdict_int.h. */
bool
vd_has_ident(const char *answer, size_t len)
{
	const uchar *t = (const uchar *) answer;
	size_t		i;
	Ident		id;

	for (i = 0; i < len; i++)
		if ((ascii_is_alpha(t[i]) && (read_ident(t, len, i, &id) || read_said_id(t, len, i, &id))) ||
			(t[i] == '#' && read_hash_key(t, len, i, &id)))
			return true;
	return false;
}

/* See verdict_int.h. */
int
vd_check_idents(const StepRead *reads, size_t nreads, const char *answer, size_t len, Verdict *out)
{
	const uchar *t = (const uchar *) answer;
	size_t		i,
				seen = 0;
	CellIdent  *all;
	long		nall = cell_idents(reads, nreads, &all);

	if (nall < 0)
		return -1;
	for (i = 0; i < len; i++)
	{
		Ident		id;
		const CellIdent *where = NULL;
		int			found,
					key_col = -1;
		Figure	   *figs;
		Grounding  *grounds;
		size_t		at,
					d,
					key_read = 0,
					key_row = 0;
		double		value = 0;
		bool		hash = t[i] == '#',
					said_id = false;

		if (hash ? !read_hash_key(t, len, i, &id) :
			!ascii_is_alpha(t[i]) || !(read_ident(t, len, i, &id) || (said_id = read_said_id(t, len, i, &id))))
			continue;
		/* a long answer over many texts: ask now and then whether to stop */
		if (++seen % 64 == 0 && verdict_stop_requested != NULL && verdict_stop_requested())
		{
			free(all);
			return -2;
		}
		for (d = id.start + id.nletters + (id.hyphen || hash ? 1 : 0); !said_id && d < id.start + id.len; d++)
			value = value * 10 + (t[d] - '0');
		/* "**Q6.** How many orders …": no quarter has that number, so it is no period's code but a question's */
		if (!hash && !said_id && id.nletters == 1 && !id.hyphen && (t[id.start] == 'Q' || t[id.start] == 'q') &&
			value > 4)
		{
			i += id.len;
			continue;
		}
		/* "order #11182" where the rows' keys are numbers: a key of them, or none */
		found = hash ? find_key(reads, nreads, value, &key_read, &key_row, &key_col) :
			said_id ? find_text_key(reads, nreads, t, &id, &key_read, &key_row, &key_col) :
			find_ident(all, (size_t) nall, t, &id, &where);
		if (found < 0 || covered(out, id.start, id.len))
		{
			i += id.len;
			continue;
		}
		figs = realloc(out->figures, (out->nfigures + 1) * sizeof(Figure));
		if (figs == NULL)
		{
			free(all);
			return -1;
		}
		out->figures = figs;
		grounds = realloc(out->grounds, (out->nfigures + 1) * sizeof(Grounding));
		if (grounds == NULL)
		{
			free(all);
			return -1;
		}
		out->grounds = grounds;
		/* in the order of the text, as the figures are */
		for (at = out->nfigures; at > 0 && out->figures[at - 1].offset > id.start; at--)
			;
		memmove(&out->figures[at + 1], &out->figures[at], (out->nfigures - at) * sizeof(Figure));
		memmove(&out->grounds[at + 1], &out->grounds[at], (out->nfigures - at) * sizeof(Grounding));
		out->nfigures++;
		memset(&out->figures[at], 0, sizeof(Figure));
		out->figures[at].offset = id.start;
		out->figures[at].length = id.len;
		out->figures[at].value = value;
		out->figures[at].half_unit = 0.5;
		out->figures[at].reach = NAN;
		memset(&out->grounds[at], 0, sizeof(Grounding));
		if (found == 1 && (hash || said_id))
		{
			out->grounds[at].kind = hash ? GROUND_CELL : GROUND_TEXT;
			out->grounds[at].step = reads[key_read].step->number;
			out->grounds[at].row = (int64_t) key_row + 1;
			out->grounds[at].column = key_col;
		}
		else if (found == 1)
		{
			out->grounds[at].kind = GROUND_TEXT;
			out->grounds[at].step = where->read->step->number;
			out->grounds[at].row = (int64_t) where->cell->row + 1;
			out->grounds[at].column = where->cell->column;
		}
		else
			out->nungrounded++;
		i += id.len;
	}
	free(all);
	return 0;
}
