<?php declare(strict_types=1);
/*
 * `make bench-memory`: whether peak memory depends on the number of examples. One property of
 * rich values; at the end of the run the process prints its peak resident set size (VmHWM,
 * which counts the extension's Rust allocations that memory_get_peak_usage() cannot see) and
 * PHP's peak heap. `make bench-memory` runs it with 10,000 and with 100,000 examples.
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class RichValuesMemoryTest extends TestCase
{
    private static bool $registered = false;

    /**
     * @param list<array{a: string, b: list<int>, c: float}> $records
     */
    #[Property]
    public function testRichValues(array $records): void
    {
        if (!self::$registered) {
            self::$registered = true;
            register_shutdown_function(self::printPeak(...));
        }

        $this->assertIsList($records);
    }

    private static function printPeak(): void
    {
        preg_match('/VmHWM:\s+(\d+)/', (string) file_get_contents('/proc/self/status'), $matches);

        fwrite(STDERR, sprintf(
            "rich values, %s examples: peak resident %6d kB, peak PHP heap %6d kB\n",
            ini_get('pbt.examples'),
            (int) $matches[1],
            memory_get_peak_usage() >> 10,
        ));
    }
}
