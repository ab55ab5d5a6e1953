<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class ThrowingDrawTest extends TestCase
{
    use Properties;

    #[Property]
    public function testGeneratorThrowsInTheFirstDraw(): void
    {
        $value = $this->draw(Generators::integers(0, 10)->map(static function (int $value): int {
            throw new RuntimeException('no value for ' . $value);
        }));

        $this->assertIsInt($value);
    }

    #[Property]
    public function testGeneratorThrowsInALaterDraw(): void
    {
        $size  = $this->draw(Generators::integers(1, 10), 'size');
        $items = $this->draw(Generators::lists(Generators::integers(), $size, $size), 'items');
        $index = $this->draw(Generators::integers(0, 10)->filter(static function (int $index) use ($items): bool {
            if ($index >= count($items)) {
                throw new OutOfRangeException('no item at ' . $index);
            }

            return true;
        }), 'index');

        $this->assertIsInt($items[$index]);
    }

    public function testOrdinaryTestAfterThem(): void
    {
        $this->assertTrue(true);
    }
}
