<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_sum;
use Closure;
use PHPUnit\Event;
use PHPUnit\Event\Telemetry;
use PHPUnit\Event\Test\Counterexample;
use PHPUnit\Event\Test\PropertyChecked;
use PHPUnit\Event\Test\PropertyCheckedSubscriber;
use PHPUnit\Event\Test\PropertyFalsified;
use PHPUnit\Event\Test\PropertyFalsifiedSubscriber;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Phpunit\Events;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;

/**
 * The events Test\PropertyChecked and Test\PropertyFalsified (proposal 8.1). PHPUnit 13.4 knows
 * only its own events, so register() teaches its type map these two; a subscriber for them can
 * be registered once this extension has been bootstrapped. An event is created when the
 * property's reported events are forwarded, with the telemetry of the event it precedes.
 *
 * @internal
 */
final class PropertyEvents
{
    public static function register(): void
    {
        Events::registerEventType(PropertyCheckedSubscriber::class, PropertyChecked::class);
        Events::registerEventType(PropertyFalsifiedSubscriber::class, PropertyFalsified::class);
    }

    /**
     * $events with the PropertyChecked event before Test\Finished and the PropertyFalsified
     * event, if any, before the Test\Failed or Test\Errored event.
     *
     * @param Closure(Telemetry\Info, Event\Code\Test): PropertyChecked    $checked
     * @param ?Closure(Telemetry\Info, Event\Code\Test): PropertyFalsified $falsified
     */
    public static function insert(Event\EventCollection $events, Closure $checked, ?Closure $falsified): Event\EventCollection
    {
        $withPropertyEvents = new Event\EventCollection;

        foreach ($events as $event) {
            if ($falsified !== null && ($event instanceof Event\Test\Failed || $event instanceof Event\Test\Errored)) {
                $withPropertyEvents->add($falsified($event->telemetryInfo(), $event->test()));
                $falsified = null;
            }

            if ($event instanceof Event\Test\Finished) {
                $withPropertyEvents->add($checked($event->telemetryInfo(), $event->test()));
            }

            $withPropertyEvents->add($event);
        }

        return $withPropertyEvents;
    }

    /**
     * @return Closure(Telemetry\Info, Event\Code\Test): PropertyChecked
     */
    public static function checked(int $seed, ?CheckResult $result, PropertyStatistics $statistics): Closure
    {
        return static fn (Telemetry\Info $telemetry, Event\Code\Test $test): PropertyChecked => new PropertyChecked(
            $telemetry,
            $test,
            $seed,
            self::examplesChecked($result),
            $result === null ? 0 : array_sum($result->rejected()),
            $statistics->classifications(),
            $statistics->observations(),
            $statistics->highestScores(),
        );
    }

    /**
     * The number of examples checked, the one that falsified the property included: it was
     * checked, too. 0 before the property was checked.
     */
    public static function examplesChecked(?CheckResult $result): int
    {
        return match ($result?->verdict()) {
            null                 => 0,
            'falsified', 'flaky' => $result->examples(),
            default              => $result->checked(),
        };
    }

    /**
     * @param array<string, array{Example, StepLog}> $otherWays the other ways that falsified the property again
     *
     * @return Closure(Telemetry\Info, Event\Code\Test): PropertyFalsified
     */
    public static function falsified(int $seed, CheckResult $result, Example $minimal, StepLog $steps, array $otherWays): Closure
    {
        $choicesOfOtherWays = $result->otherWayChoices();
        $counterexamples    = [];

        foreach ($otherWays as $way => [$example, $waySteps]) {
            $counterexamples[$way] = self::counterexample($choicesOfOtherWays[$way], $example, $waySteps);
        }

        return static fn (Telemetry\Info $telemetry, Event\Code\Test $test): PropertyFalsified => new PropertyFalsified(
            $telemetry,
            $test,
            $seed,
            $result->examples(),
            $result->shrinkingAttempts(),
            $result->budgetExhausted(),
            self::counterexample($result->choices(), $minimal, $steps),
            $counterexamples,
            $result->replays(),
            $result->refalsified(),
            null,
        );
    }

    /**
     * @return Closure(Telemetry\Info, Event\Code\Test): PropertyFalsified
     */
    public static function falsifiedByExplicitExample(int $seed, ExplicitExample $example, ClassNames $names): Closure
    {
        $arguments = $example->exportedArguments($names);

        return static fn (Telemetry\Info $telemetry, Event\Code\Test $test): PropertyFalsified => new PropertyFalsified(
            $telemetry,
            $test,
            $seed,
            0,
            0,
            false,
            new Counterexample([], $arguments, [], []),
            [],
            0,
            0,
            $example->name(),
        );
    }

    /**
     * @param list<int> $choices
     */
    private static function counterexample(array $choices, Example $example, StepLog $steps): Counterexample
    {
        $arguments = [];

        foreach ($example->exportedArguments() as [$name, $code]) {
            $arguments[$name] = $code;
        }

        $drawnValues = [];

        foreach ($example->exportedDraws() as [$label, $code]) {
            $drawnValues[] = ['label' => $label, 'value' => $code];
        }

        return new Counterexample($choices, $arguments, $drawnValues, $steps->lines());
    }
}
