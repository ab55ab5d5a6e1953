<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

interface Shape
{
}

abstract class Animal
{
}

final class Singleton
{
    private function __construct()
    {
    }
}

final class Wrapper
{
    public function __construct(public Shape $shape)
    {
    }
}

/**
 * @template T
 */
final class UnsupportedClassesTest extends TestCase
{
    #[Property]
    public function testInterface(Shape $value): void
    {
    }

    #[Property]
    public function testAbstractClass(Animal $value): void
    {
    }

    #[Property]
    public function testPrivateConstructor(Singleton $value): void
    {
    }

    #[Property]
    public function testObject(object $value): void
    {
    }

    #[Property]
    public function testMixed(mixed $value): void
    {
    }

    #[Property]
    public function testIterable(iterable $value): void
    {
    }

    #[Property]
    public function testClosure(Closure $value): void
    {
    }

    /**
     * @param resource $value
     */
    #[Property]
    public function testResource($value): void
    {
    }

    /**
     * @param T $value
     */
    #[Property]
    public function testTemplateType($value): void
    {
    }

    #[Property]
    public function testConstructorParameter(Wrapper $value): void
    {
    }
}
