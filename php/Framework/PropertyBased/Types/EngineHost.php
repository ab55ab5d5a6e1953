<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use DateTimeInterface;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use Throwable;
use UnitEnum;

/**
 * What the engine asks of PHP while it draws and exports values: the engine knows no class of
 * this package by name, and reaches PHP code only through the host it is handed (Engine\Property,
 * ValueSource::sample()).
 *
 * @internal
 */
interface EngineHost
{
    /**
     * An object of a generated value, made by its constructor, whose exceptions propagate.
     *
     * @param class-string         $class
     * @param array<string, mixed> $arguments by parameter name
     */
    public function object(string $class, array $arguments): object;

    /**
     * @param class-string<UnitEnum> $class
     */
    public function enumCase(string $class, string $case): UnitEnum;

    /**
     * A point in time given in UTC.
     *
     * @param class-string<DateTimeInterface> $class
     */
    public function pointInTime(string $class, string $dateTime): DateTimeInterface;

    /**
     * A point in time given in UTC, in the time zone $timezone.
     *
     * @param class-string<DateTimeInterface> $class
     */
    public function pointInTimeIn(string $class, string $dateTime, string $timezone): DateTimeInterface;

    /**
     * A value that PHP code made (a closure of a generator), as PHP code.
     */
    public function export(mixed $value, ClassNames $names): string;

    /**
     * A point in time given in UTC, in the time zone $timezone, as PHP code.
     */
    public function exportPointInTime(string $class, string $utc, string $timezone, string $timezoneClass): string;

    /**
     * The error of a generator that cannot draw a value, which reaches the property as its error.
     */
    public function invalidGenerator(string $message): Throwable;
}
