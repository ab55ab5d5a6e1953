--TEST--
A #[GeneratorFor] method that cannot be called without arguments is an error
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorForNotCallableTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

E                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 error:

1) GeneratorForNotCallableTest::testZone
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: #[GeneratorFor(DateTimeZone::class)]: GeneratorForNotCallableTest::zones() is not public and static; it must be callable without arguments

ERRORS!
Tests: 1, Assertions: %d, Errors: 1.
