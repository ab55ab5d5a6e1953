<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * Arguments that no generator can be built from: each is an error of its property, which names
 * the argument, the value and what is allowed, and the run goes on.
 */
final class GeneratorArgumentsTest extends TestCase
{
    public static function earliestPointInTime(): ValueGenerator
    {
        return Generators::dateTimes(new DateTimeImmutable('@' . PHP_INT_MIN));
    }

    public static function latestPointInTime(): ValueGenerator
    {
        return Generators::dateTimes(null, new DateTimeImmutable('+262143-01-01T00:00:00+00:00'));
    }

    public static function reversedPointsInTime(): ValueGenerator
    {
        return Generators::dateTimes(new DateTimeImmutable('2000-01-01T00:00:00.5+00:00'), new DateTimeImmutable('2000-01-01T00:00:00+00:00'), microseconds: true);
    }

    public static function noWholeSecond(): ValueGenerator
    {
        return Generators::dateTimes(new DateTimeImmutable('2000-01-01T00:00:00.2+00:00'), new DateTimeImmutable('2000-01-01T00:00:00.8+00:00'));
    }

    public static function binaryTimeZone(): ValueGenerator
    {
        return Generators::dateTimes(timezones: ['UTC', "Europe/Berl\xEDn"]);
    }

    public static function nulDelimiter(): ValueGenerator
    {
        return Generators::fromRegularExpression("\0a\0");
    }

    public static function nulModifier(): ValueGenerator
    {
        return Generators::fromRegularExpression("/a/\0");
    }

    public static function unclosedGroup(): ValueGenerator
    {
        return Generators::fromRegularExpression('/a(b/');
    }

    public static function binaryExpression(): ValueGenerator
    {
        return Generators::fromRegularExpression("/a\xFF/");
    }

    public static function binaryAlphabet(): ValueGenerator
    {
        return Generators::strings("ab\xB4\x16\xA8");
    }

    public static function codePointBeyondInt32(): ValueGenerator
    {
        return Generators::strings(codePointRanges: [[0x61, 0x100000061]]);
    }

    public static function halfACodePointRange(): ValueGenerator
    {
        return Generators::strings(codePointRanges: [[0x61]]);
    }

    public static function uuidVersionBeyondAByte(): ValueGenerator
    {
        return Generators::uuids([4, 260]);
    }

    public static function uuidVersionAsString(): ValueGenerator
    {
        return Generators::uuids(['4']);
    }

    public static function binaryScheme(): ValueGenerator
    {
        return Generators::urls(['https', "ft\xE9"]);
    }

    public static function schemeThatIsNoString(): ValueGenerator
    {
        return Generators::urls(['https', 5]);
    }

    public static function booleanKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::booleans(), Generators::integers());
    }

    public static function floatOrNullKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::nullable(Generators::floats()), Generators::integers());
    }

    public static function objectKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::elements(1, new stdClass), Generators::integers());
    }

    public static function tooFewKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::integers(0, 2), Generators::integers(), 4);
    }

    public static function tooFewUniqueElements(): ValueGenerator
    {
        return Generators::lists(Generators::booleans(), 3, unique: true);
    }

    public static function mappedFloatKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::integers(0, 9)->map(static fn (int $i): float => $i + 0.5), Generators::integers(), 1);
    }

    #[Property]
    public function testEarliestPointInTime(#[ForAll('earliestPointInTime')] DateTimeImmutable $when): void
    {
    }

    #[Property]
    public function testLatestPointInTime(#[ForAll('latestPointInTime')] DateTimeImmutable $when): void
    {
    }

    #[Property]
    public function testReversedPointsInTime(#[ForAll('reversedPointsInTime')] DateTimeImmutable $when): void
    {
    }

    #[Property]
    public function testNoWholeSecond(#[ForAll('noWholeSecond')] DateTimeImmutable $when): void
    {
    }

    #[Property]
    public function testBinaryTimeZone(#[ForAll('binaryTimeZone')] DateTimeImmutable $when): void
    {
    }

    #[Property]
    public function testNulDelimiter(#[ForAll('nulDelimiter')] string $text): void
    {
    }

    #[Property]
    public function testNulModifier(#[ForAll('nulModifier')] string $text): void
    {
    }

    #[Property]
    public function testUnclosedGroup(#[ForAll('unclosedGroup')] string $text): void
    {
    }

    #[Property]
    public function testBinaryExpression(#[ForAll('binaryExpression')] string $text): void
    {
    }

    #[Property]
    public function testBinaryAlphabet(#[ForAll('binaryAlphabet')] string $text): void
    {
    }

    #[Property]
    public function testCodePointBeyondInt32(#[ForAll('codePointBeyondInt32')] string $text): void
    {
    }

    #[Property]
    public function testHalfACodePointRange(#[ForAll('halfACodePointRange')] string $text): void
    {
    }

    #[Property]
    public function testUuidVersionBeyondAByte(#[ForAll('uuidVersionBeyondAByte')] string $uuid): void
    {
    }

    #[Property]
    public function testUuidVersionAsString(#[ForAll('uuidVersionAsString')] string $uuid): void
    {
    }

    #[Property]
    public function testBinaryScheme(#[ForAll('binaryScheme')] string $url): void
    {
    }

    #[Property]
    public function testSchemeThatIsNoString(#[ForAll('schemeThatIsNoString')] string $url): void
    {
    }

    #[Property]
    public function testBooleanKeys(#[ForAll('booleanKeys')] array $array): void
    {
    }

    #[Property]
    public function testFloatOrNullKeys(#[ForAll('floatOrNullKeys')] array $array): void
    {
    }

    #[Property]
    public function testObjectKeys(#[ForAll('objectKeys')] array $array): void
    {
    }

    #[Property]
    public function testTooFewKeys(#[ForAll('tooFewKeys')] array $array): void
    {
    }

    #[Property]
    public function testTooFewUniqueElements(#[ForAll('tooFewUniqueElements')] array $list): void
    {
    }

    #[Property]
    public function testMappedFloatKeys(#[ForAll('mappedFloatKeys')] array $array): void
    {
    }

    /**
     * @param array<bool, int> $array
     */
    #[Property]
    public function testBooleanKeyType(array $array): void
    {
    }

    /**
     * @param array<.0,9.> $array
     */
    #[Property]
    public function testFloatKeyType(array $array): void
    {
    }

    public function testTheRunGoesOn(): void
    {
        $this->assertTrue(true);
    }
}
