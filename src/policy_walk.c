/*
 * policy_walk.c — judging what a query can make run (see policy.c): the
 * walk of an analysed and rewritten query (functions, operators,
 * aggregates, types, query strings, SQL function bodies, FROM items), the
 * walk of a raw query's types, and the second analysis that finds the types
 * its string literals would be read into.  Refusals are reported in the
 * PolicyWalk, never raised here.
 */
#include "postgres.h"

#include "read_only.h"
#include "subxact.h"

#include "policy_int.h"

#include "access/htup_details.h"
#include "access/transam.h"
#include "access/xact.h"
#include "catalog/namespace.h"
#include "catalog/pg_aggregate.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "executor/execExpr.h"
#include "executor/functions.h"
#include "foreign/foreign.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "parser/analyze.h"
#include "parser/parse_node.h"
#include "parser/parse_type.h"
#include "parser/parser.h"
#include "rewrite/rewriteHandler.h"
#include "tcop/tcopprot.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"
#include "utils/syscache.h"
#include "utils/typcache.h"

static bool policy_walker(Node *node, void *context);

/* sql_fn_parser_setup with the hook's own argument type. */
static void
policy_sql_parser_setup(struct ParseState *pstate, void *arg)
{
	sql_fn_parser_setup(pstate, (SQLFunctionParseInfoPtr) arg);
}

bool
policy_refuse(PolicyWalk *walk, Oid fn, const char *detail)
{
	walk->refused = fn;
	walk->detail = detail;
	return true;
}

/*
 * Judge one function called without arguments we can see (operators,
 * aggregate support, handlers).  Returns true (refused) with walk filled.
 */
static bool sql_function_refused(Oid fn, Node *call, Oid collation, PolicyWalk *walk);

static bool
function_refused_call(Oid fn, Node *call, Oid collation, PolicyWalk *walk);

static bool
function_refused(Oid fn, PolicyWalk *walk)
{
	return function_refused_call(fn, NULL, InvalidOid, walk);
}

/*
 * Judge one function; call is the expression calling it (FuncExpr, OpExpr
 * and its kin) when there is one, which lets a SQL function's body be
 * analysed for the argument types of this call.
 */
static bool
function_refused_call(Oid fn, Node *call, Oid collation, PolicyWalk *walk)
{
	if (!OidIsValid(fn))
		return false;
	if (fn >= FirstNormalObjectId)
	{
		char		verdict = policy_function_verdict(fn);

		if (verdict == VERDICT_TRUSTED)
			return false;
		if (verdict == VERDICT_SQL_QUERIES && call != NULL)
			return sql_function_refused(fn, call, collation, walk);
		return policy_refuse(walk, fn, verdict == VERDICT_SQL_QUERIES
					  ? "It is a SQL function used where its body cannot be checked, and neither it nor its schema is trusted."
					  : "It is not built in, and neither it nor its schema is trusted (only SQL functions whose body is read-only queries are judged by their body).");
	}
	switch (policy_function_verdict(fn))
	{
		case VERDICT_VOLATILE:
			return policy_refuse(walk, fn, "It is a volatile built-in function that is not known to be harmless: it may act outside the caller's transaction.");
		case VERDICT_QUERY_STRING:
			return policy_refuse(walk, fn, "It runs a query string that cannot be checked here.");
		case VERDICT_VOID:
			return policy_refuse(walk, fn, "It returns nothing: it is called for what it does.");
		default:
			return false;
	}
}

/*
 * An aggregate (or a window function that is one).  A user-defined
 * aggregate runs nothing but its support functions: it is allowed when it
 * is trusted, or when each of them is allowed.
 */
static bool
aggregate_refused(Oid aggfn, PolicyWalk *walk)
{
	HeapTuple	tup;
	Form_pg_aggregate agg;
	Oid			support[8];
	int			i;

	if (aggfn < FirstNormalObjectId)
		return function_refused(aggfn, walk);
	if (policy_function_trusted(aggfn))
		return false;
	tup = SearchSysCache1(AGGFNOID, ObjectIdGetDatum(aggfn));
	if (!HeapTupleIsValid(tup))
		return function_refused(aggfn, walk);
	agg = (Form_pg_aggregate) GETSTRUCT(tup);
	support[0] = agg->aggtransfn;
	support[1] = agg->aggfinalfn;
	support[2] = agg->aggcombinefn;
	support[3] = agg->aggserialfn;
	support[4] = agg->aggdeserialfn;
	support[5] = agg->aggmtransfn;
	support[6] = agg->aggminvtransfn;
	support[7] = agg->aggmfinalfn;
	ReleaseSysCache(tup);
	for (i = 0; i < 8; i++)
	{
		if (function_refused(support[i], walk))
		{
			if (!OidIsValid(walk->body_of))
				walk->body_of = aggfn;
			return true;
		}
	}
	return false;
}

/*
 * A type whose values the query makes: a domain's CHECK constraints run when
 * a value of it is made, also as a field of a composite, an element of an
 * array or a bound of a range (record, array and range input, json
 * population).  Built-in types and domains are trusted.
 */
bool
policy_type_refused(Oid typid, PolicyWalk *walk)
{
	HeapTuple	tup;
	Form_pg_type typ;
	char		typtype;
	Oid			typrelid;
	Oid			typelem;
	Oid			basetype;

	if (typid < FirstNormalObjectId || list_member_oid(walk->types_seen, typid))
		return false;
	walk->types_seen = lappend_oid(walk->types_seen, typid);
	check_stack_depth();
	tup = SearchSysCache1(TYPEOID, ObjectIdGetDatum(typid));
	if (!HeapTupleIsValid(tup))
		return false;
	typ = (Form_pg_type) GETSTRUCT(tup);
	typtype = typ->typtype;
	typrelid = typ->typrelid;
	typelem = typ->typelem;
	basetype = typ->typbasetype;
	ReleaseSysCache(tup);

	if (typtype == TYPTYPE_DOMAIN)
	{
		DomainConstraintRef *ref = palloc0(sizeof(DomainConstraintRef));
		ListCell   *lc;

		InitDomainConstraintRef(typid, ref, CurrentMemoryContext, false);
		foreach(lc, ref->constraints)
		{
			DomainConstraintState *con = lfirst(lc);

			if (con->constrainttype == DOM_CONSTRAINT_CHECK &&
				policy_walker((Node *) con->check_expr, walk))
				return true;
		}
		return policy_type_refused(basetype, walk);
	}
	if (typtype == TYPTYPE_COMPOSITE && OidIsValid(typrelid))
	{
		TupleDesc	desc = lookup_rowtype_tupdesc(typid, -1);
		int			i;
		bool		refused = false;

		for (i = 0; i < desc->natts && !refused; i++)
		{
			Form_pg_attribute attr = TupleDescAttr(desc, i);

			if (!attr->attisdropped)
				refused = policy_type_refused(attr->atttypid, walk);
		}
		ReleaseTupleDesc(desc);
		return refused;
	}
	if (typtype == TYPTYPE_RANGE)
		return policy_type_refused(get_range_subtype(typid), walk);
	if (typtype == TYPTYPE_MULTIRANGE)
		return policy_type_refused(get_multirange_range(typid), walk);
	if (OidIsValid(typelem))
		return policy_type_refused(typelem, walk);
	return false;
}


/*
 * A function that runs a query string: allowed only when the string is a
 * constant that is one read-only query passing the same policy.
 */
static bool
query_string_refused(Oid fn, List *args, int query_arg, PolicyWalk *walk)
{
	Node	   *arg = list_nth(args, query_arg);
	char	   *sql;
	List	   *raw;
	const char *sqlstate;
	ListCell   *lc;

	if (policy_function_trusted(fn))
		return false;
	if (!IsA(arg, Const) || ((Const *) arg)->constisnull ||
		((Const *) arg)->consttype != TEXTOID)
		return policy_refuse(walk, fn, "It runs a query string, and only a constant string can be checked.");
	if (walk->depth >= 8)
		return policy_refuse(walk, fn, "Its query string nests query strings too deeply.");
	sql = TextDatumGetCString(((Const *) arg)->constvalue);
	raw = raw_parser(sql, RAW_PARSE_DEFAULT);
	if (exec_check_safety(raw, &sqlstate) != NULL)
		return policy_refuse(walk, fn, "Its query string is not exactly one read-only query.");
	walk->depth++;
	foreach(lc, pg_analyze_and_rewrite_fixedparams(linitial_node(RawStmt, raw), sql, NULL, 0, NULL))
	{
		if (policy_query_refused(lfirst_node(Query, lc), walk))
			return true;
	}
	walk->depth--;
	return false;
}

/*
 * A SQL function that is not trusted is judged by its body, whatever its
 * volatility label says: every statement must be a read-only query that
 * passes the policy, analysed for this call's argument types.
 */
static bool
sql_function_refused(Oid fn, Node *call, Oid collation, PolicyWalk *walk)
{
	HeapTuple	tup;
	bool		isnull;
	Datum		body;
	List	   *queries = NIL;
	ListCell   *lc;

	if (list_member_oid(walk->sql_functions, fn))
		return false;			/* recursion: being judged already */
	if (walk->depth >= 8)
		return policy_refuse(walk, fn, "Its body nests SQL functions or query strings too deeply to be checked.");
	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	if (!HeapTupleIsValid(tup))
		return false;
	walk->sql_functions = lappend_oid(walk->sql_functions, fn);
	body = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosqlbody, &isnull);
	if (!isnull)
	{
		Node	   *n = stringToNode(TextDatumGetCString(body));
		List	   *stmts = IsA(n, List) ? linitial_node(List, castNode(List, n)) : list_make1(n);

		foreach(lc, stmts)
		{
			Query	   *q = copyObject(lfirst_node(Query, lc));

			AcquireRewriteLocks(q, true, false);
			queries = list_concat(queries, pg_rewrite_query(q));
		}
	}
	else
	{
		char	   *src = TextDatumGetCString(SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosrc, &isnull));
		SQLFunctionParseInfoPtr pinfo = prepare_sql_fn_parse_info(tup, call, collation);

		foreach(lc, pg_parse_query(src))
			queries = list_concat(queries,
								  pg_analyze_and_rewrite_withcb(lfirst_node(RawStmt, lc), src,
																policy_sql_parser_setup,
																pinfo, NULL));
	}
	ReleaseSysCache(tup);
	walk->depth++;
	foreach(lc, queries)
	{
		if (policy_query_refused(lfirst_node(Query, lc), walk))
		{
			/* name the function the query called, with the body's culprit in the detail */
			if (OidIsValid(walk->refused) && walk->refused != fn && walk->body_of == InvalidOid)
			{
				walk->body_of = fn;
			}
			return true;
		}
	}
	walk->depth--;
	return false;
}

static bool
rte_refused(RangeTblEntry *rte, PolicyWalk *walk)
{
	ListCell   *lc;

	switch (rte->rtekind)
	{
		case RTE_RELATION:
			if (rte->tablesample && rte->tablesample->tsmhandler >= FirstNormalObjectId &&
				function_refused(rte->tablesample->tsmhandler, walk))
				return true;
			if (rte->relkind == RELKIND_FOREIGN_TABLE)
			{
				ForeignTable *table = GetForeignTable(rte->relid);
				ForeignServer *server = GetForeignServer(table->serverid);
				ForeignDataWrapper *fdw = GetForeignDataWrapper(server->fdwid);

				if (function_refused(fdw->fdwhandler, walk))
				{
					walk->detail = psprintf("Foreign table %s is read by this foreign-data wrapper's handler, which is not trusted.",
											get_rel_name(rte->relid));
					return true;
				}
			}
			break;
		case RTE_FUNCTION:
			foreach(lc, rte->functions)
			{
				RangeTblFunction *rtfunc = lfirst_node(RangeTblFunction, lc);
				ListCell   *tc;

				foreach(tc, rtfunc->funccoltypes)
					if (policy_type_refused(lfirst_oid(tc), walk))
						return true;
			}
			break;
		case RTE_TABLEFUNC:
			foreach(lc, rte->tablefunc->coltypes)
				if (policy_type_refused(lfirst_oid(lc), walk))
					return true;
			break;
		case RTE_VALUES:
			foreach(lc, rte->coltypes)
				if (policy_type_refused(lfirst_oid(lc), walk))
					return true;
			break;
		case RTE_CTE:
			foreach(lc, rte->coltypes)
				if (policy_type_refused(lfirst_oid(lc), walk))
					return true;
			break;
		default:
			break;
	}
	return false;
}

bool
policy_query_refused(Query *query, PolicyWalk *walk)
{
	check_stack_depth();
	if (query->commandType != CMD_SELECT || query->hasModifyingCTE ||
		query->utilityStmt != NULL || query->rowMarks != NIL)
	{
		walk->what = "a statement that is not a read-only query";
		walk->detail = "Only queries that read may run.";
		return true;
	}
	return query_tree_walker(query, policy_walker, walk, QTW_EXAMINE_RTES_BEFORE);
}

/*
 * Nodes that hold a value of their type: a constant read at analysis, a
 * column, a row or array built, a function's result, a coercion, ...  Their
 * types are judged wherever they appear, whatever made them.
 */
static bool
value_node(Node *node)
{
	switch (nodeTag(node))
	{
		case T_Const:
		case T_Var:
		case T_Param:
		case T_RowExpr:
		case T_ArrayExpr:
		case T_Aggref:
		case T_WindowFunc:
		case T_FuncExpr:
		case T_SubscriptingRef:
		case T_FieldSelect:
		case T_FieldStore:
		case T_RelabelType:
		case T_ConvertRowtypeExpr:
		case T_CollateExpr:
		case T_CaseExpr:
		case T_CaseTestExpr:
		case T_CoalesceExpr:
		case T_MinMaxExpr:
		case T_NullIfExpr:
		case T_SubLink:
		case T_SetToDefault:
		case T_CoerceToDomainValue:
			return true;
		default:
			return false;
	}
}

static bool
policy_walker(Node *node, void *context)
{
	PolicyWalk *walk = (PolicyWalk *) context;

	if (node == NULL)
		return false;
	if (value_node(node) && policy_type_refused(exprType(node), walk))
		return true;
	switch (nodeTag(node))
	{
		case T_Query:
			return policy_query_refused((Query *) node, walk);
		case T_RangeTblEntry:
			if (rte_refused((RangeTblEntry *) node, walk))
				return true;
			return false;		/* query_tree_walker walks its contents */
		case T_FuncExpr:
			{
				FuncExpr   *expr = (FuncExpr *) node;

				if (policy_function_verdict(expr->funcid) == VERDICT_QUERY_STRING)
				{
					const QueryStringFunction *qsf =
						policy_query_string_function(get_func_name(expr->funcid), list_length(expr->args));

					if (qsf == NULL ||
						query_string_refused(expr->funcid, expr->args, qsf->query_arg, walk))
						return true;
				}
				else if (function_refused_call(expr->funcid, node, expr->inputcollid, walk))
					return true;
				if (policy_type_refused(expr->funcresulttype, walk))
					return true;
				break;
			}
		case T_OpExpr:
		case T_DistinctExpr:
		case T_NullIfExpr:
			{
				OpExpr	   *expr = (OpExpr *) node;

				if (function_refused_call(OidIsValid(expr->opfuncid) ? expr->opfuncid : get_opcode(expr->opno),
										  node, expr->inputcollid, walk))
					return true;
				break;
			}
		case T_ScalarArrayOpExpr:
			{
				ScalarArrayOpExpr *expr = (ScalarArrayOpExpr *) node;

				if (function_refused_call(OidIsValid(expr->opfuncid) ? expr->opfuncid : get_opcode(expr->opno),
										  node, expr->inputcollid, walk))
					return true;
				break;
			}
		case T_RowCompareExpr:
			{
				ListCell   *lc;

				foreach(lc, ((RowCompareExpr *) node)->opnos)
					if (function_refused(get_opcode(lfirst_oid(lc)), walk))
						return true;
				break;
			}
		case T_Aggref:
			if (aggregate_refused(((Aggref *) node)->aggfnoid, walk))
				return true;
			break;
		case T_WindowFunc:
			{
				Oid			fn = ((WindowFunc *) node)->winfnoid;

				if (get_func_prokind(fn) == PROKIND_AGGREGATE ? aggregate_refused(fn, walk)
					: function_refused(fn, walk))
					return true;
				break;
			}
		case T_CoerceViaIO:
			if (policy_type_refused(((CoerceViaIO *) node)->resulttype, walk))
				return true;
			break;
		case T_ArrayCoerceExpr:
			if (policy_type_refused(((ArrayCoerceExpr *) node)->resulttype, walk))
				return true;
			break;
		case T_CoerceToDomain:
			if (policy_type_refused(((CoerceToDomain *) node)->resulttype, walk))
				return true;
			break;
		case T_NextValueExpr:
			walk->what = "a sequence's next value";
			walk->detail = "It changes the sequence outside the caller's transaction.";
			return true;
		default:
			break;
	}
	return expression_tree_walker(node, policy_walker, walk);
}

/*
 * The type a function name would name, or InvalidOid; never an error (a
 * schema that is missing or not usable, a cross-database name: analysis
 * reports those itself, where they are).
 */
static Oid
type_named_by(List *names)
{
	Type		tup;
	Oid			typid;

	if (list_length(names) > 2)
		return InvalidOid;
	if (list_length(names) == 2)
	{
		Oid			nsp = get_namespace_oid(strVal(linitial(names)), true);

		if (!OidIsValid(nsp))
			return InvalidOid;
#if PG_VERSION_NUM >= 160000
		if (object_aclcheck(NamespaceRelationId, nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
#else
		if (pg_namespace_aclcheck(nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
#endif
			return InvalidOid;
	}
	tup = LookupTypeName(NULL, makeTypeNameFromNameList(names), NULL, true);
	if (tup == NULL)
		return InvalidOid;
	typid = typeTypeId(tup);
	ReleaseSysCache(tup);
	return typid;
}

/* Types a raw query makes values of before it is analysed. */
bool
policy_raw_types_walker(Node *node, void *context)
{
	PolicyWalk *walk = (PolicyWalk *) context;

	if (node == NULL)
		return false;
	if (IsA(node, A_Const) && !((A_Const *) node)->isnull && IsA(&((A_Const *) node)->val, String))
		walk->string_literals++;
	if (IsA(node, TypeName))
	{
		Type		tup = LookupTypeName(NULL, (TypeName *) node, NULL, true);

		if (tup)
		{
			Oid			typid = typeTypeId(tup);

			ReleaseSysCache(tup);
			if (policy_type_refused(typid, walk))
				return true;
		}
		return false;
	}
	/* typename('literal') is a cast (func_get_detail): the function's name may be a type's */
	if (IsA(node, FuncCall) && list_length(((FuncCall *) node)->args) == 1 &&
		policy_type_refused(type_named_by(((FuncCall *) node)->funcname), walk))
		return true;
	/* a cross-database name is left for analysis to report, with its position */
	if (IsA(node, RangeVar) && ((RangeVar *) node)->catalogname == NULL)
	{
		Oid			relid = RangeVarGetRelid((RangeVar *) node, NoLock, true);

		if (OidIsValid(relid) && get_rel_relkind(relid) != RELKIND_SEQUENCE &&
			policy_type_refused(get_rel_type_id(relid), walk))
			return true;
	}
	return raw_expression_tree_walker(node, policy_raw_types_walker, walk);
}

/* Turn the string literals of a copied raw tree into $n (in place: the copy is thrown away). */
static bool
literals_to_params_walker(Node *node, void *context)
{
	LiteralTypes *lit = (LiteralTypes *) context;

	if (node == NULL)
		return false;
	/* a type's modifiers must stay constants; so must a JSON_TABLE path */
	if (IsA(node, TypeName))
		return false;
#if PG_VERSION_NUM >= 170000
	if (IsA(node, JsonTablePathSpec))
		return false;
#endif
	if (IsA(node, A_Const))
	{
		A_Const    *con = (A_Const *) node;

		if (!con->isnull && IsA(&con->val, String))
		{
			int			location = con->location;
			ParamRef   *ref = (ParamRef *) con;

			StaticAssertStmt(sizeof(ParamRef) <= sizeof(A_Const), "a ParamRef fits in an A_Const");
			ref->type = T_ParamRef;
			ref->number = ++lit->nliterals;
			ref->location = location;
		}
		return false;
	}
	return raw_expression_tree_walker(node, literals_to_params_walker, lit);
}

static Node *
literal_paramref_hook(ParseState *pstate, ParamRef *pref)
{
	Param	   *param = makeNode(Param);

	param->paramkind = PARAM_EXTERN;
	param->paramid = pref->number;
	param->paramtype = UNKNOWNOID;
	param->paramtypmod = -1;
	param->paramcollid = InvalidOid;
	param->location = pref->location;
	return (Node *) param;
}

static Node *
literal_coerce_hook(ParseState *pstate, Param *param, Oid targetTypeId,
					int32 targetTypeMod, int location)
{
	LiteralTypes *lit = (LiteralTypes *) pstate->p_ref_hook_state;
	Param	   *typed;

	if (param->paramkind != PARAM_EXTERN || param->paramtype != UNKNOWNOID)
		return NULL;
	lit->types = lappend_oid(lit->types, targetTypeId);
	typed = copyObject(param);
	typed->paramtype = targetTypeId;
	typed->paramcollid = get_typcollation(targetTypeId);
	return (Node *) typed;
}

static void
literal_parser_setup(ParseState *pstate, LiteralTypes *lit)
{
	pstate->p_paramref_hook = literal_paramref_hook;
	pstate->p_coerce_param_hook = literal_coerce_hook;
	pstate->p_ref_hook_state = lit;
}

/*
 * Analyse a copy of stmt with its literals as parameters; the types they
 * would be read into are added to lit->types.  An error stops the analysis
 * where the query's own analysis stops too (the literals met before it are
 * known); it is not the query's to report, so it is dropped here.
 */
void
policy_literal_types(RawStmt *stmt, const char *sql, LiteralTypes *lit)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	RawStmt    *copy = copyObject(stmt);

	CHECK_FOR_INTERRUPTS();
	literals_to_params_walker(copy->stmt, lit);
	if (lit->nliterals == 0)
		return;
	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(callercxt);
	PG_TRY();
	{
		ParseState *pstate = make_parsestate(NULL);

		pstate->p_sourcetext = sql;
		literal_parser_setup(pstate, lit);
		(void) transformTopLevelStmt(pstate, copy);
		free_parsestate(pstate);
		/* nothing of it is kept: its locks are taken again by the query's own analysis */
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(callercxt);
		CurrentResourceOwner = oldowner;
	}
	PG_CATCH();
	{
		FreeErrorData(subxact_abort(callercxt, oldowner));
	}
	PG_END_TRY();
}
