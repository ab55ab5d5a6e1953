--TEST--
--teamcity reports a property with explicit examples as one test
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--teamcity';
$_SERVER['argv'][] = __DIR__ . '/_files/SelectionTest.php';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

##teamcity[testCount count='2' flowId='%d']
##teamcity[testSuiteStarted name='SelectionTest' locationHint='php_qn://%sSelectionTest.php::\SelectionTest' flowId='%d']
##teamcity[testSuiteStarted name='SelectionTest::testValuesAreNotNegative' locationHint='php_qn://%sSelectionTest.php::\SelectionTest::testValuesAreNotNegative' flowId='%d']
##teamcity[testStarted name='testValuesAreNotNegative' locationHint='php_qn://%sSelectionTest.php::\SelectionTest::testValuesAreNotNegative' flowId='%d']
testValuesAreNotNegative ran
##teamcity[testFinished name='testValuesAreNotNegative' duration='%d' flowId='%d']
##teamcity[testSuiteFinished name='SelectionTest::testValuesAreNotNegative' flowId='%d']
##teamcity[testStarted name='testOrdinary' locationHint='php_qn://%sSelectionTest.php::\SelectionTest::testOrdinary' flowId='%d']
##teamcity[testFinished name='testOrdinary' duration='%d' flowId='%d']
##teamcity[testSuiteFinished name='SelectionTest' flowId='%d']
Time: %s, Memory: %s

OK (2 tests, 13 assertions)
Exit code: 0
