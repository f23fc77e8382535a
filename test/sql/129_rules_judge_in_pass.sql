-- Rule tier: a rewrite that reveals a bare name meaning a whole row (its
-- column renamed: the table's own name left) is judged within the pass, as
-- at its start: the whole row compared with a literal (0A000) is that
-- name's unknown column, matched in the same attempt.
SET client_min_messages = warning;
CREATE SCHEMA judge_in_pass;
SET search_path = judge_in_pass, public;
CREATE FUNCTION healed(q text)
RETURNS TABLE (status text, sql text, rows jsonb) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'rows'
      FROM nl2sql_heal.heal_execute('judge_in_pass', q, max_attempts => 2) r
$$;
CREATE TABLE colour (id int, clr text);
CREATE TABLE hero (id int, eye_colour_id int, skin_colour_id int);
INSERT INTO colour VALUES (1, 'Gold'), (2, 'Blue');
INSERT INTO hero VALUES (10, 2, 1), (11, 1, 2);

-- colour.colour fixed first; then the inner colour = 'Gold' (now a whole row) in the same attempt
SELECT * FROM healed($$SELECT colour.colour FROM hero JOIN colour ON hero.eye_colour_id = colour.id WHERE hero.skin_colour_id = (SELECT id FROM colour WHERE colour = 'Gold')$$);

-- must NOT fire: a whole row with no look-alike column is left as the error it is
CREATE TABLE shade (id int, code text);
INSERT INTO shade VALUES (1, 'Gold');
SELECT status FROM healed($$SELECT shade.shade FROM hero JOIN shade ON hero.eye_colour_id = shade.id WHERE hero.skin_colour_id = (SELECT id FROM shade WHERE shade = 'Gold')$$);

RESET search_path;
DROP SCHEMA judge_in_pass CASCADE;
SELECT nl2sql_heal.wait_for_receipts();
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
