<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function basename;
use function class_exists;
use function dirname;
use function sha1;
use function strpos;
use function substr;
use PHPUnit\Event\DispatchingEmitter;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
use PHPUnit\Runner\Version;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use ReflectionClass;

/**
 * The contract of every PHPUnit internal that the adapter namespace
 * PHPUnit\Framework\PropertyBased\Phpunit uses (the README's table "PHPUnit internals"): each
 * data set fails with a message that names the internal and what phpunit-pbt relies on it for
 * when a PHPUnit release changes it. AdapterCoverageTest checks that every internal the adapter
 * uses has one.
 */
final class PhpunitContractTest extends TestCase
{
    /**
     * @return array<string, array{string, string}> contract => what phpunit-pbt relies on it for
     */
    public static function members(): array
    {
        $contracts = [
            // TestCases
            'PHPUnit\Framework\TestCase::name(): string'                  => 'read the name of a test method (TestCases::methodName(), id())',
            'PHPUnit\Framework\TestCase::toString(): string'              => 'name a property in the message of a premature end (TestCases::description())',
            'PHPUnit\Framework\TestCase::groups(): array'                 => 'give a property\'s suite and examples its groups (PropertySuite::forProperty(), ExampleInstances)',
            'PHPUnit\Framework\TestCase::setDependencyInput(array): void' => 'pass the generated arguments to the test method (TestCases::giveArguments())',
            'PHPUnit\Framework\TestCase::$runTestInSeparateProcess: ?bool' => 'run a property in the main process (TestCases::runInMainProcess())',
            'PHPUnit\Event\Code\TestMethodBuilder::fromTestCase(TestCase): TestMethod' => 'name a property in the events it reports (TestCases::forEvents())',
            // ExampleInstances
            'PHPUnit\Framework\TestCase::__construct(string)'                                => 'make a fresh instance of the test case class for every example (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::$globalStateCapture: GlobalStateCapture'             => 'read the backup settings TestBuilder gave the property (ExampleInstances::of())',
            'PHPUnit\Framework\TestCase\GlobalStateCapture::$backupGlobals: ?bool'            => 'give each example the property\'s #[BackupGlobals] (ExampleInstances)',
            'PHPUnit\Framework\TestCase\GlobalStateCapture::$backupGlobalsExcludeList: array' => 'give each example the property\'s #[ExcludeGlobalVariableFromBackup] (ExampleInstances)',
            'PHPUnit\Framework\TestCase\GlobalStateCapture::$backupStaticProperties: ?bool'   => 'give each example the property\'s #[BackupStaticProperties] (ExampleInstances)',
            'PHPUnit\Framework\TestCase\GlobalStateCapture::$backupStaticPropertiesExcludeList: array' => 'give each example the property\'s #[ExcludeStaticPropertyFromBackup] (ExampleInstances)',
            'PHPUnit\Framework\TestCase::preservesGlobalState(): bool'                   => 'give each example the property\'s #[PreserveGlobalState] (ExampleInstances)',
            'PHPUnit\Framework\TestCase::setBackupGlobals(bool): void'                   => 'set up each example as the property (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setBackupGlobalsExcludeList(array): void'       => 'set up each example as the property (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setBackupStaticProperties(bool): void'          => 'set up each example as the property (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setBackupStaticPropertiesExcludeList(array): void' => 'set up each example as the property (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setPreserveGlobalState(bool): void'             => 'set up each example as the property (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setGroups(array): void'                         => 'set up each example as the property (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setDependencies(array): void'                   => 'give each example the property\'s #[Depends] (ExampleInstances::fresh())',
            'PHPUnit\Framework\TestCase::setRepetition(int, int): void'                  => 'keep a passed example from counting as the property passed for #[Depends] (ExampleInstances::fresh()), and make a --repeat property one test (TestSuites)',
            'PHPUnit\Framework\ExecutionOrderDependency'                                 => 'pass the property\'s dependencies on to its examples (ExampleInstances)',
            // ValueObjectForEvents
            'PHPUnit\Framework\TestCase::valueObjectForEvents(): TestMethod'      => 'build the value object for the events of a property\'s examples once (ValueObjectForEvents::of())',
            'PHPUnit\Framework\TestCase::$testValueObjectForEvents: ?TestMethod' => 'give every example of a property the one value object for its events (ValueObjectForEvents::giveTo())',
            // ExampleEmitter, FrozenTelemetry
            'PHPUnit\Framework\TestCase::$emitter: Emitter'                                  => 'give the examples of a property an emitter with frozen telemetry (ExampleEmitter::giveTo())',
            'PHPUnit\Event\DispatchingEmitter::__construct(Dispatcher, System)'              => 'emit the events of examples over PHPUnit\'s dispatcher with frozen telemetry (ExampleEmitter::withFrozenTelemetry())',
            'PHPUnit\Event\Telemetry\System::__construct(StopWatch, MemoryMeter, GarbageCollectorStatusProvider, CpuTimeMeter)' => 'read the telemetry of examples once (FrozenTelemetry::now())',
            'PHPUnit\Event\Telemetry\System::snapshot(): Snapshot'                          => 'read the telemetry of examples once (FrozenTelemetry::now())',
            'PHPUnit\Event\Telemetry\StopWatch::current(): HRTime'                          => 'freeze the clock of examples\' events (FrozenTelemetry)',
            'PHPUnit\Event\Telemetry\MemoryMeter::memoryUsage(): MemoryUsage'               => 'freeze the memory of examples\' events (FrozenTelemetry)',
            'PHPUnit\Event\Telemetry\MemoryMeter::peakMemoryUsage(): MemoryUsage'           => 'freeze the memory of examples\' events (FrozenTelemetry)',
            'PHPUnit\Event\Telemetry\GarbageCollectorStatusProvider::status(): GarbageCollectorStatus' => 'freeze the garbage collector status of examples\' events (FrozenTelemetry)',
            'PHPUnit\Event\Telemetry\CpuTimeMeter::userCpuTime(): CpuTime'                  => 'freeze the CPU time of examples\' events (FrozenTelemetry)',
            'PHPUnit\Event\Telemetry\CpuTimeMeter::systemCpuTime(): CpuTime'                => 'freeze the CPU time of examples\' events (FrozenTelemetry)',
            'PHPUnit\Event\Telemetry\SystemStopWatch'                                        => 'read the telemetry of examples once, as PHPUnit reads it (FrozenTelemetry::now())',
            'PHPUnit\Event\Telemetry\SystemMemoryMeter'                                      => 'read the telemetry of examples once, as PHPUnit reads it (FrozenTelemetry::now())',
            'PHPUnit\Event\Telemetry\SystemGarbageCollectorStatusProvider'                   => 'read the telemetry of examples once, as PHPUnit reads it (FrozenTelemetry::now())',
            'PHPUnit\Event\Telemetry\SystemCpuTimeMeter'                                     => 'read the telemetry of examples once, as PHPUnit reads it (FrozenTelemetry::now())',
            'PHPUnit\Event\Test\Passed::__construct(Info, Test)'                              => 'emit the event of an example that passed with frozen telemetry (FrozenEmitter::testPassed())',
            // ExampleLifecycle, ExampleTest, WarningsOfTestRunner
            'PHPUnit\Framework\TestRunner\TestRunner::__construct(Emitter)'                    => 'work out the lifecycle of a property\'s examples with TestRunner\'s own methods (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::removeFilesystemTargetsThatAreNotFirstPartyCode(TestCase, TargetCollection): TargetCollection' => 'work out the code coverage targets of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::performSanityChecks(TestCase, TargetCollection, TargetCollection, bool): void' => 'work out the warnings about the coverage targets of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::shouldErrorHandlerBeUsed(TestCase): bool'  => 'work out once whether the examples of a property use the error handler (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::requiresCoverageMetadata(TestCase): bool'  => 'work out once whether the examples of a property lack required coverage metadata (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::hasCoverageMetadata(string, string): bool' => 'work out once whether the examples of a property lack required coverage metadata (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::canTimeLimitBeEnforced(): bool'            => 'work out once whether the time limit of a property\'s examples is enforced (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestRunner\TestRunner::shouldTimeLimitBeEnforced(TestCase): bool' => 'work out once whether the time limit of a property\'s examples is enforced (ExampleLifecycle::of())',
            'PHPUnit\Metadata\Api\CodeCoverage::coversTargets(string, string): TargetCollection' => 'work out the code coverage targets of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Metadata\Api\CodeCoverage::usesTargets(string, string): TargetCollection'   => 'work out the code coverage targets of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Metadata\Api\CodeCoverage::shouldCodeCoverageBeCollectedFor(TestCase): bool' => 'work out once whether code coverage is collected for a property\'s examples (ExampleLifecycle::of())',
            'PHPUnit\Metadata\Api\CodeCoverage::coversNothingContradictsCoversOrUses(string): bool' => 'work out the warnings about the coverage targets of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestSize\TestSize::isSmall(): bool'                               => 'work out the time limit of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestSize\TestSize::isMedium(): bool'                              => 'work out the time limit of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestSize\TestSize::isLarge(): bool'                               => 'work out the time limit of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestCase::size(): TestSize'                                        => 'work out the time limit of a property\'s examples once (ExampleLifecycle::of())',
            'PHPUnit\Framework\TestCase::isInIsolation(): bool'                                   => 'run an example as TestCase::run() runs a test (ExampleLifecycle::run())',
            'PHPUnit\Framework\TestCase::requires(): array'                                       => 'run an example as TestCase::run() runs a test (ExampleLifecycle::run())',
            'PHPUnit\Framework\TestCase\DependencyResolver::resolve(TestCase, array, Emitter): bool' => 'run an example as TestCase::run() runs a test (ExampleLifecycle::run())',
            'PHPUnit\Runner\ShutdownHandler::setMessage(string): void'                             => 'run an example as TestRunner::run() runs a test (ExampleLifecycle::run())',
            'PHPUnit\Runner\ShutdownHandler::resetMessage(): void'                                 => 'run an example as TestRunner::run() runs a test (ExampleLifecycle::run())',
            'PHPUnit\Framework\TestCase::runLifecycle(): void'                                    => 'run the whole lifecycle of an example\'s test (ExampleLifecycle::runInProcess())',
            'PHPUnit\Framework\TestCase::setThrowableFromDeferredIssue(Throwable): void'          => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\TestCase::addToAssertionCount(int): void'                          => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\TestCase::numberOfAssertionsPerformed(): int'                      => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\TestCase::doesNotPerformAssertions(): bool'                        => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\TestCase::hasUnexpectedOutput(): bool'                             => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\TestCase::output(): string'                                        => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\TestCase::wasPrepared(): bool'                                     => 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)',
            'PHPUnit\Framework\AssertionFailedError'                                              => 'tell a failed example as TestRunner::runInProcess() does (ExampleLifecycle)',
            'PHPUnit\Framework\IncompleteTestError'                                               => 'tell an incomplete example as TestRunner::runInProcess() does (ExampleLifecycle)',
            'PHPUnit\Framework\SkippedTest'                                                       => 'tell a skipped example as TestRunner::runInProcess() does (ExampleLifecycle)',
            'PHPUnit\Runner\ErrorHandler::instance(): self'                                       => 'run an example with PHPUnit\'s error handler (ExampleLifecycle)',
            'PHPUnit\Runner\ErrorHandler::enable(TestCase): ?Throwable'                           => 'run an example with PHPUnit\'s error handler (ExampleLifecycle)',
            'PHPUnit\Runner\ErrorHandler::disable(): void'                                        => 'run an example with PHPUnit\'s error handler (ExampleLifecycle)',
            'PHPUnit\Runner\CodeCoverage::start(TestCase): void'                                  => 'collect the code coverage of an example (ExampleLifecycle)',
            'PHPUnit\Runner\CodeCoverage::stop(bool, TargetCollection|false|null, ?TargetCollection): void' => 'collect the code coverage of an example (ExampleLifecycle)',
            'PHPUnit\Runner\CodeCoverage::lastTestContributedToCoverage(): bool'                  => 'tell an example that does not contribute to code coverage (ExampleLifecycle)',
            'PHPUnit\Runner\TimeLimit\TimeLimitHandler::armAlarm(): void'                         => 'arm the time limit of the run around an example as around a test (ExampleLifecycle)',
            'PHPUnit\Runner\TimeLimit\TimeLimitHandler::disarmAlarm(): void'                      => 'arm the time limit of the run around an example as around a test (ExampleLifecycle)',
            'PHPUnit\Event\Emitter::testTriggeredPhpunitWarning(Test, string): void'              => 'warn about the coverage targets of an example as TestRunner does (ExampleLifecycle)',
            'PHPUnit\Event\Emitter::testPrintedUnexpectedOutput(string): void'                    => 'report the output of an example as TestRunner does (ExampleLifecycle)',
            'PHPUnit\Event\Dispatcher'                                                            => 'keep the warnings TestRunner emits about coverage targets (WarningsOfTestRunner)',
            // Events
            'PHPUnit\Event\Facade::emitter(): Emitter'                          => 'emit PHPUnit warnings of the test run (Events::warnTestRunner()) and make a property\'s suite (PropertySuite)',
            'PHPUnit\Event\Emitter::testRunnerTriggeredPhpunitWarning(string): void' => 'report an unknown setting, a corrupt history file, an undiscovered property (Events::warnTestRunner())',
            'PHPUnit\Event\Facade::instance(): self'                            => 'reach the event facade (Events)',
            'PHPUnit\Event\Facade::forward(EventCollection): void'              => 'report the events of the example that stands for a property (Events::forward())',
            'PHPUnit\Event\Facade::typeMap(): TypeMap'                          => 'teach PHPUnit the events PropertyChecked and PropertyFalsified (Events::registerEventType())',
            'PHPUnit\Event\TypeMap::addMapping(string, string): void'           => 'teach PHPUnit the events PropertyChecked and PropertyFalsified (Events::registerEventType())',
            // EventValues
            'PHPUnit\Event\Test\PreparationStarted::__construct(Info, Test)'                    => 'start a property when its first example started (EventValues::withTelemetry())',
            'PHPUnit\Event\Test\Prepared::__construct(Info, Test)'                              => 'prepare a property when its first example was prepared (EventValues::withTelemetry())',
            'PHPUnit\Event\Test\Failed::__construct(Info, Test, Throwable, ?ComparisonFailure)' => 'append the counterexample to a failure (EventValues::withThrowable())',
            'PHPUnit\Event\Test\Errored::__construct(Info, Test, Throwable)'                    => 'append the counterexample to an error, report a flaky property (EventValues::withThrowable(), errored())',
            'PHPUnit\Event\Test\Finished::__construct(Info, Test, int)'                         => 'count the assertions of all the examples (EventValues::withAssertions())',
            'PHPUnit\Event\Test\ConsideredRisky::__construct(Info, Test, string)'               => 'report an unhealthy property (EventValues::consideredRisky())',
            'PHPUnit\Event\Test\PhpunitWarningTriggered::__construct(Info, Test, string, bool)' => 'warn about generators that are not deterministic (EventValues::phpunitWarning())',
            'PHPUnit\Event\Code\Throwable::__construct(string, string, string, string, ?self)'  => 'describe a failure with the report of its counterexample (EventValues::throwable())',
            'PHPUnit\Event\Code\ThrowableBuilder::from(Throwable): Throwable'                    => 'describe the error of a property that cannot be checked (EventValues::throwableOf())',
            'PHPUnit\Event\Code\TestMethod::__construct(string, string, string, int, TestDox, MetadataCollection, TestDataCollection, int, int, int, int)' => 'give a property its TestDox with placeholders as written (EventValues::withTestDox())',
            'PHPUnit\Event\Code\TestDox::__construct(string, string, string)'                   => 'give a property its TestDox with placeholders as written (EventValues::withTestDox())',
            'PHPUnit\Util\Sanitizer::sanitizeControlCharacters(string): string'                 => 'show control characters in a TestDox as PHPUnit does (EventValues::withTestDox())',
            // PropertySuite
            'PHPUnit\Framework\IterativeTestSuite'                                 => 'run a property in place of its test (PropertySuite)',
            'PHPUnit\Framework\IterativeTestSuite::execute(array, Emitter): void'  => 'check the property when its suite runs (PropertySuite::execute())',
            'PHPUnit\Framework\IterativeTestSuite::runCollectingEvents(Test): EventCollection' => 'run an example with its events collected (PropertySuite::runCollectingEventsOf())',
            'PHPUnit\Framework\IterativeTestSuite::dependencies(): array'          => 'pass the property\'s dependencies on to its examples (PropertySuite::dependenciesOfProperty())',
            'PHPUnit\Framework\TestSuite::empty(string, Emitter): static'          => 'make the suite of a property (PropertySuite::forProperty())',
            'PHPUnit\Framework\TestSuite::addTest(Test, array): void'              => 'put the property\'s test in its suite (PropertySuite::forProperty())',
            'PHPUnit\Event\Emitter::testPreparationStarted(Test): void'            => 'report a property that did not run (PropertySuite::reportErrored(), reportWithoutRunning())',
            'PHPUnit\Event\Emitter::testPrepared(Test): void'                      => 'report a property that did not run (PropertySuite::reportErrored(), reportWithoutRunning())',
            'PHPUnit\Event\Emitter::testErrored(Test, Throwable): void'            => 'report a property that cannot be checked (PropertySuite::reportErrored())',
            'PHPUnit\Event\Emitter::testConsideredRisky(Test, string): void'       => 'report a property whose examples were all rejected (PropertySuite::reportWithoutRunning())',
            'PHPUnit\Event\Emitter::testFinished(Test, int): void'                 => 'report a property that did not run (PropertySuite::reportErrored(), reportWithoutRunning())',
            'PHPUnit\Event\DispatchingEmitter::$dispatcher: Dispatcher'            => 'dispatch PropertyChecked for a property that did not run (PropertySuite::reportWithoutRunning()), and the events of examples (ExampleEmitter)',
            'PHPUnit\Event\DispatchingEmitter::telemetryInfo(): Info'              => 'dispatch PropertyChecked for a property that did not run (PropertySuite::reportWithoutRunning()), and stamp the events a property reports (EventValues::stamped())',
            'PHPUnit\Event\Dispatcher::dispatch(Event): void'                      => 'dispatch PropertyChecked for a property that did not run (PropertySuite::reportWithoutRunning())',
            // TestSuites
            'PHPUnit\TextUI\TestRunner::run(Configuration, TestRunHistory, TestSuite): void' => 'find the test suite on the call stack when the run starts (TestSuites::keepFirstRepetitionOf())',
            'PHPUnit\Framework\TestSuite::run(): void'                             => 'find the suite that started on the call stack (TestSuites::replaceInStartedSuite())',
            'PHPUnit\Framework\TestSuite::name(): string'                          => 'tell the suite that started from another of the same name (TestSuites::replaceInStartedSuite())',
            'PHPUnit\Framework\TestSuite::tests(): array'                          => 'find the properties of a suite (TestSuites)',
            'PHPUnit\Framework\TestSuite::setTests(array): void'                   => 'put a property\'s suite in the place of its test (TestSuites)',
            'PHPUnit\Framework\RepeatTestSuite'                                    => 'make a property under --repeat one test (TestSuites)',
            'PHPUnit\Framework\RetryTestSuite'                                     => 'check a property under --retry once (TestSuites::replaceInStartedSuite())',
            'PHPUnit\Framework\TestCase::setAttempt(int, int): void'               => 'make a property under --retry its first attempt (TestSuites::replaceInStartedSuite())',
            'PHPUnit\Framework\TestCase::usesDataProvider(): bool'                 => 'leave a test with a data set alone (TestSuites::replaceInStartedSuite())',
            // TestRun
            'PHPUnit\TextUI\Application'                                           => 'tell that PHPUnit\'s test runner runs, to explain a property without the extension (TestRun::isRunning())',
            'PHPUnit\Runner\TestSuiteSorter::ORDER_RANDOMIZED'                     => 'take the seed of --order-by=random as the run seed (TestRun::isInRandomOrder())',
            'PHPUnit\Runner\Extension\ParameterCollection::$parameters: array'     => 'name the <parameter>s the extension does not know (TestRun::parameterNames())',
            // CodeCoverageSuspension
            'PHPUnit\Runner\CodeCoverage::instance(): self'                        => 'collect no code coverage while shrinking (CodeCoverageSuspension)',
            'PHPUnit\Runner\CodeCoverage::isActive(): bool'                        => 'collect no code coverage while shrinking (CodeCoverageSuspension)',
            'PHPUnit\Runner\CodeCoverage::$codeCoverage: ?CodeCoverage'            => 'collect no code coverage while shrinking (CodeCoverageSuspension)',
            // ProcessIsolationSuspension
            'PHPUnit\TextUI\Configuration\Registry::get(): Configuration'          => 'run a property in the main process under --process-isolation (ProcessIsolationSuspension)',
            'PHPUnit\TextUI\Configuration\Registry::$instance: ?Configuration'     => 'run a property in the main process under --process-isolation (ProcessIsolationSuspension)',
            'PHPUnit\TextUI\Configuration\Configuration::$processIsolation: bool'  => 'run a property in the main process under --process-isolation (ProcessIsolationSuspension)',
            // PropertyMetadataParser
            'PHPUnit\Metadata\Parser\Parser::forClass(string): MetadataCollection'                  => 'hide the data sets and repetitions of a property (PropertyMetadataParser)',
            'PHPUnit\Metadata\Parser\Parser::forMethod(string, string): MetadataCollection'         => 'hide the data sets and repetitions of a property (PropertyMetadataParser)',
            'PHPUnit\Metadata\Parser\Parser::forClassAndMethod(string, string): MetadataCollection' => 'hide the data sets and repetitions of a property (PropertyMetadataParser)',
            'PHPUnit\Metadata\Parser\Registry::parser(): Parser'                                     => 'hide the data sets and repetitions of a property (PropertyMetadataParser::install())',
            'PHPUnit\Metadata\Parser\Registry::$instance: ?Parser'                                   => 'hide the data sets and repetitions of a property (PropertyMetadataParser::install())',
            // ExampleNames
            'PHPUnit\Event\Code\TestDoxBuilder::$namePrettifier: ?NamePrettifier'  => 'forget the TestDox names of a property\'s examples (ExampleNames::forget())',
            'PHPUnit\Logging\TestDox\NamePrettifier::$prettifiedTestCases: array'  => 'forget the TestDox names of a property\'s examples (ExampleNames::forget())',
        ];

        $dataSets = [];

        foreach ($contracts as $contract => $reliedOn) {
            $dataSets[$contract] = [$contract, $reliedOn];
        }

        return $dataSets;
    }

    /**
     * @return array<string, array{string, string}> text => what phpunit-pbt relies on it for
     */
    public static function messages(): array
    {
        return [
            'no assertions' => ['This test did not perform any assertions', 'decide on the assertions of all the examples whether a property performed none (Messages::isAboutNoAssertions())'],
            'time limit'    => ['This test was aborted after %d second%s', 'tell an example that exceeded its time limit, which falsifies a property (Messages::timeLimitExceeded(), timeLimitOfExample())'],
            'no coverage metadata'   => ['This test does not define a code coverage target but is expected to do so', 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)'],
            'code not covered'       => ['This test executed code that is not listed as code to be covered or used:', 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)'],
            'no coverage'            => ['This test does not contribute to code coverage', 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)'],
            'unexpected assertions'  => ['This test is not expected to perform assertions but performed %d assertion%s', 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)'],
            'unexpected output'      => ['Test code or tested code printed unexpected output: %s', 'run an example as TestRunner::runInProcess() runs a test (ExampleLifecycle)'],
            'premature end' => ['Fatal error: Premature end of PHP process when running %s.', 'say which property ended the PHP process, as PHPUnit says it of a test (Messages::prematureEnd())'],
        ];
    }

    #[DataProvider('members')]
    public function testPhpunitInternalIsStillWhatPhpunitPbtReliesOn(string $contract, string $reliedOn): void
    {
        PhpunitContract::assertHolds($contract, $reliedOn);
    }

    /**
     * EventValues::forTest() copies an event of an example with the property's test in its
     * property $test: every event of PHPUnit that names a test (it has test()) must keep it there.
     */
    public function testEveryEventOfATestKeepsItsTestInAPropertyNamedTest(): void
    {
        $directory = dirname((string) (new ReflectionClass(Version::class))->getFileName(), 2) . '/Event/Events/Test';
        $events    = 0;

        foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($directory, RecursiveDirectoryIterator::SKIP_DOTS)) as $file) {
            $class = 'PHPUnit\\Event\\Test\\' . basename((string) $file, '.php');

            if (!class_exists($class) || !(new ReflectionClass($class))->hasMethod('test')) {
                continue;
            }

            $events++;

            $this->assertTrue(
                (new ReflectionClass($class))->hasProperty('test'),
                PhpunitContract::message($class . ' no longer keeps its test in $test', 'report the events of an example as the property\'s (EventValues::forTest())'),
            );
        }

        $this->assertGreaterThan(20, $events, 'the events of a test are in ' . $directory);
    }

    /**
     * @return array<string, array{string, string}> method of DispatchingEmitter => its body without white space
     */
    public static function eventsOfEveryTest(): array
    {
        return [
            'testPreparationStarted' => ['testPreparationStarted', '$this->dispatcher->dispatch(newTest\PreparationStarted($this->telemetryInfo(),$test,),);'],
            'testPrepared'           => ['testPrepared', 'memory_reset_peak_usage();$this->dispatcher->dispatch(newTest\Prepared($this->telemetryInfo(),$test,),);'],
            'testPassed'             => ['testPassed', '$this->dispatcher->dispatch(newTest\Passed($this->telemetryInfo(),$test,),);'],
            'testFinished'           => ['testFinished', '$this->dispatcher->dispatch(newTest\Finished($this->telemetryInfo(),$test,$numberOfAssertionsPerformed,),);'],
        ];
    }

    /**
     * FrozenEmitter makes the four events of every test as DispatchingEmitter makes them, with
     * frozen telemetry instead of telemetryInfo().
     */
    #[DataProvider('eventsOfEveryTest')]
    public function testDispatchingEmitterStillMakesTheEventsOfEveryTestAsFrozenEmitterDoes(string $method, string $body): void
    {
        $source = PhpunitContract::sourceOf(DispatchingEmitter::class, $method);

        $this->assertSame(
            $body,
            substr($source, (int) strpos($source, '{') + 1, -1),
            PhpunitContract::message(DispatchingEmitter::class . '::' . $method . '() no longer makes its event as it did', 'make the same event with frozen telemetry for the examples of a property (FrozenEmitter::' . $method . '()): compare and update FrozenEmitter'),
        );
    }

    /**
     * @return array<string, array{string, string, string}> method => class, method, SHA-1 of its source without white space
     */
    public static function mirroredMethods(): array
    {
        return [
            'TestCase::run()'                     => ['PHPUnit\Framework\TestCase', 'run', '560542d7f1673a4620ba434d1e46ab4bbedae184'],
            'TestRunner::run()'                   => ['PHPUnit\Framework\TestRunner\TestRunner', 'run', 'a5395340980bd23460e576fea3b8cb683f26bbe3'],
            'TestRunner::runInProcess()'          => ['PHPUnit\Framework\TestRunner\TestRunner', 'runInProcess', '449e541b689af8995a6689f6808291cbd113c191'],
            'TestRunner::runTestWithTimeout()'    => ['PHPUnit\Framework\TestRunner\TestRunner', 'runTestWithTimeout', '644be51e8aa5fde388c36fa7846bcc8cb294c903'],
        ];
    }

    /**
     * ExampleLifecycle runs an example step by step as these methods of PHPUnit 13.4 run a test.
     */
    #[DataProvider('mirroredMethods')]
    public function testTheMethodsThatRunATestAreStillTheOnesExampleLifecycleMirrors(string $class, string $method, string $sha1): void
    {
        $this->assertSame(
            $sha1,
            sha1(PhpunitContract::sourceOf($class, $method)),
            PhpunitContract::message($class . '::' . $method . '() changed', 'run the examples of a property as PHPUnit runs a test (ExampleLifecycle mirrors it step by step): compare and update ExampleLifecycle, then the SHA-1 here'),
        );
    }

    #[DataProvider('messages')]
    public function testPhpunitStillSaysWhatPhpunitPbtReads(string $text, string $reliedOn): void
    {
        PhpunitContract::assertSays($text, $reliedOn);
    }
}
