-- The relations rule reads the candidate relations by ranges of their
-- names (initials, names that start with something else than an ASCII
-- letter or digit, table prefixes): on this database by index scans of
-- pg_class and the system caches, on a remote one by catalog queries.
-- Here every read is made both ways (nl2sql_heal.schema_check_sql) and any
-- difference in the rows raises: names in every range, either case,
-- prefixes that overlap (tb, tbl), partitions and inheritance children,
-- system schemas, temp tables, sequences, views, a schema or table
-- withheld, column grants; and what a later call must see after a change.
SET client_min_messages = warning;
SET nl2sql_heal.remembered_max = 0;
SET nl2sql_heal.schema_check_sql = on;
CREATE SCHEMA rcr_a;
CREATE SCHEMA rcr_hidden;
CREATE TABLE rcr_a.tbl_crate (crate_id int, label text);
CREATE TABLE rcr_a."TBL_Barrel" (barrel_id int);
CREATE TABLE rcr_a.tbcask (cask_id int);
CREATE TABLE rcr_a."Tbl_Drum" (drum_id int);
CREATE TABLE rcr_a.dim_region (region_id int, name text);
CREATE TABLE rcr_a._staging (id int);
CREATE TABLE rcr_a."2024_sales" (amount int);
CREATE TABLE rcr_a."ŝipo" (id int);
CREATE TABLE rcr_a."{brace}" (id int);
CREATE TABLE rcr_a.crates_archive (crate_id int);
CREATE TABLE rcr_a."Crate_Log" (crate_id int);
CREATE TABLE rcr_a.measure (id int, at date, v int) PARTITION BY RANGE (at);
CREATE TABLE rcr_a.measure_2024 PARTITION OF rcr_a.measure
    FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE rcr_a.creature (id int);
CREATE TABLE rcr_a.creature_child () INHERITS (rcr_a.creature);
CREATE SEQUENCE rcr_a.crate_seq;
CREATE VIEW rcr_a.crate_view AS SELECT crate_id FROM rcr_a.tbl_crate;
CREATE TABLE rcr_hidden.crate_secret (id int);
CREATE TABLE rcr_a.crate_partial (id int, withheld text);
CREATE TEMP TABLE crate_temp (id int);
INSERT INTO rcr_a.tbl_crate VALUES (1, 'oak');
CREATE ROLE regress_rcr_reader;
GRANT USAGE ON SCHEMA rcr_a TO regress_rcr_reader;
GRANT SELECT ON rcr_a.tbl_crate, rcr_a.dim_region, rcr_a."Crate_Log", rcr_hidden.crate_secret
    TO regress_rcr_reader;
GRANT SELECT (id) ON rcr_a.crate_partial TO regress_rcr_reader;
CREATE FUNCTION pg_temp.heal(q text)
RETURNS TABLE (status text, sql text, repair text)
LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r#>>'{attempts,-1,repair}'
      FROM nl2sql_heal.heal_execute(NULL, q, max_attempts => 2) r
$$;
SET search_path = rcr_a, public;

-- names in the initial's range, in either case, and behind table prefixes
SELECT * FROM pg_temp.heal('SELECT label FROM crate');
SELECT * FROM pg_temp.heal('SELECT label FROM Crates');
SELECT * FROM pg_temp.heal('SELECT barrel_id FROM barrel');
SELECT * FROM pg_temp.heal('SELECT cask_id FROM casks');
SELECT * FROM pg_temp.heal('SELECT drum_id FROM drum');
SELECT * FROM pg_temp.heal('SELECT name FROM regions');
-- names outside the letters' ranges
SELECT * FROM pg_temp.heal('SELECT id FROM staging');
SELECT * FROM pg_temp.heal('SELECT amount FROM sales_2024');
SELECT * FROM pg_temp.heal('SELECT id FROM sipo');
-- must not fire: a partition or an inheritance child alone, a sequence
SELECT status, repair FROM pg_temp.heal('SELECT v FROM measure_2025');
SELECT status, repair FROM pg_temp.heal('SELECT id FROM creature_childs');
SELECT status, repair FROM pg_temp.heal('SELECT last_value FROM crate_seqs');

-- another role: a table it may not read, a schema it may not use, a column grant
SET ROLE regress_rcr_reader;
SELECT status, repair FROM pg_temp.heal('SELECT crate_id FROM crate_views');
SELECT status, repair FROM pg_temp.heal('SELECT id FROM crate_secrets');
SELECT * FROM pg_temp.heal('SELECT id FROM crate_partials');
SELECT * FROM pg_temp.heal('SELECT crate_id FROM crate_logs');
RESET ROLE;

-- moved_schema: the name in exactly one other schema (an inheritance child
-- counts, a sequence does not), in a schema withheld, in two schemas
CREATE SCHEMA rcr_moved;
CREATE SCHEMA rcr_twice;
CREATE TABLE rcr_moved.pallet (id int);
CREATE TABLE rcr_moved.hopper () INHERITS (rcr_a.creature);
CREATE SEQUENCE rcr_moved.ticket;
CREATE TABLE rcr_hidden.vault_box (id int);
CREATE TABLE rcr_moved.bucket (id int);
CREATE TABLE rcr_twice.bucket (id int);
SELECT * FROM pg_temp.heal('SELECT id FROM pallet');
SELECT * FROM pg_temp.heal('SELECT id FROM hopper');
SELECT status, repair FROM pg_temp.heal('SELECT last_value FROM ticket');
SET ROLE regress_rcr_reader;
SELECT status, repair FROM pg_temp.heal('SELECT id FROM vault_box');
RESET ROLE;
SELECT status, repair FROM pg_temp.heal('SELECT id FROM bucket');
-- a qualifier that names no schema, and one that names a schema
SELECT * FROM pg_temp.heal('SELECT label FROM nosuch.tbl_crates');
SELECT status, repair FROM pg_temp.heal('SELECT id FROM rcr_moved.pallets');
DROP SCHEMA rcr_moved CASCADE;
DROP SCHEMA rcr_twice CASCADE;

-- changes between two calls: a relation made, renamed, withheld, dropped
SELECT * FROM pg_temp.heal('SELECT id FROM dim_depots');
CREATE TABLE rcr_a.dim_depot (id int);
SELECT * FROM pg_temp.heal('SELECT id FROM dim_depots');
ALTER TABLE rcr_a.dim_depot RENAME TO dim_yard;
SELECT * FROM pg_temp.heal('SELECT id FROM dim_depots');
SELECT * FROM pg_temp.heal('SELECT id FROM yards');
SET ROLE regress_rcr_reader;
SELECT * FROM pg_temp.heal('SELECT crate_id FROM crate_logs');
RESET ROLE;
REVOKE SELECT ON rcr_a."Crate_Log" FROM regress_rcr_reader;
SET ROLE regress_rcr_reader;
SELECT status, repair FROM pg_temp.heal('SELECT crate_id FROM crate_logs');
RESET ROLE;
DROP TABLE rcr_a.dim_yard;
SELECT status, repair FROM pg_temp.heal('SELECT id FROM yards');

RESET search_path;
DROP SCHEMA rcr_a CASCADE;
DROP SCHEMA rcr_hidden CASCADE;
DROP ROLE regress_rcr_reader;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
