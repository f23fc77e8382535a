-- A small shop database for the demo: customers and products on the search
-- path, orders in their own schema (where generated SQL often misses them).
CREATE SCHEMA sales;

CREATE TABLE customers (
    customer_id   int PRIMARY KEY,
    customer_name text NOT NULL,
    city          text NOT NULL,
    signup_date   date NOT NULL,
    is_active     boolean NOT NULL DEFAULT true
);

CREATE TABLE products (
    product_id   int PRIMARY KEY,
    product_name text NOT NULL,
    category     text NOT NULL,
    unit_price   numeric(10,2) NOT NULL
);

CREATE TABLE sales.orders (
    order_id    int PRIMARY KEY,
    customer_id int NOT NULL REFERENCES customers,
    order_date  date NOT NULL,
    status      text NOT NULL
);

CREATE TABLE sales.order_items (
    order_id   int NOT NULL REFERENCES sales.orders,
    product_id int NOT NULL REFERENCES products,
    quantity   int NOT NULL,
    PRIMARY KEY (order_id, product_id)
);

INSERT INTO customers VALUES
    (1, 'Ada Lovelace',    'London',    '2023-01-15', true),
    (2, 'Grace Hopper',    'New York',  '2023-03-02', true),
    (3, 'Alan Turing',     'Manchester','2023-06-21', false),
    (4, 'Katherine Johnson','Hampton',  '2024-02-11', true),
    (5, 'Edsger Dijkstra', 'Eindhoven', '2024-05-30', true);

INSERT INTO products VALUES
    (10, 'Mechanical keyboard', 'Hardware', 129.00),
    (11, 'USB-C hub',           'Hardware',  49.50),
    (12, 'SQL handbook',        'Books',     39.90),
    (13, 'Compiler design',     'Books',     74.25),
    (14, 'Standing desk',       'Furniture',499.00);

INSERT INTO sales.orders VALUES
    (100, 1, '2024-01-05', 'shipped'),
    (101, 2, '2024-01-19', 'shipped'),
    (102, 1, '2024-02-07', 'shipped'),
    (103, 4, '2024-03-14', 'cancelled'),
    (104, 5, '2024-03-28', 'shipped'),
    (105, 2, '2024-04-02', 'pending');

INSERT INTO sales.order_items VALUES
    (100, 10, 1), (100, 12, 2),
    (101, 14, 1),
    (102, 11, 3), (102, 13, 1),
    (103, 12, 1),
    (104, 10, 2), (104, 11, 1),
    (105, 13, 2);

INSERT INTO nl2sql_heal.metrics (name, expression, description, synonyms) VALUES
    ('revenue', 'sum(oi.quantity * p.unit_price)', 'Money from order items at list price', '{sales,turnover}');
