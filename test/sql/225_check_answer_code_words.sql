-- A code written in capitals (QUICK, ALFKI) that is also an English word
-- names its row only when the answer writes it with a capital: "a quick
-- look" names no row, so the figures after it are not held to QUICK's.
SET client_min_messages = warning;
CREATE SCHEMA plaus225;
CREATE TABLE plaus225.customers (customer_id text, company text, orders int);
INSERT INTO plaus225.customers VALUES ('ALFKI', 'Alfreds Futterkiste', 16), ('QUICK', 'QUICK-Stop', 86),
    ('SAVEA', 'Save-a-lot Markets', 116), ('ERNSH', 'Ernst Handel', 102);

SELECT (nl2sql_heal.heal_execute('Orders per customer?',
    'SELECT customer_id, company, orders FROM plaus225.customers ORDER BY orders DESC')->>'receipt_id')::bigint AS r \gset

SELECT answer, nl2sql_heal.check_answer(:r, answer)->>'reason' AS reason FROM (VALUES
    -- "quick" is a word here: 116 is the top customer's, not QUICK's
    ('A quick look shows 116 orders from the top customer.'),
    -- in capitals it names QUICK: 116 is another row's value, flagged
    ('QUICK placed 116 orders.'),
    ('QUICK placed 86 orders.'),
    -- a sentence's first word is capitalised: still QUICK's
    ('Quick placed 116 orders.')
) a(answer);

DROP SCHEMA plaus225 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
