--TEST--
--testdox lists a property with explicit examples as one test
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--testdox';
$_SERVER['argv'][] = __DIR__ . '/_files/SelectionTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

testValuesAreNotNegative ran
..                                                                  2 / 2 (100%)

Time: %s, Memory: %s

Selection
 ✔ Values are not negative
 ✔ Ordinary

OK (2 tests, 13 assertions)
Exit code: 0
