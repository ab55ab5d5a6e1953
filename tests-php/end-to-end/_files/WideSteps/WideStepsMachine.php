<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace WideSteps;

use PHPUnit\Framework\Attributes\Invariant;
use PHPUnit\Framework\Attributes\Rule;
use PHPUnit\Framework\TestCase;

/**
 * Steps of many choices each: a step of noise() is its rule and three integers, one of add() a
 * string and three integers. At most two names may be added, so the minimal counterexample is
 * three steps of add() and no noise.
 */
final class WideStepsMachine
{
    /**
     * @var list<string>
     */
    private array $names = [];

    /**
     * @param int<0, 100> $a
     * @param int<0, 100> $b
     * @param int<0, 100> $c
     */
    #[Rule]
    public function noise(int $a, int $b, int $c): void
    {
    }

    /**
     * @param int<0, 100> $a
     * @param int<0, 100> $b
     * @param int<0, 100> $c
     */
    #[Rule]
    public function add(string $name, int $a, int $b, int $c): void
    {
        $this->names[] = $name;
    }

    #[Invariant]
    public function atMostTwoNames(): void
    {
        TestCase::assertLessThan(3, count($this->names));
    }
}
