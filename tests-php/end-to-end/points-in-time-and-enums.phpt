--TEST--
Points in time are offsets from the Unix epoch, exported as new DateTimeImmutable(...); enum cases and class constants come from their declarations
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/PointsInTimeTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F..F                                                                4 / 4 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) PointsInTimeTest::testPointsInTimeAreAfterTheEpoch
Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified after %d examples, counterexample shrunk in %d step%S:

    $when = new DateTimeImmutable('1969-12-31T23:59:59+00:00');

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['when' => new DateTimeImmutable('1969-12-31T23:59:59+00:00')])]

Reproduce it with run seed 42 (property seed 6083439376258336221):

    phpunit --filter 'PointsInTimeTest::testPointsInTimeAreAfterTheEpoch$' -d pbt.seed=42 %sPointsInTimeTest.php

%sPointsInTimeTest.php:27

2) PointsInTimeTest::testSuitsAreEqual
Failed asserting that two variables reference the same object.
--- Expected
+++ Actual
@@ @@
-Suit Enum #%d (Hearts)
+Suit Enum #%d (Spades)

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $a = Suit::Hearts;
    $b = Suit::Spades;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['a' => Suit::Hearts, 'b' => Suit::Spades])]

Reproduce it with run seed 42 (property seed -5810341989609289263):

    phpunit --filter 'PointsInTimeTest::testSuitsAreEqual$' -d pbt.seed=42 %sPointsInTimeTest.php

%sPointsInTimeTest.php:55

FAILURES!
Tests: 4, Assertions: %d, Failures: 2.
