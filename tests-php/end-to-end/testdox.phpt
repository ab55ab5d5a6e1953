--TEST--
TestDox shows a falsified property as one test, with its minimal counterexample
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--testdox';
$_SERVER['argv'][] = __DIR__ . '/_files/NonNegativeTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

Non Negative
 ✘ All numbers are non negative
   │
   │ Failed asserting that -1 is equal to 0 or is greater than 0.
   │
   │ Property falsified after %d example%S, counterexample shrunk in %d step%S:
   │
   │     $numbers = [-1];
   │
   │ Keep this counterexample as an explicit example above the method:
   │
   │     #[\PHPUnit\Framework\Attributes\TestWith(['numbers' => [-1]])]
   │
   │ Reproduce it with run seed 42 (property seed 3148223890418856083):
   │
   │     phpunit --filter 'NonNegativeTest::testAllNumbersAreNonNegative$' -d pbt.seed=42 %sNonNegativeTest.php
   │
   │ %sNonNegativeTest.php:14
   │

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
