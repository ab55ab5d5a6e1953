<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class SelfReferencingNode
{
    public ?self $itself = null;

    public function __construct(public int $value)
    {
        $this->itself = $this;
    }
}

/**
 * Closures and objects that refer to themselves, made by map(): the same choices give them
 * again, with other object IDs, which is no sign of nondeterministic generators.
 */
final class SelfReferencingValuesTest extends TestCase
{
    public static function closures(): ValueGenerator
    {
        return Generators::integers(0, 100)->map(static fn (int $n): Closure => static fn (): int => $n);
    }

    public static function nodes(): ValueGenerator
    {
        return Generators::integers(0, 100)->map(static fn (int $n): SelfReferencingNode => new SelfReferencingNode($n));
    }

    #[Property]
    public function testClosure(#[ForAll('closures')] Closure $value): void
    {
        $this->assertLessThan(10, $value());
    }

    #[Property]
    public function testSelfReferencingObject(#[ForAll('nodes')] SelfReferencingNode $value): void
    {
        $this->assertLessThan(10, $value->value);
    }
}
