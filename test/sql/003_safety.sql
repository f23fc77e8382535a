-- Generated SQL is untrusted: one read-only statement, as the caller, time-limited, capped.
-- After every outcome the caller's transaction, role, search_path and settings are as before.
SET client_min_messages = warning;
LOAD 'nl2sql_heal';
-- a role the generated SQL tries to switch to
CREATE ROLE regress_safety_stranger;
CREATE SEQUENCE counter;
CREATE TABLE log (note text);
CREATE FUNCTION sneaky_write() RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    INSERT INTO log VALUES ('written');
    RETURN 1;
END $$;

CREATE FUNCTION attempt0(q text)
RETURNS TABLE (status text, outcome text, sqlstate text, message text) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->0->>'outcome', r->'attempts'->0->>'sqlstate', r->'attempts'->0->>'message'
      FROM nl2sql_heal.heal_execute('safety', q) r
$$;

CREATE FUNCTION sneaky_settings() RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM set_config('work_mem', '64kB', false);
    PERFORM set_config('search_path', 'pg_temp', false);
    RETURN 1;
END $$;
CREATE FUNCTION sneaky_role() RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    SET ROLE regress_safety_stranger;
    RETURN 1;
END $$;

-- The caller's state, to compare before and after.
CREATE FUNCTION caller_state() RETURNS text LANGUAGE sql AS $$
    SELECT concat_ws(' | ', current_user, session_user, current_setting('search_path'),
                     current_setting('transaction_read_only'), current_setting('work_mem'),
                     current_setting('statement_timeout'), current_setting('nl2sql_heal.max_rows'))
$$;

SET work_mem = '4321kB';
SET search_path = public, shop;
BEGIN;
INSERT INTO log VALUES ('before');
SELECT caller_state() AS before;

SELECT * FROM attempt0('WITH gone AS (DELETE FROM log RETURNING *) SELECT * FROM gone');
SELECT * FROM attempt0('INSERT INTO log VALUES (''x'')');
SELECT * FROM attempt0('UPDATE log SET note = ''y''');
SELECT * FROM attempt0('SELECT nextval(''counter'')');
SELECT * FROM attempt0('SET ROLE regress_safety_stranger');
SELECT * FROM attempt0('SELECT set_config(''search_path'', ''pg_temp'', false)');
SELECT * FROM attempt0('SELECT set_config(''work_mem'', ''64kB'', true)');
SELECT * FROM attempt0('SELECT sneaky_settings()');
SELECT * FROM attempt0('SELECT sneaky_role()');
SELECT * FROM attempt0('SELECT 1; SELECT 2');
SELECT * FROM attempt0('COMMIT');
SELECT * FROM attempt0('SELECT sneaky_write()');
SELECT * FROM attempt0('SELECT * FROM log FOR UPDATE');
SELECT * FROM attempt0('SELECT * INTO newtable FROM log');
SELECT * FROM attempt0('CREATE TABLE t2 (x int)');
SELECT * FROM attempt0('SELECT pg_advisory_lock(42)');
SELECT * FROM attempt0('COPY log TO STDOUT');
SELECT * FROM attempt0('EXPLAIN ANALYZE DELETE FROM log');

-- the caller's transaction is intact and still writable
INSERT INTO log VALUES ('after');
SELECT caller_state() AS after;
COMMIT;
SELECT note FROM log ORDER BY note;
SELECT count(*) AS locks FROM pg_locks WHERE locktype = 'advisory';

-- a time limit of its own, even when the caller has none
SET statement_timeout = 0;
SET nl2sql_heal.statement_timeout = '200ms';
SELECT status, outcome, sqlstate FROM attempt0('SELECT pg_sleep(10)');
SELECT caller_state() AS after_timeout;
-- a receipt-only transaction commits asynchronously, and the setting is restored after
SELECT (nl2sql_heal.heal_execute('commit', 'SELECT 1'))->>'status' AS status;
SHOW synchronous_commit;
SELECT 'still usable' AS session;
RESET nl2sql_heal.statement_timeout;

-- the caller's own statement_timeout still cancels the whole call
SET statement_timeout = '150ms';
SELECT * FROM attempt0('SELECT pg_sleep(10)');
RESET statement_timeout;

-- a huge result is capped in rows and bytes, and counting stops
SET nl2sql_heal.max_rows = 5;
SELECT r->>'status' AS status, jsonb_array_length(r->'rows') AS kept, r->>'row_count' AS row_count, r->>'truncated' AS truncated
  FROM nl2sql_heal.heal_execute('many', 'SELECT generate_series(1, 1000000000) AS g') r;
RESET nl2sql_heal.max_rows;
-- a set-returning function in FROM materializes: the time limit bounds it
SET nl2sql_heal.statement_timeout = '500ms';
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate
  FROM nl2sql_heal.heal_execute('many', 'SELECT g FROM generate_series(1, 1e9) g') r;
RESET nl2sql_heal.statement_timeout;
SET nl2sql_heal.max_bytes = '2kB';
SELECT r->>'status' AS status, jsonb_array_length(r->'rows') < 100 AS capped, r->>'truncated' AS truncated
  FROM nl2sql_heal.heal_execute('wide', 'SELECT repeat(''x'', 500) FROM generate_series(1, 100)') r;
-- a row larger than the cap is counted, not kept
SELECT r->>'status' AS status, r->'rows' AS rows, r->>'row_count' AS row_count, r->>'truncated' AS truncated
  FROM nl2sql_heal.heal_execute('huge', 'SELECT repeat(''x'', 100000)') r;
RESET nl2sql_heal.max_bytes;

-- failures inside a caller's subtransaction-free transaction do not abort it
BEGIN;
SELECT r->>'status' FROM nl2sql_heal.heal_execute('oops', 'SELECT no_column FROM log') r;
SELECT count(*) FROM log;
COMMIT;

-- inside a read-only transaction the query runs, and the caller is told no receipt was written
BEGIN READ ONLY;
SELECT r->>'status' AS status, r->'receipt_id' AS receipt_id, r->'notes' AS notes
  FROM nl2sql_heal.heal_execute('ro', 'SELECT 1') r;
SELECT current_setting('transaction_read_only') AS still_read_only;
COMMIT;
RESET search_path;
RESET work_mem;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP FUNCTION sneaky_write(), attempt0(text), sneaky_settings(), sneaky_role(), caller_state();
DROP TABLE log;
DROP SEQUENCE counter;
DROP ROLE regress_safety_stranger;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
