<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\StateMachine;

/**
 * A rule, an initialization or an invariant of a state machine.
 *
 * @internal
 */
final readonly class Method
{
    /**
     * @param list<Parameter> $parameters
     * @param ?string         $produces     the pool the returned value is added to
     * @param ?string         $precondition the method that says whether a rule can be applied
     */
    public function __construct(
        public string $name,
        public array $parameters = [],
        public ?string $produces = null,
        public ?string $precondition = null,
        public bool $atEnd = false,
    ) {
    }

    /**
     * The pools this method takes values from.
     *
     * @return list<string>
     */
    public function pools(): array
    {
        $pools = [];

        foreach ($this->parameters as $parameter) {
            if ($parameter->pool !== null) {
                $pools[] = $parameter->pool;
            }
        }

        return $pools;
    }
}
