-- Faults: a server that is down, refuses, hangs, times out, is canceled,
-- restarts or stops mid-session gives a clear result or error in bounded
-- time, never a hang.  Times are checked against generous bounds.
\pset null '(null)'
SET client_min_messages = warning;
SET ROLE rmt_alice;

-- Remote timeout: the remote statement_timeout cancels it; failed, not repaired.
SET nl2sql_heal.statement_timeout = '300ms';
SELECT clock_timestamp() AS t0 \gset
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate, r->'error'->>'message' AS message,
       r->'attempts'->0->>'class' AS class
  FROM nl2sql_heal.heal_execute('q', 'SELECT pg_sleep(5)', 'shop') r;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS within_limit;
-- The time limit covers the whole query, not each FETCH.
SET nl2sql_heal.max_rows = 5;
SELECT clock_timestamp() AS t0 \gset
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate
  FROM nl2sql_heal.heal_execute('q', 'SELECT g, pg_sleep(0.05) FROM generate_series(1, 100) g', 'shop') r;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS within_limit;
RESET nl2sql_heal.max_rows;
-- The connection survives a remote timeout.
SELECT (nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop'))->>'status' AS after_timeout;

-- The caller's own statement_timeout cancels the whole call (raised, as locally).
RESET nl2sql_heal.statement_timeout;
SET statement_timeout = '300ms';
SELECT clock_timestamp() AS t0 \gset
SELECT nl2sql_heal.heal_execute('q', 'SELECT pg_sleep(5)', 'shop');
RESET statement_timeout;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS within_limit;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop'))->>'status' AS after_cancel;

-- Down (nothing listens): refused at once.
SELECT clock_timestamp() AS t0 \gset
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'down')$$) AS down;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS within_limit;
-- Hangs on connect: bounded by the server's connect_timeout (2 s).
SELECT clock_timestamp() AS t0 \gset
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'blackhole')$$) AS blackhole;
SELECT clock_timestamp() - :'t0'::timestamptz BETWEEN interval '1.5 s' AND interval '4 s' AS within_connect_timeout;

-- The remote backend hangs mid-session (stopped): our own deadline cancels,
-- waits a grace second, drops the connection; the next call reconnects.
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 AS rpid \gset
\setenv RPID :rpid
\! for i in $(seq 50); do [ "$(psql -X -Atq -h "$REMOTE_DIR" -p "$REMOTE_PORT" -U postgres -d shop -c "SELECT state FROM pg_stat_activity WHERE pid = $RPID")" = idle ] && break; sleep 0.1; done
\! kill -STOP $RPID
SET nl2sql_heal.statement_timeout = '500ms';
SELECT clock_timestamp() AS t0 \gset
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate, r->'error'->>'message' AS message
  FROM nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop') r;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '3 s' AS within_limit;
\! kill -CONT $RPID
RESET nl2sql_heal.statement_timeout;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 <> :'rpid' AS reconnected;

-- The whole server freezes (postmaster and backend stopped): even the
-- cancel request cannot get through, and the call still ends in time.
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 AS rpid \gset
\setenv RPID :rpid
\! for i in $(seq 50); do [ "$(psql -X -Atq -h "$REMOTE_DIR" -p "$REMOTE_PORT" -U postgres -d shop -c "SELECT state FROM pg_stat_activity WHERE pid = $RPID")" = idle ] && break; sleep 0.1; done
\! kill -STOP $(head -1 "$REMOTE_DIR/data/postmaster.pid") $RPID
SET nl2sql_heal.statement_timeout = '500ms';
SELECT clock_timestamp() AS t0 \gset
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate
  FROM nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop') r;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '3 s' AS within_limit;
\! kill -CONT $(head -1 "$REMOTE_DIR/data/postmaster.pid") $RPID
RESET nl2sql_heal.statement_timeout;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop'))->>'status' AS after_thaw;

-- The remote backend is terminated between calls: the dead connection is
-- reopened once, transparently.
SELECT (nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop'))->'rows'->0->>0 AS rpid \gset
\setenv RPID :rpid
\! psql -X -q -h "$REMOTE_DIR" -p "$REMOTE_PORT" -U postgres -d shop -c "SELECT pg_terminate_backend($RPID)" >/dev/null
\! sleep 0.2
SELECT r->>'status' AS status, r->'rows'->0->>0 <> :'rpid' AS new_backend
  FROM nl2sql_heal.heal_execute('q', 'SELECT pg_backend_pid()', 'shop') r;

-- The remote server stops mid-session: unreachable raises 08001 promptly ...
\! runuser -u postgres -- "$PGBIN/pg_ctl" -D "$REMOTE_DIR/data" -m fast -w stop >/dev/null
SELECT clock_timestamp() AS t0 \gset
SELECT rtry($$SELECT nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop')$$) AS stopped;
SELECT clock_timestamp() - :'t0'::timestamptz < interval '2 s' AS within_limit;
-- ... and once it is back, the next call reconnects.
\! runuser -u postgres -- "$PGBIN/pg_ctl" -D "$REMOTE_DIR/data" -l "$REMOTE_DIR/log" -w -o "-p $REMOTE_PORT -k $REMOTE_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
SELECT r->>'status' AS status, r->'rows' AS rows
  FROM nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM orders', 'shop') r;
-- Stopped while a query runs there: a clear failed result (the server says why).
\! (sleep 0.5; runuser -u postgres -- "$PGBIN/pg_ctl" -D "$REMOTE_DIR/data" -m fast -w stop >/dev/null) &
SELECT r->>'status' AS status, r->'error'->>'sqlstate' AS sqlstate, r->'attempts'->0->>'class' AS class
  FROM nl2sql_heal.heal_execute('q', 'SELECT pg_sleep(10)', 'shop') r;
\! sleep 1; runuser -u postgres -- "$PGBIN/pg_ctl" -D "$REMOTE_DIR/data" -l "$REMOTE_DIR/log" -w -o "-p $REMOTE_PORT -k $REMOTE_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
SELECT (nl2sql_heal.heal_execute('q', 'SELECT 1', 'shop'))->>'status' AS after_restart;
RESET ROLE;
