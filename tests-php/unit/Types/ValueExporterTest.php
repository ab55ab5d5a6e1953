<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use PHPUnit\Framework\PropertyBased\Types\ValueExporter;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\Amount;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\Currency;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\Wallet;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Shop;
use ReflectionClass;

/**
 * Values exported as PHP code for the report, class names written as the file of Fixture\Shop
 * imports them.
 */
final class ValueExporterTest extends TestCase
{
    public function testClassNamesAreWrittenAsTheFileImportsThem(): void
    {
        $names = self::namesOfShop();

        $this->assertSame('Instant', $names->write(DateTimeImmutable::class));
        $this->assertSame('Amount', $names->write(Amount::class));
        $this->assertSame('Unit', $names->write(Currency::class));
        $this->assertSame('Shop', $names->write(Shop::class));
        $this->assertSame('\stdClass', $names->write('stdClass'));
    }

    public function testArraysAreExportedAsListsOrWithTheirKeys(): void
    {
        $this->assertSame('[1, -2, 3]', ValueExporter::export([1, -2, 3], self::namesOfShop()));
        $this->assertSame("['a' => 1, 5 => [true, null]]", ValueExporter::export(['a' => 1, 5 => [true, null]], self::namesOfShop()));
        $this->assertSame('[]', ValueExporter::export([], self::namesOfShop()));
    }

    public function testEnumCasesAndObjectsOfPromotedParametersAreExportedAsCode(): void
    {
        $this->assertSame('Unit::Yen', ValueExporter::export(Currency::Yen, self::namesOfShop()));
        $this->assertSame('new Amount(cents: 150, currency: Unit::Euro)', ValueExporter::export(new Amount(150, Currency::Euro), self::namesOfShop()));
    }

    public function testAnObjectThatNewCannotMakeAgainIsExportedAsSebastianExporterDoes(): void
    {
        $this->assertStringStartsWith(Wallet::class . ' Object #', ValueExporter::export(new Wallet, self::namesOfShop()));
    }

    public function testAPointInTimeIsExportedWithItsTimeZone(): void
    {
        $names = self::namesOfShop();

        $this->assertSame(
            "new Instant('2026-12-03T10:15:30', new \\DateTimeZone('Europe/Paris'))",
            ValueExporter::export(new DateTimeImmutable('2026-12-03T10:15:30', new DateTimeZone('Europe/Paris')), $names),
        );
        $this->assertSame("new Instant('2026-12-03T10:15:30.250000+02:00')", ValueExporter::export(new DateTimeImmutable('2026-12-03T10:15:30.25+02:00'), $names));
    }

    public function testTheEarlierOfTwoEqualLocalTimesIsMovedIntoItsTimeZone(): void
    {
        // 02:30 local time happens twice when daylight saving time ends in Paris, 2026-10-25.
        $this->assertSame(
            "(new Instant('2026-10-25T02:30:00+02:00'))->setTimezone(new \\DateTimeZone('Europe/Paris'))",
            ValueExporter::pointInTime('Instant', '2026-10-25T00:30:00+00:00', 'Europe/Paris', '\DateTimeZone'),
        );
        $this->assertSame(
            "new Instant('2026-10-25T02:30:00', new \\DateTimeZone('Europe/Paris'))",
            ValueExporter::pointInTime('Instant', '2026-10-25T01:30:00+00:00', 'Europe/Paris', '\DateTimeZone'),
        );
    }

    public function testAnArrayThatContainsItselfIsNotExportedForEver(): void
    {
        $array   = [1];
        $array[] = &$array;

        $this->assertSame('[1, [1, null /* a reference to an array that contains it: not exported */]]', ValueExporter::export($array, self::namesOfShop()));
    }

    private static function namesOfShop(): ClassNames
    {
        return new ClassNames(SourceFile::scopeOf(new ReflectionClass(Shop::class)));
    }
}
