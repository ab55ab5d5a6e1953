<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\Framework\Test;
use PHPUnit\Framework\TestCase;

/**
 * The test of an example as a PHPUnit test that runs through the lifecycle of its property's
 * examples (ExampleLifecycle), for IterativeTestSuite::runCollectingEvents(), which runs a test
 * with its events collected.
 *
 * @internal
 */
final readonly class ExampleTest implements Test
{
    /**
     * @param Closure(TestCase): ExampleLifecycle $lifecycle the lifecycle of the property's examples, worked out when the first of them runs
     */
    public function __construct(private TestCase $test, private Closure $lifecycle)
    {
    }

    public function count(): int
    {
        return 1;
    }

    public function run(): void
    {
        ($this->lifecycle)($this->test)->run($this->test);
    }
}
