<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class DeepValuesTest extends TestCase
{
    public static function selfReferencingConstant(): ValueGenerator
    {
        $array   = [1];
        $array[] = &$array;

        return Generators::constant($array);
    }

    public static function selfReferencingElement(): ValueGenerator
    {
        $array   = [1];
        $array[] = &$array;

        return Generators::elements(0, $array);
    }

    public static function deeplyNestedConstant(): ValueGenerator
    {
        return Generators::constant(self::nested(20000));
    }

    public static function chainOfMaps(): ValueGenerator
    {
        $generator = Generators::integers(0, 10);

        for ($i = 0; $i < 50000; $i++) {
            $generator = $generator->map(static fn (int $value): int => $value);
        }

        return $generator;
    }

    public static function selfReferencingMapped(): ValueGenerator
    {
        return Generators::integers(0, 3)->map(static function (int $value): array {
            $array   = [$value];
            $array[] = &$array;

            return $array;
        });
    }

    public static function deeplyNestedMapped(): ValueGenerator
    {
        return Generators::integers(0, 3)->map(static fn (int $value): array => [$value, self::nested(2000)]);
    }

    #[Property]
    public function testSelfReferencingConstant(#[ForAll('selfReferencingConstant')] array $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testSelfReferencingElement(#[ForAll('selfReferencingElement')] mixed $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testDeeplyNestedConstant(#[ForAll('deeplyNestedConstant')] array $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testChainOfMaps(#[ForAll('chainOfMaps')] int $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testSelfReferencingMapped(#[ForAll('selfReferencingMapped')] array $value): void
    {
        $this->assertLessThan(2, $value[0]);
    }

    #[Property]
    public function testDeeplyNestedMapped(#[ForAll('deeplyNestedMapped')] array $value): void
    {
        $this->assertLessThan(2, $value[0]);
    }

    /**
     * @param list<list<int>> $value
     */
    #[Property]
    #[TestWith([[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]])]
    public function testDeeplyNestedExplicitExample(array $value): void
    {
        $this->assertCount(0, $value);
    }

    public function testOrdinaryTestAfterThem(): void
    {
        $this->assertTrue(true);
    }

    private static function nested(int $levels): array
    {
        $array = [];

        for ($i = 0; $i < $levels; $i++) {
            $array = [$array];
        }

        return $array;
    }
}
