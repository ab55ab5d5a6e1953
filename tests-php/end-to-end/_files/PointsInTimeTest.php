<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

enum Suit
{
    case Hearts;
    case Spades;
}

final class Limits
{
    public const int SMALL_ONE   = 1;
    public const int SMALL_TWO   = 2;
    public const int LARGE       = 1000;
    public const Suit TRUMP      = Suit::Spades;
}

final class PointsInTimeTest extends TestCase
{
    /**
     * Fails on purpose: points in time before the Unix epoch are generated as well.
     */
    #[Property]
    public function testPointsInTimeAreAfterTheEpoch(DateTimeImmutable $when): void
    {
        $this->assertGreaterThanOrEqual(0, $when->getTimestamp());
    }

    #[Property]
    public function testPointsInTimeAreWithinTheCalendar(DateTimeInterface $when, DateTime $mutable): void
    {
        $this->assertInstanceOf(DateTimeImmutable::class, $when);
        $this->assertGreaterThanOrEqual(1, (int) $when->format('Y'));
        $this->assertLessThanOrEqual(9999, (int) $mutable->format('Y'));
    }

    /**
     * @param Limits::SMALL_* $small
     * @param Suit::*|Limits::TRUMP $suit
     */
    #[Property]
    public function testConstants(int $small, Suit $suit, Suit $pure): void
    {
        $this->assertContains($small, [1, 2]);
        $this->assertInstanceOf(Suit::class, $suit);
    }

    /**
     * Fails on purpose: the simplest pair of suits that differ.
     */
    #[Property]
    public function testSuitsAreEqual(Suit $a, Suit $b): void
    {
        $this->assertSame($a, $b);
    }
}
