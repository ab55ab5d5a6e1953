--TEST--
With --enforce-time-limit, an example that exceeds the time limit of its test size falsifies the property, which is an error, and shrinks with its own small budget
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
$_SERVER['argv'][] = '--enforce-time-limit';
$_SERVER['argv'][] = __DIR__ . '/_files/TimeLimitTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

E                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 error:

1) TimeLimitTest::testFinishesInTime
The example was aborted after 1 second, its time limit, which falsifies the property.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $value = %d;

Shrinking was stopped after 3 attempts; the counterexample may not be minimal.

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 75])]

Reproduce it with run seed 42 (property seed 4156184449987106401):

    phpunit --enforce-time-limit --filter 'TimeLimitTest::testFinishesInTime$' -d pbt.seed=42 -d pbt.maximum_shrinking_attempts=3 %sTimeLimitTest.php

ERRORS!
Tests: 1, Assertions: %d, Errors: 1.
