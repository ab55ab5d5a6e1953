<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class ExpectExceptionTest extends TestCase
{
    /**
     * @param int<0, 1000> $value
     */
    #[Property]
    public function testDivisionByZeroThrows(int $value): void
    {
        $this->expectException(DivisionByZeroError::class);

        intdiv($value, 0);
    }

    /**
     * @param int<0, 1000> $divisor
     */
    #[Property]
    public function testOnlySomeDivisorsThrow(int $divisor): void
    {
        $this->expectException(DivisionByZeroError::class);

        intdiv(10, $divisor - 500);
    }
}
