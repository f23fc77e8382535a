/*
 * names.c — scoring how likely a live catalog name is the one a generated
 * query meant.
 *
 * Pure C: no PostgreSQL headers, no allocation.  Every name is first
 * normalized into lowercase words (CamelCase, underscores, spaces and digit
 * runs all split words); the classes of names.h are then tried strongest
 * first.  Names are bounded by NAMES_MAX_LEN for everything but the
 * case-insensitive comparison, so the work per pair is bounded whatever the
 * input.
 */
#include "names.h"
#include "synonyms.h"
#include "text_util.h"

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/* A name split into lowercase words, stored joined with word offsets. */
typedef struct NormName
{
	char		text[NAMES_MAX_LEN + 1];	/* the words, lowercased, joined */
	int			len;
	int			nwords;
	int			start[NAMES_MAX_LEN + 1];	/* word i: text[start[i] .. start[i + 1]) */
} NormName;

/* One pair of the abbreviation table. */
typedef struct Abbrev
{
	const char *abbr;
	const char *full;
} Abbrev;

/*
 * Common abbreviations in schemas and in generated SQL.  A word may appear
 * on several rows (num/no/nbr all mean number; inv is invoice or inventory):
 * when two candidates both fit, names_best reports the tie.
 */
static const Abbrev abbrevs[] = {
	{"acct", "account"}, {"acc", "account"}, {"addr", "address"},
	{"amt", "amount"}, {"attr", "attribute"}, {"avg", "average"},
	{"bal", "balance"}, {"cat", "category"}, {"cd", "code"},
	{"cfg", "configuration"}, {"cnt", "count"}, {"cntry", "country"},
	{"ctry", "country"}, {"ccy", "currency"}, {"cust", "customer"},
	{"dept", "department"}, {"desc", "description"}, {"descr", "description"},
	{"dest", "destination"}, {"dst", "destination"}, {"dt", "date"},
	{"dur", "duration"}, {"emp", "employee"}, {"empl", "employee"},
	{"grp", "group"}, {"hr", "hour"}, {"id", "identifier"},
	{"img", "image"}, {"info", "information"}, {"inv", "invoice"},
	{"inv", "inventory"}, {"lat", "latitude"}, {"lng", "longitude"},
	{"lon", "longitude"}, {"loc", "location"}, {"mfr", "manufacturer"},
	{"mgr", "manager"}, {"mo", "month"}, {"msg", "message"},
	{"nbr", "number"}, {"nm", "name"}, {"no", "number"},
	{"num", "number"}, {"ord", "order"}, {"org", "organization"},
	{"org", "organisation"}, {"param", "parameter"}, {"pct", "percent"},
	{"pct", "percentage"}, {"perc", "percentage"}, {"pos", "position"},
	{"prev", "previous"}, {"prc", "price"}, {"prod", "product"},
	{"pwd", "password"}, {"qty", "quantity"}, {"ref", "reference"},
	{"req", "request"}, {"sec", "second"}, {"seq", "sequence"},
	{"src", "source"}, {"std", "standard"}, {"supp", "supplier"},
	{"tel", "telephone"}, {"tm", "time"}, {"tot", "total"},
	{"trans", "transaction"}, {"txn", "transaction"}, {"ts", "timestamp"},
	{"typ", "type"}, {"usr", "user"}, {"val", "value"},
	{"vend", "vendor"}, {"ver", "version"}, {"wk", "week"},
	{"wt", "weight"}, {"yr", "year"},
};

#define N_ABBREVS ((int) (sizeof(abbrevs) / sizeof(abbrevs[0])))

/* Irregular singular / plural pairs the suffix rules cannot produce. */
static const Abbrev irregular_plurals[] = {
	{"person", "people"}, {"man", "men"}, {"woman", "women"},
	{"child", "children"}, {"mouse", "mice"}, {"goose", "geese"},
	{"foot", "feet"}, {"tooth", "teeth"}, {"criterion", "criteria"},
	{"phenomenon", "phenomena"}, {"salesperson", "salespeople"},
};

#define N_IRREGULAR ((int) (sizeof(irregular_plurals) / sizeof(irregular_plurals[0])))

/* Word separator: any ASCII byte that is not a letter or digit. */
static bool
is_sep(unsigned char c)
{
	return c < 0x80 && !ascii_is_upper(c) && !ascii_is_lower(c) && !ascii_is_digit(c);
}

/* ASCII vowel (lowercase)?  Used to recognise consonant skeletons. */
static bool
is_vowel(unsigned char c)
{
	return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

/* Length of s, or max + 1 when it is longer than max (reads at most max + 1 bytes). */
static size_t
bounded_len(const char *s, size_t max)
{
	size_t		n = 0;

	while (n <= max && s[n] != '\0')
		n++;
	return n;
}

/*
 * Is there a word boundary just before s[i] (0 < i < n, neither byte a
 * separator)?  lower->Upper and letter<->digit split; in an upper-case run
 * followed by lower case the last capital starts the next word
 * (HTTPStatus), except a lone plural "s" (CustomerIDs -> customer ids).
 */
static bool
word_boundary(const unsigned char *s, size_t n, size_t i)
{
	unsigned char p = s[i - 1];
	unsigned char c = s[i];

	if (ascii_is_digit(p) != ascii_is_digit(c))
		return true;
	if (ascii_is_lower(p) && ascii_is_upper(c))
		return true;
	if (ascii_is_upper(p) && ascii_is_upper(c) && i + 1 < n && ascii_is_lower(s[i + 1]))
	{
		if (s[i + 1] == 's' && (i + 2 >= n || !ascii_is_lower(s[i + 2])))
			return false;
		return true;
	}
	return false;
}

/*
 * Find the next word of s[0..n) at or after *pos: its byte range goes to
 * *ws and *we (words are contiguous in the source), *pos moves past it.
 * Returns false when no word is left.
 */
static bool
next_word(const unsigned char *s, size_t n, size_t *pos, size_t *ws, size_t *we)
{
	size_t		i = *pos;

	while (i < n && is_sep(s[i]))
		i++;
	if (i >= n)
	{
		*pos = n;
		return false;
	}
	*ws = i++;
	while (i < n && !is_sep(s[i]) && !word_boundary(s, n, i))
		i++;
	*we = i;
	*pos = i;
	return true;
}

/* Normalize name into nn; false when it is too long or has no words. */
static bool
norm_build(const char *name, NormName *nn)
{
	size_t		n = bounded_len(name, NAMES_MAX_LEN);
	size_t		pos = 0;
	size_t		ws;
	size_t		we;

	nn->len = 0;
	nn->nwords = 0;
	nn->text[0] = '\0';
	if (n > NAMES_MAX_LEN)
		return false;
	while (next_word((const unsigned char *) name, n, &pos, &ws, &we))
	{
		nn->start[nn->nwords++] = nn->len;
		for (; ws < we; ws++)
			nn->text[nn->len++] = (char) ascii_lower((unsigned char) name[ws]);
	}
	nn->start[nn->nwords] = nn->len;
	nn->text[nn->len] = '\0';
	return nn->nwords > 0;
}

/* Word i of nn: pointer, length in *len. */
static const char *
norm_word(const NormName *nn, int i, int *len)
{
	*len = nn->start[i + 1] - nn->start[i];
	return nn->text + nn->start[i];
}

/* Byte-equal ranges? */
static bool
range_eq(const char *a, int la, const char *b, int lb)
{
	return la == lb && memcmp(a, b, (size_t) la) == 0;
}

/* Is the range a[0..la) equal to the C string z? */
static bool
range_is(const char *a, int la, const char *z)
{
	return range_eq(a, la, z, (int) strlen(z));
}

/* Does a[0..la) end with the C string z? */
static bool
ends_with(const char *a, int la, const char *z)
{
	int			lz = (int) strlen(z);

	return la >= lz && memcmp(a + la - lz, z, (size_t) lz) == 0;
}

/*
 * Is p[0..lp) a plural of s[0..ls)?  English suffix rules plus a few
 * irregular pairs.  Words under three bytes never pluralize, and neither
 * does anything ending in "id": an "ids" column is a list, not the id.
 */
static bool
plural_of(const char *s, int ls, const char *p, int lp)
{
	int			i;

	if (ls < 3 || lp < 3 || ends_with(s, ls, "id"))
		return false;
	for (i = 0; i < N_IRREGULAR; i++)
		if (range_is(s, ls, irregular_plurals[i].abbr) &&
			range_is(p, lp, irregular_plurals[i].full))
			return true;
	/* word -> words (not after s/x/z: those take -es) */
	if (lp == ls + 1 && p[ls] == 's' && memcmp(s, p, (size_t) ls) == 0 &&
		s[ls - 1] != 's' && s[ls - 1] != 'x' && s[ls - 1] != 'z')
		return true;
	/* status -> statuses, box -> boxes, batch -> batches, hero -> heroes */
	if (lp == ls + 2 && p[ls] == 'e' && p[ls + 1] == 's' &&
		memcmp(s, p, (size_t) ls) == 0 &&
		(ends_with(s, ls, "s") || ends_with(s, ls, "x") || ends_with(s, ls, "z") ||
		 ends_with(s, ls, "ch") || ends_with(s, ls, "sh") || ends_with(s, ls, "o")))
		return true;
	/* category -> categories (consonant + y) */
	if (s[ls - 1] == 'y' && !is_vowel((unsigned char) s[ls - 2]) &&
		lp == ls + 2 && memcmp(s, p, (size_t) (ls - 1)) == 0 &&
		ends_with(p, lp, "ies"))
		return true;
	/* half -> halves, life -> lives */
	if (s[ls - 1] == 'f' && lp == ls + 2 && memcmp(s, p, (size_t) (ls - 1)) == 0 &&
		ends_with(p, lp, "ves"))
		return true;
	if (ends_with(s, ls, "fe") && lp == ls + 1 && memcmp(s, p, (size_t) (ls - 2)) == 0 &&
		ends_with(p, lp, "ves"))
		return true;
	/* analysis -> analyses */
	if (ends_with(s, ls, "is") && lp == ls && memcmp(s, p, (size_t) (ls - 2)) == 0 &&
		ends_with(p, lp, "es"))
		return true;
	/* index -> indices, matrix -> matrices */
	if ((ends_with(s, ls, "ex") || ends_with(s, ls, "ix")) && lp == ls + 2 &&
		memcmp(s, p, (size_t) (ls - 2)) == 0 && ends_with(p, lp, "ices"))
		return true;
	/* datum -> data, medium -> media */
	if (ends_with(s, ls, "um") && lp == ls - 1 && memcmp(s, p, (size_t) (ls - 2)) == 0 &&
		p[lp - 1] == 'a')
		return true;
	return false;
}

/* Singular and plural of each other, either way round? */
static bool
plural_related(const char *a, int la, const char *b, int lb)
{
	return plural_of(a, la, b, lb) || plural_of(b, lb, a, la);
}

/* Is one an abbreviation of the other according to the table? */
static bool
abbrev_related(const char *a, int la, const char *b, int lb)
{
	int			i;

	for (i = 0; i < N_ABBREVS; i++)
		if ((range_is(a, la, abbrevs[i].abbr) && range_is(b, lb, abbrevs[i].full)) ||
			(range_is(a, la, abbrevs[i].full) && range_is(b, lb, abbrevs[i].abbr)))
			return true;
	return false;
}

/*
 * Is a[0..la) a consonant skeleton of b (qty ~ quantity, wgt ~ weight)?
 * Same first letter, 3-5 ASCII letters, no vowel after the first, a
 * subsequence of b, and b at least two bytes longer with a vowel in it.
 * Truncations are judged apart (truncation_of), and weaker.
 */
static bool
skeleton_of(const char *a, int la, const char *b, int lb)
{
	int			i;
	int			j;
	bool		vowel = false;

	if (la < 3 || la > 5 || lb < la + 1 || a[0] != b[0])
		return false;
	for (i = 0; i < la; i++)
	{
		if (!ascii_is_lower((unsigned char) a[i]))
			return false;
		if (i > 0 && is_vowel((unsigned char) a[i]))
			return false;
	}
	for (j = 0; j < lb; j++)
		if (is_vowel((unsigned char) b[j]))
			vowel = true;
	if (!vowel)
		return false;
	for (i = 0, j = 0; i < la && j < lb; j++)
		if (a[i] == b[j])
			i++;
	if (i != la)
		return false;

	/*
	 * b's leading letters are no skeleton of it: gnp is not gnpold, whose
	 * "old" it does not have (a candidate with words the name lacks)
	 */
	return memcmp(a, b, (size_t) la) != 0;
}

/*
 * Is a[0..la) b cut short (cap ~ capacity, bulg ~ bulgarian, doc ~
 * document)?  At least three bytes with a vowel (a vowel-less cut is an
 * acronym: gnp is not gnpold), b not a compound of a and another word,
 * and b at least two
 * bytes longer.
 */
static bool
truncation_of(const char *a, int la, const char *b, int lb)
{
	int			i;
	bool		vowel = false;

	if (la < 3 || lb < la + 2 || memcmp(a, b, (size_t) la) != 0)
		return false;
	for (i = 0; i < la; i++)
	{
		if (!ascii_is_lower((unsigned char) a[i]))
			return false;
		/* y after the first letter is a vowel (cyl ~ cylinders); a leading y is not */
		if (is_vowel((unsigned char) a[i]) || (i > 0 && a[i] == 'y'))
			vowel = true;
	}

	/*
	 * b made of a and another word is a compound, not a cut (time ~
	 * timezone, name ~ namespace): only the dictionary tells, so without it
	 * no cut is an abbreviation
	 */
	return vowel && synonyms_available() &&
		!(synonyms_is_word(a, la) && synonyms_is_word(b + la, lb - la));
}

static bool stop_word(const char *w, int lw);

/* Is w[0..lw) a word of the abbreviation table (either column)? */
static bool
in_abbrev_table(const char *w, int lw)
{
	int			i;

	for (i = 0; i < N_ABBREVS; i++)
		if (range_is(w, lw, abbrevs[i].abbr) || range_is(w, lw, abbrevs[i].full))
			return true;
	return false;
}

/*
 * Is a[0..2) a two-letter cut of b: its first two letters (ep ~ episode) or
 * its first and last (ht ~ height)?  Weak evidence, so only for a second
 * letter that is a consonant (a vowel makes a word of its own: no, to), b a
 * dictionary word of at least four letters, and neither a joining word nor
 * a pair the abbreviation table gives another meaning (dt is date, not
 * debt; id is identifier).
 */
static bool
two_letter_cut(const char *a, int la, const char *b, int lb)
{
	int			i;

	if (la != 2 || lb < 4 || a[0] != b[0])
		return false;
	for (i = 0; i < la; i++)
		if (!ascii_is_lower((unsigned char) a[i]))
			return false;
	for (i = 0; i < lb; i++)
		if (!ascii_is_lower((unsigned char) b[i]))
			return false;
	if (is_vowel((unsigned char) a[1]) || a[1] == 'y' || (a[1] != b[1] && a[1] != b[lb - 1]))
		return false;
	if (stop_word(a, la) || in_abbrev_table(a, la))
		return false;
	return synonyms_available() && synonyms_is_word(b, lb);
}

/*
 * How two words relate: 0 equal, 1 singular/plural, 2 table abbreviation,
 * 3 consonant skeleton, 4 cut short, 5 synonyms by WordNet, 6 one a kind
 * of the other by WordNet, 7 a kind of a kind of, -1 unrelated.
 */
static int
word_rank(const char *a, int la, const char *b, int lb)
{
	if (range_eq(a, la, b, lb))
		return 0;
	if (plural_related(a, la, b, lb))
		return 1;
	if (abbrev_related(a, la, b, lb))
		return 2;
	if (skeleton_of(a, la, b, lb) || skeleton_of(b, lb, a, la))
		return 3;
	if (truncation_of(a, la, b, lb) || truncation_of(b, lb, a, la) ||
		two_letter_cut(a, la, b, lb) || two_letter_cut(b, lb, a, la))
		return 4;
	switch (synonyms_relation(a, la, b, lb))
	{
		case SYNONYMS_SAME:
			return 5;
		case SYNONYMS_HYPERNYM:
			return 6;
		case SYNONYMS_HYPERNYM2:
			return 7;
		default:
			return -1;
	}
}

/* A word that joins others and may be dropped (disposition_of_ship ~ disp_ship). */
static bool
stop_word(const char *w, int lw)
{
	return range_is(w, lw, "of") || range_is(w, lw, "by") || range_is(w, lw, "the") ||
		range_is(w, lw, "for") || range_is(w, lw, "in") || range_is(w, lw, "to");
}

/*
 * Word-by-word relation of two names with as many words (joining words
 * such as "of" aside, when both have other words): worst word rank, or -1.
 */
static int
aligned_rank(const NormName *x, const NormName *y)
{
	int			worst = 0;
	int			i = 0;
	int			j = 0;
	bool		skip = x->nwords != y->nwords;

	while (i < x->nwords || j < y->nwords)
	{
		int			la;
		int			lb;
		const char *a;
		const char *b;
		int			r;

		/* a dropped joining word is as weak as an abbreviation */
		if (skip && i < x->nwords && x->nwords > 1 && (a = norm_word(x, i, &la)) && stop_word(a, la))
		{
			i++;
			worst = worst > 2 ? worst : 2;
			continue;
		}
		if (skip && j < y->nwords && y->nwords > 1 && (b = norm_word(y, j, &lb)) && stop_word(b, lb))
		{
			j++;
			worst = worst > 2 ? worst : 2;
			continue;
		}
		if (i >= x->nwords || j >= y->nwords)
			return -1;
		a = norm_word(x, i++, &la);
		b = norm_word(y, j++, &lb);
		r = word_rank(a, la, b, lb);
		if (r < 0)
			return -1;
		if (r > worst)
			worst = r;
	}
	return worst;
}

/* Record a reachable DP state with the worst rank used on the way to it. */
static void
dp_relax(signed char *cell, int rank)
{
	if (*cell < 0 || rank < *cell)
		*cell = (signed char) rank;
}

/*
 * Can the letters s[0..ls) (one side with its separators dropped, as
 * PostgreSQL folding leaves CustomerID: "customerid") be cut into pieces
 * that are the words of y in order, each equal (rank 0), singular/plural
 * (1) or a table abbreviation (2)?  Returns the best worst rank, or -1.
 * A DP over (bytes consumed, words consumed): at most 129 x 129 states.
 */
static int
folded_rank(const char *s, int ls, const NormName *y)
{
	signed char reach[NAMES_MAX_LEN + 1][NAMES_MAX_LEN + 1];
	int			m = y->nwords;
	int			i;
	int			j;

	for (i = 0; i <= ls; i++)
		memset(reach[i], -1, (size_t) (m + 1));
	reach[0][0] = 0;
	for (i = 0; i < ls; i++)
	{
		for (j = 0; j < m; j++)
		{
			int			cur = reach[i][j];
			int			lw;
			const char *w;
			int			k;
			int			a;

			if (cur < 0)
				continue;
			w = norm_word(y, j, &lw);
			if (lw <= ls - i && memcmp(s + i, w, (size_t) lw) == 0)
				dp_relax(&reach[i + lw][j + 1], cur);
			/* plurals differ from their singular by at most four bytes */
			for (k = 3; k <= lw + 4 && k <= ls - i; k++)
				if (k >= lw - 4 && plural_related(s + i, k, w, lw))
					dp_relax(&reach[i + k][j + 1], cur > 1 ? cur : 1);
			for (a = 0; a < N_ABBREVS; a++)
			{
				const char *other = NULL;
				int			lo;

				if (range_is(w, lw, abbrevs[a].full))
					other = abbrevs[a].abbr;
				else if (range_is(w, lw, abbrevs[a].abbr))
					other = abbrevs[a].full;
				if (other == NULL)
					continue;
				lo = (int) strlen(other);
				if (lo <= ls - i && memcmp(s + i, other, (size_t) lo) == 0)
					dp_relax(&reach[i + lo][j + 1], cur > 2 ? cur : 2);
			}
		}
	}
	return reach[ls][m];
}

/* Most words a name may have for the lemma-run alignment (run_rank). */
#define RUN_MAX_WORDS 8
/* Most words one side of a run joins (publishing house, subject matter). */
#define RUN_MAX_LEN 3

/* Words i .. i + p of nn joined with '_', as WordNet writes a multi-word lemma; its length. */
static int
join_run(const NormName *nn, int i, int p, char *out)
{
	int			n = 0;
	int			k;

	for (k = i; k < i + p; k++)
	{
		int			lw;
		const char *w = norm_word(nn, k, &lw);

		if (k > i)
			out[n++] = '_';
		memcpy(out + n, w, (size_t) lw);
		n += lw;
	}
	out[n] = '\0';
	return n;
}

/*
 * Are words i .. i + p of x and j .. j + q of y the same letters, or, when
 * a side of several words is a WordNet lemma (publishing_house), one synset
 * with the other side (publisher)?  0 same letters, 5 synonyms, -1 neither.
 */
static int
run_pair_rank(const NormName *x, int i, int p, const NormName *y, int j, int q)
{
	char		a[NAMES_MAX_LEN * 2 + 2];
	char		b[NAMES_MAX_LEN * 2 + 2];
	int			la;
	int			lb;

	if (range_eq(x->text + x->start[i], x->start[i + p] - x->start[i],
				 y->text + y->start[j], y->start[j + q] - y->start[j]))
		return 0;
	la = join_run(x, i, p, a);
	lb = join_run(y, j, q, b);
	if ((p > 1 && !synonyms_is_word(a, la)) || (q > 1 && !synonyms_is_word(b, lb)))
		return -1;
	return synonyms_relation(a, la, b, lb) == SYNONYMS_SAME ? 5 : -1;
}

/*
 * Word-by-word relation where a run of up to RUN_MAX_LEN words on either
 * side may stand for one lemma of the other (publisher_name ~
 * publishing_house_name, home_town ~ hometown): the best alignment's worst
 * rank, or -1.  A DP over (words of x used, words of y used); joining
 * words are skipped as in aligned_rank.
 */
static int
run_rank(const NormName *x, const NormName *y)
{
	signed char reach[RUN_MAX_WORDS + 1][RUN_MAX_WORDS + 1];
	bool		skip = x->nwords != y->nwords;
	int			i;
	int			j;

	if (x->nwords > RUN_MAX_WORDS || y->nwords > RUN_MAX_WORDS)
		return -1;
	for (i = 0; i <= x->nwords; i++)
		memset(reach[i], -1, (size_t) (y->nwords + 1));
	reach[0][0] = 0;
	for (i = 0; i <= x->nwords; i++)
	{
		for (j = 0; j <= y->nwords; j++)
		{
			int			cur = reach[i][j];
			int			la;
			int			lb;
			const char *a;
			const char *b;
			int			p;
			int			q;

			if (cur < 0)
				continue;
			if (skip && i < x->nwords && x->nwords > 1 && (a = norm_word(x, i, &la)) && stop_word(a, la))
				dp_relax(&reach[i + 1][j], cur > 2 ? cur : 2);
			if (skip && j < y->nwords && y->nwords > 1 && (b = norm_word(y, j, &lb)) && stop_word(b, lb))
				dp_relax(&reach[i][j + 1], cur > 2 ? cur : 2);
			for (p = 1; p <= RUN_MAX_LEN && i + p <= x->nwords; p++)
				for (q = 1; q <= RUN_MAX_LEN && j + q <= y->nwords; q++)
				{
					int			r;

					if (p == 1 && q == 1)
					{
						a = norm_word(x, i, &la);
						b = norm_word(y, j, &lb);
						r = word_rank(a, la, b, lb);
					}
					else
						r = run_pair_rank(x, i, p, y, j, q);
					if (r >= 0)
						dp_relax(&reach[i + p][j + q], cur > r ? cur : r);
				}
		}
	}
	return reach[x->nwords][y->nwords];
}

/*
 * Is w[0..lw) a piece a name may be cut into: a WordNet lemma as written,
 * of three or more bytes, or an abbreviation of the table (id, no, cd)?
 */
static bool
segment_piece(const char *w, int lw)
{
	int			i;

	if (lw >= 3)
		return synonyms_is_lemma(w, lw);
	for (i = 0; i < N_ABBREVS; i++)
		if (range_is(w, lw, abbrevs[i].abbr))
			return true;
	return false;
}

/*
 * A one-word name written without separators that is no WordNet lemma, as
 * the words it is made of (countryname -> country name), when exactly one
 * cut into two or three pieces (segment_piece) exists; false otherwise.  A
 * name that is itself a lemma (horsepower) is never cut.
 */
static bool
segment(const NormName *in, NormName *out)
{
	const char *s = in->text;
	int			n = in->len;
	int			found = 0;
	int			cut1;
	int			cut2;

	if (in->nwords != 1 || n < 6 || n > 24 || synonyms_is_word(s, n))
		return false;
	for (cut1 = 2; cut1 <= n - 2; cut1++)
	{
		if (!segment_piece(s, cut1))
			continue;
		if (segment_piece(s + cut1, n - cut1))
		{
			if (++found > 1)
				return false;
			out->nwords = 2;
			out->start[1] = cut1;
		}
		for (cut2 = cut1 + 2; cut2 <= n - 2; cut2++)
		{
			if (segment_piece(s + cut1, cut2 - cut1) && segment_piece(s + cut2, n - cut2))
			{
				if (++found > 1)
					return false;
				out->nwords = 3;
				out->start[1] = cut1;
				out->start[2] = cut2;
			}
		}
	}
	if (found != 1)
		return false;
	memcpy(out->text, s, (size_t) n + 1);
	out->len = n;
	out->start[0] = 0;
	out->start[out->nwords] = n;
	return true;
}

/*
 * Best relation rank of two names by words or folded letters, or -1; then
 * with lemma runs (run_rank), and with a one-word name cut into its words
 * (segment).
 */
static int
relation_rank(const NormName *w, const NormName *c)
{
	int			best = aligned_rank(w, c);
	int			r;
	NormName	cut;

	r = folded_rank(w->text, w->len, c);
	if (r >= 0 && (best < 0 || r < best))
		best = r;
	r = folded_rank(c->text, c->len, w);
	if (r >= 0 && (best < 0 || r < best))
		best = r;
	if (best >= 0 || !synonyms_available())
		return best;
	if ((best = run_rank(w, c)) >= 0)
		return best;
	if (w->nwords == 1 && c->nwords >= 2 && segment(w, &cut))
		return run_rank(&cut, c);
	if (c->nwords == 1 && w->nwords >= 2 && segment(c, &cut))
		return run_rank(w, &cut);
	return -1;
}

/*
 * Is longer = owner + shorter, the owner name singular or plural, cut at a
 * word boundary of longer when longer has several words?  The shorter side
 * must keep at least two bytes (id ~ customer_id, name ~ customer_name).
 */
static bool
prefix_match(const NormName *longer, const NormName *shorter, const NormName *owner)
{
	int			plen = longer->len - shorter->len;
	int			k;
	bool		boundary;

	if (shorter->len < 2 || plen <= 0)
		return false;
	if (memcmp(longer->text + plen, shorter->text, (size_t) shorter->len) != 0)
		return false;
	if (longer->nwords > 1)
	{
		boundary = false;
		for (k = 1; k < longer->nwords; k++)
			if (longer->start[k] == plen)
				boundary = true;
		if (!boundary)
			return false;
	}
	return range_eq(longer->text, plen, owner->text, owner->len) ||
		plural_related(longer->text, plen, owner->text, owner->len);
}

/*
 * Is longer = a truncated stem of the owner's name + shorter (custome_id ~
 * id in customers)?  The stem keeps at least four bytes and lacks at most
 * two of the owner's singular (or plural) name, cut at a word boundary.
 */
static bool
truncated_prefix_match(const NormName *longer, const NormName *shorter, const NormName *owner)
{
	int			plen = longer->len - shorter->len;
	int			forms[3];
	int			nforms = 0;
	int			k;
	bool		boundary = longer->nwords <= 1;

	if (shorter->len < 2 || plen < 4)
		return false;
	if (memcmp(longer->text + plen, shorter->text, (size_t) shorter->len) != 0)
		return false;
	for (k = 1; k < longer->nwords; k++)
		if (longer->start[k] == plen)
			boundary = true;
	if (!boundary)
		return false;
	forms[nforms++] = owner->len;
	if (owner->len > 1 && owner->text[owner->len - 1] == 's')
		forms[nforms++] = owner->len - 1;
	if (owner->len > 2 && owner->text[owner->len - 1] == 's' && owner->text[owner->len - 2] == 'e')
		forms[nforms++] = owner->len - 2;
	for (k = 0; k < nforms; k++)
		if (plen < forms[k] && forms[k] - plen <= 2 &&
			memcmp(longer->text, owner->text, (size_t) plen) == 0)
			return true;
	return false;
}

/*
 * Optimal-string-alignment (restricted Damerau-Levenshtein) distance,
 * capped: anything above maxd comes back as maxd + 1.  Both lengths are at
 * most NAMES_MAX_LEN.
 */
static int
osa_distance(const char *a, int la, const char *b, int lb, int maxd)
{
	int			rows[3][NAMES_MAX_LEN + 1];
	int		   *prev2 = rows[0];
	int		   *prev = rows[1];
	int		   *cur = rows[2];
	int			i;
	int			j;

	if (la - lb > maxd || lb - la > maxd)
		return maxd + 1;
	for (j = 0; j <= lb; j++)
		prev[j] = j;
	for (i = 1; i <= la; i++)
	{
		int			rowmin;
		int		   *tmp;

		cur[0] = i;
		rowmin = i;
		for (j = 1; j <= lb; j++)
		{
			int			cost = a[i - 1] == b[j - 1] ? 0 : 1;
			int			v = prev[j - 1] + cost;

			if (prev[j] + 1 < v)
				v = prev[j] + 1;
			if (cur[j - 1] + 1 < v)
				v = cur[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
				prev2[j - 2] + 1 < v)
				v = prev2[j - 2] + 1;
			cur[j] = v;
			if (v < rowmin)
				rowmin = v;
		}
		if (rowmin > maxd)
			return maxd + 1;
		tmp = prev2;
		prev2 = prev;
		prev = cur;
		cur = tmp;
	}
	return prev[lb] > maxd ? maxd + 1 : prev[lb];
}

/* Same digits in the same order?  line1 vs line2 is never a typo. */
static bool
same_digits(const NormName *a, const NormName *b)
{
	int			i = 0;
	int			j = 0;

	for (;;)
	{
		while (i < a->len && !ascii_is_digit((unsigned char) a->text[i]))
			i++;
		while (j < b->len && !ascii_is_digit((unsigned char) b->text[j]))
			j++;
		if (i >= a->len || j >= b->len)
			return i >= a->len && j >= b->len;
		if (a->text[i] != b->text[j])
			return false;
		i++;
		j++;
	}
}

/*
 * Is longer the words of shorter with whole words added before or after
 * (orchestra_id ~ orchestra)?  That is another name, not a slip: a
 * candidate with words the name lacks is not the name.
 */
static bool
whole_words_added(const NormName *longer, const NormName *shorter)
{
	int			k;

	if (longer->nwords <= shorter->nwords)
		return false;
	for (k = 1; k < longer->nwords; k++)
	{
		if (longer->start[k] == shorter->len &&
			memcmp(longer->text, shorter->text, (size_t) shorter->len) == 0)
			return true;
		if (longer->start[k] == longer->len - shorter->len &&
			memcmp(longer->text + longer->start[k], shorter->text, (size_t) shorter->len) == 0)
			return true;
	}
	return false;
}

/*
 * Edit distance of two normalized names under the length-scaled limit, or
 * 0 when they are not close.  Words compare pairwise when both names have
 * as many words, and a differing word under four bytes disqualifies (id vs
 * ip) unless it only lacks or adds a letter and that is the name's one slip
 * (nme vs name); a trailing "s" on a word not ending in s is left to the
 * plural rule (id vs ids), while addres vs address stays a typo.
 */
static int
edit_match(const NormName *w, const NormName *c)
{
	int			minlen = w->len < c->len ? w->len : c->len;
	int			maxd;
	int			total = 0;
	bool		short_slip = false;
	int			i;

	if (minlen < 4 || !same_digits(w, c))
		return 0;
	maxd = minlen <= 6 ? 1 : 2;
	if ((w->len == c->len + 1 && w->text[c->len] == 's' && c->text[c->len - 1] != 's' &&
		 memcmp(w->text, c->text, (size_t) c->len) == 0) ||
		(c->len == w->len + 1 && c->text[w->len] == 's' && w->text[w->len - 1] != 's' &&
		 memcmp(w->text, c->text, (size_t) w->len) == 0))
		return 0;
	if (w->nwords != c->nwords)
	{
		if (whole_words_added(w, c) || whole_words_added(c, w))
			return 0;
		total = osa_distance(w->text, w->len, c->text, c->len, maxd);
		return total <= maxd ? total : 0;
	}
	for (i = 0; i < w->nwords; i++)
	{
		int			la;
		int			lb;
		const char *a = norm_word(w, i, &la);
		const char *b = norm_word(c, i, &lb);

		if (range_eq(a, la, b, lb))
			continue;
		/*
		 * a short word may lose or gain one letter when that is the only
		 * slip (nam, nme ~ name), never change one (id ~ ip, cat ~ car)
		 */
		if (la < 4 || lb < 4)
		{
			/*
			 * in a name of several words, a two-letter word may also be a
			 * three-letter one without its middle letter (tt ~ tot)
			 */
			bool		inner_drop = w->nwords > 1 &&
				((la == 2 && lb == 3 && a[0] == b[0] && a[1] == b[2]) ||
				 (lb == 2 && la == 3 && b[0] == a[0] && b[1] == a[2]));

			if (!inner_drop && (la < 3 || lb < 3 || (la - lb != 1 && lb - la != 1)))
				return 0;
			short_slip = true;
		}
		total += osa_distance(a, la, b, lb, maxd);
		if (total > maxd || (short_slip && total > 1))
			return 0;
	}
	return total;
}

/* The words of nn joined with '_', as WordNet writes a multi-word lemma. */
static void
joined(const NormName *nn, char *out)
{
	join_run(nn, 0, nn->nwords, out);
}

/* Build a NameScore. */
static NameScore
make_score(NameMatchKind kind, int score)
{
	NameScore	s;

	s.kind = kind;
	s.score = score;
	return s;
}

/*
 * relation_rank of recent pairs of names, direct-mapped.  A rule pass scores
 * the rejected name against every column in scope, and several rules do it
 * again (identifiers, then lookup); the dictionary's look-ups are most of the
 * cost.  The rank depends on the two names and the dictionary only: an entry
 * of another dictionary (synonyms_generation) is not used.
 */
#define RANK_MEMO_SIZE 1024
#define RANK_MEMO_NAME 64

typedef struct RankMemo
{
	unsigned int generation;	/* 0: empty */
	int			rank;
	char		wanted[RANK_MEMO_NAME];
	char		candidate[RANK_MEMO_NAME];
} RankMemo;

static RankMemo rank_memo[RANK_MEMO_SIZE];

static int
remembered_rank(const char *wanted, const char *candidate, const NormName *w, const NormName *c)
{
	size_t		lw = strlen(wanted);
	size_t		lc = strlen(candidate);
	uint32_t	h;
	unsigned int generation;
	RankMemo   *m;

	if (lw >= RANK_MEMO_NAME || lc >= RANK_MEMO_NAME)
		return relation_rank(w, c);
	/* 0xff between the names: no UTF-8 text holds that byte */
	h = fnv1a_update(FNV1A_INIT, wanted, lw);
	h = fnv1a_update(h, "\xff", 1);
	h = fnv1a_update(h, candidate, lc);
	m = &rank_memo[h % RANK_MEMO_SIZE];
	generation = synonyms_generation();
	if (m->generation == generation && strcmp(m->wanted, wanted) == 0 &&
		strcmp(m->candidate, candidate) == 0)
		return m->rank;
	m->rank = relation_rank(w, c);
	memcpy(m->wanted, wanted, lw + 1);
	memcpy(m->candidate, candidate, lc + 1);
	m->generation = generation;
	return m->rank;
}

/* Score candidate (a live name) for wanted (the rejected name); see names.h. */
NameScore
names_score(const char *wanted, const char *candidate, const char *owner)
{
	NormName	w;
	NormName	c;
	int			rank;
	int			dist;

	if (wanted == NULL || candidate == NULL || wanted[0] == '\0' || candidate[0] == '\0')
		return make_score(NAME_NO_MATCH, 0);
	if (ascii_equal_nocase(wanted, candidate))
		return make_score(NAME_EXACT_CASE, NAMES_SCORE_EXACT_CASE);
	if (!norm_build(wanted, &w) || !norm_build(candidate, &c))
		return make_score(NAME_NO_MATCH, 0);

	if (w.nwords == c.nwords && range_eq(w.text, w.len, c.text, c.len) &&
		memcmp(w.start, c.start, sizeof(int) * (size_t) (w.nwords + 1)) == 0)
		return make_score(NAME_NORMALIZED, NAMES_SCORE_SAME_WORDS);
	if (range_eq(w.text, w.len, c.text, c.len))
		return make_score(NAME_NORMALIZED, NAMES_SCORE_SAME_LETTERS);

	if (owner != NULL)
	{
		char		parts[1][NAMES_PART_SIZE];
		NormName	o;

		if (names_split_qualified(owner, parts, 1) == 1 && norm_build(parts[0], &o) &&
			(prefix_match(&c, &w, &o) || prefix_match(&w, &c, &o)))
			return make_score(NAME_TABLE_PREFIX, NAMES_SCORE_TABLE_PREFIX);
	}

	rank = remembered_rank(wanted, candidate, &w, &c);
	if (rank == 0)				/* equal letters: caught above, kept for safety */
		return make_score(NAME_NORMALIZED, NAMES_SCORE_SAME_LETTERS);
	if (rank == 1)
		return make_score(NAME_PLURAL, NAMES_SCORE_PLURAL);
	if (rank == 2)
		return make_score(NAME_ABBREVIATION, NAMES_SCORE_ABBREVIATION);
	if (rank == 3)
		return make_score(NAME_ABBREVIATION, NAMES_SCORE_SKELETON);
	if (rank == 4)
		return make_score(NAME_ABBREVIATION, NAMES_SCORE_TRUNCATION);
	if (rank == 5)
		return make_score(NAME_SYNONYM, NAMES_SCORE_SYNONYM);
	if (rank == 6)
		return make_score(NAME_HYPERNYM, NAMES_SCORE_HYPERNYM);
	if (rank == 7)
		return make_score(NAME_HYPERNYM, NAMES_SCORE_HYPERNYM2);
	/* a one-word name and a multi-word lemma (content ~ subject_matter) */
	if (w.nwords != c.nwords && (w.nwords == 1 || c.nwords == 1))
	{
		char		jw[NAMES_MAX_LEN * 2 + 2];
		char		jc[NAMES_MAX_LEN * 2 + 2];

		/* one synset only: first_name is a kind of name, and another column */
		joined(&w, jw);
		joined(&c, jc);
		if (synonyms_relation(jw, (int) strlen(jw), jc, (int) strlen(jc)) == SYNONYMS_SAME)
			return make_score(NAME_SYNONYM, NAMES_SCORE_SYNONYM);
	}

	dist = edit_match(&w, &c);
	if (dist == 1)
		return make_score(NAME_EDIT_DISTANCE, NAMES_SCORE_EDIT_1);
	if (dist == 2)
		return make_score(NAME_EDIT_DISTANCE, NAMES_SCORE_EDIT_2);

	/*
	 * the table's name cut short as a prefix: only as strong as one typo, so
	 * that a column the wanted name is a typo of ties with it (no rewrite)
	 */
	if (owner != NULL)
	{
		char		parts[1][NAMES_PART_SIZE];
		NormName	o;

		if (names_split_qualified(owner, parts, 1) == 1 && norm_build(parts[0], &o) &&
			truncated_prefix_match(&w, &c, &o))
			return make_score(NAME_TABLE_PREFIX, NAMES_SCORE_EDIT_1);
	}
	return make_score(NAME_NO_MATCH, 0);
}

/* Same C string, NULL equal only to NULL? */
static bool
same_string(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return a == b;
	return strcmp(a, b) == 0;
}

/* The unique, clearly best candidate index, or -1; see names.h. */
int
names_best(const char *wanted, const char *const *candidates,
		   const char *const *owners, int n, NameScore *best)
{
	NameScore	top = make_score(NAME_NO_MATCH, 0);
	int			top_i = -1;
	int			runner = 0;
	int			i;

	if (candidates == NULL || n < 0)
		n = 0;
	for (i = 0; i < n; i++)
	{
		const char *owner = owners ? owners[i] : NULL;
		NameScore	s = names_score(wanted, candidates[i], owner);

		if (s.kind == NAME_NO_MATCH)
			continue;
		if (top_i < 0 || s.score > top.score)
		{
			/* equal names score equally, so the old top is no duplicate */
			if (top_i >= 0 && top.score > runner)
				runner = top.score;
			top = s;
			top_i = i;
		}
		else if (s.score == top.score &&
				 same_string(candidates[i], candidates[top_i]) &&
				 same_string(owner, owners ? owners[top_i] : NULL))
			continue;			/* the same column listed twice */
		else if (s.score > runner)
			runner = s.score;
	}
	if (best != NULL)
		*best = top;
	if (top_i < 0 || runner > top.score - NAMES_MARGIN)
		return -1;
	return top_i;
}

/* Words of an identifier; see names.h. */
int
names_words(const char *name, char words[][NAMES_WORD_SIZE], int maxwords)
{
	const unsigned char *s = (const unsigned char *) name;
	size_t		n;
	size_t		pos = 0;
	size_t		ws;
	size_t		we;
	int			count = 0;

	if (name == NULL || words == NULL || maxwords <= 0)
		return 0;
	n = strlen(name);
	while (count < maxwords && next_word(s, n, &pos, &ws, &we))
	{
		size_t		len = we - ws;
		size_t		k;

		if (len > NAMES_WORD_SIZE - 1)
			len = utf8_trim_partial(name + ws, NAMES_WORD_SIZE - 1);
		for (k = 0; k < len; k++)
			words[count][k] = (char) ascii_lower(s[ws + k]);
		words[count][len] = '\0';
		count++;
	}
	return count;
}

/* Where names_split_qualified writes the part being read (out NULL: skip it). */
typedef struct PartOut
{
	char	   *out;
	size_t		len;
	bool		truncated;
} PartOut;

/* Append one byte to the current part, truncating at NAMES_PART_SIZE - 1. */
static void
part_put(PartOut *po, char c)
{
	if (po->out == NULL)
		return;
	if (po->len >= NAMES_PART_SIZE - 1)
	{
		po->truncated = true;
		return;
	}
	po->out[po->len++] = c;
}

/* Finish the current part and point po at part number index, if stored. */
static void
part_next(PartOut *po, char parts[][NAMES_PART_SIZE], int index, int skip, int maxparts)
{
	if (po->out != NULL)
	{
		if (po->truncated)
			po->len = utf8_trim_partial(po->out, po->len);
		po->out[po->len] = '\0';
	}
	po->out = NULL;
	po->len = 0;
	po->truncated = false;
	if (parts != NULL && index >= skip && index - skip < maxparts)
		po->out = parts[index - skip];
}

/* ASCII white space? */
static bool
is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/*
 * One pass over a qualified name: stores parts numbered skip .. skip +
 * maxparts - 1 (none when parts is NULL) and returns how many parts the
 * name has.
 */
static int
split_pass(const char *name, char parts[][NAMES_PART_SIZE], int maxparts, int skip)
{
	const char *s = name;
	PartOut		po = {NULL, 0, false};
	int			index = 0;

	while (is_space((unsigned char) *s))
		s++;
	if (*s == '\0')
		return 0;
	part_next(&po, parts, index, skip, maxparts);
	for (;;)
	{
		while (is_space((unsigned char) *s))
			s++;
		while (*s != '\0' && *s != '.')
		{
			if (*s == '"' || *s == '[' || *s == '`')
			{
				char		close = *s == '[' ? ']' : *s;

				for (s++; *s != '\0'; s++)
				{
					if (*s == close)
					{
						if (s[1] != close)
						{
							s++;
							break;
						}
						s++;	/* doubled quote: one literal quote */
					}
					else if (*s == '.' && close == '`')
					{
						/* `project.dataset.table` is a path */
						part_next(&po, parts, ++index, skip, maxparts);
						continue;
					}
					part_put(&po, *s);
				}
			}
			else if (is_space((unsigned char) *s))
			{
				const char *e = s;

				while (is_space((unsigned char) *e))
					e++;
				if (*e == '\0' || *e == '.')
					s = e;		/* trailing space of the part */
				else
					for (; s < e; s++)
						part_put(&po, *s);
			}
			else
				part_put(&po, *s++);
		}
		if (*s != '.')
			break;
		s++;
		part_next(&po, parts, ++index, skip, maxparts);
	}
	part_next(&po, NULL, 0, 0, 0);
	return index + 1;
}

/* Split a foreign qualified name into unquoted parts; see names.h. */
int
names_split_qualified(const char *name, char parts[][NAMES_PART_SIZE], int maxparts)
{
	int			total;
	int			skip;

	if (name == NULL || parts == NULL || maxparts <= 0)
		return 0;
	total = split_pass(name, NULL, 0, 0);
	skip = total > maxparts ? total - maxparts : 0;
	split_pass(name, parts, maxparts, skip);
	return total - skip;
}

/* Human-readable reason for a match kind; see names.h. */
const char *
names_kind_text(NameMatchKind kind)
{
	switch (kind)
	{
		case NAME_EXACT_CASE:
			return "same name up to case";
		case NAME_NORMALIZED:
			return "same words up to case, underscores and CamelCase";
		case NAME_TABLE_PREFIX:
			return "table name added or dropped as a prefix";
		case NAME_PLURAL:
			return "singular or plural of the same name";
		case NAME_ABBREVIATION:
			return "abbreviation of the same words";
		case NAME_EDIT_DISTANCE:
			return "close spelling";
		case NAME_SYNONYM:
			return "synonym by WordNet";
		case NAME_HYPERNYM:
			return "one a kind of the other by WordNet";
		case NAME_NO_MATCH:
			break;
	}
	return "no match";
}
