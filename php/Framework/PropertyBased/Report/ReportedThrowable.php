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
use PHPUnit\Event\Code\Throwable;

/**
 * The throwable a falsified property is reported with: the report of its counterexample goes
 * before the stack trace, not into the message. The default and TestDox printers and JUnit XML
 * print description and stack trace, so they show the report below the failure message as
 * before; TeamCity puts the message into its `message` and the stack trace into its `details`
 * (proposal 8.3: "TeamCity appends it to details"), and Open Test Reporting has both in its
 * throwable.
 *
 * @internal
 */
final class ReportedThrowable
{
    /**
     * $throwable, the failure or error of the example that is reported, with $report below it.
     */
    public static function withReport(Throwable $throwable, string $report): Throwable
    {
        return new Throwable(
            $throwable->className(),
            $throwable->message(),
            rtrim($throwable->description()) . "\n",
            self::beforeStackTrace($report, $throwable->stackTrace()),
            $throwable->hasPrevious() ? $throwable->previous() : null,
        );
    }

    /**
     * An error of the property itself (flaky, over its time limit): $text's first line is its
     * message, the rest is the report.
     *
     * @param class-string $className
     */
    public static function error(string $className, string $text, ?Throwable $cause): Throwable
    {
        [$message, $report] = explode("\n", $text, 2) + [1 => ''];

        return new Throwable($className, $message, $message, $report, $cause);
    }

    private static function beforeStackTrace(string $report, string $stackTrace): string
    {
        return $stackTrace === '' ? $report : $report . "\n" . $stackTrace;
    }
}
