<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * A point in time whose offset has seconds (America/St_Johns kept -03:30:52 until 1935) and whose
 * local time PHP reads as another point in time: the .phpt evaluates the exported counterexample
 * and compares it with this value.
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

    #[Property(examples: 1)]
    public function testExportedPointInTimeIsShown(#[ForAll('pointsInTime')] DateTimeImmutable $value): void
    {
        $this->fail('the counterexample is shown');
    }
}
