<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/**
 * Properties that hold, written as PHP developers write them: a filter that keeps about half of
 * the values, an assume() that keeps the printable ones of two ASCII characters. Neither may be
 * flagged risky for rejecting too many examples (issue 11).
 */
final class TypicalPropertiesTest extends TestCase
{
    use Properties;

    public static function aboveFortyTwo(): ValueGenerator
    {
        return Generators::integers(0, 100)->filter(static fn (int $n): bool => $n > 42);
    }

    public static function asciiCharacters(): ValueGenerator
    {
        return Generators::strings(minimumLength: 1, maximumLength: 1, codePointRanges: [[0, 127]]);
    }

    #[Property]
    public function testFilterKeepsAboutHalf(#[ForAll('aboveFortyTwo')] int $n): void
    {
        $this->assertGreaterThan(42, $n);
    }

    #[Property]
    public function testAssumeTwoPrintableCharacters(#[ForAll('asciiCharacters')] string $a, #[ForAll('asciiCharacters')] string $b): void
    {
        $this->assume(ctype_print($a) && ctype_print($b));

        $this->assertSame(2, strlen($a . $b));
    }
}
