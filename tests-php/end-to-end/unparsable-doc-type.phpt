--TEST--
A PHPDoc type that does not parse is an error naming the parameter and the type, for properties and the constructors of derived objects, but not for a parameter with an explicit generator, and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/UnparsableDocTypeTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEE..                                                              6 / 6 (100%)

Time: %s, Memory: %s

There were 4 errors:

1) UnparsableDocTypeTest::testExtraClosingBracket
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnparsableDocTypeTest::testExtraClosingBracket() from its type int<0, 10>>: the type cannot be parsed: unexpected ">" at offset 10 in "int<0, 10>>", expected "|" or end of type

2) UnparsableDocTypeTest::testUnclosedRange
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnparsableDocTypeTest::testUnclosedRange() from its type int<1,: the type cannot be parsed: unexpected end of input at offset 6 in "int<1,", expected a type

3) UnparsableDocTypeTest::testUnclosedArray
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $values of UnparsableDocTypeTest::testUnclosedArray() from its type array<int: the type cannot be parsed: unexpected end of input at offset 9 in "array<int", expected "," or ">"

4) UnparsableDocTypeTest::testUnparsableConstructorType
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $percentage of UnparsableDocTypeTest::testUnparsableConstructorType() from its type \Percentage: the parameter $value of Percentage::__construct() has the type int<0, 100>>, and the type cannot be parsed: unexpected ">" at offset 11 in "int<0, 100>>", expected "|" or end of type

ERRORS!
Tests: 6, Assertions: 23, Errors: 4.
