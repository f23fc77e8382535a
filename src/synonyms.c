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
	have_override = dir != NULL;
	if (dir)
		snprintf(dir_override, sizeof(dir_override), "%s", dir);
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
 * The synsets of a word; when it is no lemma of that part of speech, those
 * of its base forms as WordNet's morphy finds them: the exception list
 * (written -> write, made -> make, children -> child), else the detachment
 * rules (authored -> author, created -> create, countries -> country).
 * Words under four bytes are taken as they are (a detached "s" of "bus").
 */
static int
lookup_word(int pos, const char *w, int lw, long *offsets)
{
	char		line[LINE_SIZE];
	char		base[WORD_SIZE];
	long		more[MAX_SYNSETS];
	const Detach *d;
	int			n = lookup(pos, w, lw, offsets);

	if (n > 0 || lw < 4 || lw >= WORD_SIZE)
		return n;
	if (find_line(&exc_files[pos], w, lw, line))
	{
		char	   *save;
		char	   *tok = strtok_r(line, " \n", &save);

		/* inflected base [base ...] */
		while ((tok = strtok_r(NULL, " \n", &save)) != NULL)
		{
			int			lb = (int) strlen(tok);

			if (lb < WORD_SIZE)
				n = add_offsets(offsets, n, more, lookup(pos, tok, lb, more));
		}
		if (n > 0)
			return n;
	}
	for (d = detach_rules[pos]; d->suffix; d++)
	{
		int			ls = (int) strlen(d->suffix);
		int			le = (int) strlen(d->ending);
		int			lb = lw - ls + le;

		if (lw - ls < 3 || memcmp(w + lw - ls, d->suffix, (size_t) ls) != 0)
			continue;
		memcpy(base, w, (size_t) (lw - ls));
		memcpy(base + lw - ls, d->ending, (size_t) le);
		n = add_offsets(offsets, n, more, lookup(pos, base, lb, more));
	}
	return n;
}

/* Looked-up words, direct-mapped: a backend asks about the same few words again and again. */
#define CACHE_SIZE 512
struct CacheEntry
{
	char		word[WORD_SIZE];
	signed char pos;			/* -1: empty */
	int			n;
	long		offsets[MAX_SYNSETS];
};


static int
cached_lookup(int pos, const char *w, int lw, long *offsets)
{
	unsigned int h = 2166136261u;
	struct CacheEntry *e;
	int			i;

	if (cache == NULL)
	{
		cache = malloc(sizeof(struct CacheEntry) * CACHE_SIZE);
		if (cache == NULL)
			return lookup_word(pos, w, lw, offsets);
		for (i = 0; i < CACHE_SIZE; i++)
			cache[i].pos = -1;
	}
	for (i = 0; i < lw; i++)
		h = (h ^ (unsigned char) w[i]) * 16777619u;
	e = &cache[(h ^ (unsigned int) pos) % CACHE_SIZE];
	if (e->pos == pos && (int) strlen(e->word) == lw && memcmp(e->word, w, (size_t) lw) == 0)
	{
		memcpy(offsets, e->offsets, sizeof(long) * (size_t) e->n);
		return e->n;
	}
	e->n = lookup_word(pos, w, lw, e->offsets);
	memcpy(e->word, w, (size_t) lw);
	e->word[lw] = '\0';
	e->pos = (signed char) pos;
	memcpy(offsets, e->offsets, sizeof(long) * (size_t) e->n);
	return e->n;
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

/*
 * Is one of a's synsets of part of speech pos (noun or verb) a kind of one
 * of b's: b's synset its direct hypernym ("@"), or with depth 2 the
 * hypernym of that hypernym (heft -> heaviness -> weight)?  Returns the
 * smallest depth that links them, or 0.
 */
static int
kind_of(int pos, const long *a, int na, const long *b, int nb, int depth)
{
	const char *p = pos == POS_NOUN ? "n" : "v";
	long		up[MAX_SYNSETS];
	long		up2[MAX_SYNSETS];
	int			i;
	int			j;

	for (i = 0; i < na; i++)
	{
		int			nu = pointers(&data_files[pos], a[i], "@", p, up);

		if (shares(up, nu, b, nb))
			return 1;
	}
	if (depth < 2)
		return 0;
	for (i = 0; i < na; i++)
	{
		int			nu = pointers(&data_files[pos], a[i], "@", p, up);

		for (j = 0; j < nu; j++)
		{
			int			nu2 = pointers(&data_files[pos], up[j], "@", p, up2);

			if (shares(up2, nu2, b, nb))
				return 2;
		}
	}
	return 0;
}

/* Is one of a's adjective synsets a satellite of one of b's (similar to, "&")? */
static bool
satellite_of(const long *a, int na, const long *b, int nb)
{
	long		head[MAX_SYNSETS];
	int			i;

	for (i = 0; i < na; i++)
	{
		int			nh = pointers(&data_files[POS_ADJ], a[i], "&", "a", head);

		if (shares(head, nh, b, nb))
			return true;
	}
	return false;
}

bool
synonyms_is_word(const char *w, int lw)
{
	long		offsets[MAX_SYNSETS];
	int			pos;

	if (lw < 2 || lw >= WORD_SIZE)
		return false;
	open_all();
	for (pos = 0; pos < N_POS; pos++)
		if (cached_lookup(pos, w, lw, offsets) > 0)
			return true;
	return false;
}

int
synonyms_relation(const char *a, int la, const char *b, int lb)
{
	long		sa[MAX_SYNSETS];
	long		sb[MAX_SYNSETS];
	long		na_noun[MAX_SYNSETS];
	long		nb_noun[MAX_SYNSETS];
	int			nna;
	int			nnb;
	int			pos;

	if (la < 3 || lb < 3 || la >= WORD_SIZE || lb >= WORD_SIZE ||
		(la == lb && memcmp(a, b, (size_t) la) == 0))
		return SYNONYMS_NONE;
	open_all();
	nna = cached_lookup(POS_NOUN, a, la, na_noun);
	nnb = cached_lookup(POS_NOUN, b, lb, nb_noun);
	if (shares(na_noun, nna, nb_noun, nnb))
		return SYNONYMS_SAME;
	for (pos = POS_VERB; pos < N_POS; pos++)
	{
		int			x = cached_lookup(pos, a, la, sa);
		int			y = cached_lookup(pos, b, lb, sb);

		if (shares(sa, x, sb, y))
			return SYNONYMS_SAME;
		/* an adjective and the head of its cluster */
		if (pos == POS_ADJ && la >= 4 && lb >= 4 &&
			(satellite_of(sa, x, sb, y) || satellite_of(sb, y, sa, x)))
			return SYNONYMS_SAME;
	}
	/* short words have too many senses for a kind-of to tell (day ~ date) */
	if (la < 4 || lb < 4)
		return SYNONYMS_NONE;
	if (kind_of(POS_NOUN, na_noun, nna, nb_noun, nnb, 1) ||
		kind_of(POS_NOUN, nb_noun, nnb, na_noun, nna, 1))
		return SYNONYMS_HYPERNYM;
	/* verbs: author is a kind of write */
	{
		int			x = cached_lookup(POS_VERB, a, la, sa);
		int			y = cached_lookup(POS_VERB, b, lb, sb);

		if (kind_of(POS_VERB, sa, x, sb, y, 1) || kind_of(POS_VERB, sb, y, sa, x, 1))
			return SYNONYMS_HYPERNYM;
	}
	/* a kind of a kind of: title -> appellation -> name */
	if (kind_of(POS_NOUN, na_noun, nna, nb_noun, nnb, 2) ||
		kind_of(POS_NOUN, nb_noun, nnb, na_noun, nna, 2))
		return SYNONYMS_HYPERNYM2;
	return SYNONYMS_NONE;
}
