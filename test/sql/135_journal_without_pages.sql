-- A local journal without a page is not read (rules_journal.c): no entry can be in it.
-- The check is made for each call, so the first rename after it is followed at once:
-- in the next call, inside the transaction that renamed, and after the journal was
-- emptied (TRUNCATE: no page) and written again.  The new names share nothing with
-- the old ones, so only the journal can repair.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
SET nl2sql_heal.remembered_max = 0;   -- every call takes the rule path
TRUNCATE nl2sql_heal.schema_journal;
CREATE SCHEMA regress_jpages;
SET search_path = regress_jpages, public;

CREATE FUNCTION regress_jpages.try(q text)
RETURNS TABLE (status text, repaired_sql text) LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
BEGIN
    r := nl2sql_heal.heal_execute('journal without pages', q, max_attempts => 1);
    RETURN QUERY SELECT r->>'status', CASE WHEN r->>'status' = 'repaired' THEN r->>'sql' END;
END $$;

CREATE TABLE ledger (entry int, amount numeric);
INSERT INTO ledger VALUES (1, 10);
SELECT pg_relation_size('nl2sql_heal.schema_journal') AS journal_bytes;
-- a name nothing knows: no repair
SELECT * FROM try('SELECT amount FROM ledger_old');
-- 1. renamed: the next call follows the journal
ALTER TABLE ledger RENAME TO zq_book;
SELECT * FROM try('SELECT amount FROM ledger');
-- 2. emptied (no page: nothing to follow), then renamed inside a transaction: the next
--    call there sees its own entry
TRUNCATE nl2sql_heal.schema_journal;
BEGIN;
SELECT * FROM try('SELECT amount FROM ledger');
ALTER TABLE zq_book RENAME COLUMN amount TO xv_total;
SELECT * FROM try('SELECT amount FROM zq_book');
ROLLBACK;
SELECT pg_relation_size('nl2sql_heal.schema_journal') AS journal_bytes;
-- 3. entries deleted (the pages stay): read, and nothing found
ALTER TABLE zq_book RENAME COLUMN amount TO xv_total;
DELETE FROM nl2sql_heal.schema_journal;
SELECT * FROM try('SELECT amount FROM zq_book');

RESET search_path;
RESET nl2sql_heal.remembered_max;
DROP SCHEMA regress_jpages CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
