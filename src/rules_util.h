/*
 * rules_util.h — the types and helpers the rules share (rules_util.c): the
 * query text (byte offsets, dotted names, tokens of PostgreSQL's own lexer),
 * edit lists, the pass's time budget, catalog reads and notes.
 */
#ifndef NL2SQL_HEAL_RULES_UTIL_H
#define NL2SQL_HEAL_RULES_UTIL_H

#include "target.h"
#include "repair.h"

#include "datatype/timestamp.h"

#define RULE_MAX_PARTS 4

/* A dotted name reference in the query text: a.b.c */
typedef struct RuleRef
{
	int			nparts;
	int			start[RULE_MAX_PARTS];	/* byte ranges of each part */
	int			end[RULE_MAX_PARTS];
	char	   *name[RULE_MAX_PARTS];	/* as PostgreSQL sees each part */
	bool		quoted[RULE_MAX_PARTS]; /* written in double quotes */
} RuleRef;

/* One token of PostgreSQL's own lexer: its code, byte range and kind. */
typedef struct RuleToken
{
	int			code;			/* the grammar's token code, or the character */
	int			start;			/* byte range in the text */
	int			end;
	const char *keyword;		/* lower-case keyword, or NULL */
	bool		string;			/* a string constant ('...', E'...') */
	bool		ident;			/* an identifier that is not a keyword (x, "X") */
} RuleToken;

typedef struct RuleContext
{
	HealTarget *target;
	const RepairRequest *request;
	bool		catalog_failed;
	/* notes for the step: why a rule made no rewrite, which journal entry it followed */
	List	   *notes;
	/* rules_journal.c: a stop to the pass when the journal knows better */
	bool		halt;
	int			journal_state;	/* 0 unknown, 1 the target has a journal, -1 none (or no page of one) */
	/* rules_zero_rows.c: time the value probes took (counted in the attempt's time) */
	double		probe_ms;
	/* a rewrite rests on values a probe read now: it must not be remembered */
	bool		values_probed;
	/* rules_query.c: the queries analysed in this pass (each rule asks again) */
	List	   *analysed;
} RuleContext;

/* One rule: given the current query and its error (or empty result), make one edit. */
typedef struct Rule
{
	const char *name;
	bool		(*apply) (RuleContext *ctx, const char *sql, const ExecResult *err,
						  char **rewrite, char **note);
} Rule;

/* One replacement of bytes [start, end) of a query by text. */
typedef struct RuleEdit
{
	int			start;
	int			end;
	char	   *text;
	int			seq;			/* the order it was added: the first of overlapping edits wins */
} RuleEdit;

/* The time budget of a pass (nl2sql_heal.statement_timeout), checked in every loop. */
extern void rules_budget_start(TimestampTz deadline);
extern bool rules_budget_end(void);
extern void rules_check_budget(void);
extern bool rules_budget_spent(void *arg);
extern int	rules_budget_left_ms(void);

/* Text, tokens, edits, catalog reads and notes */
extern int	rules_byte_offset(const char *sql, int position);
extern char *rules_ident_at(const char *sql, int at, int *start, int *end);
extern int	rules_dotted_at(const char *sql, int at, RuleRef *ref);
extern char *rules_splice(const char *sql, int start, int end, const char *text);
extern bool rules_starts_with(const char *text, const char *prefix);
extern bool rules_name_listed(List *list, const char *name);
extern char *rules_quoted_after(const char *message, const char *prefix);
extern CatalogRows *rules_catalog(RuleContext *ctx, const char *sql, int nparams,
								  const char *const *params);
extern bool rules_parse(const char *sql, List **tree, RuleToken **tokens, int *ntokens);
extern int	rules_token_at(const RuleToken *tokens, int ntokens, int offset);
extern List *rules_add_edit(List *edits, int start, int end, const char *text);
extern char *rules_apply_edits(const char *sql, List *edits);
extern const char *rules_strip_table_prefix(const char *name);
extern void rules_note_unreadable(RuleContext *ctx, const char *what, const char *wanted,
								  const char *best);
extern const char *const rules_table_prefixes[];


#endif							/* NL2SQL_HEAL_RULES_UTIL_H */
