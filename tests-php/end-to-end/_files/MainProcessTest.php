<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

/**
 * A property always runs in the main process (proposal 3.3, 6.7), even when process isolation is
 * configured for the run.
 */
final class MainProcessTest extends TestCase
{
    private static int $examplesInThisProcess = 0;

    public static function tearDownAfterClass(): void
    {
        print 'examples run in the main process: ' . self::$examplesInThisProcess . "\n";
    }

    /**
     * @param int<0, 100> $value
     */
    #[Property(examples: 5)]
    public function testRunsInTheMainProcess(int $value): void
    {
        self::$examplesInThisProcess++;

        $this->assertGreaterThanOrEqual(0, $value);
    }
}
