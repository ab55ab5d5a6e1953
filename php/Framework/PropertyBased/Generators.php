<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased;

use function array_map;
use function array_values;
use function count;
use function debug_backtrace;
use function enum_exists;
use function is_array;
use function is_int;
use function ltrim;
use function sprintf;
use Closure;
use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use Exception;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Generator\EngineGenerator;
use PHPUnit\Framework\PropertyBased\Generator\Pcre;
use PHPUnit\Framework\PropertyBased\Types\ClassDescriber;
use PHPUnit\Framework\PropertyBased\Types\NotablePointsInTime;
use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use ReflectionFunction;
use TypeError;
use UnitEnum;

/**
 * The factories of generators (proposal 5.3). Generators record the choices from which they
 * build a value; shrinking works on those choices, so every generator, however composed, shrinks.
 */
final class Generators
{
    /**
     * @return ValueGenerator<int>
     */
    public static function integers(int $minimum = PHP_INT_MIN, int $maximum = PHP_INT_MAX): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::integers($minimum, $maximum));
    }

    /**
     * Without $allowSubnormals, subnormal floats (smaller in magnitude than PHP_FLOAT_MIN) are
     * replaced with 0.0 or -0.0.
     *
     * @return ValueGenerator<float>
     */
    public static function floats(float $minimum = -PHP_FLOAT_MAX, float $maximum = PHP_FLOAT_MAX, bool $allowInfinity = false, bool $allowNan = false, bool $excludeMinimum = false, bool $excludeMaximum = false, bool $allowSubnormals = true): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::floats($minimum, $maximum, $allowInfinity, $allowNan, $excludeMinimum, $excludeMaximum, $allowSubnormals));
    }

    /**
     * @return ValueGenerator<bool>
     */
    public static function booleans(): ValueGenerator
    {
        return new EngineGenerator(ValueSource::booleans());
    }

    /**
     * UTF-8 strings of the characters of $alphabet, or of code points from $codePointRanges (each
     * range chosen equally often, surrogates left out), or of any characters.
     *
     * @param ?list<array{int, int}> $codePointRanges
     *
     * @return ValueGenerator<string>
     */
    public static function strings(?string $alphabet = null, int $minimumLength = 0, ?int $maximumLength = null, ?array $codePointRanges = null): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::strings($minimumLength, $alphabet, $maximumLength, $codePointRanges));
    }

    /**
     * @return ValueGenerator<string>
     */
    public static function bytes(int $minimumLength = 0, ?int $maximumLength = null): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::bytes($minimumLength, $maximumLength));
    }

    /**
     * Strings that the regular expression, with its delimiters and modifiers, matches as a whole.
     * Lookaround assertions, backreferences, recursion, conditional subpatterns, inline options
     * and Unicode properties are not supported; the expression must be UTF-8, also without the u
     * modifier.
     *
     * @param non-empty-string $regularExpression
     *
     * @return ValueGenerator<string>
     */
    public static function fromRegularExpression(string $regularExpression): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::fromRegularExpression($regularExpression, new Pcre));
    }

    /**
     * @template T
     *
     * @param T ...$values
     *
     * @return ValueGenerator<T>
     */
    public static function elements(mixed ...$values): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::elements(array_values($values)));
    }

    /**
     * @template T of UnitEnum
     *
     * @param class-string<T> $enumeration
     *
     * @return ValueGenerator<T>
     */
    public static function cases(string $enumeration): ValueGenerator
    {
        if (!enum_exists($enumeration)) {
            throw new InvalidGenerator(sprintf('%s is not an enumeration', $enumeration));
        }

        $cases = ClassDescriber::caseNames($enumeration);

        return EngineGenerator::build(static fn (): ValueSource => ValueSource::enumCases(ltrim($enumeration, '\\'), $cases));
    }

    /**
     * @template T
     *
     * @param T $value
     *
     * @return ValueGenerator<T>
     */
    public static function constant(mixed $value): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::constant($value));
    }

    /**
     * @template T
     *
     * @param ValueGenerator<T> $elements
     *
     * @return ValueGenerator<list<T>>
     */
    public static function lists(ValueGenerator $elements, int $minimumSize = 0, ?int $maximumSize = null, bool $recursive = false, bool $unique = false): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::lists(EngineGenerator::of($elements), $minimumSize, $recursive, $unique, $maximumSize));
    }

    /**
     * A key the array already has is drawn again, until the array has $minimumSize entries. Keys
     * follow PHP's rule: a canonical decimal integer string such as '1' is the int key 1.
     *
     * @template K of array-key
     * @template V
     *
     * @param ValueGenerator<K> $keys
     * @param ValueGenerator<V> $values
     *
     * @return ValueGenerator<array<K, V>>
     */
    public static function arrays(ValueGenerator $keys, ValueGenerator $values, int $minimumSize = 0, ?int $maximumSize = null, bool $recursive = false): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::arrays(EngineGenerator::of($keys), EngineGenerator::of($values), $minimumSize, $recursive, $maximumSize));
    }

    /**
     * @return ValueGenerator<list<mixed>>
     */
    public static function tuples(ValueGenerator ...$generators): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::tuples(self::engineGenerators($generators)));
    }

    /**
     * @param array<array-key, ValueGenerator> $generators
     * @param list<array-key>                  $optionalKeys keys that are sometimes omitted
     *
     * @return ValueGenerator<array<array-key, mixed>>
     */
    public static function records(array $generators, array $optionalKeys = []): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::records(self::engineGenerators($generators), $optionalKeys));
    }

    /**
     * @template T
     *
     * @param ValueGenerator<T> $generator
     *
     * @return ValueGenerator<?T>
     */
    public static function nullable(ValueGenerator $generator, bool $recursive = false): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::nullable(EngineGenerator::of($generator), $recursive));
    }

    /**
     * @template T
     *
     * @param ValueGenerator<T> ...$generators
     *
     * @return ValueGenerator<T>
     */
    public static function oneOf(ValueGenerator ...$generators): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::oneOf(self::engineGenerators($generators)));
    }

    /**
     * @template T
     *
     * @param array{positive-int, ValueGenerator<T>} ...$weightedGenerators
     *
     * @return ValueGenerator<T>
     */
    public static function frequency(array ...$weightedGenerators): ValueGenerator
    {
        $weights    = [];
        $generators = [];

        foreach (array_values($weightedGenerators) as $index => $weighted) {
            // An element beyond the weight and the generator would be ignored without a word.
            if (!is_array($weighted) || count($weighted) !== 2 || !is_int($weighted[0] ?? null) || !isset($weighted[1])) {
                throw new InvalidGenerator(sprintf('frequency() takes arrays of a positive weight and a generator, [weight, generator]: argument #%d is not one', $index + 1));
            }

            $weights[]    = $weighted[0];
            $generators[] = $weighted[1];
        }

        return EngineGenerator::build(static fn (): ValueSource => ValueSource::frequency($weights, self::engineGenerators($generators)));
    }

    /**
     * The generator that the closure returns when the first value is generated, so that a
     * generator can refer to itself.
     *
     * @template T
     *
     * @param Closure(): ValueGenerator<T> $generator
     *
     * @return ValueGenerator<T>
     */
    public static function deferred(Closure $generator): ValueGenerator
    {
        $closure = new ReflectionFunction($generator);

        return new EngineGenerator(
            ValueSource::deferred(
                static fn (): ValueSource => EngineGenerator::of($generator()),
                sprintf('in %s:%d', $closure->getFileName(), $closure->getStartLine()),
            ),
        );
    }

    /**
     * The values of $base and the values that $extend builds from them, nested up to
     * $maximumDepth levels.
     *
     * @template T
     *
     * @param ValueGenerator<T>                              $base
     * @param Closure(ValueGenerator<T>): ValueGenerator<T> $extend
     *
     * @return ValueGenerator<T>
     */
    public static function recursive(ValueGenerator $base, Closure $extend, int $maximumDepth = 5): ValueGenerator
    {
        return EngineGenerator::build(
            static fn (): ValueSource => ValueSource::recursive(
                EngineGenerator::of($base),
                static fn (ValueSource $self): ValueSource => EngineGenerator::of($extend(new EngineGenerator($self))),
                $maximumDepth,
            ),
        );
    }

    /**
     * UUIDs (RFC 9562) of the given versions in their canonical lowercase form, with the version
     * and the variant set; the nil and the max UUID only with $nilAndMax.
     * Simplest: 00000000-0000-1000-8000-000000000000.
     *
     * @param list<int<1, 8>> $versions
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function uuids(array $versions = [1, 2, 3, 4, 5, 6, 7, 8], bool $nilAndMax = false): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::uuids($versions, $nilAndMax));
    }

    /**
     * IPv4 addresses of a network in CIDR notation, half of them from special-purpose ranges
     * (RFC 6890) or right next to one. Simplest: the network address.
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function ipv4Addresses(string $network = '0.0.0.0/0'): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::ipv4Addresses($network));
    }

    /**
     * IPv6 addresses of a network in their canonical text (RFC 5952), half of them from
     * special-purpose ranges, half with a run of zeros. Simplest: the network address.
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function ipv6Addresses(string $network = '::/0'): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::ipv6Addresses($network));
    }

    /**
     * Domain names of lowercase letters, digits and hyphens; the top-level domain is drawn after
     * the other labels, so that the simplest name of a length is a.aaaaaaaaa. Simplest: a.aa.
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function domainNames(int $maximumLength = 253): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::domainNames($maximumLength));
    }

    /**
     * Email addresses (RFC 5321) of at most 254 characters that pass filter_var() with
     * FILTER_VALIDATE_EMAIL. Simplest: a@a.aa.
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function emailAddresses(bool $quotedLocalParts = false, bool $ipAddressLiterals = false): ValueGenerator
    {
        return new EngineGenerator(ValueSource::emailAddresses($quotedLocalParts, $ipAddressLiterals));
    }

    /**
     * URLs (RFC 3986), normalized as far as their syntax goes, that pass filter_var() with
     * FILTER_VALIDATE_URL (with $userInformation, filter_var() rejects some: see the README).
     * Simplest: http://a.aa.
     *
     * @param list<string> $schemes
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function urls(array $schemes = ['http', 'https'], bool $userInformation = false): ValueGenerator
    {
        return EngineGenerator::build(static fn (): ValueSource => ValueSource::urls($schemes, $userInformation));
    }

    /**
     * Points in time as DateTimeImmutable objects, by default from 0001-01-01 00:00:00 to
     * 9999-12-31 23:59:59 in UTC and without microseconds; half of them notable points of their
     * time zone. The simplest is the Unix epoch in the first time zone, or the bound closest to it.
     * Both bounds are included, to the microsecond; bounds from -262143-01-01 to +262142-12-31
     * are supported.
     *
     * @param list<string> $timezones
     *
     * @return ValueGenerator<DateTimeImmutable>
     */
    public static function dateTimes(?DateTimeInterface $minimum = null, ?DateTimeInterface $maximum = null, array $timezones = ['UTC'], bool $microseconds = false): ValueGenerator
    {
        $first = $minimum?->getTimestamp() ?? -62135596800;
        $last  = $maximum?->getTimestamp() ?? 253402300799;

        if ($timezones === []) {
            throw new InvalidGenerator('dateTimes() needs at least one time zone');
        }

        $zones = [];

        foreach ($timezones as $timezone) {
            try {
                $zone = new DateTimeZone($timezone);
            } catch (Exception|TypeError $e) {
                throw new InvalidGenerator(sprintf('The time zones of dateTimes() are identifiers such as \'Europe/Berlin\', %s given', (new ClassNames(['', [], null, []]))->scalar($timezone)), 0, $e);
            }

            $zones[] = [$zone->getName(), NotablePointsInTime::of($zone, $first, $last)];
        }

        $firstMicroseconds = $minimum === null ? 0 : (int) $minimum->format('u');
        $lastMicroseconds  = $maximum === null ? 0 : (int) $maximum->format('u');

        return EngineGenerator::build(static fn (): ValueSource => ValueSource::dateTimes(DateTimeImmutable::class, $first, $firstMicroseconds, $last, $lastMicroseconds, $zones, $microseconds));
    }

    /**
     * Identifiers of time zones: half of them notable ones, the other half from
     * DateTimeZone::listIdentifiers(). The simplest is UTC.
     *
     * @return ValueGenerator<non-empty-string>
     */
    public static function timezones(): ValueGenerator
    {
        return self::frequency(
            [1, self::elements('UTC', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Apia', 'Pacific/Chatham', 'Pacific/Kiritimati', 'America/St_Johns', 'Asia/Kolkata', 'Europe/Dublin', 'Africa/Casablanca', 'America/Sao_Paulo', 'Antarctica/Troll', 'Europe/Berlin', 'America/New_York')],
            [1, self::elements(...DateTimeZone::listIdentifiers())],
        );
    }

    /**
     * The generator derived for a class (proposal 4).
     *
     * @template T of object
     *
     * @param class-string<T> $class
     *
     * @return ValueGenerator<T>
     */
    public static function objects(string $class): ValueGenerator
    {
        return self::fromType('\\' . ltrim($class, '\\'));
    }

    /**
     * The generator derived for a PHPDoc type; class names are resolved where this is called.
     *
     * @return ValueGenerator<mixed>
     */
    public static function fromType(string $type): ValueGenerator
    {
        $scope  = ['', [], '', []];
        $frames = debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS);

        // The first call from outside this file is where the type is written (a trait's method
        // is in the trait's file); the function that makes it is what self and static mean.
        foreach ($frames as $index => $frame) {
            if (isset($frame['file'], $frame['line']) && $frame['file'] !== __FILE__) {
                $scope = SourceFile::scopeAt($frame['file'], $frame['line'], $frames[$index + 1]['class'] ?? '');

                break;
            }
        }

        return EngineGenerator::build(static fn (): ValueSource => ValueSource::fromType($type, $scope, new ClassDescriber));
    }

    /**
     * @param array<array-key, mixed> $generators
     *
     * @return array<array-key, ValueSource>
     */
    private static function engineGenerators(array $generators): array
    {
        return array_map(EngineGenerator::of(...), $generators);
    }
}
