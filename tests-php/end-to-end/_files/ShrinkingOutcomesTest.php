<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class ShrinkingOutcomesTest extends TestCase
{
    use Properties;

    private static int $runs = 0;

    /**
     * @param int<0, 1000> $value
     */
    #[Property]
    public function testFailsOnlyOnce(int $value): void
    {
        $this->assertNotSame(1, self::$runs++);
    }

    /**
     * @param int<0, 1000> $value
     */
    #[Property]
    public function testFailsInEveryOtherRun(int $value): void
    {
        $this->assertTrue($value < 100 || self::$runs++ % 2 === 0);
    }

    /**
     * @param int<0, 10000> $value
     */
    #[Property]
    public function testFailsInTwoWays(int $value): void
    {
        if ($value >= 500) {
            throw new RuntimeException('too large');
        }

        if ($value >= 250) {
            throw new LogicException('large');
        }

        $this->assertTrue(true);
    }

    #[Property]
    public function testOnlyTwoBooleansExist(bool $value): void
    {
        $this->assertIsBool($value);
    }

    #[Property]
    public function testAssumesTooMuch(int $value): void
    {
        $this->assume($value === 7);
    }

    #[Property(examples: 3)]
    public function testRejectsEverything(int $value): void
    {
        $this->assume(false);
    }

    public function testAssumeOutsideAProperty(): void
    {
        $this->assume(true);
    }
}
