-- Bad input gets a clear error with a proper SQLSTATE, and nothing is lost.
SET client_min_messages = warning;
\set VERBOSITY default
CREATE TABLE kept (x int);
BEGIN;
INSERT INTO kept VALUES (1);
SAVEPOINT s;
SELECT nl2sql_heal.heal_execute('q', NULL);
ROLLBACK TO s;
SELECT nl2sql_heal.heal_execute('q', '   ');
ROLLBACK TO s;
SELECT nl2sql_heal.heal_execute('q', '');
ROLLBACK TO s;
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', receipt_id => 999999999);
ROLLBACK TO s;
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'nowhere');
ROLLBACK TO s;
COMMIT;
SELECT * FROM kept;
-- errors carry their SQLSTATE
DO $$
DECLARE
    state text;
BEGIN
    BEGIN
        PERFORM nl2sql_heal.heal_execute('q', NULL);
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
        RAISE WARNING 'null sql: %', state;
    END;
    BEGIN
        PERFORM nl2sql_heal.heal_execute('q', '');
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
        RAISE WARNING 'empty sql: %', state;
    END;
    BEGIN
        PERFORM nl2sql_heal.heal_execute('q', 'SELECT 1', receipt_id => 0);
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
        RAISE WARNING 'unknown receipt: %', state;
    END;
END $$;
-- a multi-statement or writing query is reported as failed, nothing executed
SELECT r->>'status' AS status, r->'error'->>'message' AS message FROM nl2sql_heal.heal_execute('q', 'DELETE FROM kept') r;
SELECT count(*) AS still_there FROM kept;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP TABLE kept;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
