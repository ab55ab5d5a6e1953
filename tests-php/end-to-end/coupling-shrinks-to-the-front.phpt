--TEST--
Elements of a list that hold each other's positions shrink to the front of the list, [1, 0], as the other elements are deleted and the positions renumbered (the shrinking challenge's coupling)
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/CouplingTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) CouplingTest::testNoTwoElementsPointAtEachOther
Failed asserting that 0 is not identical to 0.

Property falsified after 3 examples, counterexample shrunk in %d steps:

    $list = [1, 0];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['list' => [1, 0]])]

Reproduce it with run seed 42 (property seed -5834520508700186632):

    phpunit --filter 'CouplingTest::testNoTwoElementsPointAtEachOther$' -d pbt.seed=42 %sCouplingTest.php

%sCouplingTest.php:33

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
Exit code: 1
