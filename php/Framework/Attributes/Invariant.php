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
 * A public method of a state machine without required parameters that is called after the
 * initialization and after every step, or with $atEnd only after the last step (proposal 3.9).
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class Invariant
{
    public function __construct(private bool $atEnd = false)
    {
    }

    public function atEnd(): bool
    {
        return $this->atEnd;
    }
}
