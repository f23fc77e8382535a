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

#include "access/xact.h"
#include "catalog/objectaddress.h"
#include "catalog/pg_class.h"
#include "commands/seclabel.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "parser/parser.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

#include "catalog.h"
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

/*
 * The labelled columns of the target, read from its catalog (pg_seclabel
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

	rows = catalog_read(target,
						   "SELECT a.attname::pg_catalog.text, c.relname::pg_catalog.text, "
						   "       pg_catalog.format('%I.%I.%I', n.nspname, c.relname, a.attname) "
						   "  FROM pg_catalog.pg_seclabel l "
						   "  JOIN pg_catalog.pg_class c ON c.oid OPERATOR(pg_catalog.=) l.objoid "
						   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
						   "  JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) l.objoid "
						   "       AND a.attnum OPERATOR(pg_catalog.=) l.objsubid "
						   " WHERE l.provider OPERATOR(pg_catalog.=) 'nl2sql_heal' "
						   "   AND l.classoid OPERATOR(pg_catalog.=) 'pg_catalog.pg_class'::pg_catalog.regclass "
						   "   AND l.label OPERATOR(pg_catalog.=) 'sensitive' "
						   " ORDER BY 3",
						   0, NULL, &error);
	if (rows == NULL)
	{
		set->unknown = true;
		return set;
	}
	for (r = 0; r < rows->nrows; r++)
	{
		set->columns = lappend(set->columns, CATALOG_CELL(rows, r, 0));
		set->relations = lappend(set->relations, CATALOG_CELL(rows, r, 1));
		set->qualified = lappend(set->qualified, CATALOG_CELL(rows, r, 2));
	}
	return set;
}

/* Is anything to be masked at all? */
bool
sensitive_any(const SensitiveSet *set)
{
	return set != NULL && (set->unknown || set->columns != NIL);
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
	bool		grew;
} Taint;

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
		/* a whole row: t, or t.* */
		if (n == 1 && IsA(last, String) && name_in(t->rows, strVal(last)))
			return true;
		if (n >= 2 && IsA(last, A_Star) && IsA(list_nth(ref->fields, n - 2), String) &&
			name_in(t->rows, strVal(list_nth(ref->fields, n - 2))))
			return true;
		return false;
	}
	return raw_expression_tree_walker(node, refs_walker, t);
}

static bool
refs(Node *node, Taint *t)
{
	return t->set->unknown || refs_walker(node, t);
}

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
	return NULL;
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

/* Column aliases (t(a, b), WITH w(a, b)) of a tainted target position. */
static void
taint_aliases(Taint *t, List *colnames, Node *query)
{
	List	   *targets = target_list(query);
	ListCell   *lc;

	foreach(lc, colnames)
	{
		int			i = foreach_current_index(lc);

		if (i < list_length(targets) &&
			refs(((ResTarget *) list_nth(targets, i))->val, t))
			taint_add(t, &t->names, strVal(lfirst(lc)));
	}
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

		if (name_in(t->rows, rv->relname) && rv->alias)
			taint_add(t, &t->rows, rv->alias->aliasname);
	}
	else if (IsA(node, RangeSubselect))
	{
		RangeSubselect *rs = (RangeSubselect *) node;

		if (rs->alias)
			taint_aliases(t, rs->alias->colnames, rs->subquery);
	}
	else if (IsA(node, CommonTableExpr))
	{
		CommonTableExpr *cte = (CommonTableExpr *) node;

		taint_aliases(t, cte->aliascolnames, cte->ctequery);
	}
	return raw_expression_tree_walker(node, taint_walker, t);
}

static void
taint_init(Taint *t, const SensitiveSet *set, Node *tree)
{
	int			pass;

	memset(t, 0, sizeof(*t));
	t->set = set;
	t->names = list_copy(set->columns);
	t->rows = list_copy(set->relations);
	for (pass = 0; pass < 8 && tree; pass++)
	{
		t->grew = false;
		taint_walker(tree, t);
		if (!t->grew)
			break;
	}
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

/* Mask every "..." and (...)=(...) value of an error text. */
static char *
mask_quoted(const char *text, bool *changed)
{
	StringInfoData out;
	const char *p;

	initStringInfo(&out);
	for (p = text; *p; p++)
	{
		if (*p == '"')
		{
			const char *e = strchr(p + 1, '"');

			if (e)
			{
				appendStringInfo(&out, "\"%s\"", SENSITIVE_MASK);
				p = e;
				*changed = true;
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
 * literals masked in sql are masked in it too; and when the error is not
 * about names (SQLSTATE class other than 42) and sql reads a sensitive
 * column, the values it quotes are masked (a failing cast, a key).
 */
char *
sensitive_mask_error(const SensitiveSet *set, SensitiveMask *mask, const char *sql,
					 const char *sqlstate, const char *text)
{
	char	   *out;
	ListCell   *lc;

	if (text == NULL || !sensitive_any(set))
		return text ? pstrdup(text) : NULL;
	out = pstrdup(text);
	foreach(lc, mask->originals)
	{
		const char *original = lfirst(lc);
		const char *placeholder = list_nth(mask->placeholders, foreach_current_index(lc));
		char	   *value = literal_value(original);
		char	   *before = out;

		out = replace_all(out, original, placeholder);
		if (value)
			out = replace_all(out, value, SENSITIVE_MASK);
		if (strcmp(before, out) != 0)
			mask->masked_error = true;
	}
	if (sqlstate == NULL || strncmp(sqlstate, "42", 2) != 0)
	{
		SqlTokens	toks;
		bool		reads = set->unknown;
		int			i;

		memset(&toks, 0, sizeof(toks));
		if (sql && sqltok_tokenize(sql, &toks))
		{
			for (i = 0; i < toks.n && !reads; i++)
				reads = (toks.tok[i].kind == SQLTOK_IDENT || toks.tok[i].kind == SQLTOK_QUOTED_IDENT) &&
					token_is_sensitive_name(set, &toks, i);
		}
		sqltok_free(&toks);
		if (reads)
			out = mask_quoted(out, &mask->masked_error);
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
 * Which result columns of sql hold values of a sensitive column: a palloc'd
 * array of ncolumns flags, *nmasked of them set.  A query that does not
 * parse has all its columns masked.
 */
bool *
sensitive_result_columns(const SensitiveSet *set, const char *sql, int ncolumns, char **columns,
						 int *nmasked)
{
	bool	   *masked = palloc0(sizeof(bool) * Max(ncolumns, 1));
	Node	   *tree;
	Taint		taint;
	List	   *leaves = NIL;
	ListCell   *lc;
	int			i;

	*nmasked = 0;
	if (!sensitive_any(set) || ncolumns <= 0)
		return masked;
	tree = sql ? parse_quietly(sql) : NULL;
	if (tree == NULL || set->unknown || !IsA(tree, SelectStmt))
	{
		for (i = 0; i < ncolumns; i++)
			masked[i] = true;
		*nmasked = ncolumns;
		return masked;
	}
	taint_init(&taint, set, tree);
	leaves = select_leaves((SelectStmt *) tree, NIL);
	for (i = 0; i < ncolumns; i++)
	{
		masked[i] = name_in(taint.names, columns[i]);
		foreach(lc, leaves)
		{
			SelectStmt *leaf = lfirst(lc);

			if (masked[i])
				break;
			if (leaf->valuesLists != NIL)
			{
				ListCell   *vc;

				foreach(vc, leaf->valuesLists)
				{
					List	   *row = lfirst(vc);

					if (i < list_length(row) && refs(list_nth(row, i), &taint))
						masked[i] = true;
				}
				continue;
			}
			if (has_star(leaf->targetList) || list_length(leaf->targetList) != ncolumns)
			{
				/* positions unknown: any tainted target taints every column not named */
				ListCell   *tc;

				foreach(tc, leaf->targetList)
				{
					ResTarget  *rt = lfirst(tc);
					bool		star = rt->val && IsA(rt->val, ColumnRef) &&
						IsA(llast(((ColumnRef *) rt->val)->fields), A_Star);

					/* a star expands to the columns' own names, checked above */
					if (rt->val && !star && refs(rt->val, &taint))
						masked[i] = true;
				}
				continue;
			}
			if (refs(((ResTarget *) list_nth(leaf->targetList, i))->val, &taint))
				masked[i] = true;
		}
		if (masked[i])
			(*nmasked)++;
	}
	return masked;
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
