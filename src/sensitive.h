/*
 * sensitive.h — sensitive columns: values that are never sent to the model.
 *
 * The DBA marks a column with
 *     SECURITY LABEL FOR nl2sql_heal ON COLUMN t.c IS 'sensitive';
 * Labels live in pg_seclabel (read on the target, local or remote), so they
 * survive pg_dump / pg_restore.  Before text goes into a model prompt, the
 * literals compared with such a column are replaced by placeholders (put
 * back into the model's reply before it runs), values in error messages of
 * queries that read one are masked, and result columns computed from one
 * are masked in the rows handed over for an answer.
 */
#ifndef NL2SQL_HEAL_SENSITIVE_H
#define NL2SQL_HEAL_SENSITIVE_H

#include "target.h"

#define SENSITIVE_PROVIDER "nl2sql_heal"
#define SENSITIVE_LABEL "sensitive"
/* What a masked value reads as in a prompt. */
#define SENSITIVE_MASK "[masked]"

/*
 * The sensitive columns of one target: the labelled ones and every column
 * their values live in (partitions and inheritance children, parents,
 * views and materialized views that read them), by identity.
 */
typedef struct SensitiveSet
{
	List	   *relids;			/* Oid: relation of column i */
	List	   *attnums;		/* int: attribute number of column i */
	List	   *columns;		/* char *: column names (for text that cannot be analysed) */
	List	   *relations;		/* char *: names of relations holding one */
	List	   *qualified;		/* char *: schema.table.column of the labels, for notes */
	bool		local;			/* the target is this database: queries can be analysed here */
	bool		unknown;		/* the labels could not be read: mask everything */
} SensitiveSet;

/* The placeholders of one prompt: placeholder i stands for original i. */
typedef struct SensitiveMask
{
	List	   *placeholders;	/* char *: '<sensitive value N>' */
	List	   *originals;		/* char *: the literal as written */
	List	   *known;			/* char *: literals masked elsewhere (other attempts), masked here too */
	bool		masked_error;	/* a value in an error text was masked */
} SensitiveMask;

extern void sensitive_init(void);
extern SensitiveSet *sensitive_load(HealTarget *target);
extern bool sensitive_any(const SensitiveSet *set);
extern bool sensitive_column(const SensitiveSet *set, Oid relid, int attnum);
extern char *sensitive_scrub_prompt(const SensitiveMask *mask, const char *text);
extern char *sensitive_mask_sql(const SensitiveSet *set, SensitiveMask *mask, const char *sql,
								bool ran_clean, int *masked);
extern char *sensitive_mask_error(const SensitiveSet *set, SensitiveMask *mask, const char *sql,
								  const char *sqlstate, const char *text);
extern char *sensitive_unmask_sql(const SensitiveMask *mask, const char *sql);
extern bool *sensitive_result_columns(const SensitiveSet *set, const char *sql, int ncolumns,
									  char **columns, int *nmasked);
/* model.c */
extern char *sensitive_prompt_note(const SensitiveSet *set, int literals, bool error_values,
								   int samples);

#endif
