<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Types;

use function array_filter;
use function array_slice;
use function array_unique;
use function array_values;
use function gmdate;
use function max;
use function min;
use function sort;
use DateTimeImmutable;
use DateTimeZone;

/**
 * The points in time of a time zone where code that handles time tends to break (proposal 5.3,
 * dateTimes()): where 32-bit timestamps overflow, the turn of the millennium, the first second
 * of a month or a year and the second before it, leap days, and the transitions between
 * standard and daylight saving time with the second before them, from PHP's own time zone
 * database.
 *
 * @internal
 */
final class NotablePointsInTime
{
    private const int MAXIMUM_TRANSITIONS = 200;

    /**
     * @return list<int> Unix timestamps from $first to $last, in ascending order
     */
    public static function of(DateTimeZone $zone, int $first, int $last): array
    {
        $points = [2147483647, 2147483648, -2147483648, -2147483649];

        foreach ([1970, 1999, 2000, 2024, 2038, (int) gmdate('Y', $first), (int) gmdate('Y', $last)] as $year) {
            for ($month = 1; $month <= 12; $month++) {
                $start    = self::localMidnight($zone, $year, $month, 1);
                $points[] = $start;
                $points[] = $start - 1;
            }
        }

        foreach ([1904, 2000, 2020, 2024, 2400] as $leapYear) {
            $points[] = self::localMidnight($zone, $leapYear, 2, 29);
            $points[] = self::localMidnight($zone, $leapYear, 3, 1) - 1;
        }

        $transitions = $zone->getTransitions(max($first, -2208988800), min($last, 4102444800));

        foreach (array_slice($transitions === false ? [] : $transitions, 1, self::MAXIMUM_TRANSITIONS) as $transition) {
            $points[] = $transition['ts'];
            $points[] = $transition['ts'] - 1;
        }

        $inRange = array_values(array_unique(array_filter($points, static fn (int $point): bool => $first <= $point && $point <= $last)));

        sort($inRange);

        return $inRange;
    }

    private static function localMidnight(DateTimeZone $zone, int $year, int $month, int $day): int
    {
        return (new DateTimeImmutable('now', $zone))->setDate($year, $month, $day)->setTime(0, 0)->getTimestamp();
    }
}
