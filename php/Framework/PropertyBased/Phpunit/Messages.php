<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function preg_match;
use function sprintf;
use function str_replace;
use PHPUnit\Event\Event;
use PHPUnit\Event\Test\ConsideredRisky;

/**
 * The texts of PHPUnit's messages that a property reads or repeats: PHPUnit reports these
 * outcomes with a message only, no type or code says them.
 *
 * @internal
 */
final class Messages
{
    private const string NO_ASSERTIONS = 'This test did not perform any assertions';

    /**
     * Whether $event is PHPUnit's risky test that did not perform any assertions.
     */
    public static function isAboutNoAssertions(Event $event): bool
    {
        return $event instanceof ConsideredRisky && $event->message() === self::NO_ASSERTIONS;
    }

    /**
     * PHPUnit's message when the test exceeded its time limit (--enforce-time-limit), e.g. "This
     * test was aborted after 1 second"; null for another event.
     */
    public static function timeLimitExceeded(Event $event): ?string
    {
        if ($event instanceof ConsideredRisky && preg_match('/^This test was aborted after \d+ seconds?$/', $event->message()) === 1) {
            return $event->message();
        }

        return null;
    }

    /**
     * The message of an exceeded time limit, said of an example of a property: "The example was
     * aborted after 1 second".
     */
    public static function timeLimitOfExample(string $timeLimitExceeded): string
    {
        return str_replace('This test was', 'The example was', $timeLimitExceeded);
    }

    /**
     * PHPUnit's message when the PHP process ends while $test runs (exit(), die()), which a
     * property repeats with the example that ran.
     */
    public static function prematureEnd(string $test): string
    {
        return sprintf('Fatal error: Premature end of PHP process when running %s.', $test);
    }
}
