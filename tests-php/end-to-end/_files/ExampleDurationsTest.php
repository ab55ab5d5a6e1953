<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

/**
 * Twenty examples that use at least 5 ms of CPU time each: the property they make takes at least
 * 100 ms. The tenth triggers a deprecation.
 */
final class ExampleDurationsTest extends TestCase
{
    private static int $examples = 0;

    #[Property(examples: 20)]
    public function testEveryExampleTakesFiveMilliseconds(int $value): void
    {
        $until = self::cpuTime() + 0.005;

        while (self::cpuTime() < $until) {
            // busy
        }

        if (++self::$examples === 10) {
            trigger_error('the tenth example is deprecated', E_USER_DEPRECATED);
        }

        $this->assertIsInt($value);
    }

    private static function cpuTime(): float
    {
        $usage = getrusage();

        return $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] + ($usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec']) / 1e6;
    }
}
