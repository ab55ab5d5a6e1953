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
 * The generator of a property's parameter: a public static method of another class that returns
 * a ValueGenerator, as #[DataProviderExternal] names a data provider. Proposal section 5.1.
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_PARAMETER)]
final readonly class ForAllExternal
{
    /**
     * @param class-string $className
     */
    public function __construct(private string $className, private string $methodName)
    {
    }

    /**
     * @return class-string
     */
    public function className(): string
    {
        return $this->className;
    }

    public function methodName(): string
    {
        return $this->methodName;
    }
}
