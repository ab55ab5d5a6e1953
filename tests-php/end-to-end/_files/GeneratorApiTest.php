<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\ForAllExternal;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class BitStrings
{
    /**
     * @return ValueGenerator<non-empty-string>
     */
    public static function withoutLeadingZeros(): ValueGenerator
    {
        return Generators::strings(alphabet: '01', maximumLength: 62)->map(
            static fn (string $bits): string => '1' . $bits,
        );
    }
}

final class GeneratorApiTest extends TestCase
{
    use Properties;

    /**
     * @return ValueGenerator<non-empty-string>
     */
    public static function bitStringsWithoutLeadingZeros(): ValueGenerator
    {
        return BitStrings::withoutLeadingZeros();
    }

    #[Property]
    public function testConversionToDecimalAndBackIsLossless(#[ForAll('bitStringsWithoutLeadingZeros')] string $bits): void
    {
        $this->assertSame($bits, decbin(bindec($bits)));
    }

    #[Property]
    public function testExternalGenerator(#[ForAllExternal(BitStrings::class, 'withoutLeadingZeros')] string $bits): void
    {
        $this->assertStringStartsWith('1', $bits);
    }

    public static function evenNumbers(): ValueGenerator
    {
        return Generators::integers(0, 1000)->filter(static fn (int $n): bool => $n % 2 === 0);
    }

    /**
     * Fails on purpose: the smallest even number that is at least 100.
     */
    #[Property]
    public function testEvenNumbersAreSmall(#[ForAll('evenNumbers')] int $even): void
    {
        $this->assertLessThan(100, $even);
    }

    public static function listAndIndex(): ValueGenerator
    {
        return Generators::lists(Generators::integers(0, 3), 1)->flatMap(
            static fn (array $list): ValueGenerator => Generators::tuples(Generators::constant($list), Generators::integers(0, count($list) - 1)),
        );
    }

    /**
     * Fails on purpose (proposal 3.7, with flatMap): an element found at a later index.
     */
    #[Property]
    public function testElementIsFoundAtItsIndex(#[ForAll('listAndIndex')] array $listAndIndex): void
    {
        [$list, $index] = $listAndIndex;

        $this->assertSame($index, array_search($list[$index], $list, true));
    }

    /**
     * Fails on purpose: the proposal's draw() example.
     */
    #[Property]
    public function testDrawnElementIsFoundAtItsIndex(): void
    {
        $list  = $this->draw(Generators::lists(Generators::integers(), 1), 'list');
        $index = $this->draw(Generators::integers(0, count($list) - 1), 'index');

        $this->assertSame($index, array_search($list[$index], $list, true));
    }

    public static function composite(): ValueGenerator
    {
        return Generators::records(
            [
                'id'      => Generators::integers(1, 10),
                'name'    => Generators::strings(minimumLength: 1, maximumLength: 5, codePointRanges: [[0x41, 0x5A], [0x1F600, 0x1F64F]]),
                'tags'    => Generators::lists(Generators::elements('a', 'b', 'c'), 0, 3, unique: true),
                'ratio'   => Generators::floats(0.0, 1.0, excludeMaximum: true),
                'parent'  => Generators::nullable(Generators::integers(1, 10)),
                'kind'    => Generators::oneOf(Generators::constant('x'), Generators::booleans()),
                'weight'  => Generators::frequency([9, Generators::constant(1)], [1, Generators::constant(2)]),
                'bytes'   => Generators::bytes(0, 2),
                'dict'    => Generators::arrays(Generators::strings(alphabet: 'xy', minimumLength: 1), Generators::integers(0, 1)),
            ],
            optionalKeys: ['parent'],
        );
    }

    #[Property]
    public function testComposedGeneratorsGenerateWhatTheyDescribe(#[ForAll('composite')] array $record): void
    {
        $this->assertGreaterThanOrEqual(1, $record['id']);
        $this->assertMatchesRegularExpression('/^[A-Z\x{1F600}-\x{1F64F}]{1,5}$/u', $record['name']);
        $this->assertSame(array_unique($record['tags']), $record['tags']);
        $this->assertTrue($record['ratio'] >= 0.0 && $record['ratio'] < 1.0);
        $this->assertContains($record['weight'], [1, 2]);
        $this->assertLessThanOrEqual(2, strlen($record['bytes']));
        $this->assertContainsOnlyInt($record['dict']);
    }

    public static function trees(): ValueGenerator
    {
        return Generators::recursive(
            Generators::integers(0, 9),
            static fn (ValueGenerator $tree): ValueGenerator => Generators::lists($tree, 1, 3),
            3,
        );
    }

    /**
     * Fails on purpose: nested lists collapse onto the smallest that fails.
     */
    #[Property]
    public function testTreesAreFlat(#[ForAll('trees')] int|array $tree): void
    {
        $this->assertFalse(is_array($tree) && array_filter($tree, 'is_array') !== []);
    }
}
