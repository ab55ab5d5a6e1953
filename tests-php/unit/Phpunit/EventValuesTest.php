<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function usleep;
use PHPUnit\Event\Test\ConsideredRisky;
use PHPUnit\Event\Test\Failed;
use PHPUnit\Event\Test\Finished;
use PHPUnit\Event\Test\PreparationStarted;
use PHPUnit\Framework\PropertyBased\Phpunit\EventValues;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\EventParts;
use RuntimeException;

final class EventValuesTest extends TestCase
{
    public function testAnEventOfAnExampleBecomesAnEventOfTheProperty(): void
    {
        $telemetry = EventParts::telemetry();
        $example   = EventParts::test('testAdditionOfOneAndTwo');
        $property  = EventParts::test('testAdditionCommutes');

        $event = EventValues::forTest(new ConsideredRisky($telemetry, $example, 'risky'), $property);

        $this->assertInstanceOf(ConsideredRisky::class, $event);
        $this->assertSame([$telemetry, $property, 'risky'], [$event->telemetryInfo(), $event->test(), $event->message()]);
    }

    public function testEventsGetOtherTelemetryAThrowableAndTheAssertionsOfAllExamples(): void
    {
        $telemetry = EventParts::telemetry();
        $later     = EventParts::telemetry();
        $test      = EventParts::test('testAdditionCommutes');
        $throwable = EventValues::throwable(RuntimeException::class, 'failed', 'failed' . "\n", 'report', null);

        $started  = EventValues::withTelemetry(new PreparationStarted($later, $test), $telemetry);
        $failed   = EventValues::withThrowable(new Failed($telemetry, $test, EventValues::throwableOf(new RuntimeException('first')), null), $throwable);
        $finished = EventValues::withAssertions(new Finished($telemetry, $test, 1), 42);

        $this->assertSame([$telemetry, $test], [$started->telemetryInfo(), $started->test()]);
        $this->assertInstanceOf(Failed::class, $failed);
        $this->assertSame([$throwable, false], [$failed->throwable(), $failed->hasComparisonFailure()]);
        $this->assertSame(42, $finished->numberOfAssertionsPerformed());
    }

    public function testAReportedEventIsStampedWithTheTelemetryOfNow(): void
    {
        $old = EventValues::stamped(new ConsideredRisky(EventParts::telemetry(), EventParts::test(), 'risky'));

        usleep(1000);

        $event = EventValues::stamped($old);

        $this->assertInstanceOf(ConsideredRisky::class, $event);
        $this->assertSame([EventParts::test()->id(), 'risky'], [$event->test()->id(), $event->message()]);
        $this->assertNotSame($old->telemetryInfo(), $event->telemetryInfo());
        $this->assertGreaterThan(0, $event->telemetryInfo()->time()->duration($old->telemetryInfo()->time())->asFloat());
    }

    public function testDescribesAThrowableForEvents(): void
    {
        $cause     = EventValues::throwableOf(new RuntimeException('cause'));
        $throwable = EventValues::throwable(RuntimeException::class, 'message', 'description', 'stack trace', $cause);

        $this->assertSame(
            [RuntimeException::class, 'message', 'description', 'stack trace', $cause],
            [$throwable->className(), $throwable->message(), $throwable->description(), $throwable->stackTrace(), $throwable->previous()],
        );
        $this->assertSame([RuntimeException::class, 'cause'], [$cause->className(), $cause->message()]);
    }

    public function testATestDoxIsGivenAsWrittenWithItsControlCharactersVisible(): void
    {
        $test = EventParts::test('testAdditionCommutes');

        $withTestDox = EventValues::withTestDox($test, "Adding \$a and \$b\x07 commutes");

        $this->assertSame('Adding $a and $b\u{0007} commutes', $withTestDox->testDox()->prettifiedMethodName());
        $this->assertSame(
            [$test->className(), $test->methodName(), $test->file(), $test->line(), $test->testDox()->prettifiedClassName()],
            [$withTestDox->className(), $withTestDox->methodName(), $withTestDox->file(), $withTestDox->line(), $withTestDox->testDox()->prettifiedClassName()],
        );
    }
}
