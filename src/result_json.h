/*
 * result_json.h — the jsonb results of heal_execute and ask, built as jsonb
 * values directly (PostgreSQL's JsonbParseState), never as text to be
 * parsed back.
 *
 * The jb_* calls push onto an open object or array:
 *
 *     JsonbParseState *ps = NULL;
 *     jb_begin_object(&ps);
 *     jb_key_string(&ps, "status", "ok");
 *     jb_key_int(&ps, "row_count", 3);
 *     result = jb_end_object_jsonb(&ps);
 */
#ifndef NL2SQL_HEAL_RESULT_JSON_H
#define NL2SQL_HEAL_RESULT_JSON_H

#include "heal.h"

#include "utils/jsonb.h"

/* Containers. */
extern void jb_begin_object(JsonbParseState **ps);
extern void jb_end_object(JsonbParseState **ps);
extern Jsonb *jb_end_object_jsonb(JsonbParseState **ps);	/* closes the outermost object */
extern void jb_begin_array(JsonbParseState **ps);
extern void jb_end_array(JsonbParseState **ps);

/* Values of the pending key of an object. */
extern void jb_key(JsonbParseState **ps, const char *key);
extern void jb_key_string(JsonbParseState **ps, const char *key, const char *value);	/* NULL: null */
extern void jb_key_null(JsonbParseState **ps, const char *key);
extern void jb_key_int(JsonbParseState **ps, const char *key, int64 value);
extern void jb_key_ms(JsonbParseState **ps, const char *key, double ms);	/* 3 decimals */
extern void jb_key_bool(JsonbParseState **ps, const char *key, bool value);
extern void jb_key_jsonb(JsonbParseState **ps, const char *key, Jsonb *value);	/* NULL: null */
extern void jb_key_strings(JsonbParseState **ps, const char *key, List *strings);	/* char * */

/* Elements of an array. */
extern void jb_elem_string(JsonbParseState **ps, const char *value);	/* NULL: null */
extern void jb_elem_strings(JsonbParseState **ps, List *strings);	/* each one, char * */

/* ---- heal_execute's result ---- */

/*
 * The final rows of the step as jsonb, made before the receipt is written so
 * that the receipt holds what the caller gets (rows that cannot become
 * jsonb are left out of both, with a note on the step).  In nl2sql_heal.c,
 * beside the subtransaction it parses in.
 */
extern Jsonb *final_rows_jsonb(HealStep *step);

/*
 * The keys of a step's result other than notes: receipt_id (null when 0),
 * step, status, sql, original_sql and target (with_origin), columns, rows,
 * row_count, truncated, attempts, error.
 */
extern void jb_step_fields(JsonbParseState **ps, int64 receipt_id, int step_no,
						   const HealStep *step, Jsonb *rows, bool with_origin);

/* heal_execute's result object of one step. */
extern Jsonb *step_result_jsonb(int64 receipt_id, int step_no, const HealStep *step, Jsonb *rows);

#endif
