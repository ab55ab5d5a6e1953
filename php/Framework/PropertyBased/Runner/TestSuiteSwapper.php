<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function class_exists;
use function sprintf;
use function str_starts_with;
use PHPUnit\Event\TestSuite\Started;
use PHPUnit\Event\TestSuite\StartedSubscriber;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Test as TestAttribute;
use PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration;
use PHPUnit\Framework\PropertyBased\Phpunit\Events;
use PHPUnit\Framework\PropertyBased\Phpunit\TestSuites;
use PHPUnit\Framework\TestCase;
use ReflectionClass;

/**
 * Replaces each selected property of a test class's suite, just before the suite runs its tests,
 * with a PropertyTestSuite that checks it (see the README, "How it works with PHPUnit 13.4").
 *
 * TestSuite::run() emits TestSuite\Started before it takes its tests, so the tests can be swapped
 * in place (TestSuites::replaceInStartedSuite()); only the tests selected by --filter and --group
 * are replaced. A property has no data sets or repetitions of
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

        $isRunning = TestSuites::replaceInStartedSuite(
            $event,
            PropertyMethod::isPropertyTest(...),
            fn (TestCase $property): PropertyTestSuite => PropertyTestSuite::fromTestCase($property, $this->configuration),
        );

        if ($isRunning) {
            $this->warnAboutUndiscoveredProperties($event->testSuite()->name());
        }
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
                Events::warnTestRunner(
                    sprintf(
                        'The method %s::%s() has the #[Property] attribute but is not run: a property needs the test prefix or the #[Test] attribute, as every test method does in PHPUnit 13',
                        $className,
                        $method->getName(),
                    ),
                );
            }
        }
    }
}
