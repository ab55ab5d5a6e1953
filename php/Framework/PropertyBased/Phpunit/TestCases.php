<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Event\Code\TestMethodBuilder;
use PHPUnit\Framework\TestCase;

/**
 * What a property needs of the TestCase instances PHPUnit builds and runs: their name, the
 * arguments an example passes them. Every one of these TestCase methods is @internal in PHPUnit
 * 13, the name included. (How a test ended is read from its events: TestOutcome.)
 *
 * @internal
 */
final class TestCases
{
    /**
     * The name of the test method.
     */
    public static function methodName(TestCase $test): string
    {
        return $test->name();
    }

    /**
     * "Class::method", the ID of a test (the key of remembered counterexamples, of seeds).
     */
    public static function id(TestCase $test): string
    {
        return $test::class . '::' . $test->name();
    }

    /**
     * How PHPUnit names the test in its messages ("Class::method").
     */
    public static function description(TestCase $test): string
    {
        return $test->toString();
    }

    /**
     * The test's value object for events, as PHPUnit's own events name it.
     */
    public static function forEvents(TestCase $test): TestMethod
    {
        return TestMethodBuilder::fromTestCase($test);
    }

    /**
     * The arguments the test method is called with when $test runs: PHPUnit passes those of
     * #[Depends] (the dependency input) after the data set's, which a property has none of.
     *
     * @param array<array-key, mixed> $arguments
     */
    public static function giveArguments(TestCase $test, array $arguments): void
    {
        $test->setDependencyInput($arguments);
    }

    /**
     * A property always runs in the main process (proposal 3.3): TestCase sets its flag for
     * process isolation only once and has no way to reset it.
     */
    public static function runInMainProcess(TestCase $test): void
    {
        Closure::bind(static fn (TestCase $test): bool => $test->runTestInSeparateProcess = false, null, TestCase::class)($test);
    }
}
