<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\Attributes\TestWithJson;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Examples\Currency;
use PHPUnit\PropertyBased\Examples\Money;

final class ExplicitExamplesTest extends TestCase
{
    use Properties;

    public static array $seen = [];

    /**
     * @param int<0, 100> $value
     */
    #[Property(examples: 10)]
    #[TestWith([-1], 'minus one')]
    #[TestWith([500])]
    public function testValuesAreNotNegative(int $value): void
    {
        $this->assertGreaterThanOrEqual(0, $value);
    }

    /**
     * @param int<1, 10> $parts
     */
    #[Property]
    #[TestWith(['money' => new Money(amount: 1, currency: Currency::EUR), 'parts' => 2])]
    public function testAllocationPreservesTheAmount(Money $money, int $parts): void
    {
        $this->assertSame($money->amount, array_sum(array_map(static fn (Money $share): int => $share->amount, $money->allocate($parts))));
    }

    /**
     * @param int<0, 100> $value
     */
    #[Property(examples: 5)]
    #[TestWithJson('[7]', 'seven')]
    #[TestWith([-3])]
    public function testExplicitExamplesComeFirstAndAreNotCounted(int $value): void
    {
        self::$seen[] = $value;
        $this->assume($value >= 0);
        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    #[TestWith([1, 2])]
    public function testWrongNumberOfArguments(int $value): void
    {
    }

    #[Property]
    #[TestWith([1], 'same')]
    #[TestWith([2], 'same')]
    public function testDuplicateNames(int $value): void
    {
    }

    #[Property]
    #[TestWith([1])]
    public function testDrawInAnExplicitExample(int $value): void
    {
        $this->draw(Generators::integers());
    }

    public static function tearDownAfterClass(): void
    {
        printf("\nfirst values: %s; values checked: %d\n", implode(', ', array_slice(self::$seen, 0, 2)), count(self::$seen));
    }
}
