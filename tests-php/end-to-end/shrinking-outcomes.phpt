--TEST--
Flaky properties, replays that falsify only sometimes, other ways of failing, exhausted generators, too many rejected examples, and assume() outside a property
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ShrinkingOutcomesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EFE.RRE                                                             7 / 7 (100%)

Time: %s, Memory: %s

There were 3 errors:

1) ShrinkingOutcomesTest::testFailsOnlyOnce
Property falsified after 2 examples, counterexample not shrunk:

    $value = %d;

The example that falsified the property did not falsify it again in 4 replays.

Reproduce it with run seed 42 (property seed 7608545007584598248):

    phpunit --filter 'ShrinkingOutcomesTest::testFailsOnlyOnce$' -d pbt.seed=42 %sShrinkingOutcomesTest.php

Caused by
Failed asserting that 1 is not identical to 1.

%sShrinkingOutcomesTest.php:18

2) ShrinkingOutcomesTest::testFailsInTwoWays
RuntimeException: too large

Property falsified after %d examples, counterexample shrunk in %d steps:

    $value = 500;

Property also falsified by LogicException at %sShrinkingOutcomesTest.php:41 with this counterexample:

    $value = 250;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 500])]

Reproduce it with run seed 42 (property seed -220599292943861661):

    phpunit --filter 'ShrinkingOutcomesTest::testFailsInTwoWays$' -d pbt.seed=42 %sShrinkingOutcomesTest.php

%sShrinkingOutcomesTest.php:37

3) ShrinkingOutcomesTest::testAssumeOutsideAProperty
PHPUnit\Framework\PropertyBased\Exception\NotInAProperty: assume() can only be called in a property, a test method with the #[Property] attribute

%sShrinkingOutcomesTest.php:67

--

There was 1 failure:

1) ShrinkingOutcomesTest::testFailsInEveryOtherRun
Failed asserting that false is true.

Property falsified after %d examples, counterexample shrunk in %d steps:

    $value = %d;

The example that falsified the property falsified it again in only 2 of 4 replays, so its outcome does not depend on its arguments alone.

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 104])]

Reproduce it with run seed 42 (property seed 5831660933333509829):

    phpunit --filter 'ShrinkingOutcomesTest::testFailsInEveryOtherRun$' -d pbt.seed=42 %sShrinkingOutcomesTest.php

%sShrinkingOutcomesTest.php:27

--

There were 2 risky tests:

1) ShrinkingOutcomesTest::testAssumesTooMuch
* This test did not perform any assertions

* This property was checked for only 1 of 100 examples because generating examples was stopped after 50 examples were rejected by assume() while fewer than 10 examples were checked; generate the values that the property needs instead of rejecting the others

%sShrinkingOutcomesTest.php:54

2) ShrinkingOutcomesTest::testRejectsEverything
This property was checked for only 0 of 3 examples, 30 examples were rejected (30 by assume()); generate the values that the property needs instead of rejecting the others

%sShrinkingOutcomesTest.php:60

ERRORS!
Tests: 7, Assertions: %d, Errors: 3, Failures: 1, Risky: 2.
