<?php declare(strict_types=1);
use PHPUnit\Framework\Assert;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Invariant;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Rule;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * An object whose state is no constructor argument: sebastian/exporter exports it over several
 * lines, in no PHP syntax.
 */
final class Box
{
    public int $content = 0;
}

final class BoxMachine
{
    private int $boxes = 0;

    #[Rule]
    public function pack(): Box
    {
        $this->boxes++;

        $box          = new Box;
        $box->content = $this->boxes;

        return $box;
    }

    #[Invariant]
    public function atMostOneBox(): void
    {
        Assert::assertLessThan(2, $this->boxes);
    }
}

/**
 * Counterexamples that no #[TestWith] line can pin: the report has the command line only.
 */
final class ExplicitExampleLineTest extends TestCase
{
    use Properties;

    public static function boxes(): ValueGenerator
    {
        return Generators::constant(new Box);
    }

    public static function closures(): ValueGenerator
    {
        return Generators::constant(static fn (): int => 1);
    }

    public static function earlierOfTwoLocalTimes(): ValueGenerator
    {
        return Generators::constant((new DateTimeImmutable('2020-10-25T00:59:59+00:00'))->setTimezone(new DateTimeZone('Europe/Berlin')));
    }

    #[Property]
    public function testDrawnValues(int $value): void
    {
        $this->assertSame($value, $this->draw(Generators::integers(1, 9), 'other'));
    }

    #[Property]
    public function testObjectWithState(#[ForAll('boxes')] Box $box): void
    {
        $this->assertSame(1, $box->content);
    }

    #[Property]
    public function testClosure(#[ForAll('closures')] Closure $closure): void
    {
        $this->assertSame(2, $closure());
    }

    #[Property]
    public function testEarlierOfTwoLocalTimes(#[ForAll('earlierOfTwoLocalTimes')] DateTimeImmutable $when): void
    {
        $this->assertSame('+01:00', $when->format('P'));
    }

    #[Property]
    public function testStateMachineWithObjectsOverSeveralLines(): void
    {
        $this->runStateMachine(new BoxMachine);
    }
}
