-- Local side of the remote suite: the extension, foreign servers for the
-- second server (:remote_port), user mappings for a superuser and for
-- non-superusers, and two helpers that print one line per call.
\set ON_ERROR_STOP on
SET client_min_messages = warning;
CREATE EXTENSION nl2sql_heal;
CREATE EXTENSION postgres_fdw;
CREATE EXTENSION dblink;
CREATE EXTENSION file_fdw;

CREATE SERVER shop FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port :'remote_port', dbname 'shop', connect_timeout '5');
CREATE SERVER shop_dblink FOREIGN DATA WRAPPER dblink_fdw
    OPTIONS (host '127.0.0.1', port :'remote_port', dbname 'shop');
-- Nothing listens on port 1: refused at once.
CREATE SERVER down FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port '1', dbname 'shop');
-- Accepts the TCP connection and never answers.
CREATE SERVER blackhole FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port :'blackhole_port', dbname 'shop', connect_timeout '2');
CREATE SERVER files FOREIGN DATA WRAPPER file_fdw;

-- rmt_alice: a non-superuser with a password mapping (the normal case).
-- rmt_bob: no user mapping.  rmt_carol: a mapping without a password.
-- rmt_dave: a password mapping to a role the server lets in without asking.
-- rmt_erin: a wrong password.  rmt_frank: no USAGE on the server.
DO $$
DECLARE
    r text;
BEGIN
    FOREACH r IN ARRAY ARRAY['rmt_alice', 'rmt_bob', 'rmt_carol', 'rmt_dave', 'rmt_erin', 'rmt_frank'] LOOP
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = r) THEN
            EXECUTE format('CREATE ROLE %I', r);
        END IF;
    END LOOP;
END $$;
GRANT USAGE ON FOREIGN SERVER shop, shop_dblink, down, blackhole, files
    TO rmt_alice, rmt_bob, rmt_carol, rmt_dave, rmt_erin;
CREATE USER MAPPING FOR postgres SERVER shop OPTIONS (user 'postgres');
CREATE USER MAPPING FOR rmt_alice SERVER shop OPTIONS (user 'rmt_reader', password 'reader-secret');
CREATE USER MAPPING FOR rmt_carol SERVER shop OPTIONS (user 'rmt_reader');
CREATE USER MAPPING FOR rmt_dave SERVER shop OPTIONS (user 'rmt_trusted', password 'trusted-secret');
CREATE USER MAPPING FOR rmt_erin SERVER shop OPTIONS (user 'rmt_reader', password 'wrong');
CREATE USER MAPPING FOR rmt_frank SERVER shop OPTIONS (user 'rmt_reader', password 'reader-secret');
CREATE USER MAPPING FOR PUBLIC SERVER shop_dblink OPTIONS (user 'rmt_reader', password 'reader-secret');
CREATE USER MAPPING FOR PUBLIC SERVER down OPTIONS (user 'rmt_reader', password 'reader-secret');
CREATE USER MAPPING FOR PUBLIC SERVER blackhole OPTIONS (user 'rmt_reader', password 'reader-secret');
CREATE USER MAPPING FOR PUBLIC SERVER files;

-- rcase(target, sql, budget): heal one query, one line: status, final SQL,
-- the repair of each attempt ('-' for the original), rows, first SQLSTATE.
CREATE FUNCTION rcase(target text, q text, budget int DEFAULT NULL,
                      OUT status text, OUT final_sql text, OUT repairs text,
                      OUT row_count bigint, OUT first_sqlstate text)
LANGUAGE plpgsql AS $$
DECLARE
    r jsonb := nl2sql_heal.heal_execute('remote suite', q, target, budget);
BEGIN
    status := r->>'status';
    final_sql := r->>'sql';
    repairs := (SELECT string_agg(coalesce(a->>'repair', '-'), ' ' ORDER BY (a->>'attempt')::int)
                  FROM jsonb_array_elements(r->'attempts') a);
    row_count := (r->>'row_count')::bigint;
    first_sqlstate := r->'attempts'->0->>'sqlstate';
END $$;
GRANT EXECUTE ON FUNCTION rcase TO PUBLIC;

-- rtry(statement): run it; 'ok', or the error's SQLSTATE and message.
CREATE FUNCTION rtry(stmt text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    state text;
    msg text;
BEGIN
    EXECUTE stmt;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
    RETURN state || ': ' || msg;
END $$;
GRANT EXECUTE ON FUNCTION rtry TO PUBLIC;
