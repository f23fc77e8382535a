/*
 * synonyms.c — WordNet's synsets, read from its dictionary files.
 *
 * index.<pos> lists, per lemma and sorted by lemma, the synsets (byte
 * offsets into data.<pos>) the lemma is in: two lemmas sharing an offset of
 * one part of speech are synonyms.  data.noun's line at an offset lists the
 * synset's pointers; "@" is its hypernym.  data.adj's "&" links an
 * adjective satellite to the head of its cluster (WordNet's adjective
 * synonymy: wounded ~ injured, full ~ complete).  The files are mapped read-only
 * once per backend (the pages are the kernel's page cache, shared by every
 * backend, never copied); each lookup is a binary search over the mapping.
 * See synonyms.h.
 */
#include "synonyms.h"
#include "text_util.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Synsets kept per lemma and part of speech (name has 6 as a noun). */
#define MAX_SYNSETS 32
/* Longest line read: index lines are short; a data line's start is enough. */
#define LINE_SIZE 4096
/* Longest lemma looked up. */
#define WORD_SIZE 64

enum
{
	POS_NOUN,
	POS_VERB,
	POS_ADJ,
	N_POS
};

static const char *const index_names[N_POS] = {"index.noun", "index.verb", "index.adj"};
static const char *const exc_names[N_POS] = {"noun.exc", "verb.exc", "adj.exc"};
static const char *const data_names[N_POS] = {"data.noun", "data.verb", "data.adj"};

/*
 * WordNet's morphy: the detachment rules per part of speech (suffix, what
 * replaces it), tried when neither the word nor an exception-list entry is
 * a lemma (morph.c in WordNet's library; wndb(5WN), morphy(7WN)).
 */
typedef struct Detach
{
	const char *suffix;
	const char *ending;
} Detach;

static const Detach noun_rules[] = {
	{"ies", "y"}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"},
	{"shes", "sh"}, {"men", "man"}, {"s", ""}, {NULL, NULL}
};
static const Detach verb_rules[] = {
	{"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""},
	{"ing", "e"}, {"ing", ""}, {"s", ""}, {NULL, NULL}
};
static const Detach adj_rules[] = {
	{"est", "e"}, {"est", ""}, {"er", "e"}, {"er", ""}, {NULL, NULL}
};
static const Detach *const detach_rules[N_POS] = {noun_rules, verb_rules, adj_rules};

static char dir_override[1024];
static bool have_override = false;
typedef struct Mapped
{
	const char *base;
	long		size;
} Mapped;

static Mapped index_files[N_POS];
static Mapped exc_files[N_POS];
static Mapped data_files[N_POS];
static bool opened = false;
static struct CacheEntry *cache;
static unsigned int generation = 1;

static const char *
dict_dir(void)
{
	return have_override ? dir_override : SYNONYMS_DEFAULT_DIR;
}

static void
unmap(Mapped *m)
{
	if (m->base)
		munmap((void *) m->base, (size_t) m->size);
	m->base = NULL;
	m->size = 0;
}

static void
close_all(void)
{
	int			p;

	free(cache);
	cache = NULL;
	for (p = 0; p < N_POS; p++)
	{
		unmap(&index_files[p]);
		unmap(&exc_files[p]);
		unmap(&data_files[p]);
	}
	opened = false;
}

/* Map one file of the dictionary; base stays NULL when it cannot be read. */
static void
map_file(const char *name, Mapped *m)
{
	char		path[1100];
	struct stat st;
	int			fd;
	void	   *p;

	snprintf(path, sizeof(path), "%s/%s", dict_dir(), name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
	{
		p = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (p != MAP_FAILED)
		{
			m->base = p;
			m->size = (long) st.st_size;
		}
	}
	close(fd);
}

/* Map the files once; missing ones stay unmapped. */
static void
open_all(void)
{
	int			p;

	if (opened)
		return;
	opened = true;
	for (p = 0; p < N_POS; p++)
	{
		map_file(index_names[p], &index_files[p]);
		map_file(exc_names[p], &exc_files[p]);
		map_file(data_names[p], &data_files[p]);
	}
}

void
synonyms_set_dir(const char *dir)
{
	close_all();
	if (++generation == 0)
		generation = 1;
	have_override = dir != NULL;
	if (dir)
		snprintf(dir_override, sizeof(dir_override), "%s", dir);
}

unsigned int
synonyms_generation(void)
{
	return generation;
}

bool
synonyms_available(void)
{
	open_all();
	return index_files[POS_NOUN].base != NULL;
}

/* Copy the first whole line starting at or after byte p into buf; false at the end. */
static bool
line_from(const Mapped *m, long p, char *buf)
{
	const char *nl;
	long		n;

	if (p > 0)
	{
		nl = memchr(m->base + p - 1, '\n', (size_t) (m->size - (p - 1)));
		if (nl == NULL)
			return false;
		p = nl - m->base + 1;
	}
	if (p >= m->size)
		return false;
	nl = memchr(m->base + p, '\n', (size_t) (m->size - p));
	n = (nl ? nl - m->base : m->size) - p;
	if (n > LINE_SIZE - 1)
		n = LINE_SIZE - 1;
	memcpy(buf, m->base + p, (size_t) n);
	buf[n] = '\0';
	return true;
}

/* Compare a line's first field with word[0..lw). */
static int
key_cmp(const char *line, const char *word, int lw)
{
	int			ll = (int) strcspn(line, " \n");
	int			n = ll < lw ? ll : lw;
	int			c = memcmp(line, word, (size_t) n);

	return c != 0 ? c : ll - lw;
}

/* The line of a sorted file whose first field is word, into line; false when none. */
static bool
find_line(const Mapped *f, const char *word, int lw, char *line)
{
	long		lo = 0;
	long		hi;

	if (f->base == NULL)
		return false;
	hi = f->size + 1;
	/* the smallest p whose line's lemma is not below word */
	while (lo < hi)
	{
		long		mid = lo + (hi - lo) / 2;

		if (line_from(f, mid, line) && key_cmp(line, word, lw) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return line_from(f, lo, line) && key_cmp(line, word, lw) == 0;
}

/* The synset offsets of word as part of speech pos; how many stored. */
static int
lookup(int pos, const char *word, int lw, long *offsets)
{
	char		line[LINE_SIZE];
	char	   *tok;
	char	   *save;
	int			nsyn;
	int			nptr;
	int			i;
	int			n = 0;

	if (!find_line(&index_files[pos], word, lw, line))
		return 0;
	/* lemma pos synset_cnt p_cnt ptr... sense_cnt tagsense_cnt offset... */
	tok = strtok_r(line, " \n", &save);
	for (i = 0; i < 2 && tok; i++)
		tok = strtok_r(NULL, " \n", &save);
	if (tok == NULL)
		return 0;
	nsyn = atoi(tok);
	tok = strtok_r(NULL, " \n", &save);
	if (tok == NULL)
		return 0;
	nptr = atoi(tok);
	for (i = 0; i < nptr + 2 && tok; i++)
		tok = strtok_r(NULL, " \n", &save);
	for (i = 0; i < nsyn && tok && n < MAX_SYNSETS; i++)
	{
		tok = strtok_r(NULL, " \n", &save);
		if (tok)
			offsets[n++] = atol(tok);
	}
	return n;
}

/* Add the offsets of more to those of out (n stored), each once; the new count. */
static int
add_offsets(long *out, int n, const long *more, int nmore)
{
	int			i;
	int			j;

	for (i = 0; i < nmore && n < MAX_SYNSETS; i++)
	{
		for (j = 0; j < n && out[j] != more[i]; j++)
			;
		if (j == n)
			out[n++] = more[i];
	}
	return n;
}

/*
 * The synsets of a word, and in lemma the form they are of; when it is no
 * lemma of that part of speech, those of its base forms as WordNet's morphy
 * finds them: the exception list (written -> write, made -> make, children
 * -> child), else, for a word that is no lemma at all, the detachment rules
 * (authored -> author, created -> create, countries -> country; shipping,
 * a noun of its own, is not made the verb ship).  Words under four bytes
 * are taken as they are (a detached "s" of "bus").
 */
static int
lookup_word(int pos, const char *w, int lw, long *offsets, char *lemma)
{
	char		line[LINE_SIZE];
	char		base[WORD_SIZE];
	long		more[MAX_SYNSETS];
	const Detach *d;
	int			n = lookup(pos, w, lw, offsets);
	int			other;

	memcpy(lemma, w, (size_t) lw);
	lemma[lw] = '\0';
	/* a collocation (publishing_house) is looked up as it is written */
	if (n > 0 || lw < 4 || lw >= WORD_SIZE || memchr(w, '_', (size_t) lw) != NULL)
		return n;
	if (find_line(&exc_files[pos], w, lw, line))
	{
		char	   *save;
		char	   *tok = strtok_r(line, " \n", &save);

		/* inflected base [base ...] */
		while ((tok = strtok_r(NULL, " \n", &save)) != NULL)
		{
			int			lb = (int) strlen(tok);

			if (lb < WORD_SIZE && n == 0 && (n = lookup(pos, tok, lb, offsets)) > 0)
				memcpy(lemma, tok, (size_t) lb + 1);
			else if (lb < WORD_SIZE)
				n = add_offsets(offsets, n, more, lookup(pos, tok, lb, more));
		}
		if (n > 0)
			return n;
	}
	for (other = 0; other < N_POS; other++)
		if (other != pos && lookup(other, w, lw, more) > 0)
			return 0;
	for (d = detach_rules[pos]; d->suffix; d++)
	{
		int			ls = (int) strlen(d->suffix);
		int			le = (int) strlen(d->ending);
		int			lb = lw - ls + le;

		if (lw - ls < 3 || memcmp(w + lw - ls, d->suffix, (size_t) ls) != 0)
			continue;
		memcpy(base, w, (size_t) (lw - ls));
		memcpy(base + lw - ls, d->ending, (size_t) le);
		base[lb] = '\0';
		if (n == 0 && (n = lookup(pos, base, lb, offsets)) > 0)
			memcpy(lemma, base, (size_t) lb + 1);
		else
			n = add_offsets(offsets, n, more, lookup(pos, base, lb, more));
	}
	return n;
}

/* The synsets of part of speech want one pointer sym away from a synset of data. */
static int
pointers(const Mapped *data, long offset, const char *want_sym, const char *want_pos, long *out)
{
	char		line[LINE_SIZE];
	char	   *tok;
	char	   *save;
	int			nwords;
	int			nptr;
	int			i;
	int			n = 0;

	if (data->base == NULL || offset < 0 || offset >= data->size ||
		!line_from(data, offset, line))
		return 0;
	/* offset lex_filenum ss_type w_cnt(hex) [word lex_id]... p_cnt [sym offset pos st]... */
	tok = strtok_r(line, " \n", &save);
	if (tok == NULL || atol(tok) != offset)
		return 0;
	for (i = 0; i < 3 && tok; i++)
		tok = strtok_r(NULL, " \n", &save);
	if (tok == NULL)
		return 0;
	nwords = (int) strtol(tok, NULL, 16);
	for (i = 0; i < 2 * nwords && tok; i++)
		tok = strtok_r(NULL, " \n", &save);
	tok = strtok_r(NULL, " \n", &save);
	if (tok == NULL)
		return 0;
	nptr = atoi(tok);
	for (i = 0; i < nptr && n < MAX_SYNSETS; i++)
	{
		char	   *sym = strtok_r(NULL, " \n", &save);
		char	   *off = strtok_r(NULL, " \n", &save);
		char	   *pos = strtok_r(NULL, " \n", &save);

		if (strtok_r(NULL, " \n", &save) == NULL || sym == NULL || off == NULL || pos == NULL)
			break;
		if (strcmp(sym, want_sym) == 0 && strcmp(pos, want_pos) == 0)
			out[n++] = atol(off);
	}
	return n;
}

static bool
shares(const long *a, int na, const long *b, int nb)
{
	int			i;
	int			j;

	for (i = 0; i < na; i++)
		for (j = 0; j < nb; j++)
			if (a[i] == b[j])
				return true;
	return false;
}

/* Synsets two hypernym steps up that are kept per word. */
#define MAX_UP2 48

/*
 * What is known of one word as one part of speech: its synsets and, once
 * asked (up_done), the synsets one step up (nouns and verbs: hypernyms,
 * "@"; adjectives: the heads of their clusters, "&") and, for nouns, two
 * steps up.  Copied out of the cache, which may reuse its slot.
 */
typedef struct Sense
{
	char		lemma[WORD_SIZE];	/* the form the synsets are of (written: write) */
	int			n;
	long		syn[MAX_SYNSETS];
	int			nup1;
	long		up1[MAX_SYNSETS];
	int			nup2;
	long		up2[MAX_UP2];
} Sense;

/* Looked-up words, direct-mapped: a backend asks about the same few words again and again. */
#define CACHE_SIZE 512
struct CacheEntry
{
	char		word[WORD_SIZE];
	signed char pos;			/* -1: empty */
	bool		up_done;
	Sense		sense;
};

/* Fill in the steps up of a cache entry's sense (sense_of). */
static void
fill_up(int pos, Sense *s)
{
	const Mapped *data = &data_files[pos];
	long		up[MAX_SYNSETS];
	int			i;

	s->nup1 = 0;
	s->nup2 = 0;
	for (i = 0; i < s->n; i++)
	{
		int			nu = pos == POS_ADJ ? pointers(data, s->syn[i], "&", "a", up)
			: pointers(data, s->syn[i], "@", pos == POS_NOUN ? "n" : "v", up);

		s->nup1 = add_offsets(s->up1, s->nup1, up, nu);
	}
	if (pos != POS_NOUN)
		return;
	for (i = 0; i < s->nup1; i++)
	{
		int			nu = pointers(data, s->up1[i], "@", "n", up);
		int			j;

		for (j = 0; j < nu && s->nup2 < MAX_UP2; j++)
			s->up2[s->nup2++] = up[j];
	}
}

/* What is known of w as part of speech pos; with up, its steps up too (Sense). */
static void
sense_of(int pos, const char *w, int lw, bool up, Sense *out)
{
	uint32_t	h;
	struct CacheEntry *e;
	struct CacheEntry one;
	int			i;

	if (cache == NULL)
	{
		cache = malloc(sizeof(struct CacheEntry) * CACHE_SIZE);
		if (cache != NULL)
			for (i = 0; i < CACHE_SIZE; i++)
				cache[i].pos = -1;
	}
	h = fnv1a_update(FNV1A_INIT, w, (size_t) lw);
	e = cache ? &cache[(h ^ (unsigned int) pos) % CACHE_SIZE] : &one;
	if (e == &one || e->pos != pos || (int) strlen(e->word) != lw ||
		memcmp(e->word, w, (size_t) lw) != 0)
	{
		e->sense.n = lookup_word(pos, w, lw, e->sense.syn, e->sense.lemma);
		memcpy(e->word, w, (size_t) lw);
		e->word[lw] = '\0';
		e->pos = (signed char) pos;
		e->up_done = false;
	}
	if (up && !e->up_done)
	{
		fill_up(pos, &e->sense);
		e->up_done = true;
	}
	out->n = e->sense.n;
	memcpy(out->lemma, e->sense.lemma, sizeof(out->lemma));
	memcpy(out->syn, e->sense.syn, sizeof(long) * (size_t) e->sense.n);
	out->nup1 = 0;
	out->nup2 = 0;
	if (up)
	{
		out->nup1 = e->sense.nup1;
		memcpy(out->up1, e->sense.up1, sizeof(long) * (size_t) e->sense.nup1);
		out->nup2 = e->sense.nup2;
		memcpy(out->up2, e->sense.up2, sizeof(long) * (size_t) e->sense.nup2);
	}
}

/* The synsets of w as part of speech pos; how many stored. */
static int
cached_lookup(int pos, const char *w, int lw, long *offsets)
{
	Sense		s;

	sense_of(pos, w, lw, false, &s);
	memcpy(offsets, s.syn, sizeof(long) * (size_t) s.n);
	return s.n;
}

/* Has w a sense in any part of speech, read through the cache or not? */
static bool
has_any_sense(const char *w, int lw, bool cached)
{
	long		offsets[MAX_SYNSETS];
	int			pos;

	if (lw < 2 || lw >= WORD_SIZE)
		return false;
	open_all();
	for (pos = 0; pos < N_POS; pos++)
		if ((cached ? cached_lookup(pos, w, lw, offsets) : lookup(pos, w, lw, offsets)) > 0)
			return true;
	return false;
}

bool
synonyms_is_word(const char *w, int lw)
{
	return has_any_sense(w, lw, true);
}

bool
synonyms_is_lemma(const char *w, int lw)
{
	return has_any_sense(w, lw, false);
}

int
synonyms_relation(const char *a, int la, const char *b, int lb)
{
	Sense		x;
	Sense		y;
	int			pos;
	bool		up;

	if (la < 3 || lb < 3 || la >= WORD_SIZE || lb >= WORD_SIZE ||
		(la == lb && memcmp(a, b, (size_t) la) == 0))
		return SYNONYMS_NONE;
	open_all();
	/* short words have too many senses for a kind-of to tell (day ~ date) */
	up = la >= 4 && lb >= 4;
	for (pos = 0; pos < N_POS; pos++)
	{
		sense_of(pos, a, la, up, &x);
		if (x.n == 0)
			continue;
		sense_of(pos, b, lb, up, &y);
		/* two forms of one word (shipped, shiped: ship) are for the spelling rules */
		if (strcmp(x.lemma, y.lemma) == 0)
			continue;
		if (shares(x.syn, x.n, y.syn, y.n))
			return SYNONYMS_SAME;
		/* an adjective and the head of its cluster */
		if (pos == POS_ADJ && up &&
			(shares(x.up1, x.nup1, y.syn, y.n) || shares(y.up1, y.nup1, x.syn, x.n)))
			return SYNONYMS_SAME;
	}
	if (!up)
		return SYNONYMS_NONE;
	/* a noun one a kind of the other (appellation ~ name) */
	sense_of(POS_NOUN, a, la, true, &x);
	sense_of(POS_NOUN, b, lb, true, &y);
	if (strcmp(x.lemma, y.lemma) == 0)
		return SYNONYMS_NONE;
	if (shares(x.up1, x.nup1, y.syn, y.n) || shares(y.up1, y.nup1, x.syn, x.n))
		return SYNONYMS_HYPERNYM;

	/*
	 * Looser links hold only from a word of one sense: a kind of a kind of
	 * (heft -> heaviness -> weight), and verbs, whose hypernyms are broad
	 * (author is a kind of write; direct, of many senses, is a kind of make,
	 * and directed_by is not created_by).
	 */
	if ((x.n == 1 && shares(x.up2, x.nup2, y.syn, y.n)) ||
		(y.n == 1 && shares(y.up2, y.nup2, x.syn, x.n)))
		return SYNONYMS_HYPERNYM2;
	sense_of(POS_VERB, a, la, true, &x);
	sense_of(POS_VERB, b, lb, true, &y);
	if (strcmp(x.lemma, y.lemma) == 0)
		return SYNONYMS_NONE;
	if ((x.n == 1 && shares(x.up1, x.nup1, y.syn, y.n)) ||
		(y.n == 1 && shares(y.up1, y.nup1, x.syn, x.n)))
		return SYNONYMS_HYPERNYM;
	return SYNONYMS_NONE;
}

/*
 * WordNet's lexicographer files of places (lexnames(5WN)): 15, noun.location
 * (countries, states, cities); 17, noun.object, which holds the continents
 * ("Europe", "Asia"), read only as what an adjective pertains to
 * ("European"): as a noun it names rivers too ("Canadian" is a river).
 */
#define LEX_LOCATION 15
#define LEX_OBJECT 17
/* Places read per word: a name of several places ("Georgia"), a demonym's. */
#define MAX_PLACES 8

/*
 * The lemmas of the synset at offset of data.noun when it is one named
 * place (an instance, "@i", of noun.location; with objects, of noun.object
 * too, as the continent an adjective pertains to), each passed to fn with '_'
 * read as a space; how many.
 */
static int
place_lemmas(long offset, bool objects, void (*fn) (const char *name, int len, void *arg), void *arg)
{
	const Mapped *data = &data_files[POS_NOUN];
	char		line[LINE_SIZE];
	char	   *tok;
	char	   *save;
	char	   *words[64];
	int			nwords,
				nptr,
				i;
	bool		instance = false;

	if (data->base == NULL || offset < 0 || offset >= data->size || !line_from(data, offset, line))
		return 0;
	/* offset lex_filenum ss_type w_cnt(hex) [word lex_id]... p_cnt [sym offset pos st]... */
	tok = strtok_r(line, " \n", &save);
	if (tok == NULL || atol(tok) != offset)
		return 0;
	tok = strtok_r(NULL, " \n", &save);
	if (tok == NULL || (atoi(tok) != LEX_LOCATION && !(objects && atoi(tok) == LEX_OBJECT)))
		return 0;
	tok = strtok_r(NULL, " \n", &save);
	tok = tok ? strtok_r(NULL, " \n", &save) : NULL;
	if (tok == NULL)
		return 0;
	nwords = (int) strtol(tok, NULL, 16);
	if (nwords <= 0 || nwords > 64)
		return 0;
	for (i = 0; i < nwords; i++)
	{
		words[i] = strtok_r(NULL, " \n", &save);
		if (words[i] == NULL || strtok_r(NULL, " \n", &save) == NULL)
			return 0;
	}
	tok = strtok_r(NULL, " \n", &save);
	nptr = tok ? atoi(tok) : 0;
	for (i = 0; i < nptr && !instance; i++)
	{
		char	   *sym = strtok_r(NULL, " \n", &save);

		if (sym == NULL || strtok_r(NULL, " \n", &save) == NULL || strtok_r(NULL, " \n", &save) == NULL ||
			strtok_r(NULL, " \n", &save) == NULL)
			break;
		instance = strcmp(sym, "@i") == 0;
	}
	if (!instance)
		return 0;
	for (i = 0; i < nwords; i++)
	{
		char	   *w = words[i];
		char	   *p;

		for (p = w; *p; p++)
			if (*p == '_')
				*p = ' ';
		fn(w, (int) strlen(w), arg);
	}
	return nwords;
}

/* Lower-case w[0..lw) into out (WORD_SIZE), spaces as '_'; false when too long. */
static bool
lemma_key(const char *w, int lw, char *out)
{
	int			i;

	if (lw < 2 || lw >= WORD_SIZE)
		return false;
	for (i = 0; i < lw; i++)
		out[i] = w[i] == ' ' ? '_' : (char) ascii_lower((unsigned char) w[i]);
	out[lw] = '\0';
	return true;
}

int
synonyms_place_names(const char *w, int lw, void (*fn) (const char *name, int len, void *arg), void *arg)
{
	char		key[WORD_SIZE];
	long		syn[MAX_SYNSETS];
	long		places[MAX_PLACES];
	int			n,
				i,
				nplaces = 0,
				names = 0;

	if (!lemma_key(w, lw, key))
		return 0;
	open_all();
	n = lookup(POS_NOUN, key, lw, syn);
	for (i = 0; i < n; i++)
		names += place_lemmas(syn[i], false, fn, arg);
	if (names > 0)
		return names;

	/*
	 * "Canadian", "Texan": an adjective pertaining ("\") to a place.  The
	 * place it points to may be the island or region ("British": Great
	 * Britain), so the places named by that place's names are read too
	 * (Great Britain is also the United Kingdom).
	 */
	n = lookup(POS_ADJ, key, lw, syn);
	for (i = 0; i < n; i++)
	{
		long		to[MAX_SYNSETS];
		int			nto = pointers(&data_files[POS_ADJ], syn[i], "\\", "n", to),
					j;

		for (j = 0; j < nto && nplaces < MAX_PLACES; j++)
			places[nplaces++] = to[j];
	}
	for (i = 0; i < nplaces; i++)
	{
		char		line[LINE_SIZE];
		char	   *tok;
		char	   *save;
		int			nwords,
					k,
					own = place_lemmas(places[i], true, fn, arg);

		/* the place's own names, then each name's other places */
		if (own == 0 || !line_from(&data_files[POS_NOUN], places[i], line))
			continue;
		names += own;
		strtok_r(line, " \n", &save);
		strtok_r(NULL, " \n", &save);
		strtok_r(NULL, " \n", &save);
		tok = strtok_r(NULL, " \n", &save);
		nwords = tok ? (int) strtol(tok, NULL, 16) : 0;
		for (k = 0; k < nwords && k < 64; k++)
		{
			char	   *lemma = strtok_r(NULL, " \n", &save);
			long		other[MAX_SYNSETS];
			int			nother,
						m;
			char		lkey[WORD_SIZE];

			if (lemma == NULL || strtok_r(NULL, " \n", &save) == NULL ||
				!lemma_key(lemma, (int) strlen(lemma), lkey))
				break;
			nother = lookup(POS_NOUN, lkey, (int) strlen(lkey), other);
			for (m = 0; m < nother; m++)
				if (other[m] != places[i])
					names += place_lemmas(other[m], false, fn, arg);
		}
	}
	return names;
}
