--TEST--
A rejection never hides a failure: a body that catches the rejection of assume() and then fails, or a tearDown() that rejects an example that already failed, falsifies the property
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/CaughtRejectionTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit 13.4.5 by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

FF..                                                                4 / 4 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) CaughtRejectionTest::testBodyCatchesTheRejection
Failed asserting that 0 is greater than 50.

Property falsified after 1 example, counterexample shrunk in 1 step:

    Draw 1 (n): 0

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'CaughtRejectionTest::testBodyCatchesTheRejection$' -d pbt.seed=42 tests-php/end-to-end/_files/CaughtRejectionTest.php

%sCaughtRejectionTest.php:34

2) CaughtRejectionTest::testTearDownRejectsAFailedExample
Failed asserting that 5 is less than 5.

Property falsified after 1 example, counterexample shrunk in 4 steps:

    $i = 5;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['i' => 5])]

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'CaughtRejectionTest::testTearDownRejectsAFailedExample$' -d pbt.seed=42 tests-php/end-to-end/_files/CaughtRejectionTest.php

%sCaughtRejectionTest.php:45

FAILURES!
Tests: 4, Assertions: %d, Failures: 2.
Exit code: 1
