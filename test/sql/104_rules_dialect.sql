-- Rule tier, dialect: foreign functions, types, operators and syntax mapped
-- to PostgreSQL.  Each foreign query is checked for the same answer as the
-- PostgreSQL original written by hand.
SET client_min_messages = warning;
CREATE SCHEMA shopx;
SET search_path = shopx, public;
CREATE TABLE shopx.sales (id int, item text, qty int, price numeric(8,2), sold_on date,
                          sold_at timestamp, epoch bigint, paid boolean, note text);
INSERT INTO shopx.sales VALUES
    (1, 'apple',  3, 0.50, '2024-01-31', '2024-01-31 23:59:00', 1706745540, true,  NULL),
    (2, 'banana', 5, 0.25, '2024-02-01', '2024-02-01 00:01:00', 1706745660, false, 'ripe'),
    (3, 'cherry', 1, 4.00, '2024-12-31', '2024-12-31 12:00:00', 1735646400, true,  'fresh'),
    (4, 'date',   2, 3.10, '2025-01-01', '2025-01-01 08:30:00', 1735720200, NULL,  NULL);

-- Run the foreign query through heal_execute and the PostgreSQL original
-- directly; same rows (in order when the original orders them)?
CREATE FUNCTION same_answer(foreign_sql text, original text)
RETURNS TABLE (status text, repair text, same boolean) LANGUAGE sql AS $$
    SELECT r->>'status', r->'attempts'->-1->>'repair',
           r->'rows' = nl2sql_heal.heal_execute('original', original, max_attempts => 0)->'rows'
      FROM nl2sql_heal.heal_execute('dialect', foreign_sql, max_attempts => 2) r
$$;

-- T-SQL
SELECT * FROM same_answer('SELECT TOP 2 item FROM sales ORDER BY qty DESC', 'SELECT item FROM sales ORDER BY qty DESC LIMIT 2');
SELECT * FROM same_answer('SELECT [item], [qty] FROM [dbo].[sales] ORDER BY [id]', 'SELECT item, qty FROM sales ORDER BY id');
-- [db].[dbo].[table]: a cross-database name once the brackets are gone, mapped in the same attempt
SELECT * FROM same_answer('SELECT TOP 1 [item] FROM [ShopDb].[dbo].[Sales] ORDER BY [id]', 'SELECT item FROM sales ORDER BY id LIMIT 1');
SELECT * FROM same_answer('SELECT LEN(item) FROM sales ORDER BY id', 'SELECT length(item) FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT ISNULL(note, ''none'') FROM sales ORDER BY id', 'SELECT coalesce(note, ''none'') FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT IIF(qty > 2, ''many'', ''few'') FROM sales ORDER BY id', 'SELECT CASE WHEN qty > 2 THEN ''many'' ELSE ''few'' END FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT DATEADD(hour, 2, sold_at) FROM sales ORDER BY id', 'SELECT sold_at + interval ''2 hours'' FROM sales ORDER BY id');
-- DATEDIFF counts boundaries: 23:59 to 00:01 is one day
SELECT * FROM same_answer('SELECT DATEDIFF(day, sold_at, ''2024-02-01 00:01'') FROM sales WHERE id = 1', 'SELECT 1');
SELECT * FROM same_answer('SELECT DATEDIFF(year, sold_on, ''2025-01-01'') FROM sales ORDER BY id', 'SELECT 2025 - extract(year FROM sold_on)::int FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT DATEPART(month, sold_on) FROM sales ORDER BY id', 'SELECT extract(month FROM sold_on)::int FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT YEAR(sold_on), MONTH(sold_on), DAY(sold_on) FROM sales ORDER BY id', 'SELECT extract(year FROM sold_on)::int, extract(month FROM sold_on)::int, extract(day FROM sold_on)::int FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT count(*) FROM sales WHERE sold_on < GETDATE()', 'SELECT count(*) FROM sales WHERE sold_on < now()');
SELECT * FROM same_answer('SELECT CAST(qty AS NVARCHAR(10)) + ''x'' FROM sales ORDER BY id', 'SELECT qty::text || ''x'' FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT item + ''!'' FROM sales ORDER BY id', 'SELECT item || ''!'' FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT item FROM sales WHERE item = ''APPLE'' COLLATE SQL_Latin1_General_CP1_CI_AS', 'SELECT item FROM sales WHERE lower(item) = ''apple''');
SELECT * FROM same_answer('SELECT count(*) FROM sales WHERE paid = 1', 'SELECT count(*) FROM sales WHERE paid');
-- MySQL
SELECT * FROM same_answer('SELECT `item` FROM `sales` ORDER BY `id` LIMIT 1, 2', 'SELECT item FROM sales ORDER BY id LIMIT 2 OFFSET 1');
SELECT * FROM same_answer('SELECT IFNULL(note, ''-'') FROM sales ORDER BY id', 'SELECT coalesce(note, ''-'') FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT TIMESTAMPDIFF(MONTH, sold_on, ''2025-03-01'') FROM sales ORDER BY id', 'SELECT (extract(year FROM age(''2025-03-01'', sold_on)) * 12 + extract(month FROM age(''2025-03-01'', sold_on)))::int FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT DATE_FORMAT(FROM_UNIXTIME(epoch), ''%Y-%m-%d %H:%i'') FROM sales ORDER BY id', 'SELECT to_char(to_timestamp(epoch), ''YYYY-MM-DD HH24:MI'') FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT DATE_FORMAT(sold_on, ''%Y-%m'') FROM sales ORDER BY id', 'SELECT to_char(sold_on, ''YYYY-MM'') FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT CAST(qty AS SIGNED), CAST(price AS DOUBLE), CAST(sold_on AS DATETIME) FROM sales ORDER BY id', 'SELECT qty::bigint, price::float8, sold_on::timestamp FROM sales ORDER BY id');
-- SQLite: strftime is text
SELECT * FROM same_answer('SELECT strftime(''%Y'', sold_on) FROM sales ORDER BY id', 'SELECT to_char(sold_on, ''YYYY'') FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT julianday(''2024-02-01'') - julianday(''2024-01-31'')', 'SELECT 1.0');
-- SQLite date() is text (YYYY-MM-DD); the mapping returns a date, which prints
-- as DateStyle says (here not ISO), so the answers differ in form
SELECT * FROM same_answer('SELECT date(sold_on, ''+1 day''), date(sold_on, ''start of month'') FROM sales ORDER BY id', 'SELECT to_char(sold_on + 1, ''YYYY-MM-DD''), to_char(date_trunc(''month'', sold_on), ''YYYY-MM-DD'') FROM sales ORDER BY id');
-- SQLite''s +1 month overflows (Jan 31 + 1 month is Mar 2 in 2024), PostgreSQL''s clamps: emulated
SELECT * FROM same_answer('SELECT date(sold_on, ''+1 month'') FROM sales ORDER BY id', 'SELECT unnest(ARRAY[date ''2024-03-02'', date ''2024-03-01'', date ''2025-01-31'', date ''2025-02-01''])');
-- Oracle / Snowflake / BigQuery
SELECT * FROM same_answer('SELECT NVL(note, ''?'') FROM sales ORDER BY id', 'SELECT coalesce(note, ''?'') FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT IFF(paid, ''y'', ''n'') FROM sales ORDER BY id', 'SELECT CASE WHEN paid THEN ''y'' ELSE ''n'' END FROM sales ORDER BY id');
SELECT * FROM same_answer('SELECT CAST(price AS FLOAT64) FROM shop.sales ORDER BY id', 'SELECT price::float8 FROM sales ORDER BY id');
-- portable SQL that PostgreSQL reads differently
SELECT * FROM same_answer('SELECT item, qty * price AS total FROM sales WHERE total > 1 ORDER BY total', 'SELECT item, qty * price FROM sales WHERE qty * price > 1 ORDER BY 2');
SELECT * FROM same_answer('SELECT paid, sum(qty) AS n FROM sales GROUP BY paid HAVING n > 2 ORDER BY n', 'SELECT paid, sum(qty) FROM sales GROUP BY paid HAVING sum(qty) > 2 ORDER BY 2');
-- a FROM subquery without an alias: an error before PostgreSQL 16 (repaired), valid from 16 on (left alone)
SELECT CASE WHEN current_setting('server_version_num')::int >= 160000
            THEN status = 'ok' AND repair IS NULL
            ELSE status = 'repaired' AND repair = 'rule:dialect' END AS as_expected, same
  FROM same_answer('SELECT count(*) FROM (SELECT item FROM sales WHERE qty > 1)', 'SELECT count(*) FROM (SELECT item FROM sales WHERE qty > 1) s');
-- foreign SQL and a renamed column together, one attempt
ALTER TABLE shopx.sales RENAME COLUMN item TO "ItemName";
SELECT * FROM same_answer('SELECT TOP 1 [Item_Name] FROM [dbo].[Sale] ORDER BY LEN([Item_Name]) DESC', 'SELECT "ItemName" FROM sales ORDER BY length("ItemName") DESC LIMIT 1');
RESET search_path;

-- leave nothing behind: objects, roles, and the rows this file made in the extension's tables
SELECT nl2sql_heal.wait_for_receipts();
DROP SCHEMA shopx CASCADE;
TRUNCATE nl2sql_heal.receipts, nl2sql_heal.steps, nl2sql_heal.attempts, nl2sql_heal.remembered, nl2sql_heal.schema_journal;
