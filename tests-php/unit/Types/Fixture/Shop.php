<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types\Fixture;

use function strlen;
use const PHP_EOL;
use DateTimeImmutable as Instant;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\{Amount, Currency as Unit, function format};
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Pricing\Discounts;

/**
 * @template TItem
 */
final class Shop
{
    use Discounts;

    /**
     * @template TPrice
     *
     * @param list<Amount> $amounts
     */
    public function total(array $amounts, Unit $unit, Instant $at): int
    {
        return strlen(PHP_EOL);
    }
}
