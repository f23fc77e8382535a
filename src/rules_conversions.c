/*
 * rules_conversions.c — the implicit conversions the source engine makes,
 * written out as casts where PostgreSQL refuses to compare, join or compute
 * across types (42883: operator or function does not exist).
 *
 * PostgreSQL's message names the operand types; its error position is the
 * operator (or the function name), which parse analysis of the raw tree
 * turns into the two operand nodes.  conversions.c decides, from the types,
 * whether each operand is a column and the source dialect, which operand the
 * source engine converts and to what.  The cast is written around exactly
 * the operand's text, and the rewrite is accepted only when PostgreSQL's
 * parser reads it as the original tree with that one cast added.
 */
#include "postgres.h"

#include "rules.h"

#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "parser/parser.h"
#include "parser/scanner.h"

#include "conversions.h"

#define MAX_FUNC_ARGS 8

/* The node at the error position: an operator, an IN, or a function call. */
typedef struct FindCtx
{
	int			offset;
	Node	   *found;
} FindCtx;

static bool
find_walker(Node *node, void *context)
{
	FindCtx *fc = (FindCtx *) context;
	if (node == NULL || fc->found)
		return false;
	if (IsA(node, A_Expr))
	{
		A_Expr	   *a = (A_Expr *) node;

		if (a->location == fc->offset && (a->kind == AEXPR_OP || a->kind == AEXPR_IN ||
										  a->kind == AEXPR_BETWEEN || a->kind == AEXPR_NOT_BETWEEN))
		{
			fc->found = node;
			return true;
		}
	}
	else if (IsA(node, SubLink))
	{
		SubLink    *s = (SubLink *) node;

		if (s->location == fc->offset && s->subLinkType == ANY_SUBLINK && s->testexpr)
		{
			fc->found = node;
			return true;
		}
	}
	else if (IsA(node, FuncCall))
	{
		if (((FuncCall *) node)->location == fc->offset)
		{
			fc->found = node;
			return true;
		}
	}
	return raw_expression_tree_walker(node, find_walker, (void *) fc);
}

/*
 * The operator, IN, BETWEEN or function call at PostgreSQL's error position
 * (1-based characters), with the parse tree and tokens of sql; NULL if none.
 */
Node *
rules_conversions_node_at(const char *sql, int position, List **tree, RuleToken **tokens, int *ntokens)
{
	FindCtx		fc;
	int			offset;
	ListCell   *lc;

	if (position <= 0)
		return NULL;
	offset = rules_byte_offset(sql, position);
	if (offset < 0 || !rules_parse(sql, tree, tokens, ntokens))
		return NULL;
	memset(&fc, 0, sizeof(fc));
	fc.offset = offset;
	foreach(lc, *tree)
	{
		find_walker(((RawStmt *) lfirst(lc))->stmt, &fc);
		if (fc.found)
			break;
	}
	return fc.found;
}

static bool
max_loc_walker(Node *node, void *context)
{
	int *max = (int *) context;
	int			loc;

	if (node == NULL)
		return false;
	loc = exprLocation(node);
	if (loc > *max)
		*max = loc;
	if (IsA(node, A_Expr) && ((A_Expr *) node)->location > *max)
		*max = ((A_Expr *) node)->location;
	return raw_expression_tree_walker(node, max_loc_walker, (void *) max);
}

/* Is token i the keyword kw? */
static bool
tok_kw(const RuleToken *t, int i, const char *kw)
{
	return t[i].keyword != NULL && strcmp(t[i].keyword, kw) == 0;
}

/*
 * The byte range of an operand's text: from its leftmost token to its
 * rightmost, widened to close what it opened (parentheses, CASE ... END, a
 * call's argument list, a dotted name).  A heuristic: the caller checks the
 * result by parsing it.
 */
static bool
operand_range(const RuleToken *t, int n, Node *node, int *bstart, int *bend)
{
	int			start = exprLocation(node);
	int			maxloc = start;
	int			ts,
				te,
				i,
				depth;

	if (start < 0)
		return false;
	max_loc_walker(node, &maxloc);
	ts = rules_token_at(t, n, start);
	te = rules_token_at(t, n, maxloc);
	if (ts < 0 || te < 0 || te < ts)
		return false;
	for (;;)
	{
		depth = 0;
		for (i = ts; i <= te; i++)
		{
			if (t[i].code == '(' || t[i].code == '[' || tok_kw(t, i, "case"))
				depth++;
			else if (t[i].code == ')' || t[i].code == ']' || tok_kw(t, i, "end"))
				depth--;
		}
		if (depth < 0)
			return false;
		if (depth > 0)
		{
			if (te + 1 >= n)
				return false;
			te++;
			continue;
		}
		/* a dotted name goes on; a call's argument list and window follow its name */
		if (te + 2 < n && t[te + 1].code == '.' && t[te].code != ')')
		{
			te += 2;
			continue;
		}
		if (te + 1 < n && (t[te + 1].code == '(' ) &&
			(t[te].ident || t[te].keyword != NULL) && !tok_kw(t, te, "in"))
		{
			te++;
			continue;
		}
		if (te + 1 < n && (tok_kw(t, te + 1, "over") || tok_kw(t, te + 1, "filter")) &&
			t[te].code == ')')
		{
			te++;
			if (te + 1 < n && t[te + 1].code != '(')
				te++;			/* OVER w */
			continue;
		}
		break;
	}
	*bstart = t[ts].start;
	*bend = t[te].end;
	return true;
}

/* The TypeName PostgreSQL's parser makes of type (e.g. "numeric"). */
static TypeName *
parsed_type_name(const char *type)
{
	List	   *tree = NIL;
	SelectStmt *sel;
	ResTarget  *rt;

	if (!rules_parse(psprintf("SELECT NULL::%s", type), &tree, NULL, NULL) || list_length(tree) != 1)
		return NULL;
	sel = (SelectStmt *) ((RawStmt *) linitial(tree))->stmt;
	rt = linitial(sel->targetList);
	if (!IsA(rt->val, TypeCast))
		return NULL;
	return ((TypeCast *) rt->val)->typeName;
}

typedef ConvCast Cast;

/* An integer constant: SQLite compares it with a text column as its text. */
static bool
integer_const(Node *n)
{
	return IsA(n, A_Const) && !((A_Const *) n)->isnull &&
		IsA(&((A_Const *) n)->val, Integer);
}

/*
 * Write each cast into the text and into the tree, then accept the text only
 * if PostgreSQL parses it as that tree.
 */
char *
rules_conversions_cast(const char *sql, List *tree, const RuleToken *t, int n, ConvCast *casts, int ncasts)
{
	List	   *edits = NIL;
	List	   *check = NIL;
	char	   *out;
	ListCell   *a,
			   *b;
	int			i;

	for (i = 0; i < ncasts; i++)
	{
		Node	   *node = *casts[i].slot;
		int			s,
					e;
		char	   *text;
		char	   *written;

		if (!operand_range(t, n, node, &s, &e))
			return NULL;
		written = pnstrdup(sql + s, e - s);
		if (strcmp(casts[i].type, "text") == 0 && integer_const(node))
		{
			/* a number written as SQLite would compare it: as its text */
			A_Const    *c = makeNode(A_Const);

			c->val.sval.type = T_String;
			c->val.sval.sval = psprintf("%d", intVal(&((A_Const *) node)->val));
			c->location = -1;
			text = psprintf("'%s'", c->val.sval.sval);
			*casts[i].slot = (Node *) c;
		}
		else
		{
			TypeCast   *tc = makeNode(TypeCast);

			tc->arg = node;
			tc->typeName = parsed_type_name(casts[i].type);
			tc->location = -1;
			if (tc->typeName == NULL)
				return NULL;
			if (IsA(node, ColumnRef))
				text = psprintf("%s::%s", written, casts[i].type);
			else
				text = psprintf("CAST(%s AS %s)", written, casts[i].type);
			*casts[i].slot = (Node *) tc;
		}
		edits = rules_add_edit(edits, s, e, text);
		if (list_length(edits) != i + 1)
			return NULL;		/* overlapping operands */
	}
	out = rules_apply_edits(sql, edits);
	if (!rules_parse(out, &check, NULL, NULL) || list_length(check) != list_length(tree))
		return NULL;
	forboth(a, tree, b, check)
	{
		if (!equal(((RawStmt *) lfirst(a))->stmt, ((RawStmt *) lfirst(b))->stmt))
			return NULL;
	}
	return out;
}

static ConvOperand
operand(Node *n, const char *type)
{
	ConvOperand o;

	o.pg_type = type;
	o.is_column = IsA(n, ColumnRef) || IsA(n, TypeCast);
	o.is_literal = IsA(n, A_Const);
	return o;
}

/*
 * The one output column of a subquery: of each branch of a set operation
 * (UNION, INTERSECT, EXCEPT), which all have the type PostgreSQL names.
 * Appends the slots to *slots; false when a branch has another shape.
 */
static bool
subquery_columns(Node *subselect, List **slots)
{
	SelectStmt *sel = (SelectStmt *) subselect;
	ResTarget  *rt;

	if (!IsA(sel, SelectStmt))
		return false;
	if (sel->op != SETOP_NONE)
		return subquery_columns((Node *) sel->larg, slots) &&
			subquery_columns((Node *) sel->rarg, slots);
	if (list_length(sel->targetList) != 1 || sel->valuesLists != NIL)
		return false;
	rt = linitial(sel->targetList);
	if (!IsA(rt, ResTarget) || rt->val == NULL || (IsA(rt->val, ColumnRef) &&
		IsA(llast(((ColumnRef *) rt->val)->fields), A_Star)))
		return false;
	*slots = lappend(*slots, &rt->val);
	return true;
}

static const char *
describe(const Cast *c, int ncasts, const char *engine)
{
	StringInfoData s;
	int			i;

	initStringInfo(&s);
	for (i = 0; i < ncasts; i++)
		appendStringInfo(&s, "%s%s", i ? " and " : "", c[i].type);
	return psprintf("%s converts across types where PostgreSQL does not; that conversion is "
					"written out (cast to %s)", engine, s.data);
}

bool
rule_conversions(RuleContext *ctx, const char *sql, const ExecResult *err,
				 char **rewrite, char **note)
{
	SourceDialect dialect = (SourceDialect) ctx->request->source_dialect;
	const char *engine = dialect == SRC_NONE ? "The source engine" : NULL;
	List	   *tree = NIL;
	RuleToken  *tokens = NULL;
	int			ntokens = 0;
	FindCtx		fc;
	ListCell   *lc;
	Cast		casts[MAX_FUNC_ARGS];
	int			ncasts = 0;
	char		left[64],
				op[64],
				right[64];

	if (err->outcome != OUTCOME_ERROR || strcmp(err->sqlstate, "42883") != 0)
		return false;
	fc.found = rules_conversions_node_at(sql, err->position, &tree, &tokens, &ntokens);
	if (fc.found == NULL)
		return false;
	if (engine == NULL)
		engine = dialect == SRC_SQLITE ? "SQLite" : dialect == SRC_MYSQL ? "MySQL" :
			dialect == SRC_TSQL ? "T-SQL" : dialect == SRC_SNOWFLAKE ? "Snowflake" : "The source engine";

	if (conv_parse_operator_message(err->message, left, op, right, sizeof(left)))
	{
		Node	  **lslot = NULL;
		List	   *rlist = NIL;
		List	   *rslots = NIL;	/* a set operation's branches */
		Node	  **rslot = NULL;
		const char *lcast,
				   *rcast;
		ConvOperand lo,
					ro;

		if (IsA(fc.found, A_Expr))
		{
			A_Expr	   *a = (A_Expr *) fc.found;

			/* BETWEEN's two comparisons are text_numbers' to prove */
			if (a->kind != AEXPR_OP && a->kind != AEXPR_IN)
				return false;
			if (a->kind == AEXPR_IN)
			{
				if (!IsA(a->rexpr, List))
					return false;
				rlist = (List *) a->rexpr;
			}
			else
				rslot = &a->rexpr;
			if (left[0] != '\0')
				lslot = &a->lexpr;
		}
		else if (IsA(fc.found, SubLink))
		{
			SubLink    *s = (SubLink *) fc.found;

			lslot = &s->testexpr;
			if (!subquery_columns(s->subselect, &rslots))
				return false;
			rslot = linitial(rslots);
		}
		else
			return false;
		if ((left[0] != '\0') != (lslot != NULL && *lslot != NULL))
			return false;

		lo = operand(lslot ? *lslot : NULL, left);
		if (rlist != NIL)
		{
			/* an IN list: the elements of the type PostgreSQL names */
			ro = operand(linitial(rlist), right);
			ro.is_column = false;
		}
		else
			ro = operand(*rslot, right);
		if (lslot == NULL)
			lo.is_column = lo.is_literal = false;
		if (!conv_decide_operator(dialect, op, &lo, &ro, &lcast, &rcast))
			return false;
		if (lcast)
			casts[ncasts++] = (Cast) {lslot, lcast};
		if (rcast && list_length(rslots) > 1)
		{
			/* every branch of the set operation: each is read as the engine reads it */
			foreach(lc, rslots)
			{
				if (ncasts >= MAX_FUNC_ARGS)
					return false;
				casts[ncasts++] = (Cast) {(Node **) lfirst(lc), rcast};
			}
		}
		else if (rcast && rslot)
			casts[ncasts++] = (Cast) {rslot, rcast};
		else if (rcast)
		{
			foreach(lc, rlist)
			{
				if (ncasts >= MAX_FUNC_ARGS)
					return false;
				/* only the constants: other elements keep their own types */
				if (IsA(lfirst(lc), A_Const))
					casts[ncasts++] = (Cast) {(Node **) &lfirst(lc), rcast};
			}
		}
	}
	else if (IsA(fc.found, FuncCall))
	{
		FuncCall   *f = (FuncCall *) fc.found;
		char		fname[64];
		char		args[MAX_FUNC_ARGS][64];
		int			nargs;
		int			i = 0;

		if (dialect != SRC_NONE && dialect != SRC_SQLITE && dialect != SRC_MYSQL &&
			dialect != SRC_TSQL && dialect != SRC_SNOWFLAKE)
			return false;
		if (!conv_parse_function_message(err->message, fname, sizeof(fname), args, MAX_FUNC_ARGS, &nargs) ||
			nargs != list_length(f->args) || strcmp(strVal(llast(f->funcname)), fname) != 0)
			return false;
		if (!conv_function_takes_number(fname))
			return false;
		else
		{
			foreach(lc, f->args)
			{
				if (conv_type_class(args[i]) == CT_TEXT)
					casts[ncasts++] = (Cast) {(Node **) &lfirst(lc), "numeric"};
				i++;
			}
		}
		if (ncasts == 0)
			return false;
	}
	else
		return false;

	if (ncasts == 0)
		return false;
	*rewrite = rules_conversions_cast(sql, tree, tokens, ntokens, casts, ncasts);
	if (*rewrite == NULL)
		return false;
	*note = (char *) describe(casts, ncasts, engine);
	return true;
}
