<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function mt_srand;
use Closure;
use PHPUnit\Event\EventCollection;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\Outcome;
use PHPUnit\Framework\PropertyBased\Engine\Phase;
use PHPUnit\Framework\PropertyBased\Exception\ExampleRejected;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine;
use PHPUnit\Framework\PropertyBased\Phpunit\CodeCoverageSuspension;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleEmitter;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleInstances;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\PropertyBased\Phpunit\ValueObjectForEvents;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;
use PHPUnit\Framework\TestCase;
use Throwable;

/**
 * Runs one example of a property as a complete test: a fresh instance of the test case class,
 * with the generated arguments, through PHPUnit's whole lifecycle, its events collected instead
 * of dispatched (proposal 6.2, 6.6). The engine calls it once for every example, replay and
 * shrinking attempt, with the example's arguments and phase, and it returns how the example
 * ended.
 *
 * @internal
 */
final class ExampleRunner
{
    private ?ExampleRun $firstFailure = null;
    private ?ExampleRun $lastFailure  = null;
    private ?ExampleRun $halting      = null;
    private ?ExampleRun $lastPassed   = null;
    private readonly ExampleInstances $instances;
    private readonly ValueObjectForEvents $valueObjectForEvents;
    private readonly ExampleEmitter $emitter;

    /**
     * @param list<object>                      $dependencies        the property's (#[Depends])
     * @param Closure(TestCase): EventCollection $runCollectingEvents
     * @param ?int                               $globalRandomSeed    the seed of PHP's global random number generators before every example, null to leave them alone
     */
    public function __construct(
        TestCase $property,
        array $dependencies,
        private readonly Closure $runCollectingEvents,
        private readonly CollectedEvents $collected,
        private readonly PropertyStatistics $statistics,
        private readonly ?int $globalRandomSeed,
    ) {
        $this->instances            = ExampleInstances::of($property, $dependencies);
        $this->valueObjectForEvents = ValueObjectForEvents::of($this->instances->fresh());
        $this->emitter              = ExampleEmitter::withFrozenTelemetry();
    }

    /**
     * The engine's one call per example: runs $example with the $arguments the engine generated
     * for it, and tells the engine how it ended.
     *
     * @param array<int, mixed> $arguments
     */
    public function __invoke(Example $example, array $arguments, Phase $phase): Outcome
    {
        PrematureEnd::ended();

        try {
            $statistics = new ExampleStatistics;
            $run        = $this->runWith($this->instances->fresh(), $example, $arguments, $statistics, $phase === Phase::Generate, true);

            return $this->outcomeOfExample($run, $phase, $statistics);
        } finally {
            // Until the next call, the engine generates the arguments of the next example.
            PrematureEnd::generating();
        }
    }

    /**
     * How the run of an example that the engine checks ended, for the engine. A PHP process that
     * ends in here (an exit() in a method of a value that is exported to compare a replay's
     * values) ends while the property runs, not while arguments are generated.
     */
    private function outcomeOfExample(ExampleRun $run, Phase $phase, ExampleStatistics $statistics): Outcome
    {
        // A rejection never hides a failure: an example that assume() rejected, or whose value
        // could not be drawn, but that failed for another reason all the same (the body caught
        // the ExampleRejected, or tearDown() rejected an example that had already failed)
        // falsifies the property, as an ordinary test with the same body fails.
        if ($run->rejected && (!$run->isFalsified() || $run->failedWith(ExampleRejected::class))) {
            return Outcome::rejected();
        }

        $outcome = $this->outcomeOf($run, $phase, $statistics);

        // A replay whose generators did not generate the same values from the same choices (a
        // closure that calls random_int() or time(), for instance) does not count (6.3).
        if ($phase === Phase::Replay && $this->firstFailure !== null && !$run->generatedTheSameValuesAs($this->firstFailure)) {
            return $outcome->withOtherValues();
        }

        return $outcome;
    }

    /**
     * Runs $test with the arguments of $example, an example of the check's result that is
     * replayed for the report; null when the example was rejected while its arguments were
     * generated.
     *
     * @throws ArgumentsNotGenerated Code coverage is collected only for the examples checked during
     * generation (proposal 6.7), not for replays.
     */
    public function run(TestCase $test, Example $example): ?ExampleRun
    {
        PrematureEnd::generating();

        try {
            $arguments = $example->arguments();
        } catch (Throwable $e) {
            throw new ArgumentsNotGenerated($e);
        } finally {
            PrematureEnd::ended();
        }

        if ($arguments === null) {
            return null;
        }

        return $this->runWith($test, $example, $arguments, null, false, false);
    }

    /**
     * Runs an explicit example on a fresh instance of the test case class, collecting code
     * coverage. It runs once: its events are the property's when it does not pass (3.5, 6.6).
     */
    public function runExplicit(ExplicitExample $example): ExampleRun
    {
        $test = $this->instances->fresh();

        TestCases::giveArguments($test, $example->arguments());

        CurrentExample::set($example);

        return new ExampleRun($this->runCollectingEvents($test, true));
    }

    /**
     * Runs $example on a fresh instance of the test case class, as the engine does.
     *
     * @throws ArgumentsNotGenerated
     */
    public function runFresh(Example $example): ?ExampleRun
    {
        return $this->run($this->instances->fresh(), $example);
    }

    /**
     * How the run of a generated example, replay or shrinking attempt that was not rejected
     * ended, for the engine; the runs that the report needs are kept.
     */
    private function outcomeOf(ExampleRun $run, Phase $phase, ExampleStatistics $statistics): Outcome
    {
        // Only the generated examples that are checked count (proposal 3.6, 6.6).
        if ($phase === Phase::Generate) {
            $this->collected->add($run->events);
            $this->statistics->add($statistics);
        }

        // A state machine that cannot be run (3.9), or a generator that cannot be built from its
        // arguments in the body of the property, is an error of the property, not shrunk: no
        // example can be checked, as for a parameter without a generator (3.2).
        if ($run->failedWith(InvalidStateMachine::class, InvalidGenerator::class)) {
            $this->halting = $run;

            return Outcome::halted();
        }

        if ($run->isFalsified()) {
            if ($phase === Phase::Generate) {
                $this->firstFailure ??= $run;
            }

            // Shrinking keeps every attempt that falsifies the property in the same way.
            if ($run->failureKey() === $this->firstFailure?->failureKey()) {
                $this->lastFailure = $run;
            }

            return $run->timeLimit() !== null ? Outcome::timedOut() : Outcome::falsified((string) $run->failureKey());
        }

        // A skipped or incomplete example ends the check of the property with its status; while
        // shrinking, it merely does not falsify the property.
        if ($phase === Phase::Generate && ($run->status->isSkipped() || $run->status->isIncomplete())) {
            $this->halting = $run;

            return Outcome::halted();
        }

        if ($phase === Phase::Generate) {
            $this->lastPassed = $run;
        }

        return Outcome::passed();
    }

    /**
     * Runs $test with $arguments, the arguments of $example.
     *
     * @param array<int, mixed> $arguments
     * @param bool              $checked   whether the engine checks the example, whose events are never reported as they are: it shares the value object for events of the property's other examples, and its emitter once the property's start is known
     */
    private function runWith(TestCase $test, Example $example, array $arguments, ?ExampleStatistics $statistics, bool $collectCoverage, bool $checked): ExampleRun
    {
        TestCases::giveArguments($test, $arguments);

        if ($checked) {
            $this->valueObjectForEvents->giveTo($test);

            // The telemetry of an example's events is reported only for the property's start.
            if ($this->collected->hasStart()) {
                $this->emitter->giveTo($test);
            }
        }

        CurrentExample::set($example, $statistics, $steps = new StepLog);

        return new ExampleRun($this->runCollectingEvents($test, $collectCoverage), $steps, $example, CurrentExample::wasRejected());
    }

    /**
     * The generated example that first falsified the property.
     */
    public function firstFailure(): ?ExampleRun
    {
        return $this->firstFailure;
    }

    /**
     * The last example that falsified the property in the same way as the first: the minimal
     * counterexample, with the values it had when it did.
     */
    public function lastFailure(): ?ExampleRun
    {
        return $this->lastFailure;
    }

    /**
     * The last generated example that passed, whose events are reported for a property that
     * passed (proposal 6.6): its body is not run again.
     */
    public function lastPassed(): ?ExampleRun
    {
        return $this->lastPassed;
    }

    /**
     * The example that was skipped or marked incomplete.
     */
    public function halting(): ?ExampleRun
    {
        return $this->halting;
    }

    /**
     * Runs $test for the example that CurrentExample holds, and clears it.
     */
    private function runCollectingEvents(TestCase $test, bool $collectCoverage): EventCollection
    {
        // Code under test that uses mt_rand(), rand() or shuffle() gets the same numbers in every
        // example, shrinking attempt and replay, so that they falsify the property alike (7.2).
        if ($this->globalRandomSeed !== null) {
            mt_srand($this->globalRandomSeed);
        }

        try {
            return $collectCoverage
                ? ($this->runCollectingEvents)($test)
                : CodeCoverageSuspension::during(fn (): EventCollection => ($this->runCollectingEvents)($test));
        } finally {
            CurrentExample::set(null);
            PrematureEnd::ended();
        }
    }
}
