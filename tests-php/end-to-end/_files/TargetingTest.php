<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class TargetingTest extends TestCase
{
    use Properties;

    private const int DAY = 28800;

    /**
     * Fails on purpose: three tasks that fill the day but for ten minutes or less rarely come
     * together at random (the longest tasks, which random examples often draw, leave too little
     * time or too much); targeting how close they come finds them.
     *
     * @param int<0, 10000> $first
     * @param int<0, 10000> $second
     * @param int<0, 10000> $third
     */
    #[Property]
    public function testScheduleLeavesTimeToSpare(int $first, int $second, int $third): void
    {
        $spare = abs(self::DAY - ($first + $second + $third));

        $this->target('closeness to the day', -$spare);

        $this->assertGreaterThan(10, $spare);
    }

    /**
     * The same property without target(): random examples do not find such a schedule.
     *
     * @param int<0, 10000> $first
     * @param int<0, 10000> $second
     * @param int<0, 10000> $third
     */
    #[Property]
    public function testScheduleLeavesTimeToSpareWithoutTargeting(int $first, int $second, int $third): void
    {
        $this->assertGreaterThan(10, abs(self::DAY - ($first + $second + $third)));
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
