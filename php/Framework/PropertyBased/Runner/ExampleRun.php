<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use PHPUnit\Event\EventCollection;
use PHPUnit\Framework\TestStatus\TestStatus;

/**
 * The collected events and the final status of one example's test.
 *
 * @internal
 */
final readonly class ExampleRun
{
    public function __construct(
        public EventCollection $events,
        public TestStatus $status,
    ) {
    }

    public function isFalsified(): bool
    {
        return $this->status->isFailure() || $this->status->isError();
    }

    public function failureKey(): ?string
    {
        return $this->isFalsified() ? (FailureKey::fromEvents($this->events) ?? $this->status->message()) : null;
    }
}
