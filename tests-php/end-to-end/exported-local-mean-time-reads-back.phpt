--TEST--
An exported point in time whose offset has seconds (local mean time) is PHP code that recreates it, alone and inside an object that map() made: where its local time is read as another point, it is given in UTC, since PHP writes and reads offsets in whole minutes
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

// The counterexamples exactly as printed below, pasted: PHP reads them as the values themselves.
$appointment = new LocalMeanTimeAppointment(at: new DateTimeImmutable('1899-12-31T20:28:16', new DateTimeZone('America/St_Johns')));
$value       = (new DateTimeImmutable('1934-10-29T01:30:52+00:00'))->setTimezone(new DateTimeZone('America/St_Johns'));

print 'exit code ' . $exitCode . ', pasted counterexamples ' . (serialize($appointment) === serialize(LocalMeanTimeTest::appointment()) ? 'identical' : 'different') . ' and ' . (serialize($value) === serialize(LocalMeanTimeTest::value()) ? 'identical' : 'different') . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

FF                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) LocalMeanTimeTest::testExportedAppointmentIsShown
the counterexample is shown

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $appointment = new LocalMeanTimeAppointment(at: new DateTimeImmutable('1899-12-31T20:28:16', new DateTimeZone('America/St_Johns')));

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['appointment' => new LocalMeanTimeAppointment(at: new DateTimeImmutable('1899-12-31T20:28:16', new DateTimeZone('America/St_Johns')))])]

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'LocalMeanTimeTest::testExportedAppointmentIsShown$' -d pbt.seed=42 %sLocalMeanTimeTest.php

%sLocalMeanTimeTest.php:%d

2) LocalMeanTimeTest::testExportedPointInTimeIsShown
the counterexample is shown

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $value = (new DateTimeImmutable('1934-10-29T01:30:52+00:00'))->setTimezone(new DateTimeZone('America/St_Johns'));

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'LocalMeanTimeTest::testExportedPointInTimeIsShown$' -d pbt.seed=42 %sLocalMeanTimeTest.php

%sLocalMeanTimeTest.php:%d

FAILURES!
Tests: 2, Assertions: %d, Failures: 2.
exit code 1, pasted counterexamples identical and identical
