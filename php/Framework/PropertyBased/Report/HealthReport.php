<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function array_sum;
use function arsort;
use function implode;
use function sprintf;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;

/**
 * The risky message for a property that was checked for fewer examples than configured because
 * too many were rejected (proposal 6.2).
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

    /**
     * @param positive-int $examples
     */
    public static function message(CheckResult $result, int $examples): string
    {
        $rejected = $result->rejected();

        arsort($rejected);

        $reasons = [];

        foreach ($rejected as $reason => $count) {
            $reasons[] = sprintf('%d %s', $count, self::REASONS[$reason]);
        }

        return sprintf(
            'This property was checked for only %d of %d examples, %d examples were rejected (%s); generate the values that the property needs instead of rejecting the others',
            $result->checked(),
            $examples,
            array_sum($rejected),
            implode(', ', $reasons),
        );
    }
}
