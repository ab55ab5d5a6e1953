--TEST--
#[GeneratorFor] generators are used for parameters and for constructor parameters of other objects, from the test case class, its traits and #[UseGenerators]
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorForTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

..F                                                                 3 / 3 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) GeneratorForTest::testNamesAreShort
Failed asserting that 5 is less than 5.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $name = Username Object #%d (
    'value' => 'aaaaa',
);

Reproduce it with run seed 42 (property seed -2620456565856479257):

    phpunit --filter 'GeneratorForTest::testNamesAreShort$' -d pbt.seed=42 %sGeneratorForTest.php

%sGeneratorForTest.php:82

FAILURES!
Tests: 3, Assertions: %d, Failures: 1.
