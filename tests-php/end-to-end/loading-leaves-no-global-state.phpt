--TEST--
Loading phpunit-pbt does not change an ordinary test's outcome: with --static-backup --strict-global-state, tests that autoload classes are not risky
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '--static-backup';
$_SERVER['argv'][] = '--strict-global-state';
$_SERVER['argv'][] = __DIR__ . '/_files/StatelessTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

..                                                                  2 / 2 (100%)

Time: %s, Memory: %s

OK (2 tests, 2 assertions)
