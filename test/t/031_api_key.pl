# The model API key never reaches another role, the server log, results,
# receipts or notes: on a server of its own, preloaded and not, with the
# key in nl2sql_heal.model_api_key_file and an endpoint
# (test/mock_llm/server.py) that echoes the Authorization header back.  A
# role without privileges and a member of pg_read_all_settings try SHOW,
# current_setting, pg_settings, pg_file_settings and pg_read_file; a key put
# in a setting other roles could read (ALTER SYSTEM, before the library is
# loaded) is refused; key files others may read, of another OS user, that
# cannot be opened or are no regular file are refused.
use strict;
use warnings;
use File::Spec;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(usleep);
use Nl2sqlHeal::Node;

my $key         = 'sk-proj-KEYFILE-7d3a91c4e25b';
my $setting_key = 'sk-proj-SETTING-0b44e7a1f9';
my $session_key = 'sk-proj-SESSION-93c1d0a7e2';
# every key of the test
my $all_keys =
  qr/\Q$key\E|\Q$setting_key\E|\Q$session_key\E|KEYFILE|SETTING-0b44|SESSION-93c1/;

my $tmp = PostgreSQL::Test::Utils::tempdir('mock');
my $mock = IPC::Run::start(
	[
		'python3', 'test/mock_llm/server.py', '--port', '0', '--port-file',
		"$tmp/mock.port", '--api-key', $key, '--max-seconds', '900'
	],
	'<', '/dev/null', '>', "$tmp/mock.log", '2>&1');
END { $mock->kill_kill if defined $mock; }
for (1 .. 300)
{
	last if -s "$tmp/mock.port";
	usleep(100_000);
}
-s "$tmp/mock.port"
  or BAIL_OUT('the mock model server did not start: ' . slurp_file("$tmp/mock.log"));
my $mock_url = 'http://127.0.0.1:' . slurp_file("$tmp/mock.port");
$mock_url =~ s/\s+$//;

# ctl(ARGS) — test/model/ctl.py against the mock; its output
sub ctl
{
	local $ENV{MOCK_URL} = $mock_url;
	my ($out, $err) = ('', '');
	IPC::Run::run([ 'python3', 'test/model/ctl.py', @_ ],
		'<', '/dev/null', '>', \$out, '2>', \$err)
	  or diag("ctl.py @_: $err");
	chomp $out;
	return $out;
}

# occurrences(TEXT, STRING)
sub occurrences
{
	my ($text, $s) = @_;
	my $n = () = $text =~ /\Q$s\E/g;
	return $n;
}
sub count_keys { return Nl2sqlHeal::Node::count_lines($_[0], $all_keys); }

my $repair_sql = "SELECT frobnicate(customer_name) FROM shop";

foreach my $mode ('plain', 'preloaded')
{
	note("== $mode");
	# log_statement as a server has it by default (the test library logs
	# every statement): statements that carry a key are the caller's to keep
	# out of the log, and the README says to use the key file.
	my $node = Nl2sqlHeal::Node->create(
		$mode,
		preload   => $mode eq 'preloaded',
		extension => 0,
		conf      => 'log_statement = none');
	# absolute: the server reads these paths from its data directory
	my $dir     = File::Spec->rel2abs($node->basedir);
	my $keyfile = "$dir/model.key";
	my $data    = File::Spec->rel2abs($node->data_dir);

	# psql in database apikey, as the superuser or user => ROLE: stdout and
	# stderr as one text
	my $q = sub { return Nl2sqlHeal::Node::sql_output($node, 'apikey', @_); };
	my $reload = sub {
		$q->("SELECT pg_reload_conf()");
		usleep($_[0] // 300_000);
	};
	my $out = '';

	# The key file: the server's OS user's, mode 600.
	PostgreSQL::Test::Utils::append_to_file($keyfile, "$key\n");
	chmod 0600, $keyfile;

	$node->safe_psql('postgres', 'CREATE DATABASE apikey');
	# every call must reach the model: no remembered repair stands in for it
	$node->safe_psql('postgres',
		'ALTER DATABASE apikey SET nl2sql_heal.remembered_max = 0');
	$out .= $q->(<<"SQL") . "\n";
CREATE EXTENSION nl2sql_heal;
CREATE TABLE shop (customer_name text);
INSERT INTO shop VALUES ('Ada');
CREATE ROLE regress_key_plain LOGIN;
CREATE ROLE regress_key_reader LOGIN IN ROLE pg_read_all_settings;
GRANT SELECT ON shop TO regress_key_plain, regress_key_reader;
ALTER SYSTEM SET nl2sql_heal.model_provider = 'openai';
ALTER SYSTEM SET nl2sql_heal.model_endpoint = '$mock_url';
ALTER SYSTEM SET nl2sql_heal.model_deployment = 'gpt-4o';
ALTER SYSTEM SET nl2sql_heal.model_max_retries = 0;
ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$keyfile';
SQL
	$reload->(500_000);

	# What another role can see of the settings, before and after the library loads.
	foreach my $role ('regress_key_plain', 'regress_key_reader')
	{
		foreach my $load ('', "LOAD 'nl2sql_heal';")
		{
			$out .= $q->(<<"SQL", user => $role) . "\n";
$load
SHOW nl2sql_heal.model_api_key;
SELECT current_setting('nl2sql_heal.model_api_key', true);
SHOW nl2sql_heal.model_api_key_file;
SELECT s::text FROM pg_settings s WHERE name LIKE 'nl2sql_heal.%';
SELECT f::text FROM pg_file_settings f;
SELECT pg_read_file(current_setting('nl2sql_heal.model_api_key_file'));
SELECT pg_read_file('$data/postgresql.auto.conf');
SHOW ALL;
SQL
		}
	}
	is(count_keys($out), 0,
		"$mode: the key is in no setting, view or error another role sees");
	is( Nl2sqlHeal::Node::count_lines(
			$out, qr/permission denied for view pg_file_settings/),
		4,
		"$mode: pg_file_settings is refused to other roles");

	# A hostile endpoint echoes the Authorization header into its replies: into
	# the rewrite (which then runs and returns it), and into an error message.
	ctl('reset');
	ctl('script',
		q{[{"content": "```sql\nSELECT $$echo {{header:Authorization}}$$ AS echoed FROM shop\n```"},
		   {"status": 500, "error": {"message": "bad request: {{headers}}", "type": "server_error"}}]}
	);
	foreach my $role ('regress_key_plain', 'regress_key_reader')
	{
		$out .= $q->(
			"SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')::text",
			user => $role) . "\n";
	}
	my $requests = ctl('requests');
	is(occurrences($requests, "Bearer $key"),
		2, "$mode: the model was called with the key (so the test can fail)")
	  or diag("requests: $requests\nresults: $out");
	is(Nl2sqlHeal::Node::count_lines($out, qr/echo Bearer \[key\]/),
		1, "$mode: the echoed key came back scrubbed in the rows");
	is(Nl2sqlHeal::Node::count_lines($out, qr/bad request: .*Bearer \[key\]/),
		1, "$mode: the echoed key came back scrubbed in the error note");
	# everything stored: dump the database
	my ($dump, $dump_err) = ('', '');
	IPC::Run::run(
		[ 'pg_dump', '-h', $node->host, '-p', $node->port, '-d', 'apikey' ],
		'<', '/dev/null', '>', \$dump, '2>', \$dump_err)
	  or diag("pg_dump: $dump_err");
	is( ($dump =~ /echo Bearer \[key\]/ ? 'scrubbed' : '') . ' '
		  . count_keys($dump),
		'scrubbed 0',
		"$mode: the dump (receipts, steps, attempts, notes) holds no key");
	is(count_keys($out), 0, "$mode: results hold no key");

	# A key file others may read is refused, without a call and without the key.
	chmod 0640, $keyfile;
	ctl('reset');
	my $r = $q->("SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')::text",
		user => 'regress_key_plain');
	$out .= "$r\n";
	is(Nl2sqlHeal::Node::count_lines($r, qr/can be read or written by other OS users/),
		1, "$mode: a key file other OS users may read is refused")
	  or diag($r);
	is(ctl('count'), '0', "$mode: ... and no call is made");
	chmod 0600, $keyfile;

	# ... and so are one the server cannot open, one of another OS user and
	# one that is not a regular file.
	ctl('reset');
	chmod 0000, $keyfile;
	$r = $q->("SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')::text",
		user => 'regress_key_plain');
	$out .= "$r\n";
	is( Nl2sqlHeal::Node::count_lines(
			$r,
			qr/the key file \(nl2sql_heal.model_api_key_file\) cannot be opened: Permission denied/
		),
		1,
		"$mode: a key file the server's OS user may not open is refused")
	  or diag($r);
	chmod 0600, $keyfile;
  SKIP:
	{
		# the tests run as the server's OS user, who cannot give a file away:
		# a file of the system's stands for another OS user's
		my $foreign = '/etc/passwd';
		skip "$foreign is the server's OS user's", 1
		  unless -f $foreign && (stat $foreign)[4] != $>;
		$q->("ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$foreign'");
		$reload->();
		$r = $q->("SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')::text",
			user => 'regress_key_plain');
		$out .= "$r\n";
		is( Nl2sqlHeal::Node::count_lines(
				$r,
				qr/the key file \(nl2sql_heal.model_api_key_file\) is not owned by the server's OS user/
			),
			1,
			"$mode: a key file of another OS user is refused");
	}
	$q->("ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$dir'");
	$reload->();
	$r = $q->("SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')::text",
		user => 'regress_key_plain');
	$out .= "$r\n";
	is(Nl2sqlHeal::Node::count_lines($r, qr/is not a regular file/),
		1, "$mode: a key file that is not a regular file is refused")
	  or diag($r);
	$q->("ALTER SYSTEM SET nl2sql_heal.model_api_key_file = '$keyfile'");
	$reload->();
	is(ctl('count'), '0', "$mode: ... and no call is made for any of them");

	# A key in a setting is refused.  ALTER SYSTEM and ALTER ROLE with the
	# library loaded fail without showing it (PostgreSQL itself refuses ALTER
	# SYSTEM of a parameter it does not know yet).  The statement carries the
	# key, so a failing one is logged (log_min_error_statement): the session
	# turns that off here, and the README says to use the key file.
	$r = $q->(<<"SQL");
SET log_min_error_statement = panic;
LOAD 'nl2sql_heal';
ALTER SYSTEM SET nl2sql_heal.model_api_key = '$setting_key';
ALTER ROLE regress_key_plain SET nl2sql_heal.model_api_key = '$setting_key';
ALTER DATABASE apikey SET nl2sql_heal.model_api_key = '$setting_key';
SQL
	is( Nl2sqlHeal::Node::count_lines(
			$r,
			qr/ERROR:  a key in nl2sql_heal.model_api_key from a configuration file, ALTER SYSTEM/
		),
		3,
		"$mode: ALTER SYSTEM, ALTER ROLE and ALTER DATABASE SET of the key fail");
	is(count_keys($r), 0, "$mode: ... showing no key");
	is( Nl2sqlHeal::Node::count_lines(
			slurp_file("$data/postgresql.auto.conf"), qr/\Q$setting_key\E/)
		  . ' '
		  . $q->(
			"SELECT count(*) FROM pg_db_role_setting WHERE array_to_string(setconfig, ',') LIKE '%SETTING%'"
		  ),
		'0 0',
		"$mode: ... and storing none");

	# A key written into postgresql.conf: refused once the library loads (with
	# preloading, at the reload), and the key file's key is used instead.
	$node->append_conf('postgresql.conf',
		"nl2sql_heal.model_api_key = '$setting_key'");
	$reload->(500_000);
	ctl('reset');
	ctl('script', q{[{"content": "```sql\nSELECT customer_name FROM shop\n```"}]});
	my ($status, $warnings) = Nl2sqlHeal::Node::sql(
		$node, 'apikey',
		"SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')->>'status'",
		user => 'regress_key_plain');
	if ($mode eq 'plain')
	{
		is( Nl2sqlHeal::Node::count_lines(
				$warnings,
				qr/WARNING:  a key given to nl2sql_heal.model_api_key before the library was loaded is not used/
			),
			1,
			'plain: a key in postgresql.conf is refused when the library loads');
	}
	else
	{
		is( Nl2sqlHeal::Node::count_lines(
				slurp_file($node->logfile),
				qr/LOG:  a key in nl2sql_heal.model_api_key from a configuration file, ALTER SYSTEM/
			),
			1,
			'preloaded: a key in postgresql.conf is refused at the reload, in the log without the key'
		);
	}
	$requests = ctl('requests');
	is(occurrences($requests, "Bearer $key"),
		1, "$mode: ... the key file's key is used instead");
	is(occurrences($requests, $setting_key),
		0, "$mode: ... the refused key is never sent");
	is((split /\n/, $status)[-1] // '', 'repaired', "$mode: ... the call still works")
	  or diag("$status\n$warnings");
	my $conf = slurp_file("$data/postgresql.conf");
	$conf =~ s/^.*\Q$setting_key\E.*\n//mg;
	open(my $fh, '>', "$data/postgresql.conf") or die "postgresql.conf: $!";
	print $fh $conf;
	close $fh;
	$reload->(500_000);
	# Without preloading, the postmaster holds the value as a plain
	# placeholder and logs it at the reload ("parameter ... changed to"):
	# PostgreSQL does that for any setting, which is why the key belongs in
	# the key file (README).  Those lines, up to here, are the only ones
	# that have it.
	my $changed_to = qr/LOG:  parameter "nl2sql_heal.model_api_key" changed to/;
	my $log_checked = 0;
	if ($mode eq 'plain')
	{
		my $log = slurp_file($node->logfile);
		$log_checked = length $log;
		is( scalar(grep { /$all_keys/ && !/$changed_to/ } split /\n/, $log),
			0,
			'plain: only the reload\'s "changed to" line logged the key put in postgresql.conf'
		);
	}

	# A superuser's own SET (after the library loaded) is used, and shown to nobody.
	ctl('reset');
	ctl('script', q{[{"content": "```sql\nSELECT customer_name FROM shop\n```"}]});
	$r = $q->(<<"SQL");
LOAD 'nl2sql_heal';
ALTER SYSTEM RESET nl2sql_heal.model_api_key_file;
SELECT pg_reload_conf();
SELECT pg_sleep(0.3);
SET nl2sql_heal.model_api_key_file = '';
SET nl2sql_heal.model_api_key = '$session_key';
SHOW nl2sql_heal.model_api_key;
SELECT count(*) FROM pg_settings WHERE name = 'nl2sql_heal.model_api_key';
SET ROLE regress_key_reader;
SHOW nl2sql_heal.model_api_key;
SELECT current_setting('nl2sql_heal.model_api_key');
SELECT s::text FROM pg_settings s WHERE name LIKE 'nl2sql_heal.%';
RESET ROLE;
SELECT nl2sql_heal.heal_execute('Who?', '$repair_sql')->>'status';
SQL
	is(Nl2sqlHeal::Node::count_lines($r, qr/^\(hidden\)$/),
		3,
		"$mode: a superuser's SET of the key is shown as (hidden), also to pg_read_all_settings"
	);
	is(occurrences(ctl('requests'), "Bearer $session_key"),
		1, "$mode: ... and is used");
	is(count_keys($r), 0, "$mode: ... and appears nowhere");

	$node->stop;
	# the whole log: only the "changed to" lines already seen are let pass
	my $log   = slurp_file($node->logfile);
	my $seen  = substr($log, 0, $log_checked);
	my $after = substr($log, $log_checked);
	is( scalar(grep { /$all_keys/ && !/$changed_to/ } split /\n/, $seen)
		  + count_keys($after),
		0,
		"$mode: the server log holds no key");
}

done_testing();
