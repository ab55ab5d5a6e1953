<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestDox;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\TestCase;

final class TestDoxPlaceholdersTest extends TestCase
{
    /**
     * @param list<int> $input
     */
    #[Property]
    #[TestDox('Reversing $input twice gives $input')]
    public function testReversingTwiceIsIdentity(array $input): void
    {
        $this->assertSame($input, array_reverse(array_reverse($input)));
    }

    #[Property]
    #[TestDox('$value is not negative')]
    public function testValuesAreNotNegative(int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    #[TestWith([1])]
    #[TestDox('$value is positive')]
    public function testValuesArePositive(int $value): void
    {
        $this->assertGreaterThan(0, $value);
    }
}
