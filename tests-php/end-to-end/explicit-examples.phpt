--TEST--
Explicit examples (#[TestWith], #[TestWithJson]) are checked first, are not counted, falsify the property with their name and arguments, warn when assume() rejects them, and are errors when they do not fit
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ExplicitExamplesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

FFWEEE                                                              6 / 6 (100%)
first values: 7, -3; values checked: 7


Time: %s, Memory: %s

There were 3 errors:

1) ExplicitExamplesTest::testWrongNumberOfArguments
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The explicit example #0 of the property ExplicitExamplesTest::testWrongNumberOfArguments() has 2 arguments, but the property has 1 parameter

2) ExplicitExamplesTest::testDuplicateNames
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The property ExplicitExamplesTest::testDuplicateNames() has two explicit examples named "same"

3) ExplicitExamplesTest::testDrawInAnExplicitExample
LogicException: draw() cannot be called while an explicit example is checked: an explicit example has no values to draw

Property falsified by explicit example #0:

    $value = 1;

Reproduce it with run seed 42 (property seed -4414684005421117968):

    phpunit --filter 'ExplicitExamplesTest::testDrawInAnExplicitExample$' -d pbt.seed=42 tests-php/end-to-end/_files/ExplicitExamplesTest.php

%sExplicitExamplesTest.php:68

--

There were 2 failures:

1) ExplicitExamplesTest::testValuesAreNotNegative
Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified by explicit example "minus one":

    $value = -1;

Reproduce it with run seed 42 (property seed 6961892551767862963):

    phpunit --filter 'ExplicitExamplesTest::testValuesAreNotNegative$' -d pbt.seed=42 tests-php/end-to-end/_files/ExplicitExamplesTest.php

%sExplicitExamplesTest.php:25

2) ExplicitExamplesTest::testAllocationPreservesTheAmount
Failed asserting that 0 is identical to 1.

Property falsified by explicit example #0:

    $money = new Money(amount: 1, currency: Currency::EUR);
    $parts = 2;

Reproduce it with run seed 42 (property seed 2207451135005657030):

    phpunit --filter 'ExplicitExamplesTest::testAllocationPreservesTheAmount$' -d pbt.seed=42 tests-php/end-to-end/_files/ExplicitExamplesTest.php

%sExplicitExamplesTest.php:35

--

1 test triggered 1 PHPUnit warning:

1) ExplicitExamplesTest::testExplicitExamplesComeFirstAndAreNotCounted
The explicit example #0 was rejected by assume(): an explicit example should meet the precondition of the property

%sExplicitExamplesTest.php:44

ERRORS!
Tests: 6, Assertions: %d, Errors: 3, Failures: 2, PHPUnit Warnings: 1.
