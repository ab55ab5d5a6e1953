<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class NonNegativeTest extends TestCase
{
    /**
     * @param list<int> $numbers
     */
    #[Property]
    public function testAllNumbersAreNonNegative(array $numbers): void
    {
        foreach ($numbers as $number) {
            $this->assertGreaterThanOrEqual(0, $number);
        }
    }
}
