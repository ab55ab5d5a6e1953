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
use PHPUnit\Event\Code\Test;
use PHPUnit\Event\Code\TestDox;
use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Event\Code\Throwable;
use PHPUnit\Event\Code\ThrowableBuilder;
use PHPUnit\Event\DispatchingEmitter;
use PHPUnit\Event\Event;
use PHPUnit\Event\Facade;
use PHPUnit\Event\Telemetry\Info;
use PHPUnit\Event\Test\ConsideredRisky;
use PHPUnit\Event\Test\Errored;
use PHPUnit\Event\Test\Failed;
use PHPUnit\Event\Test\Finished;
use PHPUnit\Event\Test\PhpunitWarningTriggered;
use PHPUnit\Event\Test\PreparationStarted;
use PHPUnit\Event\Test\Prepared;
use PHPUnit\Util\Sanitizer;

/**
 * Makes the events and value objects a property reports: the events of the example that is
 * reported, rewritten to be the property's. Their classes are public in PHPUnit 13, their
 * constructors are @internal, and they have no withers.
 *
 * @internal
 */
final class EventValues
{
    /**
     * $event with other telemetry: a property starts when its first example started.
     */
    public static function withTelemetry(PreparationStarted|Prepared $event, Info $telemetry): PreparationStarted|Prepared
    {
        return $event instanceof PreparationStarted
            ? new PreparationStarted($telemetry, $event->test())
            : new Prepared($telemetry, $event->test());
    }

    /**
     * $event with another Throwable: the failure or error with the report of the counterexample.
     */
    public static function withThrowable(Errored|Failed $event, Throwable $throwable): Errored|Failed
    {
        if ($event instanceof Errored) {
            return new Errored($event->telemetryInfo(), $event->test(), $throwable);
        }

        return new Failed($event->telemetryInfo(), $event->test(), $throwable, $event->hasComparisonFailure() ? $event->comparisonFailure() : null);
    }

    /**
     * $event with the number of assertions of all the examples of the property.
     */
    public static function withAssertions(Finished $event, int $assertions): Finished
    {
        return new Finished($event->telemetryInfo(), $event->test(), $assertions);
    }

    public static function consideredRisky(Info $telemetry, Test $test, string $message): ConsideredRisky
    {
        return new ConsideredRisky($telemetry, $test, $message);
    }

    public static function phpunitWarning(Info $telemetry, Test $test, string $message): PhpunitWarningTriggered
    {
        return new PhpunitWarningTriggered($telemetry, $test, $message, false);
    }

    public static function errored(Info $telemetry, Test $test, Throwable $throwable): Errored
    {
        return new Errored($telemetry, $test, $throwable);
    }

    /**
     * $event, which an example triggered, as triggered by $test: examples run as other
     * instances than the property's.
     *
     * @template T of Event
     *
     * @param T $event
     *
     * @return T
     */
    public static function forTest(Event $event, Test $test): Event
    {
        return ReadonlyCopy::with($event, 'test', $test);
    }

    /**
     * $event with the telemetry of now, as PHPUnit's emitter reads it for the events it emits:
     * the events of a property are stamped when they are reported, since those of most of its
     * examples have frozen telemetry (ExampleEmitter).
     *
     * @template T of Event
     *
     * @param T $event
     *
     * @return T
     */
    public static function stamped(Event $event): Event
    {
        $emitter = Facade::emitter();

        assert($emitter instanceof DispatchingEmitter);

        return ReadonlyCopy::with($event, 'telemetryInfo', Closure::bind(fn (): Info => $this->telemetryInfo(), $emitter, DispatchingEmitter::class)());
    }

    /**
     * PHPUnit's description of a Throwable for events.
     */
    public static function throwable(string $className, string $message, string $description, string $stackTrace, ?Throwable $previous): Throwable
    {
        return new Throwable($className, $message, $description, $stackTrace, $previous);
    }

    public static function throwableOf(\Throwable $throwable): Throwable
    {
        return ThrowableBuilder::from($throwable);
    }

    /**
     * $test with the TestDox $text, its control characters made visible as PHPUnit does.
     */
    public static function withTestDox(TestMethod $test, string $text): TestMethod
    {
        $text = Sanitizer::sanitizeControlCharacters($text);

        return new TestMethod(
            $test->className(),
            $test->methodName(),
            $test->file(),
            $test->line(),
            new TestDox($test->testDox()->prettifiedClassName(), $text, $text),
            $test->metadata(),
            $test->testData(),
            $test->repetition(),
            $test->totalRepetitions(),
            $test->attempt(),
            $test->maxAttempts(),
        );
    }
}
