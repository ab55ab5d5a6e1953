--TEST--
An exported point in time whose offset has seconds (local mean time) and whose local time PHP reads as another point is PHP code that recreates it: it is given in UTC, since PHP writes and reads offsets in whole minutes
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/LocalMeanTimeTest.php';

require __DIR__ . '/../bootstrap.php';

$exitCode = (new PHPUnit\TextUI\Application)->run($_SERVER['argv']);

// The counterexample exactly as printed below, pasted: PHP reads it as the value itself.
$value = (new DateTimeImmutable('1934-10-29T01:30:52+00:00'))->setTimezone(new DateTimeZone('America/St_Johns'));

print 'exit code ' . $exitCode . ', pasted counterexample ' . (serialize($value) === serialize(LocalMeanTimeTest::value()) ? 'identical' : 'different') . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) LocalMeanTimeTest::testExportedPointInTimeIsShown
the counterexample is shown

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $value = (new DateTimeImmutable('1934-10-29T01:30:52+00:00'))->setTimezone(new DateTimeZone('America/St_Johns'));

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'LocalMeanTimeTest::testExportedPointInTimeIsShown$' -d pbt.seed=42 %sLocalMeanTimeTest.php

%sLocalMeanTimeTest.php:%d

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
exit code 1, pasted counterexample identical
