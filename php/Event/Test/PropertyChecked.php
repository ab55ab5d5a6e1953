<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Event\Test;


use function sprintf;
use PHPUnit\Event\Code;
use PHPUnit\Event\Event;
use PHPUnit\Event\Telemetry;

/**
 * Dispatched for every property before its Test\Finished event (proposal 8.1). Explicit
 * examples are not counted.
 *
 * @immutable
 */
final readonly class PropertyChecked implements Event
{
    /**
     * @param array<string, int>                                                                                      $classifications label => number of examples
     * @param array<string, array{count: int, min: float|int, median: float|int, mean: float|int, p90: float|int, max: float|int}> $observations    label => the values observed
     * @param array<string, float|int>                                                                                $highestScores   label => the highest targeted score
     */
    public function __construct(
        private Telemetry\Info $telemetryInfo,
        private Code\Test $test,
        private int $seed,
        private int $examplesChecked,
        private int $examplesRejected,
        private array $classifications,
        private array $observations,
        private array $highestScores,
    ) {
    }

    public function telemetryInfo(): Telemetry\Info
    {
        return $this->telemetryInfo;
    }

    public function test(): Code\Test
    {
        return $this->test;
    }

    public function seed(): int
    {
        return $this->seed;
    }

    public function examplesChecked(): int
    {
        return $this->examplesChecked;
    }

    public function examplesRejected(): int
    {
        return $this->examplesRejected;
    }

    /**
     * @return array<string, int>
     */
    public function classifications(): array
    {
        return $this->classifications;
    }

    /**
     * @return array<string, array{count: int, min: float|int, median: float|int, mean: float|int, p90: float|int, max: float|int}>
     */
    public function observations(): array
    {
        return $this->observations;
    }

    /**
     * @return array<string, float|int>
     */
    public function highestScores(): array
    {
        return $this->highestScores;
    }

    public function asString(): string
    {
        return sprintf(
            'Test Property Checked (%s, seed %d, %d examples checked, %d rejected)',
            $this->test->id(),
            $this->seed,
            $this->examplesChecked,
            $this->examplesRejected,
        );
    }
}
