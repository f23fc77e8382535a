-- Gold PostgreSQL queries over the original Chinook; the benchmark runs them
-- unchanged on the drifted copy (chinook_drift.sql).  '-- q:' starts a case.

-- q: How many customers are there per country?
SELECT country, count(*) AS customers FROM customer GROUP BY country ORDER BY customers DESC, country;
-- q: Full names of customers from Brazil
SELECT first_name, last_name FROM customer WHERE country = 'Brazil' ORDER BY last_name;
-- q: Which customers live in Canada, with their postal codes?
SELECT c.first_name || ' ' || c.last_name AS name, c.postal_code FROM customer c WHERE c.country = 'Canada';
-- q: Total sales per billing country
SELECT billing_country, sum(total) AS sales FROM invoice GROUP BY billing_country ORDER BY sales DESC;
-- q: Top 5 customers by total spending
SELECT c.customer_id, c.first_name, c.last_name, sum(i.total) AS spent FROM customer c JOIN invoice i ON i.customer_id = c.customer_id GROUP BY c.customer_id, c.first_name, c.last_name ORDER BY spent DESC LIMIT 5;
-- q: Number of invoices per year
SELECT extract(year FROM invoice_date) AS year, count(*) FROM invoice GROUP BY 1 ORDER BY 1;
-- q: Revenue in 2023 by month
SELECT date_trunc('month', invoice_date) AS month, sum(total) FROM invoice WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 1;
-- q: Which artists have the most albums?
SELECT ar.name, count(*) AS albums FROM artist ar JOIN album al ON al.artist_id = ar.artist_id GROUP BY ar.name ORDER BY albums DESC, ar.name LIMIT 10;
-- q: Albums by AC/DC
SELECT al.title FROM album al JOIN artist ar ON ar.artist_id = al.artist_id WHERE ar.name = 'AC/DC' ORDER BY al.title;
-- q: How many tracks does each genre have?
SELECT g.name, count(*) AS tracks FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.name ORDER BY tracks DESC;
-- q: Average track length in minutes per genre
SELECT g.name AS genre, round(avg(t.milliseconds) / 60000.0, 2) AS minutes FROM track t JOIN genre g USING (genre_id) GROUP BY g.name ORDER BY minutes DESC;
-- q: The ten longest tracks
SELECT name, milliseconds FROM track ORDER BY milliseconds DESC LIMIT 10;
-- q: Tracks per media type
SELECT m.name, count(t.track_id) FROM media_type m LEFT JOIN track t ON t.media_type_id = m.media_type_id GROUP BY m.name ORDER BY 2 DESC;
-- q: How many tracks are in each playlist?
SELECT p.name, count(pt.track_id) AS tracks FROM playlist p JOIN playlist_track pt ON pt.playlist_id = p.playlist_id GROUP BY p.name ORDER BY tracks DESC, p.name;
-- q: Which playlists have no tracks?
SELECT p.name FROM playlist p WHERE NOT EXISTS (SELECT 1 FROM playlist_track pt WHERE pt.playlist_id = p.playlist_id) ORDER BY p.name;
-- q: Total quantity of tracks sold
SELECT sum(quantity) FROM invoice_line;
-- q: Best-selling tracks by units
SELECT t.name, sum(il.quantity) AS units FROM invoice_line il JOIN track t ON t.track_id = il.track_id GROUP BY t.track_id, t.name ORDER BY units DESC, t.name LIMIT 10;
-- q: Revenue per genre
SELECT g.name, sum(il.unit_price * il.quantity) AS revenue FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.name ORDER BY revenue DESC;
-- q: Employees and who they report to
SELECT e.first_name, e.last_name, m.first_name AS manager FROM employee e LEFT JOIN employee m ON m.employee_id = e.reports_to ORDER BY e.employee_id;
-- q: Employees hired before 2003
SELECT first_name, last_name, hire_date FROM employee WHERE hire_date < '2003-01-01' ORDER BY hire_date;
-- q: Sales per support representative
SELECT e.first_name, e.last_name, sum(i.total) AS sales FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id JOIN invoice i ON i.customer_id = c.customer_id GROUP BY e.employee_id, e.first_name, e.last_name ORDER BY sales DESC;
-- q: Customers who bought Jazz
SELECT DISTINCT c.email FROM customer c JOIN invoice i ON i.customer_id = c.customer_id JOIN invoice_line il ON il.invoice_id = i.invoice_id JOIN track t ON t.track_id = il.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Jazz' ORDER BY c.email;
-- q: Average invoice total per country, above 5.5
SELECT billing_country, avg(total) AS avg_total FROM invoice GROUP BY billing_country HAVING avg(total) > 5.5 ORDER BY avg_total DESC;
-- q: Largest invoice
SELECT invoice_id, customer_id, total FROM invoice WHERE total = (SELECT max(total) FROM invoice);
-- q: Albums with more than 20 tracks
SELECT al.title, count(*) AS tracks FROM album al JOIN track t ON t.album_id = al.album_id GROUP BY al.album_id, al.title HAVING count(*) > 20 ORDER BY tracks DESC;
-- q: Composers with the most tracks
SELECT composer, count(*) FROM track WHERE composer IS NOT NULL GROUP BY composer ORDER BY 2 DESC, 1 LIMIT 5;
-- q: Monthly revenue with a running total in 2022
WITH m AS (SELECT date_trunc('month', invoice_date) AS month, sum(total) AS revenue FROM invoice WHERE extract(year FROM invoice_date) = 2022 GROUP BY 1) SELECT month, revenue, sum(revenue) OVER (ORDER BY month) AS running FROM m ORDER BY month;
-- q: Share of revenue per media type
SELECT mt.name, round(100.0 * sum(il.unit_price * il.quantity) / (SELECT sum(unit_price * quantity) FROM invoice_line), 2) AS pct FROM invoice_line il JOIN track t ON t.track_id = il.track_id JOIN media_type mt ON mt.media_type_id = t.media_type_id GROUP BY mt.name ORDER BY pct DESC;
-- q: Artists without any album
SELECT name FROM artist WHERE artist_id NOT IN (SELECT artist_id FROM album) ORDER BY name LIMIT 20;
-- q: How many customers does each employee support?
SELECT support_rep_id, count(*) FROM customer GROUP BY support_rep_id ORDER BY 1;
-- q: Customers with their number of invoices and first purchase
SELECT c.last_name, count(i.invoice_id) AS invoices, min(i.invoice_date) AS first FROM customer c JOIN invoice i ON i.customer_id = c.customer_id GROUP BY c.customer_id, c.last_name ORDER BY invoices DESC, c.last_name LIMIT 10;
-- q: How many invoice lines are there?
SELECT count(*) FROM invoice_line;
-- q: Tracks priced above 0.99
SELECT count(*) FROM track WHERE unit_price > 0.99;
-- q: Email addresses of customers in Prague
SELECT email FROM customer WHERE city = 'Prague' ORDER BY email;
