--TEST--
die() in an explicit example of a property ends the PHP process, with the explicit example that ran
--FILE--
<?php declare(strict_types=1);
passthru(
    escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/_files/phpunit.php') .
    ' --no-configuration --do-not-record-test-run-history --extension ' . escapeshellarg('PHPUnit\Framework\PropertyBased\Extension') .
    ' -d pbt.seed=42 --filter ' . escapeshellarg('testExitInAnExplicitExample|testAfterwards') . ' ' . escapeshellarg(__DIR__ . '/_files/ExitTest.php'),
    $status,
);

print 'Exit status: ' . $status . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

dyingFatal error: Premature end of PHP process when running ExitTest::testExitInAnExplicitExample.

The PHP process ended while the property ran its explicit example #0:

    $value = 5;
Exit status: 2
