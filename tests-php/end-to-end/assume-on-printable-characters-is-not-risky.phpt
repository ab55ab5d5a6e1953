--TEST--
An assume() that keeps two printable characters of code points 0-127 is not risky: most characters drawn are not control characters
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.display_property_statistics=1';
$_SERVER['argv'][] = '--filter';
$_SERVER['argv'][] = 'testAssumeTwoPrintableCharacters';
$_SERVER['argv'][] = __DIR__ . '/_files/TypicalPropertiesTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.                                                                   1 / 1 (100%)

Statistics of the properties:

1) TypicalPropertiesTest::testAssumeTwoPrintableCharacters
100 examples checked, 149 rejected


Time: %s, Memory: %s

OK (1 test, 100 assertions)
Exit code: 0
