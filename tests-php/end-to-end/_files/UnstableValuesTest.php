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

    private static int $flakyAlternating = 0;

    private static bool $failed = false;

    private static int $filterCalls = 0;

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
     * 0, 1, 0, 1, ... from the same (no) choices, for a property that fails only once.
     */
    public static function flakyAlternating(): ValueGenerator
    {
        return Generators::constant(0)->map(static fn (int $zero): int => self::$flakyAlternating++ % 2);
    }

    /**
     * Accepts the first five values only: the final replay of the counterexample is rejected.
     */
    public static function acceptingFiveValues(): ValueGenerator
    {
        return Generators::constant(0)->filter(static fn (int $zero): bool => ++self::$filterCalls <= 5);
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

    /**
     * Falsified by 0 once, not again by the replays that generate 0 again: flaky, reported with
     * the value it was falsified by, not with the value of its final replay.
     */
    #[Property]
    public function testFlaky(#[ForAll('flakyAlternating')] int $value): void
    {
        $failed       = self::$failed;
        self::$failed = true;

        $this->assertTrue($failed);
    }

    /**
     * Falsified by every example, whose final replay is rejected by the filter.
     */
    #[Property]
    public function testFinalReplayRejected(#[ForAll('acceptingFiveValues')] int $value): void
    {
        $this->assertSame(1, $value);
    }
}
