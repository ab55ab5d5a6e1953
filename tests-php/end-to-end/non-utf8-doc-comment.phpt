--TEST--
Bytes that are not UTF-8 in a doc comment's description, in names (of parameters, methods, exception classes) or in labels do not matter; in a type (of a doc comment or given to fromType()) they are an error naming the parameter, for properties and the constructors of derived objects; and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/NonUtf8DocCommentTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.E.EEFFE.                                                           9 / 9 (100%)

Time: %s, Memory: %s

There were 4 errors:

1) NonUtf8DocCommentTest::testTypeIsNotUtf8
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $value of NonUtf8DocCommentTest::testTypeIsNotUtf8(): its type in the doc comment, int<0, 10>ï¿½, is not valid UTF-8 (shown with ï¿½ for the bytes that are not)

2) NonUtf8DocCommentTest::testConstructorTypeIsNotUtf8
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $pressure of NonUtf8DocCommentTest::testConstructorTypeIsNotUtf8() from its type \Pressure: the parameter $hectopascals of Pressure::__construct(): its type in the doc comment, int<0, ï¿½>, is not valid UTF-8 (shown with ï¿½ for the bytes that are not)

3) NonUtf8DocCommentTest::testFromTypeIsNotUtf8
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $value of NonUtf8DocCommentTest::testFromTypeIsNotUtf8(): NonUtf8DocCommentTest::fromTypeNotUtf8() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The type given to fromType() must be UTF-8, "int<0, \xE9>" given: the byte 0xE9 at offset 7 is not UTF-8

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The type given to fromType() must be UTF-8, "int<0, \xE9>" given: the byte 0xE9 at offset 7 is not UTF-8

%sNonUtf8DocCommentTest.php:73

Caused by
ValueError: The type given to fromType() must be UTF-8, "int<0, \xE9>" given: the byte 0xE9 at offset 7 is not UTF-8

%sNonUtf8DocCommentTest.php:73

4) NonUtf8DocCommentTest::testMethodNameAndExceptionClassAreNotUtf8é
Erreuré: trop grand

Property falsified after 1 example, counterexample shrunk in 3 steps:

    Draw 1: 5

Reproduce it with run seed 42 (property seed 5798211335972797722):

    phpunit --filter 'NonUtf8DocCommentTest::testMethodNameAndExceptionClassAreNotUtf8$' -d pbt.seed=42 %sNonUtf8DocCommentTest.php

%sNonUtf8DocCommentTest.php:109

--

There were 2 failures:

1) NonUtf8DocCommentTest::testParameterNameIsNotUtf8
Failed asserting that 5 is less than 5.

Property falsified after 3 examples, counterexample shrunk in 1 step:

    $tempï¿½rature = 5;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['tempï¿½rature' => 5])]

Reproduce it with run seed 42 (property seed -6239530124752520966):

    phpunit --filter 'NonUtf8DocCommentTest::testParameterNameIsNotUtf8$' -d pbt.seed=42 %sNonUtf8DocCommentTest.php

%sNonUtf8DocCommentTest.php:90

2) NonUtf8DocCommentTest::testLabelsAreNotUtf8
Failed asserting that 5 is less than 5.

Property falsified after 1 example, counterexample shrunk in 3 steps:

    Draw 1 (tempï¿½rature): 5

Reproduce it with run seed 42 (property seed -1757221722197033214):

    phpunit --filter 'NonUtf8DocCommentTest::testLabelsAreNotUtf8$' -d pbt.seed=42 %sNonUtf8DocCommentTest.php

%sNonUtf8DocCommentTest.php:100

ERRORS!
Tests: 9, Assertions: 227, Errors: 4, Failures: 2.
