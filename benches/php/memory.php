<?php declare(strict_types=1);
/*
 * `make bench-memory`: whether memory depends on the number of examples or of properties.
 *
 * 1. MemoryTest: two identical properties of 20,000 examples, one after the other, print the
 *    resident size every 5,000 examples.
 * 2. RichValuesMemoryTest: a property of list<array{a: string, b: list<int>, c: float}> with
 *    10,000 and with 100,000 examples, each in its own process, prints its peak resident size.
 * 3. retainedHeapPerTest(): what 1,000 finished properties and 1,000 ordinary tests, each in
 *    a file of its own, leave on PHP's heap.
 */
require __DIR__ . '/../../tests-php/end-to-end/_files/retained-heap.php';

$phpunit = escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=1';

// PHPUnit's own output goes away; the tests print their figures to standard error.
passthru($phpunit . ' -d pbt.examples=20000 ' . escapeshellarg(__DIR__ . '/MemoryTest.php') . ' > /dev/null');

$peaks = [];

foreach ([10000, 100000] as $examples) {
    $output = (string) shell_exec($phpunit . ' -d pbt.examples=' . $examples . ' ' . escapeshellarg(__DIR__ . '/RichValuesMemoryTest.php') . ' 2>&1 > /dev/null');

    print $output;

    if (preg_match('/peak resident\s+(\d+) kB/', $output, $match) !== 1) {
        fwrite(STDERR, "no peak resident memory in the run of {$examples} examples (above)\n");

        exit(1);
    }

    $peaks[$examples] = (int) $match[1];
}

printf("rich values: 100,000 examples peak at %.1f%% of 10,000 examples\n", 100 * $peaks[100000] / $peaks[10000]);

$retained = retainedHeapPerTest(1000, 10);

printf(
    "1,000 finished tests, each in a file of its own, retain on PHP's heap: properties %.2f MB (%.0f bytes each), ordinary tests %.2f MB (%.0f bytes each)\n",
    $retained['property'] * 1000 / 1e6,
    $retained['property'],
    $retained['ordinary'] * 1000 / 1e6,
    $retained['ordinary'],
);
