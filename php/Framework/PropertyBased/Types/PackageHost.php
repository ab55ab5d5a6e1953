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
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use Throwable;
use UnitEnum;

/**
 * This package as the engine's host: objects are created in PHP, so that constructors run as
 * PHP code and the exceptions they throw propagate unchanged; values are exported by
 * ValueExporter; a generator that cannot draw is an InvalidGenerator.
 *
 * @internal
 */
final class PackageHost implements EngineHost
{
    public function object(string $class, array $arguments): object
    {
        return new $class(...$arguments);
    }

    public function enumCase(string $class, string $case): UnitEnum
    {
        return constant($class . '::' . $case);
    }

    /**
     * @param class-string<DateTimeImmutable|DateTime> $class
     */
    public function pointInTime(string $class, string $dateTime): DateTimeInterface
    {
        return new $class($dateTime);
    }

    /**
     * @param class-string<DateTimeImmutable|DateTime> $class
     */
    public function pointInTimeIn(string $class, string $dateTime, string $timezone): DateTimeInterface
    {
        return (new $class($dateTime))->setTimezone(new DateTimeZone($timezone));
    }

    public function export(mixed $value, ClassNames $names): string
    {
        return ValueExporter::export($value, $names);
    }

    public function exportPointInTime(string $class, string $utc, string $timezone, string $timezoneClass): string
    {
        return ValueExporter::pointInTime($class, $utc, $timezone, $timezoneClass);
    }

    public function invalidGenerator(string $message): Throwable
    {
        return new InvalidGenerator($message);
    }
}
