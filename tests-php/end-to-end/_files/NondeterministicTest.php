<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class NondeterministicTest extends TestCase
{
    private static int $calls = 0;

    /**
     * The range of the second value depends on how often the closure was called, not on the
     * choices: the same choices do not give the same values.
     */
    public static function drifting(): ValueGenerator
    {
        return Generators::integers(0, 3)->flatMap(static fn (int $n): ValueGenerator => Generators::integers(0, $n + self::$calls++ % 3));
    }

    #[Property]
    public function testDrifting(#[ForAll('drifting')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }
}
