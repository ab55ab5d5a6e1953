--TEST--
A parameter whose type has no generator stops the property with an error that names the parameter and the type
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/UnsupportedTypeTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEE.                                                                4 / 4 (100%)

Time: %s, Memory: %s

There were 3 errors:

1) UnsupportedTypeTest::testCallbackIsCalled
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $callback of UnsupportedTypeTest::testCallbackIsCalled() from its type callable: callable is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

2) UnsupportedTypeTest::testUnparsableType
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedTypeTest::testUnparsableType() from its type list<int<0, foo>>: the type cannot be parsed: an int<..> bound must be an integer, "min" or "max" at offset 12 in "list<int<0, foo>>"

3) UnsupportedTypeTest::testWithoutType
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The parameter $value of UnsupportedTypeTest::testWithoutType() has no type from which a generator can be derived

ERRORS!
Tests: 4, Assertions: 1, Errors: 3.
