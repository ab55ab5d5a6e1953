--TEST--
A passing property runs its body once per example, never again to report it; an explicit example that fails is a failure, whatever a re-run would do; tests depending on a passed property run, those depending on a falsified one are skipped
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/VerdictTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

..FS                                                                4 / 4 (100%)calls of the body of the passing property: 5


Time: %s, Memory: %s

There was 1 failure:

1) VerdictTest::testExplicitExampleFailsOnce
The explicit example failed
Failed asserting that 1 is greater than 1.

Property falsified by explicit example #0:

    $value = 7;

Reproduce it with run seed 42 (property seed 4459490502920454719):

    phpunit --filter 'VerdictTest::testExplicitExampleFailsOnce$' -d pbt.seed=42 %sVerdictTest.php

%sVerdictTest.php:50

FAILURES!
Tests: 4, Assertions: 12, Failures: 1, Skipped: 1.
Exit code: 1
