--TEST--
Options of generators that cannot be honoured are errors when the generator is built, and options beyond 32 bits do not wrap around: an excluded infinite bound, an excluded PHP_FLOAT_MAX with allowInfinity, a negative maximum length, minimum sizes that no example can hold, a maximum depth of 2 ** 32; strings of a regular expression are those that PHP's PCRE2 matches, and one it cannot compile is an error; a list shape with optional elements is a list; a code point range beyond Unicode, a weighted generator with an extra element, a weight beyond 32 bits and keys that PHP makes one key too few for the minimum size are errors that say so
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorContractsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F..EEEEEEEEEE                                                     13 / 13 (100%)

Time: %s, Memory: %s

There were 10 errors:

1) GeneratorContractsTest::testARegularExpressionPcreCannotCompile
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: PCRE2 cannot compile the regular expression "/(?<a>x)(?<a>y)/": two named subpatterns have the same name (PCRE2_DUPNAMES not set) at offset 12

%sGeneratorContractsTest.php:53

Caused by
ValueError: PCRE2 cannot compile the regular expression "/(?<a>x)(?<a>y)/": two named subpatterns have the same name (PCRE2_DUPNAMES not set) at offset 12

%sGeneratorContractsTest.php:53

2) GeneratorContractsTest::testACodePointRangeBeyondUnicode
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: [0x110000, 0x110001] is not a range of code points of strings(): code points end at 0x10FFFF

%sGeneratorContractsTest.php:58

Caused by
ValueError: [0x110000, 0x110001] is not a range of code points of strings(): code points end at 0x10FFFF

%sGeneratorContractsTest.php:58

3) GeneratorContractsTest::testAWeightedGeneratorWithMoreThanAWeightAndAGenerator
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: frequency() takes arrays of a positive weight and a generator, [weight, generator]: argument #2 is not one

%sGeneratorContractsTest.php:63

4) GeneratorContractsTest::testAWeightBeyond32Bits
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The weights of frequency() must be integers from 1 to 4294967295, 9223372036854775807 given

%sGeneratorContractsTest.php:68

Caused by
ValueError: The weights of frequency() must be integers from 1 to 4294967295, 9223372036854775807 given

%sGeneratorContractsTest.php:68

5) GeneratorContractsTest::testKeysThatPhpMakesOneKey
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys can take at most 1 distinct values, fewer than the minimum size, 2

%sGeneratorContractsTest.php:73

Caused by
ValueError: arrays() cannot generate these arrays: the keys can take at most 1 distinct values, fewer than the minimum size, 2

%sGeneratorContractsTest.php:73

6) GeneratorContractsTest::testAnExcludedInfiniteMinimum
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: floats() cannot generate INF or -INF between INF and INF: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded

%sGeneratorContractsTest.php:78

Caused by
ValueError: floats() cannot generate INF or -INF between INF and INF: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded

%sGeneratorContractsTest.php:78

7) GeneratorContractsTest::testAnExcludedMaximumOfPhpFloatMax
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: floats() cannot generate INF or -INF between 0.0 and PHP_FLOAT_MAX: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded

%sGeneratorContractsTest.php:83

Caused by
ValueError: floats() cannot generate INF or -INF between 0.0 and PHP_FLOAT_MAX: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded

%sGeneratorContractsTest.php:83

8) GeneratorContractsTest::testANegativeMaximumLengthOfDomainNames
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The maximum length of a domain name must be between 4 and 253, -1 given

%sGeneratorContractsTest.php:88

Caused by
ValueError: The maximum length of a domain name must be between 4 and 253, -1 given

%sGeneratorContractsTest.php:88

9) GeneratorContractsTest::testAMinimumSizeNoExampleCanHold
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum size must not be greater than 8192, the most choices an example is generated from, 9223372036854775807 given

%sGeneratorContractsTest.php:93

Caused by
ValueError: The minimum size must not be greater than 8192, the most choices an example is generated from, 9223372036854775807 given

%sGeneratorContractsTest.php:93

10) GeneratorContractsTest::testAMinimumLengthNoExampleCanHold
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum length must not be greater than 8192, the most choices an example is generated from, 10000 given

%sGeneratorContractsTest.php:98

Caused by
ValueError: The minimum length must not be greater than 8192, the most choices an example is generated from, 10000 given

%sGeneratorContractsTest.php:98

--

There was 1 failure:

1) GeneratorContractsTest::testAMaximumDepthBeyond32BitsIsNoLimit
Failed asserting that Array &0 [
    0 => 0,
] is identical to 0.

Property falsified after %d example%A, counterexample shrunk in %d step%A:

    $value = [0];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => [0]])]

Reproduce it with run seed 42 (property seed %i):

    phpunit --filter 'GeneratorContractsTest::testAMaximumDepthBeyond32BitsIsNoLimit$' -d pbt.seed=42 %sGeneratorContractsTest.php

%sGeneratorContractsTest.php:25

ERRORS!
Tests: 13, Assertions: %d, Errors: 10, Failures: 1.
