<?php declare(strict_types=1);
require_once __DIR__ . '/Greeter.php';

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final class GreeterTest extends TestCase
{
    /**
     * @param array{name: non-empty-string, age?: int<0, 150>} $person
     */
    #[Property]
    public function testEveryPersonCanBeGreeted(array $person): void
    {
        $this->assertStringStartsWith('Hello', (new Greeter)->greet($person));
        $this->assertNotSame('', $person['name']);
        $this->assertLessThanOrEqual(150, $person['age'] ?? 0);
    }

    /**
     * Fails on purpose: adults are greeted without an exclamation mark.
     *
     * @param array{name: non-empty-string, age?: int<0, 150>} $person
     */
    #[Property]
    public function testEveryGreetingEndsWithAnExclamationMark(array $person): void
    {
        $this->assertStringEndsWith('!', (new Greeter)->greet($person));
    }
}
