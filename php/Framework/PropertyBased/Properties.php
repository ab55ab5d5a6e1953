<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased;

use function is_finite;
use function is_float;
use function sprintf;
use function var_export;
use InvalidArgumentException;
use LogicException;
use PHPUnit\Framework\PropertyBased\Generator\EngineGenerator;
use PHPUnit\Framework\PropertyBased\Runner\CurrentExample;
use PHPUnit\Framework\PropertyBased\Runner\ExplicitExample;
use PHPUnit\Framework\PropertyBased\StateMachine\Runner as StateMachineRunner;

/**
 * The methods the proposal adds to TestCase for properties. A package cannot add methods to
 * PHPUnit's TestCase, so a test case class uses this trait instead (see the README).
 */
trait Properties
{
    /**
     * Generates a value in the body of a property (proposal 3.7). It is part of the example's
     * choices, so it is replayed, shrunk and reported with the arguments.
     *
     * @template T
     *
     * @param ValueGenerator<T> $generator
     * @param ?non-empty-string $label     describes the value in the report
     *
     * @return T
     */
    final protected function draw(ValueGenerator $generator, ?string $label = null): mixed
    {
        $example = CurrentExample::require('draw()');

        if ($example instanceof ExplicitExample) {
            throw new LogicException('draw() cannot be called while an explicit example is checked: an explicit example has no values to draw');
        }

        if ($label === '') {
            throw new InvalidArgumentException('The label of a drawn value must not be empty');
        }

        $value = $example->draw(EngineGenerator::of($generator), $label);

        if ($example->isRejected()) {
            throw CurrentExample::rejected();
        }

        return $value;
    }

    /**
     * Classifies the current example of a property with a label (proposal 3.6); the share of
     * examples with each label is part of the property's statistics.
     */
    final protected function classify(string $label): void
    {
        $statistics = CurrentExample::statistics('classify()');

        if ($label === '') {
            throw new InvalidArgumentException('The label of a classification must not be empty');
        }

        $statistics->classify($label);
    }

    /**
     * Observes a numeric value of the current example of a property (proposal 3.6), summarized in
     * the property's statistics by count, minimum, median, mean, 90th percentile and maximum.
     */
    final protected function observe(string $label, float|int $value): void
    {
        $statistics = CurrentExample::statistics('observe()');

        if ($label === '') {
            throw new InvalidArgumentException('The label of an observation must not be empty');
        }

        if (is_float($value) && !is_finite($value)) {
            throw new InvalidArgumentException(sprintf('The value observed as "%s" must be finite, %s given', $label, var_export($value, true)));
        }

        $statistics->observe($label, $value);
    }

    /**
     * Targets a score for the current example of a property (proposal 3.8): once half of the
     * examples were checked, the others search for examples with higher scores.
     */
    final protected function target(string $label, float|int $score): void
    {
        $statistics = CurrentExample::statistics('target()');
        $example    = CurrentExample::require('target()');

        if ($label === '') {
            throw new InvalidArgumentException('The label of a targeted score must not be empty');
        }

        if (is_float($score) && !is_finite($score)) {
            throw new InvalidArgumentException(sprintf('The score targeted as "%s" must be finite, %s given', $label, var_export($score, true)));
        }

        if (!$statistics->target($label, $score)) {
            throw new InvalidArgumentException(sprintf('The score "%s" was targeted twice in the same example', $label));
        }

        // Explicit examples are not taken into account.
        if (!$example instanceof ExplicitExample) {
            $example->target($label, (float) $score);
        }
    }

    /**
     * Runs a state machine (proposal 3.9): its rules are the steps, taken in any order, drawn
     * from the choices of the example, shrunk and reported as the PHP code that takes them.
     *
     * @param positive-int $maximumNumberOfSteps
     */
    final protected function runStateMachine(object $machine, int $maximumNumberOfSteps = 50): void
    {
        $example = CurrentExample::require('runStateMachine()');

        if ($example instanceof ExplicitExample) {
            throw new LogicException('runStateMachine() cannot be called while an explicit example is checked: an explicit example has no steps');
        }

        if ($maximumNumberOfSteps < 1) {
            throw new InvalidArgumentException(sprintf('The maximum number of steps of a state machine must be positive, %d given', $maximumNumberOfSteps));
        }

        if (!CurrentExample::steps()->start()) {
            throw new LogicException('runStateMachine() can be called only once in an example');
        }

        $property = CurrentExample::property('runStateMachine()');

        StateMachineRunner::run(
            $example,
            $machine,
            $property->stateMachine($machine),
            $maximumNumberOfSteps,
            CurrentExample::steps(),
            CurrentExample::statistics('runStateMachine()'),
            $property->classNames(),
        );
    }

    /**
     * Discards the current example of a property when $condition is false (proposal 3.4).
     */
    final protected function assume(bool $condition): void
    {
        $example = CurrentExample::require('assume()');

        if (!$condition) {
            $example->reject();

            throw CurrentExample::rejected();
        }
    }
}
