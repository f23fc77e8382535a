-- Rule tier, grouping: a column that "must appear in the GROUP BY clause" is
-- added to it, only when it has one value per group (so the answer is the
-- one MySQL or SQLite would give).
SET client_min_messages = warning;
CREATE SCHEMA league;
SET search_path = league, public;
-- no primary keys: PostgreSQL cannot tell that name depends on team_id
CREATE TABLE league.teams (team_id int, team_name text, city text);
INSERT INTO league.teams VALUES (1, 'Owls', 'Leeds'), (2, 'Foxes', 'Leeds'), (3, 'Bees', 'York');
CREATE TABLE league.games (game_id int, team_id int, points int);
INSERT INTO league.games VALUES (1, 1, 3), (2, 1, 1), (3, 2, 0), (4, 3, 3), (5, 3, 3);

CREATE FUNCTION heal(q text)
RETURNS TABLE (status text, sql text, repair text, notes text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'attempts'->-1->>'repair',
           (SELECT string_agg(n, E'\n') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n LIKE 'Repaired by%'), r->'rows'
      FROM nl2sql_heal.heal_execute('grouping', q) r
$$;

-- team_name has one value per team_id: added
SELECT * FROM heal('SELECT t.team_id, t.team_name, sum(g.points) FROM teams t JOIN games g ON g.team_id = t.team_id GROUP BY t.team_id ORDER BY 1');
-- two columns, and an ORDER BY use: all added in one attempt
SELECT * FROM heal('SELECT t.team_name, t.city, count(*) AS games FROM teams t JOIN games g USING (team_id) GROUP BY team_id HAVING count(*) > 1 ORDER BY t.city, 1');
-- inside a WITH query, with a later WITH query
SELECT * FROM heal('WITH a AS (SELECT 1 AS one), p AS (SELECT t.team_id, t.team_name, sum(points) AS pts FROM teams t JOIN games USING (team_id) GROUP BY t.team_id) SELECT team_name, pts FROM p ORDER BY 1');
-- city has two values in some groups (Leeds twice is fine, but not per points): not added
SELECT status, repair FROM heal('SELECT g.points, t.city, count(*) FROM games g JOIN teams t USING (team_id) GROUP BY g.points');
-- no GROUP BY at all: adding one would change how many rows come back
SELECT status, repair FROM heal('SELECT team_name, count(*) FROM teams');
-- correlated subquery: the probe cannot run on its own, so nothing is added
SELECT status, repair FROM heal('SELECT t.team_name, (SELECT g.points FROM games g WHERE g.team_id = t.team_id GROUP BY g.team_id LIMIT 1) FROM teams t');
RESET search_path;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP SCHEMA league CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
