/*
 * rules_requalify.c — a column qualified with the wrong table:
 * T2.link_to_event where only T1's table has link_to_event.
 *
 * Models that join several tables often put a column under the alias of
 * the table next to it.  When the qualified item has nothing that looks
 * like the name (so it is no typo: rule_identifiers had its chance) and
 * exactly one FROM item of the same SELECT has a column of exactly that
 * name, the qualifier is the mistake: it is replaced by that item's name.
 * Two items with the column (a self-join, a key in both tables), an item
 * whose columns cannot be told, a qualifier naming an enclosing query's
 * item, or a column only an enclosing query has: no rewrite.
 */
#include "postgres.h"

#include "rules.h"
#include "rules_query.h"

#include "utils/builtins.h"

#include "names.h"

/* Has the item a column that may be wanted, misspelt or abbreviated (names.c)? */
static bool
has_look_alike(QueryItem *item, List *cols, const char *wanted)
{
	ListCell   *lc;

	foreach(lc, cols)
	{
		const char *owner = item->kind == ITEM_RELATION && item->rel ? item->rel->relname : item->refname;
		NameScore	s = names_score(wanted, lfirst(lc), owner);

		rules_check_budget();
		if (s.kind != NAME_NO_MATCH)
			return true;
	}
	return false;
}

/*
 * requalify: column "q.x" does not exist, and exactly one other FROM item
 * of the reference's own SELECT has x.
 */
bool
rule_requalify(RuleContext *ctx, const char *sql, const ExecResult *err,
			   char **rewrite, char **note)
{
	QueryInfo  *q;
	QueryRef   *ref;
	ColumnRef  *cref;
	RuleRef		dref;
	const char *qualifier;
	const char *wanted;
	QueryItem  *qualified;
	QueryItem  *found = NULL;
	List	   *cols;
	bool		known;
	ListCell   *lc;
	List	   *edits = NIL;
	char	   *text;

	if ((ref = query_undefined_column(ctx, sql, err, &q, &dref)) == NULL)
		return false;
	cref = (ColumnRef *) ref->node;
	if (list_length(cref->fields) != 2 || !IsA(linitial(cref->fields), String))
		return false;
	qualifier = strVal(linitial(cref->fields));
	wanted = strVal(lsecond(cref->fields));

	/* the qualifier names an item of this very SELECT, whose columns are known and lack x */
	qualified = query_item_named(ref->frame, qualifier);
	if (qualified == NULL || !list_member_ptr(ref->frame->items, qualified))
		return false;
	cols = query_item_columns(qualified, &known);
	if (!known || rules_name_listed(cols, wanted) || has_look_alike(qualified, cols, wanted))
		return false;

	/* exactly one item of the SELECT has x */
	foreach(lc, ref->frame->items)
	{
		QueryItem  *item = lfirst(lc);

		rules_check_budget();
		cols = query_item_columns(item, &known);
		if (!known)
			return false;
		if (!rules_name_listed(cols, wanted))
			continue;
		if (found != NULL)
			return false;
		found = item;
	}
	if (found == NULL || found->refname == NULL)
		return false;
	if (found->kind == ITEM_RELATION && found->rel)
	{
		const SchemaColumn *col = schema_column(found->rel, wanted);

		if (col && !col->readable)
		{
			rules_note_unreadable(ctx, "column", psprintf("%s.%s", qualifier, wanted),
								  psprintf("%s (%s)", quote_identifier(wanted), query_item_display(found)));
			return false;
		}
	}

	/* every reference of this SELECT written q.x the same way */
	text = (char *) quote_identifier(found->refname);
	foreach(lc, q->columnrefs)
	{
		QueryRef   *other = lfirst(lc);
		ColumnRef  *ocref = (ColumnRef *) other->node;
		RuleRef		odref;

		rules_check_budget();
		if (other->frame != ref->frame || list_length(ocref->fields) != 2 ||
			!IsA(linitial(ocref->fields), String) || !IsA(lsecond(ocref->fields), String) ||
			strcmp(strVal(linitial(ocref->fields)), qualifier) != 0 ||
			strcmp(strVal(lsecond(ocref->fields)), wanted) != 0 ||
			rules_dotted_at(sql, ocref->location, &odref) != 2)
			continue;
		edits = rules_add_edit(edits, odref.start[0], odref.end[0], text);
	}
	if (edits == NIL)
		return false;
	*rewrite = rules_apply_edits(sql, edits);
	*note = psprintf("column %s.%s → %s.%s (%s has no column %s and nothing like it; %s is the "
					 "only table of that FROM that has it)",
					 quote_identifier(qualifier), quote_identifier(wanted), text,
					 quote_identifier(wanted), query_item_display(qualified), quote_identifier(wanted),
					 query_item_display(found));
	return true;
}
