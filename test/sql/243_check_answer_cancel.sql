-- A long answer's check ends at a statement timeout (or a cancel) while
-- it is grounding figures, not seconds later once it is done: an answer
-- of 20,000 sentences over 1,000 rows takes several seconds to check, and
-- the statement must end well before that. The receipt keeps no verdict,
-- and the same check runs whole afterwards. Figure extraction asks too.
SET client_min_messages = warning;
CREATE SCHEMA plaus243;
CREATE TABLE plaus243.sales AS
  SELECT g AS id, 'Store' || g AS store, (g * 37) % 1000 AS amount FROM generate_series(1, 1000) g;
CREATE TABLE plaus243.answer AS
  SELECT string_agg(format('Store%s sold %s, about %s%% more than Store%s; together they total %s. ',
                           g % 1000 + 1, g * 7 % 1000, g % 50, (g + 1) % 1000 + 1, g * 3), '') AS a
  FROM generate_series(1, 20000) g;
SELECT (nl2sql_heal.heal_execute('Sales by store',
    'SELECT id, store, amount FROM plaus243.sales ORDER BY id')->>'receipt_id')::bigint AS r \gset
SELECT nl2sql_heal.wait_for_receipts() AS waited \gset
SELECT clock_timestamp() AS t0 \gset
SET statement_timeout = '200ms';
SELECT nl2sql_heal.check_answer(:r, (SELECT a FROM plaus243.answer));
RESET statement_timeout;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '3 s' AS ended_in_time;
SELECT plausible IS NULL AS no_verdict_kept FROM nl2sql_heal.receipts WHERE receipt_id = :r;
-- one sentence of 40,000 bare "m"s and a length at its end: read in one
-- pass (every figure against every other took minutes), then stopped
SELECT clock_timestamp() AS t0 \gset
SET statement_timeout = '200ms';
SELECT nl2sql_heal.check_answer(:r, repeat('25 m, ', 40000) || '30 ft');
RESET statement_timeout;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '3 s' AS ended_in_time;
-- a short answer on the same receipt is checked as before
SELECT nl2sql_heal.check_answer(:r, 'Store1 sold 37 and Store2 sold 74.')->>'plausible' AS plausible;
DROP SCHEMA plaus243 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
