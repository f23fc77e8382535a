/*
 * rules_query.c — what a failing query refers to, from its raw parse tree.
 *
 * One walk over the raw parse tree builds a frame per SELECT (its FROM
 * items, with joins flattened, the WITH queries in scope, and the frame its
 * expressions may also see: the enclosing one for subqueries in
 * expressions and LATERAL items), and records every column reference and
 * operator expression with its frame.  Relations are then resolved in one
 * catalog read.
 */
#include "postgres.h"

#include "rules_query.h"

#include "nodes/nodeFuncs.h"
#include "utils/builtins.h"

static QueryFrame *walk_select(QueryInfo *q, SelectStmt *select, QueryFrame *outer, List *ctes);
static void walk_expr(QueryInfo *q, Node *node, QueryFrame *frame);

typedef struct ExprWalk
{
	QueryInfo  *q;
	QueryFrame *frame;
} ExprWalk;

/* Record column references and operators; descend into subqueries with a new frame. */
static bool
expr_walker(Node *node, void *context)
{
	ExprWalk *w = (ExprWalk *) context;
	if (node == NULL)
		return false;
	if (IsA(node, ColumnRef))
	{
		QueryRef   *ref = palloc(sizeof(QueryRef));

		ref->node = node;
		ref->frame = w->frame;
		w->q->columnrefs = lappend(w->q->columnrefs, ref);
		return false;
	}
	if (IsA(node, A_Expr))
	{
		QueryRef   *ref = palloc(sizeof(QueryRef));

		ref->node = node;
		ref->frame = w->frame;
		w->q->exprs = lappend(w->q->exprs, ref);
	}
	else if (IsA(node, SubLink))
	{
		SubLink    *sub = (SubLink *) node;

		walk_expr(w->q, sub->testexpr, w->frame);
		if (sub->subselect && IsA(sub->subselect, SelectStmt))
			walk_select(w->q, (SelectStmt *) sub->subselect, w->frame, w->frame->ctes);
		return false;
	}
	else if (IsA(node, SelectStmt))
	{
		walk_select(w->q, (SelectStmt *) node, w->frame, w->frame->ctes);
		return false;
	}
	return raw_expression_tree_walker(node, expr_walker, (void *) w);
}

/* Walk an expression (or a list of them) of frame. */
static void
walk_expr(QueryInfo *q, Node *node, QueryFrame *frame)
{
	ExprWalk	w;

	w.q = q;
	w.frame = frame;
	(void) expr_walker(node, &w);
}

/* The WITH query of that name in scope, or NULL. */
static QueryCte *
find_cte(List *ctes, const char *name)
{
	int			i;

	/* the innermost definition wins: search from the end */
	for (i = list_length(ctes) - 1; i >= 0; i--)
	{
		QueryCte   *c = list_nth(ctes, i);

		rules_check_budget();
		if (strcmp(c->name, name) == 0)
			return c;
	}
	return NULL;
}

/* Add one FROM item (and, for joins, the items inside) to frame. */
static void
walk_from(QueryInfo *q, Node *node, QueryFrame *frame)
{
	QueryItem  *item;

	if (node == NULL)
		return;
	item = palloc0(sizeof(QueryItem));
	item->node = node;
	if (IsA(node, RangeVar))
	{
		RangeVar   *rv = (RangeVar *) node;
		QueryCte   *cte = rv->schemaname ? NULL : find_cte(frame->ctes, rv->relname);

		item->rv = rv;
		item->refname = rv->alias ? rv->alias->aliasname : rv->relname;
		item->aliascols = rv->alias ? rv->alias->colnames : NIL;
		if (cte)
		{
			item->kind = ITEM_CTE;
			item->subframe = cte->frame;
			if (item->aliascols == NIL)
				item->aliascols = cte->cte->aliascolnames;
		}
		else
		{
			item->kind = ITEM_RELATION;
			q->relations = lappend(q->relations, item);
		}
	}
	else if (IsA(node, RangeSubselect))
	{
		RangeSubselect *sub = (RangeSubselect *) node;

		item->kind = ITEM_SUBQUERY;
		item->refname = sub->alias ? sub->alias->aliasname : NULL;
		item->aliascols = sub->alias ? sub->alias->colnames : NIL;
		if (sub->subquery && IsA(sub->subquery, SelectStmt))
			item->subframe = walk_select(q, (SelectStmt *) sub->subquery,
										 sub->lateral ? frame : frame->outer, frame->ctes);
	}
	else if (IsA(node, JoinExpr))
	{
		JoinExpr   *join = (JoinExpr *) node;

		{
			QueryRef   *ref = palloc(sizeof(QueryRef));

			ref->node = node;
			ref->frame = frame;
			q->joins = lappend(q->joins, ref);
		}
		walk_from(q, join->larg, frame);
		walk_from(q, join->rarg, frame);
		walk_expr(q, join->quals, frame);
		if (join->alias == NULL)
			return;
		item->kind = ITEM_OTHER;
		item->refname = join->alias->aliasname;
	}
	else if (IsA(node, RangeTableSample))
	{
		RangeTableSample *sample = (RangeTableSample *) node;

		walk_from(q, sample->relation, frame);
		walk_expr(q, (Node *) sample->args, frame);
		return;
	}
	else if (IsA(node, RangeFunction))
	{
		RangeFunction *fn = (RangeFunction *) node;

		walk_expr(q, (Node *) fn->functions, frame);
		item->kind = ITEM_OTHER;
		if (fn->alias)
			item->refname = fn->alias->aliasname;
		else if (list_length(fn->functions) == 1)
		{
			Node	   *call = linitial((List *) linitial(fn->functions));

			if (call && IsA(call, FuncCall))
				item->refname = strVal(llast(((FuncCall *) call)->funcname));
		}
	}
	else
	{
		item->kind = ITEM_OTHER;
	}
	frame->items = lappend(frame->items, item);
}

/* Build the frame of one SELECT (and of everything inside it). */
static QueryFrame *
walk_select(QueryInfo *q, SelectStmt *select, QueryFrame *outer, List *ctes)
{
	QueryFrame *frame = palloc0(sizeof(QueryFrame));
	ListCell   *lc;

	frame->select = select;
	frame->outer = outer;
	frame->ctes = list_copy(ctes);
	q->frames = lappend(q->frames, frame);

	if (select->withClause)
	{
		foreach(lc, select->withClause->ctes)
		{
			CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);
			QueryCte   *c = palloc0(sizeof(QueryCte));

			rules_check_budget();
			c->name = cte->ctename;
			c->cte = cte;
			/* a recursive WITH query can see itself; others see earlier ones only */
			if (select->withClause->recursive)
				frame->ctes = lappend(frame->ctes, c);
			if (cte->ctequery && IsA(cte->ctequery, SelectStmt))
				c->frame = walk_select(q, (SelectStmt *) cte->ctequery, outer, frame->ctes);
			if (!select->withClause->recursive)
				frame->ctes = lappend(frame->ctes, c);
		}
	}

	if (select->op != SETOP_NONE)
	{
		frame->larg = walk_select(q, select->larg, outer, frame->ctes);
		walk_select(q, select->rarg, outer, frame->ctes);
	}
	else
	{
		foreach(lc, select->fromClause)
			walk_from(q, lfirst(lc), frame);
		walk_expr(q, (Node *) select->targetList, frame);
		walk_expr(q, select->whereClause, frame);
		walk_expr(q, (Node *) select->groupClause, frame);
		walk_expr(q, select->havingClause, frame);
		walk_expr(q, (Node *) select->windowClause, frame);
		walk_expr(q, (Node *) select->distinctClause, frame);
		walk_expr(q, (Node *) select->valuesLists, frame);
	}
	walk_expr(q, (Node *) select->sortClause, frame);
	walk_expr(q, select->limitOffset, frame);
	walk_expr(q, select->limitCount, frame);
	return frame;
}

/* One query analysed in a pass: its text, whether its schema was read, the answer. */
typedef struct AnalysedQuery
{
	char	   *sql;
	bool		read_schema;
	QueryInfo  *q;				/* NULL: it does not parse as one SELECT */
} AnalysedQuery;

static QueryInfo *analyse(RuleContext *ctx, const char *sql, bool read_schema);

/*
 * Parse and analyse sql (see rules_query.h).  Each rule of a pass, and the
 * judge after each edit, asks about the same few texts; the schema does not
 * change within a pass, so each text is analysed once.  What is returned is
 * shared: callers read it and never change it.
 */
QueryInfo *
query_analyse(RuleContext *ctx, const char *sql, bool read_schema)
{
	AnalysedQuery *a;
	ListCell   *lc;

	foreach(lc, ctx->analysed)
	{
		a = lfirst(lc);
		rules_check_budget();
		/* an answer with the schema read serves one without */
		if ((a->read_schema || !read_schema) && strcmp(a->sql, sql) == 0)
			return a->q;
	}
	a = palloc(sizeof(AnalysedQuery));
	a->sql = pstrdup(sql);
	a->read_schema = read_schema;
	a->q = analyse(ctx, a->sql, read_schema);
	ctx->analysed = lappend(ctx->analysed, a);
	return a->q;
}

static QueryInfo *
analyse(RuleContext *ctx, const char *sql, bool read_schema)
{
	QueryInfo  *q = palloc0(sizeof(QueryInfo));
	List	   *tree;
	RawStmt    *raw;

	q->sql = sql;
	if (!rules_parse(sql, &tree, &q->tokens, &q->ntokens))
		return NULL;
	if (list_length(tree) != 1)
		return NULL;
	raw = linitial_node(RawStmt, tree);
	if (!IsA(raw->stmt, SelectStmt))
		return NULL;
	walk_select(q, (SelectStmt *) raw->stmt, NULL, NIL);

	if (read_schema && q->relations != NIL)
	{
		int			n = list_length(q->relations);
		SchemaName *names = palloc0(sizeof(SchemaName) * n);
		SchemaRelation **rels;
		ListCell   *lc;

		foreach(lc, q->relations)
		{
			QueryItem  *item = lfirst(lc);

			rules_check_budget();
			names[foreach_current_index(lc)].nspname = item->rv->schemaname;
			names[foreach_current_index(lc)].relname = item->rv->relname;
		}
		rels = schema_read_relations(ctx, names, n);
		if (rels)
		{
			foreach(lc, q->relations)
				((QueryItem *) lfirst(lc))->rel = rels[foreach_current_index(lc)];
		}
	}
	return q;
}

/* The column reference starting at byte offset, or NULL. */
QueryRef *
query_columnref_at(QueryInfo *q, int offset)
{
	ListCell   *lc;

	foreach(lc, q->columnrefs)
	{
		QueryRef   *ref = lfirst(lc);

		rules_check_budget();
		if (((ColumnRef *) ref->node)->location == offset)
			return ref;
	}
	return NULL;
}

/*
 * The opening of every rule for column "x" does not exist (42703): the
 * column reference at the error position, when the text there is the
 * dotted name the parser read (so edits can address its parts) and its
 * last part is a name, not *.  Sets *q and *dref; NULL when the error is
 * another, has no position, or no such reference stands there.
 */
QueryRef *
query_undefined_column(RuleContext *ctx, const char *sql, const ExecResult *err,
					   QueryInfo **q, RuleRef *dref)
{
	QueryRef   *ref;
	ColumnRef  *cref;
	int			at;

	if (strcmp(err->sqlstate, "42703") != 0 || err->position <= 0)
		return NULL;
	at = rules_byte_offset(sql, err->position);
	*q = query_analyse(ctx, sql, true);
	if (*q == NULL || (ref = query_columnref_at(*q, at)) == NULL)
		return NULL;
	cref = (ColumnRef *) ref->node;
	if (!IsA(llast(cref->fields), String) ||
		rules_dotted_at(sql, at, dref) != list_length(cref->fields))
		return NULL;
	return ref;
}

/* The item a qualifier names, in frame or the frames it can see; NULL if none. */
QueryItem *
query_item_named(QueryFrame *frame, const char *refname)
{
	for (; frame; frame = frame->outer)
	{
		ListCell   *lc;

		rules_check_budget();
		foreach(lc, frame->items)
		{
			QueryItem  *item = lfirst(lc);

			rules_check_budget();
			if (item->refname && strcmp(item->refname, refname) == 0)
				return item;
		}
	}
	return NULL;
}

/* Overlay column aliases on the first names. */
static List *
apply_aliascols(List *names, List *aliascols)
{
	List	   *out = NIL;
	ListCell   *lc;
	int			i = 0;

	foreach(lc, names)
	{
		rules_check_budget();
		if (i < list_length(aliascols))
			out = lappend(out, strVal(list_nth(aliascols, i)));
		else
			out = lappend(out, lfirst(lc));
		i++;
	}
	for (; i < list_length(aliascols); i++)
		out = lappend(out, strVal(list_nth(aliascols, i)));
	return out;
}

/* The column names of an item; *known false when they cannot be told. */
List *
query_item_columns(QueryItem *item, bool *known)
{
	List	   *names = NIL;
	int			i;

	*known = true;
	switch (item->kind)
	{
		case ITEM_RELATION:
			if (item->rel == NULL)
			{
				*known = false;
				return NIL;
			}
			for (i = 0; i < item->rel->ncolumns; i++)
				names = lappend(names, item->rel->columns[i].name);
			return apply_aliascols(names, item->aliascols);
		case ITEM_CTE:
		case ITEM_SUBQUERY:
			if (item->subframe == NULL)
			{
				*known = false;
				return NIL;
			}
			names = query_output_names(item->subframe, known);
			return apply_aliascols(names, item->aliascols);
		case ITEM_OTHER:
			break;
	}
	*known = false;
	return NIL;
}

/* The name PostgreSQL gives an unnamed output column (a subset of FigureColname). */
static char *
figure_colname(Node *node)
{
	if (node == NULL)
		return NULL;
	switch (nodeTag(node))
	{
		case T_ColumnRef:
			{
				Node	   *last = llast(((ColumnRef *) node)->fields);

				return IsA(last, String) ? strVal(last) : NULL;
			}
		case T_FuncCall:
			return strVal(llast(((FuncCall *) node)->funcname));
		case T_TypeCast:
			{
				char	   *name = figure_colname(((TypeCast *) node)->arg);

				return name ? name : strVal(llast(((TypeCast *) node)->typeName->names));
			}
		case T_CaseExpr:
			return "case";
		case T_CoalesceExpr:
			return "coalesce";
		case T_A_Indirection:
			{
				A_Indirection *ind = (A_Indirection *) node;
				Node	   *last = llast(ind->indirection);

				if (IsA(last, String))
					return strVal(last);
				return figure_colname(ind->arg);
			}
		default:
			return NULL;
	}
}

/* The output column names of a SELECT; *known false when some cannot be told. */
List *
query_output_names(QueryFrame *frame, bool *known)
{
	List	   *names = NIL;
	ListCell   *lc;

	*known = true;
	if (frame->larg)
		return query_output_names(frame->larg, known);
	if (frame->select->valuesLists)
	{
		int			n = list_length(linitial(frame->select->valuesLists));
		int			i;

		for (i = 1; i <= n; i++)
			names = lappend(names, psprintf("column%d", i));
		return names;
	}
	foreach(lc, frame->select->targetList)
	{
		ResTarget  *rt = lfirst_node(ResTarget, lc);
		char	   *name;

		rules_check_budget();
		if (rt->name)
		{
			names = lappend(names, rt->name);
			continue;
		}
		if (rt->val && IsA(rt->val, ColumnRef) &&
			IsA(llast(((ColumnRef *) rt->val)->fields), A_Star))
		{
			ColumnRef  *star = (ColumnRef *) rt->val;
			bool		k;

			if (list_length(star->fields) == 1)
			{
				ListCell   *ic;

				foreach(ic, frame->items)
				{
					rules_check_budget();
					names = list_concat(names, query_item_columns(lfirst(ic), &k));
					*known = *known && k;
				}
			}
			else
			{
				QueryItem  *item = query_item_named(frame,
													strVal(list_nth(star->fields,
																	list_length(star->fields) - 2)));

				if (item == NULL)
					*known = false;
				else
				{
					names = list_concat(names, query_item_columns(item, &k));
					*known = *known && k;
				}
			}
			continue;
		}
		name = figure_colname(rt->val);
		names = lappend(names, name ? name : "?column?");
	}
	return names;
}

/* The output names given with AS in a SELECT's target list. */
List *
query_target_aliases(QueryFrame *frame)
{
	List	   *names = NIL;
	ListCell   *lc;

	if (frame->larg)
		return query_target_aliases(frame->larg);
	foreach(lc, frame->select->targetList)
	{
		ResTarget  *rt = lfirst_node(ResTarget, lc);

		rules_check_budget();
		if (rt->name)
			names = lappend(names, rt->name);
	}
	return names;
}

/* How notes name an item: schema.table, or the CTE or subquery alias. */
char *
query_item_display(QueryItem *item)
{
	if (item->kind == ITEM_RELATION && item->rel)
		return psprintf("%s.%s", item->rel->nspname, item->rel->relname);
	if (item->kind == ITEM_CTE)
		return psprintf("WITH query %s", item->rv->relname);
	if (item->kind == ITEM_SUBQUERY && item->refname)
		return psprintf("subquery %s", item->refname);
	return item->refname ? pstrdup(item->refname) : pstrdup("?");
}

/* Index of the token at byte offset, else -1. */
int
query_token_at(QueryInfo *q, int offset)
{
	return rules_token_at(q->tokens, q->ntokens, offset);
}
