--TEST--
UUIDs, IP addresses, domain names, email addresses and URLs are valid (email addresses and URLs pass filter_var()) and shrink to the proposal's targets: +@a.aa, a.aaaaaaaaa and the network address
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/FormatsTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

......FFF                                                           9 / 9 (100%)

Time: %s, Memory: %s

There were 3 failures:

1) FormatsTest::testEmailAddressesHaveNoPlus
Failed asserting that '+@a.aa' [ASCII](length: 6) does not contain "+" [ASCII](length: 1).

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $address = '+@a.aa';

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['address' => '+@a.aa'])]

Reproduce it with run seed 42 (property seed 102477932873761201):

    phpunit --filter 'FormatsTest::testEmailAddressesHaveNoPlus$' -d pbt.seed=42 %sFormatsTest.php

%sFormatsTest.php:%d

2) FormatsTest::testDomainNamesAreShort
Failed asserting that 11 is equal to 10 or is less than 10.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $domain = 'a.aaaaaaaaa';

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['domain' => 'a.aaaaaaaaa'])]

Reproduce it with run seed 42 (property seed -5206552919960910475):

    phpunit --filter 'FormatsTest::testDomainNamesAreShort$' -d pbt.seed=42 %sFormatsTest.php

%sFormatsTest.php:%d

3) FormatsTest::testAddressesAreOutsideThePrivateNetwork
Failed asserting that '10.0.0.0' does not start with "10.".

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $address = '10.0.0.0';

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['address' => '10.0.0.0'])]

Reproduce it with run seed 42 (property seed -3295080672657694581):

    phpunit --filter 'FormatsTest::testAddressesAreOutsideThePrivateNetwork$' -d pbt.seed=42 %sFormatsTest.php

%sFormatsTest.php:%d

FAILURES!
Tests: 9, Assertions: %d, Failures: 3.
