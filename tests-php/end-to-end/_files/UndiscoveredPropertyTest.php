<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class UndiscoveredPropertyTest extends TestCase
{
    #[Property]
    public function additionIsAssociative(int $a, int $b, int $c): void
    {
        $this->assertSame(($a + $b) + $c, $a + ($b + $c));
    }

    /**
     * @param int<0, 10> $a
     */
    #[Property]
    #[Test]
    public function zeroIsNeutral(int $a): void
    {
        $this->assertSame($a, $a + 0);
    }
}
