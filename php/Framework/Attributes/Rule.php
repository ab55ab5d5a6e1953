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
 * A step that a state machine can take any number of times, in any order (proposal 3.9).
 * $precondition names a public method without required parameters that says whether the rule
 * can be applied; $produces names a pool to which the value the rule returns is added.
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class Rule
{
    public function __construct(private ?string $precondition = null, private ?string $produces = null)
    {
    }

    public function precondition(): ?string
    {
        return $this->precondition;
    }

    public function produces(): ?string
    {
        return $this->produces;
    }
}
