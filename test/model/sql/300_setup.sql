-- The model tier's test database: a small shop, a decoy the prompts must not
-- carry, governed metrics, and helpers that keep outputs deterministic.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS nl2sql_heal;
CREATE SCHEMA shop;
CREATE TABLE shop.customers (customer_id int PRIMARY KEY, customer_name text NOT NULL, city text);
CREATE TABLE shop.orders (order_id int PRIMARY KEY, customer_id int REFERENCES shop.customers,
                          status text, amount numeric(10,2), ordered_on date);
CREATE TABLE shop.order_items (order_id int REFERENCES shop.orders, sku text, quantity int, unit_price numeric(10,2));
CREATE TABLE public.unrelated_decoy (secret_column text);
INSERT INTO shop.customers VALUES (1, 'Ada', 'Berlin'), (2, 'Bob', 'Paris'), (3, 'Cy', 'Berlin');
INSERT INTO shop.orders VALUES (1, 1, 'Shipped', 10.50, '2024-01-05'), (2, 2, 'Pending', 20.00, '2024-01-06'),
                               (3, 3, 'Shipped', 5.25, '2024-02-01');
INSERT INTO shop.order_items VALUES (1, 'A1', 2, 5.25), (2, 'B2', 1, 20.00), (3, 'A1', 1, 5.25);
ANALYZE shop.customers, shop.orders, shop.order_items;
INSERT INTO nl2sql_heal.metrics VALUES
    ('revenue', 'sum(oi.quantity * oi.unit_price)', 'Money from order items', '{turnover,sales}');

DROP ROLE IF EXISTS model_analyst;
CREATE ROLE model_analyst LOGIN;
GRANT USAGE ON SCHEMA shop TO model_analyst;
GRANT SELECT ON ALL TABLES IN SCHEMA shop TO model_analyst;

CREATE SCHEMA t;
GRANT USAGE ON SCHEMA t TO PUBLIC;
-- notes with latencies and token counts masked
CREATE FUNCTION t.notes(r jsonb) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT regexp_replace(regexp_replace(n, '\d+(\.\d+)? ms', 'N ms', 'g'),
                          '\d+ prompt \+ \d+ completion tokens', 'N prompt + N completion tokens', 'g')
      FROM jsonb_array_elements_text(r->'notes') n
$$;
-- the attempts of a heal_execute result, without timings
CREATE FUNCTION t.attempts(r jsonb)
RETURNS TABLE (attempt int, outcome text, sqlstate text, repair text, deployment text,
               tokens boolean, model_ms boolean, sql text)
LANGUAGE sql AS $$
    SELECT (a->>'attempt')::int, a->>'outcome', a->>'sqlstate', a->>'repair', a->>'deployment',
           a ? 'tokens_in' AND a ? 'tokens_out', (a->>'model_ms')::float8 >= 0, a->>'sql'
      FROM jsonb_array_elements(r->'attempts') a
$$;
-- the mock's request log, one row per model request
CREATE FUNCTION t.requests(log jsonb)
RETURNS TABLE (seq int, path text, query text, provider text, deployment text, api_version text,
               auth text, api_key text, body jsonb, system_prompt text, user_prompt text)
LANGUAGE sql AS $$
    SELECT (r->>'seq')::int, r->>'path', r->>'query', r->>'provider', r->>'deployment', r->>'api_version',
           r->'headers'->>'Authorization', r->'headers'->>'api-key', r->'body',
           r->'body'->'messages'->0->>'content', r->'body'->'messages'->1->>'content'
      FROM jsonb_array_elements(log) r
$$;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA t TO PUBLIC;
