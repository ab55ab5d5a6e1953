<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function array_flip;
use function array_key_first;
use function array_keys;
use function array_sum;
use function count;
use function implode;
use function sprintf;
use function uksort;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\HealthStop;

/**
 * The risky message for a property that was checked for fewer examples than configured because
 * too many were rejected (proposal 6.2): how many were checked and rejected, why, the most
 * frequent reason first, and how fewer examples can be rejected for that reason.
 *
 * @internal
 */
final class HealthReport
{
    private const array REASONS = [
        'assume'   => 'by assume()',
        'filter'   => 'because no value that satisfies a filter was generated',
        'tooLarge' => 'because they were too large',
    ];

    private const array ADVICE = [
        'assume'   => 'generate the values that the property needs instead of rejecting the others',
        'filter'   => 'generate the values that the filter accepts instead of filtering the others',
        'tooLarge' => 'generate smaller values, for instance with smaller maximum sizes of collections',
    ];

    /**
     * @param positive-int     $examples
     * @param non-negative-int $checkedUntilHealthIsAssumed
     */
    public static function message(CheckResult $result, int $examples, int $checkedUntilHealthIsAssumed): string
    {
        $rejected = self::mostFrequentFirst($result->rejected());
        $stop     = $result->healthStop();

        if ($stop === HealthStop::Rejected || $stop === HealthStop::TooLarge) {
            $counted = $stop === HealthStop::TooLarge ? ['tooLarge' => $rejected['tooLarge']] : $rejected;

            return sprintf(
                'This property was checked for only %d of %d examples because generating examples was stopped after %d examples were rejected %s while fewer than %d examples were checked; %s',
                $result->checked(),
                $examples,
                array_sum($counted),
                count($counted) === 1 ? self::REASONS[array_key_first($counted)] : '(' . self::reasons($counted) . ')',
                $checkedUntilHealthIsAssumed,
                self::ADVICE[array_key_first($counted)],
            );
        }

        return sprintf(
            'This property was checked for only %d of %d examples, %d examples were rejected (%s); %s',
            $result->checked(),
            $examples,
            array_sum($rejected),
            self::reasons($rejected),
            self::ADVICE[array_key_first($rejected) ?? 'assume'],
        );
    }

    /**
     * @param array<string, int> $rejected
     */
    private static function reasons(array $rejected): string
    {
        $reasons = [];

        foreach ($rejected as $reason => $count) {
            $reasons[] = sprintf('%d %s', $count, self::REASONS[$reason]);
        }

        return implode(', ', $reasons);
    }

    /**
     * @param array<string, int> $rejected
     *
     * @return array<string, int>
     */
    private static function mostFrequentFirst(array $rejected): array
    {
        $order = array_flip(array_keys(self::REASONS));

        uksort($rejected, static fn (string $a, string $b): int => [$rejected[$b], $order[$a]] <=> [$rejected[$a], $order[$b]]);

        return $rejected;
    }
}
