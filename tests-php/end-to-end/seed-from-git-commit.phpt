--TEST--
-d pbt.seed_from_git_commit=1 derives the run seed from the first 15 hexadecimal digits of the commit checked out, and warns outside a Git checkout
--FILE--
<?php declare(strict_types=1);
$phpunit = escapeshellarg(__DIR__ . '/../../bin/phpunit');
$test    = escapeshellarg(__DIR__ . '/_files/ReverseTest.php');
$commit  = trim((string) shell_exec('git -C ' . escapeshellarg(__DIR__) . ' rev-parse HEAD'));

$inCheckout = shell_exec("cd " . escapeshellarg(__DIR__) . " && $phpunit --no-configuration --do-not-record-test-run-history -d pbt.seed_from_git_commit=1 $test 2>&1");
$outside    = shell_exec("cd / && $phpunit --no-configuration --do-not-record-test-run-history -d pbt.seed_from_git_commit=1 $test 2>&1");

var_dump(str_contains($inCheckout, sprintf('Random Seed:   %d', hexdec(substr($commit, 0, 15)))));
var_dump(str_contains($outside, 'The seed cannot be derived from the Git commit, because no commit is checked out or Git cannot be run; the current Unix time is used'));
--EXPECT--
bool(true)
bool(true)
