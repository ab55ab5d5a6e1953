<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Contracts;

use function array_map;
use function is_array;
use function is_string;
use function max;
use function min;
use DateTimeImmutable;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/ContractAssertions.php';

enum Suit: string
{
    case Hearts = 'h';
    case Spades = 's';
}

enum Direction
{
    case Up;
    case Down;
}

final readonly class Card
{
    public function __construct(public Suit $suit, public int $rank, public ?string $note, public DateTimeImmutable $drawnAt)
    {
    }
}

final readonly class Tagged
{
    public function __construct(public mixed $value, public Direction $direction = Direction::Up)
    {
    }
}

/**
 * Export (proposal 8.2) in real PHP: every value of every generator of proposal 5.3 and of the
 * PHPDoc types of section 4, composed in random ways, exported as PHP code as in a report and
 * evaluated, is identical to the value (serialize() tells 0.0 from -0.0, NAN, int from string
 * keys, and compares objects and points in time with their time zones).
 */
final class ExportContractTest extends TestCase
{
    use ContractAssertions;
    use Properties;

    /**
     * A generator, described as a recipe: a leaf (the name of a generator with its arguments) or
     * a combinator with the recipes of its parts, nested up to three levels.
     *
     * @return ValueGenerator<array<mixed>>
     */
    public static function recipes(): ValueGenerator
    {
        $leaf = Generators::oneOf(
            Generators::tuples(Generators::constant('integers'), Generators::integers(), Generators::integers()),
            Generators::tuples(Generators::constant('floats'), Generators::integers(0, 4)),
            Generators::tuples(Generators::constant('strings'), Generators::elements(null, "\u{202E}\u{2066}\x00\x1F\x7F\u{85}'\"\\\$é{}", 'ab')),
            Generators::tuples(Generators::constant('type'), Generators::elements(
                'int',
                'float',
                'bool',
                'null',
                'string',
                'non-empty-string',
                'numeric-string',
                'lowercase-string',
                'array-key',
                'scalar',
                'positive-int',
                "'a\\'b'|-5|1.5",
                'array<numeric-string, int>',
                'array<string, bool>',
                'non-empty-array<int, ?float>',
                'list<int<-3, 3>>',
                'array{a: int, b?: string, 0: bool}',
                'list{int, string}',
                'int[]',
                '\\DateTimeImmutable',
                '\\DateTime',
                '\\DateTimeInterface',
                // Resolved in this file's namespace, as in a doc comment.
                'Card',
                'Suit',
                '?Direction',
            )),
            Generators::tuples(Generators::constant('format'), Generators::elements('bytes', 'regex', 'uuids', 'ipv4', 'ipv6', 'domainNames', 'emailAddresses', 'urls', 'timezones', 'booleans', 'cases', 'dateTimes')),
            Generators::tuples(Generators::constant('constant'), Generators::elements(
                [NAN, INF, -INF, -0.0, PHP_INT_MIN],
                ['05' => 1, ' 1' => 2, '1.5' => 3, '-0' => 4, -3 => 5, "\xFF" => 6],
                "a\xFF\xC3(",
                Suit::Spades,
            )),
        );

        return Generators::recursive(
            $leaf,
            static fn (ValueGenerator $recipe): ValueGenerator => Generators::oneOf(
                Generators::tuples(Generators::constant('lists'), $recipe, Generators::booleans()),
                Generators::tuples(Generators::constant('arrays'), Generators::elements('int', 'string', 'type'), $recipe),
                Generators::tuples(Generators::constant('tuples'), $recipe, $recipe),
                Generators::tuples(Generators::constant('records'), $recipe, $recipe),
                Generators::tuples(Generators::constant('nullable'), $recipe),
                Generators::tuples(Generators::constant('oneOf'), $recipe, $recipe),
                Generators::tuples(Generators::constant('frequency'), $recipe, $recipe),
                Generators::tuples(Generators::constant('tagged'), $recipe),
            ),
            3,
        );
    }

    #[Property(examples: 300)]
    public function testEveryValueIsExportedAsCodeThatGivesItBack(#[ForAll('recipes')] array $recipe): void
    {
        $this->assertExportReadsBack(self::generator($recipe), $this->seed());
    }

    /**
     * @param array<mixed> $recipe
     */
    private static function generator(array $recipe): ValueGenerator
    {
        $parts = array_map(static fn (mixed $part): mixed => is_array($part) && isset($part[0]) && is_string($part[0]) ? self::generator($part) : $part, $recipe);

        return match ($parts[0]) {
            'integers'  => Generators::integers(min($parts[1], $parts[2]), max($parts[1], $parts[2])),
            'floats'    => [
                Generators::floats(),
                Generators::floats(allowInfinity: true, allowNan: true),
                Generators::floats(-0.0, 0.0),
                Generators::floats(-1e-310, 1e-310),
                Generators::floats(-1.0, 1.0, excludeMinimum: true, excludeMaximum: true, allowSubnormals: false),
            ][$parts[1]],
            'strings'   => Generators::strings($parts[1]),
            'type'      => Generators::fromType($parts[1]),
            'format'    => match ($parts[1]) {
                'bytes'          => Generators::bytes(),
                'regex'          => Generators::fromRegularExpression('/[\x00-\x{10FFFF}]{0,5}(é|\R|[[:^alpha:]]+)?/u'),
                'uuids'          => Generators::uuids(nilAndMax: true),
                'ipv4'           => Generators::ipv4Addresses(),
                'ipv6'           => Generators::ipv6Addresses(),
                'domainNames'    => Generators::domainNames(),
                'emailAddresses' => Generators::emailAddresses(true, true),
                'urls'           => Generators::urls(['http', 'https', 'ftp'], true),
                'timezones'      => Generators::timezones(),
                'booleans'       => Generators::booleans(),
                'cases'          => Generators::cases(Direction::class),
                'dateTimes'      => Generators::dateTimes(new DateTimeImmutable('1900-01-01'), new DateTimeImmutable('2100-01-01'), ['Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe', '+05:45', 'UTC'], true),
            },
            'constant'  => Generators::constant($parts[1]),
            'lists'     => Generators::lists($parts[1], 0, 4, unique: $parts[2]),
            'arrays'    => Generators::arrays(
                match ($parts[1]) {
                    'int'    => Generators::integers(),
                    'string' => Generators::strings(),
                    'type'   => Generators::fromType('array-key'),
                },
                $parts[2],
                0,
                4,
            ),
            'tuples'    => Generators::tuples($parts[1], $parts[2]),
            'records'   => Generators::records(['a' => $parts[1], 7 => $parts[2]], ['a']),
            'nullable'  => Generators::nullable($parts[1]),
            'oneOf'     => Generators::oneOf($parts[1], $parts[2]),
            'frequency' => Generators::frequency([3, $parts[1]], [1, $parts[2]]),
            'tagged'    => $parts[1]->map(static fn (mixed $value): Tagged => new Tagged($value, Direction::Down)),
        };
    }
}
