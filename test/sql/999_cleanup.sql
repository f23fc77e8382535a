-- Roles are cluster-wide: leave none behind.
SET client_min_messages = warning;
DROP OWNED BY heal_stranger, heal_alice, heal_bob, heal_auditor;
DROP ROLE heal_stranger, heal_alice, heal_bob, heal_auditor;
