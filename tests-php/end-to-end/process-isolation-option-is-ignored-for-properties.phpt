--TEST--
--process-isolation does not apply to a property, which runs all its examples in the main process, without a warning
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--process-isolation';
$_SERVER['argv'][] = __DIR__ . '/_files/MainProcessTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.                                                                   1 / 1 (100%)examples run in the main process: 5


Time: %s, Memory: %s

OK (1 test, 10 assertions)
Exit code: 0
