--TEST--
A generator that throws in a draw() falsifies the property with its exception, and the counterexample shows the draws until then and the draw that threw
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ThrowingDrawTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EE.                                                                 3 / 3 (100%)

Time: %s, Memory: %s

There were 2 errors:

1) ThrowingDrawTest::testGeneratorThrowsInTheFirstDraw
RuntimeException: no value for 0

Property falsified after 1 example, counterexample shrunk in 1 step:

    Draw 1: no value, its generator threw RuntimeException

Reproduce it with run seed 42 (property seed -2709772484462691757):

    phpunit --filter 'ThrowingDrawTest::testGeneratorThrowsInTheFirstDraw$' -d pbt.seed=42 %sThrowingDrawTest.php

%sThrowingDrawTest.php:15
%sThrowingDrawTest.php:14

2) ThrowingDrawTest::testGeneratorThrowsInALaterDraw
OutOfRangeException: no item at 1

Property falsified after 5 examples, counterexample shrunk in 4 steps:

    Draw 1 (size): 1
    Draw 2 (items): [0]
    Draw 3 (index): no value, its generator threw OutOfRangeException

Reproduce it with run seed 42 (property seed 3749545764254486924):

    phpunit --filter 'ThrowingDrawTest::testGeneratorThrowsInALaterDraw$' -d pbt.seed=42 %sThrowingDrawTest.php

%sThrowingDrawTest.php:28
%sThrowingDrawTest.php:26

ERRORS!
Tests: 3, Assertions: 5, Errors: 2.
