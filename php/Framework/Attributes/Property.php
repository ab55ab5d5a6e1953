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
 * Declares a property: a test method whose parameters receive generated values, checked for
 * many examples, each of them a complete test (proposal section 3.1).
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class Property
{
    /**
     * @var ?positive-int
     */
    private ?int $examples;

    /**
     * @param ?positive-int $examples the number of examples to check; the configured default without it
     */
    public function __construct(?int $examples = null)
    {
        $this->examples = $examples;
    }

    /**
     * @return ?positive-int
     */
    public function examples(): ?int
    {
        return $this->examples;
    }
}
