<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * Array keys as PHP has them: made with map(), binary strings kept byte for byte, string keys
 * that stay strings, and arrays that reach their minimum size although keys collide.
 */
final class ArrayKeysTest extends TestCase
{
    private const string BINARY = "\xB4\x16\xA8";

    public static function mappedKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::integers(0, 5)->map(static fn (int $i): string => 'k' . $i), Generators::integers(), 1);
    }

    public static function binaryKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::elements(self::BINARY, 'a'), Generators::integers(0, 9), 1);
    }

    public static function binaryConstant(): ValueGenerator
    {
        return Generators::constant([self::BINARY => 1, 'b' => 2]);
    }

    public static function binaryRecordKeys(): ValueGenerator
    {
        return Generators::records([self::BINARY => Generators::constant(1), 'b' => Generators::constant(2)], [self::BINARY]);
    }

    public static function uniqueBinaryStrings(): ValueGenerator
    {
        return Generators::lists(Generators::integers(0x80, 0xFF)->map(chr(...)), 3, 3, unique: true);
    }

    public static function collidingKeys(): ValueGenerator
    {
        return Generators::arrays(Generators::integers(0, 9), Generators::booleans(), 4);
    }

    public static function pointsInTimeToTheMicrosecond(): ValueGenerator
    {
        return Generators::dateTimes(new DateTimeImmutable('1970-01-01T00:00:00.25+00:00'), new DateTimeImmutable('1970-01-01T00:00:10+00:00'), microseconds: true);
    }

    public static function farFuture(): ValueGenerator
    {
        return Generators::dateTimes(new DateTimeImmutable('+262142-12-31T23:59:58+00:00'), new DateTimeImmutable('+262142-12-31T23:59:59.999999+00:00'), ['Pacific/Kiritimati']);
    }

    #[Property]
    public function testKeysMadeWithMapAreKeys(#[ForAll('mappedKeys')] array $array): void
    {
        foreach (array_keys($array) as $key) {
            $this->assertMatchesRegularExpression('/^k[0-5]$/', $key);
        }
    }

    /**
     * Fails on purpose: the key reaches the property and the report byte for byte.
     */
    #[Property]
    public function testBinaryKeysKeepTheirBytes(#[ForAll('binaryKeys')] array $array): void
    {
        $this->assertArrayNotHasKey(self::BINARY, $array);
    }

    #[Property]
    public function testBinaryKeysOfConstants(#[ForAll('binaryConstant')] array $array): void
    {
        $this->assertSame([self::BINARY => 1, 'b' => 2], $array);
    }

    #[Property]
    public function testBinaryKeysOfRecords(#[ForAll('binaryRecordKeys')] array $array): void
    {
        $this->assertContains($array, [[self::BINARY => 1, 'b' => 2], ['b' => 2]]);
    }

    #[Property]
    public function testBinaryStringsMadeWithMapAreToldApart(#[ForAll('uniqueBinaryStrings')] array $list): void
    {
        $this->assertCount(3, array_unique($list));
    }

    #[Property]
    public function testArraysReachTheirMinimumSize(#[ForAll('collidingKeys')] array $array): void
    {
        $this->assertGreaterThanOrEqual(4, count($array));
    }

    /**
     * @param array<string, int> $array
     */
    #[Property(examples: 300)]
    public function testStringKeysStayStrings(array $array): void
    {
        foreach (array_keys($array) as $key) {
            $this->assertIsString($key);
        }
    }

    #[Property(examples: 300)]
    public function testTheBoundsAreHonouredToTheMicrosecond(#[ForAll('pointsInTimeToTheMicrosecond')] DateTimeImmutable $when): void
    {
        $this->assertGreaterThanOrEqual('0.250000', $when->format('U.u'));
        $this->assertLessThanOrEqual('10.000000', $when->format('U.u'));
    }

    /**
     * Fails on purpose: the counterexample is exported with the year that PHP reads back.
     */
    #[Property]
    public function testTheLastSupportedYear(#[ForAll('farFuture')] DateTimeImmutable $when): void
    {
        $this->assertSame('Pacific/Kiritimati', $when->getTimezone()->getName());
        $this->assertLessThan(262143, (int) $when->format('Y'));
    }

    public function testTheRunGoesOn(): void
    {
        $this->assertTrue(true);
    }
}
