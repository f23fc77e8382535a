-- Mechanical schema drift for the defog-dev databases, one style per
-- database, applied to a copy (academic_drift, ...).  The gold PostgreSQL
-- queries of questions_gen_postgres.csv then run on the copy.
--   academic:  every column re-cased to quoted CamelCase (citation_num → "CitationNum")
--   advising:  every table pluralised and moved to schema uni (course → uni.courses)
--   atis:      every column upper-cased (flight_id → "FLIGHT_ID")
--   geography: every table given a tbl_ prefix, and every column its table's
--              name as a prefix (city.population → tbl_city.city_population)
DO $$
DECLARE
    db text := replace(current_database(), '_drift', '');
    r record;
BEGIN
    IF db = 'advising' THEN
        CREATE SCHEMA uni;
    END IF;
    FOR r IN SELECT c.relname, a.attname
               FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
              WHERE n.nspname = 'public' AND c.relkind = 'r'
    LOOP
        IF db = 'academic' THEN
            EXECUTE format('ALTER TABLE public.%I RENAME COLUMN %I TO %I', r.relname, r.attname,
                           replace(initcap(replace(r.attname, '_', ' ')), ' ', ''));
        ELSIF db = 'atis' THEN
            EXECUTE format('ALTER TABLE public.%I RENAME COLUMN %I TO %I', r.relname, r.attname, upper(r.attname));
        ELSIF db = 'geography' AND r.attname NOT LIKE r.relname || '%' THEN
            EXECUTE format('ALTER TABLE public.%I RENAME COLUMN %I TO %I', r.relname, r.attname,
                           r.relname || '_' || r.attname);
        END IF;
    END LOOP;
    FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind = 'r'
    LOOP
        IF db = 'advising' THEN
            EXECUTE format('ALTER TABLE public.%I SET SCHEMA uni', r.relname);
            EXECUTE format('ALTER TABLE uni.%I RENAME TO %I', r.relname,
                           CASE WHEN r.relname LIKE '%s' THEN r.relname || 'es' ELSE r.relname || 's' END);
        ELSIF db = 'geography' THEN
            EXECUTE format('ALTER TABLE public.%I RENAME TO %I', r.relname, 'tbl_' || r.relname);
        END IF;
    END LOOP;
END $$;
