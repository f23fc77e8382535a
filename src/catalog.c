/*
 * catalog.c — the one reader of a target's catalog (see catalog.h).
 *
 * The target does the reading: this database runs the query as the calling
 * role in a subtransaction, parsed and planned under the pinned search_path
 * (execute.c); a remote server runs it in the remote session, as the mapped
 * remote role (remote.c).  A remote session's search_path is its own (the
 * generated query resolves its names through it, and so must the rules'
 * pg_table_is_visible and current_schemas), so it is not changed there;
 * instead every catalog query is checked here to resolve nothing through
 * it: every relation (but the query's own WITH names), function, type and
 * operator is schema-qualified, and no construct picks an operator by an
 * unqualified name (IN, BETWEEN, LIKE, IS DISTINCT FROM, NULLIF, CASE x
 * WHEN, ORDER BY ... USING).  Sorting, grouping and DISTINCT use the type's
 * default operator class, which only a superuser can define.
 */
#include "postgres.h"

#include "catalog.h"
#include "phase_timing.h"

#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "parser/parser.h"
#include "utils/memutils.h"

/* Queries already found qualified (most are static text), kept for the session. */
#define CHECKED_MAX 128
static char *checked[CHECKED_MAX];
static int	nchecked = 0;

typedef struct QualifyWalk
{
	List	   *cte_names;		/* names the query's WITH clauses define */
	const char *problem;		/* the first name that resolves through the path */
} QualifyWalk;

/* Is this (possibly qualified) name list schema-qualified? */
static bool
names_qualified(List *names)
{
	return list_length(names) >= 2;
}

static char *
names_text(List *names)
{
	StringInfoData buf;
	ListCell   *lc;

	initStringInfo(&buf);
	foreach(lc, names)
	{
		Node	   *n = lfirst(lc);

		if (buf.len > 0)
			appendStringInfoChar(&buf, '.');
		appendStringInfoString(&buf, IsA(n, String) ? strVal(n) : "*");
	}
	return buf.data;
}

/* Collect every WITH name first: a reference to one is not a relation. */
static bool
cte_names_walker(Node *node, void *context)
{
	QualifyWalk *walk = (QualifyWalk *) context;

	if (node == NULL)
		return false;
	if (IsA(node, CommonTableExpr))
		walk->cte_names = lappend(walk->cte_names, ((CommonTableExpr *) node)->ctename);
	return raw_expression_tree_walker(node, cte_names_walker, walk);
}

static bool
qualify_walker(Node *node, void *context)
{
	QualifyWalk *walk = (QualifyWalk *) context;

	if (node == NULL)
		return false;
	check_stack_depth();
	switch (nodeTag(node))
	{
		case T_A_Expr:
			{
				A_Expr	   *e = (A_Expr *) node;

				if ((e->kind == AEXPR_OP || e->kind == AEXPR_OP_ANY || e->kind == AEXPR_OP_ALL) &&
					names_qualified(e->name))
					break;
				walk->problem = psprintf("operator %s", names_text(e->name));
				return true;
			}
		case T_FuncCall:
			if (!names_qualified(((FuncCall *) node)->funcname))
			{
				walk->problem = psprintf("function %s", names_text(((FuncCall *) node)->funcname));
				return true;
			}
			break;
		case T_TypeName:
			if (!names_qualified(((TypeName *) node)->names) && !OidIsValid(((TypeName *) node)->typeOid))
			{
				walk->problem = psprintf("type %s", names_text(((TypeName *) node)->names));
				return true;
			}
			break;
		case T_SubLink:
			{
				SubLink    *s = (SubLink *) node;

				if (s->operName != NIL && !names_qualified(s->operName))
				{
					walk->problem = psprintf("operator %s", names_text(s->operName));
					return true;
				}
				break;
			}
		case T_CaseExpr:
			if (((CaseExpr *) node)->arg != NULL)
			{
				walk->problem = "CASE x WHEN (an unqualified =)";
				return true;
			}
			break;
		case T_SortBy:
			if (((SortBy *) node)->useOp != NIL && !names_qualified(((SortBy *) node)->useOp))
			{
				walk->problem = psprintf("operator %s", names_text(((SortBy *) node)->useOp));
				return true;
			}
			break;
		case T_RangeVar:
			{
				RangeVar   *rv = (RangeVar *) node;
				ListCell   *lc;
				bool		cte = false;

				if (rv->schemaname != NULL)
					break;
				foreach(lc, walk->cte_names)
					if (strcmp(lfirst(lc), rv->relname) == 0)
						cte = true;
				if (!cte)
				{
					walk->problem = psprintf("relation %s", rv->relname);
					return true;
				}
				break;
			}
		default:
			break;
	}
	return raw_expression_tree_walker(node, qualify_walker, walk);
}

/* NULL when sql is fully schema-qualified (see catalog.h). */
const char *
catalog_unqualified(const char *sql)
{
	QualifyWalk walk;
	List	   *raw;
	ListCell   *lc;
	int			i;

	for (i = 0; i < nchecked; i++)
		if (strcmp(checked[i], sql) == 0)
			return NULL;
	memset(&walk, 0, sizeof(walk));
	raw = raw_parser(sql, RAW_PARSE_DEFAULT);
	if (list_length(raw) != 1 || !IsA(linitial_node(RawStmt, raw)->stmt, SelectStmt))
		return "a statement that is not one SELECT";
	foreach(lc, raw)
		cte_names_walker(lfirst_node(RawStmt, lc)->stmt, &walk);
	foreach(lc, raw)
		if (qualify_walker(lfirst_node(RawStmt, lc)->stmt, &walk))
			return walk.problem;
	if (nchecked < CHECKED_MAX)
		checked[nchecked++] = MemoryContextStrdup(TopMemoryContext, sql);
	return NULL;
}

/* Run one catalog query on the target (see catalog.h). */
CatalogRows *
catalog_read(HealTarget *target, const char *sql, int nparams,
			 const char *const *params, char **error)
{
	const char *problem = catalog_unqualified(sql);
	CatalogRows *rows;

	if (problem != NULL)
		elog(ERROR, "catalog query resolves %s through the search_path: %s", problem, sql);
	CHECK_FOR_INTERRUPTS();
	PHASE_BEGIN(PHASE_CATALOG);
	rows = target->catalog(target, sql, nparams, params, error);
	PHASE_END(PHASE_CATALOG);
	return rows;
}

/* Are two readings the same rows, cell for cell?  (see catalog.h) */
bool
catalog_rows_equal(const CatalogRows *a, const CatalogRows *b, int *row, int *col)
{
	int			r;
	int			c;

	*row = *col = -1;
	if (a->nrows != b->nrows || a->ncols != b->ncols)
		return false;
	for (r = 0; r < a->nrows; r++)
		for (c = 0; c < a->ncols; c++)
		{
			const char *x = CATALOG_CELL(a, r, c);
			const char *y = CATALOG_CELL(b, r, c);

			if ((x == NULL) != (y == NULL) || (x != NULL && strcmp(x, y) != 0))
			{
				*row = r;
				*col = c;
				return false;
			}
		}
	return true;
}

/* Raise when two readings differ (see catalog.h). */
void
catalog_check_rows(const char *what, const CatalogRows *cached, const CatalogRows *sqlrows)
{
	int			row;
	int			col;

	if (!catalog_rows_equal(cached, sqlrows, &row, &col))
		elog(ERROR, "%s read from the caches differ from the catalog query's: "
			 "%d and %d rows, row %d column %d: \"%s\" and \"%s\"",
			 what, cached->nrows, sqlrows->nrows, row + 1, col + 1,
			 row >= 0 && CATALOG_CELL(cached, row, col) ? CATALOG_CELL(cached, row, col) : "(null)",
			 row >= 0 && CATALOG_CELL(sqlrows, row, col) ? CATALOG_CELL(sqlrows, row, col) : "(null)");
}
