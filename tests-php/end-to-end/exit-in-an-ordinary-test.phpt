--TEST--
exit() in an ordinary test beside properties: PHPUnit's own message and exit status, which a property's say as well
--FILE--
<?php declare(strict_types=1);
passthru(
    escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/_files/phpunit.php') .
    ' --no-configuration --do-not-record-test-run-history --extension ' . escapeshellarg('PHPUnit\Framework\PropertyBased\Extension') .
    ' -d pbt.seed=42 --filter ' . escapeshellarg('testOrdinary$') . ' ' . escapeshellarg(__DIR__ . '/_files/ExitTest.php'),
    $status,
);

print 'Exit status: ' . $status . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

output before exitFatal error: Premature end of PHP process when running ExitTest::testOrdinary.
Exit status: 2
