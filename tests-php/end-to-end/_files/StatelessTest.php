<?php declare(strict_types=1);
use PHPUnit\Framework\TestCase;

/**
 * Two ordinary tests that autoload classes for the first time (PHPUnit's own, and one that does
 * not exist), to be run with --static-backup --strict-global-state.
 */
final class StatelessTest extends TestCase
{
    public function testAskingForAClassThatDoesNotExist(): void
    {
        $this->assertFalse(class_exists('NoSuchClassAnywhere'));
    }

    public function testPassing(): void
    {
        $this->assertTrue(true);
    }
}
