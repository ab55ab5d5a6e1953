<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\StateMachine;

use function array_intersect;
use function array_values;
use function array_splice;
use function count;
use function get_debug_type;
use function implode;
use function in_array;
use function is_bool;
use function sprintf;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine;
use PHPUnit\Framework\PropertyBased\Runner\CurrentExample;
use PHPUnit\Framework\PropertyBased\Runner\ExampleStatistics;
use PHPUnit\Framework\PropertyBased\Types\ValueExporter;
use Throwable;

/**
 * Runs a state machine in an example (proposal 3.9). Its steps are drawn from the example's
 * choices: a choice whether another step is taken, the index of its rule, and its arguments,
 * each step a span, so that shrinking deletes steps and prefers rules declared earlier. While
 * generating, the number of steps is drawn uniformly and a random subset of the rules is enabled
 * (swarm testing); when replaying, a rule that cannot be applied is skipped and is no step.
 *
 * @internal
 */
final class Runner
{
    /**
     * @var array<string, list<array{mixed, string}>> pool => [value, variable]
     */
    private array $pools = [];

    /**
     * @var array<string, int>
     */
    private array $variables = [];

    private function __construct(
        private readonly Example $example,
        private readonly object $machine,
        private readonly Definition $definition,
        private readonly StepLog $log,
        private readonly ClassNames $names,
    ) {
    }

    /**
     * @param positive-int $maximumNumberOfSteps
     */
    public static function run(Example $example, object $machine, Definition $definition, int $maximumNumberOfSteps, StepLog $log, ExampleStatistics $statistics, ClassNames $names): void
    {
        (new self($example, $machine, $definition, $log, $names))->steps($maximumNumberOfSteps, $statistics);
    }

    private function steps(int $maximum, ExampleStatistics $statistics): void
    {
        $this->example->startSpan('state machine ' . $this->machine::class);

        // What the example is like while generating; replays and shrinking only read the steps.
        $target  = 1 + $this->choose($maximum - 1);
        $enabled = [];

        foreach ($this->definition->rules as $index => $rule) {
            if ($this->choose(1) === 0) {
                $enabled[] = $index;
            }
        }

        foreach ($this->definition->initializers as $initializer) {
            $this->call($initializer);
        }

        $this->invariants(true);

        $steps = 0;
        $taken = [];

        while ($steps < $maximum) {
            $applicable = $this->applicableRules();
            $another    = $this->choose(1, $steps < $target && $applicable !== [] ? [1] : [0]) === 1;

            if (!$another) {
                break;
            }

            // The step's span starts with the choice that took it, as an element of a list does:
            // deleting the span deletes the whole step, and the shrinker treats the steps as a
            // collection (cut to the fewest, each deleted in one attempt).
            $this->example->startSpan('step', true);

            $preferred = array_values(array_intersect($applicable, $enabled));
            $index     = $this->choose(count($this->definition->rules) - 1, $preferred !== [] ? $preferred : $applicable);

            // A rule chosen on replay that cannot be applied is skipped and is no step.
            $applies = in_array($index, $applicable, true);

            if ($applies) {
                $rule = $this->definition->rules[$index];

                $this->call($rule);

                $taken[$rule->name] = ($taken[$rule->name] ?? 0) + 1;
                $steps++;
            }

            $this->example->endSpan();

            if ($applies) {
                $this->invariants(false);
            }
        }

        $this->invariants(true, true);
        $this->example->endSpan();

        $statistics->observe('steps', $steps);

        foreach ($this->definition->rules as $rule) {
            $statistics->observe(sprintf('steps with %s()', $rule->name), $taken[$rule->name] ?? 0);
        }

        $statistics->ranStateMachine($steps);
    }

    /**
     * @return list<int>
     */
    private function applicableRules(): array
    {
        $applicable = [];

        foreach ($this->definition->rules as $index => $rule) {
            foreach ($rule->pools() as $pool) {
                if (($this->pools[$pool] ?? []) === []) {
                    continue 2;
                }
            }

            if ($rule->precondition !== null) {
                $holds = $this->machine->{$rule->precondition}();

                if (!is_bool($holds)) {
                    throw new InvalidStateMachine(sprintf('The precondition %s::%s() of the state machine returned %s, not a bool', $this->machine::class, $rule->precondition, get_debug_type($holds)));
                }

                if (!$holds) {
                    continue;
                }
            }

            $applicable[] = $index;
        }

        return $applicable;
    }

    private function call(Method $method): void
    {
        $arguments = [];
        $code      = [];

        foreach ($method->parameters as $parameter) {
            if ($parameter->pool !== null) {
                [$arguments[$parameter->name], $code[]] = $this->fromPool($parameter);
            } else {
                $value = $this->generate($parameter->generator);

                $arguments[$parameter->name] = $value;
                $code[]                      = $parameter->name . ': ' . ValueExporter::export($value, $this->names);
            }
        }

        $call     = sprintf('$machine->%s(%s)', $method->name, implode(', ', $code));
        $variable = null;

        if ($method->produces !== null) {
            $this->variables[$method->produces] = ($this->variables[$method->produces] ?? 0) + 1;
            $variable                           = '$' . $method->produces . $this->variables[$method->produces];
            $call                               = $variable . ' = ' . $call;
        }

        $line     = $this->log->call($call);
        $returned = $this->machine->{$method->name}(...$arguments);

        if ($variable !== null) {
            $this->pools[$method->produces][] = [$returned, $variable];
        } elseif ($returned !== null) {
            $this->log->comment($line, ValueExporter::export($returned, $this->names));
        }
    }

    /**
     * A value of a pool, drawn as its position counted from the value produced last, so that it
     * still refers to the same value when shrinking deletes earlier steps.
     *
     * @return array{mixed, string} the value and the PHP code of the argument
     */
    private function fromPool(Parameter $parameter): array
    {
        $pool     = $this->pools[$parameter->pool];
        $position = count($pool) - 1 - $this->choose(count($pool) - 1);

        [$value, $variable] = $pool[$position];

        if ($parameter->consume) {
            array_splice($this->pools[$parameter->pool], $position, 1);
        }

        return [$value, $parameter->name . ': ' . $variable];
    }

    private function invariants(bool $initially, bool $atEndOnly = false): void
    {
        foreach ($this->definition->invariants as $invariant) {
            if ($atEndOnly ? !$invariant->atEnd : ($invariant->atEnd && !$initially)) {
                continue;
            }

            try {
                $this->machine->{$invariant->name}();
            } catch (Throwable $e) {
                $this->log->invariantFailed($invariant->name);

                throw $e;
            }
        }
    }

    /**
     * A value of $generator; a rejected value rejects the example.
     */
    private function generate(ValueSource $generator): mixed
    {
        $value = $this->example->generate($generator);

        if ($this->example->isRejected()) {
            throw CurrentExample::rejected();
        }

        return $value;
    }

    /**
     * @param ?list<int> $preferred the values to draw while generating
     */
    private function choose(int $maximum, ?array $preferred = null): int
    {
        $value = $this->example->choose($maximum, $preferred);

        if ($this->example->isRejected()) {
            throw CurrentExample::rejected();
        }

        return $value;
    }
}
