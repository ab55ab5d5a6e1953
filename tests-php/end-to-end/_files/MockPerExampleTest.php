<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\MockObject\MockObject;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/Collaborator.php';

final class MockPerExampleTest extends TestCase
{
    private Collaborator&MockObject $collaborator;

    protected function setUp(): void
    {
        $this->collaborator = $this->createMock(Collaborator::class);
        $this->collaborator->expects($this->once())->method('notify');
    }

    /**
     * @param int<0, 10> $value
     */
    #[Property]
    public function testNotifiesOncePerValue(int $value): void
    {
        (new Notifier($this->collaborator))->process($value);
    }

    /**
     * @param int<0, 100> $value
     */
    #[Property]
    public function testNotifiesForEveryValue(int $value): void
    {
        (new Notifier($this->collaborator))->process($value);
    }
}
