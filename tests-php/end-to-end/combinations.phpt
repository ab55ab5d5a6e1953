--TEST--
A property with a data provider or a dependency is an error; #[Repeat], #[Retry] and process isolation do not apply to a property, which a PHPUnit warning says
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/CombinationsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.EEW                                                                4 / 4 (100%)

Time: %s, Memory: %s

There were 2 errors:

1) CombinationsTest::testWithDataProvider
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The property CombinationsTest::testWithDataProvider() has a data provider (#[DataProvider]), which cannot be combined with #[Property]: its parameters receive generated values

2) CombinationsTest::testWithDependency
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The property CombinationsTest::testWithDependency() has a dependency on another test (#[Depends]), which cannot be combined with #[Property]: its parameters receive generated values

--

1 test triggered 3 PHPUnit warnings:

1) CombinationsTest::testRepeatedRetriedIsolated
* #[Repeat] does not apply to a property: a property checks more examples instead, which #[Property(examples: ...)] sets

* #[Retry] does not apply to a property: retrying it with the same seed checks the same examples, and with another seed could pass a property that was falsified

* A property is always run in the main process: #[RunInSeparateProcess] and #[RunTestsInSeparateProcesses] do not apply to it

%sCombinationsTest.php:42

ERRORS!
Tests: 4, Assertions: %d, Errors: 2, PHPUnit Warnings: 1.
