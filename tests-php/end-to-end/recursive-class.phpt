--TEST--
A class whose constructor takes objects of the class is generated with a bounded depth, and shrinks onto the smallest tree that fails
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/Shop/TreeTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

..F                                                                 3 / 3 (100%)
depths seen: 1 yes, 2 or more yes, at most %d


Time: %s, Memory: %s

There was 1 failure:

1) Shop\Tests\TreeTest::testCategoriesAreShallow
Failed asserting that 3 is less than 3.

Property falsified after %d examples, counterexample shrunk in %d steps:

    $category = new Category(name: 'a', children: [new Category(name: 'a', children: [new Category(name: 'a', children: [])])]);

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['category' => new Category(name: 'a', children: [new Category(name: 'a', children: [new Category(name: 'a', children: [])])])])]

Reproduce it with run seed 42 (property seed -4666072973079214491):

    phpunit --filter 'Shop\\Tests\\TreeTest::testCategoriesAreShallow$' -d pbt.seed=42 %sShop/TreeTest.php

%sTreeTest.php:76

FAILURES!
Tests: 3, Assertions: %d, Failures: 1.
