-- The verdict check_answer and audit_answer store on a receipt is bounded like
-- every stored text: its JSON text is at most nl2sql_heal.receipt_text_max.
-- Over the cap, whole elements of its lists are kept (the ungrounded figures
-- first, then the figures) with a "cut" object saying how many of each there
-- were; the caller still gets the whole verdict.
SET client_min_messages = warning;
SET nl2sql_heal.receipt_writer = off;
CREATE SCHEMA vbounds;
CREATE TABLE vbounds.items (id int, label text, price numeric);
INSERT INTO vbounds.items SELECT g, 'item ' || g, (g * 7919 % 10007) / 100.0 FROM generate_series(1, 200) g;
CREATE TABLE vbounds.answers (receipt_id bigint, answer text);
CREATE TRIGGER audit BEFORE INSERT ON vbounds.answers
    FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt_id', 'answer');
DROP ROLE IF EXISTS regress_vbounds_mallory;
CREATE ROLE regress_vbounds_mallory;
GRANT USAGE ON SCHEMA vbounds TO regress_vbounds_mallory;
GRANT SELECT ON vbounds.items TO regress_vbounds_mallory;
GRANT INSERT ON vbounds.answers TO regress_vbounds_mallory;
ALTER SEQUENCE nl2sql_heal.receipts_receipt_id_seq RESTART 8100;

LOAD 'nl2sql_heal';
SET nl2sql_heal.receipt_text_max = '8kB';
SET ROLE regress_vbounds_mallory;
-- the cap is the superuser's
SET nl2sql_heal.receipt_text_max = '1GB';
SELECT (nl2sql_heal.heal_execute('prices', 'SELECT id, label, price FROM vbounds.items')->>'receipt_id')::bigint AS rid \gset
SELECT (nl2sql_heal.heal_execute('prices again', 'SELECT id, label, price FROM vbounds.items')->>'receipt_id')::bigint AS rid2 \gset
SELECT (nl2sql_heal.heal_execute('one price', 'SELECT price FROM vbounds.items WHERE id = 1')->>'receipt_id')::bigint AS rid3 \gset

-- thousands of claims, some grounded, most not: the returned verdict is whole
SELECT string_agg(format('Item %s costs %s.', g, (g * 7919 % 10007) / 100.0 + (g % 3)), ' ') AS many
  FROM generate_series(1, 2000) g \gset
SELECT nl2sql_heal.check_answer(:rid, :'many') AS v \gset
SELECT jsonb_array_length(:'v'::jsonb->'figures') > 2000 AS all_figures_returned,
       jsonb_array_length(:'v'::jsonb->'ungrounded') > 1000 AS all_ungrounded_returned,
       :'v'::jsonb ? 'cut' AS returned_cut,
       octet_length(:'v'::jsonb::text) > 100000 AS returned_over_100kB;
RESET ROLE;
-- stored: within 8 kB, whole elements, the first ones, counted in "cut"
SELECT pg_column_size(verdict) <= 8192 AS stored_within_cap,
       octet_length(verdict::text) <= 8192 AS text_within_cap,
       plausible, verdict->>'plausible' AS plausible_kept, verdict->>'reason' AS reason,
       (verdict->'cut'->>'figures')::int = jsonb_array_length(:'v'::jsonb->'figures') AS figures_counted,
       (verdict->'cut'->>'ungrounded')::int = jsonb_array_length(:'v'::jsonb->'ungrounded') AS ungrounded_counted,
       (verdict->'cut'->>'bytes')::int > 100000 AS whole_length_said,
       (verdict->'cut'->>'figures_kept')::int = jsonb_array_length(verdict->'figures') AS figures_kept_said,
       (verdict->'cut'->>'ungrounded_kept')::int = jsonb_array_length(verdict->'ungrounded') AS ungrounded_kept_said,
       jsonb_array_length(verdict->'figures') > 0 AS some_figures_kept,
       jsonb_array_length(verdict->'ungrounded') > 0 AS some_ungrounded_kept,
       verdict->'figures' = (SELECT jsonb_agg(e ORDER BY i) FROM jsonb_array_elements(:'v'::jsonb->'figures') WITH ORDINALITY x(e, i)
                              WHERE i <= jsonb_array_length(verdict->'figures')) AS first_figures_whole,
       verdict->'ungrounded' = (SELECT jsonb_agg(e ORDER BY i) FROM jsonb_array_elements(:'v'::jsonb->'ungrounded') WITH ORDINALITY x(e, i)
                                 WHERE i <= jsonb_array_length(verdict->'ungrounded')) AS first_ungrounded_whole,
       answer LIKE '%[cut: %' AS answer_cut
  FROM nl2sql_heal.receipts WHERE receipt_id = :rid;
-- the trace says how many ungrounded figures it shows
SELECT line ~ '^  ungrounded figures: .* \(the first [0-9]+ of [0-9]+; the verdict was stored cut\)$' AS trace_says_cut
  FROM nl2sql_heal.trace(:rid) WHERE line LIKE '  ungrounded figures:%';

-- through the audit_answer trigger: the same cap
SET ROLE regress_vbounds_mallory;
INSERT INTO vbounds.answers VALUES (:rid2, :'many');
RESET ROLE;
SELECT pg_column_size(verdict) <= 8192 AS stored_within_cap, verdict ? 'cut' AS cut,
       (verdict->'cut'->>'figures')::int > 2000 AS figures_counted
  FROM nl2sql_heal.receipts WHERE receipt_id = :rid2;

-- figures with huge texts (20,000 digits, 5,000 thousands groups) store nothing huge
SET ROLE regress_vbounds_mallory;
SELECT nl2sql_heal.check_answer(:rid3, 'It costs ' || repeat('7', 20000) || ', or 1' || repeat(',000', 5000)
                                       || ', or 7.' || repeat('5', 20000) || ', or 79.19.')->>'reason' AS reason;
RESET ROLE;
SELECT pg_column_size(verdict) <= 8192 AS stored_within_cap, length(answer) <= 8192 + 100 AS answer_cut
  FROM nl2sql_heal.receipts WHERE receipt_id = :rid3;

-- a verdict within the cap is stored whole, as returned
SET ROLE regress_vbounds_mallory;
SELECT nl2sql_heal.check_answer(:rid3, 'It costs 79.19.') AS small \gset
RESET ROLE;
SELECT verdict = :'small'::jsonb AS stored_whole, verdict ? 'cut' AS cut
  FROM nl2sql_heal.receipts WHERE receipt_id = :rid3;
RESET nl2sql_heal.receipt_text_max;

DROP SCHEMA vbounds CASCADE;
DELETE FROM nl2sql_heal.attempts;
DELETE FROM nl2sql_heal.steps;
DELETE FROM nl2sql_heal.receipts;
DROP ROLE regress_vbounds_mallory;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
