<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Event\Test;


/**
 * A counterexample of a property as PHP code (proposal 8.1): its choice sequence, each
 * parameter's exported argument, the values drawn with draw() and the steps of its state machine.
 *
 * @immutable
 */
final readonly class Counterexample
{
    /**
     * @param list<int>                                   $choices
     * @param array<non-empty-string, string>             $arguments   parameter name => PHP expression
     * @param list<array{label: ?string, value: string}> $drawnValues
     * @param list<string>                                $steps       PHP statements
     */
    public function __construct(
        private array $choices,
        private array $arguments,
        private array $drawnValues,
        private array $steps,
    ) {
    }

    /**
     * @return list<int>
     */
    public function choices(): array
    {
        return $this->choices;
    }

    /**
     * @return array<non-empty-string, string>
     */
    public function arguments(): array
    {
        return $this->arguments;
    }

    /**
     * @return list<array{label: ?string, value: string}>
     */
    public function drawnValues(): array
    {
        return $this->drawnValues;
    }

    /**
     * @return list<string>
     */
    public function steps(): array
    {
        return $this->steps;
    }
}
