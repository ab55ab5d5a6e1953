<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class DeterminismTest extends TestCase
{
    /**
     * @param list<int<0, 1000>> $numbers
     */
    #[Property]
    public function testSumStaysSmall(array $numbers): void
    {
        $this->assertLessThanOrEqual(1000, array_sum($numbers));
    }

    /**
     * @param list<string> $words
     * @param int<0, 100> $limit
     */
    #[Property]
    public function testWordsAreShort(array $words, int $limit): void
    {
        foreach ($words as $word) {
            $this->assertLessThanOrEqual($limit + 3, strlen($word));
        }
    }
}
