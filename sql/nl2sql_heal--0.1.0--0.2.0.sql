-- nl2sql_heal 0.1.0 -> 0.2.0.  Every change to the SQL objects of
-- nl2sql_heal--0.2.0.sql is made here too, so that ALTER EXTENSION ... UPDATE
-- gives exactly what a fresh CREATE EXTENSION gives.
\echo Use "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'" to load this file. \quit

-- ---- schema-change journal ----
-- Renames and moves of tables, views, materialized views, foreign tables,
-- columns and schemas, their drops, and column type changes, recorded by
-- event triggers as they happen (in the DDL's transaction: a rolled-back
-- change leaves no entry).  Repairs follow it before guessing by similarity.
-- Names only, as pg_catalog shows them to every role.  Prune with
--   DELETE FROM nl2sql_heal.schema_journal WHERE changed_at < now() - interval '1 year';
CREATE TABLE schema_journal (
    entry_id        bigserial PRIMARY KEY,
    changed_at      timestamptz NOT NULL DEFAULT pg_catalog.now(),
    role_name       name NOT NULL,          -- the role that ran the DDL
    change          text NOT NULL,          -- rename, move, drop, type
    object_kind     text NOT NULL,          -- table, view, materialized view, foreign table, column, schema
    classid         oid,                    -- the object's address when it was recorded
    objid           oid,
    objsubid        integer,
    old_schema      name,
    old_relation    name,
    old_column      name,
    new_schema      name,                   -- NULL for drops
    new_relation    name,
    new_column      name,
    old_type        text,                   -- type changes
    new_type        text,
    object_identity text,                   -- after the change (the dropped object's, for drops)
    command_tag     text
);
CREATE INDEX schema_journal_old_relation ON schema_journal (old_relation);
CREATE INDEX schema_journal_old_column ON schema_journal (old_column) WHERE old_column IS NOT NULL;
CREATE INDEX schema_journal_old_schema ON schema_journal (old_schema) WHERE object_kind = 'schema';

COMMENT ON TABLE schema_journal IS
    'Schema changes (renames, moves, drops, column type changes) recorded by event triggers; repairs follow it first';

SELECT pg_catalog.pg_extension_config_dump('schema_journal', '');
SELECT pg_catalog.pg_extension_config_dump('schema_journal_entry_id_seq', '');

REVOKE ALL ON schema_journal FROM PUBLIC;
GRANT SELECT ON schema_journal TO PUBLIC;

CREATE FUNCTION journal_ddl_start() RETURNS event_trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_journal_ddl_start'
LANGUAGE C;
CREATE FUNCTION journal_ddl_end() RETURNS event_trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_journal_ddl_end'
LANGUAGE C;
CREATE FUNCTION journal_sql_drop() RETURNS event_trigger
AS 'MODULE_PATHNAME', 'nl2sql_heal_journal_sql_drop'
LANGUAGE C;

CREATE EVENT TRIGGER nl2sql_heal_journal_start ON ddl_command_start
    WHEN TAG IN ('ALTER TABLE', 'ALTER VIEW', 'ALTER MATERIALIZED VIEW', 'ALTER FOREIGN TABLE', 'ALTER SCHEMA')
    EXECUTE FUNCTION journal_ddl_start();
CREATE EVENT TRIGGER nl2sql_heal_journal_end ON ddl_command_end
    WHEN TAG IN ('ALTER TABLE', 'ALTER VIEW', 'ALTER MATERIALIZED VIEW', 'ALTER FOREIGN TABLE', 'ALTER SCHEMA')
    EXECUTE FUNCTION journal_ddl_end();
CREATE EVENT TRIGGER nl2sql_heal_journal_drop ON sql_drop
    WHEN TAG IN ('DROP TABLE', 'DROP VIEW', 'DROP MATERIALIZED VIEW', 'DROP FOREIGN TABLE', 'DROP SCHEMA',
                 'ALTER TABLE', 'ALTER FOREIGN TABLE', 'DROP OWNED')
    EXECUTE FUNCTION journal_sql_drop();

-- ---- remembered repairs ----
-- A repaired query is remembered under its normal form (whitespace and
-- comments folded), the role and the search_path; the next heal_execute of
-- it runs the rewrite directly (attempts[].repair = 'memory:<source>').  It is
-- forgotten when the rewrite fails or the journal shows a change to a relation
-- it names.  nl2sql_heal.remembered_max bounds the unpinned rows (least
-- recently used go first).  Written by the extension as the owner; each role
-- reads (and may forget) its own rows, as with receipts.
CREATE TABLE remembered (
    memory_id     bigserial PRIMARY KEY,
    query_hash    bigint NOT NULL,          -- of failing_sql
    role_name     name NOT NULL,
    search_path   text NOT NULL,
    failing_sql   text NOT NULL,            -- normalised
    rewrite       text NOT NULL,
    source        text NOT NULL,            -- what made the rewrite: rule:..., model:...
    notes         text[],
    created_at    timestamptz NOT NULL DEFAULT pg_catalog.now(),
    last_used     timestamptz NOT NULL DEFAULT pg_catalog.now(),
    hits          bigint NOT NULL DEFAULT 0, -- uses since made (written once per touch interval)
    pinned        boolean NOT NULL DEFAULT false,
    journal_mark  bigint NOT NULL DEFAULT 0, -- journal entries up to here were seen
    names         text[]                    -- names the rewrite uses
);
CREATE UNIQUE INDEX remembered_key ON remembered (query_hash, role_name, search_path);

COMMENT ON TABLE remembered IS
    'Remembered repairs: the rewrite of a failing query, run first the next time the same query comes';

SELECT pg_catalog.pg_extension_config_dump('remembered', '');
SELECT pg_catalog.pg_extension_config_dump('remembered_memory_id_seq', '');

ALTER TABLE remembered ENABLE ROW LEVEL SECURITY;
ALTER TABLE remembered FORCE ROW LEVEL SECURITY;
CREATE POLICY remembered_read ON remembered FOR SELECT
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT nl2sql_heal.sees_all_receipts()));
-- forget: your own; pin (and the extension's own updates): those who see all
CREATE POLICY remembered_delete ON remembered FOR DELETE
    USING (role_name OPERATOR(pg_catalog.=) CURRENT_USER OR (SELECT nl2sql_heal.sees_all_receipts()));
CREATE POLICY remembered_update ON remembered FOR UPDATE
    USING ((SELECT nl2sql_heal.sees_all_receipts())) WITH CHECK (true);
CREATE POLICY remembered_insert ON remembered FOR INSERT WITH CHECK (true);

REVOKE ALL ON remembered FROM PUBLIC;
GRANT SELECT, DELETE ON remembered TO PUBLIC;
GRANT UPDATE (pinned) ON remembered TO PUBLIC;

CREATE VIEW remembered_repairs WITH (security_invoker = true) AS
SELECT r.memory_id, r.role_name, r.search_path, r.failing_sql, r.rewrite, r.source, r.notes,
       r.created_at, r.last_used, r.hits, r.pinned
  FROM nl2sql_heal.remembered r;

COMMENT ON VIEW remembered_repairs IS 'Remembered repairs you may see (your own; all for DBAs)';
GRANT SELECT ON remembered_repairs TO PUBLIC;

-- Forget one remembered repair (yours, or any for DBAs); true when it was there.
CREATE FUNCTION forget_remembered(memory_id bigint) RETURNS boolean
LANGUAGE sql VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS $$
    WITH d AS (DELETE FROM nl2sql_heal.remembered r
                WHERE r.memory_id OPERATOR(pg_catalog.=) forget_remembered.memory_id RETURNING 1)
    SELECT pg_catalog.count(*) OPERATOR(pg_catalog.>) 0 FROM d
$$;

-- Forget every remembered repair you may see; returns how many.
CREATE FUNCTION forget_all_remembered() RETURNS bigint
LANGUAGE sql VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
    WITH d AS (DELETE FROM nl2sql_heal.remembered RETURNING 1)
    SELECT pg_catalog.count(*) FROM d
$$;

-- Pin (or unpin) a remembered repair: a DBA-verified rewrite kept regardless
-- of use (remembered_max does not count it).  A failure or a journal change
-- still forgets it.
CREATE FUNCTION pin_remembered(memory_id bigint, pinned boolean DEFAULT true) RETURNS boolean
LANGUAGE plpgsql VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT nl2sql_heal.sees_all_receipts() THEN
        RAISE EXCEPTION 'permission denied to pin remembered repairs'
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'Pinning is for roles that see every receipt (superusers, the extension owner, members of pg_read_all_stats).';
    END IF;
    UPDATE nl2sql_heal.remembered r SET pinned = pin_remembered.pinned
     WHERE r.memory_id OPERATOR(pg_catalog.=) pin_remembered.memory_id;
    RETURN FOUND;
END
$$;
