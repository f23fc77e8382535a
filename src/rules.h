/*
 * rules.h — the rule repair source (rules.c) and its rules.
 *
 * rules.c is the dispatcher: the pass that applies rules one edit at a time
 * and validates each edit.  Each rule family lives in its own file
 * (rules_relations.c, rules_identifiers.c, rules_grouping.c, rules_dialect.c,
 * rules_zero_rows.c, ...); what they share is in rules_util.c, the query's
 * parse tree analysis in rules_query.c, the live catalog in schema.c.
 */
#ifndef NL2SQL_HEAL_RULES_H
#define NL2SQL_HEAL_RULES_H

#include "rules_util.h"

#include "nodes/nodes.h"

/* nl2sql_heal.rules_max_query_bytes */
extern int	rules_max_query_bytes;

/* Define the rule tier's settings (from _PG_init). */
extern void rules_init(void);

/* the rules, one family per file */
extern bool rule_artifacts(RuleContext *ctx, const char *sql, const ExecResult *err,
						   char **rewrite, char **note);
extern bool rule_journal(RuleContext *ctx, const char *sql, const ExecResult *err,
						 char **rewrite, char **note);
extern bool rule_moved_schema(RuleContext *ctx, const char *sql, const ExecResult *err,
							  char **rewrite, char **note);
extern bool rule_relations(RuleContext *ctx, const char *sql, const ExecResult *err,
						   char **rewrite, char **note);
extern bool rule_identifiers(RuleContext *ctx, const char *sql, const ExecResult *err,
							 char **rewrite, char **note);
extern bool rule_requalify(RuleContext *ctx, const char *sql, const ExecResult *err,
						   char **rewrite, char **note);
extern bool rule_lookup(RuleContext *ctx, const char *sql, const ExecResult *err,
						char **rewrite, char **note);
extern bool rule_qualifiers(RuleContext *ctx, const char *sql, const ExecResult *err,
							char **rewrite, char **note);
extern bool rule_ambiguous(RuleContext *ctx, const char *sql, const ExecResult *err,
						   char **rewrite, char **note);
extern bool rule_using(RuleContext *ctx, const char *sql, const ExecResult *err,
					   char **rewrite, char **note);
extern bool rule_grouping(RuleContext *ctx, const char *sql, const ExecResult *err,
						  char **rewrite, char **note);
extern bool rule_dialect(RuleContext *ctx, const char *sql, const ExecResult *err,
						 char **rewrite, char **note);
extern bool rule_conversions(RuleContext *ctx, const char *sql, const ExecResult *err,
							 char **rewrite, char **note);
extern bool rule_bare_columns(RuleContext *ctx, const char *sql, const ExecResult *err,
							  char **rewrite, char **note);
extern bool rule_join_order(RuleContext *ctx, const char *sql, const ExecResult *err,
							char **rewrite, char **note);
extern bool rule_text_numbers(RuleContext *ctx, const char *sql, const ExecResult *err,
							  char **rewrite, char **note);
extern bool rule_text_dates(RuleContext *ctx, const char *sql, const ExecResult *err,
							char **rewrite, char **note);
extern bool rule_first_row(RuleContext *ctx, const char *sql, const ExecResult *err,
						   char **rewrite, char **note);
extern bool rule_distinct_order(RuleContext *ctx, const char *sql, const ExecResult *err,
								char **rewrite, char **note);
extern bool rule_ordered_set(RuleContext *ctx, const char *sql, const ExecResult *err,
							 char **rewrite, char **note);
extern bool rule_quoted_alias(RuleContext *ctx, const char *sql, const ExecResult *err,
							  char **rewrite, char **note);
extern bool rule_zero_rows(RuleContext *ctx, const char *sql, const ExecResult *err,
						   char **rewrite, char **note);

/* rules_conversions.c: a cast to write around one operand (through *slot) */
typedef struct ConvCast
{
	Node	  **slot;
	const char *type;
} ConvCast;

/* rules_conversions.c: the operator, IN, BETWEEN or call at the error position; NULL if none. */
extern Node *rules_conversions_node_at(const char *sql, int position, List **tree,
									   RuleToken **tokens, int *ntokens);

/*
 * rules_conversions.c: sql with each cast written around its operand's text,
 * accepted only when PostgreSQL parses it as tree with exactly those casts; else NULL.
 */
extern char *rules_conversions_cast(const char *sql, List *tree, const RuleToken *t, int n,
									ConvCast *casts, int ncasts);

/* rules_journal.c: does the journal show a column name of one of items was renamed or dropped? */
extern bool rules_journal_renamed(RuleContext *ctx, const char *column, List *items);

/* rules_judge.c: a repaired query judged whole */
extern bool rules_judge_names(RuleContext *ctx, const char *sql, ExecResult *err);
extern bool rules_judge_self_comparison(RuleContext *ctx, const char *original, const char *rewrite);

#endif
