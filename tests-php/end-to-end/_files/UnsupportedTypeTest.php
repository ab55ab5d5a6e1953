<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class UnsupportedTypeTest extends TestCase
{
    #[Property]
    public function testCallbackIsCalled(callable $callback): void
    {
        $this->assertTrue(true);
    }

    /**
     * @param list<int<0, foo>> $value
     */
    #[Property]
    public function testUnparsableType(array $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testWithoutType($value): void
    {
        $this->assertTrue(true);
    }

    public function testOrdinary(): void
    {
        $this->assertTrue(true);
    }
}
