--TEST--
A #[Property] method without the test prefix or #[Test] is reported with a PHPUnit warning, as PHPUnit does not run it; with #[Test] it runs
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/UndiscoveredPropertyTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 PHPUnit test runner warning:

1) The method UndiscoveredPropertyTest::additionIsAssociative() has the #[Property] attribute but is not run: a property needs the test prefix or the #[Test] attribute, as every test method does in PHPUnit 13

OK, but there were issues!
Tests: 1, Assertions: 11, PHPUnit Warnings: 1.
