-- How queries run on the remote server: the error fields it sends, caps,
-- values, the read-only transaction, the local safety check, receipts, and
-- the cached connection.
\pset null '(null)'
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
SET ROLE rmt_alice;

-- Remote errors keep SQLSTATE, message, detail, hint and position (relative
-- to the generated query, as locally).
SELECT r->'error' AS error
  FROM nl2sql_heal.heal_execute('q', 'SELECT customer_name FROM customers', 'shop', 0) r;
SELECT r->'error' AS error
  FROM nl2sql_heal.heal_execute('q', 'SELECT 1 FROM customers WHERE customer_id = ''x''', 'shop', 0) r;
SELECT r->'error' AS error
  FROM nl2sql_heal.heal_execute('q', 'SELECT * FROM customers c JOIN sales.orders o ON c.customer_id = o.customer_id WHERE customer_id = 1', 'shop', 0) r;
-- The same error locally, for comparison of the position.
RESET ROLE;
CREATE TEMP TABLE customers_local (customername text);
SELECT r->'error'->'position' AS local_position
  FROM nl2sql_heal.heal_execute('q', 'SELECT customer_name FROM customers_local', NULL, 0) r;
-- foreign_error (test/remote/drift.sql) is a PL/pgSQL function there: the
-- function policy lets generated SQL call it only when trusted.
SET nl2sql_heal.trusted_functions = 'public.foreign_error';
SET ROLE rmt_alice;

-- Errors without a specific SQLSTATE (as wrapped foreign backends raise
-- them) are classified by the shape of their message.
SELECT a->>'sqlstate' AS sqlstate, a->>'message' AS message, a->>'class' AS class
  FROM (VALUES ('XX000', 'Invalid object name ''dbo.Orders''.'),
               ('HV00R', 'no such table: orders'),
               ('XX000', 'Unknown column ''total'' in ''field list'''),
               ('XX000', 'connection reset by peer'),
               ('HV000', 'permission denied: no such table orders')) AS e(state, msg),
       LATERAL nl2sql_heal.heal_execute('q', format('SELECT foreign_error(%L, %L)', state, msg), 'shop', 0) r,
       LATERAL (SELECT r->'attempts'->0) x(a);

-- Values: JSON numbers for numeric types, booleans, json, NULL, dates in the
-- caller's DateStyle, timestamps in the caller's time zone.
SET datestyle = 'ISO, MDY';
SET timezone = 'UTC';
SELECT r->'columns' AS columns, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('q', 'SELECT 1::int2, 2::int8, 2.50::numeric, 0.5::float8, ''NaN''::float8, true, NULL::text, ''{"a": [1]}''::jsonb, ''2024-01-05''::date, ''2024-01-05 12:00+02''::timestamptz', 'shop') r;
SET timezone = 'America/New_York';
SELECT r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('q', 'SELECT ''2024-01-05 12:00+02''::timestamptz', 'shop') r;
RESET timezone;

-- Row and byte caps; rows past the cap are counted (up to 1,000,000).
SET nl2sql_heal.max_rows = 3;
SELECT r->>'status' AS status, r->'rows' AS rows, r->'row_count' AS row_count, r->'truncated' AS truncated
  FROM nl2sql_heal.heal_execute('q', 'SELECT g FROM generate_series(1, 5000) g', 'shop') r;
SET nl2sql_heal.max_rows = 0;
SELECT r->'rows' AS rows, r->'row_count' AS row_count, r->'truncated' AS truncated
  FROM nl2sql_heal.heal_execute('q', 'SELECT g FROM generate_series(1, 1000001) g', 'shop') r;
RESET nl2sql_heal.max_rows;
SET nl2sql_heal.max_bytes = 1024;
SELECT jsonb_array_length(r->'rows') AS kept, length(r->>'rows') <= 1024 AS under_cap,
       r->'row_count' AS row_count, r->'truncated' AS truncated
  FROM nl2sql_heal.heal_execute('q', 'SELECT repeat(''x'', 100) FROM generate_series(1, 50)', 'shop') r;
-- the same cap locally keeps exactly as many
SELECT jsonb_array_length(r->'rows') AS kept_locally
  FROM nl2sql_heal.heal_execute('q', 'SELECT repeat(''x'', 100) FROM generate_series(1, 50)') r;
RESET nl2sql_heal.max_bytes;
SELECT r->>'status' AS status, r->'columns' AS columns, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('q', 'SELECT customer_id FROM customers WHERE false', 'shop', 0) r;

-- The remote transaction is read-only: nextval() fails there.
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'SELECT nextval(''ticket_seq'')', 'shop') r;
-- Writing queries and several statements are refused locally: nothing is sent.
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'DELETE FROM customers', 'shop') r;
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'SELECT 1; SELECT 2', 'shop') r;
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'SELECT pg_advisory_lock(1)', 'shop') r;
SELECT r->>'status' AS status, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'WITH d AS (DELETE FROM customers RETURNING 1) SELECT * FROM d', 'shop') r;
SELECT r->'rows' AS customers_still_there
  FROM nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM customers', 'shop') r;
-- A local syntax error is reported as locally (the parser checks before sending).
SELECT r->'error' AS error
  FROM nl2sql_heal.heal_execute('q', 'SELEC 1', 'shop', 0) r;

-- After every call the remote session is idle, not in a transaction (seen
-- from the superuser's own connection to the same server).
RESET ROLE;
SELECT r->'rows' AS reader_sessions
  FROM nl2sql_heal.heal_execute('q', 'SELECT state, xact_start IS NULL FROM pg_stat_activity WHERE usename = ''rmt_reader'' AND application_name = ''nl2sql_heal''', 'shop') r;
SET ROLE rmt_alice;
SELECT r->'rows' AS remote_role
  FROM nl2sql_heal.heal_execute('q', 'SELECT current_user, current_setting(''transaction_read_only'')', 'shop') r;

-- Receipts are written locally and record the target; the trace shows it.
SELECT r->>'target' AS target, r->>'receipt_id' AS rid
  FROM nl2sql_heal.heal_execute('Which orders?', 'SELECT count(*) FROM orders', 'shop') r \gset
SELECT :'target' AS target, s.target AS receipt_target, s.status, s.final_sql
  FROM nl2sql_heal.steps s WHERE s.receipt_id = :rid;
SELECT a.attempt, a.sqlstate, a.repair FROM nl2sql_heal.attempts a WHERE a.receipt_id = :rid ORDER BY a.attempt;
SELECT line FROM nl2sql_heal.trace((SELECT max(receipt_id) FROM nl2sql_heal.receipts))
 WHERE line LIKE 'step%';
-- A second step on another target joins the same receipt.
SELECT r->>'step' AS step, r->>'target' AS target
  FROM nl2sql_heal.heal_execute('And locally?', 'SELECT 1', NULL, NULL,
                                (SELECT max(receipt_id) FROM nl2sql_heal.receipts)) r;

-- The caller's transaction and settings are untouched.
BEGIN;
SET LOCAL search_path = pg_catalog;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM orders', 'shop'))->>'status' AS status;
SELECT current_setting('search_path') AS search_path, current_setting('transaction_read_only') AS read_only;
COMMIT;

-- The connection is reused within the session; remote_disconnect closes it.
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 AS pid1 \gset
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 = :'pid1' AS reused;
SELECT r->'rows' AS connections_from_this_session
  FROM nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM pg_stat_activity WHERE application_name = ''nl2sql_heal'' AND usename = current_user', 'shop') r;
SELECT nl2sql_heal.remote_disconnect('shop') AS closed;
SELECT nl2sql_heal.remote_disconnect('shop') AS closed_again;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 <> :'pid1' AS reconnected;
-- Another role in the same session gets its own connection (its own mapping).
RESET ROLE;
SELECT r->'rows' AS remote_user
  FROM nl2sql_heal.heal_execute('q', 'SELECT current_user', 'shop') r;
SELECT nl2sql_heal.remote_disconnect() AS closed_all;

-- A superuser may pass a connection string; receipts show it without the password.
SELECT format('host=127.0.0.1 port=%s dbname=shop user=rmt_reader password=reader-secret', :'remote_port') AS connstr \gset
SELECT r->>'status' AS status, r->'rows' AS rows,
       replace(r->>'target', :'remote_port', 'PORT') AS target, r->>'receipt_id' AS rid
  FROM nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM orders', :'connstr') r \gset
SELECT :'status' AS status, :'rows' AS rows, :'target' AS target;
SELECT replace(target, :'remote_port', 'PORT') AS receipt_target, position('secret' IN target) AS secret_at
  FROM nl2sql_heal.steps WHERE receipt_id = :rid;
