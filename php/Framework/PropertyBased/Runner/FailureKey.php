<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function explode;
use function mb_scrub;
use function trim;
use PHPUnit\Event\EventCollection;
use PHPUnit\Event\Test\Errored;
use PHPUnit\Event\Test\Failed;

/**
 * How an example failed, as "Class at /path/to/File.php:31": the class of the Throwable and the
 * location PHPUnit reports for it, the first frame of its stack trace outside PHPUnit's own code
 * (proposal 6.3). Shrinking keeps a candidate only when this is the same.
 *
 * @internal
 */
final class FailureKey
{
    public static function fromEvents(EventCollection $events): ?string
    {
        foreach ($events as $event) {
            if ($event instanceof Failed || $event instanceof Errored) {
                $throwable = $event->throwable();
                $location  = trim(explode("\n", trim($throwable->stackTrace()))[0]);

                // UTF-8, so that it comes back from the engine as it was given (a class name or
                // a path can have other bytes).
                return mb_scrub($location === '' ? $throwable->className() : $throwable->className() . ' at ' . $location, 'UTF-8');
            }
        }

        return null;
    }
}
