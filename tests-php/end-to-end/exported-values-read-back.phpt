--TEST--
An exported counterexample is PHP code that recreates the value: control and bidi characters, invalid UTF-8, NAN, INF, -0.0, int and numeric-string keys
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ExportedValuesTest.php';

require __DIR__ . '/../bootstrap.php';

$exitCode = (new PHPUnit\TextUI\Application)->run($_SERVER['argv']);

// The counterexample exactly as printed below, pasted: PHP reads it as the value itself
// (serialize() tells NAN, -0.0 and the types of keys apart).
$value = ['control' => "\x00\x07\t\n\v\f\r\e\x1F\x7F\u{85}\u{9F}", 'bidi' => "\u{202E}txt.exe\u{202C} \u{2066}a\u{2069}\u{200E}\u{200F}\u{61C}", 'quotes' => '\'"\\$x {$y} \\n', 'invalid' => "a\xFF\xC3(\xE2\x82b\xF0\x9F\x98", 'text' => 'é€😀', 'floats' => [NAN, INF, -INF, -0.0, 0.0, 0.1, 1e-7, 1.5e300, 2.220446049250313e-16, 5e-324], 'ints' => [PHP_INT_MIN, PHP_INT_MAX, -1, 0], 'nested' => [5 => [-3 => 'a', '05' => 'b', ' 1' => 'c', '1.5' => ['x' => []]], '007' => [0 => 'z', 2 => 'y'], 10 => true, '-0' => null]];

print 'exit code ' . $exitCode . ', pasted counterexample ' . (serialize($value) === serialize(ExportedValuesTest::value()) ? 'identical' : 'different') . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) ExportedValuesTest::testExportedValueIsShown
the counterexample is shown

Property falsified after 1 example, counterexample shrunk in 0 steps:

    $value = ['control' => "\x00\x07\t\n\v\f\r\e\x1F\x7F\u{85}\u{9F}", 'bidi' => "\u{202E}txt.exe\u{202C} \u{2066}a\u{2069}\u{200E}\u{200F}\u{61C}", 'quotes' => '\'"\\$x {$y} \\n', 'invalid' => "a\xFF\xC3(\xE2\x82b\xF0\x9F\x98", 'text' => 'é€😀', 'floats' => [NAN, INF, -INF, -0.0, 0.0, 0.1, 1e-7, 1.5e300, 2.220446049250313e-16, 5e-324], 'ints' => [PHP_INT_MIN, PHP_INT_MAX, -1, 0], 'nested' => [5 => [-3 => 'a', '05' => 'b', ' 1' => 'c', '1.5' => ['x' => []]], '007' => [0 => 'z', 2 => 'y'], 10 => true, '-0' => null]];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => ['control' => "\x00\x07\t\n\v\f\r\e\x1F\x7F\u{85}\u{9F}", 'bidi' => "\u{202E}txt.exe\u{202C} \u{2066}a\u{2069}\u{200E}\u{200F}\u{61C}", 'quotes' => '\'"\\$x {$y} \\n', 'invalid' => "a\xFF\xC3(\xE2\x82b\xF0\x9F\x98", 'text' => 'é€😀', 'floats' => [NAN, INF, -INF, -0.0, 0.0, 0.1, 1e-7, 1.5e300, 2.220446049250313e-16, 5e-324], 'ints' => [PHP_INT_MIN, PHP_INT_MAX, -1, 0], 'nested' => [5 => [-3 => 'a', '05' => 'b', ' 1' => 'c', '1.5' => ['x' => []]], '007' => [0 => 'z', 2 => 'y'], 10 => true, '-0' => null]]])]

Reproduce it with run seed 42 (property seed 6064459716766217718):

    phpunit --filter 'ExportedValuesTest::testExportedValueIsShown$' -d pbt.seed=42 %sExportedValuesTest.php

%sExportedValuesTest.php:%d

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.
exit code 1, pasted counterexample identical
