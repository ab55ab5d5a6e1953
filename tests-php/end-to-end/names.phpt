--TEST--
Class names in doc comments resolve as PHP resolves them in the file that declares the comment: group use statements with aliases, a trait's own file, a constructor in another namespace, fromType() called in a trait
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/Names/NamesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F..                                                                4 / 4 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) Names\Tests\NamesTest::testAFailingCounterexampleIsWrittenWithTheTestFileNames
Failed asserting that two arrays are identical.
--- Expected
+++ Actual
@@ @@
-Array &0 []
+Array &0 [
+    0 => Names\Domain\Units\Unit Enum #%d (Gram),
+]

Property falsified after 2 examples, counterexample shrunk in %d steps:

    $sum = new Sum(cents: 0, currency: \Names\Domain\Units\Currency::EUR, measures: [Unit::Gram]);

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['sum' => new Sum(cents: 0, currency: \Names\Domain\Units\Currency::EUR, measures: [Unit::Gram])])]

Reproduce it with run seed 42 (property seed 1113787776956771930):

    phpunit --filter 'Names\\Tests\\NamesTest::testAFailingCounterexampleIsWrittenWithTheTestFileNames$' -d pbt.seed=42 %sNames/NamesTest.php

%sNamesTest.php:40

FAILURES!
Tests: 4, Assertions: %d, Failures: 1.
