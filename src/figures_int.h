/*
 * figures_int.h — what the figures*.c files share: the reading of one
 * number and the byte-level helpers of the reader (not for callers: they
 * include figures.h).  Layers, each using only those below it: figures.c
 * over figures_words.c over figures_text.c, and figures_ground.c over
 * figures_text.c.  Input is arbitrary bytes; every helper is
 * bounds-checked.
 */
#ifndef NL2SQL_HEAL_FIGURES_INT_H
#define NL2SQL_HEAL_FIGURES_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "figures.h"

typedef unsigned char uchar;

/* More digits than this is a hash, an id or noise, not a figure. */
#define MAX_FIGURE_DIGITS	30
/* Longest word compared against a keyword list. */
#define MAX_KEYWORD		16

/* UTF-8 spellings of the non-ASCII characters the reader knows. */
#define U_NBSP			"\xC2\xA0"
#define U_THIN_SPACE	"\xE2\x80\x89"
#define U_NARROW_NBSP	"\xE2\x80\xAF"
#define U_EURO			"\xE2\x82\xAC"
#define U_POUND			"\xC2\xA3"
#define U_YEN			"\xC2\xA5"
#define U_MINUS			"\xE2\x88\x92"
#define U_EN_DASH		"\xE2\x80\x93"
#define U_ALMOST_EQUAL	"\xE2\x89\x88"
#define U_RSQUO			"\xE2\x80\x99"

/* One number as read, and what the reader decided about it. */
typedef struct Reading
{
	size_t		start;			/* first byte of the digits (or of a leading '.') */
	size_t		mant_end;		/* byte after the digits */
	double		digits;			/* every shown digit, as one integer */
	int			int_digits;		/* digits before the decimal point */
	int			decimals;		/* digits after it */
	int			trailing_zeros; /* of the integer part, for approximate figures */
	bool		grouped;		/* thousands separators were used */
	bool		too_long;		/* more than MAX_FIGURE_DIGITS digits */
	int			sign;			/* -1, +1, or 0 when none was written */
	bool		currency;
	bool		percent;
	bool		basis_points;	/* "447 basis points", "35 bps": hundredths of a point */
	bool		multiplier;
	bool		approximate;
	int			bound;			/* +1 lower bound, -1 upper bound */
	bool		strict;			/* "more than", not "at least" */
	bool		close;			/* a close bound: "just over", "a touch under" */
	bool		multiple;		/* a ratio in words */
	bool		words;			/* read from number words */
	bool		small;			/* a single digit kept as a small count */
	bool		one_in;			/* "one in five": its precision is the next N either side */
	double		fixed_half;		/* number words: the half unit they are read with (0: from the digits) */
	bool		percent_said;	/* "ninety-six percent": a percentage, not a fraction in words */
	FigureUnit	said_unit;		/* the unit read with the words ("... dollars and ... cents") */
	double		scale;			/* magnitude suffix: 1, 1e3, 1e6, 1e9, 1e12 */
	bool		glued_m;		/* the suffix is a lower-case "m" ("9.16m"): millions or metres */
	bool		is_figure;
	size_t		fig_start;		/* first byte of the figure's text (sign, currency) */
	size_t		fig_end;		/* byte after its last suffix */
	double		value;
	double		half_unit;
} Reading;

/* ---- figures_text.c: bytes, letters, spaces, keywords, digits ---- */

/*
 * Byte length of the letter at t[i], 0 if none: ASCII letters, '_', and
 * two-byte UTF-8 letters (Latin-1 letters, Latin extended, Greek, Cyrillic...).
 * Three- and four-byte characters (punctuation, CJK, emoji) count as
 * separators, so "共123个" still shows a number.
 */
extern size_t fig_letter_len(const uchar *t, size_t len, size_t i);

/* Byte length of the word character (letter or digit) at t[i], 0 if none. */
extern size_t fig_wordch_len(const uchar *t, size_t len, size_t i);

/* Does a word character (letter or digit) end just before t[i]? */
extern bool fig_wordch_before(const uchar *t, size_t i);

/* Does the byte string s occur at t[i]? */
extern bool fig_has_at(const uchar *t, size_t len, size_t i, const char *s);

/* Does the byte string s end just before t[i]? */
extern bool fig_ends_at(const uchar *t, size_t i, const char *s);

/* Byte length of the inline space at t[i] (space, tab, no-break, thin), 0 if none. */
extern size_t fig_space_len(const uchar *t, size_t len, size_t i);

/* Byte length of the inline space ending just before t[i], 0 if none. */
extern size_t fig_space_len_before(const uchar *t, size_t i);

/* Length of the ASCII letter run at t[i], counting no further than cap. */
extern size_t fig_alpha_run(const uchar *t, size_t len, size_t i, size_t cap);

/* Is t[i..i+n) the keyword kw (lower case), ignoring ASCII case? */
extern bool fig_word_is(const uchar *t, size_t i, size_t n, const char *kw);

/* Is t[i..i+n) one of the keywords (lower case, NULL-terminated), ignoring case? */
extern bool fig_word_in(const uchar *t, size_t i, size_t n, const char *const *list);

/*
 * The ASCII word ending just before t[end], across at most one space.
 * False when there is none, it is glued to other word characters, or it is
 * longer than any keyword.
 */
extern bool fig_word_before(const uchar *t, size_t end, size_t *ws, size_t *wn);

/*
 * The ASCII word after exactly one inline space at t[p]. False when there is
 * no space, no word, a word glued to digits or other letters, or a word
 * longer than any keyword.
 */
extern bool fig_word_after(const uchar *t, size_t len, size_t p, size_t *ws, size_t *wn);

/*
 * Skip an identifier-like token from t[i]: word characters joined by - . '
 * (and by : / , after a digit), e.g. "A320", "COVID-19", "v1.2.3",
 * "T10:30:00Z", "ABC1,234". Always advances.
 */
extern size_t fig_skip_word(const uchar *t, size_t len, size_t i);

/*
 * Is t[s] the "/" of a part over its whole, "10/156 orders", "(12/77)": two
 * whole numbers, the first the smaller, the second above 31 (no day of a
 * date), the first no year ("2019/20")?
 */
extern bool fig_part_slash(const uchar *t, size_t len, size_t s);

/* 10^n for the small non-negative n figures use, exactly where a double can be exact. */
extern double fig_pow10i(int n);

/*
 * Read the digits of a number at t[i] (a digit, or '.' before a digit):
 * the integer part, thousands groups ("1,234,567": a first group of 1-3
 * digits, then groups of exactly 3 with the same separator), and decimals.
 */
extern void fig_read_digits(const uchar *t, size_t len, size_t i, Reading *r);

/* ---- figures_words.c: bounds, approximation, number words, directions, units ---- */

/* Is the figure starting at t[b] qualified as approximate ("~300", "about 1,200", "more than 1,000")? */
extern bool fig_approx_before(const uchar *t, size_t b);

/* Does "a factor of" come before the figure at t[b] ("by a factor of about 1.27"), making it a multiple? */
extern bool fig_factor_before(const uchar *t, size_t b);

/*
 * Is the figure starting at t[b] a bound? +1 for a lower bound ("more than",
 * "over", "above", "at least", "exceeding", "no less than"), -1 for an upper
 * bound ("less than", "fewer than", "under", "below", "at most", "up to",
 * "no more than"), 0 otherwise.
 */
extern int fig_bound_before(const uchar *t, size_t b);

/* fig_bound_before, also saying whether the bound is strict ("more than") or not ("at least"). */
extern int fig_bound_read(const uchar *t, size_t b, bool *strict);
/* Is the bound before t[b] said to be close ("just over", "a touch under", "slightly more than")? */
extern bool fig_bound_close(const uchar *t, size_t b);

/*
 * After the integer n ending at t[p]: "in 4", "out of 10", "out of every 5",
 * "in every 3" make it a fraction (n / m as a percentage). Returns the end,
 * 0 when there is none.
 */
extern size_t fig_proportion_after(const uchar *t, size_t len, size_t p, double n, Reading *r);

/*
 * After the number n starting at t[start] and ending at t[p]: "times as",
 * "times more", "times the", "times higher", and after a copula "times"
 * and a name ("USA is 1.72 times Canada") make it a multiple. Returns the
 * end, 0 when there is none.
 */
extern size_t fig_times_after(const uchar *t, size_t len, size_t start, size_t p, double n, Reading *r);

/*
 * Number words, fractions and multiples at the word t[i]: "twelve", "two
 * dozen", "two thirds", "half of", "one in four", "three quarters",
 * "doubled", "twice as many", "three times as". Fills r (a figure, or
 * narration when is_figure stays false) and returns the end, 0 when the word
 * starts no number.
 */
extern size_t fig_read_words(const uchar *t, size_t len, size_t i, Reading *r);

/* Direction words before a figure: +1 rose/grew/up (by), an increase of; -1 fell/down (by), a decline of. */
extern int fig_direction_before(const uchar *t, size_t b);

/* Direction words after a figure: "a 14.5% increase", "12% lower", "5% up". */
extern int fig_direction_after(const uchar *t, size_t len, size_t e);

/* The unit word t[ws..ws+wn) names, UNIT_NONE if none. */
extern FigureUnit fig_unit_word(const uchar *t, size_t ws, size_t wn);

/*
 * The unit said before a figure that has none after it: "In pounds, not
 * quite 40,000", "In metres: 68.3" (UNIT_NONE if none); b is where the
 * figure's words start.
 */
extern FigureUnit fig_unit_before(const uchar *t, size_t b);

/*
 * The unit written after a figure ending at p: a word ("miles"), a length
 * squared or per hour ("square miles", "km²", "km/h", "miles per hour").
 * A bare "m" gives UNIT_NONE with *bare_m set: metres only beside another
 * length in the same sentence.
 */
extern FigureUnit fig_unit_after(const uchar *t, size_t len, size_t p, bool *bare_m);

#endif							/* NL2SQL_HEAL_FIGURES_INT_H */
