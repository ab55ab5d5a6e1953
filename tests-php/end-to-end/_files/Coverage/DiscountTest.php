<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\CoversClass;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/src/Discount.php';

#[CoversClass(Discount::class)]
final class DiscountTest extends TestCase
{
    /**
     * @param int<0, 100000> $price
     */
    #[Property]
    public function testADiscountNeverRaisesThePrice(int $price): void
    {
        $this->assertLessThanOrEqual($price, Discount::apply($price));
    }
}
