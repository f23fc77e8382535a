-- Rule tier, relations: a misspelt relation's candidates are first kept to the
-- names that hold its digits in the same order (every way names.c matches
-- keeps them, and a table prefix holds none), so a catalog of dated or
-- numbered tables is not scored in full.  What matched before still does;
-- other digits never match; a relation created after a failed call is seen by
-- the next one (the kept catalog answer is dropped).
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
SET nl2sql_heal.remembered_max = 0;
CREATE SCHEMA regress_digits;
SET search_path = regress_digits, public;
CREATE TABLE regress_digits.orders_2024 (order_id int);
INSERT INTO regress_digits.orders_2024 VALUES (1), (2);
CREATE TABLE regress_digits.tbl_sales_7 (sale_id int);
INSERT INTO regress_digits.tbl_sales_7 VALUES (1);
CREATE TABLE regress_digits.orders_2025 (order_id int);
CREATE TABLE regress_digits.events (event_id int);

CREATE FUNCTION public.regress_digits_heal(q text)
RETURNS TABLE (status text, sql text, repair text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'attempts'->-1->>'repair'
      FROM nl2sql_heal.heal_execute('digits', q, max_attempts => 1) r
$$;

-- singular for plural, the digits kept
SELECT * FROM regress_digits_heal('SELECT count(*) FROM order_2024');
-- the same again (the kept catalog answer)
SELECT * FROM regress_digits_heal('SELECT count(*) FROM order_2024');
-- a table prefix dropped and a plural: the digits are the same
SELECT * FROM regress_digits_heal('SELECT count(*) FROM sale_7');
SELECT * FROM regress_digits_heal('SELECT count(*) FROM tbl_order_2025');
-- no digits on either side
SELECT * FROM regress_digits_heal('SELECT count(*) FROM event');
-- must not fire: other digits, or digits the live name lacks, or digits missing
SELECT * FROM regress_digits_heal('SELECT count(*) FROM order_2023');
SELECT * FROM regress_digits_heal('SELECT count(*) FROM order_202');
SELECT * FROM regress_digits_heal('SELECT count(*) FROM sales_70');
SELECT * FROM regress_digits_heal('SELECT count(*) FROM event_1');
SELECT * FROM regress_digits_heal('SELECT count(*) FROM orders');
-- created after the failed call: the next call sees it
CREATE TABLE regress_digits.orders_2023 (order_id int);
SELECT * FROM regress_digits_heal('SELECT count(*) FROM order_2023');

RESET search_path;
DROP FUNCTION public.regress_digits_heal(text);
DROP SCHEMA regress_digits CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
