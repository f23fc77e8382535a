-- nl2sql_heal 0.1.0 -> 0.2.0.  Every change to the SQL objects of
-- nl2sql_heal--0.2.0.sql is made here too, so that ALTER EXTENSION ... UPDATE
-- gives exactly what a fresh CREATE EXTENSION gives.
\echo Use "ALTER EXTENSION nl2sql_heal UPDATE TO '0.2.0'" to load this file. \quit
