<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Small;
use PHPUnit\Framework\TestCase;

#[Small]
final class TimeLimitTest extends TestCase
{
    /**
     * Fails on purpose: values of 50 and more take longer than the time limit of a small test.
     *
     * @param int<0, 100> $value
     */
    #[Property(examples: 20)]
    public function testFinishesInTime(int $value): void
    {
        // An assertion before the time runs out: an example that times out first performs
        // none, which PHPUnit reports as risky on top of the error.
        $this->assertIsInt($value);

        if ($value >= 50) {
            sleep(3);
        }

        $this->assertLessThan(50, $value);
    }
}
