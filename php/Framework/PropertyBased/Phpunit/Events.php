<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\Event\EventCollection;
use PHPUnit\Event\Facade;
use PHPUnit\Event\Subscriber;
use PHPUnit\Event\TypeMap;

/**
 * Emits and forwards events through PHPUnit's event facade (@internal in PHPUnit 13): the
 * extension's runner warnings, the events of a property, and the type map entries of the events
 * this package adds (proposal 8.1).
 *
 * @internal
 */
final class Events
{
    /**
     * A PHPUnit warning of the test run ("There was 1 PHPUnit test runner warning").
     */
    public static function warnTestRunner(string $message): void
    {
        Facade::emitter()->testRunnerTriggeredPhpunitWarning($message);
    }

    /**
     * Dispatches $events, which were collected while a test ran, to the subscribers.
     */
    public static function forward(EventCollection $events): void
    {
        Facade::instance()->forward($events);
    }

    /**
     * Teaches PHPUnit an event of this package: a subscriber of $subscriberInterface is notified
     * of events of $eventClass. PHPUnit 13.4 knows only its own events.
     *
     * @param class-string<Subscriber> $subscriberInterface
     * @param class-string             $eventClass
     */
    public static function registerEventType(string $subscriberInterface, string $eventClass): void
    {
        $typeMap = Closure::bind(static fn (Facade $facade): TypeMap => $facade->typeMap(), null, Facade::class)(Facade::instance());

        $typeMap->addMapping($subscriberInterface, $eventClass);
    }
}
