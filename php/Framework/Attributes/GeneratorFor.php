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
 * Registers a public static method that returns a ValueGenerator as the generator of every value
 * of exactly the type $type that a property of the test case class needs, including values
 * needed to derive other objects from their constructors. Proposal section 5.2.
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class GeneratorFor
{
    /**
     * @param class-string $type
     */
    public function __construct(private string $type)
    {
    }

    /**
     * @return class-string
     */
    public function type(): string
    {
        return $this->type;
    }
}
