<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class Percentage
{
    /**
     * @param int<0, 100>> $value
     */
    public function __construct(public int $value)
    {
    }
}

final class UnparsableDocTypeTest extends TestCase
{
    public static function small(): ValueGenerator
    {
        return Generators::integers(0, 10);
    }

    /**
     * @param int<0, 10>> $value the value
     */
    #[Property]
    public function testExtraClosingBracket(int $value): void
    {
        $this->assertTrue(true);
    }

    /**
     * @param int<1, $value
     */
    #[Property]
    public function testUnclosedRange(int $value): void
    {
        $this->assertTrue(true);
    }

    /**
     * @param array<int $values
     */
    #[Property]
    public function testUnclosedArray(array $values): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testUnparsableConstructorType(Percentage $percentage): void
    {
        $this->assertTrue(true);
    }

    /**
     * The type is not derived, so the doc comment does not matter (proposal 4.1).
     *
     * @param int<0, 10>> $value
     */
    #[Property]
    public function testExplicitGeneratorIgnoresTheType(#[ForAll('small')] int $value): void
    {
        $this->assertLessThanOrEqual(10, $value);
    }

    public function testOrdinaryTestAfterThem(): void
    {
        $this->assertTrue(true);
    }
}
