-- nl2sql_heal 0.1.0 -> 0.2.0.  Every change to the SQL objects of
-- nl2sql_heal--0.2.0.sql is made here too, so that ALTER EXTENSION ... UPDATE
-- gives exactly what a fresh CREATE EXTENSION gives.
\echo Use "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'" to load this file. \quit

-- ---- security: nothing resolves through the caller's search_path ----
-- A caller who owns a schema on its search_path can create operators,
-- functions, casts and domains that an unqualified name would resolve to
-- (an exact-type match in its schema beats pg_catalog's operator that needs
-- an implicit cast).  Every function of the extension pins search_path and
-- qualifies what its body uses; policies, defaults and the stats view are
-- stored parsed, so they are bound to pg_catalog's objects already.
-- heal_execute and ask keep the caller's path, which the generated query
-- runs under (the caller's choice); their own queries pin it in C.
CREATE OR REPLACE FUNCTION sees_all_receipts() RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.pg_has_role('pg_read_all_stats'::pg_catalog.name, 'USAGE'::pg_catalog.text)
        OR pg_catalog.pg_has_role(
               (SELECT c.relowner FROM pg_catalog.pg_class c
                 WHERE c.oid OPERATOR(pg_catalog.=) 'nl2sql_heal.receipts'::pg_catalog.regclass::pg_catalog.oid),
               'USAGE'::pg_catalog.text)
$$;

ALTER FUNCTION trace(bigint) SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION sqlstate_name(text) SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION check_answer(bigint, text) SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION audit_answer() SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION wait_for_receipts() SET search_path = pg_catalog, pg_temp;
ALTER FUNCTION remote_disconnect(text) SET search_path = pg_catalog, pg_temp;
