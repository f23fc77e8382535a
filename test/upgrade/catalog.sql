-- The SQL objects of extension nl2sql_heal, one line per property, sorted,
-- with no OIDs: two databases have the same objects exactly when their
-- outputs are the same (test/t/060_upgrade.pl; in the spirit of
-- pg_stat_statements' upgrade tests).  Covers every member object (by
-- pg_describe_object), functions (definition with arguments, defaults,
-- result, language, volatility, strictness, security, parallel safety,
-- cost, rows, SET configuration and body), tables and other relations
-- (kind, options, row security, columns in order with types, defaults,
-- NOT NULL, identity, generation, collation), constraints, indexes,
-- sequences, views, policies with their expressions, triggers, rules,
-- types, ACLs of everything, pg_extension_config_dump entries and comments.
\set ON_ERROR_STOP on
\pset format unaligned
\pset tuples_only on
WITH ext AS (
    SELECT oid, extnamespace FROM pg_extension WHERE extname = 'nl2sql_heal'
), member AS (
    SELECT d.classid, d.objid
      FROM pg_depend d, ext
     WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = ext.oid AND d.deptype = 'e'
), rel AS (
    SELECT c.* FROM pg_class c JOIN member m ON m.classid = 'pg_class'::regclass AND m.objid = c.oid
), fn AS (
    SELECT p.* FROM pg_proc p JOIN member m ON m.classid = 'pg_proc'::regclass AND m.objid = p.oid
), lines(line) AS (
    SELECT 'extension: version ' || extversion || ', schema ' || extnamespace::regnamespace
           || ', relocatable ' || extrelocatable
      FROM pg_extension WHERE extname = 'nl2sql_heal'
    UNION ALL
    SELECT 'member: ' || pg_describe_object(classid, objid, 0) FROM member
    UNION ALL
    -- the schema the extension lives in, and its grants
    SELECT 'schema: ' || n.nspname || ' acl ' || coalesce(n.nspacl::text, '-')
      FROM pg_namespace n, ext WHERE n.oid = ext.extnamespace
    UNION ALL
    SELECT 'function ' || p.oid::regprocedure || ': '
           || CASE WHEN p.prokind = 'a' THEN 'aggregate ' || a.aggtransfn::regproc || ' ' || a.aggtranstype::regtype
                   || ' final ' || a.aggfinalfn::regproc || ' init ' || coalesce(a.agginitval, '-')
                   ELSE pg_get_functiondef(p.oid) END
      FROM fn p LEFT JOIN pg_aggregate a ON a.aggfnoid = p.oid
    UNION ALL
    SELECT 'function ' || p.oid::regprocedure || ': leakproof ' || p.proleakproof
           || ', owner is extension owner ' || (p.proowner = e.extowner)
           || ', acl ' || coalesce(p.proacl::text, '-')
      FROM fn p, pg_extension e WHERE e.extname = 'nl2sql_heal'
    UNION ALL
    SELECT 'relation ' || c.oid::regclass || ': kind ' || c.relkind::text || ', persistence ' || c.relpersistence::text
           || ', options ' || coalesce(c.reloptions::text, '-')
           || ', row security ' || c.relrowsecurity || ', forced ' || c.relforcerowsecurity
           || ', replica identity ' || c.relreplident::text
           || ', acl ' || coalesce(c.relacl::text, '-')
      FROM rel c
    UNION ALL
    -- columns in order (attnum is not compared: dropped columns shift it)
    SELECT 'column ' || c.oid::regclass || ' #' || row_number() OVER (PARTITION BY c.oid ORDER BY a.attnum)
           || ' ' || quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod)
           || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
           || coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), '')
           || CASE WHEN a.attidentity::text <> '' THEN ' identity ' || a.attidentity::text ELSE '' END
           || CASE WHEN a.attgenerated::text <> '' THEN ' generated ' || a.attgenerated::text ELSE '' END
           || CASE WHEN a.attcollation <> 0 THEN ' collate ' || a.attcollation::regcollation ELSE '' END
           -- the options ALTER TABLE ... ALTER COLUMN ... SET (...) can set
           || coalesce(' options ' || (SELECT string_agg(o, ',' ORDER BY o) FROM unnest(a.attoptions) o
                                        WHERE o ~ '^n_distinct'), '')
           || coalesce(' acl ' || a.attacl::text, '')
      FROM rel c
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
    UNION ALL
    SELECT 'constraint ' || coalesce(c.oid::regclass::text, co.contypid::regtype::text) || ' ' || quote_ident(co.conname)
           || ': ' || pg_get_constraintdef(co.oid)
           || CASE WHEN co.condeferrable THEN ' deferrable' ELSE '' END
           || CASE WHEN co.condeferred THEN ' deferred' ELSE '' END
           || CASE WHEN NOT co.convalidated THEN ' not valid' ELSE '' END
      FROM pg_constraint co
      LEFT JOIN rel c ON c.oid = co.conrelid
     WHERE c.oid IS NOT NULL
        OR co.contypid IN (SELECT objid FROM member WHERE classid = 'pg_type'::regclass)
    UNION ALL
    SELECT 'index ' || i.indexrelid::regclass || ': ' || pg_get_indexdef(i.indexrelid)
           || CASE WHEN i.indisclustered THEN ' clustered' ELSE '' END
           || CASE WHEN i.indisreplident THEN ' replica identity' ELSE '' END
      FROM pg_index i JOIN rel c ON c.oid = i.indrelid
    UNION ALL
    SELECT 'sequence ' || s.seqrelid::regclass || ': ' || format_type(s.seqtypid, NULL)
           || ' start ' || s.seqstart || ' increment ' || s.seqincrement || ' min ' || s.seqmin
           || ' max ' || s.seqmax || ' cache ' || s.seqcache || ' cycle ' || s.seqcycle
           || coalesce(' owned by ' || (SELECT d.refobjid::regclass || '.' || quote_ident(a.attname)
                                          FROM pg_depend d JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                                         WHERE d.classid = 'pg_class'::regclass AND d.objid = s.seqrelid
                                           AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
                                         LIMIT 1), '')
      FROM pg_sequence s JOIN rel c ON c.oid = s.seqrelid
    UNION ALL
    SELECT 'view ' || c.oid::regclass || ': ' || pg_get_viewdef(c.oid)
      FROM rel c WHERE c.relkind IN ('v', 'm')
    UNION ALL
    SELECT 'policy ' || p.polrelid::regclass || ' ' || quote_ident(p.polname) || ': ' || p.polcmd::text
           || CASE WHEN p.polpermissive THEN ' permissive' ELSE ' restrictive' END
           || ' to ' || (SELECT string_agg(CASE WHEN r = 0 THEN 'public' ELSE r::regrole::text END, ',' ORDER BY 1)
                           FROM unnest(p.polroles) r)
           || coalesce(' using (' || pg_get_expr(p.polqual, p.polrelid) || ')', '')
           || coalesce(' with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')', '')
      FROM pg_policy p JOIN rel c ON c.oid = p.polrelid
    UNION ALL
    SELECT 'trigger ' || t.tgrelid::regclass || ' ' || quote_ident(t.tgname) || ': ' || pg_get_triggerdef(t.oid)
           || ' enabled ' || t.tgenabled::text
      FROM pg_trigger t JOIN rel c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal
    UNION ALL
    SELECT 'event trigger ' || quote_ident(et.evtname) || ': ' || et.evtevent || ' ' || et.evtfoid::regproc
           || ' enabled ' || et.evtenabled::text || coalesce(' tags ' || et.evttags::text, '')
      FROM pg_event_trigger et JOIN member m ON m.classid = 'pg_event_trigger'::regclass AND m.objid = et.oid
    UNION ALL
    SELECT 'rule ' || r.ev_class::regclass || ' ' || quote_ident(r.rulename) || ': ' || pg_get_ruledef(r.oid)
      FROM pg_rewrite r JOIN rel c ON c.oid = r.ev_class WHERE r.rulename <> '_RETURN'
    UNION ALL
    SELECT 'type ' || t.oid::regtype || ': kind ' || t.typtype::text
           || coalesce(' base ' || nullif(t.typbasetype, 0)::regtype::text, '')
           || CASE WHEN t.typnotnull THEN ' not null' ELSE '' END
           || coalesce(' default ' || t.typdefault, '')
           || coalesce(' labels ' || (SELECT string_agg(quote_literal(e.enumlabel), ',' ORDER BY e.enumsortorder)
                                        FROM pg_enum e WHERE e.enumtypid = t.oid), '')
           || ' acl ' || coalesce(t.typacl::text, '-')
      FROM pg_type t JOIN member m ON m.classid = 'pg_type'::regclass AND m.objid = t.oid
    UNION ALL
    -- pg_extension_config_dump: the tables and sequences pg_dump dumps, with their conditions
    SELECT 'config dump: ' || cfg.rel::regclass || coalesce(' where ' || nullif(cfg.condition, ''), '')
      FROM pg_extension e, unnest(e.extconfig, e.extcondition) AS cfg(rel, condition)
     WHERE e.extname = 'nl2sql_heal'
    UNION ALL
    -- comments on every member object and on its columns
    SELECT 'comment on ' || pg_describe_object(d.classoid, d.objoid, d.objsubid) || ': ' || d.description
      FROM pg_description d
     WHERE (d.classoid, d.objoid) IN (SELECT classid, objid FROM member)
        OR d.classoid = 'pg_namespace'::regclass AND d.objoid = (SELECT extnamespace FROM ext)
        OR d.classoid = 'pg_extension'::regclass AND d.objoid = (SELECT oid FROM ext)
        OR d.classoid = 'pg_policy'::regclass AND d.objoid IN (SELECT p.oid FROM pg_policy p JOIN rel c ON c.oid = p.polrelid)
        OR d.classoid = 'pg_trigger'::regclass AND d.objoid IN (SELECT t.oid FROM pg_trigger t JOIN rel c ON c.oid = t.tgrelid)
        OR d.classoid = 'pg_constraint'::regclass AND d.objoid IN (SELECT co.oid FROM pg_constraint co JOIN rel c ON c.oid = co.conrelid)
    UNION ALL
    -- objects in the extension's schema that are not members (a script that
    -- created something outside the extension)
    SELECT 'not a member: ' || pg_describe_object('pg_class'::regclass, c.oid, 0)
      FROM pg_class c, ext
     WHERE c.relnamespace = ext.extnamespace AND c.relkind NOT IN ('i', 't')
       AND NOT EXISTS (SELECT 1 FROM member m WHERE m.classid = 'pg_class'::regclass AND m.objid = c.oid)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))
    UNION ALL
    SELECT 'not a member: ' || p.oid::regprocedure
      FROM pg_proc p, ext
     WHERE p.pronamespace = ext.extnamespace
       AND NOT EXISTS (SELECT 1 FROM member m WHERE m.classid = 'pg_proc'::regclass AND m.objid = p.oid)
)
SELECT line FROM lines ORDER BY line COLLATE "C";
