-- The extension's own queries (catalog reads, receipts) run with jit off:
-- their recursive catalog queries are estimated far above jit_above_cost
-- while they read a few rows, and compiling one cost some 50 ms a call.
-- The generated query keeps the caller's jit settings.  Where the server has
-- no JIT provider (a package of its own from PostgreSQL 18 on) nothing loads
-- it: 613_own_queries_jit_1.out.
SET client_min_messages = warning;
CREATE SCHEMA regress_jit;
CREATE TABLE regress_jit.orders (order_id int, amount numeric);
INSERT INTO regress_jit.orders VALUES (1, 10.5), (2, 4.5);
CREATE FUNCTION public.regress_jit_loaded() RETURNS boolean LANGUAGE sql AS
  $$ SELECT pg_read_file('/proc/' || pg_backend_pid() || '/maps') LIKE '%llvmjit%' $$;
-- a new backend: nothing compiled yet
\c
SET client_min_messages = warning;
SELECT regress_jit_loaded() AS loaded_at_start;
SET jit = on;
-- above any plan of this file's own statements, far below the extension's catalog queries
SET jit_above_cost = 1000;
SET jit_inline_above_cost = -1;
SET jit_optimize_above_cost = -1;
-- a failure the rules read the schema for and cannot repair: only the
-- extension's own queries are planned
SELECT nl2sql_heal.heal_execute('total?', 'SELECT zzzq FROM regress_jit.orders')->>'status' AS status;
SELECT nl2sql_heal.wait_for_receipts();
SELECT regress_jit_loaded() AS loaded_by_own_queries;
-- the same settings compile the caller's own query: the check above can fail
SET jit_above_cost = 0;
SELECT nl2sql_heal.heal_execute('total?', 'SELECT sum(amount) FROM regress_jit.orders')->'rows' AS rows;
SELECT regress_jit_loaded() AS loaded_by_the_generated_query, pg_jit_available() AS jit_available;
RESET jit_above_cost;
RESET jit_inline_above_cost;
RESET jit_optimize_above_cost;
RESET jit;

DROP FUNCTION public.regress_jit_loaded();
DROP SCHEMA regress_jit CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
