-- A migration of a copy of Chinook run with the extension installed, so the
-- schema-change journal sees it.  New names are chosen to share nothing with
-- the old ones (no similarity rule can find them): renames, moves, a rename
-- and a move of the same table, chains, columns renamed before and after
-- their table was.
CREATE SCHEMA catalogue;
ALTER TABLE customer RENAME TO patron;
ALTER TABLE patron RENAME COLUMN first_name TO given;
ALTER TABLE patron RENAME COLUMN last_name TO surname;
ALTER TABLE patron RENAME COLUMN country TO nation;
ALTER TABLE patron RENAME COLUMN postal_code TO zip;
ALTER TABLE invoice RENAME COLUMN total TO gross_value;
ALTER TABLE invoice RENAME COLUMN invoice_date TO issued_on;
ALTER TABLE invoice RENAME COLUMN billing_country TO destination;
ALTER TABLE invoice RENAME TO bill;
ALTER TABLE invoice_line RENAME COLUMN quantity TO pieces;
ALTER TABLE invoice_line RENAME TO receipt_row;
ALTER TABLE track RENAME COLUMN milliseconds TO duration;
ALTER TABLE track RENAME COLUMN name TO heading;
ALTER TABLE track RENAME TO recording;
ALTER TABLE recording SET SCHEMA catalogue;
ALTER TABLE artist RENAME COLUMN name TO moniker;
ALTER TABLE artist RENAME TO performer;
ALTER TABLE performer RENAME TO musician;
ALTER TABLE album RENAME COLUMN title TO caption;
ALTER TABLE album RENAME TO record;
ALTER TABLE genre RENAME TO style;
ALTER TABLE style RENAME COLUMN name TO label;
ALTER TABLE media_type SET SCHEMA catalogue;
ALTER TABLE catalogue.media_type RENAME TO carrier;
ALTER TABLE employee RENAME COLUMN reports_to TO boss;
ALTER TABLE employee RENAME COLUMN hire_date TO joined;
ALTER TABLE employee RENAME TO staff;
ALTER TABLE playlist RENAME COLUMN name TO tag;
ALTER TABLE playlist RENAME TO mix;
