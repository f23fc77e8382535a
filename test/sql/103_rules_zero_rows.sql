-- Rule tier, zero rows: a text literal that never occurs, when exactly one
-- case- or space-variant does, is re-cased; a LIKE that only matches
-- case-insensitively becomes ILIKE.  Probes run as the caller, bounded.
SET client_min_messages = warning;
CREATE SCHEMA travel;
SET search_path = travel, public;
CREATE TABLE travel.trips (trip_id int, city text, status varchar(20), code char(4), km int);
INSERT INTO travel.trips VALUES
    (1, 'New York', 'Booked', 'NY01', 10), (2, 'new york', 'Booked', 'NY02', 20),
    (3, 'Paris', 'Cancelled', 'PA01', 30), (4, 'São Paulo', 'Booked', 'SP01', 40),
    (5, 'Rome  Centre', 'Done', 'RO01', 50);

CREATE FUNCTION heal(q text)
RETURNS TABLE (status text, sql text, repair text, notes text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'attempts'->-1->>'repair',
           (SELECT string_agg(n, E'\n') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n LIKE 'Repaired by%'), r->'rows'
      FROM nl2sql_heal.heal_execute('zero rows', q) r
$$;

-- the only variant of 'booked' is 'Booked'
SELECT * FROM heal('SELECT trip_id FROM trips WHERE status = ''booked'' ORDER BY 1');
-- space variants; several literals at once; IN lists; a cast literal
SELECT * FROM heal('SELECT trip_id FROM trips t WHERE t.city = ''rome centre'' AND t.status IN (''done'', ''DONE '')');
SELECT * FROM heal('SELECT trip_id FROM trips WHERE ''paris''::text = city');
SELECT * FROM heal('SELECT trip_id FROM trips WHERE city = ''SÃO PAULO''');
-- LIKE that matches only case-insensitively
SELECT * FROM heal('SELECT trip_id FROM trips WHERE city LIKE ''par%''');
-- two variants ('New York', 'new york'): ambiguous, nothing re-cased
SELECT status, repair FROM heal('SELECT trip_id FROM trips WHERE city = ''NEW YORK''');
-- the literal occurs: zero rows come from elsewhere; nothing re-cased
SELECT status, repair FROM heal('SELECT trip_id FROM trips WHERE city = ''Paris'' AND status = ''Booked''');
-- no variant at all
SELECT status, repair FROM heal('SELECT trip_id FROM trips WHERE city = ''Oslo''');
-- not a text column
SELECT status, repair FROM heal('SELECT trip_id FROM trips WHERE km = 15');
-- a query that returns rows is never rewritten
SELECT status, repair FROM heal('SELECT trip_id FROM trips WHERE city = ''new york''');
-- probes run as the caller: column privileges on what the query reads are enough
CREATE ROLE regress_rules_guest;
GRANT USAGE ON SCHEMA travel TO regress_rules_guest;
GRANT SELECT (trip_id, city) ON travel.trips TO regress_rules_guest;
SET ROLE regress_rules_guest;
SELECT status, sql, repair FROM heal('SELECT trip_id FROM trips WHERE city = ''paris''');
RESET ROLE;
-- probes are bounded by nl2sql_heal.statement_timeout: a slow probe gives up, nothing is re-cased
CREATE FUNCTION travel.slow_text(t text) RETURNS text LANGUAGE sql AS $$ SELECT pg_sleep(0.3)::text || t $$;
CREATE VIEW travel.slow_trips AS SELECT trip_id, travel.slow_text(city) AS city FROM travel.trips;
SET nl2sql_heal.statement_timeout = '500ms';
SELECT status, repair FROM heal('SELECT trip_id FROM slow_trips WHERE trip_id < 0 AND city = ''PARIS''');
SET nl2sql_heal.statement_timeout = '10s';
SELECT status, repair FROM heal('SELECT trip_id FROM slow_trips WHERE trip_id < 0 AND city = ''PARIS''');
RESET nl2sql_heal.statement_timeout;
DROP OWNED BY regress_rules_guest;
DROP ROLE regress_rules_guest;
RESET search_path;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP SCHEMA travel CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
