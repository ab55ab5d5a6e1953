<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
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

    public static function exitingMap(): ValueGenerator
    {
        return Generators::integers(0, 9)->map(static function (int $value): int {
            if (++self::$calls === 3) {
                exit(0);
            }

            return $value;
        });
    }

    public function testOrdinary(): void
    {
        exit(0);
    }

    public function testOrdinaryWithOutput(): void
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
        if (++self::$calls === 3) {
            exit(0);
        }

        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    public function testExitInAMapClosure(#[ForAll('exitingMap')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    public function testAfterwards(): void
    {
        $this->assertTrue(true);
    }
}
