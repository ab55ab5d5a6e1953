<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final readonly class LocalMeanTimeAppointment
{
    public function __construct(public DateTimeImmutable $at)
    {
    }
}

/**
 * A point in time whose offset has seconds (America/St_Johns kept -03:30:52 until 1935) and whose
 * local time PHP reads as another point in time, alone and inside an object that map() made: the
 * .phpt evaluates the exported counterexamples and compares them with these values.
 */
final class LocalMeanTimeTest extends TestCase
{
    public static function value(): DateTimeImmutable
    {
        return (new DateTimeImmutable('@-1110061748'))->setTimezone(new DateTimeZone('America/St_Johns'));
    }

    public static function pointsInTime(): ValueGenerator
    {
        return Generators::dateTimes(self::value(), self::value(), ['America/St_Johns']);
    }

    public static function appointment(): LocalMeanTimeAppointment
    {
        return new LocalMeanTimeAppointment((new DateTimeImmutable('@-2208988852'))->setTimezone(new DateTimeZone('America/St_Johns')));
    }

    public static function appointments(): ValueGenerator
    {
        return Generators::dateTimes(self::appointment()->at, self::appointment()->at, ['America/St_Johns'])->map(
            static fn (DateTimeImmutable $at): LocalMeanTimeAppointment => new LocalMeanTimeAppointment($at),
        );
    }

    #[Property(examples: 1)]
    public function testExportedAppointmentIsShown(#[ForAll('appointments')] LocalMeanTimeAppointment $appointment): void
    {
        $this->fail('the counterexample is shown');
    }

    #[Property(examples: 1)]
    public function testExportedPointInTimeIsShown(#[ForAll('pointsInTime')] DateTimeImmutable $value): void
    {
        $this->fail('the counterexample is shown');
    }
}
