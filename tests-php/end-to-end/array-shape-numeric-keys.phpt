--TEST--
A key of an array shape written as a decimal integer string is an int key, as in PHP, and is exported as one
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ArrayShapeKeysTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) ArrayShapeKeysTest::testNumericStringKeysAreIntKeys
Failed asserting that 0 is identical to 1.

Property falsified after 1 example, counterexample shrunk in 1 step:

    $shape = [1 => 0, 2 => false, 3 => '', '04' => 0.0];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['shape' => [1 => 0, 2 => false, 3 => '', '04' => 0.0]])]

Reproduce it with run seed 42 (property seed -7139804134659124886):

    phpunit --filter 'ArrayShapeKeysTest::testNumericStringKeysAreIntKeys$' -d pbt.seed=42 %sArrayShapeKeysTest.php

%sArrayShapeKeysTest.php:14

FAILURES!
Tests: 1, Assertions: 2, Failures: 1.
