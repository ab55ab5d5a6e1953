<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Depends;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\TestCase;

/**
 * The examples of a property decide its verdict: its body runs once per example and never
 * again after the last one.
 */
final class VerdictTest extends TestCase
{
    private static int $generatedCalls = 0;

    private static int $explicitCalls = 0;

    public static function tearDownAfterClass(): void
    {
        print 'calls of the body of the passing property: ' . self::$generatedCalls . "\n";
    }

    /**
     * Passes for its five examples and fails when it is run a sixth time.
     *
     * @param int<0, 1000> $value
     */
    #[Property(examples: 5)]
    public function testPassesForEveryExample(int $value): void
    {
        self::$generatedCalls++;

        $this->assertLessThanOrEqual(5, self::$generatedCalls, 'The body ran after the last example');
    }

    #[Depends('testPassesForEveryExample')]
    public function testDependsOnAPassedProperty(): void
    {
        $this->assertSame(5, self::$generatedCalls);
    }

    /**
     * The explicit example fails the first time it is run, and passes after that.
     */
    #[Property(examples: 3)]
    #[TestWith([7])]
    public function testExplicitExampleFailsOnce(int $value): void
    {
        self::$explicitCalls++;

        $this->assertGreaterThan(1, self::$explicitCalls, 'The explicit example failed');
    }

    #[Depends('testExplicitExampleFailsOnce')]
    public function testDependsOnAFalsifiedProperty(): void
    {
        $this->assertTrue(true);
    }
}
