<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator;
use PHPUnit\Framework\PropertyBased\Exception\ExampleRejected;
use PHPUnit\Framework\PropertyBased\Exception\NotInAProperty;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;

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

    private static ?StepLog $steps = null;

    private static ?PropertyDefinition $property = null;

    private static bool $rejected = false;

    /**
     * $example runs from now on; null when it ended (whether it was rejected is known until the
     * next example runs).
     */
    public static function set(Example|ExplicitExample|null $example, ?ExampleStatistics $statistics = null, ?StepLog $steps = null): void
    {
        self::$example    = $example;
        self::$statistics = $statistics ?? new ExampleStatistics;
        self::$steps      = $steps ?? new StepLog;

        if ($example !== null) {
            self::$rejected = false;
        }
    }

    /**
     * The running example was rejected, by assume() or a draw (proposal 3.4): it does not count.
     * The exception that ends its body is returned, to be thrown.
     */
    public static function rejected(): ExampleRejected
    {
        self::$rejected = true;

        return new ExampleRejected;
    }

    /**
     * Whether the example that ran last was rejected.
     */
    public static function wasRejected(): bool
    {
        return self::$rejected;
    }

    /**
     * The property whose examples run now, for what it knows beyond one example (the generators
     * registered for it, how its file writes class names).
     */
    public static function setProperty(?PropertyDefinition $property): void
    {
        self::$property = $property;
    }

    /**
     * @throws NotInAProperty
     */
    public static function property(string $method): PropertyDefinition
    {
        self::require($method);

        return self::$property ?? throw new NotInAProperty($method);
    }

    /**
     * The example that runs, generated or explicit; null between examples.
     */
    public static function running(): Example|ExplicitExample|null
    {
        return self::$example;
    }

    /**
     * The property whose examples run now; null before it is defined and after it ended.
     */
    public static function definition(): ?PropertyDefinition
    {
        return self::$property;
    }

    /**
     * The log of the steps of the state machine of the running example.
     */
    public static function steps(): StepLog
    {
        return self::$steps ?? new StepLog;
    }

    /**
     * What the running example classifies and observes.
     *
     * @param non-empty-string $method the method that needs an example, for the error message
     *
     * @throws CalledInsideGenerator
     * @throws NotInAProperty
     */
    public static function statistics(string $method): ExampleStatistics
    {
        self::require($method);

        return self::$statistics ?? new ExampleStatistics;
    }

    /**
     * The running example, which is not generating a value: the closures of generators must
     * not use it (it is busy drawing the value they are part of).
     *
     * @param non-empty-string $method the method that needs an example, for the error message
     *
     * @throws CalledInsideGenerator
     * @throws NotInAProperty
     */
    public static function require(string $method): Example|ExplicitExample
    {
        $example = self::$example ?? throw new NotInAProperty($method);

        if ($example instanceof Example && $example->isGenerating()) {
            throw new CalledInsideGenerator($method);
        }

        return $example;
    }
}
