# Every write the extension makes with its owner's rights runs under the
# pinned search_path: a DBA's ordinary trigger on each of the extension's
# tables calls an unqualified function (statement_timestamp()), and a hostile
# role that owns a schema first on its own search_path defines that function
# to make itself superuser.  Each write path is driven (repair and
# remember, touch, journal mark, evict, forget, journal DDL, receipts through
# the writer and in the caller's transaction, further steps, verdicts): the
# role stays what it was, and the DBA's trigger still ran for every table.
# A DBA's AFTER trigger on the receipt tables leaves no relcache reference
# leak in the server log.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

my $node = Nl2sqlHeal::Node->create(
	'owner_rights',
	preload => 1,
	conf => "nl2sql_heal.remembered_max = 1\n");
my $db = 'postgres';

$node->safe_psql($db, q{
CREATE TABLE public.audit_log (tbl text, op text, at timestamptz);
CREATE FUNCTION public.audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO public.audit_log VALUES (TG_TABLE_NAME, TG_OP, statement_timestamp());
    RETURN NULL;
END $$;
DO $$
DECLARE t text;
BEGIN
    FOR t IN SELECT c.relname FROM pg_class c
              WHERE c.relnamespace = 'nl2sql_heal'::regnamespace AND c.relkind = 'r' LOOP
        EXECUTE format('CREATE TRIGGER dba_audit AFTER INSERT OR UPDATE OR DELETE ON nl2sql_heal.%I '
                       'FOR EACH ROW EXECUTE FUNCTION public.audit()', t);
    END LOOP;
END $$;
CREATE ROLE mallory LOGIN;
CREATE SCHEMA mallory AUTHORIZATION mallory;
});

my $tables = $node->safe_psql($db, q{
SELECT string_agg(c.relname, ',' ORDER BY c.relname) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
 WHERE t.tgname = 'dba_audit'});
like($tables, qr/(?=.*\bremembered\b)(?=.*\bschema_journal\b)(?=.*\breceipts\b)(?=.*\bsteps\b)(?=.*\battempts\b)(?=.*\bmodel_calls\b)/,
	"the DBA's trigger is on every table of the extension ($tables)");

# mallory's session: her schema first, a statement_timestamp() of her own
my $prelude = q{
SET client_min_messages = warning;
SET search_path = mallory, pg_catalog, public;
SET nl2sql_heal.remembered_touch_interval = 0;
};
sub mallory
{
	my ($sql) = @_;
	my ($out, $err) = Nl2sqlHeal::Node::sql($node, $db, $prelude . $sql, user => 'mallory');
	return ($out, $err);
}

my ($out, $err) = mallory(q{
CREATE FUNCTION mallory.statement_timestamp() RETURNS timestamptz LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE 'ALTER ROLE mallory SUPERUSER';
    RETURN pg_catalog.now();
END $$;
-- journal DDL: rename, column rename, drop
CREATE TABLE items (id int, label text);
INSERT INTO items VALUES (1, 'a'), (2, 'b');
ALTER TABLE items RENAME TO goods;
ALTER TABLE goods RENAME COLUMN label TO tag;
CREATE TABLE scrap (s int);
DROP TABLE scrap;
});
is($err, '', 'journal DDL as mallory: no error');

# repair and remember (receipts through the writer), then a hit: touch
($out, $err) = mallory(q{
SELECT r->>'status' FROM nl2sql_heal.heal_execute('q', 'SELECT label FROM items ORDER BY 1') r;
SELECT r->'attempts'->-1->>'repair' FROM nl2sql_heal.heal_execute('q', 'SELECT label FROM items ORDER BY 1') r;
});
is($out, "repaired\nmemory:rule:journal", 'repaired and remembered, then used from memory');

# journal moves on (unrelated DDL): the hit updates the row's journal mark
($out, $err) = mallory(q{
CREATE TABLE other (o int);
ALTER TABLE other RENAME TO other2;
SELECT r->'attempts'->-1->>'repair' FROM nl2sql_heal.heal_execute('q', 'SELECT label FROM items ORDER BY 1') r;
});
is($out, 'memory:rule:journal', 'a hit after unrelated DDL');

# another repair: remembered_max = 1 evicts the first
($out, $err) = mallory(q{
SELECT r->>'status' FROM nl2sql_heal.heal_execute('q', 'SELECT id FROM items ORDER BY 1') r;
SELECT count(*) FROM nl2sql_heal.remembered;
});
is($out, "repaired\n1", 'a second repair evicts the first (one kept)');

# forget: the relation the rewrite uses changed
($out, $err) = mallory(q{
ALTER TABLE goods ALTER COLUMN id TYPE bigint;
SELECT r->>'status' FROM nl2sql_heal.heal_execute('q', 'SELECT id FROM items ORDER BY 1') r;
});
is($out, 'repaired', 'repaired again after the remembered one was forgotten');

# receipts in the caller's transaction: writer off, and a further step of a receipt; a verdict
($out, $err) = mallory(q{
SET nl2sql_heal.receipt_writer = off;
SELECT (nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM goods')->>'receipt_id') AS rid \gset
SELECT nl2sql_heal.heal_execute('q', 'SELECT count(*) FROM goods', receipt_id => :rid)->>'status';
SELECT nl2sql_heal.check_answer(:rid, 'There are 2 goods.') IS NOT NULL;
});
is($out, "ok\nt", 'inline receipts, a further step and a verdict');
is($err, '', 'no error in the inline paths');

$node->safe_psql($db, 'SELECT nl2sql_heal.wait_for_receipts()');
$node->poll_query_until($db,
	q{SELECT count(*) >= 2 FROM nl2sql_heal.receipts WHERE role_name = 'mallory' AND verdict IS NULL})
  or die 'the writer did not write the receipts';

is($node->safe_psql($db, q{SELECT rolsuper FROM pg_roles WHERE rolname = 'mallory'}),
	'f', 'mallory is not superuser');
is( $node->safe_psql($db, q{
SELECT string_agg(DISTINCT tbl || ':' || op, ',' ORDER BY tbl || ':' || op) FROM public.audit_log}),
	'attempts:INSERT,receipts:INSERT,receipts:UPDATE,remembered:DELETE,remembered:INSERT,'
	  . 'remembered:UPDATE,schema_journal:INSERT,steps:INSERT',
	"the DBA's trigger ran for every write path");

my $log = slurp_file($node->logfile);
unlike($log, qr/relcache reference leak/, 'no relcache reference leak in the server log');
unlike($log, qr/WARNING/, 'no warning in the server log');

$node->stop;
done_testing();
