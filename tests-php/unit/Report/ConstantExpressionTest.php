<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Report;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\PropertyBased\Report\ConstantExpression;
use PHPUnit\Framework\TestCase;

/**
 * Which exported code an attribute argument (#[TestWith]) can hold.
 */
final class ConstantExpressionTest extends TestCase
{
    /**
     * @return array<string, array{string}>
     */
    public static function constantExpressions(): array
    {
        return [
            'integers'                => ['[1, -2, +3]'],
            'floats and constants'    => ['[1.5, -INF, NAN, PHP_INT_MAX, \PHP_FLOAT_EPSILON]'],
            'strings with keys'       => ["['a' => 'b', 5 => \"c\\n\"]"],
            'enumeration cases'       => ['[Unit::Yen, \Money\Currency::Euro]'],
            'new with named argument' => ["new Amount(cents: 150, currency: new \\Money\\Currency('EUR'))"],
            'a point in time'         => ["new Instant('2026-12-03T10:15:30', new \\DateTimeZone('Europe/Paris'))"],
            'null and booleans'       => ['[null, true, false]'],
        ];
    }

    /**
     * @return array<string, array{string}>
     */
    public static function otherCode(): array
    {
        return [
            'a method call'          => ["(new Instant('2026-10-25T02:30:00+02:00'))->setTimezone(new \\DateTimeZone('Europe/Paris'))"],
            'a function call'        => ['strlen("a")'],
            'a variable'             => ['[$a]'],
            'a closure'              => ['static fn () => 1'],
            'a comment'              => ['null /* nested more than 512 levels deep: not exported */'],
            'sebastian/exporter'     => ['Money\Wallet Object #12 ()'],
            'a static call'          => ['Clock::now()'],
            'code that is not PHP'   => ['[1, '],
        ];
    }

    #[DataProvider('constantExpressions')]
    public function testAnAttributeArgumentCanHold(string $code): void
    {
        $this->assertTrue(ConstantExpression::is($code));
    }

    #[DataProvider('otherCode')]
    public function testAnAttributeArgumentCannotHold(string $code): void
    {
        $this->assertFalse(ConstantExpression::is($code));
    }
}
