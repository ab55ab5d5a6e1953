--TEST--
Values whose ranges start at an earlier value (integers($first, 10) after $first) shrink to the minimal counterexample when shrinking moves the earlier value from negative to 0 and the later ranges stop spanning zero
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=2';
$_SERVER['argv'][] = __DIR__ . '/_files/BoundedByEarlierValuesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   2

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) BoundedByEarlierValuesTest::testNoRunOfEqualThenNext
Failed asserting that true is false.

Property falsified after %d examples, counterexample shrunk in %d step%S:

    Draw 1 (first): 0
    Draw 2 (second): 0
    Draw 3 (third): 1

Reproduce it with run seed 2 (property seed %i):

    phpunit --filter 'BoundedByEarlierValuesTest::testNoRunOfEqualThenNext$' -d pbt.seed=2 %sBoundedByEarlierValuesTest.php

%sBoundedByEarlierValuesTest.php:%d

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
