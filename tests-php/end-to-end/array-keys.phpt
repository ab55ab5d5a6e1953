--TEST--
Array keys made with map() work, binary keys keep their bytes in the value and in the exported counterexample, string keys stay strings, arrays reach their minimum size although keys collide, and points in time keep within their bounds to the microsecond up to the last supported year
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/ArrayKeysTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit 13.4.5 by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.F......F.                                                        10 / 10 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) ArrayKeysTest::testBinaryKeysKeepTheirBytes
Failed asserting that an array does not have the key Binary String: 0xb416a8.

Property falsified after 2 examples, counterexample shrunk in 1 step:

    $array = ["\xB4\x16\xA8" => 0];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['array' => ["\xB4\x16\xA8" => 0]])]

Reproduce it with run seed 42 (property seed 8854294026231229360):

    phpunit --filter 'ArrayKeysTest::testBinaryKeysKeepTheirBytes$' -d pbt.seed=42 %sArrayKeysTest.php

%sArrayKeysTest.php:70

2) ArrayKeysTest::testTheLastSupportedYear
Failed asserting that 262143 is less than 262143.

Property falsified after 1 example, counterexample shrunk in 1 step:

    $when = new DateTimeImmutable('+262143-01-01T13:59:58', new DateTimeZone('Pacific/Kiritimati'));

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['when' => new DateTimeImmutable('+262143-01-01T13:59:58', new DateTimeZone('Pacific/Kiritimati'))])]

Reproduce it with run seed 42 (property seed -3809384378073711787):

    phpunit --filter 'ArrayKeysTest::testTheLastSupportedYear$' -d pbt.seed=42 %sArrayKeysTest.php

%sArrayKeysTest.php:122

FAILURES!
Tests: 10, Assertions: %d, Failures: 2.
