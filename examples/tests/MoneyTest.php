<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use function array_map;
use function array_sum;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

/**
 * The proposal's Money example: objects are generated through their constructor, and the
 * counterexample is PHP code that creates them.
 */
final class MoneyTest extends TestCase
{
    /**
     * @param int<0, 1000000> $a
     * @param int<0, 1000000> $b
     */
    #[Property]
    public function testAdditionIsCommutative(int $a, int $b, Currency $currency): void
    {
        $this->assertEquals((new Money($a, $currency))->add(new Money($b, $currency)), (new Money($b, $currency))->add(new Money($a, $currency)));
    }

    /**
     * Fails on purpose: Money::allocate() loses the remainder.
     *
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
