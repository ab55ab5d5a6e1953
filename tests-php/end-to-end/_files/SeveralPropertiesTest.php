<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class SeveralPropertiesTest extends TestCase
{
    /**
     * @param int<0, 100> $a
     * @param int<0, 100> $b
     */
    #[Property]
    public function testAdditionIsCommutative(int $a, int $b): void
    {
        $this->assertSame($a + $b, $b + $a);
    }

    /**
     * @param list<string> $words
     */
    #[Property(examples: 10)]
    public function testImplodeKeepsEveryWord(array $words): void
    {
        $this->assertSame(count($words), count(explode("\0", implode("\0", $words))) - ($words === [] ? 1 : 0));
    }

    public function testOrdinary(): void
    {
        $this->assertTrue(true);
    }
}
