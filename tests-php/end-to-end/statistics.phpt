--TEST--
classify() and observe() summarize the checked examples with -d pbt.display_property_statistics=1, #[RequireClassification] makes a property that misses it risky, and invalid labels, percentages and values are errors
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
$_SERVER['argv'][] = __DIR__ . '/_files/StatisticsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.REEEE                                                              6 / 6 (100%)

Statistics of the properties:

1) StatisticsTest::testEntriesAreClassified
100 examples checked, 0 rejected

     82.0% with a negative entry
      1.0% empty

    entries: count 100, min 0, median 5, mean 6.46, p90 13, max 23

2) StatisticsTest::testRequiredClassificationIsMissed
100 examples checked, 0 rejected

     49.0% large

3) StatisticsTest::testObservingInfinity
1 example checked, 0 rejected


Time: %s, Memory: %s

There were 4 errors:

1) StatisticsTest::testEmptyLabel
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[RequireClassification] attribute of the property StatisticsTest::testEmptyLabel() has an empty label

2) StatisticsTest::testPercentageAboveHundred
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[RequireClassification] attribute of the property StatisticsTest::testPercentageAboveHundred() requires 150% of "x": the percentage must be greater than 0 and not greater than 100

3) StatisticsTest::testObservingInfinity
InvalidArgumentException: The value observed as "ratio" must be finite, INF given

Property falsified after 1 example, counterexample shrunk in 1 step:

    $value = 0;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 0])]

Reproduce it with run seed 42 (property seed -1467715777799823978):

    phpunit --filter 'StatisticsTest::testObservingInfinity$' -d pbt.seed=42 %sStatisticsTest.php

%sStatisticsTest.php:59

4) StatisticsTest::testClassifyOutsideAProperty
PHPUnit\Framework\PropertyBased\Exception\NotInAProperty: classify() can only be called in a property, a test method with the #[Property] attribute

%sStatisticsTest.php:64

--

There was 1 risky test:

1) StatisticsTest::testRequiredClassificationIsMissed
Only 49.0% of the examples of this property were classified as "large", but at least 90.0% are required.

%sStatisticsTest.php:35

ERRORS!
Tests: 6, Assertions: %d, Errors: 4, Risky: 1.
