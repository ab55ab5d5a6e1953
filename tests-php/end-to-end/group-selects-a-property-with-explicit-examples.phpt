--TEST--
--group selects a property with explicit examples as one test
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--group';
$_SERVER['argv'][] = 'properties';
$_SERVER['argv'][] = __DIR__ . '/_files/SelectionTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

testValuesAreNotNegative ran
.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

OK (1 test, 12 assertions)
Exit code: 0
