/*
 * journal.c — the schema-change journal: event triggers that record renames,
 * moves, drops and column type changes of tables, views, materialized views,
 * foreign tables, columns and schemas in nl2sql_heal.schema_journal.
 *
 * ddl_command_start notes, by OID, the names (and column types) a command is
 * about to change; ddl_command_end reads them again and records what changed;
 * sql_drop records what was dropped.  Nothing here may make the user's DDL
 * fail: every write runs in a subtransaction, and an error becomes a WARNING.
 * Rows are written as the journal's owner (the extension owner), whatever the
 * DDL's role, and the row says which role it was.  A rolled-back DDL leaves
 * no entry: the rows are part of its transaction.
 */
#include "postgres.h"

#include "pg_compat.h"
#include "subxact.h"
#include "pinned_path.h"

#include "access/htup_details.h"
#include "access/xact.h"
#include "catalog/namespace.h"
#include "catalog/pg_attribute.h"
#include "catalog/pg_class.h"
#include "catalog/pg_namespace.h"
#include "commands/event_trigger.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "nodes/parsenodes.h"
#include "storage/proc.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/syscache.h"

#include "receipt_store.h"
#include "spi_plans.h"

/* What a command is about to change, noted at ddl_command_start. */
typedef enum PendingKind
{
	PENDING_RELATION,			/* rename or move of a relation */
	PENDING_COLUMN,				/* rename of a column */
	PENDING_COLUMN_TYPE,		/* type change of a column */
	PENDING_SCHEMA				/* rename of a schema */
} PendingKind;

typedef struct PendingChange
{
	PendingKind kind;
	Oid			objid;			/* relation or schema */
	AttrNumber	attnum;			/* columns */
	char	   *nspname;		/* names before the command */
	char	   *relname;
	char	   *attname;
	char	   *typname;		/* column type before, for type changes */
} PendingChange;

/* Lives in its own context: the transaction may abort between start and end. */
static MemoryContext pending_cxt = NULL;
static List *pending = NIL;
static LocalTransactionId pending_lxid = InvalidLocalTransactionId;

static SPIPlanPtr plan_insert;

PG_FUNCTION_INFO_V1(nl2sql_heal_journal_ddl_start);
PG_FUNCTION_INFO_V1(nl2sql_heal_journal_ddl_end);
PG_FUNCTION_INFO_V1(nl2sql_heal_journal_sql_drop);

/* Schemas whose objects are never journaled. */
static bool
ignored_schema(const char *nspname)
{
	return nspname == NULL ||
		strcmp(nspname, EXTENSION_SCHEMA) == 0 ||
		strcmp(nspname, "information_schema") == 0 ||
		strncmp(nspname, "pg_", 3) == 0;
}

/* The kind of object a relkind is, as the journal names it; NULL: not journaled. */
static const char *
relkind_name(char relkind)
{
	switch (relkind)
	{
		case RELKIND_RELATION:
		case RELKIND_PARTITIONED_TABLE:
			return "table";
		case RELKIND_VIEW:
			return "view";
		case RELKIND_MATVIEW:
			return "materialized view";
		case RELKIND_FOREIGN_TABLE:
			return "foreign table";
		default:
			return NULL;
	}
}

/* The type of a column as format_type shows it, or NULL. */
static char *
column_type(Oid relid, AttrNumber attnum)
{
	HeapTuple	tup = SearchSysCache2(ATTNUM, ObjectIdGetDatum(relid), Int16GetDatum(attnum));
	char	   *typname = NULL;

	if (HeapTupleIsValid(tup))
	{
		Form_pg_attribute att = (Form_pg_attribute) GETSTRUCT(tup);

		if (!att->attisdropped)
			typname = format_type_with_typemod(att->atttypid, att->atttypmod);
		ReleaseSysCache(tup);
	}
	return typname;
}

/* Note a relation (and, with column, one of its columns) the command may change. */
static void
note_relation(RangeVar *rv, PendingKind kind, const char *column)
{
	Oid			relid;
	char		relkind;
	PendingChange *p;

	if (rv == NULL)
		return;
	relid = RangeVarGetRelid(rv, NoLock, true);
	if (!OidIsValid(relid))
		return;
	relkind = get_rel_relkind(relid);
	if (relkind_name(relkind) == NULL || get_rel_persistence(relid) == RELPERSISTENCE_TEMP)
		return;
	p = palloc0(sizeof(PendingChange));
	p->kind = kind;
	p->objid = relid;
	p->nspname = get_namespace_name(get_rel_namespace(relid));
	p->relname = get_rel_name(relid);
	if (ignored_schema(p->nspname) || p->relname == NULL)
		return;
	if (column != NULL)
	{
		p->attnum = get_attnum(relid, column);
		if (p->attnum <= 0)
			return;
		p->attname = pstrdup(column);
		if (kind == PENDING_COLUMN_TYPE)
			p->typname = column_type(relid, p->attnum);
	}
	pending = lappend(pending, p);
}

/* What a statement is about to change. */
static void
note_statement(Node *parsetree)
{
	if (parsetree == NULL)
		return;
	if (IsA(parsetree, RenameStmt))
	{
		RenameStmt *stmt = (RenameStmt *) parsetree;

		switch (stmt->renameType)
		{
			case OBJECT_TABLE:
			case OBJECT_VIEW:
			case OBJECT_MATVIEW:
			case OBJECT_FOREIGN_TABLE:
				note_relation(stmt->relation, PENDING_RELATION, NULL);
				break;
			case OBJECT_COLUMN:
				note_relation(stmt->relation, PENDING_COLUMN, stmt->subname);
				break;
			case OBJECT_SCHEMA:
				{
					Oid			nsp = get_namespace_oid(stmt->subname, true);

					if (OidIsValid(nsp) && !ignored_schema(stmt->subname))
					{
						PendingChange *p = palloc0(sizeof(PendingChange));

						p->kind = PENDING_SCHEMA;
						p->objid = nsp;
						p->nspname = pstrdup(stmt->subname);
						pending = lappend(pending, p);
					}
				}
				break;
			default:
				break;
		}
	}
	else if (IsA(parsetree, AlterObjectSchemaStmt))
	{
		AlterObjectSchemaStmt *stmt = (AlterObjectSchemaStmt *) parsetree;

		switch (stmt->objectType)
		{
			case OBJECT_TABLE:
			case OBJECT_VIEW:
			case OBJECT_MATVIEW:
			case OBJECT_FOREIGN_TABLE:
				note_relation(stmt->relation, PENDING_RELATION, NULL);
				break;
			default:
				break;
		}
	}
	else if (IsA(parsetree, AlterTableStmt))
	{
		AlterTableStmt *stmt = (AlterTableStmt *) parsetree;
		ListCell   *lc;

		foreach(lc, stmt->cmds)
		{
			AlterTableCmd *cmd = lfirst(lc);

			if (IsA(cmd, AlterTableCmd) && cmd->subtype == AT_AlterColumnType && cmd->name)
				note_relation(stmt->relation, PENDING_COLUMN_TYPE, cmd->name);
		}
	}
}

/* One journal row, as text parameters (NULL for SQL NULL). */
enum
{
	J_ROLE, J_CHANGE, J_KIND, J_CLASSID, J_OBJID, J_OBJSUBID,
	J_OLD_SCHEMA, J_OLD_RELATION, J_OLD_COLUMN,
	J_NEW_SCHEMA, J_NEW_RELATION, J_NEW_COLUMN,
	J_OLD_TYPE, J_NEW_TYPE, J_IDENTITY, J_TAG, J_NCOLS
};

/* Insert rows into the journal, as its owner.  Caller is connected to SPI. */
static void
insert_rows(List *rows)
{
	Oid			types[J_NCOLS];
	OwnerRights owner;
	ListCell   *lc;
	int			i;

	if (rows == NIL)
		return;
	for (i = 0; i < J_NCOLS; i++)
		types[i] = TEXTOID;
	owner_rights_begin(&owner);
	PG_TRY();
	{
		prepare_kept(&plan_insert,
					 "INSERT INTO nl2sql_heal.schema_journal (role_name, change, object_kind, "
					 "  classid, objid, objsubid, old_schema, old_relation, old_column, "
					 "  new_schema, new_relation, new_column, old_type, new_type, "
					 "  object_identity, command_tag) "
					 "VALUES ($1::pg_catalog.name, $2, $3, $4::pg_catalog.oid, $5::pg_catalog.oid, "
					 "  $6::pg_catalog.int4, $7::pg_catalog.name, $8::pg_catalog.name, $9::pg_catalog.name, "
					 "  $10::pg_catalog.name, $11::pg_catalog.name, $12::pg_catalog.name, $13, $14, $15, $16)",
					 J_NCOLS, types);
		foreach(lc, rows)
		{
			char	  **row = lfirst(lc);
			Datum		values[J_NCOLS];
			char		nulls[J_NCOLS];

			for (i = 0; i < J_NCOLS; i++)
			{
				values[i] = row[i] ? CStringGetTextDatum(row[i]) : (Datum) 0;
				nulls[i] = row[i] ? ' ' : 'n';
			}
			if (SPI_execute_plan(plan_insert, values, nulls, false, 0) != SPI_OK_INSERT)
				elog(ERROR, "could not insert a schema journal entry");
		}
	}
	PG_FINALLY();
	{
		owner_rights_end(&owner);
	}
	PG_END_TRY();
}

static char **
new_row(const char *change, const char *kind, Oid classid, Oid objid, int objsubid,
		const char *tag)
{
	char	  **row = palloc0(sizeof(char *) * J_NCOLS);

	row[J_ROLE] = GetUserNameFromId(GetUserId(), false);
	row[J_CHANGE] = pstrdup(change);
	row[J_KIND] = pstrdup(kind);
	row[J_CLASSID] = psprintf("%u", classid);
	row[J_OBJID] = psprintf("%u", objid);
	row[J_OBJSUBID] = psprintf("%d", objsubid);
	row[J_TAG] = tag ? pstrdup(tag) : NULL;
	return row;
}

static char *
nstrdup(const char *s)
{
	return s ? pstrdup(s) : NULL;
}

/* The rows for what the noted changes came to, now that the command has run. */
static List *
rows_for_pending(const char *tag)
{
	List	   *rows = NIL;
	ListCell   *lc;

	foreach(lc, pending)
	{
		PendingChange *p = lfirst(lc);
		char	  **row;

		if (p->kind == PENDING_SCHEMA)
		{
			char	   *now = get_namespace_name(p->objid);

			if (now == NULL || strcmp(now, p->nspname) == 0)
				continue;
			row = new_row("rename", "schema", NamespaceRelationId, p->objid, 0, tag);
			row[J_OLD_SCHEMA] = nstrdup(p->nspname);
			row[J_NEW_SCHEMA] = now;
			row[J_IDENTITY] = pstrdup(quote_identifier(now));
			rows = lappend(rows, row);
			continue;
		}
		else
		{
			char	   *relname = get_rel_name(p->objid);
			char	   *nspname;
			const char *kind;

			if (relname == NULL)
				continue;
			nspname = get_namespace_name(get_rel_namespace(p->objid));
			kind = relkind_name(get_rel_relkind(p->objid));
			if (kind == NULL || nspname == NULL)
				continue;
			if (p->kind == PENDING_RELATION)
			{
				bool		moved = strcmp(nspname, p->nspname) != 0;

				if (!moved && strcmp(relname, p->relname) == 0)
					continue;
				row = new_row(moved ? "move" : "rename", kind, RelationRelationId, p->objid, 0, tag);
			}
			else
			{
				char	   *attname = get_attname(p->objid, p->attnum, true);

				if (attname == NULL)
					continue;
				if (p->kind == PENDING_COLUMN)
				{
					if (strcmp(attname, p->attname) == 0)
						continue;
					row = new_row("rename", "column", RelationRelationId, p->objid, p->attnum, tag);
				}
				else
				{
					char	   *typname = column_type(p->objid, p->attnum);

					if (typname == NULL || (p->typname && strcmp(typname, p->typname) == 0))
						continue;
					row = new_row("type", "column", RelationRelationId, p->objid, p->attnum, tag);
					row[J_OLD_TYPE] = nstrdup(p->typname);
					row[J_NEW_TYPE] = typname;
				}
				row[J_OLD_COLUMN] = nstrdup(p->attname);
				row[J_NEW_COLUMN] = attname;
			}
			row[J_OLD_SCHEMA] = nstrdup(p->nspname);
			row[J_OLD_RELATION] = nstrdup(p->relname);
			row[J_NEW_SCHEMA] = nspname;
			row[J_NEW_RELATION] = relname;
			row[J_IDENTITY] = row[J_NEW_COLUMN]
				? psprintf("%s.%s", quote_qualified_identifier(nspname, relname),
						   quote_identifier(row[J_NEW_COLUMN]))
				: quote_qualified_identifier(nspname, relname);
			rows = lappend(rows, row);
		}
	}
	return rows;
}

/* The rows for what the command dropped (pg_event_trigger_dropped_objects). */
static List *
rows_for_dropped(const char *tag)
{
	List	   *rows = NIL;
	uint64		r;

	if (SPI_execute("SELECT d.object_type, d.classid, d.objid, d.objsubid, "
					"       d.address_names[1], d.address_names[2], d.address_names[3], "
					"       d.object_identity "
					"  FROM pg_catalog.pg_event_trigger_dropped_objects() d "
					" WHERE NOT d.is_temporary "
					"   AND d.object_type OPERATOR(pg_catalog.=) ANY (ARRAY['table', 'view', "
					"       'materialized view', 'foreign table', 'table column', 'schema'])",
					true, 0) != SPI_OK_SELECT)
		elog(ERROR, "could not read the dropped objects");
	for (r = 0; r < SPI_processed; r++)
	{
		HeapTuple	tup = SPI_tuptable->vals[r];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		char	   *type = SPI_getvalue(tup, desc, 1);
		char	   *classid = SPI_getvalue(tup, desc, 2);
		char	   *objid = SPI_getvalue(tup, desc, 3);
		char	   *objsubid = SPI_getvalue(tup, desc, 4);
		char	   *a1 = SPI_getvalue(tup, desc, 5);
		char	   *a2 = SPI_getvalue(tup, desc, 6);
		char	   *a3 = SPI_getvalue(tup, desc, 7);
		char	  **row;

		if (ignored_schema(a1))
			continue;
		row = palloc0(sizeof(char *) * J_NCOLS);
		row[J_ROLE] = GetUserNameFromId(GetUserId(), false);
		row[J_CHANGE] = pstrdup("drop");
		row[J_KIND] = strcmp(type, "table column") == 0 ? pstrdup("column") : type;
		row[J_CLASSID] = classid;
		row[J_OBJID] = objid;
		row[J_OBJSUBID] = objsubid;
		row[J_OLD_SCHEMA] = a1;
		if (strcmp(type, "schema") != 0)
			row[J_OLD_RELATION] = a2;
		if (strcmp(type, "table column") == 0)
			row[J_OLD_COLUMN] = a3;
		row[J_IDENTITY] = SPI_getvalue(tup, desc, 8);
		row[J_TAG] = tag ? pstrdup(tag) : NULL;
		rows = lappend(rows, row);
	}
	return rows;
}

/*
 * Run fn in a subtransaction with SPI; an error becomes a WARNING and the
 * DDL goes on.  A cancel is not swallowed.
 */
static void
journal_guarded(List *(*fn) (const char *tag), const char *tag)
{
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	Oid			nsp = extension_schema_oid(true);

	/* the extension is being dropped, or its journal with it: nothing to record into */
	if (!OidIsValid(nsp) || !OidIsValid(get_relname_relid("schema_journal", nsp)))
		return;
	subxact_begin(callercxt);
	PG_TRY();
	{
		List	   *rows;
		/* the journal's own queries resolve nothing through the DDL's search_path */
		int			nestlevel = pin_search_path();

		if (SPI_connect() != SPI_OK_CONNECT)
			elog(ERROR, "SPI_connect failed");
		rows = fn(tag);
		insert_rows(rows);
		SPI_finish();
		unpin_search_path(nestlevel);
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		ereport(WARNING,
				(errcode(edata->sqlerrcode),
				 errmsg("the schema-change journal could not record this %s: %s",
						tag ? tag : "command", edata->message),
				 errdetail("The command itself was not affected."),
				 errhint("Repairs fall back to similarity for names this change touched.")));
		FreeErrorData(edata);
	}
	PG_END_TRY();
}

static const char *
trigger_tag(FunctionCallInfo fcinfo)
{
	EventTriggerData *trigdata;

	if (!CALLED_AS_EVENT_TRIGGER(fcinfo))
		ereport(ERROR,
				(errcode(ERRCODE_E_R_I_E_TRIGGER_PROTOCOL_VIOLATED),
				 errmsg("function must be called as an event trigger")));
	trigdata = (EventTriggerData *) fcinfo->context;
	return GetCommandTagName(trigdata->tag);
}

/* This transaction, as the pending changes are tagged. */
static LocalTransactionId
current_lxid(void)
{
#if PG_VERSION_NUM >= 170000
	return MyProc->vxid.lxid;
#else
	return MyProc->lxid;
#endif
}

/* ddl_command_start: note the names the command is about to change. */
Datum
nl2sql_heal_journal_ddl_start(PG_FUNCTION_ARGS)
{
	EventTriggerData *trigdata;
	MemoryContext callercxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;

	(void) trigger_tag(fcinfo);
	trigdata = (EventTriggerData *) fcinfo->context;
	if (pending_cxt == NULL)
		pending_cxt = AllocSetContextCreate(TopMemoryContext, "nl2sql_heal journal",
											ALLOCSET_SMALL_SIZES);
	MemoryContextReset(pending_cxt);
	pending = NIL;
	pending_lxid = current_lxid();
	/* only statements that can rename, move or retype something are looked at */
	if (trigdata->parsetree == NULL ||
		!(IsA(trigdata->parsetree, RenameStmt) || IsA(trigdata->parsetree, AlterObjectSchemaStmt) ||
		  IsA(trigdata->parsetree, AlterTableStmt)))
		PG_RETURN_VOID();
	subxact_begin(pending_cxt);
	PG_TRY();
	{
		note_statement(trigdata->parsetree);
		subxact_commit(callercxt, oldowner);
	}
	PG_CATCH();
	{
		/* a failed lookup only means this command goes unrecorded */
		ErrorData  *edata = subxact_abort(callercxt, oldowner);

		FreeErrorData(edata);
		MemoryContextReset(pending_cxt);
		pending = NIL;
	}
	PG_END_TRY();
	PG_RETURN_VOID();
}

/* ddl_command_end: record what the noted changes came to. */
Datum
nl2sql_heal_journal_ddl_end(PG_FUNCTION_ARGS)
{
	const char *tag = trigger_tag(fcinfo);

	if (pending != NIL && pending_lxid == current_lxid())
		journal_guarded(rows_for_pending, tag);
	if (pending_cxt)
		MemoryContextReset(pending_cxt);
	pending = NIL;
	PG_RETURN_VOID();
}

/* sql_drop: record the tables, views, columns and schemas dropped. */
Datum
nl2sql_heal_journal_sql_drop(PG_FUNCTION_ARGS)
{
	const char *tag = trigger_tag(fcinfo);

	journal_guarded(rows_for_dropped, tag);
	PG_RETURN_VOID();
}
