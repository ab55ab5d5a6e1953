<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use const PHP_EOL;
use function assert;
use function getmypid;
use function register_shutdown_function;
use function rtrim;
use function sprintf;
use PHPUnit\Framework\PropertyBased\Phpunit\Messages;
use PHPUnit\Framework\PropertyBased\Report\CounterexampleReport;

/**
 * What is said when exit() or die() ends the PHP process while a property runs: in its body,
 * setUp() or tearDown(), or a closure of its generators. PHPUnit says "Fatal error: Premature end
 * of PHP process when running T::m." and exits with status 2 for a test that runs when the
 * process ends (its ShutdownHandler); while the arguments of an example are generated no test
 * runs, so it would say nothing and the run would end with the status exit() was given. This
 * says the same and names the example that ran (the one CurrentExample holds), from a shutdown
 * function registered when the extension is bootstrapped, which runs before PHPUnit's.
 *
 * @internal
 */
final class PrematureEnd
{
    private static bool $registered = false;

    /**
     * The property that runs, as PHPUnit names a test.
     */
    private static ?string $property = null;

    private static bool $generating = false;

    public static function register(): void
    {
        if (self::$registered) {
            return;
        }

        self::$registered = true;
        $pid              = getmypid();

        register_shutdown_function(static function () use ($pid): void {
            // A process that user code forked is not the one that runs the tests.
            if (self::$property === null || $pid !== getmypid()) {
                return;
            }

            print rtrim(self::message()) . PHP_EOL;

            exit(2);
        });
    }

    /**
     * $property (as PHPUnit names a test) starts: from now on until it is reported, the end of
     * the process is the end of this property.
     */
    public static function propertyStarted(string $property): void
    {
        self::$property   = $property;
        self::$generating = false;
    }

    public static function propertyFinished(): void
    {
        self::$property = null;
    }

    /**
     * The engine generates the arguments of an example: the closures of its generators run.
     */
    public static function generating(): void
    {
        self::$generating = true;
    }

    /**
     * The arguments are generated: the example runs as a test (its setUp(), body, tearDown() and
     * the values it draws), or the property goes on with its other examples or its report.
     */
    public static function ended(): void
    {
        self::$generating = false;
    }

    private static function message(): string
    {
        $message = Messages::prematureEnd((string) self::$property);

        if (self::$generating) {
            return $message . "\n\nThe PHP process ended while the arguments of an example of the property were generated.";
        }

        $example = CurrentExample::running();

        if ($example === null) {
            return $message;
        }

        if ($example instanceof ExplicitExample) {
            $classNames = CurrentExample::definition()?->classNames();

            assert($classNames !== null);

            return $message . sprintf(
                "\n\nThe PHP process ended while the property ran its explicit example %s:\n\n%s",
                $example->name(),
                CounterexampleReport::explicitLines($example, $classNames),
            );
        }

        return $message . "\n\nThe PHP process ended while the property ran this example:\n\n" . CounterexampleReport::lines($example, CurrentExample::steps());
    }
}
