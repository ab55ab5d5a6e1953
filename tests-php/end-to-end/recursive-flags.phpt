--TEST--
recursive: true of lists(), arrays() and nullable() keeps trees built by hand with deferred() small: the deeper, the fewer elements and the more nulls
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/RecursiveFlagsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

...                                                                 3 / 3 (100%)lists: largest below 100 yes, mean below 20 yes
arrays: largest below 100 yes, mean below 20 yes
nullable: largest below 100 yes, mean below 20 yes


Time: %s, Memory: %s

OK (3 tests, 600 assertions)
