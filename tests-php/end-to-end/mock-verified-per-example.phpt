--TEST--
A mock made in setUp() with expects($this->once()) is verified per example, and its failure is shrunk
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/MockPerExampleTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) MockPerExampleTest::testNotifiesForEveryValue
Collaborator::notify() was expected to be invoked once but was never invoked.

Property falsified after %d examples, counterexample shrunk in %d step%S:

    $value = 13;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 13])]

Reproduce it with run seed 42 (property seed 7539550612024886432):

    phpunit --filter 'MockPerExampleTest::testNotifiesForEveryValue$' -d pbt.seed=42 %sMockPerExampleTest.php

FAILURES!
Tests: 2, Assertions: %d, Failures: 1.
