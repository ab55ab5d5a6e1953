--TEST--
--list-tests lists a property with explicit examples as one test
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--list-tests';
$_SERVER['argv'][] = __DIR__ . '/_files/SelectionTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Available tests:
 - SelectionTest::testValuesAreNotNegative
 - SelectionTest::testOrdinary
