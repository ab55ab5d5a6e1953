<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\ForAllExternal;
use PHPUnit\Framework\Attributes\GeneratorFor;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\UseGenerators;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

interface SomeInterface
{
}

trait SomeTrait
{
}

final class NoGenerators
{
}

final class HomemadeGenerator implements ValueGenerator
{
    public function map(Closure $mapper): ValueGenerator
    {
        return $this;
    }

    public function filter(Closure $predicate): ValueGenerator
    {
        return $this;
    }

    public function flatMap(Closure $mapper): ValueGenerator
    {
        return $this;
    }

    public function samples(int $count = 10, ?int $seed = null): array
    {
        return [];
    }
}

final class Generated
{
    public function __construct(public int $value)
    {
    }
}

final class InvalidGeneratorsTest extends TestCase
{
    public static function integers(): ValueGenerator
    {
        return Generators::integers();
    }

    public function instanceMethod(): ValueGenerator
    {
        return Generators::integers();
    }

    public static function withRequiredParameter(int $x): ValueGenerator
    {
        return Generators::integers();
    }

    public static function notAGenerator(): int
    {
        return 1;
    }

    public static function homemade(): ValueGenerator
    {
        return new HomemadeGenerator;
    }

    public static function throwing(): ValueGenerator
    {
        throw new RuntimeException('no generator today');
    }

    public static function invalidArguments(): ValueGenerator
    {
        return Generators::integers(10, 1);
    }

    public static function mapperThrows(): ValueGenerator
    {
        return Generators::integers()->map(static fn (int $i): int => throw new LogicException('the mapper failed'));
    }

    #[Property]
    public function testBoth(#[ForAll('integers')] #[ForAllExternal(self::class, 'integers')] int $value): void
    {
    }

    #[Property]
    public function testEmptyMethodName(#[ForAll('')] int $value): void
    {
    }

    #[Property]
    public function testMissingClass(#[ForAllExternal('NoSuchClass', 'integers')] int $value): void
    {
    }

    #[Property]
    public function testInterface(#[ForAllExternal(SomeInterface::class, 'integers')] int $value): void
    {
    }

    #[Property]
    public function testTrait(#[ForAllExternal(SomeTrait::class, 'integers')] int $value): void
    {
    }

    #[Property]
    public function testMissingMethod(#[ForAll('noSuchMethod')] int $value): void
    {
    }

    #[Property]
    public function testInstanceMethod(#[ForAll('instanceMethod')] int $value): void
    {
    }

    #[Property]
    public function testRequiredParameter(#[ForAll('withRequiredParameter')] int $value): void
    {
    }

    #[Property]
    public function testNotAGenerator(#[ForAll('notAGenerator')] int $value): void
    {
    }

    #[Property]
    public function testHomemadeGenerator(#[ForAll('homemade')] int $value): void
    {
    }

    #[Property]
    public function testThrowingMethod(#[ForAll('throwing')] int $value): void
    {
    }

    #[Property]
    public function testInvalidArguments(#[ForAll('invalidArguments')] int $value): void
    {
    }

    #[Property]
    public function testMapperThrows(#[ForAll('mapperThrows')] int $value): void
    {
    }

    #[Property]
    #[UseGenerators(NoGenerators::class)]
    public function testUseGeneratorsWithoutGenerators(int $value): void
    {
    }

    #[Property]
    #[UseGenerators(SomeInterface::class)]
    public function testUseGeneratorsWithInterface(int $value): void
    {
    }
}
