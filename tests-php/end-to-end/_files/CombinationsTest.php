<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Depends;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Repeat;
use PHPUnit\Framework\Attributes\Retry;
use PHPUnit\Framework\Attributes\RunInSeparateProcess;
use PHPUnit\Framework\TestCase;

final class CombinationsTest extends TestCase
{
    public static function values(): iterable
    {
        yield [1];
        yield [2];
    }

    public function testOrdinary(): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    #[DataProvider('values')]
    public function testWithDataProvider(int $value): void
    {
    }

    #[Property]
    #[Depends('testOrdinary')]
    public function testWithDependency(int $value): void
    {
    }

    /**
     * @param int<0, 9> $value
     */
    #[Property(examples: 5)]
    #[Repeat(3)]
    #[Retry(2)]
    #[RunInSeparateProcess]
    public function testRepeatedRetriedIsolated(int $value): void
    {
        $this->assertLessThan(10, $value);
    }
}
