--TEST--
--debug prints the events of proposal 8.1 as "Test Property Falsified" and "Test Property Checked", with the "Test " prefix of PHPUnit's other test events
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--debug';
$_SERVER['argv'][] = __DIR__ . '/_files/NonNegativeTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit Started (PHPUnit %s using PHP %s (cli) on %s)
Test Runner Configured
Extension Bootstrapped (PHPUnit\Framework\PropertyBased\Extension)
Event Facade Sealed
Test Suite Loaded (1 test)
Test Runner Started
Test Suite Sorted
Test Runner Execution Started (1 test)
Test Suite Started (NonNegativeTest, 1 test)
Test Suite for Repeated Test Method Started (NonNegativeTest::testAllNumbersAreNonNegative, 1 repetition)
Test Preparation Started (NonNegativeTest::testAllNumbersAreNonNegative)
Test Prepared (NonNegativeTest::testAllNumbersAreNonNegative)
Test Property Falsified (NonNegativeTest::testAllNumbersAreNonNegative, seed 3148223890418856083, after 3 examples, %d shrinking attempts)
Test Failed (NonNegativeTest::testAllNumbersAreNonNegative)
Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified after 3 examples, counterexample shrunk in %d steps:

    $numbers = [-1];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['numbers' => [-1]])]

Reproduce it with run seed 42 (property seed 3148223890418856083):

    phpunit --filter 'NonNegativeTest::testAllNumbersAreNonNegative$' -d pbt.seed=42 %sNonNegativeTest.php
Test Property Checked (NonNegativeTest::testAllNumbersAreNonNegative, seed 3148223890418856083, 3 examples checked, 0 rejected)
Test Finished (NonNegativeTest::testAllNumbersAreNonNegative)
Test Suite for Repeated Test Method Finished (NonNegativeTest::testAllNumbersAreNonNegative, 1 repetition)
Test Suite Finished (NonNegativeTest, 1 test)
Test Runner Execution Finished
Test Runner Finished
PHPUnit Finished (Shell Exit Code: 1)
