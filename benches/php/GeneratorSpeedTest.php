<?php declare(strict_types=1);
/*
 * The cost of generating values, measured beside the cost PHPUnit has anyway: each property
 * has a twin that runs the same body for as many data sets from a data provider. Run with
 * `make bench-php`, which prints the ratios.
 */
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final readonly class Parcel
{
    /**
     * @param int<1, 100>      $weight
     * @param non-empty-string $label
     */
    public function __construct(public int $weight, public string $label, public bool $fragile)
    {
    }
}

final class GeneratorSpeedTest extends TestCase
{
    private const int EXAMPLES = 2000;

    public static function integers(): ValueGenerator
    {
        return Generators::integers();
    }

    public static function lists(): ValueGenerator
    {
        return Generators::lists(Generators::integers());
    }

    public static function strings(): ValueGenerator
    {
        return Generators::strings();
    }

    public static function emailAddresses(): ValueGenerator
    {
        return Generators::emailAddresses();
    }

    public static function integerData(): iterable
    {
        for ($i = 0; $i < self::EXAMPLES; $i++) {
            yield [mt_rand()];
        }
    }

    public static function listData(): iterable
    {
        for ($i = 0; $i < self::EXAMPLES; $i++) {
            yield [array_map(static fn (): int => mt_rand(), range(1, mt_rand(0, 10)))];
        }
    }

    public static function stringData(): iterable
    {
        for ($i = 0; $i < self::EXAMPLES; $i++) {
            yield [bin2hex(random_bytes(mt_rand(1, 5)))];
        }
    }

    public static function emailData(): iterable
    {
        for ($i = 0; $i < self::EXAMPLES; $i++) {
            yield [bin2hex(random_bytes(4)) . '@example.org'];
        }
    }

    public static function parcelData(): iterable
    {
        for ($i = 0; $i < self::EXAMPLES; $i++) {
            yield [new Parcel(mt_rand(1, 100), 'p' . mt_rand(), (bool) mt_rand(0, 1))];
        }
    }

    #[Property(examples: self::EXAMPLES)]
    public function testIntegersProperty(#[ForAll('integers')] int $value): void
    {
        $this->assertIsInt($value);
    }

    #[DataProvider('integerData')]
    public function testIntegersDataProvider(int $value): void
    {
        $this->assertIsInt($value);
    }

    #[Property(examples: self::EXAMPLES)]
    public function testListsProperty(#[ForAll('lists')] array $value): void
    {
        $this->assertIsList($value);
    }

    #[DataProvider('listData')]
    public function testListsDataProvider(array $value): void
    {
        $this->assertIsList($value);
    }

    #[Property(examples: self::EXAMPLES)]
    public function testStringsProperty(#[ForAll('strings')] string $value): void
    {
        $this->assertIsString($value);
    }

    #[DataProvider('stringData')]
    public function testStringsDataProvider(string $value): void
    {
        $this->assertIsString($value);
    }

    #[Property(examples: self::EXAMPLES)]
    public function testEmailAddressesProperty(#[ForAll('emailAddresses')] string $value): void
    {
        $this->assertStringContainsString('@', $value);
    }

    #[DataProvider('emailData')]
    public function testEmailAddressesDataProvider(string $value): void
    {
        $this->assertStringContainsString('@', $value);
    }

    #[Property(examples: self::EXAMPLES)]
    public function testObjectsProperty(Parcel $value): void
    {
        $this->assertGreaterThanOrEqual(1, $value->weight);
    }

    #[DataProvider('parcelData')]
    public function testObjectsDataProvider(Parcel $value): void
    {
        $this->assertGreaterThanOrEqual(1, $value->weight);
    }
}
