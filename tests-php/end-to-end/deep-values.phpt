--TEST--
Arrays that contain themselves or are nested too deeply, given to constant(), elements() or an explicit example or made by map(), and a chain of 50,000 map() calls are clear errors or are exported up to a limit, and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/DeepValuesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEEFFF.                                                            8 / 8 (100%)

Time: %s, Memory: %s

There were 4 errors:

1) DeepValuesTest::testSelfReferencingConstant
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of DeepValuesTest::testSelfReferencingConstant(): DeepValuesTest::selfReferencingConstant() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The value given to constant() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The value given to constant() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

%sDeepValuesTest.php:16

Caused by
ValueError: The value given to constant() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

%sDeepValuesTest.php:16

2) DeepValuesTest::testSelfReferencingElement
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of DeepValuesTest::testSelfReferencingElement(): DeepValuesTest::selfReferencingElement() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The value #2 given to elements() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The value #2 given to elements() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

%sDeepValuesTest.php:24

Caused by
ValueError: The value #2 given to elements() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

%sDeepValuesTest.php:24

3) DeepValuesTest::testDeeplyNestedConstant
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of DeepValuesTest::testDeeplyNestedConstant(): DeepValuesTest::deeplyNestedConstant() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The value given to constant() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The value given to constant() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

%sDeepValuesTest.php:29

Caused by
ValueError: The value given to constant() is an array nested more than 512 levels deep, or one that contains a reference to itself; a value given to a generator can be nested at most 512 levels deep

%sDeepValuesTest.php:29

4) DeepValuesTest::testChainOfMaps
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of DeepValuesTest::testChainOfMaps(): DeepValuesTest::chainOfMaps() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: map() would nest generators 501 levels deep, but a generator can be built at most 500 levels deep; build it from fewer generators inside each other, with one map() instead of a chain of them, for instance

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: map() would nest generators 501 levels deep, but a generator can be built at most 500 levels deep; build it from fewer generators inside each other, with one map() instead of a chain of them, for instance

%sDeepValuesTest.php:37

Caused by
ValueError: map() would nest generators 501 levels deep, but a generator can be built at most 500 levels deep; build it from fewer generators inside each other, with one map() instead of a chain of them, for instance

%sDeepValuesTest.php:37

--

There were 3 failures:

1) DeepValuesTest::testSelfReferencingMapped
Failed asserting that 2 is less than 2.

Property falsified after 2 examples, counterexample shrunk in 1 step:

    $value = [2, [2, null /* a reference to an array that contains it: not exported */]];

Reproduce it with run seed 42 (property seed -6623290867440710363):

    phpunit --filter 'DeepValuesTest::testSelfReferencingMapped$' -d pbt.seed=42 %sDeepValuesTest.php

%sDeepValuesTest.php:85

2) DeepValuesTest::testDeeplyNestedMapped
Failed asserting that 2 is less than 2.

Property falsified after 2 examples, counterexample shrunk in 1 step:

    $value = [2, [[[[[[[[[[[[[[[[[[[[[[[%snull /* nested more than 512 levels deep: not exported */%s

Reproduce it with run seed 42 (property seed -2234142551925886846):

    phpunit --filter 'DeepValuesTest::testDeeplyNestedMapped$' -d pbt.seed=42 %sDeepValuesTest.php

%sDeepValuesTest.php:91

3) DeepValuesTest::testDeeplyNestedExplicitExample
Failed asserting that actual size 1 matches expected size 0.

Property falsified by explicit example #0:

    $value = [[[[[[[[[[[[[[[[[[[[[[[[[[[%snull /* nested more than 512 levels deep: not exported */%s

Reproduce it with run seed 42 (property seed -6079377586698439799):

    phpunit --filter 'DeepValuesTest::testDeeplyNestedExplicitExample$' -d pbt.seed=42 %sDeepValuesTest.php

%sDeepValuesTest.php:101

ERRORS!
Tests: 8, Assertions: 6, Errors: 4, Failures: 3.
