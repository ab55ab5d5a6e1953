<?php declare(strict_types=1);
/*
 * One test: what a run of PHPUnit costs besides its tests.
 * Run by `make bench-php` (benches/php/whole-run.php).
 */
use PHPUnit\Framework\TestCase;
final class EmptyTest extends TestCase
{
    public function testNothing(): void
    {
        $this->assertTrue(true);
    }
}
