<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * A counterexample made of the values whose export is easiest to get wrong: the .phpt evaluates
 * the exported code with PHP and compares it with this value.
 */
final class ExportedValuesTest extends TestCase
{
    public static function value(): array
    {
        return [
            'control' => "\x00\x07\t\n\v\f\r\e\x1F\x7F\u{85}\u{9F}",
            'bidi'    => "\u{202E}txt.exe\u{202C} \u{2066}a\u{2069}\u{200E}\u{200F}\u{061C}",
            'quotes'  => "'\"\\\$x {\$y} \\n",
            'invalid' => "a\xFF\xC3(\xE2\x82b\xF0\x9F\x98",
            'text'    => "é€😀",
            'floats'  => [NAN, INF, -INF, -0.0, 0.0, 0.1, 1e-7, 1.5e300, PHP_FLOAT_EPSILON, 5e-324],
            'ints'    => [PHP_INT_MIN, PHP_INT_MAX, -1, 0],
            'nested'  => [5 => [-3 => 'a', '05' => 'b', ' 1' => 'c', '1.5' => ['x' => []]], '007' => [0 => 'z', 2 => 'y'], 10 => true, '-0' => null],
        ];
    }

    public static function values(): ValueGenerator
    {
        return Generators::constant(self::value());
    }

    #[Property(examples: 1)]
    public function testExportedValueIsShown(#[ForAll('values')] array $value): void
    {
        $this->fail('the counterexample is shown');
    }
}
