/*
 * policy_remote.c — the function policy (see policy.c) on a remote target:
 * the names a raw query uses, and the catalog query that judges them on the
 * remote server (see policy.h).
 */
#include "postgres.h"


#include "policy_int.h"

#include "catalog.h"

#include "nodes/nodeFuncs.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/varlena.h"

/*
 * The remote policy.  The query's names, from its raw parse tree: functions
 * (with their schema when written), operators, relations and types.  On the
 * remote server every function they can make run is collected: every
 * function of each name on the remote search path (all overloads), every
 * operator's function, and what the stored expression trees of the views,
 * row security policies and domain constraints of the relations and types
 * name (functions, operators, relations, types: pg_depend leaves out pinned
 * built-ins), and the cast functions to the types named.  Each must be a built-in that is
 * immutable or stable (or on the harmless list), not one that runs a query
 * string, or trusted by the same settings as here.  SQL functions cannot be
 * judged by their bodies there: they need trust.
 */
typedef struct RemoteNames
{
	List	   *fn_schemas;
	List	   *fn_names;
	List	   *op_schemas;
	List	   *op_names;
	List	   *rel_schemas;
	List	   *rel_names;
	List	   *type_schemas;
	List	   *type_names;
} RemoteNames;

static void
add_qualified(List **schemas, List **names, List *parts)
{
	int			n = list_length(parts);

	if (n == 0)
		return;
	*names = lappend(*names, strVal(llast(parts)));
	*schemas = lappend(*schemas, n >= 2 ? strVal(list_nth(parts, n - 2)) : "");
}

static void
add_operator(RemoteNames *names, const char *op)
{
	names->op_schemas = lappend(names->op_schemas, "");
	names->op_names = lappend(names->op_names, (char *) op);
}

static bool
remote_names_walker(Node *node, void *context)
{
	RemoteNames *names = (RemoteNames *) context;

	if (node == NULL)
		return false;
	switch (nodeTag(node))
	{
		case T_FuncCall:
			add_qualified(&names->fn_schemas, &names->fn_names, ((FuncCall *) node)->funcname);
			/* typename('literal') is a cast to that type */
			if (list_length(((FuncCall *) node)->args) == 1)
				add_qualified(&names->type_schemas, &names->type_names, ((FuncCall *) node)->funcname);
			break;
		case T_RangeTableSample:
			add_qualified(&names->fn_schemas, &names->fn_names, ((RangeTableSample *) node)->method);
			break;
		case T_A_Expr:
			{
				A_Expr	   *expr = (A_Expr *) node;

				switch (expr->kind)
				{
					case AEXPR_BETWEEN:
					case AEXPR_NOT_BETWEEN:
					case AEXPR_BETWEEN_SYM:
					case AEXPR_NOT_BETWEEN_SYM:
						add_operator(names, "<=");
						add_operator(names, ">=");
						break;
					default:
						add_qualified(&names->op_schemas, &names->op_names, expr->name);
						break;
				}
				break;
			}
		case T_CaseExpr:
			/* CASE x WHEN v compares with = without naming it */
			if (((CaseExpr *) node)->arg != NULL)
				add_operator(names, "=");
			break;
		case T_JoinExpr:
			/* so do USING and NATURAL joins */
			if (((JoinExpr *) node)->usingClause != NIL || ((JoinExpr *) node)->isNatural)
				add_operator(names, "=");
			break;
		case T_RangeVar:
			{
				RangeVar   *rv = (RangeVar *) node;

				names->rel_schemas = lappend(names->rel_schemas, rv->schemaname ? rv->schemaname : "");
				names->rel_names = lappend(names->rel_names, rv->relname);
				break;
			}
		case T_TypeName:
			/* an array's element type is followed from the named type */
			add_qualified(&names->type_schemas, &names->type_names, ((TypeName *) node)->names);
			return false;
		default:
			break;
	}
	return raw_expression_tree_walker(node, remote_names_walker, names);
}

/* ARRAY['a', 'b']::pg_catalog.text[], for the lists that never change */
static void
append_text_array(StringInfo buf, List *items)
{
	ListCell   *lc;

	appendStringInfoString(buf, "ARRAY[");
	foreach(lc, items)
	{
		if (lc != list_head(items))
			appendStringInfoChar(buf, ',');
		appendStringInfoString(buf, quote_literal_cstr(lfirst(lc)));
	}
	appendStringInfoString(buf, "]::pg_catalog.text[]");
}

static void
append_name_array(StringInfo buf, const char *const *list)
{
	List	   *items = NIL;
	int			i;

	for (i = 0; list[i]; i++)
		items = lappend(items, (char *) list[i]);
	append_text_array(buf, items);
}

void
policy_remote_check_params(List *raw_parsetree_list, const char **params)
{
	RemoteNames names;
	List	   *trusted_fn_schemas = NIL;
	List	   *trusted_fn_names = NIL;
	List	   *trusted_signatures = NIL;
	List	   *trusted_schema_list = NIL;
	ListCell   *lc;

	memset(&names, 0, sizeof(names));
	foreach(lc, raw_parsetree_list)
		remote_names_walker(lfirst_node(RawStmt, lc)->stmt, &names);

	foreach(lc, policy_split_entries(policy_trusted_functions))
	{
		char	   *schema;
		char	   *name;
		bool		has_args;

		if (!policy_parse_function_entry(lfirst(lc), &schema, &name, &has_args))
			continue;
		if (has_args)
			trusted_signatures = lappend(trusted_signatures, lfirst(lc));
		else
		{
			trusted_fn_schemas = lappend(trusted_fn_schemas, schema);
			trusted_fn_names = lappend(trusted_fn_names, name);
		}
	}
	if (policy_trusted_schemas && policy_trusted_schemas[0])
		SplitIdentifierString(pstrdup(policy_trusted_schemas), ',', &trusted_schema_list);
	params[0] = catalog_text_list(names.fn_schemas);
	params[1] = catalog_text_list(names.fn_names);
	params[2] = catalog_text_list(names.op_schemas);
	params[3] = catalog_text_list(names.op_names);
	params[4] = catalog_text_list(names.rel_schemas);
	params[5] = catalog_text_list(names.rel_names);
	params[6] = catalog_text_list(names.type_schemas);
	params[7] = catalog_text_list(names.type_names);
	params[8] = catalog_text_list(trusted_schema_list);
	params[9] = catalog_text_list(trusted_fn_schemas);
	params[10] = catalog_text_list(trusted_fn_names);
	params[11] = catalog_text_list(trusted_signatures);
}

/*
 * The check's text: the same for every query (the names come as $1..$10),
 * so the remote server prepares and plans it once per connection.
 */
const char *
policy_remote_check_sql(void)
{
	static char *cached = NULL;
	StringInfoData sql;
	List	   *query_string_names = NIL;
	int			i;

	if (cached)
		return cached;
	for (i = 0; policy_query_string_functions[i].name; i++)
		query_string_names = lappend(query_string_names, (char *) policy_query_string_functions[i].name);
	/* there, also those whose query is a table's or a schema's: their tables cannot be judged here */
	query_string_names = list_concat(query_string_names,
									 list_make5("table_to_xml", "table_to_xmlschema", "table_to_xml_and_xmlschema",
												"schema_to_xml", "schema_to_xmlschema"));
	query_string_names = list_concat(query_string_names,
									 list_make4("schema_to_xml_and_xmlschema", "database_to_xml",
												"database_to_xmlschema", "database_to_xml_and_xmlschema"));

	initStringInfo(&sql);
	appendStringInfoString(&sql,
						   "WITH RECURSIVE fn(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]),"
						   " pg_catalog.unnest($2::pg_catalog.text[]))),"
						   " op(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($3::pg_catalog.text[]),"
						   " pg_catalog.unnest($4::pg_catalog.text[]))),"
						   " rel(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($5::pg_catalog.text[]),"
						   " pg_catalog.unnest($6::pg_catalog.text[]))),"
						   " typ(nsp, name) AS (SELECT * FROM ROWS FROM (pg_catalog.unnest($7::pg_catalog.text[]),"
						   " pg_catalog.unnest($8::pg_catalog.text[]))),"
						   /* by name, without privilege checks: the query reports those itself */
						   " path(oid) AS (SELECT n.oid FROM pg_catalog.pg_namespace n"
						   "  WHERE n.nspname OPERATOR(pg_catalog.=) ANY (pg_catalog.current_schemas(true))");
	/*
	 * objs: the relations and types named, and, recursively, what the trees
	 * of their views, policies and domain constraints name ('r' relation, 't'
	 * type, 'p' function, 'o' operator); built-in types are not followed.
	 */
	appendStringInfoString(&sql, "), objs(kind, objid) AS ("
						   " SELECT 'r', c.oid FROM rel JOIN pg_catalog.pg_class c ON c.relname OPERATOR(pg_catalog.=) rel.name"
						   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace"
						   "  WHERE CASE WHEN rel.nsp OPERATOR(pg_catalog.=) '' THEN n.oid OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path))"
						   "   ELSE n.nspname OPERATOR(pg_catalog.=) rel.nsp END"
						   " UNION SELECT 't', t.oid FROM typ JOIN pg_catalog.pg_type t ON t.typname OPERATOR(pg_catalog.=) typ.name"
						   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) t.typnamespace"
						   "  WHERE t.oid OPERATOR(pg_catalog.>=) 16384 AND CASE WHEN typ.nsp OPERATOR(pg_catalog.=) ''"
						   "   THEN n.oid OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path)) ELSE n.nspname OPERATOR(pg_catalog.=) typ.nsp END"
						   /*
						    * the argument and result types (OUT and TABLE columns too) of
						    * the functions and operators named: a literal is read into them.  Found among the types
						    * (not by unnesting signatures), so that the planner's estimate
						    * stays small: a large one would make the remote server compile
						    * the check with JIT on every connection.
						    */
						   " UNION SELECT 't', t.oid FROM pg_catalog.pg_type t WHERE t.oid OPERATOR(pg_catalog.>=) 16384 AND EXISTS ("
						   "  SELECT FROM fn JOIN pg_catalog.pg_proc p ON p.proname OPERATOR(pg_catalog.=) fn.name"
						   "   WHERE (t.oid OPERATOR(pg_catalog.=) ANY (p.proargtypes::pg_catalog.oid[]) OR t.oid OPERATOR(pg_catalog.=) p.prorettype"
						   /* and the columns of a result declared with OUT or TABLE */
						   "          OR t.oid OPERATOR(pg_catalog.=) ANY (p.proallargtypes))"
						   "    AND CASE WHEN fn.nsp OPERATOR(pg_catalog.=) '' THEN p.pronamespace OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path))"
						   "    ELSE p.pronamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) fn.nsp) END)"
						   " UNION SELECT 't', t.oid FROM pg_catalog.pg_type t WHERE t.oid OPERATOR(pg_catalog.>=) 16384 AND EXISTS ("
						   "  SELECT FROM op JOIN pg_catalog.pg_operator o ON o.oprname OPERATOR(pg_catalog.=) op.name"
						   "   WHERE (t.oid OPERATOR(pg_catalog.=) o.oprleft OR t.oid OPERATOR(pg_catalog.=) o.oprright OR t.oid OPERATOR(pg_catalog.=) o.oprresult)"
						   "    AND CASE WHEN op.nsp OPERATOR(pg_catalog.=) '' THEN o.oprnamespace OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT oid FROM path))"
						   "    ELSE o.oprnamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) op.nsp) END)"
						   " UNION SELECT d.kind, d.objid FROM objs o, LATERAL ("
						   "   SELECT CASE WHEN m[1] OPERATOR(pg_catalog.=) 'relid' THEN 'r' WHEN m[1] OPERATOR(pg_catalog.=) 'opno' THEN 'o'"
						   "     WHEN m[1] OPERATOR(pg_catalog.~~) '%type' THEN 't' ELSE 'p' END, m[2]::pg_catalog.oid"
						   "     FROM (SELECT r.ev_action::pg_catalog.text AS tree FROM pg_catalog.pg_rewrite r"
						   "            WHERE o.kind OPERATOR(pg_catalog.=) 'r' AND r.ev_class OPERATOR(pg_catalog.=) o.objid"
						   "           UNION ALL SELECT pg_catalog.concat(p.polqual, p.polwithcheck) FROM pg_catalog.pg_policy p"
						   "            WHERE o.kind OPERATOR(pg_catalog.=) 'r' AND p.polrelid OPERATOR(pg_catalog.=) o.objid"
						   "           UNION ALL SELECT c.conbin::pg_catalog.text FROM pg_catalog.pg_constraint c"
						   "            WHERE o.kind OPERATOR(pg_catalog.=) 't' AND c.contypid OPERATOR(pg_catalog.=) o.objid AND c.conbin IS NOT NULL) t,"
						   "      LATERAL pg_catalog.regexp_matches(t.tree,"
						   "        ':(funcid|opfuncid|aggfnoid|winfnoid|tsmhandler|opno|relid|resulttype|funcresulttype|consttype) ([0-9]+)', 'g') m"
						   "    WHERE m[1] OPERATOR(pg_catalog.!~~) '%type' OR m[2]::pg_catalog.oid OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', c.reltype FROM pg_catalog.pg_class c"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 'r' AND c.oid OPERATOR(pg_catalog.=) o.objid AND c.reltype OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', u.t FROM pg_catalog.pg_type t, LATERAL (VALUES (t.typbasetype), (t.typelem)) u(t)"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND t.oid OPERATOR(pg_catalog.=) o.objid AND u.t OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', a.atttypid FROM pg_catalog.pg_type t JOIN pg_catalog.pg_attribute a ON a.attrelid OPERATOR(pg_catalog.=) t.typrelid"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND t.oid OPERATOR(pg_catalog.=) o.objid AND t.typrelid OPERATOR(pg_catalog.<>) 0"
						   "      AND a.attnum OPERATOR(pg_catalog.>) 0 AND a.atttypid OPERATOR(pg_catalog.>=) 16384"
						   /* a range's subtype; a multirange's range (rngmultitypid: 14 and later, so read by name) */
						   "   UNION ALL SELECT 't', r.rngsubtype FROM pg_catalog.pg_range r"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND r.rngtypid OPERATOR(pg_catalog.=) o.objid AND r.rngsubtype OPERATOR(pg_catalog.>=) 16384"
						   "   UNION ALL SELECT 't', r.rngtypid FROM pg_catalog.pg_range r"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't'"
						   "      AND (pg_catalog.to_jsonb(r) OPERATOR(pg_catalog.->>) 'rngmultitypid')::pg_catalog.oid OPERATOR(pg_catalog.=) o.objid"
						   "   UNION ALL SELECT 'p', c.castfunc FROM pg_catalog.pg_cast c"
						   "    WHERE o.kind OPERATOR(pg_catalog.=) 't' AND c.casttarget OPERATOR(pg_catalog.=) o.objid AND c.castfunc OPERATOR(pg_catalog.<>) 0"
						   " ) d(kind, objid)),"
						   /* the functions: named, of the operators named, and met in objs */
						   " procs(oid) AS ("
						   " SELECT p.oid FROM pg_catalog.pg_proc p JOIN fn ON p.proname OPERATOR(pg_catalog.=) fn.name"
						   "  WHERE CASE WHEN fn.nsp OPERATOR(pg_catalog.=) '' THEN p.pronamespace OPERATOR(pg_catalog.=) ANY"
						   "          (ARRAY(SELECT oid FROM path))"
						   "        ELSE p.pronamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) fn.nsp) END"
						   /* built-in operators are built-in functions that are immutable or stable */
						   " UNION SELECT o.oprcode::pg_catalog.oid FROM pg_catalog.pg_operator o JOIN op ON o.oprname OPERATOR(pg_catalog.=) op.name"
						   "  WHERE o.oid OPERATOR(pg_catalog.>=) 16384 AND CASE WHEN op.nsp OPERATOR(pg_catalog.=) '' THEN o.oprnamespace OPERATOR(pg_catalog.=) ANY"
						   "          (ARRAY(SELECT oid FROM path))"
						   "        ELSE o.oprnamespace OPERATOR(pg_catalog.=) (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) op.nsp) END"
						   " UNION SELECT objid FROM objs WHERE kind OPERATOR(pg_catalog.=) 'p'"
						   " UNION SELECT o.oprcode::pg_catalog.oid FROM objs x JOIN pg_catalog.pg_operator o ON o.oid OPERATOR(pg_catalog.=) x.objid"
						   "  WHERE x.kind OPERATOR(pg_catalog.=) 'o')"
						   " SELECT CASE WHEN s.bad IS NULL THEN 0 ELSE pg_catalog.concat(");
	appendStringInfoString(&sql, quote_literal_cstr(POLICY_REMOTE_MARKER));
	appendStringInfoString(&sql, ", s.bad)::pg_catalog.int4 END FROM ("
						   " SELECT pg_catalog.min(p.oid::pg_catalog.regprocedure::pg_catalog.text) AS bad"
						   "   FROM procs JOIN pg_catalog.pg_proc p ON p.oid OPERATOR(pg_catalog.=) procs.oid"
						   "   JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) p.pronamespace"
						   "  WHERE NOT ((p.oid OPERATOR(pg_catalog.<) 16384"
						   "    AND ((p.provolatile OPERATOR(pg_catalog.<>) 'v' AND p.prorettype OPERATOR(pg_catalog.<>) 'pg_catalog.void'::pg_catalog.regtype)"
						   "         OR (n.nspname OPERATOR(pg_catalog.=) 'pg_catalog' AND p.proname OPERATOR(pg_catalog.=) ANY (");
	append_name_array(&sql, policy_harmless_volatile);
	appendStringInfoString(&sql, ")))"
						   "    AND NOT (n.nspname OPERATOR(pg_catalog.=) 'pg_catalog' AND p.proname OPERATOR(pg_catalog.=) ANY (");
	append_text_array(&sql, query_string_names);
	appendStringInfoString(&sql, ")))"
						   "    OR n.nspname OPERATOR(pg_catalog.=) ANY ($9::pg_catalog.text[])"
						   "    OR EXISTS (SELECT FROM ROWS FROM (pg_catalog.unnest($10::pg_catalog.text[]),"
						   " pg_catalog.unnest($11::pg_catalog.text[])) t(s, f) WHERE t.s OPERATOR(pg_catalog.=) n.nspname::pg_catalog.text"
						   "    AND t.f OPERATOR(pg_catalog.=) p.proname::pg_catalog.text)"
						   /*
							* a signature unknown there is no entry: a NULL in the array
							* would make = ANY unknown, and NOT (unknown) trust everything
							*/
						   "    OR p.oid OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT pg_catalog.to_regprocedure(e)::pg_catalog.oid"
						   " FROM pg_catalog.unnest($12::pg_catalog.text[]) e"
						   " WHERE pg_catalog.to_regprocedure(e) IS NOT NULL)))) s");
	/* it runs in the remote session, under its search_path: nothing may resolve through it */
	if (catalog_unqualified(sql.data) != NULL)
		elog(ERROR, "the remote policy check resolves %s through the search_path",
			 catalog_unqualified(sql.data));
	cached = MemoryContextStrdup(TopMemoryContext, sql.data);
	pfree(sql.data);
	return cached;
}
