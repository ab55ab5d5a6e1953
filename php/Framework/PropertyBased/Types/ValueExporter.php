<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use function count;
use function implode;
use function in_array;
use function is_array;
use function is_object;
use function sprintf;
use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use ReflectionClass;
use ReflectionProperty;
use ReflectionReference;
use SebastianBergmann\Exporter\Exporter;
use UnitEnum;

/**
 * PHP values that the engine cannot export itself, as PHP code (proposal 8.2): what closures
 * given to map() made, and local times in time zones. Scalars are exported by the engine, so
 * that a value is written the same way wherever it occurs.
 *
 * @internal
 */
final class ValueExporter
{
    /**
     * Values are exported at most this many arrays and objects deep, as deep as the engine
     * converts the values given to generators.
     */
    private const int MAXIMUM_DEPTH = 512;

    public static function export(mixed $value, ClassNames $names): string
    {
        return self::nested($value, $names, []);
    }

    /**
     * @param list<?string> $path for each array and object that contains $value, the ID of the reference through which it was reached (null for none)
     */
    private static function nested(mixed $value, ClassNames $names, array $path): string
    {
        if ((is_array($value) || is_object($value)) && count($path) >= self::MAXIMUM_DEPTH) {
            return sprintf('null /* nested more than %d levels deep: not exported */', self::MAXIMUM_DEPTH);
        }

        if (is_array($value)) {
            return self::array($value, $names, $path);
        }

        if (!is_object($value)) {
            return $names->scalar($value);
        }

        if ($value instanceof UnitEnum) {
            return $names->write($value::class) . '::' . $value->name;
        }

        if ($value instanceof DateTimeInterface) {
            return self::dateTime($value, $names);
        }

        $arguments = self::promotedArguments($value);

        if ($arguments !== null) {
            $exported = [];

            foreach ($arguments as $name => $argument) {
                $exported[] = $name . ': ' . self::nested($argument, $names, [...$path, null]);
            }

            return sprintf('new %s(%s)', $names->write($value::class), implode(', ', $exported));
        }

        return (new Exporter)->export($value);
    }

    /**
     * A point in time given in UTC, in the time zone $timezone: its local time with the time zone
     * when that names it unambiguously, otherwise (the earlier of two equal local times when
     * daylight saving time ends) the point with its offset, moved into the time zone.
     */
    public static function pointInTime(string $class, string $utc, string $timezone, string $timezoneClass): string
    {
        $point     = (new DateTimeImmutable($utc))->setTimezone(new DateTimeZone($timezone));
        $fraction  = $point->format('u') === '000000' ? '' : '.u';
        $local     = $point->format('x-m-d\TH:i:s' . $fraction);
        $recreated = new DateTimeImmutable($local, new DateTimeZone($timezone));

        if ($recreated->format('U.u') === $point->format('U.u')) {
            return sprintf("new %s('%s', new %s('%s'))", $class, $local, $timezoneClass, $timezone);
        }

        return sprintf("(new %s('%s'))->setTimezone(new %s('%s'))", $class, $point->format('x-m-d\TH:i:s' . $fraction . 'P'), $timezoneClass, $timezone);
    }

    /**
     * An element that is a reference to an array that contains it ($array[] = &$array) is not
     * exported, which would never end.
     *
     * @param array<array-key, mixed> $array
     * @param list<?string>           $path
     */
    private static function array(array $array, ClassNames $names, array $path): string
    {
        $exported = [];

        foreach ($array as $key => $element) {
            $reference = ReflectionReference::fromArrayElement($array, $key)?->getId();

            $exported[$key] = $reference !== null && in_array($reference, $path, true)
                ? 'null /* a reference to an array that contains it: not exported */'
                : self::nested($element, $names, [...$path, $reference]);
        }

        return $names->array($exported);
    }

    private static function dateTime(DateTimeInterface $value, ClassNames $names): string
    {
        $fraction = $value->format('u') === '000000' ? '' : '.u';

        if ($value->getTimezone()->getLocation() !== false) {
            return self::pointInTime($names->write($value::class), $value->format('x-m-d\TH:i:s' . $fraction . 'P'), $value->getTimezone()->getName(), $names->write(DateTimeZone::class));
        }

        return sprintf("new %s('%s')", $names->write($value::class), $value->format('x-m-d\TH:i:s' . $fraction . 'P'));
    }

    /**
     * The constructor arguments of an object of a user-defined class without a parent class whose
     * properties are all readonly promoted parameters of its public constructor, by name; null
     * for any other (which `new` could not recreate).
     *
     * @return ?array<string, mixed>
     */
    private static function promotedArguments(object $value): ?array
    {
        $class = new ReflectionClass($value);

        if ($class->isInternal() || $class->getParentClass() !== false || $class->getConstructor()?->isPublic() !== true) {
            return null;
        }

        $properties = $class->getProperties();
        $parameters = $class->getConstructor()->getParameters();

        if (count($properties) !== count($parameters)) {
            return null;
        }

        $arguments = [];

        foreach ($parameters as $parameter) {
            $property = $parameter->isPromoted() ? new ReflectionProperty($value, $parameter->getName()) : null;

            if ($property === null || !$property->isReadOnly()) {
                return null;
            }

            $arguments[$parameter->getName()] = $property->getValue($value);
        }

        return $arguments;
    }
}
