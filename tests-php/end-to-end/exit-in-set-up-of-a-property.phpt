--TEST--
exit() in setUp() of an example of a property ends the PHP process, with the example that ran
--FILE--
<?php declare(strict_types=1);
passthru(
    escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/_files/phpunit.php') .
    ' --no-configuration --do-not-record-test-run-history --extension ' . escapeshellarg('PHPUnit\Framework\PropertyBased\Extension') .
    ' -d pbt.seed=42 --filter ' . escapeshellarg('testExitInSetUp|testAfterwards') . ' ' . escapeshellarg(__DIR__ . '/_files/ExitTest.php'),
    $status,
);

print 'Exit status: ' . $status . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

Fatal error: Premature end of PHP process when running ExitTest::testExitInSetUp.

The PHP process ended while the property ran this example:

    $value = 4;
Exit status: 2
