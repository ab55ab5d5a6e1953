<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use PHPUnit\Event\TestRunner\Started;
use PHPUnit\Event\TestRunner\StartedSubscriber;
use PHPUnit\Framework\PropertyBased\Phpunit\TestSuites;

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
        TestSuites::keepFirstRepetitionOf(PropertyMethod::isPropertyTest(...));
    }
}
