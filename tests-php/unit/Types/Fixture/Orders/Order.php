<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Orders;

use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\Amount;

final readonly class Order
{
    /**
     * @param int<1, 10>   $quantity
     * @param list<Amount> $items
     */
    public function __construct(public int $quantity, public array $items, public ?Amount $discount)
    {
    }
}
