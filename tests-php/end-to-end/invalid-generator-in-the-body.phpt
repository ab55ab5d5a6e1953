--TEST--
A generator that the body of a property cannot build is an error of the property, without an empty counterexample, and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/InvalidGeneratorInBodyTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit 13.4.5 by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

E.                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 error:

1) InvalidGeneratorInBodyTest::testImpossibleRange
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum must not be greater than the maximum, 10 and 1 given

%sInvalidGeneratorInBodyTest.php:25

Caused by
ValueError: The minimum must not be greater than the maximum, 10 and 1 given

%sInvalidGeneratorInBodyTest.php:25

ERRORS!
Tests: 2, Assertions: 1, Errors: 1.
Exit code: 2
