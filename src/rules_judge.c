/*
 * rules_judge.c — a repaired query judged whole, before it is accepted.
 *
 * A rewrite that parses can still mean something its author did not: a
 * bare name that now resolves to a FROM item's whole row (the column of that
 * name was renamed), an inner name that binds to an outer query's column
 * only because the inner table's column was renamed (the journal knows), or
 * a predicate whose two sides became the same column.  PostgreSQL accepts
 * all three and returns confident, wrong rows.  The judge finds them: the
 * first two are handed back to the rules as the unknown column they are
 * (repaired, or the repair is refused), the last refuses the repair.
 */
#include "rules.h"
#include "rules_query.h"

#include "mb/pg_wchar.h"

#include "names.h"

/* Is name in a list of C strings? */
static bool
listed(List *names, const char *name)
{
	ListCell   *lc;

	foreach(lc, names)
	{
		if (strcmp(lfirst(lc), name) == 0)
			return true;
	}
	return false;
}

/*
 * Which FROM item a bare name binds to, as PostgreSQL resolves it: the
 * nearest frame with an item that has the column.  *frame_out: that frame.
 * NULL when none has it or some item's columns cannot be told (*unknown).
 */
static QueryItem *
bind_bare(QueryFrame *frame, const char *name, QueryFrame **frame_out, bool *unknown)
{
	*unknown = false;
	*frame_out = NULL;
	for (; frame; frame = frame->outer)
	{
		ListCell   *lc;

		foreach(lc, frame->items)
		{
			QueryItem  *item = lfirst(lc);
			bool		known;
			List	   *cols = query_item_columns(item, &known);

			rules_check_budget();
			if (!known)
			{
				*unknown = true;
				return NULL;
			}
			if (listed(cols, name))
			{
				*frame_out = frame;
				return item;
			}
		}
	}
	return NULL;
}

/*
 * Has a relation of the frame's own FROM a column the name may be (an
 * abbreviation, a synonym: doc_id for document_id)?  Then a bare name bound
 * to the outer query's column of that exact name is more likely the inner
 * column, renamed, than a correlated reference (Cupid's linguistic
 * evidence, names.h).
 */
static bool
own_column_like(QueryFrame *frame, const char *name)
{
	ListCell   *lc;

	foreach(lc, frame->items)
	{
		QueryItem  *item = lfirst(lc);
		int			i;

		if (item->kind != ITEM_RELATION || item->rel == NULL)
			continue;
		for (i = 0; i < item->rel->ncolumns; i++)
		{
			NameScore	s = names_score(name, item->rel->columns[i].name, item->rel->relname);

			rules_check_budget();
			if (s.kind != NAME_NO_MATCH && s.kind != NAME_TABLE_PREFIX)
				return true;
		}
	}
	return false;
}

/* Is the token range [start, end) the only argument of a call (row_to_json(t))? */
static bool
sole_call_argument(QueryInfo *q, int start)
{
	int			i = query_token_at(q, start);

	return i >= 2 && i + 1 < q->ntokens &&
		q->tokens[i - 1].code == '(' && q->tokens[i + 1].code == ')' &&
		(q->tokens[i - 2].ident || q->tokens[i - 2].keyword != NULL);
}

/* The 1-based character position of byte offset at. */
static int
char_position(const char *sql, int at)
{
	return pg_mbstrlen_with_len(sql, at) + 1;
}

/*
 * The first bare name of sql that does not mean what it says: a whole-row
 * reference to a relation of known columns (not the sole argument of a
 * call), or an inner name bound to an outer query's column where the journal
 * shows a column of that name in the inner FROM was renamed.  Fills err as
 * PostgreSQL's "column does not exist" at that name; false when none.
 */
bool
rules_judge_names(RuleContext *ctx, const char *sql, ExecResult *err)
{
	QueryInfo  *q = query_analyse(ctx, sql, true);
	ListCell   *lc;

	if (q == NULL)
		return false;
	foreach(lc, q->columnrefs)
	{
		QueryRef   *ref = lfirst(lc);
		ColumnRef  *cref = (ColumnRef *) ref->node;
		const char *name;
		QueryFrame *bound;
		QueryItem  *item;
		bool		unknown;
		bool		suspect = false;

		rules_check_budget();
		if (list_length(cref->fields) != 1 || !IsA(linitial(cref->fields), String))
			continue;
		name = strVal(linitial(cref->fields));
		item = bind_bare(ref->frame, name, &bound, &unknown);
		if (unknown)
			continue;
		if (item == NULL)
		{
			QueryItem  *row = query_item_named(ref->frame, name);

			/* an output name (ORDER BY total) is not a whole row */
			suspect = row != NULL && row->kind == ITEM_RELATION && row->rel != NULL &&
				!listed(query_target_aliases(ref->frame), name) &&
				!sole_call_argument(q, cref->location);
		}
		else if (bound != ref->frame && ref->frame->items != NIL)
			suspect = own_column_like(ref->frame, name) ||
				rules_journal_renamed(ctx, name, ref->frame->items);
		if (suspect)
		{
			memset(err, 0, sizeof(*err));
			err->outcome = OUTCOME_ERROR;
			strlcpy(err->sqlstate, "42703", sizeof(err->sqlstate));
			err->message = psprintf("column \"%s\" does not exist", name);
			err->position = char_position(sql, cref->location);
			return true;
		}
	}
	return false;
}

/* The item and column a column reference resolves to; false when unsure. */
static bool
resolve(QueryRef *ref, QueryItem **item, const char **column)
{
	ColumnRef  *cref = (ColumnRef *) ref->node;
	QueryFrame *bound;
	bool		unknown;

	if (!IsA(llast(cref->fields), String))
		return false;
	*column = strVal(llast(cref->fields));
	if (list_length(cref->fields) == 2 && IsA(linitial(cref->fields), String))
		*item = query_item_named(ref->frame, strVal(linitial(cref->fields)));
	else if (list_length(cref->fields) == 1)
		*item = bind_bare(ref->frame, *column, &bound, &unknown);
	else
		return false;
	return *item != NULL;
}

/* qsort and bsearch order of QueryRefs: by the address of their node */
static int
ref_node_cmp(const void *a, const void *b)
{
	uintptr_t	x = (uintptr_t) (*(QueryRef *const *) a)->node;
	uintptr_t	y = (uintptr_t) (*(QueryRef *const *) b)->node;

	return x < y ? -1 : x > y;
}

/* The QueryRef of a column reference node in refs (sorted), or NULL. */
static QueryRef *
ref_of(QueryRef **refs, int nrefs, Node *node)
{
	QueryRef	key = {.node = node};
	QueryRef   *keyp = &key;
	QueryRef  **found;

	if (node == NULL || !IsA(node, ColumnRef) || nrefs == 0)
		return NULL;
	found = bsearch(&keyp, refs, nrefs, sizeof(QueryRef *), ref_node_cmp);
	return found ? *found : NULL;
}

/* How many comparisons of sql compare a column with itself (t.a = t.a)? */
static int
self_comparisons(RuleContext *ctx, const char *sql)
{
	QueryInfo  *q = query_analyse(ctx, sql, true);
	QueryRef  **refs;
	int			nrefs = 0;
	ListCell   *lc;
	int			n = 0;

	if (q == NULL)
		return 0;
	/* the operands looked up by address: a query of many comparisons stays linear */
	refs = palloc(sizeof(QueryRef *) * (list_length(q->columnrefs) + 1));
	foreach(lc, q->columnrefs)
		refs[nrefs++] = lfirst(lc);
	qsort(refs, nrefs, sizeof(QueryRef *), ref_node_cmp);
	foreach(lc, q->exprs)
	{
		A_Expr	   *e = (A_Expr *) ((QueryRef *) lfirst(lc))->node;
		QueryRef   *l;
		QueryRef   *r;
		QueryItem  *li;
		QueryItem  *ri;
		const char *lcol;
		const char *rcol;

		rules_check_budget();
		if (e->kind != AEXPR_OP || (l = ref_of(refs, nrefs, e->lexpr)) == NULL ||
			(r = ref_of(refs, nrefs, e->rexpr)) == NULL)
			continue;
		if (resolve(l, &li, &lcol) && resolve(r, &ri, &rcol) && li == ri && strcmp(lcol, rcol) == 0)
			n++;
	}
	pfree(refs);
	return n;
}

/*
 * Does the rewrite compare a column with itself more often than the
 * original did (ON Code = CountryCode made Code = code)?
 */
bool
rules_judge_self_comparison(RuleContext *ctx, const char *original, const char *rewrite)
{
	int			n = self_comparisons(ctx, rewrite);

	/* the original is analysed only when it matters (each analysis reads the catalog) */
	return n > 0 && n > self_comparisons(ctx, original);
}
