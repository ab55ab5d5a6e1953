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
 * A public method of a state machine that is called once, before the first step; methods with
 * this attribute are called in the order they are declared, and can produce values for a pool
 * (proposal 3.9).
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class Initialize
{
    /**
     * @param ?string $produces a pool to which the value the method returns is added
     */
    public function __construct(private ?string $produces = null)
    {
    }

    public function produces(): ?string
    {
        return $this->produces;
    }
}
