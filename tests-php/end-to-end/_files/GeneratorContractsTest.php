<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * Options of generators (proposal 5.3) that were not honoured, tried as a hostile user would: a
 * bound that excludes the infinity beyond it, a maximum depth that wrapped around to 0, a
 * negative maximum length named as another number, a minimum size that no example can hold
 * (a list of PHP_INT_MAX constants filled the memory), strings of a regular expression that
 * PHP's PCRE2 does not match, a list shape whose first optional element was left out.
 */
final class GeneratorContractsTest extends TestCase
{
    public static function deeperThan32Bits(): ValueGenerator
    {
        return Generators::recursive(Generators::constant(0), static fn (ValueGenerator $inner): ValueGenerator => Generators::lists($inner, 1, 1), 2 ** 32);
    }

    #[Property]
    public function testAMaximumDepthBeyond32BitsIsNoLimit(#[ForAll('deeperThan32Bits')] int|array $value): void
    {
        $this->assertSame(0, $value);
    }

    public static function lineBreakThenSpace(): ValueGenerator
    {
        return Generators::fromRegularExpression('/\R?\s/');
    }

    /**
     * PCRE2 makes \R? possessive before \s: "\n" is no string of this expression in PHP.
     */
    #[Property(examples: 300)]
    public function testStringsMatchTheRegularExpressionInPhp(#[ForAll('lineBreakThenSpace')] string $string): void
    {
        $this->assertSame(1, preg_match('/\A(?:\R?\s)\z/', $string));
    }

    /**
     * @param list{0?: int, 1?: string, 2?: bool} $list
     */
    #[Property(examples: 300)]
    public function testAListShapeWithOptionalElementsIsAList(array $list): void
    {
        $this->assertTrue(array_is_list($list));
    }

    public function testARegularExpressionPcreCannotCompile(): void
    {
        Generators::fromRegularExpression('/(?<a>x)(?<a>y)/');
    }

    public function testACodePointRangeBeyondUnicode(): void
    {
        Generators::strings(codePointRanges: [[0x110000, 0x110001]]);
    }

    public function testAWeightedGeneratorWithMoreThanAWeightAndAGenerator(): void
    {
        Generators::frequency([1, Generators::booleans()], [2, Generators::integers(), 3]);
    }

    public function testAWeightBeyond32Bits(): void
    {
        Generators::frequency([1, Generators::booleans()], [PHP_INT_MAX, Generators::integers()]);
    }

    public function testKeysThatPhpMakesOneKey(): void
    {
        Generators::arrays(Generators::elements('1', 1), Generators::booleans(), 2);
    }

    public function testAnExcludedInfiniteMinimum(): void
    {
        Generators::floats(INF, INF, allowInfinity: true, excludeMinimum: true);
    }

    public function testAnExcludedMaximumOfPhpFloatMax(): void
    {
        Generators::floats(0.0, PHP_FLOAT_MAX, allowInfinity: true, excludeMaximum: true);
    }

    public function testANegativeMaximumLengthOfDomainNames(): void
    {
        Generators::domainNames(-1);
    }

    public function testAMinimumSizeNoExampleCanHold(): void
    {
        Generators::lists(Generators::constant(1), PHP_INT_MAX);
    }

    public function testAMinimumLengthNoExampleCanHold(): void
    {
        Generators::strings('a', 10000);
    }
}
