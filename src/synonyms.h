/*
 * synonyms.h — are two words the same meaning, by WordNet?
 *
 * The lexical evidence of schema matching (Cupid, Madhavan et al., VLDB
 * 2001: linguistic matching with a thesaurus; COMA, Do & Rahm, VLDB 2002:
 * a synonym matcher combined with name and type matchers).  Words are
 * synonyms when WordNet lists them in one synset (country ~ nation, sex ~
 * gender, outcome ~ result), or one's synset is the direct hypernym of the
 * other's (appellation is a kind of name): the second is weaker.
 *
 * The data is WordNet 3.0's dictionary as the Debian package wordnet-base
 * installs it (/usr/share/wordnet/index.noun, index.verb, index.adj and
 * data.noun): sorted text files, searched by binary search with a few reads
 * per word, never loaded whole.  When the files are absent the synonym
 * evidence is simply absent: every lookup answers "unrelated".
 *
 * Pure C (stdio), bounded work per lookup; words are lowercase ASCII.
 */
#ifndef NL2SQL_HEAL_SYNONYMS_H
#define NL2SQL_HEAL_SYNONYMS_H

#include <stdbool.h>

/* Where the dictionary is looked for, unless synonyms_set_dir says otherwise. */
#define SYNONYMS_DEFAULT_DIR "/usr/share/wordnet"

/* Relations, strongest first. */
#define SYNONYMS_NONE		0
#define SYNONYMS_HYPERNYM2	1	/* a noun is a kind of a kind of the other */
#define SYNONYMS_HYPERNYM	2	/* one is a direct kind of the other */
#define SYNONYMS_SAME		3	/* one synset */

/* Use another directory (tests); NULL: the default.  Closes open files. */
extern void synonyms_set_dir(const char *dir);

/* Changes whenever the dictionary may have (synonyms_set_dir); never 0. */
extern unsigned int synonyms_generation(void);

/* Is the dictionary there (index.noun readable)? */
extern bool synonyms_available(void);

/* Is w[0..lw) a WordNet lemma (noun, verb or adjective, or a plural of one)? */
extern bool synonyms_is_word(const char *w, int lw);

/* Is w[0..lw) a lemma as written (no inflection read through; a few reads, nothing kept)? */
extern bool synonyms_is_lemma(const char *w, int lw);

/*
 * How words a[0..la) and b[0..lb) relate: SYNONYMS_SAME, SYNONYMS_HYPERNYM
 * or SYNONYMS_NONE.  Multi-word lemmas are written with '_'
 * (subject_matter).  A plural is looked up by its singular too.  Equal
 * words and words under three bytes are SYNONYMS_NONE (other rules judge
 * them).
 */
extern int	synonyms_relation(const char *a, int la, const char *b, int lb);

/*
 * The names WordNet gives the place w[0..lw) names, as a noun ("Texas",
 * "US", "United States": each place, an instance of noun.location, with
 * all its names: "Lone-Star State", "TX") or as the adjective of its people
 * ("Canadian", "Texan", "British").  Each name goes to fn, spaces for '_',
 * in WordNet's case ("TX", "United States"); a name may come twice.  How
 * many were given; 0 for a word that names no place, or without the files.
 */
extern int	synonyms_place_names(const char *w, int lw,
								 void (*fn) (const char *name, int len, void *arg), void *arg);

#endif							/* NL2SQL_HEAL_SYNONYMS_H */
