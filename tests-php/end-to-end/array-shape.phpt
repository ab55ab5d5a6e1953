--TEST--
An array shape with an optional key is generated from its PHPDoc type (the proposal's Greeter example)
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GreeterTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) GreeterTest::testEveryGreetingEndsWithAnExclamationMark
Failed asserting that 'Hello a' ends with "!".

Property falsified after %d examples, counterexample shrunk in %d steps:

    $person = ['name' => 'a', 'age' => 18];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['person' => ['name' => 'a', 'age' => 18]])]

Reproduce it with run seed 42 (property seed -7820979618133701134):

    phpunit --filter 'GreeterTest::testEveryGreetingEndsWithAnExclamationMark$' -d pbt.seed=42 %sGreeterTest.php

%sGreeterTest.php:28

FAILURES!
Tests: 2, Assertions: %d, Failures: 1.
