--TEST--
TestDox shows the placeholders for parameters in the #[TestDox] text of a property as written, not replaced with "null" (proposal 6.7)
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--testdox';
$_SERVER['argv'][] = __DIR__ . '/_files/TestDoxPlaceholdersTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.FF                                                                 3 / 3 (100%)

Time: %s, Memory: %s

Test Dox Placeholders
 ✔ Reversing $input twice gives $input
 ✘ $value is not negative
   │
   │ Failed asserting that -1 is equal to 0 or is greater than 0.
   │
   │ Property falsified after %d examples, counterexample shrunk in %d step%S:
   │
   │     $value = -1;
   │
   │ Keep this counterexample as an explicit example above the method:
   │
   │     #[TestWith(['value' => -1])]
   │
   │ Reproduce it with run seed 42 (property seed 6221794830106635684):
   │
   │     phpunit --filter 'TestDoxPlaceholdersTest::testValuesAreNotNegative$' -d pbt.seed=42 %sTestDoxPlaceholdersTest.php
   │
   │ %sTestDoxPlaceholdersTest.php:23
   │
 ✘ $value is positive
   │
   │ Failed asserting that 0 is greater than 0.
   │
   │ Property falsified after %d example%S, counterexample shrunk in %d step%S:
   │
   │     $value = 0;
   │
   │ Keep this counterexample as an explicit example above the method:
   │
   │     #[TestWith(['value' => 0])]
   │
   │ Reproduce it with run seed 42 (property seed -1664075222490680342):
   │
   │     phpunit --filter 'TestDoxPlaceholdersTest::testValuesArePositive$' -d pbt.seed=42 %sTestDoxPlaceholdersTest.php
   │
   │ %sTestDoxPlaceholdersTest.php:31
   │

FAILURES!
Tests: 3, Assertions: %d, Failures: 2.
