<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class StackTest extends TestCase
{
    private SplStack $stack;

    protected function setUp(): void
    {
        $this->stack = new SplStack;
    }

    #[Property]
    public function testPushedValueIsTheOnlyElement(int $value): void
    {
        $this->stack->push($value);

        $this->assertCount(1, $this->stack);
    }
}
