-- Rule tier, identifiers: the table's name cut short as a column prefix
-- (custome_id for id in customers), and a two-letter word of a multi-word
-- name lacking a three-letter word's middle letter (tt_sales_amt).
SET client_min_messages = warning;
CREATE SCHEMA stemx;
SET search_path = stemx, public;
CREATE TABLE stemx.customers (id int, name text, tot_sales_amt numeric);
CREATE TABLE stemx.accounts (id int, account_id int, bal numeric);
INSERT INTO stemx.customers VALUES (1, 'ann', 10), (2, 'bob', 20);
INSERT INTO stemx.accounts VALUES (1, 7, 1.5);

CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, repair text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('stems', q, max_attempts => 2) r
$$;

SELECT * FROM healed('SELECT custome_id, name FROM customers ORDER BY 1');
SELECT * FROM healed('SELECT c.custome_id FROM customers c WHERE c.name = ''bob''');
SELECT * FROM healed('SELECT sum(tt_sales_amt) FROM customers');
-- must NOT fire: a stem too short to tell (cus_)
SELECT status, repair FROM healed('SELECT cus_id FROM customers');
-- a name that is a typo of another column (PostgreSQL's hint names it) is that column, not
-- the cut-short prefix of this table's id
SELECT status, sql FROM healed('SELECT accoun_id FROM accounts');
-- must NOT fire: a two-letter word alone is not enough to tell (tt is not tot)
ALTER TABLE stemx.customers ADD COLUMN tot int;
SELECT status, repair FROM healed('SELECT tt FROM customers');

RESET search_path;
DROP SCHEMA stemx CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
