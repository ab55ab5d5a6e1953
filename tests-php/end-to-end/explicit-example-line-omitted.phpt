--TEST--
A counterexample that a #[TestWith] line cannot express gets the command line only: drawn values, objects that sebastian/exporter exports, closures, the earlier of two equal local times, state machines; a step's comment over several lines is a line comment on each
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ExplicitExampleLineTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

FFFFF                                                               5 / 5 (100%)

Time: %s, Memory: %s

There were 5 failures:

1) ExplicitExampleLineTest::testDrawnValues
Failed asserting that 1 is identical to 0.

Property falsified after 1 example, counterexample shrunk in 1 step:

    $value = 0;
    Draw 1 (other): 1

Reproduce it with run seed 42 (property seed -5102603629792767298):

    phpunit --filter 'ExplicitExampleLineTest::testDrawnValues$' -d pbt.seed=42 %sExplicitExampleLineTest.php

%sExplicitExampleLineTest.php:68

2) ExplicitExampleLineTest::testObjectWithState
Failed asserting that 0 is identical to 1.

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $box = Box Object #%d (
    'content' => 0,
);

Reproduce it with run seed 42 (property seed -2253059017570555314):

    phpunit --filter 'ExplicitExampleLineTest::testObjectWithState$' -d pbt.seed=42 %sExplicitExampleLineTest.php

%sExplicitExampleLineTest.php:74

3) ExplicitExampleLineTest::testClosure
Failed asserting that 1 is identical to 2.

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $closure = Closure Object #%d (
    0 => Closure Object #%d,
);

Reproduce it with run seed 42 (property seed -2488720152675405783):

    phpunit --filter 'ExplicitExampleLineTest::testClosure$' -d pbt.seed=42 %sExplicitExampleLineTest.php

%sExplicitExampleLineTest.php:80

4) ExplicitExampleLineTest::testEarlierOfTwoLocalTimes
Failed asserting that two strings are identical.
--- Expected
+++ Actual
@@ @@
-'+01:00'
+'+02:00'

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $when = (new DateTimeImmutable('2020-10-25T02:59:59+02:00'))->setTimezone(new DateTimeZone('Europe/Berlin'));

Reproduce it with run seed 42 (property seed -5432570127619751412):

    phpunit --filter 'ExplicitExampleLineTest::testEarlierOfTwoLocalTimes$' -d pbt.seed=42 %sExplicitExampleLineTest.php

%sExplicitExampleLineTest.php:86

5) ExplicitExampleLineTest::testStateMachineWithObjectsOverSeveralLines
Failed asserting that 2 is less than 2.

Property falsified after 1 example, counterexample shrunk in 1 step:

    $machine->pack(); // Box Object #%d (
    //     'content' => 1,
    // )
    $machine->pack(); // Box Object #%d (
    //     'content' => 2,
    // )
    $machine->atMostOneBox(); // invariant failed

Reproduce it with run seed 42 (property seed -6366812550467281373):

    phpunit --filter 'ExplicitExampleLineTest::testStateMachineWithObjectsOverSeveralLines$' -d pbt.seed=42 %sExplicitExampleLineTest.php

%sExplicitExampleLineTest.php:39
%sExplicitExampleLineTest.php:92

FAILURES!
Tests: 5, Assertions: %d, Failures: 5.
