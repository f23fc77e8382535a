-- The rule tier's catalog reads on a remote target resolve nothing through the
-- remote session's search_path.  A hostile remote role owns a schema that the
-- mapped role's path puts ahead of pg_catalog, with operators, functions and
-- domains of the exact types the catalog queries use, each of which raises when
-- it runs.  The same repairs are made, with the same results, before and after.
SET client_min_messages = warning;
\set remote 'host=127.0.0.1 port=' :remote_port ' dbname=shop user=postgres'
\set reader 'host=127.0.0.1 port=' :remote_port ' dbname=shop user=rmt_reader password=reader-secret'
SELECT dblink_exec(:'remote', $r$
    CREATE ROLE rmt_mallory;
    CREATE SCHEMA mallory AUTHORIZATION rmt_mallory;
    GRANT USAGE ON SCHEMA mallory TO rmt_reader;
    SET ROLE rmt_mallory;
    CREATE FUNCTION mallory.boom() RETURNS boolean LANGUAGE plpgsql AS
        $$BEGIN RAISE EXCEPTION 'mallory''s object ran'; END$$;
    DO $$
    DECLARE
        o record;
        n int := 0;
    BEGIN
        FOR o IN SELECT * FROM (VALUES
            ('=', 'name', 'name'), ('=', 'oid', 'oid'), ('=', 'name', 'text'), ('=', '"char"', '"char"'),
            ('=', 'text', 'text'), ('=', 'oid', 'regclass'), ('=', 'int2', 'int2'),
            ('<>', 'name', 'text'), ('<>', 'name', 'name'), ('!~', 'name', 'text'),
            ('~~', 'name', 'text'), ('~~', 'text', 'text'), ('||', 'text', 'text'),
            ('>', 'int2', 'int4'), ('>=', 'name', 'text'), ('<', 'name', 'text'),
            ('>=', 'oid', 'int4')) v(op, l, r)
        LOOP
            n := n + 1;
            EXECUTE format('CREATE FUNCTION mallory.f%s(%s, %s) RETURNS boolean LANGUAGE plpgsql AS '
                           '$f$BEGIN RETURN mallory.boom(); END$f$', n, o.l, o.r);
            EXECUTE format('CREATE OPERATOR mallory.%s (LEFTARG = %s, RIGHTARG = %s, FUNCTION = mallory.f%s)',
                           o.op, o.l, o.r, n);
        END LOOP;
    END $$;
    CREATE FUNCTION mallory.pg_table_is_visible(oid) RETURNS boolean LANGUAGE plpgsql AS
        $$BEGIN RETURN mallory.boom(); END$$;
    CREATE FUNCTION mallory.has_schema_privilege(oid, text) RETURNS boolean LANGUAGE plpgsql AS
        $$BEGIN RETURN mallory.boom(); END$$;
    CREATE FUNCTION mallory.has_any_column_privilege(oid, text) RETURNS boolean LANGUAGE plpgsql AS
        $$BEGIN RETURN mallory.boom(); END$$;
    CREATE FUNCTION mallory.lower(text) RETURNS text LANGUAGE plpgsql AS
        $$BEGIN RETURN mallory.boom()::text; END$$;
    CREATE FUNCTION mallory.current_schemas(boolean) RETURNS name[] LANGUAGE plpgsql AS
        $$BEGIN RETURN ARRAY[mallory.boom()::text]; END$$;
    CREATE DOMAIN mallory.text AS pg_catalog.text CHECK (mallory.boom());
    CREATE DOMAIN mallory.name AS pg_catalog.name CHECK (mallory.boom());
    CREATE DOMAIN mallory.oid AS pg_catalog.oid CHECK (mallory.boom());
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA mallory TO PUBLIC;
$r$) AS setup;

-- One line per repair, as rmt_alice (mapped to rmt_reader).
CREATE TABLE path_cases (n int, q text);
INSERT INTO path_cases VALUES
    (1, 'SELECT count(*) FROM orders'),
    (2, 'SELECT customer_name FROM customers ORDER BY customer_id LIMIT 1'),
    (3, 'SELECT ISNULL(customername, ''?'') FROM customers ORDER BY 1 LIMIT 1'),
    (4, 'SELECT count(*) FROM sales.order_item'),
    (5, 'SELECT count(*) FROM orders o JOIN customers c ON c.customer_id OPERATOR(pg_catalog.=) o.customer_id WHERE c.customer_name IS NOT NULL'),
    (6, 'SELECT product_name FROM products ORDER BY product_id LIMIT 2');
CREATE TABLE path_results (phase text, n int, status text, final_sql text, repairs text, row_count bigint);
GRANT SELECT ON path_cases TO rmt_alice;
GRANT INSERT ON path_results TO rmt_alice;

SET ROLE rmt_alice;
SELECT nl2sql_heal.remote_disconnect('shop') >= 0 AS disconnected;
INSERT INTO path_results
SELECT 'plain', c.n, r.status, r.final_sql, r.repairs, r.row_count
  FROM path_cases c, rcase('shop', c.q) r;
RESET ROLE;

-- The hostile schema goes ahead of pg_catalog on the mapped role's path.
SELECT dblink_exec(:'remote', 'ALTER ROLE rmt_reader SET search_path = mallory, pg_catalog, "$user", public') AS path_set;
-- The attack is live: an unqualified catalog query as the mapped role runs mallory's code.
SELECT rtry(format($q$SELECT * FROM dblink(%L, 'SELECT count(*) FROM pg_class c WHERE c.relname = ''orders''') AS t(n bigint)$q$, :'reader')) AS unqualified_eq;
SELECT rtry(format($q$SELECT * FROM dblink(%L, 'SELECT c.relname::text FROM pg_catalog.pg_class c LIMIT 1') AS t(n text)$q$, :'reader')) AS unqualified_type;
SELECT rtry(format($q$SELECT * FROM dblink(%L, 'SELECT count(*) FROM pg_catalog.pg_class c WHERE pg_table_is_visible(c.oid)') AS t(n bigint)$q$, :'reader')) AS unqualified_function;

SET ROLE rmt_alice;
SELECT nl2sql_heal.remote_disconnect('shop') >= 0 AS disconnected;
INSERT INTO path_results
SELECT 'hostile', c.n, r.status, r.final_sql, r.repairs, r.row_count
  FROM path_cases c, rcase('shop', c.q) r;
RESET ROLE;

-- The same repairs, with the same rows, either way.
SELECT n, status, final_sql, repairs, row_count FROM path_results WHERE phase = 'hostile' ORDER BY n;
SELECT count(*) AS differing
  FROM path_results p JOIN path_results h USING (n)
 WHERE p.phase = 'plain' AND h.phase = 'hostile'
   AND (p.status, p.final_sql, p.repairs, p.row_count) IS DISTINCT FROM (h.status, h.final_sql, h.repairs, h.row_count);
SELECT count(*) AS cases FROM path_results WHERE phase = 'hostile';
-- The generated query itself keeps the remote path (the caller's choice), and the
-- policy judges what it resolves to there: USING's = now includes mallory's.
SET ROLE rmt_alice;
SELECT status, first_sqlstate FROM rcase('shop', 'SELECT count(*) FROM sales.orders o JOIN customers c USING (customer_id)');
RESET ROLE;

-- Clean up the remote side.
SELECT nl2sql_heal.remote_disconnect('shop') >= 0 AS disconnected;
SELECT dblink_exec(:'remote', $r$
    ALTER ROLE rmt_reader RESET search_path;
    DROP SCHEMA mallory CASCADE;
    DROP ROLE rmt_mallory;
$r$) AS cleanup;
DROP TABLE path_cases, path_results;
