/*
 * verdict_idents.c — identifiers the answer writes ("UA678", "T-1000",
 * "C005") against the rows' texts.  Digits inside an identifier are no
 * amount, so the figure extraction leaves them out; but where the rows'
 * texts hold identifiers of the same shape (the same letters before the
 * digits, the same hyphen or none), one the answer writes is a claim about
 * the rows: it is grounded by a text that holds it, and flagged when none
 * does ("Flight UA679" where the rows say UA678).  An identifier of a shape
 * the texts do not hold ("COVID-19", "Q2") stays narration.  See verdict.h.
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
		if (ascii_is_alpha(t[i]) && read_ident(t, len, i, &id))
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
		int			found;
		Figure	   *figs;
		Grounding  *grounds;
		size_t		at,
					d;
		double		value = 0;

		if (!ascii_is_alpha(t[i]) || !read_ident(t, len, i, &id))
			continue;
		/* a long answer over many texts: ask now and then whether to stop */
		if (++seen % 64 == 0 && verdict_stop_requested != NULL && verdict_stop_requested())
		{
			free(all);
			return -2;
		}
		found = find_ident(all, (size_t) nall, t, &id, &where);
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
		for (d = id.start + id.nletters + (id.hyphen ? 1 : 0); d < id.start + id.len; d++)
			value = value * 10 + (t[d] - '0');
		memset(&out->figures[at], 0, sizeof(Figure));
		out->figures[at].offset = id.start;
		out->figures[at].length = id.len;
		out->figures[at].value = value;
		out->figures[at].half_unit = 0.5;
		out->figures[at].reach = NAN;
		memset(&out->grounds[at], 0, sizeof(Grounding));
		if (found == 1)
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
