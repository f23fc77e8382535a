-- The live schema of each relation a query names is kept per name (catalog_cache.c,
-- catalog_read_cached_items): a query naming a relation already read, beside others,
-- reads only the others, and the answers come back together in the query's order.
-- Each change must still reach a kept name: a column renamed on a relation read
-- beside another, then asked for beside a third; answers kept and read in one call
-- stay attached to their own relation (two misspelt columns, one per relation, each
-- repaired to its own table's column); the same relation named twice; a relation
-- read under one name, created under another.  The journal is emptied after each
-- change, so only the live schema can repair.  Last, the candidates for a misspelt
-- relation, read by ranges of names, each range kept.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
CREATE SCHEMA regress_catitems;
SET search_path = regress_catitems, public;

CREATE FUNCTION regress_catitems.try(q text)
RETURNS TABLE (status text, repaired_sql text) LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
BEGIN
    r := nl2sql_heal.heal_execute('catalog cache items', q, max_attempts => 1);
    RETURN QUERY SELECT r->>'status', CASE WHEN r->>'status' = 'repaired' THEN r->>'sql' END;
END $$;

CREATE TABLE orders (order_id int, zzz numeric);
CREATE TABLE items (order_id int, quantity_sold int);
CREATE TABLE notes (order_id int, note_body text);
INSERT INTO orders VALUES (1, 10);
INSERT INTO items VALUES (1, 3);
INSERT INTO notes VALUES (1, 'rush');

-- 1. orders and items read together: no column of orders matches ordertotal
SELECT * FROM try('SELECT o.ordertotal, i.quantity_sold FROM orders o JOIN items i USING (order_id)');
ALTER TABLE orders RENAME COLUMN zzz TO order_total;
TRUNCATE nl2sql_heal.schema_journal;
-- orders again, now beside notes (read for the first time): the kept orders was dropped
SELECT * FROM try('SELECT o.ordertotal, n.note_body FROM notes n JOIN orders o USING (order_id)');

-- 2. three relations, two kept and one not, a misspelt column on each of two: each
--    repaired to its own relation's column
SELECT * FROM try('SELECT n.notebody, o.order_total, i.quantitysold FROM items i JOIN notes n USING (order_id) JOIN orders o USING (order_id)');
SELECT * FROM try('SELECT i.quantitysold, n.notebody FROM notes n JOIN items i USING (order_id)');

-- 3. the same relation twice, kept, then its column renamed
SELECT * FROM try('SELECT a.quantitysold FROM items a JOIN items b USING (order_id)');
ALTER TABLE items RENAME COLUMN quantity_sold TO units;
TRUNCATE nl2sql_heal.schema_journal;
SELECT * FROM try('SELECT a.quantitysold FROM items a JOIN items b USING (order_id)');
SELECT * FROM try('SELECT a.unit FROM items a JOIN items b USING (order_id)');

-- 4. a name read while nothing had it (beside a kept one), then created
SELECT * FROM try('SELECT s.shippeddate FROM orders o JOIN shipments s USING (order_id)');
CREATE TABLE shipments (order_id int, shipped_date date);
INSERT INTO shipments VALUES (1, '2024-01-02');
SELECT * FROM try('SELECT s.shippeddate FROM orders o JOIN shipments s USING (order_id)');

-- 5. a misspelt relation: its initial's range and the table prefixes' ranges are kept
--    apart, and a relation in both (tbl_ledger: the t range and the tbl prefix) is one
--    candidate, not two alike
CREATE TABLE tbl_ledger (entry int);
INSERT INTO tbl_ledger VALUES (1);
SELECT * FROM try('SELECT entry FROM tbl_ledgers');
SELECT * FROM try('SELECT entry FROM tblledger');
SELECT * FROM try('SELECT entry FROM regress_catitems.tbl_ledgers');
-- a relation created in a kept range
CREATE TABLE tally_sheet (entry int);
INSERT INTO tally_sheet VALUES (1);
SELECT * FROM try('SELECT entry FROM tally_sheets');

RESET search_path;
DROP SCHEMA regress_catitems CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
