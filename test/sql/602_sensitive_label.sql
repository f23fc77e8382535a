-- A security label of this extension's provider needs the library loaded in
-- the session; mark_sensitive loads it itself.
\c
SET client_min_messages = warning;
CREATE SCHEMA regress_label;
CREATE TABLE regress_label.people (id int, email text);
SECURITY LABEL FOR nl2sql_heal ON COLUMN regress_label.people.email IS 'sensitive';
SELECT nl2sql_heal.mark_sensitive('regress_label.people', 'email');
SELECT schema_name, table_name, column_name FROM nl2sql_heal.sensitive_columns
 WHERE schema_name = 'regress_label';
-- now loaded: the statement works, and only 'sensitive' is a label
SECURITY LABEL FOR nl2sql_heal ON COLUMN regress_label.people.id IS 'secret';
SELECT nl2sql_heal.mark_sensitive('regress_label.people', 'email', false);
SELECT count(*) FROM nl2sql_heal.sensitive_columns WHERE schema_name = 'regress_label';
DROP SCHEMA regress_label CASCADE;
-- and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
