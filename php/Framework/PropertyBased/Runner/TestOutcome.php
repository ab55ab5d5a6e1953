<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use PHPUnit\Event\EventCollection;
use PHPUnit\Event\Test\Errored;
use PHPUnit\Event\Test\Failed;
use PHPUnit\Event\Test\MarkedIncomplete;
use PHPUnit\Event\Test\Skipped;

/**
 * How a test that ran ended, as far as a property needs to know, read from the events it emitted
 * (PHPUnit emits one of these events wherever it sets the @internal TestStatus of a test).
 *
 * @immutable
 */
final readonly class TestOutcome
{
    private function __construct(
        private bool $failure,
        private bool $error,
        private bool $skipped,
        private bool $incomplete,
    ) {
    }

    public static function of(EventCollection $events): self
    {
        $failure = $error = $skipped = $incomplete = false;

        foreach ($events as $event) {
            $failure    = $failure || $event instanceof Failed;
            $error      = $error || $event instanceof Errored;
            $skipped    = $skipped || $event instanceof Skipped;
            $incomplete = $incomplete || $event instanceof MarkedIncomplete;
        }

        return new self($failure, $error, $skipped, $incomplete);
    }

    public function isFailure(): bool
    {
        return $this->failure;
    }

    public function isError(): bool
    {
        return $this->error;
    }

    public function isSkipped(): bool
    {
        return $this->skipped;
    }

    public function isIncomplete(): bool
    {
        return $this->incomplete;
    }
}
