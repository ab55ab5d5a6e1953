<?php declare(strict_types=1);
namespace Names\Domain;

use Names\Domain\Units\{Currency, Unit as Measure};

final class Amount
{
    /**
     * Currency and Measure resolve against this file's group use, not against the test's file.
     *
     * @param int<0, 9> $cents
     * @param list<Measure> $measures
     */
    public function __construct(public int $cents, public Currency $currency, public array $measures = [])
    {
    }
}
