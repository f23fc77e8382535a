/*
 * verdict_int.h — what the verdict*.c files share: the read steps, the
 * per-figure context of the search, and the helpers one phase gives the
 * next (not for callers: they include verdict.h).
 */
#ifndef NL2SQL_HEAL_VERDICT_INT_H
#define NL2SQL_HEAL_VERDICT_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "verdict.h"

#include <math.h>

typedef unsigned char uchar;

/* Longest number token read; longer ones (huge numerics) are not values. */
#define MAX_NUMBER_TOKEN	400
/* Longest string cell tried as a number ("$1,234,567.89" and the like). */
#define MAX_NUMERIC_STRING	64
/* Step totals a percentage may be a ratio of (pairs are tried). */
#define MAX_SCALARS			64
/* Cells past this column are not read (PostgreSQL allows 1664 result columns). */
#define MAX_COLUMNS			2048
/* Longest text cell that may name a row in prose. */
#define MAX_NAME			64

/* Sum, extremes and count of one column's numeric cells. */
typedef struct ColumnAgg
{
	size_t		count;
	double		sum;
	double		min;
	double		max;
	bool		nonnegative;
} ColumnAgg;

/* One executed step, read. */
typedef struct StepRead
{
	const VerdictStep *step;
	StepCells	cells;
	ColumnAgg  *aggs;			/* cells.ncolumns of them */
	bool		texts_read;		/* the figures of its text cells, read when first needed */
	size_t		ntext_values;
	double	   *text_values;
	size_t	   *text_cells;		/* the index in cells.texts of each text value */
	unsigned char *colclass;	/* ColClass of each column */
	unsigned char *nameagg;		/* NameAgg of each column's name */
	unsigned char *ratio_named;	/* the name says a ratio or multiple (growth, ratio, times) */
	FigureUnit *colunit;		/* the unit the name says */
	double	   *colyear;		/* the year the name holds (sales_1997), 0 for none */
	double	   *medians;		/* computed when a sentence asks for a median */
} StepRead;

/* A step total: a row count, or a cell of a single-row step. */
typedef struct Scalar
{
	int			step;
	int			column;			/* -1: the row count */
	double		value;
} Scalar;

/* Mentions of rows, anchors of derivations: small fixed caps keep the search bounded. */
#define MAX_MENTIONS		32	/* text cells the answer names */
#define MAX_MENTION_ROWS	16	/* a text in more rows than this names no row */
#define MAX_ANCHORS			48	/* values a derivation may start from, per figure */
#define MAX_NAMED			12	/* figures of the answer used as anchors */
#define MAX_ANCHOR_ROWS		4	/* rows of one mention used as anchors */
#define MAX_FIG_COLUMNS		8	/* columns one figure may be attached to */
#define MAX_ATTACH_WORDS	12	/* how far (in words) a figure may be from the row it names */
#define MAX_WAVG_COLUMNS	12	/* columns tried as values and weights of a weighted average */
#define MAX_TOPK			20
#define MAX_CHAIN			4	/* sentences a chain of pronouns reaches back ("It ... Its ... That") */

/* What a column holds, for percentages. */
typedef enum ColClass
{
	CC_LEVEL,					/* counts, amounts, or percentages already (values beyond 1) */
	CC_PCT,						/* the name says percent: pct, percent */
	CC_FRAC_NAMED,				/* the name says a fraction: share, ratio, fraction, proportion */
	CC_FRAC_VALUES,				/* every value within [-1, 1], some not integers */
	CC_COUNT					/* integers only: counts and ids, never a percentage as they stand */
} ColClass;

/* The vd_aggregate a column's name says it holds. */
typedef enum NameAgg
{
	NA_NONE,
	NA_AVG,
	NA_SUM,
	NA_MAX,
	NA_MIN,
	NA_MEDIAN,
	NA_COUNT
} NameAgg;

/* A word or number of the answer. */
typedef struct VerdictToken
{
	size_t		start;
	size_t		len;
	bool		number;
} VerdictToken;

/* A text cell the answer names: the rows of one step that hold it. */
typedef struct Mention
{
	size_t		offset;			/* in the answer */
	size_t		len;
	int			sread;			/* index into the reads */
	int			column;
	size_t		nrows;
	size_t		rows[MAX_MENTION_ROWS];	/* 0-based */
	bool		many;			/* in more rows than that: names no row */
	bool		dropped;		/* inside a longer mention */
	double		year;			/* a year named ("from 2009 to 2010"): orders changes in time; 0: none */
	bool		by_value;		/* named by a column's word and a value ("rank 62", "major 520"): said
								 * after another row's name, the value is a claim about that row */
	bool		period;			/* a coarser period than the rows' ("Q3" over month rows,
								 * "January–March"): the rows are its parts, a group summed */
	bool		back_ref;		/* "the former", "the latter": a row named before, named again */
	bool		place;			/* a place named otherwise than its cells ("American" for "USA") */
} Mention;

/* A disallowed match, remembered to say what was expected instead. */
typedef struct Reject
{
	bool		set;
	GroundKind	kind;
	int			sread;
	int64_t		row;			/* 0-based; -1 for aggregates */
	int			column;
	int			why;			/* 1: another row than the one named; 2: another column; 3: the vd_aggregate word */
} Reject;

/* What the sentence around a figure says about it. */
typedef struct FigCtx
{
	size_t		s0,
				s1;				/* its sentence */
	size_t		h1;				/* s1, or for a headline ("**Revenue up 11.5%**") the end of the
								 * sentence under it, whose rows and figures are its operands */
	size_t		r0;				/* rows named from here on are its operands: s0, or the previous
								 * sentence's start when this one points back ("its", "that is") */
	size_t		p0;				/* r0 before "both", "the two" reached further back: figures derived
								 * before it are no operands */
	int			mention;		/* the row it is about: index into mentions, -1 */
	AggWord		agg;
	int			topk;			/* "the top 3": 3 */
	bool		topic_cols;		/* the columns named are those of a topic opening the sentence ("On claims, ...") */
	bool		net_of;			/* said net of something ("Net of paid losses, ...": vd_net_of), once per figure */
	bool		topk_rest;		/* "outside the top 3": the rows past them */
	bool		top_rows;		/* "Top 3 = under half of sales": said of the top k rows together, naming
								 * none: their sum or share (vd_ground_topk), no one row's value */
	bool		avg_context;	/* the sentence speaks of an average */
	bool		bound;			/* the figure is a bound */
	bool		universal;		/* "every one scores above 7.5": the bound holds for the extreme */
	bool		summed;			/* "... combined", "... in total": a sum over rows, not one cell */
	bool		sum_words;		/* together, combined, total, add up, between them: the sentence sums */
	bool		pair_words;		/* "pair", "pair's": the sentence speaks of two rows as a pair */
	bool		cols_for_anchors;	/* a change or a multiple: its columns pick its operands only */
	bool		per_unit;		/* "each", "per", "apiece", "on average": a total over a count */
	bool		greeted;		/* its row is the one the reply greets ("Hi Robert, … your orders") */
	bool		unknown_subject;	/* said of a name the rows do not hold ("O'Hare's $200.00"): the row
									 * its value quotes is in play */
	bool		per_after;		/* said so right after it ("6.5M an episode", "$90 per course"): no total
								 * as it stands */
	size_t		per_noun;		/* where the word it is per starts ("order" in "$1.4k per order"); 0: none */
	bool		weighted;		/* "weighted": not the plain mean of a column */
	bool		weighted_word;	/* said "weighted", not only a pooling word ("combined") */
	bool		pooled_all;		/* "a pooled figure", "across all eight countries": of every row at once */
	int			units_read;		/* "across all 77 products": the read and count column whose units */
	int			units_col;		/* the sentence says all of (-1: none) */
	bool		row_pointed;	/* "…, compared with 50 seats for the CRJ200": the row's own value */
	bool		parallel_value;	/* "$6,232.55 for Germany and $5,819.37 for the USA": a value of the row
								 * pointed at, as the figure before is of its row; no gap or sum */
	bool		in_table;		/* in a markdown table's cell: its column's header is [head_s, head_e) */
	size_t		head_s,
				head_e;
	bool		plain_mean;		/* "against a simple mean of 30.25": the unweighted one */
	bool		recap;			/* its sentence opens with a recap's lead-in ("To sum up:") */
	bool		comparative;	/* "12% more than", "30.7% longer": a change, never a ratio */
	bool		compared_here;	/* "a fifth below America": a comparison word right after, no comma between */
	bool		compares;		/* a comparing word follows it ("221 more than"): never a sum */
	bool		neighbour;		/* "the runner-up", "the next", "ahead of": rows beside the named one */
	int			rows_said;		/* "both", "the two", "the three": how many rows it is over (0: not said) */
	int			neighbour_side; /* -1: only the row before ("the year before"), 1: after ("the next"), 0: both */
	bool		vs_mean;		/* "1.9x the average", "12% above average": a named row's cell against
								 * its column's mean, said or not */
	bool		pair_mean;		/* "… the average genre ($382.14 against $97)": the second, that mean only */
	bool		last_year;		/* "vs. last year", "LY", "YoY", "a year earlier": against the same period a
								 * year before (the row so labelled, or the column of that year) */
	bool		names_row;		/* its sentence, or the one it points back to, names a row */
	bool		rank;			/* "the largest", "the top one", "the leader": an extreme row, unnamed */
	bool		listing;		/* "these", "listed", "returned", "the top 10": the rows shown */
	int64_t		ordinal_row;	/* "the 2nd row", "row 3": that row, 1-based (0: none) */
	bool		own_cell_only;	/* a single digit said of a named row: that row's cell or nothing */
	bool		gap_said;		/* "Gap ≈ $21K", "the gap here is just under $21K": a difference, no value as it stands */
	int			gap_digits;		/* "the gap of about 6 is about 86%": the gap said in digits before it (0: none) */
	double		base_said;		/* "four times UK's 7": the value the multiple's base row is said to hold (NaN: none) */
	bool		rates_said;		/* a multiple of two rates the paragraph states: of those only (verdict_derive.c) */
	int			small_diff;		/* a single digit said as a comparison: an exact difference of two
								 * cells, the row named first the larger (1) or the smaller (-1); 0: not one */
	unsigned	aggs_said;		/* bit 1 << NameAgg per kind of extreme or mean the sentence's words say
								 * ("peak", "best", "worst", "average"): columns so named are named */
	size_t		chain0;			/* where the chain of sentences pointing back starts (s0 when none) */
	bool		plural_back;	/* it points back to several rows ("they", "them", "their", "those") */
	bool		back_to_many;	/* its sentence names no row and points back to one that sums
								 * several: "A and B together bring $X. That is less than half" */
	int			of_figure;		/* "23.9% of the 88 deaths", "0.73 times the 110.0": the answer's figure it
								 * is a share or multiple of (-1: none) */
	int			restates;		/* "about a third (33.3%)": the fraction in words it restates in
								 * brackets, whose range it must lie in (-1: none) */
	int			says_again;		/* "29.4%, about three in ten": the percentage before it that this
								 * fraction in words says again (-1: none) */
	int			part_of;		/* "well over 500 of the 750 heroes": the answer's figure it is a part
								 * of, so less than (-1: none) */
	bool		linked;			/* "Ten of the 156 orders …, which is 6.4%": the part and whole the */
	double		linked_part;	/* percentage is of, and of nothing else */
	double		linked_whole;
	bool		operand;		/* an operand of a computation the answer writes ("($827 ÷ $382 = 2.2)"):
								 * a value of any row its sentence names, not only the nearest's */
	bool		other_side;		/* the side of a pair whose row is not named ("in Marvel's favour (337 vs.
								 * 191)"): a value of the column pair_col, whose named row holds the
								 * other side */
	int			pair_read;
	int			pair_col;
	bool		pair_value;		/* one of a bracketed pair set against each other, the sentence naming
								 * both rows ("(5.0 million as against 3.0 million)"): its row's value */
	bool		calc;			/* the result of one ("= 2.2", or "by $63,038 ($163,022 − $99,985)") */
	GroundOp	calc_op;		/* its operator, and its operands (the answer's figures) */
	int			calc_a;
	int			calc_b;			/* -1: a single digit written there, calc_digit */
	double		calc_digit;
	bool		calc_wrong;		/* the result of a computation written out that does not hold */
	size_t		calc_from;		/* a longer computation ("(16.62 − 12.84) / 12.84 ≈ 29.4%"): its */
	size_t		calc_to;		/* text, read again when it is grounded; calc_to 0: none */
	int			ncols;
	int			col_read[MAX_FIG_COLUMNS];	/* the columns the sentence names next to it */
	int			col_col[MAX_FIG_COLUMNS];
	Reject		rej;
} FigCtx;

/* A constant the query compares with: "age > 60" is 60, side +1 (a lower bound). */
typedef struct QueryBound
{
	double		value;
	int			side;			/* +1: the values kept are above it; -1: below; QUERY_EQUAL: equal */
} QueryBound;

#define QUERY_EQUAL 2

/* Everything the grounding of one answer reads. */
typedef struct VerdictCtx
{
	bool		stopped;		/* verdict_stop_requested said to stop */
	bool		exact_shares;	/* anchors take a share's unrounded value ("68.4%" as 68.3778) */
	double		scaled_to;		/* grounding a figure read in this magnitude: only its columns (0: any) */
	const uchar *answer;
	size_t		len;
	StepRead   *reads;
	size_t		nreads;
	const Scalar *scalars;
	size_t		nscalars;
	VerdictToken	   *tokens;
	size_t		ntokens;
	size_t	   *line_starts;	/* where each line of the answer starts, ascending */
	size_t		nlines;
	Mention    *mentions;
	size_t		nmentions;
	size_t	   *sentence_ends;	/* where each sentence ends, ascending (NULL: not yet indexed) */
	size_t		nsentence_ends;
	unsigned char *bar_ends;	/* per byte of the answer: 1 where a bar ends a sentence (with sentence_ends) */
	int			subject_read;	/* the one row the whole answer names, from its first line on */
	int64_t		subject_row;	/* (-1: none; "Peacock's share of Jan–Apr net sales" over shares) */
	Figure	   *figs;
	size_t		nfigs;
	Grounding  *grounds;
	double	   *gvalues;		/* the value that grounded each figure (NaN: none, or not a value) */
	int		   *gread;			/* its read and column, for anchors (-1: none) */
	int		   *gcol;
	FigCtx	   *fx;
	Figure	  **qfigs;			/* each read's question figures */
	size_t	   *nqfigs;
	QueryBound **qbounds;		/* each read's query bounds */
	size_t	   *nqbounds;
	unsigned char *small_need;	/* per figure, a SmallNeed: what a single digit must show to be checked */
	size_t		lead_end;		/* where the first paragraph that states a figure ends (0: none) */
	size_t		lead_next_end;	/* where the paragraph after it ends */
} VerdictCtx;

/* What a single digit kept by the extraction must show before it is checked. */
typedef enum SmallNeed
{
	SN_NONE,					/* checked as it stands */
	SN_NAMED_COLUMN,			/* said of a row named just before it, followed by a column's word */
	SN_NAMED_ROW,				/* a comparison ("2 ahead of", "3 more than") in a sentence naming a row */
	SN_NAMED_ROW_LESS			/* the same, the other way ("2 behind", "3 fewer than") */
} SmallNeed;

/* A word looked for in a name. */
typedef struct WordArg
{
	const uchar *w;
	size_t		n;
} WordArg;

/* A value a derivation may start from. */
typedef struct Anchor
{
	double		value;
	size_t		order;			/* where the answer names it (mention order decides "from" and "to") */
	int			sread;			/* its column, when it is a cell or an vd_aggregate of one (-1: none) */
	int			col;
	int64_t		row;			/* 0-based row of a cell (-1: none), so a figure and its own cell are one operand */
	bool		named;			/* a figure of the answer */
	bool		later;			/* stated in a sentence after the figure's: a divisor of a per-unit
								 * figure only ("averaged $78.24 per order. ... charged $64,942.70") */
	bool		percent;
	bool		cell;			/* a cell (sums are of cells only) */
	double		time;			/* the year of the row it is in, when the answer named it by year */
	bool		neighbour;		/* a row beside a named one ("the runner-up"), or a year before it */
	int64_t		beside;			/* for a neighbour, the named row it was taken for */
	FigureUnit	unit;
	GroundRef	ref;
} Anchor;

/* ---- verdict_rows.c: the captured rows ---- */

/* Per-column sums and extremes of a step's numeric cells. */
extern void vd_aggregate(StepRead *s);

/* Read the figures written in a step's text cells; -1 on allocation failure. */
extern int vd_read_text_values(StepRead *sr);

/*
 * The number of a model code that is a whole cell: one or two capital
 * letters, then three or four digits ("B777", "A380"); 0 for none.
 */
extern double vd_code_number(const char *text, size_t len);

/* ---- verdict_match.c: names, columns, direct grounding ---- */

/* Words of names that identify no column ("avg", "total", "id", "name"). */
extern const char *const vd_generic_name_words[];

/* Words that set two figures or rows against each other ("vs", "v.", "versus", "against"). */
extern const char *const vd_versus_words[];

/* A letter, digit or a UTF-8 byte: part of a word. */
extern bool vd_is_wordch(uchar c);

/* Does t[0..n) equal the lower-case word w, ignoring case? */
extern bool vd_eq_word(const uchar *t, size_t n, const char *w);

/* Is t[0..n) one of the words (NULL-terminated list)? */
extern bool vd_in_words(const uchar *t, size_t n, const char *const *list);

/* Is one of the words (NULL-terminated list) a word of the answer in [s0, s1)? */
extern bool vd_says(const VerdictCtx *cx, size_t s0, size_t s1, const char *const *words);

/*
 * Call back for each word of a column name: split at non-letters and at
 * camelCase humps, so "avg_unit_price" and "AvgUnitPrice" are avg, unit, price.
 * Stops early when fn returns true; returns that.
 */
extern bool vd_name_words(const char *name, bool (*fn) (const uchar *w, size_t n, const void *arg), const void *arg);
/*
 * Is the column one of a rate per period (monthly_units, visits_per_day)?
 * -1 if not; 1 if the answer's [s0, s1) says its period, 0 if not.
 */
extern int	vd_rate_period(const VerdictCtx *cx, size_t s0, size_t s1, const char *name);
/*
 * "Net of paid losses, Germany comes to ...": does figure fi's sentence say
 * it is net of something before it?  [w0, w1): the words after "of".
 */
extern bool vd_net_of(const VerdictCtx *cx, size_t fi, size_t *w0, size_t *w1);
/* Do two words share a stem ("orders", "order"), case aside? */
extern bool vd_same_stem(const uchar *a, size_t an, const uchar *b, size_t bn);

extern bool vd_word_matches(const uchar *w, size_t n, const void *arg);

/* Does a word of the answer in [from, to) (three letters or more) name column c of read sr? */
extern bool vd_span_names_col(const VerdictCtx *cx, size_t from, size_t to, int sr, int c);

/*
 * Does the span name another column of the read more fully than column c
 * ("on 1997 net sales" over sales_1996, "on stock value" over stock)?
 */
extern bool vd_span_names_other_col(const VerdictCtx *cx, size_t from, size_t to, int sr, int c);

/*
 * "$1.4k per order" over orders_1997 and customers_1997: may column col of
 * read sr divide for figure fi?  Where the word it is per names a column of
 * counts, only that one.
 */
extern bool vd_divisor_ok(const VerdictCtx *cx, size_t fi, int sr, int col);

/* Is the lower-case word w a word of the name? */
extern bool vd_name_has(const char *name, const char *w);

/* The name of column c of a read, NULL when unknown. */
extern const char * vd_col_name(const StepRead *sr, int c);

/* Does the name hold the lower-case fragment (ignoring case)? */
extern bool vd_name_contains(const char *name, const char *frag);

/* Classify every column of a read: percent or fraction, the aggregate its name says, its unit. */
extern int vd_classify_columns(StepRead *sr);

/* The median of each column (NaN without numbers); -1 on allocation failure. */
extern int vd_compute_medians(StepRead *sr);

/* Is v in the range (either sign when no sign was written)? NaN compares false. */
static inline bool
vd_in_range(const FigureRange *r, double v)
{
	if (v >= r->lo && v <= r->hi)
		return r->valid;
	return r->either_sign && -v >= r->lo && -v <= r->hi && r->valid;
}

/* vd_in_range on the range a hair wider, so that a value exactly at the rounding edge ("14.91 / 2") holds. */
static inline bool
vd_in_range_edge(const FigureRange *r, double v)
{
	FigureRange w = *r;
	double		eps = 1e-9 * (fabs(r->lo) + fabs(r->hi));

	w.lo -= eps;
	w.hi += eps;
	return isfinite(v) && vd_in_range(&w, v);
}

/* Is the row one of the rows the mention names? */
extern bool vd_mention_has_row(const Mention *m, size_t row);

/*
 * May the value (a cell, aggregate or row count of read sr) ground the figure,
 * given what its sentence says? A figure next to a named row must not be
 * another row's value; next to a named column, not another column's; after an
 * aggregate word, not another aggregate. Remembers the first refusal.
 */
extern bool vd_allowed(const VerdictCtx *cx, FigCtx *fx, int sr, GroundKind kind, int64_t row, int col);

/* Ground the figure directly in a value of the rows (no derivation). */
extern int vd_ground_direct(VerdictCtx *cx, size_t fi);

/* ---- verdict_words.c: the answer's words and sentences ---- */

/* Split the answer into words and numbers; -1 on allocation failure. */
extern int vd_tokenize(VerdictCtx *cx);

/*
 * The start of the line holding offset at, and its end (its newline, or the
 * answer's end): a search of the lines vd_tokenize indexed.
 */
extern size_t vd_line_start(const VerdictCtx *cx, size_t at);
extern size_t vd_line_end(const VerdictCtx *cx, size_t at);

/* Find the text cells the answer names (whole words, longest first); -1 on allocation failure. */
extern int vd_find_mentions(VerdictCtx *cx);

/*
 * Index where each sentence ends, once the rows named are known (a stop
 * inside a name ends none); -1 on allocation failure.
 */
extern int vd_index_sentences(VerdictCtx *cx);

/*
 * "your one-way fare is 61% of the round trip ($200 vs. $326)": is figure fi
 * the first of a bracketed pair set against each other, after a percentage
 * or a multiple in its sentence starting at s0? The pair restates the
 * comparison's two sides, the subject's first.
 */
extern bool vd_opens_versus_pair(const VerdictCtx *cx, size_t fi, size_t s0);

/*
 * "Average horsepower by 1980 fell by just over half (148.9 then, 72.1
 * now)": is figure fi the "then" of a bracketed pair marked "then" and "now"
 * (figure fi + 1)? It is the earlier time's, not the row the sentence names.
 */
extern bool vd_then_of_pair(const VerdictCtx *cx, size_t fi);

/*
 * Is the line at p a short line of words alone, capitalised, ending before
 * the answer does ("Key movements")?  A heading without marks.
 */
extern bool vd_words_title_line(const VerdictCtx *cx, size_t p);

/*
 * One mention, said at [from, to), of the rows of read s whose cell of
 * column c is v; false when every mention is taken.
 */
extern bool vd_mention_rows_holding(VerdictCtx *cx, size_t s, int c, double v, size_t from, size_t to, bool by_value);

/*
 * Is the single digit fi said of a row its sentence names just before it
 * ("Germany supplies 8 products")? With column_word, the word after it must
 * also name a column of that row's step.
 */
extern bool vd_small_count_attributed(const VerdictCtx *cx, size_t fi, bool column_word);

/* Read what the sentence around figure fi says about it. */
extern void vd_figure_context(VerdictCtx *cx, size_t fi);

/*
 * Is figure fi a number word inside a row's name the answer writes ("Double"
 * in "exceeded Double Down by 55.9%")?  Grounded as that row's text, then.
 */
extern bool vd_word_in_row_name(VerdictCtx *cx, size_t fi);

/*
 * Is figure fi an end of a range its sentence says the values span ("ranged
 * from 4.24 to 9.16 million") that is not its column's extreme on that side?
 */
extern bool vd_range_end_not_extreme(const VerdictCtx *cx, size_t fi);

/*
 * verdict_table.c: the header cell [*hs, *he) of the markdown table column
 * holding offset at (false: none); whether the table line holding it is
 * the overall one ("| **Total** |", "| All categories |"); and the columns
 * a table computes from its rows (a running total, a change over the
 * overall line, the whole's 100%).
 */
extern bool vd_table_header(const VerdictCtx *cx, size_t at, size_t *hs, size_t *he);
extern bool vd_table_line_of_all(const VerdictCtx *cx, size_t at);
extern void vd_ground_table_column(VerdictCtx *cx, size_t fi);
/*
 * Does [s0, s1) write the label of the table line holding offset at
 * ("Marvel villains came to …" after "| Marvel villains | 118 |")?
 */
extern bool vd_table_label_said(const VerdictCtx *cx, size_t at, size_t s0, size_t s1);
/* Is figure fi in a markdown table's header line?  Grounded as narration (GROUND_HEADER), then. */
extern bool vd_table_header_figure(VerdictCtx *cx, size_t fi);
/*
 * Is figure fi, in a table column headed "Share" or "Cumulative", grounded
 * as another role: a change, or a ratio over another line's figure ("30.8%"
 * for $10,166.57 over $32,979.52), or below the first line the line's own
 * share?  A share is of a whole, a running total over the lines so far.
 */
extern bool vd_table_column_misread(const VerdictCtx *cx, size_t fi);
/*
 * The markdown table that ends right before the sentence at s0, past blank
 * lines, a heading and the list's earlier items at most ("| Fuller |
 * $90.59 |" ... "**Takeaways**" ... "- Fuller gets $34.16 more per order"):
 * its first line's start and its last line's end; false when there is none.
 */
extern bool vd_table_before(const VerdictCtx *cx, size_t s0, size_t *top, size_t *bottom);

/*
 * The lines of the markdown table right above the line holding offset at
 * (one blank line between at most), past its header and not counting a
 * total line: the rows it shows ("the countries shown sum to …"); 0: none.
 */
extern int	vd_table_rows_above(const VerdictCtx *cx, size_t at);
/* The columns the header of the table right before the sentence at s0 names, as fx's named columns. */
extern void vd_table_before_columns(const VerdictCtx *cx, size_t s0, FigCtx *fx);
/* Name the rows a table's lines label by their key ("| 25% off |" over discount_pct 25). */
extern void vd_table_key_mentions(VerdictCtx *cx);

/* Does figure fi repeat a figure of some step's question, in the same words around it? */
extern bool vd_echoed(VerdictCtx *cx, size_t fi);

/* Is a figure grounded this way narration (never an operand of a derivation)? */
static inline bool
vd_narration(GroundKind kind)
{
	return kind == GROUND_QUESTION || kind == GROUND_NAME || kind == GROUND_QUERY || kind == GROUND_HEADER ||
		kind == GROUND_FACTOR ||
		kind == GROUND_INDEX_BASE;
}

/* ---- verdict_query.c: what the query itself states ---- */

/*
 * The constants sql compares with by <, <=, >, >= or BETWEEN, into a malloc'd
 * array (*out, *n; nothing when there is none); -1 when memory runs out.
 */
extern int	vd_query_bounds(const char *sql, QueryBound **out, size_t *n);

/*
 * Which of the ncolumns result columns sql's outermost select list computes
 * as a mean (avg(...), rounded or cast): is_mean[c] set for those, none when
 * the list cannot be matched with the columns (a *, a set operation); -1
 * when memory runs out.
 */
extern int	vd_query_means(const char *sql, int ncolumns, unsigned char *is_mean);

/* ---- verdict_derive.c: derived figures ---- */

/* The anchors of figure fi: the answer's other grounded figures, and the cells of the rows its sentence names. */
extern size_t vd_collect_anchors(const VerdictCtx *cx, size_t fi, Anchor *out);

/*
 * The period of several rows a percentage is said "of" ("~28% of 2025
 * revenue": the year's quarters), by its mention; -1 when none.
 */
extern int	vd_of_period_base(const VerdictCtx *cx, size_t fi);

/*
 * The row a percentage is said of, right after it: "at 59.4% of Brazil's
 * mark", "94.4% of the 2024 figure", "72.1% relative to Canada": its
 * mention, or -1.
 */
extern int	vd_of_row_base(const VerdictCtx *cx, size_t fi);

/* Ground figure fi as a bounded derivation from its anchors. */
extern void vd_ground_derived(VerdictCtx *cx, size_t fi, Anchor *an, size_t na);

/* Is figure fi written in points ("4.85pp", "0.4 percentage points", "2.3 pts")? */
extern bool vd_points_written(const VerdictCtx *cx, size_t fi);

/* Ground a figure written in a unit as a conversion of a value in another unit of its family. */
extern void vd_ground_converted(VerdictCtx *cx, size_t fi, Anchor *an, size_t na);

/*
 * "there are 60 minutes in an hour", "divide by 60,000", "1 kg = 2.2 lb",
 * "one mile is about 1.6 km": a figure that is the factor between two units
 * its sentence (or the one before) names, said as a factor, is narration
 * (GROUND_FACTOR), and so are the figures that work it out ("60 × 60 ×
 * 1,000 = 3,600,000"); so is the hundred of "multiply by 100".
 */
extern void vd_ground_factor(VerdictCtx *cx, size_t fi);

/* "an annualised run-rate of $1.2 million": one period's amount stated before it, at that pace over another. */
extern void vd_ground_run_rate(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na);

/* "The median is $44.12, meaning half of the 24 items are above it": half the rows, to within one. */
extern void vd_ground_median_half(VerdictCtx *cx, size_t fi);

/* "The top 3 account for ...": the sum of a column's first k rows, or its share of the total. */
extern void vd_ground_topk(VerdictCtx *cx, size_t fi);

/*
 * "A, B and C together account for ...": the sum of a column over the rows the
 * sentence names, or over the list of fewer rows named right before the figure.
 */
extern void vd_ground_named_sum(VerdictCtx *cx, size_t fi);

/* The mention in the figure's scope that names a group: a text several rows share ("Computer Science majors"); -1: none. */
extern int	vd_scope_group(const VerdictCtx *cx, size_t fi);

/* "Computer Science majors average 3.30", "Rock holds 34.2% of the tracks": a figure over such a group's rows. */
extern void vd_ground_group(VerdictCtx *cx, size_t fi);

/* "15 of them have just one customer": how many rows a count column holds (above, below) a value for. */
extern void vd_ground_rows_at_value(VerdictCtx *cx, size_t fi);

/*
 * Does the figure speak of such a group: named right before it in its
 * sentence, no other row or figure between, no word saying every row? An
 * aggregate over every row is then the wrong one ("Beverages average $28.83"
 * where $28.83 is the mean of all products).
 */
extern bool vd_group_owns(const VerdictCtx *cx, size_t fi);

/*
 * Is figure fi said of the one row of read sr that its sentence names right
 * before it ("Federal Shipping takes about 8.5 days"), as vd_group_owns says
 * of a group: that row's figure, no mean or total of its column.
 */
extern bool vd_row_owns(const VerdictCtx *cx, size_t fi, int sr);
/* Is figure fi said of the period named right after it ("$5,729.24 in January–March")? */
extern bool vd_period_owns(const VerdictCtx *cx, size_t fi);

/* ---- verdict_parts.c: figures the answer's grounded figures beside them make ---- */

/* "a third of the total (2,200 of 6,600)": a share of a part and whole stated beside it. */
extern void vd_ground_part_of(VerdictCtx *cx, size_t fi);

/*
 * "Ten of the 156 orders … shipped late, which is 6.4%", "127 orders, and 5
 * of them shipped late, which is 3.9%": is percentage fi linked to the
 * part and whole its clause states before it, whatever their grounding (a
 * single digit is no figure)?  Sets their values.
 */
extern bool vd_part_whole_linked(const VerdictCtx *cx, size_t fi, double *part, double *whole);

/*
 * "nearly a quarter of all discounts ($32,979.52 of $88,653)": does the part
 * and whole stated right after a fraction in words say another fraction?
 */
extern bool vd_part_whole_contradicts(const VerdictCtx *cx, size_t fi);

/*
 * "10,000 s, i.e. roughly 1.0 hours", "12,000 seconds (200.0 minutes, or
 * 2.00 h)": does a figure restating the one before it in another unit of
 * its kind say another amount?
 */
extern bool vd_unit_restatement_contradicts(const VerdictCtx *cx, size_t fi);

/* "550 miles over 1,100 minutes, 30 mph": a speed from a distance and a time (figures, a named row's cells, totals). */
extern void vd_ground_rate(VerdictCtx *cx, size_t fi);

/* "range $350–$2,733": the smallest and largest value per unit over the rows (verdict_search.c). */
extern void vd_ground_range_ratio(VerdictCtx *cx, size_t fi);

/* "5,500 m ... In feet that is about 18,045": a grounded figure restated in the unit "in" names before. */
extern void vd_ground_restated(VerdictCtx *cx, size_t fi);

/*
 * "The gap is $4,006.54, which is around 4,000 if we round to the nearest
 * thousand": a grounded figure of the sentence restated, rounded to the
 * step its words name.
 */
extern void vd_ground_rounded(VerdictCtx *cx, size_t fi);

/*
 * "≈ 3.5× nonstops ... Bottom line: roughly three-and-a-half times": a
 * multiple or percentage said again in a later sentence, within what it
 * shows, of a derivation grounded before, about no row that one does not name
 * (or does through the operands it was worked out from); or said before a
 * recap that holds it ("down by about a quarter … To sum up: down just shy of
 * 25 percent").  A bound that is no close one says again only the last figure
 * of its kind.  An amount so said again must be written in the same digits
 * ("= 27. ... 27 / 54"), unless a recap says it ("that average is 261.3. To
 * sum up: a bit more than 260 seconds").
 */
extern void vd_ground_repeated(VerdictCtx *cx, size_t fi);

/*
 * "9.16 million viewers (9,160,000)", "4,240,000 (4.24 million)": the same
 * value written at another magnitude right beside a grounded figure, in
 * brackets or after "i.e.", "that is" or "or", restates it.
 */
extern void vd_ground_rescaled(VerdictCtx *cx, size_t fi);

/*
 * "66% attainment, score 0.7", "92 against a target of 152. Score: 0.6": a
 * fraction said as a score is a percentage before it as a fraction, or one
 * of two grounded figures before it over the other (its sentence or the
 * one before).
 */
extern void vd_ground_score(VerdictCtx *cx, size_t fi);

/*
 * Does figure fi restate the figure before it with the same number in
 * another unit of its kind ("286.9 cu in (~286.9 L)", "1,000 km (~1,000
 * mi)")?  One of the two units is wrong, whatever grounds the number.
 */
extern bool vd_unit_relabelled(const VerdictCtx *cx, size_t fi);

/*
 * Computations the answer writes, "(826.65 ÷ 216 = 3.83)" or "by $63,038
 * ($163,022 − $99,985)", that hold at the precision shown: their operands
 * and results are marked in cx->fx (operand, calc).
 */
extern void vd_find_computations(VerdictCtx *cx);

/* A computation's result: grounded when its operands are and it holds. */
extern void vd_ground_computed(VerdictCtx *cx, size_t fi);

/*
 * "`late_orders / orders`", "(`average / capacity`)": two columns divided,
 * written by their names in the figure's sentence or in the line that leads
 * its list; the figure is that ratio (times 100 for a percentage) of a row
 * the sentence names.
 */
extern void vd_ground_column_ratio(VerdictCtx *cx, size_t fi);

/* Does [from, to) multiply two columns by their names ("Σ `avg_mpg` × `cars` / Σ `cars`")? */
extern bool vd_columns_multiplied(const VerdictCtx *cx, size_t from, size_t to);

/*
 * "41 → 39 (Δ −2, −4.9%)", "(9 → 5, Δ −4)": a delta right after a move the
 * answer writes is the move's end less its start, the numbers as written
 * (single digits too), those the answer states as figures grounded.
 */
extern void vd_ground_move_delta(VerdictCtx *cx, size_t fi);

/*
 * For a figure that is the result of a computation the answer writes out
 * and that does not hold (FigCtx.calc_wrong): that computation as the
 * nearest derivation, in g.
 */
extern void vd_calc_wrong_nearest(const VerdictCtx *cx, size_t fi, Grounding *g);

/*
 * The answer's figures that are operands of the computation whose result is
 * figure fi, at most cap of them, into out; their count (0: fi is no result).
 */
extern int	vd_calc_operands(const VerdictCtx *cx, size_t fi, int *out, int cap);

/*
 * A factor the answer shows in a computation ("3,504 × 0.4536 ≈ 1,589 kg"):
 * grounded when the computation's result fi and its other operand are, and
 * it holds as written.
 */
extern void vd_ground_shown_operand(VerdictCtx *cx, size_t fi);

/*
 * "That's just over 26% of the total. Call it just over a quarter": a
 * fraction in words alone in its sentence restates the percentage that ends
 * the sentence before, grounded as that one is.
 */
extern void vd_ground_fraction_restated(VerdictCtx *cx, size_t fi);

/*
 * "Meat/Poultry gave away $15,166.44 on $178,188.80 of gross sales, 8.5% of
 * list. Beverages, for comparison, leaked 6.5%": a percentage (or a rate per
 * unit) of the one row its sentence names, the same two columns' ratio the
 * sentence before derived for another row; of every row at once where the
 * sentence names none and speaks of all ("the rate across all nine
 * employees is 4.46 per cent"); and a multiple said of the named row's
 * ratio ("about four times the rate observed at Davolio") is the other
 * row's over it (OP_RATE_RATIO).
 */
extern void vd_ground_parallel_ratio(VerdictCtx *cx, size_t fi);

/*
 * "Freight costs increased by 44% compared with the first quarter, a change
 * of $2,523.91": an amount after a percentage change its sentence states is
 * the change's size, the same two operands' difference.
 */
extern void vd_ground_change_amount(VerdictCtx *cx, size_t fi);

/*
 * "On an index with the first quarter set to 100, the second quarter stood
 * at 144": the 100 is the index's base (narration), and a figure said of
 * another row is 100 times that row's value over the base row's, in a column
 * the answer quotes either row's value from.
 */
extern void vd_ground_index(VerdictCtx *cx, size_t fi);

/*
 * "- Share …, the first quarter: 15.2% / - Share …, the fourth quarter:
 * 27.5% / The rate was up 12.3 percentage points on the first quarter": a
 * change said in points, in a sentence that states no percentage before it,
 * is the later of the last two percentages of the two sentences before less
 * the earlier, in the direction its words say.
 */
extern void vd_ground_points_change(VerdictCtx *cx, size_t fi);

/* "$41.20 per hour": an amount over a measure in the unit named after it (figures, a named row's cells, totals). */
extern void vd_ground_per_measure(VerdictCtx *cx, size_t fi);

/*
 * "Weighting each group's mpg by its cars: Σ(avg × cars) / 406 ≈ 23.05":
 * beside a weighted average, the total of its weights; there or in the
 * sentence before it, the weighted total ("multiply each average by its
 * count and add the results: 9,358.76").
 */
extern void vd_ground_weight_total(VerdictCtx *cx, size_t fi);

/* "Each sale brought in $46.70": a total over a count, in one row or between two named figures. */
extern void vd_ground_per_unit(VerdictCtx *cx, size_t fi, Anchor *an, size_t na);

/* For an ungrounded figure, the derivation over its anchors that comes nearest to it. */
extern void vd_nearest_derivation(VerdictCtx *cx, size_t fi, const Anchor *an, size_t na);

/* For an ungrounded figure, what the rows hold where its sentence named a row, a column or an aggregate. */
extern int vd_expect(VerdictCtx *cx, size_t fi);

/*
 * Identifiers the answer writes ("UA678", "T-1000") of a shape the reads'
 * texts hold: each added to out as a figure, in the order of the text,
 * grounded by the text that holds it or else ungrounded. -1 when memory
 * ran out, -2 when verdict_stop_requested said to stop.
 */
extern int vd_check_idents(const StepRead *reads, size_t nreads, const char *answer, size_t len, Verdict *out);

/* Does the answer write an identifier of letters and digits at all? */
extern bool vd_has_ident(const char *answer, size_t len);

/*
 * Is the word before offset one that makes what follows the base of a
 * comparison ("against", "versus", "relative to", "compared with")?
 */
extern bool vd_named_as_base(const VerdictCtx *cx, size_t offset);

/*
 * Is figure fi said of another's value, "of" and a possessive right after it
 * ("42.2 percent of Kearsley Brown's level", "of the villainous camp's")? A
 * share of that value, then, never a change.
 */
extern bool vd_of_possessive(const VerdictCtx *cx, size_t fi);
/* Does figure fi say "of" a row named with a possessive ("a fifth of U2's total")? */
extern bool vd_of_row_possessive(const VerdictCtx *cx, size_t fi);

/*
 * Where a list holding offset at starts: the first of the items right above
 * it, no blank line between; at itself when it is in no list item.
 */
extern size_t vd_list_start(const VerdictCtx *cx, size_t at);

/* Does the sentence at s0 open an item of a list: a line led by "-", "*", "•" or "2." / "2)"? */
extern bool vd_list_item(const VerdictCtx *cx, size_t s0);

/* The start of the sentence before the one starting at s0 (s0 when it is the first). */
extern size_t vd_sentence_before(const VerdictCtx *cx, size_t s0);

/*
 * Where the paragraph right before figure fi's starts when it is two lines
 * that each label a figure ("Q2 '24: $112.86" / "Q3 '24: $133.95") and fi's
 * paragraph states no figure before fi: the pair a conclusion said after
 * them is over; SIZE_MAX otherwise.
 */
extern size_t vd_labelled_pair_before(const VerdictCtx *cx, size_t fi);

/*
 * The label of figure j where it is stated as an item "label: figure", on a
 * line of its own or between semicolons ("📦 Jan–May '97: 45", "- Lost:
 * 3,971 minutes", "H2 1996: 38; H2 1997: 78;"), past a thread's numbering,
 * a bullet and emoji: [*ls, *le); false otherwise.
 */
extern bool vd_item_label(const VerdictCtx *cx, size_t j, size_t *ls, size_t *le);

/* Is figure k a multiple written in digits ("1.895 times FL")? */
extern bool vd_times_after(const VerdictCtx *cx, size_t k);

/*
 * Where the word right before offset (past spaces) is one of words ("than"
 * before "Confections", "top" before "ten"): that word's start; else offset.
 */
extern size_t vd_word_before_in(const VerdictCtx *cx, size_t offset, const char *const *words);

/*
 * Does the sentence [s0, s1) open with a recap's lead-in ("To sum up:",
 * "Quick recap:", "The short version:", "Let's run that back:")?
 */
extern bool vd_opens_recap(const VerdictCtx *cx, size_t s0, size_t s1);

/* Does the figure's sentence say it speaks of every row: "overall", "across all", "grand total"? */
extern bool vd_says_overall(const VerdictCtx *cx, const FigCtx *fx);

/* Where the paragraph holding offset off starts: past the last blank line before it. */
extern size_t vd_paragraph_start(const VerdictCtx *cx, size_t off);

/* The index of the first token starting at or after offset (a binary search). */
extern size_t vd_token_at(const VerdictCtx *cx, size_t offset);

/* The index of the first figure starting at or after offset (a binary search). */
extern size_t vd_figure_at(const VerdictCtx *cx, size_t offset);

/* Is the offset inside a row's name the answer writes ("six-cylinder", "major 520")? */
extern bool vd_in_mention(const VerdictCtx *cx, size_t off);

/* ---- verdict_search.c: the typed search over the values in play ---- */

/*
 * Ground figure fi, which nothing else grounds, by a bounded, typed search
 * over the rows its sentence names and those of the sentence before (which
 * starts at prev0). With rest_only, only the rest of a total ("the
 * remaining 22"): a count said of a named row is that row's cell otherwise.
 */
extern void vd_search(VerdictCtx *cx, size_t fi, size_t prev0, bool rest_only);

/* Does figure fi's sentence, before it or right after, call it a saving ("saving", "off", "discount")? */
extern bool vd_says_saving(const VerdictCtx *cx, size_t fi);

/* Does figure fi's sentence call it relative, in the few words before it ("a relative drop of 8%")? */
extern bool vd_says_relative(const VerdictCtx *cx, size_t fi);

/* The direction the words right after figure fi say ("41.9% more than": 1, "5% shorter": -1; 0: none). */
extern int vd_compare_sign(const VerdictCtx *cx, size_t fi);

/*
 * May column c of read sr be an operand of a pair for figure fi: its
 * sentence names it, or a figure from offset `from` on quotes a cell of it;
 * any column where neither names nor quotes one of that read.
 */
extern bool vd_pair_col_ok(const VerdictCtx *cx, size_t fi, size_t from, int sr, int c);

/* ---- verdict_scale.c: columns whose name states their magnitude ---- */

/* The magnitude column col's name states ("viewers_m": 1e6, "sales_k": 1e3); 0: none. */
extern double vd_column_magnitude(const StepRead *sr, int col);

/*
 * Was figure fi, written below one of its magnitude ("$0.40K") where a column
 * states that magnitude, grounded as it stands by another column? Written so,
 * it is in that column's units: such a grounding is chance.
 */
extern bool vd_scale_misread(const VerdictCtx *cx, size_t fi);

/* The magnitude an anchor's values are in (0: as they stand; -1: unknown). */
extern double vd_anchor_magnitude(const VerdictCtx *cx, const Anchor *a);

/*
 * Ground figure fi, written with a magnitude ("9.16 million"), again with
 * ground() in the units of a column whose name states that magnitude; kept
 * only when such a column's values ground it. -1 when ground() fails.
 */
extern int vd_ground_scaled(VerdictCtx *cx, size_t fi, int (*ground) (VerdictCtx *cx, size_t fi, void *arg), void *arg);

#endif							/* NL2SQL_HEAL_VERDICT_INT_H */
