--TEST--
Generators registered by the test case class (its parent included) take precedence over those of #[UseGenerators] on the property, which take precedence over those on the class; the same precedence twice, an empty class name and an abstract method are errors
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorPrecedenceTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.EEE                                                                4 / 4 (100%)

Time: %s, Memory: %s

There were 3 errors:

1) GeneratorPrecedenceTest::testTwoGeneratorsWithTheSamePrecedence
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: Two generators are registered for the type Label with the same precedence, by the classes PropertyLevelGenerators and OtherPropertyLevelGenerators that #[UseGenerators] of the property GeneratorPrecedenceTest::testTwoGeneratorsWithTheSamePrecedence() names

2) GeneratorPrecedenceTest::testExternalWithoutClassName
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAllExternal] attribute of the parameter $value of GeneratorPrecedenceTest::testExternalWithoutClassName() names no class

3) GeneratorPrecedenceTest::testAbstractMethod
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAllExternal] attribute of the parameter $value of GeneratorPrecedenceTest::testAbstractMethod(): GeneratorsOfTheParent::abstractGenerator() is abstract; it must be callable without arguments

ERRORS!
Tests: 4, Assertions: %d, Errors: 3.
