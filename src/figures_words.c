/*
 * figures_words.c — numbers written in words (cardinals, fractions, proportions,
 * multiples), the words of direction, bound and approximation around a
 * figure, and units.  See figures.h for the rules; figures.c reads the
 * digits and calls these; they build on figures_text.c only.
 */
#include "figures.h"
#include "figures_int.h"
#include "text_util.h"

#include <math.h>
#include <string.h>
#include <strings.h>

/* ---- number words, fractions, multiples ---- */

static const char *const unit_words[] = {
	"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
	"seventeen", "eighteen", "nineteen", NULL
};
static const char *const tens_words[] = {
	"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", NULL
};

/* Index of the word t[ws..ws+wn) in a list (case-insensitive), -1 if absent. */
static int
word_index(const uchar *t, size_t ws, size_t wn, const char *const *list)
{
	int			k;

	for (k = 0; list[k]; k++)
		if (list[k][0] != '\0' && fig_word_is(t, ws, wn, list[k]))
			return k;
	return -1;
}

/* The ASCII word at t[i] (not glued to digits): its length, 0 if none or too long. */
static size_t
word_at(const uchar *t, size_t len, size_t i)
{
	size_t		n = fig_alpha_run(t, len, i, MAX_KEYWORD + 1);

	if (n == 0 || n > MAX_KEYWORD || (i + n < len && ascii_is_digit(t[i + n])))
		return 0;
	return n;
}

/* The next word after t[p], across one space or a hyphen; false if none. */
static bool
next_word(const uchar *t, size_t len, size_t p, size_t *ws, size_t *wn)
{
	size_t		s = fig_space_len(t, len, p);

	if (s == 0 && p < len && t[p] == '-')
		s = 1;
	if (s == 0)
		return false;
	*ws = p + s;
	*wn = word_at(t, len, *ws);
	return *wn > 0;
}

/* The scale a word names ("thousand" 1e3, "million", "billion"), 0 if none. */
static double
scale_word(const uchar *t, size_t ws, size_t wn)
{
	return fig_word_is(t, ws, wn, "thousand") ? 1e3 : fig_word_is(t, ws, wn, "million") ? 1e6 :
		fig_word_is(t, ws, wn, "billion") ? 1e9 : 0;
}

/*
 * A cardinal in words at t[i]: "twelve", "twenty-five", "three hundred and
 * ten", "two hundred sixty-five thousand six hundred", "eight hundred six
 * million", "a hundred", "two thousand", "a dozen", "two dozen". Sets *value
 * and returns the end, 0 when there is none. "a" alone is no number.
 *
 * Read as the grammar of English cardinals: groups below a thousand (units,
 * tens, "hundred") each closed by a scale smaller than the one before.  A
 * word that cannot follow the last one ends the number, so "nineteen
 * ninety-seven" is two numbers and "five twenty" is five.  Only a unit joins
 * its tens across a hyphen ("twenty-five"; "five-hundred" stays a compound).
 */
static size_t
cardinal_words(const uchar *t, size_t len, size_t i, double *value)
{
	enum
	{
		C_UNIT, C_TENS, C_HUNDRED, C_SCALE, C_ARTICLE
	}			last;
	size_t		ws = i,
				wn = word_at(t, len, i),
				end,
				mark_end = 0;	/* the end after the last "hundred" or scale */
	double		total = 0,
				group,			/* the group below the last scale */
				last_scale = 1e12,
				mark_total = 0,
				mark_group = 0;
	int			k;

	if (wn == 0)
		return 0;
	if ((k = word_index(t, ws, wn, unit_words)) >= 0)
		last = C_UNIT;
	else if ((k = word_index(t, ws, wn, tens_words)) >= 0)
	{
		last = C_TENS;
		k *= 10;
	}
	else if (fig_word_is(t, ws, wn, "a") || fig_word_is(t, ws, wn, "an"))
	{
		last = C_ARTICLE;
		k = 1;
	}
	else
		return 0;
	group = k;
	end = ws + wn;
	if (group == 0)
	{
		*value = 0;
		return end;				/* "zero" takes nothing after it but a point */
	}
	for (;;)
	{
		size_t		w2,
					n2,
					after = end;
		int			u;
		double		sc;
		bool		and_ = false;

		if (!next_word(t, len, end, &w2, &n2))
			break;
		if (t[end] == '-')
		{
			/* "twenty-five": the one join a hyphen makes */
			if (last == C_TENS && fmod(group, 10) == 0 && (u = word_index(t, w2, n2, unit_words)) >= 1 && u <= 9)
			{
				group += u;
				end = w2 + n2;
				last = C_UNIT;
				continue;
			}
			break;
		}
		/* "three hundred and ten", "a thousand and twenty" */
		if (fig_word_is(t, w2, n2, "and") && (last == C_HUNDRED || last == C_SCALE))
		{
			after = w2 + n2;
			if (!next_word(t, len, after, &w2, &n2) || t[after] == '-')
				break;
			and_ = true;
		}
		if ((u = word_index(t, w2, n2, unit_words)) >= 1 || (u = word_index(t, w2, n2, tens_words)) >= 2)
		{
			double		add = word_index(t, w2, n2, unit_words) >= 1 ? u : 10.0 * u;
			bool		fits;

			/* a unit after its tens, anything below a hundred after "hundred" or a scale */
			if (last == C_TENS && add < 10)
				fits = fmod(group, 10) == 0 && fmod(group, 100) != 0;
			else
				fits = last == C_HUNDRED || last == C_SCALE;
			if (!fits)
				break;
			group += add;
			end = w2 + n2;
			last = add >= 20 && add < 100 && fmod(add, 10) == 0 ? C_TENS : C_UNIT;
			continue;
		}
		if (and_)
			break;
		if (fig_word_is(t, w2, n2, "hundred") && last != C_HUNDRED && last != C_SCALE &&
			group >= 1 && group < 100)
		{
			group *= 100;
			end = mark_end = w2 + n2;
			mark_total = total;
			mark_group = group;
			last = C_HUNDRED;
			continue;
		}
		if ((sc = scale_word(t, w2, n2)) > 0 && last != C_SCALE && group >= 1 && group < 1000 &&
			sc < last_scale)
		{
			total += group * sc;
			group = 0;
			last_scale = sc;
			end = mark_end = w2 + n2;
			mark_total = total;
			mark_group = 0;
			last = C_SCALE;
			continue;
		}
		/*
		 * "between ten thousand and twenty thousand", "two hundred and three
		 * hundred": a scale that cannot follow ends the number at the last
		 * scale, and the words after it begin the next number
		 */
		if ((fig_word_is(t, w2, n2, "hundred") || scale_word(t, w2, n2) > 0) && mark_end > 0)
		{
			end = mark_end;
			total = mark_total;
			group = mark_group;
			break;
		}
		if (fig_word_is(t, w2, n2, "dozen") && total == 0 && (last == C_UNIT || last == C_TENS ||
															  last == C_ARTICLE) && group < 100)
		{
			group *= 12;
			end = w2 + n2;
			last = C_SCALE;
			break;
		}
		break;
	}
	if (last == C_ARTICLE)
		return 0;
	*value = total + group;
	return end;
}

/* The denominator a fraction word names ("third" 3, "quarters" 4, "halves" 2), 0 if none. */
static int
fraction_denominator(const uchar *t, size_t ws, size_t wn, bool plural)
{
	static const char *const singular[] = {
		"", "", "half", "third", "quarter", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", NULL
	};
	static const char *const plurals[] = {
		"", "", "halves", "thirds", "quarters", "fifths", "sixths", "sevenths", "eighths", "ninths",
		"tenths", NULL
	};
	int			k = word_index(t, ws, wn, plural ? plurals : singular);

	if (k < 0 && fig_word_is(t, ws, wn, plural ? "fourths" : "fourth"))
		k = 4;
	return k > 0 ? k : 0;
}

/* Is the word at t[ws] one a fraction of a whole is followed by ("half of", "half the")? */
static bool
whole_follows(const uchar *t, size_t len, size_t end)
{
	static const char *const follow[] = {
		"of", "the", "all", "its", "their", "these", "those", "them", "our", NULL
	};
	size_t		ws,
				wn;

	return fig_word_after(t, len, end, &ws, &wn) && fig_word_in(t, ws, wn, follow);
}

/* Does "as many", "as much", "as large" ... follow end ("half as many", "a quarter as long")? */
static bool
as_much_follows(const uchar *t, size_t len, size_t end)
{
	static const char *const much[] = {"many", "much", "large", "big", "long", "high", "heavy", "tall", "wide",
	"old", "expensive", "fast", NULL};
	size_t		ws,
				wn,
				w2,
				n2;

	return fig_word_after(t, len, end, &ws, &wn) && fig_word_is(t, ws, wn, "as") &&
		fig_word_after(t, len, ws + wn, &w2, &n2) && fig_word_in(t, w2, n2, much);
}

/* Is the figure at t[b] led by a bound or an approximation ("less than half", "about a third")? */
static bool
qualified_before(const uchar *t, size_t b)
{
	return fig_bound_before(t, b) != 0 || fig_approx_before(t, b);
}

/* See figures_int.h. */
size_t
fig_proportion_after(const uchar *t, size_t len, size_t p, double n, Reading *r)
{
	size_t		ws,
				wn,
				w2,
				n2,
				q,
				s;
	double		m = 0;
	bool		every = false;

	if (!fig_word_after(t, len, p, &ws, &wn))
		return 0;
	if (fig_word_is(t, ws, wn, "in"))
		q = ws + wn;
	else if (fig_word_is(t, ws, wn, "out") && fig_word_after(t, len, ws + wn, &ws, &wn) && fig_word_is(t, ws, wn, "of"))
		q = ws + wn;
	/* "16 of every 100 orders": a proportion; "16 of 100" stays a part and its whole */
	else if (fig_word_is(t, ws, wn, "of") && fig_word_after(t, len, ws + wn, &w2, &n2) && fig_word_is(t, w2, n2, "every"))
		q = ws + wn;
	else
		return 0;
	if (fig_word_after(t, len, q, &ws, &wn) && fig_word_is(t, ws, wn, "every"))
	{
		q = ws + wn;
		every = true;
	}
	s = fig_space_len(t, len, q);
	if (s == 0)
		return 0;
	q += s;
	if (q < len && ascii_is_digit(t[q]))
	{
		Reading		d;

		fig_read_digits(t, len, q, &d);
		/* (grouped only as a rate: "55 in every 1,000 claims") */
		if (d.decimals > 0 || ((d.grouped || d.int_digits > 3) && !(every && d.int_digits <= 6)) ||
			(d.mant_end < len && (fig_letter_len(t, len, d.mant_end) > 0 || t[d.mant_end] == '%' ||
								  t[d.mant_end] == ':' || t[d.mant_end] == '/' ||
								  (t[d.mant_end] == '.' && d.mant_end + 1 < len && ascii_is_digit(t[d.mant_end + 1])))))
			return 0;
		m = d.digits;
		q = d.mant_end;
	}
	else if ((q = cardinal_words(t, len, q, &m)) == 0)
		return 0;
	if (!(m >= 2 && m <= (every ? 100000 : 1000) && n >= 1 && n < m))
		return 0;
	r->value = 100.0 * n / m;
	r->percent = true;
	r->words = true;
	r->half_unit = r->fixed_half = 2.0;
	/*
	 * "188 out of 618": counts in digits, past what a rough "2 in 3" says,
	 * are the part and whole themselves; "10 of every 100": a rate, to the
	 * nearest one of every so many
	 */
	if (m >= 20 && n == floor(n) && q > 0 && ascii_is_digit(t[q - 1]))
		r->half_unit = r->fixed_half = 100.0 * (every ? 0.5 : 0.05) / m;
	/*
	 * "one in five": a share whose inverse rounds to five, 1/5.5 to 1/4.5;
	 * a hedge widens it no further.  "One in two" is about half, not 60%:
	 * within 12% of 1/m at most.
	 */
	if (n == 1)
	{
		double		h = 100.0 * 0.5 / (m * (m - 0.5));

		r->half_unit = r->fixed_half = h < 12.0 / m ? h : 12.0 / m;
		r->one_in = true;
	}
	return q;
}

/* The words of a hedge or a bound that may stand between a copula or a question and its figure. */
static const char *const lead_hedges[] = {"a", "bit", "little", "more", "than", "over", "under", "just", "almost",
	"nearly", "about", "roughly", "around", "approximately", "close", "to", "some", "slightly", "shade",
"well", NULL};

/* Does "that's", "it's" (a pronoun and 's, for "is") end right before t[at]? */
static bool
contracted_is_before(const uchar *t, size_t at)
{
	static const char *const pronouns[] = {"that", "it", "he", "she", "there", "here", "what", "who", NULL};
	size_t		i = at,
				e,
				ws,
				wn;

	while (i > 0 && t[i - 1] == ' ')
		i--;
	if (i < 3 || t[i - 1] != 's' || i == at)
		return false;
	if (t[i - 2] == '\'')
		e = i - 2;
	else if (i >= 5 && t[i - 4] == 0xe2 && t[i - 3] == 0x80 && t[i - 2] == 0x99)
		e = i - 4;
	else
		return false;
	return fig_word_before(t, e, &ws, &wn) && ws + wn == e && fig_word_in(t, ws, wn, pronouns);
}

/*
 * Is the number starting at t[start] said after a copula, with at most a
 * hedge between ("USA is 1.72 times", "is a bit over 2.6 times")?
 */
static bool
copula_before(const uchar *t, size_t start)
{
	/* "America at about three times Europe": a headline's "at" says it as "is" does */
	static const char *const copula[] = {"is", "was", "are", "were", "be", "been", "being", "at", NULL};
	size_t		at = start,
				ws,
				wn;
	int			k;

	for (k = 0; k < 5; k++)
	{
		if (contracted_is_before(t, at))
			return true;
		if (!fig_word_before(t, at, &ws, &wn))
			return false;
		if (fig_word_in(t, ws, wn, copula))
			return true;
		if (!fig_word_in(t, ws, wn, lead_hedges))
			return false;
		at = ws;
	}
	return false;
}

/* Does a label's colon stand right before start, past spaces and a tilde ("Level: ~1.6")? */
static bool
label_colon_before(const uchar *t, size_t start)
{
	size_t		p = start;

	while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '~'))
		p--;
	return p > 0 && t[p - 1] == ':';
}

/*
 * "four times Living Tribunal's 35", "three times UK's": a name of up to
 * three capitalised words in the possessive names what the multiple is of
 */
static bool
possessive_name_at(const uchar *t, size_t len, size_t at)
{
	int			words = 0;

	while (at < len && words < 3 && ascii_is_upper(t[at]))
	{
		size_t		n = fig_alpha_run(t, len, at, MAX_KEYWORD + 1);

		if (n == 0 || n > MAX_KEYWORD)
			return false;
		at += n;
		words++;
		if (at + 1 < len && t[at] == '\'' && (t[at + 1] == 's' || t[at + 1] == 'S') &&
			(at + 2 >= len || !ascii_is_alpha(t[at + 2])))
			return true;
		if (at + 3 < len && memcmp(t + at, "\xe2\x80\x99", 3) == 0 && t[at + 3] == 's' &&
			(at + 4 >= len || !ascii_is_alpha(t[at + 4])))
			return true;
		if (at >= len || t[at] != ' ')
			return false;
		at++;
	}
	return false;
}

/*
 * Does the figure at start answer a question that compares, right before it
 * past a hedge ("bigger is A than B? About four times")?
 */
static bool
answers_question(const uchar *t, size_t start)
{
	static const char *const comparing[] = {"more", "bigger", "larger", "higher", "greater", "longer", "busier",
		"heavier", "faster", "further", "farther", "times", "much", "many", "ahead", "older", "costlier",
	"pricier", "taller", "wider", "deeper", NULL};
	size_t		at = start,
				ws,
				wn,
				q;
	int			k;

	for (k = 0; k < 5 && fig_word_before(t, at, &ws, &wn) && fig_word_in(t, ws, wn, lead_hedges); k++)
		at = ws;
	while (at > 0 && t[at - 1] == ' ')
		at--;
	if (at == 0 || t[at - 1] != '?')
		return false;
	/* the question compares ("how much bigger", "how many times more"), on its line */
	for (q = at - 1; q > 0 && t[q - 1] != '\n' && t[q - 1] != '.' && t[q - 1] != '?' && t[q - 1] != '!'; q--)
		;
	for (ws = q; ws < at; ws += wn)
	{
		for (wn = 0; ws + wn < at && ascii_is_alpha(t[ws + wn]); wn++)
			;
		if (wn > 0 && (ws == 0 || !ascii_is_alpha(t[ws - 1])) && fig_word_in(t, ws, wn, comparing))
			return true;
		if (wn == 0)
			wn = 1;
	}
	return false;
}

/* See figures_int.h. */
size_t
fig_times_after(const uchar *t, size_t len, size_t start, size_t p, double n, Reading *r)
{
	/* "1.72 times Canada" after a copula: a multiple of what follows, unless it counts occasions */
	static const char *const occasions[] = {"a", "an", "per", "each", "every", "in", "during", "since", "last",
		"this", "that", "daily", "weekly", "monthly", "yearly", "annually", "before", "after", "on", "at",
	"when", "while", "and", "or", "but", NULL};
	static const char *const comparing[] = {
		"as", "more", "the", "that", "what", "higher", "larger", "bigger", "greater",
		"longer", "faster", "over", "its", "their", NULL
	};
	size_t		ws,
				wn,
				w2,
				n2;

	/* "Marvel to DC is 1.7:1": a ratio written with a colon (a single digit stays narration, "3:1") */
	if (p + 1 < len && t[p] == ':' && t[p + 1] == '1' && n > 0 && n != 1.0 &&
		(n >= 10 || n != floor(n) || r->decimals > 0) &&
		!(p + 2 < len && (ascii_is_digit(t[p + 2]) ||
						  ((t[p + 2] == '.' || t[p + 2] == ',') && p + 3 < len && ascii_is_digit(t[p + 3])))))
	{
		r->value = n;
		r->multiple = true;
		r->half_unit = r->fixed_half = r->approximate ? 1.0 : 0.5;
		return p + 2;
	}
	if (!fig_word_after(t, len, p, &ws, &wn))
		return 0;
	/* "Japan has 1.67 for every one France has": a multiple of the other */
	if (fig_word_is(t, ws, wn, "for") && fig_word_after(t, len, ws + wn, &w2, &n2) &&
		(fig_word_is(t, w2, n2, "every") || fig_word_is(t, w2, n2, "each")) && n > 0 && n != 1.0)
	{
		size_t		w3,
					n3;

		if (!fig_word_after(t, len, w2 + n2, &w3, &n3) || !fig_word_is(t, w3, n3, "one"))
			return 0;
		r->value = n;
		r->multiple = true;
		r->words = true;
		r->half_unit = r->fixed_half = 0.075 * n;
		return w3 + n3;
	}
	/*
	 * "roughly 1.8 to 1", "12 to one", "3.0 to 1": a ratio of two values; not
	 * a move "from 5 to 1", nor a score "won 3 to 1" (a single digit without
	 * decimals stays narration, unless hedged or bounded before "to one":
	 * "about five to one", "better than two to one", which no score is)
	 */
	if (fig_word_is(t, ws, wn, "to") && n > 0 && n != 1.0 &&
		(n >= 10 || n != floor(n) || r->decimals > 0 ||
		((fig_approx_before(t, start) || fig_bound_before(t, start) != 0) &&
		 fig_word_after(t, len, ws + wn, &w2, &n2) && fig_word_is(t, w2, n2, "one"))) &&
		!(fig_word_before(t, start, &w2, &n2) && (fig_word_is(t, w2, n2, "from") || fig_word_is(t, w2, n2, "between"))))
	{
		size_t		q = ws + wn,
					end = 0;

		while (q < len && t[q] == ' ')
			q++;
		/* "1.9 to 1, or": a comma, but not one of "1,000" */
		if (q < len && t[q] == '1' &&
			(q + 1 >= len || !(ascii_is_digit(t[q + 1]) ||
							   ((t[q + 1] == ',' || t[q + 1] == '.') && q + 2 < len && ascii_is_digit(t[q + 2])))))
			end = q + 1;
		else if (fig_word_after(t, len, ws + wn, &w2, &n2) && fig_word_is(t, w2, n2, "one"))
			end = w2 + n2;
		if (end == 0)
			return 0;
		r->value = n;
		r->multiple = true;
		/* "about two to one" is near 2 (1.7 to 2.3), not anywhere from 1 to 3; "12 to one" is to the unit */
		r->half_unit = r->fixed_half = (r->approximate ? 2.0 : 1.0) * fmin(0.5, 0.075 * n);
		return end;
	}
	if (!fig_word_is(t, ws, wn, "times"))
		return 0;
	/* "1.39 times as much", "0.76 times the": any multiple but one; "1 times" is narration */
	if (!(n > 0) || n == 1.0)
		return 0;
	if (!fig_word_after(t, len, ws + wn, &w2, &n2) || !fig_word_in(t, w2, n2, comparing))
	{
		size_t		after = ws + wn;

		while (after < len && t[after] == ' ')
			after++;
		/*
		 * "Ratio Graz/Cork: 5.5 times", "Level: 1.6 times baseline": a
		 * label's value with decimals, never a count of occasions
		 */
		if (label_colon_before(t, start) && (r->decimals > 0 || n != floor(n)) &&
			!(fig_word_after(t, len, ws + wn, &w2, &n2) && fig_word_in(t, w2, n2, occasions)))
		{
			r->value = n;
			r->multiple = true;
			r->words = true;
			r->half_unit = r->fixed_half = 0.075 * n;
			return ws + wn;
		}
		/* "How much bigger is A than B? About four times.": the answer to a question that compares */
		if (!(answers_question(t, start) && (after >= len || t[after] == '.' || t[after] == '\n')) &&
			(!(copula_before(t, start) || possessive_name_at(t, len, after)) || after >= len ||
			!(ascii_is_alpha(t[after]) || ascii_is_digit(t[after])) ||
			(fig_word_after(t, len, ws + wn, &w2, &n2) && fig_word_in(t, w2, n2, occasions))))
			return 0;
	}
	r->value = n;
	r->multiple = true;
	r->words = true;
	r->half_unit = r->fixed_half = 0.075 * n;
	return ws + wn;
}

/* See figures_int.h. */
size_t
fig_read_words(const uchar *t, size_t len, size_t i, Reading *r)
{
	static const char *const grew[] = {"doubled", "doubling", "tripled", "trebled", "tripling",
	"quadrupled", "halved", NULL};
	static const double grew_by[] = {2, 2, 3, 3, 3, 4, 0.5};
	static const char *const times_words[] = {"double", "triple", "treble", "quadruple", NULL};
	static const double times_by[] = {2, 3, 3, 4};
	size_t		wn = word_at(t, len, i);
	size_t		end,
				ws,
				w2,
				n2;
	double		v = 0;
	int			k,
				den,
				point_decimals = 0;
	double		scaled_by = 0;
	bool		qualified,
				halved = false;

	memset(r, 0, sizeof(*r));
	r->scale = 1.0;
	if (wn == 0)
		return 0;
	qualified = qualified_before(t, i);
	r->fig_start = i;
	r->words = true;
	/* multiples */
	if ((k = word_index(t, i, wn, grew)) >= 0)
	{
		r->value = grew_by[k];
		r->multiple = true;
		r->half_unit = 0.075 * r->value;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	if (fig_word_is(t, i, wn, "twice"))
	{
		static const char *const comparing[] = {"as", "the", "that", "what", "its", "their", NULL};

		if (!(fig_word_after(t, len, i + wn, &ws, &w2) && fig_word_in(t, ws, w2, comparing)) && !qualified)
			return i + wn;
		r->value = 2;
		r->multiple = true;
		r->half_unit = 0.15;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	/* "more than double Tribal King", "nearly triple that": a multiple, once qualified or comparing */
	if ((k = word_index(t, i, wn, times_words)) >= 0 && !(i + wn < len && t[i + wn] == '-'))
	{
		static const char *const comparing[] = {"the", "that", "what", "its", "their", NULL};

		if (!qualified && !(fig_word_after(t, len, i + wn, &ws, &w2) && fig_word_in(t, ws, w2, comparing)))
			return i + wn;
		r->value = times_by[k];
		r->multiple = true;
		r->half_unit = 0.075 * r->value;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	/* "half as many as": a multiple, as "twice as many" is */
	if (fig_word_is(t, i, wn, "half") && as_much_follows(t, len, i + wn))
	{
		r->value = 0.5;
		r->multiple = true;
		r->half_unit = 0.0375;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	/* "half a million", "a quarter of a million", "a quarter million": a part of a scale */
	{
		size_t		q = i + wn;
		int			part = fig_word_is(t, i, wn, "half") ? 2 : 0;
		double		scale = 0;

		if (part == 0 && (fig_word_is(t, i, wn, "a") || fig_word_is(t, i, wn, "three")) &&
			next_word(t, len, q, &w2, &n2) && t[q] != '-' &&
			fraction_denominator(t, w2, n2, fig_word_is(t, i, wn, "three")) == 4)
		{
			part = 4;
			q = w2 + n2;
			if (next_word(t, len, q, &w2, &n2) && fig_word_is(t, w2, n2, "of"))
				q = w2 + n2;
		}
		if (part > 0 && next_word(t, len, q, &w2, &n2) && (fig_word_is(t, w2, n2, "a") || part == 4))
		{
			size_t		sw = w2,
						sn = n2;

			if (fig_word_is(t, w2, n2, "a") && !next_word(t, len, w2 + n2, &sw, &sn))
				sn = 0;
			scale = sn == 0 ? 0 : scale_word(t, sw, sn);
			/* "half a dozen": six, narration as a single digit is */
			if (part == 2 && sn > 0 && fig_word_is(t, sw, sn, "dozen"))
				return sw + sn;
			if (scale > 0)
			{
				r->value = scale * (fig_word_is(t, i, wn, "three") ? 3.0 : 1.0) / part;
				r->half_unit = scale / (2.0 * part * 5);
				r->fig_end = sw + sn;
				r->is_figure = true;
				return sw + sn;
			}
		}
	}
	/* "half of", "less than half", "about half the" (not "the first half", "half an hour") */
	if (fig_word_is(t, i, wn, "half"))
	{
		static const char *const parts[] = {"first", "second", "last", "latter", "former", "the", "back",
		"front", "other", "top", "bottom", NULL};
		size_t		pb,
					pn;

		if (fig_word_before(t, i, &pb, &pn) && fig_word_in(t, pb, pn, parts))
			return i + wn;		/* "the first half of the year" */
		if (!(qualified || whole_follows(t, len, i + wn)) ||
			(fig_word_after(t, len, i + wn, &ws, &w2) && (fig_word_is(t, ws, w2, "an") || fig_word_is(t, ws, w2, "a"))))
			return i + wn;
		r->value = 50;
		r->percent = true;
		r->half_unit = 3;
		r->fig_end = i + wn;
		r->is_figure = true;
		return i + wn;
	}
	end = cardinal_words(t, len, i, &v);
	if (end == 0)
	{
		/* "a third as many as", "a quarter as long": a multiple */
		if ((fig_word_is(t, i, wn, "a") || fig_word_is(t, i, wn, "an")) && next_word(t, len, i + wn, &w2, &n2) &&
			(den = fraction_denominator(t, w2, n2, false)) >= 3 && as_much_follows(t, len, w2 + n2))
		{
			r->value = 1.0 / den;
			r->multiple = true;
			r->half_unit = 0.075 / den;
			r->fig_end = w2 + n2;
			r->is_figure = true;
			return w2 + n2;
		}
		/* "a third of", "a quarter of" */
		if ((fig_word_is(t, i, wn, "a") || fig_word_is(t, i, wn, "an")) && next_word(t, len, i + wn, &w2, &n2) &&
			(den = fraction_denominator(t, w2, n2, false)) >= 3 &&
			(whole_follows(t, len, w2 + n2) || qualified))
		{
			r->value = 100.0 / den;
			r->percent = true;
			r->half_unit = 3;
			r->fig_end = w2 + n2;
			r->is_figure = true;
			return w2 + n2;
		}
		return 0;
	}
	r->words = true;
	/* "two-and-a-half times", "three and a half times": a half more */
	if (v < 1000)
	{
		static const char *const dashed = "-and-a-half",
				   *const spaced = " and a half";
		size_t		n = strlen(dashed);

		if (end + n <= len && (strncasecmp((const char *) t + end, dashed, n) == 0 ||
							   strncasecmp((const char *) t + end, spaced, n) == 0) &&
			fig_wordch_len(t, len, end + n) == 0)
		{
			v += 0.5;
			end += n;
			halved = true;
		}
	}
	/* "thirty-two point two", "ten point five": decimals said a digit at a time */
	if (next_word(t, len, end, &w2, &n2) && fig_word_is(t, w2, n2, "point"))
	{
		size_t		q = w2 + n2,
					dw,
					dn;
		double		frac = 0;
		int			d;

		while (point_decimals < 3 && next_word(t, len, q, &dw, &dn) &&
			   (d = word_index(t, dw, dn, unit_words)) >= 0 && d <= 9)
		{
			frac = frac * 10 + d;
			point_decimals++;
			q = dw + dn;
		}
		if (point_decimals > 0)
		{
			v += frac / fig_pow10i(point_decimals);
			end = q;
		}
	}
	/* "twenty-eight point two thousand", "seven and a half million": a scale after the fraction */
	if (v != floor(v) && v < 1000 && next_word(t, len, end, &w2, &n2) && t[end] != '-' &&
		scale_word(t, w2, n2) > 0)
	{
		scaled_by = scale_word(t, w2, n2);
		v *= scaled_by;
		end = w2 + n2;
	}
	/* "forty-seven dollars and sixty-two cents": one amount, to the cent */
	if (v == floor(v) && point_decimals == 0 && next_word(t, len, end, &w2, &n2) && t[end] != '-' &&
		(fig_word_is(t, w2, n2, "dollars") || fig_word_is(t, w2, n2, "dollar")))
	{
		size_t		dollar_end = w2 + n2,
					ce;
		double		cents = 0;

		if (next_word(t, len, dollar_end, &w2, &n2) && t[dollar_end] != '-' && fig_word_is(t, w2, n2, "and") &&
			(ce = cardinal_words(t, len, w2 + n2 + fig_space_len(t, len, w2 + n2), &cents)) > 0 &&
			cents >= 1 && cents < 100 && next_word(t, len, ce, &w2, &n2) && t[ce] != '-' &&
			(fig_word_is(t, w2, n2, "cents") || fig_word_is(t, w2, n2, "cent")))
		{
			v += cents / 100;
			point_decimals = 2;
			end = w2 + n2;
			r->said_unit = UNIT_DOLLAR;
		}
	}
	r->fig_end = end;
	/* a compound: "ten-fold", "twelve-month" */
	if (end + 1 < len && t[end] == '-' && fig_letter_len(t, len, end + 1) > 0 &&
		!(next_word(t, len, end, &w2, &n2) && fraction_denominator(t, w2, n2, true) > 0))
		return fig_skip_word(t, len, i);
	/* "two thirds", "three-quarters", "one third of" */
	if (v >= 1 && v <= 9 && next_word(t, len, end, &w2, &n2))
	{
		den = fraction_denominator(t, w2, n2, v > 1);
		if (den >= 2 && v < den && (v > 1 || whole_follows(t, len, w2 + n2) || qualified))
		{
			r->value = 100.0 * v / den;
			r->percent = true;
			r->half_unit = 3;
			r->fig_end = w2 + n2;
			r->is_figure = true;
			return w2 + n2;
		}
	}
	if ((k = (int) fig_proportion_after(t, len, end, v, r)) > 0)
	{
		r->fig_end = (size_t) k;
		r->is_figure = true;
		return (size_t) k;
	}
	if ((k = (int) fig_times_after(t, len, i, end, v, r)) > 0)
	{
		/* "one point two four times" is said to the hundredth */
		if (point_decimals > 0)
			r->half_unit = r->fixed_half = 0.5 / fig_pow10i(point_decimals);
		r->fig_end = (size_t) k;
		r->is_figure = true;
		return (size_t) k;
	}
	/* "five percent", "twelve per cent" */
	if (fig_word_after(t, len, end, &ws, &w2))
	{
		size_t		pend = 0;

		if (fig_word_is(t, ws, w2, "percent"))
			pend = ws + w2;
		else if (fig_word_is(t, ws, w2, "per") && fig_word_after(t, len, ws + w2, &w2, &n2) && fig_word_is(t, w2, n2, "cent"))
			pend = w2 + n2;
		if (pend > 0)
		{
			r->value = v;
			r->percent = true;
			r->percent_said = true;
			r->half_unit = halved ? 0.25 : 0.5 / fig_pow10i(point_decimals);
			r->fig_end = pend;
			r->is_figure = true;
			return pend;
		}
	}
	/* single digits in words are narration, as in digits ("one of them", "the two of them") */
	if (v < 10 && v == floor(v) && point_decimals == 0)
		return end;
	r->value = v;
	r->half_unit = halved ? 0.25 : 0.5 / fig_pow10i(point_decimals);
	/* "nine point one six million", "seventy-five million": a magnitude, as "9.16 million" has */
	{
		size_t		lw = end;

		while (lw > i && ascii_is_alpha(t[lw - 1]))
			lw--;
		if (scale_word(t, lw, end - lw) > 0)
			r->scale = scale_word(t, lw, end - lw);
	}
	for (k = 0; v >= 1000 && fmod(v, fig_pow10i(k + 1)) == 0 && k < 12; k++)
		;
	if (k > 0)
		r->half_unit = 0.5 * fig_pow10i(k);
	/* "seven and a half thousand" is said to the half, "28.2 thousand" to the tenth */
	if (scaled_by > 0)
		r->half_unit = scaled_by * (point_decimals > 0 ? 0.5 / fig_pow10i(point_decimals) : 0.25);
	r->is_figure = true;
	return end;
}

/*
 * Where the figure at t[b] starts when an abbreviated hedge glued to its
 * period comes first ("approx. 300", "ca. 300", "c. 300", not "U.S.C. 300"):
 * at the abbreviation; else b.
 */
static size_t
past_hedge_abbreviation(const uchar *t, size_t b)
{
	size_t		j = b - fig_space_len_before(t, b);
	size_t		ws,
				wn;

	if (j >= 2 && t[j - 1] == '.' && fig_word_before(t, j - 1, &ws, &wn) && ws + wn == j - 1 &&
		(fig_word_is(t, ws, wn, "approx") || fig_word_is(t, ws, wn, "ca") ||
		 (fig_word_is(t, ws, wn, "c") && (ws < 2 || t[ws - 1] != '.'))))
		return ws;
	return b;
}

/* See figures_int.h. */
int
fig_direction_before(const uchar *t, size_t b)
{
	static const char *const rise_verbs[] = {
		"rose", "rise", "rises", "rising", "grew", "grow", "grows", "growing", "increased", "increase",
		"increases", "increasing", "climbed", "climbs", "jumped", "jumps", "gained", "gains", "gaining",
		"up", "surged", "soared", "improved", "added", NULL
	};
	static const char *const fall_verbs[] = {
		"fell", "fall", "falls", "falling", "dropped", "drop", "drops", "dropping", "decreased",
		"decrease", "decreases", "decreasing", "declined", "decline", "declines", "declining", "lost",
		"loses", "losing", "down", "shrank", "shrunk", "shrinks", "slipped", "slid", "sank", "plunged",
		"plummeted", "dipped", "tumbled", "contracted", NULL
	};
	static const char *const rise_nouns[] = {"increase", "rise", "gain", "growth", "jump", "surge", "uptick", "climb",
	"spike", "boost", "expansion", NULL};
	static const char *const fall_nouns[] = {
		"decrease", "decline", "drop", "fall", "loss", "reduction", "dip", "slump", "downturn", "shrink",
		"contraction", "cut", "slide", "shortfall", NULL
	};
	size_t		ws,
				wn,
				w2,
				n2;

	static const char *const part_verbs[] = {"make", "makes", "made", "making", "take", "takes", "took",
		"taking", "add", "adds", "added", "adding", "sum", "sums", "summed", "summing",
		/* "racks up 49 powers", "clocked up 1,200 miles", "chalks up 12 wins": a tally, no rise */
		"rack", "racks", "racked", "racking", "clock", "clocks", "clocked", "clocking", "chalk", "chalks",
		"chalked", "notch", "notches", "notched", "rings", "rang", "piles", "piled", "runs", "ran", "tots",
	"totted", NULL};
	/* "an increase of a shade under 56%", "fell by roughly 12%", "fell by slightly more than half": past the hedge */
	static const char *const hedges[] = {"a", "shade", "bit", "little", "touch", "hair", "tad", "just", "about",
		"nearly", "almost", "roughly", "some", "around", "approximately", "under", "over", "slightly", "marginally",
	"well", "more", "less", "than", NULL};
	int			k;

	/*
	 * "↑ 12%", "▼ 3.1%", "⬇️ 8%", "📉 48.0%": an arrow or a chart that goes
	 * up or down right before it (past spaces, a bracket and an emoji's
	 * variation selector)
	 */
	{
		size_t		a = b;

		while (a > 0 && (t[a - 1] == ' ' || t[a - 1] == '('))
			a--;
		if (a >= 3 && t[a - 3] == 0xef && t[a - 2] == 0xb8 && t[a - 1] == 0x8f)
			a -= 3;
		if (a >= 3 && t[a - 3] == 0xe2 &&
			((t[a - 2] == 0x86 && t[a - 1] == 0x91) || (t[a - 2] == 0x96 && t[a - 1] == 0xb2) ||
			 (t[a - 2] == 0xac && t[a - 1] == 0x86)))
			return 1;
		if (a >= 3 && t[a - 3] == 0xe2 &&
			((t[a - 2] == 0x86 && t[a - 1] == 0x93) || (t[a - 2] == 0x96 && t[a - 1] == 0xbc) ||
			 (t[a - 2] == 0xac && t[a - 1] == 0x87)))
			return -1;
		if (a >= 4 && t[a - 4] == 0xf0 && t[a - 3] == 0x9f && t[a - 2] == 0x93 && (t[a - 1] == 0x88 || t[a - 1] == 0x89))
			return t[a - 1] == 0x88 ? 1 : -1;
	}
	b = past_hedge_abbreviation(t, b);
	/* "down ~39.4%", "up ≈ 12%": past the sign of approximation */
	{
		size_t		a = b;

		while (a > 0 && t[a - 1] == ' ')
			a--;
		if (a >= 1 && t[a - 1] == '~')
			b = a - 1;
		else if (a >= 3 && t[a - 3] == 0xe2 && t[a - 2] == 0x89 && t[a - 1] == 0x88)
			b = a - 3;
	}
	for (k = 0; k < 5 && fig_word_before(t, b, &ws, &wn); k++)
	{
		/* "down just shy of 25 percent", "up a touch short of 10%" */
		if (fig_word_is(t, ws, wn, "of") && fig_word_before(t, ws, &w2, &n2) &&
			(fig_word_is(t, w2, n2, "shy") || fig_word_is(t, w2, n2, "short")))
		{
			b = w2;
			continue;
		}
		if (!fig_word_in(t, ws, wn, hedges) || fig_word_is(t, ws, wn, "up"))
			break;
		b = ws;
	}
	/* "Down, just under 16 percent week on week": "up" or "down" opening the sentence, then a comma */
	{
		size_t		a = b,
					o;

		while (a > 0 && t[a - 1] == ' ')
			a--;
		if (a > 0 && t[a - 1] == ',' && fig_word_before(t, a - 1, &ws, &wn) &&
			(fig_word_is(t, ws, wn, "up") || fig_word_is(t, ws, wn, "down")))
		{
			for (o = ws; o > 0 && t[o - 1] == ' '; o--)
				;
			if (o == 0 || t[o - 1] == '\n' || t[o - 1] == '.' || t[o - 1] == ':' || t[o - 1] == '!' || t[o - 1] == '?')
				return fig_word_is(t, ws, wn, "up") ? 1 : -1;
		}
	}
	if (!fig_word_before(t, b, &ws, &wn))
		return 0;
	/* "make up 20%", "take up a third", "add up 95.5%": a part, no rise; "racks up 49": a tally */
	if (fig_word_is(t, ws, wn, "up") && fig_word_before(t, ws, &w2, &n2) && fig_word_in(t, w2, n2, part_verbs))
		return 0;
	if (fig_word_in(t, ws, wn, rise_verbs))
		return 1;
	if (fig_word_in(t, ws, wn, fall_verbs))
		return -1;
	if (!fig_word_before(t, ws, &w2, &n2))
		return 0;
	if (fig_word_is(t, ws, wn, "by"))
		return fig_word_in(t, w2, n2, rise_verbs) ? 1 : fig_word_in(t, w2, n2, fall_verbs) ? -1 : 0;
	if (fig_word_is(t, ws, wn, "of"))
		return fig_word_in(t, w2, n2, rise_nouns) ? 1 : fig_word_in(t, w2, n2, fall_nouns) ? -1 : 0;
	return 0;
}

/* See figures_int.h. */
int
fig_direction_after(const uchar *t, size_t len, size_t e)
{
	static const char *const rise[] = {
		"increase", "rise", "gain", "growth", "jump", "surge", "higher", "up", "uptick", "climb", "spike",
		"boost", "expansion", NULL
	};
	static const char *const fall[] = {
		"decrease", "decline", "drop", "fall", "loss", "reduction", "lower", "down", "dip", "slump", "shrink",
		"contraction", "cut", "slide", "downturn", NULL
	};
	size_t		ws,
				wn;

	if (!fig_word_after(t, len, e, &ws, &wn))
		return 0;
	return fig_word_in(t, ws, wn, rise) ? 1 : fig_word_in(t, ws, wn, fall) ? -1 : 0;
}

/* ---- bounds and approximation ---- */

static const char *const approx_words[] = {
	"approximately", "approx", "about", "around", "roughly", "nearly", "almost",
	"some", "circa", NULL
};

static const char *const approx_nouns[] = {"order", "neighbourhood", "neighborhood", "region", "vicinity", NULL};

/* See figures_int.h. */
bool
fig_approx_before(const uchar *t, size_t b)
{
	size_t		j = b - fig_space_len_before(t, b);
	size_t		ws,
				wn,
				w2,
				n2;

	if (j >= 1 && t[j - 1] == '~')
		return true;
	if (fig_ends_at(t, j, U_ALMOST_EQUAL))
		return true;
	if (past_hedge_abbreviation(t, b) != b)
		return true;
	if (!fig_word_before(t, b, &ws, &wn))
		return false;
	if (fig_word_in(t, ws, wn, approx_words))
		return true;
	if (!fig_word_before(t, ws, &w2, &n2))
		return false;
	if (fig_word_is(t, ws, wn, "to"))
		return fig_word_is(t, w2, n2, "close");
	/* "$826.65 — call it $830": a round figure put for the one before */
	if (fig_word_is(t, ws, wn, "it"))
		return fig_word_is(t, w2, n2, "call") || fig_word_is(t, w2, n2, "calling");
	/* "on the order of 1.47", "in the neighbourhood of $67,000", "in the region of" */
	if (fig_word_is(t, ws, wn, "of"))
		return fig_word_in(t, w2, n2, approx_nouns);
	return false;
}

/* See figures_int.h. */
bool
fig_factor_before(const uchar *t, size_t b)
{
	size_t		ws,
				wn;

	if (!fig_word_before(t, b, &ws, &wn))
		return false;
	/* "by a factor of approximately 1.27" */
	if (fig_word_in(t, ws, wn, approx_words) && !fig_word_before(t, ws, &ws, &wn))
		return false;
	return fig_word_is(t, ws, wn, "of") && fig_word_before(t, ws, &ws, &wn) && fig_word_is(t, ws, wn, "factor");
}

/* See figures_int.h. */
int
fig_bound_before(const uchar *t, size_t b)
{
	return fig_bound_read(t, b, NULL);
}

/* See figures_int.h. */
bool
fig_bound_close(const uchar *t, size_t b)
{
	static const char *const adverbs[] = {"just", "slightly", "barely", "fractionally", "marginally", NULL};
	static const char *const nouns[] = {"touch", "shade", "hair", "bit", "little", "tad", NULL};
	static const char *const two_words[] = {"than", "least", "most", "of", NULL};
	size_t		ws,
				wn,
				w2,
				n2;

	if (!fig_word_before(t, b, &ws, &wn))
		return false;
	/* "not quite 40,000" */
	if (fig_word_is(t, ws, wn, "quite") && fig_word_before(t, ws, &w2, &n2) && fig_word_is(t, w2, n2, "not"))
		return true;
	/* past the bound's words: "over", "under"; "more than", "at least", "shy of" */
	if (fig_word_in(t, ws, wn, two_words) && !fig_word_before(t, ws, &ws, &wn))
		return false;
	if (!fig_word_before(t, ws, &w2, &n2))
		return false;
	if (fig_word_in(t, w2, n2, adverbs))
		return true;
	return fig_word_in(t, w2, n2, nouns) && fig_word_before(t, w2, &ws, &wn) && fig_word_is(t, ws, wn, "a");
}

/* Does a number end at t[end - 1]: digits (with separators) not glued to letters ("A380" is a name)? */
static bool
number_ends_at(const uchar *t, size_t end)
{
	size_t		i = end;

	/* past a magnitude's letter: "$3.746k", "1.2M", "13.86bn" */
	if (i >= 3 && t[i - 2] == 'b' && t[i - 1] == 'n' && ascii_is_digit(t[i - 3]))
		i -= 2;
	else if (i >= 2 && (t[i - 1] == 'k' || t[i - 1] == 'K' || t[i - 1] == 'M') && ascii_is_digit(t[i - 2]))
		i--;
	if (i == 0 || !ascii_is_digit(t[i - 1]))
		return false;
	while (i > 0 && (ascii_is_digit(t[i - 1]) || t[i - 1] == ',' || t[i - 1] == '.'))
		i--;
	return i == 0 || !ascii_is_alpha(t[i - 1]);
}

/* Does a sentence open at t[w]: the text's start, or a stop, a colon or a line break before it? */
static bool
sentence_opens_at(const uchar *t, size_t w)
{
	while (w > 0 && t[w - 1] == ' ')
		w--;
	return w == 0 || t[w - 1] == '.' || t[w - 1] == '!' || t[w - 1] == '?' || t[w - 1] == ':' ||
		t[w - 1] == '\n' || t[w - 1] == '"';
}

/* See figures_int.h. */
int
fig_bound_read(const uchar *t, size_t b, bool *strict)
{
	static const char *const above[] = {"over", "above", "exceeding", "exceeds", "exceeded", "exceed", "beyond", "tops",
		"topped", "topping", "surpassed", "surpasses", "surpassing", "passed", NULL};
	static const char *const below[] = {"under", "below", NULL};
	static const char *const more[] = {"more", "greater", "higher", "larger", "bigger", "better", NULL};
	static const char *const less[] = {"less", "fewer", "lower", "smaller", NULL};
	size_t		ws,
				wn,
				w2,
				n2,
				w3,
				n3;
	int			sign = 0;
	bool		dummy;

	if (strict == NULL)
		strict = &dummy;
	*strict = true;
	if (!fig_word_before(t, b, &ws, &wn))
		return 0;
	/* "$5,000 over 100 units", "$1,649.04, over 294 invoices": after a number, "over" is spread across */
	if (fig_word_is(t, ws, wn, "over") && ws >= 2 && fig_space_len_before(t, ws) > 0)
	{
		size_t		j = ws - fig_space_len_before(t, ws);

		if (j >= 2 && t[j - 1] == ',')
			j--;
		if (number_ends_at(t, j))
			return 0;
	}
	/* "283,910 ms (4.7 minutes) over 1,297 tracks": so after a figure and its restatement in brackets */
	if (fig_word_is(t, ws, wn, "over") && ws >= 2 && fig_space_len_before(t, ws) > 0)
	{
		size_t		j = ws - fig_space_len_before(t, ws);
		size_t		depth = 0;

		/* "3,328,489 ms — 55.5 minutes — over twelve tracks": a restatement between dashes */
		bool		dashed = j >= 3 && t[j - 3] == 0xe2 && t[j - 2] == 0x80 && t[j - 1] == 0x94;

		if (j > 0 && (t[j - 1] == ')' || dashed))
		{
			if (dashed)
			{
				j -= 3;
				while (j >= 3 && !(t[j - 3] == 0xe2 && t[j - 2] == 0x80 && t[j - 1] == 0x94))
					j--;
				/* past the opening dash (none: j is 0) */
				j = j >= 3 ? j - 2 : 0;
			}
			else
				while (j > 0 && (t[j - 1] != '(' || --depth > 0))
				{
					if (t[j - 1] == ')')
						depth++;
					j--;
				}
			/* j - 1 is the opening bracket or dash (none: j is 0): read what ends before it */
			if (j > 0)
				j--;
			while (j > 0 && t[j - 1] == ' ')
				j--;
			if (j >= 1 && (number_ends_at(t, j) ||
						   (fig_word_before(t, j, &w2, &n2) && fig_unit_word(t, w2, n2) != UNIT_NONE &&
							w2 >= 2 && fig_space_len_before(t, w2) > 0 &&
							number_ends_at(t, w2 - fig_space_len_before(t, w2)))))
				return 0;
		}
	}
	/* "1,235,000 lb over 853 seats", "550 miles over 1,100 minutes": so after a number and its unit */
	if (fig_word_is(t, ws, wn, "over") && fig_word_before(t, ws, &w2, &n2) && fig_unit_word(t, w2, n2) != UNIT_NONE &&
		w2 >= 2 && fig_space_len_before(t, w2) > 0 && w2 > fig_space_len_before(t, w2) &&
		ascii_is_digit(t[w2 - fig_space_len_before(t, w2) - 1]))
		return 0;
	/*
	 * "213 tracks over 21 albums", "$833 in sales over 21 customers", "spread
	 * over 14 albums", "blended over 408 shipments": a number and three
	 * words at most, or a verb of sharing, then "over"; "roughly $182k
	 * ($181,681.46) in net revenue over 60 customers": the number may close
	 * a bracket
	 */
	if (fig_word_is(t, ws, wn, "over"))
	{
		static const char *const sharing[] = {"spread", "split", "divided", "distributed", "shared", "across",
		"averaged", "averaging", "blended", "pooled", "weighted", "aggregated", "computed", "calculated", "measured",
		NULL};
		/* "extends over 1,000 kilometres", "spreads over 30,000 km²": across that extent, not beyond it */
		static const char *const extent[] = {"extends", "extending", "extended", "stretches", "stretching",
			"stretched", "spans", "spanning", "spanned", "spreads", "sprawls", "sprawling",
		NULL};
		/* "($214.00) is a bit over 172%": a verb or a hedge between says a bound */
		static const char *const bounding[] = {"is", "was", "are", "were", "be", "been", "a", "bit", "little", "just",
		"well", "slightly", "still", NULL};
		size_t		at = ws;
		int			k;

		if (fig_word_before(t, ws, &w2, &n2) && fig_word_in(t, w2, n2, extent))
			return 0;
		for (k = 0; k < 3 && fig_word_before(t, at, &w2, &n2) && !fig_word_in(t, w2, n2, bounding); k++)
		{
			size_t		sp = fig_space_len_before(t, w2);

			at = w2;
			if (fig_word_in(t, w2, n2, sharing) || (sp > 0 && w2 > sp && number_ends_at(t, w2 - sp)) ||
				(sp > 0 && w2 > sp + 1 && t[w2 - sp - 1] == ')' && number_ends_at(t, w2 - sp - 1)))
				return 0;
		}
	}
	if (fig_word_in(t, ws, wn, above))
		return 1;
	if (fig_word_in(t, ws, wn, below))
		return -1;
	/* "between 30 and 35": at least the first, at most the second */
	if (fig_word_is(t, ws, wn, "between"))
	{
		*strict = false;
		return 1;
	}
	if (fig_word_is(t, ws, wn, "and") && ws >= 2 && fig_space_len_before(t, ws) > 0)
	{
		size_t		j = ws - fig_space_len_before(t, ws);

		if (ascii_is_digit(t[j - 1]))
		{
			while (j > 0 && (ascii_is_digit(t[j - 1]) || t[j - 1] == ',' || t[j - 1] == '.'))
				j--;
			while (j > 0 && (t[j - 1] == '$' || t[j - 1] == '~'))
				j--;
			if (fig_word_before(t, j, &w2, &n2) && fig_word_is(t, w2, n2, "between"))
			{
				*strict = false;
				return -1;
			}
		}
	}
	/* "north of $13,000", "south of 40%" */
	if (fig_word_is(t, ws, wn, "of") && fig_word_before(t, ws, &w2, &n2) &&
		(fig_word_is(t, w2, n2, "north") || fig_word_is(t, w2, n2, "south")))
		return fig_word_is(t, w2, n2, "north") ? 1 : -1;
	if (!fig_word_before(t, ws, &w2, &n2))
		return 0;
	/* "not quite 40,000": a little under it */
	if (fig_word_is(t, ws, wn, "quite") && fig_word_is(t, w2, n2, "not"))
	{
		*strict = true;
		return -1;
	}
	*strict = false;
	if (fig_word_is(t, ws, wn, "than"))
		sign = fig_word_in(t, w2, n2, more) ? 1 : fig_word_in(t, w2, n2, less) ? -1 : 0;
	else if (fig_word_is(t, ws, wn, "least"))
		return fig_word_is(t, w2, n2, "at") ? 1 : 0;
	else if (fig_word_is(t, ws, wn, "most"))
		return fig_word_is(t, w2, n2, "at") ? -1 : 0;
	else if (fig_word_is(t, ws, wn, "to"))
	{
		static const char *const adding[] = {"add", "adds", "added", "adding", "sum", "sums", "summed",
		"summing", "total", "totals", "totalled", "totaled", "came", "comes", "come", "tally", "tallies",
		"tallied", NULL};

		/* "add up to $8,009": a sum, not a bound */
		if (!fig_word_is(t, w2, n2, "up"))
			return 0;
		return fig_word_before(t, w2, &w3, &n3) && fig_word_in(t, w3, n3, adding) ? 0 : -1;
	}
	else if (fig_word_is(t, ws, wn, "of"))
	{
		/* "upwards of 27%", "in excess of"; "short of a third", "shy of" */
		if (fig_word_is(t, w2, n2, "upwards") || fig_word_is(t, w2, n2, "excess"))
			return 1;
		if (fig_word_is(t, w2, n2, "short") || fig_word_is(t, w2, n2, "shy"))
		{
			*strict = true;
			return -1;
		}
		return 0;
	}
	*strict = true;
	if (sign != 0 && fig_word_before(t, w2, &w3, &n3) &&
		(fig_word_is(t, w3, n3, "no") || fig_word_is(t, w3, n3, "not")))
	{
		sign = -sign;			/* "no more than" is at most */
		*strict = false;
	}
	else if (sign != 0)
	{
		/* "no country spent more than $523": a negation a few words before flips the bound */
		static const char *const negators[] = {"no", "not", "never", "none", "nobody", "nothing", "neither",
		"didn", "doesn", "don", "isn", "wasn", "weren", "aren", NULL};
		size_t		j = w2;
		int			k;

		for (k = 0; k < 4 && fig_word_before(t, j, &w3, &n3); k++)
		{
			/* a capitalised "No" inside a sentence is a name's ("Faith No More has more than 10%") */
			if (fig_word_in(t, w3, n3, negators) && !(t[w3] >= 'A' && t[w3] <= 'Z' && !sentence_opens_at(t, w3)))
			{
				sign = -sign;
				*strict = false;
				break;
			}
			j = w3;
			/* "didn't": the word before the apostrophe */
			if (j >= 2 && t[j - 1] == '\'' && fig_word_before(t, j - 1, &w3, &n3) && fig_word_in(t, w3, n3, negators))
			{
				sign = -sign;
				*strict = false;
				break;
			}
		}
	}
	return sign;
}

/* ---- units ---- */

typedef struct UnitWord
{
	const char *word;
	FigureUnit	unit;
} UnitWord;

static const UnitWord unit_names[] = {
	{"ms", UNIT_MS}, {"msec", UNIT_MS}, {"millisecond", UNIT_MS}, {"milliseconds", UNIT_MS},
	{"s", UNIT_SECOND}, {"sec", UNIT_SECOND}, {"secs", UNIT_SECOND}, {"second", UNIT_SECOND},
	{"seconds", UNIT_SECOND}, {"min", UNIT_MINUTE}, {"mins", UNIT_MINUTE}, {"minute", UNIT_MINUTE},
	{"minutes", UNIT_MINUTE}, {"h", UNIT_HOUR}, {"hr", UNIT_HOUR}, {"hrs", UNIT_HOUR}, {"hour", UNIT_HOUR},
	{"hours", UNIT_HOUR}, {"d", UNIT_DAY}, {"day", UNIT_DAY}, {"days", UNIT_DAY}, {"wk", UNIT_WEEK},
	{"wks", UNIT_WEEK}, {"week", UNIT_WEEK}, {"weeks", UNIT_WEEK}, {"mo", UNIT_MONTH}, {"mos", UNIT_MONTH},
	{"month", UNIT_MONTH}, {"months", UNIT_MONTH}, {"year", UNIT_YEAR}, {"years", UNIT_YEAR}, {"yr", UNIT_YEAR},
	{"yrs", UNIT_YEAR}, {"cm", UNIT_CM}, {"centimetres", UNIT_CM}, {"centimeters", UNIT_CM}, {"mm", UNIT_MM},
	{"millimetres", UNIT_MM}, {"millimeters", UNIT_MM}, {"inch", UNIT_INCH},
	{"inches", UNIT_INCH}, {"ft", UNIT_FOOT}, {"feet", UNIT_FOOT}, {"foot", UNIT_FOOT}, {"g", UNIT_GRAM},
	{"grams", UNIT_GRAM}, {"gram", UNIT_GRAM}, {"oz", UNIT_OUNCE}, {"ounces", UNIT_OUNCE},
	{"tonne", UNIT_TONNE}, {"tonnes", UNIT_TONNE},
	{"byte", UNIT_BYTE}, {"bytes", UNIT_BYTE}, {"kb", UNIT_KB}, {"kilobytes", UNIT_KB}, {"kib", UNIT_KB},
	{"mb", UNIT_MB}, {"megabytes", UNIT_MB}, {"mib", UNIT_MB}, {"gb", UNIT_GB}, {"gigabytes", UNIT_GB},
	{"gib", UNIT_GB}, {"tb", UNIT_TB}, {"terabytes", UNIT_TB}, {"m", UNIT_METRE}, {"metres", UNIT_METRE},
	{"meters", UNIT_METRE}, {"km", UNIT_KM}, {"kilometres", UNIT_KM}, {"kilometers", UNIT_KM},
	{"mi", UNIT_MILE}, {"mile", UNIT_MILE}, {"miles", UNIT_MILE}, {"kg", UNIT_KG}, {"kilograms", UNIT_KG},
	{"kilos", UNIT_KG}, {"lb", UNIT_LB}, {"lbs", UNIT_LB}, {"pounds", UNIT_LB}, {"cents", UNIT_CENT},
	{"cent", UNIT_CENT}, {"dollars", UNIT_DOLLAR}, {"dollar", UNIT_DOLLAR},
	{"yd", UNIT_YARD}, {"yds", UNIT_YARD}, {"yard", UNIT_YARD}, {"yards", UNIT_YARD},
	{"metre", UNIT_METRE}, {"meter", UNIT_METRE}, {"kilometre", UNIT_KM}, {"kilometer", UNIT_KM},
	{"centimetre", UNIT_CM}, {"centimeter", UNIT_CM}, {"kilogram", UNIT_KG}, {"ounce", UNIT_OUNCE},
	{"pound", UNIT_LB}, {"kilo", UNIT_KG},
	{"acre", UNIT_ACRE}, {"acres", UNIT_ACRE}, {"ha", UNIT_HECTARE}, {"hectare", UNIT_HECTARE},
	{"hectares", UNIT_HECTARE}, {"litre", UNIT_LITRE}, {"litres", UNIT_LITRE}, {"liter", UNIT_LITRE},
	{"liters", UNIT_LITRE}, {"ml", UNIT_ML}, {"millilitres", UNIT_ML}, {"milliliters", UNIT_ML},
	{"gal", UNIT_GALLON}, {"gallon", UNIT_GALLON}, {"gallons", UNIT_GALLON}, {"mph", UNIT_MPH},
	{"kph", UNIT_KMH}, {"kmh", UNIT_KMH}, {"knot", UNIT_KNOT}, {"knots", UNIT_KNOT},
	{"mpg", UNIT_MPG}, {"kmpl", UNIT_KMPL}, {"hp", UNIT_HP}, {"bhp", UNIT_HP}, {"horsepower", UNIT_HP},
	{"kw", UNIT_KW}, {"kilowatt", UNIT_KW}, {"kilowatts", UNIT_KW},
	{"stone", UNIT_STONE}, {"stones", UNIT_STONE}, {"st", UNIT_STONE},
	{NULL, UNIT_NONE}
};

/* A length unit squared: the area unit ("square miles", "km²"), UNIT_NONE if none. */
static FigureUnit
unit_squared(FigureUnit u)
{
	switch (u)
	{
		case UNIT_METRE: return UNIT_SQM;
		case UNIT_KM: return UNIT_SQKM;
		case UNIT_MILE: return UNIT_SQMILE;
		case UNIT_FOOT: return UNIT_SQFT;
		default: return UNIT_NONE;
	}
}

/* A length unit per hour or per second: the speed unit ("km/h", "miles per hour", "m/s"). */
static FigureUnit
unit_per(FigureUnit u, bool hour)
{
	if (hour)
		return u == UNIT_KM ? UNIT_KMH : u == UNIT_MILE ? UNIT_MPH : u == UNIT_NMILE ? UNIT_KNOT : UNIT_NONE;
	return u == UNIT_METRE ? UNIT_MPS : UNIT_NONE;
}

/* The unit of a single word, "m" included (metres here: the caller decides whether it may be). */
static FigureUnit
unit_of_word(const uchar *t, size_t ws, size_t wn)
{
	if (wn == 1 && ascii_lower(t[ws]) == 'm')
		return UNIT_METRE;
	return fig_unit_word(t, ws, wn);
}

/* See figures_int.h. */
FigureUnit
fig_unit_after(const uchar *t, size_t len, size_t p, bool *bare_m)
{
	size_t		s = fig_space_len(t, len, p),
				q,
				n,
				e,
				w2,
				n2;
	FigureUnit	u;

	*bare_m = false;
	/* "2,586 ¢", "99¢": the cent sign */
	if (p + s + 1 < len && t[p + s] == 0xC2 && t[p + s + 1] == 0xA2)
		return UNIT_CENT;
	if (s == 0)
		return UNIT_NONE;
	q = p + s;
	n = fig_alpha_run(t, len, q, MAX_KEYWORD + 1);
	if (n == 0 || n > MAX_KEYWORD)
		return UNIT_NONE;
	e = q + n;
	/* "square miles", "sq km", "cubic metres", "nautical miles" */
	if (fig_word_is(t, q, n, "square") || fig_word_is(t, q, n, "sq") || fig_word_is(t, q, n, "cubic") ||
		fig_word_is(t, q, n, "cu") || fig_word_is(t, q, n, "nautical"))
	{
		size_t		f = e < len && t[e] == '.' ? e + 1 : e;

		if (fig_wordch_len(t, len, e) > 0 || !fig_word_after(t, len, f, &w2, &n2))
			return UNIT_NONE;
		u = unit_of_word(t, w2, n2);
		/* "345.2 cu in", "cu. in.", "cubic inches" */
		if ((fig_word_is(t, q, n, "cubic") || fig_word_is(t, q, n, "cu")) &&
			(u == UNIT_INCH || fig_word_is(t, w2, n2, "in")))
			return UNIT_CUIN;
		if (fig_word_is(t, q, n, "cubic") || fig_word_is(t, q, n, "cu"))
			return u == UNIT_METRE ? UNIT_CUM : UNIT_NONE;
		if (fig_word_is(t, q, n, "nautical"))
			return u == UNIT_MILE ? UNIT_NMILE : UNIT_NONE;
		return unit_squared(u);
	}
	/* "351.5 metric tonnes", "12 metric tons": the metric tonne */
	if (fig_word_is(t, q, n, "metric") && fig_word_after(t, len, e, &w2, &n2) && fig_wordch_len(t, len, w2 + n2) == 0 &&
		(fig_word_is(t, w2, n2, "tonnes") || fig_word_is(t, w2, n2, "tonne") || fig_word_is(t, w2, n2, "tons") ||
		 fig_word_is(t, w2, n2, "ton")))
		return UNIT_TONNE;
	/* "0.83 of an hour", "a quarter of a mile" */
	if (fig_word_is(t, q, n, "of") && fig_word_after(t, len, e, &w2, &n2) &&
		(fig_word_is(t, w2, n2, "a") || fig_word_is(t, w2, n2, "an")))
	{
		size_t		w3,
					n3;

		if (fig_word_after(t, len, w2 + n2, &w3, &n3) && !(n3 == 1) &&
			fig_wordch_len(t, len, w3 + n3) == 0)
			return fig_unit_word(t, w3, n3);
		return UNIT_NONE;
	}
	/* "1.80 L": litres, in a capital only */
	if (n == 1 && t[q] == 'L' && fig_wordch_len(t, len, e) == 0)
		return UNIT_LITRE;
	/* "about 81 in.", "(81 in)", "68.5 in; n = 144": inches where "in" ends the clause and can be no preposition */
	if (fig_word_is(t, q, n, "in"))
		return e >= len || t[e] == ')' || t[e] == ';' || t[e] == ',' || (t[e] == '.' && (e + 1 >= len || t[e + 1] == ' ' || t[e + 1] == '\n' ||
														  t[e + 1] == ')')) ? UNIT_INCH : UNIT_NONE;
	u = unit_of_word(t, q, n);
	if (u == UNIT_NONE)
		return UNIT_NONE;
	/* "km²", "km2", "m³" */
	if (e + 1 < len && t[e] == 0xC2 && (t[e + 1] == 0xB2 || t[e + 1] == 0xB3) && fig_wordch_len(t, len, e + 2) == 0)
		return t[e + 1] == 0xB2 ? unit_squared(u) : u == UNIT_METRE ? UNIT_CUM : UNIT_NONE;
	if (e < len && (t[e] == '2' || t[e] == '3') && fig_wordch_len(t, len, e + 1) == 0)
		return t[e] == '2' ? unit_squared(u) : u == UNIT_METRE ? UNIT_CUM : UNIT_NONE;
	/* "km/h", "m/s" */
	if (e + 1 < len && t[e] == '/' && ascii_is_alpha(t[e + 1]))
	{
		size_t		n3 = fig_alpha_run(t, len, e + 1, MAX_KEYWORD + 1);

		if (fig_wordch_len(t, len, e + 1 + n3) > 0)
			return UNIT_NONE;
		if (fig_word_is(t, e + 1, n3, "h") || fig_word_is(t, e + 1, n3, "hr"))
			return unit_per(u, true);
		if (fig_word_is(t, e + 1, n3, "s"))
			return unit_per(u, false);
		/* "km/l": fuel economy */
		if (u == UNIT_KM && fig_word_is(t, e + 1, n3, "l"))
			return UNIT_KMPL;
		return UNIT_NONE;
	}
	if (fig_wordch_len(t, len, e) > 0)
		return UNIT_NONE;
	/* "miles per hour", "kilometres an hour" */
	if (fig_word_after(t, len, e, &w2, &n2) && (fig_word_is(t, w2, n2, "per") || fig_word_is(t, w2, n2, "an") ||
												fig_word_is(t, w2, n2, "a")))
	{
		size_t		w3,
					n3;

		if (fig_word_after(t, len, w2 + n2, &w3, &n3) && fig_word_is(t, w3, n3, "hour"))
		{
			FigureUnit	sp = unit_per(u, true);

			if (sp != UNIT_NONE)
				return sp;
		}
		/* "miles per gallon", "km per litre" */
		if (fig_word_after(t, len, w2 + n2, &w3, &n3))
		{
			if (u == UNIT_MILE && fig_word_is(t, w3, n3, "gallon"))
				return UNIT_MPG;
			if (u == UNIT_KM && (fig_word_is(t, w3, n3, "litre") || fig_word_is(t, w3, n3, "liter")))
				return UNIT_KMPL;
		}
	}
	/* "5 m" is too often a magnitude or a label to be metres: the caller decides */
	if (n == 1 && ascii_lower(t[q]) == 'm')
	{
		*bare_m = true;
		return UNIT_NONE;
	}
	return u;
}

/* See figures_int.h. */
FigureUnit
fig_unit_before(const uchar *t, size_t b)
{
	static const char *const hedges[] = {"not", "quite", "just", "about", "nearly", "almost", "roughly", "around",
		"approximately", "some", "under", "over", "a", "little", "bit", "shade", "touch", "shy", "of", "north",
	"south", "that's", "it's", NULL};
	size_t		ws,
				wn,
				a;
	int			k;
	FigureUnit	u;

	for (k = 0; k < 4 && fig_word_before(t, b, &ws, &wn) && fig_word_in(t, ws, wn, hedges); k++)
		b = ws;
	/* "that's" and "it's" are read as "s" after an apostrophe: past the pronoun too */
	for (a = b; a > 0 && t[a - 1] == ' '; a--)
		;
	if (a == 0 || (t[a - 1] != ',' && t[a - 1] != ':'))
		return UNIT_NONE;
	if (!fig_word_before(t, a - 1, &ws, &wn) || (u = fig_unit_word(t, ws, wn)) == UNIT_NONE ||
		!fig_word_before(t, ws, &ws, &wn) || !fig_word_is(t, ws, wn, "in"))
		return UNIT_NONE;
	/* "In pounds," opening its clause */
	for (a = ws; a > 0 && t[a - 1] == ' '; a--)
		;
	if (a > 0 && !(t[a - 1] == '.' || t[a - 1] == '\n' || t[a - 1] == ',' || t[a - 1] == ';' || t[a - 1] == ':' ||
				   t[a - 1] == '?' || t[a - 1] == '!'))
		return UNIT_NONE;
	return u;
}

/* See figures_int.h. */
FigureUnit
fig_unit_word(const uchar *t, size_t ws, size_t wn)
{
	const UnitWord *u;

	for (u = unit_names; u->word; u++)
		if (fig_word_is(t, ws, wn, u->word))
			return u->unit;
	return UNIT_NONE;
}

int
figure_unit_family(FigureUnit unit)
{
	switch (unit)
	{
		case UNIT_MS: case UNIT_SECOND: case UNIT_MINUTE: case UNIT_HOUR: case UNIT_DAY: case UNIT_WEEK:
		case UNIT_MONTH: case UNIT_YEAR:
			return 1;
		case UNIT_BYTE: case UNIT_KB: case UNIT_MB: case UNIT_GB: case UNIT_TB:
			return 2;
		case UNIT_METRE: case UNIT_KM: case UNIT_MILE: case UNIT_CM: case UNIT_MM: case UNIT_INCH: case UNIT_FOOT:
		case UNIT_YARD: case UNIT_NMILE:
			return 3;
		case UNIT_KG: case UNIT_LB: case UNIT_GRAM: case UNIT_OUNCE: case UNIT_TONNE: case UNIT_STONE:
			return 4;
		case UNIT_CENT: case UNIT_DOLLAR:
			return 5;
		case UNIT_SQM: case UNIT_SQKM: case UNIT_SQMILE: case UNIT_SQFT: case UNIT_ACRE: case UNIT_HECTARE:
			return 6;
		case UNIT_LITRE: case UNIT_ML: case UNIT_GALLON: case UNIT_CUM: case UNIT_CUIN:
			return 7;
		case UNIT_KMH: case UNIT_MPH: case UNIT_MPS: case UNIT_KNOT:
			return 8;
		case UNIT_MPG: case UNIT_KMPL:
			return 9;
		case UNIT_HP: case UNIT_KW:
			return 10;
		case UNIT_L100KM:
			return 11;
		case UNIT_NONE: case UNIT_END:
			break;
	}
	return 0;
}

double
figure_unit_size(FigureUnit unit, bool decimal)
{
	double		k = decimal ? 1e3 : 1024.0;

	switch (unit)
	{
		case UNIT_MS: return 0.001;
		case UNIT_SECOND: return 1;
		case UNIT_MINUTE: return 60;
		case UNIT_HOUR: return 3600;
		case UNIT_DAY: return 86400;
		case UNIT_WEEK: return 604800;
		case UNIT_BYTE: return 1;
		case UNIT_KB: return k;
		case UNIT_MB: return k * k;
		case UNIT_GB: return k * k * k;
		case UNIT_TB: return k * k * k * k;
		case UNIT_METRE: return 1;
		case UNIT_KM: return 1000;
		case UNIT_MILE: return 1609.344;
		case UNIT_KG: return 1;
		case UNIT_LB: return 0.45359237;
		case UNIT_CENT: return 0.01;
		case UNIT_DOLLAR: return 1;
		/* calendar units: the mean Gregorian month and year, or (decimal false) 30 and 365 days */
		case UNIT_MONTH: return decimal ? 2629746 : 2592000;
		case UNIT_YEAR: return decimal ? 31556952 : 31536000;
		case UNIT_CM: return 0.01;
		case UNIT_MM: return 0.001;
		case UNIT_INCH: return 0.0254;
		case UNIT_FOOT: return 0.3048;
		case UNIT_GRAM: return 0.001;
		case UNIT_OUNCE: return 0.028349523125;
		case UNIT_TONNE: return 1000;
		case UNIT_STONE: return 14 * 0.45359237;
		/*
		 * Exact by definition: the international yard and pound agreement of 1959
		 * (yard 0.9144 m, so foot, inch and mile; pound 0.45359237 kg), the
		 * international nautical mile (1852 m), the US gallon (231 cubic inches),
		 * the litre (1 dm³), the acre (4,840 square yards); as in NIST SP 811,
		 * appendix B, and GNU units' definitions.units.
		 */
		case UNIT_YARD: return 0.9144;
		case UNIT_NMILE: return 1852;
		case UNIT_SQM: return 1;
		case UNIT_SQKM: return 1e6;
		case UNIT_SQMILE: return 1609.344 * 1609.344;
		case UNIT_SQFT: return 0.3048 * 0.3048;
		case UNIT_ACRE: return 4840 * 0.9144 * 0.9144;
		case UNIT_HECTARE: return 1e4;
		case UNIT_LITRE: return 1e-3;
		case UNIT_ML: return 1e-6;
		case UNIT_GALLON: return 231 * 0.0254 * 0.0254 * 0.0254;
		case UNIT_CUM: return 1;
		case UNIT_CUIN: return 0.0254 * 0.0254 * 0.0254;
		case UNIT_KMH: return 1000.0 / 3600;
		case UNIT_MPH: return 1609.344 / 3600;
		case UNIT_MPS: return 1;
		case UNIT_KNOT: return 1852.0 / 3600;
		/* metres per cubic metre; watts (mechanical horsepower: 550 foot-pounds per second) */
		case UNIT_MPG: return 1609.344 / (231 * 0.0254 * 0.0254 * 0.0254);
		case UNIT_KMPL: return 1000 / 1e-3;
		case UNIT_HP: return 550 * 0.3048 * 0.45359237 * 9.80665;
		case UNIT_KW: return 1000;
		case UNIT_L100KM: return 1;	/* alone in its family: see figure_fuel_inverse */
		case UNIT_NONE: case UNIT_END: break;
	}
	return 0;
}

const char *
figure_unit_name(FigureUnit unit)
{
	static const char *const names[] = {
		"", "ms", "seconds", "minutes", "hours", "days", "weeks", "bytes", "KB", "MB", "GB", "TB",
		"metres", "km", "miles", "kg", "lb", "cents", "dollars", "months", "years", "cm", "mm", "inches",
		"feet", "grams", "ounces", "tonnes", "yards", "nautical miles", "square metres", "km²",
		"square miles", "square feet", "acres", "hectares", "litres", "ml", "gallons", "cubic metres",
		"km/h", "mph", "m/s", "knots", "mpg", "km/l", "hp", "kW", "stone", "cubic inches", "L/100 km"
	};

	return (unit >= 0 && (size_t) unit < sizeof(names) / sizeof(names[0])) ? names[unit] : "";
}

/* See figures.h. */
double
figure_fuel_inverse(double value, FigureUnit from, FigureUnit to)
{
	double		kmpl = figure_unit_size(UNIT_KMPL, true);

	if (!(value > 0))
		return NAN;
	if (from == UNIT_L100KM && (to == UNIT_MPG || to == UNIT_KMPL))
		return 100.0 / value * kmpl / figure_unit_size(to, true);
	if ((from == UNIT_MPG || from == UNIT_KMPL) && to == UNIT_L100KM)
		return 100.0 / (value * figure_unit_size(from, true) / kmpl);
	return NAN;
}

/* The unit a column's name says ("milliseconds", "duration_sec", "size_bytes", "distance_km"). */
FigureUnit
figure_unit_of_name(const char *name, size_t len)
{
	const uchar *t = (const uchar *) name;
	size_t		i = 0;
	FigureUnit	found = UNIT_NONE;
	bool		squared = false,
				cubed = false;

	if (name == NULL)
		return UNIT_NONE;
	/* the last word of the name that is a unit of more than one letter */
	while (i < len)
	{
		size_t		n = fig_alpha_run(t, len, i, MAX_KEYWORD + 1);

		if (n == 0)
		{
			i++;
			continue;
		}
		/* camelCase: a capital starts a new word */
		{
			size_t		k;

			for (k = 1; k < n; k++)
				if (t[i + k] >= 'A' && t[i + k] <= 'Z' && !(t[i + k - 1] >= 'A' && t[i + k - 1] <= 'Z'))
					break;
			n = k;
		}
		if (n >= 2 && n <= MAX_KEYWORD)
		{
			FigureUnit	u = fig_unit_word(t, i, n);

			/* "st" in a name is a street or a state more often than stone */
			if (u == UNIT_STONE && n == 2)
				u = UNIT_NONE;
			/* "area_sq_km", "area_km2": a length squared */
			if (u != UNIT_NONE && ((i + n < len && t[i + n] == '2') || squared))
				u = unit_squared(u);
			/* "cubic inch", "cubic metres" */
			else if (cubed && (u == UNIT_INCH || u == UNIT_METRE))
				u = u == UNIT_INCH ? UNIT_CUIN : UNIT_CUM;
			/* "Cruise (km/h)": a length per hour, a speed */
			if (u != UNIT_NONE && i + n + 1 < len && t[i + n] == '/')
			{
				size_t		h = fig_alpha_run(t, len, i + n + 1, MAX_KEYWORD + 1);

				if (fig_word_is(t, i + n + 1, h, "h") || fig_word_is(t, i + n + 1, h, "hr"))
				{
					u = unit_per(u, true);
					n += 1 + h;
				}
			}
			squared = fig_word_is(t, i, n, "sq") || fig_word_is(t, i, n, "square");
			cubed = fig_word_is(t, i, n, "cubic");
			/* metres spelled out ("one metre is about 3.28 feet"), never a bare "m" (millions) */
			if (u != UNIT_NONE && (u != UNIT_METRE || n >= 5))
				found = u;
			/* an age is counted in years ("age", "avg_age") */
			else if (n == 3 && fig_word_is(t, i, n, "age"))
				found = UNIT_YEAR;
		}
		i += n;
	}
	return found;
}
