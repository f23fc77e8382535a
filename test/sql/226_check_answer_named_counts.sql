-- Figures said of one named row: a whole count right after the row it is
-- said of ("Seafood lists 10 products") is that row's cell, not the column's
-- average or another row's value; a list of rows still sums. A fraction in
-- words is never read from a column of integers (a count of 1 is not "all of
-- them"). A name may start with a one-letter word ("R&B/Soul"). A figure
-- derived in one sentence is no operand of a derivation in another.
SET client_min_messages = warning;
CREATE SCHEMA plaus226;
CREATE TABLE plaus226.categories (category text, products int);
INSERT INTO plaus226.categories VALUES ('Confections', 13), ('Beverages', 12), ('Seafood', 12),
    ('Condiments', 12), ('Dairy', 10), ('Grains', 7), ('Meat', 6), ('Produce', 5);
CREATE TABLE plaus226.countries (country text, customers int);
INSERT INTO plaus226.countries VALUES ('USA', 13), ('Canada', 8), ('Brazil', 5), ('France', 5),
    ('Germany', 4), ('Spain', 5), ('UK', 3), ('Hungary', 1), ('Ireland', 1), ('Italy', 1);
CREATE TABLE plaus226.genres (genre text, tracks int);
INSERT INTO plaus226.genres VALUES ('Rock', 1297), ('R&B/Soul', 61), ('Pop', 48), ('Reggae', 58);

SELECT (nl2sql_heal.heal_execute('Products per category?',
    'SELECT category, products FROM plaus226.categories ORDER BY products DESC, category')->>'receipt_id')::bigint AS p \gset
SELECT (nl2sql_heal.heal_execute('Customers per country?',
    'SELECT country, customers FROM plaus226.countries ORDER BY customers DESC, country')->>'receipt_id')::bigint AS c \gset
SELECT (nl2sql_heal.heal_execute('Tracks per genre?',
    'SELECT genre, tracks FROM plaus226.genres ORDER BY tracks DESC')->>'receipt_id')::bigint AS g \gset

SELECT answer, nl2sql_heal.check_answer(:p, answer)->>'reason' AS reason FROM (VALUES
    ('Seafood lists 12 products.'),
    -- Dairy's 10, about the column's average (9.6): not Seafood's
    ('Seafood lists 10 products.'),
    -- a list of rows, or a sentence that sums: the sum, not one row's cell
    ('Dairy, Grains and Meat list 23 products between them.'),
    ('Seafood and Dairy together list 22 products.'),
    -- said of Seafood a few words on: still Seafood's
    ('Of all categories, the one we looked at closely, Seafood, is typical with 10 products.'),
    -- no row named: the average (9.6) grounds it as before
    ('A category lists about 10 products on average.')
) a(answer);

SELECT answer, nl2sql_heal.check_answer(:c, answer)->>'reason' AS reason FROM (VALUES
    -- 1 of 46 is about 2%
    ('Hungary has 1 customer. Hungary accounts for more than a tenth of all 46 customers.'),
    ('Hungary has 1 customer. Hungary accounts for less than a tenth of all 46 customers.'),
    -- 13 of 46 is 28%: not more than a third, though 5 / 13 (two figures of the answer, one derived elsewhere) is 38%
    ('USA has 13 customers. USA is 5 ahead of the runner-up, Canada. USA accounts for more than a third of all 46 customers.'),
    ('USA has 13 customers. USA is 5 ahead of the runner-up, Canada. USA accounts for more than a quarter of all 46 customers.')
) a(answer);

SELECT answer, nl2sql_heal.check_answer(:g, answer)->>'reason' AS reason FROM (VALUES
    ('R&B/Soul has 61 tracks. That is 1.27 times as many as Pop.'),
    -- R&B/Soul's 61 over Reggae's 58 is 1.05: the row named is the operand
    ('R&B/Soul has 61 tracks. That is 1.21 times as many as Pop.')
) a(answer);

DROP SCHEMA plaus226 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
