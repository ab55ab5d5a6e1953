<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use function strlen;
use function substr;

final class Text
{
    /**
     * Shortens a text to at most $length characters. Planted bug: it counts bytes, not
     * characters, so it can cut a multibyte character in half.
     */
    public static function truncate(string $text, int $length): string
    {
        if (strlen($text) <= $length) {
            return $text;
        }

        return substr($text, 0, $length);
    }
}
