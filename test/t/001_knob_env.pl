# The repair budget's default comes from the server's environment variable
# LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS: truncated, clamped to 0..5; unset, empty
# or non-numeric means 2.  Starts the server with each value and reads the
# setting.
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;

# Not started: each case starts it with its own environment.
my $node = Nl2sqlHeal::Node->create('knob', start => 0);

my @cases = (
	[ 'unset', undef, 2 ],
	[ 'empty', '',    2 ],
	[ '7',     '7',   5 ],
	[ '-1',    '-1',  0 ],
	[ '2.9',   '2.9', 2 ],
	[ 'abc',   'abc', 2 ],
	[ '0',     '0',   0 ],
	[ '4',     '4',   4 ],
	[ '-0.5',  '-0.5', 0 ],
	[ '3abc',  '3abc', 2 ]);

foreach my $case (@cases)
{
	my ($label, $value, $want) = @$case;
	# The postmaster inherits this process's environment.
	local $ENV{LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS} = $value if defined $value;
	delete local $ENV{LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS} unless defined $value;
	$node->start;
	my $got = $node->safe_psql('postgres',
		"LOAD 'nl2sql_heal'; SHOW nl2sql_heal.repair_max_attempts");
	is($got, $want, "LOOM_NL2SQL_REPAIR_MAX_ATTEMPTS $label gives $want");
	$node->stop;
}

done_testing();
