-- Receipts are bounded per call: texts cut at nl2sql_heal.receipt_text_max (with the
-- whole length and a SHA-256), rows kept per nl2sql_heal.receipt_rows, and no role
-- can raise the caps for itself.  Also retention: prune_receipts().
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;
CREATE SCHEMA bounds;
CREATE TABLE bounds.items (id int, label text);
INSERT INTO bounds.items SELECT g, 'item ' || g FROM generate_series(1, 200) g;
DROP ROLE IF EXISTS regress_bounds_mallory, regress_bounds_carol;
CREATE ROLE regress_bounds_mallory;
CREATE ROLE regress_bounds_carol;
GRANT USAGE ON SCHEMA bounds TO regress_bounds_mallory, regress_bounds_carol;
GRANT SELECT ON bounds.items TO regress_bounds_mallory, regress_bounds_carol;
ALTER SEQUENCE nl2sql_heal.receipts_receipt_id_seq RESTART 8000;

-- the caps are the superuser's: a role cannot raise them (the library is loaded
-- first: before, a SET would be a placeholder, dropped with a warning at load)
LOAD 'nl2sql_heal';
SET nl2sql_heal.receipt_text_max = '1kB';
SET nl2sql_heal.receipt_rows_max = '1kB';
SET ROLE regress_bounds_mallory;
SET nl2sql_heal.receipt_text_max = '1GB';
SET nl2sql_heal.receipt_rows = 'all';
SET nl2sql_heal.receipt_rows_max = '1GB';
SHOW nl2sql_heal.receipt_text_max;

-- an oversize question, query (a long comment) and error message, and a result over the row cap
SELECT r->>'status' AS status, r->>'row_count' AS row_count,
       jsonb_array_length(r->'rows') AS rows_returned, length(r->>'sql') AS sql_returned
  FROM nl2sql_heal.heal_execute(repeat('How many? ', 500),
                                'SELECT id, label FROM bounds.items /* ' || repeat('padding ', 1000) || '*/') r;
SELECT r->>'status' AS status
  FROM nl2sql_heal.heal_execute('bad cast', 'SELECT (''' || repeat('x', 4000) || ''')::int') r;
RESET ROLE;

-- what was stored: the first kB (whole characters), then the marker with the length and hash
SELECT receipt_id, length(question) AS stored, question LIKE 'How many? How many? %' AS prefix_kept,
       substring(question FROM ' \[cut: [0-9]+ bytes, sha256 [0-9a-f]{64}\]$') =
         format(' [cut: %s bytes, sha256 %s]', length(repeat('How many? ', 500)),
                encode(sha256(convert_to(repeat('How many? ', 500), 'UTF8')), 'hex')) AS marker_ok
  FROM nl2sql_heal.receipts WHERE role_name = 'regress_bounds_mallory' ORDER BY 1;
SELECT s.receipt_id, length(s.question) < 1200 AS question_cut, length(s.original_sql) < 1200 AS sql_cut,
       length(s.final_sql) < 1200 AS final_cut, s.row_count,
       json_array_length(s.rows) AS rows_stored, pg_column_size(s.rows) < 1100 AS rows_within_cap, s.notes
  FROM nl2sql_heal.steps s WHERE s.role_name = 'regress_bounds_mallory' ORDER BY 1;
SELECT receipt_id, outcome, length(sql) < 1200 AS sql_cut, length(message) < 1200 AS message_cut,
       message LIKE '%[cut: %' AS message_marked
  FROM nl2sql_heal.attempts WHERE role_name = 'regress_bounds_mallory' ORDER BY 1, 2;
-- everything one call stored, over every receipt table, stays within the caps
SELECT sum(pg_column_size(s.*)) < 6 * 1024 AS step_rows_bounded
  FROM nl2sql_heal.steps s WHERE s.role_name = 'regress_bounds_mallory' AND s.receipt_id = 8000;

-- rows: the whole rows that fit (bounded), none, or all
SET nl2sql_heal.receipt_rows = 'none';
SELECT r->>'row_count' AS row_count FROM nl2sql_heal.heal_execute('none', 'SELECT sum(id) AS total FROM bounds.items WHERE id BETWEEN 10 AND 12') r;
SET nl2sql_heal.receipt_rows = 'all';
SELECT r->>'row_count' AS row_count FROM nl2sql_heal.heal_execute('all', 'SELECT id, label FROM bounds.items') r;
SELECT r->>'row_count' AS row_count FROM nl2sql_heal.heal_execute('all, a total', 'SELECT sum(id) AS total FROM bounds.items WHERE id BETWEEN 10 AND 12') r;
SELECT question, row_count, rows IS NULL AS no_rows, json_array_length(rows) AS rows_stored, notes
  FROM nl2sql_heal.steps WHERE question IN ('none', 'all') ORDER BY question;
-- what it costs check_answer: it grounds figures only in the rows kept
SELECT question, nl2sql_heal.check_answer(receipt_id, 'The total is 33.')->>'plausible' AS plausible
  FROM nl2sql_heal.receipts WHERE question IN ('none', 'all, a total') ORDER BY question;
RESET nl2sql_heal.receipt_rows;

-- texts within the cap are stored whole
SELECT r->>'status' AS status FROM nl2sql_heal.heal_execute('short', 'SELECT 1') r;
SELECT question, original_sql FROM nl2sql_heal.steps WHERE question = 'short';
RESET nl2sql_heal.receipt_text_max;
RESET nl2sql_heal.receipt_rows_max;

-- Retention: receipts older than the cutoff, of every role, go whole; nothing else.
SET ROLE regress_bounds_carol;
SELECT (nl2sql_heal.heal_execute('carol old', 'SELECT 1')->>'receipt_id')::bigint AS carol_old \gset
SELECT (nl2sql_heal.heal_execute('carol new', 'SELECT 2')->>'receipt_id')::bigint AS carol_new \gset
-- a receipt made long ago but extended today is kept
SELECT (nl2sql_heal.heal_execute('carol extended', 'SELECT 3')->>'receipt_id')::bigint AS carol_ext \gset
SELECT nl2sql_heal.heal_execute('carol extended, step 2', 'SELECT 4', receipt_id => :carol_ext)->>'step' AS step;
-- only the DBA prunes
SELECT nl2sql_heal.prune_receipts('1 day');
RESET ROLE;
UPDATE nl2sql_heal.receipts SET created_at = created_at - interval '40 days'
 WHERE receipt_id IN (8000, 8001, :carol_old, :carol_ext);
UPDATE nl2sql_heal.steps SET created_at = created_at - interval '40 days'
 WHERE receipt_id IN (8000, 8001, :carol_old) OR (receipt_id = :carol_ext AND step = 1);
SELECT count(*) AS receipts_before FROM nl2sql_heal.receipts
 WHERE role_name IN ('regress_bounds_mallory', 'regress_bounds_carol');
-- off by default: nothing is pruned
SELECT nl2sql_heal.prune_receipts();
SET nl2sql_heal.receipt_retention = '30d';
SELECT nl2sql_heal.prune_receipts(max_receipts => 1);
SELECT nl2sql_heal.prune_receipts();
SELECT receipt_id, role_name, question FROM nl2sql_heal.receipts
 WHERE role_name IN ('regress_bounds_mallory', 'regress_bounds_carol') ORDER BY 1;
SELECT count(*) AS orphan_steps FROM nl2sql_heal.steps s
 WHERE NOT EXISTS (SELECT FROM nl2sql_heal.receipts r WHERE r.receipt_id = s.receipt_id);
SELECT count(*) AS orphan_attempts FROM nl2sql_heal.attempts a
 WHERE NOT EXISTS (SELECT FROM nl2sql_heal.receipts r WHERE r.receipt_id = a.receipt_id);
SELECT step FROM nl2sql_heal.steps WHERE receipt_id = :carol_ext ORDER BY 1;
SELECT nl2sql_heal.prune_receipts('-1 day');
RESET nl2sql_heal.receipt_retention;

-- the monitoring views run for any role and count its own calls
SET ROLE regress_bounds_carol;
SELECT sum(calls) AS carol_calls, sum(ok) AS ok FROM nl2sql_heal.activity_per_minute;
SELECT table_name FROM nl2sql_heal.storage ORDER BY 1;
RESET ROLE;

DROP SCHEMA bounds CASCADE;
DELETE FROM nl2sql_heal.attempts;
DELETE FROM nl2sql_heal.steps;
DELETE FROM nl2sql_heal.receipts;
DELETE FROM nl2sql_heal.schema_journal;
DROP ROLE regress_bounds_mallory, regress_bounds_carol;
