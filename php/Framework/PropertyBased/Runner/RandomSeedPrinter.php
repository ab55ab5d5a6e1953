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
 * Prints the run seed when the test run checks at least one property, or when the seed was given
 * (proposal 7.1). PHPUnit prints its runtime information before an extension can add to it, so
 * the seed follows it.
 *
 * @internal
 */
final readonly class RandomSeedPrinter implements ExecutionStartedSubscriber
{
    /**
     * @param bool $always whether the seed is printed even when the run checks no property
     */
    public function __construct(private string $label, private int $runSeed, private bool $always)
    {
    }

    public function notify(ExecutionStarted $event): void
    {
        if ($this->always) {
            $this->print();

            return;
        }

        foreach ($event->testSuite()->tests() as $test) {
            if ($test instanceof TestMethod && PropertyMethod::isProperty($test->className(), $test->methodName())) {
                $this->print();

                return;
            }
        }
    }

    private function print(): void
    {
        printf("%-15s%d\n\n", $this->label, $this->runSeed);
    }
}
