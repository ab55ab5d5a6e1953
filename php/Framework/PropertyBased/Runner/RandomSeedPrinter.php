<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function printf;
use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Event\TestRunner\ExecutionStarted;
use PHPUnit\Event\TestRunner\ExecutionStartedSubscriber;

/**
 * Prints the run seed when the test run checks at least one property (proposal 7.1). PHPUnit
 * prints its runtime information before an extension can add to it, so the seed follows it.
 *
 * @internal
 */
final readonly class RandomSeedPrinter implements ExecutionStartedSubscriber
{
    public function __construct(private string $label, private int $runSeed)
    {
    }

    public function notify(ExecutionStarted $event): void
    {
        foreach ($event->testSuite()->tests() as $test) {
            if ($test instanceof TestMethod && PropertyMethod::isProperty($test->className(), $test->methodName())) {
                printf("%-15s%d\n\n", $this->label, $this->runSeed);

                return;
            }
        }
    }
}
