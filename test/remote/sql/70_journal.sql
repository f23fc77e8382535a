-- The schema-change journal on remote targets: the remote server's own
-- journal when the extension is installed there; nothing (no error, no
-- note) when it is not.
\pset null '(null)'
SET client_min_messages = warning;
SELECT format('host=127.0.0.1 port=%s user=postgres', :'remote_port') AS remote \gset

-- shop has no extension: the journal is skipped silently, similarity still heals
SELECT r->>'status' AS status, r->>'sql' AS final_sql,
       (SELECT count(*) FROM jsonb_array_elements_text(r->'notes') n
         WHERE n ~ 'journal|could not be re-read') AS journal_notes
  FROM nl2sql_heal.heal_execute('remote suite', 'SELECT count(*) FROM orders', 'shop') r;

-- a database on the remote server with the extension, and a migration its journal sees
SELECT dblink_exec(:'remote' || ' dbname=postgres', 'DROP DATABASE IF EXISTS shop_journal');
SELECT dblink_exec(:'remote' || ' dbname=postgres', 'CREATE DATABASE shop_journal');
SELECT dblink_exec(:'remote' || ' dbname=shop_journal', $$
    CREATE EXTENSION nl2sql_heal;
    CREATE TABLE accounts (account_no int, balance numeric);
    INSERT INTO accounts VALUES (1, 100), (2, 250);
    ALTER TABLE accounts RENAME TO holdings;
    ALTER TABLE holdings RENAME COLUMN balance TO worth;
    CREATE TABLE retired (r int);
    DROP TABLE retired;
$$);
CREATE SERVER shop_journal FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port :'remote_port', dbname 'shop_journal');
CREATE USER MAPPING FOR postgres SERVER shop_journal OPTIONS (user 'postgres');

-- renamed table and column, with nothing in common: healed from the remote journal
SELECT * FROM rcase('shop_journal', 'SELECT sum(balance) FROM accounts');
SELECT regexp_replace(n, '\d{4}-\d{2}-\d{2}', 'DATE', 'g') AS note
  FROM nl2sql_heal.heal_execute('remote suite', 'SELECT sum(balance) FROM accounts', 'shop_journal') r,
       jsonb_array_elements_text(r->'notes') n
 WHERE n ~ 'journal';
-- a dropped table: a note, no guess
SELECT regexp_replace(n, '\d{4}-\d{2}-\d{2}', 'DATE', 'g') AS note
  FROM nl2sql_heal.heal_execute('remote suite', 'SELECT r FROM retired', 'shop_journal') r,
       jsonb_array_elements_text(r->'notes') n
 WHERE n ~ 'dropped';
-- remote repairs are not remembered (the local journal cannot see remote DDL)
SELECT count(*) AS remembered FROM nl2sql_heal.remembered_repairs WHERE rewrite ~ 'holdings';

SELECT nl2sql_heal.remote_disconnect('shop_journal') >= 0 AS disconnected;
DROP USER MAPPING FOR postgres SERVER shop_journal;
DROP SERVER shop_journal;
SELECT dblink_exec(:'remote' || ' dbname=postgres', 'DROP DATABASE shop_journal WITH (FORCE)');
