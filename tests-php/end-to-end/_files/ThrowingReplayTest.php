<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * A generator that throws when an example is generated again, after the property was falsified:
 * the property is an error with that exception, and the tests after it still run.
 */
final class ThrowingReplayTest extends TestCase
{
    private static int $calls = 0;

    private static int $flakyCalls = 0;

    private static bool $failed = false;

    private static int $replayCalls = 0;

    /**
     * A constant has no choices, so nothing is shrunk: the falsifying example is generated once,
     * replayed four times, and generated a sixth time for the final replay, where this throws.
     */
    public static function failingInTheFinalReplay(): ValueGenerator
    {
        return Generators::constant(1)->map(static function (int $value): int {
            if (++self::$calls === 6) {
                throw new RuntimeException('The generator failed in call ' . self::$calls);
            }

            return $value;
        });
    }

    /**
     * The same for a property that is flaky: its example is replayed four times without failing.
     */
    public static function failingInTheReplayOfAFlakyProperty(): ValueGenerator
    {
        return Generators::constant(1)->map(static function (int $value): int {
            if (++self::$flakyCalls === 6) {
                throw new RuntimeException('The generator of the flaky property failed in call ' . self::$flakyCalls);
            }

            return $value;
        });
    }

    #[Property]
    public function testFlaky(#[ForAll('failingInTheReplayOfAFlakyProperty')] int $value): void
    {
        $failed       = self::$failed;
        self::$failed = true;

        $this->assertTrue($failed);
    }

    #[Property]
    public function testFalsified(#[ForAll('failingInTheFinalReplay')] int $value): void
    {
        $this->assertSame(0, $value);
    }

    /**
     * The same for the first of the four replays before shrinking.
     */
    public static function failingInTheFirstReplay(): ValueGenerator
    {
        return Generators::constant(1)->map(static function (int $value): int {
            if (++self::$replayCalls === 2) {
                throw new RuntimeException('The generator failed in call ' . self::$replayCalls . ', the first replay');
            }

            return $value;
        });
    }

    #[Property]
    public function testFalsifiedAndReplayed(#[ForAll('failingInTheFirstReplay')] int $value): void
    {
        $this->assertSame(0, $value);
    }

    public function testAfterwards(): void
    {
        $this->assertTrue(true);
    }
}
