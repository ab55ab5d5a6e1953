--TEST--
Objects are generated through their constructors, and the counterexample is PHP code with the class names the test file imports (the proposal's Money example)
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/Shop/ShopTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EF                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 error:

1) Shop\Tests\ShopTest::testAdditionIsCommutative
TypeError: PHPUnit\PropertyBased\Examples\Money::__construct(): Argument #1 ($amount) must be of type int, float given, called in %sMoney.php on line 18

Property falsified after %d examples, counterexample shrunk in %d step%S:

    $a = new Money(amount: 1, currency: Currency::EUR);
    $b = new Money(amount: PHP_INT_MAX, currency: Currency::EUR);

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['a' => new Money(amount: 1, currency: Currency::EUR), 'b' => new Money(amount: PHP_INT_MAX, currency: Currency::EUR)])]

Reproduce it with run seed 42 (property seed 7774705428506940599):

    phpunit --filter 'Shop\\Tests\\ShopTest::testAdditionIsCommutative$' -d pbt.seed=42 %sShop/ShopTest.php

%sMoney.php:12
%sMoney.php:18
%sShopTest.php:16

--

There was 1 failure:

1) Shop\Tests\ShopTest::testAllocationPreservesTheAmount
Failed asserting that 0 is identical to 1.

Property falsified after %d examples, counterexample shrunk in %d step%S:

    $money = new Money(amount: 1, currency: Currency::EUR);
    $parts = 2;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['money' => new Money(amount: 1, currency: Currency::EUR), 'parts' => 2])]

Reproduce it with run seed 42 (property seed -5411661049068471595):

    phpunit --filter 'Shop\\Tests\\ShopTest::testAllocationPreservesTheAmount$' -d pbt.seed=42 %sShop/ShopTest.php

%sShopTest.php:25

ERRORS!
Tests: 2, Assertions: %d, Errors: 1, Failures: 1.
