<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final readonly class Measurement
{
    public function __construct(public float $value)
    {
    }
}

/**
 * floats() keeps its bounds and flags (proposal 5.3), lists(unique: true) of mapped floats keeps
 * 0.0 and -0.0 apart as PHP's == does not, records() names an unknown optional key, and a float
 * that fails beyond 1e300 shrinks to the boundary, not to PHP_FLOAT_MAX.
 */
final class FloatContractsTest extends TestCase
{
    public static function upToInfinity(): ValueGenerator
    {
        return Generators::floats(0.0, INF, allowInfinity: true);
    }

    public static function downToMinusInfinity(): ValueGenerator
    {
        return Generators::floats(-INF, -1.0, allowInfinity: true);
    }

    public static function uniqueMeasurements(): ValueGenerator
    {
        return Generators::lists(Generators::elements(0.0, -0.0, 1.0)->map(static fn (float $value): Measurement => new Measurement($value)), unique: true);
    }

    public static function anyFloat(): ValueGenerator
    {
        return Generators::floats();
    }

    #[Property(examples: 300)]
    public function testInfinityOnlyAtTheUnboundedEnd(#[ForAll('upToInfinity')] float $up, #[ForAll('downToMinusInfinity')] float $down): void
    {
        $this->assertGreaterThanOrEqual(0.0, $up);
        $this->assertLessThanOrEqual(-1.0, $down);
    }

    #[Property(examples: 300)]
    public function testNoMeasurementEqualsAnother(#[ForAll('uniqueMeasurements')] array $measurements): void
    {
        foreach ($measurements as $i => $a) {
            foreach ($measurements as $j => $b) {
                $this->assertTrue($i === $j || $a != $b, 'two measurements are equal');
            }
        }
    }

    #[Property]
    public function testHugeFloatsShrinkToTheBoundary(#[ForAll('anyFloat')] float $value): void
    {
        $this->assertLessThanOrEqual(1e300, abs($value));
    }

    public function testARangeOfSubnormalsOnly(): void
    {
        Generators::floats(1e-320, 2e-320, allowSubnormals: false);
    }

    public function testInfinityOutsideTheBounds(): void
    {
        Generators::floats(0.0, 1.0, allowInfinity: true);
    }

    public function testUnknownOptionalKey(): void
    {
        Generators::records(['name' => Generators::strings(), 'age' => Generators::integers()], optionalKeys: ['nmae']);
    }
}
