<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class ArrayShapeKeysTest extends TestCase
{
    /**
     * @param array{'1': int, "2": bool, 3: string, '04': float} $shape
     */
    #[Property]
    public function testNumericStringKeysAreIntKeys(array $shape): void
    {
        $this->assertSame([1, 2, 3, '04'], array_keys($shape));
        $this->assertSame(1, $shape[1]);
    }
}
