<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class TargetingTest extends TestCase
{
    use Properties;

    private const int DAY = 29000;

    /**
     * Fails on purpose: three long tasks rarely come together at random; targeting their total
     * finds them.
     *
     * @param int<0, 10000> $first
     * @param int<0, 10000> $second
     * @param int<0, 10000> $third
     */
    #[Property]
    public function testScheduleFitsIntoTheDay(int $first, int $second, int $third): void
    {
        $this->target('total duration', $first + $second + $third);

        $this->assertLessThanOrEqual(self::DAY, $first + $second + $third);
    }

    /**
     * The same property without target(): random examples do not find the long schedule.
     *
     * @param int<0, 10000> $first
     * @param int<0, 10000> $second
     * @param int<0, 10000> $third
     */
    #[Property]
    public function testScheduleFitsIntoTheDayWithoutTargeting(int $first, int $second, int $third): void
    {
        $this->assertLessThanOrEqual(self::DAY, $first + $second + $third);
    }

    #[Property]
    public function testTargetingTwice(int $value): void
    {
        $this->target('score', 1);
        $this->target('score', 2);
    }

    #[Property]
    public function testTargetingInfinity(int $value): void
    {
        $this->target('score', INF);
    }
}
