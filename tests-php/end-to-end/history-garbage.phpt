--TEST--
A file of remembered counterexamples that holds garbage, or JSON of another structure, is reported with a PHPUnit warning that names it and what is wrong, and set aside as *.corrupt; the property is checked as if nothing was remembered
--FILE--
<?php declare(strict_types=1);
$cache = sys_get_temp_dir() . '/pbt-history-garbage-' . getmypid();
$file  = $cache . '/test-run-history.counterexamples.json';

function run(string $cache): string
{
    exec(
        escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --record-test-run-history --cache-directory ' . escapeshellarg($cache) .
        ' -d pbt.seed=1 -d pbt.examples=3 ' . escapeshellarg(__DIR__ . '/_files/ReverseTest.php') . ' 2>&1',
        $output,
        $status,
    );

    return str_replace($cache, '<cache>', implode("\n", $output)) . "\nexit status " . $status . "\n";
}

mkdir($cache);
$garbage = "\x89PNG\r\n\x1a\n\x00\xff\xfe garbage";
file_put_contents($file, $garbage);

print run($cache);
print 'set aside: ' . (file_get_contents($file . '.corrupt') === $garbage ? 'the garbage' : 'something else') . "\n";

file_put_contents($file, '{"ReverseTest::testReversingTwiceIsIdentity": [[1, 2], "three"]}');
preg_match('/^1\) The remembered .*$/m', run($cache), $warning);
print $warning[0] . "\n";

shell_exec('rm -rf ' . escapeshellarg($cache));
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   1

.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 PHPUnit test runner warning:

1) The remembered counterexamples in <cache>/test-run-history.counterexamples.json cannot be read, because it is not valid JSON (Malformed UTF-8 characters, possibly incorrectly encoded); the file was set aside as <cache>/test-run-history.counterexamples.json.corrupt and a new one is started

OK, but there were issues!
Tests: 1, Assertions: 3, PHPUnit Warnings: 1.
exit status 1
set aside: the garbage
1) The remembered counterexamples in <cache>/test-run-history.counterexamples.json cannot be read, because a counterexample of ReverseTest::testReversingTwiceIsIdentity is not a list of integers; the file was set aside as <cache>/test-run-history.counterexamples.json.corrupt and a new one is started
