<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

/**
 * What finished tests leave on PHP's heap, for finished-properties-retain-nothing.phpt and
 * `make bench-memory`. Writes $count test classes of one property each, $count test classes of
 * one ordinary test with the same body, each in a file of its own, and a last test that prints
 * the heap after collecting garbage cycles, and runs PHPUnit on them four times with --filter:
 * one property, all properties, one ordinary test, all ordinary tests. PHPUnit releases each
 * test once it has run, and loads every file in every run, so the differences between the runs
 * are what the tests retained.
 *
 * @return array{property: float, ordinary: float} the bytes each property and each ordinary test retained
 */
function retainedHeapPerTest(int $count, int $examples): array
{
    $directory = sys_get_temp_dir() . '/pbt-retained-heap-' . getmypid();
    $header    = "<?php declare(strict_types=1);\nuse PHPUnit\\Framework\\Attributes\\Property;\nuse PHPUnit\\Framework\\TestCase;\n\n";

    @mkdir($directory);

    for ($i = 1; $i <= $count; $i++) {
        file_put_contents(sprintf('%s/Property%04dTest.php', $directory, $i), $header . sprintf(<<<'PHP'
            final class Property%04dTest extends TestCase
            {
                /**
                 * @param list<string> $words
                 */
                #[Property]
                public function testProperty(array $words, int $n): void
                {
                    $this->assertIsList($words);
                }
            }

            PHP, $i));

        file_put_contents(sprintf('%s/Ordinary%04dTest.php', $directory, $i), $header . sprintf(<<<'PHP'
            final class Ordinary%04dTest extends TestCase
            {
                public function testOrdinary(): void
                {
                    $this->assertIsList(['a']);
                }
            }

            PHP, $i));
    }

    // The files run in the order of their names: this one last.
    file_put_contents($directory . '/ZzzRetainedHeapTest.php', $header . <<<'PHP'
        final class ZzzRetainedHeapTest extends TestCase
        {
            public function testRetainedHeap(): void
            {
                gc_collect_cycles();

                fwrite(STDERR, 'heap after the tests: ' . memory_get_usage() . "\n");

                $this->assertTrue(true);
            }
        }

        PHP);

    $heap = static function (string $filter) use ($directory, $examples): int {
        $output = (string) shell_exec(
            escapeshellarg(__DIR__ . '/../../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=1 -d pbt.examples=' . $examples .
            ' --filter ' . escapeshellarg('/^(' . $filter . '|ZzzRetainedHeapTest)::/') . ' ' . escapeshellarg($directory) . ' 2>&1',
        );

        if (preg_match('/heap after the tests: (\d+)/', $output, $match) !== 1) {
            throw new RuntimeException('The run of ' . $filter . " printed no heap:\n" . $output);
        }

        return (int) $match[1];
    };

    try {
        return [
            'property' => ($heap('Property\d+Test') - $heap('Property0001Test')) / ($count - 1),
            'ordinary' => ($heap('Ordinary\d+Test') - $heap('Ordinary0001Test')) / ($count - 1),
        ];
    } finally {
        shell_exec('rm -rf ' . escapeshellarg($directory));
    }
}
