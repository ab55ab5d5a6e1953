<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function array_column;
use function array_sum;
use function count;
use function implode;
use function sprintf;
use function usort;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\HealthStop;
use PHPUnit\Framework\PropertyBased\Engine\Rejection;

/**
 * The risky message for a property that was checked for fewer examples than configured because
 * too many were rejected (proposal 6.2): how many were checked and rejected, why, the most
 * frequent reason first, and how fewer examples can be rejected for that reason.
 *
 * @internal
 */
final class HealthReport
{
    /**
     * @param positive-int     $examples
     * @param non-negative-int $checkedUntilHealthIsAssumed
     */
    public static function message(CheckResult $result, int $examples, int $checkedUntilHealthIsAssumed): string
    {
        $rejected = self::mostFrequentFirst($result);
        $stop     = $result->healthStop();

        if ($stop === HealthStop::Rejected || $stop === HealthStop::TooLarge) {
            $counted = $stop === HealthStop::TooLarge ? [[Rejection::TooLarge, $result->rejected(Rejection::TooLarge)]] : $rejected;

            return sprintf(
                'This property was checked for only %d of %d examples because generating examples was stopped after %d examples were rejected %s while fewer than %d examples were checked; %s',
                $result->checked(),
                $examples,
                array_sum(array_column($counted, 1)),
                count($counted) === 1 ? self::reason($counted[0][0]) : '(' . self::reasons($counted) . ')',
                $checkedUntilHealthIsAssumed,
                self::advice($counted[0][0]),
            );
        }

        return sprintf(
            'This property was checked for only %d of %d examples, %d examples were rejected (%s); %s',
            $result->checked(),
            $examples,
            $result->rejectedInAll(),
            self::reasons($rejected),
            self::advice($rejected[0][0] ?? Rejection::Assume),
        );
    }

    private static function reason(Rejection $reason): string
    {
        return match ($reason) {
            Rejection::Assume   => 'by assume()',
            Rejection::Filter   => 'because no value that satisfies a filter was generated',
            Rejection::TooLarge => 'because they were too large',
        };
    }

    private static function advice(Rejection $reason): string
    {
        return match ($reason) {
            Rejection::Assume   => 'generate the values that the property needs instead of rejecting the others',
            Rejection::Filter   => 'generate the values that the filter accepts instead of filtering the others',
            Rejection::TooLarge => 'generate smaller values, for instance with smaller maximum sizes of collections',
        };
    }

    /**
     * @param list<array{Rejection, int}> $rejected
     */
    private static function reasons(array $rejected): string
    {
        $reasons = [];

        foreach ($rejected as [$reason, $count]) {
            $reasons[] = sprintf('%d %s', $count, self::reason($reason));
        }

        return implode(', ', $reasons);
    }

    /**
     * The reasons examples were rejected for, with their counts, the most frequent first (in the
     * order of the cases for equal counts).
     *
     * @return list<array{Rejection, int}>
     */
    private static function mostFrequentFirst(CheckResult $result): array
    {
        $rejected = [];

        foreach (Rejection::cases() as $reason) {
            $count = $result->rejected($reason);

            if ($count > 0) {
                $rejected[] = [$reason, $count];
            }
        }

        // usort() is stable: equal counts keep the order of the cases.
        usort($rejected, static fn (array $a, array $b): int => $b[1] <=> $a[1]);

        return $rejected;
    }
}
