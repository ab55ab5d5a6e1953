--TEST--
target() makes the second half of the examples climb towards higher scores, which finds what random examples miss; the highest score is part of the statistics; a score targeted twice or not finite is an error
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.display_property_statistics=1';
$_SERVER['argv'][] = __DIR__ . '/_files/TargetingTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F.EE                                                                4 / 4 (100%)

Statistics of the properties:

1) TargetingTest::testScheduleLeavesTimeToSpare
78 examples checked, 0 rejected

    closeness to the day: highest targeted score -10

2) TargetingTest::testScheduleLeavesTimeToSpareWithoutTargeting
100 examples checked, 0 rejected

3) TargetingTest::testTargetingTwice
1 example checked, 0 rejected

    score: highest targeted score 1

4) TargetingTest::testTargetingInfinity
1 example checked, 0 rejected


Time: %s, Memory: %s

There were 2 errors:

1) TargetingTest::testTargetingTwice
InvalidArgumentException: The score "score" was targeted twice in the same example

Property falsified after 1 example, counterexample shrunk in %d step%S:

    $value = 0;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 0])]

Reproduce it with run seed 42 (property seed -298640845360055034):

    phpunit --filter 'TargetingTest::testTargetingTwice$' -d pbt.seed=42 %sTargetingTest.php

%sTargetingTest.php:48

2) TargetingTest::testTargetingInfinity
InvalidArgumentException: The score targeted as "score" must be finite, INF given

Property falsified after 1 example, counterexample shrunk in %d step%S:

    $value = 0;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 0])]

Reproduce it with run seed 42 (property seed -2585998517604635481):

    phpunit --filter 'TargetingTest::testTargetingInfinity$' -d pbt.seed=42 %sTargetingTest.php

%sTargetingTest.php:54

--

There was 1 failure:

1) TargetingTest::testScheduleLeavesTimeToSpare
Failed asserting that 10 is greater than 10.

Property falsified after 78 examples, counterexample shrunk in %d step%S:

    $first = 8790;
    $second = 10000;
    $third = 10000;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['first' => 8790, 'second' => 10000, 'third' => 10000])]

Reproduce it with run seed 42 (property seed 431552671697749803):

    phpunit --filter 'TargetingTest::testScheduleLeavesTimeToSpare$' -d pbt.seed=42 %sTargetingTest.php

%sTargetingTest.php:28

ERRORS!
Tests: 4, Assertions: %d, Errors: 2, Failures: 1.
