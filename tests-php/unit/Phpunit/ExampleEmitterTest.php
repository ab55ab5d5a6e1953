<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function array_map;
use function usleep;
use Closure;
use PHPUnit\Event\Emitter;
use PHPUnit\Event\Event;
use PHPUnit\Event\Facade;
use PHPUnit\Event\Test\ConsideredRisky;
use PHPUnit\Event\Test\Finished;
use PHPUnit\Event\Test\Passed;
use PHPUnit\Event\Test\PreparationStarted;
use PHPUnit\Event\Test\Prepared;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleEmitter;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleInstances;
use PHPUnit\Framework\PropertyBased\Phpunit\FrozenTelemetry;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Arithmetic;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\EventParts;

final class ExampleEmitterTest extends TestCase
{
    public function testFrozenTelemetryReadsTheSameMomentEveryTime(): void
    {
        $system = FrozenTelemetry::now();
        $first  = $system->snapshot();

        usleep(1000);

        $second = $system->snapshot();

        $this->assertSame(
            [$first->time(), $first->memoryUsage(), $first->peakMemoryUsage(), $first->garbageCollectorStatus(), $first->userCpuTime(), $first->systemCpuTime()],
            [$second->time(), $second->memoryUsage(), $second->peakMemoryUsage(), $second->garbageCollectorStatus(), $second->userCpuTime(), $second->systemCpuTime()],
        );
    }

    public function testAnExampleEmitsOverPhpunitsDispatcherWithFrozenTelemetry(): void
    {
        $example = ExampleInstances::of(new Arithmetic('testAdditionCommutes'), [])->fresh();

        ExampleEmitter::withFrozenTelemetry()->giveTo($example);

        $emitter = self::emitterOf($example);

        $this->assertNotSame(Facade::emitter(), $emitter);

        $events = self::collecting(static function () use ($emitter): void {
            $emitter->testPreparationStarted(EventParts::test());
            $emitter->testPrepared(EventParts::test());
            usleep(1000);
            $emitter->testConsideredRisky(EventParts::test(), 'risky');
            $emitter->testPassed(EventParts::test());
            $emitter->testFinished(EventParts::test(), 3);
        });

        $this->assertSame(
            [PreparationStarted::class, Prepared::class, ConsideredRisky::class, Passed::class, Finished::class],
            array_map(static fn (Event $event): string => $event::class, $events),
        );

        foreach ($events as $event) {
            $this->assertSame(EventParts::test()->id(), $event->test()->id());
            $this->assertSame($events[0]->telemetryInfo()->time(), $event->telemetryInfo()->time());
        }

        $this->assertInstanceOf(ConsideredRisky::class, $events[2]);
        $this->assertSame('risky', $events[2]->message());
        $this->assertInstanceOf(Finished::class, $events[4]);
        $this->assertSame(3, $events[4]->numberOfAssertionsPerformed());
    }

    public function testWithoutItAnExampleEmitsWithPhpunitsEmitter(): void
    {
        $example = ExampleInstances::of(new Arithmetic('testAdditionCommutes'), [])->fresh();

        $this->assertSame(Facade::emitter(), self::emitterOf($example));
    }

    private static function emitterOf(TestCase $test): Emitter
    {
        return Closure::bind(static fn (TestCase $test): Emitter => $test->emitter, null, TestCase::class)($test);
    }

    /**
     * @return list<Event>
     */
    private static function collecting(Closure $emit): array
    {
        Facade::instance()->startCollectingEvents();

        try {
            $emit();
        } finally {
            $events = Facade::instance()->stopCollectingEvents();
        }

        return $events->asArray();
    }
}
