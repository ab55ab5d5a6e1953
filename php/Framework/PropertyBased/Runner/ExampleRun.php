<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function count;
use function preg_replace_callback;
use function str_starts_with;
use function var_export;
use PHPUnit\Event\EventCollection;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\Outcome;
use PHPUnit\Framework\PropertyBased\Phpunit\Messages;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;

/**
 * The collected events and the final status of one example's test.
 *
 * @internal
 */
final readonly class ExampleRun
{
    public TestOutcome $status;
    private ?string $timeLimit;
    private ?string $failureKey;

    /**
     * @param EventCollection $events   the events the test emitted while it ran
     * @param ?Example        $example  the generated example that ran, null for an explicit one
     * @param bool            $rejected whether assume() or a draw rejected the generated example
     */
    public function __construct(
        public EventCollection $events,
        public StepLog $steps = new StepLog,
        public ?Example $example = null,
        public bool $rejected = false,
    ) {
        $this->status    = TestOutcome::of($events);
        $this->timeLimit = self::timeLimitIn($events);

        // Asked for several times of every example that falsifies the property while it is shrunk.
        if ($this->timeLimit !== null) {
            $this->failureKey = Outcome::timeoutKey();
        } else {
            $this->failureKey = $this->isFalsified() ? FailureKey::fromEvents($events) : null;
        }
    }

    /**
     * Whether the generators gave $other the same arguments and drawn values as this run, which
     * they must from the same choices (proposal 6.3).
     */
    public function generatedTheSameValuesAs(self $other): bool
    {
        return $this->example !== null && $other->example !== null && self::valuesOf($this->example) === self::valuesOf($other->example);
    }

    public function isFalsified(): bool
    {
        return $this->status->isFailure() || $this->status->isError() || $this->timeLimit() !== null;
    }

    /**
     * Whether the run failed with a Throwable of one of $classes: its failure key starts with the
     * class name.
     *
     * @param class-string ...$classes
     */
    public function failedWith(string ...$classes): bool
    {
        $key = $this->failureKey();

        foreach ($classes as $class) {
            if ($key !== null && str_starts_with($key, $class)) {
                return true;
            }
        }

        return false;
    }

    public function failureKey(): ?string
    {
        return $this->failureKey;
    }

    /**
     * PHPUnit's message when the example exceeded its time limit (--enforce-time-limit), which
     * falsifies a property (proposal 6.2), e.g. "This test was aborted after 1 second".
     */
    public function timeLimit(): ?string
    {
        return $this->timeLimit;
    }

    /**
     * The exported arguments and drawn values. An object that a closure of a generator made is
     * exported with its object ID, which differs from one generation to the next: the IDs are
     * numbered in the order they first appear instead, so that an object that refers to itself
     * (or a closure, which sebastian/exporter shows with itself inside) compares equal to the
     * same object generated again, and two distinct objects still differ from one object twice.
     */
    private static function valuesOf(Example $example): string
    {
        $numbers = [];

        return (string) preg_replace_callback(
            '/ Object #(\d+)\b/',
            static function (array $id) use (&$numbers): string {
                $numbers[$id[1]] ??= count($numbers) + 1;

                return ' Object #' . $numbers[$id[1]];
            },
            var_export([$example->exportedArguments(), $example->exportedDraws()], true),
        );
    }

    private static function timeLimitIn(EventCollection $events): ?string
    {
        foreach ($events as $event) {
            $timeLimit = Messages::timeLimitExceeded($event);

            if ($timeLimit !== null) {
                return $timeLimit;
            }
        }

        return null;
    }
}
