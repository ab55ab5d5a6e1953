--TEST--
In random order, PHPUnit's --random-order-seed is the run seed of the properties too, printed once by PHPUnit; it seeds PHP's global random number generators before every example
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '--order-by=random';
$_SERVER['argv'][] = '--random-order-seed=7';
$_SERVER['argv'][] = __DIR__ . '/_files/GlobalRandomNumbersTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Random Seed:   7

.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

OK (1 test, 100 assertions)
