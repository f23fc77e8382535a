-- prune_receipts() removes, past the retention, whole receipts of every role
-- (steps, attempts, the verdict on them and their model calls), ask()'s model
-- calls that have no receipt, and unpinned remembered repairs unused for as
-- long; past nl2sql_heal.journal_retention, journal entries.  Nothing newer,
-- nothing pinned, nothing of another kind.
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;
DROP ROLE IF EXISTS regress_ret_a, regress_ret_b;
CREATE ROLE regress_ret_a;
CREATE ROLE regress_ret_b;
ALTER SEQUENCE nl2sql_heal.receipts_receipt_id_seq RESTART 8200;
DELETE FROM nl2sql_heal.schema_journal;
DELETE FROM nl2sql_heal.remembered;
DELETE FROM nl2sql_heal.model_calls;

SET ROLE regress_ret_a;
SELECT nl2sql_heal.heal_execute('a old', 'SELECT 41 AS n')->>'receipt_id' AS a_old;
SELECT nl2sql_heal.heal_execute('a new', 'SELECT 42 AS n')->>'receipt_id' AS a_new;
SET ROLE regress_ret_b;
SELECT nl2sql_heal.heal_execute('b old', 'SELECT 43 AS n')->>'receipt_id' AS b_old;
SELECT nl2sql_heal.heal_execute('b old, step 2', 'SELECT 1/0', receipt_id => 8202)->>'status' AS step_2;
SELECT nl2sql_heal.check_answer(8202, 'It is 43.')->>'plausible' AS plausible;
SELECT nl2sql_heal.heal_execute('b new', 'SELECT 44 AS n')->>'receipt_id' AS b_new;
RESET ROLE;

-- model calls as ask() writes them: with a receipt, and without one (the call failed before it)
INSERT INTO nl2sql_heal.model_calls (role_name, receipt_id, purpose, tier, deployment, outcome, model_ms, tries)
SELECT r.role_name, r.receipt_id, p, 'standard', 'm', 'ok', 1, 1
  FROM nl2sql_heal.receipts r, unnest(ARRAY['query', 'answer']) p WHERE r.receipt_id BETWEEN 8200 AND 8203;
INSERT INTO nl2sql_heal.model_calls (created_at, role_name, receipt_id, purpose, tier, deployment, outcome, failure, model_ms, tries)
VALUES (now() - interval '40 days', 'regress_ret_a', NULL, 'query', 'standard', 'm', 'call_failed', 'old', 1, 1),
       (now(), 'regress_ret_a', NULL, 'query', 'standard', 'm', 'call_failed', 'new', 1, 1);
-- remembered repairs: unused for 40 days (unpinned, and pinned), and used today
INSERT INTO nl2sql_heal.remembered (query_hash, role_name, search_path, failing_sql, rewrite, source, last_used, pinned)
VALUES (1, 'regress_ret_a', 'public', 'old unpinned', 'x', 'rule:test', now() - interval '40 days', false),
       (2, 'regress_ret_a', 'public', 'old pinned', 'x', 'rule:test', now() - interval '40 days', true),
       (3, 'regress_ret_b', 'public', 'used today', 'x', 'rule:test', now(), false);
-- journal entries: 90 days old, 40 days old, today
INSERT INTO nl2sql_heal.schema_journal (changed_at, role_name, change, object_kind, old_relation, new_relation)
VALUES (now() - interval '90 days', 'postgres', 'rename', 'table', 't90', 'u90'),
       (now() - interval '40 days', 'postgres', 'rename', 'table', 't40', 'u40'),
       (now(), 'postgres', 'rename', 'table', 't0', 'u0');

-- the "old" receipts, their steps and model calls: 40 days back
UPDATE nl2sql_heal.receipts SET created_at = created_at - interval '40 days' WHERE question LIKE '% old';
UPDATE nl2sql_heal.steps SET created_at = created_at - interval '40 days' WHERE receipt_id IN (8200, 8202);
UPDATE nl2sql_heal.model_calls SET created_at = created_at - interval '40 days' WHERE receipt_id IN (8200, 8202);
SELECT (SELECT count(*) FROM nl2sql_heal.receipts) AS receipts, (SELECT count(*) FROM nl2sql_heal.steps) AS steps,
       (SELECT count(*) FROM nl2sql_heal.attempts) AS attempts, (SELECT count(*) FROM nl2sql_heal.model_calls) AS model_calls;

LOAD 'nl2sql_heal';
SET nl2sql_heal.receipt_retention = '30d';
SET nl2sql_heal.journal_retention = '60d';
SELECT nl2sql_heal.prune_receipts();
SELECT receipt_id, role_name, question, verdict IS NOT NULL AS verdict FROM nl2sql_heal.receipts ORDER BY 1;
SELECT receipt_id, step, question FROM nl2sql_heal.steps ORDER BY 1, 2;
SELECT receipt_id, step, attempt, sql FROM nl2sql_heal.attempts ORDER BY 1, 2, 3;
SELECT receipt_id, purpose, failure FROM nl2sql_heal.model_calls ORDER BY receipt_id NULLS LAST, purpose;
SELECT failing_sql, pinned FROM nl2sql_heal.remembered ORDER BY 1;
SELECT old_relation FROM nl2sql_heal.schema_journal ORDER BY entry_id;
-- a second run finds nothing more
SELECT nl2sql_heal.prune_receipts();
-- journal retention off: the 40-day entry stays whatever the receipts' retention
SET nl2sql_heal.journal_retention = 0;
SELECT nl2sql_heal.prune_receipts('1 day')->>'journal' AS journal;
SELECT count(*) AS journal_entries FROM nl2sql_heal.schema_journal;
RESET nl2sql_heal.receipt_retention;
RESET nl2sql_heal.journal_retention;

DELETE FROM nl2sql_heal.model_calls;
DELETE FROM nl2sql_heal.remembered;
DELETE FROM nl2sql_heal.schema_journal;
DELETE FROM nl2sql_heal.attempts;
DELETE FROM nl2sql_heal.steps;
DELETE FROM nl2sql_heal.receipts;
DROP ROLE regress_ret_a, regress_ret_b;
