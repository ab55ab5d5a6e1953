<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function str_replace;
use PHPUnit\Event;
use PHPUnit\Event\EventCollection;
use PHPUnit\Event\Telemetry\Info;
use PHPUnit\Framework\PropertyBased\Phpunit\Messages;

/**
 * What the generated examples of a property contribute to the one test that is reported for it
 * (proposal 6.6): their issues, de-duplicated; their assertions, summed; and the start of the
 * first example, so that the reported duration covers all examples.
 *
 * @internal
 */
final class CollectedEvents
{
    /**
     * @var array<string, Event\Event>
     */
    private array $issues = [];

    private int $assertions = 0;

    private ?Info $preparationStarted = null;

    private ?Info $prepared = null;

    public function add(EventCollection $events): void
    {
        foreach ($events as $event) {
            // An exceeded time limit falsifies the property instead (see ExampleRun).
            if (self::isIssue($event) && Messages::timeLimitExceeded($event) === null) {
                $this->issues[self::issueKey($event)] ??= $event;
            } elseif ($event instanceof Event\Test\PreparationStarted) {
                $this->preparationStarted ??= $event->telemetryInfo();
            } elseif ($event instanceof Event\Test\Prepared) {
                $this->prepared ??= $event->telemetryInfo();
            } elseif ($event instanceof Event\Test\Finished) {
                $this->assertions += $event->numberOfAssertionsPerformed();
            }
        }
    }

    public function assertions(): int
    {
        return $this->assertions;
    }

    /**
     * @return array<string, Event\Event>
     */
    public function issues(): array
    {
        return $this->issues;
    }

    /**
     * Whether the start of the property is known: the telemetry of the events of the examples
     * that come after is never reported.
     */
    public function hasStart(): bool
    {
        return $this->preparationStarted !== null && $this->prepared !== null;
    }

    public function preparationStarted(): ?Info
    {
        return $this->preparationStarted;
    }

    public function prepared(): ?Info
    {
        return $this->prepared;
    }

    /**
     * What makes an issue the same as another: everything but the test, since examples run as
     * other tests than the property (see ExampleRunner).
     */
    public static function issueKey(Event\Event $event): string
    {
        return $event::class . str_replace($event->test()->id(), '', $event->asString());
    }

    public static function isIssue(Event\Event $event): bool
    {
        return $event instanceof Event\Test\ConsideredRisky ||
               $event instanceof Event\Test\DeprecationTriggered ||
               $event instanceof Event\Test\PhpDeprecationTriggered ||
               $event instanceof Event\Test\NoticeTriggered ||
               $event instanceof Event\Test\PhpNoticeTriggered ||
               $event instanceof Event\Test\WarningTriggered ||
               $event instanceof Event\Test\PhpWarningTriggered ||
               $event instanceof Event\Test\ErrorTriggered ||
               $event instanceof Event\Test\PhpunitDeprecationTriggered ||
               $event instanceof Event\Test\PhpunitNoticeTriggered ||
               $event instanceof Event\Test\PhpunitWarningTriggered ||
               $event instanceof Event\Test\PhpunitErrorTriggered;
    }
}
