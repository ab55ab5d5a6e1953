<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function method_exists;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\TestCase;
use ReflectionMethod;

/**
 * Finds the #[Property] attribute of a test method.
 *
 * @internal
 */
final class PropertyMethod
{
    public static function isProperty(string $className, string $methodName): bool
    {
        return self::attribute($className, $methodName) !== null;
    }

    /**
     * Whether $test, an instance PHPUnit built, runs a property.
     */
    public static function isPropertyTest(TestCase $test): bool
    {
        return self::isProperty($test::class, TestCases::methodName($test));
    }

    public static function attribute(string $className, string $methodName): ?Property
    {
        if (!method_exists($className, $methodName)) {
            return null;
        }

        $attributes = (new ReflectionMethod($className, $methodName))->getAttributes(Property::class);

        return $attributes === [] ? null : $attributes[0]->newInstance();
    }
}
