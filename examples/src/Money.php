<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use function array_fill;
use function intdiv;

final readonly class Money
{
    /**
     * @param non-negative-int $amount
     */
    public function __construct(public int $amount, public Currency $currency)
    {
    }

    public function add(self $other): self
    {
        return new self($this->amount + $other->amount, $this->currency);
    }

    /**
     * Splits the amount into $parts shares. Planted bug: the remainder of the division is lost.
     *
     * @param positive-int $parts
     *
     * @return list<self>
     */
    public function allocate(int $parts): array
    {
        return array_fill(0, $parts, new self(intdiv($this->amount, $parts), $this->currency));
    }
}
