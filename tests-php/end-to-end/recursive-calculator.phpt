--TEST--
recursive() nests values deep enough to find the shrinking challenge's calculator bug, an expression that divides by an expression evaluating to 0, and shrinks it to the ideal counterexample
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/CalculatorTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

E                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 error:

1) CalculatorTest::testEvaluatesWithoutDivisionByZero
DivisionByZeroError: Division by zero

Property falsified after 1 example, counterexample shrunk in 8 steps:

    $expression = ['/', 0, ['+', 0, 0]];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['expression' => ['/', 0, ['+', 0, 0]]])]

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'CalculatorTest::testEvaluatesWithoutDivisionByZero$' -d pbt.seed=42 tests-php/end-to-end/_files/CalculatorTest.php

%sCalculatorTest.php:74
%sCalculatorTest.php:40

ERRORS!
Tests: 1, Assertions: 0, Errors: 1.
Exit code: 2
