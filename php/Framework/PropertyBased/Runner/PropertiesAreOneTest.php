<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_slice;
use function debug_backtrace;
use PHPUnit\Event\TestRunner\Started;
use PHPUnit\Event\TestRunner\StartedSubscriber;
use PHPUnit\Framework\RepeatTestSuite;
use PHPUnit\Framework\TestCase;
use PHPUnit\Framework\TestSuite;
use PHPUnit\TextUI\TestRunner;

/**
 * A property is one test (proposal 6.7), but PHPUnit built one test for each repetition of
 * --repeat, and counts them all: the progress line would miss its final counter, TeamCity's test
 * count would be too high. (Data sets and the attributes #[Repeat] and #[Retry] never reach the
 * test suite: PropertyMetadataParser hides them.) When the test run starts, before the tests are
 * sorted, filtered and counted, such a property keeps its first test only, which
 * TestSuiteSwapper replaces by the property.
 *
 * @internal
 */
final readonly class PropertiesAreOneTest implements StartedSubscriber
{
    public function notify(Started $event): void
    {
        // TestRunner::run(Configuration, TestRunHistory, TestSuite) emits the event first thing.
        foreach (debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT) as $frame) {
            if (($frame['object'] ?? null) instanceof TestRunner && $frame['function'] === 'run') {
                foreach ($frame['args'] ?? [] as $argument) {
                    if ($argument instanceof TestSuite) {
                        self::collapse($argument);
                    }
                }

                return;
            }
        }
    }

    private static function collapse(TestSuite $suite): void
    {
        foreach ($suite->tests() as $test) {
            if (!$test instanceof TestSuite) {
                continue;
            }

            $first = $test->tests()[0] ?? null;

            if ($test instanceof RepeatTestSuite &&
                $first instanceof TestCase &&
                PropertyMethod::isProperty($first::class, $first->name())) {
                $test->setTests(array_slice($test->tests(), 0, 1));

                continue;
            }

            self::collapse($test);
        }
    }
}
