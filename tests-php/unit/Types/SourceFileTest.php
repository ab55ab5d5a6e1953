<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types;

use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Shop;
use ReflectionClass;
use ReflectionMethod;

/**
 * The scope against which the class names of PHPDoc types are resolved (proposal 4.1).
 */
final class SourceFileTest extends TestCase
{
    private const string FIXTURE = 'PHPUnit\PropertyBased\Tests\Unit\Types\Fixture';

    public function testAClassIsInTheNamespaceAndUseStatementsOfItsFile(): void
    {
        $this->assertSame(
            [
                self::FIXTURE,
                [
                    'Instant'   => 'DateTimeImmutable',
                    'Amount'    => self::FIXTURE . '\Money\Amount',
                    'Unit'      => self::FIXTURE . '\Money\Currency',
                    'Discounts' => self::FIXTURE . '\Pricing\Discounts',
                ],
                Shop::class,
                ['TItem'],
            ],
            SourceFile::scopeOf(new ReflectionClass(Shop::class)),
        );
    }

    public function testAMethodAddsItsTemplateTypes(): void
    {
        $this->assertSame(['TItem', 'TPrice'], SourceFile::scopeOf(new ReflectionClass(Shop::class), new ReflectionMethod(Shop::class, 'total'))[3]);
    }

    public function testAMethodOfATraitIsInTheNamespaceOfTheTraitAndSelfIsTheClassThatUsesIt(): void
    {
        $this->assertSame(
            [self::FIXTURE . '\Pricing', ['Percentage' => self::FIXTURE . '\Money\Percentage'], Shop::class, ['TItem']],
            SourceFile::scopeOf(new ReflectionClass(Shop::class), new ReflectionMethod(Shop::class, 'discount')),
        );
    }

    public function testALineIsInTheNamespaceThatSpansIt(): void
    {
        $file = __DIR__ . '/Fixture/TwoNamespaces.php';

        $this->assertSame(['First', ['Thing' => 'Some\Thing'], 'A', []], SourceFile::scopeAt($file, 11, 'A'));
        $this->assertSame(['Second', ['Other' => 'Other\Thing'], 'B', []], SourceFile::scopeAt($file, 19, 'B'));
        $this->assertSame(['', [], 'C', []], SourceFile::scopeAt($file, 1000, 'C'));
    }

    public function testCodeWithoutAFileHasTheGlobalScope(): void
    {
        $this->assertSame(['', [], '', []], SourceFile::scopeAt('Standard input code', 3, ''));
    }

    public function testTheDocCommentOfAMethodIsReadFromItsTraitsFile(): void
    {
        $this->assertSame(
            "/**\n     * @param Percentage \$percentage\n     */",
            SourceFile::docCommentOf(new ReflectionMethod(Shop::class, 'discount')),
        );
    }
}
