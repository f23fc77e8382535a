/*
 * rules_query.h — what a failing query refers to, from its raw parse tree.
 *
 * The rules need to know, for a position in the query text, which SELECT it
 * is in, which FROM items that SELECT (and the ones around it) can see, and
 * which live relation or subquery each item stands for.  The raw parse tree
 * says all of that without running parse analysis (which is what failed).
 */
#ifndef NL2SQL_HEAL_RULES_QUERY_H
#define NL2SQL_HEAL_RULES_QUERY_H

#include "rules_util.h"

#include "nodes/parsenodes.h"

#include "schema.h"

typedef struct QueryFrame QueryFrame;

typedef enum QueryItemKind
{
	ITEM_RELATION,				/* a table or view */
	ITEM_CTE,					/* a reference to a WITH query */
	ITEM_SUBQUERY,				/* (SELECT ...) alias */
	ITEM_OTHER					/* function, join alias, ...: columns unknown */
} QueryItemKind;

/* One FROM item a column reference may name. */
typedef struct QueryItem
{
	QueryItemKind kind;
	Node	   *node;			/* the FROM node */
	char	   *refname;		/* the alias, else the relation or CTE name */
	RangeVar   *rv;				/* ITEM_RELATION and ITEM_CTE */
	QueryFrame *subframe;		/* ITEM_CTE and ITEM_SUBQUERY: its query */
	List	   *aliascols;		/* String: column aliases, NIL if none */
	SchemaRelation *rel;		/* ITEM_RELATION: the live relation, NULL if unknown */
} QueryItem;

/* A WITH query in scope. */
typedef struct QueryCte
{
	char	   *name;
	CommonTableExpr *cte;
	QueryFrame *frame;
} QueryCte;

/* One SELECT of the query. */
struct QueryFrame
{
	SelectStmt *select;
	QueryFrame *outer;			/* whose items this one's expressions may also see */
	QueryFrame *larg;			/* set operations: the left branch */
	List	   *items;			/* QueryItem *: FROM items, joins flattened */
	List	   *ctes;			/* QueryCte * in scope */
};

/* An expression node of the query and the SELECT it belongs to. */
typedef struct QueryRef
{
	Node	   *node;
	QueryFrame *frame;
} QueryRef;

typedef struct QueryInfo
{
	const char *sql;
	List	   *frames;			/* QueryFrame *, outermost first */
	List	   *columnrefs;		/* QueryRef *: ColumnRef */
	List	   *exprs;			/* QueryRef *: A_Expr */
	List	   *joins;			/* QueryRef *: JoinExpr */
	List	   *relations;		/* QueryItem *: every ITEM_RELATION */
	RuleToken  *tokens;
	int			ntokens;
} QueryInfo;

/*
 * Parse and analyse sql; with read_schema, also resolve every relation it
 * names in one catalog read.  NULL when sql does not parse.
 */
extern QueryInfo *query_analyse(RuleContext *ctx, const char *sql, bool read_schema);

/* The column reference starting at byte offset, or NULL. */
extern QueryRef *query_columnref_at(QueryInfo *q, int offset);

/*
 * Column "x" does not exist (42703): the column reference at the error
 * position, whose text is the dotted name *dref and whose last part is a
 * name; *q the parsed query.  NULL for another error or no such reference.
 */
extern QueryRef *query_undefined_column(RuleContext *ctx, const char *sql, const ExecResult *err,
										QueryInfo **q, RuleRef *dref);

/* The item a qualifier names, in frame or the frames it can see; NULL if none. */
extern QueryItem *query_item_named(QueryFrame *frame, const char *refname);

/* The column names of an item; *known false when they cannot be told. */
extern List *query_item_columns(QueryItem *item, bool *known);

/* The output column names of a SELECT; *known false when some cannot be told. */
extern List *query_output_names(QueryFrame *frame, bool *known);

/* The output names given with AS in a SELECT's target list. */
extern List *query_target_aliases(QueryFrame *frame);

/* How notes name an item: schema.table, or the CTE or subquery alias. */
extern char *query_item_display(QueryItem *item);

/* Index of the token at byte offset, else -1. */
extern int	query_token_at(QueryInfo *q, int offset);

/*
 * rules_probe.c: the table item and column a column reference stands for,
 * when it is a readable text column of a table (no alias column list); else NULL.
 */
extern QueryItem *rules_text_column_item(QueryRef *ref, ColumnRef *cref, const char **column);

/*
 * rules_probe.c: run a bounded probe as the caller; the values of its first
 * column (NIL when none, or on failure: *failed then says so).
 */
extern List *rules_probe(RuleContext *ctx, const char *sql, bool *failed);

#endif
