-- The lookup rule reads the foreign keys of this database from the system
-- caches; a remote target reads them with a catalog query.  Here every read
-- is made both ways (nl2sql_heal.lookup_check_sql), and a difference in any
-- row, its order, or its privilege flag raises: keys across schemas, a
-- composite key, a dropped column, self-references, column and schema
-- privileges withheld, and changes between two calls.
SET client_min_messages = warning;
SET nl2sql_heal.remembered_max = 0;
SET nl2sql_heal.lookup_check_sql = on;
CREATE SCHEMA fkc_main;
CREATE SCHEMA fkc_ref;
CREATE SCHEMA fkc_hidden;
CREATE TABLE fkc_ref.maker (id int PRIMARY KEY, gone text, maker_name text, country text);
ALTER TABLE fkc_ref.maker DROP COLUMN gone;
CREATE TABLE fkc_ref.region (code text PRIMARY KEY, region_name text, country text);
CREATE TABLE fkc_ref.partial (id int PRIMARY KEY, shown text, partial_name text);
CREATE TABLE fkc_ref.grade (a int, b int, grade_name text, PRIMARY KEY (a, b));
CREATE TABLE fkc_hidden.vendor (id int PRIMARY KEY, vendor_name text);
CREATE TABLE fkc_main.item (id int PRIMARY KEY, label text,
                            maker_id int REFERENCES fkc_ref.maker,
                            vendor_id int REFERENCES fkc_hidden.vendor,
                            partial_id int REFERENCES fkc_ref.partial,
                            ga int, gb int, FOREIGN KEY (ga, gb) REFERENCES fkc_ref.grade,
                            parent_id int REFERENCES fkc_main.item,
                            region_code text REFERENCES fkc_ref.region (code));
INSERT INTO fkc_ref.maker VALUES (1, 'Acme', 'NL'), (2, 'Zenith', 'FR');
INSERT INTO fkc_ref.region VALUES ('n', 'North', 'NL');
INSERT INTO fkc_ref.partial VALUES (1, 'x', 'first');
INSERT INTO fkc_ref.grade VALUES (1, 1, 'top');
INSERT INTO fkc_hidden.vendor VALUES (1, 'Shop');
INSERT INTO fkc_main.item VALUES (1, 'bolt', 1, 1, 1, 1, 1, NULL, 'n'), (2, 'nut', 2, NULL, NULL, NULL, NULL, 1, NULL);
CREATE ROLE regress_fkc_reader;
GRANT USAGE ON SCHEMA fkc_main, fkc_ref TO regress_fkc_reader;
GRANT SELECT ON fkc_main.item, fkc_ref.maker, fkc_ref.grade, fkc_hidden.vendor TO regress_fkc_reader;
GRANT SELECT (id, shown) ON fkc_ref.partial TO regress_fkc_reader;
GRANT SELECT (code) ON fkc_ref.region TO regress_fkc_reader;
CREATE FUNCTION pg_temp.heal(q text)
RETURNS TABLE (status text, sql text, repair text, notes text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r#>>'{attempts,-1,repair}',
           (SELECT string_agg(n, ' | ') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n NOT LIKE 'Rules are the only repair source%')
      FROM nl2sql_heal.heal_execute(NULL, q, max_attempts => 2) r
$$;

-- as a superuser: a key to another schema, a schema of its own, a key column of its own
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE maker_name = ''Acme''');
SELECT * FROM pg_temp.heal('SELECT i.label, vendor_name FROM fkc_main.item i ORDER BY i.id');
SELECT * FROM pg_temp.heal('SELECT label, partial_name FROM fkc_main.item ORDER BY id');
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE region_name = ''North''');
-- must NOT fire: two keys lead to a table with the column
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE country = ''NL''');
-- must NOT fire: the key has two columns
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE grade_name = ''top''');
-- must NOT fire: the column was dropped
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE gone = ''x''');

-- as a role that may not use fkc_hidden, nor select partial_name or region's other columns
SET ROLE regress_fkc_reader;
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE maker_name = ''Acme''');
-- must NOT fire: the schema, then the column, then the key's table's other column are withheld
SELECT * FROM pg_temp.heal('SELECT i.label, vendor_name FROM fkc_main.item i ORDER BY i.id');
SELECT * FROM pg_temp.heal('SELECT label, partial_name FROM fkc_main.item ORDER BY id');
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE region_name = ''North''');
SELECT * FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE country = ''NL''');
-- the role's own functions and operators, ahead of pg_catalog on its path, change nothing
RESET ROLE;
CREATE SCHEMA fkc_own AUTHORIZATION regress_fkc_reader;
SET ROLE regress_fkc_reader;
CREATE FUNCTION fkc_own.has_column_privilege(oid, smallint, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION fkc_own.has_schema_privilege(oid, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION fkc_own.yes(name, name) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR fkc_own.= (LEFTARG = name, RIGHTARG = name, FUNCTION = fkc_own.yes);
SET search_path = fkc_own, pg_catalog, public;
SELECT status, repair, notes FROM pg_temp.heal('SELECT label, partial_name FROM fkc_main.item ORDER BY id');
SELECT status, repair FROM pg_temp.heal('SELECT i.label, vendor_name FROM fkc_main.item i ORDER BY i.id');
RESET search_path;
RESET ROLE;

-- what changes between two calls is seen by the next: a revoked grant, a
-- renamed column, a dropped key
REVOKE SELECT ON fkc_ref.maker FROM regress_fkc_reader;
SET ROLE regress_fkc_reader;
SELECT status, repair FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE maker_name = ''Acme''');
RESET ROLE;
ALTER TABLE fkc_ref.maker RENAME COLUMN maker_name TO trademark;
SELECT status, repair FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE maker_name = ''Acme''');
SELECT status, sql, repair FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE trademark = ''Acme''');
ALTER TABLE fkc_main.item DROP CONSTRAINT item_maker_id_fkey;
SELECT status, repair FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE trademark = ''Acme''');
-- the region key now leads alone to a country
SELECT status, sql, repair FROM pg_temp.heal('SELECT label FROM fkc_main.item WHERE country = ''NL''');

-- leave nothing behind
RESET nl2sql_heal.lookup_check_sql;
DROP SCHEMA fkc_main, fkc_ref, fkc_hidden, fkc_own CASCADE;
DROP ROLE regress_fkc_reader;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
