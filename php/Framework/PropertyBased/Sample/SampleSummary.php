<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Sample;

use function array_filter;
use function count;
use function get_debug_type;
use function is_array;
use function is_float;
use function is_int;
use function is_object;
use function is_string;
use function sort;
use function sprintf;
use function strcmp;
use function strlen;
use function uksort;
use PHPUnit\Framework\PropertyBased\Runner\PropertyStatistics;

/**
 * What the samples of bin/pbt-sample are made of: for arrays their sizes and for strings their
 * lengths (minimum, median, maximum, how many are empty), for numbers their range, and how many
 * of the other kinds there are.
 *
 * @internal
 */
final class SampleSummary
{
    /**
     * @param list<mixed> $values
     *
     * @return list<string>
     */
    public static function lines(array $values): array
    {
        $sizes   = ['arrays' => [], 'strings' => []];
        $numbers = [];
        $others  = [];

        foreach ($values as $value) {
            if (is_array($value)) {
                $sizes['arrays'][] = count($value);
            } elseif (is_string($value)) {
                $sizes['strings'][] = strlen($value);
            } elseif (is_int($value) || is_float($value)) {
                $numbers[] = $value;
            } else {
                $kind          = is_object($value) ? $value::class : get_debug_type($value);
                $others[$kind] = ($others[$kind] ?? 0) + 1;
            }
        }

        $lines = [];

        foreach ($sizes as $kind => $kindSizes) {
            if ($kindSizes !== []) {
                $lines[] = self::sizes($kind, $kind === 'arrays' ? 'size' : 'length', $kindSizes);
            }
        }

        if ($numbers !== []) {
            sort($numbers);

            $lines[] = sprintf(
                'numbers: %d, min %s, median %s, max %s',
                count($numbers),
                (string) $numbers[0],
                (string) PropertyStatistics::nearestRank($numbers, 0.5),
                (string) $numbers[count($numbers) - 1],
            );
        }

        uksort($others, strcmp(...));

        foreach ($others as $kind => $count) {
            $lines[] = sprintf('%s: %d', $kind, $count);
        }

        return $lines;
    }

    /**
     * @param non-empty-list<int> $sizes
     */
    private static function sizes(string $kind, string $measure, array $sizes): string
    {
        sort($sizes);

        $empty = count(array_filter($sizes, static fn (int $size): bool => $size === 0));

        return sprintf(
            '%s: %d, %s min %d, median %d, max %d, empty %d (%.1f%%)',
            $kind,
            count($sizes),
            $measure,
            $sizes[0],
            PropertyStatistics::nearestRank($sizes, 0.5),
            $sizes[count($sizes) - 1],
            $empty,
            100 * $empty / count($sizes),
        );
    }
}
