-- Gold PostgreSQL queries over the original Northwind; the benchmark runs
-- them unchanged on the drifted copy (northwind_drift.sql).

-- q: How many customers per country?
SELECT country, count(*) FROM customers GROUP BY country ORDER BY 2 DESC, 1;
-- q: Company and contact names of customers in Germany
SELECT company_name, contact_name FROM customers WHERE country = 'Germany' ORDER BY company_name;
-- q: Products low in stock
SELECT product_name, units_in_stock FROM products WHERE units_in_stock < 10 ORDER BY units_in_stock, product_name;
-- q: Most expensive products
SELECT product_name, unit_price FROM products ORDER BY unit_price DESC LIMIT 10;
-- q: Number of products per category
SELECT c.category_name, count(*) FROM products p JOIN categories c ON c.category_id = p.category_id GROUP BY c.category_name ORDER BY 2 DESC;
-- q: Category descriptions
SELECT category_name, description FROM categories ORDER BY category_name;
-- q: Orders per year
SELECT extract(year FROM order_date) AS year, count(*) FROM orders GROUP BY 1 ORDER BY 1;
-- q: Orders shipped to France
SELECT count(*) FROM orders WHERE ship_country = 'France';
-- q: Orders per ship country
SELECT ship_country, count(*) FROM orders GROUP BY ship_country ORDER BY 2 DESC, 1;
-- q: Total revenue per order (top 10)
SELECT order_id, sum(unit_price * quantity * (1 - discount)) AS revenue FROM order_details GROUP BY order_id ORDER BY revenue DESC LIMIT 10;
-- q: Units sold per product
SELECT p.product_name, sum(od.quantity) AS units FROM order_details od JOIN products p ON p.product_id = od.product_id GROUP BY p.product_name ORDER BY units DESC LIMIT 10;
-- q: Revenue per category
SELECT c.category_name, round(sum(od.unit_price * od.quantity * (1 - od.discount))::numeric, 2) AS revenue FROM order_details od JOIN products p ON p.product_id = od.product_id JOIN categories c ON c.category_id = p.category_id GROUP BY c.category_name ORDER BY revenue DESC;
-- q: Orders handled by each employee
SELECT e.first_name, e.last_name, count(o.order_id) FROM employees e JOIN orders o ON o.employee_id = e.employee_id GROUP BY e.employee_id, e.first_name, e.last_name ORDER BY 3 DESC;
-- q: Employees and their managers
SELECT e.first_name, e.last_name, m.last_name AS manager FROM employees e LEFT JOIN employees m ON m.employee_id = e.reports_to ORDER BY e.employee_id;
-- q: Employees in London
SELECT first_name, last_name, title FROM employees WHERE city = 'London' ORDER BY last_name;
-- q: Orders per shipper
SELECT s.company_name, count(*) FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY s.company_name ORDER BY 2 DESC;
-- q: Shipper phone numbers
SELECT company_name, phone FROM shippers ORDER BY company_name;
-- q: Average freight per shipper
SELECT s.company_name, round(avg(o.freight)::numeric, 2) FROM shippers s JOIN orders o ON o.ship_via = s.shipper_id GROUP BY s.company_name ORDER BY 1;
-- q: Suppliers per country
SELECT country, count(*) FROM suppliers GROUP BY country ORDER BY 2 DESC, 1;
-- q: Products supplied from the USA
SELECT p.product_name FROM products p JOIN suppliers s ON s.supplier_id = p.supplier_id WHERE s.country = 'USA' ORDER BY 1;
-- q: Customers who never ordered
SELECT company_name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id) ORDER BY 1;
-- q: Top customers by number of orders
SELECT c.company_name, count(*) AS orders FROM customers c JOIN orders o ON o.customer_id = c.customer_id GROUP BY c.customer_id, c.company_name ORDER BY orders DESC, 1 LIMIT 10;
-- q: Regions and their territories
SELECT r.region_description, count(t.territory_id) FROM region r JOIN territories t ON t.region_id = r.region_id GROUP BY r.region_description ORDER BY 1;
-- q: Discontinued products
SELECT product_name FROM products WHERE discontinued = 1 ORDER BY 1;
-- q: Orders in 1997 per month
SELECT date_trunc('month', order_date) AS month, count(*) FROM orders WHERE order_date BETWEEN '1997-01-01' AND '1997-12-31' GROUP BY 1 ORDER BY 1;
-- q: Late shipments
SELECT count(*) FROM orders WHERE shipped_date > required_date;
-- q: Average order size in units
SELECT round(avg(total), 2) FROM (SELECT order_id, sum(quantity) AS total FROM order_details GROUP BY order_id) t;
-- q: Products never ordered
SELECT product_name FROM products WHERE product_id NOT IN (SELECT product_id FROM order_details) ORDER BY 1;
-- q: Value of stock per category
SELECT c.category_name, sum(p.unit_price * p.units_in_stock) AS stock_value FROM products p JOIN categories c USING (category_id) GROUP BY c.category_name ORDER BY 2 DESC;
-- q: US states in the east region
SELECT state_name FROM us_states WHERE state_region = 'east' ORDER BY 1;
-- q: Employee territories count
SELECT employee_id, count(*) FROM employee_territories GROUP BY employee_id ORDER BY 1;
-- q: Customers in each city of Brazil
SELECT city, count(*) FROM customers WHERE country = 'Brazil' GROUP BY city ORDER BY 1;
