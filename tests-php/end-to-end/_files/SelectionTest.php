<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Group;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\Attributes\TestWithJson;
use PHPUnit\Framework\TestCase;

/**
 * Properties with explicit examples are one test each, for every option that selects or lists
 * tests.
 */
final class SelectionTest extends TestCase
{
    /**
     * @param int<0, 100> $value
     */
    #[Property(examples: 3)]
    #[Group('properties')]
    #[TestWith([1])]
    #[TestWith([2], 'two')]
    #[TestWithJson('[3]')]
    public function testValuesAreNotNegative(int $value): void
    {
        print 'testValuesAreNotNegative ran' . "\n";

        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Group('ordinary')]
    public function testOrdinary(): void
    {
        $this->assertTrue(true);
    }
}
