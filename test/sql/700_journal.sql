-- The schema-change journal: what the event triggers record, and the journal
-- rule that follows it before any similarity rule guesses.
SET client_min_messages = warning;
-- the calls below count executions: nothing remembered may skip one
SET nl2sql_heal.remembered_max = 0;
CREATE ROLE regress_migrator;
CREATE ROLE regress_reader;
CREATE SCHEMA regress_jr;
GRANT USAGE ON SCHEMA regress_jr TO PUBLIC;
SET search_path = regress_jr, public;

-- status, final query, repair of each attempt, and the notes that matter (dates masked)
CREATE FUNCTION regress_jr.heal(q text)
RETURNS TABLE (status text, final_sql text, repairs text, notes text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql',
           (SELECT string_agg(coalesce(a->>'repair', 'original'), ', ' ORDER BY (a->>'attempt')::int)
              FROM jsonb_array_elements(r->'attempts') a),
           (SELECT string_agg(regexp_replace(n, '\d{4}-\d{2}-\d{2}', 'DATE', 'g'), ' | ')
              FROM jsonb_array_elements_text(r->'notes') n
             WHERE n !~ '^(Rules are the only|No repair source|Repair did not)')
      FROM nl2sql_heal.heal_execute('regress', q) r
$$;
GRANT EXECUTE ON FUNCTION regress_jr.heal(text) TO PUBLIC;

-- what the journal recorded since :mark
SELECT coalesce(max(entry_id), 0) AS mark FROM nl2sql_heal.schema_journal \gset
CREATE VIEW regress_jr.recent AS
SELECT change, object_kind, old_schema, old_relation, old_column,
       new_schema, new_relation, new_column, old_type, new_type, role_name
  FROM nl2sql_heal.schema_journal WHERE entry_id > :mark ORDER BY entry_id;

\x on
-- unrelated renames: nothing in common between the old names and the new
CREATE TABLE clientele (client_id int, amount numeric, city text);
INSERT INTO clientele VALUES (1, 10, 'Oslo'), (2, 32, 'Lima');
ALTER TABLE clientele RENAME TO patrons;
ALTER TABLE patrons RENAME COLUMN amount TO gross_value;
SELECT * FROM regress_jr.recent;
SELECT * FROM regress_jr.heal('SELECT c.client_id, c.amount FROM clientele c ORDER BY 1');
SELECT * FROM regress_jr.heal('SELECT amount, count(*) FROM patrons WHERE amount > 0 GROUP BY amount ORDER BY amount');
-- the old name used as a qualifier keeps working
SELECT * FROM regress_jr.heal('SELECT clientele.city FROM clientele WHERE clientele.client_id = 2');

-- a move to a schema off the search path
SELECT coalesce(max(entry_id), 0) AS mark FROM nl2sql_heal.schema_journal \gset
CREATE SCHEMA regress_jr_vault;
GRANT USAGE ON SCHEMA regress_jr_vault TO PUBLIC;
CREATE TABLE ledger (entry int);
INSERT INTO ledger VALUES (7);
ALTER TABLE ledger SET SCHEMA regress_jr_vault;
SELECT change, old_schema, old_relation, new_schema, new_relation
  FROM nl2sql_heal.schema_journal WHERE entry_id > :mark ORDER BY entry_id;
SELECT * FROM regress_jr.heal('SELECT entry FROM ledger');

-- rename and move in one migration, then a chain: a -> b -> c, a view and a matview
BEGIN;
CREATE TABLE shipments (weight int);
INSERT INTO shipments VALUES (3);
ALTER TABLE shipments RENAME TO consignments;
ALTER TABLE consignments SET SCHEMA regress_jr_vault;
COMMIT;
SELECT * FROM regress_jr.heal('SELECT weight FROM shipments');
CREATE TABLE alpha (v int);
INSERT INTO alpha VALUES (1);
ALTER TABLE alpha RENAME TO bravo;
ALTER TABLE bravo RENAME TO charlie;
SELECT * FROM regress_jr.heal('SELECT v FROM alpha');
SELECT * FROM regress_jr.heal('SELECT v FROM bravo');
-- every reference to the old names is rewritten in one go
SELECT * FROM regress_jr.heal('SELECT a.v FROM alpha a JOIN alpha b ON b.v = a.v');
CREATE VIEW sights AS SELECT 1 AS n;
ALTER VIEW sights RENAME TO vistas;
CREATE MATERIALIZED VIEW totals AS SELECT 2 AS n;
ALTER MATERIALIZED VIEW totals RENAME TO sums;
SELECT * FROM regress_jr.heal('SELECT s.n + t.n FROM sights s, totals t');

-- a schema renamed, then a table in it renamed, then a column of it
CREATE SCHEMA regress_jr_sales;
CREATE TABLE regress_jr_sales.orders (qty int);
INSERT INTO regress_jr_sales.orders VALUES (5);
ALTER SCHEMA regress_jr_sales RENAME TO regress_jr_commerce;
ALTER TABLE regress_jr_commerce.orders RENAME TO purchases;
ALTER TABLE regress_jr_commerce.purchases RENAME COLUMN qty TO units;
SELECT * FROM regress_jr.heal('SELECT o.qty FROM regress_jr_sales.orders o');

-- column type changes are recorded
SELECT coalesce(max(entry_id), 0) AS mark FROM nl2sql_heal.schema_journal \gset
ALTER TABLE regress_jr_commerce.purchases ALTER COLUMN units TYPE bigint;
SELECT change, old_column, old_type, new_type
  FROM nl2sql_heal.schema_journal WHERE entry_id > :mark ORDER BY entry_id;

-- drops: a note, and no guess even where similarity would have found one
CREATE TABLE prices (price numeric, prices numeric);
INSERT INTO prices VALUES (1, 2);
ALTER TABLE prices DROP COLUMN price;
SELECT * FROM regress_jr.heal('SELECT price FROM prices');
CREATE TABLE stock_level (n int);
CREATE TABLE stock_levels (n int);
INSERT INTO stock_levels VALUES (1);
DROP TABLE stock_level;
SELECT * FROM regress_jr.heal('SELECT n FROM stock_level');
SELECT coalesce(max(entry_id), 0) AS mark FROM nl2sql_heal.schema_journal \gset
DROP SCHEMA regress_jr_commerce CASCADE;
SELECT change, object_kind, old_schema, old_relation
  FROM nl2sql_heal.schema_journal WHERE entry_id > :mark ORDER BY entry_id;
SELECT * FROM regress_jr.heal('SELECT o.qty FROM regress_jr_sales.orders o');

-- a rename rolled back, and DDL inside a failing transaction, leave no entry
SELECT coalesce(max(entry_id), 0) AS mark FROM nl2sql_heal.schema_journal \gset
CREATE TABLE kept (k int);
BEGIN;
ALTER TABLE kept RENAME TO discarded;
ROLLBACK;
BEGIN;
ALTER TABLE kept RENAME COLUMN k TO kk;
SELECT 1 / 0;
COMMIT;
BEGIN;
SAVEPOINT before;
ALTER TABLE kept RENAME TO also_discarded;
ROLLBACK TO SAVEPOINT before;
ALTER TABLE kept RENAME COLUMN k TO key_value;
COMMIT;
SELECT change, old_relation, old_column, new_relation, new_column
  FROM nl2sql_heal.schema_journal WHERE entry_id > :mark ORDER BY entry_id;

-- a DDL by a role that may not write the journal is recorded, with its role
CREATE TABLE owned (o int);
ALTER TABLE owned OWNER TO regress_migrator;
SET ROLE regress_migrator;
ALTER TABLE owned RENAME COLUMN o TO ownership;
RESET ROLE;
SELECT change, old_column, new_column, role_name
  FROM nl2sql_heal.schema_journal WHERE old_relation = 'owned';

-- a DDL the journal cannot record still succeeds (with a warning)
ALTER TABLE nl2sql_heal.schema_journal ADD CONSTRAINT regress_refuse CHECK (change <> 'rename') NOT VALID;
CREATE TABLE unrecorded (u int);
ALTER TABLE unrecorded RENAME TO still_renamed;
SELECT to_regclass('still_renamed') IS NOT NULL AS renamed;
ALTER TABLE nl2sql_heal.schema_journal DROP CONSTRAINT regress_refuse;
SELECT count(*) AS entries FROM nl2sql_heal.schema_journal WHERE new_relation = 'still_renamed';

-- privileges: an entry for a relation the role may not read makes no rewrite
CREATE TABLE payroll (salary int);
ALTER TABLE payroll RENAME TO compensation;
CREATE TABLE notices (body text);
INSERT INTO notices VALUES ('hi');
ALTER TABLE notices RENAME COLUMN body TO message;
GRANT SELECT ON notices TO regress_reader;
SET ROLE regress_reader;
SELECT * FROM regress_jr.heal('SELECT salary FROM payroll');
SELECT * FROM regress_jr.heal('SELECT body FROM notices');
RESET ROLE;

-- must not fire: a name the journal does not know is left to similarity
CREATE TABLE tbl_suppliers (supplier_name text);
INSERT INTO tbl_suppliers VALUES ('Acme');
SELECT * FROM regress_jr.heal('SELECT supplier_name FROM suppliers');
-- must not fire: an old name from a schema that is not on the search path
CREATE SCHEMA regress_jr_elsewhere;
CREATE TABLE regress_jr_elsewhere.gadgets (g int);
ALTER TABLE regress_jr_elsewhere.gadgets RENAME TO widgets;
SELECT * FROM regress_jr.heal('SELECT g FROM gadgets');
-- must not fire: a renamed column of a table the query does not use
CREATE TABLE depots (site text);
ALTER TABLE depots RENAME COLUMN site TO location;
CREATE TABLE branches (label text);
INSERT INTO branches VALUES ('x');
SELECT * FROM regress_jr.heal('SELECT site FROM branches');
\x off

RESET search_path;
DROP SCHEMA regress_jr, regress_jr_vault, regress_jr_elsewhere CASCADE;
DROP ROLE regress_migrator;
DROP ROLE regress_reader;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
