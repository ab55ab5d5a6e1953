<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_values;
use function assert;
use function sprintf;
use Closure;
use PHPUnit\Event;
use PHPUnit\Event\Code\Throwable as EventThrowable;
use PHPUnit\Event\EventCollection;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\Verdict;
use PHPUnit\Framework\PropertyBased\Exception\ExampleTimedOut;
use PHPUnit\Framework\PropertyBased\Exception\FlakyProperty;
use PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use PHPUnit\Framework\PropertyBased\Phpunit\EventValues;
use PHPUnit\Framework\PropertyBased\Phpunit\Events;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleNames;
use PHPUnit\Framework\PropertyBased\Phpunit\Messages;
use PHPUnit\Framework\PropertyBased\Phpunit\ProcessIsolationSuspension;
use PHPUnit\Framework\PropertyBased\Phpunit\PropertySuite;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\PropertyBased\Report\CounterexampleReport;
use PHPUnit\Framework\PropertyBased\Report\HealthReport;
use PHPUnit\Framework\PropertyBased\Report\PropertyTestDox;
use PHPUnit\Framework\PropertyBased\Report\ReportedThrowable;
use PHPUnit\Framework\PropertyBased\Report\Reproduction;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;
use PHPUnit\Framework\TestCase;
use Throwable;

/**
 * Checks one property as one test (proposal 6.2, 6.5, 6.6). Every example, replay and shrinking
 * attempt is a fresh instance of the test case class run with its events collected; the instance
 * PHPUnit built for the property runs last, as the example that is reported, and only its events
 * reach the subscribers, rewritten to be the property's.
 *
 * @internal
 */
final class PropertyTestSuite extends PropertySuite
{
    private Configuration|InvalidConfiguration $configuration;

    /**
     * @var list<string>
     */
    private array $warnings = [];

    /**
     * The events of proposal 8.1 for the property's reported events, once it has been checked.
     *
     * @var ?Closure(Event\Telemetry\Info, Event\Code\Test): Event\Test\PropertyChecked
     */
    private ?Closure $propertyChecked = null;

    /**
     * @var ?Closure(Event\Telemetry\Info, Event\Code\Test): Event\Test\PropertyFalsified
     */
    private ?Closure $propertyFalsified = null;

    private int $seed = 0;

    private ?Reproduction $reproduction = null;

    public static function fromTestCase(TestCase $test, Configuration|InvalidConfiguration $configuration): self
    {
        $suite                = self::forProperty($test);
        $suite->configuration = $configuration;

        return $suite;
    }

    protected function check(TestCase $property): void
    {
        PrematureEnd::propertyStarted(TestCases::description($property));

        try {
            $this->checkProperty($property);
        } finally {
            PrematureEnd::propertyFinished();
        }
    }

    private function checkProperty(TestCase $property): void
    {
        if ($this->configuration instanceof InvalidConfiguration) {
            $this->reportInvalid($property, $this->configuration);

            return;
        }

        try {
            $definition = PropertyDefinition::of($property, $this->configuration);
        } catch (InvalidProperty $e) {
            $this->reportInvalid($property, $e);

            return;
        }

        // A property is always run in the main process (proposal 3.3): the examples run in it,
        // and so does the instance that replays a counterexample. TestCase sets the flag only
        // once and has no other way to reset it; process isolation of the whole run is
        // suspended while the property runs (ProcessIsolationSuspension).
        TestCases::runInMainProcess($property);

        $this->warnings     = $definition->warnings();
        $this->seed         = $definition->seed();
        $this->reproduction = Reproduction::of($property, $definition->seed(), $definition->classNames(), $this->configuration);

        $collected  = new CollectedEvents;
        $statistics = new PropertyStatistics;
        $runner     = new ExampleRunner($property, $this->dependenciesOfProperty(), $this->runCollectingEventsOf(...), $collected, $statistics, $definition->globalRandomSeed());

        CurrentExample::setProperty($definition);

        try {
            ProcessIsolationSuspension::during(fn () => $this->checkAndReport($property, $definition, $runner, $collected, $statistics));
        } finally {
            CurrentExample::setProperty(null);
            ExampleNames::forget($property);
        }
    }

    private function checkAndReport(TestCase $property, PropertyDefinition $definition, ExampleRunner $runner, CollectedEvents $collected, PropertyStatistics $statistics): void
    {
        $this->propertyChecked = PropertyEvents::checked($this->seed, null, $statistics);

        $lastPassedExplicit = $this->checkExplicitExamples($property, $definition, $runner, $collected);

        if ($lastPassedExplicit === false) {
            return;
        }

        $history = CounterexampleHistory::in($this->configuration->counterexampleFile());
        $testId  = TestCases::id($property);

        // A generator that throws (a closure given to map(), a constructor) while the arguments
        // of an example are generated: the property is an error with that exception.
        PrematureEnd::generating();

        try {
            $result = $definition->check($runner, $history->of($testId));
        } catch (Throwable $e) {
            $this->reportInvalid($property, $e);

            return;
        } finally {
            PrematureEnd::ended();
        }

        $this->propertyChecked = PropertyEvents::checked($this->seed, $result, $statistics);

        match ($result->verdict()) {
            Verdict::Falsified                  => $history->remember($testId, [$result->choices(), ...array_values($result->otherWayChoices())]),
            Verdict::Passed, Verdict::Unhealthy => $history->forget($testId),
            default                             => null,
        };

        if ($this->configuration->displayPropertyStatistics()) {
            StatisticsPrinter::add($testId, PropertyEvents::examplesChecked($result), $result->rejectedInAll(), $statistics->lines());
        }

        // The same, when the counterexample is generated again for its final replay (6.5).
        try {
            match ($result->verdict()) {
                Verdict::Falsified                  => $this->reportFalsified($property, $result, $runner, $collected),
                Verdict::Flaky                      => $this->reportNotReproduced($property, $result, $runner, $collected),
                Verdict::Nondeterministic           => $this->reportNotGeneratedAgain($property, $result, $runner, $collected),
                Verdict::Halted                     => $this->forward($runner->halting()?->events, $collected, null, [], [], TestCases::forEvents($property)),
                Verdict::Passed, Verdict::Unhealthy => $this->reportChecked($property, $result, $runner->lastPassed() ?? $lastPassedExplicit, $collected, $definition, $statistics),
            };
        } catch (ArgumentsNotGenerated $e) {
            $this->reportInvalid($property, $e->exception());
        }
    }

    /**
     * Checks the explicit examples, before any generated example (proposal 3.5): false when one
     * of them ended the check of the property, which is then reported with the events of that
     * example, else the last one that passed, if any.
     */
    private function checkExplicitExamples(TestCase $property, PropertyDefinition $definition, ExampleRunner $runner, CollectedEvents $collected): ExampleRun|false|null
    {
        $lastPassed = null;

        foreach ($definition->explicitExamples() as $explicit) {
            $run = $runner->runExplicit($explicit);

            if ($explicit->isRejected()) {
                $this->warnings[] = sprintf('The explicit example %s was rejected by assume(): an explicit example should meet the precondition of the property', $explicit->name());

                continue;
            }

            $collected->add($run->events);

            if ($run->isFalsified()) {
                $this->propertyFalsified = PropertyEvents::falsifiedByExplicitExample($this->seed, $explicit, $definition->classNames());

                $this->forward($run->events, $collected, CounterexampleReport::explicit($explicit, $definition->classNames()) . $this->reproduction()->command(), [], [], TestCases::forEvents($property));

                return false;
            }

            if ($run->status->isSkipped() || $run->status->isIncomplete()) {
                $this->forward($run->events, $collected, null, [], [], TestCases::forEvents($property));

                return false;
            }

            $lastPassed = $run;
        }

        return $lastPassed;
    }

    private function reportNotReproduced(TestCase $property, CheckResult $result, ExampleRunner $runner, CollectedEvents $collected): void
    {
        $example = $result->minimalExample();

        assert($example instanceof Example);

        $replay = $runner->run($property, $example);
        $steps  = $replay?->steps ?? new StepLog;

        // Generators that do not generate the same values from the same choices gave the replay
        // other values than the example had when it falsified the property, or rejected it: the
        // values it had are shown (6.3).
        $original = $runner->firstFailure();

        if (($replay === null || $result->nondeterministic()) && $original?->example !== null) {
            $example = $original->example;
            $steps   = $original->steps;
        }

        $this->reportFlaky(
            $property,
            self::warnings($result, $replay === null),
            $replay,
            $original,
            $collected,
            CounterexampleReport::notShrunk($result, $example, $steps) . "\nThe example that falsified the property did not falsify it again in " . $result->replays() . " replays.\n" . $this->reproduction()->command(),
        );
    }

    /**
     * No replay of the example that falsified the property generated its values again from its
     * choices (6.3): the property is falsified by the values that example had, and reported with
     * its events; it cannot be replayed or shrunk, but an explicit example of those values
     * reproduces it.
     */
    private function reportNotGeneratedAgain(TestCase $property, CheckResult $result, ExampleRunner $runner, CollectedEvents $collected): void
    {
        $original = $runner->firstFailure();

        assert($original?->example !== null);

        $this->propertyFalsified = PropertyEvents::falsified($this->seed, $result, $original->example, $original->steps, []);

        $this->forward(
            $original->events,
            $collected,
            CounterexampleReport::notShrunk($result, $original->example, $original->steps) . "\nNo replay of this example generated the same values from its choices, so it could not be reproduced.\n" . $this->reproduction()->ofCounterexample($original->example, $original->steps),
            [],
            self::warnings($result),
            TestCases::forEvents($property),
        );
    }

    private function reportFalsified(TestCase $property, CheckResult $result, ExampleRunner $runner, CollectedEvents $collected): void
    {
        $minimal = $result->minimalExample();

        assert($minimal instanceof Example);

        $replay = $runner->run($property, $minimal);

        if ($replay?->timeLimit() !== null) {
            $this->propertyFalsified = PropertyEvents::falsified($this->seed, $result, $minimal, $replay->steps, []);

            $this->reportAsError(
                $property,
                self::warnings($result),
                $replay,
                $collected,
                ExampleTimedOut::class,
                Messages::timeLimitOfExample($replay->timeLimit()) . ", its time limit, which falsifies the property.\n\n" . CounterexampleReport::falsified($result, $minimal, $replay->steps, []) . $this->reproduction()->ofCounterexample($minimal, $replay->steps, ['--enforce-time-limit']),
                null,
            );

            return;
        }

        // Generators that do not generate the same values from the same choices may have given
        // the final replay other values than the counterexample had when it falsified the
        // property, or rejected it: that failure is reported, with those values (6.3).
        $last             = $runner->lastFailure();
        $nondeterministic = $replay === null || $result->nondeterministic();

        if ($nondeterministic && $last?->example !== null && ($replay === null || !$replay->generatedTheSameValuesAs($last))) {
            $replay  = $last;
            $minimal = $last->example;
        }

        if ($replay?->failureKey() !== $result->failureKey()) {
            $this->reportFlaky(
                $property,
                self::warnings($result, $nondeterministic),
                $replay,
                $runner->firstFailure(),
                $collected,
                CounterexampleReport::falsified($result, $minimal, $replay?->steps ?? new StepLog, []) . "\nThe minimal counterexample did not falsify the property again in its final replay, so its outcome does not depend on its arguments alone.\n" . $this->reproduction()->command(),
            );

            return;
        }

        $otherWays = [];

        foreach ($result->otherWays() as $way => $example) {
            // A way whose arguments cannot be generated again is not reported (6.5).
            try {
                $run = $runner->runFresh($example);
            } catch (ArgumentsNotGenerated) {
                continue;
            }

            if ($run?->failureKey() === $way) {
                $otherWays[$way] = [$example, $run->steps];
            }
        }

        $this->propertyFalsified = PropertyEvents::falsified($this->seed, $result, $minimal, $replay->steps, $otherWays);

        $this->forward(
            $replay->events,
            $collected,
            CounterexampleReport::falsified($result, $minimal, $replay->steps, $otherWays) . $this->reproduction()->ofCounterexample($minimal, $replay->steps),
            [],
            self::warnings($result, $nondeterministic),
            TestCases::forEvents($property),
        );
    }

    /**
     * The examples passed: the property is reported with the events of the last one (proposal
     * 6.6), without running its body again.
     */
    private function reportChecked(TestCase $property, CheckResult $result, ?ExampleRun $lastPassed, CollectedEvents $collected, PropertyDefinition $definition, PropertyStatistics $statistics): void
    {
        $risky = [];

        if ($result->verdict() === Verdict::Unhealthy) {
            $risky[] = HealthReport::message($result, $definition->examples(), $this->configuration->examplesCheckedUntilHealthIsAssumed());
        }

        if ($statistics->idleStateMachine() !== null) {
            $risky[] = $statistics->idleStateMachine();
        }

        foreach ($definition->requiredClassifications() as $label => $minimum) {
            if ($statistics->percentage($label) < $minimum) {
                $risky[] = sprintf('Only %.1f%% of the examples of this property were classified as "%s", but at least %.1f%% are required.', $statistics->percentage($label), $label, $minimum);
            }
        }

        // No example passed, for instance because all were rejected: the property is reported
        // without running it.
        if ($lastPassed === null) {
            $this->reportWithoutRunning(PropertyTestDox::of(TestCases::forEvents($property)), $risky, $this->propertyChecked);

            return;
        }

        $this->forward($lastPassed->events, $collected, null, $risky, self::warnings($result), TestCases::forEvents($property));
    }

    /**
     * A property whose outcome does not depend on its arguments alone is an error, with the
     * failure originally observed as its cause (proposal 6.3, 6.5). The reported events are those
     * of the property's own instance, whatever its replay of the example did, or those of the
     * original example when the replay was rejected while its arguments were generated.
     *
     * @param list<string> $warnings
     */
    private function reportFlaky(TestCase $property, array $warnings, ?ExampleRun $replay, ?ExampleRun $original, CollectedEvents $collected, string $message): void
    {
        assert($original !== null);

        $cause = null;

        foreach ($original->events as $event) {
            if ($event instanceof Event\Test\Failed || $event instanceof Event\Test\Errored) {
                $cause = $event->throwable();
            }
        }

        $this->reportAsError($property, $warnings, $replay ?? $original, $collected, FlakyProperty::class, $message, $cause);
    }

    /**
     * The reported example ran (a replay on the property's own instance, or an example on
     * another); whatever it did, the property is an error with $message (and the risky test of an
     * exceeded time limit is that error).
     *
     * @param list<string> $warnings
     * @param class-string $class
     */
    private function reportAsError(TestCase $property, array $warnings, ExampleRun $replay, CollectedEvents $collected, string $class, string $message, ?EventThrowable $cause): void
    {
        $errored = new EventCollection;

        foreach ($replay->events as $event) {
            if ($event instanceof Event\Test\Failed || $event instanceof Event\Test\Errored || $event instanceof Event\Test\Passed ||
                ($event instanceof Event\Test\ConsideredRisky && $event->message() === $replay->timeLimit())) {
                continue;
            }

            if ($event instanceof Event\Test\Finished) {
                $errored->add(EventValues::errored($event->telemetryInfo(), $event->test(), ReportedThrowable::error($class, $message, $cause, $this->configuration->reportsInMessage())));
            }

            $errored->add($event);
        }

        $this->forward($errored, $collected, null, [], $warnings, TestCases::forEvents($property));
    }

    /**
     * @param list<string> $risky
     * @param list<string> $warnings
     * @param Event\Code\Test $test the property, whose events these become (those of an example ran on another instance)
     */
    private function forward(?EventCollection $events, CollectedEvents $collected, ?string $report, array $risky, array $warnings, Event\Code\Test $test): void
    {
        assert($events !== null);

        $events = (new ReportedEvents($collected, $report, $risky, [...$this->warnings, ...$warnings], $test, $this->configuration->reportsInMessage()))->rewrite($events);

        if ($this->propertyChecked !== null) {
            $events = PropertyEvents::insert($events, $this->propertyChecked, $this->propertyFalsified);
        }

        Events::forward($events);
    }

    private function reproduction(): Reproduction
    {
        assert($this->reproduction !== null);

        return $this->reproduction;
    }

    /**
     * The warning of proposal 6.3 when the generators did not generate the same values from the
     * same choices, as the engine saw it or as a replay that was rejected shows it.
     *
     * @return list<string>
     */
    private static function warnings(CheckResult $result, bool $otherValuesSeen = false): array
    {
        if (!$result->nondeterministic() && !$otherValuesSeen) {
            return [];
        }

        return ['The generators of this property did not generate the same values from the same choices, so its examples may be generated more than once and its counterexamples may not be reproducible; values must not depend on anything but the choices they are generated from.'];
    }

    /**
     * A property that cannot be checked, or whose arguments cannot be generated, is one errored
     * test, as a test with an invalid data provider is.
     */
    private function reportInvalid(TestCase $property, Throwable $e): void
    {
        $this->reportErrored(PropertyTestDox::of(TestCases::forEvents($property)), $e);
    }
}
