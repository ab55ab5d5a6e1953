<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;
use SplStack;

/**
 * Every example is a real test: setUp() creates a new, empty stack for each of them.
 */
final class StackTest extends TestCase
{
    private SplStack $stack;

    protected function setUp(): void
    {
        $this->stack = new SplStack;
    }

    #[Property]
    public function testPushedValueIsOnTop(int $value): void
    {
        $this->stack->push($value);

        $this->assertCount(1, $this->stack);
        $this->assertSame($value, $this->stack->top());
    }
}
