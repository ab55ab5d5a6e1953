<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use PHPUnit\Event\Dispatcher;
use PHPUnit\Event\Event;
use PHPUnit\Event\Test\PhpunitWarningTriggered;

/**
 * Keeps the messages of the PHPUnit warnings that TestRunner emits about the code coverage
 * targets of a test method, instead of dispatching them: ExampleLifecycle works them out once
 * per property and emits them for every example, as TestRunner does for every test.
 *
 * The Dispatcher interface is @internal in PHPUnit 13.
 *
 * @internal
 */
final class WarningsOfTestRunner implements Dispatcher
{
    /**
     * @var list<non-empty-string>
     */
    private array $messages = [];

    public function dispatch(Event $event): void
    {
        if ($event instanceof PhpunitWarningTriggered && $event->message() !== '') {
            $this->messages[] = $event->message();
        }
    }

    /**
     * @return list<non-empty-string>
     */
    public function messages(): array
    {
        return $this->messages;
    }
}
