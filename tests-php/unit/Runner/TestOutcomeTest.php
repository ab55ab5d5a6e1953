<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Runner;

use PHPUnit\Event\Event;
use PHPUnit\Event\EventCollection;
use PHPUnit\Event\Test\Errored;
use PHPUnit\Event\Test\Failed;
use PHPUnit\Event\Test\Finished;
use PHPUnit\Event\Test\MarkedIncomplete;
use PHPUnit\Event\Test\Passed;
use PHPUnit\Event\Test\Skipped;
use PHPUnit\Framework\PropertyBased\Phpunit\EventValues;
use PHPUnit\Framework\PropertyBased\Runner\TestOutcome;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\EventParts;
use RuntimeException;

/**
 * How an example ended, read from the events it emitted.
 */
final class TestOutcomeTest extends TestCase
{
    public function testATestThatPassedHasNoneOfTheOutcomes(): void
    {
        $this->assertSame([false, false, false, false], self::outcome(new Passed(EventParts::telemetry(), EventParts::test()), new Finished(EventParts::telemetry(), EventParts::test(), 1)));
        $this->assertSame([false, false, false, false], self::outcome());
    }

    public function testEachOutcomeIsReadFromItsEvent(): void
    {
        $throwable = EventValues::throwableOf(new RuntimeException('failed'));

        $this->assertSame([true, false, false, false], self::outcome(new Failed(EventParts::telemetry(), EventParts::test(), $throwable, null)));
        $this->assertSame([false, true, false, false], self::outcome(new Errored(EventParts::telemetry(), EventParts::test(), $throwable)));
        $this->assertSame([false, false, true, false], self::outcome(new Skipped(EventParts::telemetry(), EventParts::test(), 'skipped')));
        $this->assertSame([false, false, false, true], self::outcome(new MarkedIncomplete(EventParts::telemetry(), EventParts::test(), $throwable)));
    }

    public function testATestThatFailedAndErroredHasBothOutcomes(): void
    {
        $throwable = EventValues::throwableOf(new RuntimeException('failed'));

        $this->assertSame([true, true, false, false], self::outcome(new Failed(EventParts::telemetry(), EventParts::test(), $throwable, null), new Errored(EventParts::telemetry(), EventParts::test(), $throwable)));
    }

    /**
     * @return array{bool, bool, bool, bool}
     */
    private static function outcome(Event ...$events): array
    {
        $collection = new EventCollection;

        foreach ($events as $event) {
            $collection->add($event);
        }

        $outcome = TestOutcome::of($collection);

        return [$outcome->isFailure(), $outcome->isError(), $outcome->isSkipped(), $outcome->isIncomplete()];
    }
}
