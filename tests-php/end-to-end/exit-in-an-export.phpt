--TEST--
exit() while an argument of an example is exported (in a method of the value that the exporter calls) ends the PHP process, as exit() does in the property itself
--FILE--
<?php declare(strict_types=1);
passthru(
    escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/_files/phpunit.php') .
    ' --no-configuration --do-not-record-test-run-history --extension ' . escapeshellarg('PHPUnit\Framework\PropertyBased\Extension') .
    ' -d pbt.seed=42 --filter ' . escapeshellarg('testAnExportThatExits|testAfterwards') . ' ' . escapeshellarg(__DIR__ . '/_files/ExportFailureTest.php'),
    $status,
);

print 'Exit status: ' . $status . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

Fatal error: Premature end of PHP process when running ExportFailureTest::testAnExportThatExits.
Exit status: 2
