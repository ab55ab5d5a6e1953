--TEST--
What PHPUnit checks around every test is checked around every example of a property and reported once for it: the output it prints, assertions where it performs none, warnings about its coverage targets
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--disallow-test-output';
$_SERVER['argv'][] = '--display-warnings';
$_SERVER['argv'][] = __DIR__ . '/_files/LifecycleOfExamplesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

digitWW                                                                  2 / 2 (100%)

Time: %s, Memory: %s

2 tests triggered 2 PHPUnit warnings:

1) LifecycleOfExamplesTest::testPrintsItsDigit
Class LifecycleOfExamplesTest is targeted by both "Covers" and "Uses" attributes

%sLifecycleOfExamplesTest.php:21

2) LifecycleOfExamplesTest::testAssertsAlthoughItDoesNotPerformAssertions
Class LifecycleOfExamplesTest is targeted by both "Covers" and "Uses" attributes

%sLifecycleOfExamplesTest.php:30

--

There were 2 risky tests:

1) LifecycleOfExamplesTest::testPrintsItsDigit
Test code or tested code printed unexpected output: digit

%sLifecycleOfExamplesTest.php:21

2) LifecycleOfExamplesTest::testAssertsAlthoughItDoesNotPerformAssertions
This test is not expected to perform assertions but performed 1 assertion

%sLifecycleOfExamplesTest.php:30

OK, but there were issues!
Tests: 2, Assertions: 15, PHPUnit Warnings: 2, Risky: 2.
