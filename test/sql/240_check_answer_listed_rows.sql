-- A figure over the list of rows named right before it, where the sentence
-- names other rows as well: "more than the B, C and D combined (610)", "the
-- three smallest (B, C, D) add up to 610". Wrong twins: the sum off, the sum
-- of every row named, a list that is not the rows the sum is of, and a list
-- broken by words that are not a list's.
SET client_min_messages = warning;
CREATE SCHEMA plaus240;
CREATE TABLE plaus240.ship (name text, crew int, tonnage int);
INSERT INTO plaus240.ship VALUES ('Atlas', 900, 52000), ('Borea', 180, 9100), ('Cirrus', 230, 12400),
    ('Delta', 200, 8800), ('Eos', 310, 17300);
SELECT (nl2sql_heal.heal_execute('Ships',
    'SELECT name, crew, tonnage FROM plaus240.ship ORDER BY name')->>'receipt_id')::bigint AS s \gset
SELECT answer, nl2sql_heal.check_answer(:s, answer)->>'reason' AS reason FROM (VALUES
    ('The Atlas carries 900 crew, more than the Borea, Cirrus and Delta combined (610).'),
    ('The Atlas is the largest at 52,000 tons; the three smallest (Borea, Cirrus, Delta) add up to 30,300 tons.'),
    ('The Atlas has 900 crew, more than Borea & Eos together with 490.'),
    -- must not ground: the sum off, the sum of every row named, of another list, a list broken by words
    ('The Atlas carries 900 crew, more than the Borea, Cirrus and Delta combined (640).'),
    ('The Atlas carries 900 crew, more than the Borea, Cirrus and Delta combined (1,510).'),
    ('The Atlas carries 900 crew, more than the Borea and Cirrus combined (610).'),
    ('The Atlas carries 900 crew, more than the Borea, then Cirrus and Delta combined (610).')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:s,
       'The Atlas carries 900 crew, more than the Borea, Cirrus and Delta combined (610).')->'figures') f;
DROP SCHEMA plaus240 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
