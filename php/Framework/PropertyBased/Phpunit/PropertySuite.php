<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function assert;
use Closure;
use PHPUnit\Event;
use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Event\EventCollection;
use PHPUnit\Event\Facade;
use PHPUnit\Framework\IterativeTestSuite;
use PHPUnit\Framework\TestCase;
use Throwable;

/**
 * The test suite that takes a property's place in PHPUnit's test suite: it holds the instance
 * of the test case class PHPUnit built for the property, and runs what check() does with it in
 * place of the test. PHPUnit's IterativeTestSuite (@internal, the base of #[Repeat] and #[Retry]
 * since 13.3) runs tests with their events collected, which is what every example needs.
 *
 * @internal
 */
abstract class PropertySuite extends IterativeTestSuite
{
    private ?Event\Emitter $emitter = null;
    private ?ExampleLifecycle $lifecycle = null;

    /**
     * A suite of the one test $property, named after it.
     */
    protected static function forProperty(TestCase $property): static
    {
        $suite = static::empty(TestCases::id($property), Facade::emitter());

        $suite->addTest($property, $property->groups());

        return $suite;
    }

    /**
     * Checks the property whose instance PHPUnit built and reports it, as one test.
     */
    abstract protected function check(TestCase $property): void;

    final protected function execute(array $tests, Event\Emitter $emitter): void
    {
        if ($tests === []) {
            return;
        }

        $property = $tests[0];

        assert($property instanceof TestCase);

        $this->emitter = $emitter;

        $this->check($property);
    }

    /**
     * Runs $test, an instance of the property's test case class, with its events collected
     * instead of dispatched, through the lifecycle of the property's examples. That is worked out
     * with the first of them, where PHPUnit works it out for a test.
     */
    final protected function runCollectingEventsOf(TestCase $test): EventCollection
    {
        return $this->runCollectingEvents(new ExampleTest($test, fn (TestCase $test): ExampleLifecycle => $this->lifecycle ??= ExampleLifecycle::of($test)));
    }

    /**
     * The dependencies of the property (#[Depends]), for its examples (ExampleInstances).
     *
     * @return list<object>
     */
    final protected function dependenciesOfProperty(): array
    {
        return $this->dependencies();
    }

    /**
     * Reports $test, which did not run, as errored with $error.
     */
    final protected function reportErrored(TestMethod $test, Throwable $error): void
    {
        $emitter = $this->emitter();

        $emitter->testPreparationStarted($test);
        $emitter->testPrepared($test);
        $emitter->testErrored($test, EventValues::throwableOf($error));
        $emitter->testFinished($test, 0);
    }

    /**
     * Reports $test, which did not run, as finished, risky with each of $risky, with the event
     * that $checked makes before Test\Finished.
     *
     * @param list<string>                                            $risky
     * @param ?Closure(Event\Telemetry\Info, Event\Code\Test): Event\Event $checked
     */
    final protected function reportWithoutRunning(TestMethod $test, array $risky, ?Closure $checked): void
    {
        $emitter = $this->emitter();

        $emitter->testPreparationStarted($test);
        $emitter->testPrepared($test);

        foreach ($risky as $message) {
            $emitter->testConsideredRisky($test, $message);
        }

        if ($checked !== null) {
            // An event of this package, dispatched as the emitter dispatches its own.
            Closure::bind(
                function () use ($test, $checked): void {
                    $this->dispatcher->dispatch($checked($this->telemetryInfo(), $test));
                },
                $emitter,
                Event\DispatchingEmitter::class,
            )();
        }

        $emitter->testFinished($test, 0);
    }

    private function emitter(): Event\Emitter
    {
        assert($this->emitter !== null);

        return $this->emitter;
    }
}
