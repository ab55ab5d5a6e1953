--TEST--
fromRegularExpression() generates strings that the expression, with its delimiters and modifiers, matches as a whole (checked with preg_match), shrinks them, and rejects unsupported constructs
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/RegularExpressionsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F.                                                                 3 / 3 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) RegularExpressionsTest::testNoDigits
Failed asserting that 'aa0' does not match PCRE pattern "/\d/".

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    Draw 1 (code): 'aa0'

Reproduce it with run seed 42 (property seed -6630850784801263928):

    phpunit --filter 'RegularExpressionsTest::testNoDigits$' -d pbt.seed=42 %sRegularExpressionsTest.php

%sRegularExpressionsTest.php:%d

FAILURES!
Tests: 3, Assertions: %d, Failures: 1.
