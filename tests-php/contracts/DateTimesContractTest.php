<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Contracts;

use function array_map;
use function array_unique;
use function count;
use function get_class;
use function implode;
use function in_array;
use function sprintf;
use function var_export;
use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/ContractAssertions.php';

/**
 * dateTimes() and timezones() (proposal 5.3), checked with PHP's own time zone database: every
 * point in time within its bounds to the microsecond, whatever the time zones of the bounds and
 * of the values (offsets of 45 minutes, daylight saving time of 30 minutes, a skipped day, bounds
 * at a transition, inside a gap or a fold of local time), in one of its time zones, with
 * microseconds only when asked for; ranges that hold no value refused; every value exported as
 * PHP code that gives it back.
 */
final class DateTimesContractTest extends TestCase
{
    use ContractAssertions;
    use Properties;

    /**
     * 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, the default bounds.
     */
    private const int FIRST_DEFAULT = -62135596800;
    private const int LAST_DEFAULT  = 253402300799;

    /**
     * -262143-01-01T00:00:00Z and +262142-12-31T23:59:59.999999Z, the supported bounds.
     */
    private const int FIRST_SUPPORTED = -8334601315200;
    private const int LAST_SUPPORTED  = 8210266876799;

    /**
     * A bound: none, or a point in time to the microsecond in any time zone, from the whole
     * supported range and beyond it, from the default range, or around a transition of local time.
     *
     * @return ValueGenerator<?DateTimeImmutable>
     */
    public static function bounds(): ValueGenerator
    {
        $second = Generators::oneOf(
            Generators::integers(self::FIRST_DEFAULT, self::LAST_DEFAULT),
            Generators::integers(self::FIRST_SUPPORTED - 2, self::LAST_SUPPORTED + 2),
            self::aroundTransitions(),
        );

        return Generators::nullable(
            Generators::tuples($second, Generators::integers(0, 999999), Generators::timezones())->map(
                static fn (array $point): DateTimeImmutable => self::pointInTime(...$point),
            ),
        );
    }

    /**
     * Seconds at and around (up to two hours) the transitions of local time of a time zone in a
     * year: the starts and ends of daylight saving time, with their gaps and folds.
     *
     * @return ValueGenerator<int>
     */
    private static function aroundTransitions(): ValueGenerator
    {
        return Generators::tuples(Generators::timezones(), Generators::integers(1900, 2100))->flatMap(
            static function (array $zoneAndYear): ValueGenerator {
                [$zone, $year] = $zoneAndYear;
                $begin         = (new DateTimeImmutable(sprintf('%d-01-01T00:00:00Z', $year)))->getTimestamp();
                $transitions   = (new DateTimeZone($zone))->getTransitions($begin, $begin + 366 * 86400);
                $seconds       = array_map(static fn (array $transition): int => $transition['ts'], $transitions === false ? [] : $transitions);

                return Generators::tuples(Generators::elements(...($seconds === [] ? [$begin] : $seconds)), Generators::integers(-7200, 7200))->map(
                    static fn (array $transitionAndOffset): int => $transitionAndOffset[0] + $transitionAndOffset[1],
                );
            },
        );
    }

    /**
     * @return ValueGenerator<list<string>>
     */
    public static function zones(): ValueGenerator
    {
        return Generators::lists(Generators::oneOf(Generators::timezones(), Generators::elements('+05:45', '-03:30', '+00:00', 'CEST', 'EST')), 0, 3);
    }

    #[Property(examples: 200)]
    public function testPointsInTimeKeepTheirBoundsTimeZonesAndMicroseconds(#[ForAll('bounds')] ?DateTimeImmutable $minimum, #[ForAll('bounds')] ?DateTimeImmutable $maximum, #[ForAll('zones')] array $zones, bool $microseconds): void
    {
        $first = $minimum === null ? [self::FIRST_DEFAULT, 0] : self::instant($minimum);
        $last  = $maximum === null ? [self::LAST_DEFAULT, 0] : self::instant($maximum);

        $supported = static fn (array $instant): bool => $instant >= [self::FIRST_SUPPORTED, 0] && $instant <= [self::LAST_SUPPORTED, 999999];
        $possible  = $zones !== [] && $supported($first) && $supported($last) && $first <= $last
            && ($microseconds || self::wholeSecondAtOrAfter($first) <= $last[0]);

        $generator = $this->built(
            static fn (): ValueGenerator => Generators::dateTimes($minimum, $maximum, $zones, $microseconds),
            $possible,
            sprintf('dateTimes(%s, %s, %s, %s)', self::described($minimum), self::described($maximum), var_export($zones, true), var_export($microseconds, true)),
        );

        if ($generator === null) {
            return;
        }

        $names = array_unique(array_map(static fn (string $zone): string => (new DateTimeZone($zone))->getName(), $zones));

        for ($i = 0; $i < 4; $i++) {
            $value = $this->draw($generator, 'point in time');

            $this->assertSame(DateTimeImmutable::class, get_class($value));
            $instant = self::instant($value);
            $this->assertGreaterThanOrEqual($first, $instant, self::described($value) . ' is before the minimum');
            $this->assertLessThanOrEqual($last, $instant, self::described($value) . ' is after the maximum');
            $this->assertContains($value->getTimezone()->getName(), $names, self::described($value) . ' is in another time zone');
            $this->assertTrue($microseconds || $instant[1] === 0, self::described($value) . ' has microseconds');
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    #[Property(examples: 100)]
    public function testTimeZonesAreIdentifiersOfPhp(): void
    {
        $identifiers = DateTimeZone::listIdentifiers(DateTimeZone::ALL_WITH_BC);

        for ($i = 0; $i < 4; $i++) {
            $zone = $this->draw(Generators::timezones(), 'time zone');

            $this->assertContains($zone, $identifiers);
            $this->assertSame($zone, (new DateTimeZone($zone))->getName(), 'not the canonical spelling');
        }

        $this->assertExportReadsBack(Generators::timezones(), $this->seed());
    }

    public function testTheNotableTimeZonesAreIdentifiers(): void
    {
        $notable = Generators::timezones()->samples(200, 1);

        $this->assertGreaterThan(1, count(array_unique($notable)));

        foreach ($notable as $zone) {
            $this->assertTrue(in_array($zone, DateTimeZone::listIdentifiers(DateTimeZone::ALL_WITH_BC), true), $zone . ' is not an identifier');
        }
    }

    private static function pointInTime(int $second, int $microsecond, string $zone): DateTimeImmutable
    {
        return (new DateTimeImmutable('@' . $second))->modify(sprintf('+%d usec', $microsecond))->setTimezone(new DateTimeZone($zone));
    }

    /**
     * @return array{int, int} seconds since the Unix epoch and microseconds after them, which
     *                         compare as the points in time do
     */
    private static function instant(DateTimeImmutable $point): array
    {
        return [$point->getTimestamp(), (int) $point->format('u')];
    }

    /**
     * @param array{int, int} $instant
     */
    private static function wholeSecondAtOrAfter(array $instant): int
    {
        return $instant[0] + ($instant[1] > 0 ? 1 : 0);
    }

    private static function described(?DateTimeImmutable $point): string
    {
        return $point === null ? 'null' : $point->format('x-m-d\TH:i:s.uP e') . ' (@' . implode('.', self::instant($point)) . ')';
    }
}
