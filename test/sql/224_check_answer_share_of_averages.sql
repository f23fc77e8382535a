-- Averages and extremes do not add up: a figure is not grounded as a row's
-- share of the total of a column of averages (avg_price) unless its
-- sentence names that column; a share of an additive column still grounds.
SET client_min_messages = warning;
CREATE SCHEMA plaus224;
CREATE TABLE plaus224.categories (category text, products int, avg_price numeric);
INSERT INTO plaus224.categories VALUES ('Beverages', 12, 37.98), ('Condiments', 12, 23.06),
    ('Confections', 13, 25.16), ('Dairy', 10, 28.73), ('Grains', 7, 20.25), ('Meat', 6, 54.01),
    ('Produce', 5, 32.37), ('Seafood', 12, 20.68);

SELECT (nl2sql_heal.heal_execute('Products and average price per category?',
    'SELECT category, products, avg_price FROM plaus224.categories ORDER BY category')->>'receipt_id')::bigint AS r \gset

SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    -- Meat is 6 of 77 products (7.8%); 54.01 is 22.3% of the avg_price column's total: not a quarter of anything
    ('Meat holds 6 of the 77 products, about a quarter of them.'),
    ('Meat holds 22.3% of the products.'),
    -- the share of the additive column grounds
    ('Meat holds 6 of the 77 products, 7.8% of them.'),
    -- the sentence names the column of averages: its share is what it says
    ('Meat makes up 22.3% of all avg_price.')
) a(answer);

DROP SCHEMA plaus224 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
