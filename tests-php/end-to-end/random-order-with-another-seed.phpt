--TEST--
In random order with pbt.seed, PHPUnit prints its random order seed and the properties' seed follows as "Property Seed:"
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '--order-by=random';
$_SERVER['argv'][] = '--random-order-seed=7';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GlobalRandomNumbersTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Random Seed:   7

Property Seed: 42

.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

OK (1 test, 100 assertions)
