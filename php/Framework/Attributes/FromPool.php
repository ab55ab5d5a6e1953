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
 * A parameter of a rule that receives a value an earlier step produced for the pool $pool; with
 * $consume, the value is removed from the pool (proposal 3.9).
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_PARAMETER)]
final readonly class FromPool
{
    public function __construct(private string $pool, private bool $consume = false)
    {
    }

    public function pool(): string
    {
        return $this->pool;
    }

    public function consume(): bool
    {
        return $this->consume;
    }
}
