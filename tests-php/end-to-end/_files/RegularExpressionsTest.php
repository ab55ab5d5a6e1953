<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class RegularExpressionsTest extends TestCase
{
    use Properties;

    private const array EXPRESSIONS = [
        '/^[a-z]+\d{2,4}$/',
        '#foo|bar#',
        '~[[:alpha:]_][[:alnum:]_]*~',
        '/(?:ab|c)+d?/i',
        '/\d{3}-\d{4}/',
        '/[^\x00-\x1f]{0,10}/u',
        '/[\x{1F600}-\x{1F64F}]+/u',
        '/a.b/s',
        '/(?<year>\d{4})-(?<month>0[1-9]|1[0-2])/',
        '/ \w+ # a word
          \s* \d* /x',
        '/[A-F0-9]{8}/i',
        '/\Qa.b\E[.]?/',
    ];

    #[Property(examples: 300)]
    public function testEveryValueMatchesAsAWhole(): void
    {
        foreach (self::EXPRESSIONS as $expression) {
            $value = $this->draw(Generators::fromRegularExpression($expression));

            // As a whole: anchored, so that a shorter match does not count; under x, a comment at
            // the end of the expression must not swallow the closing parenthesis.
            $delimiter = $expression[0];
            $end       = strrpos($expression, $delimiter);
            $modifiers = substr($expression, $end + 1);
            $anchored  = $delimiter . '\A(?:' . substr($expression, 1, $end - 1) . (str_contains($modifiers, 'x') ? "\n" : '') . ')\z' . $delimiter . $modifiers;

            $this->assertSame(1, preg_match($anchored, $value), $expression . ' ' . var_export($value, true));
        }
    }

    /**
     * Fails on purpose: the simplest string with a digit.
     */
    #[Property]
    public function testNoDigits(): void
    {
        $this->assertDoesNotMatchRegularExpression('/\d/', $this->draw(Generators::fromRegularExpression('/[a-z0-9]{3,8}/'), 'code'));
    }

    public function testUnsupportedConstructsAreErrors(): void
    {
        $this->expectExceptionMessage('Lookbehind assertions are not supported (at offset 1 of "/(?<=a)b/")');

        Generators::fromRegularExpression('/(?<=a)b/');
    }
}
