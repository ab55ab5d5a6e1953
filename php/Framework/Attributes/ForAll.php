<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\Attributes;

use Attribute;
use Closure;

/**
 * The generator of a property's parameter: the name of a public static method of the test case
 * class that returns a ValueGenerator, or a static closure that returns one (a closure in an
 * attribute needs PHP 8.5). Proposal section 5.1.
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_PARAMETER)]
final readonly class ForAll
{
    /**
     * @param Closure(): \PHPUnit\Framework\PropertyBased\ValueGenerator|non-empty-string $generator
     */
    public function __construct(private Closure|string $generator)
    {
    }

    public function generator(): Closure|string
    {
        return $this->generator;
    }
}
