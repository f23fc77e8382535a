/*
 * sensitive.c — sensitive columns: their values never go to the model.
 *
 * The marking is a security label of the extension's own provider:
 *     SECURITY LABEL FOR nl2sql_heal ON COLUMN shop.customers.email IS 'sensitive';
 * It is PostgreSQL's own place for per-object security metadata: only the
 * column's owner may set it, it is dropped with the column, and pg_dump
 * writes it out (pg_restore reloads it after CREATE EXTENSION, whose script
 * loads the library, so the provider exists by then).
 *
 * Which text is masked is decided from PostgreSQL's raw parse tree of the
 * query, by name: a literal compared with (or passed along with) a column of
 * a labelled name is a value of that column; a result column whose name is a
 * labelled name, or whose expression reads one (directly, through aliases of
 * subqueries and WITH queries, or as a whole row of a labelled table), holds
 * values of it.  By name rather than by resolved column, so it errs on the
 * side of masking: a same-named column of another table is masked too.
 */
#include "postgres.h"

#include "sensitive.h"

#include "access/table.h"
#include "access/xact.h"
#include "catalog/objectaddress.h"
#include "catalog/pg_class.h"
#include "catalog/namespace.h"
#include "catalog/pg_namespace.h"
#include "commands/extension.h"
#include "miscadmin.h"
#include "parser/analyze.h"
#include "parser/parsetree.h"
#include "rewrite/prs2lock.h"
#include "rewrite/rewriteHandler.h"
#include "utils/rel.h"
#include "commands/seclabel.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "optimizer/optimizer.h"
#include "parser/parser.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/syscache.h"
#include "utils/catcache.h"
#include "catalog/pg_operator.h"
#include "catalog/pg_proc.h"

#include "catalog.h"
#include "pinned_path.h"
#include "sqltok.h"
#include "subxact.h"

/* Only columns take the label, and only the one label. */
static void
sensitive_relabel(const ObjectAddress *object, const char *seclabel)
{
	if (seclabel == NULL)
		return;					/* removing a label is always fine */
	if (object->classId != RelationRelationId || object->objectSubId == 0)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("security labels of provider \"%s\" apply to columns only", SENSITIVE_PROVIDER),
				 errhint("Mark a column: SECURITY LABEL FOR %s ON COLUMN schema.table.column IS '%s';",
						 SENSITIVE_PROVIDER, SENSITIVE_LABEL)));
	if (strcmp(seclabel, SENSITIVE_LABEL) != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid security label \"%s\" for provider \"%s\"", seclabel, SENSITIVE_PROVIDER),
				 errdetail("The only label is '%s'; IS NULL removes it.", SENSITIVE_LABEL)));
}

/* Register the label provider (from _PG_init). */
void
sensitive_init(void)
{
	register_label_provider(SENSITIVE_PROVIDER, sensitive_relabel);
}

#define EQ " OPERATOR(pg_catalog.=) "

/*
 * Every column the labels cover, on the target's catalog: the labelled
 * columns, then, to a fixed point, the same-named columns of their
 * inheritance parents and children (partitions), and the columns of views
 * and materialized views whose definitions read the relation holding one
 * at all: a whole row (`SELECT s FROM staff s`, to_jsonb(s)) is recorded
 * in pg_depend as the relation (refobjsubid 0), and not at all when the
 * view also names one of its columns (the column entry stands for both),
 * so the catalog cannot say which view reads it; all of such a view's
 * columns are taken (when in doubt, cover).  On this database the
 * definitions are then followed column by column (sensitive_refine_views).  Views outside the
 * extension's schema over its own tables are covered the same way: its
 * receipts hold the values of other queries.  Columns: relid,
 * attnum, attname, relname, schema.table.column for a labelled one, relkind.
 */
static const char *const closure_query =
	"WITH RECURSIVE closure(relid, attnum) AS ("
	"  SELECT l.objoid, l.objsubid FROM pg_catalog.pg_seclabel l "
	"   WHERE l.provider" EQ "'nl2sql_heal' "
	"     AND l.classoid" EQ "'pg_catalog.pg_class'::pg_catalog.regclass "
	"     AND l.label" EQ "'sensitive' AND l.objsubid OPERATOR(pg_catalog.>) 0 "
	"  UNION "
	/* views elsewhere over the extension's own tables: receipts hold other queries' values */
	"  SELECT r.ev_class, va.attnum::pg_catalog.int4 "
	"    FROM pg_catalog.pg_depend d "
	"    JOIN pg_catalog.pg_rewrite r ON r.oid" EQ "d.objid "
	"    JOIN pg_catalog.pg_class k ON k.oid" EQ "d.refobjid "
	"    JOIN pg_catalog.pg_namespace n ON n.oid" EQ "k.relnamespace AND n.nspname" EQ "'nl2sql_heal' "
	"    JOIN pg_catalog.pg_class vk ON vk.oid" EQ "r.ev_class "
	"         AND vk.relnamespace OPERATOR(pg_catalog.<>) k.relnamespace "
	"    JOIN pg_catalog.pg_attribute va ON va.attrelid" EQ "r.ev_class "
	"         AND va.attnum OPERATOR(pg_catalog.>) 0 AND NOT va.attisdropped "
	"   WHERE d.classid" EQ "'pg_catalog.pg_rewrite'::pg_catalog.regclass "
	"     AND d.refclassid" EQ "'pg_catalog.pg_class'::pg_catalog.regclass "
	"  UNION "
	"  SELECT x.relid, x.attnum FROM closure c, LATERAL ("
	"    SELECT i.inhparent AS relid, pa.attnum::pg_catalog.int4 AS attnum "
	"      FROM pg_catalog.pg_inherits i "
	"      JOIN pg_catalog.pg_attribute ca ON ca.attrelid" EQ "c.relid AND ca.attnum" EQ "c.attnum "
	"      JOIN pg_catalog.pg_attribute pa ON pa.attrelid" EQ "i.inhparent AND pa.attname" EQ "ca.attname "
	"           AND NOT pa.attisdropped "
	"     WHERE i.inhrelid" EQ "c.relid "
	"    UNION ALL "
	"    SELECT i.inhrelid, ka.attnum::pg_catalog.int4 "
	"      FROM pg_catalog.pg_inherits i "
	"      JOIN pg_catalog.pg_attribute pa ON pa.attrelid" EQ "c.relid AND pa.attnum" EQ "c.attnum "
	"      JOIN pg_catalog.pg_attribute ka ON ka.attrelid" EQ "i.inhrelid AND ka.attname" EQ "pa.attname "
	"           AND NOT ka.attisdropped "
	"     WHERE i.inhparent" EQ "c.relid "
	"    UNION ALL "
	"    SELECT r.ev_class, va.attnum::pg_catalog.int4 "
	"      FROM pg_catalog.pg_depend d "
	"      JOIN pg_catalog.pg_rewrite r ON r.oid" EQ "d.objid "
	"      JOIN pg_catalog.pg_attribute va ON va.attrelid" EQ "r.ev_class "
	"           AND va.attnum OPERATOR(pg_catalog.>) 0 AND NOT va.attisdropped "
	"     WHERE d.classid" EQ "'pg_catalog.pg_rewrite'::pg_catalog.regclass "
	"       AND d.refclassid" EQ "'pg_catalog.pg_class'::pg_catalog.regclass "
	"       AND d.refobjid" EQ "c.relid "
	"       AND r.ev_class OPERATOR(pg_catalog.<>) c.relid"
	"  ) x"
	") "
	"SELECT c.relid::pg_catalog.text, c.attnum::pg_catalog.text, a.attname::pg_catalog.text, "
	"       k.relname::pg_catalog.text, "
	"       CASE WHEN EXISTS (SELECT FROM pg_catalog.pg_seclabel l "
	"                          WHERE l.provider" EQ "'nl2sql_heal' AND l.objoid" EQ "c.relid "
	"                            AND l.classoid" EQ "'pg_catalog.pg_class'::pg_catalog.regclass "
	"                            AND l.objsubid" EQ "c.attnum AND l.label" EQ "'sensitive') "
	"            THEN pg_catalog.format('%I.%I.%I', n.nspname, k.relname, a.attname) END, "
	"       k.relkind::pg_catalog.text "
	"  FROM closure c "
	"  JOIN pg_catalog.pg_class k ON k.oid" EQ "c.relid "
	"  JOIN pg_catalog.pg_namespace n ON n.oid" EQ "k.relnamespace "
	"  JOIN pg_catalog.pg_attribute a ON a.attrelid" EQ "c.relid AND a.attnum" EQ "c.attnum "
	" ORDER BY 5, 1, 2 LIMIT 100000";

static void
add_unique_name(List **list, const char *name)
{
	ListCell   *lc;

	foreach(lc, *list)
	{
		if (strcmp(lfirst(lc), name) == 0)
			return;
	}
	*list = lappend(*list, pstrdup(name));
}

static void sensitive_refine_views(SensitiveSet *set, List *views);

/*
 * The sensitive columns of the target, read from its catalog (pg_seclabel
 * exists on every PostgreSQL, with or without this extension).  When the
 * labels cannot be read, everything is treated as sensitive.
 */
SensitiveSet *
sensitive_load(HealTarget *target)
{
	SensitiveSet *set = palloc0(sizeof(SensitiveSet));
	char	   *error = NULL;
	CatalogRows *rows;
	int			r;

	List	   *views = NIL;

	set->local = target == NULL || target->name == NULL;
	rows = catalog_read(target, closure_query, 0, NULL, &error);
	if (rows == NULL)
	{
		set->unknown = true;
		return set;
	}
	for (r = 0; r < rows->nrows; r++)
	{
		Oid			relid = (Oid) strtoul(CATALOG_CELL(rows, r, 0), NULL, 10);
		const char *relkind = CATALOG_CELL(rows, r, 5);
		bool		labelled = CATALOG_CELL(rows, r, 4) != NULL;

		/* on this database, a view's columns are decided from its definition below */
		if (set->local && !labelled && relkind != NULL &&
			(relkind[0] == RELKIND_VIEW || relkind[0] == RELKIND_MATVIEW))
		{
			views = list_append_unique_oid(views, relid);
			continue;
		}
		set->relids = lappend_oid(set->relids, relid);
		set->attnums = lappend_int(set->attnums, atoi(CATALOG_CELL(rows, r, 1)));
		add_unique_name(&set->columns, CATALOG_CELL(rows, r, 2));
		add_unique_name(&set->relations, CATALOG_CELL(rows, r, 3));
		if (labelled)
			set->qualified = lappend(set->qualified, CATALOG_CELL(rows, r, 4));
	}
	if (views != NIL)
		sensitive_refine_views(set, views);
	return set;
}

/* Is column attnum of relid (0: any column of it) covered by a label? */
bool
sensitive_column(const SensitiveSet *set, Oid relid, int attnum)
{
	ListCell   *rc;
	ListCell   *ac;

	if (set == NULL)
		return false;
	if (set->unknown)
		return true;
	forboth(rc, set->relids, ac, set->attnums)
	{
		if (lfirst_oid(rc) == relid && (attnum == 0 || lfirst_int(ac) == attnum))
			return true;
	}
	return false;
}

/* Is anything to be masked at all? */
bool
sensitive_any(const SensitiveSet *set)
{
	return set != NULL && (set->unknown || set->relids != NIL);
}

static bool
name_in(List *names, const char *name)
{
	ListCell   *lc;

	if (name == NULL)
		return false;
	foreach(lc, names)
	{
		if (strcmp(lfirst(lc), name) == 0)
			return true;
	}
	return false;
}

/* The raw parse tree of sql (its one statement), or NULL when it does not parse. */
static Node *
parse_quietly(const char *sql)
{
	List	   *tree;

	if (!subxact_raw_parse(sql, &tree, NULL) || list_length(tree) != 1)
		return NULL;
	return linitial_node(RawStmt, tree)->stmt;
}

/* What counts as holding sensitive values, grown as aliases are found. */
typedef struct Taint
{
	const SensitiveSet *set;
	List	   *names;			/* column names and aliases that carry values */
	List	   *rows;			/* relation names and aliases (whole-row references) */
	List	   *windows;		/* names of windows whose PARTITION BY / ORDER BY read one */
	bool		opaque;			/* a function or operator not in pg_catalog counts as reading one */
	bool		grew;
} Taint;

/* Is name one of pg_catalog's functions that run a query given as text (query_to_xml ...)? */
static bool
runs_query_text(const char *name)
{
	return strncmp(name, "query_to_", 9) == 0 || strncmp(name, "table_to_", 9) == 0 ||
		strncmp(name, "cursor_to_", 10) == 0 || strncmp(name, "schema_to_", 10) == 0 ||
		strncmp(name, "database_to_", 12) == 0;
}

/*
 * Is name a function (or operator) of pg_catalog here, and not one that runs
 * a query given as text?  On a remote target a name that is not (or is
 * qualified with another schema) may read anything: its provenance cannot
 * be decided.
 */
static bool
catalog_routine(List *qualified, bool operator)
{
	char	   *schema = NULL;
	char	   *name;
	CatCList   *list;
	bool		found = false;

	DeconstructQualifiedName(qualified, &schema, &name);
	if (schema != NULL && strcmp(schema, "pg_catalog") != 0)
		return false;
	if (!operator && runs_query_text(name))
		return false;
	list = SearchSysCacheList1(operator ? OPERNAMENSP : PROCNAMEARGSNSP, CStringGetDatum(name));
	for (int i = 0; i < list->n_members && !found; i++)
	{
		HeapTuple	tup = &list->members[i]->tuple;

		found = operator
			? ((Form_pg_operator) GETSTRUCT(tup))->oprnamespace == PG_CATALOG_NAMESPACE
			: ((Form_pg_proc) GETSTRUCT(tup))->pronamespace == PG_CATALOG_NAMESPACE;
	}
	ReleaseSysCacheList(list);
	return found;
}

static void
taint_add(Taint *t, List **list, const char *name)
{
	if (name != NULL && !name_in(*list, name))
	{
		*list = lappend(*list, pstrdup(name));
		t->grew = true;
	}
}

/* Does the expression read a tainted name? */
static bool
refs_walker(Node *node, void *context)
{
	Taint *t = (Taint *) context;
	if (node == NULL)
		return false;
	if (IsA(node, ColumnRef))
	{
		ColumnRef  *ref = (ColumnRef *) node;
		Node	   *last = llast(ref->fields);
		int			n = list_length(ref->fields);

		if (IsA(last, String) && name_in(t->names, strVal(last)))
			return true;
		/* a whole row: t, s.t, or t.* */
		if (IsA(last, String) && name_in(t->rows, strVal(last)))
			return true;
		if (n >= 2 && IsA(last, A_Star) && IsA(list_nth(ref->fields, n - 2), String) &&
			name_in(t->rows, strVal(list_nth(ref->fields, n - 2))))
			return true;
		return false;
	}
	if (IsA(node, FuncCall))
	{
		FuncCall   *f = (FuncCall *) node;

		/* OVER w: the named window's clauses */
		if (f->over && ((f->over->name && name_in(t->windows, f->over->name)) ||
						(f->over->refname && name_in(t->windows, f->over->refname))))
			return true;
		if (t->opaque && !catalog_routine(f->funcname, false))
			return true;
	}
	if (t->opaque && IsA(node, A_Expr) && ((A_Expr *) node)->kind == AEXPR_OP &&
		!catalog_routine(((A_Expr *) node)->name, true))
		return true;
	return raw_expression_tree_walker(node, refs_walker, t);
}

static bool
refs(Node *node, Taint *t)
{
	return t->set->unknown || refs_walker(node, t);
}

static List *target_list(Node *node);

/* The name a target gets without AS (as FigureColname, for the common cases). */
static const char *
figure_name(Node *val)
{
	if (val == NULL)
		return NULL;
	if (IsA(val, ColumnRef))
	{
		Node	   *last = llast(((ColumnRef *) val)->fields);

		return IsA(last, String) ? strVal(last) : NULL;
	}
	if (IsA(val, FuncCall))
		return strVal(llast(((FuncCall *) val)->funcname));
	if (IsA(val, TypeCast))
		return figure_name(((TypeCast *) val)->arg);
	if (IsA(val, A_Indirection))
	{
		Node	   *last = llast(((A_Indirection *) val)->indirection);

		return IsA(last, String) ? strVal(last) : figure_name(((A_Indirection *) val)->arg);
	}
	if (IsA(val, CaseExpr))
		return "case";
	if (IsA(val, A_ArrayExpr))
		return "array";
	if (IsA(val, RowExpr))
		return "row";
	if (IsA(val, CoalesceExpr))
		return "coalesce";
	if (IsA(val, MinMaxExpr))
		return ((MinMaxExpr *) val)->op == IS_GREATEST ? "greatest" : "least";
	if (IsA(val, SubLink) && ((SubLink *) val)->subLinkType == EXPR_SUBLINK)
	{
		List	   *targets = target_list(((SubLink *) val)->subselect);

		if (targets != NIL)
			return figure_name(((ResTarget *) linitial(targets))->val);
	}
	if (IsA(val, SubLink) && ((SubLink *) val)->subLinkType == ARRAY_SUBLINK)
		return "array";
	/* what PostgreSQL names anything else */
	return "?column?";
}

/* The target list of a select, or of its leftmost branch. */
static List *
target_list(Node *node)
{
	SelectStmt *s;

	if (node == NULL || !IsA(node, SelectStmt))
		return NIL;
	s = (SelectStmt *) node;
	while (s->op != SETOP_NONE && s->larg)
		s = s->larg;
	return s->targetList;
}

static List *select_leaves(SelectStmt *s, List *leaves);
static bool has_star(List *targets);

/* Does the tree name a relation of t->rows (FROM sens.visits, a CTE holding one)? */
static bool
names_tainted_relation(Node *node, void *context)
{
	Taint	   *t = (Taint *) context;

	if (node == NULL)
		return false;
	if (IsA(node, RangeVar))
		return name_in(t->rows, ((RangeVar *) node)->relname);
	return raw_expression_tree_walker(node, names_tainted_relation, t);
}

/* Does output position i (from 0) of query (any branch of a set operation) carry one? */
static bool
position_tainted(Taint *t, Node *query, int i)
{
	ListCell   *lc;

	if (query == NULL || !IsA(query, SelectStmt))
		return refs(query, t);
	foreach(lc, select_leaves((SelectStmt *) query, NIL))
	{
		SelectStmt *leaf = lfirst(lc);

		if (leaf->valuesLists != NIL)
		{
			ListCell   *vc;

			foreach(vc, leaf->valuesLists)
			{
				List	   *row = lfirst(vc);

				if (i >= list_length(row) || refs(list_nth(row, i), t))
					return true;
			}
		}
		else if (has_star(leaf->targetList))
		{
			/* positions unknown: anything it reads or names counts */
			if (refs((Node *) leaf, t) || names_tainted_relation((Node *) leaf->fromClause, t))
				return true;
		}
		else if (i >= list_length(leaf->targetList) ||
				 refs(((ResTarget *) list_nth(leaf->targetList, i))->val, t))
			return true;
	}
	return false;
}

/* Column aliases (t(a, b), WITH w(a, b)) of a tainted target position. */
static void
taint_aliases(Taint *t, List *colnames, Node *query)
{
	ListCell   *lc;

	foreach(lc, colnames)
	{
		if (position_tainted(t, query, foreach_current_index(lc)))
			taint_add(t, &t->names, strVal(lfirst(lc)));
	}
}

/* Does any output column of query carry one (its name then is a whole row of it)? */
static bool
query_tainted(Taint *t, Node *query)
{
	List	   *targets = target_list(query);
	int			n = Max(list_length(targets), 1);

	for (int i = 0; i < n; i++)
	{
		if (position_tainted(t, query, i))
			return true;
	}
	return false;
}

/* One pass over the tree: aliases of tainted values, aliases of labelled relations. */
static bool
taint_walker(Node *node, void *context)
{
	Taint *t = (Taint *) context;
	if (node == NULL)
		return false;
	if (IsA(node, ResTarget))
	{
		ResTarget  *rt = (ResTarget *) node;

		if (rt->val && refs(rt->val, t))
			taint_add(t, &t->names, rt->name ? rt->name : figure_name(rt->val));
	}
	else if (IsA(node, RangeVar))
	{
		RangeVar   *rv = (RangeVar *) node;
		ListCell   *lc;

		if (name_in(t->rows, rv->relname) && rv->alias)
		{
			taint_add(t, &t->rows, rv->alias->aliasname);
			/* t(a, b, c): which position is which is the remote catalog's; cover all */
			foreach(lc, rv->alias->colnames)
				taint_add(t, &t->names, strVal(lfirst(lc)));
		}
	}
	else if (IsA(node, RangeSubselect))
	{
		RangeSubselect *rs = (RangeSubselect *) node;

		if (rs->alias)
		{
			taint_aliases(t, rs->alias->colnames, rs->subquery);
			/* its alias as a whole row */
			if (query_tainted(t, rs->subquery))
				taint_add(t, &t->rows, rs->alias->aliasname);
		}
	}
	else if (IsA(node, CommonTableExpr))
	{
		CommonTableExpr *cte = (CommonTableExpr *) node;

		taint_aliases(t, cte->aliascolnames, cte->ctequery);
		if (query_tainted(t, cte->ctequery))
			taint_add(t, &t->rows, cte->ctename);
	}
	else if (IsA(node, WindowDef))
	{
		WindowDef  *w = (WindowDef *) node;

		if (w->name && (refs((Node *) w->partitionClause, t) || refs((Node *) w->orderClause, t)))
			taint_add(t, &t->windows, w->name);
	}
	return raw_expression_tree_walker(node, taint_walker, t);
}

/* Grow the taint over the tree to a fixed point (bounded). */
static void
taint_init_more(Taint *t, Node *tree)
{
	for (int pass = 0; pass < 8 && tree; pass++)
	{
		t->grew = false;
		taint_walker(tree, t);
		if (!t->grew)
			break;
	}
}

static void
taint_init(Taint *t, const SensitiveSet *set, Node *tree)
{
	memset(t, 0, sizeof(*t));
	t->set = set;
	t->names = list_copy(set->columns);
	t->rows = list_copy(set->relations);
	taint_init_more(t, tree);
}

/* Byte offsets of the literals to mask. */
typedef struct ConstWalk
{
	List	   *locations;		/* int */
} ConstWalk;

static bool
consts_walker(Node *node, void *context)
{
	ConstWalk *w = (ConstWalk *) context;
	if (node == NULL)
		return false;
	if (IsA(node, A_Const))
	{
		A_Const    *c = (A_Const *) node;

		if (!c->isnull && c->location >= 0 && !IsA(&c->val, Boolean))
			w->locations = list_append_unique_int(w->locations, c->location);
		return false;
	}
	return raw_expression_tree_walker(node, consts_walker, w);
}

/* Find the literals that go with a tainted expression. */
typedef struct MaskWalk
{
	Taint	   *taint;
	ConstWalk	consts;
} MaskWalk;

static bool
mask_walker(Node *node, void *context)
{
	MaskWalk *w = (MaskWalk *) context;
	if (node == NULL)
		return false;
	if (IsA(node, A_Expr))
	{
		A_Expr	   *e = (A_Expr *) node;

		/* ssn = '...', ssn IN (...), ssn LIKE '...', ssn BETWEEN ... */
		if (refs(e->lexpr, w->taint) || refs(e->rexpr, w->taint))
			consts_walker(node, &w->consts);
	}
	else if (IsA(node, FuncCall))
	{
		FuncCall   *f = (FuncCall *) node;

		/* strpos(ssn, '...'), coalesce(ssn, '...') */
		if (refs((Node *) f->args, w->taint))
			consts_walker((Node *) f->args, &w->consts);
	}
	else if (IsA(node, CaseExpr))
	{
		CaseExpr   *c = (CaseExpr *) node;

		/* CASE ssn WHEN '...' */
		if (c->arg && refs((Node *) c->arg, w->taint))
			consts_walker(node, &w->consts);
	}
	else if (IsA(node, SubLink))
	{
		SubLink    *s = (SubLink *) node;

		/* ssn IN (SELECT ... WHERE x = '...') */
		if (s->testexpr && refs(s->testexpr, w->taint))
			consts_walker(node, &w->consts);
	}
	return raw_expression_tree_walker(node, mask_walker, w);
}

/* The placeholder for a literal, the same one for the same literal. */
static const char *
placeholder_for(SensitiveMask *mask, const char *literal)
{
	ListCell   *lc;
	char	   *p;

	foreach(lc, mask->originals)
	{
		if (strcmp(lfirst(lc), literal) == 0)
			return list_nth(mask->placeholders, foreach_current_index(lc));
	}
	p = psprintf("'<sensitive value %d>'", list_length(mask->placeholders) + 1);
	mask->placeholders = lappend(mask->placeholders, p);
	mask->originals = lappend(mask->originals, pstrdup(literal));
	return p;
}

static char *literal_value(const char *literal);

/* Is literal (as written) the same value as one masked before? */
static bool
known_value(const SensitiveMask *mask, const char *literal)
{
	char	   *value = literal_value(literal);
	ListCell   *lc;

	foreach(lc, list_concat_copy(mask->originals, mask->known))
	{
		char	   *original = literal_value(lfirst(lc));

		if (strcmp(lfirst(lc), literal) == 0)
			return true;
		if (value && original && strcmp(value, original) == 0)
			return true;
	}
	return false;
}

/* Is token i a name of the set (or a whole row of a labelled relation)? */
static bool
token_is_sensitive_name(const SensitiveSet *set, const SqlTokens *toks, int i)
{
	char	   *name = sqltok_ident_name(toks, i);
	bool		hit;

	if (name == NULL)
		return false;
	hit = name_in(set->columns, name);
	free(name);
	return hit;
}

/*
 * sql with every literal that goes with a sensitive column replaced by a
 * placeholder ('<sensitive value N>', recorded in mask).  *masked counts the
 * literals replaced.  Which literals go with one is read from the parse tree
 * when the query ran (ran_clean); a query that failed may not mean what its
 * tree says (a column name taken for a type name, a syntax error), so then
 * every literal is masked when it names a sensitive column anywhere.
 */
char *
sensitive_mask_sql(const SensitiveSet *set, SensitiveMask *mask, const char *sql, bool ran_clean,
				   int *masked)
{
	SqlTokens	toks;
	Node	   *tree;
	bool	   *mask_tok;
	StringInfoData out;
	int			pos = 0;
	int			i;

	*masked = 0;
	if (sql == NULL || !sensitive_any(set))
		return sql ? pstrdup(sql) : NULL;
	memset(&toks, 0, sizeof(toks));
	if (!sqltok_tokenize(sql, &toks))
	{
		sqltok_free(&toks);
		ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory")));
	}
	mask_tok = palloc0(sizeof(bool) * toks.n);

	tree = ran_clean ? parse_quietly(sql) : NULL;
	if (tree != NULL && !set->unknown)
	{
		Taint		taint;
		MaskWalk	w;
		ListCell   *lc;

		taint_init(&taint, set, tree);
		memset(&w, 0, sizeof(w));
		w.taint = &taint;
		mask_walker(tree, &w);
		foreach(lc, w.consts.locations)
		{
			int			t = sqltok_at_offset(&toks, lfirst_int(lc));

			/* a negative number starts at its sign */
			if (t >= 0 && toks.tok[t].kind == SQLTOK_OPERATOR)
				t = sqltok_next(&toks, t);
			if (t >= 0 && t < toks.n &&
				(toks.tok[t].kind == SQLTOK_STRING || toks.tok[t].kind == SQLTOK_NUMBER))
				mask_tok[t] = true;
		}
	}
	else
	{
		bool		named = set->unknown;

		for (i = 0; i < toks.n && !named; i++)
			named = (toks.tok[i].kind == SQLTOK_IDENT || toks.tok[i].kind == SQLTOK_QUOTED_IDENT) &&
				token_is_sensitive_name(set, &toks, i);
		for (i = 0; named && i < toks.n; i++)
			mask_tok[i] = toks.tok[i].kind == SQLTOK_STRING || toks.tok[i].kind == SQLTOK_NUMBER;
	}

	/*
	 * A value masked once stays masked wherever it moves: the model may put
	 * a placeholder beside another column, and the reply runs with the
	 * value put back.
	 */
	for (i = 0; i < toks.n; i++)
	{
		if (!mask_tok[i] && (toks.tok[i].kind == SQLTOK_STRING || toks.tok[i].kind == SQLTOK_NUMBER))
			mask_tok[i] = known_value(mask, pnstrdup(sql + toks.tok[i].start, toks.tok[i].len));
	}

	initStringInfo(&out);
	for (i = 0; i < toks.n; i++)
	{
		char	   *literal;

		if (!mask_tok[i])
			continue;
		literal = pnstrdup(sql + toks.tok[i].start, toks.tok[i].len);
		appendBinaryStringInfo(&out, sql + pos, toks.tok[i].start - pos);
		appendStringInfoString(&out, placeholder_for(mask, literal));
		pos = toks.tok[i].start + toks.tok[i].len;
		(*masked)++;
	}
	appendStringInfoString(&out, sql + pos);
	sqltok_free(&toks);
	return out.data;
}

/* text with every occurrence of from replaced by to. */
static char *
replace_all(const char *text, const char *from, const char *to)
{
	StringInfoData out;
	const char *p = text;
	const char *hit;
	size_t		n = strlen(from);

	if (n == 0)
		return pstrdup(text);
	initStringInfo(&out);
	while ((hit = strstr(p, from)) != NULL)
	{
		appendBinaryStringInfo(&out, p, hit - p);
		appendStringInfoString(&out, to);
		p = hit + n;
	}
	appendStringInfoString(&out, p);
	return out.data;
}

/* The value inside a literal as written: 'it''s' → it's, E'x' → x; NULL for short ones. */
static char *
literal_value(const char *literal)
{
	const char *q = strchr(literal, '\'');
	size_t		n;

	if (q == NULL)
		return strlen(literal) >= 3 ? pstrdup(literal) : NULL;
	n = strlen(q);
	if (n < 2 + 3)
		return NULL;			/* a value of one or two bytes: too common to replace */
	return replace_all(pnstrdup(q + 1, n - 2), "''", "'");
}

/* Does the quoted text come from the query itself (a name, a keyword, a literal of it)? */
static bool
quoted_from_query(List *words, const char *quoted)
{
	char	   *copy = pstrdup(quoted);
	char	   *part;
	char	   *save = NULL;
	bool		all = true;
	ListCell   *lc;

	/* a placeholder or mask as a whole; one inside other text does not make it the query's */
	if (strcmp(quoted, SENSITIVE_MASK) == 0 ||
		(strncmp(quoted, "'<sensitive value ", 18) == 0 && strchr(quoted + 18, '\'') != NULL &&
		 strcmp(strchr(quoted + 18, '\''), "'") == 0 && quoted[strlen(quoted) - 2] == '>') ||
		(strncmp(quoted, "<sensitive value ", 17) == 0 && strchr(quoted, '>') == quoted + strlen(quoted) - 1))
		return true;
	foreach(lc, words)
	{
		if (pg_strcasecmp(lfirst(lc), quoted) == 0)
			return true;
	}
	/* schema.table, table.column: each part a word of the query */
	for (part = strtok_r(copy, ".", &save); part && all; part = strtok_r(NULL, ".", &save))
	{
		bool		found = false;

		foreach(lc, words)
		{
			if (pg_strcasecmp(lfirst(lc), part) == 0)
				found = true;
		}
		all = found;
	}
	return all && strchr(quoted, '.') != NULL;
}

/*
 * Mask every "..." that does not come from the query, and every
 * (...)=(...) value, of an error text.  PostgreSQL quotes names and values
 * alike; a name the query wrote stays (the repair needs it), anything else
 * may be a value read from a row (current_setting(ssn), ssn::regclass).
 */
static char *
mask_quoted(const char *text, List *words, bool *changed)
{
	StringInfoData out;
	const char *p;

	initStringInfo(&out);
	/* PostgreSQL's own suggestion of a column name comes from the catalog */
	if (strncmp(text, "Perhaps you meant to reference the column", 41) == 0)
		return pstrdup(text);
	for (p = text; *p; p++)
	{
		if (*p == '"')
		{
			const char *e = strchr(p + 1, '"');

			if (e)
			{
				char	   *inside = pnstrdup(p + 1, e - p - 1);

				if (quoted_from_query(words, inside))
					appendBinaryStringInfo(&out, p, e - p + 1);
				else
				{
					appendStringInfo(&out, "\"%s\"", SENSITIVE_MASK);
					*changed = true;
				}
				p = e;
				continue;
			}
		}
		if (p[0] == '=' && p[1] == '(')
		{
			const char *e = strrchr(p, ')');

			if (e)
			{
				appendStringInfo(&out, "=(%s)", SENSITIVE_MASK);
				p = e;
				*changed = true;
				continue;
			}
		}
		appendStringInfoChar(&out, *p);
	}
	return out.data;
}

/*
 * An error text (message, detail or hint) of sql, fit for a prompt: the
 * literals masked in sql are masked in it too; and when sql reads a
 * sensitive column or a relation holding one (by name: the query may not
 * have been analysed), the values it quotes that are not words of the
 * query are masked, whatever the SQLSTATE: a failing cast, a key, a value
 * taken for a name (42704, 42P01).
 */
static bool query_reads_sensitive(const SensitiveSet *set, const char *sql);

char *
sensitive_mask_error(const SensitiveSet *set, SensitiveMask *mask, const char *sql,
					 const char *sqlstate, const char *text)
{
	char	   *out;
	ListCell   *lc;
	SqlTokens	toks;
	bool		reads;
	List	   *words = NIL;
	int			i;

	if (text == NULL)
		return NULL;
	out = pstrdup(text);
	foreach(lc, mask->originals)
	{
		const char *original = lfirst(lc);
		const char *placeholder = list_nth(mask->placeholders, foreach_current_index(lc));
		char	   *value = literal_value(original);
		char	   *before = out;

		/* a value of one or two bytes (id = 1) would cut into any text: left alone */
		if (value == NULL)
			continue;
		out = replace_all(out, original, placeholder);
		out = replace_all(out, value, SENSITIVE_MASK);
		if (strcmp(before, out) != 0)
			mask->masked_error = true;
	}

	reads = set->unknown || sql == NULL || query_reads_sensitive(set, sql);
	memset(&toks, 0, sizeof(toks));
	if (sql && sqltok_tokenize(sql, &toks))
	{
		for (i = 0; i < toks.n; i++)
		{
			char	   *word = pnstrdup(sql + toks.tok[i].start, toks.tok[i].len);

			words = lappend(words, word);
			if (toks.tok[i].kind == SQLTOK_STRING)
			{
				char	   *value = literal_value(word);

				if (value)
					words = lappend(words, value);
			}
			if (toks.tok[i].kind == SQLTOK_IDENT || toks.tok[i].kind == SQLTOK_QUOTED_IDENT)
			{
				char	   *name = sqltok_ident_name(&toks, i);

				if (name)
				{
					words = lappend(words, pstrdup(name));
					reads = reads || name_in(set->columns, name) || name_in(set->relations, name);
					free(name);
				}
			}
		}
	}
	else
		reads = true;
	sqltok_free(&toks);
	(void) sqlstate;
	if (reads)
		out = mask_quoted(out, words, &mask->masked_error);
	return out;
}

/*
 * A whole prompt's text with every value masked before replaced wherever it
 * still shows (a snippet around an error position, a predicate list): the
 * last pass before the text leaves.
 */
char *
sensitive_scrub_prompt(const SensitiveMask *mask, const char *text)
{
	char	   *out;
	ListCell   *lc;

	if (text == NULL || mask == NULL)
		return text ? pstrdup(text) : NULL;
	out = pstrdup(text);
	foreach(lc, mask->originals)
	{
		char	   *value = literal_value(lfirst(lc));

		if (value)
			out = replace_all(out, value, SENSITIVE_MASK);
	}
	return out;
}

/* sql (a model's reply) with the placeholders put back. */
char *
sensitive_unmask_sql(const SensitiveMask *mask, const char *sql)
{
	char	   *out = pstrdup(sql);
	ListCell   *lc;

	foreach(lc, mask->placeholders)
		out = replace_all(out, lfirst(lc), list_nth(mask->originals, foreach_current_index(lc)));
	return out;
}

/* Collect the branches of a set operation. */
static List *
select_leaves(SelectStmt *s, List *leaves)
{
	if (s->op != SETOP_NONE)
	{
		if (s->larg)
			leaves = select_leaves(s->larg, leaves);
		if (s->rarg)
			leaves = select_leaves(s->rarg, leaves);
		return leaves;
	}
	return lappend(leaves, s);
}

/* Does a target list hold a star (positions then do not match the output)? */
static bool
has_star(List *targets)
{
	ListCell   *lc;

	foreach(lc, targets)
	{
		ResTarget  *rt = lfirst(lc);

		if (rt->val && IsA(rt->val, ColumnRef) &&
			IsA(llast(((ColumnRef *) rt->val)->fields), A_Star))
			return true;
	}
	return false;
}

/*
 * Provenance on the analysed query tree: does a value come from a sensitive
 * column?  The query is analysed and rewritten here (views expanded into
 * their definitions), and each result column's expression is followed
 * through Vars to where its values come from: the columns of tables
 * (labels, partitions and parents by identity), subqueries, CTEs, joins,
 * VALUES, functions in FROM (all their columns follow their arguments),
 * materialized views (through their definitions), set operations (every
 * branch).  A whole-row reference carries every column of its relation.
 * What cannot be followed counts as sensitive: a function or operator
 * outside pg_catalog (its body may read anything), pg_catalog's functions
 * that run a query given as text (query_to_xml ...), a range table entry of
 * an unknown kind.  The extension's own relations and functions count as
 * sensitive as a whole: receipts hold other queries' values.
 */
typedef struct Prov
{
	const SensitiveSet *set;
	Oid			ext_schema;		/* the extension's schema, or InvalidOid */
	List	   *stack;			/* Query *: the query at levelsup 0 first */
	List	   *busy;			/* CommonTableExpr * / Oid being followed (recursion) */
	int			depth;
} Prov;

/*
 * Prov's ext_schema: the extension's schema while the extension exists (the
 * control file fixes the schema: not relocatable), else InvalidOid.
 */
static Oid
installed_extension_schema(void)
{
	return OidIsValid(get_extension_oid("nl2sql_heal", true))
		? extension_schema_oid(true) : InvalidOid;
}

#define PROV_MAX_DEPTH 64

static bool prov_expr(Prov *p, Node *node);
static bool prov_query_column(Prov *p, Query *q, int attno);
static bool prov_walker(Node *node, void *context);

/* Run fn with the stack cut to the query levelsup up, then restore. */
static List *
prov_stack_at(Prov *p, int levelsup)
{
	List	   *saved = p->stack;

	if (levelsup >= list_length(p->stack))
		return NULL;
	p->stack = list_copy_tail(p->stack, levelsup);
	return saved;
}

/* A function that runs what it is given as text, or reads a relation by name. */
static bool
prov_opaque_function(Prov *p, Oid funcid)
{
	Oid			nsp = get_func_namespace(funcid);
	char	   *name;

	if (!OidIsValid(nsp))
		return true;
	if (OidIsValid(p->ext_schema) && nsp == p->ext_schema)
		return true;
	/* with nothing labelled, only the extension's own contents are to be kept back */
	if (p->set->relids == NIL && !p->set->unknown)
		return false;
	if (nsp != PG_CATALOG_NAMESPACE)
		return true;
	name = get_func_name(funcid);
	if (name == NULL)
		return true;
	return runs_query_text(name);
}

/* The definition of a view or materialized view (a copy), or NULL. */
static Query *
view_query(Oid relid)
{
	Relation	rel = try_table_open(relid, AccessShareLock);
	Query	   *q = NULL;

	if (rel == NULL)
		return NULL;
	if (rel->rd_rules != NULL)
	{
		for (int i = 0; i < rel->rd_rules->numLocks; i++)
		{
			RewriteRule *rule = rel->rd_rules->rules[i];

			if (rule->event == CMD_SELECT && list_length(rule->actions) == 1)
				q = copyObject(linitial_node(Query, rule->actions));
		}
	}
	table_close(rel, AccessShareLock);
	return q;
}

/* Does column attno (0: any) of range table entry rte of the query on top of the stack carry one? */
static bool
prov_rte(Prov *p, RangeTblEntry *rte, int attno)
{
	Query	   *top = linitial(p->stack);
	ListCell   *lc;

	switch (rte->rtekind)
	{
		case RTE_RELATION:
			if (OidIsValid(p->ext_schema) && get_rel_namespace(rte->relid) == p->ext_schema)
				return true;
			/* a view here is one inside a view's stored definition (not yet expanded) */
			if ((rte->relkind == RELKIND_MATVIEW || rte->relkind == RELKIND_VIEW) &&
				!list_member_oid(p->busy, rte->relid))
			{
				Query	   *def = view_query(rte->relid);
				List	   *saved = p->stack;
				List	   *busy = p->busy;
				bool		hit;

				if (def == NULL)
					return true;
				p->stack = list_make1(def);
				p->busy = lappend_oid(list_copy(busy), rte->relid);
				hit = prov_query_column(p, def, attno);
				p->stack = saved;
				p->busy = busy;
				return hit || sensitive_column(p->set, rte->relid, attno);
			}
			return sensitive_column(p->set, rte->relid, attno);
		case RTE_SUBQUERY:
			{
				List	   *saved = p->stack;
				bool		hit;

				p->stack = lcons(rte->subquery, list_copy(saved));
				hit = prov_query_column(p, rte->subquery, attno);
				p->stack = saved;
				return hit;
			}
		case RTE_JOIN:
			foreach(lc, rte->joinaliasvars)
			{
				if ((attno == 0 || foreach_current_index(lc) == attno - 1) && prov_expr(p, lfirst(lc)))
					return true;
			}
			return attno > list_length(rte->joinaliasvars);
		case RTE_FUNCTION:
			/* every column of a function in FROM follows all its arguments */
			foreach(lc, rte->functions)
			{
				if (prov_expr(p, ((RangeTblFunction *) lfirst(lc))->funcexpr))
					return true;
			}
			return false;
		case RTE_VALUES:
			foreach(lc, rte->values_lists)
			{
				List	   *row = lfirst(lc);

				if (attno == 0 ? prov_expr(p, (Node *) row)
					: attno > list_length(row) || prov_expr(p, list_nth(row, attno - 1)))
					return true;
			}
			return false;
		case RTE_TABLEFUNC:
			return prov_expr(p, (Node *) rte->tablefunc);
		case RTE_CTE:
			{
				Query	   *owner;
				CommonTableExpr *cte = NULL;
				List	   *saved;
				bool		hit;

				if ((int) rte->ctelevelsup >= list_length(p->stack))
					return true;
				owner = list_nth(p->stack, rte->ctelevelsup);
				foreach(lc, owner->cteList)
				{
					CommonTableExpr *c = lfirst(lc);

					if (strcmp(c->ctename, rte->ctename) == 0)
						cte = c;
				}
				if (cte == NULL || !IsA(cte->ctequery, Query))
					return true;
				/* a recursive reference adds nothing its other branch does not */
				if (list_member_ptr(p->busy, cte))
					return false;
				saved = prov_stack_at(p, rte->ctelevelsup);
				p->stack = lcons(cte->ctequery, p->stack);
				p->busy = lappend(p->busy, cte);
				hit = prov_query_column(p, (Query *) cte->ctequery, attno);
				p->busy = list_delete_ptr(p->busy, cte);
				p->stack = saved;
				return hit;
			}
		case RTE_NAMEDTUPLESTORE:
		case RTE_RESULT:
			return false;
#if PG_VERSION_NUM >= 180000
		case RTE_GROUP:
			foreach(lc, rte->groupexprs)
			{
				if ((attno == 0 || foreach_current_index(lc) == attno - 1) && prov_expr(p, lfirst(lc)))
					return true;
			}
			return attno > list_length(rte->groupexprs);
#endif
		default:
			(void) top;
			return true;
	}
}

/*
 * A window function's value depends on its window's PARTITION BY and ORDER
 * BY too (rank() OVER (ORDER BY ssn) tells the secret's order, a frame
 * picks rows by it): they count as read by the function.
 */
static bool
prov_window(Prov *p, Index winref)
{
	Query	   *q = linitial(p->stack);
	ListCell   *lc;

	foreach(lc, q->windowClause)
	{
		WindowClause *wc = lfirst(lc);
		ListCell   *sc;

		if (wc->winref != winref)
			continue;
		foreach(sc, list_concat_copy(wc->partitionClause, wc->orderClause))
		{
			SortGroupClause *sgc = lfirst(sc);

			if (prov_expr(p, get_sortgroupclause_expr(sgc, q->targetList)))
				return true;
		}
		return prov_expr(p, wc->startOffset) || prov_expr(p, wc->endOffset);
	}
	return true;				/* no such window: cannot be followed */
}

static bool
prov_walker(Node *node, void *context)
{
	Prov	   *p = (Prov *) context;

	if (node == NULL)
		return false;
	check_stack_depth();
	if (IsA(node, Var))
	{
		Var		   *var = (Var *) node;
		List	   *saved;
		Query	   *q;
		bool		hit;

		if ((int) var->varlevelsup >= list_length(p->stack))
			return true;
		q = list_nth(p->stack, var->varlevelsup);
		if (var->varno < 1 || var->varno > list_length(q->rtable))
			return true;
		saved = prov_stack_at(p, var->varlevelsup);
		if (++p->depth > PROV_MAX_DEPTH)
			hit = true;
		else
			hit = prov_rte(p, rt_fetch(var->varno, q->rtable), var->varattno);
		p->depth--;
		p->stack = saved;
		return hit;
	}
	if (IsA(node, FuncExpr) && prov_opaque_function(p, ((FuncExpr *) node)->funcid))
		return true;
	if (IsA(node, OpExpr) || IsA(node, DistinctExpr) || IsA(node, NullIfExpr))
	{
		OpExpr	   *op = (OpExpr *) node;

		set_opfuncid(op);
		if (prov_opaque_function(p, op->opfuncid))
			return true;
	}
	if (IsA(node, ScalarArrayOpExpr))
	{
		ScalarArrayOpExpr *op = (ScalarArrayOpExpr *) node;

		set_sa_opfuncid(op);
		if (prov_opaque_function(p, op->opfuncid))
			return true;
	}
	if (IsA(node, Aggref) && prov_opaque_function(p, ((Aggref *) node)->aggfnoid))
		return true;
	if (IsA(node, WindowFunc))
	{
		if (prov_opaque_function(p, ((WindowFunc *) node)->winfnoid) ||
			prov_window(p, ((WindowFunc *) node)->winref))
			return true;
	}
	if (IsA(node, Query))
	{
		/* a subquery in an expression: anything it reads anywhere counts */
		List	   *saved = p->stack;
		bool		hit;

		p->stack = lcons(node, list_copy(saved));
		hit = query_tree_walker((Query *) node, prov_walker, p, 0) ||
			prov_query_column(p, (Query *) node, 0);
		p->stack = saved;
		return hit;
	}
	return expression_tree_walker(node, prov_walker, p);
}

static bool
prov_expr(Prov *p, Node *node)
{
	return prov_walker(node, p);
}

/* The leaves (range table indexes) of a set operation tree. */
static List *
setop_leaves(Node *node, List *leaves)
{
	if (node == NULL)
		return leaves;
	if (IsA(node, RangeTblRef))
		return lappend_int(leaves, ((RangeTblRef *) node)->rtindex);
	if (IsA(node, SetOperationStmt))
	{
		leaves = setop_leaves(((SetOperationStmt *) node)->larg, leaves);
		return setop_leaves(((SetOperationStmt *) node)->rarg, leaves);
	}
	return lappend_int(leaves, 0);
}

/* Does output column attno (0: any) of q, the query on top of the stack, carry one? */
static bool
prov_query_column(Prov *p, Query *q, int attno)
{
	ListCell   *lc;
	int			n = 0;

	if (q->commandType != CMD_SELECT || q->utilityStmt != NULL)
		return true;
	if (q->setOperations != NULL)
	{
		List	   *leaves = setop_leaves(q->setOperations, NIL);

		foreach(lc, leaves)
		{
			int			rti = lfirst_int(lc);

			if (rti < 1 || rti > list_length(q->rtable) ||
				prov_rte(p, rt_fetch(rti, q->rtable), attno))
				return true;
		}
		return false;
	}
	foreach(lc, q->targetList)
	{
		TargetEntry *tle = lfirst(lc);

		if (tle->resjunk)
			continue;
		n++;
		if ((attno == 0 || tle->resno == attno) && prov_expr(p, (Node *) tle->expr))
			return true;
	}
	return attno > n;
}

/*
 * On this database: the columns of the views and materialized views the
 * catalog found reading a covered relation are covered when their
 * definition carries a covered value into them (a whole row counts as every
 * column), followed as result rows are.  A definition that cannot be read
 * covers every column.
 */
static void
sensitive_refine_views(SensitiveSet *set, List *views)
{
	SensitiveSet base = *set;
	Oid			ext = installed_extension_schema();
	ListCell   *lc;

	/* decided against the tables' columns only: views are followed through their definitions */
	base.relids = list_copy(set->relids);
	base.attnums = list_copy(set->attnums);
	foreach(lc, views)
	{
		Oid			relid = lfirst_oid(lc);
		Query	   *def = view_query(relid);
		HeapTuple	tup;
		int			natts = 0;
		char	   *relname = get_rel_name(relid);

		if (relname == NULL)
			continue;			/* dropped meanwhile */
		tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
		if (HeapTupleIsValid(tup))
		{
			natts = ((Form_pg_class) GETSTRUCT(tup))->relnatts;
			ReleaseSysCache(tup);
		}
		for (int attno = 1; attno <= natts; attno++)
		{
			char	   *attname = get_attname(relid, attno, true);
			bool		hit = true;

			if (attname == NULL)
				continue;		/* dropped column */
			if (def != NULL)
			{
				Prov		p;

				memset(&p, 0, sizeof(p));
				p.set = &base;
				p.ext_schema = ext;
				p.stack = list_make1(def);
				p.busy = list_make1_oid(relid);
				hit = prov_query_column(&p, def, attno);
			}
			if (!hit)
				continue;
			set->relids = lappend_oid(set->relids, relid);
			set->attnums = lappend_int(set->attnums, attno);
			add_unique_name(&set->columns, attname);
			add_unique_name(&set->relations, relname);
		}
	}
}

/* sql analysed and rewritten here (views expanded), or NULL when it cannot be. */
static Query *
analyse_quietly(const char *sql)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	Query	   *volatile result = NULL;

	subxact_begin(callercxt);
	PG_TRY();
	{
		List	   *raw = raw_parser(sql, RAW_PARSE_DEFAULT);

		if (list_length(raw) == 1)
		{
			Query	   *q = parse_analyze_fixedparams(linitial_node(RawStmt, raw), sql, NULL, 0, NULL);
			List	   *rewritten = QueryRewrite(q);

			if (list_length(rewritten) == 1)
				result = copyObject(linitial_node(Query, rewritten));
		}
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		FreeErrorData(subxact_abort(callercxt, oldowner));
		result = NULL;
	}
	PG_END_TRY();
	return result;
}

/*
 * Does a FROM item carry values this reading cannot follow by name?  A
 * relation, or a subquery (its output names and its alias as a whole row
 * are tainted), does not; a join's conditions carry no value out; a
 * function in FROM, a table function or anything else that reads one does.
 */
static bool
from_opaque(Node *node, Taint *t)
{
	if (node == NULL)
		return false;
	if (IsA(node, List))
	{
		ListCell   *lc;

		foreach(lc, (List *) node)
		{
			if (from_opaque(lfirst(lc), t))
				return true;
		}
		return false;
	}
	if (IsA(node, RangeVar) || IsA(node, RangeSubselect))
		return false;
	if (IsA(node, JoinExpr))
		return from_opaque(((JoinExpr *) node)->larg, t) || from_opaque(((JoinExpr *) node)->rarg, t);
	if (IsA(node, RangeTableSample))
		return from_opaque(((RangeTableSample *) node)->relation, t);
	return refs(node, t);
}

/* The name-based reading of the raw tree: for a remote target, whose catalog is not here. */
static void
result_columns_by_name(const SensitiveSet *set, Node *tree, int ncolumns, char **columns,
					   bool *masked)
{
	Taint		taint;
	List	   *leaves;
	ListCell   *lc;
	int			i;

	taint_init(&taint, set, tree);
	/* the remote's functions are not here: one not in pg_catalog may read anything */
	taint.opaque = true;
	taint_init_more(&taint, tree);
	leaves = select_leaves((SelectStmt *) tree, NIL);
	for (i = 0; i < ncolumns; i++)
	{
		masked[i] = name_in(taint.names, columns[i]);
		foreach(lc, leaves)
		{
			SelectStmt *leaf = lfirst(lc);

			if (masked[i])
				break;
			/* functions in FROM (and anything else this reading cannot follow): mask */
			if (from_opaque((Node *) leaf->fromClause, &taint))
				masked[i] = true;
			else if (leaf->valuesLists != NIL)
			{
				ListCell   *vc;

				foreach(vc, leaf->valuesLists)
				{
					List	   *row = lfirst(vc);

					if (i < list_length(row) && refs(list_nth(row, i), &taint))
						masked[i] = true;
				}
			}
			else if (has_star(leaf->targetList) || list_length(leaf->targetList) != ncolumns)
			{
				/* positions unknown: any tainted target taints every column */
				ListCell   *tc;

				foreach(tc, leaf->targetList)
				{
					ResTarget  *rt = lfirst(tc);

					if (rt->val && refs(rt->val, &taint))
						masked[i] = true;
				}
			}
			else if (refs(((ResTarget *) list_nth(leaf->targetList, i))->val, &taint))
				masked[i] = true;
		}
	}
}

/* Does the query text name the extension's schema (a remote target's receipts)? */
static bool
names_extension_schema(const char *sql)
{
	SqlTokens	toks;
	bool		hit = false;

	memset(&toks, 0, sizeof(toks));
	if (!sqltok_tokenize(sql, &toks))
	{
		sqltok_free(&toks);
		return true;
	}
	for (int i = 0; i < toks.n && !hit; i++)
	{
		char	   *name;

		if (toks.tok[i].kind != SQLTOK_IDENT && toks.tok[i].kind != SQLTOK_QUOTED_IDENT)
			continue;
		name = sqltok_ident_name(&toks, i);
		hit = name != NULL && strcmp(name, EXTENSION_SCHEMA) == 0;
		free(name);
	}
	sqltok_free(&toks);
	return hit;
}

/*
 * Which result columns of sql hold values of a sensitive column (or of the
 * extension's own tables): a palloc'd array of ncolumns flags, *nmasked of
 * them set.  On this database the query is analysed (provenance, see
 * above); on a remote one it is read by name.  A query that cannot be read
 * has all its columns masked.
 */
bool *
sensitive_result_columns(const SensitiveSet *set, const char *sql, int ncolumns, char **columns,
						 int *nmasked)
{
	bool	   *masked = palloc0(sizeof(bool) * Max(ncolumns, 1));
	bool		all = false;
	int			i;

	*nmasked = 0;
	if (ncolumns <= 0 || set == NULL)
		return masked;
	if (sql == NULL || set->unknown)
		all = true;
	else if (set->local)
	{
		Query	   *q = analyse_quietly(sql);

		if (q == NULL)
			all = true;
		else
		{
			Prov		p;
			int			n = 0;
			ListCell   *lc;

			memset(&p, 0, sizeof(p));
			p.set = set;
			p.ext_schema = installed_extension_schema();
			p.stack = list_make1(q);
			foreach(lc, q->targetList)
				n += ((TargetEntry *) lfirst(lc))->resjunk ? 0 : 1;
			if (n != ncolumns)
				all = true;
			for (i = 0; !all && i < ncolumns; i++)
				masked[i] = prov_query_column(&p, q, i + 1);
		}
	}
	else if (names_extension_schema(sql))
		all = true;
	else if (sensitive_any(set))
	{
		Node	   *tree = parse_quietly(sql);

		if (tree == NULL || !IsA(tree, SelectStmt))
			all = true;
		else
			result_columns_by_name(set, tree, ncolumns, columns, masked);
	}
	for (i = 0; i < ncolumns; i++)
	{
		if (all)
			masked[i] = true;
		if (masked[i])
			(*nmasked)++;
	}
	return masked;
}

/*
 * Does sql read a sensitive column or the extension's own tables anywhere
 * (any clause)?  On this database by its analysed tree when it analyses
 * (an error at run time: a cast of a value, a value taken for a name);
 * else by name.
 */
static bool
query_reads_sensitive(const SensitiveSet *set, const char *sql)
{
	Query	   *q = set->local ? analyse_quietly(sql) : NULL;

	if (q != NULL)
	{
		Prov		p;

		memset(&p, 0, sizeof(p));
		p.set = set;
		p.ext_schema = installed_extension_schema();
		return prov_walker((Node *) q, &p);	/* pushes q itself */
	}
	return names_extension_schema(sql);
}

PG_FUNCTION_INFO_V1(nl2sql_heal_mark_sensitive);

/*
 * mark_sensitive(relation regclass, column_name name, sensitive boolean DEFAULT true)
 *
 * SECURITY LABEL FOR nl2sql_heal ON COLUMN ... IS 'sensitive' (or IS NULL),
 * as the caller, so the column's owner may run it.  Being a function of the
 * library, it works in a session that has not loaded the library yet, where
 * the statement itself finds no provider.
 */
Datum
nl2sql_heal_mark_sensitive(PG_FUNCTION_ARGS)
{
	Oid			relid;
	char	   *column;
	char	   *relname;
	char	   *nspname;
	char	   *sql;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1) || PG_ARGISNULL(2))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("relation, column name and sensitive must not be null")));
	relid = PG_GETARG_OID(0);
	column = NameStr(*PG_GETARG_NAME(1));
	relname = get_rel_name(relid);
	if (relname == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("relation with OID %u does not exist", relid)));
	nspname = get_namespace_name(get_rel_namespace(relid));
	sql = psprintf("SECURITY LABEL FOR " SENSITIVE_PROVIDER " ON COLUMN %s.%s IS %s",
				   quote_qualified_identifier(nspname, relname), quote_identifier(column),
				   PG_GETARG_BOOL(2) ? "'" SENSITIVE_LABEL "'" : "NULL");
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (SPI_execute(sql, false, 0) != SPI_OK_UTILITY)
		elog(ERROR, "could not set the security label");
	SPI_finish();
	PG_RETURN_VOID();
}
