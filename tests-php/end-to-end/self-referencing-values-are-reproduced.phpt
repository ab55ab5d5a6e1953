--TEST--
A closure or an object that refers to itself, made by a generator, is generated again from the same choices: the counterexample is shrunk, with no false alarm of nondeterministic generators
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=1';
$_SERVER['argv'][] = __DIR__ . '/_files/SelfReferencingValuesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   1

FF                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) SelfReferencingValuesTest::testClosure
Failed asserting that 10 is less than 10.

Property falsified after %d example%A, counterexample shrunk in %d steps:

    $value = Closure Object #%d (
    0 => Closure Object #%d,
);

Reproduce it with run seed 1 (property seed %i):

    phpunit --filter 'SelfReferencingValuesTest::testClosure$' -d pbt.seed=1 %sSelfReferencingValuesTest.php

%sSelfReferencingValuesTest.php:37

2) SelfReferencingValuesTest::testSelfReferencingObject
Failed asserting that 10 is less than 10.

Property falsified after %d example%A, counterexample shrunk in %d steps:

    $value = SelfReferencingNode Object #%d (
    'itself' => SelfReferencingNode Object #%d,
    'value' => 10,
);

Reproduce it with run seed 1 (property seed %i):

    phpunit --filter 'SelfReferencingValuesTest::testSelfReferencingObject$' -d pbt.seed=1 %sSelfReferencingValuesTest.php

%sSelfReferencingValuesTest.php:43

FAILURES!
Tests: 2, Assertions: %d, Failures: 2.
