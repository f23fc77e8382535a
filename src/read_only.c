/*
 * read_only.c — is a raw parse tree exactly one read-only statement?
 *
 * Only the statement's shape is judged here (one SELECT, WITH, VALUES or
 * TABLE; no SELECT INTO, no row locks, no data-modifying WITH).  What
 * functions the query may call is decided later, on the analysed query
 * (policy.c).
 */
#include "postgres.h"

#include "read_only.h"

#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "tcop/utility.h"

typedef struct SafetyWalk
{
	const char *reason;
	const char *sqlstate;
} SafetyWalk;

/*
 * Walk a raw parse tree for statements that write or lock.  What functions
 * the query may call is decided later, on the analysed query (policy.c).
 */
static bool
safety_walker(Node *node, void *context)
{
	SafetyWalk *walk = (SafetyWalk *) context;
	if (node == NULL)
		return false;
	if (IsA(node, SelectStmt))
	{
		SelectStmt *select = (SelectStmt *) node;

		if (select->intoClause)
		{
			walk->reason = "SELECT INTO creates a table";
			walk->sqlstate = "25006";
			return true;
		}
		if (select->lockingClause)
		{
			walk->reason = "FOR UPDATE and FOR SHARE lock rows";
			walk->sqlstate = "25006";
			return true;
		}
	}
	else if (IsA(node, InsertStmt) || IsA(node, UpdateStmt) ||
			 IsA(node, DeleteStmt) || IsA(node, MergeStmt))
	{
		walk->reason = "data-modifying statements in WITH write";
		walk->sqlstate = "25006";
		return true;
	}
	return raw_expression_tree_walker(node, safety_walker, walk);
}

/*
 * Is this parse tree exactly one read-only statement?  Returns NULL when it
 * is; else why not, with the SQLSTATE to report in *sqlstate.
 */
const char *
exec_check_safety(List *raw_parsetree_list, const char **sqlstate)
{
	RawStmt    *raw;
	SafetyWalk	walk = {NULL, NULL};

	if (list_length(raw_parsetree_list) != 1)
	{
		*sqlstate = "42601";
		return list_length(raw_parsetree_list) == 0
			? "the generated SQL holds no statement"
			: "the generated SQL must be exactly one statement";
	}
	raw = linitial_node(RawStmt, raw_parsetree_list);
	if (!IsA(raw->stmt, SelectStmt))
	{
		*sqlstate = "25006";
		return psprintf("only SELECT, WITH, VALUES and TABLE queries may run, not %s",
						CreateCommandName(raw->stmt));
	}
	if (safety_walker(raw->stmt, &walk))
	{
		*sqlstate = walk.sqlstate;
		return psprintf("the generated SQL is not read-only: %s", walk.reason);
	}
	return NULL;
}
