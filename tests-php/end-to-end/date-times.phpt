--TEST--
dateTimes() generates points in time in their range and time zones, notable ones included, and exports the earlier of two equal local times unambiguously; timezones() generates identifiers that exist
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/DateTimesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F.                                                                 3 / 3 (100%)
seconds before a transition: yes, with microseconds: yes


Time: %s, Memory: %s

There was 1 failure:

1) Calendar\DateTimesTest::testLocalTimesAreUnambiguous
Failed asserting that 1351389599 is identical to 1351385999.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $when = (new DateTimeImmutable('%d-10-%dT02:59:59+02:00'))->setTimezone(new DateTimeZone('Europe/Berlin'));

Reproduce it with run seed 42 (property seed 6558003714663389534):

    phpunit --filter 'Calendar\\DateTimesTest::testLocalTimesAreUnambiguous$' -d pbt.seed=42 %sDateTimesTest.php

%sDateTimesTest.php:45

FAILURES!
Tests: 3, Assertions: %d, Failures: 1.
