<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function debug_backtrace;
use function in_array;
use function iterator_to_array;
use function spl_object_id;
use function class_exists;
use function sprintf;
use function str_starts_with;
use LogicException;
use PHPUnit\Event\Facade as EventFacade;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Test as TestAttribute;
use ReflectionClass;
use PHPUnit\Event\TestSuite\Started;
use PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration;
use PHPUnit\Event\TestSuite\StartedSubscriber;
use PHPUnit\Framework\RepeatTestSuite;
use PHPUnit\Framework\RetryTestSuite;
use PHPUnit\Framework\Test;
use PHPUnit\Framework\TestCase;
use PHPUnit\Framework\TestSuite;

/**
 * Replaces each selected property of a test class's suite, just before the suite runs its tests,
 * with a PropertyTestSuite that checks it (see the README, "How it works with PHPUnit 13.4").
 *
 * TestSuite::run() emits TestSuite\Started before it takes its tests, so the subscriber finds the
 * suite on the call stack and swaps the tests in place. Iterating the suite applies --filter and
 * --group, so only the selected tests are replaced. A property has no data sets or repetitions of
 * its own (PropertyMetadataParser), so it is one TestCase when it is selected. A Repeat/RetryTestSuite around a property is
 * replaced as well: --repeat and --retry do not apply to properties (proposal 3.3).
 *
 * @internal
 */
final readonly class TestSuiteSwapper implements StartedSubscriber
{
    public function __construct(private Configuration|InvalidConfiguration $configuration)
    {
    }

    public function notify(Started $event): void
    {
        if (!$event->testSuite()->isForTestClass()) {
            return;
        }

        foreach (debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT | DEBUG_BACKTRACE_IGNORE_ARGS) as $frame) {
            $suite = $frame['object'] ?? null;

            if ($frame['function'] === 'run' && $suite instanceof TestSuite) {
                if ($suite->name() === $event->testSuite()->name()) {
                    $this->warnAboutUndiscoveredProperties($suite->name());
                    $this->swap($suite);
                }

                return;
            }
        }

        throw new LogicException('phpunit-pbt could not find the running test suite on the call stack; this version of PHPUnit is not supported');
    }

    /**
     * PHPUnit decides what a test method is before an extension can take part: a #[Property]
     * method needs the test prefix or #[Test], or it is silently not run.
     */
    private function warnAboutUndiscoveredProperties(string $className): void
    {
        if (!class_exists($className)) {
            return;
        }

        foreach ((new ReflectionClass($className))->getMethods() as $method) {
            if ($method->getAttributes(Property::class) !== [] &&
                !str_starts_with($method->getName(), 'test') &&
                $method->getAttributes(TestAttribute::class) === []) {
                EventFacade::emitter()->testRunnerTriggeredPhpunitWarning(
                    sprintf(
                        'The method %s::%s() has the #[Property] attribute but is not run: a property needs the test prefix or the #[Test] attribute, as every test method does in PHPUnit 13',
                        $className,
                        $method->getName(),
                    ),
                );
            }
        }
    }

    private function swap(TestSuite $suite): void
    {
        $selected = [];

        foreach ($suite as $test) {
            $selected[spl_object_id($test)] = true;
        }

        $tests   = [];
        $changed = false;

        foreach ($suite->tests() as $test) {
            $property = $this->propertyIn($test, $selected);

            if ($property !== null) {
                $test    = PropertyTestSuite::fromTestCase($property, $this->configuration);
                $changed = true;
            }

            $tests[] = $test;
        }

        if ($changed) {
            $suite->setTests($tests);
        }
    }

    /**
     * @param array<int, true> $selected
     */
    private function propertyIn(Test $test, array $selected): ?TestCase
    {
        if ($test instanceof RepeatTestSuite || $test instanceof RetryTestSuite) {
            $first = $test->tests()[0] ?? null;

            if ($first instanceof TestCase &&
                in_array($first, iterator_to_array($test, false), true) &&
                PropertyMethod::isProperty($first::class, $first->name())) {
                $first->setRepetition(1, 1);
                $first->setAttempt(1, 1);

                return $first;
            }

            return null;
        }

        if ($test instanceof TestCase &&
            isset($selected[spl_object_id($test)]) &&
            !$test->usesDataProvider() &&
            PropertyMethod::isProperty($test::class, $test->name())) {
            return $test;
        }

        return null;
    }
}
