--TEST--
expectException() applies per example: a property for which only some inputs throw is falsified
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ExpectExceptionTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) ExpectExceptionTest::testOnlySomeDivisorsThrow
Failed asserting that exception of type "DivisionByZeroError" is thrown.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $divisor = 0;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['divisor' => 0])]

Reproduce it with run seed 42 (property seed -7359744085763077059):

    phpunit --filter 'ExpectExceptionTest::testOnlySomeDivisorsThrow$' -d pbt.seed=42 %sExpectExceptionTest.php

FAILURES!
Tests: 2, Assertions: %d, Failures: 1.
