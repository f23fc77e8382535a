/*
 * foreign_drift.c — a foreign table whose remote table changed under it.
 *
 * A foreign table is a definition kept on this side: when a column is
 * renamed or dropped on the remote engine, or the table renamed, the query
 * is right by the local catalog and fails in the wrapper with the remote
 * engine's words ("Unknown column 'email' in 'SELECT'").  No rewrite of the
 * query fixes that.  Here the live remote definition is read again the
 * way the wrapper itself would map it (IMPORT FOREIGN SCHEMA ... LIMIT TO,
 * into a throwaway schema, in a subtransaction that is always rolled back:
 * nothing stays), compared with the local definition, and what drifted is
 * reported with the statement that fixes it.  The import runs as the
 * caller, through the caller's user mapping; nothing of the mapping is
 * read here.
 */
#include "foreign_drift.h"

#include "access/table.h"
#include "catalog/namespace.h"
#include "catalog/pg_attribute.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "commands/defrem.h"
#include "executor/spi.h"
#include "foreign/foreign.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "parser/analyze.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"

#include "pinned_path.h"
#include "subxact.h"

/* Foreign tables of one query re-read at most (each is one remote round trip). */
#define MAX_DRIFT_TABLES 4

/* A column of the local definition, or of the live remote one. */
typedef struct DriftColumn
{
	char	   *local;			/* local attname (NULL for a remote column) */
	char	   *remote;			/* the remote column it maps to */
	char	   *type;			/* format_type */
	bool		has_option;		/* a column_name option is set */
} DriftColumn;

/* One foreign table the query reads, and what the remote side has now. */
typedef struct DriftTable
{
	Oid			relid;
	char	   *qualified;		/* local schema.name, quoted */
	char	   *localschema;	/* local schema, quoted */
	char	   *server;			/* quoted */
	char	   *remote_schema;
	char	   *remote_table;
	bool		table_name_set; /* table_name option set */
	bool		column_option;	/* the wrapper maps columns by a column_name option */
	List	   *local_cols;		/* DriftColumn * */
	List	   *live_cols;		/* DriftColumn *; NIL: the table is not there */
	char	   *failure;		/* why the re-read failed, or NULL */
} DriftTable;

/* Collect the foreign tables a query (and its sublinks, CTEs) reads. */
static bool
foreign_tables_walker(Node *node, void *context)
{
	List	  **relids = (List **) context;

	if (node == NULL)
		return false;
	if (IsA(node, RangeTblEntry))
	{
		RangeTblEntry *rte = (RangeTblEntry *) node;

		if (rte->rtekind == RTE_RELATION && rte->relkind == RELKIND_FOREIGN_TABLE)
			*relids = list_append_unique_oid(*relids, rte->relid);
		return false;
	}
	if (IsA(node, Query))
		return query_tree_walker((Query *) node, foreign_tables_walker, context,
								 QTW_EXAMINE_RTES_BEFORE);
	return expression_tree_walker(node, foreign_tables_walker, context);
}

/* The foreign tables sql reads, by parse analysis in a subtransaction (NIL when it does not analyse). */
static List *
foreign_tables_of(const char *sql)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	List	   *tree;
	List	   *volatile relids = NIL;

	if (!subxact_raw_parse(sql, &tree, NULL) || list_length(tree) != 1)
		return NIL;
	subxact_begin(callercxt);
	PG_TRY();
	{
		List	   *found = NIL;
		Query	   *query = parse_analyze_fixedparams(linitial_node(RawStmt, tree), sql,
													  NULL, 0, NULL);

		foreign_tables_walker((Node *) query, &found);
		relids = found;
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		FreeErrorData(subxact_abort(callercxt, oldowner));
		relids = NIL;
	}
	PG_END_TRY();
	return relids;
}

/* The value of option name in options, or NULL. */
static char *
option_value(List *options, const char *name)
{
	ListCell   *lc;

	foreach(lc, options)
	{
		DefElem    *def = lfirst(lc);

		if (strcmp(def->defname, name) == 0)
			return defGetString(def);
	}
	return NULL;
}

/*
 * Does the wrapper accept a column_name option on a column (postgres_fdw,
 * tds_fdw do; mysql_fdw 2.8 does not)?  Asked of its own validator.
 */
static bool
column_option_accepted(Oid fdwid)
{
	ForeignDataWrapper *fdw = GetForeignDataWrapper(fdwid);
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	volatile bool accepted = false;
	Datum		option = CStringGetTextDatum("column_name=x");
	ArrayType  *options;

	if (!OidIsValid(fdw->fdwvalidator))
		return true;			/* no validator: any option is taken */
	options = construct_array(&option, 1, TEXTOID, -1, false, TYPALIGN_INT);
	subxact_begin(callercxt);
	PG_TRY();
	{
		OidFunctionCall2(fdw->fdwvalidator, PointerGetDatum(options),
						 ObjectIdGetDatum(AttributeRelationId));
		accepted = true;
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		FreeErrorData(subxact_abort(callercxt, oldowner));
	}
	PG_END_TRY();
	return accepted;
}

/*
 * The local definition of a foreign table: where it points (the remote
 * schema: mysql_fdw's dbname, postgres_fdw's and tds_fdw's schema_name) and
 * which remote column each local column reads.  NULL when it cannot be
 * re-read by import (tds_fdw's query option, no remote schema).
 */
static DriftTable *
drift_table(Oid relid)
{
	ForeignTable *ft = GetForeignTable(relid);
	ForeignServer *server = GetForeignServer(ft->serverid);
	DriftTable *t = palloc0(sizeof(DriftTable));
	char	   *nspname = get_namespace_name(get_rel_namespace(relid));
	char	   *schema;
	Relation	rel;
	TupleDesc	desc;
	int			i;

	if (option_value(ft->options, "query") != NULL)
		return NULL;
	schema = option_value(ft->options, "dbname");
	if (schema == NULL)
		schema = option_value(ft->options, "schema_name");
	if (schema == NULL)
		schema = option_value(server->options, "dbname");
	if (schema == NULL)
		schema = nspname;		/* postgres_fdw's default */
	t->relid = relid;
	t->localschema = pstrdup(quote_identifier(nspname));
	t->qualified = quote_qualified_identifier(nspname, get_rel_name(relid));
	t->server = pstrdup(quote_identifier(server->servername));
	t->column_option = column_option_accepted(server->fdwid);
	t->remote_schema = pstrdup(schema);
	t->remote_table = option_value(ft->options, "table_name");
	t->table_name_set = t->remote_table != NULL;
	if (t->remote_table == NULL)
		t->remote_table = get_rel_name(relid);

	rel = table_open(relid, AccessShareLock);
	desc = RelationGetDescr(rel);
	for (i = 0; i < desc->natts; i++)
	{
		Form_pg_attribute att = TupleDescAttr(desc, i);
		DriftColumn *c;
		char	   *mapped;

		if (att->attisdropped)
			continue;
		c = palloc0(sizeof(DriftColumn));
		c->local = pstrdup(NameStr(att->attname));
		mapped = option_value(GetForeignColumnOptions(relid, att->attnum), "column_name");
		c->has_option = mapped != NULL;
		c->remote = mapped ? mapped : c->local;
		c->type = format_type_with_typemod(att->atttypid, att->atttypmod);
		t->local_cols = lappend(t->local_cols, c);
	}
	table_close(rel, AccessShareLock);
	return t;
}

/* Run one utility statement through SPI; it raises on failure. */
static void
spi_utility(const char *sql)
{
	int			rc = SPI_execute(sql, false, 0);

	if (rc < 0)
		elog(ERROR, "SPI_execute failed: %s", SPI_result_code_string(rc));
}

/*
 * Import the remote table of t into schema (which exists) and read its live
 * columns; a failure of this table's import is kept in t->failure.  Runs
 * inside the caller's throwaway subtransaction, in a nested one of its own.
 */
static void
reread_remote(DriftTable *t, const char *schema, MemoryContext keepcxt)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;

	subxact_begin(callercxt);
	PG_TRY();
	{
		Oid			argtypes[2] = {TEXTOID, TEXTOID};
		Datum		values[2];
		uint64		r;
		int			rc;
		MemoryContext old;

		spi_utility(psprintf("IMPORT FOREIGN SCHEMA %s LIMIT TO (%s) FROM SERVER %s INTO %s",
							 quote_identifier(t->remote_schema), quote_identifier(t->remote_table),
							 t->server, quote_identifier(schema)));
		values[0] = CStringGetTextDatum(schema);
		values[1] = CStringGetTextDatum(t->remote_table);
		rc = SPI_execute_with_args("SELECT a.attname::pg_catalog.text, "
								   "       pg_catalog.format_type(a.atttypid, a.atttypmod) "
								   "  FROM pg_catalog.pg_attribute a "
								   "  JOIN pg_catalog.pg_class c ON c.oid OPERATOR(pg_catalog.=) a.attrelid "
								   "  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace "
								   " WHERE n.nspname OPERATOR(pg_catalog.=) $1::pg_catalog.name "
								   "   AND c.relname OPERATOR(pg_catalog.=) $2::pg_catalog.name "
								   "   AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped "
								   " ORDER BY a.attnum",
								   /* not read-only: it must see the import */
								   2, argtypes, values, NULL, false, 0);
		if (rc != SPI_OK_SELECT)
			elog(ERROR, "SPI_execute_with_args failed: %s", SPI_result_code_string(rc));
		old = MemoryContextSwitchTo(keepcxt);
		for (r = 0; r < SPI_processed; r++)
		{
			DriftColumn *c = palloc0(sizeof(DriftColumn));

			c->remote = SPI_getvalue(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1);
			c->type = SPI_getvalue(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2);
			t->live_cols = lappend(t->live_cols, c);
		}
		MemoryContextSwitchTo(old);
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		t->failure = MemoryContextStrdup(keepcxt, edata->message);
		FreeErrorData(edata);
	}
	PG_END_TRY();
}

/*
 * Re-read every table of tables in one throwaway schema, always rolled
 * back.  Returns NULL, or why nothing could be re-read (no CREATE on the
 * database, a read-only transaction).
 */
static char *
reread_all(List *tables)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	char	   *volatile failure = NULL;

	subxact_begin(callercxt);
	PG_TRY();
	{
		char	   *schema = psprintf("nl2sql_heal_drift_%d", MyProcPid);
		int			nest = pin_search_path();
		ListCell   *lc;

		if (SPI_connect() != SPI_OK_CONNECT)
			elog(ERROR, "SPI_connect failed");
		spi_utility(psprintf("CREATE SCHEMA %s", quote_identifier(schema)));
		foreach(lc, tables)
		{
			DriftTable *t = lfirst(lc);

			/* one schema per table: two foreign tables may read the same remote one */
			char	   *own = psprintf("%s_%d", schema, foreach_current_index(lc));

			spi_utility(psprintf("CREATE SCHEMA %s", quote_identifier(own)));
			reread_remote(t, own, callercxt);
		}
		SPI_finish();
		unpin_search_path(nest);
		/* nothing stays: the schemas and the imported tables go */
		subxact_rollback(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		failure = pstrdup(edata->message);
		FreeErrorData(edata);
	}
	PG_END_TRY();
	return failure;
}

/* The column of cols that maps remote column name, or NULL. */
static DriftColumn *
column_mapping(List *cols, const char *remote)
{
	ListCell   *lc;

	foreach(lc, cols)
	{
		DriftColumn *c = lfirst(lc);

		if (strcmp(c->remote, remote) == 0)
			return c;
	}
	return NULL;
}

/* The names of cols as a comma-separated list (local names when local). */
static char *
column_list(List *cols, bool local)
{
	StringInfoData out;
	ListCell   *lc;

	initStringInfo(&out);
	foreach(lc, cols)
	{
		DriftColumn *c = lfirst(lc);

		if (out.len > 0)
			appendStringInfoString(&out, ", ");
		appendStringInfoString(&out, quote_identifier(local ? c->local : c->remote));
	}
	return out.data;
}

/* The re-import statements for t. */
static char *
reimport_fixit(const DriftTable *t)
{
	return psprintf("DROP FOREIGN TABLE %s; IMPORT FOREIGN SCHEMA %s LIMIT TO (%s) FROM SERVER %s INTO %s;",
					t->qualified, quote_identifier(t->remote_schema),
					quote_identifier(t->remote_table), t->server, t->localschema);
}

/* Compare t's definition with the live one; a note when they drifted apart, else NULL. */
static char *
drift_note(const DriftTable *t)
{
	List	   *missing = NIL;
	List	   *added = NIL;
	ListCell   *lc;

	if (t->failure)
		return psprintf("The definition of foreign table %s could not be re-read from server %s (%s); "
						"foreign drift was not checked.", t->qualified, t->server, t->failure);
	if (t->live_cols == NIL)
		return psprintf("Foreign drift: the remote table %s.%s that foreign table %s reads is not on server %s "
						"any more (renamed or dropped there, or hidden from the remote user). "
						"Fix-it: ALTER FOREIGN TABLE %s OPTIONS (%s table_name '<its new name>');",
						quote_identifier(t->remote_schema), quote_identifier(t->remote_table),
						t->qualified, t->server, t->qualified, t->table_name_set ? "SET" : "ADD");
	foreach(lc, t->local_cols)
	{
		DriftColumn *c = lfirst(lc);

		if (column_mapping(t->live_cols, c->remote) == NULL)
			missing = lappend(missing, c);
	}
	foreach(lc, t->live_cols)
	{
		DriftColumn *c = lfirst(lc);

		if (column_mapping(t->local_cols, c->remote) == NULL)
			added = lappend(added, c);
	}
	if (missing == NIL)
		return NULL;
	/* certain only when one column went and one came, of the same type */
	if (list_length(missing) == 1 && list_length(added) == 1 &&
		strcmp(((DriftColumn *) linitial(missing))->type, ((DriftColumn *) linitial(added))->type) == 0)
	{
		DriftColumn *gone = linitial(missing);
		DriftColumn *now = linitial(added);
		/* keep the local name where the wrapper can map it; else the local name follows */
		char	   *fixit = t->column_option
			? psprintf("ALTER FOREIGN TABLE %s ALTER COLUMN %s OPTIONS (%s column_name %s);",
					   t->qualified, quote_identifier(gone->local), gone->has_option ? "SET" : "ADD",
					   quote_literal_cstr(now->remote))
			: psprintf("ALTER FOREIGN TABLE %s RENAME COLUMN %s TO %s;",
					   t->qualified, quote_identifier(gone->local), quote_identifier(now->remote));

		return psprintf("Foreign drift: column %s of foreign table %s reads remote column %s, which %s.%s on "
						"server %s no longer has; its only new column, %s, has the same type (%s): the "
						"column was renamed there. Fix-it: %s",
						quote_identifier(gone->local), t->qualified, quote_identifier(gone->remote),
						quote_identifier(t->remote_schema), quote_identifier(t->remote_table),
						t->server, quote_identifier(now->remote), now->type, fixit);
	}
	return psprintf("Foreign drift: foreign table %s maps columns that %s.%s on server %s no longer has: %s%s%s. "
					"Fix-it: re-import it: %s",
					t->qualified, quote_identifier(t->remote_schema), quote_identifier(t->remote_table),
					t->server, column_list(missing, true),
					added ? "; the remote columns nothing maps: " : "",
					added ? column_list(added, false) : "",
					reimport_fixit(t));
}

List *
foreign_drift_diagnose(const char *sql, const ExecResult *res, bool *diagnosed)
{
	List	   *relids = foreign_tables_of(sql);
	List	   *tables = NIL;
	List	   *notes = NIL;
	char	   *failure;
	ListCell   *lc;

	*diagnosed = false;
	foreach(lc, relids)
	{
		Oid			relid = lfirst_oid(lc);
		DriftTable *t;

		/* only what the caller may read: a definition is not shown to anyone else */
		if (pg_class_aclcheck(relid, GetUserId(), ACL_SELECT) != ACLCHECK_OK)
			continue;
		if (list_length(tables) >= MAX_DRIFT_TABLES)
			break;
		t = drift_table(relid);
		if (t)
			tables = lappend(tables, t);
	}
	if (tables == NIL)
		return NIL;
	failure = reread_all(tables);
	if (failure)
		return list_make1(psprintf("Foreign drift was not checked: the remote definitions could not be "
								   "re-read into a throwaway schema (%s).", failure));
	foreach(lc, tables)
	{
		DriftTable *t = lfirst(lc);
		char	   *note = drift_note(t);

		if (note == NULL)
			continue;
		notes = lappend(notes, note);
		if (t->failure == NULL)
			*diagnosed = true;
	}
	return notes;
}
