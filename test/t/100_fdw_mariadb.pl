# Healing over foreign tables: a real MariaDB server (private port and
# socket, stopped after) read through mysql_fdw.  The same rules as on
# local tables (a misspelt column, a table on another schema, a foreign
# dialect, a mis-cased literal with value probes), the remote engine's own
# messages classified, foreign drift diagnosed with its fix (and nothing left
# behind), and safety across the wrapper: the function policy and read-only
# rules hold, and the user mapping's password is in no result, receipt or
# log.  Skipped, with a line saying why, where MariaDB or mysql_fdw is not
# packaged.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;
use Nl2sqlHeal::MariaDB;

my $password = 'S3cr3t-Pw-4711';
my $node = Nl2sqlHeal::Node->create('fdw', conf => "nl2sql_heal.statement_timeout = '20s'");
my $missing = Nl2sqlHeal::MariaDB::missing($node);
plan skip_all => "foreign tables over MariaDB: $missing" if $missing;

my $my = Nl2sqlHeal::MariaDB->start;
my $port = $my->port;
$my->sql(<<"SQL");
CREATE DATABASE shop;
CREATE DATABASE archive;
CREATE USER 'agent'\@'127.0.0.1' IDENTIFIED BY '$password';
-- binary collations: MariaDB's default ones would match any case themselves
CREATE TABLE shop.customers (id int PRIMARY KEY, name varchar(50) COLLATE utf8mb4_bin,
    email varchar(100), city varchar(40) COLLATE utf8mb4_bin);
INSERT INTO shop.customers VALUES (1, 'Alice', 'a\@example.com', 'Paris'),
    (2, 'Bob', NULL, 'Berlin'), (3, 'Chloé', 'c\@example.com', 'New York');
CREATE TABLE shop.orders (id int PRIMARY KEY, customer_id int, total decimal(10,2));
INSERT INTO shop.orders VALUES (10, 1, 12.50), (11, 1, 7.00), (12, 3, 30.00);
CREATE TABLE archive.payments (id int PRIMARY KEY, amount decimal(10,2));
INSERT INTO archive.payments VALUES (1, 99.00);
CREATE TABLE archive.secrets (id int PRIMARY KEY, code varchar(20));
CREATE VIEW archive.big_payments AS SELECT id, amount FROM archive.payments WHERE amount > 10;
GRANT SELECT ON shop.* TO 'agent'\@'127.0.0.1';
GRANT SELECT ON archive.payments TO 'agent'\@'127.0.0.1';
GRANT SELECT ON archive.big_payments TO 'agent'\@'127.0.0.1';
SQL

$node->safe_psql('postgres', <<"SQL");
CREATE EXTENSION mysql_fdw;
CREATE SERVER maria FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '127.0.0.1', port '$port');
CREATE ROLE regress_fdw_agent LOGIN;
CREATE ROLE regress_fdw_other LOGIN;
CREATE ROLE regress_fdw_reader LOGIN;
GRANT USAGE ON FOREIGN SERVER maria TO regress_fdw_agent, regress_fdw_other, regress_fdw_reader;
CREATE USER MAPPING FOR postgres SERVER maria OPTIONS (username 'agent', password '$password');
CREATE USER MAPPING FOR regress_fdw_reader SERVER maria OPTIONS (username 'agent', password '$password');
CREATE USER MAPPING FOR regress_fdw_agent SERVER maria OPTIONS (username 'agent', password '$password');
CREATE USER MAPPING FOR regress_fdw_other SERVER maria OPTIONS (username 'agent', password 'wrong-$password');
CREATE SCHEMA shop;
CREATE SCHEMA archive;
IMPORT FOREIGN SCHEMA shop FROM SERVER maria INTO shop;
IMPORT FOREIGN SCHEMA archive FROM SERVER maria INTO archive;
GRANT USAGE ON SCHEMA shop, archive TO regress_fdw_agent, regress_fdw_other, regress_fdw_reader;
GRANT SELECT ON ALL TABLES IN SCHEMA shop, archive TO regress_fdw_agent, regress_fdw_other, regress_fdw_reader;
-- the drift check's throwaway schema needs CREATE on the database
GRANT CREATE ON DATABASE postgres TO regress_fdw_agent;
SQL

# the log from here on: the set-up's own statements name the password
my $log_from = -s $node->logfile;

# heal(SQL, ROLE) — heal_execute as ROLE; fields of the result, '|'-separated.
# The session waits for its receipt (committed by the receipt writer, when one
# runs, a moment after the call), so that a later session reads it.
sub heal
{
	my ($sql, $fields, %opts) = @_;
	my $q = $sql =~ s/'/''/gr;
	my $pre = $opts{pre} // '';
	my $out = $node->safe_psql('postgres',
		"SET ROLE " . ($opts{role} // 'regress_fdw_agent') . "; $pre "
		  . "SELECT $fields FROM nl2sql_heal.heal_execute(NULL, '$q') r; "
		  . "SELECT nl2sql_heal.wait_for_receipts()");
	$out =~ s/\n+\z//;
	return $out;
}

# --- the function policy covers the wrapper: its handler must be trusted
like(heal('SELECT name FROM shop.customers WHERE id = 1', "r->>'status', r->'error'->>'message'"),
	qr/^failed\|the generated SQL may not call function public\.mysql_fdw_handler\(\)$/,
	'an untrusted wrapper handler: the query over a foreign table is not run');
$node->append_conf('postgresql.conf', "nl2sql_heal.trusted_functions = 'public.mysql_fdw_handler()'");
$node->reload;

is(heal('SELECT name FROM shop.customers WHERE id = 1', "r->>'status', r->>'rows'"),
	'ok|[["Alice"]]', 'trusted: a query over a foreign table runs on MariaDB');

# --- (1) the same rules as on local tables
is(heal('SELECT nmae FROM shop.customers WHERE id = 1', "r->>'status', r->>'sql', r->>'rows'"),
	'repaired|SELECT name FROM shop.customers WHERE id = 1|[["Alice"]]',
	'a misspelt column of a foreign table');
is(heal('SELECT amount FROM payments', "r->>'status', r->>'sql', r->>'rows'"),
	'repaired|SELECT amount FROM archive.payments|[[99.00]]',
	'a foreign table on another schema');
is(heal(q{SELECT IFNULL(email, 'none') FROM shop.customers ORDER BY id},
		"r->>'status', r->>'sql', r->>'rows'"),
	q{repaired|SELECT COALESCE(email, 'none') FROM shop.customers ORDER BY id|[["a@example.com"], ["none"], ["c@example.com"]]},
	'a foreign dialect over a foreign table');
is(heal(q{SELECT id FROM shop.customers WHERE name = 'alice'},
		"r->>'status', r->>'sql', r->'attempts'->1->>'repair', r->>'rows'"),
	q{repaired|SELECT id FROM shop.customers WHERE name = 'Alice'|rule:zero_rows|[[1]]},
	'zero rows from a mis-cased literal: the value probes find the one variant on MariaDB');
is(heal(q{SELECT id FROM shop.customers WHERE city = 'new  york'}, "r->>'status', r->>'sql'"),
	q{repaired|SELECT id FROM shop.customers WHERE city = 'New York'},
	'the probe compares as PostgreSQL does (spacing too), above the remote scan');
is(heal(q{SELECT id FROM shop.customers WHERE name = 'zoe'}, "r->>'status', jsonb_array_length(r->'attempts')"),
	'empty|1', 'must not fire: a literal with no variant on the remote table stays as it is');
# the probes obey the plan-cost guard like any query
is(heal(q{SELECT id FROM shop.customers WHERE name = 'alice'}, "r->>'status', jsonb_array_length(r->'attempts')",
		pre => "SET nl2sql_heal.max_plan_rows = 1;"),
	'failed|1', 'the plan-cost guard applies to queries over foreign tables');

# --- (2) the remote engine's own messages classified
$node->safe_psql('postgres', <<'SQL');
CREATE FOREIGN TABLE archive.codes (id int, code text) SERVER maria OPTIONS (dbname 'archive', table_name 'secrets');
GRANT SELECT ON archive.codes TO regress_fdw_agent;
SQL
like(heal('SELECT code FROM archive.codes', "r->'attempts'->0->>'sqlstate', r->'attempts'->0->>'class', r->'attempts'->0->>'message'"),
	qr/^HV00L\|not_repairable\|.*SELECT command denied to user 'agent'\@'127\.0\.0\.1' for table/s,
	'MariaDB refuses (1142): not repairable, never repaired around');
like(heal('SELECT name FROM shop.customers', "r->>'status', r->'attempts'->0->>'class', r->'error'->>'message'", role => 'regress_fdw_other'),
	qr/^failed\|not_repairable\|failed to connect to MySQL: Access denied for user 'agent'/,
	'MariaDB refuses the login (1045): not repairable');

# --- (3) foreign drift: a column renamed on MariaDB
$my->sql('ALTER TABLE shop.customers RENAME COLUMN email TO email_address');
my $drift = heal('SELECT email FROM shop.customers',
	"r->>'status', jsonb_array_length(r->'attempts'), r->'attempts'->0->>'class', r->'notes'->>0, r->>'receipt_id'");
my ($status, $nattempts, $class, $note, $receipt) = split /\|/, $drift;
is("$status|$nattempts|$class", 'failed|1|repairable',
	'drift: MariaDB\'s "Unknown column" is repairable, but no rewrite is tried');
like($note, qr/^Foreign drift: column email of foreign table shop\.customers reads remote column email, which shop\.customers on server maria no longer has; its only new column, email_address, has the same type \(character varying\(100\)\): the column was renamed there\. Fix-it: ALTER FOREIGN TABLE shop\.customers RENAME COLUMN email TO email_address;$/,
	'drift: the rename is named, with the statement that fixes it');
is($node->safe_psql('postgres', "SELECT s.notes[1] = " . quote_sql($note) . " FROM nl2sql_heal.steps s WHERE s.receipt_id = $receipt"),
	't', 'drift: the receipt keeps the diagnosis');
is($node->safe_psql('postgres', "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'nl2sql_heal_drift%'"),
	'0', 'drift: the throwaway schema is gone');
$node->safe_psql('postgres', 'ALTER FOREIGN TABLE shop.customers RENAME COLUMN email TO email_address');
is(heal('SELECT email_address FROM shop.customers WHERE id = 1', "r->>'status', r->>'rows'"),
	'ok|[["a@example.com"]]', 'drift: the Fix-it works');

# not certain: a column dropped and two added -> a re-import, no guess
$my->sql('ALTER TABLE shop.customers DROP COLUMN city, ADD COLUMN town varchar(40), ADD COLUMN zip varchar(10)');
like(heal('SELECT city FROM shop.customers', "r->>'status', r->'notes'->>0"),
	qr/^failed\|Foreign drift: foreign table shop\.customers maps columns that shop\.customers on server maria no longer has: city; the remote columns nothing maps: town, zip\. Fix-it: re-import it: DROP FOREIGN TABLE shop\.customers; IMPORT FOREIGN SCHEMA shop LIMIT TO \(customers\) FROM SERVER maria INTO shop;$/,
	'drift: no certain rename, so the fix is a re-import');

# the remote table renamed
$my->sql('RENAME TABLE shop.orders TO shop.orders_2024');
like(heal('SELECT total FROM shop.orders', "r->>'status', r->'notes'->>0"),
	qr/^failed\|Foreign drift: the remote table shop\.orders that foreign table shop\.orders reads is not on server maria any more .*Fix-it: ALTER FOREIGN TABLE shop\.orders OPTIONS \(SET table_name '<its new name>'\);$/,
	'drift: a remote table renamed');
$node->safe_psql('postgres', "ALTER FOREIGN TABLE shop.orders OPTIONS (SET table_name 'orders_2024')");
is(heal('SELECT sum(total) FROM shop.orders', "r->>'status', r->>'rows'"), 'ok|[[49.50]]',
	'drift: the table\'s Fix-it works');

# must not fire: a wrapper error that is not a missing name
unlike(heal('SELECT code FROM archive.codes', "r->>'notes'"), qr/Foreign drift/,
	'must not fire: a refusal is not drift');
# a role that cannot create the throwaway schema gets the failure and a note, no diagnosis
$my->sql('ALTER TABLE shop.customers RENAME COLUMN name TO full_name');
like(heal('SELECT name FROM shop.customers', "r->>'status', r->>'notes'", role => 'regress_fdw_reader'),
	qr/^failed\|.*Foreign drift was not checked: the remote definitions could not be re-read into a throwaway schema \(permission denied for database postgres\)/,
	'drift: without CREATE on the database the diagnosis degrades with a note');

# a PostgreSQL wrapper passes the remote 42703 on; postgres_fdw maps columns by column_name
$node->safe_psql('postgres', <<'SQL');
CREATE DATABASE fdw_remote;
CREATE EXTENSION postgres_fdw;
SQL
$node->safe_psql('fdw_remote', 'CREATE TABLE public.items (id int, label text); INSERT INTO public.items VALUES (1, $$one$$)');
$node->safe_psql('postgres', "CREATE SERVER loop FOREIGN DATA WRAPPER postgres_fdw OPTIONS (dbname 'fdw_remote', host '"
	  . $node->host . "', port '" . $node->port . "')");
$node->safe_psql('postgres', <<'SQL');
CREATE USER MAPPING FOR regress_fdw_agent SERVER loop OPTIONS (user 'postgres', password_required 'false');
CREATE FOREIGN TABLE shop.items (id int, label text) SERVER loop OPTIONS (schema_name 'public', table_name 'items');
GRANT SELECT ON shop.items TO regress_fdw_agent;
GRANT USAGE ON FOREIGN SERVER loop TO regress_fdw_agent;
SQL
$node->append_conf('postgresql.conf',
	"nl2sql_heal.trusted_functions = 'public.mysql_fdw_handler(), public.postgres_fdw_handler()'");
$node->reload;
$node->safe_psql('fdw_remote', 'ALTER TABLE public.items RENAME COLUMN label TO title');
like(heal('SELECT label FROM shop.items', "r->>'status', r->'attempts'->0->>'sqlstate', r->'notes'->>0"),
	qr/^failed\|42703\|Foreign drift: column label of foreign table shop\.items reads remote column label, .* Fix-it: ALTER FOREIGN TABLE shop\.items ALTER COLUMN label OPTIONS \(ADD column_name 'title'\);$/,
	'drift through postgres_fdw: the Fix-it keeps the local name with a column_name option');
$node->safe_psql('postgres', "ALTER FOREIGN TABLE shop.items ALTER COLUMN label OPTIONS (ADD column_name 'title')");
is(heal('SELECT label FROM shop.items', "r->>'status', r->>'rows'"), 'ok|[["one"]]',
	'drift through postgres_fdw: the Fix-it works');
# a trusted signature that does not resolve on a remote target (the handler
# above, on fdw_remote) trusts nothing more there: the remote policy still refuses
$node->safe_psql('postgres', "CREATE USER MAPPING FOR postgres SERVER loop OPTIONS (user 'postgres')");
like($node->safe_psql('postgres',
		"SELECT r->>'status', r->'attempts'->0->>'outcome', r->'error'->>'message' FROM nl2sql_heal.heal_execute(NULL, \$\$SELECT pg_notify('c', 'x')\$\$, 'loop') r"),
	qr/^failed\|rejected\|the generated SQL may not call function pg_notify\(text,text\) on server "loop"$/,
	'remote target: a trusted entry unknown there leaves the policy whole');
# must not fire: a local unknown column reads nothing remote
unlike(heal('SELECT nosuch FROM shop.items', "r->>'notes'"), qr/Foreign drift/,
	'must not fire: a column unknown here is the query\'s own error');

# --- (4) safety across the wrapper
like(heal('WITH d AS (DELETE FROM shop.customers RETURNING id) SELECT * FROM d', "r->>'status', r->'attempts'->0->>'outcome'"),
	qr/^failed\|rejected$/, 'a write through a foreign table is rejected before anything runs');
is(heal('SELECT id FROM archive.big_payments', "r->>'status', r->>'rows'"),
	'ok|[[1]]', 'a remote view is only read');
# (before the check below, whose own statement names it)
is(Nl2sqlHeal::Node::count_lines(substr(slurp_file($node->logfile), $log_from), qr/\Q$password\E/), 0,
	'the user mapping\'s password is not in the server log');
my $leaks = $node->safe_psql('postgres', <<"SQL");
SELECT (SELECT count(*) FROM nl2sql_heal.receipts t WHERE t::text LIKE '%$password%')
     + (SELECT count(*) FROM nl2sql_heal.steps t WHERE t::text LIKE '%$password%')
     + (SELECT count(*) FROM nl2sql_heal.attempts t WHERE t::text LIKE '%$password%')
SQL
is($leaks, '0', 'the user mapping\'s password is in no receipt, step or attempt');

$my->stop;
$node->stop;
done_testing();

sub quote_sql { my $s = shift; $s =~ s/'/''/g; return "'$s'"; }
