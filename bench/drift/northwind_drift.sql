-- Schema drift applied to a copy of Northwind (see chinook_drift.sql).
CREATE SCHEMA sales;

-- columns re-cased as an import from SQL Server names them
ALTER TABLE customers RENAME COLUMN company_name TO "CompanyName";
ALTER TABLE customers RENAME COLUMN contact_name TO "ContactName";
ALTER TABLE products RENAME COLUMN units_in_stock TO "UnitsInStock";
ALTER TABLE suppliers RENAME COLUMN country TO "Country";
ALTER TABLE employees RENAME COLUMN first_name TO "FirstName";
-- separators dropped
ALTER TABLE orders RENAME COLUMN ship_country TO shipcountry;
ALTER TABLE orders RENAME COLUMN order_date TO orderdate;
-- the table's name added or dropped as a prefix
ALTER TABLE products RENAME COLUMN product_name TO name;
ALTER TABLE shippers RENAME COLUMN company_name TO shipper_company_name;
ALTER TABLE categories RENAME COLUMN description TO category_description;
-- abbreviations
ALTER TABLE order_details RENAME COLUMN quantity TO qty;
ALTER TABLE products RENAME COLUMN unit_price TO unit_prc;
-- tables renamed, re-cased and moved to another schema
ALTER TABLE employees RENAME TO "Employees";
ALTER TABLE shippers RENAME TO shipper;
ALTER TABLE orders SET SCHEMA sales;
ALTER TABLE order_details SET SCHEMA sales;
ALTER TABLE sales.order_details RENAME TO order_detail;
ALTER TABLE region RENAME TO tbl_region;
