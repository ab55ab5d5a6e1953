<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\Attributes;

use Attribute;

/**
 * Requires that at least $minimumPercentage of the checked examples of a property are classified
 * with $label (proposal 3.6); a property that holds but misses it is risky.
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
final readonly class RequireClassification
{
    public function __construct(private string $label, private float $minimumPercentage)
    {
    }

    public function label(): string
    {
        return $this->label;
    }

    public function minimumPercentage(): float
    {
        return $this->minimumPercentage;
    }
}
