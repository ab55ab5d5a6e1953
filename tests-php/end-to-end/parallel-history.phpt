--TEST--
Four PHPUnit processes that falsify different properties at the same time and record the same test run history keep every counterexample, and all four are replayed first the next time
--FILE--
<?php declare(strict_types=1);
$cache   = sys_get_temp_dir() . '/pbt-parallel-history-' . getmypid();
$phpunit = __DIR__ . '/../../bin/phpunit';
$fixture = __DIR__ . '/_files/ParallelHistoryTest.php';

$processes = [];

foreach (['testFirst', 'testSecond', 'testThird', 'testFourth'] as $property) {
    $processes[$property] = proc_open(
        [$phpunit, '--no-configuration', '--record-test-run-history', '--cache-directory', $cache, '-d', 'pbt.seed=1', '--filter', $property, $fixture],
        [1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']],
        $pipes,
    );
}

foreach ($processes as $property => $process) {
    print $property . ' exited with ' . proc_close($process) . "\n";
}

$remembered = json_decode((string) file_get_contents(glob($cache . '/*.counterexamples.json')[0]), true);
ksort($remembered);

foreach ($remembered as $testId => $sequences) {
    print 'remembered: ' . $testId . "\n";
}

$output = (string) shell_exec(
    'PBT_FIXTURE_EXACT=1 ' . escapeshellarg($phpunit) . ' --no-configuration --record-test-run-history --cache-directory ' . escapeshellarg($cache) .
    ' -d pbt.seed=2 -d pbt.examples=1 ' . escapeshellarg($fixture) . ' 2>&1',
);

preg_match_all('/\d\) (ParallelHistoryTest::\w+)\n.*?(Property falsified after \d+ examples?),.*?\n\n    (.*?)\n/s', $output, $matches, PREG_SET_ORDER);

foreach ($matches as [, $test, $falsified, $counterexample]) {
    print $test . ': ' . $falsified . ': ' . $counterexample . "\n";
}

shell_exec('rm -rf ' . escapeshellarg($cache));
--EXPECT--
testFirst exited with 1
testSecond exited with 1
testThird exited with 1
testFourth exited with 1
remembered: ParallelHistoryTest::testFirst
remembered: ParallelHistoryTest::testFourth
remembered: ParallelHistoryTest::testSecond
remembered: ParallelHistoryTest::testThird
ParallelHistoryTest::testFirst: Property falsified after 1 example: $value = 100000;
ParallelHistoryTest::testSecond: Property falsified after 1 example: $value = 200000;
ParallelHistoryTest::testThird: Property falsified after 1 example: $value = 300000;
ParallelHistoryTest::testFourth: Property falsified after 1 example: $value = 400000;
