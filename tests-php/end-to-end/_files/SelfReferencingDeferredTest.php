<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class SelfReferencingDeferredTest extends TestCase
{
    /**
     * A tree of integers whose simplest choice (the first alternative) recurses: replaying
     * zeros while shrinking recursed without end.
     */
    public static function tree(): ValueGenerator
    {
        return Generators::deferred(static fn (): ValueGenerator => Generators::oneOf(self::tree(), Generators::integers()));
    }

    /**
     * A deferred generator that is its own definition: it recurses before making any choice.
     */
    public static function itself(): ValueGenerator
    {
        static $itself = null;

        return $itself ??= Generators::deferred(static fn (): ValueGenerator => self::itself());
    }

    /**
     * A deferred generator that makes a new one without end, none of them making a choice.
     */
    public static function endless(): ValueGenerator
    {
        return Generators::deferred(static fn (): ValueGenerator => self::endless());
    }

    /**
     * The generator that recursive() passes to its closure, kept after the recursive generator
     * itself is gone: it stands for nothing any more.
     */
    public static function leakedSelf(): ValueGenerator
    {
        $leaked = null;

        Generators::recursive(Generators::integers(0, 3), static function (ValueGenerator $self) use (&$leaked): ValueGenerator {
            $leaked = $self;

            return Generators::lists($self);
        });

        return $leaked;
    }

    /**
     * recursive() whose closure calls recursive() again instead of using what it is given.
     */
    public static function endlesslyNestedRecursive(): ValueGenerator
    {
        return Generators::recursive(Generators::integers(), static fn (ValueGenerator $self): ValueGenerator => self::endlesslyNestedRecursive());
    }

    #[Property]
    public function testTreeRecursingFirst(#[ForAll('tree')] int $value): void
    {
        $this->assertLessThan(10, $value);
    }

    #[Property]
    public function testDeferredThatIsItself(#[ForAll('itself')] mixed $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testDeferredWithoutEnd(#[ForAll('endless')] mixed $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testRecursiveSelfUsedAlone(#[ForAll('leakedSelf')] mixed $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testRecursiveNestedWithoutEnd(#[ForAll('endlesslyNestedRecursive')] mixed $value): void
    {
        $this->assertTrue(true);
    }

    public function testOrdinaryTestAfterThem(): void
    {
        $this->assertTrue(true);
    }
}
