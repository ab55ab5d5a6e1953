<?php declare(strict_types=1);
namespace Shop\Tests;

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;
use ReflectionMethod;
use PHPUnit\PropertyBased\Examples\Money;

final class DocCommentsTest extends TestCase
{
    /**
     * @param list<int<0, 9>> $digits
     */
    #[Property]
    public function testTheParameterTypeComesFromTheDocComment(array $digits, Money $money): void
    {
        foreach ($digits as $digit) {
            $this->assertLessThanOrEqual(9, $digit);
        }

        // Money's constructor declares $amount as non-negative-int in its doc comment only.
        $this->assertGreaterThanOrEqual(0, $money->amount);
    }

    public function testDocCommentsAreDiscarded(): void
    {
        $this->assertFalse((new ReflectionMethod(self::class, 'testTheParameterTypeComesFromTheDocComment'))->getDocComment());
    }
}
