--TEST--
floats() keeps its bounds and flags, an impossible combination is an error when the generator is built, a unique list of mapped floats never holds 0.0 and -0.0, records() names an unknown optional key, and a float failing beyond 1e300 shrinks to the boundary, not to PHP_FLOAT_MAX
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/FloatContractsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

..FEEE                                                              6 / 6 (100%)

Time: %s, Memory: %s

There were 3 errors:

1) FloatContractsTest::testARangeOfSubnormalsOnly
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: floats() has only subnormal values between 1e-320 and 2e-320, and allowSubnormals is false

%sFloatContractsTest.php:67

Caused by
ValueError: floats() has only subnormal values between 1e-320 and 2e-320, and allowSubnormals is false

%sFloatContractsTest.php:67

2) FloatContractsTest::testInfinityOutsideTheBounds
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: floats() cannot generate INF or -INF between 0.0 and 1.0: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded

%sFloatContractsTest.php:72

Caused by
ValueError: floats() cannot generate INF or -INF between 0.0 and 1.0: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded

%sFloatContractsTest.php:72

3) FloatContractsTest::testUnknownOptionalKey
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The optional key 'nmae' of records() is not one of its keys ('name', 'age')

%sFloatContractsTest.php:77

Caused by
ValueError: The optional key 'nmae' of records() is not one of its keys ('name', 'age')

%sFloatContractsTest.php:77

--

There was 1 failure:

1) FloatContractsTest::testHugeFloatsShrinkToTheBoundary
Failed asserting that 1.0000000000000002E+300 is equal to 1.0E+300 or is less than 1.0E+300.

Property falsified after %d examples, counterexample shrunk in %d steps:

    $value = 1.0000000000000002e300;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 1.0000000000000002e300])]

Reproduce it with run seed 42 (property seed 1232323569978501832):

    phpunit --filter 'FloatContractsTest::testHugeFloatsShrinkToTheBoundary$' -d pbt.seed=42 %sFloatContractsTest.php

%sFloatContractsTest.php:62

ERRORS!
Tests: 6, Assertions: %d, Errors: 3, Failures: 1.
