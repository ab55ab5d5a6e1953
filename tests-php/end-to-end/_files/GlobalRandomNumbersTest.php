<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class GlobalRandomNumbersTest extends TestCase
{
    private static ?int $first = null;

    /**
     * Code under test that calls mt_rand() gets the numbers of the first example in every one.
     */
    #[Property]
    public function testCodeUnderTestDrawsRandomNumbers(int $n): void
    {
        $number = mt_rand();

        self::$first ??= $number;

        $this->assertSame(self::$first, $number);
    }
}
