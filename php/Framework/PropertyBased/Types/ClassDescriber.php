<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use function array_map;
use function class_exists;
use function enum_exists;
use function interface_exists;
use function rtrim;
use function sprintf;
use function str_ends_with;
use function str_starts_with;
use function trait_exists;
use DateTime;
use PHPUnit\Framework\PropertyBased\Engine\ParsedType;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Generator\GeneratorRegistry;
use DateTimeImmutable;
use DateTimeInterface;
use ReflectionClass;
use ReflectionEnum;
use ReflectionMethod;
use ReflectionParameter;
use UnitEnum;
use ValueError;

/**
 * Answers the engine's questions about the classes that types name (see src/derive/classes.rs):
 * how values of a class are generated (proposal 4.2), and the values of class constants. The
 * types of a constructor's parameters are handed to the engine as it parsed them, and each class
 * is described once, so that the engine parses each type once however often a class is named.
 *
 * @phpstan-type Description array{'generator', ValueSource}|array{'enum', list<string>}|array{'pointInTime', class-string}|array{'unsupported', string}|array{'constructor', list<array{string, ?ParsedType, bool}>, array{string, array<string, string>, string}}
 *
 * @internal
 */
final class ClassDescriber
{
    /**
     * @var array<string, Description> by class name as asked
     */
    private array $descriptions = [];

    public function __construct(private ?GeneratorRegistry $registry = null)
    {
    }

    /**
     * @return Description
     */
    public function describe(string $class): array
    {
        return $this->descriptions[$class] ??= $this->description($class);
    }

    /**
     * @return Description
     */
    private function description(string $class): array
    {
        $registered = $this->registry?->generatorFor($class);

        if ($registered !== null) {
            return ['generator', $registered];
        }

        if (!class_exists($class) && !interface_exists($class) && !enum_exists($class)) {
            return ['unsupported', sprintf('%s is not a class, an interface or an enumeration that can be loaded', $class)];
        }

        $reflector = new ReflectionClass($class);
        $name      = $reflector->getName();

        if ($reflector->isEnum()) {
            return ['enum', self::caseNames($name)];
        }

        if ($name === DateTimeImmutable::class || $name === DateTimeInterface::class) {
            return ['pointInTime', DateTimeImmutable::class];
        }

        if ($name === DateTime::class) {
            return ['pointInTime', DateTime::class];
        }

        $unsupported = match (true) {
            $reflector->isInterface() => 'an interface',
            $reflector->isAbstract()  => 'an abstract class',
            !$reflector->isInstantiable() && $reflector->getConstructor()?->isPublic() === false => 'a class without a public constructor',
            !$reflector->isInstantiable() => 'a class that cannot be instantiated',
            default => null,
        };

        if ($unsupported !== null) {
            return ['unsupported', sprintf('%s is %s, from which no generator can be derived; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]', $name, $unsupported)];
        }

        $constructor = $reflector->getConstructor();

        if ($constructor === null) {
            return ['constructor', [], SourceFile::scopeOf($reflector)];
        }

        try {
            return [
                'constructor',
                array_map(
                    static fn (ReflectionParameter $parameter): array => [
                        $parameter->getName(),
                        self::typeOf($constructor, $parameter, $name),
                        $parameter->isVariadic(),
                    ],
                    $constructor->getParameters(),
                ),
                SourceFile::scopeOf($constructor->getDeclaringClass(), $constructor),
            ];
        } catch (ValueError $e) {
            return ['unsupported', $e->getMessage()];
        }
    }

    /**
     * @throws ValueError naming the parameter, when its type in the doc comment is not UTF-8
     */
    private static function typeOf(ReflectionMethod $constructor, ReflectionParameter $parameter, string $class): ?ParsedType
    {
        try {
            return TypeOfParameter::of($constructor, $parameter);
        } catch (ValueError $e) {
            throw new ValueError(sprintf('the parameter $%s of %s::__construct(): %s', $parameter->getName(), $class, $e->getMessage()), 0, $e);
        }
    }

    /**
     * The values of the constants (or enum cases) of $class whose names match $pattern, a name
     * or a prefix followed by "*"; an enum case as [class, case]. A string says why there are none.
     *
     * @return list<array{class-string, string}|scalar|null>|string
     */
    public function constants(string $class, string $pattern): array|string
    {
        if (!class_exists($class) && !interface_exists($class) && !enum_exists($class) && !trait_exists($class)) {
            return sprintf('%s is not a class, an interface or an enumeration that can be loaded', $class);
        }

        $prefix = rtrim($pattern, '*');
        $values = [];

        foreach ((new ReflectionClass($class))->getReflectionConstants() as $constant) {
            $name    = $constant->getName();
            $matches = str_ends_with($pattern, '*') ? str_starts_with($name, $prefix) : $name === $pattern;

            if (!$matches) {
                continue;
            }

            $value    = $constant->getValue();
            $values[] = $value instanceof UnitEnum ? [$value::class, $value->name] : $value;
        }

        return $values;
    }

    /**
     * The names of the cases of an enumeration, in their order of declaration.
     *
     * @param class-string $enumeration
     *
     * @return list<string>
     */
    public static function caseNames(string $enumeration): array
    {
        return array_map(static fn ($case): string => $case->getName(), (new ReflectionEnum($enumeration))->getCases());
    }
}
