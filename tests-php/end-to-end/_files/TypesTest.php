<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class TypesTest extends TestCase
{
    #[Property]
    public function testInt(int $value): void
    {
        $this->assertIsInt($value);
    }

    #[Property]
    public function testBool(bool $value): void
    {
        $this->assertIsBool($value);
    }

    #[Property]
    public function testFloat(float $value): void
    {
        $this->assertIsFloat($value);
        $this->assertTrue(is_finite($value));
    }

    #[Property]
    public function testString(string $value): void
    {
        $this->assertTrue(mb_check_encoding($value, 'UTF-8'));
    }

    /**
     * @param int<-5, 5> $value
     */
    #[Property]
    public function testIntRange(int $value): void
    {
        $this->assertGreaterThanOrEqual(-5, $value);
        $this->assertLessThanOrEqual(5, $value);
    }

    /**
     * @param list<bool> $value
     */
    #[Property]
    public function testList(array $value): void
    {
        $this->assertTrue(array_is_list($value));
        $this->assertContainsOnlyBool($value);
    }

    /**
     * @param array<int, string> $value
     */
    #[Property]
    public function testArrayWithIntKeys(array $value): void
    {
        $this->assertContainsOnlyInt(array_keys($value));
        $this->assertContainsOnlyString($value);
    }
}
