<?php declare(strict_types=1);
namespace Shop\Tests;

use function array_map;
use function array_sum;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Examples\Currency;
use PHPUnit\PropertyBased\Examples\Money;

final class ShopTest extends TestCase
{
    #[Property]
    public function testAdditionIsCommutative(Money $a, Money $b): void
    {
        $this->assertEquals($a->add($b)->amount, $b->add($a)->amount);
    }

    /**
     * @param int<1, 10> $parts
     */
    #[Property]
    public function testAllocationPreservesTheAmount(Money $money, int $parts): void
    {
        $this->assertSame($money->amount, array_sum(array_map(
            static fn (Money $share): int => $share->amount,
            $money->allocate($parts),
        )));
    }
}
