--TEST--
JUnit XML has one testcase for a property, with the counterexample in its failure
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--log-junit';
$_SERVER['argv'][] = $log = sys_get_temp_dir() . '/phpunit-pbt-junit-' . getmypid() . '.xml';
$_SERVER['argv'][] = '--no-output';
$_SERVER['argv'][] = __DIR__ . '/_files/NonNegativeTest.php';

require __DIR__ . '/../bootstrap.php';

register_shutdown_function(static function () use ($log): void {
    print file_get_contents($log);
    unlink($log);
});

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="NonNegativeTest" file="%sNonNegativeTest.php" tests="1" assertions="%d" errors="0" failures="1" skipped="0" time="%f">
    <testsuite name="NonNegativeTest::testAllNumbersAreNonNegative" tests="1" assertions="%d" errors="0" failures="1" skipped="0" time="%f">
      <testcase name="testAllNumbersAreNonNegative" file="%sNonNegativeTest.php" line="11" class="NonNegativeTest" classname="NonNegativeTest" assertions="%d" time="%f">
        <failure type="PHPUnit\Framework\ExpectationFailedException">NonNegativeTest::testAllNumbersAreNonNegative
Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $numbers = [-1];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['numbers' =&gt; [-1]])]

Reproduce it with run seed 42 (property seed 3148223890418856083):

    phpunit --filter 'NonNegativeTest::testAllNumbersAreNonNegative$' -d pbt.seed=42 %sNonNegativeTest.php

%sNonNegativeTest.php:14</failure>
      </testcase>
    </testsuite>
  </testsuite>
</testsuites>
