/*
 * verdict_words.c — what the answer's words say around each figure: its
 * sentence, the rows and columns it names, the aggregate word it uses, and
 * figures echoed from the question.  See verdict.h.
 */
#include "verdict.h"
#include "verdict_int.h"
#include "synonyms.h"
#include "text_util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static bool said_as_range(const VerdictCtx *cx, size_t fi, size_t *lo);

/* ---- the answer's words: sentences, named rows, named columns ---- */

/* See verdict_int.h. */
int
vd_tokenize(VerdictCtx *cx)
{
	const uchar *t = cx->answer;
	size_t		len = cx->len;
	size_t		i = 0,
				cap = 0;

	while (i < len)
	{
		size_t		start = i;
		bool		number = ascii_is_digit(t[i]);

		if (!vd_is_wordch(t[i]))
		{
			i++;
			continue;
		}
		while (i < len && (vd_is_wordch(t[i]) ||
						   ((t[i] == '\'' || ((t[i] == '.' || t[i] == ',') && number)) &&
							i + 1 < len && vd_is_wordch(t[i + 1]) && i > start)))
			i++;
		if (cx->ntokens == cap)
		{
			size_t		ncap = cap ? cap * 2 : 64;
			VerdictToken	   *grown = realloc(cx->tokens, ncap * sizeof(VerdictToken));

			if (grown == NULL)
				return -1;
			cx->tokens = grown;
			cap = ncap;
		}
		cx->tokens[cx->ntokens].start = start;
		cx->tokens[cx->ntokens].len = i - start;
		cx->tokens[cx->ntokens].number = number;
		cx->ntokens++;
	}
	/* the lines, so that finding a figure's line costs no walk back over a long one */
	cx->nlines = 1;
	for (i = 0; i < len; i++)
		cx->nlines += t[i] == '\n';
	cx->line_starts = malloc(cx->nlines * sizeof(size_t));
	if (cx->line_starts == NULL)
		return -1;
	cx->nlines = 0;
	cx->line_starts[cx->nlines++] = 0;
	for (i = 0; i < len; i++)
		if (t[i] == '\n')
			cx->line_starts[cx->nlines++] = i + 1;
	return 0;
}

/* The index of the line holding offset at (lines indexed). */
static size_t
line_index(const VerdictCtx *cx, size_t at)
{
	size_t		lo = 0,
				hi = cx->nlines;

	/* the last line start at or before at */
	while (hi - lo > 1)
	{
		size_t		mid = lo + (hi - lo) / 2;

		if (cx->line_starts[mid] <= at)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* See verdict_int.h. */
size_t
vd_line_start(const VerdictCtx *cx, size_t at)
{
	if (cx->line_starts == NULL)
	{
		while (at > 0 && cx->answer[at - 1] != '\n')
			at--;
		return at;
	}
	return cx->line_starts[line_index(cx, at)];
}

/* See verdict_int.h. */
size_t
vd_line_end(const VerdictCtx *cx, size_t at)
{
	size_t		k;

	if (cx->line_starts == NULL || at >= cx->len)
	{
		while (at < cx->len && cx->answer[at] != '\n')
			at++;
		return at;
	}
	k = line_index(cx, at);
	return k + 1 < cx->nlines ? cx->line_starts[k + 1] - 1 : cx->len;
}

/* Are the n bytes at t a possessive ending: "'s" or "\u2019s"? */
static bool
possessive_ending(const uchar *t, size_t n)
{
	return (n == 2 && t[0] == '\'' && (t[1] | 0x20) == 's') ||
		(n == 4 && t[0] == 0xe2 && t[1] == 0x80 && t[2] == 0x99 && (t[3] | 0x20) == 's');
}

/* See verdict_int.h. */
size_t
vd_token_at(const VerdictCtx *cx, size_t offset)
{
	size_t		a = 0,
				b = cx->ntokens;

	while (a < b)
	{
		size_t		m = a + (b - a) / 2;

		if (cx->tokens[m].start < offset)
			a = m + 1;
		else
			b = m;
	}
	return a;
}

/* See verdict_int.h. */
size_t
vd_figure_at(const VerdictCtx *cx, size_t offset)
{
	size_t		a = 0,
				b = cx->nfigs;

	while (a < b)
	{
		size_t		m = a + (b - a) / 2;

		if (cx->figs[m].offset < offset)
			a = m + 1;
		else
			b = m;
	}
	return a;
}

/* Does an abbreviation that a sentence never ends on ("vs", "e.g", "i.e", "approx") end right before t[i]? */
static bool
abbreviation_before(const uchar *t, size_t i)
{
	static const char *const abbrevs[] = {"vs", "e.g", "i.e", "approx", "cf", "incl", "viz", "ca", NULL};
	int			k;

	for (k = 0; abbrevs[k]; k++)
	{
		size_t		n = strlen(abbrevs[k]),
					j;

		if (i < n || (i > n && ascii_is_alpha(t[i - n - 1])))
			continue;
		for (j = 0; j < n && ascii_lower(t[i - n + j]) == (uchar) abbrevs[k][j]; j++)
			;
		if (j == n)
			return true;
	}
	return false;
}

/*
 * Does a single-letter abbreviation end right before t[i], with a figure
 * after it: "c. $620,000" (circa), "$70,444.14 v. $43,126.37" (versus)?
 * Only before a figure: "Plan C. Then" ends a sentence.
 */
static bool
letter_abbreviation_before(const uchar *t, size_t len, size_t i)
{
	size_t		j = i + 1;

	if (i < 1 || (i >= 2 && (ascii_is_alpha(t[i - 2]) || t[i - 2] == '.')))
		return false;
	if (ascii_lower(t[i - 1]) != 'c' && ascii_lower(t[i - 1]) != 'v')
		return false;
	while (j < len && t[j] == ' ')
		j++;
	if (j == i + 1 || j >= len)
		return false;
	return ascii_is_digit(t[j]) || t[j] == '$' ||
		(j + 1 < len && t[j] == 0xc2 && t[j + 1] == 0xa3) ||	/* £ */
		(j + 2 < len && t[j] == 0xe2 && t[j + 1] == 0x82 && t[j + 2] == 0xac);	/* € */
}

/*
 * Does a short answer to the question ending at t[i] follow it on its line:
 * a figure ("Canada? $195.10.", "per order? $1,718.15."), or a few words of
 * hedge and a figure in words ("villains? A bit more than one in every
 * four.", "than Confections? About four times.")?  The two are read as one
 * sentence: the question says what the figure is of.
 */
static bool
answer_follows_question(const uchar *t, size_t len, size_t i)
{
	static const char *const hedge[] = {"about", "roughly", "around", "nearly", "almost", "approximately", "some",
		"just", "a", "an", "over", "under", "more", "less", "than", "close", "to", "right", "well", "not", "quite",
		"only", "exactly", "bit", "little", "shade", "touch", "hair", "tad", "north", "south", "of", "one", "two", "three", "four",
		"five", "six", "seven", "eight", "nine", "ten", "in", "every", "times", "twice", "half", "third", "thirds",
		"quarter", "quarters", "fifth", "fifths", "double", "triple", "hundred", "thousand", "million", "and",
	"twenty", "thirty", "forty", "fifty", NULL};
	size_t		j = i + 1,
				words = 0;

	while (j < len && t[j] == ' ')
		j++;
	if (j == i + 1 || j >= len)
		return false;
	if (ascii_is_digit(t[j]) || t[j] == '$' || (j + 1 < len && t[j] == 0xc2 && t[j + 1] == 0xa3) ||
		(j + 2 < len && t[j] == 0xe2 && t[j + 1] == 0x82 && t[j + 2] == 0xac))
		return true;
	/* words only, each of a hedge or a number, up to the stop */
	while (j < len && t[j] != '\n')
	{
		size_t		w = j;

		while (j < len && (ascii_is_alpha(t[j]) || t[j] == '-'))
			j++;
		if (j == w || ++words > 8)
			return false;
		{
			size_t		a = w,
						b;
			bool		known = true;

			/* a hyphened number ("twenty-one"): each part */
			while (a < j && known)
			{
				for (b = a; b < j && t[b] != '-'; b++)
					;
				known = b > a && vd_in_words(t + a, b - a, hedge);
				a = b + 1;
			}
			if (!known)
				return false;
		}
		if (j < len && t[j] == '.')
			return words >= 2 && (j + 1 >= len || t[j + 1] == ' ' || t[j + 1] == '\n');
		if (j >= len || t[j] != ' ')
			return false;
		while (j < len && t[j] == ' ')
			j++;
	}
	return false;
}

/* Does a sentence end at t[i] (". ", "! ", "? ", ";", a line break)? */
static bool
sentence_end(const uchar *t, size_t len, size_t i)
{
	uchar		c = t[i];

	if (c == ';')
		return true;
	if (c == '\n')
	{
		size_t		j = i + 1;

		/*
		 * "**France: 11.2% of customers**\n— 10 out of 89.": a line that
		 * goes on with a bracket, a dash or a lower-case word is the same
		 * sentence, wrapped
		 */
		while (j < len && t[j] == ' ')
			j++;
		if (j < len && (t[j] == '(' || (t[j] >= 'a' && t[j] <= 'z')))
			return false;
		if (j + 3 < len && t[j] == 0xe2 && t[j + 1] == 0x80 && (t[j + 2] == 0x93 || t[j + 2] == 0x94) &&
			t[j + 3] == ' ')
			return false;
		return true;
	}
	if (c == '.' || c == '!' || c == '?')
	{
		if (c == '.' && i > 0 && i + 1 < len && ascii_is_digit(t[i - 1]) && ascii_is_digit(t[i + 1]))
			return false;
		/* "337 vs. 191", "e.g. Rock", "approx. 40": an abbreviation's stop, which a sentence never ends on */
		if (c == '.' && i + 1 < len && (abbreviation_before(t, i) || letter_abbreviation_before(t, len, i)))
			return false;
		/*
		 * "avg. reorder level", "4 cyl. (28.86)": a stop after a word, then a
		 * lower-case word or a bracketed figure, is an abbreviation's
		 */
		if (c == '.' && i > 0 && ascii_is_alpha(t[i - 1]) && i + 2 < len && t[i + 1] == ' ' &&
			((t[i + 2] >= 'a' && t[i + 2] <= 'z') ||
			 (t[i + 2] == '(' && i + 3 < len && (ascii_is_digit(t[i + 3]) || t[i + 3] == '$'))))
			return false;
		if (c == '?' && answer_follows_question(t, len, i))
			return false;
		return i + 1 >= len || t[i + 1] == ' ' || t[i + 1] == '\n';
	}
	return false;
}

/*
 * "Heroes: 223 | Villains: 60": does the bar at i end a sentence?  A bar
 * between fields does, on a line that is no table row and names no row;
 * "Seafood: $13,010 | Meat/Poultry: $5,729.45", "Scope: DC Comics | Heroes:
 * 223" set their fields of the rows named, one sentence.  Once the
 * sentences are indexed, bar_ends holds the answer (field_bars), one pass
 * for all bars; before, the line is read here.
 */
static bool
field_bar_ends(const VerdictCtx *cx, size_t i)
{
	const uchar *t = cx->answer;
	size_t		a = i,
				b = i + 1,
				j,
				k;

	if (!(i > 0 && i + 1 < cx->len && t[i - 1] == ' ' && t[i + 1] == ' '))
		return false;
	if (cx->bar_ends != NULL)
		return cx->bar_ends[i] != 0;
	while (a > 0 && t[a - 1] != '\n')
		a--;
	while (b < cx->len && t[b] != '\n')
		b++;
	for (j = a; j < i && t[j] == ' '; j++)
		;
	if (t[j] == '|')
		return false;
	for (k = 0; k < cx->nmentions; k++)
		if (cx->mentions[k].offset >= a && cx->mentions[k].offset < b)
			return false;
	return true;
}

/* Mark the bars that end sentences (see field_bar_ends) in one pass over the lines; -1 out of memory. */
static int
field_bars(VerdictCtx *cx)
{
	const uchar *t = cx->answer;
	unsigned char *mark = calloc(cx->len + 1, 1);
	size_t		a,
				b,
				j,
				k;

	if (mark == NULL)
		return -1;
	/* 2: a row named there */
	for (k = 0; k < cx->nmentions; k++)
		if (cx->mentions[k].offset < cx->len)
			mark[cx->mentions[k].offset] = 2;
	for (a = 0; a < cx->len; a = b + 1)
	{
		bool		named = false,
					table;

		for (b = a; b < cx->len && t[b] != '\n'; b++)
			named = named || mark[b] == 2;
		for (j = a; j < b && t[j] == ' '; j++)
			;
		table = j < b && t[j] == '|';
		for (j = a; j < b; j++)
			mark[j] = !named && !table && t[j] == '|' && j > 0 && j + 1 < cx->len && t[j - 1] == ' ' &&
				t[j + 1] == ' ';
	}
	cx->bar_ends = mark;
	return 0;
}

/*
 * The same, knowing the rows the answer names: a stop inside a name ("R.E.M.
 * Feat. Kate Pearson") ends nothing, and one that ends a name ("by R.E.M.
 * number 41", "Acme Inc. sold") ends the sentence only when a capital or the
 * end of the text follows.
 */
static bool
sentence_end_named(const VerdictCtx *cx, size_t i)
{
	size_t		k,
				j;

	if (cx->answer[i] == '|')
		return field_bar_ends(cx, i);
	if (!sentence_end(cx->answer, cx->len, i))
		return false;
	if (cx->answer[i] == ';' || cx->answer[i] == '\n')
		return true;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (i < m->offset || i >= m->offset + m->len || m->year)
			continue;
		if (i + 1 < m->offset + m->len)
			return false;
		for (j = i + 1; j < cx->len && cx->answer[j] == ' '; j++)
			;
		return j >= cx->len || (cx->answer[j] >= 'A' && cx->answer[j] <= 'Z');
	}
	return true;
}

/*
 * How long a run of text with no sentence end is read as one sentence.
 * Prose sentences stay well under it; a list written as one long line is
 * read in pieces, so that every figure's context costs a bounded scan
 * however long the answer.
 */
#define SENTENCE_REACH 1000

/* See verdict_int.h. */
int
vd_index_sentences(VerdictCtx *cx)
{
	size_t		i,
				start = 0,
				cap = 16;

	if (field_bars(cx) != 0)
		return -1;
	cx->nsentence_ends = 0;
	cx->sentence_ends = malloc(cap * sizeof(size_t));
	if (cx->sentence_ends == NULL)
		return -1;
	for (i = 0; i < cx->len; i++)
	{
		/* (a piece ends at a space: never inside a word or a figure) */
		if (!sentence_end_named(cx, i) && !(i - start >= SENTENCE_REACH && cx->answer[i] == ' '))
			continue;
		if (cx->nsentence_ends == cap)
		{
			size_t	   *grown = realloc(cx->sentence_ends, 2 * cap * sizeof(size_t));

			if (grown == NULL)
				return -1;
			cx->sentence_ends = grown;
			cap *= 2;
		}
		cx->sentence_ends[cx->nsentence_ends++] = i;
		start = i + 1;
	}
	return 0;
}

/* The index of the first sentence end at or after offset at, from index lo on. */
static size_t
first_end_from(const VerdictCtx *cx, size_t lo, size_t at)
{
	size_t		hi = cx->nsentence_ends;

	while (lo < hi)
	{
		size_t		mid = lo + (hi - lo) / 2;

		if (cx->sentence_ends[mid] < at)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * The sentence holding [off, off + n): its bounds. Before the sentences are
 * indexed (while the rows named are found), a scan that reaches as far as a
 * piece is long.
 */
static void
sentence_of(const VerdictCtx *cx, size_t off, size_t n, size_t *s0, size_t *s1)
{
	size_t		i = off,
				k;

	if (cx->sentence_ends == NULL)
	{
		while (i > 0 && !sentence_end_named(cx, i - 1) && off - i < SENTENCE_REACH)
			i--;
		*s0 = i;
		i = off + n;
		while (i < cx->len && !sentence_end_named(cx, i) && i - (off + n) < SENTENCE_REACH)
			i++;
		*s1 = i;
		return;
	}
	/* the first end at or after off: the one before it ends the sentence before */
	k = first_end_from(cx, 0, off);
	*s0 = k > 0 ? cx->sentence_ends[k - 1] + 1 : 0;
	k = first_end_from(cx, k, off + n);
	*s1 = k < cx->nsentence_ends ? cx->sentence_ends[k] : cx->len;
}

/*
 * "Subject: Q1 net sales up 116% vs. last year", "Headline: ...", "TL;DR:
 * ...": does the line [i, e) open with a label that says it sums up what
 * follows?
 */
static bool
summary_label(const uchar *t, size_t i, size_t e)
{
	static const char *const labels[] = {"subject", "re", "headline", "summary", "tl;dr", "tldr", "bluf",
	"bottom line", "short version", "the short version", "in short", "top line", NULL};
	size_t		c;

	for (c = i; c < e && c < i + 24 && t[c] != ':'; c++)
		;
	return c < e && t[c] == ':' && vd_in_words(t + i, c - i, labels);
}

/*
 * Is the line at i a label and its figure: a colon or a dash set off by
 * spaces, then the figure ("Week 9 — 16 (current)", "Premium: $775.40")?
 */
static bool
labelled_figure_line(const uchar *t, size_t len, size_t i)
{
	size_t		k;

	for (k = i; k < len && t[k] != '\n'; k++)
	{
		size_t		f;

		if (k > i && t[k] == ':')
			f = k + 1;
		else if (k > i && t[k - 1] == ' ' && k + 3 < len && t[k] == 0xe2 && t[k + 1] == 0x80 &&
				 (t[k + 2] == 0x94 || t[k + 2] == 0x93))
			f = k + 3;
		else
			continue;
		while (f < len && (t[f] == ' ' || t[f] == '$'))
			f++;
		return f < len && ascii_is_digit(t[f]);
	}
	return false;
}

/*
 * Where the list a sentence ending its line at s1 leads ends: the next line
 * (past one blank line at most) a short lead-in ending in ":" with no digit
 * ("Breaking that down:", "At a glance:"), then list items, each of its own
 * line; where bare, the items may follow a blank line with no lead-in; s1
 * when there is no such list.
 */
static size_t
breakdown_end(const VerdictCtx *cx, size_t s1, bool bare)
{
	const uchar *t = cx->answer;
	size_t		i = s1,
				last = 0,
				end = s1;

	while (i < cx->len && (t[i] == '.' || t[i] == ' '))
		i++;
	if (i >= cx->len || t[i] != '\n')
		return s1;
	/* the lead-in, after a blank line or none */
	if (i + 1 < cx->len && t[i + 1] == '\n')
		i++;
	/* "New claims up 35.2% (+19).", a blank line, "• March 1998 — 73": where bare, items with no lead-in */
	if (!(bare && i > 0 && t[i - 1] == '\n' && i + 1 < cx->len && t[i + 1] != '\n' && vd_list_item(cx, i + 1)))
	{
		for (++i; i < cx->len && t[i] != '\n'; i++)
		{
			if (ascii_is_digit(t[i]) || i - s1 > 80)
				return s1;
			if (t[i] != ' ')
				last = i;
		}
		/* "By the numbers" over its items: a lead-in with or without its colon */
		if (last == 0 || i >= cx->len || (t[last] != ':' && !(i + 1 < cx->len && vd_list_item(cx, i + 1))))
			return s1;
	}
	/* its items, one a line; after "Detail:", lines of a label and its figure too ("Week 9 — 16") */
	while (i + 1 < cx->len && t[i] == '\n' &&
		   (vd_list_item(cx, i + 1) || (last > 0 && t[last] == ':' && labelled_figure_line(t, cx->len, i + 1))))
	{
		for (i++; i < cx->len && t[i] != '\n'; i++)
			;
		end = i;
	}
	return end;
}

/*
 * The end of what a summary line ending at s1 sums up: the first paragraph
 * after it with a digit (past a greeting), and the list a line of it ending
 * in ":" leads ("Key numbers:").
 */
static size_t
summarised_block_end(const uchar *t, size_t len, size_t s1)
{
	size_t		i = s1,
				end = s1;
	bool		digit = false,
				leads = false;

	while (i < len)
	{
		size_t		e = i,
					last = i;
		bool		blank = true;

		while (e < len && t[e] != '\n')
		{
			if (t[e] != ' ')
			{
				blank = false;
				last = e;
			}
			if (ascii_is_digit(t[e]))
				digit = true;
			e++;
		}
		if (blank)
		{
			/* a paragraph ends; go on past one that leads a list, or that held no figure */
			if (end > s1 && digit && !leads)
				return end;
		}
		else
		{
			end = e;
			leads = t[last] == ':';
		}
		i = e + 1;
	}
	return digit ? end : s1;
}

/* A list's bullet and sub-bullet written as a mark of their own: "•", "◦". */
static const char *const bullet_marks[] = {"\xe2\x80\xa2", "\xe2\x97\xa6", NULL};

/*
 * Is the line at i a heading: wholly in bold, a markdown heading, or a
 * slide's ("Slide 2 — Revenue by rep", "**Slide 2: ...**")?
 */
static bool
heading_line(const uchar *t, size_t len, size_t i)
{
	size_t		e = i,
				k = i;

	while (e < len && t[e] != '\n')
		e++;
	while (e > i && (t[e - 1] == ' ' || t[e - 1] == '\r'))
		e--;
	if ((i + 2 < e && t[i] == '*' && t[i + 1] == '*' && t[e - 1] == '*' && t[e - 2] == '*') ||
		(i + 1 < e && t[i] == '#'))
		return true;
	while (k < e && (t[k] == '*' || t[k] == '#' || t[k] == ' ' || t[k] == '_'))
		k++;
	if (!(k + 6 < e && ascii_equal_nocase_n((const char *) t + k, "slide ", 6) && ascii_is_digit(t[k + 6])))
		return false;
	for (k += 6; k < e && ascii_is_digit(t[k]); k++)
		;
	while (k < e && t[k] == ' ')
		k++;
	return k < e && (t[k] == ':' || t[k] == '.' || (k + 2 < e && t[k] == 0xe2 && t[k + 1] == 0x80 &&
													 (t[k + 2] == 0x94 || t[k + 2] == 0x93)));
}

/* Does the line at i hold a digit (past "Slide 2" where slide is true)? */
static bool
line_has_digit(const uchar *t, size_t len, size_t i, bool slide)
{
	size_t		k = i;

	while (k < len && (t[k] == '*' || t[k] == '#' || t[k] == ' ' || t[k] == '_'))
		k++;
	if (slide && k + 6 < len && ascii_equal_nocase_n((const char *) t + k, "slide ", 6))
		for (k += 6; k < len && ascii_is_digit(t[k]); k++)
			;
	for (; k < len && t[k] != '\n'; k++)
		if (ascii_is_digit(t[k]))
			return true;
	return false;
}

/*
 * "Heroes at more than double villains on headcount", a blank line, then
 * the story: is the line [i, s1) a headline in plain text?  It opens the
 * answer or a block, has three to sixteen words and no stop, colon or
 * question mark at its end, and a blank line under it.
 */
static bool
plain_headline(const VerdictCtx *cx, size_t i, size_t s1)
{
	const uchar *t = cx->answer;
	size_t		e = s1,
				k,
				words = 0;

	if (!(i == 0 || (i >= 2 && t[i - 1] == '\n' && t[i - 2] == '\n')) || vd_list_item(cx, i))
		return false;
	if (!(s1 + 1 < cx->len && t[s1] == '\n' && t[s1 + 1] == '\n'))
		return false;
	while (e > i && t[e - 1] == ' ')
		e--;
	if (e == i || strchr(".:;,?!)", t[e - 1]) != NULL)
		return false;
	for (k = i; k < e; k++)
		if (t[k] != ' ' && (k == i || t[k - 1] == ' '))
			words++;
	return words >= 3 && words <= 16;
}

/*
 * The end of the story under a plain headline ending at s1: its first
 * paragraph, and the list a short lead-in after it introduces ("By the
 * numbers:").
 */
static size_t
story_end(const VerdictCtx *cx, size_t s1)
{
	const uchar *t = cx->answer;
	size_t		i = s1 + 2,
				e;

	while (i < cx->len && t[i] == ' ')
		i++;
	if (i >= cx->len || t[i] == '\n')
		return s1;
	for (e = i; e < cx->len && !(t[e] == '\n' && (e + 1 >= cx->len || t[e + 1] == '\n')); e++)
		;
	return breakdown_end(cx, e, false);
}

/*
 * "**Net sales up 64% month on month**\nNet sales reached $71k in
 * December, ...": is the sentence [s0, s1) a headline, a line wholly in bold
 * or a markdown heading?  Its figures summarise the sentence under it (after
 * at most one blank line), whose end is returned; s1 when it is none.  A
 * summary line ("Subject: ...") sums up the block after it.
 */
static size_t
headline_body_end(const VerdictCtx *cx, size_t s0, size_t s1)
{
	const uchar *t = cx->answer;
	size_t		i = s0,
				e = s1,
				b0,
				b1;
	int			hops;
	bool		slides = false;


	while (i < s1 && t[i] == ' ')
		i++;
	if (!(i == 0 || t[i - 1] == '\n'))
		return s1;
	/* "Headline: revenue up $31.99 vs. last year." */
	if (summary_label(t, i, s1))
	{
		while (e < cx->len && (t[e] == '.' || t[e] == ' '))
			e++;
		return e >= cx->len || t[e] == '\n' ? summarised_block_end(t, cx->len, e) : s1;
	}
	if (e >= cx->len || t[e] != '\n')
		return s1;
	if (!heading_line(t, cx->len, i))
		return plain_headline(cx, i, s1) ? story_end(cx, s1) : s1;
	i = s1 + 1;
	if (i < cx->len && t[i] == '\n')
		i++;
	while (i < cx->len && t[i] == ' ')
		i++;
	/* "# Slide 1 — Net sales up 18%" over "## Slide 2: ..." and its bullets: past the headings, the block */
	for (hops = 0; hops < 2 && i < cx->len && heading_line(t, cx->len, i) && !line_has_digit(t, cx->len, i, true);
		 hops++)
	{
		while (i < cx->len && t[i] != '\n')
			i++;
		while (i < cx->len && (t[i] == '\n' || t[i] == ' '))
			i++;
		slides = true;
	}
	if (i >= cx->len || t[i] == '\n')
		return s1;
	sentence_of(cx, i, 0, &b0, &b1);
	/* a list under a slide's headings: every item of it */
	while (slides && vd_list_item(cx, b0) && b1 < cx->len)
	{
		size_t		n = b1;

		while (n < cx->len && t[n] != '\n')
			n++;
		if (n + 1 >= cx->len || t[n + 1] == '\n')
		{
			b1 = n;
			break;
		}
		sentence_of(cx, n + 1, 0, &b0, &n);
		if (!vd_list_item(cx, b0))
			break;
		b1 = n;
	}
	return b1;
}

/*
 * "Heroes trailed villains by 31 percent on average weight.\n\nHeroes came
 * in at 92.2 kg; villains, at 134.0 kg.": a sentence [s0, s1) whose one
 * figure is a percentage or a multiple in digits, followed (past a blank
 * line at most) by one that states two amounts and no percentage or
 * multiple, states what the second one details; the end of that one, else
 * s1.
 */
static size_t
lede_end(const VerdictCtx *cx, size_t s0, size_t s1)
{
	const uchar *t = cx->answer;
	size_t		i = s1,
				b0,
				b1,
				k,
				amounts = 0;

	k = vd_figure_at(cx, s0);
	if (k >= cx->nfigs || cx->figs[k].offset >= s1 || (k + 1 < cx->nfigs && cx->figs[k + 1].offset < s1))
		return s1;
	while (i < cx->len && (t[i] == '.' || t[i] == ' '))
		i++;
	if (i < cx->len && t[i] == '\n')
		i += i + 1 < cx->len && t[i + 1] == '\n' ? 2 : 1;
	if (i >= cx->len || i == s1 || vd_list_item(cx, i))
		return s1;
	sentence_of(cx, i, 0, &b0, &b1);
	/* "Heroes came in at 92.2 kg; villains, at 134.0 kg.": a clause past a semicolon goes on */
	if (b1 < cx->len && t[b1] == ';')
		sentence_of(cx, b1 + 1, 0, &k, &b1);
	for (k = vd_figure_at(cx, b0); k < cx->nfigs && cx->figs[k].offset < b1; k++)
	{
		if (cx->figs[k].percent || cx->figs[k].multiple)
			return s1;
		amounts++;
	}
	return amounts == 2 ? b1 : s1;
}

/*
 * Is [p0, p1) a heading alone on its line, with no digit: wholly in bold or
 * a markdown heading ("**Key movements**", "## Risks"), or a short line of
 * words alone ("Key movements")?
 */
static bool
heading_alone(const VerdictCtx *cx, size_t p0, size_t p1)
{
	const uchar *t = cx->answer;
	size_t		e = p0,
				k;

	if (p0 > 0 && t[p0 - 1] != '\n')
		return false;
	while (e < cx->len && t[e] != '\n')
		e++;
	if (e < p1 || e >= cx->len)
		return false;
	for (k = p0; k < e; k++)
		if (ascii_is_digit(t[k]))
			return false;
	/* a stage direction in square brackets ("[beat]", "[music up]") is no sentence either */
	while (e > p0 && t[e - 1] == ' ')
		e--;
	if (t[p0] == '[' && e > p0 + 1 && t[e - 1] == ']' && memchr(t + p0 + 1, ']', e - 1 - (p0 + 1)) == NULL)
		return true;
	return heading_line(t, cx->len, p0) || vd_words_title_line(cx, p0);
}

/* See verdict_int.h. */
bool
vd_words_title_line(const VerdictCtx *cx, size_t p)
{
	const uchar *t = cx->answer;
	size_t		e;

	for (e = p; e < cx->len && t[e] != '\n'; e++)
		if (!(ascii_is_alpha(t[e]) || t[e] == ' ' || t[e] == '-' || t[e] == '\''))
			return false;
	return e < cx->len && e > p && e - p <= 40 && ascii_is_upper(t[p]);
}

/*
 * The sentence before the one starting at s0: the one holding the last
 * character before it that is neither a space nor a sentence's end, so that
 * ".\n- " between two items of a list is no empty sentence of its own.
 */
static void
sentence_before(const VerdictCtx *cx, size_t s0, size_t *p0, size_t *p1)
{
	size_t		i = s0,
				h0 = 0,
				h1 = 0;
	int			hops;

	/*
	 * past a heading of its own line ("**Key movements**", "Key movements"):
	 * no sentence of the prose; but not up into a title
	 */
	for (hops = 0; hops < 3; hops++)
	{
		while (i > 0 && (cx->answer[i - 1] == ' ' || cx->answer[i - 1] == '\n' || sentence_end_named(cx, i - 1)))
			i--;
		if (i == 0)
		{
			*p0 = *p1 = 0;
			return;
		}
		sentence_of(cx, i - 1, 0, p0, p1);
		if (hops > 0 && (heading_line(cx->answer, cx->len, *p0) || cx->answer[*p0] == '#'))
		{
			*p0 = h0;
			*p1 = h1;
			return;
		}
		if (*p0 == 0 || !heading_alone(cx, *p0, *p1))
			return;
		if (hops == 0)
		{
			h0 = *p0;
			h1 = *p1;
		}
		i = *p0;
	}
}

/* Does the clause at s0 follow a semicolon ("…; Germany: 4 of 64")? */
static bool
semicolon_before(const VerdictCtx *cx, size_t s0)
{
	size_t		i = s0;

	while (i > 0 && cx->answer[i - 1] == ' ')
		i--;
	return i > 0 && cx->answer[i - 1] == ';';
}

/* See verdict_int.h. */
size_t
vd_paragraph_start(const VerdictCtx *cx, size_t off)
{
	size_t		i = off;

	while (i >= 2 && !(cx->answer[i - 1] == '\n' && cx->answer[i - 2] == '\n'))
		i--;
	return i < 2 ? 0 : i;
}

/* See verdict_int.h. */
size_t
vd_sentence_before(const VerdictCtx *cx, size_t s0)
{
	size_t		p0,
				p1;

	if (s0 == 0)
		return 0;
	sentence_before(cx, s0, &p0, &p1);
	return p0;
}

/* Texts that are too common in prose to name a row. */
static const char *const not_names[] = {
	"yes", "no", "none", "null", "other", "others", "all", "total", "unknown", "true", "false",
	"and", "the", "not", "any", "some", "average", "sum", "count", "min", "max", "mean", "median",
	"na", "n/a", "it", "in", "on", "at", "is", "of", "to", "by", "or", "an", "as", "one", "two", NULL
};

/* See verdict_int.h. */
bool
vd_small_count_attributed(const VerdictCtx *cx, size_t fi, bool column_word)
{
	const Figure *f = &cx->figs[fi];
	const FigCtx *fx = &cx->fx[fi];
	const Mention *m;
	size_t		w,
				e,
				k;
	int			c;

	if (fx->mention < 0)
		return false;
	m = &cx->mentions[fx->mention];
	/* "H2 had 223 orders": a period of several rows is summed as a group */
	if (m->period && m->nrows > 1)
		return false;
	/* named in its own sentence, before it, a few words away: "Germany supplies 8 products" */
	if (m->offset < fx->s0 || m->offset + m->len > f->offset ||
		vd_token_at(cx, f->offset) - vd_token_at(cx, m->offset + m->len) > 3)
		return false;
	/* "A, B and C received 216 orders between them": a sum, not one row's */
	if (fx->summed || fx->sum_words)
		return false;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *o = &cx->mentions[k];

		if ((int) k != fx->mention && !o->dropped && o->offset >= fx->s0 && o->offset < f->offset &&
			o->offset != m->offset)
			return false;
	}
	if (!column_word)
		return true;
	/* the word after it names a column of the named row's step */
	for (w = f->offset + f->length; w < cx->len && cx->answer[w] == ' '; w++)
		;
	for (e = w; e < cx->len && vd_is_wordch(cx->answer[e]); e++)
		;
	if (e - w < 3)
		return false;
	{
		WordArg		a = {cx->answer + w, e - w};
		const StepRead *sr = &cx->reads[m->sread];

		for (c = 0; c < sr->cells.ncolumns && c < (int) sr->step->ncolumn_names; c++)
			if (c != m->column && sr->step->column_names[c] != NULL &&
				vd_name_words(sr->step->column_names[c], vd_word_matches, &a))
				return true;
	}
	return false;
}

/*
 * Does the name end as a name does: in a letter or digit, or in stops,
 * apostrophes or a closing bracket after one ("R.E.M.", "Inc.", "Bon app'",
 * "Yes!")? The answer then writes the stop once, also at a sentence's end.
 */
static bool
name_ends(const uchar *cell, size_t n)
{
	/* "B+", "C++": a grade or a name that ends in pluses */
	bool		plus = n >= 2 && cell[n - 1] == '+';

	while (n > 1 && (cell[n - 1] == '.' || cell[n - 1] == '\'' || cell[n - 1] == '!' || cell[n - 1] == '?' ||
					 cell[n - 1] == ')' || cell[n - 1] == '+'))
		n--;
	return (n >= 2 || plus) && vd_is_wordch(cell[n - 1]);
}

static bool list_joined(const uchar *t, size_t from, size_t to);

/* Is the read's text cell in column c, at the answer's offset p, a one-letter name (grade "A", sex "F")? */
static bool
letter_cell_at(const StepRead *sr, int c, const uchar *t, size_t len, size_t p)
{
	size_t		k;

	if (p + 1 > len || !(t[p] >= 'A' && t[p] <= 'Z') || (p + 1 < len && vd_is_wordch(t[p + 1]) && t[p + 1] != '\''))
		return false;
	for (k = 0; k < sr->cells.nnames; k++)
		if (sr->cells.names[k].column == c && sr->cells.names[k].len == 1 && (uchar) sr->cells.names[k].text[0] == t[p])
			return true;
	return false;
}

/*
 * Mentions of one-letter text cells ("A", "F"): a capital letter alone
 * names the rows holding it only where nothing else reads it as a word: with
 * "'s" ("four are A's"), in brackets or quotes ("(F)"), after a word of its
 * column's name ("grade A"), or in a list with another name of that column
 * ("A and B+"). Never "I". At most one mention per letter and place.
 */
static void
letter_mentions(VerdictCtx *cx)
{
	size_t		s,
				k,
				j;

	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];

		for (k = 0; k < cx->ntokens; k++)
		{
			const VerdictToken *tk = &cx->tokens[k];
			const uchar *t = cx->answer + tk->start;
			size_t		p = tk->start;
			int			c;

			if (tk->number || !(tk->len == 1 || (tk->len == 3 && t[1] == '\'' && t[2] == 's')) ||
				!(t[0] >= 'A' && t[0] <= 'Z') || t[0] == 'I')
				continue;
			for (c = 0; c < sr->cells.ncolumns; c++)
			{
				bool		ok = tk->len == 3;
				Mention    *m;
				size_t		r;

				if (!letter_cell_at(sr, c, cx->answer, cx->len, p))
					continue;
				/* "(F)", "'A'", "\"A\"" */
				if (!ok && p > 0 && p + 1 < cx->len)
					ok = (cx->answer[p - 1] == '(' && cx->answer[p + 1] == ')') ||
						(cx->answer[p - 1] == '"' && cx->answer[p + 1] == '"') ||
						(cx->answer[p - 1] == '\'' && cx->answer[p + 1] == '\'');
				/* "grade A" */
				if (!ok && k > 0 && !cx->tokens[k - 1].number)
				{
					WordArg		a = {cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len};

					ok = cx->tokens[k - 1].start + cx->tokens[k - 1].len + 1 == p &&
						vd_name_words(vd_col_name(sr, c), vd_word_matches, &a);
				}
				/* "A and B+", "B, C and D": another name of the column, joined as a list */
				for (j = 0; !ok && j < cx->nmentions; j++)
				{
					const Mention *o = &cx->mentions[j];

					if (o->sread != (int) s || o->column != c || o->offset == p)
						continue;
					ok = (o->offset > p && list_joined(cx->answer, p + 1, o->offset)) ||
						(o->offset < p && list_joined(cx->answer, o->offset + o->len, p));
				}
				for (j = 0; !ok && j < cx->ntokens; j++)
				{
					size_t		q = cx->tokens[j].start;

					if (j == k || cx->tokens[j].len != 1 || !letter_cell_at(sr, c, cx->answer, cx->len, q))
						continue;
					ok = (q > p && list_joined(cx->answer, p + 1, q)) || (q < p && list_joined(cx->answer, q + 1, p));
				}
				if (!ok || cx->nmentions >= MAX_MENTIONS)
					continue;
				m = &cx->mentions[cx->nmentions++];
				memset(m, 0, sizeof(*m));
				m->offset = p;
				m->len = 1;
				m->sread = (int) s;
				m->column = c;
				for (r = 0; r < sr->cells.nnames; r++)
				{
					const TextCell *tc = &sr->cells.names[r];

					if (tc->column != c || tc->len != 1 || (uchar) tc->text[0] != t[0])
						continue;
					if (m->nrows < MAX_MENTION_ROWS)
					{
						if (!vd_mention_has_row(m, tc->row))
							m->rows[m->nrows++] = tc->row;
					}
					else
						m->many = true;
				}
				break;
			}
		}
	}
}

/* Number words that may join a column's word as a code does ("eight-cylinder"). */
static const char *const small_numbers[] = {"one", "two", "three", "four", "five", "six", "seven", "eight",
"nine", "ten", "eleven", "twelve", NULL};

static bool identifier_column(const char *name);

/* Is the text in [from, to) only what joins the items of a list (", ", " and ", ", or ")? */
static bool
list_joined(const uchar *t, size_t from, size_t to)
{
	size_t		i = from;
	bool		joined = false;

	for (; i < to && (t[i] == ' ' || t[i] == ','); i++)
		if (t[i] == ',')
			joined = true;
	if (i + 3 <= to && (strncmp((const char *) t + i, "and", 3) == 0 || strncmp((const char *) t + i, "or", 2) == 0))
	{
		i += t[i] == 'a' ? 3 : 2;
		if (i >= to || t[i] != ' ')
			return false;
		joined = true;
		while (i < to && t[i] == ' ')
			i++;
	}
	return joined && i == to;
}

/* Are two figures of one kind: both amounts, both percentages or both multiples ("25, 1.44 times" are not)? */
static bool
alike(const Figure *a, const Figure *b)
{
	return a->percent == b->percent && a->multiple == b->multiple;
}

/* The first word of a unit of two words ("218.1 cu in", "256.9 cubic inches", "3 metric tons"). */
static const char *const unit_modifiers[] = {"cu", "cubic", "sq", "square", "metric", "nautical", "fluid", NULL};

/*
 * Are the figures ending at from and starting at to set against each other
 * in a run: "$53 to $185", "7.47 days to 8.57 days", "20,000 against
 * 4,000", "5.3 vs 4.4", "853 compared with 416", or listed (list_joined)?
 */
static bool
run_joined(const uchar *t, size_t from, size_t to)
{
	static const char *const against[] = {"to", "against", "versus", "vs", NULL};
	size_t		i = from,
				w;

	if (list_joined(t, from, to))
		return true;
	while (i < to && t[i] == ' ')
		i++;
	/* a unit word after the first figure ("7.47 days to", "3,419.0 lbs →", "218.1 cu in compared with") */
	for (w = i; w < to && ascii_is_alpha(t[w]); w++)
		;
	if (w > i && !vd_in_words(t + i, w - i, against) && !vd_eq_word(t + i, w - i, "compared"))
	{
		bool		modifier = vd_in_words(t + i, w - i, unit_modifiers);

		i = w;
		while (i < to && t[i] == ' ')
			i++;
		for (w = i; modifier && w < to && ascii_is_alpha(t[w]); w++)
			;
		if (w > i)
		{
			i = w;
			while (i < to && t[i] == ' ')
				i++;
		}
	}
	/* "$38.00 → $97.00", "3 -> 7" */
	if ((i + 3 <= to && t[i] == 0xe2 && t[i + 1] == 0x86 && t[i + 2] == 0x92) ||
		(i + 2 <= to && t[i] == '-' && t[i + 1] == '>'))
	{
		i += t[i] == '-' ? 2 : 3;
		while (i < to && t[i] == ' ')
			i++;
		return i == to;
	}
	/* "20.5 thousand as against 16.2 thousand" */
	if (i + 3 <= to && (t[i] == 'a' || t[i] == 'A') && t[i + 1] == 's' && t[i + 2] == ' ')
	{
		i += 3;
		while (i < to && t[i] == ' ')
			i++;
	}
	for (w = i; w < to && ascii_is_alpha(t[w]); w++)
		;
	/* "853 compared with 416", "$120.00 compared to $30.00" */
	if (w > i && vd_eq_word(t + i, w - i, "compared") && w + 1 < to && t[w] == ' ')
	{
		for (i = w + 1, w = i; w < to && ascii_is_alpha(t[w]); w++)
			;
		if (!(vd_eq_word(t + i, w - i, "with") || vd_eq_word(t + i, w - i, "to")))
			return false;
	}
	else if (w == i || !vd_in_words(t + i, w - i, against))
		return false;
	i = w;
	if (i < to && t[i] == '.')
		i++;
	if (i >= to || t[i] != ' ')
		return false;
	while (i < to && t[i] == ' ')
		i++;
	return i == to;
}

/*
 * See verdict_int.h.  No mention when no row holds v; by_value: named by a
 * column's word, not an id (see Mention).
 */
bool
vd_mention_rows_holding(VerdictCtx *cx, size_t s, int c, double v, size_t from, size_t to, bool by_value)
{
	const StepRead *sr = &cx->reads[s];
	int			nc = sr->cells.ncolumns;
	Mention    *m = NULL;
	size_t		r;

	for (r = 0; r < sr->cells.nrows; r++)
	{
		if (sr->cells.cells[r * nc + c] != v)
			continue;
		if (m == NULL)
		{
			if (cx->nmentions >= MAX_MENTIONS)
				return false;
			m = &cx->mentions[cx->nmentions++];
			m->offset = from;
			m->len = to - from;
			m->sread = (int) s;
			m->column = c;
			m->by_value = by_value;
		}
		if (m->nrows < MAX_MENTION_ROWS)
			m->rows[m->nrows++] = r;
		else
			m->many = true;
	}
	return true;
}

/*
 * Name the rows whose column holds the whole number v, for the word wt
 * before it: "id" or "ids" an identifier column, another word a column whose
 * name holds it ("fares" fare_id). The mention is the number at [from, to).
 */
static void
name_rows_by(VerdictCtx *cx, const VerdictToken *wt, double v, size_t from, size_t to)
{
	bool		ids = vd_eq_word(cx->answer + wt->start, wt->len, "id") ||
		vd_eq_word(cx->answer + wt->start, wt->len, "ids");
	char		w[24];
	size_t		wn,
				s;

	if (wt->len >= sizeof(w))
		return;
	for (wn = 0; wn < wt->len; wn++)
		w[wn] = (char) ascii_lower(cx->answer[wt->start + wn]);
	if (wn > 3 && w[wn - 1] == 's')
		wn--;
	w[wn] = '\0';
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			nc = sr->cells.ncolumns;
		int			c;

		for (c = 0; c < nc; c++)
		{
			const char *name = vd_col_name(sr, c);

			if (ids ? !identifier_column(name) :
				(!vd_name_contains(name, w) || vd_name_contains(name, "year")))
				continue;
			if (!vd_mention_rows_holding(cx, s, c, v, from, to, !ids))
				return;
		}
	}
}

/* Is the text words of letters only ("dog", "urban district"), ending in a letter other than "s"? */
static bool
letters_only(const uchar *t, size_t n)
{
	size_t		i;

	for (i = 0; i < n; i++)
		if (!ascii_is_alpha(t[i]) && !(t[i] == ' ' && i > 0 && t[i - 1] != ' '))
			return false;
	return n > 0 && ascii_is_alpha(t[n - 1]) && ascii_lower(t[n - 1]) != 's';
}

/*
 * May the text be named in the plural: letters only, or words whose last
 * is letters only ("Protected MPEG-4 video file" as "… video files"), not
 * a code ("A320").
 */
static bool
pluralable(const uchar *t, size_t n)
{
	size_t		w = n;

	if (letters_only(t, n))
		return true;
	while (w > 0 && t[w - 1] != ' ')
		w--;
	return w > 0 && n - w >= 3 && letters_only(t + w, n - w);
}

/* Is the text at t[0..n) a capitalised word ("Save-a-lot" too), not one that opens any sentence ("The", "In")? */
static bool
distinct_word(const uchar *t, size_t n)
{
	static const char *const openers[] = {"the", "a", "an", "in", "on", "at", "for", "and", "or", "of", "to",
		"by", "its", "it", "this", "that", "these", "those", "with", "from", "as", "all", "new", "old", "north",
	"south", "east", "west", "great", "big", "top", "first", NULL};
	size_t		i;

	if (n < 2 || !(t[0] >= 'A' && t[0] <= 'Z') || vd_in_words(t, n, openers) || vd_in_words(t, n, not_names))
		return false;
	for (i = 0; i < n; i++)
		if (!ascii_is_alpha(t[i]) && !(t[i] == '-' && i + 1 < n && ascii_is_alpha(t[i + 1])))
			return false;
	return true;
}

/* Words that end many names and name no row alone ("Dairy Products", "Glebe Park"). */
static const char *const generic_last_words[] = {"products", "park", "street", "road", "avenue", "city",
	"county", "inc", "ltd", "llc", "company", "corp", "corporation", "group", "records", "airlines", "airport",
	"university", "college", "school", "club", "team", "united", "centre", "center", "station", "hall",
	"house", "store", "shop", "market", "bank", "hotel", "restaurant", "cafe", "bar", "press", "media",
	"music", "studios", "pictures", "entertainment", "comics", "books", "services", "systems", NULL};

/*
 * Is word t[0..w) of a row's name unique in its column: no other row's name
 * starts with it (first: the name's first word) or holds it as a word (the
 * name's last word)?
 */
static bool
unique_name_word(const StepCells *cells, const TextCell *tc, const uchar *t, size_t w, bool first)
{
	size_t		j;

	for (j = 0; j < cells->nnames; j++)
	{
		const TextCell *o = &cells->names[j];
		size_t		i;

		if (o->column != tc->column || o->row == tc->row || o->len < w)
			continue;
		if (first)
		{
			if ((o->len == w || o->text[w] == ' ') && memcmp(o->text, t, w) == 0)
				return false;
			continue;
		}
		for (i = 0; i + w <= o->len; i++)
			if ((i == 0 || o->text[i - 1] == ' ') && (i + w == o->len || !ascii_is_alpha((uchar) o->text[i + w])) &&
				memcmp(o->text + i, t, w) == 0)
				return false;
	}
	return true;
}

/*
 * "Heroes: 223" over a column heroes and a row "NBC - Heroes": is a column of
 * read sr called by the word t[0..w) alone?  Such a word names the column.
 */
static bool
column_called(const StepRead *sr, const uchar *t, size_t w)
{
	WordArg		a = {t, w};
	int			c;

	for (c = 0; c < sr->cells.ncolumns; c++)
	{
		const char *name = vd_col_name(sr, c);
		size_t		n = name != NULL ? strlen(name) : 0;

		if (name != NULL && n + 2 >= w && n <= w + 2 && vd_name_words(name, vd_word_matches, &a))
			return true;
	}
	return false;
}

/* A letter or a digit, of a word in a name. */
static bool
name_char(uchar c)
{
	return ascii_is_alpha(c) || ascii_is_digit(c);
}

/* Does the name hold the word [w, w + n) as a word of its own at or after *from? Moves *from past it. */
static bool
name_word_from(const uchar *name, size_t len, size_t *from, const uchar *w, size_t n)
{
	size_t		i;

	for (i = *from; i + n <= len; i++)
		if ((i == 0 || !name_char(name[i - 1])) && (i + n == len || !name_char(name[i + n])) &&
			ascii_equal_nocase_n((const char *) name + i, (const char *) w, n))
		{
			*from = i + n;
			return true;
		}
	return false;
}

/*
 * "Protected video — 214" over "Protected MPEG-4 video file", "Battlestar
 * Galactica (Classic)" over "Battlestar Galactica (Classic), Season 1": two
 * to four capitalised-led words, the first the name's own first word and
 * each after it a later word of that name, in order, name the one row whose
 * name holds them so, where no other row's name in that column does.
 */
static void
words_in_order_mentions(VerdictCtx *cx)
{
	size_t		k,
				s;

	for (k = 0; k + 1 < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		size_t		m,
					n;
		bool		inside = false;

		if (tk->number || tk->len < 3 || !(cx->answer[tk->start] >= 'A' && cx->answer[tk->start] <= 'Z'))
			continue;
		for (m = 0; m < cx->nmentions && !inside; m++)
			inside = cx->mentions[m].offset <= tk->start + tk->len &&
				tk->start < cx->mentions[m].offset + cx->mentions[m].len;
		if (inside)
			continue;
		/* the longest run first: "Battlestar Galactica (Classic)" before "Battlestar Galactica" */
		for (n = 4; n >= 2; n--)
		{
			size_t		last = k + n - 1,
						j;
			bool		joined = last < cx->ntokens;

			/* one phrase: words apart by spaces and brackets only, none a number */
			for (j = k + 1; j <= last && joined; j++)
			{
				size_t		p;

				joined = !cx->tokens[j].number && cx->tokens[j].len >= 2;
				for (p = cx->tokens[j - 1].start + cx->tokens[j - 1].len; joined && p < cx->tokens[j].start; p++)
					joined = cx->answer[p] == ' ' || cx->answer[p] == '(' || cx->answer[p] == ')';
			}
			if (!joined)
				continue;
			for (s = 0; s < cx->nreads; s++)
			{
				const StepRead *sr = &cx->reads[s];
				const TextCell *hit = NULL;
				bool		again = false;

				for (m = 0; m < sr->cells.nnames && !again; m++)
				{
					const TextCell *tc = &sr->cells.names[m];
					const uchar *name = (const uchar *) tc->text;
					size_t		from;

					/* the name's first word, then the rest in order; not the name whole (found already) */
					if (tc->len <= tk->len || name_char(name[tk->len]) ||
						!ascii_equal_nocase_n((const char *) name, (const char *) cx->answer + tk->start, tk->len))
						continue;
					from = tk->len;
					for (j = k + 1; j <= last; j++)
						if (!name_word_from(name, tc->len, &from, cx->answer + cx->tokens[j].start, cx->tokens[j].len))
							break;
					if (j <= last)
						continue;
					if (hit != NULL && (hit->row != tc->row || hit->column != tc->column))
						again = true;
					hit = tc;
				}
				if (hit == NULL || again || cx->nmentions >= MAX_MENTIONS)
					continue;
				{
					Mention    *mn = &cx->mentions[cx->nmentions++];
					size_t		end = cx->tokens[last].start + cx->tokens[last].len;

					if (end < cx->len && cx->answer[end] == ')')
						end++;
					memset(mn, 0, sizeof(*mn));
					mn->offset = tk->start;
					mn->len = end - tk->start;
					mn->sread = (int) s;
					mn->column = hit->column;
					mn->rows[0] = hit->row;
					mn->nrows = 1;
				}
				n = 1;			/* found: no shorter run */
				break;
			}
		}
	}
}

/*
 * "DC's 224 heroes", "At Marvel the share is lower", "Everest tops Nanga
 * Parbat": the first or the last word of a row's name of several words
 * names that row, where no other row's name in its column starts with it
 * (first) or holds it (last), and the answer writes it with its capital,
 * not inside a longer name already found.  A last word must be of four
 * letters or more and not one that ends many names ("Products", "Park").
 * head and next are the answer's tokens by their first two letters (see
 * vd_find_mentions).
 */
static int
first_word_mentions(VerdictCtx *cx, const int *head, const int *next, unsigned nbuckets)
{
	size_t		s,
				k;

	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];

		for (k = 0; k < sr->cells.nnames; k++)
		{
			const TextCell *tc = &sr->cells.names[k];
			const uchar *name = (const uchar *) tc->text;
			int			pos;

			for (pos = 0; pos < 2; pos++)
			{
				const uchar *cell;
				size_t		w = 0;
				unsigned	h;
				int			ti;

				if (pos == 0)
				{
					cell = name;
					while (w < tc->len && ascii_is_alpha(cell[w]))
						w++;
					/* "Save-a-lot Markets" is "Save-a-lot": a first word of parts joined by hyphens */
					while (w + 1 < tc->len && cell[w] == '-' && ascii_is_alpha(cell[w + 1]))
						for (w++; w < tc->len && ascii_is_alpha(cell[w]); w++)
							;
					/* "Pavlova, Ltd." is "Pavlova" as "Plutzer Lebensmittelgroßmärkte AG" is "Plutzer" */
					if (w == tc->len || (cell[w] != ' ' && cell[w] != ','))
						continue;
				}
				else
				{
					size_t		b = tc->len;

					while (b > 0 && ascii_is_alpha(name[b - 1]))
						b--;
					if (b == 0 || b == tc->len || name[b - 1] != ' ')
						continue;
					cell = name + b;
					w = tc->len - b;
					if (w < 4 || vd_in_words(cell, w, generic_last_words))
						continue;
				}
				if (!distinct_word(cell, w) || !unique_name_word(&sr->cells, tc, cell, w, pos == 0) ||
					column_called(sr, cell, w))
					continue;
				h = ((unsigned) ascii_lower(cell[0]) * 31u + ascii_lower(cell[1])) % nbuckets;
				for (ti = head[h]; ti >= 0; ti = next[ti])
				{
					size_t		p = cx->tokens[ti].start,
								m;
					bool		inside = false;
					Mention    *mn;

					if (memchr(cell, '-', w) != NULL)
					{
						/* a hyphenated word is several tokens: the text must end where the word does */
						if (p + w > cx->len || memcmp(cx->answer + p, cell, w) != 0 ||
							(p + w < cx->len && (vd_is_wordch(cx->answer[p + w]) || cx->answer[p + w] == '-')))
							continue;
					}
					else if (cx->tokens[ti].len < w || memcmp(cx->answer + p, cell, w) != 0 ||
							 (cx->tokens[ti].len > w && !(cx->tokens[ti].len == w + 2 && cx->answer[p + w] == '\'')))
						continue;
					for (m = 0; m < cx->nmentions && !inside; m++)
						inside = cx->mentions[m].offset <= p && p < cx->mentions[m].offset + cx->mentions[m].len;
					if (inside || cx->nmentions >= MAX_MENTIONS)
						continue;
					/* "United States" is no "United Kingdom": a capitalised word right after is another name's */
					if (pos == 0 && (size_t) ti + 1 < cx->ntokens && cx->tokens[ti].len == w &&
						cx->tokens[ti + 1].start == p + w + 1 && cx->answer[p + w] == ' ' &&
						cx->answer[cx->tokens[ti + 1].start] >= 'A' && cx->answer[cx->tokens[ti + 1].start] <= 'Z')
					{
						const uchar *rest = name + w;
						size_t		rn = 0;

						while (rest < name + tc->len && (*rest == ' ' || *rest == ','))
							rest++;
						while (rest + rn < name + tc->len && ascii_is_alpha(rest[rn]))
							rn++;
						if (cx->tokens[ti + 1].len != rn ||
							!ascii_equal_nocase_n((const char *) cx->answer + cx->tokens[ti + 1].start,
												  (const char *) rest, rn))
							continue;
					}
					mn = &cx->mentions[cx->nmentions++];
					memset(mn, 0, sizeof(*mn));
					mn->offset = p;
					mn->len = w;
					mn->sread = (int) s;
					mn->column = tc->column;
					mn->rows[0] = tc->row;
					mn->nrows = 1;
				}
			}
		}
	}
	return 0;
}

/* Does the answer write cell[0..n) at p, as a whole word (any case)? */
static bool
written_as(const VerdictCtx *cx, size_t p, const uchar *cell, size_t n)
{
	return p + n <= cx->len && ascii_equal_nocase_n((const char *) cx->answer + p, (const char *) cell, n) &&
		(p + n == cx->len || !vd_is_wordch(cx->answer[p + n]));
}

/*
 * "Protected AAC audio" names the cell "Protected AAC audio file": a name of
 * three words or more, ending in a word that only says what kind of thing it
 * is, is named without it (the length returned; 0 for none), and
 * "Protected AAC" without "audio file" too (in shorter; 0 for none), where
 * two words are left and no other row's name of its column starts with them.
 */
static size_t
named_without_kind(const StepCells *cells, const TextCell *tc, size_t *shorter)
{
	static const char *const kind_words[] = {"file", "files", "format", "type", NULL};
	static const char *const media_words[] = {"audio", "video", "image", "media", NULL};
	const uchar *cell = (const uchar *) tc->text;
	size_t		n = tc->len,
				b = n,
				m,
				words = 1,
				i,
				j;

	while (b > 0 && ascii_is_alpha(cell[b - 1]))
		b--;
	*shorter = 0;
	if (b == 0 || b == n || cell[b - 1] != ' ' || !vd_in_words(cell + b, n - b, kind_words))
		return 0;
	for (i = 0; i + 1 < b; i++)
		if (cell[i] == ' ')
			words++;
	if (words < 2)
		return 0;
	/* the medium word before the kind word, where two words stay */
	for (m = b - 1; m > 0 && ascii_is_alpha(cell[m - 1]); m--)
		;
	if (words < 3 || m == 0 || cell[m - 1] != ' ' || !vd_in_words(cell + m, b - 1 - m, media_words))
		return b - 1;
	for (j = 0; j < cells->nnames; j++)
	{
		const TextCell *o = &cells->names[j];

		if (o->column == tc->column && o->row != tc->row && o->len > m - 1 && o->text[m - 1] == ' ' &&
			memcmp(o->text, cell, m - 1) == 0)
			return b - 1;
	}
	*shorter = m - 1;
	return b - 1;
}

/* The month names, and their three-letter forms, in order. */
static const char *const month_names[] = {
	"january", "february", "march", "april", "may", "june", "july",
	"august", "september", "october", "november", "december", NULL
};
static const char *const month_abbrevs[] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
"nov", "dec", NULL};

/* Names of one place, as synonyms_place_names gives them (place_mentions). */
typedef struct PlaceNames
{
	char		buf[1024];
	size_t		used;
	int			n;
	size_t		start[32];
	int			len[32];
} PlaceNames;

static void
add_place_name(const char *name, int len, void *arg)
{
	PlaceNames *pn = arg;

	if (pn->n >= 32 || len <= 0 || pn->used + (size_t) len > sizeof(pn->buf))
		return;
	memcpy(pn->buf + pn->used, name, (size_t) len);
	pn->start[pn->n] = pn->used;
	pn->len[pn->n] = len;
	pn->n++;
	pn->used += (size_t) len;
}

/* Does a mention cover the answer's byte at offset? */
static bool
mention_covers(const VerdictCtx *cx, size_t offset)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
		if (offset >= cx->mentions[k].offset && offset < cx->mentions[k].offset + cx->mentions[k].len)
			return true;
	return false;
}

/* Mentions at [from, to) of the rows whose text cell is one of the place's names; any made? */
static bool
place_rows(VerdictCtx *cx, size_t from, size_t to, const PlaceNames *pn)
{
	bool		made = false;
	size_t		s;

	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		size_t		k;

		for (k = 0; k < sr->cells.nnames; k++)
		{
			const TextCell *tc = &sr->cells.names[k];
			Mention    *m = NULL;
			size_t		j;
			int			i;

			for (i = 0; i < pn->n; i++)
				if ((size_t) pn->len[i] == tc->len &&
					ascii_equal_nocase_n(pn->buf + pn->start[i], tc->text, tc->len))
					break;
			if (i == pn->n)
				continue;
			for (j = 0; j < cx->nmentions && m == NULL; j++)
				if (cx->mentions[j].offset == from && cx->mentions[j].sread == (int) s &&
					cx->mentions[j].column == tc->column)
					m = &cx->mentions[j];
			if (m == NULL)
			{
				if (cx->nmentions >= MAX_MENTIONS)
					return made;
				m = &cx->mentions[cx->nmentions++];
				memset(m, 0, sizeof(*m));
				m->offset = from;
				m->len = to - from;
				m->sread = (int) s;
				m->column = tc->column;
				m->place = true;
				made = true;
			}
			if (m->nrows < MAX_MENTION_ROWS)
			{
				if (!vd_mention_has_row(m, tc->row))
					m->rows[m->nrows++] = tc->row;
			}
			else
				m->many = true;
		}
	}
	return made;
}

/*
 * A place named otherwise than the rows name it: "the US" for "USA", "the
 * UK" for "United Kingdom", "Texas" for "TX", "Canadian" for "Canada", by
 * WordNet's names of one place (synonyms_place_names).  Only capitalised
 * words no other mention covers, up to three ("New Jersey"), or dotted
 * capitals ("U.S."); a two-letter word only in capitals ("IN" is Indiana,
 * "In" a preposition).  Without WordNet's files, none.
 */
static void
place_mentions(VerdictCtx *cx)
{
	const uchar *t = cx->answer;
	size_t		k,
				s;
	bool		text = false;

	for (s = 0; s < cx->nreads; s++)
		text = text || cx->reads[s].cells.nnames > 0;
	if (!text || !synonyms_available())
		return;
	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		size_t		nt = 1;

		if (tk->number || !(t[tk->start] >= 'A' && t[tk->start] <= 'Z') || mention_covers(cx, tk->start))
			continue;
		/* capitalised words one space apart: "New Jersey", "United Arab Emirates" */
		while (nt < 3 && k + nt < cx->ntokens && !cx->tokens[k + nt].number &&
			   cx->tokens[k + nt - 1].start + cx->tokens[k + nt - 1].len + 1 == cx->tokens[k + nt].start &&
			   t[cx->tokens[k + nt].start - 1] == ' ' && t[cx->tokens[k + nt].start] >= 'A' &&
			   t[cx->tokens[k + nt].start] <= 'Z' && !mention_covers(cx, cx->tokens[k + nt].start))
			nt++;
		for (; nt >= 1; nt--)
		{
			const VerdictToken *last = &cx->tokens[k + nt - 1];
			size_t		from = tk->start,
						to = last->start + last->len;
			PlaceNames	pn;

			/* "the US's", "Texas'" */
			if (to - from > 3 && possessive_ending(t + to - 2, 2))
				to -= 2;
			/* "U.S.", "U.K.": capitals and stops */
			if (nt == 1 && tk->len == 1 && to + 2 < cx->len && t[to] == '.')
			{
				while (to + 1 < cx->len && t[to] == '.' && t[to + 1] >= 'A' && t[to + 1] <= 'Z')
					to += 2;
				if (to < cx->len && t[to] == '.')
					to++;
			}
			if (to - from < 2 || (to - from == 2 && !(t[from + 1] >= 'A' && t[from + 1] <= 'Z')))
				continue;
			pn.n = 0;
			pn.used = 0;
			if (synonyms_place_names((const char *) t + from, (int) (to - from), add_place_name, &pn) == 0 ||
				!place_rows(cx, from, to, &pn))
				continue;
			while (k + 1 < cx->ntokens && cx->tokens[k + 1].start < to)
				k++;
			break;
		}
	}
}

/*
 * Add the row of name cell tc to the mention *mn of read sread, starting the
 * mention at [offset, offset + len) where there is none yet; false when the
 * answer holds as many mentions as it may.
 */
static bool
mention_add_row(VerdictCtx *cx, Mention **mn, int sread, size_t offset, size_t len, const TextCell *tc)
{
	if (*mn == NULL)
	{
		if (cx->nmentions >= MAX_MENTIONS)
			return false;
		*mn = &cx->mentions[cx->nmentions++];
		memset(*mn, 0, sizeof(**mn));
		(*mn)->offset = offset;
		(*mn)->len = len;
		(*mn)->sread = sread;
		(*mn)->column = tc->column;
	}
	if ((*mn)->nrows < MAX_MENTION_ROWS)
	{
		if (!vd_mention_has_row(*mn, tc->row))
			(*mn)->rows[(*mn)->nrows++] = tc->row;
	}
	else
		(*mn)->many = true;
	return true;
}

/*
 * "in December" names the row "Dec" (to_char's 'Mon', a month column's
 * short names): a full month name names the row of its three-letter
 * abbreviation ("Sept" too), when no row's cell is that name itself.
 */
static void
month_mentions(VerdictCtx *cx)
{
	size_t		k,
				s;

	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		const uchar *t = cx->answer + tk->start;
		int			mi;
		size_t		m;

		if (tk->number || tk->len < 4 || !(t[0] >= 'A' && t[0] <= 'Z'))
			continue;
		for (mi = 0; month_names[mi] && !vd_eq_word(t, tk->len, month_names[mi]); mi++)
			;
		if (month_names[mi] == NULL)
			continue;
		if (vd_in_mention(cx, tk->start))
			continue;
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];
			Mention    *mn = NULL;

			for (m = 0; m < sr->cells.nnames; m++)
			{
				const TextCell *tc = &sr->cells.names[m];
				size_t		n = tc->len;

				if (n > 0 && tc->text[n - 1] == '.')
					n--;		/* "Dec." */
				if (!((n == 3 && ascii_equal_nocase_n(tc->text, month_names[mi], 3)) ||
					  (n == 4 && mi == 8 && ascii_equal_nocase_n(tc->text, "sept", 4))))
					continue;
				if (!mention_add_row(cx, &mn, (int) s, tk->start, tk->len, tc))
					return;
			}
		}
	}
}

/*
 * The week (1-53) a week's label spells, as to_char's 'IYYY-"W"IW' and
 * people write it: "1998-W09", "1998 W9", "W09", "Week 9", "Wk 9"; 0 if none.
 */
static int
week_label(const uchar *t, size_t n)
{
	size_t		i = 0,
				d;
	int			w = 0;

	/* a year before it, with its separator */
	if (n >= 4 && ascii_is_digit(t[0]) && ascii_is_digit(t[1]) && ascii_is_digit(t[2]) && ascii_is_digit(t[3]))
	{
		i = 4;
		if (i < n && (t[i] == '-' || t[i] == ' ' || t[i] == '/'))
			i++;
	}
	if (i >= n || (t[i] != 'W' && t[i] != 'w'))
		return 0;
	if (n - i > 4 && ascii_equal_nocase_n((const char *) t + i, "week", 4))
		i += 4;
	else if (n - i > 2 && ascii_equal_nocase_n((const char *) t + i, "wk", 2))
		i += 2;
	else
		i++;
	while (i < n && t[i] == ' ')
		i++;
	for (d = i; d < n && ascii_is_digit(t[d]) && d - i < 2; d++)
		w = w * 10 + (t[d] - '0');
	return d == n && d > i && w >= 1 && w <= 53 ? w : 0;
}

/*
 * "Week 9", "Wk 9" name the row labelled "1998-W09" (or "W9", "Week 09"):
 * every row of that week, when no mention holds the words already.
 */
static void
week_mentions(VerdictCtx *cx)
{
	static const char *const week[] = {"week", "wk", NULL};
	size_t		k,
				s,
				m;

	for (k = 0; k + 1 < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k],
				   *num = &cx->tokens[k + 1];
		int			w;

		if (tk->number || !vd_in_words(cx->answer + tk->start, tk->len, week) || !num->number ||
			num->start != tk->start + tk->len + 1 ||
			(w = week_label(cx->answer + tk->start, num->start + num->len - tk->start)) == 0)
			continue;
		if (vd_in_mention(cx, num->start))
			continue;
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];
			Mention    *mn = NULL;

			for (m = 0; m < sr->cells.nnames; m++)
			{
				const TextCell *tc = &sr->cells.names[m];

				if (week_label((const uchar *) tc->text, tc->len) != w)
					continue;
				if (!mention_add_row(cx, &mn, (int) s, tk->start, num->start + num->len - tk->start, tc))
					return;
			}
		}
	}
}

/* A four-digit year 1900-2100 at t[0..3], not part of a longer number; 0 if none. */
static int
year_at(const uchar *t, size_t n)
{
	int			y = 0;
	size_t		j;

	if (n < 4 || (n > 4 && ascii_is_digit(t[4])))
		return 0;
	for (j = 0; j < 4; j++)
	{
		if (!ascii_is_digit(t[j]))
			return 0;
		y = y * 10 + (t[j] - '0');
	}
	return y >= 1900 && y <= 2100 ? y : 0;
}

/* The month (1-12) a month name or its abbreviation at t[0..n) spells; 0 if none. */
static int
month_named(const uchar *t, size_t n)
{
	int			mi;

	for (mi = 0; month_names[mi]; mi++)
		if (vd_eq_word(t, n, month_names[mi]) || vd_eq_word(t, n, month_abbrevs[mi]) ||
			(mi == 8 && vd_eq_word(t, n, "sept")))
			return mi + 1;
	return 0;
}

/*
 * A period label as to_char and date_trunc write them: "1997-Q3", "1997 Q3",
 * "Q3 1997", "Q3-1997" (a quarter), "1997-03", "1997/03", "Mar 1997",
 * "1997 Mar", "Mar" (a month), "Q3" (a quarter), the whole cell.  Sets the year (0: none
 * said), and the quarter or the month (the other 0); false for anything else.
 */
static bool
period_label(const uchar *t, size_t n, int *year, int *quarter, int *month)
{
	size_t		w;

	*year = *quarter = *month = 0;
	if (n >= 6 && year_at(t, n))
	{
		size_t		i = 4;

		if (t[i] == '-' || t[i] == ' ' || t[i] == '/')
			i++;
		if (n == i + 2 && (t[i] == 'Q' || t[i] == 'q') && t[i + 1] >= '1' && t[i + 1] <= '4')
			*quarter = t[i + 1] - '0';
		else if (n == 7 && i == 5 && t[4] != ' ' && ascii_is_digit(t[5]) && ascii_is_digit(t[6]))
		{
			*month = (t[5] - '0') * 10 + (t[6] - '0');
			if (*month < 1 || *month > 12)
				return false;
		}
		else if (i == 5 && t[4] == ' ')
			*month = month_named(t + 5, n - 5);
		if (*quarter == 0 && *month == 0)
			return false;
		*year = year_at(t, n);
		return true;
	}
	if (n >= 7 && (t[0] == 'Q' || t[0] == 'q') && t[1] >= '1' && t[1] <= '4' &&
		(t[2] == ' ' || t[2] == '-' || t[2] == '/') && n == 7)
	{
		*year = year_at(t + 3, 4);
		*quarter = t[1] - '0';
		return *year != 0;
	}
	/* "Q3": a quarter of no year said */
	if (n == 2 && (t[0] == 'Q' || t[0] == 'q') && t[1] >= '1' && t[1] <= '4')
	{
		*quarter = t[1] - '0';
		return true;
	}
	for (w = 0; w < n && ascii_is_alpha(t[w]); w++)
		;
	if (w >= 3 && n == w + 5 && t[w] == ' ' && (*month = month_named(t, w)) != 0)
	{
		*year = year_at(t + w + 1, 4);
		return *year != 0;
	}
	/* "Jan", "January": to_char's 'Mon' and 'Month', of no year said */
	return w == n && w >= 3 && (*month = month_named(t, w)) != 0;
}

/*
 * "third quarter" at a[i, w) (w: the end of the ordinal), or "the fourth"
 * right after "the third quarter and" / "to": the quarter (1-4), with *end
 * past it; 0 if none.
 */
static int
quarter_named(const uchar *a, size_t len, size_t i, size_t w, size_t *end)
{
	static const char *const ordinals[] = {"first", "second", "third", "fourth", NULL};
	int			oi;
	size_t		v,
				k;

	for (oi = 0; ordinals[oi] && !vd_eq_word(a + i, w - i, ordinals[oi]); oi++)
		;
	if (ordinals[oi] == NULL)
		return 0;
	if (w < len && a[w] == ' ')
	{
		for (v = w + 1; v < len && ascii_is_alpha(a[v]); v++)
			;
		if (vd_eq_word(a + w + 1, v - w - 1, "quarter") && !(v < len && vd_is_wordch(a[v])))
		{
			*end = v;
			return oi + 1;
		}
	}
	/* the noun left out: "between the third quarter and the fourth", "from the first quarter to the second" */
	if ((w < len && (vd_is_wordch(a[w]) || a[w] == '-' || a[w] == ' ')) ||
		!((i >= 8 && memcmp(a + i - 8, "and the ", 8) == 0) || (i >= 7 && memcmp(a + i - 7, "to the ", 7) == 0)))
		return 0;
	for (k = i > 32 ? i - 32 : 0; k + 9 <= i; k++)
		if (memcmp(a + k, " quarter ", 9) == 0)
		{
			*end = w;
			return oi + 1;
		}
	return 0;
}

/* A row labelled with a period: its place in the rows, and the year of its label. */
typedef struct PeriodRow
{
	int			sread;
	int			column;
	uint32_t	row;
	int			year;
} PeriodRow;

#define PERIOD_KEYS			16	/* Q1-Q4, then January-December */
#define PERIOD_ROWS_MAX		64	/* rows of one quarter or month looked through; more name none */

/* An en or em dash at a[i]? */
static bool
is_dash(const uchar *a, size_t len, size_t i)
{
	return i + 3 <= len && a[i] == 0xe2 && a[i + 1] == 0x80 && (a[i + 2] == 0x93 || a[i + 2] == 0x94);
}

/*
 * After a month's name ending at *end: "–March", "-March", " through
 * March".  The month it runs to, with *end past it; 0 if none.
 */
static int
month_range_end(const uchar *a, size_t len, size_t *end)
{
	/* not " to ": "from March to April" is a change between two months */
	static const char *const joins[] = {"\xe2\x80\x93", "\xe2\x80\x94", "-", " \xe2\x80\x93 ", " - ", " through ",
	NULL};
	int			ji;

	for (ji = 0; joins[ji]; ji++)
	{
		size_t		n = strlen(joins[ji]),
					w;
		int			m;

		if (*end + n >= len || memcmp(a + *end, joins[ji], n) != 0 || !(a[*end + n] >= 'A' && a[*end + n] <= 'Z'))
			continue;
		for (w = *end + n; w < len && ascii_is_alpha(a[w]); w++)
			;
		if ((w < len && vd_is_wordch(a[w])) || (m = month_named(a + *end + n, w - *end - n)) == 0)
			continue;
		*end = w;
		return m;
	}
	return 0;
}

/*
 * A mention of the rows that make up a coarser period: the periods of keys
 * first to last (0-3 the quarters, 4-15 the months) of the year said, or of
 * the one year they are of.  Each period must be one row of one column, and
 * all of them there; false if not.
 */
static bool
period_group(VerdictCtx *cx, const PeriodRow *index, const int *counts, int first, int last, int year,
			 size_t offset, size_t len)
{
	Mention    *mn;
	int			key,
				j,
				first_year = 0;

	if (cx->nmentions >= MAX_MENTIONS || last - first + 1 > MAX_MENTION_ROWS)
		return false;
	mn = &cx->mentions[cx->nmentions];
	memset(mn, 0, sizeof(*mn));
	for (key = first; key <= last; key++)
	{
		int			found = 0;

		if (counts[key] > PERIOD_ROWS_MAX)
			return false;
		for (j = 0; j < counts[key]; j++)
		{
			const PeriodRow *pr = &index[key * PERIOD_ROWS_MAX + j];

			/* "Q3 1997" over "Jul", "Aug", "Sep": labels of no year are of the year said */
			if (year != 0 && pr->year != year && pr->year != 0)
				continue;
			if (mn->nrows == 0)
			{
				mn->sread = pr->sread;
				mn->column = pr->column;
				first_year = pr->year;
			}
			/* one row per month, all of one column and one year */
			if (found++ > 0 || pr->sread != mn->sread || pr->column != mn->column || pr->year != first_year)
				return false;
			mn->rows[mn->nrows++] = pr->row;
		}
		if (found != 1)
			return false;
	}
	mn->offset = offset;
	mn->len = len;
	mn->period = true;
	cx->nmentions++;
	return true;
}

/* Does a quarter, a half or a month follow the year ending at end ("2025 Q4", "1997 June")? */
static bool
period_after(const uchar *a, size_t len, size_t end)
{
	size_t		w;

	if (end + 2 >= len || a[end] != ' ')
		return false;
	if ((a[end + 1] == 'Q' || a[end + 1] == 'H') && ascii_is_digit(a[end + 2]))
		return true;
	for (w = end + 1; w < len && ascii_is_alpha(a[w]); w++)
		;
	return a[end + 1] >= 'A' && a[end + 1] <= 'Z' && month_named(a + end + 1, w - end - 1) != 0;
}

/*
 * The year a sentence says alone after offset from, when it says one
 * ("Q4: ~28% of 2025 revenue"); 0 when it says none, or two.
 */
static int
year_later_in_sentence(const uchar *a, size_t len, size_t from)
{
	size_t		i;
	int			found = 0,
				y;

	for (i = from; i + 4 <= len && a[i] != '.' && a[i] != '\n' && a[i] != '?' && a[i] != '!' && a[i] != ';'; i++)
		if ((i == 0 || !vd_is_wordch(a[i - 1])) && (y = year_at(a + i, len - i)) != 0 &&
			(i + 4 == len || !vd_is_wordch(a[i + 4])))
		{
			if (found != 0 && found != y)
				return 0;
			found = y;
			i += 3;
		}
	return found;
}

/* Do the period rows indexed hold period key of that year? */
static bool
period_year_listed(const PeriodRow *index, const int *counts, int key, int year)
{
	int			j;

	for (j = 0; j < counts[key] && j < PERIOD_ROWS_MAX; j++)
		if (index[key * PERIOD_ROWS_MAX + j].year == year)
			return true;
	return false;
}

/* Do the period rows indexed hold a year other than year? */
static bool
other_year_listed(const PeriodRow *index, const int *counts, int year)
{
	int			key,
				j;

	for (key = 0; key < PERIOD_KEYS; key++)
		for (j = 0; j < counts[key] && j < PERIOD_ROWS_MAX; j++)
			if (index[key * PERIOD_ROWS_MAX + j].year != 0 && index[key * PERIOD_ROWS_MAX + j].year != year)
				return true;
	return false;
}

/* Does a sentence end in a[from, to): a stop, question or exclamation mark before a space, or a new line? */
static bool
stop_between(const uchar *a, size_t from, size_t to)
{
	size_t		p;

	for (p = from; p < to; p++)
		if (a[p] == '\n' || ((a[p] == '.' || a[p] == '?' || a[p] == '!' || a[p] == ';') && p + 1 < to && a[p + 1] == ' '))
			return true;
	return false;
}

/* Does a word of comparison come right before offset i ("up 7.5% on Q2", "vs. Q2", "compared with Q2")? */
static bool
compared_with_before(const uchar *a, size_t i)
{
	static const char *const words[] = {"on", "over", "vs", "versus", "than", "against", "with", NULL};
	size_t		e = i,
				w;

	while (e > 0 && (a[e - 1] == ' ' || a[e - 1] == '.'))
		e--;
	for (w = e; w > 0 && ascii_is_alpha(a[w - 1]); w--)
		;
	/* past "the": "over the second quarter" */
	if (e - w == 3 && vd_eq_word(a + w, 3, "the"))
	{
		for (e = w; e > 0 && a[e - 1] == ' '; e--)
			;
		for (w = e; w > 0 && ascii_is_alpha(a[w - 1]); w--)
			;
	}
	return e > w && vd_in_words(a + w, e - w, words);
}

/*
 * Where a range's end with its year follows a period of no year said ("Q3
 * to … Q4 1997", "June through August 2024"), in its sentence and within a
 * few words: that year, its period's key in *key; 0 when none.
 */
static int
year_of_range_end(const uchar *a, size_t len, size_t from, int *key)
{
	static const char *const joins[] = {"to", "through", "until", "and", NULL};
	size_t		p,
				limit = from + 80 < len ? from + 80 : len;
	bool		joined = false;

	for (p = from; p < limit; p++)
	{
		size_t		w;
		int			m;

		if (a[p] == '\n' || ((a[p] == '.' || a[p] == '?' || a[p] == '!' || a[p] == ';') && p + 1 < len &&
							 a[p + 1] == ' ' && !(p > 0 && ascii_is_digit(a[p - 1]))))
			return 0;
		if (!ascii_is_alpha(a[p]) || (p > 0 && vd_is_wordch(a[p - 1])))
			continue;
		for (w = p; w < len && ascii_is_alpha(a[w]); w++)
			;
		if (vd_in_words(a + p, w - p, joins))
			joined = true;
		else if (joined && (a[p] == 'Q' || a[p] == 'H') && w == p + 1 && p + 3 < len && a[p + 2] == ' ' &&
				 ((a[p] == 'Q' && a[p + 1] >= '1' && a[p + 1] <= '4') ||
				  (a[p] == 'H' && (a[p + 1] == '1' || a[p + 1] == '2'))) &&
				 year_at(a + p + 3, len - p - 3))
		{
			*key = a[p] == 'Q' ? a[p + 1] - '1' : 4 + (a[p + 1] == '1' ? 0 : 6);
			return year_at(a + p + 3, len - p - 3);
		}
		else if (joined && a[p] >= 'A' && a[p] <= 'Z' && (m = month_named(a + p, w - p)) != 0 && w + 1 < len &&
				 a[w] == ' ' && year_at(a + w + 1, len - w - 1))
		{
			*key = 4 + m - 1;
			return year_at(a + w + 1, len - w - 1);
		}
		p = w;
	}
	return 0;
}

/*
 * The year whose last two digits are yy among the rows of period key (0-3
 * the quarters, 4-15 the months), when one year is; 0 otherwise.
 */
static int
period_short_year(const PeriodRow *index, const int *counts, int key, int yy)
{
	int			year = 0,
				j;

	for (j = 0; j < counts[key] && j < PERIOD_ROWS_MAX; j++)
		if (index[key * PERIOD_ROWS_MAX + j].year % 100 == yy)
		{
			if (year != 0 && year != index[key * PERIOD_ROWS_MAX + j].year)
				return 0;
			year = index[key * PERIOD_ROWS_MAX + j].year;
		}
	return year;
}

/*
 * "Q3", "Q3 1997", "the third quarter", "June", "June 1997" name the row of
 * a column of period labels ("1997-Q3", "1997-06", "Jun 1997") that is that
 * period: of the year said (or said of the period before it in the sentence),
 * or, with none said, of whatever year while only one row is that quarter or
 * month.  The labels are read once, into one
 * short list per quarter and month, so that an answer of many periods costs
 * a look through a few rows each.
 */
static void
period_mentions(VerdictCtx *cx)
{
	PeriodRow  *index;
	int			counts[PERIOD_KEYS] = {0},
				said_year = 0,	/* the last period named with its year, and where it ends */
				said_key = 0;
	bool		any = false;
	size_t		i,
				s,
				k,
				said_end = 0;

	index = malloc(PERIOD_KEYS * PERIOD_ROWS_MAX * sizeof(PeriodRow));
	if (index == NULL)
		return;					/* no period read: fewer rows named, nothing wrong */
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];
		int			pass;

		for (pass = 0; pass < 2; pass++)
		{
			const TextCell *cells = pass == 0 ? sr->cells.names : sr->cells.texts;
			size_t		ncells = pass == 0 ? sr->cells.nnames : sr->cells.ntexts;

			for (k = 0; k < ncells; k++)
			{
				const TextCell *tc = &cells[k];
				int			y,
							q,
							m,
							key,
							j;

				if (!period_label((const uchar *) tc->text, tc->len, &y, &q, &m))
					continue;
				key = q != 0 ? q - 1 : 4 + m - 1;
				/* "2023-Q1" is a name and a text with digits: one entry */
				for (j = 0; j < counts[key] && j < PERIOD_ROWS_MAX; j++)
					if (index[key * PERIOD_ROWS_MAX + j].sread == (int) s &&
						index[key * PERIOD_ROWS_MAX + j].row == tc->row &&
						index[key * PERIOD_ROWS_MAX + j].column == tc->column)
						break;
				if (j < counts[key])
					continue;
				if (counts[key] < PERIOD_ROWS_MAX)
				{
					PeriodRow  *pr = &index[key * PERIOD_ROWS_MAX + counts[key]];

					pr->sread = (int) s;
					pr->column = tc->column;
					pr->row = tc->row;
					pr->year = y;
				}
				counts[key]++;
				any = true;
			}
		}
	}
	for (i = 0; any && i < cx->len; i++)
	{
		const uchar *a = cx->answer;
		int			quarter = 0,
					last_quarter = 0,
					month = 0,
					last_month = 0,
					year = 0,
					key,
					j;
		size_t		end = i;
		Mention    *mn = NULL;
		bool		named = false;
		int			row_year = 0;

		if (i > 0 && (vd_is_wordch(a[i - 1]) || a[i - 1] == '-'))
			continue;
		if ((a[i] == 'Q' || a[i] == 'q') && i + 1 < cx->len && a[i + 1] >= '1' && a[i + 1] <= '4' &&
			(i + 2 == cx->len || !vd_is_wordch(a[i + 2]) || is_dash(a, cx->len, i + 2)))
		{
			size_t		d = i + 2;

			quarter = a[i + 1] - '0';
			end = i + 2;
			/* "Q1–Q2", "Q1-Q3": the quarters from one to the other */
			if (d < cx->len && (a[d] == '-' || is_dash(a, cx->len, d)))
			{
				d += a[d] == '-' ? 1 : 3;
				if (d + 2 <= cx->len && (a[d] == 'Q' || a[d] == 'q') && a[d + 1] > a[i + 1] && a[d + 1] <= '4' &&
					(d + 2 == cx->len || !vd_is_wordch(a[d + 2])))
				{
					last_quarter = a[d + 1] - '0';
					end = d + 2;
				}
			}
		}
		else if (a[i] == 'H' && i + 1 < cx->len && (a[i + 1] == '1' || a[i + 1] == '2') &&
				 (i + 2 == cx->len || !vd_is_wordch(a[i + 2])))
		{
			/* "H1": the first six months */
			month = a[i + 1] == '1' ? 1 : 7;
			last_month = month + 5;
			end = i + 2;
		}
		else if (ascii_is_alpha(a[i]))
		{
			size_t		w = i;

			while (w < cx->len && ascii_is_alpha(a[w]))
				w++;
			/* a capital: "may" and "march" are words too */
			if (a[i] >= 'A' && a[i] <= 'Z' && (month = month_named(a + i, w - i)) != 0 &&
				!(w < cx->len && vd_is_wordch(a[w]) && !is_dash(a, cx->len, w)))
			{
				end = w;
				/* "January–March", "April through June": the months from one to the other */
				last_month = month_range_end(a, cx->len, &end);
				if (last_month <= month)
				{
					last_month = 0;
					end = w;
				}
				if (last_month == 0 && end < cx->len && (a[end] == '-' || is_dash(a, cx->len, end)))
				{
					month = 0;	/* "June-July" and the like, not a range read */
					i = w;
					continue;
				}
			}
			else if ((vd_eq_word(a + i, w - i, "first") || vd_eq_word(a + i, w - i, "second")) &&
					 w + 5 <= cx->len && memcmp(a + w, " half", 5) == 0 &&
					 !(w + 5 < cx->len && vd_is_wordch(a[w + 5])))
			{
				/* "the first half (of 1997)": its six months */
				month = a[i] == 'f' || a[i] == 'F' ? 1 : 7;
				last_month = month + 5;
				end = w + 5;
			}
			else if ((quarter = quarter_named(a, cx->len, i, w, &end)) == 0)
			{
				month = 0;
				i = w;
				continue;
			}
		}
		else if ((year = year_at(a + i, cx->len - i)) != 0)
		{
			/*
			 * "2025 revenue", "in 2025": a year alone is the rows of its
			 * quarters (or months), where rows of another year are listed too
			 */
			end = i + 4;
			for (k = 0; k < cx->nmentions && !named; k++)
				named = cx->mentions[k].offset < end && i < cx->mentions[k].offset + cx->mentions[k].len;
			if (!named && !(end < cx->len && (vd_is_wordch(a[end]) || a[end] == '-' || is_dash(a, cx->len, end))) &&
				!period_after(a, cx->len, end) && other_year_listed(index, counts, year) &&
				!period_group(cx, index, counts, 0, 3, year, i, 4))
				(void) period_group(cx, index, counts, 4, 15, year, i, 4);
			i = end;
			continue;
		}
		else
			continue;
		/* the year said with it: "Q3 1997", "June 1997", "Q3 of 1997" */
		if (end + 5 <= cx->len && a[end] == ' ' && year_at(a + end + 1, cx->len - end - 1))
		{
			year = year_at(a + end + 1, cx->len - end - 1);
			end += 5;
		}
		else if (end + 8 <= cx->len && memcmp(a + end, " of ", 4) == 0 && year_at(a + end + 4, cx->len - end - 4))
		{
			year = year_at(a + end + 4, cx->len - end - 4);
			end += 8;
		}
		key = quarter != 0 ? quarter - 1 : 4 + month - 1;
		/* "Q2 '24", "June ’97": a year written short, the one the rows of that period hold */
		if (year == 0 && end + 1 < cx->len && a[end] == ' ')
		{
			size_t		d = end + 1;

			if (a[d] == '\'')
				d++;
			else if (d + 3 <= cx->len && memcmp(a + d, "\xe2\x80\x99", 3) == 0)
				d += 3;
			if (d > end + 1 && d + 2 <= cx->len && ascii_is_digit(a[d]) && ascii_is_digit(a[d + 1]) &&
				!(d + 2 < cx->len && vd_is_wordch(a[d + 2])) &&
				(year = period_short_year(index, counts, key, (a[d] - '0') * 10 + (a[d + 1] - '0'))) != 0)
				end = d + 2;
		}
		/*
		 * "from the third quarter of 1996 to the fourth quarter", "between
		 * the first quarter of 1998 and the second": a period of no year said
		 * is of the year of the one named before it in the sentence, or of the
		 * next where it comes earlier in the year
		 */
		if (year == 0 && said_year != 0 && last_quarter == 0 && last_month == 0 && (key < 4) == (said_key < 4) &&
			i - said_end <= 160 && !stop_between(a, said_end, i))
		{
			/* "$153,938 in Q3 1997, up 7.5% on Q2": a period compared with is the one before */
			if (compared_with_before(a, i))
				year = key < said_key ? said_year : said_year - 1;
			else
				year = key <= said_key ? said_year + 1 : said_year;
			/* "Q4 1997 orders at 120, 1.17x Q3": where the rows hold no such period, the one they hold */
			if (!period_year_listed(index, counts, key, year))
				year = 0;
		}
		else if (year == 0 && last_quarter == 0 && last_month == 0)
		{
			/* "from $153,938 in Q3 to $181,681.46 in Q4 1997": the year said after a range's end is its start's */
			int			next_key,
						next_year = year_of_range_end(a, cx->len, end, &next_key);

			if (next_year != 0 && (key < 4) == (next_key < 4))
				year = key <= next_key ? next_year : next_year - 1;
			/* "Q4: ~28% of 2025 revenue": the one year said later in its sentence */
			if (year == 0)
				year = year_later_in_sentence(a, cx->len, end);
		}
		else if (year != 0 && last_quarter == 0 && last_month == 0)
		{
			said_year = year;
			said_key = key;
			said_end = end;
		}
		/* (a range "Q1–Q2" is named whole, its first quarter's own mention inside it) */
		for (k = 0; k < cx->nmentions && !named && last_quarter == 0; k++)
			named = cx->mentions[k].offset < end && i < cx->mentions[k].offset + cx->mentions[k].len;
		/*
		 * a quarter over month rows, a half or a range of months: the months
		 * that make it up; a half over quarter rows, or "Q1–Q2": the quarters
		 */
		if (!named && (last_month != 0 || last_quarter != 0 || (quarter != 0 && counts[key] == 0)))
		{
			if (last_quarter != 0)
				period_group(cx, index, counts, quarter - 1, last_quarter - 1, year, i, end - i);
			else if (quarter != 0)
				period_group(cx, index, counts, 4 + 3 * quarter - 3, 4 + 3 * quarter - 1, year, i, end - i);
			else if (!period_group(cx, index, counts, 4 + month - 1, 4 + last_month - 1, year, i, end - i) &&
					 last_month == month + 5 && (month == 1 || month == 7))
				period_group(cx, index, counts, month == 1 ? 0 : 2, month == 1 ? 1 : 3, year, i, end - i);
			i = end;
			continue;
		}
		if (named || counts[key] == 0 || counts[key] > PERIOD_ROWS_MAX)
		{
			i = end;
			continue;
		}
		for (j = 0; j < counts[key]; j++)
		{
			const PeriodRow *pr = &index[key * PERIOD_ROWS_MAX + j];

			if (year != 0 && pr->year != year)
				continue;
			if (mn == NULL)
			{
				if (cx->nmentions >= MAX_MENTIONS)
				{
					free(index);
					return;
				}
				mn = &cx->mentions[cx->nmentions++];
				memset(mn, 0, sizeof(*mn));
				mn->offset = i;
				mn->len = end - i;
				mn->sread = pr->sread;
				mn->column = pr->column;
			}
			if (pr->sread == mn->sread && pr->column == mn->column && !vd_mention_has_row(mn, pr->row) &&
				mn->nrows < MAX_MENTION_ROWS)
			{
				mn->rows[mn->nrows++] = pr->row;
				row_year = pr->year;
			}
			else
				mn->many = true;
		}
		/* several years' Q3 and none said: no row named */
		if (mn != NULL && (mn->nrows != 1 || mn->many))
			memset(&cx->mentions[--cx->nmentions], 0, sizeof(Mention));
		/* "$153,938 (Q3), $181,681 (Q4)": a period of one row gives its year to the next said without one */
		else if (mn != NULL && year == 0 && row_year != 0)
		{
			said_year = row_year;
			said_key = key;
			said_end = end;
		}
		i = end;
	}
	free(index);
}

/*
 * "the former", "the latter": the first or the second of two rows, where the
 * sentence that named them last (this one or the one before) names just
 * those two ("A and B report 180 and 60 ...; the former being the larger").
 */
static void
former_latter_mentions(VerdictCtx *cx)
{
	static const char *const which[] = {"former", "latter", NULL};
	static const char *const the[] = {"the", NULL};
	size_t		k,
				n0 = cx->nmentions;

	for (k = 1; k < cx->ntokens && cx->nmentions < MAX_MENTIONS; k++)
	{
		const VerdictToken *tk = &cx->tokens[k],
				   *pt = &cx->tokens[k - 1];
		const Mention *last = NULL,
				   *rows[2] = {NULL, NULL};
		size_t		j,
					n = 0,
					s0,
					s1,
					t0,
					t1;
		Mention    *m;

		if (tk->number || pt->number || !vd_in_words(cx->answer + tk->start, tk->len, which) ||
			!vd_in_words(cx->answer + pt->start, pt->len, the))
			continue;
		for (j = 0; j < n0; j++)
		{
			const Mention *o = &cx->mentions[j];

			if (!o->dropped && !o->many && o->nrows == 1 && o->offset + o->len <= pt->start &&
				(last == NULL || o->offset > last->offset))
				last = o;
		}
		if (last == NULL)
			continue;
		sentence_of(cx, last->offset, last->len, &s0, &s1);
		sentence_of(cx, tk->start, tk->len, &t0, &t1);
		if (t0 != s0 && vd_sentence_before(cx, t0) != s0)
			continue;
		for (j = 0; j < n0 && n <= 2; j++)
		{
			const Mention *o = &cx->mentions[j];
			size_t		i;
			bool		seen = false;

			if (o->dropped || o->offset < s0 || o->offset + o->len > pt->start)
				continue;
			if (o->many || o->nrows != 1)
			{
				n = 3;
				break;
			}
			for (i = 0; i < n; i++)
				seen = seen || (rows[i]->sread == o->sread && rows[i]->rows[0] == o->rows[0]);
			if (seen)
				continue;
			if (n < 2)
				rows[n] = o;
			n++;
		}
		if (n != 2 || rows[0]->sread != rows[1]->sread)
			continue;
		if (rows[1]->offset < rows[0]->offset)
		{
			const Mention *sw = rows[0];

			rows[0] = rows[1];
			rows[1] = sw;
		}
		m = &cx->mentions[cx->nmentions++];
		*m = *rows[ascii_lower(cx->answer[tk->start]) == 'l' ? 1 : 0];
		m->offset = tk->start;
		m->len = tk->len;
		m->year = 0;
		m->by_value = false;
		m->period = false;
		m->back_ref = true;
	}
}

/*
 * Name the cell's row by the text at [p, p + len) of the answer: the mention
 * there of read sr, made when new; NULL when there is no room for one.
 */
static Mention *
add_mention_row(VerdictCtx *cx, size_t p, size_t len, int sr, const TextCell *tc)
{
	Mention    *m = NULL;
	size_t		j;

	for (j = 0; j < cx->nmentions; j++)
	{
		Mention    *o = &cx->mentions[j];

		if (o->offset == p && o->len == len && o->sread == sr)
		{
			m = o;
			break;
		}
	}
	if (m == NULL)
	{
		if (cx->nmentions >= MAX_MENTIONS)
			return NULL;
		m = &cx->mentions[cx->nmentions++];
		m->offset = p;
		m->len = len;
		m->sread = sr;
		m->column = tc->column;
	}
	if (m->nrows < MAX_MENTION_ROWS)
	{
		if (!vd_mention_has_row(m, tc->row))
			m->rows[m->nrows++] = tc->row;
	}
	else
		m->many = true;
	return m;
}

/*
 * "Men had five times the villains of women": the nouns of a sex name the
 * rows whose cell is the adjective ("Male", "Female"), which the answer
 * would otherwise have to write as such.
 */
static void
sex_mentions(VerdictCtx *cx)
{
	static const char *const male[] = {"men", "man", "boys", "boy", NULL};
	static const char *const female[] = {"women", "woman", "girls", "girl", NULL};
	size_t		k,
				s,
				c;

	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		const char *cell;

		if (tk->number)
			continue;
		if (vd_in_words(cx->answer + tk->start, tk->len, male))
			cell = "male";
		else if (vd_in_words(cx->answer + tk->start, tk->len, female))
			cell = "female";
		else
			continue;
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];

			for (c = 0; c < sr->cells.nnames; c++)
			{
				const TextCell *tc = &sr->cells.names[c];

				if (tc->len == strlen(cell) && ascii_equal_nocase_n(tc->text, cell, tc->len))
					(void) add_mention_row(cx, tk->start, tk->len, (int) s, tc);
			}
		}
	}
}

/* The key a name is read by: a model's number ("B777": 777), or its decade ("90's Music": 90). */
typedef double (*NameKey) (const TextCell *tc);

/*
 * Name, by the answer's token k, the row of each column whose name alone
 * has that key; a key several rows of a column share names none.
 */
static void
key_mentions(VerdictCtx *cx, size_t k, double key, NameKey key_of)
{
	size_t		s,
				c,
				o;

	for (s = 0; s < cx->nreads; s++)
	{
		const StepCells *cells = &cx->reads[s].cells;

		for (c = 0; c < cells->nnames; c++)
		{
			const TextCell *tc = &cells->names[c];
			bool		alone = true;

			if (key_of(tc) != key)
				continue;
			for (o = 0; o < cells->nnames && alone; o++)
				alone = o == c || cells->names[o].column != tc->column || cells->names[o].row == tc->row ||
					key_of(&cells->names[o]) != key;
			if (alone)
				(void) add_mention_row(cx, cx->tokens[k].start, cx->tokens[k].len, (int) s, tc);
		}
	}
}

/* A model's number behind a letter or two of code ("B777", "A380"); 0 for none. */
static double
code_key(const TextCell *tc)
{
	return vd_code_number(tc->text, tc->len);
}

/*
 * The decade a name opens with ("90's Music", "80s Hits", "1970s Rock"), as
 * the tens of its year (90, 80, 70); 0 for none.
 */
static double
decade_key(const TextCell *tc)
{
	const uchar *t = (const uchar *) tc->text;
	size_t		d = 0,
				i;

	while (d < tc->len && ascii_is_digit(t[d]))
		d++;
	if ((d != 2 && d != 4) || t[d - 1] != '0')
		return 0;
	i = d;
	if (i < tc->len && t[i] == '\'')
		i++;
	else if (i + 2 < tc->len && t[i] == 0xe2 && t[i + 1] == 0x80 && t[i + 2] == 0x99)
		i += 3;
	if (i >= tc->len || (t[i] != 's' && t[i] != 'S') || (i + 1 < tc->len && t[i + 1] != ' '))
		return 0;
	return (t[d - 2] - '0') * 10;
}

/*
 * "The 777 has a range of 8,555 miles", "the range of the 787": a model's
 * number said with an article names the row whose name is that number
 * behind a letter or two of code ("B777", "A380"); "the nineties list"
 * names "90's Music", the row whose name opens with that decade.
 */
static void
key_word_mentions(VerdictCtx *cx)
{
	static const char *const articles[] = {"a", "an", "the", NULL};
	static const char *const decades[] = {"twenties", "thirties", "forties", "fifties", "sixties", "seventies",
	"eighties", "nineties", NULL};
	size_t		k;

	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		const uchar *w = cx->answer + tk->start;
		size_t		i;
		int			d;

		if (vd_in_mention(cx, tk->start))
			continue;
		if (tk->number && tk->len >= 3 && tk->len <= 4 && k > 0 && !cx->tokens[k - 1].number &&
			vd_in_words(cx->answer + cx->tokens[k - 1].start, cx->tokens[k - 1].len, articles))
		{
			double		v = 0;

			for (i = 0; i < tk->len && ascii_is_digit(w[i]); i++)
				v = v * 10 + (w[i] - '0');
			if (i == tk->len)
				key_mentions(cx, k, v, code_key);
		}
		else if (!tk->number)
			for (d = 0; decades[d] != NULL; d++)
				if (vd_eq_word(w, tk->len, decades[d]))
					key_mentions(cx, k, (d + 2) * 10, decade_key);
	}
}

/*
 * The length of cell[0..n) written at t[p] with one or more of its hyphens
 * as en dashes ("1980–82" for "1980-82"); 0 when it is not, or is written
 * with hyphens only (the plain comparison reads that).
 */
static size_t
dashed_otherwise(const uchar *t, size_t len, size_t p, const uchar *cell, size_t n)
{
	size_t		i = p,
				j;
	bool		dashed = false;

	for (j = 0; j < n; j++)
	{
		if (cell[j] == '-' && i + 3 <= len && t[i] == 0xe2 && t[i + 1] == 0x80 && t[i + 2] == 0x93)
		{
			i += 3;
			dashed = true;
			continue;
		}
		if (i >= len || ascii_lower(t[i]) != ascii_lower(cell[j]))
			return 0;
		i++;
	}
	return dashed ? i - p : 0;
}

/*
 * How many bytes of t from p spell the cell, where one or the other writes
 * a slash with spaces around it ("Human / Radiation" as "human/radiation"),
 * a slash as "and" ("Meat/Poultry" as "meat and poultry") or "&" for "and"
 * ("Alternative & Punk" as "Alternative and Punk"); 0 when
 * they differ otherwise.  The caller knows the cell has a slash, an "&" or
 * an " and ".
 */
static size_t
spelled_otherwise(const uchar *t, size_t len, size_t p, const uchar *cell, size_t n)
{
	size_t		i = p,
				j = 0;

	if (n < 3)
		return 0;
	while (j < n && i < len)
	{
		if (cell[j] == '&' && i + 3 <= len && ascii_equal_nocase_n((const char *) t + i, "and", 3) &&
			(i + 3 == len || !vd_is_wordch(t[i + 3])))
		{
			i += 3;
			j++;
		}
		else if (t[i] == '&' && j + 3 <= n && ascii_equal_nocase_n((const char *) cell + j, "and", 3) &&
				 (j + 3 == n || !vd_is_wordch(cell[j + 3])))
		{
			i++;
			j += 3;
		}
		else if (ascii_lower(t[i]) == ascii_lower(cell[j]))
		{
			i++;
			j++;
		}
		/* "Meat/Poultry" as "meat and poultry", "Meat & Poultry" */
		else if (cell[j] == '/' && i + 5 <= len && ascii_equal_nocase_n((const char *) t + i, " and ", 5))
		{
			i += 5;
			j++;
		}
		else if (cell[j] == '/' && i + 3 <= len && memcmp(t + i, " & ", 3) == 0)
		{
			i += 3;
			j++;
		}
		else if (cell[j] == ' ' && ((j + 1 < n && cell[j + 1] == '/') || (j > 0 && cell[j - 1] == '/')))
			j++;
		else if (t[i] == ' ' && ((i + 1 < len && t[i + 1] == '/') || (i > p && t[i - 1] == '/')))
			i++;
		else
			return 0;
	}
	return j == n ? i - p : 0;
}

/*
 * "**Slide 1: Peacock's share of Jan–Apr net sales**" then "- Jan–Apr 1997:
 * 28.5%": an answer titled by a heading that names one row, and that names
 * no other anywhere, is about that row; its shares said of no row may be
 * that row's.
 */
static void
answer_subject(VerdictCtx *cx)
{
	size_t		k,
				first_line = 0;
	int			sread = -1;
	int64_t		row = -1;
	bool		in_first = false;

	cx->subject_read = -1;
	cx->subject_row = -1;
	/* a title: a heading line with more below it */
	while (first_line < cx->len && cx->answer[first_line] != '\n')
		first_line++;
	if (first_line >= cx->len || !heading_line(cx->answer, cx->len, 0))
		return;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped)
			continue;
		if (m->many || m->nrows != 1 || (sread >= 0 && (m->sread != sread || (int64_t) m->rows[0] != row)))
			return;
		sread = m->sread;
		row = (int64_t) m->rows[0];
		in_first = in_first || m->offset < first_line;
	}
	if (sread >= 0 && in_first)
	{
		cx->subject_read = sread;
		cx->subject_row = row;
	}
}

/*
 * A year written by its last two digits after an apostrophe ("in '79",
 * "Q3 '25", or with a right single quote): those two digits plus one (0:
 * not such a year).  Not a contraction's or a quote's: nothing of a word
 * right before the apostrophe, nor after the digits.
 */
static size_t
abbreviated_year(const VerdictCtx *cx, const VerdictToken *tk, size_t *from)
{
	const uchar *t = (const uchar *) cx->answer;
	size_t		p = tk->start + tk->len - 2,
				q;

	/* (a right single quote is read as part of the word the digits make) */
	if (tk->len == 2 && tk->number && p >= 1 && t[p - 1] == '\'')
		q = p - 1;
	else if (tk->len == 5 && t[tk->start] == 0xe2 && t[tk->start + 1] == 0x80 && t[tk->start + 2] == 0x99)
		q = tk->start;
	else
		return 0;
	if (!ascii_is_digit(t[p]) || !ascii_is_digit(t[p + 1]) || (q > 0 && (vd_is_wordch(t[q - 1]) || t[q - 1] == '\'')) ||
		(p + 2 < cx->len && (t[p + 2] == '%' || t[p + 2] == '\'' ||
							 (t[p + 2] == '.' && p + 3 < cx->len && ascii_is_digit(t[p + 3])))))
		return 0;
	*from = q;
	return (size_t) ((t[p] - '0') * 10 + (t[p + 1] - '0')) + 1;
}

/*
 * The year of a year column that ends in yy (0 to 99): 19yy or 20yy,
 * whichever the column holds (0: neither, or both).
 */
static double
century_of(const StepRead *sr, int c, double yy)
{
	int			nc = sr->cells.ncolumns;
	bool		in19 = false,
				in20 = false;
	size_t		r;

	for (r = 0; r < sr->cells.nrows; r++)
	{
		in19 = in19 || sr->cells.cells[r * nc + c] == 1900 + yy;
		in20 = in20 || sr->cells.cells[r * nc + c] == 2000 + yy;
	}
	return in19 == in20 ? 0 : in19 ? 1900 + yy : 2000 + yy;
}

/* See verdict_int.h. */
int
vd_find_mentions(VerdictCtx *cx)
{
	enum
	{
		NBUCKETS = 1024
	};
	int			head[NBUCKETS];
	int		   *next;
	size_t		s,
				k;
	const VerdictToken *list_wt;
	size_t		list_end;

	cx->subject_read = -1;
	cx->subject_row = -1;
	if (cx->ntokens == 0)
		return 0;
	next = malloc(cx->ntokens * sizeof(int));
	cx->mentions = calloc(MAX_MENTIONS, sizeof(Mention));
	if (next == NULL || cx->mentions == NULL)
	{
		free(next);
		return -1;
	}
	for (k = 0; k < NBUCKETS; k++)
		head[k] = -1;
	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		unsigned	h;

		/* "R&B/Soul": a name may start with a one-letter word */
		if (tk->start + 1 >= cx->len)
		{
			next[k] = -1;
			continue;
		}
		h = ((unsigned) ascii_lower(cx->answer[tk->start]) * 31u + ascii_lower(cx->answer[tk->start + 1])) % NBUCKETS;
		next[k] = head[h];
		head[h] = (int) k;
	}
	for (s = 0; s < cx->nreads; s++)
	{
		const StepRead *sr = &cx->reads[s];

		for (k = 0; k < sr->cells.nnames; k++)
		{
			const TextCell *tc = &sr->cells.names[k];
			const uchar *cell = (const uchar *) tc->text;
			size_t		n = tc->len;
			unsigned	h;
			int			ti;

			bool		checked = false;
			bool		upper,
						slashed;
			size_t		j,
						short_n,
						shorter_n;

			if (n < 2)
				continue;
			/* "Human / Radiation", "Alternative & Punk", "Fruits and Vegetables": spelled otherwise too */
			slashed = memchr(cell, '/', n) != NULL || memchr(cell, '&', n) != NULL;
			for (j = 0; j + 5 <= n && !slashed; j++)
				slashed = ascii_equal_nocase_n((const char *) cell + j, " and ", 5);
			short_n = named_without_kind(&sr->cells, tc, &shorter_n);
			upper = cell[0] >= 'A' && cell[0] <= 'Z';
			for (j = 1; j < n && upper; j++)
				upper = !(cell[j] >= 'a' && cell[j] <= 'z');
			h = ((unsigned) ascii_lower(cell[0]) * 31u + ascii_lower(cell[1])) % NBUCKETS;
			for (ti = head[h]; ti >= 0; ti = next[ti])
			{
				size_t		p = cx->tokens[ti].start;
				size_t		mlen = n,
							spaced;

				/* "Protected AAC audio", "Protected AAC" for "Protected AAC audio file": the longest that fits */
				n = tc->len;
				if (short_n > 0 &&
					!(p + n <= cx->len && ascii_equal_nocase_n((const char *) cx->answer + p, (const char *) cell, n)))
				{
					if (written_as(cx, p, cell, short_n))
						n = short_n;
					else if (shorter_n > 0 && written_as(cx, p, cell, shorter_n))
						n = shorter_n;
				}
				mlen = n;
				/*
				 * "human/radiation" for "Human / Radiation", "and" for "&": as
				 * written, or the other way; "1980–82" for "1980-82": a hyphen
				 * written as an en dash
				 */
				spaced = 0;
				if (short_n == 0 &&
					!(p + n <= cx->len && ascii_equal_nocase_n((const char *) cx->answer + p, (const char *) cell, n)))
				{
					if (slashed)
						spaced = spelled_otherwise(cx->answer, cx->len, p, cell, n);
					if (spaced == 0 && memchr(cell, '-', n) != NULL)
						spaced = dashed_otherwise(cx->answer, cx->len, p, cell, n);
				}
				if (spaced > 0 && !(p + spaced < cx->len && vd_is_wordch(cx->answer[p + spaced])) &&
					!(p > 0 && vd_is_wordch(cx->answer[p - 1])))
				{
					if (!checked)
					{
						checked = true;
						if (vd_in_words(cell, n, not_names) || !vd_is_wordch(cell[0]) || !name_ends(cell, n))
							break;
					}
					(void) add_mention_row(cx, p, spaced, (int) s, tc);
					continue;
				}
				/* "Beverage net sales" for "Beverages": a plural name said as a noun's adjunct, in the singular */
				if (short_n == 0 && spaced == 0 && n >= 5 && (cell[n - 1] == 's' || cell[n - 1] == 'S') &&
					ascii_is_alpha(cell[n - 2]) && ascii_lower(cell[n - 2]) != 's' && written_as(cx, p, cell, n - 1) &&
					!(p > 0 && vd_is_wordch(cx->answer[p - 1])) && !upper)
				{
					if (!checked)
					{
						checked = true;
						if (vd_in_words(cell, n, not_names) || !vd_is_wordch(cell[0]) || !name_ends(cell, n))
							break;
					}
					(void) add_mention_row(cx, p, n - 1, (int) s, tc);
					continue;
				}
				/* "the two dogs", "urban districts": a label of words ("dog") named in the plural */
				if (p + n + 1 <= cx->len && (cx->answer[p + n] == 's' || cx->answer[p + n] == 'S') &&
					(p + n + 1 == cx->len || !vd_is_wordch(cx->answer[p + n + 1])) && n >= 3 && pluralable(cell, n))
					mlen = n + 1;
				if (p + n > cx->len ||
					(mlen == n && p + n < cx->len && (vd_is_wordch(cx->answer[p + n]) || cx->answer[p + n] == '-')) ||
					(p > 0 && cx->answer[p - 1] == '-'))
					continue;
				/* a name of one or two letters as written, or a lower-case code in capitals ("gm": "GM") */
				for (j = 0; j < n; j++)
					if (n <= 2 ? cx->answer[p + j] != cell[j] &&
						!(cell[j] >= 'a' && cell[j] <= 'z' && cx->answer[p + j] == cell[j] - 'a' + 'A') :
						ascii_lower(cx->answer[p + j]) != ascii_lower(cell[j]))
						break;
				if (j < n)
					continue;
				/* a code in capitals ("QUICK", "ALFKI") is named with a capital: "a quick look" names nothing */
				if (upper && !(cx->answer[p] >= 'A' && cx->answer[p] <= 'Z'))
					continue;
				/* only now, for a text the answer holds: is it a name at all? */
				if (!checked)
				{
					checked = true;
					if (vd_in_words(cell, n, not_names) || !vd_is_wordch(cell[0]) || !name_ends(cell, n))
						break;
				}
				(void) add_mention_row(cx, p, mlen, (int) s, tc);
			}
		}
	}
	if (first_word_mentions(cx, head, next, NBUCKETS) != 0)
	{
		free(next);
		return -1;
	}
	free(next);
	words_in_order_mentions(cx);
	sex_mentions(cx);
	key_word_mentions(cx);
	/* a bare year names the rows of a year column ("from 2009 to 2010") */
	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		double		year = 0;
		size_t		j,
					from = tk->start,
					yy = abbreviated_year(cx, tk, &from);

		if (yy > 0)
			year = (double) (yy - 1);	/* "from '79 to '80": the rows say which century */
		else
		{
			/* "2022's 83 invoices": the year, with its possessive */
			if (!tk->number || !(tk->len == 4 || possessive_ending(cx->answer + tk->start + 4, tk->len - 4)))
				continue;
			for (j = 0; j < 4; j++)
				year = year * 10 + (cx->answer[tk->start + j] - '0');
			if (year < 1900 || year > 2100 ||
				(tk->len == 4 && tk->start + 4 < cx->len && vd_is_wordch(cx->answer[tk->start + 4])))
				continue;
		}
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];
			int			nc = sr->cells.ncolumns;
			int			c;

			for (c = 0; c < nc; c++)
			{
				Mention    *m = NULL;
				size_t		r;

				double		want = year;

				if (!vd_name_contains(vd_col_name(sr, c), "year") || sr->aggs[c].count == 0)
					continue;
				if (yy > 0 && (want = century_of(sr, c, year)) == 0)
					continue;
				for (r = 0; r < sr->cells.nrows; r++)
				{
					if (sr->cells.cells[r * nc + c] != want)
						continue;
					if (m == NULL)
					{
						if (cx->nmentions >= MAX_MENTIONS)
							break;
						m = &cx->mentions[cx->nmentions++];
						m->offset = from;
						m->len = yy > 0 ? tk->start + tk->len - from : 4;
						m->sread = (int) s;
						m->column = c;
						m->year = want;
					}
					if (m->nrows < MAX_MENTION_ROWS)
						m->rows[m->nrows++] = r;
					else
						m->many = true;
				}
			}
		}
	}
	/*
	 * "major 520", "pet 2002", "8-cylinder cars": a whole number beside a
	 * word of its column's name; "ids 1, 3 and 6", "(ID 2394)": beside "id",
	 * of an identifier column; "fares 1, 3 and 6": each number of the list
	 * the word starts
	 */
	list_wt = NULL;
	list_end = 0;
	for (k = 0; k < cx->ntokens; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		const VerdictToken *wt = NULL;
		double		v = 0;
		size_t		j,
					from,
					to;
		char		w[24];
		size_t		wn;
		bool		ids;

		bool		word = false;

		if (tk->len > 9)
			continue;
		if (tk->number && list_wt != NULL && list_joined(cx->answer, list_end, tk->start))
		{
			for (j = 0; j < tk->len && ascii_is_digit(cx->answer[tk->start + j]); j++)
				v = v * 10 + (cx->answer[tk->start + j] - '0');
			if (j == tk->len)
			{
				list_end = tk->start + tk->len;
				name_rows_by(cx, list_wt, v, tk->start, tk->start + tk->len);
				continue;
			}
		}
		/* "ids 1, 3 and 6": the list goes on past its joining words */
		if (!tk->number && (vd_eq_word(cx->answer + tk->start, tk->len, "and") ||
							vd_eq_word(cx->answer + tk->start, tk->len, "or")))
			continue;
		list_wt = NULL;
		if (tk->number)
		{
			for (j = 0; j < tk->len && ascii_is_digit(cx->answer[tk->start + j]); j++)
				v = v * 10 + (cx->answer[tk->start + j] - '0');
			if (j < tk->len)
				continue;
		}
		else
		{
			/* "eight-cylinder": a number word joined to the column's word */
			for (j = 0; small_numbers[j] && !vd_eq_word(cx->answer + tk->start, tk->len, small_numbers[j]); j++)
				;
			if (small_numbers[j] == NULL || tk->start + tk->len >= cx->len || cx->answer[tk->start + tk->len] != '-')
				continue;
			v = (double) j + 1;
			word = true;
		}
		if (k + 1 < cx->ntokens && !cx->tokens[k + 1].number && tk->start + tk->len + 1 == cx->tokens[k + 1].start &&
			cx->answer[tk->start + tk->len] == '-')
			wt = &cx->tokens[k + 1];	/* "8-cylinder" */
		else if (tk->start + tk->len + 1 < cx->len && cx->answer[tk->start + tk->len] == '-' &&
				 cx->answer[tk->start + tk->len + 1] == ' ')
		{
			/* "six- and eight-cylinder": the word the next hyphen joins */
			for (j = k + 1; j < cx->ntokens && j <= k + 3 && wt == NULL; j++)
				if (j + 1 < cx->ntokens && cx->tokens[j].start + cx->tokens[j].len + 1 == cx->tokens[j + 1].start &&
					cx->answer[cx->tokens[j].start + cx->tokens[j].len] == '-' && !cx->tokens[j + 1].number)
					wt = &cx->tokens[j + 1];
		}
		else if (!word && k > 0 && !cx->tokens[k - 1].number &&
				 cx->tokens[k - 1].start + cx->tokens[k - 1].len + 1 == tk->start && cx->answer[tk->start - 1] == ' ')
			wt = &cx->tokens[k - 1];	/* "major 520" */
		ids = wt != NULL && !word && wt < tk && (vd_eq_word(cx->answer + wt->start, wt->len, "id") ||
												  vd_eq_word(cx->answer + wt->start, wt->len, "ids"));
		if (ids)
		{
			list_wt = wt;
			list_end = tk->start + tk->len;
			name_rows_by(cx, wt, v, tk->start, tk->start + tk->len);
			continue;
		}
		if (wt == NULL || wt->len < 3 || wt->len >= sizeof(w) ||
			vd_in_words(cx->answer + wt->start, wt->len, vd_generic_name_words))
			continue;
		if (!word && wt < tk)
		{
			list_wt = wt;
			list_end = tk->start + tk->len;
		}
		for (wn = 0; wn < wt->len; wn++)
			w[wn] = (char) ascii_lower(cx->answer[wt->start + wn]);
		/* "8-cyl's 14.27": the possessive is not part of the word */
		if (wn > 2 && possessive_ending(cx->answer + wt->start + wn - 2, 2))
			wn -= 2;
		else if (wn > 4 && possessive_ending(cx->answer + wt->start + wn - 4, 4))
			wn -= 4;
		if (wn > 3 && w[wn - 1] == 's')
			wn--;				/* "majors 600 and 520" is named as "major" is */
		w[wn] = '\0';
		from = wt->start < tk->start ? wt->start : tk->start;
		to = wt->start < tk->start ? tk->start + tk->len : wt->start + wt->len;
		if (wt->start > tk->start + tk->len + 1)
			to = tk->start + tk->len;	/* "six-" alone: the name after it is another row's */
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];
			int			nc = sr->cells.ncolumns;
			int			c;

			for (c = 0; c < nc; c++)
			{
				if (!vd_name_contains(vd_col_name(sr, c), w) || vd_name_contains(vd_col_name(sr, c), "year"))
					continue;
				if (!vd_mention_rows_holding(cx, s, c, v, from, to, true))
					break;
			}
		}
	}
	letter_mentions(cx);
	month_mentions(cx);
	week_mentions(cx);
	period_mentions(cx);
	place_mentions(cx);
	vd_table_key_mentions(cx);
	/* a name inside a longer one ("Rock" in "Rock And Roll") is that longer one */
	for (s = 0; s < cx->nmentions; s++)
		for (k = 0; k < cx->nmentions; k++)
		{
			Mention    *a = &cx->mentions[s],
					   *b = &cx->mentions[k];

			if (s != k && b->len > a->len && a->offset >= b->offset && a->offset + a->len <= b->offset + b->len)
				a->dropped = true;
		}
	/* "from 1974 to 1982" where most rows end in 1982: a value most rows hold names none of them */
	for (s = 0; s < cx->nmentions; s++)
	{
		Mention    *m = &cx->mentions[s];

		if (m->nrows >= 3 && 2 * m->nrows > cx->reads[m->sread].cells.nrows)
			m->many = true;
	}
	former_latter_mentions(cx);
	answer_subject(cx);
	return 0;
}

/* How many rows (of any step) the mentions in [from, to) name, up to 4. */
static size_t
rows_named(const VerdictCtx *cx, size_t from, size_t to)
{
	int			seen_read[4];
	size_t		seen_row[4];
	size_t		n = 0,
				k,
				r,
				j;

	for (k = 0; k < cx->nmentions && n < 4; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->many || m->offset < from || m->offset >= to)
			continue;
		for (r = 0; r < m->nrows && n < 4; r++)
		{
			bool		dup = false;

			for (j = 0; j < n; j++)
				dup = dup || (seen_read[j] == m->sread && seen_row[j] == m->rows[r]);
			if (!dup)
			{
				seen_read[n] = m->sread;
				seen_row[n++] = m->rows[r];
			}
		}
	}
	return n;
}

/* Is the token one of the words (lower case)? */
static bool
tok_word(const VerdictCtx *cx, size_t ti, const char *const *list)
{
	const VerdictToken *tk = &cx->tokens[ti];

	return !tk->number && vd_in_words(cx->answer + tk->start, tk->len, list);
}

/* Is token k the "sum" of "to sum up" or "in sum", a recap's lead-in and no total? */
static bool
summing_up_idiom(const VerdictCtx *cx, size_t k)
{
	static const char *const sum[] = {"sum", NULL};
	static const char *const to[] = {"to", NULL};
	static const char *const up[] = {"up", NULL};
	static const char *const in[] = {"in", NULL};

	if (!tok_word(cx, k, sum) || k == 0)
		return false;
	if (tok_word(cx, k - 1, to) && k + 1 < cx->ntokens && tok_word(cx, k + 1, up) &&
		(k + 2 >= cx->ntokens || !tok_word(cx, k + 2, to)))
		return true;
	/* "In sum, ...": the idiom opens a sentence */
	return tok_word(cx, k - 1, in) && cx->tokens[k].start + 3 < cx->len && cx->answer[cx->tokens[k].start + 3] == ',';
}

/*
 * Does the sentence [p0, p1) open by summing up ("In short", "In all", "All
 * told", "Overall", "So") and name no row of its own? Then it is about the
 * rows before, all of them ("In short, less than half of all heroes").
 */
static bool
sums_up(const VerdictCtx *cx, size_t p0, size_t p1)
{
	static const char *const summing_up[] = {"overall", "altogether", "so", "thus", "together", NULL};
	static const char *const in[] = {"in", NULL};
	static const char *const in_what[] = {"short", "sum", "summary", "all", "total", "brief", NULL};
	static const char *const all[] = {"all", NULL};
	static const char *const told[] = {"told", NULL};
	size_t		t0 = vd_token_at(cx, p0),
				t1 = vd_token_at(cx, p1);

	return t0 + 1 < t1 && rows_named(cx, p0, p1) == 0 &&
		(tok_word(cx, t0, summing_up) || (tok_word(cx, t0, in) && tok_word(cx, t0 + 1, in_what)) ||
		 (tok_word(cx, t0, all) && tok_word(cx, t0 + 1, told)));
}

/*
 * Does the sentence [p0, p1), naming no row, open with a figure or a word
 * that only a figure follows: a point of a list ("- Roughly 30% of the
 * total", "- More than a fifth of all seats", "- At $76.75"), a clause after
 * a semicolon ("; roughly 4.73 minutes per track", "; 67.5% of the total")
 * or a sentence ("4.5 gigabytes, or 7.7 MB a track")?
 */
static bool
opens_with_figure(const VerdictCtx *cx, size_t p0, size_t p1)
{
	static const char *const fragment[] = {"roughly", "about", "nearly", "almost", "around", "approximately", "some",
		"just", "more", "less", "fewer", "over", "under", "a", "an", "at", "on", "up", "down", "well", "close",
	"in", "and", "or", "which", "for", "with", "by", "per", "each", "put", "so", NULL};
	/* after a semicolon, a hedge only: "; over a tenth" may bound another figure of the sentence */
	static const char *const hedge[] = {"roughly", "about", "nearly", "almost", "around", "approximately", "some",
	NULL};
	size_t		t0 = vd_token_at(cx, p0),
				t1 = vd_token_at(cx, p1),
				b = p0,
				e = p0;

	static const char *const arrows[] = {"\xe2\x86\x92", "\xe2\x87\x92", NULL};
	static const char *const signs[] = {"\xe2\x89\x88", "~", NULL};

	if (t0 >= t1 || rows_named(cx, p0, p1) != 0)
		return false;
	while (b < p1 && (cx->answer[b] == ' ' || cx->answer[b] == '\n'))
		b++;
	while (e > 0 && cx->answer[e - 1] == ' ')
		e--;
	/* "→ 82.7% of the 364 total", "- → 53.3%": an arrow goes on from the line before */
	if (t0 + 1 < t1 && tok_word(cx, t0, arrows) && cx->tokens[t0 + 1].number)
		return true;
	/* "• ≈ 38% of the $617K total" ("◦" a sub-bullet): a bullet, a figure hedged with a sign */
	if (tok_word(cx, t0, bullet_marks))
	{
		while (t0 + 1 < t1 && tok_word(cx, t0 + 1, signs))
			t0++;
		return t0 + 1 < t1 && cx->tokens[t0 + 1].number;
	}
	if (b < p1 && (cx->answer[b] == '-' || cx->answer[b] == '*'))
	{
		while (t0 + 1 < t1 && tok_word(cx, t0, signs))
			t0++;
		return cx->tokens[t0].number || tok_word(cx, t0, fragment);
	}
	if (e > 0 && cx->answer[e - 1] == ';' && tok_word(cx, t0, hedge))
		return true;
	return cx->tokens[t0].number && cx->tokens[t0].start == b;
}

/* The length of the footnote mark at off (a superscript digit, a dagger), 0 if none. */
static size_t
footnote_mark_at(const VerdictCtx *cx, size_t off)
{
	const uchar *t = cx->answer;

	if (off + 1 < cx->len && t[off] == 0xC2 && (t[off + 1] == 0xB9 || t[off + 1] == 0xB2 || t[off + 1] == 0xB3))
		return 2;
	if (off + 2 < cx->len && t[off] == 0xE2 &&
		((t[off + 1] == 0x81 && t[off + 2] >= 0xB4 && t[off + 2] <= 0xB9) ||
		 (t[off + 1] == 0x80 && (t[off + 2] == 0xA0 || t[off + 2] == 0xA1))))
		return 3;
	return 0;
}

/*
 * "$30.25¹ ... ¹ weighted by products": the line [*p0, *p1) of the footnote
 * whose mark stands right after the figure ending at fend; false if none.
 */
static bool
footnote_of(const VerdictCtx *cx, size_t fend, size_t *p0, size_t *p1)
{
	size_t		n = footnote_mark_at(cx, fend),
				i;

	/* past the figure's unit: "582,944.7 ms¹", "39.5 yrs¹" */
	if (n == 0 && fend + 1 < cx->len && cx->answer[fend] == ' ')
	{
		for (i = fend + 1; i < cx->len && i < fend + 8 && ascii_is_alpha(cx->answer[i]); i++)
			;
		if (i > fend + 1 && (n = footnote_mark_at(cx, i)) > 0)
			fend = i;
	}
	if (n == 0)
		return false;
	for (i = fend + n; i + n < cx->len; i++)
	{
		size_t		b = i + 1;

		if (cx->answer[i] != '\n')
			continue;
		while (b < cx->len && cx->answer[b] == ' ')
			b++;
		if (b + n <= cx->len && memcmp(cx->answer + b, cx->answer + fend, n) == 0)
		{
			*p0 = b + n;
			for (*p1 = *p0; *p1 < cx->len && cx->answer[*p1] != '\n'; (*p1)++)
				;
			return true;
		}
	}
	return false;
}

/*
 * Does the line [p0, p1) open with a footnote mark ("¹ 1997 share: 23.5%",
 * "† weighted by fares")?  A footnote goes on about the line it annotates.
 * A lone "*" is a list's bullet, so only superscript digits and daggers count.
 */
static bool
opens_with_footnote_mark(const VerdictCtx *cx, size_t p0, size_t p1)
{
	const uchar *t = cx->answer;
	size_t		b = p0;

	while (b < p1 && (t[b] == ' ' || t[b] == '\n'))
		b++;
	if (b > 0 && t[b - 1] != '\n')
		return false;
	return b < p1 && footnote_mark_at(cx, b) > 0;
}

/* See verdict_int.h. */
bool
vd_list_item(const VerdictCtx *cx, size_t s0)
{
	const uchar *t = cx->answer;
	size_t		i = s0,
				d;

	/* "3. Change: ...": the sentence starts past the item's number, which ends one */
	i = vd_line_start(cx, i);
	for (d = i; d < s0 && (t[d] == ' ' || ascii_is_digit(t[d]) || t[d] == '.' || t[d] == ')'); d++)
		;
	if (d < s0)
		i = s0;
	while (i < cx->len && t[i] == ' ')
		i++;
	/* at the start of its line, indented or not ("  ◦ Gap ≈ $12K") */
	for (d = i; d > 0 && t[d - 1] == ' '; d--)
		;
	if (d > 0 && t[d - 1] != '\n')
		return false;
	if (i + 1 < cx->len && (t[i] == '-' || t[i] == '*') && t[i + 1] == ' ')
		return true;
	/* "• ", and a sub-bullet "◦ " */
	if (i + 3 < cx->len && t[i] == 0xe2 && t[i + 3] == ' ' &&
		((t[i + 1] == 0x80 && t[i + 2] == 0xa2) || (t[i + 1] == 0x97 && t[i + 2] == 0xa6)))
		return true;
	for (d = i; d < cx->len && d < i + 2 && ascii_is_digit(t[d]); d++)
		;
	return d > i && d + 1 < cx->len && (t[d] == '.' || t[d] == ')') && t[d + 1] == ' ';
}

/*
 * "- Share: 53.5%", "- Net change: +38", "Relative change: −21%": does the
 * sentence [p0, p1) open with a label of at most three words, one of them
 * saying what is derived, and name no row?  It is derived from the lines
 * before.
 */
static bool
derived_label(const VerdictCtx *cx, size_t p0, size_t p1)
{
	static const char *const labels[] = {"share", "change", "gap", "difference", "ratio", "multiple", "growth",
	"delta", "spread", "margin", "\xce\x94", NULL};
	static const char *const delta[] = {"\xce\x94", NULL};
	size_t		t0 = vd_token_at(cx, p0),
				t1 = vd_token_at(cx, p1),
				k;
	bool		said = false;

	/* "3. Change: ...": past the item's number */
	if (t0 < t1 && cx->tokens[t0].number && vd_list_item(cx, p0))
		t0++;
	/* (a label of up to six words: "Share of all paid losses: 43.5%") */
	for (k = t0; k < t1 && k < t0 + 6; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		size_t		after = tk->start + tk->len;

		if (tk->number)
			return false;
		said = said || tok_word(cx, k, labels);
		/* "◦ Δ $42.45": the sign alone before its figure */
		if ((k == t0 || (k == t0 + 1 && tok_word(cx, t0, bullet_marks))) &&
			tok_word(cx, k, delta) && k + 1 < t1 && cx->tokens[k + 1].number)
			return rows_named(cx, p0, p1) == 0;
		/* "Gap: 1.3 pp", "gap ≈ 1.3 pp", "Δ = +67.5 pp" */
		while (after < cx->len && cx->answer[after] == ' ')
			after++;
		if (after < cx->len && (cx->answer[after] == ':' || cx->answer[after] == '=' || cx->answer[after] == '~' ||
								(after + 2 < cx->len && cx->answer[after] == 0xe2 && cx->answer[after + 1] == 0x89 &&
								 cx->answer[after + 2] == 0x88)))
			return said && rows_named(cx, p0, p1) == 0;
	}
	return false;
}

/*
 * "Speaker notes: So Callahan runs ...", "Key takeaway — that is ...": the
 * first token past a label of one to three words that opens the sentence
 * (a colon or a dash after it, words after that); t0 where there is none.
 */
static size_t
past_note_label(const VerdictCtx *cx, size_t t0, size_t t1)
{
	size_t		k;

	for (k = t0; k < t1 && k < t0 + 3; k++)
	{
		size_t		after = cx->tokens[k].start + cx->tokens[k].len;

		if (cx->tokens[k].number)
			return t0;
		if (after < cx->len && cx->answer[after] == '*')
			after++;
		while (after < cx->len && (cx->answer[after] == '*' || cx->answer[after] == '_'))
			after++;
		if ((after < cx->len && cx->answer[after] == ':') ||
			(after + 3 < cx->len && cx->answer[after] == ' ' && cx->answer[after + 1] == 0xe2 &&
			 cx->answer[after + 2] == 0x80 && cx->answer[after + 3] == 0x94))
		{
			size_t		n = k + 1,
						sep = cx->answer[after] == ':' ? after : after + 3;

			/* the dash may be a token of its own */
			while (n < t1 && cx->tokens[n].start <= sep)
				n++;
			return n < t1 && !cx->tokens[n].number ? n : t0;
		}
	}
	return t0;
}

/*
 * Do tokens (from, to) say that a mean is taken plainly: "just average the
 * ten genres", "simply averaging", "count as much as", "count equally",
 * "equal weight"?
 */
static bool
plain_said_after(const VerdictCtx *cx, size_t from, size_t to)
{
	static const char *const just[] = {"just", "simply", "merely", "only", NULL};
	static const char *const average[] = {"average", "averaging", "averages", NULL};
	static const char *const count[] = {"count", "counts", "counting", "weigh", "weighs", NULL};
	static const char *const equally[] = {"equally", "alike", NULL};
	static const char *const equal[] = {"equal", "same", NULL};
	static const char *const weight[] = {"weight", "footing", NULL};
	static const char *const as[] = {"as", NULL};
	static const char *const much[] = {"much", NULL};
	size_t		k;

	for (k = from + 1; k + 1 < to; k++)
	{
		if (tok_word(cx, k, just) && tok_word(cx, k + 1, average))
			return true;
		if (tok_word(cx, k, count) && (tok_word(cx, k + 1, equally) ||
									   (k + 3 < to && tok_word(cx, k + 1, as) && tok_word(cx, k + 2, much) &&
										tok_word(cx, k + 3, as))))
			return true;
		if (tok_word(cx, k, equal) && tok_word(cx, k + 1, weight))
			return true;
	}
	return false;
}

/* See verdict_int.h. */
size_t
vd_word_before_in(const VerdictCtx *cx, size_t offset, const char *const *words)
{
	size_t		e = offset,
				s;

	while (e > 0 && cx->answer[e - 1] == ' ')
		e--;
	for (s = e; s > 0 && ascii_is_alpha(cx->answer[s - 1]); s--)
		;
	return s < e && vd_in_words(cx->answer + s, e - s, words) ? s : offset;
}

/* See verdict_int.h.  What follows says again what the sentences before said, of their rows. */
bool
vd_opens_recap(const VerdictCtx *cx, size_t p0, size_t p1)
{
	static const char *const alone[] = {"recap", "recapping", "summing", "summary", "summarize", "summarise",
	"summarizing", "summarising", "nutshell", "upshot", "tldr", "tl;dr", NULL};
	static const char *const firsts[] = {"sum", "short", "bottom", "more", "once", "once", "in", "in", NULL};
	static const char *const seconds[] = {"up", "version", "line", "time", "again", "more", "short", "sum", NULL};
	static const char *const opening[] = {"so", "and", "ok", "okay", "well", "right", "now", "alright", NULL};
	size_t		t0 = vd_token_at(cx, p0),
				t1 = vd_token_at(cx, p1),
				k,
				end = 0;
	bool		run = false;

	/* the lead-in: at most six words, ended by a colon, a comma or a dash; past "So," */
	for (k = t0; k < t1 && k < t0 + 7 && end == 0; k++)
	{
		size_t		after = cx->tokens[k].start + cx->tokens[k].len;

		if (cx->tokens[k].number)
			return false;
		if (after < p1 && (cx->answer[after] == ':' || cx->answer[after] == ',' ||
						   (cx->answer[after] == ' ' && after + 3 < p1 && cx->answer[after + 1] == 0xe2 &&
							cx->answer[after + 2] == 0x80 && cx->answer[after + 3] == 0x94)) &&
			!(k == t0 && tok_word(cx, k, opening)))
			end = k + 1;
	}
	for (k = t0; k < end; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		int			w;

		if (vd_in_words(cx->answer + tk->start, tk->len, alone))
			return true;
		for (w = 0; firsts[w] && k + 1 < end; w++)
			if (vd_eq_word(cx->answer + tk->start, tk->len, firsts[w]) &&
				vd_eq_word(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, seconds[w]))
				return true;
		/* "Let's run that back", "run it back" */
		if (vd_eq_word(cx->answer + tk->start, tk->len, "run"))
			run = true;
		else if (run && vd_eq_word(cx->answer + tk->start, tk->len, "back"))
			return true;
	}
	return false;
}

/*
 * Is the sentence [p0, p1) the answer to a question the line before asks,
 * under a speaker's label or none ("Analyst: As a percentage?\n\nData lead:
 * 27.1 percent."), opening on its figure past a hedge of three words at
 * most ("About five times the average")?
 */
static bool
answers_question(const VerdictCtx *cx, size_t p0, size_t p1)
{
	static const char *const hedges[] = {"about", "roughly", "around", "nearly", "almost", "approximately", "some",
		"just", "a", "an", "over", "under", "more", "less", "than", "close", "to", "right", "well", "not", "quite",
	"only", "exactly", "it's", "that's", "it", "that", "is", "bit", "little", "shade", "touch", "hair", "tad",
	NULL};
	size_t		ls = p0,
				from = p0,
				a,
				ff,
				words = 0;

	/* (a label is short: a line that starts further back holds no answer of this kind) */
	while (ls > 0 && cx->answer[ls - 1] != '\n' && p0 - ls < 48)
		ls--;
	if (ls > 0 && cx->answer[ls - 1] != '\n')
		return false;
	/* the label, between the line's start and the sentence's, or opening the sentence */
	for (a = ls; a < p1 && a < ls + 40 && cx->answer[a] != ':' && cx->answer[a] != '\n'; a++)
		if (!(ascii_is_alpha(cx->answer[a]) || cx->answer[a] == ' ' || cx->answer[a] == '.'))
			break;
	if (a < p1 && cx->answer[a] == ':')
	{
		/* (the first sentence after the label) */
		for (from = a + 1; from < p0 && cx->answer[from] == ' '; from++)
			;
		if (from < p0)
			return false;
	}
	else if (ls != p0)
		return false;
	for (a = ls; a > 0 && (cx->answer[a - 1] == ' ' || cx->answer[a - 1] == '\n'); a--)
		;
	if (a == 0 || cx->answer[a - 1] != '?' || rows_named(cx, p0, p1) != 0)
		return false;
	ff = vd_figure_at(cx, from);
	if (ff >= cx->nfigs || cx->figs[ff].offset >= p1)
		return false;
	for (a = vd_token_at(cx, from); a < cx->ntokens && cx->tokens[a].start < cx->figs[ff].offset; a++)
		if (cx->tokens[a].number || ++words > 3 || !tok_word(cx, a, hedges))
			return false;
	return true;
}

/* Does the sentence starting at s0 point back to the one before ("Its ...", "That is ...")? */
static bool
points_back(const VerdictCtx *cx, size_t s0)
{
	static const char *const back[] = {"its", "their", "it", "they", "them", "that", "this", "these",
	"those", NULL};
	/* "Or 24.7% above Germany", "Which puts USA 72.1% ahead": the sentence goes on from the one before */
	static const char *const going_on[] = {"or", "which", "so", "thus", "hence", NULL};
	static const char *const up_down[] = {"up", "down", NULL};
	size_t		p0,
				p1,
				t0,
				t1,
				k,
				a;

	if (s0 == 0)
		return false;
	sentence_of(cx, s0, 0, &p0, &p1);
	t0 = past_note_label(cx, vd_token_at(cx, p0), vd_token_at(cx, p1));
	t1 = vd_token_at(cx, p1);
	for (k = t0; k < t1 && k < t0 + 10; k++)
	{
		const VerdictToken *tk = &cx->tokens[k];
		size_t		n = tk->len;

		/* past six words, only as its clause's subject: "In the same quarter of 1997, it was 814" */
		if (k >= t0 + 6)
		{
			for (a = tk->start; a > p0 && cx->answer[a - 1] == ' '; a--)
				;
			if (a <= p0 || cx->answer[a - 1] != ',')
				continue;
		}
		/* "That's", "It's", "They're": the pronoun before the apostrophe */
		for (a = 1; a + 1 < tk->len; a++)
			if (cx->answer[tk->start + a] == '\'')
				n = a;
		if (!tk->number && vd_in_words(cx->answer + tk->start, n, back))
			return true;
	}
	if (t0 < t1 && tok_word(cx, t0, going_on))
		return true;
	/* "Put another way, B would need another 394", "In other words, ...": the same facts said again */
	{
		static const char *const put[] = {"put", "said", "stated", "seen", NULL};
		static const char *const another[] = {"another", "differently", NULL};
		static const char *const in[] = {"in", NULL};
		static const char *const other[] = {"other", NULL};
		static const char *const words[] = {"words", NULL};

		if (t0 + 1 < t1 && tok_word(cx, t0, put) && tok_word(cx, t0 + 1, another))
			return true;
		if (t0 + 2 < t1 && tok_word(cx, t0, in) && tok_word(cx, t0 + 1, other) && tok_word(cx, t0 + 2, words))
			return true;
	}
	/* "A gap of 11", "The difference: 3.2 points": a difference between the rows before, naming none */
	{
		static const char *const gap[] = {"gap", "difference", "delta", "\xce\x94", NULL};
		static const char *const article[] = {"a", "an", "the", "that", "this", NULL};
		size_t		g = t0 < t1 && tok_word(cx, t0, article) ? t0 + 1 : t0;

		if (g < t1 && tok_word(cx, g, gap) && rows_named(cx, p0, p1) == 0)
			return true;
	}
	/* "- up 166.0 percent on 1996": a change said of the sentence before's rows */
	if (t0 + 1 < t1 && tok_word(cx, t0, up_down) && cx->tokens[t0 + 1].number)
		return true;
	/*
	 * "Analyst: As a percentage?\n\nData lead: 27.1 percent.", "…: About
	 * five times the average.": a speaker's answer to a question, opening on
	 * its figure
	 */
	if (answers_question(cx, p0, p1))
		return true;
	return opens_with_figure(cx, p0, p1) || sums_up(cx, p0, p1) || opens_with_footnote_mark(cx, p0, p1) ||
		derived_label(cx, p0, p1) || (vd_opens_recap(cx, p0, p1) && rows_named(cx, p0, p1) == 0);
}

/*
 * Where the rows of the sentence at s0 may be named from: its own start, or,
 * while each sentence points back to the one before, the start of the first
 * of that chain (at most MAX_CHAIN sentences back).
 */
static size_t
chain_start_back(const VerdictCtx *cx, size_t s0)
{
	size_t		r0 = s0;
	int			hops;

	for (hops = 0; hops < MAX_CHAIN && r0 > 0 && (points_back(cx, r0) || (hops > 0 && rows_named(cx, r0, s0) == 0));
		 hops++)
	{
		size_t		p0,
					p1;

		/* a sentence pointed back to that names no row ("the two majors average ...") points further back */
		sentence_before(cx, r0, &p0, &p1);
		r0 = p0;
	}
	return r0;
}

/*
 * Is offset at inside brackets (opened since s0) that the figure at fstart
 * is outside of: "come to $63,170.46 (an average of $21,056.82 each)" says
 * "average" of the figure in the brackets only?
 */
static bool
in_other_bracket(const VerdictCtx *cx, size_t s0, size_t at, size_t fstart)
{
	const uchar *t = cx->answer;
	size_t		open = SIZE_MAX,
				p;

	for (p = s0; p < at; p++)
		if (t[p] == '(')
			open = p;
		else if (t[p] == ')')
			open = SIZE_MAX;
	if (open == SIZE_MAX)
		return false;
	for (p = at; p < cx->len && t[p] != ')' && t[p] != '\n'; p++)
		;
	return p < cx->len && t[p] == ')' && !(fstart > open && fstart < p);
}

/* Is the sentence at s0 a list item that opens with a derived label ("- Abs. change: +17")? */
static bool
derived_label_item(const VerdictCtx *cx, size_t s0)
{
	size_t		r0 = s0,
				p0,
				p1;

	r0 = vd_line_start(cx, r0);
	sentence_of(cx, s0, 0, &p0, &p1);
	return vd_list_item(cx, r0) && derived_label(cx, p0, p1);
}


/* Is there an empty line between offsets a and b? */
static bool
blank_line_between(const VerdictCtx *cx, size_t a, size_t b)
{
	size_t		i;
	int			breaks = 0;

	for (i = a; i < b && i < cx->len; i++)
		if (cx->answer[i] == '\n')
		{
			if (++breaks >= 2)
				return true;
		}
		else if (cx->answer[i] != ' ' && cx->answer[i] != '\r')
			breaks = 0;
	return false;
}

/* The start of the line that holds offset at. */
static size_t
line_start(const VerdictCtx *cx, size_t at)
{
	return vd_line_start(cx, at);
}

/* See verdict_int.h. */
size_t
vd_list_start(const VerdictCtx *cx, size_t at)
{
	size_t		p0 = line_start(cx, at);
	int			hops;

	if (!vd_list_item(cx, p0))
		return at;
	for (hops = 0; hops < 8 && p0 > 0; hops++)
	{
		size_t		q0,
					q1;

		sentence_before(cx, p0, &q0, &q1);
		if (!vd_list_item(cx, line_start(cx, q0)) || line_start(cx, q0) + 1 >= p0 || blank_line_between(cx, q1, p0))
			break;
		p0 = line_start(cx, q0);
	}
	return p0;
}

/*
 * Where the rows of the sentence at s0 may be named from: chain_start_back,
 * or for a derived label in a list, the first of the items before it.
 */
static size_t
chain_start(const VerdictCtx *cx, size_t s0)
{
	const uchar *t = cx->answer;
	size_t		r0 = s0,
				p0,
				p1;
	int			hops;

	/*
	 * "- Abs. change: +17", "3. Change: 1,526 − 1,973 = −447": a derived
	 * label in a list is of the items before it, and of the line that
	 * leads them ("Q3 1997 vs. Q4 1997:")
	 */
	/* "- January: $5,463.44\n- February: $4,272.94\nThat's a little under $1,200 less": the whole list pointed back to */
	if (!derived_label_item(cx, s0))
	{
		r0 = chain_start_back(cx, s0);
		return r0 < s0 && !vd_list_item(cx, s0) && vd_list_item(cx, r0) ? vd_list_start(cx, r0) : r0;
	}
	r0 = line_start(cx, r0);
	for (hops = 0; hops < 8 && r0 > 0; hops++)
	{
		size_t		i = r0;

		sentence_before(cx, r0, &p0, &p1);
		/* the item's line, however many sentences it holds ("• Austria: $57K, ~1.3× France") */
		if (vd_list_item(cx, line_start(cx, p0)))
			p0 = line_start(cx, p0);
		if (vd_list_item(cx, p0))
		{
			r0 = p0;
			continue;
		}
		while (i > 0 && (t[i - 1] == '\n' || t[i - 1] == ' '))
			i--;
		if (i > 0 && t[i - 1] == ':')
			r0 = p0;
		break;
	}
	return r0;
}

/*
 * The row number token ti says: "2nd", "3" (digits, with an ordinal suffix
 * when words is given) or one of the words ("second" is 2); 0: none.
 */
static int64_t
ordinal_at(const VerdictCtx *cx, size_t ti, const char *const *words)
{
	const VerdictToken *tk = &cx->tokens[ti];
	const uchar *t = cx->answer + tk->start;
	int64_t		n = 0;
	size_t		i;

	if (!tk->number)
	{
		for (i = 0; words && words[i]; i++)
			if (vd_eq_word(t, tk->len, words[i]))
				return (int64_t) i + 1;
		return 0;
	}
	for (i = 0; i < tk->len && i < 6 && ascii_is_digit(t[i]); i++)
		n = n * 10 + (t[i] - '0');
	if (i == tk->len)
		return words ? 0 : n;
	if (words && tk->len - i == 2 &&
		(vd_eq_word(t + i, 2, "st") || vd_eq_word(t + i, 2, "nd") || vd_eq_word(t + i, 2, "rd") ||
		 vd_eq_word(t + i, 2, "th")))
		return n;
	return 0;
}

/*
 * "Total (all tracks): 3,503" over tracks and total_gb: the word after
 * "total" at ti names another column of read s than c, and none of c's
 * words; the total is of that column.
 */
static bool
adjective_of_other_column(const VerdictCtx *cx, size_t ti, size_t t1, size_t s, int c)
{
	static const char *const total[] = {"total", "combined", NULL};
	static const char *const skip[] = {"all", "the", NULL};
	const StepRead *rd = &cx->reads[s];
	size_t		n = ti + 1;
	int			o;
	WordArg		a;

	if (!tok_word(cx, ti, total))
		return false;
	if (n < t1 && tok_word(cx, n, skip))
		n++;
	if (n >= t1 || cx->tokens[n].number || cx->tokens[n].len < 3)
		return false;
	a.w = cx->answer + cx->tokens[n].start;
	a.n = cx->tokens[n].len;
	if (vd_name_words(vd_col_name(rd, c), vd_word_matches, &a))
		return false;
	for (o = 0; o < rd->cells.ncolumns; o++)
		if (o != c && vd_name_words(vd_col_name(rd, o), vd_word_matches, &a))
			return true;
	return false;
}

/* The sentence's tokens [t0, t1) but ti, for other_word_said. */
typedef struct OtherWords
{
	const VerdictCtx *cx;
	size_t		ti,
				t0,
				t1;
} OtherWords;

/* Is the name word [w, w + n) one of the sentence's words but the token ti (by its stem, case aside)? */
static bool
other_word_said(const uchar *w, size_t n, const void *arg)
{
	const OtherWords *o = arg;
	size_t		k;

	if (n < 3)
		return false;
	for (k = o->t0; k < o->t1; k++)
	{
		const VerdictToken *tk = &o->cx->tokens[k];

		if (k != o->ti && !tk->number && vd_same_stem(o->cx->answer + tk->start, tk->len, w, n))
			return true;
	}
	return false;
}

/* Does the sentence [t0, t1) say a word of the column name other than the token ti? */
static bool
other_name_word_said(const VerdictCtx *cx, const char *name, size_t ti, size_t t0, size_t t1)
{
	OtherWords	o = {cx, ti, t0, t1};

	return vd_name_words(name, other_word_said, &o);
}

static bool aggregate_name_n(const uchar *w, size_t n);
static bool aggregate_name(const char *name);

/* Does a word of the sentence [t0, t1) but the token ti name a column other than column c of read s? */
static bool
other_column_said(const VerdictCtx *cx, size_t ti, size_t t0, size_t t1, size_t s, int c)
{
	size_t		k,
				r;
	int			d;

	for (k = t0; k < t1; k++)
	{
		WordArg		a = {cx->answer + cx->tokens[k].start, cx->tokens[k].len};

		if (k == ti || cx->tokens[k].number || aggregate_name_n(a.w, a.n))
			continue;
		for (r = 0; r < cx->nreads; r++)
			for (d = 0; d < cx->reads[r].cells.ncolumns; d++)
				if (!(r == s && d == c) && vd_name_words(vd_col_name(&cx->reads[r], d), vd_word_matches, &a))
					return true;
	}
	return false;
}

/*
 * Does the vd_aggregate word at ti name a column ("the median total" over
 * median_total, "338 min" over mct_min)?  "vs avg of 389.9" says a mean,
 * not avg_price: before "of" and a figure, only with another word of that
 * column's name beside it.
 */
static bool
token_names_column(const VerdictCtx *cx, size_t ti, size_t t0, size_t t1)
{
	static const char *const means[] = {"avg", "average", "mean", "median", NULL};
	const VerdictToken *tk = &cx->tokens[ti];
	size_t		s;
	int			c;
	char		w[24];
	size_t		k;

	if (tk->len >= sizeof(w))
		return false;
	for (k = 0; k < tk->len; k++)
		w[k] = (char) ascii_lower(cx->answer[tk->start + k]);
	w[tk->len] = '\0';
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			const char *name = vd_col_name(&cx->reads[s], c);
			size_t		n;

			if (!vd_name_has(name, w) || adjective_of_other_column(cx, ti, t1, s, c))
				continue;
			/*
			 * "Units sold per month (1997 avg): 270.5" beside avg_price: where
			 * the sentence names another column, a word for a mean names a
			 * longer name only with another of its words ("avg price")
			 */
			if (strlen(name) != tk->len && !aggregate_name(name) && tok_word(cx, ti, means) &&
				!other_name_word_said(cx, name, ti, t0, t1) &&
				other_column_said(cx, ti, t0, t1, s, c))
				continue;
			if (strlen(name) == tk->len ||
				!(ti + 2 < t1 && vd_eq_word(cx->answer + cx->tokens[ti + 1].start, cx->tokens[ti + 1].len, "of") &&
				  cx->tokens[ti + 2].number))
				return true;
			for (n = ti > t0 + 1 ? ti - 1 : t0; n < t1 && n <= ti + 2; n++)
			{
				WordArg		a = {cx->answer + cx->tokens[n].start, cx->tokens[n].len};

				if (n != ti && !cx->tokens[n].number && a.n >= 3 &&
					!vd_eq_word(a.w, a.n, w) && vd_name_words(name, vd_word_matches, &a))
					return true;
			}
		}
	return false;
}

/* The vd_aggregate word a token is ("median", "peak", "on average"), AGW_NONE if none. */
static AggWord
agg_of_token(const VerdictCtx *cx, size_t ti)
{
	static const char *const median[] = {"median", NULL};
	static const char *const maxw[] = {
		"peak", "peaked", "highest", "maximum", "max", "largest", "biggest", "greatest", "longest",
		"priciest", "record", "top", NULL
	};
	static const char *const minw[] = {
		"lowest", "minimum", "min", "smallest", "cheapest", "shortest", "fewest", NULL
	};
	static const char *const avgw[] = {"average", "averages", "averaged", "averaging", "mean", "avg", NULL};
	static const char *const totalw[] = {"total", "totals", "totaled", "totalled", "sum", "combined", "altogether", NULL};
	static const char *const peak[] = {"peak", "peaks", NULL};
	static const char *const min_unit[] = {"min", NULL};

	static const char *const per[] = {"per", "each", "every", NULL};

	/* "altitude per peak", "each record": a noun counted, no aggregate */
	if (ti > 0 && tok_word(cx, ti - 1, per))
		return AGW_NONE;
	if (tok_word(cx, ti, median))
		return AGW_MEDIAN;
	/* "Pakistan's lowest listed peak": a mountain, the lowest of them */
	if (tok_word(cx, ti, peak) && ((ti >= 1 && tok_word(cx, ti - 1, minw)) || (ti >= 2 && tok_word(cx, ti - 2, minw))))
		return AGW_MIN;
	if (tok_word(cx, ti, maxw))
		return AGW_MAX;
	/* "86,000 min": after a number, minutes */
	if (tok_word(cx, ti, minw) && !(ti > 0 && cx->tokens[ti - 1].number && tok_word(cx, ti, min_unit)))
		return AGW_MIN;
	if (tok_word(cx, ti, avgw))
		return AGW_AVG;
	if (tok_word(cx, ti, totalw))
		return AGW_TOTAL;
	return AGW_NONE;
}

/* Is the token a small count in digits or words ("3", "five", "ten")? Sets *n. */
static bool
token_count(const VerdictCtx *cx, size_t ti, int *n)
{
	static const char *const small[] = {
		"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
		"nineteen", "twenty", NULL
	};
	const VerdictToken *tk = &cx->tokens[ti];
	int			k;

	if (tk->number)
	{
		int			v = 0;
		size_t		j;

		if (tk->len > 2)
			return false;
		for (j = 0; j < tk->len; j++)
			v = v * 10 + (cx->answer[tk->start + j] - '0');
		*n = v;
		return true;
	}
	for (k = 0; small[k]; k++)
		if (vd_eq_word(cx->answer + tk->start, tk->len, small[k]))
		{
			*n = k;
			return true;
		}
	return false;
}

/* See verdict_int.h. */
bool
vd_in_mention(const VerdictCtx *cx, size_t off)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && off >= cx->mentions[k].offset &&
			off < cx->mentions[k].offset + cx->mentions[k].len)
			return true;
	return false;
}

/* Is the offset inside a row's name that does not hold the figure at fstart ("Dairy Products (11.00)", not "Major 520")? */
static bool
in_other_name(const VerdictCtx *cx, size_t off, size_t fstart)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (!m->dropped && off >= m->offset && off < m->offset + m->len &&
			!(fstart >= m->offset && fstart < m->offset + m->len))
			return true;
	}
	return false;
}

/* Is the column an identifier of its rows (fare_id, FareID, id_fare)? */
static bool
identifier_column(const char *name)
{
	return vd_name_has(name, "id") || vd_name_has(name, "ids");
}

/* Is the text [w, w + n) one of the words that name an aggregate ("average", "highest")? */
static bool
aggregate_name_n(const uchar *w, size_t n)
{
	static const char *const aggregates[] = {"average", "avg", "mean", "median", "highest", "lowest", "max", "min",
	"maximum", "minimum", "total", "sum", NULL};

	return vd_in_words(w, n, aggregates);
}

/* Is a column's whole name an aggregate's word (a column named `average`)? */
static bool
aggregate_name(const char *name)
{
	return aggregate_name_n((const uchar *) name, strlen(name));
}

/*
 * "Across all 77 products", "Average GPA, all students": does the sentence
 * [t0, t1) speak of all the units a count column counts (by their number,
 * its total, or by the column's name)?  Sets fx->units_read and units_col.
 */
static void
all_units_counted(const VerdictCtx *cx, FigCtx *fx, size_t t0, size_t t1)
{
	static const char *const all[] = {"all", NULL};
	static const char *const each[] = {"each", "every", NULL};
	static const char *const once[] = {"once", NULL};
	size_t		k;

	fx->units_read = fx->units_col = -1;
	for (k = t0; k + 1 < t1; k++)
	{
		size_t		j = k + 1,
					s;
		const Figure *said = NULL;
		WordArg		noun;

		/* "Taking each product once": every unit the column counts, by its name */
		if (tok_word(cx, k, each) && k + 2 < t1 && !cx->tokens[j].number && tok_word(cx, k + 2, once))
			;
		else if (!tok_word(cx, k, all))
			continue;
		else if (cx->tokens[j].number)
		{
			size_t		n = vd_figure_at(cx, cx->tokens[j].start);

			if (n >= cx->nfigs || cx->figs[n].offset != cx->tokens[j].start)
				continue;
			said = &cx->figs[n];
			j++;
		}
		if (j >= t1 || cx->tokens[j].number)
			continue;
		noun.w = cx->answer + cx->tokens[j].start;
		noun.n = cx->tokens[j].len;
		for (s = 0; s < cx->nreads; s++)
		{
			const StepRead *sr = &cx->reads[s];
			int			w;

			for (w = 0; w < sr->cells.ncolumns; w++)
			{
				const ColumnAgg *ag = &sr->aggs[w];

				if (sr->colclass[w] != CC_COUNT || ag->count < 2 || !(ag->sum > 0) ||
					(said ? fabs(ag->sum - said->value) > said->half_unit + 1e-9 :
					 !vd_name_words(vd_col_name(sr, w), vd_word_matches, &noun)))
					continue;
				fx->units_read = (int) s;
				fx->units_col = w;
				return;
			}
		}
	}
}

/* Has a column of the read a unit of the family of u (total_km for "km")? */
static bool
read_has_unit(const StepRead *sr, FigureUnit u)
{
	int			c;

	for (c = 0; c < sr->cells.ncolumns; c++)
		if (figure_unit_family(sr->colunit[c]) == figure_unit_family(u))
			return true;
	return false;
}

/* Attach the columns word a names; how many match it. */
static int
attach_columns_named(VerdictCtx *cx, FigCtx *fx, const Figure *f, const WordArg *a, bool before)
{
	size_t		s;
	int			c,
				matched = 0;

	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			int			k;
			bool		dup = false;

			if (cx->reads[s].aggs[c].count == 0 || !vd_name_words(vd_col_name(&cx->reads[s], c), vd_word_matches, a))
				continue;
			/* "the average fare is $214": the word names the rows' entity, not fare_id's values */
			if (identifier_column(vd_col_name(&cx->reads[s], c)))
				continue;
			/* "Inventory, USA: 665 units" beside monthly_units: no rate per month without the month said */
			if (vd_rate_period(cx, fx->s0, fx->s1, vd_col_name(&cx->reads[s], c)) == 0)
				continue;
			/*
			 * "the average across all nine stadiums was 10,622" beside a
			 * column named `average`: the word is the aggregate as much as
			 * the column, so it restricts the figure to neither
			 */
			if (aggregate_name(vd_col_name(&cx->reads[s], c)) && aggregate_name_n(a->w, a->n))
				continue;
			/* "four-cylinder cars at 2,312.7": a count has no fraction (after it, "per order" names the divisor) */
			if (before && f->value != floor(f->value) && !f->percent && !f->multiple &&
				cx->reads[s].colclass[c] == CC_COUNT && cx->reads[s].colunit[c] == UNIT_NONE)
				continue;
			/* "1,600 km of river": a figure in a unit is of a column in it, where one is (total_km, not rivers) */
			if (f->unit != UNIT_NONE &&
				figure_unit_family(cx->reads[s].colunit[c]) != figure_unit_family(f->unit) &&
				read_has_unit(&cx->reads[s], f->unit))
				continue;
			/*
			 * "$33.0k of discounts": money is never a column of percentages
			 * (discount_pct); "$230,285 to customers in Germany" nor of counts
			 * (but "$1.06 in revenue per track" names its divisor)
			 */
			if (f->currency && (cx->reads[s].colclass[c] == CC_PCT ||
								(cx->reads[s].colclass[c] == CC_COUNT && !fx->per_unit && !fx->per_after)))
				continue;
			/* "$481.45 that year", "$465.72 a year": the period, not a column of years */
			if ((f->currency || f->percent || f->decimals > 0) && vd_name_has(vd_col_name(&cx->reads[s], c), "year"))
				continue;
			/* "All thirteen model years: sixty-seven of 406 cars": no count is a calendar year */
			if (vd_name_has(vd_col_name(&cx->reads[s], c), "year") && cx->reads[s].aggs[c].min >= 1000 &&
				cx->reads[s].aggs[c].max < 3000 && !(f->value >= 1000 && f->value < 3000))
				continue;
			matched++;
			for (k = 0; k < fx->ncols; k++)
				dup = dup || (fx->col_read[k] == (int) s && fx->col_col[k] == c);
			if (!dup && fx->ncols < MAX_FIG_COLUMNS)
			{
				fx->col_read[fx->ncols] = (int) s;
				fx->col_col[fx->ncols] = c;
				fx->ncols++;
			}
		}
	return matched;
}

/*
 * "Canadian revenue" over a column per country (`canada`): the columns a
 * capitalised word names by the place's names (place_mentions); how many.
 */
static int
attach_place_column(VerdictCtx *cx, FigCtx *fx, const Figure *f, size_t ti, bool before)
{
	const VerdictToken *tk = &cx->tokens[ti];
	PlaceNames	pn;
	int			i;

	if (tk->number || tk->len < 4 || !(cx->answer[tk->start] >= 'A' && cx->answer[tk->start] <= 'Z'))
		return 0;
	pn.n = 0;
	pn.used = 0;
	if (synonyms_place_names((const char *) cx->answer + tk->start, (int) tk->len, add_place_name, &pn) == 0)
		return 0;
	for (i = 0; i < pn.n; i++)
	{
		WordArg		name = {(const uchar *) pn.buf + pn.start[i], (size_t) pn.len[i]};
		int			n;

		if (memchr(name.w, ' ', name.n) == NULL && name.n >= 3 &&
			(n = attach_columns_named(cx, fx, f, &name, before)) > 0)
			return n;
	}
	return 0;
}

/* Is the name word w the plural of the answer's word a ("cities" for "city")? */
static bool
plural_of_word(const uchar *w, size_t n, const void *arg)
{
	const WordArg *a = arg;

	return n > a->n && ascii_lower(w[n - 1]) == 's' && ascii_lower(a->w[a->n - 1]) != 's' &&
		vd_word_matches(w, n, a);
}

/*
 * Does the word after a name a column that word a does not, where a is
 * written in the singular of its column's plural name: "city population"
 * names population (of cities), "track length" length; "late orders" still
 * names late?
 */
static bool
names_other_column(const VerdictCtx *cx, const WordArg *a, VerdictToken next)
{
	WordArg		b = {cx->answer + next.start, next.len};
	size_t		s;
	int			c;
	bool		singular = false;

	if (vd_in_words(b.w, b.n, vd_generic_name_words))
		return false;
	for (s = 0; s < cx->nreads && !singular; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns && !singular; c++)
			singular = vd_name_words(vd_col_name(&cx->reads[s], c), plural_of_word, a);
	if (!singular)
		return false;
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			const char *name = vd_col_name(&cx->reads[s], c);

			if (cx->reads[s].aggs[c].count > 0 && vd_name_words(name, vd_word_matches, &b) &&
				!vd_name_words(name, vd_word_matches, a))
				return true;
		}
	return false;
}

/* The words of a noun's modifiers, and how many words of a column's name they say. */
typedef struct ModifierWords
{
	const VerdictCtx *cx;
	size_t		from,
				to;				/* the modifiers' tokens */
	int			said;
} ModifierWords;

/*
 * Is the name's word w none of the modifiers ("avg" is "average")? Words of
 * fewer than three letters and generic ones need not be said; counts those
 * that are.
 */
static bool
name_word_unsaid(const uchar *w, size_t n, const void *arg)
{
	ModifierWords *mw = (ModifierWords *) arg;
	size_t		k;

	if (n < 3 || vd_in_words(w, n, vd_generic_name_words))
		return false;
	for (k = mw->from; k < mw->to; k++)
	{
		const VerdictToken *t = &mw->cx->tokens[k];
		WordArg		a = {mw->cx->answer + t->start, t->len};

		if (vd_word_matches(w, n, &a) ||
			(vd_eq_word(w, n, "avg") && vd_eq_word(a.w, a.n, "average")))
		{
			mw->said++;
			return false;
		}
	}
	return true;
}

/*
 * "the average round-trip fare" over fares and avg_round_trip: where the
 * noun at ti names a column only as its plural (a count: fares), and the
 * words right before it name every word of one other column (two words at
 * least), the phrase names that column; its index, else -1.
 */
static int
modifiers_name_column(const VerdictCtx *cx, size_t ti, int *read)
{
	const VerdictToken *tk = &cx->tokens[ti];
	WordArg		a = {cx->answer + tk->start, tk->len};
	ModifierWords mw = {cx, ti, ti, 0};
	size_t		s;
	int			c,
				found = -1;
	bool		plural_only = false;

	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			const char *name = vd_col_name(&cx->reads[s], c);

			if (vd_name_words(name, vd_word_matches, &a))
			{
				if (!vd_name_words(name, plural_of_word, &a))
					return -1;
				plural_only = true;
			}
		}
	if (!plural_only)
		return -1;
	/* the modifiers: up to three words, each right before the next (a space or a hyphen between) */
	while (mw.from > 0 && ti - mw.from < 3 && !cx->tokens[mw.from - 1].number &&
		   cx->tokens[mw.from - 1].start + cx->tokens[mw.from - 1].len + 1 == cx->tokens[mw.from].start &&
		   (cx->answer[cx->tokens[mw.from].start - 1] == ' ' || cx->answer[cx->tokens[mw.from].start - 1] == '-'))
		mw.from--;
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
		{
			const char *name = vd_col_name(&cx->reads[s], c);

			mw.said = 0;
			if (cx->reads[s].aggs[c].count == 0 || vd_name_words(name, vd_word_matches, &a) ||
				vd_name_words(name, name_word_unsaid, &mw) || mw.said < 2)
				continue;
			if (found >= 0)
				return -1;		/* two columns: the words choose neither */
			found = c;
			*read = (int) s;
		}
	return found;
}

/* Words that rank rows when a count follows them ("the top 3", "bottom five"). */
static const char *const counted_ranks[] = {"top", "bottom", NULL};

/* Attach a column named next to the figure: "1,297 tracks", "the freight was 64,942.69", "Canadian". */
static void
attach_column_word(VerdictCtx *cx, FigCtx *fx, const Figure *f, size_t ti, bool before)
{
	const VerdictToken *tk = &cx->tokens[ti];
	WordArg		a = {cx->answer + tk->start, tk->len};
	int			mc,
				mread = -1,
				count;

	if (tk->number || tk->len < 3 || vd_in_words(a.w, a.n, vd_generic_name_words))
		return;
	/* "top-eight premium", "the top 3": a rank counted, not top_invoice */
	if (ti + 1 < cx->ntokens && tok_word(cx, ti, counted_ranks) && token_count(cx, ti + 1, &count))
		return;
	/* "year over year", "month-over-month": a comparison of periods, no column */
	if ((ti + 2 < cx->ntokens && vd_eq_word(cx->answer + cx->tokens[ti + 1].start, cx->tokens[ti + 1].len, "over") &&
		 cx->tokens[ti + 2].len == tk->len && ascii_equal_nocase_n((const char *) cx->answer + cx->tokens[ti + 2].start,
																	(const char *) a.w, a.n)) ||
		(ti >= 2 && vd_eq_word(cx->answer + cx->tokens[ti - 1].start, cx->tokens[ti - 1].len, "over") &&
		 cx->tokens[ti - 2].len == tk->len && ascii_equal_nocase_n((const char *) cx->answer + cx->tokens[ti - 2].start,
																	(const char *) a.w, a.n)))
		return;
	/* "on city population": a word naming a column before one naming another is its modifier */
	if (ti + 1 < cx->ntokens && !cx->tokens[ti + 1].number && cx->tokens[ti + 1].len >= 3 &&
		cx->tokens[ti + 1].start == tk->start + tk->len + 1 && cx->answer[tk->start + tk->len] == ' ' &&
		names_other_column(cx, &a, cx->tokens[ti + 1]))
	{
		a.w = cx->answer + cx->tokens[ti + 1].start;
		a.n = cx->tokens[ti + 1].len;
	}
	/* (of a row named: over all rows the words may ask for the count's weights) */
	if (before && fx->mention >= 0 && (mc = modifiers_name_column(cx, ti, &mread)) >= 0)
	{
		if (fx->ncols < MAX_FIG_COLUMNS)
		{
			fx->col_read[fx->ncols] = mread;
			fx->col_col[fx->ncols] = mc;
			fx->ncols++;
		}
		return;
	}
	if (attach_columns_named(cx, fx, f, &a, before) == 0)
		(void) attach_place_column(cx, fx, f, ti, before);
}

/*
 * Attach the columns whose names hold the token as a word ("median" →
 * median_total); of several, those the word after it names too ("Avg
 * weight" → avg_weight_lb, not avg_hp).
 */
static void
attach_column_exact(VerdictCtx *cx, FigCtx *fx, size_t ti)
{
	const VerdictToken *tk = &cx->tokens[ti];
	char		w[24];
	size_t		s,
				k;
	int			c,
				first = fx->ncols,
				kept,
				i;

	if (tk->len >= sizeof(w))
		return;
	for (k = 0; k < tk->len; k++)
		w[k] = (char) ascii_lower(cx->answer[tk->start + k]);
	w[tk->len] = '\0';
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
			if (cx->reads[s].aggs[c].count > 0 && vd_name_has(vd_col_name(&cx->reads[s], c), w) &&
				!(aggregate_name(vd_col_name(&cx->reads[s], c)) && aggregate_name(w)) && fx->ncols < MAX_FIG_COLUMNS)
			{
				fx->col_read[fx->ncols] = (int) s;
				fx->col_col[fx->ncols] = c;
				fx->ncols++;
			}
	if (fx->ncols - first < 2 || ti + 1 >= cx->ntokens || cx->tokens[ti + 1].number)
		return;
	{
		WordArg		a = {cx->answer + cx->tokens[ti + 1].start, cx->tokens[ti + 1].len};

		for (i = first, kept = first; i < fx->ncols; i++)
			if (vd_name_words(vd_col_name(&cx->reads[fx->col_read[i]], fx->col_col[i]), vd_word_matches, &a))
			{
				fx->col_read[kept] = fx->col_read[i];
				fx->col_col[kept] = fx->col_col[i];
				kept++;
			}
		if (kept > first)
			fx->ncols = kept;
	}
}

/*
 * "23.9% of the 88 deaths", "more than a third of the $64,942.70 total": the
 * figure of the answer right after "of" (across an article) that a share
 * says it is taken of, or right after a multiple ("0.73 times the 110.0");
 * -1 when none.
 */
static int
share_base(const VerdictCtx *cx, size_t fend, bool multiple)
{
	static const char *const of[] = {"of", NULL};
	static const char *const article[] = {"the", "all", "its", "their", "a", "an", NULL};
	size_t		e = vd_token_at(cx, fend),
				k;

	/* "0.73 times the 110.0 of ...": a multiple of the figure right after it */
	if (!multiple && (e >= cx->ntokens || !tok_word(cx, e, of) || cx->tokens[e].start > fend + 2))
		return -1;
	if (!multiple)
		e++;
	if (e < cx->ntokens && tok_word(cx, e, article))
		e++;
	if (e >= cx->ntokens || !cx->tokens[e].number)
		return -1;
	for (k = 0; k < cx->nfigs; k++)
		if (cx->tokens[e].start >= cx->figs[k].offset &&
			cx->tokens[e].start < cx->figs[k].offset + cx->figs[k].length)
			return cx->figs[k].percent ? -1 : (int) k;
	return -1;
}

/*
 * The row a reply greets by name ("Hi Robert,", "Good morning Robert!",
 * "Dear Ms Peacock,"): a greeting word opening the answer, then the name of
 * one row, then a comma, a stop or the line's end.  Its mention, or -1.
 */
static int
greeted_row(const VerdictCtx *cx)
{
	static const char *const hello[] = {"hi", "hello", "hey", "dear", "morning", "afternoon", "evening", NULL};
	static const char *const good[] = {"good", NULL};
	static const char *const titles[] = {"mr", "mrs", "ms", "miss", "dr", NULL};
	size_t		k = 0,
				e,
				m;

	if (cx->ntokens < 2)
		return -1;
	if (tok_word(cx, 0, good))
		k = 1;
	if (!tok_word(cx, k, hello))
		return -1;
	k++;
	if (k < cx->ntokens && tok_word(cx, k, titles))
		k++;
	if (k >= cx->ntokens)
		return -1;
	for (m = 0; m < cx->nmentions; m++)
	{
		const Mention *mn = &cx->mentions[m];

		if (mn->dropped || mn->many || mn->nrows != 1 || mn->offset != cx->tokens[k].start)
			continue;
		for (e = mn->offset + mn->len; e < cx->len && cx->answer[e] == ' '; e++)
			;
		if (e >= cx->len || cx->answer[e] == ',' || cx->answer[e] == '!' || cx->answer[e] == '.' ||
			cx->answer[e] == '\n')
			return (int) m;
	}
	return -1;
}

/*
 * Does the figure's sentence name, after the row its figure was given to
 * and before the figure, something the rows do not hold: a capitalized
 * possessive ("O'Hare's $200.00"), or a capitalized subject opening the
 * sentence ("O'Hare is cheapest at $326.00", "The V8s average 158.5")? Not
 * a pronoun, nor a word of a column's name.
 */
static bool
unknown_subject(const VerdictCtx *cx, const FigCtx *fx, size_t fstart)
{
	static const char *const not_subjects[] = {"it", "its", "it's", "they", "their", "this", "that", "these",
		"those", "he", "she", "his", "her", "there", "here", "the", "a", "an", "each", "every", "all", "both",
	"one", "one's", "which", "what", NULL};
	static const char *const verbs[] = {"is", "was", "has", "had", "comes", "ranks", "sits", "trails", "leads",
		"tops", "holds", "follows", "came", "average", "averages", "averaged", "carries", "carry", "booked",
	"took", NULL};
	static const char *const the[] = {"the", NULL};
	const Mention *m = fx->mention >= 0 ? &cx->mentions[fx->mention] : NULL;
	size_t		from = m != NULL && m->offset >= fx->s0 ? m->offset + m->len : fx->s0,
				k = vd_token_at(cx, from),
				t0 = vd_token_at(cx, fx->s0);

	/* (no row chosen: only a subject opening the sentence, "The V8s average 158.5") */
	for (; k < cx->ntokens && cx->tokens[k].start < fstart && (m != NULL || k <= t0 + 1); k++)
	{
		const VerdictToken *t = &cx->tokens[k];
		const uchar *w = cx->answer + t->start;
		bool		possessive = t->len >= 4 && w[t->len - 2] == '\'' && w[t->len - 1] == 's';
		size_t		s,
					n = possessive ? t->len - 2 : t->len;
		int			c;
		bool		column = false;

		if (t->number || !(w[0] >= 'A' && w[0] <= 'Z') || vd_in_mention(cx, t->start) || vd_in_words(w, t->len, not_subjects))
			continue;
		if (!possessive && !((k == t0 || (k == t0 + 1 && tok_word(cx, t0, the))) && k + 1 < cx->ntokens &&
							 tok_word(cx, k + 1, verbs)))
			continue;
		for (s = 0; s < cx->nreads && !column; s++)
			for (c = 0; c < cx->reads[s].cells.ncolumns && !column; c++)
			{
				WordArg		a = {w, n};

				column = vd_name_words(vd_col_name(&cx->reads[s], c), vd_word_matches, &a);
			}
		if (!column)
			return true;
	}
	return false;
}

/*
 * "The US office took 302 orders, against 106 for the London office": a
 * figure set against the row's own (the versus word at token vs) and said
 * "for" a few words no row holds, to the clause's end, is theirs.
 */
static bool
versus_unknown(const VerdictCtx *cx, const FigCtx *fx, size_t fstart, size_t vs)
{
	static const char *const fors[] = {"for", "at", NULL};
	size_t		fi = vd_figure_at(cx, fstart),
				k,
				words = 0,
				j,
				e;

	if (fi >= cx->nfigs || cx->figs[fi].offset != fstart)
		return false;
	e = fstart + cx->figs[fi].length;
	k = vd_token_at(cx, e);
	/* past the figure's unit word ("106 orders for …") */
	if (k < cx->ntokens && !cx->tokens[k].number && !tok_word(cx, k, fors) &&
		cx->tokens[k].start <= e + 1)
		k++;
	if (k >= cx->ntokens || !tok_word(cx, k, fors) || memchr(cx->answer + e, ')', cx->tokens[k].start - e) != NULL)
		return false;
	for (k++; k < cx->ntokens && cx->tokens[k].start < fx->s1; k++)
	{
		const VerdictToken *t = &cx->tokens[k];
		size_t		s;
		int			c;

		if (t->number || vd_in_mention(cx, t->start) || ++words > 4)
			return false;
		/* (a measure's name says what the figure is, no subject: "for revenue") */
		for (s = 0; s < cx->nreads; s++)
			for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
				if (cx->reads[s].aggs[c].count > 0 && vd_span_names_col(cx, t->start, t->start + t->len, (int) s, c))
					return false;
		/* the clause ends after this word */
		for (j = t->start + t->len; j < fx->s1 && cx->answer[j] == ' '; j++)
			;
		if (j >= fx->s1 || cx->answer[j] == ',' || cx->answer[j] == ';' || cx->answer[j] == '.')
			break;
	}
	if (words == 0)
		return false;
	/* before the versus word, a row named and a figure of its own */
	for (j = 0; j < cx->nmentions; j++)
	{
		const Mention *m = &cx->mentions[j];

		if (m->offset >= fx->s0 && m->offset + m->len < cx->tokens[vs].start)
		{
			k = vd_figure_at(cx, m->offset + m->len);
			if (k < fi && cx->figs[k].offset < cx->tokens[vs].start)
				return true;
		}
	}
	return false;
}

/*
 * "The US office booked $456,461, and the London office came in at
 * $160,624.42": past the row named and a figure of its own, a second clause
 * (", and", ", while", ", but", "; ") opens on a subject of its own, one to
 * four words no row holds, and a verb of stating ("came in at", "had",
 * "averaged"). The figure is that subject's, not the row's; so is one set
 * against the row's ("against 106 for the London office": versus_unknown).
 */
static bool
second_subject(const VerdictCtx *cx, const FigCtx *fx, size_t fstart)
{
	static const char *const verbs[] = {"came", "comes", "is", "was", "stood", "stands", "sat", "sits", "had",
		"has", "carries", "carried", "booked", "took", "takes", "averages", "averaged", "ran", "runs", "drew",
	"draws", "posted", "logged", NULL};
	static const char *const in_at[] = {"in", "at", NULL};
	static const char *const joins[] = {"and", "while", "whereas", "but", NULL};
	size_t		k = vd_token_at(cx, fstart),
				t0 = vd_token_at(cx, fx->s0),
				mend = 0,
				v,
				s,
				open,
				j;
	bool		joined;

	for (j = 0; j < 2 && k > t0 && tok_word(cx, k - 1, in_at); j++)
		k--;
	if (k > t0 && tok_word(cx, k - 1, vd_versus_words))
		return versus_unknown(cx, fx, fstart, k - 1);
	if (k <= t0 || !tok_word(cx, k - 1, verbs))
		return false;
	v = k - 1;
	/* the subject, back to the word that opens its clause */
	for (s = v; s > t0 && !tok_word(cx, s - 1, joins); s--)
	{
		const VerdictToken *t = &cx->tokens[s - 1];

		if (t->number || v - s >= 4 || vd_in_mention(cx, t->start))
			return false;
		if (t->start > 0 && (cx->answer[t->start - 1] == ';' ||
							 (t->start > 1 && cx->answer[t->start - 1] == ' ' && cx->answer[t->start - 2] == ';')))
		{
			s--;
			break;
		}
	}
	if (s == v || s <= t0)
		return false;
	/* a comma before the joining word, or a semicolon before the subject */
	joined = tok_word(cx, s - 1, joins);
	open = cx->tokens[joined ? s - 1 : s].start;
	while (open > fx->s0 && cx->answer[open - 1] == ' ')
		open--;
	if (open <= fx->s0 || cx->answer[open - 1] != (joined ? ',' : ';'))
		return false;
	/* before the clause, a row named and a figure of its own after it */
	for (j = 0; j < cx->nmentions; j++)
	{
		const Mention *m = &cx->mentions[j];

		if (m->offset >= fx->s0 && m->offset + m->len < open && m->offset + m->len > mend)
			mend = m->offset + m->len;
	}
	if (mend == 0)
		return false;
	j = vd_figure_at(cx, mend);
	return j < cx->nfigs && cx->figs[j].offset < open;
}

/*
 * Is mention m alone in brackets right after offset fend ("$120
 * (helicopter)"), past the figure's unit word if it has one ("216.6 kg
 * (Asgardian)")?
 */
static bool
bracketed_after(const VerdictCtx *cx, size_t fend, bool unit, const Mention *m)
{
	size_t		i = fend,
				e = m->offset + m->len;

	/* "**75** (Peacock)": past the figure's bold markers too */
	while (i < cx->len && (cx->answer[i] == ' ' || cx->answer[i] == '*'))
		i++;
	if (unit && i > fend && i < cx->len && ascii_is_alpha(cx->answer[i]))
	{
		while (i < cx->len && ascii_is_alpha(cx->answer[i]))
			i++;
		while (i < cx->len && (cx->answer[i] == ' ' || cx->answer[i] == '*'))
			i++;
	}
	if (i >= cx->len || cx->answer[i] != '(')
		return false;
	i++;
	while (i < cx->len && cx->answer[i] == ' ')
		i++;
	if (i != m->offset)
		return false;
	/* "30.45 mpg (Asian makers)": the rest of the name's word, and one word more */
	while (e < cx->len && ascii_is_alpha(cx->answer[e]))
		e++;
	if (e + 1 < cx->len && cx->answer[e] == ' ' && ascii_is_alpha(cx->answer[e + 1]))
	{
		size_t		w = e + 1;

		while (w < cx->len && ascii_is_alpha(cx->answer[w]))
			w++;
		if (w < cx->len && cx->answer[w] == ')')
			e = w;
	}
	/* "165 (8 cyl.)": an abbreviation's stop before the bracket closes */
	while (e < cx->len && (cx->answer[e] == ' ' || cx->answer[e] == '.'))
		e++;
	return e < cx->len && cx->answer[e] == ')';
}

/*
 * Is mention m what its sentence's subject is compared with, the figure
 * after it in an appended ", at …" or ", with …": "Austria ranked above
 * France, at $57,402" is Austria's figure.  A row is named before m.
 */
static bool
compared_object_then_at(const VerdictCtx *cx, size_t s0, const Mention *m, size_t fstart)
{
	static const char *const over[] = {"above", "below", "behind", "over", "than", "past", "beyond", "ahead",
	"of", NULL};
	static const char *const ahead[] = {"ahead", NULL};
	static const char *const at_with[] = {"at", "with", NULL};
	size_t		e = m->offset + m->len,
				k,
				ti = vd_token_at(cx, fstart),
				tm = vd_token_at(cx, m->offset);

	while (e < fstart && cx->answer[e] == ' ')
		e++;
	if (e >= fstart || cx->answer[e] != ',' || ti != vd_token_at(cx, e) + 1 || !tok_word(cx, ti - 1, at_with))
		return false;
	if (tm == 0 || !tok_word(cx, tm - 1, over))
		return false;
	/* "ahead of France": "of" only after "ahead" */
	if (vd_eq_word(cx->answer + cx->tokens[tm - 1].start, cx->tokens[tm - 1].len, "of") &&
		!(tm >= 2 && tok_word(cx, tm - 2, ahead)))
		return false;
	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= s0 && cx->mentions[k].offset < m->offset)
			return true;
	return false;
}

/* Does another figure than fi end right before offset at, across spaces ("ten each")? */
static bool
each_of_other_figure(const VerdictCtx *cx, size_t fi, size_t at)
{
	size_t		j;

	while (at > 0 && cx->answer[at - 1] == ' ')
		at--;
	for (j = 0; j < cx->nfigs; j++)
		if (j != fi && cx->figs[j].offset + cx->figs[j].length == at)
			return true;
	return false;
}

/* Past the spaces at i, one word (a figure's unit or noun) and the spaces after it, up to limit. */
static size_t
past_unit_word(const VerdictCtx *cx, size_t i, size_t limit)
{
	while (i < limit && cx->answer[i] == ' ')
		i++;
	while (i < limit && ascii_is_alpha(cx->answer[i]))
		i++;
	while (i < limit && cx->answer[i] == ' ')
		i++;
	return i;
}

/*
 * Is mention m pointed at past a bracket after the figure: "17.62 mpg (n =
 * 29 cars) for AMC", "50 seats (Table 2) for the CRJ200"?  The figure's
 * noun, a bracket, then "for" and at most an article before the name.
 */
static bool
pointed_past_bracket(const VerdictCtx *cx, size_t fend, const Mention *m)
{
	static const char *const pointing[] = {"for", "in", "of", "at", "by", NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	size_t		i = fend,
				j;
	int			depth = 0;

	i = past_unit_word(cx, i, cx->len);
	if (i >= cx->len || cx->answer[i] != '(')
		return false;
	for (; i < cx->len && i < m->offset; i++)
	{
		if (cx->answer[i] == '(')
			depth++;
		else if (cx->answer[i] == ')' && --depth == 0)
			break;
	}
	if (depth != 0 || i >= m->offset)
		return false;
	j = vd_token_at(cx, i + 1);
	if (j >= cx->ntokens || !tok_word(cx, j, pointing))
		return false;
	if (j + 1 < cx->ntokens && tok_word(cx, j + 1, articles))
		j++;
	return j + 1 < cx->ntokens && cx->tokens[j + 1].start == m->offset;
}

/*
 * Do the words right before token ti set the figure against what was said
 * before it: "compared with", "compared to", "versus", "vs.", "against"?
 */
static bool
contrasted_before(const VerdictCtx *cx, size_t t0, size_t ti)
{
	static const char *const compared[] = {"compared", "comparison", NULL};
	static const char *const with[] = {"with", "to", NULL};
	size_t		k;

	for (k = ti; k > t0 && k + 3 > ti; k--)
	{
		if (tok_word(cx, k - 1, vd_versus_words))
			return true;
		if (k >= 2 && k - 2 >= t0 && tok_word(cx, k - 1, with) && tok_word(cx, k - 2, compared))
			return true;
	}
	return false;
}

/*
 * Is figure j the one figure of a bracket right after figure j - 1 (past its
 * unit word): "$117,320 (n = 64 orders)", "17.62 mpg (n = 29 cars)"?  It
 * tells more of the same row, so a list of rows does not count it.
 */
static bool
annotates_figure(const VerdictCtx *cx, size_t j)
{
	const Figure *f,
			   *p;
	size_t		i,
				e;

	if (j == 0 || j >= cx->nfigs)
		return false;
	f = &cx->figs[j];
	p = &cx->figs[j - 1];
	i = p->offset + p->length;
	if (i > f->offset)
		return false;
	i = past_unit_word(cx, i, f->offset);
	if (i >= f->offset || cx->answer[i] != '(')
		return false;
	for (i++; i < f->offset; i++)
		if (!ascii_is_alpha(cx->answer[i]) && cx->answer[i] != ' ' && cx->answer[i] != '=' &&
			cx->answer[i] != ':')
			return false;
	/* the bracket closes before any other figure */
	for (e = f->offset + f->length; e < cx->len && cx->answer[e] != ')'; e++)
		if (cx->answer[e] == '(' || (j + 1 < cx->nfigs && e == cx->figs[j + 1].offset))
			return false;
	return e < cx->len;
}

/* Does an opening bracket come right before offset fstart, across spaces ("($303.96 in all)")? */
static bool
opens_bracket_before(const VerdictCtx *cx, size_t fstart)
{
	size_t		i = fstart;

	while (i > 0 && cx->answer[i - 1] == ' ')
		i--;
	return i > 0 && cx->answer[i - 1] == '(';
}

/*
 * Is answer[a, b) a few words (at most six), then a dash or a comma and
 * "that's", "that is", "or" or "i.e." right before b: the figure at b says
 * again what the one ending at a says?
 */
static bool
that_is_before(const VerdictCtx *cx, size_t a, size_t b)
{
	static const char *const that[] = {"that's", "that", "or", "i.e", "ie", "which", NULL};
	static const char *const is[] = {"is", NULL};
	size_t		k = vd_token_at(cx, a),
				kb = vd_token_at(cx, b),
				brk;

	if (kb == 0 || kb <= k || kb - k > 9)
		return false;
	/* "that is": the two words; else the one */
	brk = kb - 1;
	if (tok_word(cx, brk, is) && brk > k)
		brk--;
	if (!tok_word(cx, brk, that) || cx->tokens[brk].number)
		return false;
	/* a dash or a comma right before it */
	{
		size_t		i = cx->tokens[brk].start;

		while (i > a && cx->answer[i - 1] == ' ')
			i--;
		if (!(i > a && (cx->answer[i - 1] == ',' ||
						(i >= a + 3 && cx->answer[i - 3] == 0xe2 && cx->answer[i - 2] == 0x80 &&
						 (cx->answer[i - 1] == 0x94 || cx->answer[i - 1] == 0x93)))))
			return false;
	}
	/* and nothing but words (no figure, no clause break) between */
	for (; k < brk; k++)
		if (cx->tokens[k].number)
			return false;
	return memchr(cx->answer + a, '.', cx->tokens[brk].start - a) == NULL &&
		memchr(cx->answer + a, ';', cx->tokens[brk].start - a) == NULL;
}

/* Does the token name a column of numbers ("round" of avg_round_trip), not the rows' own ("genre")? */
static bool
names_numeric_column(const VerdictCtx *cx, size_t t)
{
	WordArg		a = {cx->answer + cx->tokens[t].start, cx->tokens[t].len};
	size_t		s;
	int			c;

	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns; c++)
			if (cx->reads[s].aggs[c].count > 0 && vd_name_words(vd_col_name(&cx->reads[s], c), vd_word_matches, &a))
				return true;
	return false;
}

/*
 * Does the comparison a bracketed pair opening at figure fi restates set the
 * subject against a mean: "the average genre", "a typical stadium", "the
 * mean" between the percentage or multiple and the bracket ("the average
 * round trip" names a column, avg_round_trip)?
 */
static bool
pair_against_mean(const VerdictCtx *cx, size_t fi, size_t s0)
{
	static const char *const article[] = {"the", "a", "an", NULL};
	static const char *const mean[] = {"average", "typical", "mean", NULL};
	size_t		k = fi,
				t,
				end;

	while (k > 0 && cx->figs[k - 1].offset >= s0 && !cx->figs[k - 1].percent && !cx->figs[k - 1].multiple)
		k--;
	if (k == 0 || cx->figs[k - 1].offset < s0)
		return false;
	end = vd_token_at(cx, cx->figs[fi].offset);
	for (t = vd_token_at(cx, cx->figs[k - 1].offset + cx->figs[k - 1].length); t + 1 < end; t++)
		if (tok_word(cx, t, article) && tok_word(cx, t + 1, mean) &&
			!(t + 2 < end && names_numeric_column(cx, t + 2)))
			return true;
	return false;
}

/*
 * Is offset off inside a bold run-in heading that opens its line and ends
 * with a stop ("**Japan versus Germany.** Japan still …")?  A label ending
 * in a colon ("**December vs. November:** from 34 to 48") names the rows
 * that follow.
 */
static bool
in_bold_lead_in(const VerdictCtx *cx, size_t off)
{
	const uchar *t = cx->answer;
	size_t		p = vd_line_start(cx, off),
				e;

	if (p + 2 > off || t[p] != '*' || t[p + 1] != '*')
		return false;
	for (e = p + 2; e + 1 < cx->len && t[e] != '\n' && !(t[e] == '*' && t[e + 1] == '*'); e++)
		if (ascii_is_digit(t[e]))
			return false;		/* "**Germany ahead of UK: 11 vs. 7.**" is a sentence of figures */
	if (!(e + 1 < cx->len && t[e] == '*' && off < e && e > p + 2 &&
		  (t[e - 1] == '.' || t[e - 1] == '!' || t[e - 1] == '?')))
		return false;
	/* run in: the line goes on after it */
	for (e += 2; e < cx->len && t[e] == ' '; e++)
		;
	return e < cx->len && t[e] != '\n';
}

/* See verdict_int.h. */
bool
vd_then_of_pair(const VerdictCtx *cx, size_t fi)
{
	static const char *const then[] = {"then", NULL};
	static const char *const now[] = {"now", NULL};
	size_t		k;

	if (fi + 1 >= cx->nfigs || !opens_bracket_before(cx, cx->figs[fi].offset))
		return false;
	k = vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length);
	if (k + 1 >= cx->ntokens || !tok_word(cx, k, then) || vd_token_at(cx, cx->figs[fi + 1].offset) != k + 1)
		return false;
	k = vd_token_at(cx, cx->figs[fi + 1].offset + cx->figs[fi + 1].length);
	return k < cx->ntokens && tok_word(cx, k, now);
}

/*
 * Is figure fi the first of a pair set against each other right after a
 * colon ("on order to cover the reorder floor: 60 against 195")?  The label
 * names both figures' columns; the noun before the colon is the second's.
 */
static bool
opens_colon_pair(const VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	size_t		i = f->offset,
				t;

	while (i > 0 && cx->answer[i - 1] == ' ')
		i--;
	if (i == 0 || cx->answer[i - 1] != ':' || fi + 1 >= cx->nfigs)
		return false;
	t = vd_token_at(cx, f->offset + f->length);
	return t + 1 < cx->ntokens && tok_word(cx, t, vd_versus_words) &&
		vd_token_at(cx, cx->figs[fi + 1].offset) == t + 1;
}

/*
 * Is figure fi the part of a part and whole right after a colon
 * ("Discounted lines: 23 of 67 order lines")?  The label names the part's
 * column with a word of its own (discounted), the whole's noun another.
 */
static bool
opens_colon_part(const VerdictCtx *cx, size_t fi)
{
	static const char *const of[] = {"of", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		i = f->offset,
				t;

	while (i > 0 && cx->answer[i - 1] == ' ')
		i--;
	if (i == 0 || cx->answer[i - 1] != ':' || fi + 1 >= cx->nfigs || f->percent)
		return false;
	t = vd_token_at(cx, f->offset + f->length);
	return t + 1 < cx->ntokens && tok_word(cx, t, of) && vd_token_at(cx, cx->figs[fi + 1].offset) == t + 1;
}

/*
 * "On claims, ...", "On claim lines, ...": the token the comma after a
 * sentence's topic ("On" and at most three words) ends at, before the figure
 * at token ti; t0 (nothing) where the sentence opens otherwise.
 */
static size_t
topic_end(const VerdictCtx *cx, size_t t0, size_t ti)
{
	static const char *const on[] = {"on", NULL};
	size_t		k;

	if (t0 >= ti || !tok_word(cx, t0, on))
		return t0;
	for (k = t0 + 1; k < ti && k <= t0 + 3; k++)
	{
		size_t		after = cx->tokens[k].start + cx->tokens[k].len;

		if (cx->tokens[k].number)
			return t0;
		if (after < cx->len && cx->answer[after] == ',')
			return k + 1;
	}
	return t0;
}

/* The nouns of a share ("Share of paid losses: 43.5%"). */
static const char *const share_words[] = {"share", "proportion", "percentage", "portion", NULL};

/* Is the figure starting at fstart right after a label's colon ("Share of paid losses: 43.5%")? */
static bool
label_colon_before(const VerdictCtx *cx, size_t fstart)
{
	size_t		i = fstart;

	while (i > 0 && (cx->answer[i - 1] == ' ' || cx->answer[i - 1] == '$'))
		i--;
	return i > 0 && cx->answer[i - 1] == ':';
}

/*
 * "Discounted Produce lines — 45 lines", "Late closures in March — 4
 * claims": is figure fi the figure of a label (a colon or a spaced dash
 * before it) with a word right after it?  That word counts what the label
 * measures; the label's own words name the column.  Where the label
 * starts; SIZE_MAX when it is not such a figure.
 */
static size_t
label_before_noun(const VerdictCtx *cx, size_t fi)
{
	/* "$386.44 per fare", "$5.54 a unit": a rate's words, no noun of what is counted */
	static const char *const not_nouns[] = {"per", "a", "an", "each", "every", "in", "of", "for", "on", "at", "to",
	"and", "or", "vs", "versus", "against", NULL};
	const uchar *t = cx->answer;
	size_t		i = cx->figs[fi].offset,
				end = cx->figs[fi].offset + cx->figs[fi].length,
				e = vd_token_at(cx, end);

	while (i > 0 && t[i - 1] == ' ')
		i--;
	if (!(i > 0 && t[i - 1] == ':') &&
		!(i >= 4 && t[i - 4] == ' ' && t[i - 3] == 0xe2 && t[i - 2] == 0x80 && (t[i - 1] == 0x94 || t[i - 1] == 0x93)))
		return SIZE_MAX;
	if (e >= cx->ntokens || cx->tokens[e].number || cx->tokens[e].start != end + 1 || t[end] != ' ' ||
		tok_word(cx, e, not_nouns))
		return SIZE_MAX;
	/* the label: back to its line's start, or a bar or a semicolon before it */
	while (i > 0 && t[i - 1] != '\n' && t[i - 1] != '|' && t[i - 1] != ';')
		i--;
	/* a label of words: no figure in it ("The answer is 61.4 per order — 5,711 units" has one) */
	return fi > 0 && cx->figs[fi - 1].offset >= i ? SIZE_MAX : i;
}

/* See verdict_int.h. */
bool
vd_opens_versus_pair(const VerdictCtx *cx, size_t fi, size_t s0)
{
	const Figure *f = &cx->figs[fi];
	size_t		e = f->offset + f->length,
				k,
				t;

	if (fi + 1 >= cx->nfigs || !opens_bracket_before(cx, f->offset) ||
		memchr(cx->answer + e, ')', cx->figs[fi + 1].offset - e) != NULL)
		return false;
	t = vd_token_at(cx, e);
	if (t >= cx->ntokens || cx->tokens[t].start >= cx->figs[fi + 1].offset || !tok_word(cx, t, vd_versus_words) ||
		(t + 1 < cx->ntokens && cx->tokens[t + 1].start < cx->figs[fi + 1].offset))
		return false;
	for (k = fi; k > 0 && cx->figs[k - 1].offset >= s0; k--)
		if (cx->figs[k - 1].percent || cx->figs[k - 1].multiple)
			return true;
	return false;
}

/*
 * "6.4% of Margaret Peacock's orders (ten of 156) shipped late", "158 order
 * lines out of 404 carried a discount": is figure fi one of a bracketed "A
 * of B" after a noun, or of "A … out of B"?  Returns 1 for the part A, 2 for
 * the whole B, 0 otherwise; *after is the first token past the bracket or
 * past B.
 */
static int
bracketed_part_whole(const VerdictCtx *cx, size_t fi, size_t *after)
{
	static const char *const of[] = {"of", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		open,
				close,
				ta,
				tb,
				i;

	static const char *const out[] = {"out", NULL};

	/* "158 order lines out of 404 carried a discount": the part, the whole, each's words as above */
	ta = vd_token_at(cx, f->offset);
	for (i = ta + 1; i < ta + 4 && i + 2 < cx->ntokens && !cx->tokens[i].number; i++)
		if (tok_word(cx, i, out) && tok_word(cx, i + 1, of) && cx->tokens[i + 2].number)
		{
			*after = i + 3;
			return 1;
		}
	if (ta >= 3 && tok_word(cx, ta - 1, of) && tok_word(cx, ta - 2, out))
	{
		for (i = ta - 3; i + 4 > ta && i > 0 && !cx->tokens[i].number; i--)
			;
		if (cx->tokens[i].number || (fi > 0 && cx->figs[fi - 1].offset == cx->tokens[i].start))
		{
			*after = ta + 1;
			return 2;
		}
	}
	/* the part: "(" right before it, "of" and a number right after */
	if (opens_bracket_before(cx, f->offset) && ta + 2 < cx->ntokens && tok_word(cx, ta + 1, of) &&
		cx->tokens[ta + 2].number)
		tb = ta + 2;
	/* the whole: a number (in words too, "ten of 156") and "of" right before it, "(" before those */
	else if (ta >= 2 && tok_word(cx, ta - 1, of) &&
			 (cx->tokens[ta - 2].number || (fi > 0 && cx->figs[fi - 1].offset == cx->tokens[ta - 2].start)) &&
			 opens_bracket_before(cx, cx->tokens[ta - 2].start))
	{
		tb = ta;
		ta -= 2;
	}
	else
		return 0;
	for (open = cx->tokens[ta].start; open > 0 && cx->answer[open - 1] != '('; open--)
		;
	close = cx->tokens[tb].start + cx->tokens[tb].len;
	while (close < cx->len && cx->answer[close] == ' ')
		close++;
	if (open == 0 || close >= cx->len || cx->answer[close] != ')' || ta == 0)
		return 0;
	/* a word right before the bracket */
	for (i = open - 1; i > 0 && cx->answer[i - 1] == ' '; i--)
		;
	if (i == 0 || !ascii_is_alpha(cx->answer[i - 1]) || cx->tokens[ta - 1].number ||
		cx->tokens[ta - 1].start + cx->tokens[ta - 1].len != i)
		return 0;
	*after = vd_token_at(cx, close + 1);
	return vd_token_at(cx, f->offset) == ta ? 1 : 2;
}

/* Order a list of mentions by where the answer names them. */
static void
sort_by_offset(const VerdictCtx *cx, int *list, size_t n)
{
	size_t		a,
				b;

	for (a = 0; a < n; a++)
		for (b = a + 1; b < n; b++)
			if (cx->mentions[list[b]].offset < cx->mentions[list[a]].offset)
			{
				int			tmp = list[a];

				list[a] = list[b];
				list[b] = tmp;
			}
}

/*
 * The run of figures around figure fi in its sentence, joined as a list or
 * set against each other (run_joined), of one kind when same_kind: its
 * length, and in *at fi's place in it.
 */
static size_t
figure_run(const VerdictCtx *cx, size_t fi, bool same_kind, size_t *at)
{
	const FigCtx *fx = &cx->fx[fi];
	size_t		j,
				run = 1;

	*at = 0;
	for (j = fi; j > 0 && cx->figs[j - 1].offset >= fx->s0 &&
		 (!same_kind || alike(&cx->figs[j - 1], &cx->figs[j])) &&
		 run_joined(cx->answer, cx->figs[j - 1].offset + cx->figs[j - 1].length, cx->figs[j].offset); j--)
		(*at)++;
	run += *at;
	for (j = fi; j + 1 < cx->nfigs && cx->figs[j + 1].offset < fx->s1 &&
		 (!same_kind || alike(&cx->figs[j], &cx->figs[j + 1])) &&
		 run_joined(cx->answer, cx->figs[j].offset + cx->figs[j].length, cx->figs[j + 1].offset); j++)
		run++;
	return run;
}

/* Is token ti the word right after figure g, across spaces ("forty-five customers", "$8,681.38 in freight")? */
static bool
noun_of_figure(const VerdictCtx *cx, const Figure *g, size_t ti)
{
	size_t		p = g->offset + g->length;

	while (p < cx->len && cx->answer[p] == ' ')
		p++;
	if (p + 3 < cx->len && (memcmp(cx->answer + p, "in ", 3) == 0 || memcmp(cx->answer + p, "of ", 3) == 0) &&
		p + 3 == cx->tokens[ti].start)
		return true;
	return p == cx->tokens[ti].start;
}

/* Is the figure at offset b written as a sample's size, "n = 27" or "n=27"? */
static bool
sample_size_before(const VerdictCtx *cx, size_t b)
{
	const uchar *t = cx->answer;

	while (b > 0 && t[b - 1] == ' ')
		b--;
	if (b == 0 || t[b - 1] != '=')
		return false;
	b--;
	while (b > 0 && t[b - 1] == ' ')
		b--;
	return b > 0 && (t[b - 1] == 'n' || t[b - 1] == 'N') && (b == 1 || !ascii_is_alpha(t[b - 2]));
}

/* Is mention m the first row the figure's sentence names? */
static bool
first_named(const VerdictCtx *cx, const FigCtx *fx, const Mention *m)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= fx->s0 && cx->mentions[k].offset < m->offset)
			return false;
	return m->offset >= fx->s0;
}

/* Is a year written right after the figure ending at fend, in brackets or after "in" ("26 (2024)")? */
static bool
year_after(const VerdictCtx *cx, size_t fend)
{
	const uchar *t = cx->answer;
	size_t		i = fend,
				d;

	while (i < cx->len && t[i] == ' ')
		i++;
	if (i < cx->len && t[i] == '(')
		i++;
	else if (i + 3 <= cx->len && strncmp((const char *) t + i, "in ", 3) == 0)
		i += 3;
	else
		return false;
	for (d = i; d < cx->len && ascii_is_digit(t[d]); d++)
		;
	return d == i + 4 && (d >= cx->len || !ascii_is_alpha(t[d]));
}

/*
 * Where a year is written right before the figure starting at fstart, as
 * what the figure is ("the 1997 figure (18)", "the 2024 total of 29"), the
 * offset of its digits; else the figure's own offset (no year).
 */
static size_t
year_before(const VerdictCtx *cx, size_t fstart)
{
	static const char *const what[] = {"figure", "total", "number", "count", "value", "level", "tally", "of",
	"was", "is", "at", "above", NULL};
	size_t		ti = vd_token_at(cx, fstart),
				k,
				words = 0;

	/* "Baseline (2024): $18.81": a label's year in brackets */
	if (ti > 0 && cx->tokens[ti - 1].number && cx->tokens[ti - 1].len == 4 &&
		year_at(cx->answer + cx->tokens[ti - 1].start, 4) != 0 && cx->tokens[ti - 1].start > 0 &&
		cx->answer[cx->tokens[ti - 1].start - 1] == '(')
	{
		size_t		p = cx->tokens[ti - 1].start + 4;

		if (p + 2 < fstart && cx->answer[p] == ')' && cx->answer[p + 1] == ':')
		{
			for (p += 2; p < fstart && (cx->answer[p] == ' ' || cx->answer[p] == '$'); p++)
				;
			if (p == fstart || (p < fstart && cx->answer[p] == '$'))
				return cx->tokens[ti - 1].start;
		}
	}
	for (k = ti; k > 0 && words < 4; k--, words++)
	{
		const VerdictToken *tk = &cx->tokens[k - 1];

		if (tk->number)
		{
			if (tk->len == 4 && year_at(cx->answer + tk->start, 4) != 0 && words > 0)
				return tk->start;
			break;
		}
		if (!tok_word(cx, k - 1, what))
			break;
	}
	return fstart;
}

/*
 * The numeric columns whose names hold the year written at or after offset
 * i ("inv_2024", "rev_2024"): set as the figure's columns.
 */
static void
columns_of_year(const VerdictCtx *cx, FigCtx *fx, size_t i)
{
	const uchar *t = cx->answer;
	size_t		s;
	char		year[5];
	int			c,
				n = 0;

	while (i < cx->len && !ascii_is_digit(t[i]))
		i++;
	if (i + 4 > cx->len)
		return;
	memcpy(year, t + i, 4);
	year[4] = '\0';
	for (s = 0; s < cx->nreads; s++)
		for (c = 0; c < cx->reads[s].cells.ncolumns && n < MAX_FIG_COLUMNS; c++)
			if (cx->reads[s].aggs[c].count > 0 && vd_col_name(&cx->reads[s], c) &&
				strstr(vd_col_name(&cx->reads[s], c), year) != NULL)
			{
				fx->col_read[n] = (int) s;
				fx->col_col[n] = c;
				n++;
			}
	if (n > 0)
		fx->ncols = n;
}

/* Is there a comma in the answer in [from, to)? */
static bool
comma_between(const VerdictCtx *cx, size_t from, size_t to)
{
	for (; from < to; from++)
		if (cx->answer[from] == ',')
			return true;
	return false;
}

/* Does the figure ending at fend say it is a total: "in all", "in total", "altogether", "combined"? */
static bool
total_after(const VerdictCtx *cx, size_t fend)
{
	static const char *const in[] = {"in", NULL};
	static const char *const all[] = {"all", "total", NULL};
	static const char *const together[] = {"altogether", "combined", NULL};
	size_t		e = vd_token_at(cx, fend);

	if (e < cx->ntokens && tok_word(cx, e, together))
		return true;
	return e + 1 < cx->ntokens && tok_word(cx, e, in) && tok_word(cx, e + 1, all);
}

/*
 * Does a markdown table's header cell [hs, he) say its figures are per unit
 * ("per order", "each", "Revenue / customer", "$/order")?  Not a unit of
 * speed ("km/h"): the word after the slash has three letters at least.
 */
static bool
header_per_unit(const VerdictCtx *cx, size_t hs, size_t he)
{
	static const char *const per[] = {"per", "each", "apiece", NULL};
	size_t		k;

	for (k = vd_token_at(cx, hs); k < cx->ntokens && cx->tokens[k].start < he; k++)
		if (tok_word(cx, k, per))
			return true;
	for (k = hs; k < he; k++)
		if (cx->answer[k] == '/')
		{
			size_t		w = k + 1,
						n = 0;

			while (w < he && cx->answer[w] == ' ')
				w++;
			while (w + n < he && ascii_is_alpha(cx->answer[w + n]))
				n++;
			if (n >= 3)
				return true;
		}
	return false;
}

/* The one column in which the mention's row holds figure f (-1: none, or several). */
static int
column_holding(const VerdictCtx *cx, const Mention *m, const Figure *f)
{
	const StepRead *sr = &cx->reads[m->sread];
	FigureRange r;
	int			c,
				found = -1;

	if (!figure_range(f, &r))
		return -1;
	for (c = 0; c < sr->cells.ncolumns; c++)
		if (vd_in_range(&r, sr->cells.cells[m->rows[0] * sr->cells.ncolumns + c]))
		{
			if (found >= 0)
				return -1;
			found = c;
		}
	return found;
}

/* Is the text between two figures "against", "vs" or "versus" (after a unit word perhaps)? */
static bool
versus_joined(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		k;

	if (!run_joined(cx->answer, from, to))
		return false;
	for (k = vd_token_at(cx, from); k < cx->ntokens && cx->tokens[k].start < to; k++)
		if (tok_word(cx, k, vd_versus_words))
			return true;
	return false;
}

/* Does a bracket open right before figure fi ("(5.0 million vs ...")? */
static bool
bracket_opens(const VerdictCtx *cx, size_t fi)
{
	size_t		b;

	for (b = cx->figs[fi].offset; b > 0 && cx->answer[b - 1] == ' '; b--)
		;
	return b > 0 && cx->answer[b - 1] == '(';
}

/* Is figure fi written right after mention m's possessive ("Q4 1996's $208,084")? */
static bool
possessed_by(const VerdictCtx *cx, size_t fi, const Mention *m)
{
	const uchar *t = cx->answer;
	size_t		e = m->offset + m->len,
				f = cx->figs[fi].offset;

	if (e + 2 < cx->len && t[e] == '\'' && t[e + 1] == 's')
		e += 2;
	else if (e + 4 < cx->len && t[e] == 0xe2 && t[e + 1] == 0x80 && t[e + 2] == 0x99 && t[e + 3] == 's')
		e += 4;
	else
		return false;
	while (e < f && t[e] == ' ')
		e++;
	return e == f;
}

/*
 * Of two rows named in order (list), the one figure fi, the at-th of a pair
 * of figures, is of: the at-th, unless the pair is set against each other in
 * brackets and only the other way round each row holds its figure ("Texas
 * has half as many people as California (100,000 against 50,000)").
 */
static int
pair_owner(const VerdictCtx *cx, size_t fi, const int *list, size_t at)
{
	const Figure *f = &cx->figs[fi],
			   *o = &cx->figs[at == 0 ? fi + 1 : fi - 1];
	const Mention *mine = &cx->mentions[list[at]],
			   *other = &cx->mentions[list[1 - at]];

	size_t		first = at == 0 ? fi : fi - 1;

	if ((at == 0 && fi + 1 >= cx->nfigs) || (at == 1 && fi == 0) || mine->nrows != 1 || other->nrows != 1)
		return list[at];
	/*
	 * "grow Q1 1997 net sales to Q4 1996's $208,084 — actual $138,289": a
	 * figure written right after a row's possessive is that row's, and the
	 * other figure of the pair the other row's
	 */
	if (possessed_by(cx, fi, other) || possessed_by(cx, at == 0 ? fi + 1 : fi - 1, mine))
		return list[1 - at];
	if (possessed_by(cx, fi, mine) || possessed_by(cx, at == 0 ? fi + 1 : fi - 1, other))
		return list[at];
	/*
	 * only a pair in brackets set against each other, not a list ("A and B
	 * hold 50 and 100"), nor a move that follows the rows' order ("from A to
	 * B (7.47 days to 8.57 days)")
	 */
	if (!bracket_opens(cx, first) ||
		!versus_joined(cx, cx->figs[first].offset + cx->figs[first].length, cx->figs[first + 1].offset))
		return list[at];
	if (column_holding(cx, mine, f) < 0 && column_holding(cx, other, o) < 0 &&
		column_holding(cx, other, f) >= 0 && column_holding(cx, mine, o) >= 0)
		return list[1 - at];
	return list[at];
}

/*
 * Is figure fi followed by "against", "vs" or "versus" and a single digit
 * that is no figure, closing the bracket ("(13 against 7)")?
 */
static bool
single_digit_partner(const VerdictCtx *cx, size_t fi)
{
	size_t		k = vd_token_at(cx, cx->figs[fi].offset + cx->figs[fi].length),
				e;

	if (k + 1 >= cx->ntokens || !tok_word(cx, k, vd_versus_words) || !cx->tokens[k + 1].number ||
		cx->tokens[k + 1].len != 1 || (fi + 1 < cx->nfigs && cx->figs[fi + 1].offset <= cx->tokens[k + 1].start))
		return false;
	e = cx->tokens[k + 1].start + 1;
	return e < cx->len && cx->answer[e] == ')';
}

/* Is figure fi one of two set against each other in brackets ("(5.0 million as against 3.0 million)")? */
static bool
bracket_pair(const VerdictCtx *cx, size_t fi)
{
	size_t		first;

	if (fi + 1 < cx->nfigs &&
		versus_joined(cx, cx->figs[fi].offset + cx->figs[fi].length, cx->figs[fi + 1].offset))
		first = fi;
	else if (fi > 0 && versus_joined(cx, cx->figs[fi - 1].offset + cx->figs[fi - 1].length, cx->figs[fi].offset))
		first = fi - 1;
	else
		return bracket_opens(cx, fi) && single_digit_partner(cx, fi);
	return bracket_opens(cx, first);
}

/*
 * Is figure j followed by " to " or " vs. " and a single digit that is no
 * figure ("36 to 3", "11 vs. 7"), a score's or a pair's other side?
 */
static bool
score_partner(const VerdictCtx *cx, size_t j)
{
	const uchar *t = cx->answer;
	size_t		e = cx->figs[j].offset + cx->figs[j].length,
				gap;

	if (cx->figs[j].percent || cx->figs[j].multiple)
		return false;
	gap = e + 4 < cx->len && strncmp((const char *) t + e, " to ", 4) == 0 ? 4 :
		e + 5 < cx->len && strncmp((const char *) t + e, " vs. ", 5) == 0 ? 5 : 0;
	if (gap == 0 || !ascii_is_digit(t[e + gap]))
		return false;
	e += gap + 1;
	/* one digit: neither "36 to 30" nor "36 to 3.5" or "36 to 3,000" */
	if (e < cx->len && (t[e] == '.' || t[e] == ',') && e + 1 < cx->len && ascii_is_digit(t[e + 1]))
		return false;
	return e >= cx->len || !ascii_is_digit(t[e]);
}

/* Is figure j preceded by a single digit that is no figure and " to " or " vs. " ("(9 to 16)")? */
static bool
score_partner_before(const VerdictCtx *cx, size_t j)
{
	const uchar *t = cx->answer;
	size_t		b = cx->figs[j].offset,
				gap;

	if (cx->figs[j].percent || cx->figs[j].multiple)
		return false;
	gap = b >= 5 && strncmp((const char *) t + b - 4, " to ", 4) == 0 ? 4 :
		b >= 6 && strncmp((const char *) t + b - 5, " vs. ", 5) == 0 ? 5 : 0;
	if (gap == 0 || !ascii_is_digit(t[b - gap - 1]))
		return false;
	b -= gap + 1;
	return b == 0 || !(ascii_is_digit(t[b - 1]) || t[b - 1] == '.' || t[b - 1] == ',' || t[b - 1] == '$');
}

/* When a mention names a period, in order: its year, its month ("December" of 1997); 0: none. */
static double
mention_time(const VerdictCtx *cx, const Mention *m)
{
	int			k;

	for (k = 0; month_names[k]; k++)
		if (vd_eq_word(cx->answer + m->offset, m->len, month_names[k]) ||
			vd_eq_word(cx->answer + m->offset, m->len, month_abbrevs[k]))
			return m->year * 13 + k + 1;
	return m->year;
}

/* Are the rows named in [from, to) all named as periods (years, months), and at least two? */
static bool
periods_before(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		k,
				n = 0;

	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->offset < from || m->offset >= to)
			continue;
		if (mention_time(cx, m) == 0)
			return false;
		n++;
	}
	return n >= 2;
}

/* Sort mentions (indexes) by the periods they name, earliest first ("December vs. November: from 34 to 48"). */
static void
sort_by_time(const VerdictCtx *cx, int *list, size_t n)
{
	size_t		i,
				j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && mention_time(cx, &cx->mentions[list[j - 1]]) > mention_time(cx, &cx->mentions[list[j]]);
			 j--)
		{
			int			t = list[j];

			list[j] = list[j - 1];
			list[j - 1] = t;
		}
}


/*
 * Does [s0, s1) say "last year" ("vs. last year", "LY", "PY", "YoY",
 * "year on year", "the prior model year", "a year earlier")?  A change so
 * said is against the same period a year before: over quarters, four rows
 * back, not the row before.
 */
static bool
says_last_year(const VerdictCtx *cx, size_t s0, size_t s1)
{
	static const char *const short_forms[] = {"ly", "py", NULL};
	static const char *const before[] = {"last", "prior", "previous", "preceding", NULL};
	static const char *const after[] = {"earlier", "before", "ago", NULL};
	static const char *const on_over[] = {"on", "over", NULL};
	const uchar *t = cx->answer;
	size_t		i = s0,
				w1 = 0,
				n1 = 0,			/* the word before, and the one before it */
				w2 = 0,
				n2 = 0;

	while (i < s1)
	{
		size_t		w = i;

		while (w < s1 && ascii_is_alpha(t[w]))
			w++;
		if (w == i)
		{
			/* a figure or a line's end between words breaks "prior ... year" */
			if (ascii_is_digit(t[i]) || t[i] == '\n')
				n1 = n2 = 0;
			i++;
			continue;
		}
		if ((vd_in_words(t + i, w - i, short_forms) && ascii_is_upper(t[i])) || vd_eq_word(t + i, w - i, "yoy"))
			return true;
		/* "last year", "the prior model year" */
		if (vd_eq_word(t + i, w - i, "year") &&
			((n1 > 0 && vd_in_words(t + w1, n1, before)) || (n2 > 0 && vd_in_words(t + w2, n2, before))))
			return true;
		/* "a year earlier", "year on year" */
		if (n1 > 0 && vd_eq_word(t + w1, n1, "year") &&
			(vd_in_words(t + i, w - i, after) ||
			 (vd_eq_word(t + i, w - i, "year") && n2 > 0 && vd_eq_word(t + w2, n2, "year")) ||
			 (vd_in_words(t + i, w - i, on_over) && w + 1 < s1 && vd_eq_word(t + w + 1, 4, "year") &&
			  !(w + 5 < s1 && ascii_is_alpha(t[w + 5])))))
			return true;
		w2 = w1;
		n2 = n1;
		w1 = i;
		n1 = w - i;
		i = w;
	}
	return false;
}

/*
 * Does token k start "on the month", "month on month", "month-over-month",
 * "vs last month" or "MoM" (the same for weeks, days and quarters)?  A change so said is
 * against the period right before.  Years are left out (says_last_year):
 * "year on year" over quarters is four rows back.
 */
static bool
period_on_period(const VerdictCtx *cx, size_t k, size_t t1)
{
	static const char *const periods[] = {"month", "quarter", "week", "day", NULL};
	static const char *const short_forms[] = {"mom", "qoq", "wow", "dod", NULL};
	static const char *const on[] = {"on", NULL};
	static const char *const on_over[] = {"on", "over", NULL};
	static const char *const the[] = {"the", NULL};
	static const char *const last[] = {"last", NULL};
	static const char *const vs[] = {"vs", "versus", "against", "on", "over", "from", "than", NULL};

	if (tok_word(cx, k, short_forms))
		return true;
	/* "(+17 vs last quarter)", "down 3% on last month" */
	if (k + 2 < t1 && tok_word(cx, k, vs) && tok_word(cx, k + 1, last) && tok_word(cx, k + 2, periods))
		return true;
	/* "over the month" is within it, not against the one before */
	if (k + 2 < t1 && tok_word(cx, k, on) && tok_word(cx, k + 1, the) && tok_word(cx, k + 2, periods))
		return true;
	return k + 2 < t1 && tok_word(cx, k, periods) && tok_word(cx, k + 1, on_over) &&
		cx->tokens[k].len == cx->tokens[k + 2].len &&
		ascii_equal_nocase_n((const char *) cx->answer + cx->tokens[k].start,
							 (const char *) cx->answer + cx->tokens[k + 2].start, cx->tokens[k].len);
}

/*
 * "$143,177 → $153,938 (Q2 → Q3)": the mention of the at-th of the two rows
 * that a bracket right after a pair of figures (ending at rend) names, with
 * no figure in it; -1 when it names no two rows.
 */
static int
labels_after_pair(const VerdictCtx *cx, size_t rend, size_t at)
{
	size_t		b = rend,
				e,
				k;
	int			list[2];
	int			n = 0;

	while (b < cx->len && cx->answer[b] == ' ')
		b++;
	if (b >= cx->len || cx->answer[b] != '(')
		return -1;
	for (e = b + 1; e < cx->len && e < b + 80 && cx->answer[e] != ')' && cx->answer[e] != '('; e++)
		;
	if (e >= cx->len || cx->answer[e] != ')')
		return -1;
	for (k = 0; k < cx->nfigs; k++)
		if (cx->figs[k].offset > b && cx->figs[k].offset < e)
			return -1;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->offset <= b || m->offset >= e)
			continue;
		if (m->many || m->nrows != 1 || n == 2)
			return -1;
		list[n++] = (int) k;
	}
	if (n != 2 || cx->mentions[list[0]].rows[0] == cx->mentions[list[1]].rows[0])
		return -1;
	sort_by_offset(cx, list, 2);
	return list[at];
}

/*
 * Do the tokens [from, to) set another subject against the row named before
 * them ("one-stop flights 13,400 sec vs. nonstops 3,800 sec": "vs." and a
 * word)?  The figure after them is said of that subject, not of the row.
 */
static bool
said_of_other_side(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		k;

	for (k = from; k + 1 < to; k++)
		if (tok_word(cx, k, vd_versus_words))
		{
			size_t		j;

			for (j = k + 1; j < to; j++)
				if (!cx->tokens[j].number && ascii_is_alpha(cx->answer[cx->tokens[j].start]))
					return true;
			return false;
		}
	return false;
}


/* Is the word right before offset "vs.", "versus" or "against" ("2022 vs. 2023")? */
static bool
after_versus(const VerdictCtx *cx, size_t offset)
{
	size_t		e = offset,
				s;

	while (e > 0 && (cx->answer[e - 1] == ' ' || cx->answer[e - 1] == '.'))
		e--;
	for (s = e; s > 0 && vd_is_wordch(cx->answer[s - 1]); s--)
		;
	return s < e && vd_in_words(cx->answer + s, e - s, vd_versus_words);
}


/*
 * Is the figure at token ti what a difference is said to be: "Gap ≈ $21K",
 * "Δ $42.45", "the gap here is just under twenty-one thousand dollars"?  The
 * words between the noun and the figure may only say how close it is.
 */
static bool
gap_said_before(const VerdictCtx *cx, size_t t0, size_t ti, int *gap_digits)
{
	static const char *const gap[] = {"gap", "difference", "delta", "\xce\x94", NULL};
	static const char *const between[] = {"is", "was", "here", "now", "comes", "stands", "at", "to", "of", "just",
		"under", "over", "about", "around", "roughly", "nearly", "almost", "approximately", "some", "a", "shade",
		"touch", "hair", "tad", "bit", "little", "slightly", "less", "more", "than", "\xe2\x89\x88", "~", NULL};
	size_t		k;
	int			digits = 0;
	bool		past_gap = false;

	*gap_digits = 0;
	for (k = ti; k > t0 && ti - k < 8; k--)
	{
		if (tok_word(cx, k - 1, gap))
		{
			*gap_digits = digits;
			return true;
		}
		/*
		 * "the gap of about 6 is about 86%", "the gap of about 2,077,000 is
		 * about 782%": what the gap itself is, then a figure of it
		 */
		if (cx->tokens[k - 1].number && !past_gap && k < ti)
		{
			past_gap = true;
			if (cx->tokens[k - 1].len <= 2 && ascii_is_digit(cx->answer[cx->tokens[k - 1].start]) &&
				(cx->tokens[k - 1].len == 1 || ascii_is_digit(cx->answer[cx->tokens[k - 1].start + 1])))
				digits = atoi((const char *) cx->answer + cx->tokens[k - 1].start);
			continue;
		}
		if (cx->tokens[k - 1].number || !tok_word(cx, k - 1, between))
			return false;
	}
	return false;
}

/*
 * The token of the word that points from the figure ending at e to what
 * follows ("for", "on", "in"), past a word or two of its own ("501,389,251 ms
 * for protected video"); ntokens if none.
 */
static size_t
pointing_after(const VerdictCtx *cx, size_t e)
{
	static const char *const pointing[] = {"for", "in", "of", "at", "by", "on", NULL};
	size_t		k = vd_token_at(cx, e),
				k0 = k;

	/* (or two: "2,100 sq km for Tanzania") */
	while (k < cx->ntokens && k < k0 + 2 && !tok_word(cx, k, pointing) && !cx->tokens[k].number &&
		   (k > k0 || cx->tokens[k].start <= e + 1))
		k++;
	return k < cx->ntokens && tok_word(cx, k, pointing) ? k : cx->ntokens;
}

/* Does a row's name (not dropped) start in [s0, end)? */
static bool
row_named_before(const VerdictCtx *cx, size_t s0, size_t end)
{
	size_t		k;

	for (k = 0; k < cx->nmentions; k++)
		if (!cx->mentions[k].dropped && cx->mentions[k].offset >= s0 && cx->mentions[k].offset < end)
			return true;
	return false;
}

/*
 * "nearly twice UK's 7", "four times Living Tribunal's 35": the number right
 * after a name in the possessive after the figure ending at e, the value the
 * name's row holds; NaN if there is none.
 */
static double
possessive_value_after(const VerdictCtx *cx, size_t e)
{
	const uchar *t = cx->answer;
	size_t		i = e,
				words = 0;

	while (words < 4)
	{
		while (i < cx->len && t[i] == ' ')
			i++;
		if (i >= cx->len || !ascii_is_alpha(t[i]))
			return NAN;
		while (i < cx->len && (ascii_is_alpha(t[i]) || ascii_is_digit(t[i]) || t[i] == '-'))
			i++;
		words++;
		if (i + 1 < cx->len && t[i] == '\'' && t[i + 1] == 's')
			i += 2;
		/* (a plural's: "MP3s' 265,574") */
		else if (i + 1 < cx->len && t[i] == '\'' && t[i - 1] == 's' && t[i + 1] == ' ')
			i++;
		else if (i + 3 < cx->len && t[i] == 0xe2 && t[i + 1] == 0x80 && t[i + 2] == 0x99 && t[i + 3] == 's')
			i += 4;
		else
			continue;
		while (i < cx->len && t[i] == ' ')
			i++;
		if (i < cx->len && t[i] == '$')
			i++;
		if (i >= cx->len || !ascii_is_digit(t[i]))
			return NAN;
		{
			double		v = 0;

			for (; i < cx->len && (ascii_is_digit(t[i]) || (t[i] == ',' && i + 1 < cx->len && ascii_is_digit(t[i + 1]))); i++)
				if (t[i] != ',')
					v = v * 10 + (t[i] - '0');
			/* (a decimal part: not read, the value then is no whole number) */
			return i < cx->len && t[i] == '.' && i + 1 < cx->len && ascii_is_digit(t[i + 1]) ? NAN : v;
		}
	}
	return NAN;
}

/* Does "for" after the figure ending at e point at a name ("for protected video"), not a number or a year? */
static bool
points_at_name(const VerdictCtx *cx, size_t e)
{
	static const char *const for_[] = {"for", NULL};
	static const char *const the[] = {"the", "a", "an", NULL};
	size_t		k = pointing_after(cx, e);

	if (k >= cx->ntokens || !tok_word(cx, k, for_))
		return false;
	if (k + 1 < cx->ntokens && tok_word(cx, k + 1, the))
		k++;
	return k + 1 < cx->ntokens && !cx->tokens[k + 1].number;
}

/*
 * "6.94M in Game Three on October 8, 2007, 6.05M in Blowback": the row's
 * name right before mention k, of which k (its date, its code) says more,
 * joined by one word at most ("on"), a comma, a bracket or quotes.  That
 * mention, else k.
 */
static int
described_row(const VerdictCtx *cx, int k)
{
	const Mention *m = &cx->mentions[k];
	size_t		j;

	for (j = 0; j < (size_t) k; j++)
	{
		const Mention *o = &cx->mentions[j];
		size_t		p = o->offset + o->len,
					words = 0;

		if (o->dropped || o->nrows != 1 || m->nrows != 1 || o->sread != m->sread || o->rows[0] != m->rows[0] ||
			p > m->offset || m->offset - p > 6)
			continue;
		for (; p < m->offset; p++)
			if (ascii_is_alpha(cx->answer[p]) && !ascii_is_alpha(cx->answer[p - 1]))
				words++;
			else if (!ascii_is_alpha(cx->answer[p]) && strchr(" ,(\"", cx->answer[p]) == NULL)
				break;
		if (p == m->offset && words <= 1)
			return (int) j;
	}
	return k;
}

/*
 * Does another figure than fi, right before mention m, point at it the way
 * fi points past itself ("853 on the A380 to 50 on the CRJ200", "$6,232.55
 * for Germany and $5,819.37 for the USA": the same word, an article between
 * or not)?
 */
static bool
pointed_by_figure(const VerdictCtx *cx, size_t fi, const Mention *m, const char *const *articles)
{
	size_t		own = pointing_after(cx, cx->figs[fi].offset + cx->figs[fi].length),
				j;

	if (own >= cx->ntokens)
		return false;
	for (j = 0; j < cx->nfigs; j++)
	{
		size_t		e = cx->figs[j].offset + cx->figs[j].length,
					k;

		if (j == fi || e > m->offset || e + 24 < m->offset)
			continue;
		k = pointing_after(cx, e);
		if (k + 1 < cx->ntokens &&
			(vd_token_at(cx, m->offset) == k + 1 ||
			 (vd_token_at(cx, m->offset) == k + 2 && tok_word(cx, k + 1, articles))) &&
			cx->tokens[k].len == cx->tokens[own].len &&
			ascii_equal_nocase_n((const char *) cx->answer + cx->tokens[k].start,
								 (const char *) cx->answer + cx->tokens[own].start, cx->tokens[k].len))
			return true;
	}
	return false;
}

/* Is the text between two figures an arrow ("92 → 120", "$481.45 -> $469.58")? */
static bool
arrow_between(const VerdictCtx *cx, size_t from, size_t to)
{
	size_t		p = from;

	while (p < to && cx->answer[p] == ' ')
		p++;
	if (p + 3 <= to && cx->answer[p] == 0xe2 && cx->answer[p + 1] == 0x86 && cx->answer[p + 2] == 0x92)
		p += 3;
	else if (p + 2 <= to && cx->answer[p] == '-' && cx->answer[p + 1] == '>')
		p += 2;
	else
		return false;
	while (p < to && cx->answer[p] == ' ')
		p++;
	return p == to;
}

/* See verdict_int.h. */
bool
vd_times_after(const VerdictCtx *cx, size_t k)
{
	static const char *const times[] = {"times", "fold", "x", NULL};
	size_t		t = vd_token_at(cx, cx->figs[k].offset + cx->figs[k].length);

	return t < cx->ntokens && cx->tokens[t].start <= cx->figs[k].offset + cx->figs[k].length + 1 &&
		tok_word(cx, t, times);
}

/* Does "respectively" follow offset e (past a comma) before s1? */
static bool
respectively_after(const VerdictCtx *cx, size_t e, size_t s1)
{
	size_t		k = vd_token_at(cx, e);

	return k < cx->ntokens && cx->tokens[k].start < s1 && cx->tokens[k].start <= e + 3 &&
		vd_eq_word(cx->answer + cx->tokens[k].start, cx->tokens[k].len, "respectively");
}

/*
 * Does the run of figures at run_start open in brackets a few words after
 * the last of the rows listed ("down to ORD's average ($326.00): landed at
 * $383.33")?  The bracket is that row's; the run is no list of the rows.
 */
static bool
bracket_after_name(const VerdictCtx *cx, const int *list, size_t n, size_t run_start)
{
	size_t		p = run_start,
				end = 0,
				k,
				words = 0;

	for (k = 0; k < n; k++)
		if (cx->mentions[list[k]].offset + cx->mentions[list[k]].len > end)
			end = cx->mentions[list[k]].offset + cx->mentions[list[k]].len;
	while (p > end && (cx->answer[p - 1] == ' ' || cx->answer[p - 1] == '$'))
		p--;
	if (p <= end || cx->answer[p - 1] != '(')
		return false;
	for (k = end; k < p - 1; k++)
	{
		if (strchr(",:;()*\n", cx->answer[k]) != NULL)
			return false;
		words += cx->answer[k] == ' ' && k + 1 < p - 1 && cx->answer[k + 1] != ' ';
	}
	/* one figure in the bracket, not a pair set against each other ("(900 km² vs. 400 km²)") */
	k = vd_figure_at(cx, run_start) + 1;
	if (k < cx->nfigs)
	{
		const uchar *close = memchr(cx->answer + run_start, ')', cx->len - run_start);

		if (close == NULL || (size_t) (close - cx->answer) > cx->figs[k].offset)
			return false;
	}
	return words <= 3;
}

/*
 * The percentage in digits that the fraction in words fi says again right
 * after it, past a comma or a dash and a few words: "29.4%, about three in
 * ten"; past the whole it is of too: "29.1% of the 5,500 in the whole
 * table, about three in ten".  -1 when none.
 */
static bool of_phrase_then_or(const VerdictCtx *cx, size_t a, size_t b);

static int
said_again_of(const VerdictCtx *cx, size_t fi, size_t fstart)
{
	size_t		pi,
				p;
	int			most,
				words = 0;
	bool		comma = false;

	if (fi == 0)
		return -1;
	pi = fi > 1 && !cx->figs[fi - 1].percent && cx->fx[fi - 2].of_figure == (int) fi - 1 ? fi - 2 : fi - 1;
	most = pi + 1 < fi ? 6 : 3;
	if (!cx->figs[pi].percent || cx->figs[pi].words || cx->figs[pi].offset < cx->fx[fi].s0)
		return -1;
	for (p = cx->figs[fi - 1].offset + cx->figs[fi - 1].length; p < fstart && words <= most;)
	{
		if (ascii_is_alpha(cx->answer[p]))
		{
			words++;
			while (p < fstart && ascii_is_alpha(cx->answer[p]))
				p++;
		}
		else if (cx->answer[p] == ',')
		{
			comma = true;
			p++;
		}
		else if (p + 2 < fstart && cx->answer[p] == 0xe2 && cx->answer[p + 1] == 0x80 && cx->answer[p + 2] == 0x94)
		{
			comma = true;
			p += 3;
		}
		else if (cx->answer[p] == ' ')
			p++;
		else
			break;
	}
	if (p == fstart && comma && words <= most)
		return (int) pi;
	return of_phrase_then_or(cx, cx->figs[fi - 1].offset + cx->figs[fi - 1].length, fstart) ? (int) pi : -1;
}

/*
 * "42.1% of the Good figure, or just over two fifths of it": is [a, b) an
 * "of" phrase of at most five words, a comma, and "or" with at most two
 * words of hedge?
 */
static bool
of_phrase_then_or(const VerdictCtx *cx, size_t a, size_t b)
{
	static const char *const of[] = {"of", NULL};
	static const char *const or[] = {"or", NULL};
	size_t		k = vd_token_at(cx, a),
				kb = vd_token_at(cx, b),
				c;
	const uchar *comma;

	if (k >= kb || !tok_word(cx, k, of) || (comma = memchr(cx->answer + a, ',', b - a)) == NULL)
		return false;
	c = vd_token_at(cx, (size_t) (comma - cx->answer));
	if (c - k > 5 || c >= kb || !tok_word(cx, c, or) || kb - c > 3)
		return false;
	/* no figure between but the digits of a row's name ("of the 8-cylinder figure") */
	for (; k < kb; k++)
		if (cx->tokens[k].number && !vd_in_mention(cx, cx->tokens[k].start))
			return false;
	return true;
}

/*
 * "Fuller took roughly 10% of closed orders. That is more than a fifth of
 * the market.": a fraction in words alone in a sentence that opens by
 * restating ("That is", "In other words,", "Put another way,") says again
 * the percentage in digits that ends the sentence before; -1 when none.
 */
static int
restated_from_before(const VerdictCtx *cx, size_t fi, size_t s0, size_t s1)
{
	static const char *const that[] = {"that's", "thats", NULL};
	static const char *const that_w[] = {"that", "this", NULL};
	static const char *const is[] = {"is", "means", NULL};
	static const char *const in[] = {"in", NULL};
	static const char *const other[] = {"other", NULL};
	static const char *const words[] = {"words", NULL};
	static const char *const put[] = {"put", "said", "stated", NULL};
	static const char *const way[] = {"another", "differently", "simply", "otherwise", NULL};
	size_t		k = vd_token_at(cx, s0),
				p0;

	if (fi == 0 || k + 1 >= cx->ntokens || cx->figs[fi - 1].offset >= s0 || cx->figs[fi - 1].words ||
		!cx->figs[fi - 1].percent || (fi + 1 < cx->nfigs && cx->figs[fi + 1].offset < s1))
		return -1;
	/* past a label that opens the line ("What it means: That is ...") */
	{
		size_t		c = s0;

		while (c < cx->figs[fi].offset && cx->answer[c] != ':' && cx->answer[c] != '\n')
			c++;
		if (c < cx->figs[fi].offset && cx->answer[c] == ':' && vd_token_at(cx, c) - k <= 4)
			k = vd_token_at(cx, c + 1);
	}
	if (!(tok_word(cx, k, that) || (tok_word(cx, k, that_w) && tok_word(cx, k + 1, is)) ||
		  (tok_word(cx, k, in) && tok_word(cx, k + 1, other) && k + 2 < cx->ntokens && tok_word(cx, k + 2, words)) ||
		  (tok_word(cx, k, put) && tok_word(cx, k + 1, way))))
		return -1;
	/* the percentage ends the sentence before (past a blank line) */
	p0 = vd_sentence_before(cx, s0);
	if (cx->figs[fi - 1].offset < p0)
		return -1;
	return (int) fi - 1;
}

/*
 * Where a list of at least two lines right before s0 starts ("- Sweden:
 * $27,164", "2. Latin — 579"), each line naming one row, past blank lines;
 * s0 when there is none.
 */
static size_t
list_before(const VerdictCtx *cx, size_t s0)
{
	size_t		ls = s0,
				first = s0;
	int			lines = 0;

	while (ls > 0 && cx->answer[ls - 1] == '\n')
		ls--;
	while (ls > 0)
	{
		size_t		b = ls - 1,
					p;

		while (b > 0 && cx->answer[b - 1] != '\n')
			b--;
		p = b;
		while (p < ls && cx->answer[p] == ' ')
			p++;
		/* a bullet ("- ", "* ", "• ") or a number and a stop ("2. ") */
		if (p + 1 < ls && (cx->answer[p] == '-' || cx->answer[p] == '*') && cx->answer[p + 1] == ' ')
			;
		else if (p + 3 < ls && cx->answer[p] == 0xe2 && cx->answer[p + 1] == 0x80 && cx->answer[p + 2] == 0xa2)
			;
		else
		{
			while (p < ls && ascii_is_digit(cx->answer[p]))
				p++;
			if (!(p > b && p + 1 < ls && cx->answer[p] == '.' && cx->answer[p + 1] == ' '))
				break;
		}
		if (rows_named(cx, b, ls) != 1)
			break;
		first = b;
		lines++;
		ls = b;
	}
	return lines >= 2 ? first : s0;
}

/* Does [p0, p1) state a figure (one not in a row's name)? */
static bool
states_figure(const VerdictCtx *cx, size_t p0, size_t p1)
{
	size_t		j;

	for (j = 0; j < cx->nfigs; j++)
		if (cx->figs[j].offset >= p0 && cx->figs[j].offset < p1 && !vd_in_mention(cx, cx->figs[j].offset))
			return true;
	return false;
}

/* See verdict_int.h. */
void
vd_figure_context(VerdictCtx *cx, size_t fi)
{
	static const char *const pointing[] = {"for", "in", "of", "at", "by", "from", "to", NULL};
	static const char *const on_word[] = {"on", NULL};
	static const char *const articles[] = {"the", "a", "an", "its", "their", NULL};
	static const char *const skip_after[] = {"of", "in", "the", "all", "total", "as", "many", "much", "times", "per",
	NULL};
	static const char *const mean_nouns[] = {"average", "mean", NULL};
	static const char *const avg_words[] = {"average", "averages", "averaging", "averaged", "mean", "avg", "across",
	"overall", "per", "apiece", NULL};
	static const char *const top_words[] = {"top", "first", "leading", "largest", "biggest", "highest", NULL};
	const Figure *f = &cx->figs[fi];
	FigCtx	   *fx = &cx->fx[fi];
	size_t		fstart = f->offset,
				fend = f->offset + f->length;
	size_t		t0,
				t1,
				ti,
				k;
	int			best = -1,
				best_after = -1,
				far_after = -1,
				before = -1;
	size_t		best_score = (size_t) -1,
				best_after_score = (size_t) -1,
				before_score = (size_t) -1;
	bool		in_by_value = false;
	int			n;
	int			nexact = 0;
	int			exact_read[MAX_FIG_COLUMNS],
				exact_col[MAX_FIG_COLUMNS];

	memset(fx, 0, sizeof(*fx));
	fx->mention = -1;
	fx->units_read = fx->units_col = -1;
	sentence_of(cx, fstart, f->length, &fx->s0, &fx->s1);
	fx->linked = vd_part_whole_linked(cx, fi, &fx->linked_part, &fx->linked_whole);
	fx->in_table = vd_table_header(cx, fstart, &fx->head_s, &fx->head_e);
	fx->h1 = headline_body_end(cx, fx->s0, fx->s1);
	/* "… moved up 10.1 points between 2023 and 2024.\nBreaking that down:\n- 2023: 7.2% …": a derived figure's operands */
	if (fx->h1 == fx->s1 && (f->percent || f->multiple || f->words))
	{
		size_t		ls = fx->s0;

		/* (a list under a percentage or a multiple in digits, said where no list runs already) */
		while (ls > 0 && cx->answer[ls - 1] != '\n')
			ls--;
		fx->h1 = breakdown_end(cx, fx->s1, (f->percent || f->multiple) && !f->words && !vd_list_item(cx, ls));
	}
	/* (a fraction in words only as a change: "Revenue grew by a little under a fifth from May to June.") */
	if (fx->h1 == fx->s1 && (f->percent || f->multiple) && (!f->words || f->direction != 0))
		fx->h1 = lede_end(cx, fx->s0, fx->s1);
	fx->last_year = says_last_year(cx, fx->s0, fx->s1);
	t0 = vd_token_at(cx, fx->s0);
	t1 = vd_token_at(cx, fx->s1);
	ti = vd_token_at(cx, fstart);	/* the figure's first token */
	fx->gap_said = gap_said_before(cx, t0, ti, &fx->gap_digits);
	fx->base_said = f->multiple ? possessive_value_after(cx, fend) : NAN;
	/*
	 * "Its postal code is ...", "That is 1.5 times ...": the rows of the
	 * sentence before are its rows too, and through a chain of such
	 * sentences those of the one the chain starts from
	 */
	fx->r0 = fx->chain0 = chain_start(cx, fx->s0);
	{
		static const char *const plural[] = {"they", "them", "their", "these", "those", NULL};

		for (k = t0; k < t1 && k < t0 + 6 && fx->chain0 < fx->s0; k++)
			if (tok_word(cx, k, plural))
				fx->plural_back = true;
		/* "All told, the first came to 1.36 times the second": about every row before, not the first named */
		if (fx->chain0 < fx->s0 && sums_up(cx, fx->s0, fx->s1))
			fx->plural_back = true;
		if (fx->chain0 < fx->s0 && rows_named(cx, fx->s0, fx->s1) == 0 && rows_named(cx, fx->chain0, fx->s0) >= 2)
		{
			static const char *const summed[] = {"together", "combined", "altogether", "add", "adds", NULL};
			size_t		c0 = vd_token_at(cx, fx->chain0);

			/* only where the rows pointed back to were summed ("A and B together bring $X. That is ...") */
			for (k = c0; k < t0 && !fx->back_to_many; k++)
				fx->back_to_many = tok_word(cx, k, summed);
		}
	}
	/* "the gap between its best and worst gates": columns named by the kind of value they hold */
	{
		static const char *const best[] = {"best", NULL};
		static const char *const worst[] = {"worst", NULL};

		for (k = t0; k < t1; k++)
		{
			AggWord		w = agg_of_token(cx, k);

			if (w == AGW_MAX || tok_word(cx, k, best))
				fx->aggs_said |= 1u << NA_MAX;
			else if (w == AGW_MIN || tok_word(cx, k, worst))
				fx->aggs_said |= 1u << NA_MIN;
			else if (w == AGW_AVG)
				fx->aggs_said |= 1u << NA_AVG;
		}
	}

	/*
	 * "between the two groups", "both years": rows named before, in the
	 * sentence before or (when that one names fewer) the one before it
	 */
	{
		static const char *const both[] = {"both", NULL};
		static const char *const the[] = {"the", "these", "those", NULL};
		static const char *const counted[] = {"two", "three", "four", "five", "six", NULL};
		static const char *const of_word[] = {"of", NULL};
		size_t		want = 0,
					back;

		for (k = t0; k < t1 && want == 0; k++)
			if (tok_word(cx, k, both))
				want = 2;
			else if (k + 1 < t1 && tok_word(cx, k, the) && tok_word(cx, k + 1, counted))
			{
				int			c;

				for (c = 0; counted[c]; c++)
					if (vd_eq_word(cx->answer + cx->tokens[k + 1].start, cx->tokens[k + 1].len, counted[c]))
						want = (size_t) c + 2;
				/* "three of the six students": four and more after "of" are a whole, not rows named */
				if (want > 3 && k > t0 && tok_word(cx, k - 1, of_word))
					want = 0;
			}
		fx->rows_said = (int) want;
		/* figures derived before the sentence just before are no operands, however far the chain reaches */
		fx->p0 = fx->r0;
		/* (a derived label in a list is of every item before it: "- gap ≈ 1.3 pp") */
		if (points_back(cx, fx->s0) && !derived_label_item(cx, fx->s0))
		{
			size_t		p1;

			sentence_before(cx, fx->s0, &fx->p0, &p1);
			/* "A: 4 of 30 (13.3%); B: 4 of 64 (6%). The difference …": the clauses before a semicolon too */
			for (back = 0; back < 3 && semicolon_before(cx, fx->p0); back++)
				sentence_before(cx, fx->p0, &fx->p0, &p1);
			/*
			 * "* Callahan: $1,038 per order / * All reps: $1.5K per order /
			 * So Callahan runs at ~0.7× the overall rate": a sentence after a
			 * list goes on from every item of it
			 */
			if (line_start(cx, fx->p0) < line_start(cx, fx->s0))
				fx->p0 = vd_list_start(cx, fx->p0);
		}
		for (back = 0; want > 0 && back < 2 && fx->r0 > 0 && rows_named(cx, fx->r0, fx->s1) < want; back++)
		{
			size_t		p0,
						p1,
						clauses;

			sentence_before(cx, fx->r0, &p0, &p1);
			/* (clauses a semicolon joins are one sentence: "Sweden, $1,787.72; Denmark, $1,040.85; …") */
			for (clauses = 0; clauses < MAX_MENTIONS && semicolon_before(cx, p0); clauses++)
				sentence_before(cx, p0, &p0, &p1);
			fx->r0 = p0;
		}
	}

	/* the row it is about: the nearest named row, before it preferred */
	for (k = 0; k < cx->nmentions && !in_by_value; k++)
		in_by_value = cx->mentions[k].by_value && !cx->mentions[k].dropped &&
			cx->mentions[k].offset <= fstart && cx->mentions[k].offset + cx->mentions[k].len >= fend;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];
		size_t		score;

		if (m->dropped || m->many || m->offset < fx->s0 || m->offset >= fx->s1)
			continue;
		/* "major 520 has 6, and major 550 has 5": a value that names its row is said of no other value's */
		if (in_by_value && m->by_value && (m->offset > fstart || m->offset + m->len < fend))
			continue;
		if (m->offset + m->len <= fstart)
		{
			if (said_of_other_side(cx, vd_token_at(cx, m->offset + m->len), vd_token_at(cx, fstart)))
				continue;
			if (compared_object_then_at(cx, fx->s0, m, fstart))
				continue;
			score = 2 * (vd_token_at(cx, fstart) - vd_token_at(cx, m->offset + m->len)) + 1;
			if (score < before_score)
			{
				before_score = score;
				before = (int) k;
			}
		}
		else if (m->offset >= fend)
		{
			/*
			 * a row named after the figure only when pointed at: "8.2 for
			 * Store A", or past the figure's noun, "18 tracks by R.E.M."
			 */
			size_t		d = vd_token_at(cx, m->offset) - vd_token_at(cx, fend);
			size_t		j;
			bool		points = false,
						noun = false;

			j = vd_token_at(cx, fend);
			points = j < cx->ntokens && cx->tokens[j].start < m->offset && tok_word(cx, j, pointing) && d <= 2;
			/* "70 for the single Physics course": an article and one word more; "50 on the CRJ200" */
			points = points || (j + 1 < cx->ntokens && cx->tokens[j].start < m->offset && tok_word(cx, j, pointing) &&
								tok_word(cx, j + 1, articles) && d <= 3) ||
				(j + 1 < cx->ntokens && tok_word(cx, j, on_word) && tok_word(cx, j + 1, articles) && d == 2);
			/* "50 six-cylinder cars": a row's name right after the figure is what it counts */
			points = points || (d == 0 && m->offset <= fend + 1);
			/* "$230,285 to customers in Germany": a word and its noun, then the row */
			points = points || (d == 3 && j + 2 < cx->ntokens && tok_word(cx, j, pointing) && !cx->tokens[j + 1].number &&
								tok_word(cx, j + 2, pointing) && cx->tokens[j + 2].start < m->offset);
			/* "$120 (helicopter)": a name alone in brackets right after it */
			points = points || bracketed_after(cx, fend, f->unit != UNIT_NONE, m);
			/* "up from 5 of 103 (4.9%) in Q3": a row pointed at past the figure's bracket */
			points = points || pointed_past_bracket(cx, fend, m);
			/*
			 * "…, compared with 50 seats for the CRJ200", "… with 17.62 mpg
			 * (n = 29 cars) for AMC": set against the row before, the figure
			 * is of the row it points at
			 */
			if (contrasted_before(cx, t0, vd_token_at(cx, fstart)) &&
				(points || pointed_past_bracket(cx, fend, m) ||
				 (j + 1 < cx->ntokens && cx->tokens[j + 1].start < m->offset && tok_word(cx, j + 1, pointing) &&
				  d <= 3)))
			{
				if (1 < best_score || (best >= 0 && cx->mentions[best].offset > m->offset))
				{
					best_score = 1;
					best = (int) k;
				}
				continue;
			}
			/* "the 27.5 of the two from boroughs": a count of the rows, then the word pointing at them */
			if (!points && j + 3 < cx->ntokens && cx->tokens[j + 3].start < m->offset && d == 4 &&
				tok_word(cx, j, pointing) && tok_word(cx, j + 1, articles) && tok_word(cx, j + 3, pointing))
			{
				static const char *const counts[] = {"two", "three", "four", "five", "six", "seven", "eight", "nine",
				"ten", "both", NULL};

				points = cx->tokens[j + 2].number || tok_word(cx, j + 2, counts);
			}
			if (!points && j + 1 < cx->ntokens && cx->tokens[j + 1].start < m->offset && !cx->tokens[j].number &&
				cx->tokens[j].start == fend + 1 && tok_word(cx, j + 1, pointing) && d <= 3)
			{
				const StepRead *sr = &cx->reads[m->sread];
				WordArg		w = {cx->answer + cx->tokens[j].start, cx->tokens[j].len};
				int			c;

				points = true;
				/* the figure's unit ("3,419.0 lb in 1973") is part of it */
				noun = f->unit != UNIT_NONE;
				/* a noun naming a column of that row's step ("mpg"), not "ahead of" */
				for (c = 0; c < sr->cells.ncolumns && !noun && w.n >= 2; c++)
					noun = !vd_in_words(w.w, w.n, vd_generic_name_words) &&
						vd_name_words(vd_col_name(sr, c), vd_word_matches, &w);
			}
			/* "256.9 cubic inches in 1973": a unit of two words is the figure's too */
			if (!points && f->unit != UNIT_NONE && j + 2 < cx->ntokens && cx->tokens[j + 2].start < m->offset &&
				cx->tokens[j].start == fend + 1 && tok_word(cx, j, unit_modifiers) && !cx->tokens[j + 1].number &&
				tok_word(cx, j + 2, pointing) && d <= 4 && d >= 3)
			{
				points = true;
				noun = true;
				d--;
			}
			/*
			 * "83 invoices were raised in 2025": plain words, then a word
			 * pointing at the row; a row of its own only where the sentence
			 * names none before the figure (far_after)
			 */
			if (!points && d <= 6 && vd_token_at(cx, m->offset) > j && !cx->tokens[j].number &&
				tok_word(cx, vd_token_at(cx, m->offset) - 1, pointing) && far_after < 0)
			{
				size_t		q;
				bool		plain = true;

				for (q = j; q < vd_token_at(cx, m->offset) && plain; q++)
					plain = !cx->tokens[q].number && cx->tokens[q].start < m->offset;
				if (plain && memchr(cx->answer + fend, ',', m->offset - fend) == NULL &&
					memchr(cx->answer + fend, '(', m->offset - fend) == NULL)
					far_after = (int) k;
			}
			if (!points)
				continue;
			/*
			 * "408 in 1997": pointed at, it wins over the row before; the
			 * figure's own noun ("20.5 mpg in 1971") is part of the figure
			 */
			score = 2 * (noun ? d - 1 : d);
			if (score < best_after_score)
			{
				best_after_score = score;
				best_after = (int) k;
			}
		}
		else if (m->by_value)
		{
			/*
			 * "Game Three was at rank 62": the row named before it, if any,
			 * is what the value is said of; else the row that holds it
			 */
			score = 2 * MAX_ATTACH_WORDS + 1;
		}
		else
			score = 0;			/* the figure is part of the name ("item 500") */
		if (score < best_score || (score == best_score && best >= 0 && cx->mentions[best].offset > m->offset))
		{
			best_score = score;
			best = (int) k;
		}
	}
	/* "from 853 on the A380 to 50 on the CRJ200": a row before that another figure points at is that figure's */
	if (best >= 0 && best != best_after && cx->mentions[best].offset < fstart &&
		(best_after >= 0 || points_at_name(cx, fend)) &&
		(pointed_by_figure(cx, fi, &cx->mentions[best], articles) ||
		 pointed_by_figure(cx, fi, &cx->mentions[described_row(cx, best)], articles)))
	{
		/* (past a name no row holds, "… for protected video", of no row named: the row it quotes is in play) */
		fx->unknown_subject = best_after < 0;
		fx->parallel_value = true;
		best = best_after;
		best_score = best_after_score;
	}
	if (best < 0 && far_after >= 0 && !row_named_before(cx, fx->s0, fstart))
	{
		best = far_after;
		best_score = 2 * MAX_ATTACH_WORDS;
	}
	/* "2,100 sq km for Tanzania and 900 sq km for China": pointed at as the figure before points at its row */
	if (best >= 0 && best == best_after && before >= 0 && pointed_by_figure(cx, fi, &cx->mentions[before], articles))
		fx->parallel_value = true;
	if (best >= 0 && best_score <= 2 * MAX_ATTACH_WORDS + 1 && !vd_then_of_pair(cx, fi))
	{
		fx->mention = best;
		fx->row_pointed = cx->mentions[best].offset >= fend && contrasted_before(cx, t0, vd_token_at(cx, fstart));
	}
	/*
	 * "France and Brazil are tied at $195.10 and $190.10": rows named in a
	 * list, then their figures in order (not a figure in a row's name)
	 */
	if (!vd_in_mention(cx, fstart))
	{
		size_t		nbefore = 0,
					nfig = 0,
					mine = 0,
					j;
		int			list[MAX_MENTIONS];
		size_t		first_fig = fstart,
					last_fig = fstart,
					run_start;

		/* the figures of its sentence */
		for (j = vd_figure_at(cx, fx->s0); j < cx->nfigs && cx->figs[j].offset < fx->s1; j++)
		{
			const Figure *o = &cx->figs[j];

			/*
			 * "A at more than double B (900 vs. 400)", "A's is about half of
			 * B's (109.9 vs. 218.1)": a multiple or a fraction in words is
			 * said of no row
			 */
			if ((o->multiple || (o->words && o->percent)) && j != fi)
				continue;
			/* "Major 600 vs. major 520: 18 vs. 6": a figure in a row's name is none of its values */
			if (j != fi && vd_in_mention(cx, o->offset))
				continue;
			/* "$117,320 (n = 64 orders) and $114,845 (n = 60 orders)": of the figure before it */
			if (annotates_figure(cx, j))
			{
				if (j == fi && mine > 0)
					mine--;
				continue;
			}
			if (o->offset >= fx->s0 && o->offset < fx->s1)
			{
				if (o->offset < first_fig)
					first_fig = o->offset;
				if (o->offset > last_fig)
					last_fig = o->offset;
				if (o->offset < fstart)
					mine++;
				nfig++;
				/* "CA leads AR 36 to 3": a score's single digit is the other row's figure */
				if (score_partner(cx, j))
					nfig++;
				/* "(9 to 16)": so is one before it */
				if (score_partner_before(cx, j))
				{
					nfig++;
					if (o->offset <= fstart)
						mine++;
				}
			}
		}
		run_start = first_fig;
		for (k = 0; k < cx->nmentions; k++)
		{
			const Mention *m = &cx->mentions[k];
			bool		dup = false;

			if (m->dropped || m->many || m->back_ref || m->offset < fx->s0 || m->offset >= fx->s1)
				continue;
			/* "**Japan versus Germany.** Japan still outnumbers Germany …": a run-in heading lists no rows */
			if (in_bold_lead_in(cx, m->offset))
				continue;
			/* "relative to 1997" past the last figure: the base of a change, not one of the list */
			if (m->offset > last_fig)
				continue;
			if (m->offset >= first_fig)
			{
				nbefore = 0;	/* a row named among the figures: no list */
				break;
			}
			for (j = 0; j < nbefore; j++)
				dup = dup || cx->mentions[list[j]].offset == m->offset;
			if (!dup && nbefore < MAX_MENTIONS)
				list[nbefore++] = (int) k;
		}
		/*
		 * "MI, NY and OH average 13.3 each (14, 14 and 12)": a list of as
		 * many figures as rows, whatever figures come before it
		 */
		if (nbefore >= 2 && nfig > nbefore)
		{
			size_t		at,
						run = figure_run(cx, fi, false, &at);

			if (run == nbefore)
			{
				mine = at;
				run_start = cx->figs[fi - at].offset;
			}
		}
		if (nbefore >= 2 && nfig >= nbefore && mine < nbefore && !bracket_after_name(cx, list, nbefore, run_start))
		{
			static const char *const from_word[] = {"from", NULL};
			size_t		ff = vd_token_at(cx, run_start);

			sort_by_offset(cx, list, nbefore);
			/* "December vs. November: orders went from 34 to 48": a move goes in time */
			if (ff > 0 && tok_word(cx, ff - 1, from_word) && periods_before(cx, fx->s0, run_start))
				sort_by_time(cx, list, nbefore);
			fx->mention = nbefore == 2 && nfig == 2 ? pair_owner(cx, fi, list, mine) : list[mine];
		}
		/*
		 * A run of figures set against each other or listed ("7.47 days to
		 * 8.57 days", "$263.50 and $46"), as many as the rows named before
		 * it, none inside it: theirs, in the order they are named.  The
		 * rows are those its sentence names before it ("climbed 14.7% from
		 * A to B (7.47 days to 8.57 days)"), else, for a sentence that
		 * opens with the run, those of the sentence before ("A leads B on
		 * price. The figures are $263.50 and $46").  Not a move "from 4.30
		 * to 3.70", which keeps its own order.
		 */
		else if (nfig >= 2 || first_fig < fstart)
		{
			static const char *const from[] = {"from", "between", NULL};
			size_t		at,
						run = figure_run(cx, fi, true, &at),
						p0 = fx->s0,
						p1,
						rstart,
						rend,
						ft;
			bool		named_before_figs = false,
						gap_said = false,
						inside = false,
						before_run = false,
						heading_pair = false;

			rstart = cx->figs[fi - at].offset;
			rend = cx->figs[fi - at + run - 1].offset + cx->figs[fi - at + run - 1].length;
			for (k = 0; k < cx->nmentions; k++)
			{
				const Mention *m = &cx->mentions[k];

				if (m->dropped || m->offset < fx->s0)
					continue;
				named_before_figs = named_before_figs || m->offset < first_fig;
				before_run = before_run || m->offset < rstart;
				inside = inside || (m->offset >= rstart && m->offset < rend);
			}
			ft = vd_token_at(cx, rstart);
			p1 = rstart;
			/*
			 * a move "from 4.30 to 3.70" keeps its own order, unless the
			 * rows named before it are periods ("between 2024 and 2025,
			 * from $127.98 to $85.14"): then it is theirs, in time
			 */
			if (inside || run < 2 || (ft > 0 && tok_word(cx, ft - 1, from) && !periods_before(cx, fx->s0, rstart)))
				p1 = p0;
			else if (before_run)
			{
				/* "A number 50 and B 100, 150 combined": rows and figures interleaved are no list */
				size_t		first_named = rstart;

				/*
				 * "… at $13,771, followed by Germany and Austria with $11,283
				 * and $7,391.50, respectively": the rows named since the last
				 * figure before the run
				 */
				if (respectively_after(cx, rend, fx->s1))
					for (k = 0; k < cx->nfigs && cx->figs[k].offset < rstart; k++)
						if (cx->figs[k].offset >= p0 && cx->figs[k].offset + cx->figs[k].length <= rstart &&
							!vd_in_mention(cx, cx->figs[k].offset))
							p0 = cx->figs[k].offset + cx->figs[k].length;
				for (k = 0; k < cx->nmentions; k++)
					if (!cx->mentions[k].dropped && cx->mentions[k].offset >= p0 &&
						cx->mentions[k].offset < first_named)
						first_named = cx->mentions[k].offset;
				for (k = 0; k < cx->nfigs; k++)
					/*
					 * a change between ("orders up 14 — from 34 to 48"), or a gap
					 * said ("has 437 more seats than B747 (853 compared with
					 * 416)"), is no row's figure
					 */
					if (cx->figs[k].offset > first_named && cx->figs[k].offset < rstart &&
						alike(&cx->figs[k], f) && !vd_in_mention(cx, cx->figs[k].offset) && !vd_times_after(cx, k) &&
						!(cx->figs[k].direction != 0 && tok_word(cx, ft - 1, from)))
					{
						if (cx->fx[k].compares && run == 2 && opens_bracket_before(cx, rstart))
							gap_said = true;
						else
							p1 = p0;
					}
				if (p1 > p0)
					p0 = first_named;
			}
			else if (!before_run)
			{
				/* the run opens the sentence: the rows of the sentence before */
				if (named_before_figs || rstart != first_fig)
					p1 = p0;
				else
				{
					sentence_before(cx, fx->s0, &p0, &p1);
					heading_pair = true;
				}
			}
			nbefore = 0;
			for (k = 0; k < cx->nmentions && p1 > p0; k++)
			{
				const Mention *m = &cx->mentions[k];
				bool		dup = false;

				if (m->dropped || m->many || m->offset < p0 || m->offset >= p1)
					continue;
				/*
				 * "for every order in Ireland there are 4.4 in Brazil (83
				 * against 19)": the base named first, the pair in the claim's
				 * order.  Not a line that only sets two rows side by side
				 * ("Revenue, 2022 vs. 2023" over "$481.45 → $469.58"): the
				 * figures under it follow its order.
				 */
				if (vd_named_as_base(cx, m->offset) && !(heading_pair && after_versus(cx, m->offset)) &&
					/* "A has 437 more seats than B (853 compared with 416)": a base named last keeps the order */
					!(nbefore > 0 && gap_said) &&
					!(run == 2 && arrow_between(cx, cx->figs[fi - at].offset + cx->figs[fi - at].length,
												cx->figs[fi - at + 1].offset) && periods_before(cx, fx->s0, rstart)))
				{
					nbefore = 0;
					break;
				}
				for (j = 0; j < nbefore; j++)
					dup = dup || (cx->mentions[list[j]].nrows == m->nrows && cx->mentions[list[j]].rows[0] == m->rows[0]);
				if (!dup && nbefore < MAX_MENTIONS)
					list[nbefore++] = (int) k;
			}
			if (p1 > p0 && nbefore == run)
			{
				sort_by_offset(cx, list, nbefore);
				/* a move "from 34 to 48", or "(92 → 120)", over periods named before it goes in time */
				if ((ft > 0 && tok_word(cx, ft - 1, from)) ||
					(run == 2 && arrow_between(cx, cx->figs[fi - at].offset + cx->figs[fi - at].length,
											   cx->figs[fi - at + 1].offset)))
					sort_by_time(cx, list, nbefore);
				fx->mention = run == 2 ? pair_owner(cx, fi, list, at) : list[at];
			}
			/*
			 * "1.8 to 1 in Marvel Comics's favour (337 vs. 191)": one side
			 * named, whose row holds the other figure; this one is the
			 * other side, a value of the same column
			 */
			else if (p1 > p0 && nbefore == 1 && run == 2 && !inside &&
					 rows_named(cx, fx->s0, fx->s1) == 1)
			{
				const Mention *m = &cx->mentions[list[0]];
				size_t		other = at == 0 ? fi + 1 : fi - 1,
							first = at == 0 ? fi : fi - 1;
				int			c = m->nrows == 1 ? column_holding(cx, m, &cx->figs[other]) : -1;

				/* set against each other ("vs.", "against", "to"), not listed */
				if (c >= 0 && column_holding(cx, m, f) < 0 &&
					!list_joined(cx->answer, cx->figs[first].offset + cx->figs[first].length,
								 cx->figs[first + 1].offset))
				{
					fx->mention = -1;
					fx->other_side = true;
					fx->pair_read = m->sread;
					fx->pair_col = c;
				}
			}
			/* "$143,177 → $153,938 (Q2 → Q3)": two figures, then a bracket naming their rows in order */
			if (fx->mention < 0 && !fx->other_side && run == 2 && !inside)
				fx->mention = labels_after_pair(cx, rend, at);
		}
	}

	/*
	 * "A exceeds B by a factor of 1.7 (5.0 million as against 3.0 million)":
	 * a figure of a bracketed pair, the sentence naming its two rows, is its
	 * row's value as it stands, never a gap or ratio that happens to match
	 */
	/*
	 * "rose 168.4% in 1997, from 152 in 1996 to 408": the end of a move
	 * from a period is the other period the sentence names, not the one
	 * its start was said in
	 */
	if (fi > 0 && fx->mention >= 0 && cx->fx[fi - 1].mention == fx->mention && cx->mentions[fx->mention].year != 0 &&
		cx->fx[fi - 1].s0 == fx->s0 && ti > t0 && vd_eq_word(cx->answer + cx->tokens[ti - 1].start,
															  cx->tokens[ti - 1].len, "to"))
	{
		static const char *const from_word[] = {"from", NULL};
		size_t		pt = vd_token_at(cx, cx->figs[fi - 1].offset);
		int			other = -1,
					years = 0;

		for (k = 0; k < cx->nmentions; k++)
		{
			const Mention *m = &cx->mentions[k];

			if (m->dropped || m->offset < fx->s0 || m->offset >= fx->s1 || m->year == 0)
				continue;
			years++;
			if ((int) k != fx->mention && m->nrows == 1 && m->offset < cx->figs[fi - 1].offset)
				other = (int) k;
		}
		if (pt > t0 && tok_word(cx, pt - 1, from_word) && years == 2 && other >= 0)
			fx->mention = other;
	}
	fx->pair_value = fx->mention >= 0 && cx->mentions[fx->mention].nrows == 1 && bracket_pair(cx, fi) &&
		rows_named(cx, fx->s0, fx->s1) == 2;

	/*
	 * "Canada outspent Brazil by $113.86, with $303.96 in sales": past a
	 * comma (a colon, a dash), a figure after the row a comparison is made
	 * against is the subject's, the sentence's first row.
	 */
	if (fx->mention >= 0)
	{
		static const char *const against[] = {"than", "outspent", "outsold", "outpaced", "outperformed", "beat",
			"beats", "outpaces", "outsells", "outnumbers", "outnumbered", "dwarfs", "dwarfed", "trails", "trailed",
			"lags", "lagged", "tops", "topped", "exceeds", "exceeded", "surpasses", "surpassed", "outstrips",
		"outstripped", "overtakes", "overtook", "eclipses", "eclipsed", NULL};
		static const char *const to_word[] = {"to", NULL};
		static const char *const toward[] = {"down", "up", "compared", "relative", "closer", NULL};
		const Mention *m = &cx->mentions[fx->mention];
		size_t		mt = vd_token_at(cx, m->offset),
					c,
					at;
		bool		comma = false;

		/* past a comma, a colon or a dash ("Peacock dwarfs Buchanan on orders: at 156 it is ...") */
		for (c = m->offset + m->len; c < fstart; c++)
			comma = comma || cx->answer[c] == ',' || cx->answer[c] == ':' ||
				(c + 2 < fstart && cx->answer[c] == 0xe2 && cx->answer[c + 1] == 0x80 && cx->answer[c + 2] == 0x94);
		/* not a pair, which its own rule gave ("trails Dairy Products on sales: $103,924 to $115,388") */
		if (comma && m->offset + m->len <= fstart && mt > t0 &&
			(tok_word(cx, mt - 1, against) ||
			 /* "bring JFK down to ORD's average ($326.00): landed at $383.33" */
			 (mt > t0 + 1 && tok_word(cx, mt - 1, to_word) && tok_word(cx, mt - 2, toward))) &&
			figure_run(cx, fi, true, &at) == 1)
			for (k = 0; k < cx->nmentions; k++)
			{
				const Mention *o = &cx->mentions[k];

				if (o->dropped || o->many || o->offset < fx->s0 || o->offset >= m->offset || o->sread != m->sread)
					continue;
				fx->mention = (int) k;
				break;
			}
	}
	/*
	 * Nothing named in its own sentence: the row the sentence before is
	 * about, that of its first figure (itself perhaps pointed back to), else
	 * the first row it names.
	 */
	/* a row named as the base ("Compared with Germany ($37.60), France ...") only when there is no other */
	if (fx->mention < 0 && fx->r0 < fx->s0 && rows_named(cx, fx->s0, fx->s1) == 0)
	{
		int			pass;

		for (pass = 0; pass < 2 && fx->mention < 0; pass++)
			for (k = 0; k < fi; k++)
				if (cx->figs[k].offset >= fx->r0 && cx->figs[k].offset < fx->s0 &&
					(pass == 1 || (cx->fx[k].mention >= 0 &&
								   !vd_named_as_base(cx, cx->mentions[cx->fx[k].mention].offset))))
				{
					fx->mention = cx->fx[k].mention;
					break;
				}
	}
	if (fx->mention < 0 && fx->r0 < fx->s0 && rows_named(cx, fx->s0, fx->s1) == 0)
	{
		bool		base = false;

		for (k = 0; k < cx->nmentions; k++)
		{
			const Mention *m = &cx->mentions[k];
			bool		b;

			if (m->dropped || m->many || m->offset < fx->r0 || m->offset >= fx->s0)
				continue;
			b = vd_named_as_base(cx, m->offset);
			if (fx->mention < 0 || (base && !b) || (b == base && m->offset < cx->mentions[fx->mention].offset))
			{
				fx->mention = (int) k;
				base = b;
			}
		}
	}
	/*
	 * "Good morning Robert, … Your accounts made up 6.5% of the team's
	 * orders": a reply that greets a row by name speaks to it, so "you" and
	 * "your" in a sentence that names no row are that row
	 */
	if (fx->mention < 0 && rows_named(cx, fx->s0, fx->s1) == 0)
	{
		static const char *const you[] = {"you", "your", "yours", NULL};

		if (vd_says(cx, fx->s0, fx->s1, you))
		{
			fx->mention = greeted_row(cx);
			fx->greeted = fx->mention >= 0;
		}
	}
	/*
	 * "LAX ... $55.00 above O'Hare's $200.00", "O'Hare is cheapest at
	 * $326.00": a name the rows do not hold, between the row chosen and the
	 * figure, is what the figure is said of; no row named is its row.
	 */
	if (unknown_subject(cx, fx, fstart) || second_subject(cx, fx, fstart))
	{
		fx->mention = -1;
		fx->greeted = false;
		fx->unknown_subject = true;
	}
	/*
	 * "| | MPEG audio file | Protected AAC audio file |" over "| Avg size |
	 * 8.6 MB | 4.7 MB |": a table laid on its side, its header naming the
	 * rows and its lines the measures
	 */
	{
		size_t		hs = fx->head_s,
					he = fx->head_e;

		if ((fx->mention < 0 || cx->mentions[fx->mention].offset < line_start(cx, fstart)) &&
			fx->in_table && !vd_table_line_of_all(cx, fstart))
		{
			int			in_header = -1;

			for (k = 0; k < cx->nmentions; k++)
				if (!cx->mentions[k].dropped && !cx->mentions[k].many && cx->mentions[k].nrows == 1 &&
					cx->mentions[k].offset >= hs && cx->mentions[k].offset < he)
					in_header = in_header == -1 ? (int) k : -2;
			if (in_header >= 0)
				fx->mention = in_header;
		}
	}
	/* "In summary, capacities ranged from 2,000 to 52,500": across the rows, no row named before */
	{
		size_t		lo;

		if (fx->mention >= 0 && cx->mentions[fx->mention].offset < fx->s0 && said_as_range(cx, fi, &lo))
			fx->mention = -1;
	}
	/*
	 * "less than a fifth of all orders" said of a named row: true anywhere
	 * on that side; "a bit over a quarter" only just past it
	 */
	if (f->bound != 0 && f->words && f->percent && fx->mention >= 0 && !f->close)
	{
		double		m = fabs(f->value),
					side = f->bound > 0 ? 100.0 - m : m;

		if (side > cx->figs[fi].reach)
			cx->figs[fi].reach = side;
	}
	/* "In seconds that is about 282": the unit named before it */
	if (!f->percent && !f->multiple && f->unit == UNIT_NONE)
	{
		static const char *const in[] = {"in", NULL};
		/* "came in second with 31.32": a place, no unit */
		static const char *const place_words[] = {"second", NULL};

		for (k = t0; k + 1 < ti; k++)
			if (tok_word(cx, k, in) && !cx->tokens[k + 1].number && !tok_word(cx, k + 1, place_words))
			{
				FigureUnit	u = figure_unit_of_name((const char *) cx->answer + cx->tokens[k + 1].start,
													cx->tokens[k + 1].len);

				if (u != UNIT_NONE)
				{
					cx->figs[fi].unit = u;
					break;
				}
			}
	}

	/* the vd_aggregate word: the nearest one before it in the sentence, else "on average" after it */
	for (k = ti; k > t0 && ti - k < 8; k--)
	{
		AggWord		w;

		if (cx->tokens[k - 1].number && k - 1 != ti)
		{
			/* another figure: its words are its own */
			if (k < ti)
				break;
		}
		/*
		 * "the mean across the twelve episodes", "the average of all ten
		 * airports": a count of what the mean is over, no mean itself
		 */
		{
			static const char *const across[] = {"across", "among", NULL};
			static const char *const of[] = {"of", NULL};
			static const char *const the_all[] = {"the", "all", "our", "its", "their", "these", "those", NULL};

			if ((tok_word(cx, k - 1, across) || (tok_word(cx, k - 1, of) && k + 1 == ti)) &&
				(k == ti || (k + 1 == ti && tok_word(cx, k, the_all))) &&
				!f->percent && !f->currency && f->decimals == 0)
				break;
		}
		w = agg_of_token(cx, k - 1);
		/* (not "top-eight premium" over top_invoice: the top rows, counted) */
		if (w != AGW_NONE && token_names_column(cx, k - 1, t0, t1) &&
			!(w == AGW_MAX && tok_word(cx, k - 1, top_words) && k < cx->ntokens && token_count(cx, k, &n)))
		{
			/* "the median total" over a column median_total: the word names that column */
			if (nexact == 0)
			{
				attach_column_exact(cx, fx, k - 1);
				nexact = fx->ncols;
				memcpy(exact_read, fx->col_read, sizeof(exact_read));
				memcpy(exact_col, fx->col_col, sizeof(exact_col));
			}
			continue;
		}
		if (w != AGW_NONE)
		{
			static const char *const ordinals[] = {"second", "third", "fourth", "fifth", "2nd", "3rd", "4th",
			"5th", NULL};

			/* "Germany, the second-largest at 37.60": a rank among the rows, no extreme */
			if ((w == AGW_MAX || w == AGW_MIN) && k - 1 > t0 && tok_word(cx, k - 2, ordinals))
				break;
			/* "the top 3", "the five biggest" count rows: no maximum */
			if (!(w == AGW_MAX && tok_word(cx, k - 1, top_words) &&
				  ((k < cx->ntokens && token_count(cx, k, &n)) || (k - 1 > t0 && token_count(cx, k - 2, &n)))))
			{
				/*
				 * "mean invoice total", "group means for invoice total": the
				 * total of one invoice is the measure, and its mean the figure
				 */
				static const char *const not_noun[] = {"the", "a", "an", "in", "of", "for", "and", "its", "their",
				"grand", "running", "overall", "combined", NULL};
				static const char *const means[] = {"mean", "means", "average", "averages", "avg", NULL};

				fx->agg = w;
				if (w == AGW_TOTAL && k >= t0 + 3 && !cx->tokens[k - 2].number && !tok_word(cx, k - 2, not_noun) &&
					(tok_word(cx, k - 3, means) || (k >= t0 + 4 && tok_word(cx, k - 4, means))))
					fx->agg = AGW_AVG;
				break;
			}
		}
	}
	if (fx->agg == AGW_NONE)
	{
		/* "212.4 on average", "77 products in total", "$5,000 combined" */
		static const char *const on[] = {"on", NULL};
		static const char *const in[] = {"in", NULL};
		static const char *const avg1[] = {"average", "avg", NULL};
		static const char *const total1[] = {"total", "all", "vd_aggregate", NULL};
		static const char *const together[] = {"combined", "altogether", "together", NULL};
		size_t		e = vd_token_at(cx, fend);

		for (k = e; k < t1 && k < e + 2; k++)
		{
			if (cx->tokens[k].number)
				break;
			/* "Austria ($3,745.65) — together account for …": a bracket closes first, the word is the subject's */
			if (memchr(cx->answer + fend, ')', cx->tokens[k].start - fend) != NULL)
				break;
			/* "Boeing 41.7%, together 95.5%": the word is the next figure's */
			if (tok_word(cx, k, together) && !(k + 1 < t1 && cx->tokens[k + 1].number))
			{
				fx->agg = AGW_TOTAL;
				fx->summed = true;	/* over several rows: no one cell */
			}
			else if (k + 1 < t1 && tok_word(cx, k, on) && tok_word(cx, k + 1, avg1))
				fx->agg = AGW_AVG;
			else if (k + 1 < t1 && tok_word(cx, k, in) && tok_word(cx, k + 1, total1))
			{
				fx->agg = AGW_TOTAL;
				fx->summed = true;
			}
			if (fx->agg != AGW_NONE)
				break;
		}
	}
	/* "avg. clarity (weighted, n = 27 reviews)": a count of what the mean is over, no mean itself */
	if (fx->agg == AGW_AVG && sample_size_before(cx, fstart))
		fx->agg = AGW_NONE;
	/*
	 * "about four times the revenue of the average genre ($382.14 against
	 * $97)": the second of a bracketed pair set against a mean is that mean,
	 * of no row
	 */
	if (fi > 0 && vd_opens_versus_pair(cx, fi - 1, fx->s0) && pair_against_mean(cx, fi - 1, fx->s0))
	{
		fx->mention = -1;
		fx->agg = AGW_AVG;
		fx->vs_mean = true;
		fx->pair_mean = true;
	}
	/* "the top 3", "the first five" */
	for (k = t0; k + 1 < t1; k++)
		if ((tok_word(cx, k, top_words) && token_count(cx, k + 1, &n)) ||
			(tok_word(cx, k + 1, top_words) && token_count(cx, k, &n)))
		{
			if (n >= 2 && n <= MAX_TOPK)
			{
				static const char *const outside[] = {"outside", "beyond", "besides", "excluding", "except",
				"below", NULL};
				static const char *const the[] = {"the", NULL};
				size_t		w = tok_word(cx, k, top_words) ? k : k + 1;

				fx->topk = n;
				/* "everything outside the top three": the rest of the column past them */
				if (w > t0 && tok_word(cx, w - 1, the))
					w--;
				fx->topk_rest = w > t0 && tok_word(cx, w - 1, outside);
				break;
			}
		}
	/*
	 * under a table: "The countries shown sum to $41,564", "20 items are not
	 * shown": the rows its lines show, the first of the result, and the rest
	 */
	{
		static const char *const shown[] = {"shown", "listed", "displayed", NULL};
		static const char *const not[] = {"not", NULL};

		for (k = t0; k < t1; k++)
			if (tok_word(cx, k, shown) && (n = vd_table_rows_above(cx, fx->s0)) >= 2 && n <= MAX_TOPK)
			{
				if (fx->topk == 0)
					fx->topk = n;
				if (k > t0 && tok_word(cx, k - 1, not) && fx->topk == n)
					fx->topk_rest = true;
				break;
			}
	}
	/* "The top three hold 80 between them. That's 26% of the total": a share of the top rows said before */
	if (fx->topk == 0 && cx->figs[fi].percent && fx->chain0 < fx->s0 && rows_named(cx, fx->s0, fx->s1) == 0)
		for (k = vd_token_at(cx, fx->chain0); k + 1 < t0 && fx->topk == 0; k++)
			if (((tok_word(cx, k, top_words) && token_count(cx, k + 1, &n)) ||
				 (tok_word(cx, k + 1, top_words) && token_count(cx, k, &n))) && n >= 2 && n <= MAX_TOPK)
				fx->topk = n;
	for (k = t0; k < t1; k++)
		if (tok_word(cx, k, avg_words) &&
			!(tok_word(cx, k, mean_nouns) && in_other_bracket(cx, fx->s0, cx->tokens[k].start, fstart)))
			fx->avg_context = true;
	{
		static const char *const sum_words[] = {"together", "combined", "altogether", "total", "totals", "totalled",
		"totaled", "sum", "add", "adds", "between", "combine", "combines", NULL};

		static const char *const pooled[] = {"together", "combined", "altogether", "pooled", "pooling", NULL};

		static const char *const share_words[] = {"share", "account", "accounts", "represent", "represents", NULL};

		static const char *const pair_words[] = {"pair", "pair's", NULL};

		for (k = t0; k < t1; k++)
		{
			if (tok_word(cx, k, sum_words) && !summing_up_idiom(cx, k))
				fx->sum_words = true;
			if (tok_word(cx, k, pair_words))
				fx->pair_words = true;
			/* "A and B together bring $22,230.80. Their share is 34.2%": the rows pointed back to, summed */
			if (fx->plural_back && f->percent && tok_word(cx, k, share_words))
				fx->sum_words = true;
			/* "taken together, those 291 cars average 26.3": the rows pooled, a mean weighted by their counts */
			if (tok_word(cx, k, pooled) && fx->avg_context && !f->percent)
				fx->weighted = true;
		}
		/* "pooling the groups, the typical height is 183.0 cm": pooled, "typical" is the mean */
		for (k = t0; k < t1 && !fx->weighted && !f->percent; k++)
			if (tok_word(cx, k, pooled))
			{
				static const char *const typical[] = {"typical", NULL};
				size_t		j;

				for (j = t0; j < t1 && !fx->weighted; j++)
					fx->weighted = fx->avg_context = tok_word(cx, j, typical);
			}
	}
	{
		static const char *const each[] = {"each", "every", "per", "apiece", "average", "averages", "averaging",
		"averaged", "mean", "avg", NULL};
		static const char *const weighted[] = {"weighted", "weighting", "blended", NULL};
		static const char *const plain[] = {"simple", "plain", "unweighted", "straight", NULL};
		static const char *const weight_verb[] = {"weight", "weigh", NULL};
		static const char *const weight_object[] = {"each", "every", "by", "them", "it", NULL};
		static const char *const beside[] = {"runner", "next", "behind", "ahead", "following", "previous",
		"preceding", "trails", "trailing", "trailed", "second", "before", "prior", "earlier", NULL};
		static const char *const before[] = {"previous", "preceding", "before", "prior", "earlier", NULL};
		static const char *const after[] = {"next", "following", NULL};
		static const char *const ahead_behind[] = {"ahead", "behind", NULL};
		static const char *const by_word[] = {"by", NULL};
		static const char *const comparing[] = {"more", "higher", "above", "less", "lower", "below", "longer",
		"shorter", "greater", "fewer", "larger", "smaller", "bigger", "cheaper", "costlier", "faster", "slower",
		"ahead", "behind", "over", "under", "older", "younger", "taller", "heavier", "lighter", "wider",
		"narrower", "richer", "poorer", NULL};
		static const char *const change[] = {"change", "changes", "difference", "swing", "increase", "increases",
			"decrease", "decreases", "decline", "declines", "drop", "drops", "rise", "rises", "fall", "falls",
		"gain", "gains", "growth", "jump", "jumps", "dip", "climb", "slide", "surge", NULL};
		static const char *const listing[] = {"these", "those", "listed", "list", "lists", "shown", "show", "shows",
		"returned", "returns", "return", "rows", "row", "results", "result", "query", "above", "below", "displayed", "across",
		NULL};
		static const char *const ordinals[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh",
		"eighth", "ninth", "tenth", NULL};
		static const char *const row_word[] = {"row", NULL};
		static const char *const mean_words[] = {"average", "mean", "avg", "field", NULL};
		static const char *const per_after[] = {"per", "each", "apiece", NULL};
		static const char *const in_word[] = {"in", NULL};
		static const char *const off_word[] = {"off", NULL};
		static const char *const per_word[] = {"per", NULL};
		static const char *const an[] = {"a", "an", NULL};
		static const char *const not_units[] = {"third", "quarter", "half", "fifth", "tenth", "bit", "lot", "few",
		"little", "record", "high", "low", "peak", "total", "share", "gap", "difference", "margin", "rise", "drop",
		"fall", "gain", "loss", NULL};
		static const char *const rank[] = {"top", "largest", "biggest", "leading", "leader", "leads", "first", "last",
		"smallest", "highest", "lowest", "most", "fewest", "least", "bottom", "best", "worst", NULL};
		size_t		e = vd_token_at(cx, fend);

		/* "506.95 MB a track": past the figure's unit, unless the unit is a rate itself ("km per litre") */
		size_t		eu = e + (f->unit != UNIT_NONE && figure_unit_family(f->unit) != 8 &&
							  figure_unit_family(f->unit) != 9 && e + 1 < t1 && !cx->tokens[e].number ? 1 : 0);

		fx->names_row = fx->greeted;
		for (k = 0; k < cx->nmentions && !fx->names_row; k++)
			fx->names_row = !cx->mentions[k].dropped && cx->mentions[k].offset >= fx->r0 &&
				cx->mentions[k].offset < fx->s1;
		fx->top_rows = fx->topk >= 2 && !fx->names_row;
		/* "Share of top-eight premium: 31.7%" over eight rows: the top eight are all there is, no part */
		if (fx->top_rows)
		{
			bool		more = false;

			for (k = 0; k < cx->nreads && !more; k++)
				more = cx->reads[k].cells.nrows > (size_t) fx->topk;
			fx->top_rows = more;
		}
		/*
		 * "with 1,819 powers over 212 characters": the count a total is
		 * spread over, an operand of the rate said, of any column of the row
		 */
		{
			static const char *const over_word[] = {"over", NULL};

			if (ti >= t0 + 3 && tok_word(cx, ti - 1, over_word) &&
				(cx->tokens[ti - 2].number || cx->tokens[ti - 3].number ||
				 (ti >= t0 + 4 && cx->tokens[ti - 4].number && !cx->tokens[ti - 3].number)))
				fx->operand = true;
		}
		/*
		 * "a pooled figure of $39.26 per customer across all eight
		 * countries", "| **All categories** | $587.37 |"
		 */
		fx->pooled_all = vd_table_line_of_all(cx, fstart);
		/*
		 * "| **All measured heroes** | 518 | 184.2 |" under "Avg height": the
		 * mean of every row pooled, weighted by their counts, not the plain
		 * mean of the group means
		 */
		{
			static const char *const mean_header[] = {"avg", "average", "mean", NULL};

			if (fx->pooled_all && fx->in_table)
				for (k = vd_token_at(cx, fx->head_s); k < cx->ntokens && cx->tokens[k].start < fx->head_e; k++)
					if (tok_word(cx, k, mean_header))
						fx->avg_context = fx->weighted = true;
		}
		{
			static const char *const pooled_word[] = {"pooled", "pooling", NULL};
			static const char *const across[] = {"across", NULL};
			static const char *const all[] = {"all", NULL};

			for (k = t0; k < t1 && !fx->pooled_all; k++)
				fx->pooled_all = tok_word(cx, k, pooled_word) ||
					(k + 1 < t1 && tok_word(cx, k, across) && tok_word(cx, k + 1, all));
		}
		all_units_counted(cx, fx, t0, t1);
		/* "$178/order": per unit, as "$178 per order"; so is "23.6 min/track", not "954 km/h" */
		if (fend + 1 < cx->len && cx->answer[fend] == '/' && ascii_is_alpha(cx->answer[fend + 1]))
		{
			fx->per_after = fx->per_unit = true;
			fx->per_noun = fend + 1;
		}
		else if (fend + 1 < cx->len && cx->answer[fend] == ' ')
		{
			size_t		w = fend + 1,
						n = w;

			while (n < cx->len && ascii_is_alpha(cx->answer[n]))
				n++;
			if (n > w && n + 1 < cx->len && cx->answer[n] == '/' && ascii_is_alpha(cx->answer[n + 1]))
			{
				size_t		q = n + 1;

				while (q < cx->len && ascii_is_alpha(cx->answer[q]))
					q++;
				if (q - n - 1 >= 3 && figure_unit_of_name((const char *) cx->answer + w, n - w) != UNIT_NONE &&
					figure_unit_of_name((const char *) cx->answer + n + 1, q - n - 1) == UNIT_NONE)
				{
					fx->per_after = fx->per_unit = true;
					fx->per_noun = n + 1;
				}
			}
		}
		for (k = t0; k < t1; k++)
		{
			/* "the 2nd row", "the third row", "row 3" */
			if (k + 1 < t1 && tok_word(cx, k + 1, row_word))
				fx->ordinal_row = ordinal_at(cx, k, ordinals);
			else if (k + 1 < t1 && tok_word(cx, k, row_word) && cx->tokens[k + 1].number && cx->tokens[k + 1].len <= 6)
				fx->ordinal_row = ordinal_at(cx, k + 1, NULL);
			if (tok_word(cx, k, rank))
				fx->rank = true;
			if (tok_word(cx, k, listing))
				fx->listing = true;
			/* "each" right after another figure is that one's ("tie on ten each") */
			if (tok_word(cx, k, each) && !each_of_other_figure(cx, fi, cx->tokens[k].start))
				fx->per_unit = true;
			/*
			 * "roughly 6.5M an episode", "$90 per course", "$45 each"; "$1.06
			 * in revenue per track": the amount's noun between
			 */
			/* ("7.36% off per order line": a discount's word between) */
			if ((k == e || k == eu || (k == e + 1 && tok_word(cx, e, off_word)) ||
				 (k == e + 2 && k < t1 && tok_word(cx, e, in_word) && !cx->tokens[e + 1].number &&
				  tok_word(cx, k, per_word))) &&
				(tok_word(cx, k, per_after) ||
						   (k + 1 < t1 && tok_word(cx, k, an) && !cx->tokens[k + 1].number &&
							!tok_word(cx, k + 1, not_units))))
			{
				fx->per_after = fx->per_unit = true;
				if (k + 1 < t1 && !cx->tokens[k + 1].number)
					fx->per_noun = cx->tokens[k + 1].start;
			}
			/*
			 * "weighted by orders, the overall figure is $78.24 per order", "weight
			 * each genre by its tracks and the average comes to": a weighted mean,
			 * whatever else it says
			 */
			if (tok_word(cx, k, weighted) ||
				(tok_word(cx, k, weight_verb) && k + 1 < t1 && tok_word(cx, k + 1, weight_object)))
				fx->weighted = fx->weighted_word = fx->avg_context = true;
			/*
			 * "(89% ahead)", "behind by 3": by how much, not the row beside;
			 * "the second half": a period named, no runner-up
			 */
			if (tok_word(cx, k, beside) && !vd_in_mention(cx, cx->tokens[k].start) &&
				!(tok_word(cx, k, ahead_behind) &&
				  ((k > t0 && cx->tokens[k - 1].number) || (k + 1 < t1 && tok_word(cx, k + 1, by_word)))))
			{
				/* the side a word says, unless another word of the sentence says the other or none */
				int			side = tok_word(cx, k, before) ? -1 : tok_word(cx, k, after) ? 1 : 0;

				fx->neighbour_side = !fx->neighbour || fx->neighbour_side == side ? side : 0;
				fx->neighbour = true;
			}
			/* "(1.9x the average)", "88% above the average rep", "$12k below average" */
			if (k >= e && k <= e + 3 && tok_word(cx, k, mean_words))
				fx->vs_mean = true;
			/* "down 28.5% on the month", "+4% quarter on quarter", "MoM": against the period before */
			if (period_on_period(cx, k, t1))
			{
				fx->neighbour_side = !fx->neighbour || fx->neighbour_side == -1 ? -1 : 0;
				fx->neighbour = true;
			}
		}
		/* "Overall mpg (Σ `avg_mpg` × `cars` / Σ `cars`)": a weighted mean written out */
		if (vd_columns_multiplied(cx, fx->s0, fx->s1))
			fx->weighted = fx->weighted_word = fx->avg_context = true;
		/* "weighting each group by its size, 28.83, against a simple mean of 30.25": that one is plain */
		{
			size_t		last_w = t1,
						last_p = t1;

			for (k = t0; k < ti; k++)
			{
				if (tok_word(cx, k, weighted))
					last_w = k;
				if (tok_word(cx, k, plain))
					last_p = k;
			}
			if (last_p != t1 && (last_w == t1 || last_p > last_w) && fx->avg_context)
			{
				fx->weighted = fx->weighted_word = false;
				fx->plain_mean = true;
			}
			/*
			 * "not 261.3, which is what you get if you just average the ten
			 * genres and let the small ones count as much as the big ones":
			 * the words after it say it is the plain mean
			 */
			/* or before it: "if you simply average the five media types, you get 31.96 MB" */
			if (fx->avg_context &&
				(plain_said_after(cx, ti, fi + 1 < cx->nfigs && cx->figs[fi + 1].offset < fx->s1 ?
								  vd_token_at(cx, cx->figs[fi + 1].offset) : t1) ||
				 plain_said_after(cx, t0 > 0 ? t0 - 1 : t0, ti)))
			{
				fx->weighted = fx->weighted_word = false;
				fx->plain_mean = true;
			}
		}
		/* "Avg price: $30.25¹ ... ¹ weighted by products": the footnote's words on the mean are the figure's */
		{
			size_t		n0,
						n1;

			if (footnote_of(cx, fend, &n0, &n1))
				for (k = vd_token_at(cx, n0); k < vd_token_at(cx, n1); k++)
				{
					if (tok_word(cx, k, weighted))
					{
						fx->weighted = fx->weighted_word = fx->avg_context = true;
						fx->plain_mean = false;
					}
					else if (tok_word(cx, k, plain))
					{
						fx->weighted = fx->weighted_word = false;
						fx->plain_mean = fx->avg_context = true;
					}
				}
		}
		/*
		 * "Across all 77 products, the average list price was": a mean over
		 * every unit a count column counts, weighted by it, not the plain
		 * mean of the groups' values
		 */
		if (fx->units_read >= 0 && fx->avg_context && !fx->plain_mean)
			fx->weighted = true;
		/* "All told, the first came to 1.36 times the second": the rows summed up, none beside them */
		if (fx->chain0 < fx->s0 && sums_up(cx, fx->s0, fx->s1))
			fx->neighbour = false;
		/* "29.5% higher than", "12% more sales than" */
		for (k = e; k < t1 && k < e + 3; k++)
		{
			if (cx->tokens[k].number)
				break;
			/* "68.6%, a bit more than two fifths": past a comma, the bound of the figure that follows */
			if (tok_word(cx, k, comparing) && fi + 1 < cx->nfigs && cx->figs[fi + 1].bound != 0 &&
				memchr(cx->answer + fend, ',', cx->tokens[k].start - fend) != NULL &&
				vd_token_at(cx, cx->figs[fi + 1].offset) <= k + 3)
				break;
			if (tok_word(cx, k, comparing))
			{
				fx->comparative = f->percent;
				fx->compares = true;
				/* "a fifth below America", not "(23.3%), more than the E190" */
				fx->compared_here = fx->compared_here || (f->percent &&
					!memchr(cx->answer + fend, ',', cx->tokens[k].start - fend) &&
					!memchr(cx->answer + fend, ')', cx->tokens[k].start - fend) &&
					!memchr(cx->answer + fend, ';', cx->tokens[k].start - fend));
			}
		}
		/* "beats Glebe Park (552) by 63 fans, or 11%": a verb that compares, before it: a change */
		{
			static const char *const outdo[] = {"beats", "beat", "outspent", "outsold", "outpaced",
				"outperformed", "outnumbers", "outnumbered", "exceeds", "exceeded", "trails", "trailed", "tops",
			"topped", "surpasses", "surpassed", "outstrips", "outstripped", NULL};

			static const char *const by[] = {"by", NULL};
			size_t		b;

			for (k = ti; k > t0; k--)
				if (tok_word(cx, k - 1, outdo))
				{
					fx->comparative = f->percent;
					/* "Germany exceeded the USA by just under $2,500": the gap, whatever its unit */
					for (b = ti; b > k && ti - b < 4; b--)
						if (tok_word(cx, b - 1, by))
							fx->compares = true;
				}
		}
		/* "a change of roughly 7.1%": a change, never the plain ratio */
		for (k = ti; k > t0 && ti - k < 4; k--)
		{
			if (cx->tokens[k - 1].number)
				break;
			if (tok_word(cx, k - 1, change))
				fx->comparative = f->percent;
		}
		/*
		 * "the difference works out to 4.5", "a gap of $39", "a movement of
		 * $27,744": a difference, never a sum ("after the change, revenue
		 * was $469.58" is no gap)
		 */
		{
			static const char *const gap[] = {"difference", "gap", "margin", "spread", "swing", "movement", NULL};

			for (k = ti; k > t0 && ti - k < 5; k--)
			{
				if (cx->tokens[k - 1].number)
					break;
				if (tok_word(cx, k - 1, gap))
					fx->compares = true;
			}
		}
		/* "B would need another $39.15 to draw level": the gap to the row it would catch */
		{
			static const char *const extra[] = {"another", "extra", "additional", NULL};
			static const char *const to[] = {"to", NULL};
			static const char *const catch_up[] = {"draw", "match", "catch", "close", "equal", "tie", "reach",
			"level", "pull", NULL};

			if (ti > t0 && tok_word(cx, ti - 1, extra))
				for (k = e; k + 1 < t1 && k < e + 4; k++)
					if (tok_word(cx, k, to) && tok_word(cx, k + 1, catch_up))
						fx->compares = true;
		}
		/* "Which has more, A or B? A, by 161.": the gap by which the row named wins */
		{
			static const char *const by[] = {"by", NULL};

			if (ti >= t0 + 2 && tok_word(cx, ti - 1, by) && vd_in_mention(cx, cx->tokens[ti - 2].start))
			{
				size_t		c = cx->tokens[ti - 2].start + cx->tokens[ti - 2].len;

				while (c < cx->tokens[ti - 1].start && cx->answer[c] == ' ')
					c++;
				if (c < cx->tokens[ti - 1].start && cx->answer[c] == ',')
					fx->compares = true;
			}
		}
		/*
		 * "Peacock is ahead by 15.7%", "leads by 12%", "is ahead by just shy
		 * of 530", "holds off Federal Shipping by roughly 1.8%", "is clear by
		 * 5,000 m": a change over what it is ahead of (past a hedge's words)
		 */
		{
			static const char *const by[] = {"by", NULL};
			static const char *const ahead[] = {"ahead", "behind", "leads", "lead", "leading", "trails", "trailing",
				"clear", "holds", "held", "pulls", "pulled", "edges", "edged", "wins", "won",
			NULL};
			static const char *const hedge[] = {"just", "shy", "of", "under", "over", "about", "around", "roughly",
				"nearly", "almost", "some", "a", "little", "bit", "touch", "shade", "hair", "tad", "well", "close", "to", "north",
			"south", "not", "quite", "more", "less", "than", "slightly", "marginally", "comfortably", NULL};

			size_t		b;

			k = ti;
			while (k > t0 + 2 && ti - k < 4 && !cx->tokens[k - 1].number && tok_word(cx, k - 1, hedge))
				k--;
			/* "ahead of Produce by", "ahead of 6-cyl by": the row it is ahead of between */
			if (k > t0 + 1 && tok_word(cx, k - 1, by))
				for (b = k - 1; b > t0 && k - b <= 6 &&
					 (!cx->tokens[b - 1].number || vd_in_mention(cx, cx->tokens[b - 1].start)); b--)
					if (tok_word(cx, b - 1, ahead))
					{
						fx->comparative = f->percent;
						fx->compares = true;
						break;
					}
			/* "For the scoresheets: the USA by just under $2,900": the winner, then by how much */
			if (k > t0 + 1 && tok_word(cx, k - 1, by) && vd_in_mention(cx, cx->tokens[k - 2].start) &&
				!cx->tokens[k - 2].number && !f->percent)
				fx->compares = true;
		}
	}
	/*
	 * "The 4-cylinder cars get 8.9 more mpg": a comparison that names one
	 * row compares it with a row named before, in the sentence before (or
	 * the chain it points back through)
	 */
	if ((fx->compares || fx->comparative || f->multiple || fx->sum_words) && fx->rows_said == 0 && fx->r0 > 0 &&
		rows_named(cx, fx->r0, fx->s1) == 1)
	{
		size_t		p0,
					p1;
		int			quiet;

		sentence_before(cx, fx->r0, &p0, &p1);
		/*
		 * past up to two sentences that state no figure and name no row ("A
		 * commanding lead."), to one that states a figure; never to a
		 * question ("Q: … between purchased and protected AAC? A: Sure.")
		 */
		{
			size_t		q0 = p0,
						q1 = p1;

			for (quiet = 0; quiet < 2 && q0 > 0 && rows_named(cx, q0, q1) == 0 && !states_figure(cx, q0, q1); quiet++)
				sentence_before(cx, q0, &q0, &q1);
			if (quiet > 0 && states_figure(cx, q0, q1))
				p0 = q0;
		}
		fx->r0 = chain_start(cx, p0);
	}
	/*
	 * "- Mount Everest, Nanga Parbat, Cho Oyu" then "- Combined: 27,000 of
	 * 55,000": a sum that names no row is over the rows the line right
	 * before lists, where that line holds no figure of its own
	 */
	if (fx->sum_words && fx->rows_said == 0 && fx->r0 > 0 && fx->r0 == fx->s0 && rows_named(cx, fx->s0, fx->s1) == 0)
	{
		size_t		p0,
					p1;

		sentence_before(cx, fx->s0, &p0, &p1);
		if (!states_figure(cx, p0, p1) && rows_named(cx, p0, p1) >= 2)
			fx->r0 = p0;
		/*
		 * "- Sweden: $27,164 … - Norway: $700" then "The Nordic four combine
		 * for $66,493.51": over the rows the list right before names, a
		 * line each
		 */
		else
			fx->r0 = list_before(cx, fx->s0);
	}
	/* "every country spent at least $40", "no product costs more than $300" */
	{
		static const char *const every[] = {"every", "each", "all", "no", "none", "nobody", "nothing", NULL};
		static const char *const in_all[] = {"in", "at", "of", NULL};

		static const char *const clause[] = {"and", "but", "while", "whereas", "though", NULL};

		for (k = ti; k > t0 && ti - k < 6; k--)
		{
			if (tok_word(cx, k - 1, clause))
				break;
			/* not a row's name ("No Colour: just under 170") */
			if (tok_word(cx, k - 1, every) && !(k - 1 > t0 && tok_word(cx, k - 2, in_all)) &&
				!vd_in_mention(cx, cx->tokens[k - 1].start))
				fx->universal = f->bound != 0;
		}
	}

	/*
	 * Columns named next to it: up to two words after ("1,297 tracks"), or
	 * the words before it across linking words ("revenue was", "the freight
	 * of", "sales: "). Not for a change or a multiple: "revenue rose by
	 * $8,400" is a change of revenue, not revenue.
	 */
	fx->bound = f->bound != 0;
	/* a figure of a markdown table is in the unit its column's header names */
	{
		size_t		hs = fx->head_s,
					he = fx->head_e;

		if (fx->in_table)
		{
			if (f->unit == UNIT_NONE && !f->percent && !f->multiple && !f->currency)
			{
				size_t		h;

				cx->figs[fi].unit = figure_unit_of_name((const char *) cx->answer + hs, he - hs);
				/* "Avg height (in)", "Altitude (m)": inches, metres, the word alone in brackets */
				for (h = hs; h + 3 <= he && cx->figs[fi].unit == UNIT_NONE; h++)
					if (h + 4 <= he && memcmp(cx->answer + h, "(in)", 4) == 0)
						cx->figs[fi].unit = UNIT_INCH;
					else if (memcmp(cx->answer + h, "(m)", 3) == 0)
						cx->figs[fi].unit = UNIT_METRE;
			}
			/* "| Fuller | $90.59 |" under "| | per order |": a figure per unit */
			if (!f->percent && !f->multiple && header_per_unit(cx, hs, he))
				fx->per_after = fx->per_unit = true;
		}
	}
	/* "outlasted by Lost by 68.6%": a row's name ("Lost", "Rise") says no direction */
	if (f->direction != 0 && ti > t0)
	{
		static const char *const by[] = {"by", NULL};
		size_t		w = tok_word(cx, ti - 1, by) && ti - 1 > t0 ? ti - 2 : ti - 1;

		if (vd_in_mention(cx, cx->tokens[w].start))
			cx->figs[fi].direction = 0;
	}
	/* "For every order in Ireland there are 4.4 in Brazil": a multiple */
	{
		static const char *const there[] = {"there", NULL};
		static const char *const are[] = {"are", "is", "were", "was", NULL};
		static const char *const every[] = {"every", "each", NULL};
		static const char *const for_[] = {"for", NULL};

		if (!f->percent && f->bound == 0 && ti >= t0 + 4 && tok_word(cx, ti - 1, are) && tok_word(cx, ti - 2, there) &&
			tok_word(cx, t0, for_) && tok_word(cx, t0 + 1, every))
			cx->figs[fi].multiple = true;
	}
	/* "a ratio of 1.58": a multiple, as "1.58 times" is */
	{
		static const char *const ratio[] = {"ratio", NULL};
		static const char *const of[] = {"of", NULL};

		if (!f->percent && !f->multiple && f->bound == 0 && ti >= t0 + 2 && tok_word(cx, ti - 1, of) &&
			tok_word(cx, ti - 2, ratio))
			cx->figs[fi].multiple = true;
	}
	fx->cols_for_anchors = f->direction != 0 || f->multiple;
	fx->of_figure = f->percent || f->multiple ? share_base(cx, fend, f->multiple) : -1;
	/* "Of the $502,375 the two hold together, Beverages has 53.3%": a share of the figure the sentence opens with */
	if (fx->of_figure < 0 && f->percent && !f->multiple && t0 < cx->ntokens &&
		vd_eq_word(cx->answer + cx->tokens[t0].start, cx->tokens[t0].len, "of"))
	{
		static const char *const this_that[] = {"that", "this", "the", NULL};
		static const char *const total_words[] = {"total", "sum", "whole", "combined", NULL};

		for (k = 0; k < fi; k++)
			if (cx->figs[k].offset >= fx->s0 && !cx->figs[k].percent &&
				vd_token_at(cx, cx->figs[k].offset) <= t0 + 2)
			{
				fx->of_figure = (int) k;
				break;
			}
		/* "… have $1,265,793.04 in revenue. Of that total, 40.7% …": the amount the sentence before ends on */
		if (fx->of_figure < 0 && t0 + 2 < ti && tok_word(cx, t0 + 1, this_that) && tok_word(cx, t0 + 2, total_words) &&
			fx->s0 > 0)
		{
			size_t		p0 = vd_sentence_before(cx, fx->s0);

			for (k = fi; k-- > 0 && cx->figs[k].offset >= p0;)
				if (cx->figs[k].offset < fx->s0)
				{
					if (!cx->figs[k].percent && !cx->figs[k].multiple)
						fx->of_figure = (int) k;
					break;
				}
		}
	}
	fx->part_of = f->percent || f->multiple ? -1 : share_base(cx, fend, false);
	fx->restates = -1;
	fx->recap = vd_opens_recap(cx, fx->s0, fx->s1);
	if (f->percent && !f->words && fi > 0 && cx->figs[fi - 1].words && cx->figs[fi - 1].percent &&
		opens_bracket_before(cx, fstart))
	{
		size_t		p = cx->figs[fi - 1].offset + cx->figs[fi - 1].length;
		int			words = 0;

		/* "about a third (33.3%)", "just over two fifths of revenue (43.9%)" */
		while (p < fstart && words <= 3)
		{
			if (ascii_is_alpha(cx->answer[p]))
			{
				words++;
				while (p < fstart && (ascii_is_alpha(cx->answer[p]) || cx->answer[p] == '\''))
					p++;
			}
			else if (cx->answer[p] == ' ' || cx->answer[p] == '(')
				p++;
			else
				break;
		}
		if (p == fstart && words <= 3)
			fx->restates = (int) fi - 1;
	}
	/* "29.4%, about three in ten", "20.1%, roughly a fifth": a fraction in words right after says it again */
	fx->says_again = f->percent && f->words ? said_again_of(cx, fi, fstart) : -1;
	if (fx->says_again < 0 && f->percent && f->words)
		fx->says_again = restated_from_before(cx, fi, fx->s0, fx->s1);
	{
		size_t		w0,
					w1;

		fx->net_of = vd_net_of(cx, fi, &w0, &w1);
	}
	/* "just over two fifths of the Rock catalogue — that's 42.6 percent": the same share, said in digits */
	if (fx->restates < 0 && f->percent && !f->words && fi > 0 && cx->figs[fi - 1].words && cx->figs[fi - 1].percent &&
		cx->figs[fi - 1].offset >= fx->s0 && that_is_before(cx, cx->figs[fi - 1].offset + cx->figs[fi - 1].length, fstart))
		fx->restates = (int) fi - 1;
	{
		static const char *const comparing[] = {"above", "below", "over", "under", "its", "their", "more",
		"less", "fewer", NULL};
		static const char *const than[] = {"than", NULL};
		static const char *const clause_words[] = {"and", "or", "but", "while", "whereas", NULL};
		/* "on the order of 1.47": a hedge, not the orders column */
		static const char *const approx_nouns[] = {"order", "neighbourhood", "neighborhood", "region", "vicinity",
		NULL};
		static const char *const linking[] = {
			"is", "was", "were", "are", "of", "at", "to", "came", "comes", "stood", "stands", "totaled",
			"totalled", "reached", "amounted", "hit", "the", "be", "been", "above", "over", "under", "below",
			"than", "more", "less", "fewer", "least", "most", "exceeds", "exceeded", "exceeding", NULL
		};
		size_t		e = vd_token_at(cx, fend),
					j,
					used = 0,
					bracket_after;
		int			count_before,
					role = bracketed_part_whole(cx, fi, &bracket_after);

		/*
		 * "orders (ten of 156) shipped late": the words after the bracket
		 * name the part's column, never the whole's
		 */
		if (role == 2)
			used = 2;
		else if (role == 1)
			e = bracket_after;
		for (j = e; j < t1 && used < 2; j++)
		{
			static const char *const per[] = {"per", NULL};

			/* "33.1 villains per 100 heroes": the rate's two nouns */
			if (f->percent && j + 1 < t1 && tok_word(cx, j, per) && cx->tokens[j + 1].number &&
				cx->tokens[j + 1].len == 3 && memcmp(cx->answer + cx->tokens[j + 1].start, "100", 3) == 0)
			{
				j++;
				continue;
			}
			if (cx->tokens[j].number)
				break;
			if (tok_word(cx, j, skip_after))
				continue;
			/* "3,518 above its lowest": the column a comparison is made with; after "than", the other row */
			if (tok_word(cx, j, comparing))
				continue;
			/* "£102.98 and Brazilian revenue £41.60": the next figure's words */
			if (tok_word(cx, j, than) || tok_word(cx, j, clause_words))
				break;
			/* "84 six-cylinder cars": a row's name, whose word names its key column, not the figure's */
			if (vd_in_mention(cx, cx->tokens[j].start))
				break;
			attach_column_word(cx, fx, f, j, false);
			used++;
		}
		j = ti;
		while (j > t0 && ti - j < 3 && tok_word(cx, j - 1, linking))
			j--;
		if (role != 0)
			j = t0;
		/*
		 * "forty-five customers ($124,568.23 in all)": the noun of the
		 * figure before, across a bracket, is that figure's, unless the
		 * bracket holds its share ("156 heroes (20.8%)"); "two one-ways
		 * ($360)" holds their value; so is it across a comma ("13
		 * products, 180 units on order"); a word of a row's name ("Dairy
		 * Products (11.00)") names no column
		 */
		if (j > t0 && !cx->tokens[j - 1].number && !in_other_name(cx, cx->tokens[j - 1].start, fstart) &&
			!vd_opens_versus_pair(cx, fi, fx->s0) && !opens_colon_pair(cx, fi) && !opens_colon_part(cx, fi) &&
			!(opens_bracket_before(cx, fstart) && !f->percent &&
			  ((fi > 0 && noun_of_figure(cx, &cx->figs[fi - 1], j - 1)) ||
			   (total_after(cx, fend) && j - 1 > t0 && token_count(cx, j - 2, &count_before)))) &&
			!(f->approximate && tok_word(cx, j - 1, approx_nouns)) &&
			!(fi > 0 && noun_of_figure(cx, &cx->figs[fi - 1], j - 1) &&
			  comma_between(cx, cx->tokens[j - 1].start + cx->tokens[j - 1].len, fstart)))
		{
			int			before_cols = fx->ncols;

			attach_column_word(cx, fx, f, j - 1, true);
			/* "American revenue was £102.98": the place before the noun */
			if (fx->ncols == before_cols && j - 1 > t0 && !vd_in_mention(cx, cx->tokens[j - 2].start))
				(void) attach_place_column(cx, fx, f, j - 2, true);
			/* "Share of paid losses: 43.5%": the word of a share's label that names a column, nearest first */
			if (fx->ncols == before_cols && f->percent && label_colon_before(cx, fstart) &&
				vd_says(cx, vd_line_start(cx, fstart), fstart, share_words))
			{
				size_t		w;

				for (w = j - 1; w-- > t0 && fx->ncols == before_cols &&
					 !cx->tokens[w].number && !vd_in_mention(cx, cx->tokens[w].start) &&
					 !memchr(cx->answer + cx->tokens[w].start, '\n', fstart - cx->tokens[w].start);)
					attach_column_word(cx, fx, f, w, true);
			}
		}
		/*
		 * "on order to cover the reorder floor: 60 against 195",
		 * "Discounted lines: 23 of 67 order lines": any column the label names
		 */
		else if (opens_colon_pair(cx, fi) || opens_colon_part(cx, fi))
			for (j = t0; j < ti; j++)
				if (!cx->tokens[j].number && !vd_in_mention(cx, cx->tokens[j].start))
					attach_column_word(cx, fx, f, j, true);
		/* "Discounted Produce lines — 45 lines": the label's words name the column too */
		/* "Late closures in March — 4 claims": the columns the label names, not the noun after, where it names one */
		{
			size_t		label = label_before_noun(cx, fi);
			int			noun_cols = fx->ncols,
						kept,
						c;

			for (j = t0; j < ti && label != SIZE_MAX; j++)
				if (!cx->tokens[j].number && cx->tokens[j].start >= label &&
					!vd_in_mention(cx, cx->tokens[j].start))
					attach_column_word(cx, fx, f, j, true);
			/* (of the noun's kind: "Model year 1980 — 2,437 lb" names no weight by "year") */
			for (c = noun_cols, kept = 0; c < fx->ncols; c++)
			{
				const StepRead *lr = &cx->reads[fx->col_read[c]];
				bool		alike = false;
				int			d;

				for (d = 0; d < noun_cols && !alike; d++)
					alike = fx->col_read[d] == fx->col_read[c] &&
						lr->colclass[fx->col_col[d]] == lr->colclass[fx->col_col[c]] &&
						lr->colunit[fx->col_col[d]] == lr->colunit[fx->col_col[c]];
				if (alike)
				{
					fx->col_read[noun_cols + kept] = fx->col_read[c];
					fx->col_col[noun_cols + kept] = fx->col_col[c];
					kept++;
				}
			}
			fx->ncols = noun_cols + kept;
			if (kept > 0)
			{
				for (c = 0; c < kept; c++)
				{
					fx->col_read[c] = fx->col_read[noun_cols + c];
					fx->col_col[c] = fx->col_col[noun_cols + c];
				}
				fx->ncols = kept;
			}
		}
	}
	/* "On claims, April carried more than triple November": the columns a topic before a comma names */
	if (fx->ncols == 0)
	{
		size_t		end = topic_end(cx, t0, ti),
					j;

		for (j = t0 + 1; j < end; j++)
			if (!cx->tokens[j].number && !vd_in_mention(cx, cx->tokens[j].start))
				attach_column_word(cx, fx, f, j, true);
		fx->topic_cols = fx->ncols > 0;
	}
	/* columns named by an vd_aggregate word of their own name are the ones meant */
	if (nexact > 0)
	{
		fx->ncols = nexact;
		memcpy(fx->col_read, exact_read, sizeof(exact_read));
		memcpy(fx->col_col, exact_col, sizeof(exact_col));
	}
	/* "26 (2024)", "29 in 2024" where the columns are inv_2024 and inv_2025: the column of that year */
	if (year_after(cx, fend))
		columns_of_year(cx, fx, fend);
	else if (year_before(cx, fstart) != fstart && !vd_opens_versus_pair(cx, fi, fx->s0))
		columns_of_year(cx, fx, year_before(cx, fstart));
	/* "- 25% off alone is nearly two-fifths of the total" under a table: a share of the table's columns */
	if (fx->ncols == 0 && f->percent && !fx->in_table && !vd_in_mention(cx, fstart))
		vd_table_before_columns(cx, fx->s0, fx);
	/*
	 * "For Speedy Express the figure is just shy of $14,800": a bound said of
	 * the one row named before it, with no word of a comparison, a sum or a
	 * mean, bounds that row's value, never a difference of its cells (a bound
	 * in a unit may restate a conversion: "just shy of 20 hours")
	 */
	if (fx->mention >= 0 && f->bound != 0 && !f->percent && !f->multiple && f->direction == 0 && f->unit == UNIT_NONE &&
		!fx->comparative && !fx->compares && !fx->per_unit && !fx->neighbour && !fx->sum_words && !fx->summed &&
		fx->rows_said == 0 && fx->agg == AGW_NONE && !fx->unknown_subject && !fx->avg_context && fx->topk == 0 &&
		cx->mentions[fx->mention].nrows == 1 && !cx->mentions[fx->mention].by_value &&
		cx->mentions[fx->mention].offset + cx->mentions[fx->mention].len <= fstart &&
		cx->mentions[fx->mention].offset >= fx->s0)
		fx->own_cell_only = true;
	/*
	 * "A taxi is forty dollars": a value said of the one row named right
	 * before it, by a copula alone or in brackets, with no word of a
	 * comparison, a sum or a mean, is that row's cell, never a derivation that
	 * matches by chance
	 */
	if (fx->mention >= 0 && !f->percent && !f->multiple && f->direction == 0 && !f->explicit_sign &&
		f->bound == 0 && !fx->comparative && !fx->compares && !fx->per_unit && !fx->neighbour &&
		!fx->sum_words && !fx->summed && fx->rows_said == 0 && fx->agg == AGW_NONE && !fx->unknown_subject &&
		!fx->avg_context && fx->of_figure < 0 && fx->topk == 0)
	{
		static const char *const copula[] = {"is", "was", "costs", "cost", NULL};
		static const char *const relating[] = {"times", "fold", "as", "points", "apart", NULL};
		static const char *const with_at[] = {"with", "at", NULL};
		const Mention *m = &cx->mentions[fx->mention];
		size_t		j = vd_token_at(cx, m->offset + m->len),
					e = vd_token_at(cx, fend);

		if (m->nrows == 1 && !m->many && !m->by_value && m->offset + m->len <= fstart && j + 1 == ti &&
			tok_word(cx, j, copula) && !(e < t1 && tok_word(cx, e, relating)))
			fx->own_cell_only = true;
		/* "New York leads with 270,000", "Honda comes in at 31.32": the sentence's subject, a verb, "with" or "at" */
		if (m->nrows == 1 && !m->many && !m->by_value && m->offset + m->len <= fstart && ti > j && ti - j <= 3 &&
			tok_word(cx, ti - 1, with_at) && first_named(cx, fx, m) && !(e < t1 && tok_word(cx, e, relating)))
		{
			size_t		w;
			bool		plain = true;

			for (w = j; w + 1 < ti; w++)
				plain = plain && !cx->tokens[w].number;
			fx->own_cell_only = fx->own_cell_only || plain;
		}
		/* "then Egypt (1,000) and Russia (800)": alone in brackets right after the row's name */
		if (m->nrows == 1 && !m->many && !m->by_value && m->offset + m->len <= fstart)
		{
			size_t		b = m->offset + m->len;

			while (b < fstart && cx->answer[b] == ' ')
				b++;
			if (b + 1 == fstart && cx->answer[b] == '(' && fend < cx->len && cx->answer[fend] == ')')
				fx->own_cell_only = true;
			/* "Area, Guangdong: 30,000 km²", "Germany: $117,320 · France: $41,941": a card's label and value */
			if (b < fstart && cx->answer[b] == ':')
			{
				size_t		a = fend;

				for (b++; b < fstart && cx->answer[b] == ' '; b++)
					;
				/* not the first operand of a computation ("Relative to 1974: 13 / 27 ≈ 48%") */
				while (a < cx->len && cx->answer[a] == ' ')
					a++;
				if (b == fstart && !(a < cx->len && strchr("/+-*=x", cx->answer[a]) != NULL) &&
					!(a + 1 < cx->len && (cx->answer[a] == 0xC3 || cx->answer[a] == 0xE2)))
					fx->own_cell_only = true;
			}
		}
	}
}

/* ---- figures vd_echoed from the question ---- */

/* Is c one of the bytes of seps (never NUL)? */
static bool
separator_in(const char *seps, uchar c)
{
	return c != '\0' && strchr(seps, c) != NULL;
}

/*
 * The lower-case ASCII run beside offset in t, after it or before it, into w
 * ("" when there is none; at most cap - 1 bytes).  A word (token false):
 * the letters there across any spaces, and '%' and ')' after, '$' and '('
 * before ("above $300", "over (300": above, over).  A token (token
 * true): the run of digits or of letters there across one separator (a
 * space, -, _, / or an en dash).
 */
static void
run_beside(const uchar *t, size_t len, size_t off, bool after, bool token, char *w, size_t cap)
{
	const char *seps = token ? " -_/" : after ? " %)" : " $(";
	size_t		i = off,
				n = 0,
				k;
	bool		digits;

	if (token && after && i + 3 <= len && memcmp(t + i, "\xE2\x80\x93", 3) == 0)
		i += 3;
	else if (token && !after && i >= 3 && memcmp(t + i - 3, "\xE2\x80\x93", 3) == 0)
		i -= 3;
	else
		while (after ? i < len && separator_in(seps, t[i]) : i > 0 && separator_in(seps, t[i - 1]))
		{
			i = after ? i + 1 : i - 1;
			if (token)
				break;			/* a token is read across one separator only */
		}
	digits = token && (after ? i < len && ascii_is_digit(t[i]) : i > 0 && ascii_is_digit(t[i - 1]));
	if (after)
		while (i + n < len && n + 1 < cap && (digits ? ascii_is_digit(t[i + n]) : ascii_is_alpha(t[i + n])))
			n++;
	else
	{
		while (i > n && n + 1 < cap && (digits ? ascii_is_digit(t[i - n - 1]) : ascii_is_alpha(t[i - n - 1])))
			n++;
		i -= n;
	}
	for (k = 0; k < n; k++)
		w[k] = (char) ascii_lower(t[i + k]);
	w[n] = '\0';
}

/* 1 when w is in plus, -1 when in minus, else 0. */
static int
listed_side(const char *w, const char *const *plus, const char *const *minus)
{
	int			k;

	for (k = 0; plus[k]; k++)
		if (strcmp(w, plus[k]) == 0)
			return 1;
	for (k = 0; minus[k]; k++)
		if (strcmp(w, minus[k]) == 0)
			return -1;
	return 0;
}

/*
 * The direction of a bound stated just before offset: +1 for a lower bound
 * ("above", "over", "more than", "at least", "exceeding"), -1 for an upper
 * one ("below", "under", "less than", "at most"), 0 for none.  A bound the
 * question states is echoed in other words ("cost more than $300" → "priced
 * above $300").
 */
static int
bound_before(const uchar *t, size_t len, size_t off)
{
	static const char *const lower[] = {"above", "over", "exceeding", "exceeds", "exceeded", "exceed", "beyond",
		"tops", "top", "topped", "clears", "clear", "clearing", "surpasses", "surpassed", "surpass", "past", "passed",
	"reaches", "reach", "reaching", "hits", "hit", NULL};
	static const char *const upper[] = {"below", "under", "beneath", NULL};
	/* "more than", and the comparatives of a measure's size ("older than 60") */
	static const char *const lower_than[] = {"more", "greater", "higher", "larger", "bigger", "older", "later",
	"longer", "heavier", "taller", "costlier", "pricier", "dearer", "wider", "deeper", NULL};
	static const char *const upper_than[] = {"less", "fewer", "lower", "smaller", "younger", "earlier", "shorter",
	"lighter", "cheaper", "narrower", "shallower", NULL};
	char		w[20],
				w2[20];
	size_t		i = off;
	int			d;

	/* "`age > 50`", "≥ 30": a comparison written as code or a sign */
	while (i > 0 && t[i - 1] == ' ')
		i--;
	if (i > 0 && (t[i - 1] == '>' || t[i - 1] == '<'))
		return t[i - 1] == '>' ? 1 : -1;
	if (i > 1 && t[i - 1] == '=' && (t[i - 2] == '>' || t[i - 2] == '<'))
		return t[i - 2] == '>' ? 1 : -1;
	if (i > 2 && t[i - 3] == 0xe2 && t[i - 2] == 0x89 && (t[i - 1] == 0xa5 || t[i - 1] == 0xa4))
		return t[i - 1] == 0xa5 ? 1 : -1;
	i = off;
	run_beside(t, len, off, false, false, w, sizeof(w));
	if (w[0] == '\0')
		return 0;
	if ((d = listed_side(w, lower, upper)) != 0)
		return d;
	if (strcmp(w, "than") != 0 && strcmp(w, "least") != 0 && strcmp(w, "most") != 0 && strcmp(w, "of") != 0)
		return 0;
	/* the word before: "more than", "at least", "at most", "north of" */
	while (i > 0 && !ascii_is_alpha(t[i - 1]))
		i--;
	while (i > 0 && ascii_is_alpha(t[i - 1]))
		i--;
	run_beside(t, len, i, false, false, w2, sizeof(w2));
	if (strcmp(w, "least") == 0 || strcmp(w, "most") == 0)
		return strcmp(w2, "at") != 0 ? 0 : strcmp(w, "least") == 0 ? 1 : -1;
	if (strcmp(w, "of") == 0)
		return strcmp(w2, "north") == 0 ? 1 : strcmp(w2, "south") == 0 ? -1 : 0;
	return listed_side(w2, lower_than, upper_than);
}

/*
 * The side of a bound stated just after offset: +1 for "or more", "or above",
 * "and over", "or higher", a glued "+"; -1 for "or less", "or below", "and under"; else 0.
 */
static int
bound_after(const uchar *t, size_t len, size_t off)
{
	static const char *const lower[] = {"more", "above", "over", "higher", "greater", "larger", "later", "older",
	NULL};
	static const char *const upper[] = {"less", "below", "under", "lower", "fewer", "smaller", "earlier", "younger",
	NULL};
	char		w[8];
	size_t		i = off;

	/* "100+ citations": a plus glued after the figure */
	if (i < len && t[i] == '+' && (i + 1 == len || !ascii_is_digit(t[i + 1])))
		return 1;
	while (i < len && (t[i] == ' ' || t[i] == '%'))
		i++;
	run_beside(t, len, i, true, false, w, sizeof(w));
	if (strcmp(w, "or") != 0 && strcmp(w, "and") != 0)
		return 0;
	i += strlen(w);
	while (i < len && t[i] == ' ')
		i++;
	run_beside(t, len, i, true, false, w, sizeof(w));
	return listed_side(w, lower, upper);
}

/*
 * Are figures a and b written as one range ("100–300 cm", "20 to 500 kg")?
 * Only a dash, an en dash, "to" or "and" stands between them.
 */
static bool
written_as_range(const VerdictCtx *cx, size_t a, size_t b)
{
	const Figure *fa = &cx->figs[a],
			   *fb = &cx->figs[b];
	size_t		i = fa->offset + fa->length,
				e = fb->offset;

	if (e < i || e - i > 5 || fa->words || fb->words || fa->multiple || fb->multiple)
		return false;
	while (i < e && cx->answer[i] == ' ')
		i++;
	while (e > i && cx->answer[e - 1] == ' ')
		e--;
	return (e - i == 1 && cx->answer[i] == '-') ||
		(e - i == 3 && memcmp(cx->answer + i, "\xE2\x80\x93", 3) == 0) ||
		(e - i == 2 && memcmp(cx->answer + i, "to", 2) == 0) ||
		(e - i == 3 && memcmp(cx->answer + i, "and", 3) == 0);
}

/*
 * Is figure fi an end of a range its sentence says the values span: "ranged
 * from 2,000 to 52,500", "spanned 4.24–9.16 million"?  *lo: the range's
 * first figure.
 */
static bool
said_as_range(const VerdictCtx *cx, size_t fi, size_t *lo)
{
	static const char *const range_words[] = {"range", "ranged", "ranges", "ranging", "spanned", "spans", "spanning",
	NULL};
	size_t		k;

	if (fi + 1 < cx->nfigs && written_as_range(cx, fi, fi + 1))
		*lo = fi;
	else if (fi > 0 && written_as_range(cx, fi - 1, fi))
		*lo = fi - 1;
	else
		return false;
	for (k = vd_token_at(cx, cx->fx[fi].s0); k < cx->ntokens && cx->tokens[k].start < cx->figs[*lo].offset; k++)
		if (tok_word(cx, k, range_words))
			return true;
	return false;
}

/* See verdict_int.h. */
bool
vd_range_end_not_extreme(const VerdictCtx *cx, size_t fi)
{
	const Grounding *g = &cx->grounds[fi];
	size_t		lo;
	int			sr;
	const StepRead *rd;
	double		v;

	if (!said_as_range(cx, fi, &lo))
		return false;
	/* both ends cells of one column */
	if (cx->grounds[lo].kind != GROUND_CELL || cx->grounds[lo + 1].kind != GROUND_CELL ||
		cx->grounds[lo].step != cx->grounds[lo + 1].step || cx->grounds[lo].column != cx->grounds[lo + 1].column)
		return false;
	for (sr = 0; sr < (int) cx->nreads && cx->reads[sr].step->number != g->step; sr++)
		;
	if (sr >= (int) cx->nreads || g->column < 0 || g->column >= cx->reads[sr].cells.ncolumns)
		return false;
	rd = &cx->reads[sr];
	v = cx->gvalues[fi];
	return isfinite(v) && v != (fi == lo ? rd->aggs[g->column].min : rd->aggs[g->column].max);
}

/*
 * Does figure fi belong to a range that restates a query's BETWEEN whole
 * ("heights outside 100–300 cm were left out" for BETWEEN 100 AND 300)?
 * Both ends must be the pair's constants, the lower first.
 */
static bool
query_range_echoed(VerdictCtx *cx, size_t fi)
{
	size_t		lo,
				s,
				k;

	if (fi + 1 < cx->nfigs && written_as_range(cx, fi, fi + 1))
		lo = fi;
	else if (fi > 0 && written_as_range(cx, fi - 1, fi))
		lo = fi - 1;
	else
		return false;
	for (s = 0; s < cx->nreads; s++)
		for (k = 0; k + 1 < cx->nqbounds[s]; k++)
		{
			const QueryBound *b = &cx->qbounds[s][k];
			const Figure *fl = &cx->figs[lo],
					   *fh = &cx->figs[lo + 1];

			if (b[0].side != 1 || b[1].side != -1 ||
				fabs(fl->value - b[0].value) > fl->half_unit + 1e-9 * fabs(fl->value) ||
				fabs(fh->value - b[1].value) > fh->half_unit + 1e-9 * fabs(fh->value))
				continue;
			cx->grounds[fi].kind = GROUND_QUERY;
			cx->grounds[fi].step = cx->reads[s].step->number;
			return true;
		}
	return false;
}

/*
 * Is figure fi called a threshold ("the $2,000 threshold", "$600 as the
 * ceiling"), or said before with the same value and grounded as an echo of
 * the question or the query?
 */
static bool
said_as_threshold(const VerdictCtx *cx, size_t fi)
{
	static const char *const limits[] = {"threshold", "thresholds", "ceiling", "cap", "limit", "cutoff", "cut",
	"floor", "bar", NULL};
	const Figure *f = &cx->figs[fi];
	size_t		k = vd_token_at(cx, f->offset + f->length),
				j;

	for (j = k; j < cx->ntokens && j < k + 3 && !cx->tokens[j].number; j++)
		if (tok_word(cx, j, limits))
			return true;
	for (j = 0; j < fi; j++)
		if (cx->figs[j].value == f->value && cx->figs[j].percent == f->percent &&
			(cx->grounds[j].kind == GROUND_QUERY || cx->grounds[j].kind == GROUND_QUESTION))
			return true;
	return false;
}

/*
 * Does figure fi restate, as a bound on the same side, a constant that a
 * read's query compares with ("no singer is over 60" for WHERE age > 60)?
 * A percentage restates a fraction the query writes as one (30% for 0.3).
 * A constant kept by equality is restated said as no bound ("Intelligence
 * at 100"); "over 60" for "age = 60" misstates it.  side: the bound said before the figure (bound_before), 0 for none.
 */
static bool
query_echoed(VerdictCtx *cx, size_t fi, int side)
{
	const Figure *f = &cx->figs[fi];
	size_t		s,
				k;
	bool		empty = true,
				equal_only;

	if (query_range_echoed(cx, fi))
		return true;
	if (side == 0)
		side = bound_after(cx->answer, cx->len, f->offset + f->length);
	if (side == 0)
	{
		static const char *const joins[] = {"or", "and", NULL};
		size_t		t = vd_token_at(cx, f->offset);

		/* "above 500 units or $1,000 a unit": the bound before the figure the list starts with */
		if (t > 0 && tok_word(cx, t - 1, joins) && fi > 0 && cx->figs[fi - 1].offset >= cx->fx[fi].s0)
			side = bound_before(cx->answer, cx->len, cx->figs[fi - 1].offset);
		/* "past contestant 100": the bound before the column's word */
		else if (t > 0 && !cx->tokens[t - 1].number)
			side = bound_before(cx->answer, cx->len, cx->tokens[t - 1].start);
	}
	/*
	 * where no step returned a row, no figure is a value of them: one the
	 * query compares with, called a threshold or said again, is the
	 * threshold restated ("No order carried freight above the $2,000
	 * threshold", "retain $2,000 as the threshold")
	 */
	for (s = 0; s < cx->nreads; s++)
		if (cx->reads[s].step->executed && cx->reads[s].step->row_count > 0)
			empty = false;
	/* a number in words restates a constant too ("singers sixty or older"), past the narrated digits */
	if (f->multiple || (f->words && fabs(f->value) < 10))
		return false;
	/* said as no bound over rows: only a constant kept by equality ("Intelligence at 100") */
	equal_only = side == 0 && !(empty && said_as_threshold(cx, fi));
	for (s = 0; s < cx->nreads; s++)
		for (k = 0; k < cx->nqbounds[s]; k++)
		{
			const QueryBound *b = &cx->qbounds[s][k];
			double		tol = f->half_unit + 1e-9 * fabs(f->value);

			if (equal_only ? b->side != QUERY_EQUAL : b->side != side && !(empty && side == 0))
				continue;
			/* "above 9.5M viewers" for viewers_m > 9.5: the constant in the column's own unit */
			if (fabs(f->value - b->value) <= tol || (f->percent && fabs(f->value - 100 * b->value) <= tol) ||
				(f->scale > 1 && fabs(f->value / f->scale - b->value) <= tol / f->scale))
			{
				cx->grounds[fi].kind = GROUND_QUERY;
				cx->grounds[fi].step = cx->reads[s].step->number;
				return true;
			}
		}
	return false;
}

/*
 * Is figure fi written as part of a column's name, with the name's next
 * part beside it ("an 18–49 rating" over the column 18_49_rating_share,
 * "the 2019 sales" over sales_2019 does not: "sales" is not beside it)?
 * The digits name the column; they are no value of the rows.
 */
static bool
names_column(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	char		before[32],
				after[32],
				digits[32];
	size_t		s,
				k;

	if (f->percent || f->currency || f->words || f->multiple || f->decimals > 0 || f->length == 0 ||
		f->length >= sizeof(digits))
		return false;
	for (k = 0; k < f->length; k++)
	{
		if (!ascii_is_digit(cx->answer[f->offset + k]))
			return false;
		digits[k] = (char) cx->answer[f->offset + k];
	}
	digits[f->length] = '\0';
	run_beside(cx->answer, cx->len, f->offset, false, true, before, sizeof(before));
	run_beside(cx->answer, cx->len, f->offset + f->length, true, true, after, sizeof(after));
	if (before[0] == '\0' && after[0] == '\0')
		return false;
	for (s = 0; s < cx->nreads; s++)
	{
		const VerdictStep *st = cx->reads[s].step;
		int			c;

		for (c = 0; c < st->ncolumn_names; c++)
		{
			const uchar *name = (const uchar *) st->column_names[c];
			char		prev[32] = "",
						tok[32];
			size_t		i = 0;
			bool		matched = false;

			if (name == NULL)
				continue;
			/* the name's parts in turn: runs of digits or of letters */
			while (name[i])
			{
				size_t		n = 0;
				bool		dig;

				if (!(ascii_is_alpha(name[i]) || ascii_is_digit(name[i])))
				{
					i++;
					continue;
				}
				dig = ascii_is_digit(name[i]);
				while (name[i + n] && (dig ? ascii_is_digit(name[i + n]) : ascii_is_alpha(name[i + n])))
					n++;
				if (n >= sizeof(tok))
				{
					i += n;
					prev[0] = '\0';
					matched = false;
					continue;
				}
				for (k = 0; k < n; k++)
					tok[k] = (char) ascii_lower(name[i + k]);
				tok[n] = '\0';
				/* the part after the digits, or the part before them, is beside the figure */
				if ((matched && after[0] && strcmp(tok, after) == 0) ||
					(strcmp(tok, digits) == 0 && before[0] && strcmp(prev, before) == 0))
				{
					cx->grounds[fi].kind = GROUND_NAME;
					cx->grounds[fi].step = st->number;
					cx->grounds[fi].column = c;
					return true;
				}
				matched = strcmp(tok, digits) == 0;
				memcpy(prev, tok, n + 1);
				i += n;
			}
		}
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_word_in_row_name(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	size_t		k;

	if (!f->words && !f->multiple)
		return false;
	for (k = 0; k < cx->nmentions; k++)
	{
		const Mention *m = &cx->mentions[k];

		if (m->dropped || m->many || m->nrows == 0 || m->place || m->by_value || m->column < 0 ||
			f->offset < m->offset || f->offset + f->length > m->offset + m->len)
			continue;
		cx->grounds[fi].kind = GROUND_TEXT;
		cx->grounds[fi].step = cx->reads[m->sread].step->number;
		cx->grounds[fi].row = (int64_t) m->rows[0] + 1;
		cx->grounds[fi].column = m->column;
		return true;
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_echoed(VerdictCtx *cx, size_t fi)
{
	const Figure *f = &cx->figs[fi];
	size_t		s,
				k;
	char		fb[20],
				fa[20];
	int			bound = bound_before(cx->answer, cx->len, f->offset);

	run_beside(cx->answer, cx->len, f->offset, false, false, fb, sizeof(fb));
	run_beside(cx->answer, cx->len, f->offset + f->length, true, false, fa, sizeof(fa));
	for (s = 0; s < cx->nreads; s++)
	{
		const VerdictStep *st = cx->reads[s].step;

		for (k = 0; k < cx->nqfigs[s]; k++)
		{
			const Figure *q = &cx->qfigs[s][k];
			/* the figure may round the question's, not the other way: "10.22" echoes no "ten" */
			double		tol = (f->decimals > q->decimals ? f->half_unit :
							   q->half_unit > f->half_unit ? q->half_unit : f->half_unit) + 1e-9 * fabs(f->value);
			char		qb[20],
						qa[20];

			if (q->percent != f->percent || fabs(fabs(q->value) - fabs(f->value)) > tol)
				continue;
			run_beside((const uchar *) st->question, st->question_len, q->offset, false, false, qb, sizeof(qb));
			run_beside((const uchar *) st->question, st->question_len, q->offset + q->length, true, false, qa, sizeof(qa));
			if (f->decimals > 0 || (fb[0] && strcmp(fb, qb) == 0) || (fa[0] && strcmp(fa, qa) == 0) ||
				(bound != 0 && bound == bound_before((const uchar *) st->question, st->question_len, q->offset)))
			{
				cx->grounds[fi].kind = GROUND_QUESTION;
				cx->grounds[fi].step = st->number;
				return true;
			}
		}
	}
	return query_echoed(cx, fi, bound) || names_column(cx, fi);
}

/* Does "there" follow offset in its sentence ("... in Ireland there are 4.4")? */
static bool
there_after(const VerdictCtx *cx, size_t offset)
{
	size_t		p = offset;

	while (p + 5 <= cx->len && cx->answer[p] != '.' && cx->answer[p] != '\n' && cx->answer[p] != '?')
	{
		if ((p == 0 || !vd_is_wordch(cx->answer[p - 1])) && vd_eq_word(cx->answer + p, 5, "there") &&
			(p + 5 == cx->len || !vd_is_wordch(cx->answer[p + 5])))
			return true;
		p++;
	}
	return false;
}

/* See verdict_int.h. */
bool
vd_named_as_base(const VerdictCtx *cx, size_t offset)
{
	static const char *const to_with[] = {"to", "with", NULL};
	static const char *const relative[] = {"relative", "compared", "comparison", NULL};
	size_t		e = offset,
				s;

	/* "For every order in Ireland there are 4.4 in Brazil": the row of the "for every" clause */
	{
		size_t		p = offset;
		int			words = 0;

		while (p > 0 && words < 8 && cx->answer[p - 1] != '.' && cx->answer[p - 1] != '\n' &&
			   cx->answer[p - 1] != '?' && cx->answer[p - 1] != '!')
		{
			size_t		we;

			while (p > 0 && !vd_is_wordch(cx->answer[p - 1]) && cx->answer[p - 1] != '.' &&
				   cx->answer[p - 1] != '\n')
				p--;
			we = p;
			while (p > 0 && vd_is_wordch(cx->answer[p - 1]))
				p--;
			if (we == p)
				break;
			words++;
			if (vd_eq_word(cx->answer + p, we - p, "there"))
				break;
			if ((vd_eq_word(cx->answer + p, we - p, "every") || vd_eq_word(cx->answer + p, we - p, "each")) &&
				p >= 4 && vd_eq_word(cx->answer + p - 4, 3, "for") && (p == 4 || !vd_is_wordch(cx->answer[p - 5])))
				return there_after(cx, offset);
		}
	}

	for (int w = 0; w < 2; w++)
	{
		while (e > 0 && (cx->answer[e - 1] == ' ' || cx->answer[e - 1] == '.'))
			e--;
		for (s = e; s > 0 && vd_is_wordch(cx->answer[s - 1]); s--)
			;
		if (s == e)
			return false;
		if (w == 0 && vd_in_words(cx->answer + s, e - s, vd_versus_words))
			return true;
		if (w == 0 && !vd_in_words(cx->answer + s, e - s, to_with))
			return false;
		if (w == 1)
			return vd_in_words(cx->answer + s, e - s, relative);
		e = s;
	}
	return false;
}
