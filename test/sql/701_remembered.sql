-- Remembered repairs: hit, miss, invalidation by DDL and by failure, the LRU
-- bound, pin, forget, and row-level security.
SET client_min_messages = warning;
SET nl2sql_heal.remembered_touch_interval = 0;
SET nl2sql_heal.remembered_max = 1000;
SELECT nl2sql_heal.forget_all_remembered() >= 0 AS forgot_earlier;
CREATE ROLE regress_mem_a;
CREATE ROLE regress_mem_b;
CREATE SCHEMA regress_mem;
GRANT USAGE ON SCHEMA regress_mem TO PUBLIC;
SET search_path = regress_mem, public;

-- status, final query, repair of each attempt, notes that matter (dates masked)
CREATE FUNCTION regress_mem.heal(q text)
RETURNS TABLE (status text, final_sql text, repairs text, notes text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql',
           (SELECT string_agg(format('%s:%s', a->>'attempt', coalesce(a->>'repair', 'original')), ', '
                              ORDER BY (a->>'attempt')::int)
              FROM jsonb_array_elements(r->'attempts') a),
           (SELECT string_agg(regexp_replace(n, '\d{4}-\d{2}-\d{2}( [0-9:.+-]+)?', 'WHEN', 'g'), ' | ')
              FROM jsonb_array_elements_text(r->'notes') n
             WHERE n !~ '^(Rules are the only|No repair source|Repair did not)')
      FROM nl2sql_heal.heal_execute('regress', q) r
$$;
GRANT EXECUTE ON FUNCTION regress_mem.heal(text) TO PUBLIC;

CREATE TABLE invoices (invoice_no int, amount numeric);
INSERT INTO invoices VALUES (1, 10), (2, 20);
ALTER TABLE invoices RENAME COLUMN amount TO gross_value;
GRANT SELECT ON invoices TO PUBLIC;

\x on
-- first call: repaired by the journal, and remembered
SELECT * FROM regress_mem.heal('SELECT sum(amount) FROM invoices');
-- hit: the remembered rewrite is the only execution (written differently: same normal form)
SELECT * FROM regress_mem.heal('SELECT  sum(amount)
    FROM invoices;');
SELECT role_name, search_path, failing_sql, rewrite, source, hits, pinned FROM nl2sql_heal.remembered_repairs;
-- miss: another query, another search_path
SELECT * FROM regress_mem.heal('SELECT max(amount) FROM invoices');
SET search_path = public, regress_mem;
SELECT * FROM regress_mem.heal('SELECT sum(amount) FROM invoices');
SET search_path = regress_mem, public;
-- a query that works is never looked for in memory, and not remembered
SELECT * FROM regress_mem.heal('SELECT count(*) FROM invoices');
SELECT count(*) AS remembered FROM nl2sql_heal.remembered_repairs;

-- invalidation by DDL: the journal shows a change to a relation the rewrite names
ALTER TABLE invoices ALTER COLUMN invoice_no TYPE bigint;
SELECT * FROM regress_mem.heal('SELECT sum(amount) FROM invoices');
SELECT * FROM regress_mem.heal('SELECT sum(amount) FROM invoices');
-- a DDL to an unrelated relation forgets nothing
CREATE TABLE unrelated (u int);
ALTER TABLE unrelated RENAME TO unrelated_too;
SELECT * FROM regress_mem.heal('SELECT sum(amount) FROM invoices');

-- invalidation by failure: the remembered rewrite no longer returns rows
SELECT * FROM regress_mem.heal('SELECT invoice_no, amount FROM invoices WHERE invoice_no = 1');
SELECT * FROM regress_mem.heal('SELECT invoice_no, amount FROM invoices WHERE invoice_no = 1');
DELETE FROM invoices WHERE invoice_no = 1;
SELECT * FROM regress_mem.heal('SELECT invoice_no, amount FROM invoices WHERE invoice_no = 1');
SELECT count(*) AS still_remembered FROM nl2sql_heal.remembered_repairs
 WHERE failing_sql = 'SELECT invoice_no, amount FROM invoices WHERE invoice_no = 1';
INSERT INTO invoices VALUES (1, 10);

-- row-level security: each role sees, and forgets, its own
SET ROLE regress_mem_a;
SELECT status, repairs FROM regress_mem.heal('SELECT amount FROM invoices ORDER BY 1');
SELECT status, repairs FROM regress_mem.heal('SELECT amount FROM invoices ORDER BY 1');
SELECT role_name, failing_sql FROM nl2sql_heal.remembered_repairs;
RESET ROLE;
SET ROLE regress_mem_b;
-- the same query under another role is a miss
SELECT status, repairs FROM regress_mem.heal('SELECT amount FROM invoices ORDER BY 1');
SELECT role_name, failing_sql FROM nl2sql_heal.remembered_repairs;
RESET ROLE;
-- invalidation by failure: an error (the privilege was taken away; the journal cannot see that)
REVOKE SELECT ON invoices FROM PUBLIC;
SET ROLE regress_mem_b;
SELECT * FROM regress_mem.heal('SELECT amount FROM invoices ORDER BY 1');
SELECT count(*) AS b_remembered FROM nl2sql_heal.remembered_repairs;
RESET ROLE;
GRANT SELECT ON invoices TO PUBLIC;
SELECT memory_id AS a_id FROM nl2sql_heal.remembered WHERE role_name = 'regress_mem_a' \gset
SET ROLE regress_mem_b;
SELECT nl2sql_heal.forget_remembered(:a_id) AS b_forgot_a;
SELECT nl2sql_heal.pin_remembered(:a_id);
UPDATE nl2sql_heal.remembered SET rewrite = 'SELECT 1';
RESET ROLE;
SET ROLE regress_mem_a;
SELECT nl2sql_heal.forget_remembered(:a_id) AS a_forgot_a;
SELECT nl2sql_heal.forget_remembered(:a_id) AS a_forgot_again;
RESET ROLE;
SELECT role_name, count(*) FROM nl2sql_heal.remembered_repairs GROUP BY 1 ORDER BY 1;

-- the bound: least recently used go first; pinned ones stay and do not count
SELECT nl2sql_heal.forget_all_remembered() > 0 AS forgot_all;
SET nl2sql_heal.remembered_max = 2;
SELECT status FROM regress_mem.heal('SELECT amount AS a1 FROM invoices');
SELECT status FROM regress_mem.heal('SELECT amount AS a2 FROM invoices');
SELECT repairs FROM regress_mem.heal('SELECT amount AS a1 FROM invoices');
SELECT status FROM regress_mem.heal('SELECT amount AS a3 FROM invoices');
SELECT failing_sql FROM nl2sql_heal.remembered_repairs ORDER BY failing_sql;
SELECT nl2sql_heal.pin_remembered(memory_id) AS pinned
  FROM nl2sql_heal.remembered WHERE failing_sql LIKE '%a1 FROM%';
SELECT status FROM regress_mem.heal('SELECT amount AS a4 FROM invoices');
SELECT status FROM regress_mem.heal('SELECT amount AS a5 FROM invoices');
SELECT failing_sql, pinned FROM nl2sql_heal.remembered_repairs ORDER BY failing_sql;
-- 0 turns it off: nothing looked up, nothing remembered
SET nl2sql_heal.remembered_max = 0;
SELECT repairs FROM regress_mem.heal('SELECT amount AS a1 FROM invoices');
SELECT repairs FROM regress_mem.heal('SELECT amount AS a6 FROM invoices');
SELECT count(*) AS remembered FROM nl2sql_heal.remembered_repairs;
RESET nl2sql_heal.remembered_max;
-- only superusers change the bound
SET ROLE regress_mem_a;
SET nl2sql_heal.remembered_max = 5;
RESET ROLE;
\x off

SELECT nl2sql_heal.forget_all_remembered() >= 0 AS forgot_all;
RESET search_path;
DROP SCHEMA regress_mem CASCADE;
DROP ROLE regress_mem_a;
DROP ROLE regress_mem_b;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
