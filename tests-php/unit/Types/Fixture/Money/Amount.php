<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money;

final readonly class Amount
{
    public function __construct(public int $cents, public Currency $currency)
    {
    }
}
