-- Roles are cluster-wide: leave none behind.
SET client_min_messages = warning;
DROP OWNED BY model_analyst;
DROP ROLE model_analyst;
