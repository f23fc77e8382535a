-- check_answer read like an analyst: derived figures, figures echoed from the question,
-- directional bounds, number words, attribution to rows, columns and aggregates,
-- direction words and percentage scaling; each with a twin that must not pass.
SET client_min_messages = warning;
CREATE SCHEMA plaus210;
CREATE TABLE plaus210.stores (store text, score numeric(3,1), visits int, avg_spend numeric(8,2));
INSERT INTO plaus210.stores VALUES ('Store A', 7.9, 12, 180.00), ('Store B', 8.2, 10, 250.50), ('Store C', 6.4, 9, 212.10);
CREATE TABLE plaus210.revenue (year int, revenue numeric(10,2), change numeric(10,2), pct_change numeric(6,2));
INSERT INTO plaus210.revenue VALUES (2021, 449.46, NULL, NULL), (2022, 481.45, 31.99, 7.12), (2023, 469.58, -11.87, -2.47);

CREATE FUNCTION plaus210.verdict(receipt bigint, answer text) RETURNS text LANGUAGE sql AS $$
    SELECT (v->>'reason')
           || coalesce(': ' || (SELECT string_agg(x, ' | ') FROM jsonb_array_elements_text(v->'ungrounded') x), '')
      FROM nl2sql_heal.check_answer(receipt, answer) v
$$;
-- how each figure was grounded, or what the rows hold instead
CREATE FUNCTION plaus210.sources(receipt bigint, answer text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT (f->>'text') || ' <- ' || coalesce(f->>'source', 'expected: ' || coalesce(f->>'expected', '?'))
      FROM jsonb_array_elements(nl2sql_heal.check_answer(receipt, answer)->'figures') f
$$;

SELECT (nl2sql_heal.heal_execute('How do the stores score?',
    'SELECT store, score, visits, avg_spend FROM plaus210.stores ORDER BY store')->>'receipt_id')::bigint AS st \gset
SELECT answer, plaus210.verdict(:st, answer) AS verdict FROM (VALUES
    -- attribution: a figure next to a named row must be that row's
    ('Store B has the highest score, 8.2.'),
    ('Store A has the highest score, 8.2.'),
    ('Store A and Store B score 7.9 and 8.2.'),
    ('The score of 6.4 for Store C is the lowest.'),
    ('The score of 6.4 for Store A is the lowest.'),
    -- derived from the rows named: a difference, a sum, a multiple
    ('Store B spends $70.50 more per visit than Store A.'),
    ('Store B spends $80.50 more per visit than Store A.'),
    ('Store A and Store B together had 22 visits.'),
    ('Store A and Store B together had 24 visits.'),
    -- a weighted average across groups
    ('Across all 31 visits the average spend is $212.06.'),
    ('Across all 31 visits the average spend is $219.40.'),
    -- bounds, true and false, of every row
    ('Every store scores above 6.0.'),
    ('Every store scores above 7.0.'),
    ('No store scores more than 8.5.'),
    ('Store B spent more than $250.'),
    ('Store B spent under $250.'),
    -- number words and narration
    ('Thirty-one visits were counted, one of them twice.'),
    ('Thirty-three visits were counted.'),
    ('A couple of the three stores score below 8.0.'),
    -- aggregate words: median, peak, average
    ('The median score is 7.9.'),
    ('The median score is 7.5.'),
    ('The peak score was 8.2.'),
    ('The peak score was 7.5.'),
    ('The average score is 7.5.')
) t(answer);
SELECT plaus210.sources(:st, 'Store B spends $70.50 more per visit than Store A.');
SELECT plaus210.sources(:st, 'Store A has the highest score, 8.2.');
SELECT plaus210.sources(:st, 'The median score is 7.5.');

SELECT (nl2sql_heal.heal_execute('How did revenue change each year?',
    'SELECT year, revenue, change, pct_change FROM plaus210.revenue ORDER BY year')->>'receipt_id')::bigint AS rv \gset
SELECT answer, plaus210.verdict(:rv, answer) AS verdict FROM (VALUES
    -- direction words fix the sign
    ('In 2022, revenue rose by $31.99.'),
    ('In 2022, revenue fell by $31.99.'),
    ('In 2023 there was a decrease of 2.47%.'),
    ('In 2023 there was an increase of 2.47%.'),
    -- a percent change between the years named, in time order
    ('Revenue grew 7.1% from 2021 to 2022.'),
    ('Revenue fell 7.1% from 2021 to 2022.'),
    ('Revenue grew 9.1% from 2021 to 2022.'),
    -- a column already in percent is not scaled again
    ('Revenue changed by +7.12% in 2022.'),
    ('Revenue changed by +712% in 2022.')
) t(answer);
SELECT plaus210.sources(:rv, 'Revenue grew 7.1% from 2021 to 2022.');

-- a share across two steps; fractions as percentages; fractions in words
SELECT (nl2sql_heal.heal_execute('How many orders were late?', 'SELECT 64 AS late')->>'receipt_id')::bigint AS sh \gset
SELECT nl2sql_heal.heal_execute('How many orders are there?', 'SELECT 250 AS orders', receipt_id => :sh) IS NOT NULL AS step2;
SELECT nl2sql_heal.heal_execute('What share is late?', 'SELECT 0.256::numeric AS late_share', receipt_id => :sh) IS NOT NULL AS step3;
SELECT answer, plaus210.verdict(:sh, answer) AS verdict FROM (VALUES
    ('64 of the 250 orders (25.6%) were late.'),
    ('64 of the 250 orders (28.6%) were late.'),
    ('0.26% of the orders were late.'),
    ('About a quarter of the orders were late.'),
    ('One in four orders was late.'),
    ('Half of the orders were late.'),
    ('Less than half of the orders were late.'),
    ('More than half of the orders were late.')
) t(answer);

-- figures echoed from the question are narration; the counts are still checked
SELECT (nl2sql_heal.heal_execute('Which stores have more than 9 visits and spend above $190.50?',
    'SELECT store FROM plaus210.stores WHERE visits > 9 AND avg_spend > 190.50')->>'receipt_id')::bigint AS q \gset
SELECT answer, plaus210.verdict(:q, answer) AS verdict FROM (VALUES
    ('Only Store B spends above $190.50.'),
    ('Only Store B spends above $195.50.')
) t(answer);

-- unit conversions from a figure the answer names
SELECT (nl2sql_heal.heal_execute('How long did it run?', 'SELECT 18250 AS seconds')->>'receipt_id')::bigint AS un \gset
SELECT answer, plaus210.verdict(:un, answer) AS verdict FROM (VALUES
    ('It ran 18,250 seconds, roughly 5.1 hours.'),
    ('It ran 18,250 seconds, roughly 6.1 hours.')
) t(answer);
SELECT plaus210.sources(:un, 'It ran 18,250 seconds, roughly 5.1 hours.');

DROP SCHEMA plaus210 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
