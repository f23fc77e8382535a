-- A pooling word ("combined", "together") beside a sum the answer states is
-- that sum's: the mean after it ("493.25 on average", "9.5 apiece") is the sum
-- over the rows named. Wrong twins: the sum over one row too few, a
-- neighbour's value, and the plain mean where no sum is stated and the
-- pooling word asks for a weighted one.
SET client_min_messages = warning;
CREATE SCHEMA plaus235;
CREATE TABLE plaus235.aircraft (code text, capacity int, flights int);
INSERT INTO plaus235.aircraft VALUES ('A380', 853, 2), ('A330', 440, 6), ('A350', 440, 3), ('A320', 240, 9),
    ('B747', 416, 4), ('E190', 100, 8);
SELECT (nl2sql_heal.heal_execute('Aircraft capacity and flights',
    'SELECT code, capacity, flights FROM plaus235.aircraft ORDER BY code')->>'receipt_id')::bigint AS t \gset
SELECT answer, nl2sql_heal.check_answer(:t, answer)->>'reason' AS reason FROM (VALUES
    ('The A380, A330, A350 and A320 seat 1,973 passengers combined, 493.25 on average.'),
    ('The A330 and A320 together seat 680, 340 apiece.'),
    -- must not ground: the sum over three rows, the plain mean where the rows are pooled with no sum stated
    ('The A380, A330, A350 and A320 seat 1,973 passengers combined, 657.7 on average.'),
    ('The A330 and A320 together seat 680, 440 apiece.'),
    ('Taken together, the A380, A330, A350 and A320 average 493.25 seats.')
) a(answer);
SELECT f->>'text' AS figure, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:t, 'The A330 and A320 together seat 680, 340 apiece.')->'figures') f;
DROP SCHEMA plaus235 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
