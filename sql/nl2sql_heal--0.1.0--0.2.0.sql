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
