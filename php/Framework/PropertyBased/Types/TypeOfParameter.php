<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use function array_map;
use function implode;
use function ltrim;
use PHPUnit\Framework\PropertyBased\Engine\ParsedType;
use ReflectionIntersectionType;
use ReflectionMethod;
use ReflectionNamedType;
use ReflectionParameter;
use ReflectionType;
use ReflectionUnionType;
use ValueError;

/**
 * The type a parameter's generator is derived from: its @phpstan-param, @psalm-param or @param
 * tag, or else its native type (proposal 4.1), parsed by the engine once, here, and handed on as
 * it is parsed. The doc comment comes from the source file when OPcache discarded it.
 *
 * @internal
 */
final class TypeOfParameter
{
    /**
     * @throws ValueError when the type in the doc comment is not valid UTF-8
     */
    public static function of(ReflectionMethod $method, ReflectionParameter $parameter): ?ParsedType
    {
        $docComment = SourceFile::docCommentOf($method);

        if ($docComment !== null) {
            $type = ParsedType::ofParameter($docComment, $parameter->getName());

            if ($type !== null) {
                return $type;
            }
        }

        $native = $parameter->getType();

        return $native === null ? null : ParsedType::parse(self::native($native, $method));
    }

    /**
     * A native type as a PHPDoc type: class names are fully qualified already, so they get a
     * leading backslash, and self and static name the declaring class.
     */
    private static function native(ReflectionType $type, ReflectionMethod $method): string
    {
        if ($type instanceof ReflectionUnionType || $type instanceof ReflectionIntersectionType) {
            return implode(
                $type instanceof ReflectionUnionType ? '|' : '&',
                array_map(static fn (ReflectionType $member): string => '(' . self::native($member, $method) . ')', $type->getTypes()),
            );
        }

        if (!$type instanceof ReflectionNamedType) {
            return (string) $type;
        }

        $name = match ($type->getName()) {
            'self', 'static' => self::qualified($method->getDeclaringClass()->getName()),
            default          => $type->isBuiltin() ? $type->getName() : self::qualified($type->getName()),
        };

        return $type->allowsNull() && $type->getName() !== 'null' && $type->getName() !== 'mixed' ? '?' . $name : $name;
    }

    /**
     * A class name that PHP reports fully qualified, written so that no scope resolves it again.
     */
    private static function qualified(string $class): string
    {
        return '\\' . ltrim($class, '\\');
    }
}
