--TEST--
Generators that do not generate the same values from the same choices: a replay with other values does not count, the property is falsified by the values its counterexample had, with the warning of proposal 6.3
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

FF                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) UnstableValuesTest::testNeverGeneratedAgain
Failed asserting that 0 is not identical to 0.

Property falsified after 1 example, counterexample not shrunk:

    $value = 0;

No replay of this example generated the same values from its choices, so it could not be reproduced.

%sUnstableValuesTest.php:40

2) UnstableValuesTest::testSometimesGeneratedAgain
Failed asserting that 0 is not identical to 0.

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $value = 0;

%sUnstableValuesTest.php:50

--

2 tests triggered 2 PHPUnit warnings:

1) UnstableValuesTest::testNeverGeneratedAgain
The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.

%sUnstableValuesTest.php:38

2) UnstableValuesTest::testSometimesGeneratedAgain
The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.

%sUnstableValuesTest.php:48

FAILURES!
Tests: 2, Assertions: 2, Failures: 2, PHPUnit Warnings: 2.
Exit code: 1
