-- A query that works never makes heal_execute raise, and the extension's own
-- statement timer never leaves a cancel behind for the caller.
SET client_min_messages = notice;
CREATE ROLE regress_sec_rows;
SET ROLE regress_sec_rows;

-- json that jsonb cannot hold comes back as its text (a JSON string); the
-- receipt holds exactly what the caller got
CREATE TEMP TABLE got (label text, result jsonb);
INSERT INTO got SELECT 'nul', nl2sql_heal.heal_execute('nul', $$SELECT '"a\u0000b"'::json AS j$$);
INSERT INTO got SELECT 'lone high surrogate', nl2sql_heal.heal_execute('s', $$SELECT '["\ud800"]'::json AS j$$);
INSERT INTO got SELECT 'lone low surrogate', nl2sql_heal.heal_execute('s', $$SELECT '{"k": "x\udc00"}'::json AS j$$);
INSERT INTO got SELECT 'huge number', nl2sql_heal.heal_execute('n', $$SELECT '[1e1000000]'::json AS j$$);
INSERT INTO got SELECT 'tiny number', nl2sql_heal.heal_execute('n', $$SELECT '{"v": 1e-20000}'::json AS j$$);
INSERT INTO got SELECT 'long digits', nl2sql_heal.heal_execute('n', 'SELECT (''['' || repeat(''9'', 140000) || '']'')::json AS j');
INSERT INTO got SELECT 'mixed row', nl2sql_heal.heal_execute('m', $$SELECT 1 AS a, '"\u0000"'::json AS b, 'ok'::text AS c$$);
INSERT INTO got SELECT 'many rows', nl2sql_heal.heal_execute('r', $$SELECT g, '"\u0000"'::json AS j FROM generate_series(1, 500) g$$);
-- and what jsonb can hold stays structured
INSERT INTO got SELECT 'fits', nl2sql_heal.heal_execute('f', $$SELECT '{"a": [1, 2.50, "\u00e9", "\ud83d\ude00", null, 1.5e3]}'::json AS j$$);
INSERT INTO got SELECT 'fits jsonb', nl2sql_heal.heal_execute('f', $$SELECT '{"a": "\u00e9"}'::jsonb AS j$$);
SELECT label, result->>'status' AS status, pg_typeof(result->'rows'->0->0) AS type,
       left(result->'rows'->0->>0, 40) AS value, jsonb_typeof(result->'rows'->0->0) AS json_type
  FROM got ORDER BY label;
SELECT label, result->'rows'->0 AS row FROM got WHERE label IN ('mixed row', 'fits', 'nul') ORDER BY label;
SELECT jsonb_array_length(result->'rows') AS rows, result->>'row_count' AS row_count, result->'rows'->499 AS last
  FROM got WHERE label = 'many rows';
SELECT nl2sql_heal.wait_for_receipts();
SELECT g.label, s.status = g.result->>'status' AS same_status, s.rows::jsonb = g.result->'rows' AS same_rows
  FROM got g JOIN nl2sql_heal.steps s ON s.receipt_id = (g.result->>'receipt_id')::bigint
 ORDER BY g.label;

-- a query whose error quotes a huge value: the message is clipped, nothing raises
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate,
       length(r->'error'->>'message') < 9000 AS clipped,
       r->'error'->>'message' LIKE '%more bytes)' AS says_so
  FROM nl2sql_heal.heal_execute('big literal', 'SELECT (''x'' || repeat(''y'', 100000))::int') r;

-- 2^1000000 computes for a while without checking for interrupts, then
-- overflows: the timer fires first, the query then raises its own error.
-- The step reports that error; no cancel is left pending for the caller.
SET nl2sql_heal.statement_timeout = '10ms';
SET work_mem = '4321kB';
BEGIN;
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate
  FROM nl2sql_heal.heal_execute('slow, then an error', 'SELECT 2::numeric ^ 1000000') r;
SELECT pg_sleep(0.05);
SELECT 'transaction still usable' AS after, current_user, current_setting('work_mem') AS work_mem,
       current_setting('statement_timeout') AS statement_timeout;
COMMIT;
-- the timer still cancels a query that checks for interrupts
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate
  FROM nl2sql_heal.heal_execute('sleepy', 'SELECT pg_sleep(5)') r;
SELECT 'session still usable' AS after;
RESET nl2sql_heal.statement_timeout;
RESET ROLE;

SET client_min_messages = warning;
DROP OWNED BY regress_sec_rows;
DROP ROLE regress_sec_rows;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
