<?php declare(strict_types=1);
/*
 * 2,000 data-provider rows of an integer, with the body of PropertyTest.
 * Run by `make bench-php` (benches/php/whole-run.php).
 */
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
final class DataProviderTest extends TestCase
{
    public static function integers(): iterable
    {
        for ($i = 0; $i < 2000; $i++) {
            yield [mt_rand()];
        }
    }

    #[DataProvider('integers')]
    public function testIntegers(int $value): void
    {
        $this->assertIsInt($value);
    }
}
