-- Schema drift applied to a copy of Chinook: what a year of migrations, an
-- import from SQL Server and a tidy-up by another team do to the names that
-- generated SQL (written against the original) relies on.
CREATE SCHEMA music;

-- columns re-cased the way SQL Server imports name them
ALTER TABLE customer RENAME COLUMN first_name TO "FirstName";
ALTER TABLE customer RENAME COLUMN last_name TO "LastName";
ALTER TABLE invoice RENAME COLUMN invoice_date TO "InvoiceDate";
ALTER TABLE employee RENAME COLUMN hire_date TO "HireDate";
ALTER TABLE track RENAME COLUMN milliseconds TO "Milliseconds";
-- separators dropped
ALTER TABLE invoice RENAME COLUMN billing_country TO billingcountry;
ALTER TABLE customer RENAME COLUMN postal_code TO postalcode;
-- the table's name added or dropped as a prefix
ALTER TABLE artist RENAME COLUMN name TO artist_name;
ALTER TABLE genre RENAME COLUMN name TO genre_name;
ALTER TABLE album RENAME COLUMN title TO album_title;
ALTER TABLE invoice RENAME COLUMN total TO invoice_total;
ALTER TABLE playlist RENAME COLUMN playlist_id TO id;
-- abbreviations
ALTER TABLE invoice_line RENAME COLUMN quantity TO qty;
ALTER TABLE employee RENAME COLUMN reports_to TO mgr_id;
-- tables renamed (plural, prefix) and moved to another schema
ALTER TABLE track RENAME TO tracks;
ALTER TABLE invoice_line RENAME TO invoice_lines;
ALTER TABLE playlist RENAME TO tbl_playlist;
ALTER TABLE media_type SET SCHEMA music;
ALTER TABLE genre SET SCHEMA music;
