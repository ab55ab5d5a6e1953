<?php declare(strict_types=1);
namespace PHPUnit\Framework\Attributes;

use Attribute;

/**
 * A PHPUnit that has property-based testing of its own declares this attribute (proposal 3.1);
 * loaded before the package's own, it stands for that PHPUnit.
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class Property
{
    public function __construct(public ?int $examples = null)
    {
    }
}
