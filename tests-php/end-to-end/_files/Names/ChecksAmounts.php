<?php declare(strict_types=1);
namespace Names\Traits;

use function get_class;
use Names\Domain\{Amount, Units\Currency as Money};
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;

/**
 * Declared in a namespace of its own: the names of its doc comments are this file's.
 */
trait ChecksAmounts
{
    /**
     * fromType() resolves the names of its type in this file, where it is called.
     */
    public static function moneyFromType(): ValueGenerator
    {
        return Generators::fromType('Money');
    }

    #[Property(examples: 5)]
    public function testFromTypeInATraitResolvesInItsFile(#[ForAll('moneyFromType')] Money $money): void
    {
        $this->assertSame(Money::EUR, $money);
    }

    /**
     * @param list<Amount> $amounts
     * @param Money $money
     */
    #[Property(examples: 20)]
    public function testNamesOfTheTraitResolveInItsFile(array $amounts, Money $money): void
    {
        foreach ($amounts as $amount) {
            $this->assertSame(Amount::class, get_class($amount));
        }

        $this->assertSame(Money::EUR, $money);
    }
}
