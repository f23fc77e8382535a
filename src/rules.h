/*
 * rules.h — the rule repair source and the helpers its rules share.
 */
#ifndef NL2SQL_HEAL_RULES_H
#define NL2SQL_HEAL_RULES_H

#include "nl2sql_heal.h"
#include "repair.h"

#define RULE_MAX_PARTS 4

/* A dotted name reference in the query text: a.b.c */
typedef struct RuleRef
{
	int			nparts;
	int			start[RULE_MAX_PARTS];	/* byte ranges of each part */
	int			end[RULE_MAX_PARTS];
	char	   *name[RULE_MAX_PARTS];	/* as PostgreSQL sees each part */
} RuleRef;

typedef struct RuleContext
{
	HealTarget *target;
	const RepairRequest *request;
	bool		catalog_failed;
} RuleContext;

/* One rule: given the current query and its error, make one edit. */
typedef struct Rule
{
	const char *name;
	bool		(*apply) (RuleContext *ctx, const char *sql, const ExecResult *err,
						  char **rewrite, char **note);
} Rule;

extern int	rules_byte_offset(const char *sql, int position);
extern char *rules_ident_at(const char *sql, int at, int *start, int *end);
extern int	rules_dotted_at(const char *sql, int at, RuleRef *ref);
extern char *rules_splice(const char *sql, int start, int end, const char *text);
extern char *rules_quoted_after(const char *message, const char *prefix);
extern CatalogRows *rules_catalog(RuleContext *ctx, const char *sql, int nparams,
								  const char *const *params);

#endif
