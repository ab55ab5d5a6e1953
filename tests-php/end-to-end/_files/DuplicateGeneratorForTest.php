<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\GeneratorFor;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class DuplicateGeneratorForTest extends TestCase
{
    #[GeneratorFor(DateTimeZone::class)]
    public static function utc(): ValueGenerator
    {
        return Generators::constant(new DateTimeZone('UTC'));
    }

    #[GeneratorFor(DateTimeZone::class)]
    public static function berlin(): ValueGenerator
    {
        return Generators::constant(new DateTimeZone('Europe/Berlin'));
    }

    #[GeneratorFor(DateTimeImmutable::class)]
    private static function notPublic(): ValueGenerator
    {
        return Generators::constant(new DateTimeImmutable);
    }

    #[Property]
    public function testZone(DateTimeZone $zone): void
    {
    }
}
