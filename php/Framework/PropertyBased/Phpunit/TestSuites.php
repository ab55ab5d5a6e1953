<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function array_slice;
use function debug_backtrace;
use function in_array;
use function iterator_to_array;
use function spl_object_id;
use Closure;
use LogicException;
use PHPUnit\Event\TestSuite\Started;
use PHPUnit\Framework\RepeatTestSuite;
use PHPUnit\Framework\RetryTestSuite;
use PHPUnit\Framework\Test;
use PHPUnit\Framework\TestCase;
use PHPUnit\Framework\TestSuite;
use PHPUnit\TextUI\TestRunner;

/**
 * Changes PHPUnit's test suite while the run starts, where no public API reaches: the events
 * TestRunner\Started and TestSuite\Started carry value objects, so the suite is found on the call
 * stack (TestRunner::run(), TestSuite::run()), and TestSuite, RepeatTestSuite and RetryTestSuite
 * are @internal.
 *
 * @internal
 */
final class TestSuites
{
    /**
     * Keeps the first repetition only of each test that PHPUnit built once per repetition of
     * --repeat and for which $isProperty holds. Called when the test run starts, before the tests
     * are sorted, filtered and counted.
     *
     * @param Closure(TestCase): bool $isProperty
     */
    public static function keepFirstRepetitionOf(Closure $isProperty): void
    {
        // TestRunner::run(Configuration, TestRunHistory, TestSuite) emits TestRunner\Started first thing.
        foreach (debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT) as $frame) {
            if (($frame['object'] ?? null) instanceof TestRunner && $frame['function'] === 'run') {
                foreach ($frame['args'] ?? [] as $argument) {
                    if ($argument instanceof TestSuite) {
                        self::collapse($argument, $isProperty);
                    }
                }

                return;
            }
        }
    }

    /**
     * Replaces each test of the suite that just started (TestSuite::run() emits TestSuite\Started
     * before it takes its tests) that is selected (--filter, --group) and for which $isProperty
     * holds, with what $replacement makes of it. A RepeatTestSuite or RetryTestSuite around such
     * a test (--repeat, --retry) is replaced as well, the test being made its first repetition
     * and attempt. A test with a data set is left alone.
     *
     * @param Closure(TestCase): bool $isProperty
     * @param Closure(TestCase): Test $replacement
     *
     * @return bool whether the suite that started is the one that runs (false for another suite of the same name)
     */
    public static function replaceInStartedSuite(Started $event, Closure $isProperty, Closure $replacement): bool
    {
        foreach (debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT | DEBUG_BACKTRACE_IGNORE_ARGS) as $frame) {
            $suite = $frame['object'] ?? null;

            if ($frame['function'] === 'run' && $suite instanceof TestSuite) {
                if ($suite->name() !== $event->testSuite()->name()) {
                    return false;
                }

                self::replace($suite, $isProperty, $replacement);

                return true;
            }
        }

        throw new LogicException('phpunit-pbt could not find the running test suite on the call stack; this version of PHPUnit is not supported');
    }

    /**
     * @param Closure(TestCase): bool $isProperty
     */
    private static function collapse(TestSuite $suite, Closure $isProperty): void
    {
        foreach ($suite->tests() as $test) {
            if (!$test instanceof TestSuite) {
                continue;
            }

            $first = $test->tests()[0] ?? null;

            if ($test instanceof RepeatTestSuite && $first instanceof TestCase && $isProperty($first)) {
                $test->setTests(array_slice($test->tests(), 0, 1));

                continue;
            }

            self::collapse($test, $isProperty);
        }
    }

    /**
     * @param Closure(TestCase): bool $isProperty
     * @param Closure(TestCase): Test $replacement
     */
    private static function replace(TestSuite $suite, Closure $isProperty, Closure $replacement): void
    {
        $selected = [];

        foreach ($suite as $test) {
            $selected[spl_object_id($test)] = true;
        }

        $tests   = [];
        $changed = false;

        foreach ($suite->tests() as $test) {
            $property = self::propertyIn($test, $selected, $isProperty);

            if ($property !== null) {
                $test    = $replacement($property);
                $changed = true;
            }

            $tests[] = $test;
        }

        if ($changed) {
            $suite->setTests($tests);
        }
    }

    /**
     * @param array<int, true>        $selected
     * @param Closure(TestCase): bool $isProperty
     */
    private static function propertyIn(Test $test, array $selected, Closure $isProperty): ?TestCase
    {
        if ($test instanceof RepeatTestSuite || $test instanceof RetryTestSuite) {
            $first = $test->tests()[0] ?? null;

            if ($first instanceof TestCase && in_array($first, iterator_to_array($test, false), true) && $isProperty($first)) {
                $first->setRepetition(1, 1);
                $first->setAttempt(1, 1);

                return $first;
            }

            return null;
        }

        if ($test instanceof TestCase && isset($selected[spl_object_id($test)]) && !$test->usesDataProvider() && $isProperty($test)) {
            return $test;
        }

        return null;
    }
}
