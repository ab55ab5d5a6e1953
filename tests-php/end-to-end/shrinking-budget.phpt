--TEST--
When the budget of shrinking attempts is exhausted, the report says that shrinking was stopped
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.maximum_shrinking_attempts=3';
$_SERVER['argv'][] = '--filter';
$_SERVER['argv'][] = 'testSumStaysSmall';
$_SERVER['argv'][] = __DIR__ . '/_files/DeterminismTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) DeterminismTest::testSumStaysSmall
Failed asserting that %d is equal to 1000 or is less than 1000.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $numbers = [%s];

Shrinking was stopped after 3 attempts; the counterexample may not be minimal.

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['numbers' => [999, 1000]])]

Reproduce it with run seed 42 (property seed -5862788866005713238):

    phpunit --filter 'DeterminismTest::testSumStaysSmall$' -d pbt.seed=42 -d pbt.maximum_shrinking_attempts=3 %sDeterminismTest.php

%sDeterminismTest.php:13

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
