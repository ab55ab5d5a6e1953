<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class IssuesTest extends TestCase
{
    /**
     * @param int<0, 100> $value
     */
    #[Property]
    public function testEvenValuesAreDeprecated(int $value): void
    {
        if ($value % 2 === 0) {
            trigger_error('even values are deprecated', E_USER_DEPRECATED);
        }

        $this->assertGreaterThanOrEqual(0, $value);
    }
}
