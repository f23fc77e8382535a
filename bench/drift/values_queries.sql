-- Generated queries that run but come back empty or rejected for reasons the
-- rules can tell from the data (a literal in the wrong case or spacing, a
-- LIKE that only matches case-insensitively, a MySQL-style GROUP BY), each
-- with the gold query ('-- gold:') it should answer like.  '-- db:' sets
-- the database for the cases that follow.  Cases whose rewrite would change
-- the answer are here too: the gold is then the query's own empty answer.

-- db: chinook
-- q: Customers from Brazil
-- gold: SELECT first_name, last_name FROM customer WHERE country = 'Brazil'
SELECT first_name, last_name FROM customer WHERE country = 'brazil';
-- q: Tracks in the rock genre
-- gold: SELECT t.name FROM track t JOIN genre g USING (genre_id) WHERE g.name = 'Rock'
SELECT t.name FROM track t JOIN genre g USING (genre_id) WHERE g.name = 'ROCK';
-- q: Employees who are sales support agents
-- gold: SELECT first_name FROM employee WHERE title = 'Sales Support Agent'
SELECT first_name FROM employee WHERE title = 'sales support agent';
-- q: Customers in New York
-- gold: SELECT customer_id FROM customer WHERE city = 'New York'
SELECT customer_id FROM customer WHERE city = 'new  york';
-- q: Customers in Sao Paulo (no accent: no variant up to case and spacing; stays empty)
-- gold: SELECT customer_id FROM customer WHERE city = 'Sao Paulo'
SELECT customer_id FROM customer WHERE city = 'Sao Paulo';
-- q: Tracks of the Sci-Fi genre (a different spelling, not a case variant: stays empty)
-- gold: SELECT t.name FROM track t JOIN genre g USING (genre_id) WHERE g.name = 'sci-fi'
SELECT t.name FROM track t JOIN genre g USING (genre_id) WHERE g.name = 'sci-fi';
-- q: Purchased AAC tracks
-- gold: SELECT t.track_id FROM track t JOIN media_type m USING (media_type_id) WHERE m.name LIKE 'Purchased%'
SELECT t.track_id FROM track t JOIN media_type m USING (media_type_id) WHERE m.name LIKE 'purchased%';
-- q: Invoices billed to Germany or France
-- gold: SELECT invoice_id FROM invoice WHERE billing_country IN ('Germany', 'France')
SELECT invoice_id FROM invoice WHERE billing_country IN ('germany', 'FRANCE');
-- q: Number of albums per artist, with the artist name (MySQL-style grouping)
-- gold: SELECT ar.artist_id, ar.name, count(*) FROM artist ar JOIN album al USING (artist_id) GROUP BY ar.artist_id, ar.name
SELECT ar.artist_id, ar.name, count(*) FROM artist ar JOIN album al ON al.artist_id = ar.artist_id GROUP BY al.artist_id;
-- q: Invoice totals per customer with their email (MySQL-style grouping)
-- gold: SELECT c.customer_id, c.email, sum(i.total) FROM customer c JOIN invoice i USING (customer_id) GROUP BY c.customer_id, c.email
SELECT i.customer_id, c.email, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY i.customer_id;
-- q: A country and any city in it (not one value per group: never rewritten, stays failed)
-- gold: SELECT 1 WHERE false
SELECT country, city, count(*) FROM customer GROUP BY country;

-- db: northwind
-- q: Beverage products
-- gold: SELECT p.product_name FROM products p JOIN categories c USING (category_id) WHERE c.category_name = 'Beverages'
SELECT p.product_name FROM products p JOIN categories c USING (category_id) WHERE c.category_name = 'beverages';
-- q: Customers whose contact is an owner
-- gold: SELECT company_name FROM customers WHERE contact_title = 'Owner'
SELECT company_name FROM customers WHERE contact_title = 'OWNER';
-- q: Orders shipped to Sao Paulo
-- gold: SELECT order_id FROM orders WHERE ship_city = 'Sao Paulo'
SELECT order_id FROM orders WHERE ship_city = 'sao paulo';
-- q: Dairy products in stock
-- gold: SELECT p.product_name FROM products p JOIN categories c USING (category_id) WHERE c.category_name LIKE 'Dairy%' AND p.units_in_stock > 0
SELECT p.product_name FROM products p JOIN categories c USING (category_id) WHERE c.category_name LIKE 'dairy%' AND p.units_in_stock > 0;
-- q: Marketing managers (two variants would be ambiguous; here there is one)
-- gold: SELECT contact_name FROM customers WHERE contact_title = 'Marketing Manager'
SELECT contact_name FROM customers WHERE contact_title = 'marketing manager';
-- q: Orders per employee with the employee's last name (MySQL-style grouping)
-- gold: SELECT e.employee_id, e.last_name, count(*) FROM employees e JOIN orders o USING (employee_id) GROUP BY e.employee_id, e.last_name
SELECT o.employee_id, e.last_name, count(*) FROM orders o JOIN employees e ON e.employee_id = o.employee_id GROUP BY o.employee_id;
-- q: Products per supplier with the supplier's country (MySQL-style grouping)
-- gold: SELECT s.supplier_id, s.country, count(*) FROM suppliers s JOIN products p USING (supplier_id) GROUP BY s.supplier_id, s.country
SELECT p.supplier_id, s.country, count(*) FROM products p JOIN suppliers s ON s.supplier_id = p.supplier_id GROUP BY p.supplier_id;
