--TEST--
A generator that throws when a counterexample is generated again, for a replay before shrinking or for the final replay, makes the property an error with that exception; the other tests still run and are counted
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ThrowingReplayTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEE.                                                                4 / 4 (100%)

Time: %s, Memory: %s

There were 3 errors:

1) ThrowingReplayTest::testFlaky
RuntimeException: The generator of the flaky property failed in call 6

%sThrowingReplayTest.php:44

2) ThrowingReplayTest::testFalsified
RuntimeException: The generator failed in call 6

%sThrowingReplayTest.php:30

3) ThrowingReplayTest::testFalsifiedAndReplayed
RuntimeException: The generator failed in call 2, the first replay

%sThrowingReplayTest.php:73

ERRORS!
Tests: 4, Assertions: 1, Errors: 3.
Exit code: 2
