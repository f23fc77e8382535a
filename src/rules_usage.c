/*
 * rules_usage.c — how a failing query uses a name (rules_usage.h).
 *
 * One walk of the raw parse tree looks at the parent of each reference to
 * the unknown name: an operator with a literal on the other side, LIKE, an
 * aggregate that needs numbers, EXTRACT and its kin, arithmetic with an
 * interval, an equality with a column whose live type is known.
 */
#include "postgres.h"

#include "nodes/nodeFuncs.h"

#include "rules_usage.h"

typedef struct UsageWalk
{
	QueryInfo  *q;
	List	   *refs;			/* QueryRef *: the references to the name */
	NameUsage  *usage;
} UsageWalk;

/* Is node one of the references to the name? */
static bool
is_ref(UsageWalk *w, Node *node)
{
	ListCell   *lc;

	if (node == NULL || !IsA(node, ColumnRef))
		return false;
	foreach(lc, w->refs)
	{
		if (((QueryRef *) lfirst(lc))->node == node)
			return true;
	}
	return false;
}

/* The last part of a qualified name (operator or function name) as a C string. */
static const char *
last_name(List *names)
{
	Node	   *n = names ? llast(names) : NULL;

	return n && IsA(n, String) ? strVal(n) : "";
}

/* What a literal says about the other side: USE_* bits, 0 when nothing. */
static int
literal_use(Node *node, bool pattern)
{
	A_Const    *c;
	const char *s;

	if (node == NULL || !IsA(node, A_Const) || ((A_Const *) node)->isnull)
		return 0;
	c = (A_Const *) node;
	if (IsA(&c->val, Integer) || IsA(&c->val, Float))
		return USE_NUMBER;
	if (!IsA(&c->val, String))
		return 0;
	s = strVal(&c->val);
	if (pattern)
	{
		/* a LIKE pattern with a letter in it is text: '%19%' may be a number's digits */
		for (; *s; s++)
			if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'))
				return USE_TEXT;
		return 0;
	}
	if (*s == '\0' || usage_numeric_text(s) || usage_temporal_text(s) || usage_boolean_text(s))
		return 0;
	return USE_TEXT;
}

/* Is node an interval literal (interval '1 day', '1 day'::interval)? */
static bool
interval_literal(Node *node)
{
	TypeCast   *tc;

	if (node == NULL || !IsA(node, TypeCast))
		return false;
	tc = (TypeCast *) node;
	return tc->typeName != NULL && strcmp(last_name(tc->typeName->names), "interval") == 0;
}

/* The live type category of the column a reference names, or '\0'. */
static char
column_category(UsageWalk *w, Node *node)
{
	ListCell   *lc;

	if (node == NULL || !IsA(node, ColumnRef))
		return '\0';
	foreach(lc, w->q->columnrefs)
	{
		QueryRef   *ref = lfirst(lc);
		ColumnRef  *cref = (ColumnRef *) node;
		const char *column;
		QueryItem  *item = NULL;
		const SchemaColumn *col;
		int			n = list_length(cref->fields);

		if (ref->node != node)
			continue;
		if (!IsA(llast(cref->fields), String))
			return '\0';
		column = strVal(llast(cref->fields));
		if (n == 2 && IsA(linitial(cref->fields), String))
			item = query_item_named(ref->frame, strVal(linitial(cref->fields)));
		else if (n == 1)
		{
			ListCell   *ic;

			/* the one item of its SELECT that has it */
			foreach(ic, ref->frame->items)
			{
				QueryItem  *it = lfirst(ic);

				if (it->kind == ITEM_RELATION && it->rel && schema_column(it->rel, column))
				{
					if (item)
						return '\0';
					item = it;
				}
			}
		}
		if (item == NULL || item->kind != ITEM_RELATION || item->rel == NULL)
			return '\0';
		col = schema_column(item->rel, column);
		return col ? col->typcategory : '\0';
	}
	return '\0';
}

/* Is node a reference to the name, alone or in arithmetic (sum(x * 2))? */
static bool
holds_ref(UsageWalk *w, Node *node)
{
	A_Expr	   *e;

	if (is_ref(w, node))
		return true;
	if (node == NULL || !IsA(node, A_Expr))
		return false;
	e = (A_Expr *) node;
	return e->kind == AEXPR_OP && strchr("+-*/", last_name(e->name)[0]) != NULL &&
		last_name(e->name)[1] == '\0' && (holds_ref(w, e->lexpr) || holds_ref(w, e->rexpr));
}

/* An operator with the name on one side. */
static void
operator_use(UsageWalk *w, A_Expr *e)
{
	const char *op = last_name(e->name);
	Node	   *other;

	if (is_ref(w, e->lexpr))
		other = e->rexpr;
	else if (is_ref(w, e->rexpr))
		other = e->lexpr;
	else
		return;
	switch (e->kind)
	{
		case AEXPR_LIKE:
		case AEXPR_ILIKE:
			if (is_ref(w, e->lexpr))
				w->usage->uses |= literal_use(e->rexpr, true);
			return;
		case AEXPR_IN:
			if (is_ref(w, e->lexpr) && IsA(e->rexpr, List))
			{
				ListCell   *lc;

				foreach(lc, (List *) e->rexpr)
					w->usage->uses |= literal_use(lfirst(lc), false);
			}
			return;
		case AEXPR_BETWEEN:
		case AEXPR_NOT_BETWEEN:
			if (is_ref(w, e->lexpr) && IsA(e->rexpr, List))
			{
				ListCell   *lc;

				foreach(lc, (List *) e->rexpr)
					w->usage->uses |= literal_use(lfirst(lc), false);
			}
			return;
		case AEXPR_OP:
			break;
		default:
			return;
	}
	if (strcmp(op, "=") == 0 || strcmp(op, "<>") == 0 || strcmp(op, "!=") == 0 ||
		strcmp(op, "<") == 0 || strcmp(op, ">") == 0 || strcmp(op, "<=") == 0 || strcmp(op, ">=") == 0)
	{
		w->usage->uses |= literal_use(other, false);
		/* equated with a column of known type (a join) */
		if (strcmp(op, "=") == 0 && w->usage->joined == '\0')
			w->usage->joined = column_category(w, other);
	}
	else if (op[0] != '\0' && op[1] == '\0' && strchr("+-*/%", op[0]))
	{
		if (interval_literal(other))
			w->usage->uses |= USE_DATE;
		else if (literal_use(other, false) == USE_NUMBER && op[0] != '+')
			w->usage->uses |= USE_NUMBER;	/* '+' may be a date plus days */
	}
}

/* A call with the name as an argument. */
static void
call_use(UsageWalk *w, FuncCall *f)
{
	const char *fn = last_name(f->funcname);
	ListCell   *lc;

	if (f->args == NIL)
		return;
	if (strcmp(fn, "sum") == 0 || strcmp(fn, "avg") == 0)
	{
		if (list_length(f->args) == 1 && holds_ref(w, linitial(f->args)))
			w->usage->uses |= USE_NUMBER;
		return;
	}
	/* EXTRACT(year FROM x), date_part('year', x), date_trunc('month', x), strftime('%Y', x) */
	if (strcmp(fn, "extract") == 0 || strcmp(fn, "date_part") == 0 ||
		strcmp(fn, "date_trunc") == 0 || strcmp(fn, "strftime") == 0)
	{
		foreach(lc, f->args)
		{
			if (foreach_current_index(lc) > 0 && is_ref(w, lfirst(lc)))
				w->usage->uses |= USE_DATE;
		}
	}
}

static bool
usage_walker(Node *node, void *context)
{
	UsageWalk  *w = (UsageWalk *) context;

	if (node == NULL)
		return false;
	rules_check_budget();
	if (IsA(node, A_Expr))
		operator_use(w, (A_Expr *) node);
	else if (IsA(node, FuncCall))
		call_use(w, (FuncCall *) node);
	return raw_expression_tree_walker(node, usage_walker, context);
}

/* How the query uses the name; see rules_usage.h. */
void
rules_usage_of(QueryInfo *q, List *refs, NameUsage *usage)
{
	UsageWalk	w;

	usage->uses = 0;
	usage->joined = '\0';
	if (q == NULL || refs == NIL || q->frames == NIL)
		return;
	w.q = q;
	w.refs = refs;
	w.usage = usage;
	/* the outermost SELECT, and with it every clause and subquery */
	(void) usage_walker((Node *) ((QueryFrame *) linitial(q->frames))->select, &w);
}
