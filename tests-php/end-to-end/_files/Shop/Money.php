<?php declare(strict_types=1);
namespace Shop\Domain;

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
     * Planted bug: the remainder of the division is lost.
     *
     * @param int<1, 10> $parts
     *
     * @return list<self>
     */
    public function allocate(int $parts): array
    {
        return array_fill(0, $parts, new self(intdiv($this->amount, $parts), $this->currency));
    }
}
