<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

/**
 * What finished tests leave on PHP's heap, for finished-properties-retain-nothing.phpt and
 * `make bench-memory`. Writes a test class with $count properties, $count ordinary tests with
 * the same body and a last test that prints the heap after collecting garbage cycles, and runs
 * PHPUnit on it four times with --filter: one property, all properties, one ordinary test, all
 * ordinary tests. PHPUnit releases each test once it has run, and every method is compiled in
 * every run, so the differences between the runs are what the tests retained.
 *
 * @return array{property: float, ordinary: float} the bytes each property and each ordinary test retained
 */
function retainedHeapPerTest(int $count, int $examples): array
{
    $directory = sys_get_temp_dir() . '/pbt-retained-heap-' . getmypid();
    $file      = $directory . '/RetainedHeapTest.php';
    $methods   = '';

    for ($i = 1; $i <= $count; $i++) {
        $methods .= sprintf("    /** @param list<string> \$words */\n    #[Property]\n    public function testProperty%04d(array \$words, int \$n): void\n    {\n        \$this->assertIsList(\$words);\n    }\n\n", $i);
    }

    for ($i = 1; $i <= $count; $i++) {
        $methods .= sprintf("    public function testOrdinary%04d(): void\n    {\n        \$this->assertIsList(['a']);\n    }\n\n", $i);
    }

    @mkdir($directory);
    file_put_contents($file, <<<PHP
        <?php declare(strict_types=1);
        use PHPUnit\\Framework\\Attributes\\Property;
        use PHPUnit\\Framework\\TestCase;

        final class RetainedHeapTest extends TestCase
        {
        {$methods}    public function testRetainedHeap(): void
            {
                gc_collect_cycles();

                fwrite(STDERR, 'heap after the tests: ' . memory_get_usage() . "\\n");

                \$this->assertTrue(true);
            }
        }
        PHP);

    $heap = static function (string $filter) use ($file, $examples): int {
        $output = (string) shell_exec(
            escapeshellarg(__DIR__ . '/../../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=1 -d pbt.examples=' . $examples .
            ' --filter ' . escapeshellarg('/' . $filter . '|testRetainedHeap/') . ' ' . escapeshellarg($file) . ' 2>&1',
        );

        if (preg_match('/heap after the tests: (\d+)/', $output, $match) !== 1) {
            throw new RuntimeException('The run of ' . $filter . " printed no heap:\n" . $output);
        }

        return (int) $match[1];
    };

    try {
        return [
            'property' => ($heap('testProperty') - $heap('testProperty0001$')) / ($count - 1),
            'ordinary' => ($heap('testOrdinary') - $heap('testOrdinary0001$')) / ($count - 1),
        ];
    } finally {
        shell_exec('rm -rf ' . escapeshellarg($directory));
    }
}
