<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use const PHP_EOL;
use function rtrim;
use function sprintf;
use AssertionError;
use Closure;
use PHPUnit\Event\DispatchingEmitter;
use PHPUnit\Event\Emitter;
use PHPUnit\Framework\Assert;
use PHPUnit\Framework\AssertionFailedError;
use PHPUnit\Framework\IncompleteTestError;
use PHPUnit\Framework\SkippedTest;
use PHPUnit\Framework\TestCase;
use PHPUnit\Framework\TestCase\DependencyResolver;
use PHPUnit\Framework\TestRunner\TestRunner;
use PHPUnit\Metadata\Api\CodeCoverage as CodeCoverageMetadataApi;
use PHPUnit\Runner\CodeCoverage;
use PHPUnit\Runner\ErrorHandler;
use PHPUnit\Runner\ShutdownHandler;
use PHPUnit\Runner\TimeLimit\TimeLimitHandler;
use PHPUnit\TextUI\Configuration\Configuration;
use PHPUnit\TextUI\Configuration\Registry as ConfigurationRegistry;
use SebastianBergmann\CodeCoverage\Exception as CodeCoverageException;
use SebastianBergmann\CodeCoverage\Test\Target\TargetCollection;
use SebastianBergmann\CodeCoverage\UnintentionallyCoveredCodeException;
use SebastianBergmann\Invoker\Invoker;
use SebastianBergmann\Invoker\TimeoutException;
use Throwable;

/**
 * Runs the test of an example as PHPUnit runs a test: TestCase::run(), TestRunner::run() and
 * TestRunner::runInProcess() of PHPUnit 13.4, step by step, with the whole lifecycle of the
 * test (TestCase::runLifecycle()), its error handler, code coverage, time limit and risky checks.
 * What TestRunner works out again for every test but depends on the test method only (its code
 * coverage targets and their warnings, whether it uses the error handler, whether it lacks
 * required coverage metadata, its time limit) is worked out once per property, with TestRunner's
 * own methods; that took a tenth of the time an example costs.
 *
 * Two differences: a property and its examples run in the main process (ProcessIsolationSuspension),
 * so the branch of TestRunner::run() for process isolation is left out; and the value object that
 * names the test in its events is given back after restoreEnvironment() forgets it, rather than
 * built again for its last events (ValueObjectForEvents).
 *
 * PhpunitContractTest fails when PHPUnit changes any of the methods mirrored here.
 *
 * @internal
 */
final readonly class ExampleLifecycle
{
    /**
     * @param list<non-empty-string>    $warnings   TestRunner's warnings about the coverage targets of the test method
     * @param ?int                      $timeLimit  the time limit in seconds, when it is enforced
     * @param Closure(TestCase): Emitter $emitterOf the emitter a test emits with (TestCase::$emitter, private)
     */
    private function __construct(
        private Configuration $configuration,
        private TargetCollection $coversTargets,
        private TargetCollection $usesTargets,
        private bool $shouldCodeCoverageBeCollected,
        private array $warnings,
        private bool $usesErrorHandler,
        private bool $lacksRequiredCoverageMetadata,
        private ?int $timeLimit,
        private Closure $emitterOf,
    ) {
    }

    /**
     * The lifecycle of the examples of $property, worked out as TestRunner works it out for
     * every test, with its own methods (private; they run in its scope here) and the warnings they
     * emit kept.
     */
    public static function of(TestCase $property): self
    {
        $configuration = ConfigurationRegistry::get();
        $warnings      = new WarningsOfTestRunner;
        $runner        = new TestRunner(new DispatchingEmitter($warnings, FrozenTelemetry::now()));

        // In the scope of TestRunner, whose methods are private.
        $workedOut = Closure::bind(function (TestCase $property) use ($configuration): array {
            $codeCoverageMetadataApi       = new CodeCoverageMetadataApi;
            $coversTargets                 = TargetCollection::fromArray([]);
            $usesTargets                   = TargetCollection::fromArray([]);
            $coversNothingContradiction    = false;
            $shouldCodeCoverageBeCollected = true;

            if (!$configuration->disableCoverageTargeting()) {
                $coversTargets                 = $this->removeFilesystemTargetsThatAreNotFirstPartyCode($property, $codeCoverageMetadataApi->coversTargets($property::class, $property->name()));
                $usesTargets                   = $this->removeFilesystemTargetsThatAreNotFirstPartyCode($property, $codeCoverageMetadataApi->usesTargets($property::class, $property->name()));
                $shouldCodeCoverageBeCollected = $codeCoverageMetadataApi->shouldCodeCoverageBeCollectedFor($property);
                $coversNothingContradiction    = $codeCoverageMetadataApi->coversNothingContradictsCoversOrUses($property::class);
            }

            $this->performSanityChecks($property, $coversTargets, $usesTargets, $coversNothingContradiction);

            return [
                $coversTargets,
                $usesTargets,
                $shouldCodeCoverageBeCollected,
                $this->shouldErrorHandlerBeUsed($property),
                $this->requiresCoverageMetadata($property) && !$this->hasCoverageMetadata($property::class, $property->name()),
                $this->canTimeLimitBeEnforced() && $this->shouldTimeLimitBeEnforced($property),
            ];
        }, $runner, TestRunner::class);

        [$coversTargets, $usesTargets, $shouldCodeCoverageBeCollected, $usesErrorHandler, $lacksRequiredCoverageMetadata, $enforcesTimeLimit] = $workedOut($property);

        return new self(
            $configuration,
            $coversTargets,
            $usesTargets,
            $shouldCodeCoverageBeCollected,
            $warnings->messages(),
            $usesErrorHandler,
            $lacksRequiredCoverageMetadata,
            $enforcesTimeLimit ? self::timeLimitOf($configuration, $property) : null,
            Closure::bind(static fn (TestCase $test): Emitter => $test->emitter, null, TestCase::class),
        );
    }

    /**
     * TestCase::run() and TestRunner::run().
     */
    public function run(TestCase $test): void
    {
        $emitter = ($this->emitterOf)($test);

        if (!$test->isInIsolation() && !(new DependencyResolver)->resolve($test, $test->requires(), $emitter)) {
            return;
        }

        try {
            ShutdownHandler::setMessage(Messages::prematureEnd($test->toString()));

            $this->runInProcess($test, $emitter);
        } finally {
            ShutdownHandler::resetMessage();
        }
    }

    /**
     * TestRunner::runInProcess().
     */
    private function runInProcess(TestCase $test, Emitter $emitter): void
    {
        Assert::resetCount();

        $valueObject = $test->valueObjectForEvents();

        foreach ($this->warnings as $warning) {
            $emitter->testTriggeredPhpunitWarning($valueObject, $warning);
        }

        $error      = false;
        $failure    = false;
        $incomplete = false;
        $risky      = false;
        $skipped    = false;

        if ($this->usesErrorHandler) {
            $throwableFromDeferredIssue = ErrorHandler::instance()->enable($test);

            if ($throwableFromDeferredIssue !== null) {
                $test->setThrowableFromDeferredIssue($throwableFromDeferredIssue);
            }
        }

        $collectCodeCoverage = CodeCoverage::instance()->isActive() && $this->shouldCodeCoverageBeCollected;

        if ($collectCodeCoverage) {
            CodeCoverage::instance()->start($test);
        }

        try {
            TimeLimitHandler::armAlarm();

            if ($this->timeLimit !== null) {
                $risky = $this->runWithTimeLimit($test, $emitter, $this->timeLimit);
            } else {
                $test->runLifecycle();
            }
        } catch (AssertionFailedError $e) {
            $failure = true;

            if ($e instanceof IncompleteTestError) {
                $incomplete = true;
            } elseif ($e instanceof SkippedTest) {
                $skipped = true;
            }
        } catch (AssertionError) {
            $test->addToAssertionCount(1);

            $failure = true;
        } catch (Throwable) {
            $error = true;
        } finally {
            TimeLimitHandler::disarmAlarm();
        }

        // restoreEnvironment() forgot it; the test still has the same name, arguments and TestDox.
        ValueObjectForEvents::give($test, $valueObject);

        $test->addToAssertionCount(Assert::getCount());

        if ($this->configuration->reportUselessTests() &&
            !$test->doesNotPerformAssertions() &&
            $test->numberOfAssertionsPerformed() === 0) {
            $risky = true;
        }

        if (!$error && !$failure && !$incomplete && !$skipped && !$risky && $this->lacksRequiredCoverageMetadata) {
            $emitter->testConsideredRisky($valueObject, 'This test does not define a code coverage target but is expected to do so');

            $risky = true;
        }

        if ($collectCodeCoverage) {
            $append                 = !$risky && !$incomplete && !$skipped;
            $coveredUnintentionally = false;
            $coversTargets          = $append ? $this->coversTargets : false;
            $usesTargets            = $append ? $this->usesTargets : null;

            try {
                CodeCoverage::instance()->stop($append, $coversTargets, $usesTargets);
            } catch (UnintentionallyCoveredCodeException $cce) {
                $coveredUnintentionally = true;

                $emitter->testConsideredRisky($valueObject, 'This test executed code that is not listed as code to be covered or used:' . PHP_EOL . $cce->getMessage());
            } catch (CodeCoverageException) {
                $error = true;
            }

            if ($append && !$error && !$failure && !$coveredUnintentionally &&
                $this->configuration->requireCoverageContribution() &&
                !CodeCoverage::instance()->lastTestContributedToCoverage()) {
                $emitter->testConsideredRisky($valueObject, 'This test does not contribute to code coverage');
            }
        }

        ErrorHandler::instance()->disable();

        if (!$error &&
            !$incomplete &&
            !$skipped &&
            $this->configuration->reportUselessTests() &&
            !$test->doesNotPerformAssertions() &&
            $test->numberOfAssertionsPerformed() === 0) {
            $emitter->testConsideredRisky($valueObject, 'This test did not perform any assertions');
        }

        if ($test->doesNotPerformAssertions() && $test->numberOfAssertionsPerformed() > 0) {
            $emitter->testConsideredRisky(
                $valueObject,
                sprintf(
                    'This test is not expected to perform assertions but performed %d assertion%s',
                    $test->numberOfAssertionsPerformed(),
                    $test->numberOfAssertionsPerformed() > 1 ? 's' : '',
                ),
            );
        }

        if ($test->hasUnexpectedOutput()) {
            $emitter->testPrintedUnexpectedOutput($test->output());
        }

        if ($this->configuration->disallowTestOutput() && $test->hasUnexpectedOutput()) {
            $emitter->testConsideredRisky($valueObject, sprintf('Test code or tested code printed unexpected output: %s', rtrim($test->output(), "\r\n")));
        }

        if ($test->wasPrepared()) {
            $emitter->testFinished($valueObject, $test->numberOfAssertionsPerformed());
        }
    }

    /**
     * TestRunner::runTestWithTimeout(), with the time limit worked out once.
     *
     * @throws Throwable
     */
    private function runWithTimeLimit(TestCase $test, Emitter $emitter, int $timeLimit): bool
    {
        try {
            (new Invoker)->invoke($test->runLifecycle(...), [], $timeLimit);
        } catch (TimeoutException) {
            $emitter->testConsideredRisky($test->valueObjectForEvents(), sprintf('This test was aborted after %d second%s', $timeLimit, $timeLimit !== 1 ? 's' : ''));

            return true;
        }

        return false;
    }

    /**
     * The time limit of TestRunner::runTestWithTimeout(), by the size of the test.
     */
    private static function timeLimitOf(Configuration $configuration, TestCase $test): int
    {
        $size = $test->size();

        return match (true) {
            $size->isSmall()  => $configuration->timeoutForSmallTests(),
            $size->isMedium() => $configuration->timeoutForMediumTests(),
            $size->isLarge()  => $configuration->timeoutForLargeTests(),
            default           => $configuration->defaultTimeLimit(),
        };
    }
}
