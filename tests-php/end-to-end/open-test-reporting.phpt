--TEST--
Open Test Reporting gives the counterexample, the explicit example to paste and the command line that reproduces the property as the reason for its failure and in its throwable
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--log-otr';
$_SERVER['argv'][] = $log = sys_get_temp_dir() . '/phpunit-pbt-otr-' . getmypid() . '.xml';
$_SERVER['argv'][] = '--no-output';
$_SERVER['argv'][] = __DIR__ . '/_files/NonNegativeTest.php';

require __DIR__ . '/../bootstrap.php';

register_shutdown_function(static function () use ($log): void {
    preg_match('{<result status="FAILED">.*?</result>}s', file_get_contents($log), $result);
    print $result[0] . "\n";
    unlink($log);
});

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
<result status="FAILED">
   <reason>Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified after 3 examples, counterexample shrunk in %d steps:

    $numbers = [-1];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['numbers' =&gt; [-1]])]

Reproduce it with run seed 42 (property seed 3148223890418856083):

    phpunit --filter 'NonNegativeTest::testAllNumbersAreNonNegative$' -d pbt.seed=42 %sNonNegativeTest.php
</reason>
   <phpunit:throwable type="PHPUnit\Framework\ExpectationFailedException" assertionError="true"><![CDATA[Failed asserting that -1 is equal to 0 or is greater than 0.

Property falsified after 3 examples, counterexample shrunk in %d steps:

    $numbers = [-1];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['numbers' => [-1]])]

Reproduce it with run seed 42 (property seed 3148223890418856083):

    phpunit --filter 'NonNegativeTest::testAllNumbersAreNonNegative$' -d pbt.seed=42 %sNonNegativeTest.php

%sNonNegativeTest.php:14
]]></phpunit:throwable>
  </result>
