<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use function constant;
use DateTime;
use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use UnitEnum;

/**
 * Creates the objects of generated values, for the engine: in PHP, so that constructors run as
 * PHP code and the exceptions they throw propagate unchanged.
 *
 * @internal
 */
final class ValueFactory
{
    /**
     * @param class-string         $class
     * @param array<string, mixed> $arguments by parameter name
     */
    public static function object(string $class, array $arguments): object
    {
        return new $class(...$arguments);
    }

    /**
     * @param class-string<UnitEnum> $class
     */
    public static function enumCase(string $class, string $case): UnitEnum
    {
        return constant($class . '::' . $case);
    }

    /**
     * A point in time given in UTC, in the time zone $timezone.
     *
     * @param class-string<DateTimeImmutable|DateTime> $class
     */
    public static function pointInTimeIn(string $class, string $dateTime, string $timezone): DateTimeInterface
    {
        return (new $class($dateTime))->setTimezone(new DateTimeZone($timezone));
    }

    /**
     * @param class-string<DateTimeInterface> $class
     */
    public static function pointInTime(string $class, string $dateTime): DateTimeInterface
    {
        return new $class($dateTime);
    }
}
