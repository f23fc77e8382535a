-- A mechanical migration of the defog-dev databases run with the extension
-- installed (the journal sees it), applied to a copy (academic_migrated, ...):
-- every column and every table gets a name derived from a hash of the old
-- one (nothing left in common), and every other table moves to schema vault.
CREATE SCHEMA vault;
DO $$
DECLARE
    r record;
    i int := 0;
BEGIN
    FOR r IN SELECT c.relname, a.attname
               FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
              WHERE n.nspname = 'public' AND c.relkind = 'r'
    LOOP
        EXECUTE format('ALTER TABLE public.%I RENAME COLUMN %I TO %I', r.relname, r.attname,
                       'f' || substr(md5(r.relname || '.' || r.attname), 1, 8));
    END LOOP;
    FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname
    LOOP
        EXECUTE format('ALTER TABLE public.%I RENAME TO %I', r.relname, 't' || substr(md5(r.relname), 1, 8));
        IF i % 2 = 1 THEN
            EXECUTE format('ALTER TABLE public.%I SET SCHEMA vault', 't' || substr(md5(r.relname), 1, 8));
        END IF;
        i := i + 1;
    END LOOP;
END $$;
