<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * Generators whose values depend on something besides the choices, as they do when a closure
 * calls mt_rand(), random_int() or time(): the same choices do not give the same values.
 */
final class UnstableValuesTest extends TestCase
{
    private static int $calls = 0;

    private static int $alternating = 0;

    /**
     * 0, then 1, 2, 3, ... from the same (no) choices.
     */
    public static function counting(): ValueGenerator
    {
        return Generators::constant(0)->map(static fn (int $zero): int => self::$calls++);
    }

    /**
     * 0, 1, 0, 1, ... from the same (no) choices.
     */
    public static function alternating(): ValueGenerator
    {
        return Generators::constant(0)->map(static fn (int $zero): int => self::$alternating++ % 2);
    }

    /**
     * Falsified by its first example, whose value no replay generates again.
     */
    #[Property]
    public function testNeverGeneratedAgain(#[ForAll('counting')] int $value): void
    {
        $this->assertNotSame(0, $value);
    }

    /**
     * Falsified by 0, which every other replay generates again, and falsifies again; the final
     * replay generates 1.
     */
    #[Property]
    public function testSometimesGeneratedAgain(#[ForAll('alternating')] int $value): void
    {
        $this->assertNotSame(0, $value);
    }
}
