--TEST--
A truncated file of remembered counterexamples is reported with a PHPUnit warning that names it and what is wrong, set aside as *.corrupt, and the run goes on and starts a new one
--FILE--
<?php declare(strict_types=1);
$cache = sys_get_temp_dir() . '/pbt-history-truncated-' . getmypid();

function run(string $cache, string $seed): string
{
    exec(
        escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --record-test-run-history --cache-directory ' . escapeshellarg($cache) .
        ' -d pbt.seed=' . $seed . ' ' . escapeshellarg(__DIR__ . '/_files/RememberedTest.php') . ' 2>&1',
        $output,
        $status,
    );

    return str_replace($cache, '<cache>', implode("\n", $output)) . "\nexit status " . $status . "\n";
}

run($cache, '1');
$file = glob($cache . '/*.counterexamples.json')[0];
$json = (string) file_get_contents($file);
file_put_contents($file, substr($json, 0, intdiv(strlen($json), 2)));

print run($cache, '2');
print 'set aside: ' . (file_get_contents($file . '.corrupt') === substr($json, 0, intdiv(strlen($json), 2)) ? 'the truncated file' : 'something else') . "\n";
print 'remembered again: ' . implode(', ', array_keys(json_decode((string) file_get_contents($file), true))) . "\n";

shell_exec('rm -rf ' . escapeshellarg($cache));
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   2

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 PHPUnit test runner warning:

1) The remembered counterexamples in <cache>/test-run-history.counterexamples.json cannot be read, because it is truncated: its JSON ends before its last value is complete; the file was set aside as <cache>/test-run-history.counterexamples.json.corrupt and a new one is started

--

There was 1 failure:

1) RememberedTest::testValuesAreSmall
Failed asserting that 500000 is less than 500000.

Property falsified after 2 examples, counterexample shrunk in 14 steps:

    $value = 500000;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['value' => 500000])]

Reproduce it with run seed 2 (property seed 8136837424916366099):

    phpunit --filter 'RememberedTest::testValuesAreSmall$' -d pbt.seed=2 %sRememberedTest.php

%sRememberedTest.php:%d

FAILURES!
Tests: 1, Assertions: 3, Failures: 1, PHPUnit Warnings: 1.
exit status 1
set aside: the truncated file
remembered again: RememberedTest::testValuesAreSmall
