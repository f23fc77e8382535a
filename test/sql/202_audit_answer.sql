-- audit_answer: the trigger in all its modes (verdict column jsonb / json / boolean / none,
-- 'reject'), on INSERT and UPDATE, rows without answer or receipt, and bad arguments.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
-- receipt numbers of this suite start at 202001, whatever ran before
SELECT setval('nl2sql_heal.receipts_receipt_id_seq', 202000) AS seq \gset
CREATE SCHEMA audit;
CREATE TABLE audit.sales (region text, amount numeric(10,2));
INSERT INTO audit.sales VALUES ('east', 3000), ('north', 1200.50), ('south', 799.50);

-- Run a statement; its error as SQLSTATE, message, detail, hint, table and constraint.
CREATE FUNCTION audit.try(stmt text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    st text; msg text; det text; hnt text; tab text; con text;
BEGIN
    EXECUTE stmt;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, msg = MESSAGE_TEXT, det = PG_EXCEPTION_DETAIL,
                            hnt = PG_EXCEPTION_HINT, tab = TABLE_NAME, con = CONSTRAINT_NAME;
    RETURN concat_ws(E'\n', st || ': ' || msg, 'detail: ' || nullif(det, ''), 'hint: ' || nullif(hnt, ''),
                     'table: ' || nullif(tab, '') || coalesce(', constraint: ' || nullif(con, ''), ''));
END
$$;

SELECT (nl2sql_heal.heal_execute('Sales by region', 'SELECT region, amount FROM audit.sales ORDER BY 1')->>'receipt_id')::bigint AS r \gset
SELECT (nl2sql_heal.heal_execute('Broken', 'SELECT 1/0')->>'receipt_id')::bigint AS broken \gset
SELECT (nl2sql_heal.heal_execute('Nothing', 'SELECT * FROM audit.sales WHERE false', max_attempts => 0)->>'receipt_id')::bigint AS nothing \gset

-- A jsonb verdict column: filled with the verdict; nothing refused.
CREATE TABLE audit.answers (id serial PRIMARY KEY, receipt bigint, answer text, verdict jsonb, note text);
CREATE TRIGGER check_answer BEFORE INSERT OR UPDATE ON audit.answers
    FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'verdict');
INSERT INTO audit.answers (receipt, answer) VALUES
    (:r, 'Total sales were $5,000; east had 60%.'),
    (:r, 'Total sales were $5,100.'),
    (:broken, 'The ratio is 12.'),
    (:nothing, 'There are 12 sales.'),
    (:nothing, 'No sales were found.');
SELECT id, verdict->>'plausible' AS plausible, verdict->>'reason' AS reason, verdict->'ungrounded' AS ungrounded
  FROM audit.answers ORDER BY id;
-- the verdict column holds exactly what check_answer returns; the last row's verdict is on its receipt
SELECT a.verdict = nl2sql_heal.check_answer(a.receipt, a.answer) AS same_as_check_answer
  FROM audit.answers a WHERE id = 1;
SELECT r.receipt_id = :nothing AS receipt, r.answer, r.plausible, r.verdict->>'reason' AS reason
  FROM nl2sql_heal.receipts r WHERE r.receipt_id = :nothing;
-- UPDATE checks again; a forged verdict is overwritten
UPDATE audit.answers SET answer = 'Total sales were $5,000.' WHERE id = 2;
UPDATE audit.answers SET verdict = '{"plausible": true, "reason": "grounded"}', note = 'forged' WHERE id = 4;
SELECT id, verdict->>'reason' AS reason FROM audit.answers WHERE id IN (2, 4) ORDER BY id;
-- no answer: nothing to check, verdict NULL; no receipt: left unchecked without 'reject'
INSERT INTO audit.answers (receipt, answer, verdict) VALUES
    (:r, NULL, '{"plausible": true}'), (NULL, 'Sales were $9.', '{"plausible": true}');
SELECT id, receipt IS NULL AS no_receipt, answer IS NULL AS no_answer, verdict FROM audit.answers WHERE id > 5 ORDER BY id;

-- A json verdict column, an int receipt column, a varchar answer, quoted column names.
CREATE TABLE audit.answers_json ("Receipt Id" int, "Answer" varchar(200), v json);
CREATE TRIGGER a BEFORE INSERT ON audit.answers_json
    FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('Receipt Id', 'Answer', 'v');
INSERT INTO audit.answers_json VALUES (:r, 'North sold $1,200.50.', NULL);
SELECT v->>'reason' AS reason, v->'figures'->0->>'source' AS source FROM audit.answers_json;

-- A boolean verdict column, with 'reject': plausible rows pass and are marked.
CREATE DOMAIN audit.prose AS text CHECK (VALUE <> '');
CREATE TABLE audit.strict (receipt bigint, answer audit.prose, ok boolean);
CREATE TRIGGER a BEFORE INSERT OR UPDATE ON audit.strict
    FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'ok', 'reject');
INSERT INTO audit.strict VALUES (:r, 'South sold $799.50, 16% of the total.', NULL);
INSERT INTO audit.strict VALUES (:nothing, 'Nothing was sold.', false);
SELECT * FROM audit.strict ORDER BY answer;
-- implausible rows are refused: check_violation naming the table and the trigger
SELECT audit.try(format('INSERT INTO audit.strict VALUES (%s, %L, NULL)', :r,
                        'Total sales were $5,100; east had 61%, north 1,200.5.'));
SELECT audit.try(format('INSERT INTO audit.strict VALUES (%s, %L, NULL)', :broken, 'The ratio is 12.'));
SELECT audit.try(format('INSERT INTO audit.strict VALUES (%s, %L, NULL)', :nothing, 'There were 12 sales.'));
SELECT audit.try(format('UPDATE audit.strict SET answer = %L WHERE receipt = %s', 'South sold $800.50.', :r));
SELECT audit.try(format('INSERT INTO audit.strict VALUES (NULL, %L, NULL)', 'Sales were $9.'));
-- one implausible row refuses the whole statement
SELECT audit.try(format('INSERT INTO audit.strict VALUES (%s, %L, NULL), (%s, %L, NULL)',
                        :r, 'East sold $3,000.', :r, 'East sold $3,001.'));
SELECT count(*) AS rows_kept FROM audit.strict;
-- a refused answer leaves no verdict behind: the receipt keeps its last one
SELECT answer, plausible FROM nl2sql_heal.receipts WHERE receipt_id = :r;

-- 'reject' without a verdict column; many ungrounded figures are counted, not all listed.
CREATE TABLE audit.bare (receipt bigint, answer text);
CREATE TRIGGER a BEFORE INSERT ON audit.bare
    FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'REJECT');
SELECT audit.try(format('INSERT INTO audit.bare VALUES (%s, %L)', :r,
                        '11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21 and 22 are all wrong.'));
INSERT INTO audit.bare VALUES (:r, 'East sold $3,000.');
SELECT * FROM audit.bare;

-- A receipt the inserting role cannot see is an error, in every mode.
DROP ROLE IF EXISTS regress_plaus_erin;
CREATE ROLE regress_plaus_erin;
GRANT USAGE ON SCHEMA audit TO regress_plaus_erin;
GRANT INSERT, SELECT ON audit.answers TO regress_plaus_erin;
GRANT USAGE ON SEQUENCE audit.answers_id_seq TO regress_plaus_erin;
SET ROLE regress_plaus_erin;
SELECT audit.try(format('INSERT INTO audit.answers (receipt, answer) VALUES (%s, %L)', :r, 'East sold $3,000.'));
RESET ROLE;

-- Bad arguments get clear errors when the trigger fires.
CREATE TABLE audit.bad (receipt_txt text, receipt bigint, answer text, n int, verdict_txt text, v jsonb);
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'v', 'reject', 'more');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'v', 'strict');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt_id', 'answer');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'ctid');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'missing');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt_txt', 'answer');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'n');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'verdict_txt');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer', 'answer');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a AFTER INSERT ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE INSERT ON audit.bad FOR EACH STATEMENT EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer');
SELECT audit.try('INSERT INTO audit.bad (receipt, answer) VALUES (1, ''x'')');
DROP TRIGGER a ON audit.bad;
CREATE TRIGGER a BEFORE DELETE ON audit.bad FOR EACH ROW EXECUTE FUNCTION nl2sql_heal.audit_answer('receipt', 'answer');
INSERT INTO audit.bad (receipt, answer) VALUES (1, 'x');
SELECT audit.try('DELETE FROM audit.bad');
DROP TRIGGER a ON audit.bad;
-- and called directly, it is refused
SELECT audit.try('SELECT nl2sql_heal.audit_answer()');

DROP OWNED BY regress_plaus_erin;
DROP ROLE regress_plaus_erin;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
DROP SCHEMA audit CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
