-- The rule tier resolves the relations a query names, and reads their
-- columns, from this database's system caches; a remote target reads them
-- with a catalog query.  Here every read is made both ways
-- (nl2sql_heal.schema_check_sql), and a difference in any row, its order,
-- a type's text or a flag raises: a name in two schemas on the path, pg_temp,
-- a schema or columns withheld, dropped columns, domains, arrays, type
-- modifiers, collations, views, names that are no readable relation, the
-- role's own functions ahead of pg_catalog, and changes between two calls.
SET client_min_messages = warning;
SET nl2sql_heal.remembered_max = 0;
SET nl2sql_heal.schema_check_sql = on;
CREATE SCHEMA sfc_a;
CREATE SCHEMA sfc_b;
CREATE SCHEMA sfc_hidden;
CREATE SCHEMA sfc_types;
CREATE DOMAIN sfc_types.price AS numeric(9,2);
CREATE TYPE sfc_types.mood AS ENUM ('calm', 'busy');
CREATE TABLE sfc_a.thing (id int PRIMARY KEY, gone text, label text, amount numeric(7,2),
                          code varchar(12), stamp timestamp(3), tags text[],
                          cost sfc_types.price, mood sfc_types.mood,
                          tag_c text COLLATE "C", tag_posix text COLLATE "POSIX",
                          tag_ucs text COLLATE ucs_basic, flag bool, born date);
ALTER TABLE sfc_a.thing DROP COLUMN gone;
ALTER TABLE sfc_a.thing ADD COLUMN late_one text;
CREATE TABLE sfc_b.thing (id int, title text);
CREATE TABLE sfc_b.other (id int, title text);
CREATE SEQUENCE sfc_a.shadow;
CREATE TABLE sfc_b.shadow (id int, title text);
CREATE VIEW sfc_b.thing_view AS SELECT id, label, amount FROM sfc_a.thing;
CREATE MATERIALIZED VIEW sfc_b.thing_mat AS SELECT id, label FROM sfc_a.thing;
CREATE TABLE sfc_a.partial (id int, shown text, withheld text);
CREATE TABLE sfc_hidden.secret (id int, payload text);
CREATE TABLE sfc_a.empty ();
INSERT INTO sfc_a.thing (id, label, amount, code, flag) VALUES (1, 'bolt', 1.50, 'B1', true);
INSERT INTO sfc_b.thing VALUES (1, 'other bolt');
INSERT INTO sfc_a.partial VALUES (1, 'x', 'y');
INSERT INTO sfc_hidden.secret VALUES (1, 'z');
REFRESH MATERIALIZED VIEW sfc_b.thing_mat;
CREATE ROLE regress_sfc_reader;
GRANT USAGE ON SCHEMA sfc_a, sfc_b, sfc_types TO regress_sfc_reader;
GRANT SELECT ON sfc_a.thing, sfc_b.thing, sfc_b.other, sfc_b.shadow, sfc_b.thing_view,
      sfc_b.thing_mat, sfc_hidden.secret TO regress_sfc_reader;
GRANT SELECT (id, shown) ON sfc_a.partial TO regress_sfc_reader;
CREATE FUNCTION pg_temp.heal(q text)
RETURNS TABLE (status text, sql text, repair text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r#>>'{attempts,-1,repair}'
      FROM nl2sql_heal.heal_execute(NULL, q, max_attempts => 2) r
$$;
SET search_path = sfc_a, sfc_b, public;

-- the first schema on the path holds the name; the second is read when named
SELECT * FROM pg_temp.heal('SELECT lable FROM thing');
SELECT * FROM pg_temp.heal('SELECT titel FROM sfc_b.thing');
-- must NOT fire: the visible thing has no such column
SELECT * FROM pg_temp.heal('SELECT titel FROM thing');
-- every type and collation read: the column after a dropped one, domains, arrays, modifiers
SELECT * FROM pg_temp.heal('SELECT lateone FROM thing');
SELECT * FROM pg_temp.heal('SELECT amont FROM thing');
-- must NOT fire: a dropped column
SELECT * FROM pg_temp.heal('SELECT gone FROM thing');
-- views and materialized views
SELECT * FROM pg_temp.heal('SELECT lable FROM thing_view');
SELECT * FROM pg_temp.heal('SELECT lable FROM thing_mat');
-- must NOT fire: a sequence ahead of a table of the same name, a sequence, an index
SELECT * FROM pg_temp.heal('SELECT titel FROM shadow');
SELECT * FROM pg_temp.heal('SELECT titel FROM sfc_a.shadow');
SELECT * FROM pg_temp.heal('SELECT lable FROM thing_pkey');
-- a relation without columns
SELECT * FROM pg_temp.heal('SELECT lable FROM empty');
-- pg_temp comes first unless the path places it
CREATE TEMP TABLE thing (id int, caption text);
SELECT * FROM pg_temp.heal('SELECT captoin FROM thing');
SELECT * FROM pg_temp.heal('SELECT lable FROM sfc_a.thing');
-- must NOT fire: the temporary thing has no label
SELECT * FROM pg_temp.heal('SELECT lable FROM thing');
SET search_path = sfc_a, pg_temp, sfc_b;
SELECT * FROM pg_temp.heal('SELECT lable FROM thing');
SET search_path = sfc_a, sfc_b, public;
DROP TABLE pg_temp.thing;

-- as a role that may not use sfc_hidden nor select partial.withheld
SET ROLE regress_sfc_reader;
SELECT * FROM pg_temp.heal('SELECT shwn FROM partial');
-- must NOT fire: the column, then the schema are withheld
SELECT * FROM pg_temp.heal('SELECT withheldd FROM partial');
SELECT * FROM pg_temp.heal('SELECT payloed FROM sfc_hidden.secret');
-- the role's own functions and operators, ahead of pg_catalog on its path, change nothing
RESET ROLE;
CREATE SCHEMA sfc_own AUTHORIZATION regress_sfc_reader;
SET ROLE regress_sfc_reader;
CREATE FUNCTION sfc_own.has_column_privilege(oid, smallint, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION sfc_own.has_schema_privilege(oid, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION sfc_own.pg_table_is_visible(oid) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION sfc_own.format_type(oid, integer) RETURNS text LANGUAGE sql AS 'SELECT ''mine''::text';
CREATE FUNCTION sfc_own.yes(name, name) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR sfc_own.= (LEFTARG = name, RIGHTARG = name, FUNCTION = sfc_own.yes);
SET search_path = sfc_own, pg_catalog, sfc_a, sfc_b;
SELECT status, repair FROM pg_temp.heal('SELECT withheldd FROM partial');
SELECT status, repair FROM pg_temp.heal('SELECT lable FROM thing');
SELECT status, repair FROM pg_temp.heal('SELECT payloed FROM sfc_hidden.secret');
SET search_path = sfc_a, sfc_b, public;
RESET ROLE;

-- what changes between two calls is seen by the next: a renamed column, a revoked grant
SELECT status, repair FROM pg_temp.heal('SELECT lable FROM thing');
ALTER TABLE sfc_a.thing RENAME COLUMN label TO caption;
SELECT status, repair FROM pg_temp.heal('SELECT lable FROM thing');
SELECT status, repair FROM pg_temp.heal('SELECT captoin FROM thing');
SET ROLE regress_sfc_reader;
SELECT status, repair FROM pg_temp.heal('SELECT captoin FROM thing');
RESET ROLE;
REVOKE SELECT ON sfc_a.thing FROM regress_sfc_reader;
SET ROLE regress_sfc_reader;
SELECT status, repair FROM pg_temp.heal('SELECT captoin FROM thing');
RESET ROLE;
REVOKE USAGE ON SCHEMA sfc_b FROM regress_sfc_reader;
SET ROLE regress_sfc_reader;
SELECT status, repair FROM pg_temp.heal('SELECT titel FROM sfc_b.other');
RESET ROLE;

-- leave nothing behind
RESET search_path;
RESET nl2sql_heal.schema_check_sql;
DROP SCHEMA sfc_a, sfc_b, sfc_hidden, sfc_types, sfc_own CASCADE;
DROP ROLE regress_sfc_reader;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
