<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Pricing;

use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\Percentage;

trait Discounts
{
    /**
     * @param Percentage $percentage
     */
    public function discount(int $percentage): int
    {
        return $percentage;
    }
}
