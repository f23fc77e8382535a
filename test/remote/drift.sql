-- The drifted copy of demo/sample.sql on the second server: what generated
-- SQL written against the demo's schema runs into in a real deployment.
-- Loaded after demo/sample.sql into the remote database "shop".
\set ON_ERROR_STOP on
SET client_min_messages = warning;

-- Renamed and re-cased columns (PostgreSQL hints the one it thinks was meant).
ALTER TABLE customers RENAME COLUMN customer_name TO customername;
ALTER TABLE customers RENAME COLUMN city TO "City";
ALTER TABLE products RENAME COLUMN unit_price TO unitprice;

-- Moved tables: products to a schema off the search path; orders stay in
-- sales (also off it).  A second products table sits in a schema the
-- reading role may not use: the move is ambiguous for every role, since a
-- repair's choice never depends on the role's privileges.
CREATE SCHEMA catalog;
ALTER TABLE products SET SCHEMA catalog;
CREATE SCHEMA hidden;
CREATE TABLE hidden.products (product_id int, product_name text);

-- Data nobody but the owner may read.
CREATE SCHEMA hr;
CREATE TABLE hr.salaries (customer_id int, amount numeric);
INSERT INTO hr.salaries VALUES (1, 1000);
CREATE TABLE public.salaries_public_copy AS SELECT * FROM hr.salaries;
REVOKE ALL ON public.salaries_public_copy FROM PUBLIC;

-- A sequence, to show the remote transaction is read-only.
CREATE SEQUENCE public.ticket_seq;

-- The roles the local user mappings use.  The reader logs in with a
-- password (scram over 127.0.0.1); the trusted one is let in without one.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rmt_reader') THEN
        CREATE ROLE rmt_reader LOGIN PASSWORD 'reader-secret';
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rmt_trusted') THEN
        CREATE ROLE rmt_trusted LOGIN PASSWORD 'trusted-secret';
    END IF;
END $$;
GRANT USAGE ON SCHEMA catalog, sales TO rmt_reader, rmt_trusted;
GRANT SELECT ON ALL TABLES IN SCHEMA public, catalog, sales TO rmt_reader, rmt_trusted;
REVOKE SELECT ON public.salaries_public_copy FROM rmt_reader, rmt_trusted;
GRANT USAGE ON SEQUENCE public.ticket_seq TO rmt_reader;

-- Errors as a wrapped foreign backend reports them: no specific SQLSTATE
-- (XX000, HV...), only the foreign message.
CREATE FUNCTION public.foreign_error(state text, msg text) RETURNS int
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION USING ERRCODE = state, MESSAGE = msg;
END $$;
GRANT EXECUTE ON FUNCTION public.foreign_error TO rmt_reader;
