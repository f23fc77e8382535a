-- check_answer on derived figures as analysts write them: comparisons between named
-- rows, the row beside the named one, changes, per-unit figures, means over the rows
-- named, weighted means, unit conversions, a zero for an empty result; each beside a
-- twin in the wrong role that must not pass. Sources show the derivation; an
-- ungrounded figure names the nearest derivation.
SET client_min_messages = warning;
CREATE SCHEMA plaus220;
CREATE TABLE plaus220.sales (country text, sales numeric(8,2), invoices int);
INSERT INTO plaus220.sales VALUES ('USA', 523.06, 91), ('Canada', 303.96, 56), ('France', 195.10, 35),
    ('Brazil', 190.10, 35);
CREATE TABLE plaus220.genres (genre text, avg_ms int, tracks int);
INSERT INTO plaus220.genres VALUES ('Rock', 283910, 1297), ('Latin', 232859, 579), ('Metal', 309749, 374);

CREATE FUNCTION plaus220.verdict(receipt bigint, answer text) RETURNS text LANGUAGE sql AS $$
    SELECT (v->>'reason')
           || coalesce(': ' || (SELECT string_agg(x, ' | ') FROM jsonb_array_elements_text(v->'ungrounded') x), '')
      FROM nl2sql_heal.check_answer(receipt, answer) v
$$;
CREATE FUNCTION plaus220.sources(receipt bigint, answer text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT (f->>'text') || ' <- ' || coalesce(f->>'source', 'nearest: ' || coalesce(f->>'nearest', '?'))
      FROM jsonb_array_elements(nl2sql_heal.check_answer(receipt, answer)->'figures') f
$$;

SELECT (nl2sql_heal.heal_execute('What are sales and invoices by country?',
    'SELECT country, sales, invoices FROM plaus220.sales ORDER BY sales DESC')->>'receipt_id')::bigint AS s \gset
SELECT answer, plaus220.verdict(:s, answer) AS verdict FROM (VALUES
    -- a multiple written 1.72x, at the precision shown
    ('USA''s sales are 1.72x Canada''s.'),
    ('USA''s sales are 1.80x Canada''s.'),
    -- the runner-up: the row beside the one named, not two rows down
    ('The USA leads with $523.06, $219.10 more than the runner-up.'),
    ('The USA leads with $523.06, $327.96 more than the runner-up.'),
    -- "more than" makes a percentage a change, never the ratio
    ('The USA sold 72.1% more than Canada.'),
    ('The USA sold 172.1% more than Canada.'),
    -- per unit: a total over a count in the same row, not the next row's
    ('Each invoice from the USA brought in $5.75 on average.'),
    ('Each invoice from the USA brought in $5.43 on average.'),
    -- the mean and the sum over the rows named; "add up to" is no bound
    ('Across the USA, Canada and France, sales average $340.71.'),
    ('Across the USA, Canada and France, sales average $350.71.'),
    ('The USA, Canada and France add up to $1,022.12.'),
    ('The USA, Canada and France add up to $1,100.00.')
) a(answer);
SELECT plaus220.sources(:s, 'USA''s sales are 1.72x Canada''s.');
SELECT plaus220.sources(:s, 'Each invoice from the USA brought in $5.75 on average.');
SELECT plaus220.sources(:s, 'USA''s sales are 1.80x Canada''s.');

SELECT (nl2sql_heal.heal_execute('How long are tracks by genre?',
    'SELECT genre, avg_ms, tracks FROM plaus220.genres ORDER BY tracks DESC')->>'receipt_id')::bigint AS g \gset
SELECT answer, plaus220.verdict(:g, answer) AS verdict FROM (VALUES
    -- weighted by the count column over the rows named; the plain mean is the wrong role
    ('Weighted by tracks, Rock, Latin and Metal average 275,068 milliseconds.'),
    ('Weighted by tracks, Rock, Latin and Metal average 275,506 milliseconds.'),
    -- conversions stated beside the original
    ('Rock tracks average 283,910 milliseconds, about 4.7 minutes.'),
    ('Rock tracks average 283,910 milliseconds, about 283.9 minutes.')
) a(answer);

-- an auditor's rates: the same two columns' ratio for another row, over every row, and one
-- row's rate as a multiple of another's; a fuel economy restated as litres per 100 km
CREATE TABLE plaus220.staff (employee text, orders int, late int, mpg numeric(5,2));
INSERT INTO plaus220.staff VALUES ('Peacock', 156, 10, 28.86), ('Fuller', 96, 4, 19.99), ('Davolio', 123, 2, 24.10),
    ('Suyama', 67, 3, 31.15);
SELECT (nl2sql_heal.heal_execute('Orders and late orders per employee?',
    'SELECT employee, orders, late, mpg FROM plaus220.staff ORDER BY orders DESC')->>'receipt_id')::bigint AS r \gset
SELECT answer, plaus220.verdict(:r, answer) AS verdict FROM (VALUES
    ('Exceptions: four of 96 orders (4.2%) for Fuller. By comparison, the rate at Suyama was 4.5%.'),
    ('Exceptions: four of 96 orders (4.2%) for Fuller. By comparison, the rate at Suyama was 1.6%.'),
    ('Exceptions: 10 of 156 orders (6.4%) for Peacock. The rate across all four employees is 4.3 per cent.'),
    ('Exceptions: 10 of 156 orders (6.4%) for Peacock. The rate across all four employees is 3.8 per cent.'),
    ('Exceptions: 10 of 156 orders (6.4%) for Peacock. That is about four times the rate observed at Davolio.'),
    ('Exceptions: 10 of 156 orders (6.4%) for Peacock. That is 2.5 times the rate observed at Davolio.'),
    ('Peacock''s car does 28.86 mpg, roughly 8.15 litres per 100 km.'),
    ('Peacock''s car does 28.86 mpg, roughly 12.2 litres per 100 km.')
) a(answer);
SELECT plaus220.sources(:r, 'Exceptions: 10 of 156 orders (6.4%) for Peacock. That is about four times the rate observed at Davolio.');
SELECT plaus220.sources(:r, 'Exceptions: 10 of 156 orders (6.4%) for Peacock. The rate across all four employees is 4.3 per cent.');
SELECT plaus220.sources(:r, 'Peacock''s car does 28.86 mpg, roughly 8.15 litres per 100 km.');

-- a zero stated for an empty step is grounded; a count stated for it is not
SELECT (nl2sql_heal.heal_execute('How many countries are there?',
    'SELECT count(*) AS countries FROM plaus220.sales')->>'receipt_id')::bigint AS z \gset
SELECT nl2sql_heal.heal_execute('What did Japan spend?',
    'SELECT sales FROM plaus220.sales WHERE country = ''Japan''', receipt_id => :z) IS NOT NULL AS ran;
SELECT answer, plaus220.verdict(:z, answer) AS verdict FROM (VALUES
    ('None of the 4 countries is Japan, so $0 in revenue there.'),
    ('Of the 4 countries, Japan spent $12.00.')
) a(answer);

DROP SCHEMA plaus220 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
