<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * Trees built by hand with deferred(): only `recursive: true` keeps them small, the deeper the
 * fewer children (proposal 5.3), without objects() or recursive() counting the levels.
 */
final class RecursiveFlagsTest extends TestCase
{
    /**
     * @var array<string, list<int>>
     */
    private static array $sizes = [];

    /**
     * @return ValueGenerator<list<mixed>>
     */
    public static function listTrees(): ValueGenerator
    {
        return Generators::lists(Generators::deferred(self::listTrees(...)), recursive: true);
    }

    /**
     * @return ValueGenerator<array<string, mixed>>
     */
    public static function arrayTrees(): ValueGenerator
    {
        return Generators::arrays(Generators::strings('ab', 1, 3), Generators::deferred(self::arrayTrees(...)), recursive: true);
    }

    /**
     * @return ValueGenerator<?array{list<int>, mixed}>
     */
    public static function chains(): ValueGenerator
    {
        return Generators::nullable(Generators::tuples(Generators::integers(0, 9), Generators::deferred(self::chains(...))), recursive: true);
    }

    #[Property(examples: 200)]
    public function testRecursiveListsStaySmall(#[ForAll('listTrees')] array $tree): void
    {
        $this->record('lists', $tree);
    }

    #[Property(examples: 200)]
    public function testRecursiveArraysStaySmall(#[ForAll('arrayTrees')] array $tree): void
    {
        $this->record('arrays', $tree);
    }

    #[Property(examples: 200)]
    public function testRecursiveNullablesStaySmall(#[ForAll('chains')] ?array $tree): void
    {
        $this->record('nullable', $tree);
    }

    public static function tearDownAfterClass(): void
    {
        foreach (self::$sizes as $generator => $sizes) {
            print sprintf("%s: largest below 100 %s, mean below 20 %s\n", $generator, max($sizes) < 100 ? 'yes' : 'no', array_sum($sizes) / count($sizes) < 20 ? 'yes' : 'no');
        }
    }

    private function record(string $generator, mixed $value): void
    {
        self::$sizes[$generator][] = self::nodes($value);
        $this->assertTrue(true);
    }

    private static function nodes(mixed $value): int
    {
        if (!is_array($value)) {
            return 1;
        }

        return array_sum(array_map(self::nodes(...), $value)) + 1;
    }
}
