<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function get_object_vars;
use Closure;
use ReflectionClass;

/**
 * Copies of PHPUnit's readonly value objects with one property changed: PHPUnit's events and its
 * configuration have no withers, so the copy is made the way unserialize() would make it, with
 * the private properties of the object's class written by a closure bound to it.
 *
 * @internal
 */
final class ReadonlyCopy
{
    /**
     * @template T of object
     *
     * @param T                $object
     * @param non-empty-string $property
     *
     * @return T
     */
    public static function with(object $object, string $property, mixed $value): object
    {
        $copy = (new ReflectionClass($object))->newInstanceWithoutConstructor();

        Closure::bind(
            static function (object $from, object $to) use ($property, $value): void {
                foreach (get_object_vars($from) as $name => $fromValue) {
                    $to->{$name} = $name === $property ? $value : $fromValue;
                }
            },
            null,
            $object::class,
        )($object, $copy);

        return $copy;
    }
}
