<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * exit() ends the PHP process wherever a property calls it, as it ends it in any other test.
 */
final class ExitTest extends TestCase
{
    use Properties;

    private static int $calls = 0;

    public static function exitingInTheThirdCall(): ValueGenerator
    {
        return Generators::integers(0, 9)->map(static function (int $value): int {
            if (++self::$calls === 3) {
                exit(0);
            }

            return $value;
        });
    }

    public static function exitingFilter(): ValueGenerator
    {
        return Generators::integers(0, 9)->filter(static function (int $value): bool {
            if (++self::$calls === 3) {
                exit(0);
            }

            return true;
        });
    }

    public static function exitingFlatMap(): ValueGenerator
    {
        return Generators::integers(0, 9)->flatMap(static function (int $value): ValueGenerator {
            if (++self::$calls === 3) {
                exit(0);
            }

            return Generators::constant($value);
        });
    }

    public static function exitingDeferred(): ValueGenerator
    {
        return Generators::deferred(static function (): ValueGenerator {
            exit(0);
        });
    }

    protected function setUp(): void
    {
        if ($this->name() === 'testExitInSetUp' && ++self::$calls === 2) {
            exit(0);
        }
    }

    protected function tearDown(): void
    {
        if ($this->name() === 'testExitInTearDown' && ++self::$calls === 2) {
            exit(0);
        }
    }

    public function testOrdinary(): void
    {
        print 'output before exit';

        exit(0);
    }

    /**
     * @param int<0, 9> $value
     */
    #[Property]
    public function testExitInTheThirdExample(int $value): void
    {
        print 'output before exit';

        if (++self::$calls === 3) {
            exit(0);
        }

        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    public function testExitInAMapClosure(#[ForAll('exitingInTheThirdCall')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    /**
     * @param int<0, 9> $value
     */
    #[Property]
    public function testExitInAClosureOfADrawnValue(int $value): void
    {
        $drawn = $this->draw(self::exitingInTheThirdCall(), 'drawn');

        $this->assertGreaterThanOrEqual(0, $value + $drawn);
    }

    #[Property]
    public function testExitInAFilterClosure(#[ForAll('exitingFilter')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    public function testExitInAFlatMapClosure(#[ForAll('exitingFlatMap')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    public function testExitInADeferredClosure(#[ForAll('exitingDeferred')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    /**
     * @param int<0, 9> $value
     */
    #[Property]
    public function testExitInTearDown(int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    /**
     * @param int<0, 9> $value
     */
    #[Property]
    public function testExitInSetUp(int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    /**
     * @param int<0, 9> $value
     */
    #[Property]
    #[TestWith([5])]
    public function testExitInAnExplicitExample(int $value): void
    {
        die('dying');
    }

    public function testAfterwards(): void
    {
        $this->assertTrue(true);
    }
}
