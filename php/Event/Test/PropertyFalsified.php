<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Event\Test;


use function sprintf;
use PHPUnit\Event\Code;
use PHPUnit\Event\Event;
use PHPUnit\Event\Telemetry;

/**
 * Dispatched before the Test\Failed or Test\Errored event of a falsified property (proposal 8.1).
 * When an explicit example falsified it, explicitExample() names that example, the counterexample
 * is its arguments, and no examples were generated, shrunk or replayed.
 *
 * @immutable
 */
final readonly class PropertyFalsified implements Event
{
    /**
     * @param array<string, Counterexample> $otherWays how else the property was falsified while it was shrunk => its counterexample
     */
    public function __construct(
        private Telemetry\Info $telemetryInfo,
        private Code\Test $test,
        private int $seed,
        private int $examplesChecked,
        private int $shrinkingAttempts,
        private bool $shrinkingBudgetExhausted,
        private Counterexample $counterexample,
        private array $otherWays,
        private int $replays,
        private int $replaysThatFalsified,
        private ?string $explicitExample,
    ) {
    }

    public function telemetryInfo(): Telemetry\Info
    {
        return $this->telemetryInfo;
    }

    public function test(): Code\Test
    {
        return $this->test;
    }

    public function seed(): int
    {
        return $this->seed;
    }

    /**
     * The examples generated until the property was falsified, the falsifying one included.
     */
    public function examplesChecked(): int
    {
        return $this->examplesChecked;
    }

    public function shrinkingAttempts(): int
    {
        return $this->shrinkingAttempts;
    }

    public function shrinkingBudgetExhausted(): bool
    {
        return $this->shrinkingBudgetExhausted;
    }

    public function counterexample(): Counterexample
    {
        return $this->counterexample;
    }

    /**
     * The other ways in which the property was falsified while it was shrunk: the class of the
     * Throwable and where it was raised, or that the time limit was exceeded => the simplest
     * counterexample found for it.
     *
     * @return array<string, Counterexample>
     */
    public function otherWays(): array
    {
        return $this->otherWays;
    }

    /**
     * How often the example that first falsified the property was replayed before it was shrunk.
     */
    public function replays(): int
    {
        return $this->replays;
    }

    /**
     * How often those replays falsified the property again in the same way.
     */
    public function replaysThatFalsified(): int
    {
        return $this->replaysThatFalsified;
    }

    /**
     * The name of the explicit example that falsified the property, if one did.
     */
    public function explicitExample(): ?string
    {
        return $this->explicitExample;
    }

    public function asString(): string
    {
        return sprintf(
            'Test Property Falsified (%s, seed %d, after %d examples, %d shrinking attempts)',
            $this->test->id(),
            $this->seed,
            $this->examplesChecked,
            $this->shrinkingAttempts,
        );
    }
}
