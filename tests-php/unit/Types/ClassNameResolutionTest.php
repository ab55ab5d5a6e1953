<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types;

use function array_map;
use function array_merge;
use function array_unique;
use function array_values;
use function get_debug_type;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\{Amount, Currency as Unit};

/**
 * Class names in a PHPDoc type given to Generators::fromType() are resolved where it is called:
 * against this file's namespace and its group use statement, alias included.
 */
final class ClassNameResolutionTest extends TestCase
{
    public function testAnAliasOfAGroupUseIsTheClassItImports(): void
    {
        $currencies = array_merge([], ...Generators::fromType('non-empty-list<Unit>')->samples(5, 1));

        $this->assertSame([Unit::class], array_values(array_unique(array_map(get_debug_type(...), $currencies))));
    }

    public function testAClassOfAGroupUseIsMadeThroughItsConstructor(): void
    {
        $amounts = Generators::fromType('Amount')->samples(5, 1);

        $this->assertCount(5, $amounts);
        $this->assertSame([Amount::class], array_values(array_unique(array_map(get_debug_type(...), $amounts))));
    }

    public function testANameThatIsNotImportedIsInTheNamespaceOfTheFile(): void
    {
        $this->expectException(InvalidGenerator::class);
        $this->expectExceptionMessage('PHPUnit\PropertyBased\Tests\Unit\Types\Wallet is not a class, an interface or an enumeration that can be loaded');

        Generators::fromType('Wallet');
    }
}
