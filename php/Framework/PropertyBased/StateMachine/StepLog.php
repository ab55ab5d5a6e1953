<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\StateMachine;

use function count;
use function sprintf;
use function str_replace;

/**
 * The steps a state machine took in one example, as the PHP code that takes them (proposal 8.3):
 * a value a step produced is assigned to a variable named after its pool, the value another step
 * returned is a comment, and an invariant is shown only when it failed.
 *
 * @internal
 */
final class StepLog
{
    /**
     * @var list<string>
     */
    private array $lines = [];

    private bool $used = false;

    /**
     * Marks the log as used; false when it was used before (runStateMachine() called twice).
     */
    public function start(): bool
    {
        if ($this->used) {
            return false;
        }

        $this->used = true;

        return true;
    }

    /**
     * Whether runStateMachine() was called in the example, which an explicit example cannot do.
     */
    public function wasStarted(): bool
    {
        return $this->used;
    }

    public function call(string $code): int
    {
        $this->lines[] = $code . ';';

        return count($this->lines) - 1;
    }

    /**
     * A comment after the code of a step. Every line of a comment that an export spreads over
     * several lines is a line comment of its own, and "?>" would end PHP even inside one, so
     * that the steps still paste as PHP code.
     */
    public function comment(int $line, string $comment): void
    {
        $this->lines[$line] .= ' // ' . str_replace(["\n", '?>'], ["\n// ", '? >'], $comment);
    }

    public function invariantFailed(string $method): void
    {
        $this->lines[] = sprintf('$machine->%s(); // invariant failed', $method);
    }

    /**
     * @return list<string>
     */
    public function lines(): array
    {
        return $this->lines;
    }
}
