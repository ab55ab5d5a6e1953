--TEST--
Every error condition of #[ForAll], #[ForAllExternal] and #[UseGenerators] stops the property with a message that says what is wrong and where
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/InvalidGeneratorsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEEEEEEEEEEEEE                                                   15 / 15 (100%)

Time: %s, Memory: %s

There were 15 errors:

1) InvalidGeneratorsTest::testBoth
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The parameter $value of InvalidGeneratorsTest::testBoth() has both #[ForAll] and #[ForAllExternal]

2) InvalidGeneratorsTest::testEmptyMethodName
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testEmptyMethodName() names no method

3) InvalidGeneratorsTest::testMissingClass
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAllExternal] attribute of the parameter $value of InvalidGeneratorsTest::testMissingClass() names the class NoSuchClass, which cannot be loaded

4) InvalidGeneratorsTest::testInterface
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAllExternal] attribute of the parameter $value of InvalidGeneratorsTest::testInterface() names the interface SomeInterface, not a class

5) InvalidGeneratorsTest::testTrait
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAllExternal] attribute of the parameter $value of InvalidGeneratorsTest::testTrait() names the trait SomeTrait, not a class

6) InvalidGeneratorsTest::testMissingMethod
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testMissingMethod() names the method InvalidGeneratorsTest::noSuchMethod(), which does not exist

7) InvalidGeneratorsTest::testInstanceMethod
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testInstanceMethod(): InvalidGeneratorsTest::instanceMethod() is not public and static; it must be callable without arguments

8) InvalidGeneratorsTest::testRequiredParameter
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testRequiredParameter(): InvalidGeneratorsTest::withRequiredParameter() has required parameters; it must be callable without arguments

9) InvalidGeneratorsTest::testNotAGenerator
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testNotAGenerator(): InvalidGeneratorsTest::notAGenerator() returned int, not a ValueGenerator

10) InvalidGeneratorsTest::testHomemadeGenerator
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testHomemadeGenerator(): InvalidGeneratorsTest::homemade() returned a generator that cannot be used. An object of HomemadeGenerator is not a generator of phpunit-pbt: ValueGenerator is not meant to be implemented outside of it; build generators with PHPUnit\Framework\PropertyBased\Generators

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: An object of HomemadeGenerator is not a generator of phpunit-pbt: ValueGenerator is not meant to be implemented outside of it; build generators with PHPUnit\Framework\PropertyBased\Generators

11) InvalidGeneratorsTest::testThrowingMethod
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testThrowingMethod(): InvalidGeneratorsTest::throwing() threw RuntimeException: no generator today

Caused by
RuntimeException: no generator today

%sInvalidGeneratorsTest.php:82

12) InvalidGeneratorsTest::testInvalidArguments
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of InvalidGeneratorsTest::testInvalidArguments(): InvalidGeneratorsTest::invalidArguments() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum must not be greater than the maximum, 10 and 1 given

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum must not be greater than the maximum, 10 and 1 given

%sInvalidGeneratorsTest.php:87

Caused by
ValueError: The minimum must not be greater than the maximum, 10 and 1 given

%sInvalidGeneratorsTest.php:87

13) InvalidGeneratorsTest::testMapperThrows
LogicException: the mapper failed

%sInvalidGeneratorsTest.php:92

14) InvalidGeneratorsTest::testUseGeneratorsWithoutGenerators
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[UseGenerators] attribute of the property InvalidGeneratorsTest::testUseGeneratorsWithoutGenerators() names the class NoGenerators, which registers no generator with #[GeneratorFor]

15) InvalidGeneratorsTest::testUseGeneratorsWithInterface
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[UseGenerators] attribute of the property InvalidGeneratorsTest::testUseGeneratorsWithInterface() names SomeInterface, which is not a class that can be loaded

ERRORS!
Tests: 15, Assertions: %d, Errors: 15.
