<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

/**
 * What the body of one example classified and observed (proposal 3.6).
 *
 * @internal
 */
final class ExampleStatistics
{
    /**
     * @var array<non-empty-string, true>
     */
    private array $labels = [];

    /**
     * @var array<non-empty-string, list<float|int>>
     */
    private array $observations = [];

    /**
     * @var array<non-empty-string, float|int>
     */
    private array $scores = [];

    /**
     * The number of steps the state machine took, if the example ran one.
     */
    private ?int $steps = null;

    public function ranStateMachine(int $steps): void
    {
        $this->steps = $steps;
    }

    public function stateMachineSteps(): ?int
    {
        return $this->steps;
    }

    /**
     * @param non-empty-string $label
     */
    public function target(string $label, float|int $score): bool
    {
        if (isset($this->scores[$label])) {
            return false;
        }

        $this->scores[$label] = $score;

        return true;
    }

    /**
     * @return array<non-empty-string, float|int>
     */
    public function scores(): array
    {
        return $this->scores;
    }

    /**
     * @param non-empty-string $label
     */
    public function classify(string $label): void
    {
        $this->labels[$label] = true;
    }

    /**
     * @param non-empty-string $label
     */
    public function observe(string $label, float|int $value): void
    {
        $this->observations[$label][] = $value;
    }

    /**
     * @return list<non-empty-string>
     */
    public function labels(): array
    {
        return array_keys($this->labels);
    }

    /**
     * @return array<non-empty-string, list<float|int>>
     */
    public function observations(): array
    {
        return $this->observations;
    }
}
