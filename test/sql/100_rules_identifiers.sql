-- Rule tier, identifiers: unknown columns matched against the live columns of
-- the FROM items in scope, and qualifiers matched against the FROM items.
SET client_min_messages = warning;
-- plain reads of the receipt tables below: receipts in the caller's transaction
-- (the receipt writer, on by default from PostgreSQL 17: test/t/020_receipt_writer.pl, 021_receipt_writer_unpreloaded.pl)
SET nl2sql_heal.receipt_writer = off;
CREATE SCHEMA crm;
SET search_path = crm, public;

CREATE TABLE crm.clients (client_id int PRIMARY KEY, client_name text, "SignupDate" date,
                          qty_ordered int, e_mail text, region_code text, secret_score int);
INSERT INTO crm.clients VALUES (1, 'Ann', '2024-01-02', 3, 'ann@x', 'EU', 7), (2, 'Bob', '2024-02-03', 5, 'bob@x', 'US', 9);
CREATE TABLE crm.deals (deal_id int PRIMARY KEY, client_id int, amount numeric, deal_status text,
                        created_on date);
INSERT INTO crm.deals VALUES (10, 1, 100, 'won', '2024-03-01'), (11, 1, 50, 'lost', '2024-03-02'), (12, 2, 70, 'won', '2024-03-05');
CREATE TABLE crm.pairs (cart text, card text);
INSERT INTO crm.pairs VALUES ('c1', 'visa');

-- The parts of a result that tell what the rules did.
CREATE FUNCTION heal(q text, budget int DEFAULT NULL)
RETURNS TABLE (status text, sql text, repair text, notes text) LANGUAGE sql AS $$
    SELECT r->>'status', r->>'sql', r->'attempts'->-1->>'repair',
           (SELECT string_agg(n, E'\n') FROM jsonb_array_elements_text(r->'notes') n
             WHERE n LIKE 'Repaired by%')
      FROM nl2sql_heal.heal_execute('identifiers', q, max_attempts => budget) r
$$;

-- same words up to case, separators and CamelCase
SELECT * FROM heal('SELECT ClientName FROM clients ORDER BY 1');
SELECT * FROM heal('SELECT c.ClientID, c.client_name FROM clients c ORDER BY 1');
-- a live name that needs quotes is quoted
SELECT * FROM heal('SELECT client_name, signup_date FROM clients ORDER BY 1');
-- a quoted name that differs only in case
SELECT * FROM heal('SELECT "clientName" FROM clients ORDER BY 1');
-- the table's name dropped or added as a prefix
SELECT * FROM heal('SELECT name FROM clients ORDER BY 1');
SELECT * FROM heal('SELECT d.status, count(*) FROM deals d GROUP BY 1 ORDER BY 1');
-- abbreviations and small misspellings
SELECT * FROM heal('SELECT quantity_ordered FROM clients ORDER BY 1');
SELECT * FROM heal('SELECT email FROM clients ORDER BY 1');
SELECT * FROM heal('SELECT ammount FROM deals ORDER BY 1');
-- PostgreSQL's own hint agrees
SELECT * FROM heal('SELECT c.client_nam FROM clients c ORDER BY 1');

-- several broken names, fixed in one attempt (and every occurrence of each)
SELECT * FROM heal('SELECT c.ClientName, sum(d.Amount), max(d.CreatedOn)
                      FROM clients c JOIN deals d ON d.ClientId = c.ClientId
                     WHERE d.DealStatus = ''won'' GROUP BY c.ClientName ORDER BY 1');
SELECT attempt, outcome, repair FROM nl2sql_heal.attempts
 WHERE receipt_id = (SELECT max(receipt_id) FROM nl2sql_heal.receipts) ORDER BY attempt;

-- columns of subqueries and WITH queries are candidates too
SELECT * FROM heal('SELECT t.ClientName FROM (SELECT client_name FROM clients) t ORDER BY 1');
-- a subquery's renamed output keeps the name the outer query uses
SELECT * FROM heal('SELECT t.clientname, t.n FROM (SELECT ClientName, count(*) AS n FROM clients GROUP BY ClientName) t ORDER BY 1');
SELECT * FROM heal('WITH w AS (SELECT client_id, sum(amount) AS total_amount FROM deals GROUP BY 1)
                    SELECT client_id, TotalAmount FROM w ORDER BY 1');
-- correlated: a qualifier names the outer query's table
SELECT * FROM heal('SELECT client_name FROM clients c WHERE EXISTS (SELECT 1 FROM deals d WHERE d.client_id = c.ClientID AND d.amount > 60) ORDER BY 1');
-- but an unqualified name in a subquery is never matched to the outer query's columns
SELECT status, repair FROM heal('SELECT client_name FROM clients WHERE client_id IN (SELECT clientname FROM deals)');

-- two equally good candidates: no rewrite
SELECT * FROM heal('SELECT id FROM clients JOIN deals USING (client_id)');
SELECT * FROM heal('SELECT carx FROM pairs');
SELECT * FROM heal('SELECT p.carx FROM pairs p');
-- nothing close enough: no rewrite
SELECT * FROM heal('SELECT shoe_size FROM clients');
-- a quoted name is meant as written: no fuzzy match
SELECT * FROM heal('SELECT "client_nam" FROM clients');
-- a SELECT-list alias used in an expression is not renamed to a column (rule:dialect rewrites it)
SELECT status, sql, repair FROM heal('SELECT amount * 2 AS amount_x2, ammount_x2 FROM (SELECT amount, 1 AS ammount_x2 FROM deals) d WHERE amount_x2 > 100');

-- qualifiers: the table's name where the query gave it an alias; a foreign schema.table.column
SELECT * FROM heal('SELECT clients.client_name FROM clients c ORDER BY 1');
SELECT * FROM heal('SELECT dbo.clients.client_name, dbo.clients.e_mail FROM clients ORDER BY 1');
SELECT * FROM heal('SELECT Client.client_name FROM clients JOIN deals USING (client_id) WHERE deals.amount > 60 ORDER BY 1');

-- USING: both sides renamed alike; one side renamed (an inner join says ON instead); an outer join is left alone
CREATE TABLE crm.notes ("ClientId" int, body text);
INSERT INTO crm.notes VALUES (1, 'called'), (2, 'emailed');
CREATE TABLE crm.visits ("ClientId" int, place text);
INSERT INTO crm.visits VALUES (1, 'office');
SELECT * FROM heal('SELECT body, place FROM notes JOIN visits USING (client_id) ORDER BY 1');
SELECT * FROM heal('SELECT client_name, body FROM clients JOIN notes USING (client_id) ORDER BY 1');
SELECT status, repair FROM heal('SELECT client_name, body FROM clients LEFT JOIN notes USING (client_id)');

-- an ambiguous column that every table holding it is joined on: any of them is the same value
SELECT * FROM heal('SELECT client_id, count(*) FROM clients JOIN deals ON deals.client_id = clients.client_id GROUP BY client_id ORDER BY 1');
SELECT * FROM heal('SELECT client_id, amount FROM clients c, deals d WHERE c.client_id = d.client_id AND amount > 60 ORDER BY 1');
-- not joined on it, or only through an outer join: left alone
SELECT status, repair FROM heal('SELECT client_id FROM clients c JOIN deals d ON d.amount > 60');
SELECT status, repair FROM heal('SELECT client_id FROM clients c LEFT JOIN deals d ON d.client_id = c.client_id');

-- a column the role may not read is never suggested; one it may read is
CREATE ROLE regress_rules_reader;
GRANT USAGE ON SCHEMA crm TO regress_rules_reader;
GRANT SELECT (client_id, client_name) ON crm.clients TO regress_rules_reader;
SET ROLE regress_rules_reader;
SELECT status, repair FROM heal('SELECT secretscore FROM clients');
SELECT * FROM heal('SELECT ClientName FROM clients ORDER BY 1');
RESET ROLE;
SELECT * FROM heal('SELECT secretscore FROM clients ORDER BY 1');
DROP OWNED BY regress_rules_reader;
DROP ROLE regress_rules_reader;

-- a query that works is never touched, even when a name looks odd
SELECT status, repair FROM heal('SELECT "SignupDate" FROM clients');
-- with repair off, nothing is rewritten
SELECT status, repair FROM heal('SELECT ClientName FROM clients', 0);
RESET search_path;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
DROP SCHEMA crm CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
