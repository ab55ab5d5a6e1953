--TEST--
Generated values include the boundaries, zero, multibyte and combining characters, empty strings and empty lists
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratedValuesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

...                                                                 3 / 3 (100%)int: minimum -1000, maximum 1000, zero yes
string: multibyte often, empty yes, combining often
list: empty within the first 20 examples yes, all distinct examples mostly


Time: %s, Memory: %s

OK (3 tests, 3000 assertions)
