<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function count;
use function in_array;
use ParseError;
use PhpToken;

/**
 * Whether exported PHP code is a constant expression that an attribute argument may hold: literals,
 * constants, enumeration cases and `new` (PHP 8.1), but no method or function call, variable,
 * closure or comment. sebastian/exporter's output of other objects is no PHP at all, and an
 * earlier point in time of a time zone is exported with a call of setTimezone().
 *
 * @internal
 */
final class ConstantExpression
{
    private const array ALLOWED_TOKENS = [
        T_OPEN_TAG, T_WHITESPACE, T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER, T_STRING,
        T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE, T_NEW, T_DOUBLE_ARROW, T_DOUBLE_COLON,
    ];

    private const array ALLOWED_CHARACTERS = ['[', ']', '(', ')', ',', '-', '+', '.', ':', ';'];

    public static function is(string $code): bool
    {
        try {
            $tokens = PhpToken::tokenize('<?php ' . $code . ';', TOKEN_PARSE);
        } catch (ParseError) {
            return false;
        }

        $significant = [];

        foreach ($tokens as $token) {
            if (!in_array($token->id, self::ALLOWED_TOKENS, true) && !in_array($token->text, self::ALLOWED_CHARACTERS, true)) {
                return false;
            }

            if ($token->isIgnorable()) {
                continue;
            }

            // An opening parenthesis only passes the arguments of `new Name(...)`: anything else
            // before it is a call.
            if ($token->text === '(' && !self::followsNewName($significant)) {
                return false;
            }

            $significant[] = $token;
        }

        return true;
    }

    /**
     * @param list<PhpToken> $before the significant tokens so far
     */
    private static function followsNewName(array $before): bool
    {
        $count = count($before);

        return $count >= 2 &&
            $before[$count - 1]->is([T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE]) &&
            $before[$count - 2]->is(T_NEW);
    }
}
