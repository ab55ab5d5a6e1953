<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use function array_merge;
use function array_reverse;
use function array_unique;
use function array_values;
use function count;
use function in_array;
use function max;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class ListsTest extends TestCase
{
    /**
     * @param list<int> $input
     */
    #[Property]
    public function testReversingTwiceIsIdentity(array $input): void
    {
        $this->assertSame($input, array_reverse(array_reverse($input)));
    }

    /**
     * @param list<int<-10, 10>> $numbers
     */
    #[Property]
    public function testWithoutDuplicatesKeepsTheFirstOfEachNumber(array $numbers): void
    {
        $this->assertSame(array_values(array_unique($numbers)), Lists::withoutDuplicates($numbers));
    }

    /**
     * @param list<int>    $numbers
     * @param int<1, 10>   $size
     */
    #[Property]
    public function testChunksJoinToTheOriginalList(array $numbers, int $size): void
    {
        $chunks = Lists::chunk($numbers, $size);

        $this->assertSame($numbers, array_merge([], ...$chunks));

        foreach ($chunks as $chunk) {
            $this->assertLessThanOrEqual($size, count($chunk));
        }
    }

    /**
     * Fails on purpose: Lists::maximum() has a planted bug, and the counterexample shows it.
     *
     * @param non-empty-list<int> $numbers
     */
    #[Property]
    public function testMaximumIsAnElementOfTheList(array $numbers): void
    {
        $this->assertTrue(in_array(Lists::maximum($numbers), $numbers, true));
    }

    /**
     * Fails on purpose: the sum of the list exceeds 1000 for some lists. Shrinking finds a list
     * whose sum is just above the limit.
     *
     * @param list<int<0, 500>> $prices
     */
    #[Property]
    public function testBasketStaysWithinBudget(array $prices): void
    {
        $this->assertLessThanOrEqual(1000, array_sum($prices));
    }
}
