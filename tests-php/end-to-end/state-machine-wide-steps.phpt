--TEST--
Steps of a state machine that take many choices (a rule and four arguments) are deleted whole while shrinking: the counterexample keeps none of the steps that do not matter
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=3';
$_SERVER['argv'][] = __DIR__ . '/_files/WideSteps/WideStepsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   3

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) WideSteps\WideStepsTest::testAtMostTwoNamesAreAdded
Failed asserting that 3 is less than 3.

Property falsified after %d example%S, counterexample shrunk in %d steps:

    $machine->add(name: '', a: 0, b: 0, c: 0);
    $machine->add(name: '', a: 0, b: 0, c: 0);
    $machine->add(name: '', a: 0, b: 0, c: 0);
    $machine->atMostTwoNames(); // invariant failed

Reproduce it with run seed 3 (property seed %i):

    phpunit --filter 'WideSteps\\WideStepsTest::testAtMostTwoNamesAreAdded$' -d pbt.seed=3 %sWideStepsTest.php

%sWideStepsMachine.php:%d
%sWideStepsTest.php:%d

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
