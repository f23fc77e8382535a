-- Rule tier, relations: an unknown relation matched to the live one.
SET client_min_messages = warning;
CREATE SCHEMA warehouse;
CREATE SCHEMA archive;
CREATE SCHEMA vault;
SET search_path = warehouse, public;

CREATE TABLE warehouse.shipments (shipment_id int, carrier text, weight_kg numeric);
INSERT INTO warehouse.shipments VALUES (1, 'DHL', 2.5), (2, 'UPS', 1.0);
CREATE TABLE warehouse.tbl_pallet (pallet_id int, slot text);
INSERT INTO warehouse.tbl_pallet VALUES (7, 'A1');
CREATE TABLE warehouse."StockLevels" (sku text, on_hand int);
INSERT INTO warehouse."StockLevels" VALUES ('X-1', 4);
CREATE TABLE archive.returns (return_id int, reason text);
INSERT INTO archive.returns VALUES (1, 'damaged');
-- the same name in two schemas off the search path: ambiguous
CREATE TABLE archive.audit_log (at date);
CREATE TABLE vault.audit_log (at date);
-- two tables equally close to a missing name
CREATE TABLE warehouse.bin_a (x int);
CREATE TABLE warehouse.bin_b (x int);
-- a close match the role may not read
CREATE TABLE vault.invoice_items (item_id int);

CREATE FUNCTION heal(q text)
RETURNS TABLE (status text, sql text, repair text, notes text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'attempts'->-1->>'repair',
           (SELECT string_agg(n, E'\n') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n LIKE 'Repaired by%')
      FROM nl2sql_heal.heal_execute('relations', q) r
$$;

-- another schema the role can use (exact name)
SELECT * FROM heal('SELECT reason FROM returns');
-- foreign qualifications: T-SQL dbo., BigQuery dataset., a schema in another case
SELECT * FROM heal('SELECT carrier FROM dbo.shipments ORDER BY 1');
SELECT * FROM heal('SELECT s.carrier FROM shop_dataset.shipments s JOIN shop_dataset.tbl_pallet p ON p.pallet_id = 7 ORDER BY 1');
SELECT * FROM heal('SELECT count(*) FROM "Archive".returns');
-- the schema the query names wins over the search path
CREATE TABLE archive.shipments (shipment_id int);
SELECT * FROM heal('SELECT count(*) FROM archive.shipment');
DROP TABLE archive.shipments;
-- 4-part names are not PostgreSQL at all; the rules still find the relation
SELECT * FROM heal('SELECT count(*) FROM srv.db.dbo.shipments');
-- database.schema.table as given: PostgreSQL says 0A000 (feature not supported), which
-- the contract does not class as repairable, so nothing is rewritten
SELECT r->>'status' AS status, r->'attempts'->0->>'sqlstate' AS sqlstate, r->'attempts'->0->>'class' AS class
  FROM nl2sql_heal.heal_execute('relations', 'SELECT count(*) FROM otherdb.dbo.shipments') r;
-- singular / plural, case, prefixes: the name the query used stays as an alias
SELECT * FROM heal('SELECT shipment.carrier FROM shipment ORDER BY 1');
SELECT * FROM heal('SELECT slot FROM pallet');
SELECT * FROM heal('SELECT sku, on_hand FROM stocklevels');
SELECT * FROM heal('SELECT stock_levels.sku FROM stock_levels');
-- a relation and its columns renamed: one attempt
SELECT * FROM heal('SELECT Carrier, WeightKg FROM Shipment WHERE ShipmentId = 1');

-- ambiguous: the same name in two other schemas; two equally close names
SELECT status, repair FROM heal('SELECT * FROM audit_log');
SELECT status, repair FROM heal('SELECT * FROM bin');
-- a WITH query's name is never renamed to a table
SELECT status, repair FROM heal('WITH shipment_totals AS (SELECT 1 AS n) SELECT * FROM shipment_total');
-- a relation the role may not read is never suggested
CREATE ROLE regress_rules_clerk;
GRANT USAGE ON SCHEMA warehouse, vault TO regress_rules_clerk;
GRANT SELECT ON warehouse.shipments TO regress_rules_clerk;
SET ROLE regress_rules_clerk;
SELECT status, repair FROM heal('SELECT * FROM invoice_item');
SELECT status, repair FROM heal('SELECT * FROM returns');
SELECT * FROM heal('SELECT count(*) FROM shipment');
RESET ROLE;
SELECT status, sql FROM heal('SELECT count(*) FROM invoice_item');
DROP OWNED BY regress_rules_clerk;
DROP ROLE regress_rules_clerk;
RESET search_path;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP SCHEMA warehouse, archive, vault CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
