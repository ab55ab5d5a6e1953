--TEST--
exit() in the body of a property, in an example after the first, ends the PHP process as in any test, with the example that ran
--FILE--
<?php declare(strict_types=1);
passthru(
    escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/_files/phpunit.php') .
    ' --no-configuration --do-not-record-test-run-history --extension ' . escapeshellarg('PHPUnit\Framework\PropertyBased\Extension') .
    ' -d pbt.seed=42 --filter ' . escapeshellarg('testExitInTheThirdExample|testAfterwards') . ' ' . escapeshellarg(__DIR__ . '/_files/ExitTest.php'),
    $status,
);

print 'Exit status: ' . $status . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

output before exitFatal error: Premature end of PHP process when running ExitTest::testExitInTheThirdExample.

The PHP process ended while the property ran this example:

    $value = 8;
Exit status: 2
