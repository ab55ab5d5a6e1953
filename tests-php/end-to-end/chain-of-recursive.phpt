--TEST--
A chain of 50,000 recursive() calls is the same clear error as a chain of map() calls (the limit of 500 nested generators), and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ChainOfRecursiveTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

E.                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 error:

1) ChainOfRecursiveTest::testChainOfRecursive
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of ChainOfRecursiveTest::testChainOfRecursive(): ChainOfRecursiveTest::chainOfRecursive() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: recursive() would nest generators 501 levels deep, but a generator can be built at most 500 levels deep; build it from fewer generators inside each other, with one map() instead of a chain of them, for instance
%A
ERRORS!
Tests: 2, Assertions: 1, Errors: 1.
