--TEST--
Invalid arguments of generators (points in time out of range, NUL bytes in regular expressions, strings that are not UTF-8, keys PHP cannot key an array by, minimum sizes the keys cannot reach) are errors of their property that name the argument, the value and what is allowed, and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorArgumentsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit 13.4.5 by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEEEEEEEEEEEEEEEEEEEEEE.                                         25 / 25 (100%)

Time: %s, Memory: %s

There were 24 errors:

1) GeneratorArgumentsTest::testEarliestPointInTime
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $when of GeneratorArgumentsTest::testEarliestPointInTime(): GeneratorArgumentsTest::earliestPointInTime() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum point in time, @-9223372036854775808, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum point in time, @-9223372036854775808, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported

%sGeneratorArgumentsTest.php:16

Caused by
ValueError: The minimum point in time, @-9223372036854775808, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported

%sGeneratorArgumentsTest.php:16

2) GeneratorArgumentsTest::testLatestPointInTime
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $when of GeneratorArgumentsTest::testLatestPointInTime(): GeneratorArgumentsTest::latestPointInTime() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The maximum point in time, @8210266876800, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The maximum point in time, @8210266876800, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported

%sGeneratorArgumentsTest.php:21

Caused by
ValueError: The maximum point in time, @8210266876800, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported

%sGeneratorArgumentsTest.php:21

3) GeneratorArgumentsTest::testReversedPointsInTime
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $when of GeneratorArgumentsTest::testReversedPointsInTime(): GeneratorArgumentsTest::reversedPointsInTime() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum point in time, 2000-01-01T00:00:00.500000+00:00, must not be after the maximum, 2000-01-01T00:00:00+00:00

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The minimum point in time, 2000-01-01T00:00:00.500000+00:00, must not be after the maximum, 2000-01-01T00:00:00+00:00

%sGeneratorArgumentsTest.php:26

Caused by
ValueError: The minimum point in time, 2000-01-01T00:00:00.500000+00:00, must not be after the maximum, 2000-01-01T00:00:00+00:00

%sGeneratorArgumentsTest.php:26

4) GeneratorArgumentsTest::testNoWholeSecond
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $when of GeneratorArgumentsTest::testNoWholeSecond(): GeneratorArgumentsTest::noWholeSecond() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The range from 2000-01-01T00:00:00.200000+00:00 to 2000-01-01T00:00:00.800000+00:00 holds no whole second: allow microseconds or widen it

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The range from 2000-01-01T00:00:00.200000+00:00 to 2000-01-01T00:00:00.800000+00:00 holds no whole second: allow microseconds or widen it

%sGeneratorArgumentsTest.php:31

Caused by
ValueError: The range from 2000-01-01T00:00:00.200000+00:00 to 2000-01-01T00:00:00.800000+00:00 holds no whole second: allow microseconds or widen it

%sGeneratorArgumentsTest.php:31

5) GeneratorArgumentsTest::testBinaryTimeZone
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $when of GeneratorArgumentsTest::testBinaryTimeZone(): GeneratorArgumentsTest::binaryTimeZone() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The time zones of dateTimes() are identifiers such as 'Europe/Berlin', "Europe/Berl\xEDn" given

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The time zones of dateTimes() are identifiers such as 'Europe/Berlin', "Europe/Berl\xEDn" given

%sGeneratorArgumentsTest.php:36

Caused by
DateInvalidTimeZoneException: DateTimeZone::__construct(): Unknown or bad timezone (Europe/Berl%sn)

%sGeneratorArgumentsTest.php:36

6) GeneratorArgumentsTest::testNulDelimiter
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testNulDelimiter(): GeneratorArgumentsTest::nulDelimiter() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: Delimiter must not be alphanumeric, backslash, or NUL (at offset 0 of "\x00a\x00")

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: Delimiter must not be alphanumeric, backslash, or NUL (at offset 0 of "\x00a\x00")

%sGeneratorArgumentsTest.php:41

Caused by
ValueError: Delimiter must not be alphanumeric, backslash, or NUL (at offset 0 of "\x00a\x00")

%sGeneratorArgumentsTest.php:41

7) GeneratorArgumentsTest::testNulModifier
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testNulModifier(): GeneratorArgumentsTest::nulModifier() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: Unknown modifier '\x00' (at offset 3 of "/a/\x00")

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: Unknown modifier '\x00' (at offset 3 of "/a/\x00")

%sGeneratorArgumentsTest.php:46

Caused by
ValueError: Unknown modifier '\x00' (at offset 3 of "/a/\x00")

%sGeneratorArgumentsTest.php:46

8) GeneratorArgumentsTest::testUnclosedGroup
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testUnclosedGroup(): GeneratorArgumentsTest::unclosedGroup() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: Missing closing parenthesis (at offset 2 of "/a(b/")

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: Missing closing parenthesis (at offset 2 of "/a(b/")

%sGeneratorArgumentsTest.php:51

Caused by
ValueError: Missing closing parenthesis (at offset 2 of "/a(b/")

%sGeneratorArgumentsTest.php:51

9) GeneratorArgumentsTest::testBinaryExpression
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testBinaryExpression(): GeneratorArgumentsTest::binaryExpression() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The regular expression of fromRegularExpression() must be UTF-8, "/a\xFF/" given: the byte 0xFF at offset 2 is not UTF-8

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The regular expression of fromRegularExpression() must be UTF-8, "/a\xFF/" given: the byte 0xFF at offset 2 is not UTF-8

%sGeneratorArgumentsTest.php:56

Caused by
ValueError: The regular expression of fromRegularExpression() must be UTF-8, "/a\xFF/" given: the byte 0xFF at offset 2 is not UTF-8

%sGeneratorArgumentsTest.php:56

10) GeneratorArgumentsTest::testBinaryAlphabet
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testBinaryAlphabet(): GeneratorArgumentsTest::binaryAlphabet() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The alphabet of strings() must be UTF-8, "ab\xB4\x16\xA8" given: the byte 0xB4 at offset 2 is not UTF-8

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The alphabet of strings() must be UTF-8, "ab\xB4\x16\xA8" given: the byte 0xB4 at offset 2 is not UTF-8

%sGeneratorArgumentsTest.php:61

Caused by
ValueError: The alphabet of strings() must be UTF-8, "ab\xB4\x16\xA8" given: the byte 0xB4 at offset 2 is not UTF-8

%sGeneratorArgumentsTest.php:61

11) GeneratorArgumentsTest::testCodePointBeyondInt32
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testCodePointBeyondInt32(): GeneratorArgumentsTest::codePointBeyondInt32() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A code point range of strings() is a list of two integers from 0 to 0x10FFFF, [first, last], [97, 4294967393] given

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A code point range of strings() is a list of two integers from 0 to 0x10FFFF, [first, last], [97, 4294967393] given

%sGeneratorArgumentsTest.php:66

Caused by
ValueError: A code point range of strings() is a list of two integers from 0 to 0x10FFFF, [first, last], [97, 4294967393] given

%sGeneratorArgumentsTest.php:66

12) GeneratorArgumentsTest::testHalfACodePointRange
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $text of GeneratorArgumentsTest::testHalfACodePointRange(): GeneratorArgumentsTest::halfACodePointRange() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A code point range of strings() is a list of two integers, [first, last], [97] given

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A code point range of strings() is a list of two integers, [first, last], [97] given

%sGeneratorArgumentsTest.php:71

Caused by
ValueError: A code point range of strings() is a list of two integers, [first, last], [97] given

%sGeneratorArgumentsTest.php:71

13) GeneratorArgumentsTest::testUuidVersionBeyondAByte
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $uuid of GeneratorArgumentsTest::testUuidVersionBeyondAByte(): GeneratorArgumentsTest::uuidVersionBeyondAByte() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: 260 is not a UUID version: versions are 1 to 8

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: 260 is not a UUID version: versions are 1 to 8

%sGeneratorArgumentsTest.php:76

Caused by
ValueError: 260 is not a UUID version: versions are 1 to 8

%sGeneratorArgumentsTest.php:76

14) GeneratorArgumentsTest::testUuidVersionAsString
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $uuid of GeneratorArgumentsTest::testUuidVersionAsString(): GeneratorArgumentsTest::uuidVersionAsString() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A version of uuids() must be an int, '4' given

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A version of uuids() must be an int, '4' given

%sGeneratorArgumentsTest.php:81

Caused by
ValueError: A version of uuids() must be an int, '4' given

%sGeneratorArgumentsTest.php:81

15) GeneratorArgumentsTest::testBinaryScheme
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $url of GeneratorArgumentsTest::testBinaryScheme(): GeneratorArgumentsTest::binaryScheme() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A scheme of urls() must be UTF-8, "ft\xE9" given: the byte 0xE9 at offset 2 is not UTF-8

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A scheme of urls() must be UTF-8, "ft\xE9" given: the byte 0xE9 at offset 2 is not UTF-8

%sGeneratorArgumentsTest.php:86

Caused by
ValueError: A scheme of urls() must be UTF-8, "ft\xE9" given: the byte 0xE9 at offset 2 is not UTF-8

%sGeneratorArgumentsTest.php:86

16) GeneratorArgumentsTest::testSchemeThatIsNoString
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $url of GeneratorArgumentsTest::testSchemeThatIsNoString(): GeneratorArgumentsTest::schemeThatIsNoString() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A scheme of urls() must be a string, 5 given

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: A scheme of urls() must be a string, 5 given

%sGeneratorArgumentsTest.php:91

Caused by
ValueError: A scheme of urls() must be a string, 5 given

%sGeneratorArgumentsTest.php:91

17) GeneratorArgumentsTest::testBooleanKeys
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $array of GeneratorArgumentsTest::testBooleanKeys(): GeneratorArgumentsTest::booleanKeys() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys would be bool values, but PHP keys arrays by ints and strings only

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys would be bool values, but PHP keys arrays by ints and strings only

%sGeneratorArgumentsTest.php:96

Caused by
ValueError: arrays() cannot generate these arrays: the keys would be bool values, but PHP keys arrays by ints and strings only

%sGeneratorArgumentsTest.php:96

18) GeneratorArgumentsTest::testFloatOrNullKeys
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $array of GeneratorArgumentsTest::testFloatOrNullKeys(): GeneratorArgumentsTest::floatOrNullKeys() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys would be null and float values, but PHP keys arrays by ints and strings only

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys would be null and float values, but PHP keys arrays by ints and strings only

%sGeneratorArgumentsTest.php:101

Caused by
ValueError: arrays() cannot generate these arrays: the keys would be null and float values, but PHP keys arrays by ints and strings only

%sGeneratorArgumentsTest.php:101

19) GeneratorArgumentsTest::testObjectKeys
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $array of GeneratorArgumentsTest::testObjectKeys(): GeneratorArgumentsTest::objectKeys() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys would be object values, but PHP keys arrays by ints and strings only

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys would be object values, but PHP keys arrays by ints and strings only

%sGeneratorArgumentsTest.php:106

Caused by
ValueError: arrays() cannot generate these arrays: the keys would be object values, but PHP keys arrays by ints and strings only

%sGeneratorArgumentsTest.php:106

20) GeneratorArgumentsTest::testTooFewKeys
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $array of GeneratorArgumentsTest::testTooFewKeys(): GeneratorArgumentsTest::tooFewKeys() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys can take at most 3 distinct values, fewer than the minimum size, 4

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: arrays() cannot generate these arrays: the keys can take at most 3 distinct values, fewer than the minimum size, 4

%sGeneratorArgumentsTest.php:111

Caused by
ValueError: arrays() cannot generate these arrays: the keys can take at most 3 distinct values, fewer than the minimum size, 4

%sGeneratorArgumentsTest.php:111

21) GeneratorArgumentsTest::testTooFewUniqueElements
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: The #[ForAll] attribute of the parameter $list of GeneratorArgumentsTest::testTooFewUniqueElements(): GeneratorArgumentsTest::tooFewUniqueElements() threw PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: lists() cannot generate these lists: the elements can take at most 2 distinct values, fewer than the minimum size, 3

Caused by
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: lists() cannot generate these lists: the elements can take at most 2 distinct values, fewer than the minimum size, 3

%sGeneratorArgumentsTest.php:116

Caused by
ValueError: lists() cannot generate these lists: the elements can take at most 2 distinct values, fewer than the minimum size, 3

%sGeneratorArgumentsTest.php:116

22) GeneratorArgumentsTest::testMappedFloatKeys
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: The keys generator of arrays() gave float 1.5, but PHP keys arrays by ints and strings only

23) GeneratorArgumentsTest::testBooleanKeyType
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $array of GeneratorArgumentsTest::testBooleanKeyType() from its type array<bool, int>: array<bool, int> cannot be generated: the keys would be bool values, but PHP keys arrays by ints and strings only

24) GeneratorArgumentsTest::testFloatKeyType
PHPUnit\Framework\PropertyBased\Exception\InvalidProperty: No generator can be derived for the parameter $array of GeneratorArgumentsTest::testFloatKeyType() from its type array<.0,9.>: array<0.0, 9.0> cannot be generated: the keys would be float values, but PHP keys arrays by ints and strings only

ERRORS!
Tests: 25, Assertions: %d, Errors: 24.
