<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function memory_reset_peak_usage;
use Closure;
use PHPUnit\Event\Code\Test;
use PHPUnit\Event\Dispatcher;
use PHPUnit\Event\DispatchingEmitter;
use PHPUnit\Event\Emitter;
use PHPUnit\Event\Telemetry\Info;
use PHPUnit\Event\Test\Finished;
use PHPUnit\Event\Test\Passed;
use PHPUnit\Event\Test\PreparationStarted;
use PHPUnit\Event\Test\Prepared;

/**
 * An emitter whose events all have the same telemetry (FrozenTelemetry), for the examples of a
 * property. The four events that every test emits are made here, as DispatchingEmitter makes
 * them but with that one telemetry, rather than computing ten differences of times, memory and
 * CPU times that are never read; every other event is emitted by a DispatchingEmitter with frozen
 * telemetry (DelegatingClass makes the methods that call it, for whatever events a PHPUnit
 * release has). PhpunitContractTest checks that DispatchingEmitter still makes these four
 * events this way.
 *
 * @internal
 */
abstract class FrozenEmitter implements Emitter
{
    final public function __construct(protected readonly DispatchingEmitter $emitter, private readonly Dispatcher $dispatcher, private readonly Info $telemetry)
    {
    }

    /**
     * An emitter over $dispatcher whose events have the telemetry FrozenTelemetry reads now.
     */
    public static function over(Dispatcher $dispatcher): Emitter
    {
        $emitter   = new DispatchingEmitter($dispatcher, FrozenTelemetry::now());
        $telemetry = Closure::bind(fn (): Info => $this->telemetryInfo(), $emitter, DispatchingEmitter::class)();
        $class     = self::declare();

        return new $class($emitter, $dispatcher, $telemetry);
    }

    /**
     * The class that writes the methods of the other events (DelegatingClass), made once.
     *
     * @return class-string<self>
     */
    public static function declare(): string
    {
        /** @var class-string<self> */
        return DelegatingClass::extending(self::class, 'emitter');
    }

    final public function testPreparationStarted(Test $test): void
    {
        $this->dispatcher->dispatch(new PreparationStarted($this->telemetry, $test));
    }

    final public function testPrepared(Test $test): void
    {
        memory_reset_peak_usage();

        $this->dispatcher->dispatch(new Prepared($this->telemetry, $test));
    }

    final public function testPassed(Test $test): void
    {
        $this->dispatcher->dispatch(new Passed($this->telemetry, $test));
    }

    final public function testFinished(Test $test, int $numberOfAssertionsPerformed): void
    {
        $this->dispatcher->dispatch(new Finished($this->telemetry, $test, $numberOfAssertionsPerformed));
    }
}
