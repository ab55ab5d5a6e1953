--TEST--
With the test run history recorded, the counterexamples of a falsified property are replayed first the next time, whatever the seed, and forgotten once the property holds
--FILE--
<?php declare(strict_types=1);
$cache = sys_get_temp_dir() . '/pbt-history-' . getmypid();

function run(string $cache, string $arguments, string $environment = ''): string
{
    return (string) shell_exec(
        $environment . ' ' . escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --record-test-run-history --cache-directory ' .
        escapeshellarg($cache) . ' ' . $arguments . ' ' . escapeshellarg(__DIR__ . '/_files/RememberedTest.php') . ' 2>&1',
    );
}

function counterexample(string $output): string
{
    return preg_match('/(Property falsified after \d+ examples?),.*?\n\n    (.*?)\n/s', $output, $match) === 1 ? $match[1] . ': ' . $match[2] : 'not falsified';
}

print counterexample(run($cache, '-d pbt.seed=1')) . "\n";
print counterexample(run($cache, '-d pbt.seed=2 -d pbt.examples=1')) . "\n";
print counterexample(run($cache, '-d pbt.seed=3', 'PBT_FIXTURE_FIXED=1')) . "\n";
print counterexample(run($cache, '-d pbt.seed=2 -d pbt.examples=1')) . "\n";

shell_exec('rm -rf ' . escapeshellarg($cache));
--EXPECTF--
Property falsified after %d example%S: $value = 500000;
Property falsified after 1 example: $value = 500000;
not falsified
not falsified
