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
use PHPUnit\Framework\PropertyBased\Exception\ExampleRejected;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine;
use PHPUnit\Framework\PropertyBased\Phpunit\CodeCoverageSuspension;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleInstances;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;
use PHPUnit\Framework\TestCase;
use Throwable;

/**
 * Runs one example of a property as a complete test: a fresh instance of the test case class,
 * with the generated arguments, through PHPUnit's whole lifecycle, its events collected instead
 * of dispatched (proposal 6.2, 6.6). The engine calls it for every example, replay and
 * shrinking attempt.
 *
 * @internal
 */
final class ExampleRunner
{
    /** The engine's phases (see src/bindings/property.rs). */
    public const int GENERATE = 0;
    public const int REPLAY   = 1;
    public const int SHRINK   = 2;

    private ?ExampleRun $firstFailure = null;
    private ?ExampleRun $lastFailure  = null;
    private ?ExampleRun $halting      = null;
    private ?ExampleRun $lastPassed   = null;
    private readonly ExampleInstances $instances;

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
        $this->instances = ExampleInstances::of($property, $dependencies);
    }

    public function __invoke(Example $example, int $phase): void
    {
        $statistics = new ExampleStatistics;
        $run        = $this->run($this->instances->fresh(), $example, $statistics, $phase === self::GENERATE);

        // A rejection never hides a failure: an example that assume() rejected, or whose value
        // could not be drawn, but that failed for another reason all the same (the body caught
        // the ExampleRejected, or tearDown() rejected an example that had already failed)
        // falsifies the property, as an ordinary test with the same body fails.
        if ($run === null || ($example->isRejected() && (!$run->isFalsified() || $run->failedWith(ExampleRejected::class)))) {
            return;
        }

        // A replay whose generators did not generate the same values from the same choices (a
        // closure that calls random_int() or time(), for instance) does not count (6.3).
        if ($phase === self::REPLAY && $this->firstFailure !== null && !$run->generatedTheSameValuesAs($this->firstFailure)) {
            $example->generatedOtherValues();
        }

        // Only the generated examples that are checked count (proposal 3.6, 6.6).
        if ($phase === self::GENERATE) {
            $this->collected->add($run->events);
            $this->statistics->add($statistics);
        }

        // A state machine that cannot be run (3.9), or a generator that cannot be built from its
        // arguments in the body of the property, is an error of the property, not shrunk: no
        // example can be checked, as for a parameter without a generator (3.2).
        if ($run->failedWith(InvalidStateMachine::class, InvalidGenerator::class)) {
            $this->halting = $run;
            $example->halted();

            return;
        }

        if ($run->isFalsified()) {
            if ($run->timeLimit() !== null) {
                $example->timedOut();
            } else {
                $example->falsified((string) $run->failureKey());
            }

            if ($phase === self::GENERATE) {
                $this->firstFailure ??= $run;
            }

            // Shrinking keeps every attempt that falsifies the property in the same way.
            if ($run->failureKey() === $this->firstFailure?->failureKey()) {
                $this->lastFailure = $run;
            }

            return;
        }

        // A skipped or incomplete example ends the check of the property with its status; while
        // shrinking, it merely does not falsify the property.
        if ($phase === self::GENERATE && ($run->status->isSkipped() || $run->status->isIncomplete())) {
            $this->halting = $run;
            $example->halted();

            return;
        }

        if ($phase === self::GENERATE) {
            $this->lastPassed = $run;
        }
    }

    /**
     * Runs $test with the arguments of $example; null when the example was rejected while its
     * arguments were generated.
     *
     * @throws ArgumentsNotGenerated Code coverage is collected only for the examples checked during
     * generation (proposal 6.7), not for replays and shrinking attempts.
     */
    public function run(TestCase $test, Example $example, ?ExampleStatistics $statistics = null, bool $collectCoverage = false): ?ExampleRun
    {
        PrematureEnd::generating($example);

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

        TestCases::giveArguments($test, $arguments);

        $steps = new StepLog;

        CurrentExample::set($example, $statistics, $steps);
        PrematureEnd::running($example, $steps);

        return new ExampleRun($this->runCollectingEvents($test, $collectCoverage), $steps, $example);
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
        PrematureEnd::running($example, new StepLog);

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
