<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use function mb_check_encoding;
use function mb_strlen;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class TextTest extends TestCase
{
    /**
     * @param int<0, 20> $length
     */
    #[Property]
    public function testTruncatedTextIsNotLongerThanTheLength(string $text, int $length): void
    {
        $this->assertLessThanOrEqual($length, mb_strlen(Text::truncate($text, $length)));
    }

    /**
     * Fails on purpose: Text::truncate() counts bytes and cuts multibyte characters in half.
     *
     * @param int<0, 20> $length
     */
    #[Property]
    public function testTruncatedTextIsValidUtf8(string $text, int $length): void
    {
        $this->assertTrue(mb_check_encoding(Text::truncate($text, $length), 'UTF-8'));
    }
}
