<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use PHPUnit\Framework\PropertyBased\Engine\Property;
use ReflectionMethod;
use ReflectionParameter;

/**
 * The type a parameter's generator is derived from: its @phpstan-param, @psalm-param or @param
 * tag, or else its native type (proposal 4.1).
 *
 * @internal
 */
final class TypeOfParameter
{
    public static function of(ReflectionMethod $method, ReflectionParameter $parameter): ?string
    {
        $docComment = $method->getDocComment();

        if ($docComment !== false) {
            $type = Property::parameterType($docComment, $parameter->getName());

            if ($type !== null) {
                return $type;
            }
        }

        $native = $parameter->getType();

        return $native === null ? null : (string) $native;
    }
}
