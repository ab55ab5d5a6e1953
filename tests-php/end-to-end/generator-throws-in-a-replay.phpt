--TEST--
A generator that throws when the counterexample is generated again for its final replay makes the property an error with that exception; the other tests still run and are counted
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

EE.                                                                 3 / 3 (100%)

Time: %s, Memory: %s

There were 2 errors:

1) ThrowingReplayTest::testFlaky
RuntimeException: The generator of the flaky property failed in call 6

%sThrowingReplayTest.php:42

2) ThrowingReplayTest::testFalsified
RuntimeException: The generator failed in call 6

%sThrowingReplayTest.php:28

ERRORS!
Tests: 3, Assertions: 1, Errors: 2.
Exit code: 2
