-- Remote targets without a second server: misuse raises with a proper
-- SQLSTATE, and a loopback foreign server (this very cluster over TCP) heals
-- queries through libpq.  The full suite with a drifted second server is
-- test/ci/remote.sh.
SET client_min_messages = warning;
\set VERBOSITY default
CREATE EXTENSION IF NOT EXISTS postgres_fdw;
CREATE EXTENSION IF NOT EXISTS file_fdw;
DO $$
BEGIN
    EXECUTE format('CREATE SERVER heal_loopback FOREIGN DATA WRAPPER postgres_fdw
                    OPTIONS (host %L, port %L, dbname %L)',
                   '127.0.0.1', current_setting('port'), current_database());
END $$;
CREATE SERVER heal_refused FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port '1', dbname 'postgres');
CREATE SERVER heal_files FOREIGN DATA WRAPPER file_fdw;
CREATE USER MAPPING FOR CURRENT_USER SERVER heal_loopback;
CREATE USER MAPPING FOR PUBLIC SERVER heal_refused OPTIONS (user 'nobody', password 'x');
CREATE ROLE regress_rmt_nopw;
CREATE ROLE regress_rmt_nomap;
GRANT USAGE ON FOREIGN SERVER heal_loopback TO regress_rmt_nopw, regress_rmt_nomap;
CREATE USER MAPPING FOR regress_rmt_nopw SERVER heal_loopback OPTIONS (user 'regress_rmt_nopw');

-- Misuse.
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'heal_no_such_server');
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'heal_files');
-- (terse: libpq's own words for a refused connection vary between versions)
\set VERBOSITY terse
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'heal_refused');
\set VERBOSITY default
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'host=127.0.0.1 bogus=1');
SET ROLE regress_rmt_nomap;
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'heal_loopback');
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'dbname=postgres');
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'heal_refused');
SET ROLE regress_rmt_nopw;
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', target => 'heal_loopback');
RESET ROLE;

-- Healing through the loopback server: the table moved to a schema off the
-- search path, and a column was renamed.
CREATE SCHEMA heal_rmt_moved;
CREATE TABLE heal_rmt_moved.gadgets (gadget_id int, gadgetname text);
INSERT INTO heal_rmt_moved.gadgets VALUES (1, 'lamp'), (2, 'fan');
SELECT r->>'status' AS status, r->>'sql' AS sql, r->>'target' AS target, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('q', 'SELECT gadget_name FROM gadgets ORDER BY gadget_id', 'heal_loopback') r;
-- The error as the server sent it, position relative to the generated query.
SELECT r->'error' AS error
  FROM nl2sql_heal.heal_execute('q', 'SELECT gadget_name FROM heal_rmt_moved.gadgets', 'heal_loopback', 0) r;
-- Writing is refused before anything is sent.
SELECT r->>'status' AS status, r->'attempts'->0->>'outcome' AS outcome
  FROM nl2sql_heal.heal_execute('q', 'DELETE FROM heal_rmt_moved.gadgets', 'heal_loopback') r;
SELECT count(*) AS gadgets FROM heal_rmt_moved.gadgets;
-- The cached connection is closed on request.
SELECT nl2sql_heal.remote_disconnect('heal_loopback') AS closed;

DROP SCHEMA heal_rmt_moved CASCADE;
DROP OWNED BY regress_rmt_nopw, regress_rmt_nomap;
DROP ROLE regress_rmt_nopw, regress_rmt_nomap;
DROP SERVER heal_loopback, heal_refused, heal_files CASCADE;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP EXTENSION file_fdw, postgres_fdw;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
