<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function explode;
use function rtrim;
use function str_starts_with;
use function substr;
use PHPUnit\Event\Code\Throwable;
use PHPUnit\Framework\PropertyBased\Phpunit\EventValues;

/**
 * The throwable a falsified property is reported with (proposal 8.3): the report of its
 * counterexample goes before the stack trace, which the default and TestDox printers and JUnit
 * XML print below the description, and TeamCity as its details. Open Test Reporting gives the
 * message as the reason for the failure, so the report is appended to the message as well,
 * except when TeamCity reports the run, whose message must be the failure's alone.
 *
 * @internal
 */
final class ReportedThrowable
{
    /**
     * $throwable, the failure or error of the example that is reported, with $report below it.
     */
    public static function withReport(Throwable $throwable, string $report, bool $inMessage): Throwable
    {
        return EventValues::throwable(
            $throwable->className(),
            $inMessage ? rtrim($throwable->message()) . "\n\n" . $report : $throwable->message(),
            rtrim($throwable->description()) . "\n",
            self::beforeStackTrace($report, $throwable->stackTrace()),
            $throwable->hasPrevious() ? $throwable->previous() : null,
        );
    }

    /**
     * An error of the property itself (flaky, over its time limit): $text's first line is its
     * description, the rest is the report.
     *
     * @param class-string $className
     */
    public static function error(string $className, string $text, ?Throwable $cause, bool $inMessage): Throwable
    {
        [$description, $report] = explode("\n", $text, 2) + [1 => ''];

        // The blank line below the first line ends the description, as for withReport().
        if (str_starts_with($report, "\n")) {
            $description .= "\n";
            $report       = substr($report, 1);
        }

        return EventValues::throwable($className, $inMessage ? $text : rtrim($description), $description, $report, $cause);
    }

    private static function beforeStackTrace(string $report, string $stackTrace): string
    {
        return $stackTrace === '' ? $report : $report . "\n" . $stackTrace;
    }
}
