<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function method_exists;
use function assert;
use PHPUnit\Event;
use PHPUnit\Event\Code\Throwable;
use PHPUnit\Event\EventCollection;
use PHPUnit\Framework\PropertyBased\Phpunit\EventValues;
use PHPUnit\Framework\PropertyBased\Phpunit\Messages;
use PHPUnit\Framework\PropertyBased\Report\PropertyTestDox;
use PHPUnit\Framework\PropertyBased\Report\ReportedThrowable;

/**
 * Turns the events of the example that is reported for a property into the events of the
 * property (proposal 6.6): its start is the first example's, the issues of the generated examples
 * are added once each, the assertion count is the sum over the generated examples, and a failure
 * carries the report of the counterexample below PHPUnit's message and diff. The events after
 * its start are stamped as they are reported: most examples emit theirs with frozen telemetry
 * (ExampleEmitter).
 *
 * @internal
 */
final readonly class ReportedEvents
{
    /**
     * @param list<string>     $risky           messages of ConsideredRisky events to add, e.g. for a property whose examples were mostly rejected
     * @param list<string>     $warnings        messages of PHPUnit warnings to add, e.g. for generators that are not deterministic
     * @param Event\Code\Test  $test            the property, whose events these become (those of an example ran on another instance)
     * @param bool             $reportInMessage whether the report is appended to the failure's message, too (see ReportedThrowable)
     */
    public function __construct(
        private CollectedEvents $collected,
        private ?string $report,
        private array $risky,
        private array $warnings,
        private Event\Code\Test $test,
        private bool $reportInMessage = true,
    ) {
    }

    public function rewrite(EventCollection $events): EventCollection
    {
        $seen = [];

        foreach ($events as $event) {
            if (CollectedEvents::isIssue($event)) {
                $seen[CollectedEvents::issueKey($event)] = true;
            }
        }

        $rewritten = new EventCollection;
        $property  = self::property($this->test);

        foreach ($events as $event) {
            if ($this->performedAssertions() && Messages::isAboutNoAssertions($event)) {
                continue;
            }

            // The events of an example that ran on another instance than the property's, and
            // the TestDox of a property.
            if (method_exists($event, 'test')) {
                if ($property !== $event->test()) {
                    $event = EventValues::forTest($event, $property);
                }
            }

            if ($event instanceof Event\Test\PreparationStarted && $this->collected->preparationStarted() !== null) {
                $event = EventValues::withTelemetry($event, $this->collected->preparationStarted());
            } elseif ($event instanceof Event\Test\Prepared && $this->collected->prepared() !== null) {
                $event = EventValues::withTelemetry($event, $this->collected->prepared());
            } elseif (($event instanceof Event\Test\Failed || $event instanceof Event\Test\Errored) && $this->report !== null) {
                $event = EventValues::withThrowable($event, $this->withReport($event->throwable()));
            } elseif ($event instanceof Event\Test\Finished) {
                foreach ($this->collected->issues() as $key => $issue) {
                    if (!isset($seen[$key]) && !($this->performedAssertions() && Messages::isAboutNoAssertions($issue))) {
                        $rewritten->add(EventValues::forTest($issue, $event->test()));
                    }
                }

                foreach ($this->risky as $message) {
                    $rewritten->add(EventValues::consideredRisky($event->telemetryInfo(), $event->test(), $message));
                }

                foreach ($this->warnings as $message) {
                    $rewritten->add(EventValues::phpunitWarning($event->telemetryInfo(), $event->test(), $message));
                }

                $event = EventValues::withAssertions($event, $this->collected->assertions());
            }

            $rewritten->add($event);
        }

        return self::stamped($rewritten);
    }

    /**
     * $events, each after the property's start with the telemetry of now.
     */
    private static function stamped(EventCollection $events): EventCollection
    {
        $stamped = new EventCollection;

        foreach ($events as $event) {
            $stamped->add($event instanceof Event\Test\PreparationStarted || $event instanceof Event\Test\Prepared ? $event : EventValues::stamped($event));
        }

        return $stamped;
    }

    private static function property(Event\Code\Test $test): Event\Code\Test
    {
        return $test instanceof Event\Code\TestMethod ? PropertyTestDox::of($test) : $test;
    }

    /**
     * Whether a property performed no assertions is decided on the sum over its examples
     * (proposal 6.6), not by the example that is reported.
     */
    private function performedAssertions(): bool
    {
        return $this->collected->assertions() > 0;
    }

    private function withReport(Throwable $throwable): Throwable
    {
        assert($this->report !== null);

        return ReportedThrowable::withReport($throwable, $this->report, $this->reportInMessage);
    }
}
