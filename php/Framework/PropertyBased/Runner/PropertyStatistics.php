<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_sum;
use function ceil;
use function count;
use function max;
use function sort;
use function sprintf;

/**
 * The classifications and observations of the checked examples of one property, summarized as
 * proposal 3.6 and 8.3 describe: the percentage of examples with each label, and count, minimum,
 * median, mean, 90th percentile and maximum of the values observed with each label (nearest
 * rank, so that they are values that were observed).
 *
 * @internal
 */
final class PropertyStatistics
{
    private int $examples = 0;

    /**
     * @var array<string, int>
     */
    private array $classified = [];

    /**
     * @var array<string, list<float|int>>
     */
    private array $observed = [];

    /**
     * @var array<string, float|int>
     */
    private array $highestScores = [];

    private int $ranStateMachine = 0;

    private int $tookNoStep = 0;

    public function add(ExampleStatistics $example): void
    {
        $this->examples++;

        if ($example->stateMachineSteps() !== null) {
            $this->ranStateMachine++;
            $this->tookNoStep += $example->stateMachineSteps() === 0 ? 1 : 0;
        }

        foreach ($example->labels() as $label) {
            $this->classified[$label] = ($this->classified[$label] ?? 0) + 1;
        }

        foreach ($example->scores() as $label => $score) {
            $this->highestScores[$label] = max($this->highestScores[$label] ?? $score, $score);
        }

        foreach ($example->observations() as $label => $values) {
            foreach ($values as $value) {
                $this->observed[$label][] = $value;
            }
        }
    }

    /**
     * The risky message of proposal 3.9 when the state machine took no step in more than half of
     * the examples that ran it.
     */
    public function idleStateMachine(): ?string
    {
        if ($this->tookNoStep * 2 <= $this->ranStateMachine) {
            return null;
        }

        return sprintf(
            'The state machine of this property took no step in %d of %d examples because none of its rules could be applied; make sure that the preconditions of the rules hold and that values are produced for the pools from which they take values',
            $this->tookNoStep,
            $this->ranStateMachine,
        );
    }

    public function percentage(string $label): float
    {
        return $this->examples === 0 ? 0.0 : 100.0 * ($this->classified[$label] ?? 0) / $this->examples;
    }

    /**
     * label => the number of examples classified with it.
     *
     * @return array<string, int>
     */
    public function classifications(): array
    {
        return $this->classified;
    }

    /**
     * label => count, minimum, median, mean, 90th percentile and maximum of the values observed.
     *
     * @return array<string, array{count: int, min: float|int, median: float|int, mean: float|int, p90: float|int, max: float|int}>
     */
    public function observations(): array
    {
        $observations = [];

        foreach ($this->observed as $label => $values) {
            sort($values);

            $observations[$label] = [
                'count'  => count($values),
                'min'    => $values[0],
                'median' => self::nearestRank($values, 0.5),
                'mean'   => round(array_sum($values) / count($values), 2),
                'p90'    => self::nearestRank($values, 0.9),
                'max'    => $values[count($values) - 1],
            ];
        }

        return $observations;
    }

    /**
     * label => the highest score targeted with it.
     *
     * @return array<string, float|int>
     */
    public function highestScores(): array
    {
        return $this->highestScores;
    }

    /**
     * The lines of --display-property-statistics, after the line with the numbers of examples.
     *
     * @return list<string>
     */
    public function lines(): array
    {
        $lines = [];

        foreach ($this->classified as $label => $count) {
            $lines[] = sprintf('%9.1f%% %s', $this->percentage($label), $label);
        }

        if ($this->classified !== [] && $this->observed !== []) {
            $lines[] = '';
        }

        foreach ($this->observations() as $label => $observed) {
            $lines[] = sprintf(
                '    %s: count %d, min %s, median %s, mean %s, p90 %s, max %s',
                $label,
                $observed['count'],
                self::number($observed['min']),
                self::number($observed['median']),
                self::number($observed['mean']),
                self::number($observed['p90']),
                self::number($observed['max']),
            );
        }

        if ($this->highestScores !== [] && $lines !== []) {
            $lines[] = '';
        }

        foreach ($this->highestScores as $label => $score) {
            $lines[] = sprintf('    %s: highest targeted score %s', $label, self::number($score));
        }

        return $lines;
    }

    /**
     * The smallest value that at least $fraction of the values are not greater than.
     *
     * @param non-empty-list<float|int> $sorted
     */
    public static function nearestRank(array $sorted, float $fraction): float|int
    {
        return $sorted[max(0, (int) ceil($fraction * count($sorted)) - 1)];
    }

    private static function number(float|int $value): string
    {
        return (string) $value;
    }
}
