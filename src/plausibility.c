/*
 * plausibility.c — nl2sql_heal.check_answer and the audit_answer trigger.
 *
 * The receipt and its steps are read as the caller, so row-level security
 * decides what can be checked; the verdict (verdict.c, pure C) is stored on
 * the receipt as the tables' owner, like every receipt write. Statements are
 * prepared once per backend and kept.
 */
#include "postgres.h"

#include "pg_compat.h"
#include "plausibility.h"
#include "sqltok.h"

#include <errno.h>
#include <math.h>

#include "access/htup_details.h"
#include "access/xact.h"
#include "access/xlog.h"
#include "catalog/pg_type.h"
#include "commands/trigger.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "parser/parse_coerce.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/guc.h"
#include "utils/rel.h"

#include "receipt_bounds.h"
#include "receipt_writer.h"
#include "pinned_path.h"
#include "receipt_store.h"
#include "spi_plans.h"
#include "verdict.h"

PG_FUNCTION_INFO_V1(nl2sql_heal_check_answer);
PG_FUNCTION_INFO_V1(nl2sql_heal_audit_answer);

/* Ungrounded figures named in a rejection's detail; the rest are counted. */
#define MAX_NAMED_FIGURES 10

/*
 * The row limit of the query's outermost level: LIMIT n, or FETCH FIRST|NEXT
 * [n] ROW[S] (the last one outside parentheses); 0 when it has none, LIMIT
 * ALL, or a limit that is not a plain number (a parameter, an expression).
 */
static int64
outer_limit(const char *sql)
{
	SqlTokens	t;
	int			i,
				depth = 0;
	int64		limit = 0;

	if (!sqltok_tokenize(sql, &t))
		return 0;
	for (i = 0; i < t.n; i++)
	{
		const SqlToken *k = &t.tok[i];
		int			j;

		if (k->kind == SQLTOK_PUNCT && t.src[k->start] == '(')
			depth++;
		else if (k->kind == SQLTOK_PUNCT && t.src[k->start] == ')')
			depth--;
		if (depth != 0 || k->kind != SQLTOK_IDENT)
			continue;
		if (sqltok_is_word(&t, i, "limit"))
		{
			j = sqltok_next(&t, i);
			limit = 0;
			if (j >= 0 && j < t.n && t.tok[j].kind == SQLTOK_NUMBER)
				limit = strtoll(t.src + t.tok[j].start, NULL, 10);
		}
		else if (sqltok_is_word(&t, i, "fetch"))
		{
			j = sqltok_next(&t, i);
			if (j < 0 || j >= t.n || !(sqltok_is_word(&t, j, "first") || sqltok_is_word(&t, j, "next")))
				continue;
			j = sqltok_next(&t, j);
			limit = 0;
			if (j >= 0 && j < t.n && t.tok[j].kind == SQLTOK_NUMBER)
				limit = strtoll(t.src + t.tok[j].start, NULL, 10);
			else if (j >= 0 && j < t.n && (sqltok_is_word(&t, j, "row") || sqltok_is_word(&t, j, "rows")))
				limit = 1;
		}
	}
	sqltok_free(&t);
	return limit > 0 ? limit : 0;
}

/* nl2sql_heal.check_small_counts: single digits stated as counts of what the rows hold are checked */
static bool check_small_counts = false;

/*
 * A cancel, a statement timeout or a terminate pending: the check of a long
 * answer stops (verdict_stop_requested), and the interrupt is served after
 * verdict.c has freed what it allocated.
 */
static bool
statement_ending(void)
{
	return InterruptPending && (QueryCancelPending || ProcDiePending);
}

/* Define check_answer's settings (from _PG_init). */
void
plausibility_init(void)
{
	verdict_stop_requested = statement_ending;
	figures_stop_requested = statement_ending;
	DefineCustomBoolVariable("nl2sql_heal.check_small_counts",
							 "check_answer also checks single digits stated as a count of what the rows hold.",
							 "\"with 5 papers\" is checked where a column is named papers; other single digits "
							 "stay narration. Off: every single digit is narration.",
							 &check_small_counts, false, PGC_USERSET, 0, NULL, NULL, NULL);
}

static SPIPlanPtr plan_receipt;
static SPIPlanPtr plan_steps;
static SPIPlanPtr plan_store;

/* One step as read: what verdict.c needs, and the column names for sources. */
typedef struct ReadStep
{
	Datum	   *columns;		/* text datums */
	bool	   *column_nulls;
	int			ncolumns;
} ReadStep;

/* The name of column c of a step, for a grounding's source. */
static const char *
column_name(const ReadStep *steps, const VerdictStep *vsteps, int nsteps, int step, int c)
{
	int			i;

	for (i = 0; i < nsteps; i++)
	{
		if (vsteps[i].number == step)
		{
			if (c >= 0 && c < steps[i].ncolumns)
				return TextDatumGetCString(steps[i].columns[c]);
			break;
		}
	}
	return psprintf("column %d", c + 1);
}

/* An operand of a derivation, in words: "step 1, row 2, revenue", "step 1, sum of amount", "the answer's 520000". */
static char *
ref_text(const GroundRef *r, const ReadStep *steps, const VerdictStep *vsteps, int nsteps)
{
	switch (r->kind)
	{
		case GROUND_CELL:
			if (r->agg == AGW_MAX || r->agg == AGW_MIN)
				return psprintf("step %d, %s of %s", r->step, verdict_agg_name((AggWord) r->agg),
								column_name(steps, vsteps, nsteps, r->step, r->column));
			return psprintf("step %d, row " INT64_FORMAT ", %s", r->step, (int64) r->row,
							column_name(steps, vsteps, nsteps, r->step, r->column));
		case GROUND_ROW_COUNT:
			return psprintf("step %d, row count", r->step);
		case GROUND_SUM:
			return psprintf("step %d, sum of %s", r->step, column_name(steps, vsteps, nsteps, r->step, r->column));
		case GROUND_AVG:
			return psprintf("step %d, average of %s", r->step, column_name(steps, vsteps, nsteps, r->step, r->column));
		case GROUND_MEDIAN:
			return psprintf("step %d, median of %s", r->step, column_name(steps, vsteps, nsteps, r->step, r->column));
		default:
			break;
	}
	return psprintf("the answer's %.10g", r->value);
}

/* A derivation, in words: "step 1: 520000 − 107700 (step 1, row 2, revenue; step 1, row 3, revenue)". */
static char *
derived_text(const Grounding *g, bool unsigned_gap, const ReadStep *steps, const VerdictStep *vsteps, int nsteps)
{
	char	   *a = ref_text(&g->a, steps, vsteps, nsteps);
	char	   *b = ref_text(&g->b, steps, vsteps, nsteps);
	const char *col = column_name(steps, vsteps, nsteps, g->a.step, g->a.column);

	switch (g->op)
	{
		case OP_DIFF:
			/* a gap without a direction reads larger minus smaller */
			if (g->derived < 0 && unsigned_gap)
				return psprintf("%.10g \u2212 %.10g = %.10g (%s; %s)", g->a.value, g->b.value, -g->derived, a, b);
			return psprintf("%.10g \u2212 %.10g = %.10g (%s; %s)", g->b.value, g->a.value, g->derived, b, a);
		case OP_SUM:
			if (g->nterms > 0)
				return psprintf("step %d: %.10g, the sum of %s over the %d rows named", g->a.step, g->derived, col,
								g->nterms);
			return psprintf("%.10g + %.10g = %.10g (%s; %s)", g->a.value, g->b.value, g->derived, a, b);
		case OP_RATIO:
			return psprintf("%.10g / %.10g = %.10g%s (%s; %s)", g->a.value, g->b.value, g->derived,
							fabs(g->derived - g->a.value / g->b.value) > 1e-9 * fabs(g->derived) ? ", times 100" : "",
							a, b);
		case OP_PAIR_SHARE:
			return psprintf("%.10g / (%.10g + %.10g) = %.10g%% (%s; %s)", g->a.value, g->a.value, g->b.value,
							g->derived, a, b);
		case OP_CHANGE:
			return psprintf("(%.10g \u2212 %.10g) / %.10g = %.10g%% (%s; %s)", g->b.value, g->a.value,
							fabs(g->a.value), g->derived, a, b);
		case OP_CONVERT:
			/* the same value at another magnitude ("9.16 million (9,160,000)") */
			if (g->unit_from == UNIT_NONE)
				return psprintf("%.10g, restated (%s)", g->derived, a);
			return psprintf("%.10g %s = %.10g %s (%s)", g->a.value, figure_unit_name(g->unit_from), g->derived,
							figure_unit_name(g->unit_to), a);
		case OP_TOPK:
			return psprintf("step %d: %.10g, the sum of %s over the top %d rows", g->a.step, g->derived, col,
							g->nterms);
		case OP_TOPK_SHARE:
			return psprintf("step %d: %.10g / %.10g = %.10g%%, the top %d rows' share of the %s total", g->a.step,
							g->a.value, g->b.value, g->derived, g->nterms, col);
		case OP_PER_UNIT:
			if (g->unit_from != UNIT_NONE)
				return psprintf("%.10g / %.10g = %.10g %s per unit, %.10g %s (%s; %s)", g->a.value, g->b.value,
								g->a.value / g->b.value, figure_unit_name(g->unit_from), g->derived,
								figure_unit_name(g->unit_to), a, b);
			return psprintf("%.10g / %.10g = %.10g per unit (%s; %s)", g->a.value, g->b.value, g->derived, a, b);
		case OP_AVG:
			return psprintf("step %d: %.10g, the average of %s over the %d rows named", g->a.step, g->derived, col,
							g->nterms);
		case OP_WAVG:
			return psprintf("step %d: %.10g, the average of %s over the %d rows named, weighted by %s", g->a.step,
							g->derived, col, g->nterms,
							column_name(steps, vsteps, nsteps, g->b.step, g->b.column));
		case OP_NAMED_SHARE:
			return psprintf("step %d: %.10g / %.10g = %.10g%%, the %d rows named's share of the %s total", g->a.step,
							g->a.value, g->b.value, g->derived, g->nterms, col);
		case OP_COUNT_SHARE:
			return psprintf("step %d: %.10g / %.10g = %.10g%%, the rows of one %s, of all rows",
							g->step, g->a.value, g->b.value, g->derived, col);
		case OP_GROUP_COUNT:
			return psprintf("step %d: %.10g, the rows of one %s", g->step, g->derived, col);
		case OP_ROWS_AT_VALUE:
			return psprintf("step %d: %.10g, the rows whose %s is %s%.10g", g->step, g->derived, col,
							g->b.value > 0 ? "above " : g->b.value < 0 ? "below " : "", g->a.value);
		case OP_RATE:
			return psprintf("%.10g %s over %.10g = %.10g %s (%s; %s)", g->a.value, figure_unit_name(g->unit_from),
							g->b.value, g->derived, figure_unit_name(g->unit_to), a, b);
		case OP_PER_MEASURE:
			return psprintf("%.10g / %.10g %s = %.10g per %s (%s; %s)", g->a.value, g->b.value,
							figure_unit_name(g->unit_from), g->derived, figure_unit_name(g->unit_to), a, b);
		case OP_REST:
			if (g->b.kind == GROUND_NONE && g->b.row < 0)
				return psprintf("%.10g \u2212 %.10g = %.10g, the rows not named (%s; the %d rows named)",
								g->a.value, g->b.value, g->derived, a, g->nterms);
			return psprintf("%.10g \u2212 %.10g = %.10g, the rest (%s; %s)", g->a.value, g->b.value, g->derived,
							a, b);
		case OP_MEDIAN_SIDE:
			return psprintf("step %d: %.10g of %.10g rows on one side of the median of %s = %.10g%%", g->step,
							g->a.value, g->b.value, column_name(steps, vsteps, nsteps, g->step, g->column),
							g->derived);
		case OP_RUN_RATE:
			return psprintf("%.10g \u00d7 %.4g = %.10g, its run rate per %s (%s)", g->a.value,
							g->a.value != 0 ? g->derived / g->a.value : 0, g->derived,
							g->unit_to == UNIT_YEAR ? "year" : g->unit_to == UNIT_MONTH ? "month" :
							g->unit_to == UNIT_WEEK ? "week" : "quarter", a);
		case OP_PRODUCT:
			return psprintf("%.10g \u00d7 %.10g = %.10g (%s; %s)", g->a.value, g->b.value, g->derived, a, b);
		case OP_TIMES:
			return psprintf("%d \u00d7 %.10g = %.10g, the count said times one (%s)", g->nterms, g->a.value,
							g->derived, a);
		case OP_RATE_RATIO:
			return psprintf("%.10g / %.10g = %.10g, step %d: row " INT64_FORMAT "'s %s over %s, over row " INT64_FORMAT
							"'s", g->a.value, g->b.value, g->derived, g->a.step, (int64) g->a.row, col,
							column_name(steps, vsteps, nsteps, g->a.step, g->column2), (int64) g->b.row);
		case OP_NONE:
			break;
	}
	return pstrdup("derived");
}

static char *source_base(const Grounding *g, bool unsigned_gap, const ReadStep *steps, const VerdictStep *vsteps,
						 int nsteps);

/* What the rows hold where the sentence named a row, a column or an aggregate. */
static char *
expected_text(const Grounding *g, const char *answer, const ReadStep *steps, const VerdictStep *vsteps, int nsteps)
{
	const GroundRef *e = &g->expected;
	const char *col;

	if (!g->has_expected)
		return NULL;
	col = column_name(steps, vsteps, nsteps, e->step, e->column);
	if (g->entity_length > 0 && e->kind == GROUND_CELL)
		return psprintf("%s (step %d, row " INT64_FORMAT "): %s is %.10g",
						pnstrdup(answer + g->entity_offset, g->entity_length), e->step, (int64) e->row, col, e->value);
	if (e->agg != AGW_NONE)
		return psprintf("step %d, %s of %s is %.10g", e->step, verdict_agg_name((AggWord) e->agg), col, e->value);
	return psprintf("step %d, row " INT64_FORMAT ", %s is %.10g", e->step, (int64) e->row, col, e->value);
}

/* What grounded a figure, in words: "step 2, sum of amount". */
static char *
source_text(const Grounding *g, const Figure *f, const ReadStep *steps, const VerdictStep *vsteps, int nsteps)
{
	char	   *base = source_base(g, !f->explicit_sign && f->direction == 0, steps, vsteps, nsteps);

	if (base && g->scale > 1)
		base = psprintf("%s, in %s", base, g->scale == 1e3 ? "thousands" : g->scale == 1e6 ? "millions" :
						g->scale == 1e9 ? "billions" : "its magnitude");
	if (base && g->bound_held)
		return psprintf("%s, as a bound", base);
	return base;
}

/* What grounded a figure, without the bound. */
static char *
source_base(const Grounding *g, bool unsigned_gap, const ReadStep *steps, const VerdictStep *vsteps, int nsteps)
{
	switch (g->kind)
	{
		case GROUND_NONE:
			return NULL;
		case GROUND_MEDIAN:
			return psprintf("step %d, median of %s", g->step,
							column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_WAVG:
			return psprintf("step %d, average of %s weighted by %s", g->step,
							column_name(steps, vsteps, nsteps, g->step, g->column),
							column_name(steps, vsteps, nsteps, g->step, g->column2));
		case GROUND_QUESTION:
			return psprintf("step %d, its question (narration)", g->step);
		case GROUND_QUERY:
			return psprintf("step %d, its query's condition (narration)", g->step);
		case GROUND_HEADER:
			return pstrdup("a table's header (narration)");
		case GROUND_INDEX_BASE:
			return pstrdup("the base of an index (narration)");
		case GROUND_FACTOR:
			if (g->unit_from == UNIT_NONE)
				return pstrdup("the hundred that makes a percentage (narration)");
			return psprintf("the factor from %s to %s (narration)", figure_unit_name(g->unit_from),
							figure_unit_name(g->unit_to));
		case GROUND_NAME:
			return psprintf("step %d, the name of column %s (narration)", g->step,
							column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_DERIVED:
			return derived_text(g, unsigned_gap, steps, vsteps, nsteps);
		case GROUND_CELL:
			return psprintf("step %d, row " INT64_FORMAT ", %s", g->step, (int64) g->row,
							column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_ROW_COUNT:
			return psprintf("step %d, row count", g->step);
		case GROUND_SUM:
			return psprintf("step %d, sum of %s", g->step,
							column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_AVG:
			return psprintf("step %d, average of %s", g->step,
							column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_SHARE:
			return psprintf("step %d, row " INT64_FORMAT ", share of the %s total", g->step,
							(int64) g->row, column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_TEXT:
			return psprintf("step %d, row " INT64_FORMAT ", %s (in its text)", g->step, (int64) g->row,
							column_name(steps, vsteps, nsteps, g->step, g->column));
		case GROUND_RATIO:
			return psprintf("step %d %s / step %d %s",
							g->step, g->column < 0 ? "row count" :
							column_name(steps, vsteps, nsteps, g->step, g->column),
							g->step2, g->column2 < 0 ? "row count" :
							column_name(steps, vsteps, nsteps, g->step2, g->column2));
	}
	return NULL;
}

/*
 * The verdict's two lists as JSON texts, one per element: the figures
 * ({"text", "value", "grounded", "source", ...}) and the ungrounded figures
 * as written.
 */
typedef struct VerdictParts
{
	char	  **figures;
	size_t		nfigures;
	char	  **ungrounded;
	size_t		nungrounded;
} VerdictParts;

/* Append "[e0, e1, ...]": the first n of the elements. */
static void
append_json_list(StringInfo buf, char *const *elems, size_t n)
{
	size_t		i;

	appendStringInfoChar(buf, '[');
	for (i = 0; i < n; i++)
	{
		if (i > 0)
			appendStringInfoString(buf, ", ");
		appendStringInfoString(buf, elems[i]);
	}
	appendStringInfoChar(buf, ']');
}

/* How many of the elements, from the first, fit in budget bytes as a list ("a, b"). */
static size_t
json_list_fits(char *const *elems, size_t n, size_t budget, size_t *used)
{
	size_t		i;

	*used = 0;
	for (i = 0; i < n; i++)
	{
		size_t		len = strlen(elems[i]) + (i > 0 ? 2 : 0);

		if (*used + len > budget)
			break;
		*used += len;
	}
	return i;
}

/* The stored verdict's keys around its lists, with a "cut" object: well under this */
#define VERDICT_FIXED_BYTES 512

/*
 * The verdict as stored on the receipt: the whole verdict when its JSON text
 * fits in nl2sql_heal.receipt_text_max, else whole elements of its lists, the
 * ungrounded figures first (up to half the room: they are what the trace
 * shows), then the figures, and
 * "cut": {"bytes", "figures", "figures_kept", "ungrounded", "ungrounded_kept"}
 * saying what was left out.  So check_answer cannot store more than the cap
 * however many figures an answer has (thousands of claims, or one figure of
 * a megabyte); the caller still gets the whole verdict.
 */
static char *
verdict_json_stored(const char *full, const Verdict *v, const VerdictParts *parts)
{
	size_t		cap = receipt_text_max_bytes();
	size_t		room = cap > VERDICT_FIXED_BYTES ? cap - VERDICT_FIXED_BYTES : 0;
	size_t		used_u;
	size_t		used_f;
	size_t		keep_u;
	size_t		keep_f;
	StringInfoData buf;

	if (strlen(full) <= cap)
		return (char *) full;
	keep_u = json_list_fits(parts->ungrounded, parts->nungrounded, room / 2, &used_u);
	keep_f = json_list_fits(parts->figures, parts->nfigures, room - used_u, &used_f);
	initStringInfo(&buf);
	appendStringInfo(&buf, "{\"plausible\": %s, \"reason\": \"%s\", \"figures\": ",
					 v->plausible ? "true" : "false", verdict_reason_name(v->reason));
	append_json_list(&buf, parts->figures, keep_f);
	appendStringInfoString(&buf, ", \"ungrounded\": ");
	append_json_list(&buf, parts->ungrounded, keep_u);
	appendStringInfo(&buf, ", \"cut\": {\"bytes\": %zu, \"figures\": %zu, \"figures_kept\": %zu, "
					 "\"ungrounded\": %zu, \"ungrounded_kept\": %zu}}",
					 strlen(full), parts->nfigures, keep_f, parts->nungrounded, keep_u);
	return buf.data;
}

/*
 * The verdict as JSON text: {"plausible", "reason", "figures", "ungrounded"},
 * whole; *stored: as stored on the receipt (verdict_json_stored).
 */
static char *
verdict_json(const Verdict *v, const char *answer, const ReadStep *steps,
			 const VerdictStep *vsteps, int nsteps, List **ungrounded, char **stored)
{
	StringInfoData buf;
	VerdictParts parts;
	size_t		i;

	parts.figures = palloc(sizeof(char *) * Max(v->nfigures, 1));
	parts.ungrounded = palloc(sizeof(char *) * Max(v->nfigures, 1));
	parts.nfigures = 0;
	parts.nungrounded = 0;
	for (i = 0; i < v->nfigures; i++)
	{
		const Figure *f = &v->figures[i];
		char	   *text = pnstrdup(answer + f->offset, f->length);
		char	   *source = source_text(&v->grounds[i], f, steps, vsteps, nsteps);

		initStringInfo(&buf);
		appendStringInfoString(&buf, "{\"text\": ");
		escape_json(&buf, text);
		appendStringInfo(&buf, ", \"value\": %.15g, \"grounded\": %s, \"source\": ",
						 f->value, source ? "true" : "false");
		if (source)
			escape_json(&buf, source);
		else
			appendStringInfoString(&buf, "null");
		if (source == NULL)
		{
			char	   *expected = expected_text(&v->grounds[i], answer, steps, vsteps, nsteps);

			if (expected)
			{
				appendStringInfoString(&buf, ", \"expected\": ");
				escape_json(&buf, expected);
			}
			if (v->grounds[i].has_nearest)
			{
				Grounding	near;

				/* the nearest derivation tried, and how far the stated figure is from it */
				memset(&near, 0, sizeof(near));
				near.kind = GROUND_DERIVED;
				near.op = v->grounds[i].nearest_op;
				near.a = v->grounds[i].nearest_a;
				near.b = v->grounds[i].nearest_b;
				near.derived = v->grounds[i].nearest;
				near.nterms = v->grounds[i].nearest_nterms;
				near.unit_from = v->grounds[i].nearest_unit_from;
				near.unit_to = v->grounds[i].nearest_unit_to;
				near.step = near.a.step;
				appendStringInfoString(&buf, ", \"nearest\": ");
				{
					double		gap = fabs(fabs(near.derived) - fabs(f->value));

					/* how far, and how far as a share of the derivation: "3% away" */
					if (near.derived != 0)
						escape_json(&buf, psprintf("%s, %.4g away (%.3g%%)",
												   derived_text(&near, false, steps, vsteps, nsteps), gap,
												   100.0 * gap / fabs(near.derived)));
					else
						escape_json(&buf, psprintf("%s, %.4g away", derived_text(&near, false, steps, vsteps, nsteps),
												   gap));
				}
			}
		}
		appendStringInfoChar(&buf, '}');
		parts.figures[parts.nfigures++] = buf.data;
		if (source == NULL)
			*ungrounded = lappend(*ungrounded, text);
	}
	for (i = 0; i < v->nfigures; i++)
	{
		const Figure *f = &v->figures[i];

		if (v->grounds[i].kind != GROUND_NONE)
			continue;
		initStringInfo(&buf);
		escape_json(&buf, pnstrdup(answer + f->offset, f->length));
		parts.ungrounded[parts.nungrounded++] = buf.data;
	}
	initStringInfo(&buf);
	appendStringInfo(&buf, "{\"plausible\": %s, \"reason\": \"%s\", \"figures\": ",
					 v->plausible ? "true" : "false", verdict_reason_name(v->reason));
	append_json_list(&buf, parts.figures, parts.nfigures);
	appendStringInfoString(&buf, ", \"ungrounded\": ");
	append_json_list(&buf, parts.ungrounded, parts.nungrounded);
	appendStringInfoChar(&buf, '}');
	*stored = verdict_json_stored(buf.data, v, &parts);
	return buf.data;
}

/* Is the step status one whose final query ran? */
static bool
status_executed(Datum status)
{
	char	   *s = TextDatumGetCString(status);

	return strcmp(s, "ok") == 0 || strcmp(s, "repaired") == 0 || strcmp(s, "empty") == 0;
}

/* Store the verdict on the receipt, as the tables' owner. */
static void
store_verdict(int64 receipt_id, const char *answer, bool plausible, Datum verdict)
{
	Oid			types[4] = {INT8OID, TEXTOID, BOOLOID, JSONBOID};
	Datum		values[4];
	OwnerRights owner;
	bool		only_receipts = receipts_only_so_far();

	values[0] = Int64GetDatum(receipt_id);
	values[1] = CStringGetTextDatum(receipt_text_bounded(answer));	/* cut like every stored text */
	values[2] = BoolGetDatum(plausible);
	values[3] = verdict;
	owner_rights_begin(&owner);
	PG_TRY();
	{
		prepare_kept(&plan_store,
					 "UPDATE nl2sql_heal.receipts "
					 "   SET answer = $2, plausible = $3, verdict = $4, checked_at = pg_catalog.now() "
					 " WHERE receipt_id OPERATOR(pg_catalog.=) $1",
					 4, types);
		if (SPI_execute_plan(plan_store, values, NULL, false, 0) != SPI_OK_UPDATE)
			elog(ERROR, "could not store the verdict");
	}
	PG_FINALLY();
	{
		owner_rights_end(&owner);
	}
	PG_END_TRY();
	receipts_wrote(only_receipts);
}

/* Check the answer against the receipt's steps and store the verdict. */
void
plausibility_check(int64 receipt_id, const char *answer, AnswerVerdict *out)
{
	MemoryContext callercxt = CurrentMemoryContext;
	char	   *me = GetUserNameFromId(GetUserId(), false);
	Oid			types[1] = {INT8OID};
	Datum		values[1];
	char	   *owner_name = NULL;
	VerdictStep *vsteps = NULL;
	ReadStep   *steps = NULL;
	int			nsteps = 0;
	Verdict		v;
	int			i;
	int			nestlevel;
	char	   *stored = NULL;
	Datum		stored_verdict = (Datum) 0;

	memset(out, 0, sizeof(*out));
	values[0] = Int64GetDatum(receipt_id);
	/* this session's receipts still on their way to the tables first */
	receipt_writer_wait_own();
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	/* the reads and the verdict's write resolve nothing through the caller's path */
	nestlevel = pin_search_path();

	/* as the caller: row-level security shows only what the caller may see */
	prepare_kept(&plan_receipt,
				 "SELECT role_name::pg_catalog.text FROM nl2sql_heal.receipts "
				 " WHERE receipt_id OPERATOR(pg_catalog.=) $1",
				 1, types);
	if (SPI_execute_plan(plan_receipt, values, NULL, false, 1) != SPI_OK_SELECT)
		elog(ERROR, "could not read receipt");
	if (SPI_processed == 1)
	{
		char	   *name = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);

		owner_name = name ? MemoryContextStrdup(callercxt, name) : NULL;
	}
	if (owner_name == NULL)
	{
		unpin_search_path(nestlevel);
		SPI_finish();
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("receipt " INT64_FORMAT " does not exist", receipt_id),
				 errhint("Receipts of other roles are not visible.")));
	}
	if (strcmp(owner_name, me) != 0 && !superuser())
	{
		unpin_search_path(nestlevel);
		SPI_finish();
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied for receipt " INT64_FORMAT, receipt_id),
				 errdetail("The receipt belongs to role \"%s\"; only its role can store a verdict on it.",
						   owner_name)));
	}

	prepare_kept(&plan_steps,
				 "SELECT step, status, row_count, columns, rows, question, final_sql FROM nl2sql_heal.steps "
				 " WHERE receipt_id OPERATOR(pg_catalog.=) $1 ORDER BY step",
				 1, types);
	if (SPI_execute_plan(plan_steps, values, NULL, false, 0) != SPI_OK_SELECT)
		elog(ERROR, "could not read receipt steps");
	nsteps = (int) SPI_processed;
	vsteps = palloc0(sizeof(VerdictStep) * Max(nsteps, 1));
	steps = palloc0(sizeof(ReadStep) * Max(nsteps, 1));
	for (i = 0; i < nsteps; i++)
	{
		HeapTuple	tuple = SPI_tuptable->vals[i];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		bool		isnull;
		Datum		d;

		vsteps[i].number = DatumGetInt32(SPI_getbinval(tuple, desc, 1, &isnull));
		d = SPI_getbinval(tuple, desc, 2, &isnull);
		vsteps[i].executed = !isnull && status_executed(d);
		d = SPI_getbinval(tuple, desc, 3, &isnull);
		vsteps[i].row_count = isnull ? 0 : DatumGetInt64(d);
		d = SPI_getbinval(tuple, desc, 4, &isnull);
		if (!isnull)
		{
			const char **names;
			int			c;

			deconstruct_array(DatumGetArrayTypeP(d), TEXTOID, -1, false, TYPALIGN_INT,
							  &steps[i].columns, &steps[i].column_nulls, &steps[i].ncolumns);
			names = palloc0(sizeof(char *) * Max(steps[i].ncolumns, 1));
			for (c = 0; c < steps[i].ncolumns; c++)
				names[c] = steps[i].column_nulls[c] ? "" : TextDatumGetCString(steps[i].columns[c]);
			vsteps[i].column_names = names;
			vsteps[i].ncolumn_names = steps[i].ncolumns;
		}
		d = SPI_getbinval(tuple, desc, 6, &isnull);
		if (!isnull)
		{
			vsteps[i].question = TextDatumGetCString(d);
			vsteps[i].question_len = strlen(vsteps[i].question);
		}
		d = SPI_getbinval(tuple, desc, 7, &isnull);
		if (!isnull)
		{
			vsteps[i].sql = TextDatumGetCString(d);
			vsteps[i].limit = outer_limit(vsteps[i].sql);
		}
		d = SPI_getbinval(tuple, desc, 5, &isnull);
		if (!isnull && vsteps[i].executed)
		{
			struct varlena *rows = pg_detoast_datum_packed((struct varlena *) DatumGetPointer(d));

			vsteps[i].rows = VARDATA_ANY(rows);
			vsteps[i].rows_len = VARSIZE_ANY_EXHDR(rows);
		}
	}

	if (verdict_decide_counts(vsteps, nsteps, answer, strlen(answer), check_small_counts, &v) != 0)
	{
		if (errno == EINTR)
		{
			CHECK_FOR_INTERRUPTS();
			/* interrupts held off: the check ends here all the same */
			ereport(ERROR,
					(errcode(ERRCODE_QUERY_CANCELED),
					 errmsg("canceling the check of an answer against receipt " INT64_FORMAT, receipt_id)));
		}
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory"),
				 errdetail("Checking an answer of %zu bytes against receipt " INT64_FORMAT " ran out of memory.",
						   strlen(answer), receipt_id)));
	}
	PG_TRY();
	{
		MemoryContext old = MemoryContextSwitchTo(callercxt);

		out->plausible = v.plausible;
		out->reason = verdict_reason_name(v.reason);
		out->json = verdict_json(&v, answer, steps, vsteps, nsteps, &out->ungrounded, &stored);
		out->verdict = DirectFunctionCall1(jsonb_in, CStringGetDatum(out->json));
		stored_verdict = stored == out->json ? out->verdict
			: DirectFunctionCall1(jsonb_in, CStringGetDatum(stored));
		MemoryContextSwitchTo(old);
	}
	PG_FINALLY();
	{
		verdict_free(&v);
	}
	PG_END_TRY();

	if (!XactReadOnly)
	{
		store_verdict(receipt_id, answer, out->plausible, stored_verdict);
		out->stored = true;
	}
	unpin_search_path(nestlevel);
	SPI_finish();
	if (!out->stored)
		ereport(NOTICE,
				(errmsg("the verdict was not stored on receipt " INT64_FORMAT, receipt_id),
				 RecoveryInProgress()
				 ? errdetail("The server is a hot standby; verdicts are stored only on the primary.")
				 : errdetail("The transaction is read-only.")));
}

/*
 * check_answer(receipt_id, answer) → jsonb
 *
 * The verdict: {"plausible", "reason", "figures", "ungrounded"}, also stored
 * on the receipt.
 */
Datum
nl2sql_heal_check_answer(PG_FUNCTION_ARGS)
{
	AnswerVerdict verdict;

	if (PG_ARGISNULL(0))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("receipt_id must not be null")));
	if (PG_ARGISNULL(1))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("answer must not be null"),
				 errhint("Pass the final prose answer; an empty string is an answer that asserts nothing.")));
	plausibility_check(PG_GETARG_INT64(0), text_to_cstring(PG_GETARG_TEXT_PP(1)), &verdict);
	PG_RETURN_DATUM(verdict.verdict);
}

/* ---- the audit_answer trigger ---- */

/* The trigger's arguments, resolved against the table. */
typedef struct AuditArgs
{
	int			receipt_att;
	Oid			receipt_type;	/* int2, int4 or int8 (base type) */
	int			answer_att;
	int			verdict_att;	/* 0: none */
	Oid			verdict_type;	/* jsonb, json or boolean */
	bool		reject;
} AuditArgs;

/* The attribute number of the named column, or a clear error. */
static int
audit_column(Relation rel, const char *trigger, const char *name, const char *role)
{
	int			att = SPI_fnumber(RelationGetDescr(rel), name);

	if (att <= 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_COLUMN),
				 errmsg("column \"%s\" of relation \"%s\" does not exist", name, RelationGetRelationName(rel)),
				 errdetail("Trigger \"%s\" names it as the %s column of nl2sql_heal.audit_answer().",
						   trigger, role)));
	return att;
}

/* Complain that a column has the wrong type for its role. */
static void
audit_wrong_type(Relation rel, int att, const char *role, const char *want)
{
	TupleDesc	desc = RelationGetDescr(rel);

	ereport(ERROR,
			(errcode(ERRCODE_DATATYPE_MISMATCH),
			 errmsg("column \"%s\" of relation \"%s\" is of type %s, but the %s column must be %s",
					NameStr(TupleDescAttr(desc, att - 1)->attname), RelationGetRelationName(rel),
					format_type_be(TupleDescAttr(desc, att - 1)->atttypid), role, want),
			 errhint("Name a column of the right type in the trigger's arguments to nl2sql_heal.audit_answer().")));
}

/* Resolve and validate the trigger's arguments against its table. */
static void
audit_args(TriggerData *td, AuditArgs *args)
{
	Trigger    *tg = td->tg_trigger;
	Relation	rel = td->tg_relation;
	TupleDesc	desc = RelationGetDescr(rel);
	int			nargs = tg->tgnargs;
	Oid			type;

	memset(args, 0, sizeof(*args));
	if (nargs < 2 || nargs > 4)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg_plural("trigger \"%s\" passes %d argument to nl2sql_heal.audit_answer(), which takes 2 to 4",
							   "trigger \"%s\" passes %d arguments to nl2sql_heal.audit_answer(), which takes 2 to 4",
							   nargs, tg->tgname, nargs),
				 errhint("Pass the receipt column, the answer column, optionally a verdict column, and optionally 'reject': "
						 "EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt_id', 'answer', 'verdict', 'reject').")));
	if (nargs == 4 && pg_strcasecmp(tg->tgargs[3], "reject") != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("unknown option \"%s\" in trigger \"%s\"", tg->tgargs[3], tg->tgname),
				 errhint("The fourth argument of nl2sql_heal.audit_answer() can only be 'reject'.")));
	args->reject = pg_strcasecmp(tg->tgargs[nargs - 1], "reject") == 0 && nargs >= 3;

	args->receipt_att = audit_column(rel, tg->tgname, tg->tgargs[0], "receipt");
	type = getBaseType(TupleDescAttr(desc, args->receipt_att - 1)->atttypid);
	if (type != INT8OID && type != INT4OID && type != INT2OID)
		audit_wrong_type(rel, args->receipt_att, "receipt", "bigint (or another integer type)");
	args->receipt_type = type;

	args->answer_att = audit_column(rel, tg->tgname, tg->tgargs[1], "answer");
	type = getBaseType(TupleDescAttr(desc, args->answer_att - 1)->atttypid);
	if (TypeCategory(type) != TYPCATEGORY_STRING)
		audit_wrong_type(rel, args->answer_att, "answer", "text (or varchar, char)");

	if (nargs == 4 || (nargs == 3 && !args->reject))
	{
		args->verdict_att = audit_column(rel, tg->tgname, tg->tgargs[2], "verdict");
		type = TupleDescAttr(desc, args->verdict_att - 1)->atttypid;
		if (type != JSONBOID && type != JSONOID && type != BOOLOID)
			audit_wrong_type(rel, args->verdict_att, "verdict", "jsonb, json or boolean");
		args->verdict_type = type;
	}
}

/* Refuse an implausible answer: check_violation, naming the table and the trigger. */
static void
audit_reject(TriggerData *td, int64 receipt_id, const AnswerVerdict *verdict)
{
	Relation	rel = td->tg_relation;
	StringInfoData detail;

	initStringInfo(&detail);
	if (strcmp(verdict->reason, "no_query_executed") == 0)
		appendStringInfoString(&detail, "No step of the receipt executed a query successfully, "
							   "so the answer is not grounded in returned rows.");
	else if (strcmp(verdict->reason, "zero_rows_unacknowledged") == 0)
		appendStringInfoString(&detail, "The queries returned no rows, and the answer does not say so.");
	else
	{
		ListCell   *lc;

		appendStringInfoString(&detail, list_length(verdict->ungrounded) == 1
							   ? "This figure is not grounded in the returned rows: "
							   : "These figures are not grounded in the returned rows: ");
		foreach(lc, verdict->ungrounded)
		{
			int			k = foreach_current_index(lc);

			if (k == MAX_NAMED_FIGURES)
			{
				appendStringInfo(&detail, " and %d more", list_length(verdict->ungrounded) - k);
				break;
			}
			appendStringInfo(&detail, "%s%s", k > 0 ? ", " : "", (char *) lfirst(lc));
		}
		appendStringInfoChar(&detail, '.');
	}
	ereport(ERROR,
			(errcode(ERRCODE_CHECK_VIOLATION),
			 errmsg("answer for receipt " INT64_FORMAT " is not plausible (%s)", receipt_id, verdict->reason),
			 errdetail_internal("%s", detail.data),
			 errhint("See how the answer was checked: SELECT line FROM nl2sql_heal.trace(" INT64_FORMAT ");",
					 receipt_id),
			 errtableconstraint(rel, td->tg_trigger->tgname)));
}

/*
 * audit_answer() — BEFORE INSERT OR UPDATE ... FOR EACH ROW trigger with
 * arguments (receipt column, answer column [, verdict column] [, 'reject']).
 *
 * Checks the row's answer against its receipt and stores the verdict there,
 * fills the verdict column when one is named (jsonb or json: the verdict;
 * boolean: plausible), and with 'reject' refuses an implausible answer.
 * A row without an answer is not checked (its verdict column is set NULL);
 * one with an answer but no receipt is refused with 'reject', else left
 * unchecked.
 */
Datum
nl2sql_heal_audit_answer(PG_FUNCTION_ARGS)
{
	TriggerData *td = (TriggerData *) fcinfo->context;
	AuditArgs	args;
	HeapTuple	tuple;
	TupleDesc	desc;
	bool		receipt_null;
	Datum		receipt;
	char	   *answer;
	int64		receipt_id = 0;
	AnswerVerdict verdict;
	Datum		value = (Datum) 0;
	bool		value_null = true;

	if (!CALLED_AS_TRIGGER(fcinfo))
		ereport(ERROR,
				(errcode(ERRCODE_E_R_I_E_TRIGGER_PROTOCOL_VIOLATED),
				 errmsg("nl2sql_heal.audit_answer() was not called by the trigger manager"),
				 errhint("Attach it with CREATE TRIGGER ... BEFORE INSERT OR UPDATE ... FOR EACH ROW; "
						 "to check an answer directly, call nl2sql_heal.check_answer().")));
	if (!TRIGGER_FIRED_BEFORE(td->tg_event) || !TRIGGER_FIRED_FOR_ROW(td->tg_event) ||
		!(TRIGGER_FIRED_BY_INSERT(td->tg_event) || TRIGGER_FIRED_BY_UPDATE(td->tg_event)))
		ereport(ERROR,
				(errcode(ERRCODE_E_R_I_E_TRIGGER_PROTOCOL_VIOLATED),
				 errmsg("trigger \"%s\" must be fired BEFORE INSERT OR UPDATE ... FOR EACH ROW",
						td->tg_trigger->tgname),
				 errdetail("nl2sql_heal.audit_answer() checks and fills the row before it is written.")));
	audit_args(td, &args);

	tuple = TRIGGER_FIRED_BY_UPDATE(td->tg_event) ? td->tg_newtuple : td->tg_trigtuple;
	desc = RelationGetDescr(td->tg_relation);
	receipt = heap_getattr(tuple, args.receipt_att, desc, &receipt_null);
	if (!receipt_null)
		receipt_id = args.receipt_type == INT8OID ? DatumGetInt64(receipt) :
			args.receipt_type == INT4OID ? (int64) DatumGetInt32(receipt) : (int64) DatumGetInt16(receipt);
	answer = SPI_getvalue(tuple, desc, args.answer_att);

	if (answer != NULL && receipt_null && args.reject)
		ereport(ERROR,
				(errcode(ERRCODE_NOT_NULL_VIOLATION),
				 errmsg("answer has no receipt to be checked against"),
				 errdetail("Column \"%s\" of relation \"%s\" is null.",
						   td->tg_trigger->tgargs[0], RelationGetRelationName(td->tg_relation)),
				 errhint("Store the receipt_id that heal_execute returned with the answer."),
				 errtableconstraint(td->tg_relation, td->tg_trigger->tgname)));
	if (answer != NULL && !receipt_null)
	{
		plausibility_check(receipt_id, answer, &verdict);
		if (args.reject && !verdict.plausible)
			audit_reject(td, receipt_id, &verdict);
		value_null = false;
		if (args.verdict_type == JSONBOID)
			value = verdict.verdict;
		else if (args.verdict_type == JSONOID)
			value = CStringGetTextDatum(verdict.json);
		else
			value = BoolGetDatum(verdict.plausible);
	}
	if (args.verdict_att > 0)
	{
		int			cols[1] = {args.verdict_att};

		tuple = heap_modify_tuple_by_cols(tuple, desc, 1, cols, &value, &value_null);
	}
	return PointerGetDatum(tuple);
}
