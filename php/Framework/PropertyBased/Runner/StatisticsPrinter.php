<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function count;
use function implode;
use function sprintf;
use PHPUnit\Event\TestRunner\ExecutionFinished;
use PHPUnit\Event\TestRunner\ExecutionFinishedSubscriber;

/**
 * Prints the statistics of every property when the tests have run (proposal 8.3,
 * --display-property-statistics, here `-d pbt.display_property_statistics=1`).
 *
 * @internal
 */
final class StatisticsPrinter implements ExecutionFinishedSubscriber
{
    /**
     * @var list<string>
     */
    private static array $properties = [];

    /**
     * @param list<string> $lines
     */
    public static function add(string $property, int $checked, int $rejected, array $lines): void
    {
        self::$properties[] = sprintf(
            "%d) %s\n%d example%s checked, %d rejected\n%s",
            count(self::$properties) + 1,
            $property,
            $checked,
            $checked === 1 ? '' : 's',
            $rejected,
            $lines === [] ? '' : "\n" . implode("\n", $lines) . "\n",
        );
    }

    public function notify(ExecutionFinished $event): void
    {
        if (self::$properties !== []) {
            print "\n\nStatistics of the properties:\n\n" . implode("\n", self::$properties);
        }
    }
}
