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
 * The calculator of the shrinking challenge (github.com/jlink/shrinking-challenge), built with
 * recursive(): an expression without a division by the literal 0 can still divide by zero, by an
 * expression that evaluates to 0. Random examples must nest deep enough to find one.
 */
final class CalculatorTest extends TestCase
{
    use Properties;

    public static function expressions(): ValueGenerator
    {
        return Generators::recursive(
            Generators::integers(-5, 5),
            static fn (ValueGenerator $expression): ValueGenerator => Generators::oneOf(
                Generators::tuples(Generators::constant('+'), $expression, $expression),
                Generators::tuples(Generators::constant('/'), $expression, $expression),
            ),
        );
    }

    #[Property]
    public function testEvaluatesWithoutDivisionByZero(#[ForAll('expressions')] array|int $expression): void
    {
        $this->assume(self::dividesByLiteralZeroNowhere($expression));

        $this->assertIsInt(self::evaluate($expression));
    }

    /**
     * @param array{string, mixed, mixed}|int $expression
     */
    private static function dividesByLiteralZeroNowhere(array|int $expression): bool
    {
        if (is_int($expression)) {
            return true;
        }

        [$operator, $left, $right] = $expression;

        if ($operator === '/' && $right === 0) {
            return false;
        }

        return self::dividesByLiteralZeroNowhere($left) && self::dividesByLiteralZeroNowhere($right);
    }

    /**
     * @param array{string, mixed, mixed}|int $expression
     */
    private static function evaluate(array|int $expression): int
    {
        if (is_int($expression)) {
            return $expression;
        }

        [$operator, $left, $right] = $expression;

        return $operator === '+'
            ? self::evaluate($left) + self::evaluate($right)
            : intdiv(self::evaluate($left), self::evaluate($right));
    }
}
