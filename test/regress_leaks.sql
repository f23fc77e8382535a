-- What a pg_regress file left behind in its database and the cluster: every
-- file drops the roles and objects it makes and empties the extension's
-- tables (test/ci/regress_alone.sh).  One line per leftover.
SELECT 'role ' || rolname FROM pg_roles WHERE rolname !~ '^pg_' AND rolname <> current_user
UNION ALL SELECT 'role setting of ' || coalesce(setrole::regrole::text, '-') FROM pg_db_role_setting
           WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database()) AND setrole <> 0
UNION ALL SELECT 'schema ' || nspname FROM pg_namespace
           WHERE nspname !~ '^pg_' AND nspname NOT IN ('public', 'information_schema', 'nl2sql_heal')
UNION ALL SELECT 'relation ' || oid::regclass::text FROM pg_class WHERE relnamespace = 'public'::regnamespace
UNION ALL SELECT 'function ' || oid::regprocedure::text FROM pg_proc WHERE pronamespace = 'public'::regnamespace
UNION ALL SELECT 'type ' || oid::regtype::text FROM pg_type
           WHERE typnamespace = 'public'::regnamespace AND typrelid = 0 AND typelem = 0
UNION ALL SELECT 'operator ' || oid::regoperator::text FROM pg_operator WHERE oprnamespace = 'public'::regnamespace
UNION ALL SELECT 'extension ' || extname FROM pg_extension WHERE extname NOT IN ('plpgsql', 'nl2sql_heal')
UNION ALL SELECT 'foreign server ' || srvname FROM pg_foreign_server
UNION ALL SELECT 'event trigger ' || evtname FROM pg_event_trigger e
           WHERE NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_event_trigger'::regclass
                              AND d.objid = e.oid AND d.deptype = 'e')
UNION ALL SELECT 'large object ' || oid FROM pg_largeobject_metadata
UNION ALL SELECT 'rows in nl2sql_heal.' || t || ': ' || n FROM (
    SELECT 'receipts', count(*) FROM nl2sql_heal.receipts UNION ALL
    SELECT 'steps', count(*) FROM nl2sql_heal.steps UNION ALL
    SELECT 'attempts', count(*) FROM nl2sql_heal.attempts UNION ALL
    SELECT 'remembered', count(*) FROM nl2sql_heal.remembered UNION ALL
    SELECT 'schema_journal', count(*) FROM nl2sql_heal.schema_journal UNION ALL
    SELECT 'metrics', count(*) FROM nl2sql_heal.metrics UNION ALL
    SELECT 'model_prices', count(*) FROM nl2sql_heal.model_prices) c(t, n)
 WHERE n > 0
 ORDER BY 1;
