/*
 * rules_identifiers.c — an unknown column, matched against the columns of
 * the FROM items in scope; and a qualifier that names no FROM item, matched
 * against the items.
 *
 * Candidates come from the SELECT the reference is in (then the SELECTs
 * around it, for correlated references), from the live catalog for tables
 * and from the target lists for subqueries and WITH queries.  A rewrite is
 * only made when one candidate is clearly best (names.c), and the new name
 * is quoted when the live name needs quotes.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "nodes/nodeFuncs.h"
#include "utils/builtins.h"

#include "names.h"
#include "rules_usage.h"

/* A candidate column: its name and the item it belongs to. */
typedef struct Candidate
{
	const char *name;
	QueryItem  *item;
	NameScore	score;
	bool		fits;			/* its type fits how the query uses the name */
	bool		refused;		/* its words match, its type cannot be the use */
} Candidate;

/*
 * The single column PostgreSQL's hint names ("Perhaps you meant to
 * reference the column "t.col"."), or NULL when it names none or two.
 */
static char *
hint_column(const char *hint)
{
	static const char prefix[] = "Perhaps you meant to reference the column \"";
	const char *p;
	const char *q;
	const char *dot;

	if (hint == NULL || strncmp(hint, prefix, strlen(prefix)) != 0 ||
		strstr(hint, " or the column ") != NULL)
		return NULL;
	p = hint + strlen(prefix);
	q = strrchr(p, '"');
	if (q == NULL)
		return NULL;
	dot = memchr(p, '.', q - p);
	return pnstrdup(dot ? dot + 1 : p, q - (dot ? dot + 1 : p));
}

/* Add the columns of item to the candidates; false when they cannot be told. */
static bool
add_item_columns(QueryItem *item, Candidate **cands, int *n, int *cap)
{
	bool		known;
	List	   *cols = query_item_columns(item, &known);
	ListCell   *lc;

	foreach(lc, cols)
	{
		rules_check_budget();
		if (*n == *cap)
		{
			*cap *= 2;
			*cands = repalloc(*cands, sizeof(Candidate) * *cap);
		}
		(*cands)[*n].name = lfirst(lc);
		(*cands)[*n].item = item;
		(*n)++;
	}
	return known;
}

/*
 * The live column a candidate is, by name or, through a column alias
 * (t AS x(a, b)), by position; NULL when it is no table's column.
 */
static const SchemaColumn *
candidate_column(const Candidate *c)
{
	const SchemaColumn *col;

	if (c->item->kind != ITEM_RELATION || c->item->rel == NULL)
		return NULL;
	col = schema_column(c->item->rel, c->name);
	if (col == NULL && c->item->aliascols != NIL)
	{
		int			i = 0;
		ListCell   *lc;

		foreach(lc, c->item->aliascols)
		{
			if (strcmp(strVal(lfirst(lc)), c->name) == 0 && i < c->item->rel->ncolumns)
				return &c->item->rel->columns[i];
			i++;
		}
	}
	return col;
}

/* The live type category of a candidate, or '\0' when not a table's column. */
static char
candidate_category(const Candidate *c)
{
	const SchemaColumn *col = candidate_column(c);

	return col ? col->typcategory : '\0';
}

/*
 * Weigh the type evidence with the name evidence (Cupid's combination of
 * linguistic and data-type similarity; COMA's aggregation of a type matcher
 * with name matchers): a candidate matched by its name's words alone (an
 * abbreviation, a synonym, a typo) whose type cannot be what the query uses
 * is no candidate (a synonym stored as a date is not the name compared with
 * 'Good'); one whose type fits gains NAMES_USAGE_BONUS.  Stronger name
 * evidence (same words, the table's prefix, a plural) stands on its own.
 * A WordNet "kind of" link with nothing said about its use still counts:
 * on the rename benchmark, requiring a fitting type for it lost heals
 * (name ~ appellation, weight ~ heaviness) and made none safer.
 */
static void
weigh_usage(Candidate *c, const NameUsage *usage)
{
	UsageFit	fit;

	c->fits = false;
	c->refused = false;
	if (usage == NULL || c->score.kind == NAME_NO_MATCH || c->score.score >= NAMES_SCORE_PLURAL)
		return;
	fit = usage_fit(usage, candidate_category(c));
	if (fit == USAGE_CONFLICTS)
	{
		c->score.kind = NAME_NO_MATCH;
		c->score.score = 0;
		c->refused = true;
	}
	else if (fit == USAGE_FITS)
	{
		c->score.score += NAMES_USAGE_BONUS;
		c->fits = true;
	}
}

/*
 * The unique best candidate for wanted, or -1.  Candidates of the same name
 * (customer_id in two joined tables) count once: either spelling is the same
 * edit.  hint (PostgreSQL's own suggestion) settles a tie between the best.
 * usage (NULL: none) is how the query uses the name (weigh_usage).
 */
static int
best_candidate(const char *wanted, Candidate *cands, int n, const char *hint,
			   const NameUsage *usage, NameScore *best)
{
	int			i;
	int			top = -1;
	int			runner_up = 0;

	best->kind = NAME_NO_MATCH;
	best->score = 0;
	for (i = 0; i < n; i++)
	{
		rules_check_budget();
		cands[i].score = names_score(wanted, cands[i].name, cands[i].item->refname);
		if (cands[i].item->kind == ITEM_RELATION && cands[i].item->rel)
		{
			/* the table's name as it is now, without a tbl_ prefix, and as the query wrote it */
			const char *owners[3];
			int			k;

			owners[0] = cands[i].item->rel->relname;
			owners[1] = rules_strip_table_prefix(cands[i].item->rel->relname);
			owners[2] = cands[i].item->rv->relname;
			for (k = 0; k < 3; k++)
			{
				NameScore	s;

				if (owners[k] == NULL)
					continue;
				s = names_score(wanted, cands[i].name, owners[k]);
				if (s.score > cands[i].score.score)
					cands[i].score = s;
			}
		}
		weigh_usage(&cands[i], usage);
	}
	for (i = 0; i < n; i++)
	{
		rules_check_budget();
		if (cands[i].score.kind == NAME_NO_MATCH)
			continue;
		if (top >= 0 && strcmp(cands[top].name, cands[i].name) == 0)
		{
			if (cands[i].score.score > cands[top].score.score)
				top = i;
			continue;
		}
		if (top < 0 || cands[i].score.score > cands[top].score.score)
		{
			if (top >= 0)
				runner_up = Max(runner_up, cands[top].score.score);
			top = i;
		}
		else
			runner_up = Max(runner_up, cands[i].score.score);
	}
	if (top < 0)
		return -1;
	*best = cands[top].score;

	/*
	 * The table's name as a prefix (name ~ concert_name) says nothing when
	 * another table in scope has a column the name may also be (singer's
	 * renamed name): the query's author may have meant either.  One refused
	 * for its type still says the name may be that table's.
	 */
	if (cands[top].score.kind == NAME_TABLE_PREFIX)
	{
		for (i = 0; i < n; i++)
			if (cands[i].item != cands[top].item &&
				(cands[i].score.kind != NAME_NO_MATCH || cands[i].refused))
				return -1;
	}
	if (cands[top].score.score - runner_up >= NAMES_MARGIN)
		return top;

	/*
	 * Close call: PostgreSQL's own hint (its closest name by edit distance,
	 * given only when there is one) decides, if it names one of the best.
	 */
	if (hint)
	{
		for (i = 0; i < n; i++)
		{
			rules_check_budget();
			if (strcmp(cands[i].name, hint) == 0 &&
				cands[i].score.score == cands[top].score.score)
			{
				*best = cands[i].score;
				return i;
			}
		}
	}
	return -1;
}

/*
 * May the role select the candidate?  Columns of tables are all candidates
 * (the choice must not depend on privileges); those of subqueries and WITH
 * queries are the query's own.
 */
static bool
candidate_readable(const Candidate *c)
{
	const SchemaColumn *col = candidate_column(c);

	return col == NULL || col->readable;
}

/* Are the first n fields of two column references the same names? */
static bool
same_fields(List *a, List *b, int n)
{
	int			i;

	if (list_length(a) < n || list_length(b) < n)
		return false;
	for (i = 0; i < n; i++)
	{
		Node	   *x = list_nth(a, i);
		Node	   *y = list_nth(b, i);

		rules_check_budget();
		if (!IsA(x, String) || !IsA(y, String) || strcmp(strVal(x), strVal(y)) != 0)
			return false;
	}
	return true;
}

/* Order node pointers, for bsearch. */
static int
pointer_cmp(const void *a, const void *b)
{
	uintptr_t	x = (uintptr_t) *(Node *const *) a;
	uintptr_t	y = (uintptr_t) *(Node *const *) b;

	return x < y ? -1 : x > y;
}

/*
 * The whole, unnamed items of the SELECT lists of subqueries and WITH
 * queries (whose output names the query around them relies on), sorted:
 * one lookup per reference instead of a walk of its SELECT list.
 */
static Node **
inner_bare_targets(QueryInfo *q, int *n)
{
	Node	  **out;
	int			cap = 16;
	ListCell   *fc;

	*n = 0;
	out = palloc(sizeof(Node *) * cap);
	foreach(fc, q->frames)
	{
		QueryFrame *f = lfirst(fc);
		ListCell   *lc;

		if (f == linitial(q->frames))
			continue;
		foreach(lc, f->select->targetList)
		{
			ResTarget  *rt = lfirst_node(ResTarget, lc);

			rules_check_budget();
			if (rt->name != NULL || rt->val == NULL)
				continue;
			if (*n == cap)
			{
				cap *= 2;
				out = repalloc(out, sizeof(Node *) * cap);
			}
			out[(*n)++] = rt->val;
		}
	}
	qsort(out, *n, sizeof(Node *), pointer_cmp);
	return out;
}

/* Is the reference one of the bare targets? */
static bool
inner_bare_target(Node **bare, int nbare, QueryRef *r)
{
	return nbare > 0 && bsearch(&r->node, bare, nbare, sizeof(Node *), pointer_cmp) != NULL;
}

/*
 * The column references written like ref and meaning the same thing (ref
 * itself included): in the same SELECT, or, when qualified, naming the same
 * item.  These are the references a rewrite changes together.
 */
static List *
same_refs(QueryInfo *q, QueryRef *ref, QueryItem *qualified_item)
{
	ColumnRef  *cref = (ColumnRef *) ref->node;
	int			n = list_length(cref->fields);
	List	   *out = NIL;
	ListCell   *lc;

	foreach(lc, q->columnrefs)
	{
		QueryRef   *other = lfirst(lc);
		ColumnRef  *ocref = (ColumnRef *) other->node;

		rules_check_budget();
		if (list_length(ocref->fields) != n || !same_fields(cref->fields, ocref->fields, n))
			continue;
		if (qualified_item)
		{
			if (query_item_named(other->frame, strVal(list_nth(ocref->fields, n - 2))) != qualified_item)
				continue;
		}
		else if (other->frame != ref->frame)
			continue;
		out = lappend(out, other);
	}
	return out;
}

/*
 * Edits replacing part `part` of every column reference that is written
 * like ref (same fields) and means the same thing (ref itself included): in
 * the same SELECT, or, when qualified, naming the same item.
 */
static List *
same_references(List *edits, QueryInfo *q, QueryRef *ref, QueryItem *qualified_item, int part,
				const char *text)
{
	int			n = list_length(((ColumnRef *) ref->node)->fields);
	int			nbare;
	Node	  **bare = inner_bare_targets(q, &nbare);
	ListCell   *lc;

	foreach(lc, same_refs(q, ref, qualified_item))
	{
		QueryRef   *other = lfirst(lc);
		ColumnRef  *ocref = (ColumnRef *) other->node;
		RuleRef		dref;

		rules_check_budget();
		if (rules_dotted_at(q->sql, ocref->location, &dref) < part + 1)
			continue;
		/* a subquery's output keeps the name the query around it uses */
		if (part == n - 1 && inner_bare_target(bare, nbare, other))
			edits = rules_add_edit(edits, dref.start[part], dref.end[part],
								   psprintf("%s AS %s", text,
											quote_identifier(strVal(llast(ocref->fields)))));
		else
			edits = rules_add_edit(edits, dref.start[part], dref.end[part], text);
	}
	return edits;
}

/*
 * identifiers: column "x" does not exist.  The column reference at the
 * error position is matched against the columns its qualifier names, or
 * the columns of every FROM item in scope.
 */
bool
rule_identifiers(RuleContext *ctx, const char *sql, const ExecResult *err,
				 char **rewrite, char **note)
{
	QueryInfo  *q;
	QueryRef   *ref;
	ColumnRef  *cref;
	RuleRef		dref;
	int			nfields;
	const char *wanted;
	bool		quoted;
	char	   *hint;
	Candidate  *cands;
	int			ncands = 0;
	int			cap = 32;
	int			chosen = -1;
	NameScore	best = {NAME_NO_MATCH, 0};
	Candidate  *c;
	char	   *written;
	QueryItem  *qualified_item = NULL;
	NameUsage	usage;
	List	   *edits;

	if ((ref = query_undefined_column(ctx, sql, err, &q, &dref)) == NULL)
		return false;
	cref = (ColumnRef *) ref->node;
	nfields = list_length(cref->fields);
	wanted = strVal(llast(cref->fields));
	quoted = dref.quoted[nfields - 1];
	hint = hint_column(err->hint);

	cands = palloc(sizeof(Candidate) * cap);
	if (nfields >= 2)
	{
		QueryItem  *item = query_item_named(ref->frame, strVal(list_nth(cref->fields, nfields - 2)));

		if (item == NULL || !add_item_columns(item, &cands, &ncands, &cap))
			return false;
		qualified_item = item;
		rules_usage_of(q, same_refs(q, ref, item), &usage);
		chosen = best_candidate(wanted, cands, ncands, hint, &usage, &best);
	}
	else
	{
		QueryFrame *f;

		/* a SELECT-list alias used in an expression is the dialect rule's to fix */
		if (rules_name_listed(query_target_aliases(ref->frame), wanted))
			return false;
		rules_usage_of(q, same_refs(q, ref, NULL), &usage);
		/*
		 * The SELECT the reference is in.  An unqualified name is never
		 * matched to an enclosing SELECT's column: that would turn a subquery
		 * into a correlated one on a guess.  Only a SELECT with no FROM
		 * items of its own looks outwards.
		 */
		for (f = ref->frame; f; f = f->outer)
		{
			ListCell   *lc;
			bool		complete = true;

			rules_check_budget();
			if (f->items == NIL)
				continue;
			ncands = 0;
			foreach(lc, f->items)
				complete = add_item_columns(lfirst(lc), &cands, &ncands, &cap) && complete;
			if (!complete)
				return false;
			chosen = best_candidate(wanted, cands, ncands, hint, &usage, &best);
			break;
		}
	}
	if (chosen < 0)
		return false;
	/* a quoted name was meant as written: only case and separators may differ */
	if (quoted && best.kind < NAME_TABLE_PREFIX)
		return false;

	c = &cands[chosen];
	written = pnstrdup(sql + dref.start[nfields - 1], dref.end[nfields - 1] - dref.start[nfields - 1]);
	if (strcmp(written, quote_identifier(c->name)) == 0)
		return false;
	if (!candidate_readable(c))
	{
		rules_note_unreadable(ctx, "column", written,
							  psprintf("%s (%s)", quote_identifier(c->name), query_item_display(c->item)));
		return false;
	}
	edits = same_references(NIL, q, ref, qualified_item, nfields - 1,
							quote_identifier(c->name));
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("column %s → %s (%s; %s%s)", written, quote_identifier(c->name),
					 query_item_display(c->item), names_kind_text(best.kind),
					 c->fits ? "; its type fits how the query uses the name" : "");
	return true;
}

/*
 * identifiers, for qualifiers: missing FROM-clause entry for table "x", or an
 * invalid reference to one (the table's name where the query gave it an
 * alias; a foreign schema.table.column).  The qualifier is matched against
 * the FROM items in scope, by alias and by the relation each stands for.
 */
bool
rule_qualifiers(RuleContext *ctx, const char *sql, const ExecResult *err,
				char **rewrite, char **note)
{
	static const char alias_hint[] = "Perhaps you meant to reference the table alias \"";
	QueryInfo  *q;
	QueryRef   *ref;
	ColumnRef  *cref;
	RuleRef		dref;
	int			nfields;
	int			nqual;
	int			at;
	const char *wanted;
	QueryItem  *chosen = NULL;
	NameScore	best = {NAME_NO_MATCH, 0};
	int			runner_up = 0;
	QueryFrame *f;
	char	   *written;
	List	   *edits;

	if (strcmp(err->sqlstate, "42P01") != 0 || err->message == NULL ||
		(!rules_starts_with(err->message, "missing FROM-clause entry for table") &&
		 !rules_starts_with(err->message, "invalid reference to FROM-clause entry for table")))
		return false;
	at = rules_byte_offset(sql, err->position);
	q = query_analyse(ctx, sql, true);
	if (q == NULL || (ref = query_columnref_at(q, at)) == NULL)
		return false;
	cref = (ColumnRef *) ref->node;
	nfields = list_length(cref->fields);
	nqual = nfields - 1;
	if (nqual < 1 || rules_dotted_at(sql, at, &dref) < nqual)
		return false;
	wanted = strVal(list_nth(cref->fields, nqual - 1));

	/* PostgreSQL names the alias itself */
	if (err->hint && strncmp(err->hint, alias_hint, strlen(alias_hint)) == 0)
	{
		const char *p = err->hint + strlen(alias_hint);
		const char *e = strchr(p, '"');

		if (e)
			chosen = query_item_named(ref->frame, pnstrdup(p, e - p));
		if (chosen)
			best.kind = NAME_EXACT_CASE;
	}
	if (chosen == NULL)
	{
		for (f = ref->frame; f && chosen == NULL; f = f->outer)
		{
			ListCell   *lc;
			QueryItem  *top = NULL;

			rules_check_budget();
			runner_up = 0;
			best.kind = NAME_NO_MATCH;
			best.score = 0;
			foreach(lc, f->items)
			{
				QueryItem  *item = lfirst(lc);
				NameScore	s = {NAME_NO_MATCH, 0};

				rules_check_budget();
				if (item->refname)
					s = names_score(wanted, item->refname, NULL);
				if (item->kind == ITEM_RELATION)
				{
					NameScore	r = names_score(wanted, item->rv->relname, NULL);

					if (item->rel)
					{
						NameScore	l = names_score(wanted, item->rel->relname, NULL);

						if (l.score > r.score)
							r = l;
					}
					if (r.score > s.score)
						s = r;
				}
				if (s.kind == NAME_NO_MATCH)
					continue;
				if (s.score > best.score)
				{
					runner_up = Max(runner_up, best.score);
					best = s;
					top = item;
				}
				else
					runner_up = Max(runner_up, s.score);
			}
			if (top)
			{
				if (best.score - runner_up < NAMES_MARGIN || top->refname == NULL)
					return false;
				chosen = top;
			}
		}
	}
	if (chosen == NULL || chosen->refname == NULL)
		return false;

	written = pnstrdup(sql + dref.start[0], dref.end[nqual - 1] - dref.start[0]);
	if (strcmp(written, quote_identifier(chosen->refname)) == 0)
		return false;
	/* the other references written the same way in this SELECT */
	edits = rules_add_edit(NIL, dref.start[0], dref.end[nqual - 1], quote_identifier(chosen->refname));
	{
		ListCell   *lc;

		foreach(lc, q->columnrefs)
		{
			QueryRef   *other = lfirst(lc);
			ColumnRef  *ocref = (ColumnRef *) other->node;
			RuleRef		odref;

			rules_check_budget();
			if (other->frame != ref->frame || list_length(ocref->fields) != nfields ||
				!same_fields(cref->fields, ocref->fields, nqual) ||
				rules_dotted_at(sql, ocref->location, &odref) < nqual)
				continue;
			edits = rules_add_edit(edits, odref.start[0], odref.end[nqual - 1],
								   quote_identifier(chosen->refname));
		}
	}
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("qualifier %s → %s (the FROM item for %s; %s)", written,
					 quote_identifier(chosen->refname), query_item_display(chosen),
					 names_kind_text(best.kind));
	return true;
}

/* The leaf FROM items (tables, subqueries, ...) under a FROM node. */
static List *
leaf_items(QueryInfo *q, QueryFrame *frame, Node *node)
{
	ListCell   *lc;

	if (node == NULL)
		return NIL;
	if (IsA(node, JoinExpr))
		return list_concat(leaf_items(q, frame, ((JoinExpr *) node)->larg),
						   leaf_items(q, frame, ((JoinExpr *) node)->rarg));
	if (IsA(node, RangeTableSample))
		node = ((RangeTableSample *) node)->relation;
	foreach(lc, frame->items)
	{
		QueryItem  *item = lfirst(lc);

		rules_check_budget();
		if (item->node == node)
			return list_make1(item);
	}
	return NIL;
}

/*
 * The one leaf that has a column of this name (NULL if none or several);
 * *complete false when some leaf's columns cannot be told.
 */
static QueryItem *
leaf_with_column(List *leaves, const char *column, bool *complete)
{
	QueryItem  *found = NULL;
	ListCell   *lc;

	*complete = true;
	foreach(lc, leaves)
	{
		bool		known;
		List	   *cols = query_item_columns(lfirst(lc), &known);

		rules_check_budget();
		if (!known)
			*complete = false;
		if (rules_name_listed(cols, column))
		{
			if (found)
				return NULL;
			found = lfirst(lc);
		}
	}
	return found;
}

/*
 * identifiers, for USING: column "x" specified in USING clause does not
 * exist in the left (right) table.  When both sides have one column that
 * clearly is x, the USING list names it; when only the side that lacks x
 * has such a column, an inner join is written with ON instead
 * (USING (x) → ON l.c = r.x), which joins the same rows.
 */
bool
rule_using(RuleContext *ctx, const char *sql, const ExecResult *err,
		   char **rewrite, char **note)
{
	static const char suffix_left[] = "\" specified in USING clause does not exist in left table";
	static const char suffix_right[] = "\" specified in USING clause does not exist in right table";
	QueryInfo  *q;
	char	   *wanted;
	bool		left_missing;
	QueryRef   *jref = NULL;
	JoinExpr   *join = NULL;
	List	   *lacking;
	List	   *having;
	List	   *both = NIL;
	Candidate  *cands;
	int			ncands = 0;
	int			cap = 32;
	int			chosen;
	NameScore	best;
	ListCell   *lc;
	int			t;
	int			open_tok = -1;
	int			close_tok = -1;
	int			name_tok = -1;
	int			nlists = 0;
	bool		complete;

	if (strcmp(err->sqlstate, "42703") != 0 || err->message == NULL ||
		!rules_starts_with(err->message, "column \""))
		return false;
	if (strstr(err->message, suffix_left))
		left_missing = true;
	else if (strstr(err->message, suffix_right))
		left_missing = false;
	else
		return false;
	wanted = pnstrdup(err->message + 8,
					  strstr(err->message, left_missing ? suffix_left : suffix_right) - (err->message + 8));
	q = query_analyse(ctx, sql, true);
	if (q == NULL)
		return false;

	/* the one join that names it in USING */
	foreach(lc, q->joins)
	{
		QueryRef   *r = lfirst(lc);
		JoinExpr   *j = (JoinExpr *) r->node;
		ListCell   *uc;

		rules_check_budget();
		foreach(uc, j->usingClause)
		{
			rules_check_budget();
			if (strcmp(strVal(lfirst(uc)), wanted) == 0)
			{
				if (jref)
					return false;
				jref = r;
				join = j;
			}
		}
	}
	if (join == NULL || join->isNatural)
		return false;
	/* and the one USING list in the text that has it */
	for (t = 0; t + 1 < q->ntokens; t++)
	{
		int			k;
		bool		has = false;

		rules_check_budget();
		if (q->tokens[t].keyword == NULL || strcmp(q->tokens[t].keyword, "using") != 0 ||
			q->tokens[t + 1].code != '(')
			continue;
		for (k = t + 2; k < q->ntokens && q->tokens[k].code != ')'; k++)
		{
			int			s;
			int			e;
			char	   *name = rules_ident_at(sql, q->tokens[k].start, &s, &e);

			rules_check_budget();
			if (name && strcmp(name, wanted) == 0 && e == q->tokens[k].end)
			{
				has = true;
				name_tok = k;
			}
		}
		if (has)
		{
			nlists++;
			open_tok = t;
			close_tok = k;
		}
	}
	if (nlists != 1 || close_tok >= q->ntokens)
		return false;

	lacking = leaf_items(q, jref->frame, left_missing ? join->larg : join->rarg);
	having = leaf_items(q, jref->frame, left_missing ? join->rarg : join->larg);

	/* candidates on the side that lacks it */
	cands = palloc(sizeof(Candidate) * cap);
	foreach(lc, lacking)
	{
		rules_check_budget();
		if (!add_item_columns(lfirst(lc), &cands, &ncands, &cap))
			return false;
	}
	chosen = best_candidate(wanted, cands, ncands, NULL, NULL, &best);
	if (chosen < 0)
		return false;
	if (!candidate_readable(&cands[chosen]))
	{
		rules_note_unreadable(ctx, "USING column", wanted,
							  psprintf("%s (%s)", quote_identifier(cands[chosen].name),
									   query_item_display(cands[chosen].item)));
		return false;
	}

	/* both sides have the candidate: name it in USING */
	foreach(lc, having)
	{
		bool		known;

		rules_check_budget();
		if (rules_name_listed(query_item_columns(lfirst(lc), &known), cands[chosen].name))
			both = lappend(both, lfirst(lc));
	}
	if (both != NIL)
	{
		*rewrite = rules_splice(sql, q->tokens[name_tok].start, q->tokens[name_tok].end,
								quote_identifier(cands[chosen].name));
		*note = psprintf("USING column %s → %s (%s and the other side of the join; %s)", wanted,
						 quote_identifier(cands[chosen].name),
						 query_item_display(cands[chosen].item), names_kind_text(best.kind));
		return true;
	}

	/* only one side has it: an inner join on one column can say ON instead */
	if (join->jointype != JOIN_INNER || list_length(join->usingClause) != 1 ||
		join->join_using_alias != NULL || cands[chosen].item->refname == NULL)
		return false;
	{
		QueryItem  *other = leaf_with_column(having, wanted, &complete);
		QueryItem  *mine = cands[chosen].item;
		char	   *lhs;
		char	   *rhs;

		if (other == NULL || !complete || other->refname == NULL ||
			leaf_with_column(lacking, cands[chosen].name, &complete) != mine || !complete)
			return false;
		lhs = psprintf("%s.%s", quote_identifier(mine->refname), quote_identifier(cands[chosen].name));
		rhs = psprintf("%s.%s", quote_identifier(other->refname), quote_identifier(wanted));
		*rewrite = rules_splice(sql, q->tokens[open_tok].start, q->tokens[close_tok].end,
								left_missing ? psprintf("ON %s = %s", lhs, rhs)
								: psprintf("ON %s = %s", rhs, lhs));
		*note = psprintf("USING (%s) → ON %s = %s (%s has %s instead; %s)", wanted,
						 left_missing ? lhs : rhs, left_missing ? rhs : lhs,
						 query_item_display(mine), quote_identifier(cands[chosen].name),
						 names_kind_text(best.kind));
	}
	return true;
}

/* The item a column reference names: by its qualifier, or the one item of frame that has the column. */
static QueryItem *
item_of_column(QueryFrame *frame, ColumnRef *cref)
{
	int			n = list_length(cref->fields);
	const char *column;
	QueryItem  *found = NULL;
	ListCell   *lc;

	if (!IsA(llast(cref->fields), String))
		return NULL;
	column = strVal(llast(cref->fields));
	if (n >= 2)
		return query_item_named(frame, strVal(list_nth(cref->fields, n - 2)));
	foreach(lc, frame->items)
	{
		bool		known;

		rules_check_budget();
		if (rules_name_listed(query_item_columns(lfirst(lc), &known), column))
		{
			if (found)
				return NULL;
			found = lfirst(lc);
		}
	}
	return found;
}

/* Collect the conjuncts of an AND tree. */
static List *
conjuncts(Node *node, List *out)
{
	if (node == NULL)
		return out;
	if (IsA(node, BoolExpr) && ((BoolExpr *) node)->boolop == AND_EXPR)
	{
		ListCell   *lc;

		foreach(lc, ((BoolExpr *) node)->args)
			out = conjuncts(lfirst(lc), out);
		return out;
	}
	return lappend(out, node);
}

/* Is target somewhere in the raw expression tree node? */
static bool
contains_walker(Node *node, void *target)
{
	if (node == NULL)
		return false;
	if (node == target)
		return true;
	rules_check_budget();
	return raw_expression_tree_walker(node, contains_walker, target);
}

static bool
contains_node(Node *tree, Node *target)
{
	return contains_walker(tree, target);
}

/*
 * identifiers, for ambiguity: column reference "x" is ambiguous, but every
 * FROM item that has x is joined to the others on x = x (an inner join's ON,
 * USING, or the WHERE clause), so every candidate holds the same value:
 * qualify it with the first of them.
 */
bool
rule_ambiguous(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	QueryInfo  *q;
	QueryRef   *ref;
	ColumnRef  *cref;
	const char *column;
	List	   *holders = NIL;
	List	   *equal = NIL;	/* pairs of items, flattened */
	List	   *quals = NIL;
	List	   *joined;
	bool		grew;
	ListCell   *lc;
	RuleRef		dref;
	int			at;
	char	   *text;
	List	   *edits;

	if (strcmp(err->sqlstate, "42702") != 0 ||
		!rules_starts_with(err->message, "column reference \""))
		return false;
	at = rules_byte_offset(sql, err->position);
	q = query_analyse(ctx, sql, true);
	if (q == NULL || (ref = query_columnref_at(q, at)) == NULL)
		return false;
	cref = (ColumnRef *) ref->node;
	if (list_length(cref->fields) != 1 || !IsA(linitial(cref->fields), String) ||
		rules_dotted_at(sql, at, &dref) != 1)
		return false;
	column = strVal(linitial(cref->fields));

	foreach(lc, ref->frame->items)
	{
		QueryItem  *item = lfirst(lc);
		bool		known;
		List	   *cols = query_item_columns(item, &known);

		rules_check_budget();
		if (!known)
			return false;
		if (rules_name_listed(cols, column))
		{
			if (item->refname == NULL)
				return false;
			holders = lappend(holders, item);
		}
	}
	if (list_length(holders) < 2)
		return false;

	/*
	 * Equal is not the same: numeric 1.0 = 1.00 and citext 'A' = 'a' print
	 * differently, so which holder is named changes the rows.  Every holder
	 * must be a table's column of one type whose equal values print alike.
	 */
	foreach(lc, holders)
	{
		QueryItem  *item = lfirst(lc);
		const SchemaColumn *col = item->kind == ITEM_RELATION && item->rel
			? schema_column(item->rel, column) : NULL;
		const SchemaColumn *first_col;

		rules_check_budget();
		if (col == NULL || !col->equal_displays_alike || col->typname == NULL)
			return false;
		first_col = schema_column(((QueryItem *) linitial(holders))->rel, column);
		if (strcmp(col->typname, first_col->typname) != 0)
			return false;
	}

	/*
	 * Under an outer join an ON condition sees rows before the WHERE clause
	 * filters them and before NULLs extend them: there the holders' x need
	 * not be equal, so a reference inside an ON is left alone.
	 */
	foreach(lc, q->joins)
	{
		QueryRef   *j = lfirst(lc);

		rules_check_budget();
		if (j->frame == ref->frame && ((JoinExpr *) j->node)->jointype != JOIN_INNER)
		{
			ListCell   *jc;

			foreach(jc, q->joins)
			{
				QueryRef   *k = lfirst(jc);

				if (k->frame == ref->frame && contains_node(((JoinExpr *) k->node)->quals, ref->node))
					return false;
			}
			break;
		}
	}

	/* equalities x = x: the WHERE clause, and the ON of inner joins of this SELECT */
	quals = conjuncts(ref->frame->select->whereClause, NIL);
	foreach(lc, q->joins)
	{
		QueryRef   *j = lfirst(lc);
		JoinExpr   *join = (JoinExpr *) j->node;

		rules_check_budget();
		if (j->frame != ref->frame || join->jointype != JOIN_INNER)
			continue;
		quals = conjuncts(join->quals, quals);
		if (list_member(join->usingClause, makeString((char *) column)))
		{
			/* USING (x) merges x: PostgreSQL would not call it ambiguous */
			return false;
		}
	}
	foreach(lc, quals)
	{
		A_Expr	   *e = lfirst(lc);
		QueryItem  *a;
		QueryItem  *b;

		rules_check_budget();
		if (!IsA(e, A_Expr) || e->kind != AEXPR_OP || list_length(e->name) != 1 ||
			strcmp(strVal(linitial(e->name)), "=") != 0 ||
			e->lexpr == NULL || e->rexpr == NULL ||
			!IsA(e->lexpr, ColumnRef) || !IsA(e->rexpr, ColumnRef) ||
			!IsA(llast(((ColumnRef *) e->lexpr)->fields), String) ||
			!IsA(llast(((ColumnRef *) e->rexpr)->fields), String) ||
			strcmp(strVal(llast(((ColumnRef *) e->lexpr)->fields)), column) != 0 ||
			strcmp(strVal(llast(((ColumnRef *) e->rexpr)->fields)), column) != 0)
			continue;
		a = item_of_column(ref->frame, (ColumnRef *) e->lexpr);
		b = item_of_column(ref->frame, (ColumnRef *) e->rexpr);
		if (a && b && a != b)
			equal = lappend(lappend(equal, a), b);
	}

	/* every holder joined to the first through equalities on x */
	joined = list_make1(linitial(holders));
	do
	{
		int			i;

		grew = false;
		for (i = 0; i + 1 < list_length(equal); i += 2)
		{
			void	   *a = list_nth(equal, i);
			void	   *b = list_nth(equal, i + 1);

			rules_check_budget();
			if (list_member_ptr(joined, a) && !list_member_ptr(joined, b))
			{
				joined = lappend(joined, b);
				grew = true;
			}
			else if (list_member_ptr(joined, b) && !list_member_ptr(joined, a))
			{
				joined = lappend(joined, a);
				grew = true;
			}
		}
	} while (grew);
	foreach(lc, holders)
	{
		rules_check_budget();
		if (!list_member_ptr(joined, lfirst(lc)))
			return false;
	}

	text = psprintf("%s.%s", quote_identifier(((QueryItem *) linitial(holders))->refname),
					quote_identifier(column));
	edits = rules_add_edit(NIL, dref.start[0], dref.end[0], text);
	foreach(lc, q->columnrefs)
	{
		QueryRef   *other = lfirst(lc);
		ColumnRef  *ocref = (ColumnRef *) other->node;
		RuleRef		odref;

		rules_check_budget();
		if (other->frame != ref->frame || list_length(ocref->fields) != 1 ||
			!IsA(linitial(ocref->fields), String) ||
			strcmp(strVal(linitial(ocref->fields)), column) != 0 ||
			rules_dotted_at(sql, ocref->location, &odref) != 1)
			continue;
		edits = rules_add_edit(edits, odref.start[0], odref.end[0], text);
	}
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("ambiguous column %s → %s (every table that has it is joined on it, so all hold the same value)",
					 quote_identifier(column), text);
	return true;
}
