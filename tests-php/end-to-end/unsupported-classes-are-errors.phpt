--TEST--
Interfaces, abstract classes, classes without a public constructor, object, mixed, iterable, Closure, resource and template types are errors that name the parameter and the type
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/UnsupportedClassesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEEEEEEEE                                                        10 / 10 (100%)

Time: %s, Memory: %s

There were 10 errors:

1) UnsupportedClassesTest::testInterface
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testInterface() from its type \Shape: Shape is an interface, from which no generator can be derived; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

2) UnsupportedClassesTest::testAbstractClass
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testAbstractClass() from its type \Animal: Animal is an abstract class, from which no generator can be derived; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

3) UnsupportedClassesTest::testPrivateConstructor
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testPrivateConstructor() from its type \Singleton: Singleton is a class without a public constructor, from which no generator can be derived; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

4) UnsupportedClassesTest::testObject
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testObject() from its type object: object is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

5) UnsupportedClassesTest::testMixed
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testMixed() from its type mixed: mixed is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

6) UnsupportedClassesTest::testIterable
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testIterable() from its type iterable: iterable is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

7) UnsupportedClassesTest::testClosure
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testClosure() from its type \Closure: Closure is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

8) UnsupportedClassesTest::testResource
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testResource() from its type resource: resource is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

9) UnsupportedClassesTest::testTemplateType
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testTemplateType() from its type T: T is a template type, which is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

10) UnsupportedClassesTest::testConstructorParameter
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of UnsupportedClassesTest::testConstructorParameter() from its type \Wrapper: the parameter $shape of Wrapper::__construct() has the type \Shape, and Shape is an interface, from which no generator can be derived; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]

ERRORS!
Tests: 10, Assertions: 0, Errors: 10.
