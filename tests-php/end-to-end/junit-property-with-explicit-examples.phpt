--TEST--
--log-junit logs a property with explicit examples as one test case
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--no-output';
$_SERVER['argv'][] = '--log-junit';
$_SERVER['argv'][] = 'php://stdout';
$_SERVER['argv'][] = __DIR__ . '/_files/SelectionTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="SelectionTest" file="%sSelectionTest.php" tests="2" assertions="13" errors="0" failures="0" skipped="0" time="%f">
    <testsuite name="SelectionTest::testValuesAreNotNegative" tests="1" assertions="12" errors="0" failures="0" skipped="0" time="%f">
      <testcase name="testValuesAreNotNegative" file="%sSelectionTest.php" line="22" class="SelectionTest" classname="SelectionTest" assertions="12" time="%f">
        <system-out>testValuesAreNotNegative ran
</system-out>
      </testcase>
    </testsuite>
    <testcase name="testOrdinary" file="%sSelectionTest.php" line="30" class="SelectionTest" classname="SelectionTest" assertions="1" time="%f"/>
  </testsuite>
</testsuites>
Exit code: 0
