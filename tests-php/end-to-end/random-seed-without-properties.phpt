--TEST--
The run seed is printed when it is given with pbt.seed (proposal 7.1: when --random-seed is used), even when the run checks no property
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--filter';
$_SERVER['argv'][] = 'testAssumeOutsideAProperty';
$_SERVER['argv'][] = __DIR__ . '/_files/ShrinkingOutcomesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

E                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 error:

1) ShrinkingOutcomesTest::testAssumeOutsideAProperty
PHPUnit\Framework\PropertyBased\Exception\NotInAProperty: assume() can only be called in a property, a test method with the #[Property] attribute

%sShrinkingOutcomesTest.php:%d

ERRORS!
Tests: 1, Assertions: 0, Errors: 1.
