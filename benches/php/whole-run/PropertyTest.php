<?php declare(strict_types=1);
/*
 * 2,000 generated examples of an integer, with the body of DataProviderTest.
 * Run by `make bench-php` (benches/php/whole-run.php).
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;
final class PropertyTest extends TestCase
{
    #[Property(examples: 2000)]
    public function testIntegers(int $value): void
    {
        $this->assertIsInt($value);
    }
}
