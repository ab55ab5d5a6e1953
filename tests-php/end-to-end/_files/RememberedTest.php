<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class RememberedTest extends TestCase
{
    /**
     * Fails for large values until the environment says the bug is fixed.
     *
     * @param int<0, 1000000> $value
     */
    #[Property]
    public function testValuesAreSmall(int $value): void
    {
        if (getenv('PBT_FIXTURE_FIXED') !== '1') {
            $this->assertLessThan(500000, $value);
        }

        $this->assertIsInt($value);
    }
}
