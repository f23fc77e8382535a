/*
 * text_util.h — the small text helpers the pure-C parts share: ASCII
 * character classes and case folding (locale-independent, as PostgreSQL
 * folds identifiers), UTF-8 sequence lengths and safe cut points, dollar
 * quotes, character positions, and the FNV-1a hash.
 *
 * Pure C: no PostgreSQL headers, so a backend file may include it too.  The
 * one-byte helpers are static inline (they sit in the inner loops of the
 * scanners); the rest live in text_util.c.
 */
#ifndef NL2SQL_HEAL_TEXT_UTIL_H
#define NL2SQL_HEAL_TEXT_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ASCII upper-case letter? */
static inline bool
ascii_is_upper(unsigned char c)
{
	return c >= 'A' && c <= 'Z';
}

/* ASCII lower-case letter? */
static inline bool
ascii_is_lower(unsigned char c)
{
	return c >= 'a' && c <= 'z';
}

/* ASCII letter? */
static inline bool
ascii_is_alpha(unsigned char c)
{
	return ascii_is_upper(c) || ascii_is_lower(c);
}

/* ASCII digit? */
static inline bool
ascii_is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* ASCII whitespace as SQL and HTTP see it: space, \t \n \r \f \v. */
static inline bool
ascii_is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* ASCII lower-casing; every other byte (UTF-8 included) is left alone. */
static inline unsigned char
ascii_lower(unsigned char c)
{
	return ascii_is_upper(c) ? (unsigned char) (c - 'A' + 'a') : c;
}

/* Are a[0..n) and b[0..n) equal up to ASCII case? */
extern bool ascii_equal_nocase_n(const char *a, const char *b, size_t n);

/* Are the NUL-terminated a and b equal up to ASCII case? */
extern bool ascii_equal_nocase(const char *a, const char *b);

/* First place in s[0..n) where needle occurs, ignoring ASCII case; NULL if absent or needle is "". */
extern const char *ascii_find_nocase(const char *s, size_t n, const char *needle);

/* Is s NULL, empty, or only ASCII whitespace? */
extern bool text_is_blank(const char *s);

/* End of the line that starts at or contains p: its '\n', or end when there is none. */
extern const char *line_end(const char *p, const char *end);

/*
 * Length (1..4) of the valid UTF-8 sequence at s[0..n), n >= 1, or 0 when the
 * bytes there are not valid UTF-8: a stray continuation byte, a truncated
 * sequence, an overlong form, a surrogate, or a code point above U+10FFFF.
 */
extern size_t utf8_valid_len(const unsigned char *s, size_t n);

/*
 * Length of the sequence that the lead byte t[i] announces (i < len),
 * without validating it: stops early at the first byte that is not a
 * continuation byte and at len, so it is always 1..4 and never reads past
 * the input.  For scanners that step over characters and must not stall.
 */
extern size_t utf8_lead_len(const unsigned char *t, size_t len, size_t i);

/*
 * The largest prefix length <= limit of s[0..n) that does not split a UTF-8
 * sequence (limit >= n gives n).  Looks at the byte at limit: when it is a
 * continuation byte, steps back over at most three of them to the lead; a
 * longer run of continuation bytes is not UTF-8, and limit itself is kept.
 */
extern size_t utf8_cut(const char *s, size_t n, size_t limit);

/*
 * len, shortened so that buf[0..len) does not end in a UTF-8 sequence whose
 * lead byte is present but whose continuation bytes were cut off.  Looks
 * only at buf[0..len), for a buffer already truncated.
 */
extern size_t utf8_trim_partial(const char *buf, size_t len);

/*
 * Byte offset of the 1-based character position in s[0..n) (PostgreSQL's
 * error positions count characters), counting each valid UTF-8 sequence as
 * one character and each invalid byte as one.  position n_chars + 1 (just
 * past the end) gives n; below 1 or further out gives -1.
 */
extern long utf8_char_offset(const char *s, size_t n, int position);

/*
 * Length of the dollar-quote opener at s[i] ("$$" or "$tag$", the tag a
 * letter, '_' or non-ASCII byte followed by those or digits), else 0.
 */
extern size_t dollar_tag_len(const char *s, size_t n, size_t i);

/*
 * s[i] opens a dollar quote whose tag is tag_len bytes long: the offset just
 * past its closing tag, or n when it is unterminated.  Dollar quotes do not
 * nest: a different tag inside is body text.
 */
extern size_t dollar_quote_end(const char *s, size_t n, size_t i, size_t tag_len);

/* The 32-bit FNV-1a offset basis: the hash of no bytes. */
#define FNV1A_INIT 2166136261u

/*
 * The 32-bit FNV-1a hash h carried on over s[0..len): for a hash of several
 * parts, feed them in turn (with a separator byte between where the parts'
 * lengths vary).  For in-memory caches only, not for anything stored.
 */
extern uint32_t fnv1a_update(uint32_t h, const char *s, size_t len);

#endif							/* NL2SQL_HEAL_TEXT_UTIL_H */
