-- nl2sql_heal 0.1.0 -> 0.2.0.  Every change to the SQL objects of
-- nl2sql_heal--0.2.0.sql is made here too, so that ALTER EXTENSION ... UPDATE
-- gives exactly what a fresh CREATE EXTENSION gives.
\echo Use "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'" to load this file. \quit

-- ---- declared source dialect: heal_execute and ask take dialect ----
-- The new argument changes the signatures: the old functions are dropped and
-- the new ones created.  Privileges a DBA granted or revoked on the old ones
-- are kept: saved here (transaction-local) and replayed below.
DO $$
BEGIN
    PERFORM pg_catalog.set_config('nl2sql_heal_upgrade.heal_execute_acl',
        coalesce((SELECT p.proacl::text FROM pg_catalog.pg_proc p
                   WHERE p.oid = 'nl2sql_heal.heal_execute(text, text, text, integer, bigint)'::pg_catalog.regprocedure), ''),
        true);
    PERFORM pg_catalog.set_config('nl2sql_heal_upgrade.ask_acl',
        coalesce((SELECT p.proacl::text FROM pg_catalog.pg_proc p
                   WHERE p.oid = 'nl2sql_heal.ask(text, text)'::pg_catalog.regprocedure), ''),
        true);
END
$$;

DROP FUNCTION heal_execute(text, text, text, int, bigint);
CREATE FUNCTION heal_execute(
    question     text,
    sql          text,
    target       text   DEFAULT NULL,
    max_attempts int    DEFAULT NULL,
    receipt_id   bigint DEFAULT NULL,
    dialect      text   DEFAULT NULL
) RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_execute'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION heal_execute(text, text, text, int, bigint, text) IS
    'Execute a generated query safely; on a repairable failure re-read the schema, rewrite and retry';

DROP FUNCTION ask(text, text);
CREATE FUNCTION ask(question text, target text DEFAULT NULL, dialect text DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'nl2sql_heal_ask'
LANGUAGE C CALLED ON NULL INPUT VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION ask(text, text, text) IS
    'Answer a question: the model writes the query, heal_execute runs and heals it, the model answers from the rows, check_answer judges';

REVOKE ALL ON FUNCTION ask(text, text, text) FROM PUBLIC;

DO $$
DECLARE
    fn  text;
    acl aclitem[];
    g   record;
BEGIN
    FOREACH fn IN ARRAY ARRAY['heal_execute', 'ask'] LOOP
        acl := NULLIF(pg_catalog.current_setting('nl2sql_heal_upgrade.' || fn || '_acl', true), '')::aclitem[];
        CONTINUE WHEN acl IS NULL;
        EXECUTE pg_catalog.format('REVOKE ALL ON FUNCTION nl2sql_heal.%s FROM PUBLIC',
            CASE fn WHEN 'ask' THEN 'ask(text, text, text)'
                    ELSE 'heal_execute(text, text, text, int, bigint, text)' END);
        FOR g IN SELECT * FROM pg_catalog.aclexplode(acl) LOOP
            EXECUTE pg_catalog.format('GRANT EXECUTE ON FUNCTION nl2sql_heal.%s TO %s%s',
                CASE fn WHEN 'ask' THEN 'ask(text, text, text)'
                        ELSE 'heal_execute(text, text, text, int, bigint, text)' END,
                CASE WHEN g.grantee = 0 THEN 'PUBLIC'
                     ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(g.grantee)) END,
                CASE WHEN g.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END);
        END LOOP;
    END LOOP;
END
$$;
