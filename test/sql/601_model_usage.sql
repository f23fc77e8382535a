-- nl2sql_heal.model_usage: model rewrites per role, deployment and day (UTC), with
-- outcomes, tokens, latency percentiles and the estimated cost from model_prices; the
-- figures against receipts counted by hand; each role sees its own rows,
-- pg_read_all_stats members and superusers see all.
SET client_min_messages = warning;
DROP ROLE IF EXISTS regress_usage_a, regress_usage_b, regress_usage_auditor;
CREATE ROLE regress_usage_a;
CREATE ROLE regress_usage_b;
CREATE ROLE regress_usage_auditor IN ROLE pg_read_all_stats;

-- Receipts as the extension writes them (ids far from any a test writes).
INSERT INTO nl2sql_heal.steps (receipt_id, step, created_at, role_name, original_sql, final_sql, status)
VALUES (900001, 1, '2026-01-05 10:00+00', 'regress_usage_a', 'q1', 'q1', 'repaired'),
       (900002, 1, '2026-01-05 23:30+00', 'regress_usage_a', 'q2', 'q2', 'failed'),
       (900003, 1, '2026-01-06 00:30+00', 'regress_usage_a', 'q3', 'q3', 'failed'),
       (900004, 1, '2026-01-05 12:00+00', 'regress_usage_b', 'q4', 'q4', 'repaired');
-- calls that wrote no attempt are in the notes, as the model tier words them
INSERT INTO nl2sql_heal.steps (receipt_id, step, created_at, role_name, original_sql, final_sql, status, notes)
VALUES (900005, 1, '2026-01-05 15:00+00', 'regress_usage_a', 'q5', 'q5', 'failed',
        ARRAY['The model (model:reasoning, deployment "gpt-4o", 300 ms) could not propose a rewrite: the model endpoint answered HTTP 500.',
              'The model (model:reasoning, deployment "gpt-4o", 50 ms, 40 prompt + 2 completion tokens, 2 tries) found no repair for this failure.',
              'The model''s reply (model:reasoning, deployment "gpt-4o", 250 ms, 10 prompt + 10 completion tokens) held no SQL query.',
              'No repair source had a confident rewrite for this failure.']);
INSERT INTO nl2sql_heal.attempts (receipt_id, step, attempt, role_name, sql, outcome, repair,
                                  deployment, model_ms, tokens_in, tokens_out)
VALUES -- a, 5 January: originals and a rule rewrite (no model: not counted)
       (900001, 1, 0, 'regress_usage_a', 'q1', 'error', NULL, NULL, NULL, NULL, NULL),
       (900001, 1, 1, 'regress_usage_a', 'q1a', 'error', 'rule:identifiers', NULL, NULL, NULL, NULL),
       (900001, 1, 2, 'regress_usage_a', 'q1b', 'ok', 'model:reasoning', 'gpt-4o', 100, 100, 20),
       (900002, 1, 0, 'regress_usage_a', 'q2', 'error', NULL, NULL, NULL, NULL, NULL),
       (900002, 1, 1, 'regress_usage_a', 'q2a', 'error', 'model:reasoning', 'gpt-4o', 200, 200, 30),
       (900002, 1, 2, 'regress_usage_a', 'q2b', 'empty', 'model:reasoning', 'gpt-4o', 400, 300, 40),
       -- a, 6 January (UTC): one rewrite refused before it ran
       (900003, 1, 0, 'regress_usage_a', 'q3', 'error', NULL, NULL, NULL, NULL, NULL),
       (900003, 1, 1, 'regress_usage_a', 'q3a', 'rejected', 'model:reasoning', 'gpt-4o', 50, 50, 5),
       -- b: another deployment, one call whose tokens the provider did not report
       (900004, 1, 0, 'regress_usage_b', 'q4', 'error', NULL, NULL, NULL, NULL, NULL),
       (900004, 1, 1, 'regress_usage_b', 'q4a', 'error', 'model:reasoning', 'o3-mini', 1000, 1000, 500),
       (900004, 1, 2, 'regress_usage_b', 'q4b', 'ok', 'model:reasoning', 'o3-mini', 300, NULL, NULL);
INSERT INTO nl2sql_heal.model_prices VALUES ('gpt-4o', 2.5, 10);

-- By hand: a/gpt-4o/5 Jan: 6 calls: 3 rewrites (ok, error, zero rows), one failed call,
-- two replies without a rewrite; 650 in, 102 out; latency {50, 100, 200, 250, 300, 400}:
-- p50 225, p95 375; cost 650 * 2.5 / 1000 + 102 * 10 / 1000 = 2.645.
-- a/gpt-4o/6 Jan: 1 rejected, 50 in, 5 out, 50 ms; cost 0.175.  b/o3-mini/5 Jan:
-- 2 calls (error, ok), 1000 in, 500 out, latency {300, 1000}: p50 650, p95 965; no price.
CREATE VIEW pg_temp.usage WITH (security_invoker = true) AS
SELECT role_name, deployment, day, calls, ok, failed_error, failed_zero_rows, failed_rejected,
       failed_call, no_rewrite, tokens_in, tokens_out, p50_ms, p95_ms, estimated_cost
  FROM nl2sql_heal.model_usage WHERE role_name::text LIKE 'regress_usage_%';
GRANT SELECT ON pg_temp.usage TO regress_usage_a, regress_usage_b, regress_usage_auditor;
SELECT * FROM pg_temp.usage ORDER BY 1, 2, 3;

-- each role sees its own
SET ROLE regress_usage_a;
SELECT role_name, deployment, day, calls FROM pg_temp.usage ORDER BY 1, 2, 3;
SET ROLE regress_usage_b;
SELECT role_name, deployment, day, calls FROM pg_temp.usage ORDER BY 1, 2, 3;
-- pg_read_all_stats sees all
SET ROLE regress_usage_auditor;
SELECT role_name, deployment, day, calls FROM pg_temp.usage ORDER BY 1, 2, 3;
-- the prices are the DBA's to set
INSERT INTO nl2sql_heal.model_prices VALUES ('o3-mini', 1, 4);
RESET ROLE;

-- the view agrees with the receipts it reads
SELECT sum(calls) = (SELECT count(*) FROM nl2sql_heal.attempts
                      WHERE deployment IS NOT NULL AND role_name::text LIKE 'regress_usage_%') + 3 AS calls_match,
       sum(tokens_in) = (SELECT sum(tokens_in) FROM nl2sql_heal.attempts
                          WHERE role_name::text LIKE 'regress_usage_%') + 50 AS tokens_match
  FROM pg_temp.usage;

DELETE FROM nl2sql_heal.attempts WHERE receipt_id BETWEEN 900001 AND 900005;
DELETE FROM nl2sql_heal.steps WHERE receipt_id BETWEEN 900001 AND 900005;
DELETE FROM nl2sql_heal.model_prices;
DROP VIEW pg_temp.usage;
DROP ROLE regress_usage_a, regress_usage_b, regress_usage_auditor;
