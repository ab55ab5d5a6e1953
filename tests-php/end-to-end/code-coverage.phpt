--TEST--
Code coverage is collected for the examples checked during generation, not while the counterexample is shrunk and replayed
--SKIPIF--
<?php declare(strict_types=1);
if (!extension_loaded('pcov')) {
    print 'skip: this test needs pcov';
}
--INI--
pcov.enabled=1
pcov.directory={PWD}
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--coverage-filter';
$_SERVER['argv'][] = __DIR__ . '/_files/Coverage/src';
$_SERVER['argv'][] = '--coverage-text';
$_SERVER['argv'][] = __DIR__ . '/_files/Coverage/DiscountTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s with PCOV %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) DiscountTest::testADiscountNeverRaisesThePrice
Failed asserting that 1002 is equal to 1001 or is less than 1001.

Property falsified after 3 examples, counterexample shrunk in 8 steps:

    $price = 1001;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['price' => 1001])]

Reproduce it with run seed 42 (property seed 943583997305510919):

    phpunit --filter 'DiscountTest::testADiscountNeverRaisesThePrice$' -d pbt.seed=42 %sCoverage/DiscountTest.php

%sDiscountTest.php:17

FAILURES!
Tests: 1, Assertions: 6, Failures: 1.


Code Coverage Report:
  %s

 Summary:
  Classes:    0.00% (0/1)
  Methods:    0.00% (0/2)
  Lines:     71.42% (5/7)

Discount
  Methods:   0.00% ( 0/ 2)   Lines:  71.42% (  5/  7)
