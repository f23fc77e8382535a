-- check_answer: the rules in order, every figure format, narration, multi-step receipts,
-- receipts with no executed step, zero rows with and without acknowledgement, misuse.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
-- receipt numbers of this suite start at 201001, whatever ran before
SELECT setval('nl2sql_heal.receipts_receipt_id_seq', 201000) AS seq \gset
CREATE SCHEMA plaus;
CREATE TABLE plaus.sales (region text, amount numeric(10,2), units int);
INSERT INTO plaus.sales VALUES ('east', 3000, 58), ('north', 1200.50, 30), ('south', 799.50, 12);
CREATE TABLE plaus.customers (id int PRIMARY KEY, vip boolean);
INSERT INTO plaus.customers SELECT g, g % 4 = 0 FROM generate_series(1, 48) g;

-- The reason of a verdict and its ungrounded figures, on one line.
CREATE FUNCTION plaus.verdict(receipt bigint, answer text) RETURNS text LANGUAGE sql AS $$
    SELECT (v->>'reason')
           || coalesce(': ' || (SELECT string_agg(x, ' | ') FROM jsonb_array_elements_text(v->'ungrounded') x), '')
      FROM nl2sql_heal.check_answer(receipt, answer) v
$$;

-- Every format, grounded and ungrounded twins, over one row of typed values.
SELECT (nl2sql_heal.heal_execute('Key figures',
    'SELECT 1234567.89::numeric AS revenue, 2400000000::bigint AS big, 0.4512::float8 AS churn,
            -4.2::numeric AS change, ''$1,234.50''::money AS price, 12345 AS orders,
            0.05::numeric AS tiny, 7 AS seven, ''2,000''::text AS label')->>'receipt_id')::bigint AS fmt \gset
SELECT answer, plaus.verdict(:fmt, answer) AS verdict FROM (VALUES
    ('Revenue was $1,234,567.89.'),
    ('Revenue was $1,234,567.80.'),
    ('Revenue was 1234567.89 exactly.'),
    ('Revenue was 1.2M.'),
    ('Revenue was 1.23 million.'),
    ('Revenue was USD 1.2 mn.'),
    ('Revenue was 1,235k.'),
    ('Revenue was 1.3M.'),
    ('Revenue was 1.24 million.'),
    ('Revenue was about 1,200,000.'),
    ('Revenue was roughly 1,300,000.'),
    ('The backlog is 2.4bn.'),
    ('The backlog is 2.4 billion.'),
    ('The backlog is $2.4B.'),
    ('The backlog is 2,400,000,000.'),
    ('The backlog is 2.5bn.'),
    ('The backlog is 2.4k.'),
    ('Churn is 45.1%.'),
    ('Churn is 45%.'),
    ('Churn is 45.12 percent.'),
    ('Churn is 0.45.'),
    ('Churn is 45.2%.'),
    ('Churn is 46%.'),
    ('The change was -4.2.'),
    ('The change was −4.2.'),
    ('Sales fell by 4.2%.'),
    ('The change was +4.2.'),
    ('The change was -4.3.'),
    ('The price is $1,234.50.'),
    ('The price is €1,234.5.'),
    ('The price is 1,234.50 EUR.'),
    ('The price is $1,235.'),
    ('The price is $1,236.'),
    ('There were 12,345 orders.'),
    ('There were 12.3k orders.'),
    ('There were 12 thousand orders.'),
    ('There were 12.35 thousand orders.'),
    ('There were 12,346 orders.'),
    ('There were 13k orders.'),
    ('A rate of 0.05, or 5%.'),
    ('A rate of 0.06.'),
    ('The label says 2,000.'),
    ('Seven is 7.0, not 8.0.')
) t(answer);

-- Narration is never checked: single digits, bare years, dates, times, codes, ordinals.
SELECT answer, plaus.verdict(:fmt, answer) AS verdict FROM (VALUES
    ('In 2023, step 2 of 3 looked at 5 tables.'),
    ('Since 2024-05-01 at 10:30, on May 15 and 15 May, the 1st and 2nd runs agreed.'),
    ('Flight A320 in Q3 of FY2023, COVID-19 era, 24/7, version 1.2.3.'),
    ('In 2023 revenue was $1,234,567.89 and in 2022 it was 999,999.')
) t(answer);

-- Column aggregates, row counts and shares, over several rows.
SELECT (nl2sql_heal.heal_execute('Sales by region',
    'SELECT region, amount, units FROM plaus.sales ORDER BY region')->>'receipt_id')::bigint AS agg \gset
SELECT answer, plaus.verdict(:agg, answer) AS verdict FROM (VALUES
    ('Total sales were $5,000 over 100 units.'),
    ('Total sales were $5,000.50.'),
    ('On average $1,666.67 per region, 33.3 units each.'),
    ('On average $1,666.68 per region.'),
    ('East had 60% of sales, north 24.01%, south 16%.'),
    ('East had 61% of sales.'),
    ('East sold 58 units, north 30 and south 12.'),
    ('East sold 59 units.'),
    ('The largest region sold $3,000 and the smallest $799.50.'),
    ('All 3 regions reported.'),
    ('Regions reported sales.')
) t(answer);
-- what grounded each figure
SELECT f->>'text' AS figure, f->>'grounded' AS grounded, f->>'source' AS source
  FROM jsonb_array_elements(nl2sql_heal.check_answer(:agg,
        'Total $5,000; on average 33.3 units; east 60%; north sold 30 units; 100.0% reported')->'figures') f;

-- A multi-step receipt: figures from step 2 and 3, a ratio of two steps, a failed step.
SELECT (nl2sql_heal.heal_execute('How many customers?', 'SELECT count(*) FROM plaus.customers')->>'receipt_id')::bigint AS multi \gset
SELECT (nl2sql_heal.heal_execute('How many VIPs?', 'SELECT count(*) FILTER (WHERE vip) AS vips FROM plaus.customers',
        receipt_id => :multi))->>'step' AS step;
SELECT (nl2sql_heal.heal_execute('Their ids?', 'SELECT id FROM plaus.customers WHERE vip AND id > 30 ORDER BY id',
        receipt_id => :multi))->>'step' AS step;
SELECT (nl2sql_heal.heal_execute('Broken', 'SELECT 1/0', receipt_id => :multi))->>'status' AS status;
SELECT answer, plaus.verdict(:multi, answer) AS verdict FROM (VALUES
    ('Of 48 customers, 12 are VIPs (25%).'),
    ('Of 48 customers, 12 are VIPs (25.0%).'),
    ('Of 48 customers, 12 are VIPs (30%).'),
    ('Of 48 customers, 13 are VIPs.'),
    ('VIPs above 30: 32, 36, 40, 44 and 48; that is 5 of them, 41.7% of all VIPs.'),
    ('VIPs above 30: 32, 36, 40, 44 and 46.'),
    ('Their ids add up to 200.')
) t(answer);

-- A receipt whose steps all failed: nothing is grounded, whatever the answer says.
SELECT (nl2sql_heal.heal_execute('Ratio', 'SELECT 1/0')->>'receipt_id')::bigint AS failed \gset
SELECT (nl2sql_heal.heal_execute('Shoe size', 'SELECT shoe_size FROM plaus.customers', receipt_id => :failed))->>'status' AS status;
SELECT answer, plaus.verdict(:failed, answer) AS verdict FROM (VALUES
    ('The ratio is 12.'),
    ('No customers were found.'),
    ('I do not know.')
) t(answer);

-- Zero rows: plausible only when the answer says so; figures are still checked.
SELECT (nl2sql_heal.heal_execute('Sales in the west', 'SELECT amount FROM plaus.sales WHERE region = ''west''',
        max_attempts => 0)->>'receipt_id')::bigint AS empty \gset
SELECT answer, plaus.verdict(:empty, answer) AS verdict FROM (VALUES
    ('West sold $500.'),
    ('West sold a lot.'),
    ('No sales were found for the west.'),
    ('The west sold nothing.'),
    ('The query returned 0 rows.'),
    ('There are no matching rows.'),
    ('The result is empty.'),
    ('None of the 12 regions is the west.'),
    ('No more than 500 sales.'),
    ('')
) t(answer);
-- zero rows in one step, rows in another: rows were seen
SELECT (nl2sql_heal.heal_execute('Sales in the south', 'SELECT amount FROM plaus.sales WHERE region = ''south''',
        receipt_id => :empty))->>'status' AS status;
SELECT plaus.verdict(:empty, 'The south sold $799.50.') AS verdict;

-- Captured rows past nl2sql_heal.max_rows: the row count still counts, aggregates are over captured rows.
SET nl2sql_heal.max_rows = 2;
SELECT (nl2sql_heal.heal_execute('Customers', 'SELECT id FROM plaus.customers ORDER BY id')->>'receipt_id')::bigint AS capped \gset
RESET nl2sql_heal.max_rows;
SELECT answer, plaus.verdict(:capped, answer) AS verdict FROM (VALUES
    ('There are 48 customers; the first ids are 1 and 2.'),
    ('There are 49 customers.')
) t(answer);

-- The verdict is the result, stored on the receipt and shown by the trace.
SELECT nl2sql_heal.check_answer(:agg, 'Total sales were $5,000; east had 61%.') AS result \gset
SELECT answer, plausible, verdict = :'result'::jsonb AS stored_is_result, checked_at IS NOT NULL AS checked
  FROM nl2sql_heal.receipts WHERE receipt_id = :agg;
SELECT line FROM nl2sql_heal.trace(:agg) WHERE line LIKE 'verdict%' OR line LIKE '  answer%' OR line LIKE '  ungrounded%';
-- a later check replaces the verdict
SELECT nl2sql_heal.check_answer(:agg, 'Total sales were $5,000.')->>'reason' AS reason;
SELECT plausible, verdict->>'reason' AS reason FROM nl2sql_heal.receipts WHERE receipt_id = :agg;

-- In a read-only transaction the verdict is returned, with a notice that it was not stored.
SET client_min_messages = notice;
BEGIN READ ONLY;
SELECT nl2sql_heal.check_answer(:agg, 'Total sales were $9,999.')->>'reason' AS reason;
COMMIT;
SET client_min_messages = warning;
SELECT answer FROM nl2sql_heal.receipts WHERE receipt_id = :agg;

-- Misuse.
SELECT nl2sql_heal.check_answer(:agg, NULL);
SELECT nl2sql_heal.check_answer(NULL, 'x');
SELECT nl2sql_heal.check_answer(-1, 'x');
-- another role's receipt is invisible; one visible through pg_read_all_stats is not writable
DROP ROLE IF EXISTS regress_plaus_carol, regress_plaus_dave;
CREATE ROLE regress_plaus_carol;
CREATE ROLE regress_plaus_dave IN ROLE pg_read_all_stats;
SET ROLE regress_plaus_carol;
SELECT nl2sql_heal.check_answer(:agg, 'Total sales were $5,000.');
SET ROLE regress_plaus_dave;
SELECT nl2sql_heal.check_answer(:agg, 'Total sales were $5,000.');
RESET ROLE;
DROP ROLE regress_plaus_carol, regress_plaus_dave;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
DROP SCHEMA plaus CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
