<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * A storage whose valid() throws: sebastian/exporter, which the package's exporter uses for such
 * objects, calls it; serialize() does not.
 */
final class ThrowingStorage extends SplObjectStorage
{
    public function valid(): bool
    {
        throw new RuntimeException('valid() cannot be called');
    }
}

/**
 * A storage whose valid() calls exit().
 */
final class ExitingStorage extends SplObjectStorage
{
    public function valid(): bool
    {
        exit(0);
    }
}

/**
 * What a value's export throws is not the property's failure; exit() while a value is exported
 * ends the PHP process, as it does in the property itself.
 */
final class ExportFailureTest extends TestCase
{
    public static function throwingStorages(): ValueGenerator
    {
        return Generators::integers(0, 9)->map(static fn (int $value): ThrowingStorage => new ThrowingStorage);
    }

    public static function exitingStorages(): ValueGenerator
    {
        return Generators::integers(0, 9)->map(static fn (int $value): ExitingStorage => new ExitingStorage);
    }

    #[Property]
    public function testAnExportThatThrows(#[ForAll('throwingStorages')] ThrowingStorage $storage): void
    {
        $this->fail('Every storage falsifies the property');
    }

    #[Property]
    public function testAnExportThatExits(#[ForAll('exitingStorages')] ExitingStorage $storage): void
    {
        $this->fail('Every storage falsifies the property');
    }

    public function testAfterwards(): void
    {
        $this->assertTrue(true);
    }
}
