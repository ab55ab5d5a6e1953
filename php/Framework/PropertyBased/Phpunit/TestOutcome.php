<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use PHPUnit\Framework\TestStatus\TestStatus;

/**
 * How a test that ran ended, as far as a property needs to know: PHPUnit's TestStatus, which is
 * @internal, read once.
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
        private string $message,
    ) {
    }

    public static function of(TestStatus $status): self
    {
        return new self($status->isFailure(), $status->isError(), $status->isSkipped(), $status->isIncomplete(), $status->message());
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

    public function message(): string
    {
        return $this->message;
    }
}
