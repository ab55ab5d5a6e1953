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
 * Uses the generators that the public static methods of another class register with
 * #[GeneratorFor], for a test case class or for one property. Proposal section 5.2.
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
final readonly class UseGenerators
{
    /**
     * @param class-string $className
     */
    public function __construct(private string $className)
    {
    }

    /**
     * @return class-string
     */
    public function className(): string
    {
        return $this->className;
    }
}
