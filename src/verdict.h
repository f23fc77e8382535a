/*
 * verdict.h — does a prose answer follow from the rows a receipt's steps
 * returned? The pure core of nl2sql_heal.check_answer.
 *
 * Pure C: no PostgreSQL headers; compiled into the extension, the unit tests
 * and the fuzz harness. The backend (plausibility.c) reads the receipt's
 * steps, calls verdict_decide, and stores the verdict.
 *
 * The rules, in order (the first that applies gives the reason):
 *   1. no step executed a query (every step failed) → not plausible,
 *      no_query_executed;
 *   2. zero rows over all executed steps, and the answer does not say so
 *      (figures_acknowledges_empty) → not plausible, zero_rows_unacknowledged;
 *   3. some asserted figure (figures_extract) is grounded by no value →
 *      not plausible, ungrounded_figures;
 *   4. otherwise plausible: zero_rows_acknowledged (nothing was found and the
 *      answer says so), grounded (every figure is grounded), or no_figures.
 *
 * The values a figure may be grounded in (at the precision it shows, see
 * figures.h), over every executed step:
 *   - every numeric cell of the captured rows: JSON numbers, and strings that
 *     are a number and nothing else ("42", "-3.5", "$1,234.50"; a money
 *     column arrives as such a string);
 *   - the step's row count (all rows the query produced, also past the
 *     capture cap);
 *   - the sum, average, minimum and maximum of each column's numeric cells
 *     (over the captured rows; the minimum and maximum are cells already);
 *   - for a percentage only: a fraction times 100 — any value (0.451 grounds
 *     45.1%), a cell's share of its column's total (columns of at least two
 *     cells, none negative, total above zero), and the ratio of two step
 *     totals (the row counts, and the cells of single-row steps), so "12 of
 *     48 (25%)" is grounded over a step counting 12 and one counting 48;
 *   - last, the figures written in text cells (figures_extract over the
 *     cell's text), so an answer quoting "Boeing 747" or "Route 66" from the
 *     rows is grounded; dates and codes in text cells are narration there too.
 *
 *   - then, for a figure none of these ground, bounded derivations from its
 *     anchors: the answer's other grounded figures and the cells of the rows
 *     its sentence names (differences, sums of cells, ratios, percent changes
 *     in time order between named years, unit conversions), the first k rows
 *     of a column after "the top k", the sum of a column over the rows named;
 *     and, in a sentence about an average, weighted means and totals per unit;
 *   - last, a typed search over the values in play (verdict_search.c): the
 *     rows the sentence names, then those of the sentence before; where
 *     neither names one, the rows whose cells their figures quote (by value:
 *     an id, a code or a name the cells do not hold), or every row of a
 *     result of at most four: ratios for multiples ("by a factor of": the
 *     larger over the smaller), changes for percentages, differences, totals
 *     per unit, means and weighted means over those rows, a cell times the
 *     count said before it ("two one-ways ($360)"), and the rest of a total
 *     for a plain number;
 *   - a figure written with a magnitude ("9.16 million") is also read in
 *     the units of a column whose name states that magnitude ("viewers_m"),
 *     grounded only by that column's values and what derives from them.
 *
 * What the sentence says restricts the values (allowed()): a figure next to
 * a named row (a text cell, or a year of a year column) is not another row's
 * value; next to a named column, not another column's; after an aggregate
 * word (median, peak, average, total), not another aggregate nor a column
 * whose name says another. A percentage is a fraction times 100 or a
 * percentage as it stands, never the other way round. A figure echoed from a
 * step's question (VerdictStep.question) is narration. An ungrounded figure
 * gets has_expected: what the named row, column or aggregate holds.
 *
 * Work is linear in the rows' size times the number of figures, plus a
 * bounded search per ungrounded figure (at most 48 anchors). The rows are
 * read with json-c (they are stored as jsonb, so always well-formed);
 * malformed rows JSON yields no cells.
 */
#ifndef NL2SQL_HEAL_VERDICT_H
#define NL2SQL_HEAL_VERDICT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "figures.h"

/* One step of a receipt, as stored. */
typedef struct VerdictStep
{
	int			number;			/* the step's number in the receipt */
	bool		executed;		/* its final query ran (ok, repaired or empty) */
	int64_t		row_count;		/* rows the final query produced */
	const char *rows;			/* captured rows: a JSON array of arrays; NULL if none */
	size_t		rows_len;
	const char *const *column_names;	/* the result's column names (NULL: unknown) */
	int			ncolumn_names;
	const char *question;		/* the step's question (NULL: none): figures echoed from it are
								 * narration */
	size_t		question_len;
	int64_t		limit;			/* the final query's outermost LIMIT or FETCH FIRST (0: none): a
								 * result it cut counts the rows shown, not all that qualify */
	const char *sql;			/* the final query (NULL: none): a constant it compares with,
								 * restated as a bound of the same side, is narration */
} VerdictStep;

typedef enum VerdictReason
{
	VERDICT_GROUNDED,
	VERDICT_NO_FIGURES,
	VERDICT_ZERO_ROWS_ACKNOWLEDGED,
	VERDICT_NO_QUERY_EXECUTED,
	VERDICT_ZERO_ROWS_UNACKNOWLEDGED,
	VERDICT_UNGROUNDED_FIGURES
} VerdictReason;

/* What grounded a figure. */
typedef enum GroundKind
{
	GROUND_NONE,				/* not grounded */
	GROUND_CELL,				/* step, row, column */
	GROUND_ROW_COUNT,			/* step */
	GROUND_SUM,					/* step, column */
	GROUND_AVG,
	GROUND_SHARE,				/* step, row, column: the cell's share of its column total */
	GROUND_RATIO,				/* (step, column) / (step2, column2); column -1 = row count */
	GROUND_TEXT,				/* step, row, column: a figure written in a text cell */
	GROUND_MEDIAN,				/* step, column */
	GROUND_WAVG,				/* step, column weighted by column2 */
	GROUND_DERIVED,				/* op over operands a and b (see GroundOp) */
	GROUND_QUESTION,			/* step: the figure echoes that step's question */
	GROUND_NAME,				/* step, column: the figure is part of that column's name */
	GROUND_QUERY,				/* step: the figure restates a bound of that step's query */
	GROUND_HEADER,				/* the figure is part of a markdown table's header ("Index (Q1 = 100)") */
	GROUND_FACTOR,				/* the figure is the factor between two units its sentence names ("60
								 * minutes in an hour", "divide by 60,000"): unit_from, unit_to;
								 * none: the hundred of "multiply by 100" */
	GROUND_INDEX_BASE			/* the 100 an index sets its base row to ("on an index with 1996 set
								 * to 100") */
} GroundKind;

/* How a derived figure was computed from its operands. */
typedef enum GroundOp
{
	OP_NONE,
	OP_DIFF,					/* b - a */
	OP_SUM,						/* a + b (or the sum over the named rows, nterms of them) */
	OP_RATIO,					/* a / b (as a percentage: times 100; as a multiple) */
	OP_CHANGE,					/* (b - a) / |a|, times 100 */
	OP_CONVERT,					/* a in unit_from, written in unit_to */
	OP_TOPK,					/* sum of the top k rows of a column (a): the first k, or the k largest */
	OP_TOPK_SHARE,				/* that sum over the column total (b), times 100 */
	OP_PER_UNIT,				/* a / b, b a count: "each invoice brought in $5.75" */
	OP_AVG,						/* the mean of a column over the rows named (nterms of them) */
	OP_WAVG,					/* their mean weighted by column b.column */
	OP_NAMED_SHARE,				/* the sum over the rows named (a) over the column total (b), times 100 */
	OP_COUNT_SHARE,				/* a group's rows (a.value of them) over the row count (b), times 100 */
	OP_GROUP_COUNT,				/* how many rows a group named by a shared text holds (nterms) */
	OP_ROWS_AT_VALUE,			/* how many rows (nterms) hold a.value in column a.column: b.value 0,
								 * or above it (1) or below it (-1) */
	OP_RATE,					/* a distance (a, in unit_from) over a time (b), in the speed unit_to */
	OP_PER_MEASURE,				/* an amount (a) over a measure (b, in unit_from), per one unit_to */
	OP_REST,					/* a total (a) less a part (b: a figure of the answer, or with row -1
								 * the nterms rows named): "the remaining 48" */
	OP_TIMES,					/* a cell (a) times the count said before it (nterms): "two one-ways
								 * ($360)" */
	OP_PRODUCT,					/* a × b, as the answer writes it: "(3 × $190 = $570)" */
	OP_PAIR_SHARE,				/* a / (a + b), times 100: one row's part of a pair */
	OP_RUN_RATE,				/* a, one period's amount, at that pace over another (unit_to: a
								 * year, a month, a week; none: a quarter): "an annualised
								 * run-rate" */
	OP_MEDIAN_SIDE,				/* a, the rows on one side of a median, over b, the rows, times 100:
								 * "half of the 24 items are above it" */
	OP_RATE_RATIO				/* one row's ratio of two columns (a: its row, a.column over column2)
								 * over another row's (b): "four times the rate at Davolio" */
} GroundOp;

/* An operand of a derivation, or the value an ungrounded figure was expected to be. */
typedef struct GroundRef
{
	GroundKind	kind;			/* CELL, ROW_COUNT, SUM, AVG, MEDIAN; GROUND_NONE: a figure of the
								 * answer (row: its index) */
	int			step;
	int64_t		row;			/* 1-based, for cells */
	int			column;
	double		value;
	int			agg;			/* for expectations: the AggWord asked for */
} GroundRef;

/* Aggregate words a sentence uses of a figure ("the median", "the peak", "on average"). */
typedef enum AggWord
{
	AGW_NONE,
	AGW_MEDIAN,
	AGW_MAX,
	AGW_MIN,
	AGW_AVG,
	AGW_TOTAL
} AggWord;

typedef struct Grounding
{
	GroundKind	kind;
	int			step;			/* step number (VerdictStep.number) */
	int64_t		row;			/* 1-based row, for cells and shares */
	int			column;			/* 0-based column; -1 for a row count */
	int			step2;			/* denominator of a ratio */
	int			column2;
	/* derivations */
	GroundOp	op;
	GroundRef	a;
	GroundRef	b;
	int			nterms;			/* OP_SUM over named rows; OP_TOPK: k */
	FigureUnit	unit_from;		/* OP_CONVERT; OP_PER_UNIT when converted (else none) */
	FigureUnit	unit_to;
	double		derived;		/* the derived value */
	bool		bound_held;		/* a bound ("more than 40,000") held by the value */
	bool		searched;		/* grounded by the search over the values in play (verdict_search.c) */
	double		scale;			/* a figure written in millions grounded in a column in millions: 1e6
								 * (0: as written) */
	/* for an ungrounded figure: what the rows hold where the sentence named a row or a column */
	bool		has_expected;
	GroundRef	expected;
	size_t		entity_offset;	/* the entity the sentence named, in the answer (length 0: none) */
	size_t		entity_length;
	AggWord		agg_word;		/* the aggregate word the sentence used of the figure */
	/* for an ungrounded figure in a derivation-shaped sentence: the nearest derivation tried */
	bool		has_nearest;
	GroundOp	nearest_op;
	GroundRef	nearest_a;
	GroundRef	nearest_b;
	double		nearest;		/* its value */
	int			nearest_nterms; /* OP_SUM, OP_AVG, OP_WAVG over named rows: how many */
	FigureUnit	nearest_unit_from;	/* OP_CONVERT */
	FigureUnit	nearest_unit_to;
} Grounding;

typedef struct Verdict
{
	bool		plausible;
	VerdictReason reason;
	bool		executed_any;	/* some step executed a query */
	int64_t		rows_seen;		/* rows over all executed steps */
	bool		acknowledges_empty; /* the answer says nothing was found */
	size_t		nfigures;
	Figure	   *figures;		/* as figures_extract returns them */
	Grounding  *grounds;		/* one per figure */
	size_t		nungrounded;
} Verdict;

/*
 * Decide whether the answer follows from the steps' rows. Returns 0, or -1
 * with errno = ENOMEM (and *out empty) when memory ran out, or errno = EINTR
 * when verdict_stop_requested said to stop. Free the result with
 * verdict_free.
 */
int			verdict_decide(const VerdictStep *steps, size_t nsteps,
						   const char *answer, size_t answer_len, Verdict *out);

/*
 * The same, also checking single digits stated as counts of what the rows
 * hold ("with 5 papers" where a column is named papers) when small_counts.
 */
int			verdict_decide_counts(const VerdictStep *steps, size_t nsteps,
								  const char *answer, size_t answer_len, bool small_counts, Verdict *out);
void		verdict_free(Verdict *verdict);

/*
 * Asked between figures when set: true stops verdict_decide, which frees what
 * it allocated and fails with EINTR.  A long answer's check takes seconds;
 * the server sets this so that a cancel or a statement timeout ends it.
 */
extern bool (*verdict_stop_requested) (void);

/* The reason's name as stored in the verdict: "grounded", "ungrounded_figures", ... */
const char *verdict_reason_name(VerdictReason reason);

/* The aggregate word's name: "median", "maximum", "minimum", "average", "total". */
const char *verdict_agg_name(AggWord word);

/* A text cell that may hold figures: a string with a digit that is not itself a number. */
typedef struct TextCell
{
	const char *text;			/* its contents: in the rows text, or unescaped in StepCells.doc */
	uint32_t	len;			/* 32 bits: rows texts are under 2 GB, and a check holds thousands */
	uint32_t	row;			/* 0-based */
	int			column;
} TextCell;

/* Numeric cells of captured rows, for the callers that need them directly. */
typedef struct StepCells
{
	size_t		nrows;
	int			ncolumns;
	double	   *cells;			/* nrows * ncolumns, row-major; NaN where not numeric */
	size_t		ntexts;
	TextCell   *texts;			/* text cells with digits, in row order */
	size_t		nnames;
	TextCell   *names;			/* text cells with a letter that may name a row ("Brazil", "Store A") */
	void	   *doc;			/* the text cells' contents, which they point into */
} StepCells;

/*
 * Read the numeric cells of a rows JSON text (json-c); -1 with errno = ENOMEM
 * on allocation failure. Text that is not a well-formed JSON array reads as no
 * rows; integers beyond 64 bits (which json-c clamps) are not values.
 */
int			step_cells_parse(const char *json, size_t len, StepCells *out);

/*
 * The same, sized for the rows the step says it returned (a hint: a wrong
 * one costs only a reallocation), so the cells are one allocation.
 */
int			step_cells_parse_sized(const char *json, size_t len, size_t expected_rows, StepCells *out);
void		step_cells_free(StepCells *cells);

/* Is the string (a JSON string's raw contents) a number and nothing else? Sets *value. */
bool		numeric_string(const char *s, size_t len, double *value);

#endif							/* NL2SQL_HEAL_VERDICT_H */
