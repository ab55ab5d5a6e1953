--TEST--
TeamCity reports a falsified property with PHPUnit's message in "message" and the counterexample, the explicit example to paste and the command line that reproduces it in "details"; a flaky property has the first line of its error as the message
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--teamcity';
$_SERVER['argv'][] = __DIR__ . '/_files/NonNegativeTest.php';

require __DIR__ . '/../bootstrap.php';

register_shutdown_function(static function (): void {
    $output = (string) shell_exec(
        escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=42 --teamcity --filter testFailsOnlyOnce ' .
        escapeshellarg(__DIR__ . '/_files/ShrinkingOutcomesTest.php') . ' 2>&1',
    );

    preg_match('/^##teamcity\[testFailed .*$/m', $output, $failed);

    print "\n" . $failed[0] . "\n";
});

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

##teamcity[testCount count='1' flowId='%d']
##teamcity[testSuiteStarted name='NonNegativeTest' locationHint='php_qn://%sNonNegativeTest.php::\NonNegativeTest' flowId='%d']
##teamcity[testSuiteStarted name='NonNegativeTest::testAllNumbersAreNonNegative' locationHint='php_qn://%sNonNegativeTest.php::\NonNegativeTest::testAllNumbersAreNonNegative' flowId='%d']
##teamcity[testStarted name='testAllNumbersAreNonNegative' locationHint='php_qn://%sNonNegativeTest.php::\NonNegativeTest::testAllNumbersAreNonNegative' flowId='%d']
##teamcity[testFailed name='testAllNumbersAreNonNegative' message='Failed asserting that -1 is equal to 0 or is greater than 0.' details='Property falsified after 3 examples, counterexample shrunk in %d steps:|n|n    $numbers = |[-1|];|n|nKeep this counterexample as an explicit example above the method:|n|n    #|[\PHPUnit\Framework\Attributes\TestWith(|[|'numbers|' => |[-1|]|])|]|n|nReproduce it with run seed 42 (property seed 3148223890418856083):|n|n    phpunit --filter |'NonNegativeTest::testAllNumbersAreNonNegative$|' -d pbt.seed=42 %sNonNegativeTest.php|n|n%sNonNegativeTest.php:14|n' duration='%d' flowId='%d']
##teamcity[testFinished name='testAllNumbersAreNonNegative' duration='%d' flowId='%d']
##teamcity[testSuiteFinished name='NonNegativeTest::testAllNumbersAreNonNegative' flowId='%d']
##teamcity[testSuiteFinished name='NonNegativeTest' flowId='%d']
Time: %s, Memory: %s

There was 1 failure:

1) NonNegativeTest::testAllNumbersAreNonNegative
Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified after 3 examples, counterexample shrunk in %d steps:

    $numbers = [-1];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['numbers' => [-1]])]

Reproduce it with run seed 42 (property seed 3148223890418856083):

    phpunit --filter 'NonNegativeTest::testAllNumbersAreNonNegative$' -d pbt.seed=42 %sNonNegativeTest.php

%sNonNegativeTest.php:14

FAILURES!
Tests: 1, Assertions: %d, Failures: 1.

##teamcity[testFailed name='testFailsOnlyOnce' message='PHPUnit\Framework\PropertyBased\Exception\FlakyProperty: Property falsified after 2 examples, counterexample not shrunk:' details='    $value = %d;|n|nThe example that falsified the property did not falsify it again in 4 replays.|n|nReproduce it with run seed 42 (property seed 7608545007584598248):|n|n    phpunit --filter |'ShrinkingOutcomesTest::testFailsOnlyOnce$|' -d pbt.seed=42 %sShrinkingOutcomesTest.php|n|nCaused by|nFailed asserting that 1 is not identical to 1.|n|n%sShrinkingOutcomesTest.php:18|n' duration='%d' flowId='%d']
