<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Generator;

use function error_clear_last;
use function error_get_last;
use function preg_last_error_msg;
use function preg_match;
use function str_replace;

/**
 * PHP's own PCRE2, which the engine asks whether a string that fromRegularExpression() generated
 * matches as a whole: PCRE2 reads some expressions otherwise than their syntax says (it makes
 * `\R?` possessive before `\s`, so that `/\R?\s/` does not match "\n"), and only PHP's
 * preg_match() has the last word.
 *
 * @internal
 */
final class Pcre
{
    /**
     * Why PCRE2 cannot compile the expression, null when it can.
     */
    public function compilationError(string $expression): ?string
    {
        error_clear_last();

        if (@preg_match($expression, '') !== false) {
            return null;
        }

        return str_replace(['preg_match(): ', 'Compilation failed: '], '', error_get_last()['message'] ?? preg_last_error_msg());
    }

    public function matches(string $expression, string $subject): bool
    {
        return @preg_match($expression, $subject) === 1;
    }
}
