<?php declare(strict_types=1);
/*
 * `make bench-memory`: whether memory grows per example. Two identical
 * properties run one after the other; each prints the process's resident set
 * size (VmRSS, which counts the extension's Rust allocations that
 * memory_get_usage() cannot see) every 5,000 examples.
 *
 * The first property grows by the data tree of tried examples until the tree
 * reaches its budget (16 MiB, src/engine/tree.rs), then stays flat. The second
 * one reuses the memory the first one freed, so its resident size stays flat
 * unless something leaks per example.
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class MemoryTest extends TestCase
{
    private static int $examples = 0;

    /**
     * @param list<string>       $words
     * @param array<string, int> $counts
     */
    #[Property]
    public function testFirstProperty(array $words, array $counts, float $ratio): void
    {
        $this->report('first');
        $this->assertIsArray($words);
    }

    /**
     * @param list<string>       $words
     * @param array<string, int> $counts
     */
    #[Property]
    public function testSecondProperty(array $words, array $counts, float $ratio): void
    {
        $this->report('second');
        $this->assertIsArray($words);
    }

    private function report(string $property): void
    {
        if (++self::$examples % 5000 !== 0) {
            return;
        }

        preg_match('/VmRSS:\s+(\d+)/', (string) file_get_contents('/proc/self/status'), $matches);

        fwrite(STDERR, sprintf(
            "%-6s property, %6d examples in all: resident %6d kB, PHP heap %6d kB\n",
            $property,
            self::$examples,
            (int) $matches[1],
            memory_get_usage() >> 10,
        ));
    }
}
