<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function array_map;
use function array_slice;
use function class_exists;
use function count;
use function dirname;
use function enum_exists;
use function explode;
use function file;
use function file_get_contents;
use function implode;
use function interface_exists;
use function preg_match;
use function preg_replace;
use function sprintf;
use function str_contains;
use function str_ends_with;
use function strrchr;
use function substr;
use function trait_exists;
use PHPUnit\Framework\Assert;
use PHPUnit\Runner\Version;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use ReflectionClass;
use ReflectionMethod;
use ReflectionNamedType;
use ReflectionProperty;
use ReflectionType;
use ReflectionUnionType;

/**
 * Checks that a PHPUnit internal is still what phpunit-pbt relies on, failing with a message
 * that names it and what for. A contract is written as
 *
 * - "Class" (a class or interface),
 * - "Class::method(Type, Type): Return" (the parameters phpunit-pbt passes, by their type's
 *   short name; more parameters are fine when they are optional; the return type when given),
 * - "Class::$property: Type" (private or protected too, static or not),
 * - "Class::CONSTANT".
 */
final class PhpunitContract
{
    public static function assertHolds(string $contract, string $reliedOn): void
    {
        if (preg_match('/^([\w\\\\]+)::(\w+)\((.*)\)(?::\s*(\S+))?$/', $contract, $match) === 1) {
            self::assertMethod($match[1], $match[2], $match[3] === '' ? [] : explode(', ', $match[3]), $match[4] ?? null, $reliedOn);

            return;
        }

        if (preg_match('/^([\w\\\\]+)::\$(\w+)(?::\s*(\S+))?$/', $contract, $match) === 1) {
            self::assertProperty($match[1], $match[2], $match[3] ?? null, $reliedOn);

            return;
        }

        if (preg_match('/^([\w\\\\]+)::([A-Z_]+)$/', $contract, $match) === 1) {
            self::check(
                self::exists($match[1]) && (new ReflectionClass($match[1]))->hasConstant($match[2]),
                self::message($contract . ' no longer exists', $reliedOn),
            );

            return;
        }

        self::check(self::exists($contract), self::message($contract . ' no longer exists', $reliedOn));
    }

    /**
     * PHPUnit's source still has the string literal $text (a message, or the format of one).
     */
    public static function assertSays(string $text, string $reliedOn): void
    {
        $directory = dirname((string) (new ReflectionClass(Version::class))->getFileName(), 2);

        foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($directory, RecursiveDirectoryIterator::SKIP_DOTS)) as $file) {
            if (str_ends_with((string) $file, '.php') && str_contains((string) file_get_contents((string) $file), "'" . $text . "'")) {
                self::check(true, '');

                return;
            }
        }

        Assert::fail(self::message(sprintf('PHPUnit no longer says "%s"', $text), $reliedOn));
    }

    /**
     * The source of a method of PHPUnit, its declaration and body, without white space.
     */
    public static function sourceOf(string $class, string $method): string
    {
        $reflection = new ReflectionMethod($class, $method);
        $lines      = array_slice((array) file((string) $reflection->getFileName()), (int) $reflection->getStartLine() - 1, (int) $reflection->getEndLine() - (int) $reflection->getStartLine() + 1);

        return (string) preg_replace('/\s+/', '', implode('', $lines));
    }

    public static function message(string $change, string $reliedOn): string
    {
        return sprintf('%s: phpunit-pbt relies on it to %s', $change, $reliedOn);
    }

    /**
     * @param list<string> $parameters
     */
    private static function assertMethod(string $class, string $method, array $parameters, ?string $returns, string $reliedOn): void
    {
        $name = sprintf('%s::%s()', $class, $method);

        self::check(self::exists($class) && (new ReflectionClass($class))->hasMethod($method), self::message($name . ' no longer exists', $reliedOn));

        $reflection = new ReflectionMethod($class, $method);
        $actual     = array_map(static fn ($parameter): string => self::typeName($parameter->getType()), $reflection->getParameters());
        $extra      = array_slice($reflection->getParameters(), count($parameters));
        $optional   = true;

        foreach ($extra as $parameter) {
            $optional = $optional && $parameter->isOptional();
        }

        self::check(
            array_slice($actual, 0, count($parameters)) === $parameters && $optional,
            self::message(sprintf('%s no longer takes (%s) but (%s)', $name, implode(', ', $parameters), implode(', ', $actual)), $reliedOn),
        );

        if ($returns !== null) {
            Assert::assertSame(
                $returns,
                self::typeName($reflection->getReturnType()),
                self::message(sprintf('%s no longer returns %s', $name, $returns), $reliedOn),
            );
        }
    }

    private static function assertProperty(string $class, string $property, ?string $type, string $reliedOn): void
    {
        $name = sprintf('%s::$%s', $class, $property);

        self::check(self::exists($class) && (new ReflectionClass($class))->hasProperty($property), self::message($name . ' no longer exists', $reliedOn));

        if ($type !== null) {
            Assert::assertSame(
                $type,
                self::typeName((new ReflectionProperty($class, $property))->getType()),
                self::message(sprintf('%s is no longer of type %s', $name, $type), $reliedOn),
            );
        }
    }

    /**
     * Fails with $message alone (without "Failed asserting that false is true") unless $holds.
     */
    private static function check(bool $holds, string $message): void
    {
        if (!$holds) {
            Assert::fail($message);
        }

        Assert::assertTrue($holds);
    }

    private static function exists(string $class): bool
    {
        return class_exists($class) || interface_exists($class) || trait_exists($class) || enum_exists($class);
    }

    /**
     * A type by the short names of its classes: "?bool", "TestCase", "Throwable|string".
     */
    private static function typeName(?ReflectionType $type): string
    {
        if ($type instanceof ReflectionUnionType) {
            return implode('|', array_map(self::typeName(...), $type->getTypes()));
        }

        if (!$type instanceof ReflectionNamedType) {
            return 'mixed';
        }

        $name = $type->getName();

        return ($type->allowsNull() && $name !== 'null' && $name !== 'mixed' ? '?' : '') . substr((string) strrchr('\\' . $name, '\\'), 1);
    }
}
