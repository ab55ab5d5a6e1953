<?php declare(strict_types=1);
namespace Calendar;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class DateTimesTest extends TestCase
{
    public static array $seen = [];

    public static function berlin(): ValueGenerator
    {
        return Generators::dateTimes(new DateTimeImmutable('2000-01-01T00:00:00Z'), new DateTimeImmutable('2030-12-31T23:59:59Z'), ['Europe/Berlin', 'Asia/Kathmandu'], true);
    }

    public static function zones(): ValueGenerator
    {
        return Generators::timezones();
    }

    #[Property(examples: 500)]
    public function testPointsInTimeAreInTheirRangeAndZones(#[ForAll('berlin')] DateTimeImmutable $when): void
    {
        self::$seen[] = $when;

        $this->assertContains($when->getTimezone()->getName(), ['Europe/Berlin', 'Asia/Kathmandu']);
        $this->assertGreaterThanOrEqual(946684800, $when->getTimestamp());
        $this->assertLessThanOrEqual(1924991999, $when->getTimestamp());
    }

    /**
     * Fails on purpose: the second before daylight saving time ends is found, and exported in
     * the form that recreates the earlier of the two equal local times.
     */
    #[Property]
    public function testLocalTimesAreUnambiguous(#[ForAll('berlin')] DateTimeImmutable $when): void
    {
        $local = new DateTimeImmutable($when->format('Y-m-d H:i:s.u'), $when->getTimezone());

        $this->assertSame($when->getTimestamp(), $local->getTimestamp());
    }

    #[Property]
    public function testTimezonesExist(#[ForAll('zones')] string $zone): void
    {
        $this->assertSame($zone, (new DateTimeZone($zone))->getName());
    }

    public static function tearDownAfterClass(): void
    {
        $transitions = array_filter(self::$seen, static fn (DateTimeImmutable $when): bool => $when->getOffset() !== $when->modify('+1 second')->getOffset());
        $microseconds = array_filter(self::$seen, static fn (DateTimeImmutable $when): bool => $when->format('u') !== '000000');

        printf("\nseconds before a transition: %s, with microseconds: %s\n", $transitions !== [] ? 'yes' : 'no', $microseconds !== [] ? 'yes' : 'no');
    }
}
