-- The governed metrics registry holds rule repairs as it holds the model's:
-- when the question names a metric (or a synonym of it), a rewrite that does
-- not compute it with its registered expression is rejected, and nothing
-- runs.  The registry is read once a call, at its first repair; a registry
-- that never held a row (no pages) is not read at all, one emptied by
-- DELETE is read and holds nothing.
SET client_min_messages = warning;
-- the rules' own rewrites each time, not a remembered one
SET nl2sql_heal.remembered_max = 0;
CREATE SCHEMA metrics141;
SET search_path = metrics141, public;
CREATE TABLE m_sales (id int, qty int, unit_price numeric);
INSERT INTO m_sales VALUES (1, 2, 10), (2, 3, 5);
CREATE FUNCTION heal(question text, q text) RETURNS TABLE (status text, source text, sql text, rows jsonb)
LANGUAGE sql AS $$
  SELECT r->>'status', r->'attempts'->-1->>'repair', r->>'sql', r->'rows'
    FROM nl2sql_heal.heal_execute(question, q, max_attempts => 1) r
$$;
-- no metric has ever been registered: the misspelt column is repaired
SELECT pg_relation_size('nl2sql_heal.metrics') AS registry_bytes;
SELECT * FROM heal('What is the revenue?', 'SELECT sum(qty * unit_prise) AS revenue FROM m_sales');
-- registered as the rewrite computes it: repaired
INSERT INTO nl2sql_heal.metrics VALUES ('revenue', 'sum(qty * unit_price)', 'Gross revenue', '{turnover}');
SELECT * FROM heal('What is the revenue?', 'SELECT sum(qty * unit_prise) AS revenue FROM m_sales');
-- registered otherwise: the rule's rewrite is rejected, named or by a synonym
UPDATE nl2sql_heal.metrics SET expression = 'sum(qty * unit_price * 0.9)' WHERE name = 'revenue';
SELECT * FROM heal('What is the revenue?', 'SELECT sum(qty * unit_prise) AS revenue FROM m_sales');
SELECT r->'attempts'->1->>'reason' AS reason, r->'attempts'->1->>'message' AS message
  FROM nl2sql_heal.heal_execute('What was the turnover?', 'SELECT sum(qty * unit_prise) FROM m_sales', max_attempts => 1) r;
-- must not: a question that names no metric is not held to one
SELECT * FROM heal('What do the items cost?', 'SELECT sum(qty * unit_prise) FROM m_sales');
-- a metric registered in the caller's own transaction holds at once
DELETE FROM nl2sql_heal.metrics;
BEGIN;
INSERT INTO nl2sql_heal.metrics VALUES ('revenue', 'sum(qty * unit_price * 0.9)', NULL, '{}');
SELECT status FROM heal('What is the revenue?', 'SELECT sum(qty * unit_prise) AS revenue FROM m_sales');
ROLLBACK;
-- emptied by DELETE (its pages remain): read, and nothing holds the rewrite
SELECT pg_relation_size('nl2sql_heal.metrics') > 0 AS registry_has_pages;
SELECT * FROM heal('What is the revenue?', 'SELECT sum(qty * unit_prise) AS revenue FROM m_sales');
TRUNCATE nl2sql_heal.metrics;
RESET search_path;
RESET nl2sql_heal.remembered_max;
DROP SCHEMA metrics141 CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
