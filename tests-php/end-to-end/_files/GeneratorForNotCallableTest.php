<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\GeneratorFor;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class GeneratorForNotCallableTest extends TestCase
{
    #[GeneratorFor(DateTimeZone::class)]
    private static function zones(): ValueGenerator
    {
        return Generators::constant(new DateTimeZone('UTC'));
    }

    #[Property]
    public function testZone(int $value): void
    {
    }
}
