--TEST--
Settings that do not exist are PHPUnit warnings that name the closest setting that does: pbt.* INI entries given with PHPUnit's -d or <ini> (PHPUnit only says "Failed to set"), with PHP's own -d or in php.ini (PHP keeps them without a word), and <parameter>s of the extension
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--configuration';
$_SERVER['argv'][] = __DIR__ . '/_files/misspelled-settings/phpunit.xml';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.maximum_shrinking_attempt=5';

require __DIR__ . '/../bootstrap.php';

register_shutdown_function(static function (): void {
    // PHP's own -d and an INI file of its scan directory, which PHP accepts silently.
    $checkout = realpath(__DIR__ . '/../..');
    $php      = sprintf(
        'PHP_INI_SCAN_DIR=%s %s -d pbt.display_property_statitics=1 -d auto_prepend_file=%s %s --no-configuration --do-not-record-test-run-history %s 2>&1',
        escapeshellarg(':' . $checkout . '/target/php-ini:' . __DIR__ . '/_files/misspelled-settings'),
        escapeshellarg(PHP_BINARY),
        escapeshellarg($checkout . '/tools/phpunit-prepend.php'),
        escapeshellarg(getenv('PBT_PHPUNIT') ?: '/usr/bin/phpunit'),
        escapeshellarg(__DIR__ . '/_files/ReverseTest.php'),
    );

    preg_match('/^There were \d PHPUnit test runner warnings:.*?(?=\n\nOK)/ms', (string) shell_exec($php), $warnings);

    print "\n" . $warnings[0] . "\n";
});

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Configuration: %sphpunit.xml

Random Seed:   99

.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There were 5 PHPUnit test runner warnings:

1) Failed to set "pbt.maximum_shrinking_attempt=5": 

2) Failed to set "pbt.exampels=5": 

3) phpunit-pbt has no INI setting "pbt.maximum_shrinking_attempt"; did you mean "pbt.maximum_shrinking_attempts"?

4) phpunit-pbt has no INI setting "pbt.exampels"; did you mean "pbt.examples"?

5) The PHPUnit extension PHPUnit\Framework\PropertyBased\Extension has no parameter "examplesMultiplier": phpunit-pbt is configured with INI settings; did you mean <ini name="pbt.examples_multiplier" value="10"/> in <php>?

OK, but there were issues!
Tests: 1, Assertions: 100, PHPUnit Warnings: 5.

There were 2 PHPUnit test runner warnings:

1) phpunit-pbt has no INI setting "pbt.display_property_statitics" (given with -d to PHP); did you mean "pbt.display_property_statistics"?

2) phpunit-pbt has no INI setting "pbt.exmaples" (set in %stypo.ini); did you mean "pbt.examples"?
