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
use PHPUnit\Event\Dispatcher;
use PHPUnit\Event\DispatchingEmitter;
use PHPUnit\Event\Emitter;
use PHPUnit\Event\Facade;
use PHPUnit\Framework\TestCase;

/**
 * The emitter of the events of a property's examples once the property's start is known: one
 * over PHPUnit's dispatcher (the events are collected in the order they happen, with those that
 * PHPUnit's error handler emits), whose telemetry is frozen (FrozenEmitter). Those
 * events decide how an example ended and which issues it had; their telemetry is never reported:
 * a property starts when its first example started, which runs with PHPUnit's emitter, and the
 * events it reports are stamped when they are (EventValues::stamped()).
 *
 * TestCase takes its emitter from the event facade in its constructor and keeps it in a private
 * property (PHPUnit 13.3 and 13.4), which TestRunner emits with as well; it is written with a
 * bound closure. The emitter of the event facade and its dispatcher are @internal.
 *
 * @internal
 */
final readonly class ExampleEmitter
{
    /**
     * @param Closure(TestCase): void $give bound once, rather than for every example
     */
    private function __construct(private Closure $give)
    {
    }

    public static function withFrozenTelemetry(): self
    {
        $emitter = FrozenEmitter::over(self::dispatcherOf(Facade::emitter()));

        return new self(Closure::bind(static function (TestCase $test) use ($emitter): void {
            $test->emitter = $emitter;
        }, null, TestCase::class));
    }

    public function giveTo(TestCase $test): void
    {
        ($this->give)($test);
    }

    private static function dispatcherOf(Emitter $emitter): Dispatcher
    {
        assert($emitter instanceof DispatchingEmitter);

        return Closure::bind(static fn (DispatchingEmitter $emitter): Dispatcher => $emitter->dispatcher, null, DispatchingEmitter::class)($emitter);
    }
}
