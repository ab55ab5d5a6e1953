--TEST--
An invalid INI setting is reported as the error of every property
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.examples=zero';
$_SERVER['argv'][] = __DIR__ . '/_files/SeveralPropertiesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

EE.                                                                 3 / 3 (100%)

Time: %s, Memory: %s

There were 2 errors:

1) SeveralPropertiesTest::testAdditionIsCommutative
PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration: The INI setting pbt.examples must be an integer of at least 1, "zero" given

2) SeveralPropertiesTest::testImplodeKeepsEveryWord
PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration: The INI setting pbt.examples must be an integer of at least 1, "zero" given

ERRORS!
Tests: 3, Assertions: 1, Errors: 2.
