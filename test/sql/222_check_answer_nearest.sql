-- check_answer names the nearest derivation of an ungrounded sum, mean,
-- weighted mean or conversion over the rows the sentence names, and how far
-- the stated figure is from it; and an answer that walks through rows over
-- several sentences ("Its ...", "That is ...") is checked against the row it
-- is about.
SET client_min_messages = warning;
CREATE SCHEMA plaus222;
CREATE TABLE plaus222.visits (day text, visits int, minutes int);
INSERT INTO plaus222.visits VALUES ('Monday', 12, 300), ('Tuesday', 49, 1250), ('Friday', 38, 2220), ('Sunday', 15, 450);

CREATE FUNCTION plaus222.sources(receipt bigint, answer text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT (f->>'text') || ' <- ' || coalesce(f->>'source', 'nearest: ' || (f->>'nearest'), 'expected: ' || (f->>'expected'), '?')
      FROM jsonb_array_elements(nl2sql_heal.check_answer(receipt, answer)->'figures') f
$$;

SELECT (nl2sql_heal.heal_execute('How many visits and minutes per day?',
    'SELECT day, visits, minutes FROM plaus222.visits ORDER BY visits DESC')->>'receipt_id')::bigint AS r \gset

-- a sum and a mean over the rows named: grounded, then off
SELECT plaus222.sources(:r, 'Tuesday and Friday together have 87 visits.');
SELECT plaus222.sources(:r, 'Tuesday and Friday together have 97 visits.');
SELECT plaus222.sources(:r, 'Across Tuesday, Friday and Monday, visits average 33.00.');
SELECT plaus222.sources(:r, 'Across Tuesday, Friday and Monday, visits average 36.00.');
-- a weighted mean: the nearest is the weighted one, not the plain mean
SELECT plaus222.sources(:r, 'Weighted by visits, Tuesday and Friday average 1,600 minutes.');
-- a conversion of the row named
SELECT plaus222.sources(:r, 'Friday logged 2,220 minutes, about 37.0 hours.');
SELECT plaus222.sources(:r, 'Friday logged 2,220 minutes, about 40.0 hours.');
-- walking through rows: "That is" takes the row of the sentence before
SELECT plaus222.sources(:r, 'Tuesday is busiest. That is 1.29 times as many as Friday.');
SELECT plaus222.sources(:r, 'Tuesday is busiest. Its 1,300 minutes lead the week.');
-- a fraction bound said of a named row holds on its side only
SELECT plaus222.sources(:r, 'Monday holds less than a fifth of the visits.');
SELECT plaus222.sources(:r, 'Tuesday holds less than a third of the visits.');

DROP SCHEMA plaus222 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
