-- Misuse and authorisation raise, with a proper SQLSTATE, before anything runs.
SET client_min_messages = warning;
\set VERBOSITY default

-- No such server.
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'no_such_server');
-- Not a PostgreSQL server.
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'files');
SET ROLE rmt_bob;
-- No user mapping for the role (nor PUBLIC).
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop');
-- A non-superuser may not pass a connection string.
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'host=127.0.0.1 dbname=shop user=postgres');
SET ROLE rmt_carol;
-- A non-superuser's mapping must hold a password.
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop');
SET ROLE rmt_dave;
-- ... and the server must have asked for it (else this server's identity is borrowed).
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop');
SET ROLE rmt_frank;
-- No USAGE on the foreign server.
SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop');
RESET ROLE;

-- The same as SQLSTATEs (wrong password: the server refuses, 08001).
SET ROLE rmt_bob;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS no_mapping;
SET ROLE rmt_carol;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS no_password;
SET ROLE rmt_dave;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS password_not_used;
SET ROLE rmt_erin;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS wrong_password;
SET ROLE rmt_frank;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS no_usage;
RESET ROLE;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'no_such_server')$$) AS no_server;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'files')$$) AS not_postgres;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'host=127.0.0.1 port=1 dbname=shop user=postgres connect_timeout=2')$$) AS connstr_refused;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'host=127.0.0.1 bogus=1')$$) AS connstr_invalid;

-- A mapping changed mid-session takes effect at once (the cached connection is dropped).
SET ROLE rmt_alice;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT current_user', 'shop'))->'rows' AS before_change;
RESET ROLE;
ALTER USER MAPPING FOR rmt_alice SERVER shop OPTIONS (SET password 'wrong');
SET ROLE rmt_alice;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS after_change;
RESET ROLE;
ALTER USER MAPPING FOR rmt_alice SERVER shop OPTIONS (SET password 'reader-secret');
SET ROLE rmt_alice;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT current_user', 'shop'))->'rows' AS restored;
RESET ROLE;

-- A dropped server's connection is closed at the end of the transaction.
DO $$
DECLARE
    port text := (SELECT substr(o, 6) FROM pg_foreign_server, unnest(srvoptions) o
                   WHERE srvname = 'shop' AND o LIKE 'port=%');
BEGIN
    EXECUTE format('CREATE SERVER shop_tmp FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host %L, port %L, dbname %L)',
                   '127.0.0.1', port, 'shop');
END $$;
CREATE USER MAPPING FOR postgres SERVER shop_tmp OPTIONS (user 'postgres');
SELECT (nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop_tmp'))->>'status' AS via_shop_tmp;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM pg_stat_activity WHERE application_name = ''nl2sql_heal'' AND usename = ''postgres''', 'shop'))->'rows' AS postgres_connections;
DROP SERVER shop_tmp CASCADE;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM pg_stat_activity WHERE application_name = ''nl2sql_heal'' AND usename = ''postgres''', 'shop'))->'rows' AS after_drop;

-- Nothing was recorded for refused calls, and no transaction was harmed.
BEGIN;
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'no_such_server')$$) AS in_transaction;
SELECT 1 AS still_usable;
COMMIT;
