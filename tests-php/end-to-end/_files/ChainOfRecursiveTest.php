<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class ChainOfRecursiveTest extends TestCase
{
    public static function chainOfRecursive(): ValueGenerator
    {
        $generator = Generators::integers(0, 10);

        for ($i = 0; $i < 50000; $i++) {
            $generator = Generators::recursive($generator, static fn (ValueGenerator $self): ValueGenerator => $self, 1);
        }

        return $generator;
    }

    #[Property]
    public function testChainOfRecursive(#[ForAll('chainOfRecursive')] int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    public function testOrdinaryTestAfterIt(): void
    {
        $this->assertTrue(true);
    }
}
