--TEST--
--debug shows one test for a passing property, whose events are those of its last example
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.examples=3';
$_SERVER['argv'][] = '--debug';
$_SERVER['argv'][] = __DIR__ . '/_files/ReverseTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit Started (PHPUnit %s using PHP %s)
Test Runner Configured
Extension Bootstrapped (PHPUnit\Framework\PropertyBased\Extension)
Event Facade Sealed
Test Suite Loaded (1 test)
Test Runner Started
Test Suite Sorted
Test Runner Execution Started (1 test)
Test Suite Started (ReverseTest, 1 test)
Test Suite for Repeated Test Method Started (ReverseTest::testReversingTwiceIsIdentity, 1 repetition)
Test Preparation Started (ReverseTest::testReversingTwiceIsIdentity)
Test Prepared (ReverseTest::testReversingTwiceIsIdentity)
Test Passed (ReverseTest::testReversingTwiceIsIdentity)
Test Property Checked (ReverseTest::testReversingTwiceIsIdentity, seed %i, 3 examples checked, 0 rejected)
Test Finished (ReverseTest::testReversingTwiceIsIdentity)
Test Suite for Repeated Test Method Finished (ReverseTest::testReversingTwiceIsIdentity, 1 repetition)
Test Suite Finished (ReverseTest, 1 test)
Test Runner Execution Finished
Test Runner Finished
PHPUnit Finished (Shell Exit Code: 0)
Exit code: 0
