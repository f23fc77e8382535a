# The background receipt writer, with nl2sql_heal in
# shared_preload_libraries: the checks are in Nl2sqlHeal::ReceiptWriterSuite
# (021_receipt_writer_unpreloaded.pl runs them without preloading).
use strict;
use warnings;
use PostgreSQL::Test::Utils;
use Test::More;
use Nl2sqlHeal::Node;
use Nl2sqlHeal::ReceiptWriterSuite;

my $node = Nl2sqlHeal::Node->create('writer', preload => 1, extension => 0);
Nl2sqlHeal::ReceiptWriterSuite::run($node);
$node->stop;
done_testing();
