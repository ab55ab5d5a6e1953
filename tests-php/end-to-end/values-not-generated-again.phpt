--TEST--
Generators that do not generate the same values from the same choices: a replay with other values does not count, and the property is reported with the values its counterexample had when it falsified the property (falsified, or flaky when no replay with the same values falsified it again), with the warning of proposal 6.3
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/UnstableValuesTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

FFEF                                                                4 / 4 (100%)

Time: %s, Memory: %s

There was 1 error:

1) UnstableValuesTest::testFlaky
Property falsified after 1 example, counterexample not shrunk:

    $value = 0;

The example that falsified the property did not falsify it again in 2 replays.

Reproduce it with run seed 42 (property seed 6013541035871516169):

    phpunit --filter 'UnstableValuesTest::testFlaky$' -d pbt.seed=42 %sUnstableValuesTest.php

Caused by
Failed asserting that false is true.

%sUnstableValuesTest.php:85

--

There were 3 failures:

1) UnstableValuesTest::testNeverGeneratedAgain
Failed asserting that 0 is not identical to 0.

Property falsified after 1 example, counterexample not shrunk:

    $value = 0;

No replay of this example generated the same values from its choices, so it could not be reproduced.

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 0])]

Reproduce it with run seed 42 (property seed 774411111593499855):

    phpunit --filter 'UnstableValuesTest::testNeverGeneratedAgain$' -d pbt.seed=42 %sUnstableValuesTest.php

%sUnstableValuesTest.php:62

2) UnstableValuesTest::testSometimesGeneratedAgain
Failed asserting that 0 is not identical to 0.

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $value = 0;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 0])]

Reproduce it with run seed 42 (property seed 5282254349257913246):

    phpunit --filter 'UnstableValuesTest::testSometimesGeneratedAgain$' -d pbt.seed=42 %sUnstableValuesTest.php

%sUnstableValuesTest.php:72

3) UnstableValuesTest::testFinalReplayRejected
Failed asserting that 0 is identical to 1.

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $value = 0;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 0])]

Reproduce it with run seed 42 (property seed -2004345919641904537):

    phpunit --filter 'UnstableValuesTest::testFinalReplayRejected$' -d pbt.seed=42 %sUnstableValuesTest.php

%sUnstableValuesTest.php:94

--

4 tests triggered 4 PHPUnit warnings:

1) UnstableValuesTest::testNeverGeneratedAgain
The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.

%sUnstableValuesTest.php:60

2) UnstableValuesTest::testSometimesGeneratedAgain
The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.

%sUnstableValuesTest.php:70

3) UnstableValuesTest::testFlaky
The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.

%sUnstableValuesTest.php:80

4) UnstableValuesTest::testFinalReplayRejected
The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.

%sUnstableValuesTest.php:92

ERRORS!
Tests: 4, Assertions: 4, Errors: 1, Failures: 3, PHPUnit Warnings: 4.
Exit code: 2
