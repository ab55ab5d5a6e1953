<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Orders;

/**
 * A property's method whose parameters are of one class, which names another.
 */
final class OrderProperties
{
    public function testOrdersAreComparable(Order $first, Order $second): void
    {
    }
}
