<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Exception\NotInAProperty;

/**
 * The example of a property that is running, generated or explicit, for the methods of the
 * Properties trait. Examples run one after the other, never nested, so one slot is enough.
 *
 * @internal
 */
final class CurrentExample
{
    private static Example|ExplicitExample|null $example = null;

    private static ?ExampleStatistics $statistics = null;

    public static function set(Example|ExplicitExample|null $example, ?ExampleStatistics $statistics = null): void
    {
        self::$example    = $example;
        self::$statistics = $statistics ?? new ExampleStatistics;
    }

    /**
     * What the running example classifies and observes.
     *
     * @param non-empty-string $method the method that needs an example, for the error message
     *
     * @throws NotInAProperty
     */
    public static function statistics(string $method): ExampleStatistics
    {
        self::require($method);

        return self::$statistics ?? new ExampleStatistics;
    }

    /**
     * @param non-empty-string $method the method that needs an example, for the error message
     *
     * @throws NotInAProperty
     */
    public static function require(string $method): Example|ExplicitExample
    {
        return self::$example ?? throw new NotInAProperty($method);
    }
}
