--TEST--
-d pbt.examples and -d pbt.examples_multiplier set the number of examples on the command line
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=5';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.examples=5';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.examples_multiplier=3';
$_SERVER['argv'][] = __DIR__ . '/_files/SeveralPropertiesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   5

...                                                                 3 / 3 (100%)

Time: %s, Memory: %s

OK (3 tests, 46 assertions)
