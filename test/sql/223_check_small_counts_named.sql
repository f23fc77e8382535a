-- By default a single digit is narration, except where the answer says it of
-- a row it names just before it, before a word that names a column ("Germany
-- supplies 8 products"): then only that row's cell grounds it, never another
-- row's, an average or a derivation. A single digit said as a comparison of
-- named rows ("USA is 3 ahead of the runner-up, Germany", "2 more than") is
-- the exact difference of two named rows' cells or ungrounded.
SET client_min_messages = warning;
CREATE SCHEMA plaus223;
CREATE TABLE plaus223.suppliers (country text, products int);
INSERT INTO plaus223.suppliers VALUES ('USA', 12), ('Germany', 9), ('Australia', 8), ('UK', 7),
    ('Japan', 6), ('France', 5), ('Italy', 5), ('Sweden', 5), ('Canada', 4), ('Norway', 3);

SELECT (nl2sql_heal.heal_execute('How many products does each supplier country have?',
    'SELECT country, products FROM plaus223.suppliers ORDER BY products DESC, country')->>'receipt_id')::bigint AS r \gset

SHOW nl2sql_heal.check_small_counts;
SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    -- the named row's cell
    ('Australia supplies 8 products.'),
    ('Japan supplies 6 products. That is 1.50 times as many as Canada.'),
    -- the neighbouring row's value: flagged
    ('Australia supplies 9 products.'),
    -- the column's average (about 6.4) or another row's 5 do not ground a figure said of Japan
    ('Japan supplies 5 products.'),
    -- no row named before it, or no column's word after it: narration
    ('The top 3 countries supply 29 products.'),
    ('Australia, which we looked at over 5 weeks, is third.'),
    ('In 4 of the rows the count is under 7.'),
    -- named too far before it: narration
    ('Australia, as the list made clear after much scrolling and counting, supplies 5 products.')
) a(answer);

SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    -- differences of the named rows, exact
    ('USA supplies 12 products. USA is 3 ahead of the runner-up, Germany.'),
    ('UK has 1 more than Japan.'),
    ('Germany has 4 products more than Italy.'),
    -- another pair's difference (8 - 5) is not this pair's
    ('Germany has 3 products more than Italy.'),
    -- a row two down (12 - 8): flagged, though it is a difference of two cells
    ('USA is 4 ahead of the runner-up, Germany.'),
    -- the direction said: France (5) is 1 behind Japan (6), not ahead of it
    ('France is 1 behind Japan.'),
    ('France is 1 ahead of Japan.'),
    -- a comparison in a sentence that names no row: narration
    ('We finished 2 ahead of schedule.')
) a(answer);
SELECT jsonb_pretty(nl2sql_heal.check_answer(:r, 'Australia supplies 9 products. Japan is 1 ahead of France.') -> 'figures');

-- with the setting on, a single digit before a column's word is checked without a named row too (no row has 2)
SET nl2sql_heal.check_small_counts = on;
SELECT nl2sql_heal.check_answer(:r, 'The list holds 2 products from its first country.')->>'reason' AS on_unnamed;
RESET nl2sql_heal.check_small_counts;

DROP SCHEMA plaus223 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
