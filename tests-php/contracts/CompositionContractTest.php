<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Contracts;

use function array_fill;
use function array_map;
use function count;
use function get_class;
use function in_array;
use function is_array;
use function max;
use function min;
use function serialize;
use function sprintf;
use DateTime;
use DateTimeImmutable;
use DateTimeInterface;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/ContractAssertions.php';

enum Planet: int
{
    case Mercury = 1;
    case Venus   = 2;
    case Earth   = 3;
}

final class Limits
{
    public const int LIMIT_LOW   = -5;
    public const int LIMIT_HIGH  = 5;
    public const string LABEL    = 'limits';
    private const int LIMIT_HIDDEN = 99;
}

final readonly class Orbit
{
    /**
     * @param int<1, 12>          $months
     * @param list<Planet>        $neighbours
     * @param Limits::LIMIT_*     $limit
     */
    public function __construct(public Planet $planet, public int $months, public array $neighbours, public int $limit, public ?self $moon = null)
    {
    }
}

/**
 * The generators that compose others, and the values derived from classes (proposal 4.2, 5.3),
 * in real PHP: recursive() nests at most its maximum depth, deferred(), map(), filter() and
 * flatMap() give what their closures make of values of their generators, elements(),
 * constant(), oneOf() and frequency() only what they were given (identical, to the sign of
 * zero), cases() and enums only the cases, class constants only the constants their pattern
 * names, objects only what their constructor is given, and points in time of the derived types
 * stay from 0001 to 9999 at +00:00.
 */
final class CompositionContractTest extends TestCase
{
    use ContractAssertions;
    use Properties;

    #[Property(examples: 150)]
    public function testRecursiveNestsAtMostItsMaximumDepth(#[ForAll('depths')] int $maximumDepth): void
    {
        $generator = $this->built(
            static fn (): ValueGenerator => Generators::recursive(Generators::constant(0), static fn (ValueGenerator $inner): ValueGenerator => Generators::lists($inner, 1, 2), $maximumDepth),
            $maximumDepth >= 1,
            sprintf('recursive(..., %d)', $maximumDepth),
        );

        if ($generator === null) {
            return;
        }

        for ($i = 0; $i < 4; $i++) {
            $value = $this->draw($generator, 'value');

            $this->assertLessThanOrEqual($maximumDepth, self::depth($value), 'nested deeper than the maximum depth');
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    /**
     * @return ValueGenerator<int>
     */
    public static function depths(): ValueGenerator
    {
        return Generators::oneOf(Generators::integers(-1, 6), Generators::elements(PHP_INT_MIN, PHP_INT_MAX, 2 ** 32, 2 ** 32 + 1));
    }

    /**
     * @return ValueGenerator<list<mixed>>
     */
    public static function values(): ValueGenerator
    {
        return Generators::lists(Generators::elements(0, 0.0, -0.0, '0', '', null, false, NAN, INF, [], [0 => 'a'], ['0' => 'a', 'b' => -0.0], 'é', "\xFF", PHP_INT_MIN, Planet::Earth), 1, 4);
    }

    #[Property(examples: 150)]
    public function testChoosingGeneratorsGiveOnlyTheirValues(#[ForAll('values')] array $values): void
    {
        $given = array_map(serialize(...), $values);
        $one   = static fn (mixed $value): ValueGenerator => Generators::constant($value);

        foreach ([
            'elements()'  => Generators::elements(...$values),
            'oneOf()'     => Generators::oneOf(...array_map($one, $values)),
            'frequency()' => Generators::frequency(...array_map(static fn (mixed $value): array => [1 + count($values), $one($value)], $values)),
        ] as $name => $generator) {
            for ($i = 0; $i < 3; $i++) {
                $this->assertContains(serialize($this->draw($generator, $name)), $given, $name . ' gave a value it was not given');
            }

            $this->assertExportReadsBack($generator, $this->seed());
        }
    }

    #[Property(examples: 150)]
    public function testMapFilterFlatMapAndDeferredGiveWhatTheirClosuresMake(#[ForAll('bounds')] array $bounds): void
    {
        [$minimum, $maximum] = $bounds;
        $integers            = Generators::integers($minimum, $maximum);
        $deferred            = Generators::deferred(static fn (): ValueGenerator => $integers);

        $mapped     = $this->draw($integers->map(static fn (int $n): array => ['n' => $n]), 'mapped');
        $filtered   = $this->draw($deferred->filter(static fn (int $n): bool => $n % 2 === 0 || $n === $minimum), 'filtered');
        $flatMapped = $this->draw($integers->flatMap(static fn (int $n): ValueGenerator => Generators::lists(Generators::constant($n), 1, 3)), 'flat-mapped');

        $this->assertTrue($mapped['n'] >= $minimum && $mapped['n'] <= $maximum, 'map() of another value');
        $this->assertTrue($filtered >= $minimum && $filtered <= $maximum && ($filtered % 2 === 0 || $filtered === $minimum), 'filter() let a value through');
        $this->assertSame(array_fill(0, count($flatMapped), $flatMapped[0]), $flatMapped, 'flatMap() did not give the values of the generator its closure made');
        $this->assertTrue($flatMapped[0] >= $minimum && $flatMapped[0] <= $maximum, 'flatMap() of another value');
    }

    /**
     * @return ValueGenerator<array{int, int}>
     */
    public static function bounds(): ValueGenerator
    {
        return Generators::tuples(Generators::integers(), Generators::integers())->map(static fn (array $pair): array => [min($pair), max($pair)]);
    }

    #[Property(examples: 150)]
    public function testDerivedValuesOfClassesEnumsAndConstants(): void
    {
        $orbit = $this->draw(Generators::objects(Orbit::class), 'orbit');

        for ($moon = $orbit; $moon !== null; $moon = $moon->moon) {
            $this->assertSame(Orbit::class, get_class($moon));
            $this->assertContains($moon->planet, Planet::cases());
            $this->assertTrue($moon->months >= 1 && $moon->months <= 12, 'months outside int<1, 12>');
            // As for PHPStan, the pattern names private constants too.
            $this->assertTrue(in_array($moon->limit, [Limits::LIMIT_LOW, Limits::LIMIT_HIGH, 99], true), 'a constant that Limits::LIMIT_* does not name');

            foreach ($moon->neighbours as $neighbour) {
                $this->assertInstanceOf(Planet::class, $neighbour);
            }
        }

        $this->assertContains($this->draw(Generators::cases(Planet::class), 'case'), Planet::cases());
        $this->assertContains($this->draw(Generators::fromType('Limits::*'), 'constant'), [Limits::LIMIT_LOW, Limits::LIMIT_HIGH, Limits::LABEL, 99]);

        foreach ([['\DateTimeImmutable', DateTimeImmutable::class], ['\DateTime', DateTime::class], ['\DateTimeInterface', DateTimeImmutable::class]] as [$type, $class]) {
            $point = $this->draw(Generators::fromType($type), $type);

            $this->assertSame($class, get_class($point));
            $this->assertSame('+00:00', $point->getTimezone()->getName());
            $this->assertTrue($point >= new DateTimeImmutable('0001-01-01T00:00:00Z') && $point <= new DateTimeImmutable('9999-12-31T23:59:59Z'), $point->format(DateTimeInterface::ATOM) . ' is outside 0001 to 9999');
        }

        $this->assertExportReadsBack(Generators::objects(Orbit::class), $this->seed());
    }

    private static function depth(mixed $value): int
    {
        return is_array($value) ? 1 + max(array_map(self::depth(...), $value)) : 0;
    }
}
